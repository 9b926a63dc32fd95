"""Qt's enum values for the calculator's first frame, without PySide6's ``Qt`` namespace.

PySide6 makes its Python types lazily, but the ``Qt`` namespace's 93 enum classes
(``AlignmentFlag``, ``PenStyle``, ``Key``...) all at once, the first time anything reaches it: the
name ``QtCore.Qt`` itself, a call with an overload that takes one of them (``QPainter.setPen``,
``setBrush`` and ``fillRect``, ``QBrush(color)``, ``QPen(color, width)``,
``QFontMetrics.elidedText``, ``QWidget.setAlignment``...) even when another overload is the one
called, or a call that returns one (``QLabel.alignment()``, ``QWidget.windowState()``). That is
~15 ms of CPU, ~120 M instructions and ~1.5 MiB at start, which a bare PySide6 window never pays.
So the widgets of the first frame (``tests/gui/test_first_paint_modules.py`` lists them) do
without it:

* a Qt property is written by the names of its enum keys through the meta-object
  (:func:`set_keys`, :func:`align`...), which says whether it took them (checked here);
* painting fills and strokes paths (``fillPath``, ``strokePath``: no overload of theirs takes a
  Qt enum) with a brush made by a palette and a pen made empty and then given its colour and
  width, and draws coloured text through ``QStylePainter.drawItemText`` (the pen set in C++),
  with the flags as the int ``QPainter.drawText`` takes (:data:`ALIGN_CENTER`...);
* what only matters after the first frame (cursor shapes, key and mouse buttons, focus reasons)
  imports ``Qt`` in the function that needs it.

Each helper draws what the ``Qt``-typed calls drew, pixel for pixel (``tests/gui/
test_qtnames.py`` compares them; the first frame's screenshots were compared too). A test
(``test_first_paint_modules.py``) fails when the first frame builds the namespace. The windows
opened later (tracker, quiz, club, log...) use ``Qt`` as usual.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRect, QRectF
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QStylePainter, QVBoxLayout, QWidget

# Qt.AlignmentFlag and Qt.TextFlag values, as ints (QPainter.drawText takes an int in C++); a test
# compares them with Qt's.
ALIGN_LEFT = 0x0001
ALIGN_RIGHT = 0x0002
ALIGN_HCENTER = 0x0004
ALIGN_TOP = 0x0020
ALIGN_BOTTOM = 0x0040
ALIGN_VCENTER = 0x0080
ALIGN_CENTER = ALIGN_HCENTER | ALIGN_VCENTER
TEXT_WORD_WRAP = 0x1000
TEXT_DONT_CLIP = 0x0200

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size: no maximum

#: the dash patterns of ``Qt.PenStyle.DashLine`` and ``DotLine`` (``QPen.dashPattern()``)
DASH_LINE = (4.0, 2.0)
DOT_LINE = (1.0, 2.0)


# ---------------------------------------------------------------------------------------------
# properties, by the names of their keys
# ---------------------------------------------------------------------------------------------


def set_keys(obj: QObject, prop: str, *keys: str) -> None:
    """Set the enum or flags property ``prop`` of ``obj`` to ``keys`` (``"AlignTop"``...), as
    ``obj.setProperty`` does; a key the property does not have raises ValueError."""
    if not obj.setProperty(prop, "|".join(keys)):
        raise ValueError(f"{type(obj).__name__}.{prop} does not take {'|'.join(keys)!r}")


def align(widget: QWidget, *keys: str) -> None:
    """``widget.setAlignment(Qt.AlignmentFlag.X | ...)`` (a label, a line edit...)."""
    set_keys(widget, "alignment", *keys)


def text_format(label: QWidget, key: str) -> None:
    """``label.setTextFormat(Qt.TextFormat.X)``: ``"PlainText"``, ``"RichText"``..."""
    set_keys(label, "textFormat", key)


def selectable(label: QWidget) -> None:
    """The label's text can be selected with the mouse (and copied)."""
    set_keys(label, "textInteractionFlags", "TextSelectableByMouse")


def focus_policy(widget: QWidget, key: str) -> None:
    """``widget.setFocusPolicy(Qt.FocusPolicy.X)``: ``"ClickFocus"``, ``"TabFocus"``..."""
    set_keys(widget, "focusPolicy", key)


def no_horizontal_scroll_bar(area: QWidget) -> None:
    """A scroll area (or any QAbstractScrollArea) that never shows its horizontal scroll bar."""
    set_keys(area, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")


def at_top(widget: QWidget) -> QVBoxLayout:
    """``widget`` at the top of a column of its own, to add to a row: as ``row.addWidget(widget,
    0, Qt.AlignmentFlag.AlignTop)`` places it, for a widget of fixed height (its size hint: a
    taller one would be given the room left under it, which an aligned one never is)."""
    if widget.sizePolicy().verticalPolicy() not in (QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum):
        raise ValueError(f"{type(widget).__name__} can grow taller: at_top keeps fixed heights")
    column = QVBoxLayout()
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(widget)
    # the room under it, which takes the height left: a widget that paints nothing (a stretch or
    # an expanding spacer would make the column, and the row, expand; an empty spacer that does
    # not would leave the height left around the widget: centred)
    column.addWidget(QWidget())
    return column


# ---------------------------------------------------------------------------------------------
# painting
# ---------------------------------------------------------------------------------------------


def clear(pixmap: QPixmap) -> None:
    """``pixmap.fill(Qt.GlobalColor.transparent)``."""
    pixmap.fill(QColor(0, 0, 0, 0))


def brush(color: QColor) -> QBrush:
    """A solid brush of ``color`` (``QBrush(color)`` would reach the namespace: one of its
    constructors takes a ``Qt.GlobalColor``)."""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, color)
    return palette.brush(QPalette.ColorRole.Window)


def pen(color: QColor, width: float = 1.0, dashes: Sequence[float] = ()) -> QPen:
    """``QPen(color, width)`` (solid), or dashed as ``Qt.PenStyle.DashLine`` is with
    ``dashes=(4, 2)`` and ``DotLine`` with ``(1, 2)``."""
    out = QPen()
    out.setColor(color)
    out.setWidthF(width)
    if dashes:
        out.setDashPattern(list(dashes))
    return out


#: the control points' distance along a quarter circle's tangents (Qt's KAPPA)
_KAPPA = 0.5522847498


def rounded(rect: QRectF, rx: float, ry: float) -> QPainterPath:
    """The outline ``QPainter.drawRoundedRect(rect, rx, ry)`` draws, as that draws it: from the
    top edge's left end, clockwise, not closed (``QPainterPath.addRoundedRect`` starts elsewhere,
    which moves a dashed outline's dashes)."""
    if rx <= 0 or ry <= 0:
        return rectangle(rect)
    x1, x2, y1, y2 = rect.left(), rect.right(), rect.top(), rect.bottom()
    rx, ry = min(rx, rect.width() / 2), min(ry, rect.height() / 2)
    kx, ky = (1 - _KAPPA) * rx, (1 - _KAPPA) * ry
    path = QPainterPath(QPointF(x1 + rx, y1))
    path.lineTo(x2 - rx, y1)
    path.cubicTo(x2 - kx, y1, x2, y1 + ky, x2, y1 + ry)
    path.lineTo(x2, y2 - ry)
    path.cubicTo(x2, y2 - ky, x2 - kx, y2, x2 - rx, y2)
    path.lineTo(x1 + rx, y2)
    path.cubicTo(x1 + kx, y2, x1, y2 - ky, x1, y2 - ry)
    path.lineTo(x1, y1 + ry)
    path.cubicTo(x1, y1 + ky, x1 + kx, y1, x1 + rx, y1)
    return path


def ellipse(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(rect)
    return path


def rectangle(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def fill(painter: QPainter, path: QPainterPath, color: QColor) -> None:
    """The shape filled with ``color`` and no outline (``setPen(NoPen)``, ``setBrush(color)``)."""
    painter.fillPath(path, brush(color))


def fill_rect(painter: QPainter, rect: QRectF, color: QColor) -> None:
    """``painter.fillRect(rect, color)`` (a ``drawRect`` with no outline alike). A rectangle on
    whole pixels is filled as a path, with the same pixels; Qt antialiases the edges of another
    one its own way, so that one is Qt's call (which builds the namespace: the first frame fills
    none)."""
    if all(v.is_integer() for v in (rect.x(), rect.y(), rect.width(), rect.height())):
        painter.fillPath(rectangle(rect), brush(color))
    else:
        painter.fillRect(rect, color)


def outline(painter: QPainter, path: QPainterPath, line: QPen) -> None:
    """The shape's outline, not filled (``setPen(line)``, ``setBrush(NoBrush)``)."""
    painter.strokePath(path, line)


def shape(painter: QPainter, path: QPainterPath, color: QColor, line: QPen) -> None:
    """The shape filled with ``color`` and outlined with ``line`` (``setBrush``, ``setPen``)."""
    painter.fillPath(path, brush(color))
    painter.strokePath(path, line)


_TEXT_ROLE = QPalette.ColorRole.WindowText


def draw_text(painter: QStylePainter, rect: QRect | QRectF, flags: int, text: str, color: QColor) -> None:
    """``painter.setPen(color); painter.drawText(rect, flags, text)``, the painter's pen left as
    it was, through ``QStylePainter.drawItemText`` (the style's, which sets the pen in C++ and
    takes a whole-pixel rectangle). A ``QStylePainter(widget)`` paints as ``QPainter(widget)``;
    ``QStylePainter(pixmap, widget)`` paints on a pixmap with the widget's style. (Asking for a
    style in Python, ``QApplication.style()``, would make the ``QStyle`` type and its ~600 enum
    members: ~6 ms.)

    Where ``drawItemText`` would not draw what ``drawText`` draws, this is Qt's own call (which
    builds the namespace: the first frame has no such text): wrapped lines that overflow the
    rectangle (the style's wrapping clips them otherwise), several lines in a rectangle of
    fractional size, or one to clip where the painter clips already."""
    whole = QRectF(rect) if isinstance(rect, QRect) else rect
    x, y, w, h = whole.x(), whole.y(), whole.width(), whole.height()
    integral = all(v.is_integer() for v in (x, y, w, h))
    lines = "\n" in text or bool(flags & TEXT_WORD_WRAP)
    where = painter.boundingRect(whole, flags, text) if lines or not integral else whole
    clipped = not flags & TEXT_DONT_CLIP and not whole.contains(where)
    if (lines and (clipped or not integral)) or (clipped and not integral and painter.hasClipping()):
        painter.save()
        painter.setPen(color)
        painter.drawText(whole, flags, text)
        painter.restore()
        return
    palette = QPalette()
    palette.setColor(_TEXT_ROLE, color)
    if integral:  # (one line: drawn and clipped as drawText draws it, with no need to measure it)
        painter.drawItemText(QRect(int(x), int(y), int(w), int(h)), flags, palette, True, text, _TEXT_ROLE)
        return
    # One line in a rectangle of fractional size: drawn in a whole one, moved so that the text
    # lands where Qt puts it in ``rect``. Qt places a line at its position truncated to 1/64 of
    # a pixel (QFixed) and only then adds the painter's translation: so the move is the
    # difference of the two truncated positions, itself a whole number of 64ths. Text taller or
    # wider than ``rect`` is clipped to it, as Qt clips it (with no clip before, Qt's
    # IntersectClip is the ReplaceClip set here).
    box = QRect(0, 0, math.ceil(w), math.ceil(h))
    there = painter.boundingRect(QRectF(box), flags, text)
    painter.save()
    if clipped:
        painter.setClipRect(whole)
    painter.translate(_fixed(where.x()) - _fixed(there.x()), _fixed(where.y()) - _fixed(there.y()))
    painter.drawItemText(box, flags | TEXT_DONT_CLIP, palette, True, text, _TEXT_ROLE)
    painter.restore()


def _fixed(value: float) -> float:
    """``QFixed::fromReal(value).toReal()``: truncated to a 64th of a pixel."""
    return math.trunc(value * 64) / 64


def elided(metrics: QFontMetrics, text: str, width: int) -> str:
    """``metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)``. A text that fits with
    half a pixel to spare is its own elision (Qt returns it whole): Qt is not asked for it."""
    if metrics.horizontalAdvance(text) + 1 <= width:
        return text
    from PySide6.QtCore import Qt

    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


class _Measure(Protocol):
    """A QFontMetrics or a QFontMetricsF: what :func:`elided_whole_numbers` measures with."""

    def horizontalAdvance(self, text: str, /) -> float: ...


#: a number as a cell writes it: digits with their thousands' spaces ("12 000"), a sign or a
#: decimal point ("−1000", "+0.5"); never cut inside
_NUMBER = re.compile(r"[+\u2212-]?\d(?:[\d\u202f\u00a0 ,.]*\d)?")


def elided_whole_numbers(metrics: _Measure, text: str, width: float) -> str:
    """``text`` whole where it fits ``width``; else its longest beginning that fits with "…"
    after it, cut between words or in a word but never inside a number: "7 хан: 12 000 + 300
    за хонба + 1000 за па…", never "… + 10…" (a number cut reads as another number). Nothing
    fitting, "…"."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    inside: set[int] = set()
    for found in _NUMBER.finditer(text):
        inside.update(range(found.start() + 1, found.end()))
    allowed = [cut for cut in range(len(text)) if cut not in inside]

    def shown(cut: int) -> str:
        return text[:cut].rstrip() + "…"

    low, high = 0, len(allowed) - 1  # the last cut whose text fits (the first, 0, always kept)
    while low < high:
        mid = (low + high + 1) // 2
        if metrics.horizontalAdvance(shown(allowed[mid])) <= width:
            low = mid
        else:
            high = mid - 1
    return shown(allowed[low])


__all__ = [
    "ALIGN_BOTTOM",
    "ALIGN_CENTER",
    "ALIGN_HCENTER",
    "ALIGN_LEFT",
    "ALIGN_RIGHT",
    "ALIGN_TOP",
    "ALIGN_VCENTER",
    "DASH_LINE",
    "DOT_LINE",
    "TEXT_DONT_CLIP",
    "TEXT_WORD_WRAP",
    "align",
    "at_top",
    "brush",
    "clear",
    "draw_text",
    "elided",
    "elided_whole_numbers",
    "ellipse",
    "fill",
    "fill_rect",
    "focus_policy",
    "no_horizontal_scroll_bar",
    "outline",
    "pen",
    "rectangle",
    "rounded",
    "selectable",
    "set_keys",
    "shape",
    "text_format",
]

"""Each helper of :mod:`mjgui.gui.qtnames` does what the ``Qt``-typed call it replaces does: the
same property values, and the same pixels (the first frame's widgets paint with them).

Here the ``Qt`` namespace is used freely: it is the reference.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QStylePainter,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from mjgui.gui import qtnames as n

A = Qt.AlignmentFlag
INK = QColor(0x30, 0x8C, 0xC6)
RING = QColor(0xFA, 0xFA, 0xF0, 200)


def test_the_flags_are_qts() -> None:
    assert A.AlignLeft.value == n.ALIGN_LEFT
    assert A.AlignRight.value == n.ALIGN_RIGHT
    assert A.AlignHCenter.value == n.ALIGN_HCENTER
    assert A.AlignTop.value == n.ALIGN_TOP
    assert A.AlignBottom.value == n.ALIGN_BOTTOM
    assert A.AlignVCenter.value == n.ALIGN_VCENTER
    assert A.AlignCenter.value == n.ALIGN_CENTER
    assert Qt.TextFlag.TextWordWrap.value == n.TEXT_WORD_WRAP
    assert Qt.TextFlag.TextDontClip.value == n.TEXT_DONT_CLIP
    assert list(n.DASH_LINE) == QPen(INK, 1, Qt.PenStyle.DashLine).dashPattern()
    assert list(n.DOT_LINE) == QPen(INK, 1, Qt.PenStyle.DotLine).dashPattern()


def test_properties_by_the_names_of_their_keys(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    n.align(label, "AlignRight", "AlignVCenter")
    assert label.alignment() == A.AlignRight | A.AlignVCenter
    n.text_format(label, "RichText")
    assert label.textFormat() == Qt.TextFormat.RichText
    n.selectable(label)
    assert label.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse
    n.focus_policy(label, "ClickFocus")
    assert label.focusPolicy() == Qt.FocusPolicy.ClickFocus
    area = QScrollArea()
    qtbot.addWidget(area)
    n.no_horizontal_scroll_bar(area)
    assert area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    button = QToolButton()
    qtbot.addWidget(button)
    n.set_keys(button, "toolButtonStyle", "ToolButtonTextOnly")
    assert button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly


def test_a_key_a_property_does_not_have_is_refused(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    with pytest.raises(ValueError, match="alignment"):
        n.align(label, "AlignMiddle")
    with pytest.raises(ValueError, match="noSuchProperty"):
        n.set_keys(label, "noSuchProperty", "AlignLeft")
    assert label.alignment() == A.AlignLeft | A.AlignVCenter  # QLabel's default, untouched


# ---------------------------------------------------------------------------------------------
# painting: the helper's pixels and Qt's
# ---------------------------------------------------------------------------------------------


def _pixels(paint: Callable[[QPainter], None], widget: QWidget | None = None) -> QImage:
    image = QImage(64, 48, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0xEF, 0xEF, 0xEF))
    painter = QStylePainter(image, widget) if widget is not None else QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return image


RECTS = [
    QRectF(1, 1, 30, 40),
    QRectF(0, 0, 38, 47),
    QRectF(2.5, 0.5, 27.3, 33.7),
    QRectF(0.4, 3.6, 12.96, 12.96),
]


@pytest.mark.parametrize("rect", RECTS)
@pytest.mark.parametrize("radius", [1.5, 3, 6, 40])
def test_fills_and_outlines_are_qts(rect: QRectF, radius: float) -> None:
    def qt_fill(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(INK)
        p.drawRoundedRect(rect, radius, radius)

    def qt_dashed(p: QPainter) -> None:
        p.setPen(QPen(INK, 1.3, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, radius, radius)

    def qt_both(p: QPainter) -> None:
        p.setPen(QPen(RING, 1.2))
        p.setBrush(INK)
        p.drawRoundedRect(rect, radius, radius)

    path = n.rounded(rect, radius, radius)
    assert _pixels(lambda p: n.fill(p, path, INK)) == _pixels(qt_fill)
    assert _pixels(lambda p: n.outline(p, path, n.pen(INK, 1.3, n.DASH_LINE))) == _pixels(qt_dashed)
    assert _pixels(lambda p: n.shape(p, path, INK, n.pen(RING, 1.2))) == _pixels(qt_both)


@pytest.mark.parametrize("rect", RECTS)
def test_ellipses_rectangles_and_lines_are_qts(rect: QRectF) -> None:
    def qt_ellipse(p: QPainter) -> None:
        p.setPen(QPen(RING, 1.2))
        p.setBrush(INK)
        p.drawEllipse(rect)

    def qt_dots(p: QPainter) -> None:
        p.setPen(QPen(INK, 1, Qt.PenStyle.DotLine))
        p.drawRect(rect)

    def qt_line(p: QPainter) -> None:
        p.setPen(QPen(INK, 1))
        p.drawLine(rect.topLeft(), rect.bottomRight())

    line = QPainterPath(rect.topLeft())
    line.lineTo(rect.bottomRight())
    assert _pixels(lambda p: n.shape(p, n.ellipse(rect), INK, n.pen(RING, 1.2))) == _pixels(qt_ellipse)

    def qt_no_pen(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(RING)
        p.drawRect(rect)

    assert _pixels(lambda p: n.fill_rect(p, rect, RING)) == _pixels(lambda p: p.fillRect(rect, RING))
    assert _pixels(lambda p: n.fill_rect(p, rect, RING)) == _pixels(qt_no_pen)
    assert _pixels(lambda p: n.outline(p, n.rectangle(rect), n.pen(INK, 1, n.DOT_LINE))) == _pixels(qt_dots)
    assert _pixels(lambda p: n.outline(p, line, n.pen(INK, 1))) == _pixels(qt_line)


def test_brush_pen_and_clear_are_qts() -> None:
    assert n.brush(RING) == QBrush(RING)
    assert n.pen(RING, 1.2) == QPen(RING, 1.2)
    assert n.pen(INK, 1.3, n.DASH_LINE).dashPattern() == QPen(INK, 1.3, Qt.PenStyle.DashLine).dashPattern()
    ours, qts = QPixmap(8, 8), QPixmap(8, 8)
    n.clear(ours)
    qts.fill(Qt.GlobalColor.transparent)
    assert ours.toImage() == qts.toImage()


FLAGS = [
    n.ALIGN_CENTER,
    n.ALIGN_LEFT | n.ALIGN_VCENTER,
    n.ALIGN_RIGHT | n.ALIGN_TOP,
    n.ALIGN_RIGHT | n.ALIGN_VCENTER,
    n.ALIGN_CENTER | n.ALIGN_BOTTOM,
    n.ALIGN_CENTER | n.ALIGN_TOP,  # centred wins over top, in Qt and here
    n.ALIGN_CENTER | n.TEXT_WORD_WRAP,
]


@pytest.mark.parametrize("flags", FLAGS)
@pytest.mark.parametrize("text", ["3", "10", "6–7 han", "Двойной якуман"])
def test_text_is_qts(qtbot: QtBot, flags: int, text: str) -> None:
    """In a whole rectangle, an integral QRectF, and fractional ones (the count badges: a circle
    of 0.42 of a tile's width), the text too tall for them clipped as Qt clips it."""
    widget = QWidget()
    qtbot.addWidget(widget)
    rects: list[QRect | QRectF] = [QRect(2, 3, 50, 30), QRectF(4, 2, 40, 20)]
    rects += [QRectF(1, 1, size, size * ratio) for size in (13.0, 15.12, 15.96, 16.38) for ratio in (1, 0.6)]
    rects += [QRectF(3.3, 2.7, 45.5, 9.5)]
    for rect in rects:
        for px in (9, 11, 14):
            font = QFont(widget.font())
            font.setPixelSize(px)
            font.setBold(px == 11)

            def ours(p: QPainter, rect: QRect | QRectF = rect, font: QFont = font) -> None:
                p.setFont(font)
                assert isinstance(p, QStylePainter)
                n.draw_text(p, rect, flags, text, INK)

            def qts(p: QPainter, rect: QRect | QRectF = rect, font: QFont = font) -> None:
                p.setFont(font)
                p.setPen(INK)
                p.drawText(rect, flags, text)

            assert _pixels(ours, widget) == _pixels(qts), (rect, px)


def test_text_leaves_the_pen_as_it_was(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)

    def paint(p: QPainter) -> None:
        p.setPen(QPen(RING, 2.5))
        assert isinstance(p, QStylePainter)
        n.draw_text(p, QRectF(1.5, 1.5, 20.3, 20.3), n.ALIGN_CENTER, "4", INK)
        assert p.pen() == QPen(RING, 2.5)

    _pixels(paint, widget)


def test_elided_is_qts(qtbot: QtBot) -> None:
    metrics = QFontMetrics(QApplication.font())
    for text in ("", "Aiko", "A player with a long name", "Ёжик в тумане"):
        for width in range(0, 240, 3):
            assert n.elided(metrics, text, width) == metrics.elidedText(
                text, Qt.TextElideMode.ElideRight, width
            )


@pytest.mark.parametrize("height", [30, 80, 200])
@pytest.mark.parametrize("kind", ["button", "narrowing"])
def test_at_top_places_a_widget_as_align_top(qtbot: QtBot, height: int, kind: str) -> None:
    """A fixed button (the game banner's close button), and a widget that narrows from its size
    hint to its minimum (the han x fu excerpt beside the arithmetic)."""

    def row(aligned: bool) -> tuple[QWidget, QWidget, QLabel]:
        box = QWidget()
        qtbot.addWidget(box)
        layout = QHBoxLayout(box)
        label = QLabel("A line that wraps when the row is narrow enough to make it wrap", box)
        label.setWordWrap(True)
        button: QWidget
        if kind == "button":
            button = QToolButton(box)
            button.setText("✕")
        else:
            button = QLineEdit("a field that narrows", box)
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            assert button.minimumSizeHint().width() < button.sizeHint().width()
        layout.addWidget(label, 1)
        if aligned:
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        else:
            layout.addLayout(n.at_top(button))
        box.show()
        qtbot.waitExposed(box)
        return box, button, label

    box_qt, button_qt, label_qt = row(True)
    box, button, label = row(False)
    for width in (90, 120, 180, 260, 600):
        box.resize(width, height)
        box_qt.resize(width, height)
        QApplication.processEvents()
        assert button.geometry() == button_qt.geometry()
        assert label.geometry() == label_qt.geometry()
    layout, layout_qt = box.layout(), box_qt.layout()
    assert layout is not None and layout_qt is not None
    assert layout.sizeHint() == layout_qt.sizeHint()
    assert layout.minimumSize() == layout_qt.minimumSize()
    assert layout.maximumSize() == layout_qt.maximumSize()
    assert layout.expandingDirections() == layout_qt.expandingDirections()


def test_at_top_refuses_a_widget_that_grows_taller(qtbot: QtBot) -> None:
    label = QLabel("grows")
    qtbot.addWidget(label)
    with pytest.raises(ValueError, match="QLabel"):
        n.at_top(label)


def test_the_light_palette_is_the_one_colour_palette(qtbot: QtBot) -> None:
    from mjgui.gui.appsetup import _light_palette

    made = QPalette(QColor(0xEF, 0xEF, 0xEF))
    made.setColor(QPalette.ColorRole.Highlight, QColor(0x30, 0x8C, 0xC6))
    made.setColor(QPalette.ColorRole.HighlightedText, QColor(0xFF, 0xFF, 0xFF))
    made.setColor(QPalette.ColorRole.Base, QColor(0xFF, 0xFF, 0xFF))
    made.setColor(QPalette.ColorRole.AlternateBase, QColor(0xF5, 0xF5, 0xF5))
    made.setColor(QPalette.ColorRole.PlaceholderText, QColor(0x5E, 0x5E, 0x5E))
    ours = _light_palette()
    assert ours == made
    assert ours.resolveMask() == made.resolveMask()


def test_the_pointing_hand_comes_with_the_pointer(qtbot: QtBot) -> None:
    """Cursor shapes and hover are set when the pointer first enters (not before the first
    frame): a tile button, and a seat card only while a click on it picks the discarder."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent

    from mjgui.controller.scoring.views import SeatView
    from mjgui.gui.results import SeatCard
    from mjgui.gui.tiles import TileButton

    def enter(widget: QWidget) -> None:
        QApplication.sendEvent(widget, QEnterEvent(QPointF(2, 2), QPointF(2, 2), QPointF(2, 2)))

    button = TileButton("5m", 30)
    qtbot.addWidget(button)
    assert not button.testAttribute(Qt.WidgetAttribute.WA_SetCursor)
    enter(button)
    assert button.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert button.testAttribute(Qt.WidgetAttribute.WA_Hover)
    assert button.focusPolicy() == Qt.FocusPolicy.TabFocus

    card = SeatCard(1)
    qtbot.addWidget(card)
    view = SeatView(
        seat=1, wind="South", dealer=False, delta=-3900, amount="-3900", role="pays", winner=False, payer=True
    )
    card.set_view(view, True)
    enter(card)
    assert card.cursor().shape() == Qt.CursorShape.PointingHandCursor
    card.set_view(view, False)
    enter(card)
    assert card.cursor().shape() == Qt.CursorShape.ArrowCursor


def test_elided_whole_numbers_cuts_between_numbers_only() -> None:
    """A text too wide ends in "…" after its longest beginning that fits, never inside a number
    (its thousands' spaces, its sign): one letter a pixel here."""
    from mjgui.gui.qtnames import elided_whole_numbers

    class Letters:
        def horizontalAdvance(self, text: str, /) -> float:
            return float(len(text))

    text = "3 han 40 fu: 12\u202f000 + 300 honba − 1000 sticks, −1500"
    assert elided_whole_numbers(Letters(), text, len(text)) == text
    shown = {elided_whole_numbers(Letters(), text, width) for width in range(len(text))}
    assert "3 han 40 fu: 12\u202f000…" in shown and "3 han 40 fu: 12\u202f0…" not in shown
    assert "3 han 40 fu: 12\u202f000 + 300 honba − 1000…" in shown
    cut_numbers = ("1…", "10…", "100…", "12…", "30…", "−1…", "−15…", "−150…", "\u202f…")
    assert not any(s.endswith(cut_numbers) for s in shown), shown
    assert "3 han 40 fu: 12\u202f000 + 300 honba − 1000 sticks, −1500"[:-1] + "…" not in shown
    assert elided_whole_numbers(Letters(), text, 0) == "…"

"""Line charts painted with QPainter: a game's points hand by hand, a season's running totals.

The data come ready from :mod:`mjgui.core.league.charts`; this widget only draws them, in the
palette's colours (light or dark theme): a legend above the plot, a left axis with round ticks
and grid lines, the x labels of the data, a dotted line at the start (or 0) and a dashed line at
the marked point (the hand being played). What is drawn is first laid out as plain numbers
(:class:`Drawing`, pixels included), so tests can read it; a line's polyline keeps to the
pixels it covers and its points are marked only where the marks stand apart (:func:`thinned`:
a line's last value always; the chosen player's line every :data:`MARK_GAP_PX`, the others'
farther apart as the plot fills, :func:`crowd_gap`), so a club's 40 players over thousands of
games paint in proportion to the games, not to the players times the games
(benchmarks/bench_chart.py).
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QLabel, QScrollBar, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from mjgui.core.league.charts import NO_CHART, ChartData
from mjgui.core.numbers import number
from mjgui.gui.short_names import cuts, distinct_prefixes, isolate_names, least_shown, short_name
from mjgui.gui.theme import blend, focus_ring, is_dark, luminance, srgb_linear
from mjgui.gui.util import escape_html, plain_tip, set_accessible, set_tip

#: at most this many x labels are written under the axis (every n-th otherwise), fewer when
#: the chart is too narrow for them side by side
MAX_TICKS = 14


#: a colour in CIELAB (L*, a*, b*): how the series' colours are told apart
Lab = tuple[float, float, float]


def cie_lab(red: int, green: int, blue: int) -> Lab:
    """An sRGB colour in CIELAB (D65 white): lightness L* 0..100 and the a*, b* axes."""
    r, g, b = srgb_linear(red), srgb_linear(green), srgb_linear(blue)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def color_difference(one: Lab, two: Lab) -> float:
    """CIEDE2000, how different two CIELAB colours look (about 1: barely; 10 and more: two
    colours a glance tells apart)."""
    l1, a1, b1 = one
    l2, a2, b2 = two
    c7 = ((math.hypot(a1, b1) + math.hypot(a2, b2)) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c7 / (c7 + 25.0**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if not c1 * c2:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * c_mean, 1 + 0.015 * c_mean * t
    cm7 = c_mean**7
    rt = (
        -math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2))))
        * 2
        * math.sqrt(cm7 / (cm7 + 25.0**7))
    )
    dl, dc, dhh = (l2 - l1) / sl, (c2 - c1) / sc, big_dh / sh
    return math.sqrt(dl * dl + dc * dc + dhh * dhh + rt * dc * dhh)


def fitting_ticks(labels: tuple[str, ...], width: int, label_px: int) -> list[tuple[int, str]]:
    """The x labels written under an axis ``width`` px wide: every n-th non-empty one, as many
    as fit side by side (``label_px`` each with a gap) up to :data:`MAX_TICKS`, and the last one
    in place of the one before it when they would touch."""
    labelled = [x for x, text in enumerate(labels) if text]
    if not labelled:
        return []
    most = max(2, min(MAX_TICKS, width // max(1, label_px)))
    step = max(1, -(-len(labelled) // most))
    kept = [x for i, x in enumerate(labelled) if i % step == 0]
    last = labelled[-1]
    if kept[-1] != last:
        if len(kept) > 1 and (last - kept[-1]) * width < label_px * max(1, len(labels) - 1):
            kept.pop()  # too close to the last label to be read beside it
        kept.append(last)
    return [(x, labels[x]) for x in kept]


#: each line's points are marked by a shape of its own, and its line has a dash pattern of its own
#: (in pen widths: dash, gap...; () is solid), so the lines are told apart without their colours
#: (a player who does not tell red from green, a print in grey); the legend's sample of a line
#: has both. Line ``i`` has shape ``i % 6`` and pattern ``i % 4``: twelve lines look all different.
MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross")
DASHES: tuple[tuple[float, ...], ...] = ((), (4.0, 2.0), (1.0, 2.0), (6.0, 2.0, 1.0, 2.0))


def series_look(index: int) -> tuple[str, tuple[float, ...]]:
    """Line ``index``'s marker shape and dash pattern (:data:`MARKERS`, :data:`DASHES`)."""
    return MARKERS[index % len(MARKERS)], DASHES[index % len(DASHES)]


def line_pen(color: QColor, width: float, dash: tuple[float, ...]) -> QPen:
    """The pen of a line ``width`` px wide in its dash pattern."""
    line = QPen(color, width)
    if dash:
        line.setDashPattern(list(dash))
    line.setCapStyle(Qt.PenCapStyle.FlatCap)
    return line


def add_marker(path: QPainterPath, marker: str, x: float, y: float, radius: float) -> None:
    """Add a point's mark to ``path``: ``marker`` (:data:`MARKERS`) of ``radius`` px about
    ``(x, y)`` (filled, and outlined but for the cross: :func:`marker_pen`)."""
    r = radius
    if marker == "circle":
        path.addEllipse(QPointF(x, y), r, r)
        return
    if marker == "square":
        side = r * 0.9
        path.addRect(QRectF(x - side, y - side, 2 * side, 2 * side))
        return
    if marker == "cross":  # a plus, its bars a third of its width
        b = max(1.0, r / 2.5)
        corners: tuple[tuple[float, float], ...] = (
            (-b, -r), (b, -r), (b, -b), (r, -b), (r, b), (b, b),
            (b, r), (-b, r), (-b, b), (-r, b), (-r, -b), (-b, -b),
        )  # fmt: skip
    else:
        r *= 1.2  # the pointed shapes a little larger: as much ink as the circle
        corners = {
            "triangle": ((0, -r), (r, 0.8 * r), (-r, 0.8 * r)),
            "down": ((0, r), (r, -0.8 * r), (-r, -0.8 * r)),
            "diamond": ((0, -r), (r, 0), (0, r), (-r, 0)),
        }[marker]
    path.addPolygon(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in corners]))
    path.closeSubpath()


def marker_pen(marker: str, color: QColor) -> QPen:
    """The pen a mark is outlined with: 1 px of its colour, none for the cross (its bars)."""
    return QPen(Qt.PenStyle.NoPen) if marker == "cross" else QPen(color, 1)


def markers_path(marker: str, centres: tuple[tuple[float, float], ...], radius: float) -> QPainterPath:
    """One path of a line's marks (``marker`` of ``radius`` px about each of ``centres``),
    painted at once; marks that touch fill as one (the winding rule, not holes)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for x, y in centres:
        add_marker(path, marker, x, y, radius)
    return path


def draw_marker(painter: QPainter, marker: str, at: QPointF, radius: float, color: QColor) -> None:
    """A point's mark: ``marker`` (:data:`MARKERS`) of ``radius`` px about ``at``, filled."""
    painter.setPen(marker_pen(marker, color))
    painter.setBrush(color)
    painter.drawPath(markers_path(marker, ((at.x(), at.y()),), radius))


class LegendEntry(QLabel):
    """A legend's entry: its line's sample (the colour, the dash pattern and the point's shape
    the plot draws it with) painted in the room left of its name."""

    SAMPLE_PX = 30  # the sample's length; a gap of :data:`GAP_PX` after it
    GAP_PX = 5

    def __init__(self, parent: QWidget, index: int, color: QColor) -> None:
        super().__init__(parent)
        self.color = color
        self.marker, self.dash = series_look(index)
        self.setContentsMargins(self.SAMPLE_PX + self.GAP_PX, 0, 0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        y = self.height() / 2
        painter.setPen(line_pen(self.color, LINE_PX, self.dash))
        painter.drawLine(QPointF(1, y), QPointF(self.SAMPLE_PX - 1, y))
        draw_marker(painter, self.marker, QPointF(self.SAMPLE_PX / 2, y), MARKER_PX, self.color)


class ChartLegend(QWidget):
    """The series' names, each after a sample of its line, above the plot: never over the lines.
    The entries flow: as many on a row as its width holds, in order, the next ones on the row
    under (its height follows: :meth:`heightForWidth`). So the legend is never wider than its
    widest entry needs, however long the names (24 characters: a grid of four had made the
    tracker 1170 px wide).

    The chart gives the legend at most a share of its height (:meth:`set_most_height`): when the
    flow would take more rows than that, the entries stand in columns of equal width, as few
    rows as that share holds, and a name too long for its column is shortened ("…", the whole
    name in its tooltip), never so short that two names read alike
    (:mod:`mjgui.gui.short_names`) nor under :data:`LEAST_CHARS` characters. Four names of 24
    characters at 1024x640 had taken four rows and left the plot 50 px with one value on its
    axis.

    Where even those columns take more rows than the share holds (a year of a club's drop-in
    players: 60 names took 70 % of the chart at 1024x640, 120 left no plot), the legend keeps to
    the share and scrolls: a scroll bar at its right, the wheel over it, the chosen player's
    entry brought into sight (:meth:`set_bold`).

    Its least width is that of its widest entry shortened so (:meth:`minimumSizeHint`), and a
    name is shortened to at most :data:`MOST_LEAST_CHARS` characters whatever the others: a name
    of 150 to 600 characters from an aliases file written by hand had made the legend, and the
    club window with it, 1000 to 4000 px wide."""

    MARGINS = (8, 2, 8, 2)  # left, top, right, bottom
    SPACING = 16  # between two entries of a row
    LEAST_CHARS = 8  # a name shortened keeps at least this many characters
    MOST_LEAST_CHARS = 32  # ... and may be shortened to this many, even where others begin so too

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # its rows always whole: the plot below gives up the height (the layout gives it its
        # height for its width; not Fixed, whose most is the height of the size hints' widths:
        # in columns a narrower legend may take fewer rows than a wider one that flows)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.entries: list[LegendEntry] = []
        self._shown: list[tuple[str, str]] = []  # each entry's name and colour
        self._bold: int | None = None
        self._most_height: int | None = None  # the height the chart leaves it (None: any)
        self._whole: list[int] = []  # each entry's width with its name whole
        self._least: list[int] = []  # ... with its name as short as it may be
        self._spent: list[float] = []  # ... less its name's (the line's sample, the gaps)
        self._least_names: list[str] = []  # each name's shortest beginning that may be shown
        self._names_shown: list[str] = []  # each name as its entry shows it now
        self.scroll_bar = QScrollBar(Qt.Orientation.Vertical, self)  # shown when the rows overflow
        self.scroll_bar.setObjectName("chart-legend-scroll")
        self.scroll_bar.hide()
        self.scroll_bar.valueChanged.connect(self._place)

    def set_entries(self, names: list[str], colors: list[QColor], bold: int | None = None) -> None:
        """One entry per name, its line's sample in its colour; the entry ``bold`` (the chosen
        player's) in bold."""
        for label in self.entries:
            label.hide()  # gone from this frame on, not when the event loop deletes it
            label.deleteLater()
        self.entries = []
        self._shown = [(name, color.name()) for name, color in zip(names, colors, strict=True)]
        self._bold = bold
        prefixes = distinct_prefixes(names)
        self._least_names = []
        for name, prefix in zip(names, prefixes, strict=True):
            at = next((cut for cut in cuts(name) if cut >= self.LEAST_CHARS), len(name))
            least = prefix if len(prefix) >= at else name[:at]
            if len(least) > self.MOST_LEAST_CHARS:  # two long names alike for long: cut anyway
                most = max((cut for cut in cuts(name) if cut <= self.MOST_LEAST_CHARS), default=len(name))
                least = name[:most]
            self._least_names.append(least)
        for index, (name, color) in enumerate(zip(names, colors, strict=True)):
            label = LegendEntry(self, index, color)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAccessibleName(name)
            self.entries.append(label)
        self._measure()
        for label in self.entries:
            label.show()  # now, not when the event loop gets to the layout's queued show
        self.setVisible(bool(self.entries))
        self.updateGeometry()
        self._place()
        self._bring_into_sight(self._bold)

    def _write(self, index: int, shown: str) -> None:
        """Entry ``index`` showing its name as ``shown`` (whole, or shortened)."""
        text = escape_html(shown, quote=False)
        bold = index == self._bold
        self.entries[index].setText(f"<b>{text}</b>" if bold else text)  # its sample painted left of it
        self._names_shown[index] = shown

    def _measure(self) -> None:
        """Each entry's width with its name whole and shortest (its font: bold or not)."""
        self._names_shown = [name for name, _ in self._shown]
        self._whole, self._least, self._spent = [], [], []
        for index, (name, _) in enumerate(self._shown):
            self._write(index, name)
            label = self.entries[index]
            font = label.font()
            font.setBold(index == self._bold)
            metrics = QFontMetricsF(font)
            whole = label.sizeHint().width()
            spent = whole - metrics.horizontalAdvance(name)
            least = least_shown(name, self._least_names[index])
            self._whole.append(whole)
            self._spent.append(spent)
            self._least.append(min(whole, math.ceil(spent + metrics.horizontalAdvance(least)) + 1))

    def set_bold(self, bold: int | None) -> None:
        """The entry ``bold`` in bold (the chosen player's), the one before back as it was."""
        if bold == self._bold:
            return
        self._bold = bold
        self._measure()
        self.updateGeometry()
        self._place()
        self._bring_into_sight(bold)

    def set_most_height(self, height: int | None) -> None:
        """The height the legend should keep within (the chart's share for it; None: any): its
        entries go in columns, their names shortened, rather than take more rows than it holds."""
        if height != self._most_height:
            self._most_height = height
            self.updateGeometry()
            self._place()

    def most_rows(self) -> int | None:
        """How many rows the height given (:meth:`set_most_height`) holds, at least one."""
        if self._most_height is None or not self.entries:
            return None
        _left, top, _right, bottom = self.MARGINS
        return max(1, (self._most_height - top - bottom) // max(1, self._row_height()))

    def _flow(self, room: int) -> list[list[int]]:
        rows: list[list[int]] = []
        used = 0
        for index, need in enumerate(self._whole):
            if rows and used + self.SPACING + need <= room:
                rows[-1].append(index)
                used += self.SPACING + need
            else:
                rows.append([index])
                used = need
        return rows

    def arrangement(self, width: int | None = None) -> tuple[list[list[int]], int | None]:
        """The entries' indices row by row at ``width`` (the legend's own by default), and the
        columns' width when they stand in columns (None: they flow, each as wide as it needs).
        Where they take more rows than the height given holds, the scroll bar's width is left
        beside them."""
        left, _top, right, _bottom = self.MARGINS
        room = (self.width() if width is None else width) - left - right
        found = self._arrange(room)
        most = self.most_rows()
        if most is not None and len(found[0]) > most:
            found = self._arrange(room - self.scroll_bar.sizeHint().width())
        return found

    def _arrange(self, room: int) -> tuple[list[list[int]], int | None]:
        flow = self._flow(room)
        most = self.most_rows()
        if most is None or len(flow) <= most:
            return flow, None
        count, least = len(self.entries), max(self._least)
        best: tuple[int, int] | None = None  # columns, their width
        for columns in range(1, count + 1):
            cell = (room - self.SPACING * (columns - 1)) // columns
            if cell < least:
                break
            best = (columns, cell)
            if -(-count // columns) <= most:
                break
        if best is None or -(-count // best[0]) >= len(flow):
            return flow, None  # no columns do better than the flow
        columns, cell = best
        return [list(range(at, min(count, at + columns))) for at in range(0, count, columns)], cell

    def rows(self, width: int | None = None) -> list[list[LegendEntry]]:
        """The entries row by row at ``width`` (the legend's own by default)."""
        return [[self.entries[index] for index in row] for row in self.arrangement(width)[0]]

    def _row_height(self) -> int:
        return max((label.sizeHint().height() for label in self.entries), default=0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _left, top, _right, bottom = self.MARGINS
        rows = len(self.arrangement(width)[0])
        most = self.most_rows()
        if most is not None:
            rows = min(rows, most)  # the rest scrolled to
        return top + bottom + rows * self._row_height()

    def sizeHint(self) -> QSize:
        left, _top, right, _bottom = self.MARGINS
        width = left + right + sum(self._whole) + self.SPACING * max(0, len(self._whole) - 1)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """As wide as its widest entry with its name shortened as far as it may be (whole in
        its tooltip: :meth:`_shorten`); as tall as its size hint (its rows at the width it gets
        are kept whole by :meth:`heightForWidth`, which the chart's layout asks): the height
        at this width, one entry a row, would be the least of the chart (the policy is
        Preferred), 40 rows for a club of 40 players."""
        left, _top, right, _bottom = self.MARGINS
        width = left + right + max(self._least, default=0)
        return QSize(width, self.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.entries:
            self._measure()
            self.updateGeometry()
            self._place()

    def _place(self) -> None:
        left, top, right, bottom = self.MARGINS
        height = self._row_height()
        rows, cell = self.arrangement()
        room = self.width() - left - right
        most = self.most_rows()
        if most is not None and len(rows) > most:
            bar = self.scroll_bar.sizeHint().width()
            room -= bar
            self.scroll_bar.setGeometry(self.width() - bar, 0, bar, self.height())
            shown = self.height() - top - bottom
            self.scroll_bar.blockSignals(True)  # placed below, once
            self.scroll_bar.setRange(0, max(0, len(rows) * height - shown))
            self.scroll_bar.setPageStep(max(1, shown))
            self.scroll_bar.setSingleStep(max(1, height))
            self.scroll_bar.blockSignals(False)
            self.scroll_bar.show()
            self.scroll_bar.raise_()
        else:
            self.scroll_bar.hide()
            self.scroll_bar.setValue(0)
        offset = self.scroll_bar.value() if self.scroll_bar.isVisibleTo(self) else 0
        for at, row in enumerate(rows):
            x = left
            for index in row:
                width = min(self._whole[index], room) if cell is None else cell
                self._shorten(index, width)
                label = self.entries[index]
                label.setGeometry(x, top + at * height - offset, width, height)
                x += width + self.SPACING

    def _bring_into_sight(self, index: int | None) -> None:
        """Scroll to entry ``index`` (the chosen player's) when it is out of sight."""
        if index is None or not self.scroll_bar.isVisibleTo(self):
            return
        label = self.entries[index]
        _left, top, _right, bottom = self.MARGINS
        if label.y() < top:
            self.scroll_bar.setValue(self.scroll_bar.value() - (top - label.y()))
        elif label.y() + label.height() > self.height() - bottom:
            self.scroll_bar.setValue(
                self.scroll_bar.value() + label.y() + label.height() - self.height() + bottom
            )

    def wheelEvent(self, event: QWheelEvent) -> None:
        """The wheel over the legend (its entries' too) scrolls it when it scrolls."""
        if self.scroll_bar.isVisibleTo(self):
            QApplication.sendEvent(self.scroll_bar, event)
        else:
            super().wheelEvent(event)

    def _shorten(self, index: int, width: int) -> None:
        """Entry ``index``'s name as much as ``width`` holds (whole in its tooltip if not whole)."""
        name, _ = self._shown[index]
        shown = name
        if width < self._whole[index]:
            font = self.entries[index].font()
            font.setBold(index == self._bold)
            room = width - self._spent[index] - 1
            shown = short_name(name, self._least_names[index], QFontMetricsF(font), room)
        if shown != self._names_shown[index]:
            self._write(index, shown)
        set_tip(self.entries[index], name if shown != name else "")


#: the least contrast of a line with what it is drawn on, the plot and the legend's window (WCAG's
#: 3:1 for graphics, and a bit: antialiasing softens a thin line's edge)
LINE_CONTRAST = 3.2
#: the sRGB grid the lines' colours are chosen from: each channel at these levels
_LEVELS = tuple(round(i * 255 / 8) for i in range(9))
#: no greys (the axes and the grid are grey): the least chroma of a line's colour (CIELAB)
_MIN_CHROMA = 20.0
#: no near-black line on a light theme, no near-white one on a dark theme (CIELAB lightness)
_DARKEST_ON_LIGHT = 30.0
_LIGHTEST_ON_DARK = 88.0

RGB = tuple[int, int, int]
_grid: list[tuple[RGB, float, Lab]] = []  # a colour, its luminance, its CIELAB


@dataclass
class _Sequence:
    """One palette's line colours so far, and for each allowed colour (``rgbs``, ``labs``) its
    difference from the nearest of them (``far``)."""

    chosen: list[RGB]
    rgbs: list[RGB]
    labs: list[Lab]
    far: list[float]


_sequences: dict[tuple[int | bool, ...], _Sequence] = {}


def _candidates(grounds: tuple[QColor, ...], dark: bool, ratio: float) -> list[tuple[RGB, Lab]]:
    """The grid's colours a line may have on ``grounds``: standing ``ratio`` to 1 on each, with
    some colour, neither near black on a light theme nor near white on a dark one."""
    if not _grid:
        for rgb in ((r, g, b) for r in _LEVELS for g in _LEVELS for b in _LEVELS):
            _grid.append((rgb, luminance(QColor(*rgb)), cie_lab(*rgb)))
    lums = [luminance(g) for g in grounds]
    out = []
    for rgb, lum, lab in _grid:
        if min((max(lum, g) + 0.05) / (min(lum, g) + 0.05) for g in lums) < ratio:
            continue
        if math.hypot(lab[1], lab[2]) < _MIN_CHROMA:
            continue
        if (lab[0] > _LIGHTEST_ON_DARK) if dark else (lab[0] < _DARKEST_ON_LIGHT):
            continue
        out.append((rgb, lab))
    return out


def series_colors(palette: QPalette, count: int) -> list[QColor]:
    """The first ``count`` lines' colours on ``palette``: each stands :data:`LINE_CONTRAST` to 1
    on the plot (Base) and on the legend's window, and each differs as much as can be
    (CIEDE2000: :func:`color_difference`) from all those before it. The first
    is the allowed colour nearest the palette's highlight; each next one the allowed colour
    farthest from every one chosen so far, so hue, lightness and chroma all vary, and the first
    colours of any count are the most distinct (hues 137° apart at one lightness had made lines 1
    and 22 3° apart). The same palette gives the same colours, and line ``i`` keeps its colour
    whatever the count. Worked out once per palette (40 lines: a tenth of a second)."""
    roles = QPalette.ColorRole
    grounds = (palette.color(roles.Base), palette.color(roles.Window))
    dark = is_dark(palette)
    seed = palette.color(roles.Highlight)
    cache_key = (*(g.rgb() for g in grounds), seed.rgb(), dark)
    seq = _sequences.get(cache_key)
    if seq is None:
        candidates: list[tuple[RGB, Lab]] = []
        for ratio in (LINE_CONTRAST, 2.0, 1.0):  # a palette with no room at 3:1 still gets lines
            candidates = _candidates(grounds, dark, ratio)
            if candidates:
                break
        target = cie_lab(seed.red(), seed.green(), seed.blue())
        first, first_lab = min(candidates, key=lambda c: color_difference(c[1], target))
        labs = [lab for _, lab in candidates]
        far = [color_difference(lab, first_lab) for lab in labs]
        seq = _sequences[cache_key] = _Sequence([first], [rgb for rgb, _ in candidates], labs, far)
    while len(seq.chosen) < count:
        index = max(range(len(seq.far)), key=seq.far.__getitem__)
        if seq.far[index] == 0:  # every allowed colour taken: the same again, in order
            seq.chosen.append(seq.chosen[len(seq.chosen) % len(seq.rgbs)])
            continue
        seq.chosen.append(seq.rgbs[index])
        lab = seq.labs[index]
        seq.far = [
            d and min(d, color_difference(other, lab)) for d, other in zip(seq.far, seq.labs, strict=True)
        ]
    return [QColor(*rgb) for rgb in seq.chosen[:count]]


def series_color(index: int, palette: QPalette) -> QColor:
    """Line ``index``'s colour on ``palette`` (:func:`series_colors`)."""
    return series_colors(palette, index + 1)[index]


_PALETTE_CHANGES = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
#: the y ticks are at least this many text lines apart, and at most this many steps
Y_TICK_LINES = 1.25
Y_MOST_STEPS = 8
#: the room between the plot's edge and its first and last points, in px
X_INSET = 8
#: tick marks' length, and the gap between a tick and its label, in px
TICK_PX = 4
#: the most of a chart's height its legend takes when its entries can be put in columns
LEGEND_SHARE = 0.35


def nice_ticks(low: float, high: float, most: int) -> tuple[float, list[float]]:
    """Round values for an axis from ``low`` to ``high``: a step of 1, 2 or 5 x 10^n giving at
    most ``most`` steps, and every multiple of it in the range."""
    if not high > low:
        return 1.0, [low]
    raw = (high - low) / max(1, most)
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw * (1 - 1e-9))
    first, last = math.ceil(low / step - 1e-9), math.floor(high / step + 1e-9)
    return step, [i * step for i in range(first, last + 1)]


def tick_text(value: float, step: float, lang: str = "en") -> str:
    """A y tick as the axis writes it, as every window writes a number (:func:`number`): as many
    decimals as the step needs (40 000, 2.5 / 2,5, 0.2), never "-0"."""
    decimals = max(0, -math.floor(math.log10(step) + 1e-9))
    return "0" if round(value, decimals) == 0 else number(value, lang, digits=decimals)


@dataclass(frozen=True)
class DrawnSeries:
    """One line as drawn: its name; its points in the plot's pixels (its values' and, when it
    stops before the chart's end, its end's: each one a tooltip's), with their ``values`` and
    their x's in the chart (``xs``); its colour (the legend's; toned down towards the background
    when another line is chosen) and pen width; ``chosen``: the line of the player chosen,
    drawn thicker and over the others; ``marker`` and ``dash``: its marks' shape and its dash
    pattern (:func:`series_look`). ``line``: the polyline painted (level from a value to the x
    before the next: :class:`~mjgui.core.league.charts.Series`), at most four corners in a
    pixel's column (:func:`simplified`); ``marks``: where its values' marks are painted: its
    ``chosen_marks`` (its values :data:`MARK_GAP_PX` apart at least, :func:`thinned`) when it
    is the chosen line, else its ``crowd_marks`` (as far apart as the plot's lines need,
    :func:`crowd_gap`); both mark its last value."""

    name: str
    values: tuple[float, ...]
    points: tuple[tuple[float, float], ...]
    color: QColor
    width: float = 2.0
    chosen: bool = False
    marker: str = MARKERS[0]
    dash: tuple[float, ...] = ()
    xs: tuple[int, ...] = ()
    line: tuple[tuple[float, float], ...] = ()
    marks: tuple[tuple[float, float], ...] = ()
    chosen_marks: tuple[tuple[float, float], ...] = ()
    crowd_marks: tuple[tuple[float, float], ...] = ()


@dataclass(frozen=True)
class Drawing:
    """Everything the plot paints, in its own pixels: the plot's rect (inside the axes), the
    y ticks (value, y, text), the x labels (x, text), the lines, the zero and marker lines."""

    size: tuple[int, int]
    rect: QRectF
    y_range: tuple[float, float]
    y_ticks: tuple[tuple[float, float, str], ...]
    x_ticks: tuple[tuple[float, str], ...]
    series: tuple[DrawnSeries, ...]
    zero_y: float | None
    marker_x: float | None
    y_label: str
    background: QColor
    text: QColor
    highlight: QColor

    @property
    def painted(self) -> tuple[DrawnSeries, ...]:
        """The lines in the order they are painted: the chosen one last, over the others."""
        return tuple(sorted(self.series, key=lambda s: s.chosen))


def y_range(data: ChartData, zero: float | None) -> tuple[float, float]:
    """The values shown on the y axis: the data and ``zero``, with 5 % room above and below."""
    values = [v for series in data.series for v in series.values]
    if zero is not None:
        values.append(zero)
    if not values:
        return 0.0, 1.0
    low, high = min(values), max(values)
    pad = (high - low) * 0.05 or max(1.0, abs(high) * 0.05)
    return low - pad, high + pad


#: the pen of a line, of the chosen player's, and of the others' while one is chosen (px)
LINE_PX, CHOSEN_PX, OTHER_PX = 2.0, 3.5, 1.5
#: a point's mark, from its centre (px): more than a line's width, so its shape shows
MARKER_PX = 3.5
#: how much of its colour a line keeps, over the background, while another one is chosen
OTHER_ALPHA = 110
#: a tooltip names the points at most this far from the mouse (px)
TIP_PX = 6.0
#: a line's marks stand at least this far apart (px): closer, they run into one another (40
#: players' 800 games each had been 32,000 marks in a plot of 600 x 220 px, nothing to read)
MARK_GAP_PX = 10.0
#: the lines not chosen are marked at most as many times as this many lines marked every
#: :data:`MARK_GAP_PX` across the plot (a game's four players are marked at every hand that
#: stands that far apart; a club's 40 the farther apart, :func:`crowd_gap`)
MARKED_LINES = 4


def thinned(points: tuple[tuple[float, float], ...], gap: float) -> tuple[tuple[float, float], ...]:
    """The ``points`` (left to right) that are marked: the last one, and back from it each one
    at least ``gap`` px left of the one marked after it. Point by point: a line with two values
    close together loses one mark, not all of them; a season's line loses its 0 before its
    player's first game (one game's width before it) rather than that game's mark."""
    kept: list[tuple[float, float]] = []
    for point in reversed(points):
        if not kept or kept[-1][0] - point[0] >= gap:
            kept.append(point)
    kept.reverse()
    return tuple(kept)


def crowd_gap(lines: list[tuple[tuple[float, float], ...]], width: float) -> float:
    """How far apart the marks of the lines not chosen stand (px): :data:`MARK_GAP_PX`, or
    twice, four times ... that while the ``lines``' marks (each thinned to that gap) would be
    more than :data:`MARKED_LINES` lines' worth across a plot ``width`` px wide; at most the
    width (each line then marked at its last value only)."""
    most = MARKED_LINES * (width / MARK_GAP_PX + 1)
    gap = MARK_GAP_PX
    while gap < width and sum(len(thinned(line, gap)) for line in lines) > most:
        gap *= 2
    return gap


def simplified(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """A polyline as painted, with at most four corners in each column of pixels: the first and
    last of the run of ``points`` in it, and its lowest and highest, in their order (what the
    column shows is the same: a line 4000 games long in 600 px, 600 columns' worth)."""
    out: list[tuple[float, float]] = []
    start, count = 0, len(points)
    while start < count:
        column = math.floor(points[start][0])
        end = start + 1
        while end < count and math.floor(points[end][0]) == column:
            end += 1
        if end - start <= 4:
            out.extend(points[start:end])
        else:
            run = range(start, end)
            low = min(run, key=lambda i: points[i][1])
            high = max(run, key=lambda i: points[i][1])
            out.extend(points[i] for i in sorted({start, low, high, end - 1}))
        start = end
    return out


def line_shape(
    given: tuple[float, ...],
    given_xs: tuple[int, ...],
    count: int,
    x_px: Callable[[float], float],
    y_px: Callable[[float], float],
) -> tuple[tuple[int, ...], tuple[float, ...], tuple[tuple[float, float], ...], list[tuple[float, float]]]:
    """A series' points (its values ``given`` at ``given_xs``: its
    :class:`~mjgui.core.league.charts.Series`'; and its end's, when it stops before the chart's
    ``count`` x's end: :class:`DrawnSeries`) with their x's and values, and its polyline,
    simplified."""
    data_xs = given_xs or tuple(range(len(given)))
    xs, values = list(data_xs), list(given)
    points = [(x_px(x), y_px(v)) for x, v in zip(data_xs, given, strict=True)]
    path: list[tuple[float, float]] = []
    for index, (x, point) in enumerate(zip(data_xs, points, strict=True)):
        if index and x - data_xs[index - 1] > 1:  # level till the x before: its value held
            path.append((x_px(x - 1), points[index - 1][1]))
        path.append(point)
    if xs and xs[-1] < count - 1:  # held to the chart's end
        xs.append(count - 1)
        values.append(values[-1])
        points.append((x_px(count - 1), points[-1][1]))
        path.append(points[-1])
    return tuple(xs), tuple(values), tuple(points), simplified(path)


def _look(index: int, color: QColor, background: QColor, picked: int | None) -> tuple[QColor, float, bool]:
    """Line ``index``'s colour, pen width and whether it is the chosen one, when line
    ``picked`` is chosen (None: none)."""
    if picked is None:
        return color, LINE_PX, False
    if index == picked:
        return color, CHOSEN_PX, True
    return blend(background, color, OTHER_ALPHA), OTHER_PX, False


def with_chosen(drawing: Drawing, palette: QPalette, chosen: str | None) -> Drawing:
    """``drawing`` with the line of ``chosen`` standing out (:func:`lay_out`), its shapes as
    they are: choosing a player does not lay the chart out again."""
    colors = series_colors(palette, len(drawing.series))
    picked = next((i for i, s in enumerate(drawing.series) if chosen and s.name == chosen), None)
    series = []
    for index, (line, color) in enumerate(zip(drawing.series, colors, strict=True)):
        shown, pen, chosen_line = _look(index, color, drawing.background, picked)
        marks = line.chosen_marks if chosen_line else line.crowd_marks
        series.append(replace(line, color=shown, width=pen, chosen=chosen_line, marks=marks))
    return replace(drawing, series=tuple(series))


def chosen_index(data: ChartData, chosen: str | None) -> int | None:
    """The series named ``chosen`` (the league names a player one way: its table, its chart),
    if any."""
    if not chosen:
        return None
    return next((i for i, s in enumerate(data.series) if s.name == chosen), None)


def lay_out(
    data: ChartData,
    y_label: str,
    zero: float | None,
    size: QSize,
    metrics: QFontMetricsF,
    palette: QPalette,
    lang: str = "en",
    chosen: str | None = None,
) -> Drawing:
    """Where everything of a chart goes in a plot of ``size`` px, written with ``metrics``;
    the line of ``chosen`` (a series' name) stands out: thicker, over the others, which are
    toned down."""
    width, height = size.width(), size.height()
    line = metrics.height()
    low, high = y_range(data, zero)
    # the left axis: the y label (written upwards), the tick labels, the ticks
    top, bottom = line / 2 + 2, height - line - TICK_PX - 4
    most = max(2, min(Y_MOST_STEPS, int((bottom - top) // (line * Y_TICK_LINES))))
    step, values = nice_ticks(low, high, most)
    texts = [tick_text(v, step, lang) for v in values]
    left = (line + 4 if y_label else 0) + max((metrics.horizontalAdvance(t) for t in texts), default=0)
    left += 2 * TICK_PX + 2
    # the right margin: room for half of the last x label under the last point
    last_px = metrics.horizontalAdvance(data.labels[-1]) if data.labels else 0.0
    right = width - max(8.0, last_px / 2 - X_INSET + 2)
    rect = QRectF(left, top, max(1.0, right - left), max(1.0, bottom - top))

    def y_px(value: float) -> float:
        return rect.bottom() - (value - low) / (high - low) * rect.height()

    count = len(data.labels)
    inner = rect.width() - 2 * X_INSET

    def x_px(x: float) -> float:
        return rect.left() + X_INSET + (x / (count - 1) * inner if count > 1 else inner / 2)

    longest = max((metrics.horizontalAdvance(t) for t in data.labels), default=0.0)
    ticks = fitting_ticks(data.labels, int(inner), int(longest) + 12)
    colors = series_colors(palette, len(data.series))
    background = palette.color(QPalette.ColorRole.Base)
    picked = chosen_index(data, chosen)

    def drawn_line(index: int, color: QColor) -> DrawnSeries:
        s = data.series[index]
        xs, values, points, line = line_shape(s.values, s.xs, count, x_px, y_px)
        marker, dash = series_look(index)
        shown, pen, chosen_line = _look(index, color, background, picked)
        own = thinned(points[: len(s.values)], MARK_GAP_PX)  # its values', not its end's
        return DrawnSeries(
            s.name, values, points, shown, pen, chosen_line, marker, dash, xs, tuple(line), chosen_marks=own
        )

    laid = [drawn_line(index, color) for index, color in enumerate(colors)]
    gap = crowd_gap([s.chosen_marks for s in laid], inner)
    drawn = tuple(
        replace(
            s,
            crowd_marks=(crowd := thinned(s.chosen_marks, gap)),
            marks=s.chosen_marks if s.chosen else crowd,
        )
        for s in laid
    )
    return Drawing(
        size=(width, height),
        rect=rect,
        y_range=(low, high),
        y_ticks=tuple((v, y_px(v), t) for v, t in zip(values, texts, strict=True)),
        x_ticks=tuple((x_px(x), text) for x, text in ticks),
        series=drawn,
        zero_y=None if zero is None else y_px(zero),
        marker_x=None if data.marked is None or not count else x_px(data.marked),
        y_label=y_label,
        background=background,
        text=palette.color(QPalette.ColorRole.WindowText),
        highlight=palette.color(QPalette.ColorRole.Highlight),
    )


def polylines(d: Drawing) -> list[QPolygonF]:
    """Each line of ``d`` as the polygon painted."""
    return [QPolygonF([QPointF(x, y) for x, y in s.line]) for s in d.series]


def paint_drawing(
    painter: QPainter,
    d: Drawing,
    metrics: QFontMetricsF,
    lines: list[QPolygonF] | None = None,
    marks_made: dict[tuple[int, float, bool], QPainterPath] | None = None,
) -> None:
    """Paint ``d`` with ``painter`` from (0, 0), its texts written in the painter's font
    (measured by ``metrics``): the plot on screen, or a chart printed (:func:`paint_chart`).
    ``lines`` and ``marks_made``: the polygons and the marks' paths made already (a plot keeps
    them from one paint to the next), else made now."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(QRectF(0, 0, d.size[0], d.size[1]), d.background)
    rect = d.rect
    grid = QColor(d.text)
    grid.setAlphaF(0.2)
    # the left axis: grid lines, ticks and their values
    for _, y, text in d.y_ticks:
        painter.setPen(QPen(grid, 1))
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        painter.setPen(QPen(d.text, 1))
        painter.drawLine(QPointF(rect.left() - TICK_PX, y), QPointF(rect.left(), y))
        box = QRectF(0, y - metrics.height() / 2, rect.left() - 2 * TICK_PX, metrics.height())
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
    painter.setPen(QPen(d.text, 1))
    painter.drawLine(rect.topLeft(), rect.bottomLeft())
    painter.drawLine(rect.bottomLeft(), rect.bottomRight())
    if d.y_label:
        painter.save()
        painter.translate(2, rect.center().y())
        painter.rotate(-90)
        text = metrics.elidedText(d.y_label, Qt.TextElideMode.ElideRight, rect.height())
        box = QRectF(-rect.height() / 2, 0, rect.height(), metrics.height())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()
    # the x labels, each centred under its point (kept inside the widget)
    for x, text in d.x_ticks:
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + TICK_PX))
        half = metrics.horizontalAdvance(text) / 2
        centre = min(max(x, half), d.size[0] - half)
        box = QRectF(centre - half - 1, rect.bottom() + TICK_PX + 2, 2 * half + 2, metrics.height())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    if d.zero_y is not None:
        painter.setPen(QPen(d.text, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(rect.left(), d.zero_y), QPointF(rect.right(), d.zero_y))
    if lines is None:
        lines = polylines(d)
    if marks_made is None:
        marks_made = {}
    for index in sorted(range(len(d.series)), key=lambda i: d.series[i].chosen):  # chosen last
        series = d.series[index]
        painter.setPen(line_pen(series.color, series.width, series.dash))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(lines[index])
        if series.marks:
            radius = MARKER_PX + series.width - LINE_PX
            marks = marks_made.get((index, radius, series.chosen))
            if marks is None:
                marks = markers_path(series.marker, series.marks, radius)
                marks_made[index, radius, series.chosen] = marks
            painter.setPen(marker_pen(series.marker, series.color))
            painter.setBrush(series.color)
            painter.drawPath(marks)
    if d.marker_x is not None:
        painter.setPen(QPen(d.highlight, 2, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(d.marker_x, rect.top()), QPointF(d.marker_x, rect.bottom()))


class ChartPlot(QWidget):
    """The plot under the legend: paints its :attr:`drawing`, laid out again on every resize
    (and for a new chart or palette), its lines' polylines and marks made once a layout,
    not at every paint; a point's tooltip names the line, where the point is and its value
    (:meth:`tip_at`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = NO_CHART
        self._y_label = ""
        self._zero: float | None = None
        self._lang = "en"
        self.chosen: str | None = None
        # each line's polyline, and its marks by their radius and whether it is chosen: made at
        # the first paint of a layout
        self._polylines: list[QPolygonF] | None = None
        self._marks: dict[tuple[int, float, bool], QPainterPath] = {}
        self.drawing = self._lay_out()

    def set_data(self, data: ChartData, y_label: str, zero: float | None, lang: str = "en") -> None:
        self.data, self._y_label, self._zero, self._lang = data, y_label, zero, lang
        self.relayout()

    def set_chosen(self, chosen: str | None) -> None:
        """The line of ``chosen`` (a series' name; None: none) made to stand out."""
        if chosen != self.chosen:
            self.chosen = chosen
            self.drawing = with_chosen(self.drawing, self.palette(), chosen)
            self.update()

    def tip_at(self, x: float, y: float) -> str:
        """The tooltip at ``(x, y)`` in the plot's pixels: the point nearest, if one is within
        :data:`TIP_PX`, with every other line's point at the same spot (the chosen line's
        first, then the nearest one's); "" when none is near."""
        best: tuple[float, int, int] | None = None  # distance², series, point
        for index, series in enumerate(self.drawing.series):
            for at, (px, py) in enumerate(series.points):
                if abs(px - x) > TIP_PX:
                    continue
                far = (px - x) ** 2 + (py - y) ** 2
                if far <= TIP_PX**2 and (best is None or far < best[0]):
                    best = (far, index, at)
        if best is None:
            return ""
        _, index, at = best
        spot, where = self.drawing.series[index].points[at], self.drawing.series[index].xs[at]
        same = []
        for i, s in enumerate(self.drawing.series):  # the lines with a point at that x, there
            other = bisect_left(s.xs, where)
            if other < len(s.xs) and s.xs[other] == where and abs(s.points[other][1] - spot[1]) < 1:
                same.append(i)
        same.sort(key=lambda i: (not self.drawing.series[i].chosen, i != index))  # then its own
        return "\n".join(self.data.tip(i, where, self._lang) for i in same)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tip_at(event.pos().x(), event.pos().y())
            if text:
                # the lines' names in the tip's order, whatever their script ("Aiko ron from
                # דשה: 1 han 30 fu" had read "1 :דשה han 30 fu")
                names = tuple(series.name for series in self.data.series)
                QToolTip.showText(event.globalPos(), plain_tip(isolate_names(text, names)), self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def relayout(self) -> None:
        self.drawing = self._lay_out()
        self._polylines, self._marks = None, {}
        self.update()

    def _lay_out(self) -> Drawing:
        metrics = QFontMetricsF(self.font())
        return lay_out(
            self.data,
            self._y_label,
            self._zero,
            self.size(),
            metrics,
            self.palette(),
            self._lang,
            self.chosen,
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _PALETTE_CHANGES:  # its own palette is the new one now
            self.relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint(painter)
        painter.end()

    def paint(self, painter: QPainter) -> None:
        """Paint the :attr:`drawing` with ``painter`` (on the plot, or on an image)."""
        if self._polylines is None:
            self._polylines = polylines(self.drawing)
        paint_drawing(painter, self.drawing, QFontMetricsF(self.font()), self._polylines, self._marks)
        focus_ring(painter, self, QRectF(self.rect()))  # a Tab stop once described (:meth:`describe`)

    def describe(self, name: str, description: str) -> None:
        """What a screen reader says of the plot: its ``name`` and the lines in words
        (``description``, from the controller). Described, it is a Tab stop: the keyboard
        reaches it and a screen reader reads it out (its ring shows where the focus is)."""
        set_accessible(self, name, description)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()  # the ring

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()


class LineChart(QWidget):
    """A line chart of :class:`ChartData`: the legend above, the :class:`ChartPlot` below;
    ``plot.drawing`` is what was drawn."""

    def __init__(self, parent: QWidget | None = None, name: str = "chart") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.legend = ChartLegend(self)
        self.plot = ChartPlot(self)
        self.plot.setObjectName(f"{name}-plot")
        layout.addWidget(self.legend)
        layout.addWidget(self.plot, 1)
        self.setMinimumHeight(160)
        self.set_data(NO_CHART)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # the legend keeps to its share of the height: the plot the rest (LEGEND_SHARE)
        self.legend.set_most_height(int(self.height() * LEGEND_SHARE))

    def set_data(
        self, data: ChartData, y_label: str = "", zero: float | None = None, lang: str = "en"
    ) -> None:
        """Draw ``data``; ``zero`` draws a thin horizontal reference line (the start, or 0); the
        axis writes its numbers in ``lang``. The player chosen (:meth:`set_chosen`) stays so."""
        self.plot.set_data(data, y_label, zero, lang)
        self._legend()

    def set_chosen(self, chosen: str | None) -> None:
        """Make the line of ``chosen`` (a series' name: the player chosen in the club's table)
        stand out: drawn thicker, over the other lines, which are toned down, and its legend
        entry in bold; None: every line as it is. Nothing is done when it is the one already."""
        if chosen == self.plot.chosen:
            return
        self.plot.set_chosen(chosen)
        self.legend.set_bold(chosen_index(self.data, chosen))

    @property
    def data(self) -> ChartData:
        return self.plot.data

    def describe(self, name: str, description: str) -> None:
        """The plot's accessible name and its lines in words (:meth:`ChartPlot.describe`)."""
        self.plot.describe(name, description)

    def _legend(self) -> None:
        data, palette = self.data, self.palette()
        colors = series_colors(palette, len(data.series))
        picked = chosen_index(data, self.plot.chosen)
        self.legend.set_entries([series.name for series in data.series], colors, picked)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _PALETTE_CHANGES:
            self._legend()


# -- a chart printed ----------------------------------------------------------------------------
#: a chart printed: its plot's height for its width (the legend's rows above it come on top)
PRINT_PLOT_SHARE = 0.45


def print_palette() -> QPalette:
    """The palette a chart is printed in, whatever the window's theme: black on white paper
    (the lines' colours chosen for white, :func:`series_colors`)."""
    roles = QPalette.ColorRole
    white, black = QColor(0xFF, 0xFF, 0xFF), QColor(0, 0, 0)
    palette = QPalette(white, white)
    for role in (roles.Window, roles.Base):
        palette.setColor(role, white)
    for role in (roles.WindowText, roles.Text):
        palette.setColor(role, black)
    palette.setColor(roles.Highlight, QColor(0x30, 0x8C, 0xC6))
    return palette


def _print_legend(names: list[str], metrics: QFontMetricsF, width: float) -> list[list[tuple[int, float]]]:
    """A printed legend's entries row by row, each with its width: as many on a row as
    ``width`` holds (:class:`ChartLegend`'s flow; a name wider than a row is cut with "…")."""
    left, _top, right, _bottom = ChartLegend.MARGINS
    room = max(1.0, width - left - right)
    sample = LegendEntry.SAMPLE_PX + LegendEntry.GAP_PX
    rows: list[list[tuple[int, float]]] = []
    used = 0.0
    for index, name in enumerate(names):
        need = min(room, sample + metrics.horizontalAdvance(name) + 1)
        if rows and used + ChartLegend.SPACING + need <= room:
            rows[-1].append((index, need))
            used += ChartLegend.SPACING + need
        else:
            rows.append([(index, need)])
            used = need
    return rows


def _legend_height(rows: int, metrics: QFontMetricsF) -> float:
    _left, top, _right, bottom = ChartLegend.MARGINS
    return top + bottom + rows * math.ceil(metrics.height() + 2) if rows else 0.0


def print_height(data: ChartData, width: float, metrics: QFontMetricsF) -> float:
    """The height of ``data``'s chart printed ``width`` wide (:func:`paint_chart`), its texts
    measured by ``metrics``: the legend's rows and the plot."""
    rows = _print_legend([s.name for s in data.series], metrics, width)
    return _legend_height(len(rows), metrics) + round(width * PRINT_PLOT_SHARE)


def paint_chart(
    painter: QPainter,
    width: float,
    data: ChartData,
    y_label: str,
    zero: float | None,
    lang: str,
    metrics: QFontMetricsF,
) -> None:
    """Paint ``data``'s chart for print with ``painter`` from (0, 0), ``width`` wide and
    :func:`print_height` high, in :func:`print_palette` whatever the theme: the legend (each
    line's sample and name, flowing in rows) above the plot, laid out for that size
    (:func:`lay_out`), not the window's chart grabbed. Its texts in the painter's font,
    measured by ``metrics``."""
    palette = print_palette()
    names = [s.name for s in data.series]
    colors = series_colors(palette, len(names))
    rows = _print_legend(names, metrics, width)
    legend = _legend_height(len(rows), metrics)
    height = print_height(data, width, metrics)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(QRectF(0, 0, width, height), palette.color(QPalette.ColorRole.Base))
    left, top, _right, _bottom = ChartLegend.MARGINS
    row_height = math.ceil(metrics.height() + 2)
    text = palette.color(QPalette.ColorRole.WindowText)
    for at, row in enumerate(rows):
        x, y = float(left), top + at * row_height + row_height / 2
        for index, need in row:
            marker, dash = series_look(index)
            painter.setPen(line_pen(colors[index], LINE_PX, dash))
            painter.drawLine(QPointF(x + 1, y), QPointF(x + LegendEntry.SAMPLE_PX - 1, y))
            draw_marker(painter, marker, QPointF(x + LegendEntry.SAMPLE_PX / 2, y), MARKER_PX, colors[index])
            painter.setPen(QPen(text, 1))
            room = need - LegendEntry.SAMPLE_PX - LegendEntry.GAP_PX
            shown = metrics.elidedText(names[index], Qt.TextElideMode.ElideRight, room)
            box = QRectF(x + LegendEntry.SAMPLE_PX + LegendEntry.GAP_PX, y - row_height / 2, room, row_height)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
            x += need + ChartLegend.SPACING
    painter.translate(0, legend)
    size = QSize(math.floor(width), max(1, math.floor(height - legend)))
    paint_drawing(painter, lay_out(data, y_label, zero, size, metrics, palette, lang), metrics)
    painter.restore()

"""Line charts painted with QPainter: a game's points hand by hand, a season's running totals.

The data come ready from :mod:`mjgui.core.league.charts`; this widget only draws them, in the
palette's colours (light or dark theme): a legend above the plot, a left axis with round ticks
and grid lines, the x labels of the data, a dotted line at the start (or 0) and a dashed line at
the marked point (the hand being played). What is drawn is first laid out as plain numbers
(:class:`Drawing`, pixels included), so tests can read it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from mjgui.core.league.charts import NO_CHART, ChartData
from mjgui.core.numbers import number
from mjgui.gui.theme import Lab, blend, cie_lab, color_difference, is_dark, luminance
from mjgui.gui.util import escape_html, plain_tip

#: at most this many x labels are written under the axis (every n-th otherwise), fewer when
#: the chart is too narrow for them side by side
MAX_TICKS = 14


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


class ChartLegend(QWidget):
    """The series' names, each after a sample of its line, above the plot: never over the lines.
    The entries flow: as many on a row as its width holds, in order, the next ones on the row
    under (its height follows: :meth:`heightForWidth`). So the legend is never wider than its
    widest entry needs, however long the names (24 characters: a grid of four had made the
    tracker 1170 px wide)."""

    MARGINS = (8, 2, 8, 2)  # left, top, right, bottom
    SPACING = 16  # between two entries of a row

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # its rows always whole: the plot below gives up the height
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.entries: list[QLabel] = []
        self._shown: list[tuple[str, str]] = []  # each entry's name and colour
        self._bold: int | None = None

    def set_entries(self, names: list[str], colors: list[QColor], bold: int | None = None) -> None:
        """One entry per name, its line's sample in its colour; the entry ``bold`` (the chosen
        player's) in bold."""
        for label in self.entries:
            label.hide()  # gone from this frame on, not when the event loop deletes it
            label.deleteLater()
        self.entries = []
        self._shown = [(name, color.name()) for name, color in zip(names, colors, strict=True)]
        self._bold = None
        for name, _ in self._shown:
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAccessibleName(name)
            self.entries.append(label)
        for index in range(len(self.entries)):
            self._write(index, index == bold)
        self._bold = bold
        for label in self.entries:
            label.show()  # now, not when the event loop gets to the layout's queued show
        self.setVisible(bool(self.entries))
        self.updateGeometry()
        self._place()

    def _write(self, index: int, bold: bool) -> None:
        name, color = self._shown[index]
        sample = f'<span style="color:{color}">━●━</span>'
        text = escape_html(name, quote=False)
        self.entries[index].setText(f"{sample}&nbsp;<b>{text}</b>" if bold else f"{sample}&nbsp;{text}")

    def set_bold(self, bold: int | None) -> None:
        """The entry ``bold`` in bold (the chosen player's), the one before back as it was."""
        if bold == self._bold:
            return
        for index in (self._bold, bold):
            if index is not None and index < len(self.entries):
                self._write(index, index == bold)
        self._bold = bold
        self.updateGeometry()
        self._place()

    def rows(self, width: int | None = None) -> list[list[QLabel]]:
        """The entries row by row at ``width`` (the legend's own by default)."""
        left, _top, right, _bottom = self.MARGINS
        room = (self.width() if width is None else width) - left - right
        rows: list[list[QLabel]] = []
        used = 0
        for label in self.entries:
            need = label.sizeHint().width()
            if rows and used + self.SPACING + need <= room:
                rows[-1].append(label)
                used += self.SPACING + need
            else:
                rows.append([label])
                used = need
        return rows

    def _row_height(self) -> int:
        return max((label.sizeHint().height() for label in self.entries), default=0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _left, top, _right, bottom = self.MARGINS
        return top + bottom + len(self.rows(width)) * self._row_height()

    def sizeHint(self) -> QSize:
        left, _top, right, _bottom = self.MARGINS
        hints = [label.sizeHint().width() for label in self.entries]
        width = left + right + sum(hints) + self.SPACING * max(0, len(hints) - 1)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        left, _top, right, _bottom = self.MARGINS
        width = left + right + max((label.sizeHint().width() for label in self.entries), default=0)
        return QSize(width, self.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        left, top, _right, _bottom = self.MARGINS
        height = self._row_height()
        for index, row in enumerate(self.rows()):
            x = left
            for label in row:
                width = label.sizeHint().width()
                label.setGeometry(x, top + index * height, width, height)
                x += width + self.SPACING


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
    (CIEDE2000: :func:`~mjgui.gui.theme.color_difference`) from all those before it. The first
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
    """One line as drawn: its name and values, each value's point in the plot's pixels, its
    colour (the legend's; toned down towards the background when another line is chosen) and
    pen width; ``chosen``: the line of the player chosen, drawn thicker and over the others."""

    name: str
    values: tuple[float, ...]
    points: tuple[tuple[float, float], ...]
    color: QColor
    width: float = 2.0
    chosen: bool = False


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
#: how much of its colour a line keeps, over the background, while another one is chosen
OTHER_ALPHA = 110
#: a tooltip names the points at most this far from the mouse (px)
TIP_PX = 6.0


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
        points = tuple((x_px(x), y_px(v)) for x, v in enumerate(s.values))
        if picked is None:
            return DrawnSeries(s.name, s.values, points, color)
        if index == picked:
            return DrawnSeries(s.name, s.values, points, color, CHOSEN_PX, chosen=True)
        return DrawnSeries(s.name, s.values, points, blend(background, color, OTHER_ALPHA), OTHER_PX)

    drawn = tuple(drawn_line(index, color) for index, color in enumerate(colors))
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


class ChartPlot(QWidget):
    """The plot under the legend: paints its :attr:`drawing`, laid out again on every resize;
    a point's tooltip names the line, where the point is and its value (:meth:`tip_at`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = NO_CHART
        self._y_label = ""
        self._zero: float | None = None
        self._lang = "en"
        self.chosen: str | None = None
        self.drawing = self._lay_out()

    def set_data(self, data: ChartData, y_label: str, zero: float | None, lang: str = "en") -> None:
        self.data, self._y_label, self._zero, self._lang = data, y_label, zero, lang
        self.relayout()

    def set_chosen(self, chosen: str | None) -> None:
        """The line of ``chosen`` (a series' name; None: none) made to stand out."""
        if chosen != self.chosen:
            self.chosen = chosen
            self.relayout()

    def tip_at(self, x: float, y: float) -> str:
        """The tooltip at ``(x, y)`` in the plot's pixels: the point nearest, if one is within
        :data:`TIP_PX`, with every other line's point at the same spot (the chosen line's
        first); "" when none is near."""
        best: tuple[float, int, int] | None = None  # distance², series, x
        for index, series in enumerate(self.drawing.series):
            for at, (px, py) in enumerate(series.points):
                far = (px - x) ** 2 + (py - y) ** 2
                if far <= TIP_PX**2 and (best is None or far < best[0]):
                    best = (far, index, at)
        if best is None:
            return ""
        _, index, at = best
        spot = self.drawing.series[index].points[at]
        same = [
            i
            for i, s in enumerate(self.drawing.series)
            if abs(s.points[at][0] - spot[0]) < 1 and abs(s.points[at][1] - spot[1]) < 1
        ]
        same.sort(key=lambda i: not self.drawing.series[i].chosen)
        return "\n".join(self.data.tip(i, at, self._lang) for i in same)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tip_at(event.pos().x(), event.pos().y())
            if text:
                QToolTip.showText(event.globalPos(), plain_tip(text), self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def relayout(self) -> None:
        self.drawing = self._lay_out()
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
        d = self.drawing
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), d.background)
        rect, metrics = d.rect, QFontMetricsF(self.font())
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
        for series in d.painted:  # the chosen line last: over the others
            points = [QPointF(x, y) for x, y in series.points]
            painter.setPen(QPen(series.color, series.width))
            painter.drawPolyline(points)
            painter.setBrush(series.color)
            painter.setPen(QPen(series.color, 1))
            radius = series.width + 0.5
            for point in points:
                painter.drawEllipse(point, radius, radius)
        if d.marker_x is not None:
            painter.setPen(QPen(d.highlight, 2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(d.marker_x, rect.top()), QPointF(d.marker_x, rect.bottom()))


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

    def _legend(self) -> None:
        data, palette = self.data, self.palette()
        colors = series_colors(palette, len(data.series))
        picked = chosen_index(data, self.plot.chosen)
        self.legend.set_entries([series.name for series in data.series], colors, picked)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _PALETTE_CHANGES:
            self._legend()

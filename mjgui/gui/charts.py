"""Line charts drawn by pyqtgraph: a game's points hand by hand, a season's running totals.

The data come ready from :mod:`mjgui.core.league.charts`; this widget only plots them, in the
palette's colours (light or dark theme), with the x labels of the data, a legend above the plot, and a dashed
line at the marked point (the hand being played). pyqtgraph is a kept-up plotting library for
Qt (pure Python on numpy), imported only when a chart is first built.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from mjgui.core.league.charts import NO_CHART, ChartData
from mjgui.gui.theme import is_dark

#: at most this many x labels are written under the axis (every n-th otherwise), fewer when
#: the chart is too narrow for them side by side
MAX_TICKS = 14
#: the room a legend entry takes (sample line and a name), for its number of columns
LEGEND_ENTRY_PX = 110


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
    """The series' names, each after a sample of its line, in a grid above the plot: never over
    the lines, however narrow the window (the columns follow the width)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(8, 2, 8, 2)
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(0)
        # its rows always whole: the plot below gives up the height
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.entries: list[QLabel] = []
        self._columns = 1

    def set_entries(self, names: list[str], colors: list[QColor]) -> None:
        for label in self.entries:
            self.grid.removeWidget(label)
            label.hide()  # gone from this frame on, not when the event loop deletes it
            label.deleteLater()
        self.entries = []
        for name, color in zip(names, colors, strict=True):
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setText(f'<span style="color:{color.name()}">━●━</span>&nbsp;{_html(name)}')
            label.setAccessibleName(name)
            label.show()  # now, not when the event loop gets to the layout's queued show
            self.entries.append(label)
        self._place()
        self.setVisible(bool(self.entries))

    def set_columns(self, columns: int) -> None:
        if columns != self._columns:
            self._columns = columns
            self._place()

    def _place(self) -> None:
        for label in self.entries:  # out first: a widget added again would be in two cells
            self.grid.removeWidget(label)
        for index, label in enumerate(self.entries):
            self.grid.addWidget(label, index // self._columns, index % self._columns)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        self.grid.setColumnStretch(self._columns, 1)  # the entries packed to the left
        self.grid.invalidate()
        self.updateGeometry()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def series_color(index: int, palette: QPalette) -> QColor:
    """A distinct, readable colour per line: hues around the circle, lighter on a dark theme."""
    hue = (index * 137 + 210) % 360
    return QColor.fromHsl(hue, 170, 165 if is_dark(palette) else 95)


class LineChart(QWidget):
    """A pyqtgraph plot of :class:`ChartData`; :attr:`curves` holds one curve per series."""

    def __init__(self, parent: QWidget | None = None, name: str = "chart") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        import pyqtgraph as pg

        self._pg = pg
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot = pg.PlotWidget(self)
        self.plot.setObjectName(f"{name}-plot")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=False, y=True, alpha=0.25)
        # the x labels are already as many as fit (fitting_ticks): let pyqtgraph write them all,
        # the first and the last ones too, half over the plot's margins
        self.plot.getAxis("bottom").setStyle(hideOverlappingLabels=24, textFillLimits=[(0, 0.95)])
        self.legend = ChartLegend(self)
        layout.addWidget(self.legend)
        layout.addWidget(self.plot, 1)
        self.curves: list[Any] = []
        self.marker: Any = None
        self.zero: Any = None
        self._data = NO_CHART
        self._y_label = ""
        self._zero: float | None = None
        self.setMinimumHeight(160)
        self._style()

    # -- drawing ----------------------------------------------------------------------------
    def set_data(self, data: ChartData, y_label: str = "", zero: float | None = None) -> None:
        """Plot ``data``; ``zero`` draws a thin horizontal reference line (the start, or 0)."""
        self._data, self._y_label, self._zero = data, y_label, zero
        self._draw()

    @property
    def data(self) -> ChartData:
        return self._data

    def _draw(self) -> None:
        pg, plot, data = self._pg, self.plot, self._data
        plot.clear()
        self.curves, self.marker, self.zero = [], None, None
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        xs = list(range(len(data.labels)))
        if self._zero is not None:
            pen = pg.mkPen(text, width=1, style=Qt.PenStyle.DotLine)
            self.zero = pg.InfiniteLine(self._zero, angle=0, pen=pen)
            plot.addItem(self.zero)
        colors = [series_color(index, palette) for index in range(len(data.series))]
        for series, color in zip(data.series, colors, strict=True):
            curve = plot.plot(
                xs,
                list(series.values),
                pen=pg.mkPen(color, width=2),
                symbol="o",
                symbolSize=5,
                symbolBrush=color,
                symbolPen=color,
                name=series.name,
            )
            self.curves.append(curve)
        self.legend.set_entries([series.name for series in data.series], colors)
        if data.marked is not None and xs:
            pen = pg.mkPen(palette.color(QPalette.ColorRole.Highlight), width=2, style=Qt.PenStyle.DashLine)
            self.marker = pg.InfiniteLine(data.marked, angle=90, pen=pen)
            plot.addItem(self.marker)
        self._fit()
        plot.setLabel("left", self._y_label)
        if xs:
            plot.setXRange(0, max(1, len(xs) - 1), padding=0.03)

    def _fit(self) -> None:
        """The x labels and the legend's columns for the chart's width."""
        data, width = self._data, max(1, self.plot.width() - 60)  # less the left axis
        longest = max((self.fontMetrics().horizontalAdvance(t) for t in data.labels), default=0)
        self.plot.getAxis("bottom").setTicks([fitting_ticks(data.labels, width, longest + 12)])
        self.legend.set_columns(max(1, min(len(data.series), 6, width // LEGEND_ENTRY_PX)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _style(self) -> None:
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.WindowText)
        self.plot.setBackground(base)
        for side in ("left", "bottom"):
            axis = self.plot.getAxis(side)
            axis.setPen(self._pg.mkPen(text))
            axis.setTextPen(self._pg.mkPen(text))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._style()
            self._draw()
        super().changeEvent(event)

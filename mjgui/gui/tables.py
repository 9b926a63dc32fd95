"""The tables the first frame does not show: the han x fu score table (its tab) and the waits of a
13-tile hand. Loaded when first needed (:mod:`mjgui.gui.results` re-exports them): their Qt item-view
classes cost ~5 ms to create at start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QBrush, QFont, QIcon, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from mjgui.controller.scoring.views import TableView, WaitsView
from mjgui.gui.i18n import term_word
from mjgui.gui.qtnames import brush, focus_policy
from mjgui.gui.theme import highlight, tone_color
from mjgui.gui.tiles import art
from mjgui.gui.util import RingedFocus, nobreak, read_only_table

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

# ---------------------------------------------------------------------------------------------
# score table
# ---------------------------------------------------------------------------------------------


class ScoreTable(QTableWidget):
    """Points by fu (rows) and han (columns), then the limits; this hand's cell is lit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score-table")
        read_only_table(self)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        focus_policy(self, "NoFocus")
        self.verticalHeader().setDefaultSectionSize(21)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setAlternatingRowColors(True)
        self.lit_cell: tuple[int, int] | None = None
        self._view: TableView | None = None
        self._pending: TableView | None = None

    def set_view(self, view: TableView) -> None:
        """Show the table; while its tab is hidden the view waits until it is shown."""
        self._pending = view
        if self.isVisible():
            self._apply()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            # another theme: the lit cell's colours are the items' own, the new theme's again
            # (the view unchanged, the cells were kept in the old theme's highlight)
            self._view = None
            if self.isVisible():
                self._apply()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._apply()

    def _apply(self) -> None:
        from PySide6.QtCore import Qt  # the score table's tab is never in the first frame

        view = self._pending
        if view is None or view == self._view:
            return
        self._view = view
        rows = len(view.fu_labels) + len(view.limit_labels)
        self.clearSpans()
        self.setRowCount(rows)
        self.setColumnCount(len(view.han_labels))
        self.setHorizontalHeaderLabels(list(view.han_labels))
        self.setVerticalHeaderLabels([*view.fu_labels, *view.limit_labels])
        palette = self.palette()
        lit_brush = QBrush(highlight(palette))
        lit_text = QBrush(palette.color(QPalette.ColorRole.HighlightedText))
        bold = QFont(self.font())
        bold.setBold(True)
        self.lit_cell = None
        for r, row in enumerate(view.cells):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if view.lit == (r, c):
                    item.setBackground(lit_brush)
                    item.setForeground(lit_text)
                    item.setFont(bold)
                    self.lit_cell = (r, c)
                self.setItem(r, c, item)
        base = len(view.fu_labels)
        for i, text in enumerate(view.limit_cells):
            limit_row = base + i
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if view.limit_lit == i:
                item.setBackground(lit_brush)
                item.setForeground(lit_text)
                item.setFont(bold)
                self.lit_cell = (limit_row, 0)
            self.setItem(limit_row, 0, item)
            self.setSpan(limit_row, 0, 1, len(view.han_labels))
        if self.lit_cell is not None:
            target = self.item(*self.lit_cell)
            if target is not None:
                self.scrollToItem(target, QAbstractItemView.ScrollHint.PositionAtCenter)


# ---------------------------------------------------------------------------------------------
# waits
# ---------------------------------------------------------------------------------------------


class WaitsTable(RingedFocus, QTreeWidget):
    """The waits of a 13-tile hand, a row each. A Tab stop: nine waits or more scroll, and the
    arrow keys, Page Up/Down, Home and End move along them; the ring of the lists that scroll
    shows it has the focus. A click does not take the focus (it stays in the notation field,
    typing a hand), and a character typed here is not a search of the rows: it goes on to the
    window, which types it into the field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("waits")
        self.setRootIsDecorated(False)
        self.setColumnCount(4)
        self.setIconSize(QSize(27, 36))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # by Tab only (the names of Qt's values: the waits of a 13-tile hand are in its first frame)
        focus_policy(self, "TabFocus")
        # a long value wraps to a second line: the rows are as tall as the tile icons, which
        # leaves room for two
        self.setWordWrap(True)
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self._views: WaitsView | None = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._colour_furiten()  # another theme: the view is the same, its colours are not
        super().changeEvent(event)

    def _colour_furiten(self) -> None:
        """A furiten wait's ron in the palette's "nowin" tone (the light theme's brown stayed
        on the dark theme's rows after a switch, 2.4:1)."""
        if self._views is None:
            return
        color = brush(tone_color(self.palette(), "nowin"))
        for index, row in enumerate(self._views.rows):
            item = self.topLevelItem(index)
            if row.furiten and item is not None:
                item.setForeground(2, color)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt  # in a key's handler: see mjgui.gui.qtnames

        commands = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        text = event.text()
        if text and text.isprintable() and not event.modifiers() & commands:
            event.ignore()  # to the window: a notation key, typed into the field
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        self.setHeaderLabels(
            [
                QCoreApplication.translate("Results", "Tile"),
                QCoreApplication.translate("Results", "Left"),
                term_word("ron"),
                term_word("tsumo"),
            ]
        )

    def set_view(self, view: WaitsView) -> None:
        if view == self._views:
            return
        self._views = view
        self.clear()
        dpr = self.devicePixelRatioF()
        for row in view.rows:
            ron = "\n".join(row.ron_lines) or row.ron  # a furiten ron on two lines: why, then the value
            # the values may wrap: never between a number and its unit
            item = QTreeWidgetItem([row.tile.code, str(row.left), nobreak(ron), nobreak(row.tsumo)])
            item.setIcon(0, QIcon(art().pixmap(row.tile.code, 27, 36, dpr)))
            item.setToolTip(0, row.tile.name)
            item.setToolTip(1, row.left_text)
            item.setToolTip(2, row.ron)
            item.setToolTip(3, row.tsumo)
            self.addTopLevelItem(item)
        self._colour_furiten()


__all__ = ["ScoreTable", "WaitsTable"]

"""The history: the record's lines, one per row, with the hand, the line in words and every
player's change.

Rejected lines are marked and carry their message; any line can be edited, inserted before or
deleted (double-click, the buttons, the context menu or the keys); the window does the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from mjgui.controller.game.views import HistoryRow
from mjgui.gui.theme import muted, tone_color

COL_NUMBER, COL_HAND, COL_LINE, COL_WORDS = range(4)
FIRST_PLAYER = 4
#: Narrower than this, the line in words is left to the tooltip so the line itself stays readable.
WORDS_MIN_WIDTH = 520


class HistoryTable(QTableWidget):
    """Read-only rows; the signals say which line the player wants to change."""

    editRequested = Signal(int)  # line number
    insertRequested = Signal(int)
    deleteRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, FIRST_PLAYER, parent)
        self.setObjectName("history")
        self._rows: tuple[HistoryRow, ...] = ()
        self._names: tuple[str, ...] = ()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.setShowGrid(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.cellDoubleClicked.connect(self._double_clicked)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.retranslate()

    # -- rows -------------------------------------------------------------------------------
    def rows(self) -> tuple[HistoryRow, ...]:
        return self._rows

    def _text(self, row: int, col: int) -> str:
        item = self.item(row, col)
        return item.text() if item is not None else ""

    def current_line(self) -> int | None:
        row = self.currentRow()
        if 0 <= row < len(self._rows) and self.selectionModel().isRowSelected(row):
            return self._rows[row].number
        return None

    def select_line(self, number: int) -> None:
        for index, row in enumerate(self._rows):
            if row.number == number:
                self.selectRow(index)
                item = self.item(index, COL_LINE)
                if item is not None:
                    self.scrollToItem(item)
                return

    def set_rows(self, rows: tuple[HistoryRow, ...], names: tuple[str, ...]) -> None:
        keep = self.current_line()
        at_end = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum() - 2
        grew = len(rows) > len(self._rows)
        self._rows = rows
        if names != self._names:
            self._names = names
            self.setColumnCount(FIRST_PLAYER + len(names))
            self.retranslate()
        self.setRowCount(len(rows))
        pal = self.palette()
        error = tone_color(pal, "error")
        quiet = muted(pal)
        shade = QBrush(pal.color(QPalette.ColorRole.AlternateBase))
        plain = QBrush(pal.color(QPalette.ColorRole.Base))
        for index, row in enumerate(rows):
            words = row.summary if row.summary != row.text.strip() else ""
            line = ("⚠ " if row.error else "") + row.text
            texts = [str(row.number), row.hand, line, words, *row.delta_texts]
            tip = row.error or row.summary
            for col, text in enumerate(texts):
                item = self.item(index, col)
                if item is None:
                    item = QTableWidgetItem()
                    self.setItem(index, col, item)
                item.setText(text)
                item.setToolTip(tip)
                align = Qt.AlignmentFlag.AlignVCenter
                left = col in (COL_LINE, COL_WORDS)
                align |= Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align)
                font = QFont(self.font())
                color: QColor | None = None
                if row.kind == "error":
                    color = error
                elif row.kind in ("comment", "blank", "setup") or col in (COL_NUMBER, COL_HAND, COL_WORDS):
                    color = quiet
                    font.setItalic(row.kind == "comment" and col == COL_LINE)
                if col >= FIRST_PLAYER and row.deltas[col - FIRST_PLAYER]:
                    font.setBold(True)
                    delta = row.deltas[col - FIRST_PLAYER]
                    color = tone_color(pal, "win") if delta > 0 else error
                item.setFont(font)
                if color is not None:
                    item.setForeground(QBrush(color))
                else:
                    item.setForeground(QBrush(pal.color(QPalette.ColorRole.Text)))
                item.setBackground(shade if row.hand_index % 2 else plain)
        self.resizeColumnToContents(COL_NUMBER)
        self.resizeColumnToContents(COL_HAND)
        for col in range(FIRST_PLAYER, self.columnCount()):
            self.resizeColumnToContents(col)
        if keep is not None and any(r.number == keep for r in rows) and not grew:
            self.select_line(keep)
        elif grew and at_end:
            self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.setColumnHidden(COL_WORDS, event.size().width() < WORDS_MIN_WIDTH)

    # -- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        labels = [
            "#",
            QCoreApplication.translate("TrackerHistory", "Hand"),
            QCoreApplication.translate("Tracker", "Record line"),
            QCoreApplication.translate("TrackerHistory", "In words"),
            *self._names,
        ]
        self.setHorizontalHeaderLabels(labels)
        header = self.horizontalHeader()
        header.setSectionResizeMode(COL_LINE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_WORDS, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(40)
        item = self.horizontalHeaderItem(COL_HAND)
        if item is not None:
            item.setToolTip(
                QCoreApplication.translate("Tracker", "Round, hand and honba: E2-1 is East 2, 1 honba")
            )
        self.setAccessibleName(QCoreApplication.translate("Tracker", "History"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- interaction ------------------------------------------------------------------------
    def _double_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._rows):
            self.editRequested.emit(self._rows[row].number)

    def _menu(self, pos: QPoint) -> None:
        row = self.rowAt(pos.y())
        if not 0 <= row < len(self._rows):
            return
        self.selectRow(row)
        number = self._rows[row].number
        menu = QMenu(self)
        menu.setObjectName("history-menu")
        edit = menu.addAction(
            QCoreApplication.translate("Tracker", "Edit line %1…").replace("%1", str(number))
        )
        insert = menu.addAction(QCoreApplication.translate("Tracker", "Insert a line before it…"))
        delete = menu.addAction(
            QCoreApplication.translate("Tracker", "Delete line %1").replace("%1", str(number))
        )
        edit.triggered.connect(lambda: self.editRequested.emit(number))
        insert.triggered.connect(lambda: self.insertRequested.emit(number))
        delete.triggered.connect(lambda: self.deleteRequested.emit(number))
        menu.popup(self.viewport().mapToGlobal(pos))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        number = self.current_line()
        if number is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
                self.editRequested.emit(number)
                return
            if event.key() == Qt.Key.Key_Delete:
                self.deleteRequested.emit(number)
                return
            if event.key() == Qt.Key.Key_Insert:
                self.insertRequested.emit(number)
                return
        super().keyPressEvent(event)


__all__ = ["HistoryTable"]

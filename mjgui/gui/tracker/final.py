"""The final results: place, raw points, score before uma, uma, and the final score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.views import FinalRow
from mjgui.gui.theme import css, muted, tone_color

COLUMNS = ("place", "player", "points", "before_uma", "uma", "final")


def column_titles() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("Tracker", "Place"),
        QCoreApplication.translate("Tracker", "Player"),
        QCoreApplication.translate("Tracker", "Points"),
        QCoreApplication.translate("Tracker", "Before uma"),
        QCoreApplication.translate("Tracker", "Uma"),
        QCoreApplication.translate("Tracker", "Final"),
    )


class FinalResults(QFrame):
    """The table of a finished game; ``big`` scales the text with the widget."""

    def __init__(self, parent: QWidget | None = None, *, big: bool = False, name: str = "final") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.big = big
        self._rows: tuple[FinalRow, ...] = ()
        self._px = 15
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName(f"{name}-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter if big else Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.title)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName(f"{name}-table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.table)
        self.note = QLabel(self)
        self.note.setObjectName(f"{name}-note")
        self.note.setWordWrap(True)
        self.note.setAlignment(self.title.alignment())
        layout.addWidget(self.note)
        if big:
            layout.addStretch(1)
        self.retranslate()
        self._apply_font()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("Tracker", "Final results"))
        self.table.setHorizontalHeaderLabels(list(column_titles()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_rows(self, rows: tuple[FinalRow, ...], note: str) -> None:
        self._rows = rows
        self.table.setRowCount(len(rows))
        pal = self.palette()
        for r, row in enumerate(rows):
            values = (
                row.place_text, row.name, row.points_text, row.before_uma_text, row.uma_text, row.final_text,
            )  # fmt: skip
            for c, text in enumerate(values):
                item = self.table.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(r, c, item)
                item.setText(text)
                align = Qt.AlignmentFlag.AlignVCenter | (
                    Qt.AlignmentFlag.AlignLeft if c == 1 else Qt.AlignmentFlag.AlignRight
                )
                if c == 0:
                    align = Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align)
                font = QFont(self.table.font())
                font.setBold(c in (1, 5))
                item.setFont(font)
                if c == 5:
                    tone = "win" if row.final > 0 else "error" if row.final < 0 else "info"
                    item.setForeground(QBrush(tone_color(pal, tone)))
        self.note.setText(note)
        self.note.setStyleSheet(f"color: {css(muted(pal))}")
        self._fit_height()

    def row_texts(self) -> list[list[str]]:
        out = []
        for r in range(self.table.rowCount()):
            items = (self.table.item(r, c) for c in range(self.table.columnCount()))
            out.append([item.text() if item is not None else "" for item in items])
        return out

    # -- size -------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.big:
            px = max(15, min(self.width() // 26, self.height() // 12))
            if px != self._px:
                self._px = px
                self._apply_font()

    def _apply_font(self) -> None:
        px = self._px
        font = QFont(self.font())
        font.setPixelSize(px)
        self.table.setFont(font)
        header_px = max(12, round(px * 0.5))
        # the header's size goes in the style sheet too: a sheet's font would win over setFont
        self.table.setStyleSheet(
            f"QTableWidget::item {{ padding: 0px {round(px * 0.2)}px; }}"
            f" QHeaderView::section {{ font-size: {header_px}px; padding: 2px {round(px * 0.2)}px; }}"
        )
        title = QFont(font)
        title.setBold(True)
        title.setPixelSize(round(px * (1.3 if self.big else 1.0)))
        self.title.setFont(title)
        note = QFont(font)
        note.setPixelSize(max(12, round(px * 0.6)))
        self.note.setFont(note)
        self.table.verticalHeader().setDefaultSectionSize(round(px * 1.9))
        if self._rows:
            self.set_rows(self._rows, self.note.text())
        self._fit_height()

    def _fit_height(self) -> None:
        rows = self.table.rowCount()
        height = (
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
        )
        self.table.setFixedHeight(height + 2 * self.table.frameWidth() + 2)


__all__ = ["FinalResults"]

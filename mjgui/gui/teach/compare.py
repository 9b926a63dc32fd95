"""The same hand under other rules: one row per preset (the desk's own first), the cells that
differ from the desk's rules marked, and the rule that makes each difference named.

The window follows the calculator while it is open: each change of the hand is compared again
(a few scorings per preset) once the calculator has repainted, never in its click path.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.teach.compare import CompareController, CompareView
from mjgui.core.scoring.hand import HandSpec
from mjgui.gui.companion import CompanionWindow
from mjgui.gui.i18n import Languages, yaku_word
from mjgui.gui.settings import Settings
from mjgui.gui.teach.widgets import HandPictureWidget
from mjgui.gui.theme import css, highlight, muted, tone_color
from mjgui.gui.util import (
    NoBreakLabel,
    escape_html,
    nobreak,
    read_only_table,
    set_accessible,
    set_shown,
    title_label,
)

#: Columns that stay narrow; the others (yaku, the rule) share the rest.
_NARROW = (0, 1, 2, 3, 4)


class CompareWindow(CompanionWindow):
    """Renders :class:`CompareView`; the hand comes from the calculator through :meth:`follow`."""

    def __init__(
        self,
        controller: CompareController | None = None,
        languages: Languages | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("compare-window", languages, settings, parent)
        self.controller = controller or CompareController(self.languages.current)
        self._view: CompareView | None = None
        self._pending: HandSpec | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._apply_pending)
        self.start_following(self.controller, 1100, 700)

    def _build(self) -> None:
        central = QWidget(self)
        v = QVBoxLayout(central)
        v.setContentsMargins(12, 10, 12, 12)
        v.setSpacing(8)
        self.title = title_label(central, "compare-title")
        v.addWidget(self.title)
        card = QFrame(central)
        card.setObjectName("compare-hand-card")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        cv = QVBoxLayout(card)
        cv.setContentsMargins(12, 8, 12, 8)
        cv.setSpacing(4)
        self.picture = HandPictureWidget(card)
        self.picture.setObjectName("compare-hand")
        cv.addWidget(self.picture)
        self.situation = NoBreakLabel(card)
        self.situation.setObjectName("compare-situation")
        self.situation.setWordWrap(True)
        cv.addWidget(self.situation)
        self.card = card
        v.addWidget(card)
        self.message = NoBreakLabel(central)
        self.message.setObjectName("compare-message")
        self.message.setWordWrap(True)
        v.addWidget(self.message)
        self.table = QTableWidget(central)
        self.table.setObjectName("compare-table")
        read_only_table(self.table)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # a Tab stop whose cells the arrow keys read one by one (a screen reader says each);
        # read-only, and Tab goes on past it (read_only_table)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # rows take the height of their wrapped text once the columns have their widths
        self.table.horizontalHeader().sectionResized.connect(self._fit_rows_later)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_rows)
        v.addWidget(self.table, 1)
        v.addStretch(0)  # without a hand (no table) the title and the message stay at the top
        self.setCentralWidget(central)

    def _build_actions(self) -> None:
        self.build_view_menu("compare-")

    # -- following the calculator -----------------------------------------------------------
    def follow(self, spec: HandSpec, now: bool = False) -> None:
        """Compare ``spec``: at once, or after the calculator has repainted (coalesced)."""
        self._pending = spec
        if now:
            self._timer.stop()
            self._apply_pending()
        elif not self._timer.isActive():
            self._timer.start()

    def _apply_pending(self) -> None:
        spec = self._pending
        self._pending = None
        if spec is not None:
            self.controller.set_hand(spec)

    # -- language and palette ---------------------------------------------------------------
    def redraw(self) -> None:
        if self._view is not None:
            self.show_view(self._view)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Compare", "mjgui — the same hand under other rules"))
        self.title.setText(QCoreApplication.translate("Compare", "The same hand under other rules"))
        set_accessible(self.table, self.title.text())  # a Tab stop: its cells are read one by one
        self.picture.set_labels(yaku_word("dora"), QCoreApplication.translate("Compare", "Ura"))
        self.word_view_menu(
            QCoreApplication.translate("Compare", "&View"),
            QCoreApplication.translate("Compare", "&Language"),
            QCoreApplication.translate("Compare", "&Close"),
        )

    # -- rendering --------------------------------------------------------------------------
    def show_view(self, view: CompareView) -> None:
        # the keyboard's current cell, by its preset and its column: the table is filled anew
        # (a language or theme switch, the hand compared again) and stays on that cell
        current = _cell_key(self._view, self.table.currentRow(), self.table.currentColumn())
        self._view = view
        self.picture.set_picture(view.picture)
        set_shown(self.card, view.picture is not None)
        self.situation.setText(" · ".join(view.situation))
        swatch = css(_alpha(tone_color(self.palette(), "nowin"), 110))
        marked_note = any(r.differs for r in view.rows)
        box = f'<span style="background-color:{swatch}">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp; '
        prefix = box if marked_note else ""
        self.message.setText(prefix + escape_html(view.message))
        set_accessible(self.message, view.message)
        table = self.table
        set_shown(table, view.active)
        if not view.active:
            table.setRowCount(0)
            return
        palette = self.palette()
        marked = QBrush(_alpha(tone_color(palette, "nowin"), 70))
        ref_brush = QBrush(highlight(palette, 30))
        grey = QBrush(muted(palette))
        bold = QFont(table.font())
        bold.setBold(True)
        table.clear()
        table.setColumnCount(len(view.titles))
        table.setHorizontalHeaderLabels(list(view.titles))
        table.setRowCount(len(view.rows))
        for r, row in enumerate(view.rows):
            name = QTableWidgetItem(("★ " if row.reference else "") + row.name)
            name.setFont(bold)
            if row.reference:
                name.setBackground(ref_brush)
                name.setData(Qt.ItemDataRole.AccessibleTextRole, row.name)  # not "black star"
            table.setItem(r, 0, name)
            for c, cell in enumerate(row.cells, start=1):
                item = QTableWidgetItem(nobreak(cell.text))  # the yaku's column wraps
                left = view.columns[c - 1] == "yaku"
                align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if cell.differs:
                    item.setBackground(marked)
                    item.setFont(bold)
                    item.setToolTip(cell.tip)
                    # a screen reader reads the mark and what it differs from, not the tooltip
                    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, cell.tip)
                    item.setData(Qt.ItemDataRole.UserRole, True)
                elif row.reference:
                    item.setBackground(ref_brush)
                if cell.said:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, cell.said)
                table.setItem(r, c, item)
            lines = list(row.notes) + list(row.conversions)
            why = QTableWidgetItem(nobreak("\n".join(lines) if lines else row.same))  # wraps too
            if row.reference:
                why.setBackground(ref_brush)
            if not row.notes:
                why.setForeground(grey)
            why.setToolTip("\n".join(lines))
            table.setItem(r, len(view.titles) - 1, why)
        header = table.horizontalHeader()
        for c in range(len(view.titles)):
            mode = QHeaderView.ResizeMode.ResizeToContents if c in _NARROW else QHeaderView.ResizeMode.Stretch
            header.setSectionResizeMode(c, mode)
        self._fit_rows()
        if current is not None:
            for r in range(len(view.rows)):
                for c in range(len(view.titles)):
                    if _cell_key(view, r, c) == current:
                        table.setCurrentCell(r, c)

    def _fit_rows(self) -> None:
        table = self.table
        table.resizeRowsToContents()
        for r in range(table.rowCount()):
            table.setRowHeight(r, table.rowHeight(r) + 10)

    def _fit_rows_later(self) -> None:
        if not self._fit_timer.isActive():
            self._fit_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows_later()

    def sizeHint(self) -> QSize:
        return QSize(1100, 700)

    # -- for tests and screen readers -------------------------------------------------------
    def marked_cells(self) -> list[tuple[str, str]]:
        """(preset shown, column title) of every cell marked as differing."""
        out: list[tuple[str, str]] = []
        table = self.table
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None and item.data(Qt.ItemDataRole.UserRole):
                    name = table.item(r, 0)
                    header = table.horizontalHeaderItem(c)
                    out.append((name.text() if name else "", header.text() if header else ""))
        return out


def _cell_key(view: CompareView | None, row: int, column: int) -> tuple[str, str] | None:
    """The preset of a cell's row and its column's key ("rules", a value's column such as
    "han", "why"), the same in any language; None outside the table."""
    if view is None or not view.active or not 0 <= row < len(view.rows):
        return None
    keys = ("rules", *view.columns, "why")
    if not 0 <= column < len(keys):
        return None
    return view.rows[row].preset, keys[column]


def _alpha(color: QColor, alpha: int) -> QColor:
    out = QColor(color)
    out.setAlpha(alpha)
    return out


__all__ = ["CompareWindow"]

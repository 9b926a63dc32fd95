"""File → Open game log…: a real game's hands and wins, the log's value beside ours.

One row per hand (per win when a discard had two winners); a win where our core and the log
differ is marked. A win opens in the calculator with every detail filled in (double-click or
*Open in calculator*), or goes to the quiz; *Save as game record…* writes the log's game as a
``.mjgame`` record for the tracker. Under the list, beside the chosen row said whole, the final
standings show how the game ended, and where the saved record would end with another final
score. The words of the rows come from the controller
(:mod:`mjgui.controller.game.logview`); the window's own labels are Qt translations.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.logview import LOG_FILTER, LogFinalRow, LogRow, LogView, LogViewController
from mjgui.controller.game.opening import Kind
from mjgui.core.errors import MahjongError
from mjgui.gui.companion import CompanionWindow
from mjgui.gui.fit import open_fitted
from mjgui.gui.i18n import Languages
from mjgui.gui.qtnames import elided_whole_numbers
from mjgui.gui.settings import Settings, remember_folder, start_in
from mjgui.gui.theme import css, muted, tone_color
from mjgui.gui.util import (
    NoBreakLabel,
    column_need,
    plain_tip,
    read_only_table,
    set_accessible,
    set_enabled,
    set_shown,
    set_tip,
    tab_through,
    table_cell,
    title_label,
)


def shared_widths(wants: list[int], room: int, least: int = 40) -> list[int]:
    """Widths for columns that want ``wants`` in ``room`` pixels: each its want when they all
    fit; otherwise the widest are cut to one width, the largest that fits (never under
    ``least``), and the narrower keep theirs."""
    if sum(wants) <= room:
        return list(wants)
    left, cap = room, 0
    for i, want in enumerate(sorted(wants)):
        share = left // (len(wants) - i)
        if want > share:
            cap = share
            break
        left -= want
    return [max(least, min(want, cap)) for want in wants]


def staged_widths(stages: list[list[int]], room: int) -> list[int]:
    """Widths for columns given ``room`` pixels in ``stages``: each stage the width each column
    may have by its end (the stage before's kept). A stage whose growth does not all fit shares
    what is left as :func:`shared_widths` does (the widest growth cut first) and is the last;
    room left after the last stage is not given out."""
    widths = [0] * len(stages[0])
    for stage in stages:
        grow = [max(0, want - width) for want, width in zip(stage, widths, strict=True)]
        left = room - sum(widths)
        widths = [w + g for w, g in zip(widths, shared_widths(grow, left, least=0), strict=True)]
        if sum(grow) > left:
            break
    return widths


#: The most of the list's width (beside the hand's column) *What happened* is given before the
#: values grow whole: a name of 40 letters must not leave the values only their numbers.
EVENT_SHARE = 0.5
#: Where a value's honba and sticks begin ("5800 + 300 honba + 1000 sticks"): the value before
#: it, its han, fu and points, is what a value's column shows at the least.
VALUE_EXTRAS = " + "
#: Where a differing draw's change list goes on past its first player ("ASAPIN −1000, 月千一夜
#: −2000"): a draw's value needs no more at the least; the rest grows as a value's honba and
#: sticks do (a whole change list asked for first left *What happened* ~112 px in every row).
CHANGES_REST = ", "

#: The final standings' columns; the game record's shows only when its final score differs.
FINAL_COLUMNS = ("place", "player", "points", "log", "record")
#: The widest a name's column of the final standings grows, in Latin letters (a longer name ends
#: in "…", whole in its row's tooltip).
FINAL_NAME_CHARS = 24
#: The narrowest the final standings are, in Latin letters: room for their sentence.
FINAL_LEAST_CHARS = 60


class FinalStandings(QFrame):
    """How the log's game ended: each player's place, final points and final score, first place
    first; beside them, highlighted, the game record's final score where it is another, and a
    sentence on what the record's score means (a league counts it). Where the record does not
    reach the end of the game, the rules the log is read under, to choose others (as ``replay
    --rules``): a game read under rules it was not played under ends elsewhere. Hidden when the
    log does not say its final score (a log cut short): nothing to show is less noise than
    saying so."""

    rulesChosen = Signal(str)  # the preset's name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log-final")
        self._rows: tuple[LogFinalRow, ...] = ()
        self._state = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.title = title_label(self, "log-final-title", 1.0)
        layout.addWidget(self.title)
        self.table = QTableWidget(0, len(FINAL_COLUMNS), self)
        self.table.setObjectName("log-final-table")
        read_only_table(self.table)  # Tab leaves it; the arrows read it cell by cell
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setHighlightSections(False)
        self.table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.table)
        self.hint = NoBreakLabel(self)  # what the game record's final score means
        self.hint.setObjectName("log-final-hint")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.hint)
        self.rules_row = QWidget(self)  # the rules the log is read under, to choose others
        rules = QHBoxLayout(self.rules_row)
        rules.setContentsMargins(0, 0, 0, 0)
        rules.setSpacing(6)
        self.rules_label = QLabel(self.rules_row)
        self.rules = QComboBox(self.rules_row)
        self.rules.setObjectName("log-rules")
        self.rules_label.setBuddy(self.rules)
        self.rules.activated.connect(lambda i: self.rulesChosen.emit(str(self.rules.itemData(i))))
        rules.addWidget(self.rules_label)
        rules.addWidget(self.rules, 1)
        layout.addWidget(self.rules_row)
        set_shown(self.rules_row, False)
        self._rules: tuple[str, str, tuple[tuple[str, str], ...]] = ("", "", ())  # the shown ones
        self._final_tip = ""  # the "Final score" column's tooltip (LogView.final_tip)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self.retranslate()
        set_shown(self, False)

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("LogWindow", "Final standings"))
        titles = (
            QCoreApplication.translate("LogWindow", "Place"),
            QCoreApplication.translate("LogWindow", "Player"),
            QCoreApplication.translate("LogWindow", "Points"),
            QCoreApplication.translate("LogWindow", "Final score"),
            QCoreApplication.translate("LogWindow", "Game record"),
        )
        tips = (
            "",
            "",
            QCoreApplication.translate("LogWindow", "The points at the end of the game, as the log says"),
            self._final_tip,
            QCoreApplication.translate(
                "LogWindow", "The final score of the game record saved from this log: the one a league counts"
            ),
        )
        for c, (title, tip) in enumerate(zip(titles, tips, strict=True)):
            item = self.table.horizontalHeaderItem(c)
            if item is None:
                item = QTableWidgetItem()
                self.table.setHorizontalHeaderItem(c, item)
            item.setText(title)
            item.setToolTip(tip)
        set_accessible(self.table, QCoreApplication.translate("LogWindow", "Final standings of the log"))
        self.rules_label.setText(QCoreApplication.translate("LogWindow", "Read under the &rules:"))
        set_tip(
            self.rules,
            QCoreApplication.translate(
                "LogWindow",
                "The rules the log's game is scored and recorded under; choose the ones it was played "
                "under (as replay --rules does). The log's own options stay: its red fives, open "
                "tanyao, length, a chip lobby's kiriage mangan, the rules a Tenhou lobby's flags set "
                "(kiriage, head bump, a double wind pair 2 fu, kazoe capped at sanbaiman…) and its "
                "honba, and, read from its game, the start points, agari-yame, tenpai-yame, abortive "
                "draws, nagashi mangan, the West round, the end below zero, where the last sticks went "
                "and the uma and count of its final scores. A rule the lobby plays by setting no flag "
                "(double ron, kazoe yakuman, a double wind pair 4 fu) becomes the chosen preset's",
            ),
        )
        self._rules = ("", "", ())  # the presets' names worded again
        self._fit()

    def show_view(self, view: LogView, palette: QPalette) -> None:
        """Show ``view``'s final standings in the colours of ``palette`` (the window's: on a
        theme switch the window hears of it before this frame does)."""
        self._rows, self._state = view.final, view.final_state
        if view.final_tip != self._final_tip:  # worded by the controller, as the log is
            self._final_tip = view.final_tip
            item = self.table.horizontalHeaderItem(FINAL_COLUMNS.index("log"))
            if item is not None:
                item.setToolTip(self._final_tip)
        set_shown(self, bool(view.final))
        self._fill(palette)
        self.hint.setText(view.final_hint)
        set_shown(self.hint, bool(view.final_hint))
        tone = {"differs": "error", "unended": "nowin"}.get(view.final_state)
        color = tone_color(palette, tone) if tone else muted(palette)
        self.hint.setStyleSheet(f"color: {css(color)};")
        # a screen reader hears the sentence with the table
        set_accessible(self.table, self.table.accessibleName(), view.final_hint)
        self._show_rules(view)
        self._fit()

    def _show_rules(self, view: LogView) -> None:
        """The rules the log is read under, among those it may be read under, where offered."""
        set_shown(self.rules_row, view.rules_offered)
        shown = (view.rules, view.lang, view.rules_choices)
        if not view.rules_offered or shown == self._rules:
            return
        self._rules = shown
        self.rules.blockSignals(True)
        self.rules.clear()
        for name, label in view.rules_choices:
            self.rules.addItem(label, name)
        self.rules.setCurrentIndex(self.rules.findData(view.rules))
        self.rules.blockSignals(False)

    def _fill(self, palette: QPalette) -> None:
        rows, table = self._rows, self.table
        table.setRowCount(len(rows))
        table.setColumnHidden(FINAL_COLUMNS.index("record"), self._state != "differs")
        differs = QColor(tone_color(palette, "error"))
        differs.setAlpha(60)
        bold = QFont(table.font())
        bold.setBold(True)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        centre = Qt.AlignmentFlag.AlignCenter
        for r, row in enumerate(rows):
            tip = plain_tip(row.said)  # the row said whole: a name may be cut short
            cells = (row.place, row.name, row.points, row.log, row.record)
            for c, text in enumerate(cells):
                item = table_cell(table, r, c, text)
                item.setToolTip(tip)
                item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, row.said)
                item.setTextAlignment(centre if c == 0 else left if c == 1 else right)
                marked = FINAL_COLUMNS[c] == "record" and not row.agree
                item.setBackground(QBrush(differs) if marked else QBrush())
                item.setFont(bold if marked or FINAL_COLUMNS[c] == "log" else table.font())

    def _fit(self) -> None:
        """Each column as wide as its title and cells (a long name cut), the table as tall as its
        rows and at least as wide as the sentence under it wants (the room left shared out)."""
        table, header = self.table, self.table.horizontalHeader()
        metrics = table.fontMetrics()
        letter = metrics.horizontalAdvance("n")  # the font's average is a kanji's, twice as wide
        table.verticalHeader().setDefaultSectionSize(metrics.height() + 6)
        shown = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
        widths = {c: column_need(table, c) for c in shown}
        name = FINAL_COLUMNS.index("player")
        widths[name] = min(widths[name], letter * FINAL_NAME_CHARS)
        frame = 2 * table.frameWidth()
        width = max(sum(widths.values()) + frame, letter * FINAL_LEAST_CHARS)
        spare = width - frame - sum(widths.values())  # shared out evenly, the rest to the names
        for c in shown:
            widths[c] += spare // len(shown)
        widths[name] += spare % len(shown)
        for c, section in widths.items():
            if header.sectionSize(c) != section:
                header.resizeSection(c, section)
        rows = table.rowCount() * table.verticalHeader().defaultSectionSize()
        table.setFixedSize(width, header.sizeHint().height() + rows + frame)
        self.setFixedWidth(width)


class RowDelegate(QStyledItemDelegate):
    """The cells of a list chosen a row at a time: the chosen row's current cell is drawn as
    the rest of the row. Fusion fills the current cell's focus frame with a see-through light
    blue over its text, so the hand's cell ("E1-1") read dark text tinted blue on a lighter
    blue, ~3.6:1 in the dark theme against 4.9:1 for the rest of the row; the row itself says
    which is chosen.

    A cell too narrow for its text goes on over as many lines as it needs, broken between
    words (never inside a number: "12 000" is written with a no-break space), and the list
    makes its row as tall as its longest cell (a row of one line its usual height): cut short
    at 1024 px, a value lost its honba and sticks and a differing draw its changes. A word
    wider than its cell, or a line the row has no height for, ends in "…" cut never inside a
    number (:func:`~mjgui.gui.qtnames.elided_whole_numbers`): Qt cut a value's "+ 1000 за
    палочки" as "+ 10…", which reads as another sum."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if option.state & QStyle.StateFlag.State_Selected:
            option.state &= ~QStyle.StateFlag.State_HasFocus

    @staticmethod
    def text_margin(widget: QWidget | None) -> int:
        """The style's text margin on each side of a cell's text."""
        style = widget.style() if widget is not None else QApplication.style()
        return style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1

    @staticmethod
    def text_room(option: QStyleOptionViewItem, widget: QWidget | None) -> int:
        """The width a cell's text is drawn in: its rectangle less the style's text margins."""
        return option.rect.width() - 2 * RowDelegate.text_margin(widget)

    def shown_lines(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> list[str]:
        """The lines of the cell's text as they are drawn in ``option.rect``: the text whole
        (its lines joined by a space), or a line cut short with "…"."""
        cell = QStyleOptionViewItem(option)
        self.initStyleOption(cell, index)
        return self._lines(cell, self._most_lines(cell))

    def _lines(self, cell: QStyleOptionViewItem, most: int) -> list[str]:
        """``cell``'s text broken between words into lines of its width, at most ``most`` of
        them: where a line may end before a value's next sum (" + 300 honba") or after a
        player's change (", ") past half its width, there, else after its last word that fits.
        A line too wide (one word) or the last one, where more of the text is left, is cut
        short with "…"."""
        metrics, room = QFontMetricsF(cell.font), self.text_room(cell, cell.widget)
        text = cell.text
        if metrics.horizontalAdvance(text) <= room or most <= 1:
            return [elided_whole_numbers(metrics, text, room)]
        plus, comma = VALUE_EXTRAS.strip(), CHANGES_REST.strip()
        lines: list[str] = []
        words = text.split(" ")

        def width(n: int) -> float:  # of a line of the next n words
            return metrics.horizontalAdvance(" ".join(words[:n]))

        while words and len(lines) < most - 1:
            take = 1  # a word at least, then as many as fit
            while take < len(words) and width(take + 1) <= room:
                take += 1
            if take < len(words):  # more lines to come: one ends where a sum begins, if it may
                sums = [n for n in range(1, take + 1) if words[n] == plus or words[n - 1].endswith(comma)]
                take = next((n for n in reversed(sums) if width(n) > room / 2), take)
            lines.append(elided_whole_numbers(metrics, " ".join(words[:take]), room))
            words = words[take:]
        if words:
            lines.append(elided_whole_numbers(metrics, " ".join(words), room))
        return lines

    def _one_line(self, cell: QStyleOptionViewItem) -> QSize:
        """The size of ``cell``'s text on one line and the style's margins."""
        line = QStyleOptionViewItem(cell)
        line.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(line, cell.index)

    def _most_lines(self, cell: QStyleOptionViewItem) -> int:
        """How many lines of text ``cell``'s rectangle holds (one at least)."""
        spacing = QFontMetricsF(cell.font).lineSpacing()
        return 1 + max(0, math.floor((cell.rect.height() - self._one_line(cell).height()) / spacing))

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        """As wide as the text on one line; as tall as its lines at the cell's width (the list
        gives it where it breaks lines), at least the list's usual row."""
        cell = QStyleOptionViewItem(option)
        self.initStyleOption(cell, index)
        hint = self._one_line(cell)
        lines = len(self._lines(cell, len(cell.text.split(" ")))) if cell.rect.width() > 0 else 1
        height = hint.height() + math.ceil((lines - 1) * QFontMetricsF(cell.font).lineSpacing())
        if isinstance(cell.widget, QTableWidget):  # the row's grid line is not the cell's
            table = cell.widget
            height = max(height + (1 if table.showGrid() else 0), table.verticalHeader().defaultSectionSize())
        return QSize(hint.width(), height)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        cell = QStyleOptionViewItem(option)
        self.initStyleOption(cell, index)
        cell.text = "\u2028".join(self._lines(cell, self._most_lines(cell)))  # Qt's line separator
        cell.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText  # broken here, not again
        widget = cell.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, cell, painter, widget)


class LogWindow(CompanionWindow):
    """The list of a log's hands; emits the hand model of the chosen win."""

    openOnDesk = Signal(object)  # HandSpec
    quizHand = Signal(object, str, str)  # HandSpec, the log's file name, the hand ("E2-1")

    def __init__(
        self,
        controller: LogViewController | None = None,
        languages: Languages | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("log-window", languages, settings, parent)
        self.controller = controller or LogViewController(self.languages.current)
        self._rows: list[LogRow] = []
        self._build()
        open_fitted(self, "log-window", (1000, 620), self.settings)
        self.controller.set_lang(self.languages.current)
        self.languages.changed.connect(self._language_changed)
        self.retranslate()
        self.redraw()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget(self)
        v = QVBoxLayout(central)
        v.setContentsMargins(12, 10, 12, 12)
        v.setSpacing(8)
        self.title = title_label(central, "log-title", 1.2)
        self.title.setWordWrap(True)
        v.addWidget(self.title)
        self.message = NoBreakLabel(central)
        self.message.setObjectName("log-message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # a log's names are never markup
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        v.addWidget(self.message)
        self.table = QTableWidget(0, 5, central)
        self.table.setObjectName("log-table")
        read_only_table(self.table)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setItemDelegate(RowDelegate(self.table))  # the chosen row's cells alike
        # the columns share the width (:meth:`_fit_columns`): a long cell goes on over more
        # lines (the delegate breaks them), its row as tall as they are
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._fitting = False  # the columns being shared out: the rows fitted once after
        header.sectionResized.connect(self._fit_rows)  # a column dragged wider or narrower too
        header.setStretchLastSection(False)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.open_row(row))
        self.table.installEventFilter(self)  # Enter opens the chosen win, as a double-click does
        self.table.viewport().installEventFilter(self)  # its width shared again when it changes
        v.addWidget(self.table, 1)
        # under the list: the chosen row said whole, and beside it how the game ended
        under = QHBoxLayout()
        under.setSpacing(16)
        self.details = NoBreakLabel(central)  # the chosen row said whole: the yaku, the payments
        self.details.setObjectName("log-details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        under.addWidget(self.details, 1, Qt.AlignmentFlag.AlignTop)
        self.final = FinalStandings(central)
        self.final.rulesChosen.connect(self.read_under)
        under.addWidget(self.final, 0, Qt.AlignmentFlag.AlignTop)
        v.addLayout(under)
        buttons = QHBoxLayout()
        self.open_button = QPushButton(central)
        self.open_button.setObjectName("log-open-desk")
        self.open_button.clicked.connect(lambda: self.open_row(self.table.currentRow()))
        self.quiz_button = QPushButton(central)
        self.quiz_button.setObjectName("log-quiz")
        self.quiz_button.clicked.connect(lambda: self.quiz_row(self.table.currentRow()))
        self.save_button = QPushButton(central)
        self.save_button.setObjectName("log-save-record")
        self.save_button.clicked.connect(self._ask_save)
        self.another_button = QPushButton(central)
        self.another_button.setObjectName("log-open-another")
        # who opens a game record chosen here (the calculator sets it: the game tracker, as its
        # File menu opens one); without it the dialog offers logs only. The button and Ctrl+O
        # pass it on themselves: connected straight, a signal's ``checked`` came as the opener
        self.record_opener: Callable[[str], object] | None = None
        self.another_button.clicked.connect(lambda: self.ask_open(self.record_opener))
        for button in (self.open_button, self.quiz_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.another_button)
        v.addLayout(buttons)
        # Tab in the order of the screen: the list, the final standings under it (and their rules
        # choice), then the buttons. Enter on the list and the buttons' Alt letters reach the
        # chosen row's actions without Tab
        tab_through(
            (
                self.table,
                self.final,
                self.open_button,
                self.quiz_button,
                self.save_button,
                self.another_button,
            )
        )
        self.setCentralWidget(central)
        self.build_view_menu("log-")  # the language, as in every window, and Close
        self.act_open = QAction(self)  # Ctrl+O: another log (or a record), as the File menu opens one
        self.act_open.setObjectName("log-open")
        self.act_open.setShortcut(QKeySequence("Ctrl+O"))
        self.act_open.triggered.connect(lambda: self.ask_open(self.record_opener))
        self.addAction(self.act_open)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        elif watched is self.table and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            if plain and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.open_row(self.table.currentRow())
                return True
        return super().eventFilter(watched, event)

    # -- the log ----------------------------------------------------------------------------
    def load(self, path: str | Path) -> bool:
        """Read and list a log; a file that is not a log leaves the list as it was and says why."""
        try:
            self.controller.open(path)
        except MahjongError:
            self.redraw()  # the controller's note says why
            return False
        self.redraw()
        if self._rows:
            first_win = next((i for i, r in enumerate(self._rows) if r.check is not None), 0)
            self.table.selectRow(first_win)
        return True

    def read_under(self, preset: str) -> bool:
        """Read the open log again under another rules preset, the chosen row kept; a log that
        cannot be read so stays as it was and the line above the list says why."""
        row = self.table.currentRow()
        try:
            self.controller.read_under(preset)
        except MahjongError:
            self.redraw()  # the controller's note says why
            return False
        self.redraw()
        if 0 <= row < len(self._rows):
            self.table.selectRow(row)
        return True

    def ask_open(self, open_record: Callable[[str], object] | None = None) -> Kind | None:
        """Choose a file and open it: a game log here; a game record (a saved ``.mjgame``, told
        as ``mjgui FILE`` tells it: :func:`~mjgui.controller.game.opening.file_kind`) is handed
        to ``open_record`` (the calculator's: the game tracker), where it was refused as no game
        log. What was chosen (None: nothing)."""
        from mjgui.controller.game.opening import RECORD_SUFFIX

        kinds = QCoreApplication.translate("LogWindow", "Game logs")
        everything = QCoreApplication.translate("LogWindow", "All files")
        if open_record is None:  # logs only
            title = QCoreApplication.translate("LogWindow", "Open game log")
            filters = [f"{kinds} ({LOG_FILTER})"]
        else:  # each to its window: logs here, records to the tracker
            title = QCoreApplication.translate("LogWindow", "Open game log or record")
            both = QCoreApplication.translate("LogWindow", "Game logs and records")
            records = QCoreApplication.translate("LogWindow", "Game records")
            record = f"*{RECORD_SUFFIX}"
            filters = [f"{both} ({LOG_FILTER} {record})", f"{kinds} ({LOG_FILTER})", f"{records} ({record})"]
        filters.append(f"{everything} (*)")
        start = start_in(self.settings, "logs")
        path, _ = QFileDialog.getOpenFileName(self, title, start, ";;".join(filters))
        if not path:
            return None
        if open_record is not None and _record_file(path):
            remember_folder(self.settings, "records", path)
            open_record(path)
            return "record"
        remember_folder(self.settings, "logs", path)
        self.load(path)
        return "log"

    def _ask_save(self) -> None:
        from mjgui.gui.saving import ask_save_path

        if self.controller.log is None:
            return
        title = QCoreApplication.translate("LogWindow", "Save as game record")
        kinds = QCoreApplication.translate("LogWindow", "Game records")
        # in the folder of the game records (the last one used), not beside the log
        path = ask_save_path(
            self,
            title,
            f"{kinds} (*.mjgame)",
            self.controller.record_name(),
            settings=self.settings,
            kind="records",
        )
        if path:
            self.save_record(path)
            remember_folder(self.settings, "records", path)  # after the record: never before it

    def save_record(self, path: str | Path) -> bool:
        """Write the log's game as a ``.mjgame`` record (atomically) and say where."""
        try:
            self.controller.save_record(path)
        except MahjongError:
            self.redraw()  # the controller's note says why
            return False
        self.redraw()
        return True

    def open_row(self, row: int) -> None:
        spec = self._spec(row)
        if spec is not None:
            self.openOnDesk.emit(spec)

    def quiz_row(self, row: int) -> None:
        spec = self._spec(row)
        if spec is not None:
            self.quizHand.emit(spec, *self.controller.origin(self._rows[row]))

    def _spec(self, row: int) -> object | None:
        if not 0 <= row < len(self._rows):
            return None
        return self.controller.spec(self._rows[row])

    # -- drawing ----------------------------------------------------------------------------
    def _language_changed(self, lang: str) -> None:
        self.controller.set_lang(lang)
        self.redraw()

    def redraw(self) -> None:
        view = self.controller.view()
        self._rows = list(view.rows)
        self.title.setText(view.summary or QCoreApplication.translate("LogWindow", "No log open"))
        # the controller's note (worded in this language, an error in the error colour whatever
        # the theme) or, before a log is open, what the window is for
        if view.note or self.controller.log is not None:
            self._say(view.note, error=view.note_error)
        else:
            self._say(self._hint(), error=False)
        self.another_button.setText(
            QCoreApplication.translate("LogWindow", "Open &another log…")
            if self.controller.log is not None
            else QCoreApplication.translate("LogWindow", "&Open a log…")
        )
        current = self.table.currentRow()
        self.table.clearSpans()
        self.table.setRowCount(len(self._rows))
        palette = self.palette()
        differs = QColor(tone_color(palette, "error"))
        differs.setAlpha(60)
        bold = QFont(self.table.font())
        bold.setBold(True)
        for r, row in enumerate(self._rows):
            cells = (row.round, row.event, row.log_value, row.ours, row.verdict)
            # the row said whole (a column may cut it short): a win's yaku and what differs
            tip = plain_tip("\n".join(row.details))
            value_differs = bool(set(row.fields) - {"yaku"})  # han, fu, points, who paid
            for c, text in enumerate(cells):
                item = table_cell(self.table, r, c, text)
                item.setToolTip(tip)
                item.setBackground(QBrush(differs) if row.agree is False else QBrush())
                marked = row.agree is False and (c == 4 or (value_differs and c in (2, 3)))
                item.setFont(bold if marked else self.table.font())
                if row.check is None:
                    item.setForeground(QBrush(tone_color(palette, "info")))
                else:
                    item.setData(Qt.ItemDataRole.ForegroundRole, None)
            # a row without values (a draw) says what happened across their empty columns
            empty = next((c for c in range(2, len(cells)) if cells[c]), len(cells)) - 2
            if empty:
                self.table.setSpan(r, 1, 1, 1 + empty)
        if 0 <= current < len(self._rows):
            self.table.selectRow(current)
        self.final.show_view(view, palette)
        self._fit_columns()
        self._selection_changed()

    def _fit_columns(self) -> None:
        """Share the list's width by what each column holds. The hand's column is whole, always.
        First every title, the verdict whole and each value up to its honba and sticks ("2 han
        30 fu: 2000", the numbers; a differing draw's changes up to their first player's); then
        *What happened* of the wins whole, up to half the room (the names of who won and who
        dealt in; a name of 40 letters goes on to a second line); then the values whole ("+ 300
        honba + 1000 sticks", a draw's other players); then *What happened* whole past half the
        room, a draw's too, and our score's reasons (a sentence why our core finds no win); what
        is left goes to *What happened*. A stage that does not fit shares what is left, the
        widest growth cut first. A row without values (a draw its payments agree with) spans
        their columns and is not counted in *What happened*'s. A cell too narrow goes on over
        more lines (:class:`RowDelegate`), its value's numbers on the first. (A draw whose
        payments differ has values: its «Абортивная ничья: девять разных терминалов и
        достоинств (кюсю кюхай)» counted with the wins' took half the list in Russian at 1024
        px, and every value was cut at its honba and sticks.)"""
        table, header = self.table, self.table.horizontalHeader()
        own = [r for r in range(len(self._rows)) if table.columnSpan(r, 1) == 1]
        values = [r for r in own if not self._rows[r].ours_why]  # ours a value, not a reason
        wins = [r for r in own if self._rows[r].check is not None]
        hand = column_need(table, 0)
        # the verdict's cell never spans: an unreadable hand's ("✗ this hand could not be
        # read") counted too, though its *What happened* spans the values
        event, verdict = column_need(table, 1, own), self._whole_need(4, range(len(self._rows)))
        log, ours, reasons = (
            column_need(table, 2, own),
            column_need(table, 3, values),
            column_need(table, 3, own),
        )
        heads = [self._heads_need(2, own), self._heads_need(3, values)]
        room = table.viewport().width() - hand
        first = min(column_need(table, 1, wins), int(room * EVENT_SHARE))
        stages = [
            [header.sectionSizeHint(1), *heads, verdict],
            [first, *heads, verdict],
            [first, log, ours, verdict],
            [event, log, reasons, verdict],
        ]
        widths = staged_widths(stages, room)
        widths[0] += max(0, room - sum(widths))
        self._fitting = True
        for c, width in enumerate([hand, *widths]):
            if header.sectionSize(c) != width:
                header.resizeSection(c, width)
        self._fitting = False
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Each row as tall as its cells' lines at their columns' widths."""
        if not self._fitting:
            self.table.resizeRowsToContents()

    def _heads_need(self, column: int, rows: list[int]) -> int:
        """The width ``column`` (a value's) needs for its title and, in ``rows``, each value up to
        its honba and sticks followed by "…" (the whole value where it has none)."""
        return self._painted_need(column, rows, heads=True)

    def _whole_need(self, column: int, rows: Sequence[int]) -> int:
        """The width ``column`` needs for its title and, in ``rows``, each cell whole."""
        return max(column_need(self.table, column, rows), self._painted_need(column, rows, heads=False))

    def _painted_need(self, column: int, rows: Sequence[int], heads: bool) -> int:
        """The width ``column`` needs for its title and each cell of ``rows`` as the delegate
        paints it (:meth:`RowDelegate.shown_lines`): the text's fractional width in the cell's
        font (a bold row's too) rounded up, the style's margins, and the grid line the cell's
        rectangle leaves out of the section; with ``heads``, a value up to its honba and
        sticks followed by "…". (Measured in whole pixels, a value sized to exactly its need
        was still cut by a fraction of one: «4 хан 30 фу:…» hid the 11 600 that differed.)"""
        table = self.table
        grid = 1 if table.showGrid() else 0
        margins = 2 * RowDelegate.text_margin(table)
        need = table.horizontalHeader().sectionSizeHint(column)
        for r in rows:
            item = table.item(r, column)
            if item is None:
                continue
            text = item.text()
            rest = CHANGES_REST if self._rows[r].check is None else VALUE_EXTRAS  # a draw's changes
            head = text.split(rest, 1)[0] if heads else text
            shown = text if head == text else head.rstrip() + "…"
            width = math.ceil(QFontMetricsF(item.font()).horizontalAdvance(shown))
            need = max(need, width + margins + grid)
        return need

    def _not_sent(self) -> str:
        """Why the chosen row's win goes neither to the calculator nor to the quiz ("" when it
        does, or when no win is chosen)."""
        row = self.table.currentRow()
        return self.controller.not_sent(self._rows[row]) if 0 <= row < len(self._rows) else ""

    def _tip_row_buttons(self) -> None:
        """Open in calculator's and Quiz this hand's tooltips: what they do, or why the chosen
        win is not theirs to open."""
        why = self._not_sent()
        set_tip(self.open_button, why or self._open_tip())
        set_tip(self.quiz_button, why or self._quiz_tip())

    @staticmethod
    def _open_tip() -> str:
        return QCoreApplication.translate(
            "LogWindow", "The chosen win on the calculator, every detail filled in (Enter or a double-click)"
        )

    @staticmethod
    def _quiz_tip() -> str:
        return QCoreApplication.translate("LogWindow", "Ask the quiz about the chosen win")

    @staticmethod
    def _save_tip() -> str:
        return QCoreApplication.translate(
            "LogWindow", "Write the game as a .mjgame record the game tracker opens"
        )

    @staticmethod
    def _hint() -> str:
        return QCoreApplication.translate(
            "LogWindow",
            "Open a real game's log (Tenhou's mjlog XML, tenhou.net/6 JSON as replay viewers and "
            "Mahjong Soul converters write it, or an mjai event log as Mortal, mjai-reviewer and "
            "Akochan write it): each win is scored here beside what the log paid.",
        )

    def _say(self, text: str, *, error: bool) -> None:
        """A line above the list: what went wrong (in the error colour) or where a file went."""
        self.message.setText(text)
        color = tone_color(self.palette(), "error" if error else "info")
        self.message.setStyleSheet(f"color: {color.name()};")
        set_shown(self.message, bool(text))

    def _selection_changed(self) -> None:
        row = self.table.currentRow()
        chosen = self._rows[row] if 0 <= row < len(self._rows) else None
        details = "\n".join(chosen.details) if chosen is not None else ""
        if self.details.text() != details:
            self.details.setText(details)
        set_shown(self.details, bool(details))
        # a win the rules it is read under do not pay (atama hane): no win to score or quiz
        opens = chosen is not None and chosen.check is not None and not self._not_sent()
        set_enabled(self.open_button, opens)
        set_enabled(self.quiz_button, opens)
        self._tip_row_buttons()
        refusal = self.controller.save_refusal()  # unreadable hands: a record would hide them
        set_enabled(self.save_button, self.controller.log is not None and not refusal)
        set_tip(self.save_button, refusal or self._save_tip())

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("LogWindow", "mjgui — game log"))
        self.word_view_menu(
            QCoreApplication.translate("LogWindow", "&View"),
            QCoreApplication.translate("LogWindow", "&Language"),
            QCoreApplication.translate("LogWindow", "&Close"),
        )
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("LogWindow", "Hand"),
                QCoreApplication.translate("LogWindow", "What happened"),
                QCoreApplication.translate("LogWindow", "The log says"),
                QCoreApplication.translate("LogWindow", "Our score"),
                QCoreApplication.translate("LogWindow", "Check"),
            ]
        )
        set_accessible(self.table, QCoreApplication.translate("LogWindow", "Hands and wins of the log"))
        self.final.retranslate()
        self.open_button.setText(QCoreApplication.translate("LogWindow", "Open in &calculator"))
        self.quiz_button.setText(QCoreApplication.translate("LogWindow", "&Quiz this hand"))
        self._tip_row_buttons()
        self.save_button.setText(QCoreApplication.translate("LogWindow", "&Save as game record…"))
        set_tip(self.another_button, QCoreApplication.translate("LogWindow", "Ctrl+O"))
        set_tip(self.save_button, self._save_tip())
        self.redraw()  # the open button's text too: it depends on whether a log is open


def _record_file(path: str) -> bool:
    """Whether ``path`` is a game record to the windows (the tracker reads it); a file that
    cannot be read is not (the log window says why), nor one that is not a regular file: a
    named pipe or a device is never opened here (its read would wait for ever), the log
    window refuses it."""
    from mjgui.controller.game.opening import window_or_refusal

    return window_or_refusal(path)[0] == "record"

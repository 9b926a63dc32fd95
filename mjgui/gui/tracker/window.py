"""The live game tracker window: the table, the action buttons, the history, the final results,
files and autosave, and the large-text full-screen view.

Everything it shows comes from :class:`~mjgui.controller.game.tracker.TrackerController`'s view
model; the widgets only say what the player did.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.bridge import CalcSituation, line_situation, win_line, words_hand
from mjgui.controller.game.tracker import GameLogGiven, NoLogInside, TrackerController, correction_text
from mjgui.controller.game.views import ActionState, TrackerView
from mjgui.core.game.lines import WinValue
from mjgui.core.game.record import (
    AbortAction,
    Action,
    ChomboAction,
    DrawAction,
    HandValue,
    RiichiAction,
    RonAction,
    TsumoAction,
    WaremeAction,
)
from mjgui.core.game.storage import StorageError
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.shown import shown_path
from mjgui.core.text import inner_sentence
from mjgui.gui.charts import LineChart
from mjgui.gui.companion import CompanionWindow
from mjgui.gui.fit import open_fitted
from mjgui.gui.i18n import Languages, language_menu, system_language
from mjgui.gui.qtnames import QWIDGETSIZE_MAX
from mjgui.gui.settings import Settings, tracker_data_dir, user_folder
from mjgui.gui.theme import css, muted, tone_color
from mjgui.gui.tracker.dialogs.action import ACTION_KINDS, ActionDialog, Reading
from mjgui.gui.tracker.dialogs.keep import AsksBeforeDropping, word_buttons
from mjgui.gui.tracker.dialogs.line import LineDialog
from mjgui.gui.tracker.dialogs.new_game import NewGameDialog
from mjgui.gui.tracker.final import FinalResults
from mjgui.gui.tracker.history import HistoryTable
from mjgui.gui.tracker.needs import NeedsPanel
from mjgui.gui.tracker.preview import PreviewPanel
from mjgui.gui.tracker.table import TABLE_LEAST, TableWidget, set_px
from mjgui.gui.util import (
    Deferred,
    NoBreakLabel,
    WindowUndoLineEdit,
    WrapRow,
    describe_error,
    escape_html,
    set_accessible,
    set_enabled,
    set_shown,
    set_tip,
    show_notice,
    tab_through,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from mjgui.gui.club import ClubWindow

DEFAULT_SIZE = (1280, 800)
PAGE_NORMAL, PAGE_BIG = range(2)
#: the history's width beside the table at 1280x800 (its share of the window: 560 of 1260)
HISTORY_WIDTH = 560
#: the least width of the table while a game's final results may still change (another winner
#: on the last discard: "Also ron…" beside their title, the reason in the middle card and beside
#: the title, each taking lines at a narrower width): at 1024x640 the cards need it to stay whole
PROVISIONAL_LEAST = 540


class PaneSplitter(QSplitter):
    """The table beside the history. Until the handle is dragged (or sizes set): the history
    has its share of the width as at 1280x800 (4 parts of 9); while a game is played
    (:attr:`history_first`), in a narrower window :data:`HISTORY_WIDTH` where the table keeps
    its least (:data:`~mjgui.gui.tracker.table.TABLE_LEAST`): at 1024x640 the table gave the
    history 446 px, its names cut («Але…») beside a record line cut short, in Russian
    («Раздача», two rows of its buttons) the more. At a game's end the table's least is
    what the final results under it need whole (:meth:`FinalResults.least_width`: long names
    ask a few letters, cut to the room left), when that is more (:data:`PROVISIONAL_LEAST`
    while they may still change): it was 540 px, which left the history its 446 px again once
    the game ended."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.placed = False  # the player dragged the handle (or sizes were set): kept
        self.history_first = True
        self.final_least = TABLE_LEAST  # at a game's end: what the final results need
        self.splitterMoved.connect(self._dragged)

    def _dragged(self, _pos: int, _index: int) -> None:
        self.placed = True

    def setSizes(self, sizes: Sequence[int]) -> None:
        self.placed = True
        super().setSizes(sizes)

    def set_history_first(self, first: bool, final_least: int = TABLE_LEAST) -> None:
        """While a game is played (``first``) the table gives way to the history down to its
        least; at its end down to ``final_least``, the final results' own (if more)."""
        if (first, final_least) != (self.history_first, self.final_least):
            self.history_first, self.final_least = first, final_least
            self._share()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share()

    def _share(self) -> None:
        if self.placed or self.count() != 2:
            return
        total = sum(super().sizes())
        if total <= 0:
            return
        share = round(total * HISTORY_WIDTH / (HISTORY_WIDTH + 700))
        least = TABLE_LEAST if self.history_first else max(TABLE_LEAST, self.final_least)
        history = max(share, min(HISTORY_WIDTH, total - least))
        super().setSizes([total - history, history])


def bring_to_front(window: QWidget) -> None:
    """Show a window and raise it (platforms without window stacking are left alone)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        window.raise_()
        window.activateWindow()


#: a text the window shows, worded in the current language each time it is called: a notice is
#: kept as such (its message and what it says), never as a finished string, so that a language
#: switch says it again in the new language
Words = Callable[[], str]


class Standing(NamedTuple):
    """A notice shown in the bar, as it was given (:meth:`NoticeBar.standing`)."""

    words: Words
    tone: str
    buttons: tuple[tuple[str, Words, object], ...]
    kind: str


class NoticeBar(QFrame):
    """A message across the top of the window, with optional buttons (resume, errors); said
    again in a new language by :meth:`reword`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracker-notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.setSpacing(8)
        self.text = NoBreakLabel(self)
        self.text.setObjectName("tracker-notice-text")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.text, 1)
        self.buttons: list[QPushButton] = []
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("tracker-notice-close")
        self.close_button.setText("✕")
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button)
        self._layout = layout
        self.kind = ""
        self.plain = ""
        self._words: Words | None = None
        self._tone = "info"
        self._labels: list[Words] = []
        self._given: tuple[tuple[str, Words, object], ...] = ()
        self.hide()

    def show_message(
        self,
        words: Words,
        tone: str = "info",
        buttons: tuple[tuple[str, Words, object], ...] = (),
        kind: str = "",
    ) -> None:
        """Show what ``words`` say (and the buttons: object name, label, slot), in the current
        language and again in each new one (:meth:`reword`)."""
        for button in self.buttons:
            button.hide()  # gone at once: never found, nor seen, beside the new ones
            button.setObjectName("")
            button.deleteLater()
        self.buttons = []
        self._labels = []
        self.kind = kind
        self._words = words
        self._tone = tone
        self._given = buttons
        for name, label, slot in buttons:
            button = QPushButton(self)
            button.setObjectName(name)
            button.clicked.connect(slot)
            self._layout.insertWidget(self._layout.count() - 1, button)
            button.show()  # a bar already shown shows no child added to it by itself
            self.buttons.append(button)
            self._labels.append(label)
        self._say()
        self.show()

    def standing(self) -> Standing | None:
        """The notice shown (its words, tone, buttons and kind, as given to :meth:`show_message`),
        None when the bar is hidden: shown again later as it was."""
        if self.isHidden() or self._words is None:
            return None
        return Standing(self._words, self._tone, self._given, self.kind)

    def reword(self) -> None:
        """The notice shown, said again in the current language (after a switch)."""
        if not self.isHidden():
            self._say()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            # another theme: an error's ⚠ in the new theme's red (its rich text kept the old
            # one's: the light theme's dark red on the dark window)
            self.reword()
        super().changeEvent(event)

    def _say(self) -> None:
        if self._words is None:
            return
        text = self._words()
        self.plain = text
        color = css(tone_color(self.palette(), self._tone))
        mark = "⚠ " if self._tone == "error" else ""
        self.text.setText(f'<span style="color:{color}">{mark}</span>{escape_html(text, quote=False)}')
        set_accessible(self.text, text)
        for button, label in zip(self.buttons, self._labels, strict=True):
            button.setText(label())
        # its face, ✕, is no name: a screen reader said "✕" (and no tooltip said what it does)
        close = QCoreApplication.translate("Tracker", "Close this message")
        set_accessible(self.close_button, close)
        set_tip(self.close_button, close)

    def dismiss(self) -> None:
        self.kind = ""
        self.hide()


class TrackerWindow(CompanionWindow):
    """The game tracker. ``data_dir`` (or ``MJGUI_DATA_DIR``) overrides the autosave folder."""

    calculatorRequested = Signal(object, int, int)  # CalcSituation, winner seat, discarder seat (-1)
    gameChanged = Signal()
    #: the window was shown (True) or closed (False): the game is open at the table, or not
    openChanged = Signal(bool)

    def __init__(
        self,
        controller: TrackerController | None = None,
        *,
        data_dir: str | os.PathLike[str] | None = None,
        settings: Settings | None = None,
        languages: Languages | None = None,
        lang: str | None = None,
    ) -> None:
        super().__init__("tracker-window", languages, settings or Settings(None))
        self.settings: Settings  # never None here: a tracker always has its settings
        # the language of the windows it shares (the desk's: --lang's), which the controller then
        # follows, else its own start's: the autosave's notices are worded in it from the first
        if languages is not None:
            start = languages.current
        else:
            start = lang or self.settings.language or system_language()
        if controller is None:
            directory = Path(data_dir) if data_dir is not None else tracker_data_dir()
            controller = TrackerController(lang=start, autosave=Autosave(directory))
        self.controller = controller
        self.dialog: QDialog | None = None
        #: the game the open dialog was opened on, the controller's replay as it was then (only
        #: compared for identity: see :meth:`_close_stale_dialog`)
        self._dialog_game: object = None
        self._choosing: QDialog | None = None  # the dialog whose own line is being recorded
        self._dialog_notice = ""  # said when a dialog was closed because the game changed
        #: reads a game log chosen in Open (the calculator's: its game-log window, as ``mjgui
        #: FILE`` opens a log); None: the notice says where a log opens
        self.log_opener: Callable[[str], object] | None = None
        self._extra_round_said = False  # the notice of the extra round shown since the game entered it
        self._before_no_game: Standing | None = None  # the notice the no-game words were put before
        self._open = False  # shown and not closed since
        self._view: TrackerView | None = None
        self._club: ClubWindow | None = None
        self._changed_box: QMessageBox | None = None
        self._changed_name = ""  # the file the question of a file changed elsewhere names
        self._close_box: QMessageBox | None = None
        self._close_unkept = False  # the player chose to close without saving what no file holds
        # a record of the club's folder was saved since the club window read it
        self._club_stale = False
        self._club_reread = Deferred(self, self._refresh_club, after_paint=True)  # after a save's paint
        self._big = False
        self._build()
        self._build_actions()
        open_fitted(self, "tracker-window", DEFAULT_SIZE, self.settings)  # within the screen
        own_languages = languages is None
        self.languages.changed.connect(self._language_changed)
        if own_languages:
            self.languages.set_language(start)
        self.controller.set_lang(start)
        self.controller.subscribe(self.show_view)
        self.retranslate()
        self.show_view(self.controller.view())
        self._startup_notice()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.pages = QStackedWidget(self)
        self.pages.setObjectName("tracker-pages")
        normal = QWidget(self.pages)
        outer = QVBoxLayout(normal)
        outer.setContentsMargins(10, 8, 10, 10)
        outer.setSpacing(8)
        self.notice = NoticeBar(normal)
        outer.addWidget(self.notice)
        self.splitter = PaneSplitter(normal)
        self.splitter.setObjectName("tracker-splitter")
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.splitter, 1)

        # left: table, actions, typed line, final results
        left = QWidget(self.splitter)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(8)
        self.table_stack = QStackedWidget(left)
        self.table = TableWidget(self.table_stack)
        self.empty = QWidget(self.table_stack)
        self.empty.setObjectName("tracker-empty")
        ev = QVBoxLayout(self.empty)
        ev.addStretch(1)
        self.empty_title = NoBreakLabel(self.empty)
        self.empty_title.setObjectName("tracker-empty-title")
        self.empty_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_title.setWordWrap(True)  # a hidden page's width counts too: not wider than 1024 px
        set_px(self.empty_title, 26, True)
        self.empty_hint = NoBreakLabel(self.empty)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        ev.addWidget(self.empty_title)
        ev.addWidget(self.empty_hint)
        row = QHBoxLayout()
        row.addStretch(1)
        self.empty_new = QPushButton(self.empty)
        self.empty_new.setObjectName("empty-new-game")
        self.empty_new.clicked.connect(self.new_game_dialog)
        self.empty_open = QPushButton(self.empty)
        self.empty_open.setObjectName("empty-open")
        self.empty_open.clicked.connect(self._open_dialog)
        for empty_button in (self.empty_new, self.empty_open):
            empty_button.setMinimumHeight(40)
            empty_button.setMinimumWidth(160)
            row.addWidget(empty_button)
        row.addStretch(1)
        ev.addLayout(row)
        ev.addStretch(2)
        self.table_stack.addWidget(self.table)
        self.table_stack.addWidget(self.empty)
        lv.addWidget(self.table_stack, 1)

        # one row, or two in a narrow window (Russian at 1024 pixels)
        self.actions_box = WrapRow(left)
        self.action_buttons: dict[str, QPushButton] = {}
        for kind in ACTION_KINDS:
            button = QPushButton(self.actions_box)
            button.setObjectName(f"action-{kind}")
            button.setMinimumHeight(44)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, k=kind: self.open_action(k))
            font = button.font()
            font.setBold(kind in ("ron", "tsumo"))
            font.setPixelSize(16)
            button.setFont(font)
            self.actions_box.add(button)
            self.action_buttons[kind] = button
            if kind == "ron":  # another winner on the last ron's discard, beside it
                self.also_button = QPushButton(self.actions_box)
                self.also_button.setObjectName("action-also-ron")
                self.also_button.setMinimumHeight(44)
                self.also_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                self.also_button.setFont(font)
                self.also_button.clicked.connect(lambda _=False: self.open_also_ron())
                self.also_button.hide()
                self.actions_box.add(self.also_button)
                self._also_font = font
                self._also_index = 0
        lv.addWidget(self.actions_box)

        self.raw_box = QWidget(left)
        rv = QVBoxLayout(self.raw_box)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.setSpacing(4)
        raw_row = QHBoxLayout()
        self.raw_label = QLabel(self.raw_box)
        # Ctrl+Z here undoes the last record line, as everywhere in the window
        self.raw_line = WindowUndoLineEdit(self.raw_box)
        self.raw_line.setObjectName("raw-line")
        self.raw_line.setClearButtonEnabled(True)
        self.raw_label.setBuddy(self.raw_line)
        self.raw_line.textChanged.connect(self._raw_changed)
        self.raw_line.returnPressed.connect(self._raw_commit)
        self.raw_add = QPushButton(self.raw_box)
        self.raw_add.setObjectName("raw-add")
        self.raw_add.clicked.connect(self._raw_commit)
        raw_row.addWidget(self.raw_label)
        raw_row.addWidget(self.raw_line, 1)
        raw_row.addWidget(self.raw_add)
        rv.addLayout(raw_row)
        self.raw_preview = PreviewPanel(self.raw_box, name="raw-preview")
        rv.addWidget(self.raw_preview)
        set_shown(self.raw_preview, False)

        self.final = FinalResults(left)
        lv.addWidget(self.final)
        set_shown(self.final, False)

        # right: history
        right = QWidget(self.splitter)
        hv = QVBoxLayout(right)
        hv.setContentsMargins(0, 0, 0, 0)
        hv.setSpacing(6)
        head = QHBoxLayout()
        self.history_title = QLabel(right)
        font = self.history_title.font()
        font.setBold(True)
        self.history_title.setFont(font)
        head.addWidget(self.history_title, 0, Qt.AlignmentFlag.AlignTop)
        self.edit_button = QToolButton(right)
        self.edit_button.setObjectName("history-edit")
        self.edit_button.clicked.connect(lambda: self._with_line(self.edit_line))
        self.insert_button = QToolButton(right)
        self.insert_button.setObjectName("history-insert")
        self.insert_button.clicked.connect(lambda: self._with_line(self.insert_line))
        self.delete_button = QToolButton(right)
        self.delete_button.setObjectName("history-delete")
        self.delete_button.clicked.connect(lambda: self._with_line(self.delete_line))
        self.undo_button = QToolButton(right)
        self.undo_button.setObjectName("history-undo")
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QToolButton(right)
        self.redo_button.setObjectName("history-redo")
        self.redo_button.clicked.connect(self.redo)
        # beside the title, or on two rows under it in a narrow window
        self.history_tools = WrapRow(right, spacing=4)
        for tool in (
            self.edit_button,
            self.insert_button,
            self.delete_button,
            self.undo_button,
            self.redo_button,
        ):
            self.history_tools.add(tool)
        head.addWidget(self.history_tools, 1)
        hv.addLayout(head)
        self.history = HistoryTable(right)
        self.history.editRequested.connect(self.edit_line)
        self.history.insertRequested.connect(self.insert_line)
        self.history.deleteRequested.connect(self.delete_line)
        self.history.itemSelectionChanged.connect(self._selection_changed)
        self._history_at_end = False
        bar = self.history.verticalScrollBar()
        bar.valueChanged.connect(lambda value: setattr(self, "_history_at_end", value >= bar.maximum()))
        bar.rangeChanged.connect(self._history_range_changed)
        # the history over each player's points hand by hand (the chart is built on first use)
        self.right_split = QSplitter(Qt.Orientation.Vertical, right)
        self.right_split.setObjectName("tracker-right-splitter")
        self.right_split.setChildrenCollapsible(True)
        self.right_split.addWidget(self.history.with_detail())  # the table, the selected line under it
        self.points_box = QWidget(self.right_split)
        self.points_box.setObjectName("points-box")
        QVBoxLayout(self.points_box).setContentsMargins(0, 0, 0, 0)
        self.points_chart: LineChart | None = None
        self.right_split.addWidget(self.points_box)
        self.right_split.setStretchFactor(0, 3)
        self.right_split.setStretchFactor(1, 2)
        self.needs = NeedsPanel(self.right_split)  # what each player needs to pass those above
        self.right_split.insertWidget(0, self.needs)
        self.right_split.setStretchFactor(0, 2)
        set_shown(self.points_box, False)
        hv.addWidget(self.right_split, 1)
        self.errors = NoBreakLabel(right)
        self.errors.setObjectName("history-errors")
        self.errors.setWordWrap(True)
        self.errors.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        hv.addWidget(self.errors)
        set_shown(self.errors, False)
        # the next line of the record can also be typed, under the lines so far
        self.raw_box.setParent(right)
        hv.addWidget(self.raw_box)

        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 11)
        self.splitter.setStretchFactor(1, 9)
        self.pages.addWidget(normal)

        # the large-text view
        big = QWidget(self.pages)
        big.setObjectName("big-page")
        # it holds the focus while shown (nothing on it takes any): named, so a screen reader
        # says where the focus is, and its one Tab stop
        big.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.big_page = big
        bv = QVBoxLayout(big)
        bv.setContentsMargins(16, 12, 16, 8)
        bv.setSpacing(8)
        self.big_table = TableWidget(big, big=True, name="big")
        self.big_final = FinalResults(big, big=True, name="big-final")
        bv.addWidget(self.big_table, 1)
        bv.addWidget(self.big_final, 1)
        set_shown(self.big_final, False)
        self.big_hint = QLabel(big)
        self.big_hint.setObjectName("big-hint")
        set_px(self.big_hint, 14)
        self.big_hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        bv.addWidget(self.big_hint)
        self.pages.addWidget(big)
        self.setCentralWidget(self.pages)

    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_edit = bar.addMenu("")
        self.menu_view = bar.addMenu("")

        def action(name: str, slot: object, *keys: QKeySequence | QKeySequence.StandardKey | str) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            if keys:
                act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.act_new = action("tracker-new", self.new_game_dialog, "Ctrl+N")
        self.act_open = action("tracker-open", self._open_dialog, "Ctrl+O")
        self.act_save = action("tracker-save", self._save, "Ctrl+S")
        self.act_save_as = action("tracker-save-as", self._save_as, "Ctrl+Shift+S")
        self.act_calculator = action(
            "tracker-calculator", lambda: self.request_calculator(None, None, None), "Ctrl+K"
        )
        self.act_close = action("tracker-close", self.close, "Ctrl+W")
        self.act_club = action("tracker-club", self.show_club)
        for act in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.menu_game.addAction(act)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_calculator)
        self.menu_game.addAction(self.act_club)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_close)

        self.act_undo = action("tracker-undo", self.undo, "Ctrl+Z")
        self.act_redo = action("tracker-redo", self.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.act_edit_line = action("tracker-edit-line", lambda: self._with_line(self.edit_line))
        self.act_insert_line = action("tracker-insert-line", lambda: self._with_line(self.insert_line))
        self.act_delete_line = action("tracker-delete-line", lambda: self._with_line(self.delete_line))
        self.act_type_line = action("tracker-type-line", self._focus_raw, "Ctrl+L")
        for act in (self.act_undo, self.act_redo):
            self.menu_edit.addAction(act)
        self.menu_edit.addSeparator()
        for act in (self.act_edit_line, self.act_insert_line, self.act_delete_line, self.act_type_line):
            self.menu_edit.addAction(act)

        self.act_big = action("tracker-big", self.toggle_big, "F11")
        self.act_big.setCheckable(True)
        self.menu_view.addAction(self.act_big)
        self.menu_language, self.language_group, self.language_actions = language_menu(
            self, self.menu_view, "tracker-", self.set_language
        )

        self.big_button = QToolButton(self)
        self.big_button.setObjectName("big-view")
        self.big_button.setDefaultAction(self.act_big)
        self.big_button.setMinimumHeight(44)
        self.big_button.setFont(self.action_buttons["draw"].font())
        self.actions_box.add(self.big_button)
        # Tab goes down the left column, then down the right one, as they read (it followed the
        # order the widgets were made in: the record line and the history before the actions)
        left = (self.notice, self.table_stack, self.actions_box, self.final)
        tab_through((*left, self.history_tools, self.needs, self.history, self.points_box, self.raw_box))

    # -- language ---------------------------------------------------------------------------
    def _language_changed(self, lang: str) -> None:
        self.controller.set_lang(lang)
        self.notice.reword()  # still shown: worded again in the new language

    def redraw(self) -> None:
        if self._view is not None:
            self.show_view(self._view)

    def retranslate(self) -> None:
        self.menu_game.setTitle(QCoreApplication.translate("Tracker", "&Game"))
        self.menu_edit.setTitle(QCoreApplication.translate("Tracker", "&Edit"))
        self.menu_view.setTitle(QCoreApplication.translate("Tracker", "&View"))
        self.menu_language.setTitle(QCoreApplication.translate("Tracker", "&Language"))
        self.act_new.setText(QCoreApplication.translate("Tracker", "&New game…"))
        self.act_open.setText(QCoreApplication.translate("Tracker", "&Open…"))
        self.act_save.setText(QCoreApplication.translate("Tracker", "&Save"))
        self.act_save_as.setText(QCoreApplication.translate("Tracker", "Save &as…"))
        self.act_calculator.setText(QCoreApplication.translate("Tracker", "Scoring ca&lculator"))
        self.act_close.setText(QCoreApplication.translate("Tracker", "&Close window"))
        self.act_club.setText(QCoreApplication.translate("Tracker", "Club &results…"))
        self.act_undo.setText(QCoreApplication.translate("Tracker", "&Undo"))
        self.act_redo.setText(QCoreApplication.translate("Tracker", "&Redo"))
        self.act_edit_line.setText(QCoreApplication.translate("Tracker", "&Edit the selected line…"))
        self.act_insert_line.setText(
            QCoreApplication.translate("Tracker", "&Insert a line before the selected one…")
        )
        self.act_delete_line.setText(QCoreApplication.translate("Tracker", "&Delete the selected line"))
        self.act_type_line.setText(QCoreApplication.translate("Tracker", "&Type a record line"))
        self.act_big.setText(QCoreApplication.translate("Tracker", "&Full-screen table"))
        self.act_big.setToolTip(
            QCoreApplication.translate("Tracker", "F11: large text for the whole table; Esc to come back")
        )
        labels = {
            "ron": QCoreApplication.translate("Tracker", "&Ron…"),
            "tsumo": QCoreApplication.translate("Tracker", "&Tsumo…"),
            "riichi": QCoreApplication.translate("Tracker", "R&iichi…"),
            "draw": QCoreApplication.translate("Tracker", "&Draw…"),
            "abort": QCoreApplication.translate("Tracker", "A&bort…"),
            "chombo": QCoreApplication.translate("Tracker", "&Chombo…"),
            "wareme": QCoreApplication.translate("Tracker", "&Wareme…"),
        }
        for kind, action_button in self.action_buttons.items():
            action_button.setText(labels[kind])
        self.also_button.setText(QCoreApplication.translate("Tracker", "&Also ron…"))
        self.raw_label.setText(QCoreApplication.translate("Tracker", "Record &line"))
        # the example whole, in fewer words where the field is narrow (Russian at 1024 px)
        self.raw_line.set_examples(
            QCoreApplication.translate("Tracker", "or type a line, e.g. ron Chen from Aiko 3 40"),
            QCoreApplication.translate("Tracker", "e.g. ron Chen from Aiko 3 40"),
        )
        self.raw_add.setText(QCoreApplication.translate("Tracker", "Add"))
        self.history_title.setText(QCoreApplication.translate("Tracker", "History"))
        self.edit_button.setText(QCoreApplication.translate("Tracker", "Edit…"))
        self.edit_button.setToolTip(
            QCoreApplication.translate(
                "Tracker", "Change the selected line (double-click, Enter); later lines are recomputed"
            )
        )
        self.insert_button.setText(QCoreApplication.translate("Tracker", "Insert…"))
        self.insert_button.setToolTip(
            QCoreApplication.translate("Tracker", "Insert a line before the selected one (Insert)")
        )
        self.delete_button.setText(QCoreApplication.translate("Tracker", "Delete"))
        self.delete_button.setToolTip(
            QCoreApplication.translate("Tracker", "Delete the selected line (Delete); Ctrl+Z brings it back")
        )
        self.undo_button.setText(QCoreApplication.translate("Tracker", "Undo"))
        self.undo_button.setToolTip(QCoreApplication.translate("Tracker", "Ctrl+Z"))
        self.redo_button.setText(QCoreApplication.translate("Tracker", "Redo"))
        self.redo_button.setToolTip(QCoreApplication.translate("Tracker", "Ctrl+Shift+Z"))
        self.empty_new.setText(QCoreApplication.translate("Tracker", "New game…"))
        self.empty_open.setText(QCoreApplication.translate("Tracker", "Open a record…"))
        self.big_hint.setText(QCoreApplication.translate("Tracker", "Esc or F11: back to the tracker"))
        set_accessible(
            self.big_page, QCoreApplication.translate("Tracker", "Full-screen table"), self.big_hint.text()
        )
        for code, act in self.language_actions.items():
            act.setChecked(code == self.languages.current)
        # a question left open is asked in the new language
        if self._changed_box is not None:
            self._word_changed_question(self._changed_box)
        if self._close_box is not None:
            self._word_close_question(self._close_box)
        if self._view is not None:
            self.show_view(self._view)

    # -- rendering --------------------------------------------------------------------------
    def show_view(self, view: TrackerView) -> None:
        was_ended = self._view is not None and self._view.ended
        focus = self.focusWidget()
        final_had_focus = focus is not None and self.final.isAncestorOf(focus)
        self._view = view
        title = QCoreApplication.translate("Tracker", "mjgui — game tracker")
        self.setWindowTitle(f"{title} — {view.title}{'*' if view.dirty else ''}")
        self.table_stack.setCurrentWidget(self.table if view.started else self.empty)
        self.table.set_view(view)
        self.big_table.set_view(view)
        self.empty_title.setText(view.center.status)
        self.empty_hint.setText(
            QCoreApplication.translate("Tracker", "Start a new game or open a .mjgame record.")
        )
        self.empty_hint.setStyleSheet(f"color: {css(muted(self.palette()))}")
        live = view.started and not view.ended
        for kind, action_button in self.action_buttons.items():
            set_enabled(action_button, view.actions[kind].enabled)
            # off for a reason (a line of the record that cannot be read): said on hover, and to
            # a screen reader with the button
            set_tip(action_button, view.actions[kind].reason)
            set_accessible(action_button, action_button.accessibleName(), view.actions[kind].reason)
        # shown while allowed: off, with its reason, while the game takes no new line
        set_shown(self.action_buttons["abort"], _offered(view.actions["abort"]))
        set_shown(self.action_buttons["wareme"], view.started and _offered(view.actions["wareme"]))
        # a ron can have another winner: after the last hand's ron too (the game's end waits)
        also_state = view.actions["also_ron"]
        also = view.started and _offered(also_state)
        set_enabled(self.also_button, also_state.enabled)
        set_tip(
            self.also_button,
            also_state.reason
            or QCoreApplication.translate("Tracker", "Another winner on the same discard (also ron)"),
        )
        set_accessible(self.also_button, self.also_button.accessibleName(), also_state.reason)
        self._place_also(view.ended)
        set_shown(self.also_button, also)
        set_shown(self.actions_box, live)
        set_shown(self.raw_box, not view.ended or view.actions["also_ron"].enabled)
        self.final.set_rows(view.final, view.final_note, view.final_provisional)
        set_shown(self.final, view.ended)
        # the final results' room at the end: what they need whole, more while they may change
        # (measured only then: while the game is played the splitter does not read it)
        least = TABLE_LEAST
        if view.ended:
            least = self.final.least_width()
            if view.final_provisional:
                least = max(least, PROVISIONAL_LEAST)
        self.splitter.set_history_first(not view.ended, least)
        self.big_final.set_rows(view.final, view.final_note, view.final_provisional)
        set_shown(self.big_final, view.ended)
        set_shown(self.big_table, not view.ended)
        self.history.set_rows(view.history, view.names)
        self.needs.set_view(view.needs, view.names)
        self._show_points(view)
        self._selection_changed()
        set_enabled(self.undo_button, view.can_undo)
        set_enabled(self.redo_button, view.can_redo)
        self.act_undo.setEnabled(view.can_undo)
        self.act_redo.setEnabled(view.can_redo)
        self.act_save.setEnabled(bool(view.history))
        self.act_save_as.setEnabled(bool(view.history))
        self._say_errors()
        self._raw_changed(self.raw_line.text())
        if not live and self._big and not view.ended and not view.started:
            self.set_big(False)
        self._keep_focus_named()
        if view.ended and not was_ended:
            self._focus_final()
        elif was_ended and not view.ended and final_had_focus and self.raw_line.isVisibleTo(self):
            # the last hand undone from the final results: back to where the next hand is typed
            self.raw_line.setFocus(Qt.FocusReason.OtherFocusReason)
        self._close_stale_dialog()
        self._say_extra_round()
        self.gameChanged.emit()

    def _place_also(self, ended: bool) -> None:
        """During play Also ron stands beside Ron in the action row. Once the game has ended
        the row goes (the full-screen table stays on F11 and in the View menu) and Also ron
        stands at the right of the final results' title, on its row: a finished game whose last
        ron can have another winner fits a 1024x640 window, as the others do."""
        button = self.also_button
        if ended != self.actions_box.holds(button):
            return
        if ended:
            self._also_index = self.actions_box.take(button)
            self.final.put_beside_title(button)
            button.setFont(self.font())
            button.setMinimumHeight(0)
            # no taller than the title: the row keeps its height
            button.setMaximumHeight(self.final.title.sizeHint().height())
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        else:
            self.actions_box.add(button, self._also_index)
            button.setFont(self._also_font)
            button.setMaximumHeight(QWIDGETSIZE_MAX)
            button.setMinimumHeight(44)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def _show_points(self, view: TrackerView) -> None:
        """The points chart, once a game has started (built on first use)."""
        shown = view.started and not view.points.empty
        if shown and self.points_chart is None:
            self.points_chart = LineChart(self.points_box, name="points-chart")
            self.points_box.layout().addWidget(self.points_chart)  # type: ignore[union-attr]
            # its plot a Tab stop where it stands: after the history, before the record line
            self.points_chart.plot.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            # (after the Tab stop before the line: Qt ignores an order set after a label)
            before = self.raw_line.previousInFocusChain()
            while before is not None and not before.focusPolicy().value & Qt.FocusPolicy.TabFocus.value:
                before = before.previousInFocusChain()
            if before is not None:
                QWidget.setTabOrder(before, self.points_chart.plot)
        if self.points_chart is not None and shown:
            start = view.points.series[0].values[0]
            points = QCoreApplication.translate("Tracker", "Points")
            self.points_chart.set_data(view.points, points, start, self.controller.lang)
            # a Tab stop a screen reader reads: the lines in the controller's words
            chart_name = QCoreApplication.translate("Tracker", "Points chart")
            self.points_chart.describe(chart_name, view.points_said)
        set_shown(self.points_box, shown)

    def _history_range_changed(self, _low: int, high: int) -> None:
        """The history grew or shrank: shown at its end, it stays at its end."""
        if self._history_at_end:
            self.history.verticalScrollBar().setValue(high)

    def _say_errors(self) -> None:
        """The lines the game cannot read or refused, under the history and the chart. The one
        line that cannot be read, selected in the history, is named by the note and its reason
        is in the selected line's detail: not listed again (at 1024 x 640 the same reason said
        twice left the history one row, the one it tells the player to double-click)."""
        view = self._view
        if view is None:
            return
        unread = view.unread_errors
        if (
            view.unread_note
            and len(unread) == 1
            and self.controller.unread_lines[:1] == (self.history.current_line(),)
        ):
            unread = ()
        if view.errors or view.unread_note or unread:
            color = css(tone_color(self.palette(), "error"))
            parts = [f"<b>{escape_html(view.unread_note)}</b>"] if view.unread_note else []
            if unread:  # a line that cannot be read: said first, plainly, apart
                head = QCoreApplication.translate(
                    "Tracker", "Lines that cannot be read (nothing after the first counts):"
                )
                parts.append(_listed(head, unread))
            if view.errors:  # lines the game refused, before any line that cannot be read
                head = QCoreApplication.translate(
                    "Tracker", "Rejected lines (they change nothing until corrected):"
                )
                parts.append(_listed(head, view.errors))
            said = "<br>".join(parts)
            self.errors.setText(f'<span style="color:{color}">{said}</span>')
        set_shown(self.errors, bool(view.errors or view.unread_note or unread))

    def _selection_changed(self) -> None:
        self._say_errors()
        selected = self.history.current_line() is not None
        for button in (self.edit_button, self.insert_button, self.delete_button):
            set_enabled(button, selected)
        for act in (self.act_edit_line, self.act_insert_line, self.act_delete_line):
            act.setEnabled(selected)

    # -- notices ----------------------------------------------------------------------------
    def _startup_notice(self) -> None:
        """A damaged autosave set aside, and the game offered: one beside the other (another
        slot's game offered with a damaged one said first), never the offer hidden by it."""
        c = self.controller
        elsewhere = c.elsewhere
        if elsewhere is not None and c.resume_offer is None:
            go_on = (
                "go-on-here",
                lambda: QCoreApplication.translate("Tracker", "Go on here"),
                self.go_on_here,
            )
            self.notice.show_message(self._worded(elsewhere), "error", (go_on,), kind="elsewhere")
        elif c.autosave_error and c.resume_offer is None:
            self.notice.show_message(self._worded(c.autosave_words()), "error", kind="autosave-damaged")
        elif c.resume_offer is not None:
            offer, tone, buttons = self._resume_offer()
            self.notice.show_message(offer, tone, buttons, kind="resume")

    def _resume_offer(self) -> tuple[Words, str, tuple[tuple[str, Words, object], ...]]:
        """The notice offering the autosave's game (:attr:`TrackerController.resume_offer`, not
        None): its words (a damaged autosave said first), its tone and its buttons."""
        c = self.controller
        assert c.resume_offer is not None
        kind = c.resume_offer.kind
        damaged = c.autosave_words() if c.autosave_error else None

        def offer() -> str:  # the controller words its offer anew in each language
            said = c.resume_offer.message if c.resume_offer is not None else ""
            return f"{damaged(c.lang)} {said}" if damaged is not None else said

        def label() -> str:
            if kind == "ended":
                return QCoreApplication.translate("Tracker", "Open the game")
            if kind == "held":
                return QCoreApplication.translate("Tracker", "Take the game over")
            return QCoreApplication.translate("Tracker", "Resume the game")

        buttons: tuple[tuple[str, Words, object], ...] = (
            ("resume", label, self.resume),
            ("decline-resume", lambda: QCoreApplication.translate("Tracker", "Not now"), self.decline_resume),
        )
        return offer, "error" if damaged is not None else "info", buttons

    def go_on_here(self) -> None:
        """“Go on here”: the game shown here is recorded in this window although another tracker
        took its autosave (:meth:`TrackerController.go_on_here`)."""
        self.notice.dismiss()
        self.controller.go_on_here()

    def _older_than_elsewhere(self, *, say: bool = True) -> bool:
        """Whether the game on this table may be an older copy: another tracker took this
        window's autosave and has it open, or wrote it and closed, its game offered here
        (:meth:`TrackerController.look_taken`), or another offer stands. A win from the
        calculator is then recorded nowhere: the notice bar says why (``say``), with the offer
        when there is one."""
        c = self.controller
        if c.resume_offer is None and not c.look_taken():
            return False
        if say:
            self._startup_notice()
        return True

    def say_no_game(self, words: Words) -> None:
        """Something for the game came from the calculator (a win, Take round…) with no game on:
        the tracker comes forward saying so (``words``) in its notice bar, New game… beside it;
        an offer of the autosave's game standing there stays, said after it with its buttons, and
        so does any other notice standing there (a damaged autosave set aside and where it went,
        a broken lock): said after the no-game words, and shown again as it was once a game is
        started or opened (:meth:`_drop_no_game`)."""
        self.show_and_raise()  # first: a tracker shown again may offer a game another one left
        new_game = (
            "no-game-new",
            lambda: QCoreApplication.translate("Tracker", "New game…"),
            self.new_game_dialog,
        )
        standing = self.notice.standing()
        if standing is not None and standing.kind == "no-game":
            standing = self._before_no_game  # said again: after what stood before the first one
        if standing is not None and standing.kind == "resume" and self.controller.resume_offer is not None:
            offer, _tone, buttons = self._resume_offer()
            self.notice.show_message(
                lambda: f"{words()} {offer()}", "error", (*buttons, new_game), kind="resume"
            )
            return
        self._before_no_game = standing if standing is not None and standing.kind != "resume" else None
        if self._before_no_game is None:
            self.notice.show_message(words, "error", (new_game,), kind="no-game")
            return
        before = self._before_no_game.words
        self.notice.show_message(
            lambda: f"{words()} {before()}",
            "error",
            (*self._before_no_game.buttons, new_game),
            kind="no-game",
        )

    def _drop_no_game(self, *kinds: str) -> None:
        """A game started or opened: a no-game notice (or one of ``kinds``) has said its piece;
        what stood before the no-game words (a damaged autosave set aside...) stands again."""
        kind = self.notice.kind
        before, self._before_no_game = self._before_no_game, None
        if kind == "no-game" and before is not None:
            self.notice.show_message(before.words, before.tone, before.buttons, kind=before.kind)
        elif kind in ("no-game", *kinds):
            self.notice.dismiss()

    def _say_extra_round(self) -> None:
        """The game has gone on into its extra round (nobody had the target after the last hand):
        the notice bar says why, and how a table that ended the game there writes its rules line
        (a record written before a preset gained the extra round reads on into it), once while the
        game plays that round, where no other notice stands; gone when the game leaves it."""
        words = self.controller.extra_round_words()
        if words is None:
            self._extra_round_said = False
            if self.notice.kind == "extra-round":
                self.notice.dismiss()
        elif not self._extra_round_said and self.notice.isHidden():
            self._extra_round_said = True
            self.notice.show_message(self._worded(words), kind="extra-round")

    def _worded(self, words: Callable[[str], str]) -> Words:
        """``words`` (a message in a language) said in the table's language of the moment."""
        return lambda: words(self.controller.lang)

    def resume(self) -> None:
        self.notice.dismiss()
        resumed = self.controller.resume()
        if resumed:
            self.statusBar().showMessage(QCoreApplication.translate("Tracker", "The game was resumed"), 4000)
        elif self.controller.autosave_error:
            self.show_error(self._worded(self.controller.autosave_words()), "resume-failed")
            return
        self._after_change()
        unread = self.controller.unread_lines
        if resumed and unread:  # as File > Open: selected, for Edit (or a double-click) to correct
            self.history.select_line(unread[0], at_top=True)

    def decline_resume(self) -> None:
        self.notice.dismiss()
        self.controller.decline_resume()

    def show_error(self, words: Words, kind: str = "error") -> None:
        """Say an error in the notice bar (``words``: in the current language, and again after
        a switch)."""
        self.notice.show_message(words, "error", kind=kind)

    def _after_change(self) -> None:
        """After any change of the game (a line, undo, redo, resume, a new game): say that the
        autosave failed, or that the earlier game was kept aside; both, when a game was kept
        aside just before the write that failed (where it went is never left unsaid)."""
        failed = self.controller.autosave_failed
        damaged = self.controller.kept_damaged  # a file that did not read, set aside: an error
        kept = self.controller.take_kept_notice()
        if self.controller.take_refused():  # the slot taken: nothing recorded, and why said
            self._startup_notice()
        if failed is not None:

            def failure() -> str:
                lang = self.controller.lang
                said = QCoreApplication.translate("Tracker", "Autosave failed: %1").replace(
                    "%1",
                    inner_sentence(failed.message(lang), lang),  # after the colon: small first
                )
                return f"{said} {kept(lang)}" if kept is not None else said

            self.show_error(failure, "autosave-failed")
        elif kept is not None and damaged:
            self.notice.show_message(self._worded(kept), "error", kind="autosave-damaged")
        elif kept is not None:
            self.notice.show_message(self._worded(kept), kind="kept")
        self._say_extra_round()  # where a notice it replaced was standing (an opened file's offer)

    def undo(self) -> None:
        self.controller.undo()
        self._after_change()

    def redo(self) -> None:
        self.controller.redo()
        self._after_change()

    # -- actions ----------------------------------------------------------------------------
    def open_action(
        self,
        kind: str,
        *,
        winner: int | None = None,
        discarder: int | None = None,
        player: int | None = None,
        hand: str | None = None,
        value: WinValue | None = None,
        also: bool = False,
        recorded_as: int | None = None,
        pao: int | None = None,
        unseated: str | None = None,
        why: Callable[[bool], str] | None = None,
        other: Reading | None = None,
    ) -> ActionDialog | None:
        view = self.controller.view()
        allowed = "also_ron" if kind == "ron" and also else kind  # also ron: after the game's end too
        if allowed in view.actions and not view.actions[allowed].enabled:
            return None
        dialog = ActionDialog(
            self.controller,
            kind,
            self,
            hand=hand,
            winner=winner,
            discarder=discarder,
            player=player,
            value=value,
            also=also,
            recorded_as=recorded_as,
            pao=pao,
            unseated=unseated,
            why=why,
            other=other,
        )
        self._on_chosen(dialog, dialog.lineChosen, self.commit_line)
        self._on_chosen(dialog, dialog.abortInsteadChosen, self.abort_instead)
        self._calculator_for_line(dialog, None, None)  # a new line: no line's hand to send
        self._show_dialog(dialog)
        return dialog

    def open_also_ron(self) -> ActionDialog | None:
        """Another winner on the last ron's discard: the Ron dialog with "also ron" ticked and
        that discarder picked (also when the first ron ended the game)."""
        group = self.controller.state.last_ron
        discarder = group.discarder if group is not None else None
        return self.open_action("ron", discarder=discarder, also=True)

    def _calculator_for_line(self, dialog: ActionDialog, edit: int | None, spec: HandSpec | None) -> None:
        """The dialog's "score in the calculator": for past line ``edit`` the line's hand (or the
        dialog's choices) on the desk, and back as this line; ``edit`` None: a new line."""
        dialog.calculatorRequested.connect(
            lambda w, d, t, also, typed, pao: self.request_calculator(
                w,
                None if d < 0 else d,
                t,
                also,
                edit=edit,
                hand=_desk_hand(dialog, spec),
                typed=typed,
                liable=None if pao < 0 else pao,
            )
        )

    def _show_dialog(self, dialog: QDialog) -> None:
        if self.dialog is not None:
            _close_quietly(self.dialog)  # another dialog takes its place
        self.dialog = dialog
        self._dialog_game = self.controller.result  # its choices are made on this game
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r, d=dialog: self._dialog_closed(d))
        dialog.open()

    def _dialog_closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def _on_chosen(self, dialog: QDialog, signal: object, slot: Callable[..., object]) -> None:
        """``slot`` takes what ``dialog`` chose (its ``signal``: a line, a new game): the game
        changes then by the dialog's own choice, which does not make it stale."""

        def chosen(*args: object) -> None:
            self._choosing = dialog
            try:
                slot(*args)
            finally:
                self._choosing = None

        signal.connect(chosen)  # type: ignore[attr-defined]

    def _close_stale_dialog(self) -> None:
        """One rule for every dialog of the tracker (a win, a riichi, a draw, a line typed or
        inserted, a new game): its choices and preview are made on the game as it was when it
        opened. When the game changes under it by anything else than its own line (a win
        recorded from the calculator, undo, redo, an edit, a record opened), it is closed and
        the status bar says so: it never records against a game that moved on."""
        dialog = self.dialog
        game = self.controller.result
        if dialog is None or game is self._dialog_game:
            return
        if self._choosing is dialog:  # its own line (or game) being recorded
            self._dialog_game = game
            return
        self.dialog = None
        title = dialog.windowTitle()
        _close_quietly(dialog)
        self._dialog_notice = QCoreApplication.translate(
            "Tracker", "The game changed: the dialog “%1” was closed, as its choices were made before"
        ).replace("%1", title)
        self.statusBar().showMessage(self._dialog_notice, 8000)

    def commit_line(self, line: str) -> bool:
        ok = self.controller.commit(line)
        self._after_change()
        return ok

    def abort_instead(self, _first: int = 0) -> bool:
        """A sanchahou: the rons on the last discard replaced by an abortive draw (one step).
        ``_first``, the line of the first of those rons the dialog's signal carries, is the
        controller's to find again."""
        ok = self.controller.abort_instead()
        self._after_change()
        return ok

    def _abort_edit(self, number: int, first: int) -> None:
        """A sanchahou by past line ``number`` corrected into the third winner: the rons before
        it on that discard (from line ``first``) and the line replaced by an abortive draw, in
        one step; the abort selected, where the first ron was."""
        if self.controller.abort_instead(number):
            self.history.select_line(first)
        self._after_change()

    def _raw_changed(self, text: str) -> None:
        if not text.strip():
            # a line of the record that cannot be read: the game takes no new line, said before
            # one is typed (a note, "# ...", is still taken)
            refusal = self.controller.new_line_refusal()
            if refusal is not None:
                self.raw_preview.set_view(refusal)
            set_shown(self.raw_preview, refusal is not None)
            set_enabled(self.raw_add, False)
            describe_error(self.raw_line, refusal.error if refusal is not None else "")
            return
        view = self.controller.preview_append(text)
        self.raw_preview.set_view(view)
        describe_error(self.raw_line, view.error)  # read with the field, not only beside it
        set_shown(self.raw_preview, True)
        set_enabled(self.raw_add, view.ok)

    def _raw_commit(self) -> None:
        text = self.raw_line.text()
        if text.strip() and self.commit_line(text):
            self.raw_line.clear()

    def _focus_raw(self) -> None:
        self.raw_line.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # -- history ----------------------------------------------------------------------------
    def _with_line(self, slot: object) -> None:
        number = self.history.current_line()
        if number is not None and callable(slot):
            slot(number)

    def edit_line(self, number: int) -> ActionDialog | LineDialog:
        """Edit a past line in the dialog that made it (ron, tsumo, riichi, draw...), its choices
        as the line says; a line no dialog can say (the rules, the players, an error) as text."""
        record = self.controller.record
        action = record.line(number).action if 1 <= number <= len(record.lines) else None
        kind = _dialog_kind(action)
        if action is None or kind is None:
            return self.edit_line_text(number)
        hand = (
            " ".join(action.value.words)
            if isinstance(action, (RonAction, TsumoAction)) and isinstance(action.value, HandValue)
            else None
        )
        dialog = ActionDialog(self.controller, kind, self, hand=hand, edit=number)
        if not dialog.prefill(action):
            dialog.deleteLater()
            return self.edit_line_text(number)
        self._on_chosen(dialog, dialog.lineChosen, lambda line, n=number: self._replace(n, line))
        self._on_chosen(dialog, dialog.abortInsteadChosen, lambda first, n=number: self._abort_edit(n, first))
        dialog.textRequested.connect(lambda n=number: self.edit_line_text(n))
        # corrected in the calculator: the line's hand on its desk, and back as this line
        spec = (
            action.value.spec
            if isinstance(action, (RonAction, TsumoAction)) and isinstance(action.value, HandValue)
            else None
        )
        self._calculator_for_line(dialog, number, spec)
        self._show_dialog(dialog)
        return dialog

    def edit_line_text(self, number: int) -> LineDialog:
        """Edit a past line as text."""
        dialog = LineDialog(self.controller, number, "replace", self)
        self._on_chosen(dialog, dialog.lineChosen, self._replace)
        self._on_chosen(dialog, dialog.abortInsteadChosen, lambda first, n=number: self._abort_edit(n, first))
        self._show_dialog(dialog)
        return dialog

    def insert_line(self, number: int) -> LineDialog:
        dialog = LineDialog(self.controller, number, "insert", self)
        self._on_chosen(dialog, dialog.lineChosen, self._insert)
        self._show_dialog(dialog)
        return dialog

    def _replace(self, number: int, text: str) -> None:
        if self.controller.replace_line(number, text):
            self.history.select_line(number)
        self._after_change()

    def _insert(self, number: int, text: str) -> None:
        if self.controller.insert_line(number, text):
            self.history.select_line(number)
        self._after_change()

    def delete_line(self, number: int) -> None:
        text = (
            self.controller.record.line(number).text
            if 1 <= number <= len(self.controller.record.lines)
            else ""
        )
        refusal = self.controller.delete_refusal(number)  # a line the game counts by or needs
        if refusal:
            self.statusBar().showMessage(refusal, 15000)
        elif self.controller.delete_line(number):
            message = QCoreApplication.translate("Tracker", "Deleted line %1: %2 (Ctrl+Z brings it back)")
            self.statusBar().showMessage(message.replace("%1", str(number)).replace("%2", text), 6000)
        self._after_change()

    # -- games and files --------------------------------------------------------------------
    def new_game_dialog(self) -> NewGameDialog:
        dialog = NewGameDialog(self.controller, self)
        self._on_chosen(dialog, dialog.gameChosen, self._start_game)
        self._show_dialog(dialog)
        return dialog

    def _start_game(self, names: list[str], preset: str, options: str) -> None:
        self._drop_no_game("resume")
        self.controller.new_game(names, preset, options)
        self._after_change()

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a record; a damaged file is reported with its line and left as it is. A game log
        is no record: it opens in the game-log window (:attr:`log_opener`), the notice bar says
        so, and the game here stays as it was; a file named as a log that holds none is refused
        as the log window refuses it."""
        try:
            self.controller.open_file(path)
        except GameLogGiven as log:
            if self.log_opener is None:
                self.show_error(self._worded(log.message), "open-failed")
            else:
                self.notice.show_message(self._worded(log.opened), kind="open-failed")
                self.log_opener(os.fspath(path))
            return False
        except (StorageError, NoLogInside) as err:
            self.show_error(self._worded(err.message), "open-failed")
            return False
        self._drop_no_game("resume", "open-failed")
        self._after_change()
        self._focus_final()  # a finished game opened over another finished one: not left on Undo
        # the game goes on from its last line: in sight, and kept there while the panels beside
        # the history settle (the needs panel and the chart take their room after the rows)
        unread = self.controller.unread_lines
        if unread:  # a line that cannot be read: selected, for Edit (or a double-click) to correct
            self.history.select_line(unread[0], at_top=True)
        else:
            self._history_at_end = True
            self.history.scrollToBottom()
        self.statusBar().showMessage(
            QCoreApplication.translate("Tracker", "Opened %1").replace("%1", shown_path(Path(path).name)),
            4000,
        )
        return True

    def save_to(self, path: str | os.PathLike[str] | None = None, *, overwrite: bool = False) -> bool:
        """Save (to ``path``, else to the record's own file); a record another program changed
        since it was opened here is not written over: the player is asked what to do."""
        try:
            saved = self.controller.save(path, overwrite=overwrite)
        except StorageError as err:
            if err.code == "changed_on_disk":
                self.changed_question()
            else:
                self.show_error(self._worded(err.message), "save-failed")
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("Tracker", "Saved %1").replace("%1", shown_path(Path(saved).name)),
            4000,
        )
        club = self._club
        if club is not None and club.controller.holds(saved):  # a record of the club's folder
            self._club_stale = True
            if club.isVisible():  # in sight: read again once the save is painted, not inside it
                self._club_reread.request()
        return True

    def _file_filter(self) -> str:
        return QCoreApplication.translate("Tracker", "Game records (*.mjgame);;All files (*)")

    def _open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("Tracker", "Open a game record"),
            self.settings.start_path("records"),
            self._file_filter(),
        )
        if path:
            # a game kept in the data folder, opened to see it: that folder is no folder of
            # records, where the next Save dialog would start
            if not self.controller.holds_data(os.path.dirname(os.path.abspath(path))):
                self.settings.remember_folder("records", path)
            self.open_file(path)

    def save_game(self) -> None:
        """Save (Ctrl+S here and in the calculator): where it was saved, else ask where."""
        self._save()

    def _save(self) -> None:
        # a game kept aside in the data folder, opened to see it: saved where the player says,
        # never in that folder, whose kept games are deleted past the newest
        if self.controller.path is None or self.controller.in_data_folder:
            self._save_as()
        else:
            self.save_to()

    def _save_as(self, *, keep_both: bool = False) -> None:
        from mjgui.gui.saving import ask_save_path, free_copy_name

        # the record's own file; a game in no file or a kept game's (in the data folder): the
        # last folder of records, unless that is the data folder (remembered before it was told
        # apart), then the player's own folder. ``keep_both`` (the question of a file another
        # program changed): a new name beside that file, never the file itself
        start = self.controller.path
        if keep_both and start is not None and not self.controller.in_data_folder:
            start = free_copy_name(start)
        elif start is None or self.controller.in_data_folder:
            start = None
            if self.controller.holds_data(self.settings.folder("records")):
                start = os.path.join(user_folder(), "game.mjgame")
        path = ask_save_path(
            self,
            QCoreApplication.translate("Tracker", "Save the game record"),
            self._file_filter(),
            "game.mjgame",
            settings=self.settings,
            kind="records",
            start=start,
        )
        if path:
            self.save_to(path)
            # after the record, never before it; the data folder (chosen all the same) never
            if not self.controller.holds_data(os.path.dirname(os.path.abspath(path))):
                self.settings.remember_folder("records", path)

    def changed_question(self) -> QMessageBox:
        """The record's file was changed by another program (another computer's tracker on a
        shared folder) since it was opened or saved here: save anyway, save as another file,
        or cancel (the default). Reloading is not offered: it would lose this table's lines."""
        from PySide6.QtWidgets import QMessageBox

        if self._changed_box is not None:
            self._changed_box.close()
        self._changed_name = shown_path(Path(self.controller.path or "").name)
        box = QMessageBox(self)
        box.setObjectName("tracker-changed-question")
        box.setIcon(QMessageBox.Icon.Warning)
        anyway = box.addButton("", QMessageBox.ButtonRole.DestructiveRole)
        anyway.setObjectName("changed-save-anyway")
        save_as = box.addButton("", QMessageBox.ButtonRole.AcceptRole)
        save_as.setObjectName("changed-save-as")
        cancel = box.addButton("", QMessageBox.ButtonRole.RejectRole)
        cancel.setObjectName("changed-cancel")
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        anyway.clicked.connect(lambda: self.save_to(overwrite=True))
        save_as.clicked.connect(lambda: self._save_as(keep_both=True))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._changed_box = box
        self._word_changed_question(box)
        box.open()
        return box

    def _word_changed_question(self, box: QMessageBox) -> None:
        """The words of :meth:`changed_question`: at its start, and again after a switch of the
        language while it is open."""
        box.setWindowTitle(QCoreApplication.translate("Tracker", "Save the game record"))
        box.setText(
            QCoreApplication.translate(
                "Tracker", "%1 was changed by another program since it was opened here."
            ).replace("%1", self._changed_name)
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "Tracker",
                "Saving anyway replaces the file: the changes made there are lost. "
                "Save as… keeps both: this game goes to another file.",
            )
        )
        word_buttons(
            box,
            {
                "changed-save-anyway": QCoreApplication.translate("Tracker", "Save a&nyway"),
                "changed-save-as": QCoreApplication.translate("Tracker", "Save &as…"),
                "changed-cancel": QCoreApplication.translate("Tracker", "&Cancel"),
            },
        )

    # -- the calculator ---------------------------------------------------------------------
    def request_calculator(
        self,
        winner: int | None,
        discarder: int | None,
        tsumo: bool | None,
        also: bool = False,
        *,
        edit: int | None = None,
        hand: HandSpec | None = None,
        typed: str = "",
        liable: int | None = None,
    ) -> None:
        """Ask for the calculator with this game's situation (and the winner's seat wind); with
        ``also``, the situation of another winner on the last ron's discard; with ``edit``, the
        situation before that past line, and its ``hand`` on the desk; ``liable``: the player
        picked as liable for a pao yakuman (the desk's liable seat)."""
        situation: CalcSituation = line_situation(
            self.controller.result,
            edit,
            winner,
            discarder,
            tsumo,
            also,
            hand=hand,
            typed="" if hand is not None else typed,
            liable=liable,
        )
        self.calculatorRequested.emit(
            situation, -1 if winner is None else winner, -1 if discarder is None else discarder
        )

    def record_win(
        self,
        value: WinValue,
        tsumo: bool,
        winner: int | None,
        discarder: int | None,
        *,
        also: bool = False,
        edit: int | None = None,
        pao: int | None = None,
    ) -> bool:
        """Record a win from the calculator at once (Ctrl+Enter there), as a new line or in
        place of line ``edit``, and come to the front; False (nothing done) when the line would
        be refused or a player is missing: the dialog then shows why. ``pao``: the liable
        player the desk names."""
        if self._older_than_elsewhere(say=False):  # apply_hand, next, says why
            return False
        state = self.controller.state_before(edit)
        line = win_line(state, value, tsumo, winner, discarder, also, pao)
        # a past line: even after the end
        if line is None or (edit is None and not self._game_on(also and not tsumo)):
            return False
        preview = (
            self.controller.preview_append(line)
            if edit is None
            else self.controller.preview_replace(edit, line)
        )
        if not preview.ok:
            return False
        self._dialog_notice = ""
        if edit is None:
            self.commit_line(line)
        else:
            self._replace(edit, line)
        self.show_and_raise()
        closed = (self._dialog_notice,) if self._dialog_notice else ()  # a dialog it closed: said too
        # a past line corrected: what it did to the lines after it (later lines now rejected...),
        # the runs of lines the dialog's preview of the same correction names, said as done
        later = preview.later if edit is not None else ()
        if not later:
            said = QCoreApplication.translate("Tracker", "Recorded: %1").replace("%1", line)
            self.statusBar().showMessage(" · ".join((said, *closed)), 15000 if closed else 8000)
            return True

        def corrected() -> str:  # whole, where it wraps, and said again in a new language
            said = QCoreApplication.translate("Tracker", "Recorded: %1").replace("%1", line)
            return "\n".join((said, " ".join((correction_text(later, self.controller.lang), *closed))))

        show_notice(self, corrected)
        return True

    def _game_on(self, also: bool = False) -> bool:
        """The game takes a new win: it is on, or (``also``) its last ron's discard can still
        have another winner, after the last hand's ron too."""
        view = self.controller.view()
        return view.started and (not view.ended or (also and view.actions["also_ron"].enabled))

    def apply_hand(
        self,
        value: WinValue | str,
        tsumo: bool,
        winner: int | None = None,
        discarder: int | None = None,
        *,
        also: bool = False,
        edit: int | None = None,
        recorded_as: int | None = None,
        pao: int | None = None,
        unseated: str | None = None,
        why: Callable[[bool], str] | None = None,
        other: Reading | None = None,
    ) -> ActionDialog | None:
        """A win from the calculator: the ron/tsumo dialog with that hand (or the han and fu
        picked there) as the value; with ``edit``, the dialog correcting that past line;
        ``recorded_as``: the line the hand is recorded as already (nobody picked for it);
        ``pao``: the liable player the desk names, picked in the dialog; ``unseated``: whom the
        desk put at a seat nobody sits at ("winner", "discarder", "pao": North at a
        three-player table), left for the player to choose; ``why``: the dialog's note saying
        why nobody is picked, or how the desk's seats were read (worded in the language of the
        moment, for "also ron" ticked or not); ``other``: the desk's other reading of its
        seats, which "also ron" picks."""
        if isinstance(value, str):
            value = WinValue("hand", hand=value)
        if edit is None and not self._game_on(also and not tsumo):
            self.say_no_game(
                lambda: QCoreApplication.translate(
                    "Tracker", "Start or resume a game first: the hand is applied to the game on the table."
                )
            )
            return None
        self.show_and_raise()
        if self._older_than_elsewhere():
            return None
        kind = "tsumo" if tsumo else "ron"
        hand = value.hand if value.kind == "hand" else None
        if edit is None:
            return self.open_action(
                kind,
                winner=winner,
                discarder=discarder,
                hand=hand,
                value=value,
                also=also,
                recorded_as=recorded_as,
                pao=pao,
                unseated=unseated,
                why=why,
                other=other,
            )
        dialog = ActionDialog(
            self.controller,
            kind,
            self,
            hand=hand,
            winner=winner,
            discarder=discarder,
            edit=edit,
            value=value,
            also=also,
            pao=pao,
            unseated=unseated,
            why=why,
            other=other,
        )
        self._on_chosen(dialog, dialog.lineChosen, lambda line, n=edit: self._replace(n, line))
        # a past line corrected into a third winner under sanchahou: the abortive draw offered
        self._on_chosen(dialog, dialog.abortInsteadChosen, lambda first, n=edit: self._abort_edit(n, first))
        # back to the calculator once more: the same hand on its desk
        spec = words_hand(hand) if hand is not None else None
        self._calculator_for_line(dialog, edit, spec)
        self._show_dialog(dialog)
        return dialog

    def club_window(self) -> ClubWindow:
        """The club's results (made on first use), opened on the season of the current record:
        the folder above it with the season's aliases file, else the club folder last opened
        when it holds the record, else the record's own folder (the controller decides); on
        the record's table (three or four players)."""
        if self._club is None:
            from mjgui.gui.club import ClubWindow

            self._club = ClubWindow(languages=self.languages, settings=self.settings, parent=self)
            path = self.controller.path
            if path:
                players = self._record_players()
                self._club.open_season_of(path, self.settings.folder("club") or None, players)
            self._club_stale = False
        return self._club

    def _record_players(self) -> int:
        """The current record's table: three or four players."""
        state = self.controller.state
        return len(state.names) if state.names else state.rules.players

    def show_club(self) -> None:
        """Club results: brought forward, read again when a game was saved into its folder, on
        the current record's table each time (a three-player record after a four-player one:
        the three-player table) when the season shown holds the record and has that table."""
        club = self.club_window()
        self._refresh_club()
        path, shown = self.controller.path, club.controller
        players = self._record_players()
        if path and shown.holds(path) and players in shown.season.tables:
            shown.set_table(players)
        bring_to_front(club)

    def _refresh_club(self) -> None:
        """Read the club's folder again if this tracker saved a record into it since it was read
        (the save decided it: :meth:`save_to`)."""
        if self._club is not None and self._club_stale:
            self._club_stale = False
            self._club.reload()

    def show_and_raise(self) -> None:
        bring_to_front(self)

    # -- the full-screen view ---------------------------------------------------------------
    @property
    def big(self) -> bool:
        return self._big

    def toggle_big(self) -> None:
        self.set_big(not self._big)

    def set_big(self, on: bool, *, fullscreen: bool = True) -> None:
        self._big = on
        self.pages.setCurrentIndex(PAGE_BIG if on else PAGE_NORMAL)
        if on:  # (back: Qt gives the focus to the widget of the tracker that had it)
            self.big_page.setFocus(Qt.FocusReason.OtherFocusReason)
        self.menuBar().setVisible(not on)
        self.statusBar().setVisible(not on)
        if self.act_big.isChecked() != on:
            self.act_big.setChecked(on)
        if fullscreen:
            if on:
                self.showFullScreen()
            elif self.isFullScreen():
                self.showNormal()

    def _keep_focus_named(self) -> None:
        """When the widget with the focus goes (the empty page's New game… once the game has
        started), Qt gives the focus to the page of the stack that takes its place: the seats'
        table, which shows no focus and has no name, where Tab went on from nowhere in sight.
        The focus goes to the record line instead (the history when the line is hidden)."""
        if self.focusWidget() not in (self.table, self.empty) or self._big:
            return
        target = self.raw_line if self.raw_line.isVisibleTo(self) else self.history
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _focus_final(self) -> None:
        """The game has ended (its last hand recorded, typed or by a dialog, or a finished record
        opened): the focus goes to the final results, a Tab stop the arrow keys read. Before, the
        record line and the action buttons went with the focus, and Qt gave it to the next Tab
        stop, the history's Undo: one Space there undid the game's last hand."""
        if not self._big and self.final.isVisibleTo(self):
            self.final.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._big and event.key() == Qt.Key.Key_Escape:
            self.set_big(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._open:
            self._open = True
            # shown again after a close: another tracker may have written its autosave meanwhile
            if self.controller.reopen():
                self._startup_notice()
            self.openChanged.emit(True)

    @property
    def is_open(self) -> bool:
        """The window was shown and not closed since: its game is open at the table."""
        return self._open

    def close_question(self) -> QMessageBox:
        """The game has changes that no file holds (the autosave failed: a full disk...), and
        the window is closing: save it (where it has no file, Save as… asks where; the window
        closes once it is saved), close without saving, or cancel (the default: the window
        stays open)."""
        from PySide6.QtWidgets import QMessageBox

        if self._close_box is not None:
            self._close_box.close()
        box = QMessageBox(self)
        box.setObjectName("tracker-close-question")
        box.setIcon(QMessageBox.Icon.Warning)
        role = QMessageBox.ButtonRole
        save = box.addButton("", role.AcceptRole)
        save.setObjectName("close-save")
        discard = box.addButton("", role.DestructiveRole)
        discard.setObjectName("close-discard")
        cancel = box.addButton("", role.RejectRole)
        cancel.setObjectName("close-cancel")
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        save.clicked.connect(self._save_and_close)
        discard.clicked.connect(self._close_without_saving)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._close_box = box
        self._word_close_question(box)
        box.open()
        return box

    @staticmethod
    def _word_close_question(box: QMessageBox) -> None:
        """The words of :meth:`close_question`: at its start, and again after a switch of the
        language while it is open."""
        box.setWindowTitle(QCoreApplication.translate("Tracker", "Close the game tracker"))
        box.setText(QCoreApplication.translate("Tracker", "Save the game before closing?"))
        box.setInformativeText(
            QCoreApplication.translate(
                "Tracker",
                "The autosave failed, so the game's last changes are in no file. Closing without "
                "saving loses them.",
            )
        )
        word_buttons(
            box,
            {
                "close-save": QCoreApplication.translate("Tracker", "&Save"),
                "close-discard": QCoreApplication.translate("Tracker", "Close &without saving"),
                "close-cancel": QCoreApplication.translate("Tracker", "&Cancel"),
            },
        )

    def _save_and_close(self) -> None:
        """Save (Save as… for a game without a file); close once nothing is left unsaved (a save
        refused or cancelled leaves the window open, with what the save said)."""
        self._save()
        if not self.controller.unkept:
            self.close()

    def _close_without_saving(self) -> None:
        self._close_unkept = True
        try:
            self.close()
        finally:
            self._close_unkept = False

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller.unkept and not self._close_unkept:  # asked first: closing loses them
            event.ignore()
            self.close_question()
            return
        if self.dialog is not None:
            _close_quietly(self.dialog)
        super().closeEvent(event)
        if event.isAccepted():  # the autosave slot is free for the next tracker
            self.controller.close()
            if self._open:
                self._open = False
                self.openChanged.emit(False)


def _close_quietly(dialog: QDialog) -> None:
    """Close a dialog the tracker closes itself (its game moved on, another dialog took its
    place, the window closes): without asking whether to drop what was changed in it."""
    if isinstance(dialog, AsksBeforeDropping):
        dialog.close_quietly()
    else:
        dialog.close()


def _desk_hand(dialog: ActionDialog, spec: HandSpec | None) -> HandSpec | None:
    """The hand a win's dialog sends back to the calculator's desk: the line's own, or its words
    as the dialog has them now when they were changed there (a nuki count corrected)."""
    if spec is None or dialog.hand is None or dialog.hand == dialog.given_hand:
        return spec
    return words_hand(dialog.hand) or spec


def _dialog_kind(action: Action | None) -> str | None:
    """The action dialog that makes such a line (None: a line made as text only)."""
    if isinstance(action, RonAction):
        return "ron"
    if isinstance(action, TsumoAction):
        return "tsumo"
    kinds: dict[type, str] = {
        RiichiAction: "riichi",
        ChomboAction: "chombo",
        WaremeAction: "wareme",
        DrawAction: "draw",
        AbortAction: "abort",
    }
    return kinds.get(type(action))


__all__ = ["NoticeBar", "TrackerWindow", "tracker_data_dir"]


def _listed(head: str, lines: tuple[str, ...]) -> str:
    """The lines said under their head, each marked, as the window's rich text."""
    items = "<br>".join("⚠ " + escape_html(e, quote=False) for e in lines)
    return f"<b>{escape_html(head)}</b><br>{items}"


def _offered(action: ActionState) -> bool:
    """An action button shown: its action allowed, or off only for a reason the button says (a
    line of the record that cannot be read)."""
    return action.enabled or bool(action.reason)

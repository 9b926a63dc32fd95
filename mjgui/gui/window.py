"""The calculator window: input on the left, results on the right, recomputed on every edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.scoring.calculator import Controller, rules_setting, saved_rules
from mjgui.controller.scoring.views import WindowView
from mjgui.gui.fit import keep_on_screen, open_fitted, remember
from mjgui.gui.i18n import Languages, language_menu, system_language, term_word, yaku_word
from mjgui.gui.input import (
    NOTATION_CHARS,
    HandRow,
    IndicatorRow,
    ModeBar,
    NotationEdit,
    NukiBox,
    Palette,
    TileStrip,
    section_label,
)
from mjgui.gui.qtnames import (
    QWIDGETSIZE_MAX,
    align,
    at_top,
    focus_policy,
    no_horizontal_scroll_bar,
    set_keys,
)
from mjgui.gui.results import (
    Arithmetic,
    Headline,
    MessageList,
    Payments,
    ResultList,
    fu_items,
    yaku_items,
)
from mjgui.gui.settings import Settings
from mjgui.gui.situation import SituationPanel, wind_label
from mjgui.gui.teach.widgets import NoteList, ReadingsView, TableExcerpt
from mjgui.gui.theme import css, tone_color
from mjgui.gui.tracker.desk import show_apply_button, word_desk_parts
from mjgui.gui.util import (
    ChoiceBox,
    Deferred,
    ElidedLabel,
    ScrollArea,
    SpillingLabel,
    VerticalScrollArea,
    WrapLabel,
    clear_status_message,
    describe_error,
    escape_html,
    focus_hooks_later,
    give_focus_hooks,
    set_accessible,
    set_enabled,
    set_shortcuts,
    set_shown,
    set_tip,
)

if TYPE_CHECKING:  # the teaching windows load when first opened, the tables when first shown
    from PySide6.QtGui import QAction, QResizeEvent

    from mjgui.controller.teach.quiz import QuizController
    from mjgui.gui.logview import LogWindow
    from mjgui.gui.tables import ScoreTable, WaitsTable
    from mjgui.gui.teach.compare import CompareWindow
    from mjgui.gui.teach.quiz import QuizWindow
    from mjgui.gui.tracker.dialogs.pickers import ValuePicker
    from mjgui.gui.tracker.link import GameLink

DEFAULT_SIZE = (1280, 800)
FU_STRETCH = 11  # the fu list's share of the width beside the yaku's 10
TAB_ARITHMETIC, TAB_TABLE, TAB_READINGS = range(3)


def notation_help(players: int = 4) -> str:
    """The notation's syntax in plain text, its example hands of the rules' table (three
    players: no 2m-8m and no chi, RULES.md §9): a line for each paragraph, those that begin with
    "• " the items of a list (no line breaks within a sentence: the box and the tooltip wrap
    them, :func:`notation_help_html`)."""
    if players == 3:
        return QCoreApplication.translate(
            "Window",
            "The hand in MPSZ notation, as in the command line:\n"
            "• digits then their suit: m man, p pin, s sou, z honors (1z-7z: East South West North, "
            "White Green Red); 0 is a red five (0p 0s). Spaces are ignored.\n"
            "• Three players play no 2m to 8m: of the man only 1m and 9m.\n"
            "• The last concealed tile written is the winning tile: 234p567p3467888s5s wins on 5s.\n"
            "Melds in brackets, anywhere in the text (three players call no chi):\n"
            "• (555p) pon, (5555p) open kan, [5555p] closed kan.\n"
            "Example: 234p5s (999m) (777z) [0555p] 5s (the last 5s wins)\n"
            "Type from anywhere in the window; the tiles follow as you type.",
        )
    return QCoreApplication.translate(
        "Window",
        "The hand in MPSZ notation, as in the command line:\n"
        "• digits then their suit: m man, p pin, s sou, z honors (1z-7z: East South West North, "
        "White Green Red); 0 is a red five (0m 0p 0s). Spaces are ignored.\n"
        "• The last concealed tile written is the winning tile: 234m567p3467888s5s wins on 5s.\n"
        "Melds in brackets, anywhere in the text:\n"
        "• (123m) chi, (555p) pon, (5555p) open kan, [5555p] closed kan.\n"
        "Example: 234p5s (789m) (777z) [0555p] 5s (the last 5s wins)\n"
        "Type from anywhere in the window; the tiles follow as you type.",
    )


def notation_help_html(players: int = 4) -> str:
    """:func:`notation_help` as rich text Qt wraps at the width of the box or the tooltip: its
    paragraphs, and its "• " lines as lists under them (they were hard line breaks within the
    sentences, and the box broke the long lines again: ragged lines)."""
    parts: list[str] = []
    items: list[str] = []
    for line in [*notation_help(players).splitlines(), ""]:
        if line.startswith("• "):
            items.append(f"<li>{escape_html(line[2:].strip(), quote=False)}</li>")
            continue
        if items:
            parts.append(f"<ul style='margin-top:0; margin-bottom:4px'>{''.join(items)}</ul>")
            items = []
        if line.strip():
            parts.append(f"<p style='margin:0'>{escape_html(line.strip(), quote=False)}</p>")
    return "".join(parts)


class MainWindow(QMainWindow):
    """The scoring desk. All decisions come from the :class:`Controller`'s view models."""

    def __init__(
        self,
        controller: Controller | None = None,
        settings: Settings | None = None,
        languages: Languages | None = None,
        lang: str | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.controller = controller or Controller()
        #: the desk's status line and the state it was said of (:meth:`_desk_status`)
        self._status_for: tuple[str, object] | None = None
        self.settings = settings or Settings(None)
        #: the rules the desk started with (the settings', or the command line's), and the ones
        #: the settings held then: they hold those again whenever the desk is back to its start
        #: rules without a pick of the player's (a change taken back with Ctrl+Z): rules named
        #: on the command line are never saved (:meth:`_follow_rules`)
        self._start_rules = self.controller.chosen_rules
        self._start_saved = saved_rules(self.settings.preset, self.settings.rule_options)
        #: the desk's own rules as the settings hold them (None: none saved)
        self._saved_rules = self._start_saved
        self.languages = languages or Languages(self)
        self._view: WindowView | None = None
        self._examples_for = 0  # the table size the example hands are shown for (none yet)
        self._rendering = False
        self._recolour: Deferred | None = None  # the redraw in a new theme's colours
        self._hovered_fu = -1
        self._pick_win = False
        self._quiz: QuizWindow | None = None  # teaching windows, made when first opened
        self._compare: CompareWindow | None = None
        self._log: LogWindow | None = None  # File -> Open game log, made when first opened
        #: the Game menu's items and the game tracker window: the link that works them is made
        #: right after the first frame (build_menus), or when first asked for (:attr:`game_link`)
        self._game_link: GameLink | None = None
        self._first_frame = False  # painted once (what the first frame does not need comes after)
        #: after the first frame, mention a game in progress waiting in the tracker's autosave
        #: (the app's start for the calculator; not a screenshot, nor a window made by a test)
        self.mention_waiting_game = False
        self._started = False  # finish_startup() done
        self._shortcuts: list[tuple[QAction, tuple[str, ...]]] = []  # given after the first frame
        self._menus_built = False  # the menus' items: made after the first frame (build_menus)
        self._theme_checked = self.settings.theme  # the Theme menu's checked item
        with focus_hooks_later():  # its count and choice boxes watch the focus after the first frame
            self._build()
        self._build_actions()
        open_fitted(self, "main-window", DEFAULT_SIZE, self.settings)
        start = lang or self.settings.language or system_language()
        self.languages.changed.connect(self._language_changed)
        self.languages.set_language(start)
        self.controller.set_lang(start)
        self.controller.subscribe(self.show_view)
        self.retranslate()
        self.show_view(self.controller.view())
        # Typing notation from anywhere: keys no widget wants reach keyPressEvent; combo boxes
        # would eat letters and digits for their own search, so they are watched. (No
        # application-wide filter: it would wrap every event of the app in Python.)
        s = self.situation
        for combo in (s.discarder, s.preset):
            combo.installEventFilter(self)

    # -- start-up ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._first_frame:
            self._first_frame = True
            # posted: runs once this paint pass (the whole first frame) is over
            QTimer.singleShot(0, self._after_first_frame)

    def _after_first_frame(self) -> None:
        from mjgui.gui.startup import trace_startup

        trace_startup("first-frame")
        self.finish_startup()
        trace_startup("ready")

    def finish_startup(self) -> None:
        """Do what the window leaves for after its first frame, once: fill in the pages it does
        not show and resume the garbage collector (paused by ``mjgui.app.build_window``). A
        ``--screenshot`` calls it before showing the window."""
        if self._started:
            return
        self._started = True
        from mjgui.gui.startup import after_first_frame

        after_first_frame(self)

    # the steps after the first frame (their order: mjgui.gui.startup.after_first_frame)
    def show_icon(self) -> None:
        from mjgui.gui.appsetup import set_window_icon

        app = QApplication.instance()
        if isinstance(app, QApplication):
            set_window_icon(app)

    def give_shortcuts(self) -> None:
        for action, keys in self._shortcuts:
            set_shortcuts(action, keys)
        self._shortcuts.clear()

    def hook_focus(self) -> None:
        give_focus_hooks(self)

    def build_hidden_pages(self) -> None:
        self._build_details_pages()
        self._ensure_waits_page()

    def name_rules(self) -> None:
        self.controller.name_rules()

    def say_waiting_game(self) -> None:
        """A game in progress waiting in the tracker's autosave, said in the status bar
        (:meth:`~mjgui.gui.tracker.link.GameLink.say_waiting_game`): at a start of the app for
        the calculator only (:attr:`mention_waiting_game`, which ``mjgui.app`` sets)."""
        if self.mention_waiting_game:
            self.game_link.say_waiting_game()

    def prune_caches(self) -> None:
        from mjgui.gui.tiles import art

        art().prune_disk_cache()

    def add_shortcuts(self, action: QAction, *keys: str) -> None:
        """Give ``action`` its keys (see :func:`~mjgui.gui.util.set_shortcuts`) after the first
        frame, when the rest of what it does not show is made; at once if that is past."""
        if self._started:
            set_shortcuts(action, keys)
        else:
            self._shortcuts.append((action, keys))

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget(self)
        central.setObjectName("central")
        focus_policy(central, "ClickFocus")  # a click on the background takes it from the field
        outer = QHBoxLayout(central)
        outer.setContentsMargins(10, 8, 10, 10)
        outer.setSpacing(14)

        # left: input
        # The input column scrolls if the window is smaller than it (a 1366x768 laptop).
        # As wide as its contents need in the language shown: 1024 px wide windows (a laptop
        # at 125 %) fit both panels, in Russian too.
        self.input_scroll = VerticalScrollArea(central)
        self.input_scroll.setObjectName("input-scroll")
        focus_policy(self.input_scroll, "NoFocus")  # no Tab stop: its fields and tiles are
        self.input_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left = QWidget(self.input_scroll)
        left.setObjectName("input-panel")

        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(6)

        note_row = QHBoxLayout()
        self.notation_label = QLabel(left)
        self.notation = NotationEdit(left)
        self.notation_label.setBuddy(self.notation)
        self.notation.textEdited.connect(self.controller.set_notation)
        self.notation.leaveRequested.connect(self._leave_notation)
        note_row.addWidget(self.notation_label)
        note_row.addWidget(self.notation, 1)
        lv.addLayout(note_row)
        hand_head = QHBoxLayout()
        self.hand_label = section_label(left)
        self.notation_error_more = ElidedLabel(left)
        self.notation_error_more.setObjectName("notation-error-more")
        align(self.notation_error_more, "AlignLeft", "AlignTop")
        # the title's buttons, in one box: a long notation error takes their place while it shows
        self.hand_tools = ChoiceBox(left)
        self.hand_tools.setObjectName("hand-tools")
        tools_row = QHBoxLayout(self.hand_tools)
        tools_row.setContentsMargins(0, 0, 0, 0)
        self.pick_win = QToolButton(self.hand_tools)
        self.pick_win.setObjectName("pick-win")
        self.pick_win.setCheckable(True)
        self.pick_win.toggled.connect(self._pick_win_toggled)
        self.clear_button = QToolButton(self.hand_tools)
        self.clear_button.setObjectName("clear")
        self.clear_button.clicked.connect(self.next_hand)
        # scoring without tiles: han and fu (or a limit, or yakuman) instead of the tiles
        self.quick_toggle = QToolButton(self.hand_tools)
        # Tab as the row reads: the han-and-fu switch is left of the other two
        QWidget.setTabOrder(self.quick_toggle, self.pick_win)
        QWidget.setTabOrder(self.pick_win, self.clear_button)
        self.quick_toggle.setObjectName("quick-toggle")
        self.quick_toggle.setCheckable(True)
        self.quick_toggle.toggled.connect(self.set_quick_mode)
        self.hand_tools.add_choice(self.quick_toggle)
        self.hand_tools.add_choice(self.pick_win)
        self._quick: ValuePicker | None = None
        self._left_layout = lv
        # one line, always there: an error never moves the panel under it; a longer one (the
        # Russian at 1024 px) goes on in the Hand title's place, beside its buttons (or, longer
        # still, in theirs while it shows)
        self.notation_error = SpillingLabel(left, self.notation_error_more, self.hand_label, self.hand_tools)
        self.notation_error.setObjectName("notation-error")
        lv.addWidget(self.notation_error)
        hand_head.addWidget(self.hand_label)
        hand_head.addLayout(at_top(self.notation_error_more), 1)  # under the error's first line
        tools_row.addWidget(self.quick_toggle)
        tools_row.addWidget(self.pick_win)
        tools_row.addWidget(self.clear_button)
        hand_head.addWidget(self.hand_tools)
        lv.addLayout(hand_head)
        self.hand_row = HandRow(left)
        self.hand_row.tab_after = self.clear_button  # its tiles: Tab after the hand's buttons
        self.hand_row.tileClicked.connect(self._hand_tile_clicked)
        self.hand_row.tileRightClicked.connect(self._hand_tile_right_clicked)
        self.hand_row.meldClicked.connect(self._meld_clicked)
        self.hand_row.meldRightClicked.connect(self.controller.swap_meld_red)
        lv.addWidget(self.hand_row)

        indicators = QHBoxLayout()
        indicators.setSpacing(16)
        self.dora_row = IndicatorRow("dora", left)
        self.ura_row = IndicatorRow("ura", left)
        self.dora_row.removeClicked.connect(lambda i: self.controller.remove_indicator("dora", i))
        self.ura_row.removeClicked.connect(lambda i: self.controller.remove_indicator("ura", i))
        self.dora_row.addClicked.connect(lambda: self._indicator_mode("dora"))
        self.ura_row.addClicked.connect(lambda: self._indicator_mode("ura"))
        indicators.addWidget(self.dora_row)
        # three players: the Norths set aside, beside the dora; made when first shown (issue 26)
        self._nuki_box: NukiBox | None = None
        self._indicators = indicators
        self._nuki_parent = left
        indicators.addWidget(self.ura_row)
        indicators.addStretch(1)
        lv.addLayout(indicators)

        self.mode_bar = ModeBar(left)
        self.mode_bar.modeChosen.connect(self.controller.set_mode)
        lv.addWidget(self.mode_bar)
        self.palette_widget = Palette(left)
        self.palette_widget.tileClicked.connect(self._palette_clicked)
        lv.addWidget(self.palette_widget)
        self.situation = SituationPanel(left)
        s = self.situation
        c = self.controller
        s.flagChanged.connect(c.set_flag)
        s.seatChanged.connect(c.set_seat)
        s.roundChanged.connect(c.set_round)
        s.discarderChanged.connect(c.set_discarder)
        s.liableChanged.connect(c.set_liable)
        s.countChanged.connect(c.set_count)
        s.presetChanged.connect(self.choose_preset)
        s.optionChanged.connect(c.set_option)
        s.countersReset.connect(c.reset_counters)
        lv.addWidget(self.situation)
        lv.addStretch(1)

        # right: results
        right = QWidget(central)
        right.setObjectName("results-panel")
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.setSpacing(6)
        # scoring a win the game tracker asked for (mjgui/gui/tracker/link.py): whose, and how
        # to record it; hidden otherwise
        self.game_banner_box = QFrame(right)
        self.game_banner_box.setObjectName("game-banner-box")
        self.game_banner_box.setFrameShape(QFrame.Shape.StyledPanel)
        banner_row = QHBoxLayout(self.game_banner_box)
        banner_row.setContentsMargins(8, 4, 4, 4)
        self.game_banner = WrapLabel(self.game_banner_box)
        self.game_banner.setObjectName("game-banner")
        self.game_banner.set_format("PlainText")  # it names the game's players
        self.game_banner_close = QToolButton(self.game_banner_box)
        self.game_banner_close.setObjectName("game-banner-close")
        self.game_banner_close.setText("✕")
        banner_row.addWidget(self.game_banner, 1)
        banner_row.addLayout(at_top(self.game_banner_close))
        rv.addWidget(self.game_banner_box)
        set_shown(self.game_banner_box, False)
        self.headline = Headline(right)
        rv.addWidget(self.headline)
        self.messages = MessageList(right)
        rv.addWidget(self.messages)

        self.stack = QStackedWidget(right)
        self.stack.setObjectName("result-stack")
        lists = QWidget(self.stack)
        lh = QHBoxLayout(lists)
        lh.setContentsMargins(0, 0, 0, 0)
        lh.setSpacing(10)
        self.yaku_list = ResultList("yaku", lists)
        # teaching: the yaku one thing away (a win) or what would give one (no yaku)
        self.near_misses = NoteList("near-misses")
        self.yaku_list.add_footer(self.near_misses)
        # and the yaku another (lesser) reading of the win has: not a near miss, a heading apart
        self.other_readings = NoteList("other-readings")
        self.yaku_list.add_footer(self.other_readings)
        self.fu_list = ResultList("fu", lists, rich=False)  # its lines need no markup
        self.fu_list.rowHovered.connect(self._fu_hovered)
        lh.addWidget(self.yaku_list, 10)
        self._lists_line = self._vline(lists)
        lh.addWidget(self._lists_line)
        lh.addWidget(self.fu_list, FU_STRETCH)
        self._lists_layout = lh
        self._fu_below = False  # the fu's one sentence under the yaku (_arrange_lists)
        self.stack.addWidget(lists)
        # The waits page, the score table and the readings are filled in when first shown, or
        # right after the first frame (finish_startup): the first frame does not show them.
        self._waits_page = QWidget(self.stack)
        self._waits_page.setObjectName("waits-page")
        self.stack.addWidget(self._waits_page)
        self._waits_table: WaitsTable | None = None
        self._discards_in_order = 0  # the discards' tiles Tab reaches after Add discards
        self.stack.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        rv.addWidget(self.stack, 5)

        payments_head = QHBoxLayout()
        self.payments_label = section_label(right)
        payments_head.addWidget(self.payments_label)
        payments_head.addStretch(1)
        # the game tracker: send this win to the game (mjgui/gui/tracker/link.py)
        self.apply_to_game = QToolButton(right)
        self.apply_to_game.setObjectName("apply-to-game")
        self.apply_to_game.clicked.connect(lambda: self.game_link.apply_to_game())
        payments_head.addWidget(self.apply_to_game)
        rv.addLayout(payments_head)
        # the seats' payments: made with the first view that pays (payments), here in the column
        self._payments: Payments | None = None
        self._payments_place = (rv, rv.count(), right)

        self.details = QTabWidget(right)
        self.details.setObjectName("details")
        self.arithmetic = Arithmetic()
        # the steps with this hand's numbers, next to where the hand sits in the han x fu table
        arithmetic_page = QWidget()
        arithmetic_page.setObjectName("counted")
        ap = QHBoxLayout(arithmetic_page)
        ap.setContentsMargins(0, 0, 6, 0)
        ap.setSpacing(6)
        steps_scroll = ScrollArea(arithmetic_page)
        steps_scroll.setObjectName("steps-scroll")
        self.steps_scroll = steps_scroll  # a Tab stop (the steps scroll by keyboard): named
        steps_scroll.setWidgetResizable(True)
        steps_scroll.setFrameShape(QFrame.Shape.NoFrame)
        no_horizontal_scroll_bar(steps_scroll)
        # the steps keep a readable width; the table excerpt beside them narrows first
        steps_scroll.setMinimumWidth(200)
        # the tab's own background shows through, as on the other tabs; a viewport of our own
        # (asking for Qt's makes PySide6 create the Python type of every widget class to find
        # its type: ~5 ms at start)
        viewport = QWidget(steps_scroll)
        steps_scroll.setViewport(viewport)
        viewport.setAutoFillBackground(False)
        steps_scroll.setWidget(self.arithmetic)
        self.arithmetic.setAutoFillBackground(False)
        self.table_excerpt = TableExcerpt()
        # in a scroll area of its own: a tab shorter than the excerpt (a 1024 x 640 screen, the
        # game's banner and a note over the results) scrolls it, the tabs give way
        excerpt_scroll = ExcerptScroll(arithmetic_page)
        excerpt_scroll.setObjectName("excerpt-scroll")
        excerpt_scroll.setFrameShape(QFrame.Shape.NoFrame)
        focus_policy(excerpt_scroll, "NoFocus")  # its table is whole on the Score table tab
        no_horizontal_scroll_bar(excerpt_scroll)
        excerpt_scroll.setWidgetResizable(True)
        excerpt_scroll.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        viewport = QWidget(excerpt_scroll)  # the tab's background, as the steps' (above)
        excerpt_scroll.setViewport(viewport)
        viewport.setAutoFillBackground(False)
        excerpt_scroll.setWidget(self.table_excerpt)
        self.table_excerpt.setAutoFillBackground(False)
        # the steps scroll; their total stays in sight under them
        steps_column = QVBoxLayout()
        steps_column.setContentsMargins(0, 0, 0, 0)
        steps_column.setSpacing(0)
        steps_column.addWidget(steps_scroll, 1)
        self.arithmetic.total.setParent(arithmetic_page)
        steps_column.addWidget(self.arithmetic.total)
        ap.addLayout(steps_column, 1)
        ap.addLayout(at_top(excerpt_scroll))
        self._table_page = QWidget()
        self._readings_page = QWidget()
        self._score_table: ScoreTable | None = None
        self._readings: ReadingsView | None = None
        self.details.addTab(arithmetic_page, "")
        self.details.addTab(self._table_page, "")
        self.details.addTab(self._readings_page, "")
        self.details.currentChanged.connect(self._tab_changed)
        rv.addWidget(self.details, 4)

        self.input_scroll.setWidget(left)
        outer.addWidget(self.input_scroll, 11)
        outer.addWidget(right, 12)
        self.setCentralWidget(central)

    @property
    def nuki_box(self) -> NukiBox:
        """Three players' Norths set aside: made when first needed (issue 26: not before the first frame)."""
        if self._nuki_box is None:
            box = NukiBox(self._nuki_parent)
            box.changed.connect(self.controller.set_nuki)
            self._indicators.insertWidget(1, box)  # between the dora and the ura
            # Tab: where it shows, after the last dora slot made so far (a slot made later goes
            # right after the one before it: still before the box)
            QWidget.setTabOrder(self.dora_row.slots()[-1], box.tile)
            QWidget.setTabOrder(box.tile, box.spin)
            self._nuki_box = box
        return self._nuki_box

    @property
    def payments(self) -> Payments:
        """The seats' payments: made with the first view that pays, or when first asked for (the
        empty desk's first frame shows none of its 17 widgets)."""
        if self._payments is None:
            column, index, parent = self._payments_place
            payments = Payments(parent)
            # hidden until a view that pays shows it: a widget made on a window already shown
            # is not hidden yet, and the layout would show it empty on its next pass
            payments.setVisible(False)
            payments.discarderClicked.connect(self.controller.set_discarder)
            column.insertWidget(index, payments)
            self._payments = payments
            if self._view is not None:
                self._render_payments(self._view)
        return self._payments

    @property
    def game_link(self) -> GameLink:
        """The Game menu's items and the game tracker window (:mod:`mjgui.gui.tracker.link`,
        loaded with it): made right after the first frame, or when first asked for. Until then
        the window words the menu's title and shows the Apply to game button itself."""
        if self._game_link is None:
            from mjgui.gui.tracker.link import GameLink

            self._game_link = GameLink(
                self,
                controller=self.controller,
                languages=self.languages,
                settings=self.settings,
                add_shortcuts=self.add_shortcuts,
                apply_button=self.apply_to_game,
                menu=self.menu_game,
            )
        return self._game_link

    @staticmethod
    def _vline(parent: QWidget) -> QFrame:
        line = QFrame(parent)
        line.setFrameShape(QFrame.Shape.VLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        return line

    # -- the pages the first frame does not show ---------------------------------------------
    @property
    def score_table(self) -> ScoreTable:
        self._build_details_pages()
        assert self._score_table is not None
        return self._score_table

    @property
    def readings(self) -> ReadingsView:
        self._build_details_pages()
        assert self._readings is not None
        return self._readings

    @property
    def discards(self) -> TileStrip:
        self._ensure_waits_page()
        return self._discards

    def _ensure_waits_page(self) -> None:
        if self._waits_table is None:
            self._build_waits_page()
            if self._view is not None:
                self._render_waits(self._view)

    def _tab_changed(self, index: int) -> None:
        if index != TAB_ARITHMETIC:
            self._build_details_pages()

    def _build_details_pages(self) -> None:
        """The Score table and Readings tabs' contents (once)."""
        if self._score_table is not None:
            return
        from mjgui.gui.tables import ScoreTable

        tp = QVBoxLayout(self._table_page)
        tp.setContentsMargins(4, 4, 4, 4)
        tp.setSpacing(2)
        self._table_title = QLabel(self._table_page)
        self._table_title.setObjectName("score-table-title")
        self._score_table = ScoreTable(self._table_page)
        tp.addWidget(self._table_title)
        tp.addWidget(self._score_table)
        rp = QVBoxLayout(self._readings_page)
        rp.setContentsMargins(0, 0, 0, 0)
        self._readings = ReadingsView(self._readings_page)
        rp.addWidget(self._readings)
        _show_children(self._table_page, self._readings_page)
        self._readings.retranslate()
        set_accessible(self._readings, self.details.tabText(TAB_READINGS))  # a Tab stop: it scrolls
        if self._view is not None:
            self._render_details(self._view)

    def _render_details(self, view: WindowView) -> None:
        if self._score_table is None or self._readings is None:
            return
        self._table_title.setText(view.table.title)
        self._score_table.set_view(view.table)
        self._readings.set_rows(view.readings)

    def _build_waits_page(self) -> None:
        """The waits page's contents (once); shown for a hand one tile short, or discards."""
        if self._waits_table is not None:
            return
        from mjgui.gui.tables import WaitsTable

        page = self._waits_page
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(6)
        self.waits_title = section_label(page)
        v.addWidget(self.waits_title)
        self.waits_message = WrapLabel(page)
        self.waits_message.setObjectName("waits-message")
        v.addWidget(self.waits_message)
        self._waits_table = WaitsTable(page)
        v.addWidget(self._waits_table, 1)
        self.furiten_label = WrapLabel(page)
        self.furiten_label.setObjectName("furiten")
        v.addWidget(self.furiten_label)
        head = QHBoxLayout()
        self.discards_label = section_label(page)
        self.discards_mode = QToolButton(page)
        self.discards_mode.setObjectName("discards-mode")
        self.discards_mode.clicked.connect(lambda: self.controller.set_mode("discard"))
        head.addWidget(self.discards_label)
        head.addStretch(1)
        head.addWidget(self.discards_mode)
        v.addLayout(head)
        self._discards = TileStrip("discards", parent=page)
        self._discards.removeClicked.connect(self.controller.remove_discard)
        v.addWidget(self._discards)
        # made after every other widget, Qt put these last of the window's Tab stops (after the
        # tabs under the payments): they come where the page is, after the stops of the page it
        # replaces (the yaku and fu lists, hidden), before the payments
        before: QWidget = self.fu_list
        for stop in (self._waits_table, self.discards_mode):
            QWidget.setTabOrder(before, stop)
            before = stop
        _show_children(page)
        self._retranslate_waits()

    def _build_actions(self) -> None:
        """The menu bar's menus, whose titles the first frame shows; their items are made right
        after it (:meth:`build_menus`)."""
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_edit = bar.addMenu("")
        self.menu_hand = bar.addMenu("")
        self.menu_game = bar.addMenu("")  # the game tracker's (GameLink, made after the first frame)
        self.menu_game.setObjectName("menu-game")
        self.menu_view = bar.addMenu("")
        self.menu_learn = bar.addMenu("")
        self.menu_help = bar.addMenu("")

    def build_menus(self) -> None:
        """The menus' items (each a Qt object PySide6 looks the signals up for, ~40 of them),
        once: right after the first frame, which shows none of them."""
        if self._menus_built:
            return
        self._menus_built = True
        from PySide6.QtGui import QAction, QActionGroup  # not before the first frame: their types

        def action(name: str, slot: object, *keys: str) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            if keys:
                self.add_shortcuts(act, *keys)
            set_keys(act, "shortcutContext", "WindowShortcut")
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.act_open_log = action("open-game-log", self.open_game_log, "Ctrl+O")
        # Ctrl+S saves the game, as in the tracker (the Game menu): the screenshot has its own
        self.act_screenshot = action("save-screenshot", self._save_screenshot, "Ctrl+Shift+P")
        # Ctrl+Q everywhere (README): the platform's Quit key is none under Windows' key scheme
        self.act_quit = action("quit", self.quit_app, "StandardKey.Quit", "Ctrl+Q")
        self.menu_file.addAction(self.act_open_log)
        self.menu_file.addAction(self.act_screenshot)
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)

        self.act_undo = action("undo", self.controller.undo, "Ctrl+Z")
        self.act_redo = action("redo", self.controller.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.act_copy = action("copy-result", self.copy_result, "StandardKey.Copy")
        self.act_clear = action("clear-hand", self.escape_pressed, "Esc")
        for act in (self.act_undo, self.act_redo, self.act_copy, self.act_clear):
            self.menu_edit.addAction(act)

        self.act_tsumo = action("toggle-tsumo", lambda: self.controller.toggle_flag("tsumo"), "T")
        self.act_riichi = action("toggle-riichi", lambda: self.controller.toggle_flag("riichi"), "R")
        self.act_ippatsu = action("toggle-ippatsu", lambda: self.controller.toggle_flag("ippatsu"), "I")
        self.act_pick_win = action("pick-win-action", self.pick_win.toggle, "W")
        self.act_focus_notation = action("focus-notation", self._focus_notation, "Ctrl+L")
        # the keyboard path at the table (README): letters that are not notation work from the
        # notation field too (NotationEdit lets them through)
        self.act_dora = action("dora-mode", lambda: self._indicator_mode("dora", by_key=True), "D")
        self.act_next = action("next-hand", self.next_hand, "N")
        # three players: one more North set aside (shown under three-player rules only)
        self.act_nuki = action(
            "nuki-action", lambda: self.controller.set_nuki(self.controller.state.nuki + 1), "K"
        )
        self.act_nuki.setVisible(False)
        self.act_seats = [
            action(
                f"seat-action-{wind}", lambda _=False, w=wind: self.controller.set_seat(w), f"Alt+{wind + 1}"
            )
            for wind in range(4)
        ]
        for act in (
            self.act_tsumo,
            self.act_riichi,
            self.act_ippatsu,
            self.act_dora,
            self.act_nuki,
            self.act_pick_win,
            self.act_focus_notation,
        ):
            self.menu_hand.addAction(act)
        self.menu_hand.addSeparator()
        for act in self.act_seats:
            self.menu_hand.addAction(act)
        self.menu_hand.addSeparator()
        self.menu_hand.addAction(self.act_next)

        self.menu_language, self.language_group, self.language_actions = language_menu(
            self, self.menu_view, "", self.set_language
        )
        self.menu_theme = self.menu_view.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for code in ("system", "light", "dark"):
            act = QAction(self)
            act.setObjectName(f"theme-{code}")
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, t=code: self.set_theme(t))
            self.theme_group.addAction(act)
            self.menu_theme.addAction(act)
            self.theme_actions[code] = act
        self.theme_actions[self._theme_checked].setChecked(True)

        # teaching mode
        self.act_quiz = action("quiz", self.open_quiz, "F7")
        self.act_quiz_hand = action("quiz-this-hand", self.quiz_this_hand, "Shift+F7")
        self.act_compare = action("compare-rules", self.open_compare, "F8")
        for act in (self.act_quiz, self.act_quiz_hand, self.act_compare):
            self.menu_learn.addAction(act)

        self.act_notation_help = action("notation-help", self._show_notation_help, "StandardKey.HelpContents")
        self.act_about = action("about", self._show_about)
        self.act_about_qt = action("about-qt", self._show_about_qt)
        self.act_about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.menu_help.addAction(self.act_notation_help)
        self.menu_help.addAction(self.act_about)
        self.menu_help.addAction(self.act_about_qt)
        self._retranslate_menus()
        if self._view is not None:
            self._render_menus(self._view)
        self.game_link.build_actions()

    def check_theme(self, theme: str) -> None:
        """Check ``theme`` in the Theme menu (the one applied), now or when the menu is made."""
        self._theme_checked = theme
        if self._menus_built:
            self.theme_actions[theme].setChecked(True)

    # -- language ---------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Switch the whole window (Qt labels and the core's words) without a restart."""
        self.settings.language = lang
        self.languages.set_language(lang)

    def _language_changed(self, lang: str) -> None:
        self.controller.set_lang(lang)
        clear_status_message(self)  # a message of before the switch: not left in the old language

    def choose_preset(self, name: str) -> None:
        """The rules preset the player chose: the desk's, and the one it starts with next time
        (saved as the view shows it: :meth:`_follow_rules`)."""
        self.controller.set_preset(name)

    def set_theme(self, theme: str) -> None:
        from mjgui.gui.appsetup import apply_theme

        self.settings.theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif (
            kind in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
            and self._view is not None
            and not self._rendering
        ):
            # Qt gives the window its new palette before its children: the view is drawn again,
            # in the widgets' own colours, once the change has reached every one of them
            if self._recolour is None:
                self._recolour = Deferred(self, self._redraw)
            self._recolour.request()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange and self._started:
            # every widget in the window has its words now (Qt gives them the change after the
            # window's own changeEvent): the input column as wide as they need, before a paint.
            # (Not before the first frame: its show lays the whole window out, and the walk
            # through its widgets would make their Python types before the paint.)
            self.input_scroll.settle()
        return handled

    def _redraw(self) -> None:
        if self._view is not None:
            self.show_view(self._view)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Window", "mjgui — riichi mahjong scoring desk"))
        self.notation_label.setText(QCoreApplication.translate("Window", "&Notation"))
        set_accessible(self.notation, QCoreApplication.translate("Window", "Hand notation"))
        self._show_examples(self._view.players if self._view else self.controller.state.rules.players)
        self.hand_label.setText(QCoreApplication.translate("Window", "Hand"))
        self.pick_win.setText(QCoreApplication.translate("Window", "Pick winning tile"))
        set_tip(
            self.pick_win,
            QCoreApplication.translate(
                "Window", "W: the next tile you click in the hand becomes the winning tile"
            ),
        )
        self.clear_button.setText(QCoreApplication.translate("Window", "Next hand"))
        self.quick_toggle.setText(QCoreApplication.translate("Window", "Han and fu"))
        set_tip(
            self.quick_toggle,
            QCoreApplication.translate(
                "Window",
                "Score without tiles: pick the han and fu, a limit or the yakuman; the payment "
                "follows the seat, ron or tsumo, honba and sticks",
            ),
        )
        if self._quick is not None:
            self._quick.retranslate()
        set_tip(
            self.clear_button,
            QCoreApplication.translate(
                "Window",
                "N or Esc: clear the tiles, melds, indicators and the win's flags for the next hand "
                "(seat, round and counters stay); in a palette mode Esc first goes back to Hand",
            ),
        )
        set_accessible(self.hand_row, QCoreApplication.translate("Window", "Hand"))
        self.dora_row.label.setText(yaku_word("dora"))
        set_tip(
            self.dora_row,
            QCoreApplication.translate(
                "Window", "Dora indicators; the tile each makes dora is shown under it"
            ),
        )
        self.ura_row.label.setText(QCoreApplication.translate("Window", "Ura"))
        set_tip(self.ura_row, QCoreApplication.translate("Window", "Ura dora indicators (riichi only)"))
        self.mode_bar.retranslate()
        set_accessible(self.palette_widget, QCoreApplication.translate("Window", "Tile palette"))
        self.headline.title.setAccessibleDescription(QCoreApplication.translate("Window", "Result"))
        self.messages.set_name(QCoreApplication.translate("Window", "Notes on the hand"))
        self.yaku_list.title.setText(term_word("yaku"))
        set_accessible(self.yaku_list, term_word("yaku"))
        self.fu_list.title.setText(term_word("fu"))
        set_accessible(self.fu_list, term_word("fu"))
        self.payments_label.setText(QCoreApplication.translate("Window", "Payments"))
        if self._game_link is None:  # the link words them once made (game_link)
            word_desk_parts(self.menu_game, self.apply_to_game)
        self.details.setTabText(TAB_ARITHMETIC, QCoreApplication.translate("Window", "How it is counted"))
        set_accessible(self.steps_scroll, self.details.tabText(TAB_ARITHMETIC))
        self.details.setTabToolTip(
            TAB_ARITHMETIC,
            QCoreApplication.translate(
                "Window", "The payment step by step with this hand's numbers, next to the han × fu table"
            ),
        )
        self.details.setTabText(TAB_TABLE, QCoreApplication.translate("Window", "Score table"))
        self.details.setTabText(TAB_READINGS, QCoreApplication.translate("Window", "Readings"))
        self.details.setTabToolTip(
            TAB_READINGS,
            QCoreApplication.translate(
                "Window", "Every way to read the hand, side by side, and why the chosen one wins"
            ),
        )
        if self._readings is not None:
            self._readings.retranslate()
            set_accessible(self._readings, self.details.tabText(TAB_READINGS))  # a Tab stop: it scrolls
        self._retranslate_waits()
        self.menu_file.setTitle(QCoreApplication.translate("Window", "&File"))
        self.menu_edit.setTitle(QCoreApplication.translate("Window", "&Edit"))
        self.menu_hand.setTitle(QCoreApplication.translate("Window", "Han&d"))
        self.menu_view.setTitle(QCoreApplication.translate("Window", "&View"))
        self.menu_learn.setTitle(QCoreApplication.translate("Window", "&Learn"))
        self.menu_help.setTitle(QCoreApplication.translate("Window", "&Help"))
        self._retranslate_menus()
        if self._view is not None:
            self.show_view(self._view)

    def _retranslate_menus(self) -> None:
        if not self._menus_built:
            return
        self.menu_language.setTitle(QCoreApplication.translate("Window", "&Language"))
        self.menu_theme.setTitle(QCoreApplication.translate("Window", "&Theme"))
        self.act_open_log.setText(QCoreApplication.translate("Window", "&Open game log or record…"))
        self.act_open_log.setStatusTip(
            QCoreApplication.translate(
                "Window",
                "A Tenhou, tenhou.net/6 or mjai log: every win scored by mjgui beside the log; a game "
                "record (.mjgame) opens in the game tracker",
            )
        )
        self.act_screenshot.setText(QCoreApplication.translate("Window", "Save &screenshot…"))
        self.act_quit.setText(QCoreApplication.translate("Window", "&Quit"))
        self.act_undo.setText(QCoreApplication.translate("Window", "&Undo"))
        self.act_redo.setText(QCoreApplication.translate("Window", "&Redo"))
        self.act_copy.setText(QCoreApplication.translate("Window", "&Copy result as text"))
        self.act_clear.setText(QCoreApplication.translate("Window", "&Next hand"))
        self.act_tsumo.setText(QCoreApplication.translate("Window", "&Tsumo / ron"))
        self.act_riichi.setText(QCoreApplication.translate("Window", "&Riichi"))
        self.act_pick_win.setText(QCoreApplication.translate("Window", "Pick &winning tile"))
        self.act_ippatsu.setText(QCoreApplication.translate("Window", "&Ippatsu"))
        self.act_dora.setText(QCoreApplication.translate("Window", "Add a &dora indicator"))
        self.act_nuki.setText(QCoreApplication.translate("Window", "Set a North aside (nu&ki)"))
        self.act_next.setText(QCoreApplication.translate("Window", "Next hand (&N)"))
        for wind, act in enumerate(self.act_seats):
            act.setText(QCoreApplication.translate("Window", "Seat: %1").replace("%1", wind_label(wind)))
        self.act_focus_notation.setText(QCoreApplication.translate("Window", "Edit n&otation"))
        self.theme_actions["system"].setText(QCoreApplication.translate("Window", "Follow the system"))
        self.theme_actions["light"].setText(QCoreApplication.translate("Window", "Light"))
        self.theme_actions["dark"].setText(QCoreApplication.translate("Window", "Dark"))
        self.act_quiz.setText(QCoreApplication.translate("Window", "&Quiz on random hands…"))
        self.act_quiz_hand.setText(QCoreApplication.translate("Window", "Quiz on &this hand…"))
        self.act_compare.setText(QCoreApplication.translate("Window", "&Compare rules…"))
        self.act_quiz.setStatusTip(
            QCoreApplication.translate("Window", "Score realistic random hands: yaku, han, fu, payment")
        )
        self.act_compare.setStatusTip(
            QCoreApplication.translate("Window", "This hand under each rules preset, side by side")
        )
        self.act_notation_help.setText(QCoreApplication.translate("Window", "&Notation syntax"))
        self.act_about.setText(QCoreApplication.translate("Window", "&About mjgui"))
        self.act_about_qt.setText(QCoreApplication.translate("Window", "About &Qt"))
        for code, act in self.language_actions.items():
            act.setChecked(code == self.languages.current)

    def _retranslate_waits(self) -> None:
        if self._waits_table is None:
            return
        self._waits_table.retranslate()
        self.waits_title.setText(QCoreApplication.translate("Window", "Waits"))
        set_accessible(self._waits_table, self.waits_title.text())  # a Tab stop: it scrolls
        self.discards_label.setText(QCoreApplication.translate("Window", "Your discards (for furiten)"))
        self.discards_mode.setText(QCoreApplication.translate("Window", "Add discards"))
        set_tip(
            self.discards_mode,
            QCoreApplication.translate("Window", "Then click your discards on the palette"),
        )
        self._discards.set_placeholder(
            QCoreApplication.translate(
                "Window", "None: choose “Add discards”, then click tiles on the palette."
            )
        )

    # -- rendering --------------------------------------------------------------------------
    def show_view(self, view: WindowView) -> None:
        """Show a view model. Called by the controller after every edit."""
        self._rendering = True
        try:
            self._render(view)
        finally:
            self._rendering = False
        self._follow_rules()

    def _follow_rules(self) -> None:
        """The desk's rules reach what follows them: the quiz deals its next hand under those of
        the desk Next hand goes back to (not a log's or the quiz's hand shown on it for a while),
        and the desk's own (not a game's), as the player last set them (on a hand shown for a
        while too, by undo and redo too), are saved for the next start. Back to the rules it
        started with and none picked (a change taken back): the settings hold what they held at
        the start again, so the command line's rules are not saved."""
        controller = self.controller
        if self._quiz is not None:
            self._quiz.controller.set_rules(controller.desk_rules)
        chosen = controller.chosen_rules
        if chosen is None:
            return
        keep = self._start_saved if chosen == self._start_rules and not controller.rules_picked else chosen
        if keep != self._saved_rules:
            self._saved_rules = keep
            self.settings.set_rules(*(rules_setting(keep) if keep is not None else ("", ())))

    def _render(self, view: WindowView) -> None:
        self._view = view
        self._drop_stale_status()
        self.notation.set_view(view.notation)
        if view.players != self._examples_for:  # three players or four: the examples follow
            self._show_examples(view.players)
        if view.notation.error:
            color = css(tone_color(self.palette(), "error"))
            self.notation_error.setStyleSheet(f"color:{color}")
            self.notation_error_more.setStyleSheet(f"color:{color}")
        self.notation_error.set_full_text(f"⚠ {view.notation.error}" if view.notation.error else "")
        describe_error(self.notation, view.notation.error, notation_help(view.players))
        self.hand_row.set_view(view.hand, view.win_index, view.melds)
        self.dora_row.set_view(view.dora, view.modes["dora"])
        self.ura_row.set_view(view.ura, view.modes["ura"])
        if view.nuki.shown or self._nuki_box is not None:
            self.nuki_box.set_view(view.nuki)
        self.mode_bar.set_view(view.modes)
        self.palette_widget.set_view(view.palette)
        self.situation.set_view(view)
        self._render_quick(view)
        link = self._game_link  # made after the first frame
        self.situation.set_carried(
            self.controller.counters_carried and not (link is not None and link.following())
        )
        self.headline.set_view(view.headline)
        self.messages.set_view(view.messages)
        self._render_notes(view)
        if not (view.waits.active or view.mode == "discard"):
            # the lists are on the page the waits replace; a hidden page is left as it is
            self.yaku_list.set_rows(
                yaku_items(view.yaku, self.palette()),
                view.yaku_note
                or QCoreApplication.translate(
                    "Window", "The yaku appear here as soon as the hand is complete."
                ),
                always=bool(view.yaku_note),
            )
            self.fu_list.set_rows(
                fu_items(view.fu),
                ""
                if view.fu_total
                else QCoreApplication.translate(
                    "Window", "Each fu item appears here; point at one to see its tiles."
                ),
            )
            self.fu_list.title.setText(
                term_word("fu") + ": " + view.fu_total if view.fu_total else term_word("fu")
            )
            self._arrange_lists(not view.fu and bool(view.fu_total))
            self._fu_hovered(self._hovered_fu if self._hovered_fu < len(view.fu) else -1)
        self._render_payments(view)
        self.arithmetic.set_lines(
            view.arithmetic,
            QCoreApplication.translate("Window", "The arithmetic of a winning hand is shown here."),
        )
        self.table_excerpt.set_view(view.table, bool(view.arithmetic) or self.controller.quick_mode)
        self._render_details(view)
        self._render_waits(view)
        self._render_menus(view)
        if self._compare is not None and self._compare.isVisible():
            self._compare.follow(self.controller.spec())
        if self._game_link is None:  # the link shows it once made (game_link)
            show_apply_button(self.apply_to_game, view.headline.tone == "win")

    def _render_payments(self, view: WindowView) -> None:
        paid = any(p.amount for p in view.payments)
        set_shown(self.payments_label, paid)
        if paid or self._payments is not None:
            self.payments.set_view(view.payments, not view.options["tsumo"].checked)
            set_shown(self.payments, paid)

    def _show_examples(self, players: int) -> None:
        """The notation's help, the field's and the hand's placeholders: example hands of the
        rules' table (three players: no 2m-8m, no chi), again whenever the rules change it."""
        self._examples_for = players
        help_text = notation_help(players)
        self.notation.setToolTip(notation_help_html(players))  # our own words: rich text, wrapped
        describe_error(self.notation, self._view.notation.error if self._view else "", help_text)
        if players == 3:
            # the melds' brackets here: a plain hand is the example of the hints under the field
            field = QCoreApplication.translate("Window", "Type the hand, e.g. 234p678s5s (999m) [7777z] 5s")
            hand = QCoreApplication.translate(
                "Window",
                "Click tiles on the palette below, or type the hand anywhere, e.g. 234p567p3467888s5s",
            )
        else:
            field = QCoreApplication.translate("Window", "Type the hand, e.g. 234p678s5s (123m) [7777z] 5s")
            hand = QCoreApplication.translate(
                "Window",
                "Click tiles on the palette below, or type the hand anywhere, e.g. 234m567p3467888s5s",
            )
        self.notation.setPlaceholderText(field)
        self.hand_row.set_placeholder(hand)

    def _arrange_lists(self, fu_below: bool) -> None:
        """The yaku and the fu side by side; when the fu have one sentence to say and no rows
        (a yakuman's, not counted), that sentence goes under the yaku on one line and the yaku
        have the whole width: half the width kept for it squeezed many yakuman out of sight."""
        if fu_below == self._fu_below:
            return
        self._fu_below = fu_below
        direction = QHBoxLayout.Direction
        self._lists_layout.setDirection(direction.TopToBottom if fu_below else direction.LeftToRight)
        self._lists_layout.setStretchFactor(self.fu_list, 0 if fu_below else FU_STRETCH)
        set_shown(self._lists_line, not fu_below)
        self.fu_list.setMaximumHeight(self.fu_list.title.sizeHint().height() if fu_below else QWIDGETSIZE_MAX)

    def _render_menus(self, view: WindowView) -> None:
        if not self._menus_built:
            return
        self.act_nuki.setVisible(view.players == 3)  # and no North seat at three
        self.act_nuki.setEnabled(view.nuki.shown and view.nuki.number < view.nuki.most)
        self.act_seats[3].setVisible(view.players > 3)
        self.act_undo.setEnabled(view.can_undo)
        self.act_redo.setEnabled(view.can_redo)

    def _render_notes(self, view: WindowView) -> None:
        """Teaching notes under the yaku: near misses of a win and what it could be counted with
        and is not (another reading's yaku, a renhou not taken), or what would give a yaku."""
        if view.other_readings:
            # one heading true of both: another reading's yaku and renhou (no reading) alike
            title = QCoreApplication.translate(
                "Window", "Not counted: the hand pays as much or more without them"
            )
            tip = QCoreApplication.translate(
                "Window",
                "Yaku another way of reading the same tiles has, or a renhou ticked (paid as mangan): "
                "the hand as counted pays at least as much without them",
            )
            self.other_readings.set_notes(title, view.other_readings, tip)
        else:
            self.other_readings.set_notes("", ())
        if view.before_tenpai:
            tip = QCoreApplication.translate(
                "Window",
                "Each discard that keeps the hand closest to tenpai, best first, with the tiles that "
                "would then improve it; after ×, how many of that tile are still unseen (not in the "
                "hand, the melds, the indicators or the discards entered).",
            )
            self.near_misses.set_notes(view.before_tenpai_title, view.before_tenpai, tip)
        elif view.suggestions:
            title = QCoreApplication.translate("Window", "What would give a yaku")
            tip = QCoreApplication.translate("Window", "Each change alone would give this hand a yaku")
            self.near_misses.set_notes(title, view.suggestions, tip)
        else:
            title = QCoreApplication.translate("Window", "Almost: one thing away")
            tip = QCoreApplication.translate(
                "Window", "Yaku this hand nearly has, and the one thing that keeps each away"
            )
            self.near_misses.set_notes(title, view.near_misses, tip)

    # -- teaching windows -------------------------------------------------------------------
    def quiz_window(self, controller: QuizController | None = None) -> QuizWindow:
        """The quiz window (made on first use, on ``controller`` if given; it stays for the
        session, so the running score does too)."""
        if self._quiz is None:
            from mjgui.gui.teach.quiz import QuizWindow

            window = QuizWindow(controller, languages=self.languages, settings=self.settings, parent=self)
            window.openOnDesk.connect(self._open_on_desk)
            window.quizDesk.connect(self.quiz_this_hand)
            window.calculatorHands.connect(lambda: window.add_calculator_hands(self.controller))
            self._quiz = window
        return self._quiz

    def open_quiz(self) -> None:
        """Learn → Quiz: a random hand (or the one being answered), dealt under the desk's rules."""
        window = self.quiz_window()
        window.controller.set_rules(self.controller.desk_rules)
        window.start()
        _raise(window)

    def quiz_this_hand(self) -> None:
        """Learn → Quiz on this hand: the hand on the desk, if it wins; not a log's win shown as
        the log gave it that the quiz leaves out of the log (the log's verdict the desk keeps
        with it), as Add the calculator's winning hands leaves it out; nor in Han and fu, where the
        desk shows a value picked and its tiles are hidden (the quiz says why)."""
        window = self.quiz_window()
        desk = self.controller
        if desk.quick_mode:
            window.controller.refuse_desk_without_tiles()
            _raise(window)
            return
        left_out = next((why for shown, why in desk._left_out if shown == desk.state), None)
        window.controller.quiz_hand(desk.spec(), left_out=left_out)
        _raise(window)

    def compare_window(self) -> CompareWindow:
        if self._compare is None:
            from mjgui.gui.teach.compare import CompareWindow

            self._compare = CompareWindow(languages=self.languages, settings=self.settings, parent=self)
        return self._compare

    def open_compare(self) -> None:
        """Learn → Compare rules: this hand under each preset; it follows the desk while open."""
        window = self.compare_window()
        window.follow(self.controller.spec(), now=True)
        _raise(window)

    def log_window(self) -> LogWindow:
        """The game-log window (made on first use; it keeps the open log for the session)."""
        if self._log is None:
            from mjgui.gui.logview import LogWindow

            window = LogWindow(languages=self.languages, settings=self.settings, parent=self)
            window.openOnDesk.connect(self._open_on_desk)
            window.quizHand.connect(self._quiz_log_hand)
            window.record_opener = self.game_link.open_tracker  # a record chosen there
            self._log = window
        return self._log

    def open_log(self, path: str) -> LogWindow:
        """The game log at ``path`` read in the game-log window, shown in front (a file that is
        no log: the window says why), as ``mjgui FILE`` and the tracker's Open… open a log."""
        window = self.log_window()
        window.load(path)
        _raise(window)
        return window

    def open_game_log(self) -> None:
        """File → Open game log or record…: choose a log, list its hands and wins; a game record
        chosen there (a saved ``.mjgame``) opens in the game tracker, the log window it was
        chosen from closed again unless it was open before."""
        window = self.log_window()
        shown = window.isVisible()
        _raise(window)
        if window.ask_open(self.game_link.open_tracker) == "record" and not shown:
            window.close()

    def _quiz_log_hand(self, spec: object, log: str, round_label: str) -> None:
        from mjgui.core.scoring.hand import HandSpec

        if isinstance(spec, HandSpec):
            window = self.quiz_window()
            # titled by the log and its hand; not asked if its game paid it otherwise (the log's
            # verdict, as the quiz leaves it out of the log and of the calculator's hands)
            left_out = self._log.controller.left_out(spec) if self._log is not None else None
            window.controller.quiz_hand(spec, log, round_label, left_out=left_out)
            _raise(window)

    def _open_on_desk(self, spec: object) -> None:
        from mjgui.core.scoring.hand import HandSpec

        if isinstance(spec, HandSpec):
            # shown for a while: Next hand puts back the desk's own rules and counters; a log's
            # win the quiz would not ask as its game paid it keeps that verdict on the desk
            left_out = self._log.controller.left_out(spec) if self._log is not None else None
            self.controller.load_spec(spec, borrowed=True, left_out=left_out)
            _raise(self)

    def _render_waits(self, view: WindowView) -> None:
        waits = view.waits
        show = waits.active or view.mode == "discard"
        if show:
            self._build_waits_page()
        self.stack.setCurrentIndex(1 if show else 0)
        if self._waits_table is None:
            return
        # The stack is as tall as its tallest page, the waits page too when hidden; but what a
        # hidden page changes does not reach the results column: told here, or a hand typed to
        # its last tile kept the minimum its waits had (the window grew past a 1024 x 640 screen)
        self.stack.updateGeometry()
        self.waits_message.setText(waits.message)
        set_shown(self.waits_message, bool(waits.message))
        self._waits_table.set_view(waits)
        set_shown(self._waits_table, bool(waits.rows))
        if waits.furiten:
            color = css(tone_color(self.palette(), "nowin"))
            self.furiten_label.setText(f'<span style="color:{color}">⚠ {_escape(waits.furiten)}</span>')
        set_shown(self.furiten_label, bool(waits.furiten))
        self._discards.set_view(view.discards)
        tiles = self._discards.buttons()
        if len(tiles) > self._discards_in_order:  # tiles made now: Tab reaches them after the button
            before: QWidget = self.discards_mode
            for tile in tiles:
                QWidget.setTabOrder(before, tile)
                before = tile
            self._discards_in_order = len(tiles)
        set_enabled(self.discards_mode, view.mode != "discard")

    # -- interaction ------------------------------------------------------------------------
    def _hand_tile_clicked(self, index: int) -> None:
        if self._pick_win:
            self.pick_win.setChecked(False)
            self._make_win(index)
        else:
            self.controller.remove_hand_tile(index)

    def _palette_clicked(self, code: str) -> None:
        # a refusal is said by the controller among the notes on the hand, whole, until the
        # desk changes (the status line cut a long one before its advice, and took it away)
        if self.controller.palette_click(code):
            # back to Hand mode by itself after a meld or an indicator: said, with how to add another
            notice = self.controller.back_notice()
            if notice:
                self._desk_status(notice, 8000)

    def _desk_status(self, text: str, ms: int) -> None:
        """A status line about the desk as it is now: taken away when the desk changes (an
        edit, Ctrl+Z, Ctrl+Y), since it may no longer be true ("Pon 111z added" undone, the
        chi's five made red)."""
        self._status_for = (text, self.controller.state)
        self.statusBar().showMessage(text, ms)

    def _drop_stale_status(self) -> None:
        said = self._status_for
        if said is None or said[1] is self.controller.state:
            return
        self._status_for = None
        if self.statusBar().currentMessage() == said[0]:
            self.statusBar().clearMessage()

    def _hand_tile_right_clicked(self, index: int) -> None:
        self._make_win(index)

    def _make_win(self, index: int) -> None:
        """The tile at ``index`` made the winning tile; the focus, on a tile of the hand (the
        Menu key, Shift+F10, Space in pick mode), follows it to its place at the end: it stayed
        on the index, which then held another tile (read out, and made the winner by a second
        press)."""
        had_focus = any(button.hasFocus() for button in self.hand_row.tile_buttons())
        if self.controller.set_win(index) and had_focus:
            self.hand_row.focus_win()

    def _meld_clicked(self, index: int) -> None:
        """A meld removed; the focus, on it, stays in the hand row (the next meld, else the one
        before, else the hand's last tile): its button hidden, Qt sent it on to the dora. The
        hand's last meld of a hand of melds alone: the notation field, to type the hand anew."""
        melds = self.hand_row.meld_buttons()
        had_focus = 0 <= index < len(melds) and melds[index].hasFocus()
        if self.controller.remove_meld(index) and had_focus and not self.hand_row.focus_near_meld(index):
            self.notation.setFocus()

    def _pick_win_toggled(self, on: bool) -> None:
        self._pick_win = on
        self.hand_row.set_pick_win(on)

    def _fu_hovered(self, index: int) -> None:
        self._hovered_fu = index
        view = self._view
        if view is None or not 0 <= index < len(view.fu):
            self.hand_row.set_highlight((), ())
            return
        row = view.fu[index]
        self.hand_row.set_highlight(row.hand, row.melds)

    def _indicator_mode(self, mode: str, by_key: bool = False) -> None:
        """The palette picks a dora (``mode`` "dora") or ura indicator next: by D, or by a free
        slot. From the keyboard (D, or Space on a slot, which only Tab focuses) the focus goes to
        the palette, where the indicator is picked: it stayed where it was, 17 to 19 Tabs away."""
        row = self.dora_row if mode == "dora" else self.ura_row
        focus = QApplication.focusWidget()
        by_key = by_key or (focus is not None and row.isAncestorOf(focus))
        self.controller.set_mode(mode)
        if by_key and self.controller.mode == mode:
            self.palette_widget.take_focus()

    def escape_pressed(self) -> None:
        """Esc: cancel what is pending first (picking the winning tile, a palette mode), then
        clear the hand for the next one."""
        if self._pick_win:
            self.pick_win.setChecked(False)
            return
        self.controller.escape()

    def before_request(self, tiles: bool = False) -> None:
        """The game asks for a win: nothing pending from the hand before (picking the winning
        tile); ``tiles``: a past win's hand comes to the desk, shown as tiles (not han and fu)."""
        self.pick_win.setChecked(False)
        if tiles and self.quick_toggle.isChecked():
            self.set_quick_mode(False)

    def type_notation(self, text: str) -> None:
        """Go on typing a hand begun elsewhere (the tracker's ron or tsumo dialog)."""
        self.controller.leave_quick_mode()  # typing a hand: back to the tiles (Ctrl+Z: not)
        from PySide6.QtCore import Qt  # not before the first frame: see mjgui.gui.qtnames

        self.controller.set_notation(self.notation.text() + text)
        self.notation.setFocus(Qt.FocusReason.OtherFocusReason)
        self.notation.end(False)

    def next_hand(self) -> None:
        """The Next hand button: tiles, the win's flags and the palette mode cleared."""
        self.pick_win.setChecked(False)
        self.controller.clear()

    def set_quick_mode(self, on: bool) -> None:
        """Score without tiles: the value picker in place of the hand, indicators and palette
        (where it is shown: Tab reaches it right after the Hand title's buttons)."""
        if on and self._quick is None:
            from mjgui.gui.tracker.dialogs.pickers import ValuePicker

            self._quick = ValuePicker(self.hand_row.parentWidget(), compact=True)
            self._quick.setObjectName("quick-value")
            self._quick.changed.connect(self._quick_changed)
            self._left_layout.insertWidget(self._left_layout.indexOf(self.hand_row), self._quick)
            # made after every other widget, Qt would put its buttons last of the window's Tab
            # stops (after the results): they come after the Hand title's buttons (the hand's
            # tiles, made later, go between: hidden while the picker shows, as it is with them)
            before: QWidget = self.clear_button
            for stop in self._quick.tab_stops():
                QWidget.setTabOrder(before, stop)
                before = stop
        if self.quick_toggle.isChecked() != on:
            self.quick_toggle.setChecked(on)
        for widget in (self.hand_row, self.dora_row, self.ura_row, self.mode_bar, self.palette_widget):
            set_shown(widget, not on)
        set_shown(self.pick_win, not on)
        set_shown(self.stack, not on)  # no tiles, no yaku or fu: the room goes to the arithmetic
        if self._quick is not None:
            set_shown(self._quick, on)
        self.controller.set_quick_mode(on)

    def _quick_changed(self) -> None:
        from mjgui.controller.scoring.quick import QuickValue

        picker = self._quick
        if picker is None or self._rendering:
            return
        value = picker.value()
        if value is None:
            self.controller.set_quick_value(None)
            return
        self.controller.set_quick_value(
            QuickValue(value.kind, value.han or 0, value.fu or 0, value.limit or "", value.multiple)
        )

    def _render_quick(self, view: WindowView) -> None:
        if self.controller.quick_mode != self.quick_toggle.isChecked():
            self.set_quick_mode(self.controller.quick_mode)  # an undo or redo went back to it
        picker = self._quick
        if picker is None:
            return
        from mjgui.controller.scoring.quick import winnable_values  # the picker is made when first shown

        quick = self.controller.state.quick
        tsumo = view.options["tsumo"].checked
        winnable = winnable_values(self.controller.state.rules)
        if quick is not None and quick.kind == "hanfu":
            # the value picked stays shown when an option or tsumo has made it one no hand has
            # since: the results refuse it and say why (unchecked, no fu showed what they refuse)
            winnable |= {(quick.han, quick.fu, tsumo)}
        picker.set_winnable(winnable)
        picker.set_ron(not tsumo)
        if quick is None:
            if picker.value() is not None:
                picker.clear()  # the next hand (or an undo): nothing picked
            return
        from mjgui.controller.game.bridge import quick_words

        picked = quick_words(quick)
        if picked is not None and picker.value() != picked:  # an undo or redo went back to it
            picker.set_win_value(picked)

    def _leave_notation(self, enter: bool) -> None:
        """Esc in the notation field, or Enter on a hand that can be scored: the focus leaves the
        field, so T, R, W and Esc act on the hand, for the headline: a screen reader reads the
        result, and a ring shows where the focus is. (It went to the window's unnamed, unmarked
        central widget.)"""
        view = self._view
        if enter and (
            view is None or view.notation.error or view.headline.tone not in ("win", "nowin", "tenpai")
        ):
            return
        from PySide6.QtCore import Qt

        self.headline.title.setFocus(Qt.FocusReason.OtherFocusReason)

    def _focus_notation(self) -> None:
        from PySide6.QtCore import Qt

        self.notation.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.notation.selectAll()

    def copy_result(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.result_text())
        self.statusBar().showMessage(QCoreApplication.translate("Window", "Result copied as text"), 3000)

    def _save_screenshot(self) -> None:
        from mjgui.gui.saving import ask_save_path

        path = ask_save_path(
            self,
            QCoreApplication.translate("Window", "Save screenshot"),
            "PNG (*.png)",
            "mjgui.png",
            settings=self.settings,
            kind="screenshots",
        )
        if path:
            self.save_screenshot(path)
            self.settings.remember_folder("screenshots", path)  # after the file: never before it

    def save_screenshot(self, path: str) -> bool:
        """Write the window as PNG to ``path`` atomically and say so only once it is there; a
        failure (a read-only file, a pipe, a full disk) is said with its reason."""
        from mjgui.core.game.storage import StorageError
        from mjgui.core.shown import shown_path
        from mjgui.core.text import inner_sentence
        from mjgui.gui.saving import save_png

        try:
            save_png(self.grab(), path)
        except StorageError as err:
            # the error names the file and says it was not saved: not said twice; after the
            # colon, small first («Снимок экрана: не удалось сохранить…»)
            lang = self.languages.current
            text = QCoreApplication.translate("Window", "Screenshot failed: %1").replace(
                "%1", inner_sentence(err.message(lang), lang)
            )
            self.statusBar().showMessage(text, 10000)
            return False
        text = QCoreApplication.translate("Window", "Screenshot saved to %1").replace("%1", shown_path(path))
        self.statusBar().showMessage(text, 5000)
        return True

    def _show_notation_help(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(  # rich text (it begins with a tag): Qt wraps its sentences
            self,
            QCoreApplication.translate("Window", "Notation syntax"),
            notation_help_html(self._view.players if self._view else 4),
        )

    def _show_about(self) -> None:
        from mjgui.gui.about import show_about

        self.about_dialog = show_about(self)

    def _show_about_qt(self) -> None:
        from PySide6.QtWidgets import QApplication

        QApplication.aboutQt()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Notation keys pressed on a combo box go to the notation field."""
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QComboBox)
            and not watched.isEditable()
        ):
            return self._type_into_notation(event)
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Typing notation works from anywhere in the window: MPSZ keys go to the field."""
        if not self._type_into_notation(event):
            super().keyPressEvent(event)

    def _type_into_notation(self, event: QKeyEvent) -> bool:
        from PySide6.QtCore import Qt  # in a key's handler: see mjgui.gui.qtnames

        mods = event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        text = event.text()
        typing = text == " " and self.notation.hasFocus()
        if mods or not text or not (typing or all(ch in NOTATION_CHARS for ch in text)):
            return False
        # typing a hand: back to the tiles, an edit Ctrl+Z undoes (Han and fu and the value picked)
        self.controller.leave_quick_mode()
        self.notation.setFocus(Qt.FocusReason.OtherFocusReason)
        self.notation.end(False)
        copy = QKeyEvent(
            event.type(), event.key(), event.modifiers(), text, event.isAutoRepeat(), event.count()
        )
        QCoreApplication.sendEvent(self.notation, copy)
        event.accept()
        return True

    def quit_app(self) -> None:
        """File → Quit (Ctrl+Q): the app ends, every window of it closing, the calculator last;
        it closed the calculator alone, and the tracker (and the process) went on. A window that
        asks before it closes (the tracker with a game no file holds) asks; the quit goes on
        once it has closed, and stops, the windows left open, when the player keeps it open.
        A tracker's dialog goes first, in whatever order Qt lists the windows: changed there
        and not recorded, it asks once whether to discard that (closed with its tracker, it was
        dropped unasked when Qt listed the tracker first)."""
        for window in self._closing_order():
            if window.isVisible() and not window.close():
                self._quit_after_question(window)
                return
        self.close()

    def _closing_order(self) -> list[QWidget]:
        """The app's other windows shown now, in the order Quit closes them: each tracker's
        open dialog, then the rest as Qt lists them."""
        from mjgui.gui.tracker.window import TrackerWindow

        windows = self._other_windows()
        dialogs: list[QWidget] = []
        for window in windows:
            dialog = window.dialog if isinstance(window, TrackerWindow) else None
            if dialog is not None and dialog.isVisible():
                dialogs.append(dialog)
        return dialogs + [window for window in windows if not any(window is d for d in dialogs)]

    def _other_windows(self) -> list[QWidget]:
        """The app's other windows shown now (menus, tool tips and the like aside)."""
        from PySide6.QtCore import Qt

        kinds = (Qt.WindowType.Window, Qt.WindowType.Dialog)
        return [
            window
            for window in QApplication.topLevelWidgets()
            if window is not self and window.isVisible() and window.windowType() in kinds
        ]

    def _quit_after_question(self, window: QWidget) -> None:
        """``window`` asked before closing: once its question is answered, quit on if it closed."""
        from PySide6.QtWidgets import QMessageBox

        def answered() -> None:
            if not window.isVisible():
                self.quit_app()

        for box in window.findChildren(QMessageBox):
            if box.isVisible():
                box.finished.connect(lambda _result: QTimer.singleShot(0, answered))

    def closeEvent(self, event: QCloseEvent) -> None:
        remember(self, "main-window", self.settings)
        # the windows open beside it may go with it: each keeps its size and state now
        from mjgui.gui.companion import CompanionWindow

        for window in QApplication.topLevelWidgets():
            if isinstance(window, CompanionWindow) and window.isVisible():
                remember(window, window.objectName(), window.settings)
        super().closeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        keep_on_screen(self, event)  # grown by what it shows: still whole on the screen


class ExcerptScroll(ScrollArea):
    """The han x fu excerpt beside the steps: as large as the excerpt, down to a few of its
    rows (scrolled) when the tab is shorter; shown when the excerpt is (from the first win on:
    no room kept for it before)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bar_shown = False  # scrolled: as wide as the excerpt's least and the scroll bar
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def _range_changed(self, _least: int, most: int) -> None:
        if (most > 0) != self._bar_shown:
            self._bar_shown = most > 0
            self.updateGeometry()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the excerpt grew (a wider one was shown)
            self.updateGeometry()
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            set_shown(self, event.type() == QEvent.Type.ShowToParent)
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        # the excerpt's hint as it is now (a scroll area keeps its widget's first one)
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        return inner.sizeHint() + QSize(frame + self._bar(), frame)

    def minimumSizeHint(self) -> QSize:
        # as narrow as the excerpt may get, and its scroll bar when it scrolls (only then: the
        # window keeps to 1024 px in Russian)
        inner = self.widget()
        hint = super().minimumSizeHint()
        if inner is None:
            return hint
        return QSize(inner.minimumSizeHint().width() + 2 * self.frameWidth() + self._bar(), hint.height())

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width() if self._bar_shown else 0


def _show_children(*pages: QWidget) -> None:
    """Show what was just built on a page: a widget added to a page that is already shown (its
    tab was clicked) would only show on the next turn of the event loop."""
    for page in pages:
        # its direct children (findChildren's option for them is a Qt enum: mjgui.gui.qtnames)
        for child in page.children():
            if isinstance(child, QWidget):
                child.show()


def _raise(window: QWidget) -> None:
    """Show a window in front (a headless platform has no stacking to change)."""
    window.show()
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        window.raise_()
    window.activateWindow()


def _escape(text: str) -> str:
    return escape_html(text, quote=False)

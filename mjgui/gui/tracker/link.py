"""The calculator and the game tracker, joined.

The calculator gets a *Game* menu (open the tracker, apply this win to the game, take the
situation from the game, follow the game) and an *Apply to game* button by its payments. The
tracker asks for the calculator from its ron/tsumo dialogs ("Score the hand in the
calculator…"): the calculator then takes the winner's seat wind, the round wind, honba, sticks,
renchan, riichi and the rules from the game on an empty desk (or the hand of a past line being
corrected), a banner says it scores for the game, and *Apply to game* brings the hand (or the
han and fu picked without tiles) back with the same winner, discarder and "also ron" chosen;
Ctrl+Enter records it at once and goes back to the tracker.
"""

from __future__ import annotations

import os
import re
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu

from mjgui.gui.qtnames import set_keys
from mjgui.gui.settings import tracker_data_dir
from mjgui.gui.tracker.desk import show_apply_button, word_desk_parts
from mjgui.gui.util import (
    Deferred,
    StatusNotice,
    announce,
    set_accessible,
    set_shown,
    set_tip,
    show_notice,
)

if TYPE_CHECKING:  # the tracker's modules (controller, game, records) load when first used
    from PySide6.QtGui import QAction

    from mjgui.controller.game.bridge import CalcSituation, DeskHand, DeskWin
    from mjgui.controller.game.tracker import TrackerController, WaitingGame, WinTaken
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.controller.scoring.state import EditState, GamePin
    from mjgui.controller.scoring.views import WindowView
    from mjgui.core.game.game import GameState
    from mjgui.core.game.lines import WinValue
    from mjgui.gui.i18n import Languages
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.dialogs.action import ActionDialog
    from mjgui.gui.tracker.window import TrackerWindow


#: a tracker slot's autosave (``autosave.mjgame``, ``autosave-2.mjgame``...: the names
#: :func:`mjgui.controller.game.autosave.slot_names` gives), looked for by name before anything
#: is imported to read one
SLOT_GAME = re.compile(r"autosave(?:-[0-9]+)?\.mjgame")


def slot_games_in(folder: Path) -> dict[str, str]:
    """The tracker slots' autosaves in ``folder`` (by name), each with its mark
    (:func:`game_file_mark`), by the names and the file system's data of its entries only (no
    file is opened, nothing imported); a folder that cannot be listed holds none."""
    found: dict[str, str] = {}
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries if SLOT_GAME.fullmatch(entry.name)]
    except OSError:
        return found
    for name in names:
        mark = game_file_mark(folder / name)
        if mark is not None:
            found[name] = mark
    return found


def game_file_mark(path: Path) -> str | None:
    """What tells this version of the file at ``path`` from any other (written anew, it is
    another file: the autosave is replaced whole), as judged by this version of mjgui: its name,
    device, inode, size and time of change (None: no such file). A slot's autosave found with no
    game in progress (a finished game stays in it) is remembered by it in the settings
    (:attr:`~mjgui.gui.settings.Settings.settled_games`), and not read again at the next start
    while it is unchanged."""
    from mjgui import __version__

    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return f"{__version__}/{path.name}/{info.st_dev}/{info.st_ino}/{info.st_size}/{info.st_mtime_ns}"


@dataclass(frozen=True)
class GameRequest:
    """A win the tracker asked the calculator to score: who won (from whom), whether it is
    another winner on the same discard, the past line it corrects, and the game's state when
    asked (a change of the game since pins it again while the game still holds what was asked:
    :meth:`GameLink._repinned`; else it ends)."""

    winner: int
    discarder: int | None
    tsumo: bool
    also: bool
    edit: int | None
    situation: CalcSituation
    state: GameState
    #: the hand the win belongs to (its seat winds): the game now, the hand before a past line
    #: being corrected, or the hand of the last ron's discard for another winner on it
    hand_state: GameState
    #: that hand, by the record's lines before it: the desk's seat winds are read in it while
    #: the game still plays it, also once the request ended (its line undone, say)
    hand: DeskHand
    #: the win was recorded from the desk as line ``edit``: the record's lines up to it then
    #: (the hand stays on the desk tied to that line until Next hand, or until they change)
    recorded: tuple[str, ...] | None = None
    #: the desk the hand-off put on the calculator (:attr:`Controller.deal
    #: <mjgui.controller.scoring.calculator.Controller.deal>`): Ctrl+Z past it shows the hand
    #: from before, no hand of this win, and sets the request aside until Ctrl+Y or Next hand
    #: brings that desk back (None: no hand-off, a win recorded from the desk's own hand)
    deal: int | None = None
    #: the words of the past line ``edit`` when it was asked for: the request follows that
    #: line while it stands as it was in its hand (lines after it recorded, undone, deleted;
    #: lines before it inserted or deleted move it, and ``edit`` with it)
    line: str | None = None
    #: the record's lines when the request was asked for, or last pinned to the game again: they
    #: tell which line ``edit`` is once lines before it are inserted or deleted
    #: (:func:`~mjgui.controller.game.bridge.line_kept`)
    lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeskHands:
    """The hand of the game whose seat winds the desk's win was read in for the tracker's
    dialog (its winner, who dealt in, the liable player), kept while the dialog is open: the
    request's hand, a lapsed request's, or the game's; None when the game no longer plays the
    hand the desk scored (nobody is read). When the desk's ron reads two ways, ``other`` is the
    hand of the reading the dialog does not propose: "also ron" ticked (``also``: as proposed,
    another winner on the last ron's discard) or not picks between the two."""

    hand: GameState | None
    also: bool = False
    other: GameState | None = None

    def read_in(self, ticked: bool) -> GameState | None:
        """The hand the desk's seat winds are read in while "also ron" is ``ticked``."""
        return self.other if self.other is not None and ticked != self.also else self.hand

    def other_reading(self, ticked: bool) -> GameState | None:
        """The hand of the reading a tick (or untick) of "also ron" picks (None: one reading)."""
        if self.other is None:
            return None
        return self.hand if ticked != self.also else self.other


class DeskRead(NamedTuple):
    """Whom the desk's win names when no request holds it (:meth:`GameLink._read_desk`), in
    which hand (and whether as another winner on the last ron's discard), the dialog's note
    (None: it says nothing), and the other reading of the desk's seats (None: one reading)."""

    named: DeskWin
    hands: DeskHands
    why: Callable[[bool], str] | None = None  # the note, for "also ron" ticked or not
    other: DeskWin | None = None


class GameLink(QObject):
    """Owns the tracker window of a calculator window (made when first needed)."""

    def __init__(
        self,
        window: QMainWindow,
        *,
        controller: Controller,
        languages: Languages,
        settings: Settings,
        add_shortcuts: Callable[..., None],
        apply_button: QAbstractButton | None = None,
        menu: QMenu | None = None,
        data_dir: str | os.PathLike[str] | None = None,
    ) -> None:
        """The calculator window hands over what the link works with: its controller, languages
        and settings, how it gives an action its keys, the *Apply to game* button and the *Game*
        menu of its menu bar (one added at the bar's end when None). The menu's items are made
        by :meth:`build_actions`."""
        super().__init__(window)
        self._window = weakref.ref(window)  # no strong reference back: the window owns the link
        self.controller = controller
        self.languages = languages
        self.settings = settings
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self._tracker: TrackerWindow | None = None
        self._request: GameRequest | None = None  # the win the tracker asked for
        self._win = False  # the desk shows a win the game can record (Apply to game on)
        self._headline = ""  # the desk's results' headline: what it makes of the hand
        #: that headline's tone: "info" or "tenpai" while the hand is being entered (or no value
        #: is picked), "nowin" or "error" for a hand the game would not take, "win"
        self._tone = "info"
        #: a direct record under way (Ctrl+Enter): winner, discarder, tsumo, also, past line
        self._recording: tuple[int | None, int | None, bool, bool, int | None] | None = None
        #: the ron or tsumo dialog the desk's hand was applied to, while it is open, the
        #: desk's seat, tsumo and discarder it was opened with, and the hand (or hands) the
        #: desk's seat winds were read in for it
        self._applied: weakref.ref[ActionDialog] | None = None
        self._applied_desk: tuple[int, bool, int | None] = (0, False, None)
        self._applied_hands = DeskHands(None)
        #: what the open dialog's note is made of again when the desk changes (:meth:`_notes`):
        #: the win asked for, the note of how the desk was read, the hand whose rules count it
        self._applied_notes: tuple[GameRequest | None, Callable[[bool], str] | None, GameState | None] = (
            None,
            None,
            None,
        )
        #: a request that ended while its hand stayed on the desk (the game changed under it):
        #: the desk's seat winds are still read in its hand, while the game plays it, until the
        #: desk is cleared (see :meth:`_lapse`)
        self._lapsed: GameRequest | None = None
        self._lapsed_tiles = False  # the desk held a hand at the last look, since the lapse
        #: the desk held the lapsed request's hand when it lapsed: it keeps that game's rules
        #: (the tracker closed, Follow the game off) until the desk is cleared, or the game no
        #: longer plays that hand (another record opened, its lines undone, a new game)
        self._lapsed_pin = False
        #: the rules of the lapsed request's hand, once the desk no longer keeps them (said
        #: once the desk scores under the rules it has now: :meth:`_serve`)
        self._unpinned: object | None = None  # the rules the desk scored a lapsed hand by (compared only)
        #: what the status bar said when the tracker was closed with the game's hand on the desk
        #: (dropped with the pin: Ctrl+Enter no longer checks that win)
        self._closed_notice = ""
        #: the desk as it last held the lapsed request's hand under its game's rules: the
        #: request and that desk, while clearing the desk is undoable (Ctrl+Z brings the hand
        #: back, and the game's rules with it: :meth:`_calculator_view`)
        self._lapsed_desk: tuple[GameRequest, EditState] | None = None
        #: a lapsed request that may be asked again, and the desk as it showed it then
        #: (:meth:`_ask_lapsed_again`, while the desk is left so): a hand recorded from the desk
        #: whose line was undone (Redo of the line ties it again: :meth:`_retie`), another
        #: winner's ron whose first ron was undone (Redo of that ron: :meth:`_rejoin`), a
        #: correction of a past line deleted or changed (Undo bringing it back: :meth:`_recorrect`)
        self._lapsed_kept: tuple[GameRequest, EditState] | None = None
        #: the desk's round, honba, sticks and renchan when Ctrl+Z took a lapsed request's hand
        #: off it: still the hand's, not the game's (taking the game's then, an edit, would drop
        #: Ctrl+Y's way back to the hand); the first edit that leaves the desk empty with them
        #: (Next hand) takes the game's (:meth:`_take_undone`)
        self._undone_counters: tuple[int, int, int, int] | None = None
        #: the situation the win asked for had before it was pinned to the game again with
        #: other counters (:meth:`_repinned`): the desk follows them (:meth:`_refit_desk`)
        self._refit: CalcSituation | None = None
        #: the round, honba, sticks and winner's riichi the desk was last given for the win
        #: asked for, as :meth:`_refit_desk` last put them (None until it first does; the
        #: situation asked for stands in for it then): a desk field that differs
        #: from it was set by the player and stays theirs, whatever the game's count becomes;
        #: one set back by hand to it shows what the game gave, as if never changed, and
        #: follows the game again (as one step Ctrl+Z takes back: nothing of the player's lost)
        self._desk_put: CalcSituation | None = None
        #: the desk showed a hand from elsewhere (a game log's, the quiz's) at the last look
        #: (:meth:`_desk_borrowed`)
        self._borrowed = False
        #: the desk showed the hand from before the hand-off at the last look (:meth:`_desk_before`)
        self._before = False
        #: the hint of a game waiting in the tracker, while it may be shown (:meth:`say_waiting_game`),
        #: the game it names, and the looks for it (made when first needed)
        self._waiting: Callable[[], str] | None = None
        self._waiting_game: WaitingGame | None = None
        self._waiting_look: Deferred | None = None
        self._waiting_recheck: Deferred | None = None
        if menu is None:
            menu = window.menuBar().addMenu("")
        self.menu = menu
        self.menu.setObjectName("menu-game")
        self._add_shortcuts = add_shortcuts
        self._follow = True  # the calculator follows the game (the Follow item, once made)
        self._actions_made = False
        self.button = apply_button  # its click is the window's to connect (made before the link)
        self.banner = getattr(window, "game_banner", None)
        close = getattr(window, "game_banner_close", None)
        if close is not None:
            close.clicked.connect(lambda: self.close_banner())
        controller.subscribe(self._calculator_view)
        languages.changed.connect(lambda _lang: self.retranslate())
        self.retranslate()
        self._calculator_view(controller.view())

    def build_actions(self) -> None:
        """The Game menu's items, once (the calculator makes them right after its first frame)."""
        if self._actions_made:
            return
        self._actions_made = True
        from PySide6.QtGui import QAction  # not before the first frame: its Python type

        window = self.window

        def action(name: str, slot: object, *keys: str) -> QAction:
            act = QAction(window)
            act.setObjectName(name)
            if keys:
                self._add_shortcuts(act, *keys)
            set_keys(act, "shortcutContext", "WindowShortcut")
            act.triggered.connect(slot)
            window.addAction(act)
            self.menu.addAction(act)
            return act

        self.act_open = action("open-tracker", self.open_tracker, "Ctrl+G")
        # Ctrl and either Enter key (README): the keypad's Enter is Qt's "Enter"
        self.act_apply = action(
            "apply-to-game-action", lambda: self.apply_to_game(direct=True), "Ctrl+Return", "Ctrl+Enter"
        )
        # the same keys on a desk whose hand the game would not take (Apply to game off): they
        # say why nothing was recorded, not nothing (no menu item: the one above is greyed)
        self.act_refused = QAction(window)
        self.act_refused.setObjectName("apply-to-game-refused")
        self._add_shortcuts(self.act_refused, "Ctrl+Return", "Ctrl+Enter")
        set_keys(self.act_refused, "shortcutContext", "WindowShortcut")
        self.act_refused.triggered.connect(self._say_not_recorded)
        window.addAction(self.act_refused)
        self.act_take = action("take-from-game", self.take_from_game, "Ctrl+Shift+G")
        # Ctrl+S means the same in every window: save the game
        self.act_save = action("save-game", self.save_game, "Ctrl+S")
        self.act_follow = action("follow-game", lambda: self._game_changed())
        self.act_follow.setCheckable(True)
        self.act_follow.setChecked(self._follow)
        self.retranslate()
        self._update_enabled()

    def follows_game(self) -> bool:
        """The Follow item is checked (checked until the menu is made)."""
        return self.act_follow.isChecked() if self._actions_made else self._follow

    # -- the tracker ------------------------------------------------------------------------
    @property
    def window(self) -> QMainWindow:
        window = self._window()
        assert window is not None
        return window

    @property
    def tracker_window(self) -> TrackerWindow | None:
        return self._tracker

    def tracker(self) -> TrackerWindow:
        if self._tracker is None:
            from mjgui.gui.tracker.window import TrackerWindow

            # a window of its own (no parent): closing the calculator leaves the game open
            tracker = TrackerWindow(data_dir=self.data_dir, settings=self.settings, languages=self.languages)
            # a new game on an empty table proposes the desk's rules, its preset and options:
            # those of the desk Next hand goes back to, not a log's hand shown on it for a while
            desk = self.controller
            tracker.controller.desk_rules = lambda: desk.desk_rules
            tracker.calculatorRequested.connect(self._calculator_requested)
            tracker.gameChanged.connect(self._game_changed)
            tracker.openChanged.connect(self._tracker_open_changed)
            if hasattr(self._window(), "open_log"):  # its game-log window reads a log chosen there
                tracker.log_opener = self._open_log
            self._tracker = tracker
        return self._tracker

    def open_tracker(self, path: str | os.PathLike[str] | None = None) -> TrackerWindow:
        tracker = self.tracker()
        if path:
            tracker.open_file(path)
        tracker.show_and_raise()
        return tracker

    def _open_log(self, path: str) -> None:
        """A game log chosen in the tracker's Open: read in the calculator's game-log window, as
        ``mjgui FILE`` opens a log (:meth:`~mjgui.gui.window.MainWindow.open_log`)."""
        window = self._window()
        if window is not None and hasattr(window, "open_log"):
            window.open_log(path)

    def say_waiting_game(self) -> None:
        """At a start for the calculator (after its first frame): when the tracker's autosave
        holds a game in progress that no open tracker holds, say so in the calculator's status
        bar, naming its players and round and how to open it (Game → Game tracker), worded again
        in a new language; it goes when the bar shows another message or the tracker opens, and
        when the window is activated again and the game no longer waits (resumed in another
        mjgui, say). Nothing when there is no such game, when the tracker is open already, or
        when the bar shows something else (a notice of the settings file).

        Looked for after the events under way and the paint they ask for (a posted event of low
        priority): the slots' names first, so a folder without an autosave costs a look at its
        names and no import; only then the tracker's module reads the games."""
        if self._tracker is not None:
            return
        if self._waiting_look is None:
            self._waiting_look = Deferred(self, self._say_waiting_game, after_paint=True)
        self._waiting_look.request()

    def _waiting_folder(self) -> Path:
        """The tracker's data folder (:func:`~mjgui.gui.settings.tracker_data_dir`, which
        imports none of the tracker's modules)."""
        return self.data_dir if self.data_dir is not None else tracker_data_dir()

    def _waiting_state(self) -> WaitingGame | None:
        """The game in progress waiting in the tracker's autosave (see :meth:`say_waiting_game`).
        Slots' autosaves found with no game in progress before (a finished game stays in its
        slot) and unchanged since are not read again: with only those, nothing is imported."""
        folder = self._waiting_folder()
        marks = slot_games_in(folder)
        known = self.settings.settled_games
        if all(mark in known for mark in marks.values()):
            return None
        from mjgui.controller.game.tracker import waiting_look

        # each autosave read once: those known to hold no game are not read again
        unread = {name for name, mark in marks.items() if mark in known}
        state, found = waiting_look(folder, unread)
        if state is None:  # none waits: remembered for the next look, those that hold no game
            # (their files unchanged while they were read)
            kept = {name for name in found if name in marks and marks[name] == game_file_mark(folder / name)}
            settled = {marks[name] for name in unread | kept}
            if settled != known:
                self.settings.settled_games = frozenset(settled)
        return state

    def _say_waiting_game(self) -> None:
        if self._tracker is not None or self._waiting is not None:
            return
        state = self._waiting_state()
        window = self._window()
        if state is None or not isinstance(window, QMainWindow) or self._tracker is not None:
            return
        bar = window.statusBar()
        shown = bar.findChild(StatusNotice)
        if bar.currentMessage() or (shown is not None and shown.words is not None):
            return  # never over another notice: the tracker offers the game when it opens
        self._waiting_game = state
        self._waiting = self._waiting_words
        show_notice(window, self._waiting)
        window.installEventFilter(self)  # activated again: is the game still waiting?

    def _waiting_words(self) -> str:
        """The hint of the game waiting (:attr:`_waiting_game`), in the current language."""
        from mjgui.controller.game.tracker import waiting_text

        keys = "Ctrl+G"
        if self._actions_made:  # as the menu shows them (⌘G on a Mac)
            from PySide6.QtGui import QKeySequence

            keys = self.act_open.shortcut().toString(QKeySequence.SequenceFormat.NativeText) or keys
        menu = QCoreApplication.translate("Tracker", "&Game").replace("&", "")
        item = QCoreApplication.translate("Tracker", "Game &tracker").replace("&", "")
        assert self._waiting_game is not None
        return waiting_text(self._waiting_game, self.languages.current, f"{menu} → {item} ({keys})")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The calculator activated again while the hint shows: the game is looked for again
        (after the activation's own events and paint)."""
        if event.type() == QEvent.Type.WindowActivate and self._waiting is not None:
            if self._waiting_recheck is None:
                self._waiting_recheck = Deferred(self, self._check_waiting, after_paint=True)
            self._waiting_recheck.request()
        return False

    def _check_waiting(self) -> None:
        """The hint of the game waiting, looked at again: it goes when no game waits any more (it
        was resumed or ended in another mjgui, the autosave moved) or the bar no longer shows it;
        another game waiting now is named instead."""
        if self._waiting is None:
            return
        notice = self._waiting_notice()
        state = None if notice is None else self._waiting_state()
        if notice is None or state is None:
            self._drop_waiting()
            return
        if state != self._waiting_game:
            self._waiting_game = state
            notice.say(self._waiting)

    def _waiting_notice(self) -> StatusNotice | None:
        """The status bar's notice while it shows the hint of the game waiting."""
        window = self._window()
        if self._waiting is None or not isinstance(window, QMainWindow):
            return None
        notice = window.statusBar().findChild(StatusNotice)
        return notice if notice is not None and notice.words == self._waiting else None

    def _drop_waiting(self) -> None:
        """The tracker opened, or the game no longer waits: the hint of the game waiting in it
        goes, if it still shows, and the window is no longer watched for it."""
        notice = self._waiting_notice()
        self._waiting = None
        self._waiting_game = None
        window = self._window()
        if window is not None:
            window.removeEventFilter(self)
        if notice is not None:
            notice.words = None
            notice.clear()
            notice.hide()

    def names_by_wind(self) -> tuple[str, ...]:
        """The players sitting East, South, West, North (no North at three) in the game's hand,
        when the calculator follows a game; () otherwise, and while the desk shows a hand from
        elsewhere (a game log's, the quiz's: other players, maybe another table)."""
        if self._desk_borrowed():
            return ()
        state = self._live_state()
        req = self._request
        if req is not None and state is not None and not self._desk_before(req):
            state = req.hand_state  # the hand of the win asked for (a past one, another ron's)
        elif self._lapsed is not None and state is not None:
            state = self._lapsed_state()  # the hand-off's hand; none when the game left it
        if state is None or not self.follows_game() or len(state.names) != state.seats:
            return ()
        from mjgui.controller.game.bridge import seat_by_wind

        seats = [seat_by_wind(state, wind) for wind in range(state.seats)]
        return tuple(state.names[seat] for seat in seats if seat is not None)

    def following(self) -> bool:
        """The calculator takes round, honba and sticks from a game being played."""
        return self.follows_game() and self._live_state() is not None

    def _live_state(self) -> GameState | None:
        """The game being played in an open tracker (None: none open, not started, or over)."""
        if self._tracker is None or not self._tracker.is_open:
            return None
        state = self._tracker.controller.state
        return state if state.started and not state.ended else None

    # -- calculator -> game -----------------------------------------------------------------
    def request(self) -> GameRequest | None:
        """The win the tracker asked for, while the game is still where it was asked."""
        req = self._request
        if req is None:
            return None
        if self._tracker is None or not self._tracker.is_open:
            self.end_request()
            return None
        if req.recorded is not None:  # tied to the line it was recorded as, while on the desk
            # the desk went on (Next hand): its hand is gone; a log's or the quiz's hand shown
            # meanwhile sets the tie aside (Ctrl+Z brings the recorded hand back, tied again)
            if not (self._shows_recorded() or self._desk_borrowed()):
                self.end_request()
                return None
            lines = self._tracker.controller.record.lines[: len(req.recorded)]
            if tuple(line.text for line in lines) == req.recorded:
                return req
            self._lapse(req)
            return None
        if self._tracker.controller.state is not req.state:
            kept = self._repinned(req)
            if kept is None:
                self._lapse(req)
                return None
            self._request = kept
            self._rebase(kept)  # Next hand goes back to the win's desk as the game has it now
            if self._refit is None:  # the desk's counters follow (once the game's change is whole)
                self._refit = req.situation
            req = kept
        return req

    def _repinned(self, req: GameRequest) -> GameRequest | None:
        """The win asked for, pinned to the game again when the game changed under it but
        still holds what was asked: for a new line, the game still plays its hand (a riichi
        recorded, undone or redone; the rules line's options edited); for a past line, that
        line stands as it was in its hand (lines after it recorded, undone or deleted; an
        earlier one changed without changing its hand; lines before it inserted or deleted: it
        is followed to its new number). Its counters, riichi and rules are read
        again, as the game has them now (a past line's as it stands in the record). None
        otherwise (the request lapses)."""
        from mjgui.controller.game.bridge import desk_hand, hand_now, line_kept, line_situation, seat_by_wind

        assert self._tracker is not None
        game = self._tracker.controller
        result = game.result
        s = req.situation
        liable = seat_by_wind(req.hand_state, s.liable)
        if req.edit is not None:
            edit = None if req.line is None else line_kept(result, req.hand, req.lines, req.edit, req.line)
            if edit is None:
                return None
            situation = line_situation(
                result, edit, req.winner, req.discarder, req.tsumo, req.also, liable=liable
            )
            hand_state = game.state_before(edit)
            if req.also and hand_state.last_ron is not None:
                hand_state = hand_state.last_ron.before
            return replace(
                req,
                edit=edit,  # its number now (a line before it inserted or deleted moves it)
                situation=replace(situation, hand=s.hand, typed=s.typed),
                state=game.state,
                hand_state=hand_state,
                hand=desk_hand(result, edit, req.also),
                lines=tuple(line.text for line in game.record.lines),
            )
        if req.also or hand_now(result, req.hand) is None:
            return None
        situation = line_situation(
            result, None, req.winner, req.discarder, req.tsumo, hand=s.hand, typed=s.typed, liable=liable
        )
        state = game.state
        return replace(req, situation=situation, state=state, hand_state=state, hand=desk_hand(result, None))

    def _refit_desk(self) -> None:
        """The win asked for was pinned to the game again (:meth:`_repinned`) with other
        counters (a riichi undone or redone, a line before a past line changed): the desk takes
        the round, honba, sticks and the winner's riichi the game has now, as one undoable edit,
        where it still shows what the game had when asked (a count the player changed on the
        desk stays theirs, and the banner says the desk shows another win)."""
        pinned, self._refit = self._refit, None
        req = self._request
        if pinned is None or req is None or req.recorded is not None:
            return
        if self._desk_borrowed() or self._desk_before(req) or self.controller.showing:
            return
        from mjgui.controller.game.bridge import apply_situation

        # what the desk was last given (not the game's count at the last pin: a count the
        # player set that the game came to have meanwhile is still the player's)
        old = self._desk_put if self._desk_put is not None else pinned
        new = req.situation
        s = self.controller.state.situation
        # each count the desk still has as it was given follows the game's; one changed on
        # the desk stays as the player set it
        round_wind = new.round_wind if s.round_wind == old.round_wind else s.round_wind
        honba = new.honba if s.honba == old.honba else s.honba
        paid = new.paid_honba if s.paid_honba == old.paid_honba else s.paid_honba
        sticks = new.sticks if s.sticks == old.sticks else s.sticks
        renchan = new.renchan if s.renchan == old.renchan else s.renchan
        ticked = bool(s.riichi or s.double_riichi) == bool(old.riichi)
        riichi = None
        if new.riichi != old.riichi and ticked:
            riichi = new.riichi
        self._desk_put = replace(
            old,
            round_wind=new.round_wind if s.round_wind == old.round_wind else old.round_wind,
            honba=new.honba if s.honba == old.honba else old.honba,
            paid_honba=new.paid_honba if s.paid_honba == old.paid_honba else old.paid_honba,
            sticks=new.sticks if s.sticks == old.sticks else old.sticks,
            renchan=new.renchan if s.renchan == old.renchan else old.renchan,
            riichi=new.riichi if ticked else old.riichi,
        )
        if (round_wind, honba, paid, sticks, renchan) == (
            s.round_wind,
            s.honba,
            s.paid_honba,
            s.sticks,
            s.renchan,
        ) and riichi is None:
            return
        situation = replace(
            new,
            seat=None,
            tsumo=None,
            discarder=None,
            riichi=riichi,
            round_wind=round_wind,
            honba=honba,
            paid_honba=paid,
            sticks=sticks,
            renchan=renchan,
        )
        apply_situation(self.controller, situation)

    def _keeps_lapsed(self) -> bool:
        """The desk holds the hand of a request that lapsed, scored with the counters of its
        own hand, which the game's now would not be: a past line's (being corrected, or
        recorded from the desk, its line undone or redone), or a hand the game no longer
        plays. The desk keeps its round, honba and sticks then (the game's would change the
        hand's value under the player); the game's are taken once the desk is cleared
        (:meth:`_take_cleared`)."""
        lapsed = self._lapsed
        if lapsed is None or not self._desk_holds() or self._desk_borrowed():
            return False
        return lapsed.edit is not None or lapsed.recorded is not None or self._lapsed_state() is None

    def _ask_lapsed_again(self) -> None:
        """The lapsed request kept (:attr:`_lapsed_kept`) asked for again when the game holds
        it once more while the desk still shows it as it did at the lapse: a recorded line
        redone (:meth:`_retie`), the ron another winner joined redone (:meth:`_rejoin`), a
        corrected line brought back (:meth:`_recorrect`). Kept no longer once another request
        is asked for or lapses."""
        kept, tracker = self._lapsed_kept, self._tracker
        if kept is None or tracker is None or not tracker.is_open:
            return
        req, desk = kept
        if req is not self._lapsed or self._request is not None:
            self._lapsed_kept = None
            return
        if self._desk_borrowed():
            return
        state = self.controller.state
        if state != desk._replace(game=state.game, preset=state.preset, overrides=state.overrides):
            return
        if req.recorded is not None:
            self._retie(req, tracker.controller)
        elif req.edit is not None:
            self._recorrect(req)
        else:
            self._rejoin(req, tracker.controller)

    def _retie(self, req: GameRequest, game: TrackerController) -> None:
        """A hand recorded from the desk whose line was undone in the tracker is tied to its
        line again when the line comes back (Redo: the record's lines up to it as recorded):
        the banner says "Recorded as line N" again, and the desk keeps what the line paid."""
        assert req.recorded is not None
        lines = game.record.lines[: len(req.recorded)]
        if tuple(line.text for line in lines) != req.recorded:
            return
        self._ask_again(replace(req, state=game.state))
        self.controller.keep_shown()

    def _rejoin(self, req: GameRequest, game: TrackerController) -> None:
        """Another winner's ron asked for that lapsed when the ron it joined was undone in the
        tracker is asked for again when Redo brings that ron back (the record's lines are the
        ones it was asked on): the banner is back, and Ctrl+Enter records it at once."""
        from mjgui.controller.game.bridge import hand_now

        if tuple(line.text for line in game.record.lines) != req.hand.lines:
            return
        if hand_now(game.result, req.hand) is None:
            return
        self._ask_again(replace(req, state=game.state))
        self.calculator_names_changed()
        self._clear_notice(_ron_gone_text(req))

    def _recorrect(self, req: GameRequest) -> None:
        """A correction of a past line that lapsed when that line was deleted or changed in the
        tracker is tied again when the line comes back as it was, in its hand (Undo of the
        deletion; :func:`~mjgui.controller.game.bridge.line_kept`): the banner is back,
        Ctrl+Enter replaces the line again, and the notice that the desk no longer corrects it
        is cleared."""
        again = self._repinned(req)
        if again is None:
            return
        self._ask_again(again)
        if self._refit is None:  # the desk's counters follow, as for a correction kept pinned
            self._refit = req.situation
        self.calculator_names_changed()
        self._clear_notice(_edit_gone_text(req))

    def _ask_again(self, req: GameRequest) -> None:
        """``req`` asked for again in place of the lapse: the lapse forgotten; a win still to
        record (not a recorded line tied again) has Next hand go back to its desk again, the
        hand-off's (the winner, who dealt in, the counters the game pays it now), as before
        the lapse."""
        self._lapsed = None
        self._lapsed_desk = None
        self._lapsed_pin = False
        self._lapsed_kept = None
        self._request = req
        self._rebase(req)

    def _rebase(self, req: GameRequest) -> None:
        """Next hand goes back to the desk of the win asked for by ``req`` as the game has it now
        (asked again, or pinned again with other counters: a riichi recorded since, a line
        before a past one deleted), the hand-off's desk; not for a recorded line tied again
        (Next hand goes on to the game's next hand), nor without a hand-off."""
        if req.recorded is None and req.deal is not None:
            from mjgui.controller.game.bridge import request_base

            self.controller.keep_base(request_base(req.situation), req.deal)

    def _clear_notice(self, text: str) -> None:
        """The status bar's lapse notice ``text`` cleared, the request being asked again (it is
        no longer true); another message is left."""
        window = self._window()
        if isinstance(window, QMainWindow) and window.statusBar().currentMessage() == text:
            window.statusBar().clearMessage()

    def _lapse(self, req: GameRequest) -> None:
        """The game changed under the win asked for so that it no longer holds it (another hand
        played, the past line being corrected deleted or changed), or under the line the desk's
        win was recorded as (undone): the request ends, but the hand on the desk is still the
        one it was scored for, with its round, honba and sticks (:meth:`_keeps_lapsed`). The
        desk's seat winds are read in that hand while the game plays it, until the desk is
        cleared; when the game no longer plays it (another hand reached, the line corrected
        gone), the calculator says so, and the desk's win picks nobody when it is applied
        (:meth:`apply_to_game`). A recorded hand is tied to its line again when Redo brings
        the line back (:meth:`_ask_lapsed_again`)."""
        self.end_request(req)
        # kept to be asked again (:meth:`_ask_lapsed_again`): a recorded line (Redo of it), a
        # correction (Undo bringing its line back), another winner's ron (Redo of the first)
        edit = req.edit is not None and req.recorded is None
        also = req.also and req.edit is None and req.recorded is None
        keep = req.recorded is not None or ((edit or also) and not self._desk_borrowed())
        if keep and self._lapsed is req and self._desk_holds():
            self._lapsed_kept = (req, self.controller.state)
        if self._lapsed_state() is not None:
            return
        from mjgui.controller.game.bridge import ron_taken_back

        assert self._tracker is not None
        if also and ron_taken_back(self._tracker.controller.result, req.hand) is not None:
            text = _ron_gone_text(req)
        elif req.edit is not None and req.recorded is None:
            text = _edit_gone_text(req)
        else:
            text = QCoreApplication.translate(
                "Tracker",
                "The game changed in the tracker: %1, the hand the desk scored, is not the game's hand now",
            ).replace("%1", hand_label(req.hand_state))
        self._say(text)

    def _lapsed_state(self) -> GameState | None:
        """The game a new line of the lapsed request's hand meets now (None: none, or the game
        no longer plays that hand: :func:`~mjgui.controller.game.bridge.hand_now`)."""
        lapsed = self._lapsed
        if lapsed is None or self._tracker is None:
            return None
        from mjgui.controller.game.bridge import hand_now

        return hand_now(self._tracker.controller.result, lapsed.hand)

    def _desk_holds(self) -> bool:
        """The desk holds a hand: tiles, or a value picked without them."""
        state = self.controller.state
        return bool(state.concealed) or (self.controller.quick_mode and state.quick is not None)

    def _say(self, text: str) -> None:
        """A short notice in the calculator's status bar, also said to a screen reader (of the
        widget with the focus): a refusal after Ctrl+Enter leaves the focus in the notation
        field, whose description does not carry it, so the status bar alone said nothing."""
        window = self._window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)
            announce(window.focusWidget() or window, text)

    def _desk_borrowed(self) -> bool:
        """The desk shows a hand from elsewhere (a game log's, the quiz's), or one changed from
        it there: no hand of the game. Such a hand keeps its own rules, so it never carries the
        game the desk scores for (``EditState.game``), which a hand scored for the game always
        does; Ctrl+Z past it brings back the hand from before it, the game's again (a win asked
        for goes on with it), and the calculator no longer says "borrowed"."""
        return self.controller.showing == "borrowed" and self.controller.state.game is None

    def _desk_before(self, req: GameRequest) -> bool:
        """Ctrl+Z on the desk went back past the hand-off of ``req``: the desk shows the hand it
        held before (the player's own, no hand of this win), and the request is set aside, as
        for a game log's hand: Ctrl+Enter offers the desk's hand as a new line, and the line
        asked for (or recorded) stays as it is, until Ctrl+Y or Next hand brings back the desk
        of the hand-off."""
        return req.deal is not None and req.deal != self.controller.deal

    def _shows_recorded(self) -> bool:
        """The desk still shows the hand recorded from it, as recorded: not Next hand, another
        hand put there, or other rules chosen for it (after the game ended). Ctrl+Z back from a
        game log's or the quiz's hand shown over it brings it back as recorded: a hand of the
        game again, still tied to its line."""
        return self.controller.showing in ("recorded", "borrowed") and self.controller.state.game is not None

    def end_request(self, lapsed: GameRequest | None = None) -> None:
        """Stop scoring for the game (recorded, a line recorded since, or the banner closed).
        ``lapsed``: the request ended while the hand it was scored for stays on the desk (the
        game changed under it, the tracker was closed): its seat winds are read in that hand,
        and, when the desk holds it, the desk keeps that game's rules until it is cleared."""
        had = self._request is not None or self._lapsed is not None
        self._request = None
        self.controller.forget_base()
        self.controller.release()  # a recorded hand left on the desk is the player's again
        self._lapsed = lapsed
        self._lapsed_tiles = self._desk_holds()
        self._lapsed_pin = lapsed is not None and self._lapsed_tiles
        self._serve()
        self._lapsed_desk = None
        if lapsed is not None and self._lapsed_pin and not self._desk_borrowed():
            self._lapsed_desk = (lapsed, self.controller.state)
        self._show_banner()
        if had:
            self.calculator_names_changed()

    def close_banner(self) -> None:
        """The banner's ✕: the desk stops scoring this hand for the game, and takes the game's
        round, honba and sticks when it follows the game (not a past hand's any more)."""
        self.end_request()
        if self.following():
            self.take_from_game()
        self.calculator_names_changed()

    def _unfinished(self) -> bool:
        """The desk's hand is still being entered (some tiles, or Han and fu with no value
        picked): its headline says what is missing, not that the game would refuse it."""
        return self._tone in ("info", "tenpai")

    def _say_not_recorded(self) -> None:
        """Ctrl+Enter on a desk the game would not take a win from (Apply to game off): why
        nothing was recorded, in the status bar (the results say the rest)."""
        if self._win:
            return
        if self._desk_holds() and self._unfinished():
            text = QCoreApplication.translate(
                "Tracker", "Nothing was recorded: the desk's hand is not complete (%1)"
            ).replace("%1", self._headline)
        elif self._desk_holds():
            text = QCoreApplication.translate(
                "Tracker", "Nothing was recorded: the desk's hand is not a win the game can record (%1)"
            ).replace("%1", self._headline)
        else:
            text = QCoreApplication.translate("Tracker", "Nothing was recorded: there is no hand on the desk")
        self._say(text)

    def apply_to_game(self, *, direct: bool = False) -> bool:
        """Send the calculator's win to the game: the hand on the desk, or the han and fu (a
        limit, yakuman) picked without tiles; the winner and discarder are the tracker's
        request's (or found from the seat winds). ``direct`` (Ctrl+Enter): a win the tracker
        asked for is recorded at once and the tracker comes back, when the desk shows that win
        (its winner, ron or tsumo, and who dealt in); else the ron or tsumo dialog shows it
        first. A hand recorded from the desk and still on it is offered as a correction of its
        line; a hand in the game already, not tied to its line (the banner closed, the line
        undone and redone), is not pinned on whoever sits at its seat wind now: the dialog picks
        nobody and says which line holds it. A seat nobody sits at (the desk's North at a
        three-player table) names nobody either, and the dialog says so. True when the line was
        recorded."""
        from mjgui.controller.game.bridge import desk_value, desk_win

        value = desk_value(self.controller)
        if value is None:
            return False
        tracker = self.tracker()
        req = self.request()
        if req is not None and (self._desk_borrowed() or self._desk_before(req)):
            req = None  # set aside: a log's or the quiz's hand, or the desk's own from before the
            # hand-off, is no line of the game asked for
        spec = self.controller.spec()
        tsumo = spec.tsumo
        why: Callable[[bool], str] | None = None
        also, edit = False, None
        other: DeskWin | None = None  # the desk's other reading, a tick of "also ron" away
        if req is None:
            # a win nobody asked for: read in the hand it was scored for (a lapsed request's),
            # or the game's; a hand of the game already is that line's (nobody named)
            named, hands, why, other = self._read_desk(tracker.controller)
            also = hands.also
            state = tracker.controller.state
            if named.corrects is not None:  # a line holds the desk's tiles: the desk corrects it
                edit = named.corrects.number
                also = named.corrects.also and not tsumo
                state = named.corrects.hand
        else:
            state = req.hand_state
            named = desk_win(self.controller, state)
            hands = DeskHands(state)
        winner, discarder = named.winner, named.discarder
        pao = named.pao  # the liable player goes with the win
        if req is not None and state.started:
            edit = req.edit
            if state.seat_wind(req.winner) == spec.seat:
                winner = req.winner
                also = req.also and not tsumo
                if not tsumo and req.discarder is not None and spec.discarder is None:
                    discarder = req.discarder
        said = why
        why = self._notes(hands, req, said, state)
        refusal = tracker.controller.new_line_refusal() if edit is None else None
        if refusal is not None:  # a line of the game cannot be read: no new line, said here
            self._say(refusal.error)
            return False
        if direct and req is not None and req.recorded is None and self._desk_shows(req):
            if edit is not None and self._holds_already(value, tsumo, winner, discarder, also, edit, pao):
                return False  # the line is left as it is: not rewritten, the file not changed
            self._recording = (winner, discarder, tsumo, also, edit)
            try:
                if tracker.record_win(value, tsumo, winner, discarder, also=also, edit=edit, pao=pao):
                    return True
            finally:
                self._recording = None
        self._watch(
            hands,
            req,
            said,
            state,
            tracker.apply_hand(
                value,
                tsumo,
                winner,
                discarder,
                also=also,
                edit=edit,
                recorded_as=named.recorded,
                pao=pao,
                unseated=named.unseated,
                why=why,
                other=None if other is None else (other.winner, other.discarder, other.pao),
            ),
        )
        return False

    def _holds_already(
        self,
        value: WinValue,
        tsumo: bool,
        winner: int | None,
        discarder: int | None,
        also: bool,
        edit: int,
        pao: int | None,
    ) -> bool:
        """Ctrl+Enter on a past line opened in the calculator and not changed there: the line
        already holds the desk's win (:func:`~mjgui.controller.game.bridge.holds_win`, whatever
        the order of its words), and the status bar says so; nothing is recorded (a check of a
        line changes neither its words nor the file)."""
        from mjgui.controller.game.bridge import holds_win, win_line

        game = self.tracker().controller
        if not 1 <= edit <= len(game.record.lines):
            return False
        before = game.state_before(edit)
        line = win_line(before, value, tsumo, winner, discarder, also, pao)
        if line is None or not holds_win(before, game.record.line(edit).action, line):
            return False
        self._say(
            QCoreApplication.translate(
                "Tracker", "Line %1 of the game already holds this win: nothing was recorded"
            ).replace("%1", str(edit))
        )
        return True

    def _notes(
        self,
        hands: DeskHands,
        req: GameRequest | None,
        said: Callable[[bool], str] | None,
        state: GameState | None,
    ) -> Callable[[bool], str] | None:
        """The dialog's note for the desk's win as the desk stands now: ``said`` (why nobody is
        named, how the desk's seats were read), then what of the desk's situation the game
        counts otherwise (its honba, sticks, round wind, rules: the game's count, and the change
        the dialog previews, is what it records); when none of those, but the desk's win asked
        for still differs from what the game records, that it does (:meth:`_otherwise_note`).
        None: nothing to say. Made anew whenever the desk changes while the dialog is open
        (:meth:`_follow_dialog`)."""
        differ = None if state is None else self._rules_note(state)
        counted = self._honba_note(hands)
        paid = self._sticks_note(hands, req)
        round_wind = self._round_note(hands)
        otherwise = None
        if differ is None and counted is None and paid is None and round_wind is None:
            otherwise = self._otherwise_note(req)
        if differ is None and counted is None and paid is None and round_wind is None and otherwise is None:
            return said

        def notes(ticked: bool) -> str:
            texts = (
                said(ticked) if said else "",
                round_wind(ticked) if round_wind else "",
                counted(ticked) if counted else "",
                paid(ticked) if paid else "",
                differ() if differ else "",
                otherwise() if otherwise else "",
            )
            return "\n".join(t for t in texts if t)

        return notes

    def _round_note(self, hands: DeskHands) -> Callable[[bool], str] | None:
        """The dialog's note when the desk's round wind is not that of the hand its win goes in
        (the round changed on the desk): the game scores the line in its own round (a round
        wind's yakuhai, its pair's fu), so the change the dialog previews, and records, may
        differ from the desk's payments; None when they agree."""
        desk = self.controller.state.situation.round_wind
        if all(hand is None or hand.round_wind == desk for hand in (hands.hand, hands.other)):
            return None

        def note(ticked: bool) -> str:
            from mjgui.gui.situation import wind_label

            hand = hands.read_in(ticked)
            if hand is None or hand.round_wind == desk:
                return ""
            return (
                QCoreApplication.translate(
                    "Tracker",
                    "The desk scores this win with the round wind %1, but %2 is a hand of the %3 "
                    "round: the game scores the line with its own round wind, and the change below "
                    "is what it records",
                )
                .replace("%1", wind_label(desk))
                .replace("%2", hand_label(hand))
                .replace("%3", wind_label(hand.round_wind))
            )

        return note

    def _otherwise_note(self, req: GameRequest | None) -> Callable[[], str] | None:
        """The dialog's note when the desk shows the players of the win asked for (``req``), but
        the game would record that line otherwise than the desk's payments or results show
        (:func:`~mjgui.controller.game.bridge.desk_agrees`), for a reason no other note names
        (the desk's renchan, say, or what the game adds: wareme, named when the player the wall
        broke before pays or is paid in this win); None when they agree, or the game refuses the
        line (the dialog says why)."""
        if req is None or self._desk_borrowed() or self._desk_before(req) or not self._desk_names(req):
            return None
        from mjgui.controller.game.bridge import desk_agrees

        taken = self._game_takes(req)
        if taken is None or taken.share is None:
            return None
        if desk_agrees(self.controller, req.hand_state, taken.share, taken.win):
            return None
        hand = req.hand_state
        split = hand.wareme[0] if hand.wareme is not None else None
        if split is not None and (split == req.winner or taken.share[split] < 0):
            name = hand.names[split]  # the wall broke before a player this win pays or is paid

            def wareme_note() -> str:
                return QCoreApplication.translate(
                    "Tracker",
                    "The wall broke before %1 (wareme): the game doubles what this win pays to or "
                    "from %1, which the desk does not count, and the change below is what it records",
                ).replace("%1", name)

            return wareme_note

        def note() -> str:
            return QCoreApplication.translate(
                "Tracker",
                "The game counts this line otherwise than the desk shows: it scores the win as %1 "
                "was played, by its own counters and rules, and the change below is what it records",
            ).replace("%1", hand_label(hand))

        return note

    def _rules_note(self, state: GameState) -> Callable[[], str] | None:
        """The dialog's note when the desk scores under other rules than the game's (Follow the
        game off): the game's rules decide what the line is worth, so the change the dialog
        previews, and records, may differ from the desk's payments; None under the same rules."""
        desk, game = self.controller.state.rules, state.rules
        if desk == game:
            return None

        def note() -> str:
            from mjgui.controller.game.phrases import rules_texts

            lang = self.controller.lang
            return (
                QCoreApplication.translate(
                    "Tracker",
                    "The desk scored this win under %1, but the game is played under %2: the "
                    "game's rules count the line, and the change below is what it records",
                )
                .replace("%1", rules_texts(desk, lang)[1])
                .replace("%2", rules_texts(game, lang)[1])
            )

        return note

    def _honba_note(self, hands: DeskHands) -> Callable[[bool], str] | None:
        """The dialog's note when the desk counts other honba than the hand its win goes in
        (the spin box changed): the game pays the line by that hand's count, and by who is paid
        them there (a second winner on one discard may be paid none), so the change the dialog
        previews, and records, may differ from the desk's payments; None when they agree."""
        desk = self.controller.state.situation.honba
        if all(hand is None or hand.honba == desk for hand in (hands.hand, hands.other)):
            return None

        tsumo = self.controller.state.situation.tsumo

        def note(ticked: bool) -> str:
            hand = hands.read_in(ticked)
            if hand is None or hand.honba == desk:
                return ""
            if ticked and not tsumo and hand.rules.multiple_ron_honba == "first":
                # another winner on one discard: no count is paid to them (RULES.md, double ron)
                said = QCoreApplication.translate(
                    "Tracker",
                    "The desk counts %1 honba, but %2 was played at %3 honba: in this game a second "
                    "winner on one discard is paid no honba (the first winner after the discarder "
                    "takes them), and the change below is what it records",
                )
            else:
                said = QCoreApplication.translate(
                    "Tracker",
                    "The desk counts %1 honba, but %2 was played at %3 honba: the game pays the "
                    "line by its own count, and the change below is what it records",
                )
            return (
                said.replace("%1", str(desk)).replace("%2", hand_label(hand)).replace("%3", str(hand.honba))
            )

        return note

    def _sticks_note(self, hands: DeskHands, req: GameRequest | None) -> Callable[[bool], str] | None:
        """The dialog's note when the desk counts other riichi sticks than the game pays the win
        (the spin box changed: a riichi the game was not told of, say): the game pays the line
        the sticks of its own hand, those the win asked for was given (``req``), or, without
        one, those on the table in the hand it is read in (another winner on one discard: those
        that winner takes, the sticks going to the first winner after the discarder), so the
        change the dialog previews, and records, may differ from the desk's payments; None when
        they agree."""
        desk = self.controller.state.situation.sticks
        tsumo = self.controller.state.situation.tsumo

        def game_pays(ticked: bool) -> tuple[GameState, int, bool] | None:
            """The hand, the sticks the game pays the win there, and whether it is another
            winner on one discard (None: no hand read)."""
            if req is not None:
                return req.hand_state, req.situation.sticks, req.also and not tsumo
            hand = hands.read_in(ticked)
            if hand is None:
                return None
            if not ticked or tsumo:
                return hand, hand.sticks, False
            from mjgui.controller.game.bridge import calc_situation, desk_win

            now = hands.other_reading(ticked) or hands.hand
            if now is None or now.last_ron is None:
                return hand, hand.sticks, True
            before = now.last_ron.before  # the discard's hand: the seat winds read there
            winner = desk_win(self.controller, before).winner
            if winner is None:
                return before, before.sticks, True
            return before, calc_situation(now, winner, None, False, also=True).sticks, True

        pays = [game_pays(ticked) for ticked in (False, True)]
        if all(p is None or p[1] == desk for p in pays):
            return None

        def note(ticked: bool) -> str:
            found = game_pays(ticked)
            if found is None or found[1] == desk:
                return ""
            hand, sticks, also = found
            if also:
                said = QCoreApplication.translate(
                    "Tracker",
                    "Riichi sticks on the desk: %1, but in %2 the game pays this win riichi sticks: "
                    "%3 (the sticks on one discard go to the first winner after the discarder); the "
                    "game pays the line by its own count, and the change below is what it records",
                )
            else:
                said = QCoreApplication.translate(
                    "Tracker",
                    "Riichi sticks on the desk: %1, but in %2 the game pays this win riichi sticks: "
                    "%3; the game pays the line by its own count, and the change below is what it "
                    "records",
                )
            return said.replace("%1", str(desk)).replace("%2", hand_label(hand)).replace("%3", str(sticks))

        return note

    def _read_desk(self, game: TrackerController) -> DeskRead:
        """Whom the desk's win names when no request holds it, in which hand (whether it is
        another winner on the last ron's discard), the dialog's note (why nobody is named, or
        how the seats were read; None: it says nothing), and the other reading of the desk's
        seats (None: one reading). A hand in the game already names nobody (its line's note
        says so; a liable player is read in the game's hand, where the dialog's line is); after a
        lapsed request, its hand's seat winds, and nobody once the game no longer plays that
        hand; otherwise the game's hand, or, when the desk's ron reads as another winner on the
        last ron's discard as well, the likelier of the two (:func:`also_likelier`): the note
        names the other, which the dialog's "also ron" tick picks."""
        from mjgui.controller.game.bridge import NOBODY, also_likelier, also_reading, desk_win

        state = game.state
        named = desk_win(self.controller, state, game.result)
        if named.recorded is not None:
            return DeskRead(named, DeskHands(state))
        if named.corrects is not None:  # the desk's hand is that line's, changed: it corrects it
            number = named.corrects.number
            return DeskRead(named, DeskHands(named.corrects.hand), lambda _ticked: _corrects_note(number))
        tsumo = self.controller.state.situation.tsumo
        lapsed = None if self._desk_borrowed() else self._lapsed  # a log's hand: not its hand
        if lapsed is not None and not (lapsed.hand.also and tsumo):  # no tsumo on a discard
            hand = self._lapsed_state()
            if hand is None and lapsed.hand.also:
                from mjgui.controller.game.bridge import ron_taken_back

                now = ron_taken_back(game.result, lapsed.hand)
                if now is not None:  # the ron it joined undone: a ron of the hand played now
                    return DeskRead(
                        desk_win(self.controller, now),
                        DeskHands(now),
                        lambda _ticked: _ron_gone_note(lapsed),
                    )
            if hand is None:
                gone = lapsed.hand_state
                return DeskRead(NOBODY, DeskHands(None), lambda _ticked: _gone_note(gone))
            return DeskRead(desk_win(self.controller, hand), DeskHands(hand, lapsed.hand.also and not tsumo))
        other = also_reading(self.controller, state)
        group = state.last_ron
        if (
            other is None
            or group is None
            or (other.winner, other.discarder) == (named.winner, named.discarder)
        ):
            return DeskRead(named, DeskHands(state))
        undone = game.undone_line()
        also = also_likelier(self.controller, state, named, other, None if undone is None else undone.action)
        chosen, alternative = (other, named) if also else (named, other)
        hands = DeskHands(group.before, True, state) if also else DeskHands(state, False, group.before)

        def note(ticked: bool) -> str:  # says the reading "also ron" now picks, and the other
            return _reading_note(state, ticked, named if ticked else other)

        return DeskRead(chosen, hands, note, alternative)

    def _desk_shows(self, req: GameRequest) -> bool:
        """The desk shows the win asked for: its own hand (not one shown from a log), the
        winner's seat wind, ron or tsumo, on ron who dealt in, the round wind and honba of its
        hand, the riichi sticks the game pays the win; and what the game would record of the
        desk's win as that line is what the desk shows: every player's change, the han, fu and
        yaku (:func:`~mjgui.controller.game.bridge.desk_agrees`: whatever else of the desk
        changes the score, the game counting its own, makes them differ). A line the game
        refuses (a third winner under sanchahou) is no win it shows. An empty desk shows the
        win asked for while its situation is the game's (Ctrl+Enter records it once there)."""
        if self._desk_borrowed() or self.controller.showing == "recorded" or self._desk_before(req):
            return False
        if not self._desk_names(req):
            return False
        state = req.hand_state
        s = self.controller.state.situation
        if s.round_wind != state.round_wind:  # another round: the game scores its own (the note)
            return False
        if s.honba != state.honba:  # another count: the game pays its own (the dialog says so)
            return False
        if s.sticks != req.situation.sticks:  # riichi sticks too: the game pays its own count
            return False
        from mjgui.controller.game.bridge import desk_agrees, desk_value

        if desk_value(self.controller) is None:  # nothing that wins on the desk yet
            return True
        taken = self._game_takes(req)
        return (
            taken is not None
            and taken.share is not None
            and desk_agrees(self.controller, state, taken.share, taken.win)
        )

    def _desk_names(self, req: GameRequest) -> bool:
        """The desk's seats name the players of the win asked for: the winner's seat wind, ron
        or tsumo, and on ron who dealt in."""
        state = req.hand_state
        s = self.controller.state.situation
        if s.seat != state.seat_wind(req.winner) or s.tsumo != req.tsumo:
            return False
        return req.tsumo or req.discarder is None or s.discarder == state.seat_wind(req.discarder)

    def _game_takes(self, req: GameRequest) -> WinTaken | None:
        """What the game makes of the desk's win as the line asked for by ``req`` (its winner,
        who dealt in, "also", the past line it corrects; the liable player the desk names):
        :meth:`~mjgui.controller.game.tracker.TrackerController.win_taken`. None: nothing that
        wins on the desk, no tracker, or no line to make (a player missing, the line gone)."""
        from mjgui.controller.game.bridge import desk_liable, desk_value, win_line

        tracker = self._tracker
        value = desk_value(self.controller)
        if tracker is None or value is None:
            return None
        game = tracker.controller
        if req.edit is not None and not 1 <= req.edit <= len(game.record.lines):
            return None
        also = req.also and not req.tsumo
        pao = desk_liable(self.controller, req.hand_state)
        line = win_line(game.state_before(req.edit), value, req.tsumo, req.winner, req.discarder, also, pao)
        return None if line is None else game.win_taken(line, req.edit)

    def _third_winner(self, req: GameRequest) -> int:
        """The win asked for is a third winner on one discard under rules that make that an
        abortive draw (sanchahou, whatever the desk's value): the line of the first of the rons
        the abortive draw replaces; 0 otherwise."""
        tracker = self._tracker
        if tracker is None or req.tsumo or not req.also or req.discarder is None or req.recorded is not None:
            return 0
        view = tracker.controller.preview_third_winner(req.winner, req.discarder, edit=req.edit)
        return view.abort_instead if view is not None else 0

    # -- a line recorded from the desk ------------------------------------------------------
    def _watch(
        self,
        hands: DeskHands,
        req: GameRequest | None,
        said: Callable[[bool], str] | None,
        state: GameState,
        dialog: ActionDialog | None,
    ) -> None:
        """The ron or tsumo dialog the desk's win went to, read in ``hands`` (for the win asked
        for by ``req``, None: none; ``said``: its note of how the desk was read; ``state``: the
        hand whose rules count the line): it follows the desk while open, its note too."""
        self._applied = None if dialog is None else weakref.ref(dialog)
        s = self.controller.state.situation
        self._applied_desk = (s.seat, s.tsumo, None if s.tsumo else s.discarder)
        self._applied_hands = hands
        self._applied_notes = (req, said, state)

    def _applied_dialog(self) -> ActionDialog | None:
        dialog = self._applied() if self._applied is not None else None
        if dialog is None or self._tracker is None or self._tracker.dialog is not dialog:
            self._applied = None
            return None
        return dialog

    def _follow_dialog(self, swapped: bool = False) -> None:
        """The desk changed while its win waits in the tracker's dialog: the dialog's hand (or
        value) follows, and the liable player, read in the hand the desk's seats were read in
        for the dialog (the discard's for another winner on it: the deal may have passed since;
        by "also ron" ticked or not, when they read two ways; left as picked when the game no
        longer plays the hand the desk scored); another winner's seat, ron or tsumo, or who
        dealt in, or nothing that wins, or (``swapped``) a hand from a game log or the quiz put
        on the desk or taken off it: the dialog closes (it would record what the desk no longer
        shows), and the status bar says why."""
        dialog = self._applied_dialog()
        if dialog is None:
            return
        from mjgui.controller.game.bridge import desk_liable, desk_value

        s = self.controller.state.situation
        desk = (s.seat, s.tsumo, None if s.tsumo else s.discarder)
        value = desk_value(self.controller)
        if not swapped and desk == self._applied_desk and value is not None and dialog.set_win_value(value):
            ticked = dialog.also_ticked()
            hand = self._applied_hands.read_in(ticked)
            if hand is not None:  # the liable player too
                other = self._applied_hands.other_reading(ticked)
                dialog.set_pao(
                    desk_liable(self.controller, hand),
                    None if other is None else desk_liable(self.controller, other),
                )
            # the note too: the desk's honba, sticks, round or rules now, against the game's
            req, said, state = self._applied_notes
            dialog.set_why(self._notes(self._applied_hands, req, said, state))
            return
        self._applied = None
        dialog.reject()
        window = self._window()
        if isinstance(window, QMainWindow):
            if swapped and self._borrowed:  # Apply to game would offer the log's hand now
                text = QCoreApplication.translate(
                    "Tracker",
                    "A hand from a game log or the quiz is on the desk: the game's dialog was closed "
                    "(Ctrl+Z brings back the hand it showed)",
                )
            else:
                text = QCoreApplication.translate(
                    "Tracker", "The desk changed: the game's dialog was closed (Apply to game opens it again)"
                )
            window.statusBar().showMessage(text, 8000)

    def _catch_recorded(self) -> None:
        """The game changed: when that was the desk's win recorded (at once, or by OK in the
        dialog it went to), the hand on the desk stays tied to its line."""
        tracker = self._tracker
        if tracker is None:
            return
        record = tracker.controller.record
        pending = self._recording
        line: str | None = None
        if pending is None:
            dialog = self._applied_dialog()
            if dialog is None or dialog.kind not in ("ron", "tsumo") or not dialog.isVisible():
                return
            line = dialog.line.text()
            tsumo = dialog.kind == "tsumo"
            also = not tsumo and dialog.also_ticked()
            discarder = None if tsumo else dialog.discarder.one()
            pending = (dialog.winner.one(), discarder, tsumo, also, dialog.edit)
        winner, discarder, tsumo, also, edit = pending
        number = edit if edit is not None else len(record.lines)
        if winner is None or not 1 <= number <= len(record.lines):
            return
        if line is not None and record.line(number).text != line:
            return
        self._recording = None
        self._applied = None
        from mjgui.controller.game.bridge import desk_hand, line_situation

        before = tracker.controller.state_before(number)
        hand_state = before.last_ron.before if also and before.last_ron is not None else before
        # the hand-off's desk stays tied to the line: Ctrl+Z past it sets the tie aside
        old = self._request
        deal = self.controller.deal if old is not None and old.deal == self.controller.deal else None
        self._lapsed = None
        self._lapsed_desk = None
        self._refit = None
        self._lapsed_kept = None
        self._desk_put = None
        self._request = GameRequest(
            winner,
            discarder,
            tsumo,
            also,
            number,
            line_situation(tracker.controller.result, number, winner, discarder, tsumo, also),
            tracker.controller.state,
            hand_state,
            desk_hand(tracker.controller.result, number, also),
            tuple(text.text for text in record.lines[:number]),
            deal,
        )
        self.controller.forget_base()
        self.controller.keep_shown()

    def save_game(self) -> bool:
        """Ctrl+S: save the game being tracked (asks where the first time)."""
        if self._tracker is None or not self._tracker.controller.record.lines:
            return False
        self._tracker.save_game()
        return True

    def take_from_game(self) -> bool:
        """Round wind, honba, sticks, renchan and rules from the game into the calculator; while
        the desk holds another winner's hand on the last ron's discard (a lapsed request's, its
        line undone), that discard's, with the honba and sticks that winner is paid there. No
        game on: the tracker comes forward saying so, New game… at hand."""
        if self._tracker is None or not self._tracker.controller.state.started:
            self.tracker().say_no_game(
                lambda: QCoreApplication.translate(
                    "Tracker",
                    "Start or resume a game first: round, honba and sticks come from the game on the table.",
                )
            )
            return False
        from dataclasses import replace

        from mjgui.controller.game.bridge import apply_situation, calc_situation

        state = self._tracker.controller.state
        situation = calc_situation(state)
        lapsed = None if self._desk_borrowed() else self._lapsed
        if lapsed is not None and lapsed.hand.also and not lapsed.tsumo and self._lapsed_state() is not None:
            also = calc_situation(state, lapsed.winner, lapsed.discarder, False, also=True)
            # the counters and the round only: the desk's seats and flags are the player's
            situation = replace(also, seat=None, discarder=None, tsumo=None, riichi=None)
        return apply_situation(self.controller, situation)

    def _game_changed(self) -> None:
        self._catch_recorded()
        # a win asked for keeps its own situation (another winner's honba and sticks, a past
        # line's) until it is recorded; a hand recorded from the desk stays as recorded, the
        # desk Next hand goes to follows the game
        self._ask_lapsed_again()
        req = self.request()
        self._serve()
        self._refit_desk()  # under the game's pin now (a riichi it no longer knows is not ticked again)
        if (req is None or req.recorded is not None) and self.following() and not self._keeps_lapsed():
            self.take_from_game()
        self._show_banner()
        self._update_enabled()
        # the payment cards name the players (or stop naming them)
        self.calculator_names_changed()

    def _pin(self) -> GamePin | None:
        """The game the desk scores for: a win asked for (its rules, the winner's riichi the
        game knows), the hand of one that lapsed while still on the desk (its game's rules, also
        once the tracker is closed or the game not followed: the hand was scored under them),
        or the game followed (its rules); None: the desk's own rules."""
        from mjgui.controller.scoring.state import GamePin

        req = self._request
        if req is not None and req.recorded is None and not self._desk_before(req):
            state = req.hand_state
            riichi = state.seat_wind(req.winner) if req.winner in state.in_riichi else None
            return GamePin(state.rules, riichi)
        lapsed = self._lapsed
        if lapsed is not None and self._lapsed_pin:
            if self._lapsed_state() is not None:
                return GamePin(lapsed.hand_state.rules)
            # the game no longer plays that hand (another record opened, its lines undone, a
            # new game): the desk follows the game the tracker shows, or has its own rules
            self._lapsed_pin = False
            self._lapsed_desk = None
            self._unpinned = lapsed.hand_state.rules
        live = self._live_state()
        if live is not None and self.follows_game():
            return GamePin(live.rules)
        return None

    def _serve(self) -> None:
        self.controller.serve(self._pin())
        unpinned, self._unpinned = self._unpinned, None
        if unpinned is not None:
            self._drop_closed_notice()
            # said once the change is whole (a record opened from the calculator's Ctrl+O is
            # read before its tracker is shown, which the desk then follows)
            QTimer.singleShot(0, self, lambda: self._say_unpinned(unpinned))

    def _pin_kept(self) -> bool:
        """The desk scores for a game's hand again (a win asked for, Ctrl+Z's hand back)."""
        return (self._request is not None and self._request.recorded is None) or (
            self._lapsed is not None and self._lapsed_pin
        )

    def _drop_closed_notice(self) -> None:
        """The status bar's notice of the tracker closed with the game's hand on the desk goes,
        once the desk no longer keeps that game's rules: Ctrl+Enter checks that win no more."""
        notice, self._closed_notice = self._closed_notice, ""
        window = self._window()
        if notice and isinstance(window, QMainWindow) and window.statusBar().currentMessage() == notice:
            window.statusBar().clearMessage()

    def _say_unpinned(self, before: object) -> None:
        """The desk no longer keeps a closed or changed game's rules for the hand on it (the
        game no longer plays that hand): the closed tracker's notice goes, and where the hand
        on the desk is now scored under other rules, the status bar names them: the game the
        tracker shows, or the desk's own."""
        from mjgui.controller.scoring.present import rules_named

        if not self._desk_holds() or self._desk_borrowed() or self._pin_kept():
            return
        rules = self.controller.state.rules
        if rules == before:
            return
        named = rules_named(rules, self.languages.current)
        if self._live_state() is not None and self.follows_game():
            text = QCoreApplication.translate(
                "Tracker",
                "The game in the tracker no longer plays the hand on the desk: the desk now scores it "
                "under that game's rules, %1",
            )
        else:
            text = QCoreApplication.translate(
                "Tracker",
                "The game no longer plays the hand on the desk: the desk now scores it under its own "
                "rules, %1",
            )
        self._say(text.replace("%1", named))

    def calculator_names_changed(self) -> None:
        window = self._window()
        payments = getattr(window, "payments", None)
        if payments is not None:
            payments.set_names(self.names_by_wind())

    # -- game -> calculator -----------------------------------------------------------------
    def _calculator_requested(self, situation: object, winner: int, discarder: int) -> None:
        from mjgui.controller.game.bridge import CalcSituation, apply_situation, start_request

        if not isinstance(situation, CalcSituation):
            return
        if winner < 0:  # the calculator alone (Ctrl+K): the game's round, honba and sticks
            apply_situation(self.controller, situation)
        else:
            window = self._window()
            if window is not None and hasattr(window, "before_request"):
                window.before_request(situation.hand is not None)
            assert self._tracker is not None
            from mjgui.controller.game.bridge import desk_hand

            game = self._tracker.controller
            hand_state = game.state_before(situation.edit)
            if situation.also and hand_state.last_ron is not None:
                hand_state = hand_state.last_ron.before
            self._lapsed = None
            self._lapsed_desk = None
            self._refit = None
            self._desk_put = None
            self._lapsed_kept = None
            edit = situation.edit
            self._request = GameRequest(
                winner,
                None if discarder < 0 else discarder,
                bool(situation.tsumo),
                situation.also,
                edit,
                situation,
                game.state,
                hand_state,
                desk_hand(game.result, edit, situation.also),
                line=None
                if edit is None or not 1 <= edit <= len(game.record.lines)
                else game.record.line(edit).text,
                lines=tuple(line.text for line in game.record.lines),
            )
            self._serve()  # the game's rules, and the winner's riichi it knows
            start_request(self.controller, situation)
            # the desk of the hand-off: Ctrl+Z past it sets the request aside
            self._request = replace(self._request, deal=self.controller.deal)
            self._before = False
            if situation.typed and window is not None and hasattr(window, "type_notation"):
                window.type_notation(situation.typed)
            self.calculator_names_changed()
        self._show_banner()
        from mjgui.gui.tracker.window import bring_to_front

        bring_to_front(self.window)

    def _show_banner(self) -> None:
        """The calculator says it is scoring for the game: whose win, and how to record it."""
        banner = self.banner
        if banner is None:
            return
        req = self._request
        shown = req is not None and self._tracker is not None
        if req is not None and self._tracker is not None:
            state = req.hand_state
            names = state.names
            winner = _seat_name(names, req.winner)
            if req.tsumo:
                what = QCoreApplication.translate("Tracker", "%1 wins by tsumo").replace("%1", winner)
            else:
                loser = _seat_name(names, req.discarder)
                what = (
                    QCoreApplication.translate("Tracker", "%1 also wins by ron from %2")
                    if req.also
                    else QCoreApplication.translate("Tracker", "%1 wins by ron from %2")
                )
                what = what.replace("%1", winner).replace("%2", loser)
            before = self._desk_before(req)  # the desk's hand from before the hand-off
            if req.recorded is not None and (self._desk_borrowed() or before or self._desk_as_recorded(req)):
                head = QCoreApplication.translate("Tracker", "Recorded as line %1 of the game").replace(
                    "%1", str(req.edit)
                )
            elif req.recorded is not None:  # changed on the desk since (undone there, say)
                head = QCoreApplication.translate(
                    "Tracker", "Not as recorded in line %1 of the game"
                ).replace("%1", str(req.edit))
            elif req.edit is None:
                head = QCoreApplication.translate("Tracker", "Scoring for the game")
            else:
                head = QCoreApplication.translate("Tracker", "Correcting line %1 of the game").replace(
                    "%1", str(req.edit)
                )
            where = hand_label(state)
            if req.situation.riichi and req.recorded is None:  # ticked; ippatsu the game cannot know
                what += " · " + QCoreApplication.translate("Tracker", "riichi declared (I: ippatsu)")
            if self._desk_borrowed():
                keys = QCoreApplication.translate(
                    "Tracker",
                    "set aside while the desk shows a hand from a game log or the quiz: "
                    "Ctrl+Z goes back to it",
                )
            elif before and req.deal is not None and self.controller.redo_reaches(req.deal):
                keys = QCoreApplication.translate(
                    "Tracker",
                    "set aside while the desk shows its hand from before (Ctrl+Enter offers that "
                    "as a new line): Ctrl+Y goes back to it",
                )
            elif before and req.recorded is None:  # an edit since dropped the redo steps
                keys = QCoreApplication.translate(
                    "Tracker",
                    "set aside while the desk shows its hand from before (Ctrl+Enter offers that "
                    "as a new line): Next hand (N) goes back to it, with no tiles on the desk",
                )
            elif before:  # a recorded line: nothing brings the tie back now, Next hand ends it
                keys = QCoreApplication.translate(
                    "Tracker",
                    "set aside while the desk shows its hand from before (Ctrl+Enter offers that "
                    "as a new line)",
                )
            elif self._desk_names(req) and (first := self._third_winner(req)):
                # the desk shows the third ron (no value makes it a ron): an abortive draw
                from mjgui.gui.tracker.dialogs.pickers import abort_instead_label

                keys = (
                    QCoreApplication.translate(
                        "Tracker",
                        "under these rules a third winner on one discard makes the hand an abortive "
                        "draw (sanchahou), nobody paid: Ctrl+Enter opens the dialog, whose “%1” "
                        "writes it in place of the rons from line %2",
                    )
                    .replace("%1", abort_instead_label().replace("&", ""))
                    .replace("%2", str(first))
                )
            elif (
                req.recorded is not None and not self._win and (not self._desk_holds() or self._unfinished())
            ):
                # the recorded hand emptied or changed on the desk, no win there (yet): Ctrl+Enter
                # opens nothing until the desk shows one
                keys = QCoreApplication.translate(
                    "Tracker",
                    "Ctrl+Enter opens that line to correct it once the desk shows a win; "
                    "Next hand (N) for the next one",
                )
            elif self._desk_holds() and not self._win and self._unfinished():  # still being entered
                keys = QCoreApplication.translate(
                    "Tracker", "Ctrl+Enter records it once the desk shows the win"
                )
            elif self._desk_holds() and not self._win:  # Ctrl+Enter would record nothing
                keys = QCoreApplication.translate(
                    "Tracker", "the desk's hand is not a win the game can record (see the results)"
                )
            elif req.recorded is not None:
                keys = QCoreApplication.translate(
                    "Tracker", "Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
                )
            elif req.edit is None and req.recorded is None and (unread := self._unread_line()):
                keys = QCoreApplication.translate(
                    "Tracker",
                    "the game takes no new line until line %1, which cannot be read, is corrected "
                    "or deleted; the hand stays on the desk",
                ).replace("%1", str(unread))
            elif not self._desk_holds():  # no tiles, no value picked: Ctrl+Enter records nothing yet
                keys = QCoreApplication.translate(
                    "Tracker", "Ctrl+Enter records it once the desk shows the win"
                )
            elif self._desk_shows(req):
                keys = QCoreApplication.translate("Tracker", "Ctrl+Enter records it")
            elif (
                self._desk_names(req)  # else the dialog is the desk's other win's
                and (taken := self._game_takes(req)) is not None
                and not taken.preview.ok
            ):
                keys = QCoreApplication.translate(
                    "Tracker",
                    "the game would not take this line: Ctrl+Enter opens the dialog, which says why",
                )
            else:
                keys = QCoreApplication.translate(
                    "Tracker", "the desk shows another win: Ctrl+Enter opens the dialog to check it"
                )
            banner.setText(f"{head}: {what} · {where} — {keys}")
        for widget in (banner, getattr(self._window(), "game_banner_box", None)):
            if widget is not None:
                set_shown(widget, shown)

    def _unread_line(self) -> int:
        """The first line of the tracker's game that cannot be read (0: none): nothing after it
        counts, a new line included, until it is corrected or deleted."""
        unread = self._tracker.controller.unread_lines if self._tracker is not None else ()
        return unread[0] if unread else 0

    def _desk_as_recorded(self, req: GameRequest) -> bool:
        """The desk shows the win as line ``req.edit`` of the game has it: the same winner's
        seat, ron or tsumo and discarder, and the same line from its hand (not changed, or
        undone, on the desk since it was recorded)."""
        from mjgui.controller.game.bridge import desk_liable, desk_value, win_line

        tracker = self._tracker
        value = desk_value(self.controller)
        if tracker is None or value is None or req.edit is None:
            return False
        hand = req.hand_state
        s = self.controller.state.situation
        if s.seat != hand.seat_wind(req.winner) or s.tsumo != req.tsumo:
            return False
        if not req.tsumo and req.discarder is not None and s.discarder != hand.seat_wind(req.discarder):
            return False
        game = tracker.controller
        if not 1 <= req.edit <= len(game.record.lines):
            return False
        pao = desk_liable(self.controller, hand)
        line = win_line(
            game.state_before(req.edit), value, req.tsumo, req.winner, req.discarder, req.also, pao
        )
        return line == game.record.line(req.edit).text

    # -- the calculator's side --------------------------------------------------------------
    def _tracker_open_changed(self, shown: bool) -> None:
        """The tracker was closed (its game is no longer open at the table: the desk stops
        scoring for it, and says so when a win was asked for) or shown again (followed again)."""
        if shown:
            self._drop_waiting()
        else:
            req = self._request
            # the hand scored for the game stays on the desk under the game's rules (it was
            # scored under them): Ctrl+Enter brings the tracker back with the dialog to check it
            kept = req if req is not None else self._lapsed
            holds = kept is not None and self._desk_holds() and not self._desk_borrowed()
            self.end_request(kept if holds else None)
            if req is not None and req.recorded is None:
                if holds and self._win:
                    text = QCoreApplication.translate(
                        "Tracker",
                        "The game tracker was closed: the desk no longer scores this hand for the "
                        "game; Ctrl+Enter brings the tracker back to check the win",
                    )
                else:
                    text = QCoreApplication.translate(
                        "Tracker",
                        "The game tracker was closed: the desk no longer scores this hand for the game",
                    )
                self._say(text)
                self._closed_notice = text if self._lapsed_pin else ""
        self._game_changed()

    def _calculator_view(self, view: WindowView) -> None:
        self._win = view.headline.tone == "win"
        self._headline = view.headline.text
        self._tone = view.headline.tone
        borrowed = self._desk_borrowed()
        swapped = borrowed != self._borrowed  # a log's or the quiz's hand came, or went (Ctrl+Z)
        if swapped:
            self._borrowed = borrowed
            self.calculator_names_changed()  # a log's or the quiz's hand: not the game's players
        before = self._request is not None and self._desk_before(self._request)
        if before != self._before:  # Ctrl+Z past the hand-off, or Ctrl+Y (Next hand) back to it
            self._before = before
            swapped = True  # a dialog open for the win asked for would show another hand
            self.calculator_names_changed()  # read in the game now, or in the win's hand again
            if self._request is not None and self._request.recorded is None:
                # the game's pin for the win asked for, or the game followed, once this view
                # is with every listener (no view in between)
                QTimer.singleShot(0, self, self._serve)
        lapsed = self._lapsed
        if lapsed is not None:  # the desk cleared: a hand of its own now, read in the game
            holds = self._desk_holds()
            if self._lapsed_tiles and not holds:
                self._lapsed = None
                self.calculator_names_changed()
                if self._lapsed_pin:  # the game's rules went with its hand: the desk's own, or
                    # the game followed, once this view is with every listener (no view in between)
                    self._lapsed_pin = False
                    self._drop_closed_notice()
                    QTimer.singleShot(0, self, self._serve)
                else:
                    self._lapsed_desk = None
                if not self.controller.can_redo:  # cleared by an edit (Next hand), not Ctrl+Z
                    QTimer.singleShot(0, self, self._take_cleared)
                else:  # Ctrl+Z: the hand's counters stay until an edit (Next hand) empties the desk
                    self._undone_counters = self._counters()
            elif holds and self._lapsed_pin and not borrowed:
                self._lapsed_desk = (lapsed, self.controller.state)
            self._lapsed_tiles = holds
        elif self._lapsed_desk is not None and self._request is None and not borrowed and self._desk_holds():
            kept, desk = self._lapsed_desk
            state = self.controller.state
            if state == desk._replace(game=state.game, preset=state.preset, overrides=state.overrides):
                # Ctrl+Z brought back the hand the desk was cleared of: its game's rules with it
                # (the undo step holds the hand as scored under them), while the game plays it
                self._lapsed = kept
                self._lapsed_tiles = True
                self._lapsed_pin = True
                self.calculator_names_changed()
                QTimer.singleShot(0, self, self._serve)
        if lapsed is None:
            self._take_undone()
        req = self._request
        if (
            req is not None
            and req.recorded is not None
            and not (self._shows_recorded() or self._desk_borrowed())
        ):
            # Next hand: the recorded hand left the desk (the desk it went to follows the game);
            # or other rules chosen for it once the game ended: the hand is the player's now
            # (a log's or the quiz's hand shown over it only sets the tie aside)
            self._request = None
            self.controller.release()
            self.calculator_names_changed()
            self._show_banner()
        elif req is not None:
            # whether Ctrl+Enter records it at once; set aside while a log's or the quiz's hand
            # is on the desk (Ctrl+Enter offers that as a new line), back when Ctrl+Z or Next
            # hand brings back the game's: winner, who dealt in, the line corrected kept
            self._show_banner()
        self._follow_dialog(swapped)
        self._update_enabled()

    def _counters(self) -> tuple[int, int, int, int]:
        """The desk's round wind, honba, sticks and renchan."""
        s = self.controller.state.situation
        return (s.round_wind, s.honba, s.sticks, s.renchan)

    def _take_undone(self) -> None:
        """The desk Ctrl+Z took a lapsed request's hand off (:attr:`_undone_counters`), emptied
        by an edit with the hand's counters still on it (Next hand, which kept them: the game's
        had been left out while the desk held the hand): it takes the game's now, as Next hand
        on the hand itself does (:meth:`_take_cleared`). Forgotten once the hand is back
        (Ctrl+Y), another win is asked for, or the counters changed (set on the desk, the
        game's taken)."""
        kept = self._undone_counters
        if kept is None:
            return
        if self._request is not None or self._lapsed is not None or self._counters() != kept:
            self._undone_counters = None
        elif not self.controller.can_redo and not self._desk_holds():
            self._undone_counters = None
            QTimer.singleShot(0, self, self._take_cleared)

    def _take_cleared(self) -> None:
        """The desk cleared of a lapsed request's hand (Next hand, a new hand started): the
        hand kept its own round, honba and sticks while on the desk (:meth:`_keeps_lapsed`);
        the desk now takes the game's, when it follows the game and nothing else was asked for
        meanwhile. Not after Ctrl+Z to an empty desk: Ctrl+Y brings the hand back as it was
        (Next hand there does: :meth:`_take_undone`)."""
        if self._request is not None or self._lapsed is not None or self._desk_holds():
            return
        if self._desk_borrowed() or not self.following():
            return
        self.take_from_game()

    def _update_enabled(self) -> None:
        if self._actions_made:
            tracker = self._tracker
            self.act_save.setEnabled(tracker is not None and bool(tracker.controller.record.lines))
            self.act_apply.setEnabled(self._win)
            self.act_refused.setEnabled(not self._win)
        if self.button is not None:
            show_apply_button(self.button, self._win)
            word_desk_parts(self.menu, self.button, self._new_line_refusal())

    def retranslate(self) -> None:
        self._show_banner()
        close = getattr(self._window(), "game_banner_close", None)
        if close is not None:
            stop = QCoreApplication.translate("Tracker", "Stop scoring this hand for the game")
            set_tip(close, stop)
            set_accessible(close, stop)  # its face, ✕, is no name: a screen reader said "✕"
        if self._actions_made:
            self.act_open.setText(QCoreApplication.translate("Tracker", "Game &tracker"))
            self.act_apply.setText(QCoreApplication.translate("Tracker", "&Record this win in the game"))
            self.act_save.setText(QCoreApplication.translate("Tracker", "&Save the game"))
            self.act_take.setText(
                QCoreApplication.translate("Tracker", "Take round, honba and sticks from the &game")
            )
            self.act_follow.setText(
                QCoreApplication.translate("Tracker", "&Follow the game's round, honba and sticks")
            )
        word_desk_parts(self.menu, self.button, self._new_line_refusal())

    def _new_line_refusal(self) -> str:
        """Why the tracker's game takes no new line, a win from the desk included (a line of its
        record cannot be read); "" when it takes one, or there is no tracker."""
        refusal = self._tracker.controller.new_line_refusal() if self._tracker is not None else None
        return refusal.error if refusal is not None else ""


def hand_label(state: GameState) -> str:
    """A hand of the game as the banner and the notices name it: its round wind and number."""
    from mjgui.gui.situation import wind_label

    return f"{wind_label(state.round_wind)} {state.hand}"


def _gone_note(hand: GameState) -> str:
    """The dialog's note for a desk's win scored for a hand the game no longer plays."""
    return QCoreApplication.translate(
        "Tracker",
        "The desk scored this win for %1, which is not the game's hand now: pick the winner and who dealt in",
    ).replace("%1", hand_label(hand))


def _seat_name(names: Sequence[str], seat: int | None) -> str:
    """The player at ``seat`` of ``names`` for a sentence; "?" for no seat or one not at the table."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def _edit_gone_text(req: GameRequest) -> str:
    """The status bar's notice that the correction of a past line lapsed (its line deleted or
    changed in the tracker)."""
    return QCoreApplication.translate(
        "Tracker", "The game changed in the tracker: the desk no longer corrects line %1"
    ).replace("%1", str(req.edit))


def _ron_gone_text(req: GameRequest) -> str:
    """Why the desk no longer records another winner's ron asked for: the ron on that discard
    it joined was undone in the tracker (a second winner needs a first)."""
    names = req.hand_state.names

    return (
        QCoreApplication.translate(
            "Tracker",
            "The game changed in the tracker: the ron on %1's discard that %2's win joined was taken "
            "back, and a second winner needs a first: the desk no longer records this win as also "
            "ron. Redo there, with the desk left as it is, brings that ron and the hand-off back",
        )
        .replace("%1", _seat_name(names, req.discarder))
        .replace("%2", _seat_name(names, req.winner))
    )


def _ron_gone_note(req: GameRequest) -> str:
    """The dialog's note for another winner's ron whose first ron was undone in the tracker:
    the dialog proposes it as a ron of the hand the game plays now."""
    names = req.hand_state.names

    return (
        QCoreApplication.translate(
            "Tracker",
            "The ron on %1's discard that %2's win joined was taken back in the tracker: this line "
            "records the desk's win as a ron of the hand the game plays now",
        )
        .replace("%1", _seat_name(names, req.discarder))
        .replace("%2", _seat_name(names, req.winner))
    )


def _corrects_note(number: int) -> str:
    """The dialog's note for a desk's hand that a line of the game won with, with other
    indicators, nuki or flags: the dialog corrects that line."""
    return QCoreApplication.translate(
        "Tracker",
        "Line %1 holds this hand with other dora, nuki or flags: Save the change puts the desk's "
        "hand in it. If this is another win with the same tiles, cancel and ask for it from the "
        "tracker's Ron or Tsumo",
    ).replace("%1", str(number))


def _reading_note(state: GameState, also: bool, other: DeskWin) -> str:
    """The dialog's note for a desk's ron whose seat winds read two ways: another winner on the
    last ron's discard of ``state``, or a win in the hand the game plays now. ``also``: the
    dialog proposes the first; ``other``: the reading it does not propose, which a tick (or
    untick) of "also ron" picks."""
    names = state.names

    group = state.last_ron
    if also:
        text = QCoreApplication.translate(
            "Tracker",
            "By the desk's seats this is another winner on the last ron's discard (%1); if it is "
            "%2 from %3 in %4, the hand being played now, untick “also ron”",
        )
    else:
        text = QCoreApplication.translate(
            "Tracker",
            "By the desk's seats this is a win in %4, the hand being played now; if it is %2 from "
            "%3, another winner on the last ron's discard (%1), tick “also ron”",
        )
    values = {
        "1": hand_label(group.before) if group is not None else "?",
        "2": _seat_name(names, other.winner),
        "3": _seat_name(names, other.discarder),
        "4": hand_label(state),
    }
    return re.sub("%([1-4])", lambda m: values[m.group(1)], text)  # in one pass: a name may hold "%1"


__all__ = ["GameLink", "GameRequest"]

"""The calculator and the game tracker, joined.

The calculator gets a *Game* menu (open the tracker, apply this win to the game, take the
situation from the game, follow the game) and an *Apply to game* button by its payments. The
tracker asks for the calculator from its ron/tsumo dialogs ("Score the hand in the
calculator…"): the calculator then takes the winner's seat wind, the round wind, honba, sticks,
renchan, riichi and the rules from the game on an empty desk (or the hand of a past line being
corrected), a banner says it scores for the game, and *Apply to game* brings the hand (or the
han and fu picked without tiles) back with the same winner, discarder and "also ron" chosen;
Ctrl+Enter records it at once and goes back to the tracker.

The calculator's first frame makes the link (its menu, its button, its banner hidden): the
hand-off itself (:mod:`mjgui.gui.tracker.handoff`) is imported once a tracker is made, and the
look for a game waiting in the tracker (:mod:`mjgui.gui.tracker.waiting`) after the first frame.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu

from mjgui.gui.qtnames import set_keys
from mjgui.gui.settings import tracker_data_dir
from mjgui.gui.util import Deferred, set_enabled, set_shown, set_tip

if TYPE_CHECKING:  # the tracker's modules (controller, game, records) load when first used
    from PySide6.QtGui import QAction

    from mjgui.controller.scoring.calculator import Controller
    from mjgui.controller.scoring.state import EditState
    from mjgui.controller.scoring.views import WindowView
    from mjgui.core.game.game import GameState
    from mjgui.gui.i18n import Languages
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.dialogs.action import ActionDialog
    from mjgui.gui.tracker.handoff import DeskHands, GameRequest
    from mjgui.gui.tracker.window import TrackerWindow


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
        self._win = False
        #: a direct record under way (Ctrl+Enter): winner, discarder, tsumo, also, past line
        self._recording: tuple[int | None, int | None, bool, bool, int | None] | None = None
        #: the ron or tsumo dialog the desk's hand was applied to, while it is open, the
        #: desk's seat, tsumo and discarder it was opened with, and the hand (or hands) the
        #: desk's seat winds were read in for it
        self._applied: weakref.ref[ActionDialog] | None = None
        self._applied_desk: tuple[int, bool, int | None] = (0, False, None)
        self._applied_hands: DeskHands | None = None  # (None: none yet, nobody read)
        #: a request that ended while its hand stayed on the desk (the game changed under it):
        #: the desk's seat winds are still read in its hand, while the game plays it, until the
        #: desk is cleared (see :func:`~mjgui.gui.tracker.handoff.lapse`)
        self._lapsed: GameRequest | None = None
        self._lapsed_tiles = False  # the desk held a hand at the last look, since the lapse
        #: the desk held the lapsed request's hand when it lapsed: it keeps that game's rules
        #: (the tracker closed, Follow the game off) until the desk is cleared, or the game no
        #: longer plays that hand (another record opened, its lines undone, a new game)
        self._lapsed_pin = False
        #: the rules of the lapsed request's hand, once the desk no longer keeps them (said
        #: once the desk scores under the rules it has now: :func:`~mjgui.gui.tracker.handoff.serve`)
        self._unpinned: object | None = None  # the rules the desk scored a lapsed hand by (compared only)
        #: what the status bar said when the tracker was closed with the game's hand on the desk
        #: (dropped with the pin: Ctrl+Enter no longer checks that win)
        self._closed_notice = ""
        #: the desk as it last held the lapsed request's hand under its game's rules: the
        #: request and that desk, while clearing the desk is undoable (Ctrl+Z brings the hand
        #: back, and the game's rules with it: :func:`~mjgui.gui.tracker.handoff.desk_changed`)
        self._lapsed_desk: tuple[GameRequest, EditState] | None = None
        #: the desk showed a hand from elsewhere (a game log's, the quiz's) at the last look
        #: (:meth:`_desk_borrowed`)
        self._borrowed = False
        #: the hint of a game waiting in the tracker, while it may be shown (:meth:`say_waiting_game`),
        #: the game it names, and the looks for it (made when first needed)
        self._waiting: Callable[[], str] | None = None
        self._waiting_game: GameState | None = None
        self._waiting_look: Deferred | None = None
        self._waiting_recheck: Deferred | None = None
        if menu is None:
            menu = window.menuBar().addMenu("")
        self.menu = menu
        self.menu.setObjectName("menu-game")
        self._add_shortcuts = add_shortcuts
        self._follow = True  # the calculator follows the game (the Follow item, once made)
        self._actions_made = False
        self.button = apply_button
        if self.button is not None:
            self.button.clicked.connect(lambda: self.apply_to_game())
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
            # a new game on an empty table proposes the desk's rules, its preset and options
            desk = self.controller
            tracker.controller.desk_rules = lambda: desk.state.rules
            tracker.calculatorRequested.connect(self._calculator_requested)
            tracker.gameChanged.connect(self._game_changed)
            tracker.openChanged.connect(self._tracker_open_changed)
            self._tracker = tracker
        return self._tracker

    def open_tracker(self, path: str | os.PathLike[str] | None = None) -> TrackerWindow:
        tracker = self.tracker()
        if path:
            tracker.open_file(path)
        tracker.show_and_raise()
        return tracker

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

    def _say_waiting_game(self) -> None:
        from mjgui.gui.tracker.waiting import say_waiting_game

        say_waiting_game(self)

    def _check_waiting(self) -> None:
        from mjgui.gui.tracker.waiting import check_waiting

        check_waiting(self)

    def _waiting_folder(self) -> Path:
        """The tracker's data folder (:func:`~mjgui.gui.settings.tracker_data_dir`, which
        imports none of the tracker's modules)."""
        return self.data_dir if self.data_dir is not None else tracker_data_dir()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The calculator activated again while the hint shows: the game is looked for again
        (after the activation's own events and paint)."""
        if event.type() == QEvent.Type.WindowActivate and self._waiting is not None:
            if self._waiting_recheck is None:
                self._waiting_recheck = Deferred(self, self._check_waiting, after_paint=True)
            self._waiting_recheck.request()
        return False

    def names_by_wind(self) -> tuple[str, ...]:
        """The players sitting East, South, West, North (no North at three) in the game's hand,
        when the calculator follows a game; () otherwise, and while the desk shows a hand from
        elsewhere (a game log's, the quiz's: other players, maybe another table)."""
        if self._desk_borrowed():
            return ()
        state = self._live_state()
        req = self._request
        if req is not None and state is not None:
            state = req.hand_state  # the hand of the win asked for (a past one, another ron's)
        elif self._lapsed is not None and state is not None:
            from mjgui.gui.tracker.handoff import lapsed_state

            state = lapsed_state(self)  # the hand-off's hand; none when the game left it
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

    # -- calculator -> game (mjgui.gui.tracker.handoff) --------------------------------------
    def apply_to_game(self, *, direct: bool = False) -> bool:
        """Send the calculator's win to the game (:func:`~mjgui.gui.tracker.handoff.apply_to_game`);
        True when the line was recorded."""
        from mjgui.gui.tracker.handoff import apply_to_game

        return apply_to_game(self, direct=direct)

    def take_from_game(self) -> bool:
        """Round wind, honba, sticks, renchan and rules from the game into the calculator
        (:func:`~mjgui.gui.tracker.handoff.take_from_game`)."""
        from mjgui.gui.tracker.handoff import take_from_game

        return take_from_game(self)

    def close_banner(self) -> None:
        """The banner's ✕ (:func:`~mjgui.gui.tracker.handoff.close_banner`)."""
        from mjgui.gui.tracker.handoff import close_banner

        close_banner(self)

    def _game_changed(self) -> None:
        from mjgui.gui.tracker.handoff import game_changed

        game_changed(self)

    def _calculator_requested(self, situation: object, winner: int, discarder: int) -> None:
        from mjgui.gui.tracker.handoff import calculator_requested

        calculator_requested(self, situation, winner, discarder)

    def _tracker_open_changed(self, shown: bool) -> None:
        from mjgui.gui.tracker.handoff import tracker_open_changed

        tracker_open_changed(self, shown)

    def _desk_holds(self) -> bool:
        """The desk holds a hand: tiles, or a value picked without them."""
        state = self.controller.state
        return bool(state.concealed) or (self.controller.quick_mode and state.quick is not None)

    def _say(self, text: str) -> None:
        """A short notice in the calculator's status bar."""
        window = self._window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    def _desk_borrowed(self) -> bool:
        """The desk shows a hand from elsewhere (a game log's, the quiz's), or one changed from
        it there: no hand of the game. Such a hand keeps its own rules, so it never carries the
        game the desk scores for (``EditState.game``), which a hand scored for the game always
        does; the calculator says "borrowed" until Next hand, also once Ctrl+Z has brought back
        the hand from before it, which is the game's again (a win asked for goes on with it)."""
        return self.controller.showing == "borrowed" and self.controller.state.game is None

    def _shows_recorded(self) -> bool:
        """The desk still shows the hand recorded from it, as recorded: not Next hand, another
        hand put there, or other rules chosen for it (after the game ended). Ctrl+Z back from a
        game log's or the quiz's hand shown over it brings it back: a hand of the game again
        (the calculator says "borrowed" until Next hand), still tied to its line."""
        return self.controller.showing in ("recorded", "borrowed") and self.controller.state.game is not None

    def save_game(self) -> bool:
        """Ctrl+S: save the game being tracked (asks where the first time)."""
        if self._tracker is None or not self._tracker.controller.record.lines:
            return False
        self._tracker.save_game()
        return True

    def calculator_names_changed(self) -> None:
        window = self._window()
        payments = getattr(window, "payments", None)
        if payments is not None:
            payments.set_names(self.names_by_wind())

    def _show_banner(self) -> None:
        """The calculator says it is scoring for the game: whose win, and how to record it."""
        banner = self.banner
        if banner is None:
            return
        shown = self._request is not None and self._tracker is not None
        if shown:
            from mjgui.gui.tracker.handoff import banner_text

            banner.setText(banner_text(self))
        for widget in (banner, getattr(self._window(), "game_banner_box", None)):
            if widget is not None:
                set_shown(widget, shown)

    # -- the calculator's side --------------------------------------------------------------
    def _calculator_view(self, view: WindowView) -> None:
        self._win = view.headline.tone == "win"
        borrowed = self._desk_borrowed()
        swapped = borrowed != self._borrowed  # a log's or the quiz's hand came, or went (Ctrl+Z)
        if swapped:
            self._borrowed = borrowed
            self.calculator_names_changed()  # a log's or the quiz's hand: not the game's players
        if (
            self._lapsed is not None
            or self._lapsed_desk is not None
            or self._request is not None
            or self._applied is not None
        ):  # a hand-off under way
            from mjgui.gui.tracker.handoff import desk_changed

            desk_changed(self, borrowed, swapped)
        self._update_enabled()

    def _update_enabled(self) -> None:
        if self._actions_made:
            tracker = self._tracker
            self.act_save.setEnabled(tracker is not None and bool(tracker.controller.record.lines))
            self.act_apply.setEnabled(self._win)
        if self.button is not None:
            set_shown(self.button, self._win)
            set_enabled(self.button, self._win)

    def retranslate(self) -> None:
        self._show_banner()
        self.menu.setTitle(QCoreApplication.translate("Tracker", "&Game"))
        close = getattr(self._window(), "game_banner_close", None)
        if close is not None:
            set_tip(close, QCoreApplication.translate("Tracker", "Stop scoring this hand for the game"))
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
        if self.button is not None:
            self.button.setText(QCoreApplication.translate("Tracker", "Apply to game…"))
            set_tip(
                self.button,
                QCoreApplication.translate(
                    "Tracker",
                    "Record this win in the game tracker: choose the winner and who dealt in, see "
                    "everyone's change, then Record (Enter or Ctrl+Enter)",
                ),
            )


__all__ = ["GameLink"]

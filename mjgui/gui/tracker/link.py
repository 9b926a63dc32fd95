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
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu

from mjgui.gui.qtnames import set_keys
from mjgui.gui.util import set_enabled, set_shown, set_tip

if TYPE_CHECKING:  # the tracker's modules (controller, game, records) load when first used
    from mjgui.controller.game.bridge import CalcSituation
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.controller.scoring.views import WindowView
    from mjgui.core.game.game import GameState
    from mjgui.gui.i18n import Languages
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.window import TrackerWindow


@dataclass(frozen=True)
class GameRequest:
    """A win the tracker asked the calculator to score: who won (from whom), whether it is
    another winner on the same discard, the past line it corrects, and the game's state when
    asked (a line recorded since ends the request)."""

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
        before_menu: QMenu | None = None,
        data_dir: str | os.PathLike[str] | None = None,
    ) -> None:
        """The calculator window hands over what the link works with: its controller, languages
        and settings, how it gives an action its keys, the *Apply to game* button and the menu
        the *Game* menu goes before."""
        super().__init__(window)
        self._window = weakref.ref(window)  # no strong reference back: the window owns the link
        self.controller = controller
        self.languages = languages
        self.settings = settings
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self._tracker: TrackerWindow | None = None
        self._request: GameRequest | None = None  # the win the tracker asked for
        self._win = False
        bar = window.menuBar()
        self.menu = QMenu(bar)
        self.menu.setObjectName("menu-game")
        if before_menu is not None:
            bar.insertMenu(before_menu.menuAction(), self.menu)
        else:
            bar.addMenu(self.menu)

        def action(name: str, slot: object, keys: str | None = None) -> QAction:
            act = QAction(window)
            act.setObjectName(name)
            if keys:
                add_shortcuts(act, keys)
            set_keys(act, "shortcutContext", "WindowShortcut")
            act.triggered.connect(slot)
            window.addAction(act)
            self.menu.addAction(act)
            return act

        self.act_open = action("open-tracker", self.open_tracker, "Ctrl+G")
        self.act_apply = action(
            "apply-to-game-action", lambda: self.apply_to_game(direct=True), "Ctrl+Return"
        )
        self.act_take = action("take-from-game", self.take_from_game, "Ctrl+Shift+G")
        # Ctrl+S means the same in every window: save the game
        self.act_save = action("save-game", self.save_game, "Ctrl+S")
        self.act_follow = action("follow-game", lambda: self._game_changed())
        self.act_follow.setCheckable(True)
        self.act_follow.setChecked(True)
        self.button = apply_button
        if self.button is not None:
            self.button.clicked.connect(lambda: self.apply_to_game())
        self.banner = getattr(window, "game_banner", None)
        close = getattr(window, "game_banner_close", None)
        if close is not None:
            close.clicked.connect(lambda: self.end_request())
        controller.subscribe(self._calculator_view)
        languages.changed.connect(lambda _lang: self.retranslate())
        self.retranslate()
        self._calculator_view(controller.view())

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
            tracker.calculatorRequested.connect(self._calculator_requested)
            tracker.gameChanged.connect(self._game_changed)
            self._tracker = tracker
        return self._tracker

    def open_tracker(self, path: str | os.PathLike[str] | None = None) -> TrackerWindow:
        tracker = self.tracker()
        if path:
            tracker.open_file(path)
        tracker.show_and_raise()
        return tracker

    def names_by_wind(self) -> tuple[str, ...]:
        """The players sitting East, South, West, North (no North at three) in the game's hand,
        when the calculator follows a game; () otherwise."""
        state = self._live_state()
        req = self._request
        if req is not None and state is not None:
            state = req.hand_state  # the hand of the win asked for (a past one, another ron's)
        if state is None or not self.act_follow.isChecked() or len(state.names) != state.seats:
            return ()
        return tuple(state.names[(state.dealer + wind) % state.seats] for wind in range(state.seats))

    def following(self) -> bool:
        """The calculator takes round, honba and sticks from a game being played."""
        return self.act_follow.isChecked() and self._live_state() is not None

    def _live_state(self) -> GameState | None:
        if self._tracker is None:
            return None
        state = self._tracker.controller.state
        return state if state.started and not state.ended else None

    # -- calculator -> game -----------------------------------------------------------------
    def request(self) -> GameRequest | None:
        """The win the tracker asked for, while the game is still where it was asked."""
        req = self._request
        if req is None:
            return None
        if self._tracker is None or self._tracker.controller.state is not req.state:
            self.end_request()
            return None
        return req

    def end_request(self) -> None:
        """Stop scoring for the game (recorded, a line recorded since, or the banner closed)."""
        had = self._request is not None
        self._request = None
        self.controller.forget_base()
        self._show_banner()
        if had:
            self.calculator_names_changed()

    def apply_to_game(self, *, direct: bool = False) -> bool:
        """Send the calculator's win to the game: the hand on the desk, or the han and fu (a
        limit, yakuman) picked without tiles; the winner and discarder are the tracker's
        request's (or found from the seat winds). ``direct`` (Ctrl+Enter): a win the tracker
        asked for is recorded at once and the tracker comes back; else the ron or tsumo dialog
        shows it first. True when the line was recorded."""
        from mjgui.controller.game.bridge import desk_value, seat_by_wind

        value = desk_value(self.controller)
        if value is None:
            return False
        tracker = self.tracker()
        req = self.request()
        state = tracker.controller.state if req is None else req.hand_state
        spec = self.controller.spec()
        tsumo = spec.tsumo
        winner = seat_by_wind(state, spec.seat)
        discarder = None if tsumo else seat_by_wind(state, spec.discarder)
        also, edit = False, None
        if req is not None and state.started:
            edit = req.edit
            if state.seat_wind(req.winner) == spec.seat:
                winner = req.winner
                also = req.also and not tsumo
                if not tsumo and req.discarder is not None:
                    discarder = req.discarder
        if (
            direct
            and req is not None
            and tracker.record_win(value, tsumo, winner, discarder, also=also, edit=edit)
        ):
            self.end_request()
            return True
        tracker.apply_hand(value, tsumo, winner, discarder, also=also, edit=edit)
        return False

    def save_game(self) -> bool:
        """Ctrl+S: save the game being tracked (asks where the first time)."""
        if self._tracker is None or not self._tracker.controller.record.lines:
            return False
        self._tracker.save_game()
        return True

    def take_from_game(self) -> bool:
        """Round wind, honba, sticks, renchan and rules from the game into the calculator."""
        if self._tracker is None:
            return False
        from mjgui.controller.game.bridge import apply_situation, calc_situation

        state = self._tracker.controller.state
        if not state.started:
            return False
        return apply_situation(self.controller, calc_situation(state))

    def _game_changed(self) -> None:
        # a win asked for keeps its own situation (another winner's honba and sticks, a past
        # line's) until it is recorded
        if self.request() is None and self.act_follow.isChecked() and self._live_state() is not None:
            self.take_from_game()
        self._update_enabled()
        # the payment cards name the players (or stop naming them)
        self.calculator_names_changed()

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
            start_request(self.controller, situation)
            if situation.typed and window is not None and hasattr(window, "type_notation"):
                window.type_notation(situation.typed)
            assert self._tracker is not None
            live = self._tracker.controller.state
            hand_state = (
                live
                if situation.edit is None
                else self._tracker.controller.result.step(situation.edit).before
            )
            if situation.also and hand_state.last_ron is not None:
                hand_state = hand_state.last_ron.before
            self._request = GameRequest(
                winner,
                None if discarder < 0 else discarder,
                bool(situation.tsumo),
                situation.also,
                situation.edit,
                situation,
                live,
                hand_state,
            )
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
            from mjgui.gui.situation import wind_label

            state = req.hand_state
            names = state.names
            winner = names[req.winner] if 0 <= req.winner < len(names) else "?"
            if req.tsumo:
                what = QCoreApplication.translate("Tracker", "%1 wins by tsumo").replace("%1", winner)
            else:
                asked = req.discarder
                loser = names[asked] if asked is not None and 0 <= asked < len(names) else "?"
                what = (
                    QCoreApplication.translate("Tracker", "%1 also wins by ron from %2")
                    if req.also
                    else QCoreApplication.translate("Tracker", "%1 wins by ron from %2")
                )
                what = what.replace("%1", winner).replace("%2", loser)
            if req.edit is None:
                head = QCoreApplication.translate("Tracker", "Scoring for the game")
            else:
                head = QCoreApplication.translate("Tracker", "Correcting line %1 of the game").replace(
                    "%1", str(req.edit)
                )
            where = f"{wind_label(state.round_wind)} {state.hand}"
            if req.situation.riichi:  # riichi is ticked; ippatsu the game cannot know
                what += " · " + QCoreApplication.translate("Tracker", "riichi declared (I: ippatsu)")
            keys = QCoreApplication.translate("Tracker", "Ctrl+Enter records it")
            banner.setText(f"{head}: {what} · {where} — {keys}")
        for widget in (banner, getattr(self._window(), "game_banner_box", None)):
            if widget is not None:
                set_shown(widget, shown)

    # -- the calculator's side --------------------------------------------------------------
    def _calculator_view(self, view: WindowView) -> None:
        self._win = view.headline.tone == "win"
        self._update_enabled()

    def _update_enabled(self) -> None:
        self.act_save.setEnabled(self._tracker is not None and bool(self._tracker.controller.record.lines))
        self.act_apply.setEnabled(self._win)
        if self.button is not None:
            set_shown(self.button, self._win)
            set_enabled(self.button, self._win)

    def retranslate(self) -> None:
        self._show_banner()
        self.menu.setTitle(QCoreApplication.translate("Tracker", "&Game"))
        self.act_open.setText(QCoreApplication.translate("Tracker", "Game &tracker"))
        self.act_apply.setText(QCoreApplication.translate("Tracker", "&Record this win in the game"))
        self.act_save.setText(QCoreApplication.translate("Tracker", "&Save the game"))
        close = getattr(self._window(), "game_banner_close", None)
        if close is not None:
            set_tip(close, QCoreApplication.translate("Tracker", "Stop scoring this hand for the game"))
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
                    "everyone's change, then OK (Ctrl+Enter)",
                ),
            )


__all__ = ["GameLink", "GameRequest"]

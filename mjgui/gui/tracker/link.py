"""The calculator and the game tracker, joined.

The calculator gets a *Game* menu (open the tracker, apply this win to the game, take the
situation from the game, follow the game) and an *Apply to game* button by its payments. The
tracker asks for the calculator from its ron/tsumo dialogs ("Score the hand in the
calculator…"): the calculator then takes the winner's seat wind, the round wind, honba, sticks,
renchan, riichi and the rules from the game, and *Apply to game* brings the hand back with the
same winner and discarder chosen.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu

from mjgui.gui.util import set_enabled, set_shown, set_tip

if TYPE_CHECKING:  # the tracker's modules (controller, game, records) load when first used
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.controller.scoring.views import WindowView
    from mjgui.core.game.game import GameState
    from mjgui.gui.i18n import Languages
    from mjgui.gui.settings import Settings
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
        self._pending: tuple[int, int | None] | None = None  # winner, discarder asked for by the tracker
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
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(slot)
            window.addAction(act)
            self.menu.addAction(act)
            return act

        self.act_open = action("open-tracker", self.open_tracker, "Ctrl+G")
        self.act_apply = action("apply-to-game-action", self.apply_to_game, "Ctrl+Return")
        self.act_take = action("take-from-game", self.take_from_game, "Ctrl+Shift+G")
        self.act_follow = action("follow-game", lambda: self._game_changed())
        self.act_follow.setCheckable(True)
        self.act_follow.setChecked(True)
        self.button = apply_button
        if self.button is not None:
            self.button.clicked.connect(self.apply_to_game)
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
        """The players sitting East, South, West, North in the game's hand, when the calculator
        follows a game; () otherwise."""
        state = self._live_state()
        if state is None or not self.act_follow.isChecked() or len(state.names) != 4:
            return ()
        return tuple(state.names[(state.dealer + wind) % 4] for wind in range(4))

    def following(self) -> bool:
        """The calculator takes round, honba and sticks from a game being played."""
        return self.act_follow.isChecked() and self._live_state() is not None

    def _live_state(self) -> GameState | None:
        if self._tracker is None:
            return None
        state = self._tracker.controller.state
        return state if state.started and not state.ended else None

    # -- calculator -> game -----------------------------------------------------------------
    def apply_to_game(self) -> None:
        """Send the calculator's hand to the game: the ron or tsumo dialog with that hand, the
        winner and discarder chosen from the seat winds (or from the tracker's request)."""
        from mjgui.controller.game.bridge import hand_words, seat_by_wind

        tracker = self.tracker()
        state = tracker.controller.state
        spec = self.controller.spec()
        tsumo = spec.tsumo
        winner = seat_by_wind(state, spec.seat)
        discarder = None if tsumo else seat_by_wind(state, spec.discarder)
        if self._pending is not None and state.started:
            asked, asked_from = self._pending
            if state.seat_wind(asked) == spec.seat:
                winner = asked
                if not tsumo and asked_from is not None:
                    discarder = asked_from
        tracker.apply_hand(hand_words(spec), tsumo, winner, discarder)

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
        if self.act_follow.isChecked() and self._live_state() is not None:
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
        from mjgui.controller.game.bridge import CalcSituation, apply_situation

        if isinstance(situation, CalcSituation):
            apply_situation(self.controller, situation)
        self._pending = (winner, None if discarder < 0 else discarder) if winner >= 0 else None
        from mjgui.gui.tracker.window import bring_to_front

        bring_to_front(self.window)

    # -- the calculator's side --------------------------------------------------------------
    def _calculator_view(self, view: WindowView) -> None:
        self._win = view.headline.tone == "win"
        self._update_enabled()

    def _update_enabled(self) -> None:
        self.act_apply.setEnabled(self._win)
        if self.button is not None:
            set_shown(self.button, self._win)
            set_enabled(self.button, self._win)

    def retranslate(self) -> None:
        self.menu.setTitle(QCoreApplication.translate("Tracker", "&Game"))
        self.act_open.setText(QCoreApplication.translate("Tracker", "Game &tracker"))
        self.act_apply.setText(QCoreApplication.translate("Tracker", "&Apply this win to the game…"))
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


__all__ = ["GameLink"]

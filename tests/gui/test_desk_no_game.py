"""The calculator's game actions with no game on the table.

*Apply to game…*, Ctrl+Enter and Game → Take round, honba and sticks from the game did nothing
a player could see when no game was open: the tracker was made, left hidden, and its "Start or
resume a game first…" went into its hidden notice bar. Now the tracker comes forward with that
notice and New game… beside it; a game the autosave holds, offered there, stays offered."""

from __future__ import annotations

from pathlib import Path

from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton
from test_tracker_support import ctrl_enter, spin

from mjgui.controller.game.autosave import AUTOSAVE_NAME
from mjgui.core.game.lines import new_game_text
from mjgui.gui.tracker.window import TrackerWindow

HAND = "234m567p34678885s"
NO_GAME_WIN = "Start or resume a game first: the hand is applied to the game on the table."
NO_GAME_TAKE = "Start or resume a game first: round, honba and sticks come from the game on the table."


_data_dir = own_data_dir(made=True)


def _tracker(player: object) -> TrackerWindow:
    tracker = player.window.game_link.tracker_window  # type: ignore[attr-defined]
    assert isinstance(tracker, TrackerWindow)
    player.qtbot.addWidget(tracker)  # type: ignore[attr-defined]
    return tracker


def _notice(tracker: TrackerWindow) -> str:
    assert tracker.notice.isVisible()  # seen, not only set
    return tracker.notice.plain


def _button(tracker: TrackerWindow, name: str) -> QPushButton:
    button = tracker.notice.findChild(QPushButton, name)
    assert isinstance(button, QPushButton) and button.isVisible(), name
    return button


def test_apply_to_game_with_no_game_shows_the_tracker_saying_so(player: object) -> None:
    player.type(HAND)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker = _tracker(player)
    assert tracker.isVisible()
    assert _notice(tracker) == NO_GAME_WIN
    new = _button(tracker, "no-game-new")
    assert new.text() == "New game…"
    player.qtbot.mouseClick(new, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert dialog is not None and dialog.isVisible() and dialog.objectName() == "dialog-new-game"
    dialog.accept()  # the game starts: the notice has said its piece
    assert tracker.controller.state.started
    assert tracker.notice.isHidden()


def test_ctrl_enter_with_no_game_shows_the_tracker_saying_so(player: object) -> None:
    player.type(HAND)  # type: ignore[attr-defined]
    ctrl_enter(player)
    tracker = _tracker(player)
    assert tracker.isVisible()
    assert _notice(tracker) == NO_GAME_WIN
    _button(tracker, "no-game-new")


def test_take_round_with_no_game_shows_the_tracker_saying_so(player: object) -> None:
    take = player.window.findChild(QAction, "take-from-game")  # type: ignore[attr-defined]
    assert isinstance(take, QAction) and take.isEnabled()
    take.trigger()
    tracker = _tracker(player)
    assert tracker.isVisible()
    assert _notice(tracker) == NO_GAME_TAKE
    _button(tracker, "no-game-new")
    # a game begun: Take round takes its counters, and says nothing more
    tracker.notice.dismiss()
    tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"], "seed", "")
    assert tracker.controller.commit("draw tenpai Aiko")  # the dealer tenpai: East 1, 1 honba
    take.trigger()
    assert tracker.notice.isHidden()
    assert spin(player, "honba") == 1


def test_a_waiting_game_stays_offered_beside_the_no_game_notice(player: object, _data_dir: Path) -> None:
    names = ["Aiko", "Boris", "Chen", "Dasha"]
    (_data_dir / AUTOSAVE_NAME).write_text(
        new_game_text(names) + "ron Aiko from Boris 2 30\n", encoding="utf-8"
    )
    player.type(HAND)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker = _tracker(player)
    assert tracker.isVisible()
    said = _notice(tracker)
    assert said.startswith(NO_GAME_WIN + " ") and "Aiko" in said  # the offer, after it
    resume = _button(tracker, "resume")
    _button(tracker, "no-game-new")
    player.qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert tracker.controller.state.started and tracker.notice.isHidden()
    # the game on: the hand goes to its dialog now
    player.window.activateWindow()  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    assert tracker.dialog is not None and tracker.dialog.objectName() == "dialog-ron"


def test_a_damaged_autosave_set_aside_stays_said_beside_the_no_game_notice(
    player: object, _data_dir: Path
) -> None:
    """The tracker's own startup notice (the autosave that did not read, and the file it was
    kept as) was replaced by the no-game words: the player never learned where it went."""
    (_data_dir / AUTOSAVE_NAME).write_bytes(b"players Eri Fumi Goro Hana\n\x00riichi Fumi\n")
    player.type(HAND)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker = _tracker(player)
    kept = [p.name for p in _data_dir.iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(kept) == 1
    said = _notice(tracker)
    assert said.startswith(NO_GAME_WIN + " ") and kept[0] in said
    # said again (Take round now): the startup notice once, after the newer words
    take = player.window.findChild(QAction, "take-from-game")  # type: ignore[attr-defined]
    take.trigger()
    said = _notice(tracker)
    assert said.startswith(NO_GAME_TAKE + " ") and kept[0] in said
    assert NO_GAME_WIN not in said and said.count(kept[0]) == 1
    # a game started: the no-game words have said their piece, where the autosave went stays
    player.qtbot.mouseClick(_button(tracker, "no-game-new"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert tracker.dialog is not None
    tracker.dialog.accept()
    assert tracker.controller.state.started
    said = _notice(tracker)
    assert kept[0] in said and "Start or resume" not in said


def test_a_broken_lock_stays_said_beside_the_no_game_notice(player: object, _data_dir: Path) -> None:
    (_data_dir / "autosave.lock").mkdir()  # a lock file that is not one
    player.type(HAND)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker = _tracker(player)
    said = _notice(tracker)
    assert said.startswith(NO_GAME_WIN + " ") and "autosave.lock" in said
    _button(tracker, "no-game-new")

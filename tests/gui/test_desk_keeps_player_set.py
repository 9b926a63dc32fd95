"""What the player set on the desk stays theirs while the hand-off follows the game.

A riichi ticked (or a stick count set) on the desk for the win the tracker asked for is not taken
back when the game comes to have the same value and then loses it again (a riichi recorded in the
tracker, then undone). Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QSpinBox
from test_desk_link_follows import (  # noqa: F401  (_data_dir: the fixture, used by name)
    ASKED,
    CHEN,
    SEED,
    _data_dir,
    amounts,
    changes,
    opened,
)
from test_tracker_support import TrackerPlayer, banner, ctrl_enter, spin


def ask_chen(player: object, tracker: TrackerPlayer) -> None:
    """Chen's ron from Boris asked for in the tracker, his hand typed on the desk."""
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert banner(player) == ASKED


def undo(tracker: TrackerPlayer) -> None:
    tracker.click("history-undo")
    QApplication.processEvents()


def test_a_riichi_ticked_on_the_desk_stays_after_the_tracker_records_and_undoes_it(
    player: object, tmp_path: Path
) -> None:
    tracker = opened(player, tmp_path, SEED)
    ask_chen(player, tracker)
    player.find("riichi").click()  # type: ignore[attr-defined]
    QApplication.processEvents()
    ticked = amounts(player)
    assert ticked == ["0", "−3900", "+3900", "0"]
    tracker.action("riichi", "player-2")  # a riichi for Chen recorded in the tracker...
    tracker.ok()
    assert tracker.history()[-1] == "riichi Chen"
    undo(tracker)  # ...and taken back there
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]  # the player's tick stays
    assert amounts(player) == ticked
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    # recorded as the desk shows it, with the player's riichi (as before the tracker's riichi)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN} --riichi"'
    assert changes(before, tracker.points()) == [0, -3900, 3900, 0]


def test_sticks_set_on_the_desk_stay_after_the_game_matches_them_and_goes_back(
    player: object, tmp_path: Path
) -> None:
    tracker = opened(player, tmp_path, SEED + "riichi Aiko\n")
    ask_chen(player, tracker)
    assert spin(player, "sticks") == 1
    player.find("sticks", QSpinBox).setValue(2)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert amounts(player) == ["0", "−2000", "+4000", "0"]
    tracker.action("riichi", "player-3")  # the game's count becomes 2 too...
    tracker.ok()
    assert spin(player, "sticks") == 2
    undo(tracker)  # ...and 1 again
    assert tracker.history()[-1] == "riichi Aiko"
    assert spin(player, "sticks") == 2 and amounts(player) == ["0", "−2000", "+4000", "0"]


def test_a_count_the_player_left_alone_still_follows_the_game(player: object, tmp_path: Path) -> None:
    tracker = opened(player, tmp_path, SEED)
    ask_chen(player, tracker)
    player.find("honba", QSpinBox).setValue(2)  # type: ignore[attr-defined]
    QApplication.processEvents()
    tracker.action("riichi", "player-3")
    tracker.ok()
    assert (spin(player, "honba"), spin(player, "sticks")) == (2, 1)  # the sticks followed the game
    undo(tracker)
    assert (spin(player, "honba"), spin(player, "sticks")) == (2, 0)

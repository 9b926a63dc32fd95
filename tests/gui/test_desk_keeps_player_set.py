"""What the player set on the desk stays theirs while the hand-off follows the game, and a
correction whose line was deleted is tied again when Undo brings the line back.

A riichi ticked (or a stick count set) on the desk for the win the tracker asked for is not taken
back when the game comes to have the same value and then loses it again (a riichi recorded in the
tracker, then undone). A past line being corrected, deleted in the tracker, then the deletion
undone: the banner is back, the notice that the desk no longer corrects the line is gone, and
Ctrl+Enter replaces the line. Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

from desk_support import amounts, open_record, own_data_dir, status
from PySide6.QtWidgets import QApplication, QSpinBox
from test_desk_link_follows import (
    ASKED,
    CHEN,
    CORRECTING,
    LINE_3,
    PAST,
    SEED,
    WITH_DORA,
    add_dora_and_record,
    changes,
    correct_line_3,
    press_delete,
)
from test_tracker_support import TrackerPlayer, banner, ctrl_enter, spin

from tests.util import T

_data_dir = own_data_dir()


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
    tracker = open_record(player, tmp_path, SEED)
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
    tracker = open_record(player, tmp_path, SEED + "riichi Aiko\n")
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
    tracker = open_record(player, tmp_path, SEED)
    ask_chen(player, tracker)
    player.find("honba", QSpinBox).setValue(2)  # type: ignore[attr-defined]
    QApplication.processEvents()
    tracker.action("riichi", "player-3")
    tracker.ok()
    assert (spin(player, "honba"), spin(player, "sticks")) == (2, 1)  # the sticks followed the game
    undo(tracker)
    assert (spin(player, "honba"), spin(player, "sticks")) == (2, 0)


def test_the_corrected_line_deleted_then_the_deletion_undone_ties_the_correction_again(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, PAST)
    correct_line_3(player, tracker)
    tracker.action("riichi", "player-1")
    tracker.ok()
    press_delete(tracker, 3)
    assert LINE_3 not in tracker.history()
    assert status(player) == "The game changed in the tracker: the desk no longer corrects line 3"
    assert banner(player) == ""
    undo(tracker)
    assert tracker.history()[2] == LINE_3 and tracker.history()[-1] == "riichi Boris"
    assert banner(player) == CORRECTING
    assert "no longer corrects" not in status(player)
    add_dora_and_record(player, tracker)  # Ctrl+Enter replaces line 3, at once
    lines = tracker.history()
    assert lines[2] == WITH_DORA and lines[-1] == "riichi Boris" and len(lines) == 8
    assert tracker.points() == [f"22{T}000", f"37{T}000", f"30{T}000", f"30{T}000"]


def test_the_deletion_undone_after_the_desk_changed_leaves_the_correction_lapsed(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, PAST)
    correct_line_3(player, tracker)
    press_delete(tracker, 3)
    player.find("sticks", QSpinBox).setValue(3)  # type: ignore[attr-defined]
    QApplication.processEvents()
    undo(tracker)
    assert tracker.history()[2] == LINE_3
    assert banner(player) != CORRECTING
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is not None and tracker.points() == before
    assert changes(before, tracker.points()) == [0, 0, 0, 0]

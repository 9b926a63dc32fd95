"""The calculator <-> tracker hand-off follows the game by what it holds, not by numbers.

A past line being corrected from the desk stays that line when an earlier line is inserted or
deleted in the tracker: the banner names its new number, the desk takes the line's counters as the
game has them now, and Ctrl+Enter replaces that line (never the one now at the old number); the
line itself deleted still ends the correction. A desk count the player changed and set back by
hand to what the game gave is the game's again, as if never touched: the game moving changes it
as one step Ctrl+Z takes back. A second winner's ron asked for again (its first ron undone and
redone in the tracker), a correction tied again (its deletion undone), or a win asked for pinned
again with another stick count (a riichi recorded in the tracker): Next hand on the desk goes back
to the hand-off's desk as the game has it now; a second winner's hand recorded from the desk and
tied again: Next hand shows the game's next hand. Every step is clicked or typed; each test reads
the banner, the desk, the record and the points."""

from __future__ import annotations

from pathlib import Path

from desk_support import amounts, open_record, own_data_dir, status
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from test_desk_keeps_player_set import ask_chen
from test_desk_link_follows import (
    CHEN,
    CORRECTING,
    LINE_3,
    PAST,
    SEED,
    WITH_DORA,
    changes,
    correct_line_3,
    press_delete,
)
from test_desk_request_next_hand import EMPTY, HEAD, TWO_HAN, ask_also_ron
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter, next_hand, spin

from tests.util import T

#: PAST with Chen's riichi before line 3: Boris's ron, now line 4, takes the stick
WITH_RIICHI = PAST.replace(LINE_3, "riichi Chen\n" + LINE_3)
CORRECTING_4 = CORRECTING.replace("line 3", "line 4")


_data_dir = own_data_dir()


def undo(tracker: TrackerPlayer) -> None:
    tracker.click("history-undo")
    QApplication.processEvents()


def redo(tracker: TrackerPlayer) -> None:
    tracker.click("history-redo")
    QApplication.processEvents()


def desk_next_hand(player: object) -> None:
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    next_hand(player)
    QApplication.processEvents()


def desk_undo(player: object) -> None:
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()


def add_dora(player: object) -> None:
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3p")  # type: ignore[attr-defined]  # three 4p dora: a mangan


# -- 1. a past line corrected follows its line, not its number --------------------------------
def test_a_line_inserted_before_the_corrected_line_moves_the_correction_with_it(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, PAST)
    correct_line_3(player, tracker)
    # Insert… before line 3: Chen's riichi in East 1; Boris's ron is line 4 now, and takes the stick
    inserted = tracker.window.insert_line(3)
    tracker.type_into("line-edit", "riichi Chen", inserted)
    tracker.ok()
    assert tracker.history()[2:4] == ["riichi Chen", LINE_3]
    assert banner(player) == CORRECTING_4
    assert "no longer corrects" not in status(player)
    assert spin(player, "sticks") == 1 and amounts(player) == ["−1300", "+2300", "0", "0"]
    add_dora(player)
    assert amounts(player) == ["−8000", "+9000", "0", "0"]
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None  # recorded at once, in place of line 4
    lines = tracker.history()
    assert lines[2:4] == ["riichi Chen", WITH_DORA] and len(lines) == 8
    # Aiko pays Boris 8000 and Chen's stick goes to him
    assert tracker.points() == [f"22{T}000", f"39{T}000", f"29{T}000", f"30{T}000"]


def test_a_line_deleted_before_the_corrected_line_moves_the_correction_with_it(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, WITH_RIICHI)
    tracker.click("dialog-calculator", tracker.window.edit_line(4))
    assert banner(player) == CORRECTING_4
    assert spin(player, "sticks") == 1
    press_delete(tracker, 3)  # Chen's riichi: Boris's ron is line 3 again, with no stick
    assert tracker.history()[2] == LINE_3
    assert banner(player) == CORRECTING
    assert "no longer corrects" not in status(player)
    assert spin(player, "sticks") == 0 and amounts(player) == ["−1300", "+1300", "0", "0"]
    add_dora(player)
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None
    lines = tracker.history()
    assert lines[2] == WITH_DORA and len(lines) == 7


def test_the_corrected_line_changed_by_hand_after_it_moved_still_ends_the_correction(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, WITH_RIICHI)
    tracker.click("dialog-calculator", tracker.window.edit_line(4))
    press_delete(tracker, 3)
    assert banner(player) == CORRECTING
    press_delete(tracker, 3)  # now the line itself
    assert LINE_3 not in tracker.history()
    assert banner(player) == ""
    assert status(player) == "The game changed in the tracker: the desk no longer corrects line 3"


# -- 2. a count set back by hand is the game's again -------------------------------------------
def test_sticks_set_back_by_hand_follow_the_game_again_and_ctrl_z_takes_that_back(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, SEED)
    ask_chen(player, tracker)
    sticks = player.find("sticks", QSpinBox)  # type: ignore[attr-defined]
    sticks.setValue(3)
    QApplication.processEvents()
    sticks.setValue(0)  # set back: what the game gave
    QApplication.processEvents()
    tracker.action("riichi", "player-3")  # Dasha's riichi recorded in the tracker: 1 stick
    tracker.ok()
    assert spin(player, "sticks") == 1 and amounts(player) == ["0", "−2000", "+3000", "0"]
    assert banner(player).endswith("Ctrl+Enter records it")
    desk_undo(player)  # the game's count came as one step of the desk: Ctrl+Z takes it back
    assert spin(player, "sticks") == 0
    desk_undo(player)  # and the player's own steps before it, as they were
    assert spin(player, "sticks") == 3


# -- 3. Next hand after the hand-off is tied again --------------------------------------------
def test_next_hand_after_the_second_winners_ron_is_rejoined_goes_back_to_its_desk(
    player: object, tmp_path: Path
) -> None:
    # Aiko's ron on Chen's discard recorded in the tracker (one read from the file is no step
    # its Undo takes back: that undid the opening), then Boris's also ron asked for
    five = "rules seed atama_hane=off multiple_ron_honba=first\nplayers Aiko Boris Chen Dasha\n"
    tracker = open_record(player, tmp_path, five + "draw tenpai Aiko\n" * 5)
    tracker.action("ron", "winner-0", "discarder-2", "han-2", "fu-30")
    tracker.ok()
    assert tracker.history()[-1] == "ron Aiko from Chen 2 30"
    tracker.click("action-also-ron")
    tracker.click_in_dialog("winner-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(TWO_HAN)  # type: ignore[attr-defined]
    assert banner(player) == HEAD
    undo(tracker)  # the first ron (Aiko's) taken back: the hand-off lapses
    assert tracker.history()[-1] == "draw tenpai Aiko"
    assert banner(player) == ""
    redo(tracker)  # and brought back: the hand-off too
    assert tracker.history()[-1] == "ron Aiko from Chen 2 30"
    assert banner(player) == HEAD
    desk_next_hand(player)
    # the hand-off's desk: Boris on Chen's discard at 5 honba, paid none of them
    assert banner(player) == EMPTY
    situation = player.window.controller.state.situation  # type: ignore[attr-defined]
    assert (situation.seat, situation.discarder, situation.paid_honba) == (1, 2, 0)
    assert spin(player, "honba") == 5
    player.type(TWO_HAN)  # type: ignore[attr-defined]
    assert player.headline == "2000"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'also ron Boris from Chen hand "234m567p3455678s5s"'
    assert tracker.points() == [f"49{T}400", f"27{T}000", f"18{T}600", f"25{T}000"]


def test_next_hand_after_a_correction_is_tied_again_goes_back_to_its_desk(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, PAST)
    correct_line_3(player, tracker)
    press_delete(tracker, 3)
    undo(tracker)
    assert banner(player) == CORRECTING
    desk_next_hand(player)
    # line 3's desk, no tiles: Boris (South) on Aiko's discard in East 1
    assert banner(player) == CORRECTING + " once the desk shows the win"
    situation = player.window.controller.state.situation  # type: ignore[attr-defined]
    assert (situation.seat, situation.discarder, situation.round_wind) == (1, 0, 0)
    assert not player.window.controller.state.concealed  # type: ignore[attr-defined]


def test_next_hand_after_a_second_winners_recorded_hand_is_tied_again_shows_the_games_next_hand(
    player: object, tmp_path: Path
) -> None:
    tracker = ask_also_ron(player, tmp_path)
    ctrl_enter(player)
    QApplication.processEvents()
    assert banner(player).startswith("Recorded as line 9\u00a0of the game")
    undo(tracker)
    assert banner(player) == ""
    redo(tracker)
    assert banner(player).startswith("Recorded as line 9\u00a0of the game")
    desk_next_hand(player)
    # the game's next hand: Aiko kept the deal, East 1 at 6 honba; no tiles, no hand-off
    assert banner(player) == ""
    situation = player.window.controller.state.situation  # type: ignore[attr-defined]
    assert (situation.round_wind, situation.honba, situation.sticks) == (0, 6, 0)
    assert situation.discarder is None and situation.paid_honba is None
    assert not player.window.controller.state.concealed  # type: ignore[attr-defined]


def test_next_hand_after_a_riichi_recorded_in_the_tracker_goes_back_with_its_stick(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, SEED)
    ask_chen(player, tracker)
    tracker.action("riichi", "player-3")  # Dasha's riichi: the win asked for takes 1 stick now
    tracker.ok()
    assert spin(player, "sticks") == 1
    desk_next_hand(player)
    # the hand-off's desk as the game has it now: Chen on Boris's discard, 1 stick
    assert spin(player, "sticks") == 1
    assert banner(player).endswith("Ctrl+Enter records it once the desk shows the win")
    situation = player.window.controller.state.situation  # type: ignore[attr-defined]
    assert (situation.seat, situation.discarder) == (2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None  # recorded at once: the desk shows the win asked for
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    assert changes(before, tracker.points()) == [0, -2000, 3000, 0]

"""The desk's hand-off follows the game while the game still holds what was asked for.

A past line opened in the calculator stays that line's while other lines change in the tracker (a
riichi recorded, a later line deleted): the desk keeps the line's own round, honba and sticks, and
Ctrl+Enter replaces the line; only the line itself deleted ends the hand-off, said truly, and the
desk keeps its numbers. A win asked for in the hand being played follows a riichi of that hand
undone and redone in the tracker (no false "not the game's hand now"), and a hand recorded from
the desk whose line is undone and redone there is tied to its line again, showing what it paid.
Every step is clicked or typed; each test reads the banner, the desk, the record and the points."""

from __future__ import annotations

from pathlib import Path

from desk_support import amounts, open_record, own_data_dir, status
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer, banner, ctrl_enter, spin

from tests.util import T

SEED = "rules seed\nplayers Aiko Boris Chen Dasha\n"
#: line 3: Boris (South) wins with East's triplet, a yaku in the East round only
PAST = (
    SEED + 'ron Boris from Aiko hand "123m456p789s111z44p"\n'
    "ron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\nron Aiko from Boris 1 30\n"
    "ron Boris from Chen 1 30\n"
)
LINE_3 = 'ron Boris from Aiko hand "123m456p789s111z44p"'
WITH_DORA = 'ron Boris from Aiko hand "123m4456p789s111z4p --dora 3p"'  # the winning tile last
CORRECTING = (
    "Correcting line 3\u00a0of the game: Boris wins by ron from Aiko · East 東 1 — Ctrl+Enter records it"
)
CHEN = "234m567p3467888s5s"
ASKED = "Scoring for the game: Chen wins by ron from Boris · East 東 1 — Ctrl+Enter records it"
FALSE = "is not the game's hand now"


_data_dir = own_data_dir()


def round_wind(player: object) -> int:
    return int(player.window.controller.state.situation.round_wind)  # type: ignore[attr-defined]


def press_delete(tracker: TrackerPlayer, number: int) -> None:
    history = tracker.window.history
    history.select_line(number)
    history.setFocus()
    tracker.qtbot.keyClick(history, Qt.Key.Key_Delete)  # type: ignore[attr-defined]
    QApplication.processEvents()


def correct_line_3(player: object, tracker: TrackerPlayer) -> None:
    tracker.click("dialog-calculator", tracker.window.edit_line(3))
    assert banner(player) == CORRECTING
    assert amounts(player) == ["−1300", "+1300", "0", "0"] and round_wind(player) == 0


def numbers(points: list[str]) -> list[int]:
    return [int(p.replace(T, "").replace("−", "-")) for p in points]


def changes(before: list[str], after: list[str]) -> list[int]:
    return [b - a for a, b in zip(numbers(before), numbers(after), strict=True)]


def add_dora_and_record(player: object, tracker: TrackerPlayer) -> None:
    """A dora indicator added on the desk (three 4p dora: a mangan), then Ctrl+Enter: line 3
    replaced."""
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3p")  # type: ignore[attr-defined]
    assert amounts(player) == ["−8000", "+8000", "0", "0"]
    assert banner(player) == CORRECTING
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None  # recorded at once


# -- a past line being corrected --------------------------------------------------------------
def test_a_riichi_recorded_in_the_tracker_leaves_the_past_line_on_the_desk(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, PAST)
    correct_line_3(player, tracker)
    tracker.action("riichi", "player-1")
    tracker.ok()
    assert tracker.history()[-1] == "riichi Boris"
    # still line 3's: East round, no stick, its value; the banner and Ctrl+Enter as before
    assert banner(player) == CORRECTING
    assert amounts(player) == ["−1300", "+1300", "0", "0"] and player.headline == "1300"  # type: ignore[attr-defined]
    assert round_wind(player) == 0 and spin(player, "sticks") == 0 and spin(player, "honba") == 0
    assert "no longer corrects" not in status(player)
    add_dora_and_record(player, tracker)
    lines = tracker.history()
    assert lines[2] == WITH_DORA and lines[-1] == "riichi Boris" and len(lines) == 8
    # Aiko pays Boris 8000 for line 3; Boris has 1000 on the table for his riichi
    assert tracker.points() == [f"22{T}000", f"37{T}000", f"30{T}000", f"30{T}000"]


def test_a_later_line_deleted_leaves_the_past_line_on_the_desk(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, PAST + "riichi Aiko\n")
    correct_line_3(player, tracker)
    press_delete(tracker, 8)  # the last line: Aiko's riichi in South 2
    assert tracker.history()[-1] == "ron Boris from Chen 1 30"
    assert banner(player) == CORRECTING
    assert amounts(player) == ["−1300", "+1300", "0", "0"] and round_wind(player) == 0
    assert spin(player, "sticks") == 0
    add_dora_and_record(player, tracker)
    assert tracker.history()[2] == WITH_DORA and len(tracker.history()) == 7


def test_the_line_itself_deleted_ends_the_hand_off_and_the_desk_keeps_its_numbers(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, PAST)
    correct_line_3(player, tracker)
    press_delete(tracker, 3)
    assert LINE_3 not in tracker.history()
    assert banner(player) == ""
    assert status(player) == "The game changed in the tracker: the desk no longer corrects line 3"
    # the desk's hand keeps the numbers it was scored with: not the game's South round
    assert amounts(player) == ["−1300", "+1300", "0", "0"] and round_wind(player) == 0
    assert player.headline == "1300"  # type: ignore[attr-defined]


# -- a hand recorded from the desk, undone and redone in the tracker ------------------------------
def test_a_recorded_line_undone_and_redone_shows_what_it_paid(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED + "riichi Aiko\n")
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    paid = ["0", "−2000", "+3000", "0"]
    assert amounts(player) == paid
    tracker.click("history-undo")
    QApplication.processEvents()
    assert tracker.history()[-1] == "riichi Aiko"
    assert amounts(player) == paid and spin(player, "sticks") == 1
    tracker.click("history-redo")
    QApplication.processEvents()
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    assert amounts(player) == paid and spin(player, "sticks") == 1
    assert banner(player).startswith("Recorded as line 4\u00a0of the game: Chen wins by ron from Boris")


# -- a riichi of the hand asked for, undone and redone ------------------------------------------------
def riichi_then_ask_chen(player: object, tmp_path: Path, seat: int) -> TrackerPlayer:
    """A riichi recorded in the tracker (undoable there), then Chen's ron from Boris asked for
    and his hand typed on the desk."""
    tracker = open_record(player, tmp_path, SEED)
    tracker.action("riichi", f"player-{seat}")
    tracker.ok()
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    return tracker


def test_a_riichi_undone_in_the_tracker_keeps_the_win_asked_for(player: object, tmp_path: Path) -> None:
    tracker = riichi_then_ask_chen(player, tmp_path, 0)
    assert banner(player) == ASKED
    assert amounts(player) == ["0", "−2000", "+3000", "0"]
    tracker.click("history-undo")
    QApplication.processEvents()
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    # East 1 is still played: the hand-off stays, without the stick taken back
    assert banner(player) == ASKED
    assert FALSE not in status(player)
    assert spin(player, "sticks") == 0 and amounts(player) == ["0", "−2000", "+2000", "0"]
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    assert changes(before, tracker.points()) == [0, -2000, 2000, 0]


def test_a_riichi_undone_and_redone_keeps_the_win_asked_for(player: object, tmp_path: Path) -> None:
    tracker = riichi_then_ask_chen(player, tmp_path, 0)
    assert banner(player) == ASKED
    tracker.click("history-undo")
    QApplication.processEvents()
    tracker.click("history-redo")
    QApplication.processEvents()
    assert tracker.history()[-1] == "riichi Aiko"
    assert banner(player) == ASKED
    assert FALSE not in status(player)
    assert spin(player, "sticks") == 1 and amounts(player) == ["0", "−2000", "+3000", "0"]
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None
    assert tracker.history()[-2:] == ["riichi Aiko", f'ron Chen from Boris hand "{CHEN}"']
    assert changes(before, tracker.points()) == [0, -2000, 3000, 0]


def test_the_winners_own_riichi_undone_is_taken_off_the_desk(player: object, tmp_path: Path) -> None:
    tracker = riichi_then_ask_chen(player, tmp_path, 2)
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]
    desk_with_riichi = amounts(player)
    tracker.click("history-undo")
    QApplication.processEvents()
    assert banner(player) == ASKED and FALSE not in status(player)  # no riichi declared now
    assert not player.find("riichi").isChecked() and spin(player, "sticks") == 0  # type: ignore[attr-defined]
    shown = amounts(player)
    assert shown != desk_with_riichi
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    assert changes(before, tracker.points()) == numbers(shown)

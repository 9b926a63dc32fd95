"""A win the tracker asked of the desk outlives an edit of an earlier line that leaves the game
playing that hand (the rules line's options, say): the banner stays, the desk reads the game's
new rules, and Ctrl+Enter records the win for the winner and discarder asked. Before, any such
edit dropped the request and the calculator said the game no longer played that hand."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from test_tracker_support import TrackerPlayer, banner, ctrl_enter

SEED = "rules seed\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\n"
CHEN = "234m567p3467888s5s"
ASKED = "Scoring for the game: Chen wins by ron from Boris · East 東 2 — Ctrl+Enter records it"


_data_dir = own_data_dir()


def correct(tracker: TrackerPlayer, number: int, text: str) -> None:
    """Line ``number`` edited in the tracker to ``text`` (selected, Edit, typed, OK)."""
    window = tracker.window
    window.history.select_line(number)
    window._with_line(window.edit_line)
    edit = tracker.find("line-edit", QLineEdit, window.dialog)
    assert isinstance(edit, QLineEdit)
    edit.selectAll()
    tracker.qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    tracker.qtbot.keyClicks(edit, text)
    tracker.ok()
    QApplication.processEvents()


def asked(player: object, tmp_path: Path) -> TrackerPlayer:
    tracker = open_record(player, tmp_path, SEED, "house.mjgame")
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert banner(player) == ASKED
    return tracker


def test_the_rules_line_edited_keeps_the_win_asked_for(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path)
    correct(tracker, 1, "rules seed kiriage=on")
    assert banner(player) == ASKED
    assert player.window.statusBar().currentMessage() == ""  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    lines = tracker.history()
    assert lines[0] == "rules seed kiriage=on"
    assert lines[3].startswith('ron Chen from Boris hand "')


def test_the_desk_reads_the_new_rules_of_the_win_asked_for(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path)
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    player.click("riichi")  # type: ignore[attr-defined]
    assert player.headline == "7700"  # type: ignore[attr-defined]
    correct(tracker, 1, "rules seed kiriage=on")
    assert banner(player) == ASKED
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]


def test_a_line_that_changes_the_hand_still_drops_it(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path)
    correct(tracker, 2, "players Aiko Boris Chen Xena")  # another table
    assert banner(player) == ""
    said = player.window.statusBar().currentMessage()  # type: ignore[attr-defined]
    assert "is not the game's hand now" in said

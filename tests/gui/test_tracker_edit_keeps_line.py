"""A past line edited in its dialog (ron, tsumo, riichi, draw, abort, chombo) keeps what the
player wrote: OK with nothing changed leaves the line byte for byte and the game unchanged (the
dialog had rebuilt it from its choices: its comment gone, ``yakuman 1`` made ``yakuman``, a
draw's nagashi and tenpai swapped, the game marked changed); a real change keeps the line's
comment."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QLineEdit
from test_tracker_support import TrackerPlayer

RECORD = (
    "# date 2026-11-27\n"
    "rules seed abortive_draws=on\n"
    "players Aiko Boris Chen Dasha\n"
    "riichi Boris # double riichi!\n"
    "ron Chen from Aiko 3 40\n"
    "tsumo Boris 2 30   # was 3 30?\n"
    "draw tenpai Boris,Chen # Chen was furiten\n"
    "ron Chen from Boris yakuman 1 # kokushi\n"
    "draw nagashi Boris tenpai Boris\n"
    "abort # kyuushu\n"
    "chombo Aiko # wrong tsumo call\n"
)


def _line(player: TrackerPlayer, number: int) -> str:
    return player.window.controller.record.line(number).text


def test_ok_on_an_unchanged_line_changes_nothing(
    tracker_on_record: Callable[[str, str], TrackerPlayer],
) -> None:
    player = tracker_on_record("en", RECORD)
    lines = RECORD.splitlines()
    for number in range(4, len(lines) + 1):
        player.window.edit_line(number)
        dialog = player.dialog
        assert dialog.objectName().startswith("dialog-") and dialog.objectName() != "dialog-replace"
        field = player.find("dialog-line", QLineEdit, dialog)
        assert isinstance(field, QLineEdit)
        assert field.text() == lines[number - 1]  # the line as written, its comment with it
        player.ok()
        assert _line(player, number) == lines[number - 1]
        assert not player.window.controller.dirty, f"line {number}"
    assert player.history()[3:] == lines[3:]
    assert "*" not in player.window.windowTitle()


def test_a_line_corrected_keeps_its_comment(
    tracker_on_record: Callable[[str, str], TrackerPlayer], tmp_path: Path
) -> None:
    player = tracker_on_record("en", RECORD)
    player.window.edit_line(6)  # tsumo Boris 2 30   # was 3 30?
    player.click_in_dialog("han-3")
    field = player.find("dialog-line", QLineEdit, player.dialog)
    assert isinstance(field, QLineEdit) and field.text() == "tsumo Boris 3 30   # was 3 30?"
    player.ok()
    assert _line(player, 6) == "tsumo Boris 3 30   # was 3 30?"
    player.window.edit_line(8)  # ron Chen from Boris yakuman 1 # kokushi
    player.click_in_dialog("winner-3")
    player.ok()
    assert _line(player, 8) == "ron Dasha from Boris yakuman # kokushi"
    player.window.edit_line(4)  # riichi Boris # double riichi!
    player.click_in_dialog("player-0")
    player.ok()
    assert _line(player, 4) == "riichi Aiko # double riichi!"
    assert player.window.controller.dirty
    player.window.controller.save()
    saved = (tmp_path / "g.mjgame").read_text(encoding="utf-8").splitlines()
    assert saved[3] == "riichi Aiko # double riichi!"
    assert saved[5] == "tsumo Boris 3 30   # was 3 30?"
    assert saved[7] == "ron Dasha from Boris yakuman # kokushi"
    assert saved[6] == "draw tenpai Boris,Chen # Chen was furiten"  # the others as they were

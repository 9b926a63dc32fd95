"""The path a player takes with a record that has a line the tracker cannot read: open it, see
the line marked and the window say that nothing after it counts, correct it in place (the Edit
dialog, prefilled with the bad text), see the totals change, save: the file holds the corrected
line and every other line as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.gui.appsetup import setup_application
from tests.util import T

DAMAGED = (
    "# date 2026-12-05\n"
    "rules seed\n"
    "players Aiko Boris Chen Dasha\n"
    "ron Boris from Aiko 3 40\n"
    "tsumo Chen 2 31\n"
    "ron Aiko from Dasha 1 30\n"
)


@pytest.fixture
def player(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> TrackerPlayer:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")


def test_open_a_damaged_record_correct_the_line_and_save(player: TrackerPlayer, tmp_path: Path) -> None:
    path = write(tmp_path / "game.mjgame", DAMAGED)
    assert player.window.open_file(path)
    # counted up to the bad line: Boris's win only
    assert player.points() == [f"24{T}800", f"35{T}200", f"30{T}000", f"30{T}000"]
    history = player.window.history
    assert history.rows()[4].error.startswith("Line 5 (tsumo Chen 2 31): 31 fu does not exist")
    assert history.rows()[5].error.startswith("Line 6 (ron Aiko from Dasha 1 30): not counted: line 5 above")
    shown = player.window.errors
    said = shown.text().replace("\xa0", " ")
    assert shown.isVisible()
    assert "The record has 1 line that cannot be read (line 5)" in said
    assert "nothing after it counts until it is corrected or deleted" in said
    assert "not counted" not in said  # the lines after it: in the history, not listed here
    # the bad line is selected: Edit opens it as text, its bad text in the field
    assert history.current_line() == 5
    player.window._with_line(player.window.edit_line)
    dialog = player.dialog
    edit = player.find("line-edit", QLineEdit, dialog)
    assert isinstance(edit, QLineEdit) and edit.text() == "tsumo Chen 2 31"
    edit.selectAll()
    player.qtbot.keyClick(edit, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    player.qtbot.keyClicks(edit, "tsumo Chen 2 30")  # type: ignore[attr-defined]
    player.ok()
    # the line and the one after it count now: Chen's tsumo, then Aiko's ron from Dasha
    assert player.points() == [f"25{T}300", f"34{T}200", f"32{T}000", f"28{T}500"]
    assert not shown.isVisible()
    assert all(not row.error for row in history.rows())
    assert player.window.save_to()
    assert path.read_bytes() == DAMAGED.replace("2 31\n", "2 30\n").encode()

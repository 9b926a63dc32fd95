"""The path a player takes with a record that has a line the tracker cannot read: open it, see
the line marked and the window say that nothing after it counts, correct it in place (the Edit
dialog, prefilled with the bad text), see the totals change, save: the file holds the corrected
line and every other line as it was."""

from __future__ import annotations

import html
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
    assert "The record has one line that cannot be read (line 5)" in said
    assert "nothing after it counts until it is corrected or deleted" in said
    assert "not counted" not in said  # the lines after it: in the history, not listed here
    # the bad line is selected: its reason is said in its detail, not listed again here
    assert history.current_line() == 5
    assert "31 fu does not exist" not in said and "Rejected lines" not in said
    assert history.rows()[4].summary == "Cannot be read: tsumo Chen 2 31"
    # another line selected: the line is listed as one that cannot be read, not among lines
    # that "change nothing"
    history.select_line(4)
    said = shown.text().replace("\xa0", " ")
    assert "Lines that cannot be read (nothing after the first counts):</b><br>⚠ Line 5 (tsumo" in said
    assert "Rejected lines" not in said
    # the bad line selected again: Edit opens it as text, its bad text in the field
    history.select_line(5)
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


def test_lines_refused_and_lines_unread_are_listed_under_their_own_heads(
    qtbot: object, tmp_path: Path
) -> None:
    """A line the game refused changes nothing; a line that cannot be read stops the count of
    every line after it: each said under a head that says so, in English and in Russian."""
    text = DAMAGED.replace("tsumo Chen", "ron Boris from Boris 1 30\ntsumo Chen")
    path = write(tmp_path / "game.mjgame", text)
    for lang, unread_head, refused_head, unread_said in (
        (
            "en",
            "Lines that cannot be read (nothing after the first counts):",
            "Rejected lines (they change nothing until corrected):",
            "Cannot be read: tsumo Chen 2 31",
        ),
        (
            "ru",
            "Строки, которые не прочитать (после первой ничего не считается):",
            "Отклонённые строки (ничего не меняют, пока их не исправят):",
            "Не читается: tsumo Chen 2 31",
        ),
    ):
        player = show_tracker(qtbot, tmp_path / f"data-{lang}", tmp_path / f"{lang}.ini", lang)
        try:
            assert player.window.open_file(path)
            player.window.history.select_line(4)  # selected, the unread line is said in its detail
            view = player.window.controller.view()
            assert [e.split(" (")[0] for e in view.unread_errors] == [
                "Line 6" if lang == "en" else "Строка 6"
            ]
            assert [e.split(" (")[0] for e in view.errors] == ["Line 5" if lang == "en" else "Строка 5"]
            said = html.unescape(player.window.errors.text()).replace("\xa0", " ")
            unread, refused = (e.replace("\xa0", " ") for e in (view.unread_errors[0], view.errors[0]))
            unread_at = said.index(f"<b>{unread_head}</b><br>⚠ {unread}")
            refused_at = said.index(f"<b>{refused_head}</b><br>⚠ {refused}")
            assert unread_at < refused_at
            assert said.count("⚠") == 2  # the line not counted after it: in the history only
            assert player.window.history.rows()[5].summary == unread_said
        finally:
            player.window.languages.set_language("en")

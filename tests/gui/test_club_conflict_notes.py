"""The club window's notes say which sync conflict copies were counted as games of their own
(another table's, another evening's), with a head line and a count in the line above them: the
league table had a game more from a file named as a conflict copy and nothing said why."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from mjgui.gui.club import ClubWindow
from tests.test_league_conflict_notes import (
    OTHER_DAY,
    OTHER_TABLE,
    conflict_folder,
    other_day_note,
    other_table_note,
)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def test_the_club_window_lists_the_conflict_copies_counted(club: ClubWindow, tmp_path: Path) -> None:
    folder = conflict_folder(tmp_path)
    club.open_folder(folder)
    assert club.summary.text() == f"4\u00a0games in {folder}"
    # counted games: no warning, as for duplicates
    assert club.notes_toggle.isVisible()
    assert club.notes_toggle.text() == "2 conflict copies counted as games of their own ▾"
    assert club.skipped.isVisible()
    assert club.skipped.text() == (
        "<b>2\u00a0conflict copies counted as games of their own:</b><br>"
        f"≠ {html.escape(other_table_note(OTHER_TABLE, 'table-1.mjgame'), quote=False)}<br>"
        f"≠ {html.escape(other_day_note(OTHER_DAY, 'table-2.mjgame'), quote=False)}"
    )
    club.set_language("ru")
    assert club.notes_toggle.text() == "2\u00a0копии конфликта синхронизации учтены как отдельные игры ▾"
    text = club.skipped.text()
    assert text.startswith("<b>2\u00a0копии конфликта синхронизации учтены как отдельные игры:</b><br>≠ ")
    assert f"≠ {OTHER_TABLE} назван копией конфликта синхронизации файла table-1.mjgame" in text
    assert f"≠ {OTHER_DAY} назван копией конфликта синхронизации файла table-2.mjgame" in text
    club.set_language("en")
    # with a file not counted: both in the line above the notes, the warning for the file
    (folder / "broken.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\n\x00\n")
    (folder / OTHER_DAY).unlink()
    club.open_folder(folder)
    assert club.notes_toggle.text() == "⚠ 1 file skipped · 1 conflict copy counted as a game of its own ▾"
    text = club.skipped.text()
    assert text.index("<b>1\u00a0file skipped:</b>") < text.index(
        "<b>1\u00a0conflict copy counted as a game of its own:</b><br>≠ "
    )
    assert OTHER_DAY not in text

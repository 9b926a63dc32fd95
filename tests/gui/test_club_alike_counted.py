"""The club window says when two records of the season whose hands are all alike, seat by seat,
but whose names differ are counted as two games: the note names both files and the names, in
English and Russian, and the line above the notes counts it as a warning (a game perhaps
counted twice)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.gui.club import ClubWindow
from tests.test_league_shared_folder import AT, DRAWS_AND_TWO, _copy


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def test_a_copy_with_a_name_corrected_counted_apart_is_said_in_the_club_window(
    club: ClubWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    original = _copy(folder / "x", "table-2.mjgame", DRAWS_AND_TWO, AT)
    _copy(original, "table-2 2.mjgame", DRAWS_AND_TWO.replace("Chen", "Chen_K"))
    club.open_folder(folder)
    assert club.notes_toggle.text() == "⚠ 1 record counted with every hand of another ▾"
    text = club.skipped.text()  # the count kept with its word on a line
    assert "<b>1\xa0record counted as a game of its own, with every hand of another:</b>" in text
    assert (
        "⚠ table-2.mjgame has every hand of table-2 2.mjgame, seat by seat and in the same order, "
        "but the names differ (Chen in it, Chen_K in table-2 2.mjgame): both are counted, as two "
        "games. If they are one game saved twice, delete the wrong one of the two; if the names "
        "that differ are one player's written two ways, merge them in the aliases file instead."
    ) in text
    club.set_language("ru")
    assert club.notes_toggle.text() == "⚠ 1\u00a0запись учтена, хотя повторяет все раздачи другой ▾"
    text = club.skipped.text()
    assert "<b>1\xa0запись учтена как отдельная игра, хотя повторяет все раздачи другой:</b>" in text
    assert "различаются имена (Chen в нём, Chen_K в файле table-2 2.mjgame)" in text

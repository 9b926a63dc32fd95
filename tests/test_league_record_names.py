"""A file named almost as a game record (``table-1.mjgame.txt``: the ``.txt`` Notepad adds on
saving, which Explorer hides; ``table-1.mjgame.`` and ``table-1.mjgame `` with a dot or a space
at the end) was passed over by the walk of a season's folder without a word, its game missing,
the exit status 0 ("every record counted"). It is now listed as skipped, naming the name that
makes it a record."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.files import near_record_name
from mjgui.core.league.season import load_season
from mjgui.leaguecli import league_command

GAME = "# date 2026-11-20\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris yakuman 1\n"


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return league_command(argv, out, err=out), out.getvalue()


NEAR = {
    "table-1.mjgame.txt": "table-1.mjgame",
    "table-2.mjgame ": "table-2.mjgame",
    "table-3.mjgame.": "table-3.mjgame",
    "Table-5.MJGAME.TXT": "Table-5.MJGAME",
}


@pytest.mark.parametrize(
    "name", ["table-4.mjgame", "notes.txt", "table.mjgame.bak", ".mjgame.txt", "mjgui-aliases.txt"]
)
def test_other_names_are_no_near_record_names(name: str) -> None:
    assert near_record_name(name) is None


def test_a_record_with_a_near_miss_name_is_named_in_the_notes(tmp_path: Path) -> None:
    for name in (*NEAR, "table-4.mjgame"):
        (tmp_path / name).write_text(GAME, encoding="utf-8")
    season = load_season([tmp_path])
    assert [g.path.name for g in season.games] == ["table-4.mjgame"]
    assert sorted((s.path.name, s.error.code) for s in season.skipped) == sorted(
        (name, "near_record_name") for name in NEAR
    )
    for note in season.skipped:
        assert note.message("en", within=tmp_path) == (
            f"{note.path.name} is not read: a game record's name ends in .mjgame. "
            f"Rename it to {NEAR[note.path.name]} to count it."
        )
        assert note.message("ru", within=tmp_path).startswith(f"{note.path.name} не читается")
    status, out = _run([str(tmp_path)])
    assert status == 1 and "1 game counted." in out and "4 files skipped:" in out
    assert f"  {tmp_path / 'table-1.mjgame.txt'} is not read" in out
    window = ClubController()
    window.open_folder(tmp_path)
    assert window.view().skipped_head == "4 files skipped:"

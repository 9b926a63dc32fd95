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
            f'"{note.path.name}" is not read: a game record\'s name ends in .mjgame. '
            f'Rename it to "{NEAR[note.path.name]}" to count it.'
        )
        assert note.message("ru", within=tmp_path) == (
            f"Файл «{note.path.name}» mjgui не читает: имя файла записи игры оканчивается на .mjgame. "
            f"Чтобы игра была учтена, дайте файлу имя «{NEAR[note.path.name]}»."
        )
    status, out = _run([str(tmp_path)])
    assert status == 1 and "1 game counted." in out and "4 files skipped:" in out
    txt = tmp_path / "table-1.mjgame.txt"
    assert f'  "{txt}" is not read' in out
    window = ClubController()
    window.open_folder(tmp_path)
    assert window.view().skipped_head == "4 files skipped:"


def test_a_near_miss_name_beside_a_record_of_the_name_it_would_get_is_not_told_to_take_it(
    tmp_path: Path,
) -> None:
    """``table-1.mjgame.txt`` (Notepad's save) beside ``table-1.mjgame`` was told "Rename it to
    table-1.mjgame to count it": a rename that replaces the record (or that Windows refuses), and
    a copy of the same game is not counted anyway. Said instead: a file of that name is there
    already, compare the two; whatever the case of either name. A name's space or dot at its end
    shows between quotes, and the sentence's full stop is never taken for part of a name."""
    (tmp_path / "table-1.mjgame").write_text(GAME, encoding="utf-8")
    (tmp_path / "table-1.mjgame.txt").write_text(GAME, encoding="utf-8")
    (tmp_path / "TABLE-1.MJGAME.").write_text(GAME, encoding="utf-8")
    (tmp_path / "table-2.mjgame ").write_text(GAME.replace("yakuman 1", "mangan"), encoding="utf-8")
    season = load_season([tmp_path])
    assert [g.path.name for g in season.games] == ["table-1.mjgame"]
    said = {s.path.name: (s.error.code, s.message("en", within=tmp_path)) for s in season.skipped}
    assert said == {
        "TABLE-1.MJGAME.": (
            "near_record_taken",
            '"TABLE-1.MJGAME." is not read: a game record\'s name ends in .mjgame, and a file named '
            '"TABLE-1.MJGAME" is in the same folder already. Compare the two and keep the right one '
            "under that name.",
        ),
        "table-1.mjgame.txt": (
            "near_record_taken",
            '"table-1.mjgame.txt" is not read: a game record\'s name ends in .mjgame, and a file named '
            '"table-1.mjgame" is in the same folder already. Compare the two and keep the right one '
            "under that name.",
        ),
        "table-2.mjgame ": (
            "near_record_name",
            '"table-2.mjgame " is not read: a game record\'s name ends in .mjgame. Rename it to '
            '"table-2.mjgame" to count it.',
        ),
    }
    status, out = _run([str(tmp_path), "--lang", "ru"])
    assert status == 1
    assert (
        f"  Файл «{tmp_path / 'TABLE-1.MJGAME.'}» mjgui не читает: имя файла записи игры оканчивается "
        "на .mjgame, а файл с именем «TABLE-1.MJGAME» в этой папке уже есть. Сравните их и оставьте "
        "под этим именем верный.\n"
    ) in out
    assert (
        f"  Файл «{tmp_path / 'table-2.mjgame '}» mjgui не читает: имя файла записи игры оканчивается "
        "на .mjgame. Чтобы игра была учтена, дайте файлу имя «table-2.mjgame».\n"
    ) in out

"""``mjgui league`` on a folder whose records are read whole but hold no game that has ended:
an evening still being played, three-player games gone on into the West round while nobody has
40 000. It had said "No game record could be read from the files found." and exited 2, sending
a player after a damaged file or a wrong path, and a script after a failure; every record was
read. It says that they were read and none has ended (how many, and that a game is counted once
it has ended), with the status the command documents for files skipped, 1, and its exports are
written, their head alone, as for filters that leave no game. A folder of damaged records is
still an error (exit 2, ``nothing_read``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjgui.core.league.export import nothing_read_refusal
from mjgui.core.league.season import load_season, unfinished_games
from tests.clubgames import league_run

#: three-player games stopped at East 3 (east-only) and at West 1 (nobody had 40 000 after South 3)
EAST = "# date 2026-03-29\nrules {rules} east_only=on\nplayers Aiko Boris Chen\n" + (
    "ron Boris from Aiko 2 30\nron Aiko from Chen 1 30\nron Chen from Boris 1 30\n"
)
WEST = (
    "# date 2026-03-29\nrules tenhou-sanma\nplayers Aiko Boris Chen\nron Boris from Aiko 2 30\n"
    + "draw\n" * 6
)
#: a record with a line the replay refuses: damaged, not read as a game
DAMAGED = "# date 2026-03-29\nrules tenhou-sanma\nplayers Aiko Boris Chen\nron Aiko from Boris 3 35\n"

EN = (
    "No finished game was found: {n} game records were read, but none of their games has ended yet "
    "(they are listed below). A game is counted once it has ended."
)


def _folder(root: Path, *, damaged: bool = False, west: bool = False) -> Path:
    root.mkdir()
    (root / "ms.mjgame").write_text(EAST.format(rules="mahjongsoul-sanma"), encoding="utf-8")
    (root / "th.mjgame").write_text(WEST if west else EAST.format(rules="tenhou-sanma"), encoding="utf-8")
    if damaged:
        (root / "bad.mjgame").write_text(DAMAGED, encoding="utf-8")
    return root


@pytest.mark.parametrize("west", [False, True])
def test_records_read_whose_games_have_not_ended_are_said_so_with_status_1(
    tmp_path: Path, west: bool
) -> None:
    root = _folder(tmp_path / "club", west=west)
    status, out, err = league_run(str(root))
    assert status == 1
    assert err == ""  # no error: nothing "could not be read"
    lines = out.splitlines()
    assert lines[0] == EN.format(n=2)
    assert lines[1] == "2 files skipped:"
    assert all("the game has not ended" in line for line in lines[2:4])
    assert "could be read" not in out


def test_the_russian_says_the_records_were_read_in_its_own_plural(tmp_path: Path) -> None:
    root = _folder(tmp_path / "club")
    status, out, err = league_run(str(root), "--lang", "ru")
    assert (status, err) == (1, "")
    assert out.splitlines()[0] == (
        "Законченных игр не найдено: прочитаны 2\u00a0записи игр, но ни одна прочитанная игра ещё не "
        "закончена (список ниже). Игра учитывается, когда она закончена."
    )
    (root / "th.mjgame").unlink()
    assert league_run(str(root), "--lang", "ru")[1].splitlines()[0] == (
        "Законченных игр не найдено: прочитана 1\u00a0запись игры, но ни одна прочитанная игра ещё не "
        "закончена (список ниже). Игра учитывается, когда она закончена."
    )
    assert league_run(str(root))[1].splitlines()[0] == (
        "No finished game was found: 1 game record was read, but its game has not ended yet (it is "
        "listed below). A game is counted once it has ended."
    )


def test_the_json_is_an_answer_with_no_game_and_the_exports_are_written_head_alone(tmp_path: Path) -> None:
    root = _folder(tmp_path / "club", west=True)
    table, games = tmp_path / "league.csv", tmp_path / "games.csv"
    status, out, err = league_run(str(root), "--json", "--csv", str(table), "--games-csv", str(games))
    assert (status, err) == (1, "")
    answer = json.loads(out)
    assert answer["ok"] is True and answer["games"] == 0 and answer["players"] == []
    assert sorted((s["file"], s["code"]) for s in answer["skipped"]) == [
        ("ms.mjgame", "unfinished"),
        ("th.mjgame", "unfinished_extra"),
    ]
    assert (answer["saved"], answer["not_saved"]) == ([str(table), str(games)], [])
    head = table.read_text(encoding="utf-8-sig").splitlines()
    assert len(head) == 1 and head[0].startswith("rank,name,")
    assert len(games.read_text(encoding="utf-8-sig").splitlines()) == 1


def test_damaged_records_beside_unfinished_ones_do_not_make_the_run_an_error(tmp_path: Path) -> None:
    root = _folder(tmp_path / "club", damaged=True)
    status, out, err = league_run(str(root))
    assert (status, err) == (1, "")
    assert out.splitlines()[:2] == [EN.format(n=2), "3 files skipped:"]


def test_a_folder_of_damaged_records_alone_is_still_an_error(tmp_path: Path) -> None:
    root = tmp_path / "club"
    root.mkdir()
    (root / "bad.mjgame").write_text(DAMAGED, encoding="utf-8")
    status, out, err = league_run(str(root))
    assert status == 2
    assert out.splitlines()[0] == "No finished game records were found."
    assert err.strip().endswith("No game record could be read from the files found.")
    status, out, _ = league_run(str(root), "--json")
    assert (status, json.loads(out)["error"]["code"]) == (2, "nothing_read")


def test_the_club_window_exports_a_folder_of_unfinished_games_as_the_league_does(tmp_path: Path) -> None:
    """The club window's export refusal mirrors the league's exit 2: records read whose games
    have not ended are no "no game record in the folder could be read"."""
    root = _folder(tmp_path / "club")
    season = load_season([root])
    assert not season.games and unfinished_games(season.skipped) == 2
    assert nothing_read_refusal(tmp_path / "league.csv", season, root) is None
    (root / "ms.mjgame").write_text(DAMAGED, encoding="utf-8")
    (root / "th.mjgame").write_text(DAMAGED, encoding="utf-8")
    damaged = load_season([root])
    assert unfinished_games(damaged.skipped) == 0
    refused = nothing_read_refusal(tmp_path / "league.csv", damaged, root)
    assert refused is not None and refused.code == "export_nothing_read"

"""What ``mjgui league --csv/--games-csv`` writes, and says it wrote.

A run that fails because nothing could be read (exit 2) writes nothing: the export of an earlier
run stays as it was. Two exports naming one file (``--games-csv`` the same name as ``--csv``, or
the ``FILE-sanma.csv`` that ``--csv`` makes for the three-player table) are refused before
anything is written, naming both options. The exports are written together or not at all: every
temp file is written before any is renamed, and one that cannot be stops them all. A rename that
fails all the same (rare) says which ones were written.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any

import pytest

from mjgui import leaguecli
from mjgui.controller.game.club import ClubController
from mjgui.leaguecli import league_command as _league_command
from tests.leaguegen import random_season
from tests.util import one_stream

league_command = one_stream(_league_command)  # its errors read from its output too

SANMA = """# date 2026-11-21
rules tenhou-sanma
players Aiko Boris Chen
ron Aiko from Boris yakuman 2
"""


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """Four four-player games and a three-player one."""
    texts, _ = random_season(5, 4)
    root = tmp_path / "club"
    root.mkdir()
    for i, text in enumerate(texts):
        (root / f"table-{i + 1}.mjgame").write_text(text, encoding="utf-8")
    (root / "sanma.mjgame").write_text(SANMA, encoding="utf-8")
    return root


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command(argv, out)
    return status, out.getvalue()


def test_a_run_that_reads_nothing_keeps_the_earlier_exports(club: Path, tmp_path: Path) -> None:
    table, games = tmp_path / "keep.csv", tmp_path / "games.csv"
    assert _run([str(club), "--csv", str(table), "--games-csv", str(games)])[0] == 0
    before = table.read_bytes(), games.read_bytes()
    assert len(before[0].splitlines()) > 1 and len(before[1].splitlines()) > 1
    missing = tmp_path / "not-mounted"
    status, text = _run([str(missing), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert (table.read_bytes(), games.read_bytes()) == before
    assert "Saved" not in text
    assert text == (
        "No finished game records were found.\n"
        "1 file skipped:\n"
        f"  {missing} does not exist or cannot be read.\n"
        "No game record file was found: nothing could be read.\n"  # not "from the files found"
        f"{table} was not written: no game record could be read (the file already there is unchanged).\n"
        f"{games} was not written: no game record could be read (the file already there is unchanged).\n"
    )
    new = tmp_path / "new.csv"  # none was there: no earlier file is said kept
    status, text = _run([str(missing), "--csv", str(new)])
    assert text.endswith(f"{new} was not written: no game record could be read.\n") and not new.exists()
    status, text = _run([str(missing), "--csv", str(table), "--lang", "ru"])
    assert status == 2 and table.read_bytes() == before[0]
    assert f"Файл {table} не записан: не прочитана ни одна запись игры (прежний файл не изменён).\n" in text
    status, text = _run([str(missing), "--csv", str(new), "--lang", "ru"])
    assert text.endswith(f"Файл {new} не записан: не прочитана ни одна запись игры.\n")
    assert "Не найдено ни одного файла записи игры: читать нечего.\n" in text
    status, text = _run([str(missing), "--json", "--csv", str(tmp_path / "new.csv")])
    # an error, not an answer with "ok": true: the exit status and the envelope agree
    answer = json.loads(text)
    assert status == 2 and answer["ok"] is False and answer["error"]["code"] == "nothing_read"
    assert answer["error"]["line"] is None and answer["error"]["not_saved"] == [str(tmp_path / "new.csv")]
    assert answer["error"]["message"] == "No game record file was found: nothing could be read."
    assert not (tmp_path / "new.csv").exists()


@pytest.mark.parametrize("same", ["games-as-sanma", "games-as-table", "a-link"])
def test_two_exports_naming_one_file_are_refused_before_anything_is_written(
    club: Path, tmp_path: Path, same: str
) -> None:
    table, sanma = tmp_path / "x.csv", tmp_path / "x-sanma.csv"
    table.write_text("earlier table\n", encoding="utf-8")
    sanma.write_text("earlier sanma table\n", encoding="utf-8")
    games = {"games-as-sanma": sanma, "games-as-table": table, "a-link": tmp_path / "link.csv"}[same]
    if same == "a-link":
        games.symlink_to(table)
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    if same == "games-as-sanma":
        assert text == (
            f"--csv writes the three-player table to {sanma}, the file --games-csv names: the games "
            "would replace that table. Give --games-csv another name. Nothing was written.\n"
        )
    else:
        assert text == (
            f"--csv and --games-csv both name {games}: the games would replace the league table. "
            "Give each its own file. Nothing was written.\n"
        )
    assert table.read_text(encoding="utf-8") == "earlier table\n"
    assert sanma.read_text(encoding="utf-8") == "earlier sanma table\n"
    status, text = _run([str(club), "--json", "--csv", str(table), "--games-csv", str(games)])
    assert status == 2 and json.loads(text)["error"]["code"] == "same_target"
    status, text = _run([str(club), "--lang", "ru", "--csv", str(table), "--games-csv", str(games)])
    assert status == 2 and "--games-csv" in text and "Ничего не записано." in text


@pytest.mark.parametrize(
    ("table_name", "games_name", "key"),
    [
        ("league.csv", "League.csv", "same_target"),
        ("x.csv", "X-SANMA.csv", "same_target_sanma"),
        ("\u0451.csv", "\u0435\u0308.csv", "same_target"),  # ё, then е + the combining diaeresis
    ],
)
def test_two_export_names_one_file_where_the_case_is_folded_are_refused_on_a_first_run(
    club: Path, tmp_path: Path, table_name: str, games_name: str, key: str
) -> None:
    """On macOS (and Windows) league.csv and League.csv are one file: on a first run, neither
    there yet, the games replaced the league table and both were said saved (the names were
    told apart by os.path.normcase, which folds no case on macOS). The folder's file system is
    asked: here a folder whose name in the other case (cLUB) finds it, as on such a disk. Where
    it does not (Linux), the two names are two files and both are written."""
    out = tmp_path / "Out"
    out.mkdir()
    (tmp_path / "oUT").symlink_to(out)  # the folder found by its name in the other case
    table, games = out / table_name, out / games_name
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    said = {
        "same_target": f"--csv and --games-csv both name {games}: the games would replace the league "
        "table. Give each its own file. Nothing was written.\n",
        "same_target_sanma": f"--csv writes the three-player table to {games}, the file --games-csv "
        "names: the games would replace that table. Give --games-csv another name. Nothing was "
        "written.\n",
    }
    assert text == said[key]
    assert sorted(out.iterdir()) == []
    (tmp_path / "oUT").unlink()  # a file system that tells the case apart: two files
    assert _run([str(club), "--csv", str(table), "--games-csv", str(games)])[0] == 0
    assert table.read_text(encoding="utf-8-sig").startswith("rank,name")
    assert games.read_text(encoding="utf-8-sig").startswith("date,file")


def _same_target(games: Path) -> str:
    return (
        f"--csv and --games-csv both name {games}: the games would replace the league table. Give "
        "each its own file. Nothing was written.\n"
    )


def test_at_a_disks_top_folder_the_case_is_asked_of_that_disk(
    club: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An export folder that is a disk's top folder (a stick mounted at /media/u/STICK): its own
    name was looked up in the other case in its parent folder, on the disk the stick is mounted
    on, which tells nothing of the stick: a folding stick was taken for one that tells the case
    apart (the games replaced the table, both said saved), and a link on the parent disk made
    one that tells it apart refuse the names. The stick is asked: an entry of its top folder,
    looked up in the other case there. Here the stick is a folder said to be a disk of its own."""
    stick = tmp_path / "media" / "stick"
    stick.mkdir(parents=True)
    stick = stick.resolve()
    disk = leaguecli._disk

    def on_the_stick(path: str) -> int:
        here = Path(path).resolve()
        return -1 if here == stick or stick in here.parents else disk(path)

    monkeypatch.setattr(leaguecli, "_disk", on_the_stick)
    table, games = stick / "league.csv", stick / "League.csv"
    argv = [str(club), "--csv", str(table), "--games-csv", str(games)]
    (stick / "Notes.txt").write_text("n", encoding="utf-8")
    (stick.parent / "STICK").symlink_to(stick)  # the parent disk finds "STICK": not the stick's answer
    assert _run(argv)[0] == 0  # the stick tells the case apart: two files, both written
    assert table.read_text(encoding="utf-8-sig").startswith("rank,name")
    assert games.read_text(encoding="utf-8-sig").startswith("date,file")
    written = ["League.csv", "league-sanma.csv", "league.csv"]
    assert sorted(p.name for p in stick.iterdir()) == sorted([*written, "Notes.txt"])
    for name in written:
        (stick / name).unlink()
    (stick.parent / "STICK").unlink()
    os.link(stick / "Notes.txt", stick / "nOTES.TXT")  # the stick finds its entry in the other case
    assert _run(argv) == (2, _same_target(games))
    assert sorted(p.name for p in stick.iterdir()) == ["Notes.txt", "nOTES.TXT"]
    for name in ("Notes.txt", "nOTES.TXT"):
        (stick / name).unlink()
    (stick / "42").mkdir()  # no entry with a letter: nothing tells, the names taken for one
    assert _run(argv) == (2, _same_target(games))
    # a folder on the stick is asked by its own name, in the stick's top folder
    (stick / "42").rmdir()
    out = stick / "Out"
    out.mkdir()
    assert _run([str(club), "--csv", str(out / "x.csv"), "--games-csv", str(out / "X.csv")])[0] == 0


def test_a_folders_name_is_asked_in_the_other_case_of_its_ascii_letters(tmp_path: Path) -> None:
    """ß in the other case is SS, which no file system that ignores case takes for it: a
    folder named Straße was looked up as sTRASSE, not found, and its disk said to tell the
    case apart also where it folds it (here sTRAßE finds it, as it does on such a disk)."""
    street = tmp_path / "Straße"
    street.mkdir()
    (tmp_path / "sTRAßE").symlink_to(street)
    assert leaguecli._folds_names(str(street))
    (tmp_path / "sTRAßE").unlink()
    assert not leaguecli._folds_names(str(street))


def test_two_names_in_a_missing_folder_are_refused_as_the_folder_missing(club: Path, tmp_path: Path) -> None:
    """A missing folder was taken for one that folds the case: league.csv and League.csv in it
    were said to be one file, which hid why nothing could be written there."""
    gone = tmp_path / "gone"
    table, games = gone / "league.csv", gone / "League.csv"
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    why = (
        f"was not saved: its folder {gone} does not exist (a stick removed, a share no longer "
        "connected, a folder name mistyped). Nothing was written."
    )
    assert text == f"{table} {why}\n{gone / 'league-sanma.csv'} {why}\n{games} {why}\n"
    assert not gone.exists()


def test_without_three_player_games_the_sanma_name_is_free(club: Path, tmp_path: Path) -> None:
    (club / "sanma.mjgame").unlink()
    table, games = tmp_path / "x.csv", tmp_path / "x-sanma.csv"
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 0
    assert text.endswith(f"Saved {table}.\nSaved {games}.\n")
    assert games.read_text(encoding="utf-8-sig").startswith("date,file,rules,seat,name")


def test_an_export_that_cannot_be_written_is_found_before_any_is_written(club: Path, tmp_path: Path) -> None:
    """Every export is checked before any is written: one that cannot be (here a folder in the
    way) stops them all, and each is said not written. The others had been written, and then the
    failed one's "Nothing was written." followed their "Saved" lines."""
    table, games = tmp_path / "t.csv", tmp_path / "games.csv"
    (tmp_path / "t-sanma.csv").mkdir()  # the three-player table cannot be written
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert text == (
        f"{tmp_path / 't-sanma.csv'} is not a regular file (it is a folder, a pipe or a device); "
        "nothing was written to it.\n"
        f"{table} was not written either: the exports are written together or not at all.\n"
        f"{games} was not written either: the exports are written together or not at all.\n"
    )
    assert not table.exists() and not games.exists()
    status, text = _run([str(club), "--json", "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert json.loads(text)["error"] | {"message": ""} == {
        "code": "target_not_a_file",
        "message": "",
        "line": None,
        "saved": [],
        "not_saved": [str(table), str(tmp_path / "t-sanma.csv"), str(games)],
    }
    assert not table.exists() and not games.exists()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_missing_folder_of_the_last_export_keeps_the_first_ones_from_being_written(
    club: Path, tmp_path: Path, lang: str
) -> None:
    table, games = tmp_path / "o.csv", tmp_path / "no" / "such" / "g.csv"
    (tmp_path / "o-sanma.csv").write_text("kept", encoding="utf-8")
    status, text = _run([str(club), "--lang", lang, "--csv", str(table), "--games-csv", str(games)])
    assert status == 2 and not table.exists() and (tmp_path / "o-sanma.csv").read_text() == "kept"
    lines = text.splitlines()
    assert len(lines) == 3 and not any(line.startswith(("Saved", "Сохран")) for line in lines)
    assert str(games) in lines[0] and str(table) in lines[1] and str(tmp_path / "o-sanma.csv") in lines[2]
    # a previous file is said unchanged only where there was one (o-sanma.csv, not o.csv)
    kept = {"en": " (the file already there is unchanged).", "ru": " (прежний файл не изменён)."}[lang]
    assert not lines[1].endswith(kept) and lines[2].endswith(kept)
    status, text = _run([str(club), "--json", "--csv", str(table), "--games-csv", str(games)])
    error = json.loads(text)["error"]
    assert (error["code"], error["saved"]) == ("write_failed", [])
    assert error["not_saved"] == [str(table), str(tmp_path / "o-sanma.csv"), str(games)]
    assert error["message"] == (
        f"{games} was not saved: its folder {games.parent} does not exist (a stick removed, a share no "
        "longer connected, a folder name mistyped). Nothing was written."
    )


def _fail_temp(monkeypatch: pytest.MonkeyPatch, name: str, err: OSError) -> None:
    """Make the temp file of the export called ``name`` fail with ``err`` (a full disk, a
    folder the user may not write to), as the system would."""
    from mjgui.core.game import storage

    synced = storage._synced_temp

    def failing(directory: Path, target: str, data: bytes) -> Path:
        if target == name:
            raise err
        return synced(directory, target, data)

    monkeypatch.setattr(storage, "_synced_temp", failing)


@pytest.mark.parametrize(
    ("err", "reason"),
    [
        (PermissionError(13, "Permission denied"), "Permission denied"),
        (OSError(28, "No space left on device"), "No space left on device"),
    ],
)
def test_an_export_whose_temp_file_cannot_be_written_keeps_every_other_one_from_being_written(
    club: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, err: OSError, reason: str
) -> None:
    """The exports are written together or not at all: every temp file is written before any
    is renamed, so a folder the user may not write to or a disk that fills up on the last one
    leaves the others as they were (here one already there, one not) and no temp file behind."""
    table, games = tmp_path / "t.csv", tmp_path / "games.csv"
    sanma = tmp_path / "t-sanma.csv"
    table.write_text("earlier", encoding="utf-8")
    _fail_temp(monkeypatch, "games.csv", err)
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert text == (
        f"{games} could not be saved: {reason}. Nothing was written.\n"
        f"{table} was not written either: the exports are written together or not at all (the "
        "file already there is unchanged).\n"
        f"{sanma} was not written either: the exports are written together or not at all.\n"
    )
    assert table.read_text(encoding="utf-8") == "earlier" and not sanma.exists() and not games.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club", "t.csv"]  # no temp file left
    status, text = _run([str(club), "--json", "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert json.loads(text)["error"] == {
        "code": "write_failed",
        "message": f"{games} could not be saved: {reason}. Nothing was written.",
        "line": None,
        "saved": [],
        "not_saved": [str(table), str(sanma), str(games)],
    }
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club", "t.csv"]


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes to a folder without write permission"
)
def test_a_folder_the_user_may_not_write_to_keeps_every_export_from_being_written(
    club: Path, tmp_path: Path
) -> None:
    table, locked = tmp_path / "t.csv", tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        status, text = _run([str(club), "--csv", str(table), "--games-csv", str(locked / "g.csv")])
    finally:
        locked.chmod(0o755)
    assert status == 2 and "Saved" not in text and "Permission denied" in text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club", "locked"]
    assert list(locked.iterdir()) == []


def test_a_rename_that_fails_after_every_temp_file_was_written_says_only_that_file_was_not(
    club: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rename that fails once every temp file is written (rare: the folder changed in
    between): the other exports are still put in place and said saved, the one not written is
    said so of itself alone, no temp file is left, and the JSON's lists agree."""
    from mjgui.core.game import storage

    table, games = tmp_path / "t.csv", tmp_path / "games.csv"
    sanma = tmp_path / "t-sanma.csv"
    replace = os.replace

    def failing(source: Any, target: Any) -> None:
        if Path(target) == sanma:
            raise OSError(5, "Input/output error")
        replace(source, target)

    monkeypatch.setattr(storage.os, "replace", failing)
    status, text = _run([str(club), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert text == f"Saved {table}.\nSaved {games}.\n{sanma} was not written: Input/output error.\n"
    assert table.read_text(encoding="utf-8-sig").startswith("rank,name")
    assert games.read_text(encoding="utf-8-sig").startswith("date,file")
    assert not sanma.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club", "games.csv", "t.csv"]
    status, text = _run([str(club), "--json", "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    assert json.loads(text)["error"] == {
        "code": "write_failed",
        "message": f"{sanma} was not written: Input/output error.",
        "line": None,
        "saved": [str(table), str(games)],
        "not_saved": [str(sanma)],
    }
    status, text = _run([str(club), "--lang", "ru", "--csv", str(table), "--games-csv", str(games)])
    assert text.splitlines()[-1].startswith(f"Файл {sanma} не записан: ")


GOOD = """# date 2026-11-20
rules seed east_only=on
players Aiko Boris Chen Dasha
ron Aiko from Boris 3 30
ron Aiko from Boris 3 30
ron Aiko from Boris 3 30
draw tenpai Aiko
draw tenpai Boris
draw tenpai Chen
draw tenpai Dasha
draw tenpai Dasha
draw
"""


@pytest.mark.parametrize("bad_file", [False, True])
def test_filters_that_leave_no_game_write_the_table_head_whether_or_not_a_file_was_skipped(
    tmp_path: Path, bad_file: bool
) -> None:
    """Games were read but ``--rules seed`` (not ``seed east_only=on``) leaves none: not "no game
    record could be read". The run says the filter leaves none and writes the CSV (its head
    alone) with or without a damaged file beside the good one; the status is 1 only for the
    file skipped."""
    root = tmp_path / "club"
    root.mkdir()
    (root / "t1.mjgame").write_text(GOOD, encoding="utf-8")
    if bad_file:
        (root / "t2.mjgame").write_text(GOOD + "draw tenpai Chen\n", encoding="utf-8")
    table = tmp_path / "out.csv"
    status, text = _run([str(root), "--rules", "seed", "--csv", str(table)])
    assert status == (1 if bad_file else 0)
    assert text.startswith("1 finished game was found, but the filter")
    assert "not written" not in text and text.endswith(f"Saved {table}.\n")
    assert table.read_text(encoding="utf-8-sig") == "rank,name,games,total,average,average_place," + (
        "first,second,third,fourth,best,worst\n"
    )
    table.unlink()
    status, text = _run([str(root), "--json", "--rules", "seed", "--csv", str(table)])
    assert status == (1 if bad_file else 0)
    answer = json.loads(text)
    assert answer["games"] == 0 and len(answer["skipped"]) == int(bad_file)
    assert (answer["saved"], answer["not_saved"]) == ([str(table)], [])
    assert table.exists()


def test_the_json_of_a_run_that_reads_nothing_lists_the_exports_not_saved(tmp_path: Path) -> None:
    root = tmp_path / "club"
    root.mkdir()
    (root / "t2.mjgame").write_text(GOOD + "draw tenpai Chen\n", encoding="utf-8")
    table, games = tmp_path / "o5.csv", tmp_path / "games.csv"
    status, text = _run(["--json", str(root), "--csv", str(table), "--games-csv", str(games)])
    assert status == 2
    answer = json.loads(text)
    assert answer["ok"] is False and answer["error"]["code"] == "nothing_read"
    error = answer["error"]
    assert error["message"] == "No game record could be read from the files found."  # one was found
    assert len(error["skipped"]) == 1 and error["skipped"][0]["file"] == "t2.mjgame"
    assert (error["saved"], error["not_saved"]) == ([], [str(table), str(games)])
    assert not table.exists() and not games.exists()


def test_the_games_csv_of_a_folder_with_both_tables_gives_each_game_its_own_seats(tmp_path: Path) -> None:
    """The sixteen real three-player records of tests/data and a four-player game in one folder:
    ``--games-csv`` writes three rows for a three-player game (E, S, W: no empty fourth seat),
    places out of three, points that add up to 3 × 35 000 and scores to 0; four rows for the
    four-player one; and each player's rows of a table add up to that table's row of --csv."""
    import shutil
    from collections import defaultdict

    from mjgui.core.league.export import read_csv

    root = tmp_path / "mixed"
    shutil.copytree(Path(__file__).parent / "data" / "sanma-records", root)
    (root / "README.md").unlink()
    texts, _ = random_season(5, 1)
    (root / "four.mjgame").write_text(texts[0], encoding="utf-8")
    games, table = tmp_path / "games.csv", tmp_path / "table.csv"
    assert _run([str(root), "--games-csv", str(games), "--csv", str(table)])[0] == 0
    head, *rows = read_csv(games.read_text(encoding="utf-8"))
    assert head == ["date", "file", "rules", "seat", "name", "points", "place", "score", "chombo"]
    by_game: dict[str, list[list[str]]] = defaultdict(list)
    for row in rows:
        by_game[row[1]].append(row)
    assert len(by_game) == 17
    totals: dict[tuple[int, str], float] = defaultdict(float)
    for name, game in by_game.items():
        seats = 4 if name == "four.mjgame" else 3
        assert [r[3] for r in game] == list("ESWN"[:seats]), name
        assert sorted(int(r[6]) for r in game) == list(range(1, seats + 1)), name
        assert all(r[4] for r in game), name
        assert sum(float(r[7]) for r in game) == pytest.approx(0), name
        if seats == 3:
            assert sum(int(r[5]) for r in game) == 3 * 35000, name
        for r in game:
            totals[seats, r[4]] += float(r[7])
    for seats, path in ((4, table), (3, tmp_path / "table-sanma.csv")):
        _, *standing = read_csv(path.read_text(encoding="utf-8"))
        assert {r[1]: float(r[3]) for r in standing} == {
            name: pytest.approx(total) for (s, name), total in totals.items() if s == seats
        }


RECORD_REFUSED = (
    "{path} is one of the season's game records (a file the league is read from): an export never "
    "replaces it. Nothing was written; choose another name for the export.\n"
)
NAMED_AS_RECORD = (
    "{path} is named as a game record (.mjgame): a league that reads its folder would take the export "
    "for a damaged record. Nothing was written; choose another name for the export.\n"
)
ALIASES_REFUSED = (
    "{path} is an aliases file, where a season keeps its players' spellings: an export never "
    "replaces it. Nothing was written; choose another name for the export.\n"
)
#: a record with a line the replay refuses (45 fu): skipped, neither unfinished nor a copy
DAMAGED = "players Aiko Boris Chen Dasha\nron Chen from Aiko mangan\nron Chen from Aiko 3 45\n"
READ_REFUSED = (
    "{path} is one of the files the league was given to read (skipped, not counted): an export "
    "never replaces it, whatever it holds (a damaged record too). Nothing was written; choose "
    "another name for the export.\n"
)


@pytest.mark.parametrize(
    ("option", "kind"),
    [
        ("--csv", "record"),
        ("--games-csv", "record"),
        ("--csv", "record, other case"),
        ("--games-csv", "aliases file"),
        ("--csv", "aliases file, other case"),
        ("--csv", "damaged record skipped"),
        ("--csv", "hard link to a record"),
        ("--games-csv", "record named directly"),
        ("--csv", "unfinished record named directly"),
        ("--csv", "early copy of a record named directly"),
        ("--csv", "damaged record named directly"),
        ("--games-csv", "file not UTF-8 named directly"),
        ("--csv", "notes named directly"),
    ],
)
def test_an_export_never_replaces_a_file_the_season_is_read_from(
    club: Path, tmp_path: Path, option: str, kind: str
) -> None:
    """``mjgui league DIR --csv DIR/table-1.mjgame`` wrote the league table over the record it
    had just read, and said "Saved" (so did --games-csv, and onto the aliases file): refused
    before anything is written, naming the file and why, exit status 2 as for the other targets
    refused; the other export is not written either."""
    (club / "mjgui-aliases.txt").write_text("Borya = Boris\n", encoding="utf-8")
    (club / "damaged.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\n\x00\n")
    record = club / "table-1.mjgame"
    paths = [str(club)]
    target, said = {
        "record": (record, RECORD_REFUSED),
        "record, other case": (club / "TABLE-1.MJGAME", NAMED_AS_RECORD),
        "aliases file": (club / "mjgui-aliases.txt", ALIASES_REFUSED),
        "aliases file, other case": (club / "Mjgui-Aliases.txt", ALIASES_REFUSED),
        "damaged record skipped": (club / "damaged.mjgame", RECORD_REFUSED),
        "hard link to a record": (tmp_path / "league.csv", RECORD_REFUSED),
        "record named directly": (tmp_path / "game.txt", RECORD_REFUSED),
        "unfinished record named directly": (tmp_path / "game.txt", RECORD_REFUSED),
        "early copy of a record named directly": (tmp_path / "game.txt", RECORD_REFUSED),
        "damaged record named directly": (tmp_path / "tuesday.txt", READ_REFUSED),
        "file not UTF-8 named directly": (tmp_path / "fri.txt", READ_REFUSED),
        "notes named directly": (tmp_path / "notes.csv", READ_REFUSED),
    }[kind]
    if kind == "hard link to a record":
        os.link(record, target)
    if kind == "aliases file, other case":  # the season's aliases file, as another desk named it
        (club / "mjgui-aliases.txt").rename(target)
    if kind == "record named directly":  # a record read by its name, whatever its suffix
        target.write_bytes(record.read_bytes())
        paths = [str(target)]
    if kind == "unfinished record named directly":  # skipped, but a record all the same
        target.write_text("players Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n", encoding="utf-8")
        paths = [str(club), str(target)]
    if kind == "early copy of a record named directly":  # an earlier save of table-1: its first hands
        target.write_text("".join(record.read_text(encoding="utf-8").splitlines(True)[:5]), encoding="utf-8")
        paths = [str(club), str(target)]
    if kind == "damaged record named directly":  # a line the replay refuses: skipped, not a copy
        target.write_text(DAMAGED, encoding="utf-8")
        paths = [str(record), str(target)]
    if kind == "file not UTF-8 named directly":
        target.write_bytes(b"players Aiko Boris Chen Dasha\nron Chen from Aiko mangan \xe9\n")
        paths = [str(record), str(target)]
    if kind == "notes named directly":  # a CSV, but not one an export wrote
        target.write_text("rank,name\n1,Aiko\n", encoding="utf-8")
        paths = [str(club), str(target)]
    before = {p: p.read_bytes() for p in (*club.iterdir(), *tmp_path.iterdir()) if p.is_file()}
    other = tmp_path / "other.csv"
    other_option = "--games-csv" if option == "--csv" else "--csv"
    status, text = _run([*paths, option, str(target), other_option, str(other)])
    assert status == 2
    assert text == said.format(path=target)
    assert {p: p.read_bytes() for p in before} == before and not other.exists()
    status, text = _run([*paths, "--json", option, str(target)])
    code = {
        RECORD_REFUSED: "export_over_record",
        NAMED_AS_RECORD: "export_record_name",
        READ_REFUSED: "export_over_read",
    }.get(said, "export_over_aliases")
    assert status == 2 and json.loads(text)["error"] == {
        "code": code,
        "message": said.format(path=target)[:-1],
        "line": None,
    }
    status, text = _run([*paths, "--lang", "ru", option, str(target)])
    assert (
        status == 2
        and text.startswith(f"{target} ")
        and text.endswith("Ничего не записано; выберите для экспорта другое имя.\n")
    )
    assert {p: p.read_bytes() for p in before} == before


@pytest.mark.parametrize(
    "name",
    [
        "mjgui-aliases (Dasha's conflicted copy 2026-11-28).txt",
        "mjgui-aliases.sync-conflict-20261128-101010-ABC1234.txt",
        "mjgui-aliases (1).txt",
        "mjgui-aliases-DESKTOP-7H2K9QL.txt",
    ],
)
def test_an_export_never_replaces_a_copy_of_the_aliases_file(club: Path, name: str) -> None:
    """``mjgui league --csv club/*``, the CSV's name forgotten before the glob, wrote the league
    table over a conflict copy of the aliases file (its name sorts first, before the aliases
    file's), after the note telling the player to copy its lines out of it, and said "Saved":
    refused as the aliases file is, exit status 2, the copy kept to the byte; in the club window
    too."""
    (club / "mjgui-aliases.txt").write_text("Borya = Boris\n", encoding="utf-8")
    copy = club / name
    data = b"# mjgui player aliases\nBorya = Boris\nEmil = Emil K\n"
    copy.write_bytes(data)
    glob = sorted(str(p) for p in club.iterdir())
    assert glob[0] == str(copy)  # the shell's glob: the copy is its first word
    status, text = _run(["--csv", *glob])
    assert status == 2 and text == ALIASES_REFUSED.format(path=copy)
    status, text = _run([str(club), "--games-csv", str(copy)])
    assert status == 2 and text == ALIASES_REFUSED.format(path=copy)
    assert copy.read_bytes() == data
    window = ClubController()
    window.open_folder(club)
    assert not window.export_csv(copy) and not window.export_games_csv(copy)
    assert window.view().notice == ALIASES_REFUSED.format(path=copy)[:-1]
    assert copy.read_bytes() == data


def test_the_same_export_run_twice_over_a_glob_that_matches_its_own_files_is_written_again(
    club: Path,
) -> None:
    """``mjgui league DIR/* --csv DIR/league.csv`` run twice: the second run reads the CSVs the
    first wrote as records (named, so read: they are skipped as damaged) and refused to replace
    them, "one of the season's game records". A file skipped is the season's only if it is named
    as a record or was read as one; these are written again."""
    table, sanma, games = club / "league.csv", club / "league-sanma.csv", club / "games.csv"
    argv = ["--csv", str(table), "--games-csv", str(games)]
    assert _run([*map(str, sorted(club.iterdir())), *argv])[0] == 0
    first = {p: p.read_bytes() for p in (table, sanma, games)}
    table.write_text(first[table].decode("utf-8").splitlines()[0] + "\n", encoding="utf-8")  # its head
    games.write_bytes(first[games].removeprefix(b"\xef\xbb\xbf"))  # saved again without the BOM
    status, text = _run([*map(str, sorted(club.iterdir())), *argv])
    assert "skipped" not in text  # the season's own files: passed over, exit status 0
    assert (status, text.splitlines()[-3:]) == (0, [f"Saved {p}." for p in (table, sanma, games)])
    assert {p: p.read_bytes() for p in first} == first
    status, text = _run([*map(str, sorted(club.iterdir())), "--lang", "ru", *argv])  # ; in Russian
    assert status == 0 and text.endswith(f"Сохранено: {games}.\n")
    assert _run([*map(str, sorted(club.iterdir())), *argv])[0] == 0  # and back


def test_a_file_named_among_the_records_that_no_export_wrote_is_never_replaced(club: Path) -> None:
    """``mjgui league monday.mjgame tuesday.txt --csv tuesday.txt``: tuesday.txt, a damaged record
    (a line the replay refuses), was read, skipped as "not changed", then replaced by the league
    table: a file skipped was protected only when named *.mjgame or read as an unfinished game or a
    copy. Every file named and read is protected now, whatever it held; only an export an
    earlier run wrote (a file that reads whole as one) may be written again."""
    record = sorted(club.glob("table-*.mjgame"))[0]
    tuesday, friday = club / "tuesday.txt", club / "fri.txt"
    tuesday.write_text(DAMAGED, encoding="utf-8")
    friday.write_bytes(b"players Aiko Boris Chen Dasha\n\xff\xfe\n")
    kept = {p: p.read_bytes() for p in (tuesday, friday)}
    for option, target in (("--csv", tuesday), ("--games-csv", friday)):
        status, text = _run([str(record), str(tuesday), str(friday), option, str(target)])
        assert (status, text) == (2, READ_REFUSED.format(path=target))
    assert {p: p.read_bytes() for p in kept} == kept
    status, text = _run([str(record), str(tuesday), "--lang", "ru", "--csv", str(tuesday)])
    assert (status, text) == (
        2,
        f"{tuesday} — один из файлов, которые лиге дали прочитать (пропущен, не учтён): экспорт "
        "никогда его не заменяет, что бы в нём ни было (и повреждённую запись тоже). Ничего не "
        "записано; выберите для экспорта другое имя.\n",
    )
    assert {p: p.read_bytes() for p in kept} == kept


HEAD = "rank,name,games,total,average,average_place,first,second,third,fourth,best,worst\n"
GAMES_HEAD = "date,file,rules,seat,name,points,place,score,chombo\n"
SANMA_HEAD = "rank,name,games,total,average,average_place,first,second,third,best,worst\n"
ROW = "1,Aiko,12,85.0,7.1,1.90,6,3,2,1,48,-20\n"  # a row as an export writes it


@pytest.mark.parametrize(
    ("option", "kind"),
    [
        ("--csv", "a record under the head row"),
        ("--games-csv", "a record under the games' head row"),
        ("--csv", "a record under the Russian head row, CRLF"),
        ("--csv", "prose under the head row"),
        ("--games-csv", "a notes line after an export's rows"),
        ("--csv", "a table of one's own and notes"),
        ("--csv", "words as wide as the head row"),
        ("--csv", "a row too short"),
        ("--csv", "a blank line, then a row"),
        ("--csv", "a quotation left open"),
        ("--csv", "prose under the three-player head row"),
    ],
)
def test_a_file_under_an_export_head_row_that_is_no_export_is_never_replaced(
    club: Path, tmp_path: Path, option: str, kind: str
) -> None:
    """A file was taken for an earlier export by its first line alone: a full game record saved
    as .txt with a CSV head row pasted above it was skipped ("The file was not changed"), then
    replaced by the league table, and so were a player's notes or own table under such a row. A
    file is an export only if it reads, whole, as one: the head row, then rows exactly as wide,
    numbers where the export writes numbers, nothing else."""
    record = sorted(club.glob("table-*.mjgame"))[0]
    game = record.read_text(encoding="utf-8")
    texts = {
        "a record under the head row": HEAD + game,
        "a record under the games' head row": GAMES_HEAD + game,
        "a record under the Russian head row, CRLF": "\ufeff"
        + (HEAD.replace(",", ";") + game).replace("\n", "\r\n"),
        "prose under the head row": HEAD + "Remember: Boris owes the club 500 yen. Tuesday was replayed.\n",
        "a notes line after an export's rows": "\ufeff"
        + GAMES_HEAD
        + "2026-11-20,table-1.mjgame,seed,E,Aiko,31000,1,51,0\n"
        + "# my notes for the season, keep!\n",
        "a table of one's own and notes": HEAD + ROW + "# Aiko's +85.0 is after the replay\n",
        "words as wide as the head row": HEAD + "a,b,c,d,e,f,g,h,i,j,k,l\n",
        "a row too short": HEAD + ROW + "1,Aiko,1\n",
        "a blank line, then a row": HEAD + "\n" + ROW,
        "a quotation left open": HEAD + ROW.replace("Aiko", '"Aiko'),
        "prose under the three-player head row": SANMA_HEAD + "Sanma on Fridays, three tables.\n",
    }
    target = tmp_path / "tuesday.txt"
    target.write_text(texts[kind], encoding="utf-8", newline="")
    kept = target.read_bytes()
    for lang in ("en", "ru"):
        status, text = _run([str(record), str(target), "--lang", lang, option, str(target)])
        assert status == 2 and target.read_bytes() == kept, text
    assert _run([str(record), str(target), option, str(target)]) == (2, READ_REFUSED.format(path=target))


@pytest.mark.parametrize("form", ["as written", "without the BOM", "CRLF", "CRLF without the BOM"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_earlier_export_named_among_the_records_is_written_again(club: Path, form: str, lang: str) -> None:
    """The exports a run wrote (the league table, its three-player neighbour, the games), named
    again by ``DIR/*``, read whole as exports, in either language's separators, saved again by a
    spreadsheet with CRLF line ends or without the byte order mark: the next run replaces them."""
    table, sanma, games = club / "league.csv", club / "league-sanma.csv", club / "games.csv"
    argv = ["--lang", lang, "--csv", str(table), "--games-csv", str(games)]
    assert _run([*map(str, sorted(club.iterdir())), *argv])[0] == 0
    first = {p: p.read_bytes() for p in (table, sanma, games)}
    assert all(len(data.splitlines()) > 1 for data in first.values())
    for path, data in first.items():
        if "CRLF" in form:
            data = data.replace(b"\n", b"\r\n")
        if "without" in form:
            data = data.removeprefix(b"\xef\xbb\xbf")
        path.write_bytes(data)
    status, text = _run([*map(str, sorted(club.iterdir())), *argv])
    saved = "Saved {}." if lang == "en" else "Сохранено: {}."
    assert (status, text.splitlines()[-3:]) == (0, [saved.format(p) for p in (table, sanma, games)])
    assert {p: p.read_bytes() for p in first} == first


def test_reads_as_export_takes_every_export_of_a_season_whole_and_nothing_more(tmp_path: Path) -> None:
    """Every export a season gives (both tables, the games; either language) reads as one; the
    same text with a line added or cut short does not."""
    from mjgui.core.league.export import games_csv, reads_as_export, standings_csv
    from mjgui.core.league.season import load_season
    from mjgui.core.league.standings import standings

    texts, _ = random_season(11, 12)
    for i, text in enumerate([*texts, SANMA]):
        (tmp_path / f"g{i}.mjgame").write_text(text, encoding="utf-8")
    season = load_season([tmp_path])
    assert len(season.games) == 13
    exports = []
    for lang in ("en", "ru"):
        exports.append(games_csv(season, lang=lang))
        for seats in (4, 3):
            table = season.table(seats)
            exports.append(standings_csv(standings(table), lang=lang, seats=seats))
    for text in exports:
        data = text.encode("utf-8")
        assert len(data.splitlines()) > 2 and reads_as_export(data), text
        assert reads_as_export(data.replace(b"\n", b"\r\n"))
        assert not reads_as_export(data + b"# notes\n")
        assert not reads_as_export(data + b"\n")
        assert not reads_as_export(data[: data.rindex(b"\n", 0, -1) + 5])  # the last row cut short
        assert not reads_as_export(data + texts[0].encode("utf-8"))


def test_a_csv_name_forgotten_before_a_glob_does_not_take_the_first_record(club: Path) -> None:
    """``mjgui league --csv *.mjgame``: --csv took the first record (not read: it was the
    option's value) and wrote the league table over it; named as a record, it is refused."""
    first, *rest = sorted(club.glob("*.mjgame"))
    kept = first.read_bytes()
    status, text = _run(["--csv", str(first), *map(str, rest)])
    assert (status, text) == (2, NAMED_AS_RECORD.format(path=first))
    assert first.read_bytes() == kept
    status, text = _run([str(club), "--csv", str(club / "new.mjgame")])  # a new file named so
    assert status == 2 and not (club / "new.mjgame").exists()


def test_a_link_elsewhere_to_a_record_is_replaced_as_a_link_never_written_through(
    club: Path, tmp_path: Path
) -> None:
    """An export replaces the file at its name (an atomic write replaces a link, it never writes
    through one): a link outside the season to a record is not the record, and may be
    replaced; the record stays."""
    record = club / "table-1.mjgame"
    kept = record.read_bytes()
    link = tmp_path / "league.csv"
    link.symlink_to(record)
    status, text = _run([str(club), "--csv", str(link)])
    assert status == 0 and f"Saved {link}.\n" in text
    assert record.read_bytes() == kept and not link.is_symlink()


def test_a_three_player_table_with_no_game_left_has_no_fourth_column(club: Path, tmp_path: Path) -> None:
    """``--players 3`` with filters that leave no game wrote the four-player head (``fourth``).
    The three-player table of a folder with four-player games is the ``-sanma`` file's, whatever
    the filters leave (``--players`` among them)."""
    table, sanma = tmp_path / "league.csv", tmp_path / "league-sanma.csv"
    status, text = _run([str(club), "--players", "3", "--since", "2030-01-01", "--csv", str(table)])
    assert status == 0 and text.endswith(f"Saved {sanma}.\n") and not table.exists()
    assert sanma.read_text(encoding="utf-8-sig") == (
        "rank,name,games,total,average,average_place,first,second,third,best,worst\n"
    )
    status, _ = _run([str(club), "--players", "4", "--since", "2030-01-01", "--csv", str(table)])
    assert status == 0 and table.read_text(encoding="utf-8-sig") == (
        "rank,name,games,total,average,average_place,first,second,third,fourth,best,worst\n"
    )


def test_an_export_named_as_a_record_outside_the_season_is_refused_in_words_true_there(
    club: Path, tmp_path: Path
) -> None:
    """``--csv elsewhere/t.mjgame``: refused as named as a record, which is true there too (it
    said "the league would read the export", as if it were in the season's folder)."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    target = elsewhere / "t.mjgame"
    status, text = _run([str(club), "--csv", str(target)])
    assert (status, text) == (2, NAMED_AS_RECORD.format(path=target))
    assert not target.exists()
    status, text = _run([str(club), "--lang", "ru", "--csv", str(target)])
    assert (status, text) == (
        2,
        f"{target} назван как запись игры (.mjgame): лига, читающая эту папку, приняла бы экспорт "
        "за повреждённую запись. Ничего не записано; выберите для экспорта другое имя.\n",
    )


def _no_inodes(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file and folder under ``root`` says the inode 0, to :func:`os.stat` and
    :func:`os.lstat` alike, as on a WebDAV drive, Google Drive's or SSHFS-Win."""
    for name in ("stat", "lstat"):
        real = getattr(os, name)

        def look(path: object, *args: object, real: Any = real, **kwargs: object) -> os.stat_result:
            info: os.stat_result = real(path, *args, **kwargs)
            if isinstance(path, int) or not os.path.abspath(os.fsdecode(path)).startswith(str(root)):  # type: ignore[arg-type]
                return info
            fields = list(info)
            fields[1] = 0  # st_ino
            return os.stat_result(fields)

        monkeypatch.setattr(os, name, look)


def test_exports_on_a_drive_that_gives_no_inode_are_told_apart_by_their_paths(
    club: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a drive whose files all say the inode 0 the season's reading knew each file by its
    resolved path, but the exports compared (device, inode): every export over a file already
    there was refused as "one of the season's game records" (the club's league.csv of last week
    too), and two different export files were "both" one file. The same rule as the reading's:
    each file known by its path there."""
    _no_inodes(tmp_path, monkeypatch)
    assert os.lstat(club / "table-1.mjgame").st_ino == 0 == os.stat(club).st_ino
    table = club / "league.csv"
    for _ in range(2):
        status, text = _run([str(club), "--csv", str(table)])
        assert status == 0 and f"Saved {table}.\n" in text
        assert table.read_text(encoding="utf-8-sig").startswith("rank,")
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    first.write_text("last week\n", encoding="utf-8")
    second.write_text("last week\n", encoding="utf-8")
    status, text = _run([str(club), "--csv", str(first), "--games-csv", str(second)])
    assert status == 0 and f"Saved {first}.\n" in text and f"Saved {second}.\n" in text
    assert first.read_text(encoding="utf-8-sig").startswith("rank,")
    assert second.read_text(encoding="utf-8-sig").startswith("date,file,rules,seat,")
    # a link to the league table is the table still, and a record is still refused
    link = tmp_path / "link.csv"
    link.symlink_to(first)
    status, text = _run([str(club), "--csv", str(first), "--games-csv", str(link)])
    assert status == 2 and f"--csv and --games-csv both name {link}:" in text
    status, text = _run([str(club), "--csv", str(club / "table-2.mjgame")])
    assert status == 2 and text == RECORD_REFUSED.format(path=club / "table-2.mjgame")
    copy = tmp_path / "game.txt"
    copy.write_bytes((club / "table-1.mjgame").read_bytes())
    status, text = _run([str(copy), "--csv", str(copy)])
    assert status == 2 and text == RECORD_REFUSED.format(path=copy)


def test_a_folder_or_a_dead_link_at_an_exports_name_is_not_said_unchanged(tmp_path: Path) -> None:
    """'The file already there is unchanged' only of a file: a folder or a link to nothing at
    the export's name got it too (os.path.lexists), in both languages."""
    from mjgui.core.league.export import nothing_read_refusal
    from mjgui.leaguecli import _not_written

    folder, dead, real = tmp_path / "a-folder.csv", tmp_path / "dead.csv", tmp_path / "real.csv"
    folder.mkdir()
    dead.symlink_to(tmp_path / "nowhere")
    real.write_text("last week\n", encoding="utf-8")
    for lang, kept in (("en", "unchanged"), ("ru", "не изменён")):
        assert kept not in _not_written("not_written", str(folder), lang)
        assert kept not in _not_written("not_written", str(dead), lang)
        assert kept in _not_written("not_written", str(real), lang)
    from mjgui.core.league.season import load_season

    season = load_season([tmp_path / "gone"])
    said = {str(p): nothing_read_refusal(p, season, tmp_path / "gone") for p in (folder, dead, real)}
    assert all(error is not None for error in said.values())
    assert [error.code.endswith("_kept") for error in said.values()] == [False, False, True]

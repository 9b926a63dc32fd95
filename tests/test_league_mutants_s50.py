"""The club's season and its exports: what a sampled mutation run of ``core/league/export.py``
and ``core/league/season.py`` (session 50, docs/mutation.md) found untested by their own quick
tests. Each test asserts what a program reading ``mjgui league --json`` or a CSV export gets:
the files named (from the folder given), the codes, the notes in the asked language, the cells."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from mjgui.core.league.export import (
    STANDINGS_HEADER,
    export_refusal,
    is_export_file,
    league_dict,
    nothing_read_refusal,
    read_csv,
    reads_as_export,
    season_own_kind,
    standings_csv,
)
from mjgui.core.league.season import load_season
from mjgui.core.league.standings import standings
from mjgui.leaguecli import league_command
from tests.conflictgame import BASE, COPY, OTHER_COPY
from tests.test_league_conflict_notes import OTHER_DAY, OTHER_TABLE, conflict_folder, other_table_note


def test_the_conflict_copies_counted_are_in_the_json_named_from_the_folder_in_each_language(
    tmp_path: Path,
) -> None:
    folder = conflict_folder(tmp_path)
    season = load_season([folder])
    rows = standings(season)
    data = league_dict(season, rows, base=folder)
    assert data["games"] == 4 and data["skipped"] == [] and data["duplicates"] == []
    assert data["apart"] == [
        {
            "file": OTHER_TABLE,
            "other": "table-1.mjgame",
            "code": "conflict_other_table",
            "message": other_table_note(str(folder / OTHER_TABLE), str(folder / "table-1.mjgame")),
        },
        {
            "file": OTHER_DAY,
            "other": "table-2.mjgame",
            "code": "conflict_other_day",
            "message": season.apart[1].message(),
        },
    ]
    russian = league_dict(season, rows, "ru", base=folder)
    assert [(a["file"], a["other"], a["code"]) for a in russian["apart"]] == [
        (a["file"], a["other"], a["code"]) for a in data["apart"]
    ]
    assert [a["message"] for a in russian["apart"]] == [a.message("ru") for a in season.apart]
    assert russian["apart"][0]["message"].startswith(f"{folder / OTHER_TABLE} назван копией ")
    # without a folder to name them from: named as read
    whole = league_dict(season, rows)
    assert [(a["file"], a["other"]) for a in whole["apart"]] == [
        (str(folder / OTHER_TABLE), str(folder / "table-1.mjgame")),
        (str(folder / OTHER_DAY), str(folder / "table-2.mjgame")),
    ]


def test_the_conflict_copies_that_differ_are_listed_with_their_record_named_from_the_folder(
    tmp_path: Path,
) -> None:
    """An empty record and two conflict copies of it that differ: none counted, one note, the
    record skipped with the copies under it (``copies``), each named from the folder."""
    folder = tmp_path / "club"
    (folder / "night").mkdir(parents=True)
    (folder / "night" / "t.mjgame").write_text("", encoding="utf-8")
    (folder / "night" / OTHER_COPY).write_text(BASE, encoding="utf-8")
    (folder / "night" / COPY).write_text(
        BASE.replace("ron Aiko from Boris haneman", "ron Aiko from Boris mangan"), encoding="utf-8"
    )
    season = load_season([folder])
    (skipped,) = league_dict(season, standings(season), base=folder)["skipped"]
    assert skipped == {
        "file": "night/t.mjgame",
        "code": "conflict_copies_differ",
        "error": season.skipped[0].message(),
        "copies": [f"night/{OTHER_COPY}", f"night/{COPY}"],
    }
    (whole,) = json.loads(json.dumps(league_dict(season, standings(season))))["skipped"]
    assert whole["copies"] == [str(folder / "night" / OTHER_COPY), str(folder / "night" / COPY)]


def test_an_export_refused_after_a_season_that_read_nothing_says_why_in_its_own_words(tmp_path: Path) -> None:
    """The club window's export after its folder was read again and gave no game: the folder
    gone, or every record in it damaged; "kept" said only when a file is there to keep."""
    target = tmp_path / "league.csv"
    gone = tmp_path / "gone"
    season = load_season([gone])
    error = nothing_read_refusal(target, season, gone)
    assert error is not None and error.code == "export_folder_gone"
    assert error.message() == (
        f"{target} was not written: the folder {gone} does not exist or cannot be read now, so no "
        "game could be counted."
    )
    assert error.message("ru") == (
        f"Файл {target} не записан: папки {gone} сейчас нет или её не прочесть, поэтому ни одна "
        "игра не учтена."
    )
    target.write_text("rank,name\n", encoding="utf-8")
    error = nothing_read_refusal(target, season, gone)
    assert error is not None and error.code == "export_folder_gone_kept"
    assert error.message() == (
        f"{target} was not written: the folder {gone} does not exist or cannot be read now, so no "
        "game could be counted. The file already there is kept as it was."
    )
    club = tmp_path / "club"
    club.mkdir()
    (club / "a.mjgame").write_text("garbage\n", encoding="utf-8")
    season = load_season([club])
    error = nothing_read_refusal(target, season, club)
    assert error is not None and error.code == "export_nothing_read_kept"
    assert error.message() == (
        f"{target} was not written: no game record in the folder {club} could be read (the files "
        "skipped are listed). The file already there is kept as it was."
    )
    target.unlink()
    error = nothing_read_refusal(target, season, club)
    assert error is not None and error.code == "export_nothing_read"
    assert error.message() == (
        f"{target} was not written: no game record in the folder {club} could be read (the files "
        "skipped are listed)."
    )
    # a game read: nothing refused
    (club / "b.mjgame").write_text(BASE, encoding="utf-8")
    assert nothing_read_refusal(target, load_season([club]), club) is None


def test_a_table_one_byte_over_sixteen_mib_is_no_export(tmp_path: Path) -> None:
    """The largest file read whole as an export is 16 MiB (some 60 000 games): a league table
    that would read as an export, one byte larger, is no export (named among the records, it is
    no file of the league's own, and an export may not replace it)."""
    head = "rank,name,games,total,average,average_place,first,second,third,fourth,best,worst\n"
    row = "1,Aiko,4,10.0,2.5,2.50,1,1,1,1,30.0,-5.0\n"
    size = 16 * 1024 * 1024 + 1
    body = head + row * ((size - len(head)) // len(row) - 1)
    last = "2,{name},4,-10.0,-2.5,2.50,1,1,1,1,30.0,-25.0\n"
    filler = size - len(body.encode()) - len(last.format(name="").encode())
    text = body + last.format(name="B" * filler)
    assert len(text.encode()) == size
    big = tmp_path / "league.csv"
    big.write_text(text, encoding="utf-8")
    assert not is_export_file(big)
    assert season_own_kind(big) is None
    # the same head and rows, small: an export
    small = tmp_path / "small.csv"
    small.write_text(head + row * 3, encoding="utf-8")
    assert is_export_file(small) and season_own_kind(small) == "league_export"


def test_the_leagues_json_saved_beside_the_records_is_the_leagues_own_file_and_nothing_else_is(
    tmp_path: Path,
) -> None:
    """``mjgui league club/* --json > club/league.json``: named again by the glob, that file is
    the league's own (passed over, not a record skipped): the JSON of a run that counted games
    (``ok``, ``games``, ``players``) or of one that read nothing (``ok``, ``error``), a byte
    order mark or spaces before it too. A JSON of anything else is not."""
    club = tmp_path / "club"
    club.mkdir()
    (club / "t.mjgame").write_text(BASE, encoding="utf-8")
    out = io.StringIO()
    assert league_command([str(club), "--json"], out) == 0
    saved = tmp_path / "league.json"
    saved.write_text(out.getvalue(), encoding="utf-8")
    assert season_own_kind(saved) == "league_export"
    out = io.StringIO()
    assert league_command([str(tmp_path / "gone"), "--json"], out) != 0
    refused = json.loads(out.getvalue())
    assert refused["ok"] is False and isinstance(refused["error"], dict)
    kinds = {
        "counted": out.getvalue(),
        "bom": "\ufeff  " + json.dumps({"ok": True, "games": 0, "players": []}),
        "error": json.dumps({"ok": False, "error": {"code": "no_records"}}),
        # not the league's: no ok, an ok that is no truth value, games without players, players
        # without games, an error that is no object, no object at all, no JSON
        "no ok": json.dumps({"games": 1, "players": []}),
        "ok a number": json.dumps({"ok": 1, "games": 1, "players": []}),
        "no players": json.dumps({"ok": True, "games": 1}),
        "no games": json.dumps({"ok": True, "players": []}),
        "error text": json.dumps({"ok": False, "error": "no records"}),
        "a list": json.dumps([{"ok": True, "games": 1, "players": []}]),
        "broken": '{"ok": true, "games": 1, "players": [',
        "not utf-8": '{"ok": true, "games": 1, "players": [], "name": "\xe9"}',
    }
    said = {}
    for name, text in kinds.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(text.encode("latin-1" if name == "not utf-8" else "utf-8"))
        said[name] = season_own_kind(path)
    assert said == {
        "counted": "league_export",
        "bom": "league_export",
        "error": "league_export",
        "no ok": None,
        "ok a number": None,
        "no players": None,
        "no games": None,
        "error text": None,
        "a list": None,
        "broken": None,
        "not utf-8": None,
    }


def test_the_seasons_own_files_named_by_a_glob_are_told_by_their_kind(tmp_path: Path) -> None:
    """``mjgui league club/*`` names every file of the folder: a hidden file and a system's own
    file are passed over as the folder's reading passes them (a folder of such a name is not
    passed over here: the season says what it is); the aliases file and a copy of it by its
    name, in any case, are the aliases (a folder so named is not); a printed summary is the
    league's own; a record is a record whatever it holds; any other file is none of these."""
    files = {
        ".notes.txt": "a hidden note\n",
        "desktop.ini": "[.ShellClassInfo]\n",
        "THUMBS.DB": "",
        "mjgui-aliases.txt": "Boris = Borya\n",
        "MJGUI-Aliases (2).txt": "Boris = Borya\n",
        "summary.pdf": "%PDF-1.7\n",
        "table-1.mjgame": "%PDF-1.7\n",
        "notes.txt": "Aiko brings the tiles\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / ".git").mkdir()
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "mjgui-aliases.txt").mkdir()
    said = {name: season_own_kind(tmp_path / name) for name in (*files, ".git", "sub/mjgui-aliases.txt")}
    assert said == {
        ".notes.txt": "hidden_file",
        "desktop.ini": "system_file",
        "THUMBS.DB": "system_file",
        "mjgui-aliases.txt": "aliases_file",
        "MJGUI-Aliases (2).txt": "aliases_file",
        "summary.pdf": "league_export",
        "table-1.mjgame": None,
        "notes.txt": None,
        ".git": None,
        "sub/mjgui-aliases.txt": None,
    }


def test_an_export_never_replaces_an_aliases_file_by_another_name(tmp_path: Path) -> None:
    """A hard link to an aliases file, named as an export, is the aliases file: those of the
    folders read and those the season's walk met in the folders below (worked out when not
    given), or the ones given (the club window's, not looked for again)."""
    club = tmp_path / "club"
    (club / "night").mkdir(parents=True)
    (club / "night" / "t.mjgame").write_text(BASE, encoding="utf-8")
    (club / "night" / "mjgui-aliases.txt").write_text("Aiko = Aiko-chan\n", encoding="utf-8")
    season = load_season([club])
    assert season.aliases_files == (club / "night" / "mjgui-aliases.txt",)
    below = tmp_path / "below.csv"
    os.link(club / "night" / "mjgui-aliases.txt", below)
    error = export_refusal(below, season, [club])
    assert error is not None and error.code == "export_over_aliases"
    assert export_refusal(tmp_path / "league.csv", season, [club]) is None
    # given: those are the season's, whatever the folders
    (tmp_path / "elsewhere").mkdir()
    theirs = tmp_path / "elsewhere" / "mjgui-aliases.txt"
    theirs.write_text("Boris = Borya\n", encoding="utf-8")
    given = tmp_path / "given.csv"
    os.link(theirs, given)
    assert export_refusal(given, season, [club]) is None
    error = export_refusal(given, season, [club], aliases=(theirs,))
    assert error is not None and error.code == "export_over_aliases"
    # a file not there yet, named as an aliases file in any case: refused by its name
    named = tmp_path / "Mjgui-Aliases.TXT"
    error = export_refusal(named, season, [club])
    assert error is not None and error.code == "export_over_aliases"
    assert error.message() == (
        f"{named} is an aliases file, where a season keeps its players' spellings: an export never "
        "replaces it. Nothing was written; choose another name for the export."
    )


def test_an_empty_league_table_exports_the_four_player_columns() -> None:
    """No row and no table said (a folder with no record yet): the four-player head row, which
    reads back as an export; a three-player table says so."""
    empty = standings_csv([])
    assert read_csv(empty) == [list(STANDINGS_HEADER)]
    assert "fourth" in read_csv(empty)[0]
    assert read_csv(standings_csv([], seats=3)) == [[h for h in STANDINGS_HEADER if h != "fourth"]]
    assert reads_as_export(empty.encode("utf-8"))

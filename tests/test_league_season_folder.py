"""A season kept as ``season/night-NN/table-N.mjgame`` shared by the club's laptops: one aliases
file, the season's, whichever of its folders is read or merged in; the season's own files named
by a shell glob (``league club/*``); a game whose only finished record is a sync conflict copy;
a Windows ``desktop.ini`` named with the records."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.aliases import ALIASES_FILE, aliases_path, load_aliases, season_folder
from mjgui.core.league.season import load_season, log_given
from mjgui.leaguecli import league_command
from tests.conflictgame import BASE, COPY, OTHER_COPY
from tests.leaguegen import write_season

LOGS = Path(__file__).parent / "data" / "logs"


@pytest.fixture
def season(tmp_path: Path) -> Path:
    """Two evenings of four tables; night-21 spells Dasha "Dasha_K", which the season's aliases
    file, in the season's folder, merges."""
    root = tmp_path / "season"
    write_season(root, 8)
    for record in (root / "night-21").glob("*.mjgame"):
        record.write_text(record.read_text(encoding="utf-8").replace("Dasha", "Dasha_K"), encoding="utf-8")
    (root / ALIASES_FILE).write_text("Dasha_K = Dasha\n", encoding="utf-8")
    return root


def _names(club: ClubController) -> list[str]:
    return sorted(r.name for r in club.rows())


def test_a_nights_folder_reads_and_merges_into_the_seasons_aliases_file(season: Path) -> None:
    """The club window on season/night-21 did not read season/mjgui-aliases.txt (Dasha_K and
    Dasha were two players there, and in every export); a merge made there wrote
    night-21/mjgui-aliases.txt, which the season never read, and the tracker's Club results on a
    night-21 record then opened night-21 alone. The season's file is the one read and merged
    into, whichever of its folders is open."""
    night = season / "night-21"
    club = ClubController()
    club.open_folder(night)
    assert "Dasha" in _names(club) and "Dasha_K" not in _names(club)
    assert club.merge("Emil", "Emilio")
    assert not (night / ALIASES_FILE).exists()
    assert (season / ALIASES_FILE).read_text(encoding="utf-8") == "Dasha_K = Dasha\nemil = Emilio\n"
    assert club.view().notice == f"Emil is now counted as Emilio (saved in {season / ALIASES_FILE})."
    assert "Emilio" in _names(club) and "Emil" not in _names(club)
    club.open_season_of(night / "table-1.mjgame")
    assert club.folder == season
    assert "Emilio" in _names(club) and "Dasha_K" not in _names(club)
    assert club.view().alias_notes == ()
    out = io.StringIO()  # mjgui league on the night's folder: the season's aliases too
    assert league_command([str(night), "--json"], out) == 0
    assert "Dasha_K" not in [p["name"] for p in json.loads(out.getvalue())["players"]]


def test_club_results_from_a_nights_record_open_the_club_folder_opened_when_no_file_is_above_it(
    season: Path,
) -> None:
    """The club window opened on the season's folder with no aliases file of its own (the
    night's folder has one, nothing above): *Club results* on a night-21 record opened
    night-21 alone (4 games), on a night-20 record the whole season. The folder opened holds the
    record and every aliases file found: it is the one shown, whichever night the record is
    of, the night's file read with it; a merge made there writes the folder's own file."""
    (season / ALIASES_FILE).unlink()
    (season / "night-21" / ALIASES_FILE).write_text("Dasha_K = Dasha\n", encoding="utf-8")
    club = ClubController()
    club.open_folder(season)
    whole = [(r.name, r.games) for r in club.rows()]
    assert "Dasha_K" not in _names(club) and sum(games for _, games in whole) == 8 * 4
    for night in ("night-20", "night-21"):
        club.open_season_of(season / night / "table-1.mjgame", season)
        assert club.folder == season
        assert [(r.name, r.games) for r in club.rows()] == whole
    assert season_folder(season / "night-21" / "table-1.mjgame") == season / "night-21"  # opened elsewhere
    assert club.merge("Emil", "Emilio")
    assert (season / ALIASES_FILE).read_text(encoding="utf-8").endswith("emil = Emilio\n")
    assert (season / "night-21" / ALIASES_FILE).read_text(encoding="utf-8") == "Dasha_K = Dasha\n"
    club.open_season_of(season / "night-21" / "table-1.mjgame", season)
    assert club.folder == season and "Emilio" in _names(club) and "Dasha_K" not in _names(club)


def test_the_aliases_file_is_looked_for_no_higher_than_the_home_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An aliases file above the player's home folder (another user's, a shared drive's root) or
    in it (outside the synced folder) is never the season's: the walk up stops below the home
    folder."""
    home = tmp_path / "home"
    folder = home / "club" / "night-20"
    write_season(home / "club", 4)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    (tmp_path / ALIASES_FILE).write_text("Dasha = Somebody\n", encoding="utf-8")
    assert aliases_path(folder) == folder / ALIASES_FILE
    assert load_aliases(folder).names == {}
    (home / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")  # the home folder's
    assert load_aliases(folder).names == {}
    assert aliases_path(folder) == folder / ALIASES_FILE


def test_the_seasons_own_files_named_by_a_glob_are_passed_over_and_its_aliases_applied(season: Path) -> None:
    """README's ``league club/* --csv club/league.csv``: the aliases file, an earlier export and
    the league's JSON saved in the folder were listed as broken records (exit 1 every run), and
    the aliases were not applied (the CSV differed from the window's). They are passed over, the
    folder's aliases applied: the CSV is the folder's."""
    table, own = season / "league.csv", season.parent / "own.csv"
    assert league_command([str(season), "--csv", str(own)], io.StringIO()) == 0
    with (season / "season.json").open("w", encoding="utf-8") as saved:
        assert league_command([str(season), "--json"], saved) == 0
    (season / "summary.pdf").write_bytes(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n")
    for run in range(2):
        named = [str(p) for p in sorted(season.iterdir())]
        out = io.StringIO()
        assert league_command([*named, "--csv", str(table)], out) == 0, (run, out.getvalue())
        assert "skipped" not in out.getvalue() and "Dasha_K" not in out.getvalue()
        assert table.read_bytes() == own.read_bytes()
    out = io.StringIO()
    assert league_command([*named, "--lang", "ru", "--json"], out) == 0
    assert json.loads(out.getvalue())["skipped"] == []


def test_a_record_file_named_is_a_record_whatever_it_holds(season: Path) -> None:
    """Only the season's own files are passed over: a .mjgame that holds an export's text is a
    damaged record, listed (exit 1)."""
    own = season / "own.mjgame"
    assert league_command([str(season), "--csv", str(season.parent / "t.csv")], io.StringIO()) == 0
    own.write_bytes((season.parent / "t.csv").read_bytes())
    out = io.StringIO()
    assert league_command([str(own), str(season / "night-20" / "table-1.mjgame")], out) == 1
    assert "1 file skipped:" in out.getvalue()


@pytest.mark.parametrize(
    ("copy", "original"),
    [
        ("t (Boris's conflicted copy 2026-12-01).mjgame", "\n".join(BASE.splitlines()[:5]) + "\n"),
        ("t (conflicted copy 2026-12-01 120000).mjgame", BASE[:150]),
        ("t.sync-conflict-20261201-120000-ABCDEFG.mjgame", ""),
    ],
    ids=["early save", "cut mid-line", "empty"],
)
def test_a_game_whose_finished_record_is_only_its_conflict_copy_is_counted(
    tmp_path: Path, copy: str, original: str
) -> None:
    """The record an early save, a copy cut mid-line or empty, the whole game beside it as a sync
    conflict copy: the game was counted nowhere ("No finished game records were found"). The
    copy is counted, its note says why and which file to keep, naming the record from the season
    folder as the other notes do."""
    folder = tmp_path / "club"
    (folder / "night").mkdir(parents=True)
    (folder / "night" / "t.mjgame").write_text(original, encoding="utf-8")
    (folder / "night" / copy).write_text(BASE, encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == [copy]
    assert season.skipped == ()
    (note,) = season.apart
    assert note.message(within=folder) == (
        f"night/{copy} is counted: it is named as a sync conflict copy of night/t.mjgame, which holds "
        "only the beginning of its game (an earlier save, a copy cut short, or nothing at all). Keep "
        f"the finished one: delete night/t.mjgame, then rename night/{copy} to night/t.mjgame."
    )
    said = note.message("ru", within=folder)
    assert said.startswith(f"night/{copy} учтён: он назван копией")
    assert said.endswith(f"затем переименуйте night/{copy} в night/t.mjgame.")
    out = io.StringIO()
    assert league_command([str(folder)], out) == 0
    assert "1 game counted." in out.getvalue()
    # its own head: it is no game of its own, it is the record's game
    assert "1 conflict copy counted in place of its record:" in out.getvalue()
    assert "as a game of its own" not in out.getvalue()
    club = ClubController()
    club.open_folder(folder)
    view = club.view()
    assert (view.finished_head, view.apart_head, view.apart) == (
        "1 conflict copy counted in place of its record:",
        "",
        (),
    )
    assert view.finished == (note.message(within=folder),)
    assert "1 conflict copy counted in place of its record" in view.notes_count


def test_a_conflict_copy_of_another_beginning_is_still_not_counted(tmp_path: Path) -> None:
    """A record that is not the copy's beginning (its first hand written otherwise) is no early
    save of it: one of the two is wrong, neither is counted."""
    folder = tmp_path / "club"
    folder.mkdir()
    other = "\n".join(BASE.splitlines()[:3]) + "\nron Boris from Aiko mangan\n"
    (folder / "t.mjgame").write_text(other, encoding="utf-8")
    (folder / "t.sync-conflict-20261201-120000-ABCDEFG.mjgame").write_text(BASE, encoding="utf-8")
    season = load_season([folder])
    assert (season.games, season.apart, len(season.skipped)) == ((), (), 2)


def test_a_desktop_ini_named_with_the_records_is_no_game_log(tmp_path: Path) -> None:
    """``league *`` called Windows' desktop.ini (``[.ShellClassInfo]``: it starts as a JSON list
    does) "a game log ... use mjgui replay", which then refused it. Only text that reads as a
    log, or as one cut short, is a log (an INI file of another name is a file that does not
    read as a record)."""
    ini = tmp_path / "club.ini"
    ini.write_bytes(b"[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\SHELL32.dll,3\r\n")
    assert not log_given(ini)
    record = tmp_path / "t.mjgame"
    record.write_text(BASE, encoding="utf-8")
    out = io.StringIO()
    assert league_command([str(record), str(ini)], out) == 1
    assert "game log" not in out.getvalue()
    assert f"  {ini}: Line 1 ([.ShellClassInfo]):" in out.getvalue()
    cut = tmp_path / "cut.json"  # a tenhou.net/6 log cut short is still a log
    whole = (LOGS / "mjai-reviewer-double_ron.json").read_bytes()
    cut.write_bytes(whole[: len(whole) // 2])
    assert log_given(cut)
    cut.write_bytes(b'{"title": ["a"], "log": [[[0,0,0], "unterminated')
    assert log_given(cut)


def test_the_files_a_folders_reading_passes_over_are_passed_over_when_a_glob_names_them(
    tmp_path: Path,
) -> None:
    """``league club/*`` on a folder synced from Windows listed desktop.ini ("[.ShellClassInfo]
    is not a record command") and Thumbs.db ("ends in the middle of line 1") as skipped records,
    exit 1; the folder read passes them over. Named, they are passed over alike, said as little
    as the folder's reading says of them while records are counted (a club's every run would
    end with them); the JSON lists them."""
    folder = tmp_path / "club"
    write_season(folder, 4)
    (folder / "desktop.ini").write_bytes(b"[.ShellClassInfo]\r\nIconResource=C:\\x.dll,3\r\n")
    (folder / "Thumbs.db").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(64))
    (folder / "night-20" / "desktop.ini").write_bytes(b"[.ShellClassInfo]\r\n")
    (folder / ".DS_Store").write_bytes(b"\0\0\0\x01Bud1")
    whole = io.StringIO()
    assert league_command([str(folder)], whole) == 0
    for named in (sorted(folder.iterdir()), sorted((folder / "night-20").iterdir())):
        out = io.StringIO()
        assert league_command([str(p) for p in named], out) == 0, out.getvalue()
        assert "skipped" not in out.getvalue()
    out = io.StringIO()
    assert league_command([str(p) for p in sorted(folder.iterdir())], out) == 0
    assert out.getvalue() == whole.getvalue()
    out = io.StringIO()
    assert league_command([*(str(p) for p in sorted(folder.iterdir())), "--json"], out) == 0
    assert [p["file"] for p in json.loads(out.getvalue())["passed_over"]] == [
        str(folder / name) for name in (".DS_Store", "Thumbs.db", "desktop.ini")
    ]


def test_a_clubs_rerun_glob_says_no_passed_over_file_and_never_its_own_export(tmp_path: Path) -> None:
    """README's re-runnable ``league club/* --csv club/league.csv`` ended each run with "1 file
    named is no game record, not read: club/league.csv is a file mjgui writes…", naming the
    file that very run then saved. Records counted, nothing is said of the files passed over;
    none counted, they are said (why nothing was found), but never the run's own exports."""
    folder = tmp_path / "club"
    write_season(folder, 4)
    table, games = folder / "league.csv", folder / "games.csv"
    argv = ["--csv", str(table), "--games-csv", str(games)]
    (folder / "desktop.ini").write_bytes(b"[.ShellClassInfo]\r\n")
    for lang in ("en", "en", "ru"):
        out = io.StringIO()
        assert league_command([*(str(p) for p in sorted(folder.iterdir())), *argv, "--lang", lang], out) == 0
        assert "no game record" not in out.getvalue() and "не запись игры" not in out.getvalue()
    assert out.getvalue().endswith(f"Сохранено: {table}.\nСохранено: {games}.\n"), out.getvalue()
    ini = folder / "desktop.ini"
    out = io.StringIO()
    assert league_command([str(ini), str(table), str(games), *argv], out) == 0
    assert out.getvalue() == (
        "No finished game records were found.\n"
        f"1 file named is no game record, not read:\n  {ini} {SYSTEM_FILE}\n"
        f"Saved {table}.\nSaved {games}.\n"
    )


SYSTEM_FILE = (
    "is a file the system keeps in a folder (its icon, its thumbnails), not a game record: it is not read."
)


def test_a_file_named_that_is_passed_over_is_said(tmp_path: Path) -> None:
    """``mjgui league club/desktop.ini`` (or with a record) passed the file named over in
    silence: "No finished game records were found", as though no file had been named. A file
    named on the command line and not read is now said, in English and Russian, and in the
    JSON's ``passed_over``; the exit status is the one of the files read."""
    folder = tmp_path / "club"
    write_season(folder, 4)
    ini = folder / "desktop.ini"
    ini.write_bytes(b"[.ShellClassInfo]\r\nIconResource=C:\\x.ico,0\r\n")
    out = io.StringIO()
    assert league_command([str(ini)], out) == 0
    assert out.getvalue() == (
        "No finished game records were found.\n"
        f"1 file named is no game record, not read:\n  {ini} {SYSTEM_FILE}\n"
    )
    out = io.StringIO()
    assert league_command([str(ini), "--lang", "ru"], out) == 0
    assert out.getvalue().endswith(
        "1\u00a0названный файл — не запись игры, не прочитан:\n"
        f"  {ini} — файл, который система держит в папке (её значок, эскизы), а не запись игры: он не "
        "прочитан.\n"
    )
    record = next(folder.rglob("*.mjgame"))
    assert league_command([str(folder), "--csv", str(folder / "league.csv")], io.StringIO()) == 0
    out = io.StringIO()  # an earlier export named too (a glob's): said as the league's own
    assert league_command([str(record), str(ini), str(folder / "league.csv"), "--json"], out) == 0
    answer = json.loads(out.getvalue())
    assert answer["games"] == 1 and answer["skipped"] == []
    assert answer["passed_over"] == [
        {"file": str(ini), "code": "system_file", "message": f"{ini} {SYSTEM_FILE}"},
        {
            "file": str(folder / "league.csv"),
            "code": "league_export",
            "message": f"{folder / 'league.csv'} is a file mjgui writes (an exported table, the league's "
            "JSON, a printed summary), not a game record: it is not read.",
        },
    ]


@pytest.mark.parametrize("original", ["", "\n".join(BASE.splitlines()[:4]) + "\n"], ids=["empty", "early"])
@pytest.mark.parametrize("case", ["same", "shorter", "differ"])
def test_two_conflict_copies_of_one_unfinished_record(tmp_path: Path, original: str, case: str) -> None:
    """Two conflict copies of one empty or early record: the copy whose name sorts first was
    counted, the other said to be "a sync conflict copy of t.mjgame ... Keep the right one" (the
    empty record); two copies differing by a hand were never told apart. Alike: one counted, the
    other a duplicate; one the other's beginning: the longer counted; differing: neither
    counted, both named with the line they differ from, in one note (it was said twice, A and B
    then B and A, and the record, which it tells to delete, was listed again as a file that is no
    game)."""
    folder = tmp_path / "club"
    (folder / "night").mkdir(parents=True)
    (folder / "night" / "t.mjgame").write_text(original, encoding="utf-8")
    longer = BASE
    other = {
        "same": BASE,
        "shorter": "\n".join(BASE.splitlines()[:6]) + "\n",
        "differ": BASE.replace("ron Aiko from Boris haneman", "ron Aiko from Boris mangan"),
    }[case]
    (folder / "night" / COPY).write_text(other, encoding="utf-8")
    (folder / "night" / OTHER_COPY).write_text(longer, encoding="utf-8")
    season = load_season([folder])
    out = io.StringIO()
    status = league_command([str(folder)], out)
    said = out.getvalue()
    assert "sync conflict copy of t.mjgame: it is not counted" not in said
    if case == "differ":
        assert (season.games, season.apart) == ((), ())
        night = folder / "night"
        assert [(s.path, s.also) for s in season.skipped] == [
            (night / "t.mjgame", (night / OTHER_COPY, night / COPY))
        ]
        note = (
            f"night/{OTHER_COPY} and night/{COPY} are both named as sync conflict copies of "
            "night/t.mjgame, which holds only the beginning of their game, and they differ from line 8: "
            "neither is counted. Keep the right one: delete the other and night/t.mjgame, then rename "
            "the right one to night/t.mjgame."
        )
        assert season.skipped[0].message(within=folder) == note
        assert status != 0 and said.count("differ from line 8") == 1 and "not a game" not in said
        assert "3 files skipped:" in said
        out = io.StringIO()
        league_command([str(folder), "--json"], out)
        (skipped,) = json.loads(out.getvalue())["error"]["skipped"]
        assert (skipped["file"], skipped["code"]) == ("night/t.mjgame", "conflict_copies_differ")
        assert skipped["copies"] == [f"night/{OTHER_COPY}", f"night/{COPY}"]
        return
    assert [g.path.name for g in season.games] == [OTHER_COPY]
    assert [(a.path.name, a.code) for a in season.apart] == [(OTHER_COPY, "conflict_finished")]
    assert status == (0 if case == "same" else 1) and "1 game counted." in said  # a copy skipped: 1
    if case == "same":
        assert [(d.path.name, d.other.name) for d in season.duplicates] == [(COPY, OTHER_COPY)]
        assert season.skipped == ()
    else:
        assert season.duplicates == ()
        assert [(s.path.name, s.error.code) for s in season.skipped] == [(COPY, "early_copy")]


def test_three_conflict_copies_one_the_beginning_of_another_name_two_that_differ(tmp_path: Path) -> None:
    """Three conflict copies of an empty record: Boris's copy, Emil's (Boris's and one more
    line) and a third differing from line 8. The note said "Boris's copy and Emil's copy ...
    differ from line 8" (Boris's is the beginning of Emil's), twice over, and the record again.
    One note names the three, and two copies that do differ, with their line; in Russian too."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "t.mjgame").write_text("", encoding="utf-8")
    emil = "t (Emil's conflicted copy 2026-12-02).mjgame"
    (folder / OTHER_COPY).write_text(BASE, encoding="utf-8")
    (folder / emil).write_text(BASE + "# checked by Emil\n", encoding="utf-8")
    (folder / COPY).write_text(
        BASE.replace("ron Aiko from Boris haneman", "ron Aiko from Boris mangan"), encoding="utf-8"
    )
    season = load_season([folder])
    assert season.games == ()
    (note,) = season.skipped
    assert (note.path, note.also) == (
        folder / "t.mjgame",
        (folder / OTHER_COPY, folder / emil, folder / COPY),
    )
    assert note.message(within=folder) == (
        f"{OTHER_COPY}, {emil} and {COPY} are all named as sync conflict copies of t.mjgame, which "
        "holds only the beginning of their game, and they do not all hold the same game "
        f"({emil} and {COPY} differ from line 8): none is counted. Keep the right one: delete the "
        "others and t.mjgame, then rename the right one to t.mjgame."
    )
    assert note.message("ru", within=folder).startswith(
        f"{OTHER_COPY}, {emil} и {COPY} — все они названы копиями конфликта синхронизации файла t.mjgame"
    )
    out = io.StringIO()
    assert league_command([str(folder)], out) != 0
    said = out.getvalue()
    assert "4 files skipped:" in said and said.count("differ from line") == 1 and "not a game" not in said

"""Two records of one game that differ by a few lines are one game, and the league says so.

A player's copy saved in the middle of the game and the full record, or a copy from a sync tool
with one hand corrected: the same day, the same players in the same seats, and the hands of the
shorter the first hands of the other, or most hands alike. The league counted both, and each
player's totals came out inflated, without a word. Now one is counted (the one with more hands,
then the one saved last) and the other is listed among the skipped files, both named, in
``mjgui league`` (text and JSON, exit status 1 as for every file left out) and the club window.

The games are real: a three-player record of tests/data/sanma-records and a four-player one saved
from a real log of tests/data/logs.
"""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.season import load_season
from mjgui.core.league.standings import standings
from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import game_record
from mjgui.leaguecli import league_command

DATA = Path(__file__).parent / "data"
SANMA = (DATA / "sanma-records" / "dnovikoff-sanma2.mjgame").read_text(encoding="utf-8")
FOUR = game_record(read_log_file(DATA / "logs" / "mjx-double-ron-honba.mjlog"))

# each record: the line a copy corrects, how, and where a player's copy saved early stops: the
# lines before the comment of that hand, the round it stops at and its whole hands (a double ron
# is one hand)
REAL = {
    "three players": (SANMA, "tsumo Aiko 3 30", "tsumo Aiko 4 30", "# E2-2", "E2", 3, 6),
    "four players": (
        FOUR,
        "ron けんたろうさぎ from きみどりん 2 30",
        "ron けんたろうさぎ from きみどりん 3 30",
        "# E4-0",
        "E4",
        4,
        9,
    ),
}


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command(argv, out)
    return status, out.getvalue()


def _rows(season: object) -> list[tuple[str, int, int, tuple[int, ...]]]:
    return [(r.name, r.games, r.total, r.places) for r in standings(season)]  # type: ignore[arg-type]


def _saved(path: Path, text: str, at: float) -> Path:
    path.write_text(text, encoding="utf-8")
    os.utime(path, (at, at))
    return path


def _night(tmp_path: Path, which: str) -> tuple[Path, Path, Path, Path]:
    """A night's folder: the record, a copy with one hand corrected (saved last) and a player's
    copy saved early (before both)."""
    text, line, corrected, cut, *_ = REAL[which]
    assert line + "\n" in text
    folder = tmp_path / "night-1"
    folder.mkdir()
    at = 1_790_000_000.0
    full = _saved(folder / "table-1.mjgame", text, at)
    copy = _saved(folder / "table-1 (Boris's laptop).mjgame", text.replace(line, corrected), at + 60)
    early = _saved(folder / "aiko-phone.mjgame", text[: text.index(cut + "\n")], at - 3600)
    return folder, full, copy, early


@pytest.mark.parametrize("which", sorted(REAL))
def test_a_corrected_copy_and_an_early_save_of_a_game_count_it_once(tmp_path: Path, which: str) -> None:
    folder, full, copy, early = _night(tmp_path, which)
    *_, stops, first, hands = REAL[which]
    alone = load_season([copy])
    assert len(alone.games) == 1  # alone, the corrected copy is a finished game
    assert len(alone.games[0].hands) == hands
    assert [s.error.code for s in load_season([early]).skipped] == ["unfinished"]
    season = load_season([folder])
    # the copy saved last is counted, and nobody's totals are doubled
    assert [g.path for g in season.games] == [copy]
    assert _rows(season) == _rows(alone)
    said = {
        # the real records have no # date line: their days are their files', said so
        full: f"{full} looks like a copy of the game in {copy}: the same players in the same seats, "
        f"neither with a readable # date, {hands - 1} of {hands} hands alike. It is not counted; "
        f"{copy} is. Keep the right one of the two and delete the other. {copy} counts as saved "
        "last (its file's time, which a sync or a restore can change).",
        early: f"{early} stops at {stops}, and its {first} hands are the first {first} hands of "
        f"{copy} (the same players in the same seats, neither with a readable # date): "
        f"it looks like a copy of that game saved before its end. It is not counted; {copy} is.",
    }
    assert {s.path: s.message() for s in season.skipped} == said
    assert {s.path: s.other for s in season.skipped} == {full: copy, early: copy}
    assert not season.duplicates


def test_the_record_with_more_hands_is_counted_then_the_one_saved_last(tmp_path: Path) -> None:
    """A copy that lacks a hand (a dealer's tenpai draw, E2-2) is an earlier save: the record
    with the hand is counted even when the other was saved later. Of two with as many hands,
    the one saved last (the correction) is counted, whichever it is."""
    longer = SANMA.replace("# E2-2\n", "# E2-2\ndraw tenpai Boris\n# E2-3\n")
    folder = tmp_path / "night"
    folder.mkdir()
    at = 1_790_000_000.0
    full = _saved(folder / "b-full.mjgame", longer, at)
    short = _saved(folder / "a-short.mjgame", SANMA, at + 60)
    assert len(load_season([full]).games) == 1  # a finished game, one hand more
    season = load_season([folder])
    assert [g.path for g in season.games] == [full]
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(short, "near_copy", full)]
    assert "6 of 7 hands alike" in season.skipped[0].message()
    # as many hands: the last saved
    corrected = SANMA.replace("tsumo Aiko 3 30", "tsumo Aiko 4 30")
    for first, second in (("a.mjgame", "b.mjgame"), ("b.mjgame", "a.mjgame")):
        night = tmp_path / f"night-{first}"
        night.mkdir()
        _saved(night / first, SANMA, at)
        last = _saved(night / second, corrected, at + 60)
        assert [g.path for g in load_season([night]).games] == [last]


def test_games_of_one_sitting_that_are_not_copies_are_all_counted(tmp_path: Path) -> None:
    """The sixteen real three-player games of tests/data share their players, seats and (no)
    date, and agree on a quarter of their hands at most: sixteen games. The same lines on
    another day are another evening's game."""
    season = load_season([DATA / "sanma-records"])
    assert len(season.games) == 16 and not season.skipped
    folder = tmp_path / "two-days"
    folder.mkdir()
    (folder / "a.mjgame").write_text("# date 2026-11-20\n" + SANMA, encoding="utf-8")
    corrected = SANMA.replace("tsumo Aiko 3 30", "tsumo Aiko 4 30")
    (folder / "b.mjgame").write_text("# date 2026-11-27\n" + corrected, encoding="utf-8")
    assert len(load_season([folder]).games) == 2


def test_a_copy_of_a_copy_left_out_is_left_out_with_it(tmp_path: Path) -> None:
    """The same record as a near copy, under another name: not counted either, and not called a
    repeat of a game counted (it is not one)."""
    folder, full, copy, _ = _night(tmp_path, "three players")
    again = folder / "table-1 again.mjgame"
    again.write_text(full.read_text(encoding="utf-8").replace("\n", "\r\n"), encoding="utf-8")
    season = load_season([folder])
    assert [g.path for g in season.games] == [copy]
    assert {s.path: s.error.code for s in season.skipped if s.other == copy} == {
        full: "near_copy",
        again: "near_copy",
        folder / "aiko-phone.mjgame": "early_copy",
    }
    assert not season.duplicates


def test_the_command_names_both_files_and_says_not_every_record_was_counted(tmp_path: Path) -> None:
    folder, full, copy, early = _night(tmp_path, "three players")
    status, out = _run([str(folder)])
    assert status == 1  # files left out: as for every record skipped
    assert "1 game counted." in out and "2 files skipped:\n" in out
    assert f"  {full} looks like a copy of the game in {copy}: the same players" in out
    assert f"  {early} stops at E2, and its 3 hands are the first 3 hands of {copy}" in out
    status, out = _run([str(folder), "--json"])
    data = json.loads(out)
    assert status == 1 and data["games"] == 1
    assert [(s["file"], s.get("copy_of")) for s in data["skipped"]] == [
        ("aiko-phone.mjgame", "table-1 (Boris's laptop).mjgame"),
        ("table-1.mjgame", "table-1 (Boris's laptop).mjgame"),
    ]
    assert data["skipped"][1]["error"].startswith(f"{full} looks like a copy of the game in {copy}")
    status, out = _run([str(folder), "--lang", "ru"])
    assert status == 1
    assert (
        f"  {full} похож на копию игры из файла {copy}: те же игроки на тех же местах, ни в одном нет "
        f"читаемой строки # date, совпадающих раздач — 5 из 6. Он не учитывается, учитывается {copy}. "
        f"Оставьте верный из двух файлов, а другой удалите. {copy} учитывается как сохранённый "
        "последним" in out
    )
    assert f"  {early} обрывается на В2, а 3\u00a0раздачи в нём те же, что в начале {copy}" in out


def test_the_club_view_lists_the_copies_among_the_files_skipped(tmp_path: Path) -> None:
    folder, _, copy, _ = _night(tmp_path, "four players")
    club = ClubController()
    club.open_folder(folder)
    view = club.view()
    assert view.summary == f"1 game in {folder}"
    assert view.skipped_head == "2 files skipped:"
    # the files named from the season's folder, as the statistics name them: the full path said
    # three times took 8 lines at 1024 px (the command line's text keeps the paths as given)
    assert [line.split(" looks like")[0].split(" stops at")[0] for line in view.skipped] == [
        "aiko-phone.mjgame",
        "table-1.mjgame",
    ]
    assert all(f"It is not counted; {copy.name} is." in line for line in view.skipped)
    assert not any(str(folder) in line for line in view.skipped)
    assert view.notes_count == "2 files skipped" and view.notes_warn


def test_every_file_skipped_or_repeated_is_named_from_the_season_folder_when_asked(tmp_path: Path) -> None:
    """The club window names a season's files from its folder (``within``): a copy, a damaged
    record in a subfolder (a storage error) and a duplicate; the folder itself, and a file
    outside it, keep their path. The command line's text (no ``within``) keeps the paths."""
    folder, _, copy, _ = _night(tmp_path, "four players")
    sub = folder / "night-2"
    sub.mkdir()
    (sub / "damaged.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\n\x00\n")
    (sub / "same.mjgame").write_bytes(copy.read_bytes())
    season = load_season([folder])
    named = {s.path.name: s.message("en", within=folder) for s in season.skipped}
    assert named["damaged.mjgame"].startswith("night-2/damaged.mjgame, line 2: the file contains binary")
    assert named["table-1.mjgame"].startswith(f"table-1.mjgame looks like a copy of the game in {copy.name}:")
    assert named["aiko-phone.mjgame"].startswith("aiko-phone.mjgame stops at ")
    assert all(str(folder) in s.message("en") for s in season.skipped)
    [duplicate] = season.duplicates
    assert duplicate.message("ru", within=folder).startswith("night-2/same.mjgame ")
    assert copy.name in duplicate.message("ru", within=folder) and str(folder) not in duplicate.message(
        "ru", within=folder
    )
    # the folder itself is named as it is, not as "." (a season folder that cannot be read)
    from mjgui.core.league.files import in_folder

    assert in_folder(folder, folder) == str(folder) and in_folder(tmp_path / "x.mjgame", folder) == str(
        tmp_path / "x.mjgame"
    )


# Short games of one table, no # date line in any (the days are their files'): three noten draws
# or fewer, then a yakuman that takes Boris's points. Every one another game: the club counted
# one of the first three and called the others its copies ("2 of 3 hands alike").
SHORT = {
    "n1.mjgame": "players Aiko Boris Chen Dasha\ndraw\ndraw\nron Chen from Boris yakuman\n",
    "n2.mjgame": "players Aiko Boris Chen Dasha\ndraw\ndraw\nron Dasha from Boris yakuman\n",
    "n3.mjgame": "players Aiko Boris Chen Dasha\ndraw\nron Chen from Boris yakuman\n",
    # a whole game (four hands) alike but in the last hand, the others draws every game has
    "n4.mjgame": "players Aiko Boris Chen Dasha\ndraw\ndraw\ndraw\nron Chen from Boris yakuman\n",
    "n5.mjgame": "players Aiko Boris Chen Dasha\ndraw\ndraw\ndraw\nron Dasha from Boris yakuman\n",
}


def test_short_games_of_one_table_without_dates_all_count_and_only_true_copies_once(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    at = 1_790_000_000.0
    for i, (name, text) in enumerate(SHORT.items()):
        _saved(folder / name, text, at + 60 * i)
    alone = {name: load_season([folder / name]) for name in SHORT}
    assert all(len(s.games) == 1 and not s.skipped for s in alone.values())
    season = load_season([folder])
    assert sorted(g.path.name for g in season.games) == sorted(SHORT)
    assert not season.skipped and not season.duplicates
    # the league table: each player's five games, the totals of the five games read alone
    totals: dict[str, int] = {}
    for one in alone.values():
        for row in standings(one):
            totals[row.name] = totals.get(row.name, 0) + row.total
    assert {r.name: (r.games, r.total) for r in standings(season)} == {n: (5, t) for n, t in totals.items()}
    # the window's CSV export has them too
    club = ClubController()
    club.open_folder(folder)
    csv_path = tmp_path / "table.csv"
    assert club.export_csv(csv_path)
    rows = list(csv.reader(io.StringIO(csv_path.read_text(encoding="utf-8-sig"))))
    games_column = rows[0].index("games")
    assert sorted(row[games_column] for row in rows[1:]) == ["5"] * 4

    # true copies count once, each said so: the same game saved again (Windows line endings, a
    # byte order mark), and a save of n1 before its end (its first two hands)
    copy = _saved(folder / "n1 (1).mjgame", "\ufeff" + SHORT["n1.mjgame"].replace("\n", "\r\n"), at + 600)
    early = _saved(folder / "aiko-phone.mjgame", "players Aiko Boris Chen Dasha\ndraw\ndraw\ndraw\n", at - 60)
    season = load_season([folder])
    assert sorted(g.path.name for g in season.games) == sorted(SHORT)
    said = [(d.path, d.other, d.code) for d in season.duplicates]
    assert said == [(copy, folder / "n1.mjgame", "same_game")]
    assert season.duplicates[0].message() == (
        f"{copy} holds the same game as {folder / 'n1.mjgame'}; the game is counted once."
    )
    [skipped] = season.skipped
    assert skipped.path == early and skipped.error.code == "early_copy"
    assert skipped.message().startswith(f"{early} stops at ")
    assert "It is not counted;" in skipped.message()
    assert {r.name: r.games for r in standings(season)} == dict.fromkeys(totals, 5)


# A short game (three hands, a yakuman ending it) and the copy a player saved with its first hand
# corrected (3 han → 4 han): one game. The club counted both, the four players' games doubled,
# with no word of a copy.
SHORT_DATED = (
    "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\n"
    "ron Chen from Boris 3 40\nron Dasha from Boris mangan\nron Chen from Boris yakuman\n"
)


@pytest.mark.parametrize("dated", [True, False])
def test_a_short_games_copy_with_a_hand_corrected_is_counted_once_and_said_so(
    tmp_path: Path, dated: bool
) -> None:
    text = SHORT_DATED if dated else SHORT_DATED.split("\n", 1)[1]
    folder = tmp_path / "club"
    folder.mkdir()
    at = 1_790_000_000.0
    full = _saved(folder / "table-1.mjgame", text, at)
    fixed = _saved(folder / "table-1 (1).mjgame", text.replace("Boris 3 40", "Boris 4 40"), at + 60)
    season = load_season([folder])
    assert [g.path for g in season.games] == [full]  # the one not named as a copy
    [skipped] = season.skipped
    assert (skipped.path, skipped.other, skipped.error.code) == (fixed, full, "near_copy")
    assert "2 of 3 hands alike" in skipped.message()
    players = ["Aiko", "Boris", "Chen", "Dasha"]
    assert {r.name: r.games for r in standings(season)} == dict.fromkeys(players, 1)
    # the short games of one table that differ in more than one telling hand still count apart
    other = text.replace("Boris 3 40", "Aiko 3 40").replace("Dasha from", "Chen from")
    _saved(folder / "table-2.mjgame", other, at)
    assert sorted(g.path.name for g in load_season([folder]).games) == ["table-1.mjgame", "table-2.mjgame"]


# -- a copy with a name and a hand corrected, under a name no sync tool is known to give ----------

EVENING = (
    "# date 2026-11-20\n"
    "rules seed east_only=on\n"
    "players Emil Chen Fedya Dasha\n"
    "ron Emil from Chen mangan\n"
    "tsumo Chen 3 40\n"
    "riichi Fedya\n"
    "draw tenpai Fedya\n"
    "ron Emil from Fedya 3 40\n"
    "draw tenpai Emil,Chen\n"
)
CORRECTED = EVENING.replace("Fedya", "Fedor").replace("tsumo Chen 3 40", "tsumo Chen 3 30")


def _games_of(season: object) -> dict[str, int]:
    return {r.name: r.games for r in standings(season)}  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name",
    [
        "table-1-LAPTOP-BORIS.mjgame",  # OneDrive keeps both versions so
        "table-1 (in Konflikt stehende Kopie von Boris 2026-11-20).mjgame",  # a tool in another language
        "evening copied by hand.mjgame",
    ],
)
def test_a_copy_with_a_name_and_a_hand_corrected_is_not_counted_twice(tmp_path: Path, name: str) -> None:
    record = tmp_path / "table-1.mjgame"
    record.write_text(EVENING, encoding="utf-8")
    copy = tmp_path / name
    copy.write_text(CORRECTED, encoding="utf-8")
    os.utime(record, (1_700_000_000, 1_700_000_000))
    os.utime(copy, (1_700_000_100, 1_700_000_100))  # the correction, saved last
    season = load_season([tmp_path])
    assert [g.path for g in season.games] == [copy]
    [note] = season.skipped
    assert (note.path, note.error.code, note.other) == (record, "renamed_copy", copy)
    assert note.message("en", within=tmp_path) == (
        f"table-1.mjgame looks like a copy of the game in {name}: the same day, the same players in "
        f"the same seats but Fedya in it (Fedor in {name}), 4 of 5 hands alike. It is not counted; "
        f"{name} is. Keep the right one of the two and delete the other. {name} counts as saved "
        "last (its file's time, which a sync or a restore can change)."
    )
    assert note.message("ru", within=tmp_path).startswith("table-1.mjgame похож")
    assert _games_of(season) == {"Emil": 1, "Chen": 1, "Fedor": 1, "Dasha": 1}
    out = io.StringIO()
    assert league_command([str(tmp_path)], out) == 1  # a file skipped: not "every record counted"
    assert "1 game counted." in out.getvalue() and "looks like a copy of the game in" in out.getvalue()


def test_an_undated_copy_with_a_name_and_a_hand_corrected_is_not_counted_twice(tmp_path: Path) -> None:
    """Records without a ``# date`` line (an older or hand-written one) were left out of the
    rule: the OneDrive copy with Fedya written Fedor and a hand corrected counted as a second
    game, without a word (exit status 0), though the same copy with the names unchanged was
    caught as a near copy. Undated, both grouped alike: by their rules and players, the hands
    telling (its own sentence, as the near copy's: neither with a readable # date)."""
    record = tmp_path / "table-1.mjgame"
    record.write_text(EVENING.replace("# date 2026-11-20\n", ""), encoding="utf-8")
    name = "table-1-LAPTOP-BORIS.mjgame"
    copy = tmp_path / name
    copy.write_text(CORRECTED.replace("# date 2026-11-20\n", ""), encoding="utf-8")
    os.utime(record, (1_700_000_000, 1_700_000_000))
    os.utime(copy, (1_700_000_100, 1_700_000_100))  # the correction, saved last
    season = load_season([tmp_path])
    assert [g.path for g in season.games] == [copy]
    [note] = season.skipped
    assert (note.path, note.error.code, note.other) == (record, "renamed_copy", copy)
    assert note.message("en", within=tmp_path) == (
        f"table-1.mjgame looks like a copy of the game in {name}: the same players in the same "
        f"seats but Fedya in it (Fedor in {name}), neither with a readable # date, 4 of 5 hands "
        f"alike. It is not counted; {name} is. Keep the right one of the two and delete the other. "
        f"{name} counts as saved last (its file's time, which a sync or a restore can change)."
    )
    assert note.message("ru", within=tmp_path).startswith(
        f"table-1.mjgame похож на копию игры из файла {name}: те же игроки на тех же местах, кроме "
        f"имён (Fedya в нём, Fedor в файле {name}), ни в одном нет читаемой строки # date, "
        "совпадающих раздач — 4 из 5."
    )
    assert _games_of(season) == {"Emil": 1, "Chen": 1, "Fedor": 1, "Dasha": 1}
    out = io.StringIO()
    assert league_command([str(tmp_path)], out) == 1  # a file skipped: not "every record counted"
    assert "1 game counted." in out.getvalue() and "neither with a readable # date" in out.getvalue()


def test_a_game_of_another_evening_with_a_player_of_its_own_is_counted(tmp_path: Path) -> None:
    (tmp_path / "table-1.mjgame").write_text(EVENING, encoding="utf-8")
    other = CORRECTED.replace("2026-11-20", "2026-11-27")  # another day: another game
    (tmp_path / "table-1-LAPTOP-BORIS.mjgame").write_text(other, encoding="utf-8")
    season = load_season([tmp_path])
    assert len(season.games) == 2 and not season.skipped


def test_a_conflict_copy_named_in_another_unicode_form_is_known_as_one(tmp_path: Path) -> None:
    import unicodedata

    stem = "Стол-Пётр"
    record = tmp_path / (unicodedata.normalize("NFC", stem) + ".mjgame")
    record.write_text(EVENING, encoding="utf-8")
    name = unicodedata.normalize("NFD", stem) + ".sync-conflict-20261120-231502-ABCDEF1.mjgame"
    assert unicodedata.normalize("NFD", stem) != unicodedata.normalize("NFC", stem)
    copy = tmp_path / name
    copy.write_text(
        EVENING.replace("ron Emil from Chen mangan", "ron Emil from Dasha mangan"), encoding="utf-8"
    )
    season = load_season([tmp_path])
    assert [g.path for g in season.games] == [record]
    assert [(s.path, s.error.code) for s in season.skipped] == [(copy, "sync_conflict")]

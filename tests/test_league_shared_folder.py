"""A club's season folder on a synced drive: copies of one game, and records still being copied.

An audit of a season kept on Dropbox/Syncthing found two ways to count what was not played:

* a copy of a game under another name (``table-3 (1).mjgame`` beside ``table-3.mjgame``) with a
  player's name corrected, or its ``# date`` line corrected or gone, every hand the same seat by
  seat, was counted as a second game, without a word: the near copies were looked for only
  among the records of one date and the same players;
* a record caught while the sync tool was still writing it, its last line cut (``draw tenpai
  Emil`` of ``draw tenpai Emil,aiko,Boris``), read as a finished game with other scores.

Now a record whose hands are all those of a game counted is left out, named with that game and
what differs (the names, the date, the rules), in the league (text and JSON) and the club
window; and a record that ends in the middle of a line is not counted until it is whole, with a
note, while the tracker opens such a file (typed in an editor, without its last line break) as
it is.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import io
import json
import os
import re
import shutil
from pathlib import Path

import pytest

from mjgui.controller.game.club import TABLE_COLUMNS, ClubController
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.league import season as season_module
from mjgui.core.league.aliases import load_aliases
from mjgui.core.league.files import copy_original
from mjgui.core.league.season import load_season, read_game
from mjgui.core.league.standings import standings
from mjgui.leaguecli import league_command
from tests.leaguegen import write_season

AT = 1_790_000_000.0
TABLES = 12


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command(argv, out)
    return status, out.getvalue()


def _rows(season: object) -> list[tuple[str, int, int, tuple[int, ...]]]:
    return [(r.name, r.games, r.total, r.places) for r in standings(season)]  # type: ignore[arg-type]


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """Three evenings of four tables, each file saved at AT."""
    root = tmp_path / "club"
    write_season(root, TABLES)
    for path in root.rglob("*.mjgame"):
        os.utime(path, (AT, AT))
    return root


def _players(text: str) -> list[str]:
    return next(line for line in text.splitlines() if line.startswith("players ")).split()[1:]


def _renamed(text: str, name: str, new: str) -> str:
    """The record with one player's name written otherwise in every line (a name corrected)."""
    return re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", new, text)


def _copy(path: Path, name: str, text: str, at: float = AT + 600) -> Path:
    copy = path.with_name(name)
    copy.write_text(text, encoding="utf-8")
    os.utime(copy, (at, at))
    return copy


# -- a copy of one game, with its names or its date written otherwise ---------------------------


def test_a_numbered_copy_with_a_name_corrected_is_left_out_and_said(club: Path) -> None:
    original = club / "night-20" / "table-3.mjgame"
    text = original.read_text(encoding="utf-8")
    before = load_season([club])
    name = _players(text)[2]
    copy = _copy(original, "table-3 (1).mjgame", _renamed(text, name, name + "_K"))
    assert len(load_season([copy]).games) == 1  # alone, a finished game
    season = load_season([club])
    assert [g.path for g in season.games] == [g.path for g in before.games]
    assert _rows(season) == _rows(before)  # nobody's totals doubled
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(copy, "same_hands", original)]
    (note,) = season.skipped
    assert note.message("en", within=club) == (
        "night-20/table-3 (1).mjgame has every hand of night-20/table-3.mjgame, seat by seat and "
        f"in the same order, but the names differ ({name}_K in it, {name} in "
        "night-20/table-3.mjgame): it looks like a copy of that game, and it is not counted. Keep "
        "the right one of the two and delete the other."
    )
    assert note.message("ru", within=club) == (
        "night-20/table-3 (1).mjgame повторяет все раздачи файла night-20/table-3.mjgame, место в "
        f"место и в том же порядке, но различаются имена ({name}_K в нём, {name} в файле "
        "night-20/table-3.mjgame): похоже, это копия той же игры, и он не учитывается. Оставьте "
        "верный из двух файлов, а другой удалите."
    )
    # the league says it and that not every file was counted; the club window lists it
    status, out = _run([str(club)])
    assert status == 1 and f"{TABLES} games counted." in out
    assert "1 file skipped:" in out and f"{copy} has every hand of {original}" in out
    data = json.loads(_run([str(club), "--json"])[1])
    assert data["games"] == TABLES and [s["file"] for s in data["skipped"]] == ["night-20/table-3 (1).mjgame"]
    window = ClubController("ru")
    window.open_folder(club)
    view = window.view()
    assert view.skipped == (note.message("ru", within=club),)
    assert view.summary.startswith(f"{TABLES}\u00a0игр") and view.notes_warn


@pytest.mark.parametrize(
    ("change", "said"),
    [
        pytest.param(
            lambda t: t.replace("# date 2026-11-20\n", ""),
            "it has no # date line (night-20/table-3.mjgame has 2026-11-20)",
            id="date line gone",
        ),
        pytest.param(
            lambda t: t.replace("# date 2026-11-20", "# date 2026-11-21"),
            "the # date lines differ (2026-11-21 in it, 2026-11-20 in night-20/table-3.mjgame)",
            id="date corrected",
        ),
        pytest.param(
            lambda t: t.replace("# date 2026-11-20", "# date 2026-11-21").replace(
                _players(t)[1], _players(t)[1] + "_K"
            ),
            "the names differ ({name}_K in it, {name} in night-20/table-3.mjgame) and the # date lines "
            "differ (2026-11-21 in it, 2026-11-20 in night-20/table-3.mjgame)",
            id="date and a name corrected",
        ),
    ],
)
def test_a_copy_with_its_date_line_corrected_or_gone_is_left_out_and_said(
    club: Path, change: object, said: str
) -> None:
    original = club / "night-20" / "table-3.mjgame"
    text = original.read_text(encoding="utf-8")
    copy = _copy(original, "table-3 (1).mjgame", change(text))  # type: ignore[operator]
    season = load_season([club])
    assert len(season.games) == TABLES and original in {g.path for g in season.games}
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(copy, "same_hands", original)]
    assert text.startswith("# date 2026-11-20\nrules ema\n")  # the game the cases change
    said = said.format(name=_players(text)[1])
    assert f"but {said}: it looks like" in season.skipped[0].message("en", within=club)


def test_a_long_games_copy_with_its_rules_line_corrected_is_one_game_said_so(club: Path) -> None:
    """A whole game's records with the same hands, seat by seat, under other rules (a copy with
    its rules line corrected, its date too, or not) are copies of one game: one counted, the
    other named with what differs, the rules said in both languages."""
    original = club / "night-20" / "table-3.mjgame"
    text = original.read_text(encoding="utf-8")
    other_rules = text.replace("rules ema\n", "rules ema uma=20,10,-10,-20\n")
    copy = _copy(
        original, "table-3 (1).mjgame", other_rules.replace("# date 2026-11-20", "# date 2026-11-21")
    )
    assert read_game(copy).rules != read_game(original).rules
    for dates in (
        "the # date lines differ (2026-11-21 in it, 2026-11-20 in night-20/table-3.mjgame) and ",
        "",
    ):
        season = load_season([club])
        assert len(season.games) == TABLES and original in {g.path for g in season.games}
        assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(copy, "same_hands", original)]
        said = "the rules differ (ema uma=20,10,-10,-20 in it, ema in night-20/table-3.mjgame)"
        assert f"but {dates}{said}: it looks like" in season.skipped[0].message("en", within=club)
        ru = "различаются правила (ema uma=20,10,-10,-20 в нём, ema в файле night-20/table-3.mjgame)"
        assert ru in season.skipped[0].message("ru", within=club)
        copy.write_text(other_rules, encoding="utf-8")  # the same day and players


def test_of_copies_of_one_game_the_file_not_named_as_a_copy_is_counted_else_the_one_saved_last(
    club: Path,
) -> None:
    """A numbered, a file manager's or a conflict copy saved after the record it copies, or at
    its very time (Windows Explorer and the Finder keep it), is still the copy; of two records
    neither named as a copy, the one saved last is counted (a correction is saved after the
    record it corrects), as of two near copies."""
    original = club / "night-21" / "table-1.mjgame"
    text = original.read_text(encoding="utf-8")
    name = _players(text)[0]
    fixed = _renamed(text, name, "Zoe")
    made = original.stat().st_mtime
    for copy_name, at in (
        ("table-1 (2).mjgame", AT + 3600),
        ("table-1 - Copy.mjgame", made),
        ("table-1 - Copy (2).mjgame", AT + 60),
        ("table-1 copy.mjgame", made),
        ("table-1 copy 2.mjgame", AT + 60),
        ("table-1 - копия.mjgame", made),
        ("table-1 (2) - Copy.mjgame", AT + 60),
    ):
        copy = _copy(original, copy_name, fixed, at)
        season = load_season([club])
        assert [(s.path, s.other) for s in season.skipped] == [(copy, original)], copy_name
        copy.unlink()
    earlier = _copy(original, "table-1-zoe.mjgame", fixed.replace("Zoe", "Zoya"), AT - 60)
    later = _copy(original, "table-1-fixed.mjgame", fixed, AT + 60)
    season = load_season([club])
    assert {s.path: s.other for s in season.skipped} == {earlier: later, original: later}
    assert later in {g.path for g in season.games}
    # a near copy follows the same rule: the file not named as a copy, else the one saved last
    earlier.unlink()
    later.unlink()
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if re.match(r"(ron|tsumo) .* (2|3) (30|40)\n", line))
    lines[at] = re.sub(r" (2|3) (30|40)\n", lambda m: f" {5 - int(m[1])} {m[2]}\n", lines[at])
    hand = _copy(original, "table-1 - Copy.mjgame", "".join(lines), AT + 60)
    season = load_season([club])
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(hand, "near_copy", original)]
    hand = hand.rename(hand.with_name("table-1 fixed.mjgame"))
    season = load_season([club])
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(original, "near_copy", hand)]


def test_the_names_a_file_manager_or_a_download_gives_a_copy_are_known() -> None:
    copies = {
        "table-1 (2).mjgame": "table-1.mjgame",
        "table-1 (2) (1).mjgame": "table-1.mjgame",
        "table-1 - Copy.mjgame": "table-1.mjgame",
        "table-1 - copy (3).mjgame": "table-1.mjgame",
        "table-1 - Копия.mjgame": "table-1.mjgame",
        "table-1 copy.mjgame": "table-1.mjgame",
        "table-1 copy 2.mjgame": "table-1.mjgame",
        "table-1 копия 2.mjgame": "table-1.mjgame",
        "table-1 copy - Copy.mjgame": "table-1.mjgame",
        "mjgui-aliases (1).txt": "mjgui-aliases.txt",
        "mjgui-aliases - Copy.txt": "mjgui-aliases.txt",
        "t.sync-conflict-20261201-123456-ABCDEF1.mjgame": "t.mjgame",
    }
    for name, original in copies.items():
        assert copy_original(Path("n") / name) == Path("n") / original, name
    for name in (
        "table-1.mjgame",
        "table (x).mjgame",
        " (1).mjgame",
        "table-1(1).mjgame",
        "copy.mjgame",
        " copy.mjgame",
        "table-1 copycat.mjgame",
        "table-1-copy.mjgame",
        "table-1 copy 2b.mjgame",
        "table-1 - Copy 2.mjgame",
    ):
        assert copy_original(Path(name)) is None, name


def test_a_copy_with_a_name_corrected_and_another_with_a_hand_corrected_count_one_game(club: Path) -> None:
    """Two copies of one record: one with a name corrected (its hands all the record's), one
    with a hand corrected (its day and players the record's). One game is counted: the hand
    corrected, saved last; the record is its near copy, the renamed copy the record's copy."""
    original = club / "night-22" / "table-2.mjgame"
    text = original.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if re.match(r"(ron|tsumo) .* (2|3) (30|40)\n", line))
    lines[at] = re.sub(r" (2|3) (30|40)\n", lambda m: f" {5 - int(m[1])} {m[2]}\n", lines[at])
    hand = _copy(original, "table-2 (laptop).mjgame", "".join(lines), AT + 120)
    name = _players(text)[1]
    renamed = _copy(original, "table-2 (1).mjgame", _renamed(text, name, name + "_K"), AT + 60)
    season = load_season([club])
    assert len(season.games) == TABLES and hand in {g.path for g in season.games}
    said = {s.path: (s.error.code, s.other) for s in season.skipped}
    assert said == {original: ("near_copy", hand), renamed: ("same_hands", original)}
    counted = {g.path for g in season.games}
    assert original not in counted and renamed not in counted


def test_short_games_alike_by_seat_are_two_games_unless_only_a_date_line_is_missing(tmp_path: Path) -> None:
    """A game of a hand or two (a yakuman that ends it) played alike, seat by seat, on another
    evening, or at another table of the evening with a player of its own, is another game: the
    club's real one-hand games were left out as copies. Such records are copies only with the
    same names in the same seats, one without a ``# date`` line the season reads."""
    folder = tmp_path / "club"
    folder.mkdir()
    game = "players {} {} {} {}\nron {} from {} yakuman\n"
    first = folder / "n1" / "t1.mjgame"
    first.parent.mkdir()
    first.write_text("# date 2026-02-01\n" + game.format(*"ABCD", "C", "B"))
    os.utime(first, (AT, AT))
    second = folder / "n2" / "t1.mjgame"
    second.parent.mkdir()
    cases = {  # the second record's date line and its players (the hand: ron C from B)
        "the same players on another evening": ("2026-03-01", "ABCD"),
        "another table of the evening": ("2026-02-01", "EBCD"),
        "other players on another evening": ("2026-02-08", "EFCD"),
        "the same players, two seats swapped": ("2026-02-08", "BACD"),
        "another player, a date unreadable": ("2026-13-40", "EBCD"),
    }
    for case, (date, names) in cases.items():
        second.write_text(f"# date {date}\n" + game.format(*names, "C", names[1]))
        os.utime(second, (AT + 60, AT + 60))
        season = load_season([folder])
        assert len(season.games) == 2 and not season.skipped, case
        assert sum(r.games for r in standings(season)) == 8, case

    # three hands: still short; four: a whole game, a copy with a date or a name corrected
    three = "ron C from B haneman\n" * 3  # B's points gone in the third
    first.write_text("# date 2026-02-01\nplayers A B C D\n" + three)
    second.write_text("# date 2026-03-01\nplayers A B C D\n" + three)
    os.utime(second, (AT + 60, AT + 60))
    assert [len(g.hands) for g in load_season([folder]).games] == [3, 3]
    four = "ron C from B mangan\n" * 4  # in the fourth
    first.write_text("# date 2026-02-01\nplayers A B C D\n" + four)
    second.write_text("# date 2026-03-01\nplayers E B C D\n" + four)
    os.utime(first, (AT, AT))
    os.utime(second, (AT + 60, AT + 60))
    season = load_season([folder])
    assert [g.path for g in season.games] == [second]
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(first, "same_hands", second)]


SHORT_GAME_RECORD = """# date 2026-11-20
rules seed
players Emil Fumi Gosha Hana
ron Fumi from Gosha 4 30
ron Hana from Emil yakuman 1
"""


@pytest.mark.parametrize(
    "name",
    [
        "table-2-DESKTOP-7H2K9QL.mjgame",
        "table-2-LAPTOP.mjgame",
        "table-2 (1).mjgame",
        "table-2 - Copy.mjgame",
        "table-2 copy.mjgame",
        "table-2 (Boris's conflicted copy 2026-11-20).mjgame",
        "table-2.sync-conflict-20261120-231502-ABCDEF1.mjgame",
    ],
)
def test_a_short_games_copy_with_a_hand_corrected_named_as_a_copy_is_never_a_second_game(
    tmp_path: Path, name: str
) -> None:
    """A copy of a two-hand game with one hand corrected (4 han written 3), saved under
    OneDrive's name (``table-2-LAPTOP.mjgame``), a numbered one or a file manager's, was counted
    as a second game of the evening, nothing said, exit status 0 (a Dropbox or Syncthing copy
    was skipped): one hand alike of two is too few to call two records copies by their hands
    alone, but with a name that says so, the same day, players, seats and rules, it is one game.
    One record is counted, the other skipped naming it, in the league and the club window."""
    folder = tmp_path / "club"
    folder.mkdir()
    record = _copy(folder / "x", "table-2.mjgame", SHORT_GAME_RECORD, AT)
    copy = _copy(record, name, SHORT_GAME_RECORD.replace("4 30", "3 30"))
    season = load_season([folder])
    assert len(season.games) == 1
    ((kept,), (left,)) = [g.path for g in season.games], [(s.path, s.other) for s in season.skipped]
    assert {kept, left[0]} == {record, copy} and left[1] == kept
    assert {(r.name, r.games) for r in standings(season)} == {
        (n, 1) for n in ("Emil", "Fumi", "Gosha", "Hana")
    }
    status, out = _run([str(folder)])
    assert status == 1 and "1 game counted." in out and f"{left[0]} looks like a " in out
    window = ClubController()
    window.open_folder(folder)
    view = window.view()
    games = TABLE_COLUMNS.index("games")
    assert {r.cells[games] for r in view.rows} == {"1"} and len(view.skipped) == 1
    assert view.skipped[0].startswith(f"{left[0].name} looks like a ")


@pytest.mark.parametrize("name", ["table-2-2", "table-2-b", "table-2-late", "table-2-evening"])
def test_short_games_of_one_hand_alike_under_names_of_their_own_are_two_games(
    tmp_path: Path, name: str
) -> None:
    """The name makes the copy (above): the same two records under names of their own, two
    tables' or two games' of the evening, are two games, as before. A player's word after a
    hyphen (``-b``, ``-late``) was taken for OneDrive's machine name, which Windows writes in
    capitals (``-LAPTOP``), and one of the two games was skipped as a copy."""
    folder = tmp_path / "club"
    folder.mkdir()
    _copy(folder / "x", "table-2.mjgame", SHORT_GAME_RECORD, AT)
    _copy(folder / "x", f"{name}.mjgame", SHORT_GAME_RECORD.replace("4 30", "3 30"))
    season = load_season([folder])
    assert len(season.games) == 2 and not season.skipped


EVENING_HEAD = "# date 2026-11-20\nrules seed east_only=on\nplayers Emil Fumi Gosha Hana\n"
EARLY_GAME = EVENING_HEAD + (
    "ron Fumi from Gosha mangan\nron Hana from Emil 3 30\ndraw tenpai Gosha\nron Emil from Hana 2 30\ndraw\n"
)
LATE_GAME = EVENING_HEAD + (
    "ron Fumi from Gosha mangan\nron Gosha from Emil 1 30\ntsumo Hana 3 30\n"
    "draw tenpai Emil,Hana\nron Hana from Fumi 2 30\ndraw\n"
)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("table-2", "table-2-late"),
        ("table-2", "table-2-b"),
        ("table-2", "table-2-LATE"),
        ("table-2", "table-2-DESKTOP-7H2K9QL"),
        ("2026-11-20", "2026-11-20-evening"),
    ],
)
def test_two_games_of_one_hand_alike_named_as_a_copy_are_two_games(
    tmp_path: Path, first: str, second: str
) -> None:
    """Two games of the evening with the same players in the same seats, alike in their first
    hand only (a mangan ron), 5 hands and 6: the second, named with a word after a hyphen, was
    skipped as a near copy of the other ("1 game counted"), a real game lost from the
    standings. A name that looks like a copy (a player's ``-LATE``, even OneDrive's machine
    name) makes one game of two records only when one is the other with a hand corrected."""
    folder = tmp_path / "club"
    folder.mkdir()
    _copy(folder / "x", f"{first}.mjgame", EARLY_GAME, AT)
    _copy(folder / "x", f"{second}.mjgame", LATE_GAME)
    season = load_season([folder])
    assert len(season.games) == 2 and not season.skipped
    assert {(r.name, r.games) for r in standings(season)} == {
        (n, 2) for n in ("Emil", "Fumi", "Gosha", "Hana")
    }
    status, out = _run([str(folder)])
    assert status == 0 and "2 games counted." in out


@pytest.mark.parametrize("name", ["table-2-LAPTOP.mjgame", "table-2 (1).mjgame"])
def test_a_long_games_copy_named_as_a_copy_with_one_hand_corrected_is_one_game(
    tmp_path: Path, name: str
) -> None:
    """A named copy whose hands are all alike but one corrected is still one game, however few
    of its alike hands tell games apart (here the corrected win and the draws nobody was tenpai
    in: too few to look alike by the hands alone)."""
    folder = tmp_path / "club"
    folder.mkdir()
    record = EVENING_HEAD + "ron Fumi from Gosha mangan\ndraw\ndraw\nron Emil from Hana 3 30\n"
    _copy(folder / "x", "table-2.mjgame", record, AT)
    _copy(folder / "x", name, record.replace("3 30", "4 30"))
    season = load_season([folder])
    assert len(season.games) == 1
    assert [(s.path.name, s.error.code) for s in season.skipped] in (
        [("table-2.mjgame", "near_copy")],
        [(name, "near_copy")],
    )


@pytest.mark.parametrize("date", ["", "# date 2026-13-40\n"], ids=["no date line", "an unreadable date"])
def test_a_short_game_copied_without_a_date_the_season_reads_is_one_game(tmp_path: Path, date: str) -> None:
    """The same players in the same seats and the same hand: a copy of the game that lost its
    ``# date`` line (or has one the season cannot read: said so, not called missing)."""
    folder = tmp_path / "club"
    folder.mkdir()
    game = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    dated = folder / "t1.mjgame"
    dated.write_text("# date 2026-02-01\n" + game)
    os.utime(dated, (AT + 60, AT + 60))
    undated = folder / "t2.mjgame"
    undated.write_text(date + game)
    os.utime(undated, (AT, AT))
    season = load_season([folder])
    assert [g.path for g in season.games] == [dated]
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(undated, "same_hands", dated)]
    said = "it has no # date line (t1.mjgame has 2026-02-01)"
    if date:
        said = "its # date line cannot be read (# date 2026-13-40; t1.mjgame has 2026-02-01)"
    message = season.skipped[0].message("en", within=folder)
    assert message == (
        f"t2.mjgame has every hand of t1.mjgame, seat by seat and in the same order, but {said}: it "
        "looks like a copy of that game, and it is not counted. Keep the right one of the two and "
        "delete the other."
    )
    if date:
        said = "строку # date в нём не прочесть (# date 2026-13-40; в файле t1.mjgame — 2026-02-01)"
        assert said in season.skipped[0].message("ru", within=folder)
    # the undated file saved last (a backup restored, a sync): the dated one is still counted,
    # on its own day, not on the undated file's
    os.utime(undated, (AT + 120, AT + 120))
    again = load_season([folder])
    assert [(g.path, g.date) for g in again.games] == [(dated, dt.date(2026, 2, 1))]
    assert again.skipped[0].message("en", within=folder) == message


def test_an_undated_copy_saved_last_joins_no_two_evenings_short_games(tmp_path: Path) -> None:
    """Two evenings' one-hand games, the same players in the same seats, and an undated copy of
    one saved last (a backup): it was counted and both dated games left out as its copies (two
    evenings one game). The dated records are counted first: two games, the copy left out."""
    folder = tmp_path / "club"
    game = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    for at in ((AT, AT + 60, AT + 120), (AT + 120, AT + 60, AT), (AT, AT + 120, AT + 60)):
        shutil.rmtree(folder, ignore_errors=True)
        (folder / "backup").mkdir(parents=True)
        first = _copy_at(folder / "night-1.mjgame", "# date 2026-02-01\n" + game, at[0])
        second = _copy_at(folder / "night-2.mjgame", "# date 2026-02-08\n" + game, at[1])
        backup = _copy_at(folder / "backup" / "table-1.mjgame", game, at[2])
        season = load_season([folder])
        assert [(g.path, g.date) for g in season.games] == [
            (first, dt.date(2026, 2, 1)),
            (second, dt.date(2026, 2, 8)),
        ], at
        assert [(s.path, s.error.code) for s in season.skipped] == [(backup, "same_hands")]


@pytest.mark.parametrize("line", ["# date yesterday", "# Date: last Friday", "# date 2026-13-40"])
def test_a_date_line_the_season_cannot_read_is_called_unreadable_not_missing(
    tmp_path: Path, line: str
) -> None:
    """``# date yesterday`` (a word, not a number) was called missing: any ``# date`` line the
    season cannot read is said to be unreadable, as written, and noted among the misdated."""
    folder = tmp_path / "club"
    folder.mkdir()
    game = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    dated = _copy_at(folder / "t1.mjgame", "# date 2026-02-01\n" + game, AT)
    worded = _copy_at(folder / "t2.mjgame", f"{line}\n" + game, AT + 60)
    season = load_season([folder])
    assert [g.path for g in season.games] == [dated]
    said = f"its # date line cannot be read ({line}; t1.mjgame has 2026-02-01)"
    assert f"but {said}: it looks like" in season.skipped[0].message("en", within=folder)
    dated.unlink()
    alone = load_season([folder])
    assert [m.path for m in alone.misdated] == [worded]


def test_a_long_games_copy_with_two_names_swapped_or_corrected_one_in_each(club: Path) -> None:
    """Two players named in each other's seats (who sat where corrected) is a copy; so is a copy
    with two names corrected (its hands tell: :func:`test_a_copy_with_names_corrected_counts_once`);
    a copy of the copy with another name corrected is one game with them."""
    original = club / "night-22" / "table-4.mjgame"
    text = original.read_text(encoding="utf-8")
    a, b, c, _ = _players(text)
    swapped = _renamed(_renamed(_renamed(text, a, "@"), b, a), "@", b)
    copy = _copy(original, "table-4 (1).mjgame", swapped)
    season = load_season([club])
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(copy, "same_hands", original)]
    assert f"the names differ ({b}, {a} in it, {a}, {b} in" in season.skipped[0].message()
    copy.write_text(_renamed(_renamed(text, a, "Yuki"), b, "Zoe"), encoding="utf-8")
    season = load_season([club])
    assert len(season.games) == TABLES
    # the file named as a copy is the one left out (table-4 (1).mjgame)
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(copy, "same_hands", original)]
    assert f"the names differ (Yuki, Zoe in it, {a}, {b} in" in season.skipped[0].message()
    copy.unlink()
    # a copy with one name corrected, and a copy of that copy with another: one game
    one = _copy(original, "table-4 (1).mjgame", _renamed(text, a, "Yuki"), AT + 60)
    two = _copy(original, "table-4 (2).mjgame", _renamed(_renamed(text, a, "Yuki"), c, "Zoe"), AT + 120)
    season = load_season([club])
    assert len(season.games) == TABLES
    assert {s.path: s.other for s in season.skipped} == {one: original, two: original}


#: a long game whose every hand tells games apart (wins, a tenpai draw): the audit's table-2
TOLD = (
    "# date 2026-01-10\nrules seed east_only=on\nplayers aiko BORIS Emil Fedya\n"
    "tsumo aiko mangan\nron Emil from BORIS mangan\nron aiko from Fedya 3 30\ndraw tenpai Emil\n"
    "ron Fedya from aiko 2 30\nron BORIS from Emil 1 30\n"
)


def _totals(folder: Path) -> dict[str, tuple[int, int]]:
    season = load_season([folder])
    aliases = load_aliases(folder)
    return {r.name: (r.games, r.total) for r in standings(season.games, aliases=aliases)}


def test_a_copy_with_names_corrected_counts_once(tmp_path: Path) -> None:
    """A copy of a long game (Save As, a cloud's ``table-2 2.mjgame``) with two names corrected
    was counted as a second game, with no note: the two players left as they were had the game
    twice, and once the club merged the other names all four had. With a third record of one
    name corrected beside them it was one game; deleting it, as the note advised, made it two."""
    folder = tmp_path / "club"
    folder.mkdir()
    original = _copy(folder / "x", "table-2.mjgame", TOLD, AT)
    corrected = _copy(original, "table-2 2.mjgame", TOLD.replace("BORIS", "Borya").replace("Fedya", "Fedka"))
    once = {"aiko": (1, 28000), "Emil": (1, 11000), "Fedka": (1, -12000), "Borya": (1, -27000)}
    assert _totals(folder) == once
    season = load_season([folder])
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(original, "same_hands", corrected)]
    assert "the names differ (BORIS, Fedya in it, Borya, Fedka in" in season.skipped[0].message()
    # the club merges the spellings: still one game, each player's total once
    (folder / "mjgui-aliases.txt").write_text("Borya = BORIS\nFedka = Fedya\n", encoding="utf-8")
    merged = {"aiko": (1, 28000), "Emil": (1, 11000), "Fedya": (1, -12000), "BORIS": (1, -27000)}
    assert _totals(folder) == merged
    # every name corrected (written in Cyrillic): the same game
    cyrillic = TOLD.replace("aiko", "Айко").replace("BORIS", "Борис").replace("Emil", "Эмиль")
    (folder / "mjgui-aliases.txt").unlink()
    corrected.write_text(cyrillic.replace("Fedya", "Федя"), encoding="utf-8")
    assert [g.path for g in load_season([folder]).games] == [corrected]
    # the middle record of a chain there or not: one game either way
    corrected.write_text(TOLD.replace("BORIS", "Borya").replace("Fedya", "Fedka"), encoding="utf-8")
    middle = _copy(original, "table-2 1.mjgame", TOLD.replace("BORIS", "Borya"), AT + 300)
    assert len(load_season([folder]).games) == 1
    middle.unlink()
    assert len(load_season([folder]).games) == 1
    # one game counted, the copy noted (a file skipped: status 1, not 0 with nothing said)
    status, out = _run([str(folder)])
    assert status == 1 and "1 game counted" in out and "aiko         1       +28" in out


#: an east-only game with a draw nobody was tenpai in and three wins: three hands that tell
DRAW_AND_THREE = (
    "# date 2026-01-10\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\n"
    "draw\nron Chen from Aiko 2 30\ntsumo Dasha mangan\nron Aiko from Boris 3 30\n"
)


def test_a_copy_with_names_corrected_of_a_game_with_a_draw_counts_once(tmp_path: Path) -> None:
    """Three hands of four that tell games apart (a draw nobody was tenpai in first): a copy
    with two names corrected was counted as a second game, with no note (Aiko and Chen had two
    games), and one game only with a copy of one name corrected beside them."""
    folder = tmp_path / "club"
    folder.mkdir()
    original = _copy(folder / "x", "table-2.mjgame", DRAW_AND_THREE, AT)
    two = DRAW_AND_THREE.replace("Boris", "Borya").replace("Dasha", "Dasha_K")
    corrected = _copy(original, "table-2 2.mjgame", two)
    for middle in (False, True):
        if middle:
            _copy(original, "table-2 1.mjgame", DRAW_AND_THREE.replace("Boris", "Borya"), AT + 300)
        season = load_season([folder])
        assert [g.path for g in season.games] == [corrected], middle
        assert {r.name: (r.games, r.total) for r in standings(season) if r.name in ("Aiko", "Chen")} == {
            "Aiko": (1, 5000),
            "Chen": (1, -7000),
        }
        notes = {s.path: (s.error.code, s.other) for s in season.skipped}
        assert notes[original] == ("same_hands", corrected)


def test_two_tables_games_of_draws_alike_seat_by_seat_are_two_games(tmp_path: Path) -> None:
    """A long game of draws nobody was tenpai in but a hand or two may be played alike at
    another table: with a name of its own, it is another game, with or without a record
    between them that has one of the names of each (never one game through it); with the
    names the club merged (the aliases file), the same players: one game."""
    folder = tmp_path / "club"
    folder.mkdir()
    game = "# date 2026-01-10\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\n"
    game += "draw\ndraw\nron Chen from Dasha mangan\ndraw\ndraw\n"
    first = _copy(folder / "x", "table-1.mjgame", game, AT)
    other = _copy(folder / "x", "table-2.mjgame", game.replace("Aiko", "Emil").replace("Boris", "Fedya"), AT)
    season = load_season([folder])
    assert len(season.games) == 2 and not season.skipped
    # a record with one name of each: three games, not one through it
    between = _copy(folder / "x", "table-3.mjgame", game.replace("Aiko", "Emil"), AT + 60)
    season = load_season([folder])
    assert [g.path for g in season.games] == [first, other, between] and not season.skipped
    between.unlink()
    # the club merged the names: one game, the other record noted as its copy
    (folder / "mjgui-aliases.txt").write_text("Emil = Aiko\nFedya = Boris\n", encoding="utf-8")
    season = load_season([folder])
    assert len(season.games) == 1
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(other, "near_copy", first)]
    assert "the same players in the same seats, 5 of 5 hands alike" in season.skipped[0].message()
    rows = standings(season, load_aliases(folder))
    assert [(r.name, r.games) for r in rows if r.name == "Aiko"] == [("Aiko", 1)]


#: an east-only game of draws nobody was tenpai in and two wins: two hands that tell games apart,
#: so that a record of it with other names may be another table's game, counted apart
DRAWS_AND_TWO = (
    "# date 2026-01-10\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\n"
    "draw\nron Chen from Dasha mangan\ndraw\ntsumo Aiko 2 30\n"
)


def _alike_notes(folder: Path) -> list[tuple[str, str, str, str]]:
    return [
        (a.path.name, a.other.name, a.names, a.other_names)
        for a in load_season([folder]).apart
        if a.code == "same_hands_counted"
    ]


def test_records_of_one_games_hands_counted_as_two_games_are_said_so(tmp_path: Path) -> None:
    """A long game of two hands that tell games apart: its copy with one name corrected, or two
    names swapped, is counted as a second game (it may be another table's game played alike),
    which was said nowhere: the players left as they were had the game twice in silence. Now
    a note names both files and the names that differ, and says how to make them one game, in
    the league's text (English and Russian) and its JSON; merging the names in the aliases file
    makes them one game, the copy noted as such."""
    folder = tmp_path / "club"
    folder.mkdir()
    original = _copy(folder / "x", "table-2.mjgame", DRAWS_AND_TWO, AT)
    corrected = _copy(original, "table-2 2.mjgame", DRAWS_AND_TWO.replace("Boris", "Borya"))
    assert _totals(folder)["Aiko"][0] == 2  # two games, as before: but not without a word
    # the one saved last counted first (the rule of every copy): the other named with it
    assert _alike_notes(folder) == [("table-2.mjgame", "table-2 2.mjgame", "Boris", "Borya")]
    status, out = _run([str(folder)])
    assert status == 0 and "2 games counted" in out
    assert (
        "1 record counted as a game of its own, with every hand of another:\n"
        f"  {original} has every hand of {corrected}, seat by seat and in the same order, but the "
        f"names differ (Boris in it, Borya in {corrected}): both are counted, as two games. If they "
        "are one game saved twice, delete the wrong one of the two; if the names that differ are "
        "one player's written two ways, merge them in the aliases file instead.\n"
    ) in out
    status, out = _run([str(folder), "--lang", "ru"])
    assert "1\u00a0запись учтена как отдельная игра, хотя повторяет все раздачи другой:" in out
    assert f"различаются имена (Boris в нём, Borya в файле {corrected}): учтены оба файла" in out
    assert "объедините их в файле псевдонимов." in out
    status, out = _run([str(folder), "--json"])
    (note,) = json.loads(out)["apart"]
    assert (note["file"], note["other"], note["code"]) == (
        "table-2.mjgame",
        "table-2 2.mjgame",
        "same_hands_counted",
    )
    assert "merge them in the aliases file" in note["message"]
    # as the note says: the names merged, one game, the other record left out as its copy
    (folder / "mjgui-aliases.txt").write_text("Borya = Boris\n", encoding="utf-8")
    season = load_season([folder])
    assert len(season.games) == 1 and season.apart == ()
    assert [s.error.code for s in season.skipped] == ["near_copy"]
    (folder / "mjgui-aliases.txt").unlink()
    # two names swapped: the same note, naming both seats
    swapped = DRAWS_AND_TWO.replace("Aiko", "@").replace("Boris", "Aiko").replace("@", "Boris")
    corrected.write_text(swapped, encoding="utf-8")
    assert _alike_notes(folder) == [("table-2.mjgame", "table-2 2.mjgame", "Aiko, Boris", "Boris, Aiko")]
    # deleting the copy, as the note says: one game, no note
    corrected.unlink()
    assert load_season([folder]).apart == () and _totals(folder)["Aiko"][0] == 1


def test_a_merge_made_in_the_club_window_makes_the_copy_one_game_at_once(tmp_path: Path) -> None:
    """The note says to merge the names; a merge made in the club window only read the aliases
    again, the season kept the copy checks of the names before it: the game counted twice for
    every player, one name for both now, the note still said, in the window and in its CSV
    export (the aliases file, written by the window, no change to read again). Now the merge
    reads the season again: one game, no note, the copy left out as such."""
    folder = tmp_path / "club"
    folder.mkdir()
    original = _copy(folder / "x", "table-2.mjgame", DRAWS_AND_TWO, AT)
    copy = _copy(original, "table-2 2.mjgame", DRAWS_AND_TWO.replace("Boris", "Borya"))
    window = ClubController()
    window.open_folder(folder)
    assert [a.code for a in window.season.apart] == ["same_hands_counted"]
    assert [(r.name, r.games) for r in window.rows()] == [
        ("Chen", 2),
        ("Aiko", 2),
        ("Boris", 1),
        ("Borya", 1),
        ("Dasha", 2),
    ]
    assert window.merge("Borya", "Boris")
    assert len(window.season.games) == 1 and window.season.apart == ()
    assert [(s.path, s.error.code, s.other) for s in window.season.skipped] == [(original, "near_copy", copy)]
    assert [(r.name, r.games, r.total) for r in window.rows()] == [
        ("Chen", 1, 23000),
        ("Aiko", 1, 7000),
        ("Boris", 1, -6000),
        ("Dasha", 1, -24000),
    ]
    view = window.view()
    assert view.alike == () and "Borya" in view.notice and "Boris" in view.notice
    assert not window.refresh()  # its own merge: nothing changed on disk
    out = tmp_path / "table.csv"
    assert window.export_csv(out)
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    assert [line.split(",")[1:4] for line in lines[1:]] == [
        ["Chen", "1", "23"],
        ["Aiko", "1", "7"],
        ["Boris", "1", "-6"],
        ["Dasha", "1", "-24"],
    ]


def test_two_tables_games_alike_are_both_counted_and_each_said_once(tmp_path: Path) -> None:
    """Three records of one game's hands with other names each: all counted, each but one named
    with the closest other (two each other's closest said once). Of a short game, the same
    players on two evenings are no matter of names, three names or more are another table's
    game, and two evenings' games with a name of their own two games: nothing said."""
    folder = tmp_path / "club"
    folder.mkdir()
    game = "# date 2026-01-10\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\n"
    game += "draw\ndraw\nron Chen from Dasha mangan\ndraw\ndraw\n"
    _copy(folder / "x", "table-1.mjgame", game, AT)
    _copy(folder / "x", "table-2.mjgame", game.replace("Aiko", "Emil").replace("Boris", "Fedya"), AT)
    _copy(folder / "x", "table-3.mjgame", game.replace("Aiko", "Emil"), AT + 60)
    assert len(load_season([folder]).games) == 3
    assert sorted(_alike_notes(folder)) == [  # table-3, saved last, counted first
        ("table-1.mjgame", "table-3.mjgame", "Aiko", "Emil"),
        ("table-2.mjgame", "table-3.mjgame", "Fedya", "Boris"),
    ]
    short = tmp_path / "short"
    short.mkdir()
    yakuman = "rules seed\nplayers Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    _copy(short / "x", "a.mjgame", "# date 2026-01-10\n" + yakuman, AT)
    _copy(short / "x", "b.mjgame", "# date 2026-01-17\n" + yakuman, AT)
    season = load_season([short])
    assert len(season.games) == 2 and season.apart == ()
    # a short game of other players at another table: a yakuman may end two games alike
    others = yakuman.replace("Aiko", "Emil").replace("Boris", "Fedya").replace("Chen", "Gleb")
    _copy(short / "x", "b.mjgame", "# date 2026-01-10\n" + others, AT)
    # but with a name corrected (two swapped), it may be a copy: said (the one saved last first)
    _copy(short / "x", "c.mjgame", "# date 2026-01-10\n" + yakuman.replace("Dasha", "Gleb"))
    assert len(load_season([short]).games) == 3
    assert _alike_notes(short) == [("a.mjgame", "c.mjgame", "Dasha", "Gleb")]
    # on another evening: another game
    _copy(short / "x", "c.mjgame", "# date 2026-01-24\n" + yakuman.replace("Dasha", "Gleb"))
    assert len(load_season([short]).games) == 3 and _alike_notes(short) == []


@pytest.mark.parametrize("other_at", [AT + 900, AT - 900], ids=["saved_last", "saved_first"])
def test_a_copy_is_said_whatever_another_tables_game_alike_and_the_files_times(
    tmp_path: Path, other_at: float
) -> None:
    """Each record was compared with the first one counted only: another table's game alike,
    counted first (saved last), hid a short game's copy with a name corrected (names differing
    in four seats from it, the copy passed over: the game twice for three players, in silence),
    and a long game's copy was named with that other game only (four names differing: read as
    another table's, both kept). Now every two records are compared, each named with the
    closest: the copy and its game said together, whatever else is there and whenever saved."""
    short = tmp_path / "short"
    short.mkdir()
    yakuman = "# date 2026-01-10\nrules seed\nplayers Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    _copy(short / "x", "table-1.mjgame", yakuman, AT)
    _copy(short / "x", "table-1 (1).mjgame", yakuman.replace("Dasha", "Gleb"), AT + 300)
    others = yakuman.replace("Aiko", "Emil").replace("Boris", "Fedya").replace("Chen", "Hana")
    _copy(short / "x", "table-2.mjgame", others.replace("Dasha", "Ivan"), other_at)
    assert len(load_season([short]).games) == 3
    assert _alike_notes(short) == [("table-1 (1).mjgame", "table-1.mjgame", "Gleb", "Dasha")]
    long = tmp_path / "long"
    long.mkdir()
    _copy(long / "x", "table-2.mjgame", DRAWS_AND_TWO, AT)
    _copy(long / "x", "table-2 2.mjgame", DRAWS_AND_TWO.replace("Boris", "Borya"), AT + 300)
    table_4 = DRAWS_AND_TWO.replace("Aiko", "Emil").replace("Boris", "Fedya").replace("Chen", "Gleb")
    _copy(long / "x", "table-4.mjgame", table_4.replace("Dasha", "Hana"), other_at)
    assert len(load_season([long]).games) == 3
    assert sorted(_alike_notes(long)) == [
        ("table-2.mjgame", "table-2 2.mjgame", "Boris", "Borya"),
        ("table-4.mjgame", "table-2 2.mjgame", "Emil, Fedya, Gleb, Hana", "Aiko, Borya, Chen, Dasha"),
    ]


def test_a_near_copy_with_a_name_the_club_merged_is_one_game(tmp_path: Path) -> None:
    """A copy with a hand corrected and a name the aliases file merges is a copy of the game
    (the same players in the same seats, as the club counts them), not a second game."""
    folder = tmp_path / "club"
    folder.mkdir()
    original = _copy(folder / "x", "table-1.mjgame", TOLD, AT)
    fixed = TOLD.replace("ron aiko from Fedya 3 30", "ron aiko from Fedya 3 40")
    copy = _copy(original, "table-1 (1).mjgame", fixed.replace("BORIS", "Borya").replace("Emil", "Emil_K"))
    assert len(load_season([folder]).games) == 2  # two names and a hand: another game
    (folder / "mjgui-aliases.txt").write_text("Borya = BORIS\nEmil_K = Emil\n", encoding="utf-8")
    season = load_season([folder])
    assert len(season.games) == 1
    assert [(s.path, s.error.code, s.other) for s in season.skipped] == [(copy, "near_copy", original)]


def test_records_of_no_whole_hand_are_never_copies_of_each_other(club: Path) -> None:
    games = [g for g in load_season([club]).games if len(g.hands) >= season_module.SHORT_GAME][:2]
    empty = [dataclasses.replace(g, hands=()) for g in games]
    assert season_module._twins(empty) == {}
    # the same hands, the same players on another day: a copy; without a hand, none
    other = {"path": games[1].path, "digest": games[1].digest}
    copy = dataclasses.replace(games[0], **other, sitting=("2027-01-01", *games[0].sitting[1:]))
    assert season_module._twins([games[0], copy]) == {copy.digest: games[0]}
    assert season_module._twins([empty[0], dataclasses.replace(copy, hands=())]) == {}


# -- a record that ends in the middle of a line ---------------------------------------------------

# a game that ends on a draw in East 4, the dealer Chen noten; its last line cut after "Emil"
# is another game (Chen tenpai with Emil, nobody else): other scores
DRAWN = (
    "# date 2026-12-01\nrules seed east_only=on\nplayers Emil Aiko Boris Chen\n"
    "ron Aiko from Emil 3 40\ntsumo Boris 2 30\nron Chen from Boris mangan\n"
    "draw tenpai Emil,aiko,Boris\n"
)


def test_a_record_cut_in_its_last_line_is_not_counted_until_it_is_whole(tmp_path: Path) -> None:
    """Cut anywhere in its last line (``draw tenpai Emil`` of ``draw tenpai Emil,aiko,Boris``:
    another game's scores), a record is never counted: it is said to end in the middle of a
    line. Whole again, it is counted."""
    folder = tmp_path / "club"
    folder.mkdir()
    path = folder / "t.mjgame"
    data = DRAWN.encode()
    path.write_bytes(data)
    whole = read_game(path)
    start = data.rstrip(b"\n").rindex(b"\n") + 1
    for cut in range(start + 1, len(data) - 1):
        path.write_bytes(data[:cut])
        season = load_season([folder])
        assert season.games == () and [s.error.code for s in season.skipped] == ["cut_off"], data[:cut]
    path.write_bytes(data[: data.index(b"draw tenpai Emil") + len(b"draw tenpai Emil")])
    (note,) = load_season([folder]).skipped
    assert note.message("en", within=folder) == (
        "t.mjgame ends in the middle of line 7 (there is no line break after it): perhaps it is "
        "still being copied. It is not counted; reload when the copy is done. A record written by "
        "hand ends with a line break: press Enter at the end of its last line."
    )
    assert note.message("ru", within=folder) == (
        "t.mjgame обрывается посреди строки 7 (после неё нет перевода строки): возможно, файл ещё "
        "копируется. Он не учитывается; обновите, когда копирование закончится. Запись, набранная "
        "вручную, заканчивается переводом строки: нажмите Enter в конце её последней строки."
    )
    status, out = _run([str(folder)])
    assert (
        status == 2
        and "No finished game records were found." in out
        and "ends in the middle of line 7" in out
    )
    club = ClubController()
    club.open_folder(folder)
    assert club.view().skipped == (note.message("en", within=folder),)
    # the copy done: counted, with the scores of the whole record
    path.write_bytes(data)
    club.reload()
    assert club.view().skipped == () and [g.finals for g in club.season.games] == [whole.finals]


def test_a_letter_cut_in_two_at_the_end_is_a_record_still_being_copied(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    data = DRAWN.replace("Emil", "Эмиль").encode()
    (folder / "t.mjgame").write_bytes(data[: data.rindex("Эмиль".encode()) + 1])  # half of Э
    assert [s.error.code for s in load_season([folder]).skipped] == ["cut_off"]
    # a damaged letter before the last line is a damaged record, not one being copied
    (folder / "t.mjgame").write_bytes(data.replace(b"Aiko", b"\xd0Aiko", 1).rstrip(b"\n"))
    assert [s.error.code for s in load_season([folder]).skipped] == ["encoding"]


def test_a_record_a_player_saved_in_windows_1251_is_skipped_as_such_not_as_damaged(tmp_path: Path) -> None:
    """A record with Cyrillic names corrected in Notepad set to "ANSI" was skipped as "damaged or
    not a game record", which invites deleting it; it is said to be in a Windows code page."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "t.mjgame").write_bytes(DRAWN.replace("Emil", "Эмиль").encode("cp1251"))
    [skipped] = load_season([folder]).skipped
    assert skipped.error.code == "ansi"
    assert "Windows-1251" in skipped.message("en") and "damaged" not in skipped.message("en")
    assert "Windows-1251" in skipped.message("ru") and "повреждён" not in skipped.message("ru")


@pytest.mark.parametrize(
    ("text", "encoding", "said"),
    [
        # a French club's comment: «à» read as the Russian word «а» named Windows-1251 (José is
        # three words here, «à» three)
        (
            "# Tournoi à Lyon, table à 4, à la salle B\n" + DRAWN.replace("Emil", "José"),
            "cp1252",
            "the code page Windows-1252 ",
        ),
        # Russian names with a Latin lookalike letter (C, O) named Windows-1252
        (
            DRAWN.replace("Emil", "Cаша").replace("Aiko", "Oля").replace("aiko", "Oля"),
            "cp1251",
            "the code page Windows-1251 ",
        ),
        ("# Алёна\n" + DRAWN.replace("Emil", "Алёна"), "cp1251", "the code page Windows-1251 "),
        (DRAWN.replace("Emil", "Jürgen"), "cp1252", "the code page Windows-1252 "),
        # as many words read Russian («ЕЙ ЖШ ФХ») as Western (José three times, «Josй»): no one named
        (
            "# ÅÉ ÆØ ÔÕ\n" + DRAWN.replace("Emil", "José"),
            "cp1252",
            'a Windows code page (what Notepad calls "ANSI": ',
        ),
    ],
    ids=["french comment", "lookalikes", "russian", "western", "either"],
)
def test_the_league_names_the_code_page_a_skipped_record_reads_in(
    tmp_path: Path, text: str, encoding: str, said: str
) -> None:
    """A Western record with a one-letter accented word was said to be in Windows-1251, a
    Russian one with a Latin lookalike letter in Windows-1252; the list of skipped files of
    ``mjgui league`` names the code page only when the words tell which it is."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "t.mjgame").write_bytes(text.encode(encoding))
    [skipped] = load_season([folder]).skipped
    assert skipped.error.code == "ansi"
    out = io.StringIO()
    league_command([str(folder)], out)
    assert f"looks like a record saved in {said}" in out.getvalue(), out.getvalue()


def test_spaces_after_the_last_line_break_are_no_line_cut(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "t.mjgame").write_text(DRAWN + "  \t", encoding="utf-8")
    (folder / "u.mjgame").write_bytes(("\ufeff" + DRAWN.replace("\n", "\r\n")).encode())
    season = load_season([folder])  # both read whole: one game, u the same record again
    assert [g.path.name for g in season.games] == ["t.mjgame"] and not season.skipped
    assert [(d.path.name, d.code) for d in season.duplicates] == [("u.mjgame", "same_game")]


def test_the_tracker_opens_a_record_typed_without_its_last_line_break(tmp_path: Path) -> None:
    """A record typed in an editor often lacks its last line break: the tracker opens it as it
    is (its game finished, its scores those of the whole line), while the season waits."""
    path = tmp_path / "typed.mjgame"
    path.write_text(DRAWN.rstrip("\n"), encoding="utf-8")
    tracker = TrackerController()
    tracker.open_file(path)
    assert tracker.text.rstrip("\n") == DRAWN.rstrip("\n") and tracker.result.final.ended
    whole = tmp_path / "whole.mjgame"
    whole.write_text(DRAWN, encoding="utf-8")
    assert tracker.result.final_scores == read_game(whole).finals
    assert [s.error.code for s in load_season([path]).skipped] == ["cut_off"]


# -- a copy of the aliases file -------------------------------------------------------------------

ALIAS_COPIES = {
    "Syncthing": "mjgui-aliases.sync-conflict-20261201-123456-ABCDEF1.txt",
    "Dropbox": "mjgui-aliases (Boris's conflicted copy 2026-12-01).txt",
    "Nextcloud": "mjgui-aliases (conflicted copy 2026-12-01 123456).txt",
    "a download": "mjgui-aliases (1).txt",
    "OneDrive": "mjgui-aliases-DESKTOP-7H2K9QL.txt",
    "OneDrive, a laptop": "mjgui-aliases-LAPTOP.txt",
}


@pytest.mark.parametrize("tool", sorted(ALIAS_COPIES))
def test_a_copy_of_the_aliases_file_is_not_read_and_said(club: Path, tool: str) -> None:
    """Desk B's merge kept by the sync tool as a conflict copy of the aliases file was ignored
    without a word (the two spellings of a player stayed two players). It is still not read (a
    player decides which merges are right), but the club window and the league say it is there,
    its merges not read, and what to do."""
    record = club / "night-21" / "table-1.mjgame"
    player = _players(record.read_text(encoding="utf-8"))[0]
    record.write_text(_renamed(record.read_text(encoding="utf-8"), player, "Zed"), encoding="utf-8")
    aliases = club / "mjgui-aliases.txt"
    aliases.write_text("# mjgui player aliases: spelling = name (one per line)\n", encoding="utf-8")
    name = ALIAS_COPIES[tool]
    copy = club / name
    data = f"# mjgui player aliases: spelling = name (one per line)\nzed = {player}\n".encode()
    copy.write_bytes(data)
    read = load_aliases(club)
    assert read.names == {} and [(p.code, p.params["path"]) for p in read.problems] == [
        ("alias_copy", str(copy))
    ]
    (note,) = read.problems
    assert note.message("en", within=club) == (
        f"{name} looks like a copy of mjgui-aliases.txt that a sync tool, a download or a file "
        "manager left beside it: the players merged in it are not read. Copy the lines you want to "
        f"keep into mjgui-aliases.txt with a text editor, then delete {name}."
    )
    assert note.message("ru", within=club) == (
        f"{name} похож на копию файла mjgui-aliases.txt, которую рядом с ним оставила программа "
        "синхронизации, загрузка или файловый менеджер: объединения игроков из него не читаются. "
        f"Перенесите нужные строки в mjgui-aliases.txt в текстовом редакторе, затем удалите {name}."
    )
    status, out = _run([str(club)])
    assert status == 0 and f"{copy} looks like a copy of {aliases}" in out
    window = ClubController()
    window.open_folder(club)
    view = window.view()
    assert view.alias_notes == (note.message("en", within=club),) and view.notes_warn
    assert "Zed" in {r.name for r in view.rows}  # not merged: the copy is not read
    # a merge made meanwhile keeps the note, and neither file loses a byte
    assert window.merge("Zed", player)
    assert window.view().alias_notes == (note.message("en", within=club),)
    assert copy.read_bytes() == data
    assert aliases.read_text(encoding="utf-8").endswith(f"zed = {player}\n")
    # without an aliases file, the copy is said all the same; deleted, nothing is said
    aliases.unlink()
    assert [p.code for p in load_aliases(club).problems] == ["alias_copy"]
    status, out = _run([str(club)])  # ... in the league too, as in the club window
    assert status == 0 and f"{copy} looks like a copy of {aliases}" in out
    copy.unlink()
    assert load_aliases(club).problems == ()


def test_other_text_files_beside_the_aliases_file_are_no_copies_of_it(tmp_path: Path) -> None:
    for name in (
        "mjgui-aliases.txt.bak",
        "old-aliases (1).txt",
        "mjgui-aliases-2025.txt",
        ".mjgui-aliases.txt.x.tmp",
    ):
        (tmp_path / name).write_text("zed = Boris\n", encoding="utf-8")
    assert load_aliases(tmp_path).problems == ()
    twice = tmp_path / "MJGUI-ALIASES (1) (1).TXT"  # a copy of a copy, on a system ignoring case
    twice.write_text("zed = Boris\n", encoding="utf-8")
    assert [p.params["path"] for p in load_aliases(tmp_path).problems] == [str(twice)]


def test_a_copy_of_the_aliases_file_is_said_when_the_file_itself_does_not_read(club: Path) -> None:
    """The note on a conflict copy of the aliases file went with the file's own when that file
    did not read (a desk's copy beside a damaged file: the one place its merges are): both are
    said, in the league and the club window."""
    aliases = club / "mjgui-aliases.txt"
    aliases.write_bytes(b"\xff\xfe bad")
    copy = club / "mjgui-aliases (1).txt"
    copy.write_text("borya = Boris\n", encoding="utf-8")
    status, out = _run([str(club)])
    assert status == 0 and f"{TABLES} games counted." in out
    notes = out[out.index("The aliases files:") :].splitlines()[1:3]
    assert notes[0].startswith(f"  {aliases}, line 1: the text is not valid UTF-8")
    assert notes[1].startswith(f"  {copy} looks like a copy of {aliases}")
    window = ClubController()
    window.open_folder(club)
    said = window.view().alias_notes
    assert len(said) == 2 and "not valid UTF-8" in said[0]
    assert said[1].startswith("mjgui-aliases (1).txt looks like a copy of mjgui-aliases.txt")
    # and a merge is refused while the file does not read, both notes kept
    assert not window.merge("Borya", "Boris")
    assert window.view().alias_notes[-1] == said[1] and copy.read_text(encoding="utf-8") == "borya = Boris\n"


def test_an_alias_refuses_every_mark_a_record_drops_from_a_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """The aliases' refusal of the bidirectional marks repeated the record's list of them: the
    marks a record drops from a name (record.without_bidi_marks) are those a name to merge may
    not hold, from one place."""
    from mjgui.core.game import record
    from mjgui.core.league.aliases import AliasError, _check_name

    for mark in ("\u200e", "\u200f", "\u061c"):
        with pytest.raises(AliasError):
            _check_name(f"{mark}Эмиль", spelling=False)
    assert _check_name("Эмиль\u2060", spelling=False) == "Эмиль\u2060"  # a word joiner: no mark
    monkeypatch.setattr(record, "_BIDI_MARKS", re.compile("[\u200e\u200f\u061c\u2060]"))
    with pytest.raises(AliasError) as caught:
        _check_name("Эмиль\u2060", spelling=False)
    assert caught.value.code == "alias_chars"


def _copy_at(path: Path, text: str, at: float) -> Path:
    path.write_text(text, encoding="utf-8")
    os.utime(path, (at, at))
    return path

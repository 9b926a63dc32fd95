"""The season loader's edges, each with what the league shows: the games counted and in what
order, the files left out or repeated, and the exact words of each, in both languages (the gaps
mutation testing found in mjgui/core/league/season.py: docs/mutation.md).

The games are written here line by line; GAME holds one hand of every kind a record has (a
riichi, a ron in han and fu, an abortive draw, a draw with tenpai and nagashi, a double ron, a
chombo, a pao yakuman, a hand scored by the core, a limit, and a double ron that ends the game),
so that a copy with one line corrected differs in exactly one hand of nine.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import shutil
from pathlib import Path

import pytest

from mjgui.core.errors import os_reason
from mjgui.core.game.game import replay
from mjgui.core.game.lines import new_game_text
from mjgui.core.league import season as season_module
from mjgui.core.league.files import conflict_original
from mjgui.core.league.season import (
    Season,
    file_date,
    hands_alike,
    load_season,
    look_alike,
    record_digest,
)

DATE = "# date 2026-11-20\n"
GAME = (
    DATE
    + "rules seed atama_hane=off abortive_draws=on\n"
    + "players Aiko Boris Chen Dasha\n"
    + "riichi Boris\n"
    + "ron Chen from Dasha 2 30\n"
    + "abort\n"
    + "draw nagashi Boris tenpai Boris\n"
    + "ron Aiko from Boris 3 40\n"
    + "also ron Chen from Boris 1 30\n"
    + "chombo Dasha\n"
    + "tsumo Boris yakuman 1 pao Chen\n"
    + 'tsumo Chen hand "234m567p345678s55s --tsumo"\n'
    + "ron Aiko from Dasha mangan\n"
    + "ron Aiko from Dasha mangan\n"
    + "also ron Chen from Dasha yakuman 1\n"  # Dasha below zero: the game ends here, S1
)
HANDS = 9
AT = 1_790_000_000.0
#: another table's game of the evening: other players (two), and a hand of its own (the same
#: hands seat by seat under other names would be a copy of GAME with its names corrected, and so
#: would one other name with most hands alike: a copy with a name and a hand corrected)
OTHER = (
    GAME.replace("Aiko", "Emil")
    .replace("Boris", "Fedya")
    .replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30")
)


def _saved(path: Path, text: str, at: float = AT) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    os.utime(path, (at, at))
    return path


def _said(season: Season, lang: str = "en") -> dict[str, str]:
    notes = [*season.skipped, *season.duplicates]
    return {n.path.name: n.message(lang) for n in notes}


def test_the_game_of_every_kind_of_hand_is_a_finished_game_of_nine_hands(tmp_path: Path) -> None:
    season = load_season([_saved(tmp_path / "game.mjgame", GAME)])
    assert [len(g.hands) for g in season.games] == [HANDS] and not season.skipped
    assert season.games[0].date == dt.date(2026, 11, 20)
    assert season.rules == ("seed abortive_draws=on atama_hane=off",)
    assert list(season.by_label) == ["seed abortive_draws=on atama_hane=off"]


# -- every file left out or repeated, in full -------------------------------------------------


def test_each_file_left_out_or_repeated_is_said_in_full_in_both_languages(tmp_path: Path) -> None:
    club = tmp_path / "club"
    table = _saved(club / "table-1.mjgame", GAME)
    os.link(table, club / "x hard link.mjgame")
    _saved(club / "table-1 again.mjgame", GAME.replace("\n", "\r\n"), AT + 60)
    (club / "itself").symlink_to(club)
    unfinished = new_game_text(["Emil", "Fedya", "Gosha", "Hana"]) + "riichi Fedya\n"
    _saved(club / "unfinished.mjgame", unfinished)
    refused = GAME.replace("ron Chen from Dasha 2 30", "ron Chen from Chen 2 30")
    _saved(club / "refused.mjgame", refused)
    _saved(club / "no players.mjgame", "rules seed\n# a table that never sat down\n")
    other = GAME.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30").replace(DATE, "")
    _saved(club / "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame", other)
    missing = tmp_path / "missing.mjgame"
    season = load_season([club, missing])
    assert [g.path for g in season.games] == [table]
    reason = replay(refused).errors[0]
    assert _said(season) == {
        "missing.mjgame": f"{missing} does not exist or cannot be read.",
        "unfinished.mjgame": f"{club / 'unfinished.mjgame'}: the game has not ended (it stops at E1); "
        "it is not counted until it is finished.",
        "refused.mjgame": f"{club / 'refused.mjgame'}: {reason.message('en')} The game is not counted.",
        "no players.mjgame": f"{club / 'no players.mjgame'}: the record has no players line; it is not "
        "a game.",
        "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame": f"{club}/table-1.sync-conflict-20261120-"
        "231502-ABCDEF1.mjgame looks like a sync conflict copy of table-1.mjgame: it is not counted. "
        "Keep the right one of the two and delete the other.",
        "itself": f"{club / 'itself'} is the same folder as {club}; its records are counted once.",
        "x hard link.mjgame": f"{club / 'x hard link.mjgame'} is the same file as {table}; "
        "it is counted once.",
        "table-1 again.mjgame": f"{club / 'table-1 again.mjgame'} holds the same game as {table}; "
        "the game is counted once.",
    }
    assert _said(season, "ru") == {
        "missing.mjgame": f"{missing} не существует или не читается.",
        "unfinished.mjgame": f"{club / 'unfinished.mjgame'}: игра не закончена (она остановилась на В1); "
        "она не учитывается, пока её не доиграют.",
        "refused.mjgame": f"{club / 'refused.mjgame'}: {reason.message('ru')} Игра не учитывается.",
        "no players.mjgame": f"{club / 'no players.mjgame'}: в записи нет строки players; это не игра.",
        "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame": f"{club}/table-1.sync-conflict-20261120-"
        "231502-ABCDEF1.mjgame похож на копию конфликта синхронизации файла table-1.mjgame: он не "
        "учитывается. Оставьте верный из двух файлов, а другой удалите.",
        "itself": f"{club / 'itself'} — та же папка, что и {club}; её записи учтены один раз.",
        "x hard link.mjgame": f"{club / 'x hard link.mjgame'} — тот же файл, что и {table}; "
        "он учтён один раз.",
        "table-1 again.mjgame": f"{club / 'table-1 again.mjgame'} содержит ту же игру, что и {table}; "
        "игра учтена один раз.",
    }


ONE_HAND = DATE + "rules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha yakuman 1\n"
#: the note after a copy's when the record counted is only the one saved last
SAVED_LAST = " {} counts as saved last (its file's time, which a sync or a restore can change)."


def test_a_one_hand_game_under_other_rules_is_another_game_an_early_save_in_the_singular(
    tmp_path: Path,
) -> None:
    """A game of one hand (a dealer's yakuman: buttobi) played alike under other rules words at
    the same table on the same day is another game (a short game: another under other rules),
    not a near copy of the first; an early save of one whole hand of GAME: "its 1 hand is the
    first hand"."""
    night = tmp_path / "night"
    first = _saved(night / "one.mjgame", ONE_HAND)
    again = _saved(
        night / "one again.mjgame", ONE_HAND.replace("rules seed", "rules seed honba_ron=600"), AT + 60
    )
    season = load_season([night])
    assert sorted(g.path for g in season.games) == sorted([first, again])
    assert not season.skipped and not season.duplicates
    table = tmp_path / "table"
    full = _saved(table / "full.mjgame", GAME)
    early = _saved(table / "early.mjgame", GAME[: GAME.index("abort\n")] + "riichi Aiko\n", AT - 600)
    season = load_season([table])
    assert [g.path for g in season.games] == [full]
    assert _said(season) == {
        "early.mjgame": f"{early} stops at E2, and its 1 hand is the first hand of {full} (the same day, "
        "the same players in the same seats): it looks like a copy of that game saved before its end. "
        f"It is not counted; {full} is."
    }
    assert _said(season, "ru") == {
        "early.mjgame": f"{early} обрывается на В2, а 1\u00a0раздача в нём та же, что в начале {full} (тот "
        "же день, те же игроки на тех же местах): похоже, это копия той игры, сохранённая до её конца. "
        f"Копия не учитывается, учитывается {full}."
    }


# -- a copy with one line corrected: one hand in nine ------------------------------------------

CORRECTIONS = {
    "a ron's han": ("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30"),
    "a ron's fu": ("ron Chen from Dasha 2 30", "ron Chen from Dasha 2 40"),
    "a ron's winner": ("ron Chen from Dasha 2 30", "ron Aiko from Dasha 2 30"),
    "the tenpai": ("tenpai Boris\n", "tenpai Boris,Aiko\n"),
    "the nagashi": ("draw nagashi Boris", "draw nagashi Boris,Aiko"),
    "the pao's yakuman": ("yakuman 1 pao Chen", "yakuman 1 pao Chen daisangen"),
    "the pao's count": ("yakuman 1 pao Chen", "yakuman 1 pao Chen 1"),
    "the hand scored": ("234m567p345678s55s", "234m567p345678s44s"),
    "who declared riichi": ("riichi Boris\n", "riichi Aiko\n"),
    "who made the chombo": ("chombo Dasha", "chombo Aiko"),
    "the last double ron's pao": (
        "also ron Chen from Dasha yakuman 1",
        "also ron Chen from Dasha yakuman 1 pao Boris",
    ),
    "the last double ron's yakuman": (
        "also ron Chen from Dasha yakuman 1",
        "also ron Chen from Dasha yakuman 2",
    ),
}


@pytest.mark.parametrize("which", sorted(CORRECTIONS))
def test_a_copy_with_one_line_corrected_is_a_near_copy_of_eight_hands_in_nine(
    tmp_path: Path, which: str
) -> None:
    """Not the same game (the line differs), and not two games: a near copy, the correction
    (saved last) counted, and the hands counted as the record writes them: an abort, a chombo
    and each result end a hand, an ``also ron`` belongs to the ron before it (the last one too)."""
    old, new = CORRECTIONS[which]
    assert old in GAME
    night = tmp_path / "night"
    first = _saved(night / "table-1.mjgame", GAME)
    fixed = _saved(night / "table-1 fixed.mjgame", GAME.replace(old, new), AT + 60)
    alone = load_season([fixed])
    assert [len(g.hands) for g in alone.games] == [HANDS]
    season = load_season([night])
    assert [g.path for g in season.games] == [fixed] and not season.duplicates
    assert _said(season) == {
        "table-1.mjgame": f"{first} looks like a copy of the game in {fixed}: the same day, the same "
        f"players in the same seats, 8 of 9 hands alike. It is not counted; {fixed} is. Keep the right "
        "one of the two and delete the other." + SAVED_LAST.format(fixed)
    }


def test_a_winner_corrected_between_players_of_decomposed_names_is_a_near_copy(tmp_path: Path) -> None:
    """Names typed with a combining diaeresis (``Zoe`` + U+0308): their seats are found whatever
    the Unicode form, so a copy whose winner is the other such player is one hand in nine apart."""
    zoe, chloe = "Zoe\u0308", "Chloe\u0308"
    game = GAME.replace("Aiko", zoe).replace("Chen", chloe)
    night = tmp_path / "night"
    _saved(night / "a.mjgame", game)
    fixed = _saved(
        night / "b.mjgame",
        game.replace(f"ron {chloe} from Dasha 2 30", f"ron {zoe} from Dasha 2 30"),
        AT + 60,
    )
    season = load_season([night])
    assert [g.path for g in season.games] == [fixed] and not season.duplicates
    assert [(s.path.name, s.error.code) for s in season.skipped] == [("a.mjgame", "near_copy")]
    assert "8 of 9 hands alike" in season.skipped[0].message()


def test_the_seed_rules_written_or_not_are_the_same_game(tmp_path: Path) -> None:
    night = tmp_path / "night"
    first = _saved(night / "a.mjgame", ONE_HAND)
    again = _saved(night / "b.mjgame", ONE_HAND.replace("rules seed\n", ""), AT + 60)
    season = load_season([night])
    assert [g.path for g in season.games] == [first] and not season.skipped
    assert [(d.path, d.other, d.code) for d in season.duplicates] == [(again, first, "same_game")]


def test_near_copies_are_found_at_every_table_of_the_night(tmp_path: Path) -> None:
    """A table whose game has no copy, then a table whose game has one: the copy is found."""
    night = tmp_path / "night"
    _saved(night / "a.mjgame", OTHER)
    _saved(night / "b.mjgame", GAME)
    fixed = _saved(night / "c.mjgame", GAME.replace("2 30", "2 40"), AT + 60)
    season = load_season([night])
    assert [g.path.name for g in season.games] == ["a.mjgame", "c.mjgame"]
    assert [(s.path.name, s.error.code, s.other) for s in season.skipped] == [
        ("b.mjgame", "near_copy", fixed)
    ]


def test_the_same_lines_with_other_seats_are_another_game_with_another_player_a_copy(tmp_path: Path) -> None:
    """The same players in other seats (another dealer: other points): another table's game,
    counted. The same lines by seat with another player in the first seat: every hand ended
    alike, seat by seat, is no other table's game but a copy with a name corrected, left out
    with a note (it was counted too: the evening twice); of the two the one saved last counts."""
    night = tmp_path / "night"
    _saved(night / "a.mjgame", GAME)
    last = _saved(night / "b.mjgame", GAME.replace("Aiko", "Emil"), AT + 60)
    _saved(night / "c.mjgame", GAME.replace("players Aiko Boris", "players Boris Aiko"))
    season = load_season([night])
    assert [g.path.name for g in season.games] == ["b.mjgame", "c.mjgame"]
    said = [(s.path.name, s.error.code, s.other) for s in season.skipped]
    assert said == [("a.mjgame", "same_hands", last)]
    assert not season.duplicates


EAST = (
    "ron Boris from Dasha mangan\n"
    "ron Chen from Dasha mangan\n"
    "ron Dasha from Aiko 1 30\n"
    "ron Aiko from Boris mangan\n"
)


def test_a_finished_game_whose_hands_begin_a_longer_one_under_other_rules_is_another_game(
    tmp_path: Path,
) -> None:
    """An east-only game and a game under the hanchan rules with one hand more: both finished,
    the shorter's hands the first of the longer's. Under other rules they are two games, both
    counted: not near copies (a near copy is one under the same rules), nor a record that stops
    somewhere."""
    night = tmp_path / "night"
    short = _saved(
        night / "east.mjgame", DATE + "rules seed east_only=on\nplayers Aiko Boris Chen Dasha\n" + EAST
    )
    longer = DATE + "rules seed\nplayers Aiko Boris Chen Dasha\n" + EAST + "ron Aiko from Dasha yakuman 1\n"
    long = _saved(night / "hanchan.mjgame", longer, AT - 60)
    season = load_season([night])
    assert sorted(g.path for g in season.games) == sorted([short, long])
    assert not season.skipped and not season.duplicates


def test_a_copy_of_a_copy_left_out_and_a_corrected_early_save_say_the_hands_alike(tmp_path: Path) -> None:
    night = tmp_path / "night"
    corrected = GAME.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 2 40")
    first = _saved(night / "a.mjgame", GAME)
    again = _saved(night / "b.mjgame", GAME.replace("\n", "\r\n"), AT + 30)
    fixed = _saved(night / "c.mjgame", corrected, AT + 60)
    # saved before the last hand, with the first hand as it was: not the first hands of c
    early = _saved(night / "d.mjgame", GAME[: GAME.index("ron Aiko from Dasha mangan\nalso")], AT - 60)
    season = load_season([night])
    assert [g.path for g in season.games] == [fixed]
    copy = "the same day, the same players in the same seats, {} of 9 hands alike. It is not counted; "
    tail = f"{fixed} is. Keep the right one of the two and delete the other."
    last = tail + SAVED_LAST.format(fixed)  # a finished copy: fixed is counted as saved last
    assert _said(season) == {
        "a.mjgame": f"{first} looks like a copy of the game in {fixed}: {copy.format(8)}{last}",
        "b.mjgame": f"{again} looks like a copy of the game in {fixed}: {copy.format(8)}{last}",
        "d.mjgame": f"{early} looks like a copy of the game in {fixed}: {copy.format(7)}{tail}",
    }


# -- how many hands two records agree on --------------------------------------------------------


#: the hands every game has (``d``: a draw with nobody tenpai, ``a``: an abortive draw)
_COMMON = {"d": ("draw", "tenpai", "nagashi"), "a": ("AbortAction",)}


def _hands(*names: str) -> tuple[tuple[tuple[str, ...], ...], ...]:
    return tuple((_COMMON.get(name, (name,)),) for name in names)


@pytest.mark.parametrize(
    ("a", "b", "alike"),
    [
        ("123456", "123456", 6),
        ("123456", "1X3456", 5),  # one corrected
        ("123456", "13456", 5),  # one missing: the two before it and the four after
        ("123456", "1X23456", 6),  # one more
        ("123", "1233", 3),  # a hand doubled at the end: not counted twice
        ("123456", "1X3Y5ZW", 3),  # in place only: never past a hand that differs
    ],
)
def test_hands_alike_counts_each_hand_once_in_order(a: str, b: str, alike: int) -> None:
    assert hands_alike(_hands(*a), _hands(*b)) == alike == hands_alike(_hands(*b), _hands(*a))


@pytest.mark.parametrize(
    ("a", "b", "copies"),
    [
        ("123", "12", True),  # an early save
        ("d", "dd3", True),  # an early save of a draw
        ("1234", "1X34", True),  # three of four alike: a hand corrected
        ("123456", "13456", True),  # a hand missing
        # a short game (fewer than SHORT_GAME hands) and its copy with a hand corrected, one
        # added or one missing: two hands that tell games apart alike, of three
        ("123", "1X3", True),
        ("12", "1X2", True),
        ("123", "13", True),
        # alike only in the draws every game has (nobody tenpai, an abortive draw): two games
        ("ddd4", "ddd5", False),
        ("dad45", "dad46", False),
        ("d2d4", "d2d5", False),  # one hand telling them apart alike: two games
        ("12d4", "12d5", True),  # two: a hand corrected
        ("123456", "1X3YZ6", False),  # three of six: a half
        ("123456", "12XYZW", False),  # two alike: not two thirds of six
        ("", "123", False),  # a record of no whole hand
        ("Z23", "Y23456", False),  # two of six, whichever sorts first
        ("Y23", "Z23456", False),
    ],
)
def test_two_records_look_alike_only_when_most_of_the_longers_hands_are_alike(
    a: str, b: str, copies: bool
) -> None:
    assert look_alike(_hands(*a), _hands(*b)) is copies
    assert look_alike(_hands(*b), _hands(*a)) is copies


def test_the_tables_and_the_days_of_a_season(tmp_path: Path) -> None:
    """Four players first, as the league shows them; the first and the last day of the games."""
    sanma = Path(__file__).parent / "data" / "sanma-records" / "dnovikoff-sanma2.mjgame"
    club = tmp_path / "club"
    _saved(club / "four.mjgame", GAME)
    _saved(club / "three.mjgame", "# date 2026-11-27\n" + sanma.read_text(encoding="utf-8"))
    season = load_season([club])
    assert season.tables == (4, 3)
    assert season.dates == (dt.date(2026, 11, 20), dt.date(2026, 11, 27))
    assert [g.path.name for g in season.table(3).games] == ["three.mjgame"]
    assert season.table(3).tables == (3,)
    empty = load_season([tmp_path / "nothing"])
    assert empty.tables == () and empty.dates is None


# -- which of two is counted, and the order of what is said ------------------------------------


def test_of_two_names_sorting_apart_as_text_and_as_paths_the_first_as_text_is_counted(tmp_path: Path) -> None:
    """``a-b.mjgame`` comes before ``a/b.mjgame`` as text and after it as a path: the season
    orders by the text (the order its lists show) wherever it breaks a tie: two games of one
    day, two copies of one game of one age, two near copies of as many hands and one age."""
    games = tmp_path / "games"
    other = OTHER
    _saved(games / "a" / "b.mjgame", GAME)
    _saved(games / "a-b.mjgame", other)
    assert [g.path for g in load_season([games]).games] == [games / "a-b.mjgame", games / "a" / "b.mjgame"]
    copies = tmp_path / "copies"
    _saved(copies / "a" / "b.mjgame", GAME)
    _saved(copies / "a-b.mjgame", GAME)
    season = load_season([copies])
    assert [g.path for g in season.games] == [copies / "a-b.mjgame"]
    assert [(d.path, d.other) for d in season.duplicates] == [
        (copies / "a" / "b.mjgame", copies / "a-b.mjgame")
    ]
    near = tmp_path / "near"
    _saved(near / "a" / "b.mjgame", GAME)
    _saved(near / "a-b.mjgame", GAME.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 2 40"))
    season = load_season([near])
    assert [g.path for g in season.games] == [near / "a-b.mjgame"]
    assert [(s.path, s.other) for s in season.skipped] == [(near / "a" / "b.mjgame", near / "a-b.mjgame")]


def test_one_file_named_twice_is_counted_under_its_first_name_and_repeats_are_listed_by_name(
    tmp_path: Path,
) -> None:
    club = tmp_path / "club"
    first = _saved(club / "a.mjgame", GAME)
    os.link(first, club / "y.mjgame")
    os.link(first, club / "z.mjgame")
    (club / "z-link").symlink_to(club)
    season = load_season([club / "z.mjgame", club / "y.mjgame"])
    assert [g.path for g in season.games] == [club / "y.mjgame"]
    assert [(d.path, d.other) for d in season.duplicates] == [(club / "z.mjgame", club / "y.mjgame")]
    season = load_season([club])  # the folder's repeat is met first, the files' after: listed by name
    assert [(d.path.name, d.code) for d in season.duplicates] == [
        ("y.mjgame", "same_file"),
        ("z-link", "same_folder"),
        ("z.mjgame", "same_file"),
    ]


def test_of_two_links_to_one_folder_the_first_by_name_is_read(tmp_path: Path) -> None:
    # a hidden folder of the season's, not listed itself (a link out of the season's folder is
    # not followed: test_league_folder_links.py)
    club = tmp_path / "club"
    elsewhere = club / ".elsewhere"
    _saved(elsewhere / "game.mjgame", GAME)
    (club / "b-link").symlink_to(elsewhere)
    (club / "a-link").symlink_to(elsewhere)
    season = load_season([club])
    assert [g.path for g in season.games] == [club / "a-link" / "game.mjgame"]
    assert [(d.path, d.other) for d in season.duplicates] == [(club / "b-link", club / "a-link")]


# -- what the disk does meanwhile ---------------------------------------------------------------


def test_a_folder_removed_while_the_season_is_read_is_said_and_the_others_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club = tmp_path / "club"
    _saved(club / "night-1" / "game.mjgame", GAME)
    second = _saved(club / "night-2" / "game.mjgame", GAME.replace("Aiko", "Emil"))
    real = os.scandir

    def listed_then_removed(
        path: str | os.PathLike[str],
    ) -> contextlib.AbstractContextManager[list[os.DirEntry[str]]]:
        if isinstance(path, int) or Path(path) != club:  # shutil.rmtree lists by descriptor
            return real(path)
        with real(path) as listing:
            entries = list(listing)
        shutil.rmtree(club / "night-1")  # a sync tool tidying up, just after the listing
        return contextlib.nullcontext(entries)

    monkeypatch.setattr(os, "scandir", listed_then_removed)
    season = load_season([club])
    assert [g.path for g in season.games] == [second]
    # the reason as mjgui words it (the C library's own text follows the process's locale, which
    # an earlier test's Qt may have set from a LANGUAGE it was given)
    reason = os_reason(OSError(2, os.strerror(2))).message("en")
    folder = club / "night-1"
    assert _said(season) == {
        "night-1": f"{folder}: the folder cannot be read ({reason}); the records in it are not counted."
    }
    reason_ru = os_reason(OSError(2, reason)).message("ru")
    assert _said(season, "ru") == {
        "night-1": f"{folder}: папка не читается ({reason_ru}); записи в ней не учтены."
    }


def test_a_folder_that_cannot_be_listed_is_said_and_the_others_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another user's folder that this one may not read (the system refuses to list it)."""
    club = tmp_path / "club"
    _saved(club / "night-1" / "game.mjgame", GAME)
    second = _saved(club / "night-2" / "game.mjgame", GAME.replace("Aiko", "Emil"))
    real = os.scandir

    def refusing(path: str | os.PathLike[str]) -> object:
        if not isinstance(path, int) and Path(path) == club / "night-1":
            raise PermissionError(13, os.strerror(13), str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", refusing)
    season = load_season([club])
    assert [g.path for g in season.games] == [second]
    reason = os.strerror(13)
    assert _said(season) == {
        "night-1": f"{club / 'night-1'}: the folder cannot be read ({reason}); the records in it are not "
        "counted."
    }


def test_copies_whose_files_are_gone_once_read_are_counted_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sync tool moves the records away as they are read: their age is not known, the first
    by name is counted, and nothing is raised."""
    club = tmp_path / "club"
    _saved(club / "a.mjgame", GAME)
    _saved(club / "b.mjgame", GAME)
    _saved(club / "c.mjgame", GAME.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 2 40"))
    real = season_module.record_of

    def read_then_gone(data: bytes, path: Path, *args: object, **kwargs: object) -> object:
        record = real(data, path, *args, **kwargs)  # type: ignore[arg-type]
        Path(path).unlink()
        return record

    monkeypatch.setattr(season_module, "record_of", read_then_gone)
    season = load_season([club])
    assert [g.path.name for g in season.games] == ["a.mjgame"]
    assert [d.path.name for d in season.duplicates] == ["b.mjgame"]
    assert [(s.path.name, s.error.code) for s in season.skipped] == [("c.mjgame", "near_copy")]


def test_a_link_loop_named_like_a_record_is_a_record_that_cannot_be_read(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    (club / "loop.mjgame").symlink_to("loop.mjgame")
    (club / "loop").symlink_to("loop")
    season = load_season([club])
    assert [(s.path.name, s.error.code) for s in season.skipped] == [("loop.mjgame", "unreadable")]


def test_a_day_no_file_can_tell_is_the_first_day_of_1970(tmp_path: Path) -> None:
    assert file_date(tmp_path / "gone.mjgame") == dt.date(1970, 1, 1)


# -- what makes two records one game ----------------------------------------------------------


def test_a_records_digest_is_that_of_its_game_whatever_its_spelling(tmp_path: Path) -> None:
    spelled = "\ufeff" + GAME.replace("\n", "\r\n").replace("ron Chen", "RON  chen") + "# a comment\n"
    assert record_digest(spelled) == record_digest(GAME)
    assert record_digest(GAME.replace(DATE, "# date 2026-11-27\n")) != record_digest(GAME)
    assert record_digest(GAME.replace(DATE, "")) != record_digest(GAME)
    assert record_digest(GAME.replace("2 30", "2 40")) != record_digest(GAME)
    assert record_digest(GAME) == load_season([_saved(tmp_path / "g.mjgame", spelled)]).games[0].digest


@pytest.mark.parametrize(
    ("name", "original"),
    [
        ("table-1.sync-conflict-20261120-231502-ABCDEF1", "table-1"),  # named directly, no suffix
        ("table-1_conflict-20261120-231502.txt", "table-1.txt"),
        ("table-1.sync-conflict-20261120-231502-ABCDEF1.MJGAME", "table-1.MJGAME"),
    ],
)
def test_a_conflict_copys_record_is_found_whatever_the_suffix(
    tmp_path: Path, name: str, original: str
) -> None:
    assert conflict_original(tmp_path / name) == tmp_path / original


def test_two_reads_are_the_same_season_only_when_every_game_and_note_is_the_same(tmp_path: Path) -> None:
    """``Season.same_as``: the games, the duplicates, the first spellings, and the files left
    out (by path, the record they copy, and why: the errors are new objects at each read)."""
    from dataclasses import replace

    folder = tmp_path / "season"
    _saved(folder / "table-1.mjgame", GAME)
    _saved(folder / "table-2.mjgame", OTHER.replace("Emil", "Ema"))
    _saved(folder / "broken.mjgame", "players Aiko\nnot a line\n")
    _saved(folder / "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame", GAME.replace("2 30", "3 30"))
    first, again = load_season([folder]), load_season([folder])
    assert len(first.skipped) == 2 and first.skipped[0].error is not again.skipped[0].error
    assert first.same_as(again) and again.same_as(first)
    assert not first.same_as(replace(again, games=again.games[:1]))
    repeated = season_module.Duplicate(folder, folder, "same_folder")
    assert not first.same_as(replace(again, duplicates=(repeated,)))
    assert not first.same_as(replace(again, spellings=("Zhen",)))
    assert not first.same_as(replace(again, skipped=again.skipped[:1]))
    moved = replace(again.skipped[0], path=folder / "elsewhere.mjgame")
    assert not first.same_as(replace(again, skipped=(moved, *again.skipped[1:])))
    other = replace(again.skipped[1], other=folder / "table-2.mjgame")
    assert not first.same_as(replace(again, skipped=(*again.skipped[:1], other)))
    why = replace(again.skipped[0], error=again.skipped[1].error)
    assert not first.same_as(replace(again, skipped=(why, *again.skipped[1:])))


def test_a_cached_load_that_finds_the_same_season_gives_the_last_ones_object(tmp_path: Path) -> None:
    folder = tmp_path / "season"
    _saved(folder / "table-1.mjgame", GAME)
    cache = season_module.SeasonCache()
    first = load_season([folder], cache)
    assert load_season([folder], cache) is first and cache.season is first
    _saved(folder / "table-2.mjgame", OTHER.replace("Emil", "Ema"))
    changed = load_season([folder], cache)
    assert changed is not first and len(changed.games) == 2 and cache.season is changed
    assert load_season([folder], cache) is changed
    assert load_season([folder]) is not changed  # no cache: a new object, the same season


def test_the_club_notes_name_their_files_from_the_season_folder_a_nested_reason_too(tmp_path: Path) -> None:
    """``named_from``: a file parameter (an aliases note's game ``file``) and the file of a
    nested storage error (why the aliases file does not read) named from the season's folder;
    a parameter that is not a file (a name) as written, even one that reads like a path."""
    from mjgui.core.league.aliases import AliasError, AliasesFileError

    folder = tmp_path / "club"
    unreadable = AliasError(
        "alias_unreadable", reason=AliasesFileError("not_a_file", path=str(folder / "night" / "aliases.txt"))
    )
    said = unreadable.message("en", within=folder)
    assert said.startswith("night/aliases.txt is not a regular file") and str(folder) not in said
    same_table = AliasError(
        "alias_same_table",
        name=str(folder / "Aiko"),
        other="Boris",
        first="Chen",
        second="Dasha",
        file=str(folder / "night" / "table-1.mjgame"),
    )
    assert same_table.message("en", within=folder) == (
        f"{folder / 'Aiko'} and Boris cannot be one player: Chen and Dasha sat at the same table in "
        "night/table-1.mjgame. Nothing was changed."
    )


def test_a_conflict_copys_record_is_named_escaped_and_a_refused_line_said_in_russian(tmp_path: Path) -> None:
    """The record a sync conflict copy copies is a file name: shown with its control characters
    escaped; a record refused for a line is said in the player's language when named from the
    season's folder too."""
    folder = tmp_path / "season"
    _saved(folder / "t\x1bx.mjgame", GAME)
    _saved(folder / "t\x1bx.sync-conflict-20261120-231502-ABCDEF1.mjgame", GAME.replace("2 30", "3 30"))
    _saved(folder / "broken.mjgame", GAME + "not a line\n")
    season = load_season([folder])
    conflict = [s for s in season.skipped if s.other is not None]
    [refused] = [s for s in season.skipped if s.other is None]
    assert len(conflict) == 1
    said = conflict[0].message("en", within=folder)
    assert "t\\x1bx.mjgame" in said and "\x1b" not in said
    assert refused.message("ru", within=folder).startswith("broken.mjgame: Строка 16 (not a line): «not»")

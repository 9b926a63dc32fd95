"""A league table built with each game's counts kept from an earlier table
(:class:`~mjgui.core.league.standings.GameCounts`: the club window counts each game once,
whatever the date, table or rules filter) is the table counted afresh, every figure (found
missing by mutation testing: ``make mutate`` on ``core/league/standings.py``).

A (2026-11-01; Boris Aiko Chen Dasha): Aiko rons the dealer Boris 2 han 30 fu (+2000, line 4);
three draws, nobody tenpai. B (2026-11-02; Chen Dasha Boris emil): a draw; Chen rons emil 2 han
30 fu at 1 honba (+2300); two draws. C (2026-11-03; Chen Aiko Boris Dasha, a note before its
rules): Aiko rons Dasha 2 han 30 fu (+2000, line 5); three draws. Aiko's two wins are as big:
her biggest is the first of them, in the order the games are read.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from mjgui.core.league.aliases import Aliases, parse_aliases
from mjgui.core.league.season import Game, Season, load_season, read_game
from mjgui.core.league.standings import BigHand, GameCounts, Standing, standings
from tests.leaguegen import write_season

A = """# date 2026-11-01
rules seed east_only=on
players Boris Aiko Chen Dasha
ron Aiko from Boris 2 30
draw
draw
draw
"""

B = """# date 2026-11-02
rules seed east_only=on
players Chen Dasha Boris emil
draw
ron Chen from emil 2 30
draw
draw
"""

C = """# date 2026-11-03
# table 2
rules seed east_only=on
players Chen Aiko Boris Dasha
ron Aiko from Dasha 2 30
draw
draw
draw
"""


@pytest.fixture
def games(tmp_path: Path) -> dict[str, Game]:
    out = {}
    for name, text in (("a", A), ("b", B), ("c", C)):
        path = tmp_path / f"{name}.mjgame"
        path.write_text(text, encoding="utf-8")
        out[name] = read_game(path)
    return out


def _by_name(rows: list[Standing]) -> dict[str, Standing]:
    return {r.name: r for r in rows}


def test_the_biggest_win_is_the_first_of_two_as_big_across_games(games: dict[str, Game]) -> None:
    a, c = games["a"], games["c"]
    first = BigHand(2000, 0, 2, 30, None, a.path, 4)
    later = BigHand(2000, 0, 2, 30, None, c.path, 5)
    aiko = _by_name(standings([a, c]))["Aiko"]
    assert (aiko.games, aiko.stats.win_points, aiko.stats.biggest) == (2, 4000, first)
    assert _by_name(standings([c, a]))["Aiko"].stats.biggest == later
    # C counted first for a table of its own, then added after A: still A's win
    aliases = Aliases()
    counts = GameCounts(aliases)
    assert _by_name(standings([c], aliases, counts))["Aiko"].stats.biggest == later
    kept = standings([a, c], aliases, counts)
    assert _by_name(kept)["Aiko"].stats.biggest == first
    assert kept == standings([a, c])


def test_a_player_new_to_a_later_table_is_named_as_that_table_names_them(games: dict[str, Game]) -> None:
    a, b = games["a"], games["b"]
    aliases = Aliases()
    counts = GameCounts(aliases)
    assert [r.name for r in standings([b], aliases, counts)] == ["Chen", "Dasha", "Boris", "emil"]
    # the season's first spelling of emil is "Emil": its table names him so
    folder = Season(games=(a, b), spellings=("Boris", "Aiko", "Chen", "Dasha", "Emil"))
    named = standings(folder, aliases, counts)
    assert [r.name for r in named] == ["Chen", "Aiko", "Dasha", "Emil", "Boris"]
    assert named == standings(folder)
    # a season that does not spell him: named as the game writes him
    unspelled = Season(games=(a, b), spellings=("Boris", "Aiko", "Chen", "Dasha"))
    rows = standings(unspelled, aliases, counts)
    assert [r.name for r in rows] == ["Chen", "Aiko", "Dasha", "emil", "Boris"]
    assert rows == standings(unspelled)
    emil = _by_name(rows)["emil"]
    assert (emil.games, emil.total, emil.places, emil.stats.deal_ins) == (1, -17000, (0, 0, 0, 1), 1)
    assert counts.counted == 2  # A and B, each once


def test_counts_count_each_game_once(games: dict[str, Game]) -> None:
    a, b, c = games["a"], games["b"], games["c"]
    aliases = Aliases()
    counts = GameCounts(aliases)
    assert counts.counted == 0
    standings([a, b], aliases, counts)
    assert counts.counted == 2
    standings([a, b], aliases, counts)
    assert counts.counted == 2  # nothing counted again
    assert standings([b, c], aliases, counts) == standings([b, c])
    assert counts.counted == 3  # C only
    # an equal game that is another object (read again) is counted for itself
    again = read_game(a.path)
    assert again == a and again is not a
    assert standings([again, c], aliases, counts) == standings([a, c])
    assert counts.counted == 4


def test_a_game_is_not_taken_for_one_counted_before_it(games: dict[str, Game], tmp_path: Path) -> None:
    """Copies of a game each under another file name, each the caller's only for its own table:
    each table's biggest win is in its own copy's file. Were a game counted known by its identity
    alone, a copy made after the one before it was let go could take its id, and its counts."""
    aliases = Aliases()
    counts = GameCounts(aliases)
    for i in range(20):
        copy = dataclasses.replace(games["a"], path=tmp_path / f"copy-{i}.mjgame")
        aiko = _by_name(standings([copy], aliases, counts))["Aiko"]
        assert aiko.stats.biggest == BigHand(2000, 0, 2, 30, None, copy.path, 4)
        del copy, aiko
    assert counts.counted == 20


def test_counts_kept_under_other_aliases_are_refused(games: dict[str, Game]) -> None:
    counts = GameCounts(Aliases())
    with pytest.raises(AssertionError, match=r"^counts kept under other aliases$"):
        standings([games["a"]], Aliases(), counts)
    with pytest.raises(AssertionError, match=r"^counts kept under other aliases$"):
        standings([games["a"]], None, counts)


def test_every_filter_of_a_season_with_kept_counts_is_counted_afresh(tmp_path: Path) -> None:
    """The club's steps over one season: dates, tables and rules filters, each table built with
    the counts kept from the ones before, each equal to the table counted afresh."""
    root = tmp_path / "season"
    write_season(root, 16, seed=11)
    season = load_season([root])
    aliases = parse_aliases("boris = Borya\naiko = Aiko Z\nemil = Fedya\n")
    assert len(season.games) == 16
    counts = GameCounts(aliases)
    dates = sorted({g.date for g in season.games})
    parts = [season.select(since=dates[len(dates) // 2]), season.select(until=dates[len(dates) // 3])]
    parts += [season.select(rules=season.by_label[label]) for label in season.rules]
    parts += [season.table(players) for players in season.tables]
    parts.append(season)
    seen: set[int] = set()
    for part in parts:
        assert standings(part, aliases, counts) == standings(part, aliases)
        seen.update(id(g) for g in part.games)
        assert counts.counted == len(seen)
    assert counts.counted == 16

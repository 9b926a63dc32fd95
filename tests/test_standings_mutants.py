"""The league table and the statistics of three small games worked out by hand, every figure
(found missing by mutation testing: ``make mutate`` on ``core/league/standings.py``).

G1 (seed, East only; Aiko Boris Chen Dasha): Boris riichi, rons Aiko 3 han 30 fu = 3900 + his
stick (+4900 on the line; his own stick back is no gain: a win of 3900, as G2's riichi said in
the hand); Chen tsumo 1 han 30 fu (500/300, +1100); a draw with Aiko and the dealer Chen
tenpai (+1500 each); Chen's dealer tsumo 2 han 30 fu at 1 honba (1100 all, +3300); Dasha rons
Chen 1 han 30 fu at 2 honba (+1600); Aiko rons the dealer Dasha 2 han 30 fu (+2000): the end.
Points 28200 / 30800 / 34300 / 26700: finals Aiko -7, Boris +6, Chen +19, Dasha -18.

G2 (seed, East only; Boris Aiko Dasha Chen): the dealer Boris tsumo menzen tsumo haku 2 han
30 fu (+3000), tsumo riichi (said in the hand: his stick out and back) menzen tsumo tanyao pinfu
4 han 20 fu at 1 honba (2700 all, +8100), rons Chen 1 han 30 fu at 2 honba (+2100); Aiko rons
Boris 1 han 30 fu at 3 honba (+1900); three draws, nobody tenpai. Points 41300 / 28200 / 26300 /
24200: Boris +27, Aiko +3, Dasha -9, Chen -21.

G3 (seed, East only, abortive draws, no atama hane; Chen Dasha Aiko Boris): an abortive draw
(the dealer Chen keeps the deal); Boris and Dasha both ron Chen 1 han 30 fu at 1 honba (+1300
each, one deal-in); three draws. Points 27400 / 31300 / 30000 / 31300: Dasha (nearer the first
dealer) +17, Boris +6, Aiko -5, Chen -18.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.core.league.season import Game, read_game
from mjgui.core.league.standings import (
    COLUMNS,
    BigHand,
    Standing,
    Stats,
    YakumanWin,
    default_order,
    seat_names,
    sort_standings,
    standings,
)

G1 = """# date 2026-11-01
rules seed east_only=on
players Aiko Boris Chen Dasha
riichi Boris
ron Boris from Aiko hand "234m567p345678s55s --riichi"
tsumo Chen 1 30
draw tenpai Aiko,Chen
tsumo Chen 2 30
ron Dasha from Chen 1 30
ron Aiko from Dasha 2 30
"""

G2 = """# date 2026-11-02
rules seed east_only=on
players Boris Aiko Dasha Chen
tsumo Boris hand "123m456p789s11s555z"
tsumo Boris hand "234m567p345678s55s --riichi"
ron Boris from Chen 1 30
ron Aiko from Boris 1 30
draw
draw
draw
"""

G3 = """# date 2026-11-03
rules seed east_only=on abortive_draws=on atama_hane=off
players Chen Dasha Aiko Boris
abort
ron Boris from Chen 1 30
also ron Dasha from Chen 1 30
draw
draw
draw
"""


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> list[Game]:
    root = tmp_path_factory.mktemp("season")
    out = []
    for name, text in (("g1", G1), ("g2", G2), ("g3", G3)):
        path = root / f"{name}.mjgame"
        path.write_text(text, encoding="utf-8")
        out.append(read_game(path))
    return out


@pytest.fixture(scope="module")
def rows(games: list[Game]) -> dict[str, Standing]:
    return {r.name: r for r in standings(games)}


def test_the_games_end_as_worked_out(games: list[Game]) -> None:
    assert [g.result.final.points for g in games] == [
        (28200, 30800, 34300, 26700),
        (41300, 28200, 26300, 24200),
        (27400, 31300, 30000, 31300),
    ]
    assert [[f.final for f in g.finals] for g in games] == [
        [-7, 6, 19, -18],
        [27, 3, -9, -21],
        [-18, 17, -5, 6],
    ]
    assert [g.result.final.hands for g in games] == [6, 7, 5]


def test_the_table(games: list[Game], rows: dict[str, Standing]) -> None:
    assert [r.name for r in standings(games)] == ["Boris", "Aiko", "Dasha", "Chen"]
    figures = {
        name: (r.games, r.total, r.places, r.best, r.worst, r.average, r.average_place)
        for name, r in rows.items()
    }
    assert figures == {
        "Boris": (3, 39000, (1, 2, 0, 0), 27000, 6000, 13000.0, 5 / 3),
        "Aiko": (3, -9000, (0, 1, 2, 0), 3000, -7000, -3000.0, 8 / 3),
        "Dasha": (3, -10000, (1, 0, 1, 1), 17000, -18000, -10000 / 3, 8 / 3),
        "Chen": (3, -20000, (1, 0, 0, 2), 19000, -21000, -20000 / 3, 3.0),
    }


def _counts(s: Stats) -> tuple[int, ...]:
    return (
        s.hands,
        s.ron_wins,
        s.tsumo_wins,
        s.win_points,
        s.deal_ins,
        s.deal_in_points,
        s.riichi,
        s.riichi_wins,
        s.dealer_wins,
        s.renchan,
        s.draws,
        s.tenpai,
        s.chombo,
    )


def test_each_players_counts(rows: dict[str, Standing]) -> None:
    #                 hands ron tsumo points deal-ins points riichi r.wins dealer renchan draws tenpai chombo
    assert _counts(rows["Boris"].stats) == (18, 3, 2, 18400, 1, 1900, 2, 2, 3, 3, 7, 0, 0)
    assert _counts(rows["Aiko"].stats) == (18, 2, 0, 3900, 1, 3900, 0, 0, 0, 0, 7, 1, 0)
    assert _counts(rows["Chen"].stats) == (18, 0, 2, 4400, 3, 6300, 0, 0, 1, 3, 7, 1, 0)
    assert _counts(rows["Dasha"].stats) == (18, 2, 0, 2900, 1, 2000, 0, 0, 0, 0, 7, 0, 0)


def test_each_players_rates(rows: dict[str, Standing]) -> None:
    boris = rows["Boris"].stats
    assert boris.wins == 5
    assert boris.win_rate == pytest.approx(5 / 18)
    assert (boris.ron_wins, boris.tsumo_wins) == (3, 2)  # the rates are the club window's (controller)
    assert boris.deal_in_rate == pytest.approx(1 / 18)
    assert boris.average_deal_in == 1900
    assert boris.riichi_rate == pytest.approx(2 / 18)
    assert boris.riichi_win_rate == 1.0
    assert boris.average_win == 3680
    assert boris.tenpai_rate == 0.0
    chen = rows["Chen"].stats
    assert (chen.wins, chen.ron_wins, chen.riichi_win_rate) == (2, 0, 0.0)  # none: 0, not an error
    assert chen.average_deal_in == 2100
    assert chen.tenpai_rate == pytest.approx(1 / 7)
    assert chen.average_win == 2200


def test_the_yaku_and_the_biggest_win(rows: dict[str, Standing], games: list[Game]) -> None:
    boris = rows["Boris"].stats
    assert dict(boris.yaku) == {"riichi": 2, "tanyao": 2, "pinfu": 2, "menzen_tsumo": 2, "haku": 1}
    assert boris.top_yaku() == [("menzen_tsumo", 2), ("pinfu", 2), ("riichi", 2)]
    assert boris.top_yaku(6) == [("menzen_tsumo", 2), ("pinfu", 2), ("riichi", 2), ("tanyao", 2), ("haku", 1)]
    assert boris.top_yaku(1) == [("menzen_tsumo", 2)]
    big = boris.biggest
    assert big is not None
    assert (big.points, big.yakuman, big.han, big.fu, big.limit) == (8100, 0, 4, 20, None)
    assert (big.path, big.line) == (games[1].path, 5)
    assert boris.yakuman == []
    assert rows["Aiko"].stats.yaku == {}
    assert rows["Aiko"].stats.top_yaku() == []


def test_sorting_by_a_column_keeps_the_league_order_on_ties(rows: dict[str, Standing]) -> None:
    table = list(rows.values())
    names = {c: [r.name for r in sort_standings(table, c)] for c in COLUMNS}
    assert names["name"] == ["Aiko", "Boris", "Chen", "Dasha"]
    assert names["total"] == ["Chen", "Dasha", "Aiko", "Boris"]
    assert names["average_place"] == ["Boris", "Aiko", "Dasha", "Chen"]  # Aiko, Dasha tie: league order
    assert names["first"] == ["Aiko", "Boris", "Dasha", "Chen"]
    assert names["second"] == ["Dasha", "Chen", "Aiko", "Boris"]
    assert names["third"] == ["Boris", "Chen", "Dasha", "Aiko"]
    assert names["fourth"] == ["Boris", "Aiko", "Dasha", "Chen"]
    assert names["best"] == ["Aiko", "Dasha", "Chen", "Boris"]
    assert names["worst"] == ["Chen", "Dasha", "Aiko", "Boris"]
    assert names["average"] == ["Chen", "Dasha", "Aiko", "Boris"]
    assert names["games"] == ["Boris", "Aiko", "Dasha", "Chen"]
    down = [r.name for r in sort_standings(table, "average_place", descending=True)]
    assert down == ["Chen", "Aiko", "Dasha", "Boris"]


def test_the_default_order_breaks_ties_by_place_games_and_name() -> None:
    stats = Stats()

    def row(name: str, games: int, places: tuple[int, int, int, int]) -> Standing:
        return Standing(name, games, 0, places, 0, 0, stats)

    rows = [
        row("bea", 2, (0, 2, 0, 0)),
        row("Al", 2, (0, 2, 0, 0)),
        row("Cy", 2, (1, 0, 1, 0)),
        row("Di", 3, (0, 3, 0, 0)),
    ]
    assert [r.name for r in sorted(rows, key=default_order)] == ["Di", "Al", "bea", "Cy"]
    assert default_order(rows[0]) == (0, 2.0, -2, ("bea", "bea", "bea"))


def test_an_empty_row_has_zero_rates() -> None:
    empty = Stats()
    assert (empty.wins, empty.win_rate, empty.average_win, empty.tenpai_rate) == (0, 0.0, 0.0, 0.0)
    assert Standing("x", 0, 0, (0, 0, 0, 0), 0, 0, empty).average_place == 0.0
    assert Standing("x", 0, 0, (0, 0, 0, 0), 0, 0, empty).average == 0.0


YAKUMAN_GAME = """# date 2026-11-04
rules seed east_only=on buttobi=off
players Aiko Boris Chen Dasha
chombo Aiko
chombo Aiko
ron Chen from Aiko hand "555z666z777z123m44p"
tsumo Chen yakuman 1
tsumo Chen hand "234m406p345678s55s --dora 1m"
draw
draw
"""


def test_yakuman_wins_and_the_first_of_two_equal_biggest(tmp_path: Path) -> None:
    path = tmp_path / "yakuman.mjgame"
    path.write_text(YAKUMAN_GAME, encoding="utf-8")
    rows = {r.name: r for r in standings([read_game(path)])}
    assert rows["Aiko"].stats.chombo == 2  # the dealer's chombo twice: 12000 each time
    assert rows["Aiko"].stats.hands == 5  # three wins, two draws: a chombo replays its hand
    stats = rows["Chen"].stats
    assert stats.yakuman == [YakumanWin(path, 6, 1, ("daisangen",)), YakumanWin(path, 7, 1, ())]
    assert stats.biggest == BigHand(32000, 1, None, None, "yakuman", path, 6)
    # the dealer's mangan tsumo (menzen tsumo, tanyao, pinfu, a red five, a dora): dora are no yaku
    assert dict(stats.yaku) == {"daisangen": 1, "menzen_tsumo": 1, "tanyao": 1, "pinfu": 1}
    assert (stats.ron_wins, stats.tsumo_wins, stats.win_points) == (1, 2, 64000 + 12000)


# chombo_at_end (RULES.md §6): Aiko's dealer chombo is kept for the end (-12000 for her, +4000
# each for the others); four 1 han 30 fu rons (1000 each), the last a double ron on Boris's
# discard (no atama hane) that ends the game and pays the penalties on its first line.
CHOMBO_AT_END = """rules seed chombo_at_end=on east_only=on atama_hane=off
players Aiko Boris Chen Dasha
chombo Aiko
ron Boris from Chen 1 30
ron Chen from Dasha 1 30
ron Dasha from Aiko 1 30
ron Aiko from Boris 1 30
also ron Chen from Boris 1 30
"""


def test_penalties_kept_for_the_end_are_neither_a_deal_in_nor_part_of_a_double_rons_first_win(
    tmp_path: Path,
) -> None:
    """A player with a penalty kept for the end who deals in pays the ron alone (the kept
    penalty, the same before and after the line, is no deal-in); the double ron that ends the
    game pays the penalties on its first line, yet neither win is worth them. Found by
    mutation testing (``_chombo_moved``'s ``before - after`` -> ``+``; ``_win_gains``' penalties
    taken off every line of the double ron, not only the last)."""
    path = tmp_path / "chombo.mjgame"
    path.write_text(CHOMBO_AT_END, encoding="utf-8")
    game = read_game(path)
    assert [s.deltas for s in game.result.steps[-2:]] == [(-11000, 3000, 4000, 4000), (0, -1000, 1000, 0)]
    rows = {r.name: r.stats for r in standings([game])}
    figures = {
        name: (s.ron_wins, s.win_points, s.deal_ins, s.deal_in_points, s.chombo) for name, s in rows.items()
    }
    assert figures == {
        "Aiko": (1, 1000, 1, 1000, 1),
        "Boris": (1, 1000, 1, 2000, 0),  # the double ron: one deal-in, both rons paid
        "Chen": (2, 2000, 1, 1000, 0),
        "Dasha": (1, 1000, 1, 1000, 0),
    }
    assert {name: s.biggest.points for name, s in rows.items() if s.biggest} == {
        "Aiko": 1000,
        "Boris": 1000,
        "Chen": 1000,
        "Dasha": 1000,
    }


def test_the_table_and_the_seat_names_of_games_given_one_by_one(games: list[Game], tmp_path: Path) -> None:
    """``standings`` and ``seat_names`` take any iterable of games, a generator read once
    included, and name each player by the first spelling of those games (found by mutation
    testing: a Season's ``games`` asked of every argument, no games, the spellings read from
    the spent generator)."""
    path = tmp_path / "aiko.mjgame"
    path.write_text(G1.replace("Aiko", "AIKO"), encoding="utf-8")
    spelled = [*games, read_game(path)]
    by_list = standings(spelled)
    by_once = standings(g for g in spelled)
    assert by_once == by_list
    assert [r.name for r in by_once] == ["Boris", "Chen", "Aiko", "Dasha"]
    assert {r.name: r.games for r in by_once} == {"Boris": 4, "Chen": 4, "Aiko": 4, "Dasha": 4}
    expected = [
        ("Aiko", "Boris", "Chen", "Dasha"),
        ("Boris", "Aiko", "Dasha", "Chen"),
        ("Chen", "Dasha", "Aiko", "Boris"),
        ("Aiko", "Boris", "Chen", "Dasha"),  # written AIKO: shown as first spelled
    ]
    assert seat_names(spelled) == expected
    assert seat_names(g for g in spelled) == expected
    assert seat_names(tuple(spelled)) == expected

"""What each player needs (:mod:`mjgui.core.game.conditions`): worked examples, the ``game --json``
contract, and a brute force of its own over the score table on random score situations.

The brute force below shares no code with the module: it writes the score table out by hand
(RULES.md §5), pays each cell to the scores and keeps the cheapest that passes.
"""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.core.game.conditions import conditions, counts_pending_chombo, score_cells, standing_points
from mjgui.core.game.final_score import places
from mjgui.core.game.game import GameResult, GameState, preview, replay
from mjgui.core.scoring.rules import SEED, Rules
from mjgui.gamecli import game_command

NAMES = ("Aiko", "Bo", "Chen", "Dasha")
BELOW_YAKUMAN = {"yakuman": 0, "paarenchan": False}  # the JSON of a need below the yakuman
Row = tuple[int | None, int | None, str | None, int, int]  # han, fu, limit, base, yakuman
Found = tuple[int, int | None, int | None, str | None, int] | None  # points, han, fu, limit, yakuman

# -- the brute force ----------------------------------------------------------------------------


def _up(value: int) -> int:
    return (value + 99) // 100 * 100


def _most_yakuman(rules: Rules) -> int:
    """The most yakuman one hand counts (RULES.md §3): where several add up daisuushii,
    tsuuiisou, suuankou tanki and tenhou (or suukantsu), each one yakuman, daisuushii and
    suuankou tanki two where they count double (the rules here double no others); else a double
    yakuman where the rules have them; else one."""
    if rules.yakuman_stacking:
        assert rules.double_yakuman <= {"kokushi_13", "suuankou_tanki", "daisuushii", "chuuren_9"}
        return 4 + len({"daisuushii", "suuankou_tanki"} & rules.double_yakuman)
    return 2 if rules.double_yakuman else 1


def _table(*, tsumo: bool, kiriage: bool, min_han: int, most_yakuman: int = 6) -> list[Row]:
    """(han, fu, limit, base, yakuman) for every cell a player can win with, written out by hand:
    up to ``most_yakuman`` yakuman (8000 base each)."""
    cells: list[Row] = []
    for han in range(max(1, min_han), 5):
        for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
            if han == 1 and fu < 30:
                continue
            if fu == 20 and not tsumo:
                continue
            if fu == 25 and tsumo and han < 3:
                continue
            base = fu * 2 ** (han + 2)
            if base >= 2000 or (kiriage and (han, fu) in ((4, 30), (3, 60))):
                continue  # that is a mangan: the limit row stands for it
            cells.append((han, fu, None, base, 0))
    cells += [
        (5, None, "mangan", 2000, 0),
        (6, None, "haneman", 3000, 0),
        (8, None, "baiman", 4000, 0),
        (11, None, "sanbaiman", 6000, 0),
    ]
    cells += [(None, None, "yakuman", 8000 * count, count) for count in range(1, most_yakuman + 1)]
    return cells


def _pay(
    base: int,
    winner: int,
    dealer: int,
    discarder: int | None,
    honba: int,
    sticks: int,
    honba_ron: int = 300,
    wareme: int | None = None,
) -> tuple[int, list[int]]:
    """(hand points without honba and sticks, each seat's change). ``wareme``: the seat every
    payment to or from whom is doubled, honba included, sticks not (RULES.md, wareme)."""
    out = [0, 0, 0, 0]
    if discarder is not None:
        hand = _up(base * (6 if winner == dealer else 4))
        out[discarder] -= hand + honba_ron * honba
        out[winner] += hand + honba_ron * honba
    else:
        hand = 0
        for seat in range(4):
            if seat == winner:
                continue
            share = _up(base * (2 if winner == dealer or seat == dealer else 1))
            hand += share
            out[seat] -= share + honba_ron // 3 * honba
            out[winner] += share + honba_ron // 3 * honba
    if wareme is not None:
        for seat in range(4):
            if seat != winner and wareme in (seat, winner):
                out[winner] -= out[seat]  # the payment once more
                out[seat] *= 2
    out[winner] += 1000 * sticks
    return hand, out


def _above(points: list[int], a: int, b: int, shared: bool = False) -> bool:
    """``a`` placed above ``b``: more points, or as many and the lower seat (unless a tie shares
    the place: tie_uma=split)."""
    return points[a] > points[b] or (points[a] == points[b] and a < b and not shared)


def brute(state: GameState, player: int, rival: int, discarder: int | None) -> Found:
    """The cheapest (points, han, fu, limit, yakuman) that puts ``player`` above ``rival``."""
    tsumo = discarder is None
    min_han = 2 if (state.rules.ryanhan_shibari and state.honba >= state.rules.ryanhan_threshold) else 1
    wareme = None if state.wareme is None else state.wareme[0]
    best = None
    most = _most_yakuman(state.rules)
    for han, fu, limit, base, yakuman in _table(
        tsumo=tsumo, kiriage=state.rules.kiriage, min_han=min_han, most_yakuman=most
    ):
        hand, deltas = _pay(
            base, player, state.dealer, discarder, state.honba, state.sticks, state.rules.honba_ron, wareme
        )
        after = [p + d for p, d in zip(state.points, deltas, strict=True)]
        if not _above(after, player, rival, state.rules.tie_uma == "split"):
            continue
        key = (hand, han if han is not None else 99, fu or 0)
        if best is None or key < best[0]:
            best = (key, (hand, han, fu, limit, yakuman))
    return None if best is None else best[1]


# -- random situations ----------------------------------------------------------------------------

points_st = st.lists(st.integers(-50, 800).map(lambda h: h * 100), min_size=4, max_size=4)


@settings(max_examples=300, deadline=None)
@given(
    points=points_st,
    hand=st.integers(1, 4),
    honba=st.integers(0, 8),
    sticks=st.integers(0, 5),
    kiriage=st.booleans(),
    paarenchan=st.booleans(),
    honba_ron=st.sampled_from((300, 600, 1500)),
    tie=st.sampled_from(("seat", "split")),
    wareme=st.none() | st.integers(0, 3),
    yakuman=st.sampled_from(("stacking", "double", "one")),
)
def test_matches_brute_force(
    points: list[int],
    hand: int,
    honba: int,
    sticks: int,
    kiriage: bool,
    paarenchan: bool,
    honba_ron: int,
    tie: str,
    wareme: int | None,
    yakuman: str,
) -> None:
    """Also with a ``wareme`` line recorded for the hand: every payment to or from that player
    doubled; a ron from another player must do it from either of the two others. The yakuman
    as the rules count them: several adding up (the seed's), a double at most (the seed's
    double yakuman, no stacking), or one (neither)."""
    rules = replace(
        SEED, kiriage=kiriage, paarenchan=paarenchan, paarenchan_threshold=8, honba_ron=honba_ron, wareme=True
    )
    if yakuman != "stacking":
        rules = replace(rules, yakuman_stacking=False)
    if yakuman == "one":
        rules = replace(rules, double_yakuman=frozenset())
    rules = rules.with_options(tie_uma=tie)
    renchan = 8 if paarenchan else 0
    state = GameState(
        rules=rules,
        names=NAMES,
        points=tuple(points),
        hand=hand,
        honba=honba,
        sticks=sticks,
        renchan=renchan,
        wareme=None if wareme is None else (wareme, 9),
    )
    found = conditions(state)
    # each player and everyone above them: more points, or as many and the lower seat; under
    # tie_uma=split a tie passes nobody, so the tied players each need to pass the other
    pairs = [
        (p, q)
        for p in range(4)
        for q in range(4)
        if p != q and (points[q] > points[p] or (points[q] == points[p] and (q < p or tie == "split")))
    ]
    assert sorted((c.player, c.passes) for c in found) == sorted(pairs)
    for cond in found:
        others = [s for s in range(4) if s not in (cond.player, cond.passes)]
        for kind, discarders in (("direct_ron", [cond.passes]), ("other_ron", others), ("tsumo", [None])):
            need = cond.need(kind)
            got = None if need is None else (need.points, need.han, need.fu, need.limit, need.yakuman)
            if cond.player == state.dealer and state.paarenchan:
                each = [brute_paarenchan(state, cond.player, cond.passes, d) for d in discarders]
            else:
                each = [brute(state, cond.player, cond.passes, d) for d in discarders]
            # from the others: what does it from either (none if from one of them no hand does)
            want = None if None in each else max(each, key=_found_key)
            assert got == want, (kind, cond.player, cond.passes)


def _found_key(found: Found) -> tuple[int, int, int]:
    """The order of cheapness: points, then han, then fu."""
    assert found is not None
    points, han, fu, _, _ = found
    return (points, han if han is not None else 99, fu or 0)


@settings(max_examples=150, deadline=None)
@given(
    points=points_st,
    penalties=st.lists(st.sampled_from((0, -8000, -12000, 4000, 2000, 6000)), min_size=3, max_size=3),
    round_hand=st.sampled_from(((0, 1), (0, 4), (1, 3), (1, 4), (2, 1))),
    honba=st.integers(0, 8),
    sticks=st.integers(0, 3),
)
def test_the_hand_that_can_end_the_game_counts_the_chombo_penalties_still_to_come(
    points: list[int], penalties: list[int], round_hand: tuple[int, int], honba: int, sticks: int
) -> None:
    """Under chombo_at_end the penalties are paid at the end, before placement: in the last
    hand (South 4) or one of the extra round (West) the conditions are those of the points with
    the penalties counted; in an earlier hand, those of the points in play."""
    rules = replace(SEED, chombo_at_end=True, overtime=True)
    pending = (*penalties, -sum(penalties))
    round_wind, hand = round_hand
    state = GameState(
        rules=rules,
        names=NAMES,
        points=tuple(points),
        round_wind=round_wind,
        hand=hand,
        honba=honba,
        sticks=sticks,
        pending_chombo=pending,
    )
    last = round_hand >= (1, 4)
    counted = tuple(p + c for p, c in zip(points, pending, strict=True)) if last else tuple(points)
    assert standing_points(state) == counted
    plain = replace(state, points=counted, pending_chombo=(0,) * 4)
    assert conditions(state) == conditions(plain)
    order = sorted(range(4), key=lambda s: (-counted[s], s))
    pairs = [(p, q) for i, p in enumerate(order) for q in order[:i]]
    assert sorted((c.player, c.passes) for c in conditions(state)) == sorted(pairs)
    for cond in conditions(state):
        want = brute(plain, cond.player, cond.passes, cond.passes)
        need = cond.direct_ron
        assert (None if need is None else (need.points, need.han, need.fu, need.limit, need.yakuman)) == want


def _paarenchan_counts(rules: Rules) -> list[int]:
    """The yakuman a dealer's win at paarenchan counts (RULES.md §3): any win one; a hand of
    ``n`` yakuman ``n + 1`` where yakuman add up, else the larger of ``n`` and one."""
    most = _most_yakuman(rules)
    written = [n + 1 if rules.yakuman_stacking else max(n, 1) for n in range(1, most + 1)]
    return sorted({1, *written})


def brute_paarenchan(state: GameState, player: int, rival: int, discarder: int | None) -> Found:
    """At paarenchan the dealer's every win is a yakuman; a yakuman hand can count more."""
    wareme = None if state.wareme is None else state.wareme[0]
    shared = state.rules.tie_uma == "split"
    for count in _paarenchan_counts(state.rules):
        hand, deltas = _pay(
            8000 * count,
            player,
            state.dealer,
            discarder,
            state.honba,
            state.sticks,
            state.rules.honba_ron,
            wareme,
        )
        after = [p + d for p, d in zip(state.points, deltas, strict=True)]
        if _above(after, player, rival, shared):
            return (hand, None, None, "yakuman", count)
    return None


# -- worked examples ------------------------------------------------------------------------------


def test_worked_example_direct_other_tsumo() -> None:
    """Dasha (30 000, North) is 7 700 behind Aiko (37 700, the dealer); 1 honba, 1 stick."""
    state = replay("players Aiko Bo Chen Dasha\nron Aiko from Chen 3 40\nriichi Bo\n").final
    assert state.points == (37700, 29000, 22300, 30000)
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (3, 0))
    assert cond.direct_ron is not None and cond.other_ron is not None and cond.tsumo is not None
    # direct: 2V > 7700 - 1300 - 300 -> V > 3050: 1 han 100 fu (3200)
    assert (cond.direct_ron.points, cond.direct_ron.han, cond.direct_ron.fu) == (3200, 1, 100)
    # from another: V + 1300 > 7700 -> V > 6400 (3 han 50 fu is exactly 6400, a tie Aiko keeps)
    assert (cond.other_ron.points, cond.other_ron.han, cond.other_ron.fu) == (7100, 2, 110)
    # tsumo: Aiko pays the dealer's share: 2 han 70 fu is 1200/2300
    assert (cond.tsumo.points, cond.tsumo.dealer_share, cond.tsumo.other_share) == (4700, 2300, 1200)


def test_tie_goes_to_the_seat_nearer_the_first_dealer() -> None:
    """Equal points after the hand: the lower starting seat stays above."""
    state = GameState(names=NAMES, points=(31000, 30000, 30000, 29000))
    by_pair = {(c.player, c.passes): c for c in conditions(state)}
    # Bo (seat 1) to pass Aiko (seat 0): a 1000 ron from another only ties -> 1300 needed
    assert by_pair[(1, 0)].other_ron is not None
    assert by_pair[(1, 0)].other_ron.points == 1300
    # Chen (seat 2) to pass Bo (seat 1) at equal points: any win by ron does it
    assert by_pair[(2, 1)].direct_ron is not None and by_pair[(2, 1)].direct_ron.points == 1000


def test_where_a_tie_shares_the_place_passing_takes_more_points() -> None:
    """Aiko (seat 0, 29 000) to pass Bo (30 000) in East 4: a 1000 ron from another player ties
    them, which puts Aiko above by seat, but under tie_uma=split only shares the place: 1300."""
    state = GameState(names=NAMES, points=(29000, 30000, 31000, 30000), hand=4)
    seat = {(c.player, c.passes): c for c in conditions(state)}
    split_state = replace(state, rules=SEED.with_options(tie_uma="split"))
    split = {(c.player, c.passes): c for c in conditions(split_state)}
    seat_other, split_other = seat[(0, 1)].other_ron, split[(0, 1)].other_ron
    assert seat_other is not None and seat_other.points == 1000
    assert split_other is not None and split_other.points == 1300


def test_players_tied_under_split_each_need_to_pass_the_other() -> None:
    """EMA (tie_uma=split): Aiko and Dasha both on 30 000 share 2nd–3rd place. Each needs to pass
    the other to be alone above it, so the panel lists both pairs (it listed only Dasha passing
    Aiko, the tie placed by seat); under the seed's seat ties only the lower seat stays above."""
    from mjgui.controller.game.needs import needs_view

    text = "rules ema\nplayers Aiko Boris Chen Dasha\nron Boris from Chen 1 30\n" + "draw\n" * 6
    state = replay(text).final
    assert state.points == (30000, 31000, 29000, 30000) and not state.ended
    pairs = [(c.player, c.passes) for c in conditions(state)]
    assert pairs == [(0, 3), (0, 1), (3, 0), (3, 1), (2, 3), (2, 0), (2, 1)]
    lines = [line.text for line in needs_view(state, "en").lines]
    assert lines[:3] == [
        "Aiko: 1000 from Dasha · 1000 from others · 300/500 tsumo",
        "Aiko: 1000 from Boris · 1000 from others · 300/500 tsumo",
        "Dasha: 1500 from Aiko · 1500 from others · 500 all",
    ]
    ru = [line.text for line in needs_view(state, "ru").lines]
    assert "Aiko: 1000 с игрока Dasha · 1000 с других · 300/500 цумо" in ru
    assert "Dasha: 1500 с игрока Aiko · 1500 с других · 500 со\u00a0всех" in ru
    assert needs_view(state, "en").hint.startswith(
        "The smallest win that passes each player placed above or level:"
    )
    # the seed places the tie by seat: Aiko (seat 0) is above Dasha, who alone needs to pass
    seat = replay(text.replace("rules ema", "rules ema tie_uma=seat")).final
    assert [(c.player, c.passes) for c in conditions(seat)][:3] == [(0, 1), (3, 0), (3, 1)]


def test_beyond_one_yakuman_a_double_or_larger_does_it_as_the_rules_count_them() -> None:
    """Dasha (10 000) is 80 000 behind Aiko (90 000, the dealer). A yakuman does not do it; from
    Aiko a double yakuman does (2 x 64 000 > 80 000), from another only a triple (96 000), by
    tsumo a double (Aiko pays 32 000 of the 64 000). Without stacking the seed counts a double
    yakuman at most: no hand from another; with neither stacking nor double yakuman, no hand."""
    state = GameState(names=NAMES, points=(90000, 10000, 10000, 10000))
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (3, 0))
    assert cond.direct_ron is not None and cond.other_ron is not None and cond.tsumo is not None
    assert (cond.direct_ron.points, cond.direct_ron.limit, cond.direct_ron.yakuman) == (64000, "yakuman", 2)
    assert (cond.other_ron.points, cond.other_ron.yakuman) == (96000, 3)
    assert (cond.tsumo.points, cond.tsumo.yakuman, cond.tsumo.dealer_share) == (64000, 2, 32000)
    assert not (cond.direct_ron.paarenchan or cond.other_ron.paarenchan or cond.tsumo.paarenchan)

    double = replace(state, rules=replace(SEED, yakuman_stacking=False))
    cond = next(c for c in conditions(double) if (c.player, c.passes) == (3, 0))
    assert cond.direct_ron is not None and cond.tsumo is not None and cond.other_ron is None
    assert (cond.direct_ron.yakuman, cond.tsumo.yakuman) == (2, 2)
    one = replace(state, rules=replace(SEED, yakuman_stacking=False, double_yakuman=frozenset()))
    cond = next(c for c in conditions(one) if (c.player, c.passes) == (3, 0))
    assert cond.direct_ron is None and cond.other_ron is None and cond.tsumo is None


def test_the_score_cells_go_on_to_the_most_yakuman_the_game_accepts() -> None:
    """The yakuman cells: one to six where yakuman add up with the seed's double yakuman, one to
    four without any double yakuman (the most one hand counts: daisuushii, tsuuiisou, suuankou
    tanki and tenhou), one and a double without stacking, one alone with neither; each as the
    game pays it."""
    stacked = [(c.yakuman, c.base) for c in score_cells(SEED, tsumo=False) if c.yakuman]
    assert stacked == [(n, 8000 * n) for n in range(1, 7)]
    no_double = replace(SEED, double_yakuman=frozenset())
    assert [c.yakuman for c in score_cells(no_double, tsumo=True) if c.yakuman] == [1, 2, 3, 4]
    unstacked = replace(SEED, yakuman_stacking=False)
    assert [c.yakuman for c in score_cells(unstacked, tsumo=True) if c.yakuman] == [1, 2]
    plain = replace(unstacked, double_yakuman=frozenset())
    assert [c.yakuman for c in score_cells(plain, tsumo=False) if c.yakuman] == [1]
    for count in range(1, 7):  # the game takes each of them, and none beyond
        assert not replay(f"players A B C D\nron B from C yakuman {count}\n").errors
    assert replay("players A B C D\nron B from C yakuman 7\n").errors


def test_a_double_yakuman_that_passes_is_no_longer_called_no_hand() -> None:
    """A played game: Aiko's dealer yakuman tsumo, then her mangan from Boris (1 700 left).
    Boris needs a double yakuman from Aiko; the panel said "no hand" everywhere. The game
    itself takes "ron Boris from Aiko yakuman 2", which puts Boris above Aiko; a yakuman does not."""
    from mjgui.controller.game.needs import needs_view

    text = "rules seed\nplayers Aiko Boris Chen Dasha\ntsumo Aiko yakuman\nron Aiko from Boris mangan\n"
    result = replay(text)
    state = result.final
    assert state.points == (90300, 1700, 14000, 14000) and not state.ended
    en = {(line.player, line.passes): line for line in needs_view(state, "en").lines}
    ru = {(line.player, line.passes): line for line in needs_view(state, "ru").lines}
    assert en[(1, 0)].text == (
        "Boris: 64\u202f000 from Aiko · 96\u202f000 from others · 16\u202f000/32\u202f000 tsumo"
    )
    assert en[(1, 0)].tooltip == (
        "Boris to pass Aiko: from Aiko: double yakuman (64\u202f000); from others: triple yakuman "
        "(96\u202f000); tsumo: double yakuman (64\u202f000)"
    )
    assert ru[(1, 0)].tooltip == (
        "Boris, чтобы обогнать игрока Aiko: с игрока Aiko — двойной якуман (64\u202f000); "
        "с других — тройной якуман (96\u202f000); цумо — двойной якуман (64\u202f000)"
    )
    after = preview(result, "ron Boris from Aiko yakuman 2")
    assert after.error is None and after.state.points == (25700, 66300, 14000, 14000)
    assert places(after.state.points, state.rules)[1] < places(after.state.points, state.rules)[0]
    short = preview(result, "ron Boris from Aiko yakuman")
    assert short.error is None and short.state.points[1] < short.state.points[0]


def test_the_panel_says_which_win_no_hand_does() -> None:
    """A player who can no longer catch up, in a played game: Aiko's dealer yakuman tsumo leaves
    Bo 64 000 behind. A yakuman from Aiko passes her (both move), a double yakuman from another
    player or by tsumo. Where yakuman do not add up (a double yakuman at most) and she has won
    three, no hand does: said with its negation in Russian, the tooltip a goal, not a fact."""
    from mjgui.controller.game.needs import needs_view

    state = replay("players Aiko Bo Chen Dasha\ntsumo Aiko yakuman\n").final
    assert state.points == (78000, 14000, 14000, 14000) and not state.ended
    en = {(line.player, line.passes): line for line in needs_view(state, "en").lines}
    ru = {(line.player, line.passes): line for line in needs_view(state, "ru").lines}
    assert en[(1, 0)].text == (
        "Bo: 32\u202f000 from Aiko · 64\u202f000 from others · 16\u202f000/32\u202f000 tsumo"
    )
    assert en[(1, 0)].tooltip == (
        "Bo to pass Aiko: from Aiko: yakuman (32\u202f000); from others: double yakuman (64\u202f000); "
        "tsumo: double yakuman (64\u202f000)"
    )
    assert ru[(1, 0)].text == (
        "Bo: 32\u202f000 с игрока Aiko · 64\u202f000 с других · 16\u202f000/32\u202f000 цумо"
    )
    assert ru[(1, 0)].tooltip == (
        "Bo, чтобы обогнать игрока Aiko: с игрока Aiko — якуман (32\u202f000); "
        "с других — двойной якуман (64\u202f000); цумо — двойной якуман (64\u202f000)"
    )
    assert en[(2, 1)].text == "Chen: 1000 from Bo · 1000 from others · 300/500 tsumo"  # within reach

    rules = "rules seed buttobi=off yakuman_stacking=off\n"
    text = rules + "players Aiko Bo Chen Dasha\n" + "tsumo Aiko yakuman\n" * 3
    state = replay(text).final
    assert state.points == (174900, -18300, -18300, -18300) and not state.ended
    en = {(line.player, line.passes): line for line in needs_view(state, "en").lines}
    ru = {(line.player, line.passes): line for line in needs_view(state, "ru").lines}
    assert en[(3, 0)].text == "Dasha: no hand from Aiko · no hand from others · no tsumo"
    assert (
        en[(3, 0)].tooltip == "Dasha to pass Aiko: from Aiko: no hand; from others: no hand; tsumo: no hand"
    )
    assert ru[(3, 0)].text == "Dasha: с игрока Aiko — никак · с других — никак · цумо — никак"
    assert ru[(3, 0)].tooltip == (
        "Dasha, чтобы обогнать игрока Aiko: с игрока Aiko — никакая рука не поможет; "
        "с других — никакая рука не поможет; цумо — никакая рука не поможет"
    )


def test_kiriage_makes_4_30_a_mangan() -> None:
    plain = [(c.han, c.fu) for c in score_cells(SEED, tsumo=False)]
    kiri = [(c.han, c.fu, c.limit) for c in score_cells(replace(SEED, kiriage=True), tsumo=False)]
    assert (4, 30) in plain and (4, 30, None) not in kiri and (5, None, "mangan") in kiri
    assert (1, 25) not in plain and (2, 20) not in plain and (2, 25) in plain
    tsumo = [(c.han, c.fu) for c in score_cells(SEED, tsumo=True)]
    assert (2, 20) in tsumo and (2, 25) not in tsumo and (3, 25) in tsumo and (1, 20) not in tsumo


def test_under_chiitoitsu_50fu_no_need_is_a_25_fu_hand() -> None:
    """Chiitoitsu 1 han 50 fu: no hand has 25 fu, so at 3 honba with ryanhan shibari from 3 the
    cheapest 2 han ron is 2 han 30 fu (2000), not the 2 han 25 fu (1600) of other rules."""
    from mjgui.controller.game.needs import needs_view

    draws = "players Aiko Bo Chen Dasha\n" + "draw tenpai Aiko\n" * 3
    kansai = SEED.with_options(chiitoitsu_50fu=True)
    assert not any(c.fu == 25 for c in score_cells(kansai, tsumo=False) + score_cells(kansai, tsumo=True))
    state = replay("rules seed ryanhan_threshold=3 chiitoitsu_50fu=on\n" + draws).final
    assert state.honba == 3 and state.shibari
    assert needs_view(state, "en").lines[1].text == "Chen: 2000 from Bo · 2000 from others · 400/700 tsumo"
    plain = replay("rules seed ryanhan_threshold=3\n" + draws).final
    assert needs_view(plain, "en").lines[1].text == "Chen: 1600 from Bo · 1600 from others · 400/700 tsumo"


def test_none_once_the_game_has_ended() -> None:
    assert conditions(GameState()) == ()
    state = GameState(names=NAMES, points=(30000,) * 4, ended=True)
    assert conditions(state) == ()


def test_game_json_has_the_conditions(tmp_path: Path) -> None:
    path = tmp_path / "g.mjgame"
    path.write_text("players Aiko Bo Chen Dasha\nron Aiko from Chen 3 40\nriichi Bo\n", encoding="utf-8")
    out = io.StringIO()
    assert game_command([str(path), "--json"], out=out) == 0
    data = json.loads(out.getvalue())
    assert len(data["conditions"]) == 6  # 0 + 1 + 2 + 3 pairs
    first = data["conditions"][0]
    assert first == {
        "player": "Dasha",
        "passes": "Aiko",
        "direct_ron": {"points": 3200, "han": 1, "fu": 100, "limit": None, **BELOW_YAKUMAN},
        "other_ron": {"points": 7100, "han": 2, "fu": 110, "limit": None, **BELOW_YAKUMAN},
        "tsumo": {"points": 4700, "han": 2, "fu": 70, "limit": None, **BELOW_YAKUMAN},
    }
    last = data["conditions"][-1]
    assert (last["player"], last["passes"]) == ("Chen", "Aiko")
    # 15 400 behind: 2V > 15400 - 1600 directly; V > 14100 from another (haneman 12000 is short)
    assert last["direct_ron"] == {"points": 7100, "han": 2, "fu": 110, "limit": None, **BELOW_YAKUMAN}
    assert last["other_ron"] == {"points": 16000, "han": 8, "fu": None, "limit": "baiman", **BELOW_YAKUMAN}


def test_game_json_gives_the_double_yakuman_that_passes(tmp_path: Path) -> None:
    """``mjgui game --json`` on the record where Boris needs a double yakuman from Aiko: the
    need, not null, with its number of yakuman."""
    path = tmp_path / "g.mjgame"
    text = "players Aiko Boris Chen Dasha\ntsumo Aiko yakuman\nron Aiko from Boris mangan\n"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    assert game_command([str(path), "--json"], out=out) == 0
    data = json.loads(out.getvalue())
    entry = next(c for c in data["conditions"] if (c["player"], c["passes"]) == ("Boris", "Aiko"))
    yakuman = {"han": None, "fu": None, "limit": "yakuman", "paarenchan": False}
    assert entry["direct_ron"] == {"points": 64000, "yakuman": 2, **yakuman}
    assert entry["other_ron"] == {"points": 96000, "yakuman": 3, **yakuman}
    assert entry["tsumo"] == {"points": 64000, "yakuman": 2, **yakuman}


CHOMBO_AT_THE_END = "rules seed chombo_at_end=on\nplayers A B C D\n" + "draw\n" * 7


def test_in_the_last_hand_the_chombo_penalties_still_to_come_count() -> None:
    """Seven draws, then chombo A, riichi B, chombo D: South 4 (D deals, 7 honba: 2 han at least),
    everyone on 30 000 with A −4000, B +6000, C +6000, D −8000 still to be paid at the end. They
    are paid before the players are placed: B (36 000) and C are above A (26 000) and D (22 000),
    and D needs 2V + 2 × 2100 > 14 000 from C: 2 han 60 fu (5800), not the 2400 of equal points."""
    state = replay(CHOMBO_AT_THE_END + "chombo A\nriichi B\nchombo D\n").final
    assert (state.round_label, state.honba, state.points) == ("S4", 7, (30000,) * 4)
    assert state.pending_chombo == (-4000, 6000, 6000, -8000)
    assert counts_pending_chombo(state) and standing_points(state) == (26000, 36000, 36000, 22000)
    found = {(c.player, c.passes): c for c in conditions(state)}
    assert list(found) == [(2, 1), (0, 2), (0, 1), (3, 0), (3, 2), (3, 1)]  # no "B passes A"
    d_c = found[(3, 2)].direct_ron
    assert d_c is not None and (d_c.points, d_c.han, d_c.fu) == (5800, 2, 60)
    # from another player D must make up 14 000 alone: V + 2100 > 14 000 -> a dealer's mangan
    d_c_other = found[(3, 2)].other_ron
    assert d_c_other is not None and (d_c_other.points, d_c_other.limit) == (12000, "mangan")


def test_before_the_last_hand_the_conditions_follow_the_points_in_play() -> None:
    """The same penalties kept from East 1: the hands before the last cannot end the game (the
    order after them is not the final one), so the players are placed as the table shows
    them, on 30 000 each (ties by seat), and D passes C with any win from C."""
    state = replay("rules seed chombo_at_end=on\nplayers A B C D\nchombo A\nriichi B\nchombo D\n").final
    assert state.round_label == "E1" and any(state.pending_chombo)
    assert not counts_pending_chombo(state) and standing_points(state) == (30000,) * 4
    found = {(c.player, c.passes): c for c in conditions(state)}
    assert (1, 0) in found
    d_c = found[(3, 2)].direct_ron
    assert d_c is not None and d_c.points == 1000


# -- the needs' own fields (what mutation testing found unchecked) --------------------------------


def test_a_tsumo_need_gives_the_shares_without_honba_and_a_ron_need_none() -> None:
    """Bo (seat 1, 29 000) passing Aiko (seat 0, the dealer, 37 700) at 2 honba: the shares of a
    non-dealer tsumo are the table's, honba apart; a ron need has no shares at all."""
    state = GameState(names=NAMES, points=(37700, 29000, 23300, 30000), honba=2)
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (1, 0))
    assert cond.tsumo is not None and cond.direct_ron is not None
    tsumo = cond.tsumo
    assert tsumo.tsumo and tsumo.each == 0
    assert tsumo.points == tsumo.dealer_share + 2 * tsumo.other_share
    base = tsumo.cell.base
    assert (tsumo.dealer_share, tsumo.other_share) == (_up(2 * base), _up(base))  # no honba in them
    ron = cond.direct_ron
    assert not ron.tsumo and (ron.each, ron.dealer_share, ron.other_share) == (0, 0, 0)


def test_the_dealers_tsumo_need_is_each_players_share() -> None:
    state = GameState(names=NAMES, points=(25000, 31000, 32000, 32000), honba=1)
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (0, 1))
    assert cond.tsumo is not None
    assert cond.tsumo.tsumo and cond.tsumo.points == 3 * cond.tsumo.each
    assert (cond.tsumo.dealer_share, cond.tsumo.other_share) == (0, 0)


def test_at_paarenchan_the_dealers_need_is_a_yakuman_with_its_shares() -> None:
    rules = replace(SEED, paarenchan=True, paarenchan_threshold=8)
    state = GameState(rules=rules, names=NAMES, points=(10000, 40000, 35000, 35000), renchan=8, honba=8)
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (0, 1))
    assert cond.tsumo is not None and cond.direct_ron is not None
    assert (cond.tsumo.limit, cond.tsumo.points, cond.tsumo.each) == ("yakuman", 48000, 16000)
    assert cond.tsumo.tsumo and (cond.tsumo.dealer_share, cond.tsumo.other_share) == (0, 0)
    assert (cond.direct_ron.limit, cond.direct_ron.points) == ("yakuman", 48000)
    assert not cond.direct_ron.tsumo and cond.direct_ron.each == 0
    # any win: paarenchan's yakuman, the hand itself holding none
    assert cond.direct_ron.paarenchan and (cond.direct_ron.yakuman, cond.direct_ron.cell.hand_yakuman) == (
        1,
        0,
    )


PAARENCHAN_GAME = "players Aiko Boris Chen Dasha\n" + "draw tenpai Aiko,Boris\n" * 8 + "riichi Aiko\n"


def test_at_paarenchan_the_panel_says_any_win_of_the_dealer_is_a_yakuman() -> None:
    """Aiko deals with 8 renchan (41 000, 1 000 behind Boris): any win of hers passes, and it
    is a yakuman by paarenchan, not a yakuman hand. The tooltip and the hint say so, in both
    languages; where paarenchan needs a yaku, they say that too."""
    from mjgui.controller.game.needs import needs_view

    state = replay(PAARENCHAN_GAME).final
    assert state.paarenchan and state.points == (41000, 42000, 18000, 18000)
    en = needs_view(state, "en")
    ru = needs_view(state, "ru")
    assert en.lines[0].text == "Aiko: 48\u202f000 from Boris · 48\u202f000 from others · 16\u202f000 all"
    assert en.lines[0].tooltip == (
        "Aiko to pass Boris: from Boris: any win → yakuman (paarenchan, 48\u202f000); from others: "
        "any win → yakuman (paarenchan, 48\u202f000); tsumo: any win → yakuman (paarenchan, 48\u202f000)"
    )
    assert en.hint.endswith(
        "Aiko, the dealer, has 8 renchan: paarenchan, so any win of theirs counts as a yakuman."
    )
    assert ru.lines[0].tooltip == (
        "Aiko, чтобы обогнать игрока Boris: с игрока Boris — любая победа → якуман (паренчан, "
        "48\u202f000); с других — любая победа → якуман (паренчан, 48\u202f000); цумо — любая "
        "победа → якуман (паренчан, 48\u202f000)"
    )
    assert ru.hint.endswith(
        "У дилера Aiko 8\u00a0ренчанов: это паренчан, и любая победа дилера засчитывается как якуман."
    )
    # the other players' needs are unchanged by it, and say nothing of paarenchan
    assert "paarenchan" not in en.lines[1].tooltip
    # a dealer at paarenchan with nobody to pass: the hint leaves it out
    first = replay("players Aiko Boris Chen Dasha\n" + "draw tenpai Aiko\n" * 8).final
    assert first.paarenchan and first.points[0] == max(first.points)
    assert "paarenchan" not in needs_view(first, "en").hint

    needs_yaku = replay("rules seed paarenchan_needs_yaku=on\n" + PAARENCHAN_GAME).final
    en = needs_view(needs_yaku, "en")
    assert en.lines[0].tooltip.startswith("Aiko to pass Boris: from Boris: any win with a yaku → yakuman")
    assert en.hint.endswith("so any win of theirs with a yaku counts as a yakuman.")
    ru = needs_view(needs_yaku, "ru")
    assert "с игрока Boris — любая победа с яку → якуман (паренчан, 48\u202f000)" in ru.lines[0].tooltip
    assert "любая победа дилера с яку засчитывается как якуман" in ru.hint


def test_at_paarenchan_a_yakuman_hand_counts_one_more_where_yakuman_add_up() -> None:
    """Chen took a triple yakuman from Aiko; Boris then deals with 8 renchan, 72 000 behind
    Chen. Any win from Chen passes (2 x 48 000); from another player or by tsumo only a yakuman
    hand, which paarenchan makes a double (96 000): the game pays just that. Without stacking
    a yakuman hand counts one yakuman at paarenchan, a double yakuman hand two."""
    from mjgui.controller.game.needs import needs_view

    text = "rules seed buttobi=off\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko yakuman 3\n"
    text += "draw tenpai Aiko,Boris\n" * 8
    result = replay(text)
    state = result.final
    assert state.dealer == 1 and state.paarenchan and state.points == (-54000, 42000, 114000, 18000)
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (1, 2))
    assert cond.direct_ron is not None and cond.other_ron is not None and cond.tsumo is not None
    assert (cond.direct_ron.points, cond.direct_ron.yakuman, cond.direct_ron.cell.hand_yakuman) == (
        48000,
        1,
        0,
    )
    assert (cond.other_ron.points, cond.other_ron.yakuman, cond.other_ron.cell.hand_yakuman) == (96000, 2, 1)
    assert cond.other_ron.paarenchan and cond.tsumo.yakuman == 2
    line = needs_view(state, "en").lines[0]
    assert line.tooltip == (
        "Boris to pass Chen: from Chen: any win → yakuman (paarenchan, 48\u202f000); from others: "
        "yakuman → double yakuman (paarenchan, 96\u202f000); tsumo: yakuman → double yakuman "
        "(paarenchan, 96\u202f000)"
    )
    assert (
        "с других — якуман → двойной якуман (паренчан, 96\u202f000)"
        in needs_view(state, "ru").lines[0].tooltip
    )
    won = preview(result, "ron Boris from Dasha yakuman")
    assert won.error is None and won.state.points[1] > won.state.points[2]  # 96 000 and the honba
    short = preview(result, "ron Boris from Dasha 1 30")
    assert short.error is None and short.state.points[1] < short.state.points[2]

    unstacked = replace(state, rules=replace(state.rules, yakuman_stacking=False))
    cells = [
        (c.yakuman, c.paarenchan, c.hand_yakuman)
        for c in score_cells(unstacked.rules, tsumo=False, dealer=True, paarenchan=True)
    ]
    assert cells == [(1, True, 0), (2, False, 2)]  # a double yakuman hand: paarenchan adds nothing
    cond = next(c for c in conditions(unstacked) if (c.player, c.passes) == (1, 2))
    assert cond.other_ron is not None and (cond.other_ron.yakuman, cond.other_ron.paarenchan) == (2, False)
    assert "from others: double yakuman (96\u202f000)" in needs_view(unstacked, "en").lines[0].tooltip


def test_of_two_cells_that_pay_alike_the_one_with_fewer_han() -> None:
    """Bo needs more than 1700 from another player: 1 han 60 fu and 2 han 30 fu both pay 2000;
    the cheaper cell is the one with fewer han."""
    state = GameState(names=NAMES, points=(31700, 30000, 29000, 29300))
    cond = next(c for c in conditions(state) if (c.player, c.passes) == (1, 0))
    assert cond.other_ron is not None
    assert (cond.other_ron.points, cond.other_ron.han, cond.other_ron.fu) == (2000, 1, 60)


def test_the_json_says_null_where_no_hand_does_it() -> None:
    from mjgui.core.game.conditions import conditions_dicts

    state = GameState(names=NAMES, points=(90000, 10000, 10000, 10000))
    one = replace(state, rules=replace(SEED, yakuman_stacking=False, double_yakuman=frozenset()))
    entry = next(e for e in conditions_dicts(one) if (e["player"], e["passes"]) == ("Dasha", "Aiko"))
    assert entry["direct_ron"] is None and entry["other_ron"] is None and entry["tsumo"] is None
    near = next(e for e in conditions_dicts(state) if (e["player"], e["passes"]) == ("Chen", "Bo"))
    assert near["direct_ron"] == {"points": 1000, "han": 1, "fu": 30, "limit": None, **BELOW_YAKUMAN}
    # 6x yakuman the most the seed counts: 200 000 behind, not even that from another player
    far = GameState(names=NAMES, points=(210000, 10000, -110000, -110000))
    entry = next(e for e in conditions_dicts(far) if (e["player"], e["passes"]) == ("Bo", "Aiko"))
    assert entry["other_ron"] is None
    assert entry["direct_ron"] == {
        "points": 128000,
        "han": None,
        "fu": None,
        "limit": "yakuman",
        "yakuman": 4,
        "paarenchan": False,
    }


# -- wareme: a `wareme NAME` line recorded for the hand ---------------------------------------------

WAREME_GAME = (
    "rules seed wareme=on\nplayers A B C D\nron B from C mangan\nron C from D 1 30\nron D from A 2 40\n"
    "ron A from B 1 30\nron B from D 1 30\nron C from A 1 30\nron D from A 1 30\ndraw tenpai D\nriichi C\n"
)


def test_the_hands_wareme_counts_in_what_each_player_needs() -> None:
    """South 4, D deals at 1 honba, 1 stick; B (37 000) broke the wall: every payment to or from
    B is doubled. C (22 000) passes B with a ron from B of V when 22 000 + 2 (V + 300) + 1000 >
    37 000 − 2 (V + 300): V > 3200, 1 han 110 fu (3600), where the panel said 7100 (the payment
    not doubled). A ron from another player must do it from A, who pays single: A to pass D
    needs 8000 from others, not the 3900 a ron from B (paying double) would be enough for."""
    from mjgui.controller.game.needs import needs_view

    plain = replay(WAREME_GAME)
    result = replay(WAREME_GAME + "wareme B\n")
    state = result.final
    assert (state.round_label, state.honba, state.sticks, state.wareme) == ("S4", 1, 1, (1, 12))
    assert state.points == plain.final.points == (25400, 37000, 22000, 34600)
    found = {(c.player, c.passes): c for c in conditions(state)}
    c_b = found[(2, 1)].direct_ron
    assert c_b is not None and (c_b.points, c_b.han, c_b.fu) == (3600, 1, 110)
    # the game's own settlement: 1 han 110 fu from B passes B, 1 han 100 fu (3200) does not
    after = preview(result, "ron C from B 1 110").state.points
    assert after == (25400, 29200, 30800, 34600) and after[2] > after[1]
    after = preview(result, "ron C from B 1 100").state.points
    assert after[1] == after[2] == 30000  # a tie: B, the seat nearer the first dealer, stays above
    a_d = found[(0, 3)].other_ron
    assert a_d is not None and (a_d.points, a_d.limit) == (8000, "mangan")
    assert preview(result, "ron A from C 4 30").state.points[0] < 34600  # 7700 from C: short
    en = [line.text for line in needs_view(state, "en").lines]
    assert en == [
        "D: 1500 from B · 1500 from others · 500 all",
        "A: 3900 from D · 8000 from others · 1200/2300 tsumo",
        "A: 2600 from B · 12\u202f000 from others · 1500/2900 tsumo",
        "C: 1000 from A · 2300 from others · 400/700 tsumo",
        "C: 5800 from D · 12\u202f000 from others · 1600/3200 tsumo",
        "C: 3600 from B · 16\u202f000 from others · 2000/3900 tsumo",
    ]
    assert "C: 3600 с игрока B · 16\u202f000 с других · 2000/3900 цумо" in [
        line.text for line in needs_view(state, "ru").lines
    ]
    # no wareme line for the hand: every payment single, as before
    before = [line.text for line in needs_view(plain.final, "en").lines]
    assert "C: 7100 from B · 16\u202f000 from others · 3000/6000 tsumo" in before


def _win_line(player: str, discarder: str | None, row: Found, paarenchan: bool = False) -> str:
    """The record's line that wins ``row`` of the score table (a dealer's at ``paarenchan``: any
    win for one yakuman, a hand of one yakuman fewer for more, as the seed adds them up)."""
    assert row is not None
    _, han, fu, limit, yakuman = row
    if paarenchan:
        value = "1 30" if yakuman == 1 else f"yakuman {yakuman - 1}"
    elif yakuman:
        value = f"yakuman {yakuman}"
    else:
        value = limit if limit is not None else f"{han} {fu}"
    return f"tsumo {player} {value}" if discarder is None else f"ron {player} from {discarder} {value}"


def _score_table(state: GameState, dealer: bool, tsumo: bool) -> list[Found]:
    """The cells the player can win with, as (points, han, fu, limit, yakuman), cheapest first."""
    if dealer and state.paarenchan:  # every win of the dealer is a yakuman, a yakuman hand more
        return [
            (_pay(8000 * count, 0, 0, None if tsumo else 2, 0, 0)[0], None, None, "yakuman", count)
            for count in _paarenchan_counts(state.rules)
        ]
    rows: list[Found] = [
        (_pay(base, 0, 0 if dealer else 1, None if tsumo else 2, 0, 0)[0], han, fu, limit, yakuman)
        for han, fu, limit, base, yakuman in _table(
            tsumo=tsumo,
            kiriage=False,
            min_han=2 if state.shibari else 1,
            most_yakuman=_most_yakuman(state.rules),
        )
    ]
    return sorted(rows, key=_found_key)


def _placed_above(result: GameResult, player: int, rival: int, discarder: int | None, row: Found) -> bool:
    """The game's own settlement: after the line winning ``row``, ``player`` is placed above ``rival``."""
    names = result.final.names
    paarenchan = player == result.final.dealer and result.final.paarenchan
    step = preview(
        result, _win_line(names[player], None if discarder is None else names[discarder], row, paarenchan)
    )
    assert step.error is None, step.error
    place = places(step.state.points, result.final.rules)
    return place[player] < place[rival]


WAREME_HANDS = {
    "ron": ("1 30", "2 40", "3 30", "4 30", "mangan", "haneman", "1 50", "2 25", "3 70"),
    "tsumo": ("2 20", "1 30", "3 40", "mangan", "4 30", "baiman"),
}
RECORD_LINES = st.one_of(
    st.builds(
        "ron {} from {} {}".format, *(st.sampled_from("ABCD"),) * 2, st.sampled_from(WAREME_HANDS["ron"])
    ),
    st.builds("tsumo {} {}".format, st.sampled_from("ABCD"), st.sampled_from(WAREME_HANDS["tsumo"])),
    st.builds("riichi {}".format, st.sampled_from("ABCD")),
    st.sampled_from(("draw", "draw tenpai A", "draw tenpai D", "draw tenpai B,C", "draw tenpai A,B,C,D")),
)


@settings(max_examples=60, deadline=None)
@given(
    lines=st.lists(RECORD_LINES, max_size=12),
    wareme=st.sampled_from("ABCD"),
    tie=st.sampled_from(("seat", "split")),
)
def test_with_a_wareme_each_need_passes_as_the_game_pays_it(lines: list[str], wareme: str, tie: str) -> None:
    """Against the game's own settlement, on random records (a bad line changes nothing) with
    a ``wareme`` line for the next hand: the next line winning each need (a ron from the rival,
    from each of the others, a tsumo) places the player above the rival, and the cell just
    below it on the score table does not (from at least one of the others); where no hand does
    it, not even a yakuman does."""
    text = f"rules seed wareme=on tie_uma={tie}\nplayers A B C D\n" + "".join(f"{line}\n" for line in lines)
    result = replay(text + f"wareme {wareme}\n")
    state = result.final
    if state.ended or state.wareme is None:
        return
    for cond in conditions(state):
        player, rival = cond.player, cond.passes
        others = [s for s in range(4) if s not in (player, rival)]
        for kind, discarders in (("direct_ron", [rival]), ("other_ron", others), ("tsumo", [None])):
            table = _score_table(state, player == state.dealer, discarders == [None])
            need = cond.need(kind)
            if need is None:
                assert not all(_placed_above(result, player, rival, d, table[-1]) for d in discarders), kind
                continue
            got: Found = (need.points, need.han, need.fu, need.limit, need.yakuman)
            assert got in table
            assert all(_placed_above(result, player, rival, d, got) for d in discarders), (kind, got)
            index = table.index(got)
            if index:
                below = table[index - 1]
                assert not all(_placed_above(result, player, rival, d, below) for d in discarders), (
                    kind,
                    below,
                )


def test_the_panels_hint_says_a_recorded_wareme_counts() -> None:
    """A ``wareme`` line for the hand doubles a win's payments to or from its player, and the
    needs count it: the hint says so, in both languages; without the line it says nothing of
    wareme."""
    from mjgui.controller.game.needs import needs_view

    text = "rules seed wareme=on\nplayers Aiko Boris Chen Dasha\nron Boris from Chen 1 30\n"
    without = replay(text).final
    assert "wareme" not in needs_view(without, "en").hint
    state = replay(text + "wareme Chen\n").final
    assert state.wareme is not None
    assert needs_view(state, "en").hint.endswith(
        "Chen broke the wall (wareme, line 4): what a win or a nagashi mangan pays to or from Chen "
        "counts double (noten payments and chombo do not), and so it does here."
    )
    assert needs_view(state, "ru").hint.endswith(
        "Стену разбил игрок Chen (вареме, строка 4): выплаты за победу или нагаси-манган игроку Chen "
        "и от него удваиваются (выплаты за нотен и чомбо — нет), и здесь тоже."
    )


def test_the_wareme_hint_says_noten_payments_are_not_doubled() -> None:
    """The hint said every payment to or from the player who broke the wall counts double, but
    wareme doubles wins and nagashi mangan only (docs/game-record.md): Boris broke the wall and
    was alone tenpai at the draw, and took 3 000, not 6 000. The next hand's hint says what is
    doubled, in both languages."""
    from mjgui.controller.game.needs import needs_view

    text = (
        "rules seed wareme=on\nplayers Aiko Boris Chen Dasha\nwareme Boris\ndraw tenpai Boris\nwareme Chen\n"
    )
    state = replay(text).final
    assert state.points == (29000, 33000, 29000, 29000)  # 1 000 from each: not doubled
    assert state.wareme == (2, 5)
    en, ru = needs_view(state, "en").hint, needs_view(state, "ru").hint
    assert en.endswith(
        " Chen broke the wall (wareme, line 5): what a win or a nagashi mangan pays to or from Chen "
        "counts double (noten payments and chombo do not), and so it does here."
    )
    assert "every payment" not in en
    assert ru.endswith(
        " Стену разбил игрок Chen (вареме, строка 5): выплаты за победу или нагаси-манган игроку "
        "Chen и от него удваиваются (выплаты за нотен и чомбо — нет), и здесь тоже."
    )
    assert "все выплаты" not in ru


def test_the_json_paarenchan_flag_is_true_where_paarenchan_is_in_the_count() -> None:
    """docs/game-record.md and ``Need.as_dict``: ``paarenchan`` is true where paarenchan is in
    the count. Under ``double_yakuman=paarenchan`` the any-win need is 2 yakuman (not 1) and a
    yakuman hand at paarenchan is two more; without stacking a double yakuman hand the dealer
    needs at paarenchan has it false, since paarenchan (one) adds nothing to it."""
    draws = "draw tenpai Boris\n" * 8
    double = replay(
        "rules seed buttobi=off double_yakuman=paarenchan,daisuushii\nplayers Aiko Boris Chen Dasha\n"
        "ron Chen from Boris yakuman 2\n" + draws
    ).final
    assert double.paarenchan
    (cond,) = [c for c in conditions(double) if (c.player, c.passes) == (1, 2)]
    assert cond.direct_ron is not None
    assert cond.direct_ron.as_dict() == {
        "points": 96000,
        "han": None,
        "fu": None,
        "limit": "yakuman",
        "yakuman": 2,
        "paarenchan": True,
    }
    cells = score_cells(double.rules, tsumo=False, dealer=True, paarenchan=True)
    assert [(c.yakuman, c.hand_yakuman, c.paarenchan) for c in cells][:3] == [
        (2, 0, True),
        (3, 1, True),
        (4, 2, True),
    ]
    unstacked = replay(
        "rules seed buttobi=off yakuman_stacking=off\nplayers Aiko Boris Chen Dasha\n"
        "ron Chen from Boris yakuman 2\n" + draws
    ).final
    assert unstacked.paarenchan
    (cond,) = [c for c in conditions(unstacked) if (c.player, c.passes) == (1, 2)]
    assert cond.other_ron is not None
    assert (cond.other_ron.points, cond.other_ron.yakuman, cond.other_ron.paarenchan) == (96000, 2, False)


def test_a_player_is_offered_no_more_yakuman_than_their_own_hand_counts() -> None:
    """M-League, after the dealer Aiko's tenhou (1 honba), at 250 000 to Boris's 30 000 below
    zero; tenhou counted double. Aiko's own tsumo can count 5 yakuman, nobody else's win can
    (4: with suukantsu, or chiihou). Boris needs 5 yakuman from Aiko to pass her; the list
    offered that ron (160 000), which the game refuses and no hand of his counts. Chiihou counted
    double instead: 5 only for a non-dealer's tsumo, and Boris's tsumo needs 6."""
    points = (250_000, -30_000, -60_000, -60_000)
    for double in ("tenhou", "chiihou", "daisuushii,suuankou_tanki"):
        game = replay(
            f"rules mleague double_yakuman={double}\nplayers Aiko Boris Chen Dasha\n"
            'tsumo Aiko hand "111z222z333z444z55z --tenhou"\n'
        )
        assert game.errors == () and game.final.honba == 1
        (cond,) = [
            c for c in conditions(replace(game.final, points=points)) if (c.player, c.passes) == (1, 0)
        ]
        refused = preview(game, "ron Boris from Aiko yakuman 5").error
        if double != "daisuushii,suuankou_tanki":
            assert (cond.direct_ron, cond.other_ron, cond.tsumo) == (None, None, None), double
            assert refused is not None and refused.code == "yakuman_most_ron"  # another win counts 5: named
            continue
        # where every seat's hand counts alike (the seed's double yakuman: 6), 5 from Aiko, or
        # a tsumo of 6
        assert refused is None
        assert cond.direct_ron is not None
        assert (cond.direct_ron.yakuman, cond.direct_ron.points) == (5, 160_000)
        assert cond.tsumo is not None and cond.tsumo.yakuman == 6

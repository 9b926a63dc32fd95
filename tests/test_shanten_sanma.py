"""Shanten, improving tiles, discards and waits for three players (RULES.md §9): the 2m..8m are
not in the set, so they are never a wait or an improving tile, and 1m and 9m make no sequence.
Against the `mahjong` package's ``Shanten.calculate_shanten(..., is_three_player=True)`` (a
test-time oracle only) on random sanma hands, and a brute force over it for the tables.
"""

from __future__ import annotations

import random

from mahjong.shanten import Shanten as Oracle

from mjgui.core.scoring.rules import SANMA_REMOVED, preset
from mjgui.core.scoring.shanten import discard_table, improving, shanten, shanten_of_counts, unseen_counts
from mjgui.core.scoring.tiles import NORTH, Tile, parse_tiles
from mjgui.core.scoring.waits import waits
from mjgui.core.teach.tenpai import before_tenpai
from tests.shanten_corpus import brute, grown, uniform
from tests.util import spec

KINDS = [k for k in range(34) if k not in SANMA_REMOVED]


def _grown(rng: random.Random) -> list[int]:
    """Sets and pairs of the sanma set (manzu 1 and 9, pin, sou, honors): hands near tenpai."""
    return grown(rng, KINDS)


def _uniform(rng: random.Random) -> list[int]:
    return uniform(rng, KINDS)


def test_sanma_shanten_matches_the_package() -> None:
    rng = random.Random(2027)
    problems = []
    for make in [_uniform, _grown] * 1500:
        counts = make(rng)
        ours = shanten_of_counts(counts, SANMA_REMOVED).best
        theirs = Oracle.calculate_shanten(counts, is_three_player=True)
        if ours != theirs:
            problems.append(f"{counts}: ours {ours} theirs {theirs}")
    assert not problems, "\n".join(problems[:20])


def test_sanma_discard_table_matches_a_brute_force_over_the_package() -> None:
    rng = random.Random(5)
    checked = 0
    while checked < 120:
        counts = _grown(rng) if checked % 2 else _uniform(rng)
        if sum(counts) % 3 != 2:
            continue
        checked += 1
        tiles = [Tile(k) for k in range(34) for _ in range(counts[k])]
        now, table = discard_table(tiles, (), SANMA_REMOVED)
        best, expected = brute(counts, SANMA_REMOVED)
        assert now.best == Oracle.calculate_shanten(counts, is_three_player=True)
        assert {d.kind: [i.kind for i in d.improving] for d in table} == expected, counts
        assert all(d.shanten == best for d in table)
        assert all(i.kind not in SANMA_REMOVED for d in table for i in d.improving)


def test_one_and_nine_man_make_no_sequence() -> None:
    hand = parse_tiles("19m123p456p789s11z")  # 13 tiles: four players wait on 2m..8m shapes
    assert shanten(hand).best == 1 and shanten(hand, SANMA_REMOVED).best == 1
    four = {i.kind for i in improving(hand)}
    three = {i.kind for i in improving(hand, (), SANMA_REMOVED)}
    assert {1, 2, 6, 7} <= four  # 2m 3m 7m 8m: a partial sequence with 1m or 9m
    assert three == {0, 8, 27}  # only another 1m or 9m (a pair), or East (a triplet)
    assert unseen_counts((), SANMA_REMOVED)[1:8] == [0] * 7


def test_sanma_waits_never_name_a_removed_tile() -> None:
    # 1m 1m 9m 9m with sets: a shanpon on 1m and 9m; under four players 1m-2m-3m shapes differ
    hand = spec("11m99m123p456p789s --rules tenhou-sanma --win 9s")
    result = waits(hand.with_changes(concealed=parse_tiles("11m99m123p456p789s")))
    assert [w.tile.code for w in result.waits] == ["1m", "9m"]
    # kokushi's 13-sided wait keeps 1m and 9m
    kokushi = spec("19m19p19s1234567z1z --rules mahjongsoul-sanma")
    thirteen = waits(kokushi.with_changes(concealed=parse_tiles("19m19p19s1234567z")))
    assert len(thirteen.waits) == 13


def test_nuki_counts_as_seen_north() -> None:
    hand = spec("19m19p19s1234567z1z --rules mahjongsoul-sanma --nuki 3")
    result = waits(hand.with_changes(concealed=parse_tiles("19m19p19s1234567z")))
    north = next(w for w in result.waits if w.tile.kind == NORTH)
    assert north.left == 0  # one in hand, three set aside


def test_the_explain_view_of_a_sanma_hand() -> None:
    view = before_tenpai(spec("19m123p456p789s145z --rules tenhou-sanma --nuki 1"))
    assert view is not None and view.discards
    assert all(i.kind not in SANMA_REMOVED for d in view.discards for i in d.improving)
    # the North set aside is seen: of a North to pair, one in hand and one set aside
    lefts = {i.kind: i.left for d in view.discards for i in d.improving}
    assert lefts[NORTH] == 2
    assert preset("tenhou-sanma").removed_kinds == SANMA_REMOVED

"""Shanten, improving tiles and the discard table against the `mahjong` package's shanten.

The package is a test-time oracle only (its ``Shanten.calculate_shanten``); our module computes
shanten as a distance by its own method. Three corpora: uniformly random hands of every size a
hand can hold (mostly far from ready), hands grown from sets of one or two suits (near tenpai,
many four-of-a-kind cases), and for the improving tiles and the discard table a brute force
over every discard and draw, each judged by the package.
"""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten as Oracle

from mjgui.core.scoring.shanten import discard_table, improving, shanten, shanten_of_counts, unseen_counts
from mjgui.core.scoring.tiles import Tile, parse_tiles
from tests.shanten_corpus import brute, counts_of, grown, uniform


def _uniform(rng: random.Random) -> list[int]:
    return uniform(rng)


def _grown(rng: random.Random) -> list[int]:
    """Sets and pairs of one or two suits (with honors now and then): hands near tenpai."""
    suits = rng.choice([[0], [0, 1], [1, 3], [0, 1, 2, 3], [2]])
    return grown(rng, [k for s in suits for k in range(s * 9, s * 9 + (7 if s == 3 else 9))])


def _differences(make, seed: int, count: int) -> list[str]:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        counts = make(rng)
        ours = shanten_of_counts(counts)
        theirs = Oracle.calculate_shanten(counts)
        if ours.best != theirs:
            out.append(f"{counts}: ours {ours} theirs {theirs}")
        elif sum(counts) >= 13:
            regular = Oracle.calculate_shanten_for_regular_hand(counts)
            seven = Oracle.calculate_shanten_for_chiitoitsu_hand(counts)
            orphans = Oracle.calculate_shanten_for_kokushi_hand(counts)
            if (ours.regular, ours.chiitoitsu, ours.kokushi) != (regular, seven, orphans):
                out.append(f"{counts}: ours {ours} theirs {(regular, seven, orphans)}")
    return out


@pytest.mark.slow
def test_shanten_matches_the_package_on_20000_random_hands() -> None:
    problems = _differences(_uniform, seed=20261201, count=12000)
    problems += _differences(_grown, seed=16, count=8000)
    assert not problems, "\n".join(problems[:20])


def test_shanten_matches_the_package_on_hands_near_tenpai() -> None:
    problems = _differences(_grown, seed=3, count=2000)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("maker", [_uniform, _grown])
def test_discard_table_matches_a_brute_force_over_the_package(maker) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(99)
    checked = 0
    while checked < 150:
        counts = maker(rng)
        if sum(counts) % 3 != 2:
            continue
        checked += 1
        tiles = [Tile(k) for k in range(34) for _ in range(counts[k])]
        now, table = discard_table(tiles)
        best, expected = brute(counts)
        assert now.best == Oracle.calculate_shanten(counts)
        assert {d.kind: [i.kind for i in d.improving] for d in table} == expected, counts
        assert all(d.shanten == best for d in table)


def test_discard_table_is_sorted_and_counts_what_is_left() -> None:
    # 123m 456p, 78s and the pair 11z, four loose tiles: 2-shanten, the loose tiles go first
    hand = parse_tiles("1239m1456p78s1135z")
    now, table = discard_table(hand)
    assert now.best == 2 and now.shapes == ("regular",)
    assert {d.kind for d in table} >= {parse_tiles("3z")[0].kind, parse_tiles("5z")[0].kind}
    totals = [d.total_left for d in table]
    assert totals == sorted(totals, reverse=True)
    for d in table:
        assert d.shanten == 2
        for item in d.improving:  # the copies not in the hand
            assert item.left == 4 - sum(1 for t in hand if t.kind == item.kind)


def test_tenpai_hand_lists_its_waits_as_improving() -> None:
    hand = parse_tiles("123m456p789s1112z")
    assert shanten(hand).best == 0
    assert [i.kind for i in improving(hand)] == [parse_tiles("2z")[0].kind]


def test_left_counts_melds_indicators_and_discards() -> None:
    hand = parse_tiles("23m456p789s11z")  # 10 tiles with one meld: waits 1m 4m
    seen = (*parse_tiles("111s"), *parse_tiles("1m"), *parse_tiles("444m"))
    assert {i.kind: i.left for i in improving(hand, seen)} == {0: 3, 3: 1}
    assert unseen_counts(parse_tiles("11111m"))[0] == 0  # never below 0


def test_chiitoitsu_and_kokushi_are_named_when_they_count() -> None:
    seven = shanten(parse_tiles("1133m5577p99s13z5z"))
    assert seven.chiitoitsu == 1 and seven.best == 1 and "chiitoitsu" in seven.shapes
    orphans = shanten(parse_tiles("19m19p19s1234567z"))
    assert orphans.kokushi == 0 and orphans.shapes == ("kokushi",)
    small = shanten(parse_tiles("1123m"))  # 4 tiles: three melds called
    assert small.chiitoitsu is None and small.kokushi is None and small.best == 0


def test_sizes_a_hand_cannot_hold_are_refused() -> None:
    with pytest.raises(ValueError):
        shanten(parse_tiles("123m456p"))
    with pytest.raises(ValueError):
        shanten(parse_tiles("123m456p789s123456z"))


# --- the score command's --explain on a hand that is not complete ----------------------------


def _cli(*words: str) -> dict:  # type: ignore[type-arg]
    from mjgui.cli import score_command

    return score_command(list(words))[1]


def test_explain_adds_shanten_and_discards_to_a_14_tile_hand() -> None:
    out = _cli("123m456p789s12345z", "--explain", "--dora", "2z")
    assert out["ok"] is False and out["error"]["code"] == "not_complete"
    assert (
        out["shanten"]
        == 2
        == Oracle.calculate_shanten(counts_of([0, 1, 2, 12, 13, 14, 24, 25, 26, *range(27, 32)]))
    )
    assert out["counts_as"] == ["regular"]
    first = out["discards"][0]
    assert set(first) == {"discard", "shanten", "improving", "total_left"}
    # discarding 1z: 2z is an improving tile with one copy in hand and one as an indicator
    by_discard = {d["discard"]: d for d in out["discards"]}
    left = {i["tile"]: i["left"] for i in by_discard["1z"]["improving"]}
    assert left == {"2z": 2, "3z": 3, "4z": 3, "5z": 3}
    assert by_discard["1z"]["total_left"] == 11
    totals = [d["total_left"] for d in out["discards"]]
    assert totals == sorted(totals, reverse=True)


def test_explain_adds_shanten_and_improving_to_a_13_tile_hand_with_a_meld() -> None:
    out = _cli("23m456p789s11z", "--pon", "555s", "--explain")
    assert out["error"]["code"] == "tile_count"
    assert out["shanten"] == 0 and out["shanten_by_shape"]["chiitoitsu"] is None
    assert out["improving"] == [{"tile": "1m", "left": 4}, {"tile": "4m", "left": 4}]
    assert out["total_left"] == 8


def test_no_shanten_without_explain_or_for_other_faults() -> None:
    assert "shanten" not in _cli("123m456p789s12345z")
    assert "shanten" not in _cli("11111m456p789s123z", "--explain")  # five copies
    assert "shanten" not in _cli("123m456p789s12z", "--explain")  # 11 tiles, no meld


def test_a_new_kind_improves_seven_pairs_when_a_quad_counts_as_one_pair() -> None:
    # 1111m 99m 11p 99p 11s 9s: 2 from sets and from seven pairs (five pairs, six kinds); any
    # honor, a seventh kind, brings seven pairs to 1 (the package's shanten agrees), so every
    # kind but the 1m held four times improves, honors with their four copies unseen
    found = improving(parse_tiles("1111m99m11p99p11s9s"))
    assert [i.kind for i in found] == list(range(1, 34))
    assert [(i.kind, i.left) for i in found if i.kind >= 27] == [(k, 4) for k in range(27, 34)]


def test_a_pair_that_only_new_tiles_can_make_costs_two_draws() -> None:
    # every 1m is held, in the triplet and a fourth beside it: no 1m is left to pair the fourth,
    # so the pair is two new tiles (throw the 1m, draw one kind, then its pair): one from tenpai
    assert shanten(parse_tiles("123p456p789p1111m")).regular == 1
    # four quads' worth of tiles, 1z alone: its pair is one draw, yet each quad is a set and a
    # single that cannot pair; the hand needs 4 sets, and has 3 and four singles to build on
    assert shanten(parse_tiles("1111m2222p3333s1z")).regular == 2


def test_improving_tiles_and_the_discard_table_refuse_a_hand_of_the_wrong_size_and_say_why() -> None:
    with pytest.raises(
        ValueError, match=r"^improving tiles are for a hand one tile short \(13, 10, 7, 4 or 1 tiles\)$"
    ):
        improving(parse_tiles("123m456p789s11223z"))
    with pytest.raises(
        ValueError, match=r"^a discard table is for a hand with one tile to discard \(14, 11, 8, 5 or 2\)$"
    ):
        discard_table(parse_tiles("123m456p789s1122z"))
    with pytest.raises(ValueError, match=r"^a hand cannot hold 12 concealed tiles$"):
        shanten(parse_tiles("123m456p789s111z"))

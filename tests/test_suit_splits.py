"""A suit's splits (decomposition._suit_parts, memoised on what is left) against a plain search.

The memoised table builds a pattern's splits from the splits of smaller patterns, and takes the
pair only from a count of 3n + 2; the plain search below tries every group at the lowest tile
with a pair flag. They must agree on every pattern a hand can hold (each count 0-4).
"""

from __future__ import annotations

from itertools import product

from mjgui.core.scoring.decomposition import _suit_parts, regular_decompositions


def _plain_parts(counts: tuple[int, ...], honor: bool) -> tuple[tuple[tuple[str, int], ...], ...]:
    found: set[tuple[tuple[str, int], ...]] = set()

    def walk(left: list[int], groups: list[tuple[str, int]], pair_used: bool) -> None:
        i = next((k for k, n in enumerate(left) if n), None)
        if i is None:
            found.add(tuple(sorted(groups)))
            return
        if left[i] >= 3:
            left[i] -= 3
            walk(left, [*groups, ("k", i)], pair_used)
            left[i] += 3
        if not honor and i + 2 < len(left) and left[i + 1] and left[i + 2]:
            for k in (i, i + 1, i + 2):
                left[k] -= 1
            walk(left, [*groups, ("s", i)], pair_used)
            for k in (i, i + 1, i + 2):
                left[k] += 1
        if left[i] >= 2 and not pair_used:
            left[i] -= 2
            walk(left, [*groups, ("p", i)], True)
            left[i] += 2

    walk(list(counts), [], False)
    return tuple(sorted(found))


def test_every_small_suit_pattern_splits_as_the_plain_search() -> None:
    checked = 0
    for counts in product(range(5), repeat=9):
        if sum(counts) <= 8:
            assert _suit_parts(counts, False) == _plain_parts(counts, False), counts
            checked += 1
    assert checked > 20_000


def test_every_honor_pattern_splits_as_the_plain_search() -> None:
    for counts in product(range(5), repeat=7):
        if sum(counts) <= 14:
            assert _suit_parts(counts, True) == _plain_parts(counts, True), counts


def test_full_suits_split_as_the_plain_search() -> None:
    # chuuren shapes and other one-suit hands of 14 tiles, where the most splits are
    for counts in [
        (3, 1, 1, 1, 2, 1, 1, 1, 3),
        (4, 1, 1, 1, 1, 1, 1, 1, 3),
        (2, 2, 2, 2, 2, 2, 2, 0, 0),
        (3, 3, 3, 3, 2, 0, 0, 0, 0),
        (0, 4, 4, 4, 2, 0, 0, 0, 0),
        (1, 1, 4, 1, 1, 3, 1, 1, 1),
    ]:
        assert _suit_parts(counts, False) == _plain_parts(counts, False), counts
        pairs = {sum(code == "p" for code, _ in part) for part in _suit_parts(counts, False)}
        assert pairs == {1}  # 3n + 2 tiles: every split holds the one pair


def test_a_hand_with_a_pair_in_every_suit_does_not_split() -> None:
    # each suit splits alone (11123m, 11456p, 11s, 11z), but four pairs make no hand
    counts = [0] * 34
    for kind in (0, 0, 0, 1, 2, 9, 9, 12, 13, 14, 18, 18, 27, 27):
        counts[kind] += 1
    assert regular_decompositions(counts) == []
    # 11123m 456p 111s 222z: one pair, four sets
    counts = [0] * 34
    for kind in (0, 0, 0, 1, 2, 12, 13, 14, 18, 18, 18, 28, 28, 28):
        counts[kind] += 1
    assert len(regular_decompositions(counts)) == 1

"""Random hands as tile counts for the shanten tests (tests/test_shanten*.py), of four or three
players, and the brute force over the `mahjong` package (a test-time oracle only) that the
discard tables are checked against. Three players pass the kinds left in their set."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong.shanten import Shanten as Oracle

ALL_KINDS = tuple(range(34))
#: Every size a hand can hold, 13 and 14 the most often.
SIZES = (14, 13, 14, 13, 11, 10, 8, 7, 5, 4, 2, 1)


def counts_of(kinds: list[int]) -> list[int]:
    counts = [0] * 34
    for k in kinds:
        counts[k] += 1
    return counts


def uniform(rng: random.Random, kinds: Sequence[int] = ALL_KINDS) -> list[int]:
    """Tiles drawn at random from a wall of ``kinds``: mostly far from ready."""
    wall = [k for k in kinds for _ in range(4)]
    return counts_of(rng.sample(wall, rng.choice(SIZES)))


def grown(rng: random.Random, kinds: Sequence[int]) -> list[int]:
    """Sets and pairs of ``kinds`` (a sequence only where its three kinds are there): hands
    near tenpai, many four-of-a-kind cases."""
    counts = [0] * 34
    size = rng.choice(SIZES)
    while sum(counts) < size:
        k = rng.choice(kinds)
        sequence = k < 27 and k % 9 < 7 and k + 1 in kinds and rng.random() < 0.5
        run = [k, k + 1, k + 2] if sequence else [k] * rng.randint(1, 3)
        for j in run:
            if counts[j] < 4 and sum(counts) < size:
                counts[j] += 1
    return counts


def brute(counts: list[int], removed: frozenset[int] = frozenset()) -> tuple[int, dict[int, list[int]]]:
    """Every discard keeping the lowest shanten with its improving kinds, by the package (its
    three-player shanten when kinds are ``removed`` from the set)."""
    three = bool(removed)
    kinds = [k for k in ALL_KINDS if k not in removed]
    best, table = 99, {}
    for d in kinds:
        if not counts[d]:
            continue
        counts[d] -= 1
        after = Oracle.calculate_shanten(counts, is_three_player=three)
        better = []
        for k in kinds:
            if counts[k] < 4:
                counts[k] += 1
                if Oracle.calculate_shanten(counts, is_three_player=three) < after:
                    better.append(k)
                counts[k] -= 1
        counts[d] += 1
        if after < best:
            best, table = after, {}
        if after == best:
            table[d] = better
    return best, table

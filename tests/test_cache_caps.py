"""The caches of hand reading and shanten hold a bounded number of entries, and answer alike.

``score --batch`` over many different hands filled the suit caches without end (peak memory
28 MB at 5,000 lines, 57 MB at 50,000, 105 MB at 200,000; with ``--explain`` 112 MB, then
208 MB): a suit's splits (``decomposition._SPLITS``, ``_suit_parts``) had no cap, and the
shanten caps let a suit's cut lists alone reach some 150 MB. Here:

* every cache of the two modules has a cap, or a key that takes a few dozen values;
* each cache, filled well past its cap, holds at most its cap;
* the answers given by caches that dropped entries are the answers of empty caches (readings
  of random winning hands, discard tables of random 14-tile hands);
"""

from __future__ import annotations

import random
from itertools import product
from typing import Any

from mjgui.core.scoring import decomposition, shanten
from mjgui.core.scoring.decomposition import readings, regular_decompositions
from mjgui.core.scoring.shanten import discard_table
from mjgui.core.scoring.tiles import Tile
from tests.handgen import random_hand

#: caches with no cap: their key takes at most 34 x 4 values (a group's kind and first tile)
BOUNDED_KEYS = {"_concealed_group", "_meld_group", "_pair"}


def _function_caches(module: Any) -> dict[str, Any]:
    return {name: value for name, value in vars(module).items() if hasattr(value, "cache_info")}


def _suit_patterns(most: int = 7) -> list[tuple[int, ...]]:
    """Every count pattern of one suit of 1 to ``most`` tiles (each count 0-4; small ones are
    quick to work out), in a fixed shuffled order."""
    patterns = [c for c in product(range(5), repeat=9) if 0 < sum(c) <= most]
    random.Random(45).shuffle(patterns)
    return patterns


def _clear_all() -> None:
    for module in (decomposition, shanten):
        for cache in _function_caches(module).values():
            cache.cache_clear()
    for splits in decomposition._SPLITS:
        splits.clear()


def test_every_cache_of_reading_and_shanten_has_a_cap_or_a_small_key() -> None:
    for module in (decomposition, shanten):
        for name, cache in _function_caches(module).items():
            maxsize = cache.cache_info().maxsize
            assert name in BOUNDED_KEYS or maxsize is not None, f"{module.__name__}.{name} has no cap"
            assert maxsize is None or maxsize <= 1 << 14, name
    assert decomposition.SPLITS_CAP <= 1 << 13


def test_the_splits_of_a_suit_stay_within_their_cap() -> None:
    _clear_all()
    cap = decomposition.SPLITS_CAP
    patterns = _suit_patterns()[: 3 * cap]
    most = 0
    for chunk in patterns:  # the man suit alone: each pattern a new key of its table
        regular_decompositions([*chunk, *[0] * 25])
        most = max(most, len(decomposition._SPLITS[0]))
    assert most == cap  # it filled up to the cap, never past it
    parts = decomposition._suit_parts.cache_info()
    assert parts.misses > parts.maxsize == decomposition.PARTS_CAP
    assert parts.currsize <= parts.maxsize


def test_the_shanten_caches_stay_within_their_caps() -> None:
    _clear_all()
    for chunk in _suit_patterns()[: 2 * shanten.BLOCKS_CAP]:
        shanten._suit(chunk)
        shanten._suit_exact(chunk)  # the exact programme answers any suit (it is kept for a four)
    caches = {name: getattr(shanten, name).cache_info() for name in ("_blocks", "_suit_exact")}
    for name, info in caches.items():
        assert info.misses > info.maxsize, name  # filled past the cap
        assert info.currsize <= info.maxsize, name
    assert caches["_blocks"].maxsize == shanten.BLOCKS_CAP
    assert caches["_suit_exact"].maxsize == shanten.EXACT_CAP
    assert shanten._suit_blocks.cache_info().maxsize == shanten.SUIT_CAP
    assert shanten._combine.cache_info().maxsize == shanten.COMBINE_CAP


def _random_hand_of_14(rng: random.Random) -> list[Tile]:
    wall = [k for k in range(34) for _ in range(4)]
    return [Tile(k) for k in sorted(rng.sample(wall, 14))]


def _answers(hands: list[Any], shapes: list[list[Tile]]) -> list[object]:
    out: list[object] = []
    for spec in hands:
        found = readings(spec.concealed_counts, spec.melds, spec.win_tile.kind)
        out.append([(r.shape, r.groups, r.wait, r.win_group) for r in found])
    for tiles in shapes:
        now, table = discard_table(tiles)
        out.append((now, table))
    return out


def test_caches_that_dropped_entries_answer_as_empty_caches() -> None:
    """Caches filled past their caps (entries dropped, the splits tables emptied more than
    once) give the readings and discard tables that caches emptied beforehand give."""
    rng = random.Random(2645)
    hands = [random_hand(rng, exclude_known=rng.random() < 0.5) for _ in range(200)]
    shapes = [_random_hand_of_14(rng) for _ in range(20)]
    _clear_all()
    for chunk in _suit_patterns()[: 2 * shanten.BLOCKS_CAP]:
        shanten._suit(chunk)
        for suit in range(4):  # every suit's splits table, past its cap
            at = suit * 9
            counts = [0] * 34
            counts[at : at + min(9, 34 - at)] = chunk[: min(9, 34 - at)]
            regular_decompositions(counts)
    crowded = _answers(hands, shapes)
    _clear_all()
    fresh = _answers(hands, shapes)
    assert crowded == fresh
    assert sum(len(r) for r in crowded[: len(hands)]) >= len(hands)  # the hands were read

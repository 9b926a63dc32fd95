"""Shanten and the best discards of a hand that is not complete.

The shanten number is how many tiles a hand is from tenpai: the fewest tiles it must draw to be
complete, less one (``-1`` complete, ``0`` tenpai). It is computed exactly, as a distance: for
every suit, a small dynamic programme over the nine numbers gives the fewest tiles that suit
must draw to hold ``m`` sets and ``p`` pairs (a target never holds a fifth copy of a tile); the
suits are then combined. Each suit's answer is kept (it depends only on that suit's counts), so
the discard table of a 14-tile hand reuses almost all of its work.

Three shapes are measured: the regular hand (four sets and a pair, called melds count as sets),
chiitoitsu and kokushi (13 or 14 concealed tiles, no meld). A hand of any size a hand can hold
(``3n + 1`` or ``3n + 2`` concealed tiles, up to 14) is measured as the regular shape with the
missing sets taken as called.

:func:`improving` lists the tiles that lower the shanten of a 13-tile (``3n + 1``) hand, each
with the copies still unseen; :func:`discard_table` does it for every discard of a 14-tile
(``3n + 2``) hand that keeps the lowest shanten, best first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from mjgui.core.scoring.tiles import YAOCHUU, Tile

__all__ = [
    "Discard",
    "Improving",
    "Shanten",
    "discard_table",
    "improving",
    "shanten",
    "unseen_counts",
]

_INF = 99
_YAOCHUU_KINDS = frozenset(YAOCHUU)
_SHAPES = ("regular", "chiitoitsu", "kokushi")


@dataclass(frozen=True)
class Shanten:
    """The shanten of each shape and the lowest of them (``best``); ``None`` for a shape the
    hand cannot take (chiitoitsu and kokushi need 13 or 14 concealed tiles and no meld)."""

    regular: int
    chiitoitsu: int | None
    kokushi: int | None

    @property
    def best(self) -> int:
        return min(v for v in (self.regular, self.chiitoitsu, self.kokushi) if v is not None)

    @property
    def shapes(self) -> tuple[str, ...]:
        """The shapes that reach the lowest number (the one that counts first)."""
        values = (self.regular, self.chiitoitsu, self.kokushi)
        return tuple(name for name, v in zip(_SHAPES, values, strict=True) if v == self.best)


@dataclass(frozen=True)
class Improving:
    """A tile that lowers the shanten, and how many copies of it are still unseen."""

    kind: int
    left: int


@dataclass(frozen=True)
class Discard:
    """One discard of a 14-tile hand: the shanten after it and the tiles that then improve."""

    kind: int
    shanten: int
    improving: tuple[Improving, ...]

    @property
    def total_left(self) -> int:
        return sum(i.left for i in self.improving)


# ---------------------------------------------------------------------------------------------
# One suit: the fewest tiles to draw for m sets and p pairs
# ---------------------------------------------------------------------------------------------

_Vec = tuple[int, ...]  # index m * 2 + p, m 0..4, p 0..1


def _merge(into: list[int], vec: Sequence[int], dm: int, dp: int, cost: int) -> None:
    for m in range(5 - dm):
        for p in range(2 - dp):
            v = vec[m * 2 + p]
            if v < _INF:
                j = (m + dm) * 2 + p + dp
                if v + cost < into[j]:
                    into[j] = v + cost


# the ways one position of a suit can be used: (triplets, pairs, sequences starting here, tiles)
_USES = tuple(
    (t, q, c, 3 * t + 2 * q + c) for t in (0, 1) for q in (0, 1) for c in range(5) if 3 * t + 2 * q + c <= 4
)


_Blocks = tuple[int, int, int, int]  # sets, pairs, partial sets (two of a sequence), single tiles

# The most entries each cache of one suit keeps (the least recently used dropped). A batch of
# different hands with ``--explain`` meets tens of thousands of suit patterns: a cut list took
# some 2.4 KB as a set of tuples of its own (2^16 of them, 150 MB), some 400 bytes as a tuple of
# shared cuts; a suit's vector some 300 bytes. A hand's discard table needs a few hundred of each,
# a desk's session a few thousand: these caps keep them (together some 10 MB at most) and a
# batch's memory flat.
BLOCKS_CAP = 1 << 12
SUIT_CAP = 1 << 14
EXACT_CAP = 1 << 12
COMBINE_CAP = 1 << 13


# one shared tuple per cut (a few thousand can exist): a suit's cut list holds references only
_CUTS: dict[_Blocks, _Blocks] = {}


@lru_cache(maxsize=BLOCKS_CAP)
def _blocks(counts: tuple[int, ...]) -> tuple[_Blocks, ...]:
    """Every way to cut a suit into sets, pairs, partial sequences and single tiles (each cut
    once; a tuple, not a set: a third of the memory)."""
    i = 0
    while i < 9 and not counts[i]:
        i += 1
    if i == 9:
        return ((0, 0, 0, 0),)
    out: set[_Blocks] = set()
    c = list(counts)
    shared = _CUTS.setdefault

    def rest(take: tuple[int, ...], add: _Blocks) -> None:
        for j in take:
            c[j] -= 1
        for s, p, t, z in _blocks(tuple(c)):
            cut = (s + add[0], p + add[1], t + add[2], z + add[3])
            out.add(shared(cut, cut))
        for j in take:
            c[j] += 1

    n = c[i]
    if n >= 3:
        rest((i, i, i), (1, 0, 0, 0))
    if n >= 2:
        rest((i, i), (0, 1, 0, 0))
    if i < 7 and c[i + 1] and c[i + 2]:
        rest((i, i + 1, i + 2), (1, 0, 0, 0))
    if i < 8 and c[i + 1]:
        rest((i, i + 1), (0, 0, 1, 0))
    if i < 7 and c[i + 2]:
        rest((i, i + 2), (0, 0, 1, 0))
    rest((i,), (0, 0, 0, 1))
    return tuple(out)


def _cost(sets: int, pairs: int, partial: int, singles: int, m: int) -> int:
    """Draws for ``m`` sets from complete sets (0), partial ones and pairs (1), singles (2)."""
    need = max(0, m - sets)
    ones = min(need, partial + pairs)
    need -= ones
    twos = min(need, singles)
    need -= twos
    return ones + 2 * twos + 3 * need


def _suit(counts: tuple[int, ...]) -> _Vec:
    """For a suit's nine counts: the fewest tiles to draw for each (sets, pairs). A suit that
    holds four of a tile is measured by the exact programme (a block cut could count on a fifth
    copy); any other by its cuts into blocks, which is exact there and much faster."""
    if 4 in counts:
        return _suit_exact(counts)
    return _suit_blocks(counts)


@lru_cache(maxsize=1 << 12)
def _block_vec(sets: int, pairs: int, partial: int, singles: int) -> _Vec:
    """The draws for each (sets, pairs) from one cut of a suit."""
    out = []
    for m in range(5):
        out.append(_cost(sets, pairs, partial, singles, m))
        # the pair from a pair, or from a single (one draw), or two new tiles
        if pairs:
            out.append(_cost(sets, pairs - 1, partial, singles, m))
        elif singles:
            out.append(1 + _cost(sets, 0, partial, singles - 1, m))
        else:
            out.append(2 + _cost(sets, 0, partial, 0, m))
    return tuple(out)


@lru_cache(maxsize=SUIT_CAP)
def _suit_blocks(counts: tuple[int, ...]) -> _Vec:
    vecs = [_block_vec(*cut) for cut in _blocks(counts)]
    return tuple(map(min, *vecs)) if len(vecs) > 1 else vecs[0]


@lru_cache(maxsize=EXACT_CAP)
def _suit_exact(counts: tuple[int, ...]) -> _Vec:
    """For a suit's nine counts: the fewest tiles to draw for each (sets, pairs)."""
    start = [_INF] * 10
    start[0] = 0
    states: dict[tuple[int, int], list[int]] = {(0, 0): start}
    for i, have in enumerate(counts):
        new: dict[tuple[int, int], list[int]] = {}
        last = i >= 7  # a sequence cannot start on 8 or 9
        for (x, y), vec in states.items():
            carried = x + y
            for t, q, c, tiles in _USES:
                if c and last:
                    continue
                need = carried + tiles
                if need > 4:
                    continue
                cost = need - have if need > have else 0
                key = (c, x)
                into = new.get(key)
                if into is None:
                    into = new[key] = [_INF] * 10
                _merge(into, vec, t + c, q, cost)
        states = new
    return tuple(states[(0, 0)])


@lru_cache(maxsize=8)
def _honor(have: int) -> _Vec:
    """One honor kind (no sequences): a triplet, a pair or nothing."""
    out = [_INF] * 10
    out[0] = 0
    out[1] = max(0, 2 - have)
    out[2] = max(0, 3 - have)
    return tuple(out)


# the (left, right, sum) entries of two vectors that add up to at most 4 sets and 1 pair
_PAIRS = tuple(
    (m1 * 2 + p1, m2 * 2 + p2, (m1 + m2) * 2 + p1 + p2)
    for m1 in range(5)
    for m2 in range(5 - m1)
    for p1 in range(2)
    for p2 in range(2 - p1)
)
# for a hand needing ``sets`` sets: the draws to add to an entry (m, p) for the sets and the
# pair it lacks, taken as new honors (a triplet 3, a pair 2); an entry past ``sets`` cannot count
_EXTRA = tuple(
    tuple(3 * (sets - m) + 2 * (1 - p) if m <= sets else _INF for m in range(5) for p in range(2))
    for sets in range(5)
)


@lru_cache(maxsize=COMBINE_CAP)
def _combine(a: _Vec, b: _Vec) -> _Vec:
    out = [_INF] * 10
    for i, j, o in _PAIRS:
        v = a[i] + b[j]
        if v < out[o]:
            out[o] = v
    return tuple(out)


def _against(b: _Vec, sets: int) -> _Vec:
    """For each entry of another part: the fewest draws to complete the hand with ``b``."""
    extra = _EXTRA[sets]
    out = [_INF * 3] * 10
    for i, j, o in _PAIRS:
        v = b[j] + extra[o]
        if v < out[i]:
            out[i] = v
    return tuple(out)


def _total(a: _Vec, b: _Vec, sets: int) -> int:
    """The fewest draws to complete ``sets`` sets and a pair from two parts of a hand."""
    return min(x + y for x, y in zip(a, _against(b, sets), strict=True))


@lru_cache(maxsize=1 << 12)
def _honors(counts: tuple[int, ...]) -> _Vec:
    vec: _Vec = _honor(0)
    for have in counts:
        if have:
            vec = _combine(vec, _honor(have))
    return vec


def _regular(counts: Sequence[int], sets: int, removed: frozenset[int] = frozenset()) -> int:
    """Shanten of the regular shape for ``sets`` sets and a pair from these counts (``removed``:
    the kinds the set lacks, see :func:`_part_vec`)."""
    if removed:
        vecs = [_part_vec(g, tuple(counts[g * 9 : g * 9 + 9]), removed) for g in range(3)]
        left = _combine(vecs[0], vecs[1])
        right = _combine(vecs[2], _honors(tuple(counts[27:34])))
        return _total(left, right, sets) - 1
    left = _combine(_suit(tuple(counts[0:9])), _suit(tuple(counts[9:18])))
    right = _combine(_suit(tuple(counts[18:27])), _honors(tuple(counts[27:34])))
    return _total(left, right, sets) - 1


@lru_cache(maxsize=16)
def _kept(removed: frozenset[int]) -> tuple[tuple[int, ...] | None, ...]:
    """For each suit: None when the set holds it whole, else the numbers (0..8) it keeps."""
    out: list[tuple[int, ...] | None] = []
    for g in range(3):
        kept = tuple(i for i in range(9) if g * 9 + i not in removed)
        out.append(None if len(kept) == 9 else kept)
    return tuple(out)


def _part_vec(group: int, part: tuple[int, ...], removed: frozenset[int]) -> _Vec:
    """One part's vector. A suit the set lacks some numbers of keeps no run of three (the rules
    refuse any other removal), so its tiles make no sequence: each kept number is measured as an
    honor (three players: 1m and 9m make triplets and pairs only)."""
    if group == 3:
        return _honors(part)
    kept = _kept(removed)[group]
    if kept is None:
        return _suit(part)
    return _honors(tuple(part[i] for i in kept))


def _chiitoitsu(counts: Sequence[int]) -> int:
    pairs = sum(1 for c in counts if c >= 2)
    kinds = sum(1 for c in counts if c)
    return 6 - pairs + max(0, 7 - kinds)


def _kokushi(counts: Sequence[int]) -> int:
    held = sum(1 for k in YAOCHUU if counts[k])
    pair = any(counts[k] >= 2 for k in YAOCHUU)
    return 13 - held - (1 if pair else 0)


def _check_size(size: int) -> None:
    if size > 14 or size % 3 == 0:
        raise ValueError(f"a hand cannot hold {size} concealed tiles")


def shanten_of_counts(counts: Sequence[int], removed: frozenset[int] = frozenset()) -> Shanten:
    """The shanten of 34 tile counts (3n + 1 or 3n + 2 tiles, at most 14); ``removed``: the
    kinds the set lacks (``Rules.removed_kinds``: 2m..8m with three players)."""
    size = sum(counts)
    _check_size(size)
    sets = 4 - (14 - size) // 3
    regular = _regular(counts, sets, removed)
    if size < 13:
        return Shanten(regular, None, None)
    return Shanten(regular, _chiitoitsu(counts), _kokushi(counts))


def _counts(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t.kind] += 1
    return counts


def shanten(concealed: Iterable[Tile], removed: frozenset[int] = frozenset()) -> Shanten:
    """The shanten of the concealed tiles (the called melds are implied by their number)."""
    return shanten_of_counts(_counts(concealed), removed)


def unseen_counts(seen: Iterable[Tile], removed: frozenset[int] = frozenset()) -> list[int]:
    """For each tile kind, the copies not among ``seen`` (the hand, the melds, the dora and
    ura indicators, the discards entered): never below 0, and none of a kind the set lacks."""
    counts = _counts(seen)
    return [0 if k in removed else max(0, 4 - c) for k, c in enumerate(counts)]


def _improving(
    counts: list[int], current: int, left: Sequence[int], removed: frozenset[int] = frozenset()
) -> tuple[Improving, ...]:
    """The kinds whose draw lowers ``current`` (never a kind the set lacks). Only the drawn
    tile's suit changes, so the other three parts are combined once per group and each draw
    costs one suit and one sum."""
    size = sum(counts) + 1
    sets = 4 - (14 - size) // 3
    parts = [tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34])]
    if removed:
        vecs = [_part_vec(g, parts[g], removed) for g in range(4)]
    else:
        vecs = [_suit(parts[0]), _suit(parts[1]), _suit(parts[2]), _honors(parts[3])]
    low = _combine(vecs[0], vecs[1])
    high = _combine(vecs[2], vecs[3])
    rests = (
        _against(_combine(vecs[1], high), sets),
        _against(_combine(vecs[0], high), sets),
        _against(_combine(low, vecs[3]), sets),
        _against(_combine(low, vecs[2]), sets),
    )
    seven = size >= 13
    pairs = sum(1 for c in counts if c >= 2)
    kinds = sum(1 for c in counts if c)
    orphans = sum(1 for k in YAOCHUU if counts[k])
    orphan_pair = any(counts[k] >= 2 for k in YAOCHUU)
    out: list[Improving] = []
    for k in range(34):
        have = counts[k]
        if have >= 4 or k in removed:
            continue
        group, index = divmod(k, 9) if k < 27 else (3, k - 27)
        part = list(parts[group])
        part[index] += 1
        new = tuple(part)
        vec = _part_vec(group, new, removed) if removed else _suit(new) if group < 3 else _honors(new)
        after = min(x + y for x, y in zip(vec, rests[group], strict=True)) - 1
        if seven and after >= current:
            p = pairs + (have == 1)
            n = kinds + (have == 0)
            after = min(after, 6 - p + max(0, 7 - n))
            if k in _YAOCHUU_KINDS:
                after = min(after, 13 - orphans - (have == 0) - (1 if orphan_pair or have == 1 else 0))
        if after < current:
            out.append(Improving(k, left[k]))
    return tuple(out)


def improving(
    concealed: Iterable[Tile], seen: Iterable[Tile] = (), removed: frozenset[int] = frozenset()
) -> tuple[Improving, ...]:
    """The tiles that lower the shanten of a 3n + 1 hand, with the copies unseen (``seen`` is
    everything visible besides the hand: melds, indicators, discards, Norths set aside);
    ``removed``: the kinds the set lacks (``Rules.removed_kinds``), never improving."""
    hand = tuple(concealed)
    counts = _counts(hand)
    if sum(counts) % 3 != 1:
        raise ValueError("improving tiles are for a hand one tile short (13, 10, 7, 4 or 1 tiles)")
    left = unseen_counts((*hand, *seen), removed)
    return _improving(counts, shanten_of_counts(counts, removed).best, left, removed)


def discard_table(
    concealed: Iterable[Tile], seen: Iterable[Tile] = (), removed: frozenset[int] = frozenset()
) -> tuple[Shanten, list[Discard]]:
    """The shanten of a 3n + 2 hand, and every discard that keeps the lowest shanten with its
    improving tiles, the most tiles left first (then the lower tile); ``removed`` as for
    :func:`improving`."""
    hand = tuple(concealed)
    counts = _counts(hand)
    if sum(counts) % 3 != 2:
        raise ValueError("a discard table is for a hand with one tile to discard (14, 11, 8, 5 or 2)")
    now = shanten_of_counts(counts, removed)
    left = unseen_counts((*hand, *seen), removed)
    options: list[Discard] = []
    lowest = _INF
    for k in range(34):
        if not counts[k]:
            continue
        counts[k] -= 1
        after = shanten_of_counts(counts, removed).best
        if after <= lowest:
            if after < lowest:
                lowest = after
                options.clear()
            options.append(Discard(k, after, _improving(counts, after, left, removed)))
        counts[k] += 1
    options.sort(key=lambda d: (-d.total_left, -len(d.improving), d.kind))
    return now, options

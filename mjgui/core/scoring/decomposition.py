"""Every reading of a complete hand: four sets and a pair, seven pairs, or kokushi.

A *reading* is one decomposition together with the group the winning tile completed, since
that choice sets the wait (and with it pinfu, fu and whether a triplet counts as concealed).
Suits are decomposed independently through a memoised table, so a hand costs four lookups
plus the combination of their results.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from itertools import compress, product
from operator import itemgetter
from typing import Literal

from mjgui.core.scoring.hand import Meld
from mjgui.core.scoring.tiles import ALL_KINDS, PLAIN, YAOCHUU, Tile, format_kinds

GroupKind = Literal["shuntsu", "koutsu", "kantsu", "pair"]
Shape = Literal["regular", "chiitoitsu", "kokushi"]
Wait = Literal["ryanmen", "kanchan", "penchan", "tanki", "shanpon", "kokushi", "kokushi_13"]


@dataclass(frozen=True)
class Group:
    """A set or the pair. ``first`` is its lowest tile kind.

    ``opened``: a called meld (chi, pon, open kan). ``declared``: it comes from a meld
    (a closed kan is declared but not opened).
    """

    kind: GroupKind
    first: int
    opened: bool = False
    declared: bool = False
    # derived once (groups are shared between hands through the split cache)
    kinds: tuple[int, ...] = field(init=False, compare=False, repr=False)
    is_triplet: bool = field(init=False, compare=False, repr=False)  # a triplet or a quad
    has_yaochuu: bool = field(init=False, compare=False, repr=False)  # a terminal or honor in it
    _tiles: tuple[Tile, ...] = field(init=False, compare=False, repr=False)
    # a small int that names the group (kind, first tile, opened, declared): a cheap cache key
    code: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind == "shuntsu":
            kinds: tuple[int, ...] = (self.first, self.first + 1, self.first + 2)
        else:
            kinds = (self.first,) * _SIZE[self.kind]
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "is_triplet", self.kind in ("koutsu", "kantsu"))
        object.__setattr__(self, "has_yaochuu", any(k in YAOCHUU for k in kinds))
        object.__setattr__(self, "_tiles", tuple(PLAIN[k] for k in kinds))
        code = ((_KIND_CODE[self.kind] * 34 + self.first) * 2 + self.opened) * 2 + self.declared
        object.__setattr__(self, "code", code)

    def tiles(self) -> tuple[Tile, ...]:
        return self._tiles

    @cached_property
    def text(self) -> str:
        """``123m``; an open meld ``(555p)``, a closed kan ``[1111z]`` (worked out once)."""
        text = format_kinds(self.kinds)
        if self.opened:
            return f"({text})"
        if self.declared:
            return f"[{text}]"
        return text


@dataclass(frozen=True)
class Reading:
    """One way to read the hand. ``win_group`` indexes ``groups`` (-1 for kokushi)."""

    shape: Shape
    groups: tuple[Group, ...]
    wait: Wait
    win_group: int
    sets: tuple[Group, ...] = field(init=False, repr=False, compare=False)
    pair: Group | None = field(init=False, repr=False, compare=False)  # None for chiitoitsu, kokushi

    def __post_init__(self) -> None:
        object.__setattr__(self, "sets", tuple(g for g in self.groups if g.kind != "pair"))
        pairs = [g for g in self.groups if g.kind == "pair"]
        object.__setattr__(self, "pair", pairs[0] if len(pairs) == 1 else None)


_SIZE = {"koutsu": 3, "kantsu": 4, "pair": 2}
_KIND_CODE = {"shuntsu": 0, "koutsu": 1, "kantsu": 2, "pair": 3}
_Part = tuple[tuple[str, int], ...]  # ("s"|"k"|"p", first index within the suit)


# the most entries each cache of one suit's splits keeps: a long batch of different hands meets
# more suit patterns than a desk ever needs at once (unbounded, ``score --batch`` grew by some
# 30 MB every 50,000 lines); a few thousand hold a batch's common patterns (about 200 bytes each)
PARTS_CAP = 1 << 13
SPLITS_CAP = 1 << 12  # for each suit


@lru_cache(maxsize=PARTS_CAP)
def _suit_parts(counts: tuple[int, ...], honor: bool) -> tuple[_Part, ...]:
    """All ways to split one suit's counts into sets and at most one pair, each part sorted.

    The lowest tile starts a triplet, a sequence or the pair; what is left is split by the
    same function, memoised (the least recently used dropped past :data:`PARTS_CAP`): most of
    a new pattern's rests were seen before (a first use costs a few cache lookups, not a full
    search)."""
    total = sum(counts)
    if total % 3 == 1:
        return ()  # sets take 3 tiles and the pair 2: a count of 3n + 1 never splits
    i = 0
    while counts[i] == 0:
        i += 1
        if i == len(counts):
            return ((),)  # nothing left: one split, with no group
    c = counts[i]
    head, tail = counts[:i], counts[i + 1 :]
    results: set[_Part] = set()
    if c >= 3:
        for part in _suit_parts((*head, c - 3, *tail), honor):
            results.add(tuple(sorted((("k", i), *part))))
    if not honor and i + 2 < len(counts) and tail[0] and tail[1]:
        rest = (*head, c - 1, tail[0] - 1, tail[1] - 1, *tail[2:])
        for part in _suit_parts(rest, honor):
            results.add(tuple(sorted((("s", i), *part))))
    if c >= 2 and total % 3 == 2:  # a count of 3n + 2 holds the pair: what is left, sets only
        for part in _suit_parts((*head, c - 2, *tail), honor):
            results.add(tuple(sorted((("p", i), *part))))
    return tuple(sorted(results))


_KIND_OF: dict[str, GroupKind] = {"s": "shuntsu", "k": "koutsu", "p": "pair"}
# the groups of one suit, how many pairs among them, the pair (or None), the groups but the pair
_SuitSplit = tuple[tuple[Group, ...], int, "Group | None", tuple[Group, ...]]
_EMPTY: tuple[_SuitSplit, ...] = (((), 0, None, ()),)


@cache
def _concealed_group(code: str, first: int) -> Group:
    """One shared Group per concealed set or pair (groups are immutable; 34 kinds x 3): saves
    the memory and the making, nothing else (readings are told apart by value)."""
    return Group(_KIND_OF[code], first)


def _split(suit: int, part: _Part) -> _SuitSplit:
    base = suit * 9
    groups: tuple[Group, ...] = ()
    for code, idx in part:  # a plain loop: no comprehension's function and frame to make
        groups += (_concealed_group(code, base + idx),)
    for at, (code, _) in enumerate(part):
        if code == "p":  # a part holds one pair at most
            return groups, 1, groups[at], groups[:at] + groups[at + 1 :]
    return groups, 0, None, groups


def _suit_splits(suit: int, chunk: tuple[int, ...]) -> tuple[_SuitSplit, ...]:
    """The splits of one suit as ready Group objects (built once per distinct chunk: see
    :data:`_SPLITS`)."""
    splits: tuple[_SuitSplit, ...] = ()
    for part in _suit_parts(chunk, suit == 3):  # a plain loop (see _split)
        splits += (_split(suit, part),)
    return splits


# per suit, its counts -> its splits (a dict per suit: no key tuple to build on each lookup);
# emptied when it holds SPLITS_CAP (a look-up that hits costs nothing more than before)
_SPLITS: tuple[dict[tuple[int, ...], tuple[_SuitSplit, ...]], ...] = ({}, {}, {}, {})
_BOUNDS = ((0, 9), (9, 18), (18, 27), (27, 34))
_SUIT_TABLES = tuple((suit, slice(lo, hi), _SPLITS[suit]) for suit, (lo, hi) in enumerate(_BOUNDS))


def _decompositions(counts: Sequence[int]) -> list[tuple[tuple[Group, ...], Group, tuple[Group, ...]]]:
    """Every split of the concealed counts into sets and exactly one pair, as (groups in suit
    order, the pair, the groups but the pair)."""
    per_suit: list[tuple[_SuitSplit, ...]] = []
    whole = tuple(counts)  # a tuple (a hand's own counts are one already): each suit's key is a slice of it
    for suit, cut, known in _SUIT_TABLES:
        chunk = whole[cut]
        splits = known.get(chunk)
        if splits is None:
            if len(known) >= SPLITS_CAP:
                known.clear()
            splits = known[chunk] = _suit_splits(suit, chunk) if any(chunk) else _EMPTY
        if not splits:
            return []
        per_suit.append(splits)
    m, p, s, z = per_suit
    # every split of a suit holds as many pairs (one for a count of 3n + 2, else none): the
    # first ones tell for all
    if m[0][1] + p[0][1] + s[0][1] + z[0][1] != 1:
        return []
    out: list[tuple[tuple[Group, ...], Group, tuple[Group, ...]]] = []
    # most hands split one way in every suit: that one combination, without product()
    combos = ((m[0], p[0], s[0], z[0]),) if len(m) + len(p) + len(s) + len(z) == 4 else product(*per_suit)
    for a, b, c, d in combos:
        pair = a[2] or b[2] or c[2] or d[2]
        assert pair is not None
        out.append((a[0] + b[0] + c[0] + d[0], pair, a[3] + b[3] + c[3] + d[3]))
    return out


def regular_decompositions(counts: Sequence[int]) -> list[tuple[Group, ...]]:
    """Concealed counts (34) -> every split into sets and exactly one pair."""
    return [groups for groups, _, _ in _decompositions(counts)]


_MELD_GROUP = {"chi": "shuntsu", "pon": "koutsu", "kan": "kantsu", "ankan": "kantsu"}


@cache
def _meld_group(kind: str, first: int) -> Group:
    return Group(_MELD_GROUP[kind], first, opened=kind != "ankan", declared=True)  # type: ignore[arg-type]


def meld_group(meld: Meld) -> Group:
    return _meld_group(meld.kind, meld.first)


@cache
def _pair(kind: int) -> Group:
    return Group("pair", kind)


def _sequence_wait(first: int, win: int) -> Wait:
    pos = win - first
    if pos == 1:
        return "kanchan"
    if pos == 0:
        return "penchan" if first % 9 == 6 else "ryanmen"
    return "penchan" if first % 9 == 0 else "ryanmen"


def is_kokushi(counts: Sequence[int]) -> bool:
    # the 13 counts taken at once (itemgetter); an ordinary hand lacks one, before any sum
    yaochuu = _YAOCHUU_COUNTS(counts)
    return 0 not in yaochuu and sum(counts) == 14 and sum(yaochuu) == 14


_YAOCHUU_COUNTS = itemgetter(*YAOCHUU)


def is_chiitoitsu(counts: Sequence[int]) -> bool:
    # seven kinds twice and nothing else (count runs in C)
    return counts.count(2) == 7 and counts.count(0) == len(counts) - 7


def _reading(
    shape: Shape, full: tuple[Group, ...], wait: Wait, index: int, sets: tuple[Group, ...], pair: Group | None
) -> Reading:
    """A reading with its derived fields given (a regular one's are the same for every reading
    of a decomposition). The fields a frozen dataclass's ``__init__`` and ``__post_init__``
    would set, stored at once (stores cost less than update() with keywords)."""
    reading = object.__new__(Reading)
    fields = reading.__dict__
    fields["shape"] = shape
    fields["groups"] = full
    fields["wait"] = wait
    fields["win_group"] = index
    fields["sets"] = sets
    fields["pair"] = pair
    return reading


def readings(counts: Sequence[int], melds: tuple[Meld, ...], win: int) -> list[Reading]:
    """Every reading of the concealed ``counts`` (winning tile included) with the melds."""
    out: list[Reading] = []
    if not melds:
        if is_kokushi(counts):
            wait: Wait = "kokushi_13" if counts[win] == 2 else "kokushi"
            out.append(_reading("kokushi", (), wait, -1, (), None))
            return out
        if is_chiitoitsu(counts):
            kinds = list(compress(ALL_KINDS, counts))  # the kinds present, each a pair (in C)
            pairs = tuple(map(_pair, kinds))
            out.append(_reading("chiitoitsu", pairs, "tanki", kinds.index(win), (), None))
    called: tuple[Group, ...] = ()
    for meld in melds:  # a plain loop: no comprehension's function and frame to make
        called += (meld_group(meld),)
    for groups, pair, concealed_sets in _decompositions(counts):
        full = groups + called
        sets = concealed_sets + called
        last = -1  # two equal groups (side by side: a suit's groups are sorted) give one reading
        for index, group in enumerate(groups):
            if win not in group.kinds or group.code == last:  # by value: its code names it
                continue
            last = group.code
            if group.kind == "pair":
                wait = "tanki"
            elif group.kind == "koutsu":
                wait = "shanpon"
            else:
                wait = _sequence_wait(group.first, win)
            out.append(_reading("regular", full, wait, index, sets, pair))
    return out

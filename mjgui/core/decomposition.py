"""Every reading of a complete hand: four sets and a pair, seven pairs, or kokushi.

A *reading* is one decomposition together with the group the winning tile completed, since
that choice sets the wait (and with it pinfu, fu and whether a triplet counts as concealed).
Suits are decomposed independently through a memoised table, so a hand costs four lookups
plus the combination of their results.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Literal

from mjgui.core.hand import Meld
from mjgui.core.tiles import YAOCHUU, Tile

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

    @property
    def kinds(self) -> tuple[int, ...]:
        if self.kind == "shuntsu":
            return (self.first, self.first + 1, self.first + 2)
        size = {"koutsu": 3, "kantsu": 4, "pair": 2}[self.kind]
        return (self.first,) * size

    @property
    def is_triplet(self) -> bool:
        """A triplet or a quad."""
        return self.kind in ("koutsu", "kantsu")

    def tiles(self) -> tuple[Tile, ...]:
        return tuple(Tile(k) for k in self.kinds)


@dataclass(frozen=True)
class Reading:
    """One way to read the hand. ``win_group`` indexes ``groups`` (-1 for kokushi)."""

    shape: Shape
    groups: tuple[Group, ...]
    wait: Wait
    win_group: int

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind != "pair")

    @property
    def pair(self) -> Group | None:
        pairs = [g for g in self.groups if g.kind == "pair"]
        return pairs[0] if len(pairs) == 1 else None


_Part = tuple[tuple[str, int], ...]  # ("s"|"k"|"p", first index within the suit)


@cache
def _suit_parts(counts: tuple[int, ...], honor: bool) -> tuple[_Part, ...]:
    """All ways to split one suit's counts into sets and at most one pair."""
    results: set[_Part] = set()

    def walk(c: list[int], start: int, acc: list[tuple[str, int]], pair_used: bool) -> None:
        i = start
        while i < len(c) and c[i] == 0:
            i += 1
        if i == len(c):
            results.add(tuple(sorted(acc)))
            return
        if c[i] >= 3:
            c[i] -= 3
            acc.append(("k", i))
            walk(c, i, acc, pair_used)
            acc.pop()
            c[i] += 3
        if not honor and i + 2 < len(c) and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            acc.append(("s", i))
            walk(c, i, acc, pair_used)
            acc.pop()
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1
        if c[i] >= 2 and not pair_used:
            c[i] -= 2
            acc.append(("p", i))
            walk(c, i, acc, True)
            acc.pop()
            c[i] += 2

    walk(list(counts), 0, [], False)
    return tuple(sorted(results))


_KIND_OF = {"s": "shuntsu", "k": "koutsu", "p": "pair"}


def regular_decompositions(counts: list[int]) -> list[tuple[Group, ...]]:
    """Concealed counts (34) -> every split into sets and exactly one pair."""
    per_suit: list[tuple[_Part, ...]] = []
    for suit in range(4):
        lo = suit * 9
        hi = lo + (7 if suit == 3 else 9)
        chunk = tuple(counts[lo:hi])
        if not any(chunk):
            per_suit.append(((),))
            continue
        parts = _suit_parts(chunk, suit == 3)
        if not parts:
            return []
        per_suit.append(parts)
    out: list[tuple[Group, ...]] = []
    for combo in product(*per_suit):
        pairs = sum(1 for part in combo for g in part if g[0] == "p")
        if pairs != 1:
            continue
        groups: list[Group] = []
        for suit, part in enumerate(combo):
            for code, idx in part:
                groups.append(Group(_KIND_OF[code], suit * 9 + idx))  # type: ignore[arg-type]
        out.append(tuple(groups))
    return out


def meld_group(meld: Meld) -> Group:
    kind: GroupKind = "shuntsu" if meld.kind == "chi" else ("koutsu" if meld.kind == "pon" else "kantsu")
    return Group(kind, meld.first, opened=meld.opened, declared=True)


def _sequence_wait(first: int, win: int) -> Wait:
    pos = win - first
    if pos == 1:
        return "kanchan"
    if pos == 0:
        return "penchan" if first % 9 == 6 else "ryanmen"
    return "penchan" if first % 9 == 0 else "ryanmen"


def is_kokushi(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(counts[k] >= 1 for k in YAOCHUU) and sum(
        counts[k] for k in YAOCHUU
    ) == 14


def is_chiitoitsu(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(c in (0, 2) for c in counts)


def readings(counts: list[int], melds: tuple[Meld, ...], win: int) -> list[Reading]:
    """Every reading of the concealed ``counts`` (winning tile included) with the melds."""
    out: list[Reading] = []
    if not melds:
        if is_kokushi(counts):
            wait: Wait = "kokushi_13" if counts[win] == 2 else "kokushi"
            out.append(Reading("kokushi", (), wait, -1))
            return out
        if is_chiitoitsu(counts):
            pairs = tuple(Group("pair", k) for k in range(34) if counts[k] == 2)
            idx = next(i for i, g in enumerate(pairs) if g.first == win)
            out.append(Reading("chiitoitsu", pairs, "tanki", idx))
    called = tuple(meld_group(m) for m in melds)
    seen: set[tuple[tuple[Group, ...], int, str]] = set()
    for groups in regular_decompositions(counts):
        full = groups + called
        for index, group in enumerate(groups):
            if win not in group.kinds:
                continue
            if group.kind == "pair":
                wait = "tanki"
            elif group.kind == "koutsu":
                wait = "shanpon"
            else:
                wait = _sequence_wait(group.first, win)
            key = (full, full.index(group), wait)
            if key in seen:
                continue
            seen.add(key)
            out.append(Reading("regular", full, wait, index))
    return out

"""The hands a near miss describes, scored: what "it would pay N more" is worked out from.

A near miss names one thing to change ("no tanyao: 1m in 123m"). The hand with that thing
changed is built here — a set, the pair or the winning tile replaced as the near miss says, riichi
declared, open tanyao allowed — and scored by the core, so the payment a near miss states is a
real hand's, fu and all: a triplet given up takes its fu with it, a new honor triplet brings its
own, a wait that changes changes the wait's fu (counting only the han would miss all three).

A near miss does not say which tiles take the place of the ones it names (1m in 123m: 234m, or
345m?), nor which of them the hand is won on when the set it changes held the winning tile, so
every replacement of the right shape is tried, won on each of its tiles (:func:`swaps`), and only
a hand that gains the missed yaku and nothing else (the same other yaku, less the one the
missed yaku supersedes; the same dora) is a hand the sentence describes.
"""

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from typing import NamedTuple

from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.hand import HandSpec, Meld, problems
from mjgui.core.scoring.scoring import DORA_IDS, ReadingValue, score_valid, yaku_ids
from mjgui.core.scoring.tiles import (
    Tile,
    format_kinds,
    is_honor,
    is_yaochuu,
    parse_tiles,
    suit_of,
)

__all__ = [
    "SEQUENCES",
    "Described",
    "buildable",
    "described_gains",
    "dora_han",
    "group_named",
    "swap",
    "swaps",
]

_YAKUHAI = frozenset({"haku", "hatsu", "chun", "seat_wind", "round_wind"})
#: every sequence's first tile (1-7 of each suit)
SEQUENCES = tuple(suit * 9 + n for suit in range(3) for n in range(7))
_ALL = tuple(range(34))


class Described(NamedTuple):
    """What the hands a near miss describes pay more than the hand as it is (payment totals'
    difference), and what they are.

    ``gains``: the hands that gain the missed yaku and nothing else (the same other yaku, less
    the one it supersedes; the same dora): the hands the sentence describes.
    ``others``: when there is none of those, the hands the change makes that give up something
    with it (another yaku the new set breaks, a dora the swapped tiles held) and gain nothing
    else; a renhou, which combines with nothing, never shows the yaku added. What the change
    can really be worth: nothing, when none pays more.
    ``yakuman``: the yakuman the change makes when it makes one (the prize to name)."""

    gains: frozenset[int]
    others: frozenset[int]
    yakuman: tuple[str, ...]


#: The near misses that change one set or the pair of the hand: the parameter naming it.
CHANGED_SET = {
    "tanyao_group": "group",
    "tanyao_pair": "",
    "pinfu_pair": "tiles",
    "pinfu_triplet": "tiles",
    "pinfu_kan": "tiles",
    "chanta_group": "tiles",
    "junchan_group": "tiles",
    "junchan_honor": "tiles",
    "flush_offsuit": "tiles",
    "chinitsu_honors": "tiles",
    "toitoi_sequence": "tiles",
}
#: The near misses that put a new set in place of one of the hand's (its tiles: ``tiles``).
NEW_SET = frozenset({"ittsu_missing", "sanshoku_missing", "sanshoku_doukou_missing"})


def described_gains(
    spec: HandSpec,
    win: ReadingValue,
    miss: tuple[str, str, Mapping[str, object]],
    superseded: str | None,
    stop: int | None = None,
) -> Described | None:
    """What the hands that near miss ``(yaku id, code, params)`` describes would pay more than
    ``win`` (:class:`Described`); None when the near miss names no change made here.
    ``superseded``: the lesser yaku the missed one takes the place of (honitsu for chinitsu);
    ``stop``: a gain to look for (the search ends when a hand pays it: ``gains == {stop}``)."""
    if win.payment is None:
        return None
    hands = _described(spec, win.reading, miss[1], miss[2])
    if hands is None:
        return None
    ident = miss[0]
    have = _yaku(win)
    dora = dora_han(win)
    expect = (have | {ident}) - {superseded or ""}
    if ident == "tanyao":  # a yaochuu triplet's yakuhai goes with it
        expect -= _YAKUHAI
    gains: set[int] = set()
    others: set[int] = set()
    yakuman: list[str] = []
    held = _dora_tiles(spec)
    # the han of the other yaku, that a hand which gives some up may not exceed
    kept = sum(y.han for y in win.yaku if y.id in expect and y.id not in DORA_IDS)
    for hand in hands:
        if problems(hand):
            continue
        same_dora = _dora_tiles(hand) == held
        if not same_dora and gains:  # a hand with other dora is not the one described
            continue
        again = score_valid(hand).win
        if again is None or again.payment is None:
            continue
        now = _yaku(again)
        if again.yakuman:
            yakuman += [y for y in sorted(now) if y not in yakuman]
            continue
        gain = again.payment.total - win.payment.total
        if miss[1] == "yakuhai_pair":  # the triplet's yakuhai (a double wind counts twice)
            gained = (now - have) & _YAKUHAI
            described = bool(gained) and now - have == gained and have <= now
        else:
            gained = frozenset({ident}) & now
            described = now == expect
        if same_dora and dora_han(again) == dora and described:
            if gain == stop:
                return Described(frozenset({gain}), frozenset(), ())
            gains.add(gain)
            continue
        # a hand that gives something up for the yaku (a dora, another yaku the new set breaks)
        rest = sum(y.han for y in again.yaku if y.id not in gained and y.id not in DORA_IDS)
        if dora_han(again) <= dora and ((gained and rest <= kept) or "renhou" in now):
            others.add(gain)  # (a renhou counts alone: the yaku never shows)
    return Described(frozenset(gains), frozenset(others), tuple(yakuman))


def _dora_tiles(spec: HandSpec) -> tuple[int, int]:
    """The dora the tiles of ``spec`` hold (a tile once per indicator that points to it; ura
    indicators only in riichi) and its red fives."""
    indicators = (*spec.dora, *spec.ura) if spec.in_riichi else spec.dora
    points = [spec.rules.dora_of[t.kind] for t in indicators]
    return sum(points.count(t.kind) for t in spec.all_tiles()), spec.red_fives


def _yaku(value: ReadingValue) -> frozenset[str]:
    return frozenset(yaku_ids(value))


def dora_han(value: ReadingValue) -> int:
    """The han the dora of ``value`` give (dora, red fives, ura dora, nuki dora)."""
    return sum(y.han for y in value.yaku if y.id in DORA_IDS)


def _kinds(text: object) -> list[int]:
    return sorted(t.kind for t in parse_tiles(text)) if isinstance(text, str) else []


def group_named(reading: Reading, text: object) -> Group | None:
    """The group of the reading written ``text`` (``123m``, ``7777s``)."""
    for g in reading.groups:
        if format_kinds(g.kinds) == text:
            return g
    return None


def _like(group: Group, kinds: Iterable[int]) -> Iterator[list[int]]:
    """Groups of ``group``'s shape: sequences from the starts in ``kinds``, else a triplet, kan
    or pair of each kind in ``kinds``."""
    for k in kinds:
        if group.kind == "shuntsu":
            if k in SEQUENCES:
                yield [k, k + 1, k + 2]
        else:
            yield [k] * len(group.kinds)


def buildable(spec: HandSpec, reading: Reading, code: str, params: Mapping[str, object]) -> bool:
    """Are the tiles there for a hand that near miss ``code`` (of ``reading``) describes? False
    only when a fifth copy of a tile is what stands in the way: every hand built for it needs
    one, counting the hand, the melds and the dora and ura indicators (RULES.md §1). A near
    miss no hand is built for (a flag, the hand kept closed), or none can be built for another
    reason (four calls leave no concealed set to make the pair), is not dropped here: True.
    (Whether such a hand is also a win, and pays more, is for the caller that scores it.)"""
    if code in _SAME_TILES:
        return True
    hands = _described(spec, reading, code, params)
    if hands is None:
        return True
    fifth = False
    for hand in hands:
        if not any(e.code in _TOO_MANY for e in problems(hand)):
            return True
        fifth = True
    return not fifth


#: the problems of a hand that needs more copies of a tile than the set has
_TOO_MANY = frozenset({"too_many_copies", "too_many_copies_with_ura", "too_many_norths"})
#: near misses whose hands hold the same tiles (a flag, the rules, another winning tile)
_SAME_TILES = frozenset({"riichi_not_declared", "tanyao_kuitan", "pinfu_wait", "pinfu_tanki"})


def _described(
    spec: HandSpec, reading: Reading, code: str, p: Mapping[str, object]
) -> Iterable[HandSpec] | None:
    """The hands near miss ``code`` describes, built as they are read, each winning tile the
    change allows (:func:`swaps`); None: a near miss no hand is built for."""
    if code == "riichi_not_declared":
        return [replace(spec, riichi=True)]
    if code == "tanyao_kuitan":
        return [replace(spec, rules=replace(spec.rules, kuitan=True))]
    if code in ("pinfu_wait", "pinfu_tanki"):  # the same tiles, won on another one
        tiles = {t.kind: t for t in spec.concealed if t.kind != spec.win_tile.kind}
        return [replace(spec, win_tile=t) for t in tiles.values()]
    pair = reading.pair
    if code == "shousangen_pair" and pair is not None:
        return swaps(spec, pair, _kinds(p.get("dragon")))
    if code in ("yakuhai_pair", "daisangen_pair") and pair is not None:  # the pair a triplet, a set a pair
        k = pair.first
        own = sorted({t.kind for t in spec.concealed} - {k})
        sets = [g for g in reading.sets if not g.declared]
        return (h for g in sets for q in own for h in swaps(spec, pair, [k] * 3, g, [q, q]))
    if code == "iipeikou_shift":
        a, b = group_named(reading, p.get("a")), group_named(reading, p.get("b"))
        if a is None or b is None:
            return None
        return [*swaps(spec, b, list(a.kinds)), *swaps(spec, a, list(b.kinds))]
    if code in NEW_SET:
        new = _kinds(p.get("tiles"))
        return (h for g in reading.sets for h in swaps(spec, g, new))
    if code == "suuankou_sequence":  # a concealed triplet of one of its tiles
        seq = group_named(reading, p.get("tiles"))
        return None if seq is None else [h for k in seq.kinds for h in swaps(spec, seq, [k] * 3)]
    named = CHANGED_SET
    if code not in named:
        return None
    group = pair if code == "tanyao_pair" else group_named(reading, p.get(named[code]))
    if group is None:
        return None
    if code in ("pinfu_triplet", "pinfu_kan"):
        news = [[k, k + 1, k + 2] for k in SEQUENCES]
    elif code == "toitoi_sequence":  # a triplet of one of its tiles
        news = [[k] * 3 for k in group.kinds]
    elif code in ("tanyao_group", "tanyao_pair"):  # a set of simples (of its suit, for a set)
        same = code == "tanyao_group" and not is_honor(group.first)
        kinds = [k for k in _ALL if not same or suit_of(k) == suit_of(group.first)]
        news = [n for n in _like(group, kinds) if not any(is_yaochuu(k) for k in n)]
    elif code in ("flush_offsuit", "chinitsu_honors"):  # the same set in the flush's suit
        others = {suit_of(g.first) for g in reading.groups if g is not group and not is_honor(g.first)}
        honors = code == "flush_offsuit"
        news = list(_like(group, [k for k in _ALL if suit_of(k) in others or (honors and is_honor(k))]))
    elif code == "chanta_group":
        news = [n for n in _like(group, _ALL) if any(is_yaochuu(k) for k in n)]
    elif code in ("junchan_group", "junchan_honor"):  # a terminal, no honor
        news = [n for n in _like(group, _ALL) if any(is_yaochuu(k) for k in n) and not is_honor(n[0])]
    else:  # the pair of pinfu: any pair
        news = list(_like(group, _ALL))
    return (h for n in news for h in swaps(spec, group, n))


class _Swapped(NamedTuple):
    """The tiles of a hand with sets replaced (:func:`_replaced`)."""

    concealed: list[Tile]  # not in order
    melds: tuple[Meld, ...]
    moved: Tile | None  # the winning tile's place in the set that took its set's place
    went: bool  # the winning tile was in a concealed set that went (its kind: a copy may be left)
    placed: tuple[int, ...]  # the kinds of the concealed tiles that took that set's place


def _replaced(
    spec: HandSpec,
    group: Group,
    new: list[int],
    other: Group | None = None,
    other_new: list[int] | None = None,
) -> _Swapped | None:
    """The tiles of ``spec`` with ``group`` (and ``other``) replaced by the tiles ``new`` (and
    ``other_new``): a called set by a call of the new shape, a closed kan undone into
    concealed tiles. None when the tiles are not there to take away."""
    from mjgui.core.teach.tenpai import discarded_tile

    concealed = list(spec.concealed)
    melds = list(spec.melds)
    added: list[Tile] = []
    win_tile = spec.win_tile
    moved: Tile | None = None
    went = False
    placed: list[int] = []
    for g, n in ((group, new), (other, other_new or [])):
        if g is None:
            continue
        if g.declared:
            found = [m for m in melds if sorted(t.kind for t in m.tiles) == list(g.kinds)]
            if not found:
                return None
            meld = found[0]
            melds.remove(meld)
            tiles = tuple(Tile(k) for k in n)
            if not meld.opened:  # a closed kan undone: its new tiles are concealed
                added += tiles
            elif len(set(n)) > 1:  # a called sequence
                melds.append(Meld("chi", tiles))
            elif len(n) == len(meld.tiles) and meld.kind != "chi":  # called as the set was
                melds.append(Meld(meld.kind, tiles))
            else:  # a called triplet in place of a chi or an open kan
                melds.append(Meld("pon", tiles[:3]))
            continue
        for k in g.kinds:
            if not any(t.kind == k for t in concealed):
                return None
            concealed.remove(discarded_tile(concealed, k))  # a plain tile goes before a red five
        added += [Tile(k) for k in n]
        if win_tile.kind in g.kinds:
            went = True
            placed += n
            if len(n) == len(g.kinds) and not any(t.kind == win_tile.kind for t in concealed):
                moved = Tile(n[list(g.kinds).index(win_tile.kind)])  # its place in the new set
    return _Swapped(concealed + added, tuple(melds), moved, went, tuple(placed))


def _hand(spec: HandSpec, tiles: _Swapped, win_tile: Tile) -> HandSpec | None:
    """``spec`` with the tiles of ``tiles``, won on ``win_tile`` (None: no such tile there)."""
    if not any(t.kind == win_tile.kind and t.red == win_tile.red for t in tiles.concealed):
        return None
    ordered = tuple(sorted(tiles.concealed, key=lambda t: (t.kind, not t.red)))
    return replace(spec, concealed=ordered, melds=tiles.melds, win_tile=win_tile)


def swap(
    spec: HandSpec,
    group: Group,
    new: list[int],
    other: Group | None = None,
    other_new: list[int] | None = None,
) -> HandSpec | None:
    """``spec`` with ``group`` (and ``other``) replaced by the tiles ``new`` (and ``other_new``):
    a called set by a call of the new shape, a closed kan undone into concealed tiles; the
    winning tile, when its set goes, is the tile in its place in the new one (1s in 111s, 444s:
    won on 4s). One hand of those :func:`swaps` makes (the suggestions count tiles on it);
    None when the tiles are not there to take away or the winning tile would go."""
    tiles = _replaced(spec, group, new, other, other_new)
    if tiles is None:
        return None
    return _hand(spec, tiles, spec.win_tile if tiles.moved is None else tiles.moved)


def swaps(
    spec: HandSpec,
    group: Group,
    new: list[int],
    other: Group | None = None,
    other_new: list[int] | None = None,
) -> list[HandSpec]:
    """Every hand :func:`swap`'s change makes, one per winning tile: when a set that goes holds
    the winning tile, the hand may be won on any tile of the set in its place (555z won on 5z,
    789s there: won on 7s, 8s or 9s; a penchan, a kanchan, a ryanmen), or on the winning tile
    as before when a copy of it is left. Empty when the tiles are not there to take away."""
    tiles = _replaced(spec, group, new, other, other_new)
    if tiles is None:
        return []
    wins = [spec.win_tile]
    if tiles.went:
        wins += [Tile(k) for k in sorted(set(tiles.placed)) if k != spec.win_tile.kind or spec.win_tile.red]
    out = []
    for win_tile in wins:
        hand = _hand(spec, tiles, win_tile)
        if hand is not None:
            out.append(hand)
    return out

"""Yaku and yakuman of one reading (RULES.md §2-3).

:func:`find_yaku` returns the yaku of a reading: either yakuman (``YakuHit.yakuman`` set,
``han`` is the multiplier) or ordinary yaku with their han. Dora are added by the scorer, since
they are not yaku.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import NamedTuple

from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.sets import concealed_triplets, valued_pair
from mjgui.core.scoring.tiles import (
    DRAGONS,
    GREEN_KINDS,
    RED,
    WHITE,
    WINDS,
    is_simple,
    is_terminal,
)
from mjgui.core.scoring.yaku_table import YAKU_HAN

_SIMPLES = frozenset(k for k in range(34) if is_simple(k))
_HONORS = frozenset(range(27, 34))
_TERMINALS = frozenset(k for k in range(34) if is_terminal(k))
_YAOCHUU = _HONORS | _TERMINALS
_DRAGON_YAKU = {WHITE: "haku", WHITE + 1: "hatsu", RED: "chun"}
_CHUUREN = (3, 1, 1, 1, 1, 1, 1, 1, 3)
_DRAGON_SET = frozenset(DRAGONS)
_WIND_SET = frozenset(WINDS)
_HAS_YAOCHUU = attrgetter("has_yaochuu")
# the first kinds of the sets each yaku takes, in every place it can be
_ITTSU = tuple(frozenset((start, start + 3, start + 6)) for start in (0, 9, 18))
_SANSHOKU = tuple(frozenset((n, n + 9, n + 18)) for n in range(7))  # sequences start at 1-7
_SANSHOKU_DOUKOU = tuple(frozenset((n, n + 9, n + 18)) for n in range(9))


@dataclass(frozen=True)
class YakuHit:
    """One yaku and its han; for a yakuman ``han`` is the multiplier (1 or 2)."""

    id: str
    han: int
    yakuman: bool = False


class HandFacts(NamedTuple):
    """Facts about the whole hand shared by every reading (computed once per score; a named
    tuple, which is made several times faster than a frozen dataclass)."""

    counts: Sequence[int]  # concealed counts, winning tile included (not changed after)
    win: int
    closed: bool
    all_simple: bool
    has_honor: bool
    suits: frozenset[int]  # suits of the suited tiles
    all_yaochuu: bool
    all_honor: bool
    all_terminal: bool
    all_green: bool
    # the tiles may make a yakuman: kokushi or all terminals and honors, all green, or a closed
    # hand of one suit without honors (chuuren)
    tile_yakuman: bool

    @classmethod
    def of(cls, kinds: Iterable[int], counts: Sequence[int], win: int, closed: bool) -> "HandFacts":
        """``kinds``: the kind of every tile in hand and melds (repeats are fine)."""
        present = set(kinds)  # each fact below is one set operation on it, run in C
        disjoint = present.isdisjoint
        subset = present.issubset
        suits = _SUITS_OF[not disjoint(_MAN), not disjoint(_PIN), not disjoint(_SOU)]
        has_honor = not disjoint(_HONORS)
        all_yaochuu = subset(_YAOCHUU)
        # all honors and all terminals asked only of a hand of terminals and honors
        all_honor = all_yaochuu and subset(_HONORS)
        all_terminal = all_yaochuu and subset(_TERMINALS)
        all_green = subset(_GREEN)
        tile_yakuman = all_yaochuu or all_green or (closed and not has_honor and len(suits) == 1)
        return tuple.__new__(
            cls,
            (
                counts,
                win,
                closed,
                subset(_SIMPLES),
                has_honor,
                suits,
                all_yaochuu,
                all_honor,
                all_terminal,
                all_green,
                tile_yakuman,
            ),
        )


_MAN, _PIN, _SOU = (frozenset(range(suit * 9, suit * 9 + 9)) for suit in range(3))
_GREEN = frozenset(GREEN_KINDS)
# (has man, has pin, has sou) -> the suits, one shared frozenset each
_SUITS_OF = {
    (m, p, s): frozenset(suit for suit, there in enumerate((m, p, s)) if there)
    for m in (False, True)
    for p in (False, True)
    for s in (False, True)
}


def _chuuren(facts: HandFacts) -> str | None:
    """Chuuren of a closed hand of one suit without honors (find_yakuman asks only then)."""
    suit = next(iter(facts.suits))
    chunk = facts.counts[suit * 9 : suit * 9 + 9]
    if any(c < need for c, need in zip(chunk, _CHUUREN, strict=True)):
        return None
    before = list(chunk)
    before[facts.win - suit * 9] -= 1
    return "chuuren_9" if tuple(before) == _CHUUREN else "chuuren"


def find_yakuman(reading: Reading, spec: HandSpec, facts: HandFacts) -> list[YakuHit]:
    rules = spec.rules
    triplet_kinds: list[int] = []
    for g in reading.sets:  # a plain loop: no comprehension's function and frame to make
        if g.is_triplet:
            triplet_kinds.append(g.first)
    # one test rules most readings out: a yakuman takes three triplets or more (daisangen,
    # suuankou, the four winds, suukantsu), the tiles (HandFacts.tile_yakuman) or the situation
    if (
        len(triplet_kinds) < 3
        and not facts.tile_yakuman
        and not (spec.tenhou or spec.chiihou or spec.renhou or spec.renchan >= rules.paarenchan_threshold)
    ):
        return []
    hits: list[str] = []
    if reading.shape == "kokushi":
        hits.append("kokushi_13" if reading.wait == "kokushi_13" else "kokushi")
    if reading.shape == "regular":
        sets = reading.sets
        # daisangen, suuankou, the four winds and suukantsu all take three triplets or more
        if len(triplet_kinds) >= 3:
            if _DRAGON_SET.issubset(triplet_kinds):
                hits.append("daisangen")
            if concealed_triplets(reading, spec) == 4:
                hits.append("suuankou_tanki" if reading.wait == "tanki" else "suuankou")
            wind_sets = len(_WIND_SET.intersection(triplet_kinds))
            pair = reading.pair
            if wind_sets == 4:
                hits.append("daisuushii")
            elif wind_sets == 3 and pair is not None and pair.first in WINDS:
                hits.append("shousuushii")
            if sum(1 for g in sets if g.kind == "kantsu") == 4:
                hits.append("suukantsu")
        if not spec.melds and not facts.has_honor and len(facts.suits) == 1:
            kind = _chuuren(facts)
            if kind:
                hits.append(kind)
    if facts.all_honor:
        hits.append("tsuuiisou")
    if facts.all_green:
        hits.append("ryuuiisou")
    if facts.all_terminal:
        hits.append("chinroutou")
    if spec.tenhou:
        hits.append("tenhou")
    if spec.chiihou:
        hits.append("chiihou")
    if spec.renhou and rules.renhou == "yakuman":
        hits.append("renhou")
    if not rules.paarenchan_needs_yaku and spec.dealer and rules.paarenchan_at(spec.renchan):
        hits.append("paarenchan")
    if not hits:  # most hands: no YakuHit to make
        return []
    out = [YakuHit(h, rules.yakuman_count(h), True) for h in hits]
    if out and not rules.yakuman_stacking:
        best = max(out, key=lambda y: y.han)
        out = [best]
    return out


def find_yaku(reading: Reading, spec: HandSpec, facts: HandFacts) -> list[YakuHit]:
    """Ordinary yaku of a reading (no dora, no yakuman, no renhou)."""
    closed = facts.closed
    hits: list[str] = []
    # situation
    if spec.double_riichi:
        hits.append("double_riichi")
    elif spec.riichi:
        hits.append("riichi")
    if spec.ippatsu:
        hits.append("ippatsu")
    if spec.tsumo and closed:
        hits.append("menzen_tsumo")
    if spec.rinshan:
        hits.append("rinshan")
    if spec.chankan:
        hits.append("chankan")
    if spec.haitei:
        hits.append("haitei")
    if spec.houtei:
        hits.append("houtei")
    if facts.all_simple:  # open, without kuitan: no han (yaku_han), dropped by _with_han
        hits.append("tanyao")
    honors = facts.has_honor
    if len(facts.suits) == 1:
        hits.append("honitsu" if honors else "chinitsu")
    all_yaochuu = facts.all_yaochuu
    if reading.shape == "kokushi":
        return _with_han(hits, closed, spec)
    if reading.shape == "chiitoitsu":
        hits.append("chiitoitsu")
        if all_yaochuu:
            hits.append("honroutou")
        return _with_han(hits, closed, spec)
    sets = reading.sets
    pair = reading.pair
    assert pair is not None
    pair_kind = pair.first
    seat_wind = WINDS[spec.seat]
    round_wind = WINDS[spec.round_wind]
    triplet_kinds: list[int] = []  # the first kind of each triplet or quad
    sequence_kinds: list[int] = []  # the first kind of each sequence
    for g in sets:
        (triplet_kinds if g.is_triplet else sequence_kinds).append(g.first)
    for first in triplet_kinds:
        if first < 27:
            continue
        if first in _DRAGON_YAKU:
            hits.append(_DRAGON_YAKU[first])
        if first == seat_wind:
            hits.append("seat_wind")
        if first == round_wind:
            hits.append("round_wind")
    if closed and not triplet_kinds and reading.wait == "ryanmen" and valued_pair(pair_kind, spec) is None:
        hits.append("pinfu")
    # two identical sequences at least (a set shorter than the list), counted only then
    if closed and len(set(sequence_kinds)) < len(sequence_kinds):
        dup = _identical_pairs(sorted(sequence_kinds))
        if dup >= 2:
            hits.append("ryanpeikou")
        elif dup == 1:
            hits.append("iipeikou")
    groups: tuple[Group, ...] = reading.groups
    if sequence_kinds and pair.has_yaochuu and all(map(_HAS_YAOCHUU, groups)):  # in C, no generator
        hits.append("chanta" if honors else "junchan")
    if len(sequence_kinds) >= 3:  # ittsu and sanshoku take three sequences
        # each a superset test against the few places it can be (run in C)
        has = set(sequence_kinds).issuperset
        if any(map(has, _ITTSU)):
            hits.append("ittsu")
        if any(map(has, _SANSHOKU)):
            hits.append("sanshoku")
    if len(triplet_kinds) >= 3:  # sanshoku doukou, toitoi, sanankou, sankantsu take three
        if any(map(set(triplet_kinds).issuperset, _SANSHOKU_DOUKOU)):
            hits.append("sanshoku_doukou")
        if len(triplet_kinds) == 4:
            hits.append("toitoi")
        if concealed_triplets(reading, spec) == 3:
            hits.append("sanankou")
        if sum(1 for g in sets if g.kind == "kantsu") == 3:
            hits.append("sankantsu")
    if all_yaochuu:
        hits.append("honroutou")
    if pair_kind in DRAGONS and len(_DRAGON_SET.intersection(triplet_kinds)) == 2:
        hits.append("shousangen")
    return _with_han(hits, closed, spec)


def _identical_pairs(sorted_firsts: list[int]) -> int:
    """How many disjoint pairs of identical sequences there are."""
    n = 0
    i = 0
    while i + 1 < len(sorted_firsts):
        if sorted_firsts[i] == sorted_firsts[i + 1]:
            n += 1
            i += 2
        else:
            i += 1
    return n


def _hit(yaku: str, han: int | None) -> YakuHit | None:
    return YakuHit(yaku, han) if han else None


def yaku_han(ident: str, rules: Rules) -> tuple[int, int | None]:
    """An ordinary yaku's han under ``rules``, closed and open (None: closed only): the yaku
    table's (:data:`YAKU_HAN`, RULES.md §2) with the rule options that change them, written here
    once: chiitoitsu is 1 han under ``chiitoitsu_50fu`` (its 50 fu are the fu's), tanyao is closed
    only without ``kuitan``. The scoring counts a hand's yaku with it; whatever tells a player a
    yaku's han (the quiz's choices, near misses) asks it too."""
    closed, opened = YAKU_HAN[ident]
    if ident == "chiitoitsu" and rules.chiitoitsu_50fu:
        return 1, None
    if ident == "tanyao" and not rules.kuitan:
        return closed, None
    return closed, opened


#: The tile kinds a yaku is made of, in each form it can take: it needs one of these whole in
#: the set (three players lack 2m..8m: no sanshoku, whose every form needs a manzu run; ittsu
#: and chuuren are still made in pinzu or souzu, sanshoku doukou of 1s or 9s)
_MADE_OF: dict[str, tuple[frozenset[int], ...]] = {
    "sanshoku": tuple(frozenset(k + d for k in firsts for d in range(3)) for firsts in _SANSHOKU),
    "sanshoku_doukou": _SANSHOKU_DOUKOU,
    **{
        y: tuple(frozenset(range(s * 9, s * 9 + 9)) for s in range(3))
        for y in ("ittsu", "chuuren", "chuuren_9")
    },
}


def switched_off(rules: Rules) -> frozenset[str]:
    """The yaku an option of ``rules`` turns off (RULES.md §2-3): renhou under ``renhou=off``,
    paarenchan without ``paarenchan``. No hand holds them under these rules."""
    off = {"renhou"} if rules.renhou == "off" else set()
    if not rules.paarenchan:
        off.add("paarenchan")
    return frozenset(off)


def lacking_tiles(rules: Rules) -> frozenset[str]:
    """The yaku whose tiles the set of ``rules`` lacks in every form (RULES.md §9: with 2m..8m
    removed, sanshoku doujun)."""
    removed = rules.removed_kinds
    if not removed:
        return frozenset()
    return frozenset(y for y, forms in _MADE_OF.items() if all(form & removed for form in forms))


def ruled_out(rules: Rules) -> frozenset[str]:
    """The yaku no hand can hold under ``rules``: those an option turns off and those made of
    tiles the set lacks. The quiz offers none of them; why a claimed one does not count says
    so."""
    return switched_off(rules) | lacking_tiles(rules)


#: Each rules' hits, by hand state (closed, open) and yaku: one shared YakuHit per yaku, state
#: and han, or None where the yaku has no han (closed only). Kept by the rules' identity (a
#: frozen Rules is hashed field by field; this is asked for every reading).
_HIT_TABLES: dict[int, tuple[Rules, dict[bool, dict[str, YakuHit | None]]]] = {}
_SHARED_HITS: dict[tuple[str, int | None], YakuHit | None] = {}


def _hits_of(rules: Rules) -> dict[bool, dict[str, YakuHit | None]]:
    kept = _HIT_TABLES.get(id(rules))
    if kept is not None and kept[0] is rules:
        return kept[1]
    table: dict[bool, dict[str, YakuHit | None]] = {True: {}, False: {}}
    for yaku in YAKU_HAN:
        han = yaku_han(yaku, rules)
        for closed in (True, False):
            count = han[0] if closed else han[1]
            if (yaku, count) not in _SHARED_HITS:
                _SHARED_HITS[yaku, count] = _hit(yaku, count)
            table[closed][yaku] = _SHARED_HITS[yaku, count]
    if len(_HIT_TABLES) >= 64:  # rules made one after another (a batch's own options): start over
        _HIT_TABLES.clear()
    _HIT_TABLES[id(rules)] = (rules, table)
    return table


def _with_han(hits: list[str], closed: bool, spec: HandSpec) -> list[YakuHit]:
    table = _hits_of(spec.rules)[closed]
    out: list[YakuHit] = []
    for yaku in hits:  # a plain loop: no comprehension's function and frame to make
        hit = table[yaku]
        if hit is not None:  # None: not a yaku in this hand state (closed only)
            out.append(hit)
    return out

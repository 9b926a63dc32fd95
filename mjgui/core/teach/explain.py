"""Teaching mode: answer a beginner's "why?" about a scored hand.

* :func:`near_misses` — yaku that are one thing away in the chosen reading, each with the one
  thing ("no pinfu: 12s waits on 3s only (penchan)"). Only real near misses are listed.
* :func:`suggestions` — for a hand with no yaku (or short of ryanhan shibari), what would give one.
* :func:`why_best` / :func:`reading_rows` — every reading the scorer found, side by side, with why
  the chosen one wins.
* :func:`arithmetic_steps` — the payment worked out step by step with this hand's numbers.
* :func:`why_not` — why one named yaku does not count (used by the quiz to explain a wrong claim).

Everything returns frozen values holding a ``code`` and ``params``; ``text(lang)`` turns them
into a sentence from :mod:`mjgui.core.teach.explain_text`, so a view can render them in either
language (or switch language live) without asking the core again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from mjgui.core.errors import MahjongError
from mjgui.core.i18n import fill, say
from mjgui.core.numbers import number
from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.fu import count_fu
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.points import MANGAN_BASE, base_points, payment, round_up_100
from mjgui.core.scoring.scoring import DORA_IDS, YAKUMAN_HAN, ReadingValue, ScoreResult
from mjgui.core.scoring.sets import completed_by_ron, concealed_triplets, valued_pair
from mjgui.core.scoring.tiles import (
    DRAGONS,
    WINDS,
    format_kinds,
    format_tiles,
    is_honor,
    is_yaochuu,
    kind_name,
    parse_tiles,
    suit_of,
)
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.report import reading_text
from mjgui.core.text import yaku_name

Params = Mapping[str, object]

__all__ = [
    "NearMiss",
    "ReadingRow",
    "Step",
    "Suggestion",
    "WhyBest",
    "YakuRule",
    "arithmetic_steps",
    "describe",
    "fu_steps",
    "han_steps",
    "near_misses",
    "payment_steps",
    "reading_rows",
    "suggestions",
    "why_best",
    "why_not",
    "yaku_ids",
]


# ---------------------------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NearMiss:
    """A yaku the hand almost has. ``id`` is the yaku id, ``code`` the reason (a key of
    :data:`explain_text.NEAR_BODY`), ``params`` its tiles and numbers."""

    id: str
    code: str
    params: Params = field(default_factory=dict)
    more: int = 0  # how much more the hand would pay with it (0: not worked out)

    def body(self, lang: str = "en") -> str:
        """The reason alone: ``12s waits on 3s only (penchan)``."""
        return T.render(T.NEAR_BODY, self.code, lang, self.params)

    def text(self, lang: str = "en") -> str:
        """``no pinfu: 12s waits on 3s only (penchan)``, and what it would add to the payment
        (or, for a trade of yaku that loses fu, take from it)."""
        values = {"yaku": T.yaku_word(self.id, lang), "body": self.body(lang)}
        out = fill(T.pick(T.NEAR_MISS, lang), values)
        if self.more:
            out += say(T.NEAR_MISS_MORE, lang, n=self.more)
        less = self.params.get("less")
        if isinstance(less, int):
            out += say(T.NEAR_MISS_LESS, lang, n=less) if less > 0 else T.pick(T.NEAR_MISS_SAME_PAY, lang)
        return out


@dataclass(frozen=True)
class Suggestion:
    """What would give a yakuless hand a yaku: ``id`` the yaku, ``params["han"]`` its value."""

    id: str
    code: str
    params: Params = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        if self.code in T.SUGGESTION_TEXT:
            return T.render(T.SUGGESTION_TEXT, self.code, lang, self.params)
        body = T.render(T.NEAR_BODY, self.code, lang, self.params)
        values = {"yaku": T.yaku_word(self.id, lang), "han": self.params.get("han", 1), "body": body}
        changed = self.params.get("changed", 1)
        if isinstance(changed, int) and changed > 1:
            return say(T.SUGGESTION_TILES, lang, n=changed, **values)
        return fill(T.pick(T.SUGGESTION, lang), values)


@dataclass(frozen=True)
class WhyBest:
    """For reading ``index``: why the chosen reading beats it (or, for the chosen one, that it
    pays most). Codes: ``only``, ``chosen``, ``less``, ``tie_han``, ``tie_fu``, ``tie``, or the
    reading's own no-win code (``no_yaku``, ``ryanhan_shibari``)."""

    index: int
    chosen: bool
    code: str
    params: Params = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        p = dict(self.params)
        p["value"] = _value_text(p, "", lang)
        p["best_value"] = _value_text(p, "best_", lang)
        if self.code == "chosen_tie":
            return say(T.WHY_CHOSEN_TIE, lang, **T.localize(p, lang))
        out = T.render(T.WHY, self.code, lang, p)
        if self.code in ("less", "tie_han", "tie_fu", "tie"):
            for clause in ("gained", "lost"):
                ids = p.get(clause)
                if isinstance(ids, tuple) and ids:
                    out += T.render(T.WHY_CLAUSE, clause, lang, {"yakus": ids})
        return out


@dataclass(frozen=True)
class Step:
    """One line of the arithmetic: ``code`` (a key of :data:`explain_text.STEPS`), its
    ``params`` and the number it produces (``value``)."""

    code: str
    params: Params
    value: int

    def text(self, lang: str = "en") -> str:
        p = dict(self.params)
        p.setdefault("value", self.value)
        items = p.pop("items", None)
        if isinstance(items, tuple):
            p["parts"] = _parts_text(self.code, items, lang)
        else:
            parts = p.get("parts")
            if isinstance(parts, tuple):
                p["parts"] = " + ".join(str(_number_text(x, lang)) for x in parts)
        # amounts as every window writes them (48 000 beside the headline's 48 000)
        p = {key: _number_text(value, lang) for key, value in p.items()}
        return T.render(T.STEPS, self.code, lang, p)


def _number_text(value: object, lang: str) -> object:
    return number(value, lang) if isinstance(value, int) and not isinstance(value, bool) else value


@dataclass(frozen=True)
class YakuRule:
    """What makes a yaku: ``Tanyao: every tile is a simple, 2 to 8``."""

    id: str

    def text(self, lang: str = "en") -> str:
        body = T.render(T.YAKU_RULES, self.id, lang, {})
        return fill(T.pick(T.YAKU_RULE, lang), {"yaku": yaku_name(self.id, lang), "body": body})


@dataclass(frozen=True)
class ReadingRow:
    """One row of the readings table: everything a view needs, ``why`` included."""

    index: int
    text: str  # ``123m 456p (789s) [1111z] 55z``
    shape: str
    wait: str
    han: int
    fu: int
    yakuman: int
    yaku: tuple[str, ...]
    total: int | None
    chosen: bool
    why: WhyBest


def yaku_ids(value: ReadingValue) -> tuple[str, ...]:
    """The yaku (or yakuman) of a reading, without dora."""
    return tuple(y.id for y in value.yaku if y.id not in DORA_IDS)


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------


def _value_text(p: Mapping[str, object], prefix: str, lang: str) -> str:
    han, fu, yakuman = p.get(prefix + "han"), p.get(prefix + "fu"), p.get(prefix + "yakuman")
    if isinstance(yakuman, int) and yakuman > 0:
        if yakuman == 1:
            return T.pick(T.VALUE["yakuman"], lang)
        return fill(T.pick(T.VALUE["yakuman_n"], lang), {"n": yakuman})
    if han is None:
        return ""
    if fu is None:
        return fill(T.pick(T.VALUE["han_only"], lang), {"han": han})
    return fill(T.pick(T.VALUE["han_fu"], lang), {"han": han, "fu": fu})


def _parts_text(code: str, items: tuple[object, ...], lang: str) -> str:
    parts: list[str] = []
    for item in items:
        if not isinstance(item, tuple):
            parts.append(str(item))
        elif code == "fu_sum" and len(item) == 3:
            reason, fu, tiles = item
            short = T.FU_SHORT.get(str(reason))
            label = fill(T.pick(short, lang) if short else str(reason), {"tiles": tiles})
            parts.append(f"{fu} ({label})")
        elif code == "han_sum" and len(item) == 2:
            parts.append(f"{yaku_name(str(item[0]), lang)} {item[1]}")
        elif code == "yakuman_sum" and len(item) == 2:
            parts.append(f"{yaku_name(str(item[0]), lang)} {item[1]}×")
        else:
            parts.append(" ".join(str(x) for x in item))
    return " + ".join(parts)


def _gtext(group: Group) -> str:
    return format_kinds(group.kinds)


class _Ctx(NamedTuple):
    """One reading of a hand with the facts every check needs."""

    spec: HandSpec
    reading: Reading
    ids: frozenset[str]  # yaku of the reading, without dora
    kinds: frozenset[int]  # every tile kind in hand and melds

    @property
    def closed(self) -> bool:
        return self.spec.closed

    @property
    def regular(self) -> bool:
        return self.reading.shape == "regular"

    def sequences(self) -> list[Group]:
        return [g for g in self.reading.sets if g.kind == "shuntsu"]

    def triplets(self) -> list[Group]:
        return [g for g in self.reading.sets if g.is_triplet]

    def ron_completed(self, index: int) -> bool:
        return completed_by_ron(self.reading, index, self.spec)

    def concealed_triplets(self) -> int:
        return concealed_triplets(self.reading, self.spec)

    def open_meld(self) -> dict[str, object]:
        for m in self.spec.melds:
            if m.opened:
                return {"meld_kind": m.kind, "meld": format_tiles(m.tiles)}
        return {"meld_kind": "", "meld": ""}


def _ctx(spec: HandSpec, value: ReadingValue) -> _Ctx:
    kinds = frozenset(t.kind for t in spec.all_tiles())
    return _Ctx(spec, value.reading, frozenset(yaku_ids(value)), kinds)


class _Miss(NamedTuple):
    """A near miss and whether it is one thing away (private records here are named tuples:
    their classes are made faster than dataclasses')."""

    miss: NearMiss
    close: bool  # one thing away


_Check = Callable[[_Ctx], list[_Miss]]


def _one(yaku: str, code: str, close: bool = True, **params: object) -> list[_Miss]:
    return [_Miss(NearMiss(yaku, code, params), close)]


# ---------------------------------------------------------------------------------------------
# The checks, one per yaku family
# ---------------------------------------------------------------------------------------------


def _riichi(c: _Ctx) -> list[_Miss]:
    if not c.closed or c.spec.in_riichi or c.spec.tenhou or c.spec.chiihou or c.spec.renhou:
        return []
    return _one("riichi", "riichi_not_declared")


def _menzen_tsumo(c: _Ctx) -> list[_Miss]:
    if c.spec.tsumo and not c.closed:
        return [_Miss(NearMiss("menzen_tsumo", "menzen_tsumo_open", c.open_meld()), True)]
    return []


def _tanyao(c: _Ctx) -> list[_Miss]:
    if "tanyao" in c.ids or c.reading.shape == "kokushi":
        return []
    kuitan_blocks = not c.closed and not c.spec.rules.kuitan
    bad = [g for g in c.reading.groups if any(is_yaochuu(k) for k in g.kinds)]
    if not bad:
        return _one("tanyao", "tanyao_kuitan") if kuitan_blocks else []
    if len(bad) == 1:
        g = bad[0]
        tile = " ".join(kind_name(k) for k in sorted(set(g.kinds)) if is_yaochuu(k))
        if g.kind == "pair" and c.regular:
            return _one("tanyao", "tanyao_pair", not kuitan_blocks, tile=tile)
        changed = sum(1 for k in g.kinds if is_yaochuu(k)) if g.kind == "shuntsu" else len(g.kinds)
        return _one("tanyao", "tanyao_group", not kuitan_blocks, tile=tile, group=_gtext(g), changed=changed)
    return _one("tanyao", "tanyao_many", False, groups=tuple(_gtext(g) for g in bad))


def _pinfu(c: _Ctx) -> list[_Miss]:
    if "pinfu" in c.ids or not c.regular:
        return []
    r = c.reading
    blockers: list[NearMiss] = []
    if not c.closed:
        blockers.append(NearMiss("pinfu", "pinfu_open", c.open_meld()))
    valued: NearMiss | None = None  # the trade sentence, said only when it alone blocks pinfu
    for g in c.triplets():
        code = "pinfu_kan" if g.kind == "kantsu" else "pinfu_triplet"
        blockers.append(NearMiss("pinfu", code, {"tiles": _gtext(g)}))
        worth = _valued_triplet_han(c, g.first)
        if worth:  # the triplet (or kan) pays more as it is than pinfu would
            valued = NearMiss("pinfu", "pinfu_valued_triplet", {"tiles": _gtext(g), "han": worth})
    pair = r.pair
    if pair is not None:
        what = valued_pair(pair.first, c.spec)
        if what:
            blockers.append(NearMiss("pinfu", "pinfu_pair", {"tiles": _gtext(pair), "what": what}))
    win = c.spec.win_tile.kind
    if r.wait in ("kanchan", "penchan"):
        rest = list(r.groups[r.win_group].kinds)
        rest.remove(win)
        params = {"shape": format_kinds(rest), "tile": kind_name(win), "wait": r.wait}
        blockers.append(NearMiss("pinfu", "pinfu_wait", params))
    elif r.wait == "tanki":
        blockers.append(NearMiss("pinfu", "pinfu_tanki", {"tile": kind_name(win), "wait": r.wait}))
    if not blockers:
        return []
    if len(blockers) == 1 and valued is not None:
        return [_Miss(valued, True)]
    return [_Miss(blockers[0], len(blockers) == 1)]


def _valued_triplet_han(c: _Ctx, kind: int) -> int:
    """The yakuhai han a triplet of ``kind`` gives in this hand (0 for any other tile)."""
    if kind in DRAGONS:
        return 1
    return (kind == WINDS[c.spec.seat]) + (kind == WINDS[c.spec.round_wind])


def _lost_with(c: _Ctx, group: Group, new: tuple[int, int, int]) -> tuple[str, ...]:
    """The yaku of this reading that replacing ``group`` by the sequence ``new`` would lose."""
    ids = c.ids
    lost: list[str] = []
    firsts = [g.first for g in c.sequences()]
    if "sanshoku" in ids and group.kind == "shuntsu":
        for n in range(7):
            if all(p in firsts for p in (n, n + 9, n + 18)) and group.first in (n, n + 9, n + 18):
                lost.append("sanshoku")
                break
    if "iipeikou" in ids and group.kind == "shuntsu" and firsts.count(group.first) >= 2:
        lost.append("iipeikou")
    if ids & {"chanta", "junchan"} and not any(is_yaochuu(k) for k in new):
        lost.extend(sorted(ids & {"chanta", "junchan"}))
    if "tanyao" in ids and any(is_yaochuu(k) for k in new):
        lost.append("tanyao")
    if group.is_triplet:  # a valued triplet's yakuhai goes with it
        kind = group.first
        if kind in DRAGONS:
            lost.append(("haku", "hatsu", "chun")[kind - DRAGONS[0]])
        else:
            if kind == WINDS[c.spec.seat] and "seat_wind" in ids:
                lost.append("seat_wind")
            if kind == WINDS[c.spec.round_wind] and "round_wind" in ids:
                lost.append("round_wind")
    return tuple(lost)


def _set_missing(c: _Ctx, yaku: str, code: str, parts: Iterable[int], missing: int) -> list[_Miss]:
    """A sequence missing for ittsu or sanshoku; when every set it could replace carries yaku
    worth at least as much, say so and name what it would cost (worth the same han: what it
    does to the fu)."""
    tiles = format_kinds((missing, missing + 1, missing + 2))
    gain = _han_of(yaku, c.closed) or 0
    keep = set(parts)
    candidates = [
        i
        for i, g in enumerate(c.reading.groups)
        if g.kind != "pair" and not g.opened and not (g.kind == "shuntsu" and g.first in keep)
    ]
    if not candidates:
        return []
    new = (missing, missing + 1, missing + 2)
    # the set that costs least, and among those one the winning tile is not in
    best: tuple[int, bool, tuple[str, ...], int] | None = None
    for i in candidates:
        lost = _lost_with(c, c.reading.groups[i], new)
        han = sum(_han_of(y, c.closed) or 0 for y in lost)
        key = (han, i == c.reading.win_group, lost, i)
        if best is None or key[:2] < best[:2]:
            best = key
    assert best is not None
    if best[0] > gain:
        params = {"tiles": tiles, "yakus": best[2], "gain": gain, "loss": best[0]}
        return [_Miss(NearMiss(yaku, "set_missing_costly", params), True)]
    if best[0] == gain:
        even = _even_trade(c, yaku, tiles, best[2], gain, best[3], missing)
        if even is not None:
            return [_Miss(even, True)]
    return _one(yaku, code, tiles=tiles)


def _even_trade(
    c: _Ctx, yaku: str, tiles: str, lost: tuple[str, ...], han: int, index: int, missing: int
) -> NearMiss | None:
    """A trade of yaku for yaku worth the same han (set ``index`` replaced by the sequence from
    ``missing``): it changes no han, but a triplet replaced takes its fu with it. Says the fu
    before and after (the wait and every other set as they are); when the winning set itself
    would be replaced, the fu are not known and only the han are said. None when the trade
    would also give pinfu (then it gains)."""
    params: dict[str, object] = {"tiles": tiles, "yakus": lost, "gain": han, "loss": han}
    reading = c.reading
    groups = list(reading.groups)
    groups[index] = Group("shuntsu", missing)
    changed = Reading(reading.shape, tuple(groups), reading.wait, reading.win_group)
    pair = changed.pair
    if (
        c.closed
        and reading.wait == "ryanmen"
        and all(g.kind == "shuntsu" for g in changed.sets)
        and pair is not None
        and valued_pair(pair.first, c.spec) is None
    ):
        return None
    if index == reading.win_group:
        return NearMiss(yaku, "set_missing_even", params)
    before = count_fu(reading, c.spec, "pinfu" in c.ids)
    after = count_fu(changed, c.spec, False)
    if after.fu == before.fu:
        return NearMiss(yaku, "set_missing_even_same", params)
    params["replaced"] = format_kinds(reading.groups[index].kinds)
    return NearMiss(yaku, "set_missing_even_fu", {**params, "fu": before.fu, "new_fu": after.fu})


def _yakuhai_pair(c: _Ctx) -> list[_Miss]:
    pair = c.reading.pair
    if not c.regular or pair is None:
        return []
    k = pair.first
    han = 0
    ident = ""
    if k in DRAGONS:
        ident, han = ("haku", "hatsu", "chun")[k - DRAGONS[0]], 1
    else:
        if k == WINDS[c.spec.seat]:
            ident, han = "seat_wind", han + 1
        if k == WINDS[c.spec.round_wind]:
            ident, han = ident or "round_wind", han + 1
    if not han:
        return []
    return _one(ident, "yakuhai_pair", tiles=_gtext(pair), han=han)


def _iipeikou(c: _Ctx) -> list[_Miss]:
    if not c.regular or c.ids & {"iipeikou", "ryanpeikou"}:
        return []
    firsts = sorted(g.first for g in c.sequences())
    twice = [f for i, f in enumerate(firsts) if i and firsts[i - 1] == f]
    if twice:
        if not c.closed:
            first = twice[0]
            return _one("iipeikou", "iipeikou_open", tiles=format_kinds((first, first + 1, first + 2)))
        return []
    if not c.closed:
        return []
    for a in firsts:
        b = a + 1
        if b in firsts and suit_of(a) == suit_of(b + 2):
            return _one(
                "iipeikou",
                "iipeikou_shift",
                a=format_kinds((a, a + 1, a + 2)),
                b=format_kinds((b, b + 1, b + 2)),
            )
    return []


def _ittsu(c: _Ctx) -> list[_Miss]:
    if not c.regular or "ittsu" in c.ids:
        return []
    firsts = {g.first for g in c.sequences()}
    for suit in range(3):
        parts = [suit * 9, suit * 9 + 3, suit * 9 + 6]
        missing = [p for p in parts if p not in firsts]
        if len(missing) == 1:
            return _set_missing(c, "ittsu", "ittsu_missing", parts, missing[0])
    return []


def _sanshoku(c: _Ctx) -> list[_Miss]:
    if not c.regular or "sanshoku" in c.ids:
        return []
    firsts = {g.first for g in c.sequences()}
    for n in range(7):
        parts = [n, n + 9, n + 18]
        missing = [p for p in parts if p not in firsts]
        if len(missing) == 1:
            return _set_missing(c, "sanshoku", "sanshoku_missing", parts, missing[0])
    return []


def _sanshoku_doukou(c: _Ctx) -> list[_Miss]:
    if not c.regular or "sanshoku_doukou" in c.ids:
        return []
    firsts = {g.first for g in c.triplets()}
    for n in range(9):
        missing = [p for p in (n, n + 9, n + 18) if p not in firsts]
        if len(missing) == 1:
            return _one("sanshoku_doukou", "sanshoku_doukou_missing", tiles=format_kinds((missing[0],) * 3))
    return []


def _toitoi(c: _Ctx) -> list[_Miss]:
    if not c.regular or "toitoi" in c.ids:
        return []
    seqs = c.sequences()
    if len(seqs) != 1:
        return []
    seq = seqs[0]
    r = c.reading
    won_on_sequence = r.win_group >= 0 and r.groups[r.win_group] is seq
    if c.closed and c.concealed_triplets() == 3 and not won_on_sequence:
        # the real prize: four concealed triplets, a yakuman (toitoi comes with it)
        prize = "suuankou_tanki" if r.wait == "tanki" else "suuankou"
        return _one(prize, "suuankou_sequence", tiles=_gtext(seq))
    return _one("toitoi", "toitoi_sequence", tiles=_gtext(seq))


def _sanankou(c: _Ctx) -> list[_Miss]:
    if not c.regular or c.ids & {"suuankou", "suuankou_tanki"}:
        return []
    concealed = c.concealed_triplets()
    groups = c.reading.groups
    ron_group = [g for i, g in enumerate(groups) if g.is_triplet and not g.opened and c.ron_completed(i)]
    called = [g for g in groups if g.is_triplet and g.opened]
    if concealed == 3 and ron_group and c.closed and len(c.triplets()) == 4:
        return _one("suuankou", "sanankou_ron", tiles=_gtext(ron_group[0]))
    if "sanankou" in c.ids:
        return []
    if concealed == 2 and ron_group:
        return _one("sanankou", "sanankou_ron", tiles=_gtext(ron_group[0]))
    if concealed == 2 and len(called) == 1:
        return _one("sanankou", "sanankou_called", tiles=_gtext(called[0]))
    return []


def _chanta(c: _Ctx) -> list[_Miss]:
    if not c.regular or c.ids & {"chanta", "junchan"}:
        if c.regular and "chanta" in c.ids:
            honor_groups = [g for g in c.reading.groups if is_honor(g.first)]
            if len(honor_groups) == 1:
                return _one("junchan", "junchan_honor", tiles=_gtext(honor_groups[0]))
        return []
    if not c.sequences():
        return []
    plain = [g for g in c.reading.groups if not any(is_yaochuu(k) for k in g.kinds)]
    if len(plain) != 1:
        return []
    yaku = "chanta" if any(is_honor(k) for k in c.kinds) else "junchan"
    g = plain[0]
    if g.kind == "shuntsu":  # slid to 123 or 789 of its suit
        start = g.first - g.first % 9
        changed = min(3, g.first - start, start + 6 - g.first)
    else:
        changed = len(g.kinds)
    return _one(yaku, "chanta_group", tiles=_gtext(g), changed=changed)


def _flush(c: _Ctx) -> list[_Miss]:
    if c.reading.shape == "kokushi":
        return []
    groups = c.reading.groups
    honors = [g for g in groups if is_honor(g.first)]
    suits = sorted({suit_of(g.first) for g in groups if not is_honor(g.first)})
    if "honitsu" in c.ids:
        if len(honors) == 1:
            return _one("chinitsu", "chinitsu_honors", tiles=_gtext(honors[0]), changed=len(honors[0].kinds))
        return []
    if "chinitsu" in c.ids or len(suits) != 2:
        return []
    by_suit = {s: [g for g in groups if not is_honor(g.first) and suit_of(g.first) == s] for s in suits}
    minor = min(suits, key=lambda s: len(by_suit[s]))
    if len(by_suit[minor]) != 1:
        return []
    yaku = "honitsu" if honors else "chinitsu"
    off = by_suit[minor][0]
    return _one(yaku, "flush_offsuit", tiles=_gtext(off), changed=len(off.kinds))


def _shousangen(c: _Ctx) -> list[_Miss]:
    if not c.regular or c.reading.pair is None:
        return []
    pair = c.reading.pair
    dragon_sets = [g.first for g in c.triplets() if g.first in DRAGONS]
    if "shousangen" in c.ids:
        return _one("daisangen", "daisangen_pair", tiles=_gtext(pair))
    if len(dragon_sets) == 2 and pair.first not in DRAGONS:
        third = next(d for d in DRAGONS if d not in dragon_sets)
        return _one("shousangen", "shousangen_pair", pair=_gtext(pair), dragon=format_kinds((third, third)))
    return []


_CHECKS: tuple[_Check, ...] = (
    _pinfu,
    _tanyao,
    _yakuhai_pair,
    _iipeikou,
    _ittsu,
    _sanshoku,
    _sanshoku_doukou,
    _chanta,
    _flush,
    _toitoi,
    _sanankou,
    _shousangen,
    _menzen_tsumo,
    _riichi,
)


def _misses(c: _Ctx) -> list[_Miss]:
    out: list[_Miss] = []
    for check in _CHECKS:
        out.extend(check(c))
    return out


def _other_readings(result: ScoreResult) -> list[NearMiss]:
    """Yaku that another (paying less) reading has and the chosen one lacks."""
    win = result.win
    if win is None or win.payment is None:
        return []
    have = set(yaku_ids(win))
    out: list[NearMiss] = []
    others = [v for i, v in enumerate(result.readings) if i != result.best and v.ok and v.payment is not None]
    others.sort(key=lambda v: v.sort_key(), reverse=True)  # name the best-paying reading with the yaku
    for v in others:
        assert v.payment is not None
        for ident in yaku_ids(v):
            if ident in have or any(m.id == ident for m in out):
                continue
            params = {
                "sets": reading_text(v.reading),
                "total": v.payment.total,
                "best_total": win.payment.total,
            }
            code = "other_reading" if v.payment.total < win.payment.total else "other_reading_tie"
            out.append(NearMiss(ident, code, params))
    return out


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------


def near_misses(result: ScoreResult) -> list[NearMiss]:
    """Yaku one thing away from the chosen reading of a win, one line each; ``[]`` if not a win
    (and for a yakuman, where nothing more could count)."""
    win = result.win
    if win is None or win.yakuman:
        return []
    out: list[NearMiss] = []
    seen: set[str] = set()
    ctx = _ctx(result.spec, win)
    found = _other_readings(result)
    for m in _misses(ctx):
        if not m.close:
            continue
        more = _would_pay_more(ctx, win, m.miss)
        if m.miss.code == "set_missing_even_fu":
            found.append(_even_trade_less(ctx, win, m.miss))
        elif more is None:  # not a yaku's han added (an open hand's, a trade, a yakuman)
            found.append(m.miss)
        elif more > 0:  # a near miss that would pay nothing more is no near miss
            found.append(NearMiss(m.miss.id, m.miss.code, m.miss.params, more))
    removed = result.spec.rules.removed_kinds
    for miss in found:
        if miss.id in seen or (removed and _needs_a_removed_tile(miss.params, removed)):
            continue
        seen.add(miss.id)
        out.append(miss)
    return out


def _needs_a_removed_tile(params: Params, removed: frozenset[int]) -> bool:
    """Does a near miss name a tile the set lacks (three players: "456m missing" for a
    sanshoku)? Such a yaku is not one tile away: it cannot be made at this table."""
    for value in params.values():
        if not isinstance(value, str) or not value:
            continue
        try:
            tiles = parse_tiles(value, allow_empty=True)
        except MahjongError:  # not a tile text
            continue
        if any(t.kind in removed for t in tiles):
            return True
    return False


# near misses that do not add a yaku's han to this hand as it is: they say what they cost
_NOT_ADDED = frozenset(
    {
        "pinfu_open",
        "iipeikou_open",
        "menzen_tsumo_open",
        "pinfu_valued_triplet",
        "set_missing_costly",
        "set_missing_even",
        "set_missing_even_same",
        "set_missing_even_fu",
    }
)


def _even_trade_less(c: _Ctx, win: ReadingValue, miss: NearMiss) -> NearMiss:
    """An even trade that costs fu: how much less the hand would pay with the fu it leaves
    (the same han; said only when the sets swapped hold no dora or red five, so that the han
    really stay the same)."""
    new_fu, tiles, replaced = (miss.params.get(k) for k in ("new_fu", "tiles", "replaced"))
    if win.payment is None or not isinstance(new_fu, int):
        return miss
    if not isinstance(tiles, str) or not isinstance(replaced, str):
        return miss
    spec = c.spec
    dora = {spec.rules.dora_of[t.kind] for t in (*spec.dora, *spec.ura)}
    reds = {t.kind for t in spec.all_tiles() if t.red}
    touched = {t.kind for t in parse_tiles(tiles + replaced)}
    if touched & (dora | reds):
        return miss
    return NearMiss(
        miss.id, miss.code, {**miss.params, "less": win.payment.total - _paid(spec, win.han, new_fu)}
    )


def _paid(spec: HandSpec, han: int, fu: int) -> int:
    """What a hand of ``han`` and ``fu`` would be paid in ``spec``'s situation (honba and sticks
    included, as a result's total is)."""
    rules = spec.rules
    base = base_points(han, fu, 0, rules)
    paid = payment(
        base.points,
        dealer=spec.seat == 0,
        tsumo=spec.tsumo,
        honba=spec.honba,
        sticks=spec.sticks,
        rules=rules,
    )
    return paid.total


def _would_pay_more(c: _Ctx, win: ReadingValue, miss: NearMiss) -> int | None:
    """How much more the hand would pay with the missed yaku (its han, less the yakuhai of a
    valued triplet it would replace; pinfu's fu as pinfu counts them): 0 if nothing more, None
    when the near miss adds no han to the hand as it is (a closed-only yaku of an open hand, a
    trade that says its cost, a yakuman)."""
    if win.payment is None or miss.code in _NOT_ADDED:
        return None
    if miss.code in ("sanankou_ron", "sanankou_called"):
        again = _without_the_call_or_ron(c, miss)
        if again is not None:  # the same hand won by tsumo, or with the triplet kept concealed
            return max(0, again - win.payment.total)
    gain = miss.params.get("han") if miss.code == "yakuhai_pair" else _han_of(miss.id, c.closed)
    if not isinstance(gain, int) or gain <= 0:
        return None
    if miss.id == "tanyao":
        gain -= sum(_valued_triplet_han(c, g.first) for g in c.triplets() if is_yaochuu(g.first))
    for lower, higher in _SUPERSEDED.items():  # chinitsu replaces honitsu, junchan chanta...
        if higher == miss.id and lower in c.ids:
            gain -= _han_of(lower, c.closed) or 0
    fu = win.fu.fu
    if miss.id == "pinfu":
        fu = 20 if c.spec.tsumo else 30
    return max(0, _paid(c.spec, win.han + gain, fu) - win.payment.total)


def _without_the_call_or_ron(c: _Ctx, miss: NearMiss) -> int | None:
    """What the hand pays with the triplet of a sanankou near miss concealed: won by tsumo
    instead of ron (``sanankou_ron``), or never called (``sanankou_called``). Scored as a whole
    hand, so the fu, menzen tsumo and the way it is paid change as they would; None if that
    hand is not a valid win."""
    from dataclasses import replace

    from mjgui.core.scoring.hand import Meld, problems
    from mjgui.core.scoring.scoring import score_valid

    spec = c.spec
    if miss.code == "sanankou_ron":
        if spec.tsumo or spec.chankan:
            return None
        changed = replace(spec, tsumo=True, discarder=None, houtei=False)
    else:
        tiles = miss.params.get("tiles")
        if not isinstance(tiles, str):
            return None
        kinds = sorted(t.kind for t in parse_tiles(tiles))
        melds = [m for m in spec.melds if m.opened and sorted(t.kind for t in m.tiles) == kinds]
        if not melds:
            return None
        meld = melds[0]
        rest = [m for m in spec.melds if m is not meld]
        if meld.is_kan:  # a called kan kept concealed is a closed kan
            changed = replace(spec, melds=(*rest, Meld("ankan", meld.tiles)), rinshan=spec.rinshan)
        else:
            concealed = tuple(sorted((*spec.concealed, *meld.tiles), key=lambda t: (t.kind, not t.red)))
            changed = replace(spec, concealed=concealed, melds=tuple(rest))
    if problems(changed):
        return None
    again = score_valid(changed).win
    if again is None or again.payment is None:
        return None
    return again.payment.total


# Near misses that no player can act on for a hand already open, or that are said otherwise.
_NOT_SUGGESTED = frozenset(
    {
        "pinfu_open",
        "pinfu_kan",  # a declared kan is not undone by changing tiles
        "iipeikou_open",
        "menzen_tsumo_open",
        "other_reading",
        "other_reading_tie",
        "tanyao_kuitan",
        "riichi_not_declared",
    }
)


def _han_of(ident: str, closed: bool) -> int | None:
    if ident not in YAKU_HAN:
        return None
    closed_han, open_han = YAKU_HAN[ident]
    return closed_han if closed else open_han


def _key(ident: str, code: str, params: Params) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    return ident, code, tuple(sorted((k, repr(v)) for k, v in params.items()))


#: How many tiles of the hand a suggestion changes, when it is more than one (a whole pair or
#: set replaced): the suggestion then says so instead of "one step away".
_TILES_CHANGED = {
    "pinfu_pair": 2,
    "pinfu_triplet": 2,
    "tanyao_pair": 2,
    "shousangen_pair": 2,
    "toitoi_sequence": 2,
    "ittsu_missing": 3,
    "sanshoku_missing": 3,
    "sanshoku_doukou_missing": 3,
}


def suggestions(result: ScoreResult) -> list[Suggestion]:
    """What would give a valid hand without a yaku (or short of ryanhan shibari) its yaku:
    riichi and menzen tsumo for a closed hand, then every near miss of any reading."""
    if result.ok or result.no_win is None or result.no_win.code not in ("no_yaku", "ryanhan_shibari"):
        return []
    spec = result.spec
    out: list[Suggestion] = []
    seen: set[tuple[str, str, tuple[tuple[str, str], ...]]] = set()

    def add(s: Suggestion) -> None:
        key = _key(s.id, s.code, s.params)
        if key not in seen:
            seen.add(key)
            out.append(s)

    situational = not (spec.tenhou or spec.chiihou or spec.renhou)
    if situational and spec.closed and not spec.in_riichi:
        add(Suggestion("riichi", "riichi", {"han": 1}))
    if situational and spec.closed and not spec.tsumo:
        add(Suggestion("menzen_tsumo", "menzen_tsumo", {"han": 1}))
    for value in result.readings:
        for m in _misses(_ctx(spec, value)):
            if not m.close or m.miss.code in _NOT_SUGGESTED:
                continue
            if spec.rules.removed_kinds and _needs_a_removed_tile(m.miss.params, spec.rules.removed_kinds):
                continue  # three players: no yaku made of 2m..8m
            if m.miss.code == "yakuhai_pair":
                han = m.miss.params.get("han")
            else:
                han = _han_of(m.miss.id, spec.closed)
            if not han:
                continue
            changed = m.miss.params.get("changed", _TILES_CHANGED.get(m.miss.code, 1))
            add(Suggestion(m.miss.id, m.miss.code, {**m.miss.params, "han": han, "changed": changed}))
    if not out:
        add(Suggestion("yakuhai", "open_generic", {}))
    return out


_SUPERSEDED = {
    "riichi": "double_riichi",
    "iipeikou": "ryanpeikou",
    "chanta": "junchan",
    "honitsu": "chinitsu",
    "sanankou": "suuankou",
    "shousangen": "daisangen",
    "kokushi": "kokushi_13",
    "chuuren": "chuuren_9",
    "suuankou": "suuankou_tanki",
}
_DECLARED = frozenset({"riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei"})


def why_not(result: ScoreResult, yaku_id: str) -> NearMiss:
    """Why ``yaku_id`` does not count in the chosen reading (for a wrong quiz claim)."""
    win = result.win
    spec = result.spec
    if win is None:
        return NearMiss(yaku_id, "not_in_hand")
    have = set(yaku_ids(win))
    other = _SUPERSEDED.get(yaku_id)
    if other and other in have:
        return NearMiss(yaku_id, "superseded", {"other": other})
    for miss in _other_readings(result):
        if miss.id == yaku_id:
            return miss
    for m in _misses(_ctx(spec, win)):
        if m.miss.id == yaku_id:
            return m.miss
    if yaku_id in YAKU_HAN and YAKU_HAN[yaku_id][1] is None and not spec.closed:
        return NearMiss(yaku_id, "open_closed_only")
    if yaku_id == "menzen_tsumo" and not spec.tsumo:
        return NearMiss(yaku_id, "won_by_ron")
    if yaku_id in _DECLARED:
        return NearMiss(yaku_id, "not_declared")
    return NearMiss(yaku_id, "not_in_hand")


def why_best(result: ScoreResult) -> list[WhyBest]:
    """One entry per reading of ``result.readings`` (same order): why the chosen one wins."""
    values = result.readings
    out: list[WhyBest] = []
    if result.best < 0:
        for i, v in enumerate(values):
            code = v.no_win.code if v.no_win else "no_yaku"
            out.append(WhyBest(i, False, code, {"han": v.yaku_han}))
        return out
    best = values[result.best]
    assert best.payment is not None
    best_ids = yaku_ids(best)
    best_params = {
        "best_han": best.han,
        "best_fu": best.fu.fu,
        "best_yakuman": best.yakuman,
        "best_total": best.payment.total,
    }
    for i, v in enumerate(values):
        own = {"han": v.han, "fu": v.fu.fu, "yakuman": v.yakuman}
        if i == result.best:
            ties = sum(
                1
                for j, o in enumerate(values)
                if j != i and o.ok and o.payment is not None and o.payment.total == best.payment.total
            )
            code = "only" if len(values) == 1 else "chosen_tie" if ties else "chosen"
            out.append(WhyBest(i, True, code, {**own, "total": best.payment.total, "n": ties}))
            continue
        if v.payment is None or not v.ok:
            code = v.no_win.code if v.no_win else "no_yaku"
            out.append(WhyBest(i, False, code, {**own, "han": v.yaku_han}))
            continue
        ids = yaku_ids(v)
        gained = tuple(y for y in best_ids if y not in ids)
        lost = tuple(y for y in ids if y not in best_ids)
        total = v.payment.total
        if total < best.payment.total:
            code = "less"
        elif best.han > v.han:
            code = "tie_han"
        elif best.fu.fu > v.fu.fu:
            code = "tie_fu"
        else:
            code = "tie"
        params = {
            **own,
            **best_params,
            "total": total,
            "diff": best.payment.total - total,
            "gained": gained,
            "lost": lost,
        }
        out.append(WhyBest(i, False, code, params))
    return out


def reading_rows(result: ScoreResult) -> list[ReadingRow]:
    """The readings side by side, each with its value and why the chosen one wins."""
    whys = why_best(result)
    rows: list[ReadingRow] = []
    for i, v in enumerate(result.readings):
        rows.append(
            ReadingRow(
                index=i,
                text=reading_text(v.reading),
                shape=v.reading.shape,
                wait=v.reading.wait,
                han=v.han,
                fu=v.fu.fu,
                yakuman=v.yakuman,
                yaku=yaku_ids(v),
                total=v.payment.total if v.payment else None,
                chosen=i == result.best,
                why=whys[i],
            )
        )
    return rows


# ---------------------------------------------------------------------------------------------
# Arithmetic
# ---------------------------------------------------------------------------------------------


def fu_steps(value: ReadingValue) -> list[Step]:
    """The fu sum and its rounding (chiitoitsu: the flat 25)."""
    fu = value.fu
    if value.reading.shape == "chiitoitsu":
        return [Step("fu_chiitoitsu", {"fu": fu.fu}, fu.fu)]
    items = tuple((i.reason, i.fu, i.tiles_text) for i in fu.items)
    out = [Step("fu_sum", {"items": items, "raw": fu.raw}, fu.raw)]
    if fu.raw != fu.fu:
        out.append(Step("fu_round", {"raw": fu.raw, "fu": fu.fu}, fu.fu))
    else:
        out.append(Step("fu_exact", {"fu": fu.fu}, fu.fu))
    return out


def han_steps(value: ReadingValue) -> list[Step]:
    """The han sum (or the yakuman count)."""
    if value.yakuman:
        items = tuple((y.id, y.han // YAKUMAN_HAN) for y in value.yaku)
        return [Step("yakuman_sum", {"items": items, "n": value.yakuman}, value.yakuman)]
    items = tuple((y.id, y.han) for y in value.yaku)
    return [Step("han_sum", {"items": items, "han": value.han}, value.han)]


def _limit_steps(value: ReadingValue) -> list[Step]:
    base = value.base
    han, fu = value.han, value.fu.fu
    if value.yakuman:
        return [Step("limit_yakuman", {"n": value.yakuman, "points": base.points}, base.points)]
    if yaku_ids(value) == ("renhou",):
        return [Step("limit_renhou", {}, base.points)]
    formula = Step("base", {"fu": fu, "han": han, "raw": base.raw}, base.raw)
    if base.limit is None:
        return [formula, Step("limit_none", {"raw": base.raw}, base.points)]
    if base.limit == "mangan" and han < 5:
        if base.raw > MANGAN_BASE:
            return [formula, Step("limit_raw", {"raw": base.raw}, base.points)]
        return [formula, Step("limit_kiriage", {"han": han, "fu": fu}, base.points)]
    if base.limit == "kazoe_yakuman":
        return [Step("limit_kazoe", {"han": han}, base.points)]
    if han >= 13:
        return [Step("limit_kazoe_capped", {"han": han}, base.points)]
    return [Step("limit_han", {"han": han, "limit": base.limit, "points": base.points}, base.points)]


def _times(code: str, mult: int, base: int) -> list[Step]:
    raw = mult * base
    out = [Step(code, {"base": base}, raw)]
    rounded = round_up_100(raw)
    if rounded != raw:
        out.append(Step("round_100", {"raw": raw}, rounded))
    return out


def payment_steps(result: ScoreResult) -> list[Step]:
    """From base points to the total: the multiplier or the tsumo split, rounding, honba, sticks."""
    win = result.win
    if win is None or win.payment is None:
        return []
    spec, pay = result.spec, win.payment
    rules = spec.rules
    b = pay.base
    steps: list[Step] = []
    parts: list[int] = []
    if not pay.tsumo:
        steps += _times("ron_dealer" if pay.dealer else "ron_non_dealer", 6 if pay.dealer else 4, b)
        parts.append(steps[-1].value)
        if pay.honba:
            steps.append(Step("honba_ron", {"honba": pay.honba, "per": rules.honba_ron}, pay.honba_points))
            parts.append(pay.honba_points)
    else:
        payers = rules.players - 1  # three players: the two others pay a tsumo (tsumo loss)
        per = rules.honba_ron // payers
        if pay.dealer:
            steps += _times("tsumo_dealer", 2, b)
        else:
            steps += _times("tsumo_from_dealer", 2, b)
            steps += _times("tsumo_from_other", 1, b)
        if pay.honba:
            steps.append(Step("honba_tsumo", {"honba": pay.honba, "per": per}, per * pay.honba))
        if pay.dealer:
            parts += [pay.each_pays] * payers
        else:
            parts += [pay.dealer_pays, *[pay.non_dealer_pays] * (payers - 1)]
    if pay.sticks:
        steps.append(Step("sticks", {"sticks": pay.sticks}, pay.sticks_points))
        parts.append(pay.sticks_points)
    if len(parts) > 1:
        steps.append(Step("total", {"parts": tuple(parts)}, pay.total))
    else:
        steps.append(Step("total_single", {}, pay.total))
    return steps


def arithmetic_steps(result: ScoreResult) -> list[Step]:
    """The whole calculation of the chosen reading, one explained line per step: fu and their
    rounding, han, base points (``30 fu × 2^(2+3) = 960 base points``), the limit, the
    multiplier or tsumo split, rounding up to 100, honba, sticks and the total. ``[]`` if not a
    win. The last step's ``value`` is the payment total."""
    win = result.win
    if win is None or win.payment is None:
        return []
    steps: list[Step] = []
    if not win.yakuman and yaku_ids(win) != ("renhou",):
        steps += fu_steps(win)
    steps += han_steps(win)
    steps += _limit_steps(win)
    steps += payment_steps(result)
    return steps


Explained = NearMiss | Suggestion | Step | WhyBest | YakuRule


def describe(items: Iterable[Explained], lang: str = "en") -> list[str]:
    """The sentences of several explanation values."""
    return [item.text(lang) for item in items]

"""Teaching mode: yaku that are one thing away in the chosen reading of a win.

:func:`near_misses` lists each with the one thing ("no pinfu: 12s waits on 3s only (penchan)")
and what the hand would pay more with it; only real near misses are listed (one thing away, and
paying more, or a trade that says what it costs). The checks, one per yaku family, read one
reading of the hand (:func:`context`); :func:`misses` runs them all, for the suggestions of a
hand without a yaku (:mod:`mjgui.core.teach.suggest`) and for why a claimed yaku does not count
(:mod:`mjgui.core.teach.why_not`) too.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from mjgui.core.errors import MahjongError
from mjgui.core.i18n import phrase, say
from mjgui.core.numbers import number
from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.fu import count_fu
from mjgui.core.scoring.hand import HandSpec, Meld, problems
from mjgui.core.scoring.points import MANGAN_BASE, base_points, payment
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import DORA_IDS, ReadingValue, ScoreResult, score_valid, yaku_ids
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
from mjgui.core.scoring.yaku import yaku_han
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain_text import Params
from mjgui.core.teach.near_miss_hand import (
    SEQUENCES,
    buildable,
    described_gains,
    dora_han,
    group_named,
    swaps,
)

__all__ = ["NearMiss", "near_misses"]


@dataclass(frozen=True)
class NearMiss:
    """A yaku the hand almost has. ``id`` is the yaku id, ``code`` the reason (a key of
    :data:`explain_text.NEAR_BODY`), ``params`` its tiles and numbers."""

    id: str
    code: str
    params: Params = field(default_factory=dict)
    more: int = 0  # how much more the hand would pay with it (0: not worked out)

    def body(self, lang: str = "en") -> str:
        """The reason alone: ``12s waits on 3s only (penchan)``; payments written as every
        window writes them (``17 900``: :func:`~mjgui.core.numbers.number`)."""
        params = T.localize(self.params, lang)
        for key in _AMOUNTS:
            value = params.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                params[key] = number(value, lang)
        out = phrase(T.NEAR_BODY, self.code, lang, **params)
        if "new_dora" in params:  # a trade's han and fu: the dora in them, when they change
            out += say(T.NEAR_MISS_DORA, lang, dora=params.get("dora"), new_dora=params["new_dora"])
        return out

    def text(self, lang: str = "en") -> str:
        """``no pinfu: 12s waits on 3s only (penchan)``, and what it would add to the payment
        (or, for a trade of yaku that loses fu, take from it)."""
        ident = self.id
        if self.code == "yakuhai_pair" and self.params.get("han") == 2:  # the seat's and the round's
            ident = "double_wind"
        out = say(T.NEAR_MISS, lang, yaku=T.yaku_word(ident, lang), body=self.body(lang))
        if self.more:
            out += say(T.NEAR_MISS_MORE, lang, n=number(self.more, lang))
        less = self.params.get("less")
        if isinstance(less, int):
            if less > 0:
                out += say(T.NEAR_MISS_LESS, lang, n=number(less, lang))
            else:
                out += say(T.NEAR_MISS_SAME_PAY, lang)
        return out


#: the parameters of a near miss that are payments (another reading's total, the chosen one's)
_AMOUNTS = ("total", "best_total")


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


def context(spec: HandSpec, value: ReadingValue) -> _Ctx:
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
    kuitan_blocks = not c.closed and yaku_han("tanyao", c.spec.rules)[1] is None  # no kuitan
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
        trade = _valued_trade(c, valued)
        # no such hand to weigh: only the rule is said (for a why-not), as no near miss
        return [_Miss(blockers[0], False) if trade is None else _Miss(trade, True)]
    return [_Miss(blockers[0], len(blockers) == 1)]


def _valued_trade(c: _Ctx, valued: NearMiss) -> NearMiss | None:
    """Pinfu in place of the valued triplet (or kan) that alone blocks it, weighed on the hands
    it describes: each sequence in the triplet's place, won on each of its tiles when the
    triplet held the winning tile (a shanpon won on it: 789s there is a penchan won on 7s, a
    ryanmen won on 9s), built and scored by the core (:func:`_best_trade`: a sequence can bring
    tanyao, iipeikou, sanshoku... with pinfu; the triplet takes its fu and its dora with it).
    The best-paying hand with pinfu is the one weighed: when it pays less, the triplet's trade
    for pinfu "would lose more than it gains" (and how much less it would pay); otherwise what
    it really gives and takes, its han and fu (and dora, when they change), and what it would
    pay more or the same (among hands that pay alike, one that gains pinfu alone for the
    triplet's yakuhai, and keeps its dora, is said first). None (no near miss) when no such
    hand can be built (no tile left for the sequence, a rinshan without its kan...) or the hand
    as it is pays nothing (no payment to weigh the trade against): the triplet's plain reason
    is said then, as no near miss."""
    now = score_valid(c.spec).win
    if now is None or now.payment is None:
        return None
    group = group_named(c.reading, valued.params.get("tiles"))
    if group is None:
        return None
    held = {y.id: y.han for y in now.yaku if y.id not in DORA_IDS}
    dora = dora_han(now)
    plain = (set(held) - set(_yakuhai_of(c, group.first))) | {"pinfu"}

    def rank(trade: _Trade) -> tuple[int, ...]:  # pinfu alone for the yakuhai; a low sequence
        alone = set(yaku_ids(trade.value)) == plain and dora_han(trade.value) == dora
        return (alone, -trade.new[0])

    index = c.reading.groups.index(group)
    changes = ((index, (start, start + 1, start + 2)) for start in SEQUENCES)
    best = _best_trade(c, now.payment.total, changes, "pinfu", rank)
    if best is None:
        return None
    if best.diff < 0:  # every sequence there pays less, whatever else it brings with pinfu
        return NearMiss("pinfu", valued.code, {**valued.params, "less": -best.diff})
    again = best.value
    made_han = {y.id: y.han for y in again.yaku if y.id not in DORA_IDS}
    params: dict[str, object] = {
        "tiles": valued.params["tiles"],
        "worth": valued.params["han"],
        "sequence": format_kinds(best.new),
        "gained": tuple(y for y in made_han if y not in held),
        "lost": tuple(y for y in held if y not in made_han),
        "han": now.han,
        "fu": now.fu.fu,
        "new_han": again.han,
        "new_fu": again.fu.fu,
        **_dora_change(now, again),
    }
    if best.diff > 0:
        return NearMiss("pinfu", "pinfu_valued_trade", params, best.diff)
    return NearMiss("pinfu", "pinfu_valued_trade", {**params, "less": 0})


class _Trade(NamedTuple):
    """A hand a trade describes, scored: the sequence ``new`` in place of set ``place`` of the
    reading."""

    diff: int  # what it would pay more than the hand as it is (less: below 0)
    place: int  # the set's index in the reading's groups
    new: tuple[int, int, int]
    value: ReadingValue


def _best_trade(
    c: _Ctx,
    paid: int,
    changes: Iterable[tuple[int, tuple[int, int, int]]],
    yaku: str,
    rank: Callable[[_Trade], tuple[int, ...]],
) -> _Trade | None:
    """The hand that pays most of those ``changes`` make (a sequence in place of a set of the
    reading, won on each tile the change allows: :func:`~near_miss_hand.swaps`), built and
    scored by the core: a win with ``yaku`` and no yakuman; among hands that pay alike, the one
    ``rank`` puts highest. ``paid``: what the hand as it is pays. None when no such hand can
    be built."""
    best: _Trade | None = None
    key: tuple[int, tuple[int, ...]] | None = None
    for index, new in changes:
        for hand in swaps(c.spec, c.reading.groups[index], list(new)):
            if problems(hand):
                continue
            again = score_valid(hand).win
            if again is None or again.payment is None or again.yakuman or yaku not in yaku_ids(again):
                continue
            trade = _Trade(again.payment.total - paid, index, new, again)
            weighed = (trade.diff, rank(trade))
            if key is None or weighed > key:
                best, key = trade, weighed
    return best


def _dora_change(now: ReadingValue, again: ReadingValue) -> dict[str, object]:
    """The dora han of a trade's hand before and after (``dora``, ``new_dora``) when they
    differ (a dora in the set given up, or in the new one): said with its han, so the han said
    add up (:data:`explain_text.NEAR_MISS_DORA`); nothing when they are the same."""
    before, after = dora_han(now), dora_han(again)
    return {} if before == after else {"dora": before, "new_dora": after}


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
    # a sequence of sanshoku or ittsu held twice: the other copy keeps the yaku
    alone = group.kind == "shuntsu" and firsts.count(group.first) == 1
    if "sanshoku" in ids and alone:
        for n in range(7):
            if all(p in firsts for p in (n, n + 9, n + 18)) and group.first in (n, n + 9, n + 18):
                lost.append("sanshoku")
                break
    if "ittsu" in ids and alone and group.first < 27:
        start = group.first - group.first % 9
        if group.first % 3 == 0 and all(p in firsts for p in (start, start + 3, start + 6)):
            lost.append("ittsu")
    if "iipeikou" in ids and group.kind == "shuntsu" and firsts.count(group.first) >= 2:
        lost.append("iipeikou")
    if ids & {"chanta", "junchan"} and not any(is_yaochuu(k) for k in new):
        lost.extend(sorted(ids & {"chanta", "junchan"}))
    if "tanyao" in ids and any(is_yaochuu(k) for k in new):
        lost.append("tanyao")
    if group.is_triplet:  # a valued triplet's yakuhai goes with it
        lost.extend(_yakuhai_of(c, group.first))
    return tuple(lost)


def _yakuhai_of(c: _Ctx, kind: int) -> tuple[str, ...]:
    """The yakuhai a triplet of ``kind`` gives in this reading (a dragon's own; a wind the
    seat's and the round's, when the reading counts them)."""
    if kind in DRAGONS:
        return (("haku", "hatsu", "chun")[kind - DRAGONS[0]],)
    found = []
    if kind == WINDS[c.spec.seat] and "seat_wind" in c.ids:
        found.append("seat_wind")
    if kind == WINDS[c.spec.round_wind] and "round_wind" in c.ids:
        found.append("round_wind")
    return tuple(found)


def _set_missing(c: _Ctx, yaku: str, code: str, parts: Iterable[int], missing: int) -> list[_Miss]:
    """A sequence missing for ittsu or sanshoku (``parts``: the firsts of its three sequences;
    one copy of each the hand holds stays, a second copy is free to go); when every set it
    could replace carries yaku (counted by :func:`_lost_with`), it is a trade: the hands it
    describes are built and scored (:func:`_scored_trade`), and what the best of them really
    gives and loses is said."""
    tiles = format_kinds((missing, missing + 1, missing + 2))
    gain = han_of(yaku, c.closed, c.spec.rules) or 0
    groups = c.reading.groups
    win_group = c.reading.win_group
    kept: set[int] = set()  # one sequence of each part stays; a second copy is free to go
    for part in parts:
        same = [i for i, g in enumerate(groups) if g.kind == "shuntsu" and g.first == part]
        if same:  # the one kept: a called one (it cannot go), else the winning one
            kept.add(max(same, key=lambda i: (groups[i].opened, i == win_group)))
    candidates = [i for i, g in enumerate(groups) if g.kind != "pair" and not g.opened and i not in kept]
    if not candidates:
        return []
    new = (missing, missing + 1, missing + 2)
    # the set that costs least, and among those one the winning tile is not in
    best: tuple[int, bool, tuple[str, ...], int] | None = None
    for i in candidates:
        lost = _lost_with(c, c.reading.groups[i], new)
        han = sum(han_of(y, c.closed, c.spec.rules) or 0 for y in lost)
        key = (han, i == c.reading.win_group, lost, i)
        if best is None or key[:2] < best[:2]:
            best = key
    assert best is not None
    if best[0] < gain:
        plain = NearMiss(yaku, code, {"tiles": tiles})
        if not best[2]:  # a set it can take the place of at no cost: what it pays is worked out later
            return [_Miss(plain, True)]
        # every set it could replace carries a yaku worth less (iipeikou for ittsu's 2 han): the
        # hand it describes, scored, says what it gives, takes and pays
        trade = _scored_trade(c, plain, candidates, new)
        return [] if trade is None else [_Miss(trade, True)]
    if best[0] == gain:
        even = _even_trade(c, yaku, tiles, best[2], gain, best[3], missing)
        if even is None:  # the trade gives pinfu too: a gain, worked out as any other
            return _one(yaku, code, tiles=tiles)
        said = even
    else:
        params = {"tiles": tiles, "lost": best[2], "gain": gain, "loss": best[0]}
        said = NearMiss(yaku, "set_missing_costly", params)
    trade = _scored_trade(c, said, candidates, new)
    return [] if trade is None else [_Miss(trade, True)]


def _scored_trade(
    c: _Ctx, said: NearMiss, candidates: list[int], new: tuple[int, int, int]
) -> NearMiss | None:
    """A trade the han of :func:`_lost_with` call even or costly (``said``), checked on the
    hands it describes: the sequence ``new`` in place of each set of ``candidates`` (won on
    each of its tiles when that set held the winning tile), built and scored by the core
    (:func:`_best_trade`). The hand that pays most is the one said. When it gives up just the
    yaku counted, gains only the missed one and keeps its dora, the trade's own sentence, with
    its real fu and payment; otherwise what it really gives and takes (a honitsu made
    chinitsu, a shousangen broken with its dragon triplet, a dora), its han and fu, and what it
    would pay more or less. None when no such hand can be built (a closed kan undone takes the
    rinshan with it...): no near miss. ``said`` as it is when the hand as it is pays nothing
    (held back by ryanhan shibari)."""
    now = score_valid(c.spec).win
    if now is None or now.payment is None:
        return said
    reading = c.reading

    def rank(trade: _Trade) -> tuple[int, ...]:  # a set the winning tile is not in; the first
        return (trade.place != reading.win_group, -trade.place)

    best = _best_trade(c, now.payment.total, ((i, new) for i in candidates), said.id, rank)
    if best is None:
        return None
    diff, index, again = best.diff, best.place, best.value
    held = {y.id: y.han for y in now.yaku if y.id not in DORA_IDS}
    made = {y.id: y.han for y in again.yaku if y.id not in DORA_IDS}
    lost = tuple(y for y in held if y not in made)
    gained = tuple(y for y in made if y not in held)
    group = reading.groups[index]
    named = _lost_with(c, group, new)
    ident, tiles = said.id, said.params["tiles"]
    if (
        gained == (ident,)
        and lost
        and set(lost) == set(named)
        and again.han - now.han == made[ident] - sum(held[y] for y in lost)
    ):  # the yaku counted, and the same dora
        gain, loss = made[ident], sum(held[y] for y in lost)
        params: dict[str, object] = {"tiles": tiles, "lost": named, "gain": gain, "loss": loss}
        if loss > gain and diff <= 0:
            return NearMiss(ident, "set_missing_costly", params)
        if loss == gain and diff <= 0:
            if index == reading.win_group:  # won on another tile then: only the han are said
                return NearMiss(ident, "set_missing_even", params)
            if again.fu.fu == now.fu.fu:
                return NearMiss(ident, "set_missing_even_same", params)
            fu = {"replaced": format_kinds(group.kinds), "fu": now.fu.fu, "new_fu": again.fu.fu}
            return NearMiss(ident, "set_missing_even_fu", {**params, **fu, "less": -diff})
    params = {
        "tiles": tiles,
        "replaced": format_kinds(group.kinds),
        "gained": gained,
        "han": now.han,
        "fu": now.fu.fu,
        "new_han": again.han,
        "new_fu": again.fu.fu,
        **_dora_change(now, again),
    }
    code = "set_missing_extra"
    if lost:
        code, params["lost"] = "set_missing_trade", lost
    if diff > 0:
        return NearMiss(ident, code, params, diff)
    return NearMiss(ident, code, {**params, "less": -diff})


def _even_trade(
    c: _Ctx, yaku: str, tiles: str, lost: tuple[str, ...], han: int, index: int, missing: int
) -> NearMiss | None:
    """A trade of yaku for yaku worth the same han (set ``index`` replaced by the sequence from
    ``missing``): it changes no han, but a triplet replaced takes its fu with it. Says the fu
    before and after (the wait and every other set as they are); when the winning set itself
    would be replaced, the fu are not known and only the han are said. None when the trade
    would also give pinfu (then it gains)."""
    params: dict[str, object] = {"tiles": tiles, "lost": lost, "gain": han, "loss": han}
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
    # won by ron on the sequence, the triplet in its place would be completed by ron: not concealed
    if c.closed and c.concealed_triplets() == 3 and (c.spec.tsumo or not won_on_sequence):
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
    code = "junchan_group" if yaku == "junchan" else "chanta_group"  # an honor: chanta only
    return _one(yaku, code, tiles=_gtext(g), changed=changed)


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


def misses(c: _Ctx) -> list[_Miss]:
    """Every check's near misses of one reading, but none that names a tile the set lacks
    (:func:`needs_a_removed_tile`): the calculator's notes, the suggestions and the quiz's why
    not all read them from here, so none of them offers a yaku made of 2m..8m at a
    three-player table."""
    out: list[_Miss] = []
    removed = c.spec.rules.removed_kinds
    for check in _CHECKS:
        found = check(c)
        if removed:
            found = [m for m in found if not needs_a_removed_tile(m.miss.params, removed)]
        # a change no real hand can be made of (a fifth copy of a tile, RULES.md §1) is no miss
        out.extend(m for m in found if buildable(c.spec, c.reading, m.miss.code, m.miss.params))
    return out


def other_readings(result: ScoreResult) -> list[NearMiss]:
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
            from mjgui.core.teach.report import reading_text  # the JSON writer's: not at every start

            params = {
                "sets": reading_text(v.reading),
                "total": v.payment.total,
                "best_total": win.payment.total,
            }
            code = "other_reading" if v.payment.total < win.payment.total else "other_reading_tie"
            out.append(NearMiss(ident, code, params))
    spec = result.spec
    if spec.renhou and spec.rules.renhou == "mangan" and "renhou" not in have and not win.yakuman:
        # renhou ticked, not taken: it pays mangan, and the hand's own value is the higher or
        # the same (RULES.md §2: the higher of the two is paid)
        mangan = payment(
            MANGAN_BASE,
            dealer=spec.seat == 0,
            tsumo=spec.tsumo,
            honba=spec.honba_taken,
            sticks=spec.sticks,
            rules=spec.rules,
        ).total
        code = "renhou_not_taken" if mangan < win.payment.total else "renhou_not_taken_tie"
        out.append(NearMiss("renhou", code, {"total": mangan, "best_total": win.payment.total}))
    return out


#: why a valid hand does not win when it is short of yaku: no yaku, or short of ryanhan shibari
SHORT_OF_YAKU = frozenset({"no_yaku", "ryanhan_shibari"})


def short_of_yaku(result: ScoreResult) -> bool:
    """Does ``result`` not win for want of yaku (none, or short of ryanhan shibari)? The hands
    :func:`mjgui.core.teach.suggest.suggestions` answers, asked without loading that module."""
    return not result.ok and result.no_win is not None and result.no_win.code in SHORT_OF_YAKU


def near_misses(result: ScoreResult) -> list[NearMiss]:
    """Yaku one thing away from the chosen reading of a win, one line each; ``[]`` if not a win
    (and for a yakuman, where nothing more could count)."""
    win = result.win
    if win is None or win.yakuman:
        return []
    out: list[NearMiss] = []
    seen: set[str] = set()
    ctx = context(result.spec, win)
    found = other_readings(result)
    prizes: list[NearMiss] = []  # changes that make a yakuman, named by the yakuman
    for m in misses(ctx):
        if not m.close:
            continue
        more = _would_pay_more(ctx, win, m.miss)
        if isinstance(more, str):  # the hand it describes is a yakuman: that is the prize
            if m.miss.code != "yakuhai_pair":  # "a triplet would give 1 han": not for a yakuman
                prizes.append(NearMiss(more, m.miss.code, m.miss.params))
        elif more is None:  # not a yaku's han added (an open hand's, a trade, a yakuman)
            found.append(m.miss)
        elif more > 0:  # a near miss that would pay nothing more is no near miss
            found.append(NearMiss(m.miss.id, m.miss.code, m.miss.params, more))
    found += prizes  # last: the yakuman's own near miss ("as a concealed triplet…") comes first
    for miss in found:
        if miss.id in seen:
            continue
        seen.add(miss.id)
        out.append(miss)
    return out


def needs_a_removed_tile(params: Params, removed: frozenset[int]) -> bool:
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
        "pinfu_valued_trade",
        "set_missing_costly",
        "set_missing_even",
        "set_missing_even_same",
        "set_missing_even_fu",
        "set_missing_trade",
        "set_missing_extra",
    }
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
        honba=spec.honba_taken,
        sticks=spec.sticks,
        rules=rules,
    )
    return paid.total


def _would_pay_more(c: _Ctx, win: ReadingValue, miss: NearMiss) -> int | str | None:
    """How much more the hand would pay with the missed yaku: what the hands the near miss
    describes pay, built and scored (:mod:`mjgui.core.teach.near_miss_hand`: a triplet given up
    takes its fu, a wait changed changes its fu), the estimate from the han alone when one of
    them pays it. When none gains just that yaku, what the hands that give something up for it
    pay (0, and no near miss, when none pays more); the yakuman's id when every such hand is a
    yakuman (the prize to name); None (no payment said) when no such hand can be built.
    Sanankou spoiled by ron: its own 2 han added to the hand as it was won (not the menzen
    tsumo that winning by tsumo would add besides); spoiled by a call: the hand with that set
    kept concealed, scored (:func:`_kept_concealed`: a flush's closed han, menzen tsumo and the
    fu come with it, as they would at the table). None as well when the
    near miss adds no han to the hand as it is (a closed-only yaku of an open hand, a trade
    that says its cost, a yakuman)."""
    if win.payment is None:
        return None
    if miss.code == "sanankou_called":  # the hand it describes: that set kept concealed
        return _kept_concealed(c, win, miss)
    if miss.code in _NOT_ADDED:
        return None
    if miss.id == "suuankou" and miss.code == "sanankou_ron":  # the yakuman: the hand by tsumo
        return _by_tsumo(c, win)
    rules = c.spec.rules
    if miss.code == "tanyao_kuitan":  # the hand it describes: these rules with open tanyao
        rules = replace(rules, kuitan=True)
    gain = miss.params.get("han") if miss.code == "yakuhai_pair" else han_of(miss.id, c.closed, rules)
    if not isinstance(gain, int) or gain <= 0:
        return None
    if miss.id == "tanyao":
        gain -= sum(_valued_triplet_han(c, g.first) for g in c.triplets() if is_yaochuu(g.first))
    for lower, higher in SUPERSEDED.items():  # chinitsu replaces honitsu, junchan chanta...
        if higher == miss.id and lower in c.ids:
            gain -= han_of(lower, c.closed, rules) or 0
    fu = win.fu.fu
    if miss.id == "pinfu":
        fu = 20 if c.spec.tsumo else 30
    more = max(0, _paid(c.spec, win.han + gain, fu) - win.payment.total)
    # the hands the near miss describes, scored: the fu that go or come with the change count
    lesser = next((low for low, high in SUPERSEDED.items() if high == miss.id), None)
    real = described_gains(c.spec, win, (miss.id, miss.code, miss.params), lesser, stop=more)
    if real is None:  # a change no hand is built for: the han alone
        return more
    if real.gains:
        return more if more in real.gains else max(0, max(real.gains))
    if real.others:  # the change gives something up with it: what it is really worth
        return max(0, max(real.others))
    if real.yakuman:  # every hand with that change is a yakuman: the prize to name
        return real.yakuman[0]
    # no such hand could be built: what it would pay is not said (nor the near miss, when even
    # the han alone would pay nothing more)
    return None if more else 0


def _kept_concealed(c: _Ctx, win: ReadingValue, miss: NearMiss) -> int | str:
    """How much more the hand would pay with the called triplet of ``miss`` kept concealed (a
    called kan declared closed): the hand built and scored, with all a concealed set brings
    (sanankou, the closed han of a honitsu or chinitsu, menzen tsumo, the closed ron's fu, the
    concealed triplet's fu). The yakuman's id when that hand is one (the prize to name); 0 (no
    near miss) when it cannot be built or has no sanankou."""
    spec = c.spec
    tiles = sorted(t.kind for t in parse_tiles(str(miss.params.get("tiles", ""))))
    meld = next((m for m in spec.melds if m.opened and sorted(t.kind for t in m.tiles) == tiles), None)
    if meld is None or win.payment is None:
        return 0
    melds = tuple(m for m in spec.melds if m is not meld)
    if meld.is_kan:
        hand = replace(spec, melds=(*melds, Meld("ankan", meld.tiles)))
    else:
        concealed = sorted((*spec.concealed, *meld.tiles), key=lambda t: (t.kind, not t.red))
        hand = replace(spec, concealed=tuple(concealed), melds=melds)
    if problems(hand):
        return 0
    again = score_valid(hand).win
    if again is None or again.payment is None:
        return 0
    ids = sorted(yaku_ids(again))
    if again.yakuman:
        return ids[0] if ids else 0
    if "sanankou" not in ids:
        return 0
    return max(0, again.payment.total - win.payment.total)


def _by_tsumo(c: _Ctx, win: ReadingValue) -> int | None:
    """How much more the hand would pay won by tsumo (a suuankou lost to ron: the yakuman it
    would be); None if that is not a valid yakuman."""
    from dataclasses import replace

    from mjgui.core.scoring.hand import problems
    from mjgui.core.scoring.scoring import score_valid

    spec = c.spec
    if spec.tsumo or spec.chankan or win.payment is None:
        return None
    changed = replace(spec, tsumo=True, discarder=None, houtei=False)
    if problems(changed):
        return None
    again = score_valid(changed).win
    if again is None or again.payment is None or not again.yakuman:
        return None
    return max(0, again.payment.total - win.payment.total)


def han_of(ident: str, closed: bool, rules: Rules) -> int | None:
    """An ordinary yaku's han in a closed or an open hand under ``rules`` (None: a yakuman, or
    closed only and the hand open)."""
    if ident not in YAKU_HAN:
        return None
    closed_han, open_han = yaku_han(ident, rules)
    return closed_han if closed else open_han


SUPERSEDED = {
    "riichi": "double_riichi",
    "iipeikou": "ryanpeikou",
    "chanta": "junchan",
    "honitsu": "chinitsu",
    "sanankou": "suuankou",
    "shousangen": "daisangen",
    "kokushi": "kokushi_13",
    "chuuren": "chuuren_9",
    "suuankou": "suuankou_tanki",
    "sankantsu": "suukantsu",
    "shousuushii": "daisuushii",
}

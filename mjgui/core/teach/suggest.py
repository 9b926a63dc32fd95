"""Teaching mode: what would give a hand without a yaku (or short of ryanhan shibari) its yaku.

:func:`suggestions` offers riichi and menzen tsumo for a closed hand, then every near miss of any
reading (:func:`mjgui.core.teach.near_miss.misses`) that a player could act on, with its han and
how many tiles of the hand it changes: the fewest by which a winning hand with that yaku differs
from the hand ("at least" so many when the fewest are not known).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from mjgui.core.i18n import phrase, say
from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.hand import SITUATION_FLAGS, HandSpec, in_sight, problems
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import ScoreResult, score_valid
from mjgui.core.scoring.tiles import (
    DRAGONS,
    WINDS,
    Tile,
    format_kinds,
    is_honor,
    is_yaochuu,
    parse_tiles,
    suit_of,
)
from mjgui.core.scoring.yaku import yaku_han
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain_text import Params
from mjgui.core.teach.near_miss import (
    SUPERSEDED,
    NearMiss,
    context,
    han_of,
    misses,
    short_of_yaku,
)
from mjgui.core.teach.near_miss_hand import CHANGED_SET, NEW_SET, swap

__all__ = ["Suggestion", "suggestions"]


@dataclass(frozen=True)
class Suggestion:
    """What would give a yakuless hand a yaku: ``id`` the yaku, ``params["han"]`` its value."""

    id: str
    code: str
    params: Params = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        if self.code in T.SUGGESTION_TEXT:
            return phrase(T.SUGGESTION_TEXT, self.code, lang, **T.localize(self.params, lang))
        body = phrase(T.NEAR_BODY, self.code, lang, **T.localize(self.params, lang))
        values = {"yaku": T.yaku_word(self.id, lang), "han": self.params.get("han", 1), "body": body}
        changed = self.params.get("changed", 1)
        if self.params.get("at_least") and isinstance(changed, int):
            return say(T.SUGGESTION_AT_LEAST, lang, n=changed, **values)
        if isinstance(changed, int) and changed > 1:
            return say(T.SUGGESTION_TILES, lang, n=changed, **values)
        return say(T.SUGGESTION, lang, **values)


# Near misses that no player can act on for a hand already open, or that are said otherwise.
_NOT_SUGGESTED = frozenset(
    {
        "pinfu_open",
        "pinfu_kan",  # a declared kan is not undone by changing tiles
        "iipeikou_open",
        "menzen_tsumo_open",
        "other_reading",
        "other_reading_tie",
        "renhou_not_taken",
        "renhou_not_taken_tie",
        "tanyao_kuitan",
        "riichi_not_declared",
    }
)


def open_yaku(rules: Rules) -> tuple[str, ...]:
    """The yaku that count in an open hand under ``rules``, as the yaku table and the rule
    options say (:func:`~mjgui.core.scoring.yaku.yaku_han`: open tanyao with kuitan only): the
    tile yaku, the five yakuhai as one, then those of the situation (a kan, the last tile).
    Three players: no sanshoku, which needs a sequence of man (no 2m..8m, RULES.md §9)."""
    tiles: list[str] = []
    situation: list[str] = []
    for ident in YAKU_HAN:
        if yaku_han(ident, rules)[1] is None or (rules.removed_kinds and ident == "sanshoku"):
            continue
        ident = "yakuhai" if ident in YAKUHAI_IDS else ident
        into = situation if ident in SITUATION_FLAGS else tiles
        if ident not in into:
            into.append(ident)
    return (*tiles, *situation)


#: The five yakuhai, named as one in a list of yaku.
YAKUHAI_IDS = frozenset({"haku", "hatsu", "chun", "seat_wind", "round_wind"})


def _key(ident: str, code: str, params: Params) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    return ident, code, tuple(sorted((k, repr(v)) for k, v in params.items()))


def _tiles_changed(
    spec: HandSpec, reading: Reading, miss: NearMiss, one_away: frozenset[str]
) -> tuple[int, bool]:
    """How many tiles of the hand the change ``miss`` names takes, and whether that count is
    exact: the fewest tiles that differ between the hand and a winning hand with the yaku.

    1 when a hand one tile away has the yaku (``one_away``: :func:`_one_tile_away`, every such
    hand). Otherwise at least 2, and at least what the yaku itself asks (:func:`_fewest`: every
    terminal and honor goes for tanyao...); the hands the change describes are built and scored
    (:func:`_nearest`), and when the nearest one with the yaku is that far, that is the count;
    when it is farther, or none is found, the count is only the least (said "at least").
    Changes that move no tile (the winning tile, a flag): their own count."""
    if miss.code not in _BUILT:
        count = miss.params.get("changed", 1)
        return (count if isinstance(count, int) else 1), True
    if _has(one_away, miss.id):
        return 1, True
    least = max(2, _fewest(spec, miss))
    nearest = _nearest(spec, reading, miss, least)
    if nearest is not None and nearest <= least:
        return nearest, True
    return least, False


#: The changes whose hands are built to count their tiles (a set or the pair replaced, a new
#: set in place of one of the hand's, a sequence shifted).
_BUILT = frozenset(CHANGED_SET) | NEW_SET | {"shousangen_pair", "iipeikou_shift"}


def _has(found: frozenset[str], ident: str) -> bool:
    """Is yaku ``ident`` among ``found``, or the greater one that takes its place (chinitsu for
    honitsu...)?"""
    return ident in found or SUPERSEDED.get(ident, "") in found


def _one_tile_away(spec: HandSpec) -> frozenset[str]:
    """The yaku of every winning hand one concealed tile away from ``spec``: one tile swapped
    for another kind, won on the same tile (when a copy of it is left) or on the new one (when
    the one swapped was a copy of the winning tile)."""
    from mjgui.core.scoring.waits import winning_kinds  # a hand without a yaku's: not at every start
    from mjgui.core.teach.tenpai import discarded_tile

    found: set[str] = set()
    concealed = list(spec.concealed)
    win = spec.win_tile
    for kind in sorted({t.kind for t in concealed}):
        rest = list(concealed)
        rest.remove(discarded_tile(concealed, kind))  # the plain five before a red one
        for new in winning_kinds(rest, len(spec.melds), spec.rules.removed_kinds):
            if new == kind:
                continue
            tiles = tuple(sorted((*rest, Tile(new)), key=lambda t: (t.kind, not t.red)))
            wins = [win] if win in rest else []
            if kind == win.kind:
                wins.append(Tile(new))
            for tile in wins:
                hand = replace(spec, concealed=tiles, win_tile=tile)
                if problems(hand):
                    continue
                again = score_valid(hand).win
                if again is not None:
                    found.update(y.id for y in again.yaku)
    return frozenset(found)


def _fewest(spec: HandSpec, miss: NearMiss) -> int:
    """The fewest tiles any hand with the yaku of ``miss`` differs by from ``spec``, from what
    the yaku asks of every tile: each terminal or honor goes for tanyao, each tile of another
    suit for a flush, each 4, 5 or 6 for chanta (and each honor for junchan), each tile of the
    sets of ittsu, sanshoku or sanshoku doukou not called that the concealed hand lacks, each
    dragon short
    of shousangen, and for pinfu every honor but a pair of one that gives no fu. 1 for the
    others (nothing known beyond the change itself)."""
    kinds = [t.kind for t in spec.all_tiles()]
    ident, code = miss.id, miss.code
    if ident == "tanyao":
        return sum(1 for k in kinds if is_yaochuu(k))
    if ident in ("honitsu", "chinitsu"):
        honors = ident == "honitsu"
        return min(
            sum(1 for k in kinds if suit_of(k) != s and not (honors and is_honor(k))) for s in range(3)
        )
    if ident in ("chanta", "junchan"):
        honors = ident == "junchan"
        return sum(1 for k in kinds if (is_honor(k) and honors) or (not is_honor(k) and k % 9 in (3, 4, 5)))
    tiles = miss.params.get("tiles")
    if code in NEW_SET and isinstance(tiles, str):  # the sets of the yaku: called, or concealed
        first = parse_tiles(tiles)[0].kind
        n = first % 9
        if code == "ittsu_missing":
            starts = [first - n, first - n + 3, first - n + 6]
        else:
            starts = [s * 9 + n for s in range(3)]
        called = [sorted(t.kind for t in m.tiles) for m in spec.melds]
        concealed = [t.kind for t in spec.concealed]
        if code == "sanshoku_doukou_missing":
            return sum(
                max(0, 3 - concealed.count(k)) for k in starts if not any(m[0] == m[-1] == k for m in called)
            )
        return sum(
            1
            for k in starts
            if [k, k + 1, k + 2] not in called
            for kind in (k, k + 1, k + 2)
            if kind not in concealed
        )
    if ident == "shousangen":
        return min(sum(max(0, (2 if d == pair else 3) - kinds.count(d)) for d in DRAGONS) for pair in DRAGONS)
    if ident == "pinfu":
        valued = {*DRAGONS, WINDS[spec.seat], WINDS[spec.round_wind]}
        plain = [kinds.count(k) for k in range(27, 34) if k not in valued]
        return sum(kinds.count(k) for k in valued) + sum(plain) - min(2, max(plain, default=0))
    return 1


def _nearest(spec: HandSpec, reading: Reading, miss: NearMiss, least: int) -> int | None:
    """The fewest tiles by which a hand the change ``miss`` names, with its yaku, differs from
    ``spec``: the set or pair it names replaced by every set (a sequence or a triplet) or pair
    (or, when that is not ``least`` tiles away, the set made the pair and the pair any set),
    the new set in place of each set of the hand, the sequence shifted; each hand built,
    scored and kept when it wins with the yaku. None when none does."""
    code, params = miss.code, miss.params
    groups = [g for g in reading.groups if not g.declared]
    sets = [g for g in groups if g.kind != "pair"]
    pair = next((g for g in groups if g.kind == "pair"), None)

    def named(key: str) -> Group | None:
        return next((g for g in groups if format_kinds(g.kinds) == params.get(key)), None)

    changes: list[_Change] = []
    old = None
    if code in NEW_SET:
        new = _kinds(params.get("tiles"))
        changes = [((g, new),) for g in sets]
        if pair is not None:  # a set made the pair, the pair the new set (888m 44s: 88m 456s)
            changes += [((g, [k, k]), (pair, new)) for g in sets for k in sorted(set(g.kinds))]
    elif code == "shousangen_pair" and pair is not None:
        changes = [((pair, _kinds(params.get("dragon"))),)]
    elif code == "iipeikou_shift":
        a, b = named("a"), named("b")
        if a is not None and b is not None:
            changes = [((b, list(a.kinds)),), ((a, list(b.kinds)),)]
    else:
        old = pair if code == "tanyao_pair" else named(CHANGED_SET.get(code, ""))
        if old is not None and old.kind == "pair":
            changes = [((old, [k, k]),) for k in range(34)]
        elif old is not None:
            changes = [((old, n),) for n in _SETS]
    best = _fewest_changed(spec, miss.id, changes)
    if old is not None and old.kind != "pair" and pair is not None and (best is None or best > least):
        # the set made the pair, and the pair a set (111z 44p: 11z 345p, two tiles)
        turned: list[_Change] = [((old, [k, k]), (pair, n)) for k in sorted(set(old.kinds)) for n in _SETS]
        again = _fewest_changed(spec, miss.id, turned)
        if again is not None and (best is None or again < best):
            best = again
    return best


#: One change of a hand: groups of a reading and the tiles that take their places.
_Change = tuple[tuple[Group, list[int]], ...]


def _fewest_changed(spec: HandSpec, ident: str, changes: list[_Change]) -> int | None:
    """The fewest tiles changed by one of ``changes`` that makes a winning hand with yaku
    ``ident``; None when none does."""
    best: int | None = None
    for change in changes:
        old = [k for g, _ in change for k in g.kinds]
        new = [k for _, n in change for k in n]
        count = len(old) - sum(min(old.count(k), new.count(k)) for k in set(new))
        if count == 0 or (best is not None and count >= best):
            continue
        first, *rest = change
        wins = [spec.win_tile]
        win = spec.win_tile.kind
        if old.count(win) > new.count(win):  # a copy of the winning tile changed: won on a new one
            wins += [Tile(k) for k in sorted(set(new)) if new.count(k) > old.count(k)]
        for tile in wins:
            won = spec if tile == spec.win_tile else replace(spec, win_tile=tile)
            hand = swap(won, first[0], first[1], *(rest[0] if rest else (None, None)))
            if hand is None or problems(hand):
                continue
            again = score_valid(hand).win
            if again is not None and _has(frozenset(y.id for y in again.yaku), ident):
                best = count
                break
    return best


#: Every set: the sequences, then the triplets.
_SETS = [[k, k + 1, k + 2] for k in range(27) if k % 9 < 7] + [[k] * 3 for k in range(34)]


def _kinds(text: object) -> list[int]:
    return sorted(t.kind for t in parse_tiles(text)) if isinstance(text, str) else []


def _possible(miss: NearMiss, reading: Reading, spec: HandSpec) -> bool:
    """Can the player still make the change ``miss`` names? A called set (or a declared kan)
    stays as it is: only concealed tiles change. A new set needs its tiles not all in sight
    (four copies of one outside the hand: :func:`_all_seen`)."""
    code, params = miss.code, miss.params
    if code == "sanankou_called":
        return False
    if code in CHANGED_SET:
        text = params.get(CHANGED_SET[code])
        return not any(g.declared for g in reading.groups if format_kinds(g.kinds) == text)
    if code == "yakuhai_pair":  # the pair made a triplet, a concealed set made the pair
        return any(not g.declared for g in reading.sets)
    if code in NEW_SET:
        tiles = params.get("tiles")
        if not isinstance(tiles, str):
            return True
        new = parse_tiles(tiles)
        return _replaceable(reading, new[0].kind, code) and not any(_all_seen(spec, t.kind) for t in new)
    return True


def _replaceable(reading: Reading, missing: int, code: str) -> bool:
    """Is a concealed set free to give way to the new set from ``missing`` (not one of the sets
    the yaku is made of)?"""

    def part(g: Group) -> bool:
        if code == "ittsu_missing":
            return g.kind == "shuntsu" and g.first // 9 == missing // 9 and g.first % 9 in (0, 3, 6)
        if code == "sanshoku_missing":
            return g.kind == "shuntsu" and g.first % 9 == missing % 9 and g.first < 27
        return g.is_triplet and g.first % 9 == missing % 9 and g.first < 27

    return any(not g.declared and g.kind != "pair" and not part(g) for g in reading.groups)


def _all_seen(spec: HandSpec, kind: int) -> bool:
    """Are the four copies of ``kind`` in sight outside the concealed hand (in melds, among
    the dora and ura indicators, set aside: :func:`~mjgui.core.scoring.hand.in_sight`)?"""
    return sum(t.kind == kind for t in in_sight(spec)) >= 4


def suggestions(result: ScoreResult) -> list[Suggestion]:
    """What would give a valid hand without a yaku (or short of ryanhan shibari) its yaku:
    riichi and menzen tsumo for a closed hand, then every near miss of any reading."""
    no_win = result.no_win
    if no_win is None or not short_of_yaku(result):
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
    one_away: frozenset[str] | None = None  # the yaku of the hands one tile away, when needed
    no_kuitan = False  # an open hand of simples only, tanyao not counted open (kuitan off)
    for value in result.readings:
        for m in misses(context(spec, value)):
            no_kuitan = no_kuitan or m.miss.code == "tanyao_kuitan"
            if not m.close or m.miss.code in _NOT_SUGGESTED or not _possible(m.miss, value.reading, spec):
                continue
            if m.miss.code == "yakuhai_pair":
                han = m.miss.params.get("han")
            else:
                han = han_of(m.miss.id, spec.closed, spec.rules)
            if not han:
                continue
            if one_away is None:
                one_away = _one_tile_away(spec)
            changed, exact = _tiles_changed(spec, value.reading, m.miss, one_away)
            params = {**m.miss.params, "han": han, "changed": changed}
            if not exact:
                params["at_least"] = True
            add(Suggestion(m.miss.id, m.miss.code, params))
    rules = spec.rules
    if not out:
        code = "open_generic" if rules.kuitan else "open_generic_no_kuitan"
        add(Suggestion("yakuhai", code, {"choices": open_yaku(rules)}))
    elif no_kuitan:
        # the rule that leaves the hand without a yaku, said before what would give it one
        # (without other suggestions open_generic_no_kuitan says it)
        out.insert(0, Suggestion("tanyao", "no_kuitan"))
    if rules.shibari_at(spec.honba):
        # each +1 han alone is still refused: said first, so that the han are added up
        han = no_win.params.get("han", 0) if no_win.code == "ryanhan_shibari" else 0
        out.insert(0, Suggestion("ryanhan_shibari", "shibari", {"honba": spec.honba, "han": han}))
    return out

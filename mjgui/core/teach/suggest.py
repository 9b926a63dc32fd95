"""Teaching mode: what would give a hand without a yaku (or short of ryanhan shibari) its yaku.

:func:`suggestions` offers riichi and menzen tsumo for a closed hand, then every near miss of any
reading (:func:`mjgui.core.teach.near_miss.misses`) that a player could act on, with its han and,
when a whole pair or set must change, how many tiles.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mjgui.core.i18n import phrase, say
from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.hand import HandSpec, in_sight
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.scoring.tiles import format_kinds, parse_tiles
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain_text import Params
from mjgui.core.teach.near_miss import NearMiss, context, han_of, misses
from mjgui.core.teach.near_miss_hand import CHANGED_SET, NEW_SET

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
        "tanyao_kuitan",
        "riichi_not_declared",
    }
)


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
        for m in misses(context(spec, value)):
            if not m.close or m.miss.code in _NOT_SUGGESTED or not _possible(m.miss, value.reading, spec):
                continue
            if m.miss.code == "yakuhai_pair":
                han = m.miss.params.get("han")
            else:
                han = han_of(m.miss.id, spec.closed, spec.rules)
            if not han:
                continue
            changed = m.miss.params.get("changed", _TILES_CHANGED.get(m.miss.code, 1))
            add(Suggestion(m.miss.id, m.miss.code, {**m.miss.params, "han": han, "changed": changed}))
    rules = spec.rules
    if not out:
        code = "open_generic" if rules.kuitan else "open_generic_no_kuitan"
        if rules.removed_kinds:  # three players: no sanshoku without 2m..8m (RULES.md §9)
            code += "_sanma"
        add(Suggestion("yakuhai", code, {}))
    if rules.ryanhan_shibari and spec.honba >= rules.ryanhan_threshold:
        # each +1 han alone is still refused: said first, so that the han are added up
        han = result.no_win.params.get("han", 0) if result.no_win.code == "ryanhan_shibari" else 0
        out.insert(0, Suggestion("ryanhan_shibari", "shibari", {"honba": spec.honba, "han": han}))
    return out

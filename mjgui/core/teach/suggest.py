"""Teaching mode: what would give a hand without a yaku (or short of ryanhan shibari) its yaku.

:func:`suggestions` offers riichi and menzen tsumo for a closed hand, then every near miss of any
reading (:func:`mjgui.core.teach.near_miss.misses`) that a player could act on, with its han and,
when a whole pair or set must change, how many tiles.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mjgui.core.i18n import phrase, say
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain_text import Params
from mjgui.core.teach.near_miss import context, han_of, misses, needs_a_removed_tile

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
            if not m.close or m.miss.code in _NOT_SUGGESTED:
                continue
            if spec.rules.removed_kinds and needs_a_removed_tile(m.miss.params, spec.rules.removed_kinds):
                continue  # three players: no yaku made of 2m..8m
            if m.miss.code == "yakuhai_pair":
                han = m.miss.params.get("han")
            else:
                han = han_of(m.miss.id, spec.closed)
            if not han:
                continue
            changed = m.miss.params.get("changed", _TILES_CHANGED.get(m.miss.code, 1))
            add(Suggestion(m.miss.id, m.miss.code, {**m.miss.params, "han": han, "changed": changed}))
    if not out:
        add(Suggestion("yakuhai", "open_generic" if spec.rules.kuitan else "open_generic_no_kuitan", {}))
    return out

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

from collections.abc import Iterable
from dataclasses import dataclass, field

from mjgui.core.i18n import fill, say
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.arithmetic import Step, arithmetic_steps, fu_steps, han_steps, payment_steps
from mjgui.core.teach.explain_text import Params
from mjgui.core.teach.near_miss import (
    SUPERSEDED,
    NearMiss,
    context,
    han_of,
    misses,
    near_misses,
    other_readings,
)
from mjgui.core.teach.readings import ReadingRow, WhyBest, reading_rows, why_best, yaku_ids
from mjgui.core.text import yaku_name

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
class YakuRule:
    """What makes a yaku: ``Tanyao: every tile is a simple, 2 to 8``."""

    id: str

    def text(self, lang: str = "en") -> str:
        body = T.render(T.YAKU_RULES, self.id, lang, {})
        return fill(T.pick(T.YAKU_RULE, lang), {"yaku": yaku_name(self.id, lang), "body": body})


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
            if m.miss.code == "yakuhai_pair":
                han = m.miss.params.get("han")
            else:
                han = han_of(m.miss.id, spec.closed)
            if not han:
                continue
            changed = m.miss.params.get("changed", _TILES_CHANGED.get(m.miss.code, 1))
            add(Suggestion(m.miss.id, m.miss.code, {**m.miss.params, "han": han, "changed": changed}))
    if not out:
        add(Suggestion("yakuhai", "open_generic", {}))
    return out


_DECLARED = frozenset({"riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei"})


def why_not(result: ScoreResult, yaku_id: str) -> NearMiss:
    """Why ``yaku_id`` does not count in the chosen reading (for a wrong quiz claim)."""
    win = result.win
    spec = result.spec
    if win is None:
        return NearMiss(yaku_id, "not_in_hand")
    have = set(yaku_ids(win))
    other = SUPERSEDED.get(yaku_id)
    if other and other in have:
        return NearMiss(yaku_id, "superseded", {"other": other})
    for miss in other_readings(result):
        if miss.id == yaku_id:
            return miss
    for m in misses(context(spec, win)):
        if m.miss.id == yaku_id:
            return m.miss
    if yaku_id in YAKU_HAN and YAKU_HAN[yaku_id][1] is None and not spec.closed:
        return NearMiss(yaku_id, "open_closed_only")
    if yaku_id == "menzen_tsumo" and not spec.tsumo:
        return NearMiss(yaku_id, "won_by_ron")
    if yaku_id in _DECLARED:
        return NearMiss(yaku_id, "not_declared")
    return NearMiss(yaku_id, "not_in_hand")


Explained = NearMiss | Suggestion | Step | WhyBest | YakuRule


def describe(items: Iterable[Explained], lang: str = "en") -> list[str]:
    """The sentences of several explanation values."""
    return [item.text(lang) for item in items]

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
from dataclasses import dataclass

from mjgui.core.i18n import fill
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.arithmetic import Step, arithmetic_steps, fu_steps, han_steps, payment_steps
from mjgui.core.teach.near_miss import (
    SUPERSEDED,
    NearMiss,
    context,
    misses,
    near_misses,
    other_readings,
)
from mjgui.core.teach.readings import ReadingRow, WhyBest, reading_rows, why_best, yaku_ids
from mjgui.core.teach.suggest import Suggestion, suggestions
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
class YakuRule:
    """What makes a yaku: ``Tanyao: every tile is a simple, 2 to 8``."""

    id: str

    def text(self, lang: str = "en") -> str:
        body = T.render(T.YAKU_RULES, self.id, lang, {})
        return fill(T.pick(T.YAKU_RULE, lang), {"yaku": yaku_name(self.id, lang), "body": body})


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

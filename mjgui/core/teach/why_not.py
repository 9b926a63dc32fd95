"""Teaching mode: why a named yaku does not count, and what makes a yaku (the quiz's feedback).

* :func:`why_not` — why one yaku a student claimed is absent from the chosen reading: another
  reading has it, a greater yaku replaces it, it is one thing away (a near miss), the hand is open,
  it was won by ron, it was not declared, or it is simply not in the hand.
* :class:`YakuRule` — what makes a yaku, for one the student missed.
"""

from __future__ import annotations

from dataclasses import dataclass

from mjgui.core.i18n import phrase, say
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.near_miss import SUPERSEDED, NearMiss, context, misses, other_readings
from mjgui.core.teach.readings import yaku_ids
from mjgui.core.text import yaku_name

__all__ = ["YakuRule", "why_not"]


@dataclass(frozen=True)
class YakuRule:
    """What makes a yaku: ``Tanyao: every tile is a simple, 2 to 8``."""

    id: str

    def text(self, lang: str = "en") -> str:
        body = phrase(T.YAKU_RULES, self.id, lang)
        return say(T.YAKU_RULE, lang, yaku=yaku_name(self.id, lang), body=body)


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

"""Teaching mode: why a named yaku does not count, and what makes a yaku (the quiz's feedback).

* :func:`why_not` — why one yaku a student claimed is absent from the chosen reading: the
  hand's rules have no such yaku (an option turns it off, or the set lacks its tiles), another
  reading has it, a greater yaku replaces it (suuankou tanki sanankou, suukantsu sankantsu),
  the hand is a yakuman (which counts only its yakuman) or renhou (which combines with nothing)
  and the yaku would count but for them (in a yakuman reading of the hand; any reading with
  renhou), a yakuman the hand holds (or one in place of the yaku: suuankou of sanankou) is left
  out because the rules count one yakuman only, it is one thing away (a near miss), the
  hand is open, it was won by ron, the situation was not the yaku's (not the last tile of the
  wall, not the replacement tile after a kan...), riichi was not declared, pinfu on seven pairs
  or thirteen orphans (no sets), or it is simply not in the hand.
* :class:`YakuRule` — what makes a yaku, for one the student missed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mjgui.core.i18n import phrase, say
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import ReadingValue, ScoreResult, yaku_ids
from mjgui.core.scoring.yaku import HandFacts, find_yaku, find_yakuman, lacking_tiles, ruled_out, yaku_han
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.near_miss import SUPERSEDED, NearMiss, context, misses, other_readings
from mjgui.core.text import yaku_name

__all__ = ["WhyNot", "YakuRule", "why_not"]


def rule_counts(yaku_id: str, rules: Rules) -> dict[str, object]:
    """The number of ``rules`` a yaku's rule says (:data:`explain_text.YAKU_RULES`): the renchan
    paarenchan takes; none for the others."""
    return {"n": rules.paarenchan_threshold} if yaku_id == "paarenchan" else {}


@dataclass(frozen=True)
class YakuRule:
    """What makes a yaku: ``Tanyao: every tile is a simple, 2 to 8``. ``n``: the number of the
    rules it says (paarenchan: the renchan; :func:`rule_counts`), 0 for none."""

    id: str
    n: int = 0

    @classmethod
    def under(cls, yaku_id: str, rules: Rules) -> YakuRule:
        """The yaku's rule with the numbers of ``rules``."""
        count = rule_counts(yaku_id, rules).get("n", 0)
        return cls(yaku_id, count if isinstance(count, int) else 0)

    def text(self, lang: str = "en") -> str:
        body = phrase(T.YAKU_RULES, self.id, lang, n=self.n)
        return say(T.YAKU_RULE, lang, yaku=yaku_name(self.id, lang), body=body)


@dataclass(frozen=True)
class WhyNot(NearMiss):
    """A reason only a wrong claim needs (``code`` a key of :data:`explain_text.WHY_NOT_BODY`):
    ``no haitei raoyue: the hand was not won by tsumo on the last tile of the wall``."""

    def body(self, lang: str = "en") -> str:
        params = T.localize(self.params, lang)
        if self.code == "lacks":  # what makes the yaku, in the student's language (its rules' numbers)
            params["rule"] = phrase(T.YAKU_RULES, self.id, lang, **params)
        return phrase(T.WHY_NOT_BODY, self.code, lang, **params)


def why_not(result: ScoreResult, yaku_id: str) -> NearMiss:
    """Why ``yaku_id`` does not count in the chosen reading (for a wrong quiz claim)."""
    win = result.win
    spec = result.spec
    if win is None:
        return NearMiss(yaku_id, "not_in_hand")
    have = set(yaku_ids(win))
    if yaku_id in ruled_out(spec.rules):  # no hand holds it under these rules
        return WhyNot(yaku_id, "tiles_removed" if yaku_id in lacking_tiles(spec.rules) else "rules_off")
    greater = _greater(yaku_id, have)
    if greater is not None:
        return NearMiss(yaku_id, "superseded", {"other": greater})
    alone = _counted_alone(result, yaku_id)
    if alone is not None:
        return alone
    if yaku_id == "renhou" and spec.renhou and "renhou" not in have:  # mangan: less than the hand pays
        return WhyNot(yaku_id, "yakuman_only" if win.yakuman else "renhou_less")
    for miss in other_readings(result):
        if miss.id == yaku_id:
            return miss
    for m in misses(context(spec, win)):
        if m.miss.id == yaku_id:
            return m.miss
    if yaku_id in YAKU_HAN and yaku_han(yaku_id, spec.rules)[1] is None and not spec.closed:
        return NearMiss(yaku_id, "open_closed_only")
    if yaku_id == "menzen_tsumo" and not spec.tsumo:
        return NearMiss(yaku_id, "won_by_ron")
    situation = _situation(spec, yaku_id, have)
    if situation is not None:
        return situation
    shape = win.reading.shape
    if yaku_id == "pinfu" and shape != "regular":
        # seven pairs or thirteen orphans, closed: what they lack is sets, not a closed hand
        key = "pinfu_chiitoitsu" if shape == "chiitoitsu" else "pinfu_kokushi"
        return WhyNot(yaku_id, key, {"other": shape})
    # far from it (no one change gives it): what the yaku needs, which this hand lacks
    if yaku_id in T.YAKU_RULES:
        return WhyNot(yaku_id, "lacks", rule_counts(yaku_id, spec.rules))
    return NearMiss(yaku_id, "not_in_hand")


def _greater(yaku_id: str, have: set[str]) -> str | None:
    """The yaku of ``have`` that replaces ``yaku_id`` (:data:`SUPERSEDED`, followed as far as it
    goes: sanankou gives way to suuankou, and suuankou to suuankou tanki), or None."""
    other = SUPERSEDED.get(yaku_id)
    while other is not None:
        if other in have:
            return other
        other = SUPERSEDED.get(other)
    return None


def _chain(yaku_id: str) -> set[str]:
    """``yaku_id`` and the greater yaku that replace it in turn (:data:`SUPERSEDED`): sanankou,
    suuankou, suuankou tanki."""
    found = set()
    other: str | None = yaku_id
    while other is not None and other not in found:
        found.add(other)
        other = SUPERSEDED.get(other)
    return found


def _counted_alone(result: ScoreResult, yaku_id: str) -> NearMiss | None:
    """Why ``yaku_id`` does not count when the hand counts a yakuman or renhou alone, said only
    of a yaku the hand holds (or a greater one in its place: sankantsu of a suukantsu), that
    would count but for them; None for any other yaku, not in the hand for its own reason.

    * a yakuman the hand holds, itself or the greater one, left out because these rules count
      one yakuman only (``yakuman_stacking`` off): ``one_yakuman``, naming the one that counts
      (RULES.md §3 option);
    * an ordinary yaku of a reading that is itself a yakuman: ``yakuman_only`` (§3); one found
      only in a lesser reading that is no yakuman is that reading's, said by the caller (the
      reading, and what it pays against the yakuman);
    * renhou (§2) counted: the yaku in any reading, ``renhou_alone``."""
    win = result.win
    if win is None:
        return None
    chain = _chain(yaku_id)
    if win.yakuman:
        if chain & _dropped_yakuman(result):
            counted = next((y.id for y in win.yaku if y.yakuman), "")
            return WhyNot(yaku_id, "one_yakuman", {"other": counted})
        if yaku_id in YAKU_HAN and any(v.yakuman and chain & found for v, found in _ordinary_yaku(result)):
            return WhyNot(yaku_id, "yakuman_only")
        return None
    renhou = "renhou" in yaku_ids(win) and yaku_id in YAKU_HAN
    if renhou and any(chain & found for _, found in _ordinary_yaku(result)):
        return WhyNot(yaku_id, "renhou_alone", {"other": "renhou"})
    return None


def _ordinary_yaku(result: ScoreResult) -> list[tuple[ReadingValue, set[str]]]:
    """Each reading of the hand with its ordinary yaku, those a yakuman or renhou counts in
    their place (a yakuman reading's too, which its value leaves out), and honroutou in thirteen
    orphans too (all its tiles are terminals and honors; find_yaku reads no sets there)."""
    spec = result.spec
    facts = HandFacts.of(spec.tile_kinds, spec.concealed_counts, spec.win_tile.kind, spec.closed)
    extra = {"honroutou"} if facts.all_yaochuu else set()
    return [(v, {y.id for y in find_yaku(v.reading, spec, facts)} | extra) for v in result.readings]


def _dropped_yakuman(result: ScoreResult) -> set[str]:
    """The yakuman the hand holds that are not counted because its rules count one yakuman
    only (``yakuman_stacking`` off): those each reading would have were they added up."""
    spec = result.spec
    if spec.rules.yakuman_stacking:
        return set()
    stacked = replace(spec, rules=replace(spec.rules, yakuman_stacking=True))
    facts = HandFacts.of(spec.tile_kinds, spec.concealed_counts, spec.win_tile.kind, spec.closed)
    return {y.id for v in result.readings for y in find_yakuman(v.reading, stacked, facts)}


def _situation(spec: HandSpec, yaku_id: str, have: set[str]) -> NearMiss | None:
    """Why a situation yaku is absent, said of the win itself: only riichi is declared; the
    others are the way and the moment the hand was won."""
    if yaku_id in ("riichi", "double_riichi") and not spec.in_riichi:
        return NearMiss(yaku_id, "not_declared")
    code = {
        "double_riichi": "double_riichi_late",  # riichi, but not double riichi
        "ippatsu": "ippatsu_late" if spec.in_riichi else "ippatsu_no_riichi",
        "rinshan": "rinshan_nuki" if spec.rules.players == 3 else "rinshan",
        "chankan": "chankan",
        "haitei": "haitei_ron" if "houtei" in have else "haitei",
        "houtei": "houtei_tsumo" if "haitei" in have else "houtei",
        "tenhou": "tenhou" if spec.dealer else "dealer_only",
        "chiihou": "non_dealer_only" if spec.dealer else "chiihou",
        "renhou": "non_dealer_only" if spec.dealer else "renhou",
    }.get(yaku_id)
    if code is None:
        return None
    other = {"haitei_ron": "houtei", "houtei_tsumo": "haitei"}.get(code)
    return WhyNot(yaku_id, code, {"other": other} if other else {})

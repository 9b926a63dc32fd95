"""Teaching mode: the payment worked out step by step with this hand's numbers.

* :func:`arithmetic_steps` — the whole calculation of the chosen reading: fu and their rounding,
  han, base points, the limit, the multiplier or the tsumo split, rounding, honba, sticks, total.
* :func:`fu_steps`, :func:`han_steps`, :func:`payment_steps` — its parts, for the quiz's feedback
  and the calculator's excerpts.

Each line is a :class:`Step`: a code (a key of :data:`explain_text.STEPS`), its parameters and the
number it produces, so a test can check every number against the result it explains.
"""

from __future__ import annotations

from dataclasses import dataclass

from mjgui.core.i18n import phrase, say
from mjgui.core.numbers import number
from mjgui.core.scoring.hand import WIND_LETTERS, HandSpec
from mjgui.core.scoring.points import MANGAN_BASE, Payment, round_up_100
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import (
    YAKUMAN_HAN,
    ReadingValue,
    ScoreResult,
    pao_base,
    pao_shares,
    renhou_paid,
)
from mjgui.core.scoring.settle import hand_liable_north_share, hand_tsumo_loss, pao_settlement
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain_text import Params
from mjgui.core.text import small_first, yaku_name

__all__ = ["Step", "arithmetic_steps", "fu_steps", "han_steps", "payment_steps"]


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
        paid = p.pop("paid", None)
        if isinstance(paid, tuple):  # what one payer pays: its parts summed, or the one amount
            said = " + ".join(str(_number_text(x, lang)) for x in paid)
            p["paid"] = f"{said} = {_number_text(self.value, lang)}" if len(paid) > 1 else said
        if isinstance(items, tuple):
            p["parts"] = _parts_text(self.code, items, lang)
        else:
            parts = p.get("parts")
            if isinstance(parts, tuple):
                p["parts"] = " + ".join(str(_number_text(x, lang)) for x in parts)
        # amounts as every window writes them (48 000 beside the headline's 48 000); ``n`` stays a
        # count, for the message's plural form
        p = {key: value if key == "n" else _number_text(value, lang) for key, value in p.items()}
        return phrase(T.STEPS, self.code, lang, **T.localize(p, lang))


def _number_text(value: object, lang: str) -> object:
    return number(value, lang) if isinstance(value, int) and not isinstance(value, bool) else value


def _parts_text(code: str, items: tuple[object, ...], lang: str) -> str:
    parts: list[str] = []
    for item in items:
        if not isinstance(item, tuple):
            parts.append(str(item))
        elif code == "fu_sum" and len(item) == 3:
            reason, fu, tiles = item
            short = T.FU_SHORT.get(str(reason))
            if short is not None:
                label = say(short, lang, tiles=tiles)
            elif reason in ("chiitoitsu", "chiitoitsu_kansai"):
                # the yaku's own name (one message for one name), written inside the sum
                label = small_first(yaku_name("chiitoitsu", lang))
            else:
                label = str(reason)
            parts.append(f"{fu} ({label})")
        elif code == "han_sum" and len(item) == 2:
            parts.append(f"{yaku_name(str(item[0]), lang)} {item[1]}")
        elif code == "yakuman_sum" and len(item) == 2:
            parts.append(f"{yaku_name(str(item[0]), lang)} {item[1]}×")
        else:
            parts.append(" ".join(str(x) for x in item))
    return " + ".join(parts)


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
    if renhou_paid(value):
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


def payment_steps(result: ScoreResult, *, asked: bool = False) -> list[Step]:
    """From base points to the total: the multiplier or the tsumo split, rounding, honba, sticks.

    ``asked``: end on what the quiz asks (:func:`mjgui.core.teach.quiz.expected_answers`), what
    each payer pays, honba included, instead of the winner's total; the riichi sticks, which no
    payer pays (RULES.md §5), are said before it as a line of their own."""
    win = result.win
    if win is None or win.payment is None:
        return []
    spec, pay = result.spec, win.payment
    rules = spec.rules
    b = pay.base
    steps: list[Step] = []
    parts: list[int] = []
    settled = pao_settlement(spec, win)  # pao changes who pays (RULES.md §6)
    pao = settled is not None
    # under pao the honba is the liable player's on a tsumo, and on a ron with pao_liable_honba
    liable: dict[str, object] = {"liable": WIND_LETTERS[spec.liable]} if spec.liable is not None else {}
    if not pay.tsumo:
        mult = 6 if pay.dealer else 4
        code = "ron_dealer" if pay.dealer else "ron_non_dealer"
        part = _pao_ron_part(spec, win, settled)
        if part:
            # another yakuman in the hand: the liable player and the discarder share the pao
            # yakuman's value half and half, the discarder pays the rest of the hand as an
            # ordinary ron (RULES.md §6): the pao yakuman's value first, then the rest's ron
            said = liable | _pao_words(win, rules) | {"mult": mult, "base": part}
            steps.append(Step("pao_ron_part", said, round_up_100(mult * part)))
            steps.append(Step("pao_ron_rest", {"whole": b, "part": part}, b - part))
            steps += _times(code, mult, b - part)
        else:
            steps += _times(code, mult, b)
        parts.append(steps[-1].value)
        if pay.honba:
            params: dict[str, object] = {"honba": pay.honba, "per": rules.honba_ron}
            if pao and rules.pao_liable_honba:
                steps.append(Step("honba_ron_liable", params | liable, pay.honba_points))
            else:
                steps.append(Step("honba_ron", params, pay.honba_points))
            parts.append(pay.honba_points)
    else:
        payers = rules.players - 1  # three players: the two others pay a tsumo (tsumo loss)
        per = rules.honba_ron // payers
        split = b  # the base points the ordinary tsumo split is made on
        part = _pao_tsumo_part(spec, win, settled)
        if part:
            # the liable player answers for the pao yakuman only (RULES.md §6): its value first,
            # theirs alone, then the rest of the hand split as an ordinary tsumo
            mult = 6 if pay.dealer else 4
            code = "pao_tsumo_part" if payers > 2 else "pao_tsumo_part_three"
            params = liable | _pao_words(win, rules) | {"mult": mult, "base": part}
            steps.append(Step(code, params, round_up_100(mult * part)))
            split = b - part
            steps.append(Step("pao_tsumo_rest", {"whole": b, "part": part}, split))
        if pay.dealer:
            steps += _times("tsumo_dealer", 2, split)
        else:
            steps += _times("tsumo_from_dealer", 2, split)
            steps += _times("tsumo_from_other" if payers > 2 else "tsumo_from_the_other", 1, split)
        loss = hand_tsumo_loss(spec, win)
        if loss:
            # tsumo loss at both sites' three-player tables (RULES.md §9): North's four-player
            # share goes unpaid; none when the liable player pays the whole tsumo (pao)
            steps.append(Step("tsumo_loss", {}, loss))
        north = hand_liable_north_share(spec, win)
        if north and not part and settled is not None:
            # pao has the liable player pay the whole tsumo as at four players: North's share
            # is theirs, not lost (RULES.md §6, §9); paying the pao yakuman only, its step says it
            steps.append(Step("pao_north_all", liable | _pao_words(win, rules), north))
        if pay.honba and pao:
            honba = {"honba": pay.honba, "per": rules.honba_ron} | liable
            steps.append(Step("honba_tsumo_liable", honba, rules.honba_ron * pay.honba))
        elif pay.honba:
            steps.append(Step("honba_tsumo", {"honba": pay.honba, "per": per}, per * pay.honba))
        if pay.dealer:
            parts += [pay.each_pays] * payers
        else:
            parts += [pay.dealer_pays, *[pay.non_dealer_pays] * (payers - 1)]
    total = pay.total
    if asked and pay.sticks:  # said before the lines that end on what is paid
        steps.append(Step("sticks_aside", {"sticks": pay.sticks}, pay.sticks_points))
    if settled is not None:
        steps += _pao_steps(spec, win, settled, steps)
        parts = [-d for d in settled if d < 0]  # who pays what, seat by seat
        total = settled[spec.seat]
    if asked:
        return steps + _paid_steps(spec, pay, settled, rules.players - 1)
    if pay.sticks:
        steps.append(Step("sticks", {"sticks": pay.sticks}, pay.sticks_points))
        parts.append(pay.sticks_points)
    if len(parts) > 1:
        steps.append(Step("total", {"parts": tuple(parts)}, total))
    else:
        steps.append(Step("total_single", {}, total))
    return steps


def _paid_steps(spec: HandSpec, pay: Payment, settled: tuple[int, ...] | None, payers: int) -> list[Step]:
    """What each payer pays, honba included, as the quiz asks it (``paid``: the hand's part and
    the honba, or the one amount); under pao what the winner gets from the payers, unless the
    liable player pays a tsumo alone (the pao line said before ends on it)."""
    if settled is not None:
        paid = tuple(-d for d in settled if d < 0)
        if spec.tsumo and spec.liable is not None and _liable_pays_all(settled, spec.liable):
            return []
        return [Step("paid_pao", {"paid": paid}, sum(paid))]

    def owed(code: str, amount: int, honba: int) -> Step:
        return Step(code, {"paid": (amount - honba, honba) if honba else (amount,)}, amount)

    if not pay.tsumo:
        return [owed("paid_ron", pay.ron, pay.honba_points)]
    honba = spec.rules.honba_ron // payers * pay.honba
    if pay.dealer:
        return [owed("paid_tsumo_dealer", pay.each_pays, honba)]
    other = "paid_tsumo_other" if payers > 2 else "paid_tsumo_the_other"
    return [owed("paid_tsumo_from_dealer", pay.dealer_pays, honba), owed(other, pay.non_dealer_pays, honba)]


def _pao_steps(spec: HandSpec, win: ReadingValue, settled: tuple[int, ...], steps: list[Step]) -> list[Step]:
    """What pao changes (RULES.md §6), as the one settlement pays it, summed from ``steps``
    (the lines said so far): on a tsumo the liable player pays alone (with another yakuman in
    the hand, unless the rules put it all on them, the pao yakuman's value and their share of
    the rest); on a ron by another player half of the pao yakuman's value each, the honba with
    the liable player or the discarder as the rules say, and the discarder's sum of the lines
    when it is more than one of them (with another yakuman: the rest of the hand's ron too)."""
    liable = spec.liable
    assert liable is not None
    params: dict[str, object] = {"liable": WIND_LETTERS[liable]} | _pao_words(win, spec.rules)
    paid = -settled[liable]
    said = {s.code: s.value for s in steps}
    if spec.tsumo:
        if _liable_pays_all(settled, liable):
            return [Step("pao_tsumo_all", params, paid)]
        value = said.get("pao_tsumo_part", said.get("pao_tsumo_part_three", 0))
        honba = said.get("honba_tsumo_liable", 0)
        rest = paid - value - honba  # the liable player's share of the ordinary tsumo
        assert value > 0 and rest >= 0, (value, rest, paid)
        parts = tuple(p for p in (value, rest, honba) if p)
        return [Step("pao_tsumo_share", {"liable": params["liable"], "parts": parts}, paid)]
    assert spec.discarder is not None
    owed = -settled[spec.discarder]  # what the discarder pays
    liable_honba = said.get("honba_ron_liable", 0)
    honba = said.get("honba_ron", 0)  # the discarder's
    if "pao_ron_part" in said:
        # another yakuman in the hand: half of the pao yakuman's value each, the discarder the
        # rest of the hand's ron too (the last line before the honba, rounded as said)
        value = said["pao_ron_part"]
        half = paid - liable_honba
        ron = next(s.value for s in reversed(steps) if not s.code.startswith("honba"))
        owed_parts = tuple(p for p in (value - half, ron, honba) if p)
        assert sum(owed_parts) == owed, (owed_parts, owed)
        who = {"liable": params["liable"], "part": value}
        if liable_honba:
            out = [Step("pao_ron_half_honba", who | {"parts": (half, liable_honba)}, paid)]
        else:
            out = [Step("pao_ron_half", who, half)]
        return [*out, Step("pao_ron_discarder", {"parts": owed_parts}, owed)]
    if not spec.honba_taken:
        return [Step("pao_ron", params, paid)]
    if spec.rules.pao_liable_honba:
        # the discarder's other half is said by no line before
        return [Step("pao_ron_honba_liable", params, paid), Step("pao_ron_discarder_half", {}, owed)]
    owed_parts = (owed - honba, honba)
    return [
        Step("pao_ron_honba_discarder", params, paid),
        Step("pao_ron_discarder", {"parts": owed_parts}, owed),
    ]


def _pao_ron_part(spec: HandSpec, win: ReadingValue, settled: tuple[int, ...] | None) -> int:
    """The base points of the pao yakuman on a ron by another player of a hand that holds another
    yakuman besides (the rest of the hand paid by the discarder as an ordinary ron, RULES.md §6);
    0 when pao changes nothing or the pao yakuman is all of the hand."""
    if settled is None or spec.liable is None or spec.tsumo:
        return 0
    part = pao_base(win, spec.rules)
    return part if 0 < part < win.base.points else 0


def _pao_tsumo_part(spec: HandSpec, win: ReadingValue, settled: tuple[int, ...] | None) -> int:
    """The base points of the pao yakuman on a tsumo whose liable player answers for it alone,
    the rest of the hand paid as an ordinary tsumo (RULES.md §6); 0 when pao changes nothing or
    the liable player pays the whole tsumo."""
    if settled is None or spec.liable is None or not spec.tsumo or _liable_pays_all(settled, spec.liable):
        return 0
    return pao_base(win, spec.rules)


def _pao_words(win: ReadingValue, rules: Rules) -> dict[str, object]:
    """The pao yakuman of a reading, named in the steps (``yakus``), and how many they are
    (``n``, for the plural: "its value", "their value")."""
    yakus = tuple(sorted(pao_shares(win, rules)))
    return {"yakus": yakus, "n": len(yakus)}


def _liable_pays_all(settled: tuple[int, ...], liable: int) -> bool:
    """Whether the liable player pays all of a tsumo (nobody else pays anything)."""
    return not any(d < 0 for seat, d in enumerate(settled) if seat != liable)


def arithmetic_steps(result: ScoreResult, *, asked: bool = False) -> list[Step]:
    """The whole calculation of the chosen reading, one explained line per step: fu and their
    rounding, han, base points (``30 fu × 2^(2+3) = 960 base points``), the limit, the
    multiplier or tsumo split, rounding up to 100, honba, sticks and the total. ``[]`` if not a
    win. The last step's ``value`` is the payment total (``asked``: see :func:`payment_steps`)."""
    win = result.win
    if win is None or win.payment is None:
        return []
    steps: list[Step] = []
    renhou = renhou_paid(win)
    if not win.yakuman and not renhou:
        steps += fu_steps(win)
    if not renhou:  # a renhou is paid as mangan, not counted in han (RULES.md §2)
        steps += han_steps(win)
    steps += _limit_steps(win)
    steps += payment_steps(result, asked=asked)
    return steps

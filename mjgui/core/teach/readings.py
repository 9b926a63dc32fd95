"""Teaching mode: every reading the scorer found, side by side, and why the chosen one wins.

* :func:`why_best` — one :class:`WhyBest` per reading: for the chosen one that it pays the most
  (or ties), for each other what it pays and what it lacks or has beside the chosen one.
* :func:`reading_rows` — the readings table of the Readings tab, ``why`` included.
* :func:`yaku_ids` — a reading's yaku without dora (what every explanation compares; kept in
  :mod:`mjgui.core.scoring.scoring`, where the near misses take it without loading this module).
* :func:`renhou_text` — a renhou paid as mangan said in place of its han and fu.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mjgui.core.i18n import phrase, say
from mjgui.core.numbers import number
from mjgui.core.scoring.scoring import ScoreResult, renhou_paid, yaku_ids
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain_text import Params
from mjgui.core.text import limit_name, small_first

__all__ = ["ReadingRow", "WhyBest", "reading_rows", "renhou_text", "why_best", "yaku_ids"]

#: the payments a why-this-reading note names (the rest of its numbers are han, fu, counts)
_AMOUNTS = ("total", "best_total", "diff")


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
        """Why this reading is chosen or not; its payments written as every window writes them
        (``32 000``: :func:`~mjgui.core.numbers.number`)."""
        p = dict(self.params)
        p["value"] = _value_text(p, "", lang)
        p["best_value"] = _value_text(p, "best_", lang)
        words = T.localize(p, lang)
        for key in _AMOUNTS:
            amount = words.get(key)
            if isinstance(amount, int) and not isinstance(amount, bool):
                words[key] = number(amount, lang)
        if self.code == "chosen_tie":
            return say(T.WHY_CHOSEN_TIE, lang, **words)
        out = phrase(T.WHY, self.code, lang, **words)
        if self.code in ("less", "tie_han", "tie_fu", "tie"):
            for clause in ("gained", "lost"):
                ids = p.get(clause)
                if isinstance(ids, tuple) and ids:
                    out += phrase(T.WHY_CLAUSE, clause, lang, **T.localize({"yakus": ids}, lang))
        return out


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


def renhou_text(lang: str) -> str:
    """A renhou paid as mangan (:func:`~mjgui.core.scoring.scoring.renhou_paid`) said in place
    of its han and fu: "mangan (renhou)" (RULES.md §2: worth mangan, not a count of han). The
    readings, why one is chosen and the rules comparison say it so."""
    return say(T.VALUE["renhou"], lang)


def _value_text(p: Mapping[str, object], prefix: str, lang: str) -> str:
    han, fu, yakuman = p.get(prefix + "han"), p.get(prefix + "fu"), p.get(prefix + "yakuman")
    if p.get(prefix + "renhou"):
        return renhou_text(lang)
    if isinstance(yakuman, int) and yakuman > 0:
        if yakuman == 1:
            return small_first(limit_name("yakuman", lang))
        return say(T.VALUE["yakuman_n"], lang, n=yakuman)
    if han is None:
        return ""
    if fu is None:
        return say(T.VALUE["han_only"], lang, han=han)
    return say(T.VALUE["han_fu"], lang, han=han, fu=fu)


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
        "best_renhou": renhou_paid(best),
        "best_total": best.payment.total,
    }
    for i, v in enumerate(values):
        own = {"han": v.han, "fu": v.fu.fu, "yakuman": v.yakuman, "renhou": renhou_paid(v)}
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
    from mjgui.core.teach.report import reading_text  # the JSON writer's module: not at start

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

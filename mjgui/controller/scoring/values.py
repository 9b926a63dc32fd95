"""How a hand's value is said: its limit, its han and fu, its payment at the table.

No Qt here. Used by the results (:mod:`mjgui.controller.scoring.present`) and by the readings
and arithmetic (:mod:`mjgui.controller.scoring.explain`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from mjgui.controller.scoring.phrases import PHRASES
from mjgui.core.errors import HandError
from mjgui.core.i18n import phrase
from mjgui.core.numbers import number
from mjgui.core.text import limit_name, yakuman_name

if TYPE_CHECKING:
    from mjgui.core.scoring.points import Base, Payment
    from mjgui.core.scoring.scoring import ReadingValue, ScoreResult


class FuFigures(Protocol):
    @property
    def fu(self) -> int: ...
    @property
    def raw(self) -> int: ...


class WinFigures(Protocol):
    """What the wording of a win reads: a reading's value (``ReadingValue``), or a value picked
    without tiles (:class:`mjgui.controller.scoring.quick.QuickWin`)."""

    @property
    def yakuman(self) -> int: ...
    @property
    def limit(self) -> str | None: ...
    @property
    def han(self) -> int: ...
    @property
    def fu(self) -> FuFigures: ...
    @property
    def base(self) -> Base: ...
    @property
    def payment(self) -> Payment | None: ...


def limit_text(value: WinFigures, lang: str) -> str:
    if value.yakuman:
        return yakuman_name(value.yakuman, lang)
    if value.limit:
        return limit_name(value.limit, lang)
    return ""


def renhou_paid(value: WinFigures) -> bool:
    """Is ``value`` a renhou paid as mangan (RULES.md §2)? The core's one test of it
    (:func:`mjgui.core.scoring.scoring.renhou_paid`); a value picked without tiles has no yaku
    and is never one."""
    if not hasattr(value, "yaku"):
        return False
    from mjgui.core.scoring.scoring import renhou_paid as core_renhou_paid  # a reading's value: loaded

    return core_renhou_paid(cast("ReadingValue", value))


def han_fu_text(value: WinFigures, lang: str) -> str:
    """``3 han 30 fu``; a limit paid by its name says that name: ``Yakuman``, ``Renhou, paid as
    mangan``."""
    if value.yakuman:
        return limit_text(value, lang)
    if renhou_paid(value):
        return phrase(PHRASES, "renhou_mangan", lang)
    return phrase(PHRASES, "han_fu", lang, han=value.han, fu=value.fu.fu)


def payment_core_text(pay: Payment, lang: str) -> str:
    """The hand's own payment as said at the table: ``8000``, ``2000 / 4000``, ``4000 all``."""
    each_honba = pay.honba_points // (pay.players - 1) if pay.tsumo else 0  # each payer's share
    if not pay.tsumo:
        return number(pay.ron - pay.honba_points, lang)
    if pay.dealer:
        return phrase(PHRASES, "all", lang, points=number(pay.each_pays - each_honba, lang))
    return phrase(
        PHRASES,
        "tsumo_split",
        lang,
        other=number(pay.non_dealer_pays - each_honba, lang),
        dealer=number(pay.dealer_pays - each_honba, lang),
    )


#: A wait's value that cannot happen, in its table cell (:func:`short_value`).
NO_SUCH_WIN = "—"


def short_value(result: ScoreResult | HandError, lang: str) -> str:
    """A wait's value in a few words: ``3900 · 3 han 30 fu``, ``Mangan · 2000 / 4000``; a win
    that does not pay says why: ``no yaku``, ``needs 2 han of yaku`` (ryanhan shibari); a win
    that cannot happen (renhou by tsumo) a dash (:func:`said_value` in a sentence)."""
    if isinstance(result, HandError):
        return NO_SUCH_WIN
    win = result.win
    if win is None or win.payment is None:
        shibari = result.no_win is not None and result.no_win.code == "ryanhan_shibari"
        return phrase(PHRASES, "no_value_shibari" if shibari else "no_value", lang)
    main = payment_core_text(win.payment, lang)
    label = limit_text(win, lang) if win.limit else han_fu_text(win, lang)
    return f"{main} · {label}"


def wins(result: ScoreResult | HandError) -> bool:
    """The wait's ron or tsumo wins and pays (not: no yaku, too few han, cannot happen)."""
    return not isinstance(result, HandError) and result.win is not None and result.win.payment is not None


def ron_said(result: ScoreResult | HandError, lang: str, *, furiten: bool = False) -> str:
    """A wait's ron in a sentence, its verb with it: ``ron 3900 · 3 han 30 fu``; a ron that does
    not win says so, and why: ``no ron (no yaku)``, ``no ron (needs 2 han of yaku)``, ``no ron``
    (it cannot happen); furiten: ``furiten, no ron (3900 · 3 han 30 fu)``, ``furiten, no ron``."""
    if furiten and isinstance(result, HandError):
        return phrase(PHRASES, "furiten_no_ron", lang)
    if furiten:
        return phrase(PHRASES, "furiten_value", lang, value=said_value(result, lang))
    return _win_said(result, lang, "ron")


def tsumo_said(result: ScoreResult | HandError, lang: str) -> str:
    """A wait's tsumo in a sentence, as :func:`ron_said` says the ron: ``tsumo 1000 all · ...``,
    ``no tsumo (no yaku)``, ``no tsumo (needs 2 han of yaku)``, ``no tsumo``."""
    return _win_said(result, lang, "tsumo")


def _win_said(result: ScoreResult | HandError, lang: str, how: str) -> str:
    ron = how == "ron"
    if isinstance(result, HandError):
        return phrase(PHRASES, "no_ron" if ron else "no_tsumo", lang)
    if not wins(result):
        return phrase(PHRASES, "no_ron_why" if ron else "no_tsumo_why", lang, why=short_value(result, lang))
    return phrase(PHRASES, "ron_value" if ron else "tsumo_value", lang, value=short_value(result, lang))


def said_value(result: ScoreResult | HandError, lang: str) -> str:
    """A wait's value put in a sentence ("furiten, no ron ({value})"): :func:`short_value`, but a win that
    cannot happen (renhou by tsumo: its result is the reason) said in words, not by a dash."""
    if isinstance(result, HandError):
        return phrase(PHRASES, "no_such_win", lang)
    return short_value(result, lang)

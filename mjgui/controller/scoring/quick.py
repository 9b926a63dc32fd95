"""Scoring without tiles: a value picked as han and fu, a limit or N yakuman, paid with the
desk's situation (seat, ron or tsumo, the discarder, honba, sticks, rules). No Qt here.

The points come from the core (:func:`mjgui.core.scoring.points.base_points` and
:func:`~mjgui.core.scoring.points.payment`), as for a hand with tiles.
"""

from typing import NamedTuple

from mjgui.core.scoring.points import LIMIT_BASE, Base, Payment, base_points, impossible_han_fu, payment
from mjgui.core.scoring.rules import Rules

#: the kinds of a picked value
QUICK_KINDS = ("hanfu", "limit", "yakuman")
QUICK_LIMITS = ("mangan", "haneman", "baiman", "sanbaiman")


class QuickValue(NamedTuple):
    """What the player picked: ``hanfu`` (``han`` 1-4 and ``fu``), ``limit`` (``limit``) or
    ``yakuman`` (``multiple``)."""

    kind: str
    han: int = 0
    fu: int = 0
    limit: str = ""
    multiple: int = 1


class QuickFu(NamedTuple):
    fu: int
    raw: int


class QuickWin(NamedTuple):
    """A picked value as the results word it (the fields a reading's value has)."""

    han: int
    fu: QuickFu
    yakuman: int
    base: Base
    payment: Payment | None

    @property
    def limit(self) -> str | None:
        return self.base.limit


def quick_base(value: QuickValue, rules: Rules, *, tsumo: bool) -> Base | None:
    """The base points of a picked value; None when it cannot be (1 han 20 fu, 20 fu on ron...)."""
    if value.kind == "yakuman":
        return base_points(0, 0, value.multiple, rules) if value.multiple >= 1 else None
    if value.kind == "limit":
        points = LIMIT_BASE.get(value.limit)
        return Base(points, value.limit, 0) if points is not None and value.limit in QUICK_LIMITS else None
    if value.kind == "hanfu" and value.han >= 1 and value.fu > 0:
        if impossible_han_fu(value.han, value.fu, rules, tsumo=tsumo):
            return None
        return base_points(value.han, value.fu, 0, rules)
    return None


def quick_win(
    value: QuickValue, rules: Rules, *, dealer: bool, tsumo: bool, honba: int, sticks: int
) -> QuickWin | None:
    """The picked value paid in this situation; None when the value cannot be."""
    base = quick_base(value, rules, tsumo=tsumo)
    if base is None:
        return None
    pay = payment(base.points, dealer=dealer, tsumo=tsumo, honba=honba, sticks=sticks, rules=rules)
    han = value.han if value.kind == "hanfu" else 0
    fu = value.fu if value.kind == "hanfu" else 0
    yakuman = max(1, value.multiple) if value.kind == "yakuman" else 0
    return QuickWin(han, QuickFu(fu, fu), yakuman, base, pay)

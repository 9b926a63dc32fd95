"""Scoring without tiles: a value picked as han and fu, a limit or N yakuman, paid with the
desk's situation (seat, ron or tsumo, the discarder, honba, sticks, renchan, rules). No Qt here.

What a picked value wins is the game's own decision for a line written as han and fu, a limit or
yakuman (:func:`mjgui.core.game.game.value_worth`: paarenchan, ryanhan shibari, han and fu no
hand has, the most yakuman the rules count), so the desk shows what the game records; the points
come from the core (:func:`mjgui.core.scoring.points.payment`), as for a hand with tiles.
"""

from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from mjgui.core.scoring.points import Base, Payment, impossible_han_fu, payment
from mjgui.core.scoring.rules import Rules

if TYPE_CHECKING:
    from mjgui.core.game.record import HanFu, Limit, Yakuman

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


#: the han a value picker offers with fu (beyond them a limit: its fu do not count)
PICKED_HAN: tuple[int, ...] = (1, 2, 3, 4)


@cache
def winnable_values(rules: Rules) -> frozenset[tuple[int, int, bool]]:
    """The ``(han, fu, tsumo)`` a value picker offers under ``rules``: those some hand can win
    (:func:`~mjgui.core.scoring.points.impossible_han_fu`, the one rule the game record's lines
    follow too)."""
    from mjgui.core.game.lines import FU_CHOICES  # the pickers' fu: not before the first frame

    return frozenset(
        (han, fu, tsumo)
        for han in PICKED_HAN
        for fu in FU_CHOICES
        for tsumo in (False, True)
        if impossible_han_fu(han, fu, rules, tsumo=tsumo) is None
    )


class QuickFu(NamedTuple):
    fu: int
    raw: int


class QuickWin(NamedTuple):
    """A picked value as the results word it (the fields a reading's value has). ``paarenchan``:
    the dealer's win at paarenchan, a yakuman whatever was picked (``han`` and ``fu`` say what
    was picked)."""

    han: int
    fu: QuickFu
    yakuman: int
    base: Base
    payment: Payment | None
    paarenchan: bool = False

    @property
    def limit(self) -> str | None:
        return self.base.limit


def written_value(value: QuickValue) -> "HanFu | Limit | Yakuman | None":
    """A picked value as a game line would write it; None while nothing whole is picked."""
    from mjgui.core.game.record import HanFu, Limit, Yakuman  # only once a value is picked

    if value.kind == "hanfu" and value.han >= 1 and value.fu > 0:
        return HanFu(value.han, value.fu)
    if value.kind == "limit" and value.limit in QUICK_LIMITS:
        return Limit(value.limit)
    if value.kind == "yakuman" and value.multiple >= 1:
        return Yakuman(value.multiple)
    return None


def quick_win(
    value: QuickValue,
    rules: Rules,
    *,
    dealer: bool,
    tsumo: bool,
    honba: int,
    honba_taken: int,
    sticks: int,
    renchan: int,
) -> QuickWin | None:
    """The picked value paid in this situation (``honba`` on the table, which ryanhan shibari
    reads; ``honba_taken`` of them paid to this winner: :attr:`HandSpec.honba_taken`); None
    while nothing whole is picked. Raises the game's :class:`~mjgui.core.game.record.GameError`
    when the value does not win here (1 han under ryanhan shibari, han and fu no hand has, more
    yakuman than the rules count): the game refuses that line for the same reason."""
    written = written_value(value)
    if written is None:
        return None
    from mjgui.core.game.game import value_worth  # only once a value is picked

    worth = value_worth(written, rules, dealer=dealer, tsumo=tsumo, honba=honba, renchan=renchan)
    pay = payment(
        worth.base.points, dealer=dealer, tsumo=tsumo, honba=honba_taken, sticks=sticks, rules=rules
    )
    han = value.han if value.kind == "hanfu" else 0
    fu = value.fu if value.kind == "hanfu" else 0
    return QuickWin(han, QuickFu(fu, fu), worth.yakuman, worth.base, pay, worth.paarenchan)

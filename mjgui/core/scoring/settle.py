"""Settling a win between the players, pao included (RULES.md §5-6, §9): the one place that
decides who pays whom, for the game, the log replay, the score command and the calculator.

In :func:`settle_win` seats are table positions 0..``rules.players - 1`` (not winds); ``dealer``
says which one deals (:func:`settle_hand` settles a scored hand by its seat winds, East the
dealer). The result is each position's change in points; the winner's share includes the riichi
sticks on the table, so the deltas add up to ``1000 * sticks``. With three players a tsumo is
paid by the two others only, each their four-player share (tsumo loss).
"""

from __future__ import annotations

from typing import Any

from mjgui.core.scoring.hand import HandSpec, liable_for
from mjgui.core.scoring.points import payment, round_up_100
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import ReadingValue, pao_base

Deltas = tuple[int, ...]


def settle_win(
    *,
    winner: int,
    dealer: int,
    tsumo: bool,
    discarder: int | None,
    base: int,
    honba: int,
    sticks: int,
    rules: Rules,
    liable: int | None = None,
    pao_base: int = 0,
) -> Deltas:
    """Who pays whom for one win.

    ``base`` is the hand's base points (8000 per yakuman); ``pao_base`` the part of it that
    comes from a pao yakuman, for which ``liable`` answers: on tsumo the liable player pays all
    of that part and the honba (with ``rules.pao_whole``, all of the hand: the other yakuman
    too); on ron by another player the liable player and the discarder pay half each of that
    part, the honba on the discarder (on the liable player with ``rules.pao_liable_honba``); on
    ron from the liable player, nothing changes.
    """
    if not tsumo and discarder is None:
        raise ValueError("a ron needs a discarder")
    out = [0] * rules.players
    is_dealer = winner == dealer
    pao_base = _liable_part(winner, tsumo, discarder, base, rules, liable, pao_base)
    pao_applies = pao_base > 0
    ordinary = base - pao_base
    honba_on_ordinary = 0 if pao_applies else honba
    if ordinary > 0:
        pay = payment(ordinary, dealer=is_dealer, tsumo=tsumo, honba=honba_on_ordinary, sticks=0, rules=rules)
        if tsumo:
            for seat in range(rules.players):
                if seat == winner:
                    continue
                if is_dealer:
                    amount = pay.each_pays
                else:
                    amount = pay.dealer_pays if seat == dealer else pay.non_dealer_pays
                out[seat] -= amount
                out[winner] += amount
        else:
            assert discarder is not None
            out[discarder] -= pay.ron
            out[winner] += pay.ron
    if pao_applies:
        assert liable is not None
        value = round_up_100(pao_base * (6 if is_dealer else 4))
        honba_points = rules.honba_ron * honba
        if tsumo:
            out[liable] -= value + honba_points
        else:
            assert discarder is not None
            half = round_up_100(value // 2)
            liable_honba = honba_points if rules.pao_liable_honba else 0
            out[liable] -= half + liable_honba
            out[discarder] -= value - half + honba_points - liable_honba
        out[winner] += value + honba_points
    out[winner] += 1000 * sticks
    return tuple(out)


def _pao_applies(winner: int, tsumo: bool, discarder: int | None, liable: int | None, pao_base: int) -> bool:
    """Whether pao changes who pays a win (RULES.md §6): a liable player other than the winner
    (:func:`~mjgui.core.scoring.hand.liable_for`), a pao yakuman in the hand (``pao_base``), and
    not a ron the liable player dealt in (that one is paid as an ordinary ron) nor a ron whose
    discarder is not known."""
    if liable_for(winner, liable) is None or pao_base <= 0:
        return False
    return tsumo or (discarder is not None and discarder != liable)


def _liable_part(
    winner: int,
    tsumo: bool,
    discarder: int | None,
    base: int,
    rules: Rules,
    liable: int | None,
    pao_base: int,
) -> int:
    """The part of ``base`` the liable player answers for (0 where pao changes nothing,
    :func:`_pao_applies`): ``pao_base``, or on a tsumo with ``rules.pao_whole`` all of the hand."""
    if not _pao_applies(winner, tsumo, discarder, liable, pao_base):
        return 0
    return base if tsumo and rules.pao_whole else pao_base


def tsumo_loss(
    *, winner: int, dealer: int, base: int, rules: Rules, liable: int | None = None, pao_base: int = 0
) -> int:
    """What North would pay of a tsumo at a three-player table with four players, which nobody
    pays (tsumo loss, RULES.md §9): a non-dealer's share, honba aside, of the part of the hand
    the others pay as an ordinary tsumo (:func:`settle_win`'s split). 0 with four players, or
    when the liable player pays the whole tsumo (pao)."""
    if rules.players != 3:
        return 0
    ordinary = base - _liable_part(winner, True, None, base, rules, liable, pao_base)
    return _north_share(ordinary, winner == dealer, rules)


def liable_north_share(
    *, winner: int, dealer: int, base: int, rules: Rules, liable: int | None = None, pao_base: int = 0
) -> int:
    """What the liable player pays of a three-player tsumo for North: pao has them pay the part
    of the hand they answer for as at a four-player table (:func:`settle_win`), so North's share
    of that part, honba aside, is paid by them, not lost (no tsumo loss on it). 0 with four
    players, or where pao changes nothing."""
    if rules.players != 3:
        return 0
    part = _liable_part(winner, True, None, base, rules, liable, pao_base)
    return _north_share(part, winner == dealer, rules)


def _north_share(part: int, is_dealer: bool, rules: Rules) -> int:
    """North's share of a tsumo worth ``part`` base points at a four-player table, honba aside
    (a non-dealer's share; 0 for no part)."""
    if part <= 0:
        return 0
    pay = payment(part, dealer=is_dealer, tsumo=True, honba=0, sticks=0, rules=rules)
    return pay.each_pays if is_dealer else pay.non_dealer_pays


def hand_tsumo_loss(spec: HandSpec, value: ReadingValue) -> int:
    """:func:`tsumo_loss` of a scored hand by its seat winds (East the dealer); 0 for a ron."""
    if not spec.tsumo:
        return 0
    return tsumo_loss(**_hand_tsumo(spec, value))


def hand_liable_north_share(spec: HandSpec, value: ReadingValue) -> int:
    """:func:`liable_north_share` of a scored hand by its seat winds (East the dealer); 0 for a
    ron."""
    if not spec.tsumo:
        return 0
    return liable_north_share(**_hand_tsumo(spec, value))


def _hand_tsumo(spec: HandSpec, value: ReadingValue) -> dict[str, Any]:
    """The tsumo of a scored hand as :func:`tsumo_loss` takes it (East the dealer)."""
    return {
        "winner": spec.seat,
        "dealer": 0,
        "base": value.base.points,
        "rules": spec.rules,
        "liable": spec.liable,
        "pao_base": 0 if spec.liable is None else pao_base(value, spec.rules),
    }


def pao_settlement(spec: HandSpec, value: ReadingValue) -> Deltas | None:
    """Each seat wind's change (0 East .. 3 North, one entry per player) for a winning reading
    of ``spec``, its honba and sticks, when pao changes who pays it (:func:`settle_win` with the
    liable seat ``spec.liable``); None when it does not: nobody liable, no pao yakuman, the
    winner's own seat, a ron the liable player dealt in, or a ron without a discarder. Without
    a liable seat the reading's yaku are not read (a value picked without tiles has none)."""
    base = 0 if spec.liable is None else pao_base(value, spec.rules)
    if not _pao_applies(spec.seat, spec.tsumo, spec.discarder, spec.liable, base):
        return None
    return settle_win(
        winner=spec.seat,
        dealer=0,
        tsumo=spec.tsumo,
        discarder=spec.discarder,
        base=value.base.points,
        honba=spec.honba_taken,
        sticks=spec.sticks,
        rules=spec.rules,
        liable=spec.liable,
        pao_base=base,
    )


def settle_hand(spec: HandSpec, value: ReadingValue) -> Deltas:
    """Each seat wind's change (0 East .. 3 North, one entry per player) for a winning reading
    of ``spec``, its honba and sticks: :func:`pao_settlement` when pao changes who pays it;
    otherwise the reading's payment as it is, the next seat after the winner shown paying a ron
    whose discarder is not known (``Payment.deltas``)."""
    pay = value.payment
    assert pay is not None, "a reading that wins has a payment"
    settled = pao_settlement(spec, value)
    if settled is not None:
        return settled
    return pay.deltas(spec.seat, spec.discarder)

"""What each player needs: the smallest win that passes a player placed above them (RULES.md §5, §8).

The question asked at every table before the last hands. For each player ``P`` and each player
``Q`` placed above ``P`` now (where a tie shares the place, ``tie_uma`` ``"split"``, also each
player ``Q`` on as many points: the two tied players each need to pass the other), three answers
for the next hand, each the cheapest cell of the score table that puts ``P`` above ``Q``:

* ``direct_ron`` — ``P`` wins by ron from ``Q``: the payment moves both;
* ``other_ron`` — ``P`` wins by ron from one of the two others (the one other, with three
  players): only ``P`` moves; what does it from either of them (under wareme, the other who
  does not pay double);
* ``tsumo`` — ``P`` wins by tsumo: ``Q`` pays their share (the dealer's, or an equal one).

The winner takes the riichi sticks on the table and the honba; a tie in points goes to the seat
nearer the first dealer (:func:`~mjgui.core.game.final_score.placement`), or, where the rules
share a tied place (``tie_uma`` ``"split"``), passes nobody: passing takes more points
(:func:`~mjgui.core.game.final_score.places`). The payments are the
game's own (:func:`~mjgui.core.scoring.settle.settle_win` over
:func:`~mjgui.core.scoring.points.base_points`), so the rules object decides kiriage mangan,
kazoe and the honba values.

The candidates are the cells of the score table: 1 han from 30 fu; 20 fu only by tsumo and from
2 han; 25 fu from 2 han by ron and from 3 han by tsumo; up to 110 fu, each below mangan; then the
limits (mangan at 5 han, haneman 6, baiman 8, sanbaiman 11), then the yakuman: one (a
yakuman's ``han`` is None: any yakuman, or 13 han where they count as one), and then each
larger number of yakuman the winner's hand can count, won that way, under the rules (RULES.md
§3, §5: 8000 base a yakuman, :meth:`~mjgui.core.scoring.rules.Rules.most_yakuman_at`; only a
double first-turn yakuman makes one seat's most differ from another's): where several yakuman add up
(``yakuman_stacking``) a double, a triple... up to the largest hand's sum (6 with the seed's
double yakuman, 4 without any: daisuushii, tsuuiisou, suuankou tanki and tenhou or suukantsu),
else a double where the rules have double yakuman (``double_yakuman``), else one; never more
than a game line writes (:data:`~mjgui.core.game.record.MAX_YAKUMAN`); what the game itself
accepts (:func:`~mjgui.core.game.game.value_worth`). A cell that already reaches a limit (4 han 40 fu,
or 4 han 30 fu under kiriage) is that limit, told by its name. Under ryanhan shibari 1 han does
not win. A dealer at paarenchan wins a yakuman by paarenchan whatever the hand (the first cell:
any win, :attr:`Cell.paarenchan`), and more only with a yakuman hand: with ``yakuman_stacking``
paarenchan adds to the yakuman the hand holds, without it the larger counts. Under ``wareme`` a
``wareme NAME`` line already recorded for the hand (the tracker records it as the hand starts)
doubles every payment to or from that player, honba included, as the game pays it
(:func:`~mjgui.core.game.game.replay`); the figures are still the score table's values, as they
are without the honba. With no such line no wall is counted as broken. None beyond the most
yakuman the rules count: no hand does it.

Cheapest means the fewest points (the ron payment, or the sum of the tsumo shares, without
honba and sticks), then the fewest han, then the fewest fu.

Under ``chombo_at_end`` the penalties kept for the end are paid before the players are placed,
so in the hand that can end the game (the last hand of the last round, or a hand of the extra
round) the conditions count them: who is placed above whom, and what passes, are reckoned on
the points with the penalties still to come (:func:`standing_points`). Earlier hands do not:
their order is not the final one whatever happens in them, and the panel then follows the
standings as the table shows them, on the points in play. (A win that sends a player below
zero can end an earlier hand too, under buttobi; that is not foreseen.)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from mjgui.core.game.final_score import placement, places
from mjgui.core.game.game import GameState, double_wareme, value_worth  # the game's own doubling and values
from mjgui.core.game.record import MAX_YAKUMAN, HanFu, Yakuman
from mjgui.core.scoring.points import Payment, base_points, impossible_han_fu, payment
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.settle import settle_win

FU_STEPS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
CELL_HAN = (1, 2, 3, 4)
LIMIT_HAN = (5, 6, 8, 11)  # the fewest han of each limit below the yakuman
KINDS = ("direct_ron", "other_ron", "tsumo")


@dataclass(frozen=True)
class Cell:
    """One value a win can have: ``han`` ``fu`` below the limits, a limit by its ``han`` (``fu``
    None), or a yakuman (``han`` None). ``base`` is its base points; ``yakuman`` the number of
    yakuman it counts (0 below the yakuman; 2 a double yakuman). ``paarenchan``: a dealer's win
    at paarenchan whose count paarenchan is in (a yakuman whatever the hand, added to the hand's
    own under ``yakuman_stacking``); ``hand_yakuman`` is the yakuman the hand itself holds (0:
    any win)."""

    han: int | None
    fu: int | None
    limit: str | None
    base: int
    yakuman: int = 0
    paarenchan: bool = False
    hand_yakuman: int = 0


@dataclass(frozen=True)
class Need:
    """The cheapest win that does it. ``points`` is the hand's value without honba and sticks:
    the ron payment, or on tsumo the sum of the shares. On tsumo ``each`` is a dealer's share
    from each player, ``dealer_share``/``other_share`` a non-dealer's from the dealer and from
    each other player (all without honba)."""

    cell: Cell
    points: int
    tsumo: bool = False
    each: int = 0
    dealer_share: int = 0
    other_share: int = 0

    @property
    def han(self) -> int | None:
        return self.cell.han

    @property
    def fu(self) -> int | None:
        return self.cell.fu

    @property
    def limit(self) -> str | None:
        return self.cell.limit

    @property
    def yakuman(self) -> int:
        return self.cell.yakuman

    @property
    def paarenchan(self) -> bool:
        return self.cell.paarenchan

    def as_dict(self) -> dict[str, int | str | bool | None]:
        """``{"points", "han", "fu", "limit", "yakuman", "paarenchan"}``: ``yakuman`` the number of
        yakuman (0 below them); ``paarenchan`` true where paarenchan is in that count
        (:attr:`Cell.paarenchan`: a dealer's any win at paarenchan, and with
        ``yakuman_stacking`` each yakuman hand it adds to; without stacking a yakuman hand that
        counts more than paarenchan has it false, even at paarenchan)."""
        return {
            "points": self.points,
            "han": self.han,
            "fu": self.fu,
            "limit": self.limit,
            "yakuman": self.yakuman,
            "paarenchan": self.paarenchan,
        }


@dataclass(frozen=True)
class Condition:
    """What ``player`` (a starting seat) needs with the next hand to pass ``passes`` (the seat
    placed above them now); each field None when no hand does it, not even the most yakuman
    the winner's hand counts under the rules that a game line can write (at most
    :data:`~mjgui.core.game.record.MAX_YAKUMAN`)."""

    player: int
    passes: int
    direct_ron: Need | None
    other_ron: Need | None
    tsumo: Need | None

    def need(self, kind: str) -> Need | None:
        value: Need | None = getattr(self, kind)
        return value


def _yakuman_cells(rules: Rules, *, dealer: bool, tsumo: bool, paarenchan: bool) -> list[Cell]:
    """The yakuman a win can count, each once, fewest first, as the game values a ``yakuman N``
    line (:func:`~mjgui.core.game.game.value_worth`), up to the most the winner's hand counts
    won this way under the rules (:meth:`~mjgui.core.scoring.rules.Rules.most_yakuman_at`, which
    it refuses beyond: a double tenhou only for the dealer's tsumo), with paarenchan added on
    top at paarenchan.
    At paarenchan (the dealer's win) first any win, then each hand of more yakuman."""
    renchan = rules.paarenchan_threshold if paarenchan else 0
    out: list[Cell] = []
    if paarenchan:
        any_win = value_worth(HanFu(1, 30), rules, dealer=dealer, tsumo=tsumo, honba=0, renchan=renchan)
        out.append(Cell(None, None, "yakuman", any_win.base.points, any_win.yakuman, True, 0))
    most = rules.most_yakuman_at(dealer=dealer, tsumo=tsumo)
    for written in range(1, min(most, MAX_YAKUMAN) + 1):  # what a line may write
        worth = value_worth(Yakuman(written), rules, dealer=dealer, tsumo=tsumo, honba=0, renchan=renchan)
        if out and worth.yakuman <= out[-1].yakuman:
            continue  # paarenchan without stacking: the larger counts, no more than any win
        added = worth.paarenchan and worth.yakuman > written  # paarenchan counted in it
        out.append(Cell(None, None, "yakuman", worth.base.points, worth.yakuman, added, written))
    return out


def score_cells(
    rules: Rules, *, tsumo: bool, min_han: int = 1, dealer: bool = False, paarenchan: bool = False
) -> tuple[Cell, ...]:
    """The cells of the score table a win by ``tsumo`` (or ron) can have, from ``min_han`` han:
    the han/fu cells below the limits, then each limit once, then one yakuman and each larger
    number the rules count (a double, a triple...). A ``dealer``'s win at ``paarenchan``: only
    the yakuman, the first of them any win (where the rules play paarenchan)."""
    if paarenchan and dealer and rules.paarenchan:
        return tuple(_yakuman_cells(rules, dealer=True, tsumo=tsumo, paarenchan=True))
    cells: list[Cell] = []
    for han in CELL_HAN:
        if han < min_han:
            continue
        for fu in FU_STEPS:
            if impossible_han_fu(han, fu, rules, tsumo=tsumo) is not None:
                continue
            base = base_points(han, fu, 0, rules)
            if base.limit is None:
                cells.append(Cell(han, fu, None, base.points))
    for han in LIMIT_HAN:
        base = base_points(han, 0, 0, rules)
        cells.append(Cell(han, None, base.limit, base.points))
    # a yakuman (or 13 han counted as one: kazoe), then a double yakuman... as the rules allow
    cells += _yakuman_cells(rules, dealer=dealer, tsumo=tsumo, paarenchan=False)
    return tuple(cells)


def _hand_points(pay: Payment, rules: Rules) -> int:
    """The hand's value without honba and sticks: the ron payment, or the shares the other
    players pay on tsumo (two of them with three players: tsumo loss)."""
    if not pay.tsumo:
        return pay.ron - pay.honba_points
    payers = rules.players - 1
    if pay.dealer:
        return payers * pay.each_pays - pay.honba_points
    return pay.dealer_pays + (payers - 1) * pay.non_dealer_pays - pay.honba_points


@lru_cache(maxsize=64)
def _ladder(rules: Rules, dealer: bool, tsumo: bool, min_han: int, paarenchan: bool) -> tuple[Need, ...]:
    """Every cell a winner (the dealer or not, at ``paarenchan`` or not) can win with, as a
    need, cheapest first. A tsumo's points are the shares the other players pay (two of them
    with three players: tsumo loss)."""
    needs = []
    for cell in score_cells(rules, tsumo=tsumo, min_han=min_han, dealer=dealer, paarenchan=paarenchan):
        pay = payment(cell.base, dealer=dealer, tsumo=tsumo, honba=0, sticks=0, rules=rules)
        points = _hand_points(pay, rules)
        needs.append(Need(cell, points, tsumo, pay.each_pays, pay.dealer_pays, pay.non_dealer_pays))
    return tuple(sorted(needs, key=lambda n: (n.points, n.han if n.han is not None else 99, n.fu or 0)))


def counts_pending_chombo(state: GameState) -> bool:
    """The conditions count the chombo penalties still to be paid: this hand can end the game
    (the last hand of the last round, or one of the extra round) and penalties are waiting."""
    return state.in_last_hand and any(state.pending_chombo)


def standing_points(state: GameState) -> tuple[int, ...]:
    """The points the conditions place the players by: the points in play, plus the chombo
    penalties still to be paid in the hand that can end the game (module docstring)."""
    if counts_pending_chombo(state):
        return tuple(p + c for p, c in zip(state.points, state.pending_chombo, strict=True))
    return state.points


def _passes(
    state: GameState, points: tuple[int, ...], player: int, rival: int, cell: Cell, discarder: int | None
) -> bool:
    """Whether winning ``cell`` (by ron from ``discarder``, or tsumo) puts ``player`` above
    ``rival``: paid as the game pays it, the hand's wareme (if recorded) doubling."""
    deltas = list(
        settle_win(
            winner=player,
            dealer=state.dealer,
            tsumo=discarder is None,
            discarder=discarder,
            base=cell.base,
            honba=state.honba,
            sticks=state.sticks,
            rules=state.rules,
        )
    )
    double_wareme(deltas, player, state)  # nothing when no wareme line is recorded
    after = [p + d for p, d in zip(points, deltas, strict=True)]
    place = places(after, state.rules)  # a tie: the seat nearer the first dealer, or shared
    return place[player] < place[rival]


def _cheapest(
    state: GameState, points: tuple[int, ...], player: int, rival: int, discarder: int | None
) -> Need | None:
    """The first need of the ladder that passes: each step up pays everyone at least as much
    as the one below (the payments grow with the base points), so whether it passes only
    changes once along the ladder, and a binary search finds where."""
    tsumo = discarder is None
    dealer = player == state.dealer
    paarenchan = dealer and state.paarenchan  # any win a yakuman: ryanhan shibari does not apply
    ladder = _ladder(state.rules, dealer, tsumo, 2 if state.shibari and not paarenchan else 1, paarenchan)
    low, high = 0, len(ladder)
    while low < high:
        middle = (low + high) // 2
        if _passes(state, points, player, rival, ladder[middle].cell, discarder):
            high = middle
        else:
            low = middle + 1
    return ladder[low] if low < len(ladder) else None


def _other_discarder(state: GameState, player: int, rival: int) -> int:
    """The player other than ``player`` and ``rival`` whose ron the ``other_ron`` need is
    reckoned from. A ron from any of them moves only the winner, alike, except a ron from the
    player the hand's wareme doubles the payments of: that one pays double, so the need from
    the others holds from them too (with three players, the one other, whoever it is)."""
    others = [seat for seat in range(state.seats) if seat not in (player, rival)]
    if state.wareme is not None and len(others) > 1 and state.wareme[0] in others:
        others.remove(state.wareme[0])
    return others[0]


def conditions(state: GameState) -> tuple[Condition, ...]:
    """Every (player, player placed above them) pair of a live game, players from first place
    down and, for each, the players above from the nearest; () before the players or after
    the end. Where players tied on points share their place (``tie_uma`` ``"split"``) none of
    them is above the other, and each needs to pass the other to be alone above: both pairs
    are listed, the tied players nearest."""
    if not state.started or state.ended or len(state.points) != state.seats:
        return ()
    points = standing_points(state)
    order = placement(points)
    split = state.rules.tie_uma == "split"
    out: list[Condition] = []
    for rank, player in enumerate(order):
        above = list(order[:rank])  # ties to the seat nearer the first dealer
        if split:  # a tie passes nobody: the tied players placed after this one too
            above += [seat for seat in order[rank + 1 :] if points[seat] == points[player]]
        for rival in reversed(above):
            other = _other_discarder(state, player, rival)
            out.append(
                Condition(
                    player,
                    rival,
                    _cheapest(state, points, player, rival, rival),
                    _cheapest(state, points, player, rival, other),
                    _cheapest(state, points, player, rival, None),
                )
            )
    return tuple(out)


def conditions_dicts(state: GameState) -> list[dict[str, object]]:
    """The ``conditions`` of ``mjgui game FILE --json``: ``[{"player", "passes", "direct_ron",
    "other_ron", "tsumo"}]`` with names, each value ``{"points", "han", "fu", "limit", "yakuman",
    "paarenchan"}`` (:meth:`Need.as_dict`) or null."""
    out: list[dict[str, object]] = []
    for cond in conditions(state):
        entry: dict[str, object] = {"player": state.names[cond.player], "passes": state.names[cond.passes]}
        for kind in KINDS:
            need = cond.need(kind)
            entry[kind] = None if need is None else need.as_dict()
        out.append(entry)
    return out


__all__ = [
    "Cell",
    "Condition",
    "Need",
    "conditions",
    "conditions_dicts",
    "counts_pending_chombo",
    "score_cells",
    "standing_points",
]

"""The final score of a game: placement, oka and uma (RULES.md §8, seed-scoring "Конечные точки").

Placement is by points at the end, ties to the seat nearer the first dealer (the lower starting
seat). Every player but first rounds to the nearest 1000, half up (14 500 -> 15 000,
-2 500 -> -2 000; under Tenhou's ``score_rounding_half`` ``"away"`` a half goes away from
zero, -2 500 -> -3 000); first gets 4 x return minus their sum, which hands the oka (4 x
(return - start)) and the rounding to the winner, so the scores add to zero. Each then
subtracts the return and adds the uma of their place. Worked example (start 25 000, return
30 000): A 43 600, B 14 500, C 15 400, D 26 500 -> +33, -15, -15, -3 before uma.

Three players (RULES.md §9) count the same way over three seats: first gets 3 x return minus
the others' sum, the uma has three entries. The online sites do not round
(``rules.score_rounding`` 0): Tenhou's 35 000 start and 40 000 return give first the 15 000 oka,
so with uma +20 / 0 / -20 a player scores (points - 40 000)/1000 + 35 / 0 / -20 on the
unrounded thousands, as today's Tenhou logs write (52 300, 38 700, 14 000 -> +47.3, -1.3, -46).

Ties (``rules.tie_uma``). The seed places players tied on points by the seat nearer the first
dealer, each with the uma of their own place (``"seat"``). Under ``"split"`` (the EMA and WRC
presets) players tied on points share one place, numbered as the best of the places they hold
(two tied for first are both 1st, the next player 3rd: :func:`places`), and split equally the
uma of those places: with +15 / +5 / −5 / −15, two tied for first get +10 each, three tied for
second −5 each. Tied for first, they also split what goes to first place: the oka, the
rounding's remainder, and the riichi sticks left at the end when the rules give those to first
place (then kept on the table by the game and shared here). A share that does not come out in
whole points (three players splitting 20 000 of uma, or one stick) is rounded down to the point
and the point or two left over go, one each, to the tied players nearest the first dealer, so
the scores still add up. With a single player on each number of points both ways count alike.

Chombo under ``rules.chombo_score_penalty`` (M-League) is paid off the final score: the
offender's score loses the penalty after placement, oka and uma, which it leaves as they are
(placement is by points at the table, which the chombo did not change), so such a game's
scores add up to minus the penalties.

Scores are kept in points (``48000``) so they stay exact; :attr:`FinalScore.final` gives them
in thousands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mjgui.core.scoring.rules import Rules


def round_half_up(points: int, unit: int = 1000) -> int:
    """To the nearest ``unit``, a half going up: 14500 -> 15000, -2500 -> -2000."""
    return (points + unit // 2) // unit * unit


def rounded_points(points: int, rules: Rules) -> int:
    """``points`` as the final score counts them: unrounded (``score_rounding`` 0), or to the
    nearest ``score_rounding``, a half going up (-2500 -> -2000) or, under
    ``score_rounding_half`` ``"away"``, away from zero (-5500 -> -6000, 4500 -> 5000)."""
    unit = rules.score_rounding
    if not unit:
        return points
    if rules.score_rounding_half == "away" and points < 0:
        return -round_half_up(-points, unit)
    return round_half_up(points, unit)


def thousands(points: int) -> int | float:
    """Points as thousands: an int when whole (48000 -> 48), else a float (500 -> 0.5)."""
    return points // 1000 if points % 1000 == 0 else points / 1000


def placement(points: Sequence[int]) -> tuple[int, ...]:
    """Seats from first to last place: more points first, ties to the lower starting seat."""
    return tuple(sorted(range(len(points)), key=lambda seat: (-points[seat], seat)))


def tie_groups(points: Sequence[int], rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The seats place by place, first to last, each group the seats that hold a place together:
    one seat a group in :func:`placement`'s order, or under ``tie_uma`` ``"split"`` everyone on
    the same points together (in seat order), more points first: ``((1, 2), (0,), (3,))``."""
    if rules.tie_uma == "split":
        levels = sorted(set(points), reverse=True)
        return tuple(tuple(s for s in range(len(points)) if points[s] == level) for level in levels)
    return tuple((seat,) for seat in placement(points))


def places(points: Sequence[int], rules: Rules) -> tuple[int, ...]:
    """Each seat's place (1..players): by :func:`placement`, or under ``tie_uma`` ``"split"``
    the place shared by everyone on the same points, the best of those they hold (1, 1, 3, 4):
    a group of :func:`tie_groups` a place, the next after as many places as it holds."""
    out = [0] * len(points)
    place = 1
    for group in tie_groups(points, rules):
        for seat in group:
            out[seat] = place
        place += len(group)
    return tuple(out)


def _shares(total: int, seats: Sequence[int]) -> dict[int, int]:
    """``total`` points split equally among ``seats`` (in seat order), to the point: what does
    not divide goes a point each to the first seats (the nearest the first dealer)."""
    each, left = divmod(total, len(seats))
    return {seat: each + (1 if i < left else 0) for i, seat in enumerate(seats)}


@dataclass(frozen=True)
class FinalScore:
    """One player's result. ``rounded`` is the points counted for the final (first: the remainder).
    ``shared`` is how many players hold the place together (``tie_uma`` ``"split"``; else 1)."""

    seat: int  # starting seat, 0 = the first dealer
    name: str
    points: int  # points at the end of the game
    place: int  # 1..players
    rounded: int
    uma: int | float  # thousands (a split uma may be a fraction: +2.5)
    score: int  # points: rounded - return + uma x 1000 + penalty
    shared: int = 1
    penalty: int = 0  # points the chombo took off the score (``chombo_score_penalty``; 0 or less)

    @property
    def uma_points(self) -> int:
        """The uma in points (``uma`` x 1000, exact)."""
        return round(1000 * self.uma)

    @property
    def before_uma(self) -> int:
        """The score before the uma (and before a chombo's penalty off it)."""
        return self.score - self.uma_points - self.penalty

    @property
    def final(self) -> int | float:
        """The uma-adjusted score in thousands (+48, -3 ...)."""
        return thousands(self.score)


def final_scores(
    names: Sequence[str],
    points: Sequence[int],
    rules: Rules,
    sticks_left: int = 0,
    penalties: Sequence[int] = (),
) -> tuple[FinalScore, ...]:
    """Everyone's final score, in starting seat order.

    ``sticks_left`` are riichi sticks still on the table. When the rules do not give them to
    first place they belong to nobody, so first's remainder is reduced by them and the scores
    then add up to ``-1000 x sticks_left``. When they do, the game has already handed them to
    first place, except to players tied for first under ``tie_uma`` ``"split"``: those share
    them here. ``penalties`` (one a seat, 0 or less; none: all 0) are what chombo takes off
    each score under ``chombo_score_penalty``, after everything else.
    """
    if rules.tie_uma == "split":
        scores = _split_scores(names, points, rules, sticks_left)
    else:
        scores = _seat_scores(names, points, rules, sticks_left)
    if not any(penalties):
        return scores
    return tuple(
        replace(f, score=f.score + penalty, penalty=penalty)
        for f, penalty in zip(scores, penalties, strict=True)
    )


def _seat_scores(
    names: Sequence[str], points: Sequence[int], rules: Rules, sticks_left: int
) -> tuple[FinalScore, ...]:
    """:func:`final_scores` under ``tie_uma`` ``"seat"``: ties placed by seat."""
    order = placement(points)
    rounded = [rounded_points(p, rules) for p in points]
    first = order[0]
    others = sum(rounded[s] for s in range(len(points)) if s != first)
    rounded[first] = len(points) * rules.return_points - others - 1000 * sticks_left
    place = {seat: i + 1 for i, seat in enumerate(order)}
    out = []
    for seat in range(len(points)):
        uma = rules.uma[place[seat] - 1]
        score = rounded[seat] - rules.return_points + 1000 * uma
        out.append(FinalScore(seat, names[seat], points[seat], place[seat], rounded[seat], uma, score))
    return tuple(out)


def _split_scores(
    names: Sequence[str], points: Sequence[int], rules: Rules, sticks_left: int
) -> tuple[FinalScore, ...]:
    """:func:`final_scores` under ``tie_uma`` ``"split"``: the players tied on points share
    their place, its uma and, tied for first, first's remainder (module docstring)."""
    rounded = [rounded_points(p, rules) for p in points]
    lost = 0 if rules.sticks_to_first else sticks_left  # sticks that go to nobody
    remainder = len(points) * rules.return_points - sum(rounded) - 1000 * lost
    groups = tie_groups(points, rules)
    for seat, share in _shares(remainder, groups[0]).items():
        rounded[seat] += share
    uma: dict[int, int] = {}
    place: dict[int, int] = {}
    tied: dict[int, int] = {}
    held = 0  # the places the groups before hold
    for group in groups:
        uma.update(_shares(1000 * sum(rules.uma[held : held + len(group)]), group))
        place.update(dict.fromkeys(group, held + 1))
        tied.update(dict.fromkeys(group, len(group)))
        held += len(group)
    out = []
    for seat in range(len(points)):
        score = rounded[seat] - rules.return_points + uma[seat]
        row = (seat, names[seat], points[seat], place[seat], rounded[seat], thousands(uma[seat]), score)
        out.append(FinalScore(*row, tied[seat]))
    return tuple(out)

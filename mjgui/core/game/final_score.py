"""The final score of a game: placement, oka and uma (RULES.md §8, seed-scoring "Конечные точки").

Placement is by points at the end, ties to the seat nearer the first dealer (the lower starting
seat). Every player but first rounds to the nearest 1000, half up (14 500 -> 15 000,
-2 500 -> -2 000); first gets 4 x return minus their sum, which hands the oka (4 x (return -
start)) and the rounding to the winner, so the scores add to zero. Each then subtracts the
return and adds the uma of their place. Worked example (start 25 000, return 30 000):
A 43 600, B 14 500, C 15 400, D 26 500 -> +33, -15, -15, -3 before uma.

Three players (RULES.md §9) count the same way over three seats: first gets 3 x return minus
the others' sum, the uma has three entries. The online sites do not round
(``rules.score_rounding`` 0): Tenhou's 35 000 start and 40 000 return give first the 15 000 oka,
so with uma +20 / 0 / -20 a player scores (points - 40 000)/1000 + 35 / 0 / -20 on the
unrounded thousands, as today's Tenhou logs write (52 300, 38 700, 14 000 -> +47.3, -1.3, -46).

Scores are kept in points (``48000``) so they stay exact; :attr:`FinalScore.final` gives them
in thousands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mjgui.core.scoring.rules import Rules


def round_half_up(points: int, unit: int = 1000) -> int:
    """To the nearest ``unit``, a half going up: 14500 -> 15000, -2500 -> -2000."""
    return (points + unit // 2) // unit * unit


def thousands(points: int) -> int | float:
    """Points as thousands: an int when whole (48000 -> 48), else a float (500 -> 0.5)."""
    return points // 1000 if points % 1000 == 0 else points / 1000


def placement(points: Sequence[int]) -> tuple[int, ...]:
    """Seats from first to last place: more points first, ties to the lower starting seat."""
    return tuple(sorted(range(len(points)), key=lambda seat: (-points[seat], seat)))


@dataclass(frozen=True)
class FinalScore:
    """One player's result. ``rounded`` is the points counted for the final (first: the remainder)."""

    seat: int  # starting seat, 0 = the first dealer
    name: str
    points: int  # points at the end of the game
    place: int  # 1..players
    rounded: int
    uma: int  # thousands
    score: int  # points: rounded - return + uma x 1000

    @property
    def before_uma(self) -> int:
        return self.score - 1000 * self.uma

    @property
    def final(self) -> int | float:
        """The uma-adjusted score in thousands (+48, -3 ...)."""
        return thousands(self.score)


def final_scores(
    names: Sequence[str], points: Sequence[int], rules: Rules, sticks_left: int = 0
) -> tuple[FinalScore, ...]:
    """Everyone's final score, in starting seat order.

    ``sticks_left`` are riichi sticks still on the table (only when the rules do not give them to
    first place); they belong to nobody, so first's remainder is reduced by them and the scores
    then add up to ``-1000 x sticks_left``.
    """
    order = placement(points)
    unit = rules.score_rounding
    rounded = [round_half_up(p, unit) if unit else p for p in points]
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

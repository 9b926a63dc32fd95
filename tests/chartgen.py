"""A club's season as the season chart reads it, made fast: ``games`` games of 40 players (four
at a table, now and then three), each player's final score, ~20 games an evening. No records
are written or replayed (:mod:`tests.leaguegen` does that): the chart's own tests and
benchmarks/bench_chart.py need thousands of games in a second."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from mjgui.core.game.final_score import FinalScore

#: 40 players, some written in Cyrillic, as a real club's
_NAMES = (
    "Aiko Boris Chen Dasha Emil Fedya Gosha Hana Ivan Jun Kenji Lena Misha Nao Olga Pavel Quinn Rin "
    "Sasha Taro Umi Vera Алёна Борис Вика Глеб Дарья Егор Жанна Зоя Игорь Катя Лёша Маша Никита Оля "
    "Пётр Рита Саша Тимофей"
)
PLAYERS = tuple(_NAMES.split())


@dataclass(frozen=True)
class ChartGame:
    """What :func:`~mjgui.core.league.charts.season_totals` reads of a game: its players by
    seat, their final scores, its date."""

    names: tuple[str, ...]
    finals: tuple[FinalScore, ...]
    date: dt.date


def club_games(games: int, seed: int = 7) -> list[ChartGame]:
    """A season of ``games`` games of :data:`PLAYERS`, in order."""
    rng = random.Random(seed)
    out = []
    for index in range(games):
        seats = 3 if rng.random() < 0.1 else 4
        names = tuple(rng.sample(PLAYERS, seats))
        scores = [rng.randrange(-60, 61) * 1000 for _ in range(seats - 1)]
        scores.append(-sum(scores))
        finals = tuple(
            FinalScore(seat, name, 25000 + score, seat + 1, 25000 + score, 0, score)
            for seat, (name, score) in enumerate(zip(names, scores, strict=True))
        )
        out.append(ChartGame(names, finals, dt.date(2026, 1, 1) + dt.timedelta(days=index // 20)))
    return out

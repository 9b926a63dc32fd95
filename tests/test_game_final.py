"""The final score: placement, rounding, oka and uma (RULES.md §8, seed-scoring worked example)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjgui.core.game.final_score import final_scores, placement, round_half_up, thousands
from mjgui.core.scoring.rules import SEED, Rules

EXAMPLE_RULES = Rules(start_points=25000, return_points=30000, uma=(0, 0, 0, 0))


def test_the_worked_example_of_the_scoring_text() -> None:
    # start 25 000, return 30 000: A 43 600, B 14 500, C 15 400, D 26 500
    scores = final_scores("ABCD", (43600, 14500, 15400, 26500), EXAMPLE_RULES)
    assert [s.rounded for s in scores] == [63000, 15000, 15000, 27000]
    assert [s.final for s in scores] == [33, -15, -15, -3]
    assert [s.place for s in scores] == [1, 4, 3, 2]  # C above B: placement uses unrounded points
    assert [s.name for s in sorted(scores, key=lambda s: s.place)] == ["A", "D", "C", "B"]
    # first place also equals (30 - 15) + (30 - 15) + (30 - 27)
    assert scores[0].final == (30 - 15) + (30 - 15) + (30 - 27)


def test_the_worked_example_with_the_seed_uma() -> None:
    rules = Rules(start_points=25000, return_points=30000)
    scores = final_scores("ABCD", (43600, 14500, 15400, 26500), rules)
    assert [s.before_uma for s in scores] == [33000, -15000, -15000, -3000]
    assert [s.final for s in scores] == [33 + 15, -15 - 15, -15 - 5, -3 + 5]
    assert sum(s.score for s in scores) == 0


@pytest.mark.parametrize(
    ("points", "rounded"),
    [(14500, 15000), (26500, 27000), (-2500, -2000), (15400, 15000), (15499, 15000), (0, 0), (-2501, -3000)],
)
def test_rounding_half_up(points: int, rounded: int) -> None:
    assert round_half_up(points) == rounded


def test_ties_go_to_the_lower_starting_seat() -> None:
    assert placement((30000, 30000, 30000, 30000)) == (0, 1, 2, 3)
    assert placement((20000, 40000, 20000, 40000)) == (1, 3, 0, 2)
    scores = final_scores("ABCD", (20000, 40000, 20000, 40000), SEED)
    assert [s.place for s in scores] == [3, 1, 4, 2]
    assert [s.final for s in scores] == [-10 - 5, 10 + 15, -10 - 15, 10 + 5]


def test_thousands() -> None:
    assert thousands(48000) == 48 and isinstance(thousands(48000), int)
    assert thousands(-3000) == -3
    assert thousands(1500) == 1.5


@given(st.lists(st.integers(-50, 700).map(lambda n: n * 100), min_size=3, max_size=3))
def test_scores_add_to_zero(three: list[int]) -> None:
    points = (*three, 4 * 30000 - sum(three))
    scores = final_scores("ABCD", points, SEED)
    assert sum(s.score for s in scores) == 0
    assert sorted(s.place for s in scores) == [1, 2, 3, 4]
    for s in scores:
        if s.place != 1:
            assert s.rounded % 1000 == 0 and abs(s.rounded - s.points) <= 500


def test_the_worked_example_played_as_a_record() -> None:
    from mjgui.core.game.game import replay, result_dict

    record = "\n".join(
        [
            "rules seed start_points=25000 return_points=30000",
            "players A B C D",
            "ron A from B 2 50",  # E1: dealer 4800
            "ron A from C mangan",  # E1 1 honba: 12000 + 300
            "ron C from B 1 110",  # E1 2 honba: 3600 + 600
            "draw tenpai A,D",  # E2: 1500 each way
            *["draw"] * 6,  # E3 .. S4
        ]
    )
    result = replay(record)
    assert result.errors == ()
    state = result.final
    assert state.ended
    assert state.points == (43600, 14500, 15400, 26500)
    finals = state.final_scores
    assert finals is not None
    assert [f.before_uma // 1000 for f in finals] == [33, -15, -15, -3]
    players = result_dict(result)["players"]
    assert [p["final"] for p in players] == [33 + 15, -15 - 15, -15 - 5, -3 + 5]

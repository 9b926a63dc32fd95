"""The final score: placement, rounding, oka and uma (RULES.md §8, seed-scoring worked example)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjgui.core.game.final_score import final_scores, placement, round_half_up, thousands
from mjgui.core.scoring.rules import SEED, Rules, preset

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


# -- ties shared (tie_uma=split: the EMA and WRC presets) -------------------------------------

SPLIT = Rules(score_rounding=0, tie_uma="split")


def test_split_ties_share_the_place_and_its_uma() -> None:
    # two tied for first share +15 and +5, two tied for third −5 and −15
    scores = final_scores("ABCD", (20000, 40000, 20000, 40000), SPLIT)
    assert [s.place for s in scores] == [3, 1, 3, 1]
    assert [s.shared for s in scores] == [2, 2, 2, 2]
    assert [s.uma for s in scores] == [-10, 10, -10, 10]
    assert [s.final for s in scores] == [-10 - 10, 10 + 10, -10 - 10, 10 + 10]
    # the same table under the seed: the lower seat takes the better place and its uma
    assert [s.final for s in final_scores("ABCD", (20000, 40000, 20000, 40000), SEED)] == [-15, 25, -25, 15]


def test_split_two_tied_for_second_between_an_untied_first_and_last() -> None:
    scores = final_scores("ABCD", (30000, 45000, 30000, 15000), SPLIT)
    assert [(s.place, s.shared, s.uma) for s in scores] == [(2, 2, 0), (1, 1, 15), (2, 2, 0), (4, 1, -15)]
    assert [s.final for s in scores] == [0, 30, 0, -30]
    assert sum(s.score for s in scores) == 0


def test_a_split_share_that_is_not_whole_points_keeps_the_sum() -> None:
    # uma 20/10/−10/−20, B C D tied: 10 − 10 − 20 = −20 thousand for three; the point left over
    # goes to the tied seat nearest the first dealer (B)
    rules = SPLIT.with_options(uma=(20, 10, -10, -20))
    scores = final_scores("ABCD", (36000, 28000, 28000, 28000), rules)
    assert [s.uma_points for s in scores] == [20000, -6666, -6667, -6667]
    assert [s.place for s in scores] == [1, 2, 2, 2]
    assert sum(s.score for s in scores) == 0
    assert [s.before_uma for s in scores] == [6000, -2000, -2000, -2000]


def test_split_ties_for_first_share_the_oka_and_the_sticks() -> None:
    # start 25 000, return 30 000: the 20 000 oka is split by the two tied for first; the one
    # stick left on the table (given to first place) too
    rules = SPLIT.with_options(start_points=25000, return_points=30000)
    scores = final_scores("ABCD", (30000, 30000, 20000, 19000), rules, sticks_left=1)
    assert [s.rounded for s in scores] == [30000 + 10500, 30000 + 10500, 20000, 19000]
    assert [s.final for s in scores] == [10.5 + 10, 10.5 + 10, -10 - 5, -11 - 15]
    assert sum(s.score for s in scores) == 0
    # sticks that go to nobody are nobody's, tied or not
    kept = final_scores("ABCD", (30000, 30000, 20000, 19000), rules.with_options(sticks_to_first=False), 1)
    assert [s.final for s in kept] == [10 + 10, 10 + 10, -15, -26]


# a few round figures, so that ties come up often
SOME_POINTS = st.integers(-50, 700).map(lambda n: n * 100) | st.sampled_from((25000, 30000, 35000))


@given(st.lists(SOME_POINTS, min_size=3, max_size=3))
def test_split_scores_add_to_zero_and_without_ties_match_the_seat_rule(three: list[int]) -> None:
    points = (*three, 4 * 30000 - sum(three))
    split = final_scores("ABCD", points, SPLIT)
    assert sum(s.score for s in split) == 0
    assert [s.place for s in split] == [1 + sum(o > p for o in points) for p in points]
    assert [s.shared for s in split] == [points.count(p) for p in points]
    if len(set(points)) == 4:
        assert split == final_scores("ABCD", points, SEED.with_options(score_rounding=0))


def test_split_ties_played_as_a_record() -> None:
    """Eight draws with nobody tenpai: four players on 30 000. The seed hands out the uma by
    seat (+15 +5 −5 −15); split, everyone shares the four places: 0 each."""
    from mjgui.core.game.game import replay, result_dict

    lines = ["players A B C D", *["draw"] * 8]
    seed = replay("\n".join(["rules seed", *lines]))
    assert [p["final"] for p in result_dict(seed)["players"]] == [15, 5, -5, -15]
    split = replay("\n".join(["rules seed tie_uma=split", *lines]))
    assert split.errors == () and split.final.ended
    finals = split.final_scores
    assert finals is not None
    assert [(f.place, f.shared, f.final) for f in finals] == [(1, 4, 0)] * 4
    assert [p["final"] for p in result_dict(split)["players"]] == [0, 0, 0, 0]


def test_sticks_left_to_players_tied_for_first_are_shared_in_the_final_score() -> None:
    """A and B declare riichi in the last hand, which ends in a draw with both tenpai: they end
    tied on 30 500, C and D on 28 500, with two sticks on the table. By seat A takes both; split,
    a stick is not cut in points: the sticks stay on the table and the final score gives the
    two tied for first 1000 each."""
    from mjgui.core.game.game import replay

    lines = ["players A B C D", *["draw"] * 7, "riichi A", "riichi B", "draw tenpai A,B"]
    result = replay("\n".join(["rules seed tie_uma=split score_rounding=0", *lines]))
    assert result.errors == ()
    state = result.final
    assert state.ended and state.points == (30500, 30500, 28500, 28500) and state.sticks == 2
    finals = state.final_scores
    assert finals is not None
    assert [(f.place, f.shared) for f in finals] == [(1, 2), (1, 2), (3, 2), (3, 2)]
    assert [f.final for f in finals] == [1.5 + 10, 1.5 + 10, -1.5 - 10, -1.5 - 10]
    assert sum(f.score for f in finals) == 0
    seat = replay("\n".join(["rules seed score_rounding=0", *lines])).final
    assert (seat.points, seat.sticks) == ((32500, 30500, 28500, 28500), 0)


# -- the EMA and WRC presets: (points − 30 000)/1000 + uma, unrounded, ties sharing the uma ---


def test_ema_and_wrc_count_unrounded_points_and_share_the_uma_of_a_tie() -> None:
    """Chen rons Aiko 1 han 40 fu (1300), then seven draws: Aiko 28 700, Boris and Dasha 30 000,
    Chen 31 300. EMA and WRC: −1.3 − 15, Boris and Dasha sharing second and third (+5 − 5 = 0
    each), +1.3 + 15. The seed rounds Aiko to 29 000 (first keeps the remainder, 31 000) and
    places Boris before Dasha by seat."""
    from mjgui.core.game.game import replay

    lines = ["players Aiko Boris Chen Dasha", "ron Chen from Aiko 1 40", *["draw"] * 7]
    for name in ("ema", "wrc"):
        state = replay("\n".join([f"rules {name}", *lines])).final
        assert state.ended and state.points == (28700, 30000, 31300, 30000), name
        finals = state.final_scores
        assert finals is not None
        assert [(f.place, f.final) for f in finals] == [(4, -16.3), (2, 0), (1, 16.3), (2, 0)], name
    seed = replay("\n".join(["rules seed", *lines])).final_scores
    assert seed is not None and [(f.place, f.final) for f in seed] == [(4, -16), (2, 5), (1, 16), (3, -5)]


def test_the_sticks_left_at_the_end_go_to_first_under_ema_and_to_nobody_under_wrc() -> None:
    """Seven draws, then Chen declares riichi and is alone tenpai at the last draw: Chen 32 000
    and a stick on the table, the three others tied on 29 000 (sharing the uma of second to
    fourth: (5 − 5 − 15)/3 = −5). EMA gives the stick to first place, WRC to nobody."""
    from mjgui.core.game.game import replay

    lines = ["players Aiko Boris Chen Dasha", *["draw"] * 7, "riichi Chen", "draw tenpai Chen"]
    ema = replay("\n".join(["rules ema", *lines])).final
    assert (ema.points, ema.sticks) == ((29000, 29000, 33000, 29000), 0)
    ema_finals = ema.final_scores
    assert ema_finals is not None and [f.final for f in ema_finals] == [-6, -6, 3 + 15, -6]
    wrc = replay("\n".join(["rules wrc", *lines])).final
    assert (wrc.points, wrc.sticks) == ((29000, 29000, 32000, 29000), 1)
    wrc_finals = wrc.final_scores
    assert wrc_finals is not None and [f.final for f in wrc_finals] == [-6, -6, 2 + 15, -6]
    assert sum(f.score for f in wrc_finals) == -1000


def test_places_under_the_seat_rule_and_under_split() -> None:
    from mjgui.core.game.final_score import places

    table = (20000, 40000, 20000, 40000)
    assert places(table, SEED) == (3, 1, 4, 2)
    assert places(table, SPLIT) == (3, 1, 3, 1)
    assert places((25000, 30000, 10000, 35000), SEED) == (3, 2, 4, 1)


def test_split_ties_with_rounding_round_every_player_but_the_first() -> None:
    # the seed's rounding to 1000 (half up) under split ties: C and D tied on 24 400 round to
    # 24 000, B's 26 600 to 27 000; A, alone first, takes the remainder (45 000)
    rules = SPLIT.with_options(score_rounding=1000)
    scores = final_scores("ABCD", (44600, 26600, 24400, 24400), rules)
    assert [s.rounded for s in scores] == [45000, 27000, 24000, 24000]
    assert [s.final for s in scores] == [15 + 15, -3 + 5, -6 - 10, -6 - 10]
    assert sum(s.score for s in scores) == 0


def test_rounding_to_another_unit() -> None:
    # score_rounding=100: every player but first to the nearest hundred, half up; the same under
    # split ties
    for rules in (SEED.with_options(score_rounding=100), SPLIT.with_options(score_rounding=100)):
        scores = final_scores("ABCD", (44600, 26650, 24350, 24400), rules)
        assert [s.rounded for s in scores] == [44500, 26700, 24400, 24400]  # first: the remainder
        assert sum(s.score for s in scores) == 0


# -- the sites' counts, as their real logs write them (tests/data/logs) ----------------------


def test_tenhou_rounds_a_half_away_from_zero() -> None:
    # dnovikoff-sanma2: -5 500 counts as -6 000 (-66 with the -20 uma); a half up gives -65
    rounded = preset("tenhou-sanma").with_options(score_rounding=1000)
    scores = final_scores("ABC", (27400, 83100, -5500), rounded)
    assert [f.final for f in scores] == [-13, 79, -66]
    half_up = rounded.with_options(score_rounding_half="up")
    assert [f.final for f in final_scores("ABC", (27400, 83100, -5500), half_up)] == [-13, 78, -65]
    # away from zero to the rounding's own unit: to the hundred, -2 550 counts as -2 600
    hundred = rounded.with_options(score_rounding=100)
    assert [f.rounded for f in final_scores("ABC", (27450, 83100, -2550), hundred)] == [27500, 95100, -2600]
    # the chip lobby's 4 500 counts as 5 000 (-55 with the -30 uma), either way
    chip = preset("tenhou").with_options(uma=(30, 10, -10, -30))
    assert [f.final for f in final_scores("ABCD", (30000, 44800, 4500, 20700), chip)] == [10, 64, -55, -19]


def test_the_mahjongsoul_preset_counts_as_mahjong_soul_does() -> None:
    # (points - 25 000)/1000 + 15 / 5 / -5 / -15, unrounded: no oka (the Jade Room game)
    scores = final_scores("ABCD", (19600, 21300, 36900, 22200), preset("mahjongsoul"))
    assert [f.final for f in scores] == [-20.4, -8.7, 26.9, 2.2]

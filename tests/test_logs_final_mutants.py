"""A log's final scores and the rules that count them, at their edges: what the mutation run of
``core/logs/final.py`` found untested (docs/mutation.md). Each test gives a log's final points
and final scores as a player would read them off the log, and asserts the count found (the
rules line the saved record gets) or that none is."""

from __future__ import annotations

from collections.abc import Sequence

from mjgui.core.game.final_score import final_scores
from mjgui.core.logs.final import agari_yame_of, score_points, scored_rules
from mjgui.core.logs.model import LogHand, LogValue, LogWin
from mjgui.core.scoring.rules import Rules, preset
from tests.util import spec

# -- a final score as the log writes it --------------------------------------------------------


def test_a_final_score_is_read_up_to_999_999_thousands() -> None:
    assert score_points(999_999) == 999_999_000
    assert score_points(-999_999) == -999_999_000
    assert score_points("999999") == 999_999_000
    assert score_points(999_998.5) == 999_998_500
    for past in (1_000_000, -1_000_000, 999_999.5):
        assert score_points(past) is None


# -- the count of the final score ---------------------------------------------------------------


def scores(points: tuple[int, ...], rules: Rules) -> tuple[int, ...]:
    return tuple(f.score for f in final_scores(("",) * len(points), points, rules))


def test_the_count_of_a_log_that_rounds_a_half_up_is_found_under_tenhous_half_away() -> None:
    # -2 500 rounds up to -2 000 (-32 with the 30 000 return), away from zero to -3 000 (-33):
    # the log's -52 is Tenhou's uma of 20 rounded up; rounded away it needs an uma of 19
    points = (50000, 30000, 22500, -2500)
    assert scores(points, preset("tenhou").with_options(score_rounding_half="up")) == (
        59000,
        10000,
        -17000,
        -52000,
    )
    found = scored_rules(preset("tenhou"), points, (59000, 10000, -17000, -52000))
    assert found is not None
    assert (found.score_rounding, found.score_rounding_half, found.uma) == (1000, "up", (20, 10, -10, -20))


def test_players_tied_on_points_who_share_their_places_are_counted_split() -> None:
    # Tenhou counts ties by seat; this log gives the two on 30 100 the same 17.5: the 15 of
    # first and second shared (with the oka, 35 / 2), spread as evenly as whole thousands go
    # (8 and 7: Tenhou's 20 and 10 moved alike would not come out whole)
    points = (30100, 30100, 14200, 25600)
    found = scored_rules(preset("tenhou"), points, (17500, 17500, -26000, -9000))
    assert found is not None
    assert (found.tie_uma, found.uma, found.return_points) == ("split", (8, 7, -5, -10), 30000)


def test_players_tied_on_points_counted_by_seat_are_found_under_a_split_preset() -> None:
    # EMA splits ties: the shared 15 and 5 would give both 10; this log gives the first seat
    # 20 and the second 10, so it counts by seat (the split count gives an uma, not the scores)
    points = (35000, 35000, 30000, 20000)
    found = scored_rules(preset("ema"), points, (20000, 10000, -5000, -25000))
    assert found is not None
    assert (found.tie_uma, found.uma) == ("seat", (15, 5, -5, -15))
    assert scored_rules(preset("ema"), points, (15000, 15000, -5000, -25000)) == preset("ema")


def test_an_uma_that_falls_is_taken_before_one_that_rises() -> None:
    # 25, 5, -5, -25 from 40 000, 30 000, 20 000, 10 000: under Tenhou's 30 000 return (and its
    # 20 000 oka to first) they need the uma -5 / 5 / 5 / -5, which rises from first to second;
    # with the start as the return (25 000, no oka) 10 / 0 / 0 / -10, which falls (not strictly):
    # that count is taken, though it changes more of Tenhou's
    points = (40000, 30000, 20000, 10000)
    log = preset("tenhou").with_options(return_points=25000, uma=(10, 0, 0, -10), overtime_points=30000)
    wanted = scores(points, log)
    assert wanted == (25000, 5000, -5000, -25000)
    assert scores(points, preset("tenhou").with_options(uma=(-5, 5, 5, -5))) == wanted
    found = scored_rules(preset("tenhou"), points, wanted)
    assert found is not None
    assert (found.uma, found.return_points) == ((10, 0, 0, -10), 25000)


def test_an_uma_is_found_up_to_999_999_thousands() -> None:
    points = (25000,) * 4  # Mahjong Soul: no rounding, no oka; places by seat
    found = scored_rules(preset("mahjongsoul"), points, (999_999_000, 0, 0, -999_999_000))
    assert found is not None and found.uma == (999_999, 0, 0, -999_999)
    assert scored_rules(preset("mahjongsoul"), points, (1_000_000_000, 0, 0, -1_000_000_000)) is None


def test_scores_of_another_number_of_players_give_no_count() -> None:
    tenhou = preset("tenhou")
    assert scored_rules(tenhou, (40000, 30000, 20000, 10000), (30000, 0, -30000)) is None
    assert scored_rules(tenhou, (50000, 30000, 20000), (30000, 0, -30000)) is None


# -- agari-yame: the dealer's choice to stop -------------------------------------------------------


def hand(
    index: int, wind: int, kyoku: int, start: tuple[int, ...], change: tuple[int, ...], *, dealer_wins: bool
) -> LogHand:
    """A four-player hand whose dealer is seat ``kyoku``; won by the dealer, or by the next seat."""
    winner = kyoku if dealer_wins else (kyoku + 1) % 4
    win = LogWin(
        hand_index=index,
        round="",
        winner=winner,
        discarder=None,
        pao=None,
        spec=spec("234m567p345678s55s --tsumo"),
        value=LogValue(han=1, fu=30, points=1500, yaku=(), yakuman=0, gain=1500),
        deltas=change,
    )
    return LogHand(
        index=index, round="", round_wind=wind, kyoku=kyoku, dealer=kyoku, honba=0, sticks=0,
        start=start, end="win", wins=(win,), deltas=change,
    )  # fmt: skip


def stopped_by_the_dealer(rules: Rules, hands: Sequence[LogHand], final: Sequence[int]) -> bool:
    """The game ended right after the dealer's win that agari-yame stops on (the log's reading
    :func:`agari_yame_of` says it played agari-yame)."""
    return agari_yame_of(rules, hands, final) is True


START = (25000, 25000, 25000, 25000)
SOUTH_3 = hand(0, 1, 2, START, (-4000, -4000, 12000, -4000), dealer_wins=True)
AFTER_SOUTH_3 = (21000, 21000, 37000, 21000)


def south_4(
    index: int, start: tuple[int, ...], change: tuple[int, ...], *, dealer_wins: bool = True
) -> LogHand:
    return hand(index, 1, 3, start, change, dealer_wins=dealer_wins)


def after(last: LogHand) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(last.start, last.deltas, strict=True))


def test_the_dealer_who_wins_the_last_hand_in_first_place_ends_the_game() -> None:
    mahjongsoul = preset("mahjongsoul")  # each dealer first here has its extra round's 30 000
    last = south_4(1, AFTER_SOUTH_3, (-2000, -2000, -2000, 20000))  # North: 41 000, first
    assert stopped_by_the_dealer(mahjongsoul, [SOUTH_3, last], after(last))
    # a player at exactly zero is not below it
    zero = south_4(1, (25000, 25000, 25000, 25000), (-25000, 0, 0, 25000))
    assert stopped_by_the_dealer(mahjongsoul, [zero], (0, 25000, 25000, 50000))
    # below zero the game ended by buttobi, not by the dealer's choice
    assert not stopped_by_the_dealer(mahjongsoul, [zero], (-100, 25100, 25000, 50000))
    # not first, or not the dealer's win
    second = south_4(1, AFTER_SOUTH_3, (-1000, -1000, -1000, 3000))  # North 24 000, West 36 000
    assert not stopped_by_the_dealer(mahjongsoul, [SOUTH_3, second], after(second))
    other = south_4(1, AFTER_SOUTH_3, (20000, -6000, -7000, -7000), dealer_wins=False)
    assert not stopped_by_the_dealer(mahjongsoul, [SOUTH_3, other], after(other))
    assert not stopped_by_the_dealer(mahjongsoul, [], START)


def test_only_the_last_hand_of_the_game_or_one_after_it_can_be_stopped_on() -> None:
    mahjongsoul = preset("mahjongsoul")
    for wind, kyoku in ((0, 3), (1, 0), (1, 2)):  # East 4, South 1, South 3 of a hanchan
        change = tuple(12000 if seat == kyoku else -4000 for seat in range(4))
        won = hand(0, wind, kyoku, START, change, dealer_wins=True)
        assert not stopped_by_the_dealer(mahjongsoul, [won], after(won)), (wind, kyoku)
    # East 4 is the last hand of an east-only game, and West 1 comes after a hanchan's last
    east_4 = hand(0, 0, 3, START, (-4000, -4000, -4000, 12000), dealer_wins=True)
    assert stopped_by_the_dealer(mahjongsoul.with_options(east_only=True), [east_4], after(east_4))
    west_1 = hand(0, 2, 0, START, (12000, -4000, -4000, -4000), dealer_wins=True)
    assert stopped_by_the_dealer(mahjongsoul, [west_1], after(west_1))


def test_with_an_extra_round_the_dealer_stops_only_at_its_target() -> None:
    tenhou = preset("tenhou")  # the extra round: 30 000 to end the game
    exactly = south_4(0, (29000, 25000, 25000, 21000), (-3000, -3000, -3000, 9000))
    assert after(exactly) == (26000, 22000, 22000, 30000)
    assert stopped_by_the_dealer(tenhou, [exactly], after(exactly))
    short = south_4(0, (29000, 25000, 25000, 21000), (-2900, -2900, -2900, 8700))
    assert after(short)[3] == 29700 and after(short)[3] == max(after(short))
    assert not stopped_by_the_dealer(tenhou, [short], after(short))
    # Mahjong Soul's ranked rooms the same (their West round's 30 000); without an extra round
    # (M-League's end) first place is enough
    assert not stopped_by_the_dealer(preset("mahjongsoul"), [short], after(short))
    assert stopped_by_the_dealer(preset("mleague"), [short], after(short))


def test_a_dealer_who_could_have_stopped_and_played_on_stopped_at_no_later_win() -> None:
    mahjongsoul = preset("mahjongsoul")
    draw = LogHand(
        index=1, round="", round_wind=1, kyoku=3, dealer=3, honba=0, sticks=0, start=AFTER_SOUTH_3,
        end="draw", tenpai=(3,), deltas=(-1000, -1000, -1000, 3000),
    )  # fmt: skip
    first = south_4(2, after(draw), (-2000, -2000, -2000, 6000))  # North 30 000, West 34 000: second
    assert not stopped_by_the_dealer(mahjongsoul, [SOUTH_3, draw, first], after(first))
    win = south_4(2, after(draw), (-4000, -4000, -4000, 12000))  # North 36 000, first
    assert stopped_by_the_dealer(mahjongsoul, [SOUTH_3, draw, win], after(win))
    again = south_4(3, after(win), (-4000, -4000, -4000, 12000))
    assert not stopped_by_the_dealer(mahjongsoul, [SOUTH_3, draw, win, again], after(again))

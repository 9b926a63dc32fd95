"""Game behaviour that mutation testing of ``core/game/game.py`` found untested (``make mutate``;
docs/mutation.md): each test replays lines or asks a state, with the values of RULES.md."""

from __future__ import annotations

import pytest

import mjgui.core.game.game as game_module
from mjgui.core.game.game import GameResult, GameState, replay

PLAYERS = "players Aiko Boris Chen Dasha"


def test_a_state_before_the_players_has_no_dealer_name_and_no_final_scores() -> None:
    empty = GameState()
    assert empty.dealer_name is None
    assert not empty.started
    assert empty.final_scores is None
    assert (empty.round_label, empty.honba, empty.sticks, empty.hands) == ("E1", 0, 0, 0)
    assert not empty.ended and empty.end_reason is None
    game = replay(PLAYERS)
    assert game.final.dealer_name == "Aiko"
    assert game.final.points == (30000,) * 4
    assert game.final.pending_chombo == (0, 0, 0, 0)


def play(*lines: str) -> GameResult:
    return replay("\n".join([PLAYERS, *lines]))


def test_an_empty_record_and_the_players_line_move_no_points() -> None:
    empty = replay("")
    assert empty.steps == ()
    assert empty.final is empty.initial
    assert empty.final_scores is None and not empty.ended
    game = replay("rules seed\n" + PLAYERS)
    assert game.step(2).deltas == (0, 0, 0, 0)  # from no points to 30 000 each: no one paid
    assert game.step(1).deltas == ()


def test_placement_by_points_ties_to_the_earlier_seat() -> None:
    state = play("ron Chen from Aiko 2 30", "ron Aiko from Dasha 2 30").final
    assert state.points == (30000, 30000, 32000, 28000)
    assert state.placement == (2, 0, 1, 3)


def test_the_errors_say_which_line_came_first() -> None:
    twice = replay("rules seed\nrules ema\n" + PLAYERS)
    (error,) = twice.errors
    assert error.code == "rules_twice"
    assert error.message().startswith("Line 2 (rules ema): ")
    assert "already set on line 1" in error.message()
    assert twice.step(2).before is twice.step(1).state  # the refused line changed nothing
    late = replay(f"# the rules\n{PLAYERS}\nrules seed")
    assert "(line 2)" in late.errors[0].message()
    players = replay(f"rules seed\n\n{PLAYERS}\n{PLAYERS}")
    assert "already named on line 3" in players.errors[0].message()


def test_a_line_after_the_end_says_how_the_game_ended() -> None:
    game = replay(
        "rules seed start_points=8000 return_points=8000\n"
        f"{PLAYERS}\nron Chen from Aiko mangan\nron Chen from Aiko 1 30\ndraw"
    )
    (error,) = game.errors
    assert error.code == "game_over"
    assert "ended on line 4 (a player went below zero)" in error.message()


def test_a_hand_that_cannot_be_read_is_reported_with_its_line() -> None:
    game = play('ron Chen from Aiko hand "234m567p345678s55s --seat Q"')
    (error,) = game.errors
    assert error.code in ("hand_error", "hand_words")
    assert error.message().startswith('Line 2 (ron Chen from Aiko hand "234m567p345678s55s --seat Q"): ')


def test_a_bug_in_the_core_is_reported_on_its_line_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: object) -> GameState:
        raise RuntimeError("boom")

    monkeypatch.setattr(game_module, "_draw", broken)
    game = play("draw", "riichi Aiko")
    first, *rest = game.errors
    assert rest == []
    assert first.code == "internal"
    assert (
        first.message()
        == "Line 2 (draw): unexpected problem (RuntimeError: boom); please report it with the record."
    )
    assert game.step(2).state is game.step(2).before
    assert game.final.points == (29000, 30000, 30000, 30000)  # the next line still plays

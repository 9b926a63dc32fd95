"""Game behaviour that mutation testing of ``core/game/game.py`` found untested (``make mutate``;
docs/mutation.md): each test replays lines or asks a state, with the values of RULES.md."""

from __future__ import annotations

from mjgui.core.game.game import GameState, replay

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

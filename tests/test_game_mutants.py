# ruff: noqa: E501  (the sentences a player reads, whole)
"""Game behaviour that mutation testing of ``core/game/game.py`` found untested (``make mutate``;
docs/mutation.md): each test replays lines or asks a state, with the values of RULES.md."""

from __future__ import annotations

import pytest

import mjgui.core.game.game as game_module
from mjgui.core.game.game import (
    GameResult,
    GameState,
    Win,
    noten_payments,
    replay,
    result_dict,
    situated_spec,
    step_win,
)
from tests.util import spec

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


# each refusal of the game core with the whole sentence a player reads: the names, line numbers
# and values in it come from the record
REFUSALS = [
    (
        "riichi Aiko",
        'Line 1 (riichi Aiko): the players are not known yet: start the record with "players A B C D" '
        "(East South West North).",
    ),
    (
        f"{PLAYERS}\nron Chen from Chen 2 30",
        'Line 2 (ron Chen from Chen 2 30): Chen cannot win by ron on their own discard. For a self-drawn win write "tsumo Chen ...".',
    ),
    (
        f"{PLAYERS}\nron Zoe from Chen 2 30",
        'Line 2 (ron Zoe from Chen 2 30): "Zoe" is not at this table. The players are Aiko, Boris, Chen, Dasha.',
    ),
    (
        f"{PLAYERS}\nriichi Boris\nriichi Boris",
        "Line 3 (riichi Boris): Boris already declared riichi in this hand (line 2); delete one of the two lines.",
    ),
    (
        f"rules seed start_points=500 return_points=500\n{PLAYERS}\nriichi Boris",
        "Line 3 (riichi Boris): Boris has 500 points and cannot declare riichi: the stick costs 1000.",
    ),
    (
        f"rules seed wareme=on\n{PLAYERS}\nwareme Chen\nwareme Dasha",
        "Line 4 (wareme Dasha): the wall of this hand was already broken before Chen (line 3); keep one wareme line.",
    ),
    (
        f"{PLAYERS}\nwareme Chen",
        'Line 2 (wareme Chen): wareme is not played under these rules; delete the line or start the record with "rules seed wareme=on".',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko 3 40 pao Dasha",
        'Line 2 (ron Chen from Aiko 3 40 pao Dasha): pao is only for a yakuman: write the value as "yakuman 1 pao Dasha" or give the hand.',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko mangan pao Boris",
        'Line 2 (ron Chen from Aiko mangan pao Boris): pao is only for a yakuman: write the value as "yakuman 1 pao Boris" or give the hand.',
    ),
    (
        f"{PLAYERS}\n" + "draw tenpai Aiko\n" * 5 + "ron Chen from Boris 1 30",
        "Line 7 (ron Chen from Boris 1 30): at 5 honba (ryanhan shibari from 5) a win needs at least 2 han from yaku; this line has 1 han. Check the han, or record what really happened.",
    ),
    (
        f"rules seed pao=daisangen\n{PLAYERS}\nron Chen from Aiko yakuman pao Dasha suukantsu",
        "Line 3 (ron Chen from Aiko yakuman pao Dasha suukantsu): suukantsu carries no pao under these rules (pao applies to daisangen).",
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko yakuman pao Dasha 2",
        "Line 2 (ron Chen from Aiko yakuman pao Dasha 2): the pao share (2) is more than the hand's 1 yakuman.",
    ),
    (
        f"rules seed pao=none\n{PLAYERS}\nron Chen from Aiko yakuman pao Dasha",
        'Line 3 (ron Chen from Aiko yakuman pao Dasha): pao is not played under these rules; remove "pao Dasha".',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko yakuman pao Chen",
        "Line 2 (ron Chen from Aiko yakuman pao Chen): Chen wins and cannot be liable (pao) for their own hand; name the player who fed the last set.",
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "234m567p345678s55s --tsumo"',
        'Line 2 (ron Chen from Aiko hand "234m567p345678s55s --tsumo"): --tsumo inside hand "..." is filled in by the game (seat, round, honba, sticks, renchan, discarder, tsumo and rules come from the record); remove it.',
    ),
    (
        f'rules seed start_points=500 return_points=500\n{PLAYERS}\nron Chen from Aiko hand "234m567p345678s55s --riichi"',
        'Line 3 (ron Chen from Aiko hand "234m567p345678s55s --riichi"): the hand says riichi, but Chen has 500 points and cannot pay the stick; remove --riichi or fix the earlier lines.',
    ),
    (
        f'rules seed kuitan=off\n{PLAYERS}\nron Chen from Aiko hand "567p345678s55s --chi 234m"',
        'Line 3 (ron Chen from Aiko hand "567p345678s55s --chi 234m"): this hand does not win: no yaku: the hand needs at least one yaku (for example riichi, menzen tsumo, tanyao or yakuhai).',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "234m567p345678s55s --riichi" pao Dasha',
        'Line 2 (ron Chen from Aiko hand "234m567p345678s55s --riichi" pao...): the hand has no yakuman with pao (daisangen, daisuushii, suukantsu), so nobody is liable; remove "pao Dasha".',
    ),
    (
        f'rules seed pao=daisangen\n{PLAYERS}\nron Chen from Aiko hand "111222333444z55p" pao Dasha daisuushii',
        'Line 3 (ron Chen from Aiko hand "111222333444z55p" pao Dasha dais...): daisuushii carries no pao under these rules (pao applies to daisangen).',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "555666777z123m44p" pao Dasha 2',
        'Line 2 (ron Chen from Aiko hand "555666777z123m44p" pao Dasha 2): the pao share (2) is more than the hand\'s 1 yakuman.',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "234m567p345678s55s --chi 234m"',
        'Line 2 (ron Chen from Aiko hand "234m567p345678s55s --chi 234m"): the hand cannot be read: concealed tiles: 14, melds: 1; 11 concealed tiles are needed (14 − 3 per meld, the winning tile included).',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "555666777z123m44p" pao Dasha daisuushii',
        'Line 2 (ron Chen from Aiko hand "555666777z123m44p" pao Dasha dai...): the hand has no yakuman with pao (daisangen, daisuushii, suukantsu), so nobody is liable; remove "pao Dasha".',
    ),
    (
        f"{PLAYERS}\nalso ron Chen from Aiko 1 30",
        'Line 2 (also ron Chen from Aiko 1 30): "also ron" must follow the ron line of the same discard; nothing to add it to here.',
    ),
    (
        f"rules seed atama_hane=off\n{PLAYERS}\nron Chen from Aiko 1 30\nalso ron Chen from Aiko 1 30",
        "Line 4 (also ron Chen from Aiko 1 30): Chen already won this discard on line 3; one player wins once per discard.",
    ),
    (
        f"rules seed atama_hane=off\n{PLAYERS}\nron Chen from Aiko 1 30\nalso ron Aiko from Aiko 1 30",
        'Line 4 (also ron Aiko from Aiko 1 30): Aiko cannot win by ron on their own discard. For a self-drawn win write "tsumo Aiko ...".',
    ),
    (
        f"{PLAYERS}\nron Boris from Aiko 3 40\nalso ron Chen from Aiko 2 30",
        "Line 3 (also ron Chen from Aiko 2 30): under atama hane only one player wins on a discard: the first claimant after Aiko in turn order, who is Boris (line 2). Chen's ron does not count; delete this line.",
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko 3 40\nalso ron Boris from Aiko 2 30",
        'Line 3 (also ron Boris from Aiko 2 30): under atama hane only the first claimant after Aiko in turn order wins, and Boris sits before Chen. Line 2 should be "ron Boris from Aiko ..."; fix it and delete this line.',
    ),
    (
        f"rules seed atama_hane=off\n{PLAYERS}\nron Chen from Aiko 3 40\nalso ron Boris from Dasha 2 30",
        "Line 4 (also ron Boris from Dasha 2 30): the ron on line 3 was from Aiko, not from Dasha; a second ron on one discard has the same discarder.",
    ),
    (
        f"{PLAYERS}\nriichi Boris\ndraw tenpai Aiko",
        'Line 3 (draw tenpai Aiko): Boris declared riichi in this hand, so at the draw they must show tenpai: add them after "tenpai", or record "chombo NAME" if the riichi was false.',
    ),
    (
        f"{PLAYERS}\nabort",
        'Line 2 (abort): abortive draws are not played under these rules; the hand goes on to a win or an exhaustive draw ("draw ...").',
    ),
    (
        f"rules seed nagashi_mangan=off\n{PLAYERS}\ndraw nagashi Boris",
        'Line 3 (draw nagashi Boris): nagashi mangan is not played under these rules; record the draw without "nagashi".',
    ),
    (
        f"rules tenhou start_points=30000\n{PLAYERS}\nron Boris from Aiko 1 30\nalso ron Chen from Aiko 1 30\nalso ron Dasha from Aiko 1 30",
        'Line 5 (also ron Dasha from Aiko 1 30): under these rules three winners on one discard make the hand an abortive draw (sanchahou): Dasha is the third. Replace the ron lines from line 3 with "abort".',
    ),
]


@pytest.mark.parametrize(("record", "sentence"), REFUSALS)
def test_each_refusal_names_what_the_record_holds(record: str, sentence: str) -> None:
    game = replay(record)
    assert [e.message() for e in game.errors] == [sentence]
    refused = next(step for step in game.steps if step.error is not None)
    assert refused.state is refused.before
    assert sentence.startswith(f"Line {refused.line.number} ({refused.line.text[:20]}")


EIGHT = "\n".join(["draw tenpai Aiko"] * 8)  # the dealer Aiko at 8 renchan: paarenchan


@pytest.mark.parametrize(
    ("lines", "win"),
    [
        ("ron Chen from Aiko 3 40", Win(2, 0, 1280, 0, 3, 40, None)),
        ("tsumo Dasha 4 40", Win(3, None, 2000, 0, 4, 40, "mangan")),
        ("tsumo Aiko haneman", Win(0, None, 3000, 0, None, None, "haneman")),
        ("ron Boris from Chen yakuman 2", Win(1, 2, 16000, 2, None, None, "yakuman")),
        (f"{EIGHT}\ntsumo Aiko 1 30", Win(0, None, 8000, 1, 1, 30, "yakuman", True)),
        (f"{EIGHT}\nron Aiko from Boris mangan", Win(0, 1, 8000, 1, None, None, "yakuman", True)),
        (f"{EIGHT}\ntsumo Aiko yakuman 1", Win(0, None, 16000, 2, None, None, "yakuman", True)),
        (
            "ron Chen from Boris yakuman 1 pao Dasha",
            Win(2, 1, 8000, 1, None, None, "yakuman", False, 3, 8000),
        ),
        (
            'ron Chen from Aiko hand "234m567p345678s55s --riichi"',
            Win(2, 0, 960, 0, 3, 30, None, False, None, 0, True, ("riichi", "tanyao", "pinfu")),
        ),
        (
            'ron Chen from Boris hand "555z666z123m44p --pon 777z" pao Dasha',
            Win(2, 1, 8000, 1, None, None, "yakuman", False, 3, 8000, False, ("daisangen",)),
        ),
        (
            f'{EIGHT}\ntsumo Aiko hand "234m567p345678s55s"',
            Win(0, None, 8000, 1, None, None, "yakuman", True, None, 0, False, ("paarenchan",)),
        ),
    ],
)
def test_what_a_win_line_is_worth(lines: str, win: Win) -> None:
    game = play(*lines.split("\n"))
    assert game.errors == ()
    assert step_win(game.steps[-1]) == win


def test_wareme_doubles_a_nagashi_mangan_paid_by_the_player_it_broke_before() -> None:
    game = replay(f"rules seed wareme=on\n{PLAYERS}\nwareme Chen\ndraw nagashi Boris")
    assert game.errors == ()
    assert game.step(4).deltas == (-4000, 8000 + 2000, -2000 * 2, -2000)


def test_noten_payments_that_do_not_divide_evenly() -> None:
    # 1000 from three noten players: 333 each, the tenpai player gets what was paid
    assert noten_payments([0], 0, 1000) == [999, -333, -333, -333]
    # 1000 to three tenpai players: 333 each, the odd point to the first in turn order from the dealer
    assert noten_payments([3, 1, 2], 1, 1000) == [-1000, 334, 333, 333]
    game = replay(f"rules seed noten_total=1000\n{PLAYERS}\ndraw tenpai Boris,Chen,Dasha")
    assert game.step(3).deltas == (-1000, 334, 333, 333)


def test_only_a_settled_win_line_has_a_win() -> None:
    game = play("riichi Boris", "ron Chen from Aiko 2 30", "ron Zoe from Aiko 2 30", "draw")
    assert [e.code for e in game.errors] == ["unknown_player"]
    assert step_win(game.step(1)) is None  # the players line
    assert step_win(game.step(2)) is None  # riichi
    assert step_win(game.step(3)) == Win(2, 0, 480, 0, 2, 30, None)
    assert step_win(game.step(4)) is None  # refused: not the ron before it
    assert step_win(game.step(5)) is None  # a draw


def test_a_pao_share_as_large_as_the_hand_is_accepted() -> None:
    game = play('ron Chen from Boris hand "555666777z123m44p" pao Dasha 1')
    assert game.errors == ()
    assert game.step(2).deltas == (0, -16000, 32000, -16000)


def test_a_hand_line_takes_the_tables_situation() -> None:
    state = play("draw tenpai Aiko", "riichi Boris").final  # E1 1 honba, Boris's stick out
    said = situated_spec(state, spec("234m567p345678s55s --riichi"), 2, 0)  # Chen rons Aiko
    assert (said.seat, said.tsumo, said.discarder, said.honba, said.riichi) == (2, False, 0, 1, True)
    assert said.sticks == 2  # Boris's stick and Chen's own, said in the hand
    declared = situated_spec(state, spec("234m567p345678s55s"), 1, None)  # Boris tsumo
    assert (declared.seat, declared.tsumo, declared.riichi, declared.sticks) == (1, True, True, 1)


def test_the_odd_point_goes_to_the_first_tenpai_player_from_the_dealer() -> None:
    # dealer West (seat 2) noten; North, East, South tenpai in that turn order from the dealer
    assert noten_payments([0, 1, 3], 2, 1000) == [333, 333, -1000, 334]


def test_a_chombo_down_to_exactly_zero_plays_on() -> None:
    rules = "rules seed start_points=12000 return_points=12000"
    zero = replay(f"{rules}\n{PLAYERS}\nchombo Aiko").final  # the dealer pays 4000 to each
    assert zero.points == (0, 16000, 16000, 16000)
    assert not zero.ended
    below = replay(f"{rules}\n{PLAYERS}\nchombo Aiko\nchombo Aiko").final
    assert (below.ended, below.end_reason) == (True, "buttobi")


def test_with_overtime_the_game_ends_after_the_last_hand_when_someone_has_the_return() -> None:
    state = replay("rules seed overtime=on\n" + PLAYERS + "\n" + "draw\n" * 8).final
    assert (state.ended, state.end_reason, state.round_label) == (True, "last_hand", "S4")


def test_the_json_of_a_game_lists_its_errors() -> None:
    game = play("ron Zoe from Aiko 2 30")
    out = result_dict(game)
    assert out["errors"] == [
        {
            "line": 2,
            "message": 'Line 2 (ron Zoe from Aiko 2 30): "Zoe" is not at this table. The players are Aiko, Boris, Chen, Dasha.',
        }
    ]
    assert out["dealer"] == "Aiko" and out["ended"] is False


def test_a_comment_line_keeps_its_text_and_changes_nothing() -> None:
    game = play("# the first hand", "", "riichi Aiko")
    note, blank = game.step(2), game.step(3)
    assert (note.line.number, note.line.text, note.error) == (2, "# the first hand", None)
    assert note.state is note.before and blank.state is blank.before
    assert blank.line.text == ""
    assert game.step(4).deltas == (-1000, 0, 0, 0)

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
    assert error.code == "game_over_buttobi"  # the option a table that plays on writes: said
    assert "ended on line 4 (a player went below zero)" in error.message()
    assert error.message().endswith('if your table plays on below zero, add "buttobi=off" to the rules line.')


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
    assert (game.step(2).line.number, game.step(2).line.text) == (2, "draw")
    assert game.final.points == (29000, 30000, 30000, 30000)  # the next line still plays


def test_a_line_that_cannot_be_read_keeps_its_text_and_moves_no_points() -> None:
    game = play("ron Chen frm Aiko 2 30", "riichi Aiko")
    refused = game.step(2)
    assert (refused.line.number, refused.line.text) == (2, "ron Chen frm Aiko 2 30")
    assert refused.error is not None
    assert (
        refused.error.message()
        == 'Line 2 (ron Chen frm Aiko 2 30): unexpected "frm". Write the line as "ron Chen from Aiko 2 30" (a # starts a comment).'
    )
    assert refused.before is game.step(1).state and refused.state is refused.before
    assert refused.deltas == (0, 0, 0, 0)
    assert game.final.points == (29000, 30000, 30000, 30000)


# each refusal of the game core with the whole sentence a player reads: the names, line numbers
# and values in it come from the record
REFUSALS = [
    (
        "players Aiko Boris",
        'Line 1 (players Aiko Boris): a game needs exactly 4 players, East South West North in starting order; this line names 2. Example: "players Aiko Boris Chen Dasha".',
    ),
    (
        "players Aiko Boris Chen",
        "Line 1 (players Aiko Boris Chen): a game needs exactly 4 players, East South West North in starting order; this line names 3. "
        'Three players need a three-player rules preset, tenhou-sanma or mahjongsoul-sanma, on a rules line before the players: e.g. "rules tenhou-sanma".',
    ),
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
        'Line 7 (ron Chen from Boris 1 30): at 5 honba (ryanhan shibari from 5) a win needs at least 2 han from yaku; this line has 1 han. Check the han, or, if your table plays no ryanhan shibari, add "ryanhan_shibari=off" to the rules line.',
    ),
    (
        f"rules seed pao=daisangen\n{PLAYERS}\nron Chen from Aiko yakuman pao Dasha suukantsu",
        'Line 3 (ron Chen from Aiko yakuman pao Dasha suukantsu): suukantsu carries no pao under these rules. If your table has pao for it, add "pao=daisangen,suukantsu" to the rules line.',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko yakuman pao Dasha 2",
        "Line 2 (ron Chen from Aiko yakuman pao Dasha 2): the pao share (2) is more than the hand's 1 yakuman.",
    ),
    (
        f"rules seed pao=none\n{PLAYERS}\nron Chen from Aiko yakuman pao Dasha",
        'Line 3 (ron Chen from Aiko yakuman pao Dasha): pao is not played under these rules; remove "pao Dasha", or, if your table plays it, add "pao=daisangen,daisuushii,suukantsu" to the rules line.',
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
        'Line 3 (ron Chen from Aiko hand "567p345678s55s --chi 234m"): this hand does not win: no yaku: an open hand needs a yaku that counts when open (for example yakuhai, toitoi or honitsu); riichi and menzen tsumo need a closed hand.',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko yakuman pao Dasha tsuuiisou",
        'Line 2 (ron Chen from Aiko yakuman pao Dasha tsuuiisou): tsuuiisou carries no pao under these rules. If your table has pao for it, add "pao=daisangen,daisuushii,suukantsu,tsuuiisou" to the rules line.',
    ),
    (
        f'{PLAYERS}\nron Chen from Boris hand "555z666z123m44p --pon 777z" pao Chen',
        'Line 2 (ron Chen from Boris hand "555z666z123m44p --pon 777z" pao...): Chen wins and cannot be liable (pao) for their own hand; name the player who fed the last set.',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "234m567p345678s55s --riichi" pao Dasha',
        'Line 2 (ron Chen from Aiko hand "234m567p345678s55s --riichi" pao...): the hand has no yakuman with pao (daisangen, daisuushii, suukantsu), so nobody is liable; remove "pao Dasha".',
    ),
    (
        f'rules seed pao=daisangen\n{PLAYERS}\nron Chen from Aiko hand "111222333444z55p" pao Dasha daisuushii',
        'Line 3 (ron Chen from Aiko hand "111222333444z55p" pao Dasha dais...): daisuushii carries no pao under these rules. If your table has pao for it, add "pao=daisangen,daisuushii" to the rules line.',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "555666777z123m44p" pao Dasha 2',
        'Line 2 (ron Chen from Aiko hand "555666777z123m44p" pao Dasha 2): the pao share (2) is more than the hand\'s pao yakuman (daisangen: 1).',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "234m567p345678s55s --chi 234m"',
        'Line 2 (ron Chen from Aiko hand "234m567p345678s55s --chi 234m"): the hand cannot be read: concealed tiles: 14, melds: 1; 11 concealed tiles are needed (14 − 3 per meld, the winning tile included).',
    ),
    (
        f'{PLAYERS}\nron Chen from Aiko hand "555666777z123m44p" pao Dasha daisuushii',
        'Line 2 (ron Chen from Aiko hand "555666777z123m44p" pao Dasha dai...): the hand has no daisuushii; its pao yakuman is daisangen: write "pao Dasha" or "pao Dasha daisangen".',
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
        'Line 3 (also ron Chen from Aiko 2 30): under atama hane only the first claimant after Aiko in turn order wins a discard: Boris (line 2). Delete this line, or, if your table has double ron, add "atama_hane=off" to the rules line.',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko 3 40\nalso ron Boris from Aiko 2 30",
        'Line 3 (also ron Boris from Aiko 2 30): under atama hane the first claimant after the discarder wins: Boris, not Chen. Line 2 should be "ron Boris ..."; fix it and delete this line, or, with double ron, add "atama_hane=off" to the rules line.',
    ),
    # turn order counted from a discarder who is not the first seat: after Boris come Chen, then
    # Dasha; after Dasha come Aiko, then Boris
    (
        f"{PLAYERS}\nron Dasha from Boris 2 30\nalso ron Chen from Boris 2 30",
        'Line 3 (also ron Chen from Boris 2 30): under atama hane the first claimant after the discarder wins: Chen, not Dasha. Line 2 should be "ron Chen ..."; fix it and delete this line, or, with double ron, add "atama_hane=off" to the rules line.',
    ),
    (
        f"{PLAYERS}\nron Aiko from Dasha 2 30\nalso ron Boris from Dasha 2 30",
        'Line 3 (also ron Boris from Dasha 2 30): under atama hane only the first claimant after Dasha in turn order wins a discard: Aiko (line 2). Delete this line, or, if your table has double ron, add "atama_hane=off" to the rules line.',
    ),
    # any line in between ends the discard's rons: a draw, a chombo, a wareme of the next hand
    (
        f"{PLAYERS}\nron Chen from Aiko 2 30\ndraw\nalso ron Dasha from Aiko 2 30",
        'Line 4 (also ron Dasha from Aiko 2 30): "also ron" must follow the ron line of the same discard; nothing to add it to here.',
    ),
    (
        f"{PLAYERS}\nron Chen from Aiko 2 30\nchombo Boris\nalso ron Dasha from Aiko 2 30",
        'Line 4 (also ron Dasha from Aiko 2 30): "also ron" must follow the ron line of the same discard; nothing to add it to here.',
    ),
    (
        f"rules seed wareme=on\n{PLAYERS}\nron Chen from Aiko 2 30\nwareme Boris\nalso ron Dasha from Aiko 2 30",
        'Line 5 (also ron Dasha from Aiko 2 30): "also ron" must follow the ron line of the same discard; nothing to add it to here.',
    ),
    # the game is over once a draw ended it: an "also ron" has no ron to join
    (
        f"{PLAYERS}\n" + "draw\n" * 8 + "also ron Chen from Aiko 2 30",
        "Line 10 (also ron Chen from Aiko 2 30): the game ended on line 9 (the last hand was played); nothing can follow. Delete this line, or correct the earlier lines if the game should go on.",
    ),
    (
        f"rules seed atama_hane=off\n{PLAYERS}\nron Chen from Aiko 3 40\nalso ron Boris from Dasha 2 30",
        "Line 4 (also ron Boris from Dasha 2 30): the ron on line 3 was from Aiko, not from Dasha; a second ron on one discard has the same discarder.",
    ),
    (
        f"{PLAYERS}\nriichi Boris\ndraw tenpai Aiko",
        'Line 3 (draw tenpai Aiko): Boris declared riichi in this hand, so at the draw they must show tenpai: add the name after "tenpai", or record "chombo Boris" if the riichi was false.',
    ),
    (
        f"{PLAYERS}\nriichi Boris\nriichi Chen\ndraw tenpai Aiko",
        'Line 4 (draw tenpai Aiko): Boris, Chen declared riichi in this hand, so at the draw they must show tenpai: add them after "tenpai", or record "chombo NAME" if the riichi was false.',
    ),
    (
        f"{PLAYERS}\nabort",
        'Line 2 (abort): abortive draws are not played under these rules; the hand goes on to a win or an exhaustive draw ("draw ..."). If your table plays them, add "abortive_draws=on" to the rules line.',
    ),
    (
        f"rules seed nagashi_mangan=off\n{PLAYERS}\ndraw nagashi Boris",
        'Line 3 (draw nagashi Boris): nagashi mangan is not played under these rules; record the draw without "nagashi", or, if your table plays it, add "nagashi_mangan=on" to the rules line.',
    ),
    (
        f"rules tenhou start_points=30000\n{PLAYERS}\nron Boris from Aiko 1 30\nalso ron Chen from Aiko 1 30\nalso ron Dasha from Aiko 1 30",
        'Line 5 (also ron Dasha from Aiko 1 30): three rons on one discard (Dasha is the third) abort the hand under these rules (sanchahou): write "abort" for the rons from line 3, or, if your table pays all three, add "triple_ron_abort=off" to the rules line.',
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
        (f"{EIGHT}\nron Aiko from Boris 2 30", Win(0, 1, 8000, 1, 2, 30, "yakuman", True)),
        (f"{EIGHT}\ntsumo Aiko yakuman 1", Win(0, None, 16000, 2, None, None, "yakuman", True)),
        (
            "ron Chen from Boris yakuman 1 pao Dasha",
            Win(2, 1, 8000, 1, None, None, "yakuman", False, 3, 8000),
        ),
        (
            "tsumo Chen yakuman 1 pao Dasha",
            Win(2, None, 8000, 1, None, None, "yakuman", False, 3, 8000),
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
    # rules that would split so are refused (Rules: noten_total a multiple of 600 with four players)
    game = replay(f"rules seed noten_total=1000\n{PLAYERS}\ndraw tenpai Boris,Chen,Dasha")
    assert [e.code for e in game.errors][:1] == ["rules_error"] and "noten_total" in game.errors[0].message()


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
    plain = situated_spec(state, spec("234m567p345678s55s"), 2, 0)  # Chen rons Aiko, no riichi
    assert (plain.riichi, plain.sticks) == (False, 1)  # only Boris's stick is on the table


def test_the_odd_point_goes_to_the_first_tenpai_player_from_the_dealer() -> None:
    # dealer West (seat 2) noten; North, East, South tenpai in that turn order from the dealer
    assert noten_payments([0, 1, 3], 2, 1000) == [333, 333, -1000, 334]


def test_a_chombo_down_to_exactly_zero_plays_on() -> None:
    rules = "rules seed start_points=12000 return_points=12000"
    zero = replay(f"{rules}\n{PLAYERS}\nchombo Aiko").final  # the dealer pays 4000 to each
    assert zero.points == (0, 16000, 16000, 16000)
    assert not zero.ended
    below = replay(f"{rules}\n{PLAYERS}\nchombo Aiko\nchombo Aiko\ndraw")
    assert (below.final.ended, below.final.end_reason, below.final.end_line) == (True, "buttobi", 4)
    assert [e.message() for e in below.errors] == [
        'Line 5 (draw): the game ended on line 4 (a player went below zero). Delete this line, or, if your table plays on below zero, add "buttobi=off" to the rules line.'
    ]


def test_with_overtime_the_game_ends_after_the_last_hand_when_someone_has_the_return() -> None:
    state = replay("rules seed overtime=on\n" + PLAYERS + "\n" + "draw\n" * 8).final
    assert (state.ended, state.end_reason, state.round_label) == (True, "last_hand", "S4")


def test_the_json_of_a_game_lists_its_errors() -> None:
    game = play("ron Zoe from Aiko 2 30")
    out = result_dict(game)
    assert out["errors"] == [
        {
            "line": 2,
            "code": "unknown_player",
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


# what the full mutation run of game.py found untested (docs/mutation.md)

SOUTH_4 = "\n".join(["draw"] * 7)  # seven noten draws: South 4, Dasha deals, 7 honba, all at the start


def test_a_second_ron_on_the_last_discard_of_the_game_still_counts() -> None:
    game = replay(
        f"rules seed atama_hane=off\n{PLAYERS}\n{SOUTH_4}\n"
        "ron Boris from Aiko 2 30\nalso ron Chen from Aiko 2 30\ndraw"
    )
    # 2 han 30 fu from a non-dealer: 2000, and each winner takes the 7 honba (2100): 4100 each
    assert (game.step(10).state.ended, game.step(10).state.end_line) == (True, 10)
    assert game.step(11).error is None
    assert game.step(11).deltas == (-4100, 0, 4100, 0)
    assert game.final.points == (21800, 34100, 34100, 30000)
    assert (game.final.end_reason, game.final.end_line) == ("last_hand", 11)
    assert [e.message() for e in game.errors] == [
        "Line 12 (draw): the game ended on line 11 (the last hand was played); nothing can follow. Delete this line, or correct the earlier lines if the game should go on."
    ]


def test_a_line_after_a_tsumo_that_ended_the_game_names_that_line() -> None:
    game = play(*SOUTH_4.split("\n"), "tsumo Aiko 3 30", "draw")
    # 3 han 30 fu, base 960: the dealer Dasha pays 2000 + 700, Boris and Chen 1000 + 700 each
    assert game.step(9).deltas == (6100, -1700, -1700, -2700)
    assert (game.final.ended, game.final.end_reason, game.final.end_line) == (True, "last_hand", 9)
    assert [e.message() for e in game.errors] == [
        "Line 10 (draw): the game ended on line 9 (the last hand was played); nothing can follow. Delete this line, or correct the earlier lines if the game should go on."
    ]


def test_paarenchan_by_ron_given_as_han_and_fu_is_paid_by_the_discarder_alone() -> None:
    game = play(*EIGHT.split("\n"), "ron Aiko from Boris 2 30")
    # Aiko's ninth dealer hand in a row: a yakuman whatever the han, 48 000 from the dealer, and
    # the 8 honba (2400) from Boris alone
    assert game.step(10).deltas == (50400, -50400, 0, 0)


def test_a_hand_may_say_riichi_with_exactly_the_sticks_points() -> None:
    game = replay(
        f"rules seed start_points=1000 return_points=1000\n{PLAYERS}\n"
        'ron Chen from Aiko hand "234m567p345678s55s --riichi"'
    )
    # riichi, tanyao, pinfu: 3 han 30 fu, 3900 from Aiko; Chen's last 1000 goes out as the
    # stick and comes back to the winner
    assert game.errors == ()
    assert game.final.points == (1000 - 3900, 1000, 1000 - 1000 + 3900 + 1000, 1000)


def test_pao_on_daisangen_beside_tsuuiisou_answers_for_one_yakuman_of_two() -> None:
    # daisangen (the third dragon called from Dasha) and tsuuiisou: 2 yakuman, 64 000 for the
    # non-dealer Chen. Dasha answers for daisangen only: half of its 32 000 on a ron from
    # Boris; Boris pays the other half and the whole of tsuuiisou (16 000 + 32 000)
    for pao in ("pao Dasha", "pao Dasha daisangen"):
        game = play(f'ron Chen from Boris hand "555z666z111z22z --pon 777z" {pao}')
        assert game.errors == ()
        assert game.step(2).deltas == (0, -48000, 64000, -16000)
        assert step_win(game.step(2)) == Win(
            2, 1, 16000, 2, None, None, "yakuman", False, 3, 8000, False, ("daisangen", "tsuuiisou")
        )


def test_the_stick_a_hand_says_joins_those_on_the_table() -> None:
    game = play("riichi Boris", "draw tenpai Boris", 'ron Chen from Aiko hand "234m567p345678s55s --riichi"')
    # after the draw: Boris's stick on the table, 1 honba. Chen's hand says riichi: his stick
    # joins it, and he takes both back with 3 han 30 fu (3900) and the honba (300) from Aiko
    assert game.step(3).state.points == (29000, 32000, 29000, 29000)
    assert game.step(4).deltas == (-4200, 0, -1000 + 4200 + 2000, 0)
    assert (game.final.points, game.final.sticks) == ((24800, 32000, 34200, 29000), 0)


def test_a_tsumo_hand_that_says_riichi_puts_its_stick_out_and_takes_it_back() -> None:
    game = play('tsumo Chen hand "234m567p345678s55s --riichi"')
    # riichi, menzen tsumo, tanyao, pinfu: 4 han 20 fu, base 1280: the dealer Aiko pays 2600,
    # Boris and Dasha 1300 each; Chen's own stick goes out and comes back
    assert game.step(2).deltas == (-2600, -1300, -1000 + 5200 + 1000, -1300)
    assert game.final.sticks == 0


def test_an_also_ron_is_settled_with_its_pao() -> None:
    game = replay(
        f"rules seed atama_hane=off\n{PLAYERS}\nron Boris from Aiko 2 30\nalso ron Chen from Aiko yakuman 1 pao Dasha"
    )
    # Chen's yakuman on Aiko's discard, Dasha liable: 32 000, half from Dasha, half from Aiko
    assert game.step(4).deltas == (-16000, 0, 32000, -16000)
    assert game.final.points == (30000 - 2000 - 16000, 32000, 62000, 14000)


def test_each_hand_played_is_counted_and_a_chombo_replays_its_own() -> None:
    game = replay(
        f"rules seed abortive_draws=on\n{PLAYERS}\ndraw\nchombo Boris\nron Chen from Aiko 2 30\nabort\ntsumo Boris 2 30"
    )
    assert [step.state.hands for step in game.steps] == [0, 0, 1, 1, 2, 3, 4]


def test_agari_yame_at_exactly_the_overtime_points_ends_the_game() -> None:
    # Tenhou: 25 000 each at South 4 with 7 honba; Dasha's dealer tsumo 3 han 30 fu, 2000 all +
    # 700 from each, reaches 33 100 in first place: exactly the points that end the game
    game = replay(f"rules tenhou overtime_points=33100\n{PLAYERS}\n{SOUTH_4}\ntsumo Dasha 3 30")
    assert game.final.points == (22300, 22300, 22300, 33100)
    assert (game.final.ended, game.final.end_reason) == (True, "agari_yame")
    more = replay(f"rules tenhou overtime_points=33200\n{PLAYERS}\n{SOUTH_4}\ntsumo Dasha 3 30")
    assert (more.final.ended, more.final.round_label, more.final.honba) == (False, "S4", 8)


def test_the_sticks_left_at_the_end_all_go_to_first_place() -> None:
    game = play(*SOUTH_4.split("\n"), "riichi Aiko", "riichi Boris", "draw tenpai Aiko,Boris")
    # the two tenpai riichi players take 1500 each from the two noten; the game ends with two
    # sticks on the table, both to Aiko, first by the earlier seat at 30 500
    assert game.final.ended
    assert (game.final.points, game.final.sticks) == ((32500, 30500, 28500, 28500), 0)


def test_a_start_below_zero_is_refused_on_the_rules_line() -> None:
    # a start, a payment or a threshold below zero means nothing at a table: the rules line is
    # refused, and the game plays under the default rules
    game = replay(f"rules seed start_points=-1000\n{PLAYERS}\ndraw")
    assert [e.message() for e in game.errors] == [
        'Line 1 (rules seed start_points=-1000): rule option start_points cannot be "-1000": use 0 or more.'
    ]
    assert game.final.points == (30000, 30000, 30000, 30000) and not game.final.ended

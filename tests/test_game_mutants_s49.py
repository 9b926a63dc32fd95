# ruff: noqa: E501  (the sentences a player reads, whole)
"""Game behaviour that the sampled mutation run of ``core/game/game.py`` (session 49,
``--sample 4``) found untested: the sticks the game's end gave said only on its own line, a
hand's own value beside the paarenchan it was paid as, each refusal of a yakuman count above
the most of its win (its code and its sentence), and pao named on a hand whose pao yakuman the
rules leave out. Each test replays lines, with the values of RULES.md (docs/mutation.md)."""

from __future__ import annotations

import pytest

from mjgui.core.game.game import GameResult, own_hand_win, replay, step_win, sticks_given

PLAYERS = "players Aiko Boris Chen Dasha"


def _game(rules: str, *lines: str) -> GameResult:
    return replay("\n".join([f"rules {rules}", PLAYERS, *lines, ""]))


# -- sticks_given: only the line that ended the game -------------------------------------------


def test_the_sticks_the_end_gave_are_said_on_its_line_only_not_on_a_comment_after_it() -> None:
    """A three-player game ends on the last hand's draw with Aiko's riichi stick on the table:
    first place (Boris) gets it, said on that line; the comment and blank lines after the end
    (steps of their own, without an error) gave nothing."""
    text = "rules mahjongsoul-sanma\nplayers Aiko Boris Chen\nron Boris from Aiko haneman\n"
    text += "draw\n" * 4 + "riichi Aiko\ndraw tenpai Aiko\n# the end\n\n"
    game = replay(text)
    assert game.errors == ()
    assert game.final.ended and game.final.end_line == 9
    assert [sticks_given(s) for s in game.steps] == [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]
    assert game.final.sticks_given == 1
    # Aiko tenpai: +1000 from each; Boris: -1000 noten, +1000 the stick
    assert game.step(9).deltas == (2000, 0, -1000)


# -- own_hand_win: a hand's own value, paarenchan aside -----------------------------------------

HAND = 'hand "234m456p345s678s88p --win 2m"'  # tanyao pinfu by ron: 2 han 30 fu


def test_a_hand_paid_as_paarenchan_keeps_its_own_value() -> None:
    """The dealer at 8 renchan (the seed plays paarenchan) wins by ron on a tanyao pinfu hand:
    paid as paarenchan, a yakuman (48 000 and 8 honba, 2 400), from Chen alone; the hand's own
    value, what the line says it was worth of itself, is 2 han 30 fu by ron from Chen."""
    game = _game("seed", *["draw tenpai Aiko"] * 8, f"ron Aiko from Chen {HAND}")
    step = game.steps[-1]
    assert step.error is None
    assert step.deltas == (50_400, 0, -50_400, 0)
    paid = step_win(step)
    assert paid is not None and paid.paarenchan and paid.yakuman == 1 and paid.base == 8000
    own = own_hand_win(step)
    assert own is not None
    assert (own.winner, own.discarder, own.han, own.fu, own.base) == (0, 2, 2, 30, 480)
    assert (own.yakuman, own.paarenchan, own.limit, own.liable) == (0, False, None, None)
    assert own.yaku == ("tanyao", "pinfu")


def test_own_hand_win_is_none_for_every_other_line() -> None:
    """No own value for a draw, a value written as han and fu, a riichi, or a hand that wins
    nothing without paarenchan (1 han under ryanhan shibari at 8 honba); a non-dealer's hand
    is its value as scored."""
    game = _game(
        "seed",
        *["draw tenpai Aiko"] * 8,
        "riichi Boris",
        'ron Aiko from Chen hand "234m456p345s666s88p --win 8p"',  # tanyao alone, 1 han
    )
    assert game.errors == ()
    assert [own_hand_win(s) for s in game.steps] == [None] * len(game.steps)
    assert step_win(game.steps[-1]) is not None  # paid: paarenchan wins whatever the han
    other = _game("seed", "ron Boris from Chen 2 30", f"ron Boris from Chen {HAND}")
    assert own_hand_win(other.steps[2]) is None
    own = own_hand_win(other.steps[3])
    assert own == step_win(other.steps[3])
    assert own is not None and (own.winner, own.discarder, own.han, own.fu) == (1, 2, 2, 30)


def test_a_hand_paid_as_paarenchan_at_its_first_renchan_keeps_its_own_value() -> None:
    """``paarenchan_threshold=1``: the dealer's first renchan is paarenchan already. Its own
    value is the hand's at no renchan at all (2 han 30 fu), not at one."""
    game = _game("seed paarenchan_threshold=1", "draw tenpai Aiko", f"ron Aiko from Chen {HAND}")
    step = game.steps[-1]
    assert step.deltas == (48_300, 0, -48_300, 0)  # a yakuman and one honba
    paid = step_win(step)
    assert paid is not None and paid.paarenchan
    own = own_hand_win(step)
    assert own is not None and (own.han, own.fu, own.yakuman, own.paarenchan) == (2, 30, 0, False)


def test_a_pao_hand_paid_as_paarenchan_keeps_its_liable_player_in_its_own_value() -> None:
    """The dealer at 8 renchan wins daisangen by ron from Chen, Dasha liable: paid as daisangen
    and paarenchan (2 yakuman, 96 000 and 2 400), Dasha half of the daisangen; the hand's own
    value is daisangen alone, Dasha still liable for it."""
    hand = 'hand "555z666z777z234m88p --win 8p"'
    game = _game("seed", *["draw tenpai Aiko"] * 8, f"ron Aiko from Chen {hand} pao Dasha")
    step = game.steps[-1]
    assert step.error is None
    assert step.deltas == (98_400, 0, -74_400, -24_000)
    own = own_hand_win(step)
    assert own is not None
    assert (own.yakuman, own.base, own.paarenchan, own.yaku) == (1, 8000, False, ("daisangen",))
    assert (own.liable, own.pao_base) == (3, 8000)


# -- value_worth: a yakuman count above the most of its win ----------------------------------

MOST = "yakuman {n} cannot be won under these rules: no {win} counts more than {most} yakuman, as scoring its tiles counts them."
NOT_PAAR = " Do not count paarenchan in it: the game adds it."
ONE = 'yakuman {n} cannot be won under these rules: yakuman do not add up and none in a {win} counts double, so it is one yakuman at most. If they add up at your table, add "yakuman_stacking=on" to the rules line.'


@pytest.mark.parametrize(
    ("rules", "line", "code", "body"),
    [
        # double chiihou (a non-dealer's tsumo): every other win counts 4 at most
        (
            "tenhou double_yakuman=chiihou buttobi=off",
            "tsumo Aiko yakuman 5",
            "yakuman_most_dealer_tsumo",
            MOST.format(n=5, win="dealer's tsumo", most=4),
        ),
        (
            "tenhou double_yakuman=chiihou buttobi=off",
            "ron Aiko from Boris yakuman 5",
            "yakuman_most_dealer_ron",
            MOST.format(n=5, win="dealer's ron", most=4),
        ),
        (
            "tenhou double_yakuman=chiihou buttobi=off",
            "ron Boris from Chen yakuman 5",
            "yakuman_most_ron",
            MOST.format(n=5, win="non-dealer's ron", most=4),
        ),
        (
            "tenhou double_yakuman=chiihou paarenchan=on buttobi=off",
            "tsumo Aiko yakuman 5",
            "yakuman_most_dealer_tsumo_paarenchan",
            MOST.format(n=5, win="dealer's tsumo", most=4) + NOT_PAAR,
        ),
        (
            "tenhou double_yakuman=tenhou buttobi=off",
            "tsumo Boris yakuman 5",
            "yakuman_most_tsumo",
            MOST.format(n=5, win="non-dealer's tsumo", most=4),
        ),
        (
            "tenhou double_yakuman=chiihou buttobi=off",
            "tsumo Boris yakuman 6",
            "yakuman_most",
            MOST.format(n=6, win="hand", most=5),
        ),
        # double tenhou with paarenchan played: the dealer's ron is told the game adds it
        (
            "tenhou double_yakuman=tenhou paarenchan=on buttobi=off",
            "ron Aiko from Boris yakuman 5",
            "yakuman_most_dealer_ron_paarenchan",
            MOST.format(n=5, win="dealer's ron", most=4) + NOT_PAAR,
        ),
        (
            "tenhou double_yakuman=tenhou paarenchan=on buttobi=off",
            "ron Boris from Chen yakuman 5",
            "yakuman_most_ron",
            MOST.format(n=5, win="non-dealer's ron", most=4),
        ),
        # paarenchan played, no double first-turn yakuman: the dealer's most, either way
        (
            "tenhou paarenchan=on buttobi=off",
            "ron Aiko from Boris yakuman 5",
            "yakuman_most_paarenchan",
            MOST.format(n=5, win="hand", most=4) + NOT_PAAR,
        ),
        (
            "tenhou paarenchan=on buttobi=off",
            "tsumo Aiko yakuman 5",
            "yakuman_most_paarenchan",
            MOST.format(n=5, win="hand", most=4) + NOT_PAAR,
        ),
        (
            "tenhou paarenchan=on buttobi=off",
            "ron Boris from Chen yakuman 5",
            "yakuman_most",
            MOST.format(n=5, win="hand", most=4),
        ),
        # yakuman that do not add up
        (
            "tenhou double_yakuman=chiihou yakuman_stacking=off buttobi=off",
            "tsumo Aiko yakuman 2",
            "yakuman_most_one_dealer_tsumo",
            ONE.format(n=2, win="dealer's tsumo"),
        ),
        (
            "tenhou double_yakuman=chiihou yakuman_stacking=off buttobi=off",
            "ron Aiko from Boris yakuman 2",
            "yakuman_most_one_dealer_ron",
            ONE.format(n=2, win="dealer's ron"),
        ),
        (
            "tenhou double_yakuman=chiihou yakuman_stacking=off buttobi=off",
            "ron Boris from Chen yakuman 3",
            "yakuman_most_one_ron",
            ONE.format(n=3, win="non-dealer's ron"),
        ),
        (
            "tenhou double_yakuman=chiihou yakuman_stacking=off buttobi=off",
            "tsumo Boris yakuman 3",
            "yakuman_most_two",
            'yakuman 3 cannot be won under these rules: yakuman do not add up, so a hand is a double yakuman at most. If they add up at your table, add "yakuman_stacking=on" to the rules line.',
        ),
        (
            "ema",
            "ron Boris from Chen yakuman 2",
            "yakuman_most_one",
            'yakuman 2 cannot be won under these rules: yakuman do not add up and none counts double, so a hand is one yakuman at most. If they add up at your table, add "yakuman_stacking=on" to the rules line.',
        ),
    ],
)
def test_a_yakuman_count_above_the_most_of_its_win_is_refused_in_its_words(
    rules: str, line: str, code: str, body: str
) -> None:
    game = _game(rules, line)
    (error,) = game.errors
    assert (error.code, error.line) == (code, 3)
    assert error.body("en") == body
    assert game.final.points == _game(rules).final.points  # nothing paid


@pytest.mark.parametrize(
    ("rules", "line", "deltas"),
    [
        # a non-dealer's tsumo under double chiihou counts 5: 32 000 a yakuman, the dealer pays half
        (
            "tenhou double_yakuman=chiihou buttobi=off",
            "tsumo Boris yakuman 5",
            (-80_000, 160_000, -40_000, -40_000),
        ),
        (
            "tenhou double_yakuman=chiihou yakuman_stacking=off buttobi=off",
            "tsumo Boris yakuman 2",
            (-32_000, 64_000, -16_000, -16_000),
        ),
        # the dealer's tsumo under double tenhou counts 5: 16 000 a yakuman from each
        (
            "tenhou double_yakuman=tenhou paarenchan=on buttobi=off",
            "tsumo Aiko yakuman 5",
            (240_000, -80_000, -80_000, -80_000),
        ),
    ],
)
def test_the_win_a_double_first_turn_yakuman_is_in_may_write_it(
    rules: str, line: str, deltas: tuple[int, ...]
) -> None:
    game = _game(rules, line)
    assert game.errors == ()
    assert game.step(3).deltas == deltas


# -- pao named on a hand whose pao yakuman the rules leave out ---------------------------------


def test_pao_on_a_suukantsu_hand_under_rules_without_its_pao_names_the_option() -> None:
    """Rules with pao for daisangen alone; Boris wins on four kans, Chen named liable without a
    yakuman: no pao yakuman of these rules in the hand, and the sentence names the option that
    gives pao for suukantsu (the rules' own pao beside it). Nothing is paid."""
    hand = 'hand "55m --kan 1111p --kan 2222s --kan 3333m --kan 9999p --win 5m"'
    game = _game("seed pao=daisangen", f"ron Boris from Dasha {hand} pao Chen")
    (error,) = game.errors
    assert (error.code, error.line) == ("pao_not_in_rules", 3)
    assert error.params == {"yakuman": "suukantsu", "option": "pao=daisangen,suukantsu"}
    assert error.body("en").endswith(
        'suukantsu carries no pao under these rules. If your table has pao for it, add "pao=daisangen,suukantsu" to the rules line.'
    )
    assert game.final.points == (30_000,) * 4
    assert own_hand_win(game.steps[2]) is None  # a refused line wins nothing

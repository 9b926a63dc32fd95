"""Replaying records: settlement per RULES.md §5-8 with the numbers of the source texts."""

from __future__ import annotations

import json

import pytest

from mjgui.core.game.game import (
    GameResult,
    GameState,
    noten_payments,
    preview,
    replay,
    result_dict,
    value_worth,
)
from mjgui.core.game.record import GameError, HanFu, Yakuman, parse_record
from mjgui.core.scoring.rules import SEED, preset
from mjgui.core.scoring.scoring import score
from tests.util import spec

PLAYERS = "players Aiko Boris Chen Dasha"
START = (30000, 30000, 30000, 30000)


def play(*lines: str, rules: str | None = None, strict: bool = True) -> GameResult:
    head = [rules] if rules else []
    result = replay("\n".join([*head, PLAYERS, *lines]))
    if strict:
        assert result.errors == (), [e.message() for e in result.errors]
    for state in result.states:
        if state.started:
            assert state.total == 4 * state.rules.start_points
    return result


def after(result: GameResult) -> GameState:
    return result.final


def moved(result: GameResult) -> tuple[int, ...]:
    state = result.final
    return tuple(p - state.rules.start_points for p in state.points)


# ---------------------------------------------------------------------------------------------
# The honba walk-through of seed-scoring.ru.txt
# ---------------------------------------------------------------------------------------------


def test_honba_walk_through_of_the_scoring_text() -> None:
    result = play(
        "ron Boris from Chen 2 30",  # E1: a non-dealer win, the deal moves
        "ron Chen from Aiko 1 30",  # E2
        "tsumo Aiko 1 30",  # E3
        "tsumo Dasha 2 40",  # E4 0 honba: the dealer (East) wins, puts out 1 counter
        "draw tenpai Aiko",  # E4 1 honba: a draw, the dealer noten, the winds rotate
        "ron Dasha from Boris 1 40",  # S1 2 honba: North wins by ron, +600 from the discarder
    )
    states = result.states
    e4 = states[4]  # after line 5 (players is line 1)
    assert (states[3].round_label, states[3].honba, states[3].dealer_name) == ("E4", 0, "Dasha")
    assert (e4.round_label, e4.honba, e4.renchan) == ("E4", 1, 1)
    assert result.step(5).deltas == (-1300, -1300, -1300, 3900)  # dealer 2 han 40 fu: 1300 all
    s1 = states[5]
    assert (s1.round_label, s1.honba, s1.dealer_name) == ("S1", 2, "Aiko")
    assert s1.seat_letter(3) == "N"
    assert result.step(6).deltas == (3000, -1000, -1000, -1000)
    last = result.step(7)
    assert last.deltas == (0, -1900, 0, 1900)  # 1300 + 2 x 300
    assert (last.state.round_label, last.state.honba) == ("S2", 0)


def test_tsumo_honba_is_100_from_each_payer() -> None:
    result = play("draw tenpai Aiko", "draw tenpai Aiko", "tsumo Chen 3 30")
    # non-dealer 3 han 30 fu tsumo: 1000 / 2000, plus 200 from each payer at 2 honba
    assert result.step(4).deltas == (-2200, -1200, 4600, -1200)
    assert after(result).honba == 0
    assert after(result).round_label == "E2"


def test_dealer_ron_and_tsumo_values() -> None:
    result = play("ron Aiko from Boris 4 30", "tsumo Aiko 3 30", "ron Aiko from Chen mangan")
    assert result.step(2).deltas == (11600, -11600, 0, 0)
    assert result.step(3).deltas == (6000 + 300, -2000 - 100, -2000 - 100, -2000 - 100)
    assert result.step(4).deltas == (12000 + 600, 0, -12600, 0)
    state = after(result)
    assert (state.round_label, state.honba, state.renchan) == ("E1", 3, 3)


def test_limits_and_kazoe() -> None:
    result = play(
        "ron Boris from Chen 5",
        "ron Chen from Dasha 7 30",
        "ron Dasha from Aiko 10",
        "ron Aiko from Boris 12",
        "ron Boris from Chen 13 40",
        rules="rules seed buttobi=off",
    )
    assert [result.step(n).deltas[i] for n, i in ((3, 1), (4, 2), (5, 3), (6, 0), (7, 1))] == [
        8000,
        12000,
        16000,
        24000,
        32000,
    ]


# ---------------------------------------------------------------------------------------------
# Riichi sticks
# ---------------------------------------------------------------------------------------------


def test_riichi_sticks_go_to_the_table_and_to_the_winner() -> None:
    result = play("riichi Boris", "riichi Chen", "ron Chen from Aiko 3 40")
    assert result.step(2).deltas == (0, -1000, 0, 0)
    assert result.states[2].sticks == 2
    assert result.step(4).deltas == (-5200, 0, 5200 + 2000, 0)
    assert after(result).sticks == 0
    assert after(result).points == (24800, 29000, 36200, 30000)


def test_sticks_stay_through_draws_and_go_to_the_next_winner() -> None:
    result = play(
        "riichi Boris", "draw tenpai Boris", "riichi Aiko", "draw tenpai Aiko,Boris", "tsumo Dasha 1 30"
    )
    assert result.states[2].sticks == 1
    assert result.states[4].sticks == 2
    state = after(result)
    assert state.sticks == 0
    # Dasha non-dealer tsumo at E2 (dealer Boris) 2 honba: 300+200 / 500+200
    assert result.step(6).deltas == (-500, -700, -500, 1700 + 2000)


def test_riichi_errors() -> None:
    result = play("riichi Boris", "riichi boris", strict=False)
    assert [e.code for e in result.errors] == ["riichi_twice"]
    assert "line 2" in result.errors[0].message()
    low = play("riichi Aiko", rules="rules seed start_points=500 return_points=500", strict=False)
    assert [e.code for e in low.errors] == ["riichi_points"]
    exact = play("riichi Aiko", rules="rules seed start_points=1000 return_points=1000")
    assert after(exact).points[0] == 0


def test_the_riichi_refusals_write_the_points_as_every_number() -> None:
    rules = "rules seed start_points=1500 buttobi=off"
    hand = 'ron Aiko from Chen hand "234m567p345678s55s --riichi"'  # Aiko cannot pay its stick
    below = play("ron Boris from Aiko 3 40", "riichi Aiko", hand, rules=rules, strict=False)
    riichi, auto = below.errors  # Aiko is at 1500 - 5200 = -3700
    assert riichi.message() == (
        "Line 4 (riichi Aiko): Aiko has \u22123700 points and cannot declare riichi: the stick costs 1000."
    )
    assert riichi.body("ru") == (
        "у игрока Aiko\u00a0очков: \u22123700 \u2014 объявить риичи нельзя: палочка стоит 1000."
    )
    assert auto.code == "hand_riichi_points"
    deep = play(
        "ron Boris from Aiko yakuman",
        "riichi Aiko",
        hand,
        rules=rules,
        strict=False,
    )
    riichi, auto = deep.errors  # -30 500: grouped
    assert "Aiko has \u221230\u202f500 points" in riichi.body()
    assert auto.body() == (
        "the hand says riichi, but Aiko has \u221230\u202f500 points and cannot pay the stick; "
        "remove --riichi or fix the earlier lines."
    )
    assert "очков: \u221230\u202f500 \u2014 палочку не оплатить" in auto.body("ru")


def test_riichi_belongs_to_the_current_hand() -> None:
    result = play("riichi Boris", "ron Chen from Aiko 1 30", "riichi Boris")
    assert after(result).riichi == ((1, 4),)
    assert after(result).sticks == 1


def test_a_riichi_player_must_be_tenpai_at_the_draw() -> None:
    result = play("riichi Boris", "draw tenpai Aiko", strict=False)
    assert [e.code for e in result.errors] == ["riichi_noten"]
    assert "chombo" in result.errors[0].message()
    assert after(result).round_label == "E1"  # the draw was not applied


def test_the_riichi_at_a_draw_reads_on_after_the_line_in_both_languages() -> None:
    one = play("riichi Boris", "draw tenpai Aiko", strict=False).errors[0]
    assert one.message() == (
        "Line 3 (draw tenpai Aiko): Boris declared riichi in this hand, so at the draw they must "
        'show tenpai: add the name after "tenpai", or record "chombo Boris" if the riichi was false.'
    )
    # after the line's prefix the sentence goes on with a small letter, as every record error
    assert one.message("ru") == (
        "Строка 3 (draw tenpai Aiko): в этой раздаче объявлен риичи (Boris), поэтому при ничьей "
        "нужно показать тенпай: добавьте это имя после «tenpai» или запишите «chombo Boris», "
        "если риичи был ложным."
    )
    two = play("riichi Boris", "riichi Chen", "draw", strict=False).errors[0]
    assert two.body() == (
        "Boris, Chen declared riichi in this hand, so at the draw they must show tenpai: add them "
        'after "tenpai", or record "chombo NAME" if the riichi was false.'
    )
    assert two.body("ru") == (
        "в этой раздаче объявлены риичи (Boris, Chen), поэтому при ничьей нужно показать тенпай: "
        "добавьте их после «tenpai» или запишите «chombo ИМЯ», если риичи был ложным."
    )


# ---------------------------------------------------------------------------------------------
# Draws, nagashi, abort
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ((), (0, 0, 0, 0)),
        ((1,), (-1000, 3000, -1000, -1000)),
        ((0, 2), (1500, -1500, 1500, -1500)),
        ((0, 1, 3), (1000, 1000, -3000, 1000)),
        ((0, 1, 2, 3), (0, 0, 0, 0)),
    ],
)
def test_noten_payments(tenpai: tuple[int, ...], deltas: tuple[int, ...]) -> None:
    assert tuple(noten_payments(tenpai, 0)) == deltas


def test_draw_honba_and_dealer() -> None:
    result = play("draw tenpai Aiko,Chen", "draw tenpai Chen", "draw")
    first, second, third = result.states[1:4]
    assert (first.round_label, first.honba, first.renchan) == ("E1", 1, 1)
    assert (second.round_label, second.honba) == ("E2", 2)
    assert (third.round_label, third.honba) == ("E3", 3)
    assert result.step(3).deltas == (-1000, -1000, 3000, -1000)
    assert result.step(4).deltas == (0, 0, 0, 0)


def test_nagashi_is_a_mangan_tsumo_without_noten_payments() -> None:
    result = play("draw tenpai Aiko", "draw nagashi Boris tenpai Boris,Chen")
    # E1 1 honba: non-dealer nagashi 2000 / 4000, no honba, no noten payments
    step = result.step(3)
    assert step.deltas == (-4000, 8000, -2000, -2000)
    assert (step.state.round_label, step.state.honba) == ("E2", 2)  # the dealer was noten


def test_dealer_nagashi_and_dealer_tenpai_keeps_the_deal() -> None:
    result = play("riichi Chen", "draw nagashi Aiko tenpai Aiko,Chen")
    step = result.step(3)
    assert step.deltas == (12000, -4000, -4000, -4000)
    assert (step.state.round_label, step.state.honba, step.state.sticks) == ("E1", 1, 1)


def test_two_nagashi() -> None:
    result = play("draw nagashi Boris,Chen")
    assert result.step(2).deltas == (-8000, 6000, 6000, -4000)


def test_nagashi_off() -> None:
    result = play("draw nagashi Boris", rules="rules seed nagashi_mangan=off", strict=False)
    assert [e.code for e in result.errors] == ["nagashi_off"]


def test_abort_only_when_the_rules_allow_it() -> None:
    seed = play("abort", strict=False)
    assert [e.code for e in seed.errors] == ["abort_off"]
    tenhou = play("riichi Boris", "abort", rules="rules tenhou")
    state = after(tenhou)
    assert (state.round_label, state.honba, state.sticks, state.renchan) == ("E1", 1, 1, 1)
    assert state.points == (25000, 24000, 25000, 25000)


# ---------------------------------------------------------------------------------------------
# Pao
# ---------------------------------------------------------------------------------------------


def test_pao_on_ron_is_split_half_and_half_honba_on_the_discarder() -> None:
    result = play("draw tenpai Aiko", "ron Chen from Boris yakuman 1 pao Dasha")
    assert result.step(3).deltas == (0, -16000 - 300, 32300, -16000)


def test_pao_on_tsumo_the_liable_player_pays_all() -> None:
    result = play("draw tenpai Aiko", "tsumo Chen yakuman pao Dasha")
    assert result.step(3).deltas == (0, 0, 32300, -32300)


def test_pao_ron_from_the_liable_player_is_ordinary() -> None:
    result = play("ron Chen from Dasha yakuman 1 pao Dasha")
    assert result.step(2).deltas == (0, 0, 32000, -32000)


def test_pao_covers_only_the_pao_yakuman() -> None:
    # daisangen (pao) + tsuuiisou, tsumo by a non-dealer: 8000 base on Dasha alone,
    # the other 8000 base paid as a normal tsumo
    result = play("tsumo Chen yakuman 2 pao Dasha", rules="rules seed buttobi=off")
    assert result.step(3).deltas == (-16000, -8000, 64000, -40000)  # line 3: after rules, players
    double = play("tsumo Chen yakuman 2 pao Dasha daisuushii", rules="rules seed buttobi=off")
    assert double.step(3).deltas == (0, 0, 64000, -64000)


def test_pao_from_a_scored_hand() -> None:
    result = play('ron Chen from Boris hand "555z666z123m44p --pon 777z" pao Dasha')
    assert result.step(2).deltas == (0, -16000, 32000, -16000)


def test_pao_errors() -> None:
    result = play(
        "ron Chen from Aiko 3 40 pao Dasha",
        "ron Chen from Aiko yakuman pao Chen",
        "ron Chen from Aiko yakuman pao Dasha chinroutou",
        "ron Chen from Aiko yakuman pao Dasha 2",
        'ron Chen from Aiko hand "234m567p345678s55s --riichi" pao Dasha',
        strict=False,
    )
    assert [e.code for e in result.errors] == [
        "pao_needs_yakuman",
        "pao_self",
        "pao_not_in_rules",
        "pao_share",
        "pao_not_in_hand",
    ]
    off = play("ron Chen from Aiko yakuman pao Dasha", rules="rules seed pao=none", strict=False)
    assert [e.code for e in off.errors] == ["pao_off"]


def test_a_pao_yakuman_named_that_the_hand_does_not_have_says_which_it_has() -> None:
    big_three = '"555z666z777z11m234p"'
    four_kans = '"22z --kan 5555z --kan 6666z --kan 7777z --kan 1111m"'
    result = play(
        f"tsumo Chen hand {big_three} pao Dasha daisuushii",
        f"tsumo Chen hand {four_kans} pao Dasha daisuushii",
        'tsumo Chen hand "111z222z333z11m234p" pao Dasha daisuushii',
        strict=False,
    )
    first, many, none = result.errors
    assert first.body() == (
        'the hand has no daisuushii; its pao yakuman is daisangen: write "pao Dasha" or '
        '"pao Dasha daisangen".'
    )
    assert first.body("ru") == (
        "в руке нет якумана «daisuushii»; якуман с пао в ней — daisangen: пишите «pao Dasha» "
        "или «pao Dasha daisangen»."
    )
    assert many.body() == (
        "the hand has no daisuushii; its pao yakuman are daisangen, suukantsu: "
        'write "pao Dasha", or name one of them after it.'
    )
    assert many.body("ru") == (
        "в руке нет якумана «daisuushii»; якуманы с пао в ней — daisangen, suukantsu: пишите «pao Dasha» "
        "или назовите после имени один из них."
    )
    # no pao yakuman at all: nobody is liable
    assert none.code == "pao_not_in_hand"


def test_a_pao_share_too_large_is_measured_against_the_pao_yakuman_only() -> None:
    # daisangen + tsuuiisou + suuankou: three yakuman, of which one (daisangen) carries pao
    result = play('tsumo Chen hand "555z666z777z11z22z2z" pao Dasha 2', strict=False)
    (error,) = result.errors
    assert error.body() == "the pao share (2) is more than the hand's pao yakuman (daisangen: 1)."
    assert error.body("ru") == "доля пао (2) больше, чем якуманы с пао в руке (daisangen: 1)."
    # a yakuman written as a count: the hand's yakuman are all there is
    written = play("tsumo Chen yakuman 2 pao Dasha 3", strict=False)
    assert written.errors[0].body() == "the pao share (3) is more than the hand's 2 yakuman."


# ---------------------------------------------------------------------------------------------
# Chombo
# ---------------------------------------------------------------------------------------------


def test_chombo_by_the_dealer() -> None:
    result = play("draw tenpai Aiko", "riichi Boris", "chombo Aiko")
    step = result.step(4)
    assert step.deltas == (-12000, 4000 + 1000, 4000, 4000)  # Boris's stick comes back
    state = step.state
    assert (state.round_label, state.honba, state.renchan, state.sticks) == ("E1", 1, 1, 0)
    assert state.riichi == ()


def test_chombo_by_a_non_dealer() -> None:
    result = play("riichi Dasha", "chombo Chen")
    assert result.step(3).deltas == (4000, 2000, -8000, 2000 + 1000)
    assert after(result).round_label == "E1"


def test_chombo_keeps_earlier_sticks_on_the_table() -> None:
    result = play("riichi Dasha", "draw tenpai Dasha", "riichi Boris", "chombo Boris")
    state = after(result)
    assert state.sticks == 1  # Dasha's stick from the drawn hand stays
    # at E2 Boris deals: a dealer's chombo, 4000 to each; his own stick comes back
    assert result.step(5).deltas == (4000, -12000 + 1000, 4000, 4000)


def test_chombo_settled_at_the_end() -> None:
    lines = ["chombo Chen", *(["draw"] * 8)]
    result = play(*lines, rules="rules seed chombo_at_end=on")
    assert result.step(3).state.points == START
    assert result.step(3).state.pending_chombo == (4000, 2000, -8000, 2000)
    state = after(result)
    assert state.ended
    assert state.points == (34000, 32000, 22000, 32000)
    assert state.pending_chombo == (0, 0, 0, 0)


# ---------------------------------------------------------------------------------------------
# Multiple ron
# ---------------------------------------------------------------------------------------------


def test_atama_hane_first_claimant_wins() -> None:
    result = play("ron Boris from Aiko 3 40", "also ron Chen from Aiko 2 30", strict=False)
    assert [e.code for e in result.errors] == ["atama_hane_second"]
    assert after(result).points == (24800, 35200, 30000, 30000)


def test_atama_hane_reports_a_later_claimant_named_first() -> None:
    result = play("ron Chen from Aiko 3 40", "also ron Boris from Aiko 2 30", strict=False)
    (err,) = result.errors
    assert err.code == "atama_hane_wrong_winner"
    assert err.line == 3
    assert err.message().endswith(
        'Boris, not Chen. Line 2 should be "ron Boris ..."; fix it and delete this line, or, with '
        'double ron, add "atama_hane=off" to the rules line.'
    )
    assert "Исправьте её и удалите эту строку или, при двойном роне, допишите" in err.message("ru")


def test_double_ron_without_atama_hane() -> None:
    rules = "rules seed atama_hane=off"
    lines = ("draw tenpai Aiko", "riichi Dasha", "ron Chen from Boris 2 30", "also ron Aiko from Boris 3 30")
    result = play(*lines, rules=rules)
    state = after(result)
    # each winner gets the honba; the stick goes to Chen, first after Boris in turn order
    assert state.points == (33000 + 6100, 29000 - 2300 - 6100, 29000 + 2300 + 1000, 28000)
    assert (state.round_label, state.honba, state.renchan) == ("E1", 2, 2)  # the dealer won
    other_order = play(
        "draw tenpai Aiko",
        "riichi Dasha",
        "ron Aiko from Boris 3 30",
        "also ron Chen from Boris 2 30",
        rules=rules,
    )
    assert after(other_order).points == state.points
    assert other_order.step(6).deltas == (-1000, -2300, 3300, 0)


def test_an_also_rons_hand_is_the_one_before_the_first_ron() -> None:
    """The one also-ron rule the history and the league's counts both read (``Step.hand``)."""
    lines = ("draw tenpai Aiko", "riichi Dasha", "ron Chen from Boris 2 30", "also ron Aiko from Boris 3 30")
    result = play(*lines, rules="rules seed atama_hane=off")
    first, second = result.step(5), result.step(6)
    assert first.hand is first.before
    assert second.hand == first.before  # not the table after Chen's ron
    assert second.before.points != first.before.points
    assert (second.hand.round_label, second.hand.honba, second.hand.in_riichi) == ("E1", 1, frozenset({3}))


def test_the_rons_on_one_discard_share_its_settlement() -> None:
    """An also ron settles its discard again with every ron on it: the sticks Dasha took pass to
    Chen, nearer after Boris. Its line's own change (``deltas``) then takes from Dasha; what a
    player is shown never does: ``settlement`` is the whole discard's, from before the first ron,
    and ``line_shares`` gives each ron line its own win's part, the lines still adding up."""
    lines = ("draw tenpai Aiko", "riichi Aiko", "ron Dasha from Boris 1 30", "also ron Chen from Boris 1 30")
    result = play(*lines, rules="rules ema")
    first, second = result.step(5), result.step(6)
    assert first.deltas == first.settlement == (0, -1300, 0, 1300 + 1000)  # the stick, for now
    assert second.deltas == (0, -1300, 1300 + 1000, -1000)
    assert second.settlement == (0, -2600, 2300, 1300)
    shares = result.line_shares()
    assert shares[4:] == ((0, -1300, 0, 1300), (0, -1300, 2300, 0))
    assert shares[:4] == tuple(step.deltas for step in result.steps[:4])
    assert tuple(map(sum, zip(*shares[1:], strict=True))) == moved(result)
    # a triple ron, the honba only to the first winner: Chen, nearest after Boris, written last
    triple = play(
        *lines[:3],
        "also ron Aiko from Boris 2 30",
        "also ron Chen from Boris 1 30",
        rules="rules mahjongsoul start_points=30000 return_points=30000",
    )
    shares = triple.line_shares()
    assert shares[4:] == ((0, -1000, 0, 1000), (2900, -2900, 0, 0), (0, -1300, 2300, 0))
    assert triple.step(7).settlement == (2900, -5200, 2300, 1000)
    assert tuple(map(sum, zip(*shares[1:], strict=True))) == moved(triple)


@pytest.mark.parametrize(
    ("rules", "chen", "aiko"),
    [
        # honba to each winner (EMA 2016): Aiko's 3 han 30 fu is 5800 + 600
        ("rules seed atama_hane=off multiple_ron_honba=each", 2000 + 600 + 1000, 5800 + 600),
        # honba to the first winner only (Tenhou, Mahjong Soul): Aiko gets the hand alone
        ("rules seed atama_hane=off multiple_ron_honba=first", 2000 + 600 + 1000, 5800),
        ("rules tenhou start_points=30000", 2000 + 600 + 1000, 5800),
        ("rules mahjongsoul start_points=30000 return_points=30000", 2000 + 600 + 1000, 5800),
        ("rules ema", 2000 + 600 + 1000, 5800 + 600),
    ],
)
def test_who_gets_the_honba_of_a_double_ron(rules: str, chen: int, aiko: int) -> None:
    # two draws make 2 honba; Dasha's stick is on the table; Boris deals into Chen and Aiko
    lines = (
        "draw tenpai Aiko",
        "draw tenpai Aiko",
        "riichi Dasha",
        "ron Chen from Boris 2 30",
        "also ron Aiko from Boris 3 30",
    )
    result = play(*lines, rules=rules)
    # Chen (first after Boris in turn order) takes the honba and the stick in every regulation
    before, end = result.states[4].points, after(result).points
    assert tuple(b - a for a, b in zip(before, end, strict=True)) == (aiko, -(chen - 1000) - aiko, chen, 0)
    # the same lines with the winners in the other order settle the same
    swapped = play(*lines[:3], "ron Aiko from Boris 3 30", "also ron Chen from Boris 2 30", rules=rules)
    assert after(swapped).points == after(result).points


def test_the_presets_say_who_wins_a_multiple_ron() -> None:
    from mjgui.core.game.game import ron_counters
    from mjgui.core.scoring.rules import preset

    assert [preset(n).atama_hane for n in ("seed", "wrc", "mleague")] == [True, True, True]
    double_ron = ("tenhou", "mahjongsoul", "ema")
    assert [(preset(n).atama_hane, preset(n).multiple_ron_honba) for n in double_ron] == [
        (False, "first"),
        (False, "first"),
        (False, "each"),
    ]
    assert [preset(n).triple_ron_abort for n in double_ron] == [True, False, False]
    # Boris (seat 1) deals in; Dasha (3) and Aiko (0) win: Dasha is first in turn order
    assert ron_counters(preset("tenhou"), 1, [0, 3], 3, 2, 1) == (2, 1)
    assert ron_counters(preset("tenhou"), 1, [0, 3], 0, 2, 1) == (0, 0)
    assert ron_counters(preset("ema"), 1, [0, 3], 0, 2, 1) == (2, 0)


def test_the_winners_paid_on_one_discard_are_the_ones_the_record_takes() -> None:
    """Boris (seat 1) deals in and the three others claim: in turn order Chen (2), Dasha (3),
    Aiko (0). Atama hane pays Chen alone (the head bump), triple_ron_abort two, EMA all three;
    ron_counters pays a winner left out nothing (a game log read under atama hane had its
    second winner paid the honba)."""
    from mjgui.core.game.game import paid_ron_winners, ron_counters

    assert paid_ron_winners(SEED, 1, [0, 3, 2]) == (2,)
    assert paid_ron_winners(preset("tenhou"), 1, [0, 3, 2]) == (2, 3)
    assert paid_ron_winners(preset("ema"), 1, [0, 3, 2]) == (2, 3, 0)
    assert paid_ron_winners(preset("ema"), 3, [2, 1]) == (1, 2)
    assert ron_counters(SEED, 1, [2, 3], 2, 2, 1) == (2, 1)
    assert ron_counters(SEED, 1, [2, 3], 3, 2, 1) == (0, 0)  # "each" honba, but not paid at all
    assert ron_counters(preset("ema"), 1, [2, 3], 3, 2, 1) == (2, 0)
    # the record's replay: an also ron past that many is refused, under atama hane and a third
    seats = "players Aiko Boris Chen Dasha\n"
    atama = replay("rules seed\n" + seats + "ron Chen from Boris 1 30\nalso ron Dasha from Boris 1 30\n")
    assert [e.code for e in atama.errors] == ["atama_hane_second"]
    third = "ron Chen from Boris 1 30\nalso ron Dasha from Boris 1 30\nalso ron Aiko from Boris 1 30\n"
    assert [e.code for e in replay("rules tenhou\n" + seats + third).errors] == ["triple_ron_abort"]


def test_multiple_ron_honba_is_checked() -> None:
    result = play("ron Chen from Aiko 1 30", rules="rules tenhou multiple_ron_honba=all", strict=False)
    (err,) = result.errors[:1]
    assert err.code == "rules_error" and "multiple_ron_honba" in err.message()


def test_also_ron_errors() -> None:
    rules = "rules seed atama_hane=off"
    result = play(
        "also ron Chen from Aiko 1 30",
        "ron Chen from Aiko 1 30",
        "also ron Boris from Dasha 1 30",
        "also ron Chen from Aiko 1 30",
        "riichi Dasha",
        "also ron Boris from Aiko 1 30",
        rules=rules,
        strict=False,
    )
    assert [e.code for e in result.errors] == [
        "also_without_ron",
        "also_other_discarder",
        "also_same_winner",
        "also_without_ron",
    ]


# ---------------------------------------------------------------------------------------------
# Wareme
# ---------------------------------------------------------------------------------------------


def test_wareme_doubles_after_honba() -> None:
    rules = "rules seed wareme=on"
    result = play("draw tenpai Aiko", "wareme Chen", "ron Chen from Boris 2 30", rules=rules)
    assert result.step(5).deltas == (0, -4600, 4600, 0)  # (2000 + 300) x 2


def test_wareme_on_the_payer_only() -> None:
    rules = "rules seed wareme=on"
    result = play("riichi Aiko", "wareme Dasha", "tsumo Chen 1 30", rules=rules)
    # dealer 500, Boris 300, Dasha 300 x 2; the stick is not doubled
    assert result.step(5).deltas == (-500, -300, 1400 + 1000, -600)
    assert after(result).wareme is None


def test_wareme_off_and_twice() -> None:
    assert [e.code for e in play("wareme Chen", strict=False).errors] == ["wareme_off"]
    twice = play("wareme Chen", "wareme Boris", rules="rules seed wareme=on", strict=False)
    assert [e.code for e in twice.errors] == ["wareme_twice"]


# ---------------------------------------------------------------------------------------------
# Scored hands, ryanhan shibari, paarenchan
# ---------------------------------------------------------------------------------------------


def test_a_hand_line_is_scored_with_the_game_situation() -> None:
    result = play('ron Chen from Aiko hand "234m567p345678s55s --riichi"')
    # riichi tanyao pinfu, 3 han 30 fu by a non-dealer; the riichi stick goes out and comes back
    assert result.step(2).deltas == (-3900, 0, 3900, 0)
    declared = play("riichi Chen", 'ron Chen from Aiko hand "234m567p345678s55s"')
    assert after(declared).points == after(result).points


def test_a_hand_line_uses_the_seat_wind_of_the_moment() -> None:
    hand = 'tsumo Chen hand "222z234m567p789s55p"'
    # E1: Chen sits West, South is no yaku: menzen tsumo 1 han, 40 fu (20 + 8 + 2 tanki + 2)
    west = play(hand)
    assert west.step(2).deltas == (-700, -400, 1500, -400)
    # E2: Boris deals, Chen sits South: seat wind + menzen tsumo = 2 han 40 fu
    south = play("ron Chen from Aiko 1 30", hand)
    assert south.step(3).deltas == (-700, -1300, 2700, -700)


def test_a_hand_line_uses_the_round_wind_and_the_dealer_seat() -> None:
    # Boris deals E2: East is his seat wind and the round wind (2 han) + menzen tsumo, 40 fu
    result = play("ron Chen from Aiko 1 30", 'tsumo Boris hand "111z234m567p789s55p"')
    assert result.step(3).deltas == (-2600, 7800, -2600, -2600)


def test_a_hand_that_does_not_win_is_rejected() -> None:
    result = play(
        'ron Chen from Aiko hand "123m456p789s22p --pon 4z"',  # open, no yaku
        'ron Chen from Aiko hand "234m567p345678s55s --chi 234m"',  # too many tiles
        strict=False,
    )
    assert [(e.code, e.line) for e in result.errors] == [("hand_no_win", 2), ("hand_error", 3)]
    assert "No yaku" not in result.errors[0].message()
    assert "no yaku" in result.errors[0].message()


def test_ron_with_tsumo_flag_is_rejected() -> None:
    result = play('ron Chen from Aiko hand "234m567p345678s55s --tsumo"', strict=False)
    assert [e.code for e in result.errors] == ["hand_words"]


def test_ryanhan_shibari_from_five_honba() -> None:
    draws = ["draw tenpai Aiko"] * 5
    result = play(
        *draws,
        "ron Chen from Boris 1 30",
        'ron Chen from Boris hand "234m567p678s55s --chi 345s"',
        "ron Chen from Boris 2 30",
        strict=False,
    )
    assert result.states[5].shibari
    assert [e.code for e in result.errors] == ["shibari", "hand_no_win"]
    assert "5 honba" in result.errors[0].message()
    assert result.errors[1].message().count("2 han") == 1
    assert result.step(9).deltas == (0, -3500, 3500, 0)  # 2000 + 5 x 300
    four = play(*draws[:4], "ron Chen from Boris 1 30")
    assert four.errors == ()


def test_paarenchan_from_the_counters() -> None:
    draws = ["draw tenpai Aiko"] * 8
    seven = play(*draws[:7])
    assert not after(seven).paarenchan
    result = play(*draws, "tsumo Aiko 1 30")
    assert result.states[8].paarenchan
    # a yakuman whatever the han: 16000 all + 8 honba x 100 each; shibari does not apply
    assert result.step(10).deltas == (3 * 16800, -16800, -16800, -16800)
    scored = play(*draws, 'tsumo Aiko hand "234m567p345678s55s"')
    assert scored.step(10).deltas[0] == 3 * 16800
    stacked = play(*draws, "tsumo Aiko yakuman 1", rules="rules seed buttobi=off")
    assert stacked.step(11).deltas[0] == 3 * 32800


@pytest.mark.parametrize(
    ("options", "most", "counted"),
    [
        ("", 6, 4),
        (" yakuman_stacking=off double_yakuman=none", 1, 1),
        (" yakuman_stacking=off", 2, 2),
        (" double_yakuman=none", 4, 3),
    ],
)
def test_yakuman_lines_count_no_more_than_scoring_the_tiles(options: str, most: int, counted: int) -> None:
    """``yakuman N`` lines once paid any N whatever the rules (96 000 for "yakuman 3" where
    yakuman do not add up and none counts double), while scoring the tiles counts one; and up to
    6 where they add up, where no hand counts more than 4 without double yakuman."""
    rules_line = "rules seed buttobi=off" + options
    rules = replay(rules_line).final.rules
    assert rules.most_yakuman == most
    # daisangen, tsuuiisou and suuankou tanki in one hand: what scoring its tiles counts
    won = score(spec("55566677711122z").with_changes(rules=rules)).win
    assert won is not None and won.yakuman == counted
    for multiple in range(1, min(most + 1, 6) + 1):
        game = play(f"ron Boris from Chen yakuman {multiple}", rules=rules_line, strict=False)
        if multiple <= most:
            assert game.errors == ()
            assert moved(game) == (0, 32_000 * multiple, -32_000 * multiple, 0)
            continue
        (error,) = game.errors
        if rules.yakuman_stacking:
            assert error.code == "yakuman_most"
            assert f"no hand counts more than {most} yakuman" in error.message()
        else:
            assert error.code == ("yakuman_most_one" if most == 1 else "yakuman_most_two")
            assert 'add "yakuman_stacking=on" to the rules line' in error.message()
        assert "якуман" in error.message("ru")
        assert moved(game) == (0, 0, 0, 0)


def test_paarenchan_counts_as_the_rules_count_it_for_tiles_and_lines() -> None:
    """Where the rules list paarenchan among the double yakuman, a han-and-fu line at paarenchan
    was paid one yakuman while the same win's tiles were paid two."""
    double = "rules seed double_yakuman=paarenchan buttobi=off"
    draws = ["draw tenpai Aiko"] * 8
    line = play(*draws, "tsumo Aiko 1 30", rules=double)
    tiles = play(*draws, 'tsumo Aiko hand "234m567p345678s55s"', rules=double)
    assert line.step(11).deltas == tiles.step(11).deltas == (3 * 32_800, -32_800, -32_800, -32_800)
    rules = after(line).rules
    worth = value_worth(HanFu(1, 30), rules, dealer=True, tsumo=True, honba=8, renchan=8)
    assert (worth.base.points, worth.yakuman, worth.paarenchan) == (16_000, 2, True)
    # where paarenchan needs a yaku it counts the same (it once counted one yakuman there)
    needs = spec("234m567p345678s55s --tsumo --renchan 8 --honba 8")
    needs = needs.with_changes(rules=rules.with_options(paarenchan_needs_yaku=True))
    assert score(needs).win.yakuman == 2  # type: ignore[union-attr]
    # without stacking the larger counts; with it, paarenchan is added to the yakuman written
    off = SEED.with_options(yakuman_stacking=False)
    assert value_worth(Yakuman(2), off, dealer=True, tsumo=True, honba=0, renchan=8).yakuman == 2
    assert value_worth(Yakuman(1), SEED, dealer=True, tsumo=True, honba=0, renchan=8).yakuman == 2
    with pytest.raises(GameError) as refused:  # a non-dealer at the same table: shibari
        value_worth(HanFu(1, 30), SEED, dealer=False, tsumo=False, honba=8, renchan=8)
    assert refused.value.code == "shibari"


# ---------------------------------------------------------------------------------------------
# The end of the game
# ---------------------------------------------------------------------------------------------


def test_a_hanchan_ends_after_south_4() -> None:
    result = play(*["draw"] * 8)
    assert not result.states[7].ended
    state = after(result)
    assert state.ended and state.end_reason == "last_hand" and state.end_line == 9
    assert state.round_label == "S4"
    later = play(*["draw"] * 8, "# a comment is fine", "riichi Aiko", strict=False)
    assert [e.code for e in later.errors] == ["game_over"]
    assert "line 9" in later.errors[0].message()


def test_east_only_ends_after_east_4() -> None:
    result = play(*["draw"] * 4, rules="rules seed east_only=on")
    assert after(result).ended
    assert after(result).round_label == "E4"


def test_the_dealer_keeps_the_last_hand() -> None:
    result = play(*["draw"] * 7, "tsumo Dasha 2 30", "draw tenpai Dasha")
    state = after(result)
    assert not state.ended
    assert (state.round_label, state.honba, state.renchan) == ("S4", 9, 2)
    done = play(*["draw"] * 7, "tsumo Dasha 2 30", "draw tenpai Dasha", "ron Aiko from Boris 2 30")
    assert after(done).ended


def test_buttobi_below_zero_but_not_at_zero() -> None:
    rules = "rules seed start_points=8000 return_points=8000"
    result = play("ron Chen from Aiko mangan", "ron Chen from Aiko 1 30", strict=False, rules=rules)
    zero = result.states[2]
    assert zero.points[0] == 0 and not zero.ended
    state = after(result)
    assert state.ended and state.end_reason == "buttobi"
    assert state.points[0] == -1000
    off = play("ron Chen from Aiko yakuman", rules="rules seed buttobi=off")
    assert not after(off).ended


def test_chombo_can_end_the_game_by_buttobi() -> None:
    result = play("chombo Chen", rules="rules seed start_points=5000 return_points=5000")
    assert after(result).ended and after(result).end_reason == "buttobi"


def test_sticks_left_at_the_end_go_to_first_place() -> None:
    result = play(*["draw"] * 7, "riichi Boris", "draw tenpai Boris")
    state = after(result)
    assert state.ended and state.sticks == 0
    assert state.points == (29000, 33000, 29000, 29000)
    finals = state.final_scores
    assert finals is not None
    assert [f.final for f in finals] == [-1 + 5, 3 + 15, -1 - 5, -1 - 15]
    assert sum(f.score for f in finals) == 0


def test_sticks_left_when_the_rules_keep_them_off_first_place() -> None:
    result = play(*["draw"] * 7, "riichi Boris", "draw tenpai Boris", rules="rules seed sticks_to_first=off")
    state = after(result)
    assert state.sticks == 1
    assert state.points == (29000, 32000, 29000, 29000)
    finals = state.final_scores
    assert finals is not None
    assert [f.before_uma for f in finals] == [-1000, 2000, -1000, -1000]
    assert sum(f.score for f in finals) == -1000


def test_ties_go_to_the_starting_seat_order() -> None:
    result = play(*["draw"] * 8)
    finals = after(result).final_scores
    assert finals is not None
    assert [f.place for f in finals] == [1, 2, 3, 4]
    assert [f.final for f in finals] == [15, 5, -5, -15]
    tied = play("ron Dasha from Aiko 1 30", "ron Chen from Boris 1 30", *["draw"] * 6)
    state = after(tied)
    assert state.ended
    assert state.points == (29000, 29000, 31000, 31000)
    assert [f.place for f in state.final_scores or ()] == [3, 4, 1, 2]


def test_a_whole_game_json() -> None:
    result = play(
        "ron Boris from Chen 3 40",  # E1
        "riichi Aiko",
        "tsumo Chen 2 30",  # E2, dealer Boris: 1000 / 500, + stick
        "draw tenpai Dasha",  # E3 -> E4, 1 honba
        "ron Aiko from Dasha 4 30",  # E4 1 honba: 7700 + 300
        *["draw"] * 4,  # S1..S4
    )
    state = after(result)
    assert state.ended
    assert state.points == (35500, 33200, 26800, 24500)
    data = result_dict(result)
    assert data == {
        "ended": True,
        "round": "S4",
        "honba": 3,  # the last hand played: S4 3 honba
        "sticks": 0,
        "dealer": "Dasha",
        "players": [
            {"name": "Aiko", "seat": "S", "points": 35500, "final": 20},  # 35 (the remainder) - 30 + 15
            {"name": "Boris", "seat": "W", "points": 33200, "final": 8},  # 33 - 30 + 5
            {"name": "Chen", "seat": "N", "points": 26800, "final": -8},  # 27 - 30 - 5
            {"name": "Dasha", "seat": "E", "points": 24500, "final": -20},  # 25 (half up) - 30 - 15
        ],
        "errors": [],
    }
    json.dumps(data)


# ---------------------------------------------------------------------------------------------
# Record-level behaviour: errors, edits, preview
# ---------------------------------------------------------------------------------------------


def test_a_bad_line_changes_nothing_and_the_replay_goes_on() -> None:
    result = play("ron Chen from Aiko 3 40", "ron Erik from Aiko 3 40", "tsumo Boris 1 30", strict=False)
    (err,) = result.errors
    assert err.code == "unknown_player" and err.line == 3
    assert "Aiko, Boris, Chen, Dasha" in err.message()
    assert result.states[2] == result.states[1]
    assert (result.final.round_label, result.final.renchan) == ("E2", 1)  # Boris dealt E2 and won


def test_lines_before_the_players_and_rules_order() -> None:
    result = replay("riichi Aiko\nplayers A1 B1 C1 D1\nrules seed\nplayers A B C D\n")
    assert [e.code for e in result.errors] == ["no_players", "rules_late", "players_twice"]
    twice = replay("rules seed\nrules ema\nplayers A B C D\n")
    assert [e.code for e in twice.errors] == ["rules_twice"]
    assert twice.final.rules == SEED


def test_rules_of_the_record_win_over_the_default() -> None:
    result = replay("rules tenhou\nplayers A B C D\n", rules=preset("ema"))
    assert result.final.rules.name == "tenhou"
    assert result.final.points == (25000,) * 4
    default = replay("players A B C D\n", rules=preset("mleague"))
    assert default.final.rules.name == "mleague"


def test_editing_a_past_line_recomputes_the_rest() -> None:
    text = "\n".join([PLAYERS, "ron Chen from Aiko 3 40", "riichi Boris", "tsumo Dasha 2 30"])
    before = replay(text)
    assert before.final.points == (24300, 28000, 34700, 33000)
    record = parse_record(text).with_line(2, "ron Chen from Aiko 1 30")
    edited = replay(record)
    assert edited.final.points == (28500, 28000, 30500, 33000)
    assert edited.final.round_label == "E3"
    dealer_win = replay(parse_record(text).with_line(2, "ron Aiko from Chen 1 30"))
    # now Aiko keeps the deal: Dasha's tsumo is at E1 1 honba, paid 500+100 / 1000+100 by the dealer
    assert dealer_win.final.round_label == "E2"
    assert dealer_win.step(4).deltas == (-1100, -600 - 0, -600, 2300 + 1000)
    removed = replay(parse_record(text).without_line(2))
    assert removed.final.round_label == "E2"


def test_preview_of_a_candidate_line() -> None:
    text = "\n".join([PLAYERS, "riichi Boris"])
    p = preview(text, "ron Chen from Aiko 3 40")
    assert p.ok
    assert p.deltas == (-5200, 0, 6200, 0)
    assert p.by_name() == {"Aiko": -5200, "Boris": 0, "Chen": 6200, "Dasha": 0}
    bad = preview(replay(text), "ron Chen from Chen 3 40")
    assert not bad.ok and bad.error is not None
    assert bad.error.code == "self_ron" and bad.error.line == 3
    assert bad.deltas == (0, 0, 0, 0)


def test_messages_in_russian() -> None:
    result = play("ron Erik from Aiko 3 40", strict=False)
    message = result.errors[0].message("ru")
    assert message.startswith("Строка 2 (ron Erik from Aiko 3 40): «Erik» нет за этим столом")
    data = result_dict(result, "ru")
    assert data["errors"] == [{"line": 2, "code": "unknown_player", "message": message}]


# ---------------------------------------------------------------------------------------------
# Tenhou's end of the game: agari-yame and the West round (rules agari_yame, overtime)
# ---------------------------------------------------------------------------------------------

TO_SOUTH_4 = ("draw",) * 7  # everyone noten seven times: South 4, 7 honba, all at 25 000


def test_the_dealer_in_first_place_ends_the_last_hand() -> None:
    # Dasha deals South 4: 2000 all + 700 honba from each = 33 100, first at 30 000 or more
    result = play(*TO_SOUTH_4, "tsumo Dasha 3 30", rules="rules tenhou")
    state = after(result)
    assert (state.ended, state.end_reason) == (True, "agari_yame")
    assert state.points == (22300, 22300, 22300, 33100)
    # without agari-yame the dealer plays on (South 4, 8 honba)
    on = after(play(*TO_SOUTH_4, "tsumo Dasha 3 30", rules="rules tenhou agari_yame=off"))
    assert (on.ended, on.round_label, on.honba) == (False, "S4", 8)


def test_agari_yame_needs_first_place_and_the_return_points() -> None:
    # first place with 28 600: below 30 000, so Tenhou's dealer plays on
    low = after(play(*TO_SOUTH_4, "tsumo Dasha 1 30", rules="rules tenhou"))
    assert (low.ended, low.round_label, low.points[3]) == (False, "S4", 28600)
    # a tenpai draw keeps the deal: 28 000 first, on; then a win to 33 400 ends it
    result = play(*TO_SOUTH_4, "draw tenpai Dasha", "tsumo Dasha 2 30", rules="rules tenhou")
    assert result.states[-2].ended is False
    assert (after(result).end_reason, after(result).points[3]) == ("agari_yame", 33400)
    # not first: Chen leads with 33 600 after a ron in South 2, Dasha's renchan plays on
    lines = (*TO_SOUTH_4[:5], "ron Chen from Aiko 4 30", "draw", "tsumo Dasha 1 30")
    not_first = after(play(*lines, rules="rules tenhou"))
    assert (not_first.ended, not_first.round_label, not_first.points[2]) == (False, "S4", 33600)
    # an abortive draw keeps the deal but does not end the game; a tenpai draw in first place at
    # 33 700 does (tenpai-yame, Tenhou's since a day between 2010-06-01 and 2010-06-08:
    # fastmaj-2010060800gm-...mjlog)
    lines = (*TO_SOUTH_4[:6], "ron Dasha from Aiko 3 30", "abort")
    aborted = after(play(*lines, rules="rules tenhou"))
    assert (aborted.ended, aborted.round_label, aborted.points[3]) == (False, "S4", 30700)
    tenpai = after(play(*lines, "draw tenpai Dasha", rules="rules tenhou"))
    assert (tenpai.ended, tenpai.end_reason, tenpai.round_label) == (True, "tenpai_yame", "S4")
    assert tenpai.points == (18300, 24000, 24000, 33700)
    # Tenhou's games of 2009 played on (dnovikoff-bug1.mjlog): the dealer's win then ends it
    old = "rules tenhou tenpai_yame=off"
    again = after(play(*lines, "draw tenpai Dasha", rules=old))
    assert (again.ended, again.round_label, again.honba, again.points[3]) == (False, "S4", 2, 33700)
    won = after(play(*lines, "draw tenpai Dasha", "tsumo Dasha 1 30", rules=old))
    assert (won.ended, won.end_reason) == (True, "agari_yame")


def test_tenpai_yame_needs_first_place_and_the_target_points() -> None:
    # Dasha tenpai alone at South 4's draw: 28 000, first but below 30 000, plays on
    low = after(play(*TO_SOUTH_4, "draw tenpai Dasha", rules="rules tenhou"))
    assert (low.ended, low.round_label, low.honba, low.points[3]) == (False, "S4", 8, 28000)
    # not first: Dasha tenpai reaches 31 900 at South 4's draw, Chen leads with 33 200
    lines = ("draw",) * 4 + (
        "ron Chen from Aiko 5 30",
        "ron Dasha from Boris 3 30",
        "draw",
        "draw tenpai Dasha",
    )
    second = after(play(*lines, rules="rules tenhou"))
    assert (second.ended, second.round_label, second.honba) == (False, "S4", 2)
    assert second.points == (14800, 20100, 33200, 31900)
    # in the West round: Aiko deals West 1 at 28 900 and, tenpai with Boris's riichi, reaches
    # 30 400 in first place: the game ends, the stick on the table to Aiko (Tenhou's West 3 of
    # fastmaj-2015060814gm-...mjlog ends so, its dealer at exactly 30 000)
    west = (*TO_SOUTH_4, "draw", "ron Aiko from Boris 1 30", "riichi Boris", "draw tenpai Aiko,Boris")
    ended = after(play(*west, rules="rules tenhou"))
    assert (ended.ended, ended.end_reason, ended.round_label) == (True, "tenpai_yame", "W1")
    assert (ended.points, ended.sticks) == ((31400, 21600, 23500, 23500), 0)
    exactly = after(play(*west, rules="rules tenhou overtime_points=30400"))
    assert (exactly.ended, exactly.end_reason) == (True, "tenpai_yame")
    short = after(play(*west, rules="rules tenhou overtime_points=30500"))
    assert (short.ended, short.round_label, short.honba, short.points[0]) == (False, "W1", 10, 30400)


def test_nobody_at_the_return_points_plays_the_west_round() -> None:
    result = play(*TO_SOUTH_4, "draw", rules="rules tenhou")
    assert (after(result).ended, after(result).round_label, after(result).dealer_name) == (
        False,
        "W1",
        "Aiko",
    )
    # a non-dealer reaching 30 000 ends it when the deal moves (3900 + 2400 honba)
    won = after(play(*TO_SOUTH_4, "draw", "ron Boris from Chen 3 30", rules="rules tenhou"))
    assert (won.ended, won.end_reason, won.points[1]) == (True, "overtime", 31300)
    # a hand in the West round has West as its round wind: 333z is its only yaku, 1 han 40 fu
    west_wind = after(
        play(*TO_SOUTH_4, "draw", 'ron Boris from Chen hand "123m456p789s11p333z"', rules="rules tenhou")
    )
    assert (west_wind.ended, west_wind.points[1]) == (False, 25000 + 1300 + 2400)
    # the dealer's renchan comes first: Boris passes 30 000 on a double ron with Aiko dealing
    double = after(
        play(
            *TO_SOUTH_4,
            "draw",
            "ron Aiko from Chen 1 30",
            "also ron Boris from Chen 4 30",
            rules="rules tenhou",
        )
    )
    assert (double.ended, double.round_label, double.points[1]) == (False, "W1", 32700)
    # West 4 is the last hand: when the deal leaves it, the game ends below 30 000 too
    west = after(play(*TO_SOUTH_4, "draw", "draw", "draw", "draw", "draw", rules="rules tenhou"))
    assert (west.ended, west.end_reason, west.round_label) == (True, "last_hand", "W4")
    # without overtime the game ended with South 4, and the next line is refused
    plain = play(
        *TO_SOUTH_4, "draw", "ron Boris from Chen 3 30", rules="rules tenhou overtime=off", strict=False
    )
    assert [e.code for e in plain.errors] == ["game_over"]


def test_a_third_winner_on_one_discard_under_tenhous_rules_is_refused() -> None:
    lines = ("ron Boris from Aiko 1 30", "also ron Chen from Aiko 1 30", "also ron Dasha from Aiko 1 30")
    result = play(*lines, rules="rules tenhou start_points=30000", strict=False)
    (err,) = result.errors
    assert (err.code, err.line) == ("triple_ron_abort", 5)
    assert 'write "abort" for the rons from line 3' in err.message()
    assert "санчахо" in err.message("ru")
    # Mahjong Soul and EMA pay all three
    for rules in ("rules mahjongsoul start_points=30000 return_points=30000", "rules ema"):
        assert after(play(*lines, rules=rules)).points == (30000 - 3 * 1000, 31000, 31000, 31000)

"""The calculator's controller under three-player rules (issue 27): the Norths set aside, the
seats, the options and the hand loaded from the score command's words. The windows' clicks are in
tests/gui/test_calculator_sanma.py."""

from __future__ import annotations

from mjgui.controller.game.bridge import words_hand
from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.state import GamePin
from mjgui.core.scoring.rules import PRESETS


def sanma() -> Controller:
    calc = Controller("en")
    assert calc.set_preset("tenhou-sanma")
    return calc


def test_nuki_counts_as_norths_and_undoes() -> None:
    calc = sanma()
    assert calc.set_notation("123p456p789s44z55z9m")  # two Norths in hand
    assert calc.view().nuki.most == 2
    assert calc.set_nuki(2)
    assert not calc.set_nuki(3)  # a fifth North
    assert calc.state.left(calc.state.concealed[-1]) == 3  # 9m: three left
    view = calc.view()
    assert view.nuki.number == 2
    # the top said as it is: two set aside, two in the hand (not "3 more are set aside")
    assert view.nuki.tooltip.splitlines()[-1] == (
        "No more Norths can be set aside: 2 Norths set aside and 2 in the hand, melds and dora "
        "indicators make all four."
    )
    assert [p.refusal for p in view.palette if p.code == "4z"] == ["All four are already used."]
    assert calc.undo() and calc.state.nuki == 0
    assert not calc.set_nuki(-1) and not calc.set_nuki(5)


def test_the_nuki_tooltip_at_its_top_says_where_the_other_norths_are() -> None:
    """At its top below four, the Nuki tooltip said the core's refusal of one more North as a
    fact: "North appears 2 times ..., and 3 more are set aside" with two set aside."""
    calc = sanma()
    assert calc.set_notation("123p456p789s444z5z9m")  # three Norths in hand
    assert calc.set_nuki(1) and not calc.set_nuki(2)
    assert calc.view().nuki.tooltip.splitlines()[-1] == (
        "No more Norths can be set aside: 1 North set aside and 3 in the hand, melds and dora "
        "indicators make all four."
    )
    calc.set_lang("ru")
    assert calc.view().nuki.tooltip.splitlines()[-1] == (
        "Больше Северов отложить нельзя: 1\u00a0Север отложен, и ещё 3 в руке, сетах и индикаторах "
        "доры; Северов всего четыре."
    )
    assert calc.set_notation("123p456p789s44z55z9m") and calc.set_nuki(2)
    assert calc.view().nuki.tooltip.splitlines()[-1] == (
        "Больше Северов отложить нельзя: 2\u00a0Севера отложены, и ещё 2 в руке, сетах и индикаторах "
        "доры; Северов всего четыре."
    )
    calc.set_lang("en")
    assert calc.set_nuki(0) and calc.set_notation("123p456p789s4444z9m")  # a North kan? four in hand
    tip = calc.view().nuki.tooltip.splitlines()[-1]
    assert tip == "No North can be set aside: all four are in the hand, melds and dora indicators.", tip


def test_the_nuki_tooltip_over_the_norths_there_are_counts_them_in_plural_forms() -> None:
    """Three Norths set aside, then a hand with two: the tooltip said "North appears 2 times ...,
    and 3 more are set aside", the count's word never in plural forms ("1 times")."""
    calc = sanma()
    assert calc.set_nuki(3) and calc.set_notation("123p456p789s999m44z")
    assert calc.view().nuki.tooltip.splitlines()[-1] == (
        "2 Norths are already in the hand, melds and dora indicators, so nuki 3 is too many: only 4 "
        "Norths exist."
    )
    calc.set_lang("ru")
    assert calc.view().nuki.tooltip.splitlines()[-1] == (
        "В руке, сетах и индикаторах доры уже 2\u00a0Севера, поэтому нуки 3 — слишком много: Северов всего 4."
    )


def test_no_north_seat_round_or_discarder_and_no_chi() -> None:
    calc = sanma()
    assert not calc.set_seat(3) and not calc.set_round(3) and not calc.set_discarder(3)
    assert calc.set_seat(2) and calc.set_discarder(0)
    assert not calc.set_mode("chi")
    view = calc.view()
    assert view.players == 3 and len(view.payments) == 3
    assert not view.modes["chi"].shown
    assert sorted(p.code for p in view.palette if not p.shown) == [
        "0m",
        "2m",
        "3m",
        "4m",
        "5m",
        "6m",
        "7m",
        "8m",
    ]


def test_red_fives_and_four_player_options() -> None:
    calc = sanma()
    assert not calc.set_option("aka", 3) and not calc.set_option("aka", 4)
    assert calc.set_option("aka", 0) and calc.state.rules.aka == 0
    assert calc.set_preset("seed")
    assert not calc.set_option("aka", 2)
    assert not calc.set_nuki(1)  # four-player rules set no Norths aside
    assert not calc.view().nuki.shown


def test_the_score_commands_words_load_with_their_nuki() -> None:
    spec = words_hand("123p456p789s555z99m --dora 3z --nuki 2 --riichi --rules tenhou-sanma --seat S --tsumo")
    assert spec is not None
    calc = Controller("en")
    assert calc.load_spec(spec)
    assert calc.state.nuki == 2 and calc.state.preset == "tenhou-sanma"
    view = calc.view()
    assert view.headline.text == "Haneman — 3000 / 6000"
    assert [(y.id, y.han) for y in view.yaku][-1] == ("nuki_dora", 2)
    assert [p.amount for p in view.payments] == ["−6000", "+9000", "−3000"]
    assert view.dora[0].dora.code == "4z"
    # the 1m/9m wrap of the indicators
    calc.clear()
    calc.set_mode("dora")
    calc.palette_click("1m")
    calc.set_mode("dora")
    calc.palette_click("9m")
    assert [d.dora.code for d in calc.view().dora] == ["9m", "1m"]
    assert "Nuki: 2 Norths set aside" not in calc.result_text()  # Next hand clears the nuki


def test_the_honba_value_comes_from_the_rules() -> None:
    # the honba tooltip's numbers: the rules' honba_ron, and each tsumo payer's share of it
    four = Controller("en").view()
    assert (four.honba_ron, four.honba_each) == (300, 100)
    three = sanma().view()
    assert (three.honba_ron, three.honba_each) == (200, 100)


def test_a_switch_to_three_players_clears_a_north_liable_seat_and_discarder_and_undo_keeps_them() -> None:
    # a daisangen fed by a pon of haku, won by South: North liable, then North dealt in
    calc = Controller("en")
    assert calc.set_notation("11m23p666777z1p (555z)") and calc.set_seat(1)
    assert calc.set_liable(3) and calc.set_discarder(3)
    assert (calc.state.situation.liable, calc.state.situation.discarder) == (3, 3)
    assert calc.set_preset("tenhou-sanma")  # three players: no North seat to pay
    assert (calc.state.situation.liable, calc.state.situation.discarder) == (None, None)
    assert calc.view().headline.text != "Check the hand"
    assert calc.undo()  # the four-player desk comes back whole
    assert calc.state.preset == "seed"
    assert (calc.state.situation.liable, calc.state.situation.discarder) == (3, 3)
    # seats the three-player table has are kept
    assert calc.set_liable(2) and calc.set_discarder(0)
    assert calc.set_preset("tenhou-sanma")
    assert (calc.state.situation.liable, calc.state.situation.discarder) == (2, 0)
    # a three-player game the desk scores for: its rules fit the desk the same way
    assert calc.set_preset("seed") and calc.set_liable(3) and calc.set_discarder(3)
    assert calc.serve(GamePin(PRESETS["tenhou-sanma"]))
    assert (calc.state.situation.liable, calc.state.situation.discarder) == (None, None)


def test_a_value_picked_without_tiles_says_the_tsumo_loss() -> None:
    # a tsumo picked as han and fu: the arithmetic reads the tsumo loss from the picked value's
    # base points (it once read a scored reading's fields the picked value does not have)
    from mjgui.controller.scoring.quick import QuickValue

    calc = sanma()
    assert calc.set_seat(1) and calc.set_flag("tsumo", True)
    assert calc.set_quick_mode(True)
    assert calc.set_quick_value(QuickValue("hanfu", 3, 30))
    lines = calc.view().arithmetic
    # 30 fu 3 han: base 960; North's four-player share would be 1000, which nobody pays
    assert any(line.startswith("Tsumo loss") and "1000" in line for line in lines), lines
    four = Controller("en")
    assert four.set_seat(1) and four.set_flag("tsumo", True) and four.set_quick_mode(True)
    assert four.set_quick_value(QuickValue("hanfu", 3, 30))
    assert not any(line.startswith("Tsumo loss") for line in four.view().arithmetic)
    assert four.view().arithmetic[-1].startswith("Total")


def test_the_headline_counts_the_problems_listed_below() -> None:
    """«Check the hand» over two listed problems said «1 more to fix below»: the headline names
    none of them, so both are left to read. Under «Too many tiles» (which names the first) the
    others are counted; Russian has its plural forms."""
    calc = sanma()
    assert calc.set_notation("123m456p789s11222z") and calc.set_nuki(2) and calc.set_flag("tsumo", True)
    view = calc.view()
    errors = [m for m in view.messages if m.tone == "error"]
    assert view.headline.text == "Check the hand" and len(errors) == 2, errors
    assert view.headline.detail == "2 problems to fix below"
    calc.set_lang("ru")
    assert calc.view().headline.detail == "2\u00a0проблемы, см. ниже"
    calc.set_lang("en")
    # one problem: the headline still says where to look
    one = Controller("en")
    assert one.set_notation("123m456p789s11z22z3z") and one.set_flag("chankan", True)
    assert one.set_flag("tsumo", True)
    head = one.view().headline
    assert (head.text, head.detail) == ("Check the hand", "1 problem to fix below")
    # a headline that names the first problem: the others are "more"
    many = Controller("en")
    assert many.set_notation("123m456p789s11z22z33z") and many.set_flag("chankan", True)
    assert many.set_flag("tsumo", True)
    head, errors = many.view().headline, [m for m in many.view().messages if m.tone == "error"]
    assert head.text == "Too many tiles" and len(errors) == 3, errors  # the count, chankan twice
    assert head.detail == "2 more problems to fix below"
    many.set_lang("ru")
    assert many.view().headline.detail == "ещё 2\u00a0проблемы, см. ниже"
    assert many.set_flag("tsumo", False)  # chankan on a ron: one more problem left
    assert many.view().headline.detail == "ещё 1\u00a0проблема, см. ниже"


def test_han_and_fu_leaves_the_norths_of_the_tiles_out() -> None:
    """The han picked without tiles is the hand's whole han, nuki dora included: a count of
    Norths left from the tiles is not shown there, allows no rinshan, adds nothing to the
    payment or to the copied result, and is the tiles' again when they come back."""
    from mjgui.controller.game.bridge import desk_value
    from mjgui.controller.scoring.quick import QuickValue

    calc = sanma()
    assert calc.set_seat(1) and calc.set_flag("tsumo", True)
    assert calc.set_nuki(2)
    assert calc.view().options["rinshan"].enabled  # the tiles: a North's replacement draw
    assert calc.set_quick_mode(True) and calc.set_quick_value(QuickValue("hanfu", 3, 30))
    view = calc.view()
    assert not view.nuki.shown
    rinshan = view.options["rinshan"]
    assert not rinshan.enabled and "North set aside" in rinshan.reason
    assert [(p.wind, p.delta) for p in view.payments] == [("East", -2000), ("South", 3000), ("West", -1000)]
    assert "Nuki" not in calc.result_text()
    # the tiles hidden behind the picked value are not copied either: the value holds every dora
    from mjgui.core.scoring.tiles import tile

    assert calc.set_quick_mode(False) and calc.set_notation("234p567p3467888s5s")
    assert calc.add_indicator("dora", tile("9s"))
    assert "Hand: 234567p3467888s5s" in calc.result_text()
    assert "Dora indicators: 9s" in calc.result_text()
    assert calc.set_quick_mode(True)
    copied = calc.result_text()
    assert "Hand:" not in copied and "Dora" not in copied and "Nuki" not in copied, copied
    assert desk_value(calc) is not None and desk_value(calc).han == 3  # type: ignore[union-attr]
    assert calc.set_quick_mode(False)
    assert calc.view().nuki.shown and calc.view().nuki.number == 2
    assert "Nuki: 2 Norths set aside" in calc.result_text()


def test_a_red_five_of_man_is_said_not_in_the_set_only() -> None:
    """0m under tenhou-sanma (one red 5p and one red 5s) was also told "these rules have no
    red fives: write 5 instead of 0": untrue, and 5m is not in the set either."""
    calc = sanma()
    assert calc.set_notation("340m456p789s234p55z")
    view = calc.view()
    assert [m.code for m in view.messages] == ["tile_not_in_set"] * 3
    assert view.messages[2].text == (
        "0m is not in the three-player set: the manzu 2–8 are removed (only 1m and 9m remain)."
    )
    calc.set_lang("ru")
    assert not any("красных пятёрок нет" in m.text for m in calc.view().messages)

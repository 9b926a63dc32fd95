"""Scoring without tiles pays what the game pays for the same line (RULES.md §2-§3).

The calculator's Han and fu and a game's han-and-fu, limit and yakuman lines ask one decision
(:func:`mjgui.core.game.game.value_worth`): a dealer at paarenchan wins a yakuman, ryanhan shibari
refuses 1 han, no hand has the han and fu the rules rule out, and a hand counts no more yakuman
than scoring its tiles would. Once the desk showed 2900 for a win the game paid as paarenchan's
yakuman, a 1 han win the game refused at 5 honba, and "yakuman × 3" the rules cap at one.
"""

from __future__ import annotations

import itertools
import shlex

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.present import quick_results
from mjgui.controller.scoring.quick import QuickValue
from mjgui.controller.scoring.state import GamePin
from mjgui.core.game.game import GameState, preview, replay
from mjgui.core.scoring.arguments import parse_score_args

PLAYERS = "players Aiko Boris Chen Dasha"
NAMES = ("Aiko", "Boris", "Chen", "Dasha")

RULES_LINES = (
    "rules seed",
    "rules seed yakuman_stacking=off double_yakuman=none",
    "rules seed yakuman_stacking=off",
    "rules seed double_yakuman=paarenchan,daisangen",
    "rules seed chiitoitsu_50fu=on",
    "rules seed paarenchan=off ryanhan_shibari=off",
    "rules seed ryanhan_threshold=3 paarenchan_threshold=4",
)
#: the hands before the win: none; the dealer Aiko at 5 honba and renchan; at 8 (paarenchan);
#: 5 honba after noten draws (Boris deals, no renchan)
BEFORE = ((), ("draw tenpai Aiko",) * 5, ("draw tenpai Aiko",) * 8, ("draw",) * 5)
VALUES = (
    *(QuickValue("hanfu", han, fu) for han in (1, 2, 3, 4) for fu in (20, 25, 30, 40, 110)),
    QuickValue("limit", limit="mangan"),
    QuickValue("limit", limit="sanbaiman"),
    *(QuickValue("yakuman", multiple=n) for n in (1, 2, 3)),
)


def words(value: QuickValue) -> str:
    if value.kind == "hanfu":
        return f"{value.han} {value.fu}"
    return value.limit if value.kind == "limit" else f"yakuman {value.multiple}"


def desk_for(state: GameState, winner: int, discarder: int | None) -> Controller:
    """The calculator scoring for ``state``'s game: its rules, the winner's seat wind, ron from
    the discarder's (or tsumo), and the hand's honba and renchan."""
    calc = Controller("en")
    calc.serve(GamePin(state.rules))
    calc.set_seat(state.seat_wind(winner))
    if discarder is None:
        calc.set_flag("tsumo", True)
    else:
        calc.set_discarder(state.seat_wind(discarder))
    for name, count in (("honba", state.honba), ("renchan", state.renchan)):
        calc.set_count(name, count)
    s = calc.state.situation
    assert (s.seat, s.tsumo, s.honba, s.renchan) == (
        state.seat_wind(winner),
        discarder is None,
        state.honba,
        state.renchan,
    )
    assert s.tsumo or s.discarder == state.seat_wind(discarder or 0)
    assert calc.state.rules == state.rules
    return calc


def test_the_desk_pays_what_the_game_pays_for_the_line_or_refuses_it_too() -> None:
    checked = refused = paarenchan = 0
    for rules_line, before in itertools.product(RULES_LINES, BEFORE):
        game = replay("\n".join([rules_line, PLAYERS, *before]))
        assert game.errors == ()
        state = game.final
        dealer = state.dealer
        for winner, tsumo in itertools.product((dealer, (dealer + 2) % 4), (False, True)):
            discarder = None if tsumo else (winner + 1) % 4
            calc = desk_for(state, winner, discarder)
            how = f"tsumo {NAMES[winner]}" if tsumo else f"ron {NAMES[winner]} from {NAMES[discarder or 0]}"
            for value in VALUES:
                line = f"{how} {words(value)}"
                assert calc.set_quick_value(value) or calc.state.quick == value
                view = quick_results(calc.state, "en")  # what the desk's view shows of it
                played = preview(game, line)
                where = f"{rules_line} / {len(before)} hands before / {line}: {view.headline}"
                if not played.ok:
                    assert view.headline.tone == "nowin", where  # never a win the game refuses
                    assert view.messages, where  # and says why
                    refused += 1
                    continue
                assert view.headline.tone == "win", where
                desk = {(dealer + p.seat) % 4: p.delta for p in view.payments}
                assert tuple(desk[seat] for seat in range(4)) == played.deltas, where
                if winner == dealer and state.paarenchan:
                    assert "paarenchan" in view.headline.detail, where
                    paarenchan += 1
                checked += 1
    assert checked > 1000 and refused > 100 and paarenchan > 50, (checked, refused, paarenchan)


def seat_dealer_at(renchan: int, honba: int) -> Controller:
    calc = Controller("en")
    calc.set_count("renchan", renchan)
    calc.set_count("honba", honba)
    assert calc.set_discarder(1)
    assert calc.set_quick_mode(True)
    return calc


def test_a_dealer_at_paarenchan_is_paid_a_yakuman_and_told_why() -> None:
    calc = seat_dealer_at(8, 8)
    assert calc.set_quick_value(QuickValue("hanfu", 2, 30))
    view = calc.view()
    assert view.headline.text == "Yakuman — 48\u202f000 + 2400 honba"
    assert view.headline.detail.startswith("2 han 30 fu → yakuman (paarenchan: the dealer has 8 renchan)")
    assert [p.delta for p in view.payments] == [50_400, -50_400, 0, 0]
    assert view.arithmetic[0].startswith("1× yakuman")
    calc.set_lang("ru")
    assert "паренчан: у дилера 8\u00a0ренчанов" in calc.view().headline.detail
    # a yakuman picked where yakuman do not stack: paarenchan leaves it a yakuman, said without
    # an arrow from a value to the same value
    calc.set_lang("en")
    assert calc.set_option("yakuman_stacking", False)
    assert calc.set_quick_value(QuickValue("yakuman", multiple=1))
    view = calc.view()
    assert view.headline.text == "Yakuman — 48\u202f000 + 2400 honba"
    assert view.headline.detail.startswith("Yakuman (paarenchan: the dealer has 8 renchan) · ")
    assert "→" not in view.headline.detail
    calc.set_lang("ru")
    assert calc.view().headline.detail.startswith("Якуман (паренчан: у дилера 8\u00a0ренчанов) · ")
    calc.set_lang("en")
    assert calc.set_option("yakuman_stacking", True)  # stacked: the arrow to a double yakuman
    assert calc.view().headline.detail.startswith(
        "Yakuman → double yakuman (paarenchan: the dealer has 8 renchan)"
    )
    assert calc.set_quick_value(QuickValue("hanfu", 2, 30))
    # one renchan short: the value as picked
    calc.set_count("renchan", 7)
    assert calc.view().headline.text == "2900 + 2400 honba"
    # a non-dealer at the same table: no paarenchan
    calc.set_count("renchan", 8)
    assert calc.set_seat(2)
    assert calc.view().headline.text == "2000 + 2400 honba"


def test_ryanhan_shibari_refuses_one_han_and_says_why() -> None:
    calc = seat_dealer_at(0, 5)
    assert calc.set_seat(2) and calc.set_discarder(0)
    assert calc.set_quick_value(QuickValue("hanfu", 1, 30))
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("Not enough han", "nowin")
    assert [m.text for m in view.messages] == [
        "With 5 honba a win needs at least 2 han from yaku (dora don't count); this hand has 1 han."
    ]
    assert all(p.delta == 0 for p in view.payments)
    assert view.arithmetic == ()
    calc.set_lang("ru")
    assert calc.view().headline.text == "Мало хан"
    calc.set_lang("en")
    calc.set_count("honba", 4)  # below the threshold: 1 han wins
    assert calc.view().headline.text == "1000 + 1200 honba"
    # the dealer at paarenchan: a yakuman, shibari does not apply (as the game has it)
    calc.set_count("honba", 8)
    calc.set_count("renchan", 8)
    assert calc.set_seat(0) and calc.set_discarder(2)
    assert calc.view().headline.text == "Yakuman — 48\u202f000 + 2400 honba"


def test_han_and_fu_no_hand_has_says_why_on_the_desk() -> None:
    calc = Controller("en")
    assert calc.set_option("chiitoitsu_50fu", True) and calc.set_seat(1) and calc.set_discarder(0)
    assert calc.set_quick_mode(True)
    assert calc.set_quick_value(QuickValue("hanfu", 2, 25))
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("This value cannot be won", "nowin")
    # the game refuses such a line too, its sentence telling how to change a record's rules
    # line; the desk has none: it names its Options item (chiitoitsu_50fu, as the menu says it)
    error = preview("rules seed chiitoitsu_50fu=on\n" + PLAYERS, "ron Boris from Aiko 2 25").error
    assert error is not None and error.code == "impossible_han_fu" and "rules line" in error.body("en")
    assert [m.text for m in view.messages] == [
        '2 han 25 fu cannot be won under these rules: chiitoitsu is 1 han 50 fu (Options: "Chiitoitsu: '
        '50 fu, 1 han"), so no hand has 25 fu.'
    ]
    assert [m.code for m in view.messages] == ["impossible_han_fu"]
    calc.set_lang("ru")
    ru = calc.view()
    assert ru.headline.text == "С такой стоимостью не выиграть"
    assert [m.text for m in ru.messages] == [
        "2\xa0хан 25\xa0фу по этим правилам не выиграть: читойцу стоит 1\xa0хан 50\xa0фу (Опции: "
        "«Читойцу: 50\xa0фу, 1\xa0хан»), так что рук на 25\xa0фу не бывает."
    ]
    calc.set_lang("en")
    assert calc.set_quick_value(QuickValue("hanfu", 3, 25))  # the value picked, as the desk shows it
    assert calc.view().messages[0].text.startswith("3 han 25 fu cannot be won under these rules")
    assert calc.set_quick_value(QuickValue("hanfu", 2, 25))
    # a chiitoitsu tsumo of 2 han: refused the same way, with its own reason
    assert calc.set_option("chiitoitsu_50fu", False) and calc.set_flag("tsumo", True)
    assert "chiitoitsu tsumo has at least 3 han" in calc.view().messages[0].text
    assert calc.set_quick_value(QuickValue("hanfu", 3, 25))
    assert calc.view().headline.tone == "win"


def test_the_desk_refuses_more_yakuman_than_the_rules_count() -> None:
    rules = replay("rules seed yakuman_stacking=off double_yakuman=none").final.rules
    calc = Controller("en")
    calc.serve(GamePin(rules))
    assert calc.set_seat(1) and calc.set_discarder(2) and calc.set_quick_mode(True)
    assert calc.set_quick_value(QuickValue("yakuman", multiple=1))
    assert calc.view().headline.text == "Yakuman — 32\u202f000"
    assert calc.set_quick_value(QuickValue("yakuman", multiple=3))
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("This value cannot be won", "nowin")
    # the game's sentence for the line "yakuman 3", the one the tracker's dialog shows
    error = preview(
        f"rules seed yakuman_stacking=off double_yakuman=none\n{PLAYERS}", "ron Boris from Chen yakuman 3"
    ).error
    assert error is not None and error.code == "yakuman_most_one"
    assert error.body("en").startswith("yakuman 3 cannot be won")  # the line's own words
    # the desk names the value as it shows it: the Yakuman button and its count
    assert [m.text for m in view.messages] == [
        "Yakuman × 3 cannot be won under these rules: several yakuman do not add up "
        "(yakuman_stacking=off) and none counts double, so a hand is one yakuman at most."
    ]
    assert [m.code for m in view.messages] == ["yakuman_most_one"]
    assert all(p.delta == 0 for p in view.payments)
    calc.set_lang("ru")
    assert [m.text for m in calc.view().messages] == [
        "Якуман × 3 по этим правилам не выиграть: якуманы не складываются (yakuman_stacking=off) и "
        "двойных нет, так что рука стоит не больше одного якумана."
    ]
    # where double yakuman count: a double at most
    calc.serve(GamePin(replay("rules seed yakuman_stacking=off").final.rules))
    calc.set_lang("en")
    assert [m.text for m in calc.view().messages] == [
        "Yakuman × 3 cannot be won under these rules: several yakuman do not add up "
        "(yakuman_stacking=off), so a hand is a double yakuman at most."
    ]


def test_the_desk_names_the_win_whose_most_is_below_another_wins() -> None:
    """Under double tenhou the dealer's tsumo counts 5 yakuman and every other win 4. The desk
    said of a non-dealer's Yakuman × 5 tsumo that no hand counts more than 4, while the dealer's
    × 5 on the same desk was paid: the sentence names the win (en, ru)."""
    rules = replay("rules tenhou double_yakuman=tenhou").final.rules
    calc = Controller("en")
    calc.serve(GamePin(rules))
    assert calc.set_seat(2) and calc.set_flag("tsumo", True) and calc.set_quick_mode(True)
    assert calc.set_quick_value(QuickValue("yakuman", multiple=5))
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("This value cannot be won", "nowin")
    # the desk's words: "Yakuman × 5", the win named by the headline's seat and tsumo
    assert [(m.code, m.text) for m in view.messages] == [
        (
            "yakuman_most_tsumo",
            "Yakuman × 5 cannot be won under these rules: such a win counts at most 4 yakuman, "
            "as scoring its tiles counts them.",
        )
    ]
    calc.set_lang("ru")
    assert [m.text for m in calc.view().messages] == [
        "Якуман × 5 по этим правилам не выиграть: при подсчёте по тайлам такой выигрыш стоит не "
        "больше 4\u00a0якуманов."
    ]
    calc.set_lang("en")
    assert calc.set_seat(0)  # the dealer's tsumo: 5 is paid
    assert calc.view().headline.tone == "win"


def test_the_desk_words_a_dealers_refusal_under_paarenchan_as_the_desk() -> None:
    """Under double tenhou with paarenchan, the dealer's ron counts 4 yakuman: the desk says
    the paarenchan is added from its own renchan counter, not by "the game" (en, ru)."""
    rules = replay("rules tenhou double_yakuman=tenhou paarenchan=on").final.rules
    calc = Controller("en")
    calc.serve(GamePin(rules))
    calc.set_seat(0)  # the dealer's ron (the code below names it)
    assert calc.set_quick_mode(True)
    assert calc.set_quick_value(QuickValue("yakuman", multiple=5))
    assert [(m.code, m.text) for m in calc.view().messages] == [
        (
            "yakuman_most_dealer_ron_paarenchan",
            "Yakuman × 5 cannot be won under these rules: such a win counts at most 4 yakuman, "
            "as scoring its tiles counts them. Do not count paarenchan in it: the desk adds it "
            "from the dealer's renchan.",
        )
    ]
    calc.set_lang("ru")
    assert [m.text for m in calc.view().messages] == [
        "Якуман × 5 по этим правилам не выиграть: при подсчёте по тайлам такой выигрыш стоит не "
        "больше 4\u00a0якуманов. Паренчан сюда не включайте: калькулятор добавит его сам по "
        "ренчанам дилера."
    ]


def test_the_desk_words_a_non_stacking_refusal_of_one_win_as_the_desk() -> None:
    """yakuman_stacking=off with double tenhou: a non-dealer's tsumo is one yakuman at most.
    The desk has no rules line to add "yakuman_stacking=on" to: it says it its own way."""
    rules = replay("rules tenhou yakuman_stacking=off double_yakuman=tenhou").final.rules
    calc = Controller("en")
    calc.serve(GamePin(rules))
    assert calc.set_seat(2) and calc.set_flag("tsumo", True) and calc.set_quick_mode(True)
    assert calc.set_quick_value(QuickValue("yakuman", multiple=2))
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("This value cannot be won", "nowin")
    assert [(m.code, m.text) for m in view.messages] == [
        (
            "yakuman_most_one_tsumo",
            "Yakuman × 2 cannot be won under these rules: several yakuman do not add up "
            "(yakuman_stacking=off) and none counts double in such a win, so it is one yakuman "
            "at most.",
        )
    ]
    calc.set_lang("ru")
    assert [m.text for m in calc.view().messages] == [
        "Якуман × 2 по этим правилам не выиграть: якуманы не складываются (yakuman_stacking=off), "
        "а в таком выигрыше двойных нет, так что он стоит не больше одного якумана."
    ]


def test_a_hand_brought_in_leaves_han_and_fu_in_one_step() -> None:
    """A hand from the log window or the quiz (a borrowed hand) is shown as tiles: the desk leaves
    Han and fu with it, and Ctrl+Z goes back to Han and fu with the value picked. The same hand as
    the one Han and fu hides is shown again too (its tiles the same: the mode alone changes)."""
    request, _ = parse_score_args(shlex.split("234m567p3467888s5s --riichi --seat S"))
    calc = Controller("en")
    assert calc.load_spec(request.spec)
    assert calc.view().headline.text == "3900"
    picked = QuickValue("hanfu", 1, 30)
    assert calc.set_quick_mode(True) and calc.set_quick_value(picked)
    assert calc.view().headline.text == "1000"
    assert calc.load_spec(request.spec, borrowed=True)
    assert not calc.quick_mode and calc.state.quick is None
    assert calc.view().headline.text == "3900"
    assert calc.undo()
    assert calc.quick_mode and calc.state.quick == picked
    assert calc.view().headline.text == "1000"
    assert calc.redo() and not calc.quick_mode and calc.view().headline.text == "3900"
    # a hand loaded on the desk's own tiles (nothing picked): the same step back to Han and fu
    calc2 = Controller("en")
    assert calc2.load_spec(request.spec)
    assert calc2.set_quick_mode(True)
    assert calc2.load_spec(request.spec, borrowed=True)
    assert not calc2.quick_mode and calc2.view().headline.text == "3900"
    assert calc2.undo() and calc2.quick_mode

"""A second winner on one discard (atama hane off): ryanhan shibari reads the honba counter of
that hand, whoever is paid the honba, in the game and on the desk alike; the honba this winner
is paid (none under ``multiple_ron_honba=first``) is what the payment counts
(:attr:`HandSpec.honba_taken`), on the desk with tiles, without tiles, and under pao."""

from __future__ import annotations

import pytest

from mjgui.controller.game.bridge import calc_situation, desk_value, request_state, win_line, words_hand
from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.quick import QuickValue
from mjgui.controller.scoring.state import GamePin
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.notation import parse_hand
from mjgui.core.scoring.rules import preset
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.settle import pao_settlement
from mjgui.core.teach.arithmetic import payment_steps
from mjgui.core.teach.near_miss import near_misses

ONE_HAN = "234m567p345s6688s8s"  # tanyao alone (a shanpon wait): 1 han 40 fu
TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu


def spec_of(text: str, **changes: object) -> HandSpec:
    hand = parse_hand(text)
    return HandSpec(hand.concealed, hand.concealed[-1], hand.melds, rules=preset("seed")).with_changes(
        **changes
    )


def test_the_honba_paid_is_what_the_payment_counts_and_the_counter_what_shibari_reads() -> None:
    at_five = {"seat": 1, "discarder": 2, "honba": 5}
    for paid in (None, 0):
        refused = score(spec_of(ONE_HAN, **at_five, paid_honba=paid))
        assert refused.win is None and refused.no_win is not None
        assert refused.no_win.code == "ryanhan_shibari"
    every = score(spec_of(TWO_HAN, **at_five)).win
    none = score(spec_of(TWO_HAN, **at_five, paid_honba=0)).win
    assert every is not None and every.payment is not None
    assert (every.payment.honba, every.payment.honba_points, every.payment.total) == (5, 1500, 3500)
    assert none is not None and none.payment is not None
    assert (none.payment.honba, none.payment.honba_points, none.payment.total) == (0, 0, 2000)
    # below the threshold the one han wins, paid the honba it takes
    low = score(spec_of(ONE_HAN, seat=1, discarder=2, honba=4, paid_honba=0)).win
    assert low is not None and low.payment is not None and low.payment.total == 1300
    # a negative honba paid is a hand that cannot happen, said as the honba
    bad = [p for p in problems(spec_of(TWO_HAN, **at_five, paid_honba=-1)) if p.code == "negative_count"]
    assert [(p.params["name"], p.params["value"]) for p in bad] == [("honba", -1)]


def test_a_pao_ron_of_a_second_winner_paid_no_honba_settles_none() -> None:
    # daisangen, the last set fed by West (2); North (3) wins on South's (1) discard
    hand = "234m5p(555z)(666z)(777z)5p"
    rules = preset("seed").with_options(pao=frozenset({"daisangen"}))
    base = {"seat": 3, "discarder": 1, "liable": 2, "honba": 5, "rules": rules}
    every = score(spec_of(hand, **base))
    none = score(spec_of(hand, **base, paid_honba=0))
    assert every.win is not None and none.win is not None
    paid_every = pao_settlement(every.spec, every.win)
    paid_none = pao_settlement(none.spec, none.win)
    assert paid_every is not None and paid_none is not None
    assert paid_every[3] == 32000 + 1500 and paid_none[3] == 32000
    assert sum(paid_none) == 0 and -paid_none[2] == -paid_none[1] == 16000
    # the steps of the payment say the honba only where they are paid
    codes = {step.code for step in payment_steps(every)}, {step.code for step in payment_steps(none)}
    assert "pao_ron_honba_discarder" in codes[0] and "pao_ron" in codes[1]
    assert "pao_ron_honba_discarder" not in codes[1]


def test_a_near_miss_of_a_winner_paid_no_honba_says_what_the_yaku_would_add() -> None:
    """South's mangan on West's discard (4 han 50 fu: South and red dragon triplets concealed,
    the 3m triplet won on the discard): sanankou, had the 3m been drawn, would make it a
    haneman, 4000 more, with or without the honba."""
    hand = words_hand("33m99p222777z3m --pon 333z --dora 6m")
    assert hand is not None
    for paid, total in ((None, 9500), (0, 8000)):
        result = score(hand.with_changes(seat=1, discarder=2, honba=5, paid_honba=paid))
        assert result.win is not None and result.win.payment is not None
        assert result.win.payment.total == total
        misses = [(m.id, m.code, m.more) for m in near_misses(result)]
        assert ("sanankou", "sanankou_ron", 4000) in misses


def game_at_five(mode: str, honba_ron: str) -> TrackerController:
    """East 1 at five honba (A, the dealer, tenpai five times), then A wins on C's discard."""
    lines = [
        f"rules seed atama_hane=off {honba_ron} multiple_ron_honba={mode}",
        "players A B C D",
        *["draw tenpai A"] * 5,
        "ron A from C 2 30",
    ]
    return TrackerController("\n".join(lines) + "\n")


def desk_for(game: TrackerController) -> Controller:
    """The calculator as the tracker opens it for B's also ron on C's discard."""
    state = game.state
    calc = Controller()
    calc.serve(GamePin(state.rules))
    calc.start_over(request_state(calc_situation(state, 1, 2, False, also=True)))
    return calc


CASES = [
    ("first", "", 0, "2000", 2000),
    ("each", "", None, "2000 + 1500 honba", 3500),
    ("first", "honba_ron=0", 0, "2000", 2000),
    ("each", "honba_ron=0", None, "2000", 2000),
]


@pytest.mark.parametrize(("mode", "honba_ron", "paid", "headline", "gain"), CASES)
def test_the_desk_for_a_second_winner_refuses_what_the_game_refuses_and_pays_what_it_pays(
    mode: str, honba_ron: str, paid: int | None, headline: str, gain: int
) -> None:
    game = game_at_five(mode, honba_ron)
    state = game.state
    assert state.honba == 6 and state.last_ron is not None and state.last_ron.before.honba == 5
    assert not game.commit("also ron B from C 1 30")  # the game: two han from five honba
    sit = calc_situation(state, 1, 2, False, also=True)
    assert (sit.honba, sit.paid_honba, sit.sticks) == (5, paid, 0)
    calc = desk_for(game)
    s = calc.state.situation
    assert (s.seat, s.discarder, s.honba, s.paid_honba) == (1, 2, 5, paid)
    # tiles: one han refused as the game refuses it
    calc.set_notation(ONE_HAN)
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("Not enough han", "nowin")
    assert [m.code for m in view.messages] == ["ryanhan_shibari"]
    assert view.messages[0].text.startswith("With 5 honba a win needs at least 2 han")
    # without tiles: 1 han 30 fu refused too
    calc.set_quick_mode(True)
    calc.set_quick_value(QuickValue("hanfu", han=1, fu=30))
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == ("Not enough han", "nowin")
    calc.set_quick_value(QuickValue("hanfu", han=2, fu=30))
    assert calc.view().headline.text == headline
    calc.set_quick_mode(False)
    # two han with tiles: paid on the desk what the game pays when the line is recorded
    calc.set_notation(TWO_HAN)
    view = calc.view()
    assert (view.headline.text, view.headline.tone) == (headline, "win")
    note = [m.text for m in view.messages if m.code == "honba_to_first"]
    worth = paid == 0 and not honba_ron  # said where the honba are worth something
    first_note = (
        "No honba for this winner: the 5 honba on the table go to the first winner after the discarder."
    )
    assert note == ([first_note] if worth else [])
    value = desk_value(calc)
    assert value is not None
    line = win_line(state.last_ron.before, value, False, 1, 2, True)
    assert line == f'also ron B from C hand "{value.hand}"'
    before = game.state.points
    assert game.commit(line)
    after = game.state.points
    assert after[1] - before[1] == gain and after[2] - before[2] == -gain

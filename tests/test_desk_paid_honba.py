"""The honba a game's second winner on one discard is paid (none under
``multiple_ron_honba=first``) are that winner's on that discard only: a tsumo takes every
honba on the table, and so does another winner or another discarder picked on the desk; back
to the game's request, its paid honba and its note come back."""

from __future__ import annotations

from mjgui.controller.game.bridge import calc_situation, start_request
from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.state import GamePin
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.i18n import say
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.notation import parse_hand
from mjgui.core.scoring.rules import preset
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.own_hands import LEFT_OUT_REASONS

TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu (3 han 20 fu by tsumo)
NOTE = "No honba for this winner: the 5 honba on the table go to the first winner after the discarder."


def desk_for_b(mode: str = "first", honba: int = 5) -> Controller:
    """East 1 at ``honba`` honba, A (the dealer) won on C's discard; the desk as the tracker
    opens it for B's also ron on C's discard, B's two-han hand typed."""
    lines = [
        f"rules seed atama_hane=off multiple_ron_honba={mode}",
        "players A B C D",
        *["draw tenpai A"] * honba,
        "ron A from C 2 30",
    ]
    game = TrackerController("\n".join(lines) + "\n")
    calc = Controller()
    calc.serve(GamePin(game.state.rules))
    assert start_request(calc, calc_situation(game.state, 1, 2, False, also=True))
    assert calc.set_notation(TWO_HAN)
    return calc


def shown(calc: Controller) -> tuple[str, list[str], int | None]:
    view = calc.view()
    notes = [m.text for m in view.messages if m.code == "honba_to_first"]
    return view.headline.text, notes, calc.state.situation.paid_honba


def test_a_tsumo_is_paid_every_honba_on_the_table() -> None:
    hand = parse_hand(TWO_HAN)
    spec = HandSpec(hand.concealed, hand.concealed[-1], rules=preset("seed"))
    spec = spec.with_changes(seat=1, honba=5, paid_honba=0, tsumo=True)
    assert spec.honba_taken == 5
    win = score(spec).win
    assert win is not None and win.payment is not None
    assert (win.payment.honba, win.payment.total) == (5, 2700 + 1500)  # 700/1300, 500 each
    assert spec.with_changes(tsumo=False).honba_taken == 0


def test_ticking_tsumo_on_the_second_winners_desk_pays_the_honba_and_says_no_note() -> None:
    calc = desk_for_b()
    assert shown(calc) == ("2000", [NOTE], 0)
    assert calc.set_flag("tsumo", True)
    head, notes, _ = shown(calc)
    assert head == "700 / 1300 + 1500 honba" and notes == []  # was 700 / 1300, with the note
    payments = {p.wind: p.amount for p in calc.view().payments}
    assert payments == {"East": "−1800", "South": "+4200", "West": "−1200", "North": "−1200"}
    assert calc.set_flag("tsumo", False)  # the ron on C's discard again: the game's payment
    assert shown(calc) == ("2000", [NOTE], 0)


def test_another_winner_or_discarder_on_the_desk_is_paid_every_honba() -> None:
    calc = desk_for_b()
    assert calc.set_seat(3)  # D, the first winner after C: every honba (was 2000 and the note)
    assert shown(calc) == ("2000 + 1500 honba", [], None)
    assert calc.set_seat(1)  # B again, on C's discard: the game's request
    assert shown(calc) == ("2000", [NOTE], 0)
    assert calc.set_discarder(0)  # B on A's discard
    assert shown(calc) == ("2000 + 1500 honba", [], None)
    assert calc.set_discarder(2)
    assert shown(calc) == ("2000", [NOTE], 0)
    assert calc.set_discarder(None)  # a ron from nobody named: not the game's request
    assert shown(calc) == ("2000 + 1500 honba", [], None)
    # another count on the table: the game still pays its second winner on C's discard none
    assert calc.set_count("honba", 4) and calc.set_discarder(2)
    assert shown(calc) == ("2000", [NOTE.replace("5 honba", "4 honba")], 0)


def test_the_honba_count_alone_changed_keeps_what_the_game_pays_this_winner() -> None:
    """Another count in the spin box, seat and discarder kept: the game pays its second winner
    on one discard no honba at any count (``multiple_ron_honba=first``, RULES.md: the honba go
    to the first winner only), so the desk shows that, its note naming the desk's count; it
    showed 2000 + 1800 honba at 6, which the game never pays."""
    calc = desk_for_b()
    assert calc.set_count("honba", 6)
    assert shown(calc) == ("2000", [NOTE.replace("5 honba", "6 honba")], 0)
    assert calc.set_count("honba", 5)
    assert shown(calc) == ("2000", [NOTE], 0)
    assert calc.set_count("sticks", 2)  # the sticks are no honba: paid none still
    assert shown(calc)[1:] == ([NOTE], 0)


def test_a_hands_own_paid_honba_stays_at_another_count() -> None:
    """A log's second winner (``--paid-honba 0``, no game behind the desk) keeps its paid honba
    when the count is clicked up and back: it lost them at the first click (2000 + 900 honba at
    3, 2000 + 600 at 2 again, with no note). Paid honba above the count come down to it."""
    from mjgui.core.scoring.arguments import score_request

    words = [TWO_HAN, "--seat", "S", "--from", "W", "--honba", "2", "--paid-honba", "0"]
    words += [
        "--rules",
        "seed",
        "--rule-option",
        "atama_hane=off",
        "--rule-option",
        "multiple_ron_honba=first",
    ]
    note = "No honba for this winner: the {} honba on the table go to the first winner after the discarder."
    for borrowed in (False, True):
        calc = Controller()
        assert calc.load_spec(score_request(words).spec, borrowed=borrowed)
        assert shown(calc) == ("2000", [note.format(2)], 0)
        assert calc.set_count("honba", 3)
        assert shown(calc) == ("2000", [note.format(3)], 0)
        assert calc.set_count("honba", 2)
        assert shown(calc) == ("2000", [note.format(2)], 0)
        assert calc.set_count("honba", 0)
        assert shown(calc) == ("2000", [], 0)
    words[words.index("--paid-honba") + 1] = "1"  # one of the two paid (a log may say so)
    calc = Controller()
    assert calc.load_spec(score_request(words).spec)
    assert shown(calc)[0] == "2000 + 300 honba"
    assert calc.set_count("honba", 4)
    assert shown(calc)[0] == "2000 + 300 honba"
    assert calc.set_count("honba", 0)
    assert shown(calc) == ("2000", [], 0)
    assert calc.set_count("honba", 3)
    assert shown(calc)[0] == "2000"


def test_undo_brings_back_the_paid_honba_of_the_request() -> None:
    calc = desk_for_b()
    assert calc.set_seat(3)
    assert shown(calc)[2] is None
    assert calc.undo()
    assert shown(calc) == ("2000", [NOTE], 0)


def test_the_note_says_one_honba_as_one_and_in_russian() -> None:
    calc = desk_for_b(honba=1)
    assert shown(calc) == (
        "2000",
        ["No honba for this winner: the 1 honba on the table goes to the first winner after the discarder."],
        0,
    )
    assert calc.set_lang("ru")
    assert shown(calc)[1] == [
        "Этому победителю хонба не платят: 1\u00a0хонба со стола забирает первый победитель после "
        "набросившего."
    ]


def test_the_russian_reason_of_a_win_paid_otherwise() -> None:
    said = say(LEFT_OUT_REASONS["paid_otherwise"], "ru")
    assert said == "игра рассчитала его оплату не так, как тест"


def test_the_quiz_on_the_desks_hand_asks_the_payment_the_game_pays() -> None:
    """Learn → Quiz on this hand hands the quiz the desk's hand whole: B's ron at 5 honba, paid
    none of them (the quiz's chip says so: "Honba: 5, none paid to this winner"), is right at
    2000; ticked as a tsumo it is paid the 5 honba ("Honba: 5"): 1200 / 1800, not 700 / 1300."""
    calc = desk_for_b()
    for tsumo, right, wrong in ((False, ["2000"], ["3500"]), (True, ["1800", "1200"], ["1300", "700"])):
        calc.set_flag("tsumo", tsumo)
        spec = calc.spec()
        assert (spec.honba, spec.paid_honba, spec.honba_taken) == (5, 0, 5 if tsumo else 0)
        for answer, correct in ((right, True), (wrong, False)):
            quiz = QuizController(level="points", seed=3)
            assert quiz.quiz_hand(spec)
            chip = "Honba: 5" if tsumo else "Honba: 5, none paid to this winner"
            assert chip in quiz.view().situation
            verdict = quiz.submit_payment(answer)
            assert verdict is not None and verdict.correct is correct, (tsumo, answer)


def test_a_paid_honba_given_under_rules_that_pay_every_winner_says_no_false_reason() -> None:
    """Under rules that give every winner the honba (``multiple_ron_honba=each``) a paid honba
    typed on the command line is not "the first winner's": the note says only that none is paid."""
    from mjgui.core.scoring.arguments import score_request

    words = [TWO_HAN, "--seat", "S", "--from", "W", "--honba", "5", "--paid-honba", "0"]
    words += [
        "--rules",
        "seed",
        "--rule-option",
        "atama_hane=off",
        "--rule-option",
        "multiple_ron_honba=each",
    ]
    calc = Controller()
    assert calc.load_spec(score_request(words).spec)
    view = calc.view()
    assert view.headline.text == "2000"
    notes = [m.text for m in view.messages if m.code in ("honba_to_first", "honba_not_paid")]
    assert notes == ["No honba for this winner: the 5 honba on the table are not paid to them."]
    assert calc.set_lang("ru")
    notes = [m.text for m in calc.view().messages if m.code == "honba_not_paid"]
    assert notes == ["Этому победителю хонба не платят: 5\u00a0хонба со стола ему не достаются."]


def _not_paid_note(honba: int, lang: str) -> list[str]:
    from mjgui.core.scoring.arguments import score_request

    words = [TWO_HAN, "--seat", "S", "--from", "W", "--honba", str(honba), "--paid-honba", "0"]
    words += ["--rules", "seed", "--rule-option", "multiple_ron_honba=each"]
    calc = Controller()
    assert calc.load_spec(score_request(words).spec)
    calc.set_lang(lang)
    return [m.text for m in calc.view().messages if m.code == "honba_not_paid"]


def test_the_russian_note_on_honba_not_paid_agrees_with_one_honba() -> None:
    """«1 хонба … не достаётся» (1, 21, 31…), «2 хонба … не достаются»: the verb agrees with
    the count, as the English "is" / "are" does."""
    for honba, verb in ((1, "достаётся"), (21, "достаётся"), (2, "достаются"), (5, "достаются")):
        note = f"Этому победителю хонба не платят: {honba}\u00a0хонба со стола ему не {verb}."
        assert _not_paid_note(honba, "ru") == [note]
    assert _not_paid_note(1, "en") == [
        "No honba for this winner: the 1 honba on the table is not paid to them."
    ]

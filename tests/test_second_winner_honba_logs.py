"""A second winner on one discard in a game log and in the quiz's hands from a record: its hand
is at the hand's honba counter (what ryanhan shibari reads, as the game reads it) and paid the
honba the rules pay it (none under ``multiple_ron_honba=first``: :attr:`HandSpec.paid_honba`).

The log is tests/data/logs/mjx-double-ron-honba.mjlog (Tenhou, E2-2: seat 1 deals in to seat 2,
a 5 han mangan, and to seat 3, tanyao alone for 1 han 40 fu, 1300) played again at other honba.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.game.game import replay
from mjgui.core.logs import GameLog, check_log, read_log
from mjgui.core.logs.model import LogWin
from mjgui.core.logs.replay import our_changes
from mjgui.core.scoring.notation import parse_hand
from mjgui.core.scoring.rules import PRESETS, preset
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.own_hands import log_hands, record_hands_read
from mjgui.core.teach.quiz import expected_answers
from tests.logconvert import mjlog_to_tenhou6

DATA = Path(__file__).parent / "data" / "logs"
#: the seed rules' ryanhan shibari (from 5 honba), the honba of one discard to its first winner
#: only, and every winner on a discard paid (no atama hane): the rules line of a club that plays
#: ``rules seed atama_hane=off multiple_ron_honba=first``
SEED_FIRST = "seed-first-for-test"


@pytest.fixture
def seed_first(monkeypatch: pytest.MonkeyPatch) -> str:
    """A log read under the seed rules with the honba to the first winner and no atama hane
    (no preset has them together: the log window and ``replay --rules`` choose presets)."""
    rules = preset("seed").with_options(multiple_ron_honba="first", atama_hane=False)
    assert rules.shibari_at(5) and not rules.shibari_at(4)
    monkeypatch.setitem(PRESETS, SEED_FIRST, rules)
    return SEED_FIRST


def double_ron_at(honba: int, as_json: bool) -> str:
    """The E2-2 double ron played at ``honba``, as Tenhou pays it: the first winner (seat 2,
    next after the discarder) takes the honba and the two sticks, the second (seat 3) the hand's
    1300 alone. As an mjlog, or converted to tenhou.net/6 JSON."""
    text = (DATA / "mjx-double-ron-honba.mjlog").read_text(encoding="utf-8")
    paid = (8000 + 300 * honba) // 100  # what the discarder pays the first winner, in hundreds
    changes = {
        '<INIT seed="1,2,1,': f'<INIT seed="1,{honba},1,',
        '<AGARI ba="2,2"': f'<AGARI ba="{honba},2"',
        '<AGARI ba="2,0"': f'<AGARI ba="{honba},0"',
        'sc="225,0,235,-86,255,106,265,0"': f'sc="225,0,235,-{paid},255,{paid + 20},265,0"',
    }
    for old, new in changes.items():
        assert text.count(old) == 1
        text = text.replace(old, new)
    return mjlog_to_tenhou6(text) if as_json else text


def second_winner(log: GameLog, honba: int) -> LogWin:
    (hand,) = [h for h in log.hands if len(h.wins) == 2]
    first, second = hand.wins
    assert hand.honba == honba and (first.winner, second.winner, second.discarder) == (2, 3, 1)
    return second


@pytest.mark.parametrize("as_json", [False, True], ids=["mjlog", "tenhou6"])
def test_a_one_han_second_winner_at_five_honba_is_refused_as_the_game_refuses_it(
    as_json: bool, seed_first: str
) -> None:
    """The readers gave a second winner the honba it is paid as its hand's honba: 0, so ryanhan
    shibari was checked against 0 and the 1-han second win agreed with the log at 5 honba,
    where the game (and the desk) refuse it. Now it differs: our core refuses it."""
    log = read_log(double_ron_at(5, as_json), seed_first)
    second = second_winner(log, 5)
    (check,) = [c for c in check_log(log) if c.win is second]
    assert [(d.field, d.log, d.ours) for d in check.differences] == [("result", "win", "ryanhan_shibari")]
    spec = second.spec
    assert (spec.honba, spec.paid_honba, spec.honba_taken, spec.sticks) == (5, 0, 0, 0)
    assert check.ours_problem().startswith("With 5 honba a win needs at least 2 han from yaku")
    assert check.ours_problem("ru").startswith("При 5\u00a0хонба для победы нужно не меньше 2\u00a0хан")
    # the quiz's hands of the log: not asked as a 1-han win paid without the two-han minimum
    asked = log_hands(log)
    assert spec not in asked and spec.with_changes(honba=0, paid_honba=None) not in asked


@pytest.mark.parametrize("as_json", [False, True], ids=["mjlog", "tenhou6"])
def test_below_the_threshold_the_second_winner_wins_and_is_paid_no_honba(
    as_json: bool, seed_first: str
) -> None:
    log = read_log(double_ron_at(4, as_json), seed_first)
    second = second_winner(log, 4)
    assert (second.spec.honba, second.spec.honba_taken) == (4, 0)
    (check,) = [c for c in check_log(log) if c.win is second]
    assert check.agree, check.differences
    assert check.ours is not None and check.ours.payment is not None
    assert (check.ours.payment.honba, check.ours.payment.total) == (0, 1300)
    assert our_changes(second, check.ours) == second.deltas == (0, -1300, 0, 1300)
    (asked,) = [h for h in log_hands(log) if h == second.spec]
    assert expected_answers(score(asked)).total == 1300


@pytest.mark.parametrize("honba", [2, 5])
@pytest.mark.parametrize("as_json", [False, True], ids=["mjlog", "tenhou6"])
def test_under_the_logs_own_rules_the_second_winner_is_paid_what_the_log_paid(
    honba: int, as_json: bool
) -> None:
    """Tenhou's rules (no ryanhan shibari, the honba to the first winner): at any honba the
    second winner agrees with the log, paid the hand alone; its ``score`` words say the table's
    honba and that none of it is paid."""
    log = read_log(double_ron_at(honba, as_json))
    second = second_winner(log, honba)
    assert (second.spec.honba, second.spec.honba_taken) == (honba, 0)
    checks = check_log(log)
    assert all(c.agree for c in checks), [(c.win.round, c.differences) for c in checks if not c.agree]
    (check,) = [c for c in checks if c.win is second]
    assert check.ours is not None and check.ours.payment is not None
    assert (check.ours.payment.honba, check.ours.payment.total) == (0, 1300)
    # the table's counter, and none of it paid to this winner (nor the sticks)
    second_words = list(check.args)
    assert second_words[second_words.index("--honba") + 1] == str(honba)
    assert second_words[second_words.index("--paid-honba") + 1] == "0"
    assert "--sticks" not in second_words
    (first,) = [c for c in checks if c.win.winner == 2 and c.win.round == second.round]
    words = list(first.args)
    assert words[words.index("--honba") + 1] == str(honba)


# --- the quiz's hands from a game record ------------------------------------------------------


ONE_HAN = "234m567p345s6688s8s"  # tanyao alone (a shanpon wait): 1 han 40 fu
TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu


def record_at_five(second: str) -> str:
    """East 1 at five honba (A, the dealer, tenpai five times): C deals in to A and to B, and A,
    the first winner in turn after C, takes the honba; B, with ``second``, is paid none."""
    return (
        "rules seed atama_hane=off multiple_ron_honba=first\n"
        "players A B C D\n"
        + "draw tenpai A\n" * 5
        + 'ron A from C hand "234m567p3467888s5s"\n'
        + f'also ron B from C hand "{second}"\n'
    )


def test_the_quizs_second_winner_of_a_record_keeps_the_hands_honba_and_is_paid_none() -> None:
    """The quiz took a record's ``also ron`` at five honba with the honba it was paid (none) as
    its honba: the hand said no honba, and ryanhan shibari was checked against 0. It is now at
    the hand's five honba, paid none of them, as the game paid it."""
    text = record_at_five(TWO_HAN)
    shares = replay(text).line_shares()
    assert shares[-1] == (0, 2000, -2000, 0)  # B's 2000, no honba
    found = record_hands_read(text)
    assert found.refused == () and found.left_out == ()
    first, second = found.hands
    assert (first.seat, first.honba, first.paid_honba) == (0, 5, None)
    assert (second.seat, second.discarder, second.honba, second.paid_honba, second.sticks) == (1, 2, 5, 0, 0)
    result = score(second)
    assert result.win is not None and result.win.payment is not None
    assert (result.win.payment.honba, result.win.payment.total) == (0, 2000)
    assert expected_answers(result).payment == (2000,)
    # in its situation a 1-han hand is refused by ryanhan shibari, as the game refuses the
    # line (then left out of the quiz as refused): never asked as a 1-han win
    tiles = parse_hand(ONE_HAN)
    one_han = score(second.with_changes(concealed=tiles.concealed, win_tile=tiles.concealed[-1]))
    assert one_han.win is None and one_han.no_win is not None and one_han.no_win.code == "ryanhan_shibari"
    refused = record_hands_read(record_at_five(ONE_HAN))
    assert len(refused.hands) == 1 and [e.code for e in refused.refused] == ["hand_no_win"]


# --- the quiz asks it honestly: the honba on the table, and that this winner is paid none -------


def test_the_quiz_says_the_honba_on_the_table_and_that_none_are_paid_to_this_winner(tmp_path: Path) -> None:
    """A second winner's question said no honba (its hand had the honba it was paid) while the
    game's hand had five; at the hand's honba the chip alone ("Honba: 5") would ask a payment
    "honba included" whose right answer has none. The chip says both."""
    record = tmp_path / "five.mjgame"
    record.write_text(record_at_five(TWO_HAN), encoding="utf-8")
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(record)) == 2
    quiz.new_hand()  # A, the first winner: every honba paid
    assert "Honba: 5" in quiz.view().situation
    assert quiz.session.answer_payment((2900 + 1500,)).correct  # the dealer's 2 han 30 fu
    quiz.new_hand()  # B: the same honba on the table, none paid
    view = quiz.view()
    assert view.situation[:3] == ("Seat: South", "Round: East", "Ron from West")
    assert "Honba: 5, none paid to this winner" in view.situation and "Honba: 5" not in view.situation
    quiz.set_lang("ru")
    assert "Хонба: 5, этому победителю не платятся" in quiz.view().situation
    assert quiz.session.answer_payment((2000,)).correct
    # a log's second winner, under the log's own rules (Tenhou: the honba to the first winner)
    log = tmp_path / "double.mjlog"
    log.write_text(double_ron_at(2, False), encoding="utf-8")
    quiz = QuizController(level="points", seed=3)
    hands = log_hands(read_log(double_ron_at(2, False)))
    assert quiz.add_own_file(str(log)) == len(hands)
    unpaid = [spec for spec in hands if spec.honba and spec.honba_taken == 0]
    assert len(unpaid) == 1  # the E2-2 second winner, in the log's West seat
    for spec in hands:
        quiz.new_hand()
        assert quiz.session.question is not None and quiz.session.question.spec == spec
        chips = quiz.view().situation
        said = [c for c in chips if c.startswith("Honba")]
        if spec.honba_taken == 0 and spec.honba:
            assert said == ["Honba: 2, none paid to this winner"] and spec.seat == 2
            assert quiz.session.answer_payment((1300,)).correct
        else:
            assert said == ([f"Honba: {spec.honba}"] if spec.honba else [])


def test_the_log_windows_second_winner_opens_on_the_desk_at_the_hands_honba_paid_none() -> None:
    """Opened on the calculator from the log window, the second winner was a hand at no honba;
    it is now at the hand's 2 honba, paid the log's 1300 and told why no honba are paid."""
    from mjgui.controller.game.logview import LogViewController
    from mjgui.controller.scoring.calculator import Controller

    window = LogViewController()
    window.open(DATA / "mjx-double-ron-honba.mjlog")
    first, second = (window.spec(r) for r in window.view().rows if r.round == "E2-2")
    assert first is not None and second is not None
    said = []
    for spec in (first, second):
        desk = Controller()
        desk.load_spec(spec, record=False, borrowed=True)
        view = desk.view()
        s = desk.state.situation
        said.append((s.honba, s.paid_honba, view.headline.text, [m.code for m in view.messages]))
    assert said == [
        (2, None, "Mangan — 8000 + 600 honba + 2000 sticks", []),
        (2, 0, "1300", ["honba_to_first"]),
    ]

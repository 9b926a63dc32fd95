"""A log's win opened on the desk from the log window, then sent to the quiz by *Add the
calculator's winning hands*: the quiz leaves out a win the log's game paid otherwise than the
quiz reckons, and says so, as it does when it reads the log itself (one check of a log's win,
:func:`mjgui.core.teach.own_hands.log_win_left_out`, whichever way the hand comes)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.logs import read_log_file
from mjgui.core.scoring.hand import HandSpec
from mjgui.gui.logview import LogWindow

JPML = Path(__file__).parent.parent / "data" / "logs" / "differs" / "zhengye1-jpml-jyuudan39-1.json"
RATIO = JPML.parent / "dnovikoff-ratio1.mjlog"


_data_dir = own_data_dir()


def select(player: object, hand: str, log: Path = JPML) -> LogWindow:
    """Open ``log`` (the JPML one) in the log window and select its win of ``hand`` (``E3-2``)."""
    window = player.window  # type: ignore[attr-defined]
    logs = window.log_window()
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(log)
    table = logs.table
    rows = [r for r in range(table.rowCount()) if table.item(r, 0) and table.item(r, 0).text() == hand]
    assert len(rows) == 1
    table.selectRow(rows[0])
    return logs


def open_on_desk(player: object, hand: str, log: Path = JPML) -> None:
    """Open the JPML log in the log window and its win of ``hand`` (``E3-2``) on the desk."""
    logs = select(player, hand, log)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def same(a: HandSpec, b: HandSpec) -> bool:
    """The same hand, its tiles in any order (the desk enters the winning tile last)."""
    return replace(a, concealed=tuple(sorted(a.concealed))) == replace(
        b, concealed=tuple(sorted(b.concealed))
    )


def add_calculator_hands(player: object) -> QuizController:
    quiz = player.window.quiz_window(QuizController("en", "points", seed=5))  # type: ignore[attr-defined]
    player.qtbot.addWidget(quiz)  # type: ignore[attr-defined]
    quiz.act_add_calculator.trigger()
    return quiz.controller


def test_a_logs_win_paid_otherwise_is_left_out_from_the_calculator_too(player: object) -> None:
    """E3-2 of this JPML game paid 2800 all; the quiz reckons it 4200 all. Read from the log it
    is left out; opened on the desk and sent from there, it was asked, and the game's payment
    marked wrong. Now it is left out that way too, and said as the log's own is."""
    open_on_desk(player, "E3-2")
    assert player.headline == "Mangan — 4000\u00a0all + 600\u00a0honba + 2000\u00a0sticks"  # type: ignore[attr-defined]
    quiz = add_calculator_hands(player)
    assert quiz.session.question is None  # the only hand left out: nothing asked
    # the quiz was given no log: the win is named by its log's file name, not "this log"
    assert quiz.view().notice == (
        "One of the calculator's winning hands was left out, hand E3-2 of log "
        "zhengye1-jpml-jyuudan39-1.json: the game paid it otherwise than the quiz reckons its payment."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice == (
        "Один выигрыш калькулятора пропущен, в раздаче E3-2 из лога zhengye1-jpml-jyuudan39-1.json: "
        "игра рассчитала его оплату не так, как тест."
    )


def test_a_logs_win_paid_as_the_quiz_reckons_is_asked_and_one_changed_on_the_desk(player: object) -> None:
    """A win the game paid as the quiz reckons it comes to the quiz from the desk as before; and
    the left-out win changed on the desk (its ippatsu unticked) is the player's own hand now:
    asked at the quiz's reckoning, nothing said."""
    log = read_log_file(JPML)
    asked = next(w for w in log.wins if w.round == "E1-1")
    open_on_desk(player, "E1-1")
    quiz = add_calculator_hands(player)
    assert quiz.view().notice == ""
    assert quiz.session.question is not None and same(quiz.session.question.spec, asked.spec)
    open_on_desk(player, "E3-2")
    player.window.controller.set_flag("ippatsu", False)  # type: ignore[attr-defined]
    player.window.quiz_window().act_add_calculator.trigger()  # type: ignore[attr-defined]
    assert quiz.view().notice == ""


def test_wins_of_two_logs_left_out_from_the_calculator_are_each_named_by_their_log(player: object) -> None:
    """E3-2 of the JPML log and E3-1 of another, both paid otherwise by their games, sent from
    the desk: the quiz said "2 wins of this log were left out; the first is in hand E3-2",
    though they come from two logs and the quiz was given none. Each is named by its log."""
    open_on_desk(player, "E3-2")
    open_on_desk(player, "E3-1", RATIO)
    quiz = add_calculator_hands(player)
    paid = "the game paid it otherwise than the quiz reckons its payment"
    assert quiz.view().notice == (
        f"2 of the calculator's winning hands were left out: hand E3-2 of log "
        f"zhengye1-jpml-jyuudan39-1.json ({paid}); hand E3-1 of log dnovikoff-ratio1.mjlog ({paid})."
    )
    quiz.set_lang("ru")
    paid = "игра рассчитала его оплату не так, как тест"
    assert quiz.view().notice == (
        f"2\u00a0выигрыша калькулятора пропущены: выигрыш в раздаче E3-2 из лога "
        f"zhengye1-jpml-jyuudan39-1.json ({paid}); выигрыш в раздаче E3-1 из лога "
        f"dnovikoff-ratio1.mjlog ({paid})."
    )


@pytest.mark.parametrize("door", ["log window", "desk"])
def test_a_logs_win_paid_otherwise_is_not_quizzed_alone_either(player: object, door: str) -> None:
    """The log window's Quiz this hand, and the quiz's Quiz the desk's hand with E3-2 opened
    on the desk, asked E3-2 at the quiz's reckoning (4200 all) and marked the game's payment
    (2800 all) wrong in the progress record, where Add the calculator's winning hands leaves it
    out. Both doors now say why it is not quizzed and ask nothing; the hand asked before stays."""
    quiz = player.window.quiz_window(QuizController("en", "points", seed=5))  # type: ignore[attr-defined]
    player.qtbot.addWidget(quiz)  # type: ignore[attr-defined]
    before = quiz.controller.session.question
    if door == "log window":
        logs = select(player, "E3-2")
        player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    else:
        open_on_desk(player, "E3-2")
        quiz.act_desk.trigger()
    controller = quiz.controller
    assert controller.session.question is before
    assert controller.view().error == (
        "The win in hand E3-2 of log zhengye1-jpml-jyuudan39-1.json is not quizzed: the game paid it "
        "otherwise than the quiz reckons its payment."
    )
    controller.set_lang("ru")
    assert controller.view().error == (
        "Выигрыш в раздаче E3-2 из лога zhengye1-jpml-jyuudan39-1.json тест не задаёт: игра "
        "рассчитала его оплату не так, как тест."
    )
    # E1-1, which the game paid as the quiz reckons it, is asked by the same door
    controller.set_lang("en")
    if door == "log window":
        select(player, "E1-1")
        player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    else:
        open_on_desk(player, "E1-1")
        quiz.act_desk.trigger()
    asked = next(w for w in read_log_file(JPML).wins if w.round == "E1-1")
    assert controller.view().error == ""
    assert controller.session.question is not None and same(controller.session.question.spec, asked.spec)

"""Hands between the calculator in *Han and fu* (scoring without tiles) and the other windows,
by clicks: a log's win or the quiz's hand opened on the calculator is shown as tiles (the desk
leaves Han and fu; Ctrl+Z goes back to it), and Quiz on this hand in Han and fu quizzes no hidden
tiles but says why. The quiz's situation says the dealer's renchan a paarenchan hand is answered by."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton, QWidget

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.i18n import msg, translate
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.gui.logview import LogWindow
from mjgui.gui.teach.quiz import QuizWindow

JPML = Path(__file__).parent.parent / "data" / "logs" / "differs" / "zhengye1-jpml-jyuudan39-1.json"
PICK = "Pick han and fu"
REFUSED = (
    "The hand on the desk cannot be quizzed: the calculator scores han and fu without tiles: in the "
    "calculator, turn its Han and fu button off and enter the hand"
)


_data_dir = own_data_dir()


def activate(player) -> None:  # type: ignore[no-untyped-def]
    """Window shortcuts (Shift+F7, Ctrl+Z) work in the active window."""
    player.window.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is player.window)


def label(window: QWidget, name: str) -> str:
    widget = window.findChild(QLabel, name)
    assert widget is not None, name
    return widget.text()


def error(quiz: QuizWindow) -> str:
    """The quiz's error line as shown (a warning sign before it, in the error colour)."""
    widget = quiz.findChild(QLabel, "quiz-error")
    assert widget is not None
    text = widget.text() if widget.isVisible() else ""
    return re.sub(r"<[^>]+>", "", text).removeprefix("⚠ ")


def han_and_fu(player) -> None:  # type: ignore[no-untyped-def]
    """Click Han and fu on: the value picker in place of the tiles."""
    player.click("quick-toggle")
    toggle = player.find("quick-toggle", QToolButton)
    assert toggle.isChecked() and player.window.controller.quick_mode
    assert player.headline == PICK and not player.window.hand_row.isVisible()


def shows_tiles(player) -> None:  # type: ignore[no-untyped-def]
    assert not player.find("quick-toggle", QToolButton).isChecked()
    assert not player.window.controller.quick_mode
    assert player.window.hand_row.isVisible() and player.headline != PICK


def quiz_window(player) -> QuizWindow:  # type: ignore[no-untyped-def]
    window = player.window.quiz_window(QuizController("en", "payment", seed=5))
    player.qtbot.addWidget(window)
    return window  # type: ignore[no-any-return]


def test_a_logs_win_opened_in_han_and_fu_is_shown_as_tiles(player) -> None:  # type: ignore[no-untyped-def]
    han_and_fu(player)
    logs: LogWindow = player.window.log_window()
    player.qtbot.addWidget(logs)
    assert logs.load(JPML)
    table = logs.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 0) and table.item(r, 0).text() == "E3-2")
    table.selectRow(row)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)
    # was: still in Han and fu, the hand loaded but hidden, the headline "Pick han and fu"
    shows_tiles(player)
    assert player.headline == "Mangan — 4000\u00a0all + 600\u00a0honba + 2000\u00a0sticks"
    assert len(player.hand()) == 14
    # one step: Ctrl+Z goes back to Han and fu as it was
    activate(player)
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert player.find("quick-toggle", QToolButton).isChecked()
    assert player.headline == PICK and not player.window.hand_row.isVisible()


def test_the_quizs_hand_opened_in_han_and_fu_is_shown_as_tiles(player) -> None:  # type: ignore[no-untyped-def]
    qtbot = player.qtbot
    quiz = quiz_window(player)
    player.type("234m567p3467888s5s")
    player.check("riichi")
    player.choose("seat", 1)
    activate(player)
    qtbot.keyClick(player.window, Qt.Key.Key_F7, Qt.KeyboardModifier.ShiftModifier)
    assert quiz.controller.session.question is not None
    assert quiz.controller.session.question.answers.total == 3900
    for ident in ("riichi", "tanyao", "pinfu"):
        quiz.controller.set_yaku(ident, True)
    quiz.controller.submit_yaku()
    quiz.controller.submit_number("3900")
    # the desk goes on to another hand, scored without tiles
    player.click("clear")
    han_and_fu(player)
    qtbot.mouseClick(quiz.findChild(QPushButton, "quiz-open-desk"), Qt.MouseButton.LeftButton)
    shows_tiles(player)
    assert player.headline == "3900"
    assert player.window.notation.text() == "234m567p3467888s5s"


def test_quiz_on_this_hand_in_han_and_fu_quizzes_no_hidden_tiles(player) -> None:  # type: ignore[no-untyped-def]
    qtbot = player.qtbot
    quiz = quiz_window(player)
    player.type("234m567p3467888s5s")
    player.check("riichi")
    player.choose("seat", 1)
    han_and_fu(player)
    activate(player)
    qtbot.keyClick(player.window, Qt.Key.Key_F7, Qt.KeyboardModifier.ShiftModifier)
    # was: the hidden tiles quizzed, titled "from the calculator", while the desk showed no hand
    assert quiz.isVisible()
    assert quiz.controller.session.question is None
    assert error(quiz) == REFUSED
    # the button is named as the calculator's and said to be there: the quiz's own level button
    # reads "Han and fu" too (it said "turn Han and fu off", taken as that level)
    assert quiz.level_buttons["han_fu"].text() == player.window.quick_toggle.text() == "Han and fu"
    assert "in the calculator, turn its Han and fu button off" in REFUSED
    # a question under way stays: the tiles shown again and quizzed, then Han and fu once more
    player.click("quick-toggle")
    activate(player)
    qtbot.keyClick(player.window, Qt.Key.Key_F7, Qt.KeyboardModifier.ShiftModifier)
    assert error(quiz) == ""
    question = quiz.controller.session.question
    assert question is not None and question.answers.total == 3900
    han_and_fu(player)
    qtbot.mouseClick(quiz.findChild(QPushButton, "quiz-desk"), Qt.MouseButton.LeftButton)  # Ctrl+D there
    assert error(quiz) == REFUSED
    assert quiz.controller.session.question is question
    quiz.controller.set_lang("ru")
    assert error(quiz) == (
        "Руку из калькулятора нельзя взять для теста: калькулятор в режиме «Хан и фу» считает без "
        "тайлов: в калькуляторе отключите кнопку «Хан и фу» и введите руку"
    )
    assert translate(msg("Window", "Han and fu"), "ru") == "Хан и фу"  # the calculator's button


def test_the_quiz_shows_the_renchan_of_the_desks_hand(player) -> None:  # type: ignore[no-untyped-def]
    quiz = quiz_window(player)
    request, _ = parse_score_args(shlex.split("23m456789p234s55s1m --riichi --seat E --renchan 8 --from S"))
    player.window.controller.load_spec(request.spec)
    activate(player)
    player.qtbot.keyClick(player.window, Qt.Key.Key_F7, Qt.KeyboardModifier.ShiftModifier)
    question = quiz.controller.session.question
    assert question is not None and question.answers.yaku == frozenset({"paarenchan"})
    chips = [chip.replace("\u00a0", " ") for chip in label(quiz, "quiz-situation").split(" &nbsp;·&nbsp; ")]
    assert chips == [
        "Seat: East (dealer)",
        "Round: East",
        "Ron from South",
        "Riichi",
        "8 renchan",
        "Rules: club rules",
    ]

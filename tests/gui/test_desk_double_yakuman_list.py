"""A partial list of the yakuman counted double (RULES.md §3: ``double_yakuman`` names which) as
the windows show it: the desk started with it, its options menu, a record's rules line through
the quiz's own hands and back on the desk, and ``--window quiz`` with a hand. The desk held the
list as a switch and widened it to all four: 64 000 where the command line says 32 000."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QPushButton

from mjgui.app import build_window, split_args, teach_window
from mjgui.controller.teach.quiz import QuizController
from tests.gui.conftest import Player

T = "\u202f"
THREE = frozenset({"kokushi_13", "suuankou_tanki", "chuuren_9"})
LIST = "double_yakuman=kokushi_13,suuankou_tanki,chuuren_9"
#: daisuushii by ron (the pair's shanpon), counted once under that list
WORDS = ["111z222z333z44z55p4z", "--seat", "S", "--from", "W", "--rule-option", LIST]


def options_menu(player: Player) -> dict[str, QAction]:
    menu = player.find("rule-options-menu", QMenu)
    menu.aboutToShow.emit()  # as Qt does when the menu opens (a popup warns offscreen)
    found = {}
    for ident in ("kokushi_13", "suuankou_tanki", "daisuushii", "chuuren_9", "daisangen"):
        action = player.window.findChild(QAction, f"option-double_yakuman-{ident}")
        assert action is not None, ident
        found[ident] = action
    return found


def test_the_desk_started_with_a_partial_list_scores_and_shows_it(qtbot: object) -> None:
    window = build_window(split_args(WORDS))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    player = Player(qtbot, window)
    assert player.headline == f"Yakuman — 32{T}000"  # as `mjgui score` with the same words
    items = options_menu(player)
    ticked = {ident for ident, action in items.items() if action.isChecked()}
    assert ticked == THREE
    assert items["daisuushii"].isVisible() and not items["daisangen"].isVisible()
    assert items["daisuushii"].text() == "Daisuushii"
    # daisuushii ticked as well: counted double, the other three kept
    items["daisuushii"].trigger()
    assert player.headline == f"Double yakuman — 64{T}000"
    assert window.controller.state.rules.double_yakuman == THREE | {"daisuushii"}
    assert all(action.isChecked() for ident, action in items.items() if ident != "daisangen")
    items["kokushi_13"].trigger()  # and one of the three unticked
    assert window.controller.state.rules.double_yakuman == frozenset(
        {"suuankou_tanki", "chuuren_9", "daisuushii"}
    )
    assert not items["kokushi_13"].isChecked()
    window.build_menus()  # (made after the first frame)
    undo = window.findChild(QAction, "undo")
    assert undo is not None
    undo.trigger()  # Edit → Undo, twice
    undo.trigger()
    assert player.headline == f"Yakuman — 32{T}000"
    assert {ident for ident, action in items.items() if action.isChecked()} == THREE


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_records_list_goes_through_the_quiz_and_back_on_the_desk(player: Player, tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(
        f'rules seed {LIST}\nplayers A B C D\nron B from C hand "111z222z333z44z55p4z"\n', encoding="utf-8"
    )
    quiz = player.window.quiz_window(QuizController("en", "yaku", seed=1))
    assert quiz.controller.add_own_file(str(record)) == 1
    quiz.controller.new_hand()
    question = quiz.controller.session.question
    assert question is not None and question.spec.rules.double_yakuman == THREE
    assert quiz.controller.answer_all("daisuushii")
    quiz.show()
    button = quiz.findChild(QPushButton, "quiz-open-desk")
    assert button is not None and button.isVisible()
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert player.headline == f"Yakuman — 32{T}000"
    assert player.window.controller.state.rules.double_yakuman == THREE
    checked = {i for i, a in options_menu(player).items() if a.isChecked()}
    assert checked == THREE


def test_the_quiz_on_a_hand_of_the_command_line_keeps_its_list(qtbot: object) -> None:
    options = split_args(["--window", "quiz", *WORDS])
    window = build_window(options)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    quiz = teach_window(window, options)
    question = quiz.controller.session.question  # type: ignore[attr-defined]
    assert question is not None and question.spec.rules.double_yakuman == THREE
    assert question.answers.total == 32000  # one yakuman, as the command line scores it

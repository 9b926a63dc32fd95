"""*Quiz on this hand* from a desk under rules without renhou (Tenhou), then the practice bar's
*Drill (10 hands)*: the drill's first hand comes under the quiz's own rules, which have renhou.
The yaku grid was laid out for that hand before its renhou box was made: ``KeyError: 'renhou'``,
and the window went on showing "Hand 1 · from the calculator" and its tiles while the quiz
asked about hand 2."""

from __future__ import annotations

from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QPushButton

from mjgui.gui.teach.quiz import QuizWindow

_data_dir = own_data_dir()


def test_drill_after_a_quiz_on_a_tenhou_desk_hand_shows_the_drills_hand(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    window.choose_preset("tenhou")  # renhou off
    player.type("123m456p789s22p555z")  # type: ignore[attr-defined]
    QApplication.processEvents()
    window.act_quiz_hand.trigger()
    quiz = window.quiz_window()
    assert isinstance(quiz, QuizWindow)
    player.qtbot.waitExposed(quiz)  # type: ignore[attr-defined]
    first = quiz.controller.view()
    assert first.number == 1 and first.input == "yaku"
    assert quiz.hand_title.text() == "Hand 1 · from the calculator"
    assert "renhou" not in {c.id for c in first.choices}
    drill = quiz.findChild(QPushButton, "quiz-drill")
    assert drill is not None and drill.isVisible()
    player.qtbot.mouseClick(drill, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    QApplication.processEvents()
    view = quiz.controller.view()
    assert view.number == 2 and not view.origin
    assert quiz.hand_title.text() == "Hand 2"  # the drill's hand, not the calculator's
    assert quiz.picture.picture == view.picture
    # a box for each yaku of the drill's rules, renhou among them, under its name, in the grid
    offered = {c.id: c.name for c in view.choices}
    assert "renhou" in offered
    for ident, name in offered.items():
        box = quiz.findChild(QCheckBox, f"yaku-{ident}")
        assert box is not None and box.text() == name and not box.isHidden(), ident
        assert quiz._choice_grid.indexOf(box) >= 0, ident  # laid out in the grid

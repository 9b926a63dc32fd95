"""The quiz's answers at the smallest window (1024 × 640): a hand done, every step in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel

from mjgui.app import paint_now
from mjgui.controller.teach.quiz import QuizController


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_wrong_payments_steps_are_in_sight_to_the_total(make_window, lang: str) -> None:
    """After a wrong payment the Russian steps wrapped in the answers' column, two parts of five
    of the width, and the last, «Итого: 3900 + 1000 = 4900», ran under the window's foot, while
    the done page beside them (a line and two buttons) left its half empty. Once the hand is
    done the two sides share the width: every answer is in sight, the last line (what the
    discarder pays, the stick aside) too."""
    window = make_window(lang)
    quiz = window.quiz_window(QuizController(lang, "payment", seed=5))
    quiz.start()
    assert quiz.controller.answer_all("riichi pinfu;2;30;2000")
    quiz.show()
    quiz.resize(1024, 640)
    paint_now(quiz)
    for _ in range(3):
        QApplication.processEvents()
    assert (quiz.width(), quiz.height()) == (1024, 640)
    scroll = quiz.answers_scroll
    view = scroll.viewport()
    area = QRect(QPoint(0, 0), view.size())
    labels = [label for label in scroll.widget().findChildren(QLabel) if label.isVisible() and label.text()]
    total = [
        label
        for label in labels
        if "3900</li></ul>" in label.text()
        and ("the discarder pays" in label.text() or "набросивший" in label.text())
    ]
    assert total, [label.text() for label in labels]
    for label in labels:
        rect = QRect(label.mapTo(view, QPoint(0, 0)), label.size())
        assert area.contains(rect), label.text()
    assert not scroll.verticalScrollBar().isVisible()

"""``--answers`` in the quiz window: a refusal never widens the window past the screen."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from mjgui.controller.teach.quiz import QuizController


def test_a_refused_answer_of_any_length_leaves_the_window_its_width(player) -> None:
    """``mjgui --window quiz --answers xxx…`` (10 000 characters) made a 71 076 px wide PNG: the
    refusal label quoted the answer whole, one unbreakable word. The refusal quotes the answer's
    start and wraps; the window needs no more width than before, and an answer text over the limit
    is refused whole."""
    quiz = player.window.quiz_window(QuizController("en", "yaku", seed=3))
    quiz.start()
    quiz.show()
    QApplication.processEvents()
    width = quiz.minimumSizeHint().width()
    label = quiz.findChild(QLabel, "quiz-error")
    assert label is not None and not label.isVisible()
    for typed in ("x" * 999, "x" * 10_000):
        assert not quiz.controller.answer_all(typed)
        QApplication.processEvents()
        assert label.isVisible() and "x" * 41 not in label.text()
        assert quiz.minimumSizeHint().width() == width
    assert (
        "The answers of --answers are 10\u00a0000\u00a0characters long, but at most 1000\u00a0are read"
        in (label.text())
    )
    quiz.close()

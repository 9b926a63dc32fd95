"""What a screen reader says for the controls that show only a number or nothing of their own:
each is named in words, in both languages, and named again on a live language switch."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QWidget
from test_tracker_support import activate

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


def test_the_value_buttons_say_their_unit(tracker_on_record: Callable[..., object], qtbot: object) -> None:
    """The Ron dialog's han and fu buttons were read "1".."4" and "20".."110", the yakuman's
    count "× 1"."""
    shown = tracker_on_record("en", GAME)
    window = shown.window  # type: ignore[attr-defined]
    dialog = window.open_action("ron")
    qtbot.waitUntil(dialog.isVisible)  # type: ignore[attr-defined]

    def names() -> dict[str, str]:
        return {
            name: dialog.findChild(QWidget, name).accessibleName()
            for name in ("han-1", "han-3", "fu-30", "fu-110", "yakuman-count")
        }

    assert names() == {
        "han-1": "1\u00a0han",
        "han-3": "3\u00a0han",
        "fu-30": "30\u00a0fu",
        "fu-110": "110\u00a0fu",
        "yakuman-count": "Number of yakuman",
    }
    window.languages.set_language("ru")
    qtbot.waitUntil(lambda: names()["han-1"] != "1\u00a0han")  # type: ignore[attr-defined]
    assert names() == {
        "han-1": "1\u00a0хан",
        "han-3": "3\u00a0хан",  # хан and фу do not decline (docs/glossary.md)
        "fu-30": "30\u00a0фу",
        "fu-110": "110\u00a0фу",
        "yakuman-count": "Число якуманов",
    }
    assert dialog.findChild(QWidget, "han-3").text() == "3"  # the button still shows the number


def unnamed(window: QWidget) -> list[str]:
    """The shown Tab stops of ``window`` a screen reader has no name for."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QScrollBar

    out = []
    for widget in window.findChildren(QWidget):
        if (
            widget.isVisible()
            and widget.window() is window
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
            and not isinstance(widget, QScrollBar)
        ):
            face = QAccessible.queryAccessibleInterface(widget)
            if face is None or not face.text(QAccessible.Text.Name).strip():
                out.append(widget.objectName() or type(widget).__name__)
    return out


def switch_to_russian(window: QWidget, qtbot: object) -> None:
    english = window.windowTitle()
    window.languages.set_language("ru")  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: window.windowTitle() != english)  # type: ignore[attr-defined]


def test_every_tab_stop_of_the_calculator_is_named(player: object, qtbot: object) -> None:
    """The input column's and the arithmetic's scroll areas were Tab stops without a name."""
    window = player.window  # type: ignore[attr-defined]
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    window.details.setCurrentIndex(0)  # How it is counted
    assert not unnamed(window)
    assert window.steps_scroll.accessibleName() == "How it is counted"
    switch_to_russian(window, qtbot)
    assert not unnamed(window)
    assert window.steps_scroll.accessibleName() == window.details.tabText(0) != "How it is counted"


def test_every_tab_stop_of_the_tracker_is_named(
    tracker_on_record: Callable[..., object], qtbot: object
) -> None:
    window = tracker_on_record("en", GAME).window  # type: ignore[attr-defined]
    assert not unnamed(window)
    switch_to_russian(window, qtbot)
    assert not unnamed(window)


def test_every_tab_stop_of_the_club_is_named(club: QWidget, qtbot: object, tmp_path: object) -> None:
    """The league table and the statistics' scroll area had no name."""
    from tests.leaguegen import write_season

    write_season(tmp_path / "season", 4)  # type: ignore[operator]
    club.open_folder(tmp_path / "season")  # type: ignore[attr-defined,operator]
    club.table.selectRow(0)  # type: ignore[attr-defined]
    assert not unnamed(club)
    assert club.table.accessibleName() == "League table"  # type: ignore[attr-defined]
    switch_to_russian(club, qtbot)
    assert not unnamed(club)
    assert club.table.accessibleName() == "Таблица лиги"  # type: ignore[attr-defined]


def test_every_tab_stop_of_the_quiz_is_named(player: object, qtbot: object) -> None:
    """The yaku filter had only its placeholder, the answers' scroll area no name, and the
    choices' scroll area was a Tab stop of its own before its check boxes."""
    from mjgui.controller.teach.quiz import QuizController

    quiz = player.window.quiz_window(QuizController("en", "yaku", seed=8))  # type: ignore[attr-defined]
    quiz.show()
    quiz.controller.new_hand()
    qtbot.waitExposed(quiz)  # type: ignore[attr-defined]
    assert not unnamed(quiz)
    assert quiz.filter.accessibleName() == "Find a yaku"
    switch_to_russian(quiz, qtbot)
    assert not unnamed(quiz)
    assert quiz.filter.accessibleName() == "Найти яку"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_quiz_number_step_is_named_and_its_badges_worded(
    player: object, qtbot: object, lang: str
) -> None:
    """On the han and fu questions the answer field had no name, the answer buttons were read
    "3" or "30", and the steps' badges said the quiz's inner state ("Хан: current")."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton

    from mjgui.controller.teach.quiz import QuizController

    quiz = player.window.quiz_window(QuizController(lang, "payment", seed=5))  # type: ignore[attr-defined]
    quiz.show()
    quiz.controller.new_hand()
    qtbot.waitExposed(quiz)  # type: ignore[attr-defined]
    activate(quiz, qtbot)
    if lang != "en":
        quiz.languages.set_language(lang)
        qtbot.waitUntil(lambda: quiz.windowTitle() != "mjgui — scoring quiz")  # type: ignore[attr-defined]
    control = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, control)  # type: ignore[attr-defined]  # no yaku
    assert quiz.controller.view().input == "number"
    words = {
        "en": ("How many han, dora included?", "han", "How many fu, after rounding?", "fu"),
        "ru": ("Сколько хан вместе с дорами?", "хан", "Сколько фу после округления?", "фу"),
    }[lang]
    badges = {
        "en": [
            "Yaku: answered, wrong",
            "Han: the question now",
            "Fu: still to come",
            "Payment: still to come",
        ],
        "ru": ["Яку: ответ неверный", "Хан: вопрос сейчас", "Фу: ещё впереди", "Выплата: ещё впереди"],
    }[lang]

    def said(name: str) -> str:
        return quiz.findChild(QWidget, name).accessibleName()  # type: ignore[no-any-return]

    assert not unnamed(quiz)
    assert quiz.findChild(QLineEdit, "quiz-number").accessibleName() == words[0]
    assert said("quiz-pick-3") == f"3\u00a0{words[1]}"
    assert quiz.findChild(QToolButton, "quiz-pick-3").text() == "3"  # the button still shows the number
    assert [said(f"quiz-badge-{step}") for step in ("yaku", "han", "fu", "payment")] == badges
    number = quiz.findChild(QLineEdit, "quiz-number")
    qtbot.keyClicks(number, "2")  # type: ignore[attr-defined]
    qtbot.keyClick(number, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert quiz.controller.view().step == "fu"
    assert not unnamed(quiz)
    assert number.accessibleName() == words[2]
    assert said("quiz-pick-30") == f"30\u00a0{words[3]}"
    assert said("quiz-badge-fu") == badges[1].replace(badges[1].split(":")[0], badges[2].split(":")[0])

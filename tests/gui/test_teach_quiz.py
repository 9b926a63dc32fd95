"""The quiz window, answered by real clicks and keys: right and wrong answers, the explaining
step shown at once, the running score, the level and the language switched, the desk's hand."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QLineEdit, QPushButton, QToolButton, QWidget

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.text import yaku_name
from mjgui.gui.teach.quiz import QuizWindow
from mjgui.gui.teach.widgets import HandPictureWidget
from mjgui.gui.window import MainWindow


@pytest.fixture(autouse=True)
def _start_in_english() -> None:
    """A window an earlier test left in Russian keeps its translators installed until Python
    frees it; put such left-over windows back to English so this test starts in English."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.languages.current != "en":
            widget.languages.set_language("en")


@pytest.fixture
def quiz(player) -> Iterator[QuizWindow]:
    """The quiz opened from the calculator with F7, on a seeded session (full payment level)."""
    window = player.window.quiz_window(QuizController("en", "payment", seed=5))
    activate(player)
    player.qtbot.keyClick(player.window, Qt.Key.Key_F7)
    assert window.isVisible()
    player.qtbot.waitExposed(window)
    yield window
    if window.languages.current != "en":
        window.findChild(QAction, "quiz-language-en").trigger()
        QApplication.processEvents()


def activate(player) -> None:
    """Window shortcuts (F7) work in the active window."""
    player.window.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is player.window)


def find(window: QWidget, name: str, kind: type[QWidget] = QWidget) -> QWidget:
    widget = window.findChild(kind, name)
    assert widget is not None, name
    return widget


def text(window: QWidget, name: str) -> str:
    label = find(window, name, QLabel)
    assert isinstance(label, QLabel)
    return label.text()


def tick(qtbot, window: QuizWindow, ident: str) -> None:
    box = find(window, f"yaku-{ident}", QCheckBox)
    assert box.isVisible()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def verdicts(window: QuizWindow) -> list[tuple[bool, str, str]]:
    return [
        (card.view.correct, card.title.text(), card.details.text())
        for card in window.verdict_cards()
        if card.view is not None
    ]


def test_a_quiz_session_by_clicks_and_keys(player, quiz) -> None:
    qtbot = player.qtbot
    question = quiz.controller.session.question
    assert question is not None
    answers = question.answers
    # the hand is drawn with the tile art
    picture = find(quiz, "quiz-hand", HandPictureWidget)
    assert isinstance(picture, HandPictureWidget) and picture.picture is not None
    codes = sorted(t.code for t in picture.picture.hand)
    assert codes == sorted(t.code for t in question.spec.concealed)
    assert picture.picture.hand[picture.picture.win_index].win
    image = picture.grab().toImage()
    assert len({image.pixel(x, image.height() // 3) for x in range(0, image.width() // 2, 4)}) > 10
    assert text(quiz, "quiz-title") == "Hand 1"
    assert "Seat:" in text(quiz, "quiz-situation")
    # 1. the yaku: type one and press Enter, click the others, then Enter on the empty field
    assert text(quiz, "quiz-prompt") == "Which yaku does this hand have (dora are not yaku)?"
    first, *rest = sorted(answers.yaku)
    search = find(quiz, "quiz-filter", QLineEdit)
    qtbot.keyClicks(search, yaku_name(first))
    assert find(quiz, f"yaku-{first}", QCheckBox).isVisible()
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert find(quiz, f"yaku-{first}", QCheckBox).isChecked()
    assert search.text() == ""
    for ident in rest:
        tick(qtbot, quiz, ident)
    assert quiz.controller.ticked == answers.yaku
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert verdicts(quiz)[0][0] is True and "Right:" in verdicts(quiz)[0][1]
    assert text(quiz, "quiz-score") == "1 of 1 answer right"
    assert "✓" in text(quiz, "quiz-badge-yaku")
    # 2. a wrong han, typed: the han sum explains it at once
    assert text(quiz, "quiz-prompt") == "How many han, dora included?"
    number = find(quiz, "quiz-number", QLineEdit)
    assert number.hasFocus()
    qtbot.keyClicks(number, str(answers.han + 1))
    qtbot.keyClick(number, Qt.Key.Key_Return)
    right, title, details = verdicts(quiz)[1]
    assert not right and title.endswith(
        f"Not quite. Right: {answers.han}\u00a0han; you said: {answers.han + 1}\u00a0han"
    )
    assert "Han: " in details and f"= {answers.han}" in details
    assert text(quiz, "quiz-score") == "1 of 2 answers right"
    assert "✗" in text(quiz, "quiz-badge-han")
    # 3. the fu, by clicking a quick answer
    assert text(quiz, "quiz-prompt") == "How many fu, after rounding?"
    pick = find(quiz, f"quiz-pick-{answers.fu}", QToolButton)
    qtbot.mouseClick(pick, Qt.MouseButton.LeftButton)
    assert verdicts(quiz)[2][0] is True
    # 4. the payment, typed wrong: the payment steps explain it
    field = find(quiz, "quiz-pay-0", QLineEdit)
    assert field.hasFocus()
    for i, amount in enumerate(answers.payment):
        target = find(quiz, f"quiz-pay-{i}", QLineEdit)
        qtbot.keyClicks(target, str(amount + 100))
        qtbot.keyClick(target, Qt.Key.Key_Return)
    right, title, details = verdicts(quiz)[3]
    assert not right and "Not quite" in title
    assert "×" in details
    # the hand is done: the summary, the whole answer, the score; Enter deals the next hand
    assert text(quiz, "quiz-summary") == "Hand 1\u00a0done: 2\u00a0of 4\u00a0answers right"
    assert str(answers.payment[0]) in text(quiz, "quiz-answer")
    assert text(quiz, "quiz-score") == "2 of 4 answers right · 0 of 1 hand perfect"
    next_button = find(quiz, "quiz-next", QPushButton)
    assert next_button.hasFocus()
    qtbot.keyClick(next_button, Qt.Key.Key_Return)
    assert text(quiz, "quiz-title") == "Hand 2"
    assert verdicts(quiz) == []
    assert text(quiz, "quiz-score") == "2 of 4 answers right · 0 of 1 hand perfect"


def test_a_wrong_yaku_shows_what_it_is_and_why_not(player, quiz) -> None:
    qtbot = player.qtbot
    answers = quiz.controller.session.question.answers
    missed = sorted(answers.yaku)[0]
    for ident in sorted(answers.yaku - {missed}):
        tick(qtbot, quiz, ident)
    tick(qtbot, quiz, "toitoi")
    qtbot.mouseClick(find(quiz, "quiz-check-yaku", QPushButton), Qt.MouseButton.LeftButton)
    right, _, details = verdicts(quiz)[0]
    assert not right
    assert f"Missed: {yaku_name(missed)}" in details
    assert "Not counted: Toitoi" in details
    assert f"{yaku_name(missed)}: " in details  # what the missed yaku is
    assert "No toitoi" in details  # why the claimed one does not count
    assert text(quiz, "quiz-score") == "0 of 1 answer right"


def test_level_switch_by_click_and_keys(player, quiz) -> None:
    qtbot = player.qtbot
    spec = quiz.controller.session.question.spec
    steps = ("yaku", "han", "fu", "payment")
    badges = [name for name in steps if find(quiz, f"quiz-badge-{name}").isVisible()]
    assert badges == ["yaku", "han", "fu", "payment"]
    qtbot.mouseClick(find(quiz, "level-yaku", QToolButton), Qt.MouseButton.LeftButton)
    # nothing answered yet: the same hand, asked at the new level
    assert quiz.controller.session.question.spec == spec
    assert text(quiz, "quiz-title") == "Hand 1"  # the same hand keeps its number (issue 24)
    assert find(quiz, "level-yaku", QToolButton).isChecked()
    assert not find(quiz, "level-payment", QToolButton).isChecked()
    assert not find(quiz, "quiz-badge-han").isVisible()
    # yaku only: one answer finishes the hand
    search = find(quiz, "quiz-filter", QLineEdit)
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert find(quiz, "quiz-summary").isVisible()
    qtbot.keyClick(quiz, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert quiz.controller.level == "han_fu"
    assert find(quiz, "level-han_fu", QToolButton).isChecked()
    assert find(quiz, "quiz-badge-fu").isVisible() and not find(quiz, "quiz-badge-payment").isVisible()
    # a hand already answered gives way to a new one; the hand asked again kept its number 1
    assert text(quiz, "quiz-title") == "Hand 2"
    qtbot.keyClick(quiz, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert text(quiz, "quiz-title") == "Hand 3"


def test_language_switch_in_the_quiz(player, quiz) -> None:
    qtbot = player.qtbot
    search = find(quiz, "quiz-filter", QLineEdit)
    qtbot.keyClick(search, Qt.Key.Key_Return)  # an empty claim: wrong
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    qtbot.waitUntil(lambda: quiz.languages.current == "ru")
    QApplication.processEvents()
    assert text(quiz, "quiz-prompt") == "Сколько хан вместе с дорами?"
    assert find(quiz, "quiz-check-number", QPushButton).text() == "Проверить"
    assert find(quiz, "level-yaku", QToolButton).text() == "Только яку"
    assert text(quiz, "quiz-title") == "Рука 1"
    right, title, details = verdicts(quiz)[0]
    assert not right and "Неверно" in title and "Пропущено" in details
    assert text(quiz, "quiz-score") == "Верно 0 из 1\u00a0ответа"
    assert quiz.menu_quiz.title() == "&Тест"
    # the calculator follows the same language
    assert player.window.menu_learn.title() == "&Обучение"
    # and back
    quiz.findChild(QAction, "quiz-language-en").trigger()
    qtbot.waitUntil(lambda: quiz.languages.current == "en")
    QApplication.processEvents()
    assert text(quiz, "quiz-prompt") == "How many han, dora included?"
    assert "Not quite" in verdicts(quiz)[0][1]


def test_typing_mistakes_are_said_not_judged(player, quiz) -> None:
    qtbot = player.qtbot
    qtbot.keyClick(find(quiz, "quiz-filter", QLineEdit), Qt.Key.Key_Return)
    qtbot.mouseClick(find(quiz, "quiz-check-number", QPushButton), Qt.MouseButton.LeftButton)
    assert find(quiz, "quiz-error").isVisible()
    assert "Type a whole number, e.g. 3" in text(quiz, "quiz-error")
    assert len(verdicts(quiz)) == 1


def test_quiz_the_hand_on_the_desk_and_open_it_back(player) -> None:
    qtbot = player.qtbot
    player.type("234m567p3467888s5s")
    player.check("riichi")
    player.choose("seat", 1)
    activate(player)
    qtbot.keyClick(player.window, Qt.Key.Key_F7, Qt.KeyboardModifier.ShiftModifier)
    quiz = player.window.quiz_window()
    assert quiz.isVisible()
    assert text(quiz, "quiz-title") == "Hand 1 · from the calculator"
    assert quiz.controller.session.question.answers.total == 3900
    # a hand without yaku on the desk: said in the quiz, the question stays
    player.click("clear")
    player.type("23488m567p12789s3s")
    quiz.findChild(QPushButton, "quiz-desk").click()
    assert "cannot be quizzed" in text(quiz, "quiz-error") and "yaku" in text(quiz, "quiz-error")
    assert quiz.controller.session.question.answers.total == 3900
    # answer it, then open it on the calculator
    for ident in ("riichi", "tanyao", "pinfu"):
        quiz.controller.set_yaku(ident, True)
    quiz.controller.submit_yaku()
    for answer in ("3", "30"):
        quiz.controller.submit_number(answer)
    assert text(quiz, "quiz-summary") == "Hand 1\u00a0done: every answer right"
    qtbot.mouseClick(find(quiz, "quiz-open-desk", QPushButton), Qt.MouseButton.LeftButton)
    assert player.headline == "3900"
    assert player.window.notation.text() == "234m567p3467888s5s"


def test_a_renhou_hand_is_answered_with_its_box(player, quiz) -> None:
    """A renhou hand's yaku step had no box to tick: now one, listed as the rules pay it, and
    gone again with rules that have no renhou."""
    from mjgui.core.scoring.arguments import parse_score_args

    def spec(args: str):
        return parse_score_args(args.split())[0].spec

    qtbot = player.qtbot
    hand = "234m567p34567888s --win 5s --seat S --from E"
    assert quiz.controller.quiz_hand(spec(hand + " --renhou"))
    QApplication.processEvents()
    grid = quiz.choices.layout()

    def row_of(widget: QWidget) -> int:
        return grid.getItemPosition(grid.indexOf(widget))[0]

    box = find(quiz, "yaku-renhou", QCheckBox)
    headings = {text(quiz, f"quiz-group-{i}"): find(quiz, f"quiz-group-{i}") for i in range(4)}
    assert list(headings) == ["1 han", "2 han", "3 han or more", "Yakuman"]
    assert row_of(headings["3 han or more"]) < row_of(box) < row_of(headings["Yakuman"])
    tick(qtbot, quiz, "renhou")
    qtbot.mouseClick(find(quiz, "quiz-check-yaku", QPushButton), Qt.MouseButton.LeftButton)
    right, title, _ = verdicts(quiz)[0]
    assert right and title.endswith("Right: Renhou")
    # a renhou counted as a yakuman is listed with them
    assert quiz.controller.quiz_hand(spec(hand + " --renhou --rule-option renhou=yakuman"))
    QApplication.processEvents()
    assert box.isVisible() and not box.isChecked()
    assert row_of(box) > row_of(headings["Yakuman"])
    # no renhou in the rules: no box
    assert quiz.controller.quiz_hand(spec(hand + " --riichi --rule-option renhou=off"))
    QApplication.processEvents()
    assert not box.isVisible()
    assert find(quiz, "yaku-riichi", QCheckBox).isVisible()


def test_the_search_placeholder_fits_at_1024_by_640(player, quiz) -> None:
    """The Russian hint of the yaku search ended «…например «таняо» или tan…» at 1024×640."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    quiz.resize(1024, 640)
    for lang in ("en", "ru"):
        quiz.findChild(QAction, f"quiz-language-{lang}").trigger()
        player.qtbot.waitUntil(lambda lang=lang: quiz.languages.current == lang)
        QApplication.processEvents()
        field = find(quiz, "quiz-filter", QLineEdit)
        assert field.isVisible() and "tanyao" in field.placeholderText()
        option = QStyleOptionFrame()
        field.initStyleOption(option)
        inside = field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field)
        margins = field.textMargins()
        room = inside.width() - margins.left() - margins.right() - 4  # QLineEdit keeps 2 px a side
        assert field.fontMetrics().horizontalAdvance(field.placeholderText()) <= room, lang


def alt_letters(menu) -> list[str]:  # type: ignore[no-untyped-def]
    """The Alt letters (the letter after a single ``&``) of a menu's items, in order."""
    import re

    letters = []
    for act in menu.actions():
        found = re.search(r"(?<!&)&([^&\s])", act.text().replace("&&", ""))
        if not act.isSeparator() and found:
            letters.append(found.group(1).casefold())
    return letters


def menus_of(window: QWidget) -> list:  # type: ignore[type-arg]
    """Every menu of a window's menu bar, submenus too, and the bar itself."""
    found: list = [window.menuBar()]  # type: ignore[attr-defined]
    todo = list(found)
    while todo:
        for act in todo.pop().actions():
            if act.menu() is not None:
                found.append(act.menu())
                todo.append(act.menu())
    return found


def test_no_two_items_of_a_teaching_menu_share_an_alt_letter(player, quiz) -> None:
    """ "Add the &calculator's winning hands" and "&Close" were both Alt+C; in Russian «из
    &калькулятора» and «руки &калькулятора» both К."""
    windows = [quiz, player.window.compare_window()]
    for lang in ("en", "ru"):
        quiz.findChild(QAction, f"quiz-language-{lang}").trigger()
        player.qtbot.waitUntil(lambda lang=lang: quiz.languages.current == lang)
        QApplication.processEvents()
        for window in windows:
            for menu in menus_of(window):
                letters = alt_letters(menu)
                items = [a.text() for a in menu.actions() if not a.isSeparator()]
                assert len(letters) == len(set(letters)), (lang, window.objectName(), items)
        assert len(menus_of(quiz)) == 4  # the bar, Quiz, View and its Language
        assert len(alt_letters(quiz.menu_quiz)) == 6


def _press(player, key: Qt.Key) -> None:
    """``key`` pressed where the focus is, as a player presses it (the window's shortcuts first)."""
    from PySide6.QtTest import QTest

    QTest.keyClick(QApplication.focusWidget(), key)
    QApplication.processEvents()


def _reopen(player, quiz: QuizWindow) -> None:
    """Learn → Quiz (F7) on the calculator."""
    activate(player)
    player.qtbot.keyClick(player.window, Qt.Key.Key_F7)
    assert quiz.isVisible()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is quiz)


def test_esc_closes_the_quiz_and_the_answer_being_given_is_there_again(player, quiz) -> None:
    """Esc closed the log and the club windows but not the quiz (only Ctrl+W did). It closes the
    quiz now; closing only hides it, so the yaku ticked, a number typed and the hand are as
    they were when Learn → Quiz opens it again: an answer in progress is never lost."""
    qtbot = player.qtbot
    question = quiz.controller.session.question
    first = sorted(question.answers.yaku)[0]
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is quiz)
    tick(qtbot, quiz, first)
    _press(player, Qt.Key.Key_Escape)
    assert not quiz.isVisible()
    _reopen(player, quiz)
    assert quiz.controller.session.question is question
    assert find(quiz, f"yaku-{first}", QCheckBox).isChecked() and quiz.controller.ticked == {first}
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    number = find(quiz, "quiz-number", QLineEdit)
    assert number.hasFocus()
    qtbot.keyClicks(number, "7")
    _press(player, Qt.Key.Key_Escape)
    assert not quiz.isVisible()
    _reopen(player, quiz)
    assert quiz.controller.session.question is question and quiz.controller.view().step == "han"
    assert number.text() == "7" and number.hasFocus()
    assert len(quiz.verdict_cards()) == 1  # the yaku's verdict, nothing answered meanwhile


def test_esc_in_the_yaku_search_clears_it_first(player, quiz) -> None:
    """Esc in the search field with text in it clears the text (the window stays); on an
    empty field it closes the quiz."""
    search = find(quiz, "quiz-filter", QLineEdit)
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is quiz)
    assert search.hasFocus()
    player.qtbot.keyClicks(search, "tan")
    _press(player, Qt.Key.Key_Escape)
    assert quiz.isVisible() and search.text() == ""
    _press(player, Qt.Key.Key_Escape)
    assert not quiz.isVisible()


@pytest.mark.parametrize("start", ["en", "ru"])
def test_the_answer_fields_take_the_same_numbers_in_either_language_whatever_the_start(
    player, start: str
) -> None:
    """The fields followed the locale of the moment they were made: a quiz started in Russian
    took "12 000" and refused "12,000", one switched to Russian the other way round (and one in
    English refused "12 000"). They take digits grouped in either way, in either language."""
    qtbot = player.qtbot
    if start == "ru":
        player.window.set_language("ru")
        QApplication.processEvents()
    quiz = player.window.quiz_window(QuizController(start, "payment", seed=5))
    quiz.show()
    numbers = ("12000", "12 000", "12,000", "12\u00a0000", "12'000", "１２０００")
    try:
        for lang in (start, "ru" if start == "en" else "en"):
            quiz.findChild(QAction, f"quiz-language-{lang}").trigger()
            QApplication.processEvents()
            assert quiz.languages.current == lang
            for field in quiz.pay_fields:
                for typed in numbers:
                    if typed.isascii() or "\u00a0" in typed:  # (QTest types no fullwidth digit)
                        field.clear()
                        qtbot.keyClicks(field, typed)
                        assert field.text() == typed and field.hasAcceptableInput(), (lang, typed)
                    field.clear()
                    field.insert(typed)  # as a paste puts it
                    assert field.text() == typed and field.hasAcceptableInput(), (lang, typed)
                field.clear()
                qtbot.keyClicks(field, "12.0a00")  # neither a letter nor a decimal point
                assert field.text() == "12000"
                field.clear()
                qtbot.keyClicks(field, "1 000 000")  # over the most a payment is
                assert field.text() == "1 000 00"  # the digit that goes over it refused
            quiz.number.clear()
            qtbot.keyClicks(quiz.number, "1,040")
            assert quiz.number.text() == "1,04"  # 1 040 is over the most a han or fu count is
    finally:
        quiz.findChild(QAction, "quiz-language-en").trigger()
        QApplication.processEvents()


CTRL = Qt.KeyboardModifier.ControlModifier
KEYPAD = Qt.KeyboardModifier.KeypadModifier


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [(Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Enter, CTRL | KEYPAD)],
    ids=["ctrl-return", "ctrl-keypad-enter"],
)
def test_ctrl_and_either_enter_key_checks_the_answer(player, quiz, key: Qt.Key, modifiers) -> None:
    """Ctrl and the keypad's Enter did nothing (README: "Ctrl+Enter is Ctrl and either Enter
    key"): only Ctrl+Return was the Check's key. Pressed on a yaku box, either checks the yaku."""
    qtbot = player.qtbot
    qtbot.waitUntil(lambda: QApplication.activeWindow() is quiz)
    assert quiz.controller.view().step == "yaku"
    first = sorted(quiz.controller.session.question.answers.yaku)[0]
    box = find(quiz, f"yaku-{first}", QCheckBox)
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(box, Qt.Key.Key_Space)  # ticked by keyboard too
    assert quiz.controller.ticked == {first}
    qtbot.keyClick(box, key, modifiers)
    assert quiz.controller.view().step == "han"
    assert len(quiz.verdict_cards()) == 1  # the yaku answered, once


def _tab_until(qtbot, start: QWidget, name: str) -> list[str]:
    """The names of the widgets Tab reaches from ``start`` up to the one named ``name``."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    seen: list[str] = []
    while not seen or seen[-1] != name:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget().objectName())
        assert len(seen) < 120, seen
    return seen


def test_tab_goes_down_the_question_before_the_answers_on_the_right(player, quiz) -> None:
    """The yaku boxes and the quick answers under the field on the left, made when first
    needed, came after "Your answers" on the right: from the Check button Tab jumped to the
    right column, then back to the boxes. Now the question's column, as it reads, then the
    answers."""
    qtbot = player.qtbot
    qtbot.waitUntil(lambda: QApplication.activeWindow() is quiz)
    view = quiz.controller.view()
    assert view.step == "yaku"
    boxes = [f"yaku-{choice.id}" for choice in view.choices]
    seen = _tab_until(qtbot, quiz.filter, "quiz-answers-scroll")
    assert seen == ["quiz-check-yaku", *boxes, "quiz-answers-scroll"]
    # the boxes as the grid shows them: each right of the one before on its row, or lower
    places = [find(quiz, name).mapTo(quiz, QPoint(0, 0)) for name in boxes]
    for a, b in pairwise(places):
        assert (b.y() == a.y() and b.x() > a.x()) or b.y() > a.y()
    qtbot.keyClick(quiz.filter, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    view = quiz.controller.view()
    assert view.step == "han" and view.numbers
    number = find(quiz, "quiz-number", QLineEdit)
    picks = [f"quiz-pick-{n}" for n in view.numbers]
    assert _tab_until(qtbot, number, "quiz-answers-scroll") == [
        "quiz-check-number",
        *picks,
        "quiz-answers-scroll",
    ]


def test_the_calculators_hands_added_again_say_they_are_waiting(qtbot, tmp_path, monkeypatch) -> None:
    """Quiz → Add the calculator's winning hands, clicked while they all wait: nothing was
    added, nothing said, no hand asked. Now the practice bar says they are waiting."""
    from pathlib import Path

    from mjgui.core.logs import read_log_file
    from mjgui.core.teach.own_hands import log_hands

    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path))
    data = Path(__file__).resolve().parent.parent / "data" / "logs" / "dnovikoff-example.mjlog"
    hands = log_hands(read_log_file(data))[:3]
    window = QuizWindow(QuizController("en", "payment", seed=5))
    qtbot.addWidget(window)
    window.add_own_hands(hands)
    assert window.controller.session.question.spec == hands[0]  # the first asked at once
    window.add_own_hands(hands[1:])
    info = window.practice_bar.info
    assert info.text().replace("\u00a0", " ") == (  # a count kept with its word on one line
        "Nothing was added: these hands are already waiting to be asked (2 hands in all).\n"
        "One of your own hands; 2 more are waiting."
    )
    assert not info.isHidden()
    assert window.controller.session.question.spec == hands[0]


def test_a_ron_made_furiten_after_it_was_entered_is_not_asked(player, tmp_path, monkeypatch) -> None:
    """The hand clicked and riichi ticked (the desk pays 2000), then the player's own 1m added to
    the discards: the desk says "Furiten: no ron" and offers no Apply to game, yet *Add the
    calculator's winning hands* asked that ron, 2000, from the state before the discard. The last
    state of the same tiles decides: nothing is asked, and the quiz says so."""
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path))
    player.click_tiles("23m456p789s234p55z4m")
    player.check("riichi")
    assert player.headline == "2000"
    player.mode("discard")
    player.click_tiles("1m")  # the 1m-4m wait in the player's own discards
    player.mode("hand")
    assert player.headline == "Furiten: no ron"
    window = player.window.quiz_window(QuizController("en", "payment", seed=5))
    player.qtbot.addWidget(window)
    asked = window.controller.session.question
    window.act_add_calculator.trigger()
    assert window.controller.session.question == asked  # no hand of the desk's asked
    assert window.practice_bar.info.text() == (
        "The calculator has no winning hand in this session yet: score a hand there first."
    )


def test_each_verdict_is_read_with_the_field_the_focus_goes_to(player, quiz, monkeypatch) -> None:
    """After an answer the focus goes to the next question's field: it said only that question,
    the verdict was in a card far down the answers' list. The field's description now starts with
    the verdict (the done page's Next button: with the hand's summary), and it is announced."""
    import mjgui.gui.teach.quiz as quiz_module

    heard: list[tuple[str, str]] = []
    monkeypatch.setattr(
        quiz_module, "announce", lambda w, said: heard.append((w.objectName(), said)), raising=False
    )
    qtbot = player.qtbot
    qtbot.waitUntil(lambda: QApplication.activeWindow() is quiz)
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, ctrl)  # no yaku ticked
    field = QApplication.focusWidget()
    assert field is not None and field.objectName() == "quiz-number"
    said = "Yaku: Not quite. Right: Riichi, Pinfu; you said: none"
    assert quiz.verdict_cards()[-1].accessibleName() == said
    assert field.accessibleDescription() == said
    assert heard == [("quiz-number", said)]
    qtbot.keyClicks(field, "3")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert field.accessibleDescription() == quiz.verdict_cards()[-1].accessibleName()
    assert field.accessibleDescription().startswith("Han: Right")
    qtbot.keyClicks(field, "30")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    pay = QApplication.focusWidget()
    assert pay is not None and pay.objectName() == "quiz-pay-0"
    assert pay.accessibleDescription().startswith("Fu: Right")
    assert field.accessibleDescription() == ""  # said once, where the focus is
    qtbot.keyClicks(pay, "1000")
    qtbot.keyClick(pay, Qt.Key.Key_Return)
    done = QApplication.focusWidget()
    assert done is not None and done.objectName() == "quiz-next"
    assert done.accessibleDescription() == (
        "Payment: Not quite. Right: 3900; you said: 1000\nHand 1 done: 2 of 4 answers right"
    )
    assert [name for name, _said in heard] == ["quiz-number", "quiz-number", "quiz-pay-0", "quiz-next"]

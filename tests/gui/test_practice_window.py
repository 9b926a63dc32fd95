"""The quiz that learns the student, driven by clicks in the quiz window: every mode (points
only, han and fu only, fu skipped from 5 han, beginner hands, practising the weak skills with
the reason shown, the timed drill), and the progress page whose missed hand opens on the
calculator; in English and Russian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QToolButton,
)

from mjgui.controller.teach.practice import Practice, record_path
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.teach.student import StudentRecord
from mjgui.gui.teach.practice import ProgressWindow, Sparkline
from mjgui.gui.teach.quiz import QuizWindow
from mjgui.gui.window import MainWindow
from tests.test_practice_controller import answer


@pytest.fixture(autouse=True)
def _start_in_english() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.languages.current != "en":
            widget.languages.set_language("en")


@pytest.fixture
def quiz(player, tmp_path: Path) -> Iterator[QuizWindow]:
    practice = Practice(StudentRecord.load(record_path(tmp_path)))
    window = player.window.quiz_window(QuizController("en", "payment", seed=8, practice=practice))
    window.show()
    player.qtbot.waitExposed(window)
    yield window
    if window.languages.current != "en":
        window.findChild(QAction, "quiz-language-en").trigger()
        QApplication.processEvents()


def click(player, window: QuizWindow, name: str, kind=QPushButton) -> None:  # type: ignore[no-untyped-def]
    widget = window.findChild(kind, name)
    assert widget is not None and widget.isVisible(), name
    player.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def info(window: QuizWindow) -> str:
    label = window.findChild(QLabel, "quiz-why")
    return label.text() if label.isVisible() else ""


def test_points_only_and_han_fu_only_by_clicks(player, quiz: QuizWindow) -> None:
    click(player, quiz, "level-points", QToolButton)
    quiz.controller.new_hand()
    assert quiz.findChild(QToolButton, "level-points").isChecked()
    assert quiz.controller.view().input == "payment"
    assert quiz.findChild(QLabel, "quiz-badge-yaku").isHidden()
    click(player, quiz, "level-han_fu_only", QToolButton)
    assert quiz.controller.session.question.steps in (("han", "fu"), ("payment",))
    assert quiz.findChild(QToolButton, "level-han_fu_only").text() == "Han and fu only"


def test_skip_fu_and_difficulty_by_clicks(player, quiz: QuizWindow) -> None:
    box = quiz.findChild(QCheckBox, "quiz-skip-fu")
    assert box.text() == "Skip fu from 5 han"
    # a 3-han 70-fu or 4-han 40-fu hand is a mangan by its fu: only from 5 han are they skipped
    assert box.toolTip() == "From 5 han up the fu do not change the payment"
    player.qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert quiz.controller.session.skip_limit_fu
    combo = quiz.findChild(QComboBox, "quiz-difficulty")
    assert [combo.itemText(i) for i in range(combo.count())] == ["Any hand", "Beginner", "Advanced"]
    combo.activated.emit(1)
    assert quiz.controller.session.difficulty == "beginner"
    quiz.controller.new_hand()
    assert quiz.controller.session.question.spec.closed


def test_practise_the_weak_spots_says_why_in_both_languages(player, quiz: QuizWindow) -> None:
    box = quiz.findChild(QCheckBox, "quiz-practise")
    assert box.text() == "Practise my weak spots"
    player.qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert quiz.controller.practice.active
    quiz.controller.new_hand()
    answer(quiz.controller, right=False)
    quiz.controller.new_hand()
    assert info(quiz).startswith("This hand practises ") and "you missed it" in info(quiz)
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    assert info(quiz).startswith("Эта рука тренирует: ") and "вы ошиблись здесь" in info(quiz)
    assert box.text() == "Тренировать слабые места"


def test_timed_drill_by_clicks(player, quiz: QuizWindow) -> None:
    click(player, quiz, "quiz-drill")
    assert info(quiz).startswith("Timed drill: hand 1\u00a0of 10")
    for _ in range(10):
        answer(quiz.controller)
        if quiz.controller.practice.drilling:
            quiz.controller.new_hand()
    assert "Drill of 10\u00a0hands done in" in info(quiz) and "a new best time!" in info(quiz)


def test_progress_page_and_a_missed_hand_opened_on_the_calculator(player, quiz: QuizWindow) -> None:
    quiz.controller.new_hand()
    answer(quiz.controller, right=False)
    missed = quiz.controller.session.question.spec
    click(player, quiz, "quiz-progress")
    page = quiz.findChild(ProgressWindow, "quiz-progress-window")
    assert page is not None and page.isVisible()
    table = page.findChild(QTableWidget, "progress-skills")
    assert table.rowCount() > 0
    assert table.horizontalHeaderItem(2).text() == "Accuracy"
    assert table.item(0, 2).text() == "0% right"
    assert isinstance(table.cellWidget(0, 3), Sparkline)
    player.qtbot.mouseClick(page.findChild(QPushButton, "progress-open"), Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    desk = player.window.controller.spec()
    assert sorted(t.kind for t in desk.concealed) == sorted(t.kind for t in missed.concealed)
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    assert table.horizontalHeaderItem(2).text() == "Точность"
    assert table.item(0, 2).text() == "верно: 0%"


def test_your_own_hands_from_a_record_by_the_menu(
    player, quiz: QuizWindow, tmp_path: Path, monkeypatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from tests.test_own_hands import RECORD

    record = tmp_path / "game.mjgame"
    record.write_text(RECORD, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(record), ""))
    action = quiz.findChild(QAction, "quiz-add-own")
    assert action.text() == "Add &your hands from a game record or log…"
    action.trigger()
    QApplication.processEvents()
    # the record's hand line the game refuses ("123m") is said, with why, above the hand asked
    left_out, asked = info(quiz).split("\n")
    assert left_out.startswith(
        "One hand line of this record was left out, as the game refuses it. It is line 6 (ron Aiko "
        'from Boris hand "123m"): the hand cannot be read: '
    )
    assert asked == "One of your own hands; 1\u00a0more is waiting."
    assert quiz.controller.session.question.spec.riichi


def test_your_own_hands_from_a_record_of_rules_this_mjgui_cannot_read(
    player, quiz: QuizWindow, tmp_path: Path, monkeypatch
) -> None:
    """A record with ``rules tenhou2030`` (a newer mjgui's, or a typo) gave its hands scored under
    the seed rules, unsaid; now the quiz says it cannot read its rules and asks none of them."""
    from PySide6.QtWidgets import QFileDialog

    record = tmp_path / "newer.mjgame"
    record.write_text(
        'rules tenhou2030\nplayers A B C D\nron A from B hand "111m56p789s234s11z4p --riichi"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(record), ""))
    quiz.findChild(QAction, "quiz-add-own").trigger()
    QApplication.processEvents()
    assert "Line 1 (rules tenhou2030): this mjgui cannot read these rules" in info(quiz)
    assert not quiz.controller._own_asked
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    assert "Строка 1 (rules tenhou2030): эта версия mjgui не может прочитать эти правила" in info(quiz)


def test_your_own_hands_from_a_gzip_log_by_the_menu(
    player, quiz: QuizWindow, tmp_path: Path, monkeypatch
) -> None:
    """The dialog offers every name the log window's does (its filter left out *.gz and *.txt),
    and a .mjlog.gz chosen is read as the log window reads it (it was refused as binary data)."""
    import gzip

    from PySide6.QtWidgets import QFileDialog

    data = Path(__file__).resolve().parent.parent / "data" / "logs"
    logs = player.window.log_window()
    asked: list[str] = []

    def choose(target: Path):
        def dialog(*args, **kwargs):
            asked.append(args[3])
            return str(target), ""

        return dialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose(data / "mjx-double-ron.mjlog"))
    logs.ask_open()
    gz = tmp_path / "game.mjlog.gz"
    gz.write_bytes(gzip.compress((data / "mjx-double-ron.mjlog").read_bytes()))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose(gz))
    quiz.findChild(QAction, "quiz-add-own").trigger()
    QApplication.processEvents()
    log_filter, quiz_filter = asked
    patterns = log_filter[log_filter.index("(") + 1 : log_filter.index(")")].split()
    assert {"*.gz", "*.txt", "*.mjlog", "*.json"} <= set(patterns)
    assert quiz_filter == f"Game records and logs (*.mjgame {' '.join(patterns)});;All files (*)"
    assert info(quiz) == "One of your own hands; 3\u00a0more are waiting."


def test_the_calculators_winning_hands_of_the_session(player, quiz: QuizWindow) -> None:
    action = quiz.findChild(QAction, "quiz-add-calculator")
    action.trigger()  # nothing scored yet
    QApplication.processEvents()
    assert info(quiz) == "The calculator has no winning hand in this session yet: score a hand there first."
    calculator = player.window.controller  # the quiz window has the focus: the desk by its controller
    calculator.set_notation("23488m567p789s12s3s")  # no yaku yet: not a winning hand
    calculator.toggle_flag("riichi")  # the same tiles with riichi: a win
    calculator.clear()
    calculator.set_notation("234m567p345s678s55p")
    action.trigger()
    QApplication.processEvents()
    assert info(quiz) == "One of your own hands; 1\u00a0more is waiting."
    first = quiz.controller.session.question.spec
    assert first.riichi and min(t.kind for t in first.concealed) == 1  # 23488m567p789s12s3s
    quiz.controller.new_hand()
    assert sorted(t.code for t in quiz.controller.session.question.spec.concealed) == sorted(
        ["2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "5p", "5p"]
    )


def test_a_wrong_han_total_blames_the_han_count_on_the_progress_page(player, quiz: QuizWindow) -> None:
    """Issue 25: the yaku named right and the han total wrong, by clicks and typing: the
    progress page shows the yaku right and adding up the han wrong (not "Riichi 0% right")."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QLineEdit

    from mjgui.cli import parse_score_args

    qtbot = player.qtbot
    click(player, quiz, "level-han_fu", QToolButton)
    hand = "234m567p345s678s55p --win 2m --riichi --seat S --dora 1m"
    spec = parse_score_args(hand.split(" "))[0].spec
    assert quiz.controller.quiz_hand(spec)
    QApplication.processEvents()
    for ident in ("riichi", "tanyao", "pinfu"):
        box = quiz.findChild(QCheckBox, f"yaku-{ident}")
        assert box is not None and box.isVisible()
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    click(player, quiz, "quiz-check-yaku")
    number = quiz.findChild(QLineEdit, "quiz-number")
    qtbot.keyClicks(number, "6")  # 4 han: riichi, tanyao, pinfu and the dora
    qtbot.keyClick(number, Qt.Key.Key_Return)
    click(player, quiz, "quiz-pick-30", QToolButton)
    assert [v.correct for v in quiz.controller.view().verdicts] == [True, False, True]
    click(player, quiz, "quiz-progress")
    page = quiz.findChild(ProgressWindow, "quiz-progress-window")
    table = page.findChild(QTableWidget, "progress-skills")
    rows = {table.item(r, 0).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert rows["Adding up the han of the yaku and dora"] == "0% right"
    assert rows["Riichi"] == rows["Tanyao"] == rows["Pinfu"] == "100% right"
    assert table.item(0, 0).text() == "Adding up the han of the yaku and dora"  # the weakest first
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    rows = {table.item(r, 0).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert rows["Сложение хан за яку и доры"] == "верно: 0%"
    assert rows["Риичи"] == "верно: 100%"


def test_the_difficulty_box_fits_its_names_after_a_language_switch(player, quiz: QuizWindow) -> None:
    """Switched to Russian with the window open, the box kept its English width («Любые ру»)."""
    box = quiz.practice_bar.difficulty
    quiz.resize(1024, 640)
    QApplication.processEvents()
    for lang in ("ru", "en", "ru"):
        quiz.findChild(QAction, f"quiz-language-{lang}").trigger()
        player.qtbot.waitUntil(lambda lang=lang: quiz.languages.current == lang)
        QApplication.processEvents()
        names = [box.itemText(i) for i in range(box.count())]
        assert ("Для начинающих" if lang == "ru" else "Beginner") in names
        # a box made afresh with these names: the width they need
        fresh = QComboBox()
        fresh.setFont(box.font())
        fresh.addItems(names)
        need = fresh.sizeHint().width()
        assert box.width() >= max(need, box.sizeHint().width(), box.minimumSizeHint().width())
        longest = max(box.fontMetrics().horizontalAdvance(n) for n in names)
        assert box.width() > longest


def test_the_progress_page_says_its_charts_and_missed_hands_in_words(player, quiz: QuizWindow) -> None:
    """The Over time column was an empty cell to a screen reader (a painted line), and a missed
    hand was read as its score line, digits and English --flags, in Russian too. Now each chart
    is said in words, and each missed hand as the quiz shows it: its tiles, then its situation;
    the line is still what opens on the calculator."""
    from PySide6.QtWidgets import QListWidget, QWidget

    quiz.controller.new_hand()
    hand_said = quiz.findChild(QWidget, "quiz-hand").accessibleName()
    assert hand_said
    answer(quiz.controller, right=False)
    line = quiz.controller.practice.record.missed()[0]
    click(player, quiz, "quiz-progress")
    page = quiz.findChild(ProgressWindow, "quiz-progress-window")
    table = page.findChild(QTableWidget, "progress-skills")
    text = Qt.ItemDataRole.AccessibleTextRole
    said = table.item(0, 3).data(text)
    assert said.startswith("From oldest to newest: ") and "0%" in said
    assert set(said.removeprefix("From oldest to newest: ").split(", ")) <= {"0%", "not asked"}
    assert table.cellWidget(0, 3).accessibleName() == said
    missed = page.findChild(QListWidget, "progress-missed")
    item = missed.item(0)
    assert item.text() == line and item.data(Qt.ItemDataRole.UserRole) == line
    words = item.data(text)
    assert words.startswith(hand_said + ". Seat: ") and "--" not in words
    opened: list[str] = []
    page.openHand.connect(opened.append)
    page.findChild(QPushButton, "progress-open").click()
    assert opened == [line]
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    assert table.item(0, 3).data(text).startswith("От старых к новым: ")
    words = missed.item(0).data(text)
    assert "выигрышный тайл. " in words and "--" not in words and "Seat" not in words


def test_a_missed_hand_that_does_not_open_is_said_why_and_its_button_disabled(player, tmp_path: Path) -> None:
    """A missed hand whose line this mjgui does not read (a newer mjgui's flag, from another
    machine of a synced folder): Open on the calculator was enabled and did nothing, without a
    word. Now the page says why that hand does not open, and the button is off for it only."""
    import json

    from PySide6.QtWidgets import QListWidget

    newer = "123m456p789s234s55p --win 5p --seat S --round E --from N --kita-bonus --rules seed"
    readable = "123m456p789s234s55p --win 5p --seat S --round E --from N --rules seed"
    answers = [
        {"when": 1_796_000_000 + n, "hand": hand, "step": "han", "skills": ["han:count"], "correct": False}
        for n, hand in enumerate((readable, newer))
    ]
    path = record_path(tmp_path)
    path.write_text(json.dumps({"version": 1, "answers": answers, "best_times": {}}), encoding="utf-8")
    practice = Practice(StudentRecord.load(path))
    quiz = player.window.quiz_window(QuizController("en", "payment", seed=8, practice=practice))
    quiz.show()
    player.qtbot.waitExposed(quiz)
    page = quiz.show_progress()
    opened: list[str] = []
    page.openHand.connect(opened.append)
    missed = page.findChild(QListWidget, "progress-missed")
    button = page.findChild(QPushButton, "progress-open")
    why = page.findChild(QLabel, "progress-open-why")
    assert missed.item(0).text() == newer  # newest first, chosen
    said = (
        "This hand cannot be opened on the calculator: this mjgui does not read its line (Invalid "
        "input: unrecognized arguments: --kita-bonus)."
    )
    assert why.isVisible() and why.text() == said and not button.isEnabled()
    assert missed.item(0).toolTip() == said
    player.qtbot.mouseDClick(
        missed.viewport(), Qt.MouseButton.LeftButton, pos=missed.visualItemRect(missed.item(0)).center()
    )
    assert opened == []
    player.qtbot.mouseClick(
        missed.viewport(), Qt.MouseButton.LeftButton, pos=missed.visualItemRect(missed.item(1)).center()
    )
    assert not why.isVisible() and button.isEnabled()
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened == [readable]
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    missed.setCurrentRow(0)
    assert why.text().startswith("Эту руку нельзя открыть в калькуляторе") and not button.isEnabled()
    quiz.findChild(QAction, "quiz-language-en").trigger()
    QApplication.processEvents()
    quiz.close()

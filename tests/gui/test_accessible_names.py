"""What a screen reader says for the controls that show only a number or nothing of their own:
each is named in words, in both languages, and named again on a live language switch."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QComboBox, QWidget
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


def words(text: str) -> str:
    """``text`` as a name: a bare symbol (a button's ✕, ×, ←) is none, a screen reader says
    "✕" or "multiplication x" for it, not what the button does."""
    return text if any(c.isalnum() for c in text) else ""


def given_name(widget: QWidget) -> str:
    """The name ``widget`` is given: its accessible name, else the text of a label whose buddy
    it is, else a button's own text; none of them a bare symbol (:func:`words`). Not what Qt's
    bridge says for it: on Linux that falls back to a combo box's current value or a field's
    text, so a control with no name at all ("Any hands") passed. A box's own line edit (an
    editable combo box, a spin box) is named by its box."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QLineEdit, QTabBar

    parent = widget.parentWidget()
    if isinstance(parent, QAbstractSpinBox | QComboBox) and isinstance(widget, QLineEdit):
        widget = parent
    if words(widget.accessibleName().strip()):
        return widget.accessibleName()
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and words(label.text().replace("&", "").strip()):
            return label.text().replace("&", "")
    if isinstance(widget, QAbstractButton):
        return words(widget.text().replace("&", "").strip())
    if isinstance(widget, QLabel):  # a text the keyboard reaches (its links) says itself
        return widget.text().strip()
    if isinstance(widget, QTabBar):  # each tab says its own text
        tabs = [widget.tabText(i).replace("&", "").strip() for i in range(widget.count())]
        return widget.tabText(widget.currentIndex()) if tabs and all(tabs) else ""
    return ""


def _nameless(widget: QWidget) -> bool:
    from PySide6.QtGui import QAccessible

    face = QAccessible.queryAccessibleInterface(widget)
    return face is None or not face.text(QAccessible.Text.Name).strip() or not given_name(widget).strip()


def unnamed(window: QWidget) -> list[str]:
    """The shown Tab stops of ``window`` with no name given (:func:`given_name`), or none a
    screen reader says."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QScrollBar

    out = []
    for widget in window.findChildren(QWidget):
        if (
            widget.isVisible()
            and widget.window() is window
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
            and not isinstance(widget, QScrollBar)
        ) and _nameless(widget):
            out.append(widget.objectName() or type(widget).__name__)
    return out


def test_a_control_named_by_its_value_alone_is_caught(qtbot: object) -> None:
    """A combo box without a name: Qt's Linux bridge reads its current value as its name, so
    the check asked the bridge and passed it; a label's buddy, or a name given, passes. A
    button whose face is a bare symbol (✕) is named by none: it passed."""
    from PySide6.QtWidgets import QComboBox, QLabel, QToolButton, QVBoxLayout

    window = QWidget()
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    layout = QVBoxLayout(window)
    bare, given, buddied = QComboBox(window), QComboBox(window), QComboBox(window)
    for box, name in ((bare, "bare"), (given, "given"), (buddied, "buddied")):
        box.setObjectName(name)
        box.addItems(["Any hands", "Easy hands"])
        layout.addWidget(box)
    given.setAccessibleName("Which hands")
    label = QLabel("&Hands", window)
    label.setBuddy(buddied)
    layout.addWidget(label)
    for name, words_given in (("cross", ""), ("cross-named", "Close this message")):
        cross = QToolButton(window)
        cross.setObjectName(name)
        cross.setText("✕")
        cross.setAccessibleName(words_given)
        layout.addWidget(cross)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    assert unnamed(window) == ["bare", "cross"]


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


def test_the_north_tile_of_three_players_says_what_it_does_and_the_count(
    player: object, qtbot: object
) -> None:
    """The three-player North tile (set one more North aside, a Tab stop Space presses) had no
    name: a screen reader said "button"."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = player.window  # type: ignore[attr-defined]
    preset = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    assert isinstance(preset, QComboBox)
    player.choose("preset", preset.findData("tenhou-sanma") - preset.currentIndex())  # type: ignore[attr-defined]
    player.type("111m999p123s11z222z3z", window.notation)  # type: ignore[attr-defined]
    tile = player.find("nuki-tile")  # type: ignore[attr-defined]
    assert tile.accessibleName() == "North: set one more aside (0 Norths set aside)"
    assert given_name(tile) == tile.accessibleName()
    tile.setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is tile
    qtbot.keyClick(tile, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    assert window.controller.state.nuki == 1
    assert tile.accessibleName() == "North: set one more aside (1 North set aside)"
    switch_to_russian(window, qtbot)
    assert tile.accessibleName() == "Север: отложить ещё один (1\u00a0Север отложен)"
    for _ in range(3):
        qtbot.keyClick(tile, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    assert window.controller.state.nuki == 4
    assert tile.accessibleName() == "Север (4\u00a0Севера отложены)"  # no more to set aside


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


def test_the_clubs_table_selector_is_named(club: QWidget, qtbot: object, tmp_path: object) -> None:
    """On a folder with three- and four-player games the selector of the table shown (what
    the CSV and PDF are about) is a Tab stop: it had no name, a screen reader read only its
    value ("Four players: 8 games")."""
    from tests.test_game_sanma import _mixed_folder

    club.open_folder(_mixed_folder(tmp_path / "club"))  # type: ignore[attr-defined,operator]
    players = club.findChild(QComboBox, "club-table-players")
    assert players is not None and players.isVisible() and players.count() == 2
    assert players.currentText() == "Four players: 8 games"
    assert not unnamed(club)
    assert players.accessibleName() == "Table shown"
    switch_to_russian(club, qtbot)
    assert players.currentText() == "Игра вчетвером: 8\xa0игр"
    assert not unnamed(club)
    assert players.accessibleName() == "Показанная таблица"
    club.languages.set_language("en")  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: players.accessibleName() == "Table shown")  # type: ignore[attr-defined]
    # a folder opened in Russian
    switch_to_russian(club, qtbot)
    club.open_folder(_mixed_folder(tmp_path / "other"))  # type: ignore[attr-defined,operator]
    assert players.isVisible() and players.accessibleName() == "Показанная таблица"
    assert not unnamed(club)


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
    difficulty = quiz.findChild(QWidget, "quiz-difficulty")  # it had only its value, "Any hands"
    assert difficulty.accessibleName() == "Which hands"
    switch_to_russian(quiz, qtbot)
    assert not unnamed(quiz)
    assert quiz.filter.accessibleName() == "Найти яку"
    assert difficulty.accessibleName() == "Какие руки"


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


HAND_SAID = {
    "en": "2 pin, 3 pin, 4 pin, 5 sou, 6 sou, 7 sou, 8 sou, 5 sou, the winning tile; "
    "Pon: red 5 man, 5 man, 5 man; Pon: Red dragon, Red dragon, Red dragon",
    "ru": "2 пин, 3 пин, 4 пин, 5 соу, 6 соу, 7 соу, 8 соу, 5 соу, выигрышный тайл; "
    "Пон: красная 5 ман, 5 ман, 5 ман; Пон: Красный дракон, Красный дракон, Красный дракон",
}


def test_the_quiz_hand_says_its_tiles_and_melds_in_words(player: object, qtbot: object) -> None:
    """The quiz's (and the rules comparison's) hand picture named its melds in codes ("(055m)")
    where the calculator's meld buttons say them in words: the same words now, in each language."""
    from mjgui.controller.teach.quiz import QuizController
    from mjgui.core.scoring.arguments import parse_score_args

    quiz = player.window.quiz_window(QuizController("en", "yaku", seed=8))  # type: ignore[attr-defined]
    quiz.show()
    request, _ = parse_score_args(["234p678s55s", "--pon", "055m", "--pon", "777z", "--win", "5s"])
    assert quiz.controller.quiz_hand(request.spec)
    qtbot.waitExposed(quiz)  # type: ignore[attr-defined]
    picture = quiz.findChild(QWidget, "quiz-hand")
    qtbot.waitUntil(lambda: picture.accessibleName() != "")  # type: ignore[attr-defined]
    assert picture.accessibleName() == HAND_SAID["en"]
    switch_to_russian(quiz, qtbot)
    qtbot.waitUntil(lambda: picture.accessibleName() != HAND_SAID["en"])  # type: ignore[attr-defined]
    assert picture.accessibleName() == HAND_SAID["ru"]


# -- every Tab stop of every window and dialog, walked with the Tab key ---------------------------


def tab_stops(window: QWidget, qtbot: object, limit: int = 600) -> list[QWidget]:
    """The widgets the Tab key stops on in ``window`` (made active), in order, from the one with
    the focus until Tab comes back to one it reached; Tab must not leave the window or stay put
    on a widget that is not the window's only stop."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    activate(window, qtbot)
    if QApplication.focusWidget() is None:
        window.focusNextChild()
    seen: list[QWidget] = []
    for _ in range(limit):
        before = QApplication.focusWidget()
        assert before is not None, f"{window.objectName()}: nothing has the focus"
        qtbot.keyClick(before, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        now = QApplication.focusWidget()
        assert now is not None and now.window() is window, f"Tab left {window.objectName()} from {before}"
        if now in seen:
            return seen
        seen.append(now)
    raise AssertionError(f"Tab never came back round in {window.objectName()}")


def nameless_stops(window: QWidget, qtbot: object) -> list[str]:
    """The Tab stops of ``window`` a screen reader has no name for (and the shown widgets that
    take Tab without a name, :func:`unnamed`, which the walk may not reach)."""
    out = []
    for widget in tab_stops(window, qtbot):
        if _nameless(widget):
            out.append(f"{type(widget).__name__}#{widget.objectName()}")
    return out + [name for name in unnamed(window) if not any(n.endswith(f"#{name}") for n in out)]


def _check(found: dict[str, list[str]], where: str, window: QWidget, qtbot: object) -> None:
    names = nameless_stops(window, qtbot)
    if names:
        found[where] = names


LOG = __import__("pathlib").Path(__file__).parent.parent / "data" / "logs" / "mjx-double-ron.mjlog"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_tab_stop_of_the_calculator_its_pages_and_its_windows_is_named(
    make_window: Callable[..., QWidget], qtbot: object, lang: str
) -> None:
    """Every page of the details (a win, a hand one tile short, melds and dora), scoring
    without tiles, the About box and its licence texts, the rules comparison and the game-log
    window, then a three-player hand on each page. Before: the readings (a Tab stop: it
    scrolls), the licence viewer's list and text, the comparison's table and the three-player
    North tile (the Norths set aside) had no name."""
    from mjgui.gui.about import AboutDialog

    window = make_window(lang)
    found: dict[str, list[str]] = {}
    for hand in ("234m567p3467888s5s", "2345678m11p556s", "123m (777z) 789s11z 22z 2z"):
        window.notation.clear()  # type: ignore[attr-defined]
        window.controller.set_notation("")  # type: ignore[attr-defined]
        qtbot.keyClicks(window.notation, hand)  # type: ignore[attr-defined]
        for page in range(window.details.count()):  # type: ignore[attr-defined]
            window.details.setCurrentIndex(page)  # type: ignore[attr-defined]
            _check(found, f"{hand}, page {page}", window, qtbot)
    window.quick_toggle.click()  # type: ignore[attr-defined]
    _check(found, "han and fu", window, qtbot)
    window.quick_toggle.click()  # type: ignore[attr-defined]
    about = AboutDialog(window)
    about.show()
    qtbot.waitExposed(about)  # type: ignore[attr-defined]
    _check(found, "about", about, qtbot)
    licenses = about.show_licenses()
    qtbot.waitExposed(licenses)  # type: ignore[attr-defined]
    _check(found, "licenses", licenses, qtbot)
    licenses.close()
    about.close()
    window.open_compare()  # type: ignore[attr-defined]
    compare = window.compare_window()  # type: ignore[attr-defined]
    qtbot.waitExposed(compare)  # type: ignore[attr-defined]
    _check(found, "compare", compare, qtbot)
    logs = window.log_window()  # type: ignore[attr-defined]
    logs.show()
    qtbot.waitExposed(logs)  # type: ignore[attr-defined]
    _check(found, "log, empty", logs, qtbot)
    assert logs.load(LOG)
    _check(found, "log", logs, qtbot)
    logs.close()
    compare.close()
    # three players: the Norths set aside are shown (the North tile was a stop with no name)
    window.controller.set_preset("tenhou-sanma")  # type: ignore[attr-defined]
    window.notation.clear()  # type: ignore[attr-defined]
    window.controller.set_notation("")  # type: ignore[attr-defined]
    qtbot.keyClicks(window.notation, "111m999p123s11z222z3z")  # type: ignore[attr-defined]
    assert window.nuki_box.isVisible()  # type: ignore[attr-defined]
    for page in range(window.details.count()):  # type: ignore[attr-defined]
        window.details.setCurrentIndex(page)  # type: ignore[attr-defined]
        _check(found, f"three players, page {page}", window, qtbot)
    assert found == {}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_tab_stop_of_each_quiz_question_and_the_progress_is_named(
    make_window: Callable[..., QWidget], qtbot: object, lang: str
) -> None:
    """The yaku, the han, the fu, the payment, the hand done, and the progress dialog. Before:
    the han and fu field, and the progress's skills and hands missed, had no name."""
    from mjgui.controller.teach.quiz import QuizController

    window = make_window(lang)
    quiz = window.quiz_window(QuizController(lang, "payment", seed=5))  # type: ignore[attr-defined]
    quiz.show()
    quiz.controller.new_hand()
    qtbot.waitExposed(quiz)  # type: ignore[attr-defined]
    found: dict[str, list[str]] = {}
    asked = []
    while True:
        view = quiz.controller.view()
        asked.append(view.step or view.input)
        _check(found, asked[-1], quiz, qtbot)
        if view.input == "yaku":
            quiz.controller.submit_yaku()
        elif view.input == "number":
            quiz.controller.submit_number("3")
        elif view.input == "payment":
            quiz.controller.submit_payment(["1000", "500"][: len(view.payment_fields)])
        else:
            break
    assert asked == ["yaku", "han", "fu", "payment", "done"]
    progress = quiz.show_progress()
    qtbot.waitExposed(progress)  # type: ignore[attr-defined]
    _check(found, "progress", progress, qtbot)
    assert found == {}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_tab_stop_of_the_tracker_and_its_dialogs_is_named(
    tracker_on_record: Callable[..., object], qtbot: object, lang: str
) -> None:
    """The tracker with a game (its needs and history), each action's dialog, the new game,
    a line edited in its dialog and as text, a line inserted, the full-screen table; a game
    over, with its final results, in both views. Before: the full-screen table held the focus
    without a name."""
    from tests.util import HANCHAN

    window = tracker_on_record(lang, GAME + "riichi Boris\n").window  # type: ignore[attr-defined]
    found: dict[str, list[str]] = {}
    _check(found, "game", window, qtbot)
    dialogs = {
        **{kind: lambda k=kind: window.open_action(k) for kind in window.action_buttons},
        "new game": window.new_game_dialog,
        "edit line 3": lambda: window.edit_line(3),
        "line 3 as text": lambda: window.edit_line_text(3),
        "insert before 3": lambda: window.insert_line(3),
    }
    opened = []
    for where, make in dialogs.items():
        dialog = make()
        if dialog is None:  # not open to this game (wareme: not in its rules)
            continue
        opened.append(where)
        qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
        _check(found, where, dialog, qtbot)
        dialog.reject()
    assert {"ron", "tsumo", "riichi", "draw", "chombo", "new game", "insert before 3"} <= set(opened)
    window.set_big(True, fullscreen=False)
    _check(found, "full-screen", window, qtbot)
    window.set_big(False, fullscreen=False)
    over = tracker_on_record(lang, HANCHAN).window  # type: ignore[attr-defined]
    _check(found, "game over", over, qtbot)
    over.set_big(True, fullscreen=False)
    _check(found, "game over, full-screen", over, qtbot)
    assert found == {}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_tab_stop_of_the_club_and_its_merge_dialog_is_named(
    club: QWidget, qtbot: object, tmp_path: object, lang: str
) -> None:
    from tests.leaguegen import write_season

    club.languages.set_language(lang)  # type: ignore[attr-defined]
    found: dict[str, list[str]] = {}
    _check(found, "no folder", club, qtbot)
    write_season(tmp_path / "season", 4)  # type: ignore[operator]
    club.open_folder(tmp_path / "season")  # type: ignore[attr-defined,operator]
    club.table.selectRow(0)  # type: ignore[attr-defined]
    _check(found, "season", club, qtbot)
    merge = club.merge_dialog()  # type: ignore[attr-defined]
    merge.show()
    qtbot.waitExposed(merge)  # type: ignore[attr-defined]
    _check(found, "merge", merge, qtbot)
    assert found == {}

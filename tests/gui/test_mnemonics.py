"""Every Alt+letter of a window does one thing, in English and in Russian.

The letters a player reaches together are those of the menu bar's titles and of the window's own
labels (with a buddy), buttons, check boxes, group boxes and tabs; inside an open menu, those of
its items. :func:`mnemonic_clashes` collects them for one window (or dialog) as it is shown and
says which letter two of them share; the tests open each window and each dialog a test can open,
in both languages (the quiz's menus have a test of their own, tests/gui/test_teach_quiz.py).
Qt's ``&&`` is a literal ampersand, not a letter.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPushButton,
    QTabBar,
    QVBoxLayout,
    QWidget,
)
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.gui.about import AboutDialog
from mjgui.gui.appsetup import setup_application
from mjgui.gui.club import ClubWindow
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.window import TrackerWindow

LANGS = ("en", "ru")


def mnemonic(text: str) -> str | None:
    """The letter Alt+ reaches in a Qt text: the one after the first single ``&`` (lower case);
    ``&&`` is a literal ampersand."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def _own_letters(top: QWidget) -> list[tuple[str, str]]:
    """(letter, what) of the window's menu bar titles and of its own shown widgets."""
    out: list[tuple[str, str]] = []
    bar = top.menuBar() if isinstance(top, QMainWindow) else None
    if bar is not None:
        for act in bar.actions():
            if act.isVisible() and (letter := mnemonic(act.text())):
                out.append((letter, f"menu bar {act.text()!r}"))
    for widget in top.findChildren(QWidget):
        if isinstance(widget, QMenu) or widget.window() is not top or not widget.isVisibleTo(top):
            continue
        name = f"{type(widget).__name__} {widget.objectName() or '?'}"
        texts: list[str] = []
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts.extend(widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i))
        for text in texts:
            if letter := mnemonic(text):
                out.append((letter, f"{name} {text!r}"))
    return out


def _menus(top: QWidget) -> list[QMenu]:
    """The window's menus, its submenus and its buttons' menus; not the menu bar's overflow
    menu (a copy of the titles that do not fit)."""
    menus = []
    for menu in top.findChildren(QMenu):
        bar = menu.parent()
        if isinstance(bar, QMenuBar) and menu.menuAction() not in bar.actions():
            continue
        menus.append(menu)
    return menus


def mnemonic_clashes(top: QWidget) -> list[str]:
    """Each letter that two things reached together share in ``top``: its menu bar and its own
    widgets as one scope, each of its menus as another. Also a label that shows an ``&`` with
    no buddy to take it.

    A menu's items count hidden too: an item hidden now is shown under other rules or in another
    state (the calculator's «Отложить Север (&нуки)», shown under three-player rules only, took
    the Н of «Редактировать &нотацию», and a check of the shown items at four players missed it)."""
    QApplication.processEvents()  # a language just chosen: its LanguageChange is posted
    problems: list[str] = []
    scopes: list[tuple[str, list[tuple[str, str]]]] = [("window", _own_letters(top))]
    for menu in _menus(top):
        items = [
            (letter, repr(act.text()))
            for act in menu.actions()
            if not act.isSeparator() and (letter := mnemonic(act.text()))
        ]
        scopes.append((f"menu {menu.title()!r}", items))
    for scope, letters in scopes:
        by_letter: dict[str, list[str]] = defaultdict(list)
        for letter, what in letters:
            by_letter[letter].append(what)
        problems += [f"{scope}: Alt+{k}: {' / '.join(v)}" for k, v in sorted(by_letter.items()) if len(v) > 1]
    for label in top.findChildren(QLabel):
        plain = label.textFormat() == Qt.TextFormat.PlainText or (
            label.textFormat() == Qt.TextFormat.AutoText and not Qt.mightBeRichText(label.text())
        )
        if label.window() is top and label.buddy() is None and plain and mnemonic(label.text()):
            problems.append(f"label {label.objectName() or '?'} {label.text()!r} has no buddy")
    return problems


def unlettered(dialog: QWidget) -> list[str]:
    """The shown buttons (not a row's choices) and the labels of a form's fields that take the
    focus, without an Alt+letter."""
    out = [
        button.text()
        for button in dialog.findChildren(QPushButton)
        if button.isVisibleTo(dialog) and not button.isCheckable() and not mnemonic(button.text())
    ]
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None or not isinstance(label.widget(), QLabel):
                continue
            text, widget = label.widget().text(), field.widget()
            takes_focus = widget is not None and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
            lettered = mnemonic(text) and label.widget().buddy() is widget
            if text and widget.isVisibleTo(dialog) and takes_focus and not lettered:
                out.append(text)
    return out


def assert_one_thing_per_letter(top: QWidget, what: str = "") -> None:
    problems = mnemonic_clashes(top)
    assert not problems, f"{what or type(top).__name__}:\n" + "\n".join(problems)


def test_the_check_sees_a_clash(qtbot: object) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.menuBar().addMenu("&Hand")
    help_menu = window.menuBar().addMenu("&Help")
    help_menu.addAction("&Notation")
    help_menu.addAction("Next hand (&N)")
    help_menu.addAction("Fish && &chips")
    help_menu.addAction("&Close")
    central = QWidget(window)
    layout = QVBoxLayout(central)
    label = QLabel("&Honba", central)
    label.setBuddy(QLineEdit(central))
    layout.addWidget(label)
    layout.addWidget(label.buddy())
    layout.addWidget(QLabel("Rock && roll", central))  # a literal ampersand: no letter
    window.setCentralWidget(central)
    window.show()
    assert mnemonic("Fish && &chips") == "c" and mnemonic("Rock && roll") is None
    assert mnemonic_clashes(window) == [
        "window: Alt+h: menu bar '&Hand' / menu bar '&Help' / QLabel ? '&Honba'",
        "menu '&Help': Alt+c: 'Fish && &chips' / '&Close'",
        "menu '&Help': Alt+n: '&Notation' / 'Next hand (&N)'",
    ]


# ---------------------------------------------------------------------------------------------
# the windows
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ["seed", "tenhou-sanma"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_calculator_and_its_companions(
    make_window: object, lang: str, rules: str, tmp_path: Path
) -> None:
    """Under four- and three-player rules (the Hand menu's nuki item is shown at three only):
    the calculator, the log window, the rules comparison, the quiz, the game tracker, the club
    and the About box."""
    window = make_window(lang)  # type: ignore[operator]
    window.controller.set_preset(rules)
    QApplication.processEvents()
    assert window.act_nuki.isVisible() == (rules == "tenhou-sanma")
    assert_one_thing_per_letter(window)
    tracker = window.game_link.open_tracker()
    if rules == "tenhou-sanma":
        assert tracker.open_file(write(tmp_path / "sanma.mjgame", GAME_SANMA))
    for companion in (window.log_window(), window.compare_window(), window.quiz_window(), tracker):
        companion.show()
        assert_one_thing_per_letter(companion)
    club = ClubWindow(
        languages=window.languages, settings=Settings.at(str(tmp_path / "c.ini")), parent=window
    )
    club.show()
    assert_one_thing_per_letter(club)
    assert unlettered(club) == []  # its five buttons beside the title had no letter
    about = AboutDialog(window)
    about.show()
    assert_one_thing_per_letter(about)
    assert unlettered(about) == []  # nor had the About box's
    viewer = about.show_licenses()
    assert_one_thing_per_letter(viewer)
    assert unlettered(viewer) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_window_has_a_letter_for_each_button(make_window: object, lang: str) -> None:
    """The log window's buttons had no Alt+letter: with a log open, and without one."""
    window = make_window(lang)  # type: ignore[operator]
    logs = window.log_window()
    logs.show()
    assert_one_thing_per_letter(logs, "log window, no log")
    assert unlettered(logs) == []
    assert logs.load(Path(__file__).parent.parent / "data" / "logs" / "mjx-double-ron.mjlog")
    assert_one_thing_per_letter(logs, "log window")
    assert unlettered(logs) == []


GAME_SANMA = """rules tenhou-sanma
players Aiko Boris Chen
ron Chen from Aiko 3 40
"""

GAME = """rules seed wareme=on abortive_draws=on atama_hane=off
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
riichi Boris
draw tenpai Boris
"""


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[TrackerPlayer]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", request.param)
    assert shown.window.open_file(write(tmp_path / "g.mjgame", GAME))
    yield shown
    shown.window.languages.set_language("en")


def _dialogs(window: TrackerWindow) -> Iterator[tuple[str, QDialog]]:
    yield "new game", window.new_game_dialog()
    for kind in ("ron", "tsumo", "riichi", "draw", "abort", "chombo", "wareme"):
        dialog = window.open_action(kind)
        assert dialog is not None, kind
        yield kind, dialog
    for number in (3, 4, 5):  # the ron, the riichi, the draw: in their dialogs, to edit
        yield f"edit line {number}", window.edit_line(number)
    yield "line as text", window.edit_line_text(3)
    yield "insert a line", window.insert_line(3)
    assert window.commit_line("ron Boris from Dasha 2 30")  # a second winner may follow now
    dialog = window.open_action("ron")
    assert dialog is not None
    dialog.findChild(QPushButton, "yakuman").click()  # a yakuman: who is liable is asked
    assert dialog.pao.isVisibleTo(dialog) and dialog.also.isVisibleTo(dialog)
    yield "ron with pao and a second winner", dialog


@pytest.mark.parametrize("tracker", LANGS, indirect=True)
def test_the_tracker_and_its_dialogs(tracker: TrackerPlayer) -> None:
    window = tracker.window
    assert window.action_buttons["wareme"].isVisible() and window.action_buttons["abort"].isVisible()
    # every action button opens a dialog, and says so as the others do
    assert all(button.text().endswith("…") for button in window.action_buttons.values())
    assert_one_thing_per_letter(window)
    for name, dialog in _dialogs(window):
        QApplication.processEvents()
        assert dialog.isVisible(), name
        assert_one_thing_per_letter(dialog, name)
        assert unlettered(dialog) == [], name
        dialog.reject()
    # right after a ron, Also ron… stands beside Wareme… and the others: «&Ещё рон…» took the Е
    # of «Вар&еме…» (the window was checked only where the game's last line was a draw)
    assert window.controller.record.lines[-1].text.startswith("ron ")
    assert window.also_button.isVisible() and window.action_buttons["wareme"].isVisible()
    assert_one_thing_per_letter(window)


def _ok_cancel(dialog: QDialog) -> list[str]:
    return [dialog.findChild(QPushButton, name).text() for name in ("dialog-ok", "dialog-cancel")]  # type: ignore[union-attr]


@pytest.mark.parametrize("tracker", ["ru"], indirect=True)
def test_a_language_switch_keeps_the_dialogs_own_ok_and_cancel(tracker: TrackerPlayer) -> None:
    """A live switch turned every tracker dialog's OK button into a bare "OK" and took the Alt
    letters of OK and Cancel: the button box gave its standard buttons their stock texts on its
    own LanguageChange, after the dialog had set its own."""
    window = tracker.window
    for name, dialog in _dialogs(window):
        QApplication.processEvents()
        russian = _ok_cancel(dialog)
        assert all(mnemonic(text) for text in russian), (name, russian)
        window.languages.set_language("en")
        QApplication.processEvents()
        english = _ok_cancel(dialog)
        assert all(mnemonic(text) for text in english), (name, english)
        assert english[1] == "&Cancel" and english[0] not in ("OK", "&OK"), (name, english)
        assert unlettered(dialog) == [], name
        window.languages.set_language("ru")
        QApplication.processEvents()
        assert _ok_cancel(dialog) == russian, name
        dialog.reject()


def starts_a_word(text: str) -> bool:
    """The Alt letter of ``text`` is the first of a word."""
    plain = text.replace("&&", "\0\0")
    at = plain.find("&")
    return at >= 0 and (at == 0 or not plain[at - 1].isalnum())


@pytest.mark.parametrize("tracker", LANGS, indirect=True)
def test_the_dialogs_side_buttons_take_a_first_letter(tracker: TrackerPlayer) -> None:
    """In Russian «Из&менить как текст…» and «Посчи&тать руку в калькуляторе…» took a letter in
    mid-word where a word's first letter was free («&Изменить» would take the Player row's И in
    a riichi's or a chombo's edit dialog: «Изменить &в виде текста…»)."""
    window = tracker.window
    openers = {
        "ron": lambda: window.open_action("ron"),
        "tsumo": lambda: window.open_action("tsumo"),
        "edit the ron": lambda: window.edit_line(3),
        "edit the riichi": lambda: window.edit_line(4),
        "edit the draw": lambda: window.edit_line(5),
    }
    for name, opener in openers.items():
        dialog = opener()
        assert dialog is not None
        QApplication.processEvents()
        for button_name in ("dialog-as-text", "dialog-calculator"):
            button = dialog.findChild(QPushButton, button_name)
            if button is not None and button.isVisibleTo(dialog):
                assert starts_a_word(button.text()), (name, button.text())
        assert_one_thing_per_letter(dialog, name)
        dialog.reject()
    assert starts_a_word("&Edit") and starts_a_word("Score the &hand") and not starts_a_word("Sc&ore")

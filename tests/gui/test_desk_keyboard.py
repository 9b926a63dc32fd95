"""The calculator by keyboard and by screen reader, in both languages: the seat and round rows'
Alt letters and names, where the focus goes from the notation field and after D, the melds'
spoken names, and a hand typed with a Russian keyboard layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from test_mnemonics import _menus, mnemonic
from test_tracker_support import activate

from mjgui.core.scoring.tiles import plain_notation
from mjgui.gui.window import MainWindow

LANGS = ("en", "ru")
ALT = Qt.KeyboardModifier.AltModifier
HAND = "234m567p3467888s5s"


def shown(make_window: object, qtbot: object, lang: str) -> MainWindow:
    window = make_window(lang)  # type: ignore[operator]
    activate(window, qtbot)
    return window  # type: ignore[no-any-return]


def press(text: str, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key as a keyboard gives it, on the focused widget: its character (any script: QTest's
    own keyClicks takes Latin-1 alone) and the key Qt names by its capital."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    key = Qt.Key(ord(text.upper()))
    for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):
        QTest.sendKeyEvent(action, target, key, text, modifiers)


def headline(window: MainWindow) -> str:
    return window.headline.title.text()


@pytest.mark.parametrize("lang", LANGS)
def test_the_seat_and_round_letters_go_to_the_chosen_wind_and_change_nothing(
    make_window: object, qtbot: object, lang: str
) -> None:
    """Alt+S and Alt+U (Alt+М, Alt+У) clicked the row's East button, the labels' buddy: the seat
    (or the round) became East, and the score with it, without a word."""
    window = shown(make_window, qtbot, lang)
    situation = window.situation
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    window.situation.seat.buttons[1].click()  # South
    window.situation.round.buttons[1].click()
    state = window.controller.state.situation
    before = (state.seat, state.round_wind, headline(window))
    assert before == (1, 1, "2000")
    window.notation.setFocus()
    press(mnemonic(situation.seat_label.text()) or "?", ALT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is situation.seat.buttons[1])  # type: ignore[attr-defined]
    press(mnemonic(situation.round_label.text()) or "?", ALT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is situation.round.buttons[1])  # type: ignore[attr-defined]
    qtbot.wait(300)  # type: ignore[attr-defined]  # (a button buddy was clicked with animateClick)
    state = window.controller.state.situation
    assert (state.seat, state.round_wind, headline(window)) == before
    assert situation.seat.buttons[1].isChecked() and situation.round.buttons[1].isChecked()


def spoken(widget: QWidget) -> str:
    """What a screen reader says a widget is: its accessible interface's name."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name)


SEAT_AND_ROUND_NAMES = {
    "en": {
        "seat": "Seat wind",
        "seat-0": "Seat wind: East, dealer",
        "seat-1": "Seat wind: South",
        "round": "Round wind",
        "round-0": "Round wind: East",
        "round-3": "Round wind: North",
    },
    "ru": {
        "seat": "Ветер места",
        "seat-0": "Ветер места: Восток, дилер",
        "seat-1": "Ветер места: Юг",
        "round": "Ветер раунда",
        "round-0": "Ветер раунда: Восток",
        "round-3": "Ветер раунда: Север",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_seat_and_round_buttons_say_their_row_and_wind_in_words(
    make_window: object, qtbot: object, lang: str
) -> None:
    """Both rows were read as "Situation" (the group box's title) and each button as "South 南":
    the seat's South and the round's South sounded alike."""
    window = shown(make_window, qtbot, lang)

    def names() -> dict[str, str]:
        return {name: spoken(window.findChild(QWidget, name)) for name in SEAT_AND_ROUND_NAMES["en"]}

    assert names() == SEAT_AND_ROUND_NAMES[lang]
    press("2", ALT)  # the seat by its key: the focus stays where it was, the names are the same
    assert window.controller.state.situation.seat == 1
    assert names() == SEAT_AND_ROUND_NAMES[lang]
    other = "ru" if lang == "en" else "en"
    window.set_language(other)  # a live switch names them again
    qtbot.waitUntil(lambda: names() == SEAT_AND_ROUND_NAMES[other])  # type: ignore[attr-defined]
    assert window.findChild(QWidget, "seat-1").text() == ("南 S" if other == "en" else "南 Ю")


COPIED = {
    "en": (
        "Situation: Tsumo, seat East, round East",
        "  2s (4 left): ron 2900 · 2 han 30 fu; tsumo 1300 all · 3 han 20 fu",
    ),
    "ru": (
        "Ситуация: Цумо, место Восток, раунд Восток",
        "  2s (осталось 4): рон — 2900 · 2\u00a0хан 30\u00a0фу; "
        "цумо — 1300 со\u00a0всех · 3\u00a0хан 20\u00a0фу",
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_copied_result_is_worded_in_the_windows_language(
    make_window: object, qtbot: object, lang: str
) -> None:
    """Ctrl+C wrote «Ситуация: Tsumo, …» and each wait's «ron …; tsumo …» in English."""
    window = shown(make_window, qtbot, lang)
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    qtbot.keyClick(window.notation, Qt.Key.Key_T)  # type: ignore[attr-defined]
    qtbot.keyClick(window.notation, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    situation, wait = COPIED[lang]
    assert situation in QApplication.clipboard().text().splitlines()
    qtbot.keyClick(window.notation, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    qtbot.keyClick(window.notation, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    assert window.notation.text() == HAND[:-2]  # 13 tiles: the waits
    qtbot.keyClick(window.notation, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert wait in QApplication.clipboard().text().splitlines()


def ring_drawn(qtbot: object, window: MainWindow, widget: QWidget) -> int:
    """How many pixels around ``widget`` change when it loses the focus."""
    from PySide6.QtCore import QPoint, QRect

    area = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    focused = window.grab(area).toImage()
    window.notation.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not widget.hasFocus())  # type: ignore[attr-defined]
    left = window.grab(area).toImage()
    return sum(
        focused.pixel(x, y) != left.pixel(x, y)
        for y in range(focused.height())
        for x in range(focused.width())
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_enter_or_esc_in_the_field_brings_the_focus_to_the_result(
    make_window: object, qtbot: object, lang: str, key: Qt.Key
) -> None:
    """The focus went to the window's central widget: nothing drawn for it, nothing for a screen
    reader to say. Now to the headline, read as the result, with a ring; the keys after it still
    act on the hand (README: T, R, Esc, Ctrl+C, typing)."""
    window = shown(make_window, qtbot, lang)
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    qtbot.keyClick(window.notation, key)  # type: ignore[attr-defined]
    title = window.headline.title
    assert QApplication.focusWidget() is title and title.isVisible()
    assert spoken(title) == headline(window) == "2900"
    assert ring_drawn(qtbot, window, title) > 0
    title.setFocus(Qt.FocusReason.OtherFocusReason)
    press("t")
    press("r")
    assert window.situation.tsumo.isChecked() and window.situation.checks["riichi"].isChecked()
    press("c", Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().text().startswith(("Hand: " if lang == "en" else "Рука: ") + HAND)
    assert QApplication.focusWidget() is title and window.notation.text() == HAND
    qtbot.keyClick(title, Qt.Key.Key_Escape)  # type: ignore[attr-defined]  # the next hand (README)
    assert window.notation.text() == ""
    press("1")  # typing goes to the field again
    assert window.notation.text() == "1" and window.notation.hasFocus()


def test_a_click_on_the_headline_draws_no_ring(make_window: object, qtbot: object) -> None:
    """Selecting the headline's text with the mouse gives it the focus: no ring for that."""
    window = shown(make_window, qtbot, "en")
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    title = window.headline.title
    qtbot.mouseClick(title, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert title.hasFocus()
    assert ring_drawn(qtbot, window, title) == 0


def test_d_brings_the_focus_to_the_palette_to_pick_the_indicator(make_window: object, qtbot: object) -> None:
    """D put the palette in Dora mode and left the focus where it was: 17 to 19 Tabs from the
    notation field to the palette's first tile."""
    window = shown(make_window, qtbot, "en")
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    press("d")
    assert window.controller.mode == "dora"
    first = window.palette_widget.buttons["1m"]
    assert QApplication.focusWidget() is first
    qtbot.keyClick(first, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # type: ignore[attr-defined]  # 2m
    assert window.dora_row.slots()[0].accessibleName() == "2 man indicates 3 man"
    assert window.controller.mode == "hand" and headline(window) == "5800"  # 3m in the hand: a dora
    press("d")  # on a palette tile: the focus stays on it
    assert QApplication.focusWidget() is window.palette_widget.buttons["2m"]


def test_space_on_a_free_indicator_slot_brings_the_focus_to_the_palette(
    make_window: object, qtbot: object
) -> None:
    window = shown(make_window, qtbot, "en")
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    slot = window.dora_row.slots()[0]
    slot.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(slot, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    assert window.controller.mode == "dora"
    assert QApplication.focusWidget() is window.palette_widget.buttons["1m"]


def test_a_click_on_a_free_indicator_slot_leaves_the_focus_where_it_is(
    make_window: object, qtbot: object
) -> None:
    window = shown(make_window, qtbot, "en")
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    qtbot.mouseClick(window.dora_row.slots()[0], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.controller.mode == "dora"
    focus = QApplication.focusWidget()
    assert focus is not None and not window.palette_widget.isAncestorOf(focus)  # no ring shown there


def lettered_items(window: MainWindow) -> list[tuple[str, str]]:
    """(letter, text) of each shown item of the window's menus that has an Alt letter."""
    for menu in _menus(window):
        menu.aboutToShow.emit()  # the rule options' menu is filled when first opened
    return [
        (letter, action.text())
        for menu in _menus(window)
        for action in menu.actions()
        if action.isVisible() and (letter := mnemonic(action.text()))
    ]


def _cyrillic(letter: str) -> bool:
    return "а" <= letter <= "я" or letter == "ё"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", ["seed", "tenhou-sanma"])
def test_the_menus_letters_are_the_windows_script(
    make_window: object, qtbot: object, lang: str, rules: str
) -> None:
    """«Следующая рука (&N)» and «О &Qt»: an open menu takes the letter the layout types, and a
    Russian layout types no N or Q. (That each letter does one thing: tests/gui/test_mnemonics.py.)"""
    window = shown(make_window, qtbot, lang)
    window.choose_preset(rules)
    assert window.act_nuki.isVisible() == (rules == "tenhou-sanma")  # its item too
    items = lettered_items(window)
    cyrillic = [text for letter, text in items if _cyrillic(letter)]
    assert cyrillic == ([text for _letter, text in items] if lang == "ru" else [])
    if lang == "ru":
        assert window.act_next.text() == "&Следующая рука"


RUSSIAN_PO = Path(__file__).resolve().parents[2] / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"


def test_every_alt_letter_of_the_russian_catalogue_is_cyrillic() -> None:
    """The test above sees the menus a window shows; the About box's «О &Qt» was the one Latin
    letter left, in a dialog. Every message of the catalogue with an Alt letter in English has
    one in Russian, and a Cyrillic one (a Russian layout types no Q): menus, dialogs, buttons,
    labels, whether a test opens them or not."""
    with RUSSIAN_PO.open("rb") as f:
        catalogue = read_po(f, locale="ru")
    checked: list[tuple[str | None, str]] = []
    wrong: list[str] = []
    for message in catalogue:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else message.id[0]
        russian = message.string if isinstance(message.string, tuple) else (message.string,)
        lettered = mnemonic(english) is not None
        for text in russian:
            letter = mnemonic(text or "")
            if letter is None and not lettered:
                continue
            checked.append((message.context, english))
            if letter is None or not _cyrillic(letter):
                wrong.append(f"{message.context}: {english!r} → {text!r}")
    assert ("About", "About &Qt") in checked and len(checked) > 100  # the catalogue was read
    assert not wrong, "\n".join(wrong)


RUSSIAN_LAYOUT = "х7777яъ234з678ы5ы(123ь)5ы"  # the keys of [7777z]234p678s5s(123m)5s, Russian layout on
PLAIN = "[7777z]234p678s5s(123m)5s"


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_typed_with_a_russian_layout_on_is_read(make_window: object, qtbot: object, lang: str) -> None:
    """With a Russian layout on, the keys m, p, s, z, [ and ] type ь, з, ы, я, х and ъ: the
    field refused them («Неожиданный символ «ь»…»), and away from the field they were not
    typed at all. They are read as the notation's letters, typed from anywhere."""
    from mjgui.controller.scoring.calculator import Controller

    window = shown(make_window, qtbot, lang)
    window.headline.title.setFocus(Qt.FocusReason.OtherFocusReason)  # away from the field
    for char in RUSSIAN_LAYOUT:
        press(char)
    assert window.notation.hasFocus()
    # the field keeps what was typed (it was written anew, the desk's way, at each key that
    # completed a meld: the keys after it went into a text the player had not typed), the
    # layout's letters shown as the plain ones they are read as, one for one
    assert window.notation.text() == plain_notation(RUSSIAN_LAYOUT) != RUSSIAN_LAYOUT
    assert not any("\u0400" <= char <= "\u04ff" for char in window.notation.text())
    assert window.findChild(QWidget, "notation-error").full_text() == ""
    plain = Controller()
    plain.set_lang(lang)
    plain.set_notation(PLAIN)
    assert window.controller.spec() == plain.spec()
    assert headline(window) == plain.view().headline.text == "2900"


MELDS_SAID = {
    "en": ("Pon: red 5 man, 5 man, 5 man", "Closed kan: 7 sou, 7 sou, 7 sou, 7 sou"),
    "ru": ("Пон: красная 5 ман, 5 ман, 5 ман", "Закрытый кан: 7 соу, 7 соу, 7 соу, 7 соу"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_meld_is_said_in_words(make_window: object, qtbot: object, lang: str) -> None:
    """A meld was read by its label, in codes ("Pon 055m"): its tiles are said by name, as the
    hand's tiles are; its tooltip keeps the codes."""
    window = shown(make_window, qtbot, lang)
    qtbot.keyClicks(window.notation, "234p5s (055m) [7777s] 5s")  # type: ignore[attr-defined]
    melds = [window.findChild(QWidget, f"meld-{index}") for index in (0, 1)]
    assert tuple(spoken(meld) for meld in melds) == MELDS_SAID[lang]
    assert melds[0].toolTip().splitlines()[0] == ("Pon 055m" if lang == "en" else "Пон 055m")
    assert spoken(window.findChild(QWidget, "hand-0")) == ("2 pin" if lang == "en" else "2 пин")


@pytest.mark.parametrize("lang", LANGS)
def test_a_window_key_pressed_from_the_field_keeps_the_text_as_typed(
    make_window: object, qtbot: object, lang: str
) -> None:
    """R (riichi) and T (tsumo) pressed while the field has the focus rewrote the typed text the
    desk's way ("123m 456p 789s 234s 11z" became "123m456p234789s11z") and moved the cursor: the
    text and the cursor stay while the tiles it reads as are the desk's."""
    window = shown(make_window, qtbot, lang)
    field = window.notation
    typed = "123m 456p 789s 234s 11z"
    field.setFocus()
    qtbot.keyClicks(field, typed)  # type: ignore[attr-defined]
    for _ in range(2):
        qtbot.keyClick(field, Qt.Key.Key_Left)  # type: ignore[attr-defined]
    assert (field.text(), field.cursorPosition()) == (typed, len(typed) - 2)
    press("r")
    press("t")
    situation = window.controller.state.situation
    assert situation.riichi and situation.tsumo
    assert (field.text(), field.cursorPosition()) == (typed, len(typed) - 2)
    assert field.hasFocus()

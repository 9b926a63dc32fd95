"""The tracker's dialogs by keyboard alone: Alt+letters, where a dialog opens, Tab in the order of
the screen, every choice reachable, Space to choose; and choice buttons that keep their size when
chosen."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget
from test_mnemonics import mnemonic
from test_theme_contrast import contrast
from test_tracker_support import TrackerPlayer, activate

ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


@pytest.fixture
def open_tracker(tracker_on_record: object, qtbot: object) -> object:
    def make(lang: str = "en") -> TrackerPlayer:
        shown = tracker_on_record(lang, GAME)  # type: ignore[operator]
        activate(shown.window, qtbot)
        return shown  # type: ignore[no-any-return]

    return make


@pytest.fixture
def player(open_tracker: object) -> TrackerPlayer:
    return open_tracker()  # type: ignore[operator,no-any-return]


def focused() -> str:
    widget = QApplication.focusWidget()
    return widget.objectName() if widget is not None else ""


def press(
    player: TrackerPlayer, key: Qt.Key | int, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    target = QApplication.focusWidget() or player.window
    player.qtbot.keyClick(target, key, modifiers)  # type: ignore[attr-defined]


def alt(player: TrackerPlayer, text: str) -> None:
    """Alt and the letter ``text`` marks with its ``&`` (a Cyrillic one too: sent with its text,
    which QTest makes only for Latin letters)."""
    letter = mnemonic(text)
    assert letter is not None, text
    target = QApplication.focusWidget() or player.window
    for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):
        QTest.sendKeyEvent(action, target, Qt.Key(ord(letter.upper())), letter, ALT)


def open_by_keys(player: TrackerPlayer, kind: str) -> QDialog:
    alt(player, player.window.action_buttons[kind].text())
    player.qtbot.waitUntil(lambda: player.window.dialog is not None and player.window.dialog.isVisible())  # type: ignore[attr-defined]
    dialog = player.dialog
    activate(dialog, player.qtbot)
    return dialog


def test_a_draw_with_two_players_tenpai_by_keyboard_alone(player: TrackerPlayer) -> None:
    """Every tenpai and nagashi button is a Tab stop (a non-exclusive button group had left one
    of each row), the arrows move along the row too, and Space chooses."""
    dialog = open_by_keys(player, "draw")
    assert focused() == "tenpai-0"
    press(player, Qt.Key.Key_Space)  # Aiko
    press(player, Qt.Key.Key_Tab)
    assert focused() == "tenpai-1"
    press(player, Qt.Key.Key_Right)
    assert focused() == "tenpai-2"
    press(player, Qt.Key.Key_Space)  # Chen
    press(player, Qt.Key.Key_Tab)
    press(player, Qt.Key.Key_Tab)
    assert focused() == "nagashi-0"
    press(player, Qt.Key.Key_Backtab, SHIFT)
    assert focused() == "tenpai-3"
    assert player.find("dialog-line", root=dialog).text() == "draw tenpai Aiko,Chen"  # type: ignore[attr-defined]
    press(player, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert player.history()[-1] == "draw tenpai Aiko,Chen"


def test_every_button_of_a_draw_is_a_tab_stop(player: TrackerPlayer) -> None:
    dialog = open_by_keys(player, "draw")
    reached = [focused()]
    for _ in range(12):
        press(player, Qt.Key.Key_Tab)
        reached.append(focused())
    for row in ("tenpai", "nagashi"):
        assert [f"{row}-{seat}" for seat in range(4)] == [n for n in reached if n.startswith(row)][:4]
    dialog.reject()


def test_the_ron_dialog_opens_on_the_winner_and_tabs_down_the_screen(player: TrackerPlayer) -> None:
    """It opened on "Han 1" (the third row) and Tab went han, winner, dealt in: the rows' buttons
    were made after the value's."""
    dialog = open_by_keys(player, "ron")
    assert focused() == "winner-0"
    press(player, Qt.Key.Key_Right)
    press(player, Qt.Key.Key_Space)  # Boris
    press(player, Qt.Key.Key_Tab)
    assert focused().startswith("discarder-")
    press(player, Qt.Key.Key_Space)
    press(player, Qt.Key.Key_Tab)
    assert focused() == "han-1"
    press(player, Qt.Key.Key_Backtab, SHIFT)
    assert focused().startswith("discarder-")
    # Alt+the labels' letters: the value's row, then who dealt in (Chen)
    alt(player, dialog.labels["value"].text())
    assert focused() == "han-1"
    alt(player, dialog.labels["discarder"].text())
    assert focused().startswith("discarder-")
    dialog.findChild(QPushButton, "discarder-2").click()
    alt(player, dialog.labels["value"].text())
    press(player, Qt.Key.Key_Right)
    press(player, Qt.Key.Key_Space)  # 2 han
    press(player, Qt.Key.Key_Tab)
    assert focused() == "fu-25"  # the first fu a 2 han ron can have
    press(player, Qt.Key.Key_Right)
    press(player, Qt.Key.Key_Space)
    assert player.find("dialog-line", root=dialog).text() == "ron Boris from Chen 2 30"  # type: ignore[attr-defined]
    alt(player, dialog.ok.text())  # a button's Alt+letter clicks it (after its press is shown)
    player.qtbot.waitUntil(lambda: player.history()[-1] == "ron Boris from Chen 2 30")  # type: ignore[attr-defined]
    assert player.window.dialog is None


def test_a_dialog_opens_on_the_first_row_still_to_choose(player: TrackerPlayer) -> None:
    def opened(kind: str, **choices: int) -> QDialog:
        dialog = player.window.open_action(kind, **choices)
        assert dialog is not None
        activate(dialog, player.qtbot)
        return dialog

    dialog = opened("tsumo")
    assert focused() == "winner-0"
    press(player, Qt.Key.Key_Tab)
    assert focused() == "han-1"
    dialog.reject()
    dialog = opened("ron", winner=2)  # sent from the calculator: the winner is known
    assert focused() == "discarder-0"
    dialog.reject()
    dialog = opened("ron", winner=2, discarder=1)
    assert focused() == "han-1"
    dialog.reject()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_alt_and_the_riichi_buttons_letter_opens_its_dialog(open_tracker: object, lang: str) -> None:
    """In Russian Alt+И was the Game menu's («&Игра») as well as Riichi's («Р&иичи…»): it
    opened the menu."""
    player = open_tracker(lang)  # type: ignore[operator]
    dialog = open_by_keys(player, "riichi")
    assert dialog.objectName() == "dialog-riichi"
    assert player.window.menuBar().activeAction() is None


def _row_of(dialog: QWidget, names: list[str]) -> list[QPushButton]:
    buttons = [dialog.findChild(QPushButton, name) for name in names]
    assert all(b is not None for b in buttons)
    return buttons  # type: ignore[return-value]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_chosen_button_keeps_its_size(player: TrackerPlayer, theme: str) -> None:
    """A chosen button's style sheet had a border and padding of its own: sized by the sheet,
    not the style, it lost the style's minimum width (a button chosen as the dialog opened, or
    when the theme changed) and the row moved under the mouse."""
    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    apply_theme(app, theme)  # type: ignore[arg-type]
    try:
        dialog = player.window.edit_line(3)  # ron Chen from Aiko 3 40: chosen as it opens
        QApplication.processEvents()
        han = _row_of(dialog, ["han-1", "han-2", "han-3", "han-4"])
        fu = _row_of(dialog, ["fu-30", "fu-40", "fu-50"])
        winners = _row_of(dialog, [f"winner-{seat}" for seat in range(4)])
        assert han[2].isChecked() and fu[1].isChecked() and winners[2].isChecked()
        for row in (han, fu, winners):
            assert len({b.width() for b in row}) == 1, [(b.objectName(), b.width()) for b in row]
        before = [b.geometry() for b in (*han, *fu, *winners)]
        player.click_in_dialog("han-2", "fu-30", "winner-1")
        apply_theme(app, "dark" if theme == "light" else "light")  # the chosen colours made again
        QApplication.processEvents()
        assert han[1].isChecked() and fu[0].isChecked() and winners[1].isChecked()
        assert [b.geometry() for b in (*han, *fu, *winners)] == before
        dialog.reject()
    finally:
        apply_theme(app, "system")  # type: ignore[arg-type]


def _drawn(button: QPushButton) -> tuple[QColor, set[int]]:
    """A button as painted, inside its frame: its face (the colour most of it has) and every
    colour there."""
    image = button.grab().toImage()
    inset = 4
    pixels = Counter(
        image.pixel(x, y)
        for x in range(inset, image.width() - inset)
        for y in range(inset, image.height() - inset)
    )
    return QColor(pixels.most_common(1)[0][0]), set(pixels)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_chosen_buttons_text_stands_out_from_its_face(player: TrackerPlayer, theme: str) -> None:
    """With its border gone from the style sheet, Fusion drew the chosen button's face lighter
    than the highlight (it lightens and greys a button's colour): white on #569BC6, 3.0:1, in
    the light theme, on #65A1DE, 2.7:1, in the dark one. As painted now: 4.5:1 and more, in the
    chosen button's text colour (white in the light theme; the window's dark grey on the dark
    theme's light face)."""
    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    apply_theme(app, theme)  # type: ignore[arg-type]
    try:
        dialog = player.window.edit_line(3)  # ron Chen from Aiko 3 40: han 3 chosen
        QApplication.processEvents()
        chosen, other = dialog.findChild(QPushButton, "han-3"), dialog.findChild(QPushButton, "han-2")
        assert chosen.isChecked() and not other.isChecked()  # type: ignore[union-attr]
        text = chosen.palette().color(QPalette.ColorRole.ButtonText)  # type: ignore[union-attr]
        roles = QPalette.ColorRole
        wanted = roles.HighlightedText if theme == "light" else roles.Window
        assert text == dialog.palette().color(wanted)
        face, colours = _drawn(chosen)  # type: ignore[arg-type]
        # the text's strokes, drawn in the highlighted text's colour (antialiased: nearly)
        strokes = max((QColor(c) for c in colours), key=lambda c: contrast(c, face))
        assert contrast(strokes, text) < 1.1 and contrast(strokes, face) >= 4.5
        assert contrast(face, text) >= 4.5, (face.name(), text.name())
        assert face.rgb() != _drawn(other)[0].rgb()  # type: ignore[arg-type]
        assert chosen.size() == other.size()  # type: ignore[union-attr]
        dialog.reject()
    finally:
        apply_theme(app, "system")  # type: ignore[arg-type]


HISTORY_GAME = GAME + "riichi Boris\ndraw tenpai Boris\n"


def _history_menu() -> list[str]:
    """The items of the history's menu now open (closed after reading)."""
    from PySide6.QtWidgets import QMenu

    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu) and menu.objectName() == "history-menu", menu
    items = [action.text() for action in menu.actions()]
    menu.close()
    return items


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_menu_key_in_the_history_offers_the_selected_line(
    tracker_on_record: object, qtbot: object
) -> None:
    """The Menu key (Shift+F10) opened the menu of the line below the selected one, and selected
    that line: Qt gives a keyboard's context menu event a position in the table's frame, which
    was read as a position on its rows (the header's height lower)."""
    from PySide6.QtGui import QContextMenuEvent

    window = tracker_on_record("en", HISTORY_GAME).window  # type: ignore[operator]
    activate(window, qtbot)
    history = window.history
    history.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(history, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    qtbot.keyClick(history, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    qtbot.keyClick(history, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert history.current_line() == 3
    # what Qt's window does for the Menu key or Shift+F10 (QWidgetWindow::handleContextMenuEvent)
    pos = history.inputMethodQuery(Qt.InputMethodQuery.ImCursorRectangle).center()
    QApplication.sendEvent(
        history,
        QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, pos, history.mapToGlobal(pos), NONE),
    )
    assert _history_menu() == ["Edit line 3…", "Insert a line before it…", "Delete line 3"]
    assert history.current_line() == 3  # and the selection stayed where it was

    # a right click still offers the line under the pointer (the event comes to the rows)
    rows = history.viewport()
    under = history.visualRect(history.model().index(1, 2)).center()  # line 2
    QApplication.sendEvent(
        rows, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, under, rows.mapToGlobal(under), NONE)
    )
    assert _history_menu() == ["Edit line 2…", "Insert a line before it…", "Delete line 2"]
    assert history.current_line() == 2


KEYPAD = Qt.KeyboardModifier.KeypadModifier


def _line_of(window: QWidget, text: str) -> int:
    """The number of the record's line that reads ``text``."""
    texts = [line.text for line in window.controller.record.lines]  # type: ignore[attr-defined]
    return texts.index(text) + 1


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [(Qt.Key.Key_Enter, KEYPAD), (Qt.Key.Key_Return, NONE), (Qt.Key.Key_F2, NONE)],
    ids=["keypad-enter", "return", "f2"],
)
def test_enter_on_a_history_line_edits_it_the_keypads_too(
    tracker_on_record: object, qtbot: object, key: Qt.Key, modifiers: Qt.KeyboardModifier
) -> None:
    """The keypad's Enter did nothing on a line of the history (README: Enter or F2 edits it):
    a keypad key comes with KeypadModifier, and only keys with no modifier were taken."""
    window = tracker_on_record("en", HISTORY_GAME).window  # type: ignore[operator]
    activate(window, qtbot)
    history = window.history
    history.setFocus(Qt.FocusReason.TabFocusReason)
    line = _line_of(window, "riichi Boris")
    history.select_line(line)
    assert history.current_line() == line
    qtbot.keyClick(history, key, modifiers)  # type: ignore[attr-defined]
    dialog = window.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.objectName() == "dialog-riichi"  # the line's own dialog, to correct it
    dialog.reject()


def test_the_keypads_del_deletes_a_history_line(tracker_on_record: object, qtbot: object) -> None:
    """Del on the keypad (Num Lock off) comes with KeypadModifier too: it deletes the line as
    the Del key does."""
    window = tracker_on_record("en", HISTORY_GAME).window  # type: ignore[operator]
    activate(window, qtbot)
    history = window.history
    history.setFocus(Qt.FocusReason.TabFocusReason)
    history.select_line(_line_of(window, "riichi Boris"))
    texts = [line.text for line in window.controller.record.lines]
    qtbot.keyClick(history, Qt.Key.Key_Delete, KEYPAD)  # type: ignore[attr-defined]
    texts.remove("riichi Boris")
    assert [line.text for line in window.controller.record.lines] == texts


def _focus_seen_and_named() -> QWidget:
    """The widget with the focus, which the player sees and a screen reader names."""
    from PySide6.QtGui import QAccessible

    widget = QApplication.focusWidget()
    assert widget is not None
    face = QAccessible.queryAccessibleInterface(widget)
    assert widget.isVisible() and face is not None and face.text(QAccessible.Text.Name), widget
    return widget


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_after_a_new_game_and_the_full_screen_table_the_focus_is_on_something_named(
    qtbot: object, tmp_path: object, lang: str
) -> None:
    """A new game started by keyboard from the empty tracker left the focus on the seats' table
    (no name, no mark, and the actions' dialogs later gave it back there); F11 left it on the
    full-screen page, unnamed. The focus goes to the record line, and the full-screen page
    says what it is; Esc brings the focus back to the record line."""
    from test_tracker_support import show_tracker

    from mjgui.gui.appsetup import setup_application

    setup_application(QApplication.instance())  # type: ignore[arg-type]
    player = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)  # type: ignore[operator]
    window = player.window
    activate(window, qtbot)
    assert focused() == "empty-new-game"
    press(player, Qt.Key.Key_Space)  # New game…
    dialog = player.dialog
    activate(dialog, qtbot)
    press(player, Qt.Key.Key_Return)  # the names as proposed
    assert not dialog.isVisible() and window.controller.view().started
    activate(window, qtbot)
    assert _focus_seen_and_named() is window.raw_line
    riichi = open_by_keys(player, "riichi")
    press(player, Qt.Key.Key_Space)
    press(player, Qt.Key.Key_Return)
    assert not riichi.isVisible()
    activate(window, qtbot)
    assert _focus_seen_and_named() is window.raw_line
    press(player, Qt.Key.Key_F11)
    big = _focus_seen_and_named()
    assert big.objectName() == "big-page"
    assert big.accessibleName() == {"en": "Full-screen table", "ru": "Стол во весь экран"}[lang]
    press(player, Qt.Key.Key_Escape)
    assert _focus_seen_and_named() is window.raw_line

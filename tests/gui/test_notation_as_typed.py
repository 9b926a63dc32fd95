"""What the player types in the notation field stays as typed while the field has it: the desk
does not write the hand anew under the cursor at each key, and a switch of the language or the
theme (View menu) keeps the text, the cursor and the selection."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from mjgui.controller.scoring.views import NotationView
from mjgui.gui.input import NotationEdit

HAND = "123m456p789s234s11z"  # complete: the desk's own writing puts the last 4s apart


def _field(player) -> NotationEdit:
    field = player.find("notation", NotationEdit)
    assert isinstance(field, NotationEdit)
    return field


def _type(player, text: str) -> NotationEdit:
    field = _field(player)
    player.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    assert field.hasFocus()
    for char in text:
        player.qtbot.keyClick(field, char)
    return field


def _menu(player, name: str) -> None:
    action = player.window.findChild(QAction, name)
    assert isinstance(action, QAction)
    action.trigger()
    QApplication.processEvents()


def test_each_key_leaves_the_field_as_typed(player) -> None:
    """At the 16th character ("…234s") the hand parsed whole, and the field showed the desk's
    writing of it, "123m456p23789s4s", the cursor at its end: the next keys went after a text the
    player had not typed."""
    field = _field(player)
    player.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    for end in range(1, len(HAND) + 1):
        player.qtbot.keyClick(field, HAND[end - 1])
        assert field.text() == HAND[:end]
        assert field.cursorPosition() == end
    assert len(player.hand()) == 14
    assert player.window.controller.notation_text() != HAND  # the desk's writing differs


def _select_456(player, field: NotationEdit) -> None:
    """The cursor to 4 with Home and arrows, then Shift+Right three times: "456" selected."""
    player.qtbot.keyClick(field, Qt.Key.Key_Home)
    for _ in range(4):
        player.qtbot.keyClick(field, Qt.Key.Key_Right)
    for _ in range(3):
        player.qtbot.keyClick(field, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert (field.selectionStart(), field.selectedText(), field.cursorPosition()) == (4, "456", 7)


def test_a_language_and_theme_switch_keep_the_typed_text_cursor_and_selection(player) -> None:
    field = _type(player, HAND)
    _select_456(player, field)
    for name in ("language-ru", "theme-dark", "language-en", "theme-light"):
        _menu(player, name)
        assert field.text() == HAND, name
        assert (field.selectionStart(), field.selectedText(), field.cursorPosition()) == (4, "456", 7), name


def test_a_switch_keeps_a_typed_hand_with_an_error_and_its_underline(player) -> None:
    typed = "123m456p78x9s"
    field = _type(player, typed)
    assert field.error_range is not None
    error = field.error_range
    shown = player.window.notation_error.text()
    _select_456(player, field)
    _menu(player, "language-ru")
    assert field.text() == typed
    assert field.error_range == error
    assert player.window.notation_error.text() != shown  # said again, in Russian
    assert (field.selectionStart(), field.selectedText(), field.cursorPosition()) == (4, "456", 7)


def test_a_tile_clicked_writes_the_hand_the_desks_way(player) -> None:
    """The typed text stays only while it is the hand: an edit elsewhere writes the field anew."""
    field = _type(player, "123m456p789s234s1z")
    player.click_tiles("1z")
    assert field.text() == player.window.controller.notation_text()
    assert field.text() != HAND


def test_the_view_of_the_same_text_keeps_the_cursor_and_the_selection(qtbot) -> None:
    field = NotationEdit()
    qtbot.addWidget(field)
    field.show()
    field.setText("123m45x6p")
    field.setSelection(6, -4)  # selected backwards: the cursor at 2
    for view in (
        NotationView("123m45x6p", "bad", 6, 1),
        NotationView("123m45x6p", "плохо", 6, 1),
        NotationView("123m45x6p"),
    ):
        field.set_view(view)
        assert (field.selectionStart(), field.selectedText(), field.cursorPosition()) == (2, "3m45", 2)

"""What a player types or clicks on the calculator is not lost nor ignored (found by driving the
window with seeded random clicks and keys): a hand typed into the notation field itself in Han
and fu, a second discard on a complete hand, and a slip in the field kept through Ctrl+Z Ctrl+Y."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier


def _key(player, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    player.qtbot.keyClick(QApplication.focusWidget() or player.window, key, mods)


def _han_and_fu_5800(player) -> None:
    player.click("quick-toggle")
    player.click("han-3")
    player.click("fu-30")
    assert player.headline == "5800"


def _back_to_the_tiles_scored(player) -> None:
    window = player.window
    assert not window.controller.quick_mode
    assert not player.find("quick-toggle").isChecked()
    assert window.hand_row.isVisible() and window.palette_widget.isVisible()
    assert not player.find("quick-value").isVisible()
    assert len(player.hand()) == 14
    assert player.headline == "3900"  # the dealer's ron on 2z: yakuhai (East) and its 40 fu


def test_a_hand_typed_in_the_field_clicked_into_leaves_han_and_fu(player) -> None:
    """Clicked into (it stays shown in Han and fu), the field took the keys itself: the tiles
    changed behind "Pick han and fu", never shown nor scored. Now it goes back to the tiles as
    the keys typed elsewhere do, the keystrokes and the leaving one step."""
    window = player.window
    _han_and_fu_5800(player)
    player.click_widget(window.notation)
    assert window.notation.hasFocus()
    player.qtbot.keyClicks(window.notation, "123m456p789s11122z")
    assert window.notation.text() == "123m456p789s11122z"
    _back_to_the_tiles_scored(player)
    _key(player, Qt.Key.Key_Z, CTRL)  # one Ctrl+Z: Han and fu again, with its value
    assert window.controller.quick_mode and player.find("quick-value").isVisible()
    assert player.headline == "5800"
    assert window.notation.text() == ""
    _key(player, Qt.Key.Key_Z, CTRL_SHIFT)  # redo: the typed hand again, scored
    _back_to_the_tiles_scored(player)


def test_a_hand_typed_after_ctrl_l_leaves_han_and_fu(player) -> None:
    """Ctrl+L (Edit notation) puts the focus in the field: the keys go to it directly. A slip
    typed first (an error) leaves Han and fu too: the player is typing a hand."""
    window = player.window
    _han_and_fu_5800(player)
    _key(player, Qt.Key.Key_L, CTRL)
    assert window.notation.hasFocus()
    player.qtbot.keyClicks(window.notation, "1")  # not a hand yet: the error is shown with the tiles
    assert not window.controller.quick_mode
    assert window.notation_error.isVisible()
    player.qtbot.keyClicks(window.notation, "23m456p789s11122z")
    assert window.notation.text() == "123m456p789s11122z"
    _back_to_the_tiles_scored(player)
    _key(player, Qt.Key.Key_Z, CTRL)
    assert window.controller.quick_mode and player.headline == "5800"


def test_discards_on_a_complete_hand_stay_in_discards_mode(player) -> None:
    """A complete hand's discards say whether its ron is furiten: the first discard sent the
    palette back to Hand unsaid, so the second was refused (the hand full). Only the edit that
    completes the hand sends it back (the 14th tile typed: test_live_table)."""
    window = player.window
    player.type("123m456p789s11122z")
    assert player.headline == "3900"
    player.mode("discard")
    player.click_tiles("3z")
    assert player.find("mode-discard").isChecked()
    assert window.controller.mode == "discard"
    player.click_tiles("2z")  # the hand's only wait: a furiten ron
    assert [t.code for t in window.controller.state.discards] == ["3z", "2z"]
    assert len(player.hand()) == 14
    assert player.find("mode-discard").isChecked()
    assert player.headline == "Furiten: no ron"
    strip = player.find("discards")
    player.click_widget(strip.buttons()[0])  # the 3z taken back
    assert [t.code for t in window.controller.state.discards] == ["2z"]
    assert player.find("mode-discard").isChecked()
    assert player.headline == "Furiten: no ron"


def test_a_slip_typed_in_the_field_comes_back_with_ctrl_z_ctrl_y(player) -> None:
    """``123m456p`` then ``78x`` (an error, the tiles kept): Ctrl+Z, Ctrl+Y showed ``123m456p``,
    the slip gone. Redo brings the field back as it was, its error with it."""
    window = player.window
    window.notation.setFocus()
    player.qtbot.keyClicks(window.notation, "123m456p")
    player.qtbot.keyClicks(window.notation, "78x")
    assert window.notation.text() == "123m456p78x"
    error = window.notation_error.text()
    assert error.startswith("⚠")
    _key(player, Qt.Key.Key_Z, CTRL)
    assert window.notation.text() == "" and player.hand() == []
    _key(player, Qt.Key.Key_Z, CTRL_SHIFT)
    assert window.notation.text() == "123m456p78x"
    assert window.notation_error.text() == error
    assert window.notation.error_range is not None
    assert player.hand() == ["1m", "2m", "3m", "4p", "5p", "6p"]
    # the slip mended: the field reads again
    for _ in range(3):
        _key(player, Qt.Key.Key_Backspace)
    player.qtbot.keyClicks(window.notation, "789s11122z")
    assert player.headline == "3900"
    assert window.notation_error.text() == ""

"""The game banner over a desk with no hand on it yet: right after the hand-off, in Han and fu
with no value picked, and after Ctrl+Z back to the hand-off's empty desk once the game's stick
count changed. It said "Ctrl+Enter records it" (Ctrl+Enter then said there is no hand on the
desk) or "the desk shows another win" (there was no win). It says what a typed slip does: Ctrl+Enter
records it once the desk shows the win."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir, status
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_tracker_support import CTRL, activate, banner, ctrl_enter, spin

HEAD = "Scoring for the game: Dasha wins by ron from Boris · East 東 1 — "
UNTIL = "Ctrl+Enter records it once the desk shows the win"
NO_HAND = "Nothing was recorded: there is no hand on the desk"
RECORD = "rules seed\nplayers Aiko Boris Chen Dasha\n"


_data_dir = own_data_dir()


def key(player: object, code: Qt.Key) -> None:
    """Ctrl+``code`` where the focus is (the notation field's Ctrl+Z is the desk's too)."""
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    widget = QApplication.focusWidget() or player.window  # type: ignore[attr-defined]
    player.qtbot.keyClick(widget, code, CTRL)  # type: ignore[attr-defined]


def test_the_empty_desk_after_the_hand_off_promises_nothing_ctrl_enter_cannot_do(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, RECORD)
    lines = tracker.history()
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert player.hand() == []  # type: ignore[attr-defined]
    assert banner(player) == HEAD + UNTIL
    ctrl_enter(player)
    assert status(player) == NO_HAND
    assert tracker.history() == lines and tracker.window.dialog is None
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert banner(player).endswith(" — Ctrl+Enter записывает, когда калькулятор покажет выигрыш")
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    # the hand typed: now Ctrl+Enter records it, and does
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert banner(player) == HEAD + "Ctrl+Enter records it"
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Dasha from Boris hand "234m567p3467888s5s"'


def test_han_and_fu_with_no_value_picked_promises_nothing(player: object, tmp_path: Path) -> None:
    player.click("quick-toggle")  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, RECORD)
    lines = tracker.history()
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert player.headline == "Pick han and fu"  # type: ignore[attr-defined]
    assert banner(player) == HEAD + UNTIL
    ctrl_enter(player)
    assert tracker.history() == lines and tracker.window.dialog is None
    player.click("han-3")  # type: ignore[attr-defined]
    player.click("fu-30")  # type: ignore[attr-defined]
    assert banner(player) == HEAD + "Ctrl+Enter records it"


def test_ctrl_z_back_to_the_empty_desk_after_a_riichi_shows_no_other_win(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, RECORD)
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    window = player.window  # type: ignore[attr-defined]
    player.click_widget(window.notation)  # type: ignore[attr-defined]
    player.qtbot.keyClicks(window.notation, "234m56x")  # type: ignore[attr-defined]
    assert banner(player) == HEAD + UNTIL
    tracker.action("riichi", "player-2")  # the game's stick count changes under the desk
    tracker.ok()
    window.notation.setFocus()
    window.notation.end(False)
    player.qtbot.keyClick(window.notation, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    player.qtbot.keyClicks(window.notation, "7p3467888s5s")  # type: ignore[attr-defined]
    assert player.hand() != []  # type: ignore[attr-defined]
    while player.hand():  # type: ignore[attr-defined]
        key(player, Qt.Key.Key_Z)
        assert "another win" not in banner(player)
    assert window.controller.state.concealed == ()
    assert spin(player, "sticks") == 0  # the desk's own count from the hand-off, not the game's 1
    assert banner(player) == HEAD + UNTIL
    ctrl_enter(player)
    assert status(player) == NO_HAND


def test_a_recorded_hand_emptied_on_the_desk_opens_its_line_only_once_the_desk_shows_a_win(
    player: object, tmp_path: Path
) -> None:
    """The hand recorded from the desk, its tiles then taken off it: the banner said Ctrl+Enter
    opens the line to correct it, and Ctrl+Enter said there is no hand on the desk."""
    tracker = open_record(player, tmp_path, RECORD)
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    lines = tracker.history()
    assert lines[-1] == 'ron Dasha from Boris hand "234m567p3467888s5s"'
    recorded = "Recorded as line 3\u00a0of the game: Dasha wins by ron from Boris · East 東 1 — "
    correct = "Ctrl+Enter opens that line to correct it"
    assert banner(player) == recorded + correct + "; Next hand (N) for the next one"
    window = player.window  # type: ignore[attr-defined]
    window.notation.setFocus()
    window.notation.selectAll()
    player.qtbot.keyClick(window.notation, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    assert player.hand() == []  # type: ignore[attr-defined]
    changed = "Not as recorded in line 3\u00a0of the game: Dasha wins by ron from Boris · East 東 1 — "
    until = correct + " once the desk shows a win; Next hand (N) for the next one"
    assert banner(player) == changed + until
    ctrl_enter(player)
    assert status(player) == NO_HAND
    assert tracker.history() == lines and tracker.window.dialog is None
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert banner(player).endswith(
        " — Ctrl+Enter откроет эту строку для исправления, когда калькулятор покажет выигрыш; "
        "«Следующая рука» (N) — к следующей"
    )
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    player.qtbot.keyClicks(window.notation, "234m567p")  # type: ignore[attr-defined]
    assert banner(player) == changed + until  # a hand being typed again: no win yet
    player.qtbot.keyClicks(window.notation, "3467888s5s")  # type: ignore[attr-defined]
    assert banner(player) == recorded + correct + "; Next hand (N) for the next one"

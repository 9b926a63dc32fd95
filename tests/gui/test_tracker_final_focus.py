"""When the game ends, the keyboard's focus lands on the final results, never on Undo.

Before, the record line and the action buttons were hidden with the focus on them and Qt gave it
to the next Tab stop: the history's Undo. One Space there undid the game's last hand, and the
final results (no Tab stop) could not be read by keyboard at all."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer, activate, show_tracker, write

from tests.util import HANCHAN

# the whole hanchan but its last line, South 4's win, which ends the game
ALMOST = "".join(HANCHAN.splitlines(keepends=True)[:-1])
LAST = "ron Aiko from Chen 3 30"  # the south 4th's dealer is not the winner: the game ends


def _tracker(qtbot: object, tmp_path: Path, text: str = ALMOST) -> TrackerPlayer:
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    assert shown.window.open_file(write(tmp_path / "g.mjgame", text))
    activate(shown.window, qtbot)
    return shown


def _assert_on_final(shown: TrackerPlayer, lines: int) -> None:
    window = shown.window
    assert window.final.isVisible()  # the game has ended
    focus = QApplication.focusWidget()
    assert focus is window.final.table, focus.objectName() if focus else None
    assert focus.accessibleName() == "Final results"
    # Space there undoes nothing; the arrow keys read the cells one by one
    shown.qtbot.keyClick(focus, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    assert len(window.controller.record.lines) == lines
    table = window.final.table
    table.setCurrentCell(0, 1)
    shown.qtbot.keyClick(table, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert (table.currentRow(), table.currentColumn()) == (1, 1)
    assert table.currentItem().text() in ("Aiko", "Boris", "Chen", "Dasha")


def test_the_last_hand_typed(qtbot, tmp_path: Path) -> None:
    shown = _tracker(qtbot, tmp_path)
    window = shown.window
    lines = len(window.controller.record.lines)
    window.raw_line.setFocus()
    qtbot.keyClicks(window.raw_line, LAST)
    qtbot.keyClick(window.raw_line, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not window.raw_line.isVisible()
    _assert_on_final(shown, lines + 1)


def test_the_last_hand_by_the_dialog(qtbot, tmp_path: Path) -> None:
    shown = _tracker(qtbot, tmp_path)
    window = shown.window
    lines = len(window.controller.record.lines)
    window.action_buttons["ron"].setFocus()
    qtbot.keyClick(window.action_buttons["ron"], Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    dialog = window.dialog
    shown.click_in_dialog("winner-0", "discarder-2", "han-3", "fu-30")
    activate(dialog, qtbot)
    shown.click("dialog-ok", dialog)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    activate(window, qtbot)
    _assert_on_final(shown, lines + 1)


@pytest.mark.parametrize("before", ["live", "ended"])
def test_a_finished_record_opened(qtbot, tmp_path: Path, before: str) -> None:
    shown = _tracker(qtbot, tmp_path, ALMOST if before == "live" else ALMOST + LAST + "\n")
    window = shown.window
    window.undo_button.setFocus()  # where the focus fell before
    assert window.open_file(write(tmp_path / "done.mjgame", ALMOST + LAST + "\n"))
    QApplication.processEvents()
    _assert_on_final(shown, len(window.controller.record.lines))


def test_the_last_hand_undone_from_the_final_results(qtbot, tmp_path: Path) -> None:
    shown = _tracker(qtbot, tmp_path, ALMOST + LAST + "\n")
    window = shown.window
    assert QApplication.focusWidget() is window.final.table
    qtbot.keyClick(window.final.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert not window.final.isVisible()
    # back where the next hand is typed, not on the history's buttons
    assert QApplication.focusWidget() is window.raw_line

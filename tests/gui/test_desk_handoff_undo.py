"""A past line opened in the calculator (*Edit…* → *Score the hand in the calculator…*), then
Ctrl+Z on the desk past that hand-off, and Ctrl+Enter on a line opened and not changed. Every
step is clicked or typed; each test reads the banner, the dialogs, the record's lines, the
window's title and the file."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter, next_hand, write
from test_tracker_support import tracker_from_calculator as open_tracker

RECORD = (
    "rules seed\nplayers Aiko Boris Chen Dasha\n"
    'ron Chen from Boris hand "234m567p88s333z66s6s"\nron Dasha from Aiko 1 30\n'
)
CHEN = 'ron Chen from Boris hand "234m567p88s333z66s6s"'
CORRECTED = 'ron Chen from Boris hand "234m567p6688s333z6s --dora 2z"'
HEAD = "Chen wins by ron from Boris · East 東 1 — "
ASIDE = (
    "set aside while the desk shows its hand from before (Ctrl+Enter offers that as a new line): "
    "Ctrl+Y goes back to it"
)
EDITED = "set aside while the desk shows its hand from before (Ctrl+Enter offers that as a new line)"


_data_dir = own_data_dir()


def key(player: object, letter: Qt.Key) -> None:
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, letter, CTRL)  # type: ignore[attr-defined]


def own_tsumo(player: object) -> None:
    """The desk's own hand before any hand-off: a dealer's tsumo that no line of the game holds."""
    player.type("123456789m11z22z2z")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]


def edit_in_calculator(tracker: TrackerPlayer, number: int) -> None:
    tracker.click("dialog-calculator", tracker.window.edit_line(number))


def test_ctrl_z_past_the_hand_off_sets_the_recorded_line_aside(player: object, tmp_path: Path) -> None:
    """The desk held its own tsumo; line 3 opened in the calculator, a dora added, applied. Two
    Ctrl+Z on the desk brought back the tsumo still tied to line 3 ("Not as recorded in line 3 …
    Ctrl+Enter opens that line to correct it"), and one Enter replaced Chen's ron with it. The
    tie is now set aside: the banner says so, Ctrl+Enter offers the tsumo as a new line (line 3
    stays), and Ctrl+Y brings line 3's hand back, tied again."""
    own_tsumo(player)
    tracker = open_record(player, tmp_path, RECORD, "g.mjgame")
    edit_in_calculator(tracker, 3)
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2z")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker.ok()
    lines = tracker.history()
    assert lines[2] == CORRECTED
    points = tracker.points()
    key(player, Qt.Key.Key_Z)
    key(player, Qt.Key.Key_Z)  # the desk's own tsumo, from before line 3 was opened
    assert player.hand()[:3] == ["1m", "2m", "3m"]  # type: ignore[attr-defined]
    assert banner(player) == "Recorded as line 3\u00a0of the game: " + HEAD + ASIDE
    ctrl_enter(player)
    QApplication.processEvents()
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Tsumo"  # a new line, not "Edit line 3 — Tsumo"
    assert tracker.find("dialog-line", root=dialog).text() == 'tsumo Chen hand "123456789m1122z2z"'  # type: ignore[attr-defined]
    dialog.reject()
    assert tracker.history() == lines and tracker.points() == points
    key(player, Qt.Key.Key_Y)
    key(player, Qt.Key.Key_Y)  # line 3's hand with its dora, tied to the line again
    assert banner(player) == (
        "Recorded as line 3\u00a0of the game: "
        + HEAD
        + "Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
    )


def test_ctrl_z_past_the_hand_off_sets_the_correction_aside(player: object, tmp_path: Path) -> None:
    """Line 3 opened in the calculator over the desk's own tsumo, Ctrl+Z at once: Ctrl+Enter
    opened "Edit line 3 — Tsumo" with the desk's tsumo, and OK replaced Chen's ron with it. Now
    the correction is set aside: Ctrl+Enter offers the tsumo as a new line; Ctrl+Y brings line
    3's hand back, and Ctrl+Enter corrects line 3 with the dora added."""
    own_tsumo(player)
    tracker = open_record(player, tmp_path, RECORD, "g.mjgame")
    lines = tracker.history()
    edit_in_calculator(tracker, 3)
    assert banner(player) == "Correcting line 3\u00a0of the game: " + HEAD + "Ctrl+Enter records it"
    key(player, Qt.Key.Key_Z)
    assert player.hand()[:3] == ["1m", "2m", "3m"]  # type: ignore[attr-defined]
    assert banner(player) == "Correcting line 3\u00a0of the game: " + HEAD + ASIDE
    ctrl_enter(player)
    QApplication.processEvents()
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Tsumo"
    assert tracker.find("dialog-line", root=dialog).text() == 'tsumo Chen hand "123456789m1122z2z"'  # type: ignore[attr-defined]
    dialog.reject()
    assert tracker.history() == lines
    key(player, Qt.Key.Key_Y)  # line 3's hand again: the correction goes on
    assert banner(player) == "Correcting line 3\u00a0of the game: " + HEAD + "Ctrl+Enter records it"
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2z")  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None
    assert tracker.history() == [*lines[:2], CORRECTED, *lines[3:]]


def test_ctrl_enter_on_a_line_not_changed_records_nothing(player: object, tmp_path: Path) -> None:
    """Line 3 opened in the calculator and Ctrl+Enter pressed with nothing changed: the line was
    written anew (its melds in another order), the file marked modified, an undo step added. Now
    the calculator's status bar says the line holds this win already, and nothing changes; a
    dora added then is recorded as before."""
    text = RECORD.replace('"234m567p88s333z66s6s"', '"234m33s77z7z --pon 550p --chi 406s"')
    path = write(tmp_path / "g.mjgame", text)
    tracker = open_tracker(player)
    assert tracker.window.open_file(path)
    lines = tracker.history()
    steps = len(tracker.window.controller._history.snapshots())
    edit_in_calculator(tracker, 3)
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None
    assert tracker.history() == lines
    assert lines[2] == 'ron Chen from Boris hand "234m33s77z7z --pon 550p --chi 406s"'
    assert not tracker.window.windowTitle().endswith("*")
    assert len(tracker.window.controller._history.snapshots()) == steps  # no undo step
    assert path.read_text(encoding="utf-8") == text
    window = player.window  # type: ignore[attr-defined]
    assert isinstance(window, QMainWindow)
    assert window.statusBar().currentMessage() == (
        "Line 3 of the game already holds this win: nothing was recorded"
    )
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2z")  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[2] == 'ron Chen from Boris hand "234m33s77z7z --chi 406s --pon 055p --dora 2z"'
    assert tracker.window.windowTitle().endswith("g.mjgame*")


def test_an_edit_after_ctrl_z_past_the_hand_off_takes_ctrl_y_out_of_the_banner(
    player: object, tmp_path: Path
) -> None:
    """Line 3 opened in the calculator over the desk's own tsumo, Ctrl+Z at once, then a dora
    added: the redo step is gone, so Ctrl+Y brings nothing back and the banner no longer says it
    does; it says Next hand does (the desk cleared, the correction on again), also once that
    dora is undone (Ctrl+Y would only add it again). Next hand then brings the correction back."""
    own_tsumo(player)
    tracker = open_record(player, tmp_path, RECORD, "g.mjgame")
    edit_in_calculator(tracker, 3)
    key(player, Qt.Key.Key_Z)
    assert banner(player) == "Correcting line 3\u00a0of the game: " + HEAD + ASIDE
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3z")  # type: ignore[attr-defined]
    key(player, Qt.Key.Key_Y)  # nothing to redo
    assert player.hand()[:3] == ["1m", "2m", "3m"]  # type: ignore[attr-defined]
    later = (
        "Correcting line 3\u00a0of the game: "
        + HEAD
        + EDITED
        + ": Next hand (N) goes back to it, with no tiles on the desk"
    )
    assert banner(player) == later
    key(player, Qt.Key.Key_Z)  # the dora undone: Ctrl+Y would add it again, not go back to line 3
    assert banner(player) == later
    next_hand(player)
    QApplication.processEvents()
    assert player.hand() == []  # type: ignore[attr-defined]
    assert banner(player) == (
        "Correcting line 3\u00a0of the game: " + HEAD + "Ctrl+Enter records it once the desk shows the win"
    )


def test_an_edit_after_ctrl_z_past_a_recorded_hand_off_names_no_way_back(
    player: object, tmp_path: Path
) -> None:
    """Line 3 corrected from the desk (a dora added, Ctrl+Enter), then two Ctrl+Z back to the
    desk's own tsumo and a dora added there: the tie to line 3 cannot come back, so the banner
    names no key for it; Next hand ends it."""
    own_tsumo(player)
    tracker = open_record(player, tmp_path, RECORD, "g.mjgame")
    edit_in_calculator(tracker, 3)
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2z")  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[2] == CORRECTED
    key(player, Qt.Key.Key_Z)
    key(player, Qt.Key.Key_Z)
    assert banner(player) == "Recorded as line 3\u00a0of the game: " + HEAD + ASIDE
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3z")  # type: ignore[attr-defined]
    key(player, Qt.Key.Key_Y)  # nothing to redo
    assert player.hand()[:3] == ["1m", "2m", "3m"]  # type: ignore[attr-defined]
    assert banner(player) == "Recorded as line 3\u00a0of the game: " + HEAD + EDITED
    next_hand(player)
    QApplication.processEvents()
    assert banner(player) == ""
    assert tracker.history()[2] == CORRECTED

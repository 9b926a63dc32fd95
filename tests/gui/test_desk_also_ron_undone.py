"""A second winner's ron asked for (double ron) while the first ron is undone and redone.

Undoing in the tracker the ron the second winner's win joined ends the hand-off, and the status
bar says truly why: the ron on that discard was taken back, and a second winner needs a first (the
game still plays that hand, so not "not the game's hand now"). Ctrl+Enter then opens a dialog
proposing a plain ron of the hand played now, with a note saying so. Redo brings the ron back, and
with it the hand-off: the banner again, and Ctrl+Enter records the also ron at once. Every step is
clicked or typed; each test reads the banner, the status bar, the record and the points."""

from __future__ import annotations

from pathlib import Path

from desk_support import amounts, open_record, own_data_dir, status
from PySide6.QtWidgets import QApplication
from test_desk_link_follows import CHEN, FALSE, changes
from test_tracker_support import TrackerPlayer, banner, ctrl_enter

DOUBLE = "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
FIRST = "ron Dasha from Boris 1 30"
ALSO = f'also ron Chen from Boris hand "{CHEN}"'
ASKED = "Scoring for the game: Chen also wins by ron from Boris · East 東 1 — Ctrl+Enter records it"
GONE = (
    "The game changed in the tracker: the ron on Boris's discard that Chen's win joined was taken "
    "back, and a second winner needs a first: the desk no longer records this win as also ron. "
    "Redo there, with the desk left as it is, brings that ron and the hand-off back"
)
NOTE = (
    "The ron on Boris's discard that Chen's win joined was taken back in the tracker: this line "
    "records the desk's win as a ron of the hand the game plays now"
)


_data_dir = own_data_dir()


def ask_also(player: object, tmp_path: Path) -> TrackerPlayer:
    """Dasha's ron from Boris recorded, then Chen's also ron asked for and his hand typed."""
    tracker = open_record(player, tmp_path, DOUBLE)
    tracker.action("ron", "winner-3", "discarder-1", "han-1", "fu-30")
    tracker.ok()
    tracker.click("action-also-ron")
    tracker.click_in_dialog("winner-2")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert banner(player) == ASKED
    assert amounts(player) == ["0", "−2000", "+2000", "0"]
    return tracker


def undo(tracker: TrackerPlayer) -> None:
    tracker.click("history-undo")
    QApplication.processEvents()


def redo(tracker: TrackerPlayer) -> None:
    tracker.click("history-redo")
    QApplication.processEvents()


def test_the_first_ron_undone_says_why_the_desk_no_longer_records(player: object, tmp_path: Path) -> None:
    tracker = ask_also(player, tmp_path)
    undo(tracker)
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    assert banner(player) == ""
    assert status(player) == GONE
    assert FALSE not in status(player)
    assert amounts(player) == ["0", "−2000", "+2000", "0"]  # the desk keeps the hand


def test_ctrl_enter_with_the_first_ron_undone_proposes_a_plain_ron(player: object, tmp_path: Path) -> None:
    tracker = ask_also(player, tmp_path)
    undo(tracker)
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    dialog = tracker.window.dialog
    assert dialog is not None  # nothing recorded at once
    assert tracker.label("dialog-note", dialog) == NOTE
    assert tracker.find("dialog-line", root=dialog).text() == f'ron Chen from Boris hand "{CHEN}"'  # type: ignore[attr-defined]
    assert tracker.points() == before
    tracker.ok()
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    assert changes(before, tracker.points()) == [0, -2000, 2000, 0]


def test_redo_of_the_first_ron_ties_the_hand_off_again(player: object, tmp_path: Path) -> None:
    tracker = ask_also(player, tmp_path)
    undo(tracker)
    redo(tracker)
    assert tracker.history()[-1] == FIRST
    assert banner(player) == ASKED
    assert status(player) == ""  # the lapse's notice went with it
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is None  # recorded at once, as before the undo
    assert tracker.history()[-2:] == [FIRST, ALSO]
    assert changes(before, tracker.points()) == [0, -2000, 2000, 0]


def test_the_desk_changed_meanwhile_is_not_tied_again(player: object, tmp_path: Path) -> None:
    tracker = ask_also(player, tmp_path)
    undo(tracker)
    player.find("riichi").click()  # type: ignore[attr-defined]
    QApplication.processEvents()
    redo(tracker)
    assert tracker.history()[-1] == FIRST
    assert banner(player) == ""
    before = tracker.points()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.window.dialog is not None  # the desk is another hand now: asked, not recorded
    assert tracker.points() == before

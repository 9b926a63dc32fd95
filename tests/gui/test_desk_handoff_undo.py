"""A past line opened in the calculator (*Edit…* → *Score the hand in the calculator…*):
Ctrl+Enter on a line opened and not changed. Every step is clicked or typed; each test reads
the record's lines, the window's title, the status bar and the file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow
from test_tracker_support import TrackerPlayer, ctrl_enter, write
from test_tracker_support import tracker_from_calculator as open_tracker

RECORD = (
    "rules seed\nplayers Aiko Boris Chen Dasha\n"
    'ron Chen from Boris hand "234m567p88s333z66s6s"\nron Dasha from Aiko 1 30\n'
)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("MJGUI_DATA_DIR", str(folder))
    return folder


def edit_in_calculator(tracker: TrackerPlayer, number: int) -> None:
    tracker.click("dialog-calculator", tracker.window.edit_line(number))


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

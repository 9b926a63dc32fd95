"""A player's first evening, the calculator and the tracker open together: File → Quit ends the
app (it closed the calculator alone, the tracker and the process went on), and a saved game
record chosen in the calculator's File → Open opens in the tracker (it was filtered out, and
under All files refused as "not a game log")."""

from __future__ import annotations

import errno
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton
from test_tracker_support import TrackerPlayer

import mjgui.controller.game.autosave as autosave_module
from mjgui.core.game.lines import new_game_text
from mjgui.gui.tracker.window import TrackerWindow
from mjgui.gui.window import MainWindow

DATA = Path(__file__).resolve().parent.parent / "data" / "logs"
NAMES = ("Aiko", "Boris", "Chen", "Dasha")


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "data"))


def _both(make_window: Callable[[], MainWindow], qtbot: object) -> tuple[MainWindow, TrackerPlayer]:
    """The calculator and the tracker open, a game of one hand on the table."""
    window = make_window()
    tracker = window.game_link.open_tracker()
    qtbot.waitExposed(tracker)  # type: ignore[attr-defined]
    player = TrackerPlayer(qtbot, tracker)
    player.new_game(NAMES)
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    assert tracker.isVisible() and window.isVisible()
    return window, player


def _shown_windows() -> list[str]:
    return sorted(w.objectName() for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow())


def test_quit_in_the_calculator_closes_the_tracker_too(
    make_window: Callable[[], MainWindow], qtbot: object
) -> None:
    window, player = _both(make_window, qtbot)
    window.act_quit.trigger()
    assert not window.isVisible() and not player.window.isVisible()
    assert _shown_windows() == []  # the last window closed: the app's event loop ends
    assert not player.window.controller.autosave.held  # its slot let go, its game autosaved
    assert "ron Chen from Aiko 3 40" in (Path(player.window.controller.autosave.path)).read_text("utf-8")


def test_quit_asks_the_trackers_question_and_stops_when_the_player_keeps_it_open(
    make_window: Callable[[], MainWindow], qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, player = _both(make_window, qtbot)
    real = autosave_module.atomic_write_text

    def no_space(_temp: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def full(path: object, text: str, **options: object) -> None:
        real(path, text, before_replace=no_space, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module, "atomic_write_text", full)
    player.action("riichi", "player-1")
    player.ok()
    assert player.window.controller.unkept  # the autosave failed: the line is in no file

    def question() -> QMessageBox:
        boxes = player.window.findChildren(QMessageBox, "tracker-close-question")
        (box,) = [b for b in boxes if b.isVisible()]
        return box

    window.act_quit.trigger()
    button = question().findChild(QPushButton, "close-cancel")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    qtbot.wait(50)  # type: ignore[attr-defined]
    assert window.isVisible() and player.window.isVisible()  # kept open: the quit stops
    window.act_quit.trigger()  # asked again; this time closed without saving: the app ends
    button = question().findChild(QPushButton, "close-discard")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not window.isVisible())  # type: ignore[attr-defined]
    assert not player.window.isVisible() and _shown_windows() == []


def test_a_record_chosen_in_the_calculators_open_opens_in_the_tracker(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "Вечер в клубе.mjgame"
    record.write_text(new_game_text(NAMES) + "ron Chen from Aiko 3 40\n", encoding="utf-8")
    asked: list[str] = []

    def choose(path: Path) -> Callable[..., tuple[str, str]]:
        def dialog(_parent: object, _title: str, _start: str, filters: str) -> tuple[str, str]:
            asked.append(filters)
            return str(path), ""

        return dialog

    window = make_window()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose(record))
    window.act_open_log.trigger()
    assert "*.mjgame" in asked[0].split(";;")[0]  # offered beside the logs
    tracker = window.game_link.tracker()
    assert isinstance(tracker, TrackerWindow) and tracker.isVisible()
    assert tracker.controller.path == str(record) and tracker.controller.text == record.read_text("utf-8")
    assert not window.log_window().isVisible()  # the log window it was chosen from went again
    assert window.log_window().controller.log is None
    # a log chosen there still opens in the log window
    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose(DATA / "mjx-double-ron.mjlog"))
    window.act_open_log.trigger()
    assert window.log_window().isVisible() and window.log_window().controller.log is not None
    assert tracker.controller.path == str(record)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_chosen_in_the_calculators_open_is_refused_at_once(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A named pipe chosen under All files froze the window: it was opened and read, to tell a
    record from a log, and the read waited for a writer that never came. It is refused."""
    fifo = tmp_path / "pipe.mjgame"
    os.mkfifo(fifo)
    released: list[bool] = []
    answered = threading.Event()

    def release() -> None:  # a reader still waiting after a while is let go (end of file)
        if answered.wait(3.0):
            return
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:  # no reader waits
            return
        released.append(True)
        os.close(fd)

    watcher = threading.Thread(target=release, daemon=True)
    watcher.start()
    window = make_window()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(fifo), ""))
    started = time.monotonic()
    window.act_open_log.trigger()
    waited = time.monotonic() - started
    answered.set()
    watcher.join()
    assert not released and waited < 3.0
    tracker = window.game_link.tracker()
    assert tracker is None or not tracker.isVisible()  # not taken for a record
    log = window.log_window()
    assert log.isVisible() and log.controller.log is None
    assert "not a regular file" in log.findChild(QLabel, "log-message").text()


@pytest.mark.parametrize("tracker_first", [True, False])
def test_quit_asks_once_about_a_half_filled_tracker_dialog_whatever_the_windows_order(
    make_window: Callable[[], MainWindow],
    qtbot: object,
    monkeypatch: pytest.MonkeyPatch,
    tracker_first: bool,
) -> None:
    """Quit with a tracker dialog changed and not recorded: whether the player was asked
    depended on the order Qt listed the windows in (the tracker first: dropped unasked; the
    dialog first: asked). Asked in both orders, once; Keep editing stops the quit."""
    window, player = _both(make_window, qtbot)
    dialog = player.action("riichi", "player-1")  # opened, a choice made, not recorded
    real = QApplication.topLevelWidgets

    def listed() -> list[object]:
        widgets = list(real())
        tracker_at = next((i for i, w in enumerate(widgets) if w is player.window), None)
        dialog_at = next((i for i, w in enumerate(widgets) if w is dialog), None)
        if tracker_at is None or dialog_at is None:  # (the dialog closed and gone)
            return widgets
        first, second = (tracker_at, dialog_at) if tracker_first else (dialog_at, tracker_at)
        widgets[min(first, second)], widgets[max(first, second)] = widgets[first], widgets[second]
        return widgets

    monkeypatch.setattr(QApplication, "topLevelWidgets", staticmethod(listed))
    order = [w for w in listed() if w is dialog or w is player.window]
    assert order == ([player.window, dialog] if tracker_first else [dialog, player.window])

    def questions() -> list[QMessageBox]:
        return [b for b in dialog.findChildren(QMessageBox, "drop-question") if b.isVisible()]

    window.act_quit.trigger()
    (box,) = questions()
    assert window.isVisible() and player.window.isVisible() and dialog.isVisible()
    qtbot.mouseClick(box.findChild(QPushButton, "drop-keep"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    qtbot.wait(50)  # type: ignore[attr-defined]
    assert window.isVisible() and player.window.isVisible() and dialog.isVisible()  # the quit stopped
    window.act_quit.trigger()
    (box,) = questions()
    qtbot.mouseClick(box.findChild(QPushButton, "drop-discard"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not window.isVisible())  # type: ignore[attr-defined]
    assert _shown_windows() == []  # no question left either
    assert "riichi" not in player.window.controller.text  # discarded, as the player said


def test_a_record_opened_from_the_calculator_over_a_played_game_keeps_it_and_says_where(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The calculator's File → Open took a record to the tracker over a game played and never
    saved: the record was written over its autosave, the game in no file."""
    window, player = _both(make_window, qtbot)
    played = player.window.controller.text
    record = tmp_path / "other.mjgame"
    record.write_text(new_game_text(("A", "B", "C", "D")) + "tsumo A mangan\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(record), ""))
    window.act_open_log.trigger()
    tracker = player.window
    assert tracker.controller.path == str(record)
    kept = tmp_path / "data" / "previous.mjgame"
    assert kept.read_text(encoding="utf-8") == played
    assert tracker.notice.isVisible() and tracker.notice.kind == "kept"
    assert str(kept) in tracker.notice.plain

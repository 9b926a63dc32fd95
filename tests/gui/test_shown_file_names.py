"""A file name is shown in the windows as every output shows it (mjgui.core.shown.shown_path): a
name whose bytes are not UTF-8 and that holds a terminal escape (``Ren\\xe9\\x1b[31m.mjgame``) is
written with escapes in the tracker's title, its status bar and its resume notice, the log
window's "Saved" line, the club window's notice and the calculator's screenshot line, never with
the raw escape or with the undecodable byte dropped. The autosave keeps such a record's name as
the file system's bytes, so the game is saved and resumed into that file."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_tracker_support import TrackerPlayer, show_tracker

from mjgui.gui.appsetup import setup_application
from mjgui.gui.club import ClubWindow
from tests.test_league import HAND_WRITTEN
from tests.util import saved_to

LOGS = Path(__file__).parent.parent / "data" / "logs"

#: the name as the file system holds it, and as every window shows it
RAW = b"Ren\xe9\x1b[31m"
SHOWN = "Ren\\xe9\\x1b[31m"


def _named(folder: Path, suffix: str, text: str | None = None) -> str:
    """A path in ``folder`` named RAW + ``suffix`` (written with ``text`` if given); the test is
    skipped where the file system refuses such a name."""
    folder.mkdir(parents=True, exist_ok=True)
    path = os.fsdecode(os.fsencode(folder) + b"/" + RAW + suffix.encode())
    if text is not None:
        try:
            Path(path).write_text(text, encoding="utf-8")
        except (OSError, UnicodeError):
            pytest.skip(f"this file system does not take the name {RAW!r}")
    return path


def _clean(text: str) -> str:
    assert "\x1b" not in text, f"a raw escape is shown: {text!r}"
    return text


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Callable[[], TrackerPlayer]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return lambda: show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")


def test_the_tracker_shows_an_odd_record_name_escaped(
    open_tracker: Callable[[], TrackerPlayer], tmp_path: Path
) -> None:
    record = _named(tmp_path / "records", ".mjgame", "rules ema\nplayers A B C D\n")
    table = open_tracker()
    window = table.window
    assert window.open_file(record)
    assert _clean(window.windowTitle()).endswith(f" — {SHOWN}.mjgame")
    assert _clean(window.statusBar().currentMessage()) == f"Opened {SHOWN}.mjgame"
    table.action("riichi", "player-0")
    table.ok()
    assert not window.notice.isVisible()  # the autosave keeps the record's name as it is
    copy = _named(tmp_path / "records", "-2.mjgame")
    assert window.save_to(copy)
    assert _clean(window.statusBar().currentMessage()) == f"Saved {SHOWN}-2.mjgame"
    assert Path(copy).read_text(encoding="utf-8").endswith("riichi A\n")
    # the next tracker on this data folder offers the game, and says where it was saved
    window.close()
    again = open_tracker()
    notice = again.window.notice
    assert notice.isVisible()
    assert _clean(notice.plain).endswith(
        f"It was last saved as {os.fsdecode(tmp_path / 'records')}/{SHOWN}-2.mjgame."
    )
    # resumed, the game goes on in that file
    again.click("resume")
    assert again.window.controller.path == copy
    assert _clean(again.window.windowTitle()).endswith(f" — {SHOWN}-2.mjgame")


def test_the_log_window_says_the_odd_name_it_saved_to(player: object, tmp_path: Path) -> None:
    logs = player.window.log_window()  # type: ignore[attr-defined]
    assert logs.load(LOGS / "mjx-pao-tsumo.mjlog")
    target = _named(tmp_path, ".mjgame", "")
    assert logs.save_record(target)
    assert _clean(logs.message.text()) == saved_to(f"{os.fsdecode(tmp_path)}/{SHOWN}.mjgame", dated=False)
    assert Path(target).read_text(encoding="utf-8").startswith("# ")


def test_the_club_window_shows_and_exports_to_an_odd_name(club: ClubWindow, tmp_path: Path) -> None:
    folder = Path(_named(tmp_path, ""))
    _named(folder, ".mjgame", HAND_WRITTEN)
    club.open_folder(folder)
    assert _clean(club.summary.text()) == f"1\u00a0game in {os.fsdecode(tmp_path)}/{SHOWN}"
    assert f"<h3>2026-11-27 · {SHOWN}.mjgame · " in _clean(club.summary_html())
    target = _named(tmp_path, ".csv")
    assert club.export("table", target)
    notice = club.findChild(QLabel, "club-notice")
    assert _clean(notice.text()) == f"Saved {os.fsdecode(tmp_path)}/{SHOWN}.csv."


def test_the_calculator_says_the_odd_name_of_its_screenshot(player: object, tmp_path: Path) -> None:
    window = player.window  # type: ignore[attr-defined]
    target = _named(tmp_path, ".png", "")
    assert window.save_screenshot(target)
    assert (
        _clean(window.statusBar().currentMessage())
        == f"Screenshot saved to {os.fsdecode(tmp_path)}/{SHOWN}.png"
    )
    assert Path(target).read_bytes().startswith(b"\x89PNG")

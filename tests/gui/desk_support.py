"""Setup shared by the desk tests (no tests here): the calculator and the tracker linked, on a data
folder of the test's own, with a record opened in the tracker, and what the desk then shows.

A test file takes its data folder with ``_data_dir = own_data_dir()`` at module level: a fixture
named ``_data_dir`` (tests that read the folder ask for ``_data_dir``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QMainWindow
from test_tracker_support import TrackerPlayer, tracker_from_calculator, write


def own_data_dir(made: bool = False, autouse: bool = True) -> Callable[..., Path]:
    """A fixture pointing MJGUI_DATA_DIR at ``tmp_path / "data"`` for each test of the module it is
    bound in (only for the tests that ask for it when not ``autouse``); the folder is made first
    when ``made``, else left for the app to make."""

    @pytest.fixture(autouse=autouse)
    def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
        folder = tmp_path / "data"
        if made:
            folder.mkdir()
        monkeypatch.setenv("MJGUI_DATA_DIR", str(folder))
        return folder

    return _data_dir


def open_record(player: object, tmp_path: Path, text: str, name: str = "game.mjgame") -> TrackerPlayer:
    """The tracker opened from the calculator (linked to it), with ``text`` written to
    ``tmp_path / name`` and opened there."""
    tracker = tracker_from_calculator(player)
    assert tracker.window.open_file(write(tmp_path / name, text))
    return tracker


def amounts(player: object, winds: str = "ESWN") -> list[str]:
    """The desk's payment line, seat by seat, as shown."""
    return [player.find(f"amount-{wind}", QLabel).text() for wind in winds]  # type: ignore[attr-defined]


def status(player: object) -> str:
    """The calculator's status bar message."""
    window = player.window  # type: ignore[attr-defined]
    assert isinstance(window, QMainWindow)
    return str(window.statusBar().currentMessage())

"""The suite never reads or writes the player's own settings, autosaves or student record."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from mjgui.gui.tracker.window import tracker_data_dir


def _inside_temp(location: str) -> bool:
    return Path(location).resolve().is_relative_to(Path(tempfile.gettempdir()).resolve())


def test_settings_data_and_cache_are_in_the_runs_own_folders() -> None:
    kinds = QStandardPaths.StandardLocation
    for kind in (kinds.GenericConfigLocation, kinds.AppDataLocation, kinds.CacheLocation):
        assert _inside_temp(QStandardPaths.writableLocation(kind)), kind
    assert _inside_temp(str(tracker_data_dir()))

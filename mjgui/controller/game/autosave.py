"""The autosave file in the user data directory, written atomically after every change.

No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from mjgui.core.game.storage import StorageError, atomic_write_text, load_record

AUTOSAVE_NAME = "autosave.mjgame"
SOURCE_NAME = "autosave.source"
PREVIOUS_NAME = "previous.mjgame"
DATA_DIR_ENV = "MJGUI_DATA_DIR"


def default_data_dir() -> Path | None:
    """``MJGUI_DATA_DIR`` when set (tests, portable use); None lets the window ask Qt."""
    value = os.environ.get(DATA_DIR_ENV)
    return Path(value) if value else None


class Autosave:
    """The autosave file in the user data directory, written atomically after every change."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory)
        self.path = self.directory / AUTOSAVE_NAME
        self.source_path = self.directory / SOURCE_NAME

    def load(self) -> tuple[str, str | None] | None:
        """(record text, the file it belongs to) or None; raises StorageError when damaged."""
        if not self.path.exists():
            return None
        record = load_record(self.path, strict=False)
        source: str | None = None
        with contextlib.suppress(OSError, UnicodeDecodeError):
            source = self.source_path.read_text(encoding="utf-8").strip() or None
        return record.text, source

    def modified(self) -> float | None:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return None

    def write(self, text: str, source: str | None) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path, text)
        if source:
            atomic_write_text(self.source_path, source + "\n")
        else:
            with contextlib.suppress(OSError):
                self.source_path.unlink()

    def keep_previous(self) -> None:
        """Copy an unfinished autosaved game aside before a new game replaces it."""
        with contextlib.suppress(OSError, StorageError):
            text = self.path.read_text(encoding="utf-8")
            atomic_write_text(self.directory / PREVIOUS_NAME, text)

    def set_aside(self) -> Path | None:
        """Rename a damaged autosave so that nothing ever writes over it."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.directory / f"autosave-damaged-{stamp}.mjgame"
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target

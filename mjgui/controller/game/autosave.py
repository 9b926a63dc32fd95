"""The autosave file in the user data directory, written atomically after every change.

No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from mjgui.core.game.storage import (
    SUFFIX,
    StorageError,
    atomic_write_text,
    load_record,
    read_record_text,
    remove_stale_temp_files,
)

AUTOSAVE_NAME = "autosave.mjgame"
SOURCE_NAME = "autosave.source"
PREVIOUS_NAME = "previous.mjgame"
DATA_DIR_ENV = "MJGUI_DATA_DIR"
DAMAGED_PREFIX = "autosave-damaged-"
# A temp file of ours older than this was left by a killed writer (a save takes milliseconds);
# younger ones may belong to another window writing right now.
STALE_TEMP_SECONDS = 60.0


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
        """(record text, the file it says it belongs to) or None; raises StorageError when
        damaged. The file named is only a hint (see :func:`trusted_source`)."""
        if not self.path.exists():
            return None
        record = load_record(self.path, strict=False)
        source: str | None = None
        with contextlib.suppress(StorageError):
            source = read_record_text(self.source_path, max_bytes=4096).strip() or None
        return record.text, source

    def remove_stale_temp_files(self) -> int:
        """Delete temp files that killed writers of our files left here; returns how many."""
        names = (AUTOSAVE_NAME, SOURCE_NAME, PREVIOUS_NAME)
        return sum(remove_stale_temp_files(self.directory / n, older_than=STALE_TEMP_SECONDS) for n in names)

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
            text = read_record_text(self.path)
            atomic_write_text(self.directory / PREVIOUS_NAME, text)

    def set_aside(self) -> Path | None:
        """Rename a damaged autosave so that nothing ever writes over it: a new name for each
        (``autosave-damaged-STAMP.mjgame``, then ``-2``, ``-3``...), never an existing file."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(1, 1000):
            target = self.directory / f"{DAMAGED_PREFIX}{stamp}{'' if n == 1 else f'-{n}'}{SUFFIX}"
            try:
                _rename_no_replace(self.path, target)
            except FileExistsError:
                continue
            except OSError:
                return None
            return target
        return None


def _rename_no_replace(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; FileExistsError if ``target`` exists (never replaced).

    A hard link fails atomically when the name is taken; where links are not possible the
    check and the rename are two steps (a race only another writer of the same name could win).
    """
    try:
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:
        if target.exists() or target.is_symlink():
            raise FileExistsError(str(target)) from None
        os.rename(source, target)
        return
    source.unlink()


def trusted_source(source: str | None) -> str | None:
    """The file a resumed game may be saved back to without asking: only an existing game
    record (``.mjgame``, a regular file that loads as a record). Anything else the autosave
    folder names is shown to the player and never written."""
    if not source or not source.lower().endswith(SUFFIX):
        return None
    try:
        load_record(source, strict=True)
    except StorageError:
        return None
    return source

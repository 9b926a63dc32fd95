"""A small typed wrapper over QSettings (language, theme, each window's geometry and whether it
was maximised).

``Settings(None)`` keeps values in memory only (screenshots, tests that do not care). Every option
is read typed: a value of another type (``@ByteArray(dark)``, a number, a list) or an unknown name
is the option's default.

The settings file (``mjgui.conf`` in the user's config folder, where Qt keeps settings in a
file) is checked before Qt opens it (:func:`check_settings_file`): Qt would wait forever on a
pipe put there, read a file of any size, and rewrite a damaged one without a word. A file that
is not a regular file is left alone and the settings are kept in memory for the session; one
over :data:`MAX_SETTINGS_BYTES`, or one that is not a settings file (not UTF-8, NUL bytes, a
line that is neither ``[section]`` nor ``key=value``), is renamed aside
(``mjgui.conf.damaged-STAMP``) and mjgui starts with default settings. The window says so once
(:func:`settings_notice`).
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt's settings classes load with the first stored setting
    from pathlib import Path

    from PySide6.QtCore import QByteArray, QSettings

MAX_SETTINGS_BYTES = 1_000_000  # a settings file is a few kilobytes

LANGUAGE = "ui/language"
THEME = "ui/theme"
GEOMETRY = "window/geometry"  # the calculator's, before each window had its own
WINDOW_GEOMETRY = "windows/{name}/geometry"
WINDOW_MAXIMIZED = "windows/{name}/maximized"
THEMES = ("system", "light", "dark")
LANGUAGES = ("en", "ru")
FOLDERS = "folders/"  # + records, logs, screenshots, club: the last folder a file dialog used


@dataclass(frozen=True)
class SettingsProblem:
    """What was wrong with the settings file at start. ``kind``: ``not_a_file`` (left alone),
    ``unreadable`` (left alone), ``too_large`` or ``damaged`` (renamed to ``aside``; empty when
    the rename failed and the file was left alone)."""

    kind: str
    path: str
    aside: str = ""


class Settings:
    def __init__(self, store: QSettings | None, problem: SettingsProblem | None = None) -> None:
        self._store = store
        self._memory: dict[str, object] = {}
        self.problem = problem  # said once by the first window (settings_notice)

    @classmethod
    def default(cls) -> Settings:
        from PySide6.QtCore import QSettings

        path = settings_file()
        problem = check_settings_file(path) if path is not None else None
        if problem is not None and not (problem.kind in ("too_large", "damaged") and problem.aside):
            return cls(None, problem)  # left where it is: never read, never written this session
        return cls(QSettings("mjgui", "mjgui"), problem)

    @classmethod
    def at(cls, path: str) -> Settings:
        from PySide6.QtCore import QSettings

        return cls(QSettings(path, QSettings.Format.IniFormat))

    def _get(self, key: str) -> object:
        if self._store is None:
            return self._memory.get(key)
        return self._store.value(key)

    def _set(self, key: str, value: object) -> None:
        if self._store is None:
            self._memory[key] = value
        else:
            self._store.setValue(key, value)
            self._store.sync()

    @property
    def language(self) -> str | None:
        """The language the player chose ("en" / "ru"), or None to follow the system."""
        value = self._get(LANGUAGE)
        return value if isinstance(value, str) and value in LANGUAGES else None

    @language.setter
    def language(self, value: str | None) -> None:
        self._set(LANGUAGE, value or "")

    @property
    def theme(self) -> str:
        value = self._get(THEME)
        return value if isinstance(value, str) and value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self._set(THEME, value if value in THEMES else "system")

    @property
    def geometry(self) -> QByteArray | None:
        value = self._get(GEOMETRY)
        if value is None:
            return None
        from PySide6.QtCore import QByteArray

        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._set(GEOMETRY, value)

    # -- the folders file dialogs start in ----------------------------------------------------
    def folder(self, kind: str) -> str:
        """The last folder used for ``kind`` (``records``, ``logs``, ``screenshots``, ``club``)
        when it still exists; "" otherwise (the dialog's own default)."""
        import os

        value = self._get(FOLDERS + kind)
        text = value if isinstance(value, str) else ""
        return text if text and os.path.isdir(text) else ""

    def remember_folder(self, kind: str, path: str) -> None:
        """Remember where a file of ``kind`` was just chosen (a file's folder, or the folder)."""
        import os

        if path:
            folder = path if os.path.isdir(path) else os.path.dirname(os.path.abspath(path))
            self._set(FOLDERS + kind, folder)

    def start_path(self, kind: str, name: str = "") -> str:
        """Where a file dialog for ``kind`` starts: the last folder used (and ``name`` in it)."""
        import os

        folder = self.folder(kind)
        return os.path.join(folder, name) if folder and name else folder or name

    # -- each window's own (mjgui.gui.fit) ---------------------------------------------------
    def window_geometry(self, name: str) -> QByteArray | None:
        """What ``saveGeometry`` gave for the window named ``name`` when it last closed; the
        calculator (``main-window``) falls back on the single geometry kept before."""
        from PySide6.QtCore import QByteArray

        value = self._get(WINDOW_GEOMETRY.format(name=name))
        if isinstance(value, QByteArray) and not value.isEmpty():
            return value
        return self.geometry if name == "main-window" else None

    def window_maximized(self, name: str) -> bool:
        """Whether the window named ``name`` was maximised when it last closed."""
        value = self._get(WINDOW_MAXIMIZED.format(name=name))
        return value is True or (isinstance(value, str) and value.lower() == "true")

    def set_window(self, name: str, geometry: QByteArray, maximized: bool) -> None:
        """Keep a window's geometry (its normal size and place) and whether it is maximised."""
        self._set(WINDOW_GEOMETRY.format(name=name), geometry)
        self._set(WINDOW_MAXIMIZED.format(name=name), bool(maximized))


def start_in(settings: Settings | None, kind: str, name: str = "") -> str:
    """Where a file dialog for ``kind`` starts (:meth:`Settings.start_path`; a window without
    settings: ``name`` alone)."""
    return settings.start_path(kind, name) if settings is not None else name


def remember_folder(settings: Settings | None, kind: str, path: str) -> None:
    """:meth:`Settings.remember_folder`, for a window that may have no settings."""
    if settings is not None:
        settings.remember_folder(kind, path)


# -- the settings file, checked before Qt opens it ------------------------------------------------


def settings_file() -> Path | None:
    """The file ``QSettings("mjgui", "mjgui")`` reads where Qt keeps settings in an INI file
    (Linux and the other Unix systems); None where it keeps them elsewhere (the Windows
    registry, macOS property lists)."""
    if sys.platform in ("win32", "darwin"):
        return None
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / "mjgui" / "mjgui.conf" if base else None


def check_settings_file(path: Path) -> SettingsProblem | None:
    """None when ``path`` is missing or reads as a settings file; else what is wrong, after
    renaming a file too large or damaged aside (never waits on a pipe, never reads more than
    :data:`MAX_SETTINGS_BYTES` + 1: its type and size are checked once, on what is read)."""
    try:
        data = read_regular(path, MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError:
        return SettingsProblem("unreadable", str(path))
    if isinstance(data, str):
        return SettingsProblem("not_a_file", str(path))
    if len(data) > MAX_SETTINGS_BYTES:
        return SettingsProblem("too_large", str(path), _set_aside(path))
    if not settings_text_ok(data):
        return SettingsProblem("damaged", str(path), _set_aside(path))
    return None


def read_regular(path: Path, limit: int) -> bytes | str:
    """Up to ``limit`` bytes of a regular file, opened without waiting (a pipe is never waited
    on); "" (not bytes) when it is not a regular file; OSError when it cannot be opened or read
    (FileNotFoundError: there is none). (Not the record reader of the core: the settings and the
    tile cache are read before the first paint, without it. ``os.read``, not a file object:
    ``os.fdopen`` imports ``io`` at each call, and after PySide6 each import runs its import
    hook in Python, ~0.3 M instructions a tile.)"""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return ""
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def settings_text_ok(data: bytes) -> bool:
    """Whether ``data`` reads as an INI settings file as Qt writes one: UTF-8 text without NUL
    bytes, each line blank, a comment, a ``[section]`` or a ``key=value`` (or the continuation
    of a line ending in a backslash)."""
    if b"\x00" in data:
        return False
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    continued = False
    for raw in text.splitlines():
        line = raw.strip()
        ok = (
            continued or not line or line[0] in ";#" or (line[0] == "[" and line.endswith("]")) or "=" in line
        )
        if not ok:
            return False
        continued = line.endswith("\\")
    return True


def _set_aside(path: Path) -> str:
    """Rename the file to ``NAME.damaged-STAMP`` (never over an existing file); its new path, or
    "" when it could not be renamed (it is then left alone, and not written)."""
    from mjgui.core.game.storage import set_aside

    target = set_aside(path, lambda stamp, n: f"{path.name}.damaged-{stamp}{f'-{n + 1}' if n else ''}", 99)
    return str(target) if target is not None else ""


def settings_notice(settings: Settings | None) -> str:
    """The one line that says what was wrong with the settings file ("" when nothing was); said
    once: the problem is forgotten once worded."""
    from PySide6.QtCore import QCoreApplication

    problem = settings.problem if settings is not None else None
    if problem is None:
        return ""
    settings.problem = None  # type: ignore[union-attr]
    if problem.kind == "not_a_file":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 is not a regular file (a folder, a pipe or a device); it was left "
            "alone. mjgui starts with default settings and does not save them this time.",
        )
    elif problem.kind == "unreadable":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 cannot be read; it was left alone. mjgui starts with default "
            "settings and does not save them this time.",
        )
    elif not problem.aside:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 is damaged and could not be renamed; it was left alone. mjgui "
            "starts with default settings and does not save them this time.",
        )
    elif problem.kind == "too_large":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was too large to be a settings file (over 1 MB); it was kept as %2 "
            "and mjgui starts with default settings.",
        )
    else:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was damaged; it was kept as %2 and mjgui starts with default settings.",
        )
    from mjgui.core.shown import shown_path

    return text.replace("%1", shown_path(problem.path)).replace("%2", shown_path(problem.aside))

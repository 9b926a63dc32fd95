"""A small typed wrapper over QSettings (language, theme, each window's geometry and whether it
was maximised).

``Settings(None)`` keeps values in memory only (screenshots, tests that do not care).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt's settings classes load with the first stored setting
    from PySide6.QtCore import QByteArray, QSettings

LANGUAGE = "ui/language"
THEME = "ui/theme"
GEOMETRY = "window/geometry"  # the calculator's, before each window had its own
WINDOW_GEOMETRY = "windows/{name}/geometry"
WINDOW_MAXIMIZED = "windows/{name}/maximized"
THEMES = ("system", "light", "dark")
FOLDERS = "folders/"  # + records, logs, screenshots, club: the last folder a file dialog used


class Settings:
    def __init__(self, store: QSettings | None) -> None:
        self._store = store
        self._memory: dict[str, object] = {}

    @classmethod
    def default(cls) -> Settings:
        from PySide6.QtCore import QSettings

        return cls(QSettings("mjgui", "mjgui"))

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
        return str(value) if value in ("en", "ru") else None

    @language.setter
    def language(self, value: str | None) -> None:
        self._set(LANGUAGE, value or "")

    @property
    def theme(self) -> str:
        value = self._get(THEME)
        return str(value) if value in THEMES else "system"

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

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

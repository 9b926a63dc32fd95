"""What the windows opened beside the calculator share: the game tracker, the quiz and the rules
comparison."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QMainWindow, QWidget

from mjgui.gui.i18n import Languages
from mjgui.gui.settings import Settings


class _Followed(Protocol):
    """What a companion window follows: a controller that words its view in a language."""

    def set_lang(self, lang: str) -> object: ...
    def subscribe(self, listener: Callable[[Any], None]) -> Any: ...
    def view(self) -> Any: ...


class CompanionWindow(QMainWindow):
    """A window of its own beside the calculator, in the calculator's language: switched from
    its own menu (and saved), worded again when the language changes, drawn again when the
    palette does (its colours come from the palette)."""

    def __init__(
        self,
        name: str,
        languages: Languages | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName(name)
        self.languages = languages or Languages(self)
        self.settings = settings

    def start_following(self, controller: _Followed, width: int, height: int) -> None:
        """Build the window, then follow ``controller``: worded in this window's language (and
        again when it changes), drawn at once and at each new view."""
        self._build()
        self._build_actions()
        self.resize(width, height)
        controller.set_lang(self.languages.current)
        self.languages.changed.connect(controller.set_lang)
        controller.subscribe(self.show_view)
        self.retranslate()
        self.show_view(controller.view())

    def _build(self) -> None:
        raise NotImplementedError

    def _build_actions(self) -> None:
        raise NotImplementedError

    def show_view(self, view: Any) -> None:
        raise NotImplementedError

    def set_language(self, lang: str) -> None:
        if self.settings is not None:
            self.settings.language = lang
        self.languages.set_language(lang)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.redraw()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Word every label in the current language."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw the last view again (nothing before the first)."""
        raise NotImplementedError

"""What the windows opened beside the calculator share: the game tracker, the quiz and the rules
comparison."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from mjgui.gui.fit import keep_on_screen, open_fitted, remember
from mjgui.gui.i18n import Languages, language_menu
from mjgui.gui.settings import Settings
from mjgui.gui.util import Deferred, clear_status_message


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
        # a status message of before a switch of the language: not left in the old one
        self.languages.changed.connect(self._clear_status)
        self.settings = settings
        self._recolour: Deferred | None = None  # the redraw after a palette change

    def start_following(self, controller: _Followed, width: int, height: int) -> None:
        """Build the window, then follow ``controller``: worded in this window's language (and
        again when it changes), drawn at once and at each new view."""
        self._build()
        self._build_actions()
        open_fitted(self, self.objectName(), (width, height), self.settings)
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

    def build_view_menu(self, prefix: str) -> None:
        """The View menu of a window that has no other: its language, and Close (Ctrl+W, Esc).
        Object names start with ``prefix`` (``compare-close``, ``compare-language-ru``)."""
        self.menu_view = self.menuBar().addMenu("")
        self.menu_language, self.language_group, self.language_actions = language_menu(
            self, self.menu_view, prefix, self.set_language
        )
        self.menu_view.addSeparator()
        self.act_close = QAction(self)
        self.act_close.setObjectName(f"{prefix}close")
        self.act_close.setShortcuts([QKeySequence(QKeySequence.StandardKey.Close), QKeySequence("Esc")])
        self.act_close.triggered.connect(self.close)
        self.addAction(self.act_close)
        self.menu_view.addAction(self.act_close)

    def word_view_menu(self, view: str, language: str, close: str) -> None:
        """The View menu of :meth:`build_view_menu` worded (each text translated by the window,
        in its own context), the current language checked."""
        self.menu_view.setTitle(view)
        self.menu_language.setTitle(language)
        self.act_close.setText(close)
        for code, act in self.language_actions.items():
            act.setChecked(code == self.languages.current)

    def set_language(self, lang: str) -> None:
        if self.settings is not None:
            self.settings.language = lang
        self.languages.set_language(lang)

    def _clear_status(self, _lang: str) -> None:
        clear_status_message(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        remember(self, self.objectName(), self.settings)  # opens at this size next time
        super().closeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        keep_on_screen(self, event)  # grown by what it shows: still whole on the screen

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            # Qt gives the window its new palette before its children: drawn again, in the
            # widgets' own colours, once the change has reached every one of them
            if self._recolour is None:
                self._recolour = Deferred(self, self.redraw)
            self._recolour.request()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Word every label in the current language."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw the last view again (nothing before the first)."""
        raise NotImplementedError

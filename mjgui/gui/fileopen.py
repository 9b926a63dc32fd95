"""macOS's open-document event: a ``.mjgame`` double-clicked in the Finder (the app's Info.plist
declares the type), or a record or log dropped on the Dock icon. macOS does not put the file on the
command line: Qt hands it to the application as a ``QFileOpenEvent``, at the start as while the app
runs. The file opens as ``mjgui FILE`` opens it (:mod:`mjgui.controller.game.opening`): a game record
in the tracker, a game log in the log window; any other file is said in the desk's status bar (in each
language the desk is switched to).

Installed on macOS only (the only system that sends the event), after the window is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from mjgui.gui.window import MainWindow


def _in_front(window: QWidget) -> None:
    """Show a window in front (a headless platform has no stacking to change)."""
    from PySide6.QtGui import QGuiApplication

    window.show()
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        window.raise_()
    window.activateWindow()


def open_in_its_window(window: MainWindow, path: str) -> QWidget:
    """Open ``path`` in the window that reads it, from the desk ``window``; the window shown."""
    from mjgui.controller.game.opening import window_or_refusal

    kind, why = window_or_refusal(path)
    if kind == "record":
        return window.game_link.open_tracker(path)
    if kind == "log":  # a log it cannot read: the window says why, as when chosen
        return window.open_log(path)
    _in_front(window)
    if why is not None:  # said until another message comes, again in each new language
        from mjgui.gui.util import show_notice

        show_notice(window, lambda: why(window.languages.current))
    return window


class FileOpener(QObject):
    """Opens the file of every ``QFileOpenEvent`` the application receives."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            open_in_its_window(self._window, event.file())
            return True
        return super().eventFilter(watched, event)


def install_file_opener(app: QApplication, window: MainWindow) -> FileOpener:
    opener = FileOpener(window)
    app.installEventFilter(opener)
    return opener

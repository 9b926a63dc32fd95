"""Windows fitted to the screen: each window opens within the screen's available geometry (the
desktop less its panels) at the size it had when it last closed, maximised again if it was.

A window's default size (1280 × 800 for the calculator and the tracker) is a wish, not a
promise: on a 1280 × 800 screen the panels and the title bar leave less, and a window of that
size had its bottom row of buttons under the edge; on a 1024 × 640 screen it was wider than the
screen. Each window is kept under its own name in :class:`~mjgui.gui.settings.Settings`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

from mjgui.gui.settings import Settings

#: room kept for a window's frame and title bar, which it does not have before it is first shown
FRAME = QSize(16, 40)
FALLBACK = QRect(0, 0, 1280, 800)  # no screen at all (never on a real desktop)
#: the window's property that says open_fitted placed it (a saved geometry restored)
PLACED = "mjgui-placed"


def available(window: QWidget | None = None) -> QRect:
    """The available geometry of the window's screen (or the primary one)."""
    screen = window.screen() if window is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(FALLBACK)


def room(area: QRect) -> QSize:
    """The largest window (without its frame) that fits ``area`` with its frame."""
    return QSize(max(200, area.width() - FRAME.width()), max(150, area.height() - FRAME.height()))


def fit_into(window: QWidget, area: QRect, placed: bool | None = None) -> None:
    """Shrink ``window`` to fit ``area`` (never below its minimum size) and, if it has a place
    (restored or moved; ``placed``, when the caller knows), move it so that all of it is inside:
    where it was when it fits there, else as near as can be.

    The minimum size is the larger of the one set and the layout's (``minimumSizeHint``): a
    window not shown yet has no minimum set, its layout sets it when it is first shown, and a
    smaller size (a saved 0 × 0, or 400 × 300) grows to it then, past the screen's edge when
    it was placed by the smaller size."""
    most = room(area)
    size = window.size().boundedTo(most).expandedTo(window.minimumSize().expandedTo(window.minimumSizeHint()))
    if size != window.size():
        window.resize(size)
    if placed is None:
        from PySide6.QtCore import Qt  # not before the first frame: see mjgui.gui.qtnames

        placed = window.testAttribute(Qt.WidgetAttribute.WA_Moved)
    if not placed:
        return  # never placed (nothing saved): the window manager places it, within the screen
    width, height = size.width() + FRAME.width(), size.height() + FRAME.height()
    x = min(max(window.x(), area.left()), max(area.left(), area.right() + 1 - width))
    y = min(max(window.y(), area.top()), max(area.top(), area.bottom() + 1 - height))
    if (x, y) != (window.x(), window.y()):
        window.move(x, y)


def keep_on_screen(window: QWidget, event: QResizeEvent) -> None:
    """After ``window`` was resized (its ``resizeEvent``): when its layout's minimum made it
    larger (what it shows grew as it was shown, or later: a window's minimum before it is first
    shown is a guess), move it back inside its screen as :func:`fit_into` does, if it had a
    place. A size the player gave is never the minimum grown to: left as it is."""
    old, new = event.oldSize(), event.size()
    pushed = (new.width() > old.width() >= 0 and new.width() == window.minimumWidth()) or (
        new.height() > old.height() >= 0 and new.height() == window.minimumHeight()
    )
    if pushed and not (window.isMaximized() or window.isFullScreen()):
        # placed or not as open_fitted knew (Qt's attribute needs the Qt namespace: not before
        # the first frame, mjgui.gui.qtnames)
        fit_into(window, available(window), bool(window.property(PLACED)))


def open_fitted(window: QWidget, name: str, default: tuple[int, int], settings: Settings | None) -> None:
    """Size a window being made: as it last closed (or ``default``), within its screen's
    available geometry, maximised if it was."""
    window.resize(*default)
    saved = settings.window_geometry(name) if settings is not None else None
    # a new window has not been moved: only a restored geometry places it
    placed = saved is not None and window.restoreGeometry(saved)
    window.setProperty(PLACED, placed)
    maximized = settings is not None and settings.window_maximized(name)
    if not (maximized or window.isMaximized() or window.isFullScreen()):
        # neither maximised nor full screen, now or to come: its state stays as it is (Qt's
        # window-state flags are for the other case: not before the first frame, mjgui.gui.qtnames)
        fit_into(window, available(window), placed)
        return
    from PySide6.QtCore import Qt

    # a window closed full-screen (the tracker's large-text view) opens as a window again
    state = window.windowState() & ~(Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen)
    fit_into(window, available(window), placed)
    if maximized:
        state |= Qt.WindowState.WindowMaximized
    window.setWindowState(state)


def remember(window: QWidget, name: str, settings: Settings | None) -> None:
    """Keep a window's size, place and maximised state for the next time it opens."""
    if settings is None:
        return
    settings.set_window(name, window.saveGeometry(), window.isMaximized())


__all__ = ["FRAME", "available", "fit_into", "keep_on_screen", "open_fitted", "remember", "room"]

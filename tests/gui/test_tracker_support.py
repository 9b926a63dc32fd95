"""Helpers for the tracker window tests (no tests here): a "player" that clicks and types in the
tracker and its dialogs like one, and reads what they show."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QEnterEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from mjgui.gui.tracker.history import COL_LINE
from mjgui.gui.tracker.window import TrackerWindow

NAMES = ("Aiko", "Boris", "Chen", "Dasha")


class TrackerPlayer:
    """Clicks and types in a tracker window and its dialogs, and reads what they show."""

    def __init__(self, qtbot: object, window: TrackerWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    # -- finding ----------------------------------------------------------------------------
    def find(self, name: str, kind: type[QWidget] = QWidget, root: QWidget | None = None) -> QWidget:
        widget = (root or self.window).findChild(kind, name)
        assert widget is not None, f"no widget named {name!r}"
        return widget

    @property
    def dialog(self) -> QDialog:
        dialog = self.window.dialog
        assert dialog is not None, "no dialog is open"
        assert dialog.isVisible()
        return dialog

    def click(self, name: str, root: QWidget | None = None) -> None:
        widget = self.find(name, QAbstractButton, root)
        assert widget.isVisible(), f"{name} is not visible"
        assert widget.isEnabled(), f"{name} is disabled"
        # a check box is clicked on its box, as a player would
        pos = QPoint(8, widget.height() // 2) if isinstance(widget, QCheckBox) else widget.rect().center()
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)  # type: ignore[attr-defined]

    def click_in_dialog(self, *names: str) -> None:
        for name in names:
            self.click(name, self.dialog)

    def type_into(self, name: str, text: str, root: QWidget | None = None, clear: bool = True) -> None:
        edit = self.find(name, QLineEdit, root)
        assert isinstance(edit, QLineEdit)
        if clear:
            edit.selectAll()
            self.qtbot.keyClick(edit, Qt.Key.Key_Delete)  # type: ignore[attr-defined]
        self.qtbot.keyClicks(edit, text)  # type: ignore[attr-defined]

    def ok(self) -> None:
        dialog = self.dialog
        self.click("dialog-ok", dialog)
        assert not dialog.isVisible()

    # -- playing ----------------------------------------------------------------------------
    def new_game(self, names: tuple[str, ...] = NAMES, preset: str | None = None) -> None:
        """A new game of ``names`` through the dialog, under ``preset`` when given (else the
        dialog's proposal)."""
        self.window.new_game_dialog()
        if preset is not None:
            combo = self.find("new-preset", QComboBox, self.dialog)
            assert isinstance(combo, QComboBox)
            combo.setCurrentIndex(combo.findData(preset))
        for seat, name in enumerate(names):
            self.type_into(f"new-name-{seat}", name, self.dialog)
        self.ok()

    def action(self, kind: str, *clicks: str) -> QDialog:
        self.click(f"action-{kind}")
        for name in clicks:
            self.click(name, self.dialog)
        return self.dialog

    # -- reading ----------------------------------------------------------------------------
    def label(self, name: str, root: QWidget | None = None) -> str:
        widget = self.find(name, QLabel, root)
        assert isinstance(widget, QLabel)
        return widget.text()

    def points(self, prefix: str = "seat") -> list[str]:
        return [self.label(f"{prefix}-{seat}-points") for seat in range(4)]

    def history(self) -> list[str]:
        history = self.window.history
        return [history.item(r, COL_LINE).text() for r in range(history.rowCount())]  # type: ignore[union-attr]

    def preview_deltas(self, prefix: str) -> list[str]:
        return [self.label(f"{prefix}-delta-{seat}", self.dialog) for seat in range(4)]

    def hover(self, widget: QWidget) -> None:
        center = QPointF(widget.rect().center())
        event = QEnterEvent(center, center, QPointF(widget.mapToGlobal(QPoint(0, 0))) + center)
        QApplication.sendEvent(widget, event)


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def tracker_from_calculator(player: object) -> TrackerPlayer:
    """The calculator's *Game tracker* action, triggered: the tracker it opens, at 1280x800."""
    window = player.window  # type: ignore[attr-defined]
    action = window.findChild(QAction, "open-tracker")
    assert action is not None and action.text() == "Game &tracker"
    action.trigger()
    tracker = window.game_link.tracker_window
    assert isinstance(tracker, TrackerWindow) and tracker.isVisible()
    player.qtbot.addWidget(tracker)  # type: ignore[attr-defined]
    tracker.resize(1280, 800)
    return TrackerPlayer(player.qtbot, tracker)  # type: ignore[attr-defined]


def spin(player: object, name: str) -> int:
    """The value of the calculator's spin box ``name`` (honba, sticks...)."""
    box = player.find(name, QSpinBox)  # type: ignore[attr-defined]
    return int(box.value())


# -- the calculator's side of the desk ------------------------------------------------------

CTRL = Qt.KeyboardModifier.ControlModifier


def banner(player: object) -> str:
    label = player.find("game-banner", QLabel)  # type: ignore[attr-defined]
    return str(label.text()) if label.isVisible() else ""


def activate(window: QWidget, qtbot: object) -> None:
    """Window shortcuts (Ctrl+Enter, Ctrl+Z) work in the active window: clicked into first."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # type: ignore[attr-defined]


def ctrl_enter(player: object) -> None:
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Return, CTRL)  # type: ignore[attr-defined]


def win_from_desk(player: object, qtbot: object, tracker: TrackerPlayer, hand: str) -> None:
    """Boris's ron on Aiko's discard asked from the tracker, ``hand`` built on the desk, sent with
    Ctrl+Enter."""
    tracker.action("ron", "winner-1", "discarder-0")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(hand)  # type: ignore[attr-defined]
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()


def next_hand(player: object) -> None:
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_N)  # type: ignore[attr-defined]


def show_tracker(qtbot: object, data_dir: Path, settings_file: Path, lang: str = "en") -> TrackerPlayer:
    """A tracker window on its own data folder and settings file, shown at 1280×800."""
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.window import TrackerWindow

    window = TrackerWindow(data_dir=data_dir, settings=Settings.at(str(settings_file)), lang=lang)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return TrackerPlayer(qtbot, window)

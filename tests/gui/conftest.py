"""Fixtures for the window tests: a shown MainWindow with its own settings file, and helpers
that click and type like a player."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QWidget

from mjgui.controller.scoring.calculator import Controller

# Tests draw tiles from the SVGs every time and leave no PNG cache in the home folder.
os.environ.setdefault("MJGUI_TILE_CACHE", "off")
# The quiz keeps the student's record in the data folder: never the real user's in a test.
if "MJGUI_DATA_DIR" not in os.environ:
    import tempfile

    os.environ["MJGUI_DATA_DIR"] = tempfile.mkdtemp(prefix="mjgui-test-data-")
from mjgui.gui.appsetup import apply_theme, setup_application
from mjgui.gui.club import ClubWindow
from mjgui.gui.results import ResultList
from mjgui.gui.settings import Settings
from mjgui.gui.tiles import TileButton
from mjgui.gui.window import MainWindow


class Player:
    """Drives a window with real mouse clicks and key presses."""

    def __init__(self, qtbot: object, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    def find(self, name: str, kind: type[QWidget] = QWidget) -> QWidget:
        widget = self.window.findChild(kind, name)
        assert widget is not None, f"no widget named {name!r}"
        return widget

    def click(self, name: str, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        widget = self.find(name)
        assert widget.isVisible(), f"{name} is not visible"
        self.qtbot.mouseClick(widget, button)  # type: ignore[attr-defined]

    def click_widget(self, widget: QWidget, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        self.qtbot.mouseClick(widget, button)  # type: ignore[attr-defined]

    def tile(self, code: str) -> TileButton:
        widget = self.find(f"tile-{code}", TileButton)
        assert isinstance(widget, TileButton)
        return widget

    def click_tiles(self, text: str) -> None:
        from mjgui.core.scoring.tiles import parse_tiles

        for t in parse_tiles(text):
            button = self.tile(t.code)
            assert button.isEnabled(), f"tile-{t.code} is greyed out"
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]

    def mode(self, name: str) -> None:
        self.click(f"mode-{name}")

    def check(self, name: str) -> None:
        """Click a check box on its indicator, as a player would."""
        box = self.find(name, QCheckBox)
        self.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # type: ignore[attr-defined]

    def choose(self, name: str, steps: int) -> None:
        """Move a combo box's choice with the arrow keys (emits ``activated`` like a click); the
        seat and the round are wind buttons: the one ``steps`` after the chosen one is clicked."""
        if name in ("seat", "round"):
            state = self.window.controller.state.situation
            current = state.seat if name == "seat" else state.round_wind
            self.click(f"{name}-{(current + steps) % 4}")
            return
        combo = self.find(name, QComboBox)
        key = Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up
        for _ in range(abs(steps)):
            self.qtbot.keyClick(combo, key)  # type: ignore[attr-defined]

    def type(self, text: str, target: QWidget | None = None) -> None:
        self.qtbot.keyClicks(target or self.window, text)  # type: ignore[attr-defined]

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        focus = QApplication.focusWidget() or self.window
        self.qtbot.keyClick(focus, key, modifiers)  # type: ignore[attr-defined]

    # -- what is shown ----------------------------------------------------------------------
    @property
    def headline(self) -> str:
        label = self.find("headline", QLabel)
        assert isinstance(label, QLabel)
        return label.text()

    def rows(self, name: str) -> list[str]:
        widget = self.find(name, ResultList)
        assert isinstance(widget, ResultList)
        return [row.text.text() for row in widget.rows() if row.isVisible()]

    def numbers(self, name: str) -> list[str]:
        widget = self.find(name, ResultList)
        assert isinstance(widget, ResultList)
        return [row.number.text() for row in widget.rows() if row.isVisible()]

    def hand(self) -> list[str]:
        return [b.code for b in self.window.hand_row.tile_buttons() if b.isVisible()]

    def messages(self) -> list[str]:
        return [label.text() for label in self.window.messages.labels() if label.isVisible()]


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


@pytest.fixture
def make_window(qtbot: object, settings_path: Path) -> Iterator[object]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[MainWindow] = []

    def make(lang: str | None = "en", controller: Controller | None = None) -> MainWindow:
        window = MainWindow(controller or Controller(), Settings.at(str(settings_path)), lang=lang)
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        window.finish_startup()  # what the app does once the first frame is painted (shortcuts...)
        made.append(window)
        return window

    yield make


@pytest.fixture
def window(make_window: object) -> MainWindow:
    return make_window()  # type: ignore[operator,no-any-return]


@pytest.fixture
def player(qtbot: object, window: MainWindow) -> Player:
    return Player(qtbot, window)


@pytest.fixture
def tracker_on_record(qtbot: object, tmp_path: Path) -> object:
    """Opens a tracker window (its own data folder and settings file, shown at 1280×800, the
    app's fonts and theme) on a record's text, in a language: ``open(lang, text)``. The
    windows are put back to English after the test (below)."""
    from test_tracker_support import TrackerPlayer, show_tracker, write

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)

    def open_on(lang: str, text: str) -> TrackerPlayer:
        shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)
        assert shown.window.open_file(write(tmp_path / "g.mjgame", text))
        return shown

    return open_on


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Callable[[Path], object]:
    """Opens a tracker window on a data folder (the app's fonts and theme, the test's settings
    file): ``open_tracker(data)``. Test files that open it otherwise define their own."""
    from test_tracker_support import show_tracker

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)

    def make(data: Path) -> object:
        return show_tracker(qtbot, data, tmp_path / "s.ini")

    return make


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A test that switches a window to Russian must not leave the translator installed for
    the next test: every window still alive is put back to English afterwards, and the default
    locale is English's."""
    yield
    from mjgui.gui.i18n import Languages

    app = QApplication.instance()
    if app is None:
        return
    for widget in QApplication.topLevelWidgets():
        languages = getattr(widget, "languages", None)
        if isinstance(languages, Languages):
            languages.set_language("en")
    # nor the default locale a language choice sets (a window gone meanwhile left it Russian)
    from PySide6.QtCore import QLocale

    from mjgui.gui.i18n import language_locale

    QLocale.setDefault(language_locale("en"))


@pytest.fixture(autouse=True)
def _no_window_left_shown() -> Iterator[None]:
    """A window a test leaves open (a tracker with a line no file holds, a dialog) is hidden
    after it, without its close question: the app's Quit closes every shown window, and a later
    test's Quit must meet only its own windows (it stopped at an earlier test's tracker)."""
    yield
    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.hide()


@pytest.fixture
def club(qtbot: object, tmp_path: Path) -> Iterator[ClubWindow]:
    """The club window on its own settings file at 1280x800, put back to English and the
    system theme afterwards (tests/gui/test_club.py, test_league_window.py)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    window = ClubWindow(settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    yield window
    window.languages.set_language("en")
    apply_theme(app, "system")

"""A game in progress left in the tracker's autosave, at a start of the app for the calculator.

A player who opened the app for the calculator was told nothing of the game the tracker holds
(quit mid-game, the computer restarted): only opening the tracker offered it. The calculator now
says it in its status bar once its first frame is painted (the autosave is read then, not
before): the players, the round and how to open it, in the app's language and again after a
switch; gone once the tracker opens. Nothing is said when there is no game in progress (none, a
finished one, one another open tracker holds), and nothing is claimed or moved by looking."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mjgui.controller.game.autosave import AUTOSAVE_NAME, Autosave
from mjgui.controller.game.tracker import waiting_game
from mjgui.controller.scoring.calculator import Controller
from mjgui.core.game.game import replay
from mjgui.core.game.lines import new_game_text
from mjgui.gui.appsetup import setup_application
from mjgui.gui.settings import Settings
from mjgui.gui.util import StatusNotice
from mjgui.gui.window import MainWindow

NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
PLAYING = new_game_text(NAMES) + "ron Chen from Boris 2 30\n"
OVER = new_game_text(NAMES) + "ron Chen from Boris yakuman\nron Chen from Boris yakuman\n"  # Boris busted
SAID = (
    "A game in progress is waiting in the game tracker: Aiko, Boris, Chen, Dasha, East 3, 1 honba. "
    "Open it with Game → Game tracker (Ctrl+G)."
)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("MJGUI_DATA_DIR", str(folder))
    return folder


def _started(qtbot: object, tmp_path: Path, lang: str = "en", *, mention: bool = True) -> MainWindow:
    """The calculator as the app starts it for the calculator: shown, its first frame painted,
    then what comes after it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    window = MainWindow(Controller(), Settings.at(str(tmp_path / "s.ini")), lang=lang)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.mention_waiting_game = mention
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window._started)  # type: ignore[attr-defined]
    return window


def _notice(window: MainWindow) -> str:
    notice = window.statusBar().findChild(StatusNotice)
    return notice.text().replace("\xa0", " ") if notice is not None and notice.isVisible() else ""


def _game(folder: Path, text: str) -> str:
    (folder / AUTOSAVE_NAME).write_text(text, encoding="utf-8")
    return text


def test_a_game_in_progress_is_mentioned_after_the_first_frame(
    qtbot: object, tmp_path: Path, data: Path
) -> None:
    text = _game(data, new_game_text(NAMES) + "ron Chen from Boris 2 30\ndraw tenpai Chen\n")
    window = _started(qtbot, tmp_path)
    assert _notice(window) == SAID
    assert sorted(p.name for p in data.iterdir()) == [AUTOSAVE_NAME]  # looked at: nothing claimed
    assert (data / AUTOSAVE_NAME).read_text(encoding="utf-8") == text
    window.set_language("ru")
    QApplication.processEvents()  # the switch's events handled
    ru = _notice(window)
    assert ru.startswith("В трекере игры ждёт неоконченная игра: Aiko, Boris, Chen, Dasha, Восток 3,")
    assert ru.endswith("Откройте её: Игра → Трекер игры (Ctrl+G).")
    window.set_language("en")
    QApplication.processEvents()
    assert _notice(window) == SAID
    tracker = window.game_link.open_tracker()  # the tracker offers it: the hint goes
    assert tracker.controller.resume_offer is not None
    assert _notice(window) == ""
    tracker.close()


def test_nothing_is_said_without_a_game_in_progress(qtbot: object, tmp_path: Path, data: Path) -> None:
    window = _started(qtbot, tmp_path)  # no autosave
    assert _notice(window) == ""
    assert replay(_game(data, OVER)).ended
    assert waiting_game(data) is None  # a game over is not in progress
    _game(data, PLAYING)
    assert waiting_game(data) is not None
    _game(data, "")
    assert waiting_game(data) is None


def test_a_window_not_started_for_the_calculator_says_nothing(
    qtbot: object, tmp_path: Path, data: Path
) -> None:
    _game(data, PLAYING)
    window = _started(qtbot, tmp_path, mention=False)  # a screenshot, the tracker started alone
    assert _notice(window) == ""


def test_a_game_another_open_tracker_holds_is_not_waiting(data: Path) -> None:
    _game(data, PLAYING)
    assert waiting_game(data) is not None
    holder = Autosave(data)
    holder.claim()  # a tracker open on it (this process's: its lock is live)
    try:
        assert waiting_game(data) is None
    finally:
        holder.release()
    assert waiting_game(data) is not None

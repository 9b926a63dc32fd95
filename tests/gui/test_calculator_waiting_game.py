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
    "A game in progress is waiting in the game tracker: Aiko, Boris, Chen, Dasha — East 3, 1 honba. "
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
    QApplication.processEvents()  # the look for a waiting game, posted after the first frame's paint
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
    assert ru.startswith("В трекере игры ждёт неоконченная игра: Aiko, Boris, Chen, Dasha — Восток 3,")
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


# -- the look is cheap and after the first frame's paint (rev-a) --------------------------------

_STARTS = """
import os, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mjgui.gui.appsetup import setup_application
setup_application(app)
from mjgui.controller.scoring.calculator import Controller
from mjgui.gui.settings import Settings
from mjgui.gui.util import StatusNotice
from mjgui.gui.window import MainWindow
window = MainWindow(Controller(), Settings.at(sys.argv[1]), lang="en")
window.mention_waiting_game = True
window.show()
while not window._started:
    app.processEvents()
for _ in range(5):
    app.processEvents()
notice = window.statusBar().findChild(StatusNotice)
print(notice.text() if notice is not None and notice.isVisible() else "")
print(" ".join(sorted(m for m in sys.modules if m.startswith(("mjgui.controller.game", "mjgui.core.game")))))
"""


def _start_in_a_process(tmp_path: Path, data: Path) -> tuple[str, list[str]]:
    """The calculator started for the calculator in a new process: the hint, and the tracker's
    modules (controller.game, core.game) imported once it is said."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "MJGUI_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _STARTS, str(tmp_path / "s.ini")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    said, modules = done.stdout.splitlines()[-2:]
    return said.replace("\xa0", " "), modules.split()


def test_without_a_game_the_look_imports_none_of_the_trackers_modules(tmp_path: Path, data: Path) -> None:
    """It imported the tracker's controller (45 modules, 0.2-0.3 s of input held up) to find
    that the folder holds no game: the slots' names are looked for first now."""
    (data / "previous.mjgame").write_text(PLAYING, encoding="utf-8")  # not a slot's autosave
    said, modules = _start_in_a_process(tmp_path, data)
    assert said == "" and modules == []
    _game(data, PLAYING)
    said, modules = _start_in_a_process(tmp_path, data)
    assert said.startswith("A game in progress is waiting in the game tracker: Aiko, Boris")
    assert "mjgui.controller.game.tracker" in modules


def test_a_finished_game_left_in_the_autosave_is_read_once(tmp_path: Path, data: Path) -> None:
    """A finished game stays in its slot's autosave: every start after it paid the full look
    (the tracker's modules imported, the game replayed: 0.18 s) to find it finished. Found so
    once, it is remembered by its file's mark in the settings and not read again while the file
    is unchanged; a game in progress written there is found again."""
    _game(data, OVER)
    said, modules = _start_in_a_process(tmp_path, data)  # the first look reads it
    assert said == "" and "mjgui.core.game.game" in modules
    settings = Settings.at(str(tmp_path / "s.ini"))
    assert len(settings.settled_games) == 1
    said, modules = _start_in_a_process(tmp_path, data)
    assert said == "" and modules == []  # nothing imported: known finished, unchanged
    _game(data, PLAYING)  # the autosave written anew: a game in progress
    said, modules = _start_in_a_process(tmp_path, data)
    assert said.startswith("A game in progress is waiting in the game tracker: Aiko, Boris")
    (data / "autosave-2.mjgame").write_text(OVER, encoding="utf-8")  # a finished one beside it
    said, modules = _start_in_a_process(tmp_path, data)
    assert said.startswith("A game in progress is waiting in the game tracker: Aiko, Boris")
    (data / AUTOSAVE_NAME).unlink()  # the game in progress gone: the finished one, read once
    said, modules = _start_in_a_process(tmp_path, data)
    assert said == "" and "mjgui.core.game.game" in modules
    assert _start_in_a_process(tmp_path, data) == ("", [])
    _game(data, OVER)  # written anew (another file): read again
    said, modules = _start_in_a_process(tmp_path, data)
    assert said == "" and "mjgui.core.game.game" in modules
    assert _start_in_a_process(tmp_path, data) == ("", [])


def test_the_look_reads_each_slots_autosave_once(
    qtbot: object, tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first look at a new autosave read it twice: for a game in progress, then again (and
    replayed again) to remember that it holds none. Each is read once now, and a slot found
    with no game in progress before, unchanged since, is not read beside a new one."""
    from mjgui.core.game import storage

    reads: list[str] = []
    real = storage.read_record_bytes

    def counted(path: str | Path, *args: object, **kwargs: object) -> bytes:
        reads.append(Path(path).name)
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(storage, "read_record_bytes", counted)
    _game(data, OVER)
    (data / "autosave-2.mjgame").write_text(OVER, encoding="utf-8")
    window = _started(qtbot, tmp_path)
    assert _notice(window) == ""
    assert sorted(reads) == sorted([AUTOSAVE_NAME, "autosave-2.mjgame"])
    assert len(window.settings.settled_games) == 2  # both remembered: no game in progress
    reads.clear()
    (data / "autosave-3.mjgame").write_text(PLAYING, encoding="utf-8")  # a game beside them
    window = _started(qtbot, tmp_path)
    assert _notice(window).startswith("A game in progress is waiting in the game tracker: Aiko, Boris")
    assert reads == ["autosave-3.mjgame"]


def test_the_look_waits_for_the_events_under_way(qtbot: object, tmp_path: Path, data: Path) -> None:
    window = _started(qtbot, tmp_path, mention=False)
    _game(data, PLAYING)
    window.mention_waiting_game = True
    window.say_waiting_game()  # as after the first frame
    assert _notice(window) == ""  # not yet: posted, after the events and the paint under way
    QApplication.processEvents()
    assert _notice(window).startswith("A game in progress is waiting in the game tracker: Aiko")


def test_a_slots_name_is_what_the_look_looks_for() -> None:
    from mjgui.controller.game.autosave import DATA_DIR_ENV, PREVIOUS_NAME, SLOTS, slot_names
    from mjgui.gui import settings
    from mjgui.gui.tracker import link

    assert settings.DATA_DIR_ENV == DATA_DIR_ENV  # the folder the look (tracker_data_dir) reads
    assert all(link.SLOT_GAME.fullmatch(slot_names(slot)[0]) for slot in range(1, SLOTS + 1))
    for other in (PREVIOUS_NAME, "previous-2.mjgame", "autosave-damaged-20240101.mjgame", "autosave.source"):
        assert not link.SLOT_GAME.fullmatch(other), other


def test_the_folder_looked_in_is_the_trackers(
    qtbot: object, tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mjgui.gui.settings import tracker_data_dir

    window = _started(qtbot, tmp_path, mention=False)
    link = window.game_link
    assert link._waiting_folder() == tracker_data_dir() == data
    monkeypatch.delenv("MJGUI_DATA_DIR")
    assert link._waiting_folder() == tracker_data_dir()


# -- the hint goes once the game no longer waits (rev-a) ------------------------------------------


def _activated(window: MainWindow) -> None:
    """The window activated again (the player back from another window), its events handled."""
    from PySide6.QtCore import QEvent

    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowActivate))
    QApplication.processEvents()


def test_the_hint_goes_when_the_game_is_resumed_in_another_mjgui(
    qtbot: object, tmp_path: Path, data: Path
) -> None:
    import os
    import subprocess
    import sys

    _game(data, PLAYING)
    window = _started(qtbot, tmp_path)
    assert _notice(window).startswith("A game in progress is waiting")
    _activated(window)
    assert _notice(window).startswith("A game in progress is waiting")  # still waiting: stays
    code = "import sys\nfrom mjgui.controller.game.autosave import Autosave\n"
    code += f"a = Autosave({str(data)!r}); a.claim(); print(a.slot, flush=True); sys.stdin.read()"
    other = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    )
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "1"  # its tracker holds it
        assert _notice(window).startswith("A game in progress is waiting")  # not looked at before
        _activated(window)
        assert _notice(window) == ""
        assert window.statusBar().findChild(StatusNotice).words is None
    finally:
        assert other.stdin is not None
        other.stdin.close()
        other.wait(30)
    _activated(window)
    assert _notice(window) == ""  # dropped for good: the tracker offers it when it opens


def test_the_hint_goes_when_the_game_is_gone_and_names_the_game_played_on(
    qtbot: object, tmp_path: Path, data: Path
) -> None:
    _game(data, PLAYING)
    window = _started(qtbot, tmp_path)
    assert "Dasha — East 2, 0 honba." in _notice(window)
    _game(data, PLAYING + "draw tenpai Chen\n")  # played on in another mjgui, then closed
    _activated(window)
    assert "Dasha — East 3, 1 honba." in _notice(window)
    (data / AUTOSAVE_NAME).rename(data / "previous.mjgame")  # ended, or declined, elsewhere
    _activated(window)
    assert _notice(window) == ""


def test_ctrl_g_opens_the_tracker_and_the_hint_goes(qtbot: object, tmp_path: Path, data: Path) -> None:
    from PySide6.QtCore import Qt

    _game(data, PLAYING)
    window = _started(qtbot, tmp_path)
    assert _notice(window).startswith("A game in progress is waiting")
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    tracker = window.game_link.tracker_window
    assert tracker is not None and tracker.isVisible()
    assert tracker.controller.resume_offer is not None
    assert _notice(window) == ""
    tracker.close()

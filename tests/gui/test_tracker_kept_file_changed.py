"""The tracker window, clicked as a player would: a record opened (Ctrl+O) and left unchanged,
its file replaced by another program, Ctrl+S's changed-on-disk question cancelled; then New game
or Open keeps the table's game in ``previous.mjgame`` and the notice says why (it was replaced
unkept: the file did not hold it and the autosave became the new game). Closing the window then
asks nothing (the autosave holds the game, offered at the next start) unless the autosave
failed."""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from test_tracker_support import TrackerPlayer, show_tracker

import mjgui.controller.game.autosave as autosave_module
from mjgui.core.game.lines import new_game_text
from mjgui.gui.appsetup import setup_application

GAME = new_game_text(["Aiko", "Boris", "Chen", "Dasha"]) + "ron Aiko from Boris 2 40\nchombo Chen\n"
OTHER = new_game_text(["Eri", "Fumi", "Goro", "Hana"]) + "riichi Fumi\n"


@pytest.fixture(autouse=True)
def _no_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Iterator[Callable[[str], TrackerPlayer]]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerPlayer] = []

    def make(lang: str = "en") -> TrackerPlayer:
        shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)
        made.append(shown)
        return shown

    yield make
    for shown in made:  # its translators go with English: the next test starts in English
        shown.window.languages.set_language("en")


def _click(player: TrackerPlayer, box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert isinstance(button, QPushButton)
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def _shown(player: TrackerPlayer, name: str) -> list[QMessageBox]:
    return [box for box in player.window.findChildren(QMessageBox, name) if box.isVisible()]


def _open(player: TrackerPlayer, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game → Open… (Ctrl+O), the file dialog answering ``path``."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    player.window.act_open.trigger()
    assert player.window.controller.path == str(path)


def _replaced_and_save_cancelled(
    player: TrackerPlayer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Path:
    record = tmp_path / "new9.mjgame"
    record.write_text(GAME, encoding="utf-8")
    _open(player, record, monkeypatch)
    assert player.history()[-1] == "chombo Chen" and not player.window.windowTitle().endswith("*")
    record.write_text(OTHER, encoding="utf-8")  # another program replaces it
    player.window.act_save.trigger()  # Ctrl+S: the file changed, the window asks
    (box,) = _shown(player, "tracker-changed-question")
    _click(player, box, "changed-cancel")
    assert record.read_text(encoding="utf-8") == OTHER
    return record


def _previous(tmp_path: Path) -> str:
    return (tmp_path / "data" / "previous.mjgame").read_text(encoding="utf-8")


def test_new_game_keeps_the_game_and_says_why(
    open_tracker: Callable[[str], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = open_tracker("en")
    _replaced_and_save_cancelled(player, tmp_path, monkeypatch)
    player.new_game(("Ivo", "Jun", "Kai", "Lea"))
    assert player.history()[-1].startswith("players Ivo")
    assert _previous(tmp_path) == GAME
    assert player.window.notice.isVisible()
    assert player.window.notice.plain == (
        "new9.mjgame no longer holds the earlier game (another program changed or removed it), so "
        f"that game is kept as {tmp_path / 'data' / 'previous.mjgame'}; open it with Ctrl+O to see "
        "or save it."
    )


def test_open_keeps_the_game_and_says_why_in_russian(
    open_tracker: Callable[[str], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = open_tracker("ru")
    _replaced_and_save_cancelled(player, tmp_path, monkeypatch)
    other = tmp_path / "other.mjgame"
    other.write_text(new_game_text(["Ivo", "Jun", "Kai", "Lea"]), encoding="utf-8")
    _open(player, other, monkeypatch)
    assert _previous(tmp_path) == GAME
    assert player.window.notice.isVisible()
    assert player.window.notice.plain == (
        "В файле new9.mjgame больше нет предыдущей игры (другая программа изменила или удалила его), "
        f"поэтому эта игра сохранена в файле {tmp_path / 'data' / 'previous.mjgame'}; откройте её "
        "через Ctrl+O, чтобы посмотреть или сохранить."
    )


def test_closing_asks_nothing_and_the_next_start_offers_the_game(
    open_tracker: Callable[[str], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = open_tracker("en")
    _replaced_and_save_cancelled(player, tmp_path, monkeypatch)
    player.window.close()  # the autosave holds the game: nothing to ask
    assert not _shown(player, "tracker-close-question") and not player.window.isVisible()
    again = open_tracker("en")
    assert "unfinished game" in again.label("tracker-notice-text")
    again.click("resume")
    assert again.window.controller.text == GAME


def test_closing_asks_when_the_autosave_failed_too(
    open_tracker: Callable[[str], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk at the open: the game is in no file at all once its record is replaced, so
    closing asks first, as for lines the autosave could not take."""
    real = autosave_module.atomic_write_text

    def no_space(_temp: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def full(path: object, text: str, **options: object) -> None:
        real(path, text, before_replace=no_space, **options)  # type: ignore[arg-type]

    player = open_tracker("en")
    monkeypatch.setattr(autosave_module, "atomic_write_text", full)
    _replaced_and_save_cancelled(player, tmp_path, monkeypatch)
    player.window.close()
    (box,) = _shown(player, "tracker-close-question")
    assert player.window.isVisible()
    _click(player, box, "close-cancel")
    assert player.window.isVisible() and player.window.controller.text == GAME

"""Delete on the head lines, clicked as a player would, decided by what the game counts by.

A record whose first players line is refused (it names three under four-player rules, marked ⚠)
and whose second one starts the game: Delete on the ⚠ line was refused with a false sentence, and
Delete on the line that names the players was taken, the game left not started and its autosave
called damaged at the next start. A fresh three-player game's rules line deleted left its three
names under four-player rules: a record Save wrote and the tracker then refused to open."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from test_tracker_support import TrackerPlayer

REFUSED_FIRST = "rules seed edition=1\nplayers Ira Jun Ken\nplayers Ira Jun Ken Lea\nron Ken from Ira 3 30\n"


def _press_delete(player: TrackerPlayer, number: int) -> None:
    window = player.window
    window.history.select_line(number)
    window.history.setFocus()
    player.qtbot.keyClick(window.history, Qt.Key.Key_Delete)  # type: ignore[attr-defined]


def _open(player: TrackerPlayer, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    player.window.act_open.trigger()
    QApplication.processEvents()


def _restarted(open_tracker: Callable[[Path], TrackerPlayer], data: Path) -> TrackerPlayer:
    """Close-and-start-again: the game is offered, its autosave not set aside as damaged."""
    again = open_tracker(data)
    assert again.window.notice.kind == "resume", again.window.notice.plain
    assert not list(data.glob("autosave-damaged*"))
    return again


def test_delete_keeps_the_players_line_the_game_counts_by(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    player = open_tracker(data)
    record = tmp_path / "game.mjgame"
    record.write_text(REFUSED_FIRST, encoding="utf-8")
    _open(player, record, monkeypatch)
    window = player.window
    assert player.history()[1:3] == ["⚠ players Ira Jun Ken", "players Ira Jun Ken Lea"]
    _press_delete(player, 3)  # the line that names the players
    assert window.statusBar().currentMessage() == (
        "Line 3 names the players, and the lines after it need them, so it is not deleted. To "
        "change a name, edit that line (double-click it)."
    )
    assert window.controller.text == REFUSED_FIRST and window.controller.state.started
    _press_delete(player, 2)  # the refused line: nothing needs it
    said = window.statusBar().currentMessage()
    assert said == "Deleted line 2: players Ira Jun Ken (Ctrl+Z brings it back)"
    assert player.history() == ["rules seed edition=1", "players Ira Jun Ken Lea", "ron Ken from Ira 3 30"]
    player.window.close()
    again = _restarted(open_tracker, data)
    again.click("resume")
    assert again.history()[-2:] == ["players Ira Jun Ken Lea", "ron Ken from Ira 3 30"]


def test_delete_on_a_fresh_three_player_games_rules_line_is_refused(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    player = open_tracker(data)
    player.new_game(("Aiko", "Boris", "Chen"), preset="tenhou-sanma")
    window = player.window
    head = player.history()
    _press_delete(player, 2)
    assert window.statusBar().currentMessage() == (
        "Deleting line 2 would leave the players on line 3 refused by the rules that remain, and the "
        "game would not start, so it is not deleted. To change the rules, edit line 2; to change the "
        "names, edit line 3 (double-click the line)."
    )
    assert player.history() == head and head[-1] == "players Aiko Boris Chen"
    assert window.controller.state.started
    # what Save writes opens again in another tracker
    saved = tmp_path / "saved.mjgame"
    assert window.controller.save(str(saved))
    other = open_tracker(tmp_path / "other-data")
    _open(other, saved, monkeypatch)
    assert other.window.controller.path == str(saved) and other.history() == head
    other.window.close()
    window.close()
    again = _restarted(open_tracker, data)
    again.click("resume")
    assert again.history()[-2:] == ["rules tenhou-sanma edition=2", "players Aiko Boris Chen"]


def test_delete_on_a_fresh_three_player_games_players_line_is_taken(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    player = open_tracker(tmp_path / "data")
    player.new_game(("Aiko", "Boris", "Chen"), preset="tenhou-sanma")
    _press_delete(player, 3)
    assert player.window.statusBar().currentMessage() == (
        "Deleted line 3: players Aiko Boris Chen (Ctrl+Z brings it back)"
    )
    assert player.history()[-1] == "rules tenhou-sanma edition=2"

"""The desk keeps a closed game's rules for the hand it scored (the tracker closed with the hand
on the desk) until that game no longer plays the hand: another record opened, a new game. Then
the desk scores the hand under other rules: before, the status bar still said "Ctrl+Enter brings
the tracker back to check the win" (a win of a game no longer shown) and the desk's value changed
without a word. Now the closed tracker's notice goes and the status bar names the rules the desk
scores under. Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir, status
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from test_desk_tracker_closed import close_tracker, preset, reopen
from test_tracker_support import CTRL, TrackerPlayer, activate, write
from test_tracker_support import tracker_from_calculator as open_tracker

CLOSED = (
    "The game tracker was closed: the desk no longer scores this hand for the game; Ctrl+Enter brings "
    "the tracker back to check the win"
)


_data_dir = own_data_dir()


def mangan_closed(player: object, tmp_path: Path) -> TrackerPlayer:
    """Boris's ron asked of the desk in an M-League game (a mangan there, 4 han 30 fu rounded
    up), and the tracker closed with it on the desk."""
    tracker = open_tracker(player)
    assert tracker.window.open_file(
        write(tmp_path / "a.mjgame", "rules mleague\nplayers Aiko Boris Chen Dasha\n")
    )
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    player.click("riichi")  # type: ignore[attr-defined]
    close_tracker(tracker)
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    assert status(player) == CLOSED
    return tracker


def test_another_record_opened_from_the_calculator_says_the_desk_scores_under_its_rules(
    player: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mangan_closed(player, tmp_path)
    other = write(tmp_path / "b.mjgame", "rules tenhou\nplayers Xena Yuri Zoe Wu\n")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_O, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()
    tracker = player.window.game_link.tracker_window  # type: ignore[attr-defined]
    assert tracker.isVisible() and tracker.controller.state.names == ("Xena", "Yuri", "Zoe", "Wu")
    assert preset(player) == "tenhou"
    assert player.headline == "7700"  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: "now scores" in status(player))  # type: ignore[attr-defined]
    assert status(player) == (
        "The game in the tracker no longer plays the hand on the desk: the desk now scores it under "
        "that game's rules, Tenhou"
    )


def test_a_new_game_after_the_tracker_closed_says_so_and_drops_the_closed_notice(
    player: object, tmp_path: Path
) -> None:
    tracker = mangan_closed(player, tmp_path)
    reopen(player)
    tracker.new_game(("Ann", "Bob", "Cid", "Dan"), preset="seed")
    QApplication.processEvents()
    assert preset(player) == "seed" and player.headline == "7700"  # type: ignore[attr-defined]
    assert "Ctrl+Enter" not in status(player)
    player.qtbot.waitUntil(lambda: "now scores" in status(player))  # type: ignore[attr-defined]
    assert status(player).endswith("the desk now scores it under that game's rules, Club rules")


def test_the_desk_cleared_drops_the_closed_notice(player: object, tmp_path: Path) -> None:
    mangan_closed(player, tmp_path)
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: preset(player) == "seed")  # type: ignore[attr-defined]
    assert status(player) == ""  # no hand on the desk: nothing re-scored, no win to check


def test_the_closed_notice_stays_while_the_desk_keeps_the_games_rules(player: object, tmp_path: Path) -> None:
    mangan_closed(player, tmp_path)
    reopen(player)  # the tracker back with the same game: the desk keeps its rules
    assert preset(player) == "mleague" and player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    player.qtbot.wait(50)  # type: ignore[attr-defined]
    assert "now scores it under" not in status(player)


def test_the_game_not_followed_leaves_the_desk_its_own_rules_and_says_so(
    player: object, tmp_path: Path
) -> None:
    tracker = mangan_closed(player, tmp_path)
    link = player.window.game_link  # type: ignore[attr-defined]
    link.act_follow.trigger()  # Game → Follow the game, off
    assert not link.follows_game()
    reopen(player)
    assert tracker.window.open_file(write(tmp_path / "b.mjgame", "rules tenhou\nplayers Xena Yuri Zoe Wu\n"))
    QApplication.processEvents()
    assert preset(player) == "seed" and player.headline == "7700"  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: "now scores" in status(player))  # type: ignore[attr-defined]
    assert status(player) == (
        "The game no longer plays the hand on the desk: the desk now scores it under its own rules, "
        "Club rules"
    )

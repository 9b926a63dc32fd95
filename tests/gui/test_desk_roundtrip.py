"""The calculator and the tracker as one desk (issue 24): a win asked for by the tracker's
Ron/Tsumo dialog is scored in the calculator on an empty desk with the game's situation, and
comes back as the line recorded (ron, tsumo, also ron, han and fu picked without tiles, and a
past line corrected in the calculator three hands later). Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox
from test_tracker_support import TrackerPlayer

from mjgui.gui.tracker.window import TrackerWindow
from tests.util import T

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("MJGUI_DATA_DIR", str(folder))
    return folder


def open_tracker(player: object) -> TrackerPlayer:
    window = player.window  # type: ignore[attr-defined]
    action = window.findChild(QAction, "open-tracker")
    assert action is not None
    action.trigger()
    tracker = window.game_link.tracker_window
    assert isinstance(tracker, TrackerWindow) and tracker.isVisible()
    player.qtbot.addWidget(tracker)  # type: ignore[attr-defined]
    tracker.resize(1280, 800)
    return TrackerPlayer(player.qtbot, tracker)  # type: ignore[attr-defined]


def spin(player: object, name: str) -> int:
    box = player.find(name, QSpinBox)  # type: ignore[attr-defined]
    return int(box.value())


def banner(player: object) -> str:
    label = player.find("game-banner", QLabel)  # type: ignore[attr-defined]
    return str(label.text()) if label.isVisible() else ""


def ctrl_enter(player: object) -> None:
    player.qtbot.keyClick(player.window, Qt.Key.Key_Return, CTRL)  # type: ignore[attr-defined]


def test_ron_opens_an_empty_desk_with_the_games_situation_and_ctrl_enter_records(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    # the calculator holds a hand of its own, with a dora indicator and the honba box set
    player.click_tiles("123m456p789s555z22z")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    assert len(window.controller.state.dora) == 1
    tracker.action("riichi", "player-2")
    tracker.ok()
    # Chen (West in E1, in riichi) wins on Boris's discard: the calculator scores it
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert player.hand() == []  # type: ignore[attr-defined]
    state = window.controller.state
    assert state.concealed == () and state.melds == () and state.dora == () and state.ura == ()
    assert player.find("seat-2").isChecked()  # type: ignore[attr-defined]
    assert player.find("discarder", QComboBox).currentData() == 1  # type: ignore[attr-defined]
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]
    assert not player.find("tsumo").isChecked()  # type: ignore[attr-defined]
    assert spin(player, "sticks") == 1 and spin(player, "honba") == 0
    assert banner(player) == (
        "Scoring for the game: Chen wins by ron from Boris · East 東 1 — Ctrl+Enter records it"
    )
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    # riichi pinfu tanyao, 3 han 30 fu, and Chen's own stick back
    assert player.headline == f"3900 + 1000 sticks"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
    assert tracker.points() == [f"30{T}000", f"26{T}100", f"33{T}900", f"30{T}000"]
    assert tracker.window.dialog is None  # recorded at once, no dialog
    assert banner(player) == ""
    # the next hand's situation follows the game again
    assert tracker.label("center-round") == "東 East 2"
    assert spin(player, "sticks") == 0

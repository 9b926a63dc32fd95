"""The smaller things met at the live table (issue 24, item 6), each clicked or typed as a
player does: Enter in a tracker dialog, the cards after an all-noten draw, a new game's first
name, Ctrl+S, the folders file dialogs start in, a log's hand on the desk, the quiz's hand
number."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QPushButton
from test_tracker_support import TrackerPlayer
from test_tracker_support import tracker_from_calculator as open_tracker

from mjgui.core.scoring.rules import PRESETS
from tests.util import T

CTRL = Qt.KeyboardModifier.ControlModifier
LOGS = Path(__file__).parent.parent / "data" / "logs"
DOUBLE_RON = LOGS / "mjx-double-ron.mjlog"  # a real log (its source: tests/test_logs.py)


_data_dir = own_data_dir()


def enter_on_focus(tracker: TrackerPlayer) -> None:
    dialog = tracker.dialog
    focus = dialog.focusWidget()
    assert focus is not None
    tracker.qtbot.keyClick(focus, Qt.Key.Key_Return)  # type: ignore[attr-defined]


def test_enter_after_clicking_a_player_accepts_the_dialog(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    dialog = tracker.action("riichi", "player-1")
    assert dialog.focusWidget() is tracker.find("player-1", root=dialog)  # the click took the focus
    enter_on_focus(tracker)
    assert not dialog.isVisible()
    assert tracker.history()[-1] == "riichi Boris"
    dialog = tracker.action("ron", "winner-2", "discarder-1", "han-2", "fu-30")
    assert dialog.focusWidget() is tracker.find("fu-30", root=dialog)
    enter_on_focus(tracker)
    assert not dialog.isVisible()
    assert tracker.history()[-1] == "ron Chen from Boris 2 30"
    # Enter on an incomplete dialog records nothing (and the winner stays chosen)
    dialog = tracker.action("ron", "winner-0")
    enter_on_focus(tracker)
    assert dialog.isVisible() and tracker.find("winner-0", root=dialog).isChecked()
    assert tracker.history()[-1] == "ron Chen from Boris 2 30"


def test_an_all_noten_draw_clears_the_cards_changes(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("ron", "winner-2", "discarder-1", "han-2", "fu-30")
    tracker.ok()
    deltas = [tracker.label(f"seat-{s}-delta").strip() for s in range(4)]
    assert deltas == ["", "−2000", "+2000", ""]
    dialog = tracker.action("draw")
    assert tracker.find("dialog-line", root=dialog).text() == "draw"  # type: ignore[attr-defined]
    tracker.ok()
    assert [tracker.label(f"seat-{s}-delta").strip() for s in range(4)] == ["", "", "", ""]
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"32{T}000", f"30{T}000"]


def test_a_new_game_selects_the_first_name_so_typing_replaces_it(player: object) -> None:
    tracker = open_tracker(player)
    tracker.window.new_game_dialog()
    dialog = tracker.dialog
    first = tracker.find("new-name-0", root=dialog)
    assert dialog.focusWidget() is first and first.selectedText() == "Player1"  # type: ignore[attr-defined]
    tracker.qtbot.keyClicks(dialog.focusWidget(), "Aiko")  # type: ignore[attr-defined]
    assert first.text() == "Aiko"  # type: ignore[attr-defined]


def test_ctrl_s_saves_the_game_and_file_dialogs_start_in_the_last_folder(
    player: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    folder = tmp_path / "evening"
    folder.mkdir()
    asked: list[str] = []

    def save_name(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return str(folder / "table1.mjgame"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    # Ctrl+S in the calculator saves the game, as in the tracker; the screenshot has its own keys
    screenshot = window.findChild(QAction, "save-screenshot")
    assert screenshot.shortcut() == QKeySequence("Ctrl+Shift+P")
    assert window.findChild(QAction, "save-game").shortcut() == QKeySequence("Ctrl+S")
    window.activateWindow()
    player.qtbot.keyClick(window, Qt.Key.Key_S, CTRL)  # type: ignore[attr-defined]
    from mjgui.gui.settings import user_folder

    assert asked == [os.path.join(user_folder(), "game.mjgame")]  # nothing remembered yet: Documents
    saved = (folder / "table1.mjgame").read_text(encoding="utf-8")
    # after its date line: the preset at its edition
    assert saved.split("\n", 1)[1].startswith(f"rules seed edition={PRESETS['seed'].edition}\nplayers Aiko")
    tracker.window.act_save_as.trigger()  # Save as… starts at the record's own file
    assert asked[-1] == str(folder / "table1.mjgame")
    # the next file dialogs start in that folder, in a new session too (the settings file)
    opened: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda _p, _t, start, _f: (opened.append(start), ("", ""))[1]
    )
    tracker.window.act_open.trigger()
    assert opened == [str(folder)]
    assert window.settings.folder("records") == str(folder)
    from mjgui.gui.settings import Settings

    again = Settings.at(window.settings._store.fileName())  # type: ignore[union-attr]
    assert again.folder("records") == str(folder)
    # the log window's "Save as game record…" suggests that folder, not the log's own
    logs = window.log_window()
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(DOUBLE_RON)
    asked.clear()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (asked.append(a[2]), ("", ""))[1])
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert asked == [str(folder / "mjx-double-ron.mjgame")]
    # the log's own folder is remembered for logs
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *a: (opened.append(a[2]), (str(DOUBLE_RON), ""))[1]
    )
    logs.ask_open()
    logs.ask_open()
    assert opened[-2:] == [user_folder(), str(LOGS)]


def test_a_logs_hand_leaves_no_rules_or_sticks_on_the_desk(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    logs = window.log_window()
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(2)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert player.headline == "6400 + 300\u00a0honba + 1000\u00a0sticks"  # type: ignore[attr-defined]
    assert window.controller.state.preset == "tenhou"
    window.activateWindow()
    player.qtbot.keyClick(window, Qt.Key.Key_N)  # type: ignore[attr-defined]
    state = window.controller.state
    assert state.concealed == () and state.preset == "seed" and state.overrides == ()
    s = state.situation
    assert (s.honba, s.sticks, s.seat, s.round_wind) == (0, 0, 0, 0)
    assert not player.find("counters-reset").isVisible()  # type: ignore[attr-defined]
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    # the dealer's pinfu tanyao under the desk's own rules, without the log's honba and sticks
    assert player.headline == "2900"  # type: ignore[attr-defined]


def test_the_quiz_hand_number_does_not_skip_when_the_level_changes(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    quiz = window.quiz_window()
    player.qtbot.addWidget(quiz)  # type: ignore[attr-defined]
    controller = quiz.controller
    controller.new_hand()
    assert controller.view().number == 1
    other = next(level for level, _name in controller.view().levels if level != controller.level)
    assert controller.set_level(other)
    assert controller.view().number == 1  # the same hand, asked again at the new level
    controller.new_hand()
    assert controller.view().number == 2

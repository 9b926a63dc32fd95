"""Issue 23, items 7 and 8, across windows as a club uses them: two tracker windows on one data
folder each keep their own autosave, and the next tracker is offered the closed one's game; two
quiz windows on one student record keep every answer of both, and the progress page counts
them all. Clicks as a player's (pytest-qt)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton
from test_tracker_support import TrackerPlayer, show_tracker

from mjgui.controller.teach.practice import Practice, record_path
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.teach.student import StudentRecord, score_line
from mjgui.gui.appsetup import setup_application
from mjgui.gui.teach.practice import ProgressWindow
from tests.test_practice_controller import answer


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Iterator[Callable[[], TrackerPlayer]]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)

    def make() -> TrackerPlayer:
        return show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")

    yield make


def test_two_tracker_windows_keep_their_own_autosaves(
    open_tracker: Callable[[], TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    table_a = open_tracker()
    table_a.new_game()
    table_a.action("riichi", "player-1")
    table_a.ok()
    table_b = open_tracker()
    assert not table_b.window.notice.isVisible()  # table A's game is not offered: it is open
    table_b.new_game(("Eri", "Fumi", "Goro", "Hana"))
    table_b.action("riichi", "player-2")
    table_b.ok()
    table_a.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    table_a.ok()
    a_text = (data / "autosave.mjgame").read_text(encoding="utf-8")
    assert a_text.endswith("riichi Boris\nron Chen from Aiko 3 40\n")
    assert (
        (data / "autosave-2.mjgame")
        .read_text(encoding="utf-8")
        .endswith("players Eri Fumi Goro Hana\nriichi Goro\n")
    )
    table_a.window.close()  # table A's slot is free: the next tracker offers its game
    table_c = open_tracker()
    notice = table_c.label("tracker-notice-text")
    assert "unfinished game" in notice and "East 2" in notice
    table_c.click("resume")
    assert table_c.history()[-1] == "ron Chen from Aiko 3 40"
    assert (data / "autosave-2.mjgame").read_text(encoding="utf-8").endswith("riichi Goro\n")


def test_two_quiz_windows_keep_every_answer(player: object, tmp_path: Path) -> None:
    path = record_path(tmp_path)
    windows = []
    for seed in (8, 13):
        practice = Practice(StudentRecord.load(path))
        window = player.window.quiz_window(QuizController("en", "payment", seed=seed, practice=practice))  # type: ignore[attr-defined]
        window.show()
        windows.append(window)
    first, second = windows
    for _ in range(2):
        first.controller.new_hand()
        answer(first.controller, right=True)
    second.controller.new_hand()
    answer(second.controller, right=False)
    missed_in_second = score_line(second.controller.session.question.spec)
    first.controller.new_hand()
    answer(first.controller, right=True)  # the first window saves after the second: both kept
    record = StudentRecord.load(path)
    right = sum(a.correct for a in record.answers)
    wrong = sum(not a.correct for a in record.answers)
    assert right >= 3 and wrong >= 1
    assert len(record.answers) == len(first.controller._practice.record.answers)
    # the first window's progress page shows the hand the second window got wrong
    button = first.findChild(QPushButton, "quiz-progress")
    assert button is not None and button.isVisible()
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    page = first.findChild(ProgressWindow, "quiz-progress-window")
    assert page is not None and page.isVisible()
    missed = page.findChild(QListWidget, "progress-missed")
    assert missed_in_second in [missed.item(r).text() for r in range(missed.count())]

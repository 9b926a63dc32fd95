"""File → Open game log… with a three-player game: three names, the wins checked, a win opened
on the calculator with every detail (the Norths set aside, the three-player rules), the game
saved as a three-player record.

The logs are the real ones of tests/data/logs/sanma (sources in tests/data/logs/README.md).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel, QPushButton

from mjgui.core.game.game import replay
from mjgui.core.game.storage import load_record
from mjgui.gui.logview import LogWindow
from mjgui.gui.results import SeatCard

SANMA = Path(__file__).parent.parent / "data" / "logs" / "sanma"
DOUBLE_RON = SANMA / "mjai-reviewer3p-nukidora_doubleron.json"


def cells(window: LogWindow) -> list[list[str]]:
    table = window.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_three_player_log_lists_its_wins_and_opens_one_on_the_calculator(player) -> None:
    window = player.window
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    assert logs.title.text() == "A · B · C · 6\u00a0wins, 6\u00a0agree"
    rows = cells(logs)
    assert rows[0][:2] == ["E1-0", "Ron: A from C"] and rows[1][:2] == ["E1-0", "Also ron: B from C"]
    assert all(row[4] == "✓ agree" for row in rows)
    # E2-0: C's riichi ron on A, 1 han 40 fu (no North set aside): 1300 + the stick
    logs.table.selectRow(3)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)
    desk, logged = window.controller.spec(), logs.controller.log.hands[2].wins[0].spec
    assert logged.rules.name == "mahjongsoul-sanma" and logged.nuki == 0
    assert desk.rules.players == 3 and desk.seat == logged.seat and desk.discarder == logged.discarder
    assert sorted(desk.concealed) == sorted(logged.concealed)
    assert desk.with_changes(concealed=logged.concealed) == logged
    assert player.headline == "1300 + 1000\u00a0sticks"
    # three payment cards: the North seat's is hidden, the discarder pays
    shown = [w.objectName() for w in window.findChildren(SeatCard) if w.isVisible()]
    assert shown == ["seat-E", "seat-S", "seat-W"]


def test_a_win_with_norths_set_aside_goes_to_the_quiz_whole(player) -> None:
    window = player.window
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(4)  # E3-0: C's riichi tsumo, 抜きドラ(3飜): 満貫4000点∀ and a stick
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)
    quiz = window.quiz_window()
    assert quiz.isVisible()
    assert quiz.controller.session.question.answers.total == 9000  # two payers of 4000, 1000 stick


def test_a_quizzed_win_is_titled_by_its_log_and_offers_no_sanshoku(player) -> None:
    """Quiz this hand: the quiz's title said "from the calculator" for a log's win, and its yaku
    page offered sanshoku doujun, which no three-player hand can hold (no 2m..8m)."""
    window = player.window
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(4)  # E3-0: C's riichi tsumo
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)
    quiz = window.quiz_window()
    quiz.controller.set_level("yaku")
    title = quiz.findChild(QLabel, "quiz-title")
    assert title.text() == "Hand 1 · from log mjai-reviewer3p-nukidora_doubleron.json, E3-0"
    assert quiz.findChild(QAbstractButton, "yaku-sanshoku") is None
    assert quiz.findChild(QAbstractButton, "yaku-ittsu") is not None
    assert quiz.findChild(QAbstractButton, "yaku-paarenchan") is None
    quiz.findChild(QAction, "quiz-language-ru").trigger()
    QApplication.processEvents()
    assert title.text() == "Рука 1 · из лога mjai-reviewer3p-nukidora_doubleron.json, В3-0"


def test_save_as_game_record_writes_a_three_player_record(player, tmp_path: Path, monkeypatch) -> None:
    logs = player.window.log_window()
    assert logs.load(DOUBLE_RON)
    target = tmp_path / "sanma.mjgame"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)
    text = target.read_text(encoding="utf-8")
    assert "\nplayers A B C\n" in text and "\nrules mahjongsoul-sanma" in text
    result = replay(load_record(target, strict=True))
    assert result.errors == () and result.final.points == (30800, 45700, 28500)


def test_a_win_with_norths_set_aside_opens_with_them(player) -> None:
    window = player.window
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(4)  # E3-0: C's tsumo with three Norths set aside (抜きドラ(3飜))
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)
    logged = logs.controller.log.hands[3].wins[0].spec
    assert logged.nuki == 3
    assert window.controller.spec().nuki == 3
    assert player.headline == "Mangan — 4000\u00a0all + 1000\u00a0sticks"  # the two others pay 4000 each

"""Tab leaves every table of every window, so the keyboard reaches the buttons after it.

Qt's tables move Tab from cell to cell and wrap round at the last cell: the log window's list
kept the focus for good, and so did the tracker's history, the club's league table and the
quiz's progress page. Each window is walked here with Tab from its first focus on: every table
that takes the focus is reached and left again (Shift+Tab too); and no table of the windows,
shown or not, moves Tab between its cells."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView, QWidget
from test_tracker_support import show_tracker, write

from mjgui.controller.teach.practice import Practice, record_path
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.teach.student import StudentRecord
from tests.leaguegen import write_season
from tests.test_practice_controller import answer

DATA = Path(__file__).parent.parent / "data" / "logs"
GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
riichi Boris
draw tenpai Boris
tsumo Aiko 2 30
"""
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _activate(window: QWidget, qtbot: object) -> None:
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # type: ignore[attr-defined]


def _focus_tables(window: QWidget) -> list[QAbstractItemView]:
    return [
        view
        for view in window.findChildren(QAbstractItemView)
        if view.window() is window
        and view.isVisible()
        and view.focusPolicy() & Qt.FocusPolicy.TabFocus
        and not isinstance(view.parent(), QAbstractItemView)  # a combo box's list
    ]


def assert_tab_leaves_the_tables(window: QWidget, qtbot: object, expected: set[str]) -> None:
    """Walk ``window`` with Tab from its first focus until the focus comes back: the
    tables named ``expected`` are among the widgets reached, and Tab and Shift+Tab leave each."""
    _activate(window, qtbot)
    assert all(not t.tabKeyNavigation() for t in window.findChildren(QTableView)), [
        t.objectName() for t in window.findChildren(QTableView) if t.tabKeyNavigation()
    ]
    tables = _focus_tables(window)
    assert {t.objectName() for t in tables} == expected
    window.focusNextChild()
    start = QApplication.focusWidget()
    if start is None:  # nothing in the window takes the focus
        assert not tables
        return
    reached: list[QWidget] = [start]
    for _ in range(300):
        here = QApplication.focusWidget()
        qtbot.keyClick(here, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        now = QApplication.focusWidget()
        if now is start and len(reached) > 1:  # round the window
            break
        if now not in reached:  # a date field takes Tab from section to section first
            reached.append(now)
    for table in tables:
        assert table in reached, (table.objectName(), [w.objectName() for w in reached])
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        assert QApplication.focusWidget() is not table, table.objectName()
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Backtab, SHIFT)  # type: ignore[attr-defined]
        assert QApplication.focusWidget() is not table, table.objectName()


def test_the_log_window(player) -> None:
    logs = player.window.log_window()
    assert logs.load(DATA / "mjx-west-round.mjlog")
    # the hands, and the final standings under them (a log that says its final score)
    assert_tab_leaves_the_tables(logs, player.qtbot, {"log-table", "log-final-table"})


def test_the_calculator_and_the_rules_comparison(player) -> None:
    window = player.window
    player.type("234m567p3467888s5s")
    assert_tab_leaves_the_tables(window, player.qtbot, set())  # the score table takes no focus
    window.act_compare.trigger()  # Learn → Compare rules, on this hand
    compare = window.compare_window()
    _activate(compare, player.qtbot)
    table = compare.table
    assert table.rowCount() > 2 and not table.tabKeyNavigation()
    # the comparison's table is its one focus stop (it took none: its cells could not be read
    # by keyboard): Tab reaches it, the arrows read its cells, Tab never walks them
    compare.focusNextChild()
    assert QApplication.focusWidget() is table
    table.setCurrentCell(0, 0)
    player.qtbot.keyClick(table, Qt.Key.Key_Down)
    player.qtbot.keyClick(table, Qt.Key.Key_Right)
    assert (table.currentRow(), table.currentColumn()) == (1, 1)
    player.qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert (table.currentRow(), table.currentColumn()) == (1, 1)
    player.qtbot.keyClick(table, Qt.Key.Key_F2)  # read-only: no editor opens
    assert table.state() != QAbstractItemView.State.EditingState


def test_the_tracker(qtbot, tmp_path: Path) -> None:
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    assert tracker.window.open_file(write(tmp_path / "g.mjgame", GAME))
    assert_tab_leaves_the_tables(tracker.window, qtbot, {"history"})


def test_the_club(club, qtbot, tmp_path: Path) -> None:
    write_season(tmp_path / "season", 4)
    club.open_folder(tmp_path / "season")
    assert club.table.rowCount() > 0
    assert_tab_leaves_the_tables(club, qtbot, {"club-table"})


def test_the_quiz_progress_page(player, tmp_path: Path) -> None:
    practice = Practice(StudentRecord.load(record_path(tmp_path)))
    quiz = player.window.quiz_window(QuizController("en", "payment", seed=8, practice=practice))
    quiz.show()
    quiz.controller.new_hand()
    answer(quiz.controller, right=False)
    page = quiz.show_progress()
    assert page.table.rowCount() > 0
    assert_tab_leaves_the_tables(page, player.qtbot, {"progress-skills", "progress-missed"})

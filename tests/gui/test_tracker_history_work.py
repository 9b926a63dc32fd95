"""The history's work per change of the game is the changed rows' (issue 26 item 6, a long
evening's audit): a commit on a game of 200 lines fills and measures the new row, not every
row; a key typed in the record line that only changes the history's height measures nothing.
The work is counted (items filled, texts measured), never timed; the rows shown are compared
with a history filled from scratch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLineEdit, QTableWidget, QTableWidgetItem
from test_tracker_support import TrackerPlayer, show_tracker

import mjgui.gui.tracker.history as history_module
from benchmarks.bench_tracker import long_game
from mjgui.gui.appsetup import setup_application
from mjgui.gui.tracker.history import HistoryTable

LENGTH = 200


class Counts:
    def __init__(self) -> None:
        self.filled: list[int] = []  # the row of each cell filled
        self.measured = 0  # texts measured in a cell's font

    def reset(self) -> None:
        self.filled.clear()
        self.measured = 0


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    made = Counts()
    fill = history_module.table_cell

    def table_cell(table: QTableWidget, row: int, column: int, text: str) -> QTableWidgetItem:
        made.filled.append(row)
        return fill(table, row, column, text)

    class Metrics(QFontMetrics):
        def horizontalAdvance(self, *args: object) -> int:  # type: ignore[override]
            made.measured += 1
            return super().horizontalAdvance(*args)  # type: ignore[arg-type,no-any-return]

    monkeypatch.setattr(history_module, "table_cell", table_cell)
    monkeypatch.setattr(history_module, "QFontMetrics", Metrics)
    yield made


def _opened(qtbot: object, folder: Path, text: str) -> TrackerPlayer:
    folder.mkdir()
    path = folder / "game.mjgame"
    path.write_text(text, encoding="utf-8")
    player = show_tracker(qtbot, folder / "data", folder / "s.ini")
    assert player.window.open_file(path)
    QApplication.processEvents()
    return player


@pytest.fixture
def long_game_open(qtbot: object, tmp_path: Path) -> TrackerPlayer:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return _opened(qtbot, tmp_path / "long", "\n".join(long_game(LENGTH)) + "\n")


def _as_opened(player: TrackerPlayer, tmp_path: Path) -> None:
    """The history shows what a window opened on its game's record shows (every row filled
    and measured from scratch)."""
    window = player.window
    fresh = _opened(player.qtbot, tmp_path / "fresh", window.controller.text).window
    history = window.history
    assert _cells(history) == _cells(fresh.history)
    widths = [history.columnWidth(col) for col in range(history.columnCount())]
    assert widths == [fresh.history.columnWidth(col) for col in range(history.columnCount())]
    fresh.close()


def _cells(history: HistoryTable) -> list[list[tuple[str, str, bool, bool, int, int, int]]]:
    out = []
    for row in range(history.rowCount()):
        cells = []
        for col in range(history.columnCount()):
            item = history.item(row, col)
            assert item is not None
            font = item.font()
            cells.append(
                (
                    item.text(),
                    item.toolTip(),
                    font.bold(),
                    font.italic(),
                    item.foreground().color().rgba(),
                    item.background().color().rgba(),
                    int(item.textAlignment()),
                )
            )
        out.append(cells)
    return out


def test_a_commit_fills_and_measures_the_new_row_only(
    long_game_open: TrackerPlayer, counts: Counts, tmp_path: Path
) -> None:
    window = long_game_open.window
    history = window.history
    columns = history.columnCount()
    counts.reset()
    assert window.commit_line("riichi Aiko")
    QApplication.processEvents()
    assert history.rowCount() == LENGTH + 1
    assert sorted(set(counts.filled)) == [LENGTH] and len(counts.filled) == columns
    assert counts.measured < 40  # the new row's texts, the players' titles (every row: > 1000)
    # an undo: the row goes, nothing else is filled
    counts.reset()
    window.undo()
    QApplication.processEvents()
    assert history.rowCount() == LENGTH and counts.filled == []
    _as_opened(long_game_open, tmp_path)


def test_a_past_line_corrected_fills_the_rows_it_changed(
    long_game_open: TrackerPlayer, counts: Counts, tmp_path: Path
) -> None:
    """A comment added to line 190: that row alone changes (the lines after it are as they
    were); a riichi inserted 150 lines back: the rows from it on change (their numbers, the
    stick's winner), not the rows before it."""
    window = long_game_open.window
    controller = window.controller
    counts.reset()
    assert controller.replace_line(190, controller.record.line(190).text + " # checked")
    QApplication.processEvents()
    assert sorted(set(counts.filled)) == [189]
    counts.reset()
    assert controller.insert_line(50, "riichi Aiko")
    QApplication.processEvents()
    assert sorted(set(counts.filled)) == list(range(49, LENGTH + 1))
    _as_opened(long_game_open, tmp_path)


def test_a_key_that_only_changes_the_historys_height_measures_nothing(
    long_game_open: TrackerPlayer, counts: Counts, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = long_game_open.window
    fits: list[int] = []
    fit = HistoryTable._fit_words

    def counted(table: HistoryTable) -> None:
        fits.append(table.height())
        fit(table)

    monkeypatch.setattr(HistoryTable, "_fit_words", counted)
    edit = long_game_open.find("raw-line", QLineEdit)
    assert isinstance(edit, QLineEdit)
    edit.setFocus()
    width, height = window.history.width(), window.history.height()
    counts.reset()
    long_game_open.qtbot.keyClicks(edit, "riichi Aiko")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert window.raw_preview.isVisible()  # the preview came: the history is shorter
    assert window.history.height() < height and window.history.width() == width
    assert fits == [] and counts.measured == 0 and counts.filled == []
    long_game_open.qtbot.keyClick(edit, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert window.history.rowCount() == LENGTH + 1

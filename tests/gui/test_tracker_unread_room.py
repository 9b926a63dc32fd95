"""A record with a line that cannot be read, opened at 1024 x 640: the history keeps the line in
sight with the lines after it that it holds back, the line's reason is said once in the window
(not in the selected line's detail and again in the list under the chart), and the chart keeps
its hand labels under its axis, in English and in Russian.

The history showed one row, the one the window tells the player to double-click, while the same
reason was said twice under it (nine or ten lines of red text) and the Russian chart lost its
x-axis labels."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.gui.appsetup import setup_application

BAD = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\n"
    "ron Boris from Aiko 3 40\nriichi Chen\ntsumo Chen 2 31\n"
    "ron Aiko from Dasha 1 30\ndraw tenpai Aiko Boris\n# a note\ntsumo Dasha mangan\n"
)
BAD_LINE = 5


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> TrackerPlayer:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")


def _plain(text: str) -> str:
    return html.unescape(re.sub("<[^>]+>", "", text)).replace("\xa0", " ")


def _settled() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _labels_seen(plot: QWidget) -> bool:
    """The chart's plot shown down to its x labels (their boxes end 2 px above its bottom) and
    not cut by the widgets it sits in."""
    seen = plot.visibleRegion().boundingRect()
    return plot.isVisible() and seen.top() == 0 and seen.bottom() + 1 >= plot.height() - 2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_line_that_cannot_be_read_leaves_the_history_room_at_1024x640(
    tracker: TrackerPlayer, tmp_path: Path, lang: str
) -> None:
    window = tracker.window
    try:
        window.languages.set_language(lang)
        window.resize(1024, 640)
        assert window.open_file(write(tmp_path / "bad.mjgame", BAD))
        _settled()
        assert (window.width(), window.height()) == (1024, 640)
        history = window.history
        assert history.current_line() == BAD_LINE
        # the line and the two after it, whole in sight
        viewport = history.viewport().rect()
        rows = [
            i for i, row in enumerate(history.rows()) if row.number in (BAD_LINE, BAD_LINE + 1, BAD_LINE + 2)
        ]
        assert len(rows) == 3
        for row in rows:
            assert viewport.contains(history.visualRect(history.model().index(row, 0))), row
        # the reason (31 fu does not exist) said once, in the selected line's detail
        reason = _plain(window.controller.view().unread_errors[0]).split(": ", 1)[1]
        assert "31" in reason
        saying = [
            label.objectName()
            for label in window.findChildren(QLabel)
            if label.isVisible() and reason in _plain(label.text())
        ]
        assert saying == ["history-detail"]
        assert window.errors.isVisible() and f"{BAD_LINE})" in _plain(window.errors.text())
        # the chart whole, its hand labels under it
        chart = window.points_chart
        assert chart is not None and _labels_seen(chart.plot)
        assert len(chart.plot.drawing.x_ticks) >= 2
        # another line selected: the reason is listed under the chart again
        history.select_line(2)
        _settled()
        assert reason in _plain(window.errors.text())
    finally:
        window.languages.set_language("en")

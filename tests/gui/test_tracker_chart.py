"""The tracker's chart: each player's points hand by hand, the current hand marked, drawn by
pyqtgraph from the controller's view (the hand-written game of tests/test_league.py, whose points
are worked out by hand there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.gui.settings import Settings
from mjgui.gui.tracker.window import TrackerWindow
from tests.test_league import HAND_WRITTEN


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def test_tracker_draws_each_players_points_hand_by_hand(qtbot: object, tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(HAND_WRITTEN, encoding="utf-8")
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    assert window.points_chart is None  # nothing to draw before a game
    assert window.open_file(record)
    chart = window.points_chart
    assert chart is not None and chart.isVisible()
    # by hand (tests/test_league.py): E1 ron 3900; E2 Chen's riichi, Dasha's daisangen tsumo;
    # E3 draw, Aiko alone tenpai; E4 Chen's chombo, then Chen rons Dasha 2300 and the game ends
    want = {
        "Aiko": [30000, 26100, 18100, 21100, 23100, 23100],
        "Borya": [30000, 33900, 17900, 16900, 18900, 18900],
        "Chen": [30000, 30000, 21000, 20000, 12000, 14300],
        "Dasha": [30000, 30000, 63000, 62000, 66000, 63700],
    }
    got = {curve.name(): [int(y) for y in curve.getData()[1]] for curve in chart.curves}
    assert got == want
    assert chart.data.labels == ("E1-0", "E2-0", "E3-0", "E4-1", "E4-1", "■")
    assert chart.marker is not None and chart.marker.value() == 5  # the current point: the end
    # the last line deleted: the chart goes back with it
    assert window.controller.delete_line(len(HAND_WRITTEN.splitlines()))
    assert window.points_chart is chart and chart.marker.value() == 4
    assert [int(y) for y in chart.curves[2].getData()[1]] == [30000, 30000, 21000, 20000, 12000]


def test_the_legend_sits_above_the_lines_and_its_rows_stay_whole(qtbot: object, tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(HAND_WRITTEN, encoding="utf-8")
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1024, 640)
    window.show()
    assert window.open_file(record)
    chart = window.points_chart
    assert chart is not None
    qtbot.waitUntil(lambda: chart.legend.isVisible())  # type: ignore[attr-defined]
    entries = chart.legend.entries
    assert [label.accessibleName() for label in entries] == ["Aiko", "Borya", "Chen", "Dasha"]
    assert all(label.isVisible() and label.text().endswith(label.accessibleName()) for label in entries)
    assert chart.legend.geometry().bottom() < chart.plot.geometry().top()  # never over the lines
    legend = chart.legend
    for width, columns in ((1400, 4), (300, 2)):  # one row, then as many rows as the width needs
        chart.resize(width, chart.height())
        qtbot.waitUntil(lambda c=columns: legend._columns == c)  # type: ignore[attr-defined,misc]
        qtbot.waitUntil(lambda: legend.height() >= legend.sizeHint().height())  # type: ignore[attr-defined]
        boxes = [label.geometry() for label in entries]
        assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
        assert legend.geometry().bottom() < chart.plot.geometry().top()


def test_fitting_ticks_keep_what_can_be_read() -> None:
    from mjgui.gui.charts import fitting_ticks

    labels = tuple(f"E{i}" for i in range(30))
    assert fitting_ticks(labels, 2000, 40) == [(x, f"E{x}") for x in range(0, 30, 3)] + [(29, "E29")]
    # 300 px hold 6 labels of 45 px: every 5th, and the last one instead of E25 too close to it
    assert fitting_ticks(labels, 300, 45) == [
        (0, "E0"),
        (5, "E5"),
        (10, "E10"),
        (15, "E15"),
        (20, "E20"),
        (29, "E29"),
    ]
    assert fitting_ticks(("", "11-20", "", "11-21"), 300, 40) == [(1, "11-20"), (3, "11-21")]
    assert fitting_ticks(("", ""), 300, 40) == []

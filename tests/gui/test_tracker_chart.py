"""The tracker's chart: each player's points hand by hand, the current hand marked, painted
from the controller's view (the hand-written game of tests/test_league.py, whose points
are worked out by hand there)."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from mjgui.gui.appsetup import apply_theme
from mjgui.gui.charts import MARK_GAP_PX, LineChart, nice_ticks, tick_text
from mjgui.gui.settings import Settings
from mjgui.gui.theme import contrast, luminance
from mjgui.gui.tracker.window import TrackerWindow
from tests.test_league import HAND_WRITTEN


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def _shown_tracker(qtbot: object, tmp_path: Path, width: int, height: int) -> tuple[TrackerWindow, Path]:
    """A tracker window shown at that size, and the hand-written game's record (not open yet)."""
    record = tmp_path / "game.mjgame"
    record.write_text(HAND_WRITTEN, encoding="utf-8")
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(width, height)
    window.show()
    return window, record


def test_tracker_draws_each_players_points_hand_by_hand(qtbot: object, tmp_path: Path) -> None:
    window, record = _shown_tracker(qtbot, tmp_path, 1280, 800)
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
    drawing = chart.plot.drawing
    got = {series.name: [int(y) for y in series.values] for series in drawing.series}
    assert got == want
    assert all(len(series.points) == 6 for series in drawing.series)
    assert chart.data.labels == ("E1-0", "E2-0", "E3-0", "E4-1", "E4-1", "■")
    # the current point (the end) marked: the dashed line goes through the last points
    assert chart.data.marked == 5 and drawing.marker_x == drawing.series[0].points[5][0]
    # the last line deleted: the chart goes back with it
    assert window.controller.delete_line(len(HAND_WRITTEN.splitlines()))
    drawing = chart.plot.drawing
    assert window.points_chart is chart and drawing.marker_x == drawing.series[0].points[4][0]
    assert [int(y) for y in drawing.series[2].values] == [30000, 30000, 21000, 20000, 12000]


def _hand_written_chart(qtbot: object, tmp_path: Path) -> LineChart:
    window, record = _shown_tracker(qtbot, tmp_path, 1024, 640)
    assert window.open_file(record)
    assert window.points_chart is not None
    return window.points_chart


def test_the_legend_sits_above_the_lines_and_its_rows_stay_whole(qtbot: object, tmp_path: Path) -> None:
    chart = _hand_written_chart(qtbot, tmp_path)
    qtbot.waitUntil(lambda: chart.legend.isVisible())  # type: ignore[attr-defined]
    entries = chart.legend.entries
    assert [label.accessibleName() for label in entries] == ["Aiko", "Borya", "Chen", "Dasha"]
    assert all(label.isVisible() and label.text().endswith(label.accessibleName()) for label in entries)
    assert chart.legend.geometry().bottom() < chart.plot.geometry().top()  # never over the lines
    legend = chart.legend
    for width, rows in ((1400, 1), (200, 2)):  # one row, then as many rows as the width needs
        chart.resize(width, chart.height())
        qtbot.waitUntil(lambda r=rows: len(legend.rows()) == r)  # type: ignore[attr-defined,misc]
        qtbot.waitUntil(lambda: legend.height() >= legend.heightForWidth(legend.width()))  # type: ignore[attr-defined]
        boxes = [label.geometry() for label in entries]
        assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
        assert all(legend.rect().contains(box) for box in boxes)
        assert legend.geometry().bottom() < chart.plot.geometry().top()


LONG = {"Aiko": "Максимилиан_Ротшильдович", "Borya": "Александра-Константинова"}  # 24 characters


def test_long_names_flow_in_the_legend_and_the_tracker_fits_1024(qtbot: object, tmp_path: Path) -> None:
    """Two players with 24-character names (the longest a name may be): the legend's grid of
    four columns needed 606 px, and the tracker could not be made narrower than 1170 px."""
    window, record = _shown_tracker(qtbot, tmp_path, 1024, 640)
    text = HAND_WRITTEN
    for short, long in LONG.items():
        assert len(long) == 24
        text = text.replace(short, long)
    record.write_text(text, encoding="utf-8")
    assert window.open_file(record)
    window.resize(1024, 640)
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= 1024 and window.width() == 1024
    assert window.minimumSizeHint().height() <= 640 and window.height() == 640
    chart = window.points_chart
    assert chart is not None
    legend = chart.legend
    qtbot.waitUntil(lambda: legend.height() >= legend.heightForWidth(legend.width()))  # type: ignore[attr-defined]
    rows = legend.rows()
    assert 1 < len(rows) < 4 and [label for row in rows for label in row] == legend.entries  # in order
    boxes = [label.geometry() for label in legend.entries]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    assert all(legend.rect().contains(box) for box in boxes)
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


def test_the_points_fall_inside_the_plot_higher_for_more_points(qtbot: object, tmp_path: Path) -> None:
    drawing = _hand_written_chart(qtbot, tmp_path).plot.drawing
    rect = drawing.rect
    assert rect.width() > 200 and rect.height() > 80
    everything = [
        (v, p) for series in drawing.series for v, p in zip(series.values, series.points, strict=True)
    ]
    assert all(rect.contains(QPointF(*point)) for _, point in everything)
    # one hand after the other, left to right, evenly; more points, higher up (smaller y)
    for series in drawing.series:
        xs = [x for x, _ in series.points]
        gaps = [b - a for a, b in itertools.pairwise(xs)]
        assert all(gap == pytest.approx(gaps[0]) and gap > 0 for gap in gaps)
    for value, (_, y) in everything:
        for other, (_, other_y) in everything:
            if value > other:
                assert y < other_y
            elif value == other:
                assert y == pytest.approx(other_y)
    # the start's dotted line runs at 30000 points
    start = next(y for v, (_, y) in everything if v == 30000)
    assert drawing.zero_y == pytest.approx(start)


def test_the_y_ticks_are_round_and_cover_the_range(qtbot: object, tmp_path: Path) -> None:
    drawing = _hand_written_chart(qtbot, tmp_path).plot.drawing
    low, high = drawing.y_range
    assert low < 12000 and high > 66000  # the data (12000 .. 66000) with some room
    values = [value for value, _, _ in drawing.y_ticks]
    step = values[1] - values[0]
    assert step in (5000, 10000, 20000)
    assert [text for _, _, text in drawing.y_ticks] == [f"{int(v):,}".replace(",", "\u202f") for v in values]
    assert values[0] - step < low <= values[0] and values[-1] <= high < values[-1] + step
    # the ticks sit at their values: the same scale as the points
    aiko = drawing.series[0]
    per_point = drawing.rect.height() / (high - low)  # px a point
    for value, y, _ in drawing.y_ticks:
        assert y == pytest.approx(aiko.points[0][1] - (value - 30000) * per_point)
    # 1, 2 or 5 x 10^n, every multiple in the range, however wide or small it is
    for low, high, most in (
        (0, 1, 5),
        (-3.2, 7.9, 4),
        (-241.5, 88, 8),
        (15700, 66000, 3),
        (0.001, 0.0042, 6),
    ):
        step, ticks = nice_ticks(low, high, most)
        mantissa = step / 10 ** math.floor(math.log10(step))
        assert any(mantissa == pytest.approx(m) for m in (1, 2, 5)), (low, high, step)
        assert (high - low) / step <= most
        assert all(t / step == pytest.approx(round(t / step)) for t in ticks)
        assert ticks[0] - step < low <= ticks[0] + 1e-12 and ticks[-1] - 1e-12 <= high < ticks[-1] + step
    assert tick_text(-0.0, 0.5) == "0" and tick_text(2.5, 0.5) == "2.5"
    assert tick_text(40000, 10000) == "40\u202f000"
    assert tick_text(2.5, 0.5, "ru") == "2,5" and tick_text(-5000, 1000, "ru") == "\u22125000"


def test_the_dark_theme_paints_a_dark_chart(qtbot: object, tmp_path: Path) -> None:
    chart = _hand_written_chart(qtbot, tmp_path)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    themes = (("light", False), ("dark", True))
    for theme, dark in themes:
        apply_theme(app, theme)
        app.processEvents()
        drawing = chart.plot.drawing
        picture = chart.plot.grab().toImage()
        corner = picture.pixelColor(2, 2)
        assert (corner.lightness() < 100) is dark and drawing.background.rgb() == corner.rgb(), theme
        assert (drawing.text.lightness() > 150) is dark, theme  # the labels read on it
        # Dasha's line (drawn last) at her daisangen: her point's colour, lighter than the plot on
        # the dark theme, darker on the light one, and standing 3:1 on it
        dasha = drawing.series[3]
        x, y = dasha.points[2]
        painted = picture.pixelColor(int(x), int(y))
        assert painted.rgb() == dasha.color.rgb(), theme
        assert (luminance(dasha.color) > luminance(drawing.background)) is dark, theme
        assert contrast(dasha.color, drawing.background) >= 3, theme
    apply_theme(app, "system")


def test_a_long_games_chart_keeps_marks_on_each_line_at_1024(qtbot: object, tmp_path: Path) -> None:
    """A game of 42 draws with the dealer tenpai, then a ron: 44 points in the tracker's plot
    at 1024x640 (444 px wide, the points 8 px apart) had lost every mark (the season chart's
    rule: none when two stand closer than MARK_GAP_PX). Now each line is marked at every other
    point or so, MARK_GAP_PX apart at least, and at the current point (the last) always; with
    room for each point's mark (1280x800), at each."""
    record = tmp_path / "long.mjgame"
    lines = ["players Aiko Borya Chen Dasha", *["draw tenpai Aiko Borya Chen Dasha"] * 42]
    record.write_text("\n".join([*lines, "ron Borya from Chen 2 30", ""]), encoding="utf-8")
    window, _ = _shown_tracker(qtbot, tmp_path, 1024, 640)
    window.splitter.setSizes([556, 444])  # the history's width at 1024 before the table gave way
    assert window.open_file(record)
    chart = window.points_chart
    assert chart is not None
    drawing = chart.plot.drawing
    assert all(len(line.points) == 44 for line in drawing.series)
    assert drawing.series[0].points[1][0] - drawing.series[0].points[0][0] < MARK_GAP_PX
    for line in drawing.series:
        assert len(line.marks) >= 44 // 2 and line.marks[-1] == line.points[-1]
        assert set(line.marks) <= set(line.points)
        assert all(b[0] - a[0] >= MARK_GAP_PX for a, b in itertools.pairwise(line.marks))
    window.resize(1280, 800)
    QApplication.processEvents()
    drawing = chart.plot.drawing
    assert drawing.series[0].points[1][0] - drawing.series[0].points[0][0] >= MARK_GAP_PX
    assert all(line.marks == line.points for line in drawing.series)

"""The season chart of a long club season: line colours that stay apart and readable for as
many players as a club has, the chosen player's line standing out, a point's tooltip, and the
dates with their year when the season spans two.

The colours are measured with CIEDE2000, written out here apart from the chart's own
(mjgui.gui.charts.color_difference) and checked on published pairs, and with WCAG's contrast
ratio on each theme's plot and window."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QColor, QHelpEvent, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from mjgui.gui.appsetup import apply_theme
from mjgui.gui.charts import series_color
from mjgui.gui.club import ClubWindow
from mjgui.gui.theme import contrast
from tests.leaguegen import random_season

#: a club of this many players: the audit's season had 30
SERIES = 40


def _lab(color: QColor) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""

    def linear(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = linear(color.red()), linear(color.green()), linear(color.blue())
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(one: QColor, two: QColor) -> float:
    """CIEDE2000 difference of two sRGB colours."""
    return cie2000(_lab(one), _lab(two))


def cie2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rt = -math.sin(math.radians(2 * d_theta)) * 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (d_big_h / sh) ** 2 + rt * (dc / sc) * (d_big_h / sh))


def test_the_measure_is_ciede2000() -> None:
    # pairs 1, 17 and 25 of Sharma, Wu and Dalal's test data
    assert cie2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert cie2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert cie2000((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387)) == pytest.approx(
        1.2644, abs=1e-4
    )
    assert _lab(QColor(255, 255, 255)) == pytest.approx((100, 0, 0), abs=0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_forty_lines_keep_apart_and_stand_out_on_both_backgrounds(qtbot: object, theme: str) -> None:
    """Hues 137° apart at one lightness made lines 1 and 22 3° apart (CIEDE2000 0.6 over 40
    lines), and the light theme's lines stood 2.6:1 on its window. Now every pair of 40 lines
    is 8 apart and more (the first 12, a big evening, 15 and more; two colours a glance tells
    apart are 10 or so), and each line stands 3:1 on the plot and on the legend's window."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    try:
        palette = app.palette()
        colors = [series_color(i, palette) for i in range(SERIES)]
        grounds = (palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Window))

        def closest(count: int) -> float:
            return min(delta_e2000(colors[i], colors[j]) for i in range(count) for j in range(i + 1, count))

        assert closest(SERIES) >= 8.0, theme
        assert closest(12) >= 15.0, theme
        assert delta_e2000(colors[0], colors[21]) >= 8.0  # the audit's pair
        worst = min(contrast(c, g) for c in colors for g in grounds)
        assert worst >= 3.0, (theme, worst)
        # a colour is the line's whatever the count, and the same again for the same palette
        assert [c.rgb() for c in colors[:5]] == [series_color(i, palette).rgb() for i in range(5)]
    finally:
        apply_theme(app, "system")


def _season(folder: Path, years: bool = False) -> Path:
    """tests/leaguegen.py's 24 games (six players, November 2026); with ``years`` the first
    eight a year earlier."""
    texts, _ = random_season(7, 24)
    for index, text in enumerate(texts):
        if years and index < 8:
            text = text.replace("# date 2026-", "# date 2025-", 1)
        (folder / f"g{index:02d}.mjgame").write_text(text, encoding="utf-8")
    return folder


def _painted_share(window: ClubWindow, index: int) -> float:
    """How many of line ``index``'s points show its own colour in the plot as painted."""
    plot = window.chart.plot
    series = plot.drawing.series[index]
    picture = plot.grab().toImage()
    hits = sum(picture.pixelColor(int(x), int(y)).rgb() == series.color.rgb() for x, y in series.points)
    return hits / len(series.points)


def _pixels_of(window: ClubWindow, color: QColor) -> int:
    """How many pixels of the plot as painted are ``color``."""
    picture = window.chart.plot.grab().toImage()
    return sum(
        picture.pixelColor(x, y).rgb() == color.rgb()
        for x in range(picture.width())
        for y in range(picture.height())
    )


def test_the_chosen_player_stands_out_in_the_chart(club: ClubWindow, tmp_path: Path, qtbot: object) -> None:
    """Choosing a player in the table left the chart as it was: their line lay under the lines
    drawn after it. Now it is drawn thicker and over the others, which are toned down, and the
    legend names the player in bold; choosing nobody puts every line back."""
    club.controller.open_folder(_season(tmp_path))
    plot = club.chart.plot
    qtbot.waitUntil(lambda: plot.drawing.size[0] > 500)  # type: ignore[attr-defined]  # laid out
    names = [s.name for s in plot.drawing.series]
    first, color = names[0], plot.drawing.series[0].color  # drawn first: the others cover it
    assert _painted_share(club, 0) < 0.9  # covered here and there before it is chosen
    before = _pixels_of(club, color)
    row = next(r for r in range(club.table.rowCount()) if club.table.item(r, 1).text() == first)
    club.table.selectRow(row)
    qtbot.waitUntil(lambda: club.controller.selected is not None)  # type: ignore[attr-defined]
    assert _painted_share(club, 0) == 1.0  # every point of it over the other lines
    assert _pixels_of(club, color) > 1.4 * before  # and thicker
    from mjgui.gui.charts import CHOSEN_PX, LINE_PX

    drawing = plot.drawing
    chosen = drawing.series[0]
    assert chosen.name == first and chosen.chosen and chosen.width == CHOSEN_PX > LINE_PX
    assert drawing.painted[-1] is chosen  # painted last
    legend = club.chart.legend
    for index, series in enumerate(drawing.series[1:], 1):
        assert series.width < chosen.width and not series.chosen
        toned = contrast(series.color, drawing.background)
        assert toned < contrast(QColor(series_color(index, plot.palette())), drawing.background)
    assert [("<b>" in label.text()) for label in legend.entries] == [n == first for n in names]
    club.table.clearSelection()
    qtbot.waitUntil(lambda: club.controller.selected is None)  # type: ignore[attr-defined]
    assert not any(s.chosen for s in plot.drawing.series)
    assert all(s.width == LINE_PX for s in plot.drawing.series)
    assert [s.color.rgb() for s in plot.drawing.series] == [
        series_color(i, plot.palette()).rgb() for i in range(len(names))
    ]


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
def test_a_point_tells_the_player_the_date_and_the_total(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    """Hovering a point shows a tooltip naming the player, the game's date and their total
    then, as the league table writes it; nowhere near a point, none."""
    club.controller.open_folder(_season(tmp_path))
    plot = club.chart.plot
    qtbot.waitUntil(lambda: plot.drawing.size[0] > 500)  # type: ignore[attr-defined]  # laid out
    series = plot.drawing.series[2]
    x, y = series.points[-1]
    total = next(r.cells[3] for r in club.controller.view().rows if r.name == series.name)
    assert plot.tip_at(x, y).startswith(f"{series.name}, 2026-11-25: {total}")
    QApplication.sendEvent(
        plot,
        QHelpEvent(QEvent.Type.ToolTip, QPoint(int(x), int(y)), plot.mapToGlobal(QPoint(int(x), int(y)))),
    )
    assert series.name in QToolTip.text() and total in QToolTip.text()
    assert plot.tip_at(2, 2) == ""  # the plot's corner: no point there
    club.languages.set_language("ru")
    assert plot.tip_at(x, y).startswith(f"{series.name}, 25.11.2026: ")


def test_the_axis_writes_the_year_of_a_season_over_two_years(club: ClubWindow, tmp_path: Path) -> None:
    """The axis wrote 11-20 under both Novembers of the season; now each date has its year, in
    English and in Russian order."""
    club.controller.open_folder(_season(tmp_path, years=True))
    ticks = [text for _, text in club.chart.plot.drawing.x_ticks]
    assert ticks[0] == "2025-11-20" and ticks[-1].startswith("2026-11-")
    club.languages.set_language("ru")
    ticks = [text for _, text in club.chart.plot.drawing.x_ticks]
    assert ticks[0] == "20.11.2025" and ticks[-1].endswith(".11.2026")


def test_the_season_chart_is_a_tab_stop_that_says_each_line(club: ClubWindow, tmp_path: Path) -> None:
    """The season chart had no name, no description and no Tab stop: a screen reader got
    nothing of it. Now, as the tracker's points chart, it is named and says each player's line
    in words: from 0 before their first game to their total, the league table's, in either
    language."""
    from PySide6.QtCore import Qt

    club.controller.open_folder(_season(tmp_path))
    plot = club.chart.plot
    assert plot.accessibleName() == "Season chart"
    assert plot.focusPolicy() & Qt.FocusPolicy.TabFocus
    said = plot.accessibleDescription()
    assert said.startswith("Each player's season total in thousands, game by game")
    rows = club.controller.view().rows
    assert len(rows) == 6
    for row in rows:
        assert f"{row.name} from 0.0 to {row.cells[3]}, lowest " in said
    club.languages.set_language("ru")
    assert plot.accessibleName() == "График сезона"
    said = plot.accessibleDescription()
    assert said.startswith("Сумма каждого игрока за сезон") and "Each" not in said
    for row in club.controller.view().rows:
        assert f"{row.name}: с 0,0 до {row.cells[3]}, минимум " in said

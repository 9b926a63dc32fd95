"""The season chart of a club's season, 40 players and hundreds of games: a line changes at its
player's games only and is marked there (its marks thinned point by point where they would run
into one another: the chosen player's every MARK_GAP_PX, the others' farther apart as the plot
fills, each line's last value always), its polyline keeps to the pixels it covers, and what is
painted grows with the games, not with the players times the games (counted by a painter that
counts what it is asked to draw). The tracker's chart keeps its marks, a long game's too."""

from __future__ import annotations

import datetime as dt
import itertools
import math

import pytest
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPolygonF

from mjgui.core.game.final_score import FinalScore
from mjgui.core.league.aliases import key
from mjgui.core.league.charts import ChartData, Series, season_totals
from mjgui.gui import charts
from mjgui.gui.charts import MARK_GAP_PX, MARKED_LINES, ChartPlot, simplified
from tests.chartgen import ChartGame, club_games

#: the plot's size in the club window at 1024x640
PLOT = (610, 219)


class CountingPainter(QPainter):
    """A painter that counts what it draws: each call one, a polyline's or a polygon's corners
    and a path's elements each one."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.count = 0
        self.calls: dict[str, int] = {}

    def _tally(self, name: str, amount: int = 1) -> None:
        self.count += amount
        self.calls[name] = self.calls.get(name, 0) + 1

    def drawPolyline(self, *args: object) -> None:  # type: ignore[override]
        first = args[0]
        self._tally("drawPolyline", first.size() if isinstance(first, QPolygonF) else len(args))  # type: ignore[arg-type]
        super().drawPolyline(*args)  # type: ignore[call-overload]

    def drawPolygon(self, *args: object) -> None:  # type: ignore[override]
        first = args[0]
        self._tally("drawPolygon", first.size() if isinstance(first, QPolygonF) else len(args))  # type: ignore[arg-type]
        super().drawPolygon(*args)  # type: ignore[call-overload]

    def drawPath(self, path: QPainterPath) -> None:  # type: ignore[override]
        self._tally("drawPath", path.elementCount())
        super().drawPath(path)

    def drawEllipse(self, *args: object) -> None:  # type: ignore[override]
        self._tally("drawEllipse")
        super().drawEllipse(*args)  # type: ignore[call-overload]

    def drawRect(self, *args: object) -> None:  # type: ignore[override]
        self._tally("drawRect")
        super().drawRect(*args)  # type: ignore[call-overload]

    def drawLine(self, *args: object) -> None:  # type: ignore[override]
        self._tally("drawLine")
        super().drawLine(*args)  # type: ignore[call-overload]

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self._tally("drawText")
        super().drawText(*args)  # type: ignore[call-overload]


def _plot(qtbot: object, chart: ChartData, size: tuple[int, int] = PLOT) -> ChartPlot:
    plot = ChartPlot()
    qtbot.addWidget(plot)  # type: ignore[attr-defined]
    plot.resize(*size)
    plot.show()  # resized from now on as a shown widget is
    plot.set_data(chart, "Total, thousands", 0.0)
    return plot


def _painted(plot: ChartPlot) -> CountingPainter:
    """Paint ``plot`` as its paint event does, counting."""
    image = QImage(plot.size(), QImage.Format.Format_ARGB32)
    painter = CountingPainter(image)
    plot.paint(painter)
    painter.end()
    return painter


def test_a_players_line_has_a_value_at_their_games_only() -> None:
    """Every player had a value at every game of the season, games they did not sit at too
    (40 players, 800 games: 32,000 values). Now each has 0 before their first game and one
    value after each game they played, at that game's x; their total between stays as it was."""
    games = club_games(300)
    chart = season_totals(games)
    assert len(chart.labels) == 301
    for series in chart.series:
        sat = [i + 1 for i, g in enumerate(games) if key(series.name) in {key(n) for n in g.names}]
        assert series.xs == (sat[0] - 1, *sat)
        assert series.values[0] == 0 and len(series.values) == len(series.xs)
        score = {g: 0.0 for g in sat}
        for at in sat:
            game = games[at - 1]
            score[at] = next(f.score for f in game.finals if key(f.name) == key(series.name)) / 1000
        for before, after, at in zip(series.values, series.values[1:], sat, strict=False):
            assert after == pytest.approx(before + score[at])
        # between two of their games, and after their last, their total as it was
        if sat[1] > sat[0] + 1:
            assert series.value_at(sat[0] + 1) == series.values[1]
        assert series.value_at(300) == series.values[-1]
    assert sum(len(s.values) for s in chart.series) < 4 * 300 + 40 + 1


def test_a_club_seasons_chart_paints_in_proportion_to_its_games(qtbot: object) -> None:
    """The chart of 40 players over 800 games in the club's plot (610 x 219 px at 1024x640)
    painted a mark at every player's every game, 32,000 marks and as many polyline corners,
    0.2 s a paint. Now what is painted grows with the games: a corner or two a game at each
    table's seats, at most four a pixel's column of a line, and the marks of a few lines' worth
    (each line's last value, the others thinned, :func:`charts.crowd_gap`)."""
    games = 800
    plot = _plot(qtbot, season_totals(club_games(games)))
    drawing = plot.drawing
    assert len(drawing.series) == 40
    painter = _painted(plot)
    assert painter.count <= 10 * games, painter.calls
    assert painter.calls["drawPolyline"] == 40 and painter.calls["drawPath"] == 40  # marks a line at once
    inner = drawing.rect.width() - 2 * charts.X_INSET
    assert 40 <= sum(len(s.marks) for s in drawing.series) <= MARKED_LINES * (inner / MARK_GAP_PX + 1)
    for series in drawing.series:
        assert (
            series.marks[-1] == series.points[len(plot.data.series[drawing.series.index(series)].values) - 1]
        )
        columns: dict[int, int] = {}
        for x, _ in series.line:
            columns[math.floor(x)] = columns.get(math.floor(x), 0) + 1
        assert max(columns.values()) <= 4
        # the line runs from before the player's first game to the season's end
        assert series.line[0] == series.points[0] and series.line[-1] == series.points[-1]
        assert series.xs[-1] == games
    # four times the games: about four times the painting, not more
    plot.set_data(season_totals(club_games(4 * games)), "Total, thousands", 0.0)
    assert _painted(plot).count <= 10 * 4 * games


def test_a_short_season_is_marked_at_each_players_games(qtbot: object) -> None:
    """A season of 20 games: each line's points stand apart, so each is marked, at the
    player's games (and before their first) only; the end of a line that stops before the
    season's is a point to hover (its total then), not marked."""
    games = club_games(20)
    plot = _plot(qtbot, season_totals(games))
    for series, data in zip(plot.drawing.series, plot.data.series, strict=True):
        assert len(series.marks) == len(data.values)
        assert series.marks == series.points[: len(data.values)]
        assert [round(x) for x, _ in series.marks] == [
            round(series.points[i][0]) for i in range(len(data.xs))
        ]
        if data.xs[-1] < 20:
            assert series.xs[-1] == 20 and len(series.points) == len(series.marks) + 1
    painter = _painted(plot)
    assert painter.calls["drawPath"] == len(plot.drawing.series)  # each line's marks at once


def test_marks_are_left_out_where_they_would_touch(qtbot: object) -> None:
    """A line whose points stand closer than :data:`MARK_GAP_PX` is marked at some of them,
    :data:`MARK_GAP_PX` apart at least, its last value always (it had no marks at all); one
    whose points stand farther apart is marked at each."""
    values = tuple(float(v % 7) for v in range(200))
    chart = ChartData(tuple(str(i) for i in range(200)), (Series("many", values),))
    plot = _plot(qtbot, chart, (600, 200))
    many = plot.drawing.series[0]
    assert set(many.marks) <= set(many.points) and many.marks[-1] == many.points[-1]
    assert all(b[0] - a[0] >= MARK_GAP_PX for a, b in itertools.pairwise(many.marks))
    inner = plot.drawing.rect.width() - 2 * charts.X_INSET
    assert len(many.marks) >= inner / (2 * MARK_GAP_PX)  # not one in two left out where it need not be
    sparse = Series("few", (0.0, 3.0, 1.0), (0, 100, 199))
    plot.set_data(ChartData(chart.labels, (sparse,)), "", None)
    line = plot.drawing.series[0]
    assert len(line.marks) == 3 and line.marks[1][0] - line.marks[0][0] >= MARK_GAP_PX
    # held level up to the x before its next value, then to it
    assert [round(y, 6) for _, y in line.line] == [
        round(y, 6) for y in (line.points[0][1],) * 2 + (line.points[1][1],) * 2 + (line.points[2][1],)
    ]


def test_the_trackers_few_points_keep_their_marks_and_lines(qtbot: object) -> None:
    """A game's chart (six hands, four players) as the tracker drew it: every point marked, in
    its line's shape, its polyline through each point."""
    values = ((30000.0, 31000, 29000, 33000, 33000, 40000),) * 4
    series = tuple(Series(f"P{i}", tuple(v + i * 500 for v in values[i])) for i in range(4))
    chart = ChartData(("E1", "E2", "E3", "E4", "S1", "■"), series, marked=5)
    plot = _plot(qtbot, chart, (600, 220))
    for line in plot.drawing.series:
        assert line.marks == line.points and line.line == line.points and len(line.points) == 6
    assert len({line.marker for line in plot.drawing.series}) == 4
    painter = _painted(plot)
    assert painter.calls["drawPath"] == 4 and painter.calls["drawPolyline"] == 4


def test_choosing_a_player_does_not_lay_the_chart_out_again(
    qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Choosing a player restyles the lines (thicker, the others toned down); their shapes and
    the polylines made for painting stay; a new size lays them out again."""
    plot = _plot(qtbot, season_totals(club_games(200)))
    _painted(plot)
    made: list[object] = []
    shape = charts.line_shape
    monkeypatch.setattr(charts, "line_shape", lambda *a: made.append(a) or shape(*a))
    lines = [s.line for s in plot.drawing.series]
    polylines = plot._polylines
    name = plot.drawing.series[3].name
    plot.set_chosen(name)
    _painted(plot)
    assert not made and plot._polylines is polylines
    assert [s.line for s in plot.drawing.series] == lines
    assert [s.chosen for s in plot.drawing.series] == [s.name == name for s in plot.drawing.series]
    assert plot.drawing.series[3].width == charts.CHOSEN_PX
    plot.resize(500, 200)
    assert len(made) == len(lines) and plot._polylines is None


def test_a_polyline_keeps_four_corners_a_column() -> None:
    """A run of points in one pixel's column keeps its first, lowest, highest and last."""
    points = [(10 + i / 100, float((i * 37) % 11)) for i in range(100)] + [(11.5, 3.0), (12.2, 4.0)]
    out = simplified(points)
    # the first is the lowest too (0), the highest first at the ninth (10), the last (0)
    assert out == [points[0], points[8], points[99], (11.5, 3.0), (12.2, 4.0)]
    rising = [(20 + i / 10, float(i)) for i in range(10)]  # 0 .. 9 in one column
    assert simplified(rising) == [rising[0], rising[9]]
    few = [(30.0, 1.0), (30.5, 2.0), (30.7, 0.0), (31.0, 5.0)]
    assert simplified(few) == few


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_point_on_a_line_held_between_games_tells_its_total(qtbot: object) -> None:
    """A point's tooltip names the player and their total at that game; the end of a line that
    stops before the season's end tells the total then; the lines with a point at the same spot
    are named there too."""
    games = club_games(30)
    plot = _plot(qtbot, season_totals(games))
    series = plot.drawing.series[5]
    at = 1
    x, y = series.points[at]
    tip = plot.tip_at(x, y)
    assert tip.splitlines()[0] == plot.data.tip(5, series.xs[at])  # its own first, then any there
    assert tip.splitlines()[0].startswith(f"{series.name}, ")
    ex, ey = series.points[-1]
    assert plot.tip_at(ex, ey).startswith(series.name)
    assert plot.tip_at(2, 2) == ""


def _data_points(plot: ChartPlot, index: int) -> tuple[tuple[float, float], ...]:
    """Line ``index``'s points at its values (not its end's, held to the season's end)."""
    return plot.drawing.series[index].points[: len(plot.data.series[index].values)]


@pytest.mark.parametrize("games", [40, 60, 80, 1000])
def test_a_club_seasons_lines_are_marked_and_the_chosen_one_at_its_games(qtbot: object, games: int) -> None:
    """A season of 60 games and more had no marks at all, not even on the chosen player's line:
    each line's 0 before its player's first game stands one game's width before that game, and
    two marks closer than :data:`MARK_GAP_PX` left out every mark of the line. Now each line is
    marked at its last value at least, the marks :data:`MARK_GAP_PX` apart at least; the
    chosen player's line at its games wherever they stand apart (the others' thinned as the
    plot fills, a few lines' worth)."""
    plot = _plot(qtbot, season_totals(club_games(games)))
    inner = plot.drawing.rect.width() - 2 * charts.X_INSET
    crowd = plot.drawing.series
    assert sum(len(s.marks) for s in crowd) <= MARKED_LINES * (inner / MARK_GAP_PX + 1)
    for index, series in enumerate(crowd):
        points = _data_points(plot, index)
        assert series.marks and series.marks[-1] == points[-1]
        assert set(series.marks) <= set(points)
        assert all(b[0] - a[0] >= MARK_GAP_PX for a, b in itertools.pairwise(series.marks))
    # the player with the most games, chosen: marked at each game but those too close to the
    # next mark (each game's point left out stands within MARK_GAP_PX of a mark after it)
    busiest = max(range(len(crowd)), key=lambda i: len(plot.data.series[i].values))
    plot.set_chosen(crowd[busiest].name)
    chosen = plot.drawing.series[busiest]
    assert chosen.chosen and chosen.marks == chosen.chosen_marks
    points = _data_points(plot, busiest)
    assert chosen.marks[-1] == points[-1]
    assert all(b[0] - a[0] >= MARK_GAP_PX for a, b in itertools.pairwise(chosen.marks))
    for x, y in points[1:]:  # its games' (the first point is the 0 before them)
        assert (x, y) in chosen.marks or any(0 < mx - x < MARK_GAP_PX for mx, _ in chosen.marks)
    least = inner / (2 * MARK_GAP_PX) if games == 1000 else (len(points) - 1) / 2
    assert len(chosen.marks) >= least, (len(chosen.marks), len(points))
    assert len(chosen.marks) >= len(crowd[busiest].marks)
    painter = _painted(plot)
    assert painter.calls["drawPath"] == len(crowd)
    # chosen no more: its marks the crowd's again
    plot.set_chosen(None)
    assert plot.drawing.series[busiest].marks == crowd[busiest].marks


def _game(names: str, scores: list[int], day: dt.date) -> ChartGame:
    finals = tuple(
        FinalScore(seat, name, 25000 + score, seat + 1, 25000 + score, 0, score)
        for seat, (name, score) in enumerate(zip(names, scores, strict=True))
    )
    return ChartGame(tuple(names), finals, day)


def test_a_player_whose_only_game_is_the_seasons_last_is_marked_there(qtbot: object) -> None:
    """Emil played the season's last game only: his line, from his 0 one game's width before
    it to his total after it, is marked at his total, in his line's colour on top."""
    start = dt.date(2026, 1, 1)
    games = [
        _game("ABCD", [1000 * (i % 5), 0, 0, -1000 * (i % 5)], start + dt.timedelta(days=i // 10))
        for i in range(100)
    ]
    games.append(_game("ABCE", [0, 0, 5000, -5000], start + dt.timedelta(days=11)))
    plot = _plot(qtbot, season_totals(games))
    emil = plot.drawing.series[4]
    assert emil.name == "E" and emil.xs == (100, 101)
    assert emil.marks == (emil.points[1],)
    image = QImage(plot.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    plot.paint(painter)
    painter.end()
    x, y = emil.points[1]  # inside its mark (a triangle pointing down), right of the line's end
    assert emil.marker == "down"
    assert image.pixelColor(int(x) + 1, int(y) - 1).name() == emil.color.name()
    # each other line marked too, at its last value at least
    assert all(
        s.marks and s.marks[-1] == _data_points(plot, i)[-1] for i, s in enumerate(plot.drawing.series)
    )

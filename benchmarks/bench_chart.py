"""The club's season chart redrawn: CPU time against the season's length, 40 players.

    .venv/bin/python benchmarks/bench_chart.py [--games 1000 4000] [--runs 5]

For each length, a season of 40 players (:func:`tests.chartgen.club_games`: no records read)
is charted (:func:`~mjgui.core.league.charts.season_totals`) in the plot's size in the club
window at 1024x640 (610 x 219 px, offscreen), and prints the CPU milliseconds of this process
(the machine is shared: the wall clock moves with its load), the median of ``--runs``:

- ``layout``: the chart given to the plot (its lines' points and polylines worked out);
- ``first paint``: the plot painted after it (its polylines and marks made, once a layout);
- ``repaint``: painted again as it is (a window exposed, a tooltip gone): what every paint
  cost before, each line's points and marks made anew;
- ``choose``: a player chosen in the table and the plot painted (not laid out again).

And how much is drawn: the corners of the lines' polylines and the marks. Before, every
player had a value (and a mark) at every game of the season: 40 x 1000 points and as many
marks, 0.2 s a paint at 1000 games and about 2 s at 4000. Now a line has a point at its
player's games only, a polyline of at most four corners a pixel's column, and its marks thinned
point by point to a mark's width apart (wider when the plot holds many lines): the paint's work
grows with the games (and the plot's width), not with the players times the games."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from mjgui.core.league.charts import season_totals
from mjgui.gui.charts import ChartPlot
from tests.chartgen import club_games

#: the plot's size in the club window at 1024x640 (the audit's screenshot)
PLOT_SIZE = (610, 219)


def cpu_ms(work: object) -> float:
    start = time.process_time()
    work()  # type: ignore[operator]
    return (time.process_time() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[1000, 4000])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    plot = ChartPlot()
    plot.resize(*PLOT_SIZE)
    print(f"plot {PLOT_SIZE[0]}x{PLOT_SIZE[1]} px, 40 players; CPU ms, median of {args.runs}")
    heads = ("games", 6), ("layout", 8), ("first paint", 12), ("repaint", 8), ("choose", 8), ("corners", 8)
    print(" ".join(f"{h:>{w}}" for h, w in heads), f"{'marks':>6}")
    for games in args.games:
        chart = season_totals(club_games(games))
        names = [s.name for s in chart.series]
        times: dict[str, list[float]] = {"layout": [], "first": [], "again": [], "choose": []}
        for run in range(args.runs):
            plot.set_chosen(None)
            times["layout"].append(cpu_ms(lambda c=chart: plot.set_data(c, "Total, thousands", 0.0)))
            times["first"].append(cpu_ms(plot.grab))
            times["again"].append(cpu_ms(plot.grab))
            name = names[run % len(names)]
            times["choose"].append(cpu_ms(lambda n=name: (plot.set_chosen(n), plot.grab())))
            app.processEvents()
        drawing = plot.drawing
        corners = sum(len(getattr(s, "line", s.points)) for s in drawing.series)
        marks = sum(len(getattr(s, "marks", s.points)) for s in drawing.series)
        med = {k: statistics.median(v) for k, v in times.items()}
        print(
            f"{games:>6} {med['layout']:>8.1f} {med['first']:>12.1f} {med['again']:>8.1f}"
            f" {med['choose']:>8.1f} {corners:>8} {marks:>6}",
            flush=True,
        )


if __name__ == "__main__":
    main()

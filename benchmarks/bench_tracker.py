"""The tracker's time per committed line against the game's length.

    .venv/bin/python benchmarks/bench_tracker.py [--runs 30]

Builds valid games of 16, 64 and 256 lines (a random but fixed sequence of riichi, wins and
draws that never ends the game: the dealer keeps the seat) and times
:meth:`TrackerController.commit` of one more line on each: the best and the median of
``--runs`` commits, each on a fresh controller holding the game (its construction not timed).
Prints, per length, the milliseconds per commit alone and with the view the window builds
after it (``view()``), and, for comparison, what a commit cost before it was made incremental:
the whole record parsed four times and replayed twice (the same calls, made here). A commit
parses and replays only the new line: its column should stay nearly flat as the game grows
(the view lists every line, so that column grows).

Then the tracker window (offscreen; ``--no-window`` leaves it out): a game of 25, 100, 200 and
400 lines opened, then ``--window-runs`` lines committed one by one as the typed line's Enter
commits them (:meth:`TrackerWindow.commit_line`: the controller, the view, the window's widgets,
the history's rows), each with the events it posts: the CPU milliseconds of this process (the
machine is shared: the wall clock moves with its load), median and best. "now": the history
fills and measures the rows that changed only (the rows of the lines before keep their items
and their widths, and the view keeps their words); "every row": the same commits with those
kept rows and widths dropped before each, so that every row is made, filled and measured again
as every commit did before (about: Qt's own measure of the number's and the hand's columns,
which asked the view for every cell, is not made again). The history's work should no longer
grow with the game; what still grows is the points chart and the record's own work.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import GameState, apply_line, replay
from mjgui.core.game.record import parse_line, parse_record

NAMES = ("Aiko", "Boris", "Chen", "Dasha")
LENGTHS = (16, 64, 256)
VALUES = ("1 30", "2 30", "3 30", "2 40", "mangan")


def long_game(lines: int, seed: int = 26) -> list[str]:
    """``lines`` valid record lines; the game is never over (the dealer wins or is tenpai)."""
    rng = random.Random(seed)
    text = ["rules seed buttobi=off", "players " + " ".join(NAMES)]
    state = GameState()
    for number, line in enumerate(text, 1):
        state = apply_line(state, parse_line(line, number)).state
    while len(text) < lines:
        dealer = NAMES[state.dealer]
        other = rng.choice([n for n in NAMES if n != dealer])
        candidates = [
            f"riichi {rng.choice(NAMES)}",
            f"ron {dealer} from {other} {rng.choice(VALUES)}",
            f"tsumo {dealer} {rng.choice(VALUES)}",
            "draw tenpai " + ",".join(NAMES),
            f"draw tenpai {dealer}",
        ]
        line = rng.choice(candidates)
        step = apply_line(state, parse_line(line, len(text) + 1))
        if step.error is not None or step.state.ended:
            continue
        text.append(line)
        state = step.state
    return text


def time_commits(lines: list[str], runs: int, with_view: bool) -> list[float]:
    *before, last = lines
    text = "\n".join(before) + "\n"
    times = []
    for _ in range(runs):
        tracker = TrackerController(text)
        start = time.perf_counter()
        assert tracker.commit(last)
        if with_view:
            tracker.view()
        times.append(time.perf_counter() - start)
    return times


def time_old_commits(lines: list[str], runs: int) -> list[float]:
    """The calls a commit made before: the preview's record parsed whole and replayed, then the
    commit's record parsed whole, its text parsed again, and that text parsed and replayed."""
    *before, last = lines
    text = "\n".join(before) + "\n"
    times = []
    for _ in range(runs):
        record = parse_record(text)
        start = time.perf_counter()
        replay(record.appended(last))  # the preview
        new_text = parse_record(record.appended(last).text).text  # the commit's _set
        replay(new_text)  # its _apply
        times.append(time.perf_counter() - start)
    return times


WINDOW_LENGTHS = (25, 100, 200, 400)


def time_window_commits(length: int, runs: int, every_row: bool) -> list[float]:
    """CPU milliseconds of each of ``runs`` commits in a tracker window on a game of ``length``
    lines (see the module's doc); ``every_row``: the rows and widths kept between commits are
    dropped before each."""
    import tempfile

    from PySide6.QtWidgets import QApplication

    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.present import HistoryCache
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.window import TrackerWindow

    lines = long_game(length + runs, seed=26)
    times = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.mjgame"
        path.write_text("\n".join(lines[:length]) + "\n", encoding="utf-8")
        controller = TrackerController(autosave=Autosave(Path(folder) / "data"))
        window = TrackerWindow(controller, settings=Settings.at(str(Path(folder) / "s.ini")), lang="en")
        window.resize(1280, 800)
        window.show()
        assert window.open_file(path)
        QApplication.processEvents()
        history = window.history
        for line in lines[length:]:
            if every_row:  # as before: every row made, filled and measured again
                controller._history_cache = HistoryCache()
                history._shown.clear()
                history._advances.clear()
                history._exact.clear()
                history._font_key = ""
            start = time.process_time()
            assert window.commit_line(line)
            QApplication.processEvents()
            times.append((time.process_time() - start) * 1e3)
        controller.close()
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    return times


def window_table(runs: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mjgui.gui.appsetup import setup_application

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    setup_application(app)
    print()
    print("the tracker window, CPU ms per commit (with its events):")
    print(f"{'lines':>6} {'now median':>11} {'best':>7} {'every row median':>17} {'best':>7}")
    for n in WINDOW_LENGTHS:
        now = time_window_commits(n, runs, every_row=False)
        before = time_window_commits(n, runs, every_row=True)
        print(
            f"{n:>6} {statistics.median(now):>11.1f} {min(now):>7.1f}"
            f" {statistics.median(before):>17.1f} {min(before):>7.1f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--window-runs", type=int, default=9)
    parser.add_argument("--no-window", action="store_true", help="the controller's table only")
    args = parser.parse_args()
    print(
        f"{'lines':>6} {'commit best ms':>15} {'median ms':>10} {'+view best ms':>14} {'median ms':>10}"
        f" {'old way best ms':>16} {'median ms':>10}"
    )
    for n in LENGTHS:
        lines = long_game(n)
        alone = time_commits(lines, args.runs, with_view=False)
        viewed = time_commits(lines, args.runs, with_view=True)
        old = time_old_commits(lines, args.runs)
        print(
            f"{n:>6} {min(alone) * 1e3:>15.3f} {statistics.median(alone) * 1e3:>10.3f}"
            f" {min(viewed) * 1e3:>14.3f} {statistics.median(viewed) * 1e3:>10.3f}"
            f" {min(old) * 1e3:>16.3f} {statistics.median(old) * 1e3:>10.3f}"
        )
    if not args.no_window:
        window_table(args.window_runs)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Window benchmarks (a script, not a timed test).

1. Click -> results repainted, on a typical hand (riichi tanyao pinfu dora, 7700): toggle
   ippatsu, tsumo/ron, add and remove a dora indicator, and remove and re-add the winning
   tile (the 13-tile waits are searched and shown, then the hand is scored again). Each sample
   is the click, the controller, the view models, the widget updates and the repaint: as Qt
   does it (``processEvents`` until the changed widgets are painted: what a player waits for;
   the target, median <= 16 ms), then again with a forced ``repaint()`` of the whole window
   after each click, every label's text laid out and drawn anew (an upper bound).
2. Cold start to the first painted window, against a bare PySide6 window shown and grabbed by
   the same Python: each a fresh process, interleaved, medians. Target <= 2x (aim 1.5x). Two
   launches: ``mjgui`` as a player starts it (the empty desk) and ``mjgui HAND`` opened on a
   hand given on the command line (read and scored before its first frame). The
   time is from spawning the process to the end of the window's first paint pass: both windows
   post a callback from their first ``paintEvent`` (the app's with ``MJGUI_TRACE_STARTUP=1``)
   that prints ``time.perf_counter()``, the system-wide monotonic clock the parent also reads.
   Both then go on to paint, grab the window and exit; that time, from outside, is shown too. So
   is the CPU time each process used up to its first frame, which a busy machine disturbs less.

   With ``--instructions`` (valgrind installed), both programs also run once under callgrind to
   their first frame: the instructions they ran, a count that does not move with the machine's load.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui.py [--clicks 200] [--starts 7]
        [--start-only] [--instructions]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: The bare windows' end of their first paint pass, reported as the app's ``trace_startup``
#: reports it (``MJGUI_TRACE_STARTUP``: ``1`` prints the time and the CPU used, ``exit`` also ends
#: the process there). It is called from a callback posted by the window's first paintEvent; the
#: program that holds it imports os, sys and time. (bench_bundle.py's frozen hello world has it too.)
FIRST_FRAME_HOOK = """
def first_frame():
    trace = os.environ.get("MJGUI_TRACE_STARTUP", "")
    if trace not in ("", "0"):
        now, cpu = time.perf_counter(), time.process_time()
        print(f"mjgui-startup first-frame {now:.6f} {cpu:.6f}", file=sys.stderr, flush=True)
        if trace == "exit":
            os._exit(0)
"""
# Both programs: start, build the window, show it, let it paint, grab it, exit. Each prints the
# end of its first paint pass the same way: a callback posted from the window's first paintEvent.
BARE = (
    """
import os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
"""
    + FIRST_FRAME_HOOK
    + """

class Window(QMainWindow):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, first_frame)

app = QApplication(sys.argv[:1])
w = Window()
w.setCentralWidget(QLabel("bare"))
w.resize(1280, 800)
w.show()
for _ in range(3):
    app.processEvents()
assert not w.grab().isNull()
"""
)
# As mjgui.app.main starts: the dataclasses' methods from the generated table first. The first
# processEvents paints the first frame and the next runs the callback posted from it, before
# paint_now's walk over every widget, which the app's own start never does.
MJGUI = """
from mjgui.gui.startup import use_dataclass_code
use_dataclass_code()
from mjgui.app import build_window, paint_now, split_args
w = build_window(split_args(["--screenshot", "-", *ARGS]))
w.resize(1280, 800)
w.show()
from PySide6.QtWidgets import QApplication
for _ in range(2):
    QApplication.processEvents()
paint_now(w)
assert not w.grab().isNull()
"""
#: ``mjgui`` as it opens from the menu or ``make run`` (the empty desk), and ``mjgui HAND`` opened
#: on a hand given on its command line (the hand read and scored before the first frame)
LAUNCHES = {
    "mjgui": MJGUI.replace("*ARGS", ""),
    "mjgui HAND": MJGUI.replace("*ARGS", '"234m567p3467888s5s", "--riichi", "--dora", "2s"'),
}


def bench_clicks(count: int, full_repaint: bool = False) -> dict[str, float]:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.arguments import parse_score_args
    from mjgui.gui.appsetup import setup_application
    from mjgui.gui.settings import Settings
    from mjgui.gui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    setup_application(app)
    from mjgui.gui.startup import paint_on_gui_thread

    paint_on_gui_thread()  # as the app does before its window is made (mjgui.gui.startup)
    controller = Controller()
    request, _ = parse_score_args(["234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "2s"])
    controller.load_spec(request.spec, record=False)
    window = MainWindow(controller, Settings(None), lang="en")
    window.resize(1280, 800)
    window.show()
    for _ in range(5):
        app.processEvents()

    def widget(name: str) -> QWidget:
        found = window.findChild(QWidget, name)
        assert found is not None, name
        return found

    def click(target: QWidget, pos: QPoint | None = None) -> float:
        start = time.perf_counter()
        if pos is None:
            QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        else:
            QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        app.processEvents()
        app.processEvents()  # what the first round posted (a relayout, its repaint)
        if full_repaint:
            window.repaint()
        return (time.perf_counter() - start) * 1000

    on_box = QPoint(8, 10)
    samples: dict[str, list[float]] = {
        "ippatsu on/off": [],
        "tsumo / ron": [],
        "palette: add a dora indicator": [],
        "remove the dora indicator": [],
        "13 -> 14 tiles (score)": [],
        "14 -> 13 tiles (waits)": [],
    }
    for _ in range(count):
        samples["ippatsu on/off"].append(click(widget("ippatsu"), on_box))
        samples["ippatsu on/off"].append(click(widget("ippatsu"), on_box))
        samples["tsumo / ron"].append(click(widget("tsumo")))
        samples["tsumo / ron"].append(click(widget("ron")))
        click(widget("mode-ankan"))
        samples["palette: add a dora indicator"].append(click(window.palette_widget.buttons["1z"]))
        # the closed kan of East took four tiles; the kan allows a second dora indicator
        click(widget("mode-dora"))
        samples["palette: add a dora indicator"].append(click(window.palette_widget.buttons["9p"]))
        samples["remove the dora indicator"].append(click(widget("dora-1")))
        click(widget("meld-0"))
        samples["14 -> 13 tiles (waits)"].append(click(window.hand_row.tile_buttons()[-1]))
        assert window.headline.title.text().startswith("Tenpai"), window.headline.title.text()
        samples["13 -> 14 tiles (score)"].append(click(window.palette_widget.buttons["5s"]))
        assert window.headline.title.text() == "7700", window.headline.title.text()
    window.close()
    out = {f"{name} median ms": statistics.median(values) for name, values in samples.items()}
    every = [v for values in samples.values() for v in values]
    out["all clicks median ms"] = statistics.median(every)
    out["all clicks p90 ms"] = statistics.quantiles(every, n=10)[-1]
    return out


def first_frame_time(stderr: str, start: float) -> tuple[float, float]:
    """(seconds from ``start``, CPU seconds used) at the ``mjgui-startup first-frame T CPU`` line
    of a traced run."""
    for line in stderr.splitlines():
        words = line.split()
        if words[:2] == ["mjgui-startup", "first-frame"]:
            return float(words[2]) - start, float(words[3])
    raise SystemExit(f"no first-frame line in:\n{stderr[-2000:]}")


_HOME: str | None = None


def _env() -> dict[str, str]:
    """The environment of every program timed: offscreen, and a home of its own, one for this
    run (its tile cache warmed by the first start): the player's settings (a language, a window
    size) and autosaved games would change what the app does before its first frame."""
    global _HOME
    if _HOME is None:
        _HOME = tempfile.mkdtemp(prefix="mjgui-bench-home-")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env |= {"HOME": _HOME, "XDG_CONFIG_HOME": f"{_HOME}/c", "XDG_DATA_HOME": f"{_HOME}/d"}
    env |= {"XDG_CACHE_HOME": f"{_HOME}/cache"}
    return env


def _run(cmd: list[str]) -> tuple[float, float, float]:
    """(spawn to the first frame, CPU time to the first frame, spawn to exit) in seconds."""
    env = _env()
    env["MJGUI_TRACE_STARTUP"] = "1"
    # An installed app has its bytecode cached; let the warm-up run write it like a real first start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    proc = subprocess.run(cmd, check=True, env=env, cwd=ROOT, capture_output=True, text=True)
    end = time.perf_counter()
    return (*first_frame_time(proc.stderr, start), end - start)


def bench_start(count: int) -> dict[str, float]:
    """The bare window and each launch, interleaved: medians, and each launch's ratios to bare."""
    cmds = {"bare": [sys.executable, "-c", BARE]}
    cmds.update({name: [sys.executable, "-c", code] for name, code in LAUNCHES.items()})
    for cmd in cmds.values():
        _run(cmd)  # warm the disk cache and write the bytecode
    runs: dict[str, list[tuple[float, float, float]]] = {name: [] for name in cmds}
    for _ in range(count):
        for name, cmd in cmds.items():
            runs[name].append(_run(cmd))
    med = {name: [statistics.median(t[i] for t in got) for i in range(3)] for name, got in runs.items()}
    out = {
        "bare first frame s": med["bare"][0],
        "bare CPU to first frame s": med["bare"][1],
        "bare to exit (painted, grabbed) s": med["bare"][2],
    }
    for name in LAUNCHES:
        out[f"{name}: first frame s"] = med[name][0]
        out[f"{name}: ratio"] = med[name][0] / med["bare"][0]
        out[f"{name}: CPU ratio"] = med[name][1] / med["bare"][1]
        out[f"{name}: ratio to exit"] = med[name][2] / med["bare"][2]
    return out


def _instructions(code: str) -> int:
    """Instructions the program runs from its start to its first frame, counted by callgrind."""
    env = _env()
    env["MJGUI_TRACE_STARTUP"] = "exit"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code]
    proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    for line in proc.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    raise SystemExit(f"no instruction count in:\n{proc.stderr[-2000:]}")


def bench_instructions() -> dict[str, float]:
    """The same programs under callgrind: the same count at every run, whatever else the
    machine does (the times above move by 10-20 % with the machine's load)."""
    bare = _instructions(BARE)
    out = {"bare instructions to first frame (M)": bare / 1e6}
    for name, code in LAUNCHES.items():
        # bytecode and tile cache
        subprocess.run([sys.executable, "-c", code], env=_env(), cwd=ROOT, capture_output=True, check=False)
        count = _instructions(code)
        out[f"{name}: instructions (M)"] = count / 1e6
        out[f"{name}: instruction ratio"] = count / bare
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clicks", type=int, default=30, help="rounds of the click sequence")
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--start-only", action="store_true", help="only the cold start")
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions to the first frame (valgrind)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if not args.start_only:
        for full in (False, True):
            clicks = bench_clicks(args.clicks, full)
            if full:
                print("click -> a forced repaint of the whole window (an upper bound):")
            else:
                print("click -> results repainted, as Qt repaints them (typical hand, 1280x800):")
            for key, value in clicks.items():
                print(f"  {key:38s} {value:7.2f}")
            if not full:
                verdict = "ok" if clicks["all clicks median ms"] <= 16 else "MISSED"
                print(f"  target: median <= 16 ms: {verdict}")
    start = bench_start(args.starts)
    print("cold start to the first painted window:")
    for key, value in start.items():
        print(f"  {key:38s} {value:7.3f}")
    for name in LAUNCHES:
        ratio = start[f"{name}: ratio"]
        print(f"  target, {name}: ratio <= 2 (aim 1.5): {'ok' if ratio <= 2 else 'MISSED'}")
    if args.instructions:
        if shutil.which("valgrind") is None:
            print("instructions: valgrind is not installed (apt-get install valgrind)")
        else:
            print("instructions to the first painted window (callgrind, repeatable):")
            for key, value in bench_instructions().items():
                print(f"  {key:38s} {value:9.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The bundle's cost next to a bare PySide6 hello-world bundle built the same way.

    .venv/bin/python benchmarks/bench_bundle.py [--runs 15] [--check] [--instructions] [--source]

Builds (or reuses an up-to-date) ``dist/mjgui`` with ``packaging/build_bundle.py``, and a hello-world
``QLabel`` app in a temporary folder with the same PyInstaller, onedir, no UPX, the same strip setting,
PyInstaller's default Qt collection, then archived by the same tar.gz code. Prints, for both: size on
disk (allocated blocks, like ``du``), the .tar.gz size, and two start-up times, the app's both on the
empty desk (as a player starts it) and opened on a hand given on its command line (offscreen; the median
of interleaved runs after one warm-up each):

* start-to-paint: from spawning the executable, started as a player starts it, to the end of its
  window's first paint pass. Both windows post a callback from their first ``paintEvent`` that
  prints ``time.perf_counter()``, the system-wide monotonic clock this script also reads, and the
  CPU time used, then exits (``MJGUI_TRACE_STARTUP=exit``);
* start-to-PNG: from spawning the executable to its exit after ``--screenshot`` wrote the PNG of
  its window. The hello world does exactly what the app's ``--screenshot`` does: show, process
  events until three passes in a row move nothing, grab the window, save the PNG (Qt quality 80,
  zlib level 1), exit;
* peak memory: the largest resident set (``ru_maxrss``, read with ``os.wait4`` for that process
  alone) of the start-to-paint runs, i.e. up to the first frame, and of the start-to-PNG runs;
* with ``--instructions`` (valgrind installed): the instructions each runs to its first frame,
  counted by callgrind, a figure that does not move with the machine's load.

``--source`` measures the source tree instead, without building anything: ``python -m mjgui.app``
next to the same hello world run by the same Python (bytecode cached, as an installed app has it).

Goals (issue 26): opened on a hand, start-to-paint at most 1.3x the bare one and the peak memory to
the first frame at most 1.25x; the bundle no bigger than the bare one (issue 5). ``--check`` exits 1
when a goal is missed.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from bench_gui import FIRST_FRAME_HOOK, first_frame_time  # this script's folder is on sys.path

ROOT = Path(__file__).resolve().parent.parent
HAND = ("234m567p3467888s5s", "--riichi")

HELLO = (
    """\
import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QLabel
"""
    + FIRST_FRAME_HOOK
    + """

class Label(QLabel):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, first_frame)


app = QApplication(sys.argv[:1])
label = Label("Hello, world")
label.resize(640, 400)
label.show()
if "--screenshot" in sys.argv:
    before, still = None, 0
    for _ in range(30):  # as mjgui.app.paint_now: until 3 passes in a row move nothing
        QCoreApplication.processEvents()
        now = [label.geometry().getRect()]
        still = still + 1 if now == before else 0
        if still == 3:
            break
        before = now
    label.grab().save(sys.argv[sys.argv.index("--screenshot") + 1], "PNG", 80)
    sys.exit(0)
sys.exit(app.exec())
"""
)


def _load_build_bundle() -> ModuleType:
    path = ROOT / "packaging" / "build_bundle.py"
    spec = importlib.util.spec_from_file_location("mjgui_build_bundle", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bb = _load_build_bundle()


def build_app() -> Path:
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_bundle.py"), "--if-stale"], check=True)
    return bb.DIST / bb.NAME


def build_bare(tmp: Path) -> Path:
    (tmp / "hello.py").write_text(HELLO, encoding="utf-8")
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--onedir",
        "--windowed",
        "--noupx",
        "--noconfirm",
        "--log-level",
        "ERROR",
        "--name",
        "hello",
        "--distpath",
        str(tmp / "dist"),
        "--workpath",
        str(tmp / "build"),
        "--specpath",
        str(tmp),
        str(tmp / "hello.py"),
    ]
    if sys.platform.startswith("linux"):
        cmd.insert(-1, "--strip")  # as packaging/mjgui.spec does on Linux
    subprocess.run(cmd, check=True, cwd=tmp)
    return tmp / "dist" / "hello"


#: The app's tile cache for the runs: a folder of the benchmark's own, filled by the warm-up round.
#: In the user's cache folder another copy of the app (the source tree, another bundle: their SVGs'
#: dates differ) deletes this one's tiles after its first frame, and a run would draw them again.
TILE_CACHE: Path | None = None  # set by main, in its temporary folder


def _env(**extra: str) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "1", **extra}
    if TILE_CACHE is not None:
        env["MJGUI_TILE_CACHE"] = str(TILE_CACHE)
        # a home of its own, as a first start has it: the player's settings (a language, a window
        # size) and autosaved games would change what the app does before its first frame
        home = TILE_CACHE.parent / "home"
        env |= {"HOME": str(home), "XDG_CONFIG_HOME": str(home / "c"), "XDG_DATA_HOME": str(home / "d")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # --source: bytecode cached, as an installed app has it
    return env


#: ``ru_maxrss`` is in KiB on Linux, in bytes on macOS
_MAXRSS_UNIT = 1 if sys.platform == "darwin" else 1024


def spawn(cmd: list[str], env: dict[str, str]) -> tuple[int, str, int]:
    """Run ``cmd`` to its end: (exit code, stderr, peak resident set in bytes). ``os.wait4`` gives
    the resources of that one process (``RUSAGE_CHILDREN`` would be the largest of all so far)."""
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return proc.returncode, err.read().decode(errors="replace"), usage.ru_maxrss * _MAXRSS_UNIT


def time_runs(cmds: dict[str, list[str]], png: Path, runs: int) -> dict[str, dict[str, list[float]]]:
    """{name: {"paint": [...], "cpu": [...], "mem": [...], "png": [...], "png mem": [...]}}. Each
    round starts each program twice: as a player starts it, timed from spawn to its first frame
    (``MJGUI_TRACE_STARTUP=exit``: it prints the time and the CPU used, then exits there; its peak
    memory is the memory to the first frame), and with ``--screenshot``, timed from spawn to its exit
    with the PNG written. (With ``--screenshot`` the app builds the pages it does not show before its
    first frame, so that frame is not timed from that run.)"""
    kinds = ("paint", "cpu", "mem", "png", "png mem")
    times: dict[str, dict[str, list[float]]] = {name: {kind: [] for kind in kinds} for name in cmds}
    for i in range(runs + 1):  # round 0 warms the page cache (and the app's tile cache): not counted
        for name, cmd in cmds.items():
            start = time.perf_counter()
            code, stderr, mem = spawn(cmd, _env(MJGUI_TRACE_STARTUP="exit"))
            if code != 0:
                raise SystemExit(f"{name} failed: {code}\n{stderr[-2000:]}")
            paint, cpu = first_frame_time(stderr, start)
            png.unlink(missing_ok=True)
            start = time.perf_counter()
            code, stderr, png_mem = spawn([*cmd, "--screenshot", str(png)], _env())
            elapsed = time.perf_counter() - start
            if code != 0 or not png.exists() or png.stat().st_size == 0:
                raise SystemExit(f"{name} --screenshot failed: {code}\n{stderr[-2000:]}")
            if i:
                for kind, value in zip(kinds, (paint, cpu, mem, elapsed, png_mem), strict=True):
                    times[name][kind].append(value)
    return times


def count_instructions(cmds: dict[str, list[str]]) -> dict[str, int]:
    """Instructions each program runs from its start to its first frame, counted by callgrind
    (all its processes): the same count at every run, whatever else the machine does."""
    counts: dict[str, int] = {}
    for name, cmd in cmds.items():
        full = ["valgrind", "--tool=callgrind", "--trace-children=yes", "--callgrind-out-file=/dev/null"]
        env = _env(MJGUI_TRACE_STARTUP="exit")
        proc = subprocess.run([*full, *cmd], env=env, capture_output=True, text=True)
        lines = [line for line in proc.stderr.splitlines() if "Collected :" in line]
        found = [int(line.split(":")[-1].replace(",", "")) for line in lines]
        if proc.returncode != 0 or not found:
            raise SystemExit(f"{name} under callgrind failed:\n{proc.stderr[-2000:]}")
        counts[name] = sum(found)
    return counts


def _bundles(tmp: Path) -> tuple[dict[str, list[str]], dict[str, Path], str]:
    """The two bundles built: the commands, {name: folder or archive}, the heading."""
    app = build_app()
    bare = build_bare(tmp)
    bare_archive = tmp / "hello.tar.gz"
    bb.make_archive(bare, bare_archive)
    cmds = {
        "mjgui": [str(bb.executable(app))],
        "mjgui HAND": [str(bb.executable(app)), *HAND],
        "bare": [str(bb.executable(bare, "hello"))],
    }
    paths = {"app": app, "bare": bare, "app tar": bb.DIST / bb.archive_name(), "bare tar": bare_archive}
    return cmds, paths, f"PyInstaller bundles, onedir, no UPX, {bb.platform_tag()}"


def _source(tmp: Path) -> tuple[dict[str, list[str]], str]:
    """The source tree: the app as ``python -m mjgui.app`` and the hello world by the same Python."""
    (tmp / "hello.py").write_text(HELLO, encoding="utf-8")
    app = [sys.executable, "-m", "mjgui.app"]
    cmds = {"mjgui": app, "mjgui HAND": [*app, *HAND], "bare": [sys.executable, str(tmp / "hello.py")]}
    return cmds, f"the source tree, {sys.executable}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions to the first frame (valgrind)"
    )
    parser.add_argument("--source", action="store_true", help="the source tree, not the bundles")
    ns = parser.parse_args(argv)

    rows: list[tuple[str, str, str, float | None]] = []
    size_ok = True
    global TILE_CACHE  # one folder for every run of this process
    with tempfile.TemporaryDirectory(prefix="mjgui-bench-") as tmp_name:
        tmp = Path(tmp_name)
        TILE_CACHE = tmp / "tiles"
        png = tmp / "shot.png"
        if ns.source:
            cmds, heading = _source(tmp)
        else:
            cmds, paths, heading = _bundles(tmp)
            sizes = {"mjgui": bb.tree_size(paths["app"]), "bare": bb.tree_size(paths["bare"])}
            tars = {"mjgui": paths["app tar"].stat().st_size, "bare": paths["bare tar"].stat().st_size}
            files = {
                name: sum(1 for _ in paths[key].rglob("*"))
                for name, key in (("mjgui", "app"), ("bare", "bare"))
            }
            size_ok = sizes["mjgui"] <= sizes["bare"]
            rows += [
                (
                    "size on disk",
                    bb.mib(sizes["mjgui"]),
                    bb.mib(sizes["bare"]),
                    sizes["mjgui"] / sizes["bare"],
                ),
                ("tar.gz", bb.mib(tars["mjgui"]), bb.mib(tars["bare"]), tars["mjgui"] / tars["bare"]),
                ("files + dirs", str(files["mjgui"]), str(files["bare"]), files["mjgui"] / files["bare"]),
            ]
        times = time_runs(cmds, png, ns.runs)
        counts = count_instructions(cmds) if ns.instructions else {}

    med = {name: {kind: statistics.median(v) for kind, v in t.items()} for name, t in times.items()}
    best = {name: min(t["paint"]) for name, t in times.items()}
    print(f"{heading}, {ns.runs} runs each (medians; best of start-to-paint)")
    print(f"{'':28}{'mjgui':>12}{'bare hello':>14}{'ratio':>9}")
    for launch in ("mjgui", "mjgui HAND"):
        label = "the empty desk" if launch == "mjgui" else "opened on a hand"
        rows.append((f"{launch}: {label}", "", "", None))
        app_m, bare_m = med[launch], med["bare"]
        for name, kind in (
            ("start-to-paint", "paint"),
            ("CPU to paint", "cpu"),
            ("start-to-PNG", "png"),
        ):
            rows.append(
                (
                    f"  {name}",
                    f"{app_m[kind] * 1000:.0f} ms",
                    f"{bare_m[kind] * 1000:.0f} ms",
                    app_m[kind] / bare_m[kind],
                )
            )
        app_b, bare_b = best[launch], best["bare"]
        rows.append(
            ("  start-to-paint best", f"{app_b * 1000:.0f} ms", f"{bare_b * 1000:.0f} ms", app_b / bare_b)
        )
        for name, kind in (("peak memory to paint", "mem"), ("peak memory to PNG", "png mem")):
            rows.append(
                (f"  {name}", bb.mib(int(app_m[kind])), bb.mib(int(bare_m[kind])), app_m[kind] / bare_m[kind])
            )
        if counts:
            app_n, bare_n = counts[launch], counts["bare"]
            what = "  instructions to paint"
            rows.append((what, f"{app_n / 1e6:,.0f} M", f"{bare_n / 1e6:,.0f} M", app_n / bare_n))
    for label, ours, theirs, ratio in rows:
        print(f"{label:28}{ours:>12}{theirs:>14}" + (f"{ratio:>8.2f}x" if ratio is not None else ""))
    hand, bare_med = med["mjgui HAND"], med["bare"]
    hand_ok = hand["paint"] <= 1.3 * bare_med["paint"]
    mem_ok = hand["mem"] <= 1.25 * bare_med["mem"]
    goals = [f"on a hand: start-to-paint <= 1.3x bare: {'met' if hand_ok else 'MISSED'}"]
    goals.append(f"peak memory to paint <= 1.25x bare: {'met' if mem_ok else 'MISSED'}")
    if not ns.source:
        goals.append(f"size <= bare: {'met' if size_ok else 'MISSED'}")
    print("goals: " + "; ".join(goals))
    return 0 if (hand_ok and mem_ok and size_ok) or not ns.check else 1


if __name__ == "__main__":
    sys.exit(main())

"""The bundle's cost next to a bare PySide6 hello-world bundle built the same way.

    .venv/bin/python benchmarks/bench_bundle.py [--runs 15] [--check] [--instructions]

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
  events three times, grab the window, save the PNG (Qt quality 80, zlib level 1), exit;
* with ``--instructions`` (valgrind installed): the instructions each runs to its first frame,
  counted by callgrind, a figure that does not move with the machine's load.

Goal (issue 5): the app's bundle no bigger than the bare one, start-to-paint at most 1.5x the bare one.
``--check`` exits 1 when a goal is missed.
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
    for _ in range(3):
        QCoreApplication.processEvents()
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


def _env(**extra: str) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "1", **extra}


def time_runs(cmds: dict[str, list[str]], png: Path, runs: int) -> dict[str, dict[str, list[float]]]:
    """{name: {"paint": [...], "cpu": [...], "png": [...]}}. Each round starts each program twice:
    as a player starts it, timed from spawn to its first frame (``MJGUI_TRACE_STARTUP=exit``: it
    prints the time and the CPU used, then exits there), and with ``--screenshot``, timed from
    spawn to its exit with the PNG written. (With ``--screenshot`` the app builds the pages it
    does not show before its first frame, so that frame is not timed from that run.)"""
    times: dict[str, dict[str, list[float]]] = {name: {"paint": [], "cpu": [], "png": []} for name in cmds}
    for i in range(runs + 1):  # round 0 warms the page cache (and the app's tile cache): not counted
        for name, cmd in cmds.items():
            start = time.perf_counter()
            proc = subprocess.run(cmd, env=_env(MJGUI_TRACE_STARTUP="exit"), capture_output=True, timeout=120)
            if proc.returncode != 0:
                raise SystemExit(f"{name} failed: {proc.returncode}\n{proc.stderr.decode()[-2000:]}")
            paint, cpu = first_frame_time(proc.stderr.decode(errors="replace"), start)
            png.unlink(missing_ok=True)
            start = time.perf_counter()
            shot = [*cmd, "--screenshot", str(png)]
            proc = subprocess.run(shot, env=_env(), capture_output=True, timeout=120)
            elapsed = time.perf_counter() - start
            if proc.returncode != 0 or not png.exists() or png.stat().st_size == 0:
                error = proc.stderr.decode()[-2000:]
                raise SystemExit(f"{name} --screenshot failed: {proc.returncode}\n{error}")
            if i:
                times[name]["paint"].append(paint)
                times[name]["cpu"].append(cpu)
                times[name]["png"].append(elapsed)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions to the first frame (valgrind)"
    )
    ns = parser.parse_args(argv)

    app = build_app()
    archive = bb.DIST / bb.archive_name()
    with tempfile.TemporaryDirectory(prefix="mjgui-bench-") as tmp_name:
        tmp = Path(tmp_name)
        bare = build_bare(tmp)
        bare_archive = tmp / "hello.tar.gz"
        bb.make_archive(bare, bare_archive)
        png = tmp / "shot.png"
        cmds = {
            "mjgui": [str(bb.executable(app))],
            "mjgui HAND": [str(bb.executable(app)), *HAND],
            "bare": [str(bb.executable(bare, "hello"))],
        }
        times = time_runs(cmds, png, ns.runs)
        counts = count_instructions(cmds) if ns.instructions else {}
        sizes = {"mjgui": bb.tree_size(app), "bare": bb.tree_size(bare)}
        tars = {"mjgui": archive.stat().st_size, "bare": bare_archive.stat().st_size}
        files = {"mjgui": sum(1 for _ in app.rglob("*")), "bare": sum(1 for _ in bare.rglob("*"))}

    med = {name: statistics.median(t["paint"]) for name, t in times.items()}
    best = {name: min(t["paint"]) for name, t in times.items()}
    cpu_med = {name: statistics.median(t["cpu"]) for name, t in times.items()}
    png_med = {name: statistics.median(t["png"]) for name, t in times.items()}
    print(f"PyInstaller bundles, onedir, no UPX, {bb.platform_tag()}, {ns.runs} runs each (median / best)")
    print(f"{'':26}{'mjgui':>12}{'bare hello':>14}{'ratio':>9}")
    rows: list[tuple[str, str, str, float | None]] = [
        ("size on disk", bb.mib(sizes["mjgui"]), bb.mib(sizes["bare"]), sizes["mjgui"] / sizes["bare"]),
        ("tar.gz", bb.mib(tars["mjgui"]), bb.mib(tars["bare"]), tars["mjgui"] / tars["bare"]),
        ("files + dirs", str(files["mjgui"]), str(files["bare"]), files["mjgui"] / files["bare"]),
    ]
    for launch in ("mjgui", "mjgui HAND"):
        label = "the empty desk" if launch == "mjgui" else "opened on a hand"
        rows.append((f"{launch}: {label}", "", "", None))
        for name, values in (
            ("start-to-paint median", med),
            ("start-to-paint best", best),
            ("CPU to paint median", cpu_med),
            ("start-to-PNG median", png_med),
        ):
            app_s, bare_s = values[launch], values["bare"]
            rows.append((f"  {name}", f"{app_s * 1000:.0f} ms", f"{bare_s * 1000:.0f} ms", app_s / bare_s))
        if counts:
            app_n, bare_n = counts[launch], counts["bare"]
            what = "  instructions to paint"
            rows.append((what, f"{app_n / 1e6:,.0f} M", f"{bare_n / 1e6:,.0f} M", app_n / bare_n))
    for label, ours, theirs, ratio in rows:
        print(f"{label:26}{ours:>12}{theirs:>14}" + (f"{ratio:>8.2f}x" if ratio is not None else ""))
    size_ok = sizes["mjgui"] <= sizes["bare"]
    start_ok = med["mjgui"] <= 1.5 * med["bare"]
    hand_ok = med["mjgui HAND"] <= 1.5 * med["bare"]
    print(
        f"goal: size <= bare: {'met' if size_ok else 'MISSED'}; "
        f"start <= 1.5x bare: {'met' if start_ok else 'MISSED'} "
        f"(opened on a hand: {'met' if hand_ok else 'MISSED'})"
    )
    return 0 if (size_ok and start_ok) or not ns.check else 1


if __name__ == "__main__":
    sys.exit(main())

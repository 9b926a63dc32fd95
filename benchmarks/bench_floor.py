"""The floor of issue 26's start goal: mjgui's first frame on a hand, rebuilt without mjgui.

    .venv/bin/python benchmarks/bench_floor.py [--runs 7] [--instructions] [--keep DIR]

Issue 26 asks mjgui, opened on a hand, to start in at most 1.3x the time of a bare PySide6 hello
world and to peak at most 1.25x its memory (``bench_bundle.py``). How much of that is the window
itself, whoever builds it? This script:

1. starts the source tree's app on ``bench_bundle.py``'s hand (``python -m mjgui.app
   234m567p3467888s5s --riichi``, offscreen, a home of its own, its tile cache warmed by a first
   start) in a child process (``floor_dump.py``) that, at the window's first frame, writes the
   window down: every widget as its Qt class, with its texts, fonts, palettes, sizes, size policies,
   layouts, and the pixels of the tiles and the excerpt mjgui painted (``floor.json``, ``pixels.raw``);
2. writes "the floor": a plain PySide6 program, no mjgui import, that builds that window again
   from that description (the same ~200 widgets, nesting, layouts, texts, fonts, palettes and
   938x760 size; the custom-painted widgets as labels showing mjgui's pixels; a menu bar with the
   seven titles), shows it and ends at its first paint exactly as the hello world does
   (``FIRST_FRAME_HOOK``). It keeps mjgui's two start tricks that cost no code (the garbage
   collector paused, ``QT_NO_GUI_THREADPOOL``). Its description is a generated module
   (``floor_spec.py``, bytecode cached after the first start) imported before PySide6, whose
   ``__feature__`` import hook reads the source of every module imported after it; the pixels are
   read with one ``os.read``;
3. runs the hello world (``bench_bundle.HELLO``), the floor and mjgui on the hand, all by this Python
   from the source tree, each to its first frame (``MJGUI_TRACE_STARTUP=exit``): the peak memory
   (``ru_maxrss`` through ``os.wait4``), median of ``--runs`` interleaved starts after a warm-up
   round, and with ``--instructions`` (valgrind installed) the instructions each runs, counted by
   callgrind, which the machine's load does not move;
4. prints them with their ratios to the hello world, the goals' lines and what mjgui's own Python
   costs on top of the floor (mjgui minus the floor).

Times are not measured: on a shared machine they move with its load; the instruction count stands
for the start's time. ``--keep DIR`` leaves the files (the description, the floor program, the
hello world, ``mjgui.png`` and ``floor.png``, the grabs of both windows) in ``DIR``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

import bench_bundle
from bench_bundle import HAND, HELLO, ROOT, count_instructions, spawn
from bench_gui import FIRST_FRAME_HOOK, first_frame_time  # this script's folder is on sys.path

#: the goals of issue 26 on a hand: start (here: instructions) and peak memory, against the hello world
START_GOAL, MEMORY_GOAL = 1.3, 1.25

FLOOR = (
    '''\
"""mjgui's first frame on a hand, rebuilt in plain PySide6 from floor_spec.py and pixels.raw
(written by benchmarks/bench_floor.py). No mjgui import.

    python floor.py [--png OUT]
"""

import gc
import os
import sys
import time

os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")  # as mjgui.gui.startup does
gc.disable()  # as mjgui does until its first frame

# before PySide6: its __feature__ import hook reads the source of every module imported after it
from floor_spec import SPEC

from PySide6 import QtWidgets
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSizePolicy, QSpacerItem
'''
    + FIRST_FRAME_HOOK
    + """

class Window(QMainWindow):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, first_frame)


HERE = os.path.dirname(os.path.abspath(__file__))
BY_ID = {}
BUDDIES = []
FONTS = {}
KEEP = []  # the pixels' buffers, which the images do not copy
fd = os.open(os.path.join(HERE, "pixels.raw"), os.O_RDONLY)
RAW = memoryview(os.read(fd, os.fstat(fd).st_size))
os.close(fd)


def pixmap(offset, width, height):
    data = RAW[offset : offset + width * height * 4]
    image = QImage(data, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied)
    KEEP.append((data, image))
    return QPixmap.fromImage(image)


def font(spec):
    key = (spec[0], tuple(spec[1]))
    if key not in FONTS:
        f = QFont()
        f.fromString(spec[0])
        f.setFamilies(spec[1])
        FONTS[key] = f
    return FONTS[key]


def make(n, parent=None):
    k = n["k"]
    if k == "PIX":
        w = QLabel(parent)
        w.setPixmap(pixmap(*n["pix"]))
    elif k == "QMainWindow":
        w = Window()
    else:
        w = getattr(QtWidgets, k)(parent)
    BY_ID[n["id"]] = w
    if "name" in n:
        w.setObjectName(n["name"])
    if "font" in n:
        w.setFont(font(n["font"]))
    if "pal" in n:
        p = w.palette()
        for key, color in n["pal"]:
            group, role = key.split(".")
            p.setColor(getattr(QPalette.ColorGroup, group), getattr(QPalette.ColorRole, role), QColor(color))
        w.setPalette(p)
    if "sp" in n:
        h, v, h_stretch, v_stretch, height_for_width = n["sp"]
        sp = QSizePolicy(getattr(QSizePolicy.Policy, h), getattr(QSizePolicy.Policy, v))
        if h_stretch:
            sp.setHorizontalStretch(h_stretch)
        if v_stretch:
            sp.setVerticalStretch(v_stretch)
        if height_for_width:
            sp.setHeightForWidth(True)
        w.setSizePolicy(sp)
    for prop, keys in n.get("keys", ()):
        w.setProperty(prop, keys)  # enum keys by name: no Qt namespace made
    if "min" in n:
        w.setMinimumSize(*n["min"])
    if "max" in n:
        w.setMaximumSize(*n["max"])
    if "cm" in n:
        w.setContentsMargins(*n["cm"])
    if "margin" in n:
        w.setMargin(n["margin"])
    if "text" in n:
        w.setText(n["text"])
    if n.get("wrap"):
        w.setWordWrap(True)
    if "buddy" in n:
        BUDDIES.append((w, n["buddy"]))
    if n.get("checkable"):
        w.setCheckable(True)
    if n.get("checked"):
        w.setChecked(True)
    if n.get("autoExclusive"):
        w.setAutoExclusive(True)
    if "autoRaise" in n:
        w.setAutoRaise(n["autoRaise"])
    if "placeholder" in n:
        w.setPlaceholderText(n["placeholder"])
    if "spin" in n:
        low, high, value, prefix, suffix, special = n["spin"]
        w.setRange(low, high)
        w.setValue(value)
        if prefix:
            w.setPrefix(prefix)
        if suffix:
            w.setSuffix(suffix)
        if special:
            w.setSpecialValueText(special)
    if "items" in n:
        w.addItems(n["items"])
        w.setCurrentIndex(n["current"])
    if "lineWidth" in n:
        w.setLineWidth(n["lineWidth"])
    if "tip" in n:
        w.setToolTip(n["tip"])
    if "acc" in n:
        w.setAccessibleName(n["acc"])
    if "ss" in n:
        w.setStyleSheet(n["ss"])
    if k == "QGroupBox":
        w.setTitle(n["title"])
    for kid in n.get("kids", ()):
        make(kid, w)
    if "lay" in n:
        layout(n["lay"], w)
    for kid in n.get("kids", ()):
        if "geom" in kid:
            BY_ID[kid["id"]].setGeometry(*kid["geom"])
    if k == "QMainWindow":
        w.setCentralWidget(make(n["central"]))
        bar = w.menuBar()
        for title in n["menus"]:
            bar.addMenu(title)
        if n["title"]:
            w.setWindowTitle(n["title"])
        w.resize(*n["size"])
    elif k == "QScrollArea":
        w.setWidgetResizable(n["resizable"])
        if "content" in n:
            w.setWidget(make(n["content"]))
    elif k == "QTabWidget":
        for text, page in n["tabs"]:
            w.addTab(make(page), text)
        w.setCurrentIndex(n["current"])
    elif k == "QStackedWidget":
        for page in n["pages"]:
            w.addWidget(make(page))
        w.setCurrentIndex(n["current"])
    if n.get("hidden"):
        w.setVisible(False)
    if n.get("disabled"):
        w.setEnabled(False)
    return w


def layout(s, parent=None):
    grid = s["k"] == "G"
    cls = {"V": QtWidgets.QVBoxLayout, "H": QtWidgets.QHBoxLayout, "G": QtWidgets.QGridLayout}[s["k"]]
    lay = cls(parent) if parent is not None else cls()
    lay.setContentsMargins(*s["m"])
    if "sp" in s:
        lay.setSpacing(s["sp"])
    if "hs" in s:
        lay.setHorizontalSpacing(s["hs"])
        lay.setVerticalSpacing(s["vs"])
    if "constraint" in s:
        lay.setProperty("sizeConstraint", s["constraint"])
    for it in s["items"]:
        what = it[0]
        if what == "w":
            if grid:
                lay.addWidget(BY_ID[it[1]], *it[4])
            else:
                lay.addWidget(BY_ID[it[1]], it[2])
        elif what == "l":
            if grid:
                lay.addLayout(layout(it[1]), *it[4])
            else:
                lay.addLayout(layout(it[1]), it[2])
        elif what == "stretch":
            lay.addStretch(it[1])
        elif what == "spacing":
            lay.addSpacing(it[1])
        else:
            _, w, h, hp, vp = it[:5]
            policies = getattr(QSizePolicy.Policy, hp), getattr(QSizePolicy.Policy, vp)
            lay.addSpacerItem(QSpacerItem(w, h, *policies))
    if grid:
        for i, v in enumerate(s["rs"]):
            if v:
                lay.setRowStretch(i, v)
        for i, v in enumerate(s["cs"]):
            if v:
                lay.setColumnStretch(i, v)
        for i, v in enumerate(s["rmin"]):
            if v:
                lay.setRowMinimumHeight(i, v)
        for i, v in enumerate(s["cmin"]):
            if v:
                lay.setColumnMinimumWidth(i, v)
    return lay


app = QApplication(sys.argv[:1])
QFontDatabase.addApplicationFont(SPEC["kanji"])
app.setFont(font(SPEC["app_font"]))
window = make(SPEC["window"])
for label, target in BUDDIES:
    label.setBuddy(BY_ID[target])
window.show()
if "--png" in sys.argv:
    for _ in range(5):
        app.processEvents()
    window.grab().save(sys.argv[sys.argv.index("--png") + 1])
    sys.exit(0)
sys.exit(app.exec())
"""
)


def _env(**extra: str) -> dict[str, str]:
    """bench_bundle's environment: offscreen, scale 1, a home and a tile cache of the run's own."""
    return bench_bundle._env(**extra)


def _check(name: str, cmd: list[str], **extra: str) -> str:
    """Run ``cmd`` once, to its end: its stderr; stop the benchmark if it failed."""
    code, stderr, _ = spawn(cmd, _env(**extra))
    if code != 0:
        raise SystemExit(f"{name} failed: {code}\n{stderr[-2000:]}")
    return stderr


def write_programs(folder: Path) -> dict[str, list[str]]:
    """Dump mjgui's window into ``folder``, write the floor and the hello world there: the commands."""
    python = sys.executable
    cmds = {
        "hello world": [python, str(folder / "hello.py")],
        "floor": [python, str(folder / "floor.py")],
        "mjgui on the hand": [python, "-m", "mjgui.app", *HAND],
    }
    (folder / "hello.py").write_text(HELLO, encoding="utf-8")
    # a first start fills the tile cache, so that the dumped start reads its tiles as the measured ones do
    _check("mjgui", cmds["mjgui on the hand"], MJGUI_TRACE_STARTUP="exit")
    dump = [python, str(Path(__file__).with_name("floor_dump.py")), str(folder), *HAND]
    _check("the dump of mjgui's window", dump)
    spec = json.loads((folder / "floor.json").read_text(encoding="utf-8"))
    spec_module = f"# written by benchmarks/bench_floor.py from floor.json\nSPEC = {spec!r}\n"
    (folder / "floor_spec.py").write_text(spec_module, encoding="utf-8")
    (folder / "floor.py").write_text(FLOOR, encoding="utf-8")
    _check("the floor", [*cmds["floor"], "--png", str(folder / "floor.png")])
    return cmds


def peak_memory(cmds: dict[str, list[str]], runs: int) -> dict[str, list[int]]:
    """{name: [peak resident set in bytes to its first frame]}: ``runs`` interleaved rounds after a
    warm-up round (page cache, bytecode, tile cache) that is not counted."""
    peaks: dict[str, list[int]] = {name: [] for name in cmds}
    for i in range(runs + 1):
        for name, cmd in cmds.items():
            code, stderr, peak = spawn(cmd, _env(MJGUI_TRACE_STARTUP="exit"))
            if code != 0:
                raise SystemExit(f"{name} failed: {code}\n{stderr[-2000:]}")
            first_frame_time(stderr, 0.0)  # stops the benchmark if it never reached its first frame
            if i:
                peaks[name].append(peak)
    return peaks


def report(memory: dict[str, float], counts: dict[str, int], runs: int) -> list[str]:
    """The table, the goals' lines and the split of mjgui's cost, as lines."""
    hello, floor, app = "hello world", "floor", "mjgui on the hand"
    lines = [
        f"the source tree, {sys.executable}; peak memory: median of {runs} interleaved starts"
        + ("; instructions: callgrind, to the first frame" if counts else ""),
        f"{'':20}{'instructions':>14}{'x hello':>9}{'peak memory':>14}{'x hello':>9}",
    ]
    for name in (hello, floor, app):
        instr = f"{counts[name] / 1e6:,.1f} M" if counts else "-"
        ratio = f"{counts[name] / counts[hello]:.3f}" if counts else "-"
        mib = memory[name] / 2**20
        lines.append(f"{name:20}{instr:>14}{ratio:>9}{mib:>10.2f} MiB{memory[name] / memory[hello]:>9.3f}")

    def verdict(name: str, value: float, limit: float) -> str:
        return f"{name} {'met' if value <= limit else 'MISSED'}"

    if counts:
        limit = START_GOAL * counts[hello]
        lines.append(
            f"goal: instructions <= {START_GOAL}x hello = {limit / 1e6:,.1f} M: "
            + verdict("floor", counts[floor], limit)
            + f" ({(counts[floor] - limit) / 1e6:+,.1f} M), "
            + verdict("mjgui", counts[app], limit)
            + f" ({(counts[app] - limit) / 1e6:+,.1f} M)"
        )
    limit = MEMORY_GOAL * memory[hello]
    lines.append(
        f"goal: peak memory <= {MEMORY_GOAL}x hello = {limit / 2**20:.2f} MiB: "
        + verdict("floor", memory[floor], limit)
        + f" ({(memory[floor] - limit) / 2**20:+.2f} MiB), "
        + verdict("mjgui", memory[app], limit)
        + f" ({(memory[app] - limit) / 2**20:+.2f} MiB)"
    )
    over_hello = memory[app] - memory[hello]
    own_mem = memory[app] - memory[floor]
    text = f"mjgui's own Python (mjgui - floor): {own_mem / 2**20:+.2f} MiB"
    text += f" ({own_mem / over_hello:.0%} of mjgui - hello)"
    if counts:
        own = counts[app] - counts[floor]
        text += f", {own / 1e6:+,.1f} M instructions ({own / (counts[app] - counts[hello]):.0%})"
    lines.append(text)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7, help="interleaved starts of each for the peak memory")
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions to the first frame (valgrind)"
    )
    parser.add_argument("--keep", type=Path, metavar="DIR", help="write the files into DIR and leave them")
    ns = parser.parse_args(argv)
    if ns.instructions and shutil.which("valgrind") is None:
        print("instructions: valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        ns.instructions = False

    with tempfile.TemporaryDirectory(prefix="mjgui-floor-") as tmp_name:
        folder = Path(tmp_name) if ns.keep is None else ns.keep.resolve()
        folder.mkdir(parents=True, exist_ok=True)
        bench_bundle.TILE_CACHE = folder / "tiles"  # and a home beside it (bench_bundle._env)
        os.chdir(ROOT)  # callgrind's runs start here too: `-m mjgui.app` takes the source tree's mjgui
        cmds = write_programs(folder)
        peaks = peak_memory(cmds, ns.runs)
        counts = count_instructions(cmds) if ns.instructions else {}
    memory = {name: statistics.median(values) for name, values in peaks.items()}
    print("\n".join(report(memory, counts, ns.runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The calculator's input panel settles when the window is resized with a hand of 29 tiles (and
a notation error) on the desk. The hand's two lines of tiles grow taller when the panel is
wider. At 1208x800 the panel was too tall for the window without the scroll bar and short
enough with it. So the scroll area took the bar away and put it back without end, inside the
same resize, and the process died of a stack overflow (a segfault). The window runs in a
process of its own, so that a crash fails this test instead of ending the test run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui.gui.util import nobreak

ROOT = Path(__file__).resolve().parents[2]

#: 29 tiles, then a "#": the error "Unexpected "#" at position 36..." under the field, and the
#: tiles typed before it still in the hand row
NOTATION = "777p1112345678999m123m456p789s1122z# note"

PROBE = r"""
import json, os, sys, tempfile
os.environ["MJGUI_DATA_DIR"] = tempfile.mkdtemp()
os.environ["MJGUI_TILE_CACHE"] = "off"
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
app = QApplication([])
from mjgui.controller.scoring.calculator import Controller
from mjgui.gui.appsetup import setup_application
from mjgui.gui.settings import Settings
from mjgui.gui.window import MainWindow
setup_application(app)
lang, settings, notation = sys.argv[1:4]
window = MainWindow(Controller(), Settings.at(settings), lang=lang)
window.resize(1280, 800)
window.show()
QTest.qWaitForWindowExposed(window)
window.finish_startup()
for typed in (notation.split("#")[0], notation):  # as typed: the hand stays, the error shows
    window.controller.set_notation(typed)
    app.processEvents()

def shown():
    area = window.input_scroll
    inner = area.widget()
    label = window.notation_error
    return {
        "error": label.full_text(),
        "line": label.text(),
        "spill": label.spill.text() if label.spill.isVisible() else None,
        "viewport": list(area.viewport().size().toTuple()),
        "panel": list(inner.size().toTuple()),
        "least": inner.minimumSizeHint().height(),
        "scroll": area.verticalScrollBar().maximum(),
        "tiles": len(window.hand_row.tile_buttons()),
    }

for width, height in [(1208, 794), (1208, 800)]:
    window.resize(width, height)
    app.processEvents()
first = shown()
QTest.qWait(300)
print("PROBE " + json.dumps({"first": first, "then": shown()}), flush=True)
"""


def probe(tmp_path: Path, lang: str) -> dict[str, dict[str, object]]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, lang, str(tmp_path / "s.ini"), NOTATION],
        cwd=ROOT,
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    line = next((x for x in done.stdout.splitlines() if x.startswith("PROBE ")), None)
    assert line is not None, done.stderr[-2000:]
    return json.loads(line[len("PROBE ") :])  # type: ignore[no-any-return]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_hand_and_its_error_survive_a_resize_and_settle(tmp_path: Path, lang: str) -> None:
    found = probe(tmp_path, lang)
    first, then = found["first"], found["then"]
    assert first == then  # settled: nothing changes once the resize is over
    assert first["tiles"] == 29
    error = first["error"]
    assert isinstance(error, str) and error.startswith("⚠") and "#" in error and "36" in error
    # the error read whole, as at any fixed size
    words = f"{first['line']} {first['spill']}" if first["spill"] else first["line"]
    assert words == nobreak(error) and "…" not in str(words)
    # the panel as wide as the area's view, and nothing of it out of reach
    viewport, panel = first["viewport"], first["panel"]
    assert isinstance(viewport, list) and isinstance(panel, list)
    assert panel[0] == viewport[0]
    assert isinstance(first["least"], int) and panel[1] >= first["least"]
    assert first["scroll"] == max(0, panel[1] - viewport[1])

"""Regular expressions needed only in a rare case are compiled when first needed, not when their
module is imported on the way to the window's first frame (each costs ~0.5 M instructions there):
a byte of an argument that was not UTF-8 in argparse's refusal (:mod:`mjgui.core.quietparser`),
the tracker slots' autosaves looked for after the first frame (:mod:`mjgui.gui.tracker.waiting`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: imports the modules with ``re``'s compiler watched, then uses each pattern once
PROBE = r"""
import json, re, sys
seen = []
compile_ = re._compile

def watched(pattern, flags):
    seen.append(str(pattern))
    return compile_(pattern, flags)

re._compile = watched
import mjgui.core.quietparser as quietparser
import mjgui.gui.tracker.waiting as waiting
at_import = list(seen)
shown = quietparser.shown_argparse("argument --lang: invalid choice: '\\udce9' (choose from 'en', 'ru')")
found = sorted(waiting.slot_games_in(__import__("pathlib").Path(sys.argv[1])))
print(json.dumps({"at_import": at_import, "later": seen[len(at_import):], "shown": shown, "found": found}))
"""


def test_rare_regexes_wait_for_their_first_use(tmp_path: Path) -> None:
    for name in ("autosave.mjgame", "autosave-3.mjgame", "previous.mjgame", "autosave.source"):
        (tmp_path / name).write_text("", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    repr_byte, slot = r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])", r"autosave(?:-[0-9]+)?\.mjgame"
    assert repr_byte not in out["at_import"] and slot not in out["at_import"]
    assert repr_byte in out["later"] and slot in out["later"]
    # and they still do their work: the byte shown as file names show it, the slots found by name
    assert out["shown"] == "argument --lang: invalid choice: '\\xe9' (choose from 'en', 'ru')"
    assert out["found"] == ["autosave-3.mjgame", "autosave.mjgame"]

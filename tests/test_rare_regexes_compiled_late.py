"""A regular expression needed only in a rare case is compiled when first needed, not when its
module is imported on the way to the window's first frame (~0.65 M instructions there): a byte of
an argument that was not UTF-8 in argparse's refusal (:mod:`mjgui.core.quietparser`)."""

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
at_import = list(seen)
shown = quietparser.shown_argparse("argument --lang: invalid choice: '\\udce9' (choose from 'en', 'ru')")
print(json.dumps({"at_import": at_import, "later": seen[len(at_import):], "shown": shown}))
"""


def test_a_rare_regex_waits_for_its_first_use() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    repr_byte = r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])"
    assert repr_byte not in out["at_import"]
    assert repr_byte in out["later"]
    # and it still does its work: the byte shown as file names show it
    assert out["shown"] == "argument --lang: invalid choice: '\\xe9' (choose from 'en', 'ru')"

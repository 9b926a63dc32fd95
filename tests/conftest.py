"""Test set-up: headless Qt for every test."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

# a desktop screen (1920 x 1200) rather than the offscreen platform's 800 x 800: windows open
# within the screen (mjgui.gui.fit), and the tests expect their usual sizes; tests of smaller
# screens start a process with a screen of their own (tests/gui/test_fit_screen.py)
SCREEN = Path(__file__).with_name("offscreen_screen.json")
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
os.environ.setdefault("QT_SCALE_FACTOR", "1")

# the player's own files are never touched: a window a test opens without a settings file of its
# own (or an app started as a process) reads and writes settings, autosaves and the student
# record in a folder of this run, and the tile cache in one kept between runs (it only holds
# pixels made from our own SVGs)
_RUN_HOME = Path(tempfile.mkdtemp(prefix="mjgui-tests-"))
atexit.register(shutil.rmtree, _RUN_HOME, ignore_errors=True)
os.environ["XDG_CONFIG_HOME"] = str(_RUN_HOME / "config")
os.environ["XDG_DATA_HOME"] = str(_RUN_HOME / "data")
_UID = getattr(os, "getuid", lambda: 0)()
os.environ["XDG_CACHE_HOME"] = str(Path(tempfile.gettempdir()) / f"mjgui-tests-cache-{_UID}")

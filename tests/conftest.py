"""Test set-up: headless Qt for every test."""

from __future__ import annotations

import os
from pathlib import Path

# a desktop screen (1920 x 1200) rather than the offscreen platform's 800 x 800: windows open
# within the screen (mjgui.gui.fit), and the tests expect their usual sizes; tests of smaller
# screens start a process with a screen of their own (tests/gui/test_fit_screen.py)
SCREEN = Path(__file__).with_name("offscreen_screen.json")
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
os.environ.setdefault("QT_SCALE_FACTOR", "1")

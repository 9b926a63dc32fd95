"""A finished game's record for the season tests (a club folder's conflict copies), and two sync
tools' names for a conflict copy of its record ``t.mjgame``."""

from __future__ import annotations

import os
from pathlib import Path

#: a finished game (East round only, five lines of play)
BASE = """# date 2026-11-20
rules seed east_only=on
players Aiko Boris Chen Dasha
ron Aiko from Boris mangan
ron Boris from Chen mangan
ron Chen from Dasha mangan
ron Dasha from Aiko mangan
ron Aiko from Boris haneman
"""
COPY = "t.sync-conflict-20261201-120000-ABCDEFG.mjgame"
OTHER_COPY = "t (Boris's conflicted copy 2026-12-01).mjgame"

#: the time the club's files are saved at (a date well after every record's)
AT = 1_790_000_000.0


def saved(path: Path, text: str, at: float = AT) -> Path:
    """``text`` written to ``path`` (its folder made), its modification time ``at``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    os.utime(path, (at, at))
    return path

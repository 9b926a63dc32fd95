"""A finished game's record for the season tests (a club folder's conflict copies), and two sync
tools' names for a conflict copy of its record ``t.mjgame``."""

from __future__ import annotations

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

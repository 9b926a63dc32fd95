"""The season chart of a long club season: the dates with their year when the season spans
two."""

from __future__ import annotations

from pathlib import Path

from mjgui.gui.club import ClubWindow
from tests.leaguegen import random_season


def _season(folder: Path, years: bool = False) -> Path:
    """tests/leaguegen.py's 24 games (six players, November 2026); with ``years`` the first
    eight a year earlier."""
    texts, _ = random_season(7, 24)
    for index, text in enumerate(texts):
        if years and index < 8:
            text = text.replace("# date 2026-", "# date 2025-", 1)
        (folder / f"g{index:02d}.mjgame").write_text(text, encoding="utf-8")
    return folder


def test_the_axis_writes_the_year_of_a_season_over_two_years(club: ClubWindow, tmp_path: Path) -> None:
    """The axis wrote 11-20 under both Novembers of the season; now each date has its year, in
    English and in Russian order."""
    club.controller.open_folder(_season(tmp_path, years=True))
    ticks = [text for _, text in club.chart.plot.drawing.x_ticks]
    assert ticks[0] == "2025-11-20" and ticks[-1].startswith("2026-11-")
    club.languages.set_language("ru")
    ticks = [text for _, text in club.chart.plot.drawing.x_ticks]
    assert ticks[0] == "20.11.2025" and ticks[-1].endswith(".11.2026")

"""The season chart's legend after a year of a club's drop-in players: 60 names of real length
at 1024x640 took 70 % of the chart and left its plot a strip; the entries stood in the order
the players first played, not the league table's."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

import tests.leaguegen as leaguegen
from mjgui.gui.charts import LEGEND_SHARE
from mjgui.gui.club import ClubWindow

FIRST = ("Alexander", "Takahiro", "Ekaterina", "Francesca", "Guillermo", "Hiroshi", "Valentina", "Maximilian")
LAST = ("Tanaka", "Yamamoto", "Petrova", "Rossi", "Fernandez", "Kowalski", "Nakamura", "Johansson")
NAMES = tuple(f"{first}_{last}" for first in FIRST for last in LAST)[:60]


def _season(root: Path) -> Path:
    players, spellings = leaguegen.PLAYERS, leaguegen.SPELLINGS
    leaguegen.PLAYERS, leaguegen.SPELLINGS = NAMES, {}
    try:
        rng, tally = random.Random(5), leaguegen.Tally()
        for i in range(150):
            text = leaguegen.random_game(rng, tally, 1 + i % 28)
            (root / f"g{i:03d}.mjgame").write_text(text, encoding="utf-8")
    finally:
        leaguegen.PLAYERS, leaguegen.SPELLINGS = players, spellings
    return root


def test_sixty_players_keep_the_legend_to_its_share_in_league_order(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    club.resize(1024, 640)
    club.open_folder(_season(tmp_path))
    club.show()
    qtbot.waitExposed(club)  # type: ignore[attr-defined]
    QApplication.processEvents()
    chart, legend = club.chart, club.chart.legend
    table = [row.name for row in club._view.rows]  # type: ignore[union-attr]
    assert len(table) >= 50
    # the legend reads as the table: its entries, and the chart's lines, in league order
    assert [entry.accessibleName() for entry in legend.entries] == table
    row = max(entry.height() for entry in legend.entries)
    assert legend.height() <= LEGEND_SHARE * chart.height() + row
    assert chart.plot.height() >= 120
    assert legend.scroll_bar.isVisible()  # the rest of the entries scrolled to
    inside = legend.rect()
    assert not inside.contains(legend.entries[-1].geometry())
    # the wheel over the legend scrolls it
    start = legend.scroll_bar.value()
    at = QPointF(legend.width() / 2, legend.height() / 2)
    wheel = QWheelEvent(
        at,
        legend.mapToGlobal(at),
        QPoint(),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(legend, wheel)
    assert legend.scroll_bar.value() > start
    # the last player of the table chosen: their entry brought into sight
    club.table.selectRow(len(table) - 1)
    qtbot.waitUntil(lambda: club.controller.selected is not None)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert inside.contains(legend.entries[-1].geometry())
    assert "<b>" in legend.entries[-1].text()

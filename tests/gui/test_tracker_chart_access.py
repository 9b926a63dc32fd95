"""The tracker's points chart without its colours: each player's line has a point shape and a
dash pattern of its own (in the legend's sample too), in both themes; and the plot is a Tab stop
a screen reader reads, named, its lines said in words by the controller, in the current language.

Before, the lines differed by colour alone (the legend's sample "━●━" was the same for every
player), and the plot had no name, no description and no Tab stop."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from test_tracker_support import activate

from mjgui.core.numbers import number
from mjgui.gui.appsetup import apply_theme
from mjgui.gui.charts import LegendEntry, LineChart
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.window import TrackerWindow
from tests.test_league import HAND_WRITTEN

# by hand (tests/test_league.py, tests/gui/test_tracker_chart.py): start, end, lowest, highest
WANT = {
    "Aiko": (30000, 23100, 18100, 30000),
    "Borya": (30000, 18900, 16900, 33900),
    "Chen": (30000, 14300, 12000, 30000),
    "Dasha": (30000, 63700, 30000, 66000),
}


@pytest.fixture
def themed() -> Iterator[QApplication]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield app
    apply_theme(app, "system")


def _tracker(qtbot: object, tmp_path: Path, lang: str = "en") -> TrackerWindow:
    record = tmp_path / "game.mjgame"
    record.write_text(HAND_WRITTEN, encoding="utf-8")
    settings = Settings.at(str(tmp_path / "s.ini"))
    window = TrackerWindow(data_dir=tmp_path / "data", settings=settings, lang=lang)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    assert window.open_file(record)
    assert window.points_chart is not None and window.points_chart.isVisible()
    return window


def _sample_mask(entry: LegendEntry) -> list[bool]:
    """Which pixels of the entry's painted sample are not its background: its shape alone."""
    image = entry.grab(QRect(0, 0, LegendEntry.SAMPLE_PX, entry.height())).toImage()
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    ground = image.pixel(0, 0)
    return [image.pixel(x, y) != ground for y in range(image.height()) for x in range(image.width())]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_each_line_has_its_own_shape_and_dashes(qtbot, tmp_path: Path, themed, theme: str) -> None:
    apply_theme(themed, theme)
    chart: LineChart = _tracker(qtbot, tmp_path).points_chart  # type: ignore[assignment]
    QApplication.processEvents()
    series = chart.plot.drawing.series
    assert len(series) == 4
    assert len({s.marker for s in series}) == 4 and len({s.dash for s in series}) == 4
    entries = chart.legend.entries
    # the legend's sample is the line's look, name by name
    for entry, line in zip(entries, series, strict=True):
        assert entry.accessibleName() == line.name
        assert (entry.marker, entry.dash) == (line.marker, line.dash)
        assert entry.color == line.color
    # as painted: no two samples have the same shape (their colours aside)
    masks = [_sample_mask(entry) for entry in entries]
    assert all(any(mask) for mask in masks)
    assert all(a != b for a, b in combinations(masks, 2))


def _said(lang: str, end: str, player: str) -> str:
    keys = ("s", "n", "lo", "hi")
    players = "; ".join(
        player.format(name=name, **{k: number(v, lang) for k, v in zip(keys, nums, strict=True)})
        for name, nums in WANT.items()
    )
    return end.format(players=players)


def test_the_plot_is_a_tab_stop_read_in_words(qtbot, tmp_path: Path) -> None:
    window = _tracker(qtbot, tmp_path)
    activate(window, qtbot)
    plot = window.points_chart.plot  # type: ignore[union-attr]
    assert plot.accessibleName() == "Points chart"
    assert plot.accessibleDescription() == _said(
        "en",
        "Each player's points hand by hand, from the start of the game to its end: {players}.",
        "{name} from {s} to {n}, lowest {lo}, highest {hi}",
    )
    # Tab reaches it after the history (where it stands), and goes on from it
    window.history.setFocus(Qt.FocusReason.TabFocusReason)
    seen = []
    for _ in range(10):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
        if seen[-1] is plot:
            break
    assert seen[-1] is plot, [w.objectName() for w in seen]
    qtbot.keyClick(plot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not plot
    # a live language switch words it again
    window.languages.set_language("ru")
    QApplication.processEvents()
    assert plot.accessibleName() == "График очков"
    assert plot.accessibleDescription() == _said(
        "ru",
        "Очки каждого игрока по раздачам, от начала игры до её конца: {players}.",
        "{name}: с {s} до {n}, минимум {lo}, максимум {hi}",  # not «меньше всего» ("least of all")
    )


def test_a_game_going_on_is_said_up_to_now(qtbot, tmp_path: Path) -> None:
    window = _tracker(qtbot, tmp_path)
    assert window.controller.delete_line(len(HAND_WRITTEN.splitlines()))  # the last hand gone
    said = window.points_chart.plot.accessibleDescription()  # type: ignore[union-attr]
    assert said.startswith("Each player's points hand by hand, from the start of the game to now: Aiko from ")
    assert f"Chen from {number(30000, 'en')} to {number(12000, 'en')}," in said
    # in Russian, up to the hand it has reached (not «до сих пор», "still")
    window.languages.set_language("ru")
    QApplication.processEvents()
    said = window.points_chart.plot.accessibleDescription()  # type: ignore[union-attr]
    assert said.startswith("Очки каждого игрока по раздачам, от начала игры до текущей раздачи: Aiko: с ")
    assert f"Chen: с {number(30000, 'ru')} до {number(12000, 'ru')}, минимум " in said

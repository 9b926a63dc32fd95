"""The history's record line at the end of a game, at 1024 x 640: who dealt in stays readable.

A double ron ended a Tenhou game; the final results took the room under the table and the record
line's column was cut in its middle, which is where a ron names who dealt in: «ron Aiko fr…sha
haneman», «also ron B…sha mangan». A cut line keeps every player it names now: the words after
the last name are cut, or those between two names."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle
from test_tracker_support import TrackerPlayer

from mjgui.gui.tracker.history import COL_LINE, cut_line

DOUBLE_RON_END = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\n"
    "ron Aiko from Dasha haneman\nalso ron Boris from Dasha mangan\n"
)
RUSSIAN_NAMES = (
    "rules tenhou\nplayers Алёна Борис Чэнь Дарья\n"
    "ron Алёна from Дарья haneman\nalso ron Борис from Дарья mangan\n"
)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024", "1280"])
@pytest.mark.parametrize("record", [DOUBLE_RON_END, RUSSIAN_NAMES], ids=["latin", "cyrillic"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_cut_ron_line_still_names_who_dealt_in(
    tracker_on_record: object, lang: str, record: str, size: tuple[int, int]
) -> None:
    player: TrackerPlayer = tracker_on_record(lang, record)  # type: ignore[operator]
    window = player.window
    window.resize(*size)
    for _ in range(4):
        QApplication.processEvents()
    assert (window.width(), window.height()) == size
    assert window.final.isVisible()  # the game's end: the final results under the table
    history = window.history
    assert not history.isColumnHidden(COL_LINE)
    names = history.names()
    rons = [row for row in range(history.rowCount()) if " from " in history.rows()[row].text]
    assert len(rons) == 2
    room = history.columnWidth(COL_LINE) - history._line_pad
    metrics = history.fontMetrics()
    for row in rons:
        line = history.rows()[row].text
        shown = history.line_shown(row)
        assert metrics.horizontalAdvance(shown) <= room, shown
        words = line.split()
        winner, discarder = words[words.index("from") - 1], words[words.index("from") + 1]
        assert discarder in names and winner in names
        # the winner and who dealt in, whole, in the order the line says them
        assert shown.startswith(line.split(winner)[0] + winner), shown
        assert discarder in shown.split(winner, 1)[1], shown
        if shown != line:
            assert line in history.item(row, COL_LINE).toolTip()  # type: ignore[union-attr]


class _DrawnCells(QProxyStyle):
    """The style's own drawing, noting each item cell's text and elide mode as it is drawn."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[str, Qt.TextElideMode]] = []

    def drawControl(self, element: Any, option: Any, painter: Any, widget: Any = None) -> None:
        if element == QStyle.ControlElement.CE_ItemViewItem:
            self.cells.append((option.text, option.textElideMode))
        super().drawControl(element, option, painter, widget)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_cut_line_is_drawn_as_cut_not_cut_again_by_qt(tracker_on_record: object, lang: str) -> None:
    """Qt cuts a drawn cell's text again where it measures it a fraction of a pixel wider than
    the whole pixels cut_line counted («ron Aiko fro…asha haneman»): the cell is drawn with the
    delegate's text and no eliding of Qt's own."""
    player: TrackerPlayer = tracker_on_record(lang, DOUBLE_RON_END)  # type: ignore[operator]
    window = player.window
    window.resize(1024, 640)
    for _ in range(4):
        QApplication.processEvents()
    history = window.history
    style = _DrawnCells()
    history.setStyle(style)
    history.viewport().grab()
    for row in range(history.rowCount()):
        shown = history.line_shown(row)
        drawn = [mode for text, mode in style.cells if text == shown]
        assert drawn and set(drawn) == {Qt.TextElideMode.ElideNone}, (shown, style.cells)


def test_a_cut_line_keeps_the_names_and_cuts_the_other_words() -> None:
    app = QApplication.instance()
    assert app is not None
    metrics = QFontMetrics(QApplication.font())
    names = ("Aiko", "Boris", "Chen", "Dasha")

    def at(text: str, less: int) -> str:
        return cut_line(metrics, text, metrics.horizontalAdvance(text) - less, names)

    assert at("ron Aiko from Dasha haneman", 0) == "ron Aiko from Dasha haneman"
    assert at("ron Aiko from Dasha haneman", 10).startswith("ron Aiko from Dasha ha")
    also = "also ron Boris from Dasha mangan"
    for shown in ("also ron Boris from Dasha…", "also ron Boris … Dasha…"):
        assert cut_line(metrics, also, metrics.horizontalAdvance(shown), names) == shown
    shown = at("tsumo Boris yakuman 2 pao Chen daisangen", 30)
    assert shown.startswith("tsumo Boris ") and shown.endswith("pao Chen daisangen") and "…" in shown

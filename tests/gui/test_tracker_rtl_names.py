"""A player's name written right to left (Hebrew, Arabic) is one word of the tracker's lines: the
history's record lines and lines in words, the line pane under it, the "what each player needs"
panel and the chart's tooltips keep their left-to-right order around it. Not isolated for the
bidirectional algorithm, "ron Chen from דשה 3 40" showed as "ron Chen from 40 3 דשה" (40 han 3
fu), and the needs panel laid a line that starts with the name out right to left."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument, QTextLayout
from PySide6.QtWidgets import QApplication, QToolTip, QWidget
from test_tracker_support import TrackerPlayer

from mjgui.gui.short_names import FSI, LRM, PDI, isolate_names, without_isolates
from mjgui.gui.tracker.history import COL_WORDS
from mjgui.gui.util import as_typed, nobreak

NAME = "דשה"
ISOLATED = FSI + NAME + PDI
RECORD = (
    f"rules seed\nplayers Aiko Boris Chen {NAME}\nron Chen from {NAME} 3 40\nriichi {NAME}\n"
    f"tsumo {NAME} 2 30\nron Aiko from {NAME} 1 30 # note\n"
)


def _x(text: str, part: str, widget: QWidget) -> float:
    """Where ``part`` of ``text`` is drawn on a line laid out as Qt lays a label's out."""
    layout = QTextLayout(text, widget.font())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(4000)
    layout.endLayout()
    return float(line.cursorToX(text.index(part))[0])


def _left_to_right(text: str, first: str, then: str, widget: QWidget) -> bool:
    return _x(text, first, widget) < _x(text, then, widget)


def test_the_history_keeps_its_order_around_the_name(
    tracker_on_record: Callable[[str, str], TrackerPlayer],
) -> None:
    player = tracker_on_record("en", RECORD)
    history = player.window.history
    assert player.history()[2] == f"ron Chen from {NAME} 3 40"  # the record's text as written
    shown = history.line_shown(2)
    assert shown == f"ron Chen from {ISOLATED} 3 40"
    assert _left_to_right(shown, " 3 ", "40", history)  # 3 han, then 40 fu
    assert _left_to_right(shown, "from", NAME, history)
    assert history.line_shown(4) == f"tsumo {ISOLATED} 2 30"
    words = history.item(2, COL_WORDS)
    assert words is not None and words.text() == f"Chen ron from {ISOLATED}: 3 han 40 fu"
    assert _left_to_right(words.text(), "3 han", "40 fu", history)
    cell = history.item(5, 0)
    assert cell is not None
    at = history.visualItemRect(cell).center()
    player.qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=at)  # type: ignore[attr-defined]
    assert history.current_line() == 6
    detail = history.detail.text().replace("\xa0", " ")
    assert f"Aiko ron from {ISOLATED}: 1 han 30 fu" in detail
    assert _left_to_right(detail, "1 han", "30 fu", history)
    assert _left_to_right(detail, "#6", "Aiko", history)


def test_the_needs_panel_lines_read_left_to_right(
    tracker_on_record: Callable[[str, str], TrackerPlayer],
) -> None:
    player = tracker_on_record("en", RECORD)
    needs = player.window.needs
    texts = needs.texts()
    assert texts[-1].startswith(f"{NAME}: ")  # as a player reads it, without the marks
    shown = [label for label in needs.lines if label.isVisible()]
    assert shown[-1].text().startswith(f"<b>{LRM}{ISOLATED}</b>: ")
    document = QTextDocument()
    document.setHtml(shown[-1].text())
    assert document.firstBlock().textDirection() == Qt.LayoutDirection.LeftToRight
    assert shown[0].text().startswith("<b>Aiko</b>: ")  # a Latin name is left as it is


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
def test_the_chart_tooltip_keeps_its_order(
    tracker_on_record: Callable[[str, str], TrackerPlayer],
) -> None:
    player = tracker_on_record("en", RECORD)
    chart = player.window.points_chart
    assert chart is not None
    plot = chart.plot
    x, y = next(line for line in plot.drawing.series if line.name == NAME).points[-1]
    at = QPoint(round(x), round(y))
    QApplication.sendEvent(plot, QHelpEvent(QHelpEvent.Type.ToolTip, at, plot.mapToGlobal(at)))
    tip = QToolTip.text()
    assert ISOLATED in tip
    assert tip.startswith(LRM + ISOLATED)
    QToolTip.hideText()


def test_names_in_other_scripts_are_left_as_they_are() -> None:
    names = ("Aiko", "Борис", "陳", NAME)
    assert isolate_names("ron 陳 from Борис 3 40", names) == "ron 陳 from Борис 3 40"
    assert isolate_names(f"draw tenpai {NAME},Aiko", names) == f"draw tenpai {ISOLATED},Aiko"
    assert isolate_names(f"{NAME}: 1000 from Aiko", names) == f"{LRM}{ISOLATED}: 1000 from Aiko"
    assert (
        isolate_names(f"ron Aiko from {NAME}x 3 40", names) == f"ron Aiko from {NAME}x 3 40"
    )  # another word


def test_a_line_copied_from_the_line_pane_is_the_line_as_typed(
    tracker_on_record: Callable[[str, str], TrackerPlayer],
) -> None:
    """The line pane shows the record line (when the table cut it) with the name isolated; a
    player who selects it there, copies it and pastes it as a new line gets it added. Copied
    with the isolates, the record refused it for a character (U+2068) nobody could see."""
    player = tracker_on_record("en", RECORD)
    history = player.window.history
    detail = history.detail
    line = f"ron Chen from {NAME} 3 40"
    detail.show_row(history.rows()[2], with_line=True, names=history.names())
    shown = detail.text()
    assert f"ron Chen from {ISOLATED} 3 40" in shown  # the display keeps its isolates
    board = QApplication.clipboard()
    for start, length in ((shown.index("ron Chen"), len(line) + 2), (0, len(shown))):
        detail.setSelection(start, length)
        player.qtbot.keyClick(detail, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
        assert FSI not in board.text() and PDI not in board.text() and LRM not in board.text()
    assert board.text().startswith("#3 · ") and line in board.text()  # all of it, as typed
    detail.setSelection(shown.index("ron Chen"), len(line) + 2)
    player.qtbot.keyClick(detail, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert board.text() == line
    raw = player.find("raw-line")
    raw.setFocus()
    player.qtbot.keyClick(raw, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    player.click("raw-add")
    assert player.history()[-1] == line
    assert not history.rows()[-1].error


def test_what_the_display_changed_is_undone_for_a_copy() -> None:
    line = f"ron Анна-Мария from {NAME} 1 30 x"
    shown = nobreak(isolate_names(line, ("Анна-Мария", NAME)))
    assert shown != line
    assert as_typed(without_isolates(shown)) == line

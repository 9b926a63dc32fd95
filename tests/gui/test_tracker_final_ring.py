"""The final results show that they have the keyboard's focus, in both themes: the ring of the
lists that scroll stands around the table (3:1 on the window at least).

Before, the focus landed on the table at the game's end with nothing to see but Qt's frame
round its current cell: #35485d on the dark theme's row (about 1.6:1), #afc2ce on white (about
1.8:1)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QWidget
from test_tracker_support import activate, show_tracker, write

from mjgui.gui.appsetup import apply_theme
from mjgui.gui.theme import FOCUS_CONTRAST, contrast, focus_color
from tests.util import HANCHAN


@pytest.fixture
def themed() -> Iterator[QApplication]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield app
    apply_theme(app, "system")


def ring_pixels(widget: QWidget, around: int = 0) -> int:
    """The pixels in the focus ring's colour on and ``around`` pixels about ``widget``, as the
    window paints them."""
    QApplication.processEvents()
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()).adjusted(-around, -around, around, around)
    image = window.grab(rect).toImage()
    ring = focus_color(widget.palette()).rgb() & 0xFFFFFF
    return sum(
        1 for y in range(image.height()) for x in range(image.width()) if image.pixel(x, y) & 0xFFFFFF == ring
    )


@pytest.mark.parametrize("theme", ["light", "dark", "system"])
def test_the_final_results_show_the_focus(qtbot, tmp_path: Path, themed: QApplication, theme: str) -> None:
    apply_theme(themed, theme)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    window = shown.window
    activate(window, qtbot)
    assert window.open_file(write(tmp_path / "done.mjgame", HANCHAN))
    QApplication.processEvents()
    table = window.final.table
    assert window.final.isVisible() and QApplication.focusWidget() is table  # the game has ended
    assert table.focus_shown()
    ring = ring_pixels(table, around=3) - ring_pixels(table)  # around the table, not over its text
    assert ring >= 2 * (table.width() + table.height()), (ring, table.size())
    face = focus_color(table.palette())
    window_colour = window.palette().color(QPalette.ColorRole.Window)
    assert contrast(face, window_colour) >= FOCUS_CONTRAST, (face.name(), window_colour.name())
    # the arrow keys still read the cells; the ring stays
    table.setCurrentCell(0, 1)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert (table.currentRow(), table.currentColumn()) == (1, 1) and table.focus_shown()
    # gone with the focus, back by Shift+Tab; none after a click, which needs no telling
    window.undo_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert not table.focus_shown()
    assert ring_pixels(table, around=3) - ring_pixels(table) < ring / 4
    table.setFocus(Qt.FocusReason.BacktabFocusReason)
    assert table.focus_shown()
    window.undo_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert table.hasFocus() and not table.focus_shown()

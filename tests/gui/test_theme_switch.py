"""A theme switched while a window is open colours every text as a start in that theme does.

The calculator drew its view again when its own palette changed, which Qt does before the
window's children take the new palette: the payment cards kept the old theme's colours (the
payer's "−2900" in the light theme's brown on the dark window, 2.2:1). The tracker's centre
panel kept its grey lines in the colour of the theme it was opened in."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget, QWidget

from mjgui.gui.appsetup import apply_theme
from mjgui.gui.theme import contrast, css, tone_color

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


@pytest.fixture
def app() -> Iterator[QApplication]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield app
    apply_theme(app, "system")


def settle() -> None:
    """Deliver what the switch set going (the palette reaches the widgets, then the redraw)."""
    for _ in range(3):
        QApplication.processEvents()


def colours(root: QWidget) -> dict[str, tuple[str, str, str]]:
    """Each shown, named label's text colour, style sheet and text (rich text carries its
    spans' colours)."""
    out = {}
    for label in root.findChildren(QLabel):
        if label.objectName() and label.isVisible() and label.text():
            colour = label.palette().color(QPalette.ColorRole.WindowText).name()
            out[label.objectName()] = (colour, label.styleSheet(), label.text())
    return out


def test_the_calculator_takes_the_new_theme_from_the_menu(
    app: QApplication, make_window: Callable[..., QWidget], qtbot: object
) -> None:
    from conftest import Player

    apply_theme(app, "dark")
    fresh = Player(qtbot, make_window())
    fresh.click_tiles("234m567p3467888s5s")
    expected = colours(fresh.window)
    fresh.window.close()

    apply_theme(app, "light")
    player = Player(qtbot, make_window())
    player.click_tiles("234m567p3467888s5s")
    light = colours(player.window)
    assert light["amount-S"] != expected["amount-S"]  # the themes colour the payer apart

    player.window.findChild(QAction, "theme-dark").trigger()
    settle()
    assert colours(player.window) == expected

    player.window.findChild(QAction, "theme-light").trigger()
    settle()
    assert colours(player.window) == light


def test_the_tracker_table_takes_the_new_theme(
    app: QApplication, tracker_on_record: Callable[..., object], tmp_path: Path
) -> None:
    apply_theme(app, "dark")
    fresh = tracker_on_record("en", GAME)
    expected = colours(fresh.window.table)  # type: ignore[attr-defined]
    fresh.window.close()  # type: ignore[attr-defined]

    apply_theme(app, "light")
    shown = tracker_on_record("en", GAME)
    table = shown.window.table  # type: ignore[attr-defined]
    assert colours(table)["center-last"] != expected["center-last"]
    apply_theme(app, "dark")
    settle()
    assert colours(table) == expected


def final_cells(table: QTableWidget) -> list[tuple[str, float]]:
    """Each Final cell's text and its colour's contrast with the cell's background as drawn."""
    image = table.viewport().grab().toImage()
    column = table.columnCount() - 1
    out = []
    for row in range(table.rowCount()):
        rect = table.visualRect(table.model().index(row, column))
        ground = QColor(image.pixel(rect.left() + 2, rect.top() + 2))
        item = table.item(row, column)
        out.append((item.text(), contrast(item.foreground().color(), ground)))
    return out


@pytest.mark.parametrize(("first", "then"), [("light", "dark"), ("dark", "light")])
def test_the_final_results_take_the_new_theme(
    app: QApplication, tracker_on_record: Callable[..., object], first: str, then: str
) -> None:
    """The Final results table's style sheet (its padding) froze the palette it was first
    drawn in: after light → dark its white stayed, under the dark theme's light totals (2.1:1);
    after dark → light, the near-black under dark red (1.8:1)."""
    from tests.util import HANCHAN

    apply_theme(app, first)
    shown = tracker_on_record("en", HANCHAN)
    window = shown.window  # type: ignore[attr-defined]
    settle()
    assert window.findChild(QTableWidget, "final-table").isVisible()
    apply_theme(app, then)
    settle()
    base = app.palette().color(QPalette.ColorRole.Base)
    for big, name in ((False, "final-table"), (True, "big-final-table")):  # the large-text view's too
        window.set_big(big)
        settle()
        table = window.findChild(QTableWidget, name)
        assert table.isVisible()
        assert table.palette().color(QPalette.ColorRole.Base) == base, table.objectName()
        cells = final_cells(table)
        assert [text for text, _ in cells] == ["+23", "+12", "−6", "−29"]
        assert all(ratio >= 4.5 for _, ratio in cells), (table.objectName(), cells)


def drawn(widget: QWidget) -> set[str]:
    """Every colour a widget draws."""
    image = widget.grab().toImage()
    return {QColor(image.pixel(x, y)).name() for x in range(image.width()) for y in range(image.height())}


def test_an_error_notice_takes_the_new_theme(
    app: QApplication, tracker_on_record: Callable[..., object]
) -> None:
    """The tracker's notice bar coloured an error's ⚠ in its rich text once: after light →
    dark it stayed the light theme's dark red on the dark window."""
    apply_theme(app, "light")
    shown = tracker_on_record("en", GAME)
    notice = shown.window.notice  # type: ignore[attr-defined]
    notice.show_message(lambda: "The record could not be read.", "error")
    settle()
    for theme in ("dark", "light"):
        apply_theme(app, theme)
        settle()
        red = tone_color(app.palette(), "error")
        assert notice.text.text().startswith(f'<span style="color:{css(red)}">⚠ </span>')
        assert contrast(red, notice.palette().color(QPalette.ColorRole.Window)) >= 4.5


def test_a_furiten_wait_takes_the_new_theme(app: QApplication, player: object) -> None:
    """The waits table coloured a furiten wait's ron once: the same view drawn again after a
    switch kept the light theme's brown on the dark rows (2.4:1)."""
    from mjgui.gui.tables import WaitsTable

    apply_theme(app, "light")
    settle()
    player.type("234m567p3467888s")  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    player.click("discards-mode")  # type: ignore[attr-defined]
    player.click_tiles("5s")  # type: ignore[attr-defined]
    table = player.find("waits", WaitsTable)  # type: ignore[attr-defined]
    assert table.topLevelItem(1).text(2).startswith("furiten")
    for theme in ("dark", "light"):
        apply_theme(app, theme)
        settle()
        colour = table.topLevelItem(1).foreground(2).color()
        assert colour == tone_color(app.palette(), "nowin")
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
            assert contrast(colour, table.palette().color(role)) >= 4.5


def test_a_notation_error_takes_the_new_theme(app: QApplication, make_window: Callable[..., QWidget]) -> None:
    """The notation field's wrong letters were coloured once, when the error came: after light →
    dark they stayed the light theme's dark red (#8f1511) on the dark field."""
    window = make_window("en")
    apply_theme(app, "light")
    settle()
    window.controller.set_notation("234m5x6p")  # type: ignore[attr-defined]
    settle()
    edit = window.notation  # type: ignore[attr-defined]
    light = css(tone_color(app.palette(), "error"))
    assert light in drawn(edit)
    apply_theme(app, "dark")
    settle()
    red = tone_color(app.palette(), "error")
    colours = drawn(edit)
    assert css(red) in colours and light not in colours
    assert contrast(red, edit.palette().color(QPalette.ColorRole.Base)) >= 4.5


def test_the_score_tables_lit_cell_takes_the_new_theme(app: QApplication, player: object) -> None:
    """The score table lit this hand's cell in the palette's highlight once: the same view
    after a switch kept the old theme's highlight in the new theme's table."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTabWidget

    from mjgui.gui.theme import highlight_colors

    apply_theme(app, "light")
    settle()
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    tabs = player.find("details", QTabWidget)  # type: ignore[attr-defined]
    bar = tabs.tabBar()
    player.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())  # type: ignore[attr-defined]
    table = player.window.score_table  # type: ignore[attr-defined]
    assert table.isVisible() and table.lit_cell is not None
    for theme in ("dark", "light"):
        apply_theme(app, theme)
        settle()
        item = table.item(*table.lit_cell)
        face, text = highlight_colors(app.palette())
        assert (item.background().color(), item.foreground().color()) == (face, text)
        assert contrast(item.foreground().color(), item.background().color()) >= 4.5

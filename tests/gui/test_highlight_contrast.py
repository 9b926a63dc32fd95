"""Text on the highlight reads in both themes: a selected row of the tracker's history, the
club's table and the log window's list (its current cell too, which Fusion paints a little
lighter), a menu's item, selected text, and the dealer's badge on the tracker's seat cards.

Before, white stood 3.4:1 on the dark theme's highlight #3d8ee0 (the log's current cell
2.9:1) and 3.7:1 on the light theme's #308cc6: under the app's 4.6:1 for text. The default
"system" theme kept Qt's own palette (Fusion's on Linux: the same #308cc6 under white, the log's
current cell 3.3:1), while the dealer's badge was made readable: two blues in one window. The
ratios are worked out from the palette's colours (and the badge's style sheet), as Qt paints them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel
from test_tracker_support import show_tracker, write

from mjgui.gui.appsetup import apply_theme
from mjgui.gui.theme import CURRENT_TINT, TEXT_CONTRAST, blend, contrast, highlight_colors, is_dark

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""
WHITE = QColor(255, 255, 255)


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield app
    apply_theme(app, "system")


@pytest.mark.parametrize("theme", ["dark", "light", "system"])
def test_the_palettes_highlighted_text_reads(themed: QApplication, theme: str) -> None:
    apply_theme(themed, theme)
    palette = themed.palette()
    roles, groups = QPalette.ColorRole, QPalette.ColorGroup
    for group in (groups.Active, groups.Inactive):
        face, text = palette.color(group, roles.Highlight), palette.color(group, roles.HighlightedText)
        assert contrast(face, text) >= TEXT_CONTRAST, (theme, face.name(), text.name())
        current = blend(face, WHITE, CURRENT_TINT)  # the current cell of a selected row
        assert contrast(current, text) >= TEXT_CONTRAST, (theme, current.name(), text.name())
    # dark: dark text on a lighter blue; light: white on a darker one (as a chosen button)
    assert (palette.color(roles.HighlightedText).lightness() < 128) == is_dark(palette)
    # still a blue that stands out from the rows
    assert palette.color(roles.Highlight).hue() == pytest.approx(QColor(0x30, 0x8C, 0xC6).hue(), abs=12)
    assert contrast(palette.color(roles.Highlight), palette.color(roles.Base)) >= 3.0


def _css_colors(style: str) -> tuple[QColor, QColor]:
    face = re.search(r"background: (#[0-9a-fA-F]{6})", style)
    text = re.search(r"(?<![-\w])color: (#[0-9a-fA-F]{6})", style)
    assert face is not None and text is not None, style
    return QColor(face.group(1)), QColor(text.group(1))


@pytest.mark.parametrize("theme", ["dark", "light", "system"])
def test_the_dealer_badge_reads(qtbot, tmp_path: Path, themed: QApplication, theme: str) -> None:
    apply_theme(themed, theme)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    assert shown.window.open_file(write(tmp_path / "g.mjgame", GAME))
    QApplication.processEvents()
    badges = [b for b in shown.window.table.findChildren(QLabel) if b.objectName().endswith("-dealer")]
    shown_badges = [b for b in badges if b.isVisible()]
    assert len(shown_badges) == 1
    face, text = _css_colors(shown_badges[0].styleSheet())
    assert contrast(face, text) >= TEXT_CONTRAST, (theme, face.name(), text.name())
    card = shown_badges[0].parentWidget()  # (the badge's own palette is its style sheet's)
    assert (face.rgb(), text.rgb()) == tuple(c.rgb() for c in highlight_colors(card.palette()))
    # the badge's blue is the selected rows' and the menus' (one blue in the window)
    palette = themed.palette()
    assert face.rgb() == palette.color(QPalette.ColorRole.Highlight).rgb(), theme
    assert text.rgb() == palette.color(QPalette.ColorRole.HighlightedText).rgb(), theme


def test_a_system_palette_that_reads_is_left_alone(themed: QApplication) -> None:
    """A desktop's highlight that its text already reads on keeps its own colours: here a
    yellow under black on a light window (the light theme's correction would have made it a
    brown under white)."""
    palette = QPalette(themed.palette())
    roles = QPalette.ColorRole
    palette.setColor(roles.Window, QColor("#f4f4f4"))
    palette.setColor(roles.Highlight, QColor("#ffd75e"))
    palette.setColor(roles.HighlightedText, QColor("#000000"))
    face, text = highlight_colors(palette)
    assert (face.name(), text.name()) == ("#ffd75e", "#000000")
    # one that misses is changed: the same yellow under white
    palette.setColor(roles.HighlightedText, WHITE)
    face, text = highlight_colors(palette)
    assert contrast(face, text) >= TEXT_CONTRAST and face.name() != "#ffd75e"


def test_the_system_palette_is_made_again_when_the_desktop_changes(themed: QApplication) -> None:
    """The corrected highlight is the application's own, which Qt keeps when the desktop turns
    dark or light: under "system" the palette is made again then, from the desktop's new one.
    (Offscreen, the desktop cannot change: a stale highlight stands for the old one's.)"""
    from PySide6.QtCore import Qt

    roles = QPalette.ColorRole
    hints = QGuiApplication.styleHints()
    for theme in ("system", "dark"):
        apply_theme(themed, theme)
        wanted = themed.palette().color(roles.Highlight).name()
        stale = QPalette(themed.palette())
        stale.setColor(roles.Highlight, QColor("#308cc6"))
        themed.setPalette(stale)
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        for _ in range(3):
            QApplication.processEvents()
        got = themed.palette().color(roles.Highlight).name()
        # a forced theme is the app's own: the desktop's change is nothing to it
        assert got == (wanted if theme == "system" else "#308cc6"), theme


AKOCHAN = Path(__file__).parent.parent / "data" / "logs" / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"


@pytest.mark.parametrize("theme", ["dark", "light", "system"])
def test_every_cell_of_the_log_windows_chosen_row_reads_its_current_cell_too(
    make_window, qtbot, themed: QApplication, theme: str
) -> None:
    """The chosen row's current cell (the hand, "E1-1") was drawn under Fusion's see-through
    focus fill: dark text tinted blue on a lighter blue in the dark theme, ~3.6:1 where the rest
    of the row read 4.9:1. Every cell of the row is painted, as the window shows it, in the
    highlighted text on the highlight."""
    apply_theme(themed, theme)
    logs = make_window("en").log_window()
    logs.resize(1280, 800)
    logs.show()
    qtbot.waitExposed(logs)
    assert logs.load(AKOCHAN)
    table = logs.table
    table.setFocus()
    table.selectRow(0)
    QApplication.processEvents()
    assert (table.currentRow(), table.currentColumn()) == (0, 0) and table.hasFocus()
    palette = table.palette()
    face = palette.color(QPalette.ColorRole.Highlight)
    text = palette.color(QPalette.ColorRole.HighlightedText)
    image = table.viewport().grab().toImage()
    for column in range(table.columnCount()):
        box = table.visualItemRect(table.item(0, column))
        pixels = [
            QColor(image.pixel(x, y))
            for x in range(box.left() + 1, box.right() - 1)
            for y in range(box.top() + 2, box.bottom() - 2)
        ]
        names = [p.name() for p in pixels]
        ground = QColor(max(set(names), key=names.count))
        # the text's own colour: the pixel farthest from the cell's ground (its glyphs' cores)
        ink = max(pixels, key=lambda p: abs(p.lightness() - ground.lightness()))
        cell = (theme, column, table.item(0, column).text(), ground.name(), ink.name())
        assert ground.rgb() == face.rgb(), cell
        assert ink.rgb() == text.rgb(), cell
        assert contrast(ground, ink) >= TEXT_CONTRAST, cell

"""The first frame's text, made cheaper, is drawn pixel for pixel as before.

* the app font names the kanji font first where the system's family is fontconfig's generic
  "Sans Serif" (:func:`mjgui.gui.appsetup.with_kanji`): Qt could never make an engine for that
  name and took the kanji font anyway (the family that drew the Latin text named after it, for
  the digits after kana: these alone are drawn otherwise, as the other digits);
* the fu list's rows are plain text, the yaku's rich (:class:`mjgui.gui.results.ResultList`).

Each is compared here with what the former way draws, on the fonts of this machine.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QFont, QImage, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from mjgui.gui.appsetup import (
    FONTCONFIG_GENERIC,
    drawn_family,
    load_kanji_font,
    setup_application,
    with_kanji,
)
from mjgui.gui.results import ResultList, fu_items
from mjgui.gui.util import WrapLabel, nobreak

TEXTS = (
    "East 東 · dealer",
    "Riichi 立直 — 1 han",
    "Восток 東 · дилер −5800",
    "base fu (futei): 20 fu",
    "12 000 · 3 han 30 fu",
)


def _shot(widget: QWidget) -> QImage:
    widget.show()
    QApplication.processEvents()
    return widget.grab().toImage()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fontconfig's generic names")
@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("scale", [1.0, 1.25, 2.5])
def test_the_kanji_font_named_first_draws_what_the_generic_name_drew(
    qtbot: QtBot, text: str, bold: bool, scale: float
) -> None:
    kanji = load_kanji_font()
    assert kanji is not None
    generic = QFont("Sans Serif")
    generic.setPointSizeF(9.0 * scale)
    generic.setBold(bold)
    before = QFont(generic)
    before.setFamilies(["Sans Serif", kanji])  # the app font as it was
    after = with_kanji(generic, kanji)
    # the kanji font named first, and after it the family that drew the Latin text
    assert after.families() == [kanji, kanji, drawn_family(before, "0")] and kanji != drawn_family(
        before, "0"
    )
    images = []
    for font in (before, after):
        label = QLabel(text)
        qtbot.addWidget(label)
        label.setFont(font)
        label.resize(420, 60)
        images.append(_shot(label))
    assert images[0] == images[1]


def glyph_families(font: QFont, text: str) -> list[tuple[str, int]]:
    """Each run of ``text`` as drawn in ``font``: its family and its number of glyphs."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [(run.rawFont().familyName(), len(run.glyphIndexes())) for run in layout.glyphRuns()]


def test_a_number_after_a_japanese_name_is_drawn_as_other_numbers(qtbot: QtBot) -> None:
    """The log window's «ほげた −9500, DERESUKE +11 500»: the space, the minus and the digits
    after the kana took the kana's script, and the CJK font its fallbacks start with drew them
    smaller. Only the three kana are drawn in another family than the Latin text now."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    font = app.font()
    latin = drawn_family(font, "D")
    runs = glyph_families(font, "ほげた −9500, DERESUKE +11 500")
    assert sum(n for family, n in runs if family != latin) == 3, runs
    assert drawn_family(font, "9") == latin


def test_a_named_system_font_keeps_its_place_before_the_kanji_font() -> None:
    kanji = load_kanji_font()
    assert kanji is not None
    font = QFont("DejaVu Sans")
    assert "DejaVu Sans" not in FONTCONFIG_GENERIC
    assert with_kanji(font, kanji).families() == ["DejaVu Sans", kanji]
    assert with_kanji(with_kanji(font, kanji), kanji).families() == ["DejaVu Sans", kanji]


@pytest.mark.parametrize("width", [140, 220, 400])
def test_the_fu_rows_in_plain_text_draw_what_their_rich_text_drew(qtbot: QtBot, width: int) -> None:
    from mjgui.controller.scoring.views import FuRow

    rows = (
        FuRow(fu=20, reason="base", text="base fu (futei): 20 fu"),
        FuRow(fu=10, reason="menzen", text="closed hand won by ron (menzen kafu): 10 fu"),
        FuRow(fu=2, reason="x", text="ron с закрытой рукой (мензен кафу): 10 фу & <b>"),
    )
    images = []
    for rich in (True, False):
        fu = ResultList("fu", rich=rich)
        qtbot.addWidget(fu)
        fu.set_rows(fu_items(rows))
        fu.resize(width, 300)
        texts = [row.text.text() for row in fu.rows()]
        shown = [item[1] for item in fu_items(rows)] if rich else [row.text for row in rows]
        assert texts == [nobreak(text) for text in shown]  # as wrapped: "20 fu" on one line
        images.append(_shot(fu))
    assert images[0] == images[1]


def test_a_plain_wrapped_label_keeps_its_text_as_written(qtbot: QtBot) -> None:
    label = WrapLabel()
    qtbot.addWidget(label)
    label.set_format("PlainText")
    label.setText("a <b>b</b> & c")
    assert label.text() == "a <b>b</b> & c"

"""What belongs together stays on one line at a window's edge: a number and its unit ("5 / han"
in the tracker at 1024x640, "1 / han" in the log window), a Russian word's hyphen («ура- /
дора»), a kanji name («国士 / 無双» in the calculator's yaku list). Measured as Qt lays the
text out (QTextLayout at the label's own width and font), in the windows a player sees."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QTextDocument, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import game_record
from mjgui.gui.tracker.table import CenterPanel

LOGS = Path(__file__).resolve().parents[1] / "data" / "logs"
DOUBLE_RON = LOGS / "mjx-double-ron.mjlog"


def laid_out(text: str, font: QFont, width: int) -> list[str]:
    """``text`` in lines as Qt breaks it at ``width`` (each paragraph of it)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
    return lines


def split_unit(lines: list[str]) -> list[tuple[str, str]]:
    """The line ends that leave a number on one line and its unit on the next."""
    units = ("han", "fu", "хан", "фу")
    return [
        (a, b)
        for a, b in itertools.pairwise(lines)
        if a.rstrip()[-1:].isdigit() and b.lstrip().startswith(units)
    ]


def test_the_trackers_last_action_keeps_5_han_together_at_1024x640(tracker_on_record: object) -> None:
    """ "Last: Also Chen ron from Dmitri: 5 / han" in the middle and under the history."""
    shown = tracker_on_record("en", game_record(read_log_file(DOUBLE_RON)))  # type: ignore[operator]
    shown.window.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    center: CenterPanel = shown.window.table.center
    last = center.findChild(QLabel, "center-last")
    assert isinstance(last, QLabel) and "5\u00a0han" in last.toolTip()
    assert "5\u00a0han" in last.text().replace("\n", " ") or last.text().endswith("…")
    assert not split_unit(last.text().split("\n"))
    detail = shown.window.findChild(QLabel, "history-detail")
    assert isinstance(detail, QLabel) and detail.isVisible() and detail.text().endswith("5\u00a0han")
    for width in range(120, detail.contentsRect().width() + 1, 7):  # wherever the line breaks
        lines = laid_out(detail.text(), detail.font(), width)
        assert not split_unit(lines), (width, lines)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_log_windows_hand_detail_keeps_its_words_together(player, lang: str) -> None:  # type: ignore[no-untyped-def]
    """ "ura dora 1 / han" (English), «ура- / дора» (Russian) under the log's hands at 1280x800."""
    window = player.window
    window.set_language(lang)
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    logs.show()
    logs.resize(1280, 800)
    logs.table.selectRow(0)  # the tsumo with ura dora
    QApplication.processEvents()
    details = logs.findChild(QLabel, "log-details")
    assert isinstance(details, QLabel) and details.isVisible()
    text = details.text()
    ura = "ura dora 1\u00a0han" if lang == "en" else "ура\u2011дора 1\u00a0хан"
    assert ura in text, text
    font = details.font()
    for width in range(200, details.contentsRect().width() + 1, 9):
        lines = laid_out(text, font, width)
        assert not split_unit(lines), (width, lines)
        assert not any(line.rstrip().endswith(("ура-", "ура\u2011", "Ура-")) for line in lines), lines
    # the font draws the non-breaking hyphen itself (not a fallback's box): the glyph run that
    # shows it comes from a font that has the character
    layout = QTextLayout("ура\u2011дора", font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns()
    assert runs and all(run.rawFont().supportsCharacter(0x2011) for run in runs)
    window.set_language("en")


def test_a_kanji_name_is_never_broken_across_lines(player) -> None:  # type: ignore[no-untyped-def]
    """«Кокушимусо 国士 / 無双» in the Russian calculator at 1024x640: the name's kanji are one
    word now, the line breaking before them if at all."""
    window = player.window
    window.set_language("ru")
    window.resize(1024, 640)
    player.type("119m19p19s1234567z")
    QApplication.processEvents()
    rows = [row for row in player.find("yaku").rows() if row.isVisible()]  # type: ignore[attr-defined]
    label = rows[0].text
    assert "国" in label.text() and "無" in label.text()
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setDocumentMargin(0)
    for width in range(60, max(61, label.contentsRect().width()) + 1, 5):
        document.setTextWidth(width)
        document.documentLayout().documentSize()  # laid out now
        lines = []
        block = document.begin()
        while block.isValid():
            layout = block.layout()
            for i in range(layout.lineCount()):
                line = layout.lineAt(i)
                lines.append(block.text()[line.textStart() : line.textStart() + line.textLength()])
            block = block.next()
        shown = [line.replace("\u2060", "") for line in lines]
        assert any("国士無双" in line for line in shown), (width, shown)
    window.set_language("en")

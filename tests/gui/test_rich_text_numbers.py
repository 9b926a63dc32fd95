"""A number put into Qt's rich text keeps its digits on one line (the needs panel once showed
"8000/16" at a line's end and "000 tsumo" on the next)."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument

from mjgui.core.numbers import number
from mjgui.gui.util import escape_html


def test_a_grouped_number_in_rich_text_has_no_breakable_space(qapp: object) -> None:
    text = "Boris: " + number(16000, "en") + " tsumo"
    assert "\u202f" in text  # the core groups with a narrow no-break space
    document = QTextDocument()
    document.setHtml("<b>x</b> " + escape_html(text))
    raw = document.toRawText()
    assert "16\u00a0000" in raw  # Qt keeps a no-break space; U+202F would come back as " "
    assert "16 000" not in raw

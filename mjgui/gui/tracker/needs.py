"""The tracker's "what each player needs" panel: a line per player and player placed above them
("Chen: 5 200 from Dasha · 12 000 from others · 2 000/3 900 tsumo"), worded by
:mod:`mjgui.controller.game.needs`; hidden when there is nobody to pass (before the players,
after the end)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from mjgui.controller.game.needs import NeedsView
from mjgui.gui.short_names import FSI, LRM, PDI, isolate_names
from mjgui.gui.util import (
    NoBreakLabel,
    VerticalScrollArea,
    WrapLabel,
    escape_html,
    set_accessible,
    set_shown,
    set_tip,
)

LINE_PX = 14  # a little larger than the history: read across the table
SHOWN_LINES = 3.5  # the height the panel asks for, in lines (more scroll)...
WINDOW_SHARE = 0.22  # ...or this share of the window's height, when more


class NeedsPanel(QFrame):
    """The title and one wrapped line per pair; the score table's cell in each line's tooltip.
    The lines scroll under the title: in a small window (1024 x 640) each keeps its whole
    height rather than being squeezed into a cut-off line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracker-needs")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        self.title = NoBreakLabel(self)
        self.title.setObjectName("tracker-needs-title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.line_scroll = VerticalScrollArea(self)
        self.line_scroll.setObjectName("tracker-needs-scroll")
        self.line_scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget(self.line_scroll)
        self._layout = QVBoxLayout(inner)
        self._layout.setContentsMargins(0, 0, 4, 0)
        self._layout.setSpacing(2)
        self._layout.addStretch(1)
        self.line_scroll.setWidget(inner)
        layout.addWidget(self.line_scroll, 1)
        self.lines: list[WrapLabel] = []
        self._view: NeedsView | None = None
        set_shown(self, False)

    def sizeHint(self) -> QSize:
        """The title and about three lines: the history and the chart beside it keep their room
        (the lines scroll, and the splitter gives the panel more on request)."""
        hint = super().sizeHint()
        line = (
            QFontMetrics(self.lines[0].font()).lineSpacing()
            if self.lines
            else self.fontMetrics().lineSpacing()
        )
        most = self.title.sizeHint().height() + int(SHOWN_LINES * line) + 16
        most = max(most, int(WINDOW_SHARE * self.window().height()))  # a tall window: more lines
        return QSize(hint.width(), min(hint.height(), most))

    def set_view(self, view: NeedsView, names: tuple[str, ...] = ()) -> None:
        """Show ``view``; ``names``: the players' (set apart for the bidirectional algorithm
        where they are written right to left: :func:`~mjgui.gui.short_names.isolate_names`)."""
        self._view = view
        self.title.setText(view.title)
        set_accessible(self.line_scroll, view.title)  # a Tab stop (its lines scroll by keyboard)
        set_tip(self.title, view.hint)
        while len(self.lines) < len(view.lines):
            label = WrapLabel(self.line_scroll.widget())
            label.setObjectName(f"tracker-needs-line-{len(self.lines)}")
            label.setTextFormat(Qt.TextFormat.RichText)  # the name in bold, the rest escaped
            font = label.font()
            font.setPixelSize(LINE_PX)
            label.setFont(font)
            self._layout.insertWidget(self._layout.count() - 1, label)
            self.lines.append(label)
        for index, label in enumerate(self.lines):
            shown = index < len(view.lines)
            if shown:
                line = view.lines[index]
                label.setText(_bold_name(line.text, line.name, names))
                set_tip(label, isolate_names(line.tooltip, names))
                set_accessible(label, line.text, line.tooltip)
            set_shown(label, shown)
        set_shown(self, bool(view.lines))

    def texts(self) -> list[str]:
        """The lines shown, in order, as a player reads them (without the markup)."""
        return [_plain(label.text()) for label in self.lines if not label.isHidden()]


def _plain(rich: str) -> str:
    """What :func:`_bold_name` made, as the plain text shown (the names' isolates show nothing)."""
    text = rich.replace("<b>", "").replace("</b>", "")
    for mark in (FSI, PDI, LRM):
        text = text.replace(mark, "")
    for entity, char in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#x27;", "'"), ("&amp;", "&")):
        text = text.replace(entity, char)
    return text


def _bold_name(text: str, name: str, names: tuple[str, ...] = ()) -> str:
    """The line as rich text, the player's name at its start in bold (read across the table);
    ``names`` (the players') in the line's order whatever their script (a line that started
    with a Hebrew name was laid out right to left: "from Boris · 3400 from others · 1000 all
    2000 :דשה")."""
    shown = isolate_names(text, names)
    head = isolate_names(name, names)  # the name, with its marks if it has any
    if name and text.startswith(name) and shown.startswith(head):
        return f"<b>{escape_html(head)}</b>{escape_html(shown[len(head) :])}"
    return escape_html(shown)


__all__ = ["NeedsPanel"]

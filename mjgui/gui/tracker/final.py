"""The final results: place, raw points, score before uma, uma, and the final score (with,
when a chombo took points off a final score under ``chombo_score_penalty``, a Chombo column
before it, so that each row adds up)."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.views import FinalRow
from mjgui.gui.i18n import term_word
from mjgui.gui.qtnames import text_format
from mjgui.gui.theme import css, muted, tone_color
from mjgui.gui.util import (
    NoBreakLabel,
    RingedFocus,
    column_need,
    plain_tip,
    read_only_table,
    set_accessible,
    set_shown,
    set_tip,
    table_cell,
)

COLUMNS = ("place", "player", "points", "before_uma", "uma", "final")
#: the columns when a player's final score lost a chombo penalty (``FinalRow.chombo_text``)
CHOMBO_COLUMNS = ("place", "player", "points", "before_uma", "uma", "chombo", "final")
NAME = COLUMNS.index("player")
MIN_PX = 15  # the text's size: the normal view's, and the big view's smallest
NOTE_LINES = 2  # the normal view's note at most: more would squeeze the seats above at 1024x640
HEAD_GAP = 8  # between the title and what stands beside it
NAME_SPARE = 8  # the least room beside the longest name (FinalResults.least_width)
#: the most the name column asks of the window for itself (FinalResults.least_width): a name
#: of ten letters whole («Александра», 105 px bold) with its spare. A longer name is cut to the
#: room left, its tooltip whole: asked whole, 24-letter names took the history down to 444 px
#: at 1024x640 and were cut all the same (it keeps its 560 px there unless a Chombo column
#: takes the room: then 539 px in Russian, 508 in English)
NAME_MOST = 120


def column_titles(columns: tuple[str, ...] = COLUMNS) -> tuple[str, ...]:
    titles = {
        "place": QCoreApplication.translate("Tracker", "Place"),
        "player": QCoreApplication.translate("Tracker", "Player"),
        "points": QCoreApplication.translate("Tracker", "Points"),
        "before_uma": QCoreApplication.translate("Tracker", "Before uma"),
        "uma": QCoreApplication.translate("Tracker", "Uma"),
        # what a chombo took off the final score (chombo_score_penalty: M-League's 20 points)
        "chombo": term_word("chombo"),
        "final": QCoreApplication.translate("Tracker", "Final"),
    }
    return tuple(titles[c] for c in columns)


def in_lines(text: str, font: QFont, width: int, lines: int = NOTE_LINES) -> tuple[str, bool]:
    """``text`` broken between words into at most ``lines`` lines of ``width`` pixels, joined by
    newlines, the last cut with «…» when the text is longer; and whether it was cut."""
    if not text or width <= 0:
        return text, False
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    kept = [text[a:b].strip() for a, b in pairwise([*starts[:lines], len(text)])]
    cut = len(starts) > lines
    if cut:
        metrics = QFontMetrics(font)
        kept[-1] = metrics.elidedText(text[starts[lines - 1] :], Qt.TextElideMode.ElideRight, width)
    return "\n".join(kept), cut


class FinalTable(RingedFocus, QTableWidget):
    """The table of the final results, with the ring of the lists around it while it has the
    keyboard's focus: Qt's frame round its current cell alone stood 1.6:1 on the dark theme's
    rows and 1.8:1 on white."""


class FinalResults(QFrame):
    """The table of a finished game; ``big`` scales the text with the widget."""

    def __init__(self, parent: QWidget | None = None, *, big: bool = False, name: str = "final") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.big = big
        self._rows: tuple[FinalRow, ...] = ()
        self.columns: tuple[str, ...] = COLUMNS  # CHOMBO_COLUMNS when a row has a chombo penalty
        self.note_text = ""  # the whole note; the normal view may show it cut (:meth:`_fit_note`)
        self._px = MIN_PX
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # the note close under the table: at 1024x640 the seats above need every pixel
        layout.setSpacing(0)
        self.title = QLabel(self)
        self.title.setObjectName(f"{name}-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter if big else Qt.AlignmentFlag.AlignLeft)
        # the title's row: a button may stand at its right (the tracker's Also ron after the end)
        self.head = QHBoxLayout()
        self.head.setContentsMargins(0, 0, 0, 0)
        self.head.setSpacing(HEAD_GAP)  # not the column's 0: "Final results" and its note apart
        self.head.addWidget(self.title, 1)
        layout.addLayout(self.head)
        # the results may still change (another winner on the last discard): said above them,
        # beside the title in the normal view (a row of its own would not fit 1024x640; broken
        # there into at most :data:`NOTE_LINES` lines at its width, :meth:`_fit_provisional`),
        # under it in the big one
        self.provisional = NoBreakLabel(self)
        self.provisional.setObjectName(f"{name}-provisional")
        if big:
            self.provisional.setWordWrap(True)
            self.provisional.setAlignment(self.title.alignment())
            layout.addWidget(self.provisional)
        else:
            text_format(self.provisional, "PlainText")
            # as wide as the row leaves it, whatever its text: the lines are broken at that width
            self.provisional.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.provisional.installEventFilter(self)
            self.head.addWidget(self.provisional, 1, Qt.AlignmentFlag.AlignVCenter)
        self.provisional_text = ""
        self.provisional.hide()
        layout.addSpacing(2)
        self.table = FinalTable(0, len(COLUMNS), self)
        self.table.setObjectName(f"{name}-table")
        read_only_table(self.table)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # the normal view's table is a Tab stop whose cells the arrow keys read one by one (a
        # screen reader says each), as the log window's final standings are; read-only, and Tab
        # goes on past it (read_only_table). The big view's page holds the focus for it.
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus if big else Qt.FocusPolicy.StrongFocus)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        # a name too long for its column cut at its end, as much of it shown as fits: wrapped,
        # «Дарья-Виктория_Щербакова» broke at its hyphen and showed «Дарья-…» in 200 px
        self.table.setWordWrap(False)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the widths are set to what the names and numbers need (:meth:`_fit_columns`)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # the viewport's own resize: the table's comes before the table lays its viewport out,
        # so the columns would be fitted to the width it had before
        self.table.viewport().installEventFilter(self)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.table)
        self.note = NoBreakLabel(self)
        self.note.setObjectName(f"{name}-note")
        self.note.setWordWrap(True)
        self.note.setAlignment(self.title.alignment())
        layout.addWidget(self.note)
        if big:
            layout.addStretch(1)
        self.retranslate()
        self._apply_font()

    def put_beside_title(self, widget: QWidget) -> None:
        """``widget`` at the right of the title, on its row (no row of its own)."""
        self.head.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("Tracker", "Final results"))
        set_accessible(self.table, self.title.text())
        self.table.setHorizontalHeaderLabels(list(column_titles(self.columns)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit()  # the titles' widths
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            # another theme: a widget's style sheet fixes the palette it was polished in, so the
            # table kept the old theme's white (or near-black) under the new theme's coloured
            # totals (1.8:1): its sheet set again takes the new palette, and the cells are
            # coloured again from it
            self._style_table(again=True)
            if self._rows:
                self._fill()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._fit_columns()
        elif watched is self.provisional and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_provisional()
        return super().eventFilter(watched, event)

    def set_rows(self, rows: tuple[FinalRow, ...], note: str, provisional: str = "") -> None:
        """The table, the note under it and, while the results may still change, why (above)."""
        self._rows = rows
        self.note_text = note
        self.provisional_text = provisional
        if self.big:
            self.provisional.setText(provisional)
        else:
            # the title as wide as its words while the sentence shares its row
            self.head.setStretchFactor(self.title, 0 if provisional else 1)
            self._fit_provisional()
        set_shown(self.provisional, bool(provisional))
        self._fill()
        self._fit()  # the note too

    def _fill(self) -> None:
        rows = self._rows
        columns = CHOMBO_COLUMNS if any(row.chombo_text for row in rows) else COLUMNS
        if columns != self.columns:
            self.columns = columns
            self.table.setColumnCount(len(columns))
            self.table.setHorizontalHeaderLabels(list(column_titles(columns)))
        final = len(columns) - 1
        self.table.setRowCount(len(rows))
        pal = self.palette()
        for r, row in enumerate(rows):
            values = [row.place_text, row.name, row.points_text, row.before_uma_text, row.uma_text]
            if columns == CHOMBO_COLUMNS:
                values.append(row.chombo_text)
            values.append(row.final_text)
            for c, text in enumerate(values):
                item = table_cell(self.table, r, c, text)
                align = Qt.AlignmentFlag.AlignVCenter | (
                    Qt.AlignmentFlag.AlignLeft if c == 1 else Qt.AlignmentFlag.AlignRight
                )
                if c == 0:
                    align = Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align)
                font = QFont(self.table.font())
                font.setBold(c in (NAME, final))
                item.setFont(font)
                if c == 1:  # the whole name, should the column be too narrow for it
                    item.setToolTip(plain_tip(row.name))
                if c == final:
                    tone = "win" if row.final > 0 else "error" if row.final < 0 else "info"
                    item.setForeground(QBrush(tone_color(pal, tone)))
        self.note.setStyleSheet(f"color: {css(muted(pal))}")
        self.provisional.setStyleSheet(f"color: {css(tone_color(pal, 'nowin'))}")
        self._fit_height()

    def row_texts(self) -> list[list[str]]:
        out = []
        for r in range(self.table.rowCount()):
            items = (self.table.item(r, c) for c in range(self.table.columnCount()))
            out.append([item.text() if item is not None else "" for item in items])
        return out

    # -- size -------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The big view's text grows with the widget, but no larger than lets the names show
        whole; then the columns are fitted to the width."""
        if self.big:
            px = max(MIN_PX, min(self.width() // 26, self.height() // 12))
            for _ in range(3):  # each try measures the text at the size tried
                if px != self._px:
                    self._px = px
                    self._apply_font()
                room = self.width() - 2 * self.table.frameWidth()
                needed = sum(self.column_needs())
                if needed <= room or px == MIN_PX:
                    break
                px = max(MIN_PX, px * room // needed)
        self._fit_columns()
        self._fit_note()

    def _fit_note(self) -> None:
        """The note whole in the big view; in the normal one at most :data:`NOTE_LINES` lines
        at the widget's width, the last cut with «…», and the whole note in the tooltip."""
        text = self.note_text
        width = self.contentsRect().width()
        shown, cut = text, False
        if not self.big:
            lines, cut = in_lines(text, self.note.font(), width)
            shown = lines if cut else text  # not cut: the label wraps it
        if self.note.text() != shown:
            self.note.setText(shown)
        set_tip(self.note, text if cut else "")
        # a screen reader hears the whole note with the table
        set_accessible(self.table, self.title.text(), text)

    def _fit_provisional(self) -> None:
        """The normal view's sentence beside the title, broken at the room the row leaves it
        (the tooltip has it whole should it still be cut)."""
        if self.big:
            return
        text, cut = self.provisional_text, False
        # broken only at the width the row gave it: before it is shown its width is Qt's default
        # (100 px), and two lines there would stay in the window's minimum size (cached above)
        shown = text
        if self.provisional.isVisible():
            shown, cut = in_lines(text, self.provisional.font(), self.provisional.width())
        if self.provisional.text() != shown:
            self.provisional.setText(shown)
        set_tip(self.provisional, text if cut else "")
        set_accessible(self.provisional, text)

    def column_needs(self) -> list[int]:
        """The width each column needs for its title and its every cell, whole."""
        return [column_need(self.table, c) for c in range(self.table.columnCount())]

    def least_width(self) -> int:
        """The width the normal view's table needs to show every title and number whole, and
        the names whole with a few pixels to spare (a name cut by a pixel would show «…» alone)
        up to :data:`NAME_MOST`: a longer name is cut to the room there is (its tooltip whole),
        and the history beside the table keeps its width."""
        margins = self.contentsMargins()
        frame = 2 * self.table.frameWidth() + margins.left() + margins.right()
        needs = self.column_needs()
        names = min(needs[NAME] + NAME_SPARE, max(NAME_MOST, column_need(self.table, NAME, rows=())))
        return sum(needs) - needs[NAME] + names + frame

    def _fit_columns(self) -> None:
        """Each column as wide as it needs and the room left shared out evenly; short of room,
        the numbers keep theirs and the names are cut (their tooltip has them whole)."""
        header = self.table.horizontalHeader()
        room = self.table.viewport().width()
        needs = self.column_needs()
        widths = list(needs)
        spare = room - sum(needs)
        if spare >= 0:
            share, rest = divmod(spare, len(widths))
            widths = [w + share for w in widths]
            widths[NAME] += rest
        else:
            widths[NAME] = max(header.minimumSectionSize(), needs[NAME] + spare)
        for c, width in enumerate(widths):
            if header.sectionSize(c) != width:
                header.resizeSection(c, width)

    def _apply_font(self) -> None:
        px = self._px
        font = QFont(self.font())
        font.setPixelSize(px)
        self.table.setFont(font)
        header_px = max(12, round(px * 0.5))
        self._style_table()
        # and in the header's own font, which its sections' widths are measured in: measured in
        # the table's, "Before uma" asked 108 px for its 70, and the final results did not fit
        # beside the history's 560 px at 1024x640
        header = QFont(font)
        header.setPixelSize(header_px)
        self.table.horizontalHeader().setFont(header)
        title = QFont(font)
        title.setBold(True)
        title.setPixelSize(round(px * (1.3 if self.big else 1.0)))
        self.title.setFont(title)
        note = QFont(font)
        note.setPixelSize(max(12, round(px * 0.6)))
        self.note.setFont(note)
        self.provisional.setFont(note)
        self.table.verticalHeader().setDefaultSectionSize(round(px * 1.9))
        if self._rows:
            self._fill()
        self._fit_height()

    def _style_table(self, again: bool = False) -> None:
        """The cells' padding and the header's size, in the table's style sheet (the header's
        size goes in it too: a sheet's font would win over setFont). ``again``: the same sheet
        set anew, so that the table is polished in the palette of now (a theme switched)."""
        px = self._px
        header_px = max(12, round(px * 0.5))
        sheet = (
            f"QTableWidget::item {{ padding: 0px {round(px * 0.2)}px; }}"
            f" QHeaderView::section {{ font-size: {header_px}px; padding: 2px {round(px * 0.2)}px; }}"
        )
        if again:
            self.table.setStyleSheet("")  # unpolished: the palette it inherits again
        self.table.setStyleSheet(sheet)

    def _fit_height(self) -> None:
        rows = self.table.rowCount()
        height = (
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
        )
        self.table.setFixedHeight(height + 2 * self.table.frameWidth() + 2)


__all__ = ["FinalResults"]

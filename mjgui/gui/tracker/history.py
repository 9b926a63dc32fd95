"""The history: the record's lines, one per row, with the hand, the line in words and every
player's change.

The line in words is never cut: its column is shown only when every row's words fit in it
whole (a wide window), and under the table a pane says the selected line (the last one when none
is selected) in words, wrapped, with its message when it was rejected. Cutting the words with
"…" left a player guessing at the table, and wrapping every row made three-line rows.

The record line has a fair least room first: what a typical line with the table's names needs,
"ron NAME from NAME 3 30" with the two longest (at most half the room, and never less than its
title's width or ten digits'). The players' columns share the rest, grown to their whole names
where it allows; short of room, each is as narrow as its numbers, its title shortened but never
shorter than the beginning that tells it from the others (:mod:`mjgui.gui.short_names`), the
title's tooltip saying it whole. A line cut is said whole in the pane, and in its tooltip; with
no room at all, its column goes. (Shrinking every player's column to its numbers had made
"Александр_Константинов" and "Александра_Константинова" both "Алек…"; keeping the names whole
first left the record line 76 px, «Строка зап…», «tsumo Бори…», even at 1280x800.)

Rejected lines are marked and carry their message; any line can be edited, inserted before or
deleted (double-click, the buttons, the context menu or the keys); the window does the rest.

A change of the game changes a few rows (a new line, a corrected one and the lines after it): only
the rows whose content changed are filled and measured again. Each row's text widths are kept with
it, and each text's width as the view draws it, so that a long game's commit costs what its new
rows cost, not what all its rows do (every row's items, and every cell measured by the view, had
cost 80 ms a commit at 400 lines).
"""

from __future__ import annotations

import re
from itertools import pairwise

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QClipboard,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHeaderView,
    QMenu,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.views import HistoryRow
from mjgui.gui.qtnames import focus_policy, no_horizontal_scroll_bar
from mjgui.gui.short_names import distinct_prefixes, isolate_names, least_shown, short_name, without_isolates
from mjgui.gui.theme import muted, tone_color
from mjgui.gui.util import (
    NoBreakLabel,
    ScrollArea,
    as_typed,
    plain_tip,
    read_only_table,
    set_shown,
    table_cell,
)

COL_NUMBER, COL_HAND, COL_LINE, COL_WORDS = range(4)
FIRST_PLAYER = 4
MIN_SECTION = 40  # a player's column, or the record line's, is never narrower
#: the header's least section: the row number's column as narrow as its numbers (at 40 px it
#: took the room two alike names needed to be told apart at 1024x640)
MIN_HEADER_SECTION = 20
LINE_LETTERS = 10  # the record line keeps at least this many digits' room beside the names
#: the typical record line the line's column is given room for before the names grow, with the
#: two longest of the table's names (English keywords: a record's lines are written so)
TYPICAL_LINE = "ron {0} from {1} 3 30"
#: in a game with a second winner on a discard: that line through its discarder, cut after it
#: (:func:`cut_line`; cut in its middle, "also ron B…sha mangan" lost who dealt in)
TYPICAL_ALSO = "also ron {0} from {1}…"


def share_out(lows: list[int], highs: list[int], total: int) -> list[int]:
    """Widths from ``lows`` up to ``highs`` summing to ``total`` where they can: the narrowest
    grown first, so a short name is whole before a long one gets more of its letters (never
    under its low, even when the lows need more than ``total``)."""
    widths = list(lows)
    spare = total - sum(widths)
    while spare > 0:
        growing = [i for i, (w, high) in enumerate(zip(widths, highs, strict=True)) if w < high]
        if not growing:
            break
        narrowest = min(widths[i] for i in growing)
        level = [i for i in growing if widths[i] == narrowest]
        # up to the next width above, or the first of these columns to be whole
        ceiling = min([widths[i] for i in growing if widths[i] > narrowest] + [highs[i] for i in level])
        step = min(ceiling - narrowest, spare // len(level))
        if step == 0:  # fewer pixels left than columns: one each, from the left
            for i in level[:spare]:
                widths[i] += 1
            break
        for i in level:
            widths[i] += step
        spare -= step * len(level)
    return widths


#: a record line's words: its players' names among them (a draw's tenpai players are "A,B")
LINE_WORD = re.compile(r"[^\s,]+")


def cut_line(metrics: QFontMetrics, text: str, width: int, names: tuple[str, ...]) -> str:
    """A record line in ``width``: whole when it fits; else cut with "…" in the longest stretch
    between the players it names that can take the cut (the words after the last name cut at
    their end: "ron Aiko from Dasha hane…"; between two names, in their middle: "tsumo Boris
    yak…pao Chen daisangen"), never in the action before the first name; where no stretch can,
    the words after the last name are "…" and a stretch between two names is cut too ("also ron
    Boris f… Dasha…"); where none of that fits, the names themselves are shortened alike, every
    one kept (:func:`_cut_names`: "players Aiko_… Boris… Chen… Dash…"); else the line is cut in
    its middle. Cut in its middle, a ron at the end of a game lost who dealt in: «ron Aiko
    fr…sha haneman»."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    keys = {name.casefold() for name in names}
    spans = [(m.start(), m.end()) for m in LINE_WORD.finditer(text) if m.group().casefold() in keys]
    if not spans:
        return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width)
    stretches = [(end, start) for (_, end), (start, _) in pairwise(spans)]
    last = spans[-1][1]
    shown = _cut_a_stretch(metrics, text, width, [*stretches, (last, len(text))])
    if shown is None:  # the words after the last name "…", and a stretch between two names cut
        head = text[:last].rstrip()
        shown = _cut_a_stretch(metrics, head + "…", width, stretches, tail=False)
    if shown is None:  # the names themselves shortened, every one of them kept
        shown = _cut_names(metrics, text, width, spans, names)
    return shown if shown is not None else metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width)


def _cut_names(
    metrics: QFontMetrics, text: str, width: int, spans: list[tuple[int, int]], names: tuple[str, ...]
) -> str | None:
    """``text`` in ``width`` with the names it says (at ``spans``) shortened alike: the shortest
    whole first (:func:`share_out`), none shorter than its distinct beginning and "…"
    (:func:`~mjgui.gui.short_names.short_name`); its other words as they are, else as few as
    can be (a stretch between two names " … " unless shorter, as "A,B" is; the words after the
    last one " …"). None when even that does not fit. (Cut in its middle, "players Aiko_Tanaka
    Boris_Ivanov Chen_Wei Dasha_Petrova" lost two players: «players Aiko…asha_Petrova».)"""
    least = {name.casefold(): start for name, start in zip(names, distinct_prefixes(names), strict=True)}
    said = [text[start:end] for start, end in spans]
    lows = [metrics.horizontalAdvance(least_shown(name, least[name.casefold()])) for name in said]
    highs = [metrics.horizontalAdvance(name) for name in said]
    gaps = [
        text[: spans[0][0]],
        *(text[end:start] for (_, end), (start, _) in pairwise(spans)),
        text[spans[-1][1] :],
    ]
    fewest = [
        gaps[0],
        *(
            gap if metrics.horizontalAdvance(gap) <= metrics.horizontalAdvance(" … ") else " … "
            for gap in gaps[1:-1]
        ),
        " …" if gaps[-1].strip() else "",
    ]
    for kept in (gaps, fewest):
        room = width - sum(metrics.horizontalAdvance(gap) for gap in kept)
        while room >= sum(lows):
            shares = share_out(lows, highs, room)
            cut = [
                short_name(name, least[name.casefold()], metrics, share)
                for name, share in zip(said, shares, strict=True)
            ]
            shown = kept[0] + "".join(name + gap for name, gap in zip(cut, kept[1:], strict=True))
            over = metrics.horizontalAdvance(shown) - width  # (a name's pieces measure apart)
            if over <= 0:
                return shown
            room -= over
    return None


def _cut_a_stretch(
    metrics: QFontMetrics, text: str, width: int, stretches: list[tuple[int, int]], tail: bool = True
) -> str | None:
    """``text`` in ``width`` with one of ``stretches`` (start, end) cut, the longest that can
    take the cut: in its middle, or at its end (``tail``: the stretch that ends the text); the
    text itself when it fits; None when no stretch can take it."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    excess = metrics.horizontalAdvance(text) - width
    order = sorted(stretches, key=lambda ab: metrics.horizontalAdvance(text[ab[0] : ab[1]]), reverse=True)
    for start, end in order:
        part = text[start:end]
        if not part.strip():
            continue
        at_end = tail and end == len(text)
        mode = Qt.TextElideMode.ElideRight if at_end else Qt.TextElideMode.ElideMiddle
        room = metrics.horizontalAdvance(part) - excess
        while room > 0:
            cut = metrics.elidedText(part, mode, room)
            if not cut.strip(" …"):
                break  # nothing of the stretch left but its "…": below
            shown = text[:start] + cut + text[end:]
            if metrics.horizontalAdvance(shown) <= width:
                return shown
            room -= 1
        if not at_end:  # the words between two names all "…" ("Boris … Dasha")
            shown = text[:start] + " … " + text[end:]
            if metrics.horizontalAdvance(shown) <= width:
                return shown
    return None


class LineDelegate(QStyledItemDelegate):
    """The record line's cells: a line too long for its column cut by :func:`cut_line`, every
    player it names kept whole where the column allows, and shown in the line's order whatever
    the names' script (:func:`~mjgui.gui.short_names.isolate_names`)."""

    def __init__(self, table: HistoryTable) -> None:
        super().__init__(table)
        self._table = table

    def shown(self, option: QStyleOptionViewItem) -> str:
        """The text a cell shows in ``option`` (made by :meth:`initStyleOption`): its text, cut
        to the room the style gives it (its rectangle less the text's margins, as Qt's)."""
        text = option.text
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        names = self._table.names()
        return isolate_names(cut_line(option.fontMetrics, text, rect.width() - 2 * margin, names), names)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        shown.text = self.shown(shown)
        # cut here to keep the names (cut_line measures in whole pixels): Qt must not cut it again
        # in its middle for a fraction of a pixel (182.39 px of text in 182 px of room)
        shown.textElideMode = Qt.TextElideMode.ElideNone
        widget = shown.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)


class TitleMetrics:
    """A title's width as the header measures it: the size of its text, not the sum of its
    letters' advances, which is a pixel less for some ("Бори…" chosen for a section of 50 px
    whose header wanted 51, and cut again by Qt)."""

    def __init__(self, font: QFont) -> None:
        self._metrics = QFontMetrics(font)

    def horizontalAdvance(self, text: str, /) -> int:
        return self._metrics.size(0, text).width()


def _mark(row: HistoryRow) -> str:
    """The mark before a line refused (⚠), or kept but not counted after a line that cannot be
    read (⊘: no change of its own, in no hand yet)."""
    if row.kind == "not_counted":
        return "⊘ "
    return "⚠ " if row.error else ""


def _line_text(row: HistoryRow) -> str:
    return _mark(row) + row.text


def _words_text(row: HistoryRow) -> str:
    """The line in words, left out where it would only repeat the line."""
    return row.summary if row.summary != row.text.strip() else ""


def _as_typed(text: str) -> str:
    """Text of the line pane as the player typed it: without the display's marks and joins, a
    line break where a selection has a paragraph separator."""
    return as_typed(without_isolates(text)).replace("\u2029", "\n")


class LineDetail(NoBreakLabel):
    """The selected line (the last one when none is) in words, whole: wrapped, never cut (in a
    short column it scrolls: :class:`DetailScroll`). Its text may be selected and copied: what
    is copied is plain, as typed (:meth:`_copied`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history-detail")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names and comments are the players' text
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setContentsMargins(4, 2, 4, 2)
        QGuiApplication.clipboard().changed.connect(self._copied)

    def _copied(self, mode: QClipboard.Mode) -> None:
        """The clipboard (or the selection's clipboard) given this label's selection, put back
        without the marks and joins only the display added (:func:`_as_typed`): copied with a
        name's bidirectional isolates (:func:`~mjgui.gui.short_names.isolate_names`), a record
        line pasted into the line entry or a record file was refused for a character nobody
        could see. (Ctrl+C, the context menu's Copy and the selection all pass here.)"""
        if not self.hasSelectedText():
            return
        board = QGuiApplication.clipboard()
        copied = board.text(mode)
        typed = _as_typed(copied)
        if typed != copied and typed == _as_typed(self.selectedText()):
            board.setText(typed, mode)  # (changed again, now with nothing to take out)

    def show_row(self, row: HistoryRow | None, with_line: bool = False, names: tuple[str, ...] = ()) -> None:
        """The row in words; ``with_line``: its record line too (the table had to cut it);
        ``names``: the players', shown in the words' order whatever their script."""
        if row is None:
            self.clear()
            set_shown(self, False)
            return
        parts = [f"#{row.number}", row.hand]
        if (with_line and row.kind not in ("comment", "blank")) or not row.summary:
            parts.append(row.text.strip())  # (a comment's words say it already)
        parts.append(row.summary)
        text = " · ".join(part for part in parts if part)
        if row.error:
            text += "\n" + _mark(row) + row.error
        self.setText(isolate_names(text, names))
        if row.error:
            pal = QPalette(self.palette())
            pal.setColor(QPalette.ColorRole.WindowText, tone_color(pal, "error"))
            self.setPalette(pal)
        else:
            self.setPalette(QPalette())  # the window's colours again
        set_shown(self, True)


class DetailScroll(ScrollArea):
    """The line pane's scroll area: as tall as the pane's text at its width where the column
    has the room, else two lines of it, scrolled (a refusal said in Russian needs 130 px at
    1024 x 640, where the table and the chart left the pane 55: it was cut). Shown when the
    pane is."""

    LEAST_LINES = 2

    def __init__(self, detail: LineDetail) -> None:
        super().__init__()
        self._detail = detail
        shown = not detail.isHidden()
        self.setObjectName("history-detail-scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        no_horizontal_scroll_bar(self)
        focus_policy(self, "NoFocus")  # as the pane was: the table's row is the Tab stop
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        viewport = QWidget(self)  # the window's background, as the pane's was
        self.setViewport(viewport)
        viewport.setAutoFillBackground(False)
        self.setWidget(detail)  # (which shows it, and fills its background)
        detail.setAutoFillBackground(False)
        set_shown(detail, shown)
        set_shown(self, shown)

    def _need(self) -> int:
        """The pane's height at the width it has (beside a scroll bar if it shows one)."""
        width = self.viewport().width() if self.viewport().width() > 0 else self.width()
        return self._detail.heightForWidth(max(1, width))

    def sizeHint(self) -> QSize:
        frame = 2 * self.frameWidth()
        return QSize(self._detail.sizeHint().width() + frame, self._need() + frame)

    def minimumSizeHint(self) -> QSize:
        least = self.LEAST_LINES * self._detail.fontMetrics().lineSpacing()
        margins = self._detail.contentsMargins()
        frame = 2 * self.frameWidth()
        bar = self.verticalScrollBar().sizeHint().width()
        height = min(self._need(), least + margins.top() + margins.bottom())
        return QSize(self._detail.minimumSizeHint().width() + bar + frame, height + frame)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # another text: another height
            self.updateGeometry()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the text takes another height at another width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._detail and event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            set_shown(self, event.type() == QEvent.Type.ShowToParent)
        return super().eventFilter(watched, event)


#: the history's rows always in sight (:meth:`HistoryTable.minimumSizeHint`)
LEAST_ROWS = 3


class HistoryTable(QTableWidget):
    """Read-only rows; the signals say which line the player wants to change."""

    editRequested = Signal(int)  # line number
    insertRequested = Signal(int)
    deleteRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, FIRST_PLAYER, parent)
        self.setObjectName("history")
        self._rows: tuple[HistoryRow, ...] = ()
        self._names: tuple[str, ...] = ()
        self._line_need = self._words_need = 0
        self._line_room = 0  # the record line's room in the table: a row's line wider is cut
        self._metrics: dict[tuple[bool, bool], QFontMetrics] = {}  # by bold, italic
        # each player's column: with its title whole, at its least (its numbers and the title
        # shortened to the name's distinct beginning), and the title's margins
        self._player_needs: list[tuple[int, int, int]] = []
        self._prefixes: list[str] = []  # each name's distinct beginning
        self._measured: tuple[str, ...] = ()  # the names the three above were measured for
        self._line_least = 0  # the record line's least room (its title's, or ten digits')
        self._line_fair = 0  # the room of a typical line with the table's names (TYPICAL_LINE)
        self._slack = 0  # a name is not cut to save less than this (its "…"'s width)
        self._line_pad = 0  # a record line cell's margins
        self._line_cut: list[bool] = []  # each row: its record line is cut (its tooltip says it)
        #: each table row's content as its items show it (None: not filled yet), the colours and
        #: font they were made with (another theme or font: every row is filled again), and each
        #: row's text widths by column (:meth:`_row_advances`), in the font of ``_font_key``
        self._shown: list[HistoryRow | None] = []
        self._style: tuple[object, ...] = ()
        self._advances: list[tuple[int, ...]] = []
        self._font_key = ""
        #: a cell's width as the view draws it, by column, text, bold and italic (the view's
        #: measure, 25 µs a cell, asked once for each text), in the font of ``_font_key``
        self._exact: dict[tuple[int, str, bool, bool], int] = {}
        read_only_table(self)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        # a record line too long for its column keeps the action and every player it names:
        # cut after the last name ("ron Aiko from Dasha hane…") or between two, in the middle of
        # the words there ("tsumo Boris yak…pao Chen daisangen"); the other columns are never cut
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self._line_delegate = LineDelegate(self)
        self.setItemDelegateForColumn(COL_LINE, self._line_delegate)
        self.setShowGrid(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.cellDoubleClicked.connect(self._double_clicked)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.detail = LineDetail()
        set_shown(self.detail, False)
        self.itemSelectionChanged.connect(self._show_detail)
        self.retranslate()

    def with_detail(self) -> QWidget:
        """The table with its pane under it, for the window's layout."""
        box = QWidget()
        box.setObjectName("history-box")
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self, 1)
        layout.addWidget(DetailScroll(self.detail))
        return box

    def _show_detail(self) -> None:
        row = self.currentRow()
        if not (0 <= row < len(self._rows) and self.selectionModel().isRowSelected(row)):
            row = len(self._rows) - 1
        if row < 0:
            self.detail.show_row(None)
            return
        self.detail.show_row(
            self._rows[row], with_line=self._cell_need(row, COL_LINE) > self._line_room, names=self._names
        )

    # -- rows -------------------------------------------------------------------------------
    def rows(self) -> tuple[HistoryRow, ...]:
        return self._rows

    def names(self) -> tuple[str, ...]:
        """The players' names, as the record's players line has them."""
        return self._names

    def line_shown(self, row: int) -> str:
        """The record line of ``row`` as its cell shows it (cut to its column, or whole)."""
        index = self.model().index(row, COL_LINE)
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.visualRect(index)
        self._line_delegate.initStyleOption(option, index)
        return self._line_delegate.shown(option)

    def current_line(self) -> int | None:
        row = self.currentRow()
        if 0 <= row < len(self._rows) and self.selectionModel().isRowSelected(row):
            return self._rows[row].number
        return None

    def select_line(self, number: int, *, at_top: bool = False) -> None:
        """Select line ``number``, scrolled into sight; ``at_top``: at the top of the rows in
        sight, the lines after it under it (a line that cannot be read: those it holds back)."""
        for index, row in enumerate(self._rows):
            if row.number == number:
                self.selectRow(index)
                item = self.item(index, COL_NUMBER)  # (the record line's column may be hidden)
                if item is not None:
                    hint = QAbstractItemView.ScrollHint
                    self.scrollToItem(item, hint.PositionAtTop if at_top else hint.EnsureVisible)
                return

    def set_rows(self, rows: tuple[HistoryRow, ...], names: tuple[str, ...]) -> None:
        """Show ``rows``: the rows whose content changed are filled and measured again, the
        others are left as they are (all of them in another theme or font, or with other
        players)."""
        keep = self.current_line()
        at_end = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum() - 2
        grew = len(rows) > len(self._rows)
        self._rows = rows
        if names != self._names:
            self._names = names
            self.setColumnCount(FIRST_PLAYER + len(names))
            self.retranslate()
        self.setRowCount(len(rows))
        pal = self.palette()
        error = tone_color(pal, "error")
        quiet = muted(pal)
        win = tone_color(pal, "win")
        text = pal.color(QPalette.ColorRole.Text)
        shade_color = pal.color(QPalette.ColorRole.AlternateBase)
        plain_color = pal.color(QPalette.ColorRole.Base)
        colors = (error, quiet, win, text, shade_color, plain_color)
        style = (names, self.font().key(), *(color.rgba() for color in colors))
        shown = self._shown
        if style != self._style:
            self._style = style
            shown.clear()
        del shown[len(rows) :]
        shown.extend([None] * (len(rows) - len(shown)))
        brushes = {id(color): QBrush(color) for color in colors}
        shade, plain = brushes[id(shade_color)], brushes[id(plain_color)]
        changed: list[int] = []
        for index, row in enumerate(rows):
            before = shown[index]
            if before is row or before == row:
                continue
            shown[index] = row
            changed.append(index)
            texts = [str(row.number), row.hand, _line_text(row), _words_text(row), *row.delta_texts]
            said = row.error or row.summary
            tip = plain_tip(isolate_names(said, names))
            for col, cell in enumerate(texts):
                # the names in the line in words in its order (the record line's, as it is cut:
                # LineDelegate)
                item = table_cell(self, index, col, isolate_names(cell, names) if col == COL_WORDS else cell)
                item.setToolTip(tip)
                # a screen reader reads a cell's text and description, never its tooltip: why a
                # line cannot be read or is not counted is said there (not where it repeats the cell)
                item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, said if said != cell else "")
                align = Qt.AlignmentFlag.AlignVCenter
                left = col in (COL_LINE, COL_WORDS)
                align |= Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align)
                font = QFont(self.font())
                color: QColor | None = None
                if row.kind == "error":
                    color = error
                elif row.kind in ("comment", "blank", "setup", "not_counted") or col in (
                    COL_NUMBER,
                    COL_HAND,
                    COL_WORDS,
                ):
                    color = quiet
                    font.setItalic(row.kind == "comment" and col == COL_LINE)
                if col >= FIRST_PLAYER and row.deltas[col - FIRST_PLAYER]:
                    font.setBold(True)
                    delta = row.deltas[col - FIRST_PLAYER]
                    color = win if delta > 0 else error
                item.setFont(font)
                item.setForeground(brushes[id(color)] if color is not None else brushes[id(text)])
                item.setBackground(shade if row.hand_index % 2 else plain)
        self._measure_rows(changed)
        self._fit_counts()
        if keep is not None and any(r.number == keep for r in rows) and not grew:
            self.select_line(keep)
        elif grew and at_end:
            self.scrollToBottom()
        self._measure()

    def _measure_rows(self, changed: list[int]) -> None:
        """Each row's text widths: those of the ``changed`` rows measured (every row's, in
        another font); their record lines are not cut yet (their tooltips were just made)."""
        rows = len(self._rows)
        del self._line_cut[rows:]
        self._line_cut.extend([False] * (rows - len(self._line_cut)))
        del self._advances[rows:]
        if self._font_key != self.font().key():
            self._font_key = self.font().key()
            self._metrics.clear()
            self._exact.clear()
            self._advances.clear()
        known = len(self._advances)
        self._advances.extend(self._row_advances(self._rows[row]) for row in range(known, rows))
        for row in changed:
            self._line_cut[row] = False
            if row < known:
                self._advances[row] = self._row_advances(self._rows[row])

    def _row_advances(self, row: HistoryRow) -> tuple[int, ...]:
        """A row's text widths, column by column, each in its cell's font."""
        texts = [
            (str(row.number), False, False),
            (row.hand, False, False),
            (_line_text(row), False, row.kind == "comment"),
            (_words_text(row), False, False),
        ]
        texts.extend((text, True, False) for text in row.delta_texts)
        return tuple(self._text_advance(*text) for text in texts)

    def _text_advance(self, text: str, bold: bool, italic: bool) -> int:
        if not text:
            return 0
        metrics = self._metrics.get((bold, italic))
        if metrics is None:
            font = QFont(self.font())
            font.setBold(bold)
            font.setItalic(italic)
            metrics = self._metrics[(bold, italic)] = QFontMetrics(font)
        return metrics.horizontalAdvance(text)

    def _fit_counts(self) -> None:
        """The row number's and the hand's columns as wide as their widest cell and their title
        (as Qt's resizeColumnToContents makes them, which asks the view for every cell: only
        the cells about as wide as the widest are asked here, each text once)."""
        header = self.horizontalHeader()
        for col in (COL_NUMBER, COL_HAND):
            widths = [advances[col] for advances in self._advances]
            cells = 0
            if widths:
                # a text's width and the view's differ by a rounding: the near-widest are asked
                top = max(widths) - 2
                cells = max(self._exact_need(row, col) for row, width in enumerate(widths) if width >= top)
            need = max(cells, header.sectionSizeHint(col))
            if self.columnWidth(col) != need:
                self.setColumnWidth(col, need)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():  # (taller or shorter: the same fit)
            self._fit_words()

    def viewportEvent(self, event: QEvent) -> bool:
        handled = super().viewportEvent(event)
        # the viewport alone resized (a scroll bar came or went): the table's own resize came
        # before it, and fitted the columns to the width it had then (taller or shorter: the same)
        if (
            event.type() == QEvent.Type.Resize
            and isinstance(event, QResizeEvent)
            and event.size().width() != event.oldSize().width()
        ):
            self._fit_words()
        return handled

    def _cell_need(self, row: int, col: int) -> int:
        """The width one cell needs to show its text whole."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        return self.itemDelegate().sizeHint(option, self.model().index(row, col)).width()

    def _exact_need(self, row: int, col: int) -> int:
        """:meth:`_cell_need`, asked of the view once for each text in its font (a cell's
        margins are its column's)."""
        found = self._rows[row]
        if col == COL_NUMBER:
            key = (col, str(found.number), False, False)
        elif col == COL_HAND:
            key = (col, found.hand, False, False)
        elif col == COL_LINE:
            key = (col, _line_text(found), False, found.kind == "comment")
        elif col == COL_WORDS:
            key = (col, _words_text(found), False, False)
        else:
            key = (col, found.delta_texts[col - FIRST_PLAYER], bool(found.deltas[col - FIRST_PLAYER]), False)
        need = self._exact.get(key)
        if need is None:
            need = self._exact[key] = self._cell_need(row, col)
        return need

    def column_need(self, col: int, title: bool = True) -> int:
        """The width a column needs to show every row (and its title) whole. Each cell's text
        is measured in its font (a few fonts: plain, italic comments, bold changes); the
        widest is measured again as the view draws it (text, margins), which is exact for the
        column: every cell of a column has the same margins. Asking the view for every cell
        cost 25 µs a cell, 50 ms a commit on a long game."""
        rows = self.rowCount()
        head = [self.title_need(col)] if title else []
        if not rows:
            return max([*head, 0])
        widest = max(range(rows), key=lambda row: self._advance(row, col))
        return max([*head, self._exact_need(widest, col)])

    def title_need(self, col: int) -> int:
        """The width a column's title needs whole, as the header measures it, hidden or not (the
        header's size hint of a hidden section is 0: the record line's column, hidden once,
        would have been thought to need no room, and never been shown again)."""
        header = self.horizontalHeader()
        return max(header.minimumSectionSize(), header.sectionSizeFromContents(col).width())

    def _advance(self, row: int, col: int) -> int:
        """A cell's text width in its font, as the row's widths keep it (:meth:`_row_advances`)."""
        return self._advances[row][col]

    def _measure(self) -> None:
        """What each column needs (after new rows or another language), from the rows' widths."""
        if self._font_key != self.font().key():  # another font: every row measured again
            self._measure_rows([])
        self._line_need = self.column_need(COL_LINE)
        self._words_need = self.column_need(COL_WORDS)
        header = self.horizontalHeader()
        # the record line's least: its title's width, if that is no more than ten digits'
        # ("Строка записи" is more), or a typical line's with these names (_fit_words)
        least = min(self.title_need(COL_LINE), self.fontMetrics().horizontalAdvance("0" * LINE_LETTERS))
        self._line_least = min(self._line_need, least)
        rows = self.rowCount()
        self._line_pad = 0
        if rows:
            widest = max(range(rows), key=lambda row: self._advance(row, COL_LINE))
            self._line_pad = self._exact_need(widest, COL_LINE) - self._advance(widest, COL_LINE)
        longest = sorted(self._names, key=lambda name: self._text_advance(name, False, False))[-2:]
        also = any(row.text.startswith("also ") for row in self._rows)
        typical = (TYPICAL_ALSO if also else TYPICAL_LINE).format(*([""] * (2 - len(longest)) + longest))
        self._line_fair = min(self._line_need, self._text_advance(typical, False, False) + self._line_pad)
        metrics = self._title_metrics()
        self._slack = metrics.horizontalAdvance("…")
        self._prefixes = distinct_prefixes(self._names)
        self._measured = self._names
        self._player_needs = []
        for i, name in enumerate(self._names):
            column = FIRST_PLAYER + i
            title = self.horizontalHeaderItem(column)
            if title is not None and title.text() != name:
                title.setText(name)  # measured whole (_fit_words shortens it again)
            whole = self.title_need(column)
            pad = header.sectionSizeFromContents(column).width() - metrics.horizontalAdvance(name)
            cells = self.column_need(column, title=False)
            least = pad + metrics.horizontalAdvance(least_shown(name, self._prefixes[i]))
            self._player_needs.append((max(cells, whole), max(cells, least, MIN_SECTION), pad))
        self._fit_words()

    def _fit_words(self) -> None:
        """Show the line in words only when every row of it, and every record line beside it,
        fit whole; else the record line takes the room and the pane under the table says it.
        The record line has its fair least first (a typical line with the table's names, at
        most half the room, never under its title's or ten digits' width: _measure); the names
        share the rest, the shortest whole first, and each title says as much of its name as
        fits, never less than tells it from the others (the tooltip has it whole). A name's
        column is never narrower than its numbers: short of room, the record line is cut."""
        room = self.viewport().width() - self.columnWidth(COL_NUMBER) - self.columnWidth(COL_HAND)
        needs = [need for need, _, _ in self._player_needs]
        line_shown = True
        least = max(self._line_least, min(self._line_fair, room // 2))
        if room - sum(needs) >= least:
            widths = needs
        else:
            lows = [low for _, low, _ in self._player_needs]
            # a name cut to save less than its "…" is cut for nothing: whole, where a record
            # line still has room beside
            snug = [need if need - low <= self._slack else low for need, low in zip(needs, lows, strict=True)]
            widths = share_out(snug if room - sum(snug) >= MIN_SECTION else lows, needs, room - least)
            if room - sum(widths) < MIN_SECTION:
                # not even a useless stub ("r…") of the record line beside the names' least:
                # the pane under the table says it, rather than a scroll bar hiding a player
                line_shown = False
                widths = share_out(lows, needs, room)
        for i, width in enumerate(widths):
            if self.columnWidth(FIRST_PLAYER + i) != width:
                self.setColumnWidth(FIRST_PLAYER + i, width)
        self._fit_titles(widths)
        if self.isColumnHidden(COL_LINE) == line_shown:
            self.setColumnHidden(COL_LINE, not line_shown)
        players = sum(widths)
        fits = line_shown and room - players >= self._line_need + self._words_need
        self._line_room = room - players - (self._words_need if fits else 0) if line_shown else 0
        if fits and self.columnWidth(COL_WORDS) != self._words_need:
            self.setColumnWidth(COL_WORDS, self._words_need)
        if self.isColumnHidden(COL_WORDS) == fits:
            self.setColumnHidden(COL_WORDS, not fits)
        for row, was_cut in enumerate(self._line_cut):
            cut = self._advance(row, COL_LINE) + self._line_pad > self._line_room
            if cut != was_cut:
                self._line_cut[row] = cut
                self._set_line_tip(row, cut)
        self._show_detail()

    def _fit_titles(self, widths: list[int]) -> None:
        """Each player's title: the whole name when its column holds it, else shortened to the
        column (:func:`~mjgui.gui.short_names.short_name`)."""
        if self._measured != self._names:
            return  # (new players, not measured yet: _measure comes, and fits them)
        metrics = self._title_metrics()
        for i, (name, width) in enumerate(zip(self._names, widths, strict=True)):
            whole, _least, pad = self._player_needs[i]
            shown = name if width >= whole else short_name(name, self._prefixes[i], metrics, width - pad)
            title = self.horizontalHeaderItem(FIRST_PLAYER + i)
            if title is not None and title.text() != shown:
                title.setText(shown)

    def _title_metrics(self) -> TitleMetrics:
        """The titles as the header measures them: in bold (so that a title made bold, as a
        highlighted section's is, still fits), whatever font they are drawn in."""
        font = QFont(self.horizontalHeader().font())
        font.setBold(True)
        return TitleMetrics(font)

    def _set_line_tip(self, row: int, cut: bool) -> None:
        """A record line's tooltip: what it does (or its error), with the line itself first
        when the table cuts it."""
        item = self.item(row, COL_LINE)
        if item is None or row >= len(self._rows):
            return
        found = self._rows[row]
        tip = found.error or found.summary
        text = _line_text(found)
        said = cut and text.strip() and text.strip() != tip.strip()
        item.setToolTip(plain_tip(f"{text}\n{tip}" if said else tip))

    def minimumSizeHint(self) -> QSize:
        """Room for :data:`LEAST_ROWS` rows under the titles, whatever the window's size: the
        needs and the chart beside it in the splitter take their share above that (at
        1024 x 640, a record with a line that cannot be read kept one row in sight, the line the
        player is told to double-click, and none of the lines after it)."""
        hint = super().minimumSizeHint()
        rows = LEAST_ROWS * self.verticalHeader().defaultSectionSize()
        titles = self.horizontalHeader().sizeHint().height()
        return QSize(hint.width(), max(hint.height(), titles + rows + 2 * self.frameWidth()))

    # -- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        labels = [
            "#",
            QCoreApplication.translate("TrackerHistory", "Hand"),
            QCoreApplication.translate("Tracker", "Record line"),
            QCoreApplication.translate("TrackerHistory", "In words"),
            *self._names,
        ]
        self.setHorizontalHeaderLabels(labels)
        header = self.horizontalHeader()
        header.setSectionResizeMode(COL_LINE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_WORDS, QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(MIN_HEADER_SECTION)
        # the names are shortened to their columns by _fit_titles, which Qt's "…" never cuts
        # further; the other titles are cut by Qt should a column be too narrow
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        for i, name in enumerate(self._names):
            title = self.horizontalHeaderItem(FIRST_PLAYER + i)
            if title is not None:
                title.setToolTip(plain_tip(name))
        item = self.horizontalHeaderItem(COL_HAND)
        if item is not None:
            item.setToolTip(
                QCoreApplication.translate("Tracker", "Round, hand and honba: E2-1 is East 2, 1 honba")
            )
        self.setAccessibleName(QCoreApplication.translate("Tracker", "History"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # the titles in the new words: the hand's column fits its title ("Раздача") again
            # (the rows came in the new language before the titles did: fitted to "Hand")
            self._fit_counts()
            self._measure()
        super().changeEvent(event)

    # -- interaction ------------------------------------------------------------------------
    def _double_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._rows):
            self.editRequested.emit(self._rows[row].number)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """The line's menu: the line under the pointer for a right click, the selected line for
        the Menu key or Shift+F10 (whose event's position is not on a row Qt means: the line
        below the selected one was the one offered)."""
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            row = self.currentRow()
            if not 0 <= row < len(self._rows):
                return
            item = self.item(row, COL_LINE)
            if item is not None:
                self.scrollToItem(item)
            cell = self.visualRect(self.model().index(row, COL_LINE))
            at = self.viewport().mapToGlobal(cell.bottomLeft())
        else:  # a mouse's: its position is on the viewport
            row = self.rowAt(event.pos().y())
            at = event.globalPos()
        event.accept()
        self._menu(row, at)

    def _menu(self, row: int, at: QPoint) -> None:
        if not 0 <= row < len(self._rows):
            return
        self.selectRow(row)
        number = self._rows[row].number
        menu = QMenu(self)
        menu.setObjectName("history-menu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        edit = menu.addAction(
            QCoreApplication.translate("Tracker", "Edit line %1…").replace("%1", str(number))
        )
        insert = menu.addAction(QCoreApplication.translate("Tracker", "Insert a line before it…"))
        delete = menu.addAction(
            QCoreApplication.translate("Tracker", "Delete line %1").replace("%1", str(number))
        )
        edit.triggered.connect(lambda: self.editRequested.emit(number))
        insert.triggered.connect(lambda: self.insertRequested.emit(number))
        delete.triggered.connect(lambda: self.deleteRequested.emit(number))
        menu.popup(at)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        number = self.current_line()
        # the keypad's Enter (and its Del and Ins, Num Lock off) come with KeypadModifier: the
        # same keys, as the log window's list takes them (keypad Enter did nothing here)
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        if number is not None and plain:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
                self.editRequested.emit(number)
                return
            if event.key() == Qt.Key.Key_Delete:
                self.deleteRequested.emit(number)
                return
            if event.key() == Qt.Key.Key_Insert:
                self.insertRequested.emit(number)
                return
        super().keyPressEvent(event)


__all__ = ["HistoryTable"]

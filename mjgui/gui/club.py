"""The club's results (Game → Club results…): a folder of records as a league table, each
player's statistics with how every figure is counted, the season chart, merging two spellings of
one player, and the exports (CSV, and a printable PDF summary written by Qt's own PDF writer).

Everything it shows comes from :class:`~mjgui.controller.game.club.ClubController`.
"""

from __future__ import annotations

import datetime as dt
import html
import math
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QEvent,
    QMarginsF,
    QObject,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QAction,
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPaintEvent,
    QPalette,
    QPdfWriter,
    QPyTextObject,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionToolButton,
    QStylePainter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.club import TABLE_COLUMNS, ClubController, ClubView
from mjgui.core.game.storage import StorageError
from mjgui.core.league.charts import ChartData
from mjgui.gui.charts import LineChart, paint_chart, print_height
from mjgui.gui.companion import CompanionWindow
from mjgui.gui.i18n import Languages, language_locale
from mjgui.gui.qtnames import elided
from mjgui.gui.settings import Settings, remember_folder, start_in
from mjgui.gui.theme import css, muted, tone_color
from mjgui.gui.util import (
    NoBreakLabel,
    ScrollArea,
    plain_tip,
    read_only_table,
    role_button,
    set_accessible,
    set_shown,
    set_tip,
    tab_through,
    title_label,
)

_NUMERIC = frozenset(TABLE_COLUMNS) - {"name"}

#: The league table's rows the window keeps in sight (a table of six players whole at 1024x640).
TABLE_ROWS_SHOWN = 6
#: The least height the chart and the statistics keep under the table.
BELOW_MIN_HEIGHT = 240


@contextmanager
def busy() -> Iterator[None]:
    """The busy cursor while a season is read (opened or read again: a long season's records
    take half a second) or written out (:meth:`ClubWindow.export`), gone once done, whatever
    happens."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


class _TableSplitter(QSplitter):
    """The table above, the chart and statistics below: until the handle is dragged, the table
    gets two fifths of the height, and never less than :data:`TABLE_ROWS_SHOWN` whole rows while
    the part below keeps :data:`BELOW_MIN_HEIGHT`."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.table: QTableWidget | None = None
        self.dragged = False
        self.splitterMoved.connect(self._dragged)

    def _dragged(self, _pos: int, _index: int) -> None:
        self.dragged = True

    def table_height(self, rows: int = TABLE_ROWS_SHOWN) -> int:
        """The height that shows the table's header and ``rows`` rows whole."""
        table = self.table
        assert table is not None
        header = table.horizontalHeader()
        row = table.verticalHeader().defaultSectionSize()
        return max(header.height(), header.sizeHint().height()) + rows * row + 2 * table.frameWidth()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.dragged or self.table is None or self.count() != 2:
            return
        total = sum(self.sizes())
        if total <= 0:
            return
        top = max(round(total * 2 / 5), self.table_height())
        top = max(min(top, total - BELOW_MIN_HEIGHT), round(total * 2 / 5))
        self.setSizes([top, total - top])


class MergeDialog(QDialog):
    """Two spellings, one player: which name is counted as which. Its Merge and Cancel are plain
    buttons in the box's roles (:func:`~mjgui.gui.util.role_button`), worded by the dialog: the
    box's standard OK and Cancel took their stock texts again on a live language switch."""

    def __init__(
        self,
        names: list[tuple[str, str]],
        mergeable: Callable[[str, str], bool],
        parent: QWidget | None = None,
    ) -> None:
        """``names``: each player's name as the table shows it (marked when it looks like
        another's: "Вoris (Cyrillic: В)") and as it is written ("Вoris"), which is merged.
        ``mergeable``: whether a spelling and a name are worth a merge (the controller's
        :meth:`~mjgui.controller.game.club.ClubController.mergeable`, which matches names as the
        league does)."""
        super().__init__(parent)
        self.setObjectName("club-merge-dialog")
        form = QFormLayout(self)
        self.spelling = QComboBox(self)
        self.spelling.setObjectName("club-merge-spelling")
        self.spelling.setEditable(True)
        for shown, name in names:
            self.spelling.addItem(shown, name)
        self.name = QComboBox(self)
        self.name.setObjectName("club-merge-name")
        self.name.setEditable(True)
        for shown, name in names:
            self.name.addItem(shown, name)
        self.name.setCurrentIndex(-1)  # empty: the player names the target, Enter alone merges nobody
        self.spelling_label = QLabel(self)
        self.spelling_label.setBuddy(self.spelling)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name)
        form.addRow(self.spelling_label, self.spelling)
        form.addRow(self.name_label, self.name)
        buttons = QDialogButtonBox(self)
        self.ok = role_button(buttons, self, "dialog-ok", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel = role_button(buttons, self, "dialog-cancel", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._mergeable = mergeable
        for box in (self.spelling, self.name):
            box.currentTextChanged.connect(self._enable_ok)
        self._enable_ok()
        self.retranslate()

    def _enable_ok(self) -> None:
        """Merge only once two different players are named (the controller says which are)."""
        self.ok.setEnabled(self._mergeable(self.chosen(self.spelling), self.chosen(self.name)))

    @staticmethod
    def chosen(box: QComboBox) -> str:
        """The name a box holds: the player's own name of an item whose text it shows (a name
        shown marked is merged without its mark), else the text as typed."""
        index = box.findText(box.currentText())
        return str(box.itemData(index)) if index >= 0 else box.currentText()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Club", "Merge two spellings of one player"))
        self.spelling_label.setText(QCoreApplication.translate("Club", "This &spelling"))
        self.name_label.setText(QCoreApplication.translate("Club", "is the &player"))
        self.ok.setText(QCoreApplication.translate("Club", "&Merge"))
        self.cancel.setText(QCoreApplication.translate("Club", "&Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ElidedComboBox(QComboBox):
    """A combo box whose chosen text ends in "…" where the box is narrower than it (a rules
    name with its changes), never cut mid-word under the arrow."""

    def _option(self) -> QStyleOptionComboBox:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return option

    def shown_text(self) -> str:
        """The chosen text as the box draws it: whole, or elided to the box's text field."""
        option = self._option()
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        width = max(0, field.width() - 4)
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = self._option()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


class _NotesToggle(QToolButton):
    """The line above the club's notes ("⚠ 1 file skipped · 1 link to a folder not followed ▾"):
    as wide as its text where the panel has the room, else drawn with its words ending in "…"
    before the arrow (the whole in its tooltip), so the counts of every kind of note never
    squeeze the chart beside it to a sliver at 1024 px. Its text() is the whole line."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        # a tool button's width is fixed at its text's: this one may shrink to its minimum
        self.setSizePolicy(QSizePolicy.Policy.Preferred, self.sizePolicy().verticalPolicy())
        self._arrow = ""

    def set_words(self, words: str, arrow: str) -> None:
        """Say ``words`` then ``arrow`` (" ▾"); only the words are elided where room is short."""
        self._arrow = arrow
        if words + arrow != self.text():
            self.setText(words + arrow)
        set_tip(self, words)

    def _padding(self) -> int:
        """What the button takes beside its text (its frame and margins), at its style."""
        return super().sizeHint().width() - self.fontMetrics().horizontalAdvance(self.text())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        shortest = self.fontMetrics().horizontalAdvance(self.text()[:2] + "…" + self._arrow)
        return QSize(min(hint.width(), shortest + self._padding()), hint.height())

    def shown_text(self) -> str:
        """The text as the button draws it: whole, or its words elided to the button's width."""
        text, arrow = self.text(), self._arrow
        if self.width() >= self.sizeHint().width():
            # given its size hint (the layout gives it no more where the panel has the room):
            # whole, for the room worked out of rounded advances falls short of the words'
            # true width by a fraction of a pixel, and Qt would cut them
            return text
        words = text[: len(text) - len(arrow)] if arrow and text.endswith(arrow) else text
        metrics = self.fontMetrics()
        room = self.width() - self._padding() - metrics.horizontalAdvance(arrow)
        return elided(metrics, words, max(0, room)) + (arrow if words != text else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        option.text = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, option)


#: the printed summary's page margins, in mm (left, top, right, bottom): the text column is
#: the A4 page's width (landscape: the league table's twelve columns with a name of 24
#: characters whole) less the left and right ones, 257 mm
PDF_MARGINS_MM = (20.0, 15.0, 20.0, 12.0)
#: the printed summary's font size in points, whatever the application's (a desktop's large
#: text would break its names, push the table off the page and the chart across two)
PRINT_POINT_SIZE = 9.0


#: the font features the printed summary turns off: a ligature is one glyph for two or three
#: letters ("fl" of ``sync-conflict``, "ffi" of ``office``), which a PDF's text gives back as
#: one character (U+FB02): a file name copied or searched out of the summary was not the file's
NO_LIGATURES = ("liga", "clig", "dlig")


def print_font() -> QFont:
    """The printed summary's font: the application's family at :data:`PRINT_POINT_SIZE`, its
    ligatures off (:data:`NO_LIGATURES`): every letter printed is one in the PDF's text."""
    font = QFont(QApplication.font())
    font.setPointSizeF(PRINT_POINT_SIZE)
    for feature in NO_LIGATURES:
        font.setFeature(QFont.Tag(feature), 0)
    return font


class PrintedChart(QPyTextObject):
    """The season chart in the printed summary: painted into the page (the PDF writer) for
    print, as wide as the text column and in the light palette whatever the theme
    (:func:`~mjgui.gui.charts.paint_chart`), never a picture of the window's chart (which a
    splitter may have collapsed to nothing or squeezed), and never taller than a page: a chart
    whose legend and plot would be is laid out wider and drawn smaller to fit one
    (:meth:`fit`), never cut across two. ``painted``: where it was painted, in the page's
    pixels (on the page it is on: not again, hidden, on the page before it)."""

    OBJECT = QTextFormat.ObjectTypes.UserObject + 1
    #: the text of the paragraph the chart takes the place of, in :meth:`ClubWindow.summary_html`
    PLACE = "\ue000chart\ue000"
    CHARACTER = "\ufffc"

    def __init__(self, data: ChartData, axis: str, lang: str, parent: QObject) -> None:
        super().__init__(parent)
        self.data, self.axis, self.lang = data, axis, lang
        self.painted: list[QRectF] = []
        self._fits: dict[tuple[float, float, float, str], tuple[float, float]] = {}

    @staticmethod
    def _scale(document: QTextDocument) -> float:
        """The page's pixels in a pixel of the chart (a 96 dpi one)."""
        device = document.documentLayout().paintDevice()
        return device.logicalDpiX() / 96 if device is not None else 1.0

    @staticmethod
    def _font(document: QTextDocument) -> QFont:
        """The summary's font, its size in the chart's pixels (the painter is scaled)."""
        font = QFont(document.defaultFont())
        if font.pointSizeF() > 0:
            font.setPixelSize(max(1, round(font.pointSizeF() * 96 / 72)))
        return font

    def fit(self, document: QTextDocument) -> tuple[float, float]:
        """The chart's width in its own pixels and the page's pixels in one of them: the text
        column's width at 96 dpi; or, when its legend's rows and plot would then be taller
        than a page (many players), the least width greater at which the chart, drawn that
        much smaller into the text column, fits on one page with a line of text to spare."""
        base = self._scale(document)
        width = document.pageSize().width() - 2 * document.documentMargin()
        font = self._font(document)
        device = document.documentLayout().paintDevice()
        line = QFontMetricsF(document.defaultFont(), device).height() if device is not None else 0.0
        room = document.pageSize().height() - 2 * document.documentMargin() - 2 * line
        key = (width, room, base, font.key())
        if key in self._fits:
            return self._fits[key]
        metrics = QFontMetricsF(font)

        def fits(logical: float) -> bool:
            return print_height(self.data, logical, metrics) * width / logical <= room

        low = width / base
        if fits(low) or width <= 0 or room <= 0:
            found = (low, base)
        else:
            high = low * 2
            while not fits(high) and high < low * 2**20:
                high *= 2
            for _ in range(40):  # the legend's rows fall as it widens: the least width that fits
                middle = (low + high) / 2
                low, high = (low, middle) if fits(middle) else (middle, high)
            found = (high, width / high)
        self._fits[key] = found
        return found

    def intrinsicSize(self, document: QTextDocument, _position: int, _format: QTextFormat) -> QSizeF:
        logical, scale = self.fit(document)
        metrics = QFontMetricsF(self._font(document))
        return QSizeF(logical * scale, print_height(self.data, logical, metrics) * scale)

    def drawObject(
        self,
        painter: QPainter,
        rect: QRectF | QRect,
        document: QTextDocument,
        _position: int,
        _format: QTextFormat,
    ) -> None:
        rect = QRectF(rect)
        if painter.hasClipping() and not painter.clipBoundingRect().intersects(rect):
            return  # on another page: nothing of it drawn, hidden, into this one
        logical, scale = self.fit(document)
        font = self._font(document)
        painter.save()
        painter.translate(rect.topLeft())
        painter.scale(scale, scale)
        painter.setFont(font)
        paint_chart(painter, logical, self.data, self.axis, 0.0, self.lang, QFontMetricsF(font))
        painter.restore()
        self.painted.append(QRectF(rect))


def place_chart(document: QTextDocument) -> QTextCursor | None:
    """The paragraph :attr:`PrintedChart.PLACE` stands alone in, outside any table (a name in
    the table or a game's heading may hold the same text: never taken for it), selected."""
    found = document.find(PrintedChart.PLACE)
    while not found.isNull():
        if found.block().text() == PrintedChart.PLACE and found.currentTable() is None:
            return found
        found = document.find(PrintedChart.PLACE, found)
    return None


def keep_games_whole(document: QTextDocument) -> None:
    """Each game of the summary (a table of one cell: :meth:`ClubWindow.summary_html`) on one
    page: one that the layout would cut across a page break starts the next page (Qt splits a
    cell at the page's foot).

    The document is laid out a few times, however many games and pages (a break set one at a
    time, the rest laid out again after each, took minutes for a year's games): once on one
    endless page, which gives each game's height and the room between games; once in pages,
    which gives where the first game starts. Where each game falls is worked out from those,
    top to bottom, a break moving the games after it down to the next page's top; the breaks
    are set with the document not laid out (:func:`_set_page_break`) and it is laid out once
    more in pages. Where a game then stands elsewhere than worked out, the games from there
    are worked out again from where it stands: one that starts too near a page's foot for its
    heading Qt moves on by itself (a break there too left a blank page), so it is left
    without one; a game longer than a page, cut by Qt, moves the games after it."""
    games = [
        frame
        for frame in document.rootFrame().childFrames()
        if isinstance(frame, QTextTable) and frame.rows() == 1 and frame.columns() == 1
    ]
    if not games:
        return
    pages = document.pageSize()
    height = pages.height()
    layout = document.documentLayout()
    document.setPageSize(QSizeF(pages.width(), -1))  # one endless page: nothing moved by a page
    flat = [layout.frameBoundingRect(game) for game in games]
    document.setPageSize(pages)
    start, top = 0, layout.frameBoundingRect(games[0]).top()
    moves_itself: set[int] = set()  # games Qt moves to the next page without a break
    tries = [0] * len(games)
    while start < len(games):
        document.setPageSize(QSizeF(0, 0))  # not laid out while the breaks are set
        shift = top - flat[start].top()
        unmoved: list[float] = []  # where each game would start without a break
        foreseen: list[float] = []
        for index in range(start, len(games)):
            above, below = flat[index].top() + shift, flat[index].bottom() + shift
            page = math.floor((above + 1) / height)  # a hair above a page's top: on it
            moved = flat[index].height() < height and page != math.floor((below - 1) / height)
            if moved:
                shift += (page + 1) * height - above
            unmoved.append(above)
            foreseen.append(flat[index].top() + shift)
            _set_page_break(games[index], moved and index not in moves_itself)
        document.setPageSize(pages)  # laid out again, in pages, once
        found = next(
            (
                (index, real)
                for index in range(start, len(games))
                if abs((real := layout.frameBoundingRect(games[index]).top()) - foreseen[index - start]) > 1
            ),
            None,
        )
        if found is None:
            return
        index, real = found
        tries[index] += 1
        if tries[index] > 2:  # never more than twice for one game: where Qt put it, it stays
            start, top = index + 1, layout.frameBoundingRect(games[min(index + 1, len(games) - 1)]).top()
        elif real > foreseen[index - start] and _page_break(games[index]):
            moves_itself.add(index)  # a break and Qt's own move: a blank page between
            start, top = index, unmoved[index - start]
        else:
            start, top = index, real


def _page_break(frame: QTextTable) -> bool:
    """Whether ``frame`` starts a page (:func:`keep_games_whole`)."""
    return bool(frame.format().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)


def _set_page_break(frame: QTextTable, starts: bool) -> None:
    """``frame`` starts a page, or not; its format set only if that changes (each setting
    lays out the document from there when it has a page size: :func:`keep_games_whole` sets
    them with none)."""
    if starts != _page_break(frame):
        shape = frame.format()
        shape.setPageBreakPolicy(
            QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
            if starts
            else QTextFormat.PageBreakFlag.PageBreak_Auto
        )
        frame.setFormat(shape)


class TooWide(Exception):
    """The printed summary is wider than its page (:func:`print_pages`): ``name``, the widest
    name of its table, cannot print on one line."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def print_pages(
    build: Callable[[QPaintDevice, float, float], QTextDocument],
    writer: QPdfWriter,
    names: Sequence[str] = (),
) -> QTextDocument:
    """Lay out the document ``build`` makes for ``writer``'s pages and paint it page by page,
    each numbered at its foot, in the print font (:func:`print_font`). Raises
    :class:`TooWide` (naming the widest of ``names``, the table's) when what is laid out is
    wider than the page, its names being kept whole: nothing is saved then (a PDF that says
    "Saved" holds its pages)."""
    font = print_font()
    foot = QFontMetricsF(font, writer).height() * 2
    width, height = float(writer.width()), writer.height() - foot
    document = build(writer, width, height)
    size = document.size()
    if not (0 < size.width() <= width + 1 and size.height() > 0 and document.pageCount() >= 1):
        metrics = QFontMetricsF(font, writer)
        widest = max(names, key=metrics.horizontalAdvance, default="")
        raise TooWide(widest)
    painter = QPainter(writer)
    try:
        painter.setFont(font)
        for page in range(document.pageCount()):
            if page:
                writer.newPage()
            painter.save()
            painter.translate(0, -page * height)
            context = QAbstractTextDocumentLayout.PaintContext()
            # what the page shows: a pixel short of the next page's top, which Qt takes as
            # touching this page (a game moved whole to the next page had its heading
            # written into this one too, clipped at its foot but in its text: found twice by
            # a search, a copy or a screen reader)
            context.clip = QRectF(0, page * height, width, height - 1)
            context.palette.setColor(QPalette.ColorRole.Text, QColor(0, 0, 0))  # ink, whatever the theme
            painter.setClipRect(QRectF(0, page * height, width, height))
            document.documentLayout().draw(painter, context)
            painter.restore()
            painter.drawText(
                QRectF(0, height, width, foot),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                str(page + 1),
            )
    finally:
        painter.end()
    return document


class ClubWindow(CompanionWindow):
    """Renders :class:`ClubView`."""

    def __init__(
        self,
        controller: ClubController | None = None,
        languages: Languages | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("club-window", languages, settings, parent)
        self.controller = controller or ClubController(self.languages.current)
        self._view: ClubView | None = None
        self._charted: tuple[ChartData, str, str] | None = None  # what the chart was given last
        self._filling = False
        self._notes_for: object = ()  # the player chosen when the notes were last opened or folded
        self.start_following(self.controller, 1280, 800)

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget(self)
        v = QVBoxLayout(central)
        v.setContentsMargins(12, 10, 12, 12)
        v.setSpacing(8)
        head = QHBoxLayout()
        self.title = title_label(central, "club-title")
        head.addWidget(self.title)
        head.addStretch(1)
        self.open_button = QPushButton(central)
        self.open_button.setObjectName("club-open")
        self.open_button.clicked.connect(self._open_dialog)
        self.reload_button = QPushButton(central)
        self.reload_button.setObjectName("club-reload")
        self.reload_button.clicked.connect(self.reload)
        v.addLayout(head)
        self.summary = NoBreakLabel(central)
        self.summary.setObjectName("club-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # the folder's name, never markup
        v.addWidget(self.summary)

        filters = QHBoxLayout()
        # three- and four-player games are two tables: the one shown, where the folder has both
        self.players = QComboBox(central)
        self.players.setObjectName("club-table-players")
        self.players.currentIndexChanged.connect(self._players_changed)
        filters.addWidget(self.players)
        self.since_label = QLabel(central)
        self.since = QDateEdit(central)
        self.since.setObjectName("club-since")
        self.until_label = QLabel(central)
        self.until = QDateEdit(central)
        self.until.setObjectName("club-until")
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.since.dateChanged.connect(lambda: self._dates_changed(self.since))
        self.until.dateChanged.connect(lambda: self._dates_changed(self.until))
        self.since_label.setBuddy(self.since)
        self.until_label.setBuddy(self.until)
        self.rules_label = QLabel(central)
        self.rules = ElidedComboBox(central)
        self.rules.setObjectName("club-rules")
        # the rules are named with every option they change: the box takes the row's room left,
        # never more (the whole name in its tooltip and in the list it opens)
        self.rules.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.rules.setMinimumContentsLength(16)
        self.rules.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.rules.currentIndexChanged.connect(self._rules_changed)
        self.rules_label.setBuddy(self.rules)
        for widget in (
            self.since_label,
            self.since,
            self.until_label,
            self.until,
            self.rules_label,
            self.rules,
        ):
            filters.addWidget(widget)
        filters.setStretchFactor(self.rules, 1)
        self.merge_button = QPushButton(central)
        self.merge_button.setObjectName("club-merge")
        self.merge_button.clicked.connect(self.merge_dialog)
        self.csv_button = QPushButton(central)
        self.csv_button.setObjectName("club-export-csv")
        self.csv_button.clicked.connect(lambda: self._export("table"))
        self.games_button = QPushButton(central)
        self.games_button.setObjectName("club-export-games")
        self.games_button.clicked.connect(lambda: self._export("games"))
        self.pdf_button = QPushButton(central)
        self.pdf_button.setObjectName("club-export-pdf")
        self.pdf_button.clicked.connect(lambda: self._export("pdf"))
        # the buttons beside the title, the filters on their own row: the window fits 1024 px
        buttons = (self.merge_button, self.csv_button, self.games_button, self.pdf_button)
        for button in (*buttons, self.reload_button, self.open_button):
            head.addWidget(button)
        v.addLayout(filters)
        self.notice = NoBreakLabel(central)
        self.notice.setObjectName("club-notice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # names the files written
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        v.addWidget(self.notice)

        # the league table across the whole width (no sideways scrolling at 1024 px), the chart
        # and the chosen player's statistics side by side under it
        self.splitter = _TableSplitter(central)
        self.splitter.setObjectName("club-splitter")
        self.table = QTableWidget(self.splitter)
        self.splitter.table = self.table
        self.table.setObjectName("club-table")
        self.table.setColumnCount(len(TABLE_COLUMNS))
        read_only_table(self.table)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.sectionClicked.connect(lambda index: self.controller.sort_by(TABLE_COLUMNS[index]))
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TABLE_COLUMNS.index("name"), QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        below = QSplitter(Qt.Orientation.Horizontal, self.splitter)
        below.setObjectName("club-below")
        self.chart = LineChart(below, name="club-chart")
        # beside the chart: what was not counted, in a line always in view above the statistics
        # ("⚠ 1 file skipped ▸"); the notes it opens sit at the top of the panel under it,
        # open while no player is chosen, folded when one is (their statistics take the room)
        side = QWidget(below)
        side.setObjectName("club-side")
        sv = QVBoxLayout(side)
        sv.setContentsMargins(0, 0, 0, 0)
        sv.setSpacing(2)
        self.notes_toggle = _NotesToggle(side)
        self.notes_toggle.setObjectName("club-notes-toggle")
        self.notes_toggle.setCheckable(True)
        self.notes_toggle.setAutoRaise(True)
        self.notes_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.notes_toggle.toggled.connect(self._notes_toggled)
        sv.addWidget(self.notes_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        right = ScrollArea(side)
        right.setObjectName("club-stats-area")
        self.stats_area = right
        right.setWidgetResizable(True)
        sv.addWidget(right, 1)
        panel = QWidget(right)
        pv = QVBoxLayout(panel)
        pv.setContentsMargins(8, 0, 4, 0)
        self.skipped = NoBreakLabel(panel)
        self.skipped.setObjectName("club-skipped")
        self.skipped.setWordWrap(True)
        self.skipped.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        pv.addWidget(self.skipped)
        self.stats_title = NoBreakLabel(panel)
        self.stats_title.setObjectName("club-stats-title")
        self.stats_title.setWordWrap(True)
        self.stats_title.setTextFormat(Qt.TextFormat.PlainText)  # the player's name
        font = self.stats_title.font()
        font.setBold(True)
        self.stats_title.setFont(font)
        pv.addWidget(self.stats_title)
        self.stats_grid = QGridLayout()
        self.stats_grid.setColumnStretch(1, 1)
        pv.addLayout(self.stats_grid)
        self.stat_labels: dict[str, tuple[QLabel, QLabel]] = {}
        pv.addStretch(1)
        right.setWidget(panel)
        below.addWidget(self.chart)
        below.addWidget(side)
        below.setStretchFactor(0, 3)
        below.setStretchFactor(1, 2)
        below.setSizes([760, 480])
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(below)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([260, 400])
        v.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        # Tab as the window reads: the title's row left to right, the filters, the table, the
        # chart and the statistics (not the order they were made: Open and Reload came first)
        fields = (self.players, self.since, self.until, self.rules)
        tab_through((*buttons, self.reload_button, self.open_button, *fields, self.table, below))

    def _build_actions(self) -> None:
        self.build_view_menu("club-")
        # View → Reload (F5): the folder read again, the filters and the chosen player kept
        self.act_reload = QAction(self)
        self.act_reload.setObjectName("club-reload-folder")
        self.act_reload.setShortcut(QKeySequence("F5"))
        self.act_reload.triggered.connect(self.reload)
        self.addAction(self.act_reload)
        self.menu_view.insertAction(self.menu_view.actions()[0], self.act_reload)
        self.menu_view.insertSeparator(self.menu_view.actions()[1])
        self._build_sort_menu()

    def _build_sort_menu(self) -> None:
        """View → Sort by: a column of the league table each, the one sorted by checked;
        chosen again, the order turns round (as a click on its head does). The header takes no
        focus: without it the keyboard could not sort the table."""
        self.menu_sort = self.menu_view.addMenu("")
        self.menu_sort.setObjectName("club-sort-menu")
        self.menu_view.insertMenu(self.menu_view.actions()[2], self.menu_sort)  # after Reload
        self.sort_actions: dict[str, QAction] = {}
        for column in TABLE_COLUMNS:
            act = self.menu_sort.addAction("")
            act.setObjectName(f"club-sort-{column}")
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, c=column: self.controller.sort_by(c))
            self.sort_actions[column] = act

    def _show_sort_menu(self, view: ClubView) -> None:
        """The Sort by menu worded in the view's column heads, the column sorted by checked and
        its order said; a column the table hides (three players: no 4th) hidden."""
        column, descending = view.sort
        for head in view.columns:
            act = self.sort_actions[head.id]
            text = head.head
            if head.id == "rank":  # "#" alone says nothing in a menu
                text = QCoreApplication.translate("Club", "League place (#)")
            if head.id == column:
                order = (
                    QCoreApplication.translate("Club", "%1, descending")
                    if descending
                    else QCoreApplication.translate("Club", "%1, ascending")
                )
                text = order.replace("%1", text)
            act.setText(text.replace("&", "&&"))
            act.setChecked(head.id == column)
            act.setVisible(head.id not in view.hidden)
            act.setEnabled(bool(view.rows))

    # -- language and palette ---------------------------------------------------------------
    def redraw(self) -> None:
        if self._view is not None:
            self.show_view(self._view)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Club", "mjgui — club results"))
        self.title.setText(QCoreApplication.translate("Club", "Club results"))
        set_accessible(self.table, QCoreApplication.translate("Club", "League table"))
        set_accessible(self.stats_area, QCoreApplication.translate("Club", "The chosen player's statistics"))
        # the three- or four-player table (shown where the folder has both): its value alone
        # ("Four players: 8 games") did not say what it chooses
        set_accessible(self.players, QCoreApplication.translate("Club", "Table shown"))
        self.open_button.setText(QCoreApplication.translate("Club", "&Open a folder…"))
        self.open_button.setToolTip(
            QCoreApplication.translate(
                "Club", "Every .mjgame record in the folder and its subfolders is read; none is ever changed."
            )
        )
        self.since_label.setText(QCoreApplication.translate("Club", "&From"))
        self.until_label.setText(QCoreApplication.translate("Club", "&to"))
        # their calendars name the months and days in the app's language, not the system's
        locale = language_locale(self.languages.current)
        for edit in (self.since, self.until):
            if edit.locale() != locale:
                edit.setLocale(locale)
        self.rules_label.setText(QCoreApplication.translate("Club", "&Rules"))
        self.reload_button.setText(QCoreApplication.translate("Club", "Re&load"))
        self.act_reload.setText(QCoreApplication.translate("Club", "&Reload the folder"))
        tip = QCoreApplication.translate(
            "Club", "Read the folder again: the games saved, deleted or renamed since it was read (F5)."
        )
        self.reload_button.setToolTip(tip)
        self.act_reload.setToolTip(tip)
        self.merge_button.setText(QCoreApplication.translate("Club", "&Merge players…"))
        self.merge_button.setToolTip(
            QCoreApplication.translate(
                "Club", "Count two spellings as one player (saved in mjgui-aliases.txt beside the records)"
            )
        )
        self.csv_button.setText(QCoreApplication.translate("Club", "Table to &CSV…"))
        self.games_button.setText(QCoreApplication.translate("Club", "&Games to CSV…"))
        self.games_button.setToolTip(
            QCoreApplication.translate(
                "Club",
                "Every game's results, one row per player: the three- and four-player games together, "
                "within the dates and rules chosen, as mjgui league --games-csv writes them",
            )
        )
        self.pdf_button.setText(QCoreApplication.translate("Club", "&Summary to PDF…"))
        self.menu_sort.setTitle(QCoreApplication.translate("Club", "&Sort by"))
        self.word_view_menu(
            QCoreApplication.translate("Club", "&View"),
            QCoreApplication.translate("Club", "&Language"),
            QCoreApplication.translate("Club", "&Close"),
        )

    # -- rendering --------------------------------------------------------------------------
    def show_view(self, view: ClubView) -> None:
        self._view = view
        self._filling = True
        try:
            self._show_filters(view)
            self._show_table(view)
        finally:
            self._filling = False
        self._show_sort_menu(view)
        self.summary.setText(view.summary)
        color = css(tone_color(self.palette(), "error")) if view.notice_error else css(muted(self.palette()))
        self.notice.setStyleSheet(f"color: {color}")
        self.notice.setText(view.notice)
        set_shown(self.notice, bool(view.notice))
        has_games = bool(view.rows)
        self.reload_button.setEnabled(bool(view.folder))
        self.act_reload.setEnabled(bool(view.folder))
        for button in (self.merge_button, self.csv_button, self.games_button, self.pdf_button):
            button.setEnabled(has_games)
        charted = (view.chart, view.chart_axis, self.controller.lang)
        if charted != self._charted:  # a player chosen, a sort: the same chart, not laid out again
            self._charted = charted
            self.chart.set_data(view.chart, view.chart_axis, 0.0, self.controller.lang)
            # a Tab stop a screen reader reads, as the tracker's points chart: the lines in words
            self.chart.describe(QCoreApplication.translate("Club", "Season chart"), view.chart_said)
            # ...in the window's order: after the table, before the statistics beside it (it
            # becomes a Tab stop only now, after tab_through ordered the others)
            self.setTabOrder(self.table, self.chart.plot)
        # their line, named as shown, stands out (nothing done when the same)
        self.chart.set_chosen(view.selected_shown)
        set_shown(self.chart, not view.chart.empty)
        self._show_stats(view)
        # what was not counted, the dates that cannot be read, what was counted once only, the
        # conflict copies counted as games of their own, what the aliases file says, and the names
        # that look alike
        sections = [
            (head, mark, lines)
            for head, mark, lines in (
                (view.skipped_head, "⚠ ", view.skipped),
                (view.misdated_head, "⚠ ", view.misdated),
                (view.duplicates_head, "= ", view.duplicates),
                (view.apart_head, "≠ ", view.apart),
                (view.finished_head, "≠ ", view.finished),
                (view.alike_head, "⚠ ", view.alike),
                (view.alias_notes_head, "⚠ ", view.alias_notes),
                (view.lookalike_head, "⚠ ", view.lookalikes),
            )
            if lines
        ]
        self.skipped.setText(
            "<br>".join(
                f"<b>{html.escape(head)}</b><br>"
                + "<br>".join(mark + html.escape(line, quote=False) for line in lines)
                for head, mark, lines in sections
            )
        )
        if view.selected != self._notes_for:  # open without a player, folded for one
            self._notes_for = view.selected
            self.notes_toggle.setChecked(view.selected is None)
        set_shown(self.notes_toggle, bool(sections))
        self._notes_toggled(self.notes_toggle.isChecked())

    def _notes_toggled(self, shown: bool) -> None:
        """The notes opened or folded: the line above them says which, and what they hold."""
        view = self._view
        count = view.notes_count if view is not None else ""
        warn = view is not None and view.notes_warn
        self.notes_toggle.set_words(("⚠ " if warn else "") + count, " ▾" if shown else " ▸")
        color = css(tone_color(self.palette(), "error")) if warn else css(muted(self.palette()))
        self.notes_toggle.setStyleSheet(f"QToolButton {{ color: {color}; font-weight: bold; }}")
        set_shown(self.skipped, shown and bool(count))
        if shown:
            self.stats_area.verticalScrollBar().setValue(0)

    def _show_filters(self, view: ClubView) -> None:
        self.players.clear()
        for seats, text in view.tables:
            self.players.addItem(text, seats)
        self.players.setCurrentIndex(max(0, self.players.findData(view.table_players)))
        set_shown(self.players, len(view.tables) > 1)
        set_shown(self.since, view.dates is not None)
        for widget in (self.since_label, self.until_label, self.until, self.rules_label, self.rules):
            set_shown(widget, view.dates is not None)
        if view.dates is not None and view.date_fields is not None:
            first, last = (QDate(d.year, d.month, d.day) for d in view.dates)
            for edit in (self.since, self.until):
                edit.setDateRange(first, last)
            since, until = view.date_fields
            self.since.setDate(QDate(since.year, since.month, since.day))
            self.until.setDate(QDate(until.year, until.month, until.day))
        self.rules.clear()
        for label, text, tip in view.rules:
            self.rules.addItem(text, label)
            self.rules.setItemData(
                self.rules.count() - 1, plain_tip(tip or text), Qt.ItemDataRole.ToolTipRole
            )
        self.rules.setCurrentIndex(max(0, self.rules.findData(view.rules_selected)))
        self._rules_tip()

    def _show_table(self, view: ClubView) -> None:
        # the columns fit their contents once the table is filled, not at each cell set: Qt
        # measured the column of every cell set again (0.1-0.2 s a click on 30 players)
        header = self.table.horizontalHeader()
        modes = [header.sectionResizeMode(c) for c in range(header.count())]
        for c in range(header.count()):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        try:
            self._fill_table(view)
        finally:
            for c, mode in enumerate(modes):
                header.setSectionResizeMode(c, mode)

    def _fill_table(self, view: ClubView) -> None:
        self.table.setRowCount(len(view.rows))
        for c, head in enumerate(view.columns):
            item = QTableWidgetItem(head.head)
            item.setToolTip(plain_tip(head.tip))
            self.table.setHorizontalHeaderItem(c, item)
        error = tone_color(self.palette(), "error")
        win = tone_color(self.palette(), "win")
        for r, row in enumerate(view.rows):
            for c, text in enumerate(row.cells):
                item = QTableWidgetItem(text)
                column_id = TABLE_COLUMNS[c]
                if column_id in _NUMERIC:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:  # the names' column takes the room left: a long name ends in "…", whole here
                    item.setToolTip(plain_tip(text))
                if column_id == "total":
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    if row.total:
                        item.setForeground(win if row.total > 0 else error)
                self.table.setItem(r, c, item)
            if row.name == view.selected:
                self.table.selectRow(r)
        for c, column_id in enumerate(TABLE_COLUMNS):
            self.table.setColumnHidden(c, column_id in view.hidden)
        column, descending = view.sort
        order = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        self.table.horizontalHeader().setSortIndicator(TABLE_COLUMNS.index(column), order)
        if view.selected is None:
            self.table.clearSelection()

    def _show_stats(self, view: ClubView) -> None:
        self.stats_title.setText(view.stats_title)
        for name_label, value_label in self.stat_labels.values():
            set_shown(name_label, False)
            set_shown(value_label, False)
        for index, stat in enumerate(view.stats):
            if stat.id not in self.stat_labels:
                name_label, value_label = QLabel(self), NoBreakLabel(self)
                name_label.setObjectName(f"club-stat-{stat.id}-name")
                value_label.setObjectName(f"club-stat-{stat.id}")
                value_label.setWordWrap(True)
                value_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                for label in (name_label, value_label):  # a value names players and games
                    label.setTextFormat(Qt.TextFormat.PlainText)
                self.stats_grid.addWidget(name_label, index, 0, Qt.AlignmentFlag.AlignTop)
                self.stats_grid.addWidget(value_label, index, 1)
                self.stat_labels[stat.id] = (name_label, value_label)
            name_label, value_label = self.stat_labels[stat.id]
            name_label.setText(stat.name)
            value_label.setText(stat.value)
            for label in (name_label, value_label):
                set_tip(label, stat.how)
                set_shown(label, True)

    # -- what the user does -----------------------------------------------------------------
    def _selection_changed(self) -> None:
        if self._filling or self._view is None:
            return
        rows = self.table.selectionModel().selectedRows()
        name = self._view.rows[rows[0].row()].name if rows else None
        if name != self._view.selected:
            self.controller.select(name)

    def _dates_changed(self, edit: QDateEdit) -> None:
        """The date of ``edit`` chosen (the table's end: no filter that side); the other
        field's date is the one the player chose, kept, whatever day it shows on this table
        (up to 11-30 shows this table's last game's day, 11-20, and still applies to the other
        table)."""
        if self._filling or self._view is None or self._view.dates is None:
            return
        day = edit.date().toPython()
        assert isinstance(day, dt.date)
        first, last = self._view.dates
        if edit is self.since:
            self.controller.set_dates(None if day <= first else day, self.controller.until)
        else:
            self.controller.set_dates(self.controller.since, None if day >= last else day)

    def _players_changed(self) -> None:
        if not self._filling and self.players.currentData() is not None:
            self.controller.set_table(int(self.players.currentData()))

    def _rules_tip(self) -> None:
        """The rules chosen, whole, in the box's tooltip: a long name does not fit the box."""
        tip = self.rules.itemData(self.rules.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        self.rules.setToolTip(tip if isinstance(tip, str) else "")

    def _rules_changed(self) -> None:
        self._rules_tip()
        if not self._filling:
            self.controller.set_rules(self.rules.currentData() or None)

    def open_folder(self, folder: str | os.PathLike[str]) -> None:
        """Read the season in ``folder`` (the busy cursor while it reads: :func:`busy`)."""
        with busy():
            self.controller.open_folder(folder)

    def open_season_of(
        self,
        record: str | os.PathLike[str],
        opened: str | os.PathLike[str] | None = None,
        players: int | None = None,
    ) -> None:
        """Read the season ``record`` belongs to (the controller's ``open_season_of``), on the
        table of ``players`` (the record's), with the busy cursor."""
        with busy():
            self.controller.open_season_of(record, opened, players)

    def reload(self) -> None:
        """Read the folder again (Reload, F5), keeping what the player chose to see; the busy
        cursor while it reads."""
        with busy():
            self.controller.reload()

    def _open_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self,
            QCoreApplication.translate("Club", "The folder of the club's records"),
            start_in(self.settings, "club" if self.settings and self.settings.folder("club") else "records"),
        )
        if folder:
            remember_folder(self.settings, "club", folder)
            self.open_folder(folder)

    def merge_dialog(self) -> MergeDialog:
        """Opens the merge dialog (returned, for tests); OK merges."""
        # each shown as the table shows it (two names alike marked apart), merged as written
        column = TABLE_COLUMNS.index("name")
        names = [(row.cells[column], row.name) for row in self._view.rows] if self._view else []
        dialog = MergeDialog(names, self.controller.mergeable, self)
        dialog.accepted.connect(
            lambda: self.controller.merge(dialog.chosen(dialog.spelling), dialog.chosen(dialog.name))
        )
        dialog.open()
        return dialog

    def _export(self, kind: str) -> None:
        from mjgui.gui.saving import ask_save_path

        games = (  # both tables' games, within the filters when some are set (as mjgui league's)
            QCoreApplication.translate(
                "Club", "Every game's results within the dates and rules chosen, as CSV"
            )
            if self.controller.filtered
            else QCoreApplication.translate("Club", "Every game's results as CSV")
        )
        filters = {
            "table": (QCoreApplication.translate("Club", "League table as CSV"), "CSV (*.csv)"),
            "games": (games, "CSV (*.csv)"),
            "pdf": (QCoreApplication.translate("Club", "The evening's summary as PDF"), "PDF (*.pdf)"),
        }
        title, pattern = filters[kind]
        name = self.controller.export_name(kind)  # the three-player table's: league-sanma.csv
        path = ask_save_path(
            self, title, pattern, name, start=os.path.join(self.controller.folder or "", name)
        )
        if path:
            self.export(kind, path)

    def changeEvent(self, event: QEvent) -> None:
        """Active again (back from another window, another program): the folder is read again
        when a record changed on disk meanwhile (:meth:`ClubController.refresh`)."""
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> bool:
        """Read the folder again if a file changed on disk since (cheap: sizes and times); the
        busy cursor while it reads. Whether it did. The look that found the change is the one
        read (:meth:`ClubController.changed`): the folder is walked once, not for the look and
        again for the reading."""
        look = self.controller.changed()
        if look is None:
            return False
        with busy():
            return self.controller.refresh(look)

    def export(self, kind: str, path: str) -> bool:
        """Write ``kind`` ("table", "games" or "pdf") to ``path``, with the busy cursor (a
        year's summary takes seconds: :func:`busy`). Whether it was written."""
        with busy():
            if kind == "table":
                return self.controller.export_csv(path)
            if kind == "games":
                return self.controller.export_games_csv(path)
            return self.export_pdf(path)

    # -- the printed summary ----------------------------------------------------------------
    def summary_html(self) -> str:
        """The summary as HTML: under its head, the files not counted as the window's notes say
        them (a game not ended, a damaged record: never a game gone from the sheet unsaid), the
        standings (their head row repeated on every page, a name and a head never broken), where
        the season chart goes (:class:`PrintedChart`), each game's results, each game kept whole
        on a page (a table of one row is never split by Qt)."""
        view = self._view or self.controller.view()
        e = html.escape
        parts = [
            f"<h1>{e(QCoreApplication.translate('Club', 'Club results'))}</h1>",
            f"<p>{e(view.summary)}</p>",
        ]
        printed = self.controller.printed_lines(dt.date.today())
        parts.append("<p>" + "<br>".join(e(line) for line in printed) + "</p>")
        if view.skipped:  # a record not counted (a game not ended, a damaged file): said on paper
            # too, in the window's very sentences ("1 file skipped:" and each file's reason)
            parts.append(
                f"<p><b>{e(view.skipped_head)}</b><br>"
                + "<br>".join("⚠ " + e(line, quote=False) for line in view.skipped)
                + "</p>"
            )
        table = self.controller.printed_table()  # the folder has both tables: which one, its games shown
        if table:
            parts.append(f"<p><b>{e(table)}</b></p>")
        shown = [i for i, c in enumerate(view.columns) if c.id not in view.hidden]
        # a head on one line too (never "Иг|ры", "Ga|me|s"): a name too long for the page then
        # makes the table wider than the page, which is refused, not printed with broken heads
        heads = "".join(f'<th style="white-space: nowrap">{e(view.columns[i].head)}</th>' for i in shown)

        def cell(text: str) -> str:
            return f'<td style="white-space: nowrap">{e(text)}</td>'  # never "+17|6.9", "Ма|рт|а"

        body = "".join("<tr>" + "".join(cell(row.cells[i]) for i in shown) + "</tr>" for row in view.rows)
        parts.append(
            '<table border="1" cellspacing="0" cellpadding="3">'
            f"<thead><tr>{heads}</tr></thead><tbody>{body}</tbody></table>"
        )
        if not view.chart.empty:
            parts.append(f"<p>{PrintedChart.PLACE}</p>")
        for game in self.controller.game_views():  # worked out for the PDF only
            rows = "".join(
                "<tr>" + "".join(cell(result) for result in results) + "</tr>" for results in game.results
            )
            parts.append(
                '<table width="100%" cellspacing="0" cellpadding="0"><tr><td>'
                f"<h3>{e(game.title)}</h3><table cellpadding='2'>{rows}</table></td></tr></table>"
            )
        return "".join(parts)

    def summary_document(self, device: QPaintDevice, width: float, height: float) -> QTextDocument:
        """The summary (:meth:`summary_html`) laid out on ``device`` (the PDF writer; an image
        in tests) in pages ``width`` x ``height`` of its pixels, the page's whole width the text
        column; the season chart painted in it for print that wide (:class:`PrintedChart`),
        whatever the window's splitter or theme shows."""
        document = QTextDocument()
        layout = document.documentLayout()
        layout.setPaintDevice(device)
        document.setDefaultFont(print_font())  # the same pages whatever the desktop's text size
        document.setDocumentMargin(0)
        document.setPageSize(QSizeF(width, height))
        view = self._view or self.controller.view()
        chart = PrintedChart(view.chart, view.chart_axis, self.controller.lang, document)
        layout.registerHandler(PrintedChart.OBJECT, chart)
        document.setHtml(self.summary_html())
        place = place_chart(document)
        if place is not None:
            shape = QTextCharFormat()
            shape.setObjectType(PrintedChart.OBJECT)
            place.insertText(PrintedChart.CHARACTER, shape)
        keep_games_whole(document)
        return document

    def export_pdf(self, path: str) -> bool:
        """Write the summary to ``path`` (A4), atomically: "Saved" only once it is in place and
        every page laid out within the paper (else nothing is written: ``write_failed``)."""
        from mjgui.gui.saving import save_pdf

        refreshed = self.refresh()  # never older than the folder
        if self.controller.export_refused(path):  # a record, the aliases file: never replaced
            return False

        def paint(writer: QPdfWriter) -> None:
            writer.setPageLayout(
                QPageLayout(
                    QPageSize(QPageSize.PageSizeId.A4),
                    QPageLayout.Orientation.Landscape,
                    QMarginsF(*PDF_MARGINS_MM),
                    QPageLayout.Unit.Millimeter,
                )
            )
            writer.setTitle(QCoreApplication.translate("Club", "Club results"))
            writer.setCreator("mjgui")
            view = self._view or self.controller.view()
            names = [row.cells[TABLE_COLUMNS.index("name")] for row in view.rows]
            print_pages(self.summary_document, writer, names)

        try:
            save_pdf(path, paint)
        except TooWide as wide:  # nothing written: said whether a file was there
            self.controller.failed(self.controller.summary_too_wide(path, wide.name))
            return False
        except StorageError as err:
            self.controller.failed(err)
            return False
        self.controller.saved(path, refreshed)
        return True

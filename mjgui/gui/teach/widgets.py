"""Teaching widgets shared by the calculator, the quiz and the comparison windows: the notes under
the yaku list, the readings side by side, and a read-only picture of a hand in tile art."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.scoring.views import GroupView, MeldView, NoteView, ReadingRow, TableView
from mjgui.gui.i18n import term_word
from mjgui.gui.qtnames import (
    ALIGN_BOTTOM,
    ALIGN_CENTER,
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ALIGN_TOP,
    ALIGN_VCENTER,
    align,
    clear,
    draw_text,
    fill,
    fill_rect,
    outline,
    pen,
    rounded,
    selectable,
    shape,
)
from mjgui.gui.theme import css, highlight, is_dark, muted, tone_color
from mjgui.gui.tiles import art, tile_height
from mjgui.gui.util import (
    NoBreakLabel,
    ScrollArea,
    WrapLabel,
    escape_html,
    set_accessible,
    set_shown,
    set_tip,
)

if TYPE_CHECKING:  # the teaching controller loads with the first scored hand
    from mjgui.controller.teach.picture import HandPicture

# ---------------------------------------------------------------------------------------------
# colours
# ---------------------------------------------------------------------------------------------


def good_color(palette: QPalette) -> QColor:
    """A right answer: green, readable on a light or a dark background."""
    if is_dark(palette):
        return QColor.fromHsl(130, 150, 150)
    return QColor.fromHsl(130, 170, 70)


def bad_color(palette: QPalette) -> QColor:
    return tone_color(palette, "error")


def draw_tile(painter: QPainter, widget: QWidget, code: str, rect: QRectF, sideways: bool = False) -> None:
    """One tile from the shared art cache, upright or turned (a called tile)."""
    if sideways:
        w, h = round(rect.height()), round(rect.width())
    else:
        w, h = round(rect.width()), round(rect.height())
    pix = art().pixmap(code, w, h, widget.devicePixelRatioF(), sideways)
    painter.drawPixmap(rect.topLeft(), pix)


# ---------------------------------------------------------------------------------------------
# notes under the yaku list: near misses, or what would give a yaku
# ---------------------------------------------------------------------------------------------


class NoteList(QWidget):
    """A titled list of one-line teaching notes, shown under the yaku."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 10, 4, 2)
        layout.setSpacing(3)
        self.title = WrapLabel(self)
        self.title.setObjectName(f"{name}-title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self._layout = layout
        self._labels: list[WrapLabel] = []
        self._notes: tuple[NoteView, ...] = ()
        self._key: tuple[str, tuple[NoteView, ...], str] | None = None
        set_shown(self, False)

    def texts(self) -> list[str]:
        return [n.text for n in self._notes]

    def labels(self) -> list[WrapLabel]:
        return self._labels[: len(self._notes)]

    def set_notes(self, title: str, notes: tuple[NoteView, ...], tip: str = "") -> None:
        color = css(tone_color(self.palette(), "nowin"))
        key = (title, notes, color)
        if key == self._key:
            return
        self._key = key
        self._notes = notes
        self.title.setText(title)
        set_tip(self.title, tip)
        while len(self._labels) < len(notes):
            label = WrapLabel(self)
            label.setObjectName(f"{self.objectName()}-{len(self._labels)}")
            label.set_format("RichText")
            selectable(label)
            self._layout.addWidget(label)
            self._labels.append(label)
        for index, label in enumerate(self._labels):
            if index < len(notes):
                text = notes[index].text
                label.setText(f'<span style="color:{color}">◦</span> {escape_html(text, quote=False)}')
                set_accessible(label, text)
                set_shown(label, True)
            else:
                set_shown(label, False)
        set_shown(self, bool(notes))


# ---------------------------------------------------------------------------------------------
# a reading's sets, drawn small
# ---------------------------------------------------------------------------------------------

GROUP_TILE = 17
GROUP_GAP = 6
WIN_BAR = 4


class GroupsPicture(QWidget):
    """The sets and the pair of one reading in small tiles, a gap between groups; called melds
    are framed, a closed kan shows its outer tiles face down, and the tile that completed the
    hand is underlined in the group it completed in this reading."""

    def __init__(self, tile_width: int = GROUP_TILE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._w = tile_width
        self._groups: tuple[GroupView, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def set_groups(self, groups: tuple[GroupView, ...]) -> None:
        if groups != self._groups:
            self._groups = groups
            self.updateGeometry()
            self.update()

    def set_tile_width(self, width: int) -> None:
        if width != self._w:
            self._w = width
            self.updateGeometry()
            self.update()

    def tiles_and_gaps(self) -> tuple[int, int]:
        """How many tiles, and the room the gaps between groups take."""
        return sum(len(g.codes) for g in self._groups), GROUP_GAP * max(0, len(self._groups) - 1) + 2

    @property
    def groups(self) -> tuple[GroupView, ...]:
        return self._groups

    def sizeHint(self) -> QSize:
        width = sum(len(g.codes) * self._w for g in self._groups) + GROUP_GAP * max(0, len(self._groups) - 1)
        return QSize(width + 2, tile_height(self._w) + WIN_BAR + 3)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        w = self._w
        h = tile_height(w)
        x = 1.0
        for group in self._groups:
            start = x
            for index, code in enumerate(group.codes):
                face = "back" if group.declared and index in (0, len(group.codes) - 1) else code
                draw_tile(painter, self, face, QRectF(x, 1, w, h))
                if index == group.win:
                    fill(
                        painter,
                        rounded(QRectF(x + 1, h + 2, w - 2, WIN_BAR - 1), 1.5, 1.5),
                        highlight(palette),
                    )
                x += w
            if group.opened:
                edge = rounded(QRectF(start - 0.5, 0.5, x - start + 1, h + 1), 3, 3)
                outline(painter, edge, pen(muted(palette), 1.2))
            x += GROUP_GAP


# ---------------------------------------------------------------------------------------------
# the readings side by side
# ---------------------------------------------------------------------------------------------

ROW_KEYS = ("sets", "wait", "yaku", "value", "why")


def _row_title(key: str) -> str:
    titles = {
        "sets": QCoreApplication.translate("Teach", "Sets"),
        "wait": QCoreApplication.translate("Teach", "Wait"),
        "yaku": term_word("yaku"),
        "value": QCoreApplication.translate("Teach", "Value"),
        "why": QCoreApplication.translate("Teach", "Why"),
    }
    return titles[key]


class _Column:
    """The widgets of one reading's column."""

    def __init__(self, parent: QWidget, index: int) -> None:
        self.head = QLabel(parent)
        self.head.setObjectName(f"reading-{index}-head")
        font = self.head.font()
        font.setBold(True)
        self.head.setFont(font)
        self.picture = GroupsPicture(parent=parent)
        self.picture.setObjectName(f"reading-{index}-sets")
        self.labels: dict[str, QLabel] = {}
        for key in ROW_KEYS[1:]:
            label = NoBreakLabel(parent)
            label.setObjectName(f"reading-{index}-{key}")
            label.setWordWrap(True)
            align(label, "AlignTop", "AlignLeft")
            selectable(label)
            label.setMinimumWidth(150)
            self.labels[key] = label

    def widgets(self) -> list[QWidget]:
        return [self.head, self.picture, *self.labels.values()]


class ReadingsView(ScrollArea):
    """Every reading of the hand in its own column, the chosen one starred and tinted, with
    why it wins under each. Laid out only while its tab is shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readings")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._body = _ReadingsBody(self)
        self._grid = QGridLayout(self._body)
        self._grid.setContentsMargins(6, 6, 6, 6)
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(5)
        self._row_titles: list[QLabel] = []
        for r, key in enumerate(ROW_KEYS):
            title = QLabel(self._body)
            title.setObjectName(f"readings-title-{key}")
            align(title, "AlignTop", "AlignRight")
            _set_color(title, muted(self.palette()))
            self._grid.addWidget(title, r + 1, 0)
            self._row_titles.append(title)
        self._placeholder = NoBreakLabel(self._body)
        self._placeholder.setObjectName("readings-placeholder")
        self._placeholder.setWordWrap(True)
        self._grid.addWidget(self._placeholder, 0, 0, 1, 2)
        self._grid.setRowStretch(len(ROW_KEYS) + 1, 1)
        self._columns: list[_Column] = []
        self._count = 0
        self.setWidget(self._body)
        self._rows: Sequence[ReadingRow] | None = None
        self._pending: Sequence[ReadingRow] = ()
        self._placeholder_text = ""

    # -- content ----------------------------------------------------------------------------
    def rows(self) -> tuple[ReadingRow, ...]:
        """The readings shown (after the tab was shown)."""
        return tuple(self._rows or ())

    def column(self, index: int) -> dict[str, QWidget]:
        col = self._columns[index]
        return {"head": col.head, "sets": col.picture, **col.labels}

    def retranslate(self) -> None:
        for title, key in zip(self._row_titles, ROW_KEYS, strict=True):
            title.setText(_row_title(key))
        self._placeholder_text = QCoreApplication.translate(
            "Teach", "Every way to read the hand is shown here side by side once it is complete."
        )
        self._placeholder.setText(self._placeholder_text)
        self._rows = None
        self._apply()

    def set_rows(self, rows: Sequence[ReadingRow]) -> None:
        self._pending = rows
        if self.isVisible():
            self._apply()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._apply()

    def _apply(self) -> None:
        rows = self._pending
        if not self.isVisible() or rows == self._rows:  # hidden: the rows are not even made
            return
        self._rows = rows
        while len(self._columns) < len(rows):
            index = len(self._columns)
            col = _Column(self._body, index)
            self._grid.addWidget(col.head, 0, index + 1)
            self._grid.addWidget(col.picture, 1, index + 1)
            for r, key in enumerate(ROW_KEYS[1:], start=2):
                self._grid.addWidget(col.labels[key], r, index + 1)
            self._columns.append(col)
        chosen_color = highlight(self.palette())
        for index, col in enumerate(self._columns):
            shown = index < len(rows)
            for widget in col.widgets():
                set_shown(widget, shown)
            if not shown:
                continue
            row = rows[index]
            if row.chosen and row.tie:
                head = "★ " + QCoreApplication.translate("Teach", "Chosen: no other reading pays more")
                _set_color(col.head, chosen_color)
            elif row.chosen:
                head = "★ " + QCoreApplication.translate("Teach", "Chosen: it pays the most")
                _set_color(col.head, chosen_color)
            else:
                head = QCoreApplication.translate("Teach", "Another reading")
                _set_color(col.head, self.palette().color(QPalette.ColorRole.WindowText))
            col.head.setText(head)
            col.picture.set_groups(row.groups)
            set_tip(col.picture, row.text)
            set_accessible(col.picture, row.text)
            col.labels["wait"].setText(row.wait)
            col.labels["yaku"].setText(row.yaku)
            value = col.labels["value"]
            value.setText(row.value)
            bold = QFont(value.font())
            bold.setBold(row.chosen)
            value.setFont(bold)
            col.labels["why"].setText(row.note)
        for c in range(len(self._columns) + 2):
            self._grid.setColumnStretch(c, 0)
        self._grid.setColumnStretch(len(rows) + 1, 1)
        for title in self._row_titles:
            set_shown(title, bool(rows))
        set_shown(self._placeholder, not rows)
        self._count = len(rows)
        self._fit_tiles()
        self._body.set_chosen(next((i for i, r in enumerate(rows) if r.chosen), -1), self._columns)

    def _fit_tiles(self) -> None:
        """Small tiles, smaller still when many readings (seven pairs...) share the width."""
        count = self._count
        if not count:
            return
        titles = max(t.sizeHint().width() for t in self._row_titles)
        room = self.viewport().width() - titles - 12 - self._grid.horizontalSpacing() * (count + 1)
        per_column = room // count
        width = GROUP_TILE
        for col in self._columns[:count]:
            tiles, gaps = col.picture.tiles_and_gaps()
            if tiles:
                width = min(width, (per_column - gaps) // tiles)
        width = max(11, width)
        for col in self._columns[:count]:
            col.picture.set_tile_width(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self._fit_tiles()


class _ReadingsBody(QWidget):
    """Paints the chosen reading's column tinted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chosen = -1
        self._columns: list[_Column] = []

    def set_chosen(self, index: int, columns: list[_Column]) -> None:
        self._chosen = index
        self._columns = columns
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not 0 <= self._chosen < len(self._columns):
            return
        col = self._columns[self._chosen]
        rect = QRectF()
        for widget in col.widgets():
            if widget.isVisible():
                rect = rect.united(QRectF(widget.geometry()))
        if rect.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        shape(
            painter,
            rounded(rect.adjusted(-6, -4, 6, 4), 6, 6),
            highlight(palette, 28),
            pen(highlight(palette, 120)),
        )


def _set_color(label: QLabel, color: QColor) -> None:
    palette = label.palette()
    if palette.color(QPalette.ColorRole.WindowText) != color:
        palette.setColor(QPalette.ColorRole.WindowText, color)
        label.setPalette(palette)


# ---------------------------------------------------------------------------------------------
# a whole hand, read-only (quiz and comparison)
# ---------------------------------------------------------------------------------------------

PICTURE_TILE = 42
MELD_RATIO = 0.82
INDICATOR_RATIO = 0.72


class HandPictureWidget(QWidget):
    """The concealed tiles, the winning tile set apart and underlined, the melds (called tile
    sideways, a closed kan's ends face down), and the dora indicators with the tile each makes
    dora drawn small under it. Tiles shrink to fit the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: HandPicture | None = None
        self._dora_label = ""
        self._ura_label = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_picture(self, view: HandPicture | None) -> None:
        if view != self._view:
            self._view = view
            set_accessible(self, view.label if view else "")
            self.setFixedHeight(self._height(PICTURE_TILE))
            self.update()

    def set_labels(self, dora: str, ura: str) -> None:
        self._dora_label, self._ura_label = dora, ura
        self.update()

    @property
    def picture(self) -> HandPicture | None:
        return self._view

    def sizeHint(self) -> QSize:
        return QSize(900, self._height(PICTURE_TILE))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, self._height(PICTURE_TILE))

    def _height(self, w: int) -> int:
        hand = tile_height(w) + 10
        if self._view is None or not (self._view.dora or self._view.ura):
            return hand
        small = round(w * INDICATOR_RATIO)
        return max(hand, 18 + tile_height(small) + 3 + tile_height(round(small * 0.72)))

    # -- layout -----------------------------------------------------------------------------
    def _meld_width(self, view: MeldView, w: int) -> int:
        h = tile_height(w)
        return sum(h if i == view.sideways else w for i in range(len(view.tiles)))

    def _indicators_width(self, w: int) -> int:
        view = self._view
        if view is None:
            return 0
        small = round(w * INDICATOR_RATIO)
        metrics = self.fontMetrics()
        out = 0
        for label, items in ((self._dora_label, view.dora), (self._ura_label, view.ura)):
            if items:
                out += max(metrics.horizontalAdvance(label), len(items) * (small + 3)) + 16
        return out

    def _width_needed(self, w: int) -> int:
        view = self._view
        if view is None:
            return 0
        total = len(view.hand) * (w + 2) + (w // 3 if view.win_index >= 0 else 0)
        mw = round(w * MELD_RATIO)
        for meld in view.melds:
            total += self._meld_width(meld, mw) + w // 3
        return total + self._indicators_width(w)

    def paintEvent(self, event: QPaintEvent) -> None:
        view = self._view
        if view is None:
            return
        w = PICTURE_TILE
        while w > 16 and self._width_needed(w) > self.width():
            w -= 1
        painter = QStylePainter(self)  # draw_text's (a QPainter that draws coloured text)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        h = tile_height(w)
        top = 2.0
        bottom = top + h
        x = 0.0
        for index, tile in enumerate(view.hand):
            if index == view.win_index and index > 0:
                x += w // 3
            draw_tile(painter, self, tile.code, QRectF(x, top, w, h))
            if index == view.win_index:
                fill(painter, rounded(QRectF(x + 2, bottom + 3, w - 4, 4), 2, 2), highlight(palette))
            x += w + 2
        mw = round(w * MELD_RATIO)
        mh = tile_height(mw)
        for meld in view.melds:
            x += w // 3
            for i, tile in enumerate(meld.tiles):
                code = "back" if i in meld.face_down else tile.code
                if i == meld.sideways:
                    draw_tile(painter, self, code, QRectF(x, bottom - mw, mh, mw), sideways=True)
                    x += mh
                else:
                    draw_tile(painter, self, code, QRectF(x, bottom - mh, mw, mh))
                    x += mw
        # indicators at the right edge
        small = round(w * INDICATOR_RATIO)
        sh = tile_height(small)
        tiny = round(small * 0.72)
        metrics = self.fontMetrics()
        right = float(self.width())
        groups = [(self._ura_label, view.ura), (self._dora_label, view.dora)]
        for label, items in groups:
            if not items:
                continue
            width = max(metrics.horizontalAdvance(label), len(items) * (small + 3))
            left = right - width
            draw_text(painter, QRectF(left, 0, width, 16), ALIGN_LEFT, label, muted(palette))
            ix = left
            for item in items:
                draw_tile(painter, self, item.indicator.code, QRectF(ix, 18, small, sh))
                draw_tile(
                    painter,
                    self,
                    item.dora.code,
                    QRectF(ix + (small - tiny) / 2, 18 + sh + 3, tiny, tile_height(tiny)),
                )
                ix += small + 3
            right = left - 16


# ---------------------------------------------------------------------------------------------
# where the hand sits in the han x fu table (next to the steps)
# ---------------------------------------------------------------------------------------------


def _window(index: int, size: int, count: int) -> range:
    """``count`` consecutive indices around ``index`` within ``range(size)``."""
    count = min(count, size)
    start = min(max(0, index - count // 2), size - count)
    return range(start, start + count)


class TableExcerpt(QWidget):
    """The part of the han x fu table around this hand's cell (a row of fu either side, a han
    either side), the cell lit; for a limit hand, the limit rows around its limit. The whole
    table is on its own tab. Painted in one go: it changes on most clicks."""

    PAD = 8
    CELL_H = 22
    GAP = 2
    SMALL = 0.85  # a limit's han range, on a second line under its name: a smaller font

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-excerpt")
        self._grid: list[list[str]] = []
        self._lit: tuple[int, int] | None = None
        self._header_row = False
        self._title = ""
        self._widths: list[int] = []
        self._wide = 0  # the widest excerpt so far: it only grows, so clicks never relayout it
        # the narrowest it may get: the fu and this hand's han column only (a small window)
        self._narrow = 0
        self._key: object = None
        self._pixmap: QPixmap | None = None  # the excerpt painted once per change
        self._advance: dict[tuple[str, str], int] = {}  # a cell's lines -> its width
        #: (size hint, least size) until what they are made of changes (the title, the widest and
        #: narrowest excerpts, the font): the layouts and its scroll area ask for them many times
        #: a paint (24 in the first frame on a hand), each a bold font and its metrics made anew
        self._hints: tuple[QSize, QSize] | None = None
        # as wide as the excerpt, down to its lit column alone when the window is small
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    # -- what is shown ----------------------------------------------------------------------
    def text(self, row: int, column: int) -> str:
        return self._grid[row][column] if row < len(self._grid) and column < len(self._grid[row]) else ""

    @property
    def lit_text(self) -> str:
        return self.text(*self._lit) if self._lit is not None else ""

    @property
    def title(self) -> str:
        return self._title

    def set_view(self, view: TableView, active: bool) -> None:
        grid: list[list[str]] = []
        lit: tuple[int, int] | None = None
        header_row = False
        if active and view.lit is not None:
            row, col = view.lit
            rows = _window(row, len(view.fu_labels), 3)
            cols = _window(col, len(view.han_labels), 3)
            grid.append(["", *(view.han_labels[c] for c in cols)])
            for r in rows:
                grid.append([view.fu_labels[r], *(view.cells[r][c] for c in cols)])
            lit, header_row = (rows.index(row) + 1, cols.index(col) + 1), True
        elif active and view.limit_lit is not None:
            rows = _window(view.limit_lit, len(view.limit_labels), 3)
            for r in rows:
                grid.append([view.limit_labels[r], view.limit_cells[r]])
            lit = (rows.index(view.limit_lit), 1)
        key = (grid, lit, view.title)
        if key == self._key:
            return
        self._key = key
        self._grid, self._lit, self._header_row = grid, lit, header_row
        self._pixmap = None
        title = QCoreApplication.translate("Teach", "In the han × fu table")
        if title != self._title:
            self._title, self._hints = title, None
        if grid:
            whole = QCoreApplication.translate("Teach", "The whole table is on the Score table tab")
            set_tip(self, f"{view.title}\n{whole}")
            self._measure()
        else:
            set_tip(self, "")
        # shown from the first win on; without a win it keeps its place (no relayout per click)
        set_shown(self, self._wide > 0)
        self.update()

    def _measure(self) -> None:
        """The columns' widths for the grid shown; the widest and narrowest excerpts so far."""
        grid = self._grid
        if not grid:
            return
        self._widths = [max(self._width(r[c], c) for r in grid) + 14 for c in range(len(grid[0]))]
        wide = sum(self._widths) + self.GAP * (len(self._widths) - 1)
        narrow = sum(self._widths[c] for c in self._narrow_columns()) + self.GAP
        if wide > self._wide or narrow > self._narrow:
            self._wide = max(wide, self._wide)
            self._narrow = max(narrow, self._narrow)
            self._hints = None
            self.updateGeometry()

    def _bold(self) -> QFont:
        bold = QFont(self.font())
        bold.setBold(True)
        return bold

    def _small(self) -> QFont:
        small = QFont(self.font())
        if small.pointSizeF() > 0:
            small.setPointSizeF(small.pointSizeF() * self.SMALL)
        else:
            small.setPixelSize(round(small.pixelSize() * self.SMALL))
        return small

    def _lines(self, text: str, column: int) -> tuple[str, str]:
        """A limit row's label on two lines, so that the excerpt fits a 1024 px window: its han
        range under its name ("Sanbaiman" over "(11–12 han)", the range in a smaller font), or a
        name of several words with its last word under the others ("Double" over "yakuman");
        any other cell on one line."""
        if self._header_row or column != 0:
            return text, ""
        name, paren, hans = text.partition(" (")
        if paren:
            return name, paren.lstrip() + hans
        first, space, last = text.rpartition(" ")
        return (first, last) if space else (text, "")

    def _font_of(self, second: str) -> QFont:
        """The second line's font: smaller for a han range, the label's own for a name's word."""
        return self._small() if second.startswith("(") else self.font()

    def _width(self, text: str, column: int = 1) -> int:
        lines = self._lines(text, column)  # the same text on one line or on two is measured apart
        width = self._advance.get(lines)
        if width is None:
            first, second = lines
            # the labels' column is painted in the plain font, the cells (the lit one bold) in bold
            width = QFontMetrics(self.font() if column == 0 else self._bold()).horizontalAdvance(first)
            if second:
                width = max(width, QFontMetrics(self._font_of(second)).horizontalAdvance(second))
            self._advance[lines] = width
        return width

    def _limit_row_height(self) -> int:
        """A limit row: its name and its han range under it."""
        return max(self.CELL_H, QFontMetrics(self.font()).height() + QFontMetrics(self._small()).height() + 2)

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind in (QEvent.Type.FontChange, QEvent.Type.PaletteChange, QEvent.Type.LanguageChange):
            self._advance.clear()
            self._pixmap = None
            self._key = None
            self._wide = 0
            self._narrow = 0
            self._hints = None
            self._measure()  # the grid shown, measured in the new font
        super().changeEvent(event)

    # -- Qt ---------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(self._size_hints()[0])

    def minimumSizeHint(self) -> QSize:
        """Narrower than its size hint: in a small window only the lit column is shown."""
        return QSize(self._size_hints()[1])

    def _size_hints(self) -> tuple[QSize, QSize]:
        if self._hints is None:
            bold = QFont(self.font())
            bold.setBold(True)
            title_w = QFontMetrics(bold).horizontalAdvance(self._title or "M")
            # a header row and three rows of fu, or three two-line limit rows: the taller of the
            # two, so that going from one to the other never relayouts the tab
            limit_h = self._limit_row_height()
            rows_h = max(4 * (self.CELL_H + self.GAP), 3 * (limit_h + self.GAP))
            height = self.PAD * 2 + QFontMetrics(bold).height() + 6 + rows_h
            hint = QSize(max(title_w, self._wide) + self.PAD * 2, height)
            least = hint
            if self._narrow:  # only the lit column is shown in a small window
                least = QSize(min(hint.width(), max(title_w, self._narrow) + self.PAD * 2), height)
            self._hints = hint, least
        return self._hints

    def _narrow_columns(self) -> tuple[int, ...]:
        """The fu labels and the lit column (every column of the limit rows: two)."""
        if not self._grid:
            return ()
        if self._lit is None or len(self._grid[0]) <= 2:
            return tuple(range(len(self._grid[0])))
        return (0, self._lit[1])

    def shown_columns(self) -> tuple[int, ...]:
        """The columns painted at the present width: all, or only the lit one beside the fu."""
        if not self._grid:
            return ()
        if self.width() >= self._wide + self.PAD * 2:
            return tuple(range(len(self._grid[0])))
        return self._narrow_columns()

    def paintEvent(self, event: QPaintEvent) -> None:
        dpr = self.devicePixelRatioF()
        pix = self._pixmap
        if pix is None or pix.size() != self.size() * dpr:
            pix = QPixmap(self.size() * dpr)
            pix.setDevicePixelRatio(dpr)
            clear(pix)
            painter = QStylePainter(pix, self)  # draw_text's (a QPainter that draws coloured text)
            self._paint(painter)
            painter.end()
            self._pixmap = pix
        QPainter(self).drawPixmap(0, 0, pix)

    def _paint(self, painter: QStylePainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        roles = QPalette.ColorRole
        shape(painter, rounded(frame, 5, 5), palette.color(roles.Window), pen(palette.color(roles.Mid)))
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        # without a win (waits, no yaku) the frame stays, its title greyed
        title_color = palette.color(QPalette.ColorRole.WindowText) if self._grid else muted(palette)
        title_h = QFontMetrics(bold).height()
        draw_text(
            painter,
            QRectF(self.PAD, self.PAD, self.width() - 2 * self.PAD, title_h),
            ALIGN_LEFT | ALIGN_VCENTER,
            self._title,
            title_color,
        )
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        grey = muted(palette)
        y = float(self.PAD + title_h + 6)
        columns = self.shown_columns()
        row_h = self.CELL_H if self._header_row else self._limit_row_height()
        for r, row in enumerate(self._grid):
            x = float(self.PAD)
            for c, value in enumerate(row):
                if c not in columns:
                    continue
                w = self._widths[c] if c < len(self._widths) else 40
                cell = QRectF(x, y, w, row_h)
                header = c == 0 or (self._header_row and r == 0)
                lit = (r, c) == self._lit
                if lit:
                    fill(painter, rounded(cell, 3, 3), highlight(palette))
                    color = palette.color(QPalette.ColorRole.HighlightedText)
                    painter.setFont(bold)
                elif header:
                    color = grey
                    painter.setFont(self.font())
                else:
                    fill_rect(painter, cell, base)
                    color = text
                    painter.setFont(self.font())
                across = ALIGN_RIGHT if c == 0 else ALIGN_CENTER  # (centred wins over top)
                inner = cell.adjusted(4, 0, -6 if c == 0 else -4, 0)
                first, second = self._lines(value, c)
                if second:
                    # a limit's label on two lines: its name, its han range (or last word) under it
                    top, bottom = (
                        inner.adjusted(0, 1, 0, -inner.height() / 2),
                        inner.adjusted(0, inner.height() / 2, 0, -1),
                    )
                    draw_text(painter, top, across | ALIGN_BOTTOM, first, color)
                    painter.setFont(self._font_of(second))
                    draw_text(painter, bottom, across | ALIGN_TOP, second, color)
                else:
                    draw_text(painter, inner, across | ALIGN_VCENTER, value, color)
                x += w + self.GAP
            y += row_h + self.GAP

"""The results side: headline, messages, yaku, fu, payments, details tabs and waits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontInfo,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.scoring.views import (
    FuRow,
    HeadlineView,
    MessageView,
    SeatView,
    YakuRow,
)
from mjgui.gui.i18n import term_word
from mjgui.gui.qtnames import (
    TEXT_WORD_WRAP,
    align,
    elided,
    elided_whole_numbers,
    fill,
    focus_policy,
    no_horizontal_scroll_bar,
    pen,
    rounded,
    selectable,
    set_keys,
    shape,
    text_format,
)
from mjgui.gui.theme import css, focus_ring, highlight, muted, tone_color, winner_face
from mjgui.gui.util import (
    Deferred,
    NoBreakLabel,
    ScrollArea,
    WrapLabel,
    escape_html,
    nobreak,
    one_word,
    set_accessible,
    set_shown,
    set_tip,
)

if TYPE_CHECKING:  # the tables load when first shown (mjgui.gui.tables)
    from PySide6.QtGui import QShowEvent

    from mjgui.gui.tables import ScoreTable, WaitsTable

# ---------------------------------------------------------------------------------------------
# headline
# ---------------------------------------------------------------------------------------------


class FitLabel(NoBreakLabel):
    """A headline whose font shrinks so the whole text fits its width on one line; a text that
    would need a size below ``wrap_px`` (``min_px`` unless given; a Russian headline with honba
    and sticks in a narrow window) is set at ``wrap_px`` on as many lines as it takes, so
    nothing is ever cut off."""

    def __init__(
        self, max_px: int, min_px: int, parent: QWidget | None = None, wrap_px: int | None = None
    ) -> None:
        super().__init__(parent)
        self._max = max_px
        self._min = min_px
        self._wrap = min_px if wrap_px is None else max(min_px, wrap_px)
        self._sized = False  # laid out once: until then the width is not the real one
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit()

    def setText(self, text: str) -> None:
        text = nobreak(text)
        if text == self.text():
            return
        QLabel.setText(self, text)
        if self._sized:  # else the first resize fits it (each size tried loads a font: ~0.5 ms)
            self._fit()

    def _fit(self) -> None:
        """The largest size from max to ``wrap_px`` at which the text fits one line, else
        ``wrap_px`` wrapped. Each size tried loads a font (~1 M instructions), so the search
        starts from the size that the text's width in the current font points to (widths grow
        about in proportion to the size), not from the top: one or two sizes tried instead of up
        to twenty."""
        font = QFont(self.font())
        font.setBold(True)
        text = self.text()
        avail = max(50, self.width() - 4)
        now = QFontInfo(font).pixelSize()
        width = QFontMetrics(font).horizontalAdvance(text)
        # one above the estimate: hinting keeps widths from being exactly proportional
        size = self._max if width <= 0 else min(self._max, now * avail // width + 1)
        fits = False
        while size >= self._wrap:
            font.setPixelSize(size)
            if QFontMetrics(font).horizontalAdvance(text) <= avail:
                fits = True
                break
            size -= 1
        size = max(size, self._wrap)
        font.setPixelSize(size)
        self.setFont(font)
        metrics = QFontMetrics(font)
        if fits or not self._sized:
            self.setWordWrap(False)
            self.setFixedHeight(metrics.height() + 4)
            return
        self.setWordWrap(True)
        lines = metrics.boundingRect(0, 0, avail, 100 * metrics.height(), TEXT_WORD_WRAP, text).height()
        self.setFixedHeight(max(lines, metrics.height()) + 4)

    def wraps(self) -> bool:
        """The text takes more than one line (too long for one at the smallest size)."""
        return self.wordWrap()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._sized = True
        self._fit()


class HeadlineTitle(FitLabel):
    """The headline's text. Enter or Esc in the notation field brings the focus here (a screen
    reader reads the result); a ring shows it has the focus, as on a tile, unless a click on the
    text (to select it) gave it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(38, 16, parent, wrap_px=22)  # below 22 px: two lines read better
        self._ring = False

    def focusInEvent(self, event: QFocusEvent) -> None:
        from PySide6.QtCore import Qt  # in a focus change: see mjgui.gui.qtnames

        self._ring = event.reason() != Qt.FocusReason.MouseFocusReason
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._ring = False
        super().focusOutEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._ring and self.hasFocus():
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            focus_ring(painter, self, QRectF(self.rect()))


class Headline(QFrame):
    """The result as said at the table, with an accent bar in the tone's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("headline-box")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 6, 8, 6)
        layout.setSpacing(2)
        self.title = HeadlineTitle(self)
        self.title.setObjectName("headline")
        selectable(self.title)
        self.detail = WrapLabel(self)
        self.detail.setObjectName("headline-detail")
        selectable(self.detail)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        self._tone = "info"

    def set_view(self, view: HeadlineView) -> None:
        self.title.setText(view.text)
        set_accessible(self.title, view.text)
        self.detail.setText(view.detail)
        set_shown(self.detail, bool(view.detail))
        self._tone = view.tone
        self.setProperty("tone", view.tone)
        self.update()

    @property
    def tone(self) -> str:
        return self._tone

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = tone_color(self.palette(), self._tone)
        fill(painter, rounded(QRectF(0, 4, 6, self.height() - 8), 3, 3), color)


class MessageList(QWidget):
    """Inline messages: why the hand is invalid or does not win, hints. Each is whole, on as
    many lines as it takes: the list is as tall as its messages when the panel has the room,
    else it keeps :data:`LEAST_LINES` lines and scrolls (a hand of a dozen wrong tiles has a
    dozen problems, each said with how to fix it: squeezed into the room there was, each lost
    its second line, the fix). The scroll area is made with the first message: the first frame
    of a hand that wins has none."""

    #: the least height it keeps when it scrolls, in lines of its font
    LEAST_LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messages")
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._scroll: ScrollArea | None = None
        self._body: QWidget | None = None  # the messages' widget in it
        self._name = ""  # what a screen reader calls the scroll area (a Tab stop)
        self._layout: QVBoxLayout | None = None
        self._labels: list[WrapLabel] = []
        self._views: tuple[MessageView, ...] = ()
        self._hint_width = -1  # the width its size hint was last worked out for

    def labels(self) -> list[WrapLabel]:
        return self._labels[: len(self._views)]

    def texts(self) -> list[str]:
        return [v.text for v in self._views]

    def set_name(self, name: str) -> None:
        """What a screen reader calls the messages' scroll area, a Tab stop (now or when made)."""
        self._name = name
        if self._scroll is not None:
            set_accessible(self._scroll, name)

    def scroll_area(self) -> ScrollArea:
        """The scroll area the messages are in (made when first asked for): a Tab stop, as the
        other lists, scrolled by the keys once reached (a click leaves the focus where it is)."""
        if self._scroll is None:
            scroll = ScrollArea(self)
            scroll.setObjectName("messages-scroll")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            no_horizontal_scroll_bar(scroll)
            focus_policy(scroll, "TabFocus")
            set_accessible(scroll, self._name)
            scroll.setMinimumHeight(1)  # as short as the list is made (its own least: two scroll bars')
            body = QWidget(scroll)
            body.setObjectName("messages-body")
            self._body = body
            self._layout = QVBoxLayout(body)
            self._layout.setContentsMargins(14, 0, 4, 0)
            self._layout.setSpacing(3)
            self._layout.addStretch(1)
            scroll.setWidget(body)
            self._outer.addWidget(scroll)
            self._scroll = scroll
        return self._scroll

    def set_view(self, messages: tuple[MessageView, ...]) -> None:
        self._views = messages
        if messages:
            scroll = self.scroll_area()
            body, layout = scroll.widget(), self._layout
            assert layout is not None
            while len(self._labels) < len(messages):
                label = WrapLabel(body)
                label.setObjectName(f"message-{len(self._labels)}")
                selectable(label)
                layout.insertWidget(len(self._labels), label)
                self._labels.append(label)
        for index, label in enumerate(self._labels):
            if index < len(messages):
                view = messages[index]
                color = css(tone_color(self.palette(), view.tone))
                bullet = "⚠" if view.tone == "error" else "•"
                label.setText(
                    f'<span style="color:{color}">{bullet}</span> {escape_html(view.text, quote=False)}'
                )
                set_accessible(label, view.text)
                label.setProperty("code", view.code)
                set_shown(label, True)
            else:
                set_shown(label, False)
        set_shown(self, bool(messages))
        self.updateGeometry()

    def _content_height(self) -> int:
        """The messages' height at the list's width, each whole."""
        if self._scroll is None or self._body is None or not self._views:
            return 0
        frame = 2 * self._scroll.frameWidth()
        return self._body.heightForWidth(max(1, self.width() - frame)) + frame

    def sizeHint(self) -> QSize:
        """As tall as the messages at this width (a scroll area's own hint is a guess, at most
        24 lines of its font)."""
        self._hint_width = self.width()
        return QSize(super().sizeHint().width(), self._content_height())

    def minimumSizeHint(self) -> QSize:
        least = self.LEAST_LINES * self.fontMetrics().lineSpacing()
        return QSize(super().minimumSizeHint().width(), min(least, self._content_height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.width() != self._hint_width:
            self.updateGeometry()  # the messages take another height at another width


# ---------------------------------------------------------------------------------------------
# yaku and fu lists
# ---------------------------------------------------------------------------------------------


#: The least width of a row's number column (``1 han``, ``20``): the numbers of a list line up.
NUMBER_WIDTH = 46


class ListRow(QFrame):
    """One row of a result list: a number on the left, the words on the right (rich text, or
    plain text where the words need no markup: Qt then lays them out without a text document)."""

    hovered = Signal(bool)
    MARGIN = 3  # above and below the words
    TIGHT_MARGIN = 1  # in a shorter form, rows closer together (ResultList._fit_rows)

    def __init__(self, parent: QWidget | None = None, rich: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("row")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, self.MARGIN, 6, self.MARGIN)
        layout.setSpacing(8)
        self._row_layout = layout
        self.number = NoBreakLabel(self)
        self.number.setObjectName("row-number")
        align(self.number, "AlignRight", "AlignTop")
        font = self.number.font()
        font.setBold(True)
        self.number.setFont(font)
        self.number.setMinimumWidth(NUMBER_WIDTH)
        # a long value ("Двойной якуман") breaks between its words in a narrow list, not cut off
        self.number.setWordWrap(True)
        self.text = WrapLabel(self)
        self.text.setObjectName("row-text")
        self.text.set_format("RichText" if rich else "PlainText")
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.number)
        layout.addWidget(self.text, 1)
        self._lit = False
        self.plain = ""
        #: the row's words, fullest first (a yaku's name, its kanji and meaning; then shorter)
        self.forms: tuple[str, ...] = ()
        self._rich = rich
        self._level = 0  # the form shown
        self._shown = 0  # the level it was shown at (past its forms: its shortest, rows closer)
        self._margin = self.MARGIN  # above and below the words, in the form shown
        self._number_for = ("", -1)  # the number and form its column's width is for
        self.cut = False  # its words end in "…" where the list ends (ResultList._mark_more)

    def show_form(self, level: int) -> None:
        """Show the words of form ``level`` (the shortest there is, if fewer), rows past the
        fullest level closer together (the fu, of one form, too); a shorter form says the rest
        in the row's tooltip."""
        if not self.forms:
            return
        self._shown = level
        self.cut = False
        form = min(level, len(self.forms) - 1)
        self._level = form
        text = self.forms[form]
        changed = text != self.text.text()
        if changed:
            self.text.setText(text)
        margin = self.MARGIN if level == 0 else self.TIGHT_MARGIN
        if margin != self._margin:
            self._margin = margin
            self._row_layout.setContentsMargins(6, margin, 6, margin)
            changed = True
        set_tip(self, self.plain if form else "")
        self._number_width()
        if changed:
            # the list's layout asks the row's height again now, not when it is next laid out
            self.updateGeometry()

    def uncut(self) -> None:
        """Its words whole again (as its form has them) after :meth:`cut_to`."""
        if self.cut:
            self.show_form(self._shown)

    def cut_to(self, height: int, width: int) -> bool:
        """End its words in "…" after the most whole words with which the row is at most
        ``height`` tall at ``width`` (a number never cut: "2…" is never "20"), its whole words
        in the tooltip; none fitting, its first line cut in "…". False if even that is too tall
        (the words then as they were)."""
        plain = self.plain
        cuts = [i for i, ch in enumerate(plain) if ch == " "]
        candidates = [plain[:i].rstrip(" :,;—-") + "…" for i in cuts]
        number = max(self.number.minimumWidth(), self.number.sizeHint().width())
        margins = self._row_layout.contentsMargins()
        room = width - margins.left() - margins.right() - self._row_layout.spacing() - number
        candidates.insert(0, elided_whole_numbers(self.text.fontMetrics(), plain, max(1, room)))

        def fits(index: int) -> bool:
            self.text.setText(
                escape_html(candidates[index], quote=False) if self._rich else candidates[index]
            )
            return self.heightForWidth(width) <= height

        low, high = -1, len(candidates) - 1  # the last that fits (-1: none)
        while low < high:
            middle = (low + high + 1) // 2
            if fits(middle):
                low = middle
            else:
                high = middle - 1
        if low < 0:
            self.show_form(self._shown)
            return False
        fits(low)
        self.cut = True
        set_tip(self, plain)
        self.updateGeometry()
        return True

    def set_number(self, text: str) -> None:
        """The number column's text; the column is never narrower than its longest word (a
        number and its unit, "1 han", are one)."""
        text = nobreak(text)
        if text == self.number.text():
            return
        self.number.setText(text)
        self._number_width()

    def _number_width(self) -> None:
        """The number column's least width: its longest word (a long value such as «Двойной
        якуман» on two lines beside the name and meaning), or in a shorter form, whose words take
        one line, the whole value (on one line too)."""
        text = self.number.text()
        if self._number_for == (text, self._level):
            return
        self._number_for = (text, self._level)
        metrics = self.number.fontMetrics()
        if self._level:
            widest = metrics.horizontalAdvance(text)
        else:
            widest = max((metrics.horizontalAdvance(word) for word in text.split(" ")), default=0)
        least = max(NUMBER_WIDTH, widest + 2)
        if self.number.minimumWidth() != least:
            self.number.setMinimumWidth(least)

    def set_lit(self, on: bool) -> None:
        if on != self._lit:
            self._lit = on
            self.update()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.set_lit(True)
        self.hovered.emit(True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.set_lit(False)
        self.hovered.emit(False)
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._lit:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            fill(painter, rounded(QRectF(self.rect()), 4, 4), highlight(self.palette(), 45))
        super().paintEvent(event)


class ResultList(ScrollArea):
    """A titled list of rows (the yaku or the fu). A list that is not ``rich`` shows each row's
    plain text: the fu's lines are words and numbers only, and a plain label costs a fraction of a
    rich one to lay out (no text document, laid out again for each width asked about); it paints
    them pixel for pixel as the rich text did.

    A row may come in shorter forms (a yaku without its meaning, then without its kanji): when
    the list is too short for its rows in their fullest form, they take the fullest form in which
    every row is in sight (many yaku, a yakuman's, at 1024 × 640), the rest in each row's
    tooltip; rows of one form (the fu) come closer together instead. Rows still too many end at
    a whole row with a note of how many are below; one row too many is shown, cut in "…" where
    the list ends if need be (:meth:`_mark_more`). The notes under the rows (:meth:`add_footer`)
    scroll."""

    rowHovered = Signal(int)  # -1 when the pointer leaves

    def __init__(self, name: str, parent: QWidget | None = None, rich: bool = True) -> None:
        super().__init__(parent)
        self._rich = rich
        self.setObjectName(name)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        no_horizontal_scroll_bar(self)
        self._level = 0  # the form the rows show (0: their fullest)
        self._forms = 1  # the forms the rows come in
        self._fitted: tuple[int, int] | None = None  # the size the rows' form was chosen for
        self._refit: Deferred | None = None  # the form chosen once a resize's events are over
        body = QWidget(self)
        body.setObjectName(f"{name}-body")
        self._body = body  # the rows' widget
        self._layout = QVBoxLayout(body)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(1)
        self.title = QLabel(body)
        self.title.setObjectName(f"{name}-title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self._layout.addWidget(self.title)
        self.placeholder = WrapLabel(body)
        self.placeholder.setObjectName(f"{name}-placeholder")
        self._layout.addWidget(self.placeholder)
        self._rows: list[ListRow] = []
        self._count = 0
        self._footers: list[QWidget] = []
        self._layout.addStretch(1)
        self.setWidget(body)
        # rows beyond the list's height: the list ends at the last whole row and says how many
        # are below it (a half-painted row read as a glitch: ten Russian yaku at 1024 x 640)
        self.more = QLabel(self)
        self.more.setObjectName(f"{name}-more")
        font = self.more.font()
        font.setItalic(True)
        self.more.setFont(font)
        self.more.hide()
        self._cut = 0  # where the list ends above the note (0: no note, every row in sight)
        self._marking: Deferred | None = None
        self.verticalScrollBar().valueChanged.connect(self._count_more)

    def add_footer(self, widget: QWidget) -> None:
        """Put ``widget`` under the rows, scrolling with them (teaching notes under the yaku)."""
        widget.setParent(self.widget())
        self._layout.insertWidget(self._layout.count() - 1, widget)
        self._footers.append(widget)

    def rows(self) -> list[ListRow]:
        return self._rows[: self._count]

    def texts(self) -> list[str]:
        return [row.plain for row in self.rows()]

    def set_rows(self, items: Sequence[tuple[str, ...]], placeholder: str = "", always: bool = False) -> None:
        """``items``: (number text, rich text, plain text, shorter rich texts...) per row (a
        plain list shows the plain text). The placeholder shows when there are no rows, or
        ``always`` (a note such as "no yaku" above the dora rows)."""
        body = self.widget()
        while len(self._rows) < len(items):
            index = len(self._rows)
            row = ListRow(body, rich=self._rich)
            row.setObjectName(f"{self.objectName()}-{index}")
            row.hovered.connect(lambda on, i=index: self.rowHovered.emit(i if on else -1))
            self._layout.insertWidget(self._layout.count() - 1 - len(self._footers), row)
            self._rows.append(row)
        self._count = len(items)
        for index, row in enumerate(self._rows):
            if index < len(items):
                number, rich, plain, *shorter = items[index]
                row.set_number(number)
                row.forms = (rich, *shorter) if self._rich else (plain,)
                row.plain = plain
                row.show_form(self._level)
                set_accessible(row, f"{number} {plain}".strip())
                set_shown(row, True)
            else:
                set_shown(row, False)
                row.set_lit(False)
        self.placeholder.setText(placeholder)
        set_shown(self.placeholder, bool(placeholder) and (always or not items))
        self._forms = max((len(row.forms) for row in self.rows()), default=1)
        self._fitted = None
        self._request_fit()
        self._fit_width()

    def level(self) -> int:
        """The form the rows show: 0 their fullest, 1 the next shorter..."""
        return self._level

    def _request_fit(self) -> None:
        """Choose the rows' form (:meth:`_fit_rows`) once the events under way are over: a
        window being opened or resized passes through sizes it does not keep (a list narrower
        than it will be), each of which would show the rows in another form."""
        if self._levels() == 1 and self._level == 0:
            # no rows: nothing to choose, only whether all are in sight
            if self._marking is None:
                self._marking = Deferred(self, self._mark_more)
            self._marking.request()
            return
        if self._refit is None:
            self._refit = Deferred(self, self._fit_rows)
        self._refit.request()

    def _fit_rows(self) -> None:
        """Show the rows in the fullest form in which all of them are in sight (the shortest,
        if none is); a list not shown keeps the form they have."""
        size = (self.width(), self.height())
        if self._fitted == size or not self.isVisible():
            return
        self._fitted = size
        level = 0
        while not self._rows_fit(level) and level < self._levels() - 1:
            level += 1
        self._mark_more()  # the rows in the form they now take

    def _levels(self) -> int:
        """The levels the rows may be shown at: their forms; rows of one form (the fu) two, the
        second the same words with the rows closer together (as a shorter form's)."""
        return self._forms if self._forms > 1 or not self._count else 2

    def _rows_fit(self, level: int) -> bool:
        """Show the rows in form ``level``: whether the title, the placeholder and every row are
        then in the list's height, at the width they have."""
        rows = self.rows()
        if level != self._level:
            for row in rows:
                row.show_form(level)
            self._level = level
        body = self._body
        frame = 2 * self.frameWidth()
        room = self.height() - frame
        if body.heightForWidth(self.width() - frame) <= room:
            # the notes under them too, at the width they have with no scroll bar (none needed)
            return True
        # at the width they have beside a scroll bar (the notes under them may bring one)
        width = self.width() - frame - self.verticalScrollBar().sizeHint().width()
        spacing = self._layout.spacing()
        need = self.title.sizeHint().height()
        if not self.placeholder.isHidden():
            need += spacing + self.placeholder.heightForWidth(width)
        for row in rows:
            need += spacing + row.heightForWidth(width)
        return need <= room

    def _row_extents(self, width: int) -> list[tuple[int, int]]:
        """Each row's baseline (of its words' last line) and bottom in the list at ``width``,
        from the list's top. A row is in sight when its baseline is: the pixel of margin under
        it and the tails of a "j" or "y" may be cut (English's tenth yaku at 1024 x 640)."""
        spacing = self._layout.spacing()
        y = self.title.sizeHint().height()
        if not self.placeholder.isHidden():
            y += spacing + self.placeholder.heightForWidth(width)
        out = []
        for row in self.rows():
            top = y + spacing
            y = top + row.heightForWidth(width)
            layout = row.layout()
            margin = layout.contentsMargins().bottom() if layout is not None else 0
            # the last line's baseline: above its tails and the pixel a rich text line has under them
            out.append((y - margin - row.text.fontMetrics().descent() - 1, y))
        return out

    def _mark_more(self) -> None:
        """End the list at its last row in sight when not every row is in its height, with a
        note under it of how many rows are below (kept to the end of a scroll: the rows then in
        sight say it); every row in sight, no note. Never a note for one row: it would take the
        row's own room (a Russian fu list at 1024 x 640 said "1 more below" where its fourth
        row would have been). That row is shown, its words cut in "…" where the list ends if
        they do not fit whole (all of them in its tooltip)."""
        frame = self.frameWidth()
        room = self.height() - 2 * frame
        rows = self.rows() if self.isVisible() and self._count else []
        for row in rows:
            row.uncut()
        cut = 0
        if rows and self._body.heightForWidth(self.width() - 2 * frame) <= room:
            if self.verticalScrollBar().isVisible():
                # Qt keeps a scroll bar that came for rows now closer together (it asks their
                # height at the width beside it): they fit without it, at the list's width
                set_keys(self, "verticalScrollBarPolicy", "ScrollBarAlwaysOff")
                set_keys(self, "verticalScrollBarPolicy", "ScrollBarAsNeeded")
        elif rows:
            width = self.width() - 2 * frame - self.verticalScrollBar().sizeHint().width()
            extents = self._row_extents(width)
            if extents[-1][0] > room:
                end = room - self.more.fontMetrics().height()
                # above the note, rows with their words whole (the tails too)
                whole = [bottom for baseline, bottom in extents if bottom <= end]
                if len(whole) < len(rows) - 1 or not self._cut_last(rows[-1], extents[-1][1], room, width):
                    cut = whole[-1] if whole else 0
        self._cut = cut
        margin = room - cut if cut else 0
        if margin != self.viewportMargins().bottom():
            self.setViewportMargins(0, 0, 0, margin)
        if cut:
            self.more.setGeometry(frame, frame + cut, self.viewport().width(), room - cut)
        set_shown(self.more, bool(cut))
        self._count_more()

    @staticmethod
    def _cut_last(row: ListRow, bottom: int, room: int, width: int) -> bool:
        """Cut the last row's words (:meth:`ListRow.cut_to`) so that it is in sight, as
        :meth:`_row_extents` says (its words' baseline in the list's ``room``), its ``bottom``
        that of its whole words at ``width``. False if not even its first line is."""
        top = bottom - row.heightForWidth(width)
        layout = row.layout()
        margin = layout.contentsMargins().bottom() if layout is not None else 0
        return row.cut_to(room - top + margin + row.text.fontMetrics().descent() + 1, width)

    def _count_more(self) -> None:
        """The note's count: the rows whose baseline is below the list's end at its scroll."""
        if not self._cut:
            return
        frame = self.frameWidth()
        width = self.width() - 2 * frame - self.verticalScrollBar().sizeHint().width()
        end = self.verticalScrollBar().value() + self._cut
        below = sum(1 for baseline, _bottom in self._row_extents(width) if baseline > end)
        text = (
            QCoreApplication.translate("Results", "More below: %1").replace("%1", str(below)) if below else ""
        )
        if text != self.more.text():
            self.more.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._request_fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._request_fit()  # (resized while hidden, or its rows set then)

    def _fit_width(self) -> None:
        """Never narrower than the rows' longest words (a Russian meaning such as
        «последовательности»): with no horizontal scroll bar, a narrower list would cut them."""
        body = self.widget()
        if body is None:
            return
        need = body.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        need += 2 * self.frameWidth()
        if need != self.minimumWidth():
            self.setMinimumWidth(need)


#: The yaku's kanji names that may go on to a second line, between their words (a zero-width
#: space): kokushi's 13-sided wait in the large kanji is wider than the yaku list at 1024 px.
#: Every other name is kept on one line (:func:`mjgui.gui.util.one_word`).
KANJI_WORDS = {"国士無双十三面待ち": "国士無双\u200b十三面待ち"}


def yaku_items(rows: tuple[YakuRow, ...], palette: QPalette) -> list[tuple[str, ...]]:
    """Each yaku's (han, rich text, plain text) and its shorter forms for a list short of room
    (:class:`ResultList`): the name and kanji on one line, then the name alone."""
    grey = css(muted(palette))
    out: list[tuple[str, ...]] = []
    for row in rows:
        # the kanji name on one line, never split (門前清自摸 | 和): too long for the title's line,
        # it goes whole to the next (a no-break space, then a space a line may break at)
        name = escape_html(one_word(KANJI_WORDS.get(row.kanji, row.kanji)))
        title = f"<b>{escape_html(row.title or row.romaji)}</b>"
        subtitle = row.subtitle or row.translated
        big = f"&nbsp; <span style='font-size:large'>{name}</span>" if row.kanji else ""
        rich = f"{title}{big}<br><span style='color:{grey}'>{escape_html(subtitle)}</span>"
        plain = f"{row.title or row.romaji} {row.kanji} {subtitle}".strip()
        one_line = f"{title}&nbsp; {name}" if row.kanji else title
        out.append((row.han_text, rich, plain, one_line, title))
    return out


def fu_items(rows: tuple[FuRow, ...]) -> list[tuple[str, str, str]]:
    return [(str(row.fu), escape_html(row.text), row.text) for row in rows]


# ---------------------------------------------------------------------------------------------
# payments
# ---------------------------------------------------------------------------------------------


class SeatCard(QFrame):
    """One player's payment: wind, amount, role. On ron a click makes this seat the discarder."""

    clicked = Signal()
    AMOUNT_PX = 22  # the amount's font size; 18 for a longer amount (a multiple yakuman's "+128000")
    LONG_AMOUNT_PX = 18

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"seat-{'ESWN'[seat]}")
        self.seat = seat
        layout = QVBoxLayout(self)
        # narrow side margins: four cards of a yakuman ("−16000") fit a 1024 px window in Russian
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(0)
        self.wind = QLabel(self)
        text_format(self.wind, "PlainText")  # a game's player's name, never markup
        # its width is the card's (a name is shortened to it), at least the line without a name
        self.wind.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.amount = QLabel(self)
        self.amount.setObjectName(f"amount-{'ESWN'[seat]}")
        font = self.amount.font()
        font.setPixelSize(self.AMOUNT_PX)
        font.setBold(True)
        self.amount.setFont(font)
        self.role = QLabel(self)
        for label in (self.wind, self.amount, self.role):
            align(label, "AlignCenter")
            layout.addWidget(label)
        self._view: SeatView | None = None
        self._clickable = False
        self._name = ""  # the player's name when the calculator follows a game
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_name(self, name: str) -> None:
        self._name = name
        if self._view is not None:
            self.set_view(self._view, self._clickable)

    def set_view(self, view: SeatView, clickable: bool) -> None:
        self._view = view
        self._clickable = clickable
        kanji = "東南西北"[view.seat]
        set_tip(self.wind, f"{view.wind} {kanji}: {self._name}" if self._name else "")
        self._fit_wind()
        self.amount.setText(view.amount or "·")
        size = self.AMOUNT_PX if len(view.amount) <= 6 else self.LONG_AMOUNT_PX  # four cards fit 1024 px
        if self.amount.font().pixelSize() != size:
            font = self.amount.font()
            font.setPixelSize(size)
            self.amount.setFont(font)
        self.role.setText(view.role)
        color = self.palette().color(QPalette.ColorRole.WindowText)
        if view.winner:
            color = tone_color(self.palette(), "win")
        elif view.payer:
            color = tone_color(self.palette(), "nowin")
        _set_text_color(self.amount, color)
        _set_text_color(self.role, muted(self.palette()))
        if self.underMouse():
            self._show_cursor()  # else when the pointer comes (enterEvent)
        set_tip(
            self,
            QCoreApplication.translate("Results", "Click to make this player the discarder")
            if clickable
            else "",
        )
        who = f"{view.wind} ({self._name})" if self._name else view.wind
        set_accessible(self, f"{who}: {view.amount} {view.role}".strip())
        self.update()

    def _fit_wind(self) -> None:
        """The wind line: "East 東 · dealer", or with a game's names "東 Aiko · dealer". A name
        never widens the card past the line without it: a long one ends in "…" at the card's
        width (whole in the tooltip), the kanji and the dealer mark always shown."""
        view = self._view
        if view is None:
            return
        dealer = " · " + term_word("dealer_in_sentence") if view.dealer else ""
        kanji = "東南西北"[view.seat]
        plain = f"{view.wind} {kanji}{dealer}"
        metrics = self.wind.fontMetrics()
        least = metrics.horizontalAdvance(plain)
        if self.wind.minimumWidth() != least:
            self.wind.setMinimumWidth(least)
        text = plain
        if self._name:
            room = max(self.wind.width(), least) - metrics.horizontalAdvance(f"{kanji} {dealer}")
            text = f"{kanji} {elided(metrics, self._name, room)}{dealer}"
        if self.wind.text() != text:
            self.wind.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_wind()  # a name shortened to the new width

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_wind()

    def _show_cursor(self) -> None:
        from PySide6.QtCore import Qt  # not before the first frame: see mjgui.gui.qtnames

        self.setCursor(Qt.CursorShape.PointingHandCursor if self._clickable else Qt.CursorShape.ArrowCursor)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._show_cursor()
        super().enterEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        from PySide6.QtCore import Qt

        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        view = self._view
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if view is not None and view.winner:
            inside, edge = winner_face(palette), highlight(palette)
        else:
            inside, edge = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Mid)
        shape(painter, rounded(rect, 6, 6), inside, pen(edge))
        super().paintEvent(event)


def _set_text_color(label: QLabel, color: QColor) -> None:
    """Colour a label's text through its palette (cheaper than a style sheet), if it changed."""
    palette = label.palette()
    if palette.color(QPalette.ColorRole.WindowText) != color:
        palette.setColor(QPalette.ColorRole.WindowText, color)
        label.setPalette(palette)


class Payments(QWidget):
    discarderClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("payments")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.cards = [SeatCard(seat, self) for seat in range(4)]
        for card in self.cards:
            card.clicked.connect(lambda c=card: self.discarderClicked.emit(c.seat))
            layout.addWidget(card)

    def set_names(self, names: Sequence[str]) -> None:
        """The players' names by seat wind (East first) when the calculator follows a game;
        empty: the winds alone."""
        for wind, card in enumerate(self.cards):
            name = names[wind] if wind < len(names) else ""
            if name != card._name:
                card.set_name(name)

    def set_view(self, seats: tuple[SeatView, ...], ron: bool) -> None:
        """One card a seat of the table: three players hide the North card (the row keeps
        its spacing, the three cards share the width)."""
        for card, view in zip(self.cards, seats, strict=False):
            clickable = ron and bool(view.amount) and not view.winner
            card.set_view(view, clickable)
        for card in self.cards:
            set_shown(card, card.seat < len(seats))


# ---------------------------------------------------------------------------------------------
# details: arithmetic, score table, readings
# ---------------------------------------------------------------------------------------------


class Arithmetic(WrapLabel):
    """The payment's steps, numbered; the last line (the total) goes to :attr:`total`, a label
    the window keeps in sight under the steps however many there are."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("arithmetic")
        align(self, "AlignTop", "AlignLeft")
        selectable(self)
        self.setContentsMargins(8, 6, 8, 6)
        self.lines: tuple[str, ...] = ()
        self.total = WrapLabel(parent)
        self.total.setObjectName("arithmetic-total")
        self.total.set_format("PlainText")
        self.total.setContentsMargins(8, 2, 8, 4)
        selectable(self.total)
        font = self.total.font()
        font.setBold(True)
        self.total.setFont(font)

    def set_lines(self, lines: tuple[str, ...], placeholder: str) -> None:
        self.lines = lines
        self.total.setText(lines[-1] if lines else "")
        set_shown(self.total, bool(lines))
        if not lines:
            self.setText(
                f"<span style='color:{css(muted(self.palette()))}'>{escape_html(placeholder)}</span>"
            )
            return
        items = "".join(f"<li style='margin-bottom:3px'>{escape_html(line)}</li>" for line in lines[:-1])
        self.setText(f"<ol style='margin-left:-18px'>{items}</ol>")


def __getattr__(name: str) -> object:
    """``ScoreTable`` and ``WaitsTable`` load with :mod:`mjgui.gui.tables` when first asked for."""
    if name in ("ScoreTable", "WaitsTable"):
        from mjgui.gui import tables

        return getattr(tables, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Arithmetic",
    "Headline",
    "MessageList",
    "Payments",
    "ResultList",
    "ScoreTable",
    "WaitsTable",
    "fu_items",
    "yaku_items",
]

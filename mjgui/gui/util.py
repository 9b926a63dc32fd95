"""Small helpers that skip Qt calls when nothing changed (each call may relayout or repaint),
a word-wrapped label that remembers its heights, and a notice shown whole in a status bar."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from mjgui.gui.qtnames import (
    elided,
    focus_policy,
    no_horizontal_scroll_bar,
    selectable,
    set_keys,
    text_format,
)
from mjgui.gui.theme import chosen_palette, focus_ring

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QFocusEvent, QMouseEvent, QPaintEvent, QResizeEvent
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QButtonGroup,
        QDialogButtonBox,
        QMainWindow,
        QPushButton,
        QTableWidget,
        QTableWidgetItem,
    )


def set_shortcuts(action: QAction, keys: Sequence[str]) -> None:
    """Give ``action`` these keys: ``"Ctrl+S"``, or ``"StandardKey.Quit"`` for the platform's own
    (none on some platforms: Quit has no key under Windows' scheme); a key given twice (the
    platform's own and the same one named) is given once, and no key is no key at all.
    (QKeySequence is imported here, when shortcuts are given after the first frame: making its
    type costs ~6 M instructions.)"""
    from PySide6.QtGui import QKeySequence

    standard = QKeySequence.StandardKey
    sequences: list[QKeySequence] = []
    for key in keys:
        if key.startswith("StandardKey."):
            sequence = QKeySequence(getattr(standard, key.removeprefix("StandardKey.")))
        else:
            sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in sequences:
            sequences.append(sequence)
    action.setShortcuts(sequences)


def title_label(parent: QWidget, name: str, scale: float = 1.25) -> QLabel:
    """A window's bold title line, ``scale`` times the normal size, in plain text: a title may
    name players or files (a log's names once showed as HTML here). Set to wrap, it wraps as a
    :class:`NoBreakLabel`."""
    label = NoBreakLabel(parent)
    label.setObjectName(name)
    text_format(label, "PlainText")
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def read_only_table(table: QAbstractItemView) -> None:
    """A table the player reads, never edits: no editing, and Tab leaves it. (Qt's tables move
    Tab from cell to cell and wrap round at the last one, so the keyboard never got past a
    table to the buttons after it; the arrow keys still move between the rows.)"""
    # imported here: the first frame has no table, and the type's 45 enum members cost ~5 M
    # instructions to make
    from PySide6.QtWidgets import QAbstractItemView

    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)


def table_cell(table: QTableWidget, row: int, column: int, text: str) -> QTableWidgetItem:
    """The table's item at ``row``, ``column`` (made when there is none yet), showing ``text``."""
    from PySide6.QtWidgets import QTableWidgetItem  # made only where a table is filled

    item = table.item(row, column)
    if item is None:
        item = QTableWidgetItem()
        table.setItem(row, column, item)
    item.setText(text)
    return item


def column_need(table: QTableWidget, column: int, rows: Iterable[int] | None = None) -> int:
    """The width ``column`` needs for its title and its every cell, whole; with ``rows``, for
    its title and the cells of those rows."""
    title = table.horizontalHeader().sectionSizeHint(column)
    if rows is None:
        return max(table.sizeHintForColumn(column), title)
    grid = 1 if table.showGrid() else 0  # as Qt's sizeHintForColumn counts it
    cells = (table.sizeHintForIndex(table.model().index(row, column)).width() + grid for row in rows)
    return max([title, *cells])


def role_button(
    box: QDialogButtonBox, dialog: QWidget, name: str, role: QDialogButtonBox.ButtonRole
) -> QPushButton:
    """A plain button in ``role`` of the box, which the dialog words (with its Alt letter): not
    one of the box's standard buttons, whose stock texts the box sets again on a live language
    switch, after the dialog has set its own."""
    from PySide6.QtWidgets import QPushButton  # made only where a dialog has a button box

    button = QPushButton(dialog)
    button.setObjectName(name)
    box.addButton(button, role)
    return button


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as it is written. Qt renders a tooltip as rich text when it
    looks like HTML, so a player's name such as ``<span style="font-size:90px">`` or
    ``<img src=...>`` from a log or a record would be drawn, not shown: such a text is escaped
    and marked as rich text (its line breaks kept). A text without ``<`` or ``&`` (which Qt could
    not take for HTML) is returned as it is. (Qt.mightBeRichText is not asked: the ``Qt``
    namespace costs the first frame dearly, see mjgui.gui.qtnames.)"""
    if "<" not in text and "&" not in text:
        return text
    return f"<p style='white-space:pre-wrap'>{escape_html(text, quote=False)}</p>"


def set_tip(widget: QWidget, text: str) -> None:
    """``widget``'s tooltip: ``text`` shown as written, never as HTML (:func:`plain_tip`)."""
    tip = plain_tip(text)
    if widget.toolTip() != tip:
        widget.setToolTip(tip)


def tab_through(widgets: Sequence[QWidget]) -> None:
    """Tab goes through ``widgets`` in this order (the screen's), and through the buttons and
    fields inside each in the order they were made (left to right, row by row). Without it Tab
    follows the order the widgets were made in: a row filled in later comes after the others.
    Every button of a row of one choice (:class:`ChoiceBox`) takes its place, a Tab stop or
    not: the row's one Tab stop moves among them (to the chosen one, the first usable one)."""
    from PySide6.QtCore import Qt  # at run time here: the first frame never reaches Qt's namespace
    from PySide6.QtWidgets import QAbstractSpinBox  # nor makes this type (with its enums)

    tab = Qt.FocusPolicy.TabFocus.value
    chain = [
        w
        for widget in widgets
        for w in (widget, *widget.findChildren(QWidget))
        if (w.focusPolicy().value & tab == tab or ChoiceBox.is_choice(w))
        and not isinstance(w.parentWidget(), QAbstractSpinBox)
        and w.window() is widget.window()  # not a date field's calendar, a window of its own
    ]
    for first, second in pairwise(chain):
        QWidget.setTabOrder(first, second)


def set_shown(widget: QWidget, shown: bool) -> None:
    if widget.isHidden() == shown:
        widget.setVisible(shown)


def set_enabled(widget: QWidget, enabled: bool) -> None:
    if widget.isEnabled() != enabled:
        widget.setEnabled(enabled)


def set_accessible(widget: QWidget, name: str, description: str | None = None) -> None:
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def describe_error(widget: QWidget, error: str, help_text: str = "") -> None:
    """A field's accessible description: the error its text has while it stands (then its help),
    its help alone again once it is gone; a screen reader is told of the change. The error's
    label beside the field is not read with the field: this is what says it there.

    QAccessible is imported only when an error comes or goes (never at a start without one)."""
    text = f"{error}\n{help_text}".strip() if error else help_text
    before = widget.accessibleDescription()
    if before == text:
        return
    widget.setAccessibleDescription(text)
    if error or (before and before != help_text):  # not a field's first help at its start
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` now, of ``widget`` (an answer's verdict, why a dialog's
    OK did nothing): where the focus does not move to words that say it, or stays where it was.
    Said only while an assistive tool listens (QAccessible imported then, not at a start)."""
    if not text:
        return
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    if QAccessible.isActive():
        event = QAccessibleAnnouncementEvent(widget, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)


def escape_html(text: str, quote: bool = True) -> str:
    """Text made safe for Qt's rich text: what ``html.escape`` does, without loading the
    ``html`` package, whose entity tables cost a few milliseconds at start-up.

    The narrow no-break space that groups a number's digits (``16 000``: core.numbers) becomes a
    no-break space: Qt's rich text reads U+202F as white space and would wrap a number there
    (``16`` at a line's end, ``000`` on the next), and keeps U+00A0. Plain text keeps U+202F."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\u202f", "\u00a0")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text


#: Where a line must not break (:func:`nobreak`): the space or hyphen after a number, before a
#: letter ("30 fu", «3 хана», "8 000 points", "13-sided"), a hyphen between two letters (joined
#: when they are Cyrillic: «ура-дора»); and a rich text's tags, matched to be kept as they are
#: (``<table cellspacing=2 width=...>`` is not words). One pattern, compiled at import (~0.1 ms;
#: the letters are told Cyrillic in :func:`_join`: a Cyrillic range in a pattern takes ~0.4 ms
#: more to compile, before the first frame).
_JOINS = re.compile(r"<[^<>]*>|(?<=\d)[ -](?=[^\W\d_])|(?<=[^\W\d_])-(?=[^\W\d_])")


def nobreak(text: str) -> str:
    """``text`` as a wrapped label shows it: a line never breaks between a number and its unit
    ("30 fu", «30 фу», "8 000 points", "2 honba", "13-sided") nor inside a hyphenated Russian
    word («ура-дора», «13-сторонним»): a no-break space, a non-breaking hyphen (U+2011, drawn
    as the hyphen). The sentences themselves keep their plain spaces and hyphens (the command
    line's text and JSON are the same catalogue's): only the widgets that may wrap a line pass
    their text through this. Plain or rich text: a tag is never changed."""
    return _JOINS.sub(_join, text)


def as_typed(text: str) -> str:
    """``text`` with what :func:`nobreak` changed for the display undone: plain spaces and
    hyphens again (text copied from a wrapped label is typed or pasted elsewhere)."""
    return text.replace("\u00a0", " ").replace("\u2011", "-")


def _join(match: re.Match[str]) -> str:
    found = match.group()
    if found == " ":
        return "\u00a0"
    if found == "-":
        start, text = match.start(), match.string
        if _in_file_name(text, start):
            return found  # a file's name keeps its own hyphen (copied from a label, it must open)
        if text[start - 1].isdigit() or (_cyrillic(text[start - 1]) and _cyrillic(text[start + 1])):
            return "\u2011"
    return found  # a tag, or a hyphen between Latin letters ("self-draw")


def _in_file_name(text: str, at: int) -> bool:
    """Whether the word around ``text[at]`` (up to the spaces either side) is a file's name or
    path: it holds a slash or a backslash, or a dot followed by a letter or digit (an ending)."""
    start = max(text.rfind(" ", 0, at), text.rfind("\u00a0", 0, at)) + 1
    ends = [i for i in (text.find(" ", at), text.find("\u00a0", at)) if i >= 0]
    word = _TAG.sub("", text[start : min(ends) if ends else len(text)])  # rich text's tags aside
    return "/" in word or "\\" in word or _ENDING.search(word) is not None


_ENDING = re.compile(r"\.\w")
_TAG = re.compile(r"<[^<>]*>")


def _cyrillic(char: str) -> bool:
    return "\u0400" <= char <= "\u04ff"


def one_word(text: str) -> str:
    """A yaku's kanji name (門前清自摸和) kept on one line: Qt breaks a line between any two kanji
    or kana, and a word joiner (U+2060, not drawn) between each two forbids it. A zero-width
    space (U+200B) in ``text`` stays the one place it may break. Only for a yaku's name: a
    player's Japanese name still breaks where Japanese text does. The kanji font has the joiner
    (an empty glyph, ``tools/make_font_subset.py``): Qt looks up no fallback font for it."""
    return "\u200b".join("\u2060".join(word) for word in text.split("\u200b"))


class NoBreakLabel(QLabel):
    """A label that may wrap its text (``setWordWrap``) and never breaks a line where
    :func:`nobreak` says it must not."""

    def setText(self, text: str) -> None:
        super().setText(nobreak(text))


class WrapLabel(NoBreakLabel):
    """A word-wrapped label that remembers its height for each width it was asked about.

    While the window's layouts settle, Qt asks a wrapped label its height for a width again and
    again (170 times for a dozen labels before the first frame), and QLabel lays its text out
    anew each time: rich text from scratch, as a document. The answers only change with the
    text, the font, the style or the margins, so they are kept until one of those changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._heights: dict[int, int] = {}

    def setText(self, text: str) -> None:
        text = nobreak(text)
        if text != self.text():
            self._heights.clear()
            QLabel.setText(self, text)

    def clear(self) -> None:
        self._heights.clear()
        super().clear()

    def setTextFormat(self, fmt: Qt.TextFormat) -> None:
        self._heights.clear()
        super().setTextFormat(fmt)

    def set_format(self, key: str) -> None:
        """``setTextFormat`` by the name of the format (``"RichText"``: see mjgui.gui.qtnames)."""
        self._heights.clear()
        text_format(self, key)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = super().heightForWidth(width)
            self._heights[width] = height
        return height

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _RELAYOUT_EVENTS:
            self._heights.clear()
        super().changeEvent(event)


#: where Qt's status bar starts its widgets (QStatusBar's layout: a 2 px spacing first) and where
#: it draws its messages (its message rectangle starts 6 px in)
STATUS_WIDGETS_LEFT = 2
STATUS_MESSAGE_LEFT = 6


class StatusNotice(WrapLabel):
    """A notice at the bottom of a window, in its status bar, shown whole: wrapped at the bar's
    width and as tall as its lines there. (The bar sizes its widgets by their size hint, which
    for a wrapped label is a guess: a line too many, or too few in a narrow window; and its
    layouts ask a wrapped label its height for widths it never has, a few pixels wide: the
    window grew by hundreds of pixels.) Never wider than the window lets it be; the file names in
    it can be selected and copied."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status-notice")
        text_format(self, "PlainText")
        selectable(self)
        # its text where the bar's messages start, not 4 px left of them at the window's edge
        self.setContentsMargins(STATUS_MESSAGE_LEFT - STATUS_WIDGETS_LEFT, 0, 0, 0)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._width = 0  # the width its size hint is for
        self.words: Callable[[], str] | None = None  # the notice, worded in the current language

    def say(self, words: Callable[[], str]) -> None:
        """Show the notice ``words`` gives, worded again when the language changes."""
        self.words = words
        self.setText(words())
        self.show()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.width() > 0:
            hint.setHeight(self.heightForWidth(self.width()))
        return hint

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return False  # its height is its size hint's, for the width it has (the bar's layouts ask for others)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.width() != self._width:
            self._width = self.width()
            self.updateGeometry()  # another width: the bar asks its height again

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.words is not None:
            self.setText(self.words())


def clear_status_message(window: QMainWindow) -> None:
    """Take away the message in ``window``'s status bar (a bar it has: none is made for this):
    words said before a switch of the language, which stayed in the old one until their time was
    up, or for good. A :class:`StatusNotice` stays: it says itself again in the new language.
    A window not shown yet (the language chosen as it starts) has no message: nothing is looked
    for (``findChild`` builds PySide's ``Qt`` namespace: see :mod:`mjgui.gui.qtnames`)."""
    if not window.isVisible():
        return
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QStatusBar

    bar = window.findChild(QStatusBar, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if isinstance(bar, QStatusBar) and bar.currentMessage():
        bar.clearMessage()


def show_notice(window: QMainWindow, words: Callable[[], str]) -> StatusNotice:
    """Show the notice ``words`` gives (in the current language, and again in a new one) whole
    at the bottom of ``window`` (:class:`StatusNotice`) until the status bar shows another
    message; a second notice replaces the first."""
    bar = window.statusBar()
    notice = bar.findChild(StatusNotice)
    if notice is None:
        # the bar shown and laid out at the window's width first (it may be new, shown later by
        # Qt): the notice's first height is for about its width, not a new bar's 100 px, which
        # would grow the window by a dozen lines
        bar.show()
        layout = window.layout()
        if layout is not None:
            layout.activate()
        notice = made = StatusNotice(bar)
        bar.addWidget(made, 1)

        def gone(message: str) -> None:
            if message:  # another message took the bar's place (and its time): the notice goes
                made.words = None
                made.clear()
                made.hide()

        bar.messageChanged.connect(gone)
    bar.clearMessage()
    notice.say(words)
    return notice


#: Qt.EventPriority.LowEventPriority (without reaching the Qt namespace): the priority Qt posts a
#: window's paint with (its UpdateRequest), so an event posted at it comes after that paint
LOW_EVENT_PRIORITY = -1


class Deferred(QObject):
    """Calls ``call`` once when the events already under way are over: :meth:`request` posts an
    event, delivered after them (a second request before it comes adds nothing). A posted
    event, not a zero timer: the next pass of the event loop delivers it. ``after_paint``: after
    the paint those events asked for too (posted at the paint's low priority), for work that
    would hold up what the player is waiting to see."""

    def __init__(self, parent: QObject, call: Callable[[], None], *, after_paint: bool = False) -> None:
        super().__init__(parent)
        self._call = call
        self._due = False
        self._priority = LOW_EVENT_PRIORITY if after_paint else 0

    def request(self) -> None:
        if not self._due:
            self._due = True
            from PySide6.QtCore import QCoreApplication

            QCoreApplication.postEvent(self, QEvent(QEvent.Type.User), self._priority)

    def customEvent(self, event: QEvent) -> None:
        self._due = False
        self._call()


_RELAYOUT_EVENTS = (
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
    QEvent.Type.ContentsRectChange,
    QEvent.Type.LanguageChange,
)


class ElidedLabel(QLabel):
    """Plain text on one line that never changes the layout: its height is one line whether it
    shows text or not. A text too long for the line ends in "…" (the whole text in the tooltip
    and the accessible name)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        text_format(self, "PlainText")
        self.setWordWrap(False)
        from PySide6.QtWidgets import QSizePolicy

        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        set_accessible(self, text)
        self._elide()

    def _elide(self) -> None:
        shown = self._fitted(max(10, self.width()))
        if shown != self.text():
            super().setText(shown)

    def _fitted(self, width: int) -> str:
        """The text as shown in ``width``: elided when too long."""
        return elided(self.fontMetrics(), self._full, width)

    def line_height(self) -> int:
        """Its height: one line."""
        return self.fontMetrics().height() + 4

    def _fit_height(self) -> None:
        self.setFixedHeight(self.line_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()
            self._elide()


class SpillingLabel(ElidedLabel):
    """Plain text on one line that is always there (it never changes the layout); what does not
    fit goes on, broken between words, to ``spill``: a one-line label on the row under it, in
    the place of ``covered`` (the calculator's notation error: the Hand title), beside
    ``crowded`` (the box of the title's buttons) or, when the rest is longer than the room
    beside it, in its place too while it shows. So a text of two lines is read whole and moves nothing,
    and no second line is kept empty for it. Too long even so, it ends in "…" (the whole text
    in the tooltips)."""

    def __init__(
        self, parent: QWidget | None, spill: ElidedLabel, covered: QWidget, crowded: QWidget
    ) -> None:
        super().__init__(parent)
        self.spill = spill
        self.covered = covered
        self.crowded = crowded
        set_shown(spill, False)

    def _fitted(self, width: int) -> str:
        metrics = self.fontMetrics()
        full = nobreak(self._full)  # broken between words, never inside "14 tiles"
        first, rest = full, ""
        if metrics.horizontalAdvance(full) + 1 > width:
            words = full.split(" ")
            taken = 0
            while taken < len(words) and metrics.horizontalAdvance(" ".join(words[: taken + 1])) + 1 <= width:
                taken += 1
            if taken == 0:  # a word wider than the line: cut, as one line
                first = elided(metrics, full, width)
            else:
                first, rest = " ".join(words[:taken]), " ".join(words[taken:])
        self.spill.set_full_text(rest)
        self.spill.setToolTip(self._full)
        set_shown(self.spill, bool(rest))
        set_shown(self.covered, not rest)
        # the room beside the buttons (the row is as wide as this line, with a gap between)
        crowded = self.crowded.sizeHint()
        room = metrics.horizontalAdvance(rest) + 1 <= width - crowded.width() - 6
        set_shown(self.crowded, room)
        # in their place, as tall as they are: the row keeps its height
        line = self.spill.line_height()
        self.spill.setFixedHeight(line if room else max(line, crowded.height()))
        return first


def is_undo_key(event: QEvent) -> bool:
    """A key press asking for undo or redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y...): a text field
    that lets it through (ignores its ShortcutOverride) leaves it to the window's undo of every
    edit instead of undoing its own typing."""
    from PySide6.QtGui import QKeyEvent, QKeySequence  # not at import: see set_shortcuts

    if not isinstance(event, QKeyEvent):
        return False
    keys = QKeySequence.StandardKey
    return event.matches(keys.Undo) or event.matches(keys.Redo)


def leaves_to_window(event: QEvent, keys: Callable[[QEvent], bool]) -> bool:
    """For a widget's ``event()``: a key ``keys`` accepts is left to the window's shortcuts (its
    ShortcutOverride ignored); True when the event is thus handled."""
    if event.type() == QEvent.Type.ShortcutOverride and keys(event):
        event.ignore()
        return True
    return False


class WindowUndoLineEdit(QLineEdit):
    """A line edit whose Ctrl+Z / Ctrl+Shift+Z go to the window's undo and redo. Its example
    (:meth:`set_examples`) is the fullest of its forms that it shows whole."""

    #: the text's margins inside the field: the frame's and the line edit's own (2 px a side each)
    TEXT_MARGINS = 8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._examples: tuple[str, ...] = ()

    def set_examples(self, *texts: str) -> None:
        """The placeholder: the first of ``texts`` (fullest first) that the field shows whole,
        else the last (a record line's example cut short in Russian at 1024 px: «…ron Che…»)."""
        self._examples = texts
        self._show_example()

    def _show_example(self) -> None:
        if not self._examples:
            return
        room = self.contentsRect().width() - self.TEXT_MARGINS
        metrics = self.fontMetrics()
        shown = next((t for t in self._examples if metrics.horizontalAdvance(t) <= room), self._examples[-1])
        if shown != self.placeholderText():
            self.setPlaceholderText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_example()

    def event(self, event: QEvent) -> bool:
        return leaves_to_window(event, is_undo_key) or super().event(event)


class FocusRing(QWidget):
    """The ring around a :class:`ScrollArea` (or another list that scrolls: the waits) that has
    the keyboard's focus. A child of the window, not of the area: inside the area it would
    cover the first pixels of its text (a list's title starts at its edge), and every area sits
    at its parent's edge, where a sibling would be cut off. It follows the area while shown (the
    area and each widget between it and the window are watched for moves and resizes); it takes
    no click and no focus."""

    #: the ring stands this far outside the area (its line, 2 px, then a pixel of air)
    MARGIN = 3

    def __init__(self, area: QWidget) -> None:
        from PySide6.QtCore import Qt

        super().__init__(area.window())
        self._area = area
        self._watched: list[QWidget] = []
        self.setObjectName("focus-ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        area.destroyed.connect(self.deleteLater)

    def follow(self) -> None:
        """Shown around the area, and kept there."""
        top = self.parentWidget()
        widget: QWidget | None = self._area
        while widget is not None and widget is not top:
            widget.installEventFilter(self)
            self._watched.append(widget)
            widget = widget.parentWidget()
        self._place()
        self.raise_()
        self.show()

    def leave(self) -> None:
        for widget in self._watched:
            widget.removeEventFilter(self)
        self._watched.clear()
        self.hide()

    def _place(self) -> None:
        from PySide6.QtCore import QPoint, QRect

        top = self.parentWidget()
        if top is None:
            return
        margin = self.MARGIN
        where = QRect(self._area.mapTo(top, QPoint(0, 0)), self._area.size())
        self.setGeometry(where.adjusted(-margin, -margin, margin, margin))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self._place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        focus_ring(painter, self._area, QRectF(self.rect()))


if TYPE_CHECKING:
    _Widget = QWidget
else:
    _Widget = object  # a mixin: the Qt class comes after it in the bases


class RingedFocus(_Widget):
    """A mixin (first in the bases, before the Qt widget class) for a widget that shows when it
    has the keyboard's focus: the ring a focused tile has (:func:`mjgui.gui.theme.focus_ring`),
    around it, in either theme, made when first needed. Not after a click, which needs no telling."""

    _ring: FocusRing | None = None

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if not _by_click(event):
            if self._ring is None:
                self._ring = FocusRing(self)
            self._ring.follow()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self._ring is not None:
            self._ring.leave()

    def focus_shown(self) -> bool:
        """Whether the focus ring is shown around the widget."""
        return self._ring is not None and self._ring.isVisible()


def _by_click(event: QFocusEvent) -> bool:
    from PySide6.QtCore import Qt  # after the first frame: see mjgui.gui.qtnames

    return event.reason() == Qt.FocusReason.MouseFocusReason


class ScrollArea(RingedFocus, QScrollArea):
    """A scroll area that is a Tab stop (the text in it has none of its own, and scrolls by the
    arrow and page keys) and shows when it has the keyboard's focus. Not after a click into it,
    which needs no telling (a key then scrolls it all the same)."""


class VerticalScrollArea(ScrollArea):
    """A scroll area that scrolls up and down only: it is at least as wide as its contents'
    minimum (in the current language) plus the scroll bar, so nothing in it is cut at the side.

    Contents that grow taller when wider (the calculator's hand of 24 tiles or more, on two
    lines of tiles as large as the width lets them be) can be too tall for the area without the
    scroll bar and short enough with it. Qt would then take the bar away and put it back without
    end, inside the same resize, till the stack ran out. So when the contents are resized back
    to a size they had earlier in that same resize, the bar stays (with nothing, or next to
    nothing, to scroll) till the area's size or the contents' least size changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        no_horizontal_scroll_bar(self)
        #: the contents' sizes in the resize under way, outermost first
        self._sizes: list[QSize] = []
        #: the contents' least height when the bar was kept (-1: not noted yet; None: the bar
        #: comes as needed)
        self._kept_for: int | None = None
        self._note_kept = Deferred(self, self._note_least_height)

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        # its contents' minimum changes with the language, the font, the style: ask again
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget():
            kind = event.type()
            if kind == QEvent.Type.LayoutRequest:
                if self._kept_for is not None and isinstance(watched, QWidget):
                    self._release_bar(watched.minimumSizeHint().height())
                self.updateGeometry()
            elif kind == QEvent.Type.Resize and isinstance(watched, QWidget):
                size = watched.size()
                if size in self._sizes:  # back where this resize began: the bar would flip
                    self._keep_bar()
                    return False
                self._sizes.append(size)
                try:
                    return super().eventFilter(watched, event)
                finally:
                    self._sizes.pop()
        return super().eventFilter(watched, event)

    def _keep_bar(self) -> None:
        if self._kept_for is None:
            self._kept_for = -1  # noted once this resize is over
            set_keys(self, "verticalScrollBarPolicy", "ScrollBarAlwaysOn")
            self._note_kept.request()

    def _note_least_height(self) -> None:
        inner = self.widget()
        if self._kept_for == -1 and inner is not None:
            self._kept_for = inner.minimumSizeHint().height()

    def _release_bar(self, least_height: int | None = None) -> None:
        """The bar as needed again; on a layout request (``least_height``: the contents' least
        height now), only when it is not the one the bar was kept for."""
        if self._kept_for is None or (least_height is not None and self._kept_for in (-1, least_height)):
            return
        self._kept_for = None
        set_keys(self, "verticalScrollBarPolicy", "ScrollBarAsNeeded")

    def resizeEvent(self, event: QResizeEvent) -> None:
        if event.size() != event.oldSize():
            self._release_bar()
        super().resizeEvent(event)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        inner = self.widget()
        if inner is None:
            return hint
        bar = self.verticalScrollBar().sizeHint().width()
        frame = 2 * self.frameWidth()
        return QSize(inner.minimumSizeHint().width() + bar + frame, hint.height())

    def settle(self) -> None:
        """Lay out the contents now, each widget after those in it, then the layout the area is
        in, at the contents' least width of now. Left to the event loop, a change deep in the
        contents (a language's longer words, a game's players' names in a list) reaches the
        area's own layout one pass per level (each level's layout request is posted by the
        level under it), and the passes between lay the area out, and paint it, at the least
        width of before: its contents cut at the side (a hand's winning tile shown as a sliver
        after a switch to Russian at 1024 px). A hidden area is laid out when shown."""
        inner = self.widget()
        if inner is None or not self.isVisible():
            return
        # findChildren lists a widget before the widgets in it: reversed, each comes after them
        for widget in [*reversed(inner.findChildren(QWidget)), inner]:
            layout = widget.layout()
            if layout is not None:
                layout.activate()
        self.updateGeometry()
        parent = self.parentWidget()
        outer = parent.layout() if parent is not None else None
        if outer is not None:
            outer.activate()


def is_letter_key(event: QEvent) -> bool:
    """A plain letter key (no Ctrl, Alt or Meta): the window's keys at the table (T, R, N...)."""
    from PySide6.QtCore import Qt  # in a key's handler: see mjgui.gui.qtnames
    from PySide6.QtGui import QKeyEvent

    if not isinstance(event, QKeyEvent):
        return False
    mods = event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier
    )
    text = event.text()
    return not mods and len(text) == 1 and text.isalpha()


def _letter_or_undo_key(event: QEvent) -> bool:
    return is_letter_key(event) or is_undo_key(event)


#: count and choice boxes made now leave their focus hooks for later (:func:`focus_hooks_later`)
_hooks_later = False


@contextmanager
def focus_hooks_later() -> Iterator[None]:
    """The count and choice boxes made inside (the window's, before its first frame) watch the
    focus and their buttons' presses only from :func:`give_focus_hooks`: that watching matters
    at a click or a key, which cannot come before the first frame, and an event filter, a
    connection to the application's focus signal per count box and one per button cost ~2 M
    instructions before it."""
    global _hooks_later
    before, _hooks_later = _hooks_later, True
    try:
        yield
    finally:
        _hooks_later = before


def give_focus_hooks(root: QWidget) -> None:
    """The focus hooks of the count and choice boxes in ``root`` (those made under
    :func:`focus_hooks_later`; once each)."""
    for box in root.findChildren(CountSpinBox):
        box.hook_focus()
    for choices in root.findChildren(ChoiceBox):
        choices.hook_focus()


class CountSpinBox(QSpinBox):
    """A number box that leaves letters to the window's keys (T, R, N...): a number has none;
    and Ctrl+Z, Ctrl+Y (Ctrl+Shift+Z) to the window's undo and redo of the desk.

    A click on its arrows (or the wheel) changes the number and leaves the keyboard's focus where
    it was: the hand typed "from anywhere" after it goes to the notation field, not its digits
    into this box (honba 23 from ``234m``). A click into the number's text, or Tab, gives it the
    focus, to type a count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        focus_policy(self, "StrongFocus")  # Tab and a click; not the wheel (a QSpinBox's WheelFocus)
        #: the widget the focus was on before it came here (None: none), and whether it came by
        #: the mouse press now going on (given back when that press is on the arrows)
        self._before: QWidget | None = None
        self._clicked_in = False
        self._give_back = False
        self._hooked = False
        if not _hooks_later:
            self.hook_focus()

    def hook_focus(self) -> None:
        """Watch the focus (where it was before it came here) and a click into the number: once,
        at once or, for a box of the window (:func:`focus_hooks_later`), after its first frame."""
        if self._hooked:
            return
        self._hooked = True
        self.lineEdit().installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def event(self, event: QEvent) -> bool:
        # the letters, and the desk's undo and redo: a count box has no typing worth its own
        return leaves_to_window(event, _letter_or_undo_key) or super().event(event)

    def _focus_moved(self, old: QWidget | None, now: QWidget | None) -> None:
        if now is self:
            self._before = old

    def focusInEvent(self, event: QFocusEvent) -> None:
        from PySide6.QtCore import Qt  # after the first frame: see mjgui.gui.qtnames

        super().focusInEvent(event)
        # a mouse press gives the focus before the press itself comes (to the arrows: here; to
        # the number's text: to the line edit, see eventFilter)
        self._clicked_in = event.reason() == Qt.FocusReason.MouseFocusReason

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.lineEdit() and event.type() == QEvent.Type.MouseButtonPress:
            self._clicked_in = False  # a click into the number: the focus stays, to type it
        return super().eventFilter(watched, event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._give_back, self._clicked_in = self._clicked_in, False
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)  # after the press's step (and a held arrow's repeats)
        if self._give_back:
            self._give_back = False
            self._focus_back()

    def _focus_back(self) -> None:
        """The focus back where it was before a click on the arrows brought it here."""
        from PySide6.QtCore import Qt
        from shiboken6 import isValid

        before, self._before = self._before, None
        if (
            before is not None
            and isValid(before)
            and before.window() is self.window()
            and before.isVisible()
            and before.isEnabled()
        ):
            before.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.hasFocus():
            self.clearFocus()


_fusion: bool | None = None


def fusion_drawn() -> bool:
    """Whether the application's buttons are drawn by Fusion, whose faces the chosen colours are
    reckoned for (:func:`mjgui.gui.theme.fusion_button_for`). Told without asking
    ``QApplication.style()``, which in Python makes PySide6's ``QStyle`` type, ~45 M
    instructions before the first frame (see :mod:`mjgui.gui.qtnames`): Fusion is the style Qt
    takes where it has no other than Fusion and the old Windows look (a PySide6 wheel on Linux,
    the offscreen screenshots), and the one ``QT_STYLE_OVERRIDE`` may name. Another style (the
    native looks of Windows and macOS, a desktop's own) draws a chosen button its own way, and
    a native look may paint its face over the palette's colour and keep only the text's."""
    global _fusion
    if _fusion is None:
        from PySide6.QtWidgets import QStyleFactory

        styles = {key.lower() for key in QStyleFactory.keys()}  # noqa: SIM118 (a list, not a dict)
        override = os.environ.get("QT_STYLE_OVERRIDE", "").lower()
        _fusion = override == "fusion" or (not override and styles <= {"fusion", "windows"})
    return _fusion


class ChoiceBox(QWidget):
    """A box of toggle buttons (the tile palette's modes, the winds, the Hand title's toggles,
    the quiz's levels, the tracker's rows of players and values): the chosen (checked) ones
    among those it was given (:meth:`add_choice`) in the theme's colours for them, which stand
    3:1 from an unchosen one (:func:`mjgui.gui.theme.chosen_palette`), again when the theme
    changes. Fusion drew a chosen button 10 % darker than an unchosen one: 1.3:1. Under Fusion
    only (:func:`fusion_drawn`)."""

    #: the events on a button of a row of one choice that make its Tab stop again
    _RETAB = (
        QEvent.Type.FocusOut,
        QEvent.Type.EnabledChange,
        QEvent.Type.ShowToParent,
        QEvent.Type.HideToParent,
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._choices: dict[QAbstractButton, bool] = {}  # each one: whether drawn as chosen
        self._chosen: QPalette | None = None
        #: the buttons given whose press is not watched yet (:meth:`hook_focus`); None: watched
        self._unhooked: list[QAbstractButton] | None = [] if _hooks_later else None

    def take_buddy_focus(self) -> None:
        """Be a label's buddy: its Alt+letter focuses the box, which passes the focus on to its
        chosen button, or its first one that can be chosen (:meth:`focus_target`). Never a
        button itself: Qt clicks a button buddy on its Alt+letter, which would change the
        choice. Not a Tab stop: its buttons are."""
        focus_policy(self, "ClickFocus")

    @staticmethod
    def is_choice(widget: QWidget) -> bool:
        """Whether ``widget`` is a button of a box's choices (a Tab stop or not, as chosen)."""
        return (
            isinstance(widget, QAbstractButton)
            and widget.isCheckable()
            and isinstance(widget.parentWidget(), ChoiceBox)
        )

    def choice_buttons(self) -> list[QAbstractButton]:
        """The buttons the focus goes to, in order."""
        return [b for b in self.findChildren(QAbstractButton) if b.isCheckable()]

    def focus_target(self) -> QAbstractButton | None:
        usable = [b for b in self.choice_buttons() if b.isEnabled() and b.isVisibleTo(self)]
        return next((b for b in usable if b.isChecked()), usable[0] if usable else None)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        target = self.focus_target()
        if target is not None:
            target.setFocus(event.reason())

    def add_choice(self, button: QAbstractButton) -> None:
        """Draw ``button`` (one of this box's) in the chosen colours while it is checked; a
        click on it brings the focus to it when the box takes the focus by a click."""
        if self._unhooked is None:
            self._hook(button)
        else:
            self._unhooked.append(button)
        if fusion_drawn():
            self._choices[button] = False
            button.toggled.connect(lambda _on, b=button: self._paint(b))
            self._paint(button)

    def hook_focus(self) -> None:
        """Watch the presses on the buttons given before (a box of the window, made under
        :func:`focus_hooks_later`: after its first frame), and at once those given from now on."""
        buttons, self._unhooked = self._unhooked or [], None
        for button in buttons:
            self._hook(button)

    def _hook(self, button: QAbstractButton) -> None:
        button.pressed.connect(lambda b=button: self._pressed(b))
        group = button.group()
        if group is not None and group.exclusive():
            button.toggled.connect(lambda _on, g=group: self._tab_to_chosen(g))
            button.installEventFilter(self)  # its focus leaving: see eventFilter
            self._tab_to_chosen(group)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the focus leaving the row, or a button of it enabled, disabled, shown or hidden (the
        # chosen one unchecked and disabled: who dealt in made the winner, a fu the han has not)
        if event.type() in self._RETAB and isinstance(watched, QAbstractButton):
            group = watched.group()
            if group is not None:
                self._tab_to_chosen(group)
        return super().eventFilter(watched, event)

    def _tab_to_chosen(self, group: QButtonGroup) -> None:
        """Tab (and Shift+Tab) into a row of one choice lands on its chosen button. Qt gives a
        group one Tab stop, the button that last had the focus (or every button, before one
        had it): a choice made by a key (Alt+3 for the seat) or by the program (a line being
        edited) left the Tab stop on a button not chosen, which a screen reader then read as
        the row's, and one Space there changed the choice. Made again when the choice changes
        and when the focus leaves the row; while the focus is in it, Qt's own (the arrows).

        Nothing usable chosen (nothing yet, or the chosen button unchecked and disabled, or
        hidden): the row's first usable button, as the row shows them. The Tab stop had stayed
        on a button then disabled, and Tab went past the whole row. Made again when a button is
        enabled, disabled, shown or hidden (:meth:`eventFilter`)."""
        from PySide6.QtCore import Qt  # after the first frame: see mjgui.gui.qtnames

        buttons = group.buttons()
        if QApplication.focusWidget() in buttons:
            return
        usable = [b for b in self.choice_buttons() if b in buttons and b.isEnabled() and b.isVisibleTo(self)]
        chosen = group.checkedButton()
        if chosen not in usable:
            chosen = usable[0] if usable else None
        if chosen is None:
            return
        tab = Qt.FocusPolicy.TabFocus
        for button in buttons:
            if button.isCheckable():
                policy = button.focusPolicy()
                button.setFocusPolicy(policy | tab if button is chosen else policy & ~tab)

    def _pressed(self, button: QAbstractButton) -> None:
        """A mouse press on ``button``: a button that takes no focus by a click (a tool button)
        gave it to the box, which passed it to the button chosen before the click
        (:meth:`focusInEvent`): it goes to the button clicked, the one chosen after it (Space
        then clicks that one again, not the old choice back)."""
        from PySide6.QtCore import Qt  # after the first frame: see mjgui.gui.qtnames

        focus = QApplication.focusWidget()
        if focus is not button and focus is not None and (focus is self or self.isAncestorOf(focus)):
            button.setFocus(Qt.FocusReason.MouseFocusReason)

    def _paint(self, button: QAbstractButton, again: bool = False) -> None:
        """The button's own palette while it is chosen (``again``: made anew), none otherwise."""
        chosen = button.isChecked()
        if chosen == self._choices[button] and not (chosen and again):
            return
        if chosen:
            if self._chosen is None:
                self._chosen = chosen_palette(self.palette())
            button.setPalette(self._chosen)
        else:
            button.setPalette(QPalette())  # no role of its own: its box's again
        self._choices[button] = chosen

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._chosen = None  # another theme: its colours
            for button in self._choices:
                self._paint(button, again=True)
        super().changeEvent(event)


class WrapRow(QWidget):
    """A row of buttons that takes a second row when the window is too narrow for one (a
    1024-pixel-wide window in Russian): its minimum width is that of two rows."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QWidget] = []
        self._spacing = spacing
        self._row_count = 1
        self._told = -1  # the height the layout was last given (its items keep it until told again)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def add(self, widget: QWidget, index: int | None = None) -> None:
        """Put ``widget`` at the row's end, or at ``index`` (one taken out coming back)."""
        widget.setParent(self)  # hidden by it: shown again by whoever puts it back
        self._items.insert(len(self._items) if index is None else index, widget)
        self.updateGeometry()
        self._place()

    def take(self, widget: QWidget) -> int:
        """Take ``widget`` out of the row (to put it elsewhere); its place, for :meth:`add`."""
        index = self._items.index(widget)
        del self._items[index]
        self.updateGeometry()
        self._place()
        return index

    def holds(self, widget: QWidget) -> bool:
        return widget in self._items

    def _shown(self) -> list[QWidget]:
        return [w for w in self._items if not w.isHidden()]

    def _rows(self, width: int) -> list[list[QWidget]]:
        items = self._shown()
        if not items:
            return []
        one = sum(w.sizeHint().width() for w in items) + self._spacing * (len(items) - 1)
        if width >= one:
            return [items]
        half = -(-len(items) // 2)
        return [items[:half], items[half:]]

    def _row_height(self) -> int:
        return max((max(w.sizeHint().height(), w.minimumHeight()) for w in self._shown()), default=0)

    def _height(self) -> int:
        rows = self._row_count
        return rows * self._row_height() + self._spacing * max(0, rows - 1)

    def _told_height(self) -> int:
        self._told = self._height()
        return self._told

    def _check_height(self) -> None:
        """The layout asked again when the height it was given is no longer the row's: a row
        more or less, or taller buttons (a style sheet polishes them after the row first told
        its height, and a widget without a layout hears of a child's new size hint only by a
        LayoutRequest, and only while shown): else the second row is cut at the bottom."""
        if self._height() != self._told:
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        items = self._shown()
        width = sum(w.sizeHint().width() for w in items) + self._spacing * max(0, len(items) - 1)
        return QSize(width, self._told_height())

    def minimumSizeHint(self) -> QSize:
        items = self._shown()
        half = -(-len(items) // 2)
        rows = [items[:half], items[half:]]
        width = max(
            (
                sum(w.minimumSizeHint().width() for w in row) + self._spacing * max(0, len(row) - 1)
                for row in rows
            ),
            default=0,
        )
        return QSize(width, self._told_height())

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
            self._place()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _RELAYOUT_EVENTS:
            self.updateGeometry()

    def _place(self) -> None:
        height = self._row_height()
        rows = self._rows(self.width())
        self._row_count = max(1, len(rows))
        self._check_height()
        y = 0
        for row in rows:
            free = self.width() - self._spacing * (len(row) - 1)
            hints = [w.sizeHint().width() for w in row]
            total = sum(hints) or 1
            x = 0
            for index, widget in enumerate(row):
                last = index == len(row) - 1
                width = (
                    free - sum(round(free * h / total) for h in hints[:-1])
                    if last
                    else round(free * hints[index] / total)
                )
                widget.setGeometry(x, y, width, height)
                x += width + self._spacing
            y += height + self._spacing

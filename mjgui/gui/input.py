"""The input side of the window: notation field, hand row, indicator rows, mode bar, palette."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QStylePainter,
    QToolButton,
    QWidget,
)

from mjgui.controller.scoring.views import (
    IndicatorView,
    MeldView,
    NotationView,
    NukiView,
    OptionView,
    PaletteTileView,
    TileView,
)
from mjgui.core.scoring.hand import MAX_DORA_INDICATORS
from mjgui.core.scoring.tiles import RUSSIAN_LAYOUT_NOTATION
from mjgui.gui.i18n import term_word, yaku_word
from mjgui.gui.qtnames import (
    ALIGN_CENTER,
    ALIGN_VCENTER,
    TEXT_WORD_WRAP,
    align,
    at_top,
    draw_text,
    outline,
    pen,
    rounded,
    set_keys,
)
from mjgui.gui.theme import muted, tone_color
from mjgui.gui.tiles import WIN_MARK, IndicatorButton, MeldButton, TileButton, tile_height
from mjgui.gui.util import (
    ChoiceBox,
    CountSpinBox,
    is_letter_key,
    is_undo_key,
    set_accessible,
    set_enabled,
    set_shown,
    set_tip,
)

HAND_TILE = 44  # preferred hand tile width (px)
#: the narrowest hand tile: a hand too long for one line at it (24 tiles and more in a 1024 px
#: window) goes on in more lines
MIN_HAND_TILE = 20
MELD_RATIO = 0.8
PALETTE_TILE = 36
INDICATOR_TILE = 30
DISCARD_TILE = 26
TILE_GAP = 2
#: the keys typed into the notation field from anywhere in the window: the notation's, and the same
#: keys with a Russian layout on (ь for m...: the notation reads them as those)
NOTATION_CHARS = frozenset("0123456789mpszMPSZ()[]") | frozenset(RUSSIAN_LAYOUT_NOTATION)


# ---------------------------------------------------------------------------------------------
# notation field
# ---------------------------------------------------------------------------------------------


class NotationEdit(QLineEdit):
    """The hand as text. An error is underlined where it is (a wavy line under the characters).

    Ctrl+Z / Ctrl+Shift+Z go to the window's undo of every edit, and Ctrl+C copies the result
    unless text is selected here.
    """

    #: Esc in the field, or Enter: the window decides whether the field is left
    leaveRequested = Signal(bool)  # True: Enter (leave only with a complete hand); False: Esc

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notation")
        self.setClearButtonEnabled(True)
        self._error: tuple[int, int] | None = None
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.setFont(font)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            from PySide6.QtCore import Qt  # in a key's handler: see mjgui.gui.qtnames
            from PySide6.QtGui import QKeySequence  # not at import: see set_shortcuts

            keys = QKeySequence.StandardKey
            if event.key() == Qt.Key.Key_Escape:
                # Esc leaves the field (keyPressEvent), it does not clear the hand
                event.accept()
                return True
            if is_letter_key(event) and event.text() not in NOTATION_CHARS:
                # T, R, W... are the window's keys (tsumo, riichi...), never notation
                event.ignore()
                return True
            if is_undo_key(event) or (event.matches(keys.Copy) and not self.hasSelectedText()):
                event.ignore()
                return True
        return super().event(event)

    def set_view(self, view: NotationView) -> None:
        if view.text != self.text():
            cursor_at_end = self.cursorPosition() == len(self.text())
            pos = self.cursorPosition()
            self.setText(view.text)
            self.setCursorPosition(
                len(view.text) if cursor_at_end or not self.hasFocus() else min(pos, len(view.text))
            )
        error = (view.error_start, view.error_length) if view.error else None
        if error != self._error:
            self._error = error
            self._apply_underline()

    @property
    def error_range(self) -> tuple[int, int] | None:
        return self._error

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange) and self._error:
            # another theme: the error's letters in its red (they kept the old theme's: the
            # light theme's dark red on the dark field)
            self._apply_underline()
        super().changeEvent(event)

    def _apply_underline(self) -> None:
        # imported here: only an error needs them (keeps the start-up lighter)
        from PySide6.QtGui import QInputMethodEvent, QTextCharFormat

        attributes: list[QInputMethodEvent.Attribute] = []
        if self._error is not None:
            start, length = self._error
            fmt = QTextCharFormat()
            fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            fmt.setUnderlineColor(tone_color(self.palette(), "error"))
            fmt.setForeground(tone_color(self.palette(), "error"))
            attributes.append(
                QInputMethodEvent.Attribute(
                    QInputMethodEvent.AttributeType.TextFormat, start - self.cursorPosition(), length, fmt
                )
            )
        event = QInputMethodEvent("", attributes)
        QCoreApplication.sendEvent(self, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.leaveRequested.emit(False)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.leaveRequested.emit(True)
            event.accept()
            return
        super().keyPressEvent(event)
        if self._error is not None:
            self._apply_underline()


# ---------------------------------------------------------------------------------------------
# hand row: concealed tiles, the winning tile apart, then the melds
# ---------------------------------------------------------------------------------------------


class HandRow(QWidget):
    """The concealed tiles sorted, the winning tile set apart and marked, then the melds.

    Tiles shrink to fit the width, down to :data:`MIN_HAND_TILE`; a hand still too long (an
    invalid one, of 24 tiles or more) goes on in as few more lines as hold it, its tiles as large
    as those lines let them be: every tile shown. Click a tile to remove it (or, in pick mode /
    right-click, to make it the winning tile); click a meld to remove it, right-click a chi or
    pon with a five to swap the red five in or out.
    """

    tileClicked = Signal(int)
    tileRightClicked = Signal(int)
    meldClicked = Signal(int)
    meldRightClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand")
        self._tiles: list[TileButton] = []
        self._melds: list[MeldButton] = []
        self._hand: tuple[TileView, ...] = ()
        self._win_index = -1
        self._meld_views: tuple[MeldView, ...] = ()
        self._placeholder = ""
        self._pick_win = False
        #: the Tab stop the tiles come after (the row takes no focus: its tiles do)
        self.tab_after: QWidget | None = None
        self._height = tile_height(HAND_TILE) + WIN_MARK  # their height (one line: a full tile's)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(15 * (HAND_TILE + TILE_GAP), self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self._height)

    # -- content ----------------------------------------------------------------------------
    def tile_buttons(self) -> list[TileButton]:
        return [b for b in self._tiles[: len(self._hand)]]

    def meld_buttons(self) -> list[MeldButton]:
        return [b for b in self._melds[: len(self._meld_views)]]

    def focus_win(self) -> None:
        """The focus on the winning tile (the keyboard made it so: it moved to the end)."""
        tiles = self.tile_buttons()
        if 0 <= self._win_index < len(tiles):
            tiles[self._win_index].setFocus()

    def focus_near_meld(self, index: int) -> bool:
        """The focus where meld ``index`` was, once removed: the meld now there, else the last
        one, else the hand's last tile. False: the row is empty, nothing here took it."""
        melds = self.meld_buttons()
        near: QWidget | None = melds[min(index, len(melds) - 1)] if melds else None
        if near is None and self.tile_buttons():
            near = self.tile_buttons()[-1]
        if near is None:
            return False
        near.setFocus()
        return True

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.update()

    def set_pick_win(self, on: bool) -> None:
        self._pick_win = on
        self._update_tooltips()

    def _keep_tab_order(self) -> None:
        """Tab reaches the tiles, then the melds, where the row is on the screen: after
        :attr:`tab_after` (made with the first hand, after every other widget, Qt had put them
        last of the window's Tab stops, after the results)."""
        before = self.tab_after
        if before is None:
            return
        for button in (*self._tiles, *self._melds):
            QWidget.setTabOrder(before, button)
            before = button

    def set_view(self, hand: tuple[TileView, ...], win_index: int, melds: tuple[MeldView, ...]) -> None:
        if (hand, win_index, melds) == (self._hand, self._win_index, self._meld_views) and self._tiles:
            return
        self._hand = hand
        self._win_index = win_index
        self._meld_views = melds
        made = False
        while len(self._tiles) < len(hand):
            index = len(self._tiles)
            button = TileButton(parent=self)
            button.setObjectName(f"hand-{index}")
            button.clicked.connect(lambda _=False, i=index: self.tileClicked.emit(i))
            button.rightClicked.connect(lambda i=index: self.tileRightClicked.emit(i))
            self._tiles.append(button)
            made = True
        while len(self._melds) < len(melds):
            index = len(self._melds)
            meld = MeldButton(parent=self)
            meld.setObjectName(f"meld-{index}")
            meld.clicked.connect(lambda _=False, i=index: self.meldClicked.emit(i))
            meld.rightClicked.connect(lambda i=index: self.meldRightClicked.emit(i))
            self._melds.append(meld)
            made = True
        if made:
            self._keep_tab_order()
        for index, button in enumerate(self._tiles):
            if index < len(hand):
                view = hand[index]
                button.set_code(view.code)
                button.set_win(view.win)
                set_accessible(button, view.tooltip or view.name)
                set_shown(button, True)
            else:
                set_shown(button, False)
        for index, meld in enumerate(self._melds):
            if index < len(melds):
                meld.set_meld(melds[index])
                set_accessible(meld, melds[index].spoken)  # in words: its label is in codes
                set_shown(meld, True)
            else:
                set_shown(meld, False)
        self._update_tooltips()
        self._relayout()
        self.update()

    def _update_tooltips(self) -> None:
        if self._pick_win:
            action = QCoreApplication.translate("Input", "Click to make it the winning tile")
        else:
            action = QCoreApplication.translate(
                "Input", "Click to remove · right-click to make it the winning tile"
            )
        for index, button in enumerate(self._tiles[: len(self._hand)]):
            view = self._hand[index]
            set_tip(button, f"{view.tooltip or view.name}\n{action}")
        remove = QCoreApplication.translate("Input", "Click to remove this meld")
        swap = QCoreApplication.translate("Input", "Right-click to swap the red five in or out")
        for index, meld in enumerate(self._melds[: len(self._meld_views)]):
            meld_view = self._meld_views[index]
            set_tip(meld, f"{meld_view.label}\n{remove}" + (f"\n{swap}" if meld_view.red_swap else ""))

    def set_highlight(self, hand: Sequence[int], melds: Sequence[int]) -> None:
        for index, button in enumerate(self._tiles):
            button.set_highlighted(index in hand)
        for index, meld in enumerate(self._melds):
            meld.set_highlighted(index in melds)

    # -- layout -----------------------------------------------------------------------------
    def _width_needed(self, w: int) -> int:
        n = len(self._hand)
        total = n * (w + TILE_GAP)
        if self._win_index >= 0:
            total += w // 3
        mw = round(w * MELD_RATIO)
        for view in self._meld_views:
            total += MeldButton.width_for(view, mw) + w // 3
        return total

    def _flow(self, w: int, avail: int) -> list[tuple[int, int, int]]:
        """(x, line, width) of each tile then each meld at tile width ``w``: a new line when the
        next one would pass ``avail`` (the winning tile's and the melds' gap is left out at the
        start of a line)."""
        out: list[tuple[int, int, int]] = []
        x = line = 0

        def place(lead: int, width: int, after: int) -> None:
            nonlocal x, line
            if x > 0 and x + lead + width > avail:
                x, line = 0, line + 1
            start = x + lead if x > 0 else 0
            out.append((start, line, width))
            x = start + width + after

        for index in range(len(self._hand)):
            place(w // 3 if index == self._win_index else 0, w, TILE_GAP)
        mw = round(w * MELD_RATIO)
        for view in self._meld_views:
            place(w // 3, MeldButton.width_for(view, mw), 0)
        return out

    def _line_count(self, w: int, avail: int) -> int:
        flow = self._flow(w, avail)
        return flow[-1][1] + 1 if flow else 1

    def _plan(self, avail: int) -> tuple[int, int]:
        """(tile width, lines): the largest tile up to :data:`HAND_TILE` that fits one line; a
        hand too long for one even at :data:`MIN_HAND_TILE` takes the fewest lines that hold it
        at that width, with the largest tile that still keeps it to those lines."""
        w = HAND_TILE
        while (needed := self._width_needed(w)) > avail and w > MIN_HAND_TILE:
            w -= 1
        if needed <= avail:
            return w, 1
        fewest = self._line_count(MIN_HAND_TILE, avail)
        w = HAND_TILE
        while w > MIN_HAND_TILE and self._line_count(w, avail) > fewest:
            w -= 1
        return w, fewest

    def _relayout(self) -> None:
        avail = max(100, self.width())
        w, lines = self._plan(avail)
        h = tile_height(w)
        if lines == 1:
            height = tile_height(HAND_TILE) + WIN_MARK
        else:
            height = lines * (h + WIN_MARK + TILE_GAP) - TILE_GAP
        if height != self._height:
            self._height = height
            self.updateGeometry()  # the layout gives the row its new height (and it comes here again)
        if lines > 1:
            self._place_lines(w, avail, lines)
            return
        bottom = self.height() - WIN_MARK
        x = 0
        for index, button in enumerate(self._tiles[: len(self._hand)]):
            if index == self._win_index and index > 0:
                x += w // 3
            button.set_tile_width(w)
            button.setGeometry(x, bottom - h, w, h + WIN_MARK)
            x += w + TILE_GAP
        mw = round(w * MELD_RATIO)
        mh = tile_height(mw)
        for index, meld in enumerate(self._melds[: len(self._meld_views)]):
            x += w // 3
            meld.set_tile_width(mw)
            width = MeldButton.width_for(self._meld_views[index], mw)
            meld.setGeometry(x, bottom - mh, width, mh + WIN_MARK)
            x += width

    def _place_lines(self, w: int, avail: int, lines: int) -> None:
        """The tiles, then the melds, on ``lines`` lines at tile width ``w`` (:meth:`_flow`),
        at the bottom of the row."""
        h = tile_height(w)
        step = h + WIN_MARK + TILE_GAP
        top = self.height() - (lines * step - TILE_GAP)
        flow = self._flow(w, avail)
        for button, (x, line, _width) in zip(self._tiles[: len(self._hand)], flow, strict=False):
            button.set_tile_width(w)
            button.setGeometry(x, top + line * step, w, h + WIN_MARK)
        mw = round(w * MELD_RATIO)
        mh = tile_height(mw)
        melds = flow[len(self._hand) :]
        for meld, (x, line, width) in zip(self._melds[: len(self._meld_views)], melds, strict=False):
            meld.set_tile_width(mw)
            meld.setGeometry(x, top + line * step + h - mh, width, mh + WIN_MARK)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._hand or self._meld_views or not self._placeholder:
            return
        painter = QStylePainter(self)  # draw_text's (a QPainter that draws coloured text)
        color = muted(self.palette())
        outline(painter, rounded(QRectF(self.rect()).adjusted(1, 1, -1, -WIN_MARK), 6, 6), pen(color))
        draw_text(
            painter,
            self.rect().adjusted(12, 0, -12, -WIN_MARK),
            ALIGN_CENTER | TEXT_WORD_WRAP,
            self._placeholder,
            color,
        )


# ---------------------------------------------------------------------------------------------
# dora / ura indicators
# ---------------------------------------------------------------------------------------------


class IndicatorRow(QWidget):
    """Indicators with the dora they make under each, then one free slot while another can be
    added (up to five: RULES.md §1); an empty row keeps its first slot, disabled with the reason
    when none can be added."""

    removeClicked = Signal(int)
    addClicked = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._name = name
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.label = QLabel(self)
        self.label.setObjectName(f"{name}-label")
        align(self.label, "AlignTop", "AlignLeft")
        layout.addWidget(self.label)
        self._slots: list[IndicatorButton] = []
        self._layout = layout
        layout.addStretch(1)
        self._count = 0
        self._add_slots(1)  # the others when a view needs them: not before the first frame (issue 26)

    def _add_slots(self, count: int) -> None:
        while len(self._slots) < min(count, MAX_DORA_INDICATORS):
            index = len(self._slots)
            slot = IndicatorButton(INDICATOR_TILE, self)
            slot.setObjectName(f"{self._name}-{index}")
            slot.clicked.connect(lambda _=False, i=index: self._clicked(i))
            self._layout.insertWidget(1 + index, slot)  # after the label, before the stretch
            if self._slots:  # Tab: right after the slot before it, not after every widget made since
                QWidget.setTabOrder(self._slots[-1], slot)
            # hidden until a view shows it (named, with its tooltip): a widget put into a shown
            # layout, or made before its window is shown, would show itself empty otherwise
            slot.hide()
            self._slots.append(slot)

    def slots(self) -> list[IndicatorButton]:
        """The slots made so far, in order (the others are made when a view needs them)."""
        return list(self._slots)

    def _clicked(self, index: int) -> None:
        if index < self._count:
            self.removeClicked.emit(index)
        else:
            self.addClicked.emit()

    def set_view(self, items: tuple[IndicatorView, ...], add: OptionView) -> None:
        self._count = len(items)
        free = 1 if add.enabled or not items else 0
        self._add_slots(len(items) + free)
        for index, slot in enumerate(self._slots):
            if index < len(items):
                view = items[index]
                slot.set_indicator(view)
                set_enabled(slot, True)
                set_tip(
                    slot,
                    view.indicator.tooltip + "\n" + QCoreApplication.translate("Input", "Click to remove"),
                )
                set_accessible(slot, view.indicator.tooltip)
                set_shown(slot, True)
            elif index < len(items) + free:
                slot.set_indicator(None)
                set_enabled(slot, add.enabled)
                tip = QCoreApplication.translate("Input", "Click, then pick the indicator on the palette")
                set_tip(slot, tip if add.enabled else add.reason)
                set_accessible(slot, QCoreApplication.translate("Input", "Empty indicator slot"))
                set_shown(slot, True)
            else:
                set_shown(slot, False)


class NukiBox(QWidget):
    """Three players' Norths set aside (nuki), beside the dora indicators: a North tile and
    the count, 0 to the Norths left (the controller says how many and why no more)."""

    changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("nuki")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.label = QLabel(self)
        self.label.setObjectName("nuki-label")
        align(self.label, "AlignTop", "AlignLeft")
        self.tile = TileButton("4z", INDICATOR_TILE, self)
        self.tile.setObjectName("nuki-tile")
        self.tile.clicked.connect(self._one_more)  # a click sets one more North aside
        self.spin = CountSpinBox(self)
        self.spin.setObjectName("nuki-count")
        self.spin.setRange(0, 4)
        self.spin.setKeyboardTracking(True)
        self.label.setBuddy(self.spin)
        self.spin.valueChanged.connect(self._changed)
        # the label one line tall (its text at its top), each at the top of the row
        self.label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        for widget in (self.label, self.tile, self.spin):
            layout.addLayout(at_top(widget))
        self._updating = False
        self.hide()
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("Input", "Nuki"))

    def _name_tile(self, view: NukiView) -> None:
        """The North tile, a Tab stop Space presses: what it is, what it does while one more
        North can be set aside, and how many are ("2 Norths set aside", the controller's)."""
        if view.number < view.most:
            name = QCoreApplication.translate("Input", "North: set one more aside (%1)")
        else:
            name = QCoreApplication.translate("Input", "North (%1)")
        set_accessible(self.tile, name.replace("%1", view.text), view.tooltip)

    def _changed(self, value: int) -> None:
        if not self._updating:
            self.changed.emit(value)

    def _one_more(self) -> None:
        if self.spin.value() < self.spin.maximum():
            self.changed.emit(self.spin.value() + 1)

    def set_view(self, view: NukiView) -> None:
        set_shown(self, view.shown)
        if not view.shown:
            return
        self._updating = True
        try:
            if self.spin.maximum() != max(view.most, view.number):
                self.spin.setMaximum(max(view.most, view.number))
            if self.spin.value() != view.number:
                self.spin.setValue(view.number)
        finally:
            self._updating = False
        self.tile.set_badge(view.number or None)  # no "0" on the tile
        for widget in (self, self.spin, self.tile):
            set_tip(widget, view.tooltip)
        set_accessible(self.spin, view.text)
        self.spin.setAccessibleDescription(view.tooltip)
        self._name_tile(view)  # named again with each view: the language's switch renders one


# ---------------------------------------------------------------------------------------------
# discards (for furiten)
# ---------------------------------------------------------------------------------------------


class TileStrip(QWidget):
    """A wrapping row of small tiles; click one to remove it."""

    removeClicked = Signal(int)

    def __init__(self, name: str, width: int = DISCARD_TILE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._name = name
        self._tile_w = width
        self._buttons: list[TileButton] = []
        self._views: tuple[TileView, ...] = ()
        self._placeholder = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def buttons(self) -> list[TileButton]:
        return self._buttons[: len(self._views)]

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.update()

    def set_view(self, tiles: tuple[TileView, ...]) -> None:
        self._views = tiles
        while len(self._buttons) < len(tiles):
            index = len(self._buttons)
            button = TileButton(width=self._tile_w, parent=self)
            button.setObjectName(f"{self._name}-{index}")
            button.clicked.connect(lambda _=False, i=index: self.removeClicked.emit(i))
            self._buttons.append(button)
        for index, button in enumerate(self._buttons):
            if index < len(tiles):
                button.set_code(tiles[index].code)
                set_tip(
                    button, tiles[index].name + "\n" + QCoreApplication.translate("Input", "Click to remove")
                )
                set_accessible(button, tiles[index].name)
                set_shown(button, True)
            else:
                set_shown(button, False)
        self._relayout()
        self.updateGeometry()
        self.update()

    def _per_row(self, width: int) -> int:
        return max(1, (width + TILE_GAP) // (self._tile_w + TILE_GAP))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = max(1, -(-len(self._views) // self._per_row(width)))
        return rows * (tile_height(self._tile_w) + TILE_GAP)

    def sizeHint(self) -> QSize:
        return QSize(12 * (self._tile_w + TILE_GAP), self.heightForWidth(12 * (self._tile_w + TILE_GAP)))

    def _relayout(self) -> None:
        per_row = self._per_row(max(self._tile_w, self.width()))
        h = tile_height(self._tile_w)
        for index, button in enumerate(self._buttons[: len(self._views)]):
            row, col = divmod(index, per_row)
            button.setGeometry(col * (self._tile_w + TILE_GAP), row * (h + TILE_GAP), self._tile_w, h)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._views or not self._placeholder:
            return
        draw_text(
            QStylePainter(self),
            self.rect(),
            ALIGN_VCENTER | TEXT_WORD_WRAP,
            self._placeholder,
            muted(self.palette()),
        )


# ---------------------------------------------------------------------------------------------
# mode bar and palette
# ---------------------------------------------------------------------------------------------

MODE_LABELS = {
    "hand": "Hand",
    "chi": "Chi",
    "pon": "Pon",
    "kan": "Kan",
    "ankan": "Closed kan",
    "dora": "Dora",
    "ura": "Ura",
    "discard": "Discards",
}


def mode_label(mode: str) -> str:
    labels = {
        "hand": QCoreApplication.translate("Input", "Hand"),
        "chi": term_word("chi"),
        "pon": term_word("pon"),
        "kan": term_word("kan"),
        "ankan": term_word("closed_kan"),
        "dora": yaku_word("dora"),
        "ura": QCoreApplication.translate("Input", "Ura"),
        "discard": QCoreApplication.translate("Input", "Discards"),
    }
    return labels.get(mode, mode)


def mode_help(mode: str) -> str:
    helps = {
        "hand": QCoreApplication.translate(
            "Input", "Palette tiles go to the concealed hand; the last one added is the winning tile."
        ),
        "chi": QCoreApplication.translate(
            "Input",
            "Pick the lowest tile of the sequence: 3m makes the chi 345m, 0m (the red five) 067m. "
            "For a red five in the middle or at the top, right-click the chi in the hand row "
            "afterwards: 345m becomes 340m.",
        ),
        "pon": QCoreApplication.translate("Input", "Pick the tile: the pon takes three of it."),
        "kan": QCoreApplication.translate(
            "Input", "Pick the tile: an open kan of all four (called from a discard or added to a pon)."
        ),
        "ankan": QCoreApplication.translate(
            "Input", "Pick the tile: a closed kan of all four; the hand stays closed."
        ),
        "dora": QCoreApplication.translate(
            "Input", "Pick the dora indicator; the tile it makes dora shows under it."
        ),
        "ura": QCoreApplication.translate("Input", "Pick the ura dora indicator (only with riichi)."),
        "discards": QCoreApplication.translate(
            "Input", "Pick your own discards to check furiten on a 13-tile hand."
        ),
    }
    return helps.get("discards" if mode == "discard" else mode, "")


class ModeBar(ChoiceBox):
    """Where a palette click goes: hand, a meld kind, an indicator row, or the discards."""

    modeChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modes")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self.buttons: dict[str, QToolButton] = {}
        for mode in MODE_LABELS:
            button = QToolButton(self)
            button.setObjectName(f"mode-{mode}")
            button.setCheckable(True)
            set_keys(button, "toolButtonStyle", "ToolButtonTextOnly")
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, m=mode: self.modeChosen.emit(m))
            self._group.addButton(button)
            self.add_choice(button)
            layout.addWidget(button)
            self.buttons[mode] = button
            if mode in ("hand", "ankan", "ura"):
                layout.addSpacing(8)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        for mode, button in self.buttons.items():
            button.setText(mode_label(mode))

    def set_view(self, modes: dict[str, OptionView]) -> None:
        for mode, button in self.buttons.items():
            view = modes.get(mode)
            if view is None:
                continue
            set_shown(button, view.shown)  # three players: no Chi button
            if button.isChecked() != view.checked:
                button.setChecked(view.checked)
            set_enabled(button, view.enabled)
            set_tip(button, view.reason if not view.enabled else mode_help(mode))
            set_accessible(button, mode_label(mode))


class Palette(QWidget):
    """The 34 faces and the 3 red fives, each with how many are left."""

    tileClicked = Signal(str)

    ROWS: tuple[tuple[str, ...], ...] = (
        (*tuple(f"{n}m" for n in range(1, 10)), "0m"),
        (*tuple(f"{n}p" for n in range(1, 10)), "0p"),
        (*tuple(f"{n}s" for n in range(1, 10)), "0s"),
        tuple(f"{n}z" for n in range(1, 8)),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("palette")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 6, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(8)
        self.buttons: dict[str, TileButton] = {}
        self._shown: dict[str, PaletteTileView] = {}
        self._hidden: frozenset[str] = frozenset()
        for row, codes in enumerate(self.ROWS):
            for col, code in enumerate(codes):
                button = TileButton(code, PALETTE_TILE, self)
                button.setObjectName(f"tile-{code}")
                button.set_badge(4)
                button.clicked.connect(lambda _=False, c=code: self.tileClicked.emit(c))
                grid.addWidget(button, row, col + (1 if code.startswith("0") else 0))
        grid.setColumnMinimumWidth(9, 6)
        grid.setColumnStretch(11, 1)
        for row, codes in enumerate(self.ROWS):
            for col, code in enumerate(codes):
                item = grid.itemAtPosition(row, col + (1 if code.startswith("0") else 0))
                if item is not None and isinstance(item.widget(), TileButton):
                    self.buttons[code] = item.widget()  # type: ignore[assignment]

    def _place(self, hidden: frozenset[str]) -> None:
        """Hide the tiles the set lacks (three players: 2m..8m and the red 5m) and close up
        their row: 1m and 9m side by side, not a gap of seven tiles; all back for four."""
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        for row, codes in enumerate(self.ROWS):
            if not any(code in hidden or code in self._hidden for code in codes):
                continue
            col = 0
            for code in codes:
                button = self.buttons[code]
                if code in hidden:
                    button.hide()
                    continue
                grid.removeWidget(button)
                if code.startswith("0") and col <= 9:
                    col = 10  # the red five keeps its column after the gap
                grid.addWidget(button, row, col)
                col += 1
                button.show()
        self._hidden = hidden

    def take_focus(self) -> None:
        """The keyboard's focus on the palette's first tile that can be picked; left where it
        is when it is on one of its tiles already."""
        from PySide6.QtCore import Qt  # after the first frame: see mjgui.gui.qtnames

        focus = self.focusWidget()
        if not self.isVisible() or (focus is not None and focus.hasFocus()):
            return
        usable = (self.buttons[code] for codes in self.ROWS for code in codes)
        target = next((b for b in usable if b.isEnabled() and b.isVisibleTo(self)), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.TabFocusReason)

    def set_view(self, tiles: tuple[PaletteTileView, ...]) -> None:
        hidden = frozenset(v.code for v in tiles if not v.shown)
        if hidden != self._hidden:
            self._place(hidden)
        for view in tiles:
            button = self.buttons.get(view.code)
            if button is None or self._shown.get(view.code) == view:
                continue
            self._shown[view.code] = view
            button.set_badge(view.left)
            set_enabled(button, view.enabled)
            set_tip(button, view.tooltip)
            set_accessible(button, view.name)
            button.setAccessibleDescription(view.tooltip)


def section_label(parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


__all__ = [
    "NOTATION_CHARS",
    "HandRow",
    "IndicatorRow",
    "ModeBar",
    "NotationEdit",
    "NukiBox",
    "Palette",
    "TileStrip",
    "mode_help",
    "mode_label",
    "section_label",
]

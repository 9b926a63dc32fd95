"""The table: the seats around the middle (round, honba, sticks), scaled to any size.

The same widget is the table in the tracker window and the large-text full-screen view: each
panel sizes its fonts from its own size, so the points fill the space and stay readable from
across the table. Starting seats keep their places (the first dealer at the bottom, turn order
counter-clockwise: South on the right, West across, North on the left); the winds move with
the deal. At a three-player table North's side is empty: its column goes, and the three cards
share the width (no empty card where nobody sits).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from mjgui.controller.game.views import CenterView, SeatView, TrackerView
from mjgui.gui.i18n import term_word, yaku_word
from mjgui.gui.short_names import cuts, distinct_prefixes, least_shown, short_name
from mjgui.gui.theme import css, highlight_colors, muted, tone_color
from mjgui.gui.util import NoBreakLabel, nobreak, set_accessible, set_shown, set_tip

# grid cell of each starting seat: bottom, right, top, left
SEAT_CELLS = ((2, 1), (1, 2), (0, 1), (1, 0))
# three players: bottom, right, top, and the middle moved into North's column's place
SANMA_CELLS = ((2, 0), (1, 1), (0, 0))
CENTER_CELL = (1, 1)
SANMA_CENTER_CELL = (1, 0)
#: the least pixel size of every text of the table (the seats' and the middle's lines, in the
#: window and the full-screen view): the app's labels are 12 px (9 pt), its smallest text
#: elsewhere (a chart's numbers) 11 px; a line too long at it wraps, or ends in "…" with the
#: whole in its tooltip, it never shrinks to an 8 or 9 px line (the rules' line under the round
#: and the seats' winds were 9 px at 1024x640)
SMALL_PX = 11
HEAD_SPACING = 6  # between a card's wind, dealer mark and place
#: the table's least width: in a narrow window it gives way before the history beside it does
#: (:class:`~mjgui.gui.tracker.window.PaneSplitter`)
TABLE_LEAST = 440


def seat_cells(players: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, int], int]:
    """The grid cell of each starting seat, the middle's cell and the number of columns."""
    if players == 3:
        return SANMA_CELLS, SANMA_CENTER_CELL, 2
    return SEAT_CELLS, CENTER_CELL, 3


def set_px(label: QLabel, px: float, bold: bool = False) -> None:
    """``label``'s font at ``px`` pixels (never below :data:`SMALL_PX`)."""
    font = QFont(label.font())
    font.setPixelSize(max(SMALL_PX, round(px)))
    font.setBold(bold)
    if label.font() != font:
        label.setFont(font)


def fit_px(
    label: QLabel, text: str, px: float, width: int, bold: bool = False, least: int = SMALL_PX
) -> None:
    """The largest pixel size up to ``px`` (and ``least`` at the smallest) at which ``text``
    fits ``width``."""
    font = QFont(label.font())
    font.setBold(bold)
    size = max(least, round(px))
    while size > least:
        font.setPixelSize(size)
        if QFontMetrics(font).horizontalAdvance(text) <= width:
            break
        size -= 1
    set_px(label, size, bold)


#: where a name is best broken in two lines: after these, or between a small and a capital letter
NAME_BREAKS = "_-.·"


def name_lines(name: str, metrics: QFontMetrics, width: int) -> tuple[str, str] | None:
    """``name`` in two lines each within ``width`` at ``metrics``, broken where the name breaks
    itself (after "_", "-", "." or between a small and a capital letter) if it can be, else
    after any whole character: the break that makes the wider line narrowest. None: no break
    fits (or the name is one character)."""
    at = cuts(name)[:-1]

    def natural(cut: int) -> bool:
        return name[cut - 1] in NAME_BREAKS or (name[cut - 1].islower() and name[cut].isupper())

    for breaks in ([cut for cut in at if natural(cut)], at):
        widths = {
            cut: max(metrics.horizontalAdvance(name[:cut]), metrics.horizontalAdvance(name[cut:]))
            for cut in breaks
        }
        fitting = [cut for cut in breaks if widths[cut] <= width]
        if fitting:
            cut = min(fitting, key=lambda c: widths[c])
            return name[:cut], name[cut:]
    return None


class RiichiStick(QWidget):
    """A 1000-point stick: a bar with a red dot in the middle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_length(90)

    def set_length(self, length: int) -> None:
        size = QSize(length, max(8, round(length / 7.5)))
        if self.size() != size:
            self.setFixedSize(size)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.WindowText), max(1.0, rect.height() / 9)))
        painter.setBrush(pal.color(QPalette.ColorRole.Base))
        radius = rect.height() / 2
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tone_color(pal, "error"))
        dot = rect.height() * 0.6
        painter.drawEllipse(rect.center(), dot / 2, dot / 2)


class SeatPanel(QFrame):
    """One player: wind, dealer mark, place, name, points, riichi stick, the last change or,
    while another seat is pointed at, the gap to that player."""

    hovered = Signal(int)  # the seat, or -1 when the pointer leaves

    BASE = (240.0, 140.0)  # the design size: fonts scale with the panel from here

    def __init__(self, seat: int, parent: QWidget | None = None, name: str = "seat") -> None:
        super().__init__(parent)
        self.seat = seat
        prefix = f"{name}-{seat}"
        self.setObjectName(prefix)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._view: SeatView | None = None
        self._scale = 1.0
        self._gap = ""
        self._delta = ""  # the delta's or the gap's text, whole
        self._lit = False
        self._dealer_word = ""
        self._least = ""  # the name's distinct beginning at this table (short_names)
        layout = QVBoxLayout(self)
        layout.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(HEAD_SPACING)
        self.wind = QLabel(self)
        self.wind.setObjectName(f"{prefix}-wind")
        self.dealer = QLabel(self)
        self.dealer.setObjectName(f"{prefix}-dealer")
        self.dealer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.place = QLabel(self)
        self.place.setObjectName(f"{prefix}-place")
        top.addWidget(self.wind)
        top.addWidget(self.dealer)
        top.addStretch(1)
        top.addWidget(self.place)
        layout.addLayout(top)
        layout.addStretch(1)
        self.name = QLabel(self)
        self.name.setObjectName(f"{prefix}-name")
        self.points = QLabel(self)
        self.points.setObjectName(f"{prefix}-points")
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a player's name, never markup
        for label in (self.name, self.points):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        bottom.addStretch(1)
        self.stick = RiichiStick(self)
        self.riichi = QLabel(self)
        self.riichi.setObjectName(f"{prefix}-riichi")
        self.delta = QLabel(self)
        self.delta.setObjectName(f"{prefix}-delta")
        self.delta.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bottom.addWidget(self.stick, 0, Qt.AlignmentFlag.AlignVCenter)
        bottom.addWidget(self.riichi)
        bottom.addWidget(self.delta)
        bottom.addStretch(1)
        layout.addLayout(bottom)
        layout.addStretch(1)
        self._bottom = bottom
        policy = self.dealer.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.dealer.setSizePolicy(policy)
        self._fit()

    # -- view -------------------------------------------------------------------------------
    def set_view(self, view: SeatView, least: str = "") -> None:
        """Show ``view``; ``least``: the name's distinct beginning at this table (a name cut
        short keeps it, so that no two seats read alike), the whole name by default."""
        self._view = view
        self._least = least or view.name
        self.wind.setText(f"{view.wind_kanji} {view.wind_text}")
        self._dealer_word = term_word("dealer")  # its mark "親" alone in a narrow card: _fit
        set_shown(self.dealer, view.dealer)
        self.place.setText(view.place_text)
        self.name.setText(view.name)  # on two lines, or cut short, when too long: _fit_name
        self.points.setText(view.points_text)
        self.riichi.setText(yaku_word("riichi"))
        set_shown(self.stick, view.riichi)
        set_shown(self.riichi, view.riichi)
        set_tip(self, view.tooltip)
        set_accessible(self, f"{view.wind_text}, {view.name}, {view.points_text}", view.tooltip)
        self._paint_delta()
        self._fit()
        self.update()

    def show_gap(self, text: str) -> None:
        """While another seat is pointed at: how this player stands against them."""
        if text != self._gap:
            self._gap = text
            self._paint_delta()

    def _paint_delta(self) -> None:
        view = self._view
        if view is None:
            return
        pal = self.palette()
        if self._gap:
            color = muted(pal)
            text = self._gap
        else:
            text = view.last_delta_text
            color = tone_color(pal, "win" if view.last_delta > 0 else "error")
        self._delta = text
        self.delta.setText(text or " ")
        self.delta.setStyleSheet(f"color: {css(color)}")
        set_shown(self.delta, bool(text))
        self._fit_delta()

    # -- size -------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        base_w, base_h = self.BASE
        wide, tall = self.width() / base_w, self.height() / base_h
        scale = max(0.6, min(wide, tall))
        self._scale = scale
        inner = max(60, self.width() - round(24 * scale))
        margin = round(8 * scale)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(margin, round(margin * 0.7), margin, round(margin * 0.5))
        # the points take the room a tall panel has to spare (the width still limits them)
        points_px = 46 * max(0.6, min(tall, wide * 1.3))
        set_px(self.wind, max(SMALL_PX, 14 * scale), True)
        set_px(self.dealer, max(SMALL_PX, 12 * scale), True)
        set_px(self.place, max(SMALL_PX, 14 * scale))
        fit_px(self.points, self.points.text() or "00 000", points_px, inner, True)
        self._fit_name(20 * scale, inner)
        set_px(self.riichi, max(SMALL_PX, 13 * scale), True)
        self.stick.set_length(round(70 * scale))
        self._bottom.setSpacing(round(6 * scale))
        pad = round(4 * scale)
        self.dealer.setContentsMargins(pad, 0, pad, 0)
        self._fit_dealer(self.width() - 2 * margin)
        self._fit_delta()
        self._style_dealer()

    def _fit_name(self, px: float, width: int) -> None:
        """The player's name, whole on one line at up to ``px`` (down to :data:`SMALL_PX`), else
        whole on two (where the card has the height), else cut short with "…" after as much of
        it as fits but never less than tells it from the other seats' (the tooltip names the
        player whole). Cut at one width, "Александр_Константинов" and
        "Александра_Константинова" were both "Александр_Конс…" at 1024x640."""
        name = self._view.name if self._view is not None else ""
        label = self.name
        fit_px(label, name, px, width, True)
        shown = name
        if name and label.fontMetrics().horizontalAdvance(name) > width:
            shown = self._two_lines(name, px, width)
            if not shown:
                set_px(label, SMALL_PX, True)
                metrics = label.fontMetrics()
                least = self._least if name.startswith(self._least) else name
                if metrics.horizontalAdvance(least_shown(name, least)) <= width:
                    shown = short_name(name, least, metrics, width)
                else:  # not even its distinct beginning fits: its two ends
                    shown = metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, width)
        if label.text() != shown:
            label.setText(shown)

    def _two_lines(self, name: str, px: float, width: int) -> str:
        """``name`` on two lines at the largest size from ``px`` to :data:`SMALL_PX` at which
        both fit ``width``, if the card is tall enough for them; else "" (the font left at the
        smallest size)."""
        label = self.name
        font = QFont(label.font())
        for size in range(max(SMALL_PX, round(px)), SMALL_PX - 1, -1):
            font.setPixelSize(size)
            lines = name_lines(name, QFontMetrics(font), width)
            if lines is None:
                continue
            set_px(label, size, True)
            label.setText("\n".join(lines))
            layout = self.layout()
            if layout is not None and layout.minimumSize().height() <= self.height():
                return label.text()
            break
        return ""

    def _fit_dealer(self, room: int) -> None:
        """The dealer's mark: its word and "親" where the top line (wind, mark, place) holds
        them in ``room``, else "親" alone, the word in its tooltip (a card of a narrow table:
        Russian at 1024x640, «Дилер 親» took «Восток»'s room; hidden, it keeps its room)."""
        whole = f"{self._dealer_word} 親" if self._dealer_word else "親"
        self.dealer.setText(whole)
        need = self.wind.sizeHint().width() + self.dealer.sizeHint().width() + self.place.sizeHint().width()
        if need + 2 * HEAD_SPACING > room:
            self.dealer.setText("親")
        set_tip(self.dealer, self._dealer_word if self.dealer.text() != whole else "")

    def _fit_delta(self) -> None:
        width = max(60, self.width() - round(24 * self._scale))
        if self.stick.isVisibleTo(self):
            width -= self.stick.width() + self.riichi.sizeHint().width() + round(12 * self._scale)
        fit_px(self.delta, self._delta or " ", 19 * self._scale, max(40, width), True)
        if self._delta:
            set_elided(self.delta, self._delta, max(40, width))

    def _style_dealer(self) -> None:
        face, text = highlight_colors(self.palette())  # the text readable on it, in any theme
        bg, fg = css(face), css(text)
        radius = max(3, round(4 * self._scale))
        style = f"background: {bg}; color: {fg}; border-radius: {radius}px;"
        if self.dealer.styleSheet() != style:
            self.dealer.setStyleSheet(style)

    # -- hover ------------------------------------------------------------------------------
    def enterEvent(self, event: QEnterEvent) -> None:
        self._lit = True
        self.hovered.emit(self.seat)
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._lit = False
        self.hovered.emit(-1)
        self.update()
        super().leaveEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._style_dealer()
            self._paint_delta()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        dealer = self._view is not None and self._view.dealer
        width = max(2.0, 2.5 * self._scale) if dealer else 1.0
        color = pal.color(QPalette.ColorRole.Highlight) if dealer else pal.color(QPalette.ColorRole.Mid)
        if self._lit:
            color = pal.color(QPalette.ColorRole.Highlight)
            width = max(width, 2.0)
        painter.setPen(QPen(color, width))
        painter.setBrush(pal.color(QPalette.ColorRole.Base))
        inset = width / 2 + 1
        radius = 10 * self._scale
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), radius, radius)


class _MiddleLayout(QVBoxLayout):
    """The middle's lines, one under another. The height the table's grid keeps for the middle
    at a width is what its lines need there at their smallest sizes (the panel's least scale),
    never what they need at the sizes they have now. It was the latter, a box layout's: a
    window made smaller (1280x800 to 1024x640) kept the larger text and the height it had
    wanted, and the three-player cards above and below the middle were squeezed to 85 px,
    their points cut; the same window opened at 1024x640 had none of it."""

    def __init__(self, panel: CenterPanel) -> None:
        super().__init__(panel)
        self._panel = panel

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._panel._least_height(width)

    def minimumHeightForWidth(self, width: int) -> int:
        return self._panel._least_height(width)


#: the most lines the centre's last action takes where the panel has the height for them
LAST_LINES = 4
#: the ways the centre's lines other than the round, honba and sticks are cut short, in turn,
#: where the panel has not the height for them whole (:meth:`CenterPanel._cut`)
CENTER_CUTS = 4


class CenterPanel(QFrame):
    """The middle of the table: the round, the rules, honba, sticks, renchan, and the last
    action.

    Every line is whole or ends in "…" (wrapped where the panel has the height), and the panel's
    tooltip says whole each line it does not show whole. A wrapped line once held a word wider
    than the panel (a player's long name in M-League's chombo penalties at 1024x640): the label
    centred it and cut it on both sides, «ь_Шимингжан_Длинное», with nothing saying the rest."""

    BASE = (240.0, 140.0)

    def __init__(
        self, parent: QWidget | None = None, name: str = "center", *, figures_first: bool = False
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"table-{name}" if name == "center" else name)
        #: the full-screen table's middle: the round, honba and sticks keep their size while
        #: the other lines give way (:meth:`_fit`)
        self._figures_first = figures_first
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._scale = 1.0
        layout = _MiddleLayout(self)
        layout.setSpacing(0)
        layout.addStretch(1)
        self.round = QLabel(self)
        self.round.setObjectName(f"{name}-round")
        # the game's rules under the round: the preset's name and its changes when they fit,
        # else "+ N changes", on two lines if need be (never below SMALL_PX); every change in
        # the tooltip, the whole name there too when the line ends in "…"
        self.rules = QLabel(self)
        self.rules.setObjectName(f"{name}-rules")
        self.rules.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._rules = ("", "", "")
        self.honba = QLabel(self)
        self.honba.setObjectName(f"{name}-honba")
        self.sticks = QLabel(self)
        self.sticks.setObjectName(f"{name}-sticks")
        self.renchan = QLabel(self)
        self.renchan.setObjectName(f"{name}-renchan")
        self.status = NoBreakLabel(self)  # wrapped, as the pending penalties
        self.status.setObjectName(f"{name}-status")
        self.pending = NoBreakLabel(self)  # chombo penalties kept for the end of the game
        self.pending.setObjectName(f"{name}-pending")
        self.last = QLabel(self)
        self.last.setObjectName(f"{name}-last")
        self._last_full = ""
        #: each line's whole text (the last action's: ``_last_full``; the rules': ``_rules``)
        self._whole: dict[QLabel, str] = {}
        # the last action never widens the panel: too long at the smallest size, it ends in "…"
        self.last.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        labels = (
            self.round,
            self.rules,
            self.honba,
            self.sticks,
            self.renchan,
            self.status,
            self.pending,
            self.last,
        )
        for label in labels:
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(label in (self.status, self.pending))
            label.setTextFormat(Qt.TextFormat.PlainText)  # the last action names players
            layout.addWidget(label)
        layout.addStretch(1)
        self._fit()

    def set_view(self, view: CenterView, started: bool, ended: bool) -> None:
        self._whole = {
            self.round: f"{view.round_kanji} {view.round_text}",
            self.honba: view.honba_text,
            self.sticks: view.sticks_text,
            self.renchan: view.renchan_text,
            self.status: view.status,
            self.pending: view.pending,
        }
        self.round.setText(self._whole[self.round])
        set_shown(self.round, started)
        self._rules = (view.rules_text, view.rules_short, view.rules_tip)
        set_accessible(self.rules, view.rules_text)
        set_shown(self.rules, started)
        self.honba.setText(view.honba_text)
        self.sticks.setText(view.sticks_text)
        self.renchan.setText(view.renchan_text)
        set_shown(self.honba, started and not ended)
        set_shown(self.sticks, started and (not ended or view.sticks > 0))
        set_shown(self.renchan, started and not ended and bool(view.renchan_text))
        self.status.setText(view.status)
        set_shown(self.status, bool(view.status))
        self.pending.setText(view.pending)
        set_shown(self.pending, bool(view.pending))
        self._last_full = view.last
        set_tip(self.last, view.last)
        set_accessible(self.last, view.last)
        set_shown(self.last, bool(view.last))
        self._colour(started)
        spoken = (
            view.round_text,
            view.rules_text,
            view.honba_text,
            view.sticks_text,
            view.status,
            view.pending,
        )
        set_accessible(self, " · ".join(t for t in spoken if t))
        self._fit()

    def _colour(self, started: bool) -> None:
        """The grey lines and the status in the panel's palette: at each view (the window
        draws its view again when the palette changes: a theme switch)."""
        pal = self.palette()
        grey = f"color: {css(muted(pal))}"
        status = f"color: {css(tone_color(pal, 'nowin') if started else muted(pal))}"
        styles = ((self.last, grey), (self.rules, grey), (self.status, status), (self.pending, grey))
        for label, style in styles:
            if label.styleSheet() != style:
                label.setStyleSheet(style)

    def _least_height(self, width: int) -> int:
        """What the shown lines need at the least scale in a panel ``width`` wide (as
        :meth:`_fit_at` sizes and words them there, the rules on two lines if need be, the last
        action on as many as it takes whole, up to LAST_LINES; a line sized to its width
        counted at its largest)."""
        scale = 0.6
        inner = max(60, width - round(20 * scale))
        margin = round(8 * scale)
        room = QRect(0, 0, max(1, width - 2 * margin), 100_000)
        total = 2 * (margin // 2)
        for label, (px, bold) in self._sizes(scale).items():
            if not label.isVisibleTo(self):
                continue
            font = QFont(label.font())
            font.setPixelSize(max(SMALL_PX, round(px)))
            font.setBold(bold)
            metrics = QFontMetrics(font)
            text = label.text()
            if label is self.rules:
                text = _rules_line(metrics, *self._rules[:2], inner)
            elif label is self.last:  # whole, on as many lines as it takes (LAST_LINES at most)
                text = _lines(metrics, self._last_full, inner, LAST_LINES)
            elif label.wordWrap():
                text = _words_fitting(metrics, self._whole.get(label, text), inner)
            flags = Qt.AlignmentFlag.AlignCenter | (Qt.TextFlag.TextWordWrap if label.wordWrap() else 0)
            total += metrics.boundingRect(room, flags, text).height()
        return total

    def _sizes(
        self, scale: float, small: float | None = None, minor: float | None = None
    ) -> dict[QLabel, tuple[float, bool]]:
        """Each line's pixel size (at most, for a line sized to its width) and boldness: the
        round, honba and sticks at ``scale``, the rules and the chombo penalties at ``minor``,
        the other lines at ``small`` (each ``scale`` unless given)."""
        small = scale if small is None else small
        minor = small if minor is None else minor
        return {
            self.round: (30 * scale, True),
            self.rules: (max(SMALL_PX, 12 * minor), False),
            self.honba: (19 * scale, True),
            self.sticks: (19 * scale, True),
            self.renchan: (max(SMALL_PX, 13 * small), False),
            self.status: (max(SMALL_PX, 15 * small), True),
            self.pending: (max(SMALL_PX, 12 * minor), False),
            self.last: (max(SMALL_PX, 12 * small), False),
        }

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Size the lines for the panel: by its width and height (:meth:`_fit_figures_first` in
        the full-screen table), and smaller still while they do not all fit its height, down to
        the smallest size (SMALL_PX for the small lines); then, while they still do not fit, the
        rules' line on one line, the last action on two lines, then on one, ending in "…" (the
        whole in their tooltips). The last action is whole on as many lines as it takes
        (LAST_LINES at most) before any of that: a narrow card at 1024x640 cut it on its second
        line, «ещё Boris: рон, набросил(а) D…»."""
        if self._figures_first:
            self._fit_figures_first()
            return
        base_w, base_h = self.BASE
        scale = max(0.6, min(self.width() / base_w, self.height() / base_h))
        while True:
            self._fit_at(scale, scale)
            if scale <= 0.6 or self._needed_height() <= self.height():
                break
            scale = max(0.6, scale - 0.05)
        for step in (1, 3, 4):  # the chombo penalties stay whole
            if self._needed_height() <= self.height():
                break
            self._cut(step)
        self._tip_cut_lines()

    def _fit_figures_first(self) -> None:
        """The full-screen table's :meth:`_fit`: while the lines do not all fit the panel's
        height, the other lines give way before the round, honba and sticks, which the whole
        table reads. First the rules and the chombo penalties grow smaller, down to the smallest
        size (SMALL_PX), then go on one line each, ending in "…" (the whole in the tooltips); then the
        last action, renchan and the game's state grow smaller, down to SMALL_PX, the last action on as many
        lines as it takes whole (LAST_LINES at most) at each size; then the last action goes on
        two lines, then on one, ending in "…"; only then do the round, honba and sticks grow
        smaller. With two chombo penalties pending, the full-screen table of a 1024x640 window
        drew its honba and sticks at 13 px beside the penalties' four lines; and the last action
        shrank to fit one line (11-17 px at 1920x1080) rather than wrap."""
        base_w, base_h = self.BASE
        scale = small = minor = max(0.6, min(self.width() / base_w, self.height() / base_h))
        cuts = 0

        def fit() -> None:
            self._fit_at(scale, small, minor, wrap_last=True)
            for done in range(1, cuts + 1):
                self._cut(done)

        def tall() -> bool:
            return self._needed_height() > self.height()

        fit()
        while tall() and minor > 0.6:
            minor = max(0.6, minor - 0.1)
            fit()
        while tall() and cuts < 2:
            cuts += 1
            self._cut(cuts)
        while tall() and small > 0.6:
            small = max(0.6, small - 0.1)
            fit()
        while tall() and cuts < CENTER_CUTS:
            cuts += 1
            self._cut(cuts)
        while tall() and scale > 0.6:
            scale = max(0.6, scale - 0.05)
            fit()
        self._tip_cut_lines()

    def _cut(self, step: int) -> None:
        """Cut a line short, the ``step``-th of :data:`CENTER_CUTS` ways: 1, the rules on one
        line (the short form, ending in "…" if need be); 2, the chombo penalties on one line,
        ending in "…"; 3, the last action on two lines, the second ending in "…"; 4, the last
        action on one line, ending in "…"."""
        inner = max(60, self.width() - round(20 * self._scale))
        if step == 1 and "\n" in self.rules.text():
            self._show_rules(_rules_line(self.rules.fontMetrics(), *self._rules[:2], inner, two=False))
        elif step == 2 and self.pending.isVisibleTo(self):
            whole = nobreak(self._whole.get(self.pending, ""))
            shown = self.pending.fontMetrics().elidedText(whole, Qt.TextElideMode.ElideRight, inner)
            if shown != self.pending.text():
                self.pending.setText(shown)
        elif step == 3 and self.last.text().count("\n") > 1:
            self.last.setText(_two_lines(self.last.fontMetrics(), self._last_full, inner))
        elif step == 4 and "\n" in self.last.text():
            elided = self.last.fontMetrics().elidedText(self._last_full, Qt.TextElideMode.ElideRight, inner)
            self.last.setText(elided)

    def _tip_cut_lines(self) -> None:
        """The panel's tooltip: the whole of each shown line not shown whole (ending in "…", or
        the rules' short form), one a line; none when every line is whole. Over a line with a
        tooltip of its own (the rules', the last action's) that one shows."""
        wholes = [(self.rules, self._rules[0]), *self._whole.items(), (self.last, self._last_full)]
        cut = [
            whole
            for label, whole in wholes
            if whole and label.isVisibleTo(self) and _shown_as(label.text()) != _shown_as(whole)
        ]
        set_tip(self, "\n".join(cut))

    def _show_rules(self, text: str) -> None:
        """The rules' line says ``text``; its tooltip lists every change, or names the rules
        whole when the line does not (it ends in "…")."""
        whole, _short, tip = self._rules
        if text != self.rules.text():
            self.rules.setText(text)
        if not tip and text.replace("\n", " ") != whole:
            tip = whole
        set_tip(self.rules, tip)

    def _needed_height(self) -> int:
        layout = self.layout()
        if not isinstance(layout, QVBoxLayout):
            return 0
        layout.invalidate()
        # the box layout's own measure (_MiddleLayout tells the grid the least height)
        if QVBoxLayout.hasHeightForWidth(layout):
            return QVBoxLayout.heightForWidth(layout, self.width())
        return layout.sizeHint().height()

    def _fit_at(
        self, scale: float, small: float, minor: float | None = None, wrap_last: bool = False
    ) -> None:
        """The lines at the sizes :meth:`_sizes` gives them at ``scale``, ``small`` and
        ``minor``, each whole (wrapped where it wraps). ``wrap_last``: the last action at its size on as
        many lines as it takes, else made smaller to fit one line first."""
        self._scale = scale
        inner = max(60, self.width() - round(20 * scale))
        margin = round(8 * scale)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(margin, margin // 2, margin, margin // 2)
        sizes = self._sizes(scale, small, minor)
        for label in (self.round, self.honba, self.sticks):  # as large as fits the width
            px, bold = sizes[label]
            whole = self._whole.get(label, label.text())
            fit_px(label, whole, px, inner, bold)
            set_elided(label, whole, inner)  # too long even at the smallest size: ends in "…"
        # its whole or its short form fitting the line, else the short one on two lines
        set_px(self.rules, *sizes[self.rules])
        self._show_rules(_rules_line(self.rules.fontMetrics(), *self._rules[:2], inner))
        set_px(self.renchan, *sizes[self.renchan])
        set_elided(self.renchan, self._whole.get(self.renchan, ""), inner)
        for label in (self.status, self.pending):  # wrapped, a word too wide for a line cut short
            set_px(label, *sizes[label])
            shown = _words_fitting(label.fontMetrics(), self._whole.get(label, ""), inner)
            if nobreak(shown) != label.text():
                label.setText(shown)
        # the last action: on one line at its size when it fits, else on as many as it takes
        # whole, up to LAST_LINES (never below SMALL_PX); in the full-screen table wrapped at
        # its size, not made smaller to fit one line first (11-17 px at 1920x1080)
        if wrap_last:
            set_px(self.last, *sizes[self.last])
        else:
            fit_px(self.last, self._last_full, sizes[self.last][0], inner)
        shown = _lines(self.last.fontMetrics(), self._last_full, inner, LAST_LINES)
        if shown != self.last.text():
            self.last.setText(shown)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(pal.color(QPalette.ColorRole.AlternateBase))
        radius = 12 * self._scale
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), radius, radius)


def _rules_line(metrics: QFontMetrics, whole: str, short: str, width: int, two: bool = True) -> str:
    """The rules in ``width``, the first of these that fits: ``whole`` (the preset and its
    changes) on one line; with ``two``, the preset on one line and its changes on the next;
    ``short`` (the preset and "+ N changes") on one line; with ``two``, the preset and
    "+ N changes" under it (the Russian «Клубные правила + 5 изменений» at 11 px at 1024x640),
    else broken between words; ``short`` ending in "…" (the whole in the tooltip)."""

    def fits(*lines: str) -> bool:
        return all(metrics.horizontalAdvance(line) <= width for line in lines)

    head, plus, count = short.rpartition(" + ")
    preset = head if plus and whole.startswith(head + ", ") else ""
    changes = whole[len(preset) + 2 :] if preset else ""
    candidates: list[tuple[str, ...]] = [(whole,)]
    if two and preset:
        candidates.append((preset + ",", changes))
    candidates.append((short,))
    if two and preset:
        candidates.append((preset, plus.strip() + " " + count))
    for lines in candidates:
        if fits(*lines):
            return "\n".join(lines)
    if two:
        return _two_lines(metrics, short, width)
    return metrics.elidedText(short, Qt.TextElideMode.ElideRight, width)


def set_elided(label: QLabel, text: str, width: int) -> None:
    """``label`` says ``text``, ending in "…" when it is too wide for ``width`` at the label's
    font (the caller keeps the whole in a tooltip)."""
    shown = label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width) if text else text
    if shown != label.text():
        label.setText(shown)


def _words_fitting(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` to be wrapped in ``width`` (as a wrapped label breaks it: between the words
    :func:`~mjgui.gui.util.nobreak` leaves apart), each word wider than a line ending in "…":
    a wrapped label would show such a word centred and cut on both sides."""
    words = nobreak(text).split(" ")
    return " ".join(
        metrics.elidedText(word, Qt.TextElideMode.ElideRight, width)
        if metrics.horizontalAdvance(word) > width
        else word
        for word in words
    )


def _shown_as(text: str) -> str:
    """``text`` as its words read, whatever the lines and joins it is shown with."""
    return " ".join(text.replace("\u00a0", " ").replace("\u2011", "-").split())


def _two_lines(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` on one line when it fits ``width``, else broken between words on two lines
    (the last action at the smallest size: «Последнее: ханеман — Dasha: рон с игрока Aiko»),
    only a second line still too long ending in "…"."""
    return _lines(metrics, text, width, 2)


def _lines(metrics: QFontMetrics, text: str, width: int, count: int) -> str:
    """``text`` on one line when it fits ``width``, else broken between words on up to
    ``count`` lines, only the last line still too long ending in "…" (a word wider than a line
    ends the lines there: the rest on that line, ending in "…")."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split(" ")
    lines: list[str] = []
    while words and len(lines) < count - 1:
        line = words[0]
        if metrics.horizontalAdvance(line) > width:
            break
        taken = 1
        while taken < len(words) and metrics.horizontalAdvance(f"{line} {words[taken]}") <= width:
            line = f"{line} {words[taken]}"
            taken += 1
        lines.append(line)
        words = words[taken:]
    if words:
        lines.append(metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width))
    return "\n".join(lines)


class TableWidget(QWidget):
    """The seats around the middle (four, or three with North's side gone). ``name``
    prefixes the object names ("big" for the full-screen copy)."""

    def __init__(self, parent: QWidget | None = None, *, big: bool = False, name: str = "table") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.big = big
        self._view: TrackerView | None = None
        self._hovered = -1
        self._players = 0
        prefix = "seat" if name == "table" else f"{name}-seat"
        grid = QGridLayout(self)
        grid.setContentsMargins(2, 2, 2, 2)
        grid.setSpacing(12 if big else 8)
        self._grid = grid
        self.seats: list[SeatPanel] = []
        for seat in range(len(SEAT_CELLS)):
            panel = SeatPanel(seat, self, prefix)
            panel.hovered.connect(self._seat_hovered)
            self.seats.append(panel)
        self.center = CenterPanel(self, "center" if name == "table" else f"{name}-center", figures_first=big)
        self._arrange(4)
        self.setMinimumSize(TABLE_LEAST, 360)

    @property
    def players(self) -> int:
        """The seats laid out (3 or 4)."""
        return self._players

    def _arrange(self, players: int) -> None:
        """Put the cards of ``players`` seats and the middle in their cells (a card of a seat
        nobody sits in is out of the grid and hidden)."""
        if players == self._players:
            return
        self._players = players
        grid = self._grid
        for widget in (*self.seats, self.center):
            grid.removeWidget(widget)
        cells, center, columns = seat_cells(players)
        for panel in self.seats:
            if panel.seat < len(cells):
                row, col = cells[panel.seat]
                grid.addWidget(panel, row, col)
            else:
                panel.hide()
        grid.addWidget(self.center, *center)
        for i in range(3):
            grid.setColumnStretch(i, 1 if i < columns else 0)
            grid.setRowStretch(i, 1)

    def set_view(self, view: TrackerView) -> None:
        self._view = view
        players = len(view.seats) if view.started and len(view.seats) in (3, 4) else 4
        self._arrange(players)
        prefixes = distinct_prefixes([seat.name for seat in view.seats]) if view.started else []
        for panel in self.seats:
            seated = view.started and panel.seat < len(view.seats)
            set_shown(panel, seated)
            if seated:
                panel.set_view(view.seats[panel.seat], prefixes[panel.seat])
        self.center.set_view(view.center, view.started, view.ended)
        self._seat_hovered(self._hovered)

    def _seat_hovered(self, seat: int) -> None:
        self._hovered = seat
        view = self._view
        for panel in self.seats:
            gap = ""
            if view is not None and view.started and 0 <= seat < len(view.seats) and panel.seat != seat:
                gaps = view.seats[seat].gaps
                gap = gaps[panel.seat] if panel.seat < len(gaps) else ""
            panel.show_gap(gap)


__all__ = ["CenterPanel", "RiichiStick", "SeatPanel", "TableWidget", "fit_px", "seat_cells", "set_px"]

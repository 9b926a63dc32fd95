"""Dialogs of the tracker: one per action (ron, tsumo, riichi, draw...), editing a past line,
and starting a new game.

Each action dialog builds a record line from the player's clicks, shows the preview of every
player's change (from the controller) and hands the line back on OK; it never edits the game
itself. Dialogs are opened window-modal and non-blocking (``open()``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QKeyEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.present import action_states, riichi_allowed
from mjgui.controller.game.tracker import TrackerController, check_new_game
from mjgui.controller.game.views import PreviewView
from mjgui.controller.scoring.state import PRESET_NAMES
from mjgui.core.game.game import GameState
from mjgui.core.game.lines import (
    FU_CHOICES,
    LIMITS,
    WinValue,
    abort_line,
    chombo_line,
    draw_line,
    riichi_line,
    ron_line,
    tsumo_line,
    wareme_line,
)
from mjgui.core.game.record import (
    AbortAction,
    Action,
    ChomboAction,
    DrawAction,
    HandValue,
    HanFu,
    Limit,
    RiichiAction,
    RonAction,
    TsumoAction,
    WaremeAction,
    Yakuman,
)
from mjgui.gui.theme import css
from mjgui.gui.tracker.preview import PreviewPanel
from mjgui.gui.util import set_enabled, set_shown

WIND_KANJI = "東南西北"
ACTION_KINDS = ("ron", "tsumo", "riichi", "draw", "abort", "chombo", "wareme")


def action_title(kind: str) -> str:
    titles = {
        "ron": QCoreApplication.translate("Tracker", "Ron"),
        "tsumo": QCoreApplication.translate("Tracker", "Tsumo"),
        "riichi": QCoreApplication.translate("Tracker", "Riichi"),
        "draw": QCoreApplication.translate("Tracker", "Exhaustive draw"),
        "abort": QCoreApplication.translate("Tracker", "Abortive draw"),
        "chombo": QCoreApplication.translate("Tracker", "Chombo"),
        "wareme": QCoreApplication.translate("Tracker", "Wareme"),
    }
    return titles.get(kind, kind)


def limit_label(limit: str) -> str:
    labels = {
        "mangan": QCoreApplication.translate("Tracker", "Mangan"),
        "haneman": QCoreApplication.translate("Tracker", "Haneman"),
        "baiman": QCoreApplication.translate("Tracker", "Baiman"),
        "sanbaiman": QCoreApplication.translate("Tracker", "Sanbaiman"),
    }
    return labels.get(limit, limit)


def choice_style(widget: QWidget) -> str:
    """Chosen buttons in the highlight colour, so the choice reads at a glance."""
    pal = widget.palette()
    bg = css(pal.color(QPalette.ColorRole.Highlight))
    fg = css(pal.color(QPalette.ColorRole.HighlightedText))
    edge = css(pal.color(QPalette.ColorRole.Highlight).darker(130))
    return (
        f"QPushButton:checked {{ background-color: {bg}; color: {fg}; border: 1px solid {edge};"
        " border-radius: 4px; padding: 3px 6px; }"
    )


class ChoiceRow(QWidget):
    """A row of checkable buttons whose chosen ones are drawn in the highlight colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(choice_style(self))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            style = choice_style(self)
            if self.styleSheet() != style:
                self.setStyleSheet(style)
        super().changeEvent(event)


def mono_font(base: QFont) -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSizeF(base.pointSizeF())
    return font


class PlayerPicker(ChoiceRow):
    """A row of name buttons: one choice (``exclusive``) or several."""

    changed = Signal()

    def __init__(
        self, prefix: str, exclusive: bool, parent: QWidget | None = None, *, nobody: bool = False
    ) -> None:
        super().__init__(parent)
        self.setObjectName(prefix)
        self._prefix = prefix
        self.group = QButtonGroup(self)
        self.group.setExclusive(exclusive)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.buttons: list[QPushButton] = []
        self.nobody: QPushButton | None = None
        if nobody:
            self.nobody = self._button(f"{prefix}-none", -1)
            layout.addWidget(self.nobody)
            self.nobody.setChecked(True)
        self._layout = layout
        self.group.buttonToggled.connect(lambda _b, _on: self.changed.emit())

    def _button(self, name: str, seat: int) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setCheckable(True)
        button.setAutoDefault(False)  # Enter after a click is the dialog's OK, not this button
        button.setMinimumHeight(34)
        button.setProperty("seat", seat)
        self.group.addButton(button, seat if seat >= 0 else 99)
        return button

    def set_players(self, state: GameState) -> None:
        if not self.buttons:
            for seat in range(len(state.names)):
                button = self._button(f"{self._prefix}-{seat}", seat)
                self._layout.addWidget(button)
                self.buttons.append(button)
            self._layout.addStretch(1)
        for seat, button in enumerate(self.buttons):
            wind = state.seat_wind(seat)
            button.setText(f"{state.names[seat]}  {WIND_KANJI[wind]}")
            button.setToolTip(state.names[seat])

    def retranslate(self) -> None:
        if self.nobody is not None:
            self.nobody.setText(QCoreApplication.translate("Tracker", "Nobody"))

    def selected(self) -> list[int]:
        return [b.property("seat") for b in self.buttons if b.isChecked()]

    def one(self) -> int | None:
        chosen = self.selected()
        return chosen[0] if chosen else None

    def select(self, seats: Sequence[int]) -> None:
        for seat, button in enumerate(self.buttons):
            button.setChecked(seat in seats)
        if self.nobody is not None and not seats:
            self.nobody.setChecked(True)

    def set_disabled(self, seats: Sequence[int]) -> None:
        for seat, button in enumerate(self.buttons):
            off = seat in seats
            if off and button.isChecked():
                if self.group.exclusive():
                    self.group.setExclusive(False)
                    button.setChecked(False)
                    self.group.setExclusive(True)
                else:
                    button.setChecked(False)
                if self.nobody is not None:
                    self.nobody.setChecked(True)
            set_enabled(button, not off)


class ValuePicker(ChoiceRow):
    """The value of a win: han 1-4 with fu, a limit, or N yakuman. ``compact`` (the calculator's
    narrow column): the limits on a row of their own and the fu on two rows."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("value")
        self._ron = True
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(6)
        self.han_group = QButtonGroup(self)
        self.han_group.setExclusive(True)
        self.fu_group = QButtonGroup(self)
        self.fu_group.setExclusive(True)
        row = QHBoxLayout()
        row.setSpacing(6)
        self.han_buttons: dict[int, QPushButton] = {}
        for han in (1, 2, 3, 4):
            button = self._button(f"han-{han}", self.han_group)
            self.han_buttons[han] = button
            row.addWidget(button)
        row.addSpacing(10)
        limits_row = QHBoxLayout() if compact else row
        limits_row.setSpacing(6)
        self.limit_buttons: dict[str, QPushButton] = {}
        for limit in LIMITS:
            button = self._button(f"limit-{limit}", self.han_group)
            self.limit_buttons[limit] = button
            limits_row.addWidget(button)
        if compact:
            limits_row.addStretch(1)
        else:
            row.addSpacing(10)
        self.yakuman = self._button("yakuman", self.han_group)
        row.addWidget(self.yakuman)
        self.yakuman_count = QSpinBox(self)
        self.yakuman_count.setObjectName("yakuman-count")
        self.yakuman_count.setRange(1, 6)
        self.yakuman_count.setPrefix("× ")
        self.yakuman_count.valueChanged.connect(lambda _v: self._changed())
        row.addWidget(self.yakuman_count)
        row.addStretch(1)
        self.han_label = QLabel(self)
        grid.addWidget(self.han_label, 0, 0)
        grid.addLayout(row, 0, 1)
        if compact:
            grid.addLayout(limits_row, 1, 1)
        fu_rows = [QHBoxLayout(), QHBoxLayout()] if compact else [QHBoxLayout()]
        self.fu_buttons: dict[int, QPushButton] = {}
        per_row = -(-len(FU_CHOICES) // len(fu_rows))
        for index, fu in enumerate(FU_CHOICES):
            button = self._button(f"fu-{fu}", self.fu_group)
            button.setText(str(fu))
            button.setMinimumWidth(40)
            self.fu_buttons[fu] = button
            fu_rows[index // per_row].addWidget(button)
        self.fu_label = QLabel(self)
        first_fu_row = 2 if compact else 1
        grid.addWidget(self.fu_label, first_fu_row, 0)
        for offset, fu_row in enumerate(fu_rows):
            fu_row.setSpacing(4)
            fu_row.addStretch(1)
            grid.addLayout(fu_row, first_fu_row + offset, 1)
        self.han_group.buttonToggled.connect(lambda _b, _on: self._changed())
        self.fu_group.buttonToggled.connect(lambda _b, _on: self._changed())
        self.retranslate()
        self._update_fu()

    def _button(self, name: str, group: QButtonGroup) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setCheckable(True)
        button.setAutoDefault(False)  # Enter after a click is the dialog's OK, not this button
        button.setMinimumHeight(32)
        group.addButton(button)
        return button

    def retranslate(self) -> None:
        self.han_label.setText(QCoreApplication.translate("Tracker", "Han"))
        self.fu_label.setText(QCoreApplication.translate("Tracker", "Fu"))
        for han, button in self.han_buttons.items():
            button.setText(str(han))
        for limit, button in self.limit_buttons.items():
            button.setText(limit_label(limit))
        self.yakuman.setText(QCoreApplication.translate("Tracker", "Yakuman"))

    def set_ron(self, ron: bool) -> None:
        self._ron = ron
        self._update_fu()

    def _changed(self) -> None:
        self._update_fu()
        self.changed.emit()

    def _han(self) -> int | None:
        for han, button in self.han_buttons.items():
            if button.isChecked():
                return han
        return None

    def _update_fu(self) -> None:
        han = self._han()
        for fu, button in self.fu_buttons.items():
            possible = (
                han is not None and not (fu == 20 and (self._ron or han == 1)) and not (fu == 25 and han == 1)
            )
            if not possible and button.isChecked():
                self.fu_group.setExclusive(False)
                button.setChecked(False)
                self.fu_group.setExclusive(True)
            set_enabled(button, possible)
        set_enabled(self.yakuman_count, self.yakuman.isChecked())

    def clear(self) -> None:
        """Nothing picked (the calculator's next hand)."""
        for group in (self.han_group, self.fu_group):
            button = group.checkedButton()
            if button is not None:
                group.setExclusive(False)
                button.setChecked(False)
                group.setExclusive(True)
        self.yakuman_count.setValue(1)
        self._update_fu()

    def set_value(self, value: object) -> bool:
        """Show a record line's value (editing it); False when the buttons cannot say it."""
        if isinstance(value, HanFu):
            button = self.han_buttons.get(value.han)
            fu_button = self.fu_buttons.get(value.fu) if value.fu is not None else None
            if button is None or fu_button is None:
                return False
            button.setChecked(True)
            self._update_fu()
            fu_button.setChecked(True)
            return True
        if isinstance(value, Limit):
            limit = self.limit_buttons.get(value.name)
            if limit is None:
                return False
            limit.setChecked(True)
            return True
        if isinstance(value, Yakuman):
            if not self.yakuman_count.minimum() <= value.multiple <= self.yakuman_count.maximum():
                return False
            self.yakuman.setChecked(True)
            self.yakuman_count.setValue(value.multiple)
            return True
        return False

    def set_win_value(self, value: WinValue) -> bool:
        """Show a value picked elsewhere (the calculator's han and fu); False when the buttons
        cannot say it."""
        if value.kind == "hanfu" and value.han is not None:
            return self.set_value(HanFu(value.han, value.fu))
        if value.kind == "limit" and value.limit is not None:
            return self.set_value(Limit(value.limit))
        if value.kind == "yakuman":
            return self.set_value(Yakuman(value.multiple))
        return False

    def value(self) -> WinValue | None:
        han = self._han()
        if han is not None:
            fu = next((f for f, b in self.fu_buttons.items() if b.isChecked()), None)
            return WinValue("hanfu", han=han, fu=fu) if fu is not None else None
        for limit, button in self.limit_buttons.items():
            if button.isChecked():
                return WinValue("limit", limit=limit)
        if self.yakuman.isChecked():
            return WinValue("yakuman", multiple=self.yakuman_count.value())
        return None


class ActionDialog(QDialog):
    """Builds one record line (ron, tsumo, riichi, draw, abort, chombo, wareme) with a preview.

    ``hand``: the words of a hand sent from the calculator; the value is then that hand.
    ``lineChosen`` is emitted with the line when the player presses OK.
    """

    lineChosen = Signal(str)
    #: winner, discarder (-1), tsumo, also ron, notation typed in the dialog
    calculatorRequested = Signal(int, int, bool, bool, str)
    textRequested = Signal()  # editing a past line: "Edit as text…" (the LineDialog)

    def __init__(
        self,
        controller: TrackerController,
        kind: str,
        parent: QWidget | None = None,
        *,
        hand: str | None = None,
        winner: int | None = None,
        discarder: int | None = None,
        player: int | None = None,
        edit: int | None = None,
        value: WinValue | None = None,
        also: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"dialog-{kind}")
        self.controller = controller
        self.kind = kind
        self.hand = hand
        #: editing a past line (its number): the choices are the game's before that line, and
        #: OK replaces it (everything after it is recomputed)
        self.edit = edit
        state = controller.state if edit is None else controller.result.step(edit).before
        self._state = state
        self._preview: PreviewView | None = None
        self._building = True  # no previews until the dialog is complete
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(10)
        layout.addLayout(form)
        self.form = form
        self.labels: dict[str, QLabel] = {}
        win = kind in ("ron", "tsumo")
        actions = controller.view().actions if edit is None else action_states(state, controller.lang)

        def add_row(key: str, widget: QWidget) -> None:
            label = QLabel(self)
            self.labels[key] = label
            form.addRow(label, widget)

        self.winner = PlayerPicker("winner", True, self)
        self.discarder = PlayerPicker("discarder", True, self)
        self.player = PlayerPicker("player", True, self)
        self.tenpai = PlayerPicker("tenpai", False, self)
        self.nagashi = PlayerPicker("nagashi", False, self)
        self.pao = PlayerPicker("pao", True, self, nobody=True)
        self.value = ValuePicker(self)
        self.hand_label = QLabel(self)
        self.hand_label.setObjectName("hand-words")
        self.hand_label.setWordWrap(True)
        self.hand_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hand_label.setFont(mono_font(self.font()))
        self.also = QCheckBox(self)
        self.also.setObjectName("also-ron")
        for picker in (self.winner, self.discarder, self.player, self.tenpai, self.nagashi, self.pao):
            picker.set_players(state)
            picker.changed.connect(self._update)
        self.value.changed.connect(self._update)
        self.also.toggled.connect(lambda _on: self._update())
        if win:
            add_row("winner", self.winner)
            if kind == "ron":
                add_row("discarder", self.discarder)
            if hand is not None:
                add_row("hand", self.hand_label)
                self.hand_label.setText(hand)
            else:
                add_row("value", self.value)
            self.value.set_ron(kind == "ron")
            if actions["pao"].enabled:
                add_row("pao", self.pao)
            if kind == "ron" and actions["also_ron"].enabled:
                add_row("also", self.also)
        elif kind in ("riichi", "chombo", "wareme"):
            add_row("player", self.player)
            if kind == "riichi":
                allowed = set(riichi_allowed(state))
                self.player.set_disabled([s for s, n in enumerate(state.names) if n not in allowed])
        elif kind == "draw":
            add_row("tenpai", self.tenpai)
            if actions["nagashi"].enabled:
                add_row("nagashi", self.nagashi)
            in_riichi = sorted(state.in_riichi)
            self.tenpai.select(in_riichi)
        for picker in (self.winner, self.discarder, self.player, self.tenpai, self.nagashi, self.pao):
            if picker.parent() is self and not any(picker is w for w in self._form_widgets()):
                picker.hide()
        if not any(self.hand_label is w for w in self._form_widgets()):
            self.hand_label.hide()
        if not any(self.value is w for w in self._form_widgets()):
            self.value.hide()
        if not any(self.also is w for w in self._form_widgets()):
            self.also.hide()

        line_row = QHBoxLayout()
        self.line_label = QLabel(self)
        self.line = QLineEdit(self)
        self.line.setObjectName("dialog-line")
        self.line.setReadOnly(True)
        self.line.setFont(mono_font(self.font()))
        line_row.addWidget(self.line_label)
        line_row.addWidget(self.line, 1)
        layout.addLayout(line_row)
        frame = QFrame(self)
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        inner = QVBoxLayout(frame)
        inner.setContentsMargins(10, 8, 10, 8)
        self.preview = PreviewPanel(frame, name="dialog-preview")
        inner.addWidget(self.preview)
        layout.addWidget(frame)

        buttons = QDialogButtonBox(self)
        self.ok = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
        self.ok.setObjectName("dialog-ok")
        self.cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel.setObjectName("dialog-cancel")
        self.ok.setDefault(True)  # Enter records, wherever the focus is
        self.calc = QPushButton(self)
        self.calc.setObjectName("dialog-calculator")
        self.as_text = QPushButton(self)
        self.as_text.setObjectName("dialog-as-text")
        for extra in (self.calc, self.as_text, self.cancel):
            extra.setAutoDefault(False)
        if edit is not None:
            buttons.addButton(self.as_text, QDialogButtonBox.ButtonRole.ActionRole)
            self.as_text.clicked.connect(self._edit_as_text)
        else:
            self.as_text.hide()
        # a new win, or a past one corrected (its hand opened back in the calculator)
        if win and (hand is None or edit is not None):
            buttons.addButton(self.calc, QDialogButtonBox.ButtonRole.ActionRole)
            self.calc.clicked.connect(lambda: self._to_calculator())
        else:
            self.calc.hide()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        if winner is not None:
            self.winner.select([winner])
        if discarder is not None and discarder != winner:
            self.discarder.select([discarder])
        if player is not None:
            self.player.select([player])
        if value is not None and hand is None:
            self.value.set_win_value(value)
        if also and kind == "ron" and any(self.also is w for w in self._form_widgets()):
            self.also.setChecked(True)
        self.retranslate()
        self._building = False
        self._update()

    def prefill(self, action: Action) -> bool:
        """Set the choices to what a record line says (editing it); False when the dialog cannot
        say it (a pao share, a han count past the buttons...): the line is then edited as text."""
        state = self._state
        seat = state.seat_of

        def pick(picker: PlayerPicker, names: Sequence[str]) -> bool:
            seats = [seat(n) for n in names]
            if any(s is None for s in seats):
                return False
            picker.select([s for s in seats if s is not None])
            return True

        self._building = True
        try:
            if isinstance(action, (RonAction, TsumoAction)):
                if action.pao is not None and (
                    action.pao.multiple is not None or action.pao.yakuman is not None
                ):
                    return False
                if not pick(self.winner, [action.winner]):
                    return False
                if isinstance(action, RonAction):
                    if not pick(self.discarder, [action.discarder]):
                        return False
                    self.also.setChecked(action.also)
                if action.pao is not None and not pick(self.pao, [action.pao.name]):
                    return False
                if isinstance(action.value, HandValue):  # the dialog was made with its words
                    return self.hand is not None
                return self.value.set_value(action.value)
            if isinstance(action, (RiichiAction, ChomboAction, WaremeAction)):
                return pick(self.player, [action.name])
            if isinstance(action, DrawAction):
                return pick(self.tenpai, action.tenpai) and pick(self.nagashi, action.nagashi)
            return isinstance(action, AbortAction)
        finally:
            self._building = False
            self._update()

    def _edit_as_text(self) -> None:
        self.textRequested.emit()
        self.reject()

    def _form_widgets(self) -> list[QWidget]:
        out: list[QWidget] = []
        for row in range(self.form.rowCount()):
            item = self.form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            widget = item.widget() if item is not None else None
            if widget is not None:
                out.append(widget)
        return out

    # -- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(action_title(self.kind))
        texts = {
            "winner": QCoreApplication.translate("Tracker", "Winner"),
            "discarder": QCoreApplication.translate("Tracker", "Dealt in"),
            "value": QCoreApplication.translate("Tracker", "Value"),
            "hand": QCoreApplication.translate("Tracker", "Hand"),
            "pao": QCoreApplication.translate("Tracker", "Pao (liable)"),
            "also": "",
            "player": QCoreApplication.translate("Tracker", "Player"),
            "tenpai": QCoreApplication.translate("Tracker", "Tenpai"),
            "nagashi": QCoreApplication.translate("Tracker", "Nagashi mangan"),
        }
        for key, label in self.labels.items():
            label.setText(texts.get(key, key))
        self.also.setText(
            QCoreApplication.translate("Tracker", "Another winner on the same discard (also ron)")
        )
        self.line_label.setText(QCoreApplication.translate("Tracker", "Record line"))
        if self.edit is None:
            self.ok.setText(QCoreApplication.translate("Tracker", "Record"))
        else:
            self.setWindowTitle(
                QCoreApplication.translate("Tracker", "Edit line %1").replace("%1", str(self.edit))
                + " — "
                + action_title(self.kind)
            )
            self.ok.setText(QCoreApplication.translate("Tracker", "Save the change"))
        self.as_text.setText(QCoreApplication.translate("Tracker", "Edit as text…"))
        self.cancel.setText(QCoreApplication.translate("Tracker", "Cancel"))
        self.calc.setText(QCoreApplication.translate("Tracker", "Score the hand in the calculator…"))
        self.calc.setToolTip(
            QCoreApplication.translate(
                "Tracker",
                "Opens the calculator on an empty hand with this winner's seat wind, the round, "
                "honba, sticks, riichi and the rules; Ctrl+Enter there records the hand. Or type "
                "the hand here: the calculator opens at its first digit.",
            )
        )
        self.tenpai.setToolTip(
            QCoreApplication.translate("Tracker", "Click every player who showed tenpai; none: all noten")
        )
        for picker in (self.pao,):
            picker.retranslate()
        self.value.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._update()
        super().changeEvent(event)

    # -- building the line ------------------------------------------------------------------
    def build(self) -> tuple[str, str]:
        """(the line so far, what is still missing: "" when complete)."""
        names = self._state.names
        kind = self.kind
        if kind in ("ron", "tsumo"):
            winner = self.winner.one()
            discarder = self.discarder.one()
            self.discarder.set_disabled([winner] if winner is not None else [])
            self.pao.set_disabled([winner] if winner is not None else [])
            value = WinValue("hand", hand=self.hand) if self.hand is not None else self.value.value()
            pao_ok = value is not None and value.can_pao
            set_shown(self.pao, pao_ok and "pao" in self.labels)
            if "pao" in self.labels:
                set_shown(self.labels["pao"], pao_ok)
            pao = self.pao.one()
            pao_name = names[pao] if pao is not None and pao_ok else None
            w = names[winner] if winner is not None else "?"
            d = names[discarder] if discarder is not None else "?"
            shown = value if value is not None else WinValue("hanfu", han=0)
            if kind == "ron":
                line = ron_line(w, d, shown, pao_name, self.also.isChecked())
            else:
                line = tsumo_line(w, shown, pao_name)
            if value is None:
                line = line.replace(" 0", " ?")
            missing = (
                "winner" if winner is None
                else "discarder" if kind == "ron" and discarder is None
                else "value" if value is None
                else ""
            )  # fmt: skip
            return line, missing
        if kind == "draw":
            tenpai = [names[s] for s in self.tenpai.selected()]
            nagashi = [names[s] for s in self.nagashi.selected()]
            return draw_line(tenpai, nagashi), ""
        if kind == "abort":
            return abort_line(), ""
        seat = self.player.one()
        name = names[seat] if seat is not None else "?"
        builder: Callable[[str], str] = {"riichi": riichi_line, "chombo": chombo_line}.get(kind, wareme_line)
        return builder(name), "" if seat is not None else "player"

    def _update(self) -> None:
        if self._building:
            return
        self._building = True
        try:
            line, missing = self.build()
        finally:
            self._building = False
        self.line.setText(line)
        view = self.controller.incomplete(line, missing) if missing else self._preview_line(line)
        self._preview = view
        self.preview.set_view(view)
        set_enabled(self.ok, view.ok)

    def _preview_line(self, line: str) -> PreviewView:
        if self.edit is None:
            return self.controller.preview_append(line)
        return self.controller.preview_replace(self.edit, line)

    def accept(self) -> None:
        line, missing = self.build()
        if missing or not self._preview_line(line).ok:
            return
        self.lineChosen.emit(line)
        super().accept()

    def _to_calculator(self, typed: str = "") -> None:
        winner = self.winner.one()
        if winner is None:
            return
        discarder = self.discarder.one()
        also = self.also.isVisibleTo(self) and self.also.isChecked()
        tsumo = self.kind == "tsumo"
        self.calculatorRequested.emit(winner, -1 if discarder is None else discarder, tsumo, also, typed)
        self.reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A digit typed once the winner (and who dealt in) is chosen starts the hand's
        notation: the calculator opens and the typing goes on there."""
        mods = event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        text = event.text()
        ready = self.winner.one() is not None and (self.kind == "tsumo" or self.discarder.one() is not None)
        if not mods and text.isdigit() and len(text) == 1 and self.calc.isVisibleTo(self) and ready:
            self._to_calculator(text)
            event.accept()
            return
        super().keyPressEvent(event)


class LineDialog(QDialog):
    """Edit a past line (``replace``) or insert one before it (``insert``), with the preview of
    the whole game afterwards."""

    lineChosen = Signal(int, str)

    def __init__(
        self, controller: TrackerController, number: int, mode: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"dialog-{mode}")
        self.controller = controller
        self.number = number
        self.mode = mode
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("line-edit")
        self.edit.setFont(mono_font(self.font()))
        self.edit.setMinimumWidth(520)
        if mode == "replace":
            self.edit.setText(controller.record.line(number).text)
        self.edit.textChanged.connect(lambda _t: self._update())
        layout.addWidget(self.edit)
        frame = QFrame(self)
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        inner = QVBoxLayout(frame)
        inner.setContentsMargins(10, 8, 10, 8)
        self.preview = PreviewPanel(frame, name="line-preview")
        self.preview.set_edit_mode(True)
        inner.addWidget(self.preview)
        layout.addWidget(frame)
        buttons = QDialogButtonBox(self)
        self.ok = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
        self.ok.setObjectName("dialog-ok")
        self.cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel.setObjectName("dialog-cancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        n = str(self.number)
        if self.mode == "replace":
            self.setWindowTitle(QCoreApplication.translate("Tracker", "Edit line %1").replace("%1", n))
            self.label.setText(
                QCoreApplication.translate(
                    "Tracker", "Line %1 of the record. Everything after it is recomputed."
                ).replace("%1", n)
            )
            self.ok.setText(QCoreApplication.translate("Tracker", "Save the change"))
        else:
            self.setWindowTitle(
                QCoreApplication.translate("Tracker", "Insert before line %1").replace("%1", n)
            )
            self.label.setText(
                QCoreApplication.translate(
                    "Tracker", "The new line becomes line %1; everything after it is recomputed."
                ).replace("%1", n)
            )
            self.ok.setText(QCoreApplication.translate("Tracker", "Insert"))
        self.cancel.setText(QCoreApplication.translate("Tracker", "Cancel"))
        self.edit.setPlaceholderText(QCoreApplication.translate("Tracker", "e.g. riichi Boris"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._update()
        super().changeEvent(event)

    def _preview(self) -> PreviewView:
        text = self.edit.text()
        if self.mode == "replace":
            return self.controller.preview_replace(self.number, text)
        return self.controller.preview_insert(self.number, text)

    def _update(self) -> None:
        view = self._preview()
        self.preview.set_view(view)
        set_enabled(self.ok, view.ok)

    def accept(self) -> None:
        if not self._preview().ok:
            return
        self.lineChosen.emit(self.number, self.edit.text().strip())
        super().accept()


class NewGameDialog(QDialog):
    """Four names in seat order and the rules; emits the chosen names, preset and options."""

    gameChosen = Signal(list, str, str)

    def __init__(self, controller: TrackerController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog-new-game")
        self.controller = controller
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setHorizontalSpacing(12)
        layout.addLayout(form)
        self.name_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        previous = controller.state.names
        for seat in range(4):
            label = QLabel(self)
            edit = QLineEdit(self)
            edit.setObjectName(f"new-name-{seat}")
            edit.setMaxLength(24)
            if seat < len(previous):
                edit.setText(previous[seat])
            else:
                # a game can start at once: default names, changed later (Edit… on line 2)
                edit.setText(QCoreApplication.translate("Tracker", "Player%1").replace("%1", str(seat + 1)))
            edit.textChanged.connect(lambda _t: self._update())
            form.addRow(label, edit)
            self.name_labels.append(label)
            self.names.append(edit)
        self.preset_label = QLabel(self)
        self.preset = QComboBox(self)
        self.preset.setObjectName("new-preset")
        for name in PRESET_NAMES:
            self.preset.addItem(name, name)
        current = controller.state.rules.name
        index = self.preset.findData(current)
        self.preset.setCurrentIndex(max(0, index))
        self.preset.currentIndexChanged.connect(lambda _i: self._update())
        form.addRow(self.preset_label, self.preset)
        self.options_label = QLabel(self)
        self.options = QLineEdit(self)
        self.options.setObjectName("new-options")
        self.options.textChanged.connect(lambda _t: self._update())
        form.addRow(self.options_label, self.options)
        self.error = QLabel(self)
        self.error.setObjectName("new-error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(self)
        self.ok = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
        self.ok.setObjectName("dialog-ok")
        self.cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel.setObjectName("dialog-cancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        from mjgui.gui.situation import preset_label, wind_label

        self.setWindowTitle(QCoreApplication.translate("Tracker", "New game"))
        for seat, label in enumerate(self.name_labels):
            text = wind_label(seat)
            if seat == 0:
                text += " · " + QCoreApplication.translate("Tracker", "first dealer")
            label.setText(text)
            self.names[seat].setPlaceholderText(QCoreApplication.translate("Tracker", "Name (one word)"))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_label(str(self.preset.itemData(index))))
        self.preset_label.setText(QCoreApplication.translate("Tracker", "Rules"))
        self.options_label.setText(QCoreApplication.translate("Tracker", "Rule options"))
        self.options.setPlaceholderText(
            QCoreApplication.translate("Tracker", "optional, e.g. east_only=on wareme=on uma=20,10,-10,-20")
        )
        self.ok.setText(QCoreApplication.translate("Tracker", "Start the game"))
        self.cancel.setText(QCoreApplication.translate("Tracker", "Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """The first name is chosen as the dialog opens: typing replaces "Player1"."""
        super().showEvent(event)
        first = self.names[0]
        first.setFocus(Qt.FocusReason.TabFocusReason)
        first.selectAll()

    def chosen(self) -> tuple[list[str], str, str]:
        return (
            [e.text().strip() for e in self.names],
            str(self.preset.currentData()),
            self.options.text().strip(),
        )

    def _update(self) -> str:
        names, preset, options = self.chosen()
        problem = check_new_game(names, preset, options, self.controller.lang)
        self.error.setText(problem)
        set_shown(self.error, bool(problem) and all(names))
        set_enabled(self.ok, not problem)
        return problem

    def accept(self) -> None:
        if self._update():
            return
        names, preset, options = self.chosen()
        self.gameChosen.emit(names, preset, options)
        super().accept()


__all__ = ["ACTION_KINDS", "ActionDialog", "LineDialog", "NewGameDialog", "PlayerPicker", "ValuePicker"]

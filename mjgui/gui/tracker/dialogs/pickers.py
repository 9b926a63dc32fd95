"""The tracker dialogs' rows of choices: a player (with the seat's wind), a hand's value (han and
fu, a limit or a yakuman), in the highlight colour when chosen."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from mjgui.core.game.game import GameState
from mjgui.core.game.lines import (
    FU_CHOICES,
    LIMITS,
    WinValue,
)
from mjgui.core.game.record import (
    HanFu,
    Limit,
    Yakuman,
)
from mjgui.gui.i18n import limit_word, term_word, wind_name
from mjgui.gui.util import ChoiceBox, role_button, set_accessible, set_enabled, set_tip

WIND_KANJI = "東南西北"


def limit_label(limit: str) -> str:
    labels = {
        "mangan": limit_word("mangan"),
        "haneman": limit_word("haneman"),
        "baiman": limit_word("baiman"),
        "sanbaiman": limit_word("sanbaiman"),
    }
    return labels.get(limit, limit)


class ChoiceRow(ChoiceBox):
    """A row of checkable buttons, the chosen ones drawn in the highlight's colour.

    A label's buddy: its Alt+letter (or a dialog opening on the row) focuses the row, which passes
    the focus to its chosen button, or its first one that can be chosen (:meth:`focus_target`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.take_buddy_focus()


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
        # one choice: a group, one Tab stop, the arrows move along it (as radio buttons); several
        # (tenpai, nagashi): no group (a group, exclusive or not, keeps one button of it a Tab
        # stop and the arrows would not move), each button a Tab stop, as check boxes
        self.group: QButtonGroup | None = QButtonGroup(self) if exclusive else None
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

    def _button(self, name: str, seat: int) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setCheckable(True)
        button.setAutoDefault(False)  # Enter after a click is the dialog's OK, not this button
        button.setMinimumHeight(34)
        button.setProperty("seat", seat)
        if self.group is not None:
            self.group.addButton(button, seat if seat >= 0 else 99)
        self.add_choice(button)
        button.toggled.connect(lambda _on: self.changed.emit())
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
            set_tip(button, state.names[seat])
            button.setProperty("wind", wind)
            button.setProperty("player", state.names[seat])
        self._name_seats()

    def _name_seats(self) -> None:
        """Each player's button named with the seat's wind in words, in the current language
        ("East, Aiko", as the seat cards say it): a screen reader read "Aiko" and the kanji."""
        for button in self.buttons:
            wind, name = button.property("wind"), button.property("player")
            if isinstance(wind, int) and isinstance(name, str):
                set_accessible(button, f"{wind_name(wind)}, {name}")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_seats()
        super().changeEvent(event)

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
                if self.group is not None:
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
    narrow column): the limits on a row of their own and the fu on two rows. A fu that no hand
    of the han picked has, by ron or by tsumo under the rules, cannot be picked: the values
    given by :meth:`set_winnable` (the controller's
    :func:`~mjgui.controller.scoring.quick.winnable_values`, the rule the record's line reader
    refuses the others by)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("value")
        self._ron = True
        self._winnable: frozenset[tuple[int, int, bool]] | None = None  # None: every value
        self._compact = compact
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
        self.add_choice(button)
        return button

    def tab_stops(self) -> list[QWidget]:
        """The picker's buttons in the order they read (the han and the yakuman, the limits on
        their own row when ``compact``, then the fu): the order Tab takes them in."""
        han = [*self.han_buttons.values()]
        limits = [*self.limit_buttons.values()]
        yakuman: list[QWidget] = [self.yakuman, self.yakuman_count]
        rows = [*han, *yakuman, *limits] if self._compact else [*han, *limits, *yakuman]
        return [*rows, *self.fu_buttons.values()]

    def retranslate(self) -> None:
        self.han_label.setText(term_word("han"))
        self.fu_label.setText(term_word("fu"))
        # a button shows its number; a screen reader says the unit too ("30 fu", "3 хан": the
        # glossary's han and fu do not decline, joined to the number by a no-break space)
        han, fu = term_word("han_in_sentence"), term_word("fu_in_sentence")
        for number, button in self.han_buttons.items():
            button.setText(str(number))
            set_accessible(button, f"{number}\u00a0{han}")
        for number, button in self.fu_buttons.items():
            set_accessible(button, f"{number}\u00a0{fu}")
        for limit, button in self.limit_buttons.items():
            button.setText(limit_label(limit))
        self.yakuman.setText(limit_word("yakuman"))
        set_accessible(self.yakuman_count, QCoreApplication.translate("Tracker", "Number of yakuman"))

    def set_ron(self, ron: bool) -> None:
        self._ron = ron
        self._update_fu()

    def set_winnable(self, winnable: frozenset[tuple[int, int, bool]]) -> None:
        """The ``(han, fu, tsumo)`` that can be won under the rules the value is won under (the
        game's, the calculator's)."""
        if winnable != self._winnable:
            self._winnable = winnable
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
            possible = han is not None and (
                self._winnable is None or (han, fu, not self._ron) in self._winnable
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


__all__ = [
    "ChoiceRow",
    "PlayerPicker",
    "ValuePicker",
    "abort_instead_label",
    "limit_label",
    "mono_font",
    "word_abort_instead",
]


def ok_cancel(dialog: QDialog) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
    """The dialog's OK and Cancel buttons (``dialog-ok``, ``dialog-cancel``: the names the tests
    click), in a button box the caller lays out and connects; the caller words them.

    Plain buttons in the accept and reject roles, not the box's standard Ok and Cancel: on a
    live language switch the box gives its standard buttons their stock texts again ("OK",
    without an Alt letter), after the dialog has set its own."""
    buttons = QDialogButtonBox(dialog)
    ok = role_button(buttons, dialog, "dialog-ok", QDialogButtonBox.ButtonRole.AcceptRole)
    cancel = role_button(buttons, dialog, "dialog-cancel", QDialogButtonBox.ButtonRole.RejectRole)
    return buttons, ok, cancel


def abort_instead_label() -> str:
    """The sanchahou button's label, with its Alt letter ("&"), as the dialogs show it and the
    desk's banner quotes it."""
    return QCoreApplication.translate("Tracker", "Abortive draw &instead of the rons")


def word_abort_instead(button: QPushButton) -> None:
    """Words the "Abortive draw instead of the rons" button (sanchahou) of the dialogs that
    offer it: the action dialog and the line's text dialog."""
    button.setText(abort_instead_label())
    button.setToolTip(
        QCoreApplication.translate(
            "Tracker",
            "Three winners on one discard (sanchahou) under these rules: the rons on it are "
            "replaced by an abortive draw, in one step (Undo takes it back)",
        )
    )

"""The dialog of one action (ron, tsumo, riichi, draw...).

It builds a record line from the player's clicks, shows the preview of every player's change (from
the controller) and hands the line back on OK; it never edits the game itself. It is opened
window-modal and non-blocking (``open()``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.bridge import hand_nuki, with_nuki
from mjgui.controller.game.present import action_states, riichi_allowed
from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.game.views import PreviewView
from mjgui.controller.scoring.quick import winnable_values
from mjgui.core.game.lines import (
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
    RiichiAction,
    RonAction,
    TsumoAction,
    WaremeAction,
)
from mjgui.gui.i18n import term_word, with_letter, yaku_word
from mjgui.gui.tracker.dialogs.keep import AsksBeforeDropping
from mjgui.gui.tracker.dialogs.pickers import (
    ChoiceRow,
    PlayerPicker,
    ValuePicker,
    mono_font,
    ok_cancel,
    word_abort_instead,
)
from mjgui.gui.tracker.preview import PreviewPanel
from mjgui.gui.util import NoBreakLabel, describe_error, set_enabled, set_shown, tab_through

ACTION_KINDS = ("ron", "tsumo", "riichi", "draw", "abort", "chombo", "wareme")
#: whom a reading of the calculator's seats names: the winner, who dealt in, the liable player
Reading = tuple[int | None, int | None, int | None]


def action_title(kind: str) -> str:
    titles = {
        "ron": term_word("ron"),
        "tsumo": term_word("tsumo"),
        "riichi": yaku_word("riichi"),
        "draw": term_word("exhaustive_draw"),
        "abort": term_word("abortive_draw"),
        "chombo": term_word("chombo"),
        "wareme": QCoreApplication.translate("Tracker", "Wareme"),
    }
    return titles.get(kind, kind)


class ActionDialog(AsksBeforeDropping):
    """Builds one record line (ron, tsumo, riichi, draw, abort, chombo, wareme) with a preview;
    Esc on choices changed since it opened asks before dropping them.

    ``hand``: the words of a hand sent from the calculator; the value is then that hand.
    ``lineChosen`` is emitted with the line when the player presses OK.
    """

    lineChosen = Signal(str)
    #: winner, discarder (-1), tsumo, also ron, notation typed in the dialog, the liable
    #: player for a pao yakuman (-1: nobody)
    calculatorRequested = Signal(int, int, bool, bool, str, int)
    textRequested = Signal()  # editing a past line: "Edit as text…" (the LineDialog)
    #: a third winner on the last ron's discard (sanchahou), or an abort after its two rons:
    #: "Abortive draw instead of the rons" (the controller's ``abort_instead``; editing a past
    #: line, that line goes with the rons); with the line of the first ron, where the abort goes
    abortInsteadChosen = Signal(int)

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
        recorded_as: int | None = None,
        pao: int | None = None,
        unseated: str | None = None,
        why: Callable[[bool], str] | None = None,
        other: Reading | None = None,
    ) -> None:
        """``recorded_as``: the line the hand sent from the calculator is recorded as already
        (nobody is picked for it: the dialog says so and the player picks the winner);
        ``pao``: the liable player the calculator's desk names (its liable seat); ``unseated``:
        whom the desk put at a seat nobody sits at, North at a three-player table ("winner",
        "discarder" or "pao": nobody is picked for it, and the dialog says why; never with
        ``recorded_as``: :func:`~mjgui.controller.game.bridge.desk_win` decides); ``why``: any
        other reason nobody is picked for the calculator's win, or how its seats were read,
        said in the note (a function of "also ron" ticked or not: worded again when the
        language changes, and when "also ron" is ticked or unticked); ``other``: the
        other reading of the calculator's seats, as another winner on the last ron's discard or
        not (the other way from ``also``): ticking or unticking "also ron" picks its players
        while the proposed ones are still picked."""
        super().__init__(parent)
        self.setObjectName(f"dialog-{kind}")
        self.controller = controller
        self.kind = kind
        self.hand = hand
        self.given_hand = hand  # the words as they came (``hand`` follows the nuki count)
        #: editing a past line (its number): the choices are the game's before that line, and
        #: OK replaces it (everything after it is recomputed)
        self.edit = edit
        record = controller.record
        #: the past line edited, as the record has it (its words, its comment), and the line its
        #: choices made when the dialog was filled in from it (:meth:`prefill`)
        self._original = (
            record.line(edit).text if edit is not None and 1 <= edit <= len(record.lines) else None
        )
        self._as_opened: str | None = None
        state = controller.state_before(edit)
        self._state = state
        self._preview: PreviewView | None = None
        self._building = True  # no previews until the dialog is complete
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self._outer = layout
        self.recorded_as = recorded_as
        self.unseated = unseated
        self.why = why
        #: the desk's two readings of its seats by "also ron" ticked or not: (winner, dealt
        #: in, liable) as the pickers hold them (None: one reading, or not from the desk)
        self._readings: dict[bool, Reading] | None = None
        self.note = NoBreakLabel(self)
        self.note.setObjectName("dialog-note")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        set_shown(self.note, recorded_as is not None or unseated is not None or why is not None)
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
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:  # its Alt+letter goes there
                label.setBuddy(widget)
            self.labels[key] = label
            form.addRow(label, widget)

        self.winner = PlayerPicker("winner", True, self)
        self.discarder = PlayerPicker("discarder", True, self)
        self.player = PlayerPicker("player", True, self)
        self.tenpai = PlayerPicker("tenpai", False, self)
        self.nagashi = PlayerPicker("nagashi", False, self)
        self.pao = PlayerPicker("pao", True, self, nobody=True)
        self.value = ValuePicker(self)
        self.value.set_winnable(winnable_values(state.rules))
        self.hand_label = NoBreakLabel(self)
        self.hand_label.setObjectName("hand-words")
        self.hand_label.setWordWrap(True)
        self.hand_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hand_label.setFont(mono_font(self.font()))
        self.also = QCheckBox(self)
        self.also.setObjectName("also-ron")
        # three players: the Norths set aside with the hand (its words' --nuki), corrected here
        self.nuki = QSpinBox(self)
        self.nuki.setObjectName("nuki-count")
        self.nuki.setRange(0, 4)
        self.nuki.setMinimumHeight(32)
        self.nuki.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # a count, not a field
        self.nuki.setMinimumWidth(64)
        self._set_players()
        for picker in self._pickers():
            picker.changed.connect(self._update)
        self.value.changed.connect(self._update)
        self.also.toggled.connect(lambda _on: self._also_toggled())
        if win:
            add_row("winner", self.winner)
            if kind == "ron":
                add_row("discarder", self.discarder)
            if hand is not None:
                add_row("hand", self.hand_label)
                self.hand_label.setText(hand)
                if state.rules.nuki:
                    add_row("nuki", self.nuki)
                    self.nuki.setValue(min(4, hand_nuki(hand)))
                    self.nuki.valueChanged.connect(self._nuki_changed)
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
        for picker in self._pickers():
            if picker.parent() is self and not any(picker is w for w in self._form_widgets()):
                picker.hide()
        if not any(self.hand_label is w for w in self._form_widgets()):
            self.hand_label.hide()
        if not any(self.value is w for w in self._form_widgets()):
            self.value.hide()
        if not any(self.also is w for w in self._form_widgets()):
            self.also.hide()
        if not any(self.nuki is w for w in self._form_widgets()):
            self.nuki.hide()

        line_row = QHBoxLayout()
        self.line_row = line_row
        self.line_label = QLabel(self)
        self.line = QLineEdit(self)
        self.line.setObjectName("dialog-line")
        self.line.setReadOnly(True)
        self.line.setFont(mono_font(self.font()))
        self.line_label.setBuddy(self.line)
        line_row.addWidget(self.line_label)
        line_row.addWidget(self.line, 1)
        layout.addLayout(line_row)
        # Tab as the screen reads: row by row, then the line (the rows' buttons are made when the
        # players are known, after the value's: left alone, Tab went han, winner, dealt in)
        tab_through([*self._form_widgets(), self.line])
        frame = QFrame(self)
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        inner = QVBoxLayout(frame)
        inner.setContentsMargins(10, 8, 10, 8)
        self.preview = PreviewPanel(frame, name="dialog-preview")
        # a past line: its own change, the standings at the end of the record now and after
        # the edit (as the line's text dialog says them), not a new line's "points now"
        self.preview.set_edit_mode(edit is not None)
        inner.addWidget(self.preview)
        layout.addWidget(frame)

        buttons, self.ok, self.cancel = ok_cancel(self)
        # Enter records, unless the focus is on a button that says something else: Cancel, the
        # calculator and Edit as text stay auto-default, so Enter on one does what it says (the
        # choices' buttons are not: Enter after a click on a choice records)
        self.ok.setDefault(True)
        self.calc = QPushButton(self)
        self.calc.setObjectName("dialog-calculator")
        self.as_text = QPushButton(self)
        self.as_text.setObjectName("dialog-as-text")
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
        # shown while the preview offers it (a third winner picked, an abort after two rons;
        # a past line corrected into a third winner)
        self.abort_instead = QPushButton(self)
        self.abort_instead.setObjectName("dialog-abort-instead")
        buttons.addButton(self.abort_instead, QDialogButtonBox.ButtonRole.ActionRole)
        self.abort_instead.clicked.connect(self._abort_instead)
        self.abort_instead.hide()
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
        if pao is not None and pao != winner:
            self.pao.select([pao])
        if other is not None and kind == "ron":
            ticked = self.also.isChecked()
            self._readings = {ticked: self._picks(), not ticked: _picked(*other)}
        self.retranslate()
        self._building = False
        self._update()

    def _pickers(self) -> tuple[PlayerPicker, ...]:
        return (self.winner, self.discarder, self.player, self.tenpai, self.nagashi, self.pao)

    def _set_players(self) -> None:
        """The players' buttons, with the seat winds of the hand the line is played in: for
        another winner on the last ron's discard, the hand of that ron (the deal has passed)."""
        state = self._state
        if self.also.isChecked() and state.last_ron is not None:
            state = state.last_ron.before
        for picker in self._pickers():
            picker.set_players(state)

    def _also_toggled(self) -> None:
        self._set_players()
        self._follow_reading()
        self._say_note()
        self._update()

    def _picks(self) -> Reading:
        """The winner, who dealt in and the liable player picked (None: nobody)."""
        return (self.winner.one(), self.discarder.one(), self.pao.one())

    def _follow_reading(self) -> None:
        """A desk's win whose seats read two ways, "also ron" ticked or unticked: the players of
        the reading it now says, while the other reading's are still picked as proposed."""
        readings = self._readings
        on = self.also.isChecked()
        if readings is None or self._picks() != readings[not on]:
            return
        winner, discarder, pao = readings[on]
        self._building = True  # one preview, once all are picked
        try:
            self.winner.select([] if winner is None else [winner])
            self.discarder.select([] if discarder is None else [discarder])
            self.pao.select([] if pao is None else [pao])
        finally:
            self._building = False

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
            self._as_opened = self.build()[0]
            self._update()

    def set_win_value(self, value: WinValue) -> bool:
        """The calculator's desk changed after it sent its win here: the hand's words (or the
        value picked without tiles) follow it; False when this dialog cannot show that value (a
        hand for a value picked, or the other way round). What the desk changes is what the
        dialog would show untouched (Esc closes it at once when the player's own choices are
        back as they opened)."""
        writes_nuki = self.hand is not None and value.kind == "hand" and value.hand != self.given_hand
        return self.set_from_outside(lambda: self._set_win_value(value), [self.nuki] if writes_nuki else [])

    def _set_win_value(self, value: WinValue) -> bool:
        if self.hand is not None:
            if value.kind != "hand" or not value.hand.strip():
                return False
            if value.hand != self.given_hand:
                self.given_hand = self.hand = value.hand
                self.hand_label.setText(value.hand)
                if any(self.nuki is w for w in self._form_widgets()):
                    self.nuki.blockSignals(True)
                    self.nuki.setValue(min(4, hand_nuki(value.hand)))
                    self.nuki.blockSignals(False)
                self._update()
            return True
        if value.kind == "hand" or not any(self.value is w for w in self._form_widgets()):
            return False
        if value != self.value.value():
            if not self.value.set_win_value(value):
                return False
            self._update()
        return True

    def set_why(self, why: Callable[[bool], str] | None) -> None:
        """The calculator's desk changed after it sent its win here: the note follows it (the
        desk's counts, round or rules against the game's, worded anew; none once they agree)."""
        self.why = why
        set_shown(self.note, self.recorded_as is not None or self.unseated is not None or why is not None)
        self.note.setText("")
        self._say_note()

    def edits_a_line(self) -> bool:
        return self.edit is not None

    def also_ticked(self) -> bool:
        """The line is another winner on the last ron's discard ("also ron" shown and ticked)."""
        return self.also.isVisibleTo(self) and self.also.isChecked()

    def set_pao(self, pao: int | None, other: int | None = None) -> None:
        """The calculator's desk names another liable player (or nobody) after it sent its win
        here: the pao choice follows it. ``other``: the player its liable seat names in the
        other reading of its seats, when they read two ways: ticking or unticking "also ron"
        picks that one (with that reading's winner and who dealt in), as long as the players
        picked are still the desk's. Never the winner picked: nobody is liable for their own
        hand. The desk's choice is what the dialog would show untouched."""
        self.set_from_outside(lambda: self._set_pao(pao, other), [self.pao])

    def _set_pao(self, pao: int | None, other: int | None) -> None:
        if pao is not None and pao == self.winner.one():
            pao = None
        readings = self._readings
        if readings is not None:
            on = self.also.isChecked()
            if self._picks() == readings[on]:
                readings[on] = _picked(*readings[on][:2], pao)
            readings[not on] = _picked(*readings[not on][:2], other)
        if pao == self.pao.one():
            return
        self.pao.select([] if pao is None else [pao])
        self._update()

    def _nuki_changed(self, count: int) -> None:
        """Another number of Norths set aside: the hand's words say it, and the preview follows."""
        if self.hand is None:
            return
        self.hand = with_nuki(self.hand, count)
        self.hand_label.setText(self.hand)
        self._update()

    def _edit_as_text(self) -> None:
        self.textRequested.emit()
        self.reject()

    def first_choice(self) -> QWidget | None:
        """Where the dialog opens: the first row that still needs a choice (the winner, who
        dealt in, the value, the player), else the first row; in a row, its chosen button or
        its first."""
        _line, missing = self.build()
        row = self._missing_row(missing)
        if row is None:
            shown = [w for w in self._form_widgets() if w.isVisibleTo(self)]
            row = next((w for w in shown if isinstance(w, ChoiceRow)), None)
        return row.focus_target() if isinstance(row, ChoiceRow) else None

    def _missing_row(self, missing: str) -> ChoiceRow | None:
        """The row still to choose in (``build``'s ``missing``), if it is shown."""
        rows: dict[str, ChoiceRow] = {
            "winner": self.winner,
            "discarder": self.discarder,
            "value": self.value,
            "player": self.player,
        }
        row = rows.get(missing)
        return row if row is not None and row in self._form_widgets() and row.isVisibleTo(self) else None

    def why_not(self) -> tuple[str, QWidget | None]:
        """Why Record is disabled (the preview's words) and where to fix it: the first row still
        to choose in, else the record line (its description says why the line is refused)."""
        line, missing = self.record_line()
        view = self._view(line, missing)
        return view.error, self.first_choice() if missing and not view.abort_instead else self.line

    def _describe_rows(self, missing: str, error: str) -> None:
        """Each button of a row is described by the row's title ("Tenpai", "Dealt in"): a
        player's button had its name twice (its tooltip read as its description), and the
        tenpai and nagashi rows' buttons sounded alike. The row still to choose in says why
        first (a screen reader on a player's button heard only the name)."""
        row = self._missing_row(missing) if error else None
        rows: list[tuple[ChoiceRow, str]] = [
            (picker, self.labels[key].text().replace("&", "") if key in self.labels else "")
            for picker, key in zip(
                self._pickers(), ("winner", "discarder", "player", "tenpai", "nagashi", "pao"), strict=True
            )
        ]
        rows.append((self.value, ""))
        for each, title in rows:
            for button in each.choice_buttons():
                describe_error(button, error if each is row else "", title)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        target = self.first_choice()
        if target is not None:
            target.setFocus(Qt.FocusReason.TabFocusReason)

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
            "winner": QCoreApplication.translate("Tracker", "&Winner"),
            "discarder": QCoreApplication.translate("Tracker", "&Dealt in"),
            "value": QCoreApplication.translate("Tracker", "&Value"),
            "hand": QCoreApplication.translate("Tracker", "Hand"),  # words to read: no Alt+letter
            "pao": QCoreApplication.translate("Tracker", "&Pao (liable)"),
            "also": "",
            "player": QCoreApplication.translate("Tracker", "&Player"),
            "tenpai": with_letter(term_word("tenpai")),
            "nagashi": with_letter(yaku_word("nagashi_mangan")),
            "nuki": QCoreApplication.translate("Tracker", "&Nuki (Norths set aside)"),
        }
        for key, label in self.labels.items():
            label.setText(texts.get(key, key))
        self.also.setText(
            QCoreApplication.translate("Tracker", "&Another winner on the same discard (also ron)")
        )
        self.line_label.setText(QCoreApplication.translate("Tracker", "Record &line"))
        self._say_note()
        if self.edit is None:
            self.ok.setText(QCoreApplication.translate("Tracker", "&Record"))
        else:
            self.setWindowTitle(
                QCoreApplication.translate("Tracker", "Edit line %1").replace("%1", str(self.edit))
                + " — "
                + action_title(self.kind)
            )
            self.ok.setText(QCoreApplication.translate("Tracker", "&Save the change"))
        self.as_text.setText(QCoreApplication.translate("Tracker", "&Edit as text…"))
        self.cancel.setText(QCoreApplication.translate("Tracker", "&Cancel"))
        word_abort_instead(self.abort_instead)
        self.calc.setText(QCoreApplication.translate("Tracker", "Score the &hand in the calculator…"))
        self.calc.setToolTip(
            QCoreApplication.translate(
                "Tracker",
                "Opens the calculator on an empty hand with this winner's seat wind, the round, "
                "honba, sticks, riichi, the liable player (pao) and the rules; Ctrl+Enter there "
                "records the hand. Or type the hand here: the calculator opens at its first digit.",
            )
        )
        self.tenpai.setToolTip(
            QCoreApplication.translate("Tracker", "Click every player who showed tenpai; none: all noten")
        )
        self.nuki.setToolTip(
            QCoreApplication.translate(
                "Tracker",
                "The Norths the winner set aside (nuki, three players): each is one han of nuki dora, "
                "and a North for the dora indicators",
            )
        )
        for picker in (self.pao,):
            picker.retranslate()
        self.value.retranslate()

    def _say_note(self) -> None:
        """The note above the pickers, in the language of the moment (the calculator's
        reading of its seats as "also ron" is now ticked or not)."""
        if self.recorded_as is not None:
            self.note.setText(
                QCoreApplication.translate(
                    "Tracker",
                    "This hand is in the game already, as line %1: pick the winner (and who dealt "
                    "in) only if it is another win",
                ).replace("%1", str(self.recorded_as))
            )
        elif self.unseated is not None:
            self.note.setText(self._unseated_note(self.unseated))
        elif self.why is not None:
            self.note.setText(self.why(self.also.isChecked()))

    @staticmethod
    def _unseated_note(role: str) -> str:
        """Why nobody is picked for the seat the desk named: North has no player here."""
        if role == "discarder":
            return QCoreApplication.translate(
                "Tracker", "North has no player at a three-player table: choose who dealt in"
            )
        if role == "pao":
            return QCoreApplication.translate(
                "Tracker", "North has no player at a three-player table: choose the liable player (pao)"
            )
        return QCoreApplication.translate(
            "Tracker", "North has no player at a three-player table: choose the winner"
        )

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

    def record_line(self) -> tuple[str, str]:
        """The line as OK gives it, and what is still missing (:meth:`build`). Editing a past
        line: its choices as the line had them give the line itself, byte for byte (its words in
        the player's order, ``yakuman 1``, its comment); other choices give the line they build,
        with the comment that ended the line (rebuilt from the choices alone, the line had lost
        its comment, even when nothing was changed)."""
        line, missing = self.build()
        if self._original is None or self.edit is None:
            return line, missing
        if line == self._as_opened:
            return self._original, missing
        return self.controller.with_line_comment(self.edit, line), missing

    def _update(self) -> None:
        if self._building:
            return
        self._building = True
        try:
            line, missing = self.record_line()
        finally:
            self._building = False
        self.line.setText(line)
        # the whole line in sight (a hand's words are long), up to the width the screen has
        wide = min(self.line.fontMetrics().horizontalAdvance(line) + 24, self._line_room())
        if wide > self.line.minimumWidth():
            self.line.setMinimumWidth(wide)
        self.line.setCursorPosition(0)
        view = self._view(line, missing)
        if missing and view.abort_instead:  # a third winner: said whatever the value holds
            missing = ""
        self._preview = view
        self.preview.set_view(view)
        set_enabled(self.ok, view.ok)
        set_shown(self.abort_instead, bool(view.abort_instead))
        # why Record is disabled, read with the line's field and the row to choose in (as the
        # main window's record line reads its error), not only in the label under the preview
        describe_error(self.line, view.error)
        self._describe_rows(missing, view.error)
        # the calculator scores this winner's hand (from this discarder): nothing to send before
        set_enabled(self.calc, self._players_chosen())

    def _line_room(self) -> int:
        """The widest the record line's field can be: the dialog as wide as its screen has room
        for (its frame too), less the field's label and the margins."""
        from mjgui.gui.fit import available, room

        margins = self._outer.contentsMargins()
        spacing = max(0, self.line_row.spacing())
        beside = self.line_label.sizeHint().width() + spacing + margins.left() + margins.right()
        return max(200, room(available(self)).width() - beside)

    def _players_chosen(self) -> bool:
        """The winner is chosen, and for a ron who dealt in: the hand can go to the calculator."""
        return self.winner.one() is not None and (self.kind == "tsumo" or self.discarder.one() is not None)

    def _view(self, line: str, missing: str) -> PreviewView:
        """The preview of the line so far; still missing a choice, which one. A third winner on
        the last ron's discard under sanchahou rules is said at once, with the abortive draw
        offered, as soon as the winner and who dealt in make it one, whatever the value holds
        (none yet, part of one, one refused)."""
        view = None if missing else self._preview_line(line)
        if view is not None and (view.ok or view.abort_instead):
            return view
        winner, discarder = self.winner.one(), self.discarder.one()
        if self.kind == "ron" and self.also_ticked() and winner is not None and discarder is not None:
            third = self.controller.preview_third_winner(winner, discarder, edit=self.edit)
            if third is not None:
                return replace(third, line=line)  # (the line as the dialog shows it)
        if missing:
            return self.controller.incomplete(line, missing)
        assert view is not None  # (nothing missing: previewed above)
        return view

    def _preview_line(self, line: str) -> PreviewView:
        if self.edit is None:
            return self.controller.preview_append(line, dialog=True)
        return self.controller.preview_replace(self.edit, line, dialog=True)

    def accept(self) -> None:
        line, missing = self.record_line()
        if missing or not self._preview_line(line).ok:
            self.say_why_not()
            return
        if line != self._original:  # a past line saved as it was: nothing to change
            self.lineChosen.emit(line)
        super().accept()

    def _abort_instead(self) -> None:
        """The abortive draw in place of the rons on the last discard (sanchahou), then closed."""
        if self._preview is None or not self._preview.abort_instead:
            return
        self.abortInsteadChosen.emit(self._preview.abort_instead)
        super().accept()

    def _to_calculator(self, typed: str = "") -> None:
        winner = self.winner.one()
        if winner is None or not self._players_chosen():
            return
        discarder = self.discarder.one()
        also = self.also.isVisibleTo(self) and self.also.isChecked()
        tsumo = self.kind == "tsumo"
        # the liable player picked here goes to the desk with the win (and comes back with it)
        pao = self.pao.one() if self.pao.isVisibleTo(self) else None
        self.calculatorRequested.emit(
            winner, -1 if discarder is None else discarder, tsumo, also, typed, -1 if pao is None else pao
        )
        self.reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A digit typed once the winner (and who dealt in) is chosen starts the hand's
        notation: the calculator opens and the typing goes on there. (Ctrl+Enter records, as
        in every tracker dialog: :class:`AsksBeforeDropping`; the calculator's key for it, so a
        hand applied to the game is checked here, then recorded by the same key.)"""
        mods = event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        text = event.text()
        ready = self._players_chosen()
        if not mods and text.isdigit() and len(text) == 1 and self.calc.isVisibleTo(self) and ready:
            self._to_calculator(text)
            event.accept()
            return
        super().keyPressEvent(event)


def _picked(winner: int | None, discarder: int | None, pao: int | None) -> Reading:
    """A reading's players as the dialog's pickers hold them: nobody who dealt in or is liable
    where that is the winner."""
    return (
        winner,
        None if discarder == winner else discarder,
        None if pao is None or pao == winner else pao,
    )


__all__ = ["ACTION_KINDS", "ActionDialog", "Reading", "action_title"]

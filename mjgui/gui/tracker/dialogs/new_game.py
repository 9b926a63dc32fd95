"""Starting a new game: the players' names, the rules and the starting points.

A three-player preset (``tenhou-sanma``, ``mahjongsoul-sanma``) asks for three names: North's
row is hidden, and the game starts with ``players A B C``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.tracker import TrackerController, new_game_note, new_game_problem, preset_players
from mjgui.controller.scoring.state import PRESET_NAMES
from mjgui.gui.fit import available, room
from mjgui.gui.i18n import with_letter
from mjgui.gui.tracker.dialogs.keep import AsksBeforeDropping
from mjgui.gui.tracker.dialogs.pickers import ok_cancel
from mjgui.gui.util import NoBreakLabel, describe_error, set_enabled, set_shown, set_tip


class NewGameDialog(AsksBeforeDropping):
    """The names in seat order (four, or three for a three-player preset) and the rules; emits
    the chosen names, preset and options. It proposes the names and the rules (preset and
    options) of the game on the table, else the calculator's rules. Esc on names or rules
    changed asks before dropping them."""

    gameChosen = Signal(list, str, str)

    def __init__(self, controller: TrackerController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog-new-game")
        self.controller = controller
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setHorizontalSpacing(12)
        layout.addLayout(form)
        self.form = form
        self.name_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        previous = controller.state.names
        for seat in range(4):
            label = QLabel(self)
            edit = QLineEdit(self)
            edit.setObjectName(f"new-name-{seat}")
            # no Qt length limit: it cut a pasted name without a word, and counted UTF-16 units
            # (a name of tiles cut at 12); a name too long is said under the fields, counted as
            # the record counts it
            if seat < len(previous):
                edit.setText(previous[seat])
            else:
                # a game can start at once: default names, changed later (Edit… on line 2)
                edit.setText(QCoreApplication.translate("Tracker", "Player%1").replace("%1", str(seat + 1)))
            edit.textChanged.connect(lambda _t: self._update())
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.name_labels.append(label)
            self.names.append(edit)
        self.preset_label = QLabel(self)
        self.preset = QComboBox(self)
        self.preset.setObjectName("new-preset")
        for name in PRESET_NAMES:
            self.preset.addItem(name, name)
        # the rules of the game on the table (else the calculator's): its preset and options
        proposal = controller.proposal()
        self._proposal = proposal
        self._proposed = (proposal.preset, proposal.options)
        index = self.preset.findData(self._proposed[0])
        self.preset.setCurrentIndex(max(0, index))
        self.preset_label.setBuddy(self.preset)
        form.addRow(self.preset_label, self.preset)
        self.options_label = QLabel(self)
        self.options = QLineEdit(self)
        self.options.setObjectName("new-options")
        self.options.setText(self._proposed[1])
        self.options.setCursorPosition(0)
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_changed())
        self.options.textChanged.connect(lambda _t: self._update())
        self.options_label.setBuddy(self.options)
        form.addRow(self.options_label, self.options)
        # the words of the rules proposed that a new game refuses, left out: said, with why
        self.left_out = NoBreakLabel(self)
        self.left_out.setObjectName("new-left-out")
        self.left_out.setWordWrap(True)
        layout.addWidget(self.left_out)
        set_shown(self.left_out, bool(proposal.left_out))
        self.error = NoBreakLabel(self)
        self.error.setObjectName("new-error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        # two names that look alike (a Cyrillic А in Аnna): said, the game may start all the same
        self.note = NoBreakLabel(self)
        self.note.setObjectName("new-note")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons, self.ok, self.cancel = ok_cancel(self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # no minimum width set on the dialog (it was 460): one set keeps its layout from making
        # the rows' minimum (the options' whole example) the dialog's, and on a screen under
        # 1000 px wide Qt opens a dialog at two thirds of the screen's width, cutting it short
        self._fitted = -1  # the height last fitted to (_fit_height)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        from mjgui.gui.situation import preset_label, wind_label

        self.setWindowTitle(QCoreApplication.translate("Tracker", "New game"))
        for seat, label in enumerate(self.name_labels):
            text = wind_label(seat)
            if seat == 0:
                text += " · " + QCoreApplication.translate("Tracker", "first dealer")
            label.setText(with_letter(text))  # Alt+E, S, W, N (В, Ю, З, С)
            self.names[seat].setPlaceholderText(QCoreApplication.translate("Tracker", "Name (one word)"))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_label(str(self.preset.itemData(index))))
        self.preset_label.setText(QCoreApplication.translate("Tracker", "&Rules"))
        self.options_label.setText(QCoreApplication.translate("Tracker", "Rule &options"))
        self._options_hint()
        self._say_left_out()
        self.ok.setText(QCoreApplication.translate("Tracker", "Start the &game"))
        self.cancel.setText(QCoreApplication.translate("Tracker", "&Cancel"))

    def _say_left_out(self) -> None:
        """Which option words of the rules proposed were left out, and why: rules typed now are
        held to bounds that the game on the table's record (or the calculator's saved rules)
        was not, and a new game starts with typed rules."""
        proposal = self._proposal
        if not proposal.left_out:
            return
        if proposal.table:
            text = QCoreApplication.translate(
                "Tracker",
                "The rules of the game on the table are proposed without %1, which a new game refuses. %2",
            )
        else:
            text = QCoreApplication.translate(
                "Tracker", "The calculator's rules are proposed without %1, which a new game refuses. %2"
            )
        why = " ".join(fault.message(self.controller.lang) for fault in proposal.faults)
        self.left_out.setText(text.replace("%1", " ".join(proposal.left_out)).replace("%2", why))

    def _options_hint(self) -> None:
        """An example of options these rules take (three players: three uma figures, no wareme)."""
        hints = (
            QCoreApplication.translate("Tracker", "optional, e.g. east_only=on uma=15,0,-15"),
            QCoreApplication.translate("Tracker", "optional, e.g. east_only=on wareme=on uma=20,10,-10,-20"),
        )
        hint = hints[0] if self.players() == 3 else hints[1]
        if self.options.placeholderText() != hint:
            self.options.setPlaceholderText(hint)
        # room for the whole example (it was cut short, "…east_only=o" in Russian), either one:
        # the dialog keeps its width when another preset is chosen (the text's width, its margins
        # and the frame's)
        widest = max(self.options.fontMetrics().horizontalAdvance(h) for h in hints)
        self.options.setMinimumWidth(widest + 16)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._update()  # the error line in the new language, not at the next keystroke
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """The first name is chosen as the dialog opens: typing replaces "Player1"."""
        super().showEvent(event)
        first = self.names[0]
        first.setFocus(Qt.FocusReason.TabFocusReason)
        first.selectAll()

    def _preset_changed(self) -> None:
        """The options proposed are those of the preset proposed: another preset chosen takes
        them away (unless changed), the proposed one chosen again brings them back."""
        preset, options = self._proposed
        text = self.options.text().strip()
        if self.preset.currentData() == preset:
            if not text and options:
                self.options.setText(options)
                self.options.setCursorPosition(0)
        elif options and text == options:
            self.options.clear()
        self._update()

    def players(self) -> int:
        """The seats of the chosen preset: the names asked for."""
        return preset_players(str(self.preset.currentData()))

    def chosen(self) -> tuple[list[str], str, str]:
        return (
            [e.text().strip() for e in self.names[: self.players()]],
            str(self.preset.currentData()),
            self.options.text().strip(),
        )

    def _update(self) -> str:
        players = self.players()
        changed = False
        for seat, edit in enumerate(self.names):  # a hidden row leaves no gap in the form
            if self.form.isRowVisible(edit) != (seat < players):
                self.form.setRowVisible(edit, seat < players)
                changed = True
        if changed:
            self._options_hint()
        if changed and self.isVisible():  # North's row gone or back: the dialog fits its rows
            self.adjustSize()
        names, preset, options = self.chosen()
        problem, whole = new_game_problem(names, preset, options, self.controller.lang)
        self.error.setText(problem)
        set_tip(self.error, whole if whole != problem else "")  # every rule option, where said short
        said = problem if all(names) else ""
        set_shown(self.error, bool(said))
        set_enabled(self.ok, not problem)
        # read with the fields (the one at fault among them), not only in the label under them
        for field in [*self.names, self.options]:
            describe_error(field, said)
        note = new_game_note(names, self.controller.lang) if not problem else ""
        self.note.setText(note)
        set_shown(self.note, bool(note))
        self._fit_height()
        return problem

    def _fit_height(self) -> None:
        """The dialog as tall as its rows and the error under them need at its width (the error
        wraps: it squeezed the rows, the dialog keeping its height), within its screen; done
        when that height changes, not at each letter of a name."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return
        layout.activate()
        need = layout.totalHeightForWidth(self.width())
        if need == self._fitted:
            return
        self._fitted = need
        most = room(available(self)).height()
        self.resize(self.width(), max(min(need, most), self.minimumSizeHint().height()))

    def why_not(self) -> tuple[str, QWidget | None]:
        """Why the game cannot start, and where: the first name left empty, else where the
        focus is (each field's description says the problem, which names its seat or option)."""
        problem = self._update()
        empty = next((e for e in self.names[: self.players()] if not e.text().strip()), None)
        return problem, empty

    def accept(self) -> None:
        if self._update():
            self.say_why_not()
            return
        names, preset, options = self.chosen()
        self.gameChosen.emit(names, preset, options)
        super().accept()


__all__ = ["NewGameDialog"]

"""Editing a past line of the record, checked by the controller before it is kept."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.game.views import PreviewView
from mjgui.gui.tracker.dialogs.keep import AsksBeforeDropping
from mjgui.gui.tracker.dialogs.pickers import mono_font, ok_cancel, word_abort_instead
from mjgui.gui.tracker.preview import PreviewPanel
from mjgui.gui.util import NoBreakLabel, describe_error, set_enabled, set_shown


class LineDialog(AsksBeforeDropping):
    """Edit a past line (``replace``) or insert one before it (``insert``), with the preview of
    the whole game afterwards. Esc on a line changed asks before dropping it."""

    lineChosen = Signal(int, str)
    #: the line corrected into a third winner on the discard of the two rons before it, under
    #: sanchahou rules: "Abortive draw instead of the rons" (the controller's ``abort_instead``
    #: of this line), with the line of the first ron, where the abort goes
    abortInsteadChosen = Signal(int)

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
        self.label = NoBreakLabel(self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("line-edit")
        self.label.setBuddy(self.edit)
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
        buttons, self.ok, self.cancel = ok_cancel(self)
        # shown while the preview offers it: the line corrected into a third winner (sanchahou)
        self.abort_instead = QPushButton(self)
        self.abort_instead.setObjectName("dialog-abort-instead")
        buttons.addButton(self.abort_instead, QDialogButtonBox.ButtonRole.ActionRole)
        self.abort_instead.clicked.connect(self._abort_instead)
        self.abort_instead.hide()
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
                    "Tracker", "&Line %1 of the record. Everything after it is recomputed."
                ).replace("%1", n)
            )
            self.ok.setText(QCoreApplication.translate("Tracker", "&Save the change"))
        else:
            self.setWindowTitle(
                QCoreApplication.translate("Tracker", "Insert before line %1").replace("%1", n)
            )
            self.label.setText(
                QCoreApplication.translate(
                    "Tracker", "The &new line becomes line %1; everything after it is recomputed."
                ).replace("%1", n)
            )
            self.ok.setText(QCoreApplication.translate("Tracker", "&Insert"))
        self.cancel.setText(QCoreApplication.translate("Tracker", "&Cancel"))
        word_abort_instead(self.abort_instead)
        self.edit.setPlaceholderText(QCoreApplication.translate("Tracker", "e.g. riichi Boris"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._update()
        super().changeEvent(event)

    def edits_a_line(self) -> bool:
        return self.mode == "replace"

    def _preview(self) -> PreviewView:
        text = self.edit.text()
        if self.mode == "replace":
            return self.controller.preview_replace(self.number, text)
        return self.controller.preview_insert(self.number, text)

    def _update(self) -> None:
        view = self._preview()
        self.preview.set_view(view)
        set_enabled(self.ok, view.ok)
        set_shown(self.abort_instead, bool(view.abort_instead))
        describe_error(self.edit, view.error)  # read with the field, as the record line's is

    def why_not(self) -> tuple[str, QWidget | None]:
        return self._preview().error, self.edit

    def _abort_instead(self) -> None:
        """The abortive draw in place of the rons and this line (sanchahou), then closed."""
        first = self._preview().abort_instead
        if not first:
            return
        self.abortInsteadChosen.emit(first)
        super().accept()

    def accept(self) -> None:
        if not self._preview().ok:
            self.say_why_not()
            return
        self.lineChosen.emit(self.number, self.edit.text().strip())
        super().accept()


__all__ = ["LineDialog"]

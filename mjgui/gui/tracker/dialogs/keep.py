"""What a tracker dialog was given asked before it is dropped: Esc or the window's close button
on a dialog whose choices or typing changed since it opened asks whether to discard them or
keep editing (as the calculator's desk never drops a hand without a way back); unchanged, the
dialog closes at once. Cancel drops at once (the player's own word), and so does the tracker
closing a dialog itself (the game changed under it, another dialog opened): ``close_quietly``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)

from mjgui.gui.util import announce

_T = TypeVar("_T")


class AsksBeforeDropping(QDialog):
    """A dialog that asks before Esc or its close button drops what was changed in it."""

    _opened_with: tuple[object, ...] | None = None
    _quiet = False
    drop_box: QMessageBox | None = None
    ok: QPushButton  # each dialog's own (Record, Save the change, Insert, Start...)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Ctrl and either Enter key press OK wherever the focus is (README), as in the
        # calculator: a window's key, so that a button with the focus (Cancel) or a text field
        # does not take it first; nothing while OK is disabled
        self.act_ok = QAction(self)
        self.act_ok.setObjectName("dialog-ok-key")
        self.act_ok.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.act_ok.triggered.connect(self._ok_or_why)
        self.addAction(self.act_ok)

    # -- OK pressed while it cannot be --------------------------------------------------------
    def _ok_or_why(self) -> None:
        if self.ok.isEnabled():
            self.ok.click()
        else:
            self.say_why_not()

    def why_not(self) -> tuple[str, QWidget | None]:
        """Why OK is disabled, as the dialog says it under its fields, and where the focus goes
        to fix it (None: it stays): each dialog's own."""
        return "", None

    def say_why_not(self) -> None:
        """Enter (or Ctrl+Enter) while OK is disabled: the focus goes where the line is still
        incomplete (or stays in the field at fault) and a screen reader says why, not nothing
        at all (the disabled OK is no Tab stop, so nobody lands on it to hear why)."""
        why, where = self.why_not()
        if where is not None and where.isVisibleTo(self) and where.isEnabled():
            where.setFocus(Qt.FocusReason.OtherFocusReason)
        announce(where if where is not None else self, why)

    # -- what the player chose or typed -------------------------------------------------------
    def _input_values(self) -> list[tuple[QWidget, object]]:
        """Every input of the dialog as it stands, with its widget: texts typed, buttons and
        boxes ticked, choices picked, numbers set (the question's own buttons aside, and a
        read-only field, which shows what the choices make: nobody types there)."""
        out: list[tuple[QWidget, object]] = []
        for widget in self.findChildren(QWidget):
            if widget.window() is not self:
                continue
            if isinstance(widget, QLineEdit):
                if not widget.isReadOnly():
                    out.append((widget, widget.text()))
            elif isinstance(widget, QAbstractButton) and widget.isCheckable():
                out.append((widget, widget.isChecked()))
            elif isinstance(widget, QComboBox):
                out.append((widget, widget.currentIndex()))
            elif isinstance(widget, QSpinBox):
                out.append((widget, widget.value()))
            elif isinstance(widget, QAbstractSpinBox):
                out.append((widget, widget.text()))
        return out

    def _inputs(self) -> tuple[object, ...]:
        return tuple(value for _widget, value in self._input_values())

    def keep_as_opened(self) -> None:
        """What the dialog shows now is what it opened with (the tracker or the desk filled it
        in, not the player)."""
        self._opened_with = self._inputs()

    def changed_since_opened(self) -> bool:
        """The player changed a choice or a text since the dialog opened (or since the desk last
        changed it: :meth:`set_from_outside`)."""
        return self._opened_with is not None and self._inputs() != self._opened_with

    def set_from_outside(self, change: Callable[[], _T], written: Sequence[QWidget] = ()) -> _T:
        """Make ``change`` to the dialog for the desk (or the tracker), not the player: what it
        sets is what the dialog would show untouched from now on, the inputs it changed and the
        ``written`` ones (it set them, perhaps to what the player had picked), with what is in
        them; the player's other choices are still compared with what the dialog opened with, so
        a choice the player makes and takes back is no change (Esc closes at once)."""
        before = self._input_values()
        result = change()
        after = self._input_values()
        opened = self._opened_with
        if opened is None:
            return result
        if [w for w, _v in before] != [w for w, _v in after] or len(opened) != len(after):
            if opened == tuple(v for _w, v in before):  # untouched: the desk's is as opened
                self.keep_as_opened()
            return result

        def set_here(widget: QWidget) -> bool:
            return any(widget is w or w.isAncestorOf(widget) for w in written)

        self._opened_with = tuple(
            now if now != was or set_here(widget) else first
            for first, (widget, was), (_same, now) in zip(opened, before, after, strict=True)
        )
        return result

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._opened_with is None:
            self.keep_as_opened()

    # -- Esc, the close button, and the tracker's own close -------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() == Qt.Key.Key_Escape and plain and self.changed_since_opened():
            event.accept()
            self.ask_to_drop()
            return
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not self.ok.isEnabled():  # QDialog did nothing, silently
            event.accept()
            self.say_why_not()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._quiet and self.isVisible() and self.changed_since_opened():
            event.ignore()
            self.ask_to_drop()
            return
        super().closeEvent(event)

    def close_quietly(self) -> None:
        """Close without asking: the tracker closes it (the game changed under it, another
        dialog took its place, the window closes)."""
        self._quiet = True
        try:
            self.close()
        finally:
            self._quiet = False

    def edits_a_line(self) -> bool:
        """The dialog edits a line the record holds (Edit line): the line is recorded, what was
        changed in it is not."""
        return False

    def _forget_box(self, box: QMessageBox) -> None:
        if self.drop_box is box:
            self.drop_box = None

    def ask_to_drop(self) -> QMessageBox:
        """Discard what was changed (the dialog closes, nothing recorded) or keep editing (the
        default, and Esc): the dialog stays as it is."""
        if self.drop_box is not None:
            self.drop_box.close()
        box = QMessageBox(self)
        box.setObjectName("drop-question")
        box.setIcon(QMessageBox.Icon.Question)
        discard = box.addButton("", QMessageBox.ButtonRole.DestructiveRole)
        discard.setObjectName("drop-discard")
        keep = box.addButton("", QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("drop-keep")
        self._word_drop_box(box)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        discard.clicked.connect(self.reject)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda _o=None: self._forget_box(box))
        self.drop_box = box
        box.open()
        return box

    def _word_drop_box(self, box: QMessageBox) -> None:
        """The words of :meth:`ask_to_drop`: at its start, and again after a switch of the
        language while it is open (the dialog's title too, worded again first)."""
        box.setWindowTitle(self.windowTitle())
        box.setText(QCoreApplication.translate("Tracker", "Discard what you changed in this dialog?"))
        box.setInformativeText(
            QCoreApplication.translate("Tracker", "Your changes are not recorded yet.")
            if self.edits_a_line()
            else QCoreApplication.translate("Tracker", "None of it is recorded in the game yet.")
        )
        word_buttons(
            box,
            {
                "drop-discard": QCoreApplication.translate("Tracker", "&Discard"),
                "drop-keep": QCoreApplication.translate("Tracker", "&Keep editing"),
            },
        )

    def changeEvent(self, event: QEvent) -> None:
        """A switch of the language: the question left open is asked in the new language (a
        dialog's own changeEvent words the dialog first, then calls this)."""
        if event.type() == QEvent.Type.LanguageChange and self.drop_box is not None:
            self._word_drop_box(self.drop_box)
        super().changeEvent(event)


def word_buttons(box: QMessageBox, labels: dict[str, str]) -> None:
    """A question's buttons worded: each by its object name (at its start, and again after a
    switch of the language while it is open)."""
    for button in box.buttons():
        label = labels.get(button.objectName())
        if label is not None:
            button.setText(label)


__all__ = ["AsksBeforeDropping", "word_buttons"]

"""The preview of a line before it is committed: every player's change, or why it is refused."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialog, QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from mjgui.controller.game.views import PreviewView
from mjgui.gui.theme import css, muted, tone_color
from mjgui.gui.util import NoBreakLabel, escape_html, set_accessible, set_shown


class PreviewPanel(QFrame):
    """A small table: each player's change, points now and afterwards; the error or the next
    hand under it."""

    def __init__(self, parent: QWidget | None = None, *, name: str = "preview") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._name = name
        self._view: PreviewView | None = None
        self._edit = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(2)
        outer.addLayout(self.grid)
        self.row_titles = [QLabel(self) for _ in range(3)]
        for row, label in enumerate(self.row_titles, start=1):
            self.grid.addWidget(label, row, 0)
        self.names: list[QLabel] = []
        self.deltas: list[QLabel] = []
        self.befores: list[QLabel] = []
        self.afters: list[QLabel] = []
        for seat in range(4):  # three players: the fourth column stays hidden
            cells = []
            kinds = (
                ("name", self.names),
                ("delta", self.deltas),
                ("before", self.befores),
                ("after", self.afters),
            )
            for kind, store in kinds:
                label = QLabel(self)
                label.setObjectName(f"{name}-{kind}-{seat}")
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                store.append(label)
                cells.append(label)
            for row, label in enumerate(cells):
                self.grid.addWidget(label, row, seat + 1)
            font = self.names[seat].font()
            font.setBold(True)
            self.names[seat].setFont(font)
            bold = self.deltas[seat].font()
            bold.setBold(True)
            bold.setPixelSize(max(15, bold.pixelSize() if bold.pixelSize() > 0 else 15))
            self.deltas[seat].setFont(bold)
        self.grid.setColumnStretch(5, 1)
        self.summary = NoBreakLabel(self)
        self.summary.setObjectName(f"{name}-summary")
        self.summary.setWordWrap(True)
        self.error = NoBreakLabel(self)
        self.error.setObjectName(f"{name}-error")
        self.error.setWordWrap(True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warnings = NoBreakLabel(self)
        self.warnings.setObjectName(f"{name}-warnings")
        self.warnings.setWordWrap(True)
        self.note = NoBreakLabel(self)
        self.note.setObjectName(f"{name}-note")
        self.note.setWordWrap(True)
        self.note.hide()
        outer.addWidget(self.note)
        outer.addWidget(self.summary)
        outer.addWidget(self.error)
        outer.addWidget(self.warnings)
        self.retranslate()

    def set_edit_mode(self, edit: bool) -> None:
        """An edit of a past line: "this line" and the standings at the end of the record."""
        self._edit = edit
        self.retranslate()

    def retranslate(self) -> None:
        self._set_titles()
        if self._view is not None:
            self.set_view(self._view)

    def _set_titles(self) -> None:
        if self._edit:
            titles = (
                QCoreApplication.translate("Tracker", "This line"),
                QCoreApplication.translate("Tracker", "Standings now"),
                QCoreApplication.translate("Tracker", "Afterwards"),
            )
        else:
            # a new also ron is shown with the first ron on its discard: from before that one
            first_ron = self._view is not None and self._view.before_first_ron
            titles = (
                QCoreApplication.translate("Tracker", "Change"),
                QCoreApplication.translate("Tracker", "Before the first ron")
                if first_ron
                else QCoreApplication.translate("Tracker", "Points now"),
                QCoreApplication.translate("Tracker", "Afterwards"),
            )
        for label, title in zip(self.row_titles, titles, strict=True):
            label.setText(title)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif (
            event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
            and self._view is not None
        ):
            self.set_view(self._view)
        super().changeEvent(event)

    def set_view(self, view: PreviewView) -> None:
        window = self.window()
        before = window.height() if isinstance(window, QDialog) and window.isVisible() else None
        self._show_view(view)
        if before is not None:
            self._fit_window(window, before)

    def _fit_window(self, window: QWidget, before: int) -> None:
        """The dialog grew with the preview (its rows shown once a player is picked, a line
        typed): as tall as it now needs, not more. Each label shown made Qt lay the dialog out
        at once, the others still hidden or not at their width (a one-line summary taken for
        two), and grow it to that minimum: 22 px too many, an empty band under the choices.
        The preview's size and its frames' are asked again, all shown; a height the player gave
        the dialog, taller than it needs, stays.

        A word-wrapped label that takes more lines (the rule sentence of a third winner) does
        not make Qt grow a shown dialog: its minimum is the one without the wrapping, and the
        layout squeezed the value buttons' rows into each other to make room. The dialog is
        grown to what its layout needs at its width, within the screen."""
        layout = window.layout()
        if layout is None:
            return
        widget: QWidget | None = self
        while widget is not None and widget is not window:
            widget.updateGeometry()
            widget = widget.parentWidget()
        layout.invalidate()
        layout.activate()
        wanted = layout.totalHeightForWidth(window.width())
        need = max(before, wanted, window.minimumHeight())
        if need < window.height():
            window.resize(window.width(), need)
        elif wanted > window.height():
            from mjgui.gui.fit import available, room

            window.resize(window.width(), max(window.height(), min(wanted, room(available(window)).height())))

    def _show_view(self, view: PreviewView) -> None:
        self._view = view
        self._set_titles()
        pal = self.palette()
        # a refused line: only why (the numbers would not change)
        shown = bool(view.rows) and view.ok
        for label in self.row_titles:
            set_shown(label, shown)
            label.setStyleSheet(f"color: {css(muted(pal))}")
        for seat in range(4):
            row = view.rows[seat] if seat < len(view.rows) and shown else None
            cells = (self.names[seat], self.deltas[seat], self.befores[seat], self.afters[seat])
            for label in cells:
                set_shown(label, row is not None)
            if row is None:
                continue
            self.names[seat].setText(row.name)
            delta = row.delta if view.ok else 0
            self.deltas[seat].setText(row.delta_text if view.ok and delta else ("0" if view.ok else "—"))
            tone = "win" if delta > 0 else "error" if delta < 0 else ""
            color = css(tone_color(pal, tone)) if tone else css(muted(pal))
            self.deltas[seat].setStyleSheet(f"color: {color}")
            self.befores[seat].setText(row.before_text)
            self.befores[seat].setStyleSheet(f"color: {css(muted(pal))}")
            self.afters[seat].setText(row.after_text if view.ok else "—")
        self.note.setText(view.note)
        self.note.setStyleSheet(f"color: {css(muted(pal))}")
        set_shown(self.note, bool(view.note) and view.ok)
        self.summary.setText(view.summary)
        self.summary.setStyleSheet(f"color: {css(muted(pal))}")
        set_shown(self.summary, bool(view.summary) and view.ok)
        if view.error:
            error_color = css(tone_color(pal, "error" if view.complete else "info"))
            mark = "⚠ " if view.complete else ""
            self.error.setText(
                f'<span style="color:{error_color}">{mark}{escape_html(view.error, quote=False)}</span>'
            )
        set_shown(self.error, bool(view.error))
        set_accessible(self.error, view.error)
        if view.warnings:
            warn_color = css(tone_color(pal, "nowin"))
            items = "<br>".join("• " + escape_html(w, quote=False) for w in view.warnings)
            self.warnings.setText(f'<span style="color:{warn_color}">{items}</span>')
        set_shown(self.warnings, bool(view.warnings))

    def delta_texts(self) -> list[str]:
        return [label.text() for label in self.deltas if not label.isHidden()]


__all__ = ["PreviewPanel"]

"""What the calculator's first frame shows of the game tracker: the *Game* menu's title and the
*Apply to game* button (shown while the desk shows a win). The link that works them
(:class:`mjgui.gui.tracker.link.GameLink`, with its module) is made right after the first frame;
until then the calculator words and shows them by these functions, which the link uses too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mjgui.gui.util import set_enabled, set_shown, set_tip

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QMenu


def word_desk_parts(menu: QMenu, button: QAbstractButton | None, refusal: str = "") -> None:
    """The Game menu's title and the Apply to game button's words, in the language now;
    ``refusal``: why the game takes no new line (a line of its record cannot be read), said by
    the button's tooltip instead of the way to record one."""
    menu.setTitle(QCoreApplication.translate("Tracker", "&Game"))
    if button is not None:
        button.setText(QCoreApplication.translate("Tracker", "Apply to game…"))
        set_tip(
            button,
            refusal
            or QCoreApplication.translate(
                "Tracker",
                "Record this win in the game tracker: choose the winner and who dealt in, see "
                "everyone's change, then Record (Enter or Ctrl+Enter)",
            ),
        )
        if button.accessibleDescription() != refusal:  # read with the button, as the tooltip
            button.setAccessibleDescription(refusal)


def show_apply_button(button: QAbstractButton, win: bool) -> None:
    """Apply to game is offered while the desk shows a win."""
    set_shown(button, win)
    set_enabled(button, win)

"""A past line corrected so that another player deals afterwards re-scores a later win (a
``hand "…"`` line is scored at the seat the game gives it): the edit dialog's preview names that
line, its round, who won and its new payment, and why, before OK; the desk's Ctrl+Enter says it
once recorded (:func:`~mjgui.controller.game.tracker.correction_text`, tested with the
controller). In English and in Russian."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from test_tracker_support import TrackerPlayer

from mjgui.gui.util import nobreak

_data_dir = own_data_dir()

HAND = "123456789p234s5m5m"  # 2 han 40 fu: 2600 on a non-dealer's ron, 3900 on the dealer's
RECORD = f'rules seed\nplayers Aiko Boris Chen Dasha\ndraw tenpai Aiko\nron Boris from Chen hand "{HAND}"\n'


def _double_click(player: TrackerPlayer, number: int) -> None:
    history = player.window.history
    rect = history.visualItemRect(history.item(number - 1, 2))  # type: ignore[arg-type]
    viewport = history.viewport()
    player.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    player.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]


def _row(player: TrackerPlayer, number: int) -> list[str]:
    history = player.window.history
    return [(history.item(number - 1, c) or history.item(0, 0)).text() for c in range(4, 8)]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "Line 4 (East 2, Boris ron from Chen) would then pay 4200 instead of 2900: Boris is the "
            "dealer after this change",
        ),
        (
            "ru",
            "Строка 4 (Восток 2, Boris: рон с игрока Chen) тогда принесёт 4200 вместо 2900: после "
            "этого исправления дилер — Boris",
        ),
    ],
    ids=["en", "ru"],
)
def test_the_dialogs_preview_names_a_later_win_a_new_dealer_pays_otherwise(
    tracker_on_record: Callable[[str, str], TrackerPlayer], lang: str, said: str
) -> None:
    player = tracker_on_record(lang, RECORD)
    assert _row(player, 4)[1:3] == ["+2900", "−2900"]  # E1-1: a non-dealer's 2600 and 300
    _double_click(player, 3)
    dialog = player.dialog
    assert dialog.objectName() == "dialog-draw"
    player.click("tenpai-0", dialog)  # Aiko noten: the deal goes to Boris
    warnings = player.find("dialog-preview-warnings", root=dialog)
    assert warnings.isVisible()  # type: ignore[attr-defined]
    assert nobreak(said) in warnings.text()  # type: ignore[attr-defined]
    player.ok()
    assert player.history()[2] == "draw"
    # as the preview said: Boris deals East 2, a dealer's 3900 and 300
    assert _row(player, 4)[1:3] == ["+4200", "−4200"]

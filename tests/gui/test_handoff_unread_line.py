"""A win from the desk while the tracker's game has a line it cannot read: nothing after that
line counts, a new one included. The calculator's banner promised "Ctrl+Enter records it", and
Ctrl+Enter then recorded nothing. The tracker no longer asks for a win then (its Ron and Tsumo
are off, saying why), and Ctrl+Enter on the desk says the game takes no new line until that line
is corrected or deleted; once it is deleted, a win asked for is recorded with Ctrl+Enter."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtWidgets import QAbstractButton, QApplication
from test_tracker_support import banner, ctrl_enter

DAMAGED = "rules seed\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\ntsumo Chen 2 31\n"
CHEN = "234m567p3467888s5s"
ASKED = "Scoring for the game: Chen wins by ron from Boris · East 東 2 — "


_data_dir = own_data_dir()


def test_the_desk_says_the_game_takes_no_new_line_past_one_it_cannot_read(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, DAMAGED, "house.mjgame")
    assert not tracker.find("action-ron", QAbstractButton).isEnabled()
    player.type(CHEN)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert player.window.statusBar().currentMessage() == (  # type: ignore[attr-defined]
        "The game takes no new line until line 4, which cannot be read, is corrected or deleted: "
        "double-click it in the history to correct it."
    )
    assert tracker.window.controller.text == DAMAGED
    tracker.window.delete_line(4)  # the history's Delete
    QApplication.processEvents()
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert banner(player) == ASKED + "Ctrl+Enter records it"
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[-1].startswith('ron Chen from Boris hand "')


def test_the_desk_says_so_in_russian(player: object, tmp_path: Path) -> None:
    open_record(player, tmp_path, DAMAGED, "house.mjgame")
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    player.type(CHEN)  # type: ignore[attr-defined]
    QApplication.processEvents()
    button = player.find("apply-to-game", QAbstractButton)  # type: ignore[attr-defined]
    assert button.toolTip() == (
        "Игра не примет новую строку, пока строку 4, которая не читается, не исправят или не "
        "удалят: дважды щёлкните её в истории, чтобы исправить."
    )

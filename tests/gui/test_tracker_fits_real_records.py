"""The tracker's real window at 1024x640 on real games (tests/data), in both languages, with
four players and with three: each game opened, mid-game and at its end, the window laid out at
1024x640 and measured as it is built (its ``minimumSizeHint`` after layout, its size, where its
widgets lie), never against a figure written down once.

A finished four-player game needs 619 px of height, a three-player one 591 px (measured when
this was written, offscreen, the app's fonts); a window whose layout grows past 640 px can no
longer be made 1024x640, and its bottom row would be under the screen's edge."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget
from test_tracker_final_fit import seen_in_window, shown_whole

from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import game_record
from mjgui.gui.tracker.window import TrackerWindow

ROOT = Path(__file__).resolve().parents[2]
LOGS = ROOT / "tests" / "data" / "logs"
SANMA = ROOT / "tests" / "data" / "sanma-records"
MAHJONGLM = "mahjonglm-2014091101gm-00b9-0000-5ca6b487.mjgame"  # ends on a ron: "Also ron…" beside the title
SIZE = QSize(1024, 640)


def four_player(name: str) -> str:
    """A real four-player game: a log of tests/data saved as our game record."""
    return game_record(read_log_file(LOGS / name))


def three_player(name: str) -> str:
    return (SANMA / name).read_text(encoding="utf-8")


def first_lines(text: str, count: int) -> str:
    return "\n".join(text.splitlines()[:count]) + "\n"


# (name, the record's text, players, finished)
GAMES = [
    ("4p-west-round-end", lambda: four_player("mjx-west-round.mjlog"), 4, True),
    ("4p-west-round-mid", lambda: first_lines(four_player("mjx-west-round.mjlog"), 30), 4, False),
    ("4p-pao-end", lambda: four_player("dnovikoff-pao.mjlog"), 4, True),
    ("3p-end", lambda: three_player(MAHJONGLM), 3, True),
    ("3p-south-3", lambda: first_lines(three_player(MAHJONGLM), 25), 3, False),  # the dealer in riichi
    ("3p-nuki-end", lambda: three_player("mjai-reviewer3p-nukidora_doubleron.mjgame"), 3, True),
]


def laid_out_at_1024x640(window: TrackerWindow) -> None:
    window.resize(SIZE)
    for _ in range(4):  # the panels beside the history settle after the rows
        QApplication.processEvents()


def whole_in(widget: QWidget) -> bool:
    """Shown, and no ancestor up to the window cuts any of it."""
    return widget.isVisible() and shown_whole(widget)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("name", "text", "players", "finished"), GAMES, ids=[g[0] for g in GAMES])
def test_a_real_game_fits_1024x640(
    tracker_on_record: object, lang: str, name: str, text: object, players: int, finished: bool
) -> None:
    player = tracker_on_record(lang, text())  # type: ignore[operator]
    window: TrackerWindow = player.window
    laid_out_at_1024x640(window)
    # the real layout: the least the built window can be, then the size it took
    least = window.minimumSizeHint()
    assert least.height() <= SIZE.height(), f"{name} {lang}: the tracker needs {least.height()} px of height"
    assert least.width() <= SIZE.width(), f"{name} {lang}: the tracker needs {least.width()} px of width"
    assert window.size() == SIZE, (name, lang, window.size())
    assert window.table.players == players
    # every card whole, its points and its last change in sight, none under the final results
    seats = [seat for seat in window.table.seats if seat.isVisible()]
    assert len(seats) == players
    for seat in seats:
        assert whole_in(seat), (name, lang, seat.objectName())
        for label in (seat.name, seat.points):
            assert whole_in(label), (name, lang, label.objectName())
            assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width(), label.text()
        if seat.delta.isVisible():
            assert whole_in(seat.delta), (name, lang, seat.delta.objectName())
    assert whole_in(window.table.center)
    if finished:  # the final results under the table, every row in sight
        final = window.final
        assert final.isVisible() and not window.actions_box.isVisible()
        assert seen_in_window(final.table, window, window.table), (name, lang)
        assert final.table.rowCount() == players
        assert final.table.verticalScrollBar().maximum() == 0
        for seat in seats:
            assert seen_in_window(seat, window, final), (name, lang, seat.objectName())
    else:  # the game goes on: every action button whole in the window
        assert window.actions_box.isVisible() and not window.final.isVisible()
        for kind, button in window.action_buttons.items():
            if button.isVisibleTo(window):
                assert whole_in(button), (name, lang, kind)
                assert button.width() >= button.minimumSizeHint().width(), (name, lang, kind)
    # the history's buttons too
    for tool in ("history-edit", "history-insert", "history-delete", "history-undo", "history-redo"):
        widget = window.findChild(QWidget, tool)
        assert widget is not None and whole_in(widget), (name, lang, tool)

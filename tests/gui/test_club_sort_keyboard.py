"""The club's league table is sorted by keyboard too: View → Sort by, a column each.

The header takes no focus, and its click was the one way to sort: no key a player might try
on the focused table (Space, Enter, F2, Ctrl+S, the Menu key, Shift+F10) changed the sort."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu
from test_tracker_support import activate

from mjgui.controller.game.club import TABLE_COLUMNS
from mjgui.gui.club import ClubWindow
from tests.leaguegen import write_season

ALT = Qt.KeyboardModifier.AltModifier


def _open_menu() -> QMenu:
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu), menu
    return menu


def _games(club: ClubWindow) -> list[int]:
    column = TABLE_COLUMNS.index("games")
    return [int(club.table.item(r, column).text()) for r in range(club.table.rowCount())]


def _sort_by_keys(club: ClubWindow, qtbot: object, column: str) -> None:
    """Alt+V, S (Sort by), the arrow keys down to ``column``'s item, Enter: keys alone."""
    qtbot.keyClick(club.table, Qt.Key.Key_V, ALT)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))  # type: ignore[attr-defined]
    view = _open_menu()
    qtbot.keyClick(view, Qt.Key.Key_S)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is club.menu_sort)  # type: ignore[attr-defined]
    sort = club.menu_sort
    target = club.sort_actions[column]
    for _ in range(len(TABLE_COLUMNS) + 1):
        if sort.activeAction() is target:
            break
        qtbot.keyClick(sort, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert sort.activeAction() is target
    qtbot.keyClick(sort, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)  # type: ignore[attr-defined]


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_keyboard_sorts_the_league_table(club: ClubWindow, qtbot, tmp_path: Path) -> None:
    write_season(tmp_path / "season", 12)
    club.open_folder(tmp_path / "season")
    activate(club, qtbot)
    club.table.setFocus()
    assert club.controller.sort == ("total", True)
    assert club.sort_actions["total"].isChecked() and club.sort_actions["total"].text() == "Total, descending"
    assert club.sort_actions["rank"].text() == "League place (#)"
    _sort_by_keys(club, qtbot, "games")
    assert club.controller.sort == ("games", True)
    counts = _games(club)
    assert counts == sorted(counts, reverse=True) and len(set(counts)) > 1
    assert club.sort_actions["games"].isChecked() and not club.sort_actions["total"].isChecked()
    assert club.sort_actions["games"].text() == "Games, descending"
    # the same column again: the order turns round, as a second click on its head does
    _sort_by_keys(club, qtbot, "games")
    assert club.controller.sort == ("games", False)
    assert _games(club) == sorted(counts)
    assert club.sort_actions["games"].isChecked() and club.sort_actions["games"].text() == "Games, ascending"
    # the header's indicator follows
    header = club.table.horizontalHeader()
    assert header.sortIndicatorSection() == TABLE_COLUMNS.index("games")
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder


def test_the_sort_menu_in_russian(club: ClubWindow, qtbot, tmp_path: Path) -> None:
    write_season(tmp_path / "season", 6)
    club.open_folder(tmp_path / "season")
    club.languages.set_language("ru")
    QApplication.processEvents()
    # a noun over the items' nouns («Игры», «Сумма, по убыванию»), its letter its own in the menu
    assert club.menu_sort.title() == "Со&ртировка"
    items = [act.text().replace("&&", "") for act in club.menu_view.actions() if act.isVisible()]
    letters = [m.group(1).lower() for m in (re.search("&(.)", text) for text in items) if m]
    assert len(letters) == len(set(letters)) and "р" in letters, items
    assert club.sort_actions["total"].text().endswith(", по убыванию")
    assert club.sort_actions["rank"].text() == "Место в лиге (#)"
    assert all(act.isVisible() for act in club.sort_actions.values())  # four players: every column

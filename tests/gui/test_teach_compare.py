"""The same hand under other rules, opened from the calculator (F8): differing cells marked, the
rule that makes the difference named, and the window following the hand on the desk."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel

from mjgui.gui.teach.compare import CompareWindow
from mjgui.gui.window import MainWindow


@pytest.fixture(autouse=True)
def _start_in_english() -> None:
    """A window an earlier test left in Russian keeps its translators installed until Python
    frees it; put such left-over windows back to English so this test starts in English."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.languages.current != "en":
            widget.languages.set_language("en")


def open_compare(player) -> CompareWindow:
    player.window.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is player.window)
    player.qtbot.keyClick(player.window, Qt.Key.Key_F8)
    window = player.window.compare_window()
    assert window.isVisible()
    return window


def row_of(window: CompareWindow, preset: str) -> int:
    table = window.table
    for r in range(table.rowCount()):
        item = table.item(r, 0)
        if item is not None and item.text().lstrip("★ ").startswith(preset):
            return r
    raise AssertionError(preset)


def cell(window: CompareWindow, preset: str, title: str) -> str:
    table = window.table
    for c in range(table.columnCount()):
        if table.horizontalHeaderItem(c).text() == title:
            return table.item(row_of(window, preset), c).text()
    raise AssertionError(title)


def test_ema_caps_a_kazoe_hand_at_sanbaiman(player) -> None:
    player.type("1122335566778p8p")  # riichi chinitsu ryanpeikou pinfu: 13+ han with the dora
    player.click("tsumo")
    player.check("riichi")
    player.mode("dora")
    player.click_tiles("4p")
    assert player.headline.startswith("Kazoe yakuman")
    window = open_compare(player)
    marked = window.marked_cells()
    assert ("EMA 2016", "Limit") in marked and ("EMA 2016", "Total") in marked
    assert ("EMA 2016", "Han") not in marked
    # M-League and WRC (edition 2: its 2014 errata allows no kazoe yakuman) cap it too
    for name in ("M-League", "WRC"):
        assert (name, "Limit") in marked and (name, "Total") in marked
    assert not any(name.startswith("Tenhou") for name, _ in marked)
    for name in ("EMA 2016", "M-League", "WRC"):
        assert (cell(window, name, "Limit"), cell(window, name, "Total")) == ("Sanbaiman", "36\u202f000")
        assert "Kazoe capped at sanbaiman" in cell(window, name, "What makes the difference")
    assert cell(window, "Club", "Limit") == "Kazoe yakuman"
    item = window.table.item(row_of(window, "EMA 2016"), 3)
    assert "Club rules: Kazoe yakuman" in item.toolTip() and "sanbaiman" in item.toolTip()
    message = window.findChild(QLabel, "compare-message").text()
    assert "Marked cells differ from Club rules" in message


def test_tenhou_counts_a_double_yakuman_once(player) -> None:
    player.type("19m19p19s1234567z1m")  # kokushi on the 13-sided wait: a double yakuman here
    assert player.headline.startswith("Double yakuman")
    window = open_compare(player)
    marked = window.marked_cells()
    assert ("Tenhou", "Limit") in marked and ("Tenhou", "Total") in marked
    assert cell(window, "Tenhou", "Limit") == "Yakuman"
    assert cell(window, "Club", "Limit") == "Double yakuman"
    why = cell(window, "Tenhou", "What makes the difference")
    assert "No double yakuman: every yakuman counts once" in why


def test_the_comparison_follows_the_desk(player) -> None:
    window = open_compare(player)
    assert not window.table.isVisible()
    empty = window.findChild(QLabel, "compare-message")
    assert "Enter a complete hand" in empty.text()
    # without a hand the message sits under the title, not halfway down the window
    player.qtbot.waitUntil(lambda: empty.isVisible() and window.centralWidget().height() > 300)
    QApplication.processEvents()
    assert window.title.height() < 40 and empty.y() < 80, (window.title.height(), empty.y())
    player.type("23067m234p23488s4m")  # a red five: none under EMA and WRC
    player.check("riichi")
    player.choose("seat", 1)
    player.qtbot.waitUntil(lambda: window.table.isVisible() and window.table.rowCount() == 5)
    assert ("EMA 2016", "Yaku") in window.marked_cells()
    why = cell(window, "EMA 2016", "What makes the difference")
    assert why.startswith("Aka: 0\u00a0red fives") and "written as plain fives (0m)" in why
    # EMA on the desk: a red five is not a tile there, the hand is not valid
    player.choose("preset", 1)
    message = window.findChild(QLabel, "compare-message")
    player.qtbot.waitUntil(lambda: "not valid" in message.text())
    assert not window.table.isVisible()
    # a hand without red fives: compared with the desk's rules, EMA first
    player.click("clear")
    player.type("234m567p3467888s5s")
    player.check("riichi")
    player.mode("dora")
    player.click_tiles("2s")  # 4 han 30 fu
    player.qtbot.waitUntil(lambda: window.table.isVisible() and window.table.rowCount() == 5)
    assert window.table.item(0, 0).text() == "★ EMA 2016 · the desk's rules"
    assert ("WRC", "Limit") in window.marked_cells()  # kiriage mangan under WRC
    assert "Kiriage mangan" in cell(window, "WRC", "What makes the difference")
    # Esc closes the comparison
    player.qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_a_renhou_row_says_what_is_paid(player) -> None:
    """The row of a renhou said "5 | 30 | Mangan" while the calculator says "Renhou, paid as
    mangan"; and each preset without renhou said it twice in its last column."""
    player.type("234m567p3467888s5s")
    player.choose("seat", 1)
    player.check("renhou")
    assert player.headline == "Mangan — 8000"
    window = open_compare(player)
    player.qtbot.waitUntil(lambda: window.table.isVisible() and window.table.rowCount() == 5)
    shown = [cell(window, "Club", title) for title in ("Han", "Fu", "Limit", "Total")]
    assert shown == ["—", "—", "Mangan (renhou)", "8000"]
    assert ("WRC", "Fu") in window.marked_cells()  # 30 fu there, none counted for a renhou
    assert cell(window, "EMA 2016", "Limit") == "Mangan (renhou)"  # edition 2: renhou a mangan
    why = cell(window, "WRC", "What makes the difference")
    assert why == "Renhou flag dropped: these rules have no renhou"


def test_comparison_in_russian(player) -> None:
    player.type("19m19p19s1234567z1m")
    window = open_compare(player)
    window.findChild(QAction, "compare-language-ru").trigger()
    player.qtbot.waitUntil(lambda: window.languages.current == "ru")
    QApplication.processEvents()
    try:
        assert window.title.text() == "Та же рука по другим правилам"
        assert window.table.horizontalHeaderItem(window.table.columnCount() - 1).text() == "В чём разница"
        assert cell(window, "Tenhou.net", "Лимит") == "Якуман"
    finally:
        window.findChild(QAction, "compare-language-en").trigger()
        QApplication.processEvents()
    assert window.title.text() == "The same hand under other rules"


def test_a_yakuman_whose_fu_differs_is_scored_alike(player) -> None:
    """Daisangen: WRC counts other fu (the double wind pair), but a yakuman's fu is no cell of
    the table; "alike" must then be true of every row, with no rule named for a difference
    nobody sees. (Daisangen tsuuiisou, the hand this was first shown on, is now a double
    yakuman in some rows only: EMA and WRC do not add yakuman together, edition 2.)"""
    player.type("555z666z777z11z999m")  # 70 fu here, 60 under WRC (a double wind pair 2 fu)
    window = open_compare(player)
    message = window.findChild(QLabel, "compare-message")
    player.qtbot.waitUntil(lambda: window.table.isVisible() and window.table.rowCount() == 5)
    assert message.text() == "Every preset compared here scores this hand alike."
    assert window.marked_cells() == []
    assert cell(window, "WRC", "What makes the difference") == "The same as Club rules"
    assert cell(window, "WRC", "Fu") == "—"


def test_an_open_hand_without_yaku_reads_the_same_on_the_desk_and_in_the_comparison(player) -> None:
    # the comparison said "dora alone do not win ... riichi, menzen tsumo" to every such row; the
    # desk and each preset's row now give the hand's own sentence, typed, clicked and opened by F8
    player.type("123m456p789s55s(777p)")
    window = open_compare(player)
    (said,) = player.messages()  # the sentence itself: test_live_table.py
    rows = {cell(window, preset, "Yaku") for preset in ("Club", "EMA 2016", "WRC", "Tenhou", "M-League")}
    assert len(rows) == 1 and said.endswith(rows.pop()) and "an open hand needs" in said
    player.mode("dora")
    player.click_tiles("6p")  # 777p: three dora, still no yaku
    player.qtbot.waitUntil(lambda: "dora alone do not win" in cell(window, "Club", "Yaku"))
    assert all(m.count("dora alone do not win") == 1 for m in player.messages())


def test_the_keyboards_cell_stays_through_a_language_and_a_theme_switch(player) -> None:
    """The table is filled anew at a switch (or the hand compared again): the current cell the
    arrow keys had reached went back to none, and the next arrow key started from the top."""
    player.type("234m567p3467888s5s")
    player.check("riichi")
    player.mode("dora")
    player.click_tiles("2s")
    window = open_compare(player)
    table = window.table
    player.qtbot.waitUntil(lambda: table.isVisible() and table.rowCount() == 5)
    table.setFocus()
    player.qtbot.keyClick(table, Qt.Key.Key_Home)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Right):
        player.qtbot.keyClick(table, key)
    assert (table.currentRow(), table.currentColumn()) == (3, 2)
    preset = window.controller.view().rows[3].preset

    def still_there(what: str) -> None:
        assert (table.currentRow(), table.currentColumn()) == (3, 2), what
        assert window.controller.view().rows[3].preset == preset, what

    try:
        window.findChild(QAction, "compare-language-ru").trigger()
        QApplication.processEvents()
        assert window.table.horizontalHeaderItem(0).text() != "Rules"  # filled anew, in Russian
        still_there("language")
        player.window.findChild(QAction, "theme-dark").trigger()
        player.qtbot.wait(50)  # the redraw waits for the palette to reach every widget
        QApplication.processEvents()
        still_there("theme")
    finally:
        window.findChild(QAction, "compare-language-en").trigger()
        player.window.findChild(QAction, "theme-light").trigger()
        QApplication.processEvents()
    still_there("back")
    player.qtbot.keyClick(table, Qt.Key.Key_Down)  # the arrows go on from there
    assert (table.currentRow(), table.currentColumn()) == (4, 2)


def test_a_screen_reader_hears_which_cells_differ_and_from_what(player) -> None:
    """A differing cell was marked only by its colour and bold font, what it differs from only
    in its tooltip, which a screen reader does not read: the arrow keys read WRC's fu "30" as
    any other cell. Now its accessible text says it differs and from what, its description
    the rule; the reference row's star and a dash are not read as signs."""
    player.qtbot.keyClicks(player.window.notation, "123m (777z) 789s11z 22z 2z")  # a pon of chun
    window = open_compare(player)
    table = window.table
    text, description = Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole
    item = table.item(row_of(window, "WRC"), 2)
    assert item.text() == "30"
    assert item.data(text) == "30, differs from Club rules: 40"
    assert item.data(description) == item.toolTip() and "double wind" in item.toolTip()
    same = table.item(row_of(window, "Club"), 2)
    assert same.data(text) is None and same.data(description) is None
    assert table.item(row_of(window, "Club"), 0).data(text) == "Club rules · the desk's rules"
    limit = table.item(row_of(window, "Club"), 3)
    assert limit.text() == "—" and limit.data(text) == "none"
    player.window.set_language("ru")
    QApplication.processEvents()
    item = table.item(row_of(window, "WRC"), 2)
    assert item.data(text) == "30, не так, как в наборе «Клубные правила»: 40"

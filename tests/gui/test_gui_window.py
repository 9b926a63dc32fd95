"""The calculator window driven by real clicks and keys: hands, results, errors, waits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QSpinBox, QTabWidget, QToolButton, QWidget

from mjgui.gui.results import ResultList, ScoreTable, WaitsTable
from mjgui.gui.tiles import IndicatorButton, MeldButton, TileButton
from mjgui.gui.util import one_word

HAND = "234m567p3467888s5s"


def enter_riichi_hand(player) -> None:
    """234m567p3467888s + 5s, riichi, dora indicator 2s, seat South: 7700."""
    player.click_tiles(HAND)
    player.check("riichi")
    player.choose("seat", 1)
    player.mode("dora")
    player.click_tiles("2s")


# ---------------------------------------------------------------------------------------------
# building a hand by clicking
# ---------------------------------------------------------------------------------------------


def test_clicked_hand_shows_headline_yaku_and_fu(player) -> None:
    enter_riichi_hand(player)
    assert player.headline == "7700"
    yaku = player.rows("yaku")
    assert len(yaku) == 4
    for name, kanji in (("Riichi", "立直"), ("Tanyao", "断幺九"), ("Pinfu", "平和"), ("Dora", "ドラ")):
        assert any(name in row and one_word(kanji) in row for row in yaku), (name, yaku)
    assert any("All simples" in row for row in yaku)
    assert player.numbers("yaku") == ["1\u00a0han"] * 4
    assert player.rows("fu") == [
        "base fu (futei): 20\u00a0fu",
        "closed hand won by ron (menzen kafu): 10\u00a0fu",
    ]
    assert player.numbers("fu") == ["20", "10"]
    amount = player.find("amount-S", QLabel)
    assert amount.text() == "+7700"
    assert player.find("amount-W", QLabel).text() == "−7700"


def test_hand_row_sorted_with_the_winning_tile_marked(player) -> None:
    player.click_tiles("5s234m567p3467888s")  # 5s first, so 8s is the last clicked
    assert player.hand() == [
        "2m",
        "3m",
        "4m",
        "5p",
        "6p",
        "7p",
        "3s",
        "4s",
        "5s",
        "6s",
        "7s",
        "8s",
        "8s",
        "8s",
    ]
    buttons = player.window.hand_row.tile_buttons()
    assert buttons[-1].is_win and buttons[-1].code == "8s"
    assert not any(b.is_win for b in buttons[:-1])
    # right-click another tile: it becomes the winning tile
    player.click_widget(buttons[8], Qt.MouseButton.RightButton)
    assert player.hand()[-1] == "5s"
    assert player.window.hand_row.tile_buttons()[-1].is_win
    assert player.find("notation").text() == HAND


def test_pick_winning_tile_mode_then_click(player) -> None:
    player.click_tiles(HAND)
    player.click("pick-win")
    player.click_widget(player.window.hand_row.tile_buttons()[0])
    assert player.hand() == [
        "3m",
        "4m",
        "5p",
        "6p",
        "7p",
        "3s",
        "4s",
        "5s",
        "6s",
        "7s",
        "8s",
        "8s",
        "8s",
        "2m",
    ]
    assert len(player.hand()) == 14, "picking does not remove"
    assert not player.find("pick-win", QToolButton).isChecked()


def test_click_a_hand_tile_removes_it(player) -> None:
    player.click_tiles("123m")
    player.click_widget(player.window.hand_row.tile_buttons()[1])
    assert player.hand() == ["1m", "3m"]
    assert player.headline == "2\u00a0of 14\u00a0tiles"


def test_tsumo_mangan_with_honba_and_sticks(player) -> None:
    enter_riichi_hand(player)
    player.click("tsumo")
    assert player.headline == "Mangan — 2000 / 4000"
    honba = player.find("honba", QSpinBox)
    honba.selectAll()
    player.type("2", honba)
    sticks = player.find("sticks", QSpinBox)
    sticks.selectAll()
    player.type("1", sticks)
    assert player.headline == "Mangan — 2000 / 4000 + 600\u00a0honba + 1000\u00a0sticks"
    arithmetic = player.find("arithmetic", QLabel).text()
    assert "Honba: 2 × 100 = 200\u00a0more from each payer" in arithmetic
    assert player.find("arithmetic-total", QLabel).text() == "Total: 4200 + 2200 + 2200 + 1000 = 9600"
    assert player.find("amount-E", QLabel).text() == "−4200"


def test_ron_mangan_headline_as_said_at_the_table(player) -> None:
    enter_riichi_hand(player)
    player.check("ippatsu")
    assert player.headline == "Mangan — 8000"


def test_palette_counts_and_greying(player) -> None:
    five = player.tile("5m")
    assert five.isEnabled()
    player.click_tiles("55m")
    assert player.window.palette_widget.buttons["5m"]._badge == 1
    player.click_tiles("5m")
    assert not five.isEnabled()
    assert "0 left" in five.toolTip()
    assert player.tile("0m").isEnabled()


def test_melds_by_mode_and_click_to_remove(player) -> None:
    player.mode("chi")
    player.click_tiles("3m")
    player.mode("pon")
    player.click_tiles("7z")
    player.mode("ankan")
    player.click_tiles("9s")
    melds = [m for m in player.window.hand_row.meld_buttons() if m.isVisible()]
    assert [m.meld.kind for m in melds] == ["chi", "pon", "ankan"]
    assert [t.code for t in melds[0].meld.tiles] == ["3m", "4m", "5m"]
    assert melds[0].meld.sideways == 0
    assert melds[2].meld.face_down == (0, 3)
    assert player.find("notation").text() == "(345m) (777z) [9999s]"
    assert player.tile("7z")._badge == 1
    player.click_widget(melds[1])
    remaining = [m.meld.kind for m in player.window.hand_row.meld_buttons() if m.isVisible()]
    assert remaining == ["chi", "ankan"]


def test_a_closed_kan_of_four_tiles_already_in_the_hand(player) -> None:
    """Four 1z clicked into the hand, then the closed kan mode: the 1z button was greyed ("A kan
    needs all four of this tile."); now it moves the four into the kan."""
    player.click_tiles("234m567p1111z88s55s")
    player.mode("ankan")
    east = player.tile("1z")
    assert east.isEnabled()
    assert east.toolTip().endswith("The kan takes the 4 tiles of this kind that are in the hand.")
    player.click_tiles("1z")
    melds = [m for m in player.window.hand_row.meld_buttons() if m.isVisible()]
    assert [(m.meld.kind, m.meld.face_down) for m in melds] == [("ankan", (0, 3))]
    assert "1z" not in player.hand() and len(player.hand()) == 10
    player.click_tiles("5s")
    player.click("tsumo")
    assert player.find("notation").text() == "234m567p5588s5s [1111z]"
    assert player.headline == "3900\u00a0all"


def test_right_click_a_chi_to_use_the_red_five(player) -> None:
    player.mode("chi")
    player.click_tiles("4p")
    meld = player.window.hand_row.meld_buttons()[0]
    assert "Right-click to swap the red five" in meld.toolTip()
    player.click_widget(meld, Qt.MouseButton.RightButton)
    assert [t.code for t in meld.meld.tiles] == ["4p", "0p", "6p"]
    assert player.find("notation").text() == "(406p)"
    assert not player.tile("0p").isEnabled()  # the red five is in the chi now
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert player.find("notation").text() == "(456p)"
    player.mode("pon")
    player.click_tiles("5z")
    white = player.window.hand_row.meld_buttons()[1]
    assert "red five" not in white.toolTip()  # 5z is the white dragon


def test_dora_indicator_shows_its_dora_and_a_free_slot_for_more(player) -> None:
    dora_mode = player.find("mode-dora", QToolButton)
    player.mode("dora")
    player.click_tiles("9p")
    slot = player.find("dora-0", IndicatorButton)
    assert slot.indicator is not None and slot.indicator.dora.code == "1p"
    assert not dora_mode.isChecked(), "after an indicator the palette goes back to the hand"
    assert dora_mode.isEnabled()
    assert player.find("dora-1", IndicatorButton).isVisible()
    QApplication.processEvents()  # a widget put into a shown layout shows itself by a queued call
    shown = [
        (b.objectName(), b.accessibleName(), b.toolTip())
        for b in player.window.findChildren(IndicatorButton)
        if b.objectName().startswith("dora-") and b.isVisible()
    ]
    assert [name for name, _, _ in shown] == ["dora-0", "dora-1"], "one free slot at a time"
    assert shown[1][1:] == ("Empty indicator slot", "Click, then pick the indicator on the palette")
    assert all(named and tip for _, named, tip in shown), shown
    player.click("dora-1")  # the free slot switches to dora mode
    assert dora_mode.isChecked()
    player.click_tiles("7z")
    slot = player.find("dora-1", IndicatorButton)
    assert slot.indicator is not None and slot.indicator.dora.code == "5z"


def test_three_dora_indicators_on_a_hand_without_kan_are_scored(player) -> None:
    """Other players' kans turn indicators too (RULES.md §1): 1m 4p 2s make 2m 5p 3s, one each."""
    player.click_tiles(HAND)
    player.check("riichi")
    player.choose("seat", 1)
    for index, code in enumerate(("1m", "4p", "2s")):
        player.click(f"dora-{index}")
        player.click_tiles(code)
    shown = [player.find(f"dora-{i}", IndicatorButton).indicator for i in range(3)]
    assert [v.dora.code for v in shown if v is not None] == ["2m", "5p", "3s"]
    assert player.find("dora-3", IndicatorButton).isVisible()  # a fourth may follow
    assert player.headline.startswith("Haneman")
    assert player.find("amount-S", QLabel).text() == "+12\u202f000"
    dora_row = [row for row in player.rows("yaku") if "Dora" in row]
    assert len(dora_row) == 1 and player.numbers("yaku")[-1] == "3\u00a0han"


def test_five_dora_indicators_fill_the_row_and_ura_follow_them(player) -> None:
    player.check("riichi")
    dora_mode = player.find("mode-dora", QToolButton)
    ura_mode = player.find("mode-ura", QToolButton)
    assert ura_mode.isEnabled(), "ura may come before any dora indicator (RULES.md §1)"
    for index, code in enumerate(("1m", "2m", "3m", "4m", "6m")):
        player.click(f"dora-{index}")
        player.click_tiles(code)
    assert all(player.find(f"dora-{i}", IndicatorButton).indicator is not None for i in range(5))
    assert not dora_mode.isEnabled() and "At most 5 dora indicators" in dora_mode.toolTip()
    assert ura_mode.isEnabled()
    player.click("ura-0")
    player.click_tiles("9s")
    assert player.find("ura-0", IndicatorButton).indicator is not None
    assert player.find("ura-1", IndicatorButton).isVisible()


# ---------------------------------------------------------------------------------------------
# disabled options and their tooltips
# ---------------------------------------------------------------------------------------------


def test_impossible_options_are_disabled_and_say_why(player) -> None:
    riichi = player.find("riichi", QCheckBox)
    rinshan = player.find("rinshan", QCheckBox)
    ippatsu = player.find("ippatsu", QCheckBox)
    ura = player.find("mode-ura", QToolButton)
    assert not rinshan.isEnabled()
    assert "Rinshan kaihou is a tsumo" in rinshan.toolTip() or "needs a kan" in rinshan.toolTip()
    assert not ippatsu.isEnabled() and "Ippatsu needs riichi" in ippatsu.toolTip()
    assert not ura.isEnabled() and "Ura dora count only with riichi" in ura.toolTip()
    player.mode("pon")
    player.click_tiles("7z")
    assert not riichi.isEnabled()
    assert "Riichi needs a closed hand" in riichi.toolTip()
    player.click("tsumo")
    assert not rinshan.isEnabled() and "needs a kan" in rinshan.toolTip()
    player.mode("kan")
    player.click_tiles("1z")
    assert rinshan.isEnabled()
    assert player.find("haitei", QCheckBox).isEnabled()
    assert not player.find("houtei", QCheckBox).isEnabled()


def test_disabled_discarder_on_tsumo(player) -> None:
    combo = player.find("discarder")
    assert combo.isEnabled()
    player.click("tsumo")
    assert not combo.isEnabled()
    assert "only on ron" in combo.toolTip()


# ---------------------------------------------------------------------------------------------
# notation
# ---------------------------------------------------------------------------------------------


def test_typing_anywhere_updates_the_tiles(player) -> None:
    player.type(HAND)
    notation = player.find("notation")
    assert notation.text() == HAND
    assert player.hand()[-1] == "5s" and len(player.hand()) == 14
    assert player.headline == "2900"  # tanyao pinfu, 2 han 30 fu, the dealer's ron (East, the default seat)
    player.type(" (777z)")
    assert player.headline == "Too many tiles"


def test_clicking_updates_the_text(player) -> None:
    player.type("11z")
    player.click_tiles("1m")
    assert player.find("notation").text() == "11z1m"


def test_notation_error_is_underlined_and_explained(player) -> None:
    player.type("123m45")
    error = player.find("notation-error", QLabel)
    assert error.isVisible()
    assert 'Digits "45" at position 5' in error.full_text()
    assert player.window.notation.error_range == (4, 2)
    assert player.hand() == ["1m", "2m", "3m"], "the tiles stay as last read"
    player.type("p")
    assert error.full_text() == ""
    assert player.window.notation.error_range is None
    assert player.hand() == ["1m", "2m", "3m", "4p", "5p"]


def test_meld_notation_errors(player) -> None:
    player.type("11z (124m)")
    error = player.find("notation-error", QLabel)
    assert "(124m) at position 5 is not a meld" in error.full_text()


# ---------------------------------------------------------------------------------------------
# undo / redo and shortcuts
# ---------------------------------------------------------------------------------------------


def test_undo_redo_every_edit_with_keys(player) -> None:
    player.click_tiles("123m")
    player.check("riichi")
    player.type("456p", player.find("notation"))
    ctrl = Qt.KeyboardModifier.ControlModifier
    shift = Qt.KeyboardModifier.ShiftModifier
    player.key(Qt.Key.Key_Z, ctrl)  # the typed notation, as one step
    assert player.hand() == ["1m", "2m", "3m"]
    player.key(Qt.Key.Key_Z, ctrl)  # riichi
    assert not player.find("riichi", QCheckBox).isChecked()
    player.key(Qt.Key.Key_Z, ctrl)
    assert player.hand() == ["1m", "2m"]
    player.key(Qt.Key.Key_Z, ctrl | shift)
    player.key(Qt.Key.Key_Z, ctrl | shift)
    assert player.find("riichi", QCheckBox).isChecked()
    assert player.hand() == ["1m", "2m", "3m"]


def test_shortcuts_tsumo_riichi_clear(player) -> None:
    player.click_tiles(HAND)
    player.window.activateWindow()
    player.window.setFocus()
    player.key(Qt.Key.Key_T)
    assert player.find("tsumo").isChecked()
    player.key(Qt.Key.Key_R)
    assert player.find("riichi", QCheckBox).isChecked()
    player.key(Qt.Key.Key_Escape)
    assert player.hand() == []
    assert not player.find("riichi", QCheckBox).isChecked()
    assert player.headline == "Enter a hand"


def test_copy_result_as_text(player) -> None:
    enter_riichi_hand(player)
    player.window.setFocus()
    player.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    text = QGuiApplication.clipboard().text()
    assert "Hand: 234m567p3467888s5s" in text
    assert "7700" in text and "Riichi" in text


# ---------------------------------------------------------------------------------------------
# hovering a fu item, the table, readings, payments
# ---------------------------------------------------------------------------------------------


def test_hovering_a_fu_item_highlights_its_tiles(player) -> None:
    player.type("123m999p46s789s55z5s")
    player.click("tsumo")
    player.choose("seat", 1)
    fu = player.find("fu", ResultList)
    rows = fu.rows()
    texts = [row.plain for row in rows]
    index = next(i for i, t in enumerate(texts) if t.startswith("closed triplet"))
    row = rows[index]
    center = QPointF(row.rect().center())
    QApplication.sendEvent(row, QEnterEvent(center, center, QPointF(row.mapToGlobal(row.rect().center()))))
    lit = [b.code for b in player.window.hand_row.tile_buttons() if b.highlighted]
    assert lit == ["9p", "9p", "9p"]
    player.qtbot.mouseMove(player.find("headline"))
    from PySide6.QtCore import QEvent

    QApplication.sendEvent(row, QEvent(QEvent.Type.Leave))
    assert not any(b.highlighted for b in player.window.hand_row.tile_buttons())


def test_score_table_lights_this_cell(player) -> None:
    enter_riichi_hand(player)
    tabs = player.find("details", QTabWidget)
    bar = tabs.tabBar()
    player.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    table = player.find("score-table", ScoreTable)
    assert table.isVisible()
    assert table.lit_cell is not None
    row, col = table.lit_cell
    assert table.verticalHeaderItem(row).text() == "30 fu"
    assert table.horizontalHeaderItem(col).text() == "4 han"
    assert table.item(row, col).text() == "7700"


def test_readings_list_marks_the_chosen(player) -> None:
    player.type("111222333m789s55z")
    player.click("tsumo")
    tabs = player.find("details", QTabWidget)
    bar = tabs.tabBar()
    player.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    readings = player.window.readings
    assert len(readings.rows()) >= 2
    starred = [readings.column(i)["head"].text() for i in range(len(readings.rows()))]
    assert sum(1 for t in starred if t.startswith("★")) == 1


def test_click_a_payer_card_to_choose_the_discarder(player) -> None:
    enter_riichi_hand(player)
    player.click("seat-N")
    assert player.find("amount-N", QLabel).text() == "−7700"
    assert player.find("amount-W", QLabel).text() == "0"


# ---------------------------------------------------------------------------------------------
# errors and no-win hands
# ---------------------------------------------------------------------------------------------


def test_yakuless_hand_has_an_inline_message(player) -> None:
    player.type("123m567p789s444z11s")
    player.choose("seat", 1)
    assert player.headline == "No yaku"
    # no dora on this hand: the message does not speak of them
    assert any("No yaku: the hand needs at least one yaku" in m for m in player.messages())
    assert not any("dora" in m for m in player.messages())
    note = player.find("yaku-placeholder", QLabel)
    assert note.isVisible() and note.text() == "No yaku: the hand needs at least one"
    assert player.rows("fu"), "the fu are still shown"
    payments = player.window.findChild(QWidget, "payments")  # made with the first view that pays
    assert payments is None or not payments.isVisible()


def test_invalid_situation_message(player) -> None:
    player.click_tiles(HAND)
    player.check("chankan")
    player.click("tsumo")
    assert player.headline == "Check the hand"
    assert any("Chankan is a ron" in m for m in player.messages())
    # a checked flag that became impossible stays enabled so it can be cleared
    chankan = player.find("chankan", QCheckBox)
    assert chankan.isEnabled() and chankan.isChecked()
    player.check("chankan")
    assert player.headline != "Check the hand"


def test_haitei_follows_the_switch_to_ron(player) -> None:
    player.click_tiles(HAND)
    player.click("tsumo")
    player.check("haitei")
    player.click("ron")
    assert not player.find("haitei", QCheckBox).isChecked()
    assert player.find("houtei", QCheckBox).isChecked()


def test_too_many_copies_and_tile_count_errors(player) -> None:
    player.type("111112m")
    assert any("1m appears 5\u00a0times" in m for m in player.messages())
    player.key(Qt.Key.Key_Escape)  # leaves the notation field
    player.key(Qt.Key.Key_Escape)  # the next hand
    player.type("123m456p789s11z22z33z")
    assert player.headline == "Too many tiles"
    assert any("Concealed tiles: 15" in m for m in player.messages())


def test_not_complete_hand(player) -> None:
    player.type("123m456p789s135z77z")
    assert player.headline == "Not a complete hand"
    assert any("not a complete hand" in m for m in player.messages())


# ---------------------------------------------------------------------------------------------
# waits
# ---------------------------------------------------------------------------------------------


def test_thirteen_tiles_show_waits_and_furiten(player) -> None:
    player.type("234m567p3467888s")
    player.check("riichi")
    assert player.headline == "Tenpai: 2s 5s"
    table = player.find("waits", WaitsTable)
    assert table.isVisible()
    items = [table.topLevelItem(i) for i in range(table.topLevelItemCount())]
    assert [i.text(0) for i in items] == ["2s", "5s"]
    assert items[0].text(2) == "5800 · 3\u00a0han 30\u00a0fu"  # the dealer's riichi tanyao pinfu
    player.click("discards-mode")
    player.click_tiles("5s")
    discards = [b.code for b in player.window.discards.buttons() if b.isVisible()]
    assert discards == ["5s"]
    assert player.headline == "Tenpai, furiten: 2s 5s"
    furiten = player.find("furiten", QLabel)
    assert furiten.isVisible() and "Furiten" in furiten.text()
    items = [table.topLevelItem(i) for i in range(table.topLevelItemCount())]
    # why on the first line, what it would have paid on the second; the whole in the tooltip
    assert items[1].text(2) == "furiten, no ron\n(5800 · 3\u00a0han 30\u00a0fu)"
    assert items[1].toolTip(2) == "furiten, no ron (5800 · 3 han 30 fu)"
    player.click_widget(player.window.discards.buttons()[0])
    assert player.headline == "Tenpai: 2s 5s"


# ---------------------------------------------------------------------------------------------
# accessibility
# ---------------------------------------------------------------------------------------------


def test_key_widgets_have_object_and_accessible_names(player) -> None:
    for code in ("5m", "0p", "7z", "0s", "1s"):
        tile = player.tile(code)
        assert tile.accessibleName()
    assert player.tile("0p").accessibleName() == "red 5 pin"
    for name in ("notation", "headline", "yaku", "fu"):
        widget = player.find(name)
        assert widget.accessibleName(), name
    enter_riichi_hand(player)
    assert player.find("headline").accessibleName() == "7700"
    hand = player.window.hand_row.tile_buttons()
    assert hand[-1].accessibleName() == "5 sou, the winning tile"
    assert isinstance(hand[0], TileButton)
    assert all(isinstance(m, MeldButton) for m in player.window.hand_row.meld_buttons())


def test_a_note_when_the_hand_is_full(player) -> None:
    player.click_tiles(HAND)
    player.click_widget(player.tile("1m"))
    assert "full" in player.window.messages.texts()[0]
    assert len(player.hand()) == 14


def test_palette_tile_tooltip_counts(player) -> None:
    assert player.tile("3p").toolTip().startswith("3 pin: 4 left")
    _ = QPoint


def test_score_table_follows_changes_while_shown(player) -> None:
    enter_riichi_hand(player)
    tabs = player.find("details", QTabWidget)
    bar = tabs.tabBar()
    player.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    player.click("tsumo")
    table = player.find("score-table", ScoreTable)
    row, col = table.lit_cell
    assert table.item(row, col).text() == "2000 / 4000"
    assert table.verticalHeaderItem(row).text().startswith("Mangan")
    assert "tsumo" in player.find("score-table-title", QLabel).text()


def test_rules_preset_and_option(player) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    enter_riichi_hand(player)  # 4 han 30 fu: 7700
    # the menu's actions are made when it first opens
    assert player.window.findChild(QAction, "option-kiriage") is None
    menu = player.find("rule-options-menu", QMenu)
    menu.aboutToShow.emit()  # what Qt sends as the menu opens (a popup warns offscreen)
    kiriage = player.window.findChild(QAction, "option-kiriage")
    assert kiriage is not None and not kiriage.isChecked()
    kiriage.trigger()  # as picked from the Options menu
    assert player.headline == "Mangan — 8000"
    assert kiriage.isChecked()
    player.choose("preset", 1)  # EMA: no red fives
    assert player.find("preset").currentData() == "ema"
    red = player.tile("0p")
    assert not red.isEnabled()
    assert "no red fives" in red.toolTip()
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert player.find("preset").currentData() == "seed"
    assert player.tile("0p").isEnabled()


def test_tile_pixmap_disk_cache(qapp, tmp_path, monkeypatch) -> None:
    from mjgui.gui import tiles
    from mjgui.gui.tiles import TileArt

    drawn: list[str] = []  # the tiles whose SVG was read to draw them
    real_svg = tiles.tile_svg
    monkeypatch.setattr(tiles, "tile_svg", lambda code: drawn.append(code) or real_svg(code))
    first = TileArt(disk=tmp_path)
    pix = first.pixmap("5m", 36, 48, 1.0)
    files = list(tmp_path.glob("5m-36x48-1-u.argb"))
    assert len(files) == 1
    assert files[0].stat().st_size == 12 + 36 * 48 * 4  # the raw pixels after a 12-byte header
    assert drawn == ["5m"]
    assert not list(tmp_path.glob(".*.tmp")), "written through a temporary file, renamed"
    second = TileArt(disk=tmp_path)
    again = second.pixmap("5m", 36, 48, 1.0)
    assert again.toImage() == pix.toImage()
    assert drawn == ["5m"], "read from the cache, not drawn again"
    # a damaged or cut-off file is drawn again from the SVG (and replaced), never shown
    for damage in (files[0].read_bytes()[:100], b"junk" + files[0].read_bytes()[4:]):
        files[0].write_bytes(damage)
        third = TileArt(disk=tmp_path)
        drawn.clear()
        assert third.pixmap("5m", 36, 48, 1.0).toImage() == pix.toImage()
        assert drawn == ["5m"]
        assert files[0].stat().st_size == 12 + 36 * 48 * 4
    sideways = second.pixmap("5m", 36, 48, 2.0, sideways=True)
    assert (sideways.width(), sideways.height()) == (96, 72)


def test_an_exhausted_tiles_zero_badge_can_be_read(qapp) -> None:
    """All four copies used: the palette tile is greyed out, and its 0 badge keeps a readable
    contrast (it was grey on grey)."""
    from mjgui.gui.tiles import TileButton, _badge_pixmap

    def luminance(rgb: int) -> float:
        def channel(c: int) -> float:
            c2 = c / 255
            return c2 / 12.92 if c2 <= 0.03928 else ((c2 + 0.055) / 1.055) ** 2.4

        r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

    tile = TileButton("1m")
    tile.setEnabled(False)
    image = _badge_pixmap(tile, 0, 18.0).toImage()
    inside = [
        image.pixel(x, y)
        for y in range(5, image.height() - 5)
        for x in range(5, image.width() - 5)
        if (image.pixel(x, y) >> 24) == 255  # opaque: the badge itself
    ]
    lum = [luminance(p) for p in inside]
    assert (max(lum) + 0.05) / (min(lum) + 0.05) >= 4.5


def test_every_hand_the_notation_field_offers_as_an_example_wins(player) -> None:
    # "11z234p5s (789m) [7777s] 5s" was 13 tiles (tenpai) and the placeholder's
    # "234m567p3467888s5s (123m) [5555p]" 20 (too many): each example typed as a player would,
    # the placeholder whole in a 1024-pixel window
    import re

    from mjgui.gui.window import notation_help

    window = player.window
    for lang in ("en", "ru"):
        window.set_language(lang)
        help_text = notation_help()
        placeholder = window.notation.placeholderText()
        examples = re.findall(r"(?:Example|Пример): (.+?) \((?:the last|выигрывает)", help_text)
        examples.append(re.split(r",? (?:e\.g\.|например) ", placeholder)[1])
        assert len(examples) == 2, (lang, examples)
        for example in examples:
            window.notation.clear()
            player.type(example, window.notation)
            assert window.headline.tone == "win", (lang, example, player.headline)
        window.notation.clear()
        window.resize(1024, 640)
        player.qtbot.waitUntil(lambda: window.notation.width() < 600)
        room = window.notation.contentsRect().width() - 12  # the frame's and the text's margins
        assert window.notation.fontMetrics().horizontalAdvance(placeholder) <= room, lang
    assert player.headline == "2900"  # the last: chun (a closed kan of red dragons) 1 han 60 fu, dealer ron


def test_the_notation_syntax_box_lets_qt_wrap_its_sentences(player, monkeypatch) -> None:
    """Help > Notation syntax: the text had line breaks within its sentences ("... East South
    West North,\n  White Green Red)"), and the box broke the long lines again: ragged lines.
    Each line is now a whole paragraph or a list item, shown as rich text Qt wraps."""
    from PySide6.QtWidgets import QMessageBox

    from mjgui.gui.window import notation_help

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda _p, _t, text: shown.append(text)))
    window = player.window
    for lang in ("en", "ru"):
        window.set_language(lang)
        lines = notation_help().splitlines()
        assert len(lines) == 7, lang
        assert all(line.rstrip().endswith((":", ".", ")")) for line in lines), (lang, lines)
        window.act_notation_help.trigger()
        text = shown[-1]
        assert text.startswith("<p") and text.count("<li>") == 3 and "\n" not in text, lang
        # the field's tooltip wraps them too (once the window has its words in the language)
        player.qtbot.waitUntil(lambda text=text: window.notation.toolTip() == text)
    assert "East South West North, White Green Red" in shown[0]


@pytest.mark.parametrize(("preset", "players"), [("seed", 4), ("tenhou-sanma", 3)])
def test_the_notation_help_is_rich_text_at_either_table(
    player, monkeypatch, preset: str, players: int
) -> None:
    """The field's tooltip and Help > Notation syntax: the help of the rules' table (three
    players: no 2m-8m, no chi), as rich text Qt wraps, its "• " lines a list, in English and in
    Russian. Only the four-player help was checked, and only as plain text: a three-player
    tooltip or box in plain text again went unnoticed."""
    import re
    from html import escape

    from PySide6.QtWidgets import QComboBox, QMessageBox

    from mjgui.gui.window import notation_help

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda _p, _t, text: shown.append(text)))
    window = player.window
    combo = player.find("preset", QComboBox)
    index = combo.findData(preset)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert window.controller.view().players == players
    words = {
        "en": ("Three players play no 2m to 8m", "three players call no chi", "(123m) chi"),
        "ru": ("Втроём не играют 2m–8m", "втроём чи не объявляют", "(123m) чи"),
    }
    for lang in ("en", "ru"):
        window.set_language(lang)
        plain = notation_help(players)
        items = [
            escape(line[2:].strip(), quote=False) for line in plain.splitlines() if line.startswith("• ")
        ]
        assert len(items) == 7 - players, (lang, plain)  # three players: a line of no 2m-8m more
        window.act_notation_help.trigger()
        box = shown[-1]
        assert box.startswith("<p") and "\n" not in box and "•" not in box, (lang, box)
        assert re.findall(r"<li>(.*?)</li>", box) == items, (lang, box)
        player.qtbot.waitUntil(lambda box=box: window.notation.toolTip() == box)  # the tooltip too
        no_manzu, no_chi, chi = words[lang]
        if players == 3:
            assert no_manzu in box and no_chi in box and "(123m)" not in box, (lang, box)
        else:
            assert chi in box and no_manzu not in box and no_chi not in box, (lang, box)


def test_the_situation_tips_say_the_rules_as_they_are(player) -> None:
    # rinshan is also the replacement tile of a North set aside (three players, RULES.md §9),
    # and double riichi needs an uninterrupted first go-around
    from mjgui.gui.situation import flag_help

    window = player.window
    player.type("234m567p345s678s5s(5555p)")  # a kan
    window.situation.tsumo.click()
    checks = window.situation.checks
    for lang, north, no_call, any_call, call_or_kan, abortive in (
        (
            "en",
            "also after a North set aside",
            "with no call before it",
            "before any call",
            "before any call or kan",
            "abortive draws",
        ),
        (
            "ru",
            "и после отложенного Севера",
            "если до него не было объявлений",
            "до любых объявлений",
            "объявлений и канов",
            "абортивн",
        ),
    ):
        window.set_language(lang)
        assert north in flag_help("rinshan") and checks["rinshan"].toolTip() == flag_help("rinshan")
        assert no_call in flag_help("double_riichi")
        for flag in ("chiihou", "renhou"):  # the first go-around ends with any call
            assert any_call in flag_help(flag), (lang, flag)
        # chiihou is also void after a kan before it (RULES.md §3)
        assert call_or_kan in flag_help("chiihou"), lang
        # the seed rules have no abortive draws (RULES.md §7): the renchan's tip names none
        assert abortive not in window.situation.counts["renchan"].toolTip(), lang


def test_the_counters_fields_stop_at_the_cores_max_count(player) -> None:
    """The fields and ``score --honba`` share one bound (mjgui.core.scoring.points.MAX_COUNT)."""
    from mjgui.core.scoring.points import MAX_COUNT

    for name in ("honba", "sticks", "renchan"):
        spin = player.find(name, QSpinBox)
        assert (spin.minimum(), spin.maximum()) == (0, MAX_COUNT)


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "Fu: none (mangan)"), ("ru", "Фу: нет (манган)"), ("en", "Fu: not counted for a yakuman")],
)
def test_the_fu_title_of_a_hand_paid_by_its_limit_fits_at_1024(
    make_window, qtbot, lang: str, title: str
) -> None:
    # "Fu: not counted: renhou is paid" was cut at 1024 x 640, with no tooltip and two colons
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.arguments import parse_score_args

    words = (
        ["19m19p19s1234567z1m"] if "yakuman" in title else ["234m567p234s55s678s", "--renhou", "--seat", "S"]
    )
    controller = Controller(lang)
    request, _ = parse_score_args(words)
    controller.load_spec(request.spec, record=False)
    window = make_window(lang, controller)
    window.resize(1024, 640)
    label = window.fu_list.title
    # (its one sentence under the yaku, as wide as the results: laid out at 1024 once they narrow)
    qtbot.waitUntil(lambda: window.width() == 1024 and window.stack.width() < 500)
    assert label.text() == title
    assert label.fontMetrics().horizontalAdvance(label.text()) <= window.fu_list.viewport().width()

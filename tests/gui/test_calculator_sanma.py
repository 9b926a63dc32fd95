"""The calculator in three-player rules (issue 27), clicked as a player would: the preset chosen
from the rules selector, no 2m..8m and no Chi, seats E S W, the Nuki count beside the dora, the
nuki dora row, three payment cards, the arithmetic, waits and shanten without the removed tiles,
and back to four players.

The expected payments are the score command's, written down as literals:
``mjgui score 123p456p789s555z99m --riichi --tsumo --seat S --dora 3z --nuki 2 --rules
tenhou-sanma`` (7 han 40 fu: E −6000, S +9000, W −3000),
``mjgui score 11m99m22p33p44p55s66s --seat W --from E --nuki 1 --honba 2 --rules tenhou-sanma``
(3 han 25 fu: E −3600, W +3600) and the same with ``--tsumo`` (E −3400, S −1800, W +5200).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QSpinBox,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from mjgui.gui.tiles import TileButton
from mjgui.gui.util import one_word

REMOVED = ("2m", "3m", "4m", "5m", "6m", "7m", "8m", "0m")
MANZU_2_8 = re.compile(r"\b[2-8]m|[0-9][2-8]m")

# a popup on the offscreen platform: it cannot raise the window or grab the keyboard, and says so
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing"
)


def choose_preset(player: object, name: str) -> None:
    """Open the rules selector and click the preset's row in its popup, as a player does."""
    qtbot = player.qtbot  # type: ignore[attr-defined]
    combo = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    assert isinstance(combo, QComboBox)
    index = combo.findData(name)
    assert index >= 0, name
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    # the popup takes no release within a double-click's time of opening (a click that opened it)
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    view.scrollTo(combo.model().index(index, 0))
    point = view.visualRect(combo.model().index(index, 0)).center()
    qtbot.mouseMove(view.viewport(), point)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point, delay=50)
    qtbot.waitUntil(lambda: player.window.controller.state.preset == name)  # type: ignore[attr-defined]
    assert combo.currentData() == name


def nuki_up(player: object, times: int) -> None:
    spin = player.find("nuki-count", QSpinBox)  # type: ignore[attr-defined]
    for _ in range(times):
        player.qtbot.keyClick(spin, Qt.Key.Key_Up)  # type: ignore[attr-defined]


def shown(player: object, name: str) -> bool:
    """Is the widget of this name on screen? A widget made only when first needed (the nuki box
    of three players) is not shown before it is made."""
    widget = player.window.findChild(QWidget, name)  # type: ignore[attr-defined]
    return widget is not None and bool(widget.isVisible())


def amounts(player: object) -> dict[str, str]:
    """The payment cards shown: wind letter -> amount."""
    out = {}
    for wind in "ESWN":
        card = player.find(f"seat-{wind}")  # type: ignore[attr-defined]
        if card.isVisible():
            out[wind] = player.find(f"amount-{wind}", QLabel).text()  # type: ignore[attr-defined]
    return out


def test_the_three_player_preset_hides_the_manzu_chi_and_north_and_four_players_bring_them_back(
    player: object,
) -> None:
    assert all(shown(player, f"tile-{code}") for code in REMOVED)
    assert not shown(player, "nuki")
    choose_preset(player, "tenhou-sanma")
    assert player.find("preset", QComboBox).currentText() == "Tenhou, three players"  # type: ignore[attr-defined]
    # the palette: 1m and 9m side by side, no 2m..8m and no red 5m buttons at all
    assert not any(shown(player, f"tile-{code}") for code in REMOVED)
    one, nine, two_p = (player.tile(c) for c in ("1m", "9m", "2p"))  # type: ignore[attr-defined]
    assert nine.isVisible() and nine.x() == two_p.x() and nine.y() == one.y()
    assert player.tile("0p").isEnabled() and player.tile("0s").isEnabled()  # type: ignore[attr-defined]
    # no Chi; seats, rounds and the discarder East, South and West
    assert not shown(player, "mode-chi") and shown(player, "mode-pon")
    assert [shown(player, f"seat-{w}") for w in range(4)] == [True, True, True, False]
    assert [shown(player, f"round-{w}") for w in range(4)] == [True, True, True, False]
    player.click("seat-1")  # type: ignore[attr-defined]
    discarder = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    assert [discarder.itemText(i) for i in range(discarder.count())] == ["next player", "East 東", "West 西"]
    # the Nuki count, beside the dora indicators
    assert shown(player, "nuki") and player.find("nuki-label", QLabel).text() == "Nuki"  # type: ignore[attr-defined]
    dora, nuki = player.find("dora"), player.find("nuki")  # type: ignore[attr-defined]
    assert nuki.y() == dora.y() and nuki.x() > dora.x()
    # back to four players: everything as before
    choose_preset(player, "seed")
    assert all(shown(player, f"tile-{code}") for code in REMOVED)
    assert player.tile("2m").x() == two_p.x()  # type: ignore[attr-defined]
    assert player.tile("9m").x() > player.tile("8m").x()  # type: ignore[attr-defined]
    assert shown(player, "mode-chi") and shown(player, "seat-3") and shown(player, "round-3")
    assert not shown(player, "nuki")
    assert discarder.count() == 4


def test_the_seat_boxes_list_the_views_seats_in_every_language(player: object) -> None:
    """The discarder's and the liable seat's boxes show the seats the view offers (the
    controller decides them, once): after a language switch too, the widget does not make a
    list of its own from the seat box."""
    choose_preset(player, "tenhou-sanma")
    player.click("seat-1")  # type: ignore[attr-defined]
    window = player.window  # type: ignore[attr-defined]
    view = window.controller.view()
    assert view.discarder_seats == view.liable_seats == (0, 2)
    # a view that offers other seats (as a change of the rule would): shown as it says
    window.situation.set_view(view._replace(discarder_seats=(2,), liable_seats=(0,)))
    discarder = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    liable = player.find("liable", QComboBox)  # type: ignore[attr-defined]

    def items(box: QComboBox) -> list[str]:
        return [box.itemText(i) for i in range(box.count())]

    assert items(discarder) == ["next player", "West 西"]
    assert items(liable) == ["nobody", "East 東"]
    # worded again (a language switch reaches the panel): the same lists
    QApplication.sendEvent(window.situation, QEvent(QEvent.Type.LanguageChange))
    assert items(discarder) == ["next player", "West 西"]
    assert items(liable) == ["nobody", "East 東"]
    window.set_language("ru")
    QApplication.processEvents()
    assert items(discarder) == ["следующий игрок", "Восток 東", "Запад 西"]  # the view's again


def test_a_clicked_tsumo_with_two_nuki_pays_three_cards(player: object) -> None:
    choose_preset(player, "tenhou-sanma")
    player.click_tiles("123p456p789s555z99m")  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3z")  # type: ignore[attr-defined]  # West indicates North
    assert player.headline == "1300 / 2600"  # type: ignore[attr-defined]  # no North: no dora yet
    assert player.tile("4z").badge == 4  # type: ignore[attr-defined]
    assert player.find("nuki-tile", TileButton).badge is None  # type: ignore[attr-defined]
    nuki_up(player, 1)
    player.click_widget(player.find("nuki-tile", TileButton))  # type: ignore[attr-defined]
    assert player.window.controller.state.nuki == 2  # type: ignore[attr-defined]
    assert player.find("nuki-count", QSpinBox).value() == 2  # type: ignore[attr-defined]
    assert player.tile("4z").badge == 2  # type: ignore[attr-defined]  # the Norths set aside are seen
    assert player.find("nuki-tile", TileButton).badge == 2  # type: ignore[attr-defined]
    # 7 han 40 fu: 3000 / 6000, the nuki dora its own row
    assert player.headline == "Haneman — 3000 / 6000"  # type: ignore[attr-defined]
    yaku = player.rows("yaku")  # type: ignore[attr-defined]
    assert any("Nuki dora" in row and one_word("抜きドラ") in row for row in yaku), yaku
    assert any(row.startswith("<b>Dora</b>") for row in yaku), yaku
    assert player.numbers("yaku") == ["1\u00a0han", "1\u00a0han", "1\u00a0han", "2\u00a0han", "2\u00a0han"]  # type: ignore[attr-defined]
    # three cards: the North card is not shown
    assert amounts(player) == {"E": "−6000", "S": "+9000", "W": "−3000"}
    assert not shown(player, "seat-N")
    arithmetic = player.window.arithmetic  # type: ignore[attr-defined]
    assert any("Nuki dora 2" in line for line in arithmetic.lines)
    assert any("the other non-dealer pays 1 × 3000 = 3000" in line for line in arithmetic.lines)
    assert (
        "Tsumo loss: nobody pays the share North would pay at a four-player table (3000); only the two "
        "others pay" in arithmetic.lines
    )
    assert arithmetic.total.text() == "Total: 6000 + 3000 = 9000"
    assert "Nuki: 2 Norths set aside" in player.window.controller.result_text()  # type: ignore[attr-defined]


def test_ron_and_tsumo_at_two_honba_in_three_player_values(player: object) -> None:
    choose_preset(player, "tenhou-sanma")
    player.click_tiles("11m99m22p33p44p55s66s")  # type: ignore[attr-defined]
    player.click("seat-2")  # type: ignore[attr-defined]
    honba = player.find("honba", QSpinBox)  # type: ignore[attr-defined]
    honba.selectAll()
    player.type("2", honba)  # type: ignore[attr-defined]
    player.click_widget(player.find("nuki-tile", TileButton))  # type: ignore[attr-defined]
    player.click("seat-E")  # type: ignore[attr-defined]  # the East card: East dealt in
    # 3 han 25 fu = 3200, and 2 honba of 200
    assert player.headline == "3200 + 400\u00a0honba"  # type: ignore[attr-defined]
    assert amounts(player) == {"E": "−3600", "S": "0", "W": "+3600"}
    player.click("tsumo")  # type: ignore[attr-defined]
    # tsumo: each of the two payers pays 100 a honba (400 in all)
    assert player.headline == "1600 / 3200 + 400\u00a0honba"  # type: ignore[attr-defined]
    assert amounts(player) == {"E": "−3400", "S": "−1800", "W": "+5200"}


def test_a_fifth_north_is_refused_with_the_cores_words(player: object) -> None:
    choose_preset(player, "tenhou-sanma")
    player.click_tiles("123p456p789s444z99m")  # type: ignore[attr-defined]
    spin = player.find("nuki-count", QSpinBox)  # type: ignore[attr-defined]
    assert spin.maximum() == 1
    nuki_up(player, 3)
    assert player.window.controller.state.nuki == 1  # type: ignore[attr-defined]
    player.click_widget(player.find("nuki-tile", TileButton))  # type: ignore[attr-defined]
    assert player.window.controller.state.nuki == 1  # type: ignore[attr-defined]
    assert spin.toolTip().splitlines()[-1] == (
        "No more Norths can be set aside: 1 North set aside and 3 in the hand, melds and dora "
        "indicators make all four."
    )
    assert not player.tile("4z").isEnabled()  # type: ignore[attr-defined]
    # a North typed in on top of them: the core's refusal, shown as any error is
    player.window.notation.selectAll()  # type: ignore[attr-defined]
    player.type("123p456p789s4444z9m", player.window.notation)  # type: ignore[attr-defined]
    assert player.headline == "Check the hand"  # type: ignore[attr-defined]
    assert any("only 4\u00a0Norths exist" in m for m in player.messages())  # type: ignore[attr-defined]


def test_tiles_the_new_rules_lack_are_said_not_lost(player: object) -> None:
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("seat-3")  # type: ignore[attr-defined]
    assert player.headline == "2000"  # type: ignore[attr-defined]
    choose_preset(player, "tenhou-sanma")
    assert player.headline == "Check the hand"  # type: ignore[attr-defined]
    messages = player.messages()  # type: ignore[attr-defined]
    assert any("2m is not in the three-player set" in m for m in messages), messages
    assert any("three players have no North seat" in m for m in messages), messages
    assert player.hand()[:3] == ["2m", "3m", "4m"]  # type: ignore[attr-defined]  # the tiles stay
    assert shown(player, "seat-3")  # the North seat still shown while it is chosen
    # four players again: the same hand scores as before
    choose_preset(player, "seed")
    assert player.headline == "2000"  # type: ignore[attr-defined]
    # a nuki kept from three players is said, and can be set back to 0
    choose_preset(player, "tenhou-sanma")
    player.window.controller.clear()  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    player.click_tiles("11m99m22p33p44p55s66s")  # type: ignore[attr-defined]
    nuki_up(player, 1)
    choose_preset(player, "seed")
    assert any("nuki is played with three players" in m for m in player.messages())  # type: ignore[attr-defined]
    assert shown(player, "nuki")
    player.qtbot.keyClick(player.find("nuki-count"), Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert player.window.controller.state.nuki == 0  # type: ignore[attr-defined]
    assert not shown(player, "nuki")
    assert player.rows("yaku")[0].startswith("<b>Chiitoitsu</b>")  # type: ignore[attr-defined]


def test_waits_shanten_and_discards_never_name_the_removed_manzu(player: object) -> None:
    choose_preset(player, "tenhou-sanma")
    player.click_tiles("19m123p456p789s12z")  # type: ignore[attr-defined]
    messages = " ".join(player.messages())  # type: ignore[attr-defined]
    assert "12\u00a0tiles left improve the hand (1m×3 9m×3 1z×3 2z×3)" in messages, messages
    assert not MANZU_2_8.search(messages)
    player.click_tiles("5z")  # type: ignore[attr-defined]
    notes = player.window.controller.view().before_tenpai  # type: ignore[attr-defined]
    assert notes and not any(MANZU_2_8.search(n.text) for n in notes)
    shown_notes = [w.text() for w in player.window.findChildren(QLabel) if w.isVisible()]  # type: ignore[attr-defined]
    assert any("Discard 1m: 12\u00a0tiles left improve the hand" in t for t in shown_notes), shown_notes
    # a tenpai hand: its waits, none of them 2m..8m
    player.window.controller.clear()  # type: ignore[attr-defined]
    player.click_tiles("99m123p456p789s55z")  # type: ignore[attr-defined]
    assert player.headline == "Tenpai: 9m 5z"  # type: ignore[attr-defined]
    waits = player.window.findChild(QWidget, "waits")  # type: ignore[attr-defined]
    assert waits is not None and waits.isVisible()


def test_the_three_player_desk_in_russian(player: object) -> None:
    player.window.set_language("ru")  # type: ignore[attr-defined]
    choose_preset(player, "tenhou-sanma")
    assert player.find("preset", QComboBox).currentText() == "Tenhou.net, санма"  # type: ignore[attr-defined]
    assert player.find("nuki-label", QLabel).text() == "Нуки"  # type: ignore[attr-defined]
    player.click_tiles("123p456p789s555z99m")  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3z")  # type: ignore[attr-defined]
    nuki_up(player, 2)
    assert player.headline == "Ханеман — 3000 / 6000"  # type: ignore[attr-defined]
    assert any("Нуки\u2011дора" in row and one_word("抜きドラ") in row for row in player.rows("yaku"))  # type: ignore[attr-defined]
    assert amounts(player) == {"E": "−6000", "S": "+9000", "W": "−3000"}
    assert player.find("nuki-count").accessibleName() == "2\u00a0Севера отложены"  # type: ignore[attr-defined]
    assert "Норд" not in player.find("nuki-count").toolTip()  # type: ignore[attr-defined]
    assert "нуки-доры" in player.find("nuki-count").toolTip()  # type: ignore[attr-defined]


def test_a_typed_chi_and_a_north_pon_under_three_player_rules(player: object) -> None:
    choose_preset(player, "tenhou-sanma")
    notation = player.window.notation  # type: ignore[attr-defined]
    player.type("123p456p55z99m(789s)9m", notation)  # type: ignore[attr-defined]
    assert player.headline == "Check the hand"  # type: ignore[attr-defined]
    (message,) = player.messages()  # type: ignore[attr-defined]
    assert message.endswith("⚠</span> Chi 789s: three players make no chi; a sequence can only be concealed.")
    # a pon of North typed in: one North is left to set aside, and the spin box stops there
    notation.selectAll()
    player.type("123p456p99m55z(444z)9m", notation)  # type: ignore[attr-defined]
    nuki_up(player, 2)
    assert player.window.controller.state.nuki == 1  # type: ignore[attr-defined]
    assert player.find("nuki-count", QSpinBox).value() == 1  # type: ignore[attr-defined]
    assert player.headline == "No yaku"  # type: ignore[attr-defined]


def test_chi_mode_left_for_hand_when_three_players_are_chosen(player: object) -> None:
    player.mode("chi")  # type: ignore[attr-defined]
    assert player.window.controller.mode == "chi"  # type: ignore[attr-defined]
    choose_preset(player, "tenhou-sanma")
    assert player.window.controller.mode == "hand"  # type: ignore[attr-defined]
    assert player.find("mode-hand").isChecked()  # type: ignore[attr-defined]
    assert not player.window.controller.set_mode("chi")  # type: ignore[attr-defined]  # its key too
    player.click_tiles("1m")  # type: ignore[attr-defined]
    assert player.hand() == ["1m"]  # type: ignore[attr-defined]


def test_compare_rules_sets_a_three_player_hand_under_the_three_player_presets(player: object) -> None:
    choose_preset(player, "tenhou-sanma")
    player.click_tiles("123p456p789s555z99m")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    nuki_up(player, 2)
    window = player.window  # type: ignore[attr-defined]
    window.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # type: ignore[attr-defined]
    player.qtbot.keyClick(window, Qt.Key.Key_F8)  # type: ignore[attr-defined]
    compare = window.compare_window()
    assert compare.isVisible()
    table = compare.table
    names = [table.item(r, 0).text().lstrip("★ ") for r in range(table.rowCount())]
    assert len(names) == 2, names
    assert names[0].startswith("Tenhou, three players") and names[1].startswith("Mahjong Soul, three players")
    yaku = [table.item(r, c).text() for r in range(2) for c in range(table.columnCount())]
    assert any("Nuki dora" in text for text in yaku), yaku


def test_the_honba_tooltip_says_the_three_player_value(player: object) -> None:
    honba = player.find("honba", QSpinBox)  # type: ignore[attr-defined]
    assert "each adds 300 to the win" in honba.toolTip()
    choose_preset(player, "tenhou-sanma")
    assert "each adds 200 to the win" in honba.toolTip()
    player.window.set_language("ru")  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: "каждый добавляет 200 к выигрышу" in honba.toolTip())  # type: ignore[attr-defined]
    choose_preset(player, "seed")
    assert "каждый добавляет 300 к выигрышу" in honba.toolTip()


def test_the_k_key_sets_a_north_aside_under_three_player_rules_only(player: object) -> None:
    from PySide6.QtGui import QAction

    action = player.window.findChild(QAction, "nuki-action")  # type: ignore[attr-defined]
    assert action is not None and not action.isVisible()
    player.key(Qt.Key.Key_K)  # type: ignore[attr-defined]
    assert player.window.controller.state.nuki == 0  # type: ignore[attr-defined]
    choose_preset(player, "tenhou-sanma")
    assert action.isVisible() and action.text() == "Set a North aside (nu&ki)"
    seat_north = player.window.findChild(QAction, "seat-action-3")  # type: ignore[attr-defined]
    assert not seat_north.isVisible()
    player.click_tiles("123p456p789s555z9m")  # type: ignore[attr-defined]
    for _ in range(5):
        player.key(Qt.Key.Key_K)  # type: ignore[attr-defined]
    assert player.window.controller.state.nuki == 4  # type: ignore[attr-defined]
    assert player.find("nuki-count", QSpinBox).value() == 4  # type: ignore[attr-defined]
    assert not action.isEnabled()
    assert "All four Norths are set aside." in player.find("nuki-count").toolTip()  # type: ignore[attr-defined]


def test_the_red_fives_option_offers_what_the_three_player_set_has(player: object) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    choose_preset(player, "tenhou-sanma")
    menu = player.find("rule-options-menu", QMenu)  # type: ignore[attr-defined]
    menu.aboutToShow.emit()  # what Qt sends as the menu opens (a popup warns offscreen)
    window = player.window  # type: ignore[attr-defined]
    aka = {v: window.findChild(QAction, f"option-aka-{v}") for v in (0, 2, 3, 4)}
    assert [v for v, a in aka.items() if a.isVisible()] == [0, 2]
    assert aka[2].isChecked() and aka[2].text() == "two (5p, 5s)"
    aka[0].trigger()
    assert not player.tile("0p").isEnabled() and not player.tile("0s").isEnabled()  # type: ignore[attr-defined]
    assert "no red fives" in player.tile("0p").toolTip()  # type: ignore[attr-defined]
    aka[2].trigger()
    assert player.tile("0p").isEnabled()  # type: ignore[attr-defined]
    choose_preset(player, "seed")
    assert [v for v, a in aka.items() if a.isVisible()] == [0, 3, 4]
    assert aka[3].isChecked()


def test_a_north_liable_seat_and_discarder_go_with_three_players_and_a_box_shows_what_the_desk_holds(
    player: object,
) -> None:
    from mjgui.controller.game.bridge import words_hand

    window = player.window  # type: ignore[attr-defined]
    c = window.controller
    liable = player.find("liable", QComboBox)  # type: ignore[attr-defined]
    discarder = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    # a daisangen fed by a pon of haku, won by South by tsumo; North fed it
    player.type("11m23p666777z1p (555z)", window.notation)  # type: ignore[attr-defined]
    player.choose("seat", 1)  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.choose("liable", 3)  # type: ignore[attr-defined]  # nobody, East, West, North
    assert c.state.situation.liable == 3 and liable.currentText() == "North 北"
    choose_preset(player, "tenhou-sanma")
    assert c.state.situation.liable is None and liable.currentText() == "nobody"
    assert player.headline == "Yakuman — 8000 / 16\u202f000"  # type: ignore[attr-defined]  # tsumo loss: no North to pay
    assert c.undo() and c.state.situation.liable == 3 and liable.currentText() == "North 北"
    # a ron North dealt in: the discarder goes the same way
    assert c.redo()
    choose_preset(player, "seed")
    player.click("ron")  # type: ignore[attr-defined]
    player.choose("discarder", 3)  # type: ignore[attr-defined]  # next player, East, West, North
    assert c.state.situation.discarder == 3 and discarder.currentText() == "North 北"
    choose_preset(player, "tenhou-sanma")
    assert c.state.situation.discarder is None and discarder.currentText() == "next player"
    # a hand that holds North at three players (the score command's words): the boxes show it,
    # and the keyboard's Home takes it back to nobody
    spec = words_hand("11m23p666777z1p --pon 555z --seat S --from N --pao N --rules tenhou-sanma")
    assert spec is not None
    window._open_on_desk(spec)
    assert (c.state.situation.liable, c.state.situation.discarder) == (3, 3)
    assert (liable.currentText(), discarder.currentText()) == ("North 北", "North 北")
    assert player.headline == "Check the hand"  # type: ignore[attr-defined]
    liable.setFocus()
    player.qtbot.keyClick(liable, Qt.Key.Key_Home)  # type: ignore[attr-defined]
    assert c.state.situation.liable is None and liable.currentText() == "nobody"
    player.qtbot.keyClick(discarder, Qt.Key.Key_Home)  # type: ignore[attr-defined]
    assert c.state.situation.discarder is None and discarder.currentText() == "next player"
    assert [liable.itemText(i) for i in range(liable.count())] == ["nobody", "East 東", "West 西"]


@pytest.mark.parametrize("size", ["1024x640", "1280x800"])
def test_the_discarder_box_shows_its_longest_item_whole(qtbot: object, size: str) -> None:
    """The Russian three-player desk at 1024x640 squeezed the disabled «Набросил» box to show
    «следующий» of «следующий игрок»: its row is narrower with three players. The boxes are never
    narrower than their longest item now, and the window keeps its size. (The window as
    ``mjgui HAND --rules tenhou-sanma --lang ru --size 1024x640`` opens it.)"""
    from mjgui.app import build_window, paint_now, split_args

    words = "123p456p789s555z99m --riichi --tsumo --seat S --dora 3z --nuki 2 --rules tenhou-sanma"
    window = build_window(split_args([*words.split(), "--lang", "ru", "--size", size]))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.finish_startup()
    window.show()
    paint_now(window)
    assert f"{window.width()}x{window.height()}" == size
    for name in ("discarder", "liable"):
        box = window.findChild(QComboBox, name)
        assert isinstance(box, QComboBox) and box.isVisible()
        longest = max(box.fontMetrics().horizontalAdvance(box.itemText(i)) for i in range(box.count()))
        assert box.currentText() == ("следующий игрок" if name == "discarder" else "никто")
        # the text's room inside the box (the frame and the arrow aside) holds the longest item
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        assert room.width() >= longest, (name, room.width(), longest)
    window.languages.set_language("en")


#: a whole hand written in a sentence (tests/test_catalogue.py): digit groups, melds, a last tile
WHOLE_HAND = re.compile(r"(?<![\w(\[])(?:\d+[mpsz])+(?:\s*[(\[]\d+[mpsz][)\]])*(?:\s+\d[mpsz])?(?![\w)\]])")


def example_hands(player: object) -> list[str]:
    """Every example hand an empty desk offers: the notation's tooltip (the Notation syntax
    help), its placeholder, the hand area's placeholder and the headline's hint."""
    window = player.window  # type: ignore[attr-defined]
    texts = (
        window.notation.toolTip(),
        window.notation.placeholderText(),
        window.hand_row._placeholder,  # painted in the empty hand area
        window.controller.view().headline.detail,
    )
    found = [
        [m.group(0) for m in WHOLE_HAND.finditer(text) if sum(map(str.isdigit, m.group(0))) >= 13]
        for text in texts
    ]
    assert all(found), texts  # each text gives one
    return [hand for hands in found for hand in hands]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_empty_three_player_desk_gives_three_player_example_hands(player: object, lang: str) -> None:
    """The examples were four-player hands (a chi of 123m, 234m) that a three-player desk
    refuses: under three-player rules they are hands of 1m, 9m, pin, sou and honors with no chi,
    and typed in they win; four-player rules bring the others back."""
    window = player.window  # type: ignore[attr-defined]
    window.set_language(lang)
    player.click("clear")  # type: ignore[attr-defined]
    try:
        four = example_hands(player)
        assert "234p678s5s (123m) [7777z] 5s" in four and "234m567p3467888s5s" in four
        choose_preset(player, "tenhou-sanma")
        three = example_hands(player)
        assert not any(MANZU_2_8.search(hand) for hand in three), three
        assert "(123m)" not in window.notation.toolTip()  # no chi at three players
        for hand in three:
            window.notation.clear()
            player.type(hand, window.notation)  # type: ignore[attr-defined]
            assert window.controller.view().headline.tone == "win", (hand, player.headline)  # type: ignore[attr-defined]
        player.click("clear")  # type: ignore[attr-defined]
        choose_preset(player, "seed")
        assert example_hands(player) == four
    finally:
        window.set_language("en")


def test_chankan_ticked_on_a_ron_on_a_north_set_aside_says_so_and_its_tooltip_too(player: object) -> None:
    """RULES.md §9: a ron on the North being set aside is not chankan. Ticked on such a hand the
    desk said "the pon of 4z ... the hand's other 4z would be a fifth", and there is no pon."""
    from mjgui.gui.situation import flag_help

    refusal = (
        "With three players a ron on a North being set aside (nuki) is not chankan: remove "
        "chankan; the ron stands. Nor was this North robbed from a kan: a pon of North and the "
        "North added to it are all four, and another North is already here (in the hand, an "
        "indicator or set aside)."
    )
    chankan = player.find("chankan", QCheckBox)  # type: ignore[attr-defined]
    four = "Chankan: ron on a tile another player adds to a pon to make a kan."
    assert chankan.toolTip() == four  # four players: no word of nuki
    choose_preset(player, "tenhou-sanma")
    assert chankan.toolTip() == (
        f"{four} A ron on a North being set aside (nuki) is not chankan: leave this off for it."
    )
    assert chankan.toolTip() == flag_help("chankan", 3)
    notation = player.window.notation  # type: ignore[attr-defined]
    player.type("123456789p234s4z4z", notation)  # type: ignore[attr-defined]
    assert player.headline == "3900"  # type: ignore[attr-defined]  # the ron on the North stands
    # the box is closed on this hand, and says why: the core's sentence, no pon named
    assert not chankan.isEnabled() and chankan.toolTip() == refusal
    # ticked while the hand waits (13 tiles), then the North won: the refusal, the box left to clear
    notation.selectAll()
    player.type("123456789p234s4z", notation)  # type: ignore[attr-defined]
    player.check("chankan")  # type: ignore[attr-defined]
    assert chankan.isChecked()
    player.type("4z", notation)  # type: ignore[attr-defined]
    assert player.headline == "Check the hand"  # type: ignore[attr-defined]
    (message,) = player.messages()  # type: ignore[attr-defined]
    assert message.endswith(f"⚠</span> {refusal}") and "pon of 4z" not in message
    assert chankan.isEnabled() and chankan.isChecked()
    player.window.set_language("ru")  # type: ignore[attr-defined]
    (message,) = player.messages()  # type: ignore[attr-defined]
    assert (
        "В игре втроём рон на откладываемый Север (нуки) — не чанкан: уберите чанкан, рон остаётся."
        in message
    )
    player.check("chankan")  # type: ignore[attr-defined]
    assert player.headline == "3900"  # type: ignore[attr-defined]
    assert chankan.toolTip().startswith("В игре втроём рон на откладываемый Север")
    notation.selectAll()
    player.type("123456789p234s4z", notation)  # type: ignore[attr-defined]  # waiting again
    assert chankan.isEnabled() and chankan.toolTip() == (
        "Чанкан: рон на тайл, который другой игрок добавляет к пону, объявляя кан. Рон на "
        "откладываемый Север (нуки) — не чанкан: для него не отмечайте."
    )

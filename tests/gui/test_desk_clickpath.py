"""Real wins entered by clicks at a live table: the traps an audit found, each clicked as a
player does (palette tiles, the hand row, the mode buttons, the count boxes' arrows, the wind
buttons) and checked by what the window shows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMenu,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)

from tests.gui.conftest import Player

SPACE = Qt.Key.Key_Space


def status(player: Player) -> str:
    return str(player.window.statusBar().currentMessage())


def notes(player: Player) -> list[str]:
    """The notes on the hand (the messages), as said."""
    return player.window.messages.texts()


def hand_tile(player: Player, code: str) -> QWidget:
    """The first tile of ``code`` in the hand row (not the winning tile set apart)."""
    return next(b for b in player.window.hand_row.tile_buttons() if b.code == code)


def win_tile(player: Player) -> str:
    """The tile the hand row marks as the winning tile ("" when none is)."""
    view = player.window.controller.view()
    return view.hand[view.win_index].code if view.win_index >= 0 else ""


def melds(player: Player) -> list[str]:
    return [str(m) for m in player.window.controller.state.melds]


# -- 1. a mis-clicked tile corrected keeps the winning tile -----------------------------------


def closed_kan_hand(player: Player, tiles: str) -> None:
    """West, riichi, a closed kan of 1m, then ``tiles`` clicked on the palette (the last one
    the winning tile): 456666777s11z won on 7s is 2300; the same tiles won on 4s are 8000."""
    player.click("seat-2")
    player.check("riichi")
    player.mode("ankan")
    player.click_tiles("1m")
    player.click_tiles(tiles)


def test_a_wrong_tile_corrected_in_a_complete_hand_keeps_its_winning_tile(player: Player) -> None:
    closed_kan_hand(player, "3s5666677s11z7s")  # 3s clicked for the 4s; 7s last, the winning tile
    assert player.headline == "Not a complete hand"
    assert win_tile(player) == "7s"
    player.click_widget(hand_tile(player, "3s"))  # the mis-click taken away in the hand row
    detail = player.window.controller.view().headline.detail
    player.click_tiles("4s")  # and the right one clicked on the palette
    assert win_tile(player) == "7s", "the tile clicked to correct the hand is not the winning tile"
    assert player.headline == "2300"  # not "Mangan — 8000": won on 4s, sanankou
    assert player.hand()[-1] == "7s"
    # meanwhile the headline said which tile stays the winning one
    assert detail.startswith("7s stays the winning tile: add the missing tile"), detail


def test_a_wrong_tile_corrected_before_the_hand_is_complete_leaves_the_last_tile_the_winning_one(
    player: Player,
) -> None:
    closed_kan_hand(player, "3s5666677s")  # 8 of 11 tiles, the 3s a mis-click
    player.click_widget(hand_tile(player, "3s"))
    assert player.window.controller.view().headline.detail.startswith("Add 4 more; the last tile added")
    player.click_tiles("4s11z7s")  # the hand goes on, its winning tile last
    assert win_tile(player) == "7s"
    assert player.headline == "2300"
    # the other order: corrected while the hand is still short, the winning tile last
    player.click("clear")
    closed_kan_hand(player, "3s5666677s11z")
    player.click_widget(hand_tile(player, "3s"))
    player.click_tiles("7s4s")
    assert win_tile(player) == "4s"
    assert player.headline == "Mangan — 8000"


def test_the_winning_tile_taken_out_makes_the_next_tile_the_winning_one(player: Player) -> None:
    closed_kan_hand(player, "45666677s11z7s")
    assert player.headline == "2300"
    tiles = player.window.hand_row.tile_buttons()
    player.click_widget(tiles[player.window.controller.view().win_index])  # the 7s set apart
    assert player.window.controller.view().headline.detail.startswith("13 tiles")
    player.click_tiles("7s")
    assert win_tile(player) == "7s" and player.headline == "2300"
    # a 6s chosen as the winning tile by a right-click, then taken out: the tile clicked next wins
    player.click_widget(hand_tile(player, "6s"), Qt.MouseButton.RightButton)
    assert win_tile(player) == "6s"
    tiles = player.window.hand_row.tile_buttons()
    player.click_widget(tiles[player.window.controller.view().win_index])
    player.click_tiles("3s")
    assert win_tile(player) == "3s", "a 6s left in the hand kept the winning tile taken out"
    assert player.headline == "Mangan — 8000"  # 345s666s777s11z won on 3s: sanankou
    # a tile chosen by a right-click stays the winning one when another tile is corrected
    player.click_widget(hand_tile(player, "4s"), Qt.MouseButton.RightButton)
    player.click_widget(hand_tile(player, "5s"))
    player.click_tiles("5s")
    assert win_tile(player) == "4s"
    assert player.window.controller.view().headline.detail.startswith("3 han 80 fu")


# -- 2. a red five inside a chi -----------------------------------------------------------------


def test_the_chi_help_and_the_status_line_say_how_to_make_its_five_red(player: Player) -> None:
    chi = player.find("mode-chi")
    assert "right-click the chi" in chi.toolTip()
    assert "345m becomes 340m" in chi.toolTip()
    player.mode("chi")
    player.click_tiles("3p")
    assert melds(player) == ["chi 345p"]
    assert status(player) == (
        "Chi 345p added; back to the hand (click Chi again for another). "
        "Right-click the chi to make its 5 red."
    )
    player.click_widget(player.window.hand_row.meld_buttons()[0], Qt.MouseButton.RightButton)
    assert melds(player) == ["chi 340p"]
    # no red five left of that suit: nothing to say of it
    player.mode("chi")
    player.click_tiles("4p")
    assert melds(player) == ["chi 340p", "chi 456p"]
    assert status(player) == "Chi 456p added; back to the hand (click Chi again for another)."
    player.window.languages.set_language("ru")
    assert "щёлкните чи правой кнопкой" in player.find("mode-chi").toolTip()


def test_the_red_five_hint_in_russian(make_window: object, qtbot: object) -> None:
    window = make_window("ru")  # type: ignore[operator]
    player = Player(qtbot, window)
    player.mode("chi")
    player.click_tiles("4s")
    assert status(player) == (
        "Чи 456s добавлен; палитра снова кладёт тайлы в руку (ещё один — снова нажмите «Чи»). "
        "Щёлкните чи правой кнопкой, чтобы пятёрка в нём стала красной."
    )


# -- 3. a count box's arrows leave the keyboard's focus where it was -------------------------


def arrow(spin: QSpinBox, up: bool = True) -> QPoint:
    """The middle of the box's up (or down) arrow, as the style draws it."""
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    control = QStyle.SubControl.SC_SpinBoxUp if up else QStyle.SubControl.SC_SpinBoxDown
    return spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control, spin).center()


def test_typing_after_a_click_on_a_count_arrow_goes_to_the_hand(player: Player) -> None:
    qtbot = player.qtbot
    honba = player.find("honba", QSpinBox)
    player.click("notation")
    qtbot.keyClicks(QApplication.focusWidget(), "1m")
    qtbot.mouseClick(honba, Qt.MouseButton.LeftButton, pos=arrow(honba))
    assert honba.value() == 1
    assert QApplication.focusWidget() is player.window.notation, "the arrow took the focus"
    qtbot.keyClicks(QApplication.focusWidget(), "234m567p")
    assert player.window.controller.state.situation.honba == 1, "the digits went into the honba"
    assert player.window.notation.text() == "1m234m567p"  # as typed
    # from a palette click (the focus on the window's background) the same, for each box
    player.click_tiles("9s")
    assert player.window.notation.text() == "1234m567p9s"  # a tile clicked: written the desk's way
    before = QApplication.focusWidget()
    for name in ("sticks", "renchan", "honba"):
        spin = player.find(name, QSpinBox)
        qtbot.mouseClick(spin, Qt.MouseButton.LeftButton, pos=arrow(spin))
        assert QApplication.focusWidget() is before, name
    assert player.window.controller.state.situation[13:16] == (2, 1, 1)
    qtbot.keyClicks(QApplication.focusWidget(), "9s")
    assert player.window.controller.state.situation.honba == 2
    assert player.window.notation.text() == "1234m567p9s9s"
    assert player.hand()[-2:] == ["9s", "9s"]


def test_a_count_is_still_typed_after_a_click_into_its_number_or_tab(player: Player) -> None:
    qtbot = player.qtbot
    sticks = player.find("sticks", QSpinBox)
    editor = sticks.lineEdit()
    qtbot.mouseClick(editor, Qt.MouseButton.LeftButton, pos=editor.rect().center())
    assert sticks.hasFocus()
    qtbot.keyClick(sticks, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(sticks, "3")
    assert player.window.controller.state.situation.sticks == 3
    # an arrow clicked while the box has the focus (the player typing its count) keeps it there
    qtbot.mouseClick(sticks, Qt.MouseButton.LeftButton, pos=arrow(sticks))
    assert sticks.hasFocus() and sticks.value() == 4
    # Tab reaches it; the wheel gives it no focus (it only turns the number)
    assert sticks.focusPolicy() == Qt.FocusPolicy.StrongFocus
    honba = player.find("honba", QSpinBox)
    honba.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(honba, Qt.Key.Key_Tab)
    assert sticks.hasFocus()


# -- 4. an added kan on a pon entered before -----------------------------------------------------


def test_kan_mode_makes_a_pon_an_added_kan(player: Player) -> None:
    player.mode("pon")
    player.click_tiles("1z")
    player.mode("kan")
    tile = player.tile("1z")
    assert tile.isEnabled()
    assert tile.toolTip().endswith("An added kan: the pon 111z becomes a kan.")
    player.click_widget(tile)
    assert melds(player) == ["kan 1111z"]
    assert player.window.controller.view().headline.text == "0 of 11 tiles"  # one meld, now a kan
    assert status(player) == "Kan 1111z added; back to the hand (click Kan again for another)."
    # four melds, one of them a pon: Kan mode still makes it an added kan (a red five comes in)
    player.click("clear")
    for mode, tile_code in (("pon", "5p"), ("chi", "1m"), ("pon", "7z"), ("ankan", "9s")):
        player.mode(mode)
        player.click_tiles(tile_code)
    assert melds(player) == ["pon 555p", "chi 123m", "pon 777z", "ankan 9999s"]
    assert player.find("mode-kan").isEnabled() and not player.find("mode-chi").isEnabled()
    player.mode("kan")
    player.click_tiles("0p")
    assert melds(player) == ["kan 0555p", "chi 123m", "pon 777z", "ankan 9999s"]
    # a closed kan is not added to a pon: the tile says where it is
    player.mode("ankan")
    assert not player.find("mode-ankan").isEnabled()
    player.click("clear")
    player.mode("pon")
    player.click_tiles("6z")
    player.mode("ankan")
    assert not player.tile("6z").isEnabled()
    assert "pick the tile in Kan mode" in player.tile("6z").toolTip()


# -- 5. a pon (a chi) takes its tiles from the hand as a kan does -------------------------------


def test_a_pon_and_a_chi_take_their_tiles_from_the_hand_when_too_few_are_left(player: Player) -> None:
    player.click_tiles("3z")
    player.mode("dora")
    player.click_tiles("3z")  # two 3z left
    player.click_tiles("444567m345s")
    player.mode("pon")
    tile = player.tile("3z")
    assert tile.isEnabled()
    assert tile.toolTip().endswith("the pon takes one from the hand.")
    player.click_widget(tile)
    assert melds(player) == ["pon 333z"]  # the two 3z left and the hand's one
    assert player.hand() == ["4m", "4m", "4m", "5m", "6m", "7m", "3s", "4s", "5s"]
    # the hand holding the pon's three and too full to keep them beside it: all three from it
    player.click("clear")
    player.click_tiles("444567m345s333z")
    player.mode("pon")
    tile = player.tile("3z")
    assert tile.toolTip().endswith("the pon takes all three from the hand.")
    player.click_widget(tile)
    assert melds(player) == ["pon 333z"]  # no fourth 3z made up from the palette
    assert player.hand() == ["4m", "4m", "4m", "5m", "6m", "7m", "3s", "4s", "5s"]
    # a chi whose 5p are all elsewhere but one in the hand: it takes the hand's 5p (3p 4p are left)
    player.click("clear")
    player.click_tiles("345p")
    player.mode("dora")
    player.click_tiles("5p")
    player.mode("dora")
    player.click_tiles("5p")
    player.mode("dora")
    player.click_tiles("0p")
    player.mode("chi")
    assert player.tile("3p").isEnabled()
    player.click_tiles("3p")
    assert melds(player) == ["chi 345p"] and player.hand() == ["3p", "4p"]


def test_a_chi_marked_on_a_clicked_hand_keeps_its_winning_tile(player: Player) -> None:
    """14 tiles clicked, the last 4s the winning tile (kanchan 3s_5s), then Chi 3s: the chi
    took that 4s while another stayed in the hand, and the win moved to 5s (1500, not 2000)."""
    player.click_tiles("777z55z123m3455s34s")
    assert win_tile(player) == "4s" and player.headline == "4800"
    player.mode("chi")
    player.click_widget(player.tile("3s"))
    assert melds(player) == ["chi 345s"]
    assert player.hand() == ["1m", "2m", "3m", "3s", "5s", "5z", "5z", "7z", "7z", "7z", "4s"]
    assert win_tile(player) == "4s" and player.headline == "2000"
    # the hand's only 6s the winning tile: the chi 456s is refused, and the palette says why
    player.click("clear")
    player.click_tiles("777z55z123m3455s46s")
    player.mode("chi")
    tile = player.tile("4s")
    assert not tile.isEnabled()
    assert tile.toolTip().endswith(
        "The chi would take the winning tile 6s, and a called chi never holds it: "
        "right-click the tile the hand won on first."
    )
    assert melds(player) == [] and win_tile(player) == "6s"


def test_a_chi_on_a_clicked_hand_one_short_whose_winning_tile_is_pinned(player: Player) -> None:
    """Chi 456s + 123m789p11z45s, ron on 6s: the chi's 4s5s clicked, its 6s mis-clicked as 1z,
    the rest clicked, then the 1z clicked away (6s stays the winning tile). Chi 4s was greyed
    out, saying to right-click the tile the hand won on, which 6s already was. The chi takes
    its 6s from the palette now; the winning 6s stays, the hand is complete, Ctrl+Z and Ctrl+Y
    take the chi back and bring it again."""
    player.click_tiles("4s5s1z123m789p11z45s6s")
    player.click_widget(hand_tile(player, "1z"))  # the mis-click taken away
    assert player.hand() == ["1m", "2m", "3m", "7p", "8p", "9p", "4s", "4s", "5s", "5s", "1z", "1z", "6s"]
    assert win_tile(player) == "6s" and player.headline == "Tenpai: 3s 6s"
    player.mode("chi")
    tile = player.tile("4s")
    assert tile.isEnabled() and tile.toolTip().endswith(
        "The winning tile 6s stays in the hand: the chi takes two tiles from the hand and its third "
        "from the palette."
    )
    player.click_widget(tile)
    assert melds(player) == ["chi 456s"] and win_tile(player) == "6s"
    assert player.hand() == ["1m", "2m", "3m", "7p", "8p", "9p", "4s", "5s", "1z", "1z", "6s"]
    player.check("houtei")  # a yaku for the open hand
    assert player.headline == "1500"
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert melds(player) == [] and win_tile(player) == "6s" and player.headline == "Tenpai: 3s 6s"
    player.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert melds(player) == ["chi 456s"] and win_tile(player) == "6s"


def test_a_kan_marked_on_a_clicked_hand_never_takes_its_winning_tile(player: Player) -> None:
    """14 tiles clicked, the last 2z the winning tile, then Kan 2z: the kan took the winning 2z
    and the win moved to 1z without a word. Refused in Kan and Closed kan mode alike, the
    palette saying why; once 1z is right-clicked as the winning tile the kan is made, and
    Ctrl+Z / Ctrl+Y take it back and bring it again."""
    player.click_tiles("123m456p789s11z222z")
    assert win_tile(player) == "2z"
    said = (
        "The kan would take the winning tile 2z, and a kan never holds it (its four tiles are all "
        "declared or called before the win): right-click the tile the hand won on first."
    )
    for mode in ("kan", "ankan"):
        player.mode(mode)
        tile = player.tile("2z")
        assert not tile.isEnabled() and tile.toolTip().endswith("\n" + said)
        player.click_widget(tile)
        assert melds(player) == [] and win_tile(player) == "2z"
    player.click_widget(hand_tile(player, "1z"), Qt.MouseButton.RightButton)
    assert win_tile(player) == "1z"
    player.mode("ankan")
    assert player.tile("2z").isEnabled()
    player.click_tiles("2z")
    assert melds(player) == ["ankan 2222z"] and win_tile(player) == "1z"
    assert player.hand()[-1] == "1z" and "2z" not in player.hand()
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert melds(player) == [] and win_tile(player) == "1z"
    player.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert melds(player) == ["ankan 2222z"] and win_tile(player) == "1z"


# -- 6. back in Hand mode after an indicator or a meld: said --------------------------------------


def test_the_status_line_says_the_palette_is_back_in_the_hand(player: Player) -> None:
    player.mode("dora")
    player.click_tiles("4p")
    assert status(player) == "Dora indicator 4p added; back to the hand (click Dora again for another)."
    player.click_tiles("8m")
    assert player.hand() == ["8m"]  # one indicator is the usual case: the next tile is the hand's
    player.check("riichi")
    player.mode("ura")
    player.click_tiles("2s")
    assert status(player) == "Ura dora indicator 2s added; back to the hand (click Ura again for another)."
    player.mode("pon")
    player.click_tiles("1z")
    assert status(player) == "Pon 111z added; back to the hand (click Pon again for another)."
    player.click_tiles("9m")
    assert player.hand() == ["8m", "9m"]
    player.window.languages.set_language("ru")
    player.mode("dora")
    player.click_tiles("6s")
    assert status(player) == (
        "Индикатор доры 6s добавлен; палитра снова кладёт тайлы в руку (ещё один — снова нажмите «Дора»)."
    )


# -- 7. a wind clicked has the keyboard's focus ----------------------------------------------------


def test_the_focus_lands_on_the_wind_clicked(player: Player) -> None:
    state = player.window.controller.state
    player.click("seat-2")
    assert QApplication.focusWidget() is player.find("seat-2")
    player.key(SPACE)  # Space on it: West stays chosen, not East back
    assert player.window.controller.state.situation.seat == 2
    player.click("round-1")
    assert QApplication.focusWidget() is player.find("round-1")
    player.key(SPACE)
    assert player.window.controller.state.situation.round_wind == 1
    assert state.situation.seat == 0  # (the desk before: East)


# -- 8. a full hand's message; the options changed beside the preset -------------------------------


def test_a_full_hand_with_one_meld_is_said_in_the_singular(player: Player) -> None:
    player.mode("pon")
    player.click_tiles("1z")
    player.click_tiles("234m567p3467888s")
    player.click_widget(player.tile("9p"))
    assert notes(player)[0] == "The hand is full (11 tiles with 1 meld): remove a tile or add a meld first."


def test_a_meld_refused_on_a_full_hand_is_said_whole_among_the_notes_until_the_desk_changes(
    player: Player,
) -> None:
    # the longest palette refusal: in the status line it was cut before its advice (1024 px),
    # and gone 5 seconds later
    player.window.resize(1024, 640)
    player.type("123m456p789s111z44p")
    player.mode("chi")
    player.click_widget(player.tile("3p"))
    whole = (
        "The hand is too full for the chi 345p and holds only 2 of its tiles besides the winning "
        "tile 4p (a called chi never holds it): the chi would leave too many tiles in it. "
        "Remove a tile from the hand first."
    )
    assert notes(player)[0] == whole
    assert status(player) == ""
    assert whole not in player.window.controller.result_text()  # the hand's copied notes: not the click's
    label = player.window.messages.labels()[0]
    assert label.isVisible() and label.wordWrap()
    assert label.height() >= 2 * label.fontMetrics().lineSpacing()  # on as many lines as it takes
    player.qtbot.wait(5500)  # not taken away after a while
    assert notes(player)[0] == whole
    player.window.set_language("ru")  # said again in the new language
    said = notes(player)[0].replace("\u00a0", " ")
    assert said.startswith("Для чи 345p в руке слишком много тайлов")
    assert said.endswith("Сначала уберите из руки 1 тайл.")
    player.window.set_language("en")
    player.mode("hand")  # another mode: no longer of it
    assert whole not in notes(player)
    player.mode("chi")
    player.click_widget(player.tile("3p"))
    assert notes(player)[0] == whole
    player.click_widget(hand_tile(player, "1z"))  # the desk changed: no longer of it
    assert whole not in notes(player)
    # Han and fu shows no palette nor hand to act on: the note goes with them
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the 1z back: the chi refused again
    player.click_widget(player.tile("3p"))
    assert notes(player)[0] == whole
    player.window.set_quick_mode(True)
    assert whole not in notes(player)
    player.window.set_quick_mode(False)
    assert whole not in notes(player)


def test_the_options_changed_from_the_preset_are_shown_beside_it(player: Player) -> None:
    changed = player.find("rules-changed", QLabel)
    assert not changed.isVisible()
    menu = player.find("rule-options-menu", QMenu)
    menu.aboutToShow.emit()  # as Qt does when the menu opens (a popup warns offscreen)
    kiriage = player.window.findChild(QAction, "option-kiriage")
    kiriage.trigger()
    assert changed.isVisible() and changed.text() == "1 option changed"
    assert "kiriage mangan" in changed.toolTip()
    assert player.find("preset").toolTip() == changed.toolTip()
    player.window.findChild(QAction, "option-aka-0").trigger()
    assert changed.text() == "2 options changed"
    player.window.languages.set_language("ru")
    assert changed.text() == "изменены 2\u00a0опции"
    kiriage.trigger()
    player.window.findChild(QAction, "option-aka-3").trigger()
    assert not changed.isVisible()
    assert player.find("preset").toolTip() == ""

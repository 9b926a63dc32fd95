"""More of the calculator's click path, clicked as a player does: a pinned winning tile in a short
hand, stale status lines, "click again" with the button greyed, pons and chis taken from the hand,
and the undo keys from a count box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from tests.gui.conftest import Player
from tests.gui.test_desk_clickpath import closed_kan_hand, hand_tile, melds, status, win_tile

CTRL = Qt.KeyboardModifier.ControlModifier

# -- 1. a pinned winning tile in a hand left short by a correction is set apart ------------------


def test_a_pinned_winning_tile_in_a_short_hand_is_set_apart_and_clicked_away(player: Player) -> None:
    closed_kan_hand(player, "3s5666677s11z7s")  # full; the 3s a mis-click, 7s the winning tile
    player.click_widget(hand_tile(player, "3s"))  # the mis-click taken away: 7s stays pinned
    assert win_tile(player) == "7s", "the pinned winning tile is not shown set apart"
    assert player.hand()[-1] == "7s"
    # the player takes "the" winning tile away: the one set apart, and the pin goes with it
    buttons = player.window.hand_row.tile_buttons()
    player.click_widget(buttons[player.window.controller.view().win_index])
    assert player.window.controller.state.win is None
    assert win_tile(player) == ""
    player.click_tiles("7s4s")  # 4s last: the winning tile now
    assert win_tile(player) == "4s"
    assert player.headline == "Mangan — 8000"  # 456666777s11z won on 4s: sanankou


# -- 2. the rules changed: counted at once, named in words after the first frame ----------------


def test_the_options_changed_are_counted_before_their_words_are_loaded(player: Player) -> None:
    controller = player.window.controller
    controller.name_rules_later()  # as a start does until its first frame
    controller.set_option("kiriage", True)
    controller.set_option("aka", 0)
    view = controller.view()
    assert view.options_changed == "2 options changed" and view.rules_named == ""
    controller.name_rules()  # after the first frame
    changed = player.find("rules-changed")
    assert changed.text() == "2 options changed"
    assert "kiriage mangan" in changed.toolTip()


# -- 3. the status line goes when what it says no longer holds -----------------------------------


def test_the_status_line_goes_with_the_meld_it_spoke_of(player: Player) -> None:
    player.mode("pon")
    player.click_tiles("1z")
    assert status(player) == "Pon 111z added; back to the hand (click Pon again for another)."
    player.key(Qt.Key.Key_Z, CTRL)
    assert melds(player) == []
    assert status(player) == "", "the status line still says the pon undone was added"
    player.key(Qt.Key.Key_Y, CTRL)
    assert melds(player) == ["pon 111z"]
    assert "added" not in status(player)
    # the chi's red-five hint goes once the right-click made the five red
    player.mode("chi")
    player.click_tiles("3p")
    assert status(player).endswith("Right-click the chi to make its 5 red.")
    player.click_widget(player.window.hand_row.meld_buttons()[1], Qt.MouseButton.RightButton)
    assert melds(player) == ["pon 111z", "chi 340p"]
    assert status(player) == ""
    # a refusal stays while the desk is as it said: among the notes on the hand (80eae782), no
    # longer in the status line, which cut it and let it go after 5 seconds
    player.click_tiles("234m567p3467888s")
    player.click_widget(player.tile("9p"))
    assert player.window.messages.texts()[0].startswith("The hand is full")
    assert status(player) == ""


# -- 4. "click again for another" only while another can be added --------------------------------


def test_the_last_meld_or_indicator_does_not_ask_for_another(player: Player) -> None:
    for mode, tile in (("pon", "1z"), ("pon", "2z"), ("chi", "1m")):
        player.mode(mode)
        player.click_tiles(tile)
    player.mode("pon")
    player.click_tiles("5z")
    assert not player.find("mode-pon").isEnabled()
    assert status(player) == "Pon 555z added; back to the hand."
    player.click("clear")
    for tile in ("1m", "2m", "3m", "4m"):
        player.mode("dora")
        player.click_tiles(tile)
        assert status(player).endswith("(click Dora again for another).")
    player.mode("dora")
    player.click_tiles("5m")
    assert not player.find("mode-dora").isEnabled()
    assert status(player) == "Dora indicator 5m added; back to the hand."
    player.window.languages.set_language("ru")
    player.click("clear")
    for mode, tile in (("pon", "1z"), ("pon", "2z"), ("chi", "1m"), ("pon", "5z")):
        player.mode(mode)
        player.click_tiles(tile)
    assert status(player) == "Пон 555z добавлен; палитра снова кладёт тайлы в руку."


# -- 5. a pon or a chi takes from the hand only the tiles too few are left of ---------------------


def test_a_meld_takes_from_the_hand_only_what_the_wall_lacks(player: Player) -> None:
    player.click_tiles("234p55p")
    for indicator in ("5p", "0p"):  # with the hand's two, every 5p is elsewhere
        player.mode("dora")
        player.click_tiles(indicator)
    player.mode("chi")
    player.click_tiles("3p")  # 3p and 4p are left: only the 5p comes from the hand
    assert melds(player) == ["chi 345p"]
    assert player.hand() == ["2p", "3p", "4p", "5p"]
    player.click("clear")
    player.click_tiles("333m45m")  # one 3m left: the pon takes two of the hand's three
    player.mode("pon")
    player.click_tiles("3m")
    assert melds(player) == ["pon 333m"]
    assert player.hand() == ["3m", "4m", "5m"]


# -- 6. Ctrl+Z and Ctrl+Y reach the desk from a count box --------------------------------------


def test_undo_and_redo_keys_reach_the_desk_from_a_count_box(player: Player) -> None:
    player.mode("pon")
    player.click_tiles("1z")
    honba = player.find("honba", QSpinBox)
    honba.setFocus(Qt.FocusReason.TabFocusReason)  # as Tab brings it there
    assert honba.hasFocus()
    player.key(Qt.Key.Key_Z, CTRL)
    assert melds(player) == [], "Ctrl+Z in the honba box did not undo the pon"
    player.key(Qt.Key.Key_Y, CTRL)
    assert melds(player) == ["pon 111z"], "Ctrl+Y in the honba box did not redo it"
    player.key(Qt.Key.Key_Z, CTRL)
    player.key(Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert melds(player) == ["pon 111z"]
    assert honba.hasFocus()


# -- 7. the Chi help in Russian says where the red five goes plainly -----------------------------


def test_the_russian_chi_help_says_the_red_five_in_the_middle_or_at_the_end(player: Player) -> None:
    player.window.languages.set_language("ru")
    tip = player.find("mode-chi").toolTip()
    assert "в середине или в конце" in tip and "сверху" not in tip


def test_the_menu_key_and_shift_f10_do_what_a_right_click_does(player: Player) -> None:
    player.mode("chi")
    player.click_tiles("3p")
    meld = player.window.hand_row.meld_buttons()[0]
    meld.setFocus(Qt.FocusReason.TabFocusReason)
    player.key(Qt.Key.Key_Menu)
    assert melds(player) == ["chi 340p"], "the Menu key on the focused chi did not make its five red"
    meld = player.window.hand_row.meld_buttons()[0]
    meld.setFocus(Qt.FocusReason.TabFocusReason)
    player.key(Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert melds(player) == ["chi 345p"]
    # on a hand tile: it becomes the winning tile
    player.click_tiles("11z22z333s")
    tile = hand_tile(player, "2z")
    tile.setFocus(Qt.FocusReason.TabFocusReason)
    player.key(Qt.Key.Key_Menu)
    assert win_tile(player) == "2z"

"""More of the calculator's click path, clicked as a player does: a pinned winning tile in a short
hand, stale status lines, "click again" with the button greyed, pons and chis taken from the hand,
and the undo keys from a count box."""

from __future__ import annotations

from tests.gui.conftest import Player
from tests.gui.test_desk_clickpath import closed_kan_hand, hand_tile, win_tile

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

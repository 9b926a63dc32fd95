"""A three-player game's win scored in the calculator (issue 27): the tracker asks for the win,
the calculator opens in the game's three-player rules (no 2m..8m, no Chi, three cards, the Nuki
count), the hand is clicked with its Norths set aside, and Ctrl+Enter records it back into the
game with ``--nuki``. Every step is clicked or typed.

The payment is the score command's: ``mjgui score 123p456p789s555z99m --riichi --tsumo --seat S
--dora 3z --nuki 2 --sticks 1 --rules tenhou-sanma`` (haneman: East 6000, West 3000, and the
stick).
"""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox
from test_tracker_support import spin

from tests.util import T

_data_dir = own_data_dir()


def test_a_three_player_tsumo_with_nuki_goes_through_the_calculator_and_back(
    player: object, tmp_path: Path
) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules tenhou-sanma\nplayers Aiko Boris Chen\n", "sanma.mjgame")
    tracker.action("riichi", "player-1")
    tracker.ok()
    # Boris (South in E1, in riichi) wins by tsumo: the calculator scores it
    tracker.action("tsumo", "winner-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert window.isVisible()
    # the calculator in the game's three-player rules
    assert player.find("preset", QComboBox).currentData() == "tenhou-sanma"  # type: ignore[attr-defined]
    assert not player.find("tile-5m").isVisible()  # type: ignore[attr-defined]
    assert not player.find("mode-chi").isVisible()  # type: ignore[attr-defined]
    assert not player.find("seat-3").isVisible()  # type: ignore[attr-defined]
    assert player.find("seat-1").isChecked()  # type: ignore[attr-defined]
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]
    assert spin(player, "sticks") == 1
    assert player.find("nuki").isVisible()  # type: ignore[attr-defined]
    # the hand clicked, a West indicator, two Norths set aside
    player.click_tiles("123p456p789s555z99m")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3z")  # type: ignore[attr-defined]
    nuki = player.find("nuki-count", QSpinBox)  # type: ignore[attr-defined]
    player.qtbot.keyClick(nuki, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    player.qtbot.keyClick(nuki, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    assert player.headline == "Haneman — 3000 / 6000 + 1000\u00a0sticks"  # type: ignore[attr-defined]
    # three cards, named for the game's players
    cards = {w: player.find(f"seat-{w}") for w in "ESWN"}  # type: ignore[attr-defined]
    assert [w for w, card in cards.items() if card.isVisible()] == ["E", "S", "W"]
    amounts = [player.find(f"amount-{w}", QLabel).text() for w in "ESW"]  # type: ignore[attr-defined]
    assert amounts == ["−6000", f"+10{T}000", "−3000"]
    assert "Boris" in cards["S"].accessibleName()
    # Ctrl+Enter: recorded at once, with the nuki
    player.qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert tracker.window.dialog is None
    line = tracker.history()[-1]
    assert line.startswith('tsumo Boris hand "') and "--dora 3z" in line and "--nuki 2" in line, line
    assert "--riichi" in line
    points = [tracker.label(f"seat-{seat}-points") for seat in range(3)]
    assert points == [f"29{T}000", f"44{T}000", f"32{T}000"]
    state = tracker.window.controller.state
    assert sum(state.points) + 1000 * state.sticks == 3 * 35000
    # the hand stays on the desk as recorded; Next hand (E2, Boris deals): the calculator
    # follows the game, still three players
    assert tracker.label("center-round") == "東 East 2"
    assert spin(player, "sticks") == 1
    player.qtbot.keyClick(window.centralWidget(), Qt.Key.Key_N)  # type: ignore[attr-defined]
    assert spin(player, "sticks") == 0
    assert player.find("preset", QComboBox).currentData() == "tenhou-sanma"  # type: ignore[attr-defined]


def test_a_past_hand_with_nuki_comes_back_to_the_desk_with_its_nuki() -> None:
    """Correcting a recorded three-player hand: the desk gets its Norths set aside too."""
    from mjgui.controller.game.bridge import CalcSituation, hand_words, request_state, words_hand

    hand = words_hand("123p456p789s555z99m --dora 3z --nuki 2 --riichi --rules tenhou-sanma --seat S --tsumo")
    assert hand is not None and hand.nuki == 2
    sit = CalcSituation(
        seat=1,
        round_wind=0,
        honba=0,
        sticks=0,
        renchan=0,
        preset="tenhou-sanma",
        overrides=(),
        tsumo=True,
        hand=hand,
    )
    state = request_state(sit)
    assert state.nuki == 2 and state.rules.players == 3
    assert "--nuki 2" in hand_words(state.spec())


def test_a_north_win_on_the_desk_picks_nobody_at_a_three_player_table(player: object, tmp_path: Path) -> None:
    """The desk under four-player rules (the game not followed) wins at North and applies it to a
    three-player game: North has no player there, so the dialog picks nobody and says why,
    never the dealer the seat wind would wrap round to."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules tenhou-sanma\nplayers Aiko Boris Chen\n", "sanma.mjgame")
    window.game_link.act_follow.trigger()  # View > Follow the game: off
    combo = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    index = combo.findData("seed")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    player.click_tiles("234p567p11s789s555z")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-3")  # type: ignore[attr-defined]  # North
    assert window.controller.state.situation.seat == 3
    window.game_link.apply_to_game()
    dialog = tracker.dialog
    assert dialog.objectName() == "dialog-tsumo"
    assert dialog.winner.one() is None
    assert tracker.label("dialog-note", dialog) == (
        "North has no player at a three-player table: choose the winner"
    )
    assert not tracker.find("dialog-ok", root=dialog).isEnabled()
    assert tracker.history()[-1] == "players Aiko Boris Chen"


def test_a_desk_under_other_rules_says_the_games_rules_count_the_line(player: object, tmp_path: Path) -> None:
    """The game not followed, the desk under Tenhou's three-player rules scores a 13-sided
    kokushi by tsumo as one yakuman (+24 000 with the tsumo loss); applied to a Mahjong Soul
    three-player game it is recorded as that game's double yakuman (+48 000). The dialog showed
    the game's change with no word of why it was not the desk's: it now says the rules differ
    and the game's count, and the line recorded pays what it previews."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules mahjongsoul-sanma\nplayers Aiko Boris Chen\n", "ms.mjgame")
    window.game_link.act_follow.trigger()  # View > Follow the game: off
    combo = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    index = combo.findData("tenhou-sanma")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    player.type("19m19p19s1234567z1m")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]  # South: Boris
    assert player.find("amount-S", QLabel).text() == f"+24{T}000"  # type: ignore[attr-defined]
    window.game_link.apply_to_game()
    dialog = tracker.dialog
    assert tracker.label("dialog-note", dialog) == (
        "The desk scored this win under Tenhou, three players, but the game is played under "
        "Mahjong Soul, three players: the game's rules count the line, and the change below is "
        "what it records"
    )
    assert tracker.preview_deltas("dialog-preview")[:3] == [f"−32{T}000", f"+48{T}000", f"−16{T}000"]
    tracker.ok()
    assert tracker.history()[-1] == 'tsumo Boris hand "19m19p19s1234567z1m"'
    # 35 000 each before: Aiko (the dealer) pays 32 000, Chen 16 000
    assert [tracker.label(f"seat-{seat}-points") for seat in range(3)] == ["3000", f"83{T}000", f"19{T}000"]


def test_a_desk_under_the_games_rules_adds_no_note(player: object, tmp_path: Path) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules tenhou-sanma\nplayers Aiko Boris Chen\n", "t.mjgame")
    window.game_link.act_follow.trigger()  # View > Follow the game: off
    combo = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    index = combo.findData("tenhou-sanma")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    player.type("19m19p19s1234567z1m")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    window.game_link.apply_to_game()
    dialog = tracker.dialog
    assert not tracker.find("dialog-note", root=dialog).isVisible()
    assert tracker.preview_deltas("dialog-preview")[:3] == [f"−16{T}000", f"+24{T}000", "−8000"]

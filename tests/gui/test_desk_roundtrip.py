"""The calculator and the tracker as one desk (issue 24): a win asked for by the tracker's
Ron/Tsumo dialog is scored in the calculator on an empty desk with the game's situation, and
comes back as the line recorded (ron, tsumo, also ron, han and fu picked without tiles, and a
past line corrected in the calculator three hands later). Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QWidget
from test_tracker_support import CTRL, activate, banner, ctrl_enter, spin
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.util import T

_data_dir = own_data_dir()


def test_ron_opens_an_empty_desk_with_the_games_situation_and_ctrl_enter_records(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    # the calculator holds a hand of its own: a pon, a dora indicator, tsumo and the seat set
    player.type("234m567p55s11z(555z)1z")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    assert len(window.controller.state.dora) == 1 and len(window.controller.state.melds) == 1
    tracker.action("riichi", "player-2")
    tracker.ok()
    # Chen (West in E1, in riichi) wins on Boris's discard: the calculator scores it
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert player.hand() == []  # type: ignore[attr-defined]
    state = window.controller.state
    assert state.concealed == () and state.melds == () and state.dora == () and state.ura == ()
    assert player.find("seat-2").isChecked()  # type: ignore[attr-defined]
    assert player.find("discarder", QComboBox).currentData() == 1  # type: ignore[attr-defined]
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]
    assert not player.find("tsumo").isChecked()  # type: ignore[attr-defined]
    assert spin(player, "sticks") == 1 and spin(player, "honba") == 0
    assert banner(player) == (
        "Scoring for the game: Chen wins by ron from Boris · riichi declared (I: ippatsu)"
        " · East 東 1 — Ctrl+Enter records it once the desk shows the win"
    )
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    # riichi pinfu tanyao, 3 han 30 fu, and Chen's own stick back
    assert player.headline == "3900 + 1000\u00a0sticks"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
    assert tracker.points() == [f"30{T}000", f"26{T}100", f"33{T}900", f"30{T}000"]
    assert tracker.window.dialog is None  # recorded at once, no dialog
    # the hand stays on the desk as recorded, tied to its line
    assert banner(player) == (
        "Recorded as line 5\u00a0of the game: Chen wins by ron from Boris · East 東 1"
        " — Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
    )
    assert player.headline == "3900 + 1000\u00a0sticks"  # type: ignore[attr-defined]
    # Next hand: the next hand's situation follows the game again
    assert tracker.label("center-round") == "東 East 2"
    player.qtbot.keyClick(window.centralWidget(), Qt.Key.Key_N)  # type: ignore[attr-defined]
    assert banner(player) == ""
    assert spin(player, "sticks") == 0


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [(Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Enter, CTRL | Qt.KeyboardModifier.KeypadModifier)],
    ids=["ctrl-return", "ctrl-keypad-enter"],
)
def test_ctrl_and_either_enter_key_records_the_desks_win(
    player: object, key: Qt.Key, modifiers: Qt.KeyboardModifier
) -> None:
    """Ctrl and the keypad's Enter did nothing on the desk (README: "Ctrl+Enter is Ctrl and
    either Enter key"): only Ctrl+Return was the Record item's key."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    activate(window, player.qtbot)  # type: ignore[attr-defined]
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is window
    player.qtbot.keyClick(focus, key, modifiers)  # type: ignore[attr-defined]
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'
    assert tracker.window.dialog is None  # recorded at once, no dialog


def test_tsumo_through_the_apply_button_and_enter_in_the_dialog(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("tsumo", "winner-3")
    tracker.click("dialog-calculator", tracker.dialog)
    assert player.find("tsumo").isChecked()  # type: ignore[attr-defined]
    assert player.find("seat-3").isChecked()  # type: ignore[attr-defined]
    assert banner(player).startswith("Scoring for the game: Dasha wins by tsumo")
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert player.headline == "700 / 1300"  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert dialog.objectName() == "dialog-tsumo"
    assert tracker.find("winner-3", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("dialog-line", root=dialog).text() == 'tsumo Dasha hand "234m567p3467888s5s"'  # type: ignore[attr-defined]
    tracker.qtbot.keyClick(dialog, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert not dialog.isVisible()
    assert tracker.history()[-1] == 'tsumo Dasha hand "234m567p3467888s5s"'
    assert tracker.points() == [f"28{T}700", f"29{T}300", f"29{T}300", f"32{T}700"]


def test_double_ron_keeps_also_ron_through_the_calculator(player: object, tmp_path: Path) -> None:
    tracker = open_record(
        player, tmp_path, "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n", "house.mjgame"
    )
    tracker.action("ron", "winner-0", "discarder-1", "han-1", "fu-30")
    tracker.ok()
    # Dasha also wins on Boris's discard: ticked, then scored in the calculator
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("also-ron", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player).startswith("Scoring for the game: Dasha also wins by ron from Boris")
    assert player.find("seat-3").isChecked()  # type: ignore[attr-defined]
    player.type("123456789p234s5m5m")  # type: ignore[attr-defined]
    assert player.headline == "2600"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'also ron Dasha from Boris hand "5m123456789p234s5m"'
    assert tracker.points() == [f"31{T}500", f"25{T}900", f"30{T}000", f"32{T}600"]
    # the dealer Aiko won: still East 1, one honba (not a new hand for Dasha's win)
    assert tracker.label("center-round") == "東 East 1"
    assert tracker.label("center-honba") == "1 honba"


def test_an_also_ron_after_the_last_hand_is_scored_in_the_calculator(player: object, tmp_path: Path) -> None:
    """EMA, South 4: Boris's ron on Aiko's discard ends the game; Chen's win on the same discard
    is asked for with the Also ron button, scored in the calculator and recorded by Ctrl+Enter
    (the game being over does not refuse it)."""
    tracker = open_tracker(player)
    record = tmp_path / "last.mjgame"
    text = "rules ema\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 7 + "riichi Chen\n"
    record.write_text(text, encoding="utf-8")
    assert tracker.window.open_file(record)
    tracker.action("ron", "winner-1", "discarder-0", "han-3", "fu-30")
    tracker.ok()
    assert tracker.window.final.isVisible()
    tracker.action("also-ron", "winner-2")
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player).startswith("Scoring for the game: Chen also wins by ron from Aiko")
    player.type("123456789p234s5m5m")  # type: ignore[attr-defined]
    assert player.headline == "5200 + 2100\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'also ron Chen from Aiko hand "5m123456789p234s5m --riichi"'
    assert [row[:3] for row in tracker.window.final.row_texts()] == [
        ["1st", "Boris", f"37{T}000"],
        ["2nd", "Chen", f"36{T}300"],
        ["3rd", "Dasha", f"30{T}000"],
        ["4th", "Aiko", f"16{T}700"],
    ]


def test_han_and_fu_picked_in_the_calculator_go_to_the_game(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("tsumo", "winner-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.click("quick-toggle")  # type: ignore[attr-defined]
    quick = window.findChild(QWidget, "quick-value")
    assert quick is not None and quick.isVisible()
    for name in ("han-3", "fu-30"):
        player.qtbot.mouseClick(quick.findChild(QWidget, name), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert player.headline == "1000 / 2000"  # type: ignore[attr-defined]
    # the button shows the line first: the value picked, not the (empty) desk's tiles
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert tracker.find("han-3", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("fu-30", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("dialog-line", root=dialog).text() == "tsumo Boris 3 30"  # type: ignore[attr-defined]
    tracker.ok()
    assert tracker.history()[-1] == "tsumo Boris 3 30"
    assert tracker.points() == [f"28{T}000", f"34{T}000", f"29{T}000", f"29{T}000"]
    # a limit by Ctrl+Enter: recorded at once
    tracker.action("ron", "winner-2", "discarder-3")
    tracker.click("dialog-calculator", tracker.dialog)
    assert window.controller.quick_mode
    player.qtbot.mouseClick(quick.findChild(QWidget, "limit-mangan"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == "ron Chen from Dasha mangan"
    assert tracker.points() == [f"28{T}000", f"34{T}000", f"37{T}000", f"21{T}000"]


def test_a_hand_corrected_in_the_calculator_three_hands_later(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("tsumo", "winner-2")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'tsumo Chen hand "234m567p3467888s5s"'
    for winner, discarder in ((0, 1), (3, 0), (1, 2)):
        tracker.action("ron", f"winner-{winner}", f"discarder-{discarder}", "han-1", "fu-30")
        tracker.ok()
    before = tracker.points()
    assert before == [f"28{T}700", f"29{T}300", f"31{T}700", f"30{T}300"]
    player.click("quick-toggle")  # type: ignore[attr-defined]  # the calculator left on han and fu
    assert window.controller.quick_mode
    # the first win missed its dora: open it back in the calculator from its line
    line = 4  # after the date, rules and players lines
    dialog = tracker.window.edit_line(line)
    assert tracker.label("hand-words", dialog) == "234m567p3467888s5s"
    tracker.click("dialog-calculator", dialog)
    assert banner(player).startswith("Correcting line 4\u00a0of the game: Chen wins by tsumo · East 東 1")
    assert not window.controller.quick_mode  # the hand's tiles are shown
    tiles = ["2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "6s", "7s", "8s", "8s", "8s", "5s"]
    assert player.hand() == tiles  # type: ignore[attr-defined]
    assert player.find("tsumo").isChecked() and player.find("seat-2").isChecked()  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2s")  # type: ignore[attr-defined]
    assert player.headline == "1300 / 2600"  # type: ignore[attr-defined]
    ctrl_enter(player)
    history = tracker.history()
    assert history[line - 1] == 'tsumo Chen hand "234m567p3467888s5s --dora 2s"'
    assert len(history) == 7  # replaced, not added
    # Chen +5200 instead of +2700; the later lines recomputed on top
    assert tracker.points() == [f"27{T}400", f"28{T}700", f"34{T}200", f"29{T}700"]
    assert window.controller.state.dora  # the corrected hand stays on the desk to be seen


def test_typing_in_the_dialog_goes_on_in_the_calculator_and_n_keeps_the_games_situation(
    player: object,
) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    dialog = tracker.action("ron", "winner-3", "discarder-0")
    tracker.qtbot.keyClicks(dialog.focusWidget(), "2")  # type: ignore[attr-defined]
    assert not dialog.isVisible()
    assert window.notation.text() == "2" and window.notation.hasFocus()
    player.type("34m567p3467888s5s")  # type: ignore[attr-defined]
    assert window.notation.text() == "234m567p3467888s5s"
    assert player.headline == "2000"  # type: ignore[attr-defined]  # North, pinfu tanyao: 2 han 30 fu
    # N: the next try at this hand keeps what the game set (seat, ron from the dealer)
    player.qtbot.keyClick(window.centralWidget(), Qt.Key.Key_N)  # type: ignore[attr-defined]
    state = window.controller.state
    assert state.concealed == ()
    assert (state.situation.seat, state.situation.discarder, state.situation.tsumo) == (3, 0, False)
    assert banner(player).startswith("Scoring for the game: Dasha wins by ron from Aiko")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Dasha from Aiko hand "234m567p3467888s5s"'
    assert tracker.points() == [f"28{T}000", f"30{T}000", f"30{T}000", f"32{T}000"]
    # once recorded, N clears as usual: the win's discarder goes with the hand
    assert window.controller.state.situation.discarder == 0
    player.qtbot.keyClick(window.centralWidget(), Qt.Key.Key_N)  # type: ignore[attr-defined]
    assert window.controller.state.situation.discarder is None and banner(player) == ""


def test_also_ron_after_a_non_dealer_win_scores_in_the_hand_of_that_discard(
    player: object, tmp_path: Path
) -> None:
    tracker = open_tracker(player)
    record = tmp_path / "house.mjgame"
    record.write_text(
        "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\ndraw tenpai Aiko\n", encoding="utf-8"
    )
    assert tracker.window.open_file(record)
    assert tracker.label("center-honba") == "1 honba"
    tracker.action("ron", "winner-2", "discarder-1", "han-1", "fu-30")
    tracker.ok()
    # the game has gone on to East 2 (Boris deals); Dasha's win belongs to East 1's discard
    assert tracker.label("center-round") == "東 East 2"
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("also-ron", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player) == (
        "Scoring for the game: Dasha also wins by ron from Boris · East 東 1 — "
        "Ctrl+Enter records it once the desk shows the win"
    )
    assert player.find("seat-3").isChecked()  # type: ignore[attr-defined]  # North in East 1
    assert spin(player, "honba") == 1  # each winner is paid the honba (multiple_ron_honba each)
    # the payment cards name the players of East 1, Aiko dealing
    assert player.find("seat-E").findChildren(QLabel)[0].text() == "東 Aiko · dealer"  # type: ignore[attr-defined]
    player.type("123456789p234s5m5m")  # type: ignore[attr-defined]
    assert player.headline == "2600 + 300\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'also ron Dasha from Boris hand "5m123456789p234s5m"'
    # after Aiko's 3000 for tenpai: Chen 1000 + 300, Dasha 2600 + 300, both from Boris
    assert tracker.points() == [f"33{T}000", f"24{T}800", f"30{T}300", f"31{T}900"]
    assert tracker.label("center-round") == "東 East 2"
    # the hand stays on the desk as recorded: the cards name East 1's players until Next hand
    card = player.find("seat-E").findChildren(QLabel)[0]  # type: ignore[attr-defined]
    assert card.text() == "東 Aiko · dealer"
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_N)  # type: ignore[attr-defined]
    assert card.text() == "東 Boris · dealer"


def test_a_han_fu_line_corrected_with_han_and_fu_picked_in_the_calculator(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("ron", "winner-2", "discarder-1", "han-2", "fu-30")
    tracker.ok()
    tracker.action("tsumo", "winner-0", "han-1", "fu-30")
    tracker.ok()
    dialog = tracker.window.edit_line(4)
    assert tracker.find("han-2", root=dialog).isChecked()  # type: ignore[attr-defined]
    tracker.click("dialog-calculator", dialog)
    assert banner(player).startswith("Correcting line 4\u00a0of the game: Chen wins by ron from Boris")
    assert window.controller.state.concealed == ()
    player.click("quick-toggle")  # type: ignore[attr-defined]
    quick = window.findChild(QWidget, "quick-value")
    for name in ("han-3", "fu-40"):
        player.qtbot.mouseClick(quick.findChild(QWidget, name), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert player.headline == "5200"  # type: ignore[attr-defined]
    ctrl_enter(player)
    history = tracker.history()
    assert history[3] == "ron Chen from Boris 3 40" and len(history) == 5
    # Chen +5200 from Boris, then Aiko's 1 han 30 fu tsumo in East 2 (Boris deals: 500, 300 each)
    assert tracker.points() == [f"31{T}100", f"24{T}300", f"34{T}900", f"29{T}700"]

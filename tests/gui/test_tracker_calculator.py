"""The calculator and the game tracker together: the Game menu, "Apply to game" with the winner
and discarder chosen, and the calculator taking the situation from the game."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from desk_support import own_data_dir
from PySide6.QtWidgets import QComboBox, QLabel
from test_tracker_support import spin
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.util import T

_data_dir = own_data_dir()


def test_game_menu_and_autosave_in_the_data_dir(player: object, _data_dir: Path) -> None:
    titles = [m.title() for m in player.window.menuBar().findChildren(type(player.window.menu_view))]  # type: ignore[attr-defined]
    assert "&Game" in titles
    tracker = open_tracker(player)
    tracker.new_game()
    assert (
        (_data_dir / "autosave.mjgame")
        .read_text(encoding="utf-8")
        .startswith(f"# date {date.today().isoformat()}\nrules seed edition=1\n")
    )


def test_score_in_the_calculator_and_apply_to_game(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("riichi", "player-1")
    tracker.ok()
    dialog = tracker.action("draw")
    # a player in riichi must show tenpai: Boris is already chosen
    assert tracker.find("tenpai-1", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("dialog-line", root=dialog).text() == "draw tenpai Boris"  # type: ignore[attr-defined]
    tracker.ok()
    # E2 (Boris deals), 1 honba, Boris's stick on the table: the calculator follows the game
    assert tracker.label("center-round") == "東 East 2"
    assert spin(player, "honba") == 1 and spin(player, "sticks") == 1
    # Chen wins on Boris's discard: score the hand in the calculator
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert window.isVisible()
    assert player.find("seat-1").isChecked()  # type: ignore[attr-defined]  # Chen sits South in E2
    discarder = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    assert discarder.currentData() == 0  # Boris is East, the dealer
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2s")  # type: ignore[attr-defined]
    assert player.headline == "3900 + 300\u00a0honba + 1000\u00a0sticks"  # type: ignore[attr-defined]
    apply = player.find("apply-to-game")  # type: ignore[attr-defined]
    assert apply.isVisible() and apply.text() == "Apply to game…"
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert dialog.objectName() == "dialog-ron"
    assert tracker.label("hand-words", dialog) == "234m567p3467888s5s --dora 2s"
    assert tracker.find("winner-2", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("discarder-1", root=dialog).isChecked()  # type: ignore[attr-defined]
    # 3900 + 300 honba + the stick
    assert tracker.preview_deltas("dialog-preview") == ["0", "−4200", "+5200", "0"]
    tracker.ok()
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --dora 2s"'
    assert tracker.points() == [f"29{T}000", f"27{T}800", f"34{T}200", f"29{T}000"]
    # the hand stays on the desk as recorded (its line's honba and stick); Next hand: the next
    # hand's situation is back in the calculator
    assert spin(player, "honba") == 1 and spin(player, "sticks") == 1
    assert player.headline == "3900 + 300\u00a0honba + 1000\u00a0sticks"  # type: ignore[attr-defined]
    player.click("clear")  # type: ignore[attr-defined]
    assert spin(player, "honba") == 0 and spin(player, "sticks") == 0
    assert tracker.label("center-round") == "東 East 3"


def test_apply_a_win_chosen_by_seat_winds(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    # in the calculator: a tsumo by the South seat (Boris in E1)
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.choose("seat", 1)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert dialog.objectName() == "dialog-tsumo"
    assert tracker.find("winner-1", root=dialog).isChecked()  # type: ignore[attr-defined]
    # a different winner can be chosen: the game scores the hand at that player's seat
    tracker.click_in_dialog("winner-3")
    assert "tsumo Dasha hand" in tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    tracker.ok()
    assert tracker.history()[-1].startswith("tsumo Dasha hand")


def test_apply_without_a_game_says_so(player: object) -> None:
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker = player.window.game_link.tracker_window  # type: ignore[attr-defined]
    assert tracker is not None
    player.qtbot.addWidget(tracker)  # type: ignore[attr-defined]
    text = tracker.findChild(QLabel, "tracker-notice-text").text()
    assert "Start or resume a game first" in text


def test_the_payment_cards_name_the_players_of_the_game(player: object) -> None:
    """Issue 12: following a game, the cards show each player's name by the wind's kanji; a new
    game starts with default names."""
    tracker = open_tracker(player)
    tracker.window.new_game_dialog()
    dialog = tracker.dialog
    names = [tracker.find(f"new-name-{s}", root=dialog).text() for s in range(4)]  # type: ignore[attr-defined]
    assert names == ["Player1", "Player2", "Player3", "Player4"]
    for seat, name in enumerate(("Aiko", "Boris", "Chen", "Dasha")):
        tracker.type_into(f"new-name-{seat}", name, dialog)
    tracker.ok()
    card = player.find("seat-E")  # type: ignore[attr-defined]
    wind = card.findChildren(QLabel)[0]
    assert wind.text() == "東 Aiko · dealer"
    assert player.find("seat-S").findChildren(QLabel)[0].text() == "南 Boris"  # type: ignore[attr-defined]
    # Chen wins by tsumo (2 han 30 fu): East 2, Boris deals and sits East
    tracker.action("tsumo", "winner-2", "han-2", "fu-30")
    tracker.ok()
    assert wind.text() == "東 Boris · dealer"
    assert player.find("seat-N").findChildren(QLabel)[0].text() == "北 Aiko"  # type: ignore[attr-defined]
    # not following the game: the winds alone
    player.window.game_link.act_follow.trigger()  # type: ignore[attr-defined]
    assert wind.text() == "East 東 · dealer"

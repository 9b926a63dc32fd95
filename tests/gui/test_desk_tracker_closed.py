"""The tracker closed (Ctrl+W) while the desk holds the hand it asked for: the desk keeps the
game's rules for that hand (it was scored under them), and Ctrl+Enter brings the tracker back
with the dialog to check the win (README, "From the calculator"). Under the desk's own rules a
three-player hand with a North set aside did not score at all (Ctrl+Enter did nothing), and an
M-League mangan (4 han 30 fu, rounded up) fell to 7700 with a note about rules the player never
chose. Every step is clicked or typed; each test reads the record's lines and the points."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter, next_hand, write

from tests.util import T

_data_dir = own_data_dir()


def ask_ron(player: object, tmp_path: Path, text: str) -> TrackerPlayer:
    """The record ``text`` opened in the tracker; Boris's ron from Chen asked of the desk."""
    tracker = open_record(player, tmp_path, text)
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("dialog-calculator", tracker.dialog)
    return tracker


def close_tracker(tracker: TrackerPlayer) -> None:
    """Ctrl+W in the tracker."""
    activate(tracker.window, tracker.qtbot)
    tracker.qtbot.keyClick(tracker.window, Qt.Key.Key_W, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert not tracker.window.isVisible()


def preset(player: object) -> str:
    return str(player.find("preset", QComboBox).currentData())  # type: ignore[attr-defined]


def test_a_three_player_hand_with_nuki_keeps_the_games_rules_once_the_tracker_is_closed(
    player: object, tmp_path: Path
) -> None:
    tracker = ask_ron(player, tmp_path, "rules tenhou-sanma\nplayers Aiko Boris Chen\n")
    player.type("123p456p789s555z99m")  # type: ignore[attr-defined]
    box = player.find("nuki-count", QSpinBox)  # type: ignore[attr-defined]
    player.qtbot.keyClick(box, Qt.Key.Key_Up)  # type: ignore[attr-defined]  # one North set aside
    assert player.headline == "2600"  # type: ignore[attr-defined]
    close_tracker(tracker)
    # the scoring for the game ends (the banner goes), the hand stays as scored
    assert banner(player) == ""
    assert preset(player) == "tenhou-sanma"
    assert player.headline == "2600"  # type: ignore[attr-defined]
    assert player.window.statusBar().currentMessage() == (  # type: ignore[attr-defined]
        "The game tracker was closed: the desk no longer scores this hand for the game; "
        "Ctrl+Enter brings the tracker back to check the win"
    )
    # Ctrl+Enter: the tracker back, with the win to check, nothing recorded yet
    ctrl_enter(player)
    assert tracker.window.isVisible()
    dialog = tracker.dialog
    line = tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Boris from Chen hand "9m123456p789s555z9m --nuki 1"'
    assert not tracker.find("dialog-note", root=dialog).isVisible()
    assert tracker.history()[-1] == "players Aiko Boris Chen"
    tracker.ok()
    assert tracker.history()[-1] == line
    assert tracker.points()[:3] == [f"35{T}000", f"37{T}600", f"32{T}400"]


def test_an_mleague_mangan_keeps_its_value_once_the_tracker_is_closed(player: object, tmp_path: Path) -> None:
    tracker = ask_ron(player, tmp_path, "rules mleague\nplayers Aiko Boris Chen Dasha\n")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    player.click("riichi")  # type: ignore[attr-defined]
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    close_tracker(tracker)
    assert preset(player) == "mleague"
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    line = tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Boris from Chen hand "234m567p3467888s5s --dora 1m --riichi"'
    # the desk scored under the game's rules: no note about other rules
    assert not tracker.find("dialog-note", root=dialog).isVisible()
    assert tracker.preview_deltas("dialog-preview") == ["0", "+8000", "−8000", "0"]
    tracker.ok()
    assert tracker.points() == [f"25{T}000", f"33{T}000", f"17{T}000", f"25{T}000"]


def test_the_desk_cleared_after_the_tracker_closed_has_its_own_rules_again(
    player: object, tmp_path: Path
) -> None:
    tracker = ask_ron(player, tmp_path, "rules mleague\nplayers Aiko Boris Chen Dasha\n")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    close_tracker(tracker)
    assert preset(player) == "mleague"
    # Next hand: the game's hand leaves the desk, and the game's rules with it
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    next_hand(player)
    assert player.window.controller.state.concealed == ()  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: preset(player) == "seed")  # type: ignore[attr-defined]
    assert player.find("preset", QComboBox).isEnabled()  # type: ignore[attr-defined]


def mleague_mangan_closed(player: object, tmp_path: Path) -> TrackerPlayer:
    """Boris's ron asked of the desk in an M-League game, scored there as a mangan (4 han 30 fu,
    rounded up; 7700 under the desk's own rules), and the tracker closed with it on the desk."""
    tracker = ask_ron(player, tmp_path, "rules mleague\nplayers Aiko Boris Chen Dasha\n")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    player.click("riichi")  # type: ignore[attr-defined]
    close_tracker(tracker)
    assert preset(player) == "mleague"
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    return tracker


def reopen(player: object) -> None:
    """Ctrl+G in the calculator: the tracker is shown again, with its game."""
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_G, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()


def test_another_record_opened_after_the_tracker_closed_takes_the_desk_to_its_rules(
    player: object, tmp_path: Path
) -> None:
    tracker = mleague_mangan_closed(player, tmp_path)
    reopen(player)
    assert tracker.window.isVisible()
    assert tracker.window.open_file(write(tmp_path / "other.mjgame", "rules seed\nplayers Ann Bob Cid Dan\n"))
    QApplication.processEvents()
    # the desk follows the game the tracker shows: its rules, not the closed game's M-League
    assert preset(player) == "seed"
    assert player.headline == "7700"  # type: ignore[attr-defined]
    ctrl_enter(player)
    note = tracker.label("dialog-note", tracker.dialog)
    assert note == (
        "The desk scored this win for East 東 1, which is not the game's hand now: "
        "pick the winner and who dealt in"
    )


def test_another_record_opened_while_the_desk_scores_for_a_game_takes_the_desk_to_its_rules(
    player: object, tmp_path: Path
) -> None:
    ask_ron(player, tmp_path, "rules mleague\nplayers Aiko Boris Chen Dasha\n")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    tracker = player.window.game_link.tracker_window  # type: ignore[attr-defined]
    assert preset(player) == "mleague"
    assert tracker.open_file(write(tmp_path / "other.mjgame", "rules seed\nplayers Ann Bob Cid Dan\n"))
    QApplication.processEvents()
    assert preset(player) == "seed"


def test_undoing_the_opening_of_a_record_takes_the_desk_to_the_rules_of_the_game_back(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, "rules seed\nplayers Ann Bob Cid Dan\n", "seed.mjgame")
    assert tracker.window.open_file(
        write(tmp_path / "game.mjgame", "rules mleague\nplayers Aiko Boris Chen Dasha\n")
    )
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert preset(player) == "mleague"
    activate(tracker.window, tracker.qtbot)
    tracker.qtbot.keyClick(tracker.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert tracker.window.controller.state.names == ("Ann", "Bob", "Cid", "Dan")
    assert preset(player) == "seed"


def test_a_new_game_after_the_tracker_closed_takes_the_desk_to_its_rules(
    player: object, tmp_path: Path
) -> None:
    tracker = mleague_mangan_closed(player, tmp_path)
    reopen(player)
    tracker.new_game(("Ann", "Bob", "Cid", "Dan"), preset="seed")
    QApplication.processEvents()
    assert tracker.window.controller.state.rules.name == "seed"
    assert preset(player) == "seed"
    assert player.headline == "7700"  # type: ignore[attr-defined]


def clear_and_undo(player: object) -> None:
    """Esc clears the desk, Ctrl+Z brings its hand back."""
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: player.window.controller.state.concealed == ())  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: preset(player) == "seed")  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()


def test_the_hand_cleared_after_the_tracker_closed_comes_back_by_ctrl_z_under_its_games_rules(
    player: object, tmp_path: Path
) -> None:
    tracker = mleague_mangan_closed(player, tmp_path)
    clear_and_undo(player)
    player.qtbot.waitUntil(lambda: preset(player) == "mleague")  # type: ignore[attr-defined]
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    # Ctrl+Y clears it again, and its game's rules go with it; Ctrl+Z brings both back
    player.qtbot.keyClick(player.window, Qt.Key.Key_Y, CTRL)  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: preset(player) == "seed")  # type: ignore[attr-defined]
    assert player.window.controller.state.concealed == ()  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: preset(player) == "mleague")  # type: ignore[attr-defined]
    assert player.headline == "Mangan — 8000"  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    line = tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Boris from Chen hand "234m567p3467888s5s --dora 1m --riichi"'
    assert not tracker.find("dialog-note", root=dialog).isVisible()
    assert tracker.preview_deltas("dialog-preview") == ["0", "+8000", "−8000", "0"]
    tracker.ok()
    assert tracker.points() == [f"25{T}000", f"33{T}000", f"17{T}000", f"25{T}000"]


def test_a_three_player_hand_cleared_after_the_tracker_closed_comes_back_by_ctrl_z_and_scores(
    player: object, tmp_path: Path
) -> None:
    tracker = ask_ron(player, tmp_path, "rules tenhou-sanma\nplayers Aiko Boris Chen\n")
    player.type("123p456p789s555z99m")  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.find("nuki-count", QSpinBox), Qt.Key.Key_Up)  # type: ignore[attr-defined]
    close_tracker(tracker)
    clear_and_undo(player)
    player.qtbot.waitUntil(lambda: preset(player) == "tenhou-sanma")  # type: ignore[attr-defined]
    assert player.headline == "2600"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.window.isVisible()
    line = tracker.find("dialog-line", root=tracker.dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Boris from Chen hand "9m123456p789s555z9m --nuki 1"'
    tracker.ok()
    assert tracker.points()[:3] == [f"35{T}000", f"37{T}600", f"32{T}400"]


def test_the_hand_cleared_comes_back_by_ctrl_z_under_the_game_shown_once_it_no_longer_plays_it(
    player: object, tmp_path: Path
) -> None:
    tracker = mleague_mangan_closed(player, tmp_path)
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: preset(player) == "seed")  # type: ignore[attr-defined]
    reopen(player)
    assert tracker.window.open_file(write(tmp_path / "other.mjgame", "rules ema\nplayers Ann Bob Cid Dan\n"))
    QApplication.processEvents()
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()
    player.qtbot.wait(20)  # type: ignore[attr-defined]
    assert player.window.controller.state.concealed != ()  # type: ignore[attr-defined]
    assert preset(player) == "ema"

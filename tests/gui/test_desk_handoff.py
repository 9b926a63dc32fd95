"""The hand-off between the desk and the tracker when the game moves under it: a tracker dialog
left open while the desk records (closed, never recording against the game before), Ctrl+Enter
in the dialog a desk's win waits in; the sticks of a corrected first ron of a double ron; the
seat winds of a double ron's second winner read in the hand of that discard, a hand-off whose
hand the game no longer plays; the banner's ✕, the banner after Ctrl+Z on the desk; the tracker
closed mid hand-off (the game kept in previous.mjgame stays). Every step is clicked or typed;
each test reads the record's lines, the points, the dialogs and the files."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from desk_support import open_record as open_named_record
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QComboBox, QDialog, QLabel
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter, next_hand, spin
from test_tracker_support import tracker_from_calculator as open_tracker

from mjgui.core.text import inner_sentence
from tests.util import T

SEED = "rules seed\nplayers Aiko Boris Chen Dasha\n"
DOUBLE = "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
CHEN = "234m567p3467888s5s"  # pinfu and tanyao: 2000 on a non-dealer's ron
DASHA = "123456789p234s5m5m"
DASHA_WORDS = "5m123456789p234s5m"  # the same hand as a line's words say it


_data_dir = own_data_dir()


#: the record is opened as house.mjgame (a notice names it)
open_record = partial(open_named_record, name="house.mjgame")


def ask_ron(tracker: TrackerPlayer, winner: int, discarder: int) -> None:
    tracker.action("ron", f"winner-{winner}", f"discarder-{discarder}")
    tracker.click("dialog-calculator", tracker.dialog)


def picked(tracker: TrackerPlayer, dialog: QDialog, prefix: str) -> list[int]:
    return [
        seat
        for seat in range(4)
        if (button := dialog.findChild(QAbstractButton, f"{prefix}-{seat}")) is not None
        and button.isChecked()
    ]


def line_of(tracker: TrackerPlayer, dialog: QDialog) -> str:
    return str(tracker.find("dialog-line", root=dialog).text())  # type: ignore[attr-defined]


def choose_discarder(player: object, seat_wind: int) -> None:
    """The desk's "dealt in" box, moved with the arrow keys to ``seat_wind``."""
    combo = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentData() == seat_wind:
            return
        player.qtbot.keyClick(combo, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert combo.currentData() == seat_wind


def status(window: object) -> str:
    return str(window.statusBar().currentMessage())  # type: ignore[attr-defined]


# -- a tracker dialog left open while the desk records ---------------------------------------
def test_the_dialog_a_desks_win_waits_in_closes_when_ctrl_enter_records_it(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, SEED)
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    applied = tracker.dialog
    assert line_of(tracker, applied) == f'ron Chen from Boris hand "{CHEN}"'
    # back on the desk, Ctrl+Enter (the banner says it records): recorded at once
    assert banner(player).endswith("— Ctrl+Enter records it")
    ctrl_enter(player)
    assert tracker.history()[2:] == [f'ron Chen from Boris hand "{CHEN}"']
    # the dialog, made on East 1, is closed: its Record cannot add the win again in East 2
    assert not applied.isVisible() and tracker.window.dialog is None
    assert status(tracker.window) == (
        f'Recorded: ron Chen from Boris hand "{CHEN}" · '
        "The game changed: the dialog “Ron” was closed, as its choices were made before"
    )
    assert tracker.label("center-round") == "東 East 2"
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"32{T}000", f"30{T}000"]


def test_a_riichi_dialog_left_open_does_not_land_in_the_next_hand(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED)
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    # someone opens Riichi… for Dasha in East 1 and leaves it open
    riichi = tracker.action("riichi", "player-3")
    assert tracker.label("dialog-preview-summary", riichi).startswith("Still East")
    ctrl_enter(player)
    assert not riichi.isVisible() and tracker.window.dialog is None
    assert tracker.history()[2:] == [f'ron Chen from Boris hand "{CHEN}"']
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"32{T}000", f"30{T}000"]


def test_the_dialog_closed_is_said_in_russian_too(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED)
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    riichi = tracker.action("riichi", "player-3")
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()  # the windows are told of the language as the app tells them
    title = riichi.windowTitle()
    assert title != "Riichi"
    ctrl_enter(player)
    assert not riichi.isVisible()
    assert status(tracker.window) == (
        f'Записано: ron Chen from Boris hand "{CHEN}" · '
        f"Игра изменилась: окно «{title}» закрыто, так как выбор в нём был сделан до изменения"
    )


def test_a_line_dialog_left_open_is_closed_too(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED + "riichi Dasha\n")
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    # Insert… before line 3 (the riichi), a line typed and left there
    inserted = tracker.window.insert_line(3)
    tracker.type_into("line-edit", "riichi Aiko", inserted)
    ctrl_enter(player)
    assert not inserted.isVisible() and tracker.window.dialog is None
    assert tracker.history()[2:] == ["riichi Dasha", f'ron Chen from Boris hand "{CHEN}"']
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"33{T}000", f"29{T}000"]


def test_the_dialogs_own_line_keeps_the_desks_hand_tied_to_it(player: object, tmp_path: Path) -> None:
    """Its own Record is no change under it: the line goes in once, the desk tied to it."""
    tracker = open_record(player, tmp_path, SEED)
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker.ok()
    assert tracker.history()[2:] == [f'ron Chen from Boris hand "{CHEN}"']
    assert banner(player).startswith("Recorded as line 3\u00a0of the game: Chen wins by ron from Boris")
    assert "was closed" not in status(tracker.window)


def test_ctrl_enter_in_the_dialog_records_as_the_apply_button_says(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED)
    player.type(CHEN)  # type: ignore[attr-defined]
    player.click("seat-2")  # type: ignore[attr-defined]
    choose_discarder(player, 1)  # type: ignore[arg-type]
    apply = player.find("apply-to-game")  # type: ignore[attr-defined]
    assert apply.toolTip().endswith("then Record (Enter or Ctrl+Enter)")
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'ron Chen from Boris hand "{CHEN}"'
    # the key where the dialog's focus is (a player's button), the dialog the active window
    activate(dialog, tracker.qtbot)
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is dialog
    assert focus is not tracker.find("dialog-ok", root=dialog)
    tracker.qtbot.keyClick(focus, Qt.Key.Key_Return, CTRL)  # type: ignore[attr-defined]
    assert not dialog.isVisible()
    assert tracker.history()[2:] == [f'ron Chen from Boris hand "{CHEN}"']
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"32{T}000", f"30{T}000"]


def test_ctrl_enter_in_a_dialog_not_complete_records_nothing(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED)
    dialog = tracker.action("ron", "winner-2")  # nobody dealt in yet
    activate(dialog, tracker.qtbot)
    tracker.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, CTRL)  # type: ignore[attr-defined]
    assert dialog.isVisible() and tracker.history()[2:] == []
    dialog.reject()


# -- the honba and sticks of a corrected first ron of a double ron ----------------------------
def test_correcting_the_first_ron_of_a_double_ron_shows_the_sticks_the_game_pays(
    player: object, tmp_path: Path
) -> None:
    text = (
        DOUBLE
        + "riichi Boris\ndraw tenpai Boris\nriichi Chen\n"
        + f'ron Dasha from Boris hand "{CHEN}"\nalso ron Chen from Boris hand "{DASHA}"\n'
    )
    tracker = open_record(player, tmp_path, text)
    dialog = tracker.window.edit_line(6)
    # Chen, first in turn after Boris, takes both sticks: Dasha is paid 2000 and 300 honba
    assert tracker.preview_deltas("dialog-preview")[3] == "+2300"
    tracker.click("dialog-calculator", dialog)
    assert banner(player).startswith("Correcting line 6\u00a0of the game: Dasha wins by ron from Boris")
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 0)
    assert player.headline == "2000 + 300\u00a0honba"  # type: ignore[attr-defined]
    assert player.find("amount-W", QLabel).text() == "+2300"  # type: ignore[attr-defined]
    before = tracker.points()
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("9m")  # type: ignore[attr-defined]  # no dora: the same value, recorded
    ctrl_enter(player)
    assert tracker.history()[5:] == [
        f'ron Dasha from Boris hand "{CHEN} --dora 9m"',
        f'also ron Chen from Boris hand "{DASHA}"',
    ]
    assert tracker.points() == before


# -- the seat winds of a double ron's second winner -----------------------------------------
def double_ron_second_recorded(player: object, tmp_path: Path) -> TrackerPlayer:
    """After Aiko's tenpai (East 1, 1 honba), Dasha wins on Boris's discard (1 han 30 fu), then
    Chen too, scored on the desk and recorded by Ctrl+Enter."""
    tracker = open_record(player, tmp_path, DOUBLE + "draw tenpai Aiko\n")
    tracker.action("ron", "winner-3", "discarder-1", "han-1", "fu-30")
    tracker.ok()
    tracker.click("action-also-ron")
    tracker.click("winner-2", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(DASHA)  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == f'also ron Chen from Boris hand "{DASHA_WORDS}"'
    return tracker


def test_a_second_winners_line_undone_and_sent_again_keeps_its_players(
    player: object, tmp_path: Path
) -> None:
    tracker = double_ron_second_recorded(player, tmp_path)
    # the dora was forgotten: Ctrl+Z in the tracker takes Chen's line back
    activate(tracker.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(tracker.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert tracker.history()[-1] == "ron Dasha from Boris 1 30" and banner(player) == ""
    assert tracker.label("center-round") == "東 East 2" and tracker.label("center-honba") == "0 honba"
    # the payment cards still name the players of East 1, the hand of that discard, and the
    # desk keeps the honba Chen is paid there
    assert player.find("seat-W").findChildren(QLabel)[0].text() == "西 Chen"  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 0)
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1p")  # type: ignore[attr-defined]
    assert player.headline == "5200 + 300\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    # read in East 1: Chen from Boris, another winner on that discard (not Dasha from Chen)
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{DASHA_WORDS} --dora 1p"'
    assert picked(tracker, dialog, "winner") == [2] and picked(tracker, dialog, "discarder") == [1]
    assert tracker.find("also-ron", QCheckBox, dialog).isChecked()  # type: ignore[attr-defined]
    tracker.ok()
    assert tracker.history()[-2:] == [
        "ron Dasha from Boris 1 30",
        f'also ron Chen from Boris hand "{DASHA_WORDS} --dora 1p"',
    ]
    # Aiko's tenpai 3000; Dasha's 1000 and Chen's ittsu and dora (3 han 40 fu, 5200), 300 honba each
    assert tracker.points() == [f"33{T}000", f"22{T}200", f"34{T}500", f"30{T}300"]


def test_a_second_winner_scored_on_the_desk_first_is_not_pinned_on_the_next_hands_seats(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, DOUBLE + "riichi Chen\n")
    # East 1: Dasha (North) wins on Boris's discard (South), scored on the desk first
    player.type(CHEN)  # type: ignore[attr-defined]
    player.click("seat-3")  # type: ignore[attr-defined]
    choose_discarder(player, 1)  # type: ignore[arg-type]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    tracker.ok()
    assert tracker.history()[-1] == f'ron Dasha from Boris hand "{CHEN}"'
    # Chen (West in East 1, in riichi) too: Next hand, his hand, seat West, from South
    next_hand(player)
    player.type(DASHA)  # type: ignore[attr-defined]
    player.click("seat-2")  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    choose_discarder(player, 1)  # type: ignore[arg-type]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    # East 2's seats would make it Dasha's ron from Chen; the desk's riichi is Chen's, declared
    # in East 1: proposed as another winner on Boris's discard, the note saying the other reading
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{DASHA_WORDS} --riichi"'
    assert picked(tracker, dialog, "winner") == [2] and picked(tracker, dialog, "discarder") == [1]
    assert tracker.label("dialog-note", dialog).replace("\u00a0", " ") == (
        "By the desk's seats this is another winner on the last ron's discard (East 東 1); if it "
        "is Dasha from Chen in East 東 2, the hand being played now, untick “also ron”\n"
        # Chen's stick, taken back by him (first in turn after Boris), not on the desk
        "Riichi sticks on the desk: 0, but in East 東 1 the game pays this win riichi sticks: 1 (the "
        "sticks on one discard go to the first winner after the discarder); the game pays the line by "
        "its own count, and the change below is what it records"
    )
    # unticked: that reading's players; ticked again: back
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'ron Dasha from Chen hand "{DASHA_WORDS} --riichi"'
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{DASHA_WORDS} --riichi"'
    tracker.ok()
    # Dasha 2000; Chen riichi and ittsu 5200, and his stick back: first in turn after Boris
    assert tracker.points() == [f"30{T}000", f"22{T}800", f"35{T}200", f"32{T}000"]


def test_a_hand_off_whose_hand_was_undone_names_nobody(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, SEED)
    tracker.action("tsumo", "winner-1", "han-1", "fu-30")
    tracker.ok()
    # East 2 (Boris deals): Chen wins on Dasha's discard, scored on the desk
    ask_ron(tracker, 2, 3)
    assert banner(player).startswith("Scoring for the game: Chen wins by ron from Dasha · East 東 2")
    player.type("234m567p3467")  # type: ignore[attr-defined]
    # meanwhile the tsumo is undone in the tracker: East 2 is no longer played
    activate(tracker.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(tracker.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert tracker.label("center-round") == "東 East 1"
    assert banner(player) == ""
    assert status(player.window) == (
        "The game changed in the tracker: East 東 2, the hand the desk scored, is not the game's hand now"
    )
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.type("888s5s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    # South from North in East 1 would be Boris from Dasha: nobody is picked
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'ron ? from ? hand "{CHEN}"'
    assert tracker.label("dialog-note", dialog) == (
        "The desk scored this win for East 東 2, which is not the game's hand now: "
        "pick the winner and who dealt in"
    )
    dialog.reject()
    # Next hand: a hand of its own, read in the game's hand again
    next_hand(player)
    player.type(CHEN)  # type: ignore[attr-defined]
    ctrl_enter(player)
    # Boris sits South; "dealt in" left at "next player": West, Chen, whom the desk shows paying
    assert player.find("discarder", QComboBox).currentText() == "next player"  # type: ignore[attr-defined]
    assert line_of(tracker, tracker.dialog) == f'ron Boris from Chen hand "{CHEN}"'
    tracker.dialog.reject()
    assert tracker.history()[2:] == []


# -- the banner's ✕ -------------------------------------------------------------------------
def test_closing_a_corrections_banner_puts_the_desk_back_on_the_game(player: object, tmp_path: Path) -> None:
    text = SEED + f'ron Chen from Boris hand "{CHEN}"\nriichi Dasha\ndraw tenpai Dasha\n'
    tracker = open_record(player, tmp_path, text)
    game = tracker.window.controller.state  # East 2, 1 honba, Dasha's stick
    assert (game.honba, game.sticks) == (1, 1)
    tracker.click("dialog-calculator", tracker.window.edit_line(3))
    assert (spin(player, "honba"), spin(player, "sticks")) == (0, 0)  # East 1's
    player.click("game-banner-close")  # type: ignore[attr-defined]  # not correcting after all
    assert banner(player) == ""
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    next_hand(player)
    assert player.window.game_link.follows_game()  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    assert player.window.controller.state.concealed == ()  # type: ignore[attr-defined]


# -- the banner after Ctrl+Z on the desk ---------------------------------------------------
def test_the_banner_says_when_the_desk_no_longer_shows_the_line_recorded(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, SEED)
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN} --dora 2s"'
    assert banner(player).startswith("Recorded as line 3\u00a0of the game: Chen wins by ron from Boris")
    # Ctrl+Z on the desk: the dora goes, the line keeps it
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert player.window.controller.state.dora == ()  # type: ignore[attr-defined]
    assert banner(player).startswith(
        "Not as recorded in line 3\u00a0of the game: Chen wins by ron from Boris"
    )
    assert banner(player).endswith(
        "— Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
    )
    # Ctrl+Y: as recorded again
    player.qtbot.keyClick(player.window, Qt.Key.Key_Y, CTRL)  # type: ignore[attr-defined]
    assert banner(player).startswith("Recorded as line 3\u00a0of the game")
    assert tracker.history()[2:] == [f'ron Chen from Boris hand "{CHEN} --dora 2s"']


# -- the tracker closed mid hand-off --------------------------------------------------------
X = "rules seed\nplayers Xena Yuri Zoe Walt\ntsumo Yuri 1 30\n"


def kept_game_then_new(player: object, data: Path) -> TrackerPlayer:
    """An unfinished game X offered at start, Not now, New game: X is kept in previous.mjgame."""
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.mjgame").write_text(X, encoding="utf-8")
    tracker = open_tracker(player)
    assert tracker.window.controller.resume_offer is not None
    tracker.click("decline-resume")
    tracker.new_game()
    assert (data / "previous.mjgame").read_text(encoding="utf-8") == X
    return tracker


def test_closing_the_tracker_mid_hand_off_ends_it_and_keeps_the_kept_game(
    player: object, _data_dir: Path
) -> None:
    tracker = kept_game_then_new(player, _data_dir)
    ask_ron(tracker, 2, 1)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert banner(player).endswith("— Ctrl+Enter records it")
    tracker.window.close()  # Ctrl+W
    QApplication.processEvents()
    # the game is no longer open: the desk says so, and no longer promises to record it
    assert banner(player) == ""
    assert status(player.window) == (
        "The game tracker was closed: the desk no longer scores this hand for the game; "
        "Ctrl+Enter brings the tracker back to check the win"
    )
    assert not player.window.game_link.following()  # type: ignore[attr-defined]
    # Ctrl+Enter: the tracker comes back with the win to check, nothing recorded yet
    ctrl_enter(player)
    assert tracker.window.isVisible()
    assert line_of(tracker, tracker.dialog) == f'ron Chen from Boris hand "{CHEN}"'
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    tracker.ok()
    assert tracker.history()[-1] == f'ron Chen from Boris hand "{CHEN}"'
    assert (_data_dir / "previous.mjgame").read_text(encoding="utf-8") == X
    assert (_data_dir / "autosave.mjgame").read_text(encoding="utf-8") == tracker.window.controller.text


def test_a_tracker_closed_and_opened_again_keeps_the_kept_game(player: object, _data_dir: Path) -> None:
    tracker = kept_game_then_new(player, _data_dir)
    tracker.window.close()
    QApplication.processEvents()
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    assert tracker.window.isVisible() and player.window.game_link.following()  # type: ignore[attr-defined]
    tracker.action("riichi", "player-1")
    tracker.ok()
    assert (_data_dir / "previous.mjgame").read_text(encoding="utf-8") == X
    assert (_data_dir / "autosave.mjgame").read_text(encoding="utf-8").endswith("riichi Boris\n")


def _played_on_in_another_tracker(player: object, data: Path) -> tuple[TrackerPlayer, str, str]:
    """The calculator's tracker plays two lines and is closed; another tracker (a second
    ``mjgui --tracker``) resumes the game from the autosave, plays two more and closes. The
    calculator's tracker, its game as it was, and the other's game."""
    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.tracker import TrackerController

    tracker = open_record(player, data.parent, SEED)
    for line in ("riichi Chen", "draw tenpai Chen"):
        assert tracker.window.commit_line(line)
    ours = tracker.window.controller.text
    tracker.window.close()
    QApplication.processEvents()
    other = TrackerController(autosave=Autosave(data))
    assert other.resume_offer is not None and other.resume()
    for line in ("tsumo Dasha 2 30", "ron Boris from Aiko mangan"):
        assert other.commit(line)
    other.close()
    return tracker, ours, other.text


def test_the_tracker_opened_again_offers_the_game_another_tracker_played_on(
    player: object, _data_dir: Path
) -> None:
    tracker, _ours, theirs = _played_on_in_another_tracker(player, _data_dir)
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    assert tracker.window.isVisible()
    notice = tracker.window.notice
    assert notice.isVisible() and notice.kind == "resume"
    assert notice.plain.startswith(
        "While this window was closed, another tracker saved an unfinished game in its autosave ("
    )
    assert (
        f"): East 4, 0 honba, Aiko 20{T}400, Boris 35{T}900, Chen 31{T}400, Dasha 32{T}300. Resume "
        "it here, or go on with the game shown here: the other tracker's game then stays in that "
        "autosave, offered at a later start, and this window autosaves to a file of its own. It was "
        "last saved as "
    ) in notice.plain
    assert notice.plain.endswith("; 4 lines are not in house.mjgame yet.")
    # the game shown is still the one this window had
    assert tracker.points() == [f"29{T}000", f"29{T}000", f"32{T}000", f"29{T}000"]
    tracker.click("resume")
    assert not notice.isVisible()
    assert tracker.history()[-2:] == ["tsumo Dasha 2 30", "ron Boris from Aiko mangan"]
    assert tracker.points() == [f"20{T}400", f"35{T}900", f"31{T}400", f"32{T}300"]
    assert tracker.window.commit_line("riichi Aiko")
    autosave = (_data_dir / "autosave.mjgame").read_text(encoding="utf-8")
    assert autosave == theirs + "riichi Aiko\n"
    assert not (_data_dir / "previous.mjgame").exists()  # nothing set aside: nothing lost


def test_the_game_another_tracker_played_on_stays_in_its_slot_when_not_resumed(
    player: object, _data_dir: Path
) -> None:
    """Not now, then a line: the other tracker's game was moved to previous.mjgame (said) and
    this window's written over its slot. It stays there now; this window's game goes to a slot
    with no game, and nothing is said (nothing was moved)."""
    tracker, ours, theirs = _played_on_in_another_tracker(player, _data_dir)
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    tracker.click("decline-resume")
    assert tracker.window.commit_line("riichi Aiko")
    assert not list(_data_dir.glob("previous*.mjgame"))
    assert (_data_dir / "autosave.mjgame").read_text(encoding="utf-8") == theirs
    assert (_data_dir / "autosave-2.mjgame").read_text(encoding="utf-8") == ours + "riichi Aiko\n"
    assert not tracker.window.notice.isVisible()


def test_where_the_other_trackers_game_went_is_said_with_an_autosave_failure(
    player: object, _data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other tracker's game moved aside, then this window's write fails (a full disk): the
    notice said only "Autosave failed", and the kept notice was dropped for good. (Moved aside
    only when no slot is free of a game to move to: every slot holds one here.)"""
    import errno

    import mjgui.controller.game.autosave as autosave_module

    tracker, ours, theirs = _played_on_in_another_tracker(player, _data_dir)
    monkeypatch.setattr(autosave_module.Autosave, "move_to_empty", lambda self: False)
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    tracker.click("decline-resume")
    real = autosave_module.atomic_write_text

    def no_space(temp: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def full(path: Path, text: str, **options: object) -> None:  # full once previous is written
        if Path(path).name == "autosave.mjgame":
            options["before_replace"] = no_space
        real(path, text, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module, "atomic_write_text", full)
    tracker.window.commit_line("riichi Aiko")
    previous = _data_dir / "previous.mjgame"
    assert previous.read_text(encoding="utf-8") == theirs
    notice = tracker.window.notice
    failed = tracker.window.controller.autosave_failed
    assert failed is not None and notice.isVisible() and notice.kind == "autosave-failed"
    assert notice.plain == (
        f"Autosave failed: {inner_sentence(failed.message('en'))} Another game was in this "
        f"window's autosave; it is kept as {previous}: open it with Ctrl+O to see or save it."
    )
    player.window.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert inner_sentence(failed.message("ru"), "ru") in notice.plain
    assert "В автосохранении этого окна была другая игра" in notice.plain
    assert str(previous) in notice.plain
    player.window.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert (_data_dir / "autosave.mjgame").read_text(encoding="utf-8") == theirs  # nothing lost
    assert ours + "riichi Aiko\n" == tracker.window.controller.text


def test_a_damaged_autosave_a_record_opened_into_the_closed_tracker_meets_is_set_aside_and_said(
    player: object, _data_dir: Path, tmp_path: Path
) -> None:
    """The tracker's window closed; its autosave is then damaged; a record is opened into the
    closed tracker (as a file opened from the Finder is): its write replaced the damaged file
    with no copy and no word. The file is set aside, and the window says where, as an error."""
    tracker = open_record(player, tmp_path, SEED)
    assert tracker.window.commit_line("riichi Chen")
    tracker.window.close()
    QApplication.processEvents()
    damaged = b"rules seed\nplayers Aiko Boris Chen Dasha\n\x00\x01 not a record\xff\n"
    (_data_dir / "autosave.mjgame").write_bytes(damaged)
    record = tmp_path / "other.mjgame"
    record.write_text(SEED + "riichi Dasha\n", encoding="utf-8")
    player.window.game_link.open_tracker(record)  # type: ignore[attr-defined]
    assert tracker.window.isVisible() and tracker.history()[-1] == "riichi Dasha"
    kept = list(_data_dir.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    notice = tracker.window.notice
    assert notice.isVisible() and notice.kind == "autosave-damaged"
    assert notice.plain.startswith(f"The autosaved game could not be read and was kept as {kept[0]}. ")
    assert "⚠" in tracker.label("tracker-notice-text")


def test_both_parts_of_the_kept_notice_are_said_again_in_a_new_language(
    player: object, _data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not now, then New game, no slot free of a game to move to (every slot holds one here):
    the game on the table kept in previous.mjgame, the other tracker's in a file of its own; the
    notice says both, and both again in Russian."""
    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.phrases import PHRASES
    from mjgui.core.i18n import phrase

    tracker, ours, theirs = _played_on_in_another_tracker(player, _data_dir)
    monkeypatch.setattr(Autosave, "move_to_empty", lambda self: False)
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    tracker.click("decline-resume")
    tracker.new_game(("Eri", "Fumi", "Goro", "Hana"))
    notice = tracker.window.notice
    kept = list(_data_dir.glob("autosave-kept-*.mjgame"))
    previous = _data_dir / "previous.mjgame"
    assert len(kept) == 1 and notice.isVisible() and notice.kind == "kept"
    assert previous.read_text(encoding="utf-8") == ours and kept[0].read_text(encoding="utf-8") == theirs
    en = notice.plain
    assert en == " ".join(
        (
            phrase(PHRASES, "kept_previous", "en", path=str(previous)),
            phrase(PHRASES, "kept_other", "en", path=str(kept[0])),
        )
    )
    player.window.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert notice.plain == " ".join(
        (
            phrase(PHRASES, "kept_previous", "ru", path=str(previous)),
            phrase(PHRASES, "kept_other", "ru", path=str(kept[0])),
        )
    )
    assert notice.plain.startswith("Предыдущая игра сохранена в файле ")
    player.window.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert notice.plain == en


def test_the_offer_of_a_window_shown_again_is_said_again_in_a_new_language(
    player: object, _data_dir: Path
) -> None:
    tracker, _ours, _theirs = _played_on_in_another_tracker(player, _data_dir)
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    notice = tracker.window.notice
    assert notice.kind == "resume"
    en = notice.plain
    player.window.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert notice.plain.startswith("Пока это окно было закрыто, другой трекер сохранил")
    assert "останется в том автосохранении и будет предложена при одном из следующих запусков" in notice.plain
    assert [button.text() for button in notice.buttons] == ["Продолжить игру", "Не сейчас"]
    player.window.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert notice.plain == en


# -- a past hand corrected from the desk ------------------------------------------------------
def test_a_correction_recorded_with_ctrl_enter_says_the_later_lines_it_makes_rejected(
    player: object, tmp_path: Path
) -> None:
    """A past win corrected on the desk (a dora added) ends the game earlier, in the extra
    round: Ctrl+Enter records it, and says whole (where it wraps, not in the status bar, whose
    one line cut the four sentences it was, 941 characters) one sentence of which later lines
    are now rejected and why, as the edit dialog's preview has it, and how to take it back."""
    from mjgui.gui.util import StatusNotice, nobreak

    later = ["draw", "riichi Aiko", "draw tenpai Aiko", "draw"]
    text = "rules tenhou\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 8
    text += f'ron Boris from Chen hand "{CHEN}"\n' + "".join(f"{line}\n" for line in later)
    tracker = open_record(player, tmp_path, text)
    game = tracker.window.controller
    assert not game.result.errors and game.state.end_line == 15  # West 4, the last hand
    corrected = f'ron Boris from Chen hand "{CHEN} --dora 7s"'
    why = f"the game ended on line 11 (a player reached the return points, 30{T}000, in the extra round)"
    assert game.preview_replace(11, corrected, dialog=True).warnings == (
        f"4 lines, 12 to 15, would then be rejected: {why}; nothing can follow.",
    )
    dialog = tracker.window.edit_line(11)
    tracker.click("dialog-calculator", dialog)
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("7s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[10] == corrected
    assert [e.line for e in game.result.errors] == [12, 13, 14, 15]
    assert status(tracker.window) == ""
    notice = tracker.window.statusBar().findChild(StatusNotice)
    assert notice is not None and notice.isVisible() and notice.wordWrap()
    assert notice.text() == nobreak(  # (a number kept with its word on a line)
        f"Recorded: {corrected}\n4 lines, 12 to 15, are now rejected: {why}; nothing can follow. "
        "Undo (Ctrl+Z) to take the correction back."
    )
    assert notice.height() >= 2 * notice.fontMetrics().lineSpacing()  # both lines shown
    player.window.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    said = notice.text()
    assert said.startswith(nobreak(f"Записано: {corrected}\nТеперь отклонены 4\u00a0строки, с 12 по 15: "))
    assert said.endswith("после этого записей быть не может. Отменить исправление: Ctrl+Z.")
    player.window.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    tracker.window.act_undo.trigger()  # Ctrl+Z, as the notice says
    assert not game.result.errors and tracker.history()[10] == f'ron Boris from Chen hand "{CHEN}"'

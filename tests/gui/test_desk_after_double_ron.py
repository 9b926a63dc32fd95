"""A win scored on the desk first right after a double ron (rules where a third winner may
still win on that discard): the tracker's dialog proposes the likelier reading of the desk's
seat winds — a win in the hand the game plays now, or another winner on the last ron's discard
— says the other in one sentence, and "also ron" switches to it; after the second winner is
undone, after a tsumo, and when the desk leaves who dealt in at "next player". Every step is clicked or
typed; each test reads the dialog's picks, its note, the record's lines and the points."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QComboBox, QDialog
from test_tracker_support import CTRL, TrackerPlayer, activate, next_hand

from tests.util import T

# atama hane off, no abortive triple ron: a third winner on one discard is still a ron
DOUBLE = "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
CHEN = "234m567p3467888s5s"  # pinfu and tanyao, 2 han 30 fu
DASHA = "123456789p234s5m5m"  # ittsu, a pair wait: 2 han 40 fu
DASHA_WORDS = "5m123456789p234s5m"
NOW_NOTE = (
    "By the desk's seats this is a win in East 東 2, the hand being played now; if it is Aiko "
    "from Boris, another winner on the last ron's discard (East 東 1), tick “also ron”"
)
ALSO_NOTE = (
    "By the desk's seats this is another winner on the last ron's discard (East 東 1); if it is "
    "Boris from Chen in East 東 2, the hand being played now, untick “also ron”"
)


_data_dir = own_data_dir()


def after_double_ron(player: object, tmp_path: Path) -> TrackerPlayer:
    """East 1 (Aiko deals): Dasha wins on Boris's discard, then Chen too, each 1 han 30 fu,
    recorded in the tracker's own dialogs. The deal passes: East 2, Boris deals."""
    tracker = open_record(player, tmp_path, DOUBLE, "house.mjgame")
    tracker.action("ron", "winner-3", "discarder-1", "han-1", "fu-30")
    tracker.ok()
    tracker.click("action-also-ron")
    tracker.click_in_dialog("winner-2", "han-1", "fu-30")
    tracker.ok()
    assert tracker.history()[2:] == ["ron Dasha from Boris 1 30", "also ron Chen from Boris 1 30"]
    assert tracker.label("center-round") == "東 East 2"
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"31{T}000", f"31{T}000"]
    return tracker


def desk_ron(player: object, hand: str, seat: int, discarder: int | None) -> None:
    """A ron scored on the calculator's desk: its tiles, the seat wind's button, the "dealt in"
    box moved with the arrow keys (None: left at "next player")."""
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.type(hand)  # type: ignore[attr-defined]
    player.click(f"seat-{seat}")  # type: ignore[attr-defined]
    if discarder is None:
        return
    combo = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentData() == discarder:
            return
        player.qtbot.keyClick(combo, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert combo.currentData() == discarder


def picked(dialog: QDialog, prefix: str) -> list[int]:
    return [
        seat
        for seat in range(4)
        if (button := dialog.findChild(QAbstractButton, f"{prefix}-{seat}")) is not None
        and button.isChecked()
    ]


def line_of(tracker: TrackerPlayer, dialog: QDialog) -> str:
    return str(tracker.find("dialog-line", root=dialog).text())  # type: ignore[attr-defined]


def also_ticked(tracker: TrackerPlayer, dialog: QDialog) -> bool:
    return bool(tracker.find("also-ron", QCheckBox, dialog).isChecked())  # type: ignore[attr-defined]


def ok_enabled(tracker: TrackerPlayer, dialog: QDialog) -> bool:
    return bool(tracker.find("dialog-ok", root=dialog).isEnabled())


def test_a_desks_ron_right_after_a_double_ron_is_proposed_in_the_hand_played_now(
    player: object, tmp_path: Path
) -> None:
    tracker = after_double_ron(player, tmp_path)
    # East 2: the dealer (East) wins on South's discard. In East 1 the same winds would be Aiko
    # on Boris's discard, a third winner on it: the hand played now is proposed, not nobody
    desk_ron(player, CHEN, 0, 1)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{CHEN}"'
    assert picked(dialog, "winner") == [1] and picked(dialog, "discarder") == [2]
    assert not also_ticked(tracker, dialog) and ok_enabled(tracker, dialog)
    assert tracker.label("dialog-note", dialog) == NOW_NOTE
    # the note in Russian too
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert tracker.label("dialog-note", dialog) == (
        "По местам в калькуляторе это победа в раздаче Восток 東 2, которая идёт сейчас; если это "
        "рон игрока Aiko с игрока Boris — ещё один победитель на сброс последнего рона (Восток 東 1), "
        "отметьте «Ещё один победитель на тот же сброс»"
    )
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    # Enter records it: Boris, the dealer, 2900 from Chen; his renchan
    activate(dialog, tracker.qtbot)
    tracker.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert not dialog.isVisible()
    assert tracker.history()[-1] == f'ron Boris from Chen hand "{CHEN}"'
    assert tracker.points() == [f"30{T}000", f"30{T}900", f"28{T}100", f"31{T}000"]
    assert tracker.label("center-round") == "東 East 2" and tracker.label("center-honba") == "1 honba"


def test_ticking_also_ron_picks_the_other_reading_of_the_desks_seats(player: object, tmp_path: Path) -> None:
    tracker = after_double_ron(player, tmp_path)
    desk_ron(player, CHEN, 0, 1)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert tracker.label("dialog-note", dialog) == NOW_NOTE
    # one tick: Aiko, East in East 1, a third winner on Boris's discard; the note says the
    # reading now picked, and how to go back to the other
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'also ron Aiko from Boris hand "{CHEN}"'
    assert picked(dialog, "winner") == [0] and picked(dialog, "discarder") == [1]
    assert tracker.label("dialog-note", dialog) == ALSO_NOTE
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert tracker.label("dialog-note", dialog) == (
        "По местам в калькуляторе это ещё один победитель на сброс последнего рона (Восток 東 1); "
        "если это рон игрока Boris с игрока Chen в раздаче Восток 東 2, которая идёт сейчас, снимите "
        "отметку «Ещё один победитель на тот же сброс»"
    )
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    # unticked: back to the hand played now, and its note; players picked by hand stay as picked
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{CHEN}"'
    assert tracker.label("dialog-note", dialog) == NOW_NOTE
    tracker.click_in_dialog("discarder-3")
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'also ron Boris from Dasha hand "{CHEN}"'
    tracker.click_in_dialog("also-ron", "discarder-2", "also-ron")
    assert line_of(tracker, dialog) == f'also ron Aiko from Boris hand "{CHEN}"'
    tracker.ok()
    # Aiko, the dealer of East 1, 2900 from Boris; she keeps the deal: East 1 again, 1 honba
    assert tracker.history()[-3:] == [
        "ron Dasha from Boris 1 30",
        "also ron Chen from Boris 1 30",
        f'also ron Aiko from Boris hand "{CHEN}"',
    ]
    assert tracker.points() == [f"32{T}900", f"25{T}100", f"31{T}000", f"31{T}000"]
    assert tracker.label("center-round") == "東 East 1" and tracker.label("center-honba") == "1 honba"


def test_the_second_winner_undone_and_scored_again_on_the_desk_is_that_winner_again(
    player: object, tmp_path: Path
) -> None:
    tracker = after_double_ron(player, tmp_path)
    # Chen's line was wrong: Ctrl+Z in the tracker takes it back
    activate(tracker.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(tracker.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert tracker.history()[-1] == "ron Dasha from Boris 1 30"
    # a win of another player on the desk reads in the hand played now...
    desk_ron(player, CHEN, 0, 1)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{CHEN}"'
    assert tracker.label("dialog-note", dialog) == NOW_NOTE
    dialog.reject()
    # ... Chen's (West in East 1, on South's discard) is Chen's again, on Boris's discard
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.click("seat-2")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{CHEN}"'
    assert picked(dialog, "winner") == [2] and picked(dialog, "discarder") == [1]
    assert also_ticked(tracker, dialog)
    assert tracker.label("dialog-note", dialog) == (
        "By the desk's seats this is another winner on the last ron's discard (East 東 1); if it "
        "is Dasha from Chen in East 東 2, the hand being played now, untick “also ron”"
    )
    tracker.ok()
    assert tracker.history()[-2:] == ["ron Dasha from Boris 1 30", f'also ron Chen from Boris hand "{CHEN}"']
    # Dasha 1000 and Chen 2000, both from Boris
    assert tracker.points() == [f"30{T}000", f"27{T}000", f"32{T}000", f"31{T}000"]


def test_after_a_double_ron_a_tsumo_and_the_next_ron_from_the_desk_are_the_games_hands(
    player: object, tmp_path: Path
) -> None:
    tracker = after_double_ron(player, tmp_path)
    # a tsumo is never another winner on a discard: Boris's, East in East 2
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.type(CHEN)  # type: ignore[attr-defined]
    player.click("seat-0")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'tsumo Boris hand "{CHEN}"'
    assert not tracker.find("dialog-note", root=dialog).isVisibleTo(dialog)  # type: ignore[attr-defined]
    tracker.ok()
    # menzen tsumo, pinfu, tanyao: 1300 from each
    assert tracker.points() == [f"28{T}700", f"31{T}900", f"29{T}700", f"29{T}700"]
    # the next hand (East 2, 1 honba): the same winds on the desk, a ron, read there alone
    next_hand(player)
    player.click("ron")  # type: ignore[attr-defined]
    desk_ron(player, DASHA, 0, 1)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{DASHA_WORDS}"'
    assert not tracker.find("dialog-note", root=dialog).isVisibleTo(dialog)  # type: ignore[attr-defined]
    tracker.ok()
    # the dealer's ittsu, 2 han 40 fu: 3900 and 300 honba
    assert tracker.points() == [f"28{T}700", f"36{T}100", f"25{T}500", f"29{T}700"]


def test_a_desks_ron_left_at_next_player_proposes_the_next_player_its_payments_show(
    player: object, tmp_path: Path
) -> None:
    tracker = after_double_ron(player, tmp_path)
    desk_ron(player, CHEN, 0, None)  # "dealt in" left at "next player"
    # the desk's payments have the next seat after the winner's paying: South, Chen in East 2
    cards = player.window.payments.cards  # type: ignore[attr-defined]
    assert player.find("discarder", QComboBox).currentText() == "next player"  # type: ignore[attr-defined]
    assert cards[1].amount.text() == "−2900" and "Chen" in cards[1].wind.text()
    assert [card.amount.text() for card in cards[2:]] == ["0", "0"]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    # the dialog proposes whom the desk showed paying, as if South had been picked, and reads
    # the seats the same two ways (in East 1, South was Boris, who dealt in to the double ron)
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{CHEN}"'
    assert picked(dialog, "winner") == [1] and picked(dialog, "discarder") == [2]
    assert tracker.label("dialog-note", dialog) == NOW_NOTE
    assert ok_enabled(tracker, dialog)
    tracker.ok()
    assert tracker.history()[-1] == f'ron Boris from Chen hand "{CHEN}"'
    assert tracker.points() == [f"30{T}000", f"30{T}900", f"28{T}100", f"31{T}000"]


def test_a_desks_ron_left_at_next_player_in_a_plain_hand_names_the_next_player_and_no_note(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, DOUBLE, "house.mjgame")
    desk_ron(player, CHEN, 2, None)  # West wins, "next player": North, Dasha in East 1
    cards = player.window.payments.cards  # type: ignore[attr-defined]
    assert cards[3].amount.text() == "−2000" and "Dasha" in cards[3].wind.text()
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'ron Chen from Dasha hand "{CHEN}"'
    assert picked(dialog, "winner") == [2] and picked(dialog, "discarder") == [3]
    assert not tracker.find("dialog-note", root=dialog).isVisibleTo(dialog)  # type: ignore[attr-defined]
    assert ok_enabled(tracker, dialog)
    tracker.ok()
    assert tracker.points() == [f"30{T}000", f"30{T}000", f"32{T}000", f"28{T}000"]

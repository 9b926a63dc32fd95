"""The liable player (pao, RULES.md §6) of a double ron's second winner scored on the desk, the
desk's liable seat changed while the tracker's dialog waits with the win: the dialog picks the
player who sat at that seat wind in the hand of the discard (East 1), not the one sitting there
in the hand the game plays now (East 2: the deal has passed). Asked for by the tracker, a
request that lapsed (the line undone in the tracker), and a desk's ron whose seats read two ways.
Every step is clicked or typed; each test reads the dialog's picks, the record's lines and the
points."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QDialog
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter

from tests.util import T

# atama hane off: Chen may win on Boris's discard after Dasha
DOUBLE = "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
DAISANGEN = "11m23p666777z1p"  # with a pon of haku: daisangen, a yakuman, fed by a pon
WORDS = "11m23p666777z1p --pon 555z"


_data_dir = own_data_dir()


def first_ron(player: object, tmp_path: Path) -> TrackerPlayer:
    """East 1 (Aiko deals; Aiko East, Boris South, Chen West, Dasha North): Dasha wins on
    Boris's discard, 1 han 30 fu, in the tracker's own dialog. The deal passes: East 2, Boris
    deals (Boris East, Chen South, Dasha West, Aiko North)."""
    tracker = open_record(player, tmp_path, DOUBLE, "house.mjgame")
    tracker.action("ron", "winner-3", "discarder-1", "han-1", "fu-30")
    tracker.ok()
    assert tracker.history()[-1] == "ron Dasha from Boris 1 30"
    assert tracker.label("center-round") == "東 East 2"
    return tracker


def liable_to(player: object, wind: int) -> None:
    """The desk's liable (pao) box, moved with the arrow keys to ``wind`` (-1: nobody)."""
    combo = player.find("liable", QComboBox)  # type: ignore[attr-defined]
    assert combo.isEnabled()
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
        for _ in range(combo.count()):
            if combo.currentData() == wind:
                return
            player.qtbot.keyClick(combo, key)  # type: ignore[attr-defined]
    assert combo.currentData() == wind


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


#: Chen's daisangen (32 000 on a non-dealer's ron) from Boris, Dasha liable: half each
PAID_DASHA = [f"30{T}000", f"13{T}000", f"62{T}000", f"15{T}000"]


def test_the_second_winners_liable_seat_changed_while_the_dialog_waits_is_read_in_the_discards_hand(
    player: object, tmp_path: Path
) -> None:
    tracker = first_ron(player, tmp_path)
    # Chen (West in East 1) also wins on Boris's discard: asked for from the tracker
    tracker.click("action-also-ron")
    tracker.click_in_dialog("winner-2", "dialog-calculator")
    assert banner(player).startswith("Scoring for the game: Chen also wins by ron from Boris · East 東 1")
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.type(DAISANGEN + " (555z)", player.window.notation)  # type: ignore[attr-defined]
    liable_to(player, 0)  # East fed the haku: Aiko in East 1 (in East 2, Boris)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert also_ticked(tracker, dialog)
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{WORDS}" pao Aiko'
    assert picked(dialog, "pao") == [0]
    # the desk names North instead while the dialog waits: Dasha sat North in East 1 (in
    # East 2, Aiko does)
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    liable_to(player, 3)
    assert dialog.isVisible()
    assert picked(dialog, "pao") == [3]
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{WORDS}" pao Dasha'
    # and South: Boris, who dealt in (ordinary payment, he pays it all)
    liable_to(player, 1)
    assert picked(dialog, "pao") == [1]
    liable_to(player, 3)
    tracker.ok()
    assert tracker.history()[-2:] == [
        "ron Dasha from Boris 1 30",
        f'also ron Chen from Boris hand "{WORDS}" pao Dasha',
    ]
    # Dasha's 1000; Chen's 32 000, Boris and Dasha 16 000 each
    assert tracker.points() == PAID_DASHA


def test_a_lapsed_second_winners_liable_seat_changed_while_the_dialog_waits_is_read_in_the_discards_hand(
    player: object, tmp_path: Path
) -> None:
    tracker = first_ron(player, tmp_path)
    tracker.click("action-also-ron")
    tracker.click_in_dialog("winner-2", "dialog-calculator")
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.type(DAISANGEN + " (555z)", player.window.notation)  # type: ignore[attr-defined]
    liable_to(player, 0)
    ctrl_enter(player)
    assert tracker.history()[-1] == f'also ron Chen from Boris hand "{WORDS}" pao Aiko'
    # Aiko did not feed the haku: Ctrl+Z in the tracker takes the line back (the request lapses,
    # the hand stays on the desk, read in East 1 while that discard can take another winner)
    activate(tracker.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(tracker.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert tracker.history()[-1] == "ron Dasha from Boris 1 30" and banner(player) == ""
    ctrl_enter(player)
    dialog = tracker.dialog
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{WORDS}" pao Aiko'
    # North on the desk while the dialog waits: Dasha, North in East 1
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    liable_to(player, 3)
    assert dialog.isVisible()
    assert picked(dialog, "pao") == [3]
    assert line_of(tracker, dialog) == f'also ron Chen from Boris hand "{WORDS}" pao Dasha'
    tracker.ok()
    assert tracker.history()[-2:] == [
        "ron Dasha from Boris 1 30",
        f'also ron Chen from Boris hand "{WORDS}" pao Dasha',
    ]
    assert tracker.points() == PAID_DASHA


def desk_ron(player: object, seat: int, discarder: int) -> None:
    """The daisangen on the desk, by ron: the seat wind's button, the "dealt in" box moved with
    the arrow keys."""
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.type(DAISANGEN + " (555z)", player.window.notation)  # type: ignore[attr-defined]
    player.click(f"seat-{seat}")  # type: ignore[attr-defined]
    player.click("ron")  # type: ignore[attr-defined]
    combo = player.find("discarder", QComboBox)  # type: ignore[attr-defined]
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentData() == discarder:
            break
        player.qtbot.keyClick(combo, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert combo.currentData() == discarder


def test_a_desks_ron_read_two_ways_reads_its_liable_seat_changed_in_the_hand_also_ron_says(
    player: object, tmp_path: Path
) -> None:
    tracker = first_ron(player, tmp_path)
    # East wins on South's discard, North liable: in East 2 (proposed) Boris from Chen, Aiko
    # liable; in East 1, another winner on Boris's discard, Aiko, Dasha liable
    desk_ron(player, 0, 1)
    liable_to(player, 3)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert not also_ticked(tracker, dialog)
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{WORDS}" pao Aiko'
    # West instead while the dialog waits: Dasha in East 2, Chen in East 1
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    liable_to(player, 2)
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{WORDS}" pao Dasha'
    # "also ron" ticked: the other reading, its liable player read in East 1 too
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'also ron Aiko from Boris hand "{WORDS}" pao Chen'
    assert picked(dialog, "winner") == [0] and picked(dialog, "pao") == [2]
    # North again, "also ron" ticked: Dasha, North in East 1 (in East 2, Aiko, the winner)
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    liable_to(player, 3)
    assert picked(dialog, "pao") == [3]
    assert line_of(tracker, dialog) == f'also ron Aiko from Boris hand "{WORDS}" pao Dasha'
    # unticked and ticked again: each reading with its own liable player
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'ron Boris from Chen hand "{WORDS}" pao Aiko'
    tracker.click_in_dialog("also-ron")
    assert line_of(tracker, dialog) == f'also ron Aiko from Boris hand "{WORDS}" pao Dasha'
    tracker.ok()
    assert tracker.history()[-2:] == [
        "ron Dasha from Boris 1 30",
        f'also ron Aiko from Boris hand "{WORDS}" pao Dasha',
    ]
    # Aiko, the dealer of East 1: 48 000, Boris and Dasha 24 000 each
    assert tracker.points() == [f"78{T}000", "5000", f"30{T}000", "7000"]

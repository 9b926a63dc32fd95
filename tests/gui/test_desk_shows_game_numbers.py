"""The desk scoring a win the tracker asked for records it at once (Ctrl+Enter) only when the
game would record what the desk shows: every player's change, the han, fu and yaku. A round
wind changed on the desk (a round-wind yakuhai the game does not count), or a payment the game
adds (wareme), makes the banner say the desk shows another win, and Ctrl+Enter opens the dialog
with a note that says why, in English and Russian; the round set back records at once again.
Apply to game…'s dialog, open while the desk changes, makes its note again each time: a honba,
sticks or round note appears once the desk's count differs, and goes once it is the game's. A
third winner under sanchahou rules: the banner says the hand becomes an abortive draw and how
to write it, for a new line and for a past third-ron line opened from the history. Every step is
clicked or typed."""

from __future__ import annotations

from pathlib import Path

from desk_support import amounts, open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from test_tracker_support import TrackerPlayer, banner, ctrl_enter, spin

from mjgui.gui.tracker.history import COL_LINE
from tests.util import T

SEED = "rules seed\nplayers Aiko Boris Chen Dasha\n"
SOUTH_HAND = "123m456p789s222z44p"  # Boris (South): a South triplet, 1 han in East 1, 2 in the South round
CHEN = "234m567p3467888s5s"  # Chen's ron: 2000
ANOTHER = "the desk shows another win: Ctrl+Enter opens the dialog to check it"
ANOTHER_RU = "в калькуляторе другой выигрыш: Ctrl+Enter откроет окно, чтобы его проверить"
ROUND_NOTE = (
    "The desk scores this win with the round wind South 南, but East 東 1 is a hand of the East 東 "
    "round: the game scores the line with its own round wind, and the change below is what it records"
)
ROUND_NOTE_RU = (
    "Ветер раунда в калькуляторе: Юг 南, а у раздачи Восток 東 1 ветер раунда: Восток 東; строку "
    "игра считает со своим ветром раунда, и ниже — то изменение, которое будет записано"
)
HONBA_NOTE = (
    "The desk counts 4 honba, but East 東 1 was played at 1 honba: the game pays the line by its "
    "own count, and the change below is what it records"
)
STICKS_NOTE = (
    "Riichi sticks on the desk: 3, but in East 東 1 the game pays this win riichi sticks: 0; the "
    "game pays the line by its own count, and the change below is what it records"
)
WAREME_NOTE = (
    "The wall broke before Aiko (wareme): the game doubles what this win pays to or from Aiko, "
    "which the desk does not count, and the change below is what it records"
)
SANCHAHOU = (
    "under these rules a third winner on one discard makes the hand an abortive draw (sanchahou), "
    "nobody paid: Ctrl+Enter opens the dialog, whose “Abortive draw instead of the rons” writes it "
    "in place of the rons from line 3"
)
SANCHAHOU_RU = (
    "по этим правилам третий победитель на одном сбросе делает раздачу абортивной ничьей "
    "(санчахо), никто не платит: Ctrl+Enter откроет окно, где «Абортивная ничья вместо ронов» "
    "запишет её вместо ронов со строки 3"
)
THIRD = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha 1 30\nalso ron Boris from Dasha 1 30\n"
)


_data_dir = own_data_dir()


def asked(player: object, tmp_path: Path, text: str, winner: int, discarder: int, hand: str) -> TrackerPlayer:
    """A ron asked from the tracker's Ron dialog, the hand typed on the desk."""
    tracker = open_record(player, tmp_path, text)
    tracker.action("ron", f"winner-{winner}", f"discarder-{discarder}")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(hand)  # type: ignore[attr-defined]
    return tracker


def note(tracker: TrackerPlayer) -> str:
    return tracker.label("dialog-note", tracker.dialog).replace("\u00a0", " ")


def double_click_line(tracker: TrackerPlayer, number: int) -> None:
    history = tracker.window.history
    rect = history.visualItemRect(history.item(number - 1, COL_LINE))
    tracker.qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    tracker.qtbot.mouseDClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    QApplication.processEvents()


# -- a round wind changed on the desk ---------------------------------------------------------


def test_a_round_wind_changed_on_the_desk_is_another_win_and_the_dialog_says_why(
    player: object, tmp_path: Path
) -> None:
    tracker = asked(player, tmp_path, SEED, 1, 0, SOUTH_HAND)
    assert amounts(player) == ["−1300", "+1300", "0", "0"]
    assert banner(player).endswith("Ctrl+Enter records it")
    player.choose("round", 1)  # type: ignore[attr-defined]
    assert amounts(player) == ["−2600", "+2600", "0", "0"]  # bakaze too
    assert banner(player).endswith(ANOTHER)
    ctrl_enter(player)
    dialog = tracker.window.dialog
    assert dialog is not None and dialog.kind == "ron"  # not recorded at once
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    assert note(tracker) == ROUND_NOTE
    assert tracker.preview_deltas("dialog-preview") == ["−1300", "+1300", "0", "0"]
    tracker.ok()
    assert tracker.history()[-1] == 'ron Boris from Aiko hand "123m4456p789s222z4p"'
    assert tracker.points() == [f"28{T}700", f"31{T}300", f"30{T}000", f"30{T}000"]


def test_the_round_wind_note_in_russian(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path, SEED, 1, 0, SOUTH_HAND)
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    player.choose("round", 1)  # type: ignore[attr-defined]
    assert banner(player).endswith(ANOTHER_RU)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    assert note(tracker) == ROUND_NOTE_RU


def test_the_round_wind_set_back_records_at_once(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path, SEED, 1, 0, SOUTH_HAND)
    player.choose("round", 1)  # type: ignore[attr-defined]
    player.choose("round", 3)  # type: ignore[attr-defined]  # back to East
    assert banner(player).endswith("Ctrl+Enter records it")
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'ron Boris from Aiko hand "123m4456p789s222z4p"'
    assert tracker.points() == [f"28{T}700", f"31{T}300", f"30{T}000", f"30{T}000"]


def test_a_payment_the_game_adds_is_another_win_too(player: object, tmp_path: Path) -> None:
    """Aiko broke the wall (wareme): the game doubles what she pays, which the desk does not
    show. Nothing of the desk differs from the game's situation, yet the numbers would: the
    dialog opens, and its note names the wareme."""
    text = "rules seed wareme=on\nplayers Aiko Boris Chen Dasha\nwareme Aiko\n"
    tracker = asked(player, tmp_path, text, 2, 0, CHEN)
    assert amounts(player) == ["−2000", "0", "+2000", "0"]
    assert banner(player).endswith(ANOTHER)
    ctrl_enter(player)
    assert tracker.window.dialog is not None
    assert tracker.history()[-1] == "wareme Aiko"
    assert note(tracker) == WAREME_NOTE
    assert tracker.preview_deltas("dialog-preview") == ["−4000", "0", "+4000", "0"]


# -- Apply to game…'s dialog follows the desk's notes ------------------------------------------


def test_the_dialog_note_appears_when_honba_and_sticks_change_with_it_open(
    player: object, tmp_path: Path
) -> None:
    tracker = asked(player, tmp_path, SEED + "draw tenpai Aiko\n", 2, 1, CHEN)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.window.dialog
    assert dialog is not None and note(tracker) == ""
    player.find("honba", QSpinBox).setValue(4)  # type: ignore[attr-defined]
    player.find("sticks", QSpinBox).setValue(3)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert tracker.window.dialog is dialog and dialog.isVisible()
    assert amounts(player) == ["0", "−3200", "+6200", "0"]
    assert note(tracker) == f"{HONBA_NOTE}\n{STICKS_NOTE}"
    assert tracker.find("dialog-note", root=dialog).isVisible()
    assert tracker.preview_deltas("dialog-preview") == ["0", "−2300", "+2300", "0"]


def test_the_dialog_note_goes_when_the_sticks_are_set_back(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path, SEED + "riichi Aiko\n", 2, 1, CHEN)
    player.find("sticks", QSpinBox).setValue(2)  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.window.dialog
    assert dialog is not None
    assert note(tracker).startswith("Riichi sticks on the desk: 2, but in East 東 1")
    player.find("sticks", QSpinBox).setValue(1)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert tracker.window.dialog is dialog
    assert spin(player, "sticks") == 1
    assert note(tracker) == ""
    assert not tracker.find("dialog-note", root=dialog).isVisible()
    assert amounts(player) == ["0", "−2000", "+3000", "0"]
    assert tracker.preview_deltas("dialog-preview") == ["0", "−2000", "+3000", "0"]


def test_the_dialog_note_follows_a_round_changed_with_it_open(player: object, tmp_path: Path) -> None:
    tracker = asked(player, tmp_path, SEED, 1, 0, SOUTH_HAND)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.window.dialog
    assert dialog is not None and note(tracker) == ""
    player.choose("round", 1)  # type: ignore[attr-defined]
    assert tracker.window.dialog is dialog
    assert note(tracker) == ROUND_NOTE
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert note(tracker) == ROUND_NOTE_RU


# -- a third winner under sanchahou rules ------------------------------------------------------


def test_a_third_winner_asked_for_is_said_an_abortive_draw(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, THIRD)
    tracker.action("also-ron", "winner-2")
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player).endswith(SANCHAHOU)  # before any tile: no value makes it a ron
    player.type(CHEN)  # type: ignore[attr-defined]
    assert amounts(player) == ["0", "0", "+2000", "−2000"]
    assert banner(player).endswith(SANCHAHOU)
    assert "Ctrl+Enter records it" not in banner(player)
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert banner(player).endswith(SANCHAHOU_RU)
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.window.dialog
    assert dialog is not None
    assert tracker.find("dialog-abort-instead", root=dialog).isVisible()
    assert tracker.history()[-1] == "also ron Boris from Dasha 1 30"
    tracker.click("dialog-abort-instead", dialog)
    assert tracker.history()[-1] == "abort"


def test_a_past_third_ron_line_opened_in_the_calculator_is_said_an_abortive_draw(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, THIRD + f'also ron Chen from Dasha hand "{CHEN}"\n')
    double_click_line(tracker, 5)
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player).replace("\u00a0", " ").startswith("Correcting line 5 of the game")
    assert banner(player).endswith(SANCHAHOU)
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3m")  # type: ignore[attr-defined]
    assert amounts(player) == ["0", "0", "+3900", "−3900"]
    assert banner(player).endswith(SANCHAHOU)
    ctrl_enter(player)
    dialog = tracker.window.dialog
    assert dialog is not None and dialog.edit == 5
    assert tracker.find("dialog-abort-instead", root=dialog).isVisible()
    # clicked, as the banner says: the rons and the line become one abort (the button did
    # nothing in a dialog correcting a past line from the desk)
    tracker.click("dialog-abort-instead", dialog)
    assert tracker.window.controller.text.endswith("players Aiko Boris Chen Dasha\nabort\n")


def test_a_win_only_the_desks_round_gives_is_said_refused(player: object, tmp_path: Path) -> None:
    """Chen (West) with a South triplet: the desk's South round gives bakaze, its only yaku; in
    East 1 the game has no yaku for it. The banner says the game would not take the line."""
    tracker = asked(player, tmp_path, SEED, 2, 0, SOUTH_HAND)
    assert player.headline.startswith("No yaku")  # type: ignore[attr-defined]
    player.choose("round", 1)  # type: ignore[attr-defined]
    assert amounts(player) == ["−1300", "0", "+1300", "0"]
    assert banner(player).endswith(
        "the game would not take this line: Ctrl+Enter opens the dialog, which says why"
    )
    ctrl_enter(player)
    assert tracker.window.dialog is not None
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"

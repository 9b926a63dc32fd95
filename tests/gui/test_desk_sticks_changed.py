"""Riichi sticks changed on the desk while it scores a win the tracker asked for: the game pays
the line by its own count, as for honba changed there. The banner says the desk shows another
win, Ctrl+Enter opens the dialog instead of recording, and the dialog's note names both counts
(Apply to game… too), in English and Russian. It recorded at once, at the game's count, the desk
still showing the sticks it was given. Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtWidgets import QLabel, QSpinBox
from test_tracker_support import TrackerPlayer, banner, ctrl_enter, spin

from tests.util import T

# South 2 at 4 honba (three tenpai draws and Boris's, his stick), Chen's riichi: 2 sticks
RECORD = """rules tenhou-sanma
players Aiko Boris Chen
draw
draw
draw
riichi Boris
draw tenpai Boris
riichi Chen
"""
HAND = "123p456p789s222z99m"  # Chen's tsumo: riichi, tsumo, haku (a mangan)
NOTE = (
    "Riichi sticks on the desk: 5, but in South 南 2 the game pays this win riichi sticks: 2; the "
    "game pays the line by its own count, and the change below is what it records"
)
NOTE_RU = (
    "Палочек риичи в калькуляторе: 5, а в раздаче Юг 南 2 за эту победу игра платит палочек: 2; "
    "строку игра оплачивает по своему счёту, и ниже — то изменение, которое будет записано"
)
ANOTHER = "the desk shows another win: Ctrl+Enter opens the dialog to check it"


_data_dir = own_data_dir()


def asked_with_sticks(player: object, tmp_path: Path, sticks: int) -> TrackerPlayer:
    """Chen's tsumo asked from the tracker, the hand typed on the desk, its sticks set."""
    tracker = open_record(player, tmp_path, RECORD)
    tracker.action("tsumo", "winner-2")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (4, 2)
    player.find("sticks", QSpinBox).setValue(sticks)  # type: ignore[attr-defined]
    return tracker


def points(tracker: TrackerPlayer) -> list[str]:
    return [tracker.label(f"seat-{seat}-points") for seat in range(3)]


def amounts(player: object) -> list[str]:
    return [player.find(f"amount-{w}", QLabel).text() for w in "ESW"]  # type: ignore[attr-defined]


def test_ctrl_enter_with_other_sticks_on_the_desk_opens_the_dialog_that_says_so(
    player: object, tmp_path: Path
) -> None:
    tracker = asked_with_sticks(player, tmp_path, 5)
    assert amounts(player) == ["−4400", f"+11{T}800", "−2400"]
    assert banner(player).endswith(ANOTHER)
    ctrl_enter(player)
    dialog = tracker.window.dialog
    assert dialog is not None and dialog.kind == "tsumo"  # not recorded at once
    assert tracker.history()[-1] == "riichi Chen"
    assert tracker.label("dialog-note", dialog).replace("\u00a0", " ") == NOTE
    assert [tracker.label(f"dialog-preview-delta-{s}", dialog) for s in range(3)] == [
        "−2400",
        "−4400",
        "+8800",
    ]
    tracker.ok()
    assert points(tracker) == [f"31{T}600", f"31{T}600", f"41{T}800"]


def test_apply_to_game_with_other_sticks_says_so_in_russian(player: object, tmp_path: Path) -> None:
    tracker = asked_with_sticks(player, tmp_path, 5)
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.window.dialog
    assert dialog is not None
    assert tracker.label("dialog-note", dialog).replace("\u00a0", " ") == NOTE_RU


def test_the_sticks_the_game_pays_on_the_desk_record_at_once(player: object, tmp_path: Path) -> None:
    tracker = asked_with_sticks(player, tmp_path, 2)
    assert banner(player).endswith("Ctrl+Enter records it")
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'tsumo Chen hand "9m123456p789s222z9m --riichi"'
    assert points(tracker) == [f"31{T}600", f"31{T}600", f"41{T}800"]

"""The desk's win held against the game, three cases where the banner or the dialog's note
said the wrong thing. A third winner asked for under sanchahou rules: the abortive-draw banner
only while the desk shows that third ron (a Tsumo click or another seat is another win, whose
dialog has no abort-instead button). A win that ends the game with a chombo penalty kept for
the end: the desk's win is the game's (the penalty is not the win's), so Ctrl+Enter records it
at once. A wareme hand: the dialog's note names the player the wall broke before, in English
and Russian. Every step is clicked or typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import amounts, open_record, own_data_dir
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer, banner, ctrl_enter

from tests.util import T

P4 = "players Aiko Boris Chen Dasha\n"
CHEN = "234m567p3467888s5s"  # a non-dealer's ron of 2000 on the desk, a tsumo of 700-1300
ANOTHER = "the desk shows another win: Ctrl+Enter opens the dialog to check it"
THIRD = "rules tenhou\n" + P4 + "ron Aiko from Dasha 1 30\nalso ron Boris from Dasha 1 30\n"
WAREME_NOTE = (
    "The wall broke before Aiko (wareme): the game doubles what this win pays to or from Aiko, "
    "which the desk does not count, and the change below is what it records"
)
WAREME_NOTE_RU = (
    "Стена разбита у игрока Aiko (вареме): выплаты за эту победу игроку Aiko и от него игра "
    "удваивает, а калькулятор этого не учитывает; ниже — то изменение, которое будет записано"
)
CHOMBO_KEPT = (
    "rules seed chombo_at_end=on east_only=on\n" + P4 + "chombo Aiko\n"
    "ron Boris from Chen 1 30\nron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\n"
)  # East 4 next, the last hand: Dasha East, Aiko South, Boris West, Chen North


_data_dir = own_data_dir()


def asked(player: object, tracker: TrackerPlayer, winner: int, discarder: int | None) -> None:
    """A ron (or, with no discarder, a tsumo) asked from the tracker, the hand typed on the desk."""
    if discarder is None:
        tracker.action("tsumo", f"winner-{winner}")
    else:
        tracker.action("ron", f"winner-{winner}", f"discarder-{discarder}")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    QApplication.processEvents()


def note(tracker: TrackerPlayer) -> str:
    return tracker.label("dialog-note", tracker.dialog).replace("\u00a0", " ")


# -- a third winner asked for, then another win on the desk ------------------------------------


@pytest.mark.parametrize("change", ["tsumo", "seat"])
def test_the_sanchahou_banner_goes_when_the_desk_shows_another_win(
    player: object, tmp_path: Path, change: str
) -> None:
    tracker = open_record(player, tmp_path, THIRD)
    tracker.action("also-ron", "winner-2")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert "sanchahou" in banner(player)
    if change == "tsumo":
        player.click("tsumo")  # type: ignore[attr-defined]
    else:
        player.choose("seat", 1)  # type: ignore[attr-defined]  # West -> North: Dasha, who dealt in
    QApplication.processEvents()
    assert banner(player).endswith(ANOTHER)
    assert "sanchahou" not in banner(player)
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert "санчахо" not in banner(player)
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.window.dialog
    assert dialog is not None and dialog.kind == ("tsumo" if change == "tsumo" else "ron")
    assert not tracker.find("dialog-abort-instead", root=dialog).isVisible()


# -- a win that ends the game, a chombo penalty kept for the end -------------------------------


@pytest.mark.parametrize(
    ("kind", "desk", "points"),
    [
        ("ron", ["0", "0", "+2000", "−2000"], [f"17{T}000", f"37{T}000", f"32{T}000", f"34{T}000"]),
        ("tsumo", ["−1300", "−700", "+2700", "−700"], [f"16{T}300", f"37{T}700", f"33{T}300", f"32{T}700"]),
    ],
)
def test_a_game_ending_win_with_a_chombo_kept_records_at_once(
    player: object, tmp_path: Path, kind: str, desk: list[str], points: list[str]
) -> None:
    """Boris's win ends the game, and pays out Aiko's chombo penalty (12 000, 4000 to each of
    the others), which no desk shows: the win itself is the desk's, so it is recorded at once,
    the penalty still paid."""
    tracker = open_record(player, tmp_path, CHOMBO_KEPT)
    asked(player, tracker, 1, None if kind == "tsumo" else 2)
    assert amounts(player) == desk
    assert banner(player).endswith("Ctrl+Enter records it")
    ctrl_enter(player)
    assert tracker.window.dialog is None  # recorded at once
    assert tracker.history()[-1].startswith(f"{kind} Boris")
    assert tracker.points() == points


def test_a_game_ending_win_that_differs_otherwise_still_opens_the_dialog(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, CHOMBO_KEPT)
    asked(player, tracker, 1, 2)
    player.choose("round", 1)  # type: ignore[attr-defined]  # the desk's South round: another win
    assert banner(player).endswith(ANOTHER)
    ctrl_enter(player)
    assert tracker.window.dialog is not None
    assert note(tracker).startswith("The desk scores this win with the round wind South 南")
    # the game's change: the win's 2000, and Aiko's penalty paid out with it
    assert tracker.preview_deltas("dialog-preview") == [f"−12{T}000", "+6000", "+2000", "+4000"]


# -- a wareme hand ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "desk", "game"),
    [
        ("ron", ["−2000", "0", "+2000", "0"], ["−4000", "0", "+4000", "0"]),
        ("tsumo", ["−1300", "−700", "+2700", "−700"], ["−2600", "−700", "+4000", "−700"]),
    ],
)
def test_the_wareme_note_names_the_player(
    player: object, tmp_path: Path, who: str, desk: list[str], game: list[str]
) -> None:
    """The wall broke before Aiko: a win she pays in is doubled by the game, not by the desk;
    the dialog's note says so, naming her, in English and in Russian."""
    tracker = open_record(player, tmp_path, "rules seed wareme=on\n" + P4 + "wareme Aiko\n")
    asked(player, tracker, 2, 0 if who == "ron" else None)
    assert amounts(player) == desk
    assert banner(player).endswith(ANOTHER)
    ctrl_enter(player)
    assert tracker.window.dialog is not None
    assert note(tracker) == WAREME_NOTE
    assert tracker.preview_deltas("dialog-preview") == game
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert note(tracker) == WAREME_NOTE_RU


def test_a_wareme_hand_whose_player_does_not_pay_records_at_once(player: object, tmp_path: Path) -> None:
    tracker = open_record(player, tmp_path, "rules seed wareme=on\n" + P4 + "wareme Aiko\n")
    asked(player, tracker, 2, 1)  # Chen from Boris: Aiko neither pays nor is paid
    assert banner(player).endswith("Ctrl+Enter records it")
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1].startswith("ron Chen from Boris")

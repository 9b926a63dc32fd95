"""A second winner on one discard scored on the desk from the tracker (Ron -> also ron ->
Calculator) whose honba count alone is changed in the desk's spin box. Under
``multiple_ron_honba=each`` the desk pays that count as any win on it; under ``first`` the game
pays a second winner on one discard no honba at any count (RULES.md: in a double ron the honba
go to the first winner only), so the desk keeps showing none paid, with its note at the new count
(it showed 2000 + 1800 honba at 6, and no note, while the game records 2000). Ctrl+Enter then
opens the tracker's dialog, which says why the game pays the line otherwise than the desk's count
(its own count; under ``first`` no honba to a second winner) and previews what it records; the
count set back, the desk is the request again and Ctrl+Enter records it at once. Every step is
clicked or typed; the test reads the desk's headline and notes, the tracker's dialog, the
record's lines and the points."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from test_tracker_support import banner, ctrl_enter, spin
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.util import T

TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu
NB = "\u00a0"
NONE_PAID = (
    "No honba for this winner: the {n}\u00a0honba on the table go to the first winner after the discarder."
)
BY_COUNT = (
    "The desk counts 6 honba, but East 東 1 was played at 5 honba: the game pays the line by its own "
    "count, and the change below is what it records"
)
NO_HONBA = (
    "The desk counts 6 honba, but East 東 1 was played at 5 honba: in this game a second winner on "
    "one discard is paid no honba (the first winner after the discarder takes them), and the change "
    "below is what it records"
)


_data_dir = own_data_dir()


def notes(player: object) -> list[str]:
    return [m.split("</span> ", 1)[-1] for m in player.messages()]  # type: ignore[attr-defined]


def step_honba(player: object, to: int) -> None:
    """The desk's honba spin box moved to ``to`` with the arrow keys, as a player does."""
    box = player.find("honba", QSpinBox)  # type: ignore[attr-defined]
    box.setFocus()
    while box.value() != to:
        key = Qt.Key.Key_Up if box.value() < to else Qt.Key.Key_Down
        player.qtbot.keyClick(box, key)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("mode", "asked", "edited", "why", "gain", "boris", "chen"),
    [
        # the game pays Boris 2000 at any count: the desk shows that, the dialog says why
        ("first", "2000", "2000", NO_HONBA, ["+4400", "+2000", "−6400", "0"], f"27{T}000", f"18{T}600"),
        # every winner is paid the honba: the desk pays its count, the game its hand's
        (
            "each",
            f"2000 + 1500{NB}honba",
            f"2000 + 1800{NB}honba",
            BY_COUNT,
            ["+4400", "+3500", "−7900", "0"],
            f"28{T}500",
            f"17{T}100",
        ),
    ],
)
def test_a_second_winners_honba_changed_on_the_desk_shows_and_says_what_the_game_pays(
    player: object,
    tmp_path: Path,
    mode: str,
    asked: str,
    edited: str,
    why: str,
    gain: list[str],
    boris: str,
    chen: str,
) -> None:
    tracker = open_tracker(player)
    record = tmp_path / "house.mjgame"
    lines = [
        f"rules seed atama_hane=off multiple_ron_honba={mode}",
        "players Aiko Boris Chen Dasha",
        *["draw tenpai Aiko"] * 5,
        "ron Aiko from Chen 2 30",  # the dealer, first after Chen: 2900 + 1500 honba
    ]
    record.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert tracker.window.open_file(record)
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("also-ron", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(TWO_HAN)  # type: ignore[attr-defined]

    def none_paid(n: int) -> list[str]:
        return [NONE_PAID.format(n=n)] if mode == "first" else []

    assert player.headline == asked  # type: ignore[attr-defined]
    assert notes(player) == none_paid(5)
    step_honba(player, 6)  # the count alone changed
    assert spin(player, "honba") == 6
    assert player.headline == edited  # type: ignore[attr-defined]
    assert notes(player) == none_paid(6)
    assert banner(player).endswith("the desk shows another win: Ctrl+Enter opens the dialog to check it")
    ctrl_enter(player)  # not recorded at once: the dialog shows what the game records
    dialog = tracker.dialog
    assert tracker.history()[-1] == "ron Aiko from Chen 2 30"
    assert tracker.label("dialog-note", dialog).replace(NB, " ") == why
    # the discard's whole settlement: Aiko's ron and Boris's as the game pays it
    assert tracker.preview_deltas("dialog-preview") == gain
    dialog.reject()
    # back at the hand's count: the game's request again, its paid honba and note with it
    step_honba(player, 5)
    assert player.headline == asked  # type: ignore[attr-defined]
    assert notes(player) == none_paid(5)
    assert banner(player).endswith("Ctrl+Enter records it")
    ctrl_enter(player)
    assert tracker.history()[-1] == 'also ron Boris from Chen hand "234m567p3455678s5s"'
    assert tracker.points() == [f"49{T}400", boris, chen, f"25{T}000"]

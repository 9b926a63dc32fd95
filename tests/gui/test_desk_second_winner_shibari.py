"""A second winner on one discard scored on the desk from the tracker (Ron -> also ron ->
Calculator): the desk applies ryanhan shibari by the honba counter of that hand, as the game
does, and shows the payment the game pays that winner: under ``multiple_ron_honba=first`` no
honba (the first winner after the discarder takes them), under ``each`` all of them. Every
step is clicked or typed; the test reads the desk's spin box, headline and messages, the
record's lines and the points."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from test_tracker_support import banner, ctrl_enter, spin
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.util import T

ONE_HAN = "234m567p345s6688s8s"  # tanyao alone (a shanpon wait): 1 han 40 fu
TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu
NB = "\u00a0"  # a number and its word are kept together
SHIBARI = (
    f"With 5{NB}honba a win needs at least 2{NB}han from yaku (dora don't count); this hand has 1{NB}han."
)
NOTE = f"No honba for this winner: the 5{NB}honba on the table go to the first winner after the discarder."


def said(player: object, sentence: str) -> bool:
    """Whether the desk's messages (each after its bullet) say ``sentence``."""
    return any(m.endswith("</span> " + sentence) for m in player.messages())  # type: ignore[attr-defined]


_data_dir = own_data_dir()


@pytest.mark.parametrize(
    ("mode", "headline", "boris", "chen"),
    [
        ("first", "2000", f"27{T}000", f"18{T}600"),
        ("each", f"2000 + 1500{NB}honba", f"28{T}500", f"17{T}100"),
    ],
)
def test_a_second_winner_at_five_honba_needs_two_han_and_is_paid_what_the_game_pays(
    player: object, tmp_path: Path, mode: str, headline: str, boris: str, chen: str
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
    assert tracker.points() == [f"49{T}400", f"25{T}000", f"20{T}600", f"25{T}000"]
    # Boris also wins on Chen's discard, in the hand of 5 honba (the game is at 6 now)
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("also-ron", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player).startswith("Scoring for the game: Boris also wins by ron from Chen")
    # one han: refused on the desk, as the game refuses it, whoever is paid the honba
    player.type(ONE_HAN)  # type: ignore[attr-defined]
    assert player.headline == "Not enough han"  # type: ignore[attr-defined]
    assert said(player, SHIBARI)
    assert spin(player, "honba") == 5  # the hand's counter, which ryanhan shibari reads
    apply = player.window.findChild(QAction, "apply-to-game-action")  # type: ignore[attr-defined]
    assert not apply.isEnabled()  # Ctrl+Enter records no hand the desk does not take
    ctrl_enter(player)
    assert tracker.history()[-1] == "ron Aiko from Chen 2 30" and tracker.window.dialog is None
    # Esc: the game's situation again, no tiles; a two-han hand wins, paid as the game pays it
    player.qtbot.keyClick(player.window.centralWidget(), Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    assert spin(player, "honba") == 5 and player.hand() == []  # type: ignore[attr-defined]
    player.type(TWO_HAN)  # type: ignore[attr-defined]
    assert player.headline == headline  # type: ignore[attr-defined]
    assert said(player, NOTE) == (mode == "first")
    assert apply.isEnabled()
    ctrl_enter(player)
    assert tracker.history()[-1] == 'also ron Boris from Chen hand "234m567p3455678s5s"'
    assert tracker.points() == [f"49{T}400", boris, chen, f"25{T}000"]

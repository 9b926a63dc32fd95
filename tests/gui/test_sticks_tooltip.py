"""The desk's riichi sticks counter says what it counts: the sticks this winner takes, which of
several winners on one discard is the first after the discarder alone (the others are scored
with 0, as the tracker's desk for a second winner sets it), in English and Russian."""

from __future__ import annotations

EN = (
    "Riichi sticks this winner takes: 1000 each, all those on the table. When several players win "
    "on one discard, they all go to the first winner after the discarder: score the others with 0."
)
RU = (
    "Палочки риичи, которые получает этот победитель: по 1000, все, что на столе. Если на один "
    "сброс выигрывают несколько игроков, все палочки получает первый победитель после "
    "набросившего: остальным ставьте 0."
)


def test_the_sticks_tooltip_says_a_second_winner_takes_none(qtbot, window) -> None:
    sticks = window.situation.counts["sticks"]
    assert sticks.toolTip() == EN
    window.set_language("ru")
    qtbot.waitUntil(lambda: sticks.toolTip() == RU)  # the language change reaches the widget
    window.set_language("en")
    qtbot.waitUntil(lambda: sticks.toolTip() == EN)

"""The calculator takes ura indicators with no dora indicator (RULES.md §1): the hand is scored,
with a gentle note, never refused."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QToolButton

from mjgui.gui.tiles import IndicatorButton


def test_ura_alone_is_scored_with_a_note(player) -> None:
    player.click_tiles("234m567p3467888s5s")
    player.check("riichi")
    player.choose("seat", 1)
    ura_mode = player.find("mode-ura", QToolButton)
    assert ura_mode.isEnabled()
    assert player.find("dora-0", IndicatorButton).indicator is None
    player.click("ura-0")  # the free ura slot: no dora indicator entered
    player.click_tiles("2s")  # makes 3s dora: one in the hand
    slot = player.find("ura-0", IndicatorButton)
    assert slot.indicator is not None and slot.indicator.dora.code == "3s"
    # riichi tanyao pinfu + ura 1: 4 han 30 fu, a non-dealer's ron 7700
    assert player.find("amount-S", QLabel).text() == "+7700"
    assert any("Ura dora" in row for row in player.rows("yaku"))
    notes = [m for m in player.messages() if "More ura dora indicators (1) than dora indicators (0)" in m]
    assert len(notes) == 1 and "The hand is scored as entered." in notes[0]
    # a dora indicator entered as well: the note goes
    player.click("dora-0")
    player.click_tiles("9p")
    assert not any("More ura dora" in m for m in player.messages())
    assert player.find("amount-S", QLabel).text() == "+7700"  # 9p makes 1p: none in the hand


def test_five_ura_indicators_without_dora_fill_the_row(player) -> None:
    player.check("riichi")
    ura_mode = player.find("mode-ura", QToolButton)
    for index, code in enumerate(("1m", "2m", "3m", "4m", "6m")):
        player.click(f"ura-{index}")
        player.click_tiles(code)
    assert all(player.find(f"ura-{i}", IndicatorButton).indicator is not None for i in range(5))
    assert not ura_mode.isEnabled() and "At most 5 ura dora indicators" in ura_mode.toolTip()

"""A hand on the desk whose tiles a line of the game won with, but with other dora (or nuki, or
flags): that line does not hold the desk's hand, so the dialog Ctrl+Enter opens does not say it
is "in the game already" (which invited recording it as a second win); it offers to correct the
line, as Ctrl+Enter does for a hand changed on the desk since it was recorded. Every step is
clicked or typed; each test reads the record's lines and the points."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from test_tracker_support import ctrl_enter, write
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.util import T

RECORD = (
    "rules mleague\nplayers Aiko Boris Chen Dasha\nriichi Chen\n"
    'ron Chen from Boris hand "234m567p3467888s5s --riichi"\nchombo Aiko\n'
)
PLAIN = 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
WITH_DORA = 'ron Chen from Boris hand "234m567p3467888s5s --dora 1m --riichi"'


_data_dir = own_data_dir()


def test_a_correction_undone_in_the_tracker_is_offered_again_as_a_correction(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, RECORD)
    before = tracker.points()
    # line 4 from the history to the calculator; the forgotten dora; Ctrl+Enter corrects it
    dialog = tracker.window.edit_line(4)
    tracker.click("dialog-calculator", dialog)
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("1m")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[3] == WITH_DORA
    corrected = tracker.points()
    assert corrected == [f"25{T}000", f"17{T}000", f"33{T}000", f"25{T}000"]
    # undone in the tracker: line 4 holds the hand without the dora again
    tracker.click("history-undo")
    assert tracker.history()[3] == PLAIN and tracker.points() == before
    # Ctrl+Enter on the desk: line 4 offered for correction, with the desk's hand
    ctrl_enter(player)
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Edit line 4 — Ron"
    note = tracker.label("dialog-note", dialog)
    assert "in the game already" not in note
    assert note.replace("\u00a0", " ") == (
        "Line 4 holds this hand with other dora, nuki or flags: Save the change puts the desk's hand "
        "in it. If this is another win with the same tiles, cancel and ask for it from the tracker's "
        "Ron or Tsumo"
    )
    # the desk kept line 4's own stick (the game's now, with none on the table, is not that hand's)
    assert player.find("sticks").value() == 1  # type: ignore[attr-defined]
    assert tracker.find("dialog-line", root=dialog).text() == WITH_DORA  # type: ignore[attr-defined]
    assert tracker.find("winner-2", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("discarder-1", root=dialog).isChecked()  # type: ignore[attr-defined]
    tracker.ok()
    # the line corrected in place: no second win
    assert tracker.history()[3:] == [WITH_DORA, "chombo Aiko"]
    assert tracker.points() == corrected


def test_the_same_hand_is_still_in_the_game_already(player: object, tmp_path: Path) -> None:
    """The desk's hand as line 4 holds it (riichi declared by a line, so not ticked in the
    words): the dialog still says it is in the game already, and picks nobody."""
    tracker = open_tracker(player)
    text = RECORD.replace(PLAIN, 'ron Chen from Boris hand "234m567p3467888s5s"')
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", text))
    dialog = tracker.window.edit_line(4)
    tracker.click("dialog-calculator", dialog)
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]  # the game knows it
    # the banner closed: no longer tied to line 4
    player.click("game-banner-close")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    assert tracker.label("dialog-note", dialog).startswith("This hand is in the game already, as line 4")
    assert not tracker.find("dialog-ok", root=dialog).isEnabled()


def test_an_also_ron_by_a_winner_in_riichi_is_still_in_the_game_already(
    player: object, tmp_path: Path
) -> None:
    """Chen declared riichi, and also wins on the discard Boris won on first (the line without
    --riichi: the game knows it). The riichi is read in the hand before the first ron, not after
    it (the sticks taken, nobody in riichi there): the desk's hand with riichi ticked is that
    line's, in the game already, not a correction of it."""
    tracker = open_tracker(player)
    text = (
        "rules ema\nplayers Aiko Boris Chen Dasha\nriichi Chen\nron Boris from Aiko 3 30\n"
        'also ron Chen from Aiko hand "123456789p234s5m5m"\n'
    )
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", text))
    before = tracker.points()
    dialog = tracker.window.edit_line(5)
    tracker.click("dialog-calculator", dialog)
    assert player.find("riichi").isChecked()  # type: ignore[attr-defined]  # the game knows it
    player.click("game-banner-close")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    assert tracker.label("dialog-note", dialog).startswith("This hand is in the game already, as line 5")
    assert not tracker.find("dialog-ok", root=dialog).isEnabled()
    assert tracker.points() == before

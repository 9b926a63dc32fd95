"""The slot a tracker last wrote, watched truly.

A Ctrl+S while the notice "another tracker took this window's autosave" stood moved the watch to a
new slot: recording went on without the player choosing. "Not now" on a game of a slot other than
the one watched dropped the watch. Another game written into the slot a window holds (a copy synced
in) was written over by the next line, kept nowhere, said nowhere. The same game written anew (a
sync tool) was taken for another tracker's. A window shown again with nothing taken meanwhile still
said "While this window was closed" of a later take-over. A slot whose file does not read was said to be
gone, and promised an offer that never comes.
"""

from __future__ import annotations

import os
from pathlib import Path

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController

TABLE = ["Aiko", "Boris", "Chen", "Dasha"]
OTHER = ["Wei", "Xena", "Yuri", "Zoe"]


def take_over_from(a: TrackerController) -> None:
    """Another computer's mjgui judged ``a``'s lock gone and took it over."""
    assert a.autosave is not None and a.autosave._lock is not None
    a.autosave._lock.abandon()
    a.autosave._lock = None


def test_a_save_while_the_slot_is_taken_records_nothing_until_the_player_chooses(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou")
    take_over_from(a)
    b = TrackerController(autosave=Autosave(tmp_path))
    assert b.resume() and b.commit("riichi Chen")
    assert a.look_taken() and a.elsewhere is not None
    assert not a.commit("riichi Boris")
    a.save(tmp_path / "table-a.mjgame")  # Ctrl+S of the game shown: no choice made
    assert (tmp_path / "table-a.mjgame").read_text(encoding="utf-8") == a.text  # saved all the same
    assert a.elsewhere is not None
    assert not a.commit("riichi Boris") and a.take_refused()
    assert "riichi Boris" not in a.text
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == b.text
    a.go_on_here()  # the choice
    assert a.commit("riichi Boris")
    assert a.autosave is not None and a.autosave.slot == 2
    assert (tmp_path / "autosave-2.mjgame").read_text(encoding="utf-8") == a.text


def test_a_new_game_is_a_choice_too(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou")
    take_over_from(a)
    b = TrackerController(autosave=Autosave(tmp_path))
    assert b.resume() and b.commit("riichi Chen")
    assert a.look_taken() and not a.commit("riichi Boris")
    assert a.new_game(OTHER, preset="tenhou")
    assert a.elsewhere is None
    assert a.commit("riichi Wei")
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == b.text


def test_not_now_on_another_slots_game_keeps_watching_the_slot_written(tmp_path: Path) -> None:
    _x, y, third = (TrackerController(autosave=Autosave(tmp_path)) for _ in range(3))
    assert third.new_game(OTHER, preset="tenhou") and third.commit("riichi Wei")
    third.close()  # its unfinished game waits in slot 3
    y.close()  # slot 2 free, empty; _x holds slot 1 (open, alive to the end)
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.resume_offer is not None and a.autosave is not None
    assert a.autosave.slot == 2  # (the third table's game offered from slot 3)
    a.save(tmp_path / "a.mjgame")  # the offer still stands; this table's slot 2 now written
    take_over_from(a)
    b = TrackerController(autosave=Autosave(tmp_path))
    assert b.autosave is not None and b.autosave.slot == 2
    assert b.new_game(TABLE, preset="tenhou")  # slot 2 written by another window
    a.decline_resume()  # "Not now" on the third table's game: not the slot this table wrote
    assert a.look_taken()
    assert a.elsewhere is not None and a.elsewhere("en").startswith("Another tracker window took over")


def test_another_game_written_into_the_slot_held_stays_there(tmp_path: Path) -> None:
    """Another desk's game synced into the slot this window holds was moved aside (to
    previous.mjgame, said) at the next line typed here: it stays in that slot now, and this
    window goes on in a slot with no game."""
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    other = a.text.replace("riichi Aiko", "riichi Dasha\nriichi Chen")
    tmp = tmp_path / "x.tmp"
    tmp.write_text(other, encoding="utf-8")
    os.replace(tmp, tmp_path / "autosave.mjgame")  # another desk's copy synced in
    assert a.commit("riichi Boris")  # typed line: not held back
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == other
    assert (tmp_path / "autosave-2.mjgame").read_text(encoding="utf-8") == a.text
    assert a.autosave is not None and a.autosave.slot == 2
    assert not list(tmp_path.glob("previous*.mjgame")) and a.kept_notice == ""


def test_the_same_game_written_anew_is_this_windows_own(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    path = tmp_path / "autosave.mjgame"
    tmp = tmp_path / "x.tmp"
    tmp.write_bytes(path.read_bytes())
    os.replace(tmp, path)  # a new inode, the same bytes
    assert not a.look_taken() and a.elsewhere is None and a.resume_offer is None
    assert a.commit("riichi Boris")
    assert not list(tmp_path.glob("previous*.mjgame"))  # nothing kept: nothing was another's


def test_a_slot_whose_file_does_not_read_says_so_and_promises_no_offer(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    ours = a.text
    (tmp_path / "autosave.mjgame").write_bytes(b"\xff\xfe not a game \x00\n")
    assert a.look_taken()
    words = a.elsewhere
    assert words is not None
    path = tmp_path / "autosave.mjgame"
    assert words("en") == (
        f"This window's autosave ({path}) was written since this window wrote it, and what it "
        "holds now does not read as a game. The game on this table may have been played on "
        "elsewhere, so nothing is recorded in this window until you choose “Go on here” to record "
        "the game shown here in this window, in an autosave of its own (or start a new game, or "
        "open a file)."
    )
    assert words("ru").startswith(f"Автосохранение этого окна ({path}) было записано заново")
    assert "«Продолжить здесь»" in words("ru") and "когда оно закроется" not in words("ru")
    assert not a.commit("riichi Boris") and a.text == ours


def test_a_window_shown_again_with_nothing_taken_was_not_closed_at_a_later_take_over(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    a.close()
    assert not a.reopen()  # nothing happened meanwhile; no line written since
    take_over_from(a)
    b = TrackerController(autosave=Autosave(tmp_path))
    assert b.resume() and b.commit("riichi Chen")
    assert a.look_taken()
    words = a.elsewhere
    assert words is not None
    assert words("en").startswith("Another tracker window took over this window's autosave (")
    assert "While this window was closed" not in words("en")

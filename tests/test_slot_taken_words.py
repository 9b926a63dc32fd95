"""The words of a tracker whose autosave another tracker took: true to what happened.

"While this window was closed" is said only when it was; a slot whose file is gone says so
without naming a game; a slot nobody else wrote is never looked into further."""

from __future__ import annotations

import os
from pathlib import Path

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController

TABLE = ["Aiko", "Boris", "Chen", "Dasha"]


def test_a_slot_whose_file_is_gone_while_closed_holds_the_table_back_until_go_on_here(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    ours = a.text
    a.close()
    os.replace(tmp_path / "autosave.mjgame", tmp_path / "previous.mjgame")  # as another's retire does
    assert a.reopen()
    words = a.elsewhere
    assert words is not None
    assert words("en").startswith(
        f"The game this window autosaved is no longer in its autosave ({tmp_path / 'autosave.mjgame'}): "
        "another tracker may have taken it over, or the file was moved or removed. The game on this "
        "table may have been played on elsewhere, so nothing is recorded in this window until you "
        "choose “Go on here”"
    )
    assert "once that window closes" not in words("en")  # no game there: none is ever offered
    assert words("ru").startswith("Игры, которую автосохраняло это окно, больше нет в его автосохранении (")
    assert not a.commit("riichi Boris") and a.take_refused() and a.text == ours
    a.go_on_here()
    assert a.commit("riichi Boris")
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == a.text


def test_a_slot_taken_while_the_window_stayed_open_is_not_said_to_be_taken_while_closed(
    tmp_path: Path,
) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou")
    # its lock taken from it (another computer's mjgui took the game over): a's slot, held there
    assert a.autosave is not None and a.autosave._lock is not None
    a.autosave._lock.abandon()
    a.autosave._lock = None
    b = TrackerController(autosave=Autosave(tmp_path))
    b.resume()
    assert b.commit("riichi Chen")
    assert a.look_taken()
    words = a.elsewhere
    assert words is not None
    said = words("en")
    assert said.startswith("Another tracker window took over this window's autosave (")
    assert "While this window was closed" not in said
    assert words("ru").startswith("Другое окно трекера заняло автосохранение этого окна (")

"""Two tables' trackers each closed and shown again (the calculator's Ctrl+G), in the order A, B,
B, A: each took the first free slot, the other's, was offered the other table's game ("While this
window was closed, another tracker saved…", untrue), and its typed lines were refused until it
answered. A tracker shown again now takes the slot it last wrote first, while it is free."""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController

TABLE = ["Aiko", "Boris", "Chen", "Dasha"]
OTHER = ["Wei", "Xena", "Yuri", "Zoe"]


def test_two_tables_closed_and_shown_again_each_get_their_own_slot_back(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    b = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    assert b.new_game(OTHER, preset="tenhou") and b.commit("riichi Wei")
    assert a.autosave is not None and b.autosave is not None
    assert (a.autosave.slot, b.autosave.slot) == (1, 2)
    ta, tb = a.text, b.text
    a.close()
    b.close()
    assert not b.reopen()  # B first: slot 1 is free, but slot 2 is the one it wrote
    assert not a.reopen()
    assert (a.autosave.slot, b.autosave.slot) == (1, 2)
    assert a.resume_offer is None and b.resume_offer is None
    assert a.elsewhere is None and b.elsewhere is None
    assert a.commit("riichi Boris") and b.commit("riichi Xena")
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == a.text == ta + "riichi Boris\n"
    assert (tmp_path / "autosave-2.mjgame").read_text(encoding="utf-8") == b.text == tb + "riichi Xena\n"
    assert not list(tmp_path.glob("previous*.mjgame"))  # nothing set aside: nothing was another's

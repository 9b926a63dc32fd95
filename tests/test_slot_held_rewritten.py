"""The slot a window holds, rewritten by another program while the window stayed open.

A copy of this table's own game whose line ends a sync tool, git or an editor made CRLF was taken
for another tracker's game: a calculator win was refused and the window said "While this window
was closed…" though it never was. Another game synced into the slot of a window never closed was
offered with the same false sentence. A file in the slot that does not read was written over by
the next write after "Go on here" or a Ctrl+S, kept nowhere, though the notice pointed at it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController

TABLE = ["Aiko", "Boris", "Chen", "Dasha"]
JUNK = b"\xff\xfe a newer desk's file, cut mid-sync \x00\n"


def rewrite(path: Path, data: bytes) -> None:
    """Another program writes ``path`` anew (a new file put in its place)."""
    tmp = path.with_name("x.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def test_the_same_game_with_crlf_line_ends_is_this_windows_own(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    path = tmp_path / "autosave.mjgame"
    rewrite(path, path.read_bytes().replace(b"\n", b"\r\n"))
    assert not a.look_taken()
    assert a.elsewhere is None and a.resume_offer is None
    assert a.commit("riichi Boris")  # not held back
    assert path.read_text(encoding="utf-8") == a.text
    assert a.kept_notice == ""  # nothing kept: nothing was another's
    assert not list(tmp_path.glob("previous*.mjgame"))


def test_the_same_game_with_crlf_line_ends_found_when_shown_again_is_this_windows_own(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    a.close()
    path = tmp_path / "autosave.mjgame"
    rewrite(path, path.read_bytes().replace(b"\n", b"\r\n"))
    assert not a.reopen()
    assert a.resume_offer is None and a.elsewhere is None
    assert a.commit("riichi Boris")
    assert path.read_text(encoding="utf-8") == a.text
    assert a.kept_notice == ""
    assert not list(tmp_path.glob("previous*.mjgame"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_another_game_synced_into_a_window_never_closed_is_not_said_written_while_closed(
    tmp_path: Path, lang: str
) -> None:
    a = TrackerController(autosave=Autosave(tmp_path), lang=lang)
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    path = tmp_path / "autosave.mjgame"
    rewrite(path, (path.read_text(encoding="utf-8") + "riichi Dasha\n").encode())
    assert a.look_taken()
    offer = a.resume_offer
    assert offer is not None
    if lang == "en":
        assert not offer.message.startswith("While this window was closed"), offer.message
        assert offer.message.startswith(
            "Since this window last autosaved, another program or tracker wrote an unfinished game "
            "in its autosave ("
        ), offer.message
    else:
        assert not offer.message.startswith("Пока это окно было закрыто"), offer.message
        assert offer.message.startswith("После того как это окно сохранило игру"), offer.message


def test_a_window_closed_and_shown_again_still_says_while_closed(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    a.close()
    path = tmp_path / "autosave.mjgame"
    rewrite(path, (path.read_text(encoding="utf-8") + "riichi Dasha\n").encode())
    assert a.reopen()
    offer = a.resume_offer
    assert offer is not None and offer.message.startswith("While this window was closed"), offer.message


@pytest.mark.parametrize("how", ["go_on_here", "save", "line typed unlooked"])
def test_a_file_that_does_not_read_in_the_slot_held_is_set_aside_before_a_write(
    tmp_path: Path, how: str
) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE, preset="tenhou") and a.commit("riichi Aiko")
    path = tmp_path / "autosave.mjgame"
    rewrite(path, JUNK)
    if how == "line typed unlooked":  # a line typed before the window looked at its slot
        assert a.commit("riichi Boris")
    else:
        assert a.look_taken() and a.elsewhere is not None
    if how == "go_on_here":
        a.go_on_here()
        assert a.commit("riichi Boris")
    elif how == "save":
        a.save(tmp_path / "mine.mjgame")  # Ctrl+S while the notice stands
    assert path.read_text(encoding="utf-8") == a.text
    aside = list(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(aside) == 1 and aside[0].read_bytes() == JUNK
    assert str(aside[0]) in a.kept_notice, a.kept_notice
    assert a.kept_damaged

"""A calculator win sent to a tracker whose autosave was only written anew, or whose slot a third
table's game stands beside.

A sync tool (or a backup restored, a FAT or SMB share giving the file a new inode or time) that
wrote the same bytes anew made a window never closed refuse the desk's win and offer its own game,
saying "While this window was closed…": the check compared the file's identity only. Now a file
whose identity changed, held by no other tracker, is read once: the text this window wrote is its
own game. And a window shown again given a slot with a third table's game was offered that game
while its own slot was open in another window; "Not now" then dropped the check, and the desk's
win went into the stale copy. Now the slot it last wrote is looked at first, and declining another
slot's game keeps watching it."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtWidgets import QApplication
from test_tracker_support import activate, ctrl_enter, show_tracker, win_from_desk
from test_tracker_support import tracker_from_calculator as open_tracker

HAND = "234m567p3467888s5s"
NAMES = ("Aiko", "Boris", "Chen", "Dasha")


_data_dir = own_data_dir()


def sync_rewrite(path: Path) -> None:
    """What a sync tool (Dropbox, Syncthing, OneDrive) does: the same bytes written anew."""
    tmp = path.with_name(path.name + ".sync")
    shutil.copyfile(path, tmp)
    os.replace(tmp, path)


@pytest.mark.parametrize("how", ["rewrite", "touch"])
def test_the_same_bytes_written_anew_never_block_a_window_never_closed(
    player: object, qtbot: object, _data_dir: Path, how: str
) -> None:
    a = open_tracker(player)
    a.new_game(NAMES, preset="tenhou")
    assert a.window.commit_line("ron Chen from Boris 2 30")
    ours = a.window.controller.text
    path = _data_dir / "autosave.mjgame"
    if how == "rewrite":
        sync_rewrite(path)
    else:
        st = path.stat()
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert path.read_text(encoding="utf-8") == ours
    win_from_desk(player, qtbot, a, HAND)
    window = a.window
    assert window.controller.resume_offer is None
    assert window.controller.elsewhere is None
    assert not (window.notice.isVisible() and window.notice.kind in ("resume", "elsewhere"))
    assert a.history()[-1].startswith("ron Boris from Aiko hand ")
    assert path.read_text(encoding="utf-8") == window.controller.text != ours


def test_a_third_tables_game_in_the_slot_given_never_hides_the_own_slot_taken(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    """A third table's unfinished game in autosave-2 (its tracker closed). Table A asks a win,
    closes; B starts, resumes A's game, records a ron. A shown again by the desk's Ctrl+Enter."""
    a = open_tracker(player)
    a.new_game(NAMES, preset="tenhou")
    third = "\n".join(a.window.controller.text.splitlines()[:2]) + "\nplayers Wei Xena Yuri Zoe\nriichi Wei\n"
    _data_dir.joinpath("autosave-2.mjgame").write_text(third, encoding="utf-8")
    os.utime(_data_dir / "autosave-2.mjgame", (1_000_000_000, 1_000_000_000))  # older: not offered first
    assert a.window.commit_line("ron Chen from Boris 2 30")
    a.action("ron", "winner-1", "discarder-0")
    a.click("dialog-calculator", a.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    ours = a.window.controller.text
    a.window.close()
    QApplication.processEvents()
    b = show_tracker(qtbot, _data_dir, tmp_path / "b.ini")
    assert b.window.notice.kind == "resume", b.window.notice.plain
    b.click("resume")
    assert b.window.controller.text == ours
    assert b.window.commit_line("ron Dasha from Chen 3 30")
    theirs = b.window.controller.text
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    window = a.window
    # the slot it wrote is said first, not the third table's game
    assert window.notice.kind == "elsewhere", window.notice.plain
    assert window.notice.plain.startswith("While this window was closed, another tracker window took over")
    assert "Wei" not in window.notice.plain and window.controller.resume_offer is None
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)  # again: still nothing recorded into the stale copy
    QApplication.processEvents()
    assert window.controller.text == ours, "A recorded into its stale copy while B plays on"
    assert b.window.controller.text == theirs
    assert _data_dir.joinpath("autosave.mjgame").read_text(encoding="utf-8") == theirs
    assert _data_dir.joinpath("autosave-2.mjgame").read_text(encoding="utf-8") == third

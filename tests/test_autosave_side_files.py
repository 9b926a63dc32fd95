"""The autosave slot's side files (``autosave.unread``, ``autosave.source``) as the disk may leave
them, and what ``make fuzz`` makes of them.

An unread file that is there but does not read (no permission, a folder, a pipe, damaged bytes)
does not make this mjgui's own game a newer mjgui's: the game is offered, counted up to its first
line that does not read, and the start says truly why. A side file that cannot be written over
(a folder, a pipe, a link to a device or to nowhere, a read-only file) is renamed aside, never
lost, and written anew: it never stops the game itself from being autosaved."""

from __future__ import annotations

import os
import random
import signal
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from tests import autosavemutate

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
NO_FIFO = not hasattr(os, "mkfifo")

# line 4 starts with a word no mjgui knows (a typo of this mjgui's player, kept and marked)
RECORD = "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\nronn Boris from Chen 2 30\n"
EDITED = "ron Chen from Aiko 4 40"
TYPED = RECORD.replace("ron Chen from Aiko 3 40", EDITED)


@pytest.fixture(autouse=True)
def _alarm() -> Iterator[None]:
    """A test that would wait on a named pipe fails after 10 s instead of hanging."""

    def late(_signum: int, _frame: object) -> None:
        raise TimeoutError("waited on a named pipe")

    old = signal.signal(signal.SIGALRM, late)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def autosaved_with_a_typo(tmp_path: Path) -> Path:
    """A data folder whose slot 1 holds a game this tracker wrote with its line 4 unread (a
    record opened with a typo, a line above it edited), and the unread file that names it."""
    data = tmp_path / "data"
    record = tmp_path / "game.mjgame"
    record.write_text(RECORD, encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    c.open_file(record)
    assert c.unread_lines == (4,)
    assert c.replace_line(3, EDITED)
    c.close()
    assert (data / "autosave.unread").is_file()
    return data


def _garbage(path: Path) -> None:
    path.write_bytes(b"\x00garbage\n")


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _no_permission(path: Path) -> None:
    path.chmod(0)


UNREAD_WORDS = {
    "garbage": "is damaged: it does not hold such a list.",
    "empty": "is damaged: it does not hold such a list.",
    "folder": "is not a regular file (it is a folder, a pipe or a device) and was not read.",
    "fifo": "is not a regular file (it is a folder, a pipe or a device) and was not read.",
    "no_permission": "cannot be read: permission denied.",
}
BREAKS = {
    "garbage": _garbage,
    "empty": _empty,
    "folder": _folder,
    "fifo": _fifo,
    "no_permission": _no_permission,
}


@pytest.mark.parametrize("how", sorted(BREAKS))
def test_an_unread_file_that_does_not_read_leaves_our_game_offered_and_says_why(
    tmp_path: Path, how: str
) -> None:
    """The unread file was only a hint: one that did not read was taken for none, and the game
    the tracker itself autosaved (a record opened with a typo, kept and marked) was refused as
    "saved by a newer mjgui", not offered. It is offered now, counted up to that line, which is
    marked, and the start says the unread file could not be read, naming it."""
    if how == "fifo" and NO_FIFO:
        pytest.skip("no named pipes")
    if how == "no_permission" and ROOT:
        pytest.skip("root reads a file without permission")
    data = autosaved_with_a_typo(tmp_path)
    unread = data / "autosave.unread"
    BREAKS[how](unread)
    again = TrackerController(autosave=Autosave(data))
    said = again.autosave_error
    assert "newer mjgui" not in said
    assert said.startswith(
        f"{unread}, which names the lines of the game autosaved in {data / 'autosave.mjgame'}"
    )
    assert UNREAD_WORDS[how] in said
    assert said.endswith("each such line is marked, to be corrected.")
    assert again.resume_offer is not None
    assert "counted up to line 4, which cannot be read" in again.resume_offer.message
    assert again.autosave_words()("ru").startswith(f"Файл {unread}, где mjgui отмечает")
    assert again.resume()
    assert again.text == TYPED and again.unread_lines == (4,)
    assert again.state.points == (25000 - 8000, 25000, 25000 + 8000, 25000)
    assert again.autosave_failed is None  # written again: the side file set aside, not in the way
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == TYPED
    again.close()
    if how in ("folder", "fifo", "no_permission"):  # set aside, never deleted
        aside = [p for p in data.iterdir() if p.name.startswith("autosave-set-aside-")]
        assert len(aside) == 1 and aside[0].suffix == ".unread"
    third = TrackerController(autosave=Autosave(data))  # and the next start reads it again
    assert third.autosave_error == ""
    assert third.resume_offer is not None and third.resume()
    assert third.unread_lines == (4,)
    third.close()


def test_an_unread_file_that_reads_naming_another_game_still_leaves_a_newer_line_alone(
    tmp_path: Path,
) -> None:
    """What did not change: with no unread file (none written, or removed) a line no mjgui
    command starts is a newer mjgui's, and its game is left as it is."""
    data = autosaved_with_a_typo(tmp_path)
    (data / "autosave.unread").unlink()
    again = TrackerController(autosave=Autosave(data))
    assert again.resume_offer is None
    assert "was saved by a newer mjgui" in again.autosave_error
    again.close()


def _link_to_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _dangling(path: Path) -> None:
    path.symlink_to(path.parent / "nowhere" / "x")


def _read_only(path: Path) -> None:
    path.write_bytes(b"old\n")
    path.chmod(0o444)


def _side_folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_bytes(b"kept\n")


def _side_fifo(path: Path) -> None:
    os.mkfifo(path)


IN_THE_WAY = {
    "folder": _side_folder,
    "fifo": _side_fifo,
    "zero": _link_to_zero,
    "dangling": _dangling,
    "read_only": _read_only,
}


@pytest.mark.parametrize("side", ["autosave.unread", "autosave.source"])
@pytest.mark.parametrize("how", sorted(IN_THE_WAY))
def test_a_side_file_in_the_way_is_set_aside_and_the_game_autosaved(
    tmp_path: Path, side: str, how: str
) -> None:
    """``Autosave.write`` raised "autosave.unread is not a regular file" before the game was
    written: the game on the table was never autosaved while a line was unread. The side file
    is the slot's own: what holds its name is renamed aside (never lost) and the file written."""
    if how == "fifo" and NO_FIFO:
        pytest.skip("no named pipes")
    data = tmp_path / "data"
    data.mkdir()
    path = data / side
    IN_THE_WAY[how](path)
    before = os.lstat(path)
    slot = Autosave(data)
    slot.write(RECORD, str(tmp_path / "game.mjgame"), unread=[4])
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == RECORD
    assert stat.S_ISREG(os.lstat(path).st_mode)
    aside = [p for p in data.iterdir() if p.name.startswith("autosave-set-aside-")]
    assert len(aside) == 1 and aside[0].suffix == path.suffix
    kept = os.lstat(aside[0])
    assert (kept.st_ino, kept.st_mode) == (before.st_ino, before.st_mode)  # the very thing, renamed
    slot.release()
    again = TrackerController(autosave=Autosave(data))
    assert again.autosave_error == ""
    assert again.resume_offer is not None and again.resume_offer.path == str(tmp_path / "game.mjgame")
    assert again.resume() and again.unread_lines == (4,)
    again.close()


@pytest.mark.skipif(NO_FIFO, reason="no named pipes")
def test_a_tracker_autosaves_its_game_with_a_fifo_for_its_unread_file(tmp_path: Path) -> None:
    """Through the tracker: after a record with a typo is opened and edited, the game is
    autosaved (it was not, ``autosave_failed`` set, while a FIFO held the unread file's name)."""
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "autosave.unread")
    record = tmp_path / "game.mjgame"
    record.write_text(RECORD, encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    c.open_file(record)
    assert c.replace_line(3, EDITED)
    assert c.autosave_failed is None
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == TYPED
    assert (data / "autosave.unread").is_file()
    c.close()


def test_the_fuzz_autosave_folders_hold_unread_files_and_change_them(tmp_path: Path) -> None:
    """``make fuzz``'s autosave kind (tests/autosavemutate.py) never wrote an unread file (no
    record it opened had a line the tracker could not read), so never changed one: its
    trackers now open records with a typo, and the unread file is among the files changed."""
    written = changed = 0
    for seed in range(40):
        folder = autosavemutate.build_folder(random.Random(seed), tmp_path / f"w{seed}")
        if any(p.suffix == ".unread" for p in folder.data.iterdir()):
            written += 1
            autosavemutate.mutate_folder(random.Random(seed), folder)
            changed += ".unread" in folder.changed.split(" ")[0]
    assert written >= 5 and changed >= 1

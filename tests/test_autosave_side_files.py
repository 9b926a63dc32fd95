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
import stat
from pathlib import Path

import pytest

from mjgui.controller.game import autosave
from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.storage import StorageError
from tests import autosavemutate

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
NO_FIFO = not hasattr(os, "mkfifo")

# line 4 starts with a word no mjgui knows (a typo of this mjgui's player, kept and marked)
RECORD = "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\nronn Boris from Chen 2 30\n"
EDITED = "ron Chen from Aiko 4 40"
TYPED = RECORD.replace("ron Chen from Aiko 3 40", EDITED)


pytestmark = pytest.mark.usefixtures("never_hang")


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
    assert "was saved by a newer mjgui" not in said
    assert said.startswith(
        f"{unread}, which names the lines of the game autosaved in {data / 'autosave.mjgame'}"
    )
    assert UNREAD_WORDS[how] in said
    # "ronn" could be a newer mjgui's word as well: the game was copied aside first, and said
    kept = [p for p in data.iterdir() if p.name.startswith("autosave-kept-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == TYPED
    assert said.endswith(
        "each such line is marked, to be corrected. A line among them may also be a newer "
        f"mjgui's, written in a way this version does not know: the game as it was is kept "
        f"unchanged in {kept[0]}, for that version."
    )
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


# a newer mjgui's game: line 4 starts with a command word this mjgui does not know (``nagashi``)
NEWER = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\nnagashi Boris\n"
    "ron Boris from Chen 2 30\n"
)
WITHOUT_IT = NEWER.replace("nagashi Boris\n", "")


def _unread_folder(path: Path) -> None:
    path.mkdir()


def _unread_newer_format(path: Path) -> None:
    path.write_bytes(b"format 2\n" + b"a" * 64 + b" 4\n")  # a newer mjgui's own unread file


def _unread_no_permission(path: Path) -> None:
    path.write_bytes(b"x" * 70 + b"\n")
    path.chmod(0)


def _unread_dangling(path: Path) -> None:
    path.symlink_to(path.parent / "nowhere.unread")


NEWER_UNREAD = {
    "folder": _unread_folder,
    "newer_format": _unread_newer_format,
    "no_permission": _unread_no_permission,
    "dangling": _unread_dangling,
}


@pytest.mark.parametrize("how", sorted(NEWER_UNREAD))
def test_a_newer_games_line_beside_an_unread_file_that_does_not_read_is_kept_before_it_is_offered(
    tmp_path: Path, how: str
) -> None:
    """Beside an unread file that did not read (a folder a newer mjgui could not remove, a
    newer mjgui's format...), a newer mjgui's game was offered as this one's own, its line
    marked "to be corrected", and deleting that line lost it for good: no copy anywhere. Now
    the autosave is copied aside byte for byte before it is offered, once however often the
    tracker starts, and the notice names the copy and says the line may be a newer mjgui's."""
    if how == "no_permission" and ROOT:
        pytest.skip("root reads a file without permission")
    data = tmp_path / "data"
    data.mkdir()
    raw = NEWER.encode("utf-8")
    (data / "autosave.mjgame").write_bytes(raw)
    NEWER_UNREAD[how](data / "autosave.unread")
    first = TrackerController(autosave=Autosave(data))
    first.close()  # a start that does not resume: a second start keeps no second copy
    c = TrackerController(autosave=Autosave(data))
    kept = [p for p in data.iterdir() if p.name.startswith("autosave-kept-")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    said = c.autosave_error
    assert "each such line is marked, to be corrected." in said
    assert said.endswith(
        "A line among them may also be a newer mjgui's, written in a way this version does not "
        f"know: the game as it was is kept unchanged in {kept[0]}, for that version."
    )
    assert "Файл" in c.autosave_words()("ru") and str(kept[0]) in c.autosave_words()("ru")
    assert c.resume_offer is not None and c.resume()
    assert c.unread_lines == (4,)
    assert c.delete_line(4)  # what the notice asks for: the newer line gone from the slot...
    c.close()
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == WITHOUT_IT
    assert kept[0].read_bytes() == raw  # ...and kept, as it was


def test_a_newer_games_line_beside_an_unread_file_that_does_not_read_no_copy_possible_left_alone(
    tmp_path: Path,
) -> None:
    """When no copy can be kept (a data folder that cannot be written), the game is not offered
    as this mjgui's own: it is left as it is, for the newer mjgui, as without an unread file."""
    if ROOT:
        pytest.skip("root writes in a folder without write permission")
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_bytes(NEWER.encode("utf-8"))
    (data / "autosave.unread").mkdir()
    (data / "autosave.lock").write_bytes(b"")
    data.chmod(0o555)
    try:
        c = TrackerController(autosave=Autosave(data))
        assert c.resume_offer is None
        assert "was saved by a newer mjgui and cannot be continued here" in c.autosave_error
        c.close()
        assert (data / "autosave.mjgame").read_text(encoding="utf-8") == NEWER
    finally:
        data.chmod(0o755)


def _link_into_unwritable_folder(path: Path, tmp_path: Path) -> Path:
    """``path`` made a link to a file in a folder that cannot be written (a read-only synced
    folder); that file, which must stay as it is."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    target = folder / "f"
    target.write_bytes(b"old\n")
    folder.chmod(0o555)
    path.symlink_to(target)
    return target


@pytest.mark.parametrize("side", ["autosave.unread", "autosave.source"])
def test_a_side_file_linked_into_a_folder_that_cannot_be_written_is_set_aside_and_the_game_autosaved(
    tmp_path: Path, side: str
) -> None:
    """Writing through such a link raised ``write_failed`` before ``autosave.mjgame`` was
    written: no game with a file (the source file) or with a marked line (the unread file) was
    ever autosaved. The link is renamed aside (the file it leads to untouched) and written."""
    if ROOT:
        pytest.skip("root writes in a folder without write permission")
    data = tmp_path / "data"
    data.mkdir()
    path = data / side
    target = _link_into_unwritable_folder(path, tmp_path)
    try:
        slot = Autosave(data)
        slot.write(RECORD, str(tmp_path / "game.mjgame"), unread=[4])
        slot.release()
        assert (data / "autosave.mjgame").read_text(encoding="utf-8") == RECORD
        assert stat.S_ISREG(os.lstat(path).st_mode)
        aside = [p for p in data.iterdir() if p.name.startswith("autosave-set-aside-")]
        assert len(aside) == 1 and os.readlink(aside[0]) == str(target)
        assert target.read_bytes() == b"old\n"
    finally:
        target.parent.chmod(0o755)


@pytest.mark.parametrize("code", ["write_failed", "read_only_disk"])
def test_a_side_link_whose_write_through_fails_in_its_targets_folder_is_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    """The same as root (who writes any folder): the write through the link fails in its
    target's folder as an unwritable folder or a read-only disk makes it fail."""
    data = tmp_path / "data"
    data.mkdir()
    target = tmp_path / "elsewhere" / "f"
    target.parent.mkdir()
    target.write_bytes(b"old\n")
    (data / "autosave.unread").symlink_to(target)
    real = autosave.atomic_write_bytes

    def refused(path: Path, data: bytes, *, follow_links: bool = False) -> None:
        if follow_links and os.path.islink(path):
            raise StorageError(code, path=path, reason="x", target=target, folder=target.parent)
        real(path, data, follow_links=follow_links)

    monkeypatch.setattr(autosave, "atomic_write_bytes", refused)
    slot = Autosave(data)
    slot.write(RECORD, None, unread=[4])
    slot.release()
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == RECORD
    assert stat.S_ISREG(os.lstat(data / "autosave.unread").st_mode)
    assert target.read_bytes() == b"old\n"


SIDE_STUCK_WORDS = {
    "folder": "is not a regular file (it is a folder, a pipe or a device), and it could not be renamed aside",
    "read_only": "is read-only, and it could not be renamed aside",
    "dangling": "is a link that cannot be written through (it leads nowhere, back to itself, or into a "
    "folder that cannot be written), and it could not be renamed aside",
}


@pytest.mark.parametrize("how", sorted(SIDE_STUCK_WORDS))
def test_a_side_file_in_the_way_in_a_folder_that_cannot_be_written_is_named_in_the_error(
    tmp_path: Path, how: str
) -> None:
    """The error named the set-aside name it tried (``autosave-set-aside-STAMP.unread``, a file
    that does not exist) and not why: now it names ``autosave.unread``, what it is, and why it
    could not be renamed aside."""
    if ROOT:
        pytest.skip("root writes in a folder without write permission")
    data = tmp_path / "data"
    data.mkdir()
    slot = Autosave(data)
    slot.write(RECORD, None)  # held, the game there (no source file: the unread file goes first)
    IN_THE_WAY[how](data / "autosave.unread")
    data.chmod(0o555)
    try:
        with pytest.raises(StorageError) as raised:
            slot.write(TYPED, None, unread=[4])
    finally:
        data.chmod(0o755)
    slot.release()
    said = raised.value.message("en")
    assert said == f"{data / 'autosave.unread'} {SIDE_STUCK_WORDS[how]} to make room for a new one: " + (
        "Permission denied. The game was not autosaved."
    )
    assert "set-aside" not in said and "set-aside" not in raised.value.message("ru")
    assert f"{data / 'autosave.unread'}" in raised.value.message("ru")
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == RECORD


def test_a_side_file_that_cannot_be_renamed_aside_is_named_in_the_error_as_root_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same as root: the rename aside refused as an unwritable folder refuses it."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.unread").mkdir()

    def refused(path: Path, *_args: object, **_kwargs: object) -> Path:
        raise StorageError("write_failed", path=path.with_name("autosave-set-aside-x.unread"), reason="x")

    monkeypatch.setattr(autosave, "set_aside", refused)
    slot = Autosave(data)
    with pytest.raises(StorageError) as raised:
        slot.write(RECORD, None, unread=[4])
    slot.release()
    said = raised.value.message("en")
    assert said.startswith(f"{data / 'autosave.unread'} is not a regular file (it is a folder")
    assert "set-aside" not in said and not (data / "autosave.mjgame").exists()


def test_the_calculators_look_for_a_waiting_game_writes_no_copy(tmp_path: Path) -> None:
    """The calculator's waiting-game look (:func:`waiting_look`) read the autosave as the tracker
    does and so wrote ``autosave-kept-*.mjgame`` beside a doubtful game, unsaid: a look writes
    nothing; the tracker's start keeps the copy when it offers the game."""
    from mjgui.controller.game.tracker import waiting_look

    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_bytes(NEWER.encode("utf-8"))
    _unread_folder(data / "autosave.unread")
    waiting, _settled = waiting_look(data)
    assert waiting is not None and waiting.unread_line == 4
    assert not [p for p in data.iterdir() if p.name.startswith("autosave-kept-")]
    TrackerController(autosave=Autosave(data)).close()
    assert len([p for p in data.iterdir() if p.name.startswith("autosave-kept-")]) == 1


def test_a_side_file_linked_to_another_slots_file_is_replaced_not_written_through(tmp_path: Path) -> None:
    """A fuzzed data folder: ``autosave-2.unread`` a link to ``autosave.source`` (slot 1's). The
    second slot's write of its unread file went through the link and wrote unread entries into
    the first slot's source file. A link that leads to a file of the data folder itself is
    replaced, the file it leads to left as it was."""
    data = tmp_path / "data"
    data.mkdir()
    first = Autosave(data)
    first.claim()
    first.write(RECORD.replace("ronn", "ron"), str(tmp_path / "table.mjgame"))
    source = (data / "autosave.source").read_bytes()
    (data / "autosave-2.unread").symlink_to(data / "autosave.source")
    second = Autosave(data, slot=2)
    second.claim()
    second.write(RECORD, None, unread=(4,))
    assert (data / "autosave.source").read_bytes() == source
    assert not (data / "autosave-2.unread").is_symlink()
    assert second.own_unread((data / "autosave-2.mjgame").read_bytes()) == frozenset({4})


def test_an_unread_file_stuck_after_the_source_file_was_written_does_not_say_nothing_was_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The source file goes first: when the unread file is then the one that can be neither
    written over nor renamed aside, the source file has been rewritten already (naming the new
    game too), and "Nothing was written." was false. What holds: the game was not autosaved (its
    slot still holds the game before). Root ignores permissions: the unread file's write and its
    rename aside are refused as a read-only file in a folder that cannot be written refuses them."""
    data = tmp_path / "data"
    record = tmp_path / "game.mjgame"
    record.write_text(RECORD, encoding="utf-8")
    slot = Autosave(data)
    slot.write(RECORD, str(record), unread=[4])
    source_before = (data / "autosave.source").read_bytes()
    real = autosave.atomic_write_bytes

    def read_only(path: Path, data: bytes, *, follow_links: bool = False) -> None:
        if Path(path).name == "autosave.unread":
            raise StorageError("read_only", path=path, reason="x")
        real(path, data, follow_links=follow_links)

    def refused(path: Path, *_args: object, **_kwargs: object) -> Path:
        raise StorageError("write_failed", path=path, reason="Permission denied")

    monkeypatch.setattr(autosave, "atomic_write_bytes", read_only)
    monkeypatch.setattr(autosave, "set_aside", refused)
    with pytest.raises(StorageError) as raised:
        slot.write(TYPED, str(record), unread=[4])
    slot.release()
    assert (data / "autosave.source").read_bytes() != source_before  # written all the same
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == RECORD  # the game was not
    unread = data / "autosave.unread"
    assert raised.value.message("en") == (
        f"{unread} is read-only, and it could not be renamed aside to make room for a new one: "
        "Permission denied. The game was not autosaved."
    )
    assert raised.value.message("ru") == (
        f"{unread} доступен только для чтения, и переименовать его, чтобы освободить место для "
        "нового, не удалось: Permission denied. Игра не сохранена автоматически."
    )


@pytest.mark.parametrize("code", ["target_not_a_file", "read_only", "dangling_link"])
def test_a_stuck_side_file_says_the_game_was_not_autosaved_in_every_wording(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    """Each of the three sentences of a stuck side file ends with what holds whichever side file
    it is (the source file, written first, or the unread file, written after it): the game was
    not autosaved; none says that nothing was written."""
    data = tmp_path / "data"
    record = tmp_path / "game.mjgame"
    record.write_text(RECORD, encoding="utf-8")
    real = autosave.atomic_write_bytes

    def stuck(path: Path, data: bytes, *, follow_links: bool = False) -> None:
        if Path(path).name == "autosave.source":
            raise StorageError(code, path=path, reason="x")
        real(path, data, follow_links=follow_links)

    def refused(path: Path, *_args: object, **_kwargs: object) -> Path:
        raise StorageError("write_failed", path=path, reason="Permission denied")

    monkeypatch.setattr(autosave, "atomic_write_bytes", stuck)
    monkeypatch.setattr(autosave, "set_aside", refused)
    slot = Autosave(data)
    with pytest.raises(StorageError) as raised:
        slot.write(RECORD, str(record), unread=[4])
    slot.release()
    assert not (data / "autosave.mjgame").exists()
    en, ru = raised.value.message("en"), raised.value.message("ru")
    assert en.startswith(str(data / "autosave.source")) and en.endswith(
        ": Permission denied. The game was not autosaved."
    )
    assert ru.endswith(": Permission denied. Игра не сохранена автоматически.")
    assert "Nothing was written" not in en and "Ничего не записано" not in ru

"""Gaps the mutation run of the autosave (``tools/mutate.py --module
mjgui/controller/game/autosave.py``, docs/mutation.md) found: each test here fails on a small
change of the code that every other autosave test let pass, and asserts what a player gets
(the folder a tracker writes, the slot it takes, the file its game is offered with)."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest

import mjgui.controller.game.autosave as autosave_module
from mjgui.controller.game.autosave import Autosave, default_data_dir
from mjgui.core.game.lines import new_game_text
from mjgui.core.game.lockfile import LockFile
from mjgui.core.game.storage import StorageError, set_aside

TABLE_A = ["Aiko", "Boris", "Chen", "Dasha"]
TABLE_B = ["Eri", "Fumi", "Goro", "Hana"]


def test_the_data_folder_is_the_one_mjgui_data_dir_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "portable"))
    assert default_data_dir() == tmp_path / "portable"
    monkeypatch.setenv("MJGUI_DATA_DIR", "")  # set but empty: the window asks Qt
    assert default_data_dir() is None
    monkeypatch.delenv("MJGUI_DATA_DIR")
    assert default_data_dir() is None


def test_thirty_two_trackers_hold_a_slot_each_and_the_thirty_third_is_told_busy(tmp_path: Path) -> None:
    saves = [Autosave(tmp_path) for _ in range(32)]
    try:
        for save in saves:
            save.claim()
        assert [save.slot for save in saves] == list(range(1, 33))
        assert saves[-1].path.name == "autosave-32.mjgame"
        extra = Autosave(tmp_path)
        with pytest.raises(StorageError) as caught:
            extra.claim()
        assert caught.value.code == "busy" and not extra.held
        assert caught.value.message("en") == (
            f"{tmp_path / 'autosave.mjgame'} is being written by another mjgui window; nothing was "
            "written. Try again."
        )
    finally:
        for save in saves:
            save.release()


def test_a_tracker_claiming_its_slot_replaces_the_slots_game_without_keeping_it(tmp_path: Path) -> None:
    """A slot claimed at the start (its game offered there, resumed or declined) is written
    over: keeping a game aside is only for a slot claimed late, by the first write."""
    save = Autosave(tmp_path)
    save.path.write_text(new_game_text(TABLE_A), encoding="utf-8")
    save.claim()
    save.write(new_game_text(TABLE_B), None)
    assert save.path.read_text(encoding="utf-8") == new_game_text(TABLE_B)
    assert not save.previous_path.exists()
    save.release()


def test_a_slot_whose_lock_is_a_folder_is_noted_as_that_slot(tmp_path: Path) -> None:
    first = Autosave(tmp_path)
    first.claim()
    (tmp_path / "autosave-2.lock").mkdir()
    save = Autosave(tmp_path)
    save.claim()
    assert save.slot == 3 and save.path.name == "autosave-3.mjgame"
    [(slot, err)] = save.broken
    assert slot.slot == 2 and slot.path.name == "autosave-2.mjgame"
    assert slot.lock_path == tmp_path / "autosave-2.lock" and err.code == "not_a_file"
    save.release()
    first.release()


def test_a_lock_that_cannot_be_written_says_the_folder_and_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = f"{os.getpid()} ".encode()
    real_write = os.write

    def full(fd: int, data: bytes) -> int:
        if bytes(data).startswith(mine):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
    save = Autosave(tmp_path)
    with pytest.raises(StorageError) as caught:
        save.claim()
    assert caught.value.code == "folder_unwritable"
    assert caught.value.message("en") == (
        f"Nothing can be written in the folder {tmp_path}: No space left on device."
    )
    assert not save.held and not list(tmp_path.iterdir())


def test_each_broken_slot_is_noted_once_however_often_it_is_met(tmp_path: Path) -> None:
    for slot in (2, 3):
        (tmp_path / f"autosave-{slot}.lock").mkdir()
        (tmp_path / f"autosave-{slot}.mjgame").write_text(new_game_text(TABLE_A), encoding="utf-8")
    save = Autosave(tmp_path)
    save.claim()  # slot 1: the broken slots not met yet
    assert save.slot == 1 and save.broken == []
    assert save.free_slots() == [] and save.free_slots() == []
    assert [slot.slot for slot, _ in save.broken] == [2, 3]
    save.release()


def test_a_slot_is_held_until_released_or_taken_over_by_another_window(tmp_path: Path) -> None:
    save = Autosave(tmp_path)
    assert not save.still_held() and not save.held
    save.claim()
    assert save.still_held() is True and save.held
    save.release()
    assert save.still_held() is False and not save.held
    save.claim()
    save.lock_path.write_text("4242 another-laptop 1700000000.000\n", encoding="utf-8")  # taken over
    assert save.still_held() is False
    assert not save.held and save.still_held() is False
    assert save.lock_path.read_text(encoding="utf-8") == "4242 another-laptop 1700000000.000\n"


def test_the_free_slots_are_every_other_slot_with_a_game_from_the_first_to_the_last(tmp_path: Path) -> None:
    first = Autosave(tmp_path)
    first.claim()
    save = Autosave(tmp_path)
    save.claim()
    assert save.slot == 2
    first.release()
    for name in ("autosave.mjgame", "autosave-0.mjgame", "autosave-32.mjgame", "autosave-33.mjgame"):
        (tmp_path / name).write_text(new_game_text(TABLE_A), encoding="utf-8")
    assert [other.slot for other in save.free_slots()] == [1, 32]
    assert [other.slot for other in save._others()] == [1, *range(3, 33)]
    save.release()


OTHER_HOST = "4242 another-laptop 1700000000.000\n"


def _game(path: Path) -> None:
    path.write_text(new_game_text(TABLE_A), encoding="utf-8")


def test_held_slots_are_the_games_another_computer_holds_and_nothing_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each slot that is not one another computer holds with a game is passed over, and the
    look goes on to the next: no game (2), a lock of this computer (3), a lock that cannot be
    tried (4), a lock freed meanwhile (5); slot 6 is another computer's, with its game."""
    save = Autosave(tmp_path)
    save.claim()
    (tmp_path / "autosave-2.lock").write_text(OTHER_HOST, encoding="utf-8")  # no game
    _game(tmp_path / "autosave-3.mjgame")
    (tmp_path / "autosave-3.lock").write_text(f"1 {autosave_module.this_host()} 1.0\n", encoding="utf-8")
    for slot in (4, 5, 6):
        _game(tmp_path / f"autosave-{slot}.mjgame")
        (tmp_path / f"autosave-{slot}.lock").write_text(OTHER_HOST, encoding="utf-8")
    real_open, real_holder = os.open, autosave_module.holder

    def refused(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if os.fspath(path).endswith("autosave-4.lock") and flags & os.O_EXCL:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_open(path, flags, *args)

    def freed(path: Path) -> object:
        who = real_holder(path)
        if path.name == "autosave-5.lock":
            path.unlink()  # its holder goes between the look and the try
        return who

    monkeypatch.setattr(os, "open", refused)
    monkeypatch.setattr(autosave_module, "holder", freed)
    held = save.held_slots()
    assert [(other.slot, who.host) for other, who in held] == [(6, "another-laptop")]
    assert not (tmp_path / "autosave-5.lock").exists()  # tried and let go
    assert (tmp_path / "autosave-2.lock").read_text(encoding="utf-8") == OTHER_HOST
    save.release()


def test_a_take_over_takes_only_the_holder_the_player_judged(tmp_path: Path) -> None:
    _game(tmp_path / "autosave-2.mjgame")
    lock = tmp_path / "autosave-2.lock"
    lock.write_text(OTHER_HOST, encoding="utf-8")
    slot = Autosave(tmp_path, 2)
    judged = autosave_module.holder(lock)
    assert judged is not None
    other = autosave_module.Holder(5151, "third-laptop", 1.0)
    assert slot.take_over(other) is False  # it names another holder: kept
    assert lock.read_text(encoding="utf-8") == OTHER_HOST
    assert slot.take_over(judged) is True
    assert not lock.exists()  # taken, then let go: free like any free slot's


def test_retiring_a_slot_moves_its_game_to_previous_and_never_raises(tmp_path: Path) -> None:
    slot = Autosave(tmp_path, 2)
    slot.retire()  # no game: nothing moved, the lock let go
    assert not slot.previous_path.exists() and not slot.lock_path.exists()
    _game(slot.path)
    slot.retire()  # no source file to remove
    assert not slot.path.exists() and slot.previous_path.read_text(encoding="utf-8") == new_game_text(TABLE_A)
    assert not slot.lock_path.exists()
    _game(slot.path)
    slot.lock_path.mkdir()  # a lock that is not one: left, and the game with it
    slot.retire()
    assert slot.path.exists() and slot.lock_path.is_dir()


def test_the_start_removes_temp_files_and_renamed_locks_a_minute_old_of_every_slot(tmp_path: Path) -> None:
    def aged(name: str, seconds: float) -> Path:
        path = tmp_path / name
        path.write_text("4242 host 1.0\n", encoding="utf-8")
        os.utime(path, (time.time() - seconds, time.time() - seconds))
        return path

    old = [
        aged(".autosave.mjgame.abc.tmp", 61),
        aged(".autosave.source.abc.tmp", 61),
        aged(".previous.mjgame.abc.tmp", 61),
        aged("autosave.lock.1.2.stale", 61),
        aged("autosave-32.lock.1.2.stale", 61),
    ]
    young = [aged(".autosave.mjgame.def.tmp", 50), aged("autosave-2.lock.1.2.stale", 50)]
    other = [aged("autosave-0.lock.1.2.stale", 3600), aged("autosave-33.lock.1.2.stale", 3600)]
    assert Autosave(tmp_path).remove_stale_temp_files() == 5
    assert not any(path.exists() for path in old)
    assert all(path.exists() for path in (*young, *other))


def test_a_slot_claimed_late_keeps_the_game_it_held_once_not_at_every_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first write of a slot claimed late keeps the game it held in ``previous`` (when no
    slot is free of a game to move to, as here); the writes after it replace only the slot's
    game, ``previous`` keeps the other tracker's."""
    monkeypatch.setattr(Autosave, "move_to_empty", lambda self: False)
    theirs = new_game_text(TABLE_A)
    (tmp_path / "autosave.mjgame").write_text(theirs, encoding="utf-8")
    save = Autosave(tmp_path)
    first, second = new_game_text(TABLE_B), new_game_text(TABLE_B) + "riichi Fumi\n"
    save.write(first, None)
    assert save.previous_path.read_text(encoding="utf-8") == theirs
    save.write(second, None)
    assert save.path.read_text(encoding="utf-8") == second
    assert save.previous_path.read_text(encoding="utf-8") == theirs
    save.release()


def test_a_slot_claimed_late_leaves_its_game_and_writes_a_slot_with_no_game(tmp_path: Path) -> None:
    """A slot claimed late holding another tracker's game: that game stays, and the write goes
    to the first slot with no game that no live tracker holds (slot 2 held, slot 3 has a game:
    slot 4), its lock taken and the one of slot 1 let go; the writes after it stay there."""
    theirs, third = new_game_text(TABLE_A), new_game_text(["Ima", "Jun", "Kei", "Lin"])
    (tmp_path / "autosave.mjgame").write_text(theirs, encoding="utf-8")
    (tmp_path / "autosave-3.mjgame").write_text(third, encoding="utf-8")
    held = LockFile(Autosave(tmp_path, 2).lock_path)  # a live tracker's slot 2, no game yet
    assert held.try_acquire()
    save = Autosave(tmp_path)
    ours = new_game_text(TABLE_B)
    assert save.write(ours, None) is None  # nothing kept aside
    assert save.slot == 4 and save.held and save.path == tmp_path / "autosave-4.mjgame"
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == theirs
    assert (tmp_path / "autosave-3.mjgame").read_text(encoding="utf-8") == third
    assert save.path.read_text(encoding="utf-8") == ours and not list(tmp_path.glob("previous*"))
    newcomer = Autosave(tmp_path)
    newcomer.claim()
    assert newcomer.slot == 1  # slot 1 let go: a tracker started now takes it
    newcomer.release()
    save.write(ours + "riichi Fumi\n", None)
    assert save.slot == 4 and save.path.read_text(encoding="utf-8") == ours + "riichi Fumi\n"
    save.release()
    held.release()


def test_a_game_utf8_cannot_write_is_refused_of_the_autosave_and_nothing_written(tmp_path: Path) -> None:
    save = Autosave(tmp_path)
    with pytest.raises(StorageError) as caught:
        save.write(new_game_text(TABLE_A) + "comment \udcff\n", str(tmp_path / "game.mjgame"))
    assert caught.value.code == "unencodable" and caught.value.path == str(save.path)
    assert not save.path.exists() and not save.source_path.exists()
    save.release()


def test_a_slots_file_kept_elsewhere_by_a_link_is_written_through_the_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game, its source file and the game kept aside, each a link to a file kept elsewhere
    (another disk, a synced folder): each write goes to that file, and the link stays. (The
    game kept aside: no slot is free of a game to move to.)"""
    monkeypatch.setattr(Autosave, "move_to_empty", lambda self: False)
    data, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    data.mkdir()
    elsewhere.mkdir()
    for name in ("autosave.mjgame", "autosave.source", "previous.mjgame"):
        (elsewhere / name).write_text("old\n", encoding="utf-8")
        (data / name).symlink_to(elsewhere / name)
    # the game kept there before: a new game's lines only (nothing to lose, so written over)
    (elsewhere / "previous.mjgame").write_text(new_game_text(TABLE_B), encoding="utf-8")
    save = Autosave(data)
    theirs = new_game_text(TABLE_A)
    (elsewhere / "autosave.mjgame").write_text(theirs, encoding="utf-8")
    game = str(tmp_path / "game.mjgame")
    save.write(new_game_text(TABLE_B), game)  # claimed late: the slot's game kept first
    for name in ("autosave.mjgame", "autosave.source", "previous.mjgame"):
        assert (data / name).is_symlink()
    assert (elsewhere / "autosave.mjgame").read_text(encoding="utf-8") == new_game_text(TABLE_B)
    assert (elsewhere / "autosave.source").read_bytes().startswith(os.fsencode(game) + b"\ngame ")
    assert (elsewhere / "previous.mjgame").read_text(encoding="utf-8") == theirs
    save.release()


def test_a_damaged_autosave_is_set_aside_under_any_of_999_names_and_no_more(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda form, *args: "20261206-030000")
    save = Autosave(tmp_path)
    save.path.write_text("damaged\n", encoding="utf-8")
    names = ["autosave-damaged-20261206-030000.mjgame"]
    names += [f"autosave-damaged-20261206-030000-{n}.mjgame" for n in range(2, 1000)]
    for name in names:
        (tmp_path / name).write_text("taken\n", encoding="utf-8")
    assert save.set_aside() is None
    assert save.path.read_text(encoding="utf-8") == "damaged\n"
    (tmp_path / names[-1]).unlink()
    assert save.set_aside() == tmp_path / names[-1]
    assert (tmp_path / names[-1]).read_text(encoding="utf-8") == "damaged\n" and not save.path.exists()


def test_another_trackers_game_is_kept_under_any_of_999_names_and_not_written_over_without(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slot claimed late holds another tracker's game while ``previous`` is taken: it is
    renamed to the first ``autosave-kept-STAMP[-N].mjgame`` free (the naming of a damaged slot's
    file, :func:`set_aside`); with all 999 taken the write is refused and the game stays. (Kept
    aside: no slot is free of a game to move to.)"""
    monkeypatch.setattr(time, "strftime", lambda form, *args: "20261206-030000")
    monkeypatch.setattr(Autosave, "move_to_empty", lambda self: False)
    theirs = new_game_text(TABLE_A)
    save = Autosave(tmp_path)
    save.path.write_text(theirs, encoding="utf-8")
    names = ["autosave-kept-20261206-030000.mjgame"]
    names += [f"autosave-kept-20261206-030000-{n}.mjgame" for n in range(2, 1000)]
    for name in names:
        (tmp_path / name).write_text("taken\n", encoding="utf-8")
    with pytest.raises(StorageError) as refused:
        save.write(new_game_text(TABLE_B), None, previous_taken=True)
    assert refused.value.code == "write_failed" and refused.value.path == str(tmp_path / names[-1])
    assert "exists" in refused.value.message("en")
    assert save.path.read_text(encoding="utf-8") == theirs  # neither kept nor written over
    (tmp_path / names[-1]).unlink()
    assert save.write(new_game_text(TABLE_B), None, previous_taken=True) == tmp_path / names[-1]
    assert (tmp_path / names[-1]).read_text(encoding="utf-8") == theirs
    assert save.path.read_text(encoding="utf-8") == new_game_text(TABLE_B)
    save.release()


def test_set_aside_strict_says_why_a_file_could_not_be_set_aside(tmp_path: Path) -> None:
    """``strict``: a rename that fails raises the typed error naming the file it was going to,
    where the default returns None (a caller that goes on without it)."""
    gone = tmp_path / "gone.mjgame"
    assert set_aside(gone, lambda stamp, n: f"aside-{n}.mjgame") is None
    with pytest.raises(StorageError) as failed:
        set_aside(gone, lambda stamp, n: f"aside-{n}.mjgame", strict=True)
    assert failed.value.code == "write_failed" and failed.value.path == str(tmp_path / "aside-0.mjgame")
    assert not list(tmp_path.iterdir())


DIGEST = "ab" * 32


@pytest.mark.parametrize(
    ("data", "entries"),
    [
        # an earlier mjgui's source file: one name, maybe its saved line, no game line
        (b"ends in a space \n", [("ends in a space ", None, None)]),
        (b"ends in a tab\t\r\n", [("ends in a tab\t", None, None)]),
        (b"quoted name\n", [("quoted name", None, None)]),  # the quoted line alone is a name
        (b"a%0Ab\nquoted name\n", [("a\nb", None, None)]),  # a quoted name and the quoted line
        (b"old.mjgame\nsaved " + DIGEST.encode() + b"\n", [("old.mjgame", DIGEST, None)]),
        (b"a%0Ab\nsaved " + DIGEST.encode() + b"\nquoted name\n", [("a\nb", DIGEST, None)]),
    ],
)
def test_a_source_file_an_earlier_mjgui_wrote_is_read_to_its_last_byte(
    data: bytes, entries: list[tuple[str, str | None, str | None]]
) -> None:
    assert autosave_module.source_entries(data) == entries


def test_a_resumed_game_is_saved_back_without_asking_only_to_a_record_this_mjgui_opens(
    tmp_path: Path,
) -> None:
    good = tmp_path / "good.mjgame"
    good.write_text(new_game_text(TABLE_A), encoding="utf-8")
    # a later mjgui's line of play: opened as *File > Open* opens it, kept as it is and saved so
    later = tmp_path / "later.mjgame"
    later.write_text(new_game_text(TABLE_A) + "flower Aiko 3\n", encoding="utf-8")
    # a later mjgui's rules: no game this mjgui can play, never saved over
    rules = tmp_path / "rules.mjgame"
    rules.write_text("rules seed edition=99\nplayers Aiko Boris Chen Dasha\n", encoding="utf-8")
    assert autosave_module.trusted_source(str(good)) == str(good)
    assert autosave_module.trusted_source(str(later)) == str(later)
    assert autosave_module.trusted_source(str(rules)) is None
    assert autosave_module.trusted_source(str(tmp_path / "notes.txt")) is None


def test_a_slot_whose_lock_cannot_be_made_is_passed_over_for_the_next_free_slot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = Autosave(tmp_path)
    save.claim()
    for slot in (2, 3):
        _game(tmp_path / f"autosave-{slot}.mjgame")
    real_open = os.open

    def refused(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if os.fspath(path).endswith("autosave-2.lock") and flags & os.O_EXCL:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", refused)
    assert [other.slot for other in save.free_slots()] == [3]
    assert save.broken == [] and not (tmp_path / "autosave-3.lock").exists()
    save.release()

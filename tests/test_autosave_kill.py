"""The tracker killed at every step of its writes (or a write failing: a full disk), then started
again on the data folder as the window does: the game offered is one the table had, named with
the file the table had it in, and Ctrl+S after resuming writes that file (never another game's,
never refused as "changed by another program" when nothing else changed it).

A kill is simulated in the process (tests/killpoint.py): the k-th ``os.replace`` is done, then
an exception no code of mjgui catches is raised, the slot's lock let go as a dead process's is,
and a new tracker started on the folder."""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import mjgui.controller.game.autosave as autosave_module
from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text
from mjgui.core.game.storage import StorageError
from tests.killpoint import Killed, killed_after_replace

TABLE_A = ["Aiko", "Boris", "Chen", "Dasha"]
TABLE_B = ["Eri", "Fumi", "Goro", "Hana"]
B_GAME = new_game_text(TABLE_B) + "riichi Fumi\n"


def _table(base: Path) -> TrackerController:
    """A table playing game A, saved as A.mjgame, with a line more than the file; B.mjgame is
    another game's record."""
    (base / "B.mjgame").write_text(B_GAME, encoding="utf-8")
    c = TrackerController(autosave=Autosave(base / "data"))
    assert c.new_game(TABLE_A) and c.commit("riichi Boris")
    c.save(base / "A.mjgame")
    assert c.commit("ron Chen from Aiko 3 40")
    return c


ACTIONS: dict[str, Callable[[TrackerController, Path], object]] = {
    "open B": lambda c, base: c.open_file(base / "B.mjgame"),
    "new game": lambda c, base: c.new_game(TABLE_B),
    "line": lambda c, base: c.commit("riichi Dasha"),
    "save": lambda c, base: c.save(),
    "save as": lambda c, base: c.save(base / "C.mjgame"),
    "undo": lambda c, base: c.undo(),
}


def _name(path: str | None) -> str | None:
    return None if path is None else os.path.basename(path)


Table = tuple[str, str | None]  # the game on the table and its file's name


def _run(base: Path, action: str, monkeypatch: pytest.MonkeyPatch, k: int) -> tuple[Table, Table, list[str]]:
    """The table's game and file before and after ``action``, killed after its k-th replace
    (k = 0: not killed), and the files its replaces wrote."""
    base.mkdir()
    c = _table(base)
    before = (c.text, _name(c.path))
    with killed_after_replace(monkeypatch, k) as done:
        try:
            ACTIONS[action](c, base)
        except Killed:
            pass
        else:
            assert k == 0 or k > len(done)
    after = (c.text, _name(c.path))
    c.close()  # the dead process's lock is free: the next start takes the slot
    return before, after, done


@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_a_kill_at_any_step_offers_a_game_with_its_own_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    """Killed between the autosave's two files: the game just opened from B.mjgame was offered
    as "last saved as A.mjgame", and Ctrl+S wrote it over A.mjgame without a question; killed
    after a save before the autosave took the file's new digest, Ctrl+S said A.mjgame "was
    changed by another program"."""
    old, new, steps = _run(tmp_path / "ref", action, monkeypatch, 0)
    assert steps, "the action writes"
    for k in range(1, len(steps) + 1):
        base = tmp_path / f"kill-{k}"
        _run(base, action, monkeypatch, k)
        a_before = (base / "A.mjgame").read_text(encoding="utf-8")
        d = TrackerController(autosave=Autosave(base / "data"))
        offer = d.resume_offer
        where = f"{action}, killed after {steps[k - 1]} ({k})"
        assert offer is not None, where
        pair = (offer.text, _name(offer.path))
        assert pair in (old, new), f"{where}: {pair[1]} offered with the game of {old[1]} / {new[1]}"
        if offer.path is None:
            assert "last saved as" not in offer.message, where
        assert d.resume()
        if d.path is not None:
            d.save()  # no question: the file holds what this table last wrote there
            assert (base / pair[1]).read_text(encoding="utf-8") == d.text, where  # type: ignore[operator]
        if pair[1] != "A.mjgame":
            assert (base / "A.mjgame").read_text(encoding="utf-8") == a_before, where
        assert "Aiko" in (base / "A.mjgame").read_text(encoding="utf-8"), where
        d.close()


@pytest.mark.parametrize("failing", [1, 2])
def test_a_failed_write_of_one_of_the_autosaves_files_never_pairs_a_game_with_another_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: int
) -> None:
    """No kill: one of the two files of the autosave cannot be written (a full disk) while B.mjgame
    is opened over game A. The second failing left B's game beside the name A.mjgame: the next
    start offered it as "last saved as A.mjgame", and Ctrl+S wrote it over A.mjgame."""
    c = _table(tmp_path)
    real_text, real_bytes = autosave_module.atomic_write_text, autosave_module.atomic_write_bytes
    calls: list[str] = []

    def full(path: object) -> None:
        calls.append(os.path.basename(str(path)))
        if len(calls) == failing:
            raise StorageError("write_failed", path=str(path), reason="No space left on device", kept=True)

    def write_text(path: object, text: str, **kw: object) -> bytes:
        full(path)
        return real_text(path, text, **kw)  # type: ignore[arg-type]

    def write_bytes(path: object, data: bytes, **kw: object) -> None:
        full(path)
        real_bytes(path, data, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module, "atomic_write_text", write_text)
    monkeypatch.setattr(autosave_module, "atomic_write_bytes", write_bytes)
    c.open_file(tmp_path / "B.mjgame")
    monkeypatch.undo()
    assert len(calls) == failing and c.autosave_failed is not None  # the write stops at its failure
    c.close()
    a_before = (tmp_path / "A.mjgame").read_text(encoding="utf-8")
    d = TrackerController(autosave=Autosave(tmp_path / "data"))
    offer = d.resume_offer
    assert offer is not None
    if "Eri" in offer.text:  # B's game: never named with A.mjgame
        assert offer.path is None or _name(offer.path) == "B.mjgame"
        assert "A.mjgame" not in offer.message
    else:
        assert _name(offer.path) == "A.mjgame"
    assert d.resume()
    if d.path is not None:
        d.save()
    assert (tmp_path / "A.mjgame").read_text(encoding="utf-8") in (a_before, d.text)
    assert "Aiko" in (tmp_path / "A.mjgame").read_text(encoding="utf-8")


def test_a_game_the_source_file_does_not_name_has_no_file_and_its_save_asks_where(tmp_path: Path) -> None:
    """The source file names another game (its ``game`` line: a kill, or an earlier mjgui's
    kill between the two writes): the offer names no file, and a resumed game has none."""
    from mjgui.core.game.storage import content_digest

    data = tmp_path / "data"
    data.mkdir()
    (tmp_path / "A.mjgame").write_text(new_game_text(TABLE_A), encoding="utf-8")
    (data / "autosave.mjgame").write_text(B_GAME, encoding="utf-8")
    other = content_digest(new_game_text(TABLE_A).encode())
    source = autosave_module.source_file_bytes(str(tmp_path / "A.mjgame"), other, other)
    assert source is not None
    (data / "autosave.source").write_bytes(source)
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume_offer.path is None
    assert "A.mjgame" not in c.resume_offer.message
    assert c.resume() and c.path is None and c.text == B_GAME


def test_a_kill_while_resuming_another_slots_game_leaves_no_copy_to_offer_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after the game of another slot was written to ours, before that slot was retired:
    the game was in both; once it was finished and saved, the next start offered the stale copy
    as an unfinished game. The game resumed now goes on in its own slot (the window moves
    there): there is no copy to leave."""
    from mjgui.core.game.lockfile import LockFile

    data = tmp_path / "data"
    data.mkdir()
    game = new_game_text(TABLE_A) + "riichi Boris\n"
    (data / "autosave-2.mjgame").write_text(game, encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    assert c.autosave.slot == 1 and c._offer_slot is not None and c._offer_slot.slot == 2
    with killed_after_replace(monkeypatch, 1) as done, pytest.raises(Killed):
        c.resume()
    assert done == ["autosave-2.mjgame"]  # the game written where it was
    c.close()
    assert not (data / "autosave.mjgame").exists()
    assert (data / "autosave-2.mjgame").read_text(encoding="utf-8") == game
    d = TrackerController(autosave=Autosave(data))
    assert d.resume_offer is not None and d.resume_offer.text == game
    assert d.resume() and d.autosave is not None and d.autosave.slot == 2
    while not d.state.ended:
        assert d.commit("ron Chen from Aiko 12 40")
    d.save(tmp_path / "game.mjgame")
    d.close()
    assert not list(data.glob("previous*"))
    e = TrackerController(autosave=Autosave(data))
    assert e.resume_offer is None  # the game is over and saved: nothing to resume
    e.close()
    assert not LockFile(data / "autosave-2.lock").path.exists()


def test_a_copy_in_a_held_slot_is_left_alone(tmp_path: Path) -> None:
    """Only a free slot's copy is retired: one another open tracker holds is its game."""
    data = tmp_path / "data"
    first = TrackerController(autosave=Autosave(data))
    assert first.new_game(TABLE_A) and first.commit("riichi Boris")
    game = first.text
    second = TrackerController(autosave=Autosave(data))
    assert second.autosave is not None and second.autosave.slot == 2
    second.open_file(_write(tmp_path / "g.mjgame", game))
    first.close()
    third = TrackerController(autosave=Autosave(data))  # slot 1, holding the same game
    assert (data / "autosave-2.mjgame").read_text(encoding="utf-8") == game
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == game
    third.close()
    second.close()


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_new_game_after_a_failed_autosave_keeps_the_game_as_it_was_on_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk: a line is in no file (the autosave failed), then a new game starts, and once
    the disk has room the notice says "The earlier game is kept as previous.mjgame": it kept the
    autosave as it was on disk, without that line."""
    data = tmp_path / "data"
    c = TrackerController(autosave=Autosave(data))
    assert c.new_game(TABLE_A) and c.commit("riichi Boris")
    real = autosave_module.atomic_write_text

    def full(path: object, text: str, **kw: object) -> bytes:
        raise StorageError("write_failed", path=str(path), reason="No space left on device", kept=True)

    monkeypatch.setattr(autosave_module, "atomic_write_text", full)
    assert c.commit("ron Chen from Aiko 3 40") and c.autosave_failed is not None
    played = c.text
    assert c.new_game(TABLE_B) and c.autosave_failed is not None  # the earlier game: not kept yet
    assert not c.kept_notice
    monkeypatch.setattr(autosave_module, "atomic_write_text", real)
    assert c.commit("riichi Fumi") and c.autosave_failed is None
    assert str(data / "previous.mjgame") in c.kept_notice
    assert (data / "previous.mjgame").read_text(encoding="utf-8") == played
    assert "ron Chen from Aiko 3 40" in played
    c.close()


def test_a_new_game_keeps_the_game_on_the_table_when_only_the_autosave_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    c = TrackerController(autosave=Autosave(data))
    assert c.new_game(TABLE_A) and c.commit("riichi Boris")
    real = autosave_module.atomic_write_text

    def autosave_full(path: object, text: str, **kw: object) -> bytes:
        if os.path.basename(str(path)) == "autosave.mjgame":
            raise StorageError("write_failed", path=str(path), reason="No space left on device", kept=True)
        return real(path, text, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module, "atomic_write_text", autosave_full)
    assert c.commit("ron Chen from Aiko 3 40") and c.autosave_failed is not None
    played = c.text
    assert c.new_game(TABLE_B)
    assert (data / "previous.mjgame").read_text(encoding="utf-8") == played
    assert str(data / "previous.mjgame") in c.kept_notice
    c.close()


def test_unkept_says_when_the_game_has_changes_no_file_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    assert not c.unkept
    assert c.new_game(TABLE_A) and c.commit("riichi Boris")
    assert c.dirty and not c.unkept  # autosaved
    monkeypatch.setattr(
        autosave_module,
        "atomic_write_text",
        lambda path, text, **kw: (_ for _ in ()).throw(
            StorageError("write_failed", path=str(path), reason=os.strerror(errno.ENOSPC), kept=True)
        ),
    )
    assert c.commit("riichi Chen") and c.unkept
    c.save(tmp_path / "a.mjgame")
    assert not c.unkept  # saved
    assert c.commit("riichi Dasha") and c.unkept
    c.close()
    assert TrackerController("rules seed\n", path=None).unkept  # no autosave: only a save keeps it


# -- lock files ---------------------------------------------------------------------------------


def _empty_lock(path: Path, age: float) -> None:
    path.write_bytes(b"")
    then = time.time() - age
    os.utime(path, (then, then))


def test_an_empty_lock_a_killed_tracker_left_does_not_hide_its_game(tmp_path: Path) -> None:
    """A tracker killed between creating its slot's lock and writing its process id into it:
    a start within 10 seconds was not offered the game and took slot 2."""
    data = tmp_path / "data"
    data.mkdir()
    game = new_game_text(TABLE_A) + "riichi Boris\n"
    (data / "autosave.mjgame").write_text(game, encoding="utf-8")
    _empty_lock(data / "autosave.lock", 3.0)
    c = TrackerController(autosave=Autosave(data))
    assert c.autosave is not None and c.autosave.slot == 1
    assert c.resume_offer is not None and c.resume_offer.text == game
    c.close()


def test_a_lock_being_created_is_still_respected(tmp_path: Path) -> None:
    from mjgui.core.game.lockfile import LockFile

    _empty_lock(tmp_path / "x.lock", 0.0)
    assert not LockFile(tmp_path / "x.lock").try_acquire()


def test_an_empty_student_lock_does_not_freeze_the_quiz(tmp_path: Path) -> None:
    """The student record's save waited 5 seconds on an empty lock a killed window left, then
    said another window was writing."""
    from mjgui.core.teach.student import StudentRecord, lock_path

    path = tmp_path / "student.json"
    _empty_lock(lock_path(path), 3.0)
    record = StudentRecord.load(path)
    start = time.monotonic()
    record.save()
    assert time.monotonic() - start < 1.0
    assert path.exists() and not lock_path(path).exists()


def test_locks_a_killed_breaker_renamed_aside_are_removed_once_a_minute_old(tmp_path: Path) -> None:
    """A tracker killed while breaking a dead tracker's lock (renamed aside, not yet removed)
    left ``autosave.lock.PID.NS.stale`` for good."""
    from mjgui.core.teach.student import StudentRecord, lock_path

    data = tmp_path / "data"
    data.mkdir()
    old = [data / "autosave.lock.4242.123456789.stale", data / "autosave-3.lock.7.1.stale"]
    young = data / "autosave.lock.4243.123456790.stale"
    other = data / "autosave.lock.notes.stale"  # not a name the breaker gives: not ours
    for path in (*old, young, other):
        path.write_text("4242 host 1.0\n", encoding="utf-8")
    for path in (*old, other):
        os.utime(path, (time.time() - 120, time.time() - 120))
    TrackerController(autosave=Autosave(data)).close()
    assert not any(path.exists() for path in old)
    assert young.exists() and other.exists()
    student = tmp_path / "student.json"
    litter = lock_path(student).with_name(lock_path(student).name + ".1.2.stale")
    litter.write_text("1 host 1.0\n", encoding="utf-8")
    os.utime(litter, (time.time() - 120, time.time() - 120))
    StudentRecord.load(student)
    assert not litter.exists()

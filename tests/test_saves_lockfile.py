"""The lock file under the student record's merge and the autosave slots (issue 23, items 7 and
8): one holder at a time, a holder's lock never broken while it lives, a dead holder's lock
taken over. Real files in tmp_path; a dead process is one that has just ended."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mjgui.core.game.lockfile import LOCK_MAX_BYTES, LockError, LockFile, holder
from mjgui.core.game.storage import StorageError


def _dead_pid() -> int:
    code = "import os; print(os.getpid())"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return int(done.stdout)


def test_one_holder_at_a_time_and_the_file_goes_with_the_release(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    first, second = LockFile(path), LockFile(path)
    assert first.try_acquire() and first.held
    pid, host, _ = path.read_text(encoding="utf-8").split()
    assert int(pid) == os.getpid() and host == socket.gethostname()
    assert not second.try_acquire()
    with pytest.raises(StorageError) as info:
        second.acquire(timeout=0.05)
    assert info.value.code == "busy" and str(path) in info.value.message()
    first.release()
    assert not path.exists()
    assert second.try_acquire()
    second.release()


@pytest.mark.skipif(os.name != "posix", reason="process ids are checked with os.kill on POSIX")
def test_a_dead_holders_lock_is_taken_over_a_live_ones_never(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    path.write_text(f"{_dead_pid()} {socket.gethostname()} 0\n", encoding="utf-8")
    lock = LockFile(path)
    assert lock.try_acquire()
    lock.release()
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        path.write_text(f"{live.pid} {socket.gethostname()} {time.time():.3f}\n", encoding="utf-8")
        old = time.time() - 3600
        os.utime(path, (old, old))
        assert not LockFile(path).try_acquire()  # alive, however old (no stale_after)
        assert LockFile(path, stale_after=60).try_acquire()  # a short lock that old is stale
    finally:
        live.kill()
        live.wait(30)
    assert not list(tmp_path.glob("*.stale"))


def test_another_hosts_lock_is_never_judged_by_its_process_id(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    line = f"{_dead_pid()} another-laptop-on-the-share 0\n"
    path.write_text(line, encoding="utf-8")
    assert not LockFile(path).try_acquire()
    assert path.read_text(encoding="utf-8") == line  # untouched: it may be running there


def test_a_lock_being_written_is_respected_then_a_torn_one_expires(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    path.write_bytes(b"")  # created, its line not written yet
    assert not LockFile(path).try_acquire()
    old = time.time() - 3600
    os.utime(path, (old, old))  # a creator killed before writing its line
    lock = LockFile(path)
    assert lock.try_acquire()
    lock.release()


NEW_HOLDER = "5151 other-laptop 1800000000.000\n"


def _a_new_holder_before_the_rename(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between the judging of the lock and its rename, its holder goes and a new one takes it:
    the rename moves the new holder's lock."""
    real = os.rename

    def rename(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(src) == path and path.read_text(encoding="utf-8") != NEW_HOLDER:
            path.unlink()
            path.write_text(NEW_HOLDER, encoding="utf-8")
        real(src, dst)

    monkeypatch.setattr(os, "rename", rename)


@pytest.mark.skipif(os.name != "posix", reason="process ids are checked with os.kill on POSIX")
def test_a_new_holders_lock_renamed_as_stale_is_put_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.lock"
    path.write_text(f"{_dead_pid()} {socket.gethostname()} 0\n", encoding="utf-8")
    _a_new_holder_before_the_rename(path, monkeypatch)
    lock = LockFile(path)
    assert not lock.try_acquire() and not lock.held
    assert path.read_text(encoding="utf-8") == NEW_HOLDER
    assert not list(tmp_path.glob("*.stale"))


def test_a_take_over_puts_back_a_lock_a_new_holder_took_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.lock"
    path.write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    judged = holder(path)  # the holder the player judged gone
    _a_new_holder_before_the_rename(path, monkeypatch)
    lock = LockFile(path)
    assert not lock.take_over(judged) and not lock.held
    assert path.read_text(encoding="utf-8") == NEW_HOLDER
    assert not list(tmp_path.glob("*.stale"))


def test_a_take_over_of_a_lock_gone_meanwhile_holds_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.lock"
    path.write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    judged = holder(path)
    real = os.rename

    def rename(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(src) == path:
            path.unlink(missing_ok=True)  # released between the reading and the rename
        real(src, dst)

    monkeypatch.setattr(os, "rename", rename)
    lock = LockFile(path)
    assert lock.take_over(judged) and lock.held
    assert path.read_text(encoding="utf-8").split()[0] == str(os.getpid())
    lock.release()
    assert not list(tmp_path.glob("*.stale"))


def test_a_lock_in_a_folder_that_cannot_be_written_is_a_typed_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(StorageError) as info:
        LockFile(blocker / "x.lock").try_acquire()
    assert info.value.code == "write_failed"


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _link_to_nothing(path: Path) -> None:
    path.symlink_to(path.parent / "missing" / "x.lock")


def _huge_garbage(path: Path) -> None:
    path.write_bytes(b"x" * 100)
    os.truncate(path, 2**31)  # sparse: no disk used


def _huge_holder(path: Path) -> None:
    """A lock line at its start, gigabytes after it: not mjgui's lock whatever it begins with."""
    path.write_bytes(f"1 {socket.gethostname()} {time.time():.3f}\n".encode())
    os.truncate(path, 2**31)


def _just_over(path: Path) -> None:
    path.write_bytes(f"{_dead_pid()} {socket.gethostname()} 0\n".encode().ljust(LOCK_MAX_BYTES + 1, b" "))


BROKEN = {
    "fifo": (_fifo, "not_a_file"),
    "folder": (_folder, "not_a_file"),
    "link to /dev/zero": (_dev_zero, "not_a_file"),
    "link to nothing": (_link_to_nothing, "not_a_file"),
    "2 GB of garbage": (_huge_garbage, "too_large"),
    "2 GB after a live holder's line": (_huge_holder, "too_large"),
    "a dead holder's line padded past the limit": (_just_over, "too_large"),
}


@pytest.mark.skipif(os.name != "posix", reason="FIFOs, /dev/zero and sparse files are POSIX")
@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_lock_that_is_not_a_lock_file_is_a_typed_error_and_left_alone(tmp_path: Path, kind: str) -> None:
    """A lock path that is a FIFO, a folder, a link to /dev/zero or to nothing, or a file over
    the limit is never waited on, never read past its size check, never judged stale or parsed
    for a holder, never removed: LockError says where and what, at once."""
    make, code = BROKEN[kind]
    path = tmp_path / "x.lock"
    make(path)
    old = time.time() - 3600
    os.utime(path, (old, old), follow_symlinks=False)  # old enough to be judged stale if judged
    before = path.lstat()
    start = time.monotonic()
    for attempt in (
        lambda: LockFile(path).try_acquire(),
        lambda: LockFile(path, stale_after=1).try_acquire(),
        lambda: LockFile(path, stale_after=1).acquire(timeout=30),  # at once, not after 30 s
        lambda: LockFile(path).take_over(None),
    ):
        with pytest.raises(LockError) as info:
            attempt()
        assert info.value.code == code
        message = info.value.message()
        assert str(path) in message and "should be a lock file" in message
        assert "remove it if no program uses it" in message
    assert str(path) in info.value.message("ru") and "файлом блокировки" in info.value.message("ru")
    assert holder(path) is None
    assert time.monotonic() - start < 10
    assert path.lstat().st_ino == before.st_ino and path.lstat().st_size == before.st_size  # untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.lock"]  # nothing set aside either


def test_a_lock_within_its_limit_is_still_judged(tmp_path: Path) -> None:
    """The size limit takes a lock line as long as mjgui writes (a long host name) as a lock."""
    path = tmp_path / "x.lock"
    line = f"4242 {'h' * 255} 1700000000.000\n".encode()
    assert len(line) <= LOCK_MAX_BYTES
    path.write_bytes(line)
    assert holder(path) == (4242, "h" * 255, 1700000000.0)
    assert not LockFile(path).try_acquire()  # another host's: kept
    assert path.read_bytes() == line


def test_our_own_lock_stays_within_the_limit_whatever_the_host_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(socket, "gethostname", lambda: "ж" * 300)  # 600 bytes of UTF-8
    lock = LockFile(tmp_path / "x.lock")
    assert lock.try_acquire()
    assert len((tmp_path / "x.lock").read_bytes()) <= LOCK_MAX_BYTES
    assert lock.still_ours()  # read back whole: not taken for another's
    lock.release()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_named_as_the_lock_is_never_waited_on_nor_removed(tmp_path: Path) -> None:
    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.tracker import TrackerController

    path = tmp_path / "autosave.lock"
    os.mkfifo(path)
    old = time.time() - 3600
    os.utime(path, (old, old))
    with pytest.raises(LockError):  # judged without opening it
        LockFile(path, stale_after=1).try_acquire()
    c = TrackerController(autosave=Autosave(tmp_path))  # the tracker takes the next slot
    assert c.autosave is not None and c.autosave.path.name == "autosave-2.mjgame"
    assert os.path.exists(path)
    assert str(path) in c.autosave_error and "should be a lock file" in c.autosave_error
    c.close()


def test_a_lock_released_and_taken_again_between_the_open_and_the_look_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two processes saving at once: the open found no lock file (its holder released it), the
    look that follows found the next holder's; that was said to be a lock that "cannot be read:
    No such file or directory" and the save failed. The new holder's lock is read again."""
    from mjgui.core.game import lockfile

    path = tmp_path / "student.json.lock"
    path.write_bytes(b"the next holder's lock")
    real = lockfile.read_regular_bytes
    calls: list[int] = []

    def released_then_taken(*args: object, **kwargs: object) -> bytes:
        calls.append(1)
        if len(calls) == 1:  # the open met no file: the lock was released meanwhile
            raise StorageError("unreadable", path=path, reason="No such file or directory")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(lockfile, "read_regular_bytes", released_then_taken)
    assert lockfile.read_lock(path) == b"the next holder's lock" and len(calls) == 2

    def never(*args: object, **kwargs: object) -> bytes:  # a lock this user may not read
        calls.append(1)
        raise StorageError("unreadable", path=path, reason="Permission denied")

    calls.clear()
    monkeypatch.setattr(lockfile, "read_regular_bytes", never)
    with pytest.raises(LockError, match="cannot be read: permission denied"):
        lockfile.read_lock(path)
    assert len(calls) == 3  # tried again twice, then said

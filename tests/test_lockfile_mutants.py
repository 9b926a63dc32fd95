"""The lock file's edges, each with what a player or another mjgui sees: the lock file's bytes,
the lock held or left, the exact words of each refusal in both languages (the gaps mutation
testing found in mjgui/core/game/lockfile.py: docs/mutation.md).

Real files in tmp_path, a real process for a live holder; a race (a file that grows while it is
read, a lock that changes between its judging and its rename) is made by wrapping the very
system call the race happens around.
"""

from __future__ import annotations

import errno
import os
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from mjgui.core.errors import os_reason
from mjgui.core.game import lockfile
from mjgui.core.game.lockfile import LockError, LockFile, holder, this_host
from mjgui.core.game.storage import StorageError
from mjgui.core.text import small_first

POSIX = pytest.mark.skipif(os.name != "posix", reason="process ids are checked with os.kill on POSIX")
LINUX = pytest.mark.skipif(
    not os.path.exists("/proc/self/stat"), reason="a process's start is read from Linux's /proc"
)
OTHER = "4242 old-laptop 1700000000.000\n"  # another computer's lock: never judged by its pid
NEW_HOLDER = "5151 other-laptop 1800000000.000\n"
KEPT = "It was left as it is, and what it locks is not used while it is there"
KEPT_RU = "Он оставлен как есть, и то, что он блокирует, не используется, пока он на месте"
REMOVE = "remove it if no program uses it."
REMOVE_RU = "удалите его, если им не пользуется ни одна программа."


def _dead_pid() -> int:
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    )
    return int(done.stdout)


@contextmanager
def _live() -> Iterator[subprocess.Popen[bytes]]:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        yield child
    finally:
        child.kill()
        child.wait(30)


def _refused(path: Path) -> LockError:
    with pytest.raises(LockError) as info:
        LockFile(path).try_acquire()
    return info.value


# -- the size limit and the words of each broken lock -------------------------------------------


def test_a_lock_file_of_512_bytes_is_read_whole_and_one_of_513_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    head, time_said = b"4242 old-laptop", b"1700000000.5"
    exact = head + b" " * (512 - len(head) - len(time_said)) + time_said  # its last byte the 512th
    assert len(exact) == 512
    path.write_bytes(exact)
    assert holder(path) == (4242, "old-laptop", 1700000000.5)  # not cut to 1700000000.
    assert not LockFile(path).try_acquire()  # another computer's: kept
    assert path.read_bytes() == exact
    path.write_bytes(exact + b"\n")  # 513 bytes
    error = _refused(path)
    assert error.message() == (
        f"{path} should be a lock file of at most 512 bytes, but it is 513 bytes; it was not read. "
        f"{KEPT}; {REMOVE}"
    )
    assert error.message("ru") == (
        f"{path} должен быть файлом блокировки не больше 512\u00a0байт, но его размер — 513\u00a0байт; "
        f"он не прочитан. {KEPT_RU}; {REMOVE_RU}"
    )
    assert holder(path) is None and path.read_bytes() == exact + b"\n"


def _folder(path: Path) -> None:
    path.mkdir()


def _huge(path: Path) -> None:
    path.write_bytes(OTHER.encode())
    os.truncate(path, 2**31)  # sparse: no disk used


@pytest.mark.skipif(os.name != "posix", reason="sparse files are POSIX")
@pytest.mark.parametrize(
    ("make", "english", "russian"),
    [
        (
            _folder,
            "should be a lock file, but it is not a regular file (it is a folder, a pipe, a device, or "
            f"a link to one of them or to nothing). {KEPT}; {REMOVE}",
            "должен быть файлом блокировки, но это не обычный файл (это папка, канал, устройство или "
            f"ссылка на одно из них или в никуда). {KEPT_RU}; {REMOVE_RU}",
        ),
        (
            _huge,  # its size said before a byte of it is read: the whole file's
            "should be a lock file of at most 512 bytes, but it is 2\u202f147\u202f483\u202f648 bytes; "
            f"it was not read. {KEPT}; {REMOVE}",
            "должен быть файлом блокировки не больше 512\u00a0байт, но его размер — "
            f"2\u202f147\u202f483\u202f648\u00a0байт; он не прочитан. {KEPT_RU}; {REMOVE_RU}",
        ),
    ],
    ids=["a folder", "2 GB"],
)
def test_a_broken_lock_is_said_in_full_in_both_languages(
    tmp_path: Path, make: Callable[[Path], None], english: str, russian: str
) -> None:
    path = tmp_path / "x.lock"
    make(path)
    error = _refused(path)
    assert error.message() == f"{path} {english}"
    assert error.message("ru") == f"{path} {russian}"


def test_a_lock_file_that_cannot_be_opened_is_said_unreadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A regular lock file the system will not open for reading (another user's, without read
    permission): said as such, not as "not a regular file", and left as it is."""
    path = tmp_path / "x.lock"
    path.write_text(OTHER, encoding="utf-8")
    real_open = os.open

    def refusing(name: str | os.PathLike[str], flags: int, *args: int) -> int:
        if os.fspath(name) == os.fspath(path) and not flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", refusing)
    error = _refused(path)
    reason = os.strerror(errno.EACCES)
    assert error.code == "unreadable"
    said = small_first(reason)  # after the colon: "permission denied"
    assert error.message() == f"{path} should be a lock file, but it cannot be read: {said}. {KEPT}."
    assert error.message("ru") == (
        f"{path} должен быть файлом блокировки, но его не удалось прочитать: "
        f"{small_first(os_reason(OSError(errno.EACCES, reason)).message('ru'))}. {KEPT_RU}."
    )
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == OTHER


def test_a_lock_file_that_grows_while_it_is_read_is_refused_after_one_byte_past_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its size was within the limit when checked, and it grew before the read: what is read
    stops one byte past the limit, and the lock is refused as larger than the limit (never as
    513 bytes, the bytes read: the file holds 4096)."""
    path = tmp_path / "x.lock"
    path.write_bytes(b"x" * 4096)
    inode = path.stat().st_ino
    real_fstat = os.fstat

    def as_it_was(fd: int) -> os.stat_result:
        info = real_fstat(fd)
        if info.st_ino != inode:
            return info
        values = list(info)
        values[stat.ST_SIZE] = 100  # the size when checked
        return os.stat_result(values)

    monkeypatch.setattr(os, "fstat", as_it_was)
    error = _refused(path)
    assert (error.code, error.params["size"], error.params["max"]) == ("too_large", None, 512)
    assert error.message() == (
        f"{path} should be a lock file of at most 512 bytes, but it grew to more than 512 bytes "
        f"while it was read. {KEPT}; {REMOVE}"
    )
    assert error.message("ru") == (
        f"{path} должен быть файлом блокировки не больше 512\u00a0байт, но, пока его читали, он стал "
        f"больше 512\u00a0байт. {KEPT_RU}; {REMOVE_RU}"
    )
    monkeypatch.undo()
    assert path.read_bytes() == b"x" * 4096


@pytest.mark.skipif(os.name != "posix", reason="grown where the reader makes the file blocking (POSIX)")
def test_a_lock_file_written_on_while_it_is_read_is_said_larger_than_the_limit_not_its_bytes_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real growth: a holder's line of 36 bytes passes the size check, then another program
    appends 100 000 bytes to it before its bytes are read (between the check and the read the
    reader makes the file blocking: the growth is made there). The refusal says what is true,
    larger than 512 bytes, whatever was read of it; nothing is judged, removed or set aside."""
    path = tmp_path / "x.lock"
    real_set_blocking = os.set_blocking
    grown: list[int] = []

    def written_on_meanwhile(fd: int, blocking: bool) -> None:
        if not grown:
            with path.open("ab") as other_program:
                other_program.write(b"y" * 100_000)
            grown.append(path.stat().st_size)
        real_set_blocking(fd, blocking)

    monkeypatch.setattr(os, "set_blocking", written_on_meanwhile)
    for attempt in (
        lambda: LockFile(path).try_acquire(),
        lambda: LockFile(path, stale_after=0).try_acquire(),
        lambda: LockFile(path).take_over(None),
    ):
        path.write_bytes(OTHER.encode())  # within the limit again when its size is checked
        grown.clear()
        with pytest.raises(LockError) as info:
            attempt()
        assert grown == [len(OTHER) + 100_000]  # it grew once, between the check and the read
        message = info.value.message()
        assert "grew to more than 512 bytes while it was read" in message, message
        assert "513" not in message and "bytes;" not in message
        assert "стал больше 512\u00a0байт" in info.value.message("ru")
    monkeypatch.undo()
    assert holder(path) is None  # broken: its holder is never read
    assert path.read_bytes() == OTHER.encode() + b"y" * 100_000  # left as it is
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.lock"]  # nothing set aside


def test_a_lock_file_in_a_folder_that_is_a_file_says_why_it_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    path = blocker / "x.lock"
    with pytest.raises(StorageError) as info:
        LockFile(path).try_acquire()
    reason = os.strerror(errno.ENOTDIR)
    assert info.value.message() == f"{path} could not be saved: {reason}. The previous file is unchanged."


# -- what a lock file holds -------------------------------------------------------------------


def _our_host_line(path: Path) -> str:
    return path.read_text(encoding="utf-8").split()[1]


@pytest.mark.parametrize(
    ("name", "written"),
    [
        ("h" * 300, "h" * 255),  # cut to 255 bytes (POSIX's longest host name)
        ("", "?"),  # no name
        ("laptop\udcff", "laptop?"),  # a name that is not UTF-8 (its byte as Python keeps it)
        (OSError(errno.EINVAL, "Invalid argument"), "?"),  # the system cannot say
    ],
    ids=["long", "empty", "not UTF-8", "error"],
)
def test_a_lock_names_this_computer_within_its_limit_whatever_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str | OSError, written: str
) -> None:
    def gethostname() -> str:
        if isinstance(name, OSError):
            raise name
        return name

    monkeypatch.setattr(socket, "gethostname", gethostname)
    path = tmp_path / "x.lock"
    lock = LockFile(path)
    assert lock.try_acquire()
    assert _our_host_line(path) == written == this_host()
    assert lock.still_ours()
    lock.release()


def test_a_lock_file_is_made_readable_by_all_and_executable_by_none(tmp_path: Path) -> None:
    before = os.umask(0o022)
    try:
        lock = LockFile(tmp_path / "x.lock")
        assert lock.try_acquire()
    finally:
        os.umask(before)
    assert stat.S_IMODE((tmp_path / "x.lock").stat().st_mode) == 0o644
    lock.release()


@pytest.mark.parametrize("written", [None, 3])
def test_a_lock_whose_line_could_not_be_written_is_not_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: int | None
) -> None:
    """A full disk: the lock file is made, its line is not written (or only its start). It was
    held all the same, empty: a lock that names no holder is taken for a killed creator's once
    it is a moment old, so another process would soon have taken it too. It is not taken: the
    file is removed and the failure said, with the lock's name."""
    real_write = os.write
    mine = f"{os.getpid()} ".encode()

    def full(fd: int, data: bytes) -> int:
        if bytes(data).startswith(mine):
            if written is None:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, bytes(data)[:written])
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
    path = tmp_path / "x.lock"
    lock = LockFile(path)
    with pytest.raises(StorageError) as failed:
        lock.try_acquire()
    assert failed.value.code == "write_failed"
    said = failed.value.message("en")
    assert said == f"{path} could not be saved: No space left on device. Nothing was written."
    assert not lock.held and not path.exists()
    monkeypatch.undo()
    assert lock.try_acquire() and path.read_bytes().startswith(mine)
    lock.release()
    assert not path.exists()


def test_a_lock_line_is_read_whatever_its_bytes_and_its_time(tmp_path: Path) -> None:
    """A holder's line that is not UTF-8 still names its host (the bad bytes replaced); one
    without a time, or with a time that is not a number, is dated by the file."""
    path = tmp_path / "x.lock"
    path.write_bytes(b"4242 \xff\xfeold-laptop 1700000000.000\n")
    assert holder(path) == (4242, "\ufffd\ufffdold-laptop", 1700000000.0)
    assert not LockFile(path).try_acquire()  # another computer's
    for line in ("4242 old-laptop\n", "4242 old-laptop soon\n"):
        path.write_text(line, encoding="utf-8")
        os.utime(path, (1_600_000_000.0, 1_600_000_000.0))
        assert holder(path) == (4242, "old-laptop", 1_600_000_000.0)
    path.write_text("4242\n", encoding="utf-8")
    assert holder(path) is None  # a pid alone names no holder


# -- who holds a lock: this process, a live process, a process number reused --------------------


@POSIX
def test_a_lock_of_this_process_that_no_object_holds_is_broken(tmp_path: Path) -> None:
    """Left by a holder this process dropped without releasing it: stale. One that an object of
    this process holds is never broken, nor taken over."""
    path = tmp_path / "x.lock"
    path.write_text(f"{os.getpid()} {this_host()} {time.time():.3f}\n", encoding="utf-8")
    lock = LockFile(path)
    assert lock.try_acquire()
    other = LockFile(path)
    assert not other.try_acquire()
    assert not other.take_over(None) and not other.take_over(holder(path))
    assert lock.still_ours() and not other.held
    lock.release()


@POSIX
@pytest.mark.parametrize(
    "refusal",
    [PermissionError(errno.EPERM, "Operation not permitted"), OSError(errno.EINVAL, "Invalid argument")],
    ids=["another user's process", "any other error"],
)
def test_a_holder_the_system_will_not_say_is_gone_is_alive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refusal: OSError
) -> None:
    """A process of another user (os.kill may not signal it) is alive: its lock is kept. So is
    one the system answers about with any other error."""
    path = tmp_path / "x.lock"
    line = f"{_dead_pid()} {this_host()} {time.time():.3f}\n"
    path.write_text(line, encoding="utf-8")

    def kill(pid: int, signal: int) -> None:
        raise refusal

    monkeypatch.setattr(os, "kill", kill)
    assert not LockFile(path).try_acquire()
    assert path.read_text(encoding="utf-8") == line


@POSIX
def test_judging_a_live_holders_lock_leaves_the_holder_running(tmp_path: Path) -> None:
    """Whether a holder lives is asked without a signal that does anything (signal 0): another
    mjgui window holding the lock is never hung up on."""
    path = tmp_path / "x.lock"
    with _live() as child:
        line = f"{child.pid} {this_host()} {time.time():.3f}\n"
        path.write_text(line, encoding="utf-8")
        assert not LockFile(path).try_acquire() and not LockFile(path, stale_after=3600).try_acquire()
        deadline = time.monotonic() + 0.5
        while time.monotonic() < deadline:
            assert child.poll() is None  # still running
            time.sleep(0.02)
        assert path.read_text(encoding="utf-8") == line


@POSIX
@LINUX
def test_a_live_process_that_started_after_its_lock_was_written_is_not_its_holder(tmp_path: Path) -> None:
    """A lock that names a running process of this computer is stale when that process started
    after the lock was written (more than 5 s after: the clocks may differ a little): the number
    was reused after a crash or a reboot. The lock's time says when it was written, or else its
    file's."""
    path = tmp_path / "x.lock"
    with _live() as child:
        started = lockfile.process_started(child.pid)
        assert started is not None and abs(started - time.time()) < 60
        # written an hour before the process started
        path.write_text(f"{child.pid} {this_host()} {time.time() - 3600:.3f}\n", encoding="utf-8")
        lock = LockFile(path)
        assert lock.try_acquire()
        lock.release()
        # the same, dated by the file
        path.write_text(f"{child.pid} {this_host()}\n", encoding="utf-8")
        old = time.time() - 3600
        os.utime(path, (old, old))
        assert holder(path) == (child.pid, this_host(), old)
        lock = LockFile(path)
        assert lock.try_acquire()
        lock.release()
        # written exactly 5 s before the process started: still its own
        since = started - 5.0
        assert float(repr(since)) + 5.0 == started
        line = f"{child.pid} {this_host()} {since!r}\n"
        path.write_text(line, encoding="utf-8")
        assert not LockFile(path).try_acquire()
        # and written after it started, however old the file
        line = f"{child.pid} {this_host()} {time.time():.3f}\n"
        path.write_text(line, encoding="utf-8")
        os.utime(path, (old, old))
        assert not LockFile(path).try_acquire()
        assert path.read_text(encoding="utf-8") == line


# -- holding, waiting, letting go -------------------------------------------------------------


def test_a_lock_held_is_held_again_and_taken_over_by_its_holder_without_a_change(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    lock = LockFile(path)
    assert lock.try_acquire()
    line = path.read_bytes()
    assert lock.try_acquire() and lock.take_over(None) and lock.held
    assert path.read_bytes() == line and lock.still_ours()
    lock.release()
    assert not path.exists()


def test_a_take_over_takes_only_the_holder_judged(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    path.write_text(OTHER, encoding="utf-8")
    judged = holder(path)
    path.write_text(NEW_HOLDER, encoding="utf-8")  # another holder since the player judged
    assert not LockFile(path).take_over(judged)
    assert path.read_text(encoding="utf-8") == NEW_HOLDER
    lock = LockFile(path)
    assert lock.take_over(None)  # whoever holds it
    assert path.read_text(encoding="utf-8").split()[0] == str(os.getpid())
    lock.release()


def test_a_lock_that_became_a_folder_is_no_longer_ours_and_is_left(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    lock = LockFile(path)
    assert not lock.still_ours()  # not held
    assert lock.try_acquire()
    path.unlink()
    path.mkdir()
    assert not lock.still_ours()
    lock.release()  # the folder is not removed, and nothing is raised
    assert path.is_dir() and not lock.held


def test_acquire_waits_for_the_holder_to_let_go(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    first, second = LockFile(path), LockFile(path)
    assert first.try_acquire()
    letting_go = threading.Timer(0.3, first.release)
    letting_go.start()
    start = time.monotonic()
    second.acquire(timeout=20)
    letting_go.join()
    assert second.held and 0.2 < time.monotonic() - start < 20
    assert path.read_text(encoding="utf-8").split()[0] == str(os.getpid())
    second.release()


# -- races: a lock that changes between its judging and its removal ---------------------------


def _wrap_rename(
    monkeypatch: pytest.MonkeyPatch, path: Path, before: Callable[[], None], after: Callable[[Path], None]
) -> None:
    """os.rename of ``path``: ``before()`` just before it, ``after(renamed_to)`` just after."""
    real = os.rename

    def rename(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(src) != path:
            real(src, dst)
            return
        before()
        real(src, dst)
        after(Path(dst))

    monkeypatch.setattr(os, "rename", rename)


@POSIX
def test_three_stale_locks_in_a_row_are_given_up_for_this_attempt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stale lock broken and made again at once, and again: the attempt gives up after the
    third (not held, no fourth try); the next attempt takes the name."""
    path = tmp_path / "x.lock"
    stale = f"{_dead_pid()} {this_host()} 0\n"
    path.write_text(stale, encoding="utf-8")
    broken: list[Path] = []

    def again(_: Path) -> None:
        broken.append(path)
        if len(broken) < 3:
            path.write_text(stale, encoding="utf-8")

    _wrap_rename(monkeypatch, path, lambda: None, again)
    lock = LockFile(path)
    assert not lock.try_acquire() and not lock.held
    assert len(broken) == 3 and not path.exists()
    assert lock.try_acquire() and lock.held
    lock.release()
    assert not list(tmp_path.iterdir())


def test_a_lock_released_just_as_it_was_found_is_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.lock"
    real_open = os.open
    tries: list[int] = []

    def released_meanwhile(name: str | os.PathLike[str], flags: int, *args: int) -> int:
        if os.fspath(name) == os.fspath(path) and flags & os.O_CREAT and not tries:
            tries.append(flags)
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST))  # its holder then let go
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", released_meanwhile)
    lock = LockFile(path)
    assert lock.try_acquire() and lock.held and tries
    lock.release()


@POSIX
def test_a_stale_lock_another_breaker_removed_meanwhile_is_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.lock"
    path.write_text(f"{_dead_pid()} {this_host()} 0\n", encoding="utf-8")
    _wrap_rename(monkeypatch, path, lambda: None, lambda renamed: renamed.unlink())
    lock = LockFile(path)
    assert lock.try_acquire() and lock.held
    assert path.read_text(encoding="utf-8").split()[0] == str(os.getpid())
    lock.release()
    assert not list(tmp_path.iterdir())


def _a_folder_instead(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "inside").write_text(OTHER, encoding="utf-8")


@POSIX
@pytest.mark.parametrize("before", ["a folder", "a new holder"])
@pytest.mark.parametrize("again", [False, True], ids=["", "and the name taken again"])
def test_a_stale_lock_that_changed_before_its_rename_is_never_lost_nor_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, before: str, again: bool
) -> None:
    """Between the judging of a stale lock and its rename, a folder was put there (it is put
    back, untouched) or a new holder took it (its lock is put back). When meanwhile a new holder
    took the name again, nothing is raised and the name's newest lock is kept (a folder then
    stays beside it, under the name it was moved to)."""
    path = tmp_path / "x.lock"
    path.write_text(f"{_dead_pid()} {this_host()} 0\n", encoding="utf-8")

    def changed() -> None:
        if before == "a folder":
            _a_folder_instead(path)
        else:
            path.write_text(NEW_HOLDER, encoding="utf-8")

    def taken(_: Path) -> None:
        if again:
            path.write_text(OTHER, encoding="utf-8")

    _wrap_rename(monkeypatch, path, changed, taken)
    lock = LockFile(path)
    assert not lock.try_acquire() and not lock.held
    monkeypatch.undo()
    rest = [p for p in tmp_path.iterdir() if p != path]
    if again:
        assert path.read_text(encoding="utf-8") == OTHER
        if before == "a folder":
            assert len(rest) == 1 and (rest[0] / "inside").read_text(encoding="utf-8") == OTHER
        else:
            assert not rest
    elif before == "a folder":
        assert path.is_dir() and (path / "inside").read_text(encoding="utf-8") == OTHER and not rest
    else:
        assert path.read_text(encoding="utf-8") == NEW_HOLDER and not rest


# -- the files a killed breaker renamed aside (remove_stale_litter) ----------------------------


def _aged(path: Path, seconds: float, text: str = "4242 host 1.0\n") -> Path:
    path.write_text(text, encoding="utf-8")
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_a_locks_renamed_aside_files_go_once_a_minute_old_and_nothing_else(tmp_path: Path) -> None:
    """What a breaker killed before it removed the lock it renamed aside (``NAME.PID.NS.stale``)
    left: removed once a minute old (by default), counted; a younger one, another lock's, a
    name the breaker never gives, a folder or a link named so are left."""
    lock = tmp_path / "x.lock"
    old = [_aged(tmp_path / "x.lock.4242.123456789.stale", 61), _aged(tmp_path / "x.lock.7.1.stale", 3600)]
    young = _aged(tmp_path / "x.lock.4243.5.stale", 59)
    kept = [
        _aged(tmp_path / "y.lock.1.2.stale", 3600),  # another lock's
        _aged(tmp_path / "x.lock.1.2.stale.tmp", 3600),
        _aged(tmp_path / "x.lock.a.2.stale", 3600),
        _aged(tmp_path / "x.lock.1.stale", 3600),
        _aged(tmp_path / "xAlock.1.2.stale", 3600),  # the dot is a dot
        _aged(tmp_path / "x.lock.1.2.STALE", 3600),
        _aged(tmp_path / "old-x.lock.1.2.stale", 3600),
    ]
    folder = tmp_path / "x.lock.9.9.stale"
    folder.mkdir()
    os.utime(folder, (time.time() - 3600, time.time() - 3600))
    link = tmp_path / "x.lock.8.8.stale"
    link.symlink_to(old[1])
    os.utime(link, (time.time() - 3600, time.time() - 3600), follow_symlinks=False)
    assert lockfile.remove_stale_litter(lock) == 2
    assert not any(path.exists() for path in old)
    assert young.exists() and all(path.exists() for path in kept)
    assert folder.is_dir() and link.is_symlink()
    assert lockfile.remove_stale_litter(lock) == 0  # nothing left to remove
    assert lockfile.remove_stale_litter(lock, older_than=30) == 1 and not young.exists()
    assert lockfile.remove_stale_litter(tmp_path / "missing" / "x.lock") == 0  # no folder: nothing


@pytest.mark.parametrize("gone", [False, True])
def test_a_lock_line_cut_short_by_a_full_disk_is_said_in_russian_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, gone: bool
) -> None:
    """Only the start of the holder's line written: the reason is the full disk's, worded in
    the player's language; the lock file is removed (``gone``: already removed by another
    process meanwhile, which changes nothing)."""
    real_write = os.write
    mine = f"{os.getpid()} ".encode()
    path = tmp_path / "x.lock"

    def short(fd: int, data: bytes) -> int:
        if bytes(data).startswith(mine):
            if gone:
                path.unlink()
            return real_write(fd, bytes(data)[:3])
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", short)
    lock = LockFile(path)
    with pytest.raises(StorageError) as failed:
        lock.try_acquire()
    assert failed.value.code == "write_failed" and not lock.held and not path.exists()
    said = failed.value.message("ru")
    assert "На устройстве не осталось свободного места" in said and "No space" not in said


def test_a_renamed_lock_another_start_removes_first_is_not_counted_nor_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two windows start at once and clean the same folder: a file the other removed between
    this one's listing and its look is passed over, the others still removed."""
    lock = tmp_path / "x.lock"
    first = _aged(tmp_path / "x.lock.1.1.stale", 3600)
    second = _aged(tmp_path / "x.lock.2.2.stale", 3600)
    real_lstat = Path.lstat

    def raced(self: Path) -> os.stat_result:
        if self.name == first.name and self.exists():
            self.unlink()  # the other window's start
        return real_lstat(self)

    monkeypatch.setattr(Path, "lstat", raced)
    assert lockfile.remove_stale_litter(lock) == 1
    assert not first.exists() and not second.exists()

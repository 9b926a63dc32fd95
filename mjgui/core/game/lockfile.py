"""A lock file that works on every system: created with ``O_CREAT | O_EXCL``, holding who.

Two windows (or two mjgui processes) that write the same file take this lock first: the student
record for the moment of a merge-and-save, a slot of the autosave for as long as the tracker is
open. No ``fcntl`` or ``msvcrt``: creating a file that must not exist is atomic on every local
file system, so exactly one creator wins.

The lock file holds ``pid host time``. A lock is *stale*, and is broken, when its holder is gone:

* on this host, a process id that no longer runs (or one of our own that this process no longer
  holds) — checked with ``os.kill(pid, 0)`` on POSIX; on Windows the holder keeps the file
  open, which makes it impossible to delete, so a lock that can be deleted is stale;
* on this host, a process id that runs but started after the lock was written (where the system
  says when a process started: Linux's ``/proc``): the number was reused after a crash or a
  reboot, and its process cannot be the holder. A holder writes the lock after it starts, so this
  never judges a live holder stale;
* or, when ``stale_after`` is given, a lock file older than that many seconds (a merge-and-save
  takes milliseconds, so an old lock of that kind was left by a crash);
* a lock file that names no holder (empty, or cut) and is older than a moment
  (:data:`_UNREADABLE_GRACE`): its creator was killed between creating it and writing who it is
  (a creator that cannot write it removes it at once);
* when ``stale_after`` is given, a lock file dated more than that many seconds *after* now: a
  clock ahead (the machine that wrote it, or the file server) would otherwise keep it from being
  stale for as long as that clock is ahead, a day for a clock a day ahead.

Breaking is done by renaming the stale file to a unique name and checking that what was renamed
is still the stale lock that was judged; if a new holder slipped in between, its lock is put
back (a lock file whose name is too long to take the suffix renamed aside has its name cut and
its digest put in: :func:`aside_stem`). A stale lock that cannot be removed (a folder where
another user's files cannot be removed or renamed, a read-only folder) is :class:`LockError`
``stuck``, with the lock's path and why: waited for, it would never go. A lock on another host
is never judged dead by its process id (it may be running there): :func:`holder` says who holds
it, for the player to decide (:meth:`LockFile.take_over`). A breaker killed before it removed the
renamed file leaves it: :func:`remove_stale_litter` removes such files once they are older than
a minute.

A file of a folder several desks write (a club's record saved over, its aliases file) is
replaced under :func:`shared_file_lock`: a lock file beside it, held for the moment of the check
and the replacement (stale after :data:`SHARED_LOCK_STALE` seconds).

A holder that lost its lock (taken over by the player elsewhere) finds out with
:meth:`LockFile.still_ours` before it writes, and must then stop using what the lock guarded.

A lock file is read as every input file is (:func:`read_lock`): a regular file only, its size
(at most :data:`LOCK_MAX_BYTES`) checked before a byte of it is read, so a FIFO is never waited
on and a link to ``/dev/zero`` or a huge file is never read. Anything else named like a lock (a
folder, a FIFO, a device, a link to nothing, a file over the limit, one that cannot be read) is
*broken*: :class:`LockError` says where and why; it is never judged stale, never parsed for a
holder and never removed (it is not ours), and what it locks is not used while it is there.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import NamedTuple

from mjgui.core.errors import os_reason
from mjgui.core.game.storage import NAME_MAX, StorageError, read_regular_bytes, rename_no_replace, short_name
from mjgui.core.i18n import Msg, msg, nmsg

#: the longest lock file: ``pid host time`` and a newline (the host name cut to _HOST_MAX_BYTES)
LOCK_MAX_BYTES = 512
_HOST_MAX_BYTES = 255
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
_HELD: set[str] = set()  # the lock files this process holds (two controllers in one process)
# seconds: a lock file whose text cannot be read yet (empty, cut) is being created; its creator
# writes who it is a moment after creating it, or removes it when that fails, so one this old
# was left by a creator killed in between
_UNREADABLE_GRACE = 2.0
#: seconds after which a broken-lock file renamed aside (``NAME.PID.NS.stale``) that is still
#: there was left by a breaker killed before it removed it (breaking takes milliseconds)
STALE_LITTER_SECONDS = 60.0


#: what a broken lock file is (:class:`LockError`): said with where it is and what is done
LOCK_MESSAGES: dict[str, Msg] = {
    "not_a_file": msg(
        "lock:not_a_file",
        "{path} should be a lock file, but it is not a regular file (it is a folder, a pipe, a "
        "device, or a link to one of them or to nothing). It was left as it is, and what it locks "
        "is not used while it is there; remove it if no program uses it.",
    ),
    # size, max: grouped (3 000 000); the plural forms follow the size
    "too_large": nmsg(
        "lock:too_large",
        "{path} should be a lock file of at most {max} bytes, but it is {size} byte; it was not "
        "read. It was left as it is, and what it locks is not used while it is there; remove it "
        "if no program uses it.",
        "{path} should be a lock file of at most {max} bytes, but it is {size} bytes; it was not "
        "read. It was left as it is, and what it locks is not used while it is there; remove it "
        "if no program uses it.",
    ),
    # too_large found by the read (the file grew after its size was checked): how large it is
    # is not known, only that it is over the limit. max: grouped; the plural forms follow it
    "too_large_grew": nmsg(
        "lock:too_large_grew",
        "{path} should be a lock file of at most {max} byte, but it grew to more than {max} byte "
        "while it was read. It was left as it is, and what it locks is not used while it is "
        "there; remove it if no program uses it.",
        "{path} should be a lock file of at most {max} bytes, but it grew to more than {max} bytes "
        "while it was read. It was left as it is, and what it locks is not used while it is "
        "there; remove it if no program uses it.",
    ),
    "unreadable": msg(
        "lock:unreadable",
        "{path} should be a lock file, but it cannot be read: {reason}. It was left as it is, and "
        "what it locks is not used while it is there.",
    ),
    # a lock judged stale (its holder gone, or too old) that could not be removed: a folder where
    # only a file's owner may remove it, a network share that keeps it busy; reason: why
    "stuck": msg(
        "lock:stuck",
        "{path} is a lock file that could not be removed ({reason}). What it locks is not used "
        "while it is there; if no program is using it, remove it (or ask who owns the folder to).",
    ),
}


class LockError(StorageError):
    """A file named like a lock that is not one (where: ``path``; code ``not_a_file``,
    ``too_large`` or ``unreadable``): never judged, parsed or removed. ``too_large`` has the
    file's ``size``, or None when only the read found it over the limit (it grew meanwhile):
    then it is said to be larger than the limit, never to be the bytes read. Or a stale lock
    that cannot be removed (``stuck``, with the ``reason``): what it locks is not used either."""

    own_messages = LOCK_MESSAGES


#: reads of a lock file that fails to open while a file is there (released and taken again)
_READ_TRIES = 3


def read_lock(path: str | os.PathLike[str]) -> bytes | None:
    """The bytes of the lock file at ``path``; None when no file is there (released meanwhile).
    Only a regular file of at most :data:`LOCK_MAX_BYTES` is read, its size checked before a
    byte of it is (a FIFO is never waited on, ``/dev/zero`` never read); anything else raises
    :class:`LockError`. A lock released and taken again between the open and the look that
    follows it (the open finds no file, the look a new one) is read again, twice at most."""
    for attempt in range(_READ_TRIES):
        try:
            data = read_regular_bytes(path, LOCK_MAX_BYTES + 1, max_size=LOCK_MAX_BYTES)
            break
        except StorageError as err:
            if not os.path.lexists(path):
                return None
            if err.code == "unreadable" and not os.path.exists(path):  # a link to nothing, a loop
                raise LockError("not_a_file", path=path) from None
            if err.code != "unreadable" or attempt == _READ_TRIES - 1:
                raise err.retold(LockError) from None
    if len(data) > LOCK_MAX_BYTES:  # it grew between the size check and the read: how large it is
        # is not known (what was read stops one byte past the limit), only that it is over it
        raise LockError("too_large", path=path, size=None, max=LOCK_MAX_BYTES)
    return data


def this_host() -> str:
    """This computer's name as a lock file holds it."""
    return _host()


def _host() -> str:
    import socket  # only when a lock is taken or judged: not on the way to the first frame

    try:
        name = socket.gethostname() or "?"
    except OSError:
        return "?"
    # a lock file stays within its limit whatever the name (POSIX: at most 255 bytes already)
    return name.encode("utf-8", "replace")[:_HOST_MAX_BYTES].decode("utf-8", "ignore") or "?"


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own lock not in _HELD: a holder of this process that was dropped
    if os.name != "posix":
        return True  # decided by trying to delete the file (see _stale)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return True
    return True


# A process that started this many seconds after the lock was written cannot have written it
# (the clocks that date a process and a lock may differ by a little).
_START_SLACK = 5.0


def _boot_time() -> float | None:
    try:
        with open("/proc/stat", "rb") as fh:
            for line in fh.read(1 << 16).splitlines():
                if line.startswith(b"btime "):
                    return float(line.split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return None


def process_started(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), where the system says (Linux's
    ``/proc``); None elsewhere or when it cannot be read."""
    if os.name != "posix" or not hasattr(os, "sysconf"):
        return None
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read(4096)
        ticks = int(data[data.rindex(b")") + 2 :].split()[19])  # field 22: start, in clock ticks
        per_second = os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
    boot = _boot_time()
    if boot is None or per_second <= 0:
        return None
    return boot + ticks / per_second


class Holder(NamedTuple):
    """Who a lock file names: process id, host name, and when it was taken (seconds)."""

    pid: int
    host: str
    since: float


def holder(path: str | os.PathLike[str]) -> Holder | None:
    """The holder a lock file names (None when there is no lock there, or a broken one: see
    :func:`read_lock`)."""
    try:
        data = read_lock(path)
        mtime = os.stat(path).st_mtime
    except (OSError, StorageError):
        return None
    return None if data is None else _parse(data, mtime)


def _parse(data: bytes, mtime: float) -> Holder | None:
    parts = data.decode("utf-8", "replace").split()
    if len(parts) < 2 or not parts[0].isdigit():
        return None
    since = mtime
    if len(parts) > 2:
        with contextlib.suppress(ValueError):
            since = float(parts[2])
    return Holder(int(parts[0]), parts[1], since)


# A lock dated this long before the system started was written before it did: its process, gone
# with that boot, cannot be the process of that number that runs now (seconds; a clock stepped
# since the lock was written moves the boot time the system says by as much).
_BOOT_SLACK = 60.0


def looks_held(path: str | os.PathLike[str]) -> bool:
    """Whether the lock at ``path`` looks held by a live holder, judged from what it says only:
    nothing is created, renamed or removed (a look at a lock taken by nobody: the calculator's
    hint of a game waiting in the tracker). No file there: False. A lock of this very process
    held by one of its objects, another host's (it may be running there), or one whose holder
    is not known yet (empty or cut, for a moment: :data:`_UNREADABLE_GRACE`): True. A lock of
    this host is held while a process of its number runs (Windows: while a process keeps the
    file open), unless the lock was written before the system started (a reboot: the number
    reused) or the process is plainly no mjgui (where the system says what it runs: an unrelated
    program given the number of a crashed tracker, :func:`_may_be_mjgui`). A running Python
    process whose start reads later than the lock is still taken to hold it (unlike
    :meth:`LockFile.try_acquire`, which breaks such a lock as stale: a clock stepped forward, an
    NTP correction, reads the same). Raises :class:`LockError` for a file that is
    not a lock (see :func:`read_lock`)."""
    lock = Path(path)
    data = read_lock(lock)
    if data is None:
        return False
    if os.path.abspath(lock) in _HELD:
        return True
    try:
        mtime = lock.stat().st_mtime
    except OSError:
        return False  # released meanwhile
    who = _parse(data, mtime)
    if who is None:
        return abs(time.time() - mtime) <= _UNREADABLE_GRACE
    if who.host != _host():
        return True
    if who.pid == os.getpid():
        return False  # ours, but no object of this process holds it: dropped
    if os.name == "nt":
        return _kept_open(lock)
    if not _pid_alive(who.pid):
        return False
    boot = _boot_time()
    if boot is not None and who.since < boot - _BOOT_SLACK:
        return False
    return _may_be_mjgui(who.pid) is not False


#: words of a process's command line that make it one that may hold an mjgui lock: mjgui runs
#: as a Python interpreter (``python -m mjgui``, the ``mjgui`` script) or as its frozen launcher
_HOLDER_WORDS = (b"python", b"pypy", b"mjgui")


def _may_be_mjgui(pid: int) -> bool | None:
    """Whether process ``pid`` may be an mjgui (a Python interpreter, or a program named mjgui),
    as its command line says (Linux's ``/proc/PID/cmdline``); None where it cannot be read (no
    ``/proc``, another user's hidden), False when the process is gone or runs something else
    (an unrelated program given the number of a crashed tracker, a process with no command
    line: a zombie, a kernel thread)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            line = fh.read(1 << 16).lower()
    except (FileNotFoundError, ProcessLookupError):
        return False if os.path.isdir("/proc/self") else None
    except OSError:
        return None
    return any(word in line for word in _HOLDER_WORDS)


def _kept_open(path: Path) -> bool:
    """Windows: whether a process keeps the file at ``path`` open (its holder, alive, does: it
    is then impossible to delete). Asked by opening it for deletion, which it refuses while the
    file is open without FILE_SHARE_DELETE, as the holder's ``os.open`` keeps it; the handle is
    closed at once, the file left as it is. In doubt (another error), True."""
    import ctypes  # Windows only: never on the way to a first frame elsewhere
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
    create = kernel32.CreateFileW
    create.restype = wintypes.HANDLE
    create.argtypes = (
        wintypes.LPCWSTR,
        wintypes.DWORD,
        wintypes.DWORD,
        wintypes.LPVOID,
        wintypes.DWORD,
        wintypes.DWORD,
        wintypes.HANDLE,
    )
    delete_access, share_all, open_existing = 0x00010000, 0x7, 3
    handle = create(str(path), delete_access, share_all, None, open_existing, 0, None)
    if handle is None or handle == wintypes.HANDLE(-1).value:
        file_not_found, path_not_found = 2, 3  # released meanwhile; any other: held, or in doubt
        return ctypes.get_last_error() not in (file_not_found, path_not_found)  # type: ignore[attr-defined,unused-ignore]
    kernel32.CloseHandle(handle)
    return False


def _reused(pid: int, since: float) -> bool:
    """Whether process ``pid`` started after ``since``: it cannot have written that lock."""
    started = process_started(pid)
    return started is not None and started > since + _START_SLACK


class LockFile:
    """``path`` taken by this process while held. ``stale_after``: seconds after which a lock
    is stale whoever holds it (None: only a holder that is gone makes it stale)."""

    def __init__(self, path: str | os.PathLike[str], *, stale_after: float | None = None) -> None:
        self.path = Path(path)
        self.stale_after = stale_after
        self._fd: int | None = None
        self._written = b""
        self._key = os.path.abspath(self.path)

    @property
    def held(self) -> bool:
        return self._fd is not None

    @property
    def held_here(self) -> bool:
        """Whether an object of this very process holds this lock (a window that is open)."""
        return self._key in _HELD

    def try_acquire(self) -> bool:
        """One attempt (breaking a stale lock first); True when this object now holds it.
        Raises :class:`LockError` when what is there is not a lock file (it is left as it is) or
        is a stale lock that cannot be removed (``stuck``), StorageError ``write_failed`` when no
        lock can be created there."""
        if self._fd is not None:
            return True
        for _ in range(3):
            try:
                fd = os.open(self.path, _CREATE, 0o644)
            except FileExistsError:
                if not self._break_if_stale():
                    return False
                continue
            except OSError as err:
                raise StorageError("write_failed", path=self.path, reason=os_reason(err)) from None
            self._written = f"{os.getpid()} {_host()} {time.time():.3f}\n".encode()
            try:
                if os.write(fd, self._written) != len(self._written):
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            except OSError as err:  # a lock naming no holder is never left by a live process
                os.close(fd)
                with contextlib.suppress(OSError):
                    self.path.unlink()
                reason = os_reason(err)
                raise StorageError("write_failed", path=self.path, reason=reason, kept=False) from None
            self._fd = fd
            _HELD.add(self._key)
            return True
        return False

    def acquire(self, timeout: float = 5.0) -> None:
        """Wait up to ``timeout`` seconds; StorageError ``busy`` when another holder keeps it,
        :class:`LockError` at once when what is there is not a lock file."""
        deadline = time.monotonic() + timeout
        delay = 0.005
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                raise StorageError("busy", path=self.path)
            time.sleep(delay)
            delay = min(delay * 2, 0.05)

    def release(self) -> None:
        if self._fd is None:
            return
        self.abandon()
        with contextlib.suppress(OSError):
            self.path.unlink()

    def still_ours(self) -> bool:
        """Whether the lock file is still the one this object wrote (False when not held, or
        when the lock was taken over meanwhile: see :meth:`take_over`)."""
        if self._fd is None:
            return False
        try:
            return read_lock(self.path) == self._written
        except LockError:
            return False

    def abandon(self) -> None:
        """Stop holding a lock that was taken over: the file, now another's, is left alone."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        _HELD.discard(self._key)
        with contextlib.suppress(OSError):
            os.close(fd)

    def take_over(self, judged: Holder | None) -> bool:
        """Break the lock whoever holds it (the player decided its holder is gone) and hold it;
        only while it still names ``judged`` (a new holder meanwhile keeps it). True when held.
        A holder still alive finds out with :meth:`still_ours` before its next write. Raises
        :class:`LockError` when what is there is not a lock file (never taken over), or cannot be
        removed (``stuck``)."""
        if self._fd is not None:
            return True
        if self._key in _HELD:
            return False  # held in this very process: alive, never taken
        data = read_lock(self.path)
        if data is None:
            return self.try_acquire()
        who = _parse(data, 0.0)
        if judged is not None and (who is None or (who.pid, who.host) != (judged.pid, judged.host)):
            return False
        return self._remove_judged(data) and self.try_acquire()

    def __enter__(self) -> LockFile:
        self.acquire()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.release()

    def __del__(self) -> None:  # a holder dropped without release (at exit: modules may be gone)
        with contextlib.suppress(Exception):  # nothing to report to at interpreter exit
            self.release()

    # -- stale locks ---------------------------------------------------------------------------
    def _stale(self) -> tuple[bool, bytes]:
        """(stale?, the lock file's bytes as judged); LockError for a file that is not a lock
        (never judged, so never removed)."""
        try:
            age = time.time() - self.path.stat().st_mtime
        except OSError:
            age = 0.0  # gone (read_lock says None), or not a lock (read_lock says why)
        data = read_lock(self.path)  # a FIFO put there is not waited on, a huge file not read
        if data is None:
            return True, b""
        if self._key in _HELD:
            return False, data  # held by another object of this process
        if self.stale_after is not None and abs(age) > self.stale_after:  # or dated ahead: a clock
            return True, data
        who = _parse(data, time.time() - age)
        if who is None:
            return age > _UNREADABLE_GRACE, data
        if who.host != _host():
            return False, data
        if not _pid_alive(who.pid) or _reused(who.pid, who.since):
            return True, data
        if os.name == "nt":  # the live holder keeps it open: deleting it fails
            return True, data
        return False, data

    def _break_if_stale(self) -> bool:
        """Remove a stale lock; True when the name is free to try again."""
        stale, judged = self._stale()
        return stale and self._remove_judged(judged)

    def _remove_judged(self, judged: bytes) -> bool:
        """Remove the lock file judged (stale, or its holder gone) while it still holds the bytes
        ``judged``: renamed to a unique name, then what was renamed checked, and a new holder's
        lock that slipped in meanwhile put back. True when the name is free to try again (the
        judged lock removed, or gone already). A lock that cannot be renamed raises, on POSIX,
        :class:`LockError` ``stuck`` with why (a folder where this user may not remove it, a
        network share that keeps it busy: it may never go, and its holder may be live — the
        message says only that it could not be removed); on Windows, where a live holder keeps
        its lock open, it is not stale after all (False)."""
        aside = self.path.with_name(f"{aside_stem(self.path.name)}.{os.getpid()}.{time.monotonic_ns()}.stale")
        try:
            os.rename(self.path, aside)
        except FileNotFoundError:
            return True
        except OSError as err:
            if os.name == "nt":  # a live holder keeps the file open: it is not stale after all
                return False
            raise LockError("stuck", path=self.path, reason=os_reason(err)) from None
        try:
            now = read_lock(aside)
        except LockError:  # not a lock any more (a folder, a FIFO put there): put back, untouched
            with contextlib.suppress(OSError):
                rename_no_replace(aside, self.path)
            return False
        if now is None:  # removed meanwhile by another breaker
            return True
        if now != judged:  # a new holder took it between the judging and the rename: give it back
            with contextlib.suppress(OSError):
                os.link(aside, self.path)
            with contextlib.suppress(OSError):
                aside.unlink()
            return False
        with contextlib.suppress(OSError):
            aside.unlink()
        return True


def remove_stale_litter(path: str | os.PathLike[str], *, older_than: float = STALE_LITTER_SECONDS) -> int:
    """Delete the files a breaker of the lock ``path`` renamed aside (``NAME.PID.NS.stale``) and,
    killed, never removed: those last changed at least ``older_than`` seconds ago (a younger one
    may be judged right now). Returns how many went."""
    lock = Path(path)
    pattern = re.compile(re.escape(aside_stem(lock.name)) + r"\.\d+\.\d+\.stale")
    removed = 0
    now = time.time()
    try:
        names = [p for p in lock.parent.iterdir() if pattern.fullmatch(p.name)]
    except OSError:
        return 0
    for litter in names:
        with contextlib.suppress(OSError):
            info = litter.lstat()
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            litter.unlink()
            removed += 1
    return removed


# the longest suffix a lock renamed aside gets: .PID.NS.stale (a pid of 10 digits, 20 of ns)
_ASIDE_SUFFIX_MAX = len(".4294967295.18446744073709551615.stale")


def aside_stem(lock_name: str) -> str:
    """What a lock file named ``lock_name`` is renamed aside to before the ``.PID.NS.stale``
    suffix: its name, cut (with its digest) when the whole would be too long to create (a rename
    to it would fail, and the stale lock would never go)."""
    return short_name(lock_name, NAME_MAX - _ASIDE_SUFFIX_MAX)


#: how long a writer of a shared file waits for its lock (seconds): another desk's save takes
#: milliseconds
SHARED_LOCK_WAIT = 2.0
#: a shared file's lock dated this much before now (or after: a clock ahead) was left by a writer
#: that died holding it (a crash, a machine switched off): it is stale (seconds)
SHARED_LOCK_STALE = 30.0
_SHARED_LOCK_SUFFIX = ".lock"


def shared_lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file of the shared file ``path`` (:func:`shared_file_lock`): beside it, hidden
    (``.NAME.lock``), so the season and a file manager pass it over; its name cut (with a digest)
    when the file's name leaves no room for the rest."""
    target = Path(path)
    stem = short_name(target.name, NAME_MAX - 1 - len(_SHARED_LOCK_SUFFIX))  # room for "." and ".lock"
    return target.with_name(f".{stem}{_SHARED_LOCK_SUFFIX}")


@contextlib.contextmanager
def shared_file_lock(
    path: str | os.PathLike[str], *, wait: float = SHARED_LOCK_WAIT, stale_after: float = SHARED_LOCK_STALE
) -> Iterator[None]:
    """Hold the lock of ``path``, a file of a folder several desks write (a club's record saved
    over, its aliases file), while its check and its replacement are done: two desks that each
    check the file and then replace it lose one of the two writes otherwise.

    The lock is a :class:`LockFile` beside ``path`` (:func:`shared_lock_path`), judged stale as
    every lock is (its holder gone on this machine, a reused process id, empty after a moment,
    this very process's own left over) and when it is dated more than ``stale_after`` seconds
    from now, before or after; always released when the block ends, and the files a breaker
    killed left aside removed. Another writer's lock is waited for, ``wait`` seconds at most,
    then StorageError ``locked`` (try again; naming the lock file to delete if no desk is
    saving). Something else named like the lock (a folder) is StorageError ``lock_blocked``; a
    stale lock that cannot be removed ``lock_stuck``; a lock that cannot be created (a read-only
    folder) ``write_failed``: each says that ``path`` was not saved."""
    lock = LockFile(shared_lock_path(path), stale_after=stale_after)
    try:
        lock.acquire(wait)
    except LockError as err:
        if err.code == "stuck":
            raise StorageError("lock_stuck", path=path, lock=lock.path, reason=err.params["reason"]) from None
        raise StorageError("lock_blocked", path=path, lock=lock.path) from None
    except StorageError as err:
        if err.code == "busy":
            raise StorageError("locked", path=path, lock=lock.path) from None
        reason = err.params.get("reason", "")
        raise StorageError("write_failed", path=path, reason=reason, kept=os.path.lexists(path)) from None
    try:
        yield
    finally:
        lock.release()
        remove_stale_litter(lock.path)

"""The calculator's hint of a game waiting in the tracker looks at the autosave slots without
touching a lock: it took each slot's lock and let it go, and broke a lock it judged stale — a live
tracker whose lock read older than its process (the clock stepped by NTP after it started) lost
its lock to a calculator merely starting. Now the holder is read, and no lock file is created,
renamed or removed by the look (:func:`mjgui.core.game.lockfile.looks_held`); the tracker judges
and breaks stale locks when it opens, as before."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import AUTOSAVE_NAME, LOCK_NAME, Autosave, slot_names
from mjgui.controller.game.tracker import waiting_game
from mjgui.core.game.lines import new_game_text
from mjgui.core.game.lockfile import LockError, looks_held

PLAYING = new_game_text(["Aiko", "Boris", "Chen", "Dasha"]) + "ron Chen from Boris 2 30\n"
posix_only = pytest.mark.skipif(os.name != "posix", reason="process ids checked with os.kill, /proc")


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / AUTOSAVE_NAME).write_text(PLAYING, encoding="utf-8")
    return folder


@pytest.fixture
def touched(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """What the code under test creates, renames or removes (by the os calls every lock uses)."""
    calls: list[str] = []
    real_open, real_rename, real_unlink, real_link = os.open, os.rename, os.unlink, os.link

    def spy_open(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if flags & os.O_CREAT:
            calls.append(f"create {os.fspath(path)}")  # type: ignore[arg-type]
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    def spy(name: str, real: object) -> object:
        def call(*args: object, **kwargs: object) -> object:
            calls.append(f"{name} {args[0]}")
            return real(*args, **kwargs)  # type: ignore[operator]

        return call

    monkeypatch.setattr(os, "open", spy_open)
    monkeypatch.setattr(os, "rename", spy("rename", real_rename))
    monkeypatch.setattr(os, "unlink", spy("unlink", real_unlink))
    monkeypatch.setattr(os, "link", spy("link", real_link))
    yield calls


def _dead_pid() -> int:
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    return int(done.stdout)


def _lock(folder: Path, text: str, *, age: float = 0.0) -> Path:
    path = folder / LOCK_NAME
    path.write_text(text, encoding="utf-8")
    if age:
        then = time.time() - age
        os.utime(path, (then, then))
    return path


def _as_it_was(path: Path, before: tuple[int, bytes]) -> bool:
    return path.exists() and (path.stat().st_ino, path.read_bytes()) == before


def _state(path: Path) -> tuple[int, bytes]:
    return path.stat().st_ino, path.read_bytes()


@posix_only
def test_a_live_tracker_whose_clock_stepped_keeps_its_lock(data: Path) -> None:
    """rev-a's exp_clock.py: a tracker takes its slot while the clock is 30 s behind, then NTP
    corrects it; a calculator starting then found its lock stale and deleted it."""
    code = f"""
import sys, time
real = time.time
time.time = lambda: real() - 30          # the clock 30 s behind while the tracker starts
from mjgui.controller.game.autosave import Autosave
a = Autosave({str(data)!r}); a.claim()
time.time = real                          # NTP corrects it
print(a.slot, flush=True)
for line in sys.stdin:
    print(a.still_held(), flush=True)
"""
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdin is not None
        assert child.stdout.readline().strip() == "1"
        lock = data / LOCK_NAME
        before = _state(lock)
        assert waiting_game(data) is None  # a live tracker holds it: not waiting
        assert _as_it_was(lock, before)
        child.stdin.write("?\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "True"  # the tracker still holds its slot
    finally:
        if child.stdin is not None:
            child.stdin.close()
        child.wait(30)


@posix_only
def test_a_dead_trackers_lock_is_left_as_it_is_and_its_game_said(data: Path, touched: list[str]) -> None:
    lock = _lock(data, f"{_dead_pid()} {socket.gethostname()} {time.time():.3f}\n")
    before = _state(lock)
    state = waiting_game(data)
    assert state is not None and state.names == ("Aiko", "Boris", "Chen", "Dasha")
    assert _as_it_was(lock, before)  # stale, but not this look's to break
    assert touched == []
    assert sorted(p.name for p in data.iterdir()) == sorted([AUTOSAVE_NAME, LOCK_NAME])


def test_no_lock_is_created_for_a_slot_that_has_none(data: Path, touched: list[str]) -> None:
    for slot in (2, 7):
        (data / slot_names(slot)[0]).write_text(PLAYING, encoding="utf-8")
    assert waiting_game(data) is not None
    assert touched == []  # taking each lock and letting it go created and removed three files
    assert not list(data.glob("*.lock"))


def test_another_hosts_lock_and_a_lock_being_written_are_held(data: Path, touched: list[str]) -> None:
    lock = _lock(data, "4242 some-other-computer 1700000000.000\n", age=86400)
    assert waiting_game(data) is None  # that mjgui may be running there: the tracker asks
    lock.write_bytes(b"")  # created a moment ago, its holder not written yet
    assert waiting_game(data) is None
    _lock(data, "", age=60)  # left so by a creator killed in between: nobody holds it
    assert waiting_game(data) is not None
    assert touched == [] and lock.read_bytes() == b""


@posix_only
def test_a_lock_written_before_the_system_started_is_not_held_by_the_process_of_its_number(
    data: Path, touched: list[str]
) -> None:
    with open("/proc/stat", encoding="utf-8") as fh:
        boot = next(float(line.split()[1]) for line in fh if line.startswith("btime "))
    # pid 1 runs; a lock naming it, written a day before this boot, is a crashed tracker's
    lock = _lock(data, f"1 {socket.gethostname()} {boot - 86400:.3f}\n")
    assert not looks_held(lock)
    assert waiting_game(data) is not None
    with _python_running() as python:
        lock.write_text(f"{python.pid} {socket.gethostname()} {boot - 86400:.3f}\n", encoding="utf-8")
        assert not looks_held(lock)  # a Python process too: not before this boot
        lock.write_text(f"{python.pid} {socket.gethostname()} {time.time():.3f}\n", encoding="utf-8")
        assert looks_held(lock)  # written since: that process may hold it
        assert waiting_game(data) is None
    assert touched == []


@contextlib.contextmanager
def _running(command: list[str]) -> Iterator[subprocess.Popen[bytes]]:
    process = subprocess.Popen(command)
    try:
        yield process
    finally:
        process.kill()
        process.wait(30)


@contextlib.contextmanager
def _python_running() -> Iterator[subprocess.Popen[bytes]]:
    """A Python process sleeping, once its exec is done (a process just started reads an empty
    command line until then)."""
    with _running([sys.executable, "-c", "import time; time.sleep(60)"]) as python:
        cmdline = Path(f"/proc/{python.pid}/cmdline")
        for _ in range(500):
            if cmdline.read_bytes():
                break
            time.sleep(0.01)
        yield python


@pytest.mark.skipif(not os.path.isfile("/proc/self/cmdline"), reason="what a process runs: /proc")
def test_a_crashed_trackers_number_given_to_another_program_is_not_held(
    data: Path, touched: list[str]
) -> None:
    """rev-e's exp_reuse.py: a tracker crashed a moment ago on this boot, and the system gave its
    process number to an unrelated program since. The tracker breaks that lock as stale and
    offers the game; the calculator's hint took the lock as held and stayed silent. (A moment,
    not an hour: a lock dated before the system started is stale whatever runs, and a machine
    started less than an hour ago would take the second half's lock as stale for that reason.)"""
    with _running(["sleep", "60"]) as other:
        lock = _lock(data, f"{other.pid} {socket.gethostname()} {time.time() - 30:.3f}\n")
        before = _state(lock)
        assert not looks_held(lock)
        state = waiting_game(data)
        assert state is not None and state.names == ("Aiko", "Boris", "Chen", "Dasha")
        assert _as_it_was(lock, before) and touched == []
    # a Python process of that number, started after the lock (a clock stepped): may hold it
    with _python_running() as python:
        lock.write_text(f"{python.pid} {socket.gethostname()} {time.time() - 30:.3f}\n", encoding="utf-8")
        assert looks_held(lock)
        assert waiting_game(data) is None


def test_a_lock_file_that_is_not_one_is_not_looked_into(data: Path, touched: list[str]) -> None:
    (data / LOCK_NAME).mkdir()
    with pytest.raises(LockError):
        looks_held(data / LOCK_NAME)
    assert waiting_game(data) is None  # what it locks is not used while it is there
    assert (data / LOCK_NAME).is_dir() and touched == []


def test_this_process_holding_the_slot_holds_it(data: Path) -> None:
    holder = Autosave(data)
    holder.claim()
    try:
        assert looks_held(holder.lock_path)
        assert waiting_game(data) is None
    finally:
        holder.release()
    assert not looks_held(holder.lock_path)  # no file: nobody
    assert waiting_game(data) is not None

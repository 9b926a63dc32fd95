"""Test set-up: headless Qt for every test."""

from __future__ import annotations

import atexit
import errno
import locale
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

# a desktop screen (1920 x 1200) rather than the offscreen platform's 800 x 800: windows open
# within the screen (mjgui.gui.fit), and the tests expect their usual sizes; tests of smaller
# screens start a process with a screen of their own (tests/gui/test_fit_screen.py)
SCREEN = Path(__file__).with_name("offscreen_screen.json")
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
os.environ.setdefault("QT_SCALE_FACTOR", "1")

# the player's own files are never touched: a window a test opens without a settings file of its
# own (or an app started as a process) reads and writes settings, autosaves and the student
# record in a folder of this run, and the tile cache in one kept between runs (it only holds
# pixels made from our own SVGs)
_RUN_HOME = Path(tempfile.mkdtemp(prefix="mjgui-tests-"))
atexit.register(shutil.rmtree, _RUN_HOME, ignore_errors=True)
os.environ["XDG_CONFIG_HOME"] = str(_RUN_HOME / "config")
os.environ["XDG_DATA_HOME"] = str(_RUN_HOME / "data")
_UID = getattr(os, "getuid", lambda: 0)()
os.environ["XDG_CACHE_HOME"] = str(Path(tempfile.gettempdir()) / f"mjgui-tests-cache-{_UID}")


@pytest.fixture(scope="session", autouse=True)
def _c_library_messages_kept() -> Iterator[None]:
    """The run fails at its end when a test left the C library's messages in another language
    than the process's locale and environment give: once Qt set the locale, a message glibc
    looked up while a test had ``LANGUAGE=ru`` stays Russian after the variable is put back
    (every later ``OSError``'s reason, ``os.strerror``). A test that sets ``LANGUAGE`` has the
    messages looked up again after (``system_locale`` in tests/test_arguments_table.py)."""
    yield
    said = os.strerror(errno.ENOENT)
    now = locale.setlocale(locale.LC_MESSAGES)
    locale.setlocale(locale.LC_MESSAGES, "POSIX" if now == "C" else "C")  # to another and back:
    locale.setlocale(locale.LC_MESSAGES, now)  # glibc drops the translations it kept
    fresh = os.strerror(errno.ENOENT)
    if said != fresh:
        pytest.fail(
            f"a test left the C library's messages in another language: os.strerror(ENOENT) is "
            f"{said!r}, {fresh!r} in this locale and environment (a test that sets LANGUAGE "
            f"must have them looked up again after: tests/test_arguments_table.py's system_locale)",
            pytrace=False,
        )


@pytest.fixture
def moscow(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The local time of Moscow (UTC+3 all year) for the test: an undated record's day is its
    file's day in local time."""
    if not hasattr(time, "tzset"):
        pytest.skip("the time zone cannot be changed here")
    monkeypatch.setenv("TZ", "MSK-3")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture
def never_hang() -> Iterator[None]:
    """A test that would wait on a named pipe (a FIFO) fails after 60 s instead of hanging the
    suite (not a timing goal)."""
    if not hasattr(signal, "alarm"):
        yield
        return

    def ring(signum: int, frame: object) -> None:
        raise TimeoutError("waited on a named pipe")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(60)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)

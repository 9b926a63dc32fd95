"""The settings file (``mjgui.conf``) as the system may leave it: a pipe or a folder in its place
(Qt would wait forever on a pipe), a file far too large, random bytes (Qt would rewrite them
without a word). mjgui starts, keeps the file or leaves it alone, and says so once. Each start
runs in a child process with its own config folder and a time limit, so a hang fails the test."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(
    not hasattr(os, "mkfifo") or sys.platform == "darwin", reason="INI settings files and FIFOs"
)

#: reads the notice at the bottom of a window (mjgui.gui.util.StatusNotice), "" when none is shown
_NOTICE = """
from PySide6.QtWidgets import QLabel
def notice(window):
    label = window.statusBar().findChild(QLabel, "status-notice")
    return label.text() if label is not None and label.isVisibleTo(window) else ""
"""

_START = _NOTICE + textwrap.dedent(
    """
    from PySide6.QtWidgets import QApplication, QMainWindow
    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import Settings
    app = QApplication([])
    settings = Settings.default()
    settings.theme = "dark"
    window = QMainWindow()
    say_settings_problem(window, settings)
    print("NOTICE:" + notice(window))
    window.statusBar().showMessage("another message")  # the notice goes
    window.statusBar().clearMessage()
    say_settings_problem(window, settings)  # once only
    print("AGAIN:" + notice(window))
    print("THEME:" + Settings.default().theme)
    """
)


def _start(config: Path) -> tuple[str, str, str]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(config),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run(
        [sys.executable, "-c", _START], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    # as a reader reads the notice: a number and its unit joined by a no-break space (1 MB)
    notice, again = (lines[key].replace("\u00a0", " ") for key in ("NOTICE", "AGAIN"))
    return notice, again, lines["THEME"]


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "cfg" / "mjgui"
    folder.mkdir(parents=True)
    return folder


@posix_only
def test_a_pipe_in_place_of_the_settings_file_is_left_alone(tmp_path: Path) -> None:
    conf = _folder(tmp_path) / "mjgui.conf"
    os.mkfifo(conf)
    notice, again, theme = _start(tmp_path / "cfg")
    assert notice == (
        f"The settings file {conf} is not a regular file (a folder, a pipe or a device); it was left "
        "alone. mjgui starts with default settings and does not save them this time."
    )
    assert again == "" and theme == "system"  # in memory only: nothing written
    assert conf.is_fifo() and sorted(p.name for p in conf.parent.iterdir()) == ["mjgui.conf"]


@posix_only
def test_a_folder_in_place_of_the_settings_file_is_left_alone(tmp_path: Path) -> None:
    conf = _folder(tmp_path) / "mjgui.conf"
    conf.mkdir()
    notice, _, _ = _start(tmp_path / "cfg")
    assert "is not a regular file" in notice and conf.is_dir()


@posix_only
def test_the_settings_files_name_is_shown_escaped(tmp_path: Path) -> None:
    """A config folder whose name holds a terminal escape: said as every file name is
    (mjgui.core.shown.shown_path), never with the raw escape."""
    config = tmp_path / "cfg\x1b[31m"
    conf = config / "mjgui" / "mjgui.conf"
    conf.mkdir(parents=True)
    notice, _, _ = _start(config)
    assert "\x1b" not in notice
    assert notice.startswith(
        f"The settings file {tmp_path}/cfg\\x1b[31m/mjgui/mjgui.conf is not a regular file"
    )


@posix_only
def test_a_settings_file_over_the_limit_is_kept_aside(tmp_path: Path) -> None:
    conf = _folder(tmp_path) / "mjgui.conf"
    conf.write_bytes(b"[ui]\ntheme=dark\n" + b"; padding\n" * 120_000)
    notice, _, theme = _start(tmp_path / "cfg")
    aside = [p for p in conf.parent.iterdir() if p.name.startswith("mjgui.conf.damaged-")]
    assert len(aside) == 1 and aside[0].stat().st_size > 1_000_000
    assert notice == (
        f"The settings file {conf} was too large to be a settings file (over 1 MB); it was kept as "
        f"{aside[0]} and mjgui starts with default settings."
    )
    assert theme == "dark"  # a new settings file, written again
    assert "theme=dark" in conf.read_text(encoding="utf-8")


@posix_only
def test_a_damaged_settings_file_is_kept_before_it_is_rewritten(tmp_path: Path) -> None:
    conf = _folder(tmp_path) / "mjgui.conf"
    garbage = bytes(range(256)) * 8
    conf.write_bytes(garbage)
    notice, _, theme = _start(tmp_path / "cfg")
    aside = [p for p in conf.parent.iterdir() if p.name.startswith("mjgui.conf.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == garbage
    assert notice == (
        f"The settings file {conf} was damaged; it was kept as {aside[0]} and mjgui starts with "
        "default settings."
    )
    assert theme == "dark"


@posix_only
def test_a_good_settings_file_is_read_and_nothing_is_said(tmp_path: Path) -> None:
    conf = _folder(tmp_path) / "mjgui.conf"
    conf.write_text(
        "[ui]\nlanguage=ru\ntheme=light\n\n[windows]\nmain-window\\maximized=false\n", encoding="utf-8"
    )
    notice, _, theme = _start(tmp_path / "cfg")
    assert notice == "" and theme == "dark"
    assert sorted(p.name for p in conf.parent.iterdir()) == ["mjgui.conf"]
    assert "language=ru" in conf.read_text(encoding="utf-8")


def test_what_reads_as_a_settings_file() -> None:
    from mjgui.gui.settings import settings_text_ok

    assert settings_text_ok(b"")
    assert settings_text_ok(b"\xef\xbb\xbf[General]\r\n; a comment\r\nkey=value with = sign\r\n")
    assert settings_text_ok(b"[a]\nlong=one \\\ncontinued line\n")
    assert not settings_text_ok(b"[General]\nF%UFFFDB%E3p\n")
    assert not settings_text_ok(b"[a]\nk=v\x00\n")
    assert not settings_text_ok("[a]\nk=v\n".encode("utf-16"))
    assert not settings_text_ok(b"[a]\nk=\xff\n")


@posix_only
def test_the_settings_file_is_checked_by_what_is_read_and_the_tile_cache_reads_alike(tmp_path: Path) -> None:
    """One check of the file's type and size (read_regular): none is no problem, a pipe or a
    folder is not a file, 1 MB + 1 byte is too large; a cached tile missing or a pipe is None."""
    from mjgui.gui.settings import MAX_SETTINGS_BYTES, check_settings_file, read_regular
    from mjgui.gui.tiles import _read_cached

    missing = tmp_path / "missing.conf"
    assert check_settings_file(missing) is None
    with pytest.raises(FileNotFoundError):
        read_regular(missing, 10)
    assert _read_cached(missing, 10) is None
    pipe = tmp_path / "pipe.conf"
    os.mkfifo(pipe)
    problem = check_settings_file(pipe)
    assert problem is not None and problem.kind == "not_a_file"
    assert read_regular(pipe, 10) == "" and _read_cached(pipe, 10) is None
    folder = tmp_path / "folder.conf"
    folder.mkdir()
    problem = check_settings_file(folder)
    assert problem is not None and problem.kind == "not_a_file"
    large = tmp_path / "large.conf"
    large.write_bytes(b"[ui]\n" + b";" * (MAX_SETTINGS_BYTES - 5) + b"\n")
    problem = check_settings_file(large)
    assert problem is not None and problem.kind == "too_large" and problem.aside
    assert not large.exists() and Path(problem.aside).stat().st_size == MAX_SETTINGS_BYTES + 1


# -- writing: the lock Qt takes, read-only folders and files, links into nowhere ---------------------

#: Starts as the app does, says the start's notice, then changes settings as a player does (each
#: change must return at once) and says what the window shows then; with MAKE_LOCK_DIR set, the
#: lock's place is taken by a folder after the start. Then what the settings read in this
#: session (kept in memory when not saved) and what a new start reads from the file.
_WRITE = _NOTICE + textwrap.dedent(
    """
    import os, time
    if os.environ.get("READ_ONLY"):  # as root sees no read-only file: the check is told so
        _access, _shut = os.access, set(os.environ["READ_ONLY"].split(os.pathsep))
        os.access = lambda path, mode, **kw: (
            False if mode & os.W_OK and os.path.abspath(path) in _shut else _access(path, mode, **kw)
        )
    from PySide6.QtWidgets import QApplication, QMainWindow
    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import Settings
    app = QApplication([])
    settings = Settings.default()
    window = QMainWindow()
    say_settings_problem(window, settings)
    print("START:" + notice(window))
    window.statusBar().showMessage("another message")  # the start's notice goes
    window.statusBar().clearMessage()
    if os.environ.get("MAKE_LOCK_DIR"):
        os.mkdir(os.environ["MAKE_LOCK_DIR"])
    if os.environ.get("MAKE_PIPE"):  # the settings file replaced by a pipe during the session
        os.remove(os.environ["MAKE_PIPE"])
        os.mkfifo(os.environ["MAKE_PIPE"])
    began = time.monotonic()
    settings.language = "ru"
    settings.theme = "dark"
    settings.preset = "ema"
    print("SECONDS:%.1f" % (time.monotonic() - began))
    print("LATER:" + notice(window))
    print("SESSION:%s %s %s %s" % (settings.language, settings.theme, settings.preset, settings.saving))
    again = Settings.default()
    print("NEXT:%s %s %s" % (again.language, again.theme, again.preset))
    """
)


def _write(
    config: Path,
    make_lock_dir: Path | None = None,
    read_only: Path | None = None,
    make_pipe: Path | None = None,
) -> dict[str, str]:
    """``read_only``: a file or folder the app's writability check is told is read-only (as
    root, who writes anywhere, sees it: the case runs where CI does)."""
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(config),
        "QT_QPA_PLATFORM": "offscreen",
        "MAKE_LOCK_DIR": str(make_lock_dir or ""),
        "MAKE_PIPE": str(make_pipe or ""),
        "READ_ONLY": str(read_only or ""),
    }
    # a write that waits on the lock waits for ever: the time limit fails the test
    done = subprocess.run(
        [sys.executable, "-c", _WRITE], env=env, capture_output=True, text=True, timeout=30, check=False
    )
    assert done.returncode == 0, done.stderr
    return dict(line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)  # type: ignore[misc]


_SAVED = "[ui]\nlanguage=en\ntheme=light\n"
_NOT_SAVED = "Settings are not saved this time: changes last until you quit."


def _saved_folder(tmp_path: Path) -> Path:
    folder = _folder(tmp_path)
    (folder / "mjgui.conf").write_text(_SAVED, encoding="utf-8")
    return folder


@posix_only
@pytest.mark.parametrize("kind", ["folder", "pipe"])
def test_a_lock_that_is_not_a_file_never_holds_up_a_change(tmp_path: Path, kind: str) -> None:
    """Qt takes mjgui.conf.lock before each write and waits for ever when it cannot: a folder or
    a pipe there froze the window at the first change of language or theme, at a window's
    close, at Save as. Now nothing is written: changes last for the session, the window says
    why at start, and the file keeps what it had."""
    folder = _saved_folder(tmp_path)
    lock = folder / "mjgui.conf.lock"
    lock.mkdir() if kind == "folder" else os.mkfifo(lock)
    found = _write(tmp_path / "cfg")
    assert found["START"] == (
        f"The settings lock file {lock} is not a regular file (a folder, a pipe, a link or a device); it "
        f"was left alone. {_NOT_SAVED}"
    )
    assert float(found["SECONDS"]) < 2
    assert found["LATER"] == ""  # said once
    assert found["SESSION"] == "ru dark ema False"
    assert found["NEXT"] == "en light None"
    assert (folder / "mjgui.conf").read_text(encoding="utf-8") == _SAVED
    assert lock.is_dir() if kind == "folder" else lock.is_fifo()


@posix_only
def test_a_lock_that_turns_up_during_the_session_is_said_when_a_change_is_not_saved(tmp_path: Path) -> None:
    folder = _saved_folder(tmp_path)
    lock = folder / "mjgui.conf.lock"
    found = _write(tmp_path / "cfg", make_lock_dir=lock)
    assert found["START"] == ""
    assert float(found["SECONDS"]) < 2
    assert found["LATER"] == (
        f"The settings lock file {lock} is not a regular file (a folder, a pipe, a link or a device); it "
        f"was left alone. {_NOT_SAVED}"
    )
    assert found["SESSION"] == "ru dark ema False"
    assert found["NEXT"] == "en light None"


@posix_only
def test_a_settings_file_linked_into_a_missing_folder_is_said_not_to_be_saved(tmp_path: Path) -> None:
    """A link left by a dotfiles manager whose folder is gone: Qt dropped every change without a
    word."""
    folder = _folder(tmp_path)
    conf = folder / "mjgui.conf"
    conf.symlink_to(tmp_path / "gone" / "mjgui.conf")
    found = _write(tmp_path / "cfg")
    assert found["START"] == (
        f"Settings cannot be saved: {conf} is a link to a folder that is not there. Changes last until "
        "you quit."
    )
    assert found["SESSION"] == "ru dark ema False"
    assert found["NEXT"] == "None system None"
    assert conf.is_symlink() and not (tmp_path / "gone").exists()


@posix_only
def test_a_settings_file_linked_elsewhere_is_written_there(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    real = tmp_path / "dotfiles" / "mjgui.conf"
    real.parent.mkdir()
    real.write_text(_SAVED, encoding="utf-8")
    (folder / "mjgui.conf").symlink_to(real)
    found = _write(tmp_path / "cfg")
    assert found["START"] == "" and found["LATER"] == ""
    assert found["NEXT"] == "ru dark ema"
    assert "theme=dark" in real.read_text(encoding="utf-8")


def _skip_chmod_as_root(how: str) -> None:
    if how == "chmod" and (not hasattr(os, "geteuid") or os.geteuid() == 0):
        pytest.skip("root writes read-only folders and files: the simulated case runs")


@posix_only
@pytest.mark.parametrize("how", ["chmod", "simulated"])
def test_a_stale_lock_in_a_read_only_folder_never_holds_up_a_change(tmp_path: Path, how: str) -> None:
    """Qt cannot remove a stale lock from a read-only folder, and waited for it for ever."""
    _skip_chmod_as_root(how)
    folder = _saved_folder(tmp_path)
    lock = folder / "mjgui.conf.lock"
    lock.write_text("99999999\nmjgui\nsomehost\n", encoding="utf-8")
    os.utime(lock, (0, 0))
    if how == "chmod":
        folder.chmod(0o555)
    try:
        found = _write(tmp_path / "cfg", read_only=folder if how == "simulated" else None)
    finally:
        folder.chmod(0o755)
    assert found["START"] == f"Settings cannot be saved: {folder} is read-only. Changes last until you quit."
    assert float(found["SECONDS"]) < 2
    assert found["SESSION"] == "ru dark ema False"
    assert found["NEXT"] == "en light None"


@posix_only
@pytest.mark.parametrize("how", ["chmod", "simulated"])
@pytest.mark.parametrize("read_only", ["folder", "file"])
def test_a_read_only_settings_folder_or_file_is_said_not_to_be_saved(
    tmp_path: Path, read_only: str, how: str
) -> None:
    """Qt dropped every change without a word."""
    _skip_chmod_as_root(how)
    folder = _saved_folder(tmp_path)
    conf = folder / "mjgui.conf"
    shut = folder if read_only == "folder" else conf
    if how == "chmod":
        shut.chmod(0o555 if read_only == "folder" else 0o444)
    try:
        found = _write(tmp_path / "cfg", read_only=shut if how == "simulated" else None)
    finally:
        shut.chmod(0o755 if read_only == "folder" else 0o644)
    assert found["START"] == f"Settings cannot be saved: {shut} is read-only. Changes last until you quit."
    assert found["SESSION"] == "ru dark ema False"
    assert conf.read_text(encoding="utf-8") == _SAVED


@posix_only
def test_a_write_qt_says_failed_stops_saving_and_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write the checks did not see coming (here: they are skipped): Qt's status says it
    failed; the change is kept for the session, said once, and nothing more is tried."""
    import mjgui.gui.settings as settings_module
    from mjgui.gui.settings import Settings, settings_notice

    link = tmp_path / "mjgui.conf"
    link.symlink_to(tmp_path / "gone" / "mjgui.conf")
    settings = Settings.at(str(link))
    assert [p.kind for p in settings.problems] == ["broken_link"] and not settings.saving
    monkeypatch.setattr(settings_module, "write_problem", lambda _path: None)
    settings = Settings.at(str(link))
    told: list[str] = []
    settings.on_problem = lambda: told.append(settings_notice(settings))
    settings.theme = "dark"
    assert told == [f"Settings cannot be saved to {link}. Changes last until you quit."]
    assert settings.theme == "dark" and not settings.saving
    settings.theme = "light"  # not tried again, not said again
    assert told == [told[0]] and settings.theme == "light"
    assert not (tmp_path / "gone").exists()


# -- the file edited while mjgui runs ---------------------------------------------------------------

_EDITED = "# my notes: keep light\n[ui]\nlanguage=ru\ntheme=dark\nthis line has a typo\n[rules]\npreset=wrc\n"


def _edited_session(tmp_path: Path) -> tuple[Path, object, list[str]]:
    from mjgui.gui.settings import Settings, settings_notice

    conf = tmp_path / "mjgui.conf"
    conf.write_text(_SAVED, encoding="utf-8")
    settings = Settings.at(str(conf))
    told: list[str] = []
    settings.on_problem = lambda: told.append(settings_notice(settings))
    settings.preset = "ema"  # a write before the edit: read and written as Qt does
    assert told == [] and "preset=ema" in conf.read_text(encoding="utf-8")
    conf.write_text(_EDITED, encoding="utf-8")  # the player edits it in an editor meanwhile
    return conf, settings, told


def test_a_settings_file_edited_into_a_damaged_one_while_mjgui_runs_is_kept_aside(tmp_path: Path) -> None:
    """Qt's next write read the edited file again, dropped the line it could not read without a
    word, and wrote over the player's edit. Now it is checked at each write as at start: kept
    aside whole, said, and the settings mjgui holds written anew."""
    conf, settings, told = _edited_session(tmp_path)
    settings.theme = "system"  # type: ignore[attr-defined]
    kept = sorted(tmp_path.glob("mjgui.conf.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == _EDITED
    assert told == [
        f"The settings file {conf} was changed outside mjgui and no longer reads as a settings file; it "
        f"was kept as {kept[0]} and mjgui saved its settings anew."
    ]
    written = conf.read_text(encoding="utf-8")
    assert "typo" not in written and "theme=system" in written
    assert "language=en" in written and "preset=ema" in written  # what mjgui held, whole
    assert settings.saving  # type: ignore[attr-defined]
    settings.theme = "dark"  # type: ignore[attr-defined]
    assert told == [told[0]] and "theme=dark" in conf.read_text(encoding="utf-8")
    assert len(list(tmp_path.glob("mjgui.conf.damaged-*"))) == 1


def test_an_edited_settings_file_that_cannot_be_renamed_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import mjgui.gui.settings as settings_module

    conf, settings, told = _edited_session(tmp_path)
    monkeypatch.setattr(settings_module, "_set_aside", lambda _path: "")
    settings.theme = "system"  # type: ignore[attr-defined]
    assert conf.read_text(encoding="utf-8") == _EDITED
    assert told == [
        f"The settings file {conf} was changed outside mjgui and no longer reads as a settings file, and "
        f"it could not be renamed; it was left alone. {_NOT_SAVED}"
    ]
    assert settings.theme == "system" and not settings.saving  # type: ignore[attr-defined]


def test_a_settings_file_edited_well_while_mjgui_runs_keeps_the_edit(tmp_path: Path) -> None:
    """A file that still reads as settings: Qt merges the edited values, nothing is said."""
    conf, settings, told = _edited_session(tmp_path)
    conf.write_text("[ui]\nlanguage=ru\ntheme=light\n", encoding="utf-8")
    settings.theme = "dark"  # type: ignore[attr-defined]
    written = conf.read_text(encoding="utf-8")
    assert "language=ru" in written and "theme=dark" in written
    assert told == [] and list(tmp_path.glob("mjgui.conf.damaged-*")) == []


@posix_only
def test_a_settings_file_replaced_by_a_pipe_in_the_session_never_holds_up_a_change(tmp_path: Path) -> None:
    """Qt's write reads a file changed since it last read it: a pipe there was waited on for
    ever."""
    folder = _saved_folder(tmp_path)
    conf = folder / "mjgui.conf"
    found = _write(tmp_path / "cfg", make_pipe=conf)
    assert found["START"] == ""
    assert float(found["SECONDS"]) < 2
    assert found["LATER"] == (
        f"The settings file {conf} was replaced by something that is not a regular file (a folder, a pipe "
        f"or a device); it was left alone. {_NOT_SAVED}"
    )
    assert found["SESSION"] == "ru dark ema False"
    assert conf.is_fifo()


def test_a_settings_file_its_size_says_is_too_large_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 2 GB settings file (sparse here) was read 1 MB into before it was refused: its size
    says it, and nothing of it is read."""
    from mjgui.gui import settings as settings_module

    conf = tmp_path / "mjgui.conf"
    with conf.open("wb") as out:
        out.truncate(2 * 1024**3)

    def no_read(*_args: object) -> bytes:
        raise AssertionError("the file was read")

    monkeypatch.setattr(settings_module, "read_regular", no_read)
    problem = settings_module.check_settings_file(conf)
    assert problem is not None and problem.kind == "too_large"
    assert not conf.exists() and Path(problem.aside).stat().st_size == 2 * 1024**3  # kept aside


def test_a_settings_file_grown_too_large_while_mjgui_runs_is_said_by_its_size(tmp_path: Path) -> None:
    """A valid file over 1 MB met at a write was said as "no longer reads as a settings file":
    it is said by its size, as at start (one place decides the reason)."""
    conf, settings, told = _edited_session(tmp_path)
    big = _SAVED + "[big]\n" + "".join(f"k{i}=xxxxxxxxxx\n" for i in range(80_000))
    conf.write_text(big, encoding="utf-8")
    settings.theme = "dark"  # type: ignore[attr-defined]
    kept = sorted(tmp_path.glob("mjgui.conf.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == big
    assert told == [
        f"The settings file {conf} was changed outside mjgui and is now too large to be a settings file "
        f"(over 1 MB); it was kept as {kept[0]} and mjgui saved its settings anew."
    ]
    assert "theme=dark" in conf.read_text(encoding="utf-8") and settings.saving  # type: ignore[attr-defined]


def test_the_edited_file_is_checked_and_set_aside_under_qts_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The read, the check and the rename at a write hold Qt's own lock (mjgui.conf.lock, the one
    QSettings takes), so another mjgui does not write the file meanwhile; it is let go before
    Qt's write takes it."""
    import mjgui.gui.settings as settings_module

    conf, settings, told = _edited_session(tmp_path)
    lock = Path(f"{conf}.lock")
    seen: list[bool] = []
    read, aside = settings_module.read_regular, settings_module._set_aside

    def reading(path: Path, limit: int) -> bytes | str:
        seen.append(lock.is_file())
        return read(path, limit)

    def setting_aside(path: Path) -> str:
        seen.append(lock.is_file())
        return aside(path)

    monkeypatch.setattr(settings_module, "read_regular", reading)
    monkeypatch.setattr(settings_module, "_set_aside", setting_aside)
    settings.theme = "system"  # type: ignore[attr-defined]
    assert seen == [True, True]
    assert len(told) == 1 and "theme=system" in conf.read_text(encoding="utf-8")
    assert not lock.exists()


# -- Qt's fallback files: never read -----------------------------------------------------------------

#: Starts as the app does with a config folder and a system config folder of the test's; says the
#: start's notice and what the settings read, then saves a theme.
_FALLBACK = _NOTICE + textwrap.dedent(
    """
    from PySide6.QtWidgets import QApplication, QMainWindow
    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import Settings
    app = QApplication([])
    settings = Settings.default()
    window = QMainWindow()
    say_settings_problem(window, settings)
    print("NOTICE:" + notice(window))
    print("READ:%s %s %s" % (settings.language, settings.theme, settings.preset))
    settings.preset = "ema"
    print("SAVING:%s" % settings.saving)
    """
)


@posix_only
@pytest.mark.parametrize("place", ["organization", "system", "system organization"])
@pytest.mark.parametrize("what", ["pipe", "large", "settings"])
def test_qts_fallback_settings_files_are_never_read(tmp_path: Path, place: str, what: str) -> None:
    """Qt also read ``mjgui.conf`` one folder up (the organization's file) and in the system's
    config folders (``$XDG_CONFIG_DIRS/mjgui/mjgui.conf``, ``$XDG_CONFIG_DIRS/mjgui.conf``),
    none of them checked: a pipe there held the start up for ever with no window, a file of any
    size was read whole, and one that reads as settings set them without a word. Only the one
    file checked is read."""
    config, system = tmp_path / "cfg", tmp_path / "xdg"
    conf = _folder(tmp_path) / "mjgui.conf"
    conf.write_text("[ui]\ntheme=dark\n", encoding="utf-8")
    fallback = {
        "organization": config / "mjgui.conf",
        "system": system / "mjgui" / "mjgui.conf",
        "system organization": system / "mjgui.conf",
    }[place]
    fallback.parent.mkdir(parents=True, exist_ok=True)
    if what == "pipe":
        os.mkfifo(fallback)
    elif what == "large":
        fallback.write_bytes(b"[rules]\npreset=wrc\n[padding]\n" + b"k=xxxxxxxxxxxxxxxxxxxx\n" * 200_000)
    else:
        fallback.write_text("[ui]\nlanguage=ru\ntheme=light\n[rules]\npreset=wrc\n", encoding="utf-8")
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(config),
        "XDG_CONFIG_DIRS": str(system),
        "QT_QPA_PLATFORM": "offscreen",
    }
    # a read of the pipe waits for ever, in Qt's code: the time limit fails the test
    done = subprocess.run(
        [sys.executable, "-c", _FALLBACK], env=env, capture_output=True, text=True, timeout=30, check=False
    )
    assert done.returncode == 0, done.stderr
    found = dict(line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    assert found == {"NOTICE": "", "READ": "None dark None", "SAVING": "True"}
    assert conf.read_text(encoding="utf-8") == "[rules]\npreset=ema\n\n[ui]\ntheme=dark\n"
    assert fallback.is_fifo() if what == "pipe" else "preset=ema" not in fallback.read_text(encoding="utf-8")


# -- line separators Qt keeps in a value ------------------------------------------------------------


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_a_folder_named_with_a_line_separator_is_kept_and_read_back(tmp_path: Path, separator: str) -> None:
    """Qt writes U+2028, U+2029 and U+0085 in a value as they are and reads them back in it (its
    lines end at \\n and \\r only); the check split lines as Python does, at these too, called
    mjgui's own file damaged, said it "was changed outside mjgui", and set it aside at every
    start (every setting lost). Now such a file reads as settings, and nothing is said."""
    from mjgui.gui.settings import Settings, settings_file_problem, settings_text_ok

    folder = tmp_path / f"Club games{separator}2026"
    folder.mkdir()
    conf = tmp_path / "mjgui.conf"
    settings = Settings.at(str(conf))
    told: list[object] = []
    settings.on_problem = lambda: told.append(settings.take_problems())
    settings.theme = "dark"
    settings.remember_folder("records", str(folder / "g.mjgame"))
    assert separator in conf.read_text(encoding="utf-8")  # as Qt writes it
    assert settings_file_problem(conf) is None
    settings.language = "ru"  # the next write: the file is checked again
    assert told == [] and list(tmp_path.glob("mjgui.conf.damaged-*")) == []
    again = Settings.at(str(conf))  # the next start
    assert (again.folder("records"), again.theme, again.language) == (str(folder), "dark", "ru")
    assert settings_text_ok(f"[a]\nk=one{separator}two\n[b{separator}]\n{separator}\n".encode())
    assert not settings_text_ok(f"[a]\nk=v{separator}no equals sign\n".encode().replace(b"=v", b"v"))


# -- the settings folder is a file -------------------------------------------------------------------


@posix_only
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_file_in_place_of_the_settings_folder_is_named_in_the_notice(tmp_path: Path, language: str) -> None:
    """``~/.config/mjgui`` a file: the notice named ``~/.config/mjgui/mjgui.conf``, which is not
    there ("cannot be read"), so a player looking found nothing to fix. It names the file in the
    folder's place."""
    config = tmp_path / "cfg"
    config.mkdir()
    (config / "mjgui").write_text("hi\n", encoding="utf-8")
    script = _NOTICE + textwrap.dedent(
        f"""
        from PySide6.QtWidgets import QApplication, QMainWindow
        from mjgui.app import say_settings_problem
        from mjgui.gui.settings import Settings
        from mjgui.gui.i18n import Languages
        app = QApplication([])
        languages = Languages()
        languages.set_language("{language}")
        settings = Settings.default()
        window = QMainWindow()
        say_settings_problem(window, settings)
        print("NOTICE:" + notice(window))
        settings.theme = "dark"
        print("SESSION:%s %s" % (settings.theme, settings.saving))
        """
    )
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(config),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=30, check=False
    )
    assert done.returncode == 0, done.stderr
    found = dict(line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    blocker = config / "mjgui"
    assert (
        found["NOTICE"]
        == {
            "en": (
                f"The settings folder {blocker} is not a folder (it is a file, a pipe or a device); it was "
                "left alone. mjgui starts with default settings and does not save them this time."
            ),
            "ru": (
                f"Папка настроек {blocker} — не папка (это файл, канал или устройство); её не трогали. "
                "mjgui запускается с настройками по умолчанию и в этот раз их не сохраняет."
            ),
        }[language]
    )
    assert "mjgui.conf" not in found["NOTICE"]
    assert found["SESSION"] == "dark False"
    assert blocker.read_text(encoding="utf-8") == "hi\n"


def test_a_file_put_in_place_of_the_settings_folder_in_the_session_is_named(tmp_path: Path) -> None:
    """Replaced during the session: the write is not tried and the notice names the file in the
    folder's place (it said the folder was read-only)."""
    from mjgui.gui.settings import Settings, settings_notice

    folder = tmp_path / "mjgui"
    folder.mkdir()
    settings = Settings.at(str(folder / "mjgui.conf"))
    settings.theme = "light"
    (folder / "mjgui.conf").unlink()
    folder.rmdir()
    folder.write_text("hi\n", encoding="utf-8")
    settings.theme = "dark"
    assert settings_notice(settings) == (
        f"Settings cannot be saved: {folder} is not a folder (it is a file, a pipe or a device). Changes "
        "last until you quit."
    )
    assert settings.theme == "dark" and not settings.saving
    assert folder.read_text(encoding="utf-8") == "hi\n"


# -- one bad line, one bad value: that one alone -----------------------------------------------------

#: Starts as the app does and says the start's notice and what the settings read; with THEME set,
#: then sets the theme as a player does.
_ONE_BAD = _NOTICE + textwrap.dedent(
    """
    import os
    from PySide6.QtWidgets import QApplication, QMainWindow
    from mjgui.app import say_settings_problem
    from mjgui.gui.i18n import Languages
    from mjgui.gui.settings import Settings
    app = QApplication([])
    languages = Languages()  # kept: its translator goes with it
    languages.set_language(os.environ["LANG_SHOWN"])
    settings = Settings.default()
    window = QMainWindow()
    say_settings_problem(window, settings)
    print("NOTICE:" + notice(window))
    print("READ:%s %s %s %s" % (
        settings.language, settings.theme, settings.preset, settings.window_maximized("log-window")
    ))
    if os.environ.get("THEME"):
        settings.theme = os.environ["THEME"]
    """
)


def _one_bad(config: Path, theme: str = "", lang: str = "en") -> dict[str, str]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(config),
        "QT_QPA_PLATFORM": "offscreen",
        "THEME": theme,
        "LANG_SHOWN": lang,
    }
    done = subprocess.run(
        [sys.executable, "-c", _ONE_BAD], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    # as a reader reads the notice: a number and the word before it joined by a no-break space
    lines = done.stdout.replace("\u00a0", " ").splitlines()
    return dict(line.split(":", 1) for line in lines if ":" in line)  # type: ignore[misc]


_GOOD = "[ui]\nlanguage=ru\ntheme=purple\n\n[rules]\npreset=ema\n\n[windows]\nlog-window\\maximized=true\n"


@posix_only
def test_a_setting_with_a_value_mjgui_cannot_use_alone_is_its_default_and_said(tmp_path: Path) -> None:
    """``theme=purple``: the theme is the default, the language, the preset and the window's
    state are read as they are, the start says which line and that the others are kept, and the
    file is not written for it: nothing in it is lost. Setting the theme replaces the value."""
    conf = _folder(tmp_path) / "mjgui.conf"
    conf.write_text(_GOOD, encoding="utf-8")
    said = (
        f"Line 3 of the settings file {conf} (“theme=purple”) holds a value mjgui cannot use; that "
        "setting is back to its default until you set it again, and the other settings are kept."
    )
    found = _one_bad(tmp_path / "cfg")
    assert found == {"NOTICE": said, "READ": "ru system ema True"}
    assert conf.read_text(encoding="utf-8") == _GOOD  # not rewritten: the good values all there
    assert sorted(p.name for p in conf.parent.iterdir()) == ["mjgui.conf"]
    found = _one_bad(tmp_path / "cfg", theme="dark", lang="ru")  # still there: said again, in Russian
    assert found["NOTICE"] == (
        f"В файле настроек {conf}: строка 3 («theme=purple») содержит значение, которое mjgui не может "
        "использовать: пока вы не зададите эту настройку снова, действует её значение по умолчанию; "
        "остальные настройки действуют как были."
    )
    assert _one_bad(tmp_path / "cfg") == {"NOTICE": "", "READ": "ru dark ema True"}
    written = conf.read_text(encoding="utf-8")
    assert "theme=dark" in written and "language=ru" in written and "preset=ema" in written


_BAD_LINE = "[ui]\nlanguage=ru\ntheme dark\n[rules]\npreset=ema\n[windows]\nlog-window\\maximized=true\n"


@posix_only
def test_a_line_that_is_not_a_setting_keeps_the_other_settings(tmp_path: Path) -> None:
    """A line that is neither ``[section]`` nor ``key=value`` (``theme dark``, an "=" lost in an
    editor) set the whole file aside and started with every setting at its default. Now the
    file is kept whole aside, its other settings are written anew and read, and the start names
    the line."""
    conf = _folder(tmp_path) / "mjgui.conf"
    conf.write_text(_BAD_LINE, encoding="utf-8")
    found = _one_bad(tmp_path / "cfg")
    (aside,) = [p for p in conf.parent.iterdir() if p.name.startswith("mjgui.conf.damaged-")]
    assert found == {
        "NOTICE": (
            f"The settings file {conf} has lines that are not settings (the first is line 3: “theme "
            f"dark”); they were left out and the other settings kept. The file as it was is kept as {aside}."
        ),
        "READ": "ru system ema True",
    }
    assert aside.read_text(encoding="utf-8") == _BAD_LINE
    written = conf.read_text(encoding="utf-8")
    assert "language=ru" in written and "preset=ema" in written and "maximized=true" in written
    assert "theme dark" not in written
    assert _one_bad(tmp_path / "cfg") == {"NOTICE": "", "READ": "ru system ema True"}  # said once


def test_a_line_that_is_not_a_setting_in_a_file_that_cannot_be_renamed_is_read_and_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QSettings

    import mjgui.gui.settings as settings_module
    from mjgui.gui.settings import Settings, check_settings_file, settings_notice

    conf = tmp_path / "mjgui.conf"
    conf.write_text(_BAD_LINE, encoding="utf-8")
    monkeypatch.setattr(settings_module, "_set_aside", lambda _path: "")
    problem = check_settings_file(conf)
    assert problem is not None and (problem.kind, problem.line, problem.text) == (
        "bad_lines",
        3,
        "theme dark",
    )
    settings = Settings(QSettings(str(conf), QSettings.Format.IniFormat), problem, str(conf))
    settings._start(problem)  # as Settings.default starts it
    assert (settings.language, settings.preset, settings.saving) == ("ru", "ema", False)
    settings.theme = "dark"
    assert settings.theme == "dark" and conf.read_text(encoding="utf-8") == _BAD_LINE
    assert settings_notice(settings) == (
        f"The settings file {conf} has lines that are not settings (the first is line 3: “theme dark”), and "
        "it could not be renamed; it was left alone. Its other settings are used, and settings are not saved "
        "this time: changes last until you quit."
    )


def test_where_each_setting_is_and_the_lines_that_are_none() -> None:
    from mjgui.gui.settings import bad_lines, key_lines, value_ok

    data = b"\xef\xbb\xbfa=1\n[ui]\ntheme=x\nlong=one \\\nno equals here\n[windows]\nw\\maximized=no\nbad\n"
    assert key_lines(data) == {
        "a": (1, "a=1"),
        "ui/theme": (3, "theme=x"),
        "ui/long": (4, "long=one \\"),
        "windows/w/maximized": (7, "w\\maximized=no"),
    }
    assert bad_lines(data) == [(8, "bad")]
    assert bad_lines(b"[a]\nk=\xff\n") is None
    assert not value_ok("windows/w/maximized", "no") and value_ok("windows/w/maximized", "True")
    assert value_ok("ui/language", "") and not value_ok("ui/language", "de")
    assert value_ok("somebody/else", ["a", "list"])  # not mjgui's: never said

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

_START = textwrap.dedent(
    """
    from PySide6.QtWidgets import QApplication, QMainWindow
    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import Settings
    app = QApplication([])
    settings = Settings.default()
    settings.theme = "dark"
    window = QMainWindow()
    say_settings_problem(window, settings)
    print("NOTICE:" + window.statusBar().currentMessage())
    say_settings_problem(window, settings)  # once only
    window.statusBar().clearMessage()
    say_settings_problem(window, settings)
    print("AGAIN:" + window.statusBar().currentMessage())
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
    return lines["NOTICE"], lines["AGAIN"], lines["THEME"]


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

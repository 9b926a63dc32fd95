"""The program the hints name for a command (``replay LOG``, ``game FILE``, ``league DIR``),
shown in the desk, the club and log windows as on the command line: ``mjgui replay`` was named in
every window, where on Windows ``mjgui.exe`` is the windowed program, which prints nothing a
console shows, and where nothing of the Windows and macOS bundles is on the ``PATH``. The hints
name a command the player can run on their system (packaging/README.md: ``mjgui-cli.exe`` on
Windows, the ``.app``'s ``mjgui-cli`` on macOS, the launchers on Linux)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from mjgui.controller.game.opening import refusal
from mjgui.core.errors import MahjongError
from mjgui.core.league.season import SkipReason
from mjgui.core.logs import detect_format
from mjgui.core.quietparser import commands_program, window_program
from mjgui.core.shown import shell_word
from tests.util import HANCHAN


def _bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str, folder: str, exe: str) -> Path:
    """A bundle of ``platform`` started as ``folder/exe`` (a shortcut's, a file association's, the
    Finder's whole path), both launchers there, nothing of it on the PATH."""
    where = tmp_path / folder
    where.mkdir(parents=True)
    for name in ("mjgui", "mjgui-cli", "mjgui.exe", "mjgui-cli.exe"):
        (where / name).write_bytes(b"")
        (where / name).chmod(0o755)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", [str(where / exe)])
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    return where


def _hints(tmp_path: Path) -> dict[str, str]:
    """Each hint as a window shows it, in English."""
    with pytest.raises(MahjongError) as record:
        detect_format(HANCHAN)
    return {
        "club": SkipReason("game_log", path=str(tmp_path / "game 2.mjgame")).message("en"),
        "log": record.value.message("en"),
        "desk": refusal("folder", "season", "en"),
    }


def _assert_named(hints: dict[str, str], program: str, tmp_path: Path) -> None:
    game = shell_word(str(tmp_path / "game 2.mjgame"))
    assert f"it is not counted. {program} replay {game} scores every win of a log." in hints["club"]
    assert f"line. {program} replay reads Tenhou mjlog XML" in hints["log"]
    assert f"a record is replayed by {program} game FILE" in hints["log"]
    assert hints["desk"].endswith(f", and {program} league season prints its league table.")
    assert program == "mjgui" or " mjgui replay" not in f" {hints['club']} {hints['log']}"


def test_the_windows_bundle_names_its_console_launcher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = _bundle(tmp_path, monkeypatch, "win32", "Programs/mjgui app", "mjgui.exe")
    launcher = shell_word(str(where / "mjgui-cli.exe"))
    assert commands_program() == launcher and "mjgui-cli.exe" in launcher and " app" in launcher
    _assert_named(_hints(tmp_path), launcher, tmp_path)
    # the console launcher running names itself the same way; found on the PATH, by its name
    monkeypatch.setattr(sys, "argv", [str(where / "mjgui-cli.exe")])
    assert commands_program() == launcher
    monkeypatch.setattr(sys, "argv", ["mjgui.exe"])
    _assert_named(_hints(tmp_path), "mjgui-cli", tmp_path)


def test_the_macos_bundle_names_the_apps_console_launcher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = _bundle(tmp_path, monkeypatch, "darwin", "Applications/mjgui.app/Contents/MacOS", "mjgui")
    launcher = str(where / "mjgui-cli")
    assert commands_program() == shell_word(launcher)
    _assert_named(_hints(tmp_path), shell_word(launcher), tmp_path)
    # with the .app's folder on the PATH, its name
    monkeypatch.setenv("PATH", str(where))
    _assert_named(_hints(tmp_path), "mjgui-cli", tmp_path)


def test_the_linux_bundle_names_its_launcher_by_name_when_on_the_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The packages link /usr/bin/mjgui to the bundle's launcher: ``mjgui``. The tarball's launcher
    is on no PATH: its whole path."""
    where = _bundle(tmp_path, monkeypatch, "linux", "opt/mjgui", "mjgui")
    _assert_named(_hints(tmp_path), str(where / "mjgui"), tmp_path)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "mjgui").symlink_to(where / "mjgui")
    (tmp_path / "bin" / "mjgui-cli").symlink_to(where / "mjgui-cli")
    _assert_named(_hints(tmp_path), "mjgui", tmp_path)
    monkeypatch.setattr(sys, "argv", [str(where / "mjgui-cli")])
    assert commands_program() == "mjgui-cli"
    # another mjgui-cli first on the PATH is not this one: the whole path
    (tmp_path / "bin" / "mjgui-cli").unlink()
    (tmp_path / "bin" / "mjgui-cli").write_bytes(b"")
    (tmp_path / "bin" / "mjgui-cli").chmod(0o755)
    assert commands_program() == str(where / "mjgui-cli")


@pytest.mark.parametrize(
    ("platform", "argv0", "program"),
    [
        ("win32", "mjgui.exe", "mjgui-cli"),  # a package's gui-script: windowed
        ("win32", "mjgui-cli.exe", "mjgui-cli"),
        ("win32", "-m", "mjgui-cli"),  # python -m mjgui
        ("linux", "mjgui", "mjgui"),
        ("linux", "/nowhere/bin/mjgui-cli", "mjgui-cli"),  # a launcher that is not there: its name
        ("darwin", "-m", "mjgui"),
    ],
)
def test_elsewhere_the_program_that_prints(
    platform: str, argv0: str, program: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", [argv0])
    assert commands_program() == program
    _assert_named(_hints(tmp_path), program, tmp_path)


# -- the current folder is not the PATH ------------------------------------------------------------


def test_the_windows_bundle_started_in_its_own_folder_names_its_whole_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installer's Start menu entry and desktop shortcut start ``mjgui.exe`` in the install
    folder (mjgui.iss: ``WorkingDir: "{app}"``), where Python 3.11's ``shutil.which`` finds
    ``mjgui-cli.exe`` before the PATH: a console elsewhere (or PowerShell there) does not."""
    where = _bundle(tmp_path, monkeypatch, "win32", "Programs/mjgui", "mjgui.exe")
    monkeypatch.setenv("PATHEXT", ".exe")
    monkeypatch.chdir(where)
    launcher = shell_word(str(where / "mjgui-cli.exe"))
    assert commands_program() == launcher
    _assert_named(_hints(tmp_path), launcher, tmp_path)
    # run by its name in cmd there (cmd looks in the current folder first): its whole path
    monkeypatch.setattr(sys, "argv", ["mjgui-cli"])
    assert commands_program() == launcher
    monkeypatch.setattr(sys, "argv", ["." + os.sep + "mjgui-cli.exe"])  # PowerShell: .\mjgui-cli
    assert commands_program() == launcher
    # a relative PATH entry is the current folder's: not the PATH either
    monkeypatch.setenv("PATH", os.pathsep.join([".", "", "bin"]))
    assert commands_program() == launcher
    # with the install folder on the PATH, its name, wherever the desk was started
    monkeypatch.setenv("PATH", str(where))
    assert commands_program() == "mjgui-cli"
    monkeypatch.setattr(sys, "argv", [str(where / "mjgui.exe")])
    assert commands_program() == "mjgui-cli"


def test_the_linux_tarball_run_in_its_folder_with_a_dot_on_the_path_names_its_whole_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = _bundle(tmp_path, monkeypatch, "linux", "opt/mjgui", "mjgui")
    monkeypatch.chdir(where)
    monkeypatch.setenv("PATH", os.pathsep.join([".", "", str(tmp_path / "bin")]))
    assert commands_program() == str(where / "mjgui")
    monkeypatch.setattr(sys, "argv", ["mjgui-cli"])  # a bundle's launcher run by its name
    assert commands_program() == str(where / "mjgui-cli")
    monkeypatch.setattr(sys, "argv", ["./mjgui-cli"])
    assert commands_program() == str(where / "mjgui-cli")


# -- the window's launcher in the desk's folder note -----------------------------------------------


def _folder_note(lang: str = "en") -> str:
    return refusal("folder", "season", lang)


def test_the_folder_note_names_both_launchers_alike_in_the_linux_tarball(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = _bundle(tmp_path, monkeypatch, "linux", "opt/my mjgui", "mjgui")
    window = shell_word(str(where / "mjgui"))
    assert window_program() == window and window.startswith("'")
    assert _folder_note() == (
        f'"season" is a folder. {window} FILE opens a game record or a game log; a folder of game '
        f"records (a season) opens in the Club results window, {window} --window club --open "
        f"season, and {window} league season prints its league table."
    )
    assert _folder_note("ru") == (
        f"«season» — папка. {window} ФАЙЛ открывает запись игры или лог игры; папку с записями игр "
        f"(сезон) открывает окно «Результаты клуба»: {window} --window club --open season, а "
        f"{window} league season выводит её таблицу лиги."
    )
    # the console launcher running names the window's beside it
    monkeypatch.setattr(sys, "argv", [str(where / "mjgui-cli")])
    assert window_program() == window
    # the packages' links on the PATH: both by name
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "mjgui").symlink_to(where / "mjgui")
    (tmp_path / "bin" / "mjgui-cli").symlink_to(where / "mjgui-cli")
    assert window_program() == "mjgui"
    assert " mjgui FILE opens" in _folder_note() and ", mjgui --window club" in _folder_note()
    assert _folder_note().endswith(", and mjgui-cli league season prints its league table.")


def test_the_folder_note_names_the_windows_bundles_window_program_by_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = _bundle(tmp_path, monkeypatch, "win32", "Programs/mjgui", "mjgui.exe")
    monkeypatch.setenv("PATHEXT", ".exe")
    monkeypatch.chdir(where)  # as the shortcut starts it
    window, console = shell_word(str(where / "mjgui.exe")), shell_word(str(where / "mjgui-cli.exe"))
    assert window_program() == window
    note = _folder_note()
    assert f"folder. {window} FILE opens" in note and f", {window} --window club --open season," in note
    assert note.endswith(f", and {console} league season prints its league table.")
    assert " mjgui " not in note
    monkeypatch.setenv("PATH", str(where))
    assert window_program() == "mjgui"
    assert "folder. mjgui FILE opens" in _folder_note()


def test_the_folder_note_names_the_apps_window_program_by_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = _bundle(tmp_path, monkeypatch, "darwin", "Applications/mjgui.app/Contents/MacOS", "mjgui")
    window = shell_word(str(where / "mjgui"))
    assert window_program() == window
    console = shell_word(str(where / "mjgui-cli"))
    assert f", {window} --window club --open season, and {console} league" in _folder_note()


@pytest.mark.parametrize(("platform", "argv0"), [("win32", "-m"), ("linux", "-m"), ("darwin", "")])
def test_run_otherwise_the_window_program_is_mjgui(
    platform: str, argv0: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", [argv0])
    assert window_program() == "mjgui"
    assert _folder_note().startswith('"season" is a folder. mjgui FILE opens')
    assert ", mjgui --window club --open season," in _folder_note()

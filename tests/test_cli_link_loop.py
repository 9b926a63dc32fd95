"""``mjgui game`` and ``mjgui replay`` on a path through a loop of links say the link that loops,
in the words the file-opening says it (:func:`mjgui.controller.game.opening.no_file_refusal`),
not the system's "Too many levels of symbolic links"; and :func:`tests.util.one_stream` checks
that a text error is said on standard error alone."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import TextIO

import pytest

from mjgui.gamecli import game_command as _game_command
from mjgui.replaycli import replay_command as _replay_command
from tests.util import one_stream

game_command = one_stream(_game_command)
replay_command = one_stream(_replay_command)


@pytest.fixture
def looping(tmp_path: Path) -> Path:
    """loopA -> loopB -> loopA: the record loopA/x.mjgame can be reached by no path."""
    (tmp_path / "loopA").symlink_to("loopB")
    (tmp_path / "loopB").symlink_to("loopA")
    return tmp_path


@pytest.mark.parametrize("command", [game_command, replay_command])
def test_a_folder_link_that_loops_on_the_way_is_named(
    looping: Path, command: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(looping)
    run = command  # type: ignore[assignment]
    out = io.StringIO()
    assert run(["loopA/x.mjgame"], out) == 2  # type: ignore[operator]
    assert out.getvalue() == (
        '"loopA/x.mjgame" cannot be opened: "loopA", a folder on its way, is a link that leads back '
        "to itself (a loop of links). Remove that link, or make it lead to a folder.\n"
    )
    assert "symbolic links" not in out.getvalue()
    out = io.StringIO()
    assert run(["loopA/x.mjgame", "--lang", "ru"], out) == 2  # type: ignore[operator]
    assert out.getvalue().startswith("«loopA/x.mjgame» не открыть: «loopA», папка на пути к нему, — ссылка")
    out = io.StringIO()
    assert run(["loopA/x.mjgame", "--json"], out) == 2  # type: ignore[operator]
    error = json.loads(out.getvalue())["error"]
    assert error["code"] in ("unreadable", "log_unreadable")  # each command's code, as before
    assert error["message"].startswith('"loopA/x.mjgame" cannot be opened: "loopA", a folder on its way')


@pytest.mark.parametrize("command", [game_command, replay_command])
def test_a_file_link_that_leads_back_to_itself_is_said_so(tmp_path: Path, command: object) -> None:
    path = tmp_path / "self.mjgame"
    path.symlink_to("self.mjgame")
    out = io.StringIO()
    assert command([str(path)], out) == 2  # type: ignore[operator]
    assert out.getvalue() == (
        f'"{path}" is a link that leads back to itself (a loop of links): there is no file to open. '
        "Remove the link, or make it lead to a game record or a game log.\n"
    )


def test_one_stream_fails_a_text_error_said_on_standard_output_as_well() -> None:
    def both(argv: list[str], out: TextIO, err: TextIO) -> int:
        out.write("No game record could be read.\n")
        err.write("No game record could be read.\n")
        return 2

    def apart(argv: list[str], out: TextIO, err: TextIO) -> int:
        out.write("The league table.\n")
        err.write("No game record could be read.\n")
        return 2

    with pytest.raises(AssertionError):
        one_stream(both)([], io.StringIO())
    assert one_stream(apart)([], io.StringIO()) == 2

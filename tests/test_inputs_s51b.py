"""Inputs, audit inputs51 (1, 4, 6, 7, 8): a record in a Windows code page given to ``replay``
is said with its command filled in; every member of a gzip log is read, and bytes after the
last are damage; ``score --batch`` takes no run of zero bytes for UTF-16 and reads no huge file
to its end; ``replay`` names the file its content errors are about, and a dangling link is said
alike by every reader."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log_bytes
from mjgui.replaycli import replay_command

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: a game record saved by Notepad as "ANSI" on a Russian system (Windows-1251)
CP1251_RECORD = "rules tenhou\nplayers Алёна Борис Вера Глеб\nron Алёна from Борис 3 40\n".encode("cp1251")


def _replay(argv: list[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    text_in = None if stdin is None else io.TextIOWrapper(io.BytesIO(stdin), encoding="latin-1")
    status = replay_command(argv, out=out, stdin=text_in, err=err)  # type: ignore[arg-type]
    return status, out.getvalue(), err.getvalue()


# -- 1: a record in a Windows code page -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cp1251_record_read_as_log_is_said_with_its_command(lang: str) -> None:
    with pytest.raises(LogError) as caught:
        read_log_bytes(CP1251_RECORD)
    assert caught.value.code == "log_game_record"
    said = caught.value.message(lang)
    assert not PLACEHOLDER.search(said), said
    assert " replay " in said and " game " in said, said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_replay_of_cp1251_record_leaves_no_placeholder(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "night.mjgame"
    path.write_bytes(CP1251_RECORD)
    for argv, stdin in (
        ([str(path), "--lang", lang], None),
        (["-", "--lang", lang], CP1251_RECORD),
        ([str(path), "--json", "--lang", lang], None),
    ):
        status, out, err = _replay(argv, stdin)
        assert status == 2
        said = json.loads(out)["error"]["message"] if "--json" in argv else err
        assert said.strip() and not PLACEHOLDER.search(said), said
        assert "game" in said

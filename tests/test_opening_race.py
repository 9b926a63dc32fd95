"""The window's look at a file (``mjgui FILE``, the macOS open event, the log window's *Open a
log…*) reads its head as every file of mjgui is read: opened without waiting, its kind checked on
the opened file, so a named pipe put there after the look never makes the window wait."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mjgui.controller.game import opening
from mjgui.controller.game.opening import NotAFile, file_kind, window_for, window_or_refusal

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
NO_FIFO = not hasattr(os, "mkfifo")


pytestmark = pytest.mark.usefixtures("never_hang")


@pytest.mark.skipif(NO_FIFO, reason="no named pipes")
def test_the_windows_look_at_a_file_never_waits_on_a_pipe_put_there_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``window_or_refusal`` looked (``os.stat``: a regular file), then opened the file with a
    plain blocking ``open``: a file replaced by a named pipe in between (a sync tool) hung the
    window. Its head is read opened without waiting, the kind checked on the opened file."""
    path = tmp_path / "race.mjgame"
    path.write_text("rules tenhou\nplayers A B C D\n", encoding="utf-8")
    real_stat = os.stat
    swapped: list[bool] = []

    def stat_then_swap(p: object, *args: object, **kwargs: object) -> os.stat_result:
        found = real_stat(p, *args, **kwargs)  # type: ignore[arg-type]
        if os.fspath(p) == str(path) and not swapped:  # type: ignore[arg-type]
            swapped.append(True)
            path.unlink()
            os.mkfifo(path)  # another program swaps the file meanwhile
        return found

    monkeypatch.setattr(opening.os, "stat", stat_then_swap)
    kind, why = window_or_refusal(str(path))
    monkeypatch.undo()
    assert kind is None and why is not None
    assert why("en").startswith(f'"{path}" is not a file.')
    with pytest.raises(NotAFile):
        file_kind(path)  # a pipe given outright: not waited on either


def test_the_windows_look_still_reads_a_record_and_refuses_a_folder(tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text("rules tenhou\nplayers A B C D\n", encoding="utf-8")
    assert window_for(record, "en") == ("record", "")
    kind, why = window_for(tmp_path, "en")
    assert kind is None and why.startswith(f'cannot open "{tmp_path}": ')
    with pytest.raises(IsADirectoryError):
        file_kind(tmp_path)
    if not ROOT:
        record.chmod(0)
        kind, why = window_for(record, "en")
        assert kind is None and why == f'cannot open "{record}": permission denied'

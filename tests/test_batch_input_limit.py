"""``score --batch`` from a pipe or a device, which has no size to check before reading (``cat
/dev/zero |``, ``< /dev/zero``, an endless run of over-long lines): the bytes are counted as they
are read, and the batch ends where they go past the limit, with ``batch_input_too_large`` naming
the line the limit cut (status 2), as a file over the limit is refused by its size."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
import threading
from typing import Any

import pytest

from mjgui import cli
from mjgui.cli import InputOverLimit, TooLongLine, read_lines, run_batch
from mjgui.core.numbers import number

HAND = b"123m456p789s11z22z\n"


class _Endless(io.RawIOBase):
    """A stream that never ends: ``unit`` over and over (a pipe from ``yes``, ``cat /dev/zero``);
    it counts what was read, so a test sees the reader stopped near its limit."""

    def __init__(self, unit: bytes, head: bytes = b"") -> None:
        self._unit = unit
        self._pending = head
        self.given = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while len(self._pending) < len(buffer):
            self._pending += self._unit * max(1, len(buffer) // len(self._unit))
        size = len(buffer)
        buffer[:size] = self._pending[:size]
        self._pending = self._pending[size:]
        self.given += size
        return size


def _answers(stream: io.RawIOBase, most: int, *defaults: str) -> tuple[int, list[dict[str, Any]]]:
    out = io.StringIO()
    status = run_batch(read_lines(io.BufferedReader(stream), most=most), out, defaults)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def test_endless_zeros_stop_at_the_limit_with_the_line_said() -> None:
    zeros = _Endless(b"\0" * 4096)
    status, answers = _answers(zeros, 1 << 20)
    assert status == 2 and len(answers) == 1  # one endless line: the line the limit cut
    error = answers[0]["error"]
    assert (error["code"], error["line"]) == ("batch_input_too_large", 1)
    assert number(1 << 20, "en") in error["message"] and "line 1" in error["message"]
    assert zeros.given < (1 << 20) + (1 << 18)  # stopped near the limit, not read on


def test_endless_over_long_lines_stop_at_the_limit() -> None:
    long_line = b"a" * 5000 + b"\n"  # each past a score line's 1,000 characters
    status, answers = _answers(_Endless(long_line), 1_000_000)
    whole = 1_000_000 // len(long_line)  # the lines wholly within the limit: 199
    assert status == 2 and len(answers) == whole + 1
    assert {a["error"]["code"] for a in answers[:whole]} == {"line_too_long"}
    error = answers[-1]["error"]
    assert (error["code"], error["line"]) == ("batch_input_too_large", whole + 1)
    assert f"line {whole + 1}" in error["message"]


def test_lines_before_the_limit_are_answered_and_the_cut_one_is_not() -> None:
    status, answers = _answers(_Endless(HAND), 10 * len(HAND) + 5, "--lang", "ru")
    assert status == 2 and len(answers) == 11
    assert {a["error"]["code"] for a in answers[:10]} == {"tile_count"}
    error = answers[10]["error"]
    assert (error["code"], error["line"]) == ("batch_input_too_large", 11)
    assert "в строке 11" in error["message"]  # in the batch's language


def test_input_of_exactly_the_limit_is_a_batch_as_ever() -> None:
    data = HAND * 10
    out = io.StringIO()
    status = run_batch(read_lines(io.BytesIO(data), most=len(data)), out)
    assert status == 0 and len(out.getvalue().splitlines()) == 10
    with pytest.raises(InputOverLimit):  # one byte more is past it
        list(read_lines(io.BytesIO(data + b"\n"), most=len(data)))
    assert list(read_lines(io.BytesIO(b"a" * 5000), most=5000)) == [TooLongLine(5000)]


def test_endless_utf16_stops_at_the_limit() -> None:
    unit = "1m\n".encode("utf-16-le")
    stream = io.BufferedReader(_Endless(unit, head=b"\xff\xfe"))
    out = io.StringIO()
    status = cli._utf16_batch(stream, cli.BatchAnswers(out), "en", 1000)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    lines = (1000 - 2) // len(unit)  # the lines wholly within the limit
    assert status == 2 and len(answers) == lines + 1
    assert {a["error"]["code"] for a in answers[:-1]} == {"utf16"}
    last = answers[-1]["error"]
    assert (last["code"], last["line"]) == ("batch_input_too_large", lines + 1)


_RUN = (
    "import sys; import mjgui.cli as cli; cli.MAX_BATCH_BYTES = 1 << 20; "
    "sys.exit(cli.main(['score', '--batch', *sys.argv[1:]]))"
)


@pytest.mark.parametrize(
    "unit", [b"\0" * 65536, b"x" * 65536, b"y" * 3000 + b"\n"], ids=["zeros", "no-newline", "long-lines"]
)
def test_a_pipe_that_never_ends_ends_the_batch(unit: bytes) -> None:
    """``cat /dev/zero | mjgui score --batch``, with the limit made small: the program ends by itself,
    while its input is still being written."""
    run = subprocess.Popen(
        [sys.executable, "-c", _RUN, "--lang", "en"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert run.stdin is not None and run.stdout is not None
    stdin = run.stdin
    fed = [0]
    times = (13 << 20) // len(unit)  # 13 MiB at most: far past the limit, and bounded

    def feed() -> None:
        try:
            for _ in range(times):
                stdin.write(unit)
                fed[0] += len(unit)
        except (BrokenPipeError, OSError, ValueError):
            pass
        finally:
            with contextlib.suppress(OSError):
                stdin.close()

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    timer = threading.Timer(60, run.kill)  # a batch that read on for ever is stopped, and fails
    timer.start()
    try:
        out = run.stdout.read()
        status = run.wait()
    finally:
        timer.cancel()
        run.kill()
        feeder.join(timeout=10)
    answers = [json.loads(line) for line in out.decode("utf-8").splitlines()]
    assert status == 2
    error = answers[-1]["error"]
    assert error["code"] == "batch_input_too_large" and error["line"] == len(answers)
    assert number(1 << 20, "en") in error["message"]
    assert fed[0] < times * len(unit)  # it ended before its input did

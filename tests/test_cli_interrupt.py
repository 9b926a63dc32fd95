"""An interrupt (Ctrl+C) ends every command quietly: no traceback, status 130, and what was
written is whole lines (a ``score --batch`` stopped while its answers go out ends on a whole
JSON line)."""

from __future__ import annotations

import io
import json
import os
import select
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mjgui import cli

DATA = Path(__file__).parent / "data"
SANMA_RECORD = DATA / "sanma-records" / "dnovikoff-sanma2.mjgame"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGINT sent to a process: POSIX")

HANDS = [
    "234m567p3467888s5s --tsumo --dora 8p --honba 1",
    "22m345m678p345s678s --dora 7m --riichi",
    "19m19p19s1234567z1m --seat S",
    "123m456p789s11z --ankan 7777z --from W",
]


def _default_interrupt() -> None:
    """In the child: SIGINT as a terminal's Ctrl+C finds it (a shell's background job ignores it,
    and the child would inherit that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _batch(stdin: Any) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LANG", "LC_"))}
    return subprocess.Popen(
        [sys.executable, "-m", "mjgui", "score", "--batch"],
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        bufsize=0,  # unbuffered: a byte read is one byte taken, the rest left to communicate
        preexec_fn=_default_interrupt,
    )


def _whole_json_lines(out: bytes) -> list[Any]:
    assert out.endswith(b"\n"), out[-200:]
    return [json.loads(line) for line in out.decode("utf-8").splitlines()]


def test_a_batch_interrupted_while_its_answers_go_out_ends_on_a_whole_line(tmp_path: Path) -> None:
    # the first read of input (64 KiB) makes some 900 KB of answers, written at once: far more
    # than a pipe holds, so once a byte of them has come, the batch is in the middle of that write
    batch = tmp_path / "hands.txt"
    batch.write_text("\n".join(HANDS * 2000) + "\n", encoding="utf-8")
    with batch.open("rb") as stdin:
        proc = _batch(stdin)
        assert proc.stdout is not None
        first = proc.stdout.read(1)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    assert err == b""
    assert proc.returncode == cli.EXIT_INTERRUPTED
    answers = _whole_json_lines(first + out)
    assert 0 < len(answers) < len(HANDS) * 2000
    # each answer the one the hand gets alone, in order
    alone = [cli.score_command(hand.split())[1] for hand in HANDS]
    assert answers == (alone * 2000)[: len(answers)]
    assert [a["han"] for a in alone] == [3, 3, 26, 1]


def test_a_batch_whose_reader_stopped_reading_ends_at_the_interrupt(tmp_path: Path) -> None:
    # `score --batch < big | less`, Ctrl+C in less: nobody reads the answers, and the batch is
    # in the middle of writing far more of them than the pipe holds; the interrupt ends it
    batch = tmp_path / "hands.txt"
    batch.write_text("\n".join(HANDS * 2000) + "\n", encoding="utf-8")
    with batch.open("rb") as stdin:
        proc = _batch(stdin)
        assert proc.stdout is not None and proc.stderr is not None
        # the answers have started (without a byte read: the timeout only keeps a broken run from hanging)
        assert select.select([proc.stdout], [], [], 120)[0]
        proc.send_signal(signal.SIGINT)
        try:
            status = proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            pytest.fail("the batch went on after the interrupt")
        out, err = proc.stdout.read(), proc.stderr.read()
    assert status == cli.EXIT_INTERRUPTED
    assert err == b""
    answers = _whole_json_lines(out)  # what the pipe took: whole lines
    assert 0 < len(answers) < len(HANDS) * 2000


def test_a_batch_interrupted_while_it_waits_for_a_line_ends_quietly() -> None:
    proc = _batch(subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(HANDS[0].encode() + b"\n")
    proc.stdin.flush()
    answer = proc.stdout.readline()  # answered: the batch waits for the next line
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert err == b""
    assert proc.returncode == cli.EXIT_INTERRUPTED
    assert _whole_json_lines(answer + out) == [cli.score_command(HANDS[0].split())[1]]


class _Interrupted(io.BytesIO):
    """Standard input whose read is interrupted (Ctrl+C while a command waits on it)."""

    def read(self, size: int | None = -1) -> bytes:
        raise KeyboardInterrupt

    read1 = readinto = readline = read  # type: ignore[assignment]


@pytest.mark.parametrize(
    "words",
    [
        ["game", "-"],
        ["game", "-", "--json"],
        ["replay", "-"],
        ["replay", "-", "--json"],
        ["score", "--batch"],
    ],
)
def test_every_command_waiting_on_standard_input_ends_quietly(
    words: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(_Interrupted()))
    assert cli.main(words) == cli.EXIT_INTERRUPTED
    out, err = capsys.readouterr()
    assert (out, err) == ("", "")


def test_a_line_left_open_by_the_interrupt_is_ended(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # print writes a line's text, then its line break: stopped between them, the line is ended
    def stopped(args: list[str], stdout: Any) -> int:
        stdout.write('{"ok": true}')
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_command", stopped)
    assert cli.main(["score", "123m"]) == cli.EXIT_INTERRUPTED
    assert capsys.readouterr().out == '{"ok": true}\n'


def test_a_game_record_read_whole_is_not_affected(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["game", str(SANMA_RECORD)]) == 0
    assert capsys.readouterr().out.endswith("\n")

"""What the command line prints, whatever the locale and wherever it goes: UTF-8 for every
command and every help (``LANG=C``, ``PYTHONIOENCODING=cp1252``), a write that fails said in one
line on standard error with status 74, never a traceback; the system's reason in the player's
language."""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui import cli
from mjgui.core.errors import OSReason, os_reason
from mjgui.output import EXIT_OUTPUT

ROOT = Path(__file__).resolve().parent.parent

DATA = Path(__file__).parent / "data"
SANMA_RECORD = DATA / "sanma-records" / "dnovikoff-sanma2.mjgame"  # its points: 35 000 (U+202F)
PAO_LOG = DATA / "logs" / "dnovikoff-pao.mjlog"  # its players: Japanese names


def _env(**changes: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHONIOENCODING", "PYTHONUTF8"))}
    env.update(QT_QPA_PLATFORM="offscreen", **changes)
    return env


def _run(args: list[str], env: dict[str, str], shell_tail: str = "") -> subprocess.CompletedProcess[bytes]:
    """``python -m mjgui ARGS`` (with ``shell_tail``, a redirection, through sh)."""
    cmd = [sys.executable, "-m", "mjgui", *args]
    if shell_tail:
        cmd = ["sh", "-c", f'exec "$0" "$@" {shell_tail}', *cmd]
    return subprocess.run(cmd, capture_output=not shell_tail, env=env, timeout=120, check=False)


# (words, exit status, a text the output holds)
C_LOCALE_RUNS = [
    (["game", str(SANMA_RECORD)], 0, "\u202f"),
    (["replay", str(PAO_LOG), "--json"], 0, "くみっきー"),
    (["replay", "nosuch", "--lang", "ru"], 2, "Не удалось прочитать nosuch"),
    (["--help", "--lang", "ru"], 0, "использование"),
    (["game", "--help", "--lang", "ru"], 0, "использование"),
    (["replay", "--help", "--lang", "ru"], 0, "использование"),
    (["league", "--help", "--lang", "ru"], 0, "использование"),
    (["score", "--help", "--lang", "ru"], 0, "использование"),
    (["score", "12q", "--lang", "ru"], 2, "Неожиданный"),
]


@pytest.mark.parametrize(("words", "status", "text"), C_LOCALE_RUNS)
def test_every_command_writes_utf8_under_the_c_locale(words: list[str], status: int, text: str) -> None:
    proc = _run(words, _env(LC_ALL="C", LANG="C", PYTHONUTF8="0"))
    assert b"Traceback" not in proc.stderr, proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == status
    # both streams UTF-8: an error in text goes to standard error (replay nosuch)
    assert text in proc.stdout.decode("utf-8") + proc.stderr.decode("utf-8")


def test_a_windows_code_page_redirected_gets_utf8() -> None:
    # what a Windows source install writes when its output goes to a file: cp1252 has no U+202F
    proc = _run(["game", str(SANMA_RECORD), "--lang", "ru"], _env(PYTHONIOENCODING="cp1252"))
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    assert "Правила" in proc.stdout.decode("utf-8") and "\u202f" in proc.stdout.decode("utf-8")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize(
    ("words", "said"),
    [
        (
            ["score", "234567m22p345678s"],
            "mjgui score: the output could not be written: no space left on device.",
        ),
        (
            ["score", "234567m22p345678s", "--lang", "ru"],
            "mjgui score: не удалось записать вывод: на устройстве не осталось свободного места.",
        ),
        (
            ["game", str(SANMA_RECORD)],
            "mjgui game: the output could not be written: no space left on device.",
        ),
        (["replay", str(PAO_LOG)], "mjgui replay: the output could not be written: no space left on device."),
    ],
)
def test_a_full_disk_is_said_in_one_line_with_its_own_status(
    words: list[str], said: str, tmp_path: Path
) -> None:
    err = tmp_path / "err.txt"
    proc = _run(words, _env(), f"> /dev/full 2> {err}")
    assert proc.returncode == EXIT_OUTPUT
    assert err.read_text(encoding="utf-8") == said + "\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("unbuffered", ["1", ""])
@pytest.mark.parametrize(
    ("words", "program"),
    [
        (["score", "--help"], "mjgui score"),
        (["game", "--help"], "mjgui game"),
        (["replay", "--help"], "mjgui replay"),
        (["league", "--help"], "mjgui league"),
        (["--help"], "mjgui"),
        (["--version"], "mjgui"),
    ],
)
def test_a_help_that_cannot_be_written_is_said_with_its_own_status(
    words: list[str], program: str, unbuffered: str, tmp_path: Path
) -> None:
    # argparse printed the help of game, replay, league and the window itself and swallowed the
    # write's error: exit 0, nothing said (unbuffered; buffered, the window's ended with 120 and
    # Python's "Exception ignored")
    err = tmp_path / "err.txt"
    proc = _run([*words, "--lang", "ru"], _env(PYTHONUNBUFFERED=unbuffered), f"> /dev/full 2> {err}")
    assert proc.returncode == EXIT_OUTPUT
    assert err.read_text(encoding="utf-8") == (
        f"{program}: не удалось записать вывод: на устройстве не осталось свободного места.\n"
    )


def test_a_closed_standard_output_is_said(tmp_path: Path) -> None:
    err = tmp_path / "err.txt"
    proc = _run(["game", str(SANMA_RECORD)], _env(), f">&- 2> {err}")
    assert proc.returncode == EXIT_OUTPUT
    assert err.read_text(encoding="utf-8") == (
        "mjgui game: the output could not be written: bad file descriptor (the stream is closed).\n"
    )


@pytest.mark.parametrize(
    ("words", "program"),
    [
        (["score", "--batch"], "mjgui score"),
        (["game", "-"], "mjgui game"),
        (["game", "-", "--json"], "mjgui game"),
        (["replay", "-"], "mjgui replay"),
        (["replay", "-", "--json"], "mjgui replay"),
    ],
)
@pytest.mark.parametrize("stdin", ["<&-", "0> {written}"])
def test_standard_input_that_cannot_be_read_is_said_with_its_own_status(
    words: list[str], program: str, stdin: str, tmp_path: Path
) -> None:
    """Standard input closed (``<&-``) was a traceback of ``score --batch``, ``game -`` and
    ``replay -`` (``sys.stdin`` is None); open for writing only, ``game -`` and ``replay -``
    answered 2 (a record or log refused) where ``score --batch`` answered 74. Both are an input
    that cannot be read: one line on standard error, status 74, for every command."""
    err = tmp_path / "err.txt"
    tail = stdin.format(written=tmp_path / "written.txt") + f" > {tmp_path / 'out.txt'} 2> {err}"
    proc = _run(words, _env(), tail)
    said = err.read_text(encoding="utf-8")
    assert "Traceback" not in said
    assert proc.returncode == EXIT_OUTPUT
    assert said == f"{program}: the input could not be read: bad file descriptor (the stream is closed).\n"
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == ""


def test_closed_output_and_error_streams_end_quietly() -> None:
    proc = _run(["score", "234567m22p345678s"], _env(), ">&- 2>&-")
    assert proc.returncode == EXIT_OUTPUT


class _Full(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_main_says_a_failed_write_of_every_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for words in (
        ["score", "234567m22p345678s"],
        ["score", "--help"],
        ["game", str(SANMA_RECORD)],
        ["game", "--help"],
        ["replay", "--help"],
        ["league", "--help"],
        ["--version"],
    ):
        monkeypatch.setattr(sys, "stdout", _Full())
        assert cli.main(words) == EXIT_OUTPUT
        program = "mjgui" if words[0] == "--version" else f"mjgui {words[0]}"
        assert (
            capsys.readouterr().err
            == f"{program}: the output could not be written: no space left on device.\n"
        )


def test_a_batch_whose_output_fails_stops_with_the_status(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("234567m22p345678s\n" * 3))
    monkeypatch.setattr(sys, "stdout", _Full())
    assert cli.main(["score", "--batch"]) == EXIT_OUTPUT
    assert "could not be written" in capsys.readouterr().err


def test_the_system_reason_is_worded_in_the_language() -> None:
    reason = os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory"))
    assert isinstance(reason, str) and reason == "No such file or directory"
    assert reason.message("ru") == "Нет такого файла или каталога"
    assert os_reason(OSError(errno.ENOSPC, "x")).message("en") == "No space left on device"
    # a reason the catalogue does not word keeps the system's text
    assert OSReason("Something odd", errno.EXDEV).message("ru") == "Something odd"


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (["game", "nosuch", "--lang", "ru"], "Не удалось прочитать nosuch: нет такого файла или каталога."),
        (["replay", "nosuch", "--lang", "ru"], "Не удалось прочитать nosuch: нет такого файла или каталога."),
    ],
)
def test_russian_file_errors_carry_no_english(words: list[str], said: str, tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mjgui", *words],
        capture_output=True,
        cwd=tmp_path,
        env=_env(),
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert (proc.stdout, proc.stderr.decode("utf-8")) == (b"", said + "\n")  # an error: standard error


def test_the_league_table_is_printed_whole_through_the_checked_output(tmp_path: Path) -> None:
    # the text table ends with the files it wrote: writelines went to an Output without one
    import shutil

    folder = tmp_path / "season"
    folder.mkdir()
    for record in sorted((ROOT / "tests" / "data" / "sanma-records").glob("*.mjgame"))[:3]:
        shutil.copy(record, folder / record.name)
    csv = tmp_path / "table.csv"
    done = subprocess.run(
        [sys.executable, "-m", "mjgui", "league", str(folder), "--csv", str(csv)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert str(csv) in done.stdout or csv.name in done.stdout
    assert csv.read_text(encoding="utf-8").count("\n") >= 2

"""The command line as a scripted contract, as the audit of it found it wanting: arguments that are
not UTF-8 echoed as file names are shown (never a lone surrogate), names shown unambiguously,
errors in text on standard error, one JSON envelope, a suggested command that runs, and the
system's language read as the window reads it."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from mjgui.core.shown import shell_word, shown_message, shown_path
from mjgui.gamecli import game_command
from mjgui.leaguecli import league_command
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data"
LOG = DATA / "logs" / "dnovikoff-example.mjlog"
RECORD = DATA / "sanma-records" / "mjai-reviewer3p-double_nukidora.mjgame"
E9 = os.fsdecode(b"\xe9")  # the byte 0xE9 as Python is given it in an argument: "\udce9"


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    return {**env, "LANG": "C.UTF-8", **extra}


def _mjgui(*words: str | bytes, cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *words],
        capture_output=True,
        cwd=cwd,
        env=_env(**env),
        timeout=120,
        check=False,
    )


def _streams(command: object, argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = command(argv, out=out, err=err)  # type: ignore[operator]
    return status, out.getvalue(), err.getvalue()


# --- 1. arguments that are not UTF-8 --------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "shown"),
    [
        ([b"league", b"--since", b"\xe9", str(RECORD).encode(), b"--json"], '"\\xe9" is not a date'),
        ([b"game", b"--\xe9", str(RECORD).encode(), b"--json"], "unrecognized arguments: --\\xe9"),
        ([b"league", str(RECORD).encode(), b"--rules", b"seed k\xe9=1", b"--json"], '"k\\xe9" is not a rule'),
        ([b"league", str(RECORD).encode(), b"--players", b"\xe9", b"--json"], "invalid int value: '\\xe9'"),
        ([b"replay", str(LOG).encode(), b"--lang", b"\xe9", b"--json"], "invalid choice: '\\xe9'"),
        ([b"replay", str(LOG).encode(), b"--rules", b"n\xe9", b"--json"], 'Unknown rules "n\\xe9"'),
    ],
)
def test_an_argument_that_is_not_utf8_is_echoed_as_file_names_are(words: list[bytes], shown: str) -> None:
    """The byte came back in JSON as a lone surrogate "\\udce9" (a JSON reader's string then
    cannot be encoded) or as a literal ``\\udce9`` in argparse's messages: now ``\\xe9``, as a
    file name's byte is shown, in JSON and in text."""
    proc = _mjgui(*words)
    assert proc.returncode == 2, proc
    message = json.loads(proc.stdout)["error"]["message"]
    message.encode("utf-8")  # no lone surrogate: the string encodes
    assert shown in message and "udce9" not in message
    text = _mjgui(*[w for w in words if w != b"--json"])
    said = text.stderr.decode("utf-8")  # the text's error is UTF-8 too, on standard error
    assert text.returncode == 2 and shown in said and "udce9" not in said and text.stdout == b""


def test_shown_message_writes_the_bytes_of_a_sentence_as_file_names_are() -> None:
    assert shown_message(f"unrecognized arguments: --{E9}") == "unrecognized arguments: --\\xe9"
    assert shown_message("a \\ stays") == "a \\ stays"  # the sentence's own backslash is its own


# --- 2. the shown form is unambiguous --------------------------------------------------------


def test_a_name_with_a_byte_and_a_name_with_a_backslash_never_show_the_same(tmp_path: Path) -> None:
    """``x<0xE9>.mjgame`` and a file literally named ``x\\xe9.mjgame`` both showed as
    ``x\\xe9.mjgame``: a backslash of the name is now written ``\\\\``."""
    assert shown_path(f"x{E9}.mjgame", windows=False) == "x\\xe9.mjgame"
    assert shown_path("x\\xe9.mjgame", windows=False) == "x\\\\xe9.mjgame"
    assert shown_path("C:\\club\\a.mjgame", windows=True) == "C:\\club\\a.mjgame"  # a separator there
    folder = tmp_path / "amb"
    folder.mkdir()
    for name in (b"x\xe9.mjgame", b"x\\xe9.mjgame"):
        with open(os.fsencode(folder) + b"/" + name, "wb") as fh:
            fh.write(b"players A B C D\nbogus\n")
    status, out, _ = _streams(league_command, [str(folder), "--json"])
    files = sorted(s["file"] for s in json.loads(out)["error"]["skipped"])  # nothing read: an error
    assert status == 2 and files == ["x\\\\xe9.mjgame", "x\\xe9.mjgame"]


# --- 4. errors in text go to standard error --------------------------------------------------


def test_errors_in_text_go_to_standard_error_and_json_answers_to_standard_output(tmp_path: Path) -> None:
    """``game nosuch.mjgame``, ``league`` with no words and ``replay x --rules nope`` printed their
    errors and usage on standard output, while the window's parser used standard error."""
    for command, argv in (
        (game_command, [str(tmp_path / "nosuch.mjgame")]),
        (league_command, []),
        (replay_command, [str(LOG), "--rules", "nope"]),
        (game_command, [str(LOG)]),  # a log given to game
    ):
        status, out, err = _streams(command, argv)
        assert (status, out) == (2, "") and err.strip(), (argv, err)
        status, out, err = _streams(command, [*argv, "--json"])
        assert status == 2 and err == "" and json.loads(out)["ok"] is False
    proc = _mjgui("league")  # the whole program: usage on standard error, exit 2
    assert (proc.returncode, proc.stdout) == (2, b"") and proc.stderr.startswith(b"usage: mjgui league")
    from mjgui.cli import main

    out, err = io.StringIO(), io.StringIO()  # mjgui-cli with no command: its usage, an error
    with redirect_stdout(out), redirect_stderr(err):
        assert main([]) == 2
    assert out.getvalue() == "" and err.getvalue().startswith("usage: mjgui")
    status, out, err = _streams(game_command, [str(RECORD)])  # an answer: standard output
    assert status == 0 and "Player" in out and err == ""


# --- 5. one JSON envelope ---------------------------------------------------------------------


def test_one_json_envelope_for_every_command(tmp_path: Path) -> None:
    """ "ok" on success for game and league too; "line" in every error (null when none: game's
    game_log and link errors lacked it, replay wrote 0/0); per-item problems carry a code."""
    status, out, _ = _streams(game_command, [str(RECORD), "--json"])
    assert status == 0 and json.loads(out)["ok"] is True
    folder = tmp_path / "club"
    shutil.copytree(RECORD.parent, folder)
    (folder / "broken.mjgame").write_text("players A B C D\nbogus\n", encoding="utf-8")
    status, out, _ = _streams(league_command, [str(folder), "--json"])
    data = json.loads(out)
    assert status == 1 and data["ok"] is True
    assert all(set(s) >= {"file", "code", "error"} for s in data["skipped"]) and data["skipped"]
    record = tmp_path / "r.mjgame"
    record.write_text("players A B C D\nron Erik from A 2 30\n", encoding="utf-8")
    status, out, _ = _streams(game_command, [str(record), "--json"])
    assert status == 1 and json.loads(out)["errors"][0]["code"] == "unknown_player"
    link = tmp_path / "link.txt"
    link.write_text("https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8\n", encoding="utf-8")
    for command, argv in (
        (game_command, [str(LOG)]),
        (game_command, [str(link)]),
        (replay_command, [str(LOG), "--bogus"]),
        (replay_command, [str(LOG), "--rules", "nope"]),
        (league_command, [str(folder), "--since", "x"]),
    ):
        status, out, _ = _streams(command, [*argv, "--json"])
        error = json.loads(out)["error"]
        assert status == 2 and "line" in error and error["line"] is None, (argv, error)
        if command is replay_command:
            assert error["column"] is None
    status, out, _ = _streams(replay_command, [str(RECORD), "--json"])  # a real place: kept
    assert (json.loads(out)["error"]["line"], json.loads(out)["error"]["column"]) == (1, 1)


def test_an_unknown_preset_is_said_in_one_message_by_replay_and_league(tmp_path: Path) -> None:
    said = {}
    for name, command, argv in (
        ("replay", replay_command, [str(LOG), "--rules", "nope", "--json"]),
        ("league", league_command, [str(RECORD), "--rules", "nope", "--json"]),
    ):
        _, out, _ = _streams(command, argv)
        said[name] = json.loads(out)["error"]
    assert said["replay"]["code"] == said["league"]["code"] == "unknown_rules"
    assert said["replay"]["message"] == said["league"]["message"]
    assert said["league"]["message"].startswith('Unknown rules "nope": choose one of seed,')


# --- 6. the suggested command runs -------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [b"l\xe9g.mjlog", b"it's a log.mjlog", b"new\nline.mjlog", b"back\\slash.mjlog", b"-l.mjlog"],
)
@pytest.mark.parametrize("relative", [False, True])
def test_the_command_game_suggests_for_a_log_runs_as_pasted(
    tmp_path: Path, name: bytes, relative: bool
) -> None:
    """``Use mjgui replay 'l\\xe9g.mjlog'`` named no file: the real name is quoted for a POSIX
    shell now, bytes and newlines in bash's ``$'...'`` form, and the command runs. A name given
    as it is in the folder that starts with ``-`` (``mjgui game -- -l.mjlog``) was suggested as
    ``mjgui replay -l.mjlog``, an option to the command: now ``./-l.mjlog``."""
    path = os.fsencode(tmp_path) + b"/" + name
    shutil.copyfile(LOG, path)
    arg = name if relative else path
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        status, _, err = _streams(game_command, ["--", os.fsdecode(arg)])
    finally:
        os.chdir(cwd)
    assert status == 2
    suggested = err.split("Use ", 1)[1].split(", which scores", 1)[0]
    assert suggested.startswith("mjgui replay ")
    script = f'mjgui() {{ "{sys.executable}" -m mjgui "$@"; }}\n{suggested} --json\n'
    proc = subprocess.run(
        ["/bin/bash", "-c", script], capture_output=True, cwd=tmp_path, env=_env(), timeout=120, check=False
    )
    assert proc.returncode in (0, 1), proc.stderr.decode("utf-8", "replace")
    assert json.loads(proc.stdout)["ok"] is True and json.loads(proc.stdout)["format"] == "mjlog"


def test_shell_word_quotes_the_real_name() -> None:
    assert shell_word(f"l{E9}g.mjlog", windows=False) == "$'l\\xe9g.mjlog'"
    assert shell_word("a\nb'c\\d", windows=False) == "$'a\\nb\\'c\\\\d'"
    assert shell_word("my club", windows=False) == "'my club'"
    assert shell_word("plain.mjlog", windows=False) == "plain.mjlog"
    assert shell_word("-l.mjlog", windows=False) == "./-l.mjlog"
    assert shell_word("-my log", windows=False) == "'./-my log'"
    assert shell_word("-l.mjlog", windows=True) == ".\\-l.mjlog"


# --- 8. the system's language --------------------------------------------------------------------


def test_the_commands_speak_the_systems_language_as_the_window_does(tmp_path: Path) -> None:
    """With LANGUAGE=ru ``mjgui --help`` was Russian but ``score --help`` and the commands'
    errors English unless --lang ru: every command reads the language as the window does."""
    ru = {"LANG": "en_US.UTF-8", "LANGUAGE": "ru"}
    for words in (
        ["--help"],
        ["score", "--help"],
        ["game", "--help"],
        ["replay", "--help"],
        ["league", "--help"],
    ):
        proc = _mjgui(*words, **ru)
        assert proc.returncode == 0 and proc.stdout.decode("utf-8").startswith("использование:"), words
        assert "Код выхода:" in proc.stdout.decode("utf-8") or words == ["--help"], words
    proc = _mjgui("game", "nosuch.mjgame", cwd=tmp_path, **ru)
    assert proc.stderr.decode("utf-8").startswith("Не удалось прочитать nosuch.mjgame")
    proc = _mjgui("score", "123m456p789s11s777z", "--tsumo", **ru)
    assert json.loads(proc.stdout)["yaku"][0]["name"] == "Мензенцумо"
    proc = _mjgui("score", "123m456p789s11s777z", "--tsumo", "--lang", "en", **ru)  # asked: wins
    assert json.loads(proc.stdout)["yaku"][0]["name"] == "Menzen tsumo"
    proc = _mjgui("game", "--help")  # an English system: English, with the exit statuses
    text = " ".join(proc.stdout.decode("utf-8").split())  # the epilog as argparse wraps it
    assert "Exit status: 0 when every line of the record was applied" in text and "74 when" in text


def test_each_commands_help_says_the_status_an_unreadable_file_gives(tmp_path: Path) -> None:
    """A file that cannot be read exits 2 from `replay` and `game`, as their help says; the
    shared tail's 74 is for the output and standard input only (it once said "or the input
    read", and replay's help named 2 only for a file that is not a log)."""
    for command, name in (("replay", "nosuch.json"), ("game", "nosuch.mjgame")):
        help_text = " ".join(_mjgui(command, "--help").stdout.decode("utf-8").split())
        said = ("2 for a file that cannot be read", "2 when the file cannot be read")
        assert any(words in help_text for words in said), help_text
        assert "74 when the output cannot be written or standard input cannot be read." in help_text
        assert _mjgui(command, name, cwd=tmp_path).returncode == 2, command
    league_help = " ".join(_mjgui("league", "--help").stdout.decode("utf-8").split())
    assert "1 when some files, folders or links to folders were skipped" in league_help

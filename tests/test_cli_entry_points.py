"""The same words do the same through every entry point: ``python -m mjgui``, the ``mjgui``
script (:func:`mjgui.app.main`) and ``mjgui-cli`` (:func:`mjgui.cli.main`), a leading ``--lang X``
before the command included (every command takes it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui import after_leading_lang, cli, runs_a_command
from mjgui.app import main as app_main

DATA = Path(__file__).parent / "data"
RECORD = str(DATA / "sanma-records" / "dnovikoff-sanma2.mjgame")
LOG = str(DATA / "logs" / "dnovikoff-example.mjlog")

LEADING_LANG = [
    ["--lang", "ru", "score", "123m"],
    ["--lang", "ru", "score", "123m456p789s11z", "--ankan", "7777z"],
    ["--lang=ru", "game", RECORD],
    ["--la", "ru", "game", RECORD, "--json"],
    ["--lang", "ru", "game"],  # the command's own usage error, in Russian
    ["--lang", "en", "replay", LOG],
    ["--lang", "ru", "--lang", "en", "league", RECORD],
    ["--lang", "score", "123m"],  # the value forgotten: the command says so
]


@pytest.mark.parametrize("words", LEADING_LANG, ids=" ".join)
def test_the_window_script_runs_a_command_after_a_leading_lang(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main(words)
    said = capsys.readouterr()
    assert app_main(words) == status
    assert capsys.readouterr() == said
    assert "не команда" not in said.err and "not a command" not in said.err


def test_python_m_mjgui_runs_a_command_after_a_leading_lang(capsys: pytest.CaptureFixture[str]) -> None:
    words = ["--lang", "ru", "score", "123m456p789s11z", "--ankan", "7777z"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LANG", "LC_"))}
    proc = subprocess.run(
        [sys.executable, "-m", "mjgui", *words], capture_output=True, env=env, timeout=120, check=False
    )
    assert cli.main(words) == proc.returncode == 0
    assert proc.stdout.decode("utf-8") == capsys.readouterr().out
    assert '"name": "Якухай: чун"' in proc.stdout.decode("utf-8")


@pytest.mark.parametrize(
    ("words", "command"),
    [
        (["score", "123m"], True),
        (["--lang", "ru", "score"], True),
        (["--lang=ru", "--l", "en", "league"], True),
        (["--lang", "score"], True),
        ([], False),
        (["123m"], False),
        (["--lang", "ru"], False),
        (["--lang", "ru", "123m"], False),
        (["--lang", "ru", "--help"], False),  # the window's help
        (["--tracker", "score"], False),
        (["--local", "score"], False),  # no abbreviation of --lang
    ],
)
def test_which_words_run_a_command(words: list[str], command: bool) -> None:
    assert runs_a_command(words) is command
    assert after_leading_lang(["--lang", "ru", "--help"]) == ["--help"]

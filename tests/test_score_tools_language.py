"""tools/score_answers.py and benchmarks/bench_score.py run ``score`` in English whatever the
system's language: ``score`` given no ``--lang`` speaks the system's (LANGUAGE, LC_ALL,
LC_MESSAGES, LANG), so on a Russian system the byte-for-byte check compared Russian answers with
English ones saved elsewhere, and the benchmark measured another run than the one checked."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.test_arguments_table import system_locale

ROOT = Path(__file__).resolve().parent.parent
LINE = b"123m456p789s234p55m --win 5m --riichi"


def _module(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem + "_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def russian_system() -> Iterator[None]:
    """A Russian system's language variables, and the C library's messages put back after
    (``system_locale``): once Qt has set the locale, a message glibc looked up meanwhile stayed
    Russian for the rest of the run."""
    with system_locale({"LANGUAGE": "ru", "LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}):
        yield


def _yaku(env: dict[str, str]) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "mjgui", "score", *LINE.decode().split()],
        capture_output=True,
        env={**env, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return str(json.loads(proc.stdout)["yaku"][0]["name"])


def test_the_answers_tool_gets_english_answers_on_a_russian_system(russian_system: None) -> None:
    tool = _module(ROOT / "tools" / "score_answers.py")
    env = tool.english_env()
    assert env["LANG"] == "C.UTF-8" and not {"LANGUAGE", "LC_ALL", "LC_MESSAGES"} & set(env)
    found = tool.answers(ROOT, [LINE, LINE + b" --lang ru"])
    english, russian = (json.loads(line) for line in found["batch"])
    assert english["yaku"][0]["name"] == "Riichi"
    assert russian["yaku"][0]["name"] != "Riichi"  # asked for in Russian: still Russian
    assert found["help"].startswith("usage:")


def test_the_benchmark_runs_score_in_english_on_a_russian_system(
    russian_system: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bench = _module(ROOT / "benchmarks" / "bench_score.py")
    assert _yaku(dict(os.environ)) != "Riichi"  # the system's language: Russian
    assert _yaku(bench.english_env()) == "Riichi"
    # the whole-process run itself: its score --batch answers in English
    lines = tmp_path / "lines.txt"
    lines.write_bytes(LINE + b"\n")
    ran: list[subprocess.CompletedProcess[bytes]] = []
    real = subprocess.run

    def run(*args: Any, **kwargs: Any) -> Any:
        kwargs["env"] = {**kwargs.get("env", os.environ), "PYTHONPATH": str(ROOT)}
        ran.append(real(*args, **kwargs))
        return ran[-1]

    monkeypatch.setattr(bench.subprocess, "run", run)
    assert bench._best_run([sys.executable, "-m", "mjgui", "score", "--batch"], lines, 1)[2] == 1
    assert json.loads(ran[-1].stdout)["yaku"][0]["name"] == "Riichi"

"""A file's error as ``replay`` and ``game`` say it: after the name of the file (or standard
input) and a colon the sentence goes on with a small letter, in English and in Russian, and a
file that does not exist is said in one wording by both."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from mjgui.core.logs.model import LogError
from mjgui.gamecli import game_command
from mjgui.replaycli import named_error, replay_command

# a capital letter right after the colon that ends a file's name
_CAPITAL_AFTER_NAME = re.compile(r": [A-ZА-ЯЁ]")


def _said(command, words: list[str], stdin: bytes = b"") -> str:  # type: ignore[no-untyped-def]
    out, err = io.StringIO(), io.StringIO()
    command(words, out, io.TextIOWrapper(io.BytesIO(stdin)), err)
    return out.getvalue() + err.getvalue()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("stdin", "said"),
    [
        (b"", {"en": "Standard input: this is not a game log", "ru": "Стандартный ввод: это не лог игры"}),
        (
            b"\0" * 4_000_001,
            {"en": "Standard input: the input is too large", "ru": "Стандартный ввод: ввод слишком"},
        ),
    ],
)
def test_a_log_refused_on_standard_input_goes_on_small_after_its_name(
    stdin: bytes, said: dict[str, str], lang: str
) -> None:
    text = _said(replay_command, ["-", "--lang", lang], stdin)
    assert text.startswith(said[lang]), text


LOG_CODES = [
    "log_doctype",
    "log_truncated",
    "log_xml",
    "log_json",
    "log_no_hands",
    "log_unknown_format",
    "log_not_text",
    "log_zero_filled",
    "log_web_page",
    "log_gzip_damaged",
    "log_game_record",
    "log_not_mjlog",
]


@pytest.mark.parametrize("code", LOG_CODES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_log_error_named_after_its_file_has_no_capital_after_the_colon(code: str, lang: str) -> None:
    said = named_error(LogError(code, line=1, column=1), "-", lang)
    assert not _CAPITAL_AFTER_NAME.search(said), said


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "{} cannot be read: "), ("ru", "Не удалось прочитать {}: ")],
)
def test_a_missing_file_is_said_in_one_wording_by_game_and_replay(
    tmp_path: Path, lang: str, said: str
) -> None:
    for command, name in ((game_command, "nosuch.mjgame"), (replay_command, "nosuch.mjlog")):
        path = str(tmp_path / name)
        assert _said(command, [path, "--lang", lang]).startswith(said.format(path))
    reason = {"en": "no such file or directory.", "ru": "нет такого файла или каталога."}[lang]
    assert _said(replay_command, [path, "--lang", lang]).strip() == said.format(path) + reason

"""Review rev-d of the s52 log fixes: notes in a JSON log and lists of Tenhou log ids.

- A JSON log cut inside a string that holds ``//`` (``"src": "https://…``) is said to end where
  the file ends: the open string's ``//`` is no comment (it was said to end at the ``//``).
- A ``/* … */`` note in a JSON log, as JSONC editors allow, is read as a ``//`` note is, its
  line breaks kept (it was "not valid JSON … Download the log again").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log, read_log_file, uncommented

DATA = Path(__file__).parent / "data" / "logs"
EXAMPLE = DATA / "injustice-example_tenhou_game.json"


def _pretty(**extra: str) -> str:
    log = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return json.dumps({**log, **extra}, ensure_ascii=False, indent=1)


# -- a log cut inside a string holding // --------------------------------------------------------


def test_a_log_cut_inside_a_url_string_ends_where_the_file_ends(tmp_path: Path) -> None:
    whole = _pretty(src="https://game.mahjongsoul.com/?paipu=abc-def")
    text = whole[: whole.index("paipu=")]
    lines = text.split("\n")
    assert lines[-1].lstrip().startswith('"src": "https://')
    path = tmp_path / "cut.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(path)
    said = (err.value.code, err.value.line, err.value.column)
    assert said == ("log_truncated", len(lines), len(lines[-1]) + 1)
    assert err.value.message("en") == (
        f"The game log ends too early, at line {len(lines)}, column {len(lines[-1]) + 1}: the file is "
        "cut off. Download the log again."
    )
    # the open string is kept whole; a note on a line after a closed string is still blanked
    assert uncommented(text) == text
    assert uncommented('{"a": "x", // note\n "b": "https://t') == '{"a": "x",        \n "b": "https://t'


# -- /* */ notes ---------------------------------------------------------------------------------


def test_a_block_note_is_read_as_a_line_note_is(tmp_path: Path) -> None:
    plain = read_log(EXAMPLE.read_text(encoding="utf-8"))
    text = _pretty().replace('"ref":', '/* the game */ "ref":', 1)
    path = tmp_path / "block.json"
    path.write_text(text, encoding="utf-8")
    log = read_log_file(path)
    assert log.format == "tenhou6" and log.players == plain.players
    assert [(h.round, h.end) for h in log.hands] == [(h.round, h.end) for h in plain.hands]
    # a note over lines, and one before the log, read too
    many = "/* saved\n   by a player */\n" + _pretty().replace('"log":', '/* the\nhands */ "log":', 1)
    assert [h.round for h in read_log(many).hands] == [h.round for h in plain.hands]


def test_block_notes_are_blanked_in_place_and_strings_are_kept() -> None:
    text = '{"u": "a/*b*/c", /* x\n y */ "v": 1}'
    blank = uncommented(text)
    assert blank == '{"u": "a/*b*/c",     \n      "v": 1}'
    assert json.loads(blank) == {"u": "a/*b*/c", "v": 1}
    # an unclosed /* is no note: kept, said where it is
    assert uncommented('{"v": 1 /* x') == '{"v": 1 /* x'
    assert uncommented('{"v": 1} /*/') == '{"v": 1} /*/'
    xml = '<mjloggm ver="2.3"><SHUFFLE seed="a"/></mjloggm> /* x */'
    assert uncommented(xml) == xml


def test_a_damaged_value_after_a_block_note_is_said_where_the_file_has_it() -> None:
    text = "/* one\ntwo */\n" + _pretty()
    lines = text.split("\n")
    assert lines[4].strip().startswith('"ref":')
    lines[4] = lines[4].replace('"ref":', '"ref" x', 1)
    with pytest.raises(LogError) as err:
        read_log("\n".join(lines))
    assert (err.value.code, err.value.line, err.value.column) == ("log_json", 5, lines[4].index(" x") + 2)

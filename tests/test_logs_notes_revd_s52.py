"""Review rev-d of the s52 log fixes: notes in a JSON log and lists of Tenhou log ids.

- A JSON log cut inside a string that holds ``//`` (``"src": "https://…``) is said to end where
  the file ends: the open string's ``//`` is no comment (it was said to end at the ``//``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log_file, uncommented

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

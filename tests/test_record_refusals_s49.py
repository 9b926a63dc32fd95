"""A record the tracker does not open for one bad line says how to get the game back (the audit
"where", s49, finding 5).

``mjgui game wrongfu.mjgame`` shows the standings and lists "Line 3 (…): 35 fu does not exist…";
the tracker refused the whole file with "wrongfu.mjgame: Line 3 (…): 35 fu does not exist: …
The file was not changed." and no way out. The refusal stays (the file is not changed), and now
names the line to correct in a text editor and the command that lists every line refused.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.core.game.storage import StorageError, load_record
from mjgui.core.quietparser import commands_program
from mjgui.gamecli import game_command as _game_command
from tests.util import one_stream

game_command = one_stream(_game_command)

TIE = Path(__file__).parent / "data" / "old-presets" / "tie-ema.mjgame"


def test_a_record_refused_for_one_line_says_to_correct_it_or_list_the_lines(tmp_path: Path) -> None:
    lines = TIE.read_text(encoding="utf-8").splitlines(keepends=True)
    assert " 1 30" in lines[2]
    lines[2] = lines[2].replace(" 1 30", " 1 35")
    path = tmp_path / "wrongfu.mjgame"
    path.write_text("".join(lines), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(StorageError) as refused:
        load_record(path)
    err = refused.value
    assert (err.code, err.line) == ("bad_line", 3)
    program = commands_program()
    said = err.message("en")
    assert said.startswith(f"{path}: Line 3 (")
    assert "35 fu does not exist" in said
    assert said.endswith(
        f"Correct line 3 in a text editor and open the file again; {program} game FILE lists every "
        "line it refuses. The file was not changed."
    )
    assert err.message("ru").endswith(
        f"Исправьте строку 3 в текстовом редакторе и откройте файл снова; {program} game ФАЙЛ покажет "
        "все строки, которые не принимаются. Файл не изменён."
    )
    assert path.read_bytes() == before
    # what it points to: game FILE reads the record and lists the line
    out = io.StringIO()
    assert game_command([str(path)], out) == 1
    assert "Line 3 (" in out.getvalue() and "35 fu does not exist" in out.getvalue()

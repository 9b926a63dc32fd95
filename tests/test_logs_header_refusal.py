"""A log whose header was edited (Pantheon's west.xml: another game's East header over a
hanchan's hands) has every record line after the East game's end refused for the header's sake.
The final reason said so, but each refused line, in ``replay --json``'s ``final.refused`` and in
the log window's note on a saved record, still said the game's own advice, "Delete this line",
which is false for a log: the log is what to correct. Each says so now, with the cause the final
reason beside it gives (its header or its hands were edited: it said "the header was edited"
beside it, which an East log with South hands appended contradicts)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import final_check
from mjgui.replaycli import replay_command

WEST = Path(__file__).parent / "data" / "logs" / "other" / "pantheon-west.xml"
HEADER_LINE = (
    "the log's header says an East game, which ended after hand E4-0 (the last hand was played), "
    "yet the log deals this line's hand after it: the log's header or its hands were edited, so "
    "correct the log (its header, if the game was played in East and South rounds), not this line."
)


def _json(*words: str) -> dict[str, object]:
    out = io.StringIO()
    assert replay_command([str(WEST), "--json", *words], out) == 0
    final = json.loads(out.getvalue())["final"]
    assert isinstance(final, dict)
    return final


def test_each_refused_line_of_the_json_names_the_header() -> None:
    final = _json()
    refused = final["refused"]
    assert isinstance(refused, list) and len(refused) == 23
    assert refused[0] == {"line": 25, "message": f"Line 25 (ron player1 from player4 5): {HEADER_LINE}"}
    assert refused[1] == {"line": 27, "message": f"Line 27 (riichi player2): {HEADER_LINE}"}
    assert all(r["message"].endswith(HEADER_LINE) for r in refused)
    assert not any("Delete this line" in r["message"] for r in refused)
    assert final["reason"].startswith("The log's header says an East game")  # as before
    # the same cause as the final reason beside it
    assert "its header or its hands were edited" in final["reason"]
    assert "the log's header or its hands were edited" in HEADER_LINE


def test_in_russian() -> None:
    refused = _json("--lang", "ru")["refused"]
    assert refused[0]["message"] == (
        "Строка 25 (ron player1 from player4 5): заголовок лога говорит об игре в один круг Востока, "
        "которая закончилась после раздачи В4-0 (сыграна последняя раздача), но раздача этой "
        "строки идёт в логе после неё: изменён заголовок лога или его раздачи — исправьте лог (его "
        "заголовок, если играли круги Востока и Юга), а не эту строку."
    )
    assert "раздаёт раздачу" not in refused[0]["message"]


def test_the_log_windows_note_on_the_saved_record_names_the_header(tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(WEST)
    target = tmp_path / "west.mjgame"
    note = view.save_record(target)
    assert target.is_file()
    assert note.startswith(
        f"Saved the game record to {target}; replayed, the game refuses 23 lines of it (the first "
        f"is line 25: {HEADER_LINE[:-1]}). The game record saved from this log ends with another "
        "final score"
    )
    assert "Delete this line" not in note


def test_under_other_rules_the_lines_keep_the_games_words() -> None:
    """Read under another preset, the final reason does not blame the header (its rules are
    not the log's table's): nor does each line."""
    final = final_check(read_log_file(WEST, "ema"))
    assert final is not None and final.refused
    first = final.refused[0]
    assert final.refusal(first) is first
    assert "correct the log" not in final.refusal(first).message("en")

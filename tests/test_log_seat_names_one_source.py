"""A seat of a log is called by one name everywhere: the name its game record gives it. The log
window, ``mjgui replay`` and the record's comment line said a seat's own name where the log gave
one, the record's only for a seat with no name; a seat the record had to rename (``Player1``
beside ``player1``: one name to a record; a second ``Player1``) was "Player1" in the window and
the replay while the record and the league called it "Player4", and ``replay --json`` gave the
log's raw names (``["", "", "", ""]`` for an mjai log without names)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import read_log
from mjgui.core.logs.record import game_record, record_names, seat_names
from mjgui.replaycli import replay_command

#: an mjai log without ``names`` in its start_game (tests/data/logs/README.md)
MJAI = Path(__file__).parent / "data" / "logs" / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson"

#: the log's final points, seat by seat (the replay says them "Player1 24 600, …")
POINTS = ("24\u202f600", "38\u202f100", "18\u202f600", "18\u202f700")
CASES = [
    # the log's names, and each seat's name in the record
    (None, ["Player1", "Player2", "Player3", "Player4"]),
    (["player1", " ", "\u3000", "Player1"], ["player1", "Player2", "Player3", "Player4"]),
    (["Player1", "Player1", "", ""], ["Player1", "Player2", "Player3", "Player4"]),
    (["", "Player1", "", ""], ["Player2", "Player1", "Player3", "Player4"]),
    (["A B", "A_B", "", ""], ["A_B", "Player2", "Player3", "Player4"]),
]


def _named(tmp_path: Path, names: list[str] | None) -> Path:
    lines = MJAI.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first.pop("names", None)
    if names is not None:
        first["names"] = names
    path = tmp_path / "named.mjson"
    path.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    return path


def _replay(argv: list[str]) -> str:
    out = io.StringIO()
    assert replay_command(argv, out=out, stdin=io.StringIO(""), err=out) in (0, 1), out.getvalue()  # type: ignore[arg-type]
    return out.getvalue()


@pytest.mark.parametrize(("names", "record"), CASES, ids=[str(n) for n, _ in CASES])
def test_each_seat_has_the_records_name_everywhere(
    tmp_path: Path, names: list[str] | None, record: list[str]
) -> None:
    path = _named(tmp_path, names)
    log = read_log(path.read_text(encoding="utf-8"))
    assert list(record_names(log)) == record
    assert list(seat_names(log)) == record
    # the saved record: its comment line names the seats as its players line does
    text = game_record(log).splitlines()
    assert text[0] == f"# mjai game log: {' / '.join(record)}"
    assert next(line for line in text if line.startswith("players ")) == "players " + " ".join(record)
    # mjgui replay: the text's final standings and its JSON's players
    standings = _replay([str(path)]).splitlines()[-1]
    points = ", ".join(f"{name} {p}" for name, p in zip(record, POINTS, strict=True))
    assert standings.startswith(f"Final points in the log: {points} ("), standings
    assert json.loads(_replay([str(path), "--json"]))["players"] == record
    # the log window: its summary, its final standings and its rows
    for lang in ("en", "ru"):
        view = LogViewController(lang)
        view.open(path)
        shown = view.view()
        assert shown.summary.startswith(" · ".join(record) + " · "), shown.summary
        assert sorted(row.name for row in shown.final) == sorted(record)


def test_the_second_player1_is_player2_in_the_window_as_in_the_record(tmp_path: Path) -> None:
    """``["Player1", "Player1", "", ""]``: the window said "Player1" twice."""
    view = LogViewController("en")
    view.open(_named(tmp_path, ["Player1", "Player1", "", ""]))
    events = " ".join(row.event for row in view.view().rows if row.event)
    assert "Player2" in events

"""Where a log's error says it is: the line of an mjai log's event, counted with the readers'
shared :class:`~mjgui.core.logs.model.Positions` (the mjai reader counted a JSON list's lines by
hand). Every log is a real one of tests/data/logs, changed by hand where it breaks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mjgui.core.logs.mjai as mjai
from mjgui.core.logs import LogError, read_log
from mjgui.core.logs.model import Positions

LOGS = Path(__file__).parent / "data" / "logs"
#: Akochan's game, whose start_game names nobody; fan, fu and scores after each win
GAME = LOGS / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson"
#: Akochan's UI game (``"names": []``): a win says only who won from whom
BARE = LOGS / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"
#: a tenhou.net/6 log whose names are all empty (mjai-reviewer's confusing_nakis_2)
NAMELESS_T6 = LOGS / "mjai-reviewer-confusing_nakis_2.json"


def _lines(path: Path = GAME) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _first(lines: list[str], kind: str, actor: int) -> int:
    return next(
        i
        for i, line in enumerate(lines)
        if json.loads(line) == {**json.loads(line), "type": kind, "actor": actor}
    )


def _two_a_line(lines: list[str]) -> tuple[str, dict[int, tuple[int, int]]]:
    """The events as one JSON list after two blank lines, two items a line (``A, B,``): the
    text, and the line and column each item starts on, counted here from the layout."""
    out, where = ["", "", "["], {}
    for k in range(0, len(lines), 2):
        pair = lines[k : k + 2]
        where[k] = (len(out) + 1, 1)
        if len(pair) == 2:
            where[k + 1] = (len(out) + 1, len(pair[0]) + 3)
        out.append(", ".join(pair) + ("," if k + 2 < len(lines) else ""))
    out.append("]")
    return "\n".join(out) + "\n", where


@pytest.mark.parametrize("actor", [0, 1])  # the first item of its line, and the second
def test_an_mjai_lists_bad_event_is_said_on_its_own_line(actor: int) -> None:
    lines = _lines()
    at = _first(lines, "dahai", actor)
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})
    text, where = _two_a_line(lines)
    line = where[at][0]
    assert line > 4 and text.splitlines()[line - 1].count('"9z"') == 1
    (hand, *_) = (h for h in read_log(text).hands if h.error is not None)
    assert hand.error is not None and (hand.error.code, hand.error.line) == ("log_mjai_seat", line)
    assert f"event on line {line} has" in hand.error.message("en")
    assert f"в строке {line} " in hand.error.message("ru")


def test_an_mjai_lists_broken_item_is_said_at_its_line_and_column() -> None:
    lines = _lines()
    at = _first(lines, "dahai", 1)
    lines[at] = "[" * 100_000  # nested too deep to decode: where the item starts
    text, where = _two_a_line(lines)
    with pytest.raises(LogError) as caught:
        read_log(text)
    assert (caught.value.code, caught.value.line, caught.value.column) == ("log_json", *where[at])
    assert where[at][1] > 1  # the second item of its line


def test_the_mjai_reader_counts_a_lists_lines_with_the_readers_shared_positions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[int] = []

    class Counted(Positions):
        def __call__(self, index: int) -> tuple[int, int]:
            asked.append(index)
            return super().__call__(index)

    monkeypatch.setattr(mjai, "Positions", Counted)
    text, _ = _two_a_line(_lines())
    read_log(text)
    assert len(asked) == len(_lines()) and asked == sorted(asked)  # each item's start, in one pass

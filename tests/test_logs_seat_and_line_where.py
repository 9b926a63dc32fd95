"""Where a log's error says it is: the line of an mjai log's event, counted with the readers'
shared :class:`~mjgui.core.logs.model.Positions` (the mjai reader counted a JSON list's lines by
hand), and the seat, named as every other line of the log window and ``mjgui replay`` names it:
its record name (``Player2`` for a seat the log names not, where the errors said ``#2``). Every
log is a real one of tests/data/logs, changed by hand where it breaks."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import mjgui.core.logs.mjai as mjai
from mjgui.core.logs import LogError, read_log
from mjgui.core.logs.model import Positions
from mjgui.core.logs.record import seat_names
from mjgui.replaycli import replay_command

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


def test_an_mjai_error_names_a_seat_without_a_name_as_the_replay_does() -> None:
    lines = _lines(BARE)
    at = _first(lines, "dahai", 1)
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})
    log = read_log("\n".join(lines))
    (hand, *_) = log.unreadable
    assert hand.error is not None and seat_names(log)[1] == "Player2"
    assert hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player2's event on line {at + 1} has a wrong value "
        "(tile: 9z)."
    )
    assert hand.error.message("ru") == (
        f"Раздачу В1-0 лога mjai не прочитать: у события игрока Player2 в строке {at + 1} неверное "
        "значение (тайл: 9z)."
    )
    out = io.StringIO()
    replay_command(["-", "--lang", "en"], out=out, stdin=io.StringIO("\n".join(lines)), err=out)
    said = out.getvalue()
    assert "Player2's event" in said and "#2" not in said  # the wins' lines say Player1…Player4 too
    assert "Player1 31\u202f500, Player2 14\u202f400" in said  # the final line's names


def test_a_tenhou6_error_names_a_seat_without_a_name_as_the_replay_does() -> None:
    data = json.loads(NAMELESS_T6.read_text(encoding="utf-8"))
    assert data["name"] == ["", "", "", ""]
    data["log"][0][6][0] = "x"  # the first seat's first discard
    (hand, *_) = read_log(json.dumps(data)).unreadable
    assert hand.error is not None and hand.error.message("en") == (
        "Hand E1-0 of the game log cannot be read: Player1's discard 1 has a wrong value (tile: x)."
    )


def test_a_seat_off_a_three_player_table_is_still_said_by_its_number() -> None:
    text = (LOGS / "sanma" / "dnovikoff-sanma2.mjlog").read_text(encoding="utf-8")
    (hand,) = read_log(text.replace("<T38/>", "<W38/>", 1)).unreadable
    assert hand.error is not None and hand.error.message("en") == (
        "Hand E1-0 of the game log cannot be read: #4's take 1 has a wrong value (take: W38)."
    )


def test_a_win_whose_winner_is_no_seat_is_said_as_its_wrong_value_not_as_a_seat() -> None:
    # the last win of Akochan's UI game says only who won from whom, and its end_game no scores
    # (cut by hand): nothing says what the win moved. Its winner made no seat, 7: the error said
    # "the win of #1" (the win's number, as if it were a seat's)
    lines = _lines(BARE)
    at = max(i for i, line in enumerate(lines) if json.loads(line)["type"] == "hora")
    lines[at] = json.dumps({**json.loads(lines[at]), "actor": 7})
    lines[-1] = '{"type": "end_game"}'
    (hand,) = read_log("\n".join(lines)).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.line) == ("log_mjai_hand", at + 1)
    assert hand.error.message("en") == (
        f"Hand E4-0 of the mjai log cannot be read: line {at + 1} has a wrong value (actor: 7)."
    )

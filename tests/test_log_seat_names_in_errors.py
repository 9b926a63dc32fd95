"""The name a log's player keeps, and the name an error calls them by.

A name was tried on a record's ``players`` line beside the stand-ins ``X Y Z``: a player called
``x``, ``Y`` or ``z`` was "named twice" there and became ``Player1``… in the saved record, the
replay and the errors, though a record takes ``players y Aa Bb Cc``. And an error names a seat
by its record name: where that is not the log's own spelling (``John_Smith`` for ``John
Smith``, ``Player3`` for a second ``mortal``, ``Player4`` for ``ron``) the error says the log's
too, the player's only locator in an mjlog or a tenhou.net/6 file (no line numbers) or in a
site's viewer. Every log is a real one of tests/data/logs, changed by hand."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log
from mjgui.core.logs.model import seat_name
from mjgui.core.logs.names import names_for_record
from mjgui.core.logs.record import game_record, seat_names
from mjgui.replaycli import replay_command

LOGS = Path(__file__).parent / "data" / "logs"
#: a tenhou.net/6 log whose names are all empty (mjai-reviewer's confusing_nakis_2): its first
#: hand cannot be read, where seat 2's first discard is called; seat 0's and 1's break first
T6 = LOGS / "mjai-reviewer-confusing_nakis_2.json"
#: a tenhou.net/6 log a game record is saved from (mjai-reviewer's suukantsu_1)
T6_WHOLE = LOGS / "mjai-reviewer-suukantsu_1.json"
#: Akochan's UI game (``"names": []``)
MJAI = LOGS / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"
#: a Tenhou mjlog whose first take is ``<T94/>``
MJLOG = LOGS / "dnovikoff-example.mjlog"


def _t6(names: list[str], seat: int) -> str:
    """The tenhou.net/6 log with ``names``, ``seat``'s first discard broken."""
    data = json.loads(T6.read_text(encoding="utf-8"))
    data["name"] = names
    data["log"][0][6 + 3 * seat][0] = "x"
    return json.dumps(data)


def _error(text: str) -> LogError:
    (hand, *_) = read_log(text).unreadable
    assert hand.error is not None
    return hand.error


def _replay(text: str, *argv: str) -> str:
    out = io.StringIO()
    replay_command(["-", *argv], out=out, stdin=io.StringIO(text), err=out)
    return out.getvalue()


@pytest.mark.parametrize("names", [["y", "X", "z", "W"], ["x", "Y", "Z", "w"], ["A", "b", "C", "d"]])
def test_one_letter_names_are_kept(names: list[str]) -> None:
    assert names_for_record(names) == tuple(names)


def test_a_player_called_like_a_stand_in_keeps_the_name_in_record_replay_and_errors() -> None:
    names = ["y", "X", "z", "Dasha"]
    data = json.loads(T6_WHOLE.read_text(encoding="utf-8"))
    whole = json.dumps({**data, "name": names})
    log = read_log(whole)
    assert list(seat_names(log)) == names
    record = game_record(log).splitlines()
    assert record[0] == "# date 2020-02-03"  # the day of the game id in its ref (07:00 in UTC)
    assert record[1].endswith(": y / X / z / Dasha")
    assert next(line for line in record if line.startswith("players ")) == "players y X z Dasha"
    assert json.loads(_replay(whole, "--json"))["players"] == names
    assert _replay(whole).splitlines()[-1].startswith("Final score: y +18, X −11, z −74, Dasha +67.")
    text = _t6(names, 1)
    said = _replay(text, "--lang", "en")
    assert "X's discard 1 has a wrong value (tile: x)." in said and "Player" not in said
    assert _error(text).message("en") == (
        "Hand E1-0 of the game log cannot be read: X's discard 1 has a wrong value (tile: x)."
    )


NAMES = ["John Smith", "Mortal", "mortal", "ron"]  # cleaned, kept, repeated, a keyword


@pytest.mark.parametrize(
    ("names", "seat", "en", "ru"),
    [
        (["Mortal", "mortal", "", ""], 0, "Mortal", "Mortal"),  # the record keeps it: said once
        (["Mortal", "mortal", "", ""], 1, 'Player2 ("mortal" in the log)', "Player2 («mortal» в логе)"),
        (["ron", "Bob", "", ""], 0, 'Player1 ("ron" in the log)', "Player1 («ron» в логе)"),
        (
            ["John Smith", "", "", ""],
            0,
            'John_Smith ("John Smith" in the log)',
            "John_Smith («John Smith» в логе)",
        ),
    ],
)
def test_a_tenhou6_error_says_the_logs_name_beside_a_record_name_that_differs(
    names: list[str], seat: int, en: str, ru: str
) -> None:
    err = _error(_t6(names, seat))
    assert (
        err.message("en")
        == f"Hand E1-0 of the game log cannot be read: {en}'s discard 1 has a wrong value (tile: x)."
    )
    assert err.message("ru") == (
        f"Раздачу В1-0 в логе игры не прочитать: у игрока {ru} в сбросе № 1 неверное значение (тайл: x)."
    )


def test_a_seat_the_log_names_not_is_said_once() -> None:
    err = _error(_t6(["", " ", "Bob", "Carl"], 1))
    assert err.message("en") == (
        "Hand E1-0 of the game log cannot be read: Player2's discard 1 has a wrong value (tile: x)."
    )
    assert "«" not in err.message("ru")


def test_an_mjai_error_says_the_logs_name_of_a_keyword() -> None:
    lines = MJAI.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    lines[0] = json.dumps({**first, "names": NAMES})
    at = next(
        i
        for i, line in enumerate(lines)
        if json.loads(line).get("type") == "dahai" and json.loads(line)["actor"] == 3
    )
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})
    err = _error("\n".join(lines))
    assert err.message("en") == (
        "Hand E1-0 of the mjai log cannot be read: "
        f'Player4 ("ron" in the log)\'s event on line {at + 1} has a wrong value (tile: 9z).'
    )
    assert err.message("ru") == (
        f"Раздачу В1-0 лога mjai не прочитать: у события игрока Player4 («ron» в логе) в строке {at + 1} "
        "неверное значение (тайл: 9z)."
    )


def test_an_mjlog_error_says_the_logs_name_beside_its_cleaned_one() -> None:
    text = MJLOG.read_text(encoding="utf-8")
    text = text.replace('n0="%4D%70%65%61%63%65"', 'n0="John%20Smith"', 1).replace("<T94/>", "<T999/>", 1)
    err = _error(text)
    assert err.message("en") == (
        "Hand E1-0 of the game log cannot be read: "
        'John_Smith ("John Smith" in the log)\'s take 1 has a wrong value (tile: 999).'
    )
    assert "John_Smith («John Smith» в логе)" in err.message("ru")


def test_a_gap_in_the_points_names_each_player_as_the_errors_do() -> None:
    changes = ((seat_name(("mortal", "mortal"), 1), -12000), (seat_name(("mortal", "mortal"), 0), 12000))
    err = LogError("log_gap_points", round="E2-0", after="E1-0", changes=changes)
    assert 'Player2 ("mortal" in the log) −12\u202f000, mortal +12\u202f000' in err.message("en")
    assert "Player2 («mortal» в логе) −12\u202f000, mortal +12\u202f000" in err.message("ru")


def test_the_seat_is_still_its_record_name_to_code_that_reads_it() -> None:
    seat = seat_name(tuple(NAMES), 2)
    assert seat == "Player3" and f"{seat}" == "Player3"
    # equal as the plain strings are, whatever the log's spelling beside: was unequal to each
    # other while each equal to "Player2" (not transitive), two entries of a set where the plain
    # name made one
    lower, upper = seat_name(("mortal", "mortal"), 1), seat_name(("Mortal", "Mortal"), 1)
    assert lower == upper == "Player2"
    assert len({lower, upper}) == len({lower, upper, "Player2"}) == 1
    assert {lower: 1}.get(upper) == 1
    # each keeps its own spelling for the message
    assert lower.message("en") == 'Player2 ("mortal" in the log)'
    assert upper.message("en") == 'Player2 ("Mortal" in the log)'

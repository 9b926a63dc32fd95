"""Refusals that say the truth, and the real logs kept for them (tests/data/logs/README.md).

- A file of JSON values one a line that is no tenhou.net/6 log (an mjai log cut before its
  ``start_game``, mjx's state records) was "not valid JSON at line 2, column 1": every line is
  valid JSON. It is now refused as that value alone is.
- A JSON list of tenhou.net/6 logs (``[{…}, {…}]``) was "not a game log": it is read as JSON
  Lines are, with the same checks.
- A record or log whose bytes end in zeros (a copy under way) was "UTF-16 text" (all zeros) or
  "binary data" (text, then zeros) in the tracker and ``mjgui game``: said now as the league
  says it, from one test and one sentence (storage ``zero_filled``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import replay
from mjgui.core.game.storage import StorageError, record_text, zero_filled_line
from mjgui.core.league.season import load_season
from mjgui.core.logs import LogError, read_log, read_log_bytes, read_log_file
from mjgui.core.logs.record import game_record
from mjgui.core.quietparser import commands_program
from mjgui.gamecli import main as game_main

DATA = Path(__file__).parent / "data" / "logs"
AKOCHAN_UI = DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"
MJSCORE = DATA / "mjx-mjscore-2020052700gm-00a9-0000-75a4695c.json"
MJSCORE_MJLOG = DATA / "mjx-double-ron-honba.mjlog"  # the same game as Tenhou's mjlog
E2F6516D = DATA / "mjlog2json-2019021004gm-00a9-0000-e2f6516d"


def _refusal(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


# -- values one a line, or alone, that are no tenhou.net/6 log -------------------------------------


def test_an_mjai_log_cut_before_its_start_game_says_so_not_invalid_json() -> None:
    lines = AKOCHAN_UI.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["type"] == "start_game"
    expected = (
        "This is an mjai event log without its start: its first event (line 1) is start_kyoku, not "
        "start_game, so the players and the rules are not known. The file was cut or copied from "
        "the middle of a game: open the whole log."
    )
    for text in (
        "\n".join(lines[1:]) + "\n",  # every event after start_game, one a line
        lines[1] + "\n",  # the first of them alone
        json.dumps([json.loads(line) for line in lines[1:]]),  # as one JSON list
    ):
        err = _refusal(text)
        assert (err.code, err.line, err.params["found"]) == ("log_mjai_no_start", 1, "start_kyoku")
        assert err.message() == expected
    err = _refusal("\n\n" + "\n".join(lines[3:]))  # cut at a discard, after two blank lines
    assert (err.code, err.line, err.params["found"]) == ("log_mjai_no_start", 3, "dahai")
    assert err.message("ru").startswith(
        "Это лог событий mjai без начала: его первое событие (строка 3) — dahai"
    )


def test_json_values_one_a_line_that_are_no_log_are_no_game_log_as_one_alone_is() -> None:
    # mjx's state records (mjx-project/mjx tests_cpp/resources/json/first-example.json), their keys
    state = '{"hiddenState": {"wall": [48, 16]}, "publicObservation": {}, "roundTerminal": {}}'
    alone = _refusal(state + "\n")
    assert (alone.code, alone.line, alone.column) == ("log_unknown_format", 1, 1)
    several = _refusal("\n".join([state] * 9) + "\n")
    assert (several.code, several.line, several.column) == ("log_unknown_format", 1, 1)
    assert (
        several.message()
        == alone.message()
        == (
            "This is not a game log: expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log "
            "(line 1, column 1)."
        )
    )
    # an object whose "type" is no mjai event is no mjai log either, whatever JSON it is (a
    # mutated start_game's {"v": "start_game"} was a TypeError, make fuzz's property test found)
    for kind in ('"paipu"', '{"v": "start_game"}', "[1]", "null"):
        text = f'{{"type": {kind}}}\n{{"type": {kind}}}\n'
        assert _refusal(text).code == _refusal(text.split("\n")[0]).code == "log_unknown_format"
    # a line that is no JSON is still said to be so, where it is
    err = _refusal(state + "\n{oops\n")
    assert (err.code, err.line, err.column) == ("log_json", 2, 1)


def test_the_log_window_and_replay_say_it_of_a_file(tmp_path: Path) -> None:
    path = tmp_path / "x.mjson"
    path.write_text("".join(AKOCHAN_UI.read_text(encoding="utf-8").splitlines(keepends=True)[1:]), "utf-8")
    with pytest.raises(LogError) as caught:
        read_log_file(path)
    assert caught.value.code == "log_mjai_no_start"


# -- a JSON list of tenhou.net/6 logs --------------------------------------------------------------


def _mjscore_lines() -> list[str]:
    return [line for line in MJSCORE.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_a_json_list_of_logs_reads_as_the_same_logs_one_a_line() -> None:
    lines = _mjscore_lines()
    assert len(lines) == 9  # mjx's mjscore: one hand a line, no sc
    one_a_line = read_log("\n".join(lines) + "\n")
    listed = read_log("[" + ", ".join(lines) + "]")
    pretty = read_log(json.dumps([json.loads(line) for line in lines], indent=2, ensure_ascii=False))
    for log in (listed, pretty):
        assert log.hands == one_a_line.hands
        assert game_record(log) == game_record(one_a_line)
    # the same game as Tenhou's mjlog (mjx-project/mjx keeps both): the same hands' points, and
    # the record ends on the points of the mjlog's owari (245, 293, 304, 158)
    mjlog = read_log_file(MJSCORE_MJLOG)
    assert [h.deltas for h in listed.hands] == [h.deltas for h in mjlog.hands]
    assert mjlog.final == (24500, 29300, 30400, 15800)
    result = replay(game_record(listed))
    assert result.final.ended and result.final.points == mjlog.final


def test_a_json_list_of_logs_is_checked_as_json_lines_are() -> None:
    logs = [json.loads(line) for line in _mjscore_lines()]
    # out of order: the fourth log before the third
    shuffled = [*logs[:2], logs[3], logs[2], *logs[4:]]
    text = json.dumps(shuffled, indent=1, ensure_ascii=False)
    err = _refusal(text)
    third = [m.start() for m in re.finditer(r"^ \{$", text, re.M)][2]  # where the third log starts
    line = text.count("\n", 0, third) + 1
    assert (err.code, err.params["n"], err.params["item"], err.line) == ("log_json_list", 9, 3, line)
    assert err.message() == (
        f"This file is a list of 9 tenhou.net/6 logs that are not one game's hands in order: log 3 "
        f"(line {line}, column 2) does not follow the one before (the same players and rule, the next "
        "hand). "
        "Open one game's mjlog, tenhou.net/6 JSON (a list of its hands' logs is fine) or mjai event log."
    )
    # the same as one a line: said of that line
    lines = _refusal("\n".join(json.dumps(x, ensure_ascii=False) for x in shuffled))
    assert (lines.code, lines.line) == ("log_json_lines", 3)
    # another game's players on the second
    other = {**logs[1], "name": ["A", "B", "C", "D"]}
    err = _refusal(json.dumps([logs[0], other]))
    assert (err.code, err.params["item"], err.line) == ("log_json_list", 2, 1)
    # an item that is no log
    err = _refusal(json.dumps([logs[0], {"title": ["", ""]}]))
    assert (err.code, err.params["item"], err.line) == ("log_json_list_other", 2, 1)
    assert err.column == len(json.dumps([logs[0]])[:-1]) + 3
    # an empty list, a list of numbers: no game log
    assert _refusal("[]").code == _refusal("[1, 2]").code == "log_unknown_format"


# -- zeros at a file's end: a copy under way ------------------------------------------------------


GAME = "players Aiko Boris Chen Dasha\nron Aiko from Boris 3 40\n"


def test_one_test_of_zeros_at_the_end() -> None:
    assert zero_filled_line(b"\0" * 300) == 1
    assert zero_filled_line(GAME.encode()[:40] + b"\0" * 50) == 2
    assert zero_filled_line(b"") is None  # an empty file: a new game, not a copy
    assert zero_filled_line(GAME.encode()) is None
    assert zero_filled_line(b"pla\0yers\0") is None  # a NUL inside: damage
    assert zero_filled_line("players".encode("utf-16-le")) is None  # UTF-16: said so


@pytest.mark.parametrize(
    ("data", "line"),
    [(b"\0" * 300, 1), (GAME.encode()[:40] + b"\0" * 200, 2)],
    ids=["zeros", "text-then-zeros"],
)
def test_the_tracker_game_and_league_say_zeros_alike(
    tmp_path: Path, data: bytes, line: int, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "table-1.mjgame"
    path.write_bytes(data)
    said = (
        f"{path} ends in zero bytes from line {line} on: perhaps it is still being copied (a copy may "
        "fill the file with zeros first). Try again when the copy is done; if it stays so, the file is "
        "damaged: take the record from another copy. It was not changed."
    )
    with pytest.raises(StorageError) as caught:
        TrackerController().open_file(path)
    assert (caught.value.code, caught.value.message()) == ("zero_filled", said)
    assert game_main([str(path)]) == 2
    assert capsys.readouterr().err.strip() == said
    [skipped] = load_season([tmp_path]).skipped
    assert (skipped.error.code, skipped.message()) == ("zero_filled", said)
    with pytest.raises(StorageError) as caught:
        record_text(data, path)
    assert caught.value.code == "zero_filled"
    assert path.read_bytes() == data  # not changed
    with pytest.raises(LogError) as log:
        read_log_bytes(data)
    assert (log.value.code, log.value.line) == ("log_zero_filled", line)


def test_an_empty_file_is_a_new_game_in_the_tracker_and_no_game_in_the_league(tmp_path: Path) -> None:
    path = tmp_path / "table-1.mjgame"
    path.write_bytes(b"")
    assert record_text(b"", path) == ""
    TrackerController().open_file(path)  # opened: an empty game
    [skipped] = load_season([tmp_path]).skipped
    assert skipped.message() == (
        f"{path} is empty: perhaps it is still being synced or copied. It is not counted; run "
        f"{commands_program()} league again when the copy is done, or delete the file if it stays empty."
    )


# -- the real logs kept for these readers ---------------------------------------------------------


def test_tenhous_own_json_and_its_mjlog_read_to_the_same_record() -> None:
    """tsubakisakura/mjlog2json's pair of one game: the XML and Tenhou's tenhou.net/6 JSON."""
    mjlog = read_log_file(E2F6516D.with_suffix(".mjlog"))
    tenhou6 = read_log_file(E2F6516D.with_suffix(".json"))
    assert (mjlog.format, tenhou6.format) == ("mjlog", "tenhou6")
    for log in (mjlog, tenhou6):
        # the owari 44,-46.0,71,-33.0,407,21.0,478,58.0; the sc [4400,-46,7100,-33,40700,21,47800,58]
        assert log.final == (4400, 7100, 40700, 47800)
        assert log.final_scores == (-46000, -33000, 21000, 58000)
    body = [
        [line for line in game_record(log).splitlines() if not line.startswith("#")]
        for log in (mjlog, tenhou6)
    ]
    assert body[0] == body[1]
    result = replay(game_record(tenhou6))
    assert result.final.ended and result.final.points == (4400, 7100, 40700, 47800)


def test_dnovikoff_bug3_ends_on_its_owari() -> None:
    log = read_log_file(DATA / "dnovikoff-bug3.mjlog")
    # owari="269,-13,292,9,514,62,-75,-58": the last player below zero ends the game (E3-2)
    assert log.final == (26900, 29200, 51400, -7500)
    assert log.final_scores == (-13000, 9000, 62000, -58000)
    assert log.hands[-1].round == "E3-2" and log.hands[-1].end == "win"
    result = replay(game_record(log))
    assert result.final.ended and result.final.points == log.final


def test_a_cut_mjx_fixture_is_a_hand_with_no_end() -> None:
    """mjx-project/mjx keeps games cut short for its tests (tests_cpp/resources/mjlog/
    obs-discard-ron.mjlog: East 1's exhaustive draw, then E2-1 cut after some draws and
    discards, no win or draw written, no owari)."""
    log = read_log_file(DATA / "other" / "mjx-obs-discard-ron.mjlog")
    draw, hand = log.hands
    # <RYUUKYOKU ba="0,1" sc="250,-10,240,30,250,-10,250,-10" …>: one tenpai takes 3000
    assert (draw.round, draw.end, draw.deltas) == ("E1-0", "draw", (-1000, 3000, -1000, -1000))
    assert (hand.round, hand.end, log.final) == ("E2-1", "unreadable", None)
    assert hand.error is not None and hand.error.message() == (
        "Hand E2-1 of the game log cannot be read: it has no end (no win or draw is written before "
        "the next hand or the end of the file). The file is damaged or was edited."
    )


NOT_A_LOG = (
    "This is not a game log: expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log "
    "(line 1, column 1)."
)


@pytest.mark.parametrize(
    "data",
    [
        b"[1]\nkey=v\n",
        b"[1]\r\n\r\n; a comment\r\nkey = v\r\n",
        b"\xef\xbb\xbf[2024]\nname=x\n",
        b"\xff\xfe" + "\r\n[.ShellClassInfo]\r\nIconResource=x,0\r\n".encode("utf-16-le"),
        "[.ShellClassInfo]\r\nIconResource=x,0\r\n".encode("utf-16-le"),
        "[.ShellClassInfo]\r\nIconResource=x,0\r\n".encode("utf-16-be"),
        b"\xff\xfe" + "[1]\r\nkey=v\r\n".encode("utf-16-le"),
    ],
)
def test_an_ini_file_is_no_game_log_in_any_encoding(data: bytes) -> None:
    """An INI file whose section is a number (``[1]`` then ``key=v``) was "not valid JSON at line
    2, column 1", and a Windows desktop.ini (saved in UTF-16) was told to be saved again as UTF-8:
    neither is a game log, and both are said so, in both languages."""
    with pytest.raises(LogError) as err:
        read_log_bytes(data)
    assert err.value.message("en") == NOT_A_LOG
    assert err.value.message("ru").startswith("Это не лог игры")


def test_a_log_in_utf16_is_still_told_to_be_saved_as_utf8_and_json_is_still_json() -> None:
    """Only a text that would be a log once decoded gets the UTF-16 advice; a JSON list of
    numbers then JSON (no ``key=value``) is still read as JSON."""
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):
        with pytest.raises(LogError) as err:
            read_log_bytes('[{"log": []}]'.encode(encoding))
        assert err.value.code == "log_utf16", encoding
    with pytest.raises(LogError) as err:
        read_log_bytes(b"[1,\n2")
    assert err.value.code == "log_truncated"  # JSON cut off, said so (it was log_json)

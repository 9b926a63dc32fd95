"""Refusals that say what the file is (tests/data/logs/README.md names the samples).

- A game record in Mahjong Soul's own format (``{"head": …, "data": …}``, records named
  ``.lq.…``), as downloaders save a paipu, was "not a game log": it is said to be a Mahjong Soul
  record, to be converted to tenhou.net/6 JSON.
- Several tenhou.net/6 logs in one file, back to back, were "not valid JSON at line N" in most
  layouts (``jq . a.json b.json``, one a line then one over several, two on one line): only a
  first log over several lines with the next on one reached ``log_json_several``. Every layout of
  whole logs one after another now does; logs one a line are still read as one game.
- A tenhou.net/6 file cut off (a partial download: the text ends inside a value) was "not valid
  JSON at <its end>", where the mjlog reader says the file is cut off: it says so too; and a gzip
  file cut short (its stream stops before its end) is said to be cut off, even where what it
  inflates to reads as a whole log.
"""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pytest

from mjgui.core.league.season import log_bytes_given
from mjgui.core.logs import LogError, read_log, read_log_bytes, read_log_file
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
#: iwamoto65/mahjong-soul-data-viewer's demo paipu, its actions cut after the first hand's start
MAJSOUL_RAW = DATA / "other" / "iwamoto65-majsoul-raw-241023-8ebc1b25.json"


def _refusal(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


# -- a Mahjong Soul record in its own format -----------------------------------------------------

MAJSOUL_SAID = (
    "This is a Mahjong Soul game record (paipu) in Mahjong Soul's own format (line 1, column 1), "
    "which mjgui does not read: mjgui reads tenhou.net/6 JSON, Tenhou's mjlog XML and mjai event "
    "logs. Convert the game to tenhou.net/6 JSON (a paipu converter exports it), save that and open it."
)


def test_a_raw_mahjong_soul_record_is_said_to_be_one_to_convert() -> None:
    # it was "This is not a game log: expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai
    # event log": it is one, in a format mjgui does not read
    with pytest.raises(LogError) as caught:
        read_log_file(MAJSOUL_RAW)
    err = caught.value
    assert (err.code, err.line, err.column) == ("log_majsoul_record", 1, 1)
    assert err.message("en") == MAJSOUL_SAID
    assert err.message("ru").startswith("Это запись игры Mahjong Soul (paipu) в собственном формате")
    out = io.StringIO()
    assert replay_command([str(MAJSOUL_RAW)], out=out) == 2


def test_each_way_a_raw_mahjong_soul_record_is_written_is_said_to_be_one() -> None:
    data = json.loads(MAJSOUL_RAW.read_text(encoding="utf-8"))
    assert data["data"]["name"] == ".lq.GameDetailRecords"
    head = data["head"]
    for value in (
        data,
        {"data": data["data"], "head": head},  # its keys the other way round
        {"head": {"uuid": head["uuid"]}, "data": data["data"]},  # a head cut down: the records say
        {"head": head, "data": "ChUubHEuR2FtZURldGFpbFJlY29yZHMSAA=="},  # the records as base64
        data["data"],  # the records alone, without the game's head
    ):
        for text in (json.dumps(value), json.dumps(value, indent=1, ensure_ascii=False), json.dumps([value])):
            err = _refusal(text)
            assert (err.code, err.line) == ("log_majsoul_record", 1), text[:80]
    err = _refusal("\n\n" + json.dumps(data, ensure_ascii=False) + "\n")
    assert (err.code, err.line, err.column) == ("log_majsoul_record", 3, 1)
    # other JSON with a head and data, or a name, is still no game log
    for other in (
        {"head": {"title": "x"}, "data": {"rows": []}},
        {"head": {"uuid": head["uuid"]}, "data": {"name": "GameDetailRecords", "data": {}}},
        {"name": ".lq.GameDetailRecords"},
        {"head": [head], "data": data["data"]["data"]},
    ):
        assert _refusal(json.dumps(other)).code == "log_unknown_format", other


# -- several tenhou.net/6 logs in one file -------------------------------------------------------

#: two real tenhou.net/6 games (tests/data/logs/README.md), as a player may put them in one file
GAME_A = DATA / "majsoul-tensoul-py-ng-jade-south.json"
GAME_B = DATA / "mjlog2json-2019021004gm-00a9-0000-e2f6516d.json"


def _pretty(path: Path, newline: str = "\n") -> str:
    """The log as ``jq .`` writes it (two-space indents, a line feed at its end)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").replace("\n", newline)


def _compact(path: Path) -> str:
    """The log as ``jq -c`` writes it: one line."""
    return json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False) + "\n"


def _lines(text: str) -> int:
    return text.count("\n")


def test_every_layout_of_several_whole_logs_is_said_to_be_several_logs() -> None:
    a, b = _pretty(GAME_A), _pretty(GAME_B)
    ca, cb = _compact(GAME_A), _compact(GAME_B)
    cases = [
        # jq . a.json b.json: each over several lines (was "not valid JSON at line 1983, column 1")
        (a + b, 2, _lines(a), _lines(a) + 1),
        (a + "\n\n" + b, 2, _lines(a), _lines(a) + 3),  # blank lines between
        (_pretty(GAME_A, "\r\n") + _pretty(GAME_B, "\r\n"), 2, _lines(a), _lines(a) + 1),  # CRLF
        (a + a, 2, _lines(a), _lines(a) + 1),  # the same game twice
        (a.rstrip() + b, 2, _lines(a), _lines(a)),  # "}{": the next on the line the first ends on
        (ca + b, 2, 1, 2),  # one a line, then one over several (was "not valid JSON at line 2")
        (ca.rstrip() + " " + cb, 2, 1, 1),  # two on one line
        (ca.rstrip() + cb, 2, 1, 1),  # back to back, nothing between
        (ca + cb + b, 3, 2, 3),  # two one a line, then one over several
        (a + cb, 2, _lines(a), _lines(a) + 1),  # over several lines, then one on a line (as before)
    ]
    for text, n, last, line in cases:
        err = _refusal(text)
        said = (err.code, err.params["n"], err.params["last"], err.line)
        assert said == ("log_json_several", n, last, line), text[:60]
    err = _refusal(ca + b)
    assert err.message("en") == (
        "This file holds 2 tenhou.net/6 logs, not each on a line of its own (one ends on line 1, the next "
        "starts on line 2): several logs are read as one game only when each is on a line of its own. "
        "Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai event log."
    )
    assert err.message("ru").startswith(
        "В этом файле 2\u00a0лога tenhou.net/6, и не каждый на своей строке: один кончается в строке 1, "
        "следующий начинается в строке 2."
    )


def test_several_logs_one_a_line_are_still_read_and_what_is_no_log_among_them_said_where() -> None:
    ca, cb = _compact(GAME_A), _compact(GAME_B)
    # one a line: read as the hands of one game, which these two are not (as before)
    err = _refusal(ca + cb)
    assert (err.code, err.line, err.params["n"]) == ("log_json_lines", 2, 2)
    # a later value that is JSON but no log, or no JSON: said where it is, in any layout
    b = _pretty(GAME_B)
    err = _refusal(b + '  {"title": ["", ""]}\n')
    assert (err.code, err.line, err.column) == ("log_json_lines_other", _lines(b) + 1, 3)
    err = _refusal(b + '{"log": [}\n')
    assert (err.code, err.line, err.column) == ("log_json", _lines(b) + 1, 10)
    err = _refusal(b + "not json\n")
    assert (err.code, err.line, err.column) == ("log_json", _lines(b) + 1, 1)


# -- a file cut off ------------------------------------------------------------------------------

MJLOG = DATA / "mjlog2json-2019021004gm-00a9-0000-e2f6516d.mjlog"  # GAME_B as Tenhou's mjlog


def _cut_at(text: str, index: int) -> LogError:
    err = _refusal(text[:index])
    end = text[:index].rstrip(" \t\r\n")
    where = (end.count("\n") + 1, len(end) - (end.rfind("\n") + 1) + 1)  # just past its last character
    assert (err.code, err.line, err.column) == ("log_truncated", *where), repr(text[index - 20 : index])
    return err


def test_a_tenhou6_log_cut_off_is_said_to_be_cut_off_where_it_ends() -> None:
    compact = GAME_B.read_text(encoding="utf-8").rstrip()
    # half of it (was "The game log is not valid JSON at line 1, column 3781"), its last 3 characters
    err = _cut_at(compact, len(compact) // 2)
    assert err.message("en") == (
        f"The game log ends too early, at line 1, column {len(compact) // 2 + 1}: the file is cut off. "
        "Download the log again."
    )
    assert err.message("ru").startswith("Лог игры обрывается")
    _cut_at(compact, len(compact) - 3)
    _cut_at(compact[: len(compact) // 3] + "\n\n", len(compact) // 3 + 2)  # whitespace after the cut
    _cut_at(compact, compact.index('"name"') + 9)  # inside a player's name: a string left open
    _cut_at(compact, compact.index('"log"') + 3)  # inside a key
    pretty = _pretty(GAME_B)
    for at in (len(pretty) // 2, len(pretty) - 4, pretty.index("[", pretty.index('"log"')) + 1):
        _cut_at(pretty, at)
    _cut_at(pretty + pretty, len(pretty) + len(pretty) // 2)  # the second of two logs cut off
    _cut_at(_compact(GAME_A) + compact, len(_compact(GAME_A)) + 100)  # one a line, the second cut
    # JSON damaged before its end is still invalid JSON where it is
    middle = len(compact) // 2
    err = _refusal(compact[:middle] + "}" + compact[middle + 1 :])
    assert err.code == "log_json" and err.column <= middle + 1
    # a file cut off is still a game log to mjgui game and the league (log_json was looked at
    # again there to tell so): replay says what is wrong with it
    assert log_bytes_given(compact[: len(compact) // 2].encode())


def test_a_gzip_file_cut_short_is_said_to_be_cut_off() -> None:
    text = GAME_B.read_text(encoding="utf-8")
    packed = gzip.compress(text.encode())
    # cut in its middle (was "The game log is not valid JSON at line 1, column 7529"), and in its
    # last 8 bytes, the checksum and length, all the text inflated (was read as a whole log)
    for cut in (packed[: len(packed) // 2], packed[:-20], packed[:-4], packed[:-1]):
        with pytest.raises(LogError) as caught:
            read_log_bytes(cut)
        err = caught.value
        inflated = zlib_prefix(cut)
        assert text.startswith(inflated)
        said = (err.code, err.line, err.column)
        end = inflated.rstrip(" \t\r\n")  # where it ends, whitespace aside, as uncompressed
        assert said == ("log_truncated", end.count("\n") + 1, len(end.rsplit("\n", 1)[-1]) + 1)
    assert read_log_bytes(packed).players == read_log(text).players  # whole, it reads
    mjlog = MJLOG.read_text(encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_log_bytes(gzip.compress(mjlog.encode())[:-8])  # an mjlog's, all its text inflated
    assert (caught.value.code, caught.value.line) == ("log_truncated", mjlog.count("\n") + 1)
    assert caught.value.message("en").endswith(": the file is cut off. Download the log again.")
    with pytest.raises(LogError) as caught:
        read_log_bytes(packed[:2])  # its first bytes alone (was "This is not a game log")
    assert (caught.value.code, caught.value.line, caught.value.column) == ("log_truncated", 1, 1)


def zlib_prefix(data: bytes) -> str:
    """What a gzip stream cut short inflates to, as text (a letter cut in two left out)."""
    import zlib

    return zlib.decompressobj(zlib.MAX_WBITS | 16).decompress(data).decode("utf-8", errors="ignore")

"""The tenhou.net/6 reader's walk over a file of several JSON values, after a review.

- A file of many small values (``[][][]…``, a log then two million lines of ``1``) was decoded
  whole, every value kept, before the first was looked at (9.7 s and 429 MB for 4 MB of ``[]``):
  the walk stops at the first value that is no log.
- Logs one a line with a blank line made of U+3000, a no-break space or a form feed (line 3 or
  later, or the last) read before the walk and were then refused: such lines are skipped again.
- A line of logs one a line that lost its closing ``}`` was said at the next line (where JSON
  stops): it is said on its own line, where that line stops reading.
- A Mahjong Soul record's head with the records left on the server (``dataUrl``, no ``data``) was
  "not a game log": it is said to be a Mahjong Soul record.
- A text cut off is told by one rule: the reader's, the season's (is it a log cut short?) and a
  gzip file's cut short, which said its position past the text's last line break.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from mjgui.core.league import season
from mjgui.core.logs import LogError, read_log, read_log_bytes, tenhou6

DATA = Path(__file__).parent / "data" / "logs"
#: a real tenhou.net/6 game, written one hand a line below as mjx writes JSON Lines
MJX = DATA / "mjx-2011020414gm-ef18f336.json"
MJLOG = DATA / "mjlog2json-2019021004gm-00a9-0000-e2f6516d.mjlog"


def _hand_lines() -> list[str]:
    one = json.loads(MJX.read_text(encoding="utf-8"))
    head = {k: v for k, v in one.items() if k != "log"}
    return [json.dumps({**head, "log": [hand]}, ensure_ascii=False) for hand in one["log"]]


def _refusal(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


class _Counting(json.JSONDecoder):
    """A JSON decoder that counts the values it is asked to decode."""

    calls = 0

    def raw_decode(self, s: str, idx: int = 0) -> tuple[Any, int]:
        type(self).calls += 1
        return super().raw_decode(s, idx)


def test_a_file_of_many_small_values_is_refused_at_the_first_that_is_no_log(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tenhou6.json, "JSONDecoder", _Counting)
    lines = _hand_lines()
    many = 200_000
    cases = [
        ("[]" * many, ("log_unknown_format", 1, 1)),  # the first no log: said as it alone is
        (lines[0] + "\n" + "1\n" * many, ("log_json_lines_other", 2, 1)),  # a log, then no logs
        (lines[0] + "\n" + lines[1] + "\n" + "{}\n" * many, ("log_json_lines_other", 3, 1)),
        ('{"type": "tsumo", "actor": 0, "pai": "1m"}\n' * (many // 4), ("log_mjai_no_start", 1, 1)),
    ]
    for text, said in cases:
        _Counting.calls = 0
        err = _refusal(text)
        assert (err.code, err.line, err.column) == said
        # the values up to the first that is no log (and the one after a first that is none),
        # not the file's whole many: each was decoded and kept before it was looked at
        assert _Counting.calls <= 4, (said, _Counting.calls)


def test_logs_one_a_line_with_blank_lines_of_other_spaces_read_as_one_game() -> None:
    lines = _hand_lines()
    whole = read_log("\n".join(lines) + "\n")
    assert len(whole.hands) == len(lines) > 3
    for blank in ("\u3000", "\u00a0", "\x0c", " \u3000\t", "\u2028"):
        for text in (
            "\n".join([*lines[:2], blank, *lines[2:]]),  # line 3 (was "not valid JSON at line 3")
            "\n".join(lines) + "\n" + blank + "\n",  # the last line
            "\n".join([*lines[:3], blank, blank, *lines[3:]]) + "\n",  # two
            "\n".join([lines[0], blank, *lines[1:]]),  # line 2 (refused before and since)
        ):
            log = read_log(text)
            assert [h.round for h in log.hands] == [h.round for h in whole.hands], repr(blank)
    # such a space after a log on its line, or before one, is still invalid JSON there
    err = _refusal(lines[0] + "\u3000\n" + "\n".join(lines[1:]))
    assert (err.code, err.line, err.column) == ("log_json", 1, len(lines[0]) + 1)
    err = _refusal("\n".join([*lines[:2], "\u3000" + lines[2], *lines[3:]]))
    assert (err.code, err.line, err.column) == ("log_json", 3, 1)
    # a million blank lines are skipped in one pass
    assert len(read_log(lines[0] + "\n" + "\u3000\n" * 1_000_000).hands) == 1


def test_a_line_that_lost_its_end_is_said_on_its_own_line() -> None:
    lines = _hand_lines()
    cut = lines[1][:-1]  # its closing } lost
    err = _refusal("\n".join([lines[0], cut, *lines[2:]]) + "\n")
    # was line 3, column 1: where JSON stops, on the next line
    assert (err.code, err.line, err.column) == ("log_json", 2, len(cut) + 1)
    err = _refusal("\n".join([lines[0], lines[1], lines[2][:-2], *lines[3:]]))
    assert (err.code, err.line, err.column) == ("log_json", 3, len(lines[2]) - 1)
    # the last line cut off is the file cut off, as before
    for end in ("", "\n", "\n\n"):
        text = "\n".join([*lines[:-1], lines[-1][:-1]]) + end
        err = _refusal(text)
        assert (err.code, err.line) == ("log_truncated", len(lines)), repr(end)


def test_a_mahjong_soul_head_with_its_records_left_on_the_server_is_said_to_be_one() -> None:
    head = {"uuid": "241023-8ebc1b25-cd19-4146-888f-59c3b6db234e", "accounts": [{"seat": 0}]}
    for key in ("dataUrl", "data_url"):
        err = _refusal(json.dumps({"head": head, key: "https://example.com/paipu"}))
        assert (err.code, err.line, err.column) == ("log_majsoul_record", 1, 1)  # was log_unknown_format
    # without that head, or without where the records are, it is no game log
    for other in (
        {"head": head},
        {"head": {"uuid": head["uuid"]}, "dataUrl": "https://example.com/paipu"},
        {"head": {**head, "uuid": 7}, "dataUrl": "https://example.com/paipu"},
        {"head": {"uuid": head["uuid"], "accounts": {}}, "data_url": "https://example.com/paipu"},
    ):
        assert _refusal(json.dumps(other)).code == "log_unknown_format", other


def test_a_cut_off_text_is_told_by_one_rule() -> None:
    compact = json.dumps(json.loads(MJX.read_text(encoding="utf-8")), ensure_ascii=False)
    cut = compact[: len(compact) // 2]
    for tail in ("", "\n", " \t\r\n", "\u3000", "\u00a0\n", "\x0c", "\n\u3000"):
        text = cut + tail
        code = _refusal(text).code
        assert code in ("log_truncated", "log_json")
        # the season tells a cut-off log from other JSON-looking text as the reader does
        assert season._json_cut_short(text.encode()) == (code == "log_truncated"), repr(tail)
    # a gzip file cut short is said where the same text uncompressed is said to end
    for text in (cut + "\n\n", compact + "\n"):
        packed = gzip.compress(text.encode())[:-4]  # all its text inflated
        with pytest.raises(LogError) as caught:
            read_log_bytes(packed)
        said = (caught.value.code, caught.value.line, caught.value.column)
        assert said == ("log_truncated", 1, len(text.rstrip()) + 1)
        if text != compact + "\n":  # cut: the same as uncompressed
            plain = _refusal(text)
            assert (plain.line, plain.column) == said[1:]
    mjlog = MJLOG.read_text(encoding="utf-8")
    half = mjlog[: len(mjlog) // 2] + "\n"
    plain = _refusal(half)  # the XML reader's place: where its parser stops
    with pytest.raises(LogError) as caught:
        read_log_bytes(gzip.compress(half.encode())[:-4])
    assert (caught.value.code, caught.value.line, caught.value.column) == (
        plain.code,
        plain.line,
        plain.column,
    )

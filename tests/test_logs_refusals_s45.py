"""Refusals that say what the file is (tests/data/logs/README.md names the samples).

- A game record in Mahjong Soul's own format (``{"head": …, "data": …}``, records named
  ``.lq.…``), as downloaders save a paipu, was "not a game log": it is said to be a Mahjong Soul
  record, to be converted to tenhou.net/6 JSON.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log, read_log_file
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

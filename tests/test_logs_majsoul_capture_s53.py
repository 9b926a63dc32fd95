"""A capture of the Mahjong Soul client's messages, given where a game log is read.

Browser extensions and proxy tools dump the messages the Mahjong Soul client is sent during a
game (``ActionNewRound``, ``ActionDiscardTile``…, each ``{"name": …, "data": …}``, or the
``.lq.ActionPrototype`` messages that carry them). Such a file was refused as "This is not a
game log: expected Tenhou mjlog XML, …", without a word on what it is. It is now said to be a
capture, one player's view, and how to get a log of the game instead (its game record, converted
to tenhou.net/6 JSON). The sample is thougr/mjai_bridge's (tests/data/logs/README.md)."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from mjgui.core.league.season import log_given
from mjgui.core.logs import LogError, read_log, read_log_file
from mjgui.gamecli import game_command
from mjgui.replaycli import replay_command
from tests.logmutate import REFUSED_SAMPLES
from tests.util import one_stream

#: thougr/mjai_bridge's captured game (src/convert_mjai.js), its first eight actions
CAPTURE = Path(__file__).parent / "data" / "logs" / "other" / "mjai-bridge-majsoul-capture.json"

SAID = (
    "This is a capture of the Mahjong Soul client's messages (ActionNewRound…; line 2, column 1): one "
    "player's view of a game, not a game log. mjgui reads tenhou.net/6 JSON, mjlog XML and mjai event "
    "logs: convert the game's record (paipu) to tenhou.net/6 JSON with a paipu converter and open that."
)


def _refusal(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


def test_a_capture_of_the_clients_messages_is_said_to_be_one() -> None:
    # was log_unknown_format: "This is not a game log: expected Tenhou mjlog XML, …"
    with pytest.raises(LogError) as caught:
        read_log_file(CAPTURE)
    err = caught.value
    assert (err.code, err.line, err.column) == ("log_majsoul_capture", 2, 1)  # its first message
    assert err.message("en") == SAID
    assert err.message("ru").startswith(
        "Это запись сообщений клиента Mahjong Soul (ActionNewRound…; строка 2, позиция 1): игра глазами "
        "одного игрока, а не лог игры."
    )
    out, said = io.StringIO(), io.StringIO()
    assert replay_command([str(CAPTURE)], out=out, err=said) == 2
    assert SAID[0].lower() + SAID[1:] in said.getvalue()  # after the file's name: small


def test_each_way_a_capture_is_written_is_said_to_be_one() -> None:
    actions = json.loads(CAPTURE.read_text(encoding="utf-8"))
    assert [a["name"] for a in actions[:3]] == ["ActionNewRound", "ActionDiscardTile", "ActionDealTile"]
    first = actions[0]
    prototype = {"method": ".lq.ActionPrototype", "type": 1, "data": {"step": 1, **first}}
    for value in (
        actions,  # the list as the tool keeps it
        first,  # one message alone
        {"step": 0, "name": "ActionMJStart", "data": ""},  # the game's first, its data as base64
        {"name": ".lq.ActionNewRound", "data": first["data"]},  # its full type name
        prototype,  # as a proxy names the message that carries it
        {"method": ".lq.Lobby.heatbeat", "data": {}},  # a capture that starts at the lobby
        {"game_restore": {"actions": [{"name": "ActionNewRound", "data": "QUJD"}]}},  # a game resumed
        {"gameRestore": {"actions": []}},
    ):
        listed = () if isinstance(value, list) else (json.dumps([value]),)
        for text in (json.dumps(value), json.dumps(value, indent=2), *listed):
            err = _refusal(text)
            assert (err.code, err.line) == ("log_majsoul_capture", 1 + text.startswith("[\n")), text[:80]
    # one message a line, as a proxy tool appends them
    lines = "".join(json.dumps(a) + "\n" for a in actions)
    assert (_refusal(lines).code, _refusal(lines).line) == ("log_majsoul_capture", 1)
    err = _refusal("\n\n" + json.dumps(prototype) + "\n" + json.dumps(prototype) + "\n")
    assert (err.code, err.line, err.column) == ("log_majsoul_capture", 3, 1)


def test_what_is_no_capture_is_said_as_before() -> None:
    # a paipu fetched through the client's protocol is a record, said as one
    record = {
        "method": ".lq.Lobby.fetchGameRecord",
        "data": {"head": {"uuid": "x", "accounts": []}, "data": {}},
    }
    assert _refusal(json.dumps(record)).code == "log_majsoul_record"
    assert _refusal(json.dumps({"name": ".lq.GameDetailRecords", "data": {}})).code == "log_majsoul_record"
    # other JSON with a name and data, a method, or actions is still no game log
    for other in (
        {"name": "Actions", "data": {}},
        {"name": "ActionNewRound"},  # no data
        {"name": "action_new_round", "data": {}},
        {"method": "lq.ActionPrototype", "data": {}},
        {"game_restore": {"actions": {}}},
        {"actions": [{"name": "ActionNewRound", "data": {}}]},
    ):
        assert _refusal(json.dumps(other)).code == "log_unknown_format", other


def test_the_fuzzers_log_kind_feeds_the_capture() -> None:
    assert CAPTURE.read_text(encoding="utf-8") in REFUSED_SAMPLES


def test_game_and_league_say_a_capture_is_one_naming_the_file(tmp_path: Path) -> None:
    # mjgui game said "… is a game log, not a game record … Use mjgui replay", which refuses it
    path = tmp_path / "capture.json"
    shutil.copyfile(CAPTURE, path)
    said = (
        f"{path} is a capture of the Mahjong Soul client's messages (ActionNewRound…): one player's "
        "view of a game, not a game log. mjgui reads tenhou.net/6 JSON, mjlog XML and mjai event logs: "
        "convert the game's record (paipu) to tenhou.net/6 JSON with a paipu converter and open that."
    )
    assert not log_given(path)
    out = io.StringIO()
    assert one_stream(game_command)([str(path)], out=out) == 2
    assert out.getvalue() == said + "\n"
    out = io.StringIO()
    assert one_stream(game_command)([str(path), "--lang", "ru"], out=out) == 2
    assert out.getvalue().startswith(f"{path} — запись сообщений клиента Mahjong Soul (ActionNewRound…)")

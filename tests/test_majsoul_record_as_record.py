"""A game record in Mahjong Soul's own format, given where a game record is read.

``mjgui replay paipu.json`` says it is a Mahjong Soul record mjgui does not read (convert it to
tenhou.net/6 JSON), but ``mjgui game paipu.json``, ``mjgui league`` and the club window said "is a
game log, not a game record … use mjgui replay", and replay then refused it. They now say the
Mahjong Soul sentence themselves, naming the file, as they do a file that holds a link."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.season import load_season, log_given
from mjgui.gamecli import game_command as _game_command
from mjgui.leaguecli import league_command as _league_command
from tests.test_league import HAND_WRITTEN
from tests.util import one_stream

game_command = one_stream(_game_command)  # its errors read from its output too
league_command = one_stream(_league_command)

#: iwamoto65/mahjong-soul-data-viewer's demo paipu (tests/data/logs/README.md)
PAIPU = Path(__file__).parent / "data" / "logs" / "other" / "iwamoto65-majsoul-raw-241023-8ebc1b25.json"


def _said(path: object) -> str:
    return (
        f"{path} is a Mahjong Soul game record (paipu) in Mahjong Soul's own format, which mjgui does "
        "not read: mjgui reads tenhou.net/6 JSON, Tenhou's mjlog XML and mjai event logs. Convert the "
        "game to tenhou.net/6 JSON (a paipu converter exports it), save that and open it."
    )


def _game(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    status = game_command(argv, out=out, stdin=io.StringIO(stdin))
    return status, out.getvalue()


@pytest.mark.parametrize("name", ["paipu.json", "paipu.mjgame"])
def test_game_says_a_mahjong_soul_record_is_one_to_convert(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    shutil.copyfile(PAIPU, path)
    assert not log_given(path)  # no log replay reads
    status, text = _game([str(path)])
    # was "… is a game log, not a game record: mjgui game replays a record. Use mjgui replay …"
    assert (status, text) == (2, _said(path) + "\n")
    status, out = _game([str(path), "--json", "--lang", "ru"])
    error = json.loads(out)["error"]
    assert status == 2 and error["code"] == "log_majsoul_record" and error["line"] is None
    assert error["message"].startswith(f"{path} — запись игры Mahjong Soul (paipu) в собственном формате")
    status, text = _game(["-"], stdin=PAIPU.read_text(encoding="utf-8"))
    assert (status, text) == (2, _said("Standard input") + "\n")


def _club(tmp_path: Path) -> Path:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "evening.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    shutil.copyfile(PAIPU, folder / "soul.mjgame")
    return folder


def test_league_and_the_club_window_say_a_mahjong_soul_record_is_one_to_convert(tmp_path: Path) -> None:
    folder = _club(tmp_path)
    soul, named = folder / "soul.mjgame", tmp_path / "paipu.json"
    shutil.copyfile(PAIPU, named)
    out = io.StringIO()
    assert league_command([str(folder), str(named)], out) == 1
    text = out.getvalue()
    assert f"  {_said(soul)}\n" in text and f"  {_said(named)}\n" in text
    assert "is a game log" not in text and "mjgui replay" not in text
    out = io.StringIO()
    assert league_command([str(folder), "--json"], out) == 1
    (skipped,) = json.loads(out.getvalue())["skipped"]
    assert skipped == {"file": "soul.mjgame", "code": "log_majsoul_record", "error": _said(soul)}
    # the club window names a season's files from its folder
    season = load_season([folder])
    (skip,) = season.skipped
    assert skip.message("en", within=folder) == _said("soul.mjgame")
    assert skip.message("ru", within=folder).startswith("soul.mjgame — запись игры Mahjong Soul")
    club = ClubController("en")
    views = []
    club.subscribe(views.append)
    club.open_folder(folder)
    assert views[-1].skipped == (_said("soul.mjgame"),)  # was "… is a game log, not a game record"


def test_game_on_standard_input_says_a_mahjong_soul_record_over_a_megabyte_is_one_to_convert(
    tmp_path: Path,
) -> None:
    """``mjgui game -`` read standard input only to a record's size limit (1 MB) and a byte: a
    Mahjong Soul record longer than that, cut there, read as a game log cut short ("Standard
    input is a game log … Use mjgui replay -"), while the same file named got the Mahjong Soul
    sentence. Standard input that starts as a log is now read on to a log's limit, and told on
    the same facts as the file named."""
    record = json.loads(PAIPU.read_text(encoding="utf-8"))
    record["data_pad"] = ["x" * 1000] * 1200  # a Mahjong Soul record of 1.2 MB
    text = json.dumps(record)
    assert len(text) > 1_200_000
    path = tmp_path / "paipu.json"
    path.write_text(text, encoding="utf-8")
    assert _game([str(path)]) == (2, _said(path) + "\n")
    assert _game(["-"], stdin=text) == (2, _said("Standard input") + "\n")  # was "… is a game log"
    status, out = _game(["-", "--json"], stdin=text)
    assert status == 2 and json.loads(out)["error"]["code"] == "log_majsoul_record"

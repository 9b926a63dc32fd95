"""A file that holds only a link to a game log, given where a game record is read.

``mjgui replay u.txt``, the log window and ``mjgui FILE`` say such a file is a link (which site,
how to get the log: :mod:`mjgui.core.logs.links`), but ``mjgui game u.txt`` said "No players
yet ... Line 1 (https://…) is not a record command" and ``mjgui league`` listed it as a damaged
record. Both now give the link's own words, naming the file; tenhou.net/6 ``#json=`` links,
which hold the log itself, get a game log's treatment (``mjgui replay`` reads them)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.league.season import load_season
from mjgui.gamecli import game_command as _game_command
from mjgui.leaguecli import league_command as _league_command
from mjgui.replaycli import replay_command as _replay_command
from tests.logmutate import JSON_LINK_SAMPLES, LINK_SAMPLES
from tests.test_league import HAND_WRITTEN
from tests.util import one_stream

game_command = one_stream(_game_command)  # its errors read from its output too
league_command = one_stream(_league_command)  # its errors read from its output too
replay_command = one_stream(_replay_command)  # its errors read from its output too

#: the code replay gives each of :data:`LINK_SAMPLES`
SAMPLE_CODES = (
    "log_link_tenhou",
    "log_link_tenhou",
    "log_link_mahjongsoul",
    "log_link_tenhou",
    "log_link_tenhou",
)


def _game(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    status = game_command(argv, out=out, stdin=io.StringIO(stdin))
    return status, out.getvalue()


def _league(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command(argv, out)
    return status, out.getvalue()


def _replay_said(path: Path, lang: str = "en") -> tuple[str, str]:
    out = io.StringIO()
    assert replay_command([str(path), "--json", "--lang", lang], out) == 2
    error = json.loads(out.getvalue())["error"]
    return error["code"], error["message"]


@pytest.mark.parametrize("name", ["u.txt", "u.mjgame"])
@pytest.mark.parametrize("index", range(len(LINK_SAMPLES)))
def test_game_says_a_link_file_is_a_link_as_replay_does(tmp_path: Path, name: str, index: int) -> None:
    path = tmp_path / name
    path.write_text(LINK_SAMPLES[index], encoding="utf-8")
    code, said = _replay_said(path)
    assert code == SAMPLE_CODES[index]
    status, text = _game([str(path)])
    assert (status, text) == (2, said + "\n")
    assert text.startswith(f"{path} holds ") and len(said) - len(str(path)) < 300
    assert "record command" not in text and "No players" not in text
    status, out = _game([str(path), "--json", "--lang", "ru"])
    assert status == 2
    said_ru = _replay_said(path, "ru")[1]  # no line of a record is wrong: "line" null, as every error's
    assert json.loads(out) == {"ok": False, "error": {"code": code, "message": said_ru, "line": None}}
    assert json.loads(out)["error"]["message"].startswith(f"{path} содержит ")


def test_game_says_a_link_without_a_line_break_and_on_standard_input_is_a_link(tmp_path: Path) -> None:
    path = tmp_path / "saved.txt"
    path.write_text(LINK_SAMPLES[0].rstrip("\n"), encoding="utf-8")
    status, text = _game([str(path)])
    assert status == 2 and text == (
        f"{path} holds a link to the Tenhou game 2019103023gm-00a9-0000-1d1f31a8, not its log. Download "
        "the log (mjlog XML) from https://tenhou.net/0/log/?2019103023gm-00a9-0000-1d1f31a8, save it as "
        "a .mjlog file and open that.\n"
    )
    status, text = _game(["-"], stdin=LINK_SAMPLES[2])
    assert status == 2 and text.startswith("Standard input holds a link to a Mahjong Soul game record")
    status, out = _game(["-", "--json"], stdin=LINK_SAMPLES[2])
    assert status == 2 and json.loads(out)["error"]["code"] == "log_link_mahjongsoul"


@pytest.mark.parametrize("index", range(len(JSON_LINK_SAMPLES)))
def test_game_sends_a_file_of_json_links_to_replay_as_a_game_log(tmp_path: Path, index: int) -> None:
    path = tmp_path / "links.txt"
    path.write_text(JSON_LINK_SAMPLES[index], encoding="utf-8")
    status, text = _game([str(path)])
    assert (status, text) == (
        2,
        f"{path} is a game log, not a game record: mjgui game replays a record. Use mjgui replay "
        f"{path}, which scores every win of a log.\n",
    )
    status, out = _game([str(path), "--json"])
    assert status == 2 and json.loads(out)["error"]["code"] == "game_log"
    status, text = _game(["-"], stdin=JSON_LINK_SAMPLES[index])
    assert status == 2 and text.startswith("Standard input is a game log, not a game record")


def test_a_record_is_still_read_and_a_refused_line_still_said(tmp_path: Path) -> None:
    """Only a file of nothing but links is one: a record with an address in it keeps the line
    its reader refuses."""
    path = tmp_path / "game.mjgame"
    path.write_text(
        "players A B C D\nhttps://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8\n", encoding="utf-8"
    )
    status, text = _game([str(path)])
    assert status == 1 and "Line 2 (https://tenhou.net/" in text and "holds a link" not in text


def _club(tmp_path: Path) -> Path:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "evening.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "tenhou.mjgame").write_text(LINK_SAMPLES[0], encoding="utf-8")
    (folder / "soul.mjgame").write_text(LINK_SAMPLES[2].rstrip("\n"), encoding="utf-8")  # no line break
    (folder / "links.mjgame").write_text(JSON_LINK_SAMPLES[0], encoding="utf-8")
    return folder


def test_league_lists_a_link_file_as_a_link_and_json_links_as_a_game_log(tmp_path: Path) -> None:
    folder = _club(tmp_path)
    tenhou, soul, links = folder / "tenhou.mjgame", folder / "soul.mjgame", folder / "links.mjgame"
    status, text = _league([str(folder)])
    assert status == 1
    assert f"  {tenhou} {_replay_said(tenhou)[1].removeprefix(f'{tenhou} ')}\n" in text
    assert f"  {soul} holds a link to a Mahjong Soul game record (paipu), not a game log:" in text
    assert (
        f"  {links} is a game log, not a game record: it is not counted. mjgui replay {links} scores "
        "every win of a log.\n" in text
    )
    assert "record command" not in text and "characters" not in text and "still being" not in text
    status, out = _league([str(folder), "--json", "--lang", "ru"])
    assert status == 1
    answer = json.loads(out)
    assert answer["games"] == 1
    skipped = {s["file"]: s["error"] for s in answer["skipped"]}
    assert skipped == {
        "links.mjgame": f"{links} — лог игры, а не запись игры: он не учитывается. mjgui replay {links} "
        "считает каждый выигрыш лога.",
        "soul.mjgame": _replay_said(soul, "ru")[1],
        "tenhou.mjgame": _replay_said(tenhou, "ru")[1],
    }
    assert skipped["tenhou.mjgame"].startswith(f"{tenhou} содержит ссылку на игру Tenhou")


def test_the_season_says_a_link_file_from_its_folder(tmp_path: Path) -> None:
    """The club window names a season's files from its folder: the link's words too."""
    folder = _club(tmp_path)
    season = load_season([folder])
    said = {s.path.name: s.message("en", within=folder) for s in season.skipped}
    assert said["tenhou.mjgame"].startswith("tenhou.mjgame holds a link to the Tenhou game 2019103023gm-")
    assert said["soul.mjgame"].startswith("soul.mjgame holds a link to a Mahjong Soul game record")

"""A file that holds a link to a game log, not the log (a player saved the address).

``printf 'https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8&tw=0\\n' > u.txt; mjgui replay
u.txt`` said "This is not a game log: expected Tenhou mjlog XML or tenhou.net/6 JSON (line 1,
column 1)": nothing of the link, nor how to get the log it names. Now the readers say which site
the link leads to, that the file holds the link, and how to get the log, in ``mjgui replay``, the
game-log window and ``mjgui FILE``; a real log that merely holds ``http`` still reads.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.controller.game.opening import kind_of, window_for
from mjgui.core.logs import LogError, is_log_file, looks_like_log, read_log, read_log_file, read_log_stream
from mjgui.core.logs.links import LINK_CODES, find_link
from mjgui.replaycli import replay_command
from tests.logmutate import LINK_SAMPLES, check_log_text
from tests.test_logview_controller import hand

LOG_ID = "2019103023gm-00a9-0000-1d1f31a8"
TENHOU = f"https://tenhou.net/0/?log={LOG_ID}&tw=0"
TENHOU_SAID = (
    f"u.txt holds a link to the Tenhou game {LOG_ID}, not its log. Download the log (mjlog XML) from "
    f"https://tenhou.net/0/log/?{LOG_ID}, save it as a .mjlog file and open that."
)
PAIPU = "https://game.mahjongsoul.com/?paipu=231231-1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901_a123456"
MAJSOUL_SAID = (
    "u.txt holds a link to a Mahjong Soul game record (paipu), not a game log: mjgui does not read "
    "Mahjong Soul's own records. Convert the game to tenhou.net/6 JSON (a paipu converter exports "
    "it), save that and open it."
)
WEB_SAID = (
    "u.txt holds a web address (example.com), not a game log. mjgui reads a log saved as a file: "
    "Tenhou's mjlog XML or tenhou.net/6 JSON. Download the log itself and open that file."
)


def _refusal(tmp_path: Path, data: bytes, name: str = "u.txt") -> LogError:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(LogError) as refused:
        read_log_file(path)
    return refused.value


def _said(err: LogError, tmp_path: Path, lang: str = "en") -> str:
    """The message with the file named as the player named it (``u.txt``, in the folder)."""
    return err.message(lang).replace(f"{tmp_path}/", "")


@pytest.mark.parametrize(
    "text",
    [
        TENHOU,
        f"https://tenhou.net/3/?log={LOG_ID}&tw=2",
        f"http://tenhou.net/5/?log={LOG_ID}",
        f"https://tenhou.net/6/?log={LOG_ID}&ts=3",
        f"http://e.mjv.jp/0/?log={LOG_ID}",
        f"HTTPS://TENHOU.NET/0/?log={LOG_ID}",
        f"https://tenhou.net/0/log/?{LOG_ID}",  # the download address itself, saved
        f"https://example.com/notes {TENHOU}",  # a few links: the Tenhou game is what is meant
    ],
)
def test_a_tenhou_link_says_which_game_and_where_its_log_is(tmp_path: Path, text: str) -> None:
    err = _refusal(tmp_path, (text + "\n").encode())
    assert (err.code, err.line, err.column) == ("log_link_tenhou", 1, 1)
    assert _said(err, tmp_path) == TENHOU_SAID
    assert len(TENHOU_SAID) < 300
    assert _said(err, tmp_path, "ru") == (
        f"u.txt содержит ссылку на игру Tenhou {LOG_ID}, а не её лог. Скачайте лог (mjlog XML) по "
        f"адресу https://tenhou.net/0/log/?{LOG_ID}, сохраните его в файл .mjlog и откройте этот файл."
    )


@pytest.mark.parametrize(
    "text",
    [
        PAIPU,
        "https://mahjongsoul.game.yo-star.com/?paipu=231231-1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901",
        "https://game.maj-soul.com/1/?paipu=231231-1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901_a1_2",
        "https://game.maj-soul.net/1/?paipu=jmmmjp-x",
        "https://viewer.example.org/?paipu=231231-1b2c3d4e",  # a viewer of paipu: Mahjong Soul's game
    ],
)
def test_a_mahjong_soul_link_says_to_convert_the_game(tmp_path: Path, text: str) -> None:
    err = _refusal(tmp_path, (text + "\n").encode())
    assert err.code == "log_link_mahjongsoul"
    assert _said(err, tmp_path) == MAJSOUL_SAID
    assert len(MAJSOUL_SAID) < 300
    assert "tenhou.net/6" in _said(err, tmp_path, "ru")


@pytest.mark.parametrize(
    ("text", "host"),
    [
        ("https://example.com/some/page", "example.com"),
        ("http://example.com:8080/log.json?x=1", "example.com"),
        ("https://tenhou.net/", "tenhou.net"),  # Tenhou, but no game named
        ("https://[broken/x", "?"),
    ],
)
def test_any_other_web_address_is_said_to_be_one(tmp_path: Path, text: str, host: str) -> None:
    err = _refusal(tmp_path, (text + "\n").encode())
    assert err.code == "log_link_web"
    assert _said(err, tmp_path) == WEB_SAID.replace("example.com", host)
    assert len(WEB_SAID) < 300


@pytest.mark.parametrize(
    "data",
    [
        f"  {TENHOU}  ".encode(),  # spaces around it
        f"\ufeff{TENHOU}\r\n".encode(),  # Notepad: a byte order mark and CRLF
        f"\r\n\r\n\t{TENHOU}\r\n\r\n".encode(),
        f"{TENHOU}\n{TENHOU}\n".encode(),  # pasted twice
        f"[InternetShortcut]\r\nURL={TENHOU}\r\nIconIndex=0\r\n".encode(),  # a dragged address (.url)
    ],
)
def test_a_link_with_spaces_a_bom_crlf_or_as_a_shortcut_is_still_a_link(tmp_path: Path, data: bytes) -> None:
    err = _refusal(tmp_path, data)
    assert _said(err, tmp_path) == TENHOU_SAID


def test_a_link_read_from_no_file_is_the_texts(tmp_path: Path) -> None:
    with pytest.raises(LogError) as refused:
        read_log_stream(io.BytesIO(TENHOU.encode() + b"\n"))
    assert refused.value.message("en") == TENHOU_SAID.replace("u.txt", "The text")
    assert refused.value.message("ru").startswith("Текст содержит ссылку на игру Tenhou")
    with pytest.raises(LogError) as refused:
        read_log(PAIPU)
    assert refused.value.message("en") == MAJSOUL_SAID.replace("u.txt", "The text")


@pytest.mark.parametrize(
    "text",
    [
        f"see {TENHOU}",  # prose with a link in it
        "tenhou.net/0/?log=" + LOG_ID,  # no http(s): no address a browser wrote
        "hello",
        "\n".join([TENHOU] * 21),  # more than a few links: a list of something else
        "",
    ],
)
def test_text_that_is_not_only_links_is_no_log_as_before(tmp_path: Path, text: str) -> None:
    assert find_link(text) is None
    err = _refusal(tmp_path, text.encode())
    assert err.code == "log_unknown_format"


def test_a_real_log_that_holds_http_in_a_name_still_reads(tmp_path: Path) -> None:
    start = [25000, 25000, 25000, 25000]
    log = {
        "title": [TENHOU, "https://example.com"],
        "name": ["https://Aiko", "http://x", "Chen", PAIPU],
        "rule": {"disp": "般南喰赤", "aka": 1},
        "log": [hand(0, 0, start, [11], ["九種九牌"])],
    }
    path = tmp_path / "links.json"
    path.write_text(json.dumps(log, ensure_ascii=False), encoding="utf-8")
    assert read_log_file(path).players[0] == "https://Aiko"
    mjlog = (Path(__file__).parent / "data" / "logs" / "dnovikoff-example.mjlog").read_text(encoding="utf-8")
    named = mjlog.replace('n0="', 'n0="https%3A%2F%2Ftenhou.net%2F', 1)
    assert named != mjlog
    assert read_log(named).players[0].startswith("https://tenhou.net/")


def test_the_command_line_says_it(tmp_path: Path) -> None:
    path = tmp_path / "u.txt"
    path.write_text(TENHOU + "\n", encoding="utf-8")
    out = io.StringIO()
    assert replay_command([str(path)], out) == 2
    assert out.getvalue() == TENHOU_SAID.replace("u.txt", str(path)) + "\n"
    out = io.StringIO()
    assert replay_command([str(path), "--json"], out) == 2
    error = json.loads(out.getvalue())["error"]
    assert (error["code"], error["line"], error["column"]) == ("log_link_tenhou", 1, 1)


def test_the_log_window_says_it_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "u.txt"
    path.write_text(PAIPU + "\r\n", encoding="utf-8")
    view = LogViewController("en")
    with pytest.raises(LogError):
        view.open(path)
    shown = view.view()
    assert (shown.note, shown.note_error) == (MAJSOUL_SAID.replace("u.txt", str(path)), True)
    view.set_lang("ru")
    assert view.view().note.startswith(f"{path} содержит ссылку на запись игры Mahjong Soul")


def test_mjgui_file_opens_a_saved_link_in_the_log_window(tmp_path: Path) -> None:
    """``mjgui u.txt`` refused it as "neither a game record nor a game log"; the log window now
    opens and says what the file is."""
    assert kind_of(f"\ufeff{TENHOU}\r\n".encode(), "u.txt") == "log"
    assert kind_of(b"hello https://example.com\n", "notes.txt") is None
    path = tmp_path / "u.txt"
    path.write_text(TENHOU + "\n", encoding="utf-8")
    assert window_for(path, "en") == ("log", "")
    # a record's reader is not told it is a log (mjgui game reads it as the record it is not)
    assert not is_log_file(path) and not looks_like_log(path.read_bytes())


def test_the_fuzzer_link_samples_get_a_typed_error() -> None:
    for text in LINK_SAMPLES:
        with pytest.raises(LogError) as refused:
            read_log(text)
        assert refused.value.code in LINK_CODES
        assert check_log_text(text) is None

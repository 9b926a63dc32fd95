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
from urllib.parse import quote, unquote

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.controller.game.opening import HEAD_BYTES, file_kind, kind_of, window_for
from mjgui.core.logs import LogError, is_log_file, looks_like_log, read_log, read_log_file, read_log_stream
from mjgui.core.logs.links import LINK_CODES, LINK_HEAD_BYTES, MAX_LINK_CHARS, find_link
from mjgui.replaycli import replay_command as _replay_command
from tests.logconvert import log_text
from tests.logmutate import DATA, JSON_LINK_SAMPLES, LINK_SAMPLES, check_log_text, json_links
from tests.test_logview_controller import hand
from tests.util import one_stream

replay_command = one_stream(_replay_command)  # its errors read from its output too

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
    "Tenhou's mjlog XML, tenhou.net/6 JSON or an mjai event log. Download the log itself and open "
    "that file."
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
    ],
)
def test_a_mahjong_soul_link_says_to_convert_the_game(tmp_path: Path, text: str) -> None:
    err = _refusal(tmp_path, (text + "\n").encode())
    assert err.code == "log_link_mahjongsoul"
    assert _said(err, tmp_path) == MAJSOUL_SAID
    assert len(MAJSOUL_SAID) < 300
    assert "Преобразуйте игру в JSON tenhou.net/6" in _said(err, tmp_path, "ru")


@pytest.mark.parametrize(
    ("text", "host"),
    [
        ("https://example.com/some/page", "example.com"),
        ("http://example.com:8080/log.json?x=1", "example.com"),
        ("https://tenhou.net/", "tenhou.net"),  # Tenhou, but no game named
        # paipu= on a site that is not Mahjong Soul's is that site's page, not a paipu
        ("https://viewer.example.org/?paipu=231231-1b2c3d4e", "viewer.example.org"),
    ],
)
def test_any_other_web_address_is_said_to_be_one(tmp_path: Path, text: str, host: str) -> None:
    err = _refusal(tmp_path, (text + "\n").encode())
    assert err.code == "log_link_web"
    assert _said(err, tmp_path) == WEB_SAID.replace("example.com", host)
    assert len(WEB_SAID) < 300


@pytest.mark.parametrize("text", ["https://[broken/x", "http://", "https://:80/x"])
def test_an_address_without_a_site_is_said_without_an_empty_one(tmp_path: Path, text: str) -> None:
    """An address with no host that can be read was said as "a web address (?)"."""
    err = _refusal(tmp_path, (text + "\n").encode())
    assert err.code == "log_link_web"
    assert _said(err, tmp_path) == WEB_SAID.replace(" (example.com)", "")
    assert _said(err, tmp_path, "ru").startswith("u.txt содержит веб-адрес, а не лог игры.")
    assert "(" not in _said(err, tmp_path, "ru").split(".")[0]


OLD_ID = "2010061708gm-0009-10011-x1a2b3c4d5e6f"


@pytest.mark.parametrize(
    "text", [f"http://tenhou.net/0/?log={OLD_ID}&tw=2", f"https://tenhou.net/3/?log={OLD_ID}"]
)
def test_an_old_tenhou_id_names_no_download_address(tmp_path: Path, text: str) -> None:
    """Tenhou's log address takes another code for an old id (x and 12 hex digits), which
    downloaders compute (NegativeMjark/tenhou-log's tenhouHash); mjgui named
    tenhou.net/0/log/?<the x id>, an address that is no log. Now it says to open the link."""
    err = _refusal(tmp_path, (text + "\n").encode())
    assert (err.code, err.line, err.column) == ("log_link_tenhou_old", 1, 1)
    assert _said(err, tmp_path) == (
        f"u.txt holds a link to the Tenhou game {OLD_ID}, not its log. Open the link in a web browser, "
        "save the game's log (mjlog XML) from there as a .mjlog file and open that."
    )
    assert "/log/?" not in _said(err, tmp_path) and "/log/?" not in _said(err, tmp_path, "ru")
    assert _said(err, tmp_path, "ru").startswith(
        f"u.txt содержит ссылку на игру Tenhou {OLD_ID}, а не её лог."
    )
    assert err.code in LINK_CODES


def test_a_file_of_links_is_told_by_one_bound_in_every_reader(tmp_path: Path) -> None:
    """``mjgui FILE`` looked at a file of links only under 4 096 bytes, ``mjgui replay`` up to
    8 KiB: a link followed by 5 000 blank characters was a link to one and "neither a game record
    nor a game log" to the other. Both now ask links.is_link_file, with the reader's bound."""
    assert HEAD_BYTES == LINK_HEAD_BYTES
    for size, said in ((5000, "log"), (MAX_LINK_CHARS - len(TENHOU) - 1, "log"), (MAX_LINK_CHARS, None)):
        data = (TENHOU + "\n" + " " * size).encode()
        path = tmp_path / "u.txt"
        path.write_bytes(data)
        with pytest.raises(LogError) as refused:
            read_log_file(path)
        assert (refused.value.code == "log_link_tenhou") == (said == "log")
        assert file_kind(path) == said
        assert window_for(path, "en")[0] == said
    # Cyrillic text is two bytes a character: the bound is the reader's, in characters
    data = (TENHOU + "\n" + "\u2003" * (MAX_LINK_CHARS - len(TENHOU) - 1)).encode()
    assert len(data) > 2 * MAX_LINK_CHARS
    path.write_bytes(data)
    assert file_kind(path) == "log"
    with pytest.raises(LogError) as refused:
        read_log_file(path)
    assert refused.value.code == "log_link_tenhou"


TENHOU_JSON = DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json"
SOUL_JSON = DATA / "majsoul-tensoul-py-ng-jade-south.json"


def _hands(log: object) -> list[tuple[str, str, tuple[int, ...]]]:
    return [(h.round, h.end, tuple(h.deltas)) for h in log.hands]  # type: ignore[attr-defined]


@pytest.mark.parametrize("source", [TENHOU_JSON, SOUL_JSON])
@pytest.mark.parametrize("style", ["uri", "component", "raw"])
def test_a_file_of_tenhou6_editor_links_is_read_as_the_game(tmp_path: Path, source: Path, style: str) -> None:
    """Converters write a game as tenhou.net/6 editor links, a hand a line (kobalab/Majiang's
    viewer: ``'https://tenhou.net/6/#json=' + encodeURI(JSON.stringify(...))``; soul2naga: the
    JSON as it is). Such a file was refused as "a web address (tenhou.net) … Download the log
    itself"; the log is in the links, and is now read as the JSON log is, hand by hand."""
    text = json_links(log_text(source), style)
    assert text.count("\n") == len(json.loads(log_text(source))["log"]) > 5
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    log, original = read_log_file(path), read_log(log_text(source))
    assert log.format == "tenhou6" and log.players == original.players and log.rules == original.rules
    assert _hands(log) == _hands(original) and not log.gaps
    assert all(h.error is None for h in log.hands)
    out, said = io.StringIO(), io.StringIO()
    assert replay_command([str(path)], out) == 0
    assert replay_command([str(source)], said) == 0
    # the same wins, said alike; the links hold no final points: the last line says so and gives
    # the final score the record reaches, the one the log itself states
    *wins, final = out.getvalue().splitlines()
    *log_wins, log_final = said.getvalue().splitlines()
    assert wins == log_wins and wins[-1].endswith(" wins agree (tenhou6).")
    assert final.startswith("The log states no final points. The game record saved from this log ends with ")
    stated = log_final.removeprefix("Final score: ").split(". ")[0]
    assert f"final score {stated}: these rules count them from the log's hands." in final
    # mjgui FILE opens it in the log window, which reads it; the quiz's own hands take it for a log
    assert window_for(path, "en") == ("log", "")
    assert is_log_file(path) and looks_like_log(text.encode())
    view = LogViewController("en")
    view.open(path)
    assert not view.view().note_error


def test_a_large_file_of_links_is_read_past_the_links_bound(tmp_path: Path) -> None:
    """A game's links are as large as its log: the 8 KiB a file of saved links is looked at for,
    and the head ``mjgui FILE`` reads, do not stop it; the log reader's own limit does."""
    text = "\ufeff" + json_links(
        log_text(DATA / "mjlog2json-2023053016gm-0029-0000-e54b3b98.json"), "component"
    )
    assert len(text) > 2 * MAX_LINK_CHARS
    path = tmp_path / "game.txt"
    path.write_text(text.replace("\n", "\r\n"), encoding="utf-8")
    assert len(read_log_file(path).hands) == text.count("\n") == 12
    assert file_kind(path) == "log" and window_for(path, "en") == ("log", "")
    for size in (4096, 100):  # its first line's start is enough to tell it
        assert kind_of(path.read_bytes()[:size], "game.txt") == "log"


def test_a_file_of_links_over_the_readers_limit_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import mjgui.core.logs as logs

    text = JSON_LINK_SAMPLES[0]
    monkeypatch.setattr(logs, "MAX_LOG_CHARS", len(text) - 1)
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LogError) as refused:
        read_log_file(path)
    assert refused.value.code == "log_file_too_large"
    with pytest.raises(LogError) as refused:
        read_log(text)
    assert refused.value.code == "log_too_large"


def _lines() -> list[str]:
    return json_links(log_text(TENHOU_JSON), "uri").splitlines()


def _refused(text: str) -> LogError:
    with pytest.raises(LogError) as refused:
        read_log(text)
    return refused.value


def test_a_damaged_link_is_said_by_its_line() -> None:
    lines = _lines()
    broken = [*lines[:2], lines[2][: len(lines[2]) // 2], *lines[3:]]  # line 3 cut in the middle
    err = _refused("\n".join(broken))
    assert (err.code, err.line, err.column) == ("log_json_link", 3, 1)
    assert err.message("en") == (
        "The tenhou.net/6 link at line 3, column 1 is damaged: what follows #json= is not a "
        "tenhou.net/6 log with hands. Copy that hand's link again."
    )
    assert err.message("ru") == (
        "Ссылка tenhou.net/6 в строке 3, столбце 1, повреждена: после #json= идёт не лог tenhou.net/6 "
        "с раздачами. Скопируйте ссылку этой раздачи заново."
    )
    for junk in ("%E3%81", "%FF", "%ZZ"):  # a cut UTF-8 sequence, no UTF-8, no hex digits
        at = lines[1].index("%22log%22")
        damaged = [lines[0], lines[1][:at] + junk + lines[1][at:], *lines[2:]]
        assert (_refused("\n".join(damaged)).code, _refused("\n".join(damaged)).line) == ("log_json_link", 2)
    # a line that is no such link among them, a link of another game
    err = _refused("\n".join([*lines[:4], "https://example.com/notes", *lines[4:]]))
    assert (err.code, err.line) == ("log_json_link_other", 5)
    assert "Line 5" in err.message("en") and "Строка 5" in err.message("ru")
    other = json_links(log_text(SOUL_JSON), "uri").splitlines()
    err = _refused("\n".join([*lines[:3], other[3]]))
    assert (err.code, err.line) == ("log_json_lines", 4)
    # blank lines between the links and a hand index after the JSON (&ts=) are fine
    assert len(read_log("\n\n".join(line + "&ts=0" for line in lines)).hands) == len(lines)


@pytest.mark.parametrize("source", [TENHOU_JSON, SOUL_JSON])
@pytest.mark.parametrize("style", ["uri", "raw"])
def test_links_pasted_on_one_line_with_spaces_between_are_each_read(source: Path, style: str) -> None:
    """Links a chat or a forum post joins with spaces were refused as "The tenhou.net/6 link on
    line 1 is damaged … Copy that hand's link again", which does not help: each is read in turn,
    as a link a line is (a link that holds its JSON as it is may hold spaces itself)."""
    lines = json_links(log_text(source), style).splitlines()
    assert style == "uri" or any(" " in line for line in lines)  # a raw link's own spaces
    original = read_log("\n".join(lines))
    log = read_log("  " + " \t ".join(lines) + " ")
    assert (
        log.players == original.players and _hands(log) == _hands(original) and len(log.hands) == len(lines)
    )
    assert all(h.error is None for h in log.hands)
    # a damaged one among them is said by its line and the column it starts at, in the message
    # too: "the link on line 1" did not say which of them to copy again
    cut = [*lines[:2], lines[2][: len(lines[2]) // 2], *lines[3:]]
    err = _refused(" ".join(cut))
    column = len(" ".join(lines[:2])) + 2
    assert (err.code, err.line, err.column) == ("log_json_link", 1, column)
    assert err.message("en").startswith(f"The tenhou.net/6 link at line 1, column {column} is damaged: ")
    assert err.message("ru").startswith(f"Ссылка tenhou.net/6 в строке 1, столбце {column}, повреждена: ")


@pytest.mark.parametrize("joined", ["\n", "\r\n", " ", " \t\u3000"])
def test_a_raw_link_whose_title_holds_an_editor_address_is_read(joined: str) -> None:
    """A link that holds its JSON as it is (soul2naga) may hold another editor address in a
    string, after a space (a title: "Shared from https://tenhou.net/6/#json= editor"). Such a
    file read until links pasted on one line were split at the space before every such address,
    inside the JSON too: it was refused as damaged. A line is read as one link first; links
    pasted on one line are split after each one's JSON."""
    data = json.loads(log_text(SOUL_JSON))
    data["title"] = ["Shared from https://tenhou.net/6/#json= editor", ""]
    lines = json_links(json.dumps(data, ensure_ascii=False), "raw").splitlines()
    assert all(" https://tenhou.net/6/#json= " in line for line in lines)
    log, original = read_log(joined.join(lines)), read_log(log_text(SOUL_JSON))
    assert log.players == original.players and _hands(log) == _hands(original)
    assert len(log.hands) == len(lines) and all(h.error is None for h in log.hands)
    assert log.title.strip() == "Shared from https://tenhou.net/6/#json= editor"
    # a damaged one among them is still said where it starts
    cut = [*lines[:3], lines[3][: len(lines[3]) // 2], *lines[4:]]
    err = _refused(joined.join(cut))
    at = len(joined.join(lines[:3])) + len(joined)
    assert (err.code, err.line, err.column) == (
        ("log_json_link", 4, 1) if "\n" in joined else ("log_json_link", 1, at + 1)
    )


def test_a_damaged_hand_in_a_link_is_named_and_the_others_read() -> None:
    lines = _lines()
    fragment = lines[2].split("#json=", 1)[1]
    data = json.loads(unquote(fragment))
    data["log"][0][4][0] = 99  # the first seat's first dealt tile: no tile
    lines[2] = "https://tenhou.net/6/#json=" + quote(json.dumps(data))
    log = read_log("\n".join(lines))
    bad = [h for h in log.hands if h.error is not None]
    assert len(bad) == 1 and bad[0].index == 2 and bad[0].round in bad[0].error.message("en")


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


@pytest.mark.parametrize(
    "shortcut",
    [
        "[InternetShortcut]\r\nURL={link}\r\n",  # what a dragged address makes
        # Windows' own: a property section first, an empty IDList before the address
        "\ufeff[{{000214A0-0000-0000-C000-000000000046}}]\r\nProp3=19,11\r\n[InternetShortcut]\r\n"
        "IDList=\r\nURL={link}\r\nIconIndex=0\r\n",
        # a Linux desktop's link file (.desktop); with the comment line a desktop writes first it
        # was refused as a web address, though the same file without it was read
        "[Desktop Entry]\nType=Link\nURL={link}\n",
        "#!/usr/bin/env xdg-open\n\n[Desktop Entry]\nVersion=1.0\nType=Link\nName=tenhou\nURL={link}\n",
    ],
)
def test_a_shortcut_to_a_tenhou6_editor_link_is_read_as_its_hand(tmp_path: Path, shortcut: str) -> None:
    """A tenhou.net/6 editor link holds its log; the Internet shortcut (``.url``) a browser makes
    of its dragged address was refused as "a web address (tenhou.net), not a game log … Download
    the log itself", though there is no other log to download. It is read as the link is."""
    link = _lines()[1]
    alone = tmp_path / "one.txt"
    alone.write_text(link + "\n", encoding="utf-8")
    path = tmp_path / "one.url"
    path.write_bytes(shortcut.format(link=link).encode("utf-8"))
    log, original = read_log_file(path), read_log_file(alone)
    assert log.format == "tenhou6" and log.players == original.players and log.rules == original.rules
    assert _hands(log) == _hands(original) and len(log.hands) == 1 and log.hands[0].error is None
    out, said = io.StringIO(), io.StringIO()
    assert replay_command([str(path)], out) == 0
    assert replay_command([str(alone)], said) == 0
    assert out.getvalue() == said.getvalue()
    assert window_for(path, "en") == ("log", "") and is_log_file(path) and file_kind(path) == "log"
    view = LogViewController("en")
    view.open(path)
    assert not view.view().note_error and view.view().rows and view.log is not None
    assert _hands(view.log) == _hands(original)
    assert view.record_name() == "one.mjgame"  # was one.url.mjgame
    # a damaged link is said at the shortcut's URL line; a shortcut to any other address stays
    # refused as the link it is
    damaged = shortcut.format(link=link[: len(link) // 2])
    err = _refused(damaged)
    line = damaged.count("\n", 0, damaged.index("URL=")) + 1
    assert (err.code, err.line, err.column) == ("log_json_link", line, 5)  # after URL=, not 1
    assert err.message("en").startswith(f"The tenhou.net/6 link at line {line}, column 5 is damaged")
    spaced = damaged.replace("URL=", "  url = ")  # as Windows reads it too
    assert (_refused(spaced).line, _refused(spaced).column) == (line, 9)
    err = _refusal(tmp_path, shortcut.format(link=TENHOU).encode())
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
    # the games written as editor links read, every hand of them
    for text in JSON_LINK_SAMPLES:
        assert check_log_text(text) is None
        assert all(h.error is None for h in read_log(text).hands)


@pytest.mark.parametrize("form", ["binary", "xml"])
def test_a_webloc_to_a_tenhou6_editor_link_is_read_as_its_hand(tmp_path: Path, form: str) -> None:
    """The .webloc macOS makes of a dragged tenhou.net/6 editor link was refused as not UTF-8
    text (binary, as recent macOS writes it) or as a link to download the log from (XML), though
    the link holds the log, as a .url or .desktop to it is read."""
    import plistlib

    link = _lines()[1]
    alone = tmp_path / "one.txt"
    alone.write_text(link + "\n", encoding="utf-8")
    path = tmp_path / "one.webloc"
    path.write_bytes(
        plistlib.dumps({"URL": link}, fmt=plistlib.FMT_BINARY if form == "binary" else plistlib.FMT_XML)
    )
    log, original = read_log_file(path), read_log_file(alone)
    assert log.format == "tenhou6" and log.players == original.players
    assert _hands(log) == _hands(original) and len(log.hands) == 1 and log.hands[0].error is None
    out, said = io.StringIO(), io.StringIO()
    assert replay_command([str(path)], out) == 0
    assert replay_command([str(alone)], said) == 0
    assert out.getvalue() == said.getvalue()
    # a .webloc to any other address stays refused as the link it is
    path.write_bytes(plistlib.dumps({"URL": TENHOU}))
    err = _refusal(tmp_path, path.read_bytes())
    assert _said(err, tmp_path) == TENHOU_SAID


def test_a_binary_webloc_is_parsed_once_by_the_log_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    """``read_log_bytes`` parsed a binary .webloc twice, for an editor link and then for any other
    link: one reading gives both, and what each is read as is unchanged."""
    import plistlib

    from mjgui.core.logs import read_log_bytes

    parsed = []
    loads = plistlib.loads

    def counted(data: bytes, **options: object) -> object:
        parsed.append(data)
        return loads(data, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(plistlib, "loads", counted)
    link = _lines()[1]
    alone = read_log(link + "\n")
    log = read_log_bytes(plistlib.dumps({"URL": link}, fmt=plistlib.FMT_BINARY))
    assert log.players == alone.players and _hands(log) == _hands(alone) and len(parsed) == 1
    refusals = {
        TENHOU: ("log_link_tenhou", 1, 1),
        "https://example.com/x": ("log_link_web", 1, 1),
        link[:300]: ("log_json_link", 1, 1),  # an editor link cut short: said as the link it is
        " " + link: ("log_not_text", 1, 9),  # no link at its start: the file is no text
        "hello": ("log_not_text", 1, 9),
    }
    for address, (code, line, column) in refusals.items():
        parsed.clear()
        with pytest.raises(LogError) as refused:
            read_log_bytes(plistlib.dumps({"URL": address}, fmt=plistlib.FMT_BINARY))
        assert (refused.value.code, refused.value.line, refused.value.column) == (code, line, column)
        assert len(parsed) == 1, address[:40]


def test_a_binary_webloc_to_a_tenhou6_editor_link_is_taken_for_a_log(tmp_path: Path) -> None:
    """mjgui game, the quiz's own hands and the league tell a log by its first bytes: a binary
    .webloc to an editor link was taken for a damaged game record (a NUL byte)."""
    import plistlib

    path = tmp_path / "one.webloc"
    path.write_bytes(plistlib.dumps({"URL": _lines()[1]}, fmt=plistlib.FMT_BINARY))
    assert is_log_file(path) and looks_like_log(path.read_bytes())
    assert window_for(path, "en") == ("log", "") and file_kind(path) == "log"
    path.write_bytes(plistlib.dumps({"URL": TENHOU}, fmt=plistlib.FMT_BINARY))
    assert not is_log_file(path)  # a .webloc to a log's address is a link, said as one

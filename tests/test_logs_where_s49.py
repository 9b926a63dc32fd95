"""Refusals of damaged logs and link files (the audit "where", s49).

- A text log cut inside a multi-byte character (a partial download of a log with Japanese,
  Chinese or Cyrillic names) was "The game log is not UTF-8 text (line N)", and an mjai log so cut
  lost the hands it could still read. It is now cut off, as a cut on an ASCII byte is.
- ``log_not_text``, ``log_xml``, ``log_json`` and ``log_truncated`` said what is wrong but not
  what to do, and "not UTF-8" gave only a line (always line 1 of an mjlog): now a column too, and
  each ends with the remedy.
- A macOS ``.webloc`` (an XML or a binary property list) was refused as a log that declares a
  DOCTYPE, a Linux ``.desktop`` link as "not a game log", and a Windows ``.url`` with one byte of a
  code page outside its ``URL=`` line as "not UTF-8": each now says it is a link and where the
  log is, as a ``.url`` does.
"""

from __future__ import annotations

import io
import plistlib
from pathlib import Path

import pytest

from mjgui.controller.game.opening import kind_of, window_for
from mjgui.core.logs import LogError, read_log, read_log_bytes, read_log_file
from mjgui.gamecli import game_command as _game_command
from mjgui.replaycli import replay_command as _replay_command
from tests.test_logs_mjai import GAME
from tests.util import one_stream

game_command = one_stream(_game_command)  # its errors read from its output too
replay_command = one_stream(_replay_command)  # its errors read from its output too

DATA = Path(__file__).parent / "data"
LINKS = DATA / "links"
MAJSOUL = DATA / "logs" / "majsoul-league-analyzer-sample_paipu.json"
MJLOG = DATA / "logs" / "dnovikoff-example.mjlog"
LOG_ID = "2019103023gm-00a9-0000-1d1f31a8"
TENHOU = f"https://tenhou.net/0/?log={LOG_ID}&tw=0"


def _said(path: Path) -> str:
    return (
        f"{path} holds a link to the Tenhou game {LOG_ID}, not its log. Download the log (mjlog XML) "
        f"from https://tenhou.net/0/log/?{LOG_ID}, save it as a .mjlog file and open that."
    )


def _refused(data: bytes) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log_bytes(data)
    return caught.value


# --- 1. a text log cut inside a character ------------------------------------------------------


def test_an_mjai_log_cut_inside_a_character_reads_the_hands_before_the_cut() -> None:
    lines = GAME.read_text(encoding="utf-8").splitlines()
    lines[0] = (
        '{"type": "start_game", "names": ["Аня", "Борис", "Вера", "Глеб"], '
        '"kyoku_first": 4, "aka_flag": true}'
    )
    head = ("\n".join(lines[:254]) + "\n").encode()
    ascii_cut = read_log_bytes(head)  # cut at the line break
    for partial in ("А".encode()[:1], "和".encode()[:1], "和".encode()[:2]):  # the next line's first letter
        log = read_log_bytes(head + partial)  # was refused whole: "not UTF-8 text (line 255)"
        assert log.players == ascii_cut.players == ("Аня", "Борис", "Вера", "Глеб")
        assert [h.round for h in log.hands] == [h.round for h in ascii_cut.hands]
        assert log.hands[-1].end == "unreadable" and log.hands[-1].error is not None
        assert log.hands[-1].error.message("en") == ascii_cut.hands[-1].error.message("en")
        assert "the file is cut off" in log.hands[-1].error.message("en")
        assert sum(h.error is None for h in log.hands) == len(log.hands) - 1 >= 3


def test_a_tenhou6_log_cut_inside_a_character_is_cut_off_not_not_utf8() -> None:
    data = MAJSOUL.read_bytes()
    at = data.index("四麻".encode())  # a 3-byte character in rule.disp
    for cut in (at + 1, at + 2):
        err = _refused(data[:cut])
        assert err.code == "log_truncated"  # was log_not_text
        before = data[:at].decode("utf-8")
        line = before.count("\n") + 1
        column = len(before) - before.rfind("\n")  # where the cut character would be
        assert (err.line, err.column) == (line, column)
        assert err.message("en") == (
            f"The game log ends too early, at line {line}, column {column}: the file is cut off. "
            "Download the log again."
        )
        assert err.message("ru") == (
            f"Лог игры обрывается на строке {line}, позиция {column}: файл неполный. Скачайте лог заново."
        )


def test_a_byte_that_is_no_utf8_before_the_end_is_still_not_text() -> None:
    # a lead byte followed by no continuation, and a stray byte at the very end: not a cut
    assert _refused(b'{"title": "\xe5x"}').code == "log_not_text"
    assert _refused(b'{"title": "x"}\xff').code == "log_not_text"


# --- 2. what to do, and where ------------------------------------------------------------------


def test_not_utf8_names_its_line_and_column_and_says_what_to_do() -> None:
    err = _refused(b'{"title": "x",\n  "name": "caf\xe9", "log": []}')
    assert (err.code, err.line, err.column) == ("log_not_text", 2, 15)
    assert err.message("en") == (
        "The game log is not UTF-8 text (line 2, column 15). Download the log again, or, if it was "
        "edited, save it as UTF-8 in a text editor."
    )
    assert err.message("ru") == (
        "Лог игры — не текст в UTF-8 (строка 2, позиция 15). Скачайте лог заново, а если его "
        "правили, сохраните его в текстовом редакторе в кодировке UTF-8."
    )
    # a one-line mjlog: the column is in characters, after a name in UTF-8 (a byte order mark aside)
    mjlog = MJLOG.read_bytes()
    at = mjlog.index(b"<INIT")
    err = _refused(b"\xef\xbb\xbf" + mjlog[:at] + b"\xff" + mjlog[at:])
    before = mjlog[:at].decode("utf-8")
    assert (err.line, err.column) == (before.count("\n") + 1, len(before) - before.rfind("\n"))


def test_broken_xml_and_json_say_to_download_the_log_again() -> None:
    mjlog = MJLOG.read_text(encoding="utf-8")
    at = mjlog.index("<INIT")
    err = _refused((mjlog[:at] + "<<" + mjlog[at:]).encode())
    assert err.code == "log_xml"
    assert err.message("en").endswith(f"column {err.column}. Download the log again.")
    assert err.message("ru").endswith(f"позиция {err.column}. Скачайте лог заново.")
    with pytest.raises(LogError) as caught:
        read_log('{"title": ["a", "b"], "log": [[1, 2], ]}')
    assert caught.value.code == "log_json"
    assert caught.value.message("en") == (
        f"The game log is not valid JSON at line 1, column {caught.value.column}. Download the log again."
    )


# --- 3. link files of macOS and Linux, a .url in a code page -----------------------------------


def _binary_webloc(tmp_path: Path) -> Path:
    path = tmp_path / "game.webloc"
    path.write_bytes(plistlib.dumps({"URL": TENHOU}, fmt=plistlib.FMT_BINARY))
    return path


def _ansi_url(tmp_path: Path) -> Path:
    path = tmp_path / "game.url"  # IconFile= a path in Windows-1251 (a Russian user name)
    path.write_bytes(
        f"[InternetShortcut]\r\nURL={TENHOU}\r\n".encode()
        + "IconFile=C:\\Users\\Иван\\t.ico\r\n".encode("cp1251")
    )
    return path


@pytest.mark.parametrize("name", ["tenhou-game.webloc", "tenhou-game.desktop", "binary", "ansi"])
def test_a_webloc_a_desktop_link_and_an_ansi_url_say_where_the_log_is(tmp_path: Path, name: str) -> None:
    if name == "binary":
        path = _binary_webloc(tmp_path)
    elif name == "ansi":
        path = _ansi_url(tmp_path)
    else:
        path = LINKS / name
    with pytest.raises(LogError) as caught:
        read_log_file(path)
    assert caught.value.code == "log_link_tenhou"  # was log_doctype, log_unknown_format, log_not_text
    assert caught.value.message("en") == _said(path)
    assert caught.value.message("ru").startswith(f"{path} содержит ссылку на игру Tenhou {LOG_ID}")
    out = io.StringIO()
    assert replay_command([str(path)], out) == 2
    assert out.getvalue() == _said(path) + "\n"
    out = io.StringIO()  # mjgui game FILE, and the tracker's mjgui FILE, say the same
    assert game_command([str(path)], out) == 2
    assert out.getvalue() == _said(path) + "\n"
    assert kind_of(path.read_bytes(), path.name) == "log"
    assert window_for(path, "en") == ("log", "")


def test_a_desktop_entry_that_is_no_link_and_a_plist_without_a_url_are_no_links(tmp_path: Path) -> None:
    app = f"[Desktop Entry]\nType=Application\nName=x\nExec=firefox\nURL={TENHOU}\n".encode()
    assert _refused(app).code == "log_unknown_format"
    plist = (LINKS / "tenhou-game.webloc").read_bytes().replace(b"<key>URL</key>", b"<key>Name</key>")
    assert _refused(plist).code == "log_doctype"
    assert _refused(plistlib.dumps({"Name": TENHOU}, fmt=plistlib.FMT_BINARY)).code != "log_link_tenhou"
    # a text of a few links beside other words is no link file, in a code page or not
    assert _refused(f"see {TENHOU} caf\xe9\n".encode("cp1252")).code == "log_not_text"


def test_a_link_file_over_the_links_bound_is_not_read_as_one(tmp_path: Path) -> None:
    padded = (LINKS / "tenhou-game.desktop").read_bytes() + b"#" + b"x" * (40 * 1024) + b"\n"
    assert _refused(padded).code != "log_link_tenhou"
    big = f"[InternetShortcut]\r\nURL={TENHOU}\r\n".encode() + b"IconFile=\xe9" + b"x" * 9000 + b"\r\n"
    assert _refused(big).code == "log_not_text"


# --- 6. replay: our scorer's refusal is no value pasted mid-line -------------------------------


def test_a_win_our_scorer_refuses_says_why_after_the_verdict(tmp_path: Path) -> None:
    """A tile of a take list deleted (the audit's logs/ms/004-del.json): the hand's sentence was
    pasted where our value goes ("ours Concealed tiles: 4, …, the winning tile included).: DIFFERS")."""
    lines = MAJSOUL.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[1100].strip() == "42,"
    path = tmp_path / "del.json"
    path.write_text("".join(lines[:1100] + lines[1101:]), encoding="utf-8")
    out = io.StringIO()
    assert replay_command([str(path)], out) == 1
    line = next(x for x in out.getvalue().splitlines() if x.startswith("E4-0: KanoMahoro tsumo"))
    assert line == (
        "E4-0: KanoMahoro tsumo — log 4 han - fu, 9000; ours not scored: DIFFERS in result (Concealed "
        "tiles: 4, melds: 3; 5 concealed tiles are needed (14 − 3 per meld, the winning tile included))"
    )
    out = io.StringIO()
    assert replay_command([str(path), "--lang", "ru"], out) == 1
    line = next(x for x in out.getvalue().splitlines() if x.startswith("В4-0: KanoMahoro, цумо"))
    assert line == (
        "В4-0: KanoMahoro, цумо — лог 4\u00a0хан -\u00a0фу, 9000; у нас не подсчитано: РАСХОДИТСЯ: результат "
        "(Закрытых тайлов в руке: 4, объявленных сетов: 3; нужно 5 (14 − 3 за каждый сет, включая "
        "выигрышный тайл))"
    )

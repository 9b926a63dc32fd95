"""Review rev-d of the s52 log fixes: notes in a JSON log and lists of Tenhou log ids.

- A JSON log cut inside a string that holds ``//`` (``"src": "https://…``) is said to end where
  the file ends: the open string's ``//`` is no comment (it was said to end at the ``//``).
- A ``/* … */`` note in a JSON log, as JSONC editors allow, is read as a ``//`` note is, its
  line breaks kept (it was "not valid JSON … Download the log again").
- A list mixing new and old Tenhou log ids gives the tenhou.net/0/log address to the new ones
  only, and says an old one has none (it said every log was at that address).
- A file of Tenhou log ids given as ``mjgui FILE`` (or opened from the desk) goes to the log
  window, which says where the logs are, as a link file does (it was "neither a game record nor
  a game log"); a list larger than the head the opening looks at, by its complete lines.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.app import _open_file_word, split_args
from mjgui.controller.game.logview import LogViewController
from mjgui.controller.game.opening import HEAD_BYTES, kind_of, window_or_refusal
from mjgui.core.logs import LogError, read_log, read_log_file, uncommented
from mjgui.core.logs.links import is_link_file
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
EXAMPLE = DATA / "injustice-example_tenhou_game.json"
IDS = DATA / "other" / "sdoricaaaa-mjlog_pf4-20_n24.txt"


def _pretty(**extra: str) -> str:
    log = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return json.dumps({**log, **extra}, ensure_ascii=False, indent=1)


# -- a log cut inside a string holding // --------------------------------------------------------


def test_a_log_cut_inside_a_url_string_ends_where_the_file_ends(tmp_path: Path) -> None:
    whole = _pretty(src="https://game.mahjongsoul.com/?paipu=abc-def")
    text = whole[: whole.index("paipu=")]
    lines = text.split("\n")
    assert lines[-1].lstrip().startswith('"src": "https://')
    path = tmp_path / "cut.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(path)
    said = (err.value.code, err.value.line, err.value.column)
    assert said == ("log_truncated", len(lines), len(lines[-1]) + 1)
    assert err.value.message("en") == (
        f"The game log ends too early, at line {len(lines)}, column {len(lines[-1]) + 1}: the file is "
        "cut off. Download the log again."
    )
    # the open string is kept whole; a note on a line after a closed string is still blanked
    assert uncommented(text) == text
    assert uncommented('{"a": "x", // note\n "b": "https://t') == '{"a": "x",        \n "b": "https://t'


# -- /* */ notes ---------------------------------------------------------------------------------


def test_a_block_note_is_read_as_a_line_note_is(tmp_path: Path) -> None:
    plain = read_log(EXAMPLE.read_text(encoding="utf-8"))
    text = _pretty().replace('"ref":', '/* the game */ "ref":', 1)
    path = tmp_path / "block.json"
    path.write_text(text, encoding="utf-8")
    log = read_log_file(path)
    assert log.format == "tenhou6" and log.players == plain.players
    assert [(h.round, h.end) for h in log.hands] == [(h.round, h.end) for h in plain.hands]
    # a note over lines, and one before the log, read too
    many = "/* saved\n   by a player */\n" + _pretty().replace('"log":', '/* the\nhands */ "log":', 1)
    assert [h.round for h in read_log(many).hands] == [h.round for h in plain.hands]


def test_block_notes_are_blanked_in_place_and_strings_are_kept() -> None:
    text = '{"u": "a/*b*/c", /* x\n y */ "v": 1}'
    blank = uncommented(text)
    assert blank == '{"u": "a/*b*/c",     \n      "v": 1}'
    assert json.loads(blank) == {"u": "a/*b*/c", "v": 1}
    # an unclosed /* is no note: kept, said where it is
    assert uncommented('{"v": 1 /* x') == '{"v": 1 /* x'
    assert uncommented('{"v": 1} /*/') == '{"v": 1} /*/'
    xml = '<mjloggm ver="2.3"><SHUFFLE seed="a"/></mjloggm> /* x */'
    assert uncommented(xml) == xml


def test_a_damaged_value_after_a_block_note_is_said_where_the_file_has_it() -> None:
    text = "/* one\ntwo */\n" + _pretty()
    lines = text.split("\n")
    assert lines[4].strip().startswith('"ref":')
    lines[4] = lines[4].replace('"ref":', '"ref" x', 1)
    with pytest.raises(LogError) as err:
        read_log("\n".join(lines))
    assert (err.value.code, err.value.line, err.value.column) == ("log_json", 5, lines[4].index(" x") + 2)


# -- old and new Tenhou log ids in one list ------------------------------------------------------

NEW_ID = "2023071820gm-0089-0000-1a1ab571"
OLD_ID = "2009082817gm-00ab-0000-x997dbe26aaaa"
MIXED = (
    "{path} holds 3 Tenhou log ids, not the games' logs. A game's log (mjlog XML) is at "
    f"https://tenhou.net/0/log/? followed by its id, as https://tenhou.net/0/log/?{NEW_ID} for {NEW_ID}; "
    f"an old id (x and 12 hex digits, as {OLD_ID}) has no such address: get that log with a Tenhou log "
    "downloader. Save each log as a .mjlog file and open them one at a time."
)


def test_a_list_of_old_and_new_ids_gives_the_address_to_the_new_ones_only(tmp_path: Path) -> None:
    path = tmp_path / "ids.txt"
    path.write_text(f"{OLD_ID}\r\n{NEW_ID}\r\n2024120120gm-00a9-0000-c39ec856\r\n", encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(path)
    assert err.value.code == "log_ids_tenhou_mixed"
    assert err.value.params["old"] == OLD_ID and err.value.params["game"] == NEW_ID
    assert err.value.message("en") == MIXED.format(path=path)
    assert err.value.message("ru").startswith(
        f"{path} содержит 3\u00a0идентификатора логов Tenhou, а не логи игр. Лог игры (mjlog XML) лежит "
    )
    assert f"например, {OLD_ID}) такого адреса нет" in err.value.message("ru")
    # replay says it as the file's own, as the other id lists
    out = io.StringIO()
    assert replay_command([str(path), "--json"], out) == 2
    error = json.loads(out.getvalue())["error"]
    assert error["code"] == "log_ids_tenhou_mixed" and error["message"] == MIXED.format(path=path)
    # all new, all old: as before
    path.write_text(f"{NEW_ID}\n2024120120gm-00a9-0000-c39ec856\n", encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(path)
    assert err.value.code == "log_ids_tenhou"
    path.write_text(f"{OLD_ID}\n2010060800gm-0061-0000-x6d767860abcd\n", encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(path)
    assert err.value.code == "log_ids_tenhou_old"


# -- a file of log ids opened as a file ----------------------------------------------------------


def test_a_file_of_log_ids_opens_in_the_log_window(tmp_path: Path) -> None:
    one = tmp_path / "one-id.txt"
    one.write_text(NEW_ID + "\n", encoding="utf-8")
    crlf = tmp_path / "ids"
    crlf.write_bytes(f"\ufeff{NEW_ID}\r\n{OLD_ID}\r\n".encode())
    assert IDS.stat().st_size > HEAD_BYTES  # 1696 ids: the opening sees its first lines only
    for path in (one, crlf, IDS):
        assert window_or_refusal(str(path)) == ("log", None), path
        options = split_args([str(path)])  # mjgui FILE
        assert _open_file_word(options) is None and (options.window, options.open) == ("log", str(path))
    # the log window then says where the log is, as it does of a link to the game
    view = LogViewController("en")
    with pytest.raises(LogError):
        view.open(one)
    assert view.view().note_error and view.view().note == (
        f"{one} holds the Tenhou log id {NEW_ID}, not the game's log. Download the log (mjlog XML) "
        f"from https://tenhou.net/0/log/?{NEW_ID}, save it as a .mjlog file and open that."
    )
    with pytest.raises(LogError):
        view.open(IDS)
    assert "holds 1696 Tenhou log ids" in view.view().note


def test_only_a_head_of_nothing_but_ids_is_a_list_of_them() -> None:
    ids = (NEW_ID + "\n").encode() * (HEAD_BYTES // 32 + 10)
    head = ids[:HEAD_BYTES]
    assert not head.endswith(b"\n")  # its last line cut: the whole ones decide
    assert is_link_file(head) and kind_of(head, "games") == "log"
    assert not is_link_file(head[: -len(NEW_ID) - 5] + b"see above\n" + head[-40:])
    assert kind_of(f"{NEW_ID}\nsee above\n".encode(), "notes") is None
    assert kind_of(f"{NEW_ID} and more".encode(), "notes") is None
    # a small file's last line is whole, without its line break too
    assert kind_of(NEW_ID.encode(), "x") == "log"
    # one line cut by the head, nothing whole: no list
    assert not is_link_file(b"2" * HEAD_BYTES)

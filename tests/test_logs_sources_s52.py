"""Real files of the s52 log-source audit (tests/data/logs/other/, their README rows).

- sdoricaaaa's ``log_sample.json``: Tenhou's own tenhou.net/6 JSON with a player's ``// …``
  notes after its values, the file starting with ``{``: read, its notes blanked where they
  stand (it was "not valid JSON … Download the log again").
- sdoricaaaa's ``mjlog_pf4-20_n24.txt``: a list of Tenhou log ids, one a line: said to hold
  log ids and where each game's log is, as a link to one game is (it was "not a game log").
- Pantheon's ``west.xml``: an mjlog whose header says an East game while it deals South and
  West hands: the final-score sentence names the header, not a hand paid otherwise.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import LogError, is_log_file, read_log, read_log_file, uncommented
from mjgui.core.logs.record import final_check
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
NOTES = DATA / "other" / "sdoricaaaa-log_sample.txt"
IDS = DATA / "other" / "sdoricaaaa-mjlog_pf4-20_n24.txt"
WEST = DATA / "other" / "pantheon-west.xml"
FIRST_ID = "2023071820gm-0089-0000-1a1ab571"


def replayed(path: Path | str, *words: str) -> tuple[int, str]:
    out = io.StringIO()
    status = replay_command([str(path), *words], out)
    return status, out.getvalue()


# -- 1. // notes after values -----------------------------------------------------------------


def test_tenhou_json_with_notes_after_values_is_read() -> None:
    text = NOTES.read_text(encoding="utf-8")
    assert text.startswith("{") and '"2024120120gm-00a9-0000-c39ec856", // log ID' in text
    log = read_log_file(NOTES)
    assert log.format == "tenhou6"
    assert log.players == ("xo雀", "メタビート", "小林流牌手", "M本")
    assert len(log.hands) == 12 and log.final == (38900, 15000, 29300, 16800)
    # the two hands whose score strings the author typed spaces into: the log's own fault
    assert [h.round for h in log.hands if h.error is not None] == ["E3-1", "E4-1"]
    # the same text with one comment line on top (read before) reads the same
    again = read_log("// a note\n" + text)
    assert [(h.round, h.end, h.start) for h in again.hands] == [(h.round, h.end, h.start) for h in log.hands]


def test_the_notes_are_blanked_in_place_and_strings_are_kept() -> None:
    text = NOTES.read_text(encoding="utf-8")
    blank = uncommented(text)
    assert len(blank) == len(text) and blank.count("\n") == text.count("\n")
    assert "// log ID" not in blank and '"ref": "2024120120gm-00a9-0000-c39ec856",' in blank
    assert json.loads(blank)["ref"] == "2024120120gm-00a9-0000-c39ec856"
    # a // inside a string stays; XML and other text are left as they are
    assert uncommented('{"u": "https://tenhou.net/"} // x') == '{"u": "https://tenhou.net/"}     '
    xml = '<mjloggm ver="2.3"><SHUFFLE seed="a//b"/></mjloggm> // x'
    assert uncommented(xml) == xml


def test_a_damaged_value_after_notes_is_said_where_the_file_has_it() -> None:
    text = NOTES.read_text(encoding="utf-8")
    lines = text.split("\n")
    assert lines[7].strip() == "0, // Round num   0-3"
    lines[7] = lines[7].replace("0,", "0x,", 1)  # line 8: a value JSON cannot read
    with pytest.raises(LogError) as err:
        read_log("\n".join(lines))
    assert (err.value.code, err.value.line, err.value.column) == ("log_json", 8, lines[7].index("x") + 1)


def test_replay_reads_the_commented_log() -> None:
    status, out = replayed(NOTES)
    assert status == 1  # the two unreadable hands are differences
    assert "9 of 9 wins agree (tenhou6)." in out and "Download the log again" not in out
    assert "Final score in the log: xo雀 +48.9, メタビート −35, 小林流牌手 +9.3, M本 −23.2." in out
    status, out = replayed(NOTES, "--json")
    data = json.loads(out)
    # E3-0's abortive draw, written as its bare kind, states that nothing was paid: checked
    assert data["ok"] and data["summary"] == {
        "wins": 9, "agree": 9, "unreadable": 2, "gaps": 0, "draws": 2, "draws_checked": 2, "draws_agree": 2,
    }  # fmt: skip


def test_the_log_windows_controller_lists_the_commented_log() -> None:
    view = LogViewController("en")
    view.open(NOTES)
    assert view.log is not None and view.log.players[0] == "xo雀" and not view.view().note_error


# -- 2. a list of Tenhou log ids --------------------------------------------------------------


def test_a_list_of_tenhou_log_ids_says_where_their_logs_are() -> None:
    assert IDS.read_text(encoding="utf-8").startswith(FIRST_ID + "\n")
    assert not is_log_file(IDS)
    with pytest.raises(LogError) as err:
        read_log_file(IDS)
    assert err.value.code == "log_ids_tenhou" and err.value.params["n"] == 1696
    url = f"https://tenhou.net/0/log/?{FIRST_ID}"
    assert err.value.message("en") == (
        f"{IDS} holds 1696 Tenhou log ids, not the games' logs. Each game's log (mjlog XML) is at "
        f"https://tenhou.net/0/log/? followed by its id, as {url} for {FIRST_ID}: download each, save "
        "it as a .mjlog file and open them one at a time."
    )
    assert err.value.message("ru").startswith(f"{IDS} содержит 1696\u00a0идентификаторов логов Tenhou")


def test_one_id_a_file_is_said_as_its_link_is(tmp_path: Path) -> None:
    one = tmp_path / "one-id.txt"
    one.write_text(IDS.read_text(encoding="utf-8").split("\n")[0] + "\n", encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(one)
    assert err.value.code == "log_id_tenhou"
    assert err.value.message("en") == (
        f"{one} holds the Tenhou log id {FIRST_ID}, not the game's log. Download the log (mjlog XML) "
        f"from https://tenhou.net/0/log/?{FIRST_ID}, save it as a .mjlog file and open that."
    )
    # an old id (x and 12 hex digits) has no address to name; two of them, how many
    old = tmp_path / "old.txt"
    old.write_text("\ufeff2010060800gm-0061-0000-x6d767860abcd\r\n", encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(old)
    assert err.value.code == "log_id_tenhou_old" and "log downloader" in err.value.message("en")
    old.write_text("2010060800gm-0061-0000-x6d767860abcd 2010060800gm-0061-0000-x6d767860abce\n")
    with pytest.raises(LogError) as err:
        read_log_file(old)
    assert err.value.code == "log_ids_tenhou_old" and err.value.params["n"] == 2
    # an id among other words is no list of ids
    other = tmp_path / "other.txt"
    other.write_text(f"{FIRST_ID}\nsee above\n", encoding="utf-8")
    with pytest.raises(LogError) as err:
        read_log_file(other)
    assert err.value.code == "log_unknown_format"


def test_replay_says_the_ids_file_with_its_code(capsys: pytest.CaptureFixture[str]) -> None:
    status, _ = replayed(IDS)
    said = capsys.readouterr().err
    assert status == 2 and "holds 1696 Tenhou log ids" in said and "not a game log" not in said
    status, out = replayed(IDS, "--json")
    error = json.loads(out)["error"]
    assert status == 2 and error["code"] == "log_ids_tenhou"
    assert f"https://tenhou.net/0/log/?{FIRST_ID}" in error["message"]


def test_the_log_windows_controller_says_the_ids_file() -> None:
    view = LogViewController("en")
    with pytest.raises(LogError):
        view.open(IDS)
    assert view.view().note_error and "holds 1696 Tenhou log ids" in view.view().note


# -- 3. a header that contradicts its hands ---------------------------------------------------

HEADER = (
    "The log's header says an East game, which ended after hand E4-0 (the last hand was played), yet "
    "the log deals hand S1-0 after it: its header or its hands were edited. The record follows the "
    "header, so its replay refuses 23 lines from there on (the first is line 25)."
)


def test_an_east_header_over_south_hands_is_said_as_the_logs() -> None:
    text = WEST.read_text(encoding="utf-8")
    assert '<GO type="1"' in text and "2017030413gm-0009" in text
    log = read_log_file(WEST)
    assert log.rules.east_only and [h.round for h in log.hands][-1] == "W2-0"
    final = final_check(log)
    assert final is not None and final.state == "differs"
    assert final.reason("en") == HEADER
    assert final.reason("ru").startswith("Заголовок лога говорит об игре в один круг Востока")
    assert "paid otherwise" not in final.reason("en")


def test_replay_says_the_header() -> None:
    status, out = replayed(WEST)
    assert status == 0 and "18 of 18 wins agree (mjlog)." in out and HEADER in out
    status, out = replayed(WEST, "--json")
    final = json.loads(out)["final"]
    assert final["reason"] == HEADER and final["refused_from"] == "S1-0"


def test_under_other_rules_the_header_is_not_blamed() -> None:
    # read under another preset, the rules are not the log's own table's: the sentence stays
    # the general one, which says these rules' doing
    log = read_log_file(WEST, "ema")
    final = final_check(log)
    assert final is None or "header" not in final.reason("en")


def test_the_log_windows_controller_opens_the_edited_log() -> None:
    view = LogViewController("en")
    view.open(WEST)
    assert view.log is not None and len(view.log.hands) == 18

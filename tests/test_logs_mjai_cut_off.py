"""An mjai file cut off (the audit's real-log variants v/mj-trunc-lines.mjson, v/mj-trunc-mid.mjson).

A file cut in the middle of a hand (a game saved while it went on, a file copied in part) said
"Hand E4-0 … Player1's event on line 252 has a wrong value (hand: no end)" of a good discard when
cut at a line break, and only "not valid JSON at line 218, column 27" when cut inside a line. Now
the hand is said cut off with the file's last line, and the hands before it are read. Cut after a
hand's whole win or draw (inside its end_kyoku, the next hand's start_kyoku, the end_game, a
list's "]") the hands up to the cut are read and the file is said cut off after the last
(GameLog.cut); cut before the first hand, it is refused as a cut-off JSON text is (log_truncated).
"""

from __future__ import annotations

import gzip
import io
import json
import re
import zlib
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import LogError, read_log, read_log_bytes, read_log_file
from mjgui.core.logs.model import GameLog
from mjgui.core.logs.record import final_check, game_record, save_game_record, save_refusal
from mjgui.leaguecli import league_command
from mjgui.replaycli import replay_command
from tests.test_logs_mjai import DATA, GAME, as_mjai
from tests.test_logs_mjai_mutants import _as_list, _lines, _refused


def _cut(round_name: str, line: int) -> str:
    return (
        f"Hand {round_name} of the mjai log cannot be read: the log ends in the middle of it, at line "
        f"{line}: the file is cut off."
    )


# -- a file cut off ----------------------------------------------------------------------------


def _last_hand_start(lines: list[str]) -> int:
    return max(i for i, line in enumerate(lines) if '"start_kyoku"' in line)


def test_a_file_cut_at_a_line_break_in_a_hand_says_that_hand_is_cut_off() -> None:
    lines = _lines(GAME)
    begin = _last_hand_start(lines)  # E4-1
    whole = read_log_file(GAME)
    for keep in (begin + 1, begin + 2, begin + 30):  # its deal only, its first draw, later
        log = read_log("\n".join(lines[:keep]) + "\n\n")
        hand = log.hands[-1]
        assert (hand.round, hand.end, hand.start) == ("E4-1", "unreadable", whole.hands[4].start)
        assert hand.error is not None and hand.error.code == "log_mjai_cut"
        assert hand.error.message("en") == _cut("E4-1", keep)
        assert [h.end for h in log.hands[:4]] == [h.end for h in whole.hands[:4]]
        assert log.final is None
    ru = hand.error.message("ru")
    assert "4-1" in ru and str(keep) in ru and "{" not in ru and ru != hand.error.message("en")
    # the real variant of the audit: Akochan's game cut after a discard of E4-0
    lines = _lines(GAME)
    e40 = [i for i, line in enumerate(lines) if '"start_kyoku"' in line][3]
    log = read_log("\n".join(lines[: e40 + 40]) + "\n")
    assert [(h.round, h.end) for h in log.hands] == [
        ("E1-0", "win"), ("E2-0", "win"), ("E3-0", "win"), ("E4-0", "unreadable")
    ]  # fmt: skip
    assert log.hands[-1].error is not None and log.hands[-1].error.message("en") == _cut("E4-0", e40 + 40)


def test_a_file_cut_inside_a_line_of_a_hand_says_that_hand_is_cut_off_not_invalid_json() -> None:
    lines = _lines(GAME)
    e40 = [i for i, line in enumerate(lines) if '"start_kyoku"' in line][3]
    at = e40 + 20
    for part in (lines[at][:26], lines[at][:1], lines[at][:-1]):
        log = read_log("\n".join([*lines[:at], part]))
        hand = log.hands[-1]
        assert (hand.round, hand.end) == ("E4-0", "unreadable")
        assert hand.error is not None and hand.error.message("en") == _cut("E4-0", at + 1)
        assert [h.end for h in log.hands[:3]] == ["win", "win", "win"]
    # cut inside the win's own line: the hand is cut off, not read as a hand without its win
    win = next(i for i, line in enumerate(lines) if '"hora"' in line)
    log = read_log("\n".join([*lines[:win], lines[win][:40]]))
    assert [h.end for h in log.hands] == ["unreadable"]
    assert log.hands[0].error is not None and log.hands[0].error.message("en") == _cut("E1-0", win + 1)
    # as one JSON list: cut inside an item, or after one with no "]"
    text = _as_list(lines[: at + 1])
    for cut in (text[: text.rindex("}") - 5], text[: text.rindex("}") + 1] + ",\n"):
        log = read_log(cut)
        assert log.hands[-1].error is not None and log.hands[-1].error.message("en") == _cut("E4-0", at + 2)


def test_a_broken_last_line_that_is_not_cut_off_is_still_invalid_json() -> None:
    lines = _lines(GAME)
    at = _last_hand_start(lines) + 5
    err = _refused("\n".join([*lines[:at], lines[at][:10] + "x" + lines[at][10:]]))
    assert (err.code, err.line) == ("log_json", at + 1)
    # a line cut off that is not the file's last: the file is damaged there, not cut off
    err = _refused("\n".join([*lines[:at], lines[at][:20], *lines[at + 1 :]]))
    assert (err.code, err.line) == ("log_json", at + 1)


def _after(round_name: str, line: int) -> str:
    return (
        f"The mjai log ends after hand {round_name}, at line {line}: the file is cut off. The hands up "
        "to it are read; the rest of the game is not in the file, so the game cannot be saved as a "
        "record."
    )


def test_a_file_cut_inside_a_line_between_hands_keeps_the_hands_and_says_where_it_is_cut() -> None:
    """Was refused whole ("The game log ends too early"), while a cut deeper in the next hand
    kept the hands before it: how much of a cut file was kept hung on where the cut fell."""
    lines = _lines(GAME)
    begin = _last_hand_start(lines)
    whole = read_log_file(GAME)
    assert '"end_kyoku"' in lines[begin - 1]
    # inside E4-1's start_kyoku: the hands before are whole and read, the file cut after E4-0
    log = read_log("\n".join([*lines[:begin], lines[begin][:50]]))
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw"]
    assert [h.deltas for h in log.hands] == [h.deltas for h in whole.hands[:4]]
    assert log.cut is not None and (log.cut.code, log.cut.line, log.cut.round) == (
        "log_mjai_cut_after",
        begin + 1,
        "E4-0",
    )
    assert log.cut.message("en") == _after("E4-0", begin + 1)
    assert log.cut.message("ru") == (
        f"Лог mjai обрывается после раздачи В4-0, на строке {begin + 1}: файл неполный. Раздачи до "
        "неё включительно прочитаны; остальной игры в файле нет, поэтому игру нельзя сохранить как "
        "запись."
    )
    assert not log.unreadable and log.final is None
    # inside the end_game line: every hand read, the final points not known
    log = read_log("\n".join([*lines[:-1], lines[-1][:12]]))
    assert [(h.round, h.end) for h in log.hands] == [(h.round, h.end) for h in whole.hands]
    assert log.cut is not None and log.cut.message("en") == _after("E4-1", len(lines))
    assert log.final is None and not log.unreadable
    # as one JSON list without its "]" (the item lines[k] on line k + 2): the game whole, said cut
    # after its end
    text = _as_list(lines)
    log = read_log(text[: text.rindex("]")])
    assert log.final == whole.final and [h.end for h in log.hands] == [h.end for h in whole.hands]
    assert log.cut is not None and (log.cut.code, log.cut.params["last"]) == (
        "log_mjai_cut_after_end",
        len(lines) + 1,
    )
    assert log.cut.message("en") == (
        f"The mjai log is cut off after the game's end, on line {len(lines) + 1}: the game is read whole."
    )
    assert "{" not in log.cut.message("ru") and log.cut.message("ru") != log.cut.message("en")
    # cut inside a list's item between two hands, as inside a line
    log = read_log(_as_list(lines[:begin])[:-3] + ",\n" + lines[begin][:50])
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw"]
    assert log.cut is not None and log.cut.message("en") == _after("E4-0", begin + 2)
    # a whole file: nothing said cut
    assert whole.cut is None
    # one cut at a line break after a whole hand's end_kyoku, no end_game: was said whole (and
    # saved as a record that ended the game there); now said cut off after that hand
    for text in ("\n".join(lines[:begin]), "\n".join(lines[:begin]) + "\n"):
        log = read_log(text)
        assert [h.end for h in log.hands] == ["win", "win", "win", "draw"]
        assert log.cut is not None and log.cut.message("en") == _after("E4-0", begin)


def test_a_file_cut_before_its_first_hand_is_refused_whole() -> None:
    lines = _lines(GAME)
    # inside the start_game line, or before the first hand's deal is whole
    assert lines[0].endswith('"start_game"}')
    err = _refused(lines[0][:-1])
    assert (err.code, err.line, err.column) == ("log_truncated", 1, len(lines[0]))
    err = _refused("\n".join([lines[0], lines[1][:40]]))
    assert (err.code, err.line, err.column) == ("log_truncated", 2, 41)
    assert err.message("en") == (
        "The game log ends too early, at line 2, column 41: the file is cut off. Download the log again."
    )


def test_a_win_cut_only_in_its_end_kyoku_is_kept_and_the_file_said_cut_after_it() -> None:
    """The last hand's win was thrown away (the hand unreadable) when only the end_kyoku line after
    it was cut: now the win is read and the file is said cut off after its hand."""
    lines = _lines(GAME)
    end = len(lines) - 2
    assert lines[end] == '{"type": "end_kyoku"}' and '"hora"' in lines[end - 1]
    whole = read_log_file(GAME)
    for part in ('{"type": "end_k', '{"type": "e', '{"type":"end_kyoku"'):
        log = read_log("\n".join([*lines[:end], part]))
        assert [(h.round, h.end) for h in log.hands] == [(h.round, h.end) for h in whole.hands]
        assert log.hands[-1].wins == whole.hands[-1].wins and log.hands[-1].deltas == whole.hands[-1].deltas
        assert log.cut is not None and log.cut.message("en") == _after("E4-1", end + 1)
    # a cut line that may be a double ron's second win (its type not said yet, or "hora"): the
    # hand is cut off, not read with one win where the log may hold two
    for part in ('{"ty', '{"type": "ho', '{"actor": 2, "pai'):
        log = read_log("\n".join([*lines[:end], part]))
        assert log.hands[-1].end == "unreadable" and log.cut is None
        assert log.hands[-1].error is not None and log.hands[-1].error.message("en") == _cut("E4-1", end + 1)
    # a draw cut in its end_kyoku, or whose end_kyoku is missing at a line break: a draw is one line
    draw = _last_hand_start(lines) - 2
    assert '"ryukyoku"' in lines[draw]
    for text, line in (
        ("\n".join([*lines[: draw + 1], '{"type": "end_']), draw + 2),
        ("\n".join(lines[: draw + 1]) + "\n", draw + 1),
    ):
        log = read_log(text)
        assert [h.end for h in log.hands] == ["win", "win", "win", "draw"]
        assert log.cut is not None and log.cut.message("en") == _after("E4-0", line)


def test_a_double_ron_cut_between_its_two_wins_is_a_hand_cut_off() -> None:
    """A cut between the two hora lines of a double ron went unnoticed: the hand read with its
    first win only, the second's points lost. The mjai protocol ends each hand with end_kyoku: a
    last hand without it is cut off."""
    text = as_mjai(DATA / "mjai-reviewer-double_ron.json")
    lines = text.splitlines()
    whole = read_log(text)
    assert len(whole.hands[-1].wins) == 2
    first = next(i for i, line in enumerate(lines) if '"hora"' in line and '"hora"' in lines[i + 1])
    for text in (
        "\n".join(lines[: first + 1]) + "\n",
        "\n".join([*lines[: first + 1], lines[first + 1][:30]]),
    ):
        log = read_log(text)
        hand = log.hands[-1]
        assert (hand.round, hand.end, hand.wins) == (whole.hands[-1].round, "unreadable", ())
        assert hand.error is not None and hand.error.code == "log_mjai_cut" and log.cut is None
    # one win at a line break, its end_kyoku missing: cut off too (a second win may be lost)
    lines = _lines(GAME)
    log = read_log("\n".join(lines[:-2]) + "\n")
    assert log.hands[-1].end == "unreadable"
    assert log.hands[-1].error is not None and log.hands[-1].error.message("en") == _cut(
        "E4-1", len(lines) - 2
    )


def test_a_gzip_mjai_file_cut_short_keeps_its_hands_as_the_same_text_uncompressed() -> None:
    """A partial download of an mjai .json.gz was refused whole ("The game log ends too early")
    where the same text uncompressed kept the hands before the cut."""
    data = GAME.read_bytes()
    packed = gzip.compress(data)
    said = []
    for cut in (packed[: len(packed) // 2], packed[: len(packed) * 3 // 4]):
        inflated = zlib.decompressobj(zlib.MAX_WBITS | 16).decompress(cut)
        text = inflated.decode("utf-8", errors="ignore")
        log, plain = read_log_bytes(cut), read_log(text)
        assert [(h.round, h.end) for h in log.hands] == [(h.round, h.end) for h in plain.hands]
        assert [h.error and h.error.message("en") for h in log.hands] == [
            h.error and h.error.message("en") for h in plain.hands
        ]
        assert (log.cut and log.cut.message("en")) == (plain.cut and plain.cut.message("en"))
        said.append(
            (len(log.hands), log.cut and log.cut.code, log.hands[-1].error and log.hands[-1].error.code)
        )
    # the first cut inside E3-0's start_kyoku, the second in the middle of E4-0
    assert said == [(2, "log_mjai_cut_after", None), (4, None, "log_mjai_cut")]
    # cut in its last 8 bytes (checksum and length): all the text is there, the game read whole,
    # the file said cut off after its end
    log = read_log_bytes(packed[:-4])
    assert log.final == read_log_file(GAME).final and not log.unreadable
    assert log.cut is not None and log.cut.code == "log_mjai_cut_after_end"
    # cut after a whole hand at a line break: said cut after that hand (the gzip says it is cut)
    lines = data.decode().splitlines(keepends=True)
    begin = _last_hand_start([line.rstrip("\n") for line in lines])
    head = "".join(lines[:begin]).encode()
    part = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
    cut = part.compress(head) + part.flush(zlib.Z_SYNC_FLUSH)  # all of head, the stream unended
    log = read_log_bytes(cut)
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw"]
    assert log.cut is not None and log.cut.message("en") == _after("E4-0", begin)


def test_replay_and_the_log_window_say_where_a_file_is_cut_after_its_hands(tmp_path: Path) -> None:
    lines = _lines(GAME)
    begin = _last_hand_start(lines)
    path = tmp_path / "cut.mjson"
    path.write_text("\n".join([*lines[:begin], lines[begin][:50]]), encoding="utf-8")
    # replay: the hands' lines, then where the file is cut; not refused (was status 2)
    out, err = io.StringIO(), io.StringIO()
    assert replay_command([str(path)], out=out, err=err) == 0 and err.getvalue() == ""
    said = out.getvalue().splitlines()
    assert said[2].startswith("E3-0: ") and said[3] == _after("E4-0", begin + 1)  # E4-0 a draw
    assert said[4:6] == ["Draws paid as the log says: 1 of 1.", "3 of 3 wins agree (mjai)."]
    out = io.StringIO()
    assert replay_command([str(path), "--json"], out=out, err=io.StringIO()) == 0
    data = json.loads(out.getvalue())
    assert data["cut"] == {
        "round": "E4-0",
        "line": begin + 1,
        "code": "log_mjai_cut_after",
        "message": _after("E4-0", begin + 1),
    }
    assert data["summary"] == {
        "wins": 3,
        "agree": 3,
        "unreadable": 0,
        "gaps": 0,
        "draws": 1,
        "draws_checked": 1,
        "draws_agree": 1,
    }
    # the log window: a row after the last hand's, the hand it is cut after and the sentence
    view = LogViewController("en")
    view.open(path)
    row = view.view().rows[-1]
    assert (row.event, row.verdict, row.agree) == (_after("E4-0", begin + 1), "", None)
    assert view.view().rows[-2].event != row.event
    # a whole file: no such line, JSON "cut" null
    out = io.StringIO()
    assert replay_command([str(GAME), "--json"], out=out, err=io.StringIO()) == 0
    assert json.loads(out.getvalue())["cut"] is None


# -- no game record of a game cut off before its end ---------------------------------------------


def test_a_game_cut_after_a_hand_before_its_end_is_not_saved_as_a_finished_record(tmp_path: Path) -> None:
    """A real game as mjai, cut inside its last hand's start_kyoku (or at the line break after
    the hand before it: no end_game at all): it was saved as a record whose rules and end were
    guessed from the hands left, so its replay ended the game at the cut (S4-1) and a league
    counted it with the wrong player first (the whole game's winner second); replay and the log
    window said "the game record saved from this log ends with … final score". Now no record is
    saved and each says why."""
    text = as_mjai(DATA / "dnovikoff-bug1.mjlog")
    lines = text.splitlines()
    last = _last_hand_start(lines)  # S4-2
    whole = read_log(text)
    assert save_refusal(whole) is None and whole.cut is None
    for cut, line in (
        ("\n".join([*lines[:last], lines[last][:20]]), last + 1),
        ("\n".join(lines[:last]) + "\n", last),  # no end_game: was not even said cut
    ):
        path = tmp_path / "cut.mjson"
        path.write_text(cut, encoding="utf-8")
        log = read_log(cut)
        said = _after("S4-1", line)
        assert log.cut is not None and log.cut.message("en") == said
        refusal = save_refusal(log)
        assert refusal is not None and refusal.message("en") == said and final_check(log) is None
        record = tmp_path / "game.mjgame"
        with pytest.raises(LogError) as caught:
            save_game_record(log, record)
        assert caught.value.message("en") == said and not record.exists()
        # replay: says the file is cut and why no record is saved, no record's final score
        out = io.StringIO()
        assert replay_command([str(path)], out=out, err=io.StringIO()) == 0
        assert out.getvalue().splitlines()[-3:] == [
            said,
            "Draws paid as the log says: 2 of 2.",
            "8 of 8 wins agree (mjai).",
        ]
        assert "record saved from this log" not in out.getvalue()
        out = io.StringIO()
        assert replay_command([str(path), "--json"], out=out, err=io.StringIO()) == 0
        assert json.loads(out.getvalue())["final"] is None
        # the log window: the same note for its disabled Save, no final standings
        view = LogViewController("en")
        view.open(path)
        assert view.save_refusal() == said and view.view().rows[-1].event == said
        assert view.final is None and view._final_rows() == ()
        # the league: the file is skipped as a log, no game counted
        out, err = io.StringIO(), io.StringIO()
        assert league_command([str(path)], out=out, err=err) == 2
        told = out.getvalue() + err.getvalue()
        assert "No finished game records were found." in told
        assert f"{path} is a game log, not a game record: it is not counted." in told
    # cut after the game's end (a JSON list without its "]"): the game whole, saved as before
    listed = _as_list(lines)
    log = read_log(listed[: listed.rindex("]")])
    assert log.cut is not None and log.cut.code == "log_mjai_cut_after_end" and save_refusal(log) is None
    assert save_game_record(log, tmp_path / "whole.mjgame").path == str(tmp_path / "whole.mjgame")
    assert (tmp_path / "whole.mjgame").read_text(encoding="utf-8") == game_record(whole)


# -- a file cut inside a literal or a number ---------------------------------------------------


def _synced(text: str) -> bytes:
    """``text`` gzipped with its stream unended: a gzip file cut right after ``text``."""
    part = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
    return part.compress(text.encode()) + part.flush(zlib.Z_SYNC_FLUSH)


def _said(log: object) -> list[object]:
    assert isinstance(log, GameLog)
    return [
        [(h.round, h.end, h.deltas, h.error and h.error.message("en")) for h in log.hands],
        log.cut and log.cut.message("en"),
    ]


def test_a_file_cut_inside_true_false_null_or_a_number_is_cut_off_not_broken_json() -> None:
    """A file (plain or gzip) cut inside ``true``/``false``/``null`` or right after a ``-`` sign was
    called broken JSON ("not valid JSON at line 4") and every hand lost, where a cut one byte
    earlier or later kept the hands before it: the decoder refuses such a value where it starts,
    not at the text's end. Now read as any cut inside that line is: the same as cut just before
    the value."""
    game = GAME.read_text(encoding="utf-8")
    double = as_mjai(DATA / "mjai-reviewer-double_ron.json")  # deltas: [13000,0,0,-13000]
    cases = []
    for text, value in ((game, "true"), (game, "false"), (double, "false"), (double, "-")):
        after = text.index("start_kyoku")  # in the hands, not in the start_game before them
        starts = [m.start(1) for m in re.finditer(rf"[:\[,] ?({value})", text) if m.start() > after]
        assert len(starts) > 1
        for start in (starts[0], starts[-1]):  # in the first hand, and in the last
            cases += [(text, start, start + k) for k in range(1, max(2, len(value)))]
    # null (no sample writes one): a draw's event with a null field, cut inside it
    lines = _lines(GAME)
    begin = _last_hand_start(lines)
    nulled = "\n".join([*lines[: begin - 1], '{"type": "end_kyoku", "note": null}'])
    start = nulled.index("null")
    cases += [(nulled, start, start + k) for k in (1, 2, 3)]
    # a number cut after its digits, in its fraction or its exponent (mjai writes none: made so)
    for tail in (".", "e", "E+", "e-"):
        made = "\n".join([*lines[: begin - 1], '{"type": "end_kyoku", "note": 1' + tail])
        cases.append((made, made.rindex("1") + 1, len(made)))
    assert len(cases) > 12
    for text, before, cut in cases:
        expected = _said(read_log(text[:before]))  # cut just before the value
        assert _said(read_log(text[:cut])) == expected, text[before:cut]
        assert _said(read_log_bytes(_synced(text[:cut]))) == expected
        assert read_log(text[:cut]).hands  # the hands before the cut kept
    # not a cut: a value that can never be whole stays broken JSON
    for broken in ('{"type": "end_kyoku", "note": tx}', '{"type": "end_kyoku", "note": -.}'):
        err = _refused("\n".join([*lines[: begin - 1], broken]))
        assert err.code == "log_json"
    # a tenhou.net/6 log cut right after a "-" is said cut off, not broken JSON
    tenhou = (DATA / "mjlog2json-2019021004gm-00a9-0000-e2f6516d.json").read_text(encoding="utf-8")
    at = tenhou.index("-", tenhou.index('"log"')) + 1
    err = _refused(tenhou[:at])
    assert err.code == "log_truncated"

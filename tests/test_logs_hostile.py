"""Hostile and broken logs: every malformed value a typed error that names the hand, the seat
and the event (exit 2, never a traceback), one unreadable hand a difference of its own, FIFOs
refused, standard input limited like a file, control characters of names shown as escapes.

The logs are the real ones of tests/data/logs (sources: tests/test_logs.py and the README there).
"""

from __future__ import annotations

import io
import json
import os
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.core.logs import MAX_LOG_CHARS, GameLog, LogError, check_log, check_win, read_log, read_log_file
from mjgui.core.text import round_letters
from mjgui.replaycli import replay_command
from tests.logmutate import check_log_text

DATA = Path(__file__).parent / "data" / "logs"
MJLOG = (DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")
MAJSOUL = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
#: replay's last line for mjx-double-ron.mjlog: its owari's final scores, which its record ends with
DOUBLE_RON_FINAL = (
    "Final score: タケオしゃん +13, 初代☆ +46, デジタル仙人 −8, はっとりへいじ −51. "
    "The game record saved from this log ends with the same."
)


def run(argv: list[str], stdin: object = None) -> tuple[int, str]:
    out = io.StringIO()
    status = replay_command(  # its errors go to standard error: read here with its answer
        argv,
        out=out,
        stdin=stdin if stdin is not None else io.StringIO(""),
        err=out,  # type: ignore[arg-type]
    )
    return status, out.getvalue()


def game(change: object = None) -> str:
    """The real Mahjong Soul game, with ``change(data)`` applied."""
    data = json.loads(json.dumps(MAJSOUL))
    if callable(change):
        change(data)
    return json.dumps(data, ensure_ascii=False, allow_nan=True)


# --- located errors: the hand, the seat, the event ----------------------------------------


def _set(path: tuple[int | str, ...], value: object):  # type: ignore[no-untyped-def]
    def change(data: dict) -> None:  # type: ignore[type-arg]
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


# hand 1 (E2-0) of the game: seat 0's discards are log[1][6], seat 1's takes log[1][8]
@pytest.mark.parametrize(
    ("path", "value", "code", "words"),
    [
        (("log", 1, 6, 3), "r²", "log_bad_discard", ["E2-0", "A's discard 4", "r²"]),
        (("log", 1, 6, 0), None, "log_bad_discard", ["E2-0", "A's discard 1", "None"]),
        (("log", 1, 8, 7), "c3332", "log_bad_take", ["E2-0", "B's take 8"]),
        (("log", 1, 8, 0), float("nan"), "log_bad_take", ["E2-0", "B's take 1", "nan"]),
        (("log", 1, 8, 1), float("inf"), "log_bad_take", ["E2-0", "B's take 2", "inf"]),
        (("log", 1, 8, 2), "24", "log_bad_take", ["E2-0", "B's take 3"]),
        (("log", 1, 16, 2, 0), 7, "log_bad_hand", ["E2-0", "winner: 7"]),
        (("log", 1, 16, 2, 1), -1, "log_bad_win", ["E2-0", "the win of D", "from: -1"]),
        (("log", 1, 1, 2), "x", "log_bad_hand", ["E2-0", "points: x"]),
        (("log", 1, 0, 1), float("nan"), "log_bad_hand", ["#2", "honba: nan"]),
    ],
)
def test_a_bad_value_names_the_hand_the_seat_and_the_event(
    path: tuple[int | str, ...], value: object, code: str, words: list[str]
) -> None:
    log = read_log(game(_set(path, value)))
    (hand,) = log.unreadable
    assert hand.error is not None and hand.error.code == code
    message = hand.error.message("en")
    for word in words:
        assert word in message, message
    assert "line 0" not in message and "{" not in message
    assert round_letters(hand.round, "ru") in hand.error.message("ru")  # В2-0: the windows' letters
    # the rest of the game is read and compared: 7 of the 8 wins are still there and agree
    checks = check_log(log)
    assert len(checks) == 7 and all(c.agree for c in checks)
    assert [h.round for h in log.hands][2:] == ["E3-0", "E4-1", "S1-0", "S2-0", "S3-0", "S3-1", "S4-0"]


def test_replay_names_the_unreadable_hand_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(game(_set(("log", 1, 6, 3), "r²")), encoding="utf-8")
    status, out = run([str(path)])
    assert status == 1
    lines = out.splitlines()
    assert lines[1] == "Hand E2-0 of the game log cannot be read: A's discard 4 has a wrong value (tile: r²)."
    assert lines[-3:] == [
        "7 of 7 wins agree (tenhou6).",
        "Hands that cannot be read: 1 (each counts as a difference).",
        # no record is saved from a log with a hand that cannot be read: the log's final alone
        "Final score in the log: A −20.4, B −8.7, C +26.9, D +2.2.",
    ]
    status, out = run([str(path), "--json"])
    data = json.loads(out)
    assert status == 1 and data["summary"] == {
        "wins": 7,
        "agree": 7,
        "unreadable": 1,
        "gaps": 0,
        "draws": 1,
        "draws_checked": 1,
        "draws_agree": 1,
    }
    assert data["unreadable"][0]["round"] == "E2-0" and data["unreadable"][0]["code"] == "log_bad_discard"


@pytest.mark.parametrize(
    ("old", "new", "code", "words"),
    [
        ('<N who="3" m="50761" />', '<N who="7" m="50761" />', "log_bad_hand", ["E1-0", "N who: 7"]),
        ('<N who="3" m="50761" />', '<N who="-1" m="50761" />', "log_bad_hand", ["E1-0", "N who: -1"]),
        ('oya="1" hai0', 'oya="7" hai0', "log_bad_hand", ["E2-0", "INIT oya: 7"]),
        (
            '<AGARI ba="0,2"',
            '<AGARI ba="x,2"',
            "log_bad_win",
            ["E4-0", "the win of タケオしゃん", "AGARI ba: x,2"],
        ),
        (
            'who="0" fromWho="3"',
            'who="0" fromWho="9"',
            "log_bad_win",
            ["E3-1", "タケオしゃん", "fromWho: 9"],
        ),
    ],
)
def test_mjlog_bad_values_are_located_and_the_rest_is_read(
    old: str, new: str, code: str, words: list[str]
) -> None:
    assert old in MJLOG
    log = read_log(MJLOG.replace(old, new, 1))
    (hand,) = log.unreadable
    assert hand.error is not None and hand.error.code == code
    for word in words:
        assert word in hand.error.message("en"), hand.error.message("en")
    assert len(log.hands) == 4  # the other hands are still there


def test_an_mjlog_tile_out_of_range_names_the_seat_and_its_take() -> None:
    text = MJLOG.replace("<T98/>", "<T999/>", 1)
    (hand,) = read_log(text).unreadable
    assert hand.error is not None and hand.error.code == "log_bad_take"
    assert hand.error.message("en") == (
        "Hand E1-0 of the game log cannot be read: タケオしゃん's take 1 has a wrong value (tile: 999)."
    )


def test_a_seat_minus_one_is_no_longer_credited_to_seat_3() -> None:
    text = MJLOG.replace('who="0" fromWho="3"', 'who="-1" fromWho="3"', 1)
    log = read_log(text)
    assert log.unreadable and all(w.winner in (0, 1, 2, 3) for w in log.wins)
    assert all(w.winner != 3 for w in log.wins if w.round == "E4-0")


SANMA = json.loads(
    (DATA / "sanma" / "mortal-sanma-2025020203gm-00b9-0000-bea67528.json").read_text(encoding="utf-8")
)
#: A win's seats by their place in a tenhou.net/6 win's ``info`` and the field of LogWin.
WIN_SEATS = {0: "winner", 1: "discarder", 2: "pao"}


def _win_changed(log: GameLog, round_name: str, **changes: object) -> GameLog:
    """``log`` with the first win of hand ``round_name`` changed, as code may build one."""
    hands = list(log.hands)
    index = next(i for i, hand in enumerate(hands) if hand.round == round_name)
    first, *others = hands[index].wins
    hands[index] = replace(hands[index], wins=(replace(first, **changes), *others))  # type: ignore[arg-type]
    return replace(log, hands=tuple(hands))


@pytest.mark.parametrize(
    ("data", "hand", "place", "seat"),
    [
        # four players (hand 1, E2-0: D's tsumo): seats 0-3
        (MAJSOUL, 1, 2, 7),  # the liable player (pao) at seat 7
        (MAJSOUL, 1, 2, 4),
        (MAJSOUL, 1, 2, -1),
        (MAJSOUL, 1, 1, 4),  # the discarder
        (MAJSOUL, 1, 1, -1),
        (MAJSOUL, 1, 0, 7),  # the winner
        (MAJSOUL, 1, 0, -1),
        (MAJSOUL, 1, 0, True),  # a truth value is no seat
        # three players (hand 1, E1-1: a ron from seat 2): seats 0-2
        (SANMA, 1, 2, 3),
        (SANMA, 1, 1, 3),
        (SANMA, 1, 0, 3),
    ],
    ids=[
        *("pao7", "pao4", "pao-1", "from4", "from-1", "winner7", "winner-1", "winnerTrue"),
        *("sanma-pao3", "sanma-from3", "sanma-winner3"),
    ],
)
def test_a_log_built_in_code_with_a_seat_off_the_table_is_refused_as_the_reader_refuses_it(
    data: dict,
    hand: int,
    place: int,
    seat: object,  # type: ignore[type-arg]
) -> None:
    # a log built in code names a seat outside its table: checking it raised IndexError from
    # the settlement (or, for -1, settled it on the last seat); it is refused as the reader
    # refuses the same seat in the file: the same error, the hand and the winner named
    text = json.dumps(data, ensure_ascii=False)
    changed = json.loads(text)
    changed["log"][hand][-1][2][place] = seat
    (unreadable,) = read_log(json.dumps(changed, ensure_ascii=False)).unreadable
    expected = unreadable.error
    assert expected is not None
    log = read_log(text)
    built = _win_changed(log, unreadable.round, **{WIN_SEATS[place]: seat})
    with pytest.raises(LogError) as info:
        check_log(built)
    refused = info.value
    assert (refused.code, refused.params) == (expected.code, expected.params)
    for lang in ("en", "ru"):
        assert refused.message(lang) == expected.message(lang)
    assert refused.round == unreadable.round
    # seat 3 of three players is said to be the empty fourth seat
    said = "3, the empty fourth seat of a three-player game" if data is SANMA else seat
    assert f": {said})." in refused.message("en")


def test_a_win_off_the_table_says_the_hand_and_the_winner_in_both_languages() -> None:
    log = _win_changed(read_log(json.dumps(MAJSOUL, ensure_ascii=False)), "E2-0", pao=7)
    with pytest.raises(LogError) as info:
        check_log(log)
    assert (
        info.value.message("en")
        == "Hand E2-0 of the game log cannot be read: the win of D has a wrong value (pao: 7)."
    )
    assert info.value.message("ru") == (
        "Раздачу В2-0 в логе игры не прочитать: в выигрыше игрока D неверное значение (ответственный "
        "игрок (пао): 7)."
    )
    # a win checked alone (no names to hand): its winner by number; a seat too long to write out
    (win,) = log.hands[1].wins
    huge = replace(win, discarder=10**5000)
    with pytest.raises(LogError) as info:
        check_win(huge)
    assert (
        info.value.message("en")
        == "Hand E2-0 of the game log cannot be read: the win of #4 has a wrong value (from: …)."
    )


def test_an_integer_of_5000_digits_is_a_json_error_with_its_position() -> None:
    text = game().replace("25000", "1" * 5000, 1)
    with pytest.raises(LogError) as err:
        read_log(text)
    assert err.value.code == "log_json" and err.value.line == 1 and err.value.column > 1
    status, out = run(["-"], stdin=io.StringIO(text))
    assert status == 2 and "line 1" in out


def test_a_huge_number_in_an_mjlog_is_refused_not_printed() -> None:
    (hand,) = read_log(MJLOG.replace('ten="30,7700,0"', f'ten="30,{"7" * 5000},0"', 1)).unreadable
    assert hand.error is not None and len(hand.error.message("en")) < 300


def test_every_refusal_exits_2_never_1_and_never_a_traceback(tmp_path: Path) -> None:
    cases = ["", "{", "[]", '{"log": 5}', "<mjloggm>", '{"log": [[]], "name": ["a", "b"]}']
    for text in cases:
        path = tmp_path / "x.json"
        path.write_text(text, encoding="utf-8")
        status, out = run([str(path)])
        assert status == 2, (text, out)
        assert "Traceback" not in out


def test_check_log_text_flags_an_unforeseen_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import tests.logmutate as logmutate

    def boom(text: str) -> object:
        raise LogError("log_unexpected", what="KeyError")

    monkeypatch.setattr(logmutate, "read_log", boom)
    assert "did not foresee" in (check_log_text("x") or "")


# --- not a regular file; standard input ---------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "log.fifo"
    os.mkfifo(fifo)
    with pytest.raises(LogError) as err:
        read_log_file(fifo)  # would block forever with a plain open()
    assert err.value.code == "log_not_a_file" and str(fifo) in err.value.message("en")
    status, out = run([str(fifo)])
    assert status == 2 and "not a regular file" in out
    status, out = run([str(tmp_path)])  # a folder is no log either
    assert status == 2


class Endless(io.TextIOBase):
    """Standard input that never ends (like /dev/zero piped in); counts what was read."""

    def __init__(self) -> None:
        self.given = 0

    def readable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> str:
        if size is None or size < 0:
            raise AssertionError("read everything of an endless stream")
        self.given += size
        return "{" * size


def test_stdin_has_the_same_limit_as_a_file() -> None:
    endless = Endless()
    status, out = run(["-"], stdin=endless)
    assert status == 2 and "too large" in out
    assert endless.given <= MAX_LOG_CHARS + 200_000  # read up to the limit, not to the end
    # the real standard input's bytes (a buffer under the text stream)
    raw = io.TextIOWrapper(io.BytesIO((DATA / "mjx-double-ron.mjlog").read_bytes()), encoding="utf-8")
    status, out = run(["-"], stdin=raw)
    assert status == 0 and out.endswith(f"4 of 4 wins agree (mjlog).\n{DOUBLE_RON_FINAL}\n")


def test_stdin_gzip_and_text_read_alike() -> None:
    import gzip

    raw = io.TextIOWrapper(io.BytesIO(gzip.compress(MJLOG.encode())), encoding="latin-1")
    status, out = run(["-"], stdin=raw)
    assert status == 0 and out.endswith(f"4 of 4 wins agree (mjlog).\n{DOUBLE_RON_FINAL}\n")


# --- what reaches the terminal --------------------------------------------------------------


def test_control_characters_in_names_are_printed_as_escapes(tmp_path: Path) -> None:
    def rename(data: dict) -> None:  # type: ignore[type-arg]
        data["name"] = ["\x1b[2J\x1b[31mEvil", "New\nline", "bidi\u202eeman", "D"]

    path = tmp_path / "names.json"
    path.write_text(game(rename), encoding="utf-8")
    status, out = run([str(path)])
    assert status == 0
    assert "\x1b" not in out and "\u202e" not in out
    # each seat named as the game record and the league name it: those characters made "_"
    # (left out at a name's ends)
    assert "[2J_[31mEvil" in out and "New_line" in out and "bidi_eman" in out
    assert len(out.splitlines()) == 11  # a newline in a name adds no line (the 11th: its draw)
    status, out = run([str(path), "--json"])
    assert json.loads(out)["players"] == ["[2J_[31mEvil", "New_line", "bidi_eman", "D"]


def test_an_error_quoting_the_file_escapes_it_too(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text(game(_set(("log", 1, 6, 3), "\x1b]0;pwned\x07")), encoding="utf-8")
    status, out = run([str(path)])
    assert status == 1 and "\x1b" not in out and "\x07" not in out and "\\x1b" in out


def test_the_command_line_never_shows_a_traceback(tmp_path: Path) -> None:
    import subprocess

    path = tmp_path / "x.json"
    path.write_text(
        game(_set(("log", 1, 8, 0), float("nan"))).replace("25000", "9" * 5000, 1), encoding="utf-8"
    )
    done = subprocess.run(
        [sys.executable, "-m", "mjgui", "replay", str(path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout


def test_make_fuzz_mutates_logs_too(capsys: pytest.CaptureFixture[str]) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import fuzz

    assert fuzz.main(["-n", "80", "--seed", "11"]) == 0
    summary = capsys.readouterr().out.strip().splitlines()[-1]
    assert " logs" in summary and summary.endswith("seed 11: 0 problems")
    # a log the readers answer with an unforeseen error is reported as wrong
    bad = fuzz.run_one("log", "x", lambda: "an error the readers did not foresee: KeyError", 1.0)
    assert bad is not None and bad.startswith("wrong    log")


def test_a_hand_the_core_refuses_inside_a_reader_is_said_in_the_readers_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The last guard put the core's refusal into the log's error in English whatever the
    language asked for (``err.message("en")``)."""
    import mjgui.core.logs.mjlog as mjlog
    from mjgui.core.errors import HandError

    def refused(text: str, preset_name: str | None = None) -> object:
        raise HandError("win_tile_not_in_hand", tile="1z")

    monkeypatch.setattr(mjlog, "read_mjlog", refused)
    with pytest.raises(LogError) as err:
        read_log("<mjloggm ver='2.3'></mjloggm>")
    assert err.value.code == "log_unexpected"
    assert err.value.message("en") == (
        "The game log cannot be read: the winning tile 1z is not in the hand: add it to the hand or "
        "choose another winning tile. Nothing was changed."
    )
    ru = err.value.message("ru")
    assert "выигрышного тайла 1z нет в руке" in ru and "winning" not in ru


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_file_that_is_no_log_is_named_as_it_is_spelled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``replay fifo`` said "Fifo is not a regular file", ``replay zero.json --lang ru`` «Zero.json —
    не обычный файл»: the file's name is shown as it is spelled, at the start of the sentence too."""
    monkeypatch.chdir(tmp_path)
    os.mkfifo("fifo")
    os.symlink(os.devnull, "zero.json")
    status, out = run(["fifo"])
    assert (status, out) == (2, "fifo is not a regular file (a pipe or a device): a game log is a file.\n")
    status, out = run(["zero.json", "--lang", "ru"])
    assert (status, out) == (2, "zero.json — не обычный файл (канал или устройство): лог игры — это файл.\n")


def _unreadable_hands(text: str) -> list[tuple[str, str, str]]:
    game = read_log(text)
    return [
        (h.round, h.error.message("en"), h.error.message("ru")) for h in game.hands if h.error is not None
    ]


def test_a_fifth_copy_of_a_tile_in_a_tenhou6_hand_is_not_read() -> None:
    """A line of a pretty-printed tenhou.net/6 take list written twice gave a fifth 1s on the table
    and was read as a real game ("7 of 7 wins agree", its record saved): each kind's copies dealt,
    drawn and shown as dora or ura dora indicators are counted, and a fifth refuses the hand."""
    path = DATA / "majsoul-league-analyzer-sample_paipu.json"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    # E4-0, NagatoYukki's takes: 31, 31, 33, … (one tile a line); her second 1s written twice
    assert [line.strip() for line in lines[1050:1054]] == ["[", "31,", "31,", "33,"]
    doubled = "".join([*lines[:1053], lines[1052], *lines[1053:]])
    assert _unreadable_hands(doubled) == [
        (
            "E4-0",
            # the fifth 1s on the table, in the order they were drawn: the other seat's last draw
            "Hand E4-0 of the game log cannot be read: 姬野家の星奏's take 12 has a wrong value (a fifth "
            "copy of a tile: 1s).",
            "Раздачу В4-0 в логе игры не прочитать: у игрока 姬野家の星奏 во взятии № 12 неверное "
            "значение (пятый экземпляр тайла: 1s).",
        )
    ]
    status, out = run([str(path)])
    assert status == 0 and "Hands that cannot be read" not in out  # the file as it is: every hand
    data = json.loads(text)
    hand = data["log"][4]
    # a take after the seat's last turn, which the play never draws, is counted all the same
    hand[5 + 3 * 2].append(31)
    (found,) = _unreadable_hands(json.dumps(data, ensure_ascii=False))
    assert found[1].endswith("NagatoYukki's take 13 has a wrong value (a fifth copy of a tile: 1s).")
    hand[5 + 3 * 2].pop()
    # a dora indicator that would be a fifth copy: the hand's own part, not a seat's
    hand[2].append(31)
    (found,) = _unreadable_hands(json.dumps(data, ensure_ascii=False))
    assert (
        found[1]
        == "Hand E4-0 of the game log cannot be read: it has a wrong value (a fifth copy of a tile: 1s)."
    )

"""An mjai file cut off (the audit's real-log variants v/mj-trunc-lines.mjson, v/mj-trunc-mid.mjson).

A file cut in the middle of a hand (a game saved while it went on, a file copied in part) said
"Hand E4-0 … Player1's event on line 252 has a wrong value (hand: no end)" of a good discard when
cut at a line break, and only "not valid JSON at line 218, column 27" when cut inside a line. Now
the hand is said cut off with the file's last line, and the hands before it are read; cut inside
a line between two hands, the file is refused as a cut-off JSON text is (log_truncated).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log, read_log_file
from tests.test_logs_mjai import GAME


def _lines(path: Path = GAME) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _refused(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


def _as_list(lines: list[str]) -> str:
    """The events as one JSON list, one item a line: the item ``lines[k]`` is on line k + 2."""
    return "[\n" + ",\n".join(lines) + "\n]\n"


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


def test_a_file_cut_inside_a_line_between_hands_or_before_any_is_cut_off() -> None:
    lines = _lines(GAME)
    begin = _last_hand_start(lines)
    assert '"end_kyoku"' in lines[begin - 1]
    # inside E4-1's start_kyoku: the hands before are whole, the one it starts is not known
    err = _refused("\n".join([*lines[:begin], lines[begin][:50]]))
    assert (err.code, err.line, err.column) == ("log_truncated", begin + 1, 51)
    assert err.message("en") == (
        f"The game log ends too early, at line {begin + 1}, column 51: the file is cut off."
    )
    # inside the end_game line
    err = _refused("\n".join([*lines[:-1], lines[-1][:12]]))
    assert (err.code, err.line) == ("log_truncated", len(lines))
    # inside the start_game line, or before the first hand's deal is whole
    assert lines[0].endswith('"start_game"}')
    err = _refused(lines[0][:-1])
    assert (err.code, err.line, err.column) == ("log_truncated", 1, len(lines[0]))
    assert _refused("\n".join([lines[0], lines[1][:40]])).code == "log_truncated"
    # cut at a line break after a whole hand: the hands read, nothing said cut (as before)
    log = read_log("\n".join(lines[:begin]))
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw"]

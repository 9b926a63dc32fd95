"""Hostile and clumsy input (issue 17): huge numbers, long lines, pipes, crafted data folders,
damaged autosaves in the same second, old line endings and temp files left by killed writers.

Each test is a reproducer of one item of the issue; none of them is timed (the time per
kilobyte is measured by ``benchmarks/bench_hostile.py``).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave, trusted_source
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import replay
from mjgui.core.game.record import MAX_HAN, MAX_HAND, MAX_LINE, MAX_NAME, parse_line, parse_record
from mjgui.core.game.storage import (
    MAX_LINES,
    StorageError,
    load_record,
    read_record_text,
    save_record,
    stale_temp_files,
)
from mjgui.core.scoring.points import base_points
from mjgui.core.scoring.rules import PRESETS

SEED = PRESETS["seed"]
PLAYERS = "players Aiko Boris Chen Dasha\n"
GOOD = PLAYERS + "riichi Boris\nron Chen from Aiko 3 40\n"
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types")


# -- 1. huge han ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("han", "limit", "points"),
    [(10**9, "kazoe_yakuman", 8000), (10**6, "kazoe_yakuman", 8000), (99, "kazoe_yakuman", 8000)],
)
def test_a_huge_han_takes_its_limit_without_computing_a_power(han: int, limit: str, points: int) -> None:
    base = base_points(han, 60, 0, SEED)
    assert (base.points, base.limit, base.raw) == (points, limit, 0)
    capped = base_points(han, 60, 0, SEED.with_options(kazoe="sanbaiman"))
    assert (capped.points, capped.limit) == (6000, "sanbaiman")


def test_below_five_han_the_raw_base_is_still_the_formula() -> None:
    assert base_points(4, 20, 0, SEED).raw == 20 * 2**6
    assert base_points(4, 40, 0, SEED).raw == 40 * 2**6  # 2560: mangan by the raw base
    assert base_points(4, 40, 0, SEED).limit == "mangan"
    assert base_points(5, 40, 0, SEED).raw == 0


@pytest.mark.parametrize(
    "line",
    ["tsumo Aiko 999999999 60", "ron Aiko from Boris 999999999", f"ron Aiko from Boris {MAX_HAN + 1} 30"],
)
def test_a_han_no_hand_can_have_is_refused_with_the_limit(line: str) -> None:
    assert parse_line(line, 7).error is None  # read without the rules: the game refuses it
    result = replay(PLAYERS + line + "\n")
    (error,) = result.errors
    assert error.code == "han_too_high" and error.line == 2
    assert error.params["max"] == MAX_HAN
    message = error.message()
    assert message.startswith("Line 2 (") and f"at most {MAX_HAN}" in message
    assert f"не больше {MAX_HAN}" in error.message("ru")
    start = SEED.start_points
    assert result.final.points == (start, start, start, start)


@pytest.mark.parametrize(
    ("rules", "said"),
    [
        ("seed", "(from 13 han a hand is counted as kazoe yakuman; "),
        ("ema", "(from 13 han a hand is paid as sanbaiman: these rules cap kazoe there; "),
        ("seed kazoe=off", "(these rules have no kazoe: from 13 han a hand is paid as sanbaiman; "),
    ],
)
def test_a_han_too_high_says_what_13_han_pay_under_the_rules(rules: str, said: str) -> None:
    """EMA caps 13 han and more at sanbaiman, kazoe=off has no kazoe: "counted as kazoe" was
    said under every rules."""
    (error,) = replay(f"rules {rules}\n{PLAYERS}ron Aiko from Boris 100 30\n").errors
    assert said in error.message("en"), error.message("en")
    assert (error.code, error.line) == ("han_too_high", 3)
    ru = error.message("ru")
    assert ("казое" in ru) and ("санбайман" in ru) == (rules != "seed"), ru


def test_the_biggest_han_allowed_is_scored_as_kazoe() -> None:
    assert parse_line(f"tsumo Aiko {MAX_HAN}", 1).action is not None
    result = replay(PLAYERS + f"tsumo Aiko {MAX_HAN}\n")
    assert result.errors == ()
    start = SEED.start_points
    assert result.final.points == (start + 48000, start - 16000, start - 16000, start - 16000)


@pytest.mark.parametrize("fu", ["10", "35", "150", "0", "-30", "999999999", "1e3"])
def test_fu_outside_the_real_set_is_refused(fu: str) -> None:
    parsed = parse_line(f"ron Aiko from Boris 3 {fu}", 1)
    assert parsed.error is not None and parsed.error.code == "bad_fu"


# -- 2. long lines, names and hands ---------------------------------------------------------


def test_an_over_long_line_is_refused_before_its_words_are_read() -> None:
    line = "players " + "A" * 900_000 + " B C D"
    parsed = parse_line(line, 3)
    assert parsed.error is not None and parsed.error.code == "line_too_long"
    assert parsed.error.params == {"length": len(line), "max": MAX_LINE}
    assert "has at most 1000" in parsed.error.message() and "не больше 1000" in parsed.error.message("ru")
    assert len(parsed.error.message()) < 400  # the line is quoted shortened, not whole
    # a whole comment line of the limit is fine, one character more is not
    assert parse_line("#" * MAX_LINE, 1).error is None
    assert parse_line("#" * (MAX_LINE + 1), 1).error is not None


def test_a_quoted_line_is_cut_before_its_control_characters_are_escaped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The line a message quotes was escaped whole, then cut: a line of a million control
    characters (an autosave grown with zeros, read by a check) took seconds to be refused."""
    import mjgui.core.game.record as record_module

    seen: list[int] = []
    real = record_module.escape_controls

    def escape(text: str) -> str:
        seen.append(len(text))
        return real(text)

    monkeypatch.setattr(record_module, "escape_controls", escape)
    parsed = parse_line("\x1b" * 900_000, 3)
    assert parsed.error is not None and parsed.error.code == "line_too_long"
    message = parsed.error.message()
    assert seen and max(seen) <= 60
    assert "\x1b" not in message and "(\\x1b\\x1b" in message and len(message) < 1000


def test_an_over_long_line_in_a_file_is_refused_on_open_with_its_number(tmp_path: Path) -> None:
    path = tmp_path / "long.mjgame"
    data = (PLAYERS + "ron Chen from Aiko " + "9" * 900_000 + "\n").encode()
    path.write_bytes(data)
    with pytest.raises(StorageError) as info:
        load_record(path)
    assert info.value.code == "bad_line" and info.value.line == 2
    assert info.value.params["reason"].code == "line_too_long"  # type: ignore[attr-defined]
    assert path.read_bytes() == data


def test_names_and_hands_have_limits() -> None:
    long_name = "A" * (MAX_NAME + 1)
    parsed = parse_line(f"riichi {long_name}", 1)
    assert parsed.error is not None and parsed.error.code == "name_chars"
    assert parse_line("riichi " + "A" * MAX_NAME, 1).error is None
    hand = "1m" * (MAX_HAND // 2 + 1)
    parsed = parse_line(f'ron Chen from Aiko hand "{hand}"', 1)
    assert parsed.error is not None and parsed.error.code == "hand_too_long"
    assert "hand in quotes has 302 characters" in parsed.error.message()
    assert "не больше 300" in parsed.error.message("ru")


# -- 3. only regular files are read -----------------------------------------------------------


def _read_in_thread(path: Path) -> list[object]:
    out: list[object] = []

    def run() -> None:
        try:
            out.append(load_record(path))
        except StorageError as err:
            out.append(err)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)  # not a timing goal: only so that a regression fails instead of hanging
    if thread.is_alive():  # unblock the reader: open the FIFO's other end
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(5)
        return ["blocked"]
    return out


@posix_only
def test_a_fifo_named_like_a_record_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "x.mjgame"
    os.mkfifo(fifo)
    out = _read_in_thread(fifo)
    assert len(out) == 1 and isinstance(out[0], StorageError), out
    assert out[0].code == "not_a_file"
    assert "not a regular file" in out[0].message() and "не обычный файл" in out[0].message("ru")


@posix_only
def test_the_trackers_open_refuses_a_fifo_and_keeps_its_game(tmp_path: Path) -> None:
    fifo = tmp_path / "x.mjgame"
    os.mkfifo(fifo)
    c = TrackerController(GOOD)
    before = c.text
    with pytest.raises(StorageError) as info:
        c.open_file(fifo)
    assert info.value.code == "not_a_file" and c.text == before


def test_a_folder_named_like_a_record_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "y.mjgame"
    folder.mkdir()
    with pytest.raises(StorageError) as info:
        read_record_text(folder)
    assert info.value.code in ("not_a_file", "unreadable")


# -- 5. the autosave's source is a hint, never a target --------------------------------------


def _craft_autosave(data: Path, source: Path) -> None:
    data.mkdir(exist_ok=True)
    (data / "autosave.mjgame").write_text(GOOD, encoding="utf-8")
    (data / "autosave.source").write_text(str(source) + "\n", encoding="utf-8")


def test_a_crafted_source_is_never_written_by_save(tmp_path: Path) -> None:
    document = tmp_path / "thesis.txt"
    document.write_text("three years of work\n", encoding="utf-8")
    _craft_autosave(tmp_path / "data", document)
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    offer = c.resume_offer
    assert offer is not None
    assert str(document) in offer.message  # shown to the player as a hint
    assert c.resume()
    assert c.path is None
    with pytest.raises(StorageError):  # Save without a chosen name: the window asks for one
        c.save()
    assert document.read_text(encoding="utf-8") == "three years of work\n"


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("notes.mjgame", "Dear diary, today I lost at mahjong\n"),  # a .mjgame that is no record
        ("game.txt", GOOD),  # a record without the record's extension
    ],
)
def test_a_source_that_is_not_a_record_file_is_not_trusted(tmp_path: Path, name: str, content: str) -> None:
    target = tmp_path / name
    target.write_text(content, encoding="utf-8")
    _craft_autosave(tmp_path / "data", target)
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    assert c.resume() and c.path is None
    assert target.read_text(encoding="utf-8") == content


def test_a_source_that_is_a_record_file_is_resumed_with_its_name(tmp_path: Path) -> None:
    game = tmp_path / "game.mjgame"
    save_record(game, PLAYERS)
    _craft_autosave(tmp_path / "data", game)
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    assert c.resume() and c.path == str(game)
    assert c.save() == str(game)
    assert game.read_text(encoding="utf-8") == GOOD
    assert trusted_source(str(tmp_path / "missing.mjgame")) is None
    assert trusted_source(None) is None


# -- 6. damaged autosaves set aside under unique names ----------------------------------------


def test_two_damaged_autosaves_in_one_second_are_both_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda *_: "20260101-120000")
    kept: list[bytes] = []
    for n in range(3):
        damaged = f"players Aiko Boris Chen Dasha\nriichi \x00Boris {n}\n".encode()
        kept.append(damaged)
        (tmp_path / "autosave.mjgame").write_bytes(damaged)
        c = TrackerController(autosave=Autosave(tmp_path))
        assert c.autosave_error
        c.close()  # the next session's tracker takes the same slot
    names = sorted(p.name for p in tmp_path.glob("autosave-damaged-*"))
    assert names == [
        "autosave-damaged-20260101-120000-2.mjgame",
        "autosave-damaged-20260101-120000-3.mjgame",
        "autosave-damaged-20260101-120000.mjgame",
    ]
    assert sorted(p.read_bytes() for p in tmp_path.glob("autosave-damaged-*")) == sorted(kept)
    assert not (tmp_path / "autosave.mjgame").exists()


# -- 7. any line ending ----------------------------------------------------------------------


@pytest.mark.parametrize("ending", ["\r", "\r\n", "\n"])
def test_every_line_ending_is_accepted(tmp_path: Path, ending: str) -> None:
    path = tmp_path / "old-mac.mjgame"
    path.write_bytes(GOOD.replace("\n", ending).encode())
    record = load_record(path)
    assert [line.number for line in record.lines] == [1, 2, 3]
    assert record.lines[2].action is not None and record.text == GOOD
    assert replay(record).final.points == replay(GOOD).final.points


def test_a_cr_only_file_reports_the_right_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.mjgame"
    path.write_bytes(b"players Aiko Boris Chen Dasha\rriichi Boris\rriichi Bo\x01ris\r")
    with pytest.raises(StorageError) as info:
        load_record(path)
    assert info.value.code == "control" and info.value.line == 3
    path.write_bytes(b"players Aiko Boris Chen Dasha\rron Chen from Aiko 3")
    with pytest.raises(StorageError) as info:
        load_record(path)
    assert info.value.code == "truncated" and info.value.line == 2


def test_mixed_line_endings_number_lines_like_an_editor() -> None:
    record = parse_record("a\rb\r\nc\n\rd")
    assert [line.text for line in record.lines] == ["a", "b", "c", "", "d"]


# -- 9. stale temp files of our own are removed at start --------------------------------------


def test_stale_temp_files_are_removed_at_start_and_fresh_ones_kept(tmp_path: Path) -> None:
    save_record(tmp_path / "autosave.mjgame", GOOD)
    old = time.time() - 3600
    stale = [
        tmp_path / ".autosave.mjgame.abc123.tmp",
        tmp_path / ".autosave.mjgame.def456.tmp",
        tmp_path / ".autosave.source.x1.tmp",
        tmp_path / ".previous.mjgame.y2.tmp",
    ]
    for path in stale:
        path.write_text("half a reco", encoding="utf-8")
        os.utime(path, (old, old))
    fresh = tmp_path / ".autosave.mjgame.now.tmp"  # another window may be writing it now
    fresh.write_text("players", encoding="utf-8")
    mine = tmp_path / "notes.tmp"  # not ours: never touched
    mine.write_text("x", encoding="utf-8")
    os.utime(mine, (old, old))
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and mine.exists()
    assert stale_temp_files(tmp_path / "autosave.mjgame") == [fresh]


def test_a_file_of_too_many_lines_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "blank.mjgame"
    path.write_text(PLAYERS + "\n" * MAX_LINES, encoding="utf-8")
    with pytest.raises(StorageError) as info:
        load_record(path)
    assert info.value.code == "too_many_lines" and "more than 10\u202f000 lines" in info.value.message()
    assert "слишком много строк: в записи игры их не больше 10\u202f000" in info.value.message("ru")
    path.write_text(PLAYERS + "\n" * (MAX_LINES - 1), encoding="utf-8")
    assert len(load_record(path).lines) == MAX_LINES

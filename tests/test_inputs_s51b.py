"""Inputs, audit inputs51 (1, 4, 6, 7, 8): a record in a Windows code page given to ``replay``
is said with its command filled in; every member of a gzip log is read, and bytes after the
last are damage; ``score --batch`` takes no run of zero bytes for UTF-16 and reads no huge file
to its end; ``replay`` names the file its content errors are about, and a dangling link is said
alike by every reader."""

from __future__ import annotations

import gzip
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from mjgui.core.logs import MAX_LOG_CHARS, LogError, read_log_bytes, read_log_file
from mjgui.core.numbers import number
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
MJAI = DATA / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: a game record saved by Notepad as "ANSI" on a Russian system (Windows-1251)
CP1251_RECORD = "rules tenhou\nplayers Алёна Борис Вера Глеб\nron Алёна from Борис 3 40\n".encode("cp1251")


def _replay(argv: list[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    text_in = None if stdin is None else io.TextIOWrapper(io.BytesIO(stdin), encoding="latin-1")
    status = replay_command(argv, out=out, stdin=text_in, err=err)  # type: ignore[arg-type]
    return status, out.getvalue(), err.getvalue()


# -- 1: a record in a Windows code page -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cp1251_record_read_as_log_is_said_with_its_command(lang: str) -> None:
    with pytest.raises(LogError) as caught:
        read_log_bytes(CP1251_RECORD)
    assert caught.value.code == "log_game_record"
    said = caught.value.message(lang)
    assert not PLACEHOLDER.search(said), said
    assert " replay " in said and " game " in said, said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_replay_of_cp1251_record_leaves_no_placeholder(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "night.mjgame"
    path.write_bytes(CP1251_RECORD)
    for argv, stdin in (
        ([str(path), "--lang", lang], None),
        (["-", "--lang", lang], CP1251_RECORD),
        ([str(path), "--json", "--lang", lang], None),
    ):
        status, out, err = _replay(argv, stdin)
        assert status == 2
        said = json.loads(out)["error"]["message"] if "--json" in argv else err
        assert said.strip() and not PLACEHOLDER.search(said), said
        assert "game" in said


# -- 4: gzip logs of several members --------------------------------------------------------------


def _two_members(text: bytes, at_line: int) -> bytes:
    lines = text.splitlines(keepends=True)
    return gzip.compress(b"".join(lines[:at_line])) + gzip.compress(b"".join(lines[at_line:]))


def test_gzip_of_two_members_reads_as_one() -> None:
    text = MJAI.read_bytes()
    whole = read_log_bytes(gzip.compress(text))
    split = read_log_bytes(_two_members(text, 252))
    assert split.cut is None and whole.cut is None
    assert [h.round for h in split.hands] == [h.round for h in whole.hands]
    assert len([w for h in split.hands for w in h.wins]) == len([w for h in whole.hands for w in h.wins])
    assert split == whole


def test_gzip_of_many_members_one_a_line_reads_as_one() -> None:
    text = MJAI.read_bytes()
    data = b"".join(gzip.compress(line) for line in text.splitlines(keepends=True))
    assert [h.round for h in read_log_bytes(data).hands] == [h.round for h in read_log_bytes(text).hands]


def test_gzip_file_of_two_members_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "two.json.gz"
    path.write_bytes(_two_members(MJAI.read_bytes(), 252))
    status, out, _ = _replay([str(path), "--json"])
    answer = json.loads(out)
    assert answer["cut"] is None
    assert answer["summary"] == json.loads(_replay([str(MJAI), "--json"])[1])["summary"]
    assert status == _replay([str(MJAI)])[0]


@pytest.mark.parametrize("garbage", [b"x", b"\0" * 16, b"PK\x03\x04 not gzip", b"\n"])
def test_bytes_after_the_last_member_are_damage_said_where(garbage: bytes) -> None:
    log = (DATA / "dnovikoff-example.mjlog").read_bytes()
    data = gzip.compress(log)
    with pytest.raises(LogError) as caught:
        read_log_bytes(data + garbage)
    assert caught.value.code == "log_gzip_trailing"
    assert caught.value.params["byte"] == len(data) + 1
    for lang in ("en", "ru"):
        said = caught.value.message(lang)
        assert str(len(data) + 1) in re.sub(r"[,\s]", "", said)  # grouped as numbers are (4 097)
        assert not PLACEHOLDER.search(said)


def test_second_member_cut_short_is_a_file_cut_off() -> None:
    text = MJAI.read_bytes()
    lines = text.splitlines(keepends=True)
    first, second = gzip.compress(b"".join(lines[:252])), gzip.compress(b"".join(lines[252:]))
    cut = read_log_bytes(first + second[: len(second) // 2])  # a partial download
    assert cut.cut is not None and cut.cut.line > 252  # said cut where the second member stops
    assert all(hand.error is None for hand in cut.hands)  # hand E4-0 read whole from both members
    # the first member and one byte of the next (a copy cut there): cut off at line 252
    assert "252" in str(read_log_bytes(first + b"\x1f").hands[-1].error)
    with pytest.raises(LogError) as caught:  # an mjlog so cut is refused as cut off
        log = (DATA / "dnovikoff-example.mjlog").read_bytes()
        read_log_bytes(gzip.compress(log[:100]) + gzip.compress(log[100:])[:-30])
    assert caught.value.code == "log_truncated"


def test_second_member_damaged_is_damage() -> None:
    log = (DATA / "dnovikoff-example.mjlog").read_bytes()
    second = bytearray(gzip.compress(log[100:]))
    second[-8] ^= 0xFF  # its checksum
    with pytest.raises(LogError) as caught:
        read_log_bytes(gzip.compress(log[:100]) + bytes(second))
    assert caught.value.code == "log_gzip_damaged"


def test_members_together_stop_at_the_limit() -> None:
    """A bomb in several members stops at the one limit, checked as they inflate."""
    half = gzip.compress(b" " * (MAX_LOG_CHARS // 2 + 10))
    with pytest.raises(LogError) as caught:
        read_log_bytes(half + half)
    assert caught.value.code == "log_inflated_too_large"
    bomb = gzip.compress(b"\0" * (MAX_LOG_CHARS * 4))
    with pytest.raises(LogError) as caught:
        read_log_bytes(gzip.compress(b"[") + bomb)
    assert caught.value.code == "log_inflated_too_large"


def test_mjlog_followed_by_a_member_is_not_read_silently(tmp_path: Path) -> None:
    log = (DATA / "dnovikoff-example.mjlog").read_bytes()
    path = tmp_path / "x.mjlog.gz"
    path.write_bytes(gzip.compress(log) + gzip.compress(b"<extra/>"))
    with pytest.raises(LogError):
        read_log_file(path)


# -- 8: where replay's errors are -----------------------------------------------------------------


def test_replay_names_the_file_its_content_errors_are_about(tmp_path: Path) -> None:
    path = tmp_path / "b.mjlog"
    path.write_bytes(b"<mjloggm>\n\x01\xff\n")
    for lang in ("en", "ru"):
        status, _, err = _replay([str(path), "--lang", lang])
        assert status == 2 and err.startswith(f"{path}: "), err
        status, out, _ = _replay([str(path), "--json", "--lang", lang])
        error = json.loads(out)["error"]
        assert error["code"] == "log_not_text" and error["message"].startswith(f"{path}: ")
        assert (error["line"], error["column"]) == (2, 2)
    status, _, err = _replay(["-"], path.read_bytes())
    assert status == 2 and err.startswith("Standard input: the game log is not UTF-8 text"), err
    status, _, err = _replay(["-", "--lang", "ru"], path.read_bytes())
    assert err.startswith("Стандартный ввод: "), err


def test_replay_says_a_file_it_names_once(tmp_path: Path) -> None:
    """An error whose sentence names the file (a folder, a link file) is not named twice."""
    status, _, err = _replay([str(tmp_path)])
    assert status == 2 and err.count(str(tmp_path)) == 1, err
    link = tmp_path / "game.url"
    link.write_text("[InternetShortcut]\nURL=https://tenhou.net/0/?log=2019010100gm-00a9-0000-aaaaaaaa\n")
    status, _, err = _replay([str(link)])
    assert status == 2 and err.count(str(link)) == 1, err


def _link_refusals(path: Path, lang: str) -> dict[str, str]:
    """What each reader says of ``path``: replay and game (text, JSON), the window's start and
    open event, the log window's note."""
    from mjgui.controller.game.logview import LogViewController
    from mjgui.controller.game.opening import no_file_refusal, window_for
    from mjgui.gamecli import game_command

    said: dict[str, str] = {}
    said["replay"] = _replay([str(path), "--lang", lang])[2].strip()
    said["replay json"] = json.loads(_replay([str(path), "--json", "--lang", lang])[1])["error"]["message"]
    out, err = io.StringIO(), io.StringIO()
    game_command([str(path), "--lang", lang], out=out, err=err)
    said["game"] = err.getvalue().strip()
    said["window"] = no_file_refusal(str(path), lang)
    said["open event"] = window_for(str(path), lang)[1]
    view = LogViewController(lang)
    with pytest.raises(LogError):
        view.open(path)
    said["log window"] = view.view().note
    return said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_dangling_link_is_said_alike_by_every_reader(tmp_path: Path, lang: str) -> None:
    gone = tmp_path / "night.json"
    gone.symlink_to(tmp_path / "lost" / "night.json")
    said = _link_refusals(gone, lang)
    assert len(set(said.values())) == 1, said
    text = said["replay"]
    assert str(tmp_path / "lost" / "night.json") in text
    if lang == "en":
        assert "is a link to" in text and "which does not exist" in text and "there is no file" in text


def test_a_link_to_a_dangling_link_names_where_the_chain_ends(tmp_path: Path) -> None:
    (tmp_path / "first.json").symlink_to("lost.json")
    (tmp_path / "second.json").symlink_to("first.json")
    said = _link_refusals(tmp_path / "second.json", "en")
    assert len(set(said.values())) == 1, said
    assert "is a link to first.json, which leads to" in said["replay"] and "lost.json" in said["replay"]


# -- 7: score --batch on zero bytes and huge files ------------------------------------------------


def _batch(stdin: bytes | Path, *words: str, timeout: float = 60) -> tuple[int, list[dict[str, object]]]:
    import subprocess
    import sys

    command = [sys.executable, "-m", "mjgui", "score", "--batch", *words]
    if isinstance(stdin, Path):
        with stdin.open("rb") as given:
            done = subprocess.run(command, stdin=given, capture_output=True, timeout=timeout, check=False)
    else:
        done = subprocess.run(command, input=stdin, capture_output=True, timeout=timeout, check=False)
    return done.returncode, [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]


def _error(answer: dict[str, object]) -> dict[str, object]:
    error = answer["error"]
    assert isinstance(error, dict)
    return error


def test_a_batch_of_zero_bytes_is_not_utf16_but_a_nul_said_where() -> None:
    status, answers = _batch(b"\0" * 300)
    assert status == 0 and len(answers) == 1
    error = _error(answers[0])
    assert error["code"] == "nul_byte" and error["line"] == 1
    assert "character 1" in str(error["message"]) and "NUL" in str(error["message"])


def test_a_nul_inside_a_batch_line_is_refused_there_and_the_batch_goes_on() -> None:
    status, answers = _batch(b"123m456p789s11z22z\n1m\0 2m\n123m456p789s11z22z --lang ru\n")
    assert status == 0 and len(answers) == 3
    error = _error(answers[1])
    assert (error["code"], error["line"]) == ("nul_byte", 2) and "character 3" in str(error["message"])
    assert _error(answers[0])["code"] == _error(answers[2])["code"] == "tile_count"
    status, answers = _batch(b"1m\0 --lang ru\n")  # in the line's own language
    assert "нулевой байт на месте символа 3" in str(_error(answers[0])["message"])


def test_utf16_batches_are_still_told() -> None:
    for data in (b"\xff\xfe" + "1m\n2m\n".encode("utf-16-le"), "123m\n".encode("utf-16-le")):
        _, answers = _batch(data)
        assert answers and {_error(a)["code"] for a in answers} == {"utf16"}


def test_a_huge_file_is_refused_by_its_size_before_it_is_read(tmp_path: Path) -> None:
    sparse = tmp_path / "sparse.bin"
    with sparse.open("wb") as made:
        made.truncate(2 << 30)  # 2 GB of holes: read as zeros (it took 12 s as UTF-16)
    status, answers = _batch(sparse, timeout=10)
    assert status == 2 and len(answers) == 1
    error = _error(answers[0])
    assert error["code"] == "batch_too_large" and number(2 << 30, "en") in str(error["message"])
    small = tmp_path / "hands.txt"
    small.write_bytes(b"123m456p789s11z22z\n\n")
    status, answers = _batch(small)
    assert status == 0 and len(answers) == 2  # a file under the limit is a batch as ever


# -- 6: the fuzz reaches these readers ------------------------------------------------------------


def _fuzz() -> object:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import fuzz

    return fuzz


def test_the_log_fuzz_feeds_every_byte_form_and_they_read_clean() -> None:
    import random

    fuzz: Any = _fuzz()
    rng = random.Random(4)
    seen = set()
    text = (DATA / "dnovikoff-example.mjlog").read_text(encoding="utf-8")
    mjai = MJAI.read_text(encoding="utf-8")
    for _ in range(200):
        source = rng.choice([text, mjai])
        form, data = fuzz.mutate_log_bytes(rng, source)
        seen.add(form)
        assert fuzz.check_log_form(form, source, data) is None, form
    assert seen == set(fuzz.LOG_BYTE_FORMS)
    # the record in a code page: said a record, its sentence filled in (a literal {program} was not)
    assert fuzz.check_log_form("cp1251 record", "", fuzz.CP1251_RECORD.encode("cp1251")) is None
    two = _two_members(MJAI.read_bytes(), 252)
    assert fuzz.check_log_form("gzip members", mjai, two) is None
    assert fuzz.check_log_form("gzip trailing", text, gzip.compress(text.encode()) + b"x") is None


def test_the_score_fuzz_feeds_the_batch_reader() -> None:
    import random

    fuzz: Any = _fuzz()
    rng = random.Random(6)
    for _ in range(40):
        assert fuzz.check_batch(fuzz.mutate_batch(rng)) is None
    assert fuzz.check_batch(b"\0" * 300) is None  # answered nul_byte, not utf16
    assert fuzz.check_batch("1m\n2m\n".encode("utf-16")) is None
    assert fuzz.check_batch(b"1m\r\n\n# c\n1m \0 2m") is None

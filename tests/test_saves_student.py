"""Issue 23, item 7: the student's record with two windows open, and its limits.

Two quiz windows (two controllers on one file, and two processes hammering it) keep every
answer of both: a save takes the record's lock file, re-reads the file and writes the union.
Reading refuses what is not a regular file (a FIFO, a link to /dev/zero) and a file over the
size cap before reading a byte, each with a typed error that names the file; such a file is
renamed aside, never lost or written over."""

from __future__ import annotations

import errno
import json
import os
import random
import socket
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mjgui.core.game.storage as storage
import mjgui.core.teach.student as student
from mjgui.controller.teach.practice import Practice, record_path
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.game.lockfile import LockFile
from mjgui.core.game.storage import StorageError
from mjgui.core.teach.student import Answer, StudentRecord, StudentRecordError, lock_path
from tests.test_practice_controller import answer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import fuzz

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
ROOT = Path(__file__).resolve().parent.parent


def _answers_on_disk(path: Path) -> list[dict[str, object]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    answers = data["answers"]
    assert isinstance(answers, list)
    return answers


def _an_answer(n: int, window: str = "A", correct: bool = True) -> Answer:
    return Answer(1_000.0 + n, f"hand-{window}-{n}", "fu", ("fu:menzen_ron",), correct, window)


# -- two windows -----------------------------------------------------------------------------


def test_two_quiz_windows_keep_both_windows_answers(tmp_path: Path) -> None:
    path = record_path(tmp_path)
    window_a = QuizController(level="payment", seed=5, practice=Practice(StudentRecord.load(path)))
    window_b = QuizController(level="payment", seed=9, practice=Practice(StudentRecord.load(path)))
    for _ in range(5):  # A answers 5 hands, B 3, in turns: each saves after every answer
        window_a.new_hand()
        answer(window_a, right=True)
    for _ in range(3):
        window_b.new_hand()
        answer(window_b, right=False)
    on_disk = _answers_on_disk(path)
    steps_a = sum(a["correct"] is True for a in on_disk)
    steps_b = sum(a["correct"] is False for a in on_disk)
    assert steps_a >= 5 and steps_b >= 3  # every step of every hand of both windows
    mine_a = [a.as_json() for a in window_a._practice.record.answers]  # A saved before B began
    mine_b = [a.as_json() for a in window_b._practice.record.answers]  # B's last save merged A's
    assert mine_b == on_disk
    assert [a for a in on_disk if a in mine_a] == mine_a  # every answer of A, in order
    assert len({json.dumps(a, sort_keys=True) for a in on_disk}) == len(on_disk)  # each once
    whens = [a["when"] for a in on_disk]
    assert whens == sorted(whens)
    assert not lock_path(path).exists() and [p.name for p in tmp_path.iterdir()] == ["student.json"]


def test_merge_keeps_each_answer_once_and_the_best_time(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    a, b = StudentRecord.load(path), StudentRecord.load(path)
    for n in range(5):
        a.add(_an_answer(n, "A"))
        a.save()
    for n in range(3):
        b.add(_an_answer(10 + n, "B", correct=False))
    a.finish_drill("yaku-5", 80.0)
    b.finish_drill("yaku-5", 61.5)
    b.finish_drill("fu-10", 200.0)
    b.save()
    a.save()  # A saves again: B's answers and times stay, A's are not doubled
    again = StudentRecord.load(path)
    assert [x.hand for x in again.answers] == [f"hand-A-{n}" for n in range(5)] + [
        f"hand-B-{n}" for n in range(10, 13)
    ]
    assert again.best_times == {"fu-10": 200.0, "yaku-5": 61.5}
    assert again.answers == a.answers == b.answers  # the times read back equal (milliseconds)


_HAMMER = textwrap.dedent(
    """
    import sys
    from mjgui.core.teach.student import Answer, StudentRecord
    path, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    record = StudentRecord.load(path)
    for n in range(count):
        when = float(n) + (0.5 if who == "B" else 0.0)
        record.add(Answer(when, f"{who}-{n}", "yaku", ("yaku:riichi",), True, who))
        record.save()
    print("done", flush=True)
    """
)


def test_two_processes_saving_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    count = 40
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _HAMMER, str(path), who, str(count)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who in ("A", "B")
    ]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert out.strip() == "done"
    hands = sorted(str(a["hand"]) for a in _answers_on_disk(path))
    assert hands == sorted([f"A-{n}" for n in range(count)] + [f"B-{n}" for n in range(count)])
    assert not lock_path(path).exists()


# -- the lock --------------------------------------------------------------------------------


def test_a_lock_left_by_a_dead_process_is_broken(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    lock_path(path).write_text(f"{dead.stdout.strip()} {socket.gethostname()} 0\n", encoding="utf-8")
    record = StudentRecord.load(path)
    record.add(_an_answer(1))
    record.save()
    assert [a["hand"] for a in _answers_on_disk(path)] == ["hand-A-1"]
    assert not lock_path(path).exists()


def test_a_held_lock_makes_the_save_wait_then_say_busy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "student.json"
    first = StudentRecord.load(path)
    first.add(_an_answer(1))
    first.save()
    before = path.read_bytes()
    other_window = LockFile(lock_path(path), stale_after=student.LOCK_STALE_SECONDS)
    assert other_window.try_acquire()
    monkeypatch.setattr(student, "LOCK_WAIT_SECONDS", 0.2)
    practice = Practice(StudentRecord.load(path))
    practice.record.add(_an_answer(2))
    practice.save()
    assert isinstance(practice.save_error, StorageError) and practice.save_error.code == "busy"
    assert "being written by another mjgui window" in practice.notice("en")
    assert path.read_bytes() == before
    # the other window lets go while this one waits: the save goes through with both answers
    monkeypatch.setattr(student, "LOCK_WAIT_SECONDS", 10.0)
    threading.Timer(0.3, other_window.release).start()
    practice.save()
    assert practice.save_error is None
    assert [a["hand"] for a in _answers_on_disk(path)] == ["hand-A-1", "hand-A-2"]


def test_a_lock_that_is_a_folder_is_said_at_once_and_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder named as the record's lock was taken for another window's lock: each save waited
    its seconds, then said another mjgui window was writing. It is said at once for what it is."""
    path = tmp_path / "student.json"
    first = StudentRecord.load(path)
    first.add(_an_answer(1))
    first.save()
    before = path.read_bytes()
    lock_path(path).mkdir()
    monkeypatch.setattr(student, "LOCK_WAIT_SECONDS", 60.0)  # never waited out
    practice = Practice(StudentRecord.load(path))
    practice.record.add(_an_answer(2))
    practice.save()
    assert isinstance(practice.save_error, StorageError) and practice.save_error.code == "not_a_file"
    assert str(lock_path(path)) in practice.notice("en") and "should be a lock file" in practice.notice("en")
    assert path.read_bytes() == before and lock_path(path).is_dir()


# -- limits ----------------------------------------------------------------------------------


@posix_only
def test_a_fifo_named_as_the_record_is_refused_without_waiting(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    os.mkfifo(path)
    out: list[StudentRecord] = []
    thread = threading.Thread(target=lambda: out.append(StudentRecord.load(path)), daemon=True)
    thread.start()
    thread.join(30)  # not a timing goal: a regression fails instead of hanging
    assert out, "loading the student record waited on a FIFO"
    record = out[0]
    assert isinstance(record.load_error, StudentRecordError) and record.load_error.code == "not_a_file"
    assert record.set_aside is not None and os.path.exists(record.set_aside)  # kept, renamed
    # of the name it was renamed to (the record's name holds a new record), said after the
    # notice's sentence that names it: not named again
    assert record.load_error.path == str(record.set_aside)
    said = record.load_error.message()
    assert "not a regular file" in said and str(record.set_aside) not in said
    record.add(_an_answer(1))
    record.save()
    assert [a["hand"] for a in _answers_on_disk(path)] == ["hand-A-1"]


@posix_only
def test_a_link_to_dev_zero_is_refused_without_reading(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    path.symlink_to("/dev/zero")
    record = StudentRecord.load(path)
    assert record.load_error is not None and record.load_error.code == "not_a_file"
    assert record.answers == []
    practice = Practice(record)
    assert "not a regular file" in practice.notice("en") and "не обычный файл" in practice.notice("ru")


def test_a_file_over_the_cap_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "student.json"
    with open(path, "wb") as fh:  # sparse: the size of a huge file without writing it
        fh.truncate(student.MAX_BYTES + 1)
    reads: list[object] = []
    monkeypatch.setattr(student, "read_regular_bytes", lambda *a: reads.append(a) or b"")
    record = StudentRecord.load(path)
    assert reads == []  # refused on its size alone
    assert record.load_error is not None and record.load_error.code == "too_large"
    assert "16\u202f000\u202f001 bytes" in record.load_error.message()  # grouped as every number
    assert record.set_aside is not None and record.set_aside.stat().st_size == student.MAX_BYTES + 1


def test_a_record_that_grows_while_it_is_read_is_said_larger_than_the_cap_not_the_bytes_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Within the cap when its size is checked, then grown (sparse) to 2 GB by another program
    before its bytes are read: the read stops one byte past the cap, and the refusal says the
    record grew past the cap, never that it is 16 000 001 bytes (what was read)."""
    path = tmp_path / "student.json"
    path.write_bytes(b'{"version": 1, "answers": []}')
    real_read = student.read_regular_bytes

    def grown_first(*args: object) -> bytes:
        os.truncate(path, 2**31)  # another program writes on between the size check and the read
        return real_read(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(student, "read_regular_bytes", grown_first)
    with pytest.raises(StudentRecordError) as info:
        student.read_record_data(path)
    error = info.value
    assert (error.code, error.params["size"], error.params["max"]) == ("too_large", None, student.MAX_BYTES)
    assert error.message() == (
        f"{path} grew to more than 16\u202f000\u202f000 bytes while it was read; a student record is "
        "at most 16\u202f000\u202f000 bytes. It was not used."
    )
    assert error.message("ru") == (
        f"Пока {path} читали, он стал больше 16\u202f000\u202f000\u00a0байт; запись ученика не больше "
        "16\u202f000\u202f000\u00a0байт. Он не использован."
    )
    assert "16\u202f000\u202f001" not in error.message() + error.message("ru")


def test_a_record_damaged_between_saves_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    record = StudentRecord.load(path)
    record.add(_an_answer(1))
    record.save()
    path.write_bytes(b'{"version": 1, "answers": [{"when": "yesterday"}]}')  # an editor's mistake
    record.add(_an_answer(2))
    record.save()
    assert record.set_aside is not None
    assert record.set_aside.read_bytes() == b'{"version": 1, "answers": [{"when": "yesterday"}]}'
    assert record.load_error is not None and record.load_error.code == "damaged"
    assert [a["hand"] for a in _answers_on_disk(path)] == ["hand-A-1", "hand-A-2"]


def _partly_unreadable(path: Path, hands: list[str], bad: int, pad: int = 0) -> bytes:
    """A record of ``hands`` whose answer ``bad`` (from 0) is neither right nor wrong (left out
    when read), its hand ``pad`` letters longer (a copy of the file then needs more room than
    the record saved without it): the file's bytes."""
    answers = [_an_answer(n).as_json() | {"hand": hand} for n, hand in enumerate(hands)]
    answers[bad] |= {"correct": "yes", "hand": hands[bad] + "x" * pad}
    path.write_text(json.dumps({"version": 1, "answers": answers, "best_times": {}}), encoding="utf-8")
    return path.read_bytes()


def _disk_with_room_for(monkeypatch: pytest.MonkeyPatch, room: int) -> None:
    """A disk (or quota) nearly full: a file of more than ``room`` bytes cannot be written."""
    real = storage._synced_temp

    def write(directory: Path, name: str, data: bytes) -> Path:
        if len(data) > room:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(directory, name, data)

    monkeypatch.setattr(storage, "_synced_temp", write)


def _rename_fails(monkeypatch: pytest.MonkeyPatch, room: int) -> None:
    """The copy's temp file is written, but cannot be renamed to the copy's name."""

    def rename(source: Path, target: Path) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(storage, "rename_no_replace", rename)


@pytest.mark.parametrize("fail", [_disk_with_room_for, _rename_fails])
def test_a_partly_unreadable_record_is_not_saved_over_when_its_copy_cannot_be_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fail: Callable[[pytest.MonkeyPatch, int], None]
) -> None:
    """The copy of a record some of whose answers cannot be read (kept before a save writes the
    record without them) could not be written, and the save wrote the record anyway: those
    answers were gone from the disk, with no copy anywhere, and nothing said so. Now the save
    fails and says why, as for a damaged record that cannot be set aside: the file keeps those
    answers, the window its own, and a save once the copy can be kept loses nothing."""
    path = tmp_path / "student.json"
    before = _partly_unreadable(path, ["hand-0", "hand-1", "hand-2"], bad=1, pad=2000)
    fail(monkeypatch, len(before) - 1000)  # room for the record without answer 2, not for its copy
    practice = Practice(StudentRecord.load(path))
    assert practice.record.set_aside is None  # no copy at the start: nothing lost yet
    practice.record.add(_an_answer(7))
    practice.save()
    assert path.read_bytes() == before  # the unreadable answer still there, the file as it was
    assert sorted(p.name for p in tmp_path.iterdir()) == ["student.json"]
    assert practice.save_error is not None and practice.save_error.code == "copy_failed"
    reason = os.strerror(errno.ENOSPC if fail is _disk_with_room_for else errno.EIO)
    assert practice.notice("en") == (
        f"Your answers could not be saved: {path}: some of its answers cannot be read, and a copy "
        f"of it with them could not be kept beside it ({reason}); so that they are not lost, it "
        "was not written over and is unchanged."
    )
    ru = practice.notice("ru")
    assert (
        ru.startswith(f"Ваши ответы не удалось сохранить: {path}: ")
        and "а копию файла с ними не удалось сохранить рядом" in ru
    )
    assert [a.hand for a in practice.record.answers] == ["hand-0", "hand-2", "hand-A-7"]  # in memory

    monkeypatch.undo()  # room again: the copy is kept, then the record saved
    practice.save()
    assert practice.save_error is None
    copy = practice.record.set_aside
    assert copy is not None and copy.read_bytes() == before and copy.name.startswith("student-damaged-")
    assert [a["hand"] for a in _answers_on_disk(path)] == ["hand-0", "hand-2", "hand-A-7"]


def test_a_record_partly_unreadable_again_after_a_save_is_copied_again(tmp_path: Path) -> None:
    """The copy kept at the load stood for every later save: a record a sync tool or an editor
    left with other unreadable answers after that was written over without them, no copy kept."""
    path = tmp_path / "student.json"
    first = _partly_unreadable(path, ["hand-0", "hand-1"], bad=0)
    record = StudentRecord.load(path)
    assert record.set_aside is not None and record.set_aside.read_bytes() == first
    record.add(_an_answer(5))
    record.save()
    second = _partly_unreadable(path, ["hand-3", "hand-4", "hand-5"], bad=2)  # other bytes
    record.add(_an_answer(6))
    record.save()
    copies = sorted(p.read_bytes() for p in tmp_path.glob("student-damaged-*.json"))
    assert copies == sorted([first, second])
    assert record.set_aside is not None and record.set_aside.read_bytes() == second
    hands = sorted(str(a["hand"]) for a in _answers_on_disk(path))
    assert hands == ["hand-1", "hand-3", "hand-4", "hand-A-5", "hand-A-6"]


def test_a_time_too_large_for_a_float_is_refused_not_a_crash(tmp_path: Path) -> None:
    """Found by ``make fuzz``: JSON allows a 400-digit integer, which no float holds."""
    path = tmp_path / "student.json"
    data = json.loads(fuzz.STUDENT)
    data["answers"][0]["when"] = 10**400
    path.write_text(json.dumps(data), encoding="utf-8")
    record = StudentRecord.load(path)
    # that answer left out, the others used (the whole record was set aside once)
    assert record.load_error is not None and record.load_error.code == "answers_left_out"
    assert "(answer 1: an answer's time is not a number)" in record.load_error.message()
    assert len(record.answers) == len(data["answers"]) - 1
    data["answers"][0]["when"] = 1.0
    data["best_times"]["yaku-5"] = -(10**400)
    path.write_text(json.dumps(data), encoding="utf-8")
    record = StudentRecord.load(path)  # that best time unused (and kept as it is), the rest read
    assert record.load_error is None and record.best_time("yaku-5") is None
    assert len(record.answers) == len(data["answers"])


# -- what a later mjgui writes in a record of this version -------------------------------------


def test_keys_this_mjgui_does_not_read_are_written_back_at_the_next_save(tmp_path: Path) -> None:
    """A later mjgui may add a field without a new record version (as ``mode`` was added):
    each answer's and the record's other keys are kept through a load and a save."""
    path = tmp_path / "student.json"
    first = {"when": 1700000000.0, "hand": "h1", "step": "han", "skills": ["han"], "correct": True}
    first |= {"mode": "quiz", "seconds": 4.2, "level": "han_fu", "given": "3"}
    data = {
        "version": 1,
        "answers": [first],
        "best_times": {"drill-han": 12.5},
        "streak": {"days": 14, "last": "2026-12-01"},
        "own_hands": ["/home/x/logs"],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    record = StudentRecord.load(path)
    assert record.load_error is None and record.set_aside is None
    record.add(Answer(1700000100.0, "h2", "fu", ("fu",), False, "quiz"))
    record.save()
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert on_disk["streak"] == {"days": 14, "last": "2026-12-01"}
    assert on_disk["own_hands"] == ["/home/x/logs"]
    assert on_disk["answers"][0] == first  # its own keys too, as they were
    assert on_disk["answers"][1] == {
        "when": 1700000100.0,
        "hand": "h2",
        "step": "fu",
        "skills": ["fu"],
        "correct": False,
        "mode": "quiz",
    }
    assert on_disk["best_times"] == {"drill-han": 12.5}
    again = StudentRecord.load(path)
    again.save()  # read back equal: each answer once
    assert json.loads(path.read_text(encoding="utf-8")) == on_disk


def test_a_best_time_that_is_no_number_leaves_the_other_times_and_answers_in_use(tmp_path: Path) -> None:
    """One best time a later mjgui (or a hand) wrote as no number: that drill has no best time
    here, kept as it is in the file; the answers and the other times are used."""
    path = tmp_path / "student.json"
    answers = [
        {"when": 1000.0 + n, "hand": f"h{n}", "step": "fu", "skills": ["fu"], "correct": True, "mode": ""}
        for n in range(300)
    ]
    later = {"seconds": 9.5, "by": "later"}
    data = {
        "version": 1,
        "answers": answers,
        "best_times": {"drill-han": 12.5, "drill-fu": None, "drill-x": later},
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    record = StudentRecord.load(path)
    assert record.load_error is None and record.set_aside is None
    assert len(record.answers) == 300
    assert record.best_time("drill-han") == 12.5 and record.best_time("drill-fu") is None
    assert os.listdir(tmp_path) == ["student.json"]
    assert record.finish_drill("drill-fu", 30.0)  # a first best time of that drill replaces it
    record.save()
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert on_disk["best_times"] == {"drill-fu": 30.0, "drill-han": 12.5, "drill-x": later}
    assert len(on_disk["answers"]) == 300


def test_an_answer_timed_past_the_millisecond_is_not_doubled_by_saves(tmp_path: Path) -> None:
    """A record written by another writer with microseconds: the answer reads as it is written
    back (to the millisecond), so a save's merge finds it once."""
    path = tmp_path / "student.json"
    wrong = {"when": 1700000000.123456, "hand": "h", "step": "fu", "skills": ["fu"], "correct": False}
    path.write_text(json.dumps({"version": 1, "answers": [wrong], "best_times": {}}), encoding="utf-8")
    record = StudentRecord.load(path)
    for n in range(3):
        record.add(Answer(1700000100.0 + n, "h2", "fu", ("fu",), True, ""))
        record.save()
    on_disk = [(a["when"], a["hand"]) for a in _answers_on_disk(path)]
    assert on_disk == [
        (1700000000.123, "h"),
        (1700000100.0, "h2"),
        (1700000101.0, "h2"),
        (1700000102.0, "h2"),
    ]
    assert StudentRecord.load(path).missed() == ["h"]


def _strict_json(text: str) -> object:
    """``text`` read as JSON (RFC 8259): ``NaN`` and ``Infinity`` refused, as jq or a browser's
    ``JSON.parse`` refuse them."""

    def refuse(word: str) -> object:
        raise ValueError(f"not JSON: {word}")

    return json.loads(text, parse_constant=refuse)


def test_a_number_json_cannot_write_back_is_dropped_and_the_record_stays_json(tmp_path: Path) -> None:
    """``1e999`` (read as infinity) in a kept field, an answer's own key, a best time and a
    list, and ``NaN`` (no JSON at all): not usable. Each is dropped from its object (null in a
    list), the rest kept and used; the record written back is JSON a strict reader takes."""
    path = tmp_path / "student.json"
    path.write_text(
        '{"version": 1, "streak": {"longest": 1e999, "days": 3}, "own": [1, -1e999, 2], "odd": NaN,'
        ' "answers": [{"when": 1700000000.5, "hand": "h", "step": "han", "skills": [], "correct": true,'
        ' "mode": "", "seconds": 1e999, "level": "han_fu"},'
        ' {"when": 1e999, "hand": "g", "step": "han", "skills": [], "correct": true}],'
        ' "best_times": {"drill-han": 12.5, "drill-fu": 1e999}}',
        encoding="utf-8",
    )
    record = StudentRecord.load(path)
    assert [a.hand for a in record.answers] == ["h"]  # an answer timed 1e999: left out
    assert (
        record.load_error is not None
        and "answer 2: an answer's time is not a number" in record.load_error.message()
    )
    assert record.best_time("drill-han") == 12.5 and record.best_time("drill-fu") is None
    record.add(Answer(1700000100.0, "h2", "han", (), True))
    record.save()
    text = path.read_text(encoding="utf-8")
    assert "Infinity" not in text and "NaN" not in text
    on_disk = _strict_json(text)
    assert isinstance(on_disk, dict)
    assert on_disk["streak"] == {"days": 3} and on_disk["own"] == [1, None, 2] and "odd" not in on_disk
    assert on_disk["best_times"] == {"drill-han": 12.5}
    assert on_disk["answers"] == [
        {
            "when": 1700000000.5,
            "hand": "h",
            "step": "han",
            "skills": [],
            "correct": True,
            "mode": "",
            "level": "han_fu",
        },
        {"when": 1700000100.0, "hand": "h2", "step": "han", "skills": [], "correct": True, "mode": ""},
    ]
    again = StudentRecord.load(path)  # read back whole, and saved the same
    assert again.load_error is None and [a.hand for a in again.answers] == ["h", "h2"]
    again.save()
    assert _strict_json(path.read_text(encoding="utf-8")) == on_disk


# -- make fuzz -------------------------------------------------------------------------------


def test_the_fuzz_run_covers_student_records_and_finds_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["-n", "300", "--seed", "4"]) == 0
    out = capsys.readouterr().out.strip()
    assert out.endswith("seed 4: 0 problems") and " students" in out


def test_the_student_fuzz_notices_lost_answers_and_files_not_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = fuzz.STUDENT.encode()
    assert fuzz.check_student(good, tmp_path) is None
    assert fuzz.check_student(b'{"version": 1, "answers": [', tmp_path) is None  # refused, kept
    # a save that writes only this window's answers (what two windows used to do), the file
    # read again at every save (as when another window wrote it)
    monkeypatch.setattr(StudentRecord, "_merged_with_disk", lambda self, path, raw: (self.answers[-1:], {}))
    monkeypatch.setattr(student, "_digest", lambda raw: object())
    assert fuzz.check_student(good, tmp_path) == "answers were lost by a save"
    monkeypatch.undo()
    # a save that, the file unchanged since it was read, writes only this window's last answer
    monkeypatch.setattr(student, "_in_order", lambda answers: list(answers)[-1:])
    assert fuzz.check_student(good, tmp_path) == "answers were lost by a save"
    monkeypatch.undo()
    # a refused file renamed aside but changed, or left in place to be written over
    monkeypatch.setattr(student, "_set_aside", lambda path: None)
    assert fuzz.check_student(b"\xff not json", tmp_path) == "a refused student record was not kept as it was"
    rng = random.Random(8)
    assert fuzz.mutate_student(rng, fuzz.STUDENT) != fuzz.mutate_student(rng, fuzz.STUDENT)


# -- properties ------------------------------------------------------------------------------

_steps = st.lists(st.tuples(st.integers(0, 2), st.booleans()), min_size=1, max_size=30)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_steps)
def test_any_interleaving_of_three_windows_keeps_every_answer_once(
    tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[int, bool]]
) -> None:
    """Three windows on one record, each answering (``False``) or saving (``True``) in any
    order, then each saving once more: the file holds exactly every answer given, each once."""
    path = tmp_path_factory.mktemp("three") / "student.json"
    windows = [StudentRecord.load(path) for _ in range(3)]
    given_answers: list[Answer] = []
    for n, (who, save) in enumerate(steps):
        if save:
            windows[who].save()
        else:
            a = _an_answer(n, "ABC"[who], correct=n % 3 == 0)
            windows[who].add(a)
            given_answers.append(a)
    for window in windows:
        window.save()
    on_disk = StudentRecord.load(path).answers
    assert on_disk == sorted(given_answers, key=lambda a: a.when)
    assert windows[-1].answers == on_disk


def _sample_bytes() -> bytes:
    return fuzz.STUDENT.encode()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_mutated_real_record_is_used_or_kept_aside_byte_for_byte(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    """A real student record with bytes changed, inserted or cut: loaded, or refused with a typed
    error and kept under its set-aside name exactly as it was; never an exception."""
    sample = bytearray(_sample_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(("change", "insert", "cut")))
        at = data.draw(st.integers(0, len(sample) - 1))
        if kind == "change":
            sample[at] = data.draw(st.integers(0, 255))
        elif kind == "insert":
            sample[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        else:
            del sample[at:]
            if not sample:
                break
    folder = tmp_path_factory.mktemp("mutated")
    path = folder / "student.json"
    path.write_bytes(bytes(sample))
    record = StudentRecord.load(path)
    if record.load_error is None:
        assert all(isinstance(a, Answer) for a in record.answers)
        return
    if record.newer is not None:  # "version": 1 changed to a later one: a newer mjgui's, untouched
        assert record.set_aside is None and path.read_bytes() == bytes(sample)
        return
    assert record.set_aside is not None and record.set_aside.read_bytes() == bytes(sample)
    # said of the file that holds those bytes: the record, or the name it was renamed to
    held = path if record.load_error.code == "answers_left_out" else record.set_aside
    assert isinstance(record.load_error, StudentRecordError) and record.load_error.path == str(held)
    # named in the message, unless it follows the notice's sentence that names the file set aside
    assert (str(held) in record.load_error.message()) == (record.load_error.code == "answers_left_out")
    assert record.load_error.message("ru")
    if record.load_error.code == "answers_left_out":  # the other answers used: copied aside, in place
        assert record.answers and path.read_bytes() == bytes(sample)
        return
    assert not path.exists()


def test_a_save_killed_before_its_rename_leaves_the_record_and_no_litter(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    record = StudentRecord.load(path)
    record.add(_an_answer(1))
    record.save()
    before = path.read_bytes()
    code = textwrap.dedent(
        """
        import os, sys
        import mjgui.core.teach.student as student
        from mjgui.core.teach.student import Answer, StudentRecord
        real = student.atomic_write_bytes
        def killed(path, data, **options):
            real(path, data, before_replace=lambda temp: os._exit(9), **options)
        student.atomic_write_bytes = killed
        record = StudentRecord.load(sys.argv[1])
        record.add(Answer(2000.0, "h", "fu", (), True))
        record.save()
        """
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code, str(path)], env=env, capture_output=True, timeout=120)
    assert done.returncode == 9
    assert path.read_bytes() == before  # the old record, whole
    litter = sorted(p.name for p in tmp_path.iterdir() if p.name != "student.json")
    assert len(litter) == 2 and litter[0].startswith(".student.json.") and litter[1] == "student.json.lock"
    old = time.time() - 3600
    for name in litter:
        os.utime(tmp_path / name, (old, old))
    again = StudentRecord.load(path)  # the next start: the killed save's temp file goes
    assert [a.hand for a in again.answers] == ["hand-A-1"]
    again.add(_an_answer(3))
    again.save()  # its lock was a dead process's: taken over
    assert [p.name for p in tmp_path.iterdir()] == ["student.json"]


# -- a newer mjgui's record -----------------------------------------------------------------


@pytest.mark.parametrize("version", [2, 17])
def test_a_newer_mjguis_record_is_left_untouched(tmp_path: Path, version: int) -> None:
    """``"version": 2`` was taken for damage: renamed student-damaged-….json and a new record
    started over it. Now it is left in place byte for byte; the answers stay in memory."""
    path = tmp_path / "student.json"
    written = json.dumps({"version": version, "answers": [{"a shape": "of its own"}]}).encode()
    path.write_bytes(written)
    record = StudentRecord.load(path)
    assert record.newer == version and record.set_aside is None
    assert record.load_error is not None and record.load_error.code == "newer"
    said = record.load_error.message()
    assert f"{path} was written by a newer mjgui (record version {version}; this one reads version 1)" in said
    assert str(path) in record.load_error.message("ru")
    record.add(_an_answer(1))
    record.finish_drill("yaku-5", 60.0)
    record.save()
    assert record.answers == [_an_answer(1)] and record.best_time("yaku-5") == 60.0  # in memory
    assert path.read_bytes() == written
    assert sorted(p.name for p in tmp_path.iterdir()) == ["student.json"]


def test_a_record_a_newer_mjgui_wrote_meanwhile_is_not_written_over(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    record = StudentRecord.load(path)
    record.add(_an_answer(1))
    record.save()
    newer = b'{"version": 2, "answers": []}'
    path.write_bytes(newer)  # a newer mjgui saved in between
    record.add(_an_answer(2))
    with pytest.raises(StudentRecordError) as refused:
        record.save()
    assert refused.value.code == "newer" and record.newer == 2
    record.save()  # and from then on nothing is written
    assert path.read_bytes() == newer and record.set_aside is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["student.json"]


@pytest.mark.parametrize("version", [0, -1, "2", 1.5, None])
def test_a_version_no_mjgui_writes_is_damage(tmp_path: Path, version: object) -> None:
    path = tmp_path / "student.json"
    path.write_text(json.dumps({"version": version, "answers": []}), encoding="utf-8")
    record = StudentRecord.load(path)
    assert record.newer is None and record.set_aside is not None
    assert (
        record.load_error is not None and "no version number this mjgui reads" in record.load_error.message()
    )


def test_a_record_mjgui_writes_is_never_larger_than_it_reads_back(tmp_path: Path) -> None:
    """The answer cap's 20,000 answers on hands whose score lines carry many rule options are
    some 28 MB: the save wrote them whole, and the next start set the whole record aside as
    damaged (it is over the size the loader takes). Now the oldest answers go first until the
    record fits, and it loads again whole."""
    path = tmp_path / "student.json"
    options = " ".join(f"--rule-option option_{n}=value" for n in range(40))
    record = StudentRecord(path)
    record.answers = [
        Answer(
            1_796_000_000.0 + n, f"123m456p789s234s55p-{n} --win 5p {options}", "han", ("han:count",), True
        )
        for n in range(student._MAX_ANSWERS)
    ]
    newest = record.answers[-1]
    record.save()
    size = path.stat().st_size
    assert student.MAX_BYTES - 2_000 < size <= student.MAX_BYTES
    again = StudentRecord.load(path)
    assert again.load_error is None and again.set_aside is None
    assert len(again.answers) == len(record.answers) < student._MAX_ANSWERS
    assert again.answers[-1] == newest  # the newest kept, the oldest left out
    assert again.answers[0] == record.answers[0] and record.answers[0].when > 1_796_000_000.0

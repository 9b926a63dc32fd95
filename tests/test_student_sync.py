"""The student's record on a synced folder, and its save on every answer.

A sync tool's conflict copy of ``student.json`` (two machines practised on one Dropbox, OneDrive
or Syncthing folder) is merged in on loading, said, and removed once a save has written the
union; one that cannot be merged is said and left as it is. A save reads the record again only
when another window wrote it since: the answers of two windows are still both kept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import mjgui.core.teach.student as student
from mjgui.controller.teach.quiz import QuizController, practice_in
from mjgui.core.teach.student import Answer, StudentRecord

HAND = "234m567p345678s55s --riichi"


def _answer(when: float, correct: bool = True) -> Answer:
    return Answer(when, HAND, "yaku", ("yaku:riichi",), correct, "yaku")


def _record(folder: Path, count: int, start: float) -> StudentRecord:
    folder.mkdir(exist_ok=True)
    record = StudentRecord.load(folder / "student.json")
    for i in range(count):
        record.add(_answer(start + i))
    record.save()
    return record


@pytest.mark.parametrize(
    "name",
    [
        "student (Boris's conflicted copy 2026-12-07).json",  # Dropbox
        "student.sync-conflict-20261207-101500-ABCDEF1.json",  # Syncthing
        "student-DESKTOP-1A2B3C4.json",  # OneDrive: the machine's name
        "student (conflicted copy 2026-12-07 101500).json",  # Nextcloud
    ],
)
def test_a_sync_conflict_copy_is_merged_said_and_removed_once_saved(tmp_path: Path, name: str) -> None:
    home, other = tmp_path / "A", tmp_path / "B"
    _record(home, 3, 1_796_400_000.0)
    _record(other, 5, 1_796_500_000.0)
    copy = home / name
    shutil.copy(other / "student.json", copy)
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 8  # the other machine's 5 answers count
    assert quiz.view().notice == (
        f"Your answers in {name}, a copy of your record that a sync tool made, were merged into your "
        "record; the copy is removed once they are saved."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice.startswith(
        f"Ваши ответы в копии вашей записи, которую сделала программа синхронизации ({name})"
    )
    assert copy.exists()  # kept until the union is written
    quiz.new_hand()
    quiz.submit_yaku()
    saved = json.loads((home / "student.json").read_text(encoding="utf-8"))
    assert len(saved["answers"]) == 9
    assert not copy.exists()
    assert len(StudentRecord.load(home / "student.json").answers) == 9


def test_copies_the_record_makes_itself_or_other_files_are_not_conflict_copies(tmp_path: Path) -> None:
    from mjgui.core.teach.student import conflict_copies

    path = tmp_path / "student.json"
    names = [
        "student-damaged-20261207-101500.json",  # a damaged record set aside
        "student.json.lock",
        "students.json",
        "student-DESKTOP-1A2B3C4.txt",
        "other (Boris's conflicted copy 2026-12-07).json",
        "student (1).json",  # a numbered copy a person may keep: not a sync tool's
        "student-a-name-far-too-long-for-a-pc.json",
        "student-LAPTOP.json",
        "Student (Boris's conflicted copy 2026-12-07).JSON",
    ]
    for name in names:
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert [p.name for p in conflict_copies(path)] == [
        "Student (Boris's conflicted copy 2026-12-07).JSON",
        "student-LAPTOP.json",
    ]


def test_two_conflict_copies_and_one_that_cannot_be_merged_are_said(tmp_path: Path) -> None:
    home = tmp_path / "A"
    _record(home, 2, 1_796_400_000.0)
    for i, name in enumerate(("student-LAPTOP.json", "student-PC.json")):
        _record(tmp_path / f"M{i}", 2, 1_796_500_000.0 + 10 * i)
        shutil.copy(tmp_path / f"M{i}" / "student.json", home / name)
    broken = home / "student.sync-conflict-20261207-101500-ABCDEF1.json"
    broken.write_text("{ not json", encoding="utf-8")
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 6
    notice = quiz.view().notice
    assert notice.startswith(
        "Your answers in 2 copies of your record that a sync tool made (student-LAPTOP.json first) were "
        "merged into your record; the copies are removed once they are saved. "
    )
    assert notice.endswith(
        "student.sync-conflict-20261207-101500-ABCDEF1.json is not a student record: it is not valid "
        "JSON (line 1, column 3). It is a copy of your record that a sync tool made; it was not "
        "merged and is left as it is."
    )
    quiz.new_hand()
    quiz.submit_yaku()
    assert sorted(p.name for p in home.iterdir()) == ["student.json", broken.name]
    assert broken.read_text(encoding="utf-8") == "{ not json"


def test_a_conflict_copy_changed_after_it_was_merged_is_kept(tmp_path: Path) -> None:
    home = tmp_path / "A"
    _record(home, 1, 1_796_400_000.0)
    _record(tmp_path / "B", 2, 1_796_500_000.0)
    copy = home / "student-LAPTOP.json"
    shutil.copy(tmp_path / "B" / "student.json", copy)
    record = StudentRecord.load(home / "student.json")
    assert record.merged_copies == (copy,)
    _record(tmp_path / "B", 1, 1_796_600_000.0)  # the sync tool brings a newer copy meanwhile
    shutil.copy(tmp_path / "B" / "student.json", copy)
    record.save()
    assert copy.exists()  # its newest answer is not in the record yet: merged at the next start
    assert len(StudentRecord.load(home / "student.json").answers) == 4


def test_a_save_reads_the_record_again_only_when_another_window_wrote_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each answer re-read, merged and rewrote the whole record (0.6 s once full). Now the file
    is read again only when its inode, size or time differ from what this window last read or
    wrote; two windows still keep each other's answers."""
    path = tmp_path / "student.json"
    first = _record(tmp_path, 2, 1_796_400_000.0)
    reads: list[Path] = []
    read = student.read_record_data
    monkeypatch.setattr(student, "read_record_data", lambda p: reads.append(p) or read(p))
    first.add(_answer(1_796_400_010.0))
    first.save()
    assert reads == []  # nothing changed on disk: nothing read
    second = StudentRecord.load(path)
    assert reads == [path]
    second.add(_answer(1_796_400_020.0, correct=False))
    second.save()
    assert reads == [path]
    first.add(_answer(1_796_400_030.0))
    first.save()  # the second window wrote: read and merged
    assert reads == [path, path]
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [a["when"] for a in saved["answers"]] == [
        1_796_400_000.0,
        1_796_400_001.0,
        1_796_400_010.0,
        1_796_400_020.0,
        1_796_400_030.0,
    ]
    assert [a["correct"] for a in saved["answers"]] == [True, True, True, False, True]
    assert StudentRecord.load(path).answers == first.answers

"""The student's record on a synced folder, and its save on every answer.

A sync tool's conflict copy of ``student.json`` (two machines practised on one Dropbox, Nextcloud
or Syncthing folder) is merged in on loading, each answer once, saved, said when it brought
answers the record did not have, and never removed nor renamed (a player may delete it); one that
cannot be merged is said and left as it is. OneDrive's copies (``student-LAPTOP.json``) are not
known by name: a player's own backup is named so too. A save reads the record's bytes every time
and parses and merges them only when another window wrote them since: the answers of two windows
are still both kept."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

import mjgui.core.teach.student as student
from mjgui.controller.teach.practice import Practice
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


DROPBOX = "student (Boris's conflicted copy 2026-12-07).json"
SYNCTHING = "student.sync-conflict-20261207-101500-ABCDEF1.json"
NEXTCLOUD = "student (conflicted copy 2026-12-07 101500).json"


@pytest.mark.parametrize("name", [DROPBOX, SYNCTHING, NEXTCLOUD])
def test_a_sync_conflict_copy_is_merged_saved_said_and_left_as_it_is(tmp_path: Path, name: str) -> None:
    home, other = tmp_path / "A", tmp_path / "B"
    _record(home, 3, 1_796_400_000.0)
    _record(other, 5, 1_796_500_000.0)
    copy = home / name
    shutil.copy(other / "student.json", copy)
    kept = copy.read_bytes()
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 8  # the other machine's 5 answers count
    saved = json.loads((home / "student.json").read_text(encoding="utf-8"))
    assert len(saved["answers"]) == 8  # saved at once: the copy may be deleted now
    assert quiz.view().notice == (
        f"Your answers in {name}, a copy of your record that a sync tool made, were merged into your "
        "record and saved; the copy is left as it is, and you may delete it."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice == (
        f"Ваши ответы из копии вашей записи, которую сделала программа синхронизации ({name}), "
        "добавлены в вашу запись и сохранены; копия оставлена как есть, её можно удалить."
    )
    quiz.new_hand()
    quiz.submit_yaku()
    saved = json.loads((home / "student.json").read_text(encoding="utf-8"))
    assert len(saved["answers"]) == 9
    assert copy.read_bytes() == kept  # never removed nor changed
    again = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(again.practice.record.answers) == 9  # merged again: each answer once
    assert again.practice.record.merged_copies == ()
    assert again.view().notice == ""  # it brought nothing new: nothing said


def test_files_named_as_onedrive_names_its_copies_are_neither_merged_nor_removed(tmp_path: Path) -> None:
    """``student-WORD.json`` was taken for OneDrive's copy (the machine's name) and merged, then
    deleted at the first answer: a player's backup, or a sibling's record, went into this
    record for good and was gone."""
    home = tmp_path / "A"
    _record(home, 3, 1_796_400_000.0)
    _record(tmp_path / "B", 2, 1_796_500_000.0)
    names = ["student-backup.json", "student-Anna.json", "student-LAPTOP.json", "STUDENT-Masha.JSON"]
    for name in names:
        shutil.copy(tmp_path / "B" / "student.json", home / name)
    kept = (tmp_path / "B" / "student.json").read_bytes()
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 3
    assert quiz.view().notice == ""
    quiz.new_hand()
    quiz.submit_yaku()
    assert len(json.loads((home / "student.json").read_text(encoding="utf-8"))["answers"]) == 4
    assert all((home / name).read_bytes() == kept for name in names)


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
        "student-LAPTOP.json",  # OneDrive's name for its copy, and a player's for a backup
        "student-backup.json",
        "Student (Boris's conflicted copy 2026-12-07).JSON",
        "student.sync-conflict-20261207-101500-ABCDEF1.json",
    ]
    for name in names:
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert [p.name for p in conflict_copies(path)] == [
        "Student (Boris's conflicted copy 2026-12-07).JSON",
        "student.sync-conflict-20261207-101500-ABCDEF1.json",
    ]


def test_two_conflict_copies_and_one_that_cannot_be_merged_are_said(tmp_path: Path) -> None:
    home = tmp_path / "A"
    _record(home, 2, 1_796_400_000.0)
    for i, name in enumerate((DROPBOX, NEXTCLOUD)):
        _record(tmp_path / f"M{i}", 2, 1_796_500_000.0 + 10 * i)
        shutil.copy(tmp_path / f"M{i}" / "student.json", home / name)
    broken = home / SYNCTHING
    broken.write_text("{ not json", encoding="utf-8")
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 6
    notice = quiz.view().notice
    assert notice.startswith(
        f"Your answers in 2 copies of your record that a sync tool made ({DROPBOX} first) were "
        "merged into your record and saved; the copies are left as they are, and you may delete them. "
    )
    assert notice.endswith(
        "student.sync-conflict-20261207-101500-ABCDEF1.json is not a student record: it is not valid "
        "JSON (line 1, column 3). It is a copy of your record that a sync tool made; it was not "
        "merged and is left as it is."
    )
    quiz.new_hand()
    quiz.submit_yaku()
    assert sorted(p.name for p in home.iterdir()) == sorted(["student.json", DROPBOX, NEXTCLOUD, broken.name])
    assert broken.read_text(encoding="utf-8") == "{ not json"


def test_a_conflict_copy_changed_after_it_was_merged_brings_its_new_answers_at_the_next_start(
    tmp_path: Path,
) -> None:
    home = tmp_path / "A"
    _record(home, 1, 1_796_400_000.0)
    _record(tmp_path / "B", 2, 1_796_500_000.0)
    copy = home / DROPBOX
    shutil.copy(tmp_path / "B" / "student.json", copy)
    record = StudentRecord.load(home / "student.json")
    assert record.merged_copies == (copy,)
    _record(tmp_path / "B", 1, 1_796_600_000.0)  # the sync tool brings a newer copy meanwhile
    shutil.copy(tmp_path / "B" / "student.json", copy)
    record.save()
    assert copy.exists()
    again = StudentRecord.load(home / "student.json")
    assert again.merged_copies == (copy,)  # its newest answer only
    assert len(again.answers) == 4


def test_a_conflict_copy_not_all_of_which_fits_in_the_record_is_kept_whole(tmp_path: Path) -> None:
    """A copy was deleted once merged, though the record's own keys a later mjgui keeps (its
    ``goals``, a best time that is no number) won over the copy's, and at the 20,000-answer cap
    none of an older copy's answers were kept (and it was said "merged")."""
    home = tmp_path / "A"
    _record(home, 1, 1_796_400_000.0)
    path = home / "student.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["goals"] = {"riichi": "set on desktop"}
    data["best_times"] = {"speed": {"s": 40}}
    path.write_text(json.dumps(data), encoding="utf-8")
    copy = home / DROPBOX
    laptop = {
        "version": 1,
        "answers": [_answer(1_796_500_000.0).as_json()],
        "best_times": {"speed": {"s": 12}},
        "goals": {"riichi": "set on laptop", "pinfu": "laptop only"},
    }
    copy.write_text(json.dumps(laptop), encoding="utf-8")
    kept = copy.read_bytes()
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 2
    quiz.new_hand()
    quiz.submit_yaku()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["goals"] == {"riichi": "set on desktop"}  # the record's own first
    assert saved["best_times"] == {"speed": {"s": 40}}
    assert copy.read_bytes() == kept  # what did not fit is still there, as it was

    full = tmp_path / "C"
    full.mkdir()
    record = StudentRecord(full / "student.json")
    record.answers = [_answer(1_796_600_000.0 + i) for i in range(student._MAX_ANSWERS)]
    record.save()
    older = tmp_path / "D"
    _record(older, 50, 1_796_400_000.0)
    copy = full / SYNCTHING
    shutil.copy(older / "student.json", copy)
    kept = copy.read_bytes()
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(full))
    assert quiz.practice.record.merged_copies == ()
    assert quiz.view().notice == ""  # not said merged: none of its answers is in the record
    quiz.new_hand()
    quiz.submit_yaku()
    assert copy.read_bytes() == kept


def test_a_same_size_rewrite_keeping_the_inode_and_time_is_merged(tmp_path: Path) -> None:
    """A save skipped the re-read while the file's inode, size and time were those this window
    last saw: another window's save of the same size within the same second (whole-second
    times, an inode used again) was written over and its answers lost."""
    path = tmp_path / "student.json"
    first = _record(tmp_path, 3, 1_796_400_000.0)
    info = os.stat(path)
    text = path.read_text(encoding="utf-8")
    assert text.count("1796400002.0") == 1
    other = text.replace("1796400002.0", "1796400009.0")  # another window's answer, same size
    with open(path, "r+b") as f:  # the same inode
        f.write(other.encode("utf-8"))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert os.stat(path)[1:9] == info[1:9]
    first.add(_answer(1_796_400_020.0))
    first.save()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [a["when"] for a in saved["answers"]] == [
        1_796_400_000.0,
        1_796_400_001.0,
        1_796_400_002.0,
        1_796_400_009.0,
        1_796_400_020.0,
    ]


def test_a_save_parses_the_record_again_only_when_another_window_wrote_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each answer re-read, merged and rewrote the whole record (0.6 s once full). Now the file's
    bytes are read at every save but parsed and merged only when they differ from those this
    window last read or wrote; two windows still keep each other's answers."""
    path = tmp_path / "student.json"
    first = _record(tmp_path, 2, 1_796_400_000.0)
    parsed: list[Path] = []
    parse = student._parse_json
    monkeypatch.setattr(student, "_parse_json", lambda p, raw: parsed.append(p) or parse(p, raw))
    first.add(_answer(1_796_400_010.0))
    first.save()
    assert parsed == []  # nothing changed on disk: nothing parsed
    second = StudentRecord.load(path)
    assert parsed == [path]
    second.add(_answer(1_796_400_020.0, correct=False))
    second.save()
    assert parsed == [path]
    first.add(_answer(1_796_400_030.0))
    first.save()  # the second window wrote: parsed and merged
    assert parsed == [path, path]
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


def test_conflict_copies_of_a_record_that_is_a_link_are_found_beside_its_target(tmp_path: Path) -> None:
    """``student.json`` a link into a synced folder: the sync tool makes its copies beside the
    file it syncs, and they were never looked for there. A copy beside the link (the data folder
    synced too) still counts; one that is a link to the record is the record."""
    from mjgui.core.teach.student import conflict_copies

    home, synced = tmp_path / "data", tmp_path / "Dropbox"
    _record(synced, 2, 1_796_400_000.0)
    home.mkdir()
    try:
        (home / "student.json").symlink_to(synced / "student.json")
    except OSError:
        pytest.skip("no symbolic links here")
    _record(tmp_path / "B", 2, 1_796_500_000.0)
    _record(tmp_path / "C", 1, 1_796_600_000.0)
    shutil.copy(tmp_path / "B" / "student.json", synced / DROPBOX)
    shutil.copy(tmp_path / "C" / "student.json", home / SYNCTHING)
    (home / NEXTCLOUD).symlink_to(synced / "student.json")
    assert conflict_copies(home / "student.json") == [home / SYNCTHING, synced / DROPBOX]
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 5
    assert quiz.view().notice.startswith(
        f"Your answers in 2 copies of your record that a sync tool made ({SYNCTHING} first) were merged"
    )
    assert (home / "student.json").is_symlink()
    assert len(json.loads((synced / "student.json").read_text(encoding="utf-8"))["answers"]) == 5
    assert (synced / DROPBOX).exists() and (home / SYNCTHING).exists()


def test_a_damaged_record_that_is_a_link_is_set_aside_beside_its_target_and_stays_a_link(
    tmp_path: Path,
) -> None:
    """Found by the fuzz: ``student.json`` a link into a synced folder, the file it leads to
    damaged. The link was renamed aside, not the file: the save then wrote a new record in the
    link's place, outside the synced folder (the link gone, the answers synced no more), and
    the damaged file kept the record's name there. The file is set aside beside itself, under
    its own name; the save writes the new record through the link."""
    home, synced = tmp_path / "data", tmp_path / "Dropbox"
    home.mkdir()
    synced.mkdir()
    (synced / "mine.json").write_bytes(b'{"version": 1, "answers": [')
    try:
        (home / "student.json").symlink_to(synced / "mine.json")
    except OSError:
        pytest.skip("no symbolic links here")
    record = StudentRecord.load(home / "student.json")
    assert record.load_error is not None and record.load_error.code == "damaged"
    aside = record.set_aside
    assert aside is not None and aside.parent == synced.resolve() and aside.name.startswith("mine-damaged-")
    assert aside.read_bytes() == b'{"version": 1, "answers": ['
    # named by its whole path: the data folder the player looks in does not hold it
    notice = Practice(record).notice("en")
    assert notice.startswith(
        f"Your earlier record was damaged; it was kept as {aside} and a new one was started."
    )
    assert (
        Practice(record)
        .notice("ru")
        .startswith(f"Прежний файл ваших ответов был повреждён; он сохранён как {aside}, начат новый.")
    )
    record.add(_answer(1_796_400_000.0))
    record.save()
    assert (home / "student.json").is_symlink()
    assert os.readlink(home / "student.json") == str(synced / "mine.json")
    saved = json.loads((synced / "mine.json").read_text(encoding="utf-8"))
    assert [a["when"] for a in saved["answers"]] == [1_796_400_000.0]
    assert sorted(p.name for p in home.iterdir()) == ["student.json"]
    # damaged during a session: the save sets it aside beside itself, named by its whole path too
    (synced / "mine.json").write_bytes(b"{")
    record.add(_answer(1_796_400_001.0))
    record.save()
    again = record.set_aside
    assert again is not None and again != aside and again.parent == synced.resolve()
    assert f"it was kept as {again} and" in Practice(record).notice("en")
    assert f"сохранён как {again}," in Practice(record).notice("ru")
    # a record set aside beside itself in the data folder is still named by its name
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "student.json").write_bytes(b"{")
    record = StudentRecord.load(plain / "student.json")
    assert record.set_aside is not None and record.set_aside.parent == plain
    assert f"it was kept as {record.set_aside.name} and" in Practice(record).notice("en")
    # a link to what is no record file (a folder here; a device the same) is set aside itself:
    # what it leads to is never renamed
    (home / "student.json").unlink()
    (synced / "folder").mkdir()
    (home / "student.json").symlink_to(synced / "folder")
    record = StudentRecord.load(home / "student.json")
    assert record.load_error is not None and record.load_error.code == "not_a_file"
    assert record.set_aside is not None and record.set_aside.parent == home
    assert record.set_aside.is_symlink() and (synced / "folder").is_dir()


def _bad_copy(path: Path, answers: list[object], version: int = 1) -> None:
    path.write_text(json.dumps({"version": version, "answers": answers, "best_times": {}}), encoding="utf-8")


def test_a_copy_not_merged_is_said_in_one_true_sentence(tmp_path: Path) -> None:
    """It said "the other answers were kept" and then "it was not merged", and of a newer
    mjgui's copy "It was left as it is." twice."""
    home = tmp_path / "A"
    _record(home, 1, 1_796_400_000.0)
    good = _answer(1_796_500_000.0).as_json()
    _bad_copy(home / DROPBOX, [good, {"when": "noon"}])
    _bad_copy(home / NEXTCLOUD, [{"when": "noon"}, good, 3])
    _bad_copy(home / SYNCTHING, [good], version=7)
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert len(quiz.practice.record.answers) == 1
    assert quiz.view().notice == (
        f"{home / DROPBOX} is a copy of your record that a sync tool made, and one answer of 2 in it cannot "
        "be read (answer 2: an answer's time is not a number); it was not merged and is left as it is. "
        f"{home / NEXTCLOUD} is a copy of your record that a sync tool made, and 2 answers of 3 in it cannot "
        "be read (the first is answer 1: an answer's time is not a number); it was not merged and is "
        f"left as it is. {home / SYNCTHING}, a copy of your record that a sync tool made, was written by a "
        "newer mjgui (record version 7; this one reads version 1); it was not merged and is left as "
        "it is."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice == (
        f"{home / DROPBOX} — копия вашей записи, которую сделала программа синхронизации, и один ответ из 2 "
        "в ней не читается (ответ 2: время ответа — не число); она не добавлена и оставлена как есть. "
        f"{home / NEXTCLOUD} — копия вашей записи, которую сделала программа синхронизации, и 2\u00a0ответа "
        "из 3 в ней не читаются (первый — ответ 1: время ответа — не число); она не добавлена и "
        f"оставлена как есть. {home / SYNCTHING} — копия вашей записи, которую сделала программа "
        "синхронизации, записанная более новой версией mjgui (версия файла 7; этот mjgui читает "
        "версию 1); она не добавлена и оставлена как есть."
    )


def test_a_conflict_copy_merged_at_one_start_is_not_parsed_at_the_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every start parsed and merged every copy again, though each was merged before: with 5
    copies of a 20,000-answer record a quiz window took seconds to open, at every start. The
    digest of each copy merged is kept in the record (a key an older mjgui keeps as it is)."""
    home = tmp_path / "A"
    _record(home, 2, 1_796_400_000.0)
    _record(tmp_path / "B", 3, 1_796_500_000.0)
    copy, same = home / DROPBOX, home / SYNCTHING
    shutil.copy(tmp_path / "B" / "student.json", copy)
    shutil.copy(home / "student.json", same)  # nothing new in it
    parsed: list[Path] = []
    parse = student._parse_json
    monkeypatch.setattr(student, "_parse_json", lambda p, raw: parsed.append(p) or parse(p, raw))
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert quiz.practice.record.merged_copies == (copy,)
    assert sorted(parsed) == sorted([home / "student.json", copy, same])
    saved = json.loads((home / "student.json").read_text(encoding="utf-8"))
    assert len(saved["answers"]) == 5
    assert sorted(saved["merged_copies"]) == sorted(
        student._digest(p.read_bytes()).hex() for p in (copy, same)
    )  # saved at the start, though no answer was given
    parsed.clear()
    again = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert parsed == [home / "student.json"]  # the copies are not parsed again
    assert len(again.practice.record.answers) == 5
    assert again.practice.record.merged_copies == again.practice.record.copies_noted == ()
    assert again.view().notice == ""
    again.new_hand()
    again.submit_yaku()
    saved = json.loads((home / "student.json").read_text(encoding="utf-8"))
    assert len(saved["answers"]) == 6
    assert len(saved["merged_copies"]) == 2  # still known after a save
    copy.unlink()  # a copy deleted is forgotten
    parsed.clear()
    third = StudentRecord.load(home / "student.json")
    assert parsed == [home / "student.json"]
    assert third.extra["merged_copies"] == [student._digest(same.read_bytes()).hex()]
    same.unlink()
    assert "merged_copies" not in StudentRecord.load(home / "student.json").extra


def test_the_merged_copies_key_is_kept_by_a_record_that_does_not_read_it(tmp_path: Path) -> None:
    """The digests are a top-level key that this mjgui's record keeps as it keeps another
    mjgui's (:attr:`StudentRecord.extra`): a window merging another's answers keeps it."""
    path = tmp_path / "student.json"
    first = _record(tmp_path, 1, 1_796_400_000.0)
    _record(tmp_path / "B", 1, 1_796_500_000.0)
    shutil.copy(tmp_path / "B" / "student.json", tmp_path / DROPBOX)
    second = StudentRecord.load(path)
    second.save()
    first.add(_answer(1_796_400_010.0))
    first.save()  # another window wrote: merged with it
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["merged_copies"] == [student._digest((tmp_path / DROPBOX).read_bytes()).hex()]
    assert len(saved["answers"]) == 3


def _laptop_copy(home: Path, name: str, when: float, goals: dict[str, str]) -> Path:
    copy = home / name
    laptop = {"version": 1, "answers": [_answer(when).as_json()], "best_times": {}, "goals": goals}
    copy.write_text(json.dumps(laptop), encoding="utf-8")
    return copy


def test_a_copy_holding_data_the_record_keeps_other_values_of_is_not_said_deletable(tmp_path: Path) -> None:
    """A copy whose ``goals`` (a later mjgui's key) clashed with the record's, and whose best
    time that is no number was not taken, was said "merged ... you may delete it": deleted as
    told, that data was gone. Now it has a sentence of its own; a copy all of whose data was
    taken is still said deletable."""
    home = tmp_path / "A"
    _record(home, 1, 1_796_400_000.0)
    path = home / "student.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["goals"] = {"riichi": "set on desktop"}
    data["best_times"] = {"speed": {"s": 40}}
    path.write_text(json.dumps(data), encoding="utf-8")
    copy = home / DROPBOX
    laptop = {
        "version": 1,
        "answers": [_answer(1_796_500_000.0).as_json()],
        "best_times": {"speed": {"s": 12}},
        "goals": {"riichi": "set on desktop"},  # the same: taken
    }
    copy.write_text(json.dumps(laptop), encoding="utf-8")
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert quiz.practice.record.partly_kept == (copy,)  # its time is not the record's
    expected = (
        f"Your answers in {DROPBOX}, a copy of your record that a sync tool made, were merged into "
        "your record and saved; the copy also holds data your record keeps other values of, which "
        "were not taken, so it is left as it is and deleting it would lose that data."
    )
    assert quiz.view().notice == expected
    assert "delete it." not in quiz.view().notice
    quiz.set_lang("ru")
    assert quiz.view().notice == (
        f"Ваши ответы из копии вашей записи, которую сделала программа синхронизации ({DROPBOX}), "
        "добавлены в вашу запись и сохранены; в копии есть и данные, для которых в вашей записи свои "
        "значения, и они не взяты, поэтому копия оставлена как есть: если её удалить, эти данные "
        "пропадут."
    )
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["best_times"] == {"speed": {"s": 40}}  # only the copy holds 12
    assert copy.exists()

    other = tmp_path / "B"
    _record(other, 1, 1_796_400_000.0)
    data = json.loads((other / "student.json").read_text(encoding="utf-8"))
    data["goals"] = {"riichi": "set on desktop"}
    (other / "student.json").write_text(json.dumps(data), encoding="utf-8")
    clash = _laptop_copy(other, DROPBOX, 1_796_500_000.0, {"riichi": "set on laptop", "pinfu": "laptop only"})
    same = _laptop_copy(other, SYNCTHING, 1_796_500_001.0, {"riichi": "set on desktop"})
    clash2 = _laptop_copy(other, NEXTCLOUD, 1_796_500_002.0, {"pinfu": "other laptop"})
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(other))
    record = quiz.practice.record
    assert record.merged_copies == (clash, clash2, same)
    assert record.partly_kept == (clash, clash2)  # the record's own goals kept, whole
    assert record.extra["goals"] == {"riichi": "set on desktop"}
    assert quiz.view().notice == (
        f"Your answers in {SYNCTHING}, a copy of your record that a sync tool made, were merged into "
        "your record and saved; the copy is left as it is, and you may delete it. Your answers in 2 "
        f"copies of your record that a sync tool made ({DROPBOX} first) were merged into your "
        "record and saved; the copies also hold data your record keeps other values of, which were "
        "not taken, so they are left as they are and deleting them would lose that data."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice.endswith(
        f"Ваши ответы из 2\u00a0копий вашей записи, сделанных программой синхронизации (первая — "
        f"{DROPBOX}), добавлены в вашу запись и сохранены; в копиях есть и данные, для которых в "
        "вашей записи свои значения, и они не взяты, поэтому копии оставлены как есть: если их "
        "удалить, эти данные пропадут."
    )


def test_a_copy_whose_value_a_later_copy_replaced_is_not_said_deletable(tmp_path: Path) -> None:
    """Whether all of a copy's data was kept was asked right after it was merged: a copy that
    came later could still take the place of what only the earlier one held (its best time in the
    place of the earlier one's that is no number), and the earlier copy was said deletable though
    the saved record no longer held its time. It is asked once every copy is in."""
    home = tmp_path / "A"
    _record(home, 1, 1_796_400_000.0)
    first, second = home / DROPBOX, home / SYNCTHING
    later = {"s": 12.5, "level": "hard"}  # a later mjgui's best time: no number
    for copy, when, time in ((first, 1_796_500_000.0, later), (second, 1_796_600_000.0, 40)):
        data = {"version": 1, "answers": [_answer(when).as_json()], "best_times": {"speed": time}}
        copy.write_text(json.dumps(data), encoding="utf-8")
    assert student.conflict_copies(home / "student.json") == [first, second]  # in this order
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    record = quiz.practice.record
    assert record.merged_copies == (first, second)
    assert record.partly_kept == (first,)
    saved = json.loads((home / "student.json").read_text(encoding="utf-8"))
    assert saved["best_times"] == {"speed": 40}  # only the first copy holds its time
    assert quiz.view().notice == (
        f"Your answers in {SYNCTHING}, a copy of your record that a sync tool made, were merged into "
        "your record and saved; the copy is left as it is, and you may delete it. "
        f"Your answers in {DROPBOX}, a copy of your record that a sync tool made, were merged into "
        "your record and saved; the copy also holds data your record keeps other values of, which "
        "were not taken, so it is left as it is and deleting it would lose that data."
    )
    assert json.loads(first.read_text(encoding="utf-8"))["best_times"] == {"speed": later}


def test_a_merged_copy_beside_a_linked_records_target_is_named_by_its_whole_path(tmp_path: Path) -> None:
    """``student.json`` a link into a synced folder: a copy merged from beside its target was
    named by its file name alone, and the player told to delete a file the data folder does not
    hold. A copy beside the record itself is still named by its name."""
    home, synced = tmp_path / "data", tmp_path / "Dropbox"
    synced.mkdir()
    home.mkdir()
    _record(synced, 1, 1_796_400_000.0)
    (synced / "student.json").rename(synced / "anna.json")
    try:
        (home / "student.json").symlink_to(synced / "anna.json")
    except OSError:
        pytest.skip("no symbolic links here")
    _record(tmp_path / "B", 1, 1_796_500_000.0)
    name = "anna (Boris's conflicted copy 2026-12-07).json"
    shutil.copy(tmp_path / "B" / "student.json", synced / name)
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert quiz.view().notice == (
        f"Your answers in {synced / name}, a copy of your record that a sync tool made, were merged "
        "into your record and saved; the copy is left as it is, and you may delete it."
    )
    _record(tmp_path / "C", 1, 1_796_600_000.0)
    shutil.copy(tmp_path / "C" / "student.json", home / SYNCTHING)
    _record(tmp_path / "D", 1, 1_796_700_000.0)
    shutil.copy(tmp_path / "D" / "student.json", synced / "anna.sync-conflict-20261207-101500-ABCDEF1.json")
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert quiz.view().notice.startswith(
        f"Your answers in 2 copies of your record that a sync tool made ({SYNCTHING} first) were merged"
    )


def test_a_record_linked_to_a_file_that_is_gone_is_said_and_the_next_answer_starts_it_there(
    tmp_path: Path,
) -> None:
    """``student.json`` a link into a class folder whose file was renamed there: the start was
    silent, with no answers. Now the start says the link leads to nothing there (naming it, and
    that the next answer starts a record there); put back before an answer, the file's answers
    are kept with the new ones; not put back, the next answer is saved there (never only in
    memory) and the notice goes."""
    home, shared = tmp_path / "data", tmp_path / "class"
    home.mkdir()
    _record(shared, 26, 1_796_400_000.0)
    (shared / "student.json").rename(shared / "anna.json")
    try:
        (home / "student.json").symlink_to(shared / "anna.json")
    except OSError:
        pytest.skip("no symbolic links here")
    (shared / "anna.json").rename(shared / "anna-ivanova.json")  # renamed in the class folder
    gone = shared.resolve() / "anna.json"
    said = (
        f"{home / 'student.json'} is a link to {gone}, which is not there (it was moved, renamed or "
        "deleted, or not made yet): your next answer starts a new record there. If the file was "
        "renamed, give it back its name before you answer, and its answers are kept with yours."
    )
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    assert quiz.view().notice == said
    assert f"{gone}" in quiz.practice.notice("ru")
    (shared / "anna-ivanova.json").rename(gone)  # put back before an answer
    quiz.new_hand()
    quiz.submit_yaku()
    assert quiz.view().notice == ""
    assert (home / "student.json").is_symlink()
    assert len(json.loads(gone.read_text(encoding="utf-8"))["answers"]) == 26 + 1
    # not put back: the next answer is saved behind the link
    gone.rename(shared / "anna-ivanova.json")
    again = QuizController("en", "yaku", seed=4, practice=practice_in(home))
    assert again.view().notice == said
    again.new_hand()
    again.submit_yaku()
    assert again.view().notice == ""
    assert len(json.loads(gone.read_text(encoding="utf-8"))["answers"]) == 1
    assert len(json.loads((shared / "anna-ivanova.json").read_text(encoding="utf-8"))["answers"]) == 27


def test_a_record_linked_into_a_folder_that_is_not_there_says_so_and_promises_nothing(
    tmp_path: Path,
) -> None:
    """``student.json`` a link into a shared folder that is not connected: the start promised
    that the next answer starts a record there, and that answer's save then failed for the
    missing folder. The start names the missing folder now; made, the next answer is saved."""
    home, shared = tmp_path / "data", tmp_path / "class"
    home.mkdir()
    try:
        (home / "student.json").symlink_to(shared / "anna.json")
    except OSError:
        pytest.skip("no symbolic links here")
    folder = shared.resolve()
    quiz = QuizController("en", "yaku", seed=3, practice=practice_in(home))
    notice = quiz.view().notice
    assert "starts a new record there" not in notice
    assert f"but its folder {folder} does not exist" in notice
    assert "cannot be saved until it does" in notice
    ru = quiz.practice.notice("ru")
    assert f"{folder}" in ru and "новую запись" not in ru and "does not exist" not in ru
    folder.mkdir()  # connected: the next answer starts the record there
    quiz.new_hand()
    quiz.submit_yaku()
    assert quiz.view().notice == ""
    assert len(json.loads((folder / "anna.json").read_text(encoding="utf-8"))["answers"]) == 1

"""mjgui's own files where the system is not kind: a data folder that cannot be created, an
autosave lock that names a live process after a reboot or another computer, a finished game
that was never saved, links to a synced folder, a student record with a byte-order mark, and
a file saved as UTF-16. Real files in tmp_path; live processes by subprocess."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text
from mjgui.core.game.storage import (
    NO_FILE,
    StorageError,
    atomic_write_text,
    file_digest,
    load_record,
    save_record,
)
from mjgui.core.league.aliases import ALIASES_FILE, load_aliases, read_aliases_text
from mjgui.core.logs.record import game_record
from mjgui.core.teach.student import Answer, StudentRecord
from tests.util import HANCHAN, saved_to

NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
UNFINISHED = new_game_text(NAMES) + "riichi Boris\n"
links = pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="POSIX links")
linux_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="process start times: /proc")


# -- the data folder cannot be created ------------------------------------------------------------


def test_a_file_where_the_data_folder_should_be_leaves_the_tracker_usable(tmp_path: Path) -> None:
    blocker = tmp_path / "mjgui"
    blocker.write_text("not a folder", encoding="utf-8")
    c = TrackerController(autosave=Autosave(blocker / "sub"))
    assert c.autosave_error.startswith("Autosave is off: the folder ")
    assert "a file is in the way" in c.autosave_error and "save it with Ctrl+S" in c.autosave_error
    assert str(blocker / "sub") in c.autosave_error
    assert "Ctrl+S" in TrackerController(lang="ru", autosave=Autosave(blocker / "sub")).autosave_error
    assert c.new_game(NAMES) and c.commit("riichi Boris")  # the game goes on, not autosaved
    assert c.autosave_failed is not None and c.autosave_failed.code == "folder_blocked"
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_the_data_folder_itself_a_file(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("x", encoding="utf-8")
    c = TrackerController(autosave=Autosave(folder))
    assert "Autosave is off" in c.autosave_error and c.resume_offer is None


def _refuse_writes_in(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only folder as root sees it not (root writes anywhere, and CI runs as root): a
    file made there is refused as the system refuses it, at the one call that makes files."""
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & os.O_CREAT and Path(path).parent == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)


@pytest.mark.parametrize("how", ["chmod", "simulated"])
def test_a_read_only_data_folder_is_said_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    if how == "chmod" and hasattr(os, "geteuid") and os.geteuid() == 0:
        pytest.skip("root writes anywhere: the simulated case runs")
    folder = tmp_path / "data"
    folder.mkdir()
    if how == "chmod":
        os.chmod(folder, 0o555)
    else:
        _refuse_writes_in(folder, monkeypatch)
    try:
        c = TrackerController(autosave=Autosave(folder))
        said = f"Autosave is off: nothing can be written in the folder {folder}: "
        assert c.autosave_error.startswith(said), c.autosave_error
        assert c.autosave is None or not c.autosave.held
        assert sorted(p.name for p in folder.iterdir()) == []
    finally:
        os.chmod(folder, 0o755)


# -- a lock that names a process which cannot be its holder, or another computer ----------------


@linux_proc
def test_a_lock_older_than_its_live_process_is_stale_and_the_game_offered(tmp_path: Path) -> None:
    """After a reboot the lock's process id runs again, as another program: it started after the
    lock was written, so it is not the holder."""
    (tmp_path / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        old = time.time() - 3600
        (tmp_path / "autosave.lock").write_text(
            f"{live.pid} {socket.gethostname()} {old:.3f}\n", encoding="utf-8"
        )
        c = TrackerController(autosave=Autosave(tmp_path))
        assert c.autosave is not None and c.autosave.slot == 1
        offer = c.resume_offer
        assert offer is not None and offer.kind == "resume" and offer.text == UNFINISHED
    finally:
        live.kill()
        live.wait(30)


def test_a_live_holder_on_this_computer_is_never_offered(tmp_path: Path) -> None:
    (tmp_path / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        time.sleep(0.2)
        (tmp_path / "autosave.lock").write_text(
            f"{live.pid} {socket.gethostname()} {time.time():.3f}\n", encoding="utf-8"
        )
        c = TrackerController(autosave=Autosave(tmp_path))
        assert c.resume_offer is None and c.autosave is not None and c.autosave.slot == 2
    finally:
        live.kill()
        live.wait(30)


def test_a_game_held_on_another_computer_is_told_and_can_be_taken_over(tmp_path: Path) -> None:
    (tmp_path / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    since = time.mktime((2023, 11, 14, 22, 13, 0, 0, 0, -1))
    (tmp_path / "autosave.lock").write_text(f"4242 old-laptop-name {since:.3f}\n", encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.kind == "held"
    assert "another mjgui holds it: process 4242 on old-laptop-name, since 2023-11-14 22:13" in offer.message
    assert "East 1" in offer.message and "take the game over" in offer.message
    assert c.resume() and c.text == UNFINISHED
    assert c.autosave is not None and c.autosave.path.name == "autosave-2.mjgame"
    assert (tmp_path / "autosave-2.mjgame").read_text(encoding="utf-8") == UNFINISHED
    # the slot it was in is moved aside (never lost), its lock gone
    assert (tmp_path / "previous.mjgame").read_text(encoding="utf-8") == UNFINISHED
    assert not (tmp_path / "autosave.mjgame").exists() and not (tmp_path / "autosave.lock").exists()


def test_a_take_over_is_refused_when_the_holder_renewed_its_lock(tmp_path: Path) -> None:
    (tmp_path / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    lock = tmp_path / "autosave.lock"
    lock.write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None and c.resume_offer.kind == "held"
    lock.write_text("5151 other-laptop 1800000000.000\n", encoding="utf-8")  # someone else now
    assert not c.resume()
    assert "could not be taken over" in c.autosave_error
    assert lock.read_text(encoding="utf-8").startswith("5151 other-laptop")
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == UNFINISHED


def test_a_holder_whose_slot_was_taken_over_writes_another_slot(tmp_path: Path) -> None:
    """The first window was alive after all: its next write goes to a slot of its own, and the
    slot taken over (now another window's) is not written."""
    first = Autosave(tmp_path)
    first.write(UNFINISHED, None)
    assert first.path.name == "autosave.mjgame"
    first.lock_path.unlink()  # taken over elsewhere: the lock is another's now
    first.lock_path.write_text("7 elsewhere 1800000000.000\n", encoding="utf-8")
    taken = (tmp_path / "autosave.mjgame").read_text(encoding="utf-8")
    first.write(UNFINISHED + "ron Chen from Aiko 3 40\n", None)
    assert first.path.name == "autosave-2.mjgame"
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == taken
    assert (tmp_path / "autosave.lock").read_text(encoding="utf-8").startswith("7 elsewhere")


# -- a finished game that was never saved -------------------------------------------------------


def test_a_finished_game_never_saved_is_offered_and_kept_when_a_new_game_starts(tmp_path: Path) -> None:
    (tmp_path / "autosave.mjgame").write_text(HANCHAN, encoding="utf-8")  # no autosave.source
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.kind == "ended"
    assert "ended" in offer.message and "never saved" in offer.message
    assert str(tmp_path / "previous.mjgame") in offer.message
    c.decline_resume()
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert (tmp_path / "previous.mjgame").read_text(encoding="utf-8") == HANCHAN
    assert "Eri" in (tmp_path / "autosave.mjgame").read_text(encoding="utf-8")
    kept = tmp_path / "previous.mjgame"
    assert c.kept_notice == f"The earlier game is kept as {kept}; open it with Ctrl+O to see or save it."


def test_a_finished_game_opened_again_is_not_lost_by_the_next_game(tmp_path: Path) -> None:
    (tmp_path / "autosave.mjgame").write_text(HANCHAN, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume() and c.text == HANCHAN and c.state.ended
    assert c.kept_notice == ""  # the same game: nothing to say yet
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert (tmp_path / "previous.mjgame").read_text(encoding="utf-8") == HANCHAN


def test_a_game_never_saved_is_kept_when_a_new_one_starts_in_the_same_window(tmp_path: Path) -> None:
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.new_game(NAMES) and c.commit("riichi Boris")
    played = c.text
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert (tmp_path / "previous.mjgame").read_text(encoding="utf-8") == played
    assert "previous.mjgame" in c.kept_notice


def test_a_saved_game_is_not_copied_aside(tmp_path: Path) -> None:
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    assert c.new_game(NAMES) and c.commit("riichi Boris")
    c.save(tmp_path / "game.mjgame")
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert not (tmp_path / "data" / "previous.mjgame").exists() and c.kept_notice == ""


# -- links to the file elsewhere (a synced folder) --------------------------------------------


@links
def test_a_linked_student_record_is_written_through_the_link(tmp_path: Path) -> None:
    synced = tmp_path / "Sync" / "student.json"
    synced.parent.mkdir()
    link = tmp_path / "data" / "student.json"
    link.parent.mkdir()
    link.symlink_to(synced)
    record = StudentRecord.load(link)
    record.add(Answer(1000.0, "123m456p789s11z 234m", "han", ("han:count",), True))
    record.save()
    assert link.is_symlink() and os.readlink(link) == str(synced)
    assert json.loads(synced.read_text(encoding="utf-8"))["answers"][0]["when"] == 1000.0
    again = StudentRecord.load(link)
    again.add(Answer(2000.0, "h", "fu", (), False))
    again.save()
    assert link.is_symlink() and len(json.loads(synced.read_text(encoding="utf-8"))["answers"]) == 2
    assert [p.name for p in synced.parent.iterdir()] == ["student.json"]  # no temp file left


@links
def test_a_linked_autosave_is_written_through_the_link(tmp_path: Path) -> None:
    synced = tmp_path / "Sync" / "autosave.mjgame"
    synced.parent.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").symlink_to(synced)  # dangling at first: its folder exists
    c = TrackerController(autosave=Autosave(data))
    assert c.new_game(NAMES) and c.commit("riichi Boris")
    assert c.autosave_failed is None
    assert (data / "autosave.mjgame").is_symlink() and synced.read_text(encoding="utf-8") == c.text


@links
def test_a_dangling_link_whose_folder_is_gone_is_refused_with_the_reason(tmp_path: Path) -> None:
    link = tmp_path / "student.json"
    link.symlink_to(tmp_path / "unplugged" / "student.json")
    with pytest.raises(StorageError) as info:
        atomic_write_text(link, "{}\n", follow_links=True)
    assert info.value.code == "dangling_link"
    assert info.value.message() == (
        f"{link} is a link to {tmp_path / 'unplugged' / 'student.json'}, whose folder does not exist; "
        "nothing was written. Create the folder or remove the link."
    )
    assert link.is_symlink() and not (tmp_path / "unplugged").exists()
    record = StudentRecord.load(link)
    record.add(Answer(1000.0, "h", "han", (), True))
    with pytest.raises(StorageError):
        record.save()
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    with pytest.raises(StorageError) as info:
        atomic_write_text(loop, "x", follow_links=True)
    assert info.value.code == "link_loop" and "leads back to itself" in info.value.message()


# -- encodings -----------------------------------------------------------------------------------


def test_a_student_record_with_a_byte_order_mark_reads(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    answer = {"when": 1000.0, "hand": "h", "step": "han", "skills": ["han:count"], "correct": True}
    data = {"version": 1, "answers": [answer], "best_times": {}}
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    record = StudentRecord.load(path)
    assert record.load_error is None and record.set_aside is None and len(record.answers) == 1


@pytest.mark.parametrize(
    ("raw", "en", "ru"),
    [
        # «это не правильный JSON» was not Russian a player writes
        (
            b'{"version": 1,',
            "it is not valid JSON (line 1, column 15)",
            "это некорректный JSON (строка 1, столбец 15)",
        ),
        (b"", "the file is empty", "файл пуст"),
        ('{"version": 1}'.encode("utf-16"), "it is UTF-16 text, and a student record is UTF-8", "UTF-16"),
        (b'{"version": 1, "x": "\xff"}', "it is not UTF-8 text (byte 21)", "UTF-8"),
        (b'{"version": 0}', "it has no version number this mjgui reads", "версии"),
    ],
)
def test_why_a_student_record_is_refused_is_said_in_plain_words(
    tmp_path: Path, raw: bytes, en: str, ru: str
) -> None:
    path = tmp_path / "student.json"
    path.write_bytes(raw)
    record = StudentRecord.load(path)
    error = record.load_error
    assert error is not None and record.set_aside is not None  # said of the file that holds the bytes
    assert error.path == str(record.set_aside)  # named by the notice's sentence before it
    assert error.message() == f"That file is not a student record: {en}."
    assert ru in error.message("ru") and "Expecting" not in error.message("ru")


def test_a_file_saved_as_utf16_is_said_to_be_utf16(tmp_path: Path) -> None:
    aliases = tmp_path / ALIASES_FILE
    aliases.write_bytes("Borya = Boris\n".encode("utf-16"))
    with pytest.raises(StorageError) as info:
        read_aliases_text(aliases)
    text = info.value.message()
    assert "looks like UTF-16 text" in text and "as UTF-8" in text and "game record" not in text
    assert "UTF-16" in info.value.message("ru")
    (note,) = load_aliases(tmp_path).problems  # the season read without it, and said
    assert note.code == "alias_unreadable" and note.message().startswith(text)
    record = tmp_path / "game.mjgame"
    record.write_bytes(HANCHAN.encode("utf-16-le"))  # no byte-order mark: the NULs tell
    with pytest.raises(StorageError) as info:
        load_record(record)
    assert info.value.code == "utf16"
    binary = tmp_path / "binary.mjgame"
    binary.write_bytes(b"rules seed\n\x00\x01\x02garbage")
    with pytest.raises(StorageError) as info:
        load_record(binary)
    assert info.value.code == "binary"


@links
def test_a_record_opened_through_a_link_is_saved_through_it(tmp_path: Path) -> None:
    """A record opened by a link (the table's record shared from another folder), a hand added,
    Save: "Saved current.mjgame", but the link had become a plain file and the shared record
    never got the hand. The linked file gets it, atomically, and the link stays a link."""
    shared = tmp_path / "share" / "table-1.mjgame"
    shared.parent.mkdir()
    shared.write_text("\n".join(HANCHAN.splitlines()[:12]) + "\n", encoding="utf-8")
    desk = tmp_path / "desk"
    desk.mkdir()
    link = desk / "current.mjgame"
    link.symlink_to(Path("..") / "share" / "table-1.mjgame")
    c = TrackerController()
    c.open_file(link)
    assert c.commit("tsumo Dasha mangan")
    assert c.save() == str(link)
    assert link.is_symlink() and os.readlink(link) == str(Path("..") / "share" / "table-1.mjgame")
    assert shared.read_text(encoding="utf-8").splitlines()[-1] == "tsumo Dasha mangan"
    assert sorted(p.name for p in shared.parent.iterdir()) == ["table-1.mjgame"]  # no temp file left
    assert sorted(p.name for p in desk.iterdir()) == ["current.mjgame"]
    # the file changed by another program meanwhile: refused, as a file opened by its own name
    shared.write_text(shared.read_text(encoding="utf-8") + "riichi Aiko\n", encoding="utf-8")
    assert c.commit("riichi Boris")
    with pytest.raises(StorageError) as info:
        c.save()
    assert info.value.code == "changed_on_disk"
    # a link that loops is still refused, nothing written
    loop = desk / "loop.mjgame"
    loop.symlink_to(loop)
    with pytest.raises(StorageError) as info:
        c.save(loop)
    assert info.value.code == "link_loop" and loop.is_symlink()


@links
@pytest.mark.parametrize("how", ["chmod", "simulated"])
def test_a_link_whose_files_folder_is_read_only_names_that_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """Saved through a link into a read-only folder: ".../desk/t.mjgame could not be saved:
    Permission denied", though the folder that refuses is the linked file's."""
    if how == "chmod" and hasattr(os, "geteuid") and os.geteuid() == 0:
        pytest.skip("root writes anywhere: the simulated case runs")
    desk, share = tmp_path / "desk", tmp_path / "share"
    desk.mkdir()
    share.mkdir()
    shared = share / "t.mjgame"
    shared.write_text(UNFINISHED, encoding="utf-8")
    link = desk / "t.mjgame"
    link.symlink_to(shared)
    expect = file_digest(link)
    if how == "chmod":
        os.chmod(share, 0o555)
    else:
        _refuse_writes_in(share, monkeypatch)
    try:
        with pytest.raises(StorageError) as info:
            save_record(link, UNFINISHED + "riichi Chen\n", expect=expect)
    finally:
        os.chmod(share, 0o755)
    assert info.value.code == "write_failed"
    assert info.value.message("en") == (
        f"{link} is a link to {shared}, which could not be saved in its folder {share}: "
        "Permission denied. The previous file is unchanged."
    )
    assert info.value.message("ru") == (
        f"{link} — ссылка на {shared}; сохранить этот файл в его папке {share} не удалось: "
        "Отказано в доступе. Прежний файл не изменён."
    )
    assert link.is_symlink() and shared.read_text(encoding="utf-8") == UNFINISHED


@links
def test_a_new_record_saved_onto_a_link_that_leads_nowhere_yet_is_written_through_it(tmp_path: Path) -> None:
    """A dangling link is no file: saved as a new record (expect NO_FILE) it said "was changed by
    another program since it was opened here"."""
    desk, share = tmp_path / "desk", tmp_path / "share"
    desk.mkdir()
    share.mkdir()
    link = desk / "t.mjgame"
    link.symlink_to(share / "t.mjgame")
    assert file_digest(link) == NO_FILE
    save_record(link, UNFINISHED, expect=NO_FILE)
    assert link.is_symlink() and (share / "t.mjgame").read_text(encoding="utf-8") == UNFINISHED
    # a link that loops is no missing file: a save is refused with that reason
    loop = desk / "loop.mjgame"
    loop.symlink_to(loop)
    assert file_digest(loop) != NO_FILE
    with pytest.raises(StorageError) as info:
        save_record(loop, UNFINISHED, expect=NO_FILE)
    assert info.value.code == "link_loop"


@links
def test_the_log_windows_save_as_record_onto_a_link_saves_through_it(tmp_path: Path) -> None:
    """The log window's Save as record onto an existing link replaced the link with a plain
    file; the tracker saves through it, and so does the log window now."""
    from mjgui.controller.game.logview import LogViewController

    desk, share = tmp_path / "desk", tmp_path / "share"
    desk.mkdir()
    share.mkdir()
    shared = share / "table-1.mjgame"
    shared.write_text(UNFINISHED, encoding="utf-8")
    link = desk / "table-1.mjgame"
    link.symlink_to(Path("..") / "share" / "table-1.mjgame")
    view = LogViewController("en")
    view.open(Path(__file__).parent / "data" / "logs" / "dnovikoff-pao.mjlog")
    assert view.save_record(link) == saved_to(link, dated=False)
    assert link.is_symlink() and os.readlink(link) == str(Path("..") / "share" / "table-1.mjgame")
    assert view.log is not None and shared.read_text(encoding="utf-8") == game_record(view.log)
    assert sorted(p.name for p in share.iterdir()) == ["table-1.mjgame"]  # no temp file left


def _answers(n: int) -> list[dict[str, Any]]:
    return [
        {"when": 1000.0 + i, "hand": "123m456p789s11122z", "step": "yaku", "skills": ["yaku:riichi"],
         "correct": True, "mode": "quiz"}
        for i in range(n)
    ]  # fmt: skip


def test_a_record_with_an_answer_left_out_is_copied_aside_once_per_damaged_content(tmp_path: Path) -> None:
    """Each load of the same record with a bad answer, before a save, made another identical
    student-damaged-*.json beside it (three windows opened: three copies)."""
    path = tmp_path / "student.json"
    answers = _answers(5)
    answers[2]["correct"] = "yes"
    raw = json.dumps({"version": 1, "answers": answers}).encode()
    path.write_bytes(raw)
    loads = [StudentRecord.load(path) for _ in range(3)]
    (copy,) = (p for p in tmp_path.iterdir() if p.name != "student.json")
    assert copy.name.startswith("student-damaged-") and copy.read_bytes() == raw
    assert all(r.set_aside == copy and len(r.answers) == 4 for r in loads)
    # the record damaged otherwise: that content is kept too, once
    answers[3]["correct"] = "no"
    other = json.dumps({"version": 1, "answers": answers}).encode()
    path.write_bytes(other)
    second = {StudentRecord.load(path).set_aside for _ in range(2)}
    copies = sorted(p for p in tmp_path.iterdir() if p.name != "student.json")
    assert len(copies) == 2 and {c.read_bytes() for c in copies} == {raw, other}
    assert second == {next(c for c in copies if c.read_bytes() == other)}
    # a save through a window with answers left out keeps the copy it names, and makes none
    record = loads[0]
    record.add(Answer(5000.0, "h", "han", ("han:count",), True))
    record.save()
    assert sorted(p for p in tmp_path.iterdir() if p.name != "student.json") == copies


def test_an_answer_that_cannot_be_read_is_left_out_and_named_the_others_kept(tmp_path: Path) -> None:
    """One spoilt answer among 500 set the whole record aside: the quiz started with 0 answers,
    without saying which answer was wrong."""
    from mjgui.controller.teach.practice import Practice

    path = tmp_path / "student.json"
    answers = _answers(500)
    answers[250]["correct"] = "yes"
    answers[400]["skills"] = "yaku:riichi"
    raw = json.dumps({"version": 1, "answers": answers, "best_times": {"drill-5": 31.5}}).encode()
    path.write_bytes(raw)
    record = StudentRecord.load(path)
    assert len(record.answers) == 498 and record.best_times == {"drill-5": 31.5}
    assert record.load_error is not None and record.load_error.code == "answers_left_out"
    assert record.load_error.message() == (
        f"{path}: 2 answers of 500 cannot be read and were left out (the first is answer 251: an "
        "answer is neither right nor wrong); the other answers were kept."
    )
    assert record.load_error.message("ru") == (
        f"{path}: 2\u00a0ответа из 500 не читаются и пропущены (первый — ответ 251: ответ не помечен ни "
        "верным, ни неверным); остальные ответы сохранены."
    )
    # the file as it was is kept beside it, and stays where it is until a save
    assert record.set_aside is not None and record.set_aside.read_bytes() == raw
    assert path.read_bytes() == raw
    practice = Practice(record)
    notice = practice.notice("en")
    assert notice.startswith(f"{path}: 2 answers of 500") and notice.endswith(
        f"Your record as it was is kept as {record.set_aside.name}."
    )
    record.add(Answer(5000.0, "h", "han", ("han:count",), True))
    record.save()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert len(saved["answers"]) == 499 and saved["best_times"] == {"drill-5": 31.5}
    again = StudentRecord.load(path)
    assert len(again.answers) == 499 and again.load_error is None and again.set_aside is None
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["student.json", record.set_aside.name])
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"version": 1, "answers": [*_answers(3)[:1], 7]}), encoding="utf-8")
    assert StudentRecord.load(one).load_error.message() == (  # type: ignore[union-attr]
        f"{one}: one answer of 2 cannot be read and was left out (answer 2: an answer is not an object); "
        "the other answers were kept."
    )


def test_answers_left_out_read_in_every_plural_form(tmp_path: Path) -> None:
    """At 21 answers left out the Russian took the form for one and lost «первый —»: «21 ответ
    из 30 не читается и пропущен (ответ 1: …)»."""
    said = {
        1: "{path}: один ответ из 10 не читается и пропущен (ответ 1: ответ — не объект); остальные "
        "ответы сохранены.",
        2: "{path}: 2\u00a0ответа из 11 не читаются и пропущены (первый — ответ 1: ответ — не объект); "
        "остальные ответы сохранены.",
        5: "{path}: 5\u00a0ответов из 14 не читаются и пропущены (первый — ответ 1: ответ — не объект); "
        "остальные ответы сохранены.",
        21: "{path}: 21\u00a0ответ из 30 не читается и пропущен (первый — ответ 1: ответ — не объект); "
        "остальные ответы сохранены.",
    }
    for n, text in said.items():
        path = tmp_path / f"student{n}.json"
        path.write_text(json.dumps({"version": 1, "answers": [*([7] * n), *_answers(9)]}), encoding="utf-8")
        error = StudentRecord.load(path).load_error
        assert error is not None and error.code == "answers_left_out"
        assert error.message("ru") == text.format(path=path), n
        english = error.message("en")
        if n == 1:
            assert english.startswith(f"{path}: one answer of 10 cannot be read and was left out (answer 1:")
        else:
            assert english.startswith(
                f"{path}: {n} answers of {n + 9} cannot be read and were left out (the first"
            )


def test_a_record_whose_answers_all_cannot_be_read_is_set_aside_as_before(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    path.write_text(json.dumps({"version": 1, "answers": [1, 2, 3]}), encoding="utf-8")
    record = StudentRecord.load(path)
    assert record.answers == [] and record.load_error is not None
    assert record.load_error.message() == "That file is not a student record: an answer is not an object."
    assert record.set_aside is not None and not path.exists()
    assert record.load_error.path == str(record.set_aside)

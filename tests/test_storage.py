"""Saving and loading records: atomic writes, kills mid-write, corrupt and hostile files."""

from __future__ import annotations

import errno
import io
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui.core.game import storage
from mjgui.core.game.game import replay
from mjgui.core.game.storage import (
    StorageError,
    atomic_write_text,
    load_record,
    read_record_text,
    remove_stale_temp_files,
    save_record,
    stale_temp_files,
)

REPO = Path(__file__).resolve().parent.parent
GOOD = "players Aiko Boris Chen Dasha\nriichi Boris\nron Chen from Aiko 3 40\n"
NEWER = GOOD + "tsumo Dasha 2 30\n"


def snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def test_atomic_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "game.mjgame"
    atomic_write_text(target, GOOD)
    assert target.read_text(encoding="utf-8") == GOOD
    atomic_write_text(target, NEWER)
    assert target.read_text(encoding="utf-8") == NEWER
    assert stale_temp_files(target) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.mjgame"]


def test_atomic_write_keeps_the_file_mode(tmp_path: Path) -> None:
    target = tmp_path / "game.mjgame"
    target.write_text(GOOD, encoding="utf-8")
    os.chmod(target, 0o640)
    atomic_write_text(target, NEWER)
    assert target.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize("status", ["as the system has it", "not told"])
@pytest.mark.parametrize(("mask", "mode"), [(0o002, 0o664), (0o022, 0o644), (0o077, 0o600)])
def test_a_new_file_gets_the_mode_the_umask_gives_and_a_replaced_one_keeps_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mask: int, mode: int, status: str
) -> None:
    """Every new export and record was 0o644 whatever the umask: a club folder shared by group
    (umask 002) could not have its CSV replaced by the next member, and under 077 a private
    export was readable by all. A new file gets 0o666 less the umask, as open() gives it (the
    umask read from /proc where Linux tells it, else set and put back); a file replaced keeps
    the mode it had."""
    if status == "not told":
        monkeypatch.setattr(storage, "PROC_STATUS", str(tmp_path / "no-such-status"))
    new, kept = tmp_path / "new.csv", tmp_path / "kept.csv"
    kept.write_text("old", encoding="utf-8")
    os.chmod(kept, 0o640)
    before = os.umask(mask)
    try:
        assert storage.umask() == mask
        atomic_write_text(new, "x")
        atomic_write_text(kept, "y")
        assert os.umask(mask) == mask  # left as it was
    finally:
        os.umask(before)
    assert new.stat().st_mode & 0o777 == mode
    assert kept.stat().st_mode & 0o777 == 0o640 and kept.read_text(encoding="utf-8") == "y"


def test_a_process_killed_between_write_and_rename_leaves_the_last_good_file(tmp_path: Path) -> None:
    target = tmp_path / "autosave.mjgame"
    save_record(target, GOOD)
    code = (
        "import sys, time\n"
        "from mjgui.core.game.storage import atomic_write_text\n"
        "def stop(temp):\n"
        "    print(temp, flush=True)\n"
        "    time.sleep(120)\n"
        "atomic_write_text(sys.argv[1], sys.argv[2], before_replace=stop)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(target), NEWER], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert proc.stdout is not None
        temp = Path(proc.stdout.readline().strip())
        assert temp.read_text(encoding="utf-8") == NEWER  # fully written and synced...
    finally:
        proc.kill()  # ...but the writer dies before the rename
        proc.wait(timeout=30)
    assert target.read_text(encoding="utf-8") == GOOD
    assert load_record(target).text == GOOD
    assert replay(load_record(target)).errors == ()
    assert stale_temp_files(target) == [temp]
    assert remove_stale_temp_files(target) == 1
    save_record(target, NEWER)
    assert target.read_text(encoding="utf-8") == NEWER


def test_a_failed_rename_leaves_the_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.mjgame"
    save_record(target, GOOD)

    def broken(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", broken)
    with pytest.raises(StorageError) as info:
        atomic_write_text(target, NEWER)
    assert info.value.code == "write_failed"
    assert "previous file is unchanged" in info.value.message()
    assert target.read_text(encoding="utf-8") == GOOD
    assert stale_temp_files(target) == []


def test_writing_into_a_missing_directory_is_a_clear_error(tmp_path: Path) -> None:
    """A save into a folder that is gone (a stick pulled after the dialog, a mistyped --csv
    folder) said only "No such file or directory", which does not tell the folder is missing:
    it names the folder, as a read-only disk's message does."""
    gone = tmp_path / "gone"
    with pytest.raises(StorageError) as info:
        atomic_write_text(gone / "game.mjgame", GOOD)
    assert info.value.code == "write_failed"
    assert info.value.message() == (
        f"{gone / 'game.mjgame'} was not saved: its folder {gone} does not exist (a stick removed, a "
        "share no longer connected, a folder name mistyped). Nothing was written."
    )
    assert info.value.message("ru") == (
        f"Не удалось сохранить {gone / 'game.mjgame'}: его папки {gone} нет (вынута флешка, "
        "отключена сетевая папка или в имени папки опечатка). Ничего не записано."
    )
    assert not gone.exists()
    # the folder there, the file's name missing for another reason: the system's own words
    (tmp_path / "here").mkdir()

    def gone_meanwhile(_src: object, _dst: object) -> None:
        raise FileNotFoundError(errno.ENOENT, "No such file or directory")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage.os, "replace", gone_meanwhile)
        with pytest.raises(StorageError) as info:
            atomic_write_text(tmp_path / "here" / "x.csv", "x")
    assert info.value.message() == (
        f"{tmp_path / 'here' / 'x.csv'} could not be saved: No such file or directory. Nothing was written."
    )


def test_save_record_ends_with_a_newline(tmp_path: Path) -> None:
    target = tmp_path / "g.mjgame"
    save_record(target, GOOD.rstrip("\n"))
    assert target.read_text(encoding="utf-8") == GOOD
    save_record(target, load_record(target))
    assert target.read_text(encoding="utf-8") == GOOD


def test_save_record_with_expect_never_writes_over_a_file_changed_since(tmp_path: Path) -> None:
    target = tmp_path / "g.mjgame"
    target.write_bytes(GOOD.replace("\n", "\r\n").encode())
    record, seen = storage.open_record(target)
    assert seen == storage.file_digest(target) and record.text == GOOD
    target.write_text(NEWER, encoding="utf-8")  # another computer saved meanwhile
    with pytest.raises(StorageError) as info:
        save_record(target, GOOD + "riichi Aiko\n", expect=seen)
    assert info.value.code == "changed_on_disk"
    assert target.read_text(encoding="utf-8") == NEWER and stale_temp_files(target) == []
    written = save_record(target, GOOD + "riichi Aiko\n", expect=storage.file_digest(target))
    assert written == storage.file_digest(target)
    # a name where no file was expected: one that appeared meanwhile is not replaced either
    fresh = tmp_path / "new.mjgame"
    fresh.write_text(NEWER, encoding="utf-8")
    with pytest.raises(StorageError):
        save_record(fresh, GOOD, expect=storage.NO_FILE)
    assert fresh.read_text(encoding="utf-8") == NEWER


@pytest.mark.parametrize(
    ("data", "code", "line"),
    [
        (GOOD.encode() + b"ron Chen fr", "truncated", 4),
        (GOOD.encode() + b"ron Chen from Aiko 3", "truncated", 4),
        (b"players A B C D\nriichi A\n\x00\x01\x02garbage", "binary", 3),
        (b"players A B C D\n# caf\xc3\n", "encoding", 2),
        (b"\xef\xbb\xbf#\n\xffplayers A B C D\n", "encoding", 2),  # counted from the file's first byte
        (b"players A B C D\n# \xd0\x94\xd0", "encoding", 2),  # ends inside a letter: not taken as whole
        (b"players A B C D\nriichi A\n# \x1b[2J clear screen\n", "control", 3),
        (b"players A B C D\n# \xe2\x80\xae reversed\n", "control", 2),
        (b"players A B C D\nriichi A\nimport os\n", "bad_line", 3),
        (pickle.dumps({"points": [1, 2, 3]}), "binary", 1),
    ],
)
def test_corrupt_files_are_rejected_with_their_line_and_left_unchanged(
    tmp_path: Path, data: bytes, code: str, line: int
) -> None:
    target = tmp_path / "bad.mjgame"
    target.write_bytes(data)
    before = snapshot(target)
    with pytest.raises(StorageError) as info:
        load_record(target)
    err = info.value
    assert (err.code, err.line) == (code, line)
    if line:
        assert f"line {line}" in err.message() or f"Line {line}" in err.message()
    assert str(target) in err.message()
    assert err.message("ru") != err.message("en")
    assert snapshot(target) == before


CYRILLIC = "players Алёна Борис Чэнь Даша\nriichi Борис\nron Чэнь from Алёна 3 40\n"


@pytest.mark.parametrize(
    ("data", "code", "line"),
    [
        (CYRILLIC.encode("cp1251"), "ansi", 1),  # Notepad's "ANSI" on a Russian system
        (("# date 2026-01-10\n" + CYRILLIC).encode("cp1251"), "ansi", 2),
        (("# \u00abклуб\u00bb \u2116 2\n" + CYRILLIC).encode("cp1251"), "ansi", 1),
        # Notepad's "ANSI" on a Western system: names of one accented letter each
        ("players José Jürgen Zoë Chen\nron José from Chen 3 40\n".encode("cp1252"), "ansi", 1),
        ("# date 2026-01-10\nplayers Jos\u00e9 Boris Chen Dasha\n".encode("cp1252"), "ansi", 2),
        # a name of the club's with a suffix (José_K), a hyphen (Zoë-Marie) or a digit (Jürgen2)
        ("players José_K Aiko Boris Chen\nron José_K from Chen 3 40\n".encode("cp1252"), "ansi", 1),
        ("players Zoë-Marie Aiko Boris Chen\n".encode("cp1252"), "ansi", 1),
        ("players Jürgen2 Aiko Boris Chen\n".encode("cp1252"), "ansi", 1),
        # a French club's comment: «à» reads as the Russian word «а» in Windows-1251, and was
        # taken for Russian; a word of one letter does not say which it is
        ("# Tournoi à Lyon, table à 4\nrules ema\nplayers José Bob Chen Dan\n".encode("cp1252"), "ansi", 1),
        # Russian names with a Latin lookalike letter (a Latin C, O) were taken for Western
        ("players Cаша Oля Bob Dan\n".encode("cp1251"), "ansi", 1),
        # as many words read Russian («ЕЙ») as Western («Josй»): both code pages are named
        ("players José ÅÉ Chen Dan\n".encode("cp1252"), "ansi", 1),
        # damaged, not another encoding: a stray byte, a UTF-8 record with a letter cut in two,
        # Windows-1251 text that is no record, a byte Windows-1251 does not have
        (b"players A B C D\n# caf\xc3\n", "encoding", 2),
        (b"players A B C D\n# caf\xe9 au lait\n", "encoding", 2),  # a letter, but in a comment
        (CYRILLIC.encode().replace(b"\xd0\x91", b"\xd0", 1), "encoding", 1),
        ("Алёна и Борис\n".encode("cp1251"), "encoding", 1),
        (CYRILLIC.encode("cp1251") + b"# \x98\xe0\xe0\n", "encoding", 1),
    ],
    ids=[
        "cp1251",
        "cp1251 dated",
        "cp1251 marks",
        "cp1252",
        "cp1252 dated",
        "cp1252 suffix",
        "cp1252 hyphen",
        "cp1252 digit",
        "cp1252 french comment",
        "cp1251 lookalikes",
        "either",
        "stray byte",
        "accent in a comment",
        "utf8 cut",
        "no record",
        "no cp1251",
    ],
)
def test_a_record_saved_in_a_windows_code_page_is_said_so_not_damaged(
    tmp_path: Path, data: bytes, code: str, line: int
) -> None:
    target = tmp_path / "cp1251.mjgame"
    target.write_bytes(data)
    with pytest.raises(StorageError) as info:
        load_record(target)
    err = info.value
    assert (err.code, err.line) == (code, line)
    if code == "ansi" and b"\xc5\xc9" in data:  # its words do not tell which: both are named
        assert "code_page" not in err.params
        assert err.message() == (
            f"{target}, line {line}: the text is not UTF-8 but looks like a record saved in a Windows "
            'code page (what Notepad calls "ANSI": Windows-1251 for Russian, Windows-1252 for Western '
            "European languages); mjgui reads UTF-8. Save it again as UTF-8 in a text editor. It was "
            "not changed."
        )
        assert (
            "в кодовой странице Windows (в Блокноте она называется «ANSI»: для русского это "
            "Windows-1251, для западноевропейских языков — Windows-1252)" in err.message("ru")
        )
        with pytest.raises(StorageError) as piped:
            storage.read_record_stream(io.BytesIO(data))
        assert piped.value.message().endswith(
            'in a Windows code page (what Notepad calls "ANSI": Windows-1251 for Russian, Windows-1252 '
            "for Western European languages). Convert the input to UTF-8 first."
        )
    elif (
        code == "ansi"
    ):  # named by the code page it reads in (a Western one was said as "such as Windows-1251")
        russian = any(name in data.decode("cp1251") for name in ("Борис", "Cаша"))
        page = "Windows-1251" if russian else "Windows-1252"
        assert err.message() == (
            f"{target}, line {line}: the text is not UTF-8 but looks like a record saved in the code "
            f'page {page} (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in '
            "a text editor. It was not changed."
        )
        assert "damaged" not in err.message() and "повреждён" not in err.message("ru")
        assert f"в кодовой странице {page} (в Блокноте она называется «ANSI»)" in err.message("ru")
        with pytest.raises(StorageError) as piped:
            storage.read_record_stream(io.BytesIO(data))
        assert piped.value.message().endswith(
            f'in the code page {page} (what Notepad calls "ANSI"). Convert the input to UTF-8 first.'
        )
    else:
        assert "damaged" in err.message()
    assert target.read_bytes() == data


def test_a_hostile_file_is_never_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    target = tmp_path / "evil.mjgame"
    target.write_text(
        f"players A B C D\n__import__('os').system('touch {marker}')\n"
        f'ron A from B hand "$(touch {marker})"\n',
        encoding="utf-8",
    )
    with pytest.raises(StorageError) as info:
        load_record(target)
    assert info.value.line == 2
    record = load_record(target, strict=False)
    result = replay(record)
    assert [e.line for e in result.errors] == [2, 3]
    assert not marker.exists()


def test_a_big_file_is_refused_before_reading_it_all(tmp_path: Path) -> None:
    target = tmp_path / "big.mjgame"
    target.write_bytes(b"# " + b"x" * (storage.MAX_BYTES + 10) + b"\n")
    with pytest.raises(StorageError) as info:
        read_record_text(target)
    assert info.value.code == "too_large"


def test_a_file_over_the_limit_is_refused_before_a_byte_of_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its size is checked first (a sparse file of gigabytes, an autosave grown past its
    limit): the megabyte under the limit was read before it was refused."""
    target = tmp_path / "huge.mjgame"
    target.write_bytes(b"players Aiko Boris Chen Dasha\n")
    os.truncate(target, 2**33)

    def no_read(*args: object, **kwargs: object) -> object:
        raise AssertionError("the file was read")

    monkeypatch.setattr(storage.os, "fdopen", no_read)
    with pytest.raises(StorageError) as info:
        read_record_text(target)
    assert info.value.code == "too_large" and info.value.params["size"] == 2**33
    assert "huge.mjgame" in info.value.message()


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as info:
        read_record_text(tmp_path / "none.mjgame")
    assert info.value.code == "unreadable"
    assert "none.mjgame" in info.value.message()


def test_non_strict_load_keeps_bad_lines_for_the_replay(tmp_path: Path) -> None:
    target = tmp_path / "g.mjgame"
    target.write_text("players A B C D\nbogus line\nriichi A\n", encoding="utf-8")
    record = load_record(target, strict=False)
    assert [e.line for e in record.errors] == [2]
    assert replay(record).final.sticks == 1


def test_a_byte_order_mark_and_crlf_are_accepted(tmp_path: Path) -> None:
    target = tmp_path / "g.mjgame"
    target.write_bytes(b"\xef\xbb\xbfplayers A B C D\r\nriichi A\r\n")
    record = load_record(target)
    assert record.errors == ()
    assert replay(record).final.sticks == 1


def test_a_failed_write_says_the_previous_file_is_unchanged_only_when_there_was_one(tmp_path: Path) -> None:
    """``league --csv /nonexistent/x.csv`` said "The previous file is unchanged" where no file had
    ever been: a new file that cannot be written says only that nothing was written."""
    missing = tmp_path / "nope" / "x.csv"
    with pytest.raises(StorageError) as info:
        atomic_write_text(missing, "new\n")
    assert info.value.code == "write_failed"
    said = (
        f"{missing} was not saved: its folder {missing.parent} does not exist (a stick removed, a "
        "share no longer connected, a folder name mistyped). Nothing was written."
    )
    assert info.value.message() == said
    assert info.value.message("ru").endswith("Ничего не записано.")
    out = io.StringIO()
    from mjgui.leaguecli import league_command as bare_league_command
    from tests.util import one_stream

    league_command = one_stream(bare_league_command)

    assert league_command([str(tmp_path), "--csv", str(missing)], out) == 2
    assert out.getvalue() == said + "\n"


@pytest.mark.parametrize(
    ("size", "en", "ru"),
    [
        (3_000_000, "3\u202f000\u202f000 bytes", "3\u202f000\u202f000\u00a0байт"),
        (1_000_002, "1\u202f000\u202f002 bytes", "1\u202f000\u202f002\u00a0байта"),
        (1_000_021, "1\u202f000\u202f021 bytes", "1\u202f000\u202f021\u00a0байт"),
    ],
)
def test_a_files_size_is_grouped_and_its_unit_agrees_with_it(size: int, en: str, ru: str) -> None:
    """ "3000000 bytes/байт": the size and the limit are grouped as every number the app writes,
    and the Russian word for bytes takes the form its number asks for."""
    from mjgui.core.league.aliases import AliasesFileError
    from mjgui.core.teach.student import StudentRecordError

    for kind in (StorageError, AliasesFileError, StudentRecordError):
        err = kind("too_large", path="/x/f", size=size, max=1_000_000)
        limit = "1\u202f000\u202f000"
        assert f"/x/f is {en}; " in err.message("en") and f"{limit} bytes." in err.message("en")
        assert f"Размер /x/f — {ru}; " in err.message("ru") and f"{limit}\u00a0байт." in err.message("ru")


def test_an_error_retold_as_another_kind_or_of_another_path_keeps_its_code_line_and_reason(
    tmp_path: Path,
) -> None:
    from mjgui.core.league.aliases import AliasesFileError, read_aliases_text

    path = tmp_path / "aliases.txt"
    path.write_bytes(b"Aiko = Aiko\n\xff\n")
    with pytest.raises(StorageError) as read:
        read_record_text(path)
    err = read.value
    aliases = err.retold(AliasesFileError)
    assert type(aliases) is AliasesFileError and aliases.params == err.params
    with pytest.raises(AliasesFileError) as refused:
        read_aliases_text(path)
    assert refused.value.params == err.params and refused.value.message("en") == aliases.message("en")
    assert "not an aliases file" in aliases.message("en")
    again = err.retold(StorageError, path="/x/game.mjgame")
    assert (again.code, again.path, again.line) == ("encoding", "/x/game.mjgame", 2)
    assert {k: v for k, v in again.params.items() if k != "path"} == {
        k: v for k, v in err.params.items() if k != "path"
    }


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("crlf", b"# date 2026-11-27\r\nrules seed\r\nplayers A B C D\r\nron A from B 3 40\r\n"),
        ("cr", b"# date 2026-11-27\rrules seed\rplayers A B C D\rron A from B 3 40\r"),
        ("bom", b"\xef\xbb\xbf# date 2026-11-27\nrules seed\nplayers A B C D\nron A from B 3 40\n"),
        ("bom crlf", b"\xef\xbb\xbfrules seed\r\nplayers A B C D\r\nron A from B 3 40\r\n"),
    ],
)
def test_a_record_saved_unchanged_keeps_its_bytes_and_its_new_lines_its_line_ending(
    tmp_path: Path, name: str, data: bytes
) -> None:
    """A record a Windows editor or git wrote (CRLF), an old Mac (CR), or with a byte order mark:
    opened and saved unchanged it was rewritten (LF, no mark), every line changed for git or a
    sync tool. The file's own line ending and mark are kept; a line added ends the same way."""
    from mjgui.controller.game.tracker import TrackerController

    path = tmp_path / "game.mjgame"
    path.write_bytes(data)
    tracker = TrackerController(lang="en")
    tracker.open_file(path)
    assert not tracker.dirty
    tracker.save()
    assert path.read_bytes() == data
    assert tracker.commit("ron B from C 1 30")
    tracker.save()
    ending = b"\r\n" if b"\r\n" in data else b"\r" if b"\r" in data else b"\n"
    assert path.read_bytes() == data + b"ron B from C 1 30" + ending
    assert not tracker.dirty  # what was written is what the tracker knows the file holds
    tracker.commit("ron C from D 1 30")
    tracker.save()  # no "changed by another program" from its own bytes


def test_a_record_with_mixed_line_endings_is_saved_with_its_first_lines_as_the_readme_says(
    tmp_path: Path,
) -> None:
    """A CRLF header over LF lines: saved unchanged, every line ends as the first one does (not
    "the same bytes"); the README's table of files and save_record say exactly that."""
    from mjgui.controller.game.tracker import TrackerController

    path = tmp_path / "mixed.mjgame"
    mixed = b"# date 2026-11-27\r\nrules seed\nplayers A B C D\nron A from B 3 40\n"
    path.write_bytes(mixed)
    tracker = TrackerController(lang="en")
    tracker.open_file(path)
    assert not tracker.dirty
    tracker.save()
    assert path.read_bytes() == mixed.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    assert not tracker.dirty
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith("| a game record (`*.mjgame`"))
    assert "a record saved unchanged keeps its bytes when its lines all end alike" in row
    assert "one with mixed line endings is written with its first line's throughout" in row
    assert "with mixed line endings" in (save_record.__doc__ or "")


def test_a_new_record_is_written_with_lf_and_no_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "new.mjgame"
    save_record(path, GOOD)
    assert path.read_bytes() == GOOD.encode()
    other = tmp_path / "crlf.mjgame"
    other.write_bytes(GOOD.replace("\n", "\r\n").encode())
    save_record(other, NEWER)  # the file's line ending, also for a text written over it
    assert other.read_bytes() == NEWER.replace("\n", "\r\n").encode()

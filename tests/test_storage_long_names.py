"""A file whose name is long but fits the file system is saved; one that does not fit is refused
with a typed error that says so.

Every atomic write went through a temp file named ``.NAME.XXXXXXXX.tmp`` beside the file: 13
bytes more than its name, so a record, an export or any file named with 242 bytes or more (a
Cyrillic name of 121 letters) could not be saved at all, the file system's limit on a name being
255 bytes ("File name too long"). The temp file's name is now short whatever the file's (its
start, cut, and a digest). A name over the limit gets ``name_too_long`` (which file, how many
bytes, the limit, choose a shorter name), where the save of a record raised the bare ``OSError``
of the system, a traceback.
"""

from __future__ import annotations

import errno
import hashlib
import os
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.game import storage
from mjgui.core.game.lockfile import aside_stem, shared_file_lock, shared_lock_path
from mjgui.core.game.storage import (
    NO_FILE,
    TEMP_SUFFIX,
    StorageError,
    atomic_write_bytes,
    atomic_write_text,
    remove_stale_temp_files,
    save_record,
    stale_temp_files,
)

RECORD = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"


def _name(size: int, letter: str, suffix: str = ".mjgame") -> str:
    """A file name of ``size`` bytes of UTF-8: ``letter`` repeated (``ж`` takes two), then
    ``a`` to make up the bytes, then ``suffix``."""
    room = size - len(suffix)
    stem = letter * (room // len(letter.encode("utf-8")))
    stem += "a" * (room - len(stem.encode("utf-8")))
    name = stem + suffix
    assert len(name.encode("utf-8")) == size
    return name


SIZES = [(size, letter) for size in (242, 250, 255) for letter in ("a", "ж")]
IDS = [f"{size}-{'ascii' if letter == 'a' else 'cyrillic'}" for size, letter in SIZES]


@pytest.mark.parametrize(("size", "letter"), SIZES, ids=IDS)
def test_a_record_of_a_long_name_that_fits_is_saved_through_a_short_temp_file(
    tmp_path: Path, size: int, letter: str
) -> None:
    target = tmp_path / _name(size, letter)
    temps: list[str] = []
    atomic_write_text(target, RECORD, before_replace=lambda temp: temps.append(temp.name))
    assert target.read_text(encoding="utf-8") == RECORD
    [temp] = temps
    assert len(temp.encode("utf-8")) <= 63 and temp.startswith(".") and temp.endswith(TEMP_SUFFIX)
    # saved as the tracker saves a record of a shared folder: checked, under its lock
    other = tmp_path / _name(size, letter, "-b.mjgame")
    save_record(other, RECORD, expect=NO_FILE, lock=shared_file_lock)
    assert other.read_text(encoding="utf-8") == RECORD
    save_record(other, RECORD + "draw\n", expect=save_record(other, RECORD), lock=shared_file_lock)
    assert other.read_text(encoding="utf-8") == RECORD + "draw\n"
    assert sorted(os.listdir(tmp_path)) == sorted([target.name, other.name])  # no temp, no lock left


@pytest.mark.parametrize(("size", "letter"), SIZES, ids=IDS)
def test_the_club_table_exported_under_a_long_name_that_fits_is_written(
    tmp_path: Path, size: int, letter: str
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "g1.mjgame").write_text(RECORD, encoding="utf-8")
    club = ClubController()
    club.open_folder(folder)
    target = tmp_path / _name(size, letter, ".csv")
    assert club.export_csv(target)
    assert "Chen" in target.read_text(encoding="utf-8-sig")


@pytest.mark.parametrize(("size", "letter"), [(256, "a"), (256, "ж"), (300, "ж")])
def test_a_name_too_long_for_the_file_system_is_refused_with_a_typed_error(
    tmp_path: Path, size: int, letter: str
) -> None:
    target = tmp_path / _name(size, letter)
    expected = (
        f"its name is {size} bytes long, and a file name in that folder can be at most 255 bytes "
        "(a Cyrillic letter takes two). Choose a shorter name. Nothing was written."
    )
    for save in (
        lambda: atomic_write_text(target, RECORD),
        lambda: atomic_write_bytes(target, RECORD.encode(), follow_links=True),
        lambda: save_record(target, RECORD),
        lambda: save_record(target, RECORD, expect=NO_FILE, lock=shared_file_lock),
    ):
        with pytest.raises(StorageError) as caught:
            save()
        assert caught.value.code == "name_too_long"
        assert caught.value.path == str(target)
        assert caught.value.message().endswith(expected)
        assert caught.value.message("ru").endswith(
            f"длина его имени — {size}\u00a0байт, а имя файла в этой папке может быть "
            "не длиннее 255\u00a0байт "
            "(буква кириллицы занимает два байта). Выберите имя покороче. Ничего не записано."
        )
    assert os.listdir(tmp_path) == []  # no temp file, no lock file left
    club = ClubController()
    assert not club.export_csv(tmp_path / _name(size, letter, ".csv"))
    view = club.view()
    assert view.notice_error and view.notice.endswith(expected)
    assert os.listdir(tmp_path) == []


def test_a_path_too_long_whose_name_fits_says_so() -> None:
    err = OSError(errno.ENAMETOOLONG, "File name too long")
    said = storage.name_too_long("/a/b/table-1.mjgame", err)
    assert said is not None and said.code == "path_too_long"
    assert "Choose a shorter name or a folder nearer the top" in said.message()
    assert storage.name_too_long("/a/b/table-1.mjgame", OSError(errno.EACCES, "Permission denied")) is None


def test_the_temp_files_a_killed_writer_of_a_long_name_left_are_found_and_only_its(tmp_path: Path) -> None:
    target = tmp_path / _name(250, "ж")
    neighbour = tmp_path / _name(250, "ж", "-b.mjgame")

    def killed(_temp: Path) -> None:
        raise KeyboardInterrupt  # the writer stopped before the rename

    for path in (target, neighbour):
        with pytest.raises(KeyboardInterrupt):
            atomic_write_text(path, RECORD, before_replace=killed)
    assert os.listdir(tmp_path) == []  # the write removes its temp file when it stops
    # a kill leaves it: written again under the name a write of each file gives its temp file
    temps: dict[Path, str] = {}
    for path in (target, neighbour):
        atomic_write_text(path, RECORD, before_replace=lambda temp, p=path: temps.update({p: temp.name}))
    for name in temps.values():
        (tmp_path / name).write_text("half", encoding="utf-8")  # as a kill leaves it
    assert stale_temp_files(target) == [tmp_path / temps[target]]
    assert stale_temp_files(neighbour) == [tmp_path / temps[neighbour]]
    assert remove_stale_temp_files(target) == 1
    assert sorted(os.listdir(tmp_path)) == sorted([target.name, neighbour.name, temps[neighbour]])


# A name the system gave that is not UTF-8 (a folder copied from an old machine, a name in
# cp1251): each such byte is one on disk, held by os.fsdecode as a lone surrogate.
NOT_UTF8 = b"\xff" * 10 + b"a" * 239 + b".mjgame"  # 256 bytes on disk


@pytest.mark.skipif(os.name == "nt" or os.uname().sysname == "Darwin", reason="names are Unicode there")
def test_a_name_too_long_that_is_not_utf8_is_said_with_its_size_on_disk(tmp_path: Path) -> None:
    """Its size was that of the surrogates written out in UTF-8, three bytes each: "276 bytes"
    of a name of 256."""
    target = tmp_path / os.fsdecode(NOT_UTF8)
    with pytest.raises(StorageError) as caught:
        atomic_write_text(target, RECORD)
    assert caught.value.code == "name_too_long"
    assert caught.value.params["size"] == len(NOT_UTF8) == 256
    assert "its name is 256 bytes long, and a file name in that folder can be at most 255 bytes" in (
        caught.value.message()
    )
    assert "длина его имени — 256\u00a0байт," in caught.value.message("ru")
    assert os.listdir(tmp_path) == []
    # one byte less fits: saved, its temp file's name and its lock's cut alike
    target = tmp_path / os.fsdecode(NOT_UTF8[1:])
    temps: list[str] = []
    atomic_write_text(target, RECORD, before_replace=lambda temp: temps.append(temp.name))
    assert target.read_text(encoding="utf-8") == RECORD
    [temp] = temps
    assert temp.startswith(f".{storage.short_name(target.name, storage.TEMP_NAME_BYTES)}.")
    assert len(os.fsencode(temp)) <= 63


@pytest.mark.parametrize(
    "name",
    [NOT_UTF8, "ж".encode() * 127 + b".mjgame", b"\xff" * 250 + b".mjgame"],
    ids=["not utf-8, 256 bytes", "cyrillic, 261 bytes", "not utf-8, 257 bytes"],
)
def test_a_temp_file_and_a_lock_cut_a_long_name_alike_by_its_bytes_on_disk(name: bytes) -> None:
    """The temp file's name and the lock's were cut by two copies of one function, one digesting
    a name that is not UTF-8 by its bytes on disk and the other by its surrogates written out:
    one name, two marks. Both are now the first 8 digits of the SHA-256 of the name's bytes."""
    decoded = os.fsdecode(name)
    digest = hashlib.sha256(name).hexdigest()[:8]
    lock = shared_lock_path(Path("/club") / decoded).name
    assert lock.endswith(f"~{digest}.lock")
    assert len(os.fsencode(lock)) <= storage.NAME_MAX
    temp = storage.short_name(decoded, storage.TEMP_NAME_BYTES)
    assert temp.endswith(f"~{digest}") and len(os.fsencode(temp)) <= storage.TEMP_NAME_BYTES
    assert aside_stem(decoded).endswith(f"~{digest}")

"""A disk mounted read-only (a write-protected stick or card, a share mounted read-only) is said
as a read-only disk, with the advice that helps — another folder —, never as a read-only file
("choose another name or make the file writable": neither can work there). The tracker's save,
``mjgui league --csv``, a screenshot, the autosave and the club's aliases file each say it.

No mount here (the tests run as root in a sandbox): the disk is simulated at the system calls
mjgui makes — ``os.statvfs`` says ``ST_RDONLY``, ``os.access(W_OK)`` is false, and every write,
creation, rename or removal in the folder fails with ``EROFS``, as the kernel answers them."""

from __future__ import annotations

import errno
import io
import os
import types
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.storage import StorageError, atomic_write_text, check_target
from mjgui.core.league.aliases import ALIASES_FILE, AliasError, add_alias
from mjgui.leaguecli import league_command

GAME = "# date 2026-11-20\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris yakuman 1\n"
ADVICE = "Save to a folder on another disk."
WHY = "is on a read-only disk (a write-protected stick or card, a share mounted read-only)"
WRITES = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _erofs(path: object) -> OSError:
    return OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))  # type: ignore[arg-type]


def read_only(monkeypatch: pytest.MonkeyPatch, disk: Path) -> None:
    """``disk`` (a folder) mounted read-only, as the system calls see it."""
    root = os.path.realpath(disk)

    def on_disk(path: object) -> bool:
        if isinstance(path, int):
            return False
        real = os.path.realpath(os.fspath(path))  # type: ignore[arg-type]
        return real == root or real.startswith(root + os.sep)

    real_open, real_access, real_mkdir = os.open, os.access, os.mkdir
    real_replace, real_rename, real_unlink, real_link = os.replace, os.rename, os.unlink, os.link

    def opened(path: str, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
        if flags & WRITES and on_disk(path):
            raise _erofs(path)
        return real_open(path, flags, mode, dir_fd=dir_fd)

    def access(path: str, mode: int, **kw: object) -> bool:
        if mode & os.W_OK and on_disk(path):
            return False
        return real_access(path, mode, **kw)  # type: ignore[arg-type]

    def statvfs(path: str) -> object:
        assert on_disk(path), path
        return types.SimpleNamespace(f_flag=os.ST_RDONLY)

    def refused(real: object) -> object:
        def call(*args: object, **kw: object) -> object:
            if any(on_disk(a) for a in args[:2]):
                raise _erofs(args[0])
            return real(*args, **kw)  # type: ignore[operator]

        return call

    monkeypatch.setattr(os, "open", opened)
    monkeypatch.setattr(os, "access", access)
    monkeypatch.setattr(os, "statvfs", statvfs)
    monkeypatch.setattr(os, "mkdir", refused(real_mkdir))
    for name, real in (("replace", real_replace), ("rename", real_rename), ("unlink", real_unlink)):
        monkeypatch.setattr(os, name, refused(real))
    monkeypatch.setattr(os, "link", refused(real_link))


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="the system does not say a disk is read-only")
def test_the_tracker_says_a_record_on_a_read_only_disk_cannot_be_saved_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = tmp_path / "stick"
    record = disk / "game.mjgame"
    disk.mkdir()
    record.write_text(GAME, encoding="utf-8")
    tracker = TrackerController()
    tracker.open_file(record)
    read_only(monkeypatch, disk)
    with pytest.raises(StorageError) as caught:
        tracker.save()
    said = caught.value.message("en")
    assert said == (
        f"{record} was not saved: its folder {disk} {WHY}. {ADVICE} The previous file is unchanged."
    )
    assert "writable" not in said and "another name" not in said
    assert caught.value.message("ru") == (
        f"Не удалось сохранить {record}: его папка {disk} — на диске только для чтения (флешка или "
        "карта с защитой от записи, сетевая папка, подключённая только для чтения). Сохраните в "
        "папку на другом диске. Прежний файл не изменён."
    )
    with pytest.raises(StorageError) as caught:  # Save as, in the same folder
        tracker.save(disk / "copy.mjgame")
    assert caught.value.message("en") == (
        f"{disk / 'copy.mjgame'} was not saved: its folder {disk} {WHY}. {ADVICE} Nothing was written."
    )
    monkeypatch.undo()
    assert record.read_text(encoding="utf-8") == GAME
    assert sorted(p.name for p in disk.iterdir()) == ["game.mjgame"]


def test_a_read_only_file_on_a_writable_disk_is_still_a_read_only_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "kept.csv"
    target.write_text("old\n", encoding="utf-8")
    monkeypatch.setattr(os, "access", lambda *_a, **_k: False)  # the file's own mode or ACL
    with pytest.raises(StorageError) as caught:
        check_target(target)
    assert caught.value.code == "read_only"
    assert "make the file writable" in caught.value.message("en")


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="the system does not say a disk is read-only")
def test_league_csv_onto_a_read_only_disk_says_the_disk_and_another_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club, disk = tmp_path / "club", tmp_path / "stick"
    club.mkdir()
    disk.mkdir()
    (club / "table-1.mjgame").write_text(GAME, encoding="utf-8")
    earlier = disk / "league.csv"
    earlier.write_text("earlier\n", encoding="utf-8")
    read_only(monkeypatch, disk)
    for target, end in (
        (earlier, "The previous file is unchanged."),
        (disk / "new.csv", "Nothing was written."),
    ):
        out = io.StringIO()
        status = league_command([str(club), "--csv", str(target)], io.StringIO(), err=out)  # said on stderr
        assert status != 0
        assert f"{target} was not saved: its folder {disk} {WHY}. {ADVICE} {end}" in out.getvalue()
        assert "writable" not in out.getvalue()
    monkeypatch.undo()
    assert earlier.read_text(encoding="utf-8") == "earlier\n"
    assert sorted(p.name for p in disk.iterdir()) == ["league.csv"]  # no temp file left


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="the system does not say a disk is read-only")
def test_a_screenshot_onto_a_read_only_disk_says_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtGui import QImage

    from mjgui.gui.saving import save_png

    disk = tmp_path / "stick"
    disk.mkdir()
    (disk / "old.png").write_bytes(b"old picture")
    picture = QImage(4, 4, QImage.Format.Format_RGB32)
    picture.fill(0)
    read_only(monkeypatch, disk)
    for name, end in (("old.png", "The previous file is unchanged."), ("new.png", "Nothing was written.")):
        with pytest.raises(StorageError) as caught:
            save_png(picture, disk / name)
        assert caught.value.message("en") == (
            f"{disk / name} was not saved: its folder {disk} {WHY}. {ADVICE} {end}"
        )


def test_the_autosave_on_a_read_only_disk_says_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = tmp_path / "data-disk"
    (disk / "there").mkdir(parents=True)
    read_only(monkeypatch, disk)
    for data in (disk / "there", disk / "to-make"):  # the folder there, and one to create
        tracker = TrackerController(autosave=Autosave(data))
        failed = tracker.autosave_failed
        assert failed is not None
        assert failed.message("en") == (f"Nothing can be written in the folder {data}: it {WHY}. {ADVICE}")
        assert failed.message("ru") == (
            f"В папку {data} ничего нельзя записать: она на диске только для чтения (флешка или "
            "карта с защитой от записи, сетевая папка, подключённая только для чтения). Сохраните в "
            "папку на другом диске."
        )


def test_an_error_of_a_new_file_on_a_read_only_disk_is_said_of_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The write itself fails with EROFS (no file there to check first; Windows, where
    ``statvfs`` is not): it is said the same way."""
    disk = tmp_path / "stick"
    disk.mkdir()
    read_only(monkeypatch, disk)
    monkeypatch.delattr(os, "statvfs")
    with pytest.raises(StorageError) as caught:
        atomic_write_text(disk / "new.csv", "x\n")
    assert caught.value.code == "read_only_disk"
    assert caught.value.message("en").endswith(f"its folder {disk} {WHY}. {ADVICE} Nothing was written.")


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="the system does not say a disk is read-only")
def test_a_merge_into_an_aliases_file_on_a_read_only_disk_says_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a.mjgame").write_text(GAME, encoding="utf-8")
    aliases = tmp_path / ALIASES_FILE
    for there in (True, False):
        if there:
            aliases.write_text("Sasha = Alexandra\n", encoding="utf-8")
        read_only(monkeypatch, tmp_path)
        with pytest.raises(AliasError) as caught:
            add_alias(tmp_path, "Borya", "Boris")
        monkeypatch.undo()
        assert caught.value.code == "alias_read_only_disk"
        assert caught.value.message("en") == (
            f"{aliases} {WHY}, so no players were merged. Ask whoever looks after the club's "
            "folder to make it writable."
        )
        aliases.unlink(missing_ok=True)

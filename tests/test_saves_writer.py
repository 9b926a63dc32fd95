"""Issue 23, item 6 (the writer under every save): the atomic writer replaces only a regular
file it may write, never waits on a pipe, leaves the old file whole when anything fails, and
returns only once the new file is in place. Real files in tmp_path; read-only files by chmod,
pipes by os.mkfifo."""

from __future__ import annotations

import os
import stat
import sys
import threading
from pathlib import Path

import pytest

from mjgui.core.game.storage import StorageError, atomic_write_bytes, atomic_write_text, stale_temp_files

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
not_root = pytest.mark.skipif(
    hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes read-only files anyway"
)


def _write_in_thread(path: Path, data: bytes) -> list[object]:
    """Run the writer in a thread: a writer that waits on a FIFO fails the test, never hangs it."""
    out: list[object] = []

    def run() -> None:
        try:
            atomic_write_bytes(path, data)
            out.append("written")
        except StorageError as err:
            out.append(err)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)  # not a timing goal: a regression fails instead of hanging
    if thread.is_alive():
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # the other end: let the writer go
        os.close(fd)
        thread.join(5)
        return ["blocked"]
    return out


def test_a_read_only_file_is_not_replaced_and_the_error_says_so(tmp_path: Path) -> None:
    target = tmp_path / "summary.pdf"
    target.write_bytes(b"%PDF old summary")
    os.chmod(target, 0o444)
    with pytest.raises(StorageError) as info:
        atomic_write_bytes(target, b"%PDF new summary")
    assert info.value.code == "read_only"
    assert f"{target} is read-only; it was not replaced" in info.value.message()
    assert "только для чтения" in info.value.message("ru")
    assert target.read_bytes() == b"%PDF old summary"
    assert stale_temp_files(target) == []


@posix_only
def test_a_fifo_named_as_the_target_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)
    out = _write_in_thread(fifo, b"\x89PNG")
    assert len(out) == 1 and isinstance(out[0], StorageError), out
    assert out[0].code == "target_not_a_file"
    assert "not a regular file" in out[0].message() and "nothing was written" in out[0].message()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # still the FIFO: never replaced
    assert stale_temp_files(fifo) == []


def test_a_folder_named_as_the_target_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "games.csv"
    folder.mkdir()
    (folder / "inside.txt").write_text("kept", encoding="utf-8")
    with pytest.raises(StorageError) as info:
        atomic_write_text(folder, "a,b\n")
    assert info.value.code == "target_not_a_file"
    assert (folder / "inside.txt").read_text(encoding="utf-8") == "kept"


@posix_only
def test_a_link_to_a_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "autosave.mjgame"
    link.symlink_to("/dev/null")
    with pytest.raises(StorageError) as info:
        atomic_write_text(link, "players A B C D\n")
    assert info.value.code == "target_not_a_file"
    assert link.is_symlink() and os.readlink(link) == "/dev/null"


def test_a_failure_before_the_rename_leaves_the_old_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    target.write_bytes(b"old picture" * 1000)

    def disk_full(temp: Path) -> None:
        raise OSError(28, "No space left on device")

    with pytest.raises(StorageError) as info:
        atomic_write_bytes(target, b"new" * 5000, before_replace=disk_full)
    assert info.value.code == "write_failed" and "No space left" in info.value.message()
    assert "The previous file is unchanged" in info.value.message()
    assert target.read_bytes() == b"old picture" * 1000
    assert stale_temp_files(target) == []


@not_root
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permission bits")
def test_a_read_only_folder_says_it_could_not_write(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "league.csv").write_text("old\n", encoding="utf-8")
    os.chmod(folder, 0o555)
    try:
        with pytest.raises(StorageError) as info:
            atomic_write_text(folder / "league.csv", "new\n")
        assert info.value.code == "write_failed"
        assert (folder / "league.csv").read_text(encoding="utf-8") == "old\n"
    finally:
        os.chmod(folder, 0o755)


def test_a_writable_file_is_replaced_whole(tmp_path: Path) -> None:
    target = tmp_path / "summary.pdf"
    target.write_bytes(b"old")
    atomic_write_bytes(target, b"%PDF-1.4 new")
    assert target.read_bytes() == b"%PDF-1.4 new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["summary.pdf"]


@pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="POSIX links")
def test_a_planted_link_is_replaced_never_written_through(tmp_path: Path) -> None:
    """A link in a shared folder named like our file (``mjgui-aliases.txt`` -> someone's
    ``.bashrc``): the save replaces the link; the file it pointed to is left as it was."""
    victim = tmp_path / "home" / ".bashrc"
    victim.parent.mkdir()
    victim.write_text("export PATH=...\n", encoding="utf-8")
    shared = tmp_path / "club"
    shared.mkdir()
    link = shared / "mjgui-aliases.txt"
    link.symlink_to(victim)
    atomic_write_text(link, "Aiko = Aiko Tanaka\n")
    assert not link.is_symlink() and link.read_text(encoding="utf-8") == "Aiko = Aiko Tanaka\n"
    assert victim.read_text(encoding="utf-8") == "export PATH=...\n"

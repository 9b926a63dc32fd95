"""Two desks writing one file of the club's shared folder at once lose no write they were told
was saved.

An audit ran two processes merging players into one aliases file, and two saving one record
with ``expect=``: some merges and saves that reported success were gone afterwards. The check of
what the file holds and its replacement (``os.replace``) were two steps, and both desks passed
the check before either replaced the file. Now the check and the replacement are done under an
advisory lock file beside the target (``O_CREAT | O_EXCL``, waited for two seconds, broken when
stale), and a merge reads the file again when it changed while it was read.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import mjgui.core.league.aliases as aliases_module
from mjgui.core.game import lockfile
from mjgui.core.game.lockfile import LockError, LockFile, shared_file_lock, this_host
from mjgui.core.game.lockfile import shared_lock_path as lock_path
from mjgui.core.game.storage import StorageError, open_record, save_record
from mjgui.core.league.aliases import ALIASES_FILE, AliasError, add_alias, load_aliases
from tests.test_league import HAND_WRITTEN

ROOT = Path(__file__).resolve().parent.parent

# each process: wait for the common start, then merge (or save) N times; prints what succeeded
MERGER = """
import sys, time
from mjgui.core.league.aliases import AliasError, add_alias
folder, tag, n, start = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
while time.time() < start:
    pass
done = []
for i in range(n):
    try:
        add_alias(folder, f"{tag}x{i}", f"{tag}Name{i}")
        done.append(i)
    except AliasError as err:
        print("refused", err.code, file=sys.stderr)
print(" ".join(map(str, done)))
"""
SAVER = """
import sys, time
from mjgui.core.game.lockfile import shared_file_lock
from mjgui.core.game.storage import StorageError, open_record, save_record
path, tag, n, start = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
while time.time() < start:
    pass
done = []
for i in range(n):
    for _ in range(200):
        try:
            record, digest = open_record(path, strict=False)
            text = record.text.rstrip("\\n") + f"\\n# {tag} {i}\\n"
            save_record(path, text, expect=digest, lock=shared_file_lock)
        except StorageError:
            continue  # changed meanwhile (the other desk saved): open it again
        done.append(i)
        break
print(" ".join(map(str, done)))
"""


def _race(script: str, *args: str, n: int = 40) -> dict[str, list[int]]:
    """Two processes running ``script`` with ``args``, tags A and B, from one moment on; what
    each says it did."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    start = str(time.time() + 1.0)
    procs = {
        tag: subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(script), *args, tag, str(n), start],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for tag in ("A", "B")
    }
    done = {}
    for tag, proc in procs.items():
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        done[tag] = [int(i) for i in out.split()]
    return done


def test_two_desks_merging_at_once_lose_no_merge(tmp_path: Path) -> None:
    done = _race(MERGER, str(tmp_path))
    names = load_aliases(tmp_path).names
    for tag, merged in done.items():
        assert len(merged) > 30, (tag, merged)  # a merge refused now and then at most
        lost = [i for i in merged if f"{tag.lower()}x{i}" not in names]
        assert lost == [], tag
    assert len(names) == sum(map(len, done.values()))
    assert sorted(p.name for p in tmp_path.iterdir()) == [ALIASES_FILE]  # no lock or temp file left


def test_two_desks_saving_one_record_at_once_lose_no_save(tmp_path: Path) -> None:
    path = tmp_path / "table-1.mjgame"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    done = _race(SAVER, str(path))
    text = path.read_text(encoding="utf-8")
    for tag, saved in done.items():
        assert saved == list(range(40)), tag
        assert [i for i in saved if f"# {tag} {i}\n" not in text] == [], tag
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table-1.mjgame"]


# -- the lock -----------------------------------------------------------------------------------


def _save(path: Path, text: str, digest: str) -> str:
    """Save as the tracker saves a record it opened: checked, under the file's lock."""
    return save_record(path, text, expect=digest, lock=shared_file_lock)


def test_a_save_waits_for_another_desks_lock_then_says_so(tmp_path: Path) -> None:
    """The refusal said "try again" only: a lock left by a desk that stopped (on another
    computer, never judged by its process) refused every save for half a minute, without a word
    of which file to delete. It names the lock file and says when to delete it."""
    path = tmp_path / "table-1.mjgame"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    _, digest = open_record(path)
    lock = lock_path(path)
    assert lock == tmp_path / ".table-1.mjgame.lock"
    lock.write_text(f"1 another-desk {time.time():.3f}\n", encoding="utf-8")  # saving right now
    held = lock.read_text(encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(StorageError) as caught:
        _save(path, HAND_WRITTEN + "riichi Aiko\n", digest)
    assert 1.5 < time.monotonic() - started < 10  # waited, a couple of seconds
    err = caught.value
    assert err.code == "locked" and path.read_text(encoding="utf-8") == HAND_WRITTEN
    assert err.message("en") == (
        f"{path} is being saved by another desk or window right now; nothing was written. Try "
        "again in a moment. If no other desk is saving it, its lock file was left by one that "
        f"stopped: delete {lock}, then save again."
    )
    assert err.message("ru") == (
        f"{path} сейчас сохраняет другой компьютер или другое окно; ничего не записано. "
        "Попробуйте ещё раз чуть позже. Если никто больше его не сохраняет, файл блокировки "
        f"остался от остановившейся программы: удалите {lock} и сохраните снова."
    )
    assert lock.read_text(encoding="utf-8") == held  # another's lock: left alone
    assert not list(tmp_path.glob(".*.tmp"))
    # its desk done, the save goes through; the lock held says who (process, computer, time)
    lock.unlink()
    seen: list[list[str]] = []

    def check(temp: Path) -> None:
        seen.append(lock.read_text(encoding="utf-8").split())

    save_record(path, HAND_WRITTEN + "riichi Aiko\n", expect=digest, lock=shared_file_lock)
    assert path.read_text(encoding="utf-8").endswith("riichi Aiko\n") and not lock.exists()
    from mjgui.core.game.storage import atomic_write_text

    atomic_write_text(path, HAND_WRITTEN, before_replace=check, lock=shared_file_lock)
    ((pid, host, since),) = seen
    assert (pid, host) == (str(os.getpid()), this_host()) and abs(float(since) - time.time()) < 60


def test_the_trackers_save_over_its_record_is_done_under_the_lock(tmp_path: Path) -> None:
    """The tracker saves the record it opened under the shared file's lock (the lock is the
    caller's to give: storage knows nothing of locks); a save as another file is not checked."""
    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.tracker import TrackerController

    path = tmp_path / "table-1.mjgame"
    shared = "# date 2026-12-01\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 40\n"
    path.write_text(shared, encoding="utf-8")
    tracker = TrackerController(autosave=Autosave(tmp_path / "data"))
    tracker.open_file(path)
    assert tracker.commit("tsumo Chen 2 30")
    lock = lock_path(path)
    lock.write_text(f"1 another-desk {time.time():.3f}\n", encoding="utf-8")
    with pytest.raises(StorageError) as caught:
        tracker.save()
    assert caught.value.code == "locked" and path.read_text(encoding="utf-8") == shared
    lock.unlink()
    tracker.save()
    assert path.read_text(encoding="utf-8").endswith("tsumo Chen 2 30\n") and not lock.exists()


def test_a_lock_left_by_a_desk_that_died_is_broken(tmp_path: Path) -> None:
    target = tmp_path / "mjgui-aliases.txt"
    lock = lock_path(target)
    lock.write_text("1 another-desk\n", encoding="utf-8")
    old = time.time() - 31  # older than half a minute: its writer died holding it
    os.utime(lock, (old, old))
    with shared_file_lock(target, wait=0.1):
        assert lock.read_text(encoding="utf-8").split()[0] == str(os.getpid())
    assert not lock.exists()
    # a process of this machine that no longer runs: broken at once
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    lock.write_text(f"{dead.stdout.strip()} {this_host()}\n", encoding="utf-8")
    with shared_file_lock(target, wait=0.1):
        pass
    assert not lock.exists() and not list(tmp_path.iterdir())


@pytest.mark.parametrize(
    "left",
    [
        pytest.param(lambda: f"{os.getpid()} {this_host()} {time.time():.3f}\n", id="this process's own"),
        pytest.param(lambda: "", id="empty, 3 seconds old"),
    ],
)
def test_a_lock_no_live_writer_holds_is_broken_whoever_left_it(tmp_path: Path, left: object) -> None:
    """The shared files' own lock repeated the lock file of the tracker and the student record,
    and did less: this very process's lock left over (a removal that failed) and an empty lock
    (its writer killed between creating and writing it) refused every save for half a minute.
    It is that lock file now: both are broken."""
    path = tmp_path / "table-1.mjgame"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    _, digest = open_record(path)
    lock = lock_path(path)
    lock.write_text(left(), encoding="utf-8")  # type: ignore[operator]
    old = time.time() - 3
    os.utime(lock, (old, old))
    started = time.monotonic()
    _save(path, HAND_WRITTEN + "riichi Aiko\n", digest)
    assert time.monotonic() - started < 1.5 and not lock.exists()
    assert path.read_text(encoding="utf-8").endswith("riichi Aiko\n")


def test_the_files_a_killed_breaker_left_aside_go_with_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "table-1.mjgame"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    _, digest = open_record(path)
    litter = tmp_path / ".table-1.mjgame.lock.4242.123456789.stale"
    young = tmp_path / ".table-1.mjgame.lock.4243.123456790.stale"
    litter.write_text("1 another-desk\n", encoding="utf-8")
    young.write_text("1 another-desk\n", encoding="utf-8")
    old = time.time() - 120
    os.utime(litter, (old, old))
    _save(path, HAND_WRITTEN + "riichi Aiko\n", digest)
    assert sorted(p.name for p in tmp_path.iterdir()) == [young.name, path.name]  # a young one may be at work


def test_a_lock_dated_in_the_future_is_stale_beyond_the_clocks_difference(tmp_path: Path) -> None:
    """A lock left by a desk whose clock was a day ahead refused every save until that day had
    passed here (2 seconds of waiting, each time). Dated more than the half minute a lock takes
    to be stale from now, before or after, it is stale; a lock a few seconds ahead (clocks a
    little apart) is another desk's at work, waited for."""
    path = tmp_path / "table-1.mjgame"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    _, digest = open_record(path)
    lock = lock_path(path)
    lock.write_text("123 other-host\n", encoding="utf-8")
    ahead = time.time() + 86400
    os.utime(lock, (ahead, ahead))
    started = time.monotonic()
    digest = _save(path, HAND_WRITTEN + "riichi Aiko\n", digest)
    assert time.monotonic() - started < 1.5 and not lock.exists()
    lock.write_text("123 other-host\n", encoding="utf-8")
    ahead = time.time() + 10
    os.utime(lock, (ahead, ahead))
    with pytest.raises(StorageError) as caught, shared_file_lock(path, wait=0.2):
        pass
    assert caught.value.code == "locked" and lock.exists()
    # the lock file of the tracker's autosave (no time limit) is never judged by its date
    ahead = time.time() + 86400
    os.utime(lock, (ahead, ahead))
    assert not LockFile(lock).try_acquire()
    assert LockFile(lock, stale_after=30).try_acquire()


@pytest.mark.parametrize("length", [200, 237, 252])
def test_a_long_file_names_lock_is_taken_and_broken(tmp_path: Path, length: int) -> None:
    """A stale lock of a file whose name is long (237 bytes: its lock renamed aside as
    ``NAME.PID.NS.stale`` went over the 255 bytes a name may have) was never broken: every save
    refused; a file of 252 bytes could not be locked at all. Such names are cut, with a digest."""
    name = "x" * (length - len(".mjgame")) + ".mjgame"
    path = tmp_path / name
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    _, digest = open_record(path)
    lock = lock_path(path)
    assert len(lock.name.encode()) <= 255 and lock.name.startswith(".xxx") and lock.name.endswith(".lock")
    assert lock_path(path.with_name("y" + name[1:])) != lock  # the digest tells two names apart
    lock.write_text("1 another-desk\n", encoding="utf-8")
    old = time.time() - 100
    os.utime(lock, (old, old))
    with shared_file_lock(path, wait=0.1):
        assert lock.read_text(encoding="utf-8").split()[0] == str(os.getpid())
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]
    if length < 240:  # a longer name leaves no room for the temp file a save writes beside it
        lock.write_text("1 another-desk\n", encoding="utf-8")
        os.utime(lock, (old, old))
        digest = _save(path, HAND_WRITTEN + "riichi Aiko\n", digest)
        _save(path, HAND_WRITTEN + "riichi Boris\n", digest)
        assert path.read_text(encoding="utf-8").endswith("riichi Boris\n")
        assert sorted(p.name for p in tmp_path.iterdir()) == [name]
    # a breaker killed after the rename: what it left is known as this lock's, and goes
    litter = lock.with_name(f"{lockfile.aside_stem(lock.name)}.4242.123456789.stale")
    assert len(litter.name.encode()) <= 255
    litter.write_text("1 another-desk\n", encoding="utf-8")
    os.utime(litter, (old, old))
    assert lockfile.remove_stale_litter(lock) == 1 and not litter.exists()


def test_a_stale_lock_that_cannot_be_removed_is_said_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stale lock this user may not remove (another user's, in a folder where only the owner
    removes a file) was tried again and again for two seconds, then said to be another desk's
    save: "try again", for ever. It is said at once, with its path and why."""
    path = tmp_path / "table-1.mjgame"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    _, digest = open_record(path)
    lock = lock_path(path)
    lock.write_text("1 another-desk\n", encoding="utf-8")
    old = time.time() - 100
    os.utime(lock, (old, old))
    real = os.rename

    def sticky(source: object, target: object, *args: object, **kwargs: object) -> None:
        if Path(str(source)) == lock:
            raise PermissionError(1, "Operation not permitted")
        real(source, target, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(lockfile.os, "rename", sticky)
    started = time.monotonic()
    with pytest.raises(StorageError) as caught:
        _save(path, HAND_WRITTEN + "riichi Aiko\n", digest)
    assert time.monotonic() - started < 1.0
    err = caught.value
    assert err.code == "lock_stuck" and path.read_text(encoding="utf-8") == HAND_WRITTEN
    assert err.message("en") == (
        f"{path} was not saved: its lock file {lock} could not be removed (Operation not "
        f"permitted). If no other desk is saving it, remove {lock} (or ask who owns the folder to), "
        "then save again."
    )
    assert "stopped" not in err.message("en")  # its holder may be live: a share that keeps it busy
    assert str(lock) in err.message("ru") and "не сохранён" in err.message("ru")
    with pytest.raises(LockError) as stuck:
        LockFile(lock, stale_after=30).try_acquire()
    assert stuck.value.code == "stuck" and str(lock) in stuck.value.message()
    assert lock.exists() and not list(tmp_path.glob(".*.tmp"))


def test_the_lock_is_removed_whatever_ends_the_block_and_a_folder_in_its_place_is_said(
    tmp_path: Path,
) -> None:
    """A folder named like the lock was said as a folder nothing was written to, not as the
    record not saved: the refusal says the file was not saved and to remove what is in the way."""
    target = tmp_path / "table-1.mjgame"
    with pytest.raises(ZeroDivisionError), shared_file_lock(target):
        1 / 0  # noqa: B018
    assert not lock_path(target).exists()
    lock = lock_path(target)
    lock.mkdir()
    with pytest.raises(StorageError) as caught, shared_file_lock(target, wait=0.1):
        pass
    assert caught.value.code == "lock_blocked" and lock.is_dir()
    assert caught.value.message("en") == (
        f"{target} was not saved: {lock}, where its lock file goes, is not a lock file (a folder, a "
        f"pipe, a device, a link, or a file too large or unreadable). Remove {lock} if no program "
        "uses it, then save again."
    )
    assert caught.value.message("ru").startswith(f"{target} не сохранён:")


def test_a_merge_refused_by_a_lock_names_it_from_the_clubs_folder(tmp_path: Path) -> None:
    from mjgui.controller.game.club import ClubController

    (tmp_path / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (tmp_path / ALIASES_FILE).write_text("Sasha = Alexandra\n", encoding="utf-8")
    lock = lock_path(tmp_path / ALIASES_FILE)
    lock.write_text(f"1 another-desk {time.time():.3f}\n", encoding="utf-8")
    club = ClubController()
    club.open_folder(tmp_path)
    assert not club.merge("Borya", "Boris")
    notice = club.view().notice
    assert notice.startswith(f"{ALIASES_FILE} is being saved by another desk")
    assert notice.endswith(
        "no players were merged. Try again in a moment. If no other desk is saving it, its lock "
        f"file was left by one that stopped: delete .{ALIASES_FILE}.lock, then merge again."
    )


def test_a_merge_refused_by_a_lock_that_cannot_be_removed_says_merge_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A merge refused by the aliases file's lock said "then save again" (the record's words):
    it says to merge again, names the lock and why it could not be removed, and does not claim
    that a desk stopped (a network share may keep a live holder's lock busy)."""
    aliases = tmp_path / ALIASES_FILE
    aliases.write_text("Sasha = Alexandra\n", encoding="utf-8")
    lock = lock_path(aliases)
    lock.write_text("1 another-desk\n", encoding="utf-8")
    old = time.time() - 100
    os.utime(lock, (old, old))
    real = os.rename

    def busy(source: object, target: object, *args: object, **kwargs: object) -> None:
        if Path(str(source)) == lock:
            raise OSError(16, "Device or resource busy")
        real(source, target, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(lockfile.os, "rename", busy)
    with pytest.raises(AliasError) as refused:
        add_alias(tmp_path, "Borya", "Boris", ())
    assert refused.value.code == "alias_lock_stuck"
    assert refused.value.message("en", within=tmp_path) == (
        f"No players were merged: the lock file .{ALIASES_FILE}.lock of {ALIASES_FILE} could not be "
        f"removed (Device or resource busy). If no other desk is saving it, remove .{ALIASES_FILE}.lock "
        "(or ask who owns the folder to), then merge again."
    )
    assert refused.value.message("ru", within=tmp_path).endswith("и объедините снова.")
    assert aliases.read_text(encoding="utf-8") == "Sasha = Alexandra\n"


# -- a merge while another program writes the aliases file ------------------------------------


def test_a_merge_reads_the_file_again_when_it_changed_while_it_was_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that changed while it was read was refused as one that does not read, "fix it in
    a text editor": another desk's save is no damage. The merge reads it again; a file that
    keeps changing is refused with "try again"."""
    (tmp_path / ALIASES_FILE).write_text("Sasha = Alexandra\n", encoding="utf-8")
    real = aliases_module._read_bytes
    changes = {"left": 2}

    def changing(path: Path) -> bytes | None:
        if changes["left"]:
            changes["left"] -= 1
            raise aliases_module.AliasesFileError("changed_while_read", path=path)
        return real(path)

    monkeypatch.setattr(aliases_module, "_read_bytes", changing)
    merged = add_alias(tmp_path, "Borya", "Boris")
    assert merged.names == {"sasha": "Alexandra", "borya": "Boris"} and changes["left"] == 0
    changes["left"] = 100
    with pytest.raises(AliasError) as caught:
        add_alias(tmp_path, "Fedenka", "Fedya")
    assert caught.value.code == "alias_busy"
    assert caught.value.message("en") == (
        f"{tmp_path / ALIASES_FILE} kept changing while it was being saved (another window or "
        "another desk?). Nothing was changed; try again in a moment."
    )
    assert "текстовом редакторе" not in caught.value.message("ru")
    assert load_aliases(tmp_path).names == {"sasha": "Alexandra", "borya": "Boris"}


# -- a read-only aliases file; a name that begins with a text-direction mark ------------------


def test_a_merge_into_a_read_only_aliases_file_says_what_to_do(tmp_path: Path) -> None:
    """It said "Choose another name or make the file writable": the club's aliases file has no
    other name. It says the file is read-only, and to make it writable or ask who keeps the
    folder."""
    from mjgui.controller.game.club import ClubController

    (tmp_path / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    aliases = tmp_path / ALIASES_FILE
    aliases.write_text("Sasha = Alexandra\n", encoding="utf-8")
    aliases.chmod(0o444)
    club = ClubController("ru")
    club.open_folder(tmp_path)
    assert not club.merge("Borya", "Boris")
    view = club.view()
    assert view.notice_error and view.notice == (
        f"{ALIASES_FILE} доступен только для чтения, поэтому игроки не объединены. Разрешите "
        "запись в файл или попросите об этом того, кто ведёт папку клуба."
    )
    with pytest.raises(AliasError) as caught:
        add_alias(tmp_path, "Borya", "Boris")
    assert caught.value.message("en") == (
        f"{aliases} is read-only, so no players were merged. Make the file writable, or ask "
        "whoever looks after the club's folder to."
    )
    assert "another name" not in caught.value.message("en")
    assert aliases.read_bytes() == b"Sasha = Alexandra\n"


MARKED = "\u200f\u042d\u043c\u0438\u043b\u044c"  # a right-to-left mark, then Эмиль


def test_a_name_with_a_text_direction_mark_is_read_without_it(tmp_path: Path) -> None:
    """A name pasted with a right-to-left mark in front (``\\u200fЭмиль``) was kept with it: it
    showed right-aligned, reversed a chart's legend entry, and a CSV cell ``\\u200f@cmd`` passed
    the formula check. A record reads its names without the marks, as the other characters that
    show nothing are left out of a name's key; a name of marks alone is no name."""
    from mjgui.core.game.record import GameError, parse_line
    from mjgui.core.league.export import standings_csv
    from mjgui.core.league.season import load_season
    from mjgui.core.league.standings import standings

    text = (
        f"# date 2026-12-01\nrules seed east_only=on\nplayers {MARKED} Aiko Boris \u200e@cmd\n"
        f"ron Aiko from {MARKED} 3 40\ntsumo Boris 2 30\nron @cmd from Boris mangan\n"
        f"draw tenpai \u042d\u043c\u0438\u043b\u044c,aiko,Boris\n"
    )
    (tmp_path / "t.mjgame").write_text(text, encoding="utf-8")
    season = load_season([tmp_path])
    (game,) = season.games
    assert game.names == ("Эмиль", "Aiko", "Boris", "@cmd")
    assert set(season.spellings) == {"Эмиль", "Aiko", "Boris", "@cmd"}
    rows = standings(season)
    assert {r.name for r in rows} == {"Эмиль", "Aiko", "Boris", "@cmd"}
    csv_text = standings_csv(rows)
    assert "\u200f" not in csv_text and "\u200e" not in csv_text and ",'@cmd," in csv_text
    line = parse_line("riichi \u200f\u200e")
    assert (
        isinstance(line.error, GameError) and line.error.code == "name_invisible"
    )  # said as no name, since 17d02287
    # the aliases file: a name written with a mark reads without it; a merge refuses one
    (tmp_path / ALIASES_FILE).write_text(f"emil = {MARKED}\n", encoding="utf-8")
    assert load_aliases(tmp_path).names == {"emil": "Эмиль"}
    with pytest.raises(AliasError) as caught:
        add_alias(tmp_path, "Emilio", MARKED)
    assert caught.value.code == "alias_chars"

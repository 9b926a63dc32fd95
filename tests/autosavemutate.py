"""Autosave folders as the disk leaves them: the inputs of the autosave's property test
(tests/test_autosave_property.py) and of ``make fuzz`` (tools/fuzz.py).

A folder is made by the real writer: trackers (:class:`TrackerController` with an
:class:`Autosave`) open real records (tests/data/sanma-records, the fuzz's records), sometimes
cut short to an unfinished game, sometimes with a line more than the file, sometimes with a
line of play the tracker cannot read (a typo kept and marked: its slot's unread file names it),
sometimes two tables at once (two slots), then close. One of its files (a slot's record, its
source file, its unread file, its lock, its ``previous`` file) is then changed: cut, bytes
changed, bytes that are not UTF-8, grown to gigabytes as a sparse file, replaced by a folder, a
FIFO or a link (to a copy, to nothing, to itself, to another of our files, to ``/dev/zero``), an
unread file made unreadable (not as root), and the source file's lines: a bad ``saved``
digest, a line doubled or missing, an old source file without the ``saved`` line, another name,
a name badly %-quoted or its ``quoted name`` line dropped or added, a ``game`` line naming
another game, or none (an earlier mjgui's source file); the unread file's entries: another
game's digest, a line number changed, a line doubled, CRLF, garbage. A lock is also given a
holder's line (ours, a live process, another computer, garbage), a holder's line followed by
gigabytes, or one padded just past its size limit. The records the trackers open have odd file
names (a newline, a CR, a tab, a backslash, %, non-ASCII letters, spaces at both ends). Then a
tracker starts on the folder as the window does, and resumes or declines what it is offered.

:func:`check_folder` says what went wrong: a slot's game neither offered and resumed, nor left
on disk, nor kept under another name that the notice names; a notice or an error that names no
file; a temp file left; an autosave said written that does not hold the game; a file name that
does not come back from its source file as the tracker had it (the offer of the very game it
was written with naming another); a lock that is not a lock file (not a regular file, or over
its limit) changed, removed, taken, or not named by the notice when its slot holds a game or is
slot 1 (which every start meets); a game of this mjgui's own (every game here is) called a
newer mjgui's while its unread file, there, did not read (no permission, a folder, a pipe,
damaged: which lines are its own is then not known, so none is taken for a newer mjgui's); an
autosave that failed for a side file (the source or unread file, not a regular file or not
writable: set aside and written anew). An exception propagates (the caller reports it as a crash).
"""

from __future__ import annotations

import contextlib
import os
import random
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from mjgui.controller.game.autosave import (
    SLOTS,
    SOURCE_FILE_MAX_BYTES,
    UNREAD_FILE_MAX_BYTES,
    Autosave,
    slot_names,
    unread_entries,
)
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import replay
from mjgui.core.game.lockfile import LOCK_MAX_BYTES, this_host
from mjgui.core.game.record import parse_record
from mjgui.core.game.storage import (
    MAX_BYTES,
    StorageError,
    content_digest,
    cut_as_note,
    is_digest,
    save_record,
)
from mjgui.core.shown import shown_path
from tests.util import HANCHAN

DATA = Path(__file__).parent / "data" / "sanma-records"
#: real records (three players, tests/data/sanma-records) and a four-player hanchan
SAMPLES: tuple[str, ...] = (
    HANCHAN,
    *(p.read_text(encoding="utf-8") for p in sorted(DATA.glob("*.mjgame"))),
)
NEW_TABLE = ("Ima", "Jun", "Ken", "Lin")
KEEP_BYTES = 2_000_000  # a file bigger than this is followed by its inode, not its bytes
HUGE_SIZES = (MAX_BYTES + 1, 2**31 + 7, 2**33)
BAD_DIGESTS = (
    b"",
    b"zz",
    b"0" * 63,
    b"g" * 64,
    b"\xff\xfe",
    b"unknown",
    b"unreadable",
    b"a" * 5000,
    content_digest(b"another file\n").encode(),
    b"\x1b[31m",
)
ODD_NAMES = (
    b"game.mjgame",
    b"/dev/zero",
    b"/",
    b"\xff\xfe.mjgame",
    b"x" * 5000,
    b"a\x00b.mjgame",
    b"",
    b"saved " + b"0" * 64,
)
QUOTED_LINE = b"quoted name"
GAME_LINE = re.compile(rb"game [0-9a-f]{64}")
#: names put before a ``quoted name`` line: %-escapes good and bad
QUOTED_NAMES = (
    b"a%0Ab.mjgame",
    b"%73aved x.mjgame",
    b"a%0Gb.mjgame",  # not a %-escape
    b"a%0",
    b"a%00b.mjgame",  # a NUL byte once unquoted
    b"%41" * 2000,  # 6 000 bytes as written, 2 000 once unquoted: within the limit
    b"%41" * 4097,  # one byte over the limit once unquoted
    b"a\rb.mjgame",  # a CR left raw
    b"saved x",  # the saved line without the name
    QUOTED_LINE,
)
#: the typos a record opened is given on one line of play (kept as it is, marked: its slot's
#: unread file names that line, so it is never taken for a newer mjgui's at the next start)
TYPOS = ((b"ron ", b"ronn "), (b"tsumo ", b"tusmo "), (b"riichi ", b"riichii "), (b"draw", b"drow"))
#: the file names of the records the trackers open (``{n}``: the tracker): each must come back
#: from the source file as it was
GAME_NAMES = (
    "game-{n}.mjgame",
    "game-{n}.mjgame",
    "a\nnewline-{n}.mjgame",
    "\n\nlead-{n}.mjgame",
    "cr\r\nlf-{n}.mjgame",
    "tab\t{n}.mjgame",
    "back\\slash\\n-{n}.mjgame",
    "per%0Acent%-{n}.mjgame",
    "Сергей ü 東 {n}.mjgame",
    "  spaced {n}  .mjgame",
    "ends in a cr {n}\r",
    "saved {n}.mjgame",
)


@dataclass
class Folder:
    """An autosave folder ``data`` (with the records its slots came from in ``games``) and,
    once changed, what each slot held when the tracker starts on it."""

    work: Path
    data: Path
    games: Path
    changed: str = ""  # the mutation, said with a problem
    slots: dict[str, Slot] = field(default_factory=dict)
    sources: dict[str, bytes] = field(default_factory=dict)  # the source files at start
    offered: str | None = None  # the file the offered game names
    offered_source: str | None = None  # the source file of the slot whose game is offered
    # what each source file held as the trackers wrote it, and the record file its tracker had
    written: dict[str, tuple[bytes, str]] = field(default_factory=dict)
    locks: dict[str, Lock] = field(default_factory=dict)  # the broken lock files at start
    # the slots (their record's name) whose unread file is there at start but does not read
    unread_broken: set[str] = field(default_factory=set)


@dataclass
class Slot:
    """What a slot's record file was at start: its kind, its inode, and its bytes (read
    through a link; None: too big or not readable)."""

    name: str
    kind: str  # file, link, folder, fifo, other
    inode: tuple[int, int]
    data: bytes | None
    own_file: bool = False  # a link to another file of the folder


@dataclass
class Lock:
    """A lock file that is not one at start (not a regular file, or over its limit): its
    slot, kind, inode and size, which must stay as they were."""

    slot: int
    kind: str
    inode: tuple[int, int]
    size: int


def _unfinished(rng: random.Random, text: str) -> str:
    lines = text.splitlines(keepends=True)
    keep = rng.randint(min(3, len(lines)), len(lines))
    return "".join(lines[:keep])


def build_folder(rng: random.Random, work: Path) -> Folder:
    """An autosave folder written by real trackers, each of which opened a real record (cut
    short or not, a line added or not) or started a game never saved; then closed."""
    data, games = work / "data", work / "games"
    games.mkdir(parents=True)
    open_now: list[TrackerController] = []
    for n in range(rng.choice((1, 1, 2))):
        c = TrackerController(autosave=Autosave(data))
        c.decline_resume()
        if rng.random() < 0.8:
            text = rng.choice(SAMPLES)
            if rng.random() < 0.6:
                text = _unfinished(rng, text)
            if rng.random() < 0.4:
                text = _with_typo(rng, text)
            game = games / rng.choice(GAME_NAMES).format(n=n)
            save_record(game, text)
            c.open_file(game)
            if rng.random() < 0.3 and c.state.names:
                c.commit(f"riichi {c.state.names[0]}")  # a line the file lacks
        else:
            c.new_game(["Aiko", "Boris", "Chen", "Dasha"])
            c.commit("riichi Boris")
        open_now.append(c)
    folder = Folder(work, data, games)
    for c in open_now:
        if c.autosave is not None and c.path is not None and c.autosave.source_path.exists():
            folder.written[c.autosave.source_path.name] = (c.autosave.source_path.read_bytes(), c.path)
        c.close()
    return folder


def _with_typo(rng: random.Random, text: str) -> str:
    """``text`` with one of its lines of play given a typo (:data:`TYPOS`) the tracker cannot
    read: opened, it is kept as it is and marked (its slot's unread file names it)."""
    lines = text.encode("utf-8").split(b"\n")
    players = next((i for i, line in enumerate(lines) if line.startswith(b"players ")), None)
    if players is None:
        return text
    found = [
        (i, typo) for i, line in enumerate(lines) if i > players for typo in TYPOS if line.startswith(typo[0])
    ]
    if not found:
        return text
    i, (word, typo) = rng.choice(found)
    lines[i] = typo + lines[i][len(word) :]
    return b"\n".join(lines).decode("utf-8")


def _files(folder: Folder) -> list[str]:
    names = [p.name for p in sorted(folder.data.iterdir()) if not p.name.endswith(".lock")]
    return names + [slot_names(n)[3] for n in (1, 2)]


def _replace(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        for inner in path.iterdir():
            inner.unlink()
        path.rmdir()
    elif os.path.lexists(path):
        path.unlink()


def _read(path: Path) -> bytes:
    try:
        with open(path, "rb") as fh:
            return fh.read(KEEP_BYTES)
    except OSError:
        return b""


def _mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        pos = rng.randint(0, len(out))
        out[pos:pos] = bytes([rng.choice((0x00, 0x80, 0xC3, 0xFF, 0x0D, 0x0A, 0x1B, 0x20))])
    return bytes(out)


def _mutate_source(rng: random.Random, data: bytes) -> bytes:
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    kind = rng.randrange(10)
    if kind == 8:  # the game line names another game (a kill between the two files' writes)
        lines = [
            b"game " + content_digest(b"another game\n").encode() if GAME_LINE.fullmatch(x) else x
            for x in lines
        ]
        return b"\n".join(lines) + b"\n"
    if kind == 9:  # no game line: an earlier mjgui's source file
        return b"\n".join(x for x in lines if not GAME_LINE.fullmatch(x)) + b"\n"
    if kind == 6:  # the quoted line dropped (a quoted name read as it is) or added
        if lines and lines[-1] == QUOTED_LINE:
            lines.pop()
        else:
            lines.append(QUOTED_LINE)
        return b"\n".join(lines) + b"\n"
    if kind == 7 and lines:  # a name quoted, well or badly
        lines[0] = rng.choice(QUOTED_NAMES)
        lines.append(QUOTED_LINE)
        return b"\n".join(lines) + b"\n"
    saved = [i for i, line in enumerate(lines) if line.startswith(b"saved ")]
    if kind == 0 and saved:  # a bad digest
        lines[rng.choice(saved)] = b"saved " + rng.choice(BAD_DIGESTS)
    elif kind == 1 and lines:  # a line doubled
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == 2 and lines:  # a line missing (the saved line: an older source file)
        del lines[rng.randrange(len(lines))]
    elif kind == 3 and lines:  # another name
        lines[0] = rng.choice(ODD_NAMES)
    elif kind == 4:
        return b"\r\n".join(lines) + b"\r\n"
    else:
        lines.append(b"saved " + content_digest(b"x").encode())
    return b"\n".join(lines) + (b"\n" if rng.random() < 0.8 else b"")


def mutate_folder(rng: random.Random, folder: Folder) -> None:
    """Change one file of the folder as a disk, a sync tool or a hand would."""
    names = _files(folder)
    unread = [name for name in names if name.endswith(".unread")]
    name = rng.choice(unread if unread and rng.random() < 0.3 else names)  # (a typo's only)
    path = folder.data / name
    before = _read(path) if path.is_file() else b""
    roll = rng.randrange(12)
    if name.endswith(".lock"):
        holders = (
            f"{os.getpid()} {this_host()} 1700000000.000\n",  # our own process: stale
            f"1 {this_host()} 1700000000.000\n",  # a live process of this computer
            "4242 old-laptop-name 1700000000.000\n",  # another computer
            "garbage\n",
            "",
        )
        what = rng.randrange(5)
        if what < 2:
            _replace(path)
            path.write_text(rng.choice(holders), encoding="utf-8")
            folder.changed = f"{name}: {path.read_text(encoding='utf-8')!r}"
            return
        if what == 2:  # a holder's line, then more than a lock file holds
            _replace(path)
            line = rng.choice(holders[:3]).encode()
            if rng.random() < 0.5:
                path.write_bytes(line.ljust(LOCK_MAX_BYTES + 1, b" "))
            else:
                path.write_bytes(line)
                os.truncate(path, rng.choice(HUGE_SIZES))
            folder.changed = f"{name}: {line!r} grown to {path.stat().st_size} bytes"
            return
        roll = rng.choice((3, 4, 5, 6))  # gigabytes of nothing, a folder, a FIFO, a link
    if roll == 0:
        _replace(path)
        path.write_bytes(before[: rng.randint(0, len(before))])
        folder.changed = f"{name} cut to {path.stat().st_size} bytes"
    elif roll == 1:
        _replace(path)
        path.write_bytes(_mutate_bytes(rng, before))
        folder.changed = f"{name} bytes changed: {path.read_bytes()[:300]!r}"
    elif roll == 2:
        _replace(path)
        path.write_bytes(before + rng.choice((b"\xff\xfe", b"\xc3(", b"caf\xe9\n")))
        folder.changed = f"{name} with bytes that are not UTF-8"
    elif roll == 3:
        _replace(path)
        path.write_bytes(before)
        size = rng.choice(HUGE_SIZES)
        os.truncate(path, size)
        folder.changed = f"{name} grown to {size} bytes (sparse)"
    elif roll == 4:
        _replace(path)
        path.mkdir()
        (path / "inside.mjgame").write_bytes(before)
        folder.changed = f"{name} is a folder"
    elif roll == 5 and hasattr(os, "mkfifo"):
        _replace(path)
        os.mkfifo(path)
        folder.changed = f"{name} is a FIFO"
    elif roll in (6, 7):
        _replace(path)
        elsewhere = folder.work / "elsewhere"
        elsewhere.mkdir(exist_ok=True)
        targets = [
            elsewhere / f"copy-{name}",  # a copy (a synced folder)
            elsewhere / "missing" / name,  # nothing, its folder missing
            elsewhere / f"none-{name}",  # nothing, its folder there
            path,  # itself: a loop
            Path("/dev/zero"),  # endless zeros
            *(p for p in sorted(folder.data.iterdir()) if p != path),  # another of our files
        ]
        target = rng.choice(targets)
        if target == elsewhere / f"copy-{name}":
            target.write_bytes(before)
        path.symlink_to(target)
        folder.changed = f"{name} is a link to {target}"
    elif name.endswith(".source") and roll in (8, 9, 10):
        _replace(path)
        path.write_bytes(_mutate_source(rng, before))
        folder.changed = f"{name}: {path.read_bytes()[:300]!r}"
    elif name.endswith(".unread") and roll in (8, 9, 10):
        _replace(path)
        path.write_bytes(_mutate_unread(rng, before))
        folder.changed = f"{name}: {path.read_bytes()[:300]!r}"
    elif name.endswith(".unread") and roll == 11 and not _root():
        path.chmod(0)  # there, but no permission to read it
        folder.changed = f"{name} with no permission to read it"
    else:
        _replace(path)
        path.write_bytes(b"")
        folder.changed = f"{name} empty"


def _root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _mutate_unread(rng: random.Random, data: bytes) -> bytes:
    """An unread file's entries changed: another game's digest, a line number changed, a line
    doubled, CRLF, or garbage."""
    lines = [line for line in data.split(b"\n") if line]
    kind = rng.randrange(5)
    if kind == 0 and lines:  # another game's digest (a kill between the two writes)
        lines[0] = content_digest(b"another game\n").encode() + lines[0][64:]
    elif kind == 1 and lines:  # a line number changed
        lines[0] += b" " + str(rng.choice((1, 2, 999999, 1000000))).encode()
    elif kind == 2 and lines:
        lines.append(lines[0])
    elif kind == 3:
        return b"\r\n".join(lines) + b"\r\n"
    else:
        return rng.choice((b"\x00garbage\n", b"", b"0" * 64 + b" x\n", b"\xff\xfe" + data))
    return b"\n".join(lines) + b"\n"


def _kind(path: Path) -> str:
    try:
        info = path.lstat()
    except OSError:
        return "none"
    if stat.S_ISLNK(info.st_mode):
        return "link"
    if stat.S_ISDIR(info.st_mode):
        return "folder"
    if stat.S_ISFIFO(info.st_mode):
        return "fifo"
    return "file" if stat.S_ISREG(info.st_mode) else "other"


def _slot_bytes(path: Path) -> bytes | None:
    """The bytes of a slot's record (through a link), without waiting on a FIFO."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > KEEP_BYTES:
            return None
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(KEEP_BYTES + 1)
    finally:
        os.close(fd)


def _unread_broken(path: Path) -> bool:
    """Whether an unread file is there but does not read as one (no permission, not a regular
    file, over its limit, entries that are not its)."""
    if not os.path.lexists(path):
        return False
    try:
        data = _slot_bytes(path)
    except OSError:
        return True
    return data is None or len(data) > UNREAD_FILE_MAX_BYTES or not unread_entries(data)


def _broken_lock(path: Path) -> bool:
    """Whether ``path`` is there but is no lock file: not a regular file (through a link), or
    over the lock's size limit."""
    if not os.path.lexists(path):
        return False
    try:
        info = path.stat()
    except OSError:
        return True  # a link to nothing, a loop
    return not stat.S_ISREG(info.st_mode) or info.st_size > LOCK_MAX_BYTES


def note_slots(folder: Folder) -> None:
    """What each slot's record file, source file and lock are, just before the tracker starts."""
    for slot in range(1, SLOTS + 1):
        source = _slot_bytes(folder.data / slot_names(slot)[1])
        if source is not None:
            folder.sources[slot_names(slot)[1]] = source
        lock = folder.data / slot_names(slot)[3]
        if _broken_lock(lock):
            info = lock.lstat()
            folder.locks[lock.name] = Lock(slot, _kind(lock), (info.st_dev, info.st_ino), info.st_size)
        path = folder.data / slot_names(slot)[0]
        kind = _kind(path)
        if kind == "none":
            continue
        if _unread_broken(path.with_suffix(".unread")):
            folder.unread_broken.add(path.name)
        info = path.lstat()
        own = kind == "link" and Path(os.path.realpath(path)).parent == Path(os.path.realpath(folder.data))
        folder.slots[path.name] = Slot(path.name, kind, (info.st_dev, info.st_ino), _slot_bytes(path), own)


def _present(folder: Folder) -> tuple[set[tuple[int, int]], set[bytes]]:
    """The inodes of every entry of the folder and the bytes of its regular files (read through
    links)."""
    inodes: set[tuple[int, int]] = set()
    contents: set[bytes] = set()
    for path in folder.data.iterdir():
        info = path.lstat()
        inodes.add((info.st_dev, info.st_ino))
        data = _slot_bytes(path)  # a regular file, or a link to one
        if data is not None:
            contents.add(data)
    return inodes, contents


def _names_a_file(err: StorageError) -> bool:
    if not err.path:
        return False
    message = err.message("en")
    return shown_path(err.path) in message or shown_path(os.path.basename(err.path)) in message


def start_tracker(rng: random.Random, folder: Folder) -> TrackerController:
    """A tracker starts on the folder, as the window does, and resumes or declines what it
    is offered (then starts a game of its own)."""
    c = TrackerController(autosave=Autosave(folder.data))
    offer = c.resume_offer
    folder.offered = offer.path if offer is not None else None
    folder.offered_source = _offered_slot(c)
    if offer is not None and rng.random() < 0.6:
        c.resume()
    else:
        c.decline_resume()
        c.new_game(list(NEW_TABLE))
    return c


def check_folder(folder: Folder, c: TrackerController) -> str | None:
    """None when every slot's game was offered and resumed, or is still on disk (where it was
    or under a name the notice gives), and every notice and error names its file."""
    try:
        return _check(folder, c)
    finally:
        c.close()


def _check(folder: Folder, c: TrackerController) -> str | None:
    inodes, contents = _present(folder)
    notice = c.autosave_error
    for slot in folder.slots.values():
        if slot.kind == "link" and slot.data is None:
            continue  # a link to nothing (or to a folder): no game to keep
        if slot.own_file or (slot.data is not None and _no_game(slot.data)):
            continue  # a link to another of our files (its content is that file's), or no game
        if slot.data is not None and (slot.data in contents or _resumed(c, slot.data)):
            continue  # its bytes are in the folder (where they were, previous, aside) or resumed
        if slot.data is None and slot.kind != "link" and slot.inode in inodes:
            aside = next((p for p in folder.data.iterdir() if p.lstat().st_ino == slot.inode[1]), None)
            if aside is not None and aside.name != slot.name and shown_path(aside) not in notice:
                return (
                    f"{slot.name} was set aside as {aside.name}, but the notice does not say so: {notice!r}"
                )
            continue
        if slot.data is not None and _saved_in_game(folder, slot.data):
            continue  # a game saved in its record file: nothing of it is lost
        return f"{slot.name} ({slot.kind}) was lost: neither resumed, nor left, nor set aside"
    if folder.offered is not None and not any(
        os.fsencode(folder.offered) in _source_names(data)
        for data in folder.sources.values()
        if len(data) <= SOURCE_FILE_MAX_BYTES
    ):
        return f"the offer names {folder.offered!r}, which no source file within its limit says as its name"
    for name, (data, path) in folder.written.items():
        entries = _source_entries(data)
        if not entries or entries[0][0] != os.fsencode(path):
            return f"{name} was written as {data[:300]!r}, which does not give back {path!r}"
        if (
            folder.offered_source == name
            and folder.sources.get(name) == data
            and _slot_digest(folder, name) == entries[0][1]
            and folder.offered != path
        ):
            return f"the offer of {name}'s game names {folder.offered!r}, not {path!r}"
    wrong = _check_locks(folder, c)
    if wrong is not None:
        return wrong
    for name in folder.unread_broken:  # which lines are its own is not known: none a newer one's
        if f"{shown_path(folder.data / name)} was saved by a newer mjgui" in notice:
            return f"{name}, this mjgui's own game, was called a newer mjgui's: {notice!r}"
    for path in folder.data.glob("*.source"):
        data = _slot_bytes(path)
        if path.is_symlink() and Path(os.path.realpath(path)).parent == Path(os.path.realpath(folder.data)):
            continue  # a link to another of our files: it holds that file's bytes
        if data is not None and data != folder.sources.get(path.name) and not _written_source(data):
            return f"{path.name} was written with lines a source file does not hold: {data[:300]!r}"
    failed = c.autosave_failed
    if failed is not None and not _names_a_file(failed):
        return f"an autosave error that names no file ({failed.code}): {failed.message('en')!r}"
    if failed is not None and str(failed.path).endswith((".source", ".unread")):
        return f"a side file stopped the autosave ({failed.code}): {failed.message('en')!r}"
    if any(p.name.endswith(".tmp") for p in folder.data.iterdir()):
        return "a temp file was left in the autosave folder"
    if failed is None and c.autosave is not None and c.autosave.held:
        written = _slot_bytes(c.autosave.path)
        if written is None or written.decode("utf-8", "replace") != c.text:
            return f"the autosave was said written, but {c.autosave.path.name} does not hold the game"
    return None


def _offered_slot(c: TrackerController) -> str | None:
    """The source file of the slot whose game the tracker offers (None: no offer)."""
    slot = c._offer_slot if c.resume_offer is not None else None  # the oracle looks inside
    return None if slot is None else slot.source_path.name


def _check_locks(folder: Folder, c: TrackerController) -> str | None:
    """A lock that is not a lock file is left as it was, never taken, and named by the notice
    when its slot holds a game or is slot 1."""
    for name, lock in folder.locks.items():
        path = folder.data / name
        try:
            info = path.lstat()
        except OSError:
            return f"{name} ({lock.kind}), not a lock file, was removed"
        if (info.st_dev, info.st_ino) != lock.inode or info.st_size != lock.size:
            return f"{name} ({lock.kind}), not a lock file, was changed"
        if c.autosave is not None and c.autosave.slot == lock.slot and c.autosave.held:
            return f"{name} ({lock.kind}), not a lock file, was taken: its slot is written"
        game = folder.data / slot_names(lock.slot)[0]
        if (lock.slot == 1 or os.path.lexists(game)) and shown_path(path) not in c.autosave_error:
            said = c.autosave_error
            return f"{name} ({lock.kind}) is not a lock file, but the notice does not say so: {said!r}"
    return None


def _unquoted(name: bytes) -> bytes | None:
    """A %-quoted name decoded (None when it is not one: a % without two hex digits, a CR)."""
    out = bytearray()
    i = 0
    while i < len(name):
        if name[i] == 0x25:  # %
            pair = name[i + 1 : i + 3]
            if len(pair) != 2 or any(b not in b"0123456789abcdefABCDEF" for b in pair):
                return None
            out.append(int(pair, 16))
            i += 3
        elif name[i] in b"\r\n":
            return None
        else:
            out.append(name[i])
            i += 1
    return bytes(out)


def _source_entries(data: bytes) -> list[tuple[bytes, bytes | None]] | None:
    """The (name, game digest) of each entry a source file gives: its name line, a ``saved`` line
    (any digest) or none, then its ``game`` line (a digest of 64 hex digits); an earlier mjgui's
    has one entry and no game line (None for its digest). With a last ``quoted name`` line each
    name is %-decoded. None for anything else (no name, a line doubled, another file, a bad
    quoting, a name over 4096 bytes or with a NUL byte)."""
    lines = [line.rstrip(b"\r") for line in data.rstrip(b"\r\n").split(b"\n")]
    quoted = len(lines) > 1 and lines[-1] == QUOTED_LINE
    if quoted:
        lines.pop()
    entries: list[tuple[bytes, bytes | None]] = []
    i = 0
    while i < len(lines):
        name = lines[i]
        i += 1
        if not name or name.startswith(b"saved ") or GAME_LINE.fullmatch(name):
            return None
        if i < len(lines) and lines[i].startswith(b"saved "):
            i += 1
        game: bytes | None = None
        if i < len(lines) and GAME_LINE.fullmatch(lines[i]):
            game = lines[i][5:]
            i += 1
        elif i < len(lines) or entries:  # an entry without its game line: alone, and last
            return None
        plain = _unquoted(name) if quoted else name
        if not plain or len(plain) > 4096 or b"\x00" in plain:
            return None
        entries.append((plain, game))
    return entries or None


def _source_names(data: bytes) -> list[bytes]:
    return [name for name, _ in _source_entries(data) or ()]


def _slot_digest(folder: Folder, source: str) -> bytes | None:
    """The digest of the game the slot of the source file ``source`` held at start."""
    slot = folder.slots.get(source.removesuffix(".source") + ".mjgame")
    return None if slot is None or slot.data is None else content_digest(slot.data).encode()


def _written_source(data: bytes) -> bool:
    """Whether ``data`` is a source file as the writer writes it: one or two entries, each the
    name, then ``saved`` and a digest when the game was saved (a game never saved has none), then
    ``game`` and a digest (then ``quoted name`` when the names are quoted), each line ending with
    a newline."""
    lines = data.split(b"\n")
    if lines[-1] != b"":
        return False
    lines.pop()
    if lines and lines[-1] == QUOTED_LINE:
        lines.pop()
    entries = 0
    k = 0
    while k < len(lines):
        k += 1  # the name
        if k < len(lines) and lines[k].startswith(b"saved "):
            if not is_digest(lines[k][6:].decode("latin-1")):
                return False
            k += 1
        if k >= len(lines) or not GAME_LINE.fullmatch(lines[k]):
            return False
        k += 1
        entries += 1
    if entries not in (1, 2):
        return False
    return _source_entries(data) is not None


def _no_game(data: bytes) -> bool:
    """Whether a slot holds nothing to keep: no text, or comments and rules but no players and
    nothing damaged (a record cut in its first lines)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    result = replay(text)
    return not result.final.started and not result.errors


def _resumed(c: TrackerController, data: bytes) -> bool:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    # resumed as it was, or with its last line cut short kept as the autosave's note
    return bool(text) and (_same(text, c.text) or _same(cut_as_note(text, parse_record(text)), c.text))


def _same(a: str, b: str) -> bool:
    return a.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n") == b.rstrip("\n")


def _saved_in_game(folder: Folder, data: bytes) -> bool:
    """Whether a slot's game is what one of the records it came from holds (saved there)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    for game in folder.games.iterdir():
        with contextlib.suppress(OSError, UnicodeDecodeError):
            if game.is_file() and _same(text, game.read_text(encoding="utf-8")):
                return True
    return False


def check_mutated(rng: random.Random, work: Path) -> tuple[str, str | None]:
    """Build, change and start on one autosave folder in ``work`` (empty): (the change, None or
    what went wrong)."""
    folder = build_folder(rng, work)
    mutate_folder(rng, folder)
    note_slots(folder)
    c = start_tracker(rng, folder)
    return folder.changed, check_folder(folder, c)

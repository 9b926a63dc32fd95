"""The autosave file in the user data directory, written atomically after every change.

Each tracker (each window, each mjgui process) writes its own *slot* and holds the slot's lock
file for as long as it is open (:class:`mjgui.core.game.lockfile.LockFile`): the first takes
``autosave.mjgame`` (lock ``autosave.lock``), a second one open at the same time
``autosave-2.mjgame``, and so on. So two tables never write over each other's game; a slot whose
holder is gone (closed, crashed, killed) is free again. At start the newest unfinished game among
our slot and the free slots is offered. Another slot's game resumed goes on in that slot (the
tracker moves there: :meth:`Autosave.move_to`, unless another tracker wrote that slot since it
was read: that game is never written over); not resumed, it stays there, offered by the next
tracker that starts (another table's, perhaps). Our slot's game not resumed is moved to its
``previous`` file before anything replaces it, never lost.

Beside each slot's game, its *source file* (``autosave.source``) names the record file the game
was last opened or saved as, with what that file then held (``saved DIGEST``) and the game the
name belongs to (``game DIGEST``: the digest of the autosave's bytes). The two files are written
one after the other, so a kill (or a full disk) between the two writes may leave either game in
the slot: the source file is written first, naming the new game and the one the slot holds
until it is replaced, so that whichever game is left, its own file is named; a game the source
file does not name has no known file (the offer names none, and its Save asks where).

Beside it too, while the game holds lines of play the tracker could not read (a record opened
with a typo, a line cut short, another mjgui's line: kept as they are until corrected), its
*unread file* (``autosave.unread``) names those lines, with the game they belong to (the digest of
the autosave's bytes): at the next start they are this mjgui's own lines, marked, and the game
is offered; a line this mjgui cannot read that the file does not name for that very game is a
newer mjgui's (:func:`unplayable`), whose game is left as it is. An unread file that is there but
does not read (no permission, a folder, a pipe, damaged bytes) names nothing that can be known:
every line of the game that does not read is then taken as this mjgui's own, the game offered
and the start says why (:meth:`Autosave.unread_trouble`). A line among them that would make it a
newer mjgui's game (:func:`unplayable`) may be that version's all the same: the game is offered
so only once a byte-for-byte copy of its file is kept aside (``autosave-kept-STAMP.mjgame``,
:attr:`Autosave.doubt_kept`, which the start names), so that whatever the player then corrects or
deletes, nothing of it is lost; when no copy can be kept, it is left as it is, as ever.

The source and unread files are the slot's own: one that cannot be written over where it is (a
folder, a pipe, a link to a device, to nowhere, in a loop or into a folder that cannot be
written, a read-only file) is renamed aside, never deleted, and written anew
(:meth:`Autosave._write_side`), so it never stops the game's autosave; when it cannot be renamed
either (a data folder that cannot be written), the error names it and why
(:class:`SideFileError`).

No Qt here.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import re
import stat
from collections.abc import Collection, Iterable, Sequence
from functools import partial
from pathlib import Path
from urllib.parse import unquote_to_bytes

from mjgui.core.errors import OSReason
from mjgui.core.game.game import GameResult, refused_players, replay
from mjgui.core.game.lockfile import (
    Holder,
    LockError,
    LockFile,
    holder,
    looks_held,
    remove_stale_litter,
    this_host,
)
from mjgui.core.game.record import GameError, PlayersAction, Record, parse_record, split_lines, unread_rules
from mjgui.core.game.storage import (
    MAX_LINES,
    STAMP_FORMAT,
    SUFFIX,
    UNKNOWN_CONTENT,
    StorageError,
    atomic_write_bytes,
    atomic_write_text,
    bad_line_error,
    content_digest,
    copy_aside,
    cut_as_note,
    cut_line,
    encoded_text,
    is_digest,
    kept_text,
    make_folder,
    open_record,
    open_record_text,
    read_record_bytes,
    read_record_text,
    read_regular_bytes,
    record_text,
    remove_stale_temp_files,
    set_aside,
    time_stamp,
)
from mjgui.core.i18n import Msg, msg

#: one entry of the source file: the record file's name, what it held when the game was last
#: opened or saved there (its digest; None: not said), and the digest of the autosaved game
#: they belong to (None: an earlier mjgui's source file, which did not say)
SourceEntry = tuple[str, str | None, str | None]

AUTOSAVE_NAME = "autosave.mjgame"
SOURCE_NAME = "autosave.source"
SOURCE_MAX_BYTES = 4096  # the longest file name the source file may hold (Linux's PATH_MAX)
# the longest source file: two entries, each a name (%-quoted: three bytes for one at most), its
# newline, the saved and the game line (a digest of 64 characters each), and the quoted line
SOURCE_FILE_MAX_BYTES = 2 * (3 * SOURCE_MAX_BYTES + 200) + 100
# the source file's second line: what the file held when the game was last opened or saved there
SAVED_PREFIX = b"saved "
# the line that ends each of the source file's entries: the content_digest of the autosave's
# bytes, the game its name and saved line belong to (an earlier mjgui wrote one entry without it)
GAME_PREFIX = b"game "
_GAME_LINE = re.compile(rb"game ([0-9a-f]{64})")
_LINE_PREFIXES = (SAVED_PREFIX, GAME_PREFIX)  # a name starting so is quoted
# the source file's last line when its names are %-quoted: a name that holds a line ending, or
# starts as the saved or the game line does, would not read back as it is (any other is kept as
# it is, as earlier mjgui wrote and read every name)
QUOTED_LINE = b"quoted name"
_TO_QUOTE = re.compile(rb"[%\r\n]")
_QUOTED = re.compile(rb"(?:[^%\r\n]|%[0-9A-Fa-f]{2})*")
#: the unread file's suffix (``autosave.unread``, ``autosave-2.unread``): see the module's words
UNREAD_SUFFIX = ".unread"
#: the longest unread file: two entries, each a digest and the numbers of a record's lines
UNREAD_FILE_MAX_BYTES = 2 * (80 + 6 * MAX_LINES)
_UNREAD_ENTRY = re.compile(rb"([0-9a-f]{64})((?: [1-9][0-9]{0,5})+)")
#: why an unread file that is there does not read (:meth:`Autosave.unread_trouble`): the kind
#: (``not_a_file``, ``unreadable``, ``damaged``) and, for ``unreadable``, the system's reason
UnreadTrouble = tuple[str, OSReason | None]
#: what stops a side file from being written over where it is (:meth:`Autosave._write_side`):
#: renamed aside, then written anew
_SIDE_BLOCKED = frozenset({"target_not_a_file", "read_only", "dangling_link", "link_loop"})
#: the codes of the errors of writing through a link to a side file that failed in the link's
#: target's folder (one that cannot be written, on a read-only disk): the link is set aside too
_SIDE_LINK_FAILED = frozenset({"write_failed", "read_only_disk"})
PREVIOUS_NAME = "previous.mjgame"
PREVIOUS_PREFIX = "previous"  # every slot's previous file, and the games kept beside them
#: how many games a slot keeps beside its ``previous`` file (``previous-DATE-TIME[-N].mjgame``,
#: ``previous-2-DATE-TIME[-N].mjgame`` for slot 2): the newest; once a newer one is written the
#: oldest past these are deleted (a folder grew one at every new game over a played one, forever)
PREVIOUS_KEPT = 20
#: how far ahead of the clock now a time in a kept game's name is still taken as this clock's (a
#: clock set back a little: corrected, or a zone further west); one further ahead was kept while
#: the clock was set ahead by mistake (a typo in the year), since corrected: not followed, and
#: its file counts as older than the others (:meth:`Autosave._previous_name`). (A clock that
#: fell back instead, a dead clock battery, names the games kept meanwhile in the past: the
#: oldest, deleted first.)
PREVIOUS_AHEAD = datetime.timedelta(days=1)
LOCK_NAME = "autosave.lock"
SLOTS = 32  # trackers open at once on one data folder (more: the autosave says it is busy)
DATA_DIR_ENV = "MJGUI_DATA_DIR"
DAMAGED_PREFIX = "autosave-damaged-"
# another tracker's game kept at a write while ``previous`` holds one just kept (see Autosave.write)
KEPT_PREFIX = "autosave-kept-"
# A temp file of ours older than this was left by a killed writer (a save takes milliseconds);
# younger ones may belong to another window writing right now.
STALE_TEMP_SECONDS = 60.0


#: what a side file that could be neither written over nor renamed aside is said as (the data
#: folder cannot be written): the obstacle, named, and why it was not renamed (reason: the
#: system's words, after a colon); keyed by the code of the error the write through it raised.
#: Not "Nothing was written": the source file goes first, so when the unread file is the stuck
#: one the source file has been rewritten already (harmless: it names the slot's game too); what
#: holds either way is that the game itself was not written (its slot holds the game before)
SIDE_MESSAGES: dict[str, Msg] = {
    "side_not_a_file": msg(
        "autosave:side_not_a_file",
        "{path} is not a regular file (it is a folder, a pipe or a device), and it could not be "
        "renamed aside to make room for a new one: {reason}. The game was not autosaved.",
    ),
    "side_read_only": msg(
        "autosave:side_read_only",
        "{path} is read-only, and it could not be renamed aside to make room for a new one: "
        "{reason}. The game was not autosaved.",
    ),
    # a link to nowhere, in a loop, or to a file whose folder cannot be written
    "side_link": msg(
        "autosave:side_link",
        "{path} is a link that cannot be written through (it leads nowhere, back to itself, or "
        "into a folder that cannot be written), and it could not be renamed aside to make room "
        "for a new one: {reason}. The game was not autosaved.",
    ),
}


class SideFileError(StorageError):
    """A slot's side file (``path``) that could neither be written over nor renamed aside, and
    why the rename failed (``reason``): see :data:`SIDE_MESSAGES`."""

    own_messages = SIDE_MESSAGES


def default_data_dir() -> Path | None:
    """``MJGUI_DATA_DIR`` when set (tests, portable use); None lets the window ask Qt."""
    value = os.environ.get(DATA_DIR_ENV)
    return Path(value) if value else None


def slot_names(slot: int) -> tuple[str, str, str, str]:
    """(autosave, source, previous, lock) file names of ``slot`` (1: the historical names)."""
    if slot == 1:
        return AUTOSAVE_NAME, SOURCE_NAME, PREVIOUS_NAME, LOCK_NAME
    name = f"autosave-{slot}"
    return f"{name}{SUFFIX}", f"{name}.source", f"previous-{slot}{SUFFIX}", f"{name}.lock"


class Autosave:
    """The autosave file in the user data directory, written atomically after every change.

    ``claim`` takes the first free slot and holds it until ``release`` (or the process ends);
    ``write`` claims first when nothing is held, and never writes a slot it does not hold."""

    def __init__(self, directory: str | os.PathLike[str], slot: int = 1) -> None:
        self.directory = Path(directory)
        self._lock: LockFile | None = None
        self._keep_pending = False  # a slot claimed late: its game goes to ``previous`` first
        #: the slot this tracker last wrote and the text it wrote there: claimed again after a
        #: release (its window closed, then back), a slot still holding it holds no other game
        self._written: tuple[int, str] | None = None
        #: the slots met whose lock file is not one (a folder, a FIFO, a huge file...), each
        #: once, with what is wrong: skipped, their games left as they are (see ``claim``)
        self.broken: list[tuple[Autosave, LockError]] = []
        #: the slots passed over by :meth:`claim` as holding a game this mjgui cannot play on
        #: (see :func:`unplayable`): left as they are for the mjgui that wrote them
        self.passed: set[int] = set()
        #: the copy of the autosave kept aside when it was last read (:meth:`own_unread`) while
        #: its unread file did not read and a line of it may be a newer mjgui's (None: none)
        self.doubt_kept: Path | None = None
        self._use_slot(slot)

    def _use_slot(self, slot: int) -> None:
        self.slot = slot
        autosave, source, previous, lock = slot_names(slot)
        self.path = self.directory / autosave
        self.source_path = self.directory / source
        self.previous_path = self.directory / previous
        self.lock_path = self.directory / lock
        self.unread_path = self.path.with_suffix(UNREAD_SUFFIX)

    # -- the slot's lock ------------------------------------------------------------------------
    @property
    def held(self) -> bool:
        return self._lock is not None and self._lock.held

    def claim(self) -> None:
        """Hold the slot this tracker last wrote when no live tracker holds it (its window shown
        again: its own game is there, not another table's), else the first slot no live tracker
        holds (raises StorageError: the folder cannot be created (``folder_blocked``,
        ``folder_failed``) or written (``folder_unwritable``), or every slot is held
        (``busy``)). A slot whose lock file is not one is skipped and noted in :attr:`broken`;
        one whose game this mjgui cannot play on (a newer mjgui's: :func:`unplayable`) is
        skipped and noted in :attr:`passed`, never held, so never written."""
        if self.held:
            return
        make_folder(self.directory)
        order = list(range(1, SLOTS + 1))
        if self._written is not None and self._written[0] in order:
            order.remove(self._written[0])
            order.insert(0, self._written[0])
        for slot in order:
            lock = LockFile(self.directory / slot_names(slot)[3])
            try:
                acquired = lock.try_acquire()
            except LockError as err:
                self._note_broken(Autosave(self.directory, slot), err)
                continue
            except StorageError as err:
                reason = err.params.get("reason", "")
                raise StorageError("folder_unwritable", path=self.directory, reason=reason) from None
            if acquired and Autosave(self.directory, slot).holds_unplayable():
                lock.release()
                self.passed.add(slot)
                continue
            if acquired:
                self._lock = lock
                self._use_slot(slot)
                return
        raise StorageError("busy", path=self.directory / AUTOSAVE_NAME)

    def holds_unplayable(self) -> bool:
        """Whether this slot's autosave holds a game this mjgui cannot play on
        (:func:`unplayable`: a newer mjgui's), to be left as it is for that mjgui. Judged on the
        text :meth:`load` gives the tracker (a cut line of play kept as a note,
        :func:`~mjgui.core.game.storage.cut_as_note`), so that the two readings of a slot agree;
        the lines its unread file names for it are this mjgui's own (:meth:`load_game`)."""
        try:
            loaded = self.load_game()
        except StorageError:
            return False
        if loaded is None:
            return False
        text, _source, _saved, cut, own = loaded
        return unplayable(parse_record(text), cut, own) is not None

    def _note_broken(self, slot: Autosave, err: LockError) -> None:
        if all(other.slot != slot.slot for other, _ in self.broken):
            self.broken.append((slot, err))

    def still_held(self) -> bool:
        """Whether this tracker still holds its slot: False when the player took its game over in
        another window (which then writes the slot); this tracker must then write elsewhere."""
        if self._lock is None or not self._lock.held:
            return False
        if self._lock.still_ours():
            return True
        self._lock.abandon()
        self._lock = None
        return False

    def release(self) -> None:
        """Let the slot go (the window closes): another tracker may take it and its game."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _others(self) -> list[Autosave]:
        """The other slots of the folder."""
        return [Autosave(self.directory, slot) for slot in range(1, SLOTS + 1) if slot != self.slot]

    def free_slots(self) -> list[Autosave]:
        """The other slots with an autosave that no live tracker holds (at this moment); one whose
        lock file is not one is noted in :attr:`broken`."""
        return [other for other in self._others() if self._free(other)]

    def _free(self, other: Autosave) -> bool:
        """Whether the slot ``other`` has an autosave that no live tracker holds (at this
        moment: its lock taken and let go at once, a stale one broken); one whose lock file is
        not one is noted in :attr:`broken`."""
        if not other.path.exists() and not other.path.is_symlink():
            return False
        lock = LockFile(other.lock_path)
        try:
            free = lock.try_acquire()
        except LockError as err:
            self._note_broken(other, err)
            return False
        except StorageError:
            return False
        lock.release()
        return free

    def looks_unheld(self) -> bool:
        """Whether this slot has an autosave whose lock looks held by no live holder, judged
        from what the lock file says only (:func:`~mjgui.core.game.lockfile.looks_held`): no
        lock is taken, and a stale one is left as it is. A lock file that is not one: False."""
        if not self.path.exists() and not self.path.is_symlink():
            return False
        try:
            return not looks_held(self.lock_path)
        except StorageError:  # LockError: not a lock file (the tracker says it when it opens)
            return False

    def held_slots(self) -> list[tuple[Autosave, Holder]]:
        """The other slots with an autosave whose lock names another computer (host name), with
        who holds each. Such a lock is never judged stale (that mjgui may be running there, the
        data folder shared), but it may as well be this computer's under its old name, or a
        computer that crashed: the player decides (:meth:`take_over`). A lock of this computer
        is judged by its process (see :mod:`mjgui.core.game.lockfile`), never offered here: a
        game is never handed to a second window while its own is open on this computer."""
        out: list[tuple[Autosave, Holder]] = []
        here = this_host()
        for other in self._others():
            if not other.path.exists() or not other.lock_path.exists():
                continue
            who = holder(other.lock_path)
            lock = LockFile(other.lock_path)
            if who is None or who.host == here or lock.held_here:
                continue
            try:
                free = lock.try_acquire()
            except StorageError:
                continue
            if free:  # freed meanwhile: free_slots offers it
                lock.release()
                continue
            out.append((other, who))
        return out

    def take_over(self, judged: Holder | None) -> bool:
        """Take this slot's lock from the holder the player judged gone (``judged``, as
        :meth:`held_slots` said); True when its game may now be resumed and the slot retired.
        Raises :class:`LockError` when its lock file is no longer one (left as it is)."""
        lock = LockFile(self.lock_path)
        if not lock.take_over(judged):
            return False
        lock.release()  # free now: resumed like any free slot's game, retired under its lock
        return True

    def move_to(self, other: Autosave, offered: str) -> bool:
        """Hold the slot ``other`` (of the same folder, no live tracker holding it) instead of
        the one held: the game taken from it (``offered``, as it was read) goes on there, and
        the slot let go keeps its game for the tracker that starts next (another table's,
        perhaps). False, nothing changed, when another tracker holds it now (or its lock file
        is not one), or when its file no longer holds ``offered`` (another tracker wrote it
        since it was read: that game stays where it is, never written over)."""
        if other.directory != self.directory or other.slot == self.slot:
            return other.directory == self.directory and self.held
        lock = LockFile(other.lock_path)
        try:
            if not lock.try_acquire():
                return False
        except StorageError:  # (a LockError too: a lock file that is not one)
            return False
        if not same_game_text(other.game_text(), offered):  # read under its lock: it stays
            lock.release()
            return False
        self.release()
        self._lock = lock
        self._use_slot(other.slot)
        self._keep_pending = False
        return True

    def move_to_empty(self) -> bool:
        """Hold a slot with no autosaved game (the first one no live tracker holds) instead of
        the one held, whose game is another table's that this window did not take: that game
        stays where it is, in its slot, offered at a later start, never moved aside here. False,
        nothing changed, when every other slot holds a game or is held."""
        for slot in range(1, SLOTS + 1):
            other = Autosave(self.directory, slot)
            if slot == self.slot or os.path.lexists(other.path):
                continue
            lock = LockFile(other.lock_path)
            try:
                if not lock.try_acquire():
                    continue
            except StorageError:  # (a LockError too: a lock file that is not one)
                continue
            if os.path.lexists(other.path):  # a game written there meanwhile: it stays
                lock.release()
                continue
            self.release()
            self._lock = lock
            self._use_slot(slot)
            self._keep_pending = False
            return True
        return False

    def retire(self) -> None:
        """Move this (free) slot's autosave to its ``previous`` file: its game was resumed or
        declined elsewhere. Done only while its lock can be taken; never loses the file. A game
        some ``previous`` file of the folder holds already, the very text (:meth:`kept_copy`, as
        :meth:`keep_previous` checks), is not kept twice: the autosave is removed."""
        lock = LockFile(self.lock_path)
        with contextlib.suppress(StorageError, OSError):
            if not lock.try_acquire():
                return
            try:
                text = self.read_text()
                if text is not None and self._kept_again(self.kept_copy(text)) is not None:
                    self.path.unlink()  # kept already: a restart that retires it again adds no copy
                elif self.previous_taken_by(text):  # a played game kept there stays
                    beside = set_aside(self.path, self._previous_name, 999)
                    if beside is None:
                        return
                    self._prune_beside(beside)
                else:
                    os.replace(self.path, self.previous_path)
                for path in (self.source_path, self.unread_path):
                    with contextlib.suppress(OSError):
                        path.unlink()
            finally:
                lock.release()

    def load(self) -> tuple[str, str | None, str | None, int | None] | None:
        """(record text, the file it says it belongs to, what that file held when the game was
        last opened or saved there: its :func:`~mjgui.core.game.storage.file_digest`, the line
        cut short: :func:`~mjgui.core.game.storage.cut_line` of the file's text, which the
        record text, each line ending with a line break and that line, when it does not read,
        kept as a comment (:func:`~mjgui.core.game.storage.cut_as_note`), no longer shows) or None; raises
        StorageError when damaged. The file named is only a hint (see :func:`trusted_source`);
        it is the one the source file names for this very game (see :meth:`_read_source`), or,
        for a file whose last line is cut short, for the game its whole lines hold (the game as
        last written whole, :func:`whole_lines`); the digest is None when the source file does
        not say it."""
        loaded = self.load_game()
        return None if loaded is None else loaded[:4]

    def load_game(self) -> tuple[str, str | None, str | None, int | None, frozenset[int]] | None:
        """:meth:`load`, with the lines of play the tracker could not read when it wrote this
        very game (:meth:`own_unread`): this mjgui's own, never a newer mjgui's. A cut last line
        among them (a record opened so, the line not corrected yet) is kept as the tracker had
        it, without its line break (:func:`~mjgui.core.game.storage.kept_text`), not as a note."""
        if not self.path.exists():
            return None
        data = read_record_bytes(self.path)
        text = record_text(data, self.path)  # checked as :func:`record_of` checks it, not strict
        record = parse_record(text)
        own = self.own_unread(data)
        cut = cut_line(text, record)
        return (resumed_text(text, record, cut, own), *self._source_of(data), cut, own)

    def own_unread(self, data: bytes, *, keep: bool = True) -> frozenset[int]:
        """The lines of play the unread file names for the game whose autosave's bytes are
        ``data`` (or, their last line cut short, their whole lines: :func:`game_digests`): the
        lines this tracker could not read when it wrote them (empty: none, or no unread file).
        An unread file that is there but does not read (:meth:`unread_trouble`: no permission,
        a folder, a pipe, damaged bytes) names none that can be known: every line of the game
        that does not read (:func:`lines_unread`) is then taken as this mjgui's own, so that
        its own game is offered, counted up to the first of them and each marked, not refused
        as another version's (the tracker says why). When one of them would make it a newer
        mjgui's game (:func:`unplayable`: it may be that version's line), only once a copy of
        the autosave's bytes is kept aside (:meth:`_keep_doubtful`, :attr:`doubt_kept`): when
        none can be kept, none is taken as ours, and the game is left as it is. ``keep`` False:
        a look that writes nothing (the calculator's waiting-game hint), as if the copy were kept."""
        self.doubt_kept = None
        entries = self._unread_entries()
        if entries is None:
            lines = lines_unread(data, self.path)
            if keep and lines and _doubtful(data, self.path):
                self.doubt_kept = self._keep_doubtful(data)
                if self.doubt_kept is None:
                    return frozenset()
            return lines
        for game in game_digests(data):
            if game in entries:
                return entries[game]
        return frozenset()

    def _keep_doubtful(self, data: bytes) -> Path | None:
        """The autosave's bytes ``data`` kept aside, byte for byte, before its game is offered
        with lines that may be a newer mjgui's taken as this mjgui's own (see
        :meth:`own_unread`): a copy kept already (a start before this one, another slot's
        look at it) when one holds the very bytes, else a new ``autosave-kept-STAMP.mjgame``
        (never over an existing file); None when none can be written."""
        kept = _holding(self._named(KEPT_PREFIX) or [], data)
        return kept or copy_aside(self.path, data, partial(_aside_name, KEPT_PREFIX), 999)

    def _named(self, prefix: str) -> list[Path] | None:
        """The data folder's ``PREFIX*.mjgame`` files, by name; None when it cannot be listed."""
        try:
            names = sorted(
                entry.name
                for entry in os.scandir(self.directory)
                if entry.name.startswith(prefix) and entry.name.endswith(SUFFIX)
            )
        except OSError:
            return None
        return [self.directory / name for name in names]

    def _unread_entries(self) -> dict[str, frozenset[int]] | None:
        """The unread file's entries (see :func:`unread_file_bytes`); empty when there is none;
        None when one is there that does not read (:meth:`unread_trouble` says why)."""
        return self._read_unread()[0]

    def unread_trouble(self) -> UnreadTrouble | None:
        """Why the unread file that is there does not read: ``not_a_file`` (a folder, a pipe, a
        device), ``unreadable`` with the system's reason (no permission...), ``damaged`` (over
        its size limit, checked before reading, or bytes that are not its entries); None when
        it reads, or there is none (a game whose lines all read has no unread file)."""
        return self._read_unread()[1]

    def _read_unread(self) -> tuple[dict[str, frozenset[int]] | None, UnreadTrouble | None]:
        """The unread file's entries, or None and why it does not read (:meth:`unread_trouble`)."""
        try:
            data = read_regular_bytes(
                self.unread_path, UNREAD_FILE_MAX_BYTES + 1, max_size=UNREAD_FILE_MAX_BYTES
            )
        except StorageError as err:
            if err.code == "unreadable" and not os.path.lexists(self.unread_path):
                return {}, None  # no unread file (a link whose file is gone is one that does not read)
            if err.code == "not_a_file":
                return None, ("not_a_file", None)
            if err.code == "too_large":
                return None, ("damaged", None)
            reason = err.params.get("reason")
            return None, ("unreadable", reason if isinstance(reason, OSReason) else None)
        entries = unread_entries(data) if len(data) <= UNREAD_FILE_MAX_BYTES else {}
        if not entries:  # (never written empty: no file when there is nothing to name)
            return None, ("damaged", None)
        return entries, None

    def _source_of(self, data: bytes) -> tuple[str | None, str | None]:
        """:meth:`_read_source` of the game whose autosave's bytes are ``data``; when none is
        named for them and their last line is cut short, of their whole lines
        (:func:`whole_lines`): the game the source file names, with a line more begun."""
        for game in game_digests(data):
            found = self._read_source(game)
            if found != (None, None):
                return found
        return None, None

    def _read_source(self, game: str | None = None) -> tuple[str | None, str | None]:
        """The file name the source file gives the game whose bytes have the digest ``game``,
        and the digest its ``saved`` line holds (None: no such line; :data:`UNKNOWN_CONTENT` for
        one that is not a digest: what the file held is not known, so a save asks). (None,
        None): the source file names no file for that game (it names another game: a kill
        between the two writes), or there is none, or it is not ours (see :func:`source_entries`).
        An earlier mjgui's source file (one entry, no ``game`` line) gives its name, which may
        belong to another game (it was written apart from the game), so not its digest: a save
        of a resumed game then asks unless the file holds the game's first lines."""
        entries = self._source_entries()
        if not entries:
            return None, None
        if entries[0][2] is None:
            return entries[0][0], None
        return next(((name, saved) for name, saved, of in entries if of == game), (None, None))

    def _source_entries(self) -> list[SourceEntry] | None:
        """The source file's entries (see :func:`source_entries`); None when there is no source
        file, or one that is not ours: over its size limit (checked before reading) or not a
        regular file."""
        try:
            data = read_regular_bytes(
                self.source_path, SOURCE_FILE_MAX_BYTES + 1, max_size=SOURCE_FILE_MAX_BYTES
            )
        except StorageError:
            return None
        if len(data) > SOURCE_FILE_MAX_BYTES:  # it grew between the size check and the read
            return None
        return source_entries(data)

    def _held_entry(self) -> SourceEntry | None:
        """The source file's entry of the game the slot's file holds now (None: none names it)."""
        try:
            data = read_record_bytes(self.path)
        except StorageError:
            return None
        entries = self._source_entries() or []
        for game in game_digests(data):  # (a cut last line: its whole lines too, as :meth:`load`)
            entry = next((entry for entry in entries if entry[2] == game), None)
            if entry is not None:
                return entry
        return None

    def remove_stale_temp_files(self) -> int:
        """Delete temp files that killed writers of our files left here, and the locks that
        killed breakers of every slot's lock renamed aside (``autosave.lock.PID.NS.stale``),
        each once older than a minute; returns how many."""
        names = (self.path, self.source_path, self.previous_path, self.unread_path)
        removed = sum(remove_stale_temp_files(n, older_than=STALE_TEMP_SECONDS) for n in names)
        locks = (self.directory / slot_names(slot)[3] for slot in range(1, SLOTS + 1))
        return removed + sum(remove_stale_litter(lock, older_than=STALE_TEMP_SECONDS) for lock in locks)

    def modified(self) -> float | None:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return None

    def reclaim(self, *known: str | None) -> bool:
        """Hold a slot again after :meth:`release` (the window shown again), or a first one
        (the slot last written first, while it is free: see :meth:`claim`): True when the slot
        now held has a file (a game) other than the one this tracker last wrote there and than
        the ``known`` games (the game on its table, the one it found in its slot at start, which
        it keeps itself): another tracker wrote it meanwhile, or it is a closed tracker's. That
        game is kept aside before a write replaces it (see :meth:`write`); the caller may offer
        it first. Raises StorageError as :meth:`claim` does."""
        if self.still_held():
            return False
        self.claim()
        here = self.read_text()
        if self._holds_own_game() or any(same_game_text(here, game) for game in known):
            return False
        self._keep_pending = True
        return os.path.lexists(self.path)

    def write(
        self,
        text: str,
        source: str | None,
        saved: str | None = None,
        *,
        previous_taken: bool = False,
        unread: Sequence[int] = (),
    ) -> Path | None:
        """Write the slot this tracker holds (claiming one first); StorageError when it cannot.
        A slot claimed only now (all were held at start, or the window closed and another
        tracker wrote the slot meanwhile) may hold another game: it stays there, and this
        tracker writes a slot with no game instead (see :meth:`keep_other`); when every slot
        holds one, it is kept aside before being replaced, and the file it was kept in returned
        (None: no other game was replaced).
        It is kept in the slot's ``previous`` file, or, when ``previous_taken`` (the caller has
        just kept another game there: the one a new game replaced on the table), in a file of
        its own (``autosave-kept-STAMP.mjgame``), never over another file. ``saved``: the digest
        of what ``source`` held when the game was last opened or saved there, kept beside its
        name so that a resumed game's save still asks when another program changed the file.
        The slot this tracker wrote before its window closed, claimed again and still holding
        what it wrote, is not kept aside: that is its own game, and the game ``previous`` keeps
        (one set aside at a new game) stays; nor is a slot that holds ``text`` already.
        ``unread``: the lines of play of ``text`` the tracker cannot read (kept as they are until
        corrected), named in the unread file for this game, so that the next start tells them
        from a newer mjgui's lines (see :meth:`load_game`)."""
        self.reclaim(text)  # never held, released, or taken over by another window
        kept = self.keep_other(text, previous_taken=previous_taken)
        game = content_digest(encoded_text(self.path, text))
        data = source_file_bytes(source, saved, game, earlier=self._held_entry()) if source else None
        if data is not None:  # first: a kill before the game is written leaves the game it names too
            self._write_side(self.source_path, data)
        marks = unread_file_bytes(game, unread, earlier=self._held_unread())
        if marks is not None:  # first too, naming the game the slot holds until it is replaced
            self._write_side(self.unread_path, marks)
        atomic_write_text(self.path, text, follow_links=self._follow(self.path))
        self._written = (self.slot, text)
        if data is None:  # no file: a source file left by a kill names another game, not this one
            with contextlib.suppress(OSError):
                self.source_path.unlink()
        if not unread:  # every line reads: nothing of this mjgui's own to tell apart
            with contextlib.suppress(OSError):
                self.unread_path.unlink()
        return kept

    def _write_side(self, path: Path, data: bytes) -> None:
        """Write ``data`` to ``path``, the slot's source or unread file (its own, named by
        mjgui: no other program's file). What holds that name and cannot be written over (a
        folder, a pipe, a device, a link to one of them, to nowhere or in a loop, a file made
        read-only) is renamed aside first, never deleted (``autosave-set-aside-STAMP.unread``:
        :func:`_side_aside_name`), and the new file written in its place: a side file must not
        stop the game itself from being autosaved. So is a link written through that failed in
        its target's folder (one that cannot be written, a read-only disk): the link only, never
        the file it leads to. StorageError when the write fails anyway (a full disk, a folder
        that cannot be written: the game's write would fail too); :class:`SideFileError`,
        naming ``path`` and what it is, when what is in the way could not be renamed aside."""
        follow = self._follow(path)
        try:
            atomic_write_bytes(path, data, follow_links=follow)
            return
        except StorageError as err:
            linked = follow and err.code in _SIDE_LINK_FAILED and os.path.islink(path)
            if err.code not in _SIDE_BLOCKED and not linked:
                raise
            blocked = err.code
        try:
            set_aside(path, partial(_side_aside_name, path.name), 999, strict=True)
        except StorageError as err:
            raise _side_stuck(path, blocked, err.params.get("reason")) from None
        atomic_write_bytes(path, data, follow_links=follow)

    def _held_unread(self) -> tuple[str, frozenset[int]] | None:
        """The unread file's entry of the game the slot's file holds now (None: none)."""
        try:
            data = read_record_bytes(self.path)
        except StorageError:
            return None
        entries = self._unread_entries() or {}
        return next(((game, entries[game]) for game in game_digests(data) if game in entries), None)

    def keep_before_write(self) -> None:
        """Have the next write keep aside the game the slot holds now, when it is not the game
        written (see :meth:`keep_other`): a game another program put in the slot this tracker
        holds (a copy synced in from another desk), found while the slot stayed held."""
        self._keep_pending = True

    def keep_other(self, text: str, *, previous_taken: bool = False) -> Path | None:
        """The first step of :meth:`write`, which a caller may take on its own before it: the
        game of a slot claimed late (see :meth:`reclaim`), another tracker's, is left in its slot
        and this tracker moves to a slot with no game (:meth:`leave_other`); only when every
        slot holds a game or is held is that game kept aside before ``text`` replaces it; where
        it was kept (None: nothing kept, or nothing was pending).
        Said before the write, where it went is known even when the write then fails. Raises
        StorageError when it could not be kept (tried again at the next write)."""
        if not self._keep_pending or self.leave_other(text):
            return None
        kept = None if same_game_text(self.read_text(), text) else self._keep_other(previous_taken)
        self._keep_pending = False
        return kept

    def leave_other(self, text: str) -> bool:
        """The game of a slot claimed late (see :meth:`reclaim`), another tracker's, that
        ``text`` would replace, is left in its slot: this tracker moves to a slot with no game
        (:meth:`move_to_empty`). True when it moved; False when nothing was pending, the slot
        holds ``text``'s game or none, or no slot is free of a game (:meth:`keep_other` then
        keeps it aside)."""
        if not self._keep_pending:
            return False
        here = self.read_text()
        if here is None or same_game_text(here, text):
            return False
        return self.move_to_empty()

    def _keep_other(self, previous_taken: bool) -> Path | None:
        """Keep the game the slot holds, another tracker's, before it is replaced: in the
        slot's ``previous`` file, or (``previous_taken``) in a file of its own, renamed to the
        first ``autosave-kept-STAMP.mjgame`` (``-2``, ``-3``...) not taken; where it was kept
        (None: nothing readable to keep). Raises StorageError when it could not be kept."""
        if not previous_taken:
            kept = self.keep_previous()
            return kept[1] if kept is not None else None
        if self.read_text() is None:
            return None
        return set_aside(self.path, partial(_aside_name, KEPT_PREFIX), 999, strict=True)

    def _holds_own_game(self) -> bool:
        """The slot held now is the one this tracker last wrote, and holds what it wrote there
        (no other tracker wrote it meanwhile)."""
        written = self._written
        if written is None or written[0] != self.slot:
            return False
        return same_game_text(self.read_text(), written[1])

    def keep_previous(self, text: str | None = None) -> tuple[str, Path] | None:
        """Copy the autosaved game aside before a new game replaces it (``text``: the game to
        keep instead, the one on the table, which a failed autosave may not hold whole): the
        text kept and the file that holds it, or None when nothing is kept (nothing readable, or
        a game with no play in it while ``previous`` holds one that has: nothing to lose).

        The slot's ``previous`` file is never written over while it holds a game with play in
        it (:func:`holds_play`) that this one does not continue: a game kept at one new game is
        not lost at the next. This game then goes to a file of its own beside it,
        ``previous-STAMP.mjgame`` (``previous-2-STAMP.mjgame`` for slot 2; ``-2``, ``-3``...
        for the same second), never over an existing file. A game some ``previous`` file of
        the folder (any slot's) holds already, the very text, is not kept again: that file is
        returned (a finished game opened at each start, a new game undone and started again,
        would otherwise leave a copy each time), counted as kept now (:meth:`_kept_again`: no
        cap deletes it before the games kept earlier). Raises StorageError when it could not be kept:
        the autosave must then not be replaced."""
        if text is None:
            text = self.read_text()
        if text is None:
            return None  # a missing file; a damaged one was set aside
        same = self._kept_again(self.kept_copy(text))
        if same is not None:
            return text, same
        if not self.previous_taken_by(text):
            atomic_write_text(self.previous_path, text, follow_links=self._follow(self.previous_path))
            return text, self.previous_path
        if not holds_play(text):
            return None  # names and rules only: nothing lost, and the kept game stays
        return text, self._keep_beside(text)

    def kept_copy(self, text: str) -> Path | None:
        """The ``previous`` file of the data folder (this slot's first, then any slot's, or one
        kept beside one: ``previous*.mjgame``) that holds exactly ``text``; None: none does. A
        link is none: what it leads to may be a file a write replaces (the autosave itself)."""
        try:
            data = encoded_text(self.previous_path, text)
        except StorageError:
            return None
        named = self._named(PREVIOUS_PREFIX)
        return None if named is None else _holding([self.previous_path, *named], data)

    def _kept_again(self, same: Path | None) -> Path | None:
        """The file ``same`` (:meth:`kept_copy`), which holds the game being kept, made the newest
        game kept beside its slot's ``previous`` file when it is one of those (any slot's): renamed
        to a new name (:meth:`_previous_name`), so that no cap deletes it before the games kept
        after it (the player is told the game is there). Its path, as it is now (the old one when
        the rename fails, or it is a ``previous`` file itself, never deleted by a cap); None when
        ``same`` is None or gone meanwhile (the game is then to be kept anew)."""
        if same is None:
            return None
        for slot in range(1, SLOTS + 1):
            owner = self if slot == self.slot else Autosave(self.directory, slot)
            if not _beside_pattern(owner.previous_path.name).fullmatch(same.name):
                continue
            found = _by_age(owner._kept_beside() or [], time_stamp())
            if found and found[-1][1] == same.name and found[-1][0][0]:
                return same  # the newest of its slot already
            renamed = set_aside(same, owner._previous_name, 999)
            if renamed is None:
                return same if os.path.lexists(same) else None
            owner._prune_beside(renamed)
            return renamed
        return same

    def _keep_beside(self, text: str) -> Path:
        """Write ``text`` to a new file beside ``previous`` (see :meth:`_previous_name`), never
        over an existing one (:func:`~mjgui.core.game.storage.copy_aside`). Raises StorageError
        (``write_failed``) when it cannot."""
        data = encoded_text(self.previous_path, text)
        kept = copy_aside(self.previous_path, data, self._previous_name, 999, strict=True)
        assert kept is not None  # strict: raised instead
        self._prune_beside(kept)
        return kept

    def _prune_beside(self, new: Path) -> None:
        """Delete the games kept beside this slot's ``previous`` file (:meth:`_previous_name`)
        past the newest :data:`PREVIOUS_KEPT`, by the time and number in their names (in the
        order they were kept: a new name never sorts before one kept, whatever the clock did;
        the files' modification times come from the same clock, so they would not tell more),
        a name's time too far ahead (:data:`PREVIOUS_AHEAD`) counting as older than the others;
        called once ``new``, the one just written (or kept again: :meth:`_kept_again`), is
        safely on the disk, and ``new`` is always kept, as the newest.
        Only a regular file named exactly so is this slot's (``previous.mjgame``, another
        slot's files, anything else in the folder are never touched); a delete that fails is
        passed over: the save it follows has succeeded."""
        found = self._kept_beside()
        if found is None:
            return
        newest = _by_age([f for f in found if f[1] != new.name], time_stamp())[::-1]
        for _when, name in newest[PREVIOUS_KEPT - 1 :]:  # ``new`` is one of those kept
            with contextlib.suppress(OSError):
                os.unlink(self.directory / name)

    def _kept_beside(self) -> list[tuple[tuple[str, int], str]] | None:
        """The games kept beside this slot's ``previous`` file: each regular file named exactly
        so (:func:`_beside_pattern`), with its time and number (``-2``: 2; none: 1), which order
        them; None when the folder cannot be listed."""
        pattern = _beside_pattern(self.previous_path.name)
        found: list[tuple[tuple[str, int], str]] = []
        try:
            with os.scandir(self.directory) as listing:
                for entry in listing:
                    named = pattern.fullmatch(entry.name)
                    if named is not None and entry.is_file(follow_symlinks=False):
                        found.append(((named[1], int(named[2] or 1)), entry.name))
        except OSError:
            return None
        return found

    def previous_taken_by(self, text: str | None) -> bool:
        """Whether the slot's ``previous`` file holds a game that ``text`` must not replace: one
        with play in it that ``text`` does not continue (its lines are not the start of
        ``text``'s), or a file that does not read as a record (never written over)."""
        if not os.path.lexists(self.previous_path):
            return False
        try:
            kept = read_record_text(self.previous_path)
        except StorageError:
            return True
        if not holds_play(kept):
            return False
        return text is None or not _continues(text, kept)

    def _previous_name(self, stamp: str, n: int) -> str:
        """The name of a game kept beside a ``previous`` file that holds another one: the
        ``n``-th tried for the time ``stamp``, ``previous-STAMP.mjgame`` (``-2``...), numbered
        past those of that second kept already (a name a cap's delete freed is not taken again).
        The names stay in the order the games were kept when the clock was set back a little
        (:meth:`_prune_beside` deletes by them): when a game of this slot was kept under a later
        time at most :data:`PREVIOUS_AHEAD` ahead of ``stamp`` (a clock corrected, or a zone
        further west), the new one is named with that latest time and the next number, after
        it. A time further ahead was kept while the clock was set ahead by mistake, since
        corrected: not followed (every game kept after it
        would carry it, for years), the new one is named with ``stamp``, and that file counts
        as older than the others (the cap deletes it first). The game's own time is in its
        date line and the file's modification time."""
        until = _trusted_until(stamp)
        kept = self._kept_beside() or []
        stamp = max([stamp, *(when for (when, _number), _name in kept if when <= until)])
        taken = [number for (when, number), _name in kept if when == stamp]
        return _aside_name(
            self.previous_path.name.removesuffix(SUFFIX) + "-", stamp, n + max(taken, default=0)
        )

    def _follow(self, path: Path) -> bool:
        """Whether a write of ``path`` (one of this slot's files) goes through a link there (a
        file kept elsewhere by a link): not when it leads to another of the slot's files, or
        one of theirs leads to it. Written through, the one write would replace the other file
        (the game by its file's name, the kept game by the new one); the link is replaced. Nor
        when it leads to a file of the data folder itself (another slot's file, a side file: the
        data folder's files are mjgui's own, a link is there to keep one elsewhere)."""
        here = os.path.realpath(path)
        if (
            os.path.islink(path)
            and os.path.isfile(here)
            and os.path.dirname(here) == os.path.realpath(self.directory)
        ):
            return False
        others = (self.path, self.source_path, self.previous_path, self.unread_path)
        return all(os.path.realpath(other) != here for other in others if other != path)

    def read_text(self) -> str | None:
        """The autosaved record text, or None when there is none that reads."""
        try:
            return read_record_text(self.path)
        except StorageError:
            return None

    def game_text(self) -> str | None:
        """The record text :meth:`load` gives now (a cut last line that does not read kept as a
        comment, as the game was offered), or None when there is none or it is damaged: what a
        game read at start is compared with, never the file's raw text."""
        try:
            loaded = self.load()
        except StorageError:
            return None
        return None if loaded is None else loaded[0]

    def set_aside(self) -> Path | None:
        """Rename a damaged autosave so that nothing ever writes over it: a new name for each
        (``autosave-damaged-STAMP.mjgame``, then ``-2``, ``-3``...), never an existing file."""
        return set_aside(self.path, partial(_aside_name, DAMAGED_PREFIX), 999)


def tracker_replay(source: str | Record, since: GameResult | None = None) -> GameResult:
    """``source`` replayed as the tracker keeps a game: counted up to its first line of play
    that does not read, every later line that would do something not counted until it is
    corrected (``until_unread``); ``since``: the tracker's game before an edit, its lines the
    edited record begins with not applied again."""
    return replay(source, since=since, until_unread=True)


def resumed_text(text: str, record: Record, cut: int | None, own: Collection[int]) -> str:
    """An autosave's ``text`` (``record``, its :func:`cut_line` ``cut``) as the tracker resumes
    it: a cut last line this tracker wrote unread (``own``: a record opened so, not corrected yet)
    kept cut (:func:`kept_text`); else one that does not read kept as a comment
    (:func:`cut_as_note`): written back whole, it would read as a newer mjgui's line at the next
    start."""
    if cut is not None and cut in own:
        return kept_text(text, record)
    return cut_as_note(text, record)


def whole_lines(data: bytes) -> bytes | None:
    """The bytes of an autosave's whole lines, when its last line is cut short (``data`` does
    not end with a line break: a copy cut short, a write stopped by a crash, as
    :func:`~mjgui.core.game.storage.cut_line` says): ``data`` up to the last line break, the
    game as it was last written whole, which the source file may name. None when ``data`` ends
    with a line break, or holds none (no whole line)."""
    if not data or data.endswith((b"\n", b"\r")):
        return None
    end = max(data.rfind(b"\n"), data.rfind(b"\r"))
    return data[: end + 1] if end >= 0 else None


def game_digests(data: bytes) -> list[str]:
    """The digests the source file may name an autosave's game by (its ``game`` line), the
    first before the other: its bytes', then, when its last line is cut short, its whole
    lines' (:func:`whole_lines`)."""
    whole = whole_lines(data)
    return [content_digest(data)] + ([] if whole is None else [content_digest(whole)])


def lines_unread(data: bytes, path: Path) -> frozenset[int]:
    """The numbers of the lines of an autosave's bytes ``data`` (the file ``path``) that do not
    read (empty when its text does not read at all: it is then damaged, as :meth:`Autosave.load`
    says)."""
    try:
        record = parse_record(record_text(data, path))
    except StorageError:
        return frozenset()
    return frozenset(line.number for line in record.lines if line.error is not None)


def _doubtful(data: bytes, path: Path) -> bool:
    """Whether the autosave's bytes ``data`` (the file ``path``) hold a line that, were none of
    its lines this mjgui's own, would make its game a newer mjgui's (:func:`unplayable`)."""
    try:
        text = record_text(data, path)
    except StorageError:
        return False
    record = parse_record(text)
    return unplayable(record, cut_line(text, record)) is not None


def _side_stuck(path: Path, blocked: str, reason: object) -> SideFileError:
    """The error of a side file ``path`` that could not be written over (``blocked``: the code
    of the write's error) nor renamed aside (``reason``: why the rename failed)."""
    if blocked == "target_not_a_file":
        return SideFileError("side_not_a_file", path=path, reason=reason)
    if blocked == "read_only":
        return SideFileError("side_read_only", path=path, reason=reason)
    return SideFileError("side_link", path=path, reason=reason)  # a link that cannot be written through


def _side_aside_name(name: str, stamp: str, n: int) -> str:
    """The name a slot's side file (``name``: ``autosave.unread``, ``autosave-2.source``) that
    could not be written over is renamed to, the ``n``-th tried for the time ``stamp``:
    ``autosave-set-aside-STAMP.unread`` (``autosave-2-set-aside-STAMP.source``), then ``-2``..."""
    stem, suffix = os.path.splitext(name)
    return f"{stem}-set-aside-{stamp}{f'-{n + 1}' if n else ''}{suffix}"


def unplayable(record: Record, cut: int | None, own: Collection[int] = ()) -> GameError | None:
    """Why a tracker cannot play on an autosaved game that this mjgui reads only in part (a
    newer mjgui's): its rules line cannot be read (:func:`unread_rules`: a newer edition or
    option), or a line after its players line starts with a command word this mjgui does not
    know (``unknown_command``: a newer mjgui's kind of line, ``nukidora C``); None otherwise.
    ``cut``: the line the autosave's file ends inside, without its line break
    (:func:`~mjgui.core.game.storage.cut_line`, the rule *File > Open* says it by): cut short,
    never a newer mjgui's line, whatever its error (``tsumo`` cut to ``tsu``: a word this mjgui
    does not know; a rules line cut short: damaged, set aside and said). ``own``: the lines
    this mjgui wrote there as lines it could not read (:meth:`Autosave.own_unread`: a record
    opened with a typo such as ``tusmo``, kept as it is; a rules line of play below a players
    line, ``rules seed foo=1``, too): never a newer mjgui's either.
    Such a game is neither offered, nor set aside as damaged, nor written over: its file is left
    where it is for the mjgui that wrote it. Any other line that does not read (a typo such as
    31 fu, a last line cut short, a control character) is this mjgui's own damage: the game is
    offered with that line marked, or set aside as damaged when no play reads (a record whose
    players line does not read is damaged)."""
    unread = unread_rules(record)
    if unread is not None and (cut is None or unread.line != cut) and unread.line not in own:
        return unread
    players = False
    for line in record.lines:
        if isinstance(line.action, PlayersAction):
            players = True
        elif players and line.number != cut and line.number not in own and _unknown_command(line.error):
            return line.error
    return None


def _unknown_command(error: GameError | None) -> bool:
    """Whether a record line's ``error`` says its command word is one this mjgui does not know."""
    return error is not None and error.code == "unknown_command"


def unread_file_bytes(
    game: str, unread: Sequence[int], *, earlier: tuple[str, frozenset[int]] | None = None
) -> bytes | None:
    """What the unread file holds for the game ``game`` (the digest of the autosave's bytes)
    whose lines ``unread`` the tracker cannot read, then for the entry ``earlier`` (the game
    the slot holds until this one replaces it; left out when it is this game): one line each,
    the digest and the line numbers. None when there is nothing to name (no line unread in
    either)."""
    entries = [(game, sorted(set(unread)))] if unread else []
    if earlier is not None and earlier[0] != game and earlier[1]:
        entries.append((earlier[0], sorted(earlier[1])))
    if not entries:
        return None
    return b"".join(
        digest.encode("ascii") + b"".join(b" %d" % n for n in lines) + b"\n" for digest, lines in entries
    )


def unread_entries(data: bytes) -> dict[str, frozenset[int]]:
    """The entries of an unread file's bytes (see :func:`unread_file_bytes`): each game's digest
    and its lines. Empty for what is not an unread file (a line that is not an entry's)."""
    entries: dict[str, frozenset[int]] = {}
    for line in data.splitlines():
        found = _UNREAD_ENTRY.fullmatch(line)
        if found is None:
            return {}
        entries[found.group(1).decode("ascii")] = frozenset(int(n) for n in found.group(2).split())
    return entries


def unheld_slots(directory: str | os.PathLike[str]) -> list[Autosave]:
    """Every slot of the data folder ``directory`` with an autosave that no live tracker holds
    now (about the games a tracker opened now may offer: :meth:`Autosave.free_slots` with the
    first slot too), looked at without holding any: nothing is claimed, written or moved, and no
    lock is created, renamed or removed, a stale one either (:meth:`Autosave.looks_unheld`)."""
    probe = Autosave(directory)
    return [slot for slot in (probe, *probe._others()) if slot.looks_unheld()]


def _beside_pattern(previous_name: str) -> re.Pattern[str]:
    """The exact names of the games kept beside the ``previous`` file ``previous_name``
    (:meth:`Autosave._previous_name`): ``previous-YYYYMMDD-HHMMSS.mjgame``, then ``-2``, ``-3``...
    for the same second; the time and the number are the groups. Slot 1's never matches slot
    2's (``previous-2-...``)."""
    base = re.escape(previous_name.removesuffix(SUFFIX) + "-")
    return re.compile(base + r"([0-9]{8}-[0-9]{6})(?:-([0-9]+))?" + re.escape(SUFFIX))


def _trusted_until(now: str) -> str:
    """The latest time (YYYYMMDD-HHMMSS) in a kept game's name taken as the clock's for the
    time ``now``: :data:`PREVIOUS_AHEAD` after it; a later one is a clock's that was set ahead
    by mistake (a typo in the year), since corrected."""
    try:
        return (datetime.datetime.strptime(now, STAMP_FORMAT) + PREVIOUS_AHEAD).strftime(STAMP_FORMAT)
    except (ValueError, OverflowError):
        return "99999999-999999"  # no time to measure by (or the end of the calendar): all taken


def _by_age(found: list[tuple[tuple[str, int], str]], now: str) -> list[tuple[tuple[bool, str, int], str]]:
    """The games kept beside a ``previous`` file (:meth:`Autosave._kept_beside`) the oldest
    first, by the time and the number in their names, those with a time too far ahead of
    ``now`` (:func:`_trusted_until`: a clock set ahead by mistake) before all the others; the key's first
    item says whether the time is taken as the clock's."""
    until = _trusted_until(now)
    return sorted(((when <= until, when, number), name) for (when, number), name in found)


def _aside_name(prefix: str, stamp: str, n: int) -> str:
    """The name of a slot's game set aside (``prefix``: damaged or kept), the ``n``-th tried for
    the time ``stamp``: ``PREFIXSTAMP.mjgame``, then ``-2``, ``-3``..."""
    return f"{prefix}{stamp}{f'-{n + 1}' if n else ''}{SUFFIX}"


def holds_play(text: str) -> bool:
    """Whether a game has something in it to lose: a line after its players line (a hand, a
    riichi, a note), or no players line that reads while it has lines that do not (a damaged
    game). A new game's own lines (its date, rules and players) are not: typed again in a
    moment."""
    result = replay(text)
    players = result.final.players_line
    if not players:
        return bool(result.errors)
    return any(line.text.strip() for line in result.record.lines[players:])


def same_game_text(text: str | None, other: str | None) -> bool:
    """Whether two record texts (None: no file that reads) are the same game line for line,
    whatever their line ends (a copy a sync tool, git or an editor made CRLF is the same game)
    and blank lines at the end."""
    if text is None or other is None:
        return False
    return without_blank_end(split_lines(text)) == without_blank_end(split_lines(other))


def without_blank_end(lines: list[str]) -> list[str]:
    """``lines`` without the blank lines at their end (the list itself, cut)."""
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _continues(text: str, kept: str) -> bool:
    """Whether ``text`` holds every line of ``kept`` first (blank lines at the end aside): the
    same game, played on."""
    ours = text.splitlines()
    theirs = without_blank_end(kept.splitlines())
    return ours[: len(theirs)] == theirs


def source_file_bytes(
    source: str, saved: str | None = None, game: str | None = None, *, earlier: SourceEntry | None = None
) -> bytes | None:
    """What the source file holds for the file name ``source``, the digest ``saved`` and the
    game ``game`` (the digest of the autosave's bytes), then for the entry ``earlier`` (the game
    the slot holds until this one replaces it; left out when it is this game): each entry the
    name as the file system's bytes (a name that is not UTF-8 is kept as it is), then the
    ``saved`` and the ``game`` lines. A name that would not read back as one line (a line
    ending in it, or starting as the saved or the game line does) is %-quoted (``%``, CR and
    LF, and the first letter of such a start), the file's other name with it, and the
    :data:`QUOTED_LINE` ends the file. None for a name that cannot be kept (empty, over
    :data:`SOURCE_MAX_BYTES`, or with a NUL byte, which no file name holds)."""
    entries: list[SourceEntry] = [(source, saved, game)]
    if earlier is not None and game is not None and earlier[2] not in (None, game):
        entries.append(earlier)
    names = [os.fsencode(name) for name, _, _ in entries]
    if any(not name or len(name) > SOURCE_MAX_BYTES or b"\x00" in name for name in names):
        return None
    quoted = any(b"\n" in name or b"\r" in name or name.startswith(_LINE_PREFIXES) for name in names)
    data = b""
    for name, (_, digest, of) in zip(names, entries, strict=True):
        data += (_quote(name) if quoted else name) + b"\n"
        if digest is not None:
            data += SAVED_PREFIX + digest.encode("ascii") + b"\n"
        if of is not None:
            data += GAME_PREFIX + of.encode("ascii") + b"\n"
    return data + QUOTED_LINE + b"\n" if quoted else data


def _quote(name: bytes) -> bytes:
    """``name`` %-quoted: ``%``, CR and LF, and the first letter of a start like the saved or
    the game line."""
    name = _TO_QUOTE.sub(lambda m: b"%%%02X" % m.group()[0], name)
    if name.startswith(_LINE_PREFIXES):
        name = b"%%%02X" % name[0] + name[1:]
    return name


def source_entries(data: bytes) -> list[SourceEntry] | None:
    """The entries of a source file's bytes (see :func:`source_file_bytes`): each a name, maybe
    a ``saved`` line, and a ``game`` line; or an earlier mjgui's one entry, a name and maybe a
    ``saved`` line. None for what is not a source file: a line doubled or missing, another
    file's lines, a name badly quoted, too long or with a NUL byte."""
    lines = [line.rstrip(b"\r") for line in data.rstrip(b"\r\n").split(b"\n")]
    quoted = len(lines) > 1 and lines[-1] == QUOTED_LINE
    entries: list[SourceEntry] = []
    name: bytes | None = None
    saved: bytes | None = None
    for line in lines[:-1] if quoted else lines:
        game = _GAME_LINE.fullmatch(line)
        if name is None:
            if game is not None or line.startswith(SAVED_PREFIX):
                return None  # the saved or the game line without the name
            name = line
        elif game is not None:  # the entry's end
            entry = _entry(name, saved, game.group(1).decode("ascii"), quoted=quoted)
            if entry is None:
                return None
            entries.append(entry)
            name = saved = None
        elif saved is None and line.startswith(SAVED_PREFIX):
            saved = line
        else:
            return None  # a line doubled, or another file's lines
    if name is not None:  # an entry without its game line: an earlier mjgui's, alone
        entry = _entry(name, saved, None, quoted=quoted)
        if entries or entry is None:
            return None
        entries.append(entry)
    return entries


def _entry(name: bytes, saved: bytes | None, game: str | None, *, quoted: bool) -> SourceEntry | None:
    """One entry of the source file, read (None: its name is badly quoted, empty, too long or
    holds a NUL byte)."""
    if quoted and not _QUOTED.fullmatch(name):
        return None
    if quoted:
        name = unquote_to_bytes(name)
    if not name or len(name) > SOURCE_MAX_BYTES or b"\x00" in name:
        return None
    digest: str | None = None
    if saved is not None:
        digest = saved[len(SAVED_PREFIX) :].decode("ascii", "replace")
        if not is_digest(digest):
            digest = UNKNOWN_CONTENT
    return os.fsdecode(name), digest, game


def open_game(path: str | os.PathLike[str]) -> tuple[Record, str, str, GameResult]:
    """A record read as the tracker's *File > Open* reads it: (the record, its text as the
    tracker keeps it (:func:`~mjgui.core.game.storage.kept_text`: a cut last line of play that
    does not read kept without its line break), the digest of the bytes read, its replay
    counted up to its first line of play that does not read). A line of play that does not read
    is kept, to be marked and corrected; a damaged or hostile file, or one with no game before
    its first bad line (its rules or players line unread), raises StorageError as strict
    reading does; so does a players line that reads but that the game refuses (three names
    under four-player rules: :func:`~mjgui.core.game.game.refused_players`), with the same
    ``bad_line`` sentence (correct that line in a text editor)."""
    record, text, digest = open_record_text(path, keep_play=True)  # a bad line of play: kept
    result = tracker_replay(record)
    bad = next((line for line in record.lines if line.error is not None), None)
    if bad is not None and not result.step(bad.number).before.started:  # no game before it
        open_record(path)  # refused as ever, in the strict reading's words (a cut line...)
        raise bad_line_error(path, bad.number, bad.error)  # (the file changed meanwhile)
    refused = refused_players(result)  # a players line that reads, refused (3 names, 4 seats)
    if refused is not None and refused.line is not None:  # no game: as a head line unread
        raise bad_line_error(path, refused.line, refused)
    return record, text, digest, result


def trusted_source(source: str | None) -> str | None:
    """The file a resumed game may be saved back to without asking: only an existing game
    record (``.mjgame``, a regular file that opens as *File > Open* opens a record:
    :func:`open_game`, a line of play that does not read kept and marked). Anything else the
    autosave folder names is shown to the player and never written."""
    if not source or not source.lower().endswith(SUFFIX):
        return None
    try:
        open_game(source)
    except StorageError:
        return None
    return source


def _holding(paths: Iterable[Path], data: bytes) -> Path | None:
    """The first of ``paths`` that is a regular file (not a link) holding exactly ``data``."""
    for path in paths:
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and info.st_size == len(data) and read_record_bytes(path) == data:
                return path
        except (OSError, StorageError):
            continue
    return None

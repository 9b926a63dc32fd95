"""Saving and loading game records (``.mjgame``, autosave) safely.

A record is plain UTF-8 text; nothing in it is ever executed or unpickled. Writing goes to a
temporary file in the same directory, which is flushed and fsynced and then renamed over the
target with :func:`os.replace`, so a crash or a kill at any moment leaves either the old file or
the new one, never a mix. Loading checks the bytes before anything else: size, NUL bytes,
invalid UTF-8 and control characters are reported with their line number, and a strict load
also rejects lines that are not record lines. A rejected file is left untouched.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import hashlib
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import BinaryIO, ClassVar

from mjgui.core.errors import MahjongError, os_reason
from mjgui.core.game.record import (
    CUT_NOTE,
    FORBIDDEN_CHARS,
    PlayersAction,
    Record,
    parse_record,
    split_lines,
    table_example,
    unread_rules_line,
)
from mjgui.core.i18n import Msg, msg, nmsg, say
from mjgui.core.numbers import number
from mjgui.core.shown import rendered, shown_path
from mjgui.core.text import inner_sentence

MAX_BYTES = 1_000_000  # a long game is a few kilobytes
MAX_LINES = 10_000  # a long game is a hundred lines or so; each line is replayed on every change
SUFFIX = ".mjgame"
TEMP_SUFFIX = ".tmp"
# Opening must never wait: a FIFO named like a record would block an ordinary open forever.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)

MESSAGES: dict[str, Msg] = {
    "unreadable": msg("storage:unreadable", "{path} cannot be read: {reason}."),
    # unreadable of a link whose file is gone (target: where the link leads, as it is written)
    "unreadable_link": msg(
        "storage:unreadable_link",
        "{path} is a link to {target}, which does not exist: there is no file to read. Remove the "
        "link, or put the file back where it leads.",
    ),
    # unreadable_link of a link to a link (target, as it is written, is there: a link too) whose
    # file is gone: missing is the path the chain ends in, which does not exist
    "unreadable_link_chain": msg(
        "storage:unreadable_link_chain",
        "{path} is a link to {target}, which leads to {missing}, which does not exist: there is no "
        "file to read. Remove the link, or put the file back where it leads.",
    ),
    "not_a_file": msg(
        "storage:not_a_file",
        "{path} is not a regular file (it is a folder, a pipe or a device); a game record is a "
        "file. Nothing was read.",
    ),
    # size, max: grouped (3 000 000); the plural forms follow the size
    "too_large": nmsg(
        "storage:too_large",
        "{path} is {size} byte; a game record is at most {max} bytes. This is not a game record.",
        "{path} is {size} bytes; a game record is at most {max} bytes. This is not a game record.",
    ),
    # too_large of a stream (``game -``): its size is not known, only that it is over the limit
    "too_large_stream": nmsg(
        "storage:too_large_stream",
        "{path} holds more than {max} byte; a game record is at most {max} bytes. This is not a game record.",
        "{path} holds more than {max} bytes; a game record is at most {max} bytes. This is not a "
        "game record.",
    ),
    "too_many_lines": msg(
        "storage:too_many_lines",
        "{path} has more than {max} lines; a game record is at most {max}. This is not a game record.",
    ),
    "utf16": msg(
        "storage:utf16",
        '{path} looks like UTF-16 text (what Notepad calls "Unicode"); mjgui reads UTF-8. '
        "Save it again as UTF-8 in a text editor. It was not changed.",
    ),
    "binary": msg(
        "storage:binary",
        "{path}, line {line}: the file contains binary data (a NUL byte); it is not a game "
        "record or it is damaged. It was not changed.",
    ),
    # a file whose bytes end in zeros (NUL), nothing else after them (zero_filled_line): a copy
    # that sized the file first (a network share, a copy tool) and has not written it all yet;
    # said alike by the tracker, mjgui game and the league; line: where the zeros start
    "zero_filled": msg(
        "storage:zero_filled",
        "{path} ends in zero bytes from line {line} on: perhaps it is still being copied (a copy "
        "may fill the file with zeros first). Try again when the copy is done; if it stays so, the "
        "file is damaged: take the record from another copy. It was not changed.",
    ),
    "encoding": msg(
        "storage:encoding",
        "{path}, line {line}: the text is not valid UTF-8 (the file is damaged or not a game "
        "record). It was not changed.",
    ),
    # bytes that are not UTF-8 but read as a record in a Windows code page (ansi_code_page): a
    # record saved by Notepad as "ANSI" (Windows-1251 on a Russian system), neither damaged nor
    # another kind of file; code_page: the one it reads in, "Windows-1251" or "Windows-1252"
    "ansi": msg(
        "storage:ansi",
        "{path}, line {line}: the text is not UTF-8 but looks like a record saved in the code page "
        '{code_page} (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in a '
        "text editor. It was not changed.",
    ),
    # "ansi" whose words do not tell which code page it reads in (no code_page: the Western
    # and the Russian words are as many, or no word of two letters says it): both are named
    "ansi_either": msg(
        "storage:ansi_either",
        "{path}, line {line}: the text is not UTF-8 but looks like a record saved in a Windows code "
        'page (what Notepad calls "ANSI": Windows-1251 for Russian, Windows-1252 for Western European '
        "languages); mjgui reads UTF-8. Save it again as UTF-8 in a text editor. It was not changed.",
    ),
    "control": msg(
        "storage:control",
        "{path}, line {line}: the text contains a control or text-direction character ({char}); a "
        "game record is plain text. The file was not changed.",
    ),
    # a record the tracker does not open for one line it refuses (line: its rules or players
    # line, or a line before them; a line of play it opens marked): how to get the game back.
    # Not "game FILE lists every line": it refuses such a record whole too, naming that line
    # only (an unread rules line or a line before the players); the league says it in its own words
    "bad_line": msg(
        "storage:bad_line",
        "{path}: {reason} Correct line {line} in a text editor and open the file again. The file "
        "was not changed.",
    ),
    # bad_line of a record just written to a temporary file and read back (a log's record that
    # would not open again): no file to correct, so no remedy
    "bad_line_read_back": msg("storage:bad_line_read_back", "{path}: {reason} The file was not changed."),
    "truncated": msg(
        "storage:truncated",
        "{path}, line {line}: the file ends in the middle of this line; it looks truncated. "
        "{reason} The file was not changed.",
    ),
    "write_failed": msg(
        "storage:write_failed", "{path} could not be saved: {reason}. The previous file is unchanged."
    ),
    # a save asked of a game that has no file yet (no path named): nothing to name in the sentence
    "no_file": msg(
        "storage:no_file", "This game has no file yet: choose Save as… to name one. Nothing was written."
    ),
    # write_failed where no earlier file was there, or where that is not known (kept=False)
    "write_failed_new": msg(
        "storage:write_failed_new", "{path} could not be saved: {reason}. Nothing was written."
    ),
    # write_failed of a file whose folder is not there (ENOENT, the folder gone: no_folder); no
    # earlier file can be there either. folder: that folder
    "write_failed_no_folder": msg(
        "storage:write_failed_no_folder",
        "{path} was not saved: its folder {folder} does not exist (a stick removed, a share no "
        "longer connected, a folder name mistyped). Nothing was written.",
    ),
    # write_failed of a file saved through its link (target: the file the link leads to,
    # folder: that file's folder, where the new file is written)
    "write_failed_link": msg(
        "storage:write_failed_link",
        "{path} is a link to {target}, which could not be saved in its folder {folder}: {reason}. "
        "The previous file is unchanged.",
    ),
    "write_failed_link_new": msg(
        "storage:write_failed_link_new",
        "{path} is a link to {target}, which could not be saved in its folder {folder}: {reason}. "
        "Nothing was written.",
    ),
    # a name longer than the file system takes (size: its bytes in UTF-8, max: the longest name
    # the folder takes); n: the size, for the plural forms
    "name_too_long": nmsg(
        "storage:name_too_long",
        "{path} was not saved: its name is {size} byte long, and a file name in that folder can be "
        "at most {max} bytes (a Cyrillic letter takes two). Choose a shorter name. Nothing was "
        "written.",
        "{path} was not saved: its name is {size} bytes long, and a file name in that folder can be "
        "at most {max} bytes (a Cyrillic letter takes two). Choose a shorter name. Nothing was "
        "written.",
    ),
    # the name fits, but the whole path of folders above it is longer than the system takes
    "path_too_long": msg(
        "storage:path_too_long",
        "{path} was not saved: the path of the file, its folders included, is longer than the "
        "system takes. Choose a shorter name or a folder nearer the top of the disk. Nothing was "
        "written.",
    ),
    "unencodable": msg(
        "storage:unencodable",
        "{path} was not saved: the text holds a character that cannot be written as UTF-8 "
        "(at character {pos}). Nothing was written.",
    ),
    "target_not_a_file": msg(
        "storage:target_not_a_file",
        "{path} is not a regular file (it is a folder, a pipe or a device); nothing was written to it.",
    ),
    "read_only": msg(
        "storage:read_only",
        "{path} is read-only; it was not replaced. Choose another name or make the file writable.",
    ),
    # a file whose disk is mounted read-only (a write-protected stick or card, a share mounted
    # read-only): no name in that folder can be written; folder: the folder written to
    "read_only_disk": msg(
        "storage:read_only_disk",
        "{path} was not saved: its folder {folder} is on a read-only disk (a write-protected stick "
        "or card, a share mounted read-only). Save to a folder on another disk. The previous file "
        "is unchanged.",
    ),
    # read_only_disk where no earlier file was there (kept=False)
    "read_only_disk_new": msg(
        "storage:read_only_disk_new",
        "{path} was not saved: its folder {folder} is on a read-only disk (a write-protected stick "
        "or card, a share mounted read-only). Save to a folder on another disk. Nothing was written.",
    ),
    # folder_failed, folder_unwritable where the folder's disk is mounted read-only
    "folder_read_only_disk": msg(
        "storage:folder_read_only_disk",
        "Nothing can be written in the folder {path}: it is on a read-only disk (a write-protected "
        "stick or card, a share mounted read-only). Save to a folder on another disk.",
    ),
    "folder_blocked": msg(
        "storage:folder_blocked",
        "The folder {path} cannot be created: a file is in the way (where that folder or one "
        "above it should be).",
    ),
    "folder_failed": msg("storage:folder_failed", "The folder {path} cannot be created: {reason}."),
    "folder_unwritable": msg(
        "storage:folder_unwritable", "Nothing can be written in the folder {path}: {reason}."
    ),
    "dangling_link": msg(
        "storage:dangling_link",
        "{path} is a link to {target}, whose folder does not exist; nothing was written. "
        "Create the folder or remove the link.",
    ),
    "link_loop": msg(
        "storage:link_loop",
        "{path} is a link that leads back to itself; nothing was written. Remove the link.",
    ),
    "changed_on_disk": msg(
        "storage:changed_on_disk",
        "{path} was changed by another program since it was opened here; it was not saved over.",
    ),
    # a file saved under a new name (Save as) that another desk or program created meanwhile
    "appeared": msg(
        "storage:appeared",
        "{path} was not saved: a file of that name appeared there meanwhile (another desk or "
        "program wrote it), and it was not replaced. Save as again to replace it or to choose "
        "another name.",
    ),
    "busy": msg(
        "storage:busy",
        "{path} is being written by another mjgui window; nothing was written. Try again.",
    ),
    # a file of a shared folder whose lock (lockfile.shared_file_lock) another writer held for
    # seconds; lock: that lock file (hidden)
    "locked": msg(
        "storage:locked",
        "{path} is being saved by another desk or window right now; nothing was written. Try again "
        "in a moment. If no other desk is saving it, its lock file was left by one that stopped: "
        "delete {lock}, then save again.",
    ),
    # the lock file's name taken by what is not a lock file (a folder)
    "lock_blocked": msg(
        "storage:lock_blocked",
        "{path} was not saved: {lock}, where its lock file goes, is not a lock file (a folder, a "
        "pipe, a device, a link, or a file too large or unreadable). Remove {lock} if no program "
        "uses it, then save again.",
    ),
    # a lock file judged stale that could not be removed (another user's in a shared folder, or
    # one a network share keeps busy); reason: why
    "lock_stuck": msg(
        "storage:lock_stuck",
        "{path} was not saved: its lock file {lock} could not be removed ({reason}). If no other "
        "desk is saving it, remove {lock} (or ask who owns the folder to), then save again.",
    ),
}


#: The path a record read from standard input (``game -``) goes by: named :data:`STDIN_NAME`.
STDIN = "-"
STDIN_NAME = msg("storage:stdin", "Standard input")

#: The checks of a record's text said of standard input (``game -``): what it holds is "the
#: input", and no file is there to be left unchanged.
STREAM_MESSAGES: dict[str, Msg] = {
    "utf16": msg(
        "storage:utf16_stream",
        '{path} looks like UTF-16 text (what Notepad calls "Unicode"); mjgui reads UTF-8. '
        "Convert the input to UTF-8 first.",
    ),
    "binary": msg(
        "storage:binary_stream",
        "{path}, line {line}: the input contains binary data (a NUL byte); it is not a game record "
        "or it is damaged.",
    ),
    "zero_filled": msg(
        "storage:zero_filled_stream",
        "{path} ends in zero bytes from line {line} on: perhaps the file it comes from is still "
        "being copied (a copy may fill the file with zeros first). Try again when the copy is done; "
        "if it stays so, the file is damaged: take the record from another copy.",
    ),
    "encoding": msg(
        "storage:encoding_stream",
        "{path}, line {line}: the input is not valid UTF-8 text (it is damaged or not a game record).",
    ),
    "ansi": msg(
        "storage:ansi_stream",
        "{path}, line {line}: the input is not UTF-8 but looks like a record in the code page "
        '{code_page} (what Notepad calls "ANSI"). Convert the input to UTF-8 first.',
    ),
    "ansi_either": msg(
        "storage:ansi_either_stream",
        "{path}, line {line}: the input is not UTF-8 but looks like a record in a Windows code page "
        '(what Notepad calls "ANSI": Windows-1251 for Russian, Windows-1252 for Western European '
        "languages). Convert the input to UTF-8 first.",
    ),
    "control": msg(
        "storage:control_stream",
        "{path}, line {line}: the input contains a control or text-direction character ({char}); a "
        "game record is plain text.",
    ),
}


class StorageError(MahjongError):
    """A record file that cannot be read, is not a record, or cannot be written."""

    def __init__(
        self, code: str, *, path: str | os.PathLike[str] = "", line: int = 0, **params: object
    ) -> None:
        self.path = str(path)
        self.line = line
        super().__init__(code, path=self.path, line=line, **params)

    #: a subclass for another kind of file words its own codes (a code it does not word is said
    #: as a record file's); the parameters are shown the same way, file names escaped. Its
    #: ``too_large`` with ``size`` None (a file found over the limit only by the read: it grew
    #: after its size was checked, and what was read is not its size) is its ``too_large_grew``
    own_messages: ClassVar[Mapping[str, Msg]] = {}

    def message(self, lang: str = "en") -> str:
        texts = self._own_message() or self._record_messages()
        params = {
            k: _shown_file(v, lang) if k in _FILE_PARAMS else rendered(v, lang)
            for k, v in self.params.items()
        }
        if texts is None:
            return f"{self.code} ({params})"
        if self.code == "unreadable" and "reason" in params:  # "cannot be read: no such file..."
            params["reason"] = inner_sentence(str(params["reason"]), lang)
        if "folder" not in params:  # a write said of the disk: the folder of the file written
            params["folder"] = _shown_file(_folder_of(self.path), lang)
        return say(texts, lang, **_sizes_shown(params, lang))

    def retold(self, kind: type[StorageError], *, path: str | os.PathLike[str] | None = None) -> StorageError:
        """The same error (code, line and the other parameters) as ``kind``, the error of
        another kind of file, and said of ``path`` when given (a temporary file's error said of
        its target)."""
        params = {k: v for k, v in self.params.items() if k not in ("path", "line")}
        return kind(self.code, path=self.path if path is None else path, line=self.line, **params)

    def _own_message(self) -> Msg | None:
        """The message a subclass words this error with (None: as a record file's)."""
        if self.code == "too_large" and self.params.get("size") is None:  # only known to be over
            return self.own_messages.get("too_large_grew")
        if self._code_page_untold():
            return self.own_messages.get("ansi_either")
        return self.own_messages.get(self.code)

    def _code_page_untold(self) -> bool:
        """Whether this is ``ansi`` without its ``code_page`` (the text's words do not tell which
        it is): said by its ``ansi_either`` sentence, which names both."""
        return self.code == "ansi" and "code_page" not in self.params

    def _record_messages(self) -> Msg | None:
        texts = MESSAGES.get(self.code)
        if self.path == STDIN:
            texts = STREAM_MESSAGES.get(self.code, texts)
        if self._code_page_untold():
            texts = STREAM_MESSAGES["ansi_either"] if self.path == STDIN else MESSAGES["ansi_either"]
        if self.code == "too_large" and self.params.get("size") is None:
            texts = MESSAGES["too_large_stream"]
        elif on_read_only_disk(self) and self.code.startswith("folder_"):
            texts = MESSAGES["folder_read_only_disk"]
        elif on_read_only_disk(self):  # a write that failed so too (a lock file's): the same words
            texts = MESSAGES["read_only_disk_new" if self.params.get("kept") is False else "read_only_disk"]
        elif self.code == "unreadable" and "missing" in self.params:  # a link to a link to nothing
            texts = MESSAGES["unreadable_link_chain"]
        elif self.code == "unreadable" and "target" in self.params:  # a link to nothing
            texts = MESSAGES["unreadable_link"]
        elif self.code == "write_failed" and self.params.get("no_folder"):
            texts = MESSAGES["write_failed_no_folder"]
        elif self.code == "write_failed":  # nothing kept (kept=False), or written through a link
            new, linked = self.params.get("kept") is False, "target" in self.params
            if linked:
                texts = MESSAGES["write_failed_link_new"] if new else MESSAGES["write_failed_link"]
            elif new:
                texts = MESSAGES["write_failed_new"]
        return texts


def on_read_only_disk(error: StorageError) -> bool:
    """Whether ``error`` is a write refused because the disk is mounted read-only: a file there
    (``read_only_disk``), or a write, a folder's creation, a lock file that failed with
    ``EROFS``."""
    if error.code == "read_only_disk":
        return True
    codes = ("write_failed", "folder_failed", "folder_unwritable")
    return error.code in codes and getattr(error.params.get("reason"), "errno", None) == errno.EROFS


#: the parameters that name a file: shown with :func:`~mjgui.core.shown.shown_path`
_FILE_PARAMS = frozenset({"path", "target", "missing", "folder", "lock"})
#: the parameters that are a size or a limit: grouped as every number (3 000 000)
_SIZE_PARAMS = ("size", "max")


def _sizes_shown(params: dict[str, object], lang: str) -> dict[str, object]:
    """A message's sizes and limits grouped as the app writes numbers (3 000 000 bytes), with
    ``n`` the size (else the limit) for the plural forms of the word after it (байт, байта)."""
    out = dict(params)
    for name in _SIZE_PARAMS:
        value = params.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            out.setdefault("n", value)
            out[name] = number(value, lang)
    return out


def _shown_file(path: object, lang: str) -> str:
    """A file named in a message: standard input by its name, a file as
    :func:`~mjgui.core.shown.shown_path` shows it."""
    return say(STDIN_NAME, lang) if path == STDIN else shown_path(path)


# ---------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------


def _line_number(before: str) -> int:
    """The number of the line that the text after ``before`` is on (any line ending)."""
    return len(split_lines(before + "x"))


def _line_of(data: bytes, index: int) -> int:
    return _line_number(data[:index].decode("latin-1"))


def read_record_text(
    path: str | os.PathLike[str],
    max_bytes: int = MAX_BYTES,
    *,
    ansi: Callable[[bytes], str | None] | None = None,
) -> str:
    """The text of a record file, after checking it is plain UTF-8 text of a sane size;
    ``ansi``: the Windows code page bytes not UTF-8 read in as such a file (``ansi``, not
    ``encoding``; None: none), when it is another kind of file than a record (:func:`record_text`).

    Raises :class:`StorageError` (with the line number where it applies); never writes.
    """
    return record_text(read_record_bytes(path, max_bytes), path, max_bytes, ansi=ansi)


def read_record_bytes(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of a record file (a regular file of at most ``max_bytes``), not yet checked
    as text; StorageError ``too_large`` (its size checked before reading, and what was read),
    ``unreadable`` or ``not_a_file``."""
    data = read_regular_bytes(path, max_bytes + 1, max_size=max_bytes)
    if len(data) > max_bytes:  # it grew between the size check and the read
        try:
            size = os.path.getsize(path)
        except OSError:
            size = len(data)
        raise StorageError("too_large", path=path, size=size, max=max_bytes)
    return data


def read_record_stream(stream: BinaryIO, max_bytes: int = MAX_BYTES) -> str:
    """The text of a record read from a binary stream (``game -``: standard input, named
    :data:`STDIN` in the messages), with the checks of :func:`read_record_text` and its size
    limit: at most one byte over it is ever read (``game - < /dev/zero`` stops there).

    Raises :class:`StorageError`; the ``OSError`` of a read that fails (standard input closed or
    open for writing only) is the caller's: an input that cannot be read, which the command line
    says as every command does (status 74), not a record refused."""
    data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise StorageError("too_large", path=STDIN, size=None, max=max_bytes)
    return record_text(data, STDIN, max_bytes)


def record_text(
    data: bytes,
    path: str | os.PathLike[str],
    max_bytes: int = MAX_BYTES,
    *,
    ansi: Callable[[bytes], str | None] | None = None,
) -> str:
    """The text of a record's bytes (read from ``path``, which the messages name), after
    checking it is plain UTF-8 text of a sane size: no NUL byte (UTF-16 said as such), valid
    UTF-8 (else ``ansi`` when it looks saved in a Windows code page, which it names: ``ansi``
    given, else :func:`ansi_code_page`; ``encoding`` when not), no control character or bidirectional
    override, at most :data:`MAX_LINES` lines. Raises :class:`StorageError` with the line
    number where it applies."""
    if len(data) > max_bytes:
        raise StorageError("too_large", path=path, size=len(data), max=max_bytes)
    zeros = zero_filled_line(data)
    if zeros is not None:  # a copy under way: neither UTF-16 (all zeros) nor binary data
        raise StorageError("zero_filled", path=path, line=zeros)
    nul = data.find(b"\x00")
    if nul >= 0 and looks_like_utf16(data):
        raise StorageError("utf16", path=path, line=1)
    if nul >= 0:
        raise StorageError("binary", path=path, line=_line_of(data, nul))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        # the decoder counts from after a byte-order mark; the line is counted from the file's start
        at = err.start + (len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0)
        page = (ansi_code_page if ansi is None else ansi)(data)
        if page is not None:  # named only when its words tell which it is
            told = {"code_page": page} if page != UNTOLD_CODE_PAGE else {}
            raise StorageError("ansi", path=path, line=_line_of(data, at), **told) from None
        raise StorageError("encoding", path=path, line=_line_of(data, at)) from None
    bad = FORBIDDEN_CHARS.search(text)  # found in one linear scan
    if bad is not None:
        index = bad.start()
        line = _line_number(text[:index])
        raise StorageError("control", path=path, line=line, char=f"U+{ord(text[index]):04X}")
    if len(split_lines(text)) > MAX_LINES:
        raise StorageError("too_many_lines", path=path, max=MAX_LINES)
    return text


def zero_filled_line(data: bytes) -> int | None:
    """The line from which ``data`` holds only zero bytes (NUL) to its end, when it ends in them
    and holds no other NUL (a file a copy has sized but not written all of: over a network
    share, by a copy tool; all zeros, line 1); None for any other bytes, an empty file too.
    The one test of a record being copied: the tracker, ``mjgui game`` and the league ask it."""
    body = data.rstrip(b"\0")
    if len(body) == len(data) or b"\0" in body:
        return None
    return len(split_lines((body + b"x").decode("utf-8", "replace")))


def looks_like_utf16(data: bytes) -> bool:
    """Whether ``data`` reads as UTF-16 text (a byte-order mark, or a NUL in every other byte of
    its start, as ASCII text saved as UTF-16 has): said as such, not as binary data."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return True
    head = data[: 2 * 64]
    if len(head) < 4:
        return False
    half = len(head) // 2
    even, odd = head[0 : 2 * half : 2], head[1 : 2 * half : 2]
    return even.count(0) == half or odd.count(0) == half


#: the characters other than letters a record in a Windows code page may hold (Windows-1251:
#: quotes, dashes, the no-break space, the numero sign)
_ANSI_MARKS = frozenset("\u00a0\u00ab\u00bb\u2013\u2014\u2026\u201c\u201d\u201e\u2018\u2019\u2116")
#: a players line, its keyword in ASCII as in every record
_PLAYERS_LINE = re.compile(rb"(?m)^[ \t]*players[ \t]")
#: two letters beyond ASCII side by side, as a word of a name has them
_TWO_LETTERS = re.compile(r"[^\x00-\x7f]{2}")
#: the Windows code pages Notepad saves "ANSI" text in that a club writes names in, with the names
#: they are said by: Russian (Windows-1251) and Western (Windows-1252: José, Jürgen, Zoë)
_CODE_PAGES = {"cp1251": "Windows-1251", "cp1252": "Windows-1252"}
#: a word of letters (no digit, no ``_``): a name's words are parted by whatever is no letter
_WORD = re.compile(r"[^\W\d_]+")
#: what :func:`windows_code_page` says of text saved in one of :data:`_CODE_PAGES` whose words
#: do not tell which (the error then names both, not one it is not sure of)
UNTOLD_CODE_PAGE = ""


def looks_like_ansi(data: bytes) -> bool:
    """Whether ``data``, which is not UTF-8, reads as a record saved in a Windows code page
    (:func:`ansi_code_page`)."""
    return ansi_code_page(data) is not None


def ansi_code_page(data: bytes) -> str | None:
    """The Windows code page ``data``, which is not UTF-8, reads in as a record saved so
    (Notepad's "ANSI": Windows-1251 on a Russian system, Windows-1252 on a Western one): it has
    a ``players`` line and reads as such text (:func:`windows_code_page`, the names being those
    of its players lines); None when it does not."""
    if _PLAYERS_LINE.search(data) is None:
        return None
    return windows_code_page(data, _players_names)


def _players_names(text: str) -> list[str]:
    """The names of a record's players lines (the words after ``players``)."""
    return [
        name
        for line in text.splitlines()
        if (words := line.split()) and words[0] == "players"
        for name in words[1:]
    ]


def windows_code_page(data: bytes, names: Callable[[str], Iterable[str]]) -> str | None:
    """The Windows code page (:data:`_CODE_PAGES`, as said: ``Windows-1251``) that ``data``,
    which is not UTF-8, reads in as text saved so — a record, the aliases file; None when it
    does not. It reads so when more of its bytes beyond ASCII break
    UTF-8 than make letters of it (a UTF-8 file with a byte damaged, or cut in a letter, stays
    damaged), and in one of the code pages it decodes into letters and a few marks only, with
    a word in it: two letters beyond ASCII side by side (a Russian name), or one of the
    ``names`` (what the text names players by) a word of letters with one beyond ASCII among
    them (Jürgen, José) — not a stray byte in a comment.
    Text that reads so in both (most Western text reads as letters in Windows-1251 too: José
    as «Josй») is said to be in the one more of its words fit (:func:`_code_page_votes`), and
    :data:`UNTOLD_CODE_PAGE` when as many fit each (none: its words are of one letter)."""
    as_utf8 = data.decode("utf-8", "replace")
    broken = as_utf8.count("\ufffd")
    if broken <= sum(1 for c in as_utf8 if not c.isascii()) - broken:
        return None
    found: list[tuple[str, str]] = []
    for code_page in _CODE_PAGES:
        try:
            text = data.decode(code_page)
        except UnicodeDecodeError:
            continue
        beyond = [c for c in text if not c.isascii()]
        if not all(c.isalpha() or c in _ANSI_MARKS for c in beyond):
            continue
        if _TWO_LETTERS.search(text) is not None or any(map(_accented_word, names(text))):
            found.append((code_page, text))
    if not found:
        return None
    if len(found) > 1:
        russian, western = _code_page_votes(found[0][1])
        if russian == western:
            return UNTOLD_CODE_PAGE
        return _CODE_PAGES["cp1251" if russian > western else "cp1252"]
    return _CODE_PAGES[found[0][0]]


def _code_page_votes(text: str) -> tuple[int, int]:
    """How many words of ``text`` (as decoded in Windows-1251) read as Russian and how many as
    Western. A word of two letters beyond ASCII side by side is Russian (Алёна; «Cаша» with a
    Latin C still has «аша»); one whose letters beyond ASCII each stand alone among ASCII ones is
    Western (José as «Josй», Ødegård as «Шdegеrd»). A word of one letter does not count: French
    «à» and Italian «è» read as the Russian words «а» and «и»."""
    russian = western = 0
    for word in _WORD.findall(text):
        if len(word) < 2 or word.isascii():
            continue
        if _TWO_LETTERS.search(word) is not None:
            russian += 1
        else:
            western += 1
    return russian, western


def _accented_word(name: str) -> bool:
    """Whether a name holds a word of letters (two at least), one of them beyond ASCII at least
    and one in it (Jürgen, José, Zoë; so ``José_K``, ``Zoë-Marie``, ``Jürgen2``: the name's
    words are parted by whatever is no letter)."""
    return any(
        len(word) > 1 and not word.isascii() and any(c.isascii() for c in word)
        for word in _WORD.findall(name)
    )


def read_regular_bytes(path: str | os.PathLike[str], limit: int, *, max_size: int | None = None) -> bytes:
    """Up to ``limit`` bytes of ``path``, which must be a regular file (never waits on a FIFO).
    ``max_size``: a file larger than that is refused before a byte of it is read (StorageError
    ``too_large`` with its size); the caller still checks what it read, as the file may grow.

    Raises StorageError ``unreadable``, ``not_a_file`` or ``too_large`` (the caller words its own)."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as err:
        raise unreadable_error(path, err) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise StorageError("not_a_file", path=path)
        if max_size is not None and info.st_size > max_size:
            raise StorageError("too_large", path=path, size=info.st_size, max=max_size)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(limit)
    except OSError as err:
        raise StorageError("unreadable", path=path, reason=os_reason(err)) from None
    finally:
        os.close(fd)


def unreadable_error(path: str | os.PathLike[str], err: OSError) -> StorageError:
    """``unreadable``: ``path`` could not be opened for ``err``; a link whose file is gone (a
    dangling link: the name is there, ``ENOENT`` all the same) names where it leads
    (``target``, as the link writes it), which the system's "No such file or directory" does
    not. A link to a link (``target`` is there, itself a link) names too the path the chain ends
    in, which is missing (``missing``): ``target`` does exist, beside the link. The one test of
    such a link: the logs' reader and the window's opening say it from this error's words."""
    if err.errno == errno.ENOENT:
        try:
            target = os.readlink(path)
        except (OSError, ValueError):  # no link: the file itself is gone
            target = None
        if target is not None and os.path.islink(os.path.join(os.path.dirname(path), target)):
            missing = os.path.realpath(path)  # as far as the links lead (a loop is ELOOP, not here)
            return StorageError(
                "unreadable", path=path, reason=os_reason(err), target=target, missing=missing
            )
        if target is not None:
            return StorageError("unreadable", path=path, reason=os_reason(err), target=target)
    return StorageError("unreadable", path=path, reason=os_reason(err))


_read_regular_file = read_regular_bytes  # its earlier, private name


def load_record(path: str | os.PathLike[str], *, strict: bool = True) -> Record:
    """Read and parse a record file.

    ``strict`` (for opening a file): any line that is not a record line rejects the file, with
    that line's number; a last line without its newline that does not parse is reported as a
    truncated file. Not strict: only the text checks of :func:`read_record_text`; bad lines stay
    in the record for the replay to report.
    """
    return open_record(path, strict=strict)[0]


def open_record(
    path: str | os.PathLike[str], *, strict: bool = True, keep_play: bool = False
) -> tuple[Record, str]:
    """:func:`load_record`, with the :func:`content_digest` of the very bytes read: what a later
    save checks the file still holds (:func:`save_record`'s ``expect``). ``keep_play``: see
    :func:`record_of`."""
    record, _text, digest = open_record_text(path, strict=strict, keep_play=keep_play)
    return record, digest


def open_record_text(
    path: str | os.PathLike[str], *, strict: bool = True, keep_play: bool = False
) -> tuple[Record, str, str]:
    """:func:`open_record`, with the record's text as the tracker keeps it (:func:`kept_text`:
    a last line of play cut short that does not read kept without its line break), read once."""
    data = read_record_bytes(path)
    record = record_of(data, path, strict=strict, keep_play=keep_play)
    return record, kept_text(record_text(data, path), record), content_digest(data)


def record_of(
    data: bytes, path: str | os.PathLike[str], *, strict: bool = True, keep_play: bool = False
) -> Record:
    """The record in the bytes of a record file (read from ``path``, which the messages name),
    checked as :func:`load_record` checks the file it reads. ``keep_play`` (the tracker's
    *File > Open*): strict up to the players line, but a line after it that does not read (a
    typo, a newer mjgui's line, a line cut short) is kept in the record as it is, for the
    tracker to mark and to replay the game up to it; a record whose rules or players line does
    not read is no game to replay: refused as strict refuses it."""
    text = record_text(data, path)
    record = parse_record(text)
    if strict:
        names: tuple[str, ...] = ()  # the table's, once read: the lines a refusal suggests name them
        for line in record.lines:
            if isinstance(line.action, PlayersAction):
                if keep_play:
                    break
                names = names or line.action.names
            if line.error is None:
                continue
            if line.number == cut_line(text, record):
                raise StorageError("truncated", path=path, line=line.number, reason=line.error)
            reason = unread_rules_line(line) or table_example(line.error, names)  # rules: said so
            raise bad_line_error(path, line.number, reason)
    return record


def bad_line_error(path: str | os.PathLike[str], line: int, reason: object) -> StorageError:
    """``bad_line``: the record ``path`` is not opened for its line ``line``, refused for
    ``reason``; the message says how to get the game back (correct the line)."""
    return StorageError("bad_line", path=path, line=line, reason=reason)


def cut_line(text: str, record: Record) -> int | None:
    """The number of the line of ``record`` (parsed from ``text``) that is cut short: its last
    line when the text does not end with a line break (every record mjgui writes ends with one:
    a write stopped by a crash, a file copied in part); None when the text ends with one. The one
    rule of a cut line: *File > Open* says such a line's error as a file cut off
    (``truncated``), and an autosave never takes it for a newer mjgui's line
    (:func:`~mjgui.controller.game.autosave.unplayable`)."""
    if record.lines and text and not text.endswith(("\n", "\r")):
        return len(record.lines)
    return None


def cut_as_note(text: str, record: Record) -> str:
    """``record``'s text (parsed from ``text``), each line ending with a line break, with its
    :func:`cut_line`, when that line is a line of play (a players line comes before it) that
    does not read (``tsu``: ``tsumo`` cut short), kept as a comment (``# mjgui cut short: tsu``,
    :data:`~mjgui.core.game.record.CUT_NOTE`). Written back as a whole line, it would be a line
    this mjgui cannot tell from a newer mjgui's (an unknown command word) or a typo: the cut text
    stays in the record, shown as cut short, and the record reads as *File > Open* reads it (a cut
    line is never a whole line of the record). A cut rules or players line is left as it is: the
    record is no game without it, damaged (set aside and said, never written over unseen)."""
    cut = cut_line(text, record)
    if cut is None or record.lines[cut - 1].error is None:
        return record.text
    if not any(isinstance(line.action, PlayersAction) for line in record.lines[: cut - 1]):
        return record.text  # a cut rules or players line: no game to play on, damaged
    lines = [line.text for line in record.lines]
    lines[cut - 1] = f"# {CUT_NOTE} {lines[cut - 1]}"
    return "".join(line + "\n" for line in lines)


def kept_text(text: str, record: Record) -> str:
    """``record``'s text (parsed from ``text``), each line ending with a line break, but for its
    :func:`cut_line` when that is a line of play (a players line comes before it) that does not
    read (``tsu``: ``tsumo`` cut short): kept without its line break, as the file holds it (the
    tracker's *File > Open*, which marks it to be corrected). Written back so (:func:`save_record`'s
    ``keep_cut``), it reads as cut short again, never as a whole line this mjgui cannot tell
    from a newer mjgui's; :func:`cut_as_note` keeps it as a comment instead."""
    whole = record.text
    if cut_as_note(text, record) == whole:  # no cut line of play that does not read
        return whole
    return whole[:-1]


def is_cut_text(text: str) -> bool:
    """Whether ``text`` (a record's) ends with a line of play cut short that does not read, kept
    without its line break (:func:`kept_text`)."""
    if not text or text.endswith(("\n", "\r")):
        return False
    record = parse_record(text)
    return kept_text(text, record) == text


#: the :func:`file_digest` of a name no file is at
NO_FILE = ""
_UNREADABLE = "unreadable"  # matches no file's digest: a file that cannot be read has changed
#: a save's ``expect`` when what the file held is not known: no file's digest, so any file there
#: is taken as changed and the save asks
UNKNOWN_CONTENT = "unknown"


def content_digest(data: bytes) -> str:
    """What a file holds, in short: the SHA-256 of its bytes."""
    return hashlib.sha256(data).hexdigest()


def is_digest(value: str) -> bool:
    """Whether ``value`` is what :func:`content_digest` or :func:`file_digest` gives, or
    :data:`UNKNOWN_CONTENT`: a digest kept in a file is read back only when it is one."""
    if value in (NO_FILE, _UNREADABLE, UNKNOWN_CONTENT):
        return True
    return len(value) == 64 and all(c in "0123456789abcdef" for c in value)


def file_digest(path: str | os.PathLike[str]) -> str:
    """The :func:`content_digest` of what ``path`` holds now: :data:`NO_FILE` where no file is,
    and a value no content has where the file cannot be read (a folder, too large...)."""
    try:
        return content_digest(read_record_bytes(path))
    except StorageError:
        # nothing there, or a link that leads nowhere (a file of its own is not there either)
        return NO_FILE if not os.path.exists(path) and not _loops(path) else _UNREADABLE


def _loops(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a symbolic link whose chain leads back to itself."""
    return os.path.islink(path) and os.path.islink(os.path.realpath(path))


# ---------------------------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------------------------


def make_folder(path: str | os.PathLike[str]) -> None:
    """Create the folder ``path`` (and those above it) unless it exists; StorageError
    ``folder_blocked`` (a file in the way) or ``folder_failed`` with the reason."""
    try:
        os.makedirs(path, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise StorageError("folder_blocked", path=path) from None
    except OSError as err:
        raise StorageError("folder_failed", path=path, reason=os_reason(err)) from None


def check_target(path: str | os.PathLike[str]) -> None:
    """Refuse to replace what is not ours to replace: a folder, a pipe or a device (a FIFO named
    as the target would make a plain ``open`` wait forever) and a read-only file (the user's way
    of saying "keep this"); a file on a disk mounted read-only is ``read_only_disk`` (no other
    name there would do: another folder is what helps). A missing target is fine. Raises
    StorageError."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as err:  # whether a file is there is not known: only "nothing was written"
        too_long = name_too_long(path, err)
        if too_long is not None:
            raise too_long from None
        raise StorageError("write_failed", path=path, reason=os_reason(err), kept=False) from None
    if not stat.S_ISREG(info.st_mode):
        raise StorageError("target_not_a_file", path=path)
    # no write bit for anyone (Windows' read-only attribute too) refuses even where the
    # administrator could write it; os.access covers ownership and ACLs
    if not info.st_mode & 0o222 or not os.access(path, os.W_OK):
        if read_only_disk(path):
            raise StorageError("read_only_disk", path=path, folder=_folder_of(path), kept=True)
        raise StorageError("read_only", path=path)


def read_only_disk(path: str | os.PathLike[str]) -> bool:
    """Whether the file system that holds ``path`` is mounted read-only (``statvfs``; False
    where the system does not tell, as on Windows, and when it cannot be asked)."""
    statvfs = getattr(os, "statvfs", None)
    if statvfs is None:
        return False
    try:
        return bool(statvfs(path).f_flag & getattr(os, "ST_RDONLY", 1))
    except OSError:
        return False


def _folder_of(path: str | os.PathLike[str]) -> str:
    """The folder a file ``path`` is written in, as a whole path (said in a message)."""
    return os.path.dirname(os.path.abspath(path))


def write_target(path: str | os.PathLike[str]) -> Path:
    """The file a write of ``path`` replaces: ``path`` itself, or the file a symbolic link at
    ``path`` leads to (through every link of the chain). Raises StorageError for a link that
    loops, or whose target's folder does not exist."""
    given = Path(path)
    if not _is_link(given):
        return given
    resolved = Path(os.path.realpath(given))
    if _is_link(resolved):  # realpath stops at a loop and hands back a link
        raise StorageError("link_loop", path=path)
    if not resolved.parent.is_dir():
        raise StorageError("dangling_link", path=path, target=resolved)
    return resolved


def _is_link(path: Path) -> bool:
    """Whether ``path`` is a symbolic link (not when it cannot be looked at for any other
    reason); raises StorageError for a name too long for the system (:func:`name_too_long`)."""
    try:
        return path.is_symlink()
    except OSError as err:
        too_long = name_too_long(path, err)
        if too_long is not None:
            raise too_long from None
        return False


def atomic_write_bytes(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    before_replace: Callable[[Path], None] | None = None,
    follow_links: bool = False,
    lock: Callable[[Path], AbstractContextManager[object]] | None = None,
) -> None:
    """Write ``data`` to ``path`` atomically: temp file in the same directory, fsync,
    :func:`os.replace`, then fsync of the directory. Returns only once the new file is in place;
    any failure raises StorageError and leaves the old file as it was (see :func:`check_target`
    for what is never replaced; the message says the previous file is unchanged only where there
    was one: ``kept``). ``before_replace`` is called with the finished temp file just
    before the rename (a read-back check, or a test's hook): an error it raises removes the temp
    file and leaves ``path`` as it was.

    A symbolic link at ``path`` is replaced by the new file, never written through (a link
    planted in a shared folder must not make mjgui write someone else's file). ``follow_links``
    (mjgui's own files in its data folder: the autosave, the student record; a game record the
    player saves, :func:`save_record`) writes through
    instead: the link's target is replaced (the temp file beside the target, so that the rename
    stays atomic) and the link stays, so a file kept in a synced folder by a link goes on being
    updated. A dangling link is then written through when its target's folder exists; otherwise
    (or when the links loop) StorageError says why and nothing is written.

    ``lock`` (a file of a folder several desks write: a record saved over with a check of what
    it holds): ``before_replace`` and the replacement are done holding ``lock(file)``, the file
    written (:func:`mjgui.core.game.lockfile.shared_file_lock`), so that two desks checking and
    replacing it at once do not lose a write each was told was saved; the StorageError it raises
    (``locked`` when another holds it for seconds) leaves the file as it was."""
    TempWrite(path, data, follow_links=follow_links).put_in_place(before_replace=before_replace, lock=lock)


class TempWrite:
    """A write of :func:`atomic_write_bytes` made up to its rename: the temp file beside the
    file written, holding ``data`` and flushed to the disk (:func:`check_target` first, a link
    written through with ``follow_links``). Raises StorageError when it cannot be made, with no
    temp file left. :meth:`put_in_place` renames it over the file, :meth:`discard` removes it:
    several files written together (:func:`write_together`) are each made so before any is
    put in place."""

    def __init__(self, path: str | os.PathLike[str], data: bytes, *, follow_links: bool = False) -> None:
        self.path = path
        self.target = write_target(path) if follow_links else Path(path)
        self.directory = self.target.parent if str(self.target.parent) else Path(".")
        check_target(self.target)
        self.kept = os.path.lexists(self.target)  # an earlier file, left as it was when the write fails
        try:
            self.temp = _synced_temp(self.directory, self.target.name, data)
        except OSError as err:
            raise self.failed(err) from None
        try:
            with contextlib.suppress(OSError):
                # a file replaced keeps its mode; a new one gets the mode open() would give it
                mode = self.target.stat().st_mode & 0o777 if self.target.exists() else new_file_mode()
                os.chmod(self.temp, mode)
        except BaseException:
            self.discard()
            raise

    def failed(self, err: OSError) -> StorageError:
        """``write_failed``; written through a link, it names the file the link leads to and
        that file's folder, where the write failed; a folder that is not there is said so
        (``no_folder``, said by ``write_failed_no_folder``). A name too long: ``name_too_long``."""
        path, target, kept = self.path, self.target, self.kept
        too_long = name_too_long(target, err)
        if too_long is not None:
            return too_long  # of the file written: the link's target when written through one
        if err.errno == errno.EROFS:  # the disk, not the file: another folder is what helps
            return StorageError("read_only_disk", path=path, folder=_folder_of(target), kept=kept)
        if target == Path(path) and err.errno == errno.ENOENT and not os.path.isdir(self.directory):
            # the folder, not the file, is what is missing (a stick pulled after the dialog)
            return StorageError(
                "write_failed",
                path=path,
                reason=os_reason(err),
                kept=kept,
                folder=_folder_of(target),
                no_folder=True,
            )
        if target == Path(path):
            return StorageError("write_failed", path=path, reason=os_reason(err), kept=kept)
        reason = os_reason(err)
        return StorageError(
            "write_failed", path=path, reason=reason, kept=kept, target=target, folder=self.directory
        )

    def discard(self) -> None:
        """Remove the temp file: the file it was to replace stays as it was."""
        with contextlib.suppress(OSError):
            self.temp.unlink()

    def put_in_place(
        self,
        *,
        before_replace: Callable[[Path], None] | None = None,
        lock: Callable[[Path], AbstractContextManager[object]] | None = None,
    ) -> None:
        """Rename the temp file over the file written (:func:`atomic_write_bytes`'s
        ``before_replace`` and ``lock``), then fsync its folder; any failure removes the temp
        file, leaves the file as it was and raises StorageError."""
        target = self.target
        try:
            with lock(target) if lock is not None else contextlib.nullcontext():
                if before_replace is not None:
                    before_replace(self.temp)
                check_target(target)  # the temp file was being written: the target may have changed
                os.replace(self.temp, target)
        except BaseException as err:
            self.discard()
            if isinstance(err, OSError):
                raise self.failed(err) from None
            raise
        _fsync_dir(self.directory)


class NotWrittenTogether(Exception):
    """:func:`write_together` wrote nothing: ``errors``, by the index of each file given, why
    its temp file could not be made (every other file could have been written)."""

    def __init__(self, errors: dict[int, StorageError]) -> None:
        super().__init__(", ".join(e.code for e in errors.values()))
        self.errors = errors


def write_together(files: Sequence[tuple[str | os.PathLike[str], bytes]]) -> list[StorageError | None]:
    """Write several files (the league's exports) together or not at all, each as
    :func:`atomic_write_bytes` writes it (a link replaced, never written through): first every
    file's temp file, each in its own file's folder; only when all are made are they renamed
    over the files, one after the other. When any temp file cannot be made (a folder the user
    may not write to, a full disk, a folder in the file's place), every temp file is removed and
    NotWrittenTogether says why of each that failed: nothing was written.

    A rename itself can still fail once the temp files are all made (the folder changed in
    between, a file put in the target's place, an existing file in a sticky folder owned by
    another user, on Windows a file held open by another program): that file stays as it was
    and the renames of the others are still made, with no undo, so the files before and after
    it are written. Returns, for each file in order, None when it was put in place, else the
    StorageError why not."""
    made: list[TempWrite] = []
    errors: dict[int, StorageError] = {}
    try:
        for i, (path, data) in enumerate(files):
            try:
                made.append(TempWrite(path, data))
            except StorageError as wrong:
                errors[i] = wrong
    except BaseException:
        for temp in made:
            temp.discard()
        raise
    if errors:
        for temp in made:
            temp.discard()
        raise NotWrittenTogether(errors)
    results: list[StorageError | None] = []
    for n, temp in enumerate(made):
        try:
            temp.put_in_place()
        except StorageError as wrong:
            results.append(wrong)
        except BaseException:
            for later in made[n + 1 :]:
                later.discard()
            raise
        else:
            results.append(None)
    return results


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    before_replace: Callable[[Path], None] | None = None,
    follow_links: bool = False,
    lock: Callable[[Path], AbstractContextManager[object]] | None = None,
) -> bytes:
    """Write ``text`` (UTF-8) to ``path`` with :func:`atomic_write_bytes`; returns the bytes
    written. A text that UTF-8 cannot write (a lone surrogate: an undecodable file name put in
    it as it is) is refused with StorageError ``unencodable``, nothing written."""
    data = encoded_text(path, text)
    atomic_write_bytes(path, data, before_replace=before_replace, follow_links=follow_links, lock=lock)
    return data


def encoded_text(path: str | os.PathLike[str], text: str) -> bytes:
    """The bytes :func:`atomic_write_text` writes for ``text`` to ``path``: its UTF-8; a text
    that UTF-8 cannot write raises StorageError ``unencodable`` (said of ``path``)."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise StorageError("unencodable", path=path, pos=err.start + 1) from None


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_record(
    path: str | os.PathLike[str],
    record: str | Record,
    *,
    expect: str | None = None,
    lock: Callable[[Path], AbstractContextManager[object]] | None = None,
    keep_cut: bool = False,
) -> str:
    """Save a record (text or parsed) atomically, ending with a newline; returns the
    :func:`content_digest` of what was written. ``keep_cut`` (the tracker): a text ending with a
    line of play cut short that does not read, kept without its line break (:func:`kept_text`:
    a record opened so, that line not corrected yet), is written as it is, cut short.

    ``expect`` (a digest: what the file held when it was opened or last saved, :data:`NO_FILE`
    when nothing was there): the file must still hold that, checked just before the new file
    replaces it, or nothing is written and StorageError ``changed_on_disk`` says so (another
    program, another computer on a shared folder, changed it meanwhile; ``appeared`` for a file
    that was not there: a name chosen by *Save as* that another desk took meanwhile). A file gone since is
    written again: nothing of another's is lost. The check and the replacement are done holding
    ``lock`` (the file's lock, :func:`mjgui.core.game.lockfile.shared_file_lock`): two desks
    saving it at once never both pass the check (StorageError ``locked`` when another desk holds
    it for seconds). None: no check (the player chose to replace).

    A record opened by a symbolic link (a table's record shared from another folder) is saved
    through it: the file it leads to gets the new text, atomically (the temp file beside that
    file), and the link stays a link. A link that loops, or leads into a folder that does not
    exist, is refused (StorageError), nothing written.

    A file saved again keeps its byte order mark and the line ending of its first line (CRLF
    from Windows or git, CR), which every line is written with: a record whose lines all end
    alike, saved unchanged, is the same bytes (a club's folder in git or a sync tool sees no
    change), but for the newline a last line without one gains; one with mixed line endings (a
    CRLF header pasted over LF lines) is written with its first line's ending throughout."""
    text = record.text if isinstance(record, Record) else record
    if text and not text.endswith("\n") and not (keep_cut and is_cut_text(text)):
        text += "\n"
    bom, ending = _file_style(path)
    if ending != "\n":
        text = text.replace("\n", ending)
    text = bom + text

    def unchanged(_temp: Path) -> None:
        if file_digest(path) not in (expect, NO_FILE):
            raise StorageError("appeared" if expect == NO_FILE else "changed_on_disk", path=path)

    checked = expect is not None  # the check and the replacement under the file's lock
    data = atomic_write_text(
        path,
        text,
        before_replace=unchanged if checked else None,
        follow_links=True,
        lock=lock if checked else None,
    )
    return content_digest(data)


#: what :func:`_file_style` reads of a file to know its line ending: its first line, if that is
#: not longer than this (a record's lines are short; a longer first line: the newline, LF)
_STYLE_BYTES = 64 * 1024


def _file_style(path: str | os.PathLike[str]) -> tuple[str, str]:
    """(the byte order mark or "", the line ending) of the record file at ``path``: those of
    its first line; ("", "\\n") when there is no such file, or none that reads (a regular file
    only, at most :data:`_STYLE_BYTES` read)."""
    try:
        head = read_regular_bytes(path, _STYLE_BYTES)
    except StorageError:
        return "", "\n"
    bom = "\ufeff" if head.startswith(b"\xef\xbb\xbf") else ""
    found = re.search(rb"\r\n|\r|\n", head)
    if found is None or (found.group() == b"\r" and found.end() == len(head) == _STYLE_BYTES):
        return bom, "\n"  # (a CR last of what was read may be a CRLF cut in two: LF, the safe one)
    return bom, found.group().decode("ascii")


def stale_temp_files(path: str | os.PathLike[str]) -> list[Path]:
    """Temp files a killed writer of ``path`` left behind (safe to delete): named as
    :func:`_synced_temp` names them, or as an older mjgui did (the whole name of ``path``)."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    prefixes = (_temp_prefix(target.name), f".{target.name}.")
    try:
        return sorted(
            p for p in directory.iterdir() if p.name.startswith(prefixes) and p.name.endswith(TEMP_SUFFIX)
        )
    except OSError:
        return []


def remove_stale_temp_files(path: str | os.PathLike[str], *, older_than: float = 0.0) -> int:
    """Delete the temp files of :func:`stale_temp_files` last changed at least ``older_than``
    seconds ago (a younger one may belong to a writer still at work); returns how many went."""
    removed = 0
    now = time.time()
    for temp in stale_temp_files(path):
        with contextlib.suppress(OSError):
            if older_than and now - temp.lstat().st_mtime < older_than:
                continue
            temp.unlink()
            removed += 1
    return removed


def rename_no_replace(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; FileExistsError if ``target`` exists (never replaced).

    A hard link fails atomically when the name is taken; where links are not possible the
    check and the rename are two steps (a race only another writer of the same name could win).
    """
    try:
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:
        if target.exists() or target.is_symlink():
            raise FileExistsError(str(target)) from None
        os.rename(source, target)
        return
    source.unlink()


def copy_aside(
    path: Path, data: bytes, name: Callable[[str, int], str], tries: int = 100, *, strict: bool = False
) -> Path | None:
    """Keep ``data`` (what ``path`` holds) in a new file beside it, under the first of
    ``name(stamp, 0)``, ``name(stamp, 1)``... not taken (as :func:`set_aside` names it), never over
    an existing file: written to a temp file, then renamed. Its path, or None when it cannot be
    written; ``strict``: StorageError ``write_failed`` instead (of ``path`` when the temp file
    cannot be written, else as :func:`set_aside` says it), for a caller that must not go on
    without it."""
    directory = path.parent if str(path.parent) else Path(".")
    try:
        temp = _synced_temp(directory, path.name, data)
    except OSError as err:
        if strict:
            raise StorageError("write_failed", path=path, reason=os_reason(err), kept=False) from None
        return None
    try:
        target = set_aside(temp, name, tries, strict=strict)  # the temp file is beside ``path``
        if target is not None:
            _fsync_dir(directory)
        return target
    finally:
        with contextlib.suppress(OSError):
            if temp.exists():
                temp.unlink()


#: the longest part of a temp file's name taken from the file it becomes (bytes of UTF-8): the
#: temp file's name stays short (at most 63 bytes, the random part and the suffix included)
#: whatever that file's (a record named with 242 bytes or more could not be saved: its temp
#: file's name was the file's own, a dot and 12 more bytes, over the 255 a name can have)
TEMP_NAME_BYTES = 48


def _temp_prefix(name: str) -> str:
    """What a temp file written for the file ``name`` is named before its random part and
    :data:`TEMP_SUFFIX`: ``.NAME.``, hidden (the season and a file manager pass it over), with a
    name longer than :data:`TEMP_NAME_BYTES` cut (whole letters) and marked with the start of
    its SHA-256 (``.table-of-a-very-long-evening~3f2a9c1e.``), which still tells it from
    another file's."""
    return f".{short_name(name, TEMP_NAME_BYTES)}."


def short_name(name: str, limit: int) -> str:
    """``name`` when it is at most ``limit`` bytes on disk (:func:`name_bytes`); else its start
    (whole letters) and ``~`` with the first 8 digits of the SHA-256 of those bytes, which still
    tells it from another name, ``limit`` bytes at most. The one cut of every name mjgui makes
    of another file's: a temp file's (:func:`_temp_prefix`), a lock's
    (:func:`~mjgui.core.game.lockfile.shared_lock_path`) and a stale lock's set aside."""
    data = name_bytes(name)
    if len(data) <= limit:
        return name
    digest = hashlib.sha256(data).hexdigest()[:8]
    head = data[: max(0, limit - len(digest) - 1)].decode("utf-8", "ignore")
    return f"{head}~{digest}"


def name_too_long(path: str | os.PathLike[str], err: OSError) -> StorageError | None:
    """The error said of ``path`` when ``err`` is the system's "file name too long": its name
    longer than its folder takes (``name_too_long``: its size in bytes and that limit), or the
    whole path (``path_too_long``); None for any other error."""
    if err.errno != errno.ENAMETOOLONG and getattr(err, "winerror", None) != _WINDOWS_NAME_TOO_LONG:
        return None
    size = len(name_bytes(Path(path).name))
    limit = name_max(Path(path).parent)
    if size > limit:
        return StorageError("name_too_long", path=path, size=size, max=limit)
    return StorageError("path_too_long", path=path)


def name_bytes(name: str) -> bytes:
    """A file name's bytes on disk: UTF-8, and a byte the system gave that is not UTF-8 the byte
    itself (:func:`os.fsdecode` holds it as a lone surrogate, U+DC80 to U+DCFF: ``\\xff`` is one
    byte, not the three of the surrogate written out); a lone surrogate of another kind (a
    Windows name) as UTF-8 writes it."""
    try:
        return name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return name.encode("utf-8", "surrogatepass")


#: ERROR_FILENAME_EXCED_RANGE: Windows' "file name too long"
_WINDOWS_NAME_TOO_LONG = 206
#: the longest file name (bytes of UTF-8) every system mjgui runs on takes, and a folder takes
#: where the system does not say: 255 (ext4, NTFS in UTF-16 units, which are never more than
#: UTF-8's bytes, APFS)
NAME_MAX = 255


def name_max(folder: str | os.PathLike[str]) -> int:
    """The longest file name ``folder`` takes, in bytes (:data:`NAME_MAX` where the system does
    not say: Windows, a folder that is not there)."""
    try:
        limit = int(os.pathconf(folder if str(folder) else ".", "PC_NAME_MAX"))
    except (AttributeError, OSError, ValueError):
        return NAME_MAX
    return limit if limit > 0 else NAME_MAX


def new_file_mode() -> int:
    """The mode a new file written by :func:`atomic_write_bytes` gets: the one ``open`` would
    give it, 0o666 less the umask (0o664 under umask 002, where a club's folder is shared by its
    group; 0o600 under 077). The temp file it is renamed from is made 0o600 whatever the umask."""
    return 0o666 & ~umask()


#: where Linux (4.7 on) tells a process its umask without changing it
PROC_STATUS = "/proc/self/status"
_UMASK_LOCK = threading.Lock()


def umask() -> int:
    """The process's umask, read from :data:`PROC_STATUS` where the system has it; elsewhere
    (macOS, Windows, an older Linux) set and put back at once, 0o077 meanwhile: a file another
    thread makes in that instant is made private, never more open than it asked."""
    try:
        with open(PROC_STATUS, encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8) & 0o777
    except (OSError, ValueError, IndexError):
        pass
    with _UMASK_LOCK:
        mask = os.umask(0o077)
        os.umask(mask)
    return mask & 0o777


def _synced_temp(directory: Path, name: str, data: bytes) -> Path:
    """A new temp file in ``directory`` (named after ``name``) holding ``data``, flushed to the
    disk; OSError when it cannot be made or written (no temp file is then left)."""
    fd, temp_name = tempfile.mkstemp(prefix=_temp_prefix(name), suffix=TEMP_SUFFIX, dir=directory)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return temp


#: the time in the name of a file set aside (:func:`set_aside`): YYYYMMDD-HHMMSS, local time
STAMP_FORMAT = "%Y%m%d-%H%M%S"


def time_stamp() -> str:
    """The time now as a file set aside is named by (:data:`STAMP_FORMAT`)."""
    return time.strftime(STAMP_FORMAT)


def set_aside(
    path: Path, name: Callable[[str, int], str], tries: int = 100, *, strict: bool = False
) -> Path | None:
    """Rename a damaged file so that nothing ever writes over it: to the first of
    ``name(stamp, 0)``, ``name(stamp, 1)``... (beside it; ``stamp`` the time, YYYYMMDD-HHMMSS)
    not taken, never over an existing file. Its new path, or None when it cannot be renamed;
    ``strict``: StorageError ``write_failed`` of the name tried last instead (why: the rename's
    error, or every name taken), for a caller that must not go on without it."""
    stamp = time_stamp()
    target = path
    for n in range(tries):
        target = path.with_name(name(stamp, n))
        try:
            rename_no_replace(path, target)
        except FileExistsError:
            continue
        except OSError as err:
            if strict:
                raise StorageError("write_failed", path=target, reason=os_reason(err), kept=False) from None
            return None
        return target
    if strict:
        taken = FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST))
        raise StorageError("write_failed", path=target, reason=os_reason(taken), kept=False)
    return None

"""Which window reads a file a player opens with mjgui: ``mjgui FILE`` (what a file manager runs
for a game record, through the menu entry's ``--from-desktop %f``) and macOS's open-document event.
A game record opens in the game tracker, a game log in the game-log window; anything else is
refused with why.

The file's content decides, as the windows read it: a file the log reader takes for a game log
(:func:`mjgui.core.logs.read_log_bytes` reads it, or says what is wrong inside the log: cut off,
a hand damaged) is a log, never one it refuses as no log at all (``{"x": 1}``, an SVG, a saved web
page: :data:`NO_LOG_CODES`) for its first character; a first
line (after blank lines and comments) that starts with ``rules`` or ``players`` is a record
(docs/game-record.md: both come before any hand); tenhou.net/6 editor links that hold the log
(``https://tenhou.net/6/#json=…``, one a hand), a file that holds only a link (a saved address
of a log) and a list of Tenhou log ids open in the log window, which reads the one and says of
the others how to get the log (:func:`mjgui.core.logs.links.is_link_file`, with the log reader's
own bound). Else the name's ending decides: ``.mjgame`` goes to the tracker, which then says what
is wrong with it, and a log's ending (:data:`mjgui.core.logs.LOG_SUFFIXES`) to the log window,
which says what the file is and what to do (a web page, a Mahjong Soul record, a zip archive:
the log reader's refusal, :func:`reading_of`). The tracker hands the log window a log it reads
saying it is one, and refuses a file that is a log by its name only in the log reader's words
(:func:`refused_log`), as the log window says it: no window calls a file that is no log one.
No Qt here.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from mjgui.core.i18n import Msg, msg
from mjgui.core.shown import shell_word

if TYPE_CHECKING:
    from mjgui.core.logs import LogError

Kind = Literal["record", "log"]

#: A game record's file ending (what the tracker saves, the MIME type's glob).
RECORD_SUFFIX = ".mjgame"
#: How much of a file is read to tell what it is: 4 KiB, or all of a file of links as the log
#: reader looks at it (:data:`mjgui.core.logs.links.LINK_HEAD_BYTES`).
HEAD_BYTES = 32 * 1024 + 4
#: A record's first words: ``rules`` and ``players`` come before any hand.
_RECORD_STARTS = ("rules", "players")
#: The log reader's errors that say a text is no game log at all (not one damaged or cut off): a
#: file it refuses so is no log to the windows (:func:`kind_of`).
NO_LOG_CODES = frozenset(
    {
        "log_unknown_format",
        "log_not_mjlog",
        "log_web_page",
        "log_archive",
        "log_game_record",
        "log_not_tenhou6",
        "log_not_tenhou6_hand",
        "log_majsoul_record",
        "log_majsoul_capture",
    }
)

MESSAGES: dict[str, Msg] = {
    "not_a_game_file": msg(
        "open:not_a_game_file",
        '"{path}" is neither a game record nor a game log. mjgui opens a game record (a .mjgame '
        "file, or a text whose first line after comments is rules or players) in the game tracker, "
        "and a game log (Tenhou's .mjlog or .xml, tenhou.net/6 .json, an mjai event log's .json, "
        ".jsonl or .mjson, each also gzipped) in the game-log window.",
    ),
    # arg: the folder as a command's word, quoted as a shell needs it ('my club', 'it'"'"'s');
    # window_program: the program that opens the windows on this system (mjgui, or its whole
    # path); program: the program that runs the commands on this system (mjgui, the console
    # launcher mjgui-cli, or its whole path)
    "folder": msg(
        "open:folder",
        '"{path}" is a folder. {window_program} FILE opens a game record or a game log; a folder of '
        "game records (a season) opens in the Club results window, {window_program} --window club "
        "--open {arg}, and {program} league {arg} prints its league table.",
    ),
    "unreadable": msg("open:unreadable", 'cannot open "{path}": {reason}'),
    "not_a_file": msg(
        "open:not_a_file",
        '"{path}" is not a file. mjgui FILE opens a game record (.mjgame) in the game tracker and a '
        "game log (.mjlog, .xml, .json, .jsonl, .mjson, .gz) in the game-log window.",
    ),
    # a symbolic link whose chain leads back to itself (ELOOP), or through a folder link that does
    "link_loop": msg(
        "open:link_loop",
        '"{path}" is a link that leads back to itself (a loop of links): there is no file to open. '
        "Remove the link, or make it lead to a game record or a game log.",
    ),
    # a folder on the way to the file is a link that loops (link: that folder link)
    "link_loop_on_way": msg(
        "open:link_loop_on_way",
        '"{path}" cannot be opened: "{link}", a folder on its way, is a link that leads back to itself '
        "(a loop of links). Remove that link, or make it lead to a folder.",
    ),
    "no_such_file": msg(
        "open:no_such_file",
        'there is no file "{path}". mjgui FILE opens a game record (.mjgame) in the game tracker '
        "and a game log (.mjlog, .xml, .json, .jsonl, .mjson, .gz) in the game-log window.",
    ),
    # a game log chosen in the game tracker's Open (as mjgui FILE tells it: :func:`file_kind`),
    # when no game-log window is at hand to read it
    "log_in_tracker": msg(
        "open:log_in_tracker",
        '"{path}" is a game log, not a game record: the game tracker opens a record. A log opens in '
        "the game-log window (in the calculator: File → Open game log or record…).",
    ),
    # that log, handed to the game-log window, which reads it
    "log_from_tracker": msg(
        "open:log_from_tracker",
        '"{path}" is a game log, not a game record: it is opened in the game-log window, which lists '
        "its hands and wins. The game here was not changed.",
    ),
    "file_and_window": msg(
        "open:file_and_window",
        '"{path}" opens in the window that reads it (a game record in the game tracker, a game log '
        "in the game-log window): give it without --window, --open or --tracker.",
    ),
}


def kind_of(data: bytes, name: str) -> Kind | None:
    """What a file whose bytes are ``data`` (its first :data:`HEAD_BYTES` at least, or all of it)
    and whose name is ``name`` is to the windows: a record, a log, or None (neither reads it)."""
    return reading_of(data, name)[0]


def reading_of(data: bytes, name: str) -> tuple[Kind | None, LogError | None]:
    """:func:`kind_of`, and for a file that is a log by its name only, the log reader's refusal
    (it holds no game log: a web page, a Mahjong Soul record, a zip archive...), which says what
    the file is and what to do; None for every other file."""
    head = data[:HEAD_BYTES]
    text = head.decode("utf-8", errors="replace").removeprefix("\ufeff")
    from mjgui.core.logs import uncommented  # Tenhou's JSON copied with // comments, as read

    opens = head[:2] == b"\x1f\x8b" or uncommented(text).lstrip(" \t\r\n")[:1] in ("<", "{", "[")
    refused = _log_refusal(data) if opens else None
    if opens and refused is None:  # gzip (Tenhou's .mjlog as served), XML or JSON the reader takes
        return "log", None
    from mjgui.core.logs.links import is_link_file

    if is_link_file(head):  # links that hold the log, a saved link, log ids: the log window reads or says
        return "log", None
    lines = re.split(r"\r\n|\r|\n", text)
    if len(head) >= HEAD_BYTES:
        lines = lines[:-1]  # the last one may be cut
    for line in lines:
        words = line.split("#", 1)[0].split()
        if words:
            if words[0].lower() in _RECORD_STARTS:
                return "record", None
            break
    suffix = os.path.splitext(name)[1].lower()
    if suffix == RECORD_SUFFIX:
        return "record", None
    from mjgui.core.logs import LOG_SUFFIXES  # the readers' own list

    if suffix in LOG_SUFFIXES:  # the log window says what it is (a log it reads: refused None)
        return "log", refused if opens else _log_refusal(data)
    return None, None


def _log_refusal(data: bytes) -> LogError | None:
    """The log reader's refusal of ``data`` as no game log at all (:data:`NO_LOG_CODES`); None
    when it reads it, or what it says is wrong is inside a log (cut off, a hand damaged, too large)."""
    from mjgui.core.logs import LogError, read_log_bytes

    try:
        read_log_bytes(data)
    except LogError as err:
        return err if err.code in NO_LOG_CODES else None
    return None


def refused_log(path: str | os.PathLike[str], refused: LogError, lang: str) -> str:
    """Why a file that is a log by its name only (:func:`reading_of`) does not open as a game
    file, in the log reader's words (what it is, what to do), as the game-log window says it."""
    from mjgui.core.text import big_first, inner_sentence

    return big_first(refusal("unreadable", path, lang, reason=inner_sentence(refused.message(lang), lang)))


class NotAFile(OSError):
    """What :func:`file_kind` was given is no regular file (a pipe, a device, a socket: one put
    there after it was looked at too), found on the opened file itself: nothing was read."""


def file_kind(path: str | os.PathLike[str]) -> Kind | None:
    """:func:`kind_of` of a file (:func:`file_reading`)."""
    return file_reading(path)[0]


def file_reading(path: str | os.PathLike[str]) -> tuple[Kind | None, LogError | None]:
    """:func:`reading_of` of a file, its bytes (as many as the log reader reads) read as every
    file of mjgui is (:func:`~mjgui.core.game.storage.read_regular_bytes`: opened without waiting, a regular
    file checked on the file opened, so a named pipe put there after a look never makes the
    window wait). Raises OSError when it cannot be read: :class:`NotAFile` for what is no
    regular file, IsADirectoryError for a folder."""
    from mjgui.core.game.storage import StorageError, read_regular_bytes
    from mjgui.core.logs.model import MAX_LOG_CHARS

    try:
        head = read_regular_bytes(path, MAX_LOG_CHARS + 1)  # all of a log, as its reader reads it
    except StorageError as err:
        if err.code == "not_a_file" and os.path.isdir(path):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path)) from None
        if err.code == "not_a_file":
            raise NotAFile(errno.EINVAL, "not a regular file", os.fspath(path)) from None
        reason = err.params.get("reason")
        number = getattr(reason, "errno", None)
        raise OSError(number, str(reason) if reason is not None else err.code, os.fspath(path)) from None
    return reading_of(head, os.fspath(path))


def looks_like_a_path(word: str) -> bool:
    """A word no hand is written as: with a folder separator, or a game file's ending (a game
    record's, or a game log's as the log readers know them: :data:`mjgui.core.logs.LOG_SUFFIXES`)."""
    if "/" in word or os.sep in word:
        return True
    from mjgui.core.logs import LOG_SUFFIXES  # the readers' own list

    return word.lower().endswith((RECORD_SUFFIX, *LOG_SUFFIXES))


def refusal(key: str, path: object, lang: str, /, **params: object) -> str:
    """Why a file does not open (:data:`MESSAGES`), in ``lang``, its name as files are shown
    (``path``), and as a command suggested to the player writes it (``arg``: :func:`shell_word`)."""
    from mjgui.core.i18n import phrase
    from mjgui.core.shown import shown_path

    shown = shown_path(path)
    real = os.fsdecode(path) if isinstance(path, str | bytes | os.PathLike) else str(path)
    if key == "folder":  # the window's and the league command, as the player can run them here
        from mjgui.core.quietparser import commands_program, window_program

        params.setdefault("window_program", window_program())
        params.setdefault("program", commands_program())
    return phrase(MESSAGES, key, lang, path=shown, arg=shell_word(real), **params)


def _reason(err: OSError, lang: str) -> str:
    """Why the system did not let a file be read, in ``lang`` (after a colon: small first)."""
    from mjgui.core.errors import os_reason
    from mjgui.core.text import inner_sentence

    return inner_sentence(os_reason(err).message(lang), lang)


def why_no_file(path: str | os.PathLike[str]) -> str:
    """Why a path that is no regular file does not open: a folder is "folder" (the club window
    reads a folder of records), something else there (a pipe, a device, a socket) "not_a_file",
    a link that leads back to itself "link_loop" (as ``mjgui game`` and the season say it, not
    "there is no file"), nothing there "no_such_file" (a link whose file is gone too:
    :func:`no_file_refusal` says it as such, :func:`_gone_link`)."""
    if os.path.isdir(path):
        return "folder"
    try:
        os.stat(path)
    except OSError as err:
        return "link_loop" if err.errno == errno.ELOOP else "no_such_file"
    return "not_a_file"


def _gone_link(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a link whose file is gone: the name is there, as a link, and what it
    leads to is not (``ENOENT`` through it; a loop of links is ``ELOOP``)."""
    if not os.path.islink(path):
        return False
    try:
        os.stat(path)
    except OSError as err:
        return err.errno == errno.ENOENT
    return False


def looping_link(path: str | os.PathLike[str]) -> str | None:
    """The first link on the way to ``path`` (a folder link in it, or ``path`` itself) that
    cannot be followed because its chain of links loops; None when none does."""
    parts = Path(os.fspath(path)).parts
    for count in range(1, len(parts) + 1):
        prefix = os.path.join(*parts[:count])
        try:
            os.stat(prefix)
        except OSError as err:
            return prefix if err.errno == errno.ELOOP else None
    return None


def no_file_refusal(path: str | os.PathLike[str], lang: str) -> str:
    """Why a path that is no regular file does not open (:func:`why_no_file`), in ``lang``: a
    loop of links names the link that loops, the file's own or a folder link on its way (not
    the file, which is no link, as "a link that leads back to itself")."""
    if _gone_link(path):  # where the link leads, said as every command says it
        return _link_gone(path, lang)
    key = why_no_file(path)
    if key == "link_loop":
        link = looping_link(path)
        if link is not None and os.path.normpath(link) != os.path.normpath(os.fspath(path)):
            from mjgui.core.shown import shown_path

            return refusal("link_loop_on_way", path, lang, link=shown_path(link))
    return refusal(key, path, lang)


def _link_gone(path: str | os.PathLike[str], lang: str) -> str:
    """Why a link whose file is gone does not open: "x is a link to y, which does not exist", in
    the words ``mjgui game``, ``mjgui replay`` and the league say it
    (:func:`mjgui.core.game.storage.unreadable_error`, the one test of such a link)."""
    from mjgui.core.game.storage import unreadable_error

    gone = FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), os.fspath(path))
    return unreadable_error(path, gone).message(lang)


def loop_refusal(path: str | os.PathLike[str], lang: str) -> str | None:
    """Why ``path`` cannot be read when a loop of links is on its way (:func:`no_file_refusal`:
    the link that loops named), as ``mjgui game`` and ``mjgui replay`` say it too rather than the
    system's "Too many levels of symbolic links"; None when no loop is why."""
    return no_file_refusal(path, lang) if why_no_file(path) == "link_loop" else None


def window_for(path: str | os.PathLike[str], lang: str) -> tuple[Kind | None, str]:
    """The window that reads the file at ``path`` and "", or None and why none does (in ``lang``).
    Something there that is neither a file nor a folder (a named pipe, a device) is not opened: it
    might never answer."""
    kind, why = window_or_refusal(path)
    return kind, "" if why is None else why(lang)


def window_or_refusal(path: str | os.PathLike[str]) -> tuple[Kind | None, Callable[[str], str] | None]:
    """:func:`window_for` with the refusal as words to say in any language (None: a window reads
    the file): a window that shows them says them again after a language switch, as they were
    when the file was refused."""
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):  # a folder: open says it
            return None, partial(refusal, "not_a_file", path)
        kind = file_kind(path)
    except NotAFile:  # a named pipe put there since the look above: not waited on
        return None, partial(refusal, "not_a_file", path)
    except OSError as err:
        return None, partial(_unreadable, path, err)
    if kind is None:
        return None, partial(refusal, "not_a_game_file", path)
    return kind, None


def _unreadable(path: str | os.PathLike[str], err: OSError, lang: str) -> str:
    if err.errno == errno.ENOENT and os.path.islink(path):  # a link whose file is gone
        return _link_gone(path, lang)
    return refusal("unreadable", path, lang, reason=_reason(err, lang))

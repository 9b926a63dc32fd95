"""Real game logs as an input: Tenhou mjlog XML, tenhou.net/6 JSON and mjai event logs, four
players or three.

:func:`read_log` detects the format from the content and returns a :class:`GameLog`;
:func:`read_log_file` reads a file (plain or gzip-compressed) with a size limit first.
:func:`check_win` scores a win with our core and lists where it differs from the log.
Everything here is pure Python: no Qt, nothing from the file is ever executed.
"""

from __future__ import annotations

import os
import re
import stat
import zlib
from dataclasses import replace
from typing import BinaryIO

from mjgui.core.errors import MahjongError, os_reason
from mjgui.core.logs.links import (
    LINK_CODES,
    find_link,
    is_old_tenhou_id,
    mjlog_url,
    read_link_file,
    starts_json_links,
    tenhou_ids,
    webloc_json_link,
)
from mjgui.core.logs.mjai import looks_like_mjai
from mjgui.core.logs.model import (
    MAX_LOG_CHARS,
    GameLog,
    LogError,
    LogHand,
    LogValue,
    LogWin,
    game_day,
    position,
)
from mjgui.core.logs.replay import (
    Difference,
    DrawCheck,
    DrawCounts,
    WinCheck,
    check_draws,
    check_log,
    check_win,
    count_draws,
)
from mjgui.core.shown import shown_path

__all__ = [
    "LOG_PATTERNS",
    "LOG_SUFFIXES",
    "MAX_LOG_CHARS",
    "Difference",
    "DrawCheck",
    "DrawCounts",
    "GameLog",
    "LogError",
    "LogHand",
    "LogValue",
    "LogWin",
    "WinCheck",
    "check_draws",
    "check_log",
    "check_win",
    "count_draws",
    "detect_format",
    "is_log_file",
    "link_error",
    "looks_like_log",
    "named_link_error",
    "read_log",
    "read_log_bytes",
    "read_log_file",
    "read_log_stream",
    "uncommented",
]


#: The endings that name a game log: Tenhou's mjlog (XML, ``.gz`` as Tenhou serves it),
#: tenhou.net/6 JSON, mjai event logs (``.json``, ``.jsonl``, ``.mjson``; an mjai ``.log`` is read
#: too, but the ending names too much else). The one list: ``mjgui FILE`` takes a word with one
#: of them for a path and a file with one for a log (``controller/game/opening.py``), the file
#: dialog shows them (:data:`LOG_PATTERNS`). The content decides what the file is
#: (:func:`looks_like_log`), never the name.
LOG_SUFFIXES: tuple[str, ...] = (".mjlog", ".xml", ".json", ".jsonl", ".mjson", ".gz")
#: The names a log file goes by (a file dialog's filter): :data:`LOG_SUFFIXES`, and any kept as
#: ``.txt``.
LOG_PATTERNS: tuple[str, ...] = (*(f"*{suffix}" for suffix in LOG_SUFFIXES), "*.txt")
#: The first bytes of a gzip file.
GZIP_MAGIC = b"\x1f\x8b"
#: How much of a file :func:`is_log_file` reads to tell.
_SNIFF_BYTES = 64 * 1024
#: How much of a log's start is looked at for the NUL bytes of UTF-16 text.
_UTF16_SNIFF = 128


def looks_like_log(head: bytes) -> bool:
    """Do these first bytes of a file start a game log as :func:`read_log_bytes` reads it:
    gzip, or text whose first meaningful character opens XML or JSON (:func:`detect_format`)?
    A game record (``.mjgame``: words and ``#`` comments) does neither. A binary ``.webloc`` to
    a tenhou.net/6 editor link is one too (:func:`~mjgui.core.logs.links.webloc_json_link`)."""
    if head[:2] == GZIP_MAGIC or webloc_json_link(head) is not None:
        return True
    try:
        detect_format(head.decode("utf-8-sig", errors="ignore"))
    except LogError:
        return False
    return True


def is_log_file(path: str | os.PathLike[str]) -> bool:
    """Is ``path`` a game log (:func:`looks_like_log` of its first bytes), whatever its name?
    A file that cannot be read is none: the reader then asked says why."""
    try:
        head = _read_regular_file(path, _SNIFF_BYTES)
    except LogError:
        return False
    return looks_like_log(head)


def detect_format(text: str) -> str:
    """``mjlog`` or ``tenhou6`` from the first meaningful character, ``mjai`` for an mjai event
    log (its first event a ``start_game``: :func:`mjgui.core.logs.mjai.looks_like_mjai`), or ``tenhou6`` for
    tenhou.net/6 editor links that hold the log (``https://tenhou.net/6/#json=…``, one a line:
    :func:`mjgui.core.logs.links.starts_json_links`); raises LogError: a text that is only a link
    (a saved address: ``log_link_tenhou``, ``log_link_tenhou_old``, ``log_link_mahjongsoul``,
    ``log_link_web``, :mod:`mjgui.core.logs.links`) says so, anything else is
    ``log_unknown_format``."""
    commented = text.lstrip("\ufeff \t\r\n").startswith(_COMMENT_OPENERS)
    text = uncommented(text)  # Tenhou's JSON as copied with its address on line 1
    head = text.lstrip("\ufeff \t\r\n")  # stripped once (starts_json_links strips the same)
    if starts_json_links(head):  # before the links' own bound: such a file is as large as its log
        return "tenhou6"
    if head.startswith(("[", "<", "#")):  # a .url's [InternetShortcut] before a JSON list, a
        link = _link_error(text)  # .desktop link (#!/usr/bin/env xdg-open), a .webloc's XML
        if link is not None:
            raise link
    if head.startswith("<"):
        return "mjlog"
    if looks_like_mjai(head):  # an mjai event log: its first event a start_game
        return "mjai"
    if _JSON_START.match(head) and not _INI_START.match(head):  # not "[.ShellClassInfo]", "[1]\nkey=v"
        return "tenhou6"
    record = _record_line(text)
    if record is not None:  # mjgui's own game record (.mjgame), given where a log is read
        from mjgui.core.quietparser import commands_program  # the command that replays it

        raise LogError("log_game_record", line=record, column=1, program=commands_program())
    if commented:  # said where the comments end: what follows them is no log
        line, column = position(text, len(text) - len(head)) if head else (1, 1)
        raise LogError("log_unknown_format", line=line, column=column)
    raise _link_error(text) or LogError("log_unknown_format", line=1, column=1)


#: in a JSON text, a string (kept as it is; one left open runs to its line's end: a text cut
#: inside a string, whose ``//`` is no comment), a ``//`` comment to the end of its line, or a
#: ``/* … */`` comment (an unclosed one runs to the text's end, and is kept: no comment ends it)
_JSON_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\\r\n]|\\[^\r\n])*"?|//[^\r\n]*|/\*[\s\S]*?(?:\*/|\Z)')


def uncommented(text: str) -> str:
    """``text`` with its comments blanked when it is JSON that a player annotated: its first
    meaningful characters open a comment (Tenhou's JSON as a player copies it with its address:
    ``// https://tenhou.net/5/mjlog2json.cgi?…`` on line 1), or a JSON object or list (``{``,
    ``[``: :data:`_JSON_START`, not an INI file's section) holding ``//`` or ``/*`` — notes after
    values and on lines of their own, as InjusticeJudge and log tools annotate their examples
    (``"ref": "2024…", // log ID``), or ``/* … */`` notes as JSONC editors allow. Each character
    of a comment outside the JSON strings turns a space (a line break in a ``/* … */`` note is
    kept), so every line and column stays where it was in the file (an error said in the text
    says the file's place); a ``//`` or ``/*`` inside a string (``"https://…"``) is kept, and so
    is one after a string left open on its line (a file cut inside ``"https://…``: it ends
    there, not at the ``//``). A ``/*`` never closed is kept too. JSON has no comment outside its
    strings, so nothing a JSON reader would take is blanked. Any other text (XML, a link, words)
    is returned as it is."""
    head = text.lstrip("\ufeff \t\r\n")
    if not head.startswith(_COMMENT_OPENERS) and not (
        any(opener in text for opener in _COMMENT_OPENERS) and _json_start(head)
    ):
        return text
    return _JSON_STRING_OR_COMMENT.sub(_blank_comment, text)


#: what opens a comment in an annotated JSON text (:func:`uncommented`)
_COMMENT_OPENERS = ("//", "/*")


def _json_start(head: str) -> bool:
    """Does ``head`` (a text's start, whitespace stripped) open a JSON object or list, not an
    INI file (an Internet shortcut's ``[{000214A0-…}]`` section, whose ``URL=https://…`` is no
    comment)?"""
    return _JSON_START.match(head) is not None and _INI_START.match(head) is None


def _blank_comment(found: re.Match[str]) -> str:
    said = found.group()
    if said.startswith('"') or (said.startswith("/*") and not _closed_block(said)):
        return said
    return re.sub(r"[^\r\n]", " ", said)  # a /* */ note's line breaks kept


def _closed_block(said: str) -> bool:
    """Is ``said``, a ``/*`` comment found, closed (``/**/`` at least)?"""
    return len(said) >= 4 and said.endswith("*/")


#: how a JSON object or list starts (what may follow its bracket; a file cut after it too): a
#: text opening with a bracket and then letters (an INI file's ``[.ShellClassInfo]``) is no log
_JSON_START = re.compile(r'[\[{]\s*(?:[\[{"\]}\-0-9]|(?:true|false|null)\b|$)')

#: how an INI file starts: a ``[section]`` line, then (blank or ``;``/``#`` comment lines aside) a
#: ``key=value`` line whose key starts as no JSON value does (``[1]`` then ``key=v`` is no log)
_INI_START = re.compile(
    r'\[[^\]\r\n]*\][ \t]*\r?\n(?:[ \t]*(?:[;#][^\r\n]*)?\r?\n)*[ \t]*[^\s=\[\]{}"0-9+\-;#][^=\r\n]*='
)

#: the first word of a game record's first line (mjgui/core/game/record.py: rules, players)
_RECORD_HEAD = re.compile(r"(?i)(?:rules|players)(?:[ \t]|$)")


def _record_line(text: str) -> int | None:
    """The line a game record (``.mjgame``) starts on, when ``text`` is one: its first line
    that is neither blank nor a ``#`` comment begins with ``rules`` or ``players``, as every
    record the tracker writes does; None for any other text. Only the first 200 lines are
    looked at."""
    for number, line in enumerate(text.lstrip("\ufeff").splitlines()[:200], 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        return number if _RECORD_HEAD.match(line) else None
    return None


def _link_error(text: str) -> LogError | None:
    """The error of a text that holds only a link to a game log (or any web address), not the
    log: which site, and how to get the log (:mod:`mjgui.core.logs.links`); None for any other
    text."""
    ids = tenhou_ids(text)
    if ids is not None:  # a list of games kept by their log ids: where each log is
        return _ids_error(ids)
    link = find_link(text)
    if link is None:
        return None
    if link.site == "tenhou" and link.game and is_old_tenhou_id(link.game):  # no address to name
        return LogError("log_link_tenhou_old", line=1, column=1, game=link.game)
    if link.site == "tenhou" and link.game:
        return LogError("log_link_tenhou", line=1, column=1, game=link.game, url=mjlog_url(link.game))
    if link.site == "mahjongsoul":
        return LogError("log_link_mahjongsoul", line=1, column=1)
    return LogError("log_link_web", line=1, column=1, host=link.host)  # "": said without one


def _ids_error(ids: list[str]) -> LogError:
    """The error of a text that holds only Tenhou log ids (:func:`mjgui.core.logs.links.tenhou_ids`):
    one id, said as a link to it is (where Tenhou serves its log, or that an old id's log takes a
    log downloader); several, how many and the address of the first that has one (old ids among
    them said to have none)."""
    new = [log_id for log_id in ids if not is_old_tenhou_id(log_id)]
    if len(ids) == 1:
        if new:
            return LogError("log_id_tenhou", line=1, column=1, game=ids[0], url=mjlog_url(ids[0]))
        return LogError("log_id_tenhou_old", line=1, column=1, game=ids[0])
    old = [log_id for log_id in ids if is_old_tenhou_id(log_id)]
    if new and old:  # the address is said of the new ones only
        url = mjlog_url(new[0])
        return LogError(
            "log_ids_tenhou_mixed", line=1, column=1, n=len(ids), game=new[0], url=url, old=old[0]
        )
    if new:
        return LogError("log_ids_tenhou", line=1, column=1, n=len(ids), game=new[0], url=mjlog_url(new[0]))
    return LogError("log_ids_tenhou_old", line=1, column=1, n=len(ids))


def link_error(text: str, path: str | os.PathLike[str] | None = None) -> LogError | None:
    """The error of a text that holds only a link to a game log (:func:`_link_error`), naming the
    file ``path`` it was read from (None: said as "The text"); None for any other text."""
    err = _link_error(text)
    return err if err is None or path is None else named_link_error(err, path)


def named_link_error(err: LogError, path: str | os.PathLike[str]) -> LogError:
    """A link file's error, naming the file ``path``."""
    said = {k: v for k, v in err.params.items() if k not in ("line", "column", "path")}
    return LogError(err.code, line=err.line, column=err.column, **{**said, "path": path})


def read_log(text: str, preset_name: str | None = None, *, cut_off: bool = False) -> GameLog:
    """Read a log's text; raises :class:`LogError` (with line and column when known).

    ``preset_name`` chooses the rule preset the games is scored under (the log's own options,
    such as no red fives or no open tanyao, are applied to it); by default the log says it:
    ``tenhou`` for an mjlog, ``mahjongsoul`` for a tenhou.net/6 log that says Mahjong Soul (its
    game id, room or players' ranks: :func:`mjgui.core.logs.tenhou6.detect_preset`), their
    ``-sanma`` presets for a three-player game. An unknown name raises
    RulesError; a preset for another number of players, LogError ``log_rules_players``.
    ``cut_off``: the text is known to stop before its end (a gzip file cut short): an mjai log
    is read as cut off there (:func:`mjgui.core.logs.mjai.read_mjai`)."""
    if preset_name is not None:
        from mjgui.core.scoring.rules import preset

        preset(preset_name)  # an unknown name fails here, before the file is read
    if len(text) > MAX_LOG_CHARS:
        raise LogError("log_too_large", size=len(text), limit=MAX_LOG_CHARS)
    try:
        found = detect_format(text)
        text = uncommented(text)  # a JSON log copied with its address on line 1: read without it
        if found == "mjlog":
            from mjgui.core.logs.mjlog import read_mjlog

            return read_mjlog(text, preset_name)
        if found == "mjai":
            from mjgui.core.logs.mjai import read_mjai

            return read_mjai(text, preset_name, cut_off=cut_off)
        from mjgui.core.logs.tenhou6 import read_tenhou6

        return read_tenhou6(text, preset_name)
    except LogError:
        raise
    except MahjongError as err:  # a hand the core refuses: said as the log's problem
        raise LogError("log_unexpected", what=err) from None  # worded in the reader's language
    except (ValueError, TypeError, LookupError, ArithmeticError, RecursionError) as err:
        # a last guard: whatever the readers missed is a typed error, never a traceback (the
        # property tests check that no real or mutated log ever gets here)
        raise LogError("log_unexpected", what=type(err).__name__) from None


def read_log_file(path: str | os.PathLike[str], preset_name: str | None = None) -> GameLog:
    """Read a log file: UTF-8 text, or gzip (Tenhou serves .mjlog compressed) inflated with
    the same size limit, so a compression bomb stops at the limit. A file over the limit is
    refused by the size its ``fstat`` gives, before any of it is read (a 2 GB file is not read
    4 MB into first), naming the file; one that grows past it while it is read is read no
    further than one byte past it."""
    data = _read_regular_file(path, MAX_LOG_CHARS + 1, most=MAX_LOG_CHARS)
    if len(data) > MAX_LOG_CHARS:
        raise LogError("log_input_too_large", limit=MAX_LOG_CHARS)  # it grew while it was read
    try:
        log = read_log_bytes(data, preset_name)
    except LogError as err:
        if err.code in LINK_CODES:  # "u.txt holds a link to …": the file named
            raise named_link_error(err, path) from None
        raise
    if log.date:  # the log's own game id says the day
        return log
    # else the game id in the file's name, as Tenhou names its mjlog files and the log tools
    # name theirs (``2009060321gm-00b9-0000-75b25bcf.mjlog``, ``mortal-2025020203gm-….json``)
    day = game_day(os.path.basename(os.fspath(path)))
    return replace(log, date=day) if day else log


def read_log_stream(stream: BinaryIO, preset_name: str | None = None) -> GameLog:
    """Read a log from a stream (``replay -``: standard input) with the same size limit as a
    file: at most one byte over the limit is ever read. The ``OSError`` of a read that fails
    (standard input closed or open for writing only) is the caller's: an input that cannot be
    read, which the command line says as every command does (status 74), not a log refused."""
    data = stream.read(MAX_LOG_CHARS + 1)
    return read_log_bytes(data, preset_name)


def _read_regular_file(path: str | os.PathLike[str], limit: int, *, most: int | None = None) -> bytes:
    """Up to ``limit`` bytes of ``path``, which must be a regular file: a
    folder, a FIFO or a device is refused before anything is read (opened without blocking, so
    a FIFO never waits), and so is a file of more than ``most`` bytes (``log_file_too_large``,
    by its size)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise _unreadable(path, err) from None
    try:
        info = os.fstat(fd)
        mode = info.st_mode
        if stat.S_ISDIR(mode):
            raise LogError("log_folder", path=str(path))
        if not stat.S_ISREG(mode):
            raise LogError("log_not_a_file", path=str(path))
        if most is not None and info.st_size > most:
            raise LogError("log_file_too_large", path=str(path), size=info.st_size, limit=most)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(limit)
    except OSError as err:
        raise LogError("log_unreadable", path=str(path), reason=os_reason(err)) from None
    finally:
        os.close(fd)


def _unreadable(path: str | os.PathLike[str], err: OSError) -> LogError:
    """``log_unreadable``: ``path`` could not be opened for ``err``. A link whose file is gone
    names where it leads (``target``, and ``missing`` where a chain of links ends), as a game
    record's reader says it (:func:`mjgui.core.game.storage.unreadable_error`, the one test): "x is
    a link to y, which does not exist", not the system's "no such file"."""
    from mjgui.core.game.storage import unreadable_error

    found = unreadable_error(path, err).params
    said, reason = str(path), os_reason(err)
    if "missing" in found:
        target, missing = shown_path(str(found["target"])), shown_path(str(found["missing"]))
        return LogError("log_unreadable", path=said, reason=reason, target=target, missing=missing)
    if "target" in found:
        return LogError("log_unreadable", path=said, reason=reason, target=shown_path(str(found["target"])))
    return LogError("log_unreadable", path=said, reason=reason)


def _utf16(data: bytes) -> bool:
    """Whether a log's bytes are UTF-16 text: as a game record is told so (a byte-order mark, or
    a NUL in every other byte of its start), or a log's first character, ``<``, ``{`` or ``[``,
    with a NUL beside it (the start of a log whose names are not ASCII, without a mark)."""
    if data[:2] not in (b"\xff\xfe", b"\xfe\xff") and b"\x00" not in data[:_UTF16_SNIFF]:
        return False  # no UTF-8 log holds a NUL
    from mjgui.core.game.storage import looks_like_utf16

    return looks_like_utf16(data) or data[:2] in (b"<\x00", b"{\x00", b"[\x00", b"\x00<", b"\x00{", b"\x00[")


def _utf16_error(data: bytes) -> LogError:
    """The error of a log's bytes in UTF-16 (:func:`_utf16`): ``log_utf16`` (save it again as
    UTF-8) when the text they hold would be read as a log (:func:`detect_format`), else what that
    text is said to be: a Windows ``desktop.ini``, saved in UTF-16, is no game log."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        encoding = "utf-16"  # the mark says the byte order, and is dropped
    else:
        encoding = "utf-16-le" if data[1:2] == b"\x00" else "utf-16-be"
    text = data[: len(data) // 2 * 2].decode(encoding, errors="replace")
    try:
        detect_format(text)
    except LogError as err:
        return err
    return LogError("log_utf16", line=1, column=1)


def _cut_off(text: str) -> LogError:
    """``log_truncated`` for a gzip file cut short (its stream stops before its end, the
    decompressor's ``eof`` unset: a partial download), or a text file cut inside a character
    (its last bytes the start of one: a partial download too), said where the text it holds,
    ``text`` (as :func:`_cut_log` decoded it, a character cut in two left out), is cut off, as
    that text uncompressed is (the reader's ``log_truncated``); where it ends, whitespace aside
    (:func:`mjgui.core.logs.tenhou6.truncated`), when that text reads (the cut in the gzip's last
    8 bytes, its checksum and length) or is refused otherwise: the file is cut off all the same."""
    from mjgui.core.logs.tenhou6 import truncated

    try:
        read_log(text)
    except LogError as err:
        if err.code == "log_truncated":
            return err
    return truncated(text)


def _cut_log(data: bytes, preset_name: str | None) -> GameLog:
    """The log of a gzip file cut short (:func:`_cut_off`), ``data`` what it inflated
    to, or of a text file cut inside a character, ``data`` its bytes before that character: an
    mjai log is read as that text uncompressed and cut off where it stops is (the hands
    before the cut read, the file said cut off: a partial download of Mortal's ``.json.gz``),
    even where the cut is in the gzip's last 8 bytes; any other log is refused as cut off."""
    text = data.decode("utf-8", errors="ignore").removeprefix("\ufeff")  # a character cut in two
    try:
        mjai = detect_format(text) == "mjai"
    except LogError:
        mjai = False
    if not mjai:
        raise _cut_off(text)
    return read_log(text, preset_name, cut_off=True)


def read_log_bytes(data: bytes, preset_name: str | None = None) -> GameLog:
    """Read a log's bytes: UTF-8 text, or gzip inflated with the size limit, once or twice (a
    ``.mjlog``, gzip itself, saved as a server sent it with ``Content-Encoding: gzip``), each layer
    under the limit as it inflates. Bytes over the limit are refused as more than it: a caller
    reads one byte past the limit, never the rest, so how many there are is not known here. A gzip
    file cut short is said cut off where its text stops (``log_truncated``); one whose compressed
    data does not inflate, or whose checksum or length is wrong, is damaged (``log_gzip_damaged``),
    wherever the damage lies. An archive or another compression around a log (ZIP, xz…) is said
    so, with how to get the log out (:func:`_packed_error`), not "not UTF-8 text"."""
    if len(data) > MAX_LOG_CHARS:
        raise LogError("log_input_too_large", limit=MAX_LOG_CHARS)
    for _ in range(_GZIP_LAYERS):
        if data[:2] != GZIP_MAGIC:
            break
        data, whole = _gunzip(data)
        if not whole:  # the compressed stream stops before its end: a file cut short
            return _cut_log(data, preset_name)
    packed = _packed_error(data)
    if packed is not None:
        raise packed
    from mjgui.core.game.storage import looks_like_ansi, zero_filled_line

    small = read_link_file(data)  # a binary .webloc's property list parsed once for both
    if small.json_link is not None:  # a .webloc to a tenhou.net/6 editor link: the hand it holds
        return read_log(small.json_link + "\n", preset_name)
    link = _small_link_error(small.text)  # a link file: a .webloc, a .url with a byte in a code page
    if link is not None:
        raise link
    zeros = zero_filled_line(data)  # a copy under way, as a record's reader says (not UTF-16)
    if zeros is not None:
        raise LogError("log_zero_filled", line=zeros, column=1)
    if _utf16(data):  # saved by Notepad as "Unicode": said as a game record so saved is
        raise _utf16_error(data)
    body = data.removeprefix(_UTF8_BOM)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as err:
        # a game record saved in a Windows code page (Notepad's "ANSI") is said a record, as it
        # is in UTF-8: mjgui game FILE says how to save it again
        record = _record_line(data.decode("latin-1")) if looks_like_ansi(data) else None
        if record is not None:
            from mjgui.core.quietparser import commands_program  # the command that replays it

            raise LogError("log_game_record", line=record, column=1, program=commands_program()) from None
        if err.end == len(body) and err.reason == "unexpected end of data":  # cut in a character
            return _cut_log(body[: err.start], preset_name)
        line_start = body.rfind(b"\n", 0, err.start) + 1  # the text before err.start is UTF-8
        column = len(body[line_start : err.start].decode("utf-8")) + 1
        raise LogError("log_not_text", line=body.count(b"\n", 0, err.start) + 1, column=column) from None
    return read_log(text, preset_name)


_UTF8_BOM = b"\xef\xbb\xbf"

#: How many gzip layers a log is unpacked from: a ``.mjlog`` (gzip) and a second layer around it
#: (sent with ``Content-Encoding: gzip`` and saved as it came); a third is said, never unpacked
#: without end (a gzip file may unpack to itself).
_GZIP_LAYERS = 2

#: The first bytes of the archives a log may come in (one file or many: GitHub's "Download ZIP",
#: Tenhou's yearly ``scc*.zip``), and their names: ``log_archive``.
_ARCHIVES: tuple[tuple[bytes, str], ...] = (
    (b"PK\x03\x04", "ZIP"),
    (b"PK\x05\x06", "ZIP"),  # an empty one
    (b"PK\x07\x08", "ZIP"),  # one of several parts
    (b"7z\xbc\xaf\x27\x1c", "7z"),
    (b"Rar!\x1a\x07", "RAR"),
)
#: The first bytes of compressions other than gzip, and their names: ``log_compressed``.
_COMPRESSIONS: tuple[tuple[bytes, str], ...] = (
    (b"\xfd7zXZ\x00", "xz"),
    (b"\x28\xb5\x2f\xfd", "Zstandard"),
)
#: bzip2: ``BZh``, the block size (a digit 1-9), then the mark of a block or of the end.
_BZIP2_BLOCKS = (b"1AY&SY", b"\x17rE8P\x90")


def _packed_error(data: bytes) -> LogError | None:
    """The error of bytes (unpacked from gzip as far as :func:`read_log_bytes` goes) that are an
    archive (``log_archive``: ZIP, 7z, RAR), a compression mjgui does not unpack
    (``log_compressed``: xz, Zstandard, bzip2) or gzip still (``log_gzip_layers``: more layers
    than :data:`_GZIP_LAYERS`), told by their first bytes; None for any other bytes. No text log
    starts so: "not UTF-8 text, line 1, column 12" would send a user to save an archive as text."""
    if data[:2] == GZIP_MAGIC:
        return LogError("log_gzip_layers")  # its sentence says "more than twice"
    for magic, name in _ARCHIVES:
        if data.startswith(magic):
            return LogError("log_archive", format=name)
    for magic, name in _COMPRESSIONS:
        if data.startswith(magic):
            return LogError("log_compressed", format=name)
    if data[:3] == b"BZh" and data[3:4] in b"123456789" and data[4:10] in _BZIP2_BLOCKS:
        return LogError("log_compressed", format="bzip2")
    return None


def _gunzip(data: bytes) -> tuple[bytes, bool]:
    """The text of gzip ``data`` and whether its stream is whole (False: cut short). Every member
    is inflated, as ``zcat`` and Python's ``gzip`` read them (a log a bot appends to hand by hand
    with ``gzip.open(path, "ab")``, or ``gzip -c b >> a``), all of them under the one size limit,
    checked as they inflate (a bomb stops there). Bytes after the last member that start no
    other are damage (``log_gzip_trailing``, said where the gzip data ends), never left out
    unsaid; a member whose data does not inflate, or whose checksum or length is wrong, is
    ``log_gzip_damaged``."""
    parts: list[bytes] = []
    size = 0
    rest = data
    while True:
        inflater = zlib.decompressobj(zlib.MAX_WBITS | 16)
        try:  # never more than one character past the limit, all members together
            part = inflater.decompress(rest, MAX_LOG_CHARS + 1 - size)
        except zlib.error:  # bad data, or a wrong checksum or length: damaged, not cut short
            raise LogError("log_gzip_damaged") from None
        parts.append(part)
        size += len(part)
        if size > MAX_LOG_CHARS:
            raise LogError("log_inflated_too_large", limit=MAX_LOG_CHARS)
        if not inflater.eof:  # the limit is not reached: the stream stops before its end
            return b"".join(parts), False
        rest = inflater.unused_data
        if not rest:
            return b"".join(parts), True
        if not GZIP_MAGIC.startswith(rest[:2]):  # no other member starts here: damage
            raise LogError("log_gzip_trailing", byte=len(data) - len(rest) + 1)


def _small_link_error(text: str | None) -> LogError | None:
    """The error of a small file that holds only a link (:func:`_link_error` of its ``text``,
    :func:`mjgui.core.logs.links.link_file_text`: a ``.url`` whose other lines hold a byte of a
    Windows code page, a ``.webloc`` as XML or a binary property list, a ``.desktop`` link), or
    None: any other file, tenhou.net/6 editor links that hold the log too."""
    if text is None or starts_json_links(text):
        return None
    return _link_error(text)

"""Command line: ``python -m mjgui score HAND [options]`` prints one JSON object.

Exit status: 0 for a win, 1 for a valid hand that does not win, 2 for bad input; for every
command, 74 when the output cannot be written or standard input cannot be read (:mod:`mjgui.output`).
``--batch`` reads one set of score arguments per line from stdin and answers every line with
one JSON object, so that output line N answers input line N. The options given with ``--batch``
(``score --batch --rules ema --lang ru``) are read at the start of every line, so a line's own
value of an option wins; they are checked before any line is read (an unknown option, a hand or a
wrong value: one error answer and status 2), and so is a file over :data:`MAX_BATCH_BYTES`
given as standard input (``batch_too_large``, by its size, nothing read); input with no size
to check (a pipe, a device) is counted as it is read, and a batch that goes on past the limit
ends there (``batch_input_too_large``, naming the line the limit cut, status 2). Each line: a blank line gets
``{"ok": null, "skipped": "blank"}``, a ``#`` comment ``{"ok": null, "skipped": "comment"}`` (a
byte order mark starting any line is left out first), a
bad line its error object (``bad_encoding`` for bytes that are not UTF-8, ``line_too_long``
past :data:`~mjgui.core.scoring.arguments.MAX_SCORE_LINE` characters, ``nul_byte`` for a line
holding a zero byte; every line of a UTF-16 input ``utf16``, as ``game`` says it (zero bytes are
no UTF-16 text); ``cr_line_ends`` for a line with a carriage return inside,
more words after it: lines ended the old Mac way, CR alone, are one line, as a line ends at each
line feed; a CR among the trailing blanks is a blank), and the
batch goes on. An answer's error object (a bad line, a hand that does not win) ends with
``"line": N``, the 1-based number of the input line it answers; every other answer is the same
as without the batch, byte for byte. The answers
are UTF-8 whatever the locale; they go out many at once, and whenever the input has to wait, so a
program that writes one line and waits for its answer gets it.
"""

from __future__ import annotations

import errno
import gc
import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import redirect_stdout
from functools import cache
from io import BytesIO
from typing import TYPE_CHECKING, Any

from mjgui import CLI_COMMANDS, after_leading_lang
from mjgui.core.errors import HandError, MahjongError
from mjgui.core.scoring.arguments import (
    HELP,
    MAX_SCORE_LINE,
    ArgumentError,
    ScoreRequest,
    asks_for,
    batch_words,
    check_line_length,
    line_words,
    parse_score_args,
    problem_in_option,
    score_parser,
    score_request,
)
from mjgui.output import EXIT_OUTPUT, Output, OutputError, say_on_stderr
from mjgui.output import stdout as output_stream

if TYPE_CHECKING:
    from mjgui.core.quietparser import BadWords
    from mjgui.core.scoring.hand import HandSpec
    from mjgui.core.scoring.scoring import ScoreResult

__all__ = [
    "ArgumentError",
    "InputOverLimit",
    "ScoreRequest",
    "TooLongLine",
    "answer_line",
    "answer_text",
    "main",
    "parse_score_args",
    "read_lines",
    "run_batch",
    "score_command",
]

EXIT_WIN, EXIT_NO_WIN, EXIT_BAD_INPUT = 0, 1, 2

#: The most bytes a line of MAX_SCORE_LINE characters takes in UTF-8 (4 per character), and its
#: line break: a longer line is refused without decoding or keeping the rest of it.
_MAX_LINE_BYTES = 4 * MAX_SCORE_LINE + 2


#: The characters of a plain line, one that ``str.split`` cuts exactly as ``shlex.split`` does.
#: A line is plain when ``line.translate(None, _PLAIN_CHARS)`` leaves nothing (bytes.translate
#: drops them in C: a third of what a regular expression's match cost).
_PLAIN_CHARS = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_ \t,.:=+-"


def _lang_of(argv: Sequence[str], default: str | None = None) -> str:
    """The language the words ask for (:func:`~mjgui.core.quietparser.words_lang`: ``--lang ru``
    or an abbreviation of it, as the words are read), else ``default``, else the system's, as
    the window reads it (:func:`~mjgui.core.quietparser.env_lang`)."""
    from mjgui.core.quietparser import env_lang, words_lang

    if "--l" not in " ".join(argv):
        return env_lang() if default is None else default
    return words_lang(argv, default)


def _with_system_lang(words: list[str]) -> list[str]:
    """``score``'s words with the system's language asked for first (``--lang ru`` under
    ``LANGUAGE=ru``, as the window speaks it) when they ask for none: a ``--lang`` of the words,
    or of a ``--batch`` line, comes after it and wins."""
    from mjgui.core.quietparser import env_lang

    if any(word.startswith("--l") for word in words):
        return words
    lang = env_lang()
    return words if lang == "en" else ["--lang", lang, *words]


def _error_dict(err: MahjongError, lang: str = "en") -> dict[str, Any]:
    """The JSON answer of an error; its message with control and format characters (a
    terminal's escape, a bidirectional override typed in a hand) written as escapes, as every
    command shows a text from outside (:func:`~mjgui.core.shown.escape_controls`)."""
    error = err.as_dict(lang)
    message = error.get("message")
    if isinstance(message, str) and not message.isprintable():
        from mjgui.core.shown import escape_controls

        error["message"] = escape_controls(message)
    return {"ok": False, "error": error}


def _unreadable(words: Sequence[str]) -> HandError | None:
    """``bad_encoding`` for words holding bytes that were not UTF-8 (the OS gives them to Python
    as lone surrogates), with the 1-based position of the first such byte in the words' bytes
    joined by spaces: a byte, as a ``--batch`` line's is counted (``жж`` before it: byte 5)."""
    text = " ".join(words)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        # the characters before it are UTF-8 (the first that is not stopped the encoding)
        return HandError("bad_encoding", pos=len(text[: err.start].encode("utf-8")) + 1)
    return None


def _scored(argv: Sequence[str], utf8: bool = False) -> tuple[ScoreRequest, ScoreResult] | dict[str, Any]:
    """The request and its result, or the error answer for bad input. ``utf8``: the words are
    known to be UTF-8 (read from bytes), so they are not checked again."""
    if not utf8:
        bad = _unreadable(argv)
        if bad is not None:
            return _error_dict(bad, _lang_of(argv))
    try:
        request = score_request(argv)
    except MahjongError as err:
        return _error_dict(err, _lang_of(argv))
    try:
        return request, _core()[0](request.spec)
    except MahjongError as err:  # a --from or --pao the hand refuses: said with the option
        return _error_dict(problem_in_option(err, request.spec), _lang_of(argv))


@cache
def _core() -> tuple[
    Callable[[HandSpec], ScoreResult],
    Callable[[ScoreResult, str], str],
    Callable[[ScoreResult, str], dict[str, Any]],
]:
    """``scoring.score``, ``report.result_json`` and ``report.result_dict``, imported on first
    use (not for the other commands); looked up here, a ``from ... import`` on every batch line
    cost ~8 k instructions."""
    from mjgui.core.scoring.scoring import score
    from mjgui.core.teach.report import result_dict, result_json

    return score, result_json, result_dict


def score_command(argv: Sequence[str]) -> tuple[int, dict[str, Any]]:
    """One ``score`` call: (exit status, JSON object). Never raises for bad input."""
    from mjgui.core.teach.report import result_dict

    found = _scored(argv)
    if isinstance(found, dict):
        _add_before_tenpai_to_error(found, argv)
        return EXIT_BAD_INPUT, found
    request, result = found
    out = result_dict(result, request.lang)
    if request.explain:
        _add_explanations(out, result, request.lang)
    return (EXIT_WIN if result.ok else EXIT_NO_WIN), out


def _add_before_tenpai_to_error(out: dict[str, Any], argv: Sequence[str]) -> None:
    """A hand the scorer refused (read, but not one that can be scored): with ``--explain`` it still
    gets its shanten and discards. Words that could not be read get nothing more."""
    try:
        request, _ = parse_score_args(argv)
    except MahjongError:
        return
    if request.explain:
        _add_before_tenpai(out, request.spec)


def _add_explanations(out: dict[str, Any], result: ScoreResult, lang: str) -> None:
    from mjgui.core.teach.explain import near_misses, suggestions

    if result.ok:
        out["near_misses"] = [{"id": m.id, "text": m.text(lang)} for m in near_misses(result)]
    else:
        out["error"]["suggestions"] = [s.text(lang) for s in suggestions(result)]
        _add_before_tenpai(out, result.spec)


def _add_before_tenpai(out: dict[str, Any], spec: HandSpec) -> None:
    """A hand that is not complete yet: its shanten and its discards or improving tiles."""
    from mjgui.core.teach.tenpai import before_tenpai, before_tenpai_dict

    view = before_tenpai(spec)
    if view is not None:
        out.update(before_tenpai_dict(view))


# one encoder for every answer (json.dumps with options builds a new one per call); answers
# are plain trees of dicts and lists, so no circular check
_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)


def _dump(obj: dict[str, Any]) -> str:
    return _ENCODER.encode(obj)


class TooLongLine(int):
    """A line past the byte limit, dropped while reading: only its length in characters is kept
    (the UTF-8 characters its bytes make: ``ж`` is two bytes and one character), and ``cr``,
    whether it held a carriage return alone (lines ended the old Mac way, read as one)."""

    cr: bool = False

    @classmethod
    def of(cls, length: int, cr: bool) -> TooLongLine:
        made = cls(length)
        made.cr = cr
        return made


def _lone_cr(piece: bytes, after_cr: bool = False) -> bool:
    """Whether a piece of a line shows a carriage return alone: one with more words of the line
    after it (the carriage returns and blanks at a line's end are its end's: a line is read up to
    its trailing blanks, so ``hand --tsumo\\r \\n`` is one hand). ``after_cr``: the line's bytes
    before this piece end in one and blanks (:func:`_ends_in_cr`)."""
    body = piece.rstrip()
    return b"\r" in body or (after_cr and body != b"")


def _ends_in_cr(piece: bytes, after_cr: bool = False) -> bool:
    """Whether the line's bytes up to the end of ``piece`` end in a carriage return and blanks
    only (``after_cr``: they did before it), so that more words after them show a CR alone."""
    body = piece.rstrip()
    return b"\r" in piece[len(body) :] or (after_cr and body == b"")


#: Every byte but UTF-8's continuation bytes (0x80..0xBF): what ``bytes.translate`` deletes to
#: leave the continuation bytes alone, counted in C.
_NOT_CONTINUATION = bytes(range(0x80)) + bytes(range(0xC0, 0x100))


def _chars(data: bytes) -> int:
    """The characters UTF-8 bytes make: each byte but a continuation byte starts one (a byte
    that is not UTF-8 counts as one character)."""
    return len(data) - len(data.translate(None, _NOT_CONTINUATION))


#: How much input is read at once: a batch's lines are split from chunks this big.
_CHUNK_BYTES = 1 << 16


class InputOverLimit(Exception):
    """Raised by :func:`read_lines` when its input goes on past ``limit`` bytes (a pipe or a device
    that never ends: ``cat /dev/zero |``, ``< /dev/zero``): the lines wholly within the limit were
    given, the one the limit cut is not."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.limit = limit


def read_lines(
    stream: Any, before_wait: Callable[[], object] | None = None, most: int | None = None
) -> Iterator[bytes | TooLongLine]:
    """The lines of a binary stream, each with its line break; a line too long to be a score
    line is skipped to its end without keeping it, and comes back as its length in characters
    (its line break left out). ``before_wait`` is called before each read that may wait for more
    input: the answers so far go out then, so a program that writes a line and waits for its
    answer gets it, while a batch's answers go out in large writes. ``most``: the most bytes read,
    counted as they come; input that goes on past them raises :class:`InputOverLimit` once the
    lines before the limit are given (an endless input, however its lines run, is not read on)."""
    read = getattr(stream, "read1", None) or stream.read
    left = -1 if most is None else most  # the bytes that may still be read (-1: no limit)
    rest = b""  # a line begun in an earlier chunk
    skipped = 0  # the characters so far of a too-long line being skipped (0: none)
    last = b""  # the last byte skipped (a "\r" before the line break is not counted)
    cr = False  # the line being skipped holds a carriage return alone
    cr_end = False  # the bytes skipped so far end in a carriage return and blanks
    limit = _MAX_LINE_BYTES + 1  # a line and its "\n"
    while True:
        if before_wait is not None:
            before_wait()
        chunk = read(_CHUNK_BYTES)
        if not chunk:
            break
        if left >= 0:
            if len(chunk) > left:  # past the limit: its lines before the limit are still given
                chunk = chunk[:left]
                left = -2
            else:
                left -= len(chunk)
        if not chunk:  # the limit reached at the chunk's first byte
            break
        # the chunk cut at each "\n" in C, the breaks kept, and its lines given with `yield from`:
        # no Python step a line (a find and a slice a line cost about 2 k instructions more)
        lines = BytesIO(chunk).readlines()
        open_end = lines.pop() if chunk[-1:] != b"\n" else b""  # a line not ended in this chunk
        if lines:
            if skipped:  # the first line ends the too-long line being skipped
                first = lines[0]
                cr = cr or _lone_cr(first, cr_end)
                yield _too_long(skipped + _chars(first) - 1, first[-2:-1] if len(first) > 1 else last, cr)
                skipped, cr, cr_end = 0, False, False
                del lines[0]
            elif rest:
                lines[0] = rest + lines[0]
                rest = b""
            if lines and max(map(len, lines)) > limit:  # a line too long: only its length is kept
                yield from [
                    x if len(x) <= limit else _too_long(_chars(x) - 1, x[-2:-1], _lone_cr(x)) for x in lines
                ]
            else:
                yield from lines
        if open_end:
            if skipped:
                skipped += _chars(open_end)
                cr = cr or _lone_cr(open_end, cr_end)
                cr_end = _ends_in_cr(open_end, cr_end)
                last = open_end[-1:]
            else:
                rest += open_end
                if len(rest) > limit:  # too long already: only its length is kept
                    skipped, last, cr, cr_end = _chars(rest), rest[-1:], _lone_cr(rest), _ends_in_cr(rest)
                    rest = b""
        if left == -2:
            break
    if left == -2:  # the line the limit cut is not given: it is the one said to be too much
        raise InputOverLimit(most or 0)
    if skipped:
        yield _too_long(skipped, last, cr)
    elif rest:
        yield rest if len(rest) <= _MAX_LINE_BYTES else _too_long(_chars(rest), rest[-1:], _lone_cr(rest))


def _too_long(length: int, last_byte: bytes, cr: bool = False) -> TooLongLine:
    return TooLongLine.of(length - 1 if last_byte == b"\r" else length, cr)


def _cr_line_ends(text: str, defaults: Sequence[str]) -> dict[str, Any]:
    """The answer to a line that holds carriage returns alone: lines ended the old Mac way (CR),
    which reached the batch as one line (it reads a line up to each line feed)."""
    lang = _lang_of(text.split(), _lang_of(defaults))
    return _error_dict(HandError("cr_line_ends"), lang)


class BatchAnswers:
    """The answers of a batch, kept and written many at once: each write to a pipe costs a
    system call and wakes the reader (written one by one, half the batch's system time).
    :meth:`flush` sends what is kept; it is called before the input may wait (so at most the
    answers to one read of input are kept), and at the end."""

    def __init__(self, out: Any) -> None:
        self._out = out
        self._kept: list[str] = []
        #: keep one answer: the list's own append, with no Python call a line (about 1 k instructions)
        self.write = self._kept.append

    def flush(self) -> None:
        if self._kept:
            self._out.write("".join(self._kept))
            self._kept.clear()
        self._out.flush()


def _line_words(
    line: str | bytes | TooLongLine, defaults: Sequence[str] = ()
) -> tuple[list[str], bool] | dict[str, Any]:
    """The words of one ``--batch`` line and whether they are known to be UTF-8 (read from
    bytes), or the answer to a line that holds no score words (blank, comment, bad line).
    ``defaults``: the options given with ``--batch`` (:func:`batch_words`), read at the start
    of every line; a line refused here is answered in their language unless it asks for its own.
    A byte order mark at the start of a line is left out, whichever line it starts: a file saved
    with one (Notepad's UTF-8) starts with it, and so does each such file's first line when they
    are joined (``cat a.txt b.txt``)."""
    if isinstance(line, bytes):  # the usual line, read from standard input
        body = line.rstrip(b"\r\n")
        if body.startswith(b"\xef\xbb\xbf"):
            body = body[3:]
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError as err:
            lang = _lang_of(line.decode("utf-8", "replace").split(), _lang_of(defaults))
            return _error_dict(HandError("bad_encoding", pos=err.start + 1), lang)
        utf8 = True
        plain = not body.translate(None, _PLAIN_CHARS)
    elif isinstance(line, TooLongLine):
        if line.cr:  # a whole input of lines ended in CR alone, too long as one line
            return _error_dict(HandError("cr_line_ends"), _lang_of(defaults))
        error = HandError("line_too_long", length=int(line), limit=MAX_SCORE_LINE)
        return _error_dict(error, _lang_of(defaults))
    else:
        text, utf8 = line.rstrip("\r\n").removeprefix("\ufeff"), False
        plain = text.isascii() and not text.encode("ascii").translate(None, _PLAIN_CHARS)
    # str.split and str.strip know the same blanks: no words is a blank line, and a comment's
    # first word starts with "#"
    words = text.split()
    if not words:
        return {"ok": None, "skipped": "blank"}
    if words[0][0] == "#":  # a comment, unless lines ended in CR alone follow it on this line
        return _cr_line_ends(text, defaults) if "\r" in text.rstrip() else {"ok": None, "skipped": "comment"}
    if len(text) > MAX_SCORE_LINE or not plain:
        return _unusual_words(text, utf8, defaults)
    if defaults:
        return line_words(defaults, words), utf8
    return words, utf8


def _unusual_words(
    text: str, utf8: bool, defaults: Sequence[str] = ()
) -> tuple[list[str], bool] | dict[str, Any]:
    """:func:`_line_words` for a line too long or not plain: shlex reads its words. A carriage
    return inside the line, with more words after it (lines ended the old Mac way), is said as
    such; one among the line's trailing blanks is a blank, as ever."""
    import shlex

    nul = text.find("\0")
    if nul >= 0:  # binary data, or a file a copy has sized but not written yet: no score words
        return _error_dict(HandError("nul_byte", pos=nul + 1), _lang_of(text.split(), _lang_of(defaults)))
    if "\r" in text.rstrip():
        return _cr_line_ends(text, defaults)

    try:
        check_line_length(len(text))
        return line_words(defaults, shlex.split(text)), utf8
    except HandError as err:
        return _error_dict(err, _lang_of(text.split(), _lang_of(defaults)))
    except ValueError:  # shlex: a quotation left open, or a backslash at the end
        return _error_dict(ArgumentError("unclosed_quote"), _lang_of(text.split(), _lang_of(defaults)))


def answer_line(line: str | bytes | TooLongLine, defaults: Sequence[str] = ()) -> dict[str, Any]:
    """The JSON answer to one ``--batch`` line (its line break may be left on); ``defaults``:
    the options given with ``--batch``, read at the start of the line."""
    found = _line_words(line, defaults)
    if isinstance(found, dict):
        return found
    return score_command(found[0])[1]


def answer_text(
    line: str | bytes | TooLongLine, defaults: Sequence[str] = (), number: int | None = None
) -> str:
    """``answer_line(line, defaults)`` as JSON text, written without the answer's dict when it can be.
    ``number``: the line's 1-based number in the batch's input, which an answer with an error
    object says there (``"line": N``, :func:`_numbered`); a win's answer is the same either way."""
    found = _line_words(line, defaults)
    if isinstance(found, dict):
        return _dump(_numbered(found, number))
    words, utf8 = found
    scored = _scored(words, utf8)
    if isinstance(scored, dict):
        if "--explain" in words:  # the same answer as `score`: shanten and discards added
            _add_before_tenpai_to_error(scored, words)
        return _dump(_numbered(scored, number))
    request, result = scored
    if request.explain:
        return _dump(_numbered(score_command(words)[1], number))
    if number is not None and result.best < 0:  # no win (no_yaku...): its error object says the line
        return _dump(_numbered(_core()[2](result, request.lang), number))
    return _core()[1](result, request.lang)


def _numbered(answer: dict[str, Any], number: int | None) -> dict[str, Any]:
    """``answer`` with ``"line": number`` added at the end of its error object, when it has one
    and ``number`` is given (a batch's answer says which input line it answers, as every typed
    error says where); the answer itself, changed in place."""
    if number is not None:
        error = answer.get("error")
        if isinstance(error, dict):
            error["line"] = number
    return answer


def run_batch(lines: Iterable[str | bytes | TooLongLine], out: Any, defaults: Sequence[str] = ()) -> int:
    """Answer every line with one JSON object on a line of its own (see the module's text);
    ``defaults``: the options given with ``--batch`` (:func:`batch_words`), read at the start of
    every line."""
    write = out.write
    number = 0
    try:
        # each answer with an error object names its input line, 1-based ("line": N)
        for number, line in enumerate(lines, 1):
            write(answer_text(line, defaults, number) + "\n")
    except InputOverLimit as over:  # the input goes on past the limit: the line it cut is answered
        write(_over_limit(over.limit, number + 1, defaults) + "\n")
        out.flush()
        return EXIT_BAD_INPUT
    out.flush()
    return 0


def _over_limit(limit: int, number: int, defaults: Sequence[str]) -> str:
    """The answer to the line an input's byte limit cut (``batch_input_too_large``, naming the line
    and the limit): the batch's last answer."""
    error = HandError("batch_input_too_large", limit=limit, line=number)
    return _dump(_numbered(_error_dict(error, _lang_of(defaults)), number))


#: What UTF-16 text starts with: a byte order mark (little or big endian).
_UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")


def _utf16(stream: Any) -> bool:
    """Whether a batch's input is UTF-16 text (Notepad's "Unicode"), told from its first bytes
    as ``game`` tells a record's (:func:`~mjgui.core.game.storage.looks_like_utf16`: a byte order
    mark, or a NUL in every other byte); looked at without reading them (a stream that cannot
    be peeked at is taken as it comes)."""
    peek = getattr(stream, "peek", None)
    if peek is None:
        return False
    head = peek(128)[:128]
    if head[:2] not in _UTF16_MARKS and b"\x00" not in head:  # the usual input: nothing to load
        return False
    if any(head[at : at + 2] == b"\0\0" for at in range(0, len(head) - 1, 2)):
        return False  # a NUL character is no text: zero bytes (a copy under way), binary data
    from mjgui.core.game.storage import looks_like_utf16

    return looks_like_utf16(head)


def _utf16_batch(stream: Any, answers: BatchAnswers, lang: str, most: int = -1) -> int:
    """A UTF-16 input answered as ``game -`` answers one (``utf16``: "Standard input looks like
    UTF-16 text...; convert the input to UTF-8 first"), once for each of its lines, so that
    output line N still answers input line N; its lines are counted as they come, never kept.
    ``most``: the most bytes read (-1: no limit); input past them ends the batch as
    :func:`run_batch` ends it (``batch_input_too_large``, status 2)."""
    import codecs

    from mjgui.core.game.storage import STDIN, StorageError

    head = stream.peek(2)[:2]
    # a mark says the byte order; ASCII saved as UTF-16: its NUL comes second (little endian)
    little = "utf-16-le" if head[1:2] == b"\x00" else "utf-16-be"
    encoding = "utf-16" if head in _UTF16_MARKS else little
    decoder = codecs.getincrementaldecoder(encoding)("replace")
    answer = _error_dict(StorageError("utf16", path=STDIN), lang)
    number = 0  # the lines answered so far: each answer names its line ("line": N)
    read = getattr(stream, "read1", None) or stream.read
    open_line = False  # characters after the last line break
    left = most  # the bytes that may still be read (-1: no limit)
    while True:
        answers.flush()
        chunk = read(_CHUNK_BYTES)
        if left >= 0:
            if len(chunk) > left:  # past the limit: the lines before it answered, then the one it cut
                for _ in range(decoder.decode(chunk[:left]).count("\n")):
                    number += 1
                    answers.write(_dump(_numbered(answer, number)) + "\n")
                answers.write(_over_limit(most, number + 1, ("--lang", lang)) + "\n")
                answers.flush()
                return EXIT_BAD_INPUT
            left -= len(chunk)
        text = decoder.decode(chunk, final=not chunk)
        for _ in range(text.count("\n")):
            number += 1
            answers.write(_dump(_numbered(answer, number)) + "\n")
        if text:
            open_line = not text.endswith("\n")
        if not chunk:
            break
    if open_line:
        answers.write(_dump(_numbered(answer, number + 1)) + "\n")
    answers.flush()
    return 0


def _settle_for_a_batch() -> None:
    """Load the scoring modules now and leave them out of the garbage collector's passes: a
    batch makes many short-lived objects and no cycles to speak of (about 6 % of its time)."""
    gc.set_threshold(10_000, 50, 1000)  # set first: the scoring modules load with fewer passes
    import mjgui.core.teach.report  # noqa: F401 (loaded for the freeze)

    gc.freeze()


#: The largest file a batch reads from standard input (``score --batch < FILE``), by its size,
#: checked before a byte of it is read: a batch of a million hands is some 50 MB; a file of more
#: (a 2 GB sparse file, a disk image) is no batch, and is not read to its end. Input that has no
#: size to check (a pipe, a device: ``cat /dev/zero |``, ``< /dev/zero``) is counted as it is
#: read, and the batch ends where it goes past this (``batch_input_too_large``, status 2).
MAX_BATCH_BYTES = 1 << 30


def _file_size(stream: Any) -> int | None:
    """The size of the regular file ``stream`` reads (standard input redirected from a file),
    by ``fstat``; None for a pipe, a terminal, a device, or a stream with no file under it."""
    import stat

    try:
        info = os.fstat(stream.fileno())
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is an OSError
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def _batch(argv: Sequence[str], stdout: Any) -> int:
    """``score --batch [options]``: the options are checked before any line is read (a word that
    is not a ``score`` option, a hand or a wrong value: one error answer, status 2), then read
    at the start of every line."""
    defaults: tuple[str, ...] = ()
    if len(argv) > 1:  # words that are not UTF-8 were answered before (:func:`_run`)
        try:
            defaults = batch_words(argv)
        except MahjongError as err:
            print(_dump(_error_dict(err, _lang_of(argv))), file=stdout)
            return EXIT_BAD_INPUT
    _settle_for_a_batch()
    from mjgui import dataclass_code

    dataclass_code.remove()  # the batch's imports are done
    if sys.stdin is None:  # closed when the program started (``<&-``): said as a read that fails
        raise OSError(errno.EBADF, "standard input is closed")
    binary = getattr(sys.stdin, "buffer", None)
    size = _file_size(sys.stdin)
    if size is not None and size > MAX_BATCH_BYTES:  # a file over the limit: not a byte read
        error = HandError("batch_too_large", size=size, limit=MAX_BATCH_BYTES)
        print(_dump(_error_dict(error, _lang_of(defaults))), file=stdout)
        return EXIT_BAD_INPUT
    if binary is None:  # a text stream given by an embedding program
        status = run_batch(sys.stdin, stdout, defaults)
    else:
        answers = BatchAnswers(stdout)
        if _utf16(binary):
            status = _utf16_batch(binary, answers, _lang_of(defaults), MAX_BATCH_BYTES)
        else:
            lines = read_lines(binary, before_wait=answers.flush, most=MAX_BATCH_BYTES)
            status = run_batch(lines, answers, defaults)
    # the batch's caches left out of the collections Python makes on its way out (they
    # walked every object kept: ~8 k instructions a line over a batch of 2,000 lines)
    gc.freeze()
    return status


#: The status of a run stopped by an interrupt (Ctrl+C): 128 + SIGINT, as a shell gives it.
EXIT_INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; a reader that stops reading (``mjgui score --batch < f | head``) ends
    the run quietly with status 1, as other command-line tools do, instead of a traceback. An
    answer that cannot be written (a full disk, a closed standard output) is said in one line on
    standard error, and the status is :data:`~mjgui.output.EXIT_OUTPUT` (74). An interrupt
    (Ctrl+C) ends it quietly too, with :data:`EXIT_INTERRUPTED`: what was written stays whole
    lines (written in pieces of whole lines, the interrupt raised between them,
    :class:`~mjgui.output.Output`), and answers kept but not written yet are dropped."""
    from mjgui import dataclass_code

    dataclass_code.install()  # the methods of the core's dataclasses taken compiled (once the launcher has)
    args = list(sys.argv[1:] if argv is None else argv)
    stdout = output_stream()  # UTF-8 whatever the locale, for every command and its help
    try:
        status = _command(args, stdout)
        stdout.flush()  # what is still kept is written now: its failure is said here
        return status
    except KeyboardInterrupt:
        return _interrupted(args, stdout)
    except (BrokenPipeError, OutputError) as err:
        return failed_output(args, err)
    except OSError as err:  # the input (standard input, a file) failed as it was read
        return _failed(args, "input", err)
    finally:
        dataclass_code.remove()


def failed_output(args: Sequence[str], err: Exception) -> int:
    """The status of a run whose output could not be written (``err`` an :class:`OutputError`),
    said on standard error, or whose reader stopped reading (a ``BrokenPipeError``: 1, quietly);
    standard output is pointed at the null device first."""
    _quiet_stdout()
    if isinstance(err, OutputError):
        return _failed(args, "output", err.reason)
    return 1


def _quiet_stdout() -> None:
    """Standard output pointed at the null device: the flush Python makes on its way out has
    nowhere to fail (no second error, no "Exception ignored" and status 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (AttributeError, OSError, ValueError):  # closed, or not a file (a test's capture)
        pass


def _failed(args: Sequence[str], what: str, err: OSError) -> int:
    """Say on standard error that the output could not be written or the input read, with the
    system's reason in the language of the command's words; the status for it."""
    from mjgui.core.errors import os_reason
    from mjgui.core.i18n import msg, phrase
    from mjgui.core.text import inner_sentence

    said = {
        # program: "mjgui score", "mjgui game"...; reason: the system's, worded in the language
        "output": msg("cli:output_failed", "{program}: the output could not be written: {reason}."),
        "input": msg("cli:input_failed", "{program}: the input could not be read: {reason}."),
    }
    lang = _lang_of(args)
    from mjgui.core.quietparser import program as program_name

    program = f"{program_name()} {args[0]}" if args and args[0] in CLI_COMMANDS else program_name()
    reason = inner_sentence(os_reason(err).message(lang), lang)
    say_on_stderr(phrase(said, what, lang, program=program, reason=reason))
    return EXIT_OUTPUT


def _interrupted(args: Sequence[str], stdout: Output) -> int:
    """The status of a run stopped by an interrupt; the line the output was on is ended (a
    ``print`` stopped between its text and its line break) and what is written goes out, as far
    as the output takes it without waiting (:meth:`~mjgui.output.Output.wind_up`)."""
    try:
        stdout.wind_up()  # never waiting for a reader that stopped reading
    except (BrokenPipeError, OutputError) as err:
        failed_output(args, err)
    except KeyboardInterrupt:  # a second one while the output goes out: it goes no further
        _quiet_stdout()
    return EXIT_INTERRUPTED


def _command(args: list[str], stdout: Output) -> int:
    # what argparse prints itself (a command's --help) goes through the checked stream too
    with redirect_stdout(stdout):
        return _run(args, stdout)


def _command_words(leading: list[str], words: list[str]) -> list[str]:
    """The command's words (``words``, after its name) with the leading ``--lang`` words before
    them; a leading ``--lang`` whose value was forgotten (``--lang score HAND``) goes after the
    command's options, before a ``--`` (the end of them), where the command reads it as it reads
    its own ``--lang`` given last without a value: "expected one argument", in its own format
    (``score``'s JSON error, ``game``'s usage), never taking the hand or the file as the language."""
    i = 0
    while i < len(leading) - 1:  # each --lang=X one word, each --lang X two
        i += 1 if "=" in leading[i] else 2
    if i != len(leading) - 1 or "=" in leading[i]:  # every --lang has its value
        return [*leading, *words]
    end = words.index("--") if "--" in words else len(words)
    return [*leading[:-1], *words[:end], leading[-1], *words[end:]]


def _bad_leading_lang(leading: list[str], lang: str) -> BadWords | None:
    """A leading ``--lang`` with no value or one that is no language (``--lang xx --help``), read
    as every command reads its ``--lang`` (argparse's "invalid choice", worded in ``lang``);
    None when the words are good."""
    from mjgui.cliparse import LANGS, BadWords, QuietParser, program
    from mjgui.core.quietparser import LANG_OPTION

    parser = QuietParser(prog=program(), lang=lang, add_help=False)
    parser.add_argument(LANG_OPTION, choices=LANGS)
    try:
        parser.parse_args(leading)
    except BadWords as err:
        return err
    return None


def _usage(lang: str) -> str:
    """``mjgui-cli --help``: the commands' usage lines, naming the program that runs them."""
    from mjgui.cliparse import COMMANDS_USAGE, LANGS, SCORE_HELP, VERSION_USAGE, program
    from mjgui.core.i18n import say
    from mjgui.core.quietparser import USAGE

    name = program()
    lines = (
        *(say(u, lang, program=name) for u in COMMANDS_USAGE),
        say(VERSION_USAGE, lang, program=name, langs="|".join(LANGS)),
        say(SCORE_HELP, lang, program=name),
    )
    return say(USAGE, lang) + "\n       ".join(lines)


def _run(args: list[str], stdout: Output) -> int:
    first = after_leading_lang(args)
    leading = args[: len(args) - len(first)]  # the leading --lang words
    own = not first or first[0] in ("-h", "--help", "--version", "-V")  # no command's words
    if own and leading:
        from mjgui.cliparse import words_lang

        refused = _bad_leading_lang(leading, words_lang(args))
        if refused is not None:  # said as a command says it: its usage, then what is wrong
            from mjgui.cliparse import program, tell

            tell(None, f"{_usage(words_lang(args))}\n{program()}: {refused}")
            return EXIT_BAD_INPUT
    if not first or first[0] in ("-h", "--help"):
        from mjgui.cliparse import tell, words_lang

        usage = _usage(words_lang(args))
        if not first:  # no command: a usage error, on standard error as every command's
            tell(None, usage)
            return EXIT_BAD_INPUT
        print(usage, file=stdout)
        return 0
    if first[0] in ("--version", "-V"):
        from mjgui.cliparse import version_line

        print(version_line(), file=stdout)
        return 0
    # a --lang before the command is the command's (every command takes it), read before its own
    # words: after them, it was read as an argument once they held "--" (score -- HAND); a --lang
    # among the command's words comes after it and wins, as argparse keeps the last
    command, rest = first[0], _command_words(leading, first[1:])
    if command != "score":
        from mjgui import dataclass_code

        dataclass_code.remove()  # the table holds the classes of a start and of score alone
    if command == "score":
        given, rest = rest, _with_system_lang(rest)
        # the command's own switches read as argparse reads every option: whole or abbreviated
        if "-h" in rest or asks_for(rest, HELP):
            from mjgui.cliparse import SCORE_EXIT, exit_codes_help

            lang = _lang_of(rest)
            parser = score_parser(lang, help_line=True)
            parser.epilog = exit_codes_help(SCORE_EXIT, lang)
            parser.print_help(stdout)
            return 0
        # the words' own bytes counted, not the system's language put before them
        bad = _unreadable(given)
        if bad is not None:
            print(_dump(_error_dict(bad, _lang_of(rest))), file=stdout)
            return EXIT_BAD_INPUT
        if asks_for(rest, "--batch"):  # --bat too, as argparse reads it
            return _batch(rest, stdout)
        status, obj = score_command(rest)
        print(_dump(obj), file=stdout)
        return status
    if command == "game":
        from mjgui.gamecli import game_command

        return game_command(rest, stdout)  # type: ignore[arg-type]
    if command == "replay":
        from mjgui.replaycli import replay_command

        return replay_command(rest, stdout)  # type: ignore[arg-type]
    if command == "league":
        from mjgui.leaguecli import league_command

        return league_command(rest, stdout)  # type: ignore[arg-type]
    unknown = ArgumentError("unknown_command", word=command, commands=", ".join(CLI_COMMANDS))
    print(_dump(_error_dict(unknown, _lang_of(rest))), file=stdout)
    return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())

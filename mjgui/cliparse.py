"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2. It is
the core's one non-exiting parser (:mod:`mjgui.core.quietparser`), named here for the commands.
Also the one way a command reads ``-`` (standard input): as bytes, :func:`binary_input`, so that
it reads no more than its limit and checks the bytes as it checks a file's."""

from __future__ import annotations

import errno
import io
import sys
from collections.abc import Sequence
from typing import Any, BinaryIO, TextIO

from mjgui.core.i18n import Msg, msg
from mjgui.core.quietparser import (
    LANG,
    LANGS,
    BadWords,
    HelpShown,
    QuietParser,
    commands_program,
    program,
    words_lang,
)

__all__ = [
    "COMMANDS_USAGE",
    "JSON_HELP",
    "LANG",
    "LANGS",
    "SCORE_EXIT",
    "SCORE_HELP",
    "VERSION_USAGE",
    "VERSION_WORDS",
    "BadWords",
    "HelpShown",
    "QuietParser",
    "answer_bad_words",
    "bad_words_answer",
    "binary_input",
    "commands_program",
    "error_json",
    "error_stream",
    "exit_codes_help",
    "json_text",
    "program",
    "refuse",
    "tell",
    "usage_error_json",
    "version_line",
    "wants_json",
    "words_lang",
]

#: the last line of the commands' usage (program: mjgui, or the console launcher mjgui-cli that runs them)
SCORE_HELP = msg("cli-help:score_help", "{program} score --help for the options")
#: ``--json``'s help line, the same in every command
JSON_HELP = msg("cli-help:json", "print one JSON object")

#: The command-line tools, as ``mjgui --help`` and ``mjgui-cli --help`` list them (program: the
#: program that runs them, :func:`program`).
COMMANDS_USAGE = (
    msg(
        "cli-help:usage_score",
        "{program} score HAND [options] | {program} score --batch < lines | {program} game FILE [--json]",
    ),
    msg("cli-help:usage_replay", "{program} replay LOG [--json]"),
    msg("cli-help:usage_league", "{program} league DIR|FILES... [--json]"),
)
#: ``mjgui-cli --help``'s line of what it takes without a command (langs: en|ru)
VERSION_USAGE = msg("cli-help:usage_version", "{program} --version | {program} --help [--lang {langs}]")
#: ``--version`` / ``-V``: the words that print the version and exit 0 (what package managers' tests call).
VERSION_WORDS = ("--version", "-V")


def wants_json(words: Sequence[str]) -> bool:
    """``--json`` among a command's words, read before they are parsed: words that do not parse
    are then answered in JSON too (:func:`error_json`), as everything else the command prints."""
    return "--json" in words


def json_text(answer: object) -> str:
    """A command's JSON answer as text (UTF-8 characters as they are); a text in it that UTF-8
    cannot write (an argument's byte that was not UTF-8, a lone surrogate) is written as file
    names are (:func:`~mjgui.core.shown.shown_tree`: ``\\xe9``), never as a lone surrogate that
    a JSON reader's string could not encode."""
    import json

    text = json.dumps(answer, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        from mjgui.core.shown import shown_tree

        text = json.dumps(shown_tree(answer), ensure_ascii=False)
    return text


def error_json(code: str, message: str, **fields: object) -> str:
    """One error as the JSON line a command prints under ``--json``:
    ``{"ok": false, "error": {"code", "message", "line", ...fields}}``; ``line`` (the line of
    the file where it is wrong) null when the error has none, as in every command's errors."""
    return json_text({"ok": False, "error": {"code": code, "message": message, "line": None, **fields}})


def error_stream(err: TextIO | None) -> TextIO | None:
    """Where a command's text-mode errors go: ``err`` (a test's), else standard error."""
    return err if err is not None else sys.stderr


def tell(err: TextIO | None, text: str) -> None:
    """A text-mode error (or usage) on the error stream, the words from outside in it shown as
    file names are (:func:`~mjgui.core.shown.shown_message`); a stream that cannot be written
    (closed when the program started, full) is passed over: the exit status says it."""
    from mjgui.core.shown import shown_message

    stream = error_stream(err)
    if stream is None:
        return
    try:
        lines = text.removesuffix("\n").split("\n")  # the usage's lines stay lines
        stream.write("".join(shown_message(line) + "\n" for line in lines))
        stream.flush()
    except (AttributeError, OSError, ValueError):
        pass


def refuse(out: TextIO, err: TextIO | None, as_json: bool, code: str, said: str, **fields: object) -> None:
    """An error that stops a command: under ``--json`` its JSON object on standard output (the
    answer a script reads), else its sentence on standard error (:func:`tell`)."""
    if as_json:
        out.write(error_json(code, said, **fields) + "\n")
    else:
        tell(err, said)


#: the exit statuses every command shares, as each command's --help ends with them
EXIT_CODES = msg(
    "cli-help:exit_codes",
    "Exit status: {own}; 74 when the output cannot be written or standard input cannot be read.",
)


#: ``score``'s own exit statuses, as its --help says them
SCORE_EXIT = msg(
    "score-help:exit",
    "0 a win, 1 a valid hand that does not win, 2 bad input (--batch: 0 whatever the lines held, 2 "
    "for a wrong option given with it or an input past the most it reads)",
)


def exit_codes_help(own: Msg, lang: str) -> str:
    """The end of a command's ``--help``: its exit statuses (``own``) and those of every command."""
    from mjgui.core.i18n import say

    return say(EXIT_CODES, lang, own=say(own, lang))


def usage_error_json(err: BadWords, usage: str, lang: str, **fields: object) -> str:
    """Words a command cannot read, under ``--json``: code ``bad_argument``, its message worded as
    ``score`` words it ("Invalid input: unrecognized arguments: --bogus"), and the command's usage
    line; ``fields``: the command's own error fields (``game``'s ``line``...)."""
    from mjgui.core.errors import MahjongError

    message = MahjongError("bad_argument", message=str(err)).message(lang)
    if err.option is not None:  # a value argparse refused: the option named, as score names it
        fields = {"option": err.option, **fields}
    return error_json("bad_argument", message, usage=usage, **fields)


def bad_words_answer(
    parser: QuietParser, err: BadWords, words: Sequence[str], lang: str, **fields: object
) -> str:
    """The answer to words a command cannot read: its usage as its ``--help`` shows it (argparse's,
    made from the options, so the two never differ), then ``{prog}: {what is wrong}``; under
    ``--json`` one line, :func:`usage_error_json` with that usage on one line and ``fields``."""
    usage = parser.format_usage()
    if wants_json(words):
        return usage_error_json(err, " ".join(usage.split()), lang, **fields) + "\n"
    return f"{usage}{parser.prog}: {err}\n"


def answer_bad_words(
    parser: QuietParser,
    err: BadWords,
    words: Sequence[str],
    lang: str,
    out: TextIO,
    errors: TextIO | None,
    **fields: object,
) -> None:
    """:func:`bad_words_answer` where it goes: under ``--json`` on standard output, else (the
    usage and what is wrong) on standard error."""
    said = bad_words_answer(parser, err, words, lang, **fields)
    if wants_json(words):
        out.write(said)
    else:
        tell(errors, said)


def version_line() -> str:
    """``mjgui 0.1.0``: what ``mjgui --version`` and ``mjgui-cli --version`` print."""
    from mjgui import __version__

    return f"mjgui {__version__}"


class _Encoded(io.RawIOBase):
    """A text stream (a test's StringIO) read as UTF-8 bytes, a bounded piece at a time."""

    def __init__(self, text: TextIO) -> None:
        self.text = text
        self.pending = b""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while len(self.pending) < len(buffer):
            piece = self.text.read(65536)
            if not piece:
                break
            self.pending += piece.encode("utf-8", "surrogateescape")
        size = min(len(buffer), len(self.pending))
        buffer[:size] = self.pending[:size]
        self.pending = self.pending[size:]
        return size


class _Closed(io.RawIOBase):
    """Standard input closed when the program started (``sys.stdin`` is None: ``<&-``): its read
    fails as a closed descriptor's does."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        raise OSError(errno.EBADF, "standard input is closed")


def binary_input(text: TextIO | None) -> BinaryIO:
    """The bytes under a text stream: standard input's buffer, or a text stream (a test's
    StringIO) re-encoded; the command reads at most its limit from it (``replay -`` and
    ``game -`` read one byte over their size limit at most, then refuse). A read that fails
    (standard input closed, ``None``, or open for writing only) raises its ``OSError``, which
    :func:`mjgui.cli.main` says in one line on standard error, status 74, as for ``score --batch``."""
    if text is None:
        return io.BufferedReader(_Closed())
    raw = getattr(text, "buffer", None)
    if raw is not None:
        return raw  # type: ignore[no-any-return]
    return io.BufferedReader(_Encoded(text))

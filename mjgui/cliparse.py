"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2. It is
the core's one non-exiting parser (:mod:`mjgui.core.quietparser`), named here for the commands.
Also the one way a command reads ``-`` (standard input): as bytes, :func:`binary_input`, so that
it reads no more than its limit and checks the bytes as it checks a file's."""

from __future__ import annotations

import errno
import io
from collections.abc import Sequence
from typing import Any, BinaryIO, TextIO

from mjgui.core.i18n import msg
from mjgui.core.quietparser import LANG, LANGS, BadWords, HelpShown, QuietParser, words_lang

__all__ = [
    "COMMANDS_USAGE",
    "JSON_HELP",
    "LANG",
    "LANGS",
    "SCORE_HELP",
    "VERSION_WORDS",
    "BadWords",
    "HelpShown",
    "QuietParser",
    "bad_words_answer",
    "binary_input",
    "error_json",
    "usage_error_json",
    "version_line",
    "wants_json",
    "words_lang",
]

#: the last line of the commands' usage
SCORE_HELP = msg("cli-help:score_help", "mjgui score --help for the options")
#: ``--json``'s help line, the same in every command
JSON_HELP = msg("cli-help:json", "print one JSON object")

#: The command-line tools, as ``mjgui --help`` and ``mjgui-cli --help`` list them.
COMMANDS_USAGE = (
    msg(
        "cli-help:usage_score",
        "mjgui score HAND [options] | mjgui score --batch < lines | mjgui game FILE [--json]",
    ),
    msg("cli-help:usage_replay", "mjgui replay LOG [--json]"),
    msg("cli-help:usage_league", "mjgui league DIR|FILES... [--json]"),
)
#: ``--version`` / ``-V``: the words that print the version and exit 0 (what package managers' tests call).
VERSION_WORDS = ("--version", "-V")


def wants_json(words: Sequence[str]) -> bool:
    """``--json`` among a command's words, read before they are parsed: words that do not parse
    are then answered in JSON too (:func:`error_json`), as everything else the command prints."""
    return "--json" in words


def error_json(code: str, message: str, **fields: object) -> str:
    """One error as the JSON line a command prints under ``--json``:
    ``{"ok": false, "error": {"code", "message", ...fields}}``."""
    import json

    return json.dumps(
        {"ok": False, "error": {"code": code, "message": message, **fields}}, ensure_ascii=False
    )


def usage_error_json(err: BadWords, usage: str, lang: str, **fields: object) -> str:
    """Words a command cannot read, under ``--json``: code ``bad_argument``, its message worded as
    ``score`` words it ("Invalid input: unrecognized arguments: --bogus"), and the command's usage
    line; ``fields``: the command's own error fields (``game``'s ``line``...)."""
    from mjgui.core.errors import MahjongError

    message = MahjongError("bad_argument", message=str(err)).message(lang)
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

"""How a text from outside mjgui is shown: a file name, a player's name from a log.

A file name is bytes on most systems, and a name that is not UTF-8 (``Ren\\xe9.mjgame``, Latin-1
bytes as an unzipped Windows archive leaves them) reaches Python as lone surrogates, which no
UTF-8 output can write (a terminal, JSON, a CSV file, a Qt label). A control character in a name
(``e\\x1b[31mvil.mjgame``) would drive a terminal. :func:`shown_path` is the one place a file name
becomes display text, for every output (the command line's text and JSON, the CSV exports, the
windows): undecodable bytes written as ``\\xe9``, control characters as ``\\x1b``, and (but on Windows,
where it is the folders' separator) a backslash of the name itself as ``\\\\``, so that the shown
form is never ambiguous: ``x\\xe9.mjgame`` is a name with the byte 0xE9, ``x\\\\xe9.mjgame`` the name
typed with a backslash. The file itself is opened by its real name; only what is shown is escaped.
A word of a command's arguments is shown the same way (:func:`shown_word`), and a whole sentence
that may hold one as the system gave it (:func:`shown_message`: argparse's messages); a command
suggested to the player quotes the real name for the shell (:func:`shell_word`).

A text table of the command line pads its columns with :func:`pad`, by the columns a terminal
gives a text (:func:`text_width`): a kanji or a kana is two, an accent put on a letter none. A
name such as ``長谷川`` padded by its count of characters pushed the rest of its row three columns
to the right.

Pure Python, no Qt; imports nothing of mjgui.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Mapping

__all__ = [
    "escape_controls",
    "pad",
    "rendered",
    "shell_word",
    "shown_message",
    "shown_params",
    "shown_path",
    "shown_tree",
    "shown_word",
    "text_width",
]


def rendered(value: object, lang: str) -> object:
    """An error's parameter as its sentence shows it: a nested error or reason (anything with a
    ``message(lang)``) as its own sentence in ``lang``, anything else as it is."""
    render = getattr(value, "message", None)
    return str(render(lang)) if callable(render) else value


def shown_params(params: Mapping[str, object], lang: str, files: Collection[str]) -> dict[str, object]:
    """An error's parameters as its sentence shows them: those in ``files`` name a file
    (:func:`shown_path`), the others :func:`rendered`."""
    return {k: shown_path(v) if k in files else rendered(v, lang) for k, v in params.items()}


def escape_controls(text: str) -> str:
    """``text`` with control and format characters (terminal escapes, newlines, bidi marks)
    written as escapes (``\\x1b``, ``\\n``, ``\\u202e``), so a name cannot drive a terminal."""
    if text.isprintable():  # the usual name: nothing to escape
        return text
    import unicodedata  # loaded only for a name that needs it

    out = []
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") and char not in "\u200c\u200d":
            out.append(char.encode("unicode_escape").decode("ascii"))
        else:
            out.append(char)
    return "".join(out)


def shown_path(path: object, *, windows: bool | None = None) -> str:
    """A file name (a text, bytes or a path) as it is shown: bytes that are not UTF-8 written as
    ``\\xe9`` (the bytes the system gave, whatever their encoding), control and format characters
    as ``\\x1b``, and a backslash of the name as ``\\\\`` (not on Windows, ``windows``: this
    system's, where it separates the folders and cannot be part of a name), and the leading
    slashes of a POSIX name as one (``//.config``, as Qt names a folder of an unset HOME, is
    ``/.config``); the result always encodes as UTF-8, and two names never show the same."""
    text = os.fsdecode(path) if isinstance(path, str | bytes | os.PathLike) else str(path)
    if windows is None:
        windows = os.name == "nt"
    if not windows and "\\" in text:  # first: the escapes written below are told from it
        text = text.replace("\\", "\\\\")
    if not windows and text.startswith("//"):  # HOME unset: Qt's "//.config", the root's own folder
        text = "/" + text.lstrip("/")  # (on Windows "//server/share" is another computer's)
    return shown_message(text)


def shown_word(word: str) -> str:
    """A word of a command's arguments as it is shown (in an error that echoes it): as a file
    name is, :func:`shown_path`, since it may be one."""
    return shown_path(word)


def shown_message(text: str) -> str:
    """A sentence that may hold a text as the system gave it (an argument, argparse's message
    about one) as it is shown: bytes that were not UTF-8 (lone surrogates U+DC80..U+DCFF) as
    ``\\xe9``, another lone surrogate as ``\\udNNN``, control and format characters as escapes;
    the rest as it is (a backslash of the sentence stays one). Encodes as UTF-8."""
    if text.isascii() and text.isprintable():  # the usual sentence: nothing to escape
        return text
    try:
        # the undecodable bytes the system handed over as surrogates U+DC80..U+DCFF get back their
        # byte and are written as \xNN
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # another lone surrogate (a Windows name): written as \udNNN
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return escape_controls(text)


def shown_tree(value: object) -> object:
    """A JSON answer's value with every text in it :func:`shown_message` (the keys too): what a
    command prints when an answer holds a text it could not encode otherwise."""
    if isinstance(value, str):
        return shown_message(value)
    if isinstance(value, dict):
        return {shown_message(str(k)): shown_tree(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [shown_tree(v) for v in value]
    return value


#: The kinds of character a terminal draws in no column of its own: a combining mark (an accent
#: put on the letter before it) and a format character (the joiners of an emoji's parts, which
#: :func:`escape_controls` keeps), but the soft hyphen, drawn as a hyphen.
_NO_COLUMN = frozenset({"Mn", "Me", "Cf"})


def text_width(text: str) -> int:
    """The columns a terminal gives ``text``: two for a wide character (East Asian Wide or
    Fullwidth: kanji, kana, hangul, ``Ａ``), none for a combining mark or a joiner, one for any
    other. The usual name (ASCII) is its length."""
    if text.isascii():
        return len(text)
    import unicodedata  # loaded only for a name that needs it

    width = 0
    for char in text:
        if unicodedata.east_asian_width(char) in ("W", "F"):
            width += 2
        elif unicodedata.category(char) not in _NO_COLUMN or char == "\xad":
            width += 1
    return width


def pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded with spaces to ``width`` columns of a terminal (:func:`text_width`): after
    it, or before it with ``right`` (a number's column). A text as wide or wider comes back as it
    is. Where every character is one column, as ``str.ljust``/``str.rjust``."""
    room = width - text_width(text)
    if room <= 0:
        return text
    return " " * room + text if right else text + " " * room


#: the characters a word of a command line is safe with, unquoted, in a POSIX shell (letters
#: of any alphabet: a UTF-8 shell passes them as they are) and in Windows' command prompt
_SHELL_SAFE = re.compile(r"[\w@%+=:,./-]+")
_WINDOWS_SAFE = re.compile(r"[\w@%+=:,./\\-]+")


def shell_word(text: str, *, windows: bool | None = None) -> str:
    """``text`` (a real name, as the system gave it: bytes that are not UTF-8 as lone
    surrogates) as one word of a command line a player pastes: as it is when nothing in it needs
    quoting, else in single quotes as a POSIX shell needs it (``'my club'``, a quote in it as
    ``'"'"'``); a name with bytes that are not UTF-8 or control characters (a newline) in bash's
    ``$'...'`` form, which writes them as ``\\xe9``, ``\\n``; on Windows (``windows``: this
    system's) in double quotes. A name that starts with ``-`` is written ``./-l.mjlog`` (``.\\``
    on Windows), the same file, so that the command does not read it as an option."""
    if windows is None:
        windows = os.name == "nt"
    if text.startswith("-"):
        text = (".\\" if windows else "./") + text
    if windows:
        return text if _WINDOWS_SAFE.fullmatch(text) else '"' + text.replace('"', '""') + '"'
    if _SHELL_SAFE.fullmatch(text):
        return text
    if text.isprintable():
        return "'" + text.replace("'", "'\"'\"'") + "'"
    return "$'" + "".join(_dollar_quoted(char) for char in text) + "'"


def _dollar_quoted(char: str) -> str:
    """One character of a name in bash's ``$'...'`` quoting."""
    if char in "'\\":
        return "\\" + char
    if "\udc80" <= char <= "\udcff":  # a byte that was not UTF-8: the byte itself
        return f"\\x{ord(char) - 0xDC00:02x}"
    if char.isprintable():
        return char
    if char in "\n\t\r":
        return {"\n": "\\n", "\t": "\\t", "\r": "\\r"}[char]
    # a control or format character: its UTF-8 bytes (another lone surrogate: its own bytes)
    return "".join(f"\\x{b:02x}" for b in char.encode("utf-8", "surrogatepass"))

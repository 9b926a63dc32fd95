"""How a text from outside mjgui is shown: a file name, a player's name from a log.

A file name is bytes on most systems, and a name that is not UTF-8 (``Ren\\xe9.mjgame``, Latin-1
bytes as an unzipped Windows archive leaves them) reaches Python as lone surrogates, which no
UTF-8 output can write (a terminal, JSON, a CSV file, a Qt label). A control character in a name
(``e\\x1b[31mvil.mjgame``) would drive a terminal. :func:`shown_path` is the one place a file name
becomes display text, for every output (the command line's text and JSON, the CSV exports, the
windows): undecodable bytes written as ``\\xe9``, control characters as ``\\x1b``. The file itself
is opened by its real name; only what is shown is escaped.

Pure Python, no Qt; imports nothing of mjgui.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping

__all__ = ["escape_controls", "rendered", "shown_params", "shown_path"]


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


def shown_path(path: object) -> str:
    """A file name (a text, bytes or a path) as it is shown: bytes that are not UTF-8 written as
    ``\\xe9`` (the bytes the system gave, whatever their encoding), control and format characters
    as ``\\x1b``; the result always encodes as UTF-8."""
    text = os.fsdecode(path) if isinstance(path, str | bytes | os.PathLike) else str(path)
    try:
        # the undecodable bytes the system handed over as surrogates U+DC80..U+DCFF get back their
        # byte and are written as \xNN
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # another lone surrogate (a Windows name): written as \udNNN
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return escape_controls(text)

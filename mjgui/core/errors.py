"""Typed errors the core raises for input a player got wrong.

Every error carries a stable ``code`` (tests, the CLI and the GUI switch on it) and the
``params`` that name the offending tile or value; the human sentence is built by
:mod:`mjgui.core.text` in the player's language, so the same error reads well in the CLI and
in the window.
"""

from __future__ import annotations

import errno as _errno
from collections.abc import Mapping


class MahjongError(ValueError):
    """Base class: a code, its parameters and a message in a chosen language."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params: Mapping[str, object] = dict(params)
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        from mjgui.core.text import error_message

        return error_message(self.code, lang, **self.params)

    def as_dict(self, lang: str = "en") -> dict[str, object]:
        return {"code": self.code, "message": self.message(lang)}


class HandError(MahjongError):
    """The hand or its situation cannot happen at a real table."""


class NotationError(HandError):
    """MPSZ text that cannot be read; ``pos`` is the 1-based position of the problem."""

    def __init__(self, code: str, pos: int, **params: object) -> None:
        self.pos = pos
        super().__init__(code, pos=pos, **params)


class RulesError(MahjongError):
    """An unknown preset or an option value out of range."""


class OSReason(str):
    """Why the system refused to read or write a file: the system's own text (it is a ``str``:
    ``strerror``), worded by :meth:`message` from the catalogue in the player's language, by its
    ``errno`` (a Russian message no longer ends in the system's English). An error that puts it
    in its sentence shows ``message(lang)``."""

    errno: int | None

    def __new__(cls, text: str, number: int | None = None) -> OSReason:
        made = super().__new__(cls, text)
        made.errno = number
        return made

    def message(self, lang: str = "en") -> str:
        from mjgui.core.text import os_reason_text

        name = _errno.errorcode.get(self.errno) if self.errno is not None else None
        found = os_reason_text(name, lang) if name is not None else None
        return str(self) if found is None else found


def os_reason(err: OSError) -> OSReason:
    """The reason an ``OSError`` gives (its ``strerror``, or its text), worded in the player's
    language when it is put in an error's sentence: the one way the core says why a file could
    not be read or written."""
    return OSReason(err.strerror or str(err), err.errno)


def alike(a: object, b: object) -> bool:
    """Whether two values say the same. Two errors (equal otherwise only to themselves) of one
    kind, with one text and their attributes alike: code, parameters, a record line's number
    and text...; a nested error is compared so too, a reason by its text and ``errno``, a
    mapping, a tuple or a list item by item, a worded parameter (``EndReason``, ``Word``: what
    an error's sentence says in the asked language) by what it holds, anything else by ``==``."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, BaseException):
        assert isinstance(b, BaseException)
        return alike(a.args, b.args) and alike(vars(a), vars(b))
    if isinstance(a, Mapping):
        assert isinstance(b, Mapping)
        return a.keys() == b.keys() and all(alike(v, b[k]) for k, v in a.items())
    if isinstance(a, tuple | list):
        assert isinstance(b, tuple | list)
        return len(a) == len(b) and all(alike(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, OSReason):
        assert isinstance(b, OSReason)
        return str(a) == str(b) and a.errno == b.errno
    if a == b:
        return True
    # a worded parameter of an error (EndReason, Word, OrList: equal otherwise only to itself),
    # by what it holds
    slots = getattr(type(a), "__slots__", ())
    if callable(getattr(a, "message", None)) and isinstance(slots, tuple) and slots:
        return all(alike(getattr(a, s), getattr(b, s)) for s in slots)
    return False

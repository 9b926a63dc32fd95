"""Typed errors the core raises for input a player got wrong.

Every error carries a stable ``code`` (tests, the CLI and the GUI switch on it) and the
``params`` that name the offending tile or value; the human sentence is built by
:mod:`mjgui.core.text` in the player's language, so the same error reads well in the CLI and
in the window.
"""

from __future__ import annotations

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

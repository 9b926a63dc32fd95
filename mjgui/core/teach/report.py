"""A score result as plain data (the CLI's JSON contract), with text in a chosen language.

Both forms of an answer come from one description of its fields (:mod:`.shapes`): the dict,
made by a writer built from it at import, and the JSON text of ``score --batch``, written by the
module generated from it (:mod:`.report_fast`, ``make generated``).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from mjgui.core.errors import MahjongError
from mjgui.core.scoring.points import Payment
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.teach.report_fast import answer_json, no_win_json
from mjgui.core.teach.shapes import (
    ANSWER,
    NO_WIN_ANSWER,
    PAYMENT,
    Ask,
    SeatPayment,
    completed_text,
    dict_writer,
    reading_text,
)

#: reading_text and completed_text are the shapes' (what a reading's fields read), named here too
#: for the callers that word a reading
__all__ = ["completed_text", "error_dict", "payment_dict", "reading_text", "result_dict", "result_json"]

_ANSWER_DICT = dict_writer(ANSWER)
_NO_WIN_DICT = dict_writer(NO_WIN_ANSWER)
_PAYMENT_DICT = dict_writer(PAYMENT)
#: an Ask made by one C call (a named tuple's own constructor is a Python function)
_ask = partial(tuple.__new__, Ask)


def payment_dict(pay: Payment, winner_seat: int, discarder: int | None) -> dict[str, Any]:
    return _PAYMENT_DICT(SeatPayment(pay, winner_seat, discarder), "en")  # type: ignore[no-any-return]


def result_dict(result: ScoreResult, lang: str = "en") -> dict[str, Any]:
    """The CLI contract: ``{"ok": true, "han", "fu", ...}`` or ``{"ok": false, "error"}``, with
    ``notes`` when the hand has any."""
    best = result.best
    if best < 0:  # no win (``result.win`` is None)
        return _NO_WIN_DICT(result.no_win, Ask(result, lang, None))  # type: ignore[no-any-return]
    win = result.readings[best]
    return _ANSWER_DICT(win, Ask(result, lang, win))  # type: ignore[no-any-return]


def result_json(result: ScoreResult, lang: str = "en") -> str:
    """:func:`result_dict` as JSON text (what ``score --batch`` prints), written from the same
    description without the dict: ``JSONEncoder(ensure_ascii=False).encode(result_dict(r, lang))``."""
    best = result.best
    if best < 0:
        no_win = result.no_win
        assert no_win is not None
        return no_win_json(no_win, _ask((result, lang, None)))
    win = result.readings[best]
    return answer_json(win, _ask((result, lang, win)))


def error_dict(error: MahjongError, lang: str = "en") -> dict[str, Any]:
    return {"ok": False, "error": error.as_dict(lang)}

"""The name a game record gives each seat of a log (``Player2`` for a seat the log names not):
the one name the log window, ``mjgui replay``, the record saved from the log, its league and the
readers' errors (:func:`~mjgui.core.logs.model.seat_name`) call that player."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from mjgui.core.game.record import MAX_NAME, name_key, parse_line

_BAD_NAME_CHARS = re.compile(r"[\s,#\"'\\=]+")
#: The record name of a seat the log gives no name, before the seat's number (``Player1``): a
#: record name, the same in every language (:func:`~mjgui.core.logs.record.seat_names`).
UNNAMED = "Player"


def unsafe(char: str) -> bool:
    """A character a record must not hold as it is: control, format (the bidirectional
    overrides, zero-width marks), private or unassigned, or a line or paragraph separator."""
    category = unicodedata.category(char)
    return category[0] == "C" or category in ("Zl", "Zp")


def _clean_name(raw: str) -> str:
    safe = "".join("_" if unsafe(c) else c for c in raw)
    return _BAD_NAME_CHARS.sub("_", safe.strip()).strip("_")[:MAX_NAME].strip("_")


#: The other players of the ``players`` line a name is tried on (:func:`_is_name`): one more
#: than it needs, so that three remain when one of them is the name itself.
_STAND_INS = ("A", "B", "C", "D")


def _is_name(name: str) -> bool:
    """Whether a record reads ``name`` as a player's name (not a number, a keyword...): on a
    ``players`` line beside three stand-ins, each another name than ``name``. The stand-ins
    were ``X Y Z``, so a player called ``x``, ``Y`` or ``z`` was "named twice" on that line and
    became ``Player1``, though a record takes ``players y Aa Bb Cc``."""
    others = [s for s in _STAND_INS if name_key(s) != name_key(name)][:3]
    return not parse_line(f"players {name} {' '.join(others)}").error


def names_for_record(players: Sequence[str]) -> tuple[str, ...]:
    """Names a record accepts for a log's ``players`` (no spaces, quotes, control characters,
    numbers or keywords, all different): a name that cannot be made one becomes ``PlayerN`` (N
    the seat's number, or the next one not taken)."""
    out: list[str] = []
    for raw in players:
        name = _clean_name(raw)
        ok = bool(name) and _is_name(name)
        if not ok or name_key(name) in (name_key(n) for n in out):  # one name as a record tells them
            name = ""
        out.append(name)
    taken = {name_key(n) for n in out if n}
    for seat, name in enumerate(out):
        if name:
            continue
        number = seat + 1
        while name_key(f"{UNNAMED}{number}") in taken:  # a real player may be called Player2 already
            number += 1
        out[seat] = f"{UNNAMED}{number}"
        taken.add(name_key(out[seat]))
    return tuple(out)

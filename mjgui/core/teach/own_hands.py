"""The student's own hands for the quiz: the winning hands of a game record's ``hand "..."``
lines (with the game's situation at that moment: seat, round, honba, sticks, riichi) and the
wins of an imported game log (Tenhou mjlog or tenhou.net/6 JSON). Only hands that win are kept.
:func:`file_hands` reads either from a file, told apart by its content as the log window tells a
log (:func:`mjgui.core.logs.is_log_file`), never by its name.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from mjgui.core.errors import MahjongError
from mjgui.core.game.game import replay, situated_spec
from mjgui.core.game.record import HandValue, RonAction, TsumoAction
from mjgui.core.logs.model import GameLog
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import score

__all__ = ["OwnHands", "file_hands", "log_hands", "read_file_hands", "record_hands", "record_hands_read"]

#: a win's line that gives its hand (``ron Chen from Aiko hand "..."``), read or refused: the
#: word ``hand`` outside its quotes and before any comment (:func:`_gives_hand`)
_HAND_LINE = re.compile(r"^\s*(?:also\s+)?(?:ron|tsumo)\b.*\bhand\b", re.IGNORECASE)
#: what a record line has in double quotes (to its end when they do not close), and its comment
_QUOTED_OR_COMMENT = re.compile(r'"[^"]*"?|#.*', re.DOTALL)


def _gives_hand(text: str) -> bool:
    """Whether a record line is a win that gives its hand: ``hand`` a word of the line itself,
    not of its comment (``ron Chen from Zed 3 40 # good hand``) nor of what is quoted."""
    bare = _QUOTED_OR_COMMENT.sub(lambda m: '""' if m.group().startswith('"') else "", text)
    return _HAND_LINE.match(bare) is not None


@dataclass(frozen=True)
class OwnHands:
    """The hands a file gives the quiz, and the record's hand lines left out: the game's refusal
    of each (its line and why), in order."""

    hands: list[HandSpec]
    refused: tuple[MahjongError, ...] = ()


def record_hands(text: str) -> list[HandSpec]:
    """The hands of a record's ``ron ... hand "..."`` and ``tsumo ... hand "..."`` lines, in
    order, each as the game scored it; lines the game refused are left out."""
    return record_hands_read(text).hands


def record_hands_read(text: str) -> OwnHands:
    """:func:`record_hands`, with the hand lines the game refused (their refusals), so a student
    is told that some were left out and why."""
    out: list[HandSpec] = []
    refused: list[MahjongError] = []
    for step in replay(text).steps:
        action = step.line.action
        if step.error is not None:
            if _gives_hand(step.line.text):
                refused.append(step.error)
            continue
        if not isinstance(action, (RonAction, TsumoAction)):
            continue
        if not isinstance(action.value, HandValue):
            continue
        before = step.before
        winner = before.seat_of(action.winner)
        discarder = before.seat_of(action.discarder) if isinstance(action, RonAction) else None
        if winner is None or (isinstance(action, RonAction) and discarder is None):
            continue
        spec = situated_spec(before, action.value.spec, winner, discarder)
        if score(spec).ok:
            out.append(spec)
    return OwnHands(out, tuple(refused))


def log_hands(log: GameLog) -> list[HandSpec]:
    """Every win of a game log that our core scores as a win."""
    return [w.spec for w in log.wins if score(w.spec).ok]


def file_hands(path: str | os.PathLike[str]) -> list[HandSpec]:
    """The hands of a file: a game log's wins when the log window would read it as a log
    (gzip, XML or JSON: ``.mjlog.gz``, a log kept as ``.txt``...), else a game record's. Raises
    the reader's typed error (:class:`mjgui.core.logs.LogError`,
    :class:`mjgui.core.game.storage.StorageError`) for a file neither can read."""
    return read_file_hands(path).hands


def read_file_hands(path: str | os.PathLike[str]) -> OwnHands:
    """:func:`file_hands`, with a record's hand lines the game refused (:func:`record_hands_read`)."""
    from mjgui.core.logs import is_log_file, read_log_file

    if is_log_file(path):
        return OwnHands(log_hands(read_log_file(path)))
    from mjgui.core.game.storage import load_record

    return record_hands_read(load_record(path, strict=False).text)

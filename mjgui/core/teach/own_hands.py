"""The student's own hands for the quiz: the winning hands of a game record's ``hand "..."``
lines (with the game's situation at that moment: seat, round, honba, sticks, riichi) and the
wins of an imported game log (Tenhou mjlog or tenhou.net/6 JSON). Only hands that win are kept.
:func:`file_hands` reads either from a file, told apart by its content as the log window tells a
log (:func:`mjgui.core.logs.is_log_file`), never by its name.
"""

from __future__ import annotations

import os

from mjgui.core.game.game import replay, situated_spec
from mjgui.core.game.record import HandValue, RonAction, TsumoAction
from mjgui.core.logs.model import GameLog
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import score

__all__ = ["file_hands", "log_hands", "record_hands"]


def record_hands(text: str) -> list[HandSpec]:
    """The hands of a record's ``ron ... hand "..."`` and ``tsumo ... hand "..."`` lines, in
    order, each as the game scored it; lines the game refused are left out."""
    out: list[HandSpec] = []
    for step in replay(text).steps:
        action = step.line.action
        if step.error is not None or not isinstance(action, (RonAction, TsumoAction)):
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
    return out


def log_hands(log: GameLog) -> list[HandSpec]:
    """Every win of a game log that our core scores as a win."""
    return [w.spec for w in log.wins if score(w.spec).ok]


def file_hands(path: str | os.PathLike[str]) -> list[HandSpec]:
    """The hands of a file: a game log's wins when the log window would read it as a log
    (gzip, XML or JSON: ``.mjlog.gz``, a log kept as ``.txt``...), else a game record's. Raises
    the reader's typed error (:class:`mjgui.core.logs.LogError`,
    :class:`mjgui.core.game.storage.StorageError`) for a file neither can read."""
    from mjgui.core.logs import is_log_file, read_log_file

    if is_log_file(path):
        return log_hands(read_log_file(path))
    from mjgui.core.game.storage import load_record

    return record_hands(load_record(path, strict=False).text)

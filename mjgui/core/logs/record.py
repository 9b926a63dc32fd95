"""A log's game as our plain-text game record (``.mjgame``, docs/game-record.md).

Each hand becomes the record lines a scorer at the table would have written: ``riichi``
lines, then ``ron``/``also ron``/``tsumo`` with the log's own value (han and fu, or yakuman),
``draw`` with the players shown tenpai (``nagashi`` holders too), or ``abort``. Replaying the
record with :func:`mjgui.core.game.replay` gives the standings the log's server paid, so the
tracker can show a real game.
"""

from __future__ import annotations

import re

from mjgui.core.game.record import GameError, parse_line
from mjgui.core.logs.model import GameLog, LogHand, LogWin
from mjgui.core.scoring.rule_words import rule_words

_BAD_NAME_CHARS = re.compile(r"[\s,#\"'\\=]+")


def record_names(log: GameLog) -> tuple[str, str, str, str]:
    """Names a record accepts (no spaces, quotes, numbers or keywords, all different)."""
    out: list[str] = []
    for seat, raw in enumerate(log.players):
        name = _BAD_NAME_CHARS.sub("_", raw.strip()).strip("_")[:24]
        try:
            ok = bool(name) and not parse_line(f"players {name} X Y Z").error
        except GameError:
            ok = False
        if not ok or name.lower() in (n.lower() for n in out):
            name = f"Player{seat + 1}"
        out.append(name)
    return (out[0], out[1], out[2], out[3])


def win_value(win: LogWin) -> str:
    """The record's value of a win: ``yakuman N`` or ``HAN FU`` as the log scored it."""
    value = win.value
    if value.yakuman:
        return f"yakuman {value.yakuman}"
    if value.fu is None or value.han >= 5:
        return str(value.han)
    return f"{value.han} {value.fu}"


def hand_lines(hand: LogHand, names: tuple[str, str, str, str]) -> list[str]:
    lines = [f"# {hand.round}"]
    lines += [f"riichi {names[seat]}" for seat in hand.riichi]
    if hand.end == "win":
        for i, win in enumerate(hand.wins):
            value = win_value(win)
            if win.pao is not None and win.value.yakuman:
                value += f" pao {names[win.pao]}"
            if win.discarder is None:
                lines.append(f"tsumo {names[win.winner]} {value}")
            else:
                word = "also ron" if i else "ron"
                lines.append(f"{word} {names[win.winner]} from {names[win.discarder]} {value}")
    elif hand.end == "abort":
        lines.append("abort")
    else:
        words = ["draw"]
        if hand.tenpai:
            words.append("tenpai " + ",".join(names[s] for s in hand.tenpai))
        if hand.nagashi:
            words.append("nagashi " + ",".join(names[s] for s in hand.nagashi))
        lines.append(" ".join(words))
    return lines


def game_record(log: GameLog) -> str:
    """The whole game as record text (ends with a newline)."""
    names = record_names(log)
    rules = log.rules
    lines = [
        f"# {log.format} game log: {' / '.join(log.players)}",
        " ".join(["rules", rules.name, *rule_words(rules)]),
        "players " + " ".join(names),
    ]
    for hand in log.hands:
        lines += hand_lines(hand, names)
    return "\n".join(lines) + "\n"

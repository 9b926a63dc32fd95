"""Test helper: write a tenhou.net/6 game log as mjai events, as mjai-reviewer's converter
(Equim-chan/mjai-reviewer, convlog/src/conv.rs) writes a Tenhou game.

No real mjai log of a pao win or of a three-player game was found in public repositories, so the
tests read real tenhou.net/6 games (tests/data/logs, cited in its README) converted here: one
event a line, ``start_game`` with the names, each hand's ``start_kyoku`` (its ``tehais``, three
hands for three players), ``tsumo`` and ``dahai`` (``tsumogiri`` for 60), ``chi``, ``pon`` and
``daiminkan`` with ``target`` and ``consumed``, ``ankan``, ``kakan``, ``nukidora`` for each
North set aside (``f44``), ``reach`` before the riichi discard and ``reach_accepted`` before the
next draw or call (none when the hand ends on the riichi discard: a four-riichi abort's fourth
riichi has none, as convlog writes it), then ``hora`` (Mortal's: ``deltas`` and ``ura_markers``,
no value, no yaku, no pao: mjai has no such field) or ``ryukyoku`` (``deltas``; the reason given
only with ``reasons=True``, as gimite's writer gives it), ``end_kyoku`` and ``end_game``.

A closed kan's ``dora`` follows it at once. An open or an added kan's follows the kan player's
next discard (``kan_dora="after_discard"``, convlog's way: a win on the replacement tile never
gets it), or the kan at once (``kan_dora="at_once"``). A robbed kan's never turns.

Who called a discard is read from the data alone, as convlog reads it: a call string names the
seat it took from by where its letter stands (``c``: the seat before; ``p``/``m`` at the start:
the seat before, after one tile: the seat across, after two (``p``) or three (``m``) tiles: the
seat after, counted round a table of four), and the discard is the first one of that tile from
that seat while the call is the caller's next take (a pon or kan before a chi). The tenhou.net/6
reader's own search (``_Order``) is not used, so the two readers are checked against each other.
"""

from __future__ import annotations

import json
import re
from typing import Any

_HONOURS = "ESWNPFC"
NUKI = "f44"  # a North set aside (three players)
_RIICHI = re.compile(r"r(\d\d)")
#: how many seats after the caller a call takes from, by the characters before its letter
_FROM = {"c": {0: 3}, "p": {0: 3, 2: 2, 4: 1}, "m": {0: 3, 2: 2, 6: 1}}
#: tenhou.net/6 result words -> gimite's ``ryukyoku`` reasons
_REASONS = {
    "流局": "fanpai",
    "全員聴牌": "fanpai",
    "全員不聴": "fanpai",
    "流し満貫": "nagashimangan",
    "九種九牌": "kyushukyuhai",
    "四家立直": "suchareach",
    "四開槓": "sukaikan",
    "四槓散了": "sukaikan",
    "四風連打": "sufonrenta",
    "三家和了": "sanchaho",
}


def pai(code: int) -> str:
    """A tenhou.net/6 tile code as mjai writes it (51–53 the red fives)."""
    if code in (51, 52, 53):
        return f"5{'mps'[code - 51]}r"
    suit, number = divmod(code, 10)
    if suit == 4:
        return _HONOURS[number - 1]
    return f"{number}{'mps'[suit - 1]}"


def call_of(code: str) -> tuple[str, int | None, int, list[int]]:
    """A call string -> (its letter, how many seats after the caller it took from (None for a
    closed or an added kan), the called tile, the caller's own tiles)."""
    letter = next(c for c in code if c.isalpha())
    at = code.index(letter)
    called = int(code[at + 1 : at + 3])
    digits = code[:at] + code[at + 3 :]
    own = [int(digits[i : i + 2]) for i in range(0, len(digits), 2)]
    return letter, _FROM.get(letter, {}).get(at), called, own


def tenhou6_to_mjai(
    data: dict[str, Any], reasons: bool = False, kan_dora: str = "after_discard"
) -> list[dict[str, Any]]:
    """The events of the tenhou.net/6 game ``data`` (a parsed JSON object)."""
    assert kan_dora in ("after_discard", "at_once"), kan_dora
    seats = 3 if data["log"][0][1][3] == 0 and not data["log"][0][13] else 4
    events: list[dict[str, Any]] = [{"type": "start_game", "names": list(data["name"][:seats])}]
    for hand in data["log"]:
        events += _hand(hand, seats, reasons, kan_dora == "at_once")
    sc = data.get("sc")
    end: dict[str, Any] = {"type": "end_game"}
    if isinstance(sc, list) and len(sc) >= 2 * seats:
        end["scores"] = [int(sc[2 * i]) for i in range(seats)]
    events.append(end)
    return events


def tenhou6_to_mjai_text(data: dict[str, Any], reasons: bool = False, kan_dora: str = "after_discard") -> str:
    """:func:`tenhou6_to_mjai` as an mjai log file: one compact event a line."""
    events = tenhou6_to_mjai(data, reasons, kan_dora)
    lines = (json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in events)
    return "\n".join(lines) + "\n"


class _DeadEnd(Exception):
    """A choice of calls that cannot be the hand's: a seat draws where its next take is a call,
    or takes and discards are left over."""


class _Choose(Exception):
    """A discard more than one seat may have called: the options to try, in order."""

    def __init__(self, options: int) -> None:
        self.options = options


def _callers(takes: list[list[Any]], taken: list[int], seat: int, tile: int) -> list[int | None]:
    """Who may call ``seat``'s discard of ``tile``: each seat whose next take is a call of that
    tile from ``seat`` (a pon or kan before a chi), then nobody."""
    found: list[tuple[bool, int]] = []
    for other in range(len(takes)):
        if other == seat or taken[other] >= len(takes[other]):
            continue
        code = takes[other][taken[other]]
        if not isinstance(code, str):
            continue
        letter, step, called, _ = call_of(code)
        if step is not None and (other + step) % 4 == seat and called == tile:
            found.append((letter == "c", other))
    return [other for _, other in sorted(found)] + [None]


def _hand(data: list[Any], seats: int, reasons: bool, dora_at_once: bool) -> list[dict[str, Any]]:
    """The hand's events: where a discard may have been called by more than one seat, or
    passed (the same tile thrown twice before a call), each choice is tried in turn, depth
    first, until the hand's takes and discards are used up exactly."""
    tries: list[list[int]] = [[]]
    while tries:
        chosen = tries.pop()
        try:
            return _played(data, seats, reasons, dora_at_once, chosen)
        except _Choose as more:
            tries += [[*chosen, n] for n in reversed(range(more.options))]
        except _DeadEnd:
            continue
    raise AssertionError(f"no order of calls fits hand {data[0]}")


def _played(
    data: list[Any], seats: int, reasons: bool, dora_at_once: bool, chosen: list[int]
) -> list[dict[str, Any]]:
    """The hand's events with the calls ``chosen`` at its first uncertain discards."""
    (kyoku, honba, sticks), start, dora, ura = data[0], data[1], data[2], data[3]
    choices = iter(chosen)
    dealer = kyoku % 4
    takes = [list(data[5 + 3 * s]) for s in range(seats)]
    drops = [list(data[6 + 3 * s]) for s in range(seats)]
    out: list[dict[str, Any]] = [
        {
            "type": "start_kyoku",
            "bakaze": "ESWN"[kyoku // 4],
            "dora_marker": pai(dora[0]),
            "kyoku": dealer + 1,
            "honba": honba,
            "kyotaku": sticks,
            "oya": dealer,
            "scores": list(start[:seats]),
            "tehais": [[pai(t) for t in data[4 + 3 * s]] for s in range(seats)],
        }
    ]
    kans = iter(dora[1:])
    taken, dropped, drawn = [0] * seats, [0] * seats, [0] * seats
    seat, drawing = dealer, True
    riichi_said: int | None = None  # a riichi discard not yet passed
    pending = False  # an open or added kan's dora, written after the kan player's next discard

    def turn_dora() -> None:
        marker = next(kans, None)  # a robbed kan's never turns: the log has none
        if marker is not None:
            out.append({"type": "dora", "dora_marker": pai(marker)})

    def discarded() -> None:  # an open or added kan's dora comes after the next discard
        nonlocal pending
        if pending:
            turn_dora()
            pending = False

    def accepted() -> None:  # the riichi discard passed: a draw or a call follows it
        nonlocal riichi_said
        if riichi_said is not None:
            out.append({"type": "reach_accepted", "actor": riichi_said})
            riichi_said = None

    while True:
        if drawing:
            if taken[seat] >= len(takes[seat]):
                break
            tile = takes[seat][taken[seat]]
            if isinstance(tile, str):  # a call where a draw must come
                raise _DeadEnd
            taken[seat] += 1
            drawn[seat] = tile
            accepted()
            out.append({"type": "tsumo", "actor": seat, "pai": pai(tile)})
            drawing = False
            continue
        if dropped[seat] >= len(drops[seat]):
            break
        code = drops[seat][dropped[seat]]
        dropped[seat] += 1
        if code == 0:  # an open kan's turn: its replacement draw
            drawing = True
            continue
        if code == NUKI:
            out.append({"type": "nukidora", "actor": seat, "pai": "N"})
            drawing = True
            continue
        riichi = False
        if isinstance(code, str):
            found = _RIICHI.fullmatch(code)
            if found is None:  # a closed or an added kan
                letter, _, called, own = call_of(code)
                if letter == "a":
                    out.append({"type": "ankan", "actor": seat, "consumed": [pai(t) for t in [*own, called]]})
                    discarded()
                    turn_dora()
                else:
                    out.append(
                        {
                            "type": "kakan",
                            "actor": seat,
                            "pai": pai(called),
                            "consumed": [pai(t) for t in own],
                        }
                    )
                    discarded()
                    if dora_at_once:
                        turn_dora()
                    else:
                        pending = True
                drawing = True
                continue
            riichi, code = True, int(found.group(1))
        tile = drawn[seat] if code == 60 else code
        if riichi:
            out.append({"type": "reach", "actor": seat})
            riichi_said = seat
        out.append({"type": "dahai", "actor": seat, "pai": pai(tile), "tsumogiri": code == 60})
        discarded()
        options = _callers(takes, taken, seat, tile)
        caller = options[0]
        if len(options) > 1:
            pick = next(choices, None)
            if pick is None:
                raise _Choose(len(options))
            caller = options[pick]
        if caller is None:
            seat, drawing = (seat + 1) % seats, True
            continue
        letter, _, called, own = call_of(str(takes[caller][taken[caller]]))
        taken[caller] += 1
        kind = {"c": "chi", "p": "pon", "m": "daiminkan"}[letter]
        accepted()
        out.append(
            {
                "type": kind,
                "actor": caller,
                "target": seat,
                "pai": pai(called),
                "consumed": [pai(t) for t in own],
            }
        )
        if kind == "daiminkan":  # its replacement draw follows the 0 in the caller's discards
            if dora_at_once:
                turn_dora()
            else:
                pending = True
        seat = caller
    left = [n < len(each) for n, each in zip([*taken, *dropped], [*takes, *drops], strict=True)]
    if any(left):  # takes or discards not used: another order of calls
        raise _DeadEnd
    result = data[16]
    if result[0] == "和了":
        for i in range(1, len(result) - 1, 2):
            deltas, info = result[i], result[i + 1]
            win = {"type": "hora", "actor": info[0], "target": info[1], "deltas": list(deltas[:seats])}
            win["ura_markers"] = [pai(t) for t in ura]
            out.append(win)
    else:
        end: dict[str, Any] = {"type": "ryukyoku"}
        if reasons:
            end["reason"] = _REASONS[result[0]]
        end["deltas"] = list(result[1][:seats]) if len(result) > 1 else [0] * seats
        out.append(end)
    out.append({"type": "end_kyoku"})
    return out

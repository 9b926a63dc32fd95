"""Test helper: write a tenhou.net/6 game log as mjai events, as Mortal's and mjai-reviewer's
converters write a Tenhou game.

No real mjai log of a pao win or of a three-player game was found in public repositories, so the
tests read real tenhou.net/6 games (tests/data/logs, cited in its README) converted here: one
event a line, ``start_game`` with the names, each hand's ``start_kyoku`` (its ``tehais``, three
hands for three players), ``tsumo`` and ``dahai`` (``tsumogiri`` for 60), ``chi``, ``pon`` and
``daiminkan`` with ``target`` and ``consumed``, ``ankan``, ``kakan``, ``nukidora`` for each
North set aside (``f44``), a ``dora`` after each kan, ``reach`` before the riichi discard and
``reach_accepted`` once it passes, then ``hora`` (Mortal's: ``deltas`` and ``ura_markers``, no
value, no yaku, no pao: mjai has no such field) or ``ryukyoku`` (``deltas``; the reason given
only with ``reasons=True``, as gimite's writer gives it), ``end_kyoku`` and ``end_game``. The
turn order of calls is the tenhou.net/6 reader's own search
(:class:`mjgui.core.logs.tenhou6._Order`), so a call takes the discard that reader gives it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from mjgui.core.logs.tenhou6 import _RIICHI, NUKI, _Order, _parse_call

_HONOURS = "ESWNPFC"
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


def tenhou6_to_mjai(data: dict[str, Any], reasons: bool = False) -> list[dict[str, Any]]:
    """The events of the tenhou.net/6 game ``data`` (a parsed JSON object)."""
    seats = 3 if data["log"][0][1][3] == 0 and not data["log"][0][13] else 4
    events: list[dict[str, Any]] = [{"type": "start_game", "names": list(data["name"][:seats])}]
    for hand in data["log"]:
        events += _hand(hand, seats, reasons)
    sc = data.get("sc")
    end: dict[str, Any] = {"type": "end_game"}
    if isinstance(sc, list) and len(sc) >= 2 * seats:
        end["scores"] = [int(sc[2 * i]) for i in range(seats)]
    events.append(end)
    return events


def tenhou6_to_mjai_text(data: dict[str, Any], reasons: bool = False) -> str:
    """:func:`tenhou6_to_mjai` as an mjai log file: one compact event a line."""
    lines = (json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in tenhou6_to_mjai(data, reasons))
    return "\n".join(lines) + "\n"


def _hand(data: list[Any], seats: int, reasons: bool) -> list[dict[str, Any]]:
    (kyoku, honba, sticks), start, dora, ura = data[0], data[1], data[2], data[3]
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
    order = _Order(dealer, takes, drops).solve()
    assert order is not None, data[0]
    kans = iter(dora[1:])
    taken, dropped, drawn = [0] * seats, [0] * seats, [0] * seats
    seat, drawing = dealer, True
    last_riichi: int | None = None
    while True:
        if drawing:
            if taken[seat] >= len(takes[seat]):
                break
            tile = takes[seat][taken[seat]]
            taken[seat] += 1
            drawn[seat] = tile
            out.append({"type": "tsumo", "actor": seat, "pai": pai(tile)})
            drawing = False
            continue
        if dropped[seat] >= len(drops[seat]):
            break
        index = dropped[seat]
        code = drops[seat][index]
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
                letter, _, tiles, called = _parse_call(code)
                if letter == "a":
                    out.append({"type": "ankan", "actor": seat, "consumed": [pai(t) for t in tiles]})
                else:
                    own = list(tiles)
                    own.remove(called)
                    out.append(
                        {
                            "type": "kakan",
                            "actor": seat,
                            "pai": pai(called),
                            "consumed": [pai(t) for t in own],
                        }
                    )
                _dora(out, kans)
                drawing = True
                continue
            riichi, code = True, int(found.group(1))
        tsumogiri = code == 60
        tile = drawn[seat] if tsumogiri else code
        if riichi:
            out.append({"type": "reach", "actor": seat})
        out.append({"type": "dahai", "actor": seat, "pai": pai(tile), "tsumogiri": tsumogiri})
        caller = order.get((seat, index))
        following = (seat + 1) % seats
        if riichi and (caller is not None or taken[following] < len(takes[following])):
            out.append({"type": "reach_accepted", "actor": seat})
        elif riichi:
            last_riichi = seat
        if caller is None:
            seat, drawing = following, True
            continue
        letter, _, tiles, called = _parse_call(str(takes[caller][taken[caller]]))
        taken[caller] += 1
        own = list(tiles)
        own.remove(called)
        kind = {"c": "chi", "p": "pon", "m": "daiminkan"}[letter]
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
            _dora(out, kans)
        seat = caller
    result = data[16]
    if result[0] == "和了":
        for i in range(1, len(result) - 1, 2):
            deltas, info = result[i], result[i + 1]
            win = {"type": "hora", "actor": info[0], "target": info[1], "deltas": list(deltas[:seats])}
            win["ura_markers"] = [pai(t) for t in ura]
            out.append(win)
    else:
        if result[0] == "四家立直" and last_riichi is not None:  # the fourth stick is paid
            out.append({"type": "reach_accepted", "actor": last_riichi})
        end: dict[str, Any] = {"type": "ryukyoku"}
        if reasons:
            end["reason"] = _REASONS[result[0]]
        end["deltas"] = list(result[1][:seats]) if len(result) > 1 else [0] * seats
        out.append(end)
    out.append({"type": "end_kyoku"})
    return out


def _dora(out: list[dict[str, Any]], kans: Iterator[int]) -> None:
    """The next kan dora indicator, when the log shows it (a robbed kan's never turns)."""
    marker = next(kans, None)
    if marker is not None:
        out.append({"type": "dora", "dora_marker": pai(marker)})

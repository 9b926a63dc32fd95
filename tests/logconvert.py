"""Test helper: write a Tenhou mjlog's game as tenhou.net/6 JSON, as log converters do.

The two readers of mjgui.core.logs take different roads to a win (the mjlog names the winning
hand; the JSON has to be followed draw by draw, call by call), so reading a real game in both
formats and getting the same hands is a check on each. The JSON written here follows the
format's conventions: ``c``/``p``/``m`` calls among the draws (the letter's place says whom
the tile came from), ``k``/``a`` kans and ``r`` riichi among the discards, 0 for the turn of an
open kan, the result as ``["和了", changes, [who, from, pao, "30符2飜2000点", "立直(1飜)", ...]]``.
A three-player game (the lobby's 0x10 bit) keeps four seats, the fourth empty, and writes each
North set aside as ``f44`` among the discards, as Tenhou's own converter does.
"""

from __future__ import annotations

import gzip
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from mjgui.core.logs import GZIP_MAGIC
from mjgui.core.logs.mjlog import decode_meld, tile_of
from mjgui.core.logs.model import TENHOU_YAKU
from mjgui.core.scoring.tiles import Tile
from mjgui.core.text import YAKU


def log_text(path: Path) -> str:
    """A real log file's text: Tenhou serves an mjlog gzip-compressed, as one of
    tests/data/logs is stored (``fastmaj-2009082817gm-00ab-…``); the readers inflate it."""
    data = path.read_bytes()
    return (gzip.decompress(data) if data[:2] == GZIP_MAGIC else data).decode("utf-8")


DRAWS, DISCARDS = "TUVW", "DEFG"
WIND_KANJI = "東南西北"
DRAGON_KANJI = {"haku": "白", "hatsu": "發", "chun": "中"}
ABORTS = {
    "yao9": "九種九牌",
    "reach4": "四家立直",
    "ron3": "三家和了",
    "kan4": "四槓散了",
    "kaze4": "四風連打",
}


def code(t: Tile) -> int:
    if t.red:
        return 51 + t.kind // 9
    if t.kind >= 27:
        return 41 + t.kind - 27
    return (t.kind // 9 + 1) * 10 + t.kind % 9 + 1


def _yaku_text(number: int, han: int, chips: int = 0) -> str:
    """``立直(1飜)``, ``大三元(役満)``; with chips (the mjlog's ``chip``) as Tenhou's chip lobby
    writes them, ``一発(1飜1枚)``, ``大三元(役満5枚)``, and ``一発(1枚)`` for chips alone (han < 0)."""
    paid = f"{chips}枚" if chips else ""
    if han < 0:
        return f"{_yaku_name(number)}({paid})"
    return f"{_yaku_name(number)}({han}飜{paid})" if han < 13 else f"{_yaku_name(number)}(役満{paid})"


def _yaku_name(number: int) -> str:
    ident = TENHOU_YAKU[number]
    if 10 <= number <= 13:
        name = "自風 " + WIND_KANJI[number - 10]
    elif 14 <= number <= 17:
        name = "場風 " + WIND_KANJI[number - 14]
    elif ident in DRAGON_KANJI:
        name = "役牌 " + DRAGON_KANJI[ident]
    else:
        name = YAKU[ident].kanji
    return name


def _ints(text: str | None) -> list[int]:
    return [int(float(v)) for v in text.split(",")] if text else []


def _score_text(node: ET.Element, dealer: int, seats: int = 4, chips: bool = False) -> list[Any]:
    who, source = int(node.get("who", "0")), int(node.get("fromWho", "0"))
    fu, points = _ints(node.get("ten"))[:2]
    honba = _ints(node.get("ba"))[0]
    sc = _ints(node.get("sc"))[:8]
    changes = [sc[1] * 100, sc[3] * 100, sc[5] * 100, sc[7] * 100]
    pairs = _ints(node.get("yaku"))
    yakuman = _ints(node.get("yakuman"))
    paid = (
        dict(zip(_ints(node.get("chip"))[::2], _ints(node.get("chip"))[1::2], strict=True)) if chips else {}
    )
    texts = [_yaku_text(pairs[i], pairs[i + 1], paid.pop(pairs[i], 0)) for i in range(0, len(pairs), 2)]
    texts += [_yaku_text(n, 13, paid.pop(n, 0)) for n in yakuman]
    texts += [_yaku_text(n, -1, count) for n, count in paid.items()]  # chips alone
    han = sum(pairs[1::2])
    if who != source:
        amount = f"{points}点"
    elif who == dealer:
        amount = f"{points // (seats - 1)}点∀"  # the mjlog's points are what the payers pay
    elif node.get("paoWho"):  # the liable player paid it all: the usual split is the value's
        amount = f"{points // 4}-{points // 2}点"
    else:
        others = [s for s in range(seats) if s not in (who, dealer)]
        amount = f"{-changes[others[0]] - 100 * honba}-{-changes[dealer] - 100 * honba}点"
    head = "役満" if yakuman else (f"{han}飜" if han >= 5 else f"{fu}符{han}飜")
    pao = node.get("paoWho")
    return [who, source, int(pao) if pao else who, head + amount, *texts]


def mjlog_to_tenhou6(text: str, chips: bool = False) -> str:
    """The mjlog's game as tenhou.net/6 JSON; ``chips``: a chip lobby's yaku with the chips each
    pays (the mjlog's ``chip``), as Tenhou's chip lobby writes them."""
    root = ET.fromstring(text)
    game_type = int(next(root.iter("GO")).get("type", "0"))
    aka = not game_type & 0x02
    seats = 3 if game_type & 0x10 else 4
    disp = "鳳" + ("南" if game_type & 0x08 else "東")
    disp += ("" if game_type & 0x04 else "喰") + ("赤" if aka else "")
    names = ["", "", "", ""]
    hands: list[list[Any]] = []
    state: dict[str, Any] = {}

    def new_hand(node: ET.Element) -> None:
        seed = _ints(node.get("seed"))
        state.clear()
        state.update(
            head=[seed[0], seed[1], seed[2]],
            ten=[t * 100 for t in _ints(node.get("ten"))],
            dealer=int(node.get("oya", "0")),
            dora=[code(tile_of(seed[5], aka))],
            ura=[],
            haipai=[[code(tile_of(n, aka)) for n in _ints(node.get(f"hai{p}"))] for p in range(4)],
            takes=[[], [], [], []],
            drops=[[], [], [], []],
            riichi=[False] * 4,
            result=None,
        )

    def finish() -> None:
        data: list[Any] = [state["head"], state["ten"], state["dora"], state["ura"]]
        for p in range(4):
            data += [state["haipai"][p], state["takes"][p], state["drops"][p]]
        data.append(state["result"])
        hands.append(data)

    children = list(root)
    for index, node in enumerate(children):
        tag = node.tag
        following = children[index + 1].tag if index + 1 < len(children) else ""
        if tag == "UN":
            names = [node.get(f"n{p}", names[p]) for p in range(4)]
        elif tag == "INIT":
            new_hand(node)
        elif tag[0] in DRAWS and tag[1:].isdigit():
            state["takes"][DRAWS.index(tag[0])].append(code(tile_of(int(tag[1:]), aka)))
        elif tag[0] in DISCARDS and tag[1:].isdigit():
            seat = DISCARDS.index(tag[0])
            tile = code(tile_of(int(tag[1:]), aka))
            state["drops"][seat].append(f"r{tile}" if state["riichi"][seat] else tile)
            state["riichi"][seat] = False
        elif tag == "REACH" and node.get("step") == "1":
            state["riichi"][int(node.get("who", "0"))] = True
        elif tag == "DORA":
            state["dora"].append(code(tile_of(int(node.get("hai", "0")), aka)))
        elif tag == "N":
            _call(state, int(node.get("who", "0")), int(node.get("m", "0")), aka)
        elif tag == "AGARI":
            if state["result"] is None:
                state["result"] = ["和了"]
                state["dora"] = [code(tile_of(n, aka)) for n in _ints(node.get("doraHai"))]
            if not state["ura"]:  # a double ron's ura: the riichi winner's, the first or not
                # (dnovikoff-bug3: the first winner of E1-0 without riichi, the second with)
                state["ura"] = [code(tile_of(n, aka)) for n in _ints(node.get("doraHaiUra"))]
            sc = _ints(node.get("sc"))[:8]
            state["result"] += [[sc[1] * 100, sc[3] * 100, sc[5] * 100, sc[7] * 100]]
            state["result"].append(_score_text(node, state["dealer"], seats, chips))
            if following != "AGARI":
                finish()
        elif tag == "RYUUKYOKU":
            sc = _ints(node.get("sc"))[:8]
            kind = node.get("type", "")
            changes = [sc[1] * 100, sc[3] * 100, sc[5] * 100, sc[7] * 100]
            if kind == "nm":
                state["result"] = ["流し満貫", changes]
            elif kind:
                state["result"] = [ABORTS[kind], changes]
            else:
                state["result"] = ["流局", changes]
            finish()
    return json.dumps(
        {
            "title": ["", ""],
            "name": names,
            "rule": {"disp": ("三" if seats == 3 else "") + disp, "aka": int(aka)},
            "log": hands,
        }
    )


def _call(state: dict[str, Any], who: int, meld: int, aka: bool) -> None:
    kind, source, tiles, called = decode_meld(meld, who, aka)
    codes = [code(t) for t in tiles]
    if kind == "nuki":  # a North set aside: the replacement draw follows among the takes
        state["drops"][who].append("f44")
        return
    if kind == "ankan":
        state["drops"][who].append(f"{codes[0]}{codes[1]}{codes[2]}a{codes[3]}")
        return
    assert called is not None
    taken = code(called)
    own = list(codes)
    own.remove(taken)
    if kind == "kakan":
        state["drops"][who].append(f"{own[0]}{own[1]}k{taken}{own[2]}")
        return
    rel = ((source if source is not None else who) - who) % 4
    if kind == "chi":
        text = f"c{taken}{own[0]}{own[1]}"
    else:
        letter = "p" if kind == "pon" else "m"
        place = {3: 0, 2: 1, 1: len(own)}[rel]
        parts = [str(c) for c in own]
        parts.insert(place, f"{letter}{taken}")
        text = "".join(parts)
    state["takes"][who].append(text)
    if kind == "kan":
        state["drops"][who].append(0)

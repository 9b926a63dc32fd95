"""The log readers, value by value: what each real log says, and exactly which refusal.

The other log tests check that real wins score the same as the log and that a bad value is a
typed, located error. These check the rest of what the readers produce, against numbers read
by hand from the log text (written here as literals, never recomputed by the reader): every
field of a few real hands (round, honba, sticks, dealer, dora, ura, melds, riichi, who won
from whom), every hand's score changes (draws included) and start points against the log's
own ``sc``/``ten``, the final points against ``owari`` (mjlog) and ``sc`` (tenhou.net/6),
and, for each refusal path of both readers, the exact error code and the place it names
(hand, seat, event). The inputs are the real games of tests/data/logs (sources in
tests/test_logs.py and tests/data/logs/README.md), changed in one place.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from mjgui.core.logs import LogError, check_log, read_log, read_log_file, tenhou6
from mjgui.core.logs.mjlog import game_rules, read_mjlog
from mjgui.core.logs.model import MAX_LOG_CHARS
from mjgui.core.logs.tenhou6 import (
    MAX_HAND_ACTIONS,
    _Order,
    _yakuman_by_points,
    number,
    parse_value,
    read_tenhou6,
)
from mjgui.core.scoring.tiles import Tile

DATA = Path(__file__).parent / "data" / "logs"
# mjx-double-ron.mjlog: E1-0 riichi ippatsu tsumo by seat 1, E2-0 a draw with seat 2 tenpai,
# E3-1 a riichi ron by seat 0 off seat 3, E4-0 a double ron off seat 3 (seats 0 and 2)
MJLOG = (DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")
# the players of that game, as the UN tag spells them (URL-quoted UTF-8)
P0, P1, P2, P3 = "タケオしゃん", "初代☆", "デジタル仙人", "はっとりへいじ"
MAJSOUL_TEXT = (DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8")
MJX_JSON = DATA / "mjx-2011020414gm-ef18f336.json"


def args_to_rules(win_args: list[str]) -> list[str]:
    """A win's ``mjgui score`` words up to and including the preset (the options follow)."""
    return win_args[: win_args.index("--rules") + 2]


# --- every field of a real mjlog game, read by hand -----------------------------------------


def test_every_field_of_a_real_mjlog_game() -> None:
    log = read_log(MJLOG)
    assert log.format == "mjlog"
    assert log.players == (P0, P1, P2, P3)
    # GO type="169" (0xA9): red fives (no 0x02), open tanyao (no 0x04), a hanchan (0x08)
    assert (log.rules.name, log.rules.aka, log.rules.kuitan, log.rules.east_only) == (
        "tenhou",
        3,
        True,
        False,
    )
    assert not log.unreadable
    e1, e2, e3, e4 = log.hands
    # INIT seed="0,0,0,4,5,102" ten="250,250,250,250" oya="0"
    assert (e1.index, e1.round, e1.round_wind, e1.kyoku, e1.dealer, e1.honba, e1.sticks) == (
        0,
        "E1-0",
        0,
        0,
        0,
        0,
        0,
    )
    assert e1.start == (25000, 25000, 25000, 25000)
    assert (e1.end, e1.riichi, e1.tenpai, e1.nagashi, e1.abort) == ("win", (1,), (), (), "")
    # sc="250,-60,240,130,250,-30,250,-30": seat 1 took 13 000 (12 000 and its own stick back)
    assert e1.deltas == (-6000, 13000, -3000, -3000)
    (win,) = e1.wins
    assert (win.hand_index, win.round, win.winner, win.discarder, win.pao, win.tsumo) == (
        0,
        "E1-0",
        1,
        None,
        None,
        True,
    )
    assert win.deltas == (-6000, 13000, -3000, -3000)
    # ten="20,12000,2" yaku="1,1,2,1,0,1,7,1,54,1,53,1": riichi ippatsu tsumo pinfu aka ura
    assert win.value.han == 6 and win.value.fu == 20 and win.value.points == 12000
    assert win.value.yaku == (
        ("riichi", 1), ("ippatsu", 1), ("menzen_tsumo", 1), ("pinfu", 1), ("aka_dora", 1), ("ura_dora", 1),
    )  # fmt: skip
    assert (win.value.yakuman, win.value.gain) == (0, 13000)
    # hai="27,31,33,38,42,45,56,61,65,74,75,87,88,95" (88 the red 5s) machi="38" (1p);
    # doraHai="102" (8s) doraHaiUra="24" (7m); ba="0,1": the winner's own riichi stick
    assert args_to_rules(win.args()) == [
        "789m123678p11406s", "--win", "1p", "--tsumo", "--riichi", "--ippatsu", "--seat", "S",
        "--round", "E", "--dora", "8s", "--ura", "7m", "--sticks", "1", "--rules", "tenhou",
    ]  # fmt: skip
    # a draw: RYUUKYOKU sc="190,-10,370,-10,220,30,220,-10" hai2=... (seat 2 alone tenpai)
    assert (e2.round, e2.dealer, e2.honba, e2.sticks, e2.end) == ("E2-0", 1, 0, 0, "draw")
    assert e2.start == (19000, 37000, 22000, 22000)
    assert (e2.tenpai, e2.riichi, e2.wins, e2.nagashi) == ((2,), (), (), ())
    assert e2.deltas == (-1000, -1000, 3000, -1000)
    # INIT seed="2,1,0,4,1,6": E3 at 1 honba, dealer 2; AGARI ba="1,1" who="0" fromWho="3"
    assert (e3.round, e3.round_wind, e3.kyoku, e3.dealer, e3.honba, e3.sticks) == ("E3-1", 0, 2, 2, 1, 0)
    assert e3.start == (18000, 36000, 25000, 21000) and e3.riichi == (0,)
    assert e3.deltas == (7700, 0, 0, -6700)
    (win,) = e3.wins
    assert (win.winner, win.discarder, win.pao, win.tsumo) == (0, 3, None, False)
    # ten="50,6400,0" yaku="1,1,2,1,54,1,53,0": the ura at 0 han is not a yaku
    assert (win.value.han, win.value.fu, win.value.points, win.value.gain) == (3, 50, 6400, 7700)
    assert win.value.yaku == (("riichi", 1), ("ippatsu", 1), ("aka_dora", 1))
    assert args_to_rules(win.args()) == [
        "123p12305888999s", "--win", "1s", "--riichi", "--ippatsu", "--seat", "W", "--round", "E",
        "--dora", "2m", "--ura", "7z", "--honba", "1", "--sticks", "1", "--from", "S", "--rules", "tenhou",
    ]  # fmt: skip
    # the double ron: who="0" ba="0,2" sc="...,97,...,-77" then who="2" ba="0,0" sc="...80...-80"
    assert (e4.round, e4.dealer, e4.honba, e4.sticks, e4.riichi) == ("E4-0", 3, 0, 0, (0, 2))
    assert e4.start == (24700, 36000, 25000, 14300)
    assert e4.deltas == (9700, 0, 8000, -15700)
    first, second = e4.wins
    assert (first.winner, first.discarder, second.winner, second.discarder) == (0, 3, 2, 3)
    assert first.deltas == (9700, 0, 0, -7700) and second.deltas == (0, 0, 8000, -8000)
    assert (first.value.points, first.value.gain, second.value.points, second.value.gain) == (
        7700,
        9700,
        8000,
        8000,
    )
    assert second.value.yaku == (("riichi", 1), ("pinfu", 1), ("iipeikou", 1), ("dora", 1), ("aka_dora", 1))
    assert args_to_rules(first.args()) == [
        "12344567m234p567s", "--win", "1m", "--riichi", "--seat", "S", "--round", "E", "--dora", "6s",
        "--ura", "1p", "--sticks", "2", "--from", "E", "--rules", "tenhou",
    ]  # fmt: skip
    assert args_to_rules(second.args()) == [
        "112233m77p340789s", "--win", "1m", "--riichi", "--seat", "N", "--round", "E", "--dora", "6s",
        "--ura", "1p", "--from", "E", "--rules", "tenhou",
    ]  # fmt: skip
    # owari="334,13.0,360,46.0,320,-8.0,-14,-51.0"
    assert log.final == (33400, 36000, 32000, -1400)


def test_a_pao_daisangen_with_its_melds_and_the_final_points() -> None:
    log = read_log_file(DATA / "dnovikoff-pao.mjlog")
    last = log.hands[-1]
    # INIT seed="1,1,0,4,5,69" ten="302,236,149,313" oya="1"
    assert (last.round, last.dealer, last.honba, last.sticks) == ("E2-1", 1, 1, 0)
    assert last.start == (30200, 23600, 14900, 31300)
    # AGARI who="2" fromWho="2" paoWho="0" sc="302,-323,236,0,149,323,313,0": seat 0 pays all
    (win,) = last.wins
    assert (win.winner, win.discarder, win.pao) == (2, None, 0)
    assert win.deltas == last.deltas == (-32300, 0, 32300, 0)
    # ten="40,32000,5" yakuman="39" (daisangen)
    assert (win.value.han, win.value.fu, win.value.points, win.value.yakuman) == (13, 40, 32000, 1)
    assert win.value.yaku == (("daisangen", 13),)
    # m="51722,49705,47690": pons of chun, hatsu, haku; hai="16,18,19,81,82" (16 the red 5m)
    assert args_to_rules(win.args()) == [
        "055m33s", "--pon", "777z", "--pon", "666z", "--pon", "555z", "--win", "5m", "--tsumo",
        "--seat", "S", "--round", "E", "--dora", "9p", "--honba", "1", "--pao", "N", "--rules", "tenhou",
    ]  # fmt: skip
    # the liable player (seat 0, North in this hand dealt by seat 1) goes with the hand
    assert win.spec.liable == 3
    # owari="-21,-52,236,-16,472,57,313,11"
    assert log.final == (-2100, 23600, 47200, 31300)
    # a yakuman counts 13 han whatever else the log lists beside it (a crafted dora item: a
    # yakuman's han is never a sum with dora)
    text = (DATA / "dnovikoff-pao.mjlog").read_text(encoding="utf-8")
    (crafted,) = read_log(text.replace('yakuman="39"', 'yaku="52,1" yakuman="39"', 1)).hands[-1].wins
    assert (crafted.value.han, crafted.value.yaku) == (13, (("dora", 1), ("daisangen", 13)))
    # the first hand: two sticks (seats 2 and 0), the winner's ba="0,2"
    first = log.hands[0]
    assert first.riichi == (2, 0) and first.wins[0].spec.sticks == 2
    assert first.deltas == (20000, -6000, -6000, -6000)


def test_a_nagashi_mangan_and_the_last_stick_to_the_top() -> None:
    log = read_log_file(DATA / "mjx-nagashi.mjlog")
    (hand,) = [h for h in log.hands if h.end == "nagashi"]
    # RYUUKYOKU type="nm" ba="0,1" sc="170,-40,244,-40,284,-40,292,120" hai0=...
    assert (hand.nagashi, hand.tenpai, hand.abort) == ((3,), (0,), "")
    assert hand.deltas == (-4000, -4000, -4000, 12000)
    # INIT ten="180,244,284,292"; seat 0's riichi stick (REACH ten="170,...") stays on the table
    assert hand.start == (18000, 24400, 28400, 29200) and hand.riichi == (0,)
    # owari="130,-37.0,204,-20.0,244,4.0,422,53.0": the stick left on the table went to the top
    assert log.final == (13000, 20400, 24400, 42200)
    assert log.final != tuple(s + d for s, d in zip(hand.start, hand.deltas, strict=True))
    # the holders are the seats the nagashi paid, not one whose change is 0 (a crafted sc: two
    # holders, one seat unchanged)
    text = (DATA / "mjx-nagashi.mjlog").read_text(encoding="utf-8")
    crafted = text.replace('sc="170,-40,244,-40,284,-40,292,120"', 'sc="170,-80,244,0,284,40,292,40"', 1)
    (hand,) = [h for h in read_log(crafted).hands if h.end == "nagashi"]
    assert (hand.nagashi, hand.deltas) == ((2, 3), (-8000, 0, 4000, 4000))


# --- every hand's changes and the final points, against the log's own numbers ---------------


def _ints(text: str) -> list[int]:
    return [int(float(v)) for v in text.split(",")]


def _mjlog_numbers(text: str) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]], tuple[int, ...] | None]:
    """Read by this test alone: each hand's INIT ten, the sum of its AGARI/RYUUKYOKU sc
    changes, and the owari points (all times 100)."""
    starts: list[tuple[int, ...]] = []
    changes: list[list[int]] = []
    final = None
    for tag, attrs in re.findall(r"<(INIT|AGARI|RYUUKYOKU)\b([^>]*)>", text):
        got = dict(re.findall(r'(\w+)="([^"]*)"', attrs))
        if tag == "INIT":
            starts.append(tuple(100 * v for v in _ints(got["ten"])))
            changes.append([0, 0, 0, 0])
            continue
        sc = _ints(got["sc"])[:8] if got.get("sc") else [0] * 8  # a chip lobby's chips follow
        changes[-1] = [a + 100 * b for a, b in zip(changes[-1], sc[1::2], strict=True)]
        if "owari" in got:
            owari = [float(v) for v in got["owari"].split(",")]
            final = tuple(int(v * 100) for v in owari[0:8:2])
    return starts, [tuple(c) for c in changes], final


@pytest.mark.parametrize("path", sorted(DATA.glob("*.mjlog")), ids=lambda p: p.name)
def test_every_mjlog_hands_changes_and_final_points_are_the_logs(path: Path) -> None:
    from tests.logconvert import log_text

    text = log_text(path)  # one of them gzip-compressed, as Tenhou serves an mjlog
    starts, changes, final = _mjlog_numbers(text)
    log = read_log(text)
    assert [h.start for h in log.hands] == starts
    assert [h.deltas for h in log.hands] == changes
    for hand in log.hands:  # each win's own change adds up to the hand's
        if hand.wins:
            total = [sum(w.deltas[s] for w in hand.wins) for s in range(4)]
            assert tuple(total) == hand.deltas
            assert all(w.value.gain == w.deltas[w.winner] > 0 for w in hand.wins)
    # every one ends with its owari, but the game kept cut at a triple ron (South 1)
    assert (final is None) == (path.name == "mjx-triple-ron.mjlog") and log.final == final


@pytest.mark.parametrize(
    "path", [MJX_JSON, DATA / "majsoul-tensoul-py-ng-jade-south.json"], ids=lambda p: p.name
)
def test_every_tenhou6_hands_changes_are_the_logs(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    log = read_log(path.read_text(encoding="utf-8"))
    assert [h.start for h in log.hands] == [tuple(hand[1]) for hand in data["log"]]
    expected = []
    for hand in data["log"]:
        result = hand[16]
        total = [0, 0, 0, 0]
        for change in result[1::2] if result[0] == "和了" else result[1:2]:
            total = [a + b for a, b in zip(total, change, strict=True)]
        expected.append(tuple(total))
    assert [h.deltas for h in log.hands] == expected


def test_the_tenhou6_final_points_are_the_logs_sc() -> None:
    log = read_log(MAJSOUL_TEXT)
    # "sc": [19600, -20.4, 21300, -8.7, 36900, 26.9, 22200, 2.2]
    assert log.final == (19600, 21300, 36900, 22200)
    # a converter that copies the mjlog's owari writes the points in hundreds (Tenhou's own JSON
    # writes full points: test_logs_real.py); the unit is the whole sc's, never one value's
    data = json.loads(MAJSOUL_TEXT)
    data["sc"] = [196, -20.4, 213, -8.7, 369, 26.9, 222, 2.2]
    assert read_log(json.dumps(data, ensure_ascii=False)).final == (19600, 21300, 36900, 22200)
    data["sc"] = [196.0, -20.4, 213, -8.7, 369, 26.9, 222, 2.2]
    assert read_log(json.dumps(data, ensure_ascii=False)).final == (19600, 21300, 36900, 22200)
    for bad in ([196, 0, 213, 0, 369, 0], [True, 0, 213, 0, 369, 0, 222, 0], "x", [1e9, 0, 2, 0, 3, 0, 4, 0]):
        data["sc"] = bad
        assert read_log(json.dumps(data, ensure_ascii=False)).final is None
    data["sc"] = [-999.0, 0, 213, 0, 369, 0, 517, 0]  # hundreds: 100 000 in all, as dealt
    assert read_log(json.dumps(data, ensure_ascii=False)).final == (-99900, 21300, 36900, 51700)
    # full points with one player under 1000: 800 is 800, not 80 000
    data["sc"] = [53800, 0, 16100, 0, 29300, 0, 800, 0]
    assert read_log(json.dumps(data, ensure_ascii=False)).final == (53800, 16100, 29300, 800)
    data["sc"] = [-1000, 0, 999, 0, 100001, 0, 0, 0]
    assert read_log(json.dumps(data, ensure_ascii=False)).final == (-1000, 999, 100001, 0)
    assert read_log_file(MJX_JSON).final is None  # that log has no "sc"


# --- every field of real tenhou.net/6 hands, read by hand ----------------------------------


def test_every_field_of_real_tenhou6_hands() -> None:
    log = read_log_file(MJX_JSON)
    assert log.format == "tenhou6" and log.players == ("Aさん", "Bさん", "Cさん", "Dさん")
    # "rule": {"disp": "鳳南喰赤", "aka": 1}
    assert (log.rules.name, log.rules.aka, log.rules.kuitan, log.rules.east_only) == (
        "tenhou",
        3,
        True,
        False,
    )
    # each win's seat and round winds, from its kyoku: E1 E2 E3 E4-1 S1 S2-1 S3 S4
    assert [w.spec.round_wind for w in log.wins] == [0, 0, 0, 0, 1, 1, 1, 1]
    assert [w.spec.seat for w in log.wins] == [2, 3, 1, 3, 1, 1, 2, 3]
    assert [w.hand_index for w in log.wins] == [0, 1, 2, 4, 5, 7, 8, 9]
    assert [w.round for w in log.wins] == ["E1-0", "E2-0", "E3-0", "E4-1", "S1-0", "S2-1", "S3-0", "S4-0"]
    rounds = [h.round for h in log.hands]
    assert rounds == ["E1-0", "E2-0", "E3-0", "E4-0", "E4-1", "S1-0", "S2-0", "S2-1", "S3-0", "S4-0"]
    assert [h.dealer for h in log.hands] == [0, 1, 2, 3, 3, 0, 1, 1, 2, 3]
    assert [h.round_wind for h in log.hands] == [0, 0, 0, 0, 0, 1, 1, 1, 1, 1]
    assert [h.kyoku for h in log.hands] == [0, 1, 2, 3, 3, 0, 1, 1, 2, 3]
    assert [(h.honba, h.sticks) for h in log.hands][3:5] == [(0, 0), (1, 2)]  # [3, 0, 0] then [3, 1, 2]
    assert [h.end for h in log.hands] == ["win"] * 3 + ["draw"] + ["win"] * 2 + ["draw"] + ["win"] * 3
    # E4-0 ["流局", [1000, 1000, -3000, 1000]]: three tenpai; riichi r.. by seats 0 and 3
    e4 = log.hands[3]
    assert (e4.tenpai, e4.riichi, e4.deltas) == ((0, 1, 3), (0, 3), (1000, 1000, -3000, 1000))
    # E4-1: [2, 3, 2, "30符3飜3900点", "混一色(2飜)", "赤ドラ(1飜)"], [0, 0, 6200, -4200]
    hand = log.hands[4]
    (win,) = hand.wins
    assert (win.winner, win.discarder, win.pao, win.tsumo) == (2, 3, None, False)
    assert (win.value.han, win.value.fu, win.value.points, win.value.gain) == (3, 30, 3900, 6200)
    assert win.value.yaku == (("honitsu", 2), ("aka_dora", 1))
    assert win.deltas == (0, 0, 6200, -4200)
    # seat 2's takes "c232122" (chi 123p) and "p252552" (pon 5p 5p red 5p); dora [39] 9s;
    # it rons seat 3's 29 (9p); 1 honba, 2 sticks on the table
    assert args_to_rules(win.args()) == [
        "66789p333z", "--chi", "123p", "--pon", "055p", "--win", "9p", "--seat", "N", "--round", "E",
        "--dora", "9s", "--honba", "1", "--sticks", "2", "--from", "E", "--rules", "tenhou",
    ]  # fmt: skip
    # S2-1: [2, 2, 2, "跳満3000-6000点", ...]: a haneman tsumo, no fu written
    haneman = log.hands[7].wins[0]
    assert (haneman.value.han, haneman.value.fu, haneman.value.points) == (6, None, 12000)
    assert (haneman.winner, haneman.discarder, log.hands[7].riichi) == (2, None, (2,))
    assert haneman.value.yaku == (
        ("riichi", 1), ("ippatsu", 1), ("menzen_tsumo", 1), ("dora", 1), ("aka_dora", 2),
    )  # fmt: skip
    # E1-0: "30符2飜500-1000点" is a dealer's... no: seat 2's tsumo, 500 + 500 + 1000
    assert log.hands[0].wins[0].value.points == 2000
    # E3-0: [3, 3, 3, "30符3飜1000-2000点", ...] with ura [41] (1z) after riichi
    e3 = log.hands[2].wins[0]
    assert e3.value.points == 4000 and e3.spec.ura == (e3.spec.ura[0],) and e3.spec.ura[0].code == "1z"
    assert e3.spec.dora[0].code == "8s"


def test_the_mahjong_soul_game_fields() -> None:
    log = read_log(MAJSOUL_TEXT)
    assert log.title == "玉の間南喰 1780333343"
    assert (log.rules.name, log.rules.aka, log.rules.east_only) == ("mahjongsoul", 3, False)
    # [2, 0, 0] ["流局", [-1000, 3000, -1000, -1000]]: only seat 1 tenpai
    draw = log.hands[2]
    assert (draw.end, draw.tenpai, draw.deltas) == ("draw", (1,), (-1000, 3000, -1000, -1000))
    # [4, 0, 0]: "満貫8000点" 七対子(2飜) ドラ(2飜) 赤ドラ(1飜), seat 2 off seat 0
    mangan = log.hands[4].wins[0]
    assert (mangan.value.han, mangan.value.fu, mangan.value.points) == (5, None, 8000)
    assert mangan.value.yaku == (("chiitoitsu", 2), ("dora", 2), ("aka_dora", 1))
    assert (mangan.winner, mangan.discarder, mangan.value.gain) == (2, 0, 9000)
    # [1, 0, 0]: 裏ドラ(0飜) is not a yaku; seat 3's riichi "r27"
    e2 = log.hands[1]
    assert e2.riichi == (3,) and e2.wins[0].value.yaku == (("menzen_tsumo", 1), ("haku", 1), ("riichi", 1))
    assert e2.wins[0].deltas == (-1000, -2000, -1000, 5000)  # ["和了", [-1000, -2000, -1000, 5000], ...]
    assert e2.wins[0].spec.ura[0].code == "7s" and e2.wins[0].spec.dora[0].code == "6m"


# --- the situation of a hand in tenhou.net/6 results that no real sample has -----------------


def _majsoul(change: Any) -> str:
    data = json.loads(MAJSOUL_TEXT)
    change(data)
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(
    ("word", "abort"),
    [
        ("九種九牌", "kyuushu"),
        ("四家立直", "four_riichi"),
        ("三家和了", "triple_ron"),
        ("三家和", "triple_ron"),  # Equim-chan/tensoul's Japanese word, not Tenhou's 三家和了
        ("四槓散了", "four_kans"),
        ("四開槓", "four_kans"),
        ("四風連打", "four_winds"),
        ("Kyuushu Kyuuhai", "kyuushu"),
        ("Nine Terminal Abortion", "kyuushu"),
        ("Suucha Riichi", "four_riichi"),
        ("Four Riichi Abortion", "four_riichi"),
        ("Sanchahou", "triple_ron"),
        ("Three Ron Abortion", "triple_ron"),
        ("Suukaikan", "four_kans"),
        ("Four Kan Abortion", "four_kans"),
        ("Suufon Renda", "four_winds"),
        ("Four Wind Abortion", "four_winds"),
    ],
)
def test_each_tenhou6_abort_word(word: str, abort: str) -> None:
    def change(data: dict[str, Any]) -> None:
        data["log"][2][16] = [word]

    hand = read_log(_majsoul(change)).hands[2]
    assert (hand.end, hand.abort, hand.tenpai, hand.deltas) == ("abort", abort, (), (0, 0, 0, 0))
    assert hand.riichi == (1,)  # B's riichi (its 8th discard, "r14") put a stick out before the abort


@pytest.mark.parametrize(
    ("word", "changes", "next_honba", "tenpai"),
    [
        ("流局", [0, 0, 0, 0], 1, (0, 1, 2, 3)),  # nothing paid and the deal stays: all tenpai
        ("流局", [0, 0, 0, 0], None, ()),  # nothing paid, the deal moves on: nobody
        ("全員聴牌", [0, 0, 0, 0], None, (0, 1, 2, 3)),
        ("全員不聴", [0, 0, 0, 0], 1, ()),
        # unStatiK/tensoul-py-ng's English words for them (tensoul/constants.py RUNES)
        ("All tempai", [0, 0, 0, 0], None, (0, 1, 2, 3)),
        ("All noten", [0, 0, 0, 0], 1, ()),
        ("Ryuukyoku", [0, 0, 0, 0], 1, (0, 1, 2, 3)),
        ("Exhaustive Draw", [0, 0, 0, 0], 1, (0, 1, 2, 3)),
        ("Exhaustive Draw", [1500, -1500, 1500, -1500], 1, (0, 2)),
    ],
)
def test_tenhou6_draw_words_and_who_was_tenpai(
    word: str, changes: list[int], next_honba: int | None, tenpai: tuple[int, ...]
) -> None:
    def change(data: dict[str, Any]) -> None:
        data["log"][2][16] = [word, changes]
        if next_honba is not None:  # the deal stays: the next hand is the same kyoku
            data["log"][3][0] = [2, next_honba, 1]

    hand = read_log(_majsoul(change)).hands[2]
    assert (hand.end, hand.tenpai, hand.deltas) == ("draw", tenpai, tuple(changes))


#: The words Equim-chan/tensoul's convert.js ends a hand with (``RUNES``: Japanese, romaji,
#: English), which tensoul-py and tensoul-py-ng copy; tensoul-py-ng adds its own for everyone
#: tenpai or noten (the romaji of both is Ryuukyoku).
TENSOUL_ENDS = {
    "ryuukyoku": ("流局", "Ryuukyoku", "Exhaustive Draw"),
    "all_tempai": ("全員聴牌", "Ryuukyoku", "All tempai"),
    "all_noten": ("全員不聴", "Ryuukyoku", "All noten"),
    "nagashimangan": ("流し満貫", "Nagashi Mangan", "Mangan at Draw"),
    "suukaikan": ("四開槓", "Suukaikan", "Four Kan Abortion"),
    "sanchahou": ("三家和", "Sanchahou", "Three Ron Abortion"),
    "kyuushukyuuhai": ("九種九牌", "Kyuushu Kyuuhai", "Nine Terminal Abortion"),
    "suufonrenda": ("四風連打", "Suufon Renda", "Four Wind Abortion"),
    "suuchariichi": ("四家立直", "Suucha Riichi", "Four Riichi Abortion"),
}


@pytest.mark.parametrize(("rune", "word"), [(r, w) for r, words in TENSOUL_ENDS.items() for w in words])
def test_every_word_tensoul_ends_a_hand_with_is_read(rune: str, word: str) -> None:
    def change(data: dict[str, Any]) -> None:
        data["log"][2][16] = [word, [0, 0, 0, 0]]

    log = read_log(_majsoul(change))
    assert log.unreadable == ()
    hand = log.hands[2]
    kinds = {"ryuukyoku": "draw", "all_tempai": "draw", "all_noten": "draw", "nagashimangan": "nagashi"}
    assert hand.end == kinds.get(rune, "abort")


@pytest.mark.parametrize(
    ("word", "stays", "tenpai"),
    [("流し満貫", True, (2,)), ("Nagashi Mangan", False, ()), ("Mangan at Draw", True, (2,))],
)
def test_tenhou6_nagashi_mangan(word: str, stays: bool, tenpai: tuple[int, ...]) -> None:
    def change(data: dict[str, Any]) -> None:
        data["log"][2][16] = [word, [-4000, -4000, 12000, -4000]]
        if stays:
            data["log"][3][0] = [2, 1, 1]

    hand = read_log(_majsoul(change)).hands[2]
    assert (hand.end, hand.nagashi, hand.tenpai, hand.deltas) == (
        "nagashi",
        (2,),
        tenpai,
        (-4000, -4000, 12000, -4000),
    )


@pytest.mark.parametrize(
    ("score", "fu", "points"),
    [
        ("40符2飜2600点", 40, 2600),
        ("40Fu2Han2600Points", 40, 2600),
        ("30符3飜1000-2000点", 30, 4000),
        ("30符2飜700点∀", 30, 2100),
        ("満貫8000点", None, 8000),
        ("満貫2000-4000点", None, 8000),
        ("Mangan 4000Points∀", None, 12000),
    ],
)
def test_tenhou6_score_words(score: str, fu: int | None, points: int) -> None:
    def change(data: dict[str, Any]) -> None:
        data["log"][5][16][2][3] = score

    win = read_log(_majsoul(change)).hands[5].wins[0]
    assert (win.value.fu, win.value.points, win.value.han) == (fu, points, 2)


@pytest.mark.parametrize(
    ("names", "han", "yakuman", "yaku"),
    [
        (["大三元(役満)"], 13, 1, (("daisangen", 13),)),
        (["大三元(役満)", "字一色(役満)"], 26, 2, (("daisangen", 13), ("tsuuiisou", 13))),
        (["四暗刻単騎(2倍役満)"], 26, 2, (("suuankou_tanki", 26),)),
        (["役牌 中(1飜)", " 見知らぬ役 (3飜)"], 4, 0, (("chun", 1), ("?見知らぬ役", 3))),
        # a yakuman beside a yaku of han (a log that lists both): the hand counts the yakuman only
        (["立直(1飜)", "大三元(役満)"], 13, 1, (("riichi", 1), ("daisangen", 13))),
        # a name written over two lines is still a name (kept, unknown), not a refused hand
        (["役牌 中(1飜)", "二行の\n役(2飜)"], 3, 0, (("chun", 1), ("?二行の\n役", 2))),
    ],
)
def test_tenhou6_yaku_words(
    names: list[str], han: int, yakuman: int, yaku: tuple[tuple[str, int], ...]
) -> None:
    def change(data: dict[str, Any]) -> None:
        data["log"][5][16][2][4:] = names

    value = read_log(_majsoul(change)).hands[5].wins[0].value
    assert (value.han, value.yakuman, value.yaku) == (han, yakuman, yaku)


# --- mjlog: each refusal, its code and its place -------------------------------------------


def _one_refusal(text: str) -> tuple[str, str]:
    log = read_log(text)
    (hand,) = log.unreadable
    assert hand.error is not None
    return hand.error.code, hand.error.message("en")


def _hand(label: str) -> str:
    return f"Hand {label} of the game log cannot be read: "


#: an mjlog hand without its end, said so (it was "hand = no end")
NO_END = (
    "it has no end (no win or draw is written before the next hand or the end of the file). The file "
    "is damaged or was edited."
)


@pytest.mark.parametrize(
    ("old", "new", "code", "message"),
    [
        # draws and discards: the seat and its n-th take or discard
        ("<T98/>", "<T136/>", "log_bad_take", f"{P0}'s take 1 has a wrong value (tile: 136)."),
        ("<T98/>", "<T99999/>", "log_bad_take", f"{P0}'s take 1 has a wrong value (tile: -1)."),
        ("<U79/>", "<U136/>", "log_bad_take", f"{P1}'s take 1 has a wrong value (tile: 136)."),
        ("<V111/>", "<V136/>", "log_bad_take", f"{P2}'s take 1 has a wrong value (tile: 136)."),
        ("<W44/>", "<W136/>", "log_bad_take", f"{P3}'s take 1 has a wrong value (tile: 136)."),
        # seat 3 drew 4 tiles, called (take 5), drew again: take 6; then 7, a call (8), 9
        ("<W59/>", "<W136/>", "log_bad_take", f"{P3}'s take 6 has a wrong value (tile: 136)."),
        ("<W67/>", "<W136/>", "log_bad_take", f"{P3}'s take 9 has a wrong value (tile: 136)."),
        ("<D119/>", "<D136/>", "log_bad_discard", f"{P0}'s discard 1 has a wrong value (tile: 136)."),
        ("<E120/>", "<E136/>", "log_bad_discard", f"{P1}'s discard 1 has a wrong value (tile: 136)."),
        ("<F121/>", "<F99999/>", "log_bad_discard", f"{P2}'s discard 1 has a wrong value (tile: -1)."),
        ("<G69/>", "<G136/>", "log_bad_discard", f"{P3}'s discard 1 has a wrong value (tile: 136)."),
        # a call is the caller's next take (seat 3 had drawn 4 tiles)
        (
            '<N who="3" m="50761" />',
            '<N who="3" m="x" />',
            "log_bad_take",
            f"{P3}'s take 5 has a wrong value (N m: x).",
        ),
        (
            '<N who="3" m="50761" />',
            '<N who="3" m="1,2" />',
            "log_bad_take",
            f"{P3}'s take 5 has a wrong value (N m: 1,2).",
        ),
        (
            '<N who="3" m="50761" />',
            '<N who="3" m="" />',
            "log_bad_take",
            f"{P3}'s take 5 has a wrong value (N m: ).",
        ),
        # a pon (0x08) of kind 102 // 3 = 34 and a kan of tile 136: no such tiles
        (
            '<N who="3" m="50761" />',
            '<N who="3" m="52235" />',
            "log_bad_take",
            f"{P3}'s take 5 has a wrong value (meld: 52235).",
        ),
        (
            '<N who="3" m="50761" />',
            '<N who="3" m="34817" />',
            "log_bad_take",
            f"{P3}'s take 5 has a wrong value (meld: 34817).",
        ),
        (
            '<N who="3" m="50761" />',
            '<N who="4" m="50761" />',
            "log_bad_hand",
            "it has a wrong value (N who: 4).",
        ),
        (
            '<N who="3" m="50761" />',
            '<N who="-1" m="50761" />',
            "log_bad_hand",
            "it has a wrong value (N who: -1).",
        ),
        ('<N who="3" m="50761" />', '<N m="50761" />', "log_bad_hand", "it has a wrong value (N who: )."),
        # a riichi is said with the seat's next discard (seat 1 had thrown 11 tiles)
        (
            '<REACH who="1" step="1"/>',
            '<REACH who="1" step="1,2"/>',
            "log_bad_discard",
            f"{P1}'s discard 12 has a wrong value (REACH step: 1,2).",
        ),
        (
            '<REACH who="1" step="1"/>',
            '<REACH who="1" step="x"/>',
            "log_bad_discard",
            f"{P1}'s discard 12 has a wrong value (REACH step: x).",
        ),
        (
            '<REACH who="1" step="1"/>',
            '<REACH who="7" step="1"/>',
            "log_bad_hand",
            "it has a wrong value (REACH who: 7).",
        ),
    ],
)
def test_mjlog_event_refusals_name_the_seat_and_event(old: str, new: str, code: str, message: str) -> None:
    assert old in MJLOG
    assert _one_refusal(MJLOG.replace(old, new, 1)) == (code, _hand("E1-0") + message)


FIRST_WIN = '<AGARI ba="0,1" hai="27,31,33,38,42,45,56,61,65,74,75,87,88,95" machi="38" ten="20,12000,2"'


@pytest.mark.parametrize(
    ("old", "new", "code", "message"),
    [
        (
            'hai="27,31,33,',
            'hai="x,31,33,',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI hai: x,31,33,38,42,45,56,61,65,74,75,87,88,95).",
        ),
        (
            'hai="27,31,33,',
            'hai="136,31,33,',
            "log_bad_win",
            f"the win of {P1} has a wrong value (tile: 136).",
        ),
        (
            'machi="38"',
            'machi="38,39"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI machi: 38,39).",
        ),
        (
            'machi="38"',
            'machi="1000000001"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI machi: 1000000001).",
        ),
        ('machi="38"', 'm="x" machi="38"', "log_bad_win", f"the win of {P1} has a wrong value (AGARI m: x)."),
        # a chi code whose base runs into the honors (t = 21: 1z 2z 3z): once the whole file
        # was refused ("log_unexpected"), now only this hand
        (
            'machi="38"',
            'm="64519" machi="38"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (chi: 123z).",
        ),
        ('ba="0,1"', 'ba="x,1"', "log_bad_win", f"the win of {P1} has a wrong value (AGARI ba: x,1)."),
        ('ba="0,1"', 'ba="1000,1"', "log_bad_win", f"the win of {P1} has a wrong value (AGARI ba: 1000)."),
        ('ba="0,1"', 'ba="0,-1"', "log_bad_win", f"the win of {P1} has a wrong value (AGARI ba: -1)."),
        ('ten="20,12000,2"', 'ten="x"', "log_bad_win", f"the win of {P1} has a wrong value (AGARI ten: x)."),
        ('ten="20,12000,2"', "", "log_bad_win", f"the win of {P1} has a wrong value (AGARI ten: )."),
        (
            'ten="20,12000,2"',
            'ten="20,12000"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI ten: 20,12000).",
        ),
        (
            'ten="20,12000,2"',
            'ten="20,1000000001,2"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI ten: 20,1000000001,2).",
        ),
        (
            'sc="250,-60,240,130,250,-30,250,-30"',
            'sc="250,-60,240,130,250,-30,250"',
            "log_bad_win",
            # sc refused: sc said
            f"the win of {P1} has a wrong value (AGARI sc: 250,-60,240,130,250,-30,250).",
        ),
        (
            'sc="250,-60,240,130,250,-30,250,-30"',
            'sc="x"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI sc: x).",
        ),
        (
            'yaku="1,1,2,1,',
            'yaku="x,1,2,1,',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI yaku: x,1,2,1,0,1,7,1,54,1,53,1).",
        ),
        (
            'doraHai="102"',
            'doraHai="102" yakuman="y"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI yakuman: y).",
        ),
        (
            'doraHai="102"',
            'doraHai="z"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI doraHai: z).",
        ),
        (
            'doraHaiUra="24"',
            'doraHaiUra="u"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI doraHaiUra: u).",
        ),
        (
            'doraHaiUra="24"',
            'doraHaiUra="24" paoWho="5"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI paoWho: 5).",
        ),
        (
            'who="1" fromWho="1"',
            'who="1" fromWho="9"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI fromWho: 9).",
        ),
        (
            'who="1" fromWho="1"',
            'who="4" fromWho="1"',
            "log_bad_hand",
            "it has a wrong value (AGARI who: 4).",
        ),
        # the AGARI's counters: honba and riichi sticks, both written
        (
            '<AGARI ba="0,1"',
            '<AGARI ba="0"',
            "log_bad_win",
            f"the win of {P1} has a wrong value (AGARI ba: 0).",
        ),
    ],
)
def test_mjlog_win_refusals_name_the_winner(old: str, new: str, code: str, message: str) -> None:
    start = MJLOG.index(FIRST_WIN)
    end = MJLOG.index("/>", start)
    agari = MJLOG[start:end]
    assert old in agari
    text = MJLOG[:start] + agari.replace(old, new, 1) + MJLOG[end:]
    assert _one_refusal(text) == (code, _hand("E1-0") + message)


DRAW_END = '<RYUUKYOKU ba="0,0" sc="190,-10,370,-10,220,30,220,-10" hai2="12,16,26,30,35,50,54,56,72,73" />'
SECOND_INIT = '<INIT seed="1,0,0,4,1,105" ten="190,370,220,220" oya="1"'


# where the game stands after E1-0: 25 000 each, seat 1's 13 000 less its riichi stick
AFTER_E1 = (19000, 37000, 22000, 22000)


@pytest.mark.parametrize(
    ("old", "new", "label", "message"),
    [
        (
            SECOND_INIT,
            SECOND_INIT.replace('oya="1"', 'oya="7"'),
            "E2-0",
            "it has a wrong value (INIT oya: 7).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('oya="1"', 'oya="1,2"'),
            "E2-0",
            "it has a wrong value (INIT oya: 1,2).",
        ),
        (SECOND_INIT, SECOND_INIT.replace("4,1,105", "4,1,136"), "E2-0", "it has a wrong value (tile: 136)."),
        (
            SECOND_INIT,
            SECOND_INIT.replace("220,220", "220,10000001"),
            "E2-0",
            "it has a wrong value (INIT ten: 190,370,220,10000001).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace("220,220", "220,-10000001"),
            "E2-0",
            "it has a wrong value (INIT ten: 190,370,220,-10000001).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('seed="1,0,0', 'seed="16,0,0'),
            "#2",
            "it has a wrong value (INIT seed: 16).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('seed="1,0,0', 'seed="-1,0,0'),
            "#2",
            "it has a wrong value (INIT seed: -1).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('seed="1,0,0', 'seed="1,1000,0'),
            "#2",
            "it has a wrong value (INIT seed: 1000).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('seed="1,0,0', 'seed="1,0,1000'),
            "#2",
            "it has a wrong value (INIT seed: 1000).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('seed="1,0,0', 'seed="1,0,-1'),
            "#2",
            "it has a wrong value (INIT seed: -1).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace("1,0,0,4,1,105", "1,0,0,4,1"),
            "#2",
            "it has a wrong value (INIT seed: 1,0,0,4,1).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace("1,0,0,4,1,105", "1,x,0,4,1,105"),
            "#2",
            "it has a wrong value (INIT seed: 1,x,0,4,1,105).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace('ten="190', 'ten="y'),
            "#2",
            "it has a wrong value (INIT ten: y,370,220,220).",
        ),
        # an INIT without its seed, its points or its fourth hand, or with three points
        (
            SECOND_INIT,
            SECOND_INIT.replace('seed="1,0,0,4,1,105" ', ""),
            "#2",
            "it has a wrong value (INIT seed: ).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace(' ten="190,370,220,220"', ""),
            "#2",
            "it has a wrong value (INIT ten/hai3: ).",
        ),
        (
            SECOND_INIT,
            SECOND_INIT.replace("220,220", "220"),
            "#2",
            "it has a wrong value (INIT ten/hai3: 190,370,220).",
        ),
        (
            'hai3="119,102,0,122,6,27,117,45,94,76,82,103,19"',
            "",
            "#2",
            "it has a wrong value (INIT ten/hai3: 190,370,220,220).",
        ),
        (
            DRAW_END,
            DRAW_END.replace('sc="190', 'sc="x'),
            "E2-0",
            "it has a wrong value (RYUUKYOKU sc: x,-10,370,-10,220,30,220,-10).",
        ),
        (
            DRAW_END,
            DRAW_END.replace('sc="190,-10,', 'sc="'),
            "E2-0",
            "it has a wrong value (RYUUKYOKU sc: 370,-10,220,30,220,-10).",
        ),
        # a hand with no end: the next INIT (or the end of the file) says so
        (
            DRAW_END,
            "",
            "E2-0",
            NO_END,
        ),
    ],
)
def test_mjlog_hand_refusals_name_the_hand(old: str, new: str, label: str, message: str) -> None:
    assert old in MJLOG
    log = read_log(MJLOG.replace(old, new, 1))
    (hand,) = log.unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == ("log_bad_hand", _hand(label) + message)
    assert (hand.index, hand.round, hand.end) == (1, label, "unreadable")
    # an unreadable hand keeps the points where the game stood (INIT ten, or after E1-0)
    # (a refused ten is kept as the INIT says it: nothing else says where the game stands)
    start = {"it has a wrong value (INIT ten: 190,370,220,10000001).": (19000, 37000, 22000, 1000000100)}
    start["it has a wrong value (INIT ten: 190,370,220,-10000001)."] = (19000, 37000, 22000, -1000000100)
    assert hand.start == start.get(message, AFTER_E1)
    assert [h.round for h in log.hands] == ["E1-0", label, "E3-1", "E4-0"]
    assert log.hands[2].start == (18000, 36000, 25000, 21000) and log.final == (33400, 36000, 32000, -1400)


@pytest.mark.parametrize(
    "path",
    [p for p in sorted(DATA.rglob("*.mjlog")) + sorted(DATA.rglob("*.json")) if "other" not in p.parts],
    ids=lambda p: p.name,
)
def test_every_hand_of_a_real_log_is_where_its_name_says(path: Path) -> None:
    # the round wind, the hand's number in it and its dealer, as its own name (E1-0...) says
    log = read_log_file(path)
    for hand in log.hands:
        if hand.end == "unreadable":
            continue
        wind, number, honba = hand.round[0], int(hand.round[1]), int(hand.round[3:])
        assert (hand.round_wind, hand.kyoku, hand.honba) == ("ESWN".index(wind), number - 1, honba)
        assert hand.dealer == hand.kyoku < log.seats
        assert len(hand.nuki) == (3 if log.seats == 3 else 0)  # Norths set aside: three players only


def test_the_lobby_of_an_mjlog_comes_before_its_first_hand() -> None:
    go = '<GO type="169" lobby="0"/>'
    assert go in MJLOG
    # no GO at all: Tenhou's own rules, red fives red (E1-0's winner holds the red 5s, tile 88)
    log = read_log(MJLOG.replace(go, ""))
    assert log.rules.name == "tenhou" and log.rules.aka == 3
    first = log.hands[0].wins[0].spec
    assert Tile(22, red=True) in first.concealed
    assert all(c.agree for c in check_log(log))
    # a GO after a hand would change the table's rules in the middle of the game: refused
    second = MJLOG.index("<INIT", MJLOG.index("<INIT") + 1)
    with pytest.raises(LogError) as err:
        read_log(MJLOG[:second] + go + MJLOG[second:])
    assert (
        err.value.message("en")
        == "The game log has a wrong value (GO: 169): the file is damaged or is not a game log."
    )


def test_a_three_player_mjlog_without_its_names_has_three_nameless_players() -> None:
    text = (DATA / "sanma" / "dnovikoff-sanma2.mjlog").read_text(encoding="utf-8")
    log = read_log(re.sub(r"<UN [^>]*>", "", text, count=1))
    assert log.seats == 3 and log.players == ("", "", "")
    assert [h.round for h in log.hands] == [h.round for h in read_log(text).hands]


def test_an_mjlog_hand_cut_at_the_end_of_the_file() -> None:
    start = MJLOG.index('<AGARI ba="0,2"')
    log = read_log(MJLOG[:start] + "</mjloggm>")
    assert [h.round for h in log.hands] == ["E1-0", "E2-0", "E3-1", "E4-0"]
    last = log.hands[-1]
    assert last.error is not None and last.error.message("en") == _hand("E4-0") + NO_END
    assert last.start == (24700, 36000, 25000, 14300) and log.final is None
    # only the first of a double ron: it reads as a single ron (nothing says a second follows)
    end = MJLOG.index("/>", start) + 2
    last = read_log(MJLOG[:end] + "</mjloggm>").hands[-1]
    assert last.error is None and [w.winner for w in last.wins] == [0]
    assert last.deltas == (9700, 0, 0, -7700) and last.wins[0].spec.sticks == 2


def test_the_highest_counters_an_mjlog_may_have_are_read() -> None:
    text = MJLOG.replace(SECOND_INIT, SECOND_INIT.replace('seed="1,0,0', 'seed="15,999,999'), 1)
    hand = read_log(text).hands[1]
    assert (hand.round, hand.round_wind, hand.kyoku, hand.honba, hand.sticks) == ("N4-999", 3, 3, 999, 999)
    text = MJLOG.replace(SECOND_INIT, SECOND_INIT.replace("220,220", "220,10000000"), 1)
    hand = read_log(text).hands[1]
    assert (hand.end, hand.start) == ("draw", (19000, 37000, 22000, 1000000000))
    text = MJLOG.replace(FIRST_WIN, FIRST_WIN.replace('ten="20,12000,2"', 'ten="20,1000000000,2"'), 1)
    assert read_log(text).hands[0].wins[0].value.points == 1000000000


@pytest.mark.parametrize(
    ("kind", "abort"),
    [
        ("yao9", "kyuushu"),
        ("reach4", "four_riichi"),
        ("ron3", "triple_ron"),
        ("kan4", "four_kans"),
        ("kaze4", "four_winds"),
        ("odd", "odd"),
    ],
)
def test_each_mjlog_abort(kind: str, abort: str) -> None:
    text = MJLOG.replace("<RYUUKYOKU ", f'<RYUUKYOKU type="{kind}" ', 1)
    hand = read_log(text).hands[1]
    # an abort shows nobody tenpai, even with a hand written down; the changes are the sc's
    assert (hand.end, hand.abort, hand.tenpai, hand.nagashi) == ("abort", abort, (), ())
    assert hand.deltas == (-1000, -1000, 3000, -1000)


def test_an_mjlog_draw_without_changes_and_a_nagashi_of_its_own() -> None:
    text = MJLOG.replace(DRAW_END, '<RYUUKYOKU ba="0,0" hai0="1" hai3="2" />', 1)
    hand = read_log(text).hands[1]
    assert (hand.end, hand.tenpai, hand.deltas) == ("draw", (0, 3), (0, 0, 0, 0))
    text = MJLOG.replace(
        DRAW_END, '<RYUUKYOKU type="nm" ba="0,0" sc="190,80,370,-40,220,-20,220,-20" hai1="1" />', 1
    )
    hand = read_log(text).hands[1]
    assert (hand.end, hand.nagashi, hand.tenpai, hand.deltas) == (
        "nagashi",
        (0,),
        (1,),
        (8000, -4000, -2000, -2000),
    )


def test_the_mjlog_riichi_stick_is_paid_only_when_the_riichi_passes() -> None:
    # step 2 never comes: the riichi discard was not accepted, no stick is on the table
    text = MJLOG.replace('<REACH who="1" ten="250,240,250,250" step="2"/>', "", 1)
    hand = read_log(text).hands[0]
    assert hand.riichi == ()


def test_the_owari_of_an_mjlog_must_be_numbers() -> None:
    text = MJLOG.replace('owari="334,', 'owari="x,', 1)
    log = read_log(text)
    (hand,) = log.unreadable
    assert hand.error is not None
    assert (
        hand.error.message("en")
        == _hand("E4-0") + f"the win of {P2} has a wrong value (owari: x,360,320,-14)."
    )
    assert read_log(MJLOG.replace('owari="334,', 'owari="', 1)).final is None  # seven values


@pytest.mark.parametrize(
    ("text", "code", "params"),
    [
        # another XML: said by its root element, at the start (it said "line 0, column 0")
        ("<mjlog></mjlog>", "log_not_mjlog", {"found": "mjlog", "line": 1, "column": 1}),
        ('<?xml version="1.0"?><root><a/></root>', "log_not_mjlog", {"found": "root"}),
        # a picture: its element's name, not "{http://www.w3.org/2000/svg}svg"
        ('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>', "log_not_mjlog", {"found": "svg"}),
        # a web page saved from a viewer: what it is, not the DOCTYPE refusal
        ("<!DOCTYPE html><html><head><title>tenhou.net/6</title></head></html>", "log_web_page", {}),
        ("\ufeff <!-- saved -->\n<!doctype HTML>\n<html>", "log_web_page", {}),
        ("<html><body>tenhou.net/6</body></html>", "log_web_page", {}),
        ('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', "log_web_page", {}),
        ("<mjloggm></mjloggm>", "log_no_hands", {}),
        ('<mjloggm><GO type="x"/></mjloggm>', "log_bad_value", {"what": "GO type", "value": "x"}),
        ('<mjloggm><GO type="1,2"/></mjloggm>', "log_bad_value", {"what": "GO type", "value": "1,2"}),
        # a three-player head (the lobby bit, an empty fourth seat) is read: no hands follow it
        ('<mjloggm><GO type="16"/></mjloggm>', "log_no_hands", {}),
        ('<mjloggm><UN n0="a" n1="b" n2="c" n3=""/></mjloggm>', "log_no_hands", {}),
        ("<mjloggm>\n<x/>\n  <!doctype x>\n</mjloggm>", "log_doctype", {"line": 3, "column": 3}),
        ("<mjloggm><!  ENTITY a 'b'></mjloggm>", "log_doctype", {"line": 1, "column": 10}),
        ("\n<!DOCTYPE x><mjloggm/>", "log_doctype", {"line": 2, "column": 1}),
        ("<mjloggm>\n<GO type='1'/>\n<INIT", "log_truncated", {"line": 3, "column": 1}),
        ("<mjloggm>\n<GO type='1'/>", "log_truncated", {"line": 2, "column": 15}),
        ("<mjloggm>\n<GO type=1/>\n</mjloggm>", "log_xml", {"line": 2, "column": 10}),
        ("<mjloggm>\n<GO/></mjlog>\n<x/>", "log_xml", {"line": 2, "column": 8}),
    ],
)
def test_mjlog_file_refusals(text: str, code: str, params: dict[str, object]) -> None:
    with pytest.raises(LogError) as err:
        read_mjlog(text)
    assert err.value.code == code
    for key, value in params.items():
        assert err.value.params[key] == value, (key, err.value.params)


def test_mjlog_three_player_marks_in_a_four_player_game_spoil_only_their_hands() -> None:
    # three players are read now (tests/test_logs_sanma.py): a four-player game with a
    # three-player mark is no refused file, only the hands the mark spoils are unreadable
    cases = [
        (MJLOG.replace('ten="190,370,220,220"', 'ten="190,370,220"', 1), "tenhou", ["log_bad_hand"]),
        (MJLOG.replace(' hai3="119,102,0,', ' hai9="119,102,0,', 1), "tenhou", ["log_bad_hand"]),
        # a nukidora code (0x20) in a four-player game: said at the seat's discard (where
        # tenhou.net/6 lists a North set aside), not at the draw after it
        (MJLOG.replace('<N who="3" m="50761" />', '<N who="3" m="32" />', 1), "tenhou", ["log_bad_discard"]),
    ]
    for text, rules, codes in cases:
        log = read_log(text)
        assert log.rules.name == rules
        assert [h.error.code for h in log.unreadable if h.error is not None] == codes
    # the lobby's three-player bit makes the game three-player: its four-seat hands are unreadable
    text = MJLOG.replace('<N who="3" m="50761" />', '<N who="3" m="x" />', 1).replace(
        'type="169"', 'type="185"', 1
    )
    log = read_log(text)
    assert (log.rules.name, log.rules.players) == ("tenhou-sanma", 3)
    assert log.unreadable and {h.error.code for h in log.unreadable if h.error is not None} == {
        "log_bad_hand"
    }


def test_the_mjlog_size_limit_is_exact() -> None:
    head = "<mjloggm>"
    with pytest.raises(LogError) as err:
        read_mjlog(head + " " * (MAX_LOG_CHARS + 1 - len(head)))
    assert err.value.code == "log_too_large"
    assert (err.value.params["size"], err.value.params["limit"]) == (MAX_LOG_CHARS + 1, MAX_LOG_CHARS)
    with pytest.raises(LogError) as err:
        read_mjlog(head + " " * (MAX_LOG_CHARS - len(head)))
    assert err.value.code == "log_truncated"


@pytest.mark.parametrize(
    ("game_type", "aka", "kuitan", "east_only"),
    [
        (169, 3, True, False),
        (1, 3, True, True),
        (3, 0, True, True),
        (5, 3, False, True),
        (15, 0, False, False),
    ],
)
def test_the_mjlog_lobby_bits(game_type: int, aka: int, kuitan: bool, east_only: bool) -> None:
    rules = read_log(MJLOG.replace('type="169"', f'type="{game_type}"', 1)).rules
    assert (rules.name, rules.aka, rules.kuitan, rules.east_only) == ("tenhou", aka, kuitan, east_only)
    rules = read_mjlog(MJLOG.replace('type="169"', f'type="{game_type}"', 1), "mahjongsoul").rules
    assert (rules.name, rules.aka, rules.kuitan, rules.east_only) == ("mahjongsoul", aka, kuitan, east_only)


def test_the_lobby_bits_apply_to_tenhous_own_rules_by_default() -> None:
    rules = game_rules(0xA9)
    assert (rules.name, rules.aka, rules.kuitan, rules.east_only) == ("tenhou", 3, True, False)


def test_no_red_fives_in_a_lobby_without_them() -> None:
    log = read_log(MJLOG.replace('type="169"', 'type="171"', 1))  # 0x02: no red fives
    assert args_to_rules(log.hands[0].wins[0].args())[0] == "789m123678p11456s"  # 88 a plain 5s


def test_mjlog_names_are_unquoted_and_absent_names_are_empty() -> None:
    un = re.search(r"<UN [^>]*>", MJLOG)
    assert un is not None
    log = read_log(MJLOG.replace(un.group(0), '<UN n0="%41%20b" n2="c"/>', 1))
    assert log.players == ("A b", "", "c", "")
    assert unquote("%E5%88%9D%E4%BB%A3%E2%98%86") == P1


# --- tenhou.net/6: each refusal, its code and its place --------------------------------------


def _set(path: tuple[int | str, ...], value: object) -> Any:
    def change(data: dict[str, Any]) -> None:
        node: Any = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


# hand 1 of the Mahjong Soul game is E2-0 (dealer B): A's takes log[1][5], discards log[1][6];
# B's takes log[1][8] (its 8th is the chi "c333234"); D's discards log[1][15] (13th "r27");
# the result log[1][16] = ["和了", [-1000, -2000, -1000, 5000], [3, 3, 3, "30符3飜...", ...]]
@pytest.mark.parametrize(
    ("path", "value", "code", "message"),
    [
        ((1, 5, 0), 10, "log_bad_take", "A's take 1 has a wrong value (tile: 10)."),
        ((1, 5, 0), 48, "log_bad_take", "A's take 1 has a wrong value (tile: 48)."),
        ((1, 5, 0), 54, "log_bad_take", "A's take 1 has a wrong value (tile: 54)."),
        ((1, 5, 0), 60, "log_bad_take", "A's take 1 has a wrong value (tile: 60)."),
        ((1, 5, 0), True, "log_bad_take", "A's take 1 has a wrong value (tile: True)."),
        ((1, 5, 0), 11.0, "log_bad_take", "A's take 1 has a wrong value (tile: 11.0)."),
        ((1, 6, 0), 10, "log_bad_discard", "A's discard 1 has a wrong value (tile: 10)."),
        ((1, 6, 0), "x31", "log_bad_discard", "A's discard 1 has a wrong value (tile: x31)."),
        ((1, 6, 0), 61, "log_bad_discard", "A's discard 1 has a wrong value (tile: 61)."),
        ((1, 6, 1), 19, "log_bad_discard", "A's discard 2 has a wrong value (tile not in the hand: 9m)."),
        (
            (1, 15, 12),
            "r28",
            "log_bad_discard",
            "D's discard 13 has a wrong value (tile not in the hand: 8p).",
        ),
        ((1, 15, 12), "k272727", "log_bad_discard", "D's discard 13 has a wrong value (call: k272727)."),
        (
            (1, 15, 12),
            "27k272727",
            "log_bad_discard",
            "D's discard 13 has a wrong value (added kan without a pon: 27k272727).",
        ),
        ((1, 15, 12), "c272727", "log_bad_discard", "D's discard 13 has a wrong value (kan: c272727)."),
        # a kan added to a pon D does not have; a call of two letters (no real log writes one)
        # and digits that are not ASCII are refused as calls
        (
            (1, 15, 12),
            "27k272727",
            "log_bad_discard",
            "D's discard 13 has a wrong value (added kan without a pon: 27k272727).",
        ),
        (
            (1, 15, 12),
            "27p27k2727",
            "log_bad_discard",
            "D's discard 13 has a wrong value (call: 27p27k2727).",
        ),
        (
            (1, 15, 12),
            "２７k272727",
            "log_bad_discard",
            "D's discard 13 has a wrong value (call: ２７k272727).",
        ),
        ((1, 8, 7), "c3332", "log_bad_take", "B's take 8 has a wrong value (call: c3332)."),
        ((1, 8, 7), "c33３234", "log_bad_take", "B's take 8 has a wrong value (call: c33３234)."),
        # a chi whose letter does not stand first: it names no seat it could take from
        ((1, 8, 7), "33c3234", "log_bad_take", "B's take 8 has a wrong value (call: 33c3234)."),
        ((1, 8, 7), "c333235", "log_bad_take", "B's take 8 has a wrong value (tile not in the hand: 5s)."),
        ((1, 16, 2, 0), 7, "log_bad_hand", "it has a wrong value (winner: 7)."),
        ((1, 16, 2, 0), -1, "log_bad_hand", "it has a wrong value (winner: -1)."),
        ((1, 16, 2, 0), "x", "log_bad_hand", "it has a wrong value (winner: x)."),
        ((1, 16, 2, 1), 4, "log_bad_win", "the win of D has a wrong value (from: 4)."),
        ((1, 16, 2, 2), 9, "log_bad_win", "the win of D has a wrong value (pao: 9)."),
        ((1, 16, 2, 3), "30符3飜", "log_bad_win", "the win of D has a wrong value (score: 30符3飜)."),
        ((1, 16, 2, 3), 5, "log_bad_win", "the win of D has a wrong value (agari: [5])."),
        (
            (1, 16, 2, 4),
            "門前清自摸和",
            "log_bad_win",
            "the win of D has a wrong value (yaku: 門前清自摸和).",
        ),
        ((1, 16, 2, 4), 1, "log_bad_win", "the win of D has a wrong value (yaku: 1)."),
        (
            (1, 16, 1),
            [0, 0, 0],
            "log_bad_hand",
            "it has a wrong value (agari: [3, 3, 3, '30符3飜1000-2000点', '門前清自摸和(1飜…).",
        ),
        ((1, 16, 1, 0), "x", "log_bad_hand", "it has a wrong value (points: x)."),
        ((1, 16, 2), [3, 3, 3], "log_bad_hand", "it has a wrong value (agari: [3, 3, 3])."),
        ((1, 16, 0), "何か", "log_bad_hand", "it has a wrong value (result: 何か)."),
        ((1, 16), [], "log_bad_hand", "it has a wrong value (result: [])."),
        ((1, 1, 2), 2.5, "log_bad_hand", "it has a wrong value (points: 2.5)."),
        ((1, 1, 2), float("inf"), "log_bad_hand", "it has a wrong value (points: inf)."),
        ((1, 1, 2), 10**9 + 1, "log_bad_hand", "it has a wrong value (points: 1000000001)."),
        ((1, 1, 2), -(10**9) - 1, "log_bad_hand", "it has a wrong value (points: -1000000001)."),
        ((1, 1, 2), False, "log_bad_hand", "it has a wrong value (points: False)."),
        ((1, 2), 16, "log_bad_hand", "it has a wrong value (dora indicators: 16)."),
        ((1, 2, 0), 0, "log_bad_hand", "it has a wrong value (tile: 0)."),
        ((1, 3), None, "log_bad_hand", "it has a wrong value (ura dora indicators: None)."),
        ((1, 4), 5, "log_bad_seat", "A has a wrong value (dealt tiles: 5)."),
        ((1, 4, 0), 99, "log_bad_seat", "A has a wrong value (tile: 99)."),
        ((1, 8), "x", "log_bad_seat", "B has a wrong value (takes: x)."),
        ((1, 12), {}, "log_bad_seat", "C has a wrong value (discards: {})."),
    ],
)
def test_tenhou6_refusals_name_the_hand_the_seat_and_the_event(
    path: tuple[int, ...], value: object, code: str, message: str
) -> None:
    log = read_log(_majsoul(_set(("log", *path), value)))
    (hand,) = log.unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (code, _hand("E2-0") + message)
    assert (hand.index, hand.round, hand.start) == (1, "E2-0", (25000, 25000, 27000, 23000))
    assert len(log.hands) == 9 and log.final == (19600, 21300, 36900, 22200)


@pytest.mark.parametrize(
    ("head", "message"),
    [
        ([16, 0, 0], "it has a wrong value (round: [16, 0, 0])."),
        ([-1, 0, 0], "it has a wrong value (round: [-1, 0, 0])."),
        ([1, 1000, 0], "it has a wrong value (round: [1, 1000, 0])."),
        ([1, -1, 0], "it has a wrong value (round: [1, -1, 0])."),
        ([1, 0, 1000], "it has a wrong value (round: [1, 0, 1000])."),
        ([1, 0, -1], "it has a wrong value (round: [1, 0, -1])."),
        ([1, 0], "it has a wrong value (round: [1, 0])."),
        ("x", "it has a wrong value (round: x)."),
        ([1.5, 0, 0], "it has a wrong value (round: 1.5)."),
        ([1, "a", 0], "it has a wrong value (honba: a)."),
        ([1, 0, None], "it has a wrong value (riichi sticks: None)."),
    ],
)
def test_tenhou6_bad_round_heads_name_the_hands_place(head: object, message: str) -> None:
    log = read_log(_majsoul(_set(("log", 1, 0), head)))
    (hand,) = log.unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == ("log_bad_hand", _hand("#2") + message)
    assert hand.start == (25000, 25000, 27000, 23000)  # where the game stood after E1-0


def test_the_highest_tenhou6_counters_are_read() -> None:
    # 13: North 2, the same dealer (B) as the real hand, so that its play still fits
    log = read_log(_majsoul(_set(("log", 1, 0), [13, 999, 999])))
    hand = log.hands[1]
    assert (hand.round, hand.round_wind, hand.kyoku, hand.dealer, hand.honba, hand.sticks) == (
        "N2-999",
        3,
        1,
        1,
        999,
        999,
    )
    assert hand.end == "win" and hand.wins[0].spec.honba == 999 and hand.wins[0].spec.sticks == 1000


def test_an_unreadable_tenhou6_hand_keeps_the_points_less_the_riichi_sticks() -> None:
    # E2-0: ["和了", [-1000, -2000, -1000, 5000]] after D's riichi "r27": D stands at
    # 23 000 - 1000 + 5000 = 27 000, as the next hand's own points [24000, 23000, 26000, 27000] say
    log = read_log(_majsoul(_set(("log", 2, 0), "x")))
    (hand,) = log.unreadable
    assert (hand.index, hand.round, hand.start) == (2, "#3", (24000, 23000, 26000, 27000))


def test_a_short_tenhou6_hand_is_unreadable_where_it_stands() -> None:
    log = read_log(_majsoul(lambda d: d["log"][1].pop()))
    (hand,) = log.unreadable
    assert (
        hand.error is not None
        and hand.error.message("en")
        == _hand("#2")
        + "it is cut short (a tenhou.net/6 hand has 17 parts). The file is damaged or was edited."
    )
    assert hand.start == (25000, 25000, 27000, 23000)
    log = read_log(_majsoul(_set(("log", 1), "x")))
    assert (
        log.unreadable[0].error is not None
        and log.unreadable[0].error.message("en")
        == _hand("#2")
        + "it is cut short (a tenhou.net/6 hand has 17 parts). The file is damaged or was edited."
    )


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (_set(("name",), "ABCD"), "log_bad_value"),
        (_set(("log",), []), "log_no_hands"),
        (_set(("log",), {}), "log_unknown_format"),
    ],
)
def test_tenhou6_file_refusals(change: Any, code: str) -> None:
    with pytest.raises(LogError) as err:
        read_log(_majsoul(change))
    assert err.value.code == code


@pytest.mark.parametrize(
    ("change", "rules", "first"),
    [
        # a three-player mark in a four-player game: no refused file, the hands it spoils only
        (_set(("log", 1, 1), [25000, 25000, 27000]), "mahjongsoul", "log_bad_hand"),
        (_set(("log", 1, 13), []), "mahjongsoul", "log_bad_discard"),
        (_set(("rule", "disp"), "三麻南"), "mahjongsoul-sanma", "log_bad_hand"),
        (_set(("rule", "disp"), "3-Player South"), "mahjongsoul-sanma", "log_bad_hand"),
    ],
)
def test_tenhou6_three_player_marks_spoil_only_hands(change: Any, rules: str, first: str) -> None:
    log = read_log(_majsoul(change))
    assert log.rules.name == rules
    assert log.unreadable and log.unreadable[0].error is not None
    assert log.unreadable[0].error.code == first


def test_tenhou6_json_errors_say_where() -> None:
    with pytest.raises(LogError) as err:
        read_tenhou6('{"log":\n [1,,]}')
    assert (err.value.code, err.value.line, err.value.column) == ("log_json", 2, 5)
    with pytest.raises(LogError) as err:
        read_tenhou6("[]")
    assert (err.value.code, err.value.line, err.value.column) == ("log_unknown_format", 1, 1)
    with pytest.raises(LogError) as err:
        read_tenhou6("[" * 100000)  # nested too deep for the parser: said at the start
    assert (err.value.code, err.value.line, err.value.column) == ("log_json", 1, 1)
    text = '{"log": [],\n "x": ' + "7" * 5000 + "\n}"
    with pytest.raises(LogError) as err:
        read_tenhou6(text)
    assert (err.value.code, err.value.line, err.value.column) == ("log_json", 2, 7)


@pytest.mark.parametrize(
    ("rule", "name", "aka", "kuitan", "east_only"),
    [
        ({"disp": "般南喰赤", "aka": 1}, "tenhou", 3, True, False),
        ({"disp": "般東"}, "tenhou", 0, False, True),
        ({"disp": "般南喰"}, "tenhou", 0, True, False),
        ({"disp": "上南赤", "aka": 1}, "tenhou", 3, False, False),
        ({"disp": "鳳東喰赤速", "aka51": 1}, "tenhou", 3, True, True),
        ({"disp": "Gold Room South", "aka52": 1}, "mahjongsoul", 3, True, False),
        ({"disp": "Jade Room East", "aka53": 1}, "mahjongsoul", 3, True, True),
        ({"disp": "a south game"}, "tenhou", 0, True, False),
        ({"disp": "EAST"}, "tenhou", 0, True, True),
        ({"disp": "something", "aka": 0}, "tenhou", 0, True, False),
        ("not a dict", "tenhou", 3, True, False),
    ],
)
def test_tenhou6_rule_words(rule: object, name: str, aka: int, kuitan: bool, east_only: bool) -> None:
    data = json.loads((DATA / "mjai-reviewer-confusing_nakis_0.json").read_text(encoding="utf-8"))
    data["rule"] = rule
    data["title"] = ""
    rules = read_log(json.dumps(data, ensure_ascii=False)).rules
    assert (rules.name, rules.aka, rules.kuitan, rules.east_only) == (name, aka, kuitan, east_only)
    rules = read_tenhou6(json.dumps(data, ensure_ascii=False), "tenhou").rules
    assert (rules.name, rules.aka, rules.kuitan, rules.east_only) == ("tenhou", aka, kuitan, east_only)


def test_tenhou6_names_and_title() -> None:
    with pytest.raises(LogError) as err:  # three or four names, no more
        read_log(_majsoul(_set(("name",), ["A", 5, "C", "D", "extra"])))
    assert (err.value.code, err.value.params["what"]) == ("log_bad_value", "name")
    # an empty fourth name alone does not make three players: four seats play every hand
    log = read_log(_majsoul(_set(("name",), ["A", "B", "C", ""])))
    assert (log.rules.name, log.rules.players, log.unreadable) == ("mahjongsoul", 4, ())
    log = read_log(_majsoul(_set(("name",), None)))
    assert log.players == ("", "", "", "")
    log = read_log(_majsoul(_set(("title",), "one title")))
    assert log.title == "one title"


def test_a_tenhou6_win_written_in_english() -> None:
    log = read_log(_majsoul(_set(("log", 1, 16, 0), "Agari")))
    assert not log.unreadable and log.hands[1].end == "win"
    assert log.hands[1].deltas == (-1000, -2000, -1000, 5000)


def test_tenhou6_whole_numbers_written_as_floats_are_read() -> None:
    # 27000.0 is the number 27000 (some converters write floats); 2.5 is refused above
    log = read_log(_majsoul(_set(("log", 1, 1, 2), 27000.0)))
    assert not log.unreadable and log.hands[1].start == (25000, 25000, 27000, 23000)
    log = read_log(_majsoul(_set(("log", 1, 16, 2, 0), 3.0)))
    assert not log.unreadable and log.hands[1].wins[0].winner == 3


def test_a_tenhou6_discard_of_the_tile_just_drawn_by_a_seat_that_drew_none() -> None:
    # E2-0: C (seat 2) chis the dealer B's first discard 34 with its own 35 36, then throws
    # "60", the tile just drawn: it drew none (the reader once said "tile not in the hand = 0")
    def change(data: dict[str, Any]) -> None:
        data["log"][1][9][0] = 34  # B throws its 4s (not the North wind)
        data["log"][1][11][0] = "c343536"
        data["log"][1][12][0] = 60

    (hand,) = read_log(_majsoul(change)).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (
        "log_bad_discard",
        _hand("E2-0") + "C's discard 1 has a wrong value (tile: 60).",
    )


def test_a_tenhou6_chi_of_winds_is_one_unreadable_hand_not_a_refused_file() -> None:
    # E2-0: C "chis" B's first discard, the North wind (44), with 35 36: no such chi. The
    # core's refusal of the meld once escaped the reader and refused the whole file
    log = read_log(_majsoul(_set(("log", 1, 11, 0), "c443536")))
    (hand,) = log.unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (
        "log_bad_take",
        _hand("E2-0") + "C's take 1 has a wrong value (chi: 56s4z).",
    )
    assert len(log.hands) == 9


def test_a_tenhou6_hand_longer_than_any_real_one_is_refused_as_endless(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 300 draws of 1m each thrown at once, for every seat: the fifth 1m drawn refuses the hand
    # (a hand's tiles are counted) before its 1200 actions reach the reader's limit of 1000
    def change(data: dict[str, Any]) -> None:
        for seat in range(4):
            data["log"][1][5 + 3 * seat] = [11] * 300
            data["log"][1][6 + 3 * seat] = [60] * 300

    (hand,) = read_log(_majsoul(change)).unreadable
    assert hand.error is not None and hand.error.code == "log_bad_take"
    assert hand.error.message("en").endswith("has a wrong value (a fifth copy of a tile: 1m).")
    # the limit itself, lowered to fit the tiles of one wall (above the log's real hands): 20
    # draws and discards a seat and one draw more, 161 actions
    monkeypatch.setattr(tenhou6, "MAX_HAND_ACTIONS", 160)
    (hand,) = read_log(_majsoul(_actions(20, dealer_draws_once_more=True))).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (
        "log_bad_hand",
        _hand("E2-0") + "it has more draws and discards than any real hand.",
    )


def test_a_tenhou6_number_is_read_up_to_a_billion_and_refused_past_it() -> None:
    assert number(10**9, "points") == 10**9 and number(-(10**9), "points") == -(10**9)
    assert number(2.5e4, "points") == 25000
    for bad, shown in ((10**9 + 1, "1000000001"), (-(10**9) - 1, "-1000000001"), (1e9 + 1, "1000000001"),
                       (0.5, "0.5"), (True, "True"), ("25000", "25000"), (None, "None")):  # fmt: skip
        with pytest.raises(LogError) as caught:
            number(bad, "points")
        assert caught.value.code == "log_bad_value"
        assert caught.value.message("en") == (
            f"The game log has a wrong value (points: {shown}): the file is damaged or is not a game log."
        )


@pytest.mark.parametrize(
    ("field", "seat", "code", "place"),
    [
        (0, -1, "log_bad_hand", "it has a wrong value (winner: -1)."),
        (0, 4, "log_bad_hand", "it has a wrong value (winner: 4)."),
        (1, 4, "log_bad_win", "the win of D has a wrong value (from: 4)."),
        (2, -1, "log_bad_win", "the win of D has a wrong value (pao: -1)."),
    ],
)
def test_a_tenhou6_win_names_seats_of_the_table_only(field: int, seat: int, code: str, place: str) -> None:
    # E2-0's result: ["和了", changes, [3, 3, 3, "30符3飜...", ...]]: winner, from, pao
    (hand,) = read_log(_majsoul(_set(("log", 1, 16, 2, field), seat))).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (code, _hand("E2-0") + place)


def _actions(per_seat: int, dealer_draws_once_more: bool) -> Any:
    """E2-0 (dealer B) with every seat drawing a tile and throwing it at once ``per_seat`` times,
    the tiles drawn those of the wall left after the deal and the dora and ura indicators (each
    kind four times in all, as the reader counts them)."""

    def change(data: dict[str, Any]) -> None:
        hand = data["log"][1]
        plain = {51: 15, 52: 25, 53: 35}  # a red five is a five
        left = Counter({10 * suit + digit: 4 for suit in (1, 2, 3) for digit in range(1, 10)})
        left.update({40 + digit: 4 for digit in range(1, 8)})
        left.subtract(plain.get(t, t) for seat in range(4) for t in hand[4 + 3 * seat])
        left.subtract(plain.get(t, t) for t in (*hand[2], *hand[3]))
        wall = list(left.elements())
        for seat in range(4):
            extra = 1 if dealer_draws_once_more and seat == 1 else 0
            hand[5 + 3 * seat] = [wall.pop() for _ in range(per_seat + extra)]
            hand[6 + 3 * seat] = [60] * per_seat

    return change


def test_a_tenhou6_hand_of_exactly_the_longest_length_is_read_and_one_action_more_is_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert MAX_HAND_ACTIONS == 1000
    # a wall holds too few tiles for 1,000 actions (136, four of each kind): the limit is
    # lowered to 160 (above the log's real hands, within the 82 tiles E2-0 has left to draw),
    # 20 draws and 20 discards for each of the four seats, then B finds no draw left and the
    # hand goes to its result (A's ron, as in the real log)
    monkeypatch.setattr(tenhou6, "MAX_HAND_ACTIONS", 160)
    log = read_log(_majsoul(_actions(20, dealer_draws_once_more=False)))
    assert not log.unreadable
    assert log.hands[1].round == "E2-0" and log.hands[1].end == "win"
    assert log.hands[1].wins[0].deltas == (-1000, -2000, -1000, 5000)
    # B draws once more: 161 actions
    (hand,) = read_log(_majsoul(_actions(20, dealer_draws_once_more=True))).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (
        "log_bad_hand",
        _hand("E2-0") + "it has more draws and discards than any real hand.",
    )


def test_the_search_for_who_called_which_discard_gives_up_at_its_budget() -> None:
    # E2-0 of the Mahjong Soul game: four calls, found in 116 steps of the depth-first search;
    # given one step less, the search says it found no order (the reader then takes the first
    # match of each call) instead of answering with an order it has not checked to the end
    hand = json.loads(MAJSOUL_TEXT)["log"][1]
    takes = [hand[5 + 3 * seat] for seat in range(4)]
    drops = [hand[6 + 3 * seat] for seat in range(4)]
    search = _Order(1, takes, drops)
    assert search.solve() == {(0, 5): 2, (0, 7): 1, (1, 7): 2, (3, 8): 2}
    assert (search.steps, search.budget) == (116, 100 + 20 * 119)
    exact = _Order(1, takes, drops)
    exact.budget = 116
    assert exact.solve() == {(0, 5): 2, (0, 7): 1, (1, 7): 2, (3, 8): 2}
    short = _Order(1, takes, drops)
    short.budget = 115
    assert short.solve() is None


def test_a_call_is_found_past_a_seat_that_has_nothing_left_to_take() -> None:
    # A throws 5s (35); B has taken all it will take; C's next take is the pon "35p3535" (its
    # letter after one tile: from across, A): the search still finds C behind B
    takes: list[list[Any]] = [[35], [11], ["35p3535"], [12]]
    search = _Order(0, takes, [[35], [], [], []])
    assert search.callers(0, 35, [1, 1, 0, 0]) == [2]
    # nor does a take that is no call at all (a string that cannot be read) stop the search
    takes = [[35], ["c3332"], ["35p3535"], [12]]
    assert _Order(0, takes, [[35], [], [], []]).callers(0, 35, [1, 0, 0, 0]) == [2]
    # and two calls of one discard, a pon and a chi: the pon is tried first
    takes = [[35], ["c353436"], ["35p3535"], [12]]
    assert _Order(0, takes, [[35], [], [], []]).callers(0, 35, [1, 0, 0, 0]) == [2, 1]


def test_a_tenhou6_nagashi_is_held_only_by_the_seats_it_paid() -> None:
    # a crafted change of nothing for D: D neither pays nor holds the nagashi
    def change(data: dict[str, Any]) -> None:
        data["log"][2][16] = ["流し満貫", [-4000, -4000, 8000, 0]]

    hand = read_log(_majsoul(change)).hands[2]
    assert (hand.end, hand.nagashi, hand.deltas) == ("nagashi", (2,), (-4000, -4000, 8000, 0))


def test_a_tenhou6_ron_with_no_discard_at_all() -> None:
    def change(data: dict[str, Any]) -> None:
        for seat in range(4):
            data["log"][1][5 + 3 * seat] = []
            data["log"][1][6 + 3 * seat] = []
        data["log"][1][16][2][1] = 0  # D "rons" A, who threw nothing

    (hand,) = read_log(_majsoul(change)).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (
        "log_bad_win",
        _hand("E2-0") + "the win of D has a wrong value (ron: no discard).",
    )


def test_a_tenhou6_closed_kan_then_rinshan_tsumo() -> None:
    # the dealer draws the fourth 1m, declares a closed kan ("111111a11") and wins on the
    # replacement tile, the second South: 1111m 456m 789m EEE SS, rinshan tsumo, double East,
    # honitsu: 7 han, a dealer's haneman, 6000 from each
    hand: list[Any] = [
        [0, 0, 0],
        [25000, 25000, 25000, 25000],
        [45],
        [],
        [11, 11, 11, 14, 15, 16, 17, 18, 19, 41, 41, 41, 42],
        [11, 42],
        ["111111a11"],
        [21, 21, 22, 22, 23, 23, 24, 24, 25, 25, 26, 26, 27],
        [],
        [],
        [31, 31, 32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37],
        [],
        [],
        [28, 28, 29, 29, 37, 38, 38, 39, 39, 43, 43, 44, 44],
        [],
        [],
        [
            "和了",
            [18000, -6000, -6000, -6000],
            [
                0,
                0,
                0,
                "跳満6000点∀",
                "嶺上開花(1飜)",
                "門前清自摸和(1飜)",
                "場風 東(1飜)",
                "自風 東(1飜)",
                "混一色(3飜)",
            ],
        ],
    ]
    text = json.dumps({"title": ["", ""], "name": ["A", "B", "C", "D"], "rule": {"aka": 1}, "log": [hand]})
    (win,) = read_log(text).wins
    assert (win.spec.rinshan, win.spec.tsumo, [m.kind for m in win.spec.melds]) == (True, True, ["ankan"])
    assert args_to_rules(win.args()) == [
        "456789m11122z", "--ankan", "1111m", "--win", "2z", "--tsumo", "--rinshan", "--seat", "E",
        "--round", "E", "--dora", "5z", "--rules", "tenhou",
    ]  # fmt: skip
    (check,) = check_log(read_log(text))
    assert check.agree, check.differences


def test_a_pao_named_on_a_chankan_win_is_kept() -> None:
    from tests.logconvert import mjlog_to_tenhou6

    # the chankan of mjx-chankan-ippatsu.mjlog, as tenhou.net/6 JSON, with a pao written in
    data = json.loads(mjlog_to_tenhou6((DATA / "mjx-chankan-ippatsu.mjlog").read_text(encoding="utf-8")))
    (robbed,) = [w for w in read_log(json.dumps(data)).wins if w.spec.chankan]
    assert robbed.pao is None
    other = next(s for s in range(4) if s not in (robbed.winner, robbed.discarder))
    data["log"][robbed.hand_index][16][2][2] = other
    (robbed,) = [w for w in read_log(json.dumps(data)).wins if w.spec.chankan]
    assert robbed.pao == other


def test_tenhou6_ura_dora_count_only_for_a_winner_in_riichi() -> None:
    # E1-0 of the Mahjong Soul game: C wins without riichi; an ura indicator written in the
    # hand (as for a riichi by another seat) is not C's
    log = read_log(_majsoul(_set(("log", 0, 3), [22])))
    (win,) = log.hands[0].wins
    assert (win.winner, win.spec.riichi, win.spec.ura) == (2, False, ())
    assert all(c.agree for c in check_log(log))


def test_a_bad_change_of_a_tenhou6_draw_names_the_hand() -> None:
    (hand,) = read_log(_majsoul(_set(("log", 2, 16, 1, 1), "x"))).unreadable
    assert hand.error is not None
    assert (hand.error.code, hand.error.message("en")) == (
        "log_bad_hand",
        _hand("E3-0") + "it has a wrong value (points: x).",
    )


def test_an_unreadable_first_tenhou6_hand_starts_from_nothing_known() -> None:
    # the first hand's head is unreadable before its points are read: no points are known
    log = read_log(_majsoul(_set(("log", 0, 0), "x")))
    (hand,) = log.unreadable
    assert (hand.index, hand.round, hand.start) == (0, "#1", (0, 0, 0, 0))
    assert log.hands[1].start == (25000, 25000, 27000, 23000)


def test_an_empty_hand_after_the_last_one_is_unreadable_alone() -> None:
    log = read_log(_majsoul(lambda data: data["log"].append([])))
    assert [h.end for h in log.hands][-2:] == ["win", "unreadable"]
    last = log.hands[-1]
    assert (
        last.error is not None
        and last.error.message("en")
        == _hand("#10")
        + "it is cut short (a tenhou.net/6 hand has 17 parts). The file is damaged or was edited."
    )
    assert last.start == (19600, 21300, 36900, 22200)  # where the ninth hand left the game


def test_an_empty_round_head_spoils_only_its_own_hand() -> None:
    log = read_log(_majsoul(_set(("log", 3, 0), [])))
    (hand,) = log.unreadable
    assert (
        hand.error is not None
        and hand.error.message("en") == _hand("#4") + "it has a wrong value (round: [])."
    )
    assert log.hands[2].end == "draw" and log.hands[2].tenpai == (1,)


def test_an_unreadable_first_mjlog_hand_starts_from_nothing_known() -> None:
    text = MJLOG.replace('seed="0,0,0,4,5,102"', 'seed="0,0,0,4,5"', 1)
    log = read_log(text)
    (hand,) = log.unreadable
    assert (hand.index, hand.round, hand.start) == (0, "#1", (0, 0, 0, 0))
    assert (
        hand.error is not None
        and hand.error.message("en") == _hand("#1") + "it has a wrong value (INIT seed: 0,0,0,4,5)."
    )


def test_mjlog_yakuman_counted_each_and_unknown_yaku_numbers_kept() -> None:
    text = (DATA / "dnovikoff-pao.mjlog").read_text(encoding="utf-8")
    # yakuman="39" (daisangen) made "39,42": daisangen and tsuuiisou, 26 han, two yakuman
    value = read_log(text.replace('yakuman="39"', 'yakuman="39,42"', 1)).hands[-1].wins[0].value
    assert (value.han, value.yakuman, value.yaku) == (26, 2, (("daisangen", 13), ("tsuuiisou", 13)))
    # yaku="1,1,..." of the first hand with a number Tenhou never wrote: kept as "?99"
    value = read_log(text.replace('yaku="1,1,2,1,', 'yaku="99,1,2,1,', 1)).hands[0].wins[0].value
    assert value.yaku[0] == ("?99", 1)


def test_a_mahjong_soul_title_alone_names_the_preset() -> None:
    def change(data: dict[str, Any]) -> None:
        data["rule"]["disp"] = "南喰"
        data["title"] = ["玉の間南喰", 1780333343]

    assert read_log(_majsoul(change)).rules.name == "mahjongsoul"

    def as_text(data: dict[str, Any]) -> None:
        data["rule"]["disp"] = "南喰"
        data["title"] = "玉の間南喰"

    assert read_log(_majsoul(as_text)).rules.name == "mahjongsoul"


def test_a_tenhou6_dealers_first_draw_win_is_tenhou() -> None:
    # the dealer's first draw, the second South, completes 123m 456m 789m EEE SS: tenhou
    hand: list[Any] = [
        [0, 0, 0],
        [25000, 25000, 25000, 25000],
        [45],
        [],
        [11, 12, 13, 14, 15, 16, 17, 18, 19, 41, 41, 41, 42],
        [42],
        [],
        [21, 21, 22, 22, 23, 23, 24, 24, 25, 25, 26, 26, 27],
        [],
        [],
        [31, 31, 32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37],
        [],
        [],
        [28, 28, 29, 29, 37, 38, 38, 39, 39, 43, 43, 44, 44],
        [],
        [],
        ["和了", [48000, -16000, -16000, -16000], [0, 0, 0, "役満16000点∀", "天和(役満)"]],
    ]
    text = json.dumps({"title": ["", ""], "name": ["A", "B", "C", "D"], "rule": {"aka": 1}, "log": [hand]})
    (win,) = read_log(text).wins
    assert (win.spec.tenhou, win.spec.chiihou, win.spec.tsumo) == (True, False, True)
    assert win.value.yaku == (("tenhou", 13),) and win.value.points == 48000


@pytest.mark.parametrize(
    ("score", "dealer", "tsumo", "seats", "yakuman"),
    [
        ("役満96000点", True, False, 4, 2),  # a dealer's ron: 48000 a yakuman
        ("役満96000点", False, False, 4, 3),  # a non-dealer's ron: 32000 a yakuman
        ("役満32000点∀", True, True, 4, 2),  # a dealer's tsumo: 3 x 32000
        ("役満16000-32000点", False, True, 4, 2),  # a non-dealer's tsumo: 16000 + 2 x 8000
        ("役満16000-32000点", False, True, 3, 2),  # three players' non-dealer tsumo: 24000 a yakuman
        ("役満16000-32000点", False, False, 3, 1),  # the same points as a ron are not a whole multiple
        ("役満96300点", False, False, 4, 1),  # points that are no whole number of yakuman: as named
    ],
)
def test_a_doubled_yakuman_is_read_from_its_points_by_who_won_and_how(
    score: str, dealer: bool, tsumo: bool, seats: int, yakuman: int
) -> None:
    # Mahjong Soul names a double yakuman once, "(役満)", and writes the doubled points
    value = _yakuman_by_points(parse_value([score, "四暗刻(役満)"], 0, seats), dealer, tsumo, seats)
    assert (value.yakuman, value.han, value.yaku) == (yakuman, 13 * yakuman, (("suuankou", 13 * yakuman),))


def test_a_tenhou6_agari_without_yaku_names_is_read_and_one_without_its_score_is_not() -> None:
    # E2-0's result: ["和了", changes, [3, 3, 3, "30符3飜1000-2000点", yaku...]]
    def four(data: dict[str, Any]) -> None:
        del data["log"][1][16][2][4:]

    win = read_log(_majsoul(four)).hands[1].wins[0]
    assert (win.value.yaku, win.value.points) == ((), 4000)
    (hand,) = read_log(_majsoul(_set(("log", 1, 16, 2), [3, 3, 3]))).unreadable
    assert (
        hand.error is not None
        and hand.error.message("en") == _hand("E2-0") + "it has a wrong value (agari: [3, 3, 3])."
    )


def test_a_tenhou6_draw_names_tenpai_only_the_seats_it_paid() -> None:
    # a crafted change of nothing for D beside a payment: D is not counted tenpai
    hand = read_log(_majsoul(_set(("log", 2, 16), ["流局", [-1000, 1000, 0, 0]]))).hands[2]
    assert (hand.end, hand.tenpai) == ("draw", (1,))


def test_a_four_player_tenhou6_hand_sets_no_north_aside() -> None:
    log = read_log(MAJSOUL_TEXT)
    assert log.hands and all(hand.nuki == () for hand in log.hands)


def test_tenhou6_names_five_are_refused_and_a_name_that_is_no_text_is_read_as_text() -> None:
    with pytest.raises(LogError) as caught:
        read_log(_majsoul(_set(("name",), ["A", "B", "C", "D", "E"])))
    assert caught.value.message("en") == (
        "The game log has a wrong value (name: ['A', 'B', 'C', 'D', 'E']): the file is damaged or is not "
        "a game log."
    )
    assert read_log(_majsoul(_set(("name",), [7, "B", "C", "D"]))).players == ("7", "B", "C", "D")


def test_tenhou6_final_points_in_hundreds_keep_their_fraction() -> None:
    # sc holds each player's points and score; points may be written in hundreds (196.5 = 19650)
    sc = [196.5, -20.4, 213, -8.7, 369, 26.9, 221.5, 2.2]
    assert read_log(_majsoul(_set(("sc",), sc))).final == (19650, 21300, 36900, 22150)


@pytest.mark.parametrize("head", [[6, 2, 0], [6.0, 2, 0]])
def test_a_draw_before_the_last_hand_sees_the_dealer_stay_in_the_last_heads_round(head: list[float]) -> None:
    # hand 7 (S3-1, round number 6) ends in a draw with no changes; the last hand's head says the
    # same round again (written 6 or 6.0): the dealer stayed, so all four were tenpai
    def change(data: dict[str, Any]) -> None:
        data["log"][7][16] = ["流局"]
        data["log"][8][0] = head

    hand = read_log(_majsoul(change)).hands[7]
    assert (hand.end, hand.tenpai) == ("draw", (0, 1, 2, 3))


def test_a_first_hand_too_short_to_say_three_players_is_refused_as_too_short() -> None:
    def change(data: dict[str, Any]) -> None:
        data["name"] = ["A", "B", "C", ""]
        data["log"][0] = data["log"][0][:13]

    error = read_log(_majsoul(change)).unreadable[0].error
    assert (
        error is not None
        and error.message("en")
        == _hand("#1")
        + "it is cut short (a tenhou.net/6 hand has 17 parts). The file is damaged or was edited."
    )


# --- the readers' errors in Russian: every word of the sentence Russian -----------------------


def test_a_log_error_in_russian_says_its_parts_in_russian() -> None:
    # a tenhou.net/6 seat's dealt tile, an mjlog hand with no end, a fourth seat's draw
    log = read_log(_majsoul(_set(("log", 1, 4), 5)))
    (hand,) = log.unreadable
    assert hand.error is not None
    assert hand.error.message("ru") == (
        "Раздачу В2-0 в логе игры не прочитать: у игрока A неверное значение (тайлы раздачи: 5)."
    )
    log = read_log(MJLOG.replace(DRAW_END, "", 1))
    (hand,) = log.unreadable
    assert hand.error is not None
    assert hand.error.message("ru") == (
        "Раздачу В2-0 в логе игры не прочитать: у неё нет конца (ни выигрыш, ни ничья не записаны до "
        "следующей раздачи или до конца файла). Файл повреждён или отредактирован."
    )
    text = (DATA / "sanma" / "dnovikoff-sanma2.mjlog").read_text(encoding="utf-8")
    (hand,) = read_log(text.replace("<T38/>", "<W38/>", 1)).unreadable
    assert hand.error is not None
    assert hand.error.message("ru") == (
        "Раздачу В1-0 в логе игры не прочитать: у игрока #4 во взятии № 1 неверное значение (взятие: W38)."
    )


def test_every_part_a_log_reader_names_has_its_russian() -> None:
    # each `what` the readers write (a literal, or the name given to a helper that reads a part),
    # other than the file's own names (an element and its attribute, tenhou.net/6's JSON keys):
    # its Russian is in the catalogue, so no English word is left in a Russian sentence
    from mjgui.core import text as words

    code = Path(__file__).resolve().parent.parent / "mjgui" / "core" / "logs"
    source = "".join(
        (code / name).read_text(encoding="utf-8") for name in ("mjlog.py", "tenhou6.py", "model.py")
    )
    named = set(re.findall(r'what="([^"{]+)"', source))
    named |= set(re.findall(r'(?:number|_list|seat_of)\([^()]*(?:\([^()]*\))?[^()]*, "([^"]+)"\)', source))
    file_names = {w for w in named if w.split()[0].isupper() or w in ("sc", "owari", "rule", "csrule")}
    assert {"INIT seed", "AGARI ten", "AGARI sc", "GO", "sc"} <= file_names
    missing = sorted(w for w in named - file_names if w not in words._LOG_WORDS)
    assert missing == []
    assert {"dealt tiles", "takes", "discards", "tile", "hand", "winner", "pao"} <= named
    for word, message in words._LOG_WORDS.items():
        ru = words.translate(message, "ru")
        assert ru and ru != word and not re.search(r"[a-z]", ru.replace("(pao)", "")), (word, ru)


# Tenhou's own yaku names in the order of its yaku numbers (the mjlog AGARI's `yaku` and `yakuman`),
# a fact of Tenhou's client as KUMJC29th/mjc-db-tenho keeps it (`src/models/Yaku.ts`, `yakuList`)
TENHOU_ORDER = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口",
    "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北",
    "役牌 白", "役牌 發", "役牌 中",
    "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻",
    "小三元", "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色", "人和",
    "天和", "地和", "大三元", "四暗刻", "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈",
    "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜", "小四喜", "四槓子",
    "ドラ", "裏ドラ", "赤ドラ",
)  # fmt: skip


def test_every_tenhou_yaku_number_is_the_yaku_tenhou_names_by_it() -> None:
    # the mjlog reader's numbers and the tenhou.net/6 reader's names, two independent tables,
    # agree on every one of Tenhou's 55 yaku
    from mjgui.core.logs.model import TENHOU_YAKU
    from mjgui.core.logs.yakunames import yaku_id

    assert [yaku_id(name) for name in TENHOU_ORDER] == [TENHOU_YAKU[n] for n in range(len(TENHOU_ORDER))]
    assert sorted(TENHOU_YAKU) == list(range(55))


def test_an_error_quotes_a_value_short_with_its_controls_escaped() -> None:
    from mjgui.core.logs.model import escape_controls, quoted

    # line and paragraph separators, terminal escapes and bidi overrides are written as escapes;
    # the joiners that shape Indic and emoji names stay as they are
    assert escape_controls("a\u2028b\u2029c\u200dd\u200ce\x1bf\u202eg\nh") == (
        "a\\u2028b\\u2029c\u200dd\u200ce\\x1bf\\u202eg\\nh"
    )
    assert quoted("x" * 40) == "x" * 40 and quoted("x" * 41) == "x" * 39 + "…"
    assert quoted(12) == "12" and quoted([1, "a"]) == "[1, 'a']"


# --- Mahjong Soul's Korean 삼색동순: the client's name for both sanshoku kinds ---------------------


def _korean_hand(args: str) -> tuple[list[int], list[tuple[str, int]]]:
    from mjgui.cli import parse_score_args
    from mjgui.core.scoring.scoring import score

    request, _ = parse_score_args(args.split())
    result = score(request.spec)
    assert result.win is not None
    return [t.kind for t in request.spec.all_tiles()], [(y.id, y.han) for y in result.win.yaku]


@pytest.mark.parametrize(
    ("args", "names", "sanshoku"),
    [
        # three concealed triplets of 2: sanshoku doukou, 2 han, with sanankou
        (
            "222m222p222s678s99s --win 8s --riichi",
            ["立直(1飜)", "삼색동순(2飜)", "산안커(2飜)"],
            ("sanshoku_doukou", 2),
        ),
        # called triplets: sanshoku doukou is 2 han open too
        (
            "678s99s --pon 222m --pon 222p --pon 222s --win 8s",
            ["삼색동순(2飜)"],
            ("sanshoku_doukou", 2),
        ),
        # 234 in each suit: sanshoku doujun, 2 han closed, 1 open
        ("234m234p234s567m99s --win 9s --riichi", ["리치(1飜)", "삼색동순(2飜)"], ("sanshoku", 2)),
        ("234p234s567m99s --chi 234m --win 9s", ["삼색동순(1飜)"], ("sanshoku", 1)),
    ],
)
def test_the_korean_name_both_sanshoku_share_is_read_by_the_hand(
    args: str, names: list[str], sanshoku: tuple[str, int]
) -> None:
    """Mahjong Soul's Korean client names fan 17 (三色同順) and fan 19 (三色同刻) both 삼색동순
    (tensoul/cfg.json, yakunames.EITHER_SANSHOKU): it was read as sanshoku doujun every time,
    so a sanshoku doukou win was a difference of yaku the hand did not have."""
    from mjgui.core.logs.yakunames import yaku_id

    kinds, ours = _korean_hand(args)
    value = parse_value(["満貫8000点", *names], 8000, 4, kinds)
    assert sanshoku in value.yaku
    assert Counter(value.yaku) == Counter(ours)  # the log's yaku are the hand's, scored
    # the name alone says neither: without the hand it is a difference, never a guess
    assert yaku_id("삼색동순") is None
    assert parse_value(["満貫8000点", "삼색동순(2飜)"], 8000, 4).yaku == (("?삼색동순", 2),)


def test_a_real_log_with_the_korean_sanshoku_name_agrees_as_the_japanese_one() -> None:
    """tests/data/korean/: Tenhou's own log 2023053016gm-0029-0000-e54b3b98 (the copy in
    tests/data/logs) with its one 三色同順(1飜) named as Mahjong Soul's Korean client names it,
    삼색동순(1飜). Read by the winning hand's tiles, E3-1's open 234 in each suit is sanshoku
    doujun, and every win agrees as in the Japanese log."""
    japanese_path = DATA / "mjlog2json-2023053016gm-0029-0000-e54b3b98.json"
    korean_path = Path(__file__).parent / "data" / "korean" / (japanese_path.stem + "-korean-sanshoku.json")
    japanese_text = japanese_path.read_text(encoding="utf-8")
    korean_text = korean_path.read_text(encoding="utf-8")
    # the copy is the real log with the name changed, nothing else
    assert japanese_text.count("三色同順(1飜)") == 1 and "삼색동순" not in japanese_text
    assert korean_text == japanese_text.replace("三色同順(1飜)", "삼색동순(1飜)")
    japanese, korean = check_log(read_log(japanese_text)), check_log(read_log(korean_text))
    assert [c.win.value for c in korean] == [c.win.value for c in japanese]
    assert [c.differences for c in korean] == [c.differences for c in japanese] == [()] * len(japanese)
    (sanshoku,) = [c for c in korean if any(y == "sanshoku" for y, _ in c.win.value.yaku)]
    assert sanshoku.win.round == "E3-1" and sanshoku.win.value.yaku[0] == ("sanshoku", 1)
    assert sanshoku.result is not None and sanshoku.result.win is not None
    assert "sanshoku" in {y.id for y in sanshoku.result.win.yaku}
    assert not any(y == "sanshoku_doukou" or y.startswith("?") for c in korean for y, _ in c.win.value.yaku)


def _where_said(log: Any) -> list[str]:
    """Each unreadable hand's refusal from the seat's event on ("discard 10 has …"): the two
    readers say a seat's name each their own way (the converter writes it still quoted)."""
    return [h.error.message("en").split("'s ", 1)[1] for h in log.hands if h.error is not None]


@pytest.mark.parametrize(
    ("name", "old", "new", "said"),
    [
        # Ｘｅｐｈｅｒ (the dealer) dealt a 5z for the North (121) set aside right after take 1
        ("sanma/dnovikoff-sanma2.mjlog", 'hai0="40,79,111,71,60,131,50,121,',
         'hai0="40,79,111,71,60,131,50,126,', "discard 1 has a wrong value (tile not in the hand: 4z)."),
        # seat 1 dealt a 1m for one of the four 7m of its closed kan (m="6144")
        ("dnovikoff-example.mjlog", 'hai1="88,9,87,125,6,33,124,24,', 'hai1="88,9,87,125,6,33,124,0,',
         "discard 10 has a wrong value (tile not in the hand: 7m)."),
        # the dealer draws a 1m for the 5z it adds to its pon of 5z (m="47666")
        ("dnovikoff-bug1.mjlog", '<T125/><N who="0" m="47666" />', '<T0/><N who="0" m="47666" />',
         "discard 12 has a wrong value (tile not in the hand: 5z)."),
    ],
)  # fmt: skip
def test_an_mjlog_kan_or_north_of_a_tile_the_hand_lacks_is_said_where_tenhou6_says_it(
    name: str, old: str, new: str, said: str
) -> None:
    """A North set aside, a closed kan or an added kan of a tile the hand does not hold is the
    seat's own turn: the mjlog reader names the call itself as its discard, as the tenhou.net/6
    reader (where such a call stands among the discards) names the same game written as JSON,
    not the replacement draw after it ("take k+1")."""
    from tests.logconvert import log_text, mjlog_to_tenhou6

    text = log_text(DATA / name)
    assert text.count(old) == 1
    damaged = text.replace(old, new)
    assert _where_said(read_log(damaged)) == [said]
    assert _where_said(read_log(mjlog_to_tenhou6(damaged))) == [said]


def test_an_mjlog_closed_kan_is_counted_among_the_discards_as_tenhou6_lists_it() -> None:
    """A closed kan stands among the seat's discards, not its takes: the replacement draw after
    it is the take that tenhou.net/6 lists there (the mjlog reader said one more), and the
    discard after it is numbered as tenhou.net/6 numbers it (the mjlog reader said one less)."""
    from tests.logconvert import log_text, mjlog_to_tenhou6

    text = log_text(DATA / "dnovikoff-example.mjlog")
    kan = '<N who="1" m="6144" /><DORA hai="61" /><U34/><E34/>'  # テンパイ少年 (seat 1), E3-0
    assert text.count(kan) == 1
    drawn = text.replace(kan, '<N who="1" m="6144" /><DORA hai="61" /><U136/><E34/>')
    (hand,) = read_log(drawn).unreadable
    assert hand.error is not None
    assert hand.error.message("en").endswith("'s take 11 has a wrong value (tile: 136).")
    listed = json.loads(mjlog_to_tenhou6(text))["log"][hand.index]
    assert listed[0][0] == 2 and listed[8][10] == 19  # E3-0; seat 1's take 11: the 9m (34) drawn
    assert listed[9][9] == "171717a17"  # seat 1's discard 10: the closed kan
    thrown = text.replace(kan, '<N who="1" m="6144" /><DORA hai="61" /><U34/><E0/>')  # no 1m held
    said = "discard 11 has a wrong value (tile not in the hand: 1m)."
    assert _where_said(read_log(thrown)) == _where_said(read_log(mjlog_to_tenhou6(thrown))) == [said]

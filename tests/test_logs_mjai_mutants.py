"""The mjai reader's gaps that mutation testing (tools/mutate.py, docs/mutation.md) found: where a
broken file is said to break (the line and column of a JSON list's item, a line's column), the
reason words of a draw, and the most events a log is read to. Every log is a real one: Akochan's
self-play games in tests/data/logs/mjai/, or a real tenhou.net/6 game (or mjlog) written as
mjai events by tests/mjaiconvert.py.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import LogError, check_log, read_log, read_log_file
from mjgui.core.logs.mjai import KAN_DORA_AT_ONCE, MAX_EVENTS, read_mjai
from tests.test_logs_mjai import (
    BARE,
    DATA,
    GAME,
    PAO6,
    SANMA_HAND,
    TENHOU_SANMA,
    _hand_facts,
    _melds_sorted,
    as_mjai,
)


def _lines(path: Path = GAME) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _refused(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


def _as_list(lines: list[str]) -> str:
    """The events as one JSON list, one item a line: the item ``lines[k]`` is on line k + 2."""
    return "[\n" + ",\n".join(lines) + "\n]\n"


# -- every real four-player game, written as mjai events -----------------------------------------

#: the real four-player games of tests/data/logs (tenhou.net/6 JSON and mjlogs, README) but two:
#: mjai-reviewer's confusing_nakis_2, whose calls its own reader cannot order (its E1-0 is
#: unreadable there, the converter's guess reads a hand that is no win), and dnovikoff-chip, a
#: game with chips, whose changes mjai writes with the chips and no rule to say so; and mjx's
#: one-hand-a-line file, the same game as mjx-double-ron-honba.mjlog (here already), which the
#: converter, reading one JSON document, does not take; and a Tenhou lobby game without red
#: fives (below)
REAL = sorted(
    p
    for p in [*DATA.glob("*.json"), *DATA.glob("*.mjlog")]
    if p.name
    not in (
        "mjai-reviewer-confusing_nakis_2.json",
        "dnovikoff-chip.mjlog",
        "mjx-mjscore-2020052700gm-00a9-0000-75a4695c.json",
        # a Tenhou lobby without red fives whose JSON still writes the red fives' tiles as 51-53:
        # mjai events have no rule to say the game has none, so they read them red
        "injustice-arml-2023083107gm-000b-18940-79affd70.json",
        # injustice-example_tenhou_game.json with its // comments, which the converter's
        # json.loads does not read: that copy is converted
        "injustice-example_game.json",
    )
)


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_a_real_game_as_mjai_events_reads_hand_for_hand_as_its_own_log(path: Path) -> None:
    # Mortal's converter's way, each draw's reason said: the same ends, changes, riichi sticks,
    # tenpai and abortive draws, the same winning hands and situations (calls, kans, rinshan,
    # chankan, haitei, ippatsu, dora and ura; only the rules differ where the log names its
    # site or options, which mjai does not), and each win agrees or differs as it does there
    theirs = read_log_file(path)
    # a kan's dora where the site showed it: Mahjong Soul at once, Tenhou after the next discard
    kan_dora = "at_once" if theirs.own_rules in KAN_DORA_AT_ONCE else "after_discard"
    log = read_log(as_mjai(path, reasons=True, kan_dora=kan_dora))
    assert log.format == "mjai" and log.seats == 4
    assert _hand_facts(log) == _hand_facts(theirs)
    assert [replace(_melds_sorted(w.spec), rules=None) for w in log.wins] == [
        replace(_melds_sorted(w.spec), rules=None) for w in theirs.wins
    ]
    assert [(w.winner, w.discarder, w.pao, w.deltas) for w in log.wins] == [
        (w.winner, w.discarder, w.pao, w.deltas) for w in theirs.wins
    ]
    assert [c.agree for c in check_log(log)] == [c.agree for c in check_log(theirs)]


# -- where a broken file breaks ------------------------------------------------------------------


def test_a_json_list_says_the_line_and_column_where_it_breaks() -> None:
    lines = _lines()  # 504 events: the list's items on lines 2 to 505, its "]" on line 506
    assert len(lines) == 504
    # text after the list: on the line after it, or just after the "]"
    err = _refused(_as_list(lines) + "x")
    assert (err.code, err.line, err.column) == ("log_json", 507, 1)
    assert err.message("en") == (
        "The game log is not valid JSON at line 507, column 1. Download the log again."
    )
    err = _refused(_as_list(lines).rstrip("\n") + "x")
    assert (err.code, err.line, err.column) == ("log_json", 506, 2)
    # two items without a comma between them: where the second starts
    err = _refused("[\n" + ",\n".join(lines[:5]) + "\n" + ",\n".join(lines[5:]) + "\n]")
    assert (err.code, err.line, err.column) == ("log_json", 7, 1)
    # an item cut short: the decoder's own place, counted from the file's start
    cut = '{"type": "dahai", "actor": 0,'
    err = _refused(_as_list([*lines[:5], cut, *lines[6:]]))
    assert (err.code, err.line, err.column) == ("log_json", 7, 30)
    # an item nested too deep to decode: where it starts
    err = _refused(_as_list([*lines[:5], "[" * 100_000, *lines[6:]]))
    assert (err.code, err.line, err.column) == ("log_json", 7, 1)
    # an item that is no event: its own line
    err = _refused(_as_list([*lines[:5], "5", *lines[6:]]))
    assert (err.code, err.line, err.params["what"], err.params["value"]) == ("log_mjai_line", 7, "event", "5")
    assert err.message("en") == (
        "Line 7 of the mjai log has a wrong value (event: 5): the file is damaged or is not a game log."
    )


def test_a_json_list_on_the_second_line_says_its_columns_from_that_line() -> None:
    # the list starts on line 2 (a blank line first): its first line's columns are counted from
    # the newline before it, not from the file's start
    text = "\n" + json.dumps([json.loads(line) for line in _lines()[:3]], separators=(",", ":"))
    bad = text[:-1] + " x]"
    err = _refused(bad)
    assert (err.code, err.line, err.column) == ("log_json", 2, bad.rindex("x"))  # line 2 from index 1


def test_the_items_of_a_json_list_are_said_at_their_own_lines() -> None:
    # a bad tile in E1-0's first discard: the hand's error names the item's line in the list
    lines = _lines()
    at = next(i for i, line in enumerate(lines) if '"dahai"' in line)
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})
    (hand, *_) = read_log(_as_list(lines)).hands
    assert hand.error is not None and (hand.error.code, hand.error.line) == ("log_mjai_seat", at + 2)
    # the same hand, one event a line
    (hand, *_) = read_log("\n".join(lines)).hands
    assert hand.error is not None and hand.error.line == at + 1


def test_a_broken_line_says_its_column() -> None:
    lines = _lines()
    err = _refused("\n".join([*lines[:5], '{"type": "dahai", "actor": 0,', *lines[6:]]))
    assert (err.code, err.line, err.column) == ("log_json", 6, 30)
    # nested too deep to decode: the line, from its first column
    err = _refused("\n".join([*lines[:5], "[" * 100_000, *lines[6:]]))
    assert (err.code, err.line, err.column) == ("log_json", 6, 1)
    # a line that is no event
    err = _refused("\n".join([*lines[:5], '{"kind": 5}', *lines[6:]]))
    assert (err.code, err.line, err.params["what"], err.params["value"]) == (
        "log_mjai_line",
        6,
        "event",
        '{"kind":5}',
    )


@pytest.mark.parametrize("pai", ["5mrr", 5])
def test_a_tile_neither_text_nor_of_one_to_three_letters_is_said_with_its_value(pai: object) -> None:
    lines = _lines()
    at = next(i for i, line in enumerate(lines) if '"dahai"' in line)
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": pai})
    (hand, *_) = read_log("\n".join(lines)).hands
    assert hand.error is not None and hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player1's event on line {at + 1} has a wrong value "
        f"(tile: {pai})."
    )


def test_blank_lines_between_the_events_are_skipped() -> None:
    # a blank line after each hand's end (and spaces on one): the same game, to its last hand
    spaced = "\n".join(f"{line}\n \t" if '"end_kyoku"' in line else line for line in _lines())
    log, real = read_log(spaced), read_log_file(GAME)
    assert log.hands == real.hands and [h.end for h in log.hands] == ["win", "win", "win", "draw", "win"]


def test_a_log_saved_with_a_byte_order_mark_is_read_in_either_form() -> None:
    lines = _lines()
    plain = read_log("\n".join(lines))
    for text in ("\ufeff" + "\n".join(lines), "\ufeff" + _as_list(lines)):
        log = read_log(text)
        assert log.hands == plain.hands and log.final == plain.final == (24600, 38100, 18600, 18700)


# -- the words of a draw -------------------------------------------------------------------------


def test_a_nagashi_mangan_said_by_its_reason_is_read_as_one() -> None:
    # mjx-nagashi.mjlog's S4-0 with gimite's reason "nagashimangan": the dealer's nagashi, as
    # without the reason (read from the discards)
    log = read_log(as_mjai(DATA / "mjx-nagashi.mjlog", reasons=True))
    hand = log.hands[-1]
    assert (hand.round, hand.end, hand.nagashi, hand.tenpai, hand.deltas) == (
        "S4-0",
        "nagashi",
        (3,),
        (0,),
        (-4000, -4000, -4000, 12000),
    )


@pytest.mark.parametrize("word", ["fanpai", "fonpai", "howanpai"])
def test_a_draw_the_log_says_is_exhaustive_is_read_as_the_log_says(word: str) -> None:
    # mjx-kyuushu.mjlog's S1-0 ends on a nine-kinds hand: without a reason it is guessed to be
    # kyuushu; a reason that says the wall ran out (gimite's "fanpai", mjx's "fonpai",
    # "howanpai") is taken as said: an exhaustive draw, nobody paid, no guess
    text = as_mjai(DATA / "mjx-kyuushu.mjlog", reasons=True).replace('"kyushukyuhai"', json.dumps(word))
    hand = next(h for h in read_log(text).hands if h.round == "S1-0")
    assert (hand.end, hand.abort, hand.abort_guessed, hand.deltas) == ("draw", "", False, (0, 0, 0, 0))


# -- the values of the events --------------------------------------------------------------------


def _events() -> list[dict[str, Any]]:
    return [json.loads(line) for line in _lines()]


def _text(events: list[dict[str, Any]]) -> str:
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events)


def _first_changed(kind: str, **changes: object) -> list[dict[str, Any]]:
    """The real game with the first event of ``kind`` changed."""
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == kind)
    events[at] = {**events[at], **changes}
    return events


def _first_hand_error(events: list[dict[str, Any]]) -> str:
    hand = read_log(_text(events)).hands[0]
    assert hand.end == "unreadable" and hand.error is not None
    return hand.error.message("en")


def test_whole_numbers_written_as_floats_read_as_the_numbers() -> None:
    # a writer in JavaScript may write 1.0 for 1: the hand's numbers, the points and the value
    events = _events()
    for event in events:
        if event["type"] == "start_kyoku":
            for key in ("kyoku", "honba", "kyotaku", "oya"):
                event[key] = float(event[key])
        if event["type"] == "hora":
            event["fan"], event["fu"] = float(event["fan"]), float(event["fu"])
        if "scores" in event:
            event["scores"] = [float(x) for x in event["scores"]]
    log, real = read_log(_text(events)), read_log_file(GAME)
    assert log.hands == real.hands and log.final == real.final == (24600, 38100, 18600, 18700)
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw", "win"]


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"honba": 1000}, "honba: 1000"),  # past the most honba (999)
        ({"honba": "1"}, 'honba: "1"'),  # not a number
        ({"scores": [25000] * 5}, "scores: [25000,25000,25000,25000,25000]"),  # five players
        ({"scores": [25000, 25000, 25000, "25000"]}, 'scores: [25000,25000,25000,"25000"]'),
    ],
)
def test_a_wrong_number_of_a_deal_is_said_with_its_value(changes: dict[str, Any], said: str) -> None:
    # the hand is named by its round once its wind, number and honba are read: by its place before
    hand = "#1" if "honba" in changes else "E1-0"
    assert _first_hand_error(_first_changed("start_kyoku", **changes)) == (
        f"Hand {hand} of the mjai log cannot be read: line 2 has a wrong value ({said})."
    )


def test_a_wrong_value_is_said_in_its_own_letters() -> None:
    # a value is said as the log writes it (not as \\u escapes)
    assert _first_hand_error(_first_changed("dahai", actor="東家")) == (
        'Hand E1-0 of the mjai log cannot be read: line 4 has a wrong value (actor: "東家").'
    )


def test_points_of_at_most_ten_million_are_read() -> None:
    # the end_game's scores: a player's ten million is read, one point more is not a score
    events = _events()
    events[-1] = {**events[-1], "scores": [10_000_000, 0, 0, 0]}
    assert events[-1]["type"] == "end_game" and read_log(_text(events)).final == (10_000_000, 0, 0, 0)
    events[-1] = {**events[-1], "scores": [10_000_001, 0, 0, 0]}
    assert read_log(_text(events)).final is None


def test_a_three_player_log_may_write_an_empty_fourth_seat() -> None:
    # Mortal_Sanma's converter writes three players; a writer that keeps four seats writes the
    # fourth empty (its hand [], its points 0): the same game. Points for it are no three-player game
    events = [json.loads(line) for line in SANMA_HAND.read_text(encoding="utf-8").splitlines()]
    real = read_log_file(SANMA_HAND)
    four = []
    for event in events:
        if event["type"] == "start_kyoku":
            event = {**event, "scores": [*event["scores"], 0], "tehais": [*event["tehais"], []]}
        if event["type"] == "hora":
            event = {**event, "deltas": [*event["deltas"], 0]}
        four.append(event)
    log = read_log(_text(four))
    assert log.seats == 3 and log.hands == real.hands
    assert log.hands[0].deltas == (0, -5200, 5200)
    at = next(i for i, e in enumerate(four) if e["type"] == "hora")
    four[at] = {**four[at], "deltas": [0, -5200, 5200, 100]}
    hand = read_log(_text(four)).hands[0]
    assert hand.error is not None and "(deltas: [0,-5200,5200,100])" in hand.error.message("en")


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"bakaze": "X"}, 'bakaze: "X"'),
        ({"bakaze": "ES"}, 'bakaze: "ES"'),  # one wind, not two
        ({"bakaze": 1}, "bakaze: 1"),
        ({"kyoku": 5}, "kyoku: 5"),  # four players: East 1 to 4
        ({"kyoku": 0}, "kyoku: 0"),
        ({"kyotaku": 1000}, "kyotaku: 1000"),
        ({"oya": 4}, "oya: 4"),
        ({"dora_marker": "?"}, "dora_marker: ?"),  # the indicator is never hidden
        ({"tehais": "x"}, 'tehais: "x"'),
    ],
)
def test_each_wrong_value_of_a_deal_is_said(changes: dict[str, Any], said: str) -> None:
    hand = "#1" if {"bakaze", "kyoku"} & set(changes) else "E1-0"  # the round read: named by it
    assert _first_hand_error(_first_changed("start_kyoku", **changes)) == (
        f"Hand {hand} of the mjai log cannot be read: line 2 has a wrong value ({said})."
    )


def test_a_dealt_hand_of_twelve_or_fifteen_tiles_is_said() -> None:
    hands = _events()[1]["tehais"]
    for wrong in (hands[3][:12], [*hands[3], "1m", "1m"], [*hands[3], *hands[3][:2]]):
        said = _first_hand_error(_first_changed("start_kyoku", tehais=[*hands[:3], wrong]))
        assert said.startswith(
            "Hand E1-0 of the mjai log cannot be read: line 2 has a wrong value (tehais: ["
        )


def test_a_three_players_fourth_dealt_hand_must_be_empty() -> None:
    events = [json.loads(line) for line in SANMA_HAND.read_text(encoding="utf-8").splitlines()]
    at = next(i for i, e in enumerate(events) if e["type"] == "start_kyoku")
    events[at] = {**events[at], "tehais": [*events[at]["tehais"], ["1p"]]}
    hand = read_log(_text(events)).hands[0]
    assert hand.error is not None and hand.error.message("en") == (
        'Hand E1-0 of the mjai log cannot be read: line 2 has a wrong value (tehais: ["1p"]).'
    )


def test_a_ron_before_any_discard_is_refused_on_its_hand() -> None:
    # E1-0 cut after the dealer's first draw: a ron of seat 1 on a discard nobody made
    events = _events()
    end = next(i for i, e in enumerate(events) if e["type"] == "end_kyoku")
    ron = {"type": "hora", "actor": 1, "target": 0, "deltas": [-1000, 1000, 0, 0]}
    events[3:end] = [ron]
    log = read_log(_text(events))
    assert [h.end for h in log.hands] == ["unreadable", "win", "win", "draw", "win"]
    error = log.hands[0].error
    assert error is not None and error.code == "log_mjai_seat"
    assert error.message("en") == (
        "Hand E1-0 of the mjai log cannot be read: Player2's event on line 4 has a wrong value "
        '(hora: {"type":"hora","actor":1,"target":0,"de…).'
    )
    # the same ron after seat 1 has drawn (14 tiles held): no ron on a full hand
    events = _events()
    events[5:end] = [ron]
    assert _first_hand_error(events) == (
        "Hand E1-0 of the mjai log cannot be read: Player2's event on line 6 has a wrong value "
        '(hora: {"type":"hora","actor":1,"target":0,"de…).'
    )


def test_a_win_naming_another_tile_than_the_one_it_takes_is_refused() -> None:
    # E1-0's tsumo of 1p (line 60) said as a win on 9s
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == "hora")
    assert (at + 1, events[at]["pai"]) == (60, "1p")
    events[at] = {**events[at], "pai": "9s"}
    assert _first_hand_error(events) == (
        'Hand E1-0 of the mjai log cannot be read: Player2\'s event on line 60 has a wrong value (pai: "9s").'
    )


def test_a_discard_the_hand_does_not_hold_is_said_with_its_tile() -> None:
    # the dealer holds 7s 5s 5p W 8p S S 9p 2s 5p 6s 5m 8m and draws P: no 1m to throw
    assert _first_hand_error(_first_changed("dahai", pai="1m")) == (
        "Hand E1-0 of the mjai log cannot be read: Player1's event on line 4 has a wrong value "
        "(tile not in the hand: 1m)."
    )


def test_a_draw_and_a_discard_out_of_turn_are_said_with_their_event() -> None:
    events = _events()  # line 3: the dealer draws P; line 4: discards W
    assert events[2]["type"] == "tsumo" and events[3]["type"] == "dahai"
    said = "Hand E1-0 of the mjai log cannot be read: Player1's event on line {} has a wrong value ({})."
    # a second draw into a full hand
    twice = [*events[:3], events[2], *events[3:]]
    tsumo = '{"actor":0,"pai":"P","type":"tsumo"}'
    assert _first_hand_error(twice) == said.format(4, f"tsumo: {tsumo}")
    # a discard the log hides (a discard is always seen)
    hidden = [*events[:3], {**events[3], "pai": "?"}, *events[4:]]
    assert _first_hand_error(hidden) == said.format(4, "dahai: ?")
    # a discard before the draw
    early = [*events[:2], *events[3:]]
    assert _first_hand_error(early) == said.format(3, 'dahai: {"actor":0,"pai":"W","tsumogiri":false,…')


def test_a_hand_that_ends_before_any_event_is_a_draw_of_unknown_kind() -> None:
    # E1-0's start_kyoku then at once a ryukyoku without its reason: nothing shows the wall used
    # up nor a kind of abortive draw; the points are the next hand's
    events = _events()
    end = next(i for i, e in enumerate(events) if e["type"] == "end_kyoku")
    events[2:end] = [{"type": "ryukyoku"}]
    hand = read_log(_text(events)).hands[0]
    assert (hand.end, hand.abort, hand.abort_guessed) == ("abort", "", True)
    assert hand.deltas == (-6000, 12000, -3000, -3000)  # E2-0 starts on 19000 37000 22000 22000


#: a real game with every kind of kan (fastmaj's, README), as mjai events
KANS = DATA / "fastmaj-2015060814gm-0029-0000-f1ac5f4d_tw=3.mjlog"


@pytest.mark.parametrize(
    ("source", "kind", "changes", "said"),
    [
        # Akochan's game: East's pon of East from seat 3 on line 11
        ("akochan", "pon", {"consumed": "x"}, '(consumed: "x")'),
        ("akochan", "pon", {"consumed": ["E", "E", "E"]}, '(pon: {"actor":2,"consumed":["E","E","E"],"pa…)'),
        (
            "akochan",
            "pon",
            {"target": 1},
            '(pon: {"actor":2,"consumed":["E","E"],"pai":"…)',
        ),  # not 1's discard
        ("kans", "ankan", {"consumed": "x"}, '(consumed: "x")'),
        (
            "kans",
            "ankan",
            {"consumed": ["1m", "1m", "1m"]},
            '(ankan: {"type":"ankan","actor":1,"consumed":["…)',
        ),
        ("kans", "kakan", {"pai": "?"}, "(kakan: ?)"),
        ("kans", "kakan", {"pai": "C"}, '(kakan without a pon: {"type":"kakan","actor":1,"pai":"C","co…)'),
        (
            "kans",
            "daiminkan",
            {"consumed": ["1m", "1m"]},
            '(daiminkan: {"type":"daiminkan","actor":1,"target":…)',
        ),
    ],
)
def test_each_broken_call_is_said_with_its_event(
    source: str, kind: str, changes: dict[str, Any], said: str
) -> None:
    text = GAME.read_text(encoding="utf-8") if source == "akochan" else as_mjai(KANS)
    events = [json.loads(line) for line in text.splitlines()]
    at = next(i for i, e in enumerate(events) if e["type"] == kind)
    events[at] = {**events[at], **changes}
    log = read_log(_text(events))
    (hand,) = [h for h in log.hands if h.end == "unreadable"]  # that hand only; the others read
    assert hand.error is not None and hand.error.line == at + 1
    assert hand.error.message("en").endswith(f"'s event on line {at + 1} has a wrong value {said}.")


def test_a_north_set_aside_may_be_written_kita_or_without_its_tile() -> None:
    # Mortal_Sanma's hand with each "nukidora" written "kita", or without its "pai" (North):
    # the same hand; a tile other than North set aside, or a nuki at four players, is refused
    events = [json.loads(line) for line in SANMA_HAND.read_text(encoding="utf-8").splitlines()]
    real = read_log_file(SANMA_HAND)
    kita = [{**e, "type": "kita"} if e["type"] == "nukidora" else e for e in events]
    assert read_log(_text(kita)).hands == real.hands
    bare = [{k: v for k, v in e.items() if k != "pai"} if e["type"] == "nukidora" else e for e in events]
    assert read_log(_text(bare)).hands == real.hands and real.hands[0].nuki == (2, 1, 0)
    at = next(i for i, e in enumerate(events) if e["type"] == "nukidora")
    east = [*events[:at], {**events[at], "pai": "E"}, *events[at + 1 :]]
    assert _first_hand_error(east) == (
        "Hand E1-0 of the mjai log cannot be read: Cabs's event on line 4 has a wrong value "
        '(nukidora: {"type":"nukidora","actor":0,"pai":"E"}).'
    )
    four = _events()
    four[3:3] = [{"type": "nukidora", "actor": 0, "pai": "N"}]  # after the dealer's first draw
    assert _first_hand_error(four) == (
        "Hand E1-0 of the mjai log cannot be read: Player1's event on line 4 has a wrong value "
        '(nukidora: {"type":"nukidora","actor":0,"pai":"N"}).'
    )


def test_a_hidden_or_sixth_dora_indicator_is_refused() -> None:
    events = _events()
    hidden = [*events[:3], {"type": "dora", "dora_marker": "?"}, *events[3:]]
    assert _first_hand_error(hidden) == (
        'Hand E1-0 of the mjai log cannot be read: line 4 has a wrong value (dora_marker: "?").'
    )
    # four more indicators make five (read); a fifth more, the sixth, is refused on its line
    five = [*events[:3], *[{"type": "dora", "dora_marker": "1m"}] * 4, *events[3:]]
    assert read_log(_text(five)).hands[0].end == "win"
    six = [*events[:3], *[{"type": "dora", "dora_marker": "1m"}] * 5, *events[3:]]
    assert _first_hand_error(six) == (
        'Hand E1-0 of the mjai log cannot be read: line 8 has a wrong value (dora_marker: "1m").'
    )


def test_a_tsumo_winner_whose_hand_and_draws_the_log_hides_is_refused_saying_so() -> None:
    # E1-0 as the dealer's seat sees it: seat 1's dealt hand and draws hidden ("?"), its
    # discards seen; its tsumo cannot be rebuilt, and the error says the log hides the tiles
    events = _events()
    events[1] = {**events[1], "tehais": [events[1]["tehais"][0], ["?"] * 13, *events[1]["tehais"][2:]]}
    end = next(i for i, e in enumerate(events) if e["type"] == "end_kyoku")
    for event in events[:end]:
        if event["type"] == "tsumo" and event["actor"] == 1:
            event["pai"] = "?"
    hand = read_log(_text(events)).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_hidden"
    assert hand.error.message("en").startswith("Hand E1-0 of the mjai log cannot be rebuilt: the log hides")


@pytest.mark.parametrize(
    ("changes", "value"),
    [
        ({"fu": 25}, (25, 13000, ("han", "fu"))),  # chiitoitsu's 25 fu, not rounded up
        ({"fu": 200}, (200, 13000, ("han", "fu"))),  # the most fu a log is read with
        ({"hora_points": 12000}, (20, 12000, ("han", "fu", "points"))),  # the hand's points stated
    ],
)
def test_a_wins_stated_fu_and_points_are_read(changes: dict[str, Any], value: tuple[object, ...]) -> None:
    # E1-0's tsumo, Akochan's 6 han 20 fu, the winner's gain 13 000
    (win, *_) = read_log(_text(_first_changed("hora", **changes))).wins
    assert (win.value.fu, win.value.points, win.value.stated) == value


@pytest.mark.parametrize(
    ("changes", "said"), [({"fu": 201}, "fu: 201"), ({"hora_points": 1_000_001}, "hora_points: 1000001")]
)
def test_a_wins_fu_or_points_past_the_most_are_refused(changes: dict[str, Any], said: str) -> None:
    assert _first_hand_error(_first_changed("hora", **changes)) == (
        f"Hand E1-0 of the mjai log cannot be read: Player2's event on line 60 has a wrong value ({said})."
    )


def test_the_log_window_shows_a_win_that_states_only_its_changes() -> None:
    # Akochan's older game: the dealer's tsumo says who won, nothing more
    view = LogViewController("en")
    view.open(BARE)
    row = view.view().rows[0]
    assert (row.event, row.log_value, row.ours) == (
        "Tsumo: Player1",  # no names in the log: the saved record's, the tracker's and the league's
        "the winner gets 11\u202f700",
        "4 han 30 fu: 11\u202f700",
    )


def test_read_mjai_given_no_start_game_or_no_hand_says_so() -> None:
    # read_mjai itself (read_log sends it only a text whose first event is a start_game)
    for text, value in (('{"type":"tsumo","actor":0}\n', '{"type":"tsumo","actor":0}'), ("", "")):
        with pytest.raises(LogError) as caught:
            read_mjai(text)
        assert (caught.value.code, caught.value.line) == ("log_mjai_line", 1)
        assert caught.value.message("en") == (
            f"Line 1 of the mjai log has a wrong value (start_game: {value}): the file is damaged or is "
            "not a game log."
        )
    with pytest.raises(LogError) as caught:
        read_mjai('{"type":"start_game"}\n')
    assert caught.value.code == "log_no_hands"


def test_a_players_long_name_is_kept_whole() -> None:
    # a name is the log's own, however long (an error message shortens a value it quotes)
    events = _events()
    name = "A player whose name runs to more than forty letters"
    events[0] = {**events[0], "names": [name, "B", "C", "D"]}
    assert read_log(_text(events)).players == (name, "B", "C", "D")


@pytest.mark.parametrize(
    ("changes", "aka", "east_only"),
    [
        ({}, 3, True),  # Akochan's game: red fives, kyoku_first 4 (an East game)
        ({"aka_flag": False}, 0, True),
        ({"aka_nashi": True}, 0, True),
        ({"kyoku_first": 0}, 3, False),  # a hanchan
    ],
)
def test_the_games_red_fives_and_length_are_read_from_its_start(
    changes: dict[str, Any], aka: int, east_only: bool
) -> None:
    rules = read_log(_text(_first_changed("start_game", **changes))).rules
    assert (rules.aka, rules.east_only) == (aka, east_only)


def test_each_win_names_its_hand() -> None:
    log = read_log_file(GAME)
    assert [(w.hand_index, w.round) for w in log.wins] == [(0, "E1-0"), (1, "E2-0"), (2, "E3-0"), (4, "E4-1")]


# -- the most events a log is read to ------------------------------------------------------------


def _padded(count: int) -> list[str]:
    """The real game with mjai.app's no-op events (``{"type": "none"}``) after its first deal, to
    ``count`` events in all."""
    lines = _lines()
    return [*lines[:2], *['{"type":"none"}'] * (count - len(lines)), *lines[2:]]


def test_a_log_of_exactly_the_most_events_is_read_and_one_more_is_refused() -> None:
    assert MAX_EVENTS == 200_000
    log = read_log("\n".join(_padded(MAX_EVENTS)))
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw", "win"]
    err = _refused("\n".join(_padded(MAX_EVENTS + 1)))
    assert (err.code, err.line, err.params["what"], err.params["value"]) == (
        "log_mjai_line",
        MAX_EVENTS + 1,
        "events",
        str(MAX_EVENTS + 1),
    )
    assert err.message("en") == (
        "Line 200001 of the mjai log has a wrong value (events: 200001): the file is damaged or is not "
        "a game log."
    )


def test_a_json_list_of_more_than_the_most_events_is_refused_at_the_first_too_many() -> None:
    # one item a line: the 200 001st item is on line 200 002 (the "[" alone on line 1); read
    # in a time linear in its size (each item's line counted on from the one before)
    err = _refused(_as_list(_padded(MAX_EVENTS + 1)))
    assert (err.code, err.line, err.params["what"], err.params["value"]) == (
        "log_mjai_line",
        MAX_EVENTS + 2,
        "events",
        str(MAX_EVENTS + 1),
    )


# -- the hands settled: a hand cut short, a broken deal, a win's scores ----------------------------


def _akochan_scores(text: str) -> str:
    """The events with each win written as Akochan writes it: the ``scores`` after it (a second
    win's after both), no ``deltas``."""
    events = [json.loads(line) for line in text.splitlines()]
    base: list[int] = []
    for event in events:
        if event["type"] == "start_kyoku":
            base = list(event["scores"])
        elif event["type"] == "reach_accepted":
            base[event["actor"]] -= 1000
        elif event["type"] == "hora":
            base = [b + d for b, d in zip(base, event.pop("deltas"), strict=False)]
            event["scores"] = list(base)
    return _text(events)


#: the real games with a double ron, and the real three-player games (tenhou.net/6, sanma/)
DOUBLE_RON = [DATA / "mjai-reviewer-double_ron.json", DATA / "mjx-double-ron-honba.mjlog"]


@pytest.mark.parametrize("path", [*DOUBLE_RON, *TENHOU_SANMA[:1]], ids=lambda p: p.name)
def test_wins_written_with_the_scores_after_them_read_as_with_their_changes(path: Path) -> None:
    # Akochan's way (the scores after each win, a double ron's second after both) on the real
    # games with a double ron and a real three-player game: the same hands, changes and wins
    theirs = read_log(as_mjai(path))
    log = read_log(_akochan_scores(as_mjai(path)))
    assert _hand_facts(log) == _hand_facts(theirs)
    assert [(w.winner, w.discarder, w.deltas) for w in log.wins] == [
        (w.winner, w.discarder, w.deltas) for w in theirs.wins
    ]
    assert any(len(h.wins) == 2 for h in log.hands) or log.seats == 3


def test_a_log_cut_off_in_a_hand_keeps_that_hand_unreadable_and_says_the_file_is_cut_off() -> None:
    # a log saved while its game went on: E4-1 cut after its first discards (said before as
    # the last discard's wrong value, "hand: no end", of a good discard)
    lines = _lines()
    last = max(i for i, line in enumerate(lines) if '"start_kyoku"' in line)
    cut = lines[: last + 9]
    log = read_log("\n".join(cut))
    hand = log.hands[-1]
    assert (hand.index, hand.round, hand.end) == (4, "E4-1", "unreadable")
    assert hand.start == read_log_file(GAME).hands[4].start
    assert hand.error is not None and hand.error.message("en") == (
        f"Hand E4-1 of the mjai log cannot be read: the log ends in the middle of it, at line {len(cut)}: "
        "the file is cut off."
    )


def test_an_event_after_a_win_is_said_with_its_line() -> None:
    # made by hand (no real log has one): a discard after E1-0's win, before its end_kyoku
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == "hora")
    events.insert(at + 1, {"type": "dahai", "actor": 0, "pai": "1m", "tsumogiri": False})
    log = read_log(_text(events))
    hand = log.hands[0]
    assert hand.end == "unreadable" and hand.error is not None and hand.error.code == "log_mjai_seat"
    assert hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player1's event on line {at + 2} has a wrong "
        "value (event after the hand's end: dahai)."
    )
    assert [h.end for h in log.hands[1:]] == ["win", "win", "draw", "win"]


def test_hands_without_end_kyoku_end_at_the_next_hand_or_the_games_end() -> None:
    # a writer that writes no end_kyoku: each hand ended by the next start_kyoku or end_game
    log = read_log("\n".join(line for line in _lines(BARE) if '"end_kyoku"' not in line))
    assert [h.end for h in log.hands] == ["win", "draw", "win", "win", "win", "win"]
    assert log.hands[-1].deltas == read_log_file(BARE).hands[-1].deltas
    assert log.final == read_log_file(BARE).final
    # two games one after the other (no end_game between them) are no game: refused at the
    # second start_game, never read as one game (test_logs_mjai_two_games.py)
    first = [line for line in _lines() if '"end_kyoku"' not in line and '"end_game"' not in line]
    err = _refused("\n".join([*first, *_lines(BARE)]))
    assert (err.code, err.line) == ("log_mjai_games", len(first) + 1)


def test_a_broken_deal_starts_where_the_hand_before_left_or_unknown_after_an_unreadable_one() -> None:
    events = _events()
    deals = [i for i, e in enumerate(events) if e["type"] == "start_kyoku"]
    events[deals[1]] = {**events[deals[1]], "bakaze": "X"}
    log = read_log(_text(events))
    hand = log.hands[1]
    assert (hand.index, hand.round, hand.end) == (1, "#2", "unreadable")
    assert hand.start == read_log_file(GAME).hands[1].start  # E1-0's win read: its end known
    assert hand.error is not None and hand.error.message("en").startswith("Hand #2 of the mjai log")
    # E1-0 unreadable too (a tile no hand holds): where it left is not known
    at = next(i for i, e in enumerate(events) if e["type"] == "dahai")
    events[at] = {**events[at], "pai": "9z"}
    log = read_log(_text(events))
    assert [h.end for h in log.hands[:2]] == ["unreadable", "unreadable"]
    assert log.hands[0].start == (25000,) * 4 and log.hands[1].start == (0, 0, 0, 0)


def test_a_game_ending_without_its_scores_settles_its_last_win_from_the_win_itself() -> None:
    # Mortal's end_game says no scores: the last hand's win by its scores (Akochan's) or its
    # deltas (a real game as Mortal writes it) is read all the same
    events = [e for e in _events() if e["type"] != "end_game"] + [{"type": "end_game"}]
    log = read_log(_text(events))
    assert log.final is None and log.hands[-1].deltas == read_log_file(GAME).hands[-1].deltas
    mortal = [json.loads(line) for line in as_mjai(PAO6).splitlines()]
    mortal[-1] = {"type": "end_game"}
    log = read_log(_text(mortal))
    assert log.hands[-1].end == "win" and log.hands[-1].deltas == (64900, 0, -64900, 0)


def test_a_win_that_says_no_change_where_nothing_after_it_does_is_refused_saying_so() -> None:
    # the older Akochan's game (a win says only who won from whom) without its final scores
    events = [json.loads(line) for line in _lines(BARE)]
    events[-1] = {"type": "end_game"}
    log = read_log(_text(events))
    hand = log.hands[-1]
    assert (hand.round, hand.end) == ("E4-0", "unreadable") and hand.error is not None
    winner = f"Player{next(e for e in reversed(events) if e['type'] == 'hora')['actor'] + 1}"
    assert hand.error.message("en") == (
        f"Hand E4-0 of the mjai log cannot be read: it does not say how many points the win of {winner} "
        "moved (no deltas, no scores after it or in the next hand)."
    )


def test_a_wins_broken_scores_are_said_with_the_event() -> None:
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == "hora")
    events[at] = {**events[at], "scores": [1, 2, 3]}
    log = read_log(_text(events))
    assert log.hands[0].error is not None and log.hands[0].error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player2's event on line {at + 1} has a wrong "
        "value (scores: [1,2,3])."
    )


def test_a_draws_broken_scores_are_said_with_its_line() -> None:
    events = _first_changed("ryukyoku", scores=[1, 2, 3])
    at = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku")
    hand = read_log(_text(events)).hands[3]
    assert hand.error is not None and hand.error.message("en") == (
        f"Hand E4-0 of the mjai log cannot be read: line {at + 1} has a wrong value (scores: [1,2,3])."
    )


def _four_riichi() -> list[dict[str, Any]]:
    """mjx's real four-riichi game as mjai events, each draw's reason said: E3-0 ends on the
    fourth riichi's discard (no reach_accepted), E3-1 starts with its stick paid."""
    return [json.loads(line) for line in as_mjai(DATA / "mjx-four-riichi.mjlog", reasons=True).splitlines()]


def test_a_fourth_riichis_stick_is_paid_as_the_next_hands_points_say() -> None:
    events = _four_riichi()
    end = next(i for i, e in enumerate(events) if e.get("reason") == "suchareach")
    after = events[end + 2]
    assert after["type"] == "start_kyoku" and after["kyotaku"] == 4
    hand = next(h for h in read_log(_text(events)).hands if h.abort == "four_riichi")
    assert sorted(hand.riichi) == [0, 1, 2, 3]
    # made by hand: the next hand starts seat 1 (the fourth riichi) 1000 higher, the stick not
    # taken: the points decide, not the discard that passed
    scores = list(after["scores"])
    scores[1] += 1000
    events[end + 2] = {**after, "scores": scores, "kyotaku": 3}
    hand = next(h for h in read_log(_text(events)).hands if h.abort == "four_riichi")
    assert sorted(hand.riichi) == [0, 2, 3]


def test_a_last_hands_riichi_discard_that_three_players_ron_stands_no_stick() -> None:
    # the log ends after E3-0 (no hand follows): the fourth riichi's discard passed, its stick
    # paid; made by hand, the same discard said to be ronned by three (sanchaho): never paid
    events = _four_riichi()
    end = next(i for i, e in enumerate(events) if e.get("reason") == "suchareach")
    cut = [*events[: end + 2], {"type": "end_game"}]
    hand = read_log(_text(cut)).hands[-1]
    assert (hand.abort, sorted(hand.riichi)) == ("four_riichi", [0, 1, 2, 3])
    cut[end] = {**cut[end], "reason": "sanchaho"}
    hand = read_log(_text(cut)).hands[-1]
    assert (hand.abort, sorted(hand.riichi)) == ("triple_ron", [0, 2, 3])


def test_a_nagashi_mangans_tenpai_players_are_as_the_log_says_when_it_says() -> None:
    # mjx's real nagashi mangan (S4-0, seat 3) as mjai events: without tenpais, the player in
    # riichi (seat 0); made by hand, the ryukyoku's tenpais (as Akochan writes them) saying the
    # holder was tenpai too: as they say
    events = [json.loads(line) for line in as_mjai(DATA / "mjx-nagashi.mjlog", reasons=True).splitlines()]
    at = next(i for i, e in enumerate(events) if e.get("reason") == "nagashimangan")
    hand = next(h for h in read_log(_text(events)).hands if h.end == "nagashi")
    assert (hand.round, hand.nagashi, hand.tenpai) == ("S4-0", (3,), (0,))
    events[at] = {**events[at], "tenpais": [True, False, False, True]}
    hand = next(h for h in read_log(_text(events)).hands if h.end == "nagashi")
    assert (hand.nagashi, hand.tenpai, hand.deltas) == ((3,), (0, 3), (-4000, -4000, -4000, 12000))


def test_a_nagashi_mangan_the_discards_do_not_show_is_the_seats_the_log_pays() -> None:
    # made by hand: Akochan's E4-0 draw (seats 2 and 3 tenpai, paid 1500 each) said to be a
    # nagashi mangan; no seat threw only terminals and honours: the log's word is taken, the
    # holders those its points pay
    hand = read_log(_text(_first_changed("ryukyoku", reason="nagashimangan"))).hands[3]
    assert (hand.round, hand.end, hand.nagashi) == ("E4-0", "nagashi", (2, 3))


def test_a_draw_with_three_kans_by_two_players_is_no_four_kans_draw() -> None:
    # made by hand: mjx's real four-kans hand (E1-2) cut after its third kan and a pon more
    # (three kans, by seats 1 and 2, and four pons by seats 1 and 3), then a ryukyoku without
    # its reason: no kind of abortive draw holds
    events = [json.loads(line) for line in as_mjai(DATA / "mjx-four-kans.mjlog").splitlines()]
    deal = [i for i, e in enumerate(events) if e["type"] == "start_kyoku"][2]
    kans = [i for i, e in enumerate(events) if i > deal and e["type"] in ("ankan", "kakan", "daiminkan")]
    pon = next(i for i in range(kans[2], kans[3]) if events[i]["type"] == "pon")
    end = next(i for i in range(deal, len(events)) if events[i]["type"] == "ryukyoku")
    events[pon + 1 : end + 1] = [{"type": "ryukyoku"}]
    hand = read_log(_text(events)).hands[2]
    assert hand.round == "E1-2" and (hand.end, hand.abort, hand.abort_guessed) == ("abort", "", True)


def test_a_hand_ending_at_its_first_draw_is_no_nine_kinds_draw_with_four_terminals() -> None:
    # made by hand: E1-0 ended by a ryukyoku without its reason at once after the dealer's first
    # draw, whose 14 tiles hold 12 kinds but only 4 of terminals and honours: no kind holds
    events = _events()
    assert events[2]["type"] == "tsumo" and events[2]["actor"] == events[1]["oya"]
    end = next(i for i, e in enumerate(events) if e["type"] == "end_kyoku")
    events[3:end] = [{"type": "ryukyoku"}]
    hand = read_log(_text(events)).hands[0]
    assert (hand.end, hand.abort, hand.abort_guessed) == ("abort", "", True)


def test_a_fourth_riichis_stick_taken_by_the_draws_own_deltas_is_counted_paid() -> None:
    # made by hand: the four-riichi draw's deltas take the fourth riichi's 1000 (as a writer
    # that counts the stick in the change may): the stick paid, the change 0
    events = _four_riichi()
    end = next(i for i, e in enumerate(events) if e.get("reason") == "suchareach")
    events[end] = {**events[end], "deltas": [0, -1000, 0, 0]}
    hand = next(h for h in read_log(_text(events)).hands if h.abort == "four_riichi")
    assert (sorted(hand.riichi), hand.deltas) == ([0, 1, 2, 3], (0, 0, 0, 0))


def test_a_second_reach_of_a_player_in_riichi_pays_no_second_stick() -> None:
    # made by hand: seat 0, in riichi since its stick was accepted, written to declare again
    # just before the four-riichi draw: one stick of seat 0, as the next hand's points say
    events = _four_riichi()
    end = next(i for i, e in enumerate(events) if e.get("reason") == "suchareach")
    events.insert(end, {"type": "reach", "actor": 0})
    hand = next(h for h in read_log(_text(events)).hands if h.abort == "four_riichi")
    assert sorted(hand.riichi) == [0, 1, 2, 3]


def test_a_last_riichi_discard_three_hands_complete_stands_no_stick() -> None:
    # made by hand: mjx's real triple ron (S1-1, the game's last hand, its end_game without
    # scores, its reason unsaid) with a reach written by the discarder before the discard the
    # three others complete with: the riichi never stood
    events = [json.loads(line) for line in as_mjai(DATA / "mjx-triple-ron.mjlog").splitlines()]
    assert events[-1] == {"type": "end_game"}
    at = len(events) - 4
    assert events[at]["type"] == "dahai" and events[at + 1]["type"] == "ryukyoku"
    events.insert(at, {"type": "reach", "actor": events[at]["actor"]})
    hand = read_log(_text(events)).hands[-1]
    assert (hand.round, hand.end, hand.abort, hand.riichi) == ("S1-1", "abort", "", ())


def test_a_last_draw_saying_only_its_tenpai_players_is_read_so() -> None:
    # made by hand: Akochan's game cut after E4-0's draw, its ryukyoku without scores, its
    # end_game without them: the changes are not known, the tenpai players are as said
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku")
    events[at] = {k: v for k, v in events[at].items() if k != "scores"}
    log = read_log(_text([*events[: at + 2], {"type": "end_game"}]))
    hand = log.hands[-1]
    assert (hand.round, hand.end, hand.tenpai, hand.deltas) == ("E4-0", "draw", (2, 3), (0, 0, 0, 0))


def test_a_last_draw_saying_nothing_counts_everyone_tenpai_when_a_player_is_in_riichi() -> None:
    # made by hand: the older Akochan's game cut after E1-1's draw (a bare ryukyoku, seat 2 in
    # riichi) and ended without scores: nothing paid, no next hand; the riichi was declared
    # tenpai, so the draw is read as everyone's tenpai (no noten payment moved)
    events = [json.loads(line) for line in _lines(BARE)]
    at = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku")
    assert events[at] == {"type": "ryukyoku"}
    hand = read_log(_text([*events[: at + 2], {"type": "end_game"}])).hands[-1]
    assert (hand.round, hand.end, hand.riichi, hand.tenpai, hand.deltas) == (
        "E1-1",
        "draw",
        (2,),
        (0, 1, 2, 3),
        (0, 0, 0, 0),
    )


def test_a_tsumo_win_by_a_player_who_has_just_discarded_is_said_with_its_event() -> None:
    # made by hand: E1-0 ended by the dealer's tsumo win just after its first discard (13 tiles)
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == "dahai")
    won = next(i for i, e in enumerate(events) if e["type"] == "hora")
    assert events[at]["actor"] == 0
    events[at + 1 : won + 1] = [{"type": "hora", "actor": 0, "target": 0}]
    hand = read_log(_text(events)).hands[0]
    assert hand.end == "unreadable" and hand.error is not None
    assert hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player1's event on line {at + 2} has a wrong value "
        '(hora: {"type":"hora","actor":0,"target":0}).'
    )


def test_the_ura_indicators_are_read_under_each_writers_key_and_a_broken_list_is_said() -> None:
    # Akochan writes uradora_marker, Mortal ura_markers, gimite's mjai uradora_markers: E1-0's
    # riichi tsumo (6 han with its ura) read the same under each; a list that is no list said
    events = _events()
    at = next(i for i, e in enumerate(events) if e["type"] == "hora")
    ura = events[at].pop("uradora_marker")
    for key in ("ura_markers", "uradora_markers", "uradora_marker"):
        changed = [*events[:at], {**events[at], key: ura}, *events[at + 1 :]]
        (check, *_) = check_log(read_log(_text(changed)))
        assert check.win.spec.ura and check.agree and check.win.value.han == 6, key
    broken = [*events[:at], {**events[at], "uradora_marker": "x"}, *events[at + 1 :]]
    hand = read_log(_text(broken)).hands[0]
    assert hand.error is not None and hand.error.message("en").endswith('(uradora_marker: "x").')


def test_a_three_player_log_is_told_by_its_deal_or_else_by_its_names() -> None:
    # Mortal_Sanma's real hand: without its names (three dealt hands say it), and with a broken
    # deal (made by hand: its three names say it; the hand is unreadable)
    events = [json.loads(line) for line in _lines(SANMA_HAND)]
    nameless = [{k: v for k, v in events[0].items() if k != "names"}, *events[1:]]
    log = read_log(_text(nameless))
    assert (log.seats, log.hands[0].end) == (3, "win")
    broken = [events[0], {**events[1], "tehais": "x"}, *events[2:]]
    log = read_log(_text(broken))
    assert (log.seats, log.hands[0].end) == (3, "unreadable")


def test_a_log_cut_short_is_an_east_game_when_its_start_says_so() -> None:
    # Akochan's game (kyoku_first 4: an East game) cut after E2-0, no end_game: its length is
    # the start's word, not the hands'
    lines = _lines()
    deals = [i for i, line in enumerate(lines) if '"start_kyoku"' in line]
    log = read_log("\n".join(lines[: deals[2]]))
    assert len(log.hands) == 2 and log.rules.east_only


def test_an_mjai_log_read_under_other_rules_than_tenhous_says_so() -> None:
    # mjai names no site: its own table's rules are Tenhou's (tenhou-sanma for three players)
    assert not read_log_file(GAME).other_rules
    assert read_log(GAME.read_text(encoding="utf-8"), "mahjongsoul").other_rules
    assert not read_log_file(SANMA_HAND).other_rules
    assert read_log(SANMA_HAND.read_text(encoding="utf-8"), "mahjongsoul-sanma").other_rules

"""mjai logs in the original mjai's own shape (gimite/mjai): ``start_kyoku`` without ``scores``
(its server, ``lib/mjai/active_game.rb``) or without ``scores`` and ``kyotaku`` (its Tenhou
converter, ``lib/mjai/tenhou_archive.rb``); the points and the sticks at a hand's start are then
worked out from the game's start and the hands before. No real log written by gimite's tools was
found (tests/data/logs/README.md): the real logs here lose the keys those writers leave out.

And how an event without a key it needs is said: missing, not a wrong value ``null``, naming
the hand by its round once ``start_kyoku`` has said it.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.logs import GameLog, check_log, read_log, read_log_file
from mjgui.replaycli import replay_command
from tests.test_logs_mjai import DATA, GAME, PAO6, TENHOU_SANMA, _hand_facts, as_mjai


def _without(text: str, *keys: str, kind: str = "start_kyoku") -> str:
    """``text`` (one mjai event a line) with ``keys`` taken out of every ``kind`` event, the
    rest of each line as written."""
    out = []
    for line in text.splitlines():
        event = json.loads(line)
        if event["type"] == kind:
            for key in keys:
                event.pop(key, None)
            line = json.dumps(event, separators=(",", ":"))
        out.append(line)
    return "\n".join(out) + "\n"


def _facts(log: GameLog) -> list[tuple[object, ...]]:
    """Each hand's start, sticks and end, and each win's hand and value as our core reads it."""
    hands = [
        (h.start, h.sticks, h.honba, h.dealer, *fact)
        for h, fact in zip(log.hands, _hand_facts(log), strict=True)
    ]
    wins = [(w.round, w.winner, w.discarder, w.deltas, w.spec) for w in log.wins]
    return [*hands, *wins]


SERVER = ("scores",)  # gimite's server: start_kyoku with kyotaku, without scores
CONVERTER = ("scores", "kyotaku")  # gimite's `mjai convert`: neither


@pytest.mark.parametrize("keys", [SERVER, CONVERTER], ids=["server", "converter"])
def test_an_akochan_game_without_the_start_points_reads_as_with_them(keys: tuple[str, ...]) -> None:
    whole = read_log_file(GAME)
    log = read_log(_without(GAME.read_text(encoding="utf-8"), *keys))
    assert [h.end for h in log.hands] == ["win", "win", "win", "draw", "win"]
    assert log.hands[0].start == (25000,) * 4  # the rules' start points (Tenhou's)
    # E4-1 starts on the points E4-0's draw left, with E4-0's riichi stick on the table
    assert log.hands[4].round == "E4-1" and log.hands[4].sticks == 1 == whole.hands[4].sticks
    assert log.hands[4].start == (26200, 35500, 18600, 18700) == whole.hands[4].start
    assert _facts(log) == _facts(whole)
    checks = check_log(log)
    assert len(checks) == 4 and all(c.agree for c in checks)
    # the ron at 1 honba takes E4-0's stick and the one of its own riichi: 1300 + 300 + 2000
    assert checks[-1].win.value.gain == 3600 and checks[-1].win.deltas == (-1600, 3600, 0, 0)
    assert log.final == (24600, 38100, 18600, 18700)


def test_replay_of_the_converter_shape_finds_every_win(tmp_path: Path) -> None:
    path = tmp_path / "game.mjson"
    path.write_text(_without(GAME.read_text(encoding="utf-8"), *CONVERTER), encoding="utf-8")
    out = io.StringIO()
    assert replay_command([str(path)], out=out) == 0
    text = out.getvalue()
    assert "4 of 4 wins agree (mjai)." in text and "cannot be read" not in text


# real games (Tenhou's, mjx's, a three-player one) as mjai events with deltas (Mortal's way):
# riichi sticks carried over draws, abortive draws, nagashi mangan, double rons, pao
REAL = [
    DATA / "mjx-four-riichi.mjlog",
    DATA / "mjx-nagashi.mjlog",
    DATA / "mjx-double-ron-honba.mjlog",
    DATA / "mjx-kyuushu.mjlog",
    DATA / "mjx-pao-tsumo.mjlog",
    DATA / "fastmaj-2015060814gm-0029-0000-f1ac5f4d_tw=3.mjlog",
    DATA / "liuzj-multiple-yakuman-2025040717gm-00a9-0000-22a5a0e9.mjlog",
    PAO6,
    TENHOU_SANMA[0],
]


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
@pytest.mark.parametrize("keys", [SERVER, CONVERTER], ids=["server", "converter"])
def test_real_games_without_the_start_points_read_as_with_them(path: Path, keys: tuple[str, ...]) -> None:
    text = as_mjai(path)
    whole = read_log(text)
    log = read_log(_without(text, *keys))
    assert all(h.end != "unreadable" for h in log.hands), [h.error for h in log.hands if h.error]
    assert _facts(log) == _facts(whole)
    assert [c.agree for c in check_log(log)] == [c.agree for c in check_log(whole)]


def test_the_game_start_is_start_games_scores_where_it_writes_them() -> None:
    lines = as_mjai(PAO6).splitlines()
    start = json.loads(lines[0])
    lines[0] = json.dumps({**start, "scores": [30000] * 4})
    log = read_log(_without("\n".join(lines), *CONVERTER))
    assert log.hands[0].start == (30000,) * 4
    whole = read_log(as_mjai(PAO6))
    assert log.hands[1].start == tuple(p + 5000 for p in whole.hands[1].start)


def test_a_hand_after_one_that_cannot_be_read_says_its_start_cannot_be_worked_out() -> None:
    lines = _without(GAME.read_text(encoding="utf-8"), *CONVERTER).splitlines()
    starts = [i for i, line in enumerate(lines) if '"start_kyoku"' in line]
    at = next(i for i in range(starts[1], starts[2]) if '"dahai"' in lines[i])
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})  # E2-0 cannot be read
    log = read_log("\n".join(lines))
    assert [h.end for h in log.hands] == ["win", "unreadable", "unreadable", "unreadable", "unreadable"]
    third = log.hands[2].error
    assert third is not None and third.code == "log_mjai_start_unknown"
    assert third.message("en") == (
        f"Hand E3-0 of the mjai log cannot be read: its start_kyoku (line {starts[2] + 1}) lacks the "
        "key scores, and it cannot be worked out, because hand E2-0 before it cannot be read."
    )
    ru = third.message("ru")
    assert "В3-0" in ru and "В2-0" in ru and "scores" in ru and "{" not in ru
    fourth = log.hands[3].error
    assert fourth is not None and "because hand E3-0 before it cannot be read" in fourth.message("en")
    # the hand that cannot be read says its own fault, as before
    second = log.hands[1].error
    assert second is not None and second.code == "log_mjai_seat" and "(tile: 9z)" in second.message("en")
    # with the points in the log, the hands after it are read
    lines = GAME.read_text(encoding="utf-8").splitlines()
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})
    assert [h.end for h in read_log("\n".join(lines)).hands] == ["win", "unreadable", "win", "draw", "win"]


def test_a_log_cut_from_a_game_without_its_points_says_they_cannot_be_worked_out() -> None:
    lines = _without(GAME.read_text(encoding="utf-8"), *SERVER).splitlines()
    starts = [i for i, line in enumerate(lines) if '"start_kyoku"' in line]
    log = read_log("\n".join([lines[0], *lines[starts[1] :]]))  # from E2-0 on
    error = log.hands[0].error
    assert error is not None and error.code == "log_mjai_start_cut"
    assert error.message("en") == (
        "Hand E2-0 of the mjai log cannot be read: its start_kyoku (line 2) lacks the key scores, and "
        "it cannot be worked out, because the log starts with this hand, not with the game's first "
        "(East 1)."
    )
    assert "{" not in error.message("ru")


# -- a missing key is said missing, and the hand named by its round --------------------------------


def _first_kyoku(change: dict[str, object], drop: str = "") -> list[str]:
    lines = GAME.read_text(encoding="utf-8").splitlines()
    kyoku = json.loads(lines[1])
    assert kyoku["type"] == "start_kyoku"
    kyoku.update(change)
    kyoku.pop(drop, None)
    lines[1] = json.dumps(kyoku)
    return lines


def test_a_missing_key_is_said_missing_naming_the_hand_by_its_round() -> None:
    hand = read_log("\n".join(_first_kyoku({}, drop="oya"))).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_missing" and hand.error.line == 2
    assert (
        hand.error.message("en")
        == "Hand E1-0 of the mjai log cannot be read: the event on line 2 lacks the key oya."
    )
    assert hand.error.message("ru") == (
        "Раздачу В1-0 лога mjai не прочитать: у события в строке 2 нет ключа oya."
    )
    assert "null" not in hand.error.message("en")


def test_a_wrong_value_after_the_round_is_read_names_the_hand_by_its_round() -> None:
    hand = read_log("\n".join(_first_kyoku({"oya": 7}))).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_hand"
    assert (
        hand.error.message("en")
        == "Hand E1-0 of the mjai log cannot be read: line 2 has a wrong value (oya: 7)."
    )


def test_a_start_kyoku_without_its_round_is_named_by_its_number() -> None:
    hand = read_log("\n".join(_first_kyoku({}, drop="bakaze"))).hands[0]
    assert hand.error is not None
    assert (
        hand.error.message("en")
        == "Hand #1 of the mjai log cannot be read: the event on line 2 lacks the key bakaze."
    )


def test_a_players_event_without_a_key_names_the_player() -> None:
    lines = GAME.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if '"dahai"' in line)
    event = json.loads(lines[at])
    del event["pai"]
    lines[at] = json.dumps(event)
    hand = read_log("\n".join(lines)).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_seat_missing"
    assert hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player1's event on line {at + 1} lacks the key pai."
    )
    assert "{" not in hand.error.message("ru") and "нет ключа pai" in hand.error.message("ru")


# -- the game's own start, and a hand missing from a file without the start points ----------------


@pytest.mark.parametrize("keys", [SERVER, CONVERTER], ids=["server", "converter"])
@pytest.mark.parametrize("rules", ["ema", "wrc", "seed"])
def test_a_game_without_the_start_points_starts_at_its_own_under_any_rules(
    keys: tuple[str, ...], rules: str
) -> None:
    """Read under another preset (``replay --rules ema``, the log window's choice), a game whose
    start_kyoku leaves out its points started at that preset's 30 000: its first win said to
    differ, its final scores and the record saved from it another game's. It starts at its own
    table's 25 000, as the same log with its points says."""
    whole = read_log_file(GAME, rules)
    log = read_log(_without(GAME.read_text(encoding="utf-8"), *keys), rules)
    assert whole.hands[0].start == (25000,) * 4
    assert log.hands[0].start == (25000,) * 4
    assert _facts(log) == _facts(whole)
    assert [c.agree for c in check_log(log)] == [c.agree for c in check_log(whole)]
    assert log.rules == whole.rules and log.final == whole.final


def _gimites(text: str) -> str:
    """``text`` (one mjai event a line, Mortal's way) as gimite's mjai writes it: each
    ``reach_accepted``, ``hora`` and ``ryukyoku`` with its ``deltas`` and the ``scores`` after it
    (``lib/mjai/active_game.rb``, ``tenhou_archive.rb``), start_kyoku without ``scores`` and
    ``kyotaku``."""
    out = []
    points: list[int] = []
    for line in text.splitlines():
        event = json.loads(line)
        kind = event["type"]
        if kind == "start_kyoku":
            points = list(event.pop("scores"))
            event.pop("kyotaku", None)
        elif kind == "reach_accepted":
            event["deltas"] = [-1000 if seat == event["actor"] else 0 for seat in range(len(points))]
        if kind in ("reach_accepted", "hora", "ryukyoku"):
            deltas = event.setdefault("deltas", [0] * len(points))
            points = [p + d for p, d in zip(points, deltas, strict=True)]
            event["scores"] = points
        out.append(json.dumps(event, separators=(",", ":")))
    return "\n".join(out) + "\n"


def _hands_of(text: str) -> list[list[str]]:
    """The lines of ``text`` by hand: the start_game, each hand from its start_kyoku, end_game."""
    parts: list[list[str]] = [[]]
    for line in text.splitlines():
        if '"start_kyoku"' in line or '"end_game"' in line:
            parts.append([])
        parts[-1].append(line)
    return parts


MISSING = DATA / "mjx-four-winds.mjlog"  # E1-0 a win, E2-0 a draw with a riichi, E2-1 a win


def test_a_hand_missing_from_a_file_without_the_start_points_is_said_missing() -> None:
    """A damaged file that lost a hand whose round and honba still follow (a draw with a riichi
    before the dealer's repeat): with the points in start_kyoku the next hand is said not to start
    where the one before left. Without them its start was worked out from the hand before, the
    loss unseen, and its win said to differ from ours. The log's own numbers (gimite's scores and
    deltas) state the start: the gap is said, as with the points, and every win agrees."""
    text = as_mjai(MISSING)
    whole = read_log(text)
    hands = _hands_of(text)
    at = 1
    assert [h.round for h in whole.hands[:3]] == ["E1-0", "E2-0", "E2-1"]
    assert whole.hands[at].end == "draw" and whole.hands[at].riichi == (1,) and whole.hands[at + 1].wins
    cut = "\n".join(line for n, part in enumerate(hands) if n != at + 1 for line in part) + "\n"
    said = read_log(cut)  # the points in start_kyoku: the gap said
    assert [g.at for g in said.gaps] == [at] and said.gaps[0].error.code == "log_gap_points"
    log = read_log(_gimites(cut))
    assert [h.start for h in log.hands] == [h.start for h in said.hands]
    assert [h.sticks for h in log.hands] == [h.sticks for h in said.hands]
    assert [g.error.message("en") for g in log.gaps] == [g.error.message("en") for g in said.gaps]
    assert "a hand or a win between the two is missing" in log.gaps[0].error.message("en")
    assert [c.agree for c in check_log(log)] == [c.agree for c in check_log(said)]
    # the whole game in gimite's shape reads as with its points: no gap
    assert _facts(read_log(_gimites(text))) == _facts(whole) and not read_log(_gimites(text)).gaps


def _with_kyotaku(gimites: str, text: str) -> str:
    """``gimites`` (:func:`_gimites` of ``text``) as gimite's server writes it: its start_kyoku
    with the ``kyotaku`` of ``text``'s."""
    out = []
    for line, was in zip(gimites.splitlines(), text.splitlines(), strict=True):
        event = json.loads(line)
        if event["type"] == "start_kyoku":
            event["kyotaku"] = json.loads(was)["kyotaku"]
        out.append(json.dumps(event, separators=(",", ":")))
    return "\n".join(out) + "\n"


def _in_gimites_shape(text: str, shape: str) -> str:
    return _gimites(text) if shape == "converter" else _with_kyotaku(_gimites(text), text)


@pytest.mark.parametrize("shape", ["server", "converter"])
def test_a_hand_after_one_that_cannot_be_read_is_read_from_the_start_it_states(shape: str) -> None:
    """gimite's shape states each hand's start (its hora's or ryukyoku's scores less its deltas):
    a hand that cannot be read made every later hand unreadable (``log_mjai_start_unknown``),
    while the same log with ``scores`` lost that one hand. Only that hand is lost now."""
    lines = as_mjai(MISSING).splitlines()
    starts = [i for i, line in enumerate(lines) if '"start_kyoku"' in line]
    at = next(i for i in range(starts[1], starts[2]) if '"dahai"' in lines[i])
    lines[at] = json.dumps({**json.loads(lines[at]), "pai": "9z"})  # E2-0 cannot be read
    damaged = "\n".join(lines) + "\n"
    said = read_log(damaged)  # with the points in start_kyoku
    ends = [h.end for h in said.hands]
    assert ends[1] == "unreadable" and ends.count("unreadable") == 1 and len(ends) == 12
    log = read_log(_in_gimites_shape(damaged, shape))
    assert [h.end for h in log.hands] == ends
    error = log.hands[1].error
    assert error is not None and error.code == "log_mjai_seat" and "(tile: 9z)" in error.message("en")
    assert _facts(log)[2:] == _facts(said)[2:]  # every hand after it, and every win
    assert [c.agree for c in check_log(log)] == [c.agree for c in check_log(said)]
    assert all(c.agree for c in check_log(log)) and log.final == said.final


@pytest.mark.parametrize("shape", ["server", "converter"])
def test_a_log_in_gimites_shape_cut_from_its_game_is_read_from_the_starts_its_hands_state(
    shape: str,
) -> None:
    """A gimite log that does not begin at East 1 (a game cut from its start) had every hand
    unreadable (``log_mjai_start_cut``, then ``log_mjai_start_unknown``): its first hand states
    its own start, and the log reads as the one with ``scores`` does."""
    text = as_mjai(MISSING)
    hands = _hands_of(text)
    cut = "\n".join(line for n, part in enumerate(hands) if n != 1 for line in part) + "\n"  # no E1-0
    said = read_log(cut)
    assert said.hands[0].round == "E2-0" and all(h.end != "unreadable" for h in said.hands)
    log = read_log(_in_gimites_shape(cut, shape))
    assert all(h.end != "unreadable" for h in log.hands), [h.error for h in log.hands if h.error]
    assert _facts(log) == _facts(said) and not log.gaps
    assert [c.agree for c in check_log(log)] == [c.agree for c in check_log(said)]
    assert all(c.agree for c in check_log(log)) and log.final == said.final


def test_a_hand_that_states_no_start_after_one_that_cannot_be_read_is_still_refused() -> None:
    """Mortal's shape without ``scores`` (``deltas`` alone: no hand states its start) cut from its
    game: its first hand's start cannot be worked out, as before."""
    text = _without(as_mjai(MISSING), *SERVER)
    hands = _hands_of(text)
    cut = "\n".join(line for n, part in enumerate(hands) if n != 1 for line in part) + "\n"
    log = read_log(cut)
    first = log.hands[0].error
    assert first is not None and first.code == "log_mjai_start_cut"
    second = log.hands[1].error
    assert second is not None and second.code == "log_mjai_start_unknown"

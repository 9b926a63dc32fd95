"""The kan dora an mjai log owes a win, by the rules' timing, and a record of such a game.

A closed kan turns its dora indicator at once; an open or added kan's turns after the kan's next
discard under Tenhou's rules (a win on its replacement tile comes first and has none), at once
under Mahjong Soul's. A robbed kan (chankan on an added kan, kokushi on a closed one) was never
made and turns none. The logs are real games written as mjai-reviewer writes them
(tests/mjaiconvert.py: an open or added kan's dora after the kan's next discard), ending as
Mortal's do (``end_game`` without scores).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjgui.core.game.game import replay
from mjgui.core.logs import GameLog, check_log, read_log
from mjgui.core.logs.model import points_after
from mjgui.core.logs.record import RecordWriteError, game_record
from tests.logconvert import log_text, mjlog_to_tenhou6
from tests.mjaiconvert import tenhou6_to_mjai

DATA = Path(__file__).parent / "data" / "logs"
#: Tenhou games with a tsumo on an added kan's replacement tile, by the hand
TENHOU_RINSHAN = [("mjx-four-winds.mjlog", "S4-0"), ("mjx-double-ron-honba.mjlog", "E4-0")]
UNSHOWN_NOTE = "the log does not show the dora indicator of the kan before this win"


def _events(name: str) -> list[dict[str, object]]:
    """The real log ``name`` as mjai-reviewer writes it, ending as Mortal's logs end."""
    path = DATA / name
    text = log_text(path)
    data = json.loads(mjlog_to_tenhou6(text) if path.suffix == ".mjlog" else text)
    events = tenhou6_to_mjai(data)
    events[-1] = {"type": "end_game"}
    return events


def _read(events: list[dict[str, object]], rules: str | None = None) -> GameLog:
    return read_log("\n".join(json.dumps(e) for e in events) + "\n", rules)


def _saved_as_played(log: GameLog) -> None:
    """The log's game is written as a record that replays to the log's points."""
    result = replay(game_record(log))
    assert tuple(result.states[-1].points) == points_after(log.hands[-1])


@pytest.mark.parametrize(("name", "round_"), TENHOU_RINSHAN)
def test_a_tenhou_win_on_an_added_kans_replacement_tile_owes_no_dora_and_is_saved(
    name: str, round_: str
) -> None:
    # a Tenhou game: an added kan, a tsumo on its replacement tile. Tenhou turns that kan's
    # indicator after the kan's next discard, which never came: the win had no such dora, and
    # every win agrees with the log. It was counted as owing one: the window said the log did
    # not show it, and the game was refused as a record (unshown_dora)
    events = _events(name)
    log = _read(events)
    assert log.rules.name == "tenhou"
    kinds = [e["type"] for e in events]
    win = next(w for w in log.wins if w.round == round_)
    assert win.spec.rinshan and win.tsumo
    assert any(
        kinds[i - 2 : i + 1] == ["kakan", "tsumo", "hora"] and events[i]["actor"] == win.winner
        for i in range(2, len(kinds))
    )
    checks = check_log(log)
    assert all(c.agree for c in checks)
    assert all(c.win.unshown_dora == 0 for c in checks)
    assert all(UNSHOWN_NOTE not in c.yaku_note("en") for c in checks)
    _saved_as_played(log)


def test_a_kokushi_robbing_a_closed_kan_owes_no_dora_and_is_saved() -> None:
    # mjai-reviewer's three-player kokushi_ankan: a closed kan, robbed at once by kokushi. The kan
    # was never made and turned no indicator (the log shows none): none is owed, the game is saved
    log = _read(_events("sanma/mjai-reviewer3p-kokushi_ankan.json"), "mahjongsoul-sanma")
    (win,) = [w for w in log.wins if w.round == "E1-0"]
    assert win.discarder is not None and win.spec.dora == win.spec.dora[:1]
    (check,) = [c for c in check_log(log) if c.win is win]
    assert check.agree and check.ours is not None and check.ours.yakuman
    assert win.unshown_dora == 0 and UNSHOWN_NOTE not in check.yaku_note("en")
    _saved_as_played(log)


def test_a_chankan_robbing_an_added_kan_that_turns_its_dora_at_once_owes_none_for_it() -> None:
    # mjai-reviewer's three-player chankan, under Mahjong Soul's rules (every kan's indicator at
    # once): East 2, an open kan (its dora shown), then an added kan robbed. Two kans, one
    # indicator: the robbed one was never made, nothing is missing
    events = _events("sanma/mjai-reviewer3p-chankan.json")
    log = _read(events, "mahjongsoul-sanma")
    (win,) = [w for w in log.wins if w.round == "E2-0"]
    assert win.spec.chankan and len(win.spec.dora) == 2
    assert win.unshown_dora == 0
    (check,) = [c for c in check_log(log) if c.win is win]
    assert check.agree and UNSHOWN_NOTE not in check.yaku_note("en")
    _saved_as_played(log)


@pytest.mark.parametrize(("name", "round_"), TENHOU_RINSHAN)
def test_a_dora_mahjong_souls_table_would_have_turned_is_said_but_a_win_that_agrees_is_saved(
    name: str, round_: str
) -> None:
    # the same Tenhou games read under Mahjong Soul's rules, which turn the added kan's indicator
    # at once: the win on its replacement tile should have had it, and the log does not show it.
    # The window says so; the win's changes agree all the same (the dora hit nothing), so the
    # record pays what the log's table did and is written. It was refused (unshown_dora)
    log = _read(_events(name), "mahjongsoul")
    (check,) = [c for c in check_log(log) if c.win.round == round_ and c.win.tsumo]
    assert check.win.unshown_dora == 1 and check.agree
    assert check.yaku_note("en").endswith(f"; {UNSHOWN_NOTE}: mjgui counts no dora from it")
    assert all(w.unshown_dora == 0 for w in log.wins if w is not check.win)
    _saved_as_played(log)


def test_an_open_kans_dora_the_log_leaves_out_is_owed_after_the_kans_discard() -> None:
    # sanma-engine's Tenhou game, East 1 (1 honba): an open kan, its replacement draw, the kan
    # player's discard (now Tenhou turns the kan's indicator) and a ron on it. With that dora
    # event taken out the log does not show an indicator the table had turned: it is said, and
    # the changes differ by it (18 200 with it, 12 200 without), so the record is refused naming it
    events = _events("sanma/sanma-engine-2024010120gm-00b9-0000-e324b88a.json")
    kan = next(i for i, e in enumerate(events) if e["type"] == "daiminkan")
    assert [e["type"] for e in events[kan : kan + 5]] == ["daiminkan", "tsumo", "dahai", "dora", "hora"]
    assert all(w.unshown_dora == 0 for w in _read(events).wins)
    del events[kan + 3]
    log = _read(events)
    (check,) = [c for c in check_log(log) if c.win.round == "E1-1"]
    assert check.win.unshown_dora == 1
    assert [(d.field, d.log, d.ours) for d in check.differences] == [("gain", 18200, 12200)]
    assert UNSHOWN_NOTE in check.yaku_note("en")
    with pytest.raises(RecordWriteError) as caught:
        game_record(log)
    assert caught.value.code == "unshown_dora" and "Hand E1-1" in caught.value.message("en")


def test_a_robbed_added_kan_whose_dora_was_not_yet_due_leaves_the_one_owed_before_it() -> None:
    # mjai-reviewer's three-player chankan under Tenhou's rules: East 2, an open kan (its dora
    # turned after its discard), then an added kan robbed at once (its dora not yet due, and never
    # made). With the open kan's dora event taken out, that one indicator is owed and unshown: the
    # robbed kan takes nothing off it
    events = _events("sanma/mjai-reviewer3p-chankan.json")
    kan = next(i for i, e in enumerate(events) if e["type"] == "daiminkan")
    dora = next(i for i in range(kan, len(events)) if events[i]["type"] == "dora")
    assert [e["type"] for e in events[kan:dora]] == ["daiminkan", "tsumo", "dahai"]
    del events[dora]
    log = _read(events, "tenhou-sanma")
    (win,) = [w for w in log.wins if w.round == "E2-0"]
    assert win.spec.chankan and len(win.spec.dora) == 1
    assert win.unshown_dora == 1

"""An mjai log's game as a record, and the mjai-reviewer way of writing a game (tests/mjaiconvert.py).

An mjai log gives a win's changes of points, not its han and fu: the record writes our core's
reading, which is only the log's game where it pays what the log's changes say. Real Mortal and
mjai-reviewer logs end with ``end_game`` without scores, so no final score says a record that
differs: one that would differ is not written. mjai-reviewer's converter writes no
``reach_accepted`` for a riichi whose discard ends the hand (the fourth riichi) and an open or
added kan's dora only after the kan's next discard (a win on the replacement tile never gets it).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.game.game import replay
from mjgui.core.logs import check_log, read_log, read_log_file
from mjgui.core.logs.model import points_after
from mjgui.core.logs.record import RecordWriteError, game_record
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.rules import PRESETS
from tests.mjaiconvert import tenhou6_to_mjai, tenhou6_to_mjai_text
from tests.test_logs_mjai import PAO6, as_mjai

DATA = Path(__file__).parent / "data" / "logs"
MAJSOUL = DATA / "majsoul-league-analyzer-sample_paipu.json"
FOUR_REACH = DATA / "mjai-reviewer-four_reach.json"


def _text(events: list[dict[str, object]]) -> str:
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events) + "\n"


def _mortal(text: str) -> list[dict[str, object]]:
    """The events of ``text`` ending as Mortal's and mjai-reviewer's logs end: ``end_game``
    without scores."""
    events = [json.loads(line) for line in text.splitlines()]
    assert events[-1]["type"] == "end_game"
    events[-1] = {"type": "end_game"}
    return events


def _moved(events: list[dict[str, object]], gain: int, payer_gain: int = 0) -> tuple[str, int]:
    """The first win's changes edited: its winner ``gain`` more, its payer that much less (or,
    with ``payer_gain``, another player paying it instead); the later hands' start points
    follow, so the log stays whole."""
    i = next(k for k, e in enumerate(events) if e["type"] == "hora")
    win = events[i]
    deltas = win["deltas"]
    assert isinstance(deltas, list)
    winner, target = win["actor"], win["target"]
    assert isinstance(winner, int) and isinstance(target, int)
    payer = target if target != winner else (winner + 1) % 4
    change = [0, 0, 0, 0]
    change[winner] += gain
    change[payer] -= gain + payer_gain
    change[(payer + 1) % 4 if (payer + 1) % 4 != winner else (payer + 2) % 4] += payer_gain
    win["deltas"] = [d + c for d, c in zip(deltas, change, strict=True)]
    for e in events[i + 1 :]:
        if e["type"] == "start_kyoku":
            scores = e["scores"]
            assert isinstance(scores, list)
            e["scores"] = [s + c for s, c in zip(scores, change, strict=True)]
    return str(win.get("round", "")), winner


def test_a_win_our_reading_pays_otherwise_than_the_log_is_not_saved_as_a_record(tmp_path: Path) -> None:
    # a Mortal-style log (changes only, end_game without scores) whose first win moved 1000 more
    # than our core's reading pays: the record was saved with our reading, its points 1000 off
    # the log's from that hand on, and nothing said it (no final score to compare). Now the save
    # is refused, naming the hand and both gains
    events = _mortal(as_mjai(PAO6))
    _moved(events, 1000)
    log = read_log(_text(events))
    assert log.final is None
    (differs,) = [c for c in check_log(log) if not c.agree]
    assert differs.win.round == "E1-0"
    with pytest.raises(RecordWriteError) as caught:
        game_record(log)
    err = caught.value
    assert err.code == "unvalued_differs"
    assert err.message("en") == (
        "Hand E1-0: the log says only what the win moved, not its han and fu, and mjgui's reading of "
        "its hand pays the winner 8000 points where the log's changes give 9000: a record would pay "
        "what the log's table did not. This game cannot be written as a game record; nothing was saved."
    )
    ru = err.message("ru")
    assert ru.startswith("Раздача В1-0: лог говорит только") and "получает 8000\u00a0очков, тогда как" in ru
    # the log window's save writes nothing
    source = tmp_path / "edited.mjson"
    source.write_text(_text(events), encoding="utf-8")
    view = LogViewController("en")
    view.open(source)
    target = tmp_path / "edited.mjgame"
    with pytest.raises(RecordWriteError):
        view.save_record(target)
    assert not target.exists()


def test_a_win_paid_by_other_players_than_our_reading_says_is_not_saved_either() -> None:
    # the same gain, paid by another player than the discarder: a record would have the
    # discarder pay it all
    events = _mortal(as_mjai(PAO6))
    _moved(events, 0, payer_gain=1000)
    log = read_log(_text(events))
    (differs,) = [c for c in check_log(log) if not c.agree]
    assert [d.field for d in differs.differences] == ["changes"]
    with pytest.raises(RecordWriteError) as caught:
        game_record(log)
    assert caught.value.code == "unvalued_payers"
    assert "other players pay the win than the log's changes say" in caught.value.message("en")


def test_an_agreeing_mortal_log_is_still_saved_and_replays_to_the_logs_points() -> None:
    log = read_log(_text(_mortal(as_mjai(PAO6))))
    assert log.final is None and all(c.agree for c in check_log(log))
    result = replay(game_record(log))
    assert tuple(result.states[-1].points) == points_after(log.hands[-1])


def test_the_unvalued_message_has_one_full_stop_after_the_cores_reason() -> None:
    from mjgui.core.scoring.tiles import Tile

    log = read_log(as_mjai(PAO6))
    hand = log.hands[0]
    win = hand.wins[0]
    junk = tuple(Tile(k) for k in range(0, 27, 2))[: len(win.spec.concealed)]
    broken = replace(win, spec=replace(win.spec, concealed=junk, win_tile=junk[-1]))
    spoilt = replace(log, hands=(replace(hand, wins=(broken,)), *log.hands[1:]))
    with pytest.raises(RecordWriteError) as caught:
        game_record(spoilt)
    en, ru = caught.value.message("en"), caught.value.message("ru")
    assert "seven pairs or kokushi). This game" in en
    assert "семь пар (читойцу) или кокушимусо). Эту игру" in ru


# -- the kan dora: at once, or after the kan's next discard (mjai-reviewer) --------------------


def _bare(spec: HandSpec) -> HandSpec:
    """The hand without its rules (the Mahjong Soul log's own, or mjai's Tenhou rules)."""
    return replace(spec, rules=PRESETS["tenhou"])


def _majsoul(kan_dora: str) -> str:
    return tenhou6_to_mjai_text(json.loads(MAJSOUL.read_text(encoding="utf-8")), kan_dora=kan_dora)


def test_the_converter_writes_an_open_kans_dora_after_the_next_discard_as_mjai_reviewer_does() -> None:
    data = json.loads(MAJSOUL.read_text(encoding="utf-8"))
    late = tenhou6_to_mjai(data)
    now = tenhou6_to_mjai(data, kan_dora="at_once")
    for events in (late, now):
        for i, e in enumerate(events):
            if e["type"] == "ankan":  # a closed kan's dora follows it at once either way
                assert events[i + 1]["type"] == "dora"
    kakan = [i for i, e in enumerate(now) if e["type"] == "kakan"]
    assert kakan and all(now[i + 1]["type"] == "dora" for i in kakan)
    after = [i for i, e in enumerate(late) if e["type"] == "kakan"]
    for i in after:  # the kan player's replacement draw, then the discard, then the dora
        follow = [e["type"] for e in late[i + 1 : i + 4]]
        assert follow in (["tsumo", "dahai", "dora"], ["tsumo", "hora", "end_kyoku"]), follow
    # E4-0: a kakan, then a win on its replacement tile: mjai-reviewer's way never shows its dora
    assert sum(e["type"] == "dora" for e in now) == sum(e["type"] == "dora" for e in late) + 1


def test_both_kan_dora_timings_read_as_the_tenhou6_log_and_an_unshown_kan_dora_is_said() -> None:
    # the Mahjong Soul game read under its own table's rules, which turn an added kan's dora at
    # once: the win on its replacement tile counted it
    theirs = read_log_file(MAJSOUL)
    assert theirs.rules.name == "mahjongsoul"
    now = read_log(_majsoul("at_once"), "mahjongsoul")
    late = read_log(_majsoul("after_discard"), "mahjongsoul")
    assert [_bare(w.spec) for w in now.wins] == [_bare(w.spec) for w in theirs.wins]
    assert all(c.agree for c in check_log(now))
    assert all(w.unshown_dora == 0 for w in now.wins)
    # every win but the one on the kakan's replacement tile has the same dora either way
    pairs = list(zip(theirs.wins, late.wins, strict=True))
    differ = [
        (t.round, t.spec.dora, w.spec.dora, w.unshown_dora)
        for t, w in pairs
        if _bare(t.spec) != _bare(w.spec)
    ]
    (only,) = differ
    assert only[0] == "E4-0" and len(only[1]) == len(only[2]) + 1 and only[3] == 1
    check = next(c for c in check_log(late) if c.win.round == "E4-0")
    assert [(d.field, d.log, d.ours) for d in check.differences] == [("gain", 9000, 7400)]
    assert check.yaku_note("en").endswith(
        "; the log does not show the dora indicator of the kan before this win: mjgui counts no dora from it"
    )
    # a record would pay the win without that dora: not written, and the reason said
    mortal = read_log(_text(_mortal(_majsoul("after_discard"))), "mahjongsoul")
    with pytest.raises(RecordWriteError) as caught:
        game_record(mortal)
    assert caught.value.code == "unshown_dora" and "Hand E4-0" in caught.value.message("en")
    # under Tenhou's rules no dora turns before a win on an added kan's replacement tile: none is
    # missing, nothing is said of it, and the log's changes simply differ from that table's
    tenhou = read_log(_text(_mortal(_majsoul("after_discard"))))
    check = next(c for c in check_log(tenhou) if c.win.round == "E4-0")
    assert check.win.unshown_dora == 0 and "dora indicator" not in check.yaku_note("en")
    with pytest.raises(RecordWriteError) as caught:
        game_record(tenhou)
    assert caught.value.code == "unvalued_differs" and "Hand E4-0" in caught.value.message("en")
    # the kan's dora shown at once: the record is written and replays to the log's points
    whole = read_log(_text(_mortal(_majsoul("at_once"))), "mahjongsoul")
    result = replay(game_record(whole))
    assert tuple(result.states[-1].points) == points_after(whole.hands[-1])


def test_the_converter_reads_who_called_from_the_call_string_not_from_the_tenhou6_reader() -> None:
    # confusing_nakis_0: seat 1 throws 7m twice; seat 0's pon takes the second, after seat 1's
    # own pon of seat 2's South. A first match takes the first 7m and then has seat 1 draw its pon
    import tests.mjaiconvert as convert

    assert not hasattr(convert, "_Order")
    data = json.loads((DATA / "mjai-reviewer-confusing_nakis_0.json").read_text(encoding="utf-8"))
    events = tenhou6_to_mjai(data)
    pons = [(e["actor"], e["target"], e["pai"]) for e in events if e["type"] == "pon"]
    assert [p for p in pons if p[2] in ("7m", "S")] == [(1, 2, "S"), (0, 1, "7m")], pons
    log = read_log(_text(events))
    assert not log.unreadable and [h.deltas for h in log.hands] == [
        h.deltas for h in read_log_file(DATA / "mjai-reviewer-confusing_nakis_0.json").hands
    ]


# -- the fourth riichi of a four-riichi abort ---------------------------------------------------


def test_the_converter_writes_no_reach_accepted_for_the_riichi_that_ends_the_hand() -> None:
    events = tenhou6_to_mjai(json.loads(FOUR_REACH.read_text(encoding="utf-8")))
    kinds = [e["type"] for e in events]
    end = kinds.index("ryukyoku")
    assert kinds[end - 2 : end + 1] == ["reach", "dahai", "ryukyoku"]
    assert kinds.count("reach") == kinds.count("reach_accepted") + 1


def test_a_one_hand_excerpt_pays_the_fourth_riichi_stick_without_reach_accepted() -> None:
    # mjai-reviewer's four_reach: a one-hand excerpt ending in a four-riichi abort, end_game
    # without scores. The fourth riichi has no reach_accepted and no hand follows: its stick
    # was lost (riichi (3, 2, 1)); the discard passed and nobody won on it, so it is paid
    text = as_mjai(FOUR_REACH)
    hand = read_log(_text(_mortal(text))).hands[-1]
    theirs = read_log_file(FOUR_REACH).hands[-1]
    assert (hand.end, hand.abort, hand.abort_guessed) == ("abort", "four_riichi", True)
    assert hand.riichi == theirs.riichi == (3, 2, 1, 0)
    assert points_after(hand) == points_after(theirs)
    # the reason said (gimite's "suchareach") pays it too
    said = read_log(as_mjai(FOUR_REACH, reasons=True)).hands[-1]
    assert (said.abort, said.riichi) == ("four_riichi", (3, 2, 1, 0))


def test_the_fourth_riichi_stick_follows_the_logs_points_where_a_hand_follows() -> None:
    # mjx-four-riichi: the abort's ryukyoku has deltas 0, the next hand starts the fourth
    # riichi player 1000 lower: paid. Started at the same points instead: not paid
    name = DATA / "mjx-four-riichi.mjlog"
    events = [json.loads(line) for line in as_mjai(name).splitlines()]
    mine = next(h for h in read_log_file(name).hands if h.abort == "four_riichi")
    at = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku" and events[i - 2]["type"] == "reach")
    fourth = events[at - 1]["actor"]
    assert events[at - 2] == {"type": "reach", "actor": fourth}
    hand = next(h for h in read_log(_text(events)).hands if h.round == mine.round)
    assert (hand.riichi, hand.deltas) == (mine.riichi, mine.deltas) and fourth in hand.riichi
    nxt = next(e for e in events[at:] if e["type"] == "start_kyoku")
    scores = nxt["scores"]
    assert isinstance(scores, list) and isinstance(fourth, int)
    scores[fourth] += 1000
    unpaid = next(h for h in read_log(_text(events)).hands if h.round == mine.round)
    assert fourth not in unpaid.riichi and len(unpaid.riichi) == 3
    # a ryukyoku whose own deltas take the 1000 from that player: the stick, not a payment
    del nxt["scores"]
    events[at]["deltas"] = [-1000 if s == fourth else 0 for s in range(4)]
    scores[fourth] -= 1000
    nxt["scores"] = scores
    taken = next(h for h in read_log(_text(events)).hands if h.round == mine.round)
    assert fourth in taken.riichi and taken.deltas == (0, 0, 0, 0)


def test_no_stick_where_three_players_could_have_won_on_the_fourth_riichi_discard() -> None:
    # the same excerpt with the three riichi hands made to wait on the fourth riichi's discard
    # (an abortive draw by three winners, unsaid): the riichi never stood, nothing is paid
    text = as_mjai(FOUR_REACH)
    events = _mortal(text)
    at = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku")
    tile = events[at - 1]["pai"]
    assert isinstance(tile, str)
    from mjgui.core.logs import mjai

    real = mjai.completes
    try:
        mjai.completes = lambda counts, melds, kind: True  # type: ignore[assignment]
        hand = read_log(_text(events)).hands[-1]
    finally:
        mjai.completes = real
    assert hand.riichi == (3, 2, 1)


def test_the_russian_refusals_of_an_unvalued_win_read_as_russian() -> None:
    # «по прочтению руки», «платят другие игроки, чем…» were not Russian
    differs = RecordWriteError("unvalued_differs", round="E1-0", ours=2600, log=1600).message("ru")
    payers = RecordWriteError("unvalued_payers", round="E1-0").message("ru")
    assert "а по прочтении руки mjgui победитель получает 2600" in differs
    assert "а по прочтении руки mjgui за выигрыш платят не те игроки, что по изменениям в логе" in payers
    assert "прочтению" not in differs + payers

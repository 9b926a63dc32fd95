"""A log's abortive draws read under rules that play none (``replay --rules``, the log window's
rules choice): the abortive draw happened at the log's table, so the record saved from the log
keeps it.

The rules a log is read under kept the log's agari-yame, tenpai-yame and the rest, but not its
abortive draws: under ``seed``, ``ema``, ``wrc`` or ``mleague`` the record's ``abort`` line was
refused ("abortive draws are not played under these rules"), the hand went on, and its riichi
sticks went to the next winner. mjx-four-kans.mjlog under ``seed`` ended +11 / −20 / +42 / −33
where the log says +10 / −20 / +43 / −33; mjx-four-riichi.mjlog under ``ema`` also refused the
next hand's riichi (the four players still in riichi). Now the log's rules play abortive draws
(``abortive_draws=on`` on the record's ``rules`` line), the record replays without a refused
line, and its final score is the log's.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import GameResult, replay
from mjgui.core.game.storage import load_record
from mjgui.core.logs import GameLog, read_log_file
from mjgui.core.logs.model import points_after
from mjgui.core.logs.record import final_check, game_record
from mjgui.core.scoring.rules import preset
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"

#: Each log with an abortive draw: its kind and the hand, as the log says them.
ABORTED = {
    "mjx-four-kans.mjlog": ("four_kans", "E1-2"),
    "mjx-four-winds.mjlog": ("four_winds", "S3-0"),
    "mjx-kyuushu.mjlog": ("kyuushu", "S1-0"),
    "mjx-four-riichi.mjlog": ("four_riichi", "E3-0"),
    "mjx-triple-ron.mjlog": ("triple_ron", "S1-1"),  # no owari: kept up to that hand
}
#: The presets that play no abortive draw (nor a sanchahou: atama hane, or triple_ron_abort off).
WITHOUT_ABORTS = ("seed", "ema", "wrc", "mleague")

CASES = [(name, rules) for name in ABORTED for rules in WITHOUT_ABORTS]


def _read(name: str, rules: str) -> GameLog:
    assert not preset(rules).abort_allowed  # the case: these rules alone would refuse ``abort``
    log = read_log_file(DATA / name, rules)
    kind, where = ABORTED[name]
    assert [(h.abort, h.round) for h in log.hands if h.end == "abort"] == [(kind, where)]
    return log


def _abort_steps_kept(result: GameResult, log: GameLog) -> None:
    """Each ``abort`` line of the replayed record is the abortive draw: nobody paid, the same
    dealer deals again at one more honba, the riichi sticks stay on the table."""
    steps = [s for s in result.steps if s.line.text == "abort"]
    (hand,) = [h for h in log.hands if h.end == "abort"]
    assert len(steps) == 1
    (step,) = steps
    assert step.settlement == (0,) * log.seats
    assert (step.state.hand, step.state.honba) == (step.before.hand, step.before.honba + 1)
    assert step.state.sticks == hand.sticks + len(hand.riichi)


@pytest.mark.parametrize(("name", "rules"), CASES)
def test_a_logs_abortive_draw_replays_under_rules_that_play_none(name: str, rules: str) -> None:
    log = _read(name, rules)
    assert log.rules.name == rules and log.rules.abortive_draws  # a fact of the log's game
    text = game_record(log)
    lines = text.splitlines()
    words = lines[1].split()
    assert words[:2] == ["rules", rules] and "abortive_draws=on" in words
    assert lines.count("abort") == 1
    result = replay(text)
    assert result.errors == ()  # it refused the abort line (and, four riichi, the next riichi)
    _abort_steps_kept(result, log)
    if log.final_scores is None:  # kept up to the abortive draw: the game goes on
        last = log.hands[-1]
        assert result.final is not None and not result.final.ended
        assert result.final.points == points_after(last)
        return
    check = final_check(log)
    assert check is not None and check.state == "agree"
    assert result.final_scores is not None
    assert tuple(f.score for f in result.final_scores) == log.final_scores


@pytest.mark.parametrize(("name", "rules"), [c for c in CASES if ABORTED[c[0]][0] != "triple_ron"])
def test_replay_says_the_record_ends_with_the_logs_final_score(name: str, rules: str) -> None:
    out = io.StringIO()
    replay_command([str(DATA / name), "--rules", rules], out)  # 1 where a win differs (kiriage)
    last = out.getvalue().splitlines()[-1]
    assert last.startswith("Final score: ") and last.endswith(
        "The game record saved from this log ends with the same."
    )
    out = io.StringIO()
    replay_command([str(DATA / name), "--rules", rules, "--json"], out)
    final = json.loads(out.getvalue())["final"]
    assert final["agree"] is True and final["record"] == final["log"]


def test_the_four_kans_under_seed_end_as_the_log_does() -> None:
    """The audit's case, said whole: +10 / −20 / +43 / −33, where the record ended +11 / −20 /
    +42 / −33 (E1-2's riichi stick taken by the next winner of the hand played on)."""
    out = io.StringIO()
    replay_command([str(DATA / "mjx-four-kans.mjlog"), "--rules", "seed"], out)
    assert out.getvalue().splitlines()[-1] == (
        "Final score: 手打ちきしめん +10, ぺんぎんさん −20, CLS +43, 魔術師メリー −33. The game record "
        "saved from this log ends with the same."
    )


def test_a_log_given_rules_without_abortive_draws_in_code_still_writes_a_record_that_replays() -> None:
    """The record writer keeps the log's abortive draws whatever rules the log carries (a log
    built or changed in code): its ``abort`` line replays, its rules line says so."""
    from dataclasses import replace

    log = read_log_file(DATA / "mjx-four-kans.mjlog", "seed")
    bare = replace(log, rules=log.rules.with_options(abortive_draws=False))
    text = game_record(bare)
    assert "abortive_draws=on" in text.splitlines()[1].split()
    assert replay(text).errors == ()
    # a game with no abortive draw says nothing of the option
    plain = read_log_file(DATA / "mjx-double-ron.mjlog", "seed")
    assert not plain.rules.abortive_draws
    assert not any(h.end == "abort" for h in plain.hands)
    assert "abortive_draws" not in game_record(plain)


@pytest.mark.parametrize(("name", "rules"), CASES)
def test_the_log_window_saves_a_record_the_tracker_replays_to_the_logs_end(
    name: str, rules: str, tmp_path: Path
) -> None:
    log = _read(name, rules)
    window = LogViewController("en")
    window.open(DATA / name)
    window.read_under(rules)
    shown = window.view()
    assert shown.rules == rules
    assert shown.final_state == ("" if log.final_scores is None else "agree")
    target = tmp_path / "game.mjgame"
    said = window.save_record(target)
    assert said.startswith("Saved the game record to ") and "refuses" not in said
    assert not window.view().note_error
    record = load_record(target)
    words = record.text.splitlines()[1].split()
    assert words[:2] == ["rules", rules] and "abortive_draws=on" in words
    _abort_steps_kept(replay(record), log)
    # the tracker opens it: no refused line, the abort a line of the game, its rules as saved
    tracker = TrackerController()
    tracker.open_file(target)
    view = tracker.view()
    assert view.errors == ()
    (row,) = [r for r in view.history if r.text == "abort"]
    assert (row.kind, row.error) == ("action", "")
    assert tracker.proposed_rules()[0] == rules
    assert "abortive_draws=on" in tracker.proposed_rules()[1].split()
    if log.final_scores is None:
        assert not view.ended
        assert tracker.state.points == points_after(log.hands[-1])
        return
    assert view.ended
    by_name = {row.name: round(row.final * 1000) for row in view.final}
    names = record.text.splitlines()[2].split()[1:]
    assert [by_name[n] for n in names] == list(log.final_scores)

"""The facts of a log's game kept under rules that would refuse them (``replay --rules``, the
log window's rules choice): what happened at the log's table is written in the record saved
from the log, the options that let the record hold it are on (said on its ``rules`` line), and
the rest of the preset (payments, yaku) stays the preset's.

A sweep of every log of tests/data/logs under seed, ema, wrc, mleague, tenhou and mahjongsoul
found, besides the abortive draws (tests/test_logs_aborts_other_rules.py):

* mjx-nagashi.mjlog under ``ema``: "nagashi mangan is not played under these rules", the record
  did not reach the end of the game;
* the West round of mjx-west-round.mjlog and fastmaj's …f1ac5f4d_tw=3.mjlog under seed, ema, wrc
  and mleague: "the game ended on line N" for every West hand, another final score;
* a game that ended below zero before its last hand (mjx-pao-tsumo, dnovikoff-pao, -ratio,
  liuzj's, mjx-double-ron, mjai-reviewer-suukantsu_1, fastmaj's …997dbe26_tw=0) under rules that
  play on below zero (ema, wrc, mleague): the record did not reach the end;
* the riichi stick left at the end of …f1ac5f4d_tw=3 (a draw of West 3) went to first at
  Tenhou, to nobody under ``wrc``: +40 where the log says +41.

What is left is scoring the game again (tests below: each differs from the hand its points
part at, a win these rules pay otherwise), never a refused fact; …997dbe26_tw=0 under wrc and
mleague is said whole: which hand, and why.
"""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.errors import MahjongError
from mjgui.core.game.game import replay
from mjgui.core.game.storage import load_record
from mjgui.core.logs import GameLog, read_log_file
from mjgui.core.logs.model import played_rules, points_after
from mjgui.core.logs.record import final_check, game_record, save_refusal
from mjgui.core.logs.replay import check_log
from mjgui.core.scoring.rules import preset
from mjgui.replaycli import replay_command
from tests.util import saved_to

DATA = Path(__file__).parent / "data" / "logs"
TW3 = "fastmaj-2015060814gm-0029-0000-f1ac5f4d_tw=3.mjlog"
TW0 = "fastmaj-2009082817gm-00ab-0000-997dbe26_tw=0.mjlog"
LIUZJ = "liuzj-multiple-yakuman-2025040717gm-00a9-0000-22a5a0e9.mjlog"

#: Each log and preset whose record now replays to the log's final score, and the options its
#: rules line says for the facts of the log's game the preset alone would refuse.
KEPT: dict[tuple[str, str], tuple[str, ...]] = {
    ("mjx-nagashi.mjlog", "ema"): ("nagashi_mangan=on",),
    ("mjx-west-round.mjlog", "seed"): ("overtime=on", "overtime_points=30000"),
    ("mjx-west-round.mjlog", "ema"): ("overtime=on", "overtime_points=30000"),
    (TW3, "seed"): ("overtime=on", "overtime_points=30000"),
    (TW3, "ema"): ("overtime=on", "overtime_points=30000"),
    (TW3, "wrc"): ("overtime=on", "overtime_points=30000", "sticks_to_first=on"),
    (TW3, "mleague"): ("overtime=on",),
    **{
        (name, rules): ("buttobi=on",)
        for name in ("mjx-pao-tsumo.mjlog", "dnovikoff-pao.mjlog", "dnovikoff-ratio.mjlog")
        for rules in ("ema", "wrc", "mleague")
    },
    (LIUZJ, "mleague"): ("buttobi=on",),  # ema and wrc count its double yakuman one (below)
    ("mjx-double-ron.mjlog", "ema"): ("buttobi=on",),
    ("mjai-reviewer-suukantsu_1.json", "ema"): ("buttobi=on",),
    (TW0, "ema"): ("buttobi=on",),
}


def _option(word: str) -> str:
    return word.split("=")[0]


def _preset_refuses(name: str, rules: str) -> None:
    """The case: the preset as it is would not hold the fact (its own value differs)."""
    for word in KEPT[name, rules]:
        option, value = word.split("=")
        ours = getattr(preset(rules), option)
        if isinstance(ours, bool):
            assert ours is not (value == "on"), (name, rules, word)


@pytest.mark.parametrize(("name", "rules"), list(KEPT))
def test_the_record_keeps_the_logs_game_and_replays_to_its_final_score(name: str, rules: str) -> None:
    _preset_refuses(name, rules)
    log = read_log_file(DATA / name, rules)
    text = game_record(log)
    words = next(line for line in text.splitlines() if line.startswith("rules ")).split()
    assert words[:2] == ["rules", rules]
    for word in KEPT[name, rules]:
        assert word in words, (word, words)
    # the preset's payments and yaku stay: only the facts' options and the final count move
    moved = {_option(w) for w in words[2:]}
    assert moved.isdisjoint({"kiriage", "honba_ron", "atama_hane", "multiple_ron_honba", "pao", "renhou"})
    result = replay(text)
    assert result.errors == ()  # nagashi refused, West hands after "the game ended", …
    assert result.final.ended and result.final.points == log.final
    assert result.final_scores is not None
    assert tuple(f.score for f in result.final_scores) == log.final_scores
    check = final_check(log)
    assert check is not None and check.state == "agree" and check.reason() == ""


@pytest.mark.parametrize(("name", "rules"), list(KEPT))
def test_replay_under_the_preset_ends_with_the_logs_final_score(name: str, rules: str) -> None:
    out = io.StringIO()
    replay_command([str(DATA / name), "--rules", rules], out)
    assert out.getvalue().splitlines()[-1].endswith("The game record saved from this log ends with the same.")
    out = io.StringIO()
    replay_command([str(DATA / name), "--rules", rules, "--json"], out)
    final = json.loads(out.getvalue())["final"]
    assert final["agree"] is True and final["record"] == final["log"]
    assert (final["parted"], final["refused"], final["reason"]) == (None, [], "")


def test_the_nagashi_mangan_under_ema_is_paid_as_the_log_paid_it() -> None:
    log = read_log_file(DATA / "mjx-nagashi.mjlog", "ema")
    (hand,) = [h for h in log.hands if h.end == "nagashi"]
    assert hand is log.hands[-1] and hand.nagashi == (3,)  # South 4: the game's last hand
    result = replay(game_record(log))
    (step,) = [s for s in result.steps if "nagashi" in s.line.text.split()]
    # paid as the log paid it (8000 from the others), the stick left to first at the end
    assert step.error is None and step.state.ended and step.state.points == log.final


def test_the_west_round_is_played_under_seed_until_someone_has_30000() -> None:
    log = read_log_file(DATA / "mjx-west-round.mjlog", "seed")
    assert (log.rules.overtime, log.rules.overtime_target) == (True, 30000)
    south4, west1 = log.hands[-2:]
    assert (south4.round, west1.round) == ("S4-0", "W1-1")
    assert max(points_after(south4)) < 30000 <= max(points_after(west1))  # 29 600, then 32 500
    result = replay(game_record(log))
    assert result.errors == () and result.final.round_wind == 2 and result.final.end_reason == "overtime"


def test_a_game_that_went_on_below_zero_plays_on_under_rules_that_end_there() -> None:
    """The other way round: a game whose player went below zero before its end (a table that
    plays on) read under rules with ``buttobi``: the record plays on too."""
    log = read_log_file(DATA / "mjx-pao-tsumo.mjlog", "seed")
    hands = list(log.hands)
    assert any(p < 0 for p in points_after(hands[-1]))
    went_on = [*hands, replace(hands[-1], start=points_after(hands[-1]), deltas=(0,) * log.seats, riichi=())]
    assert preset("seed").buttobi
    assert played_rules(preset("seed"), went_on).buttobi is False
    assert played_rules(preset("seed"), hands).buttobi is True  # it ended there: nothing said
    assert played_rules(preset("seed"), hands) == preset("seed")
    # a game that never went below zero says nothing of the option
    plain = read_log_file(DATA / "mjx-four-kans.mjlog", "ema").hands
    assert played_rules(preset("ema"), plain) == preset("ema").with_options(abortive_draws=True)


@pytest.mark.parametrize("rules", ["wrc", "mleague"])
def test_a_record_that_goes_otherwise_under_kiriage_says_which_hand_and_why(rules: str) -> None:
    """fastmaj's …997dbe26_tw=0 under wrc or mleague: their kiriage mangan pays East 1 more than
    the log's table did, a player goes below zero at East 4 where the log's had 900, and the
    record's South 1 lines are refused. Not a lost fact (no option is changed for it): the
    player reads which hand parts, and which line is refused and why."""
    log = read_log_file(DATA / TW0, rules)
    assert not log.rules.kiriage or preset(rules).kiriage  # the preset's payments stay
    check = final_check(log)
    assert check is not None and check.state == "differs"
    assert (check.parted, check.refused_round, len(check.refused)) == ("E1-0", "S1-0", 3)
    (east1,) = [w for w in check_log(log) if w.win.round == "E1-0"]
    assert east1.differing() == "points, winner's gain"
    reason = (
        "From hand E1-0 on, the record's points differ from the log's: these rules pay that hand "
        "otherwise than the log's table did. Under these rules the record's replay refuses 3 lines, "
        "from hand S1-0 on (the first is line 21): the record's game ended after hand E4-0 (a player "
        "went below zero)."
    )
    # the log's reader is told where the record's game ended, not how to edit the record
    assert check.reason() == reason and "buttobi=off" not in check.reason()
    out = io.StringIO()
    replay_command([str(DATA / TW0), "--rules", rules], out)
    assert reason in out.getvalue().splitlines()[-1]
    out = io.StringIO()
    replay_command([str(DATA / TW0), "--rules", rules, "--json"], out)
    final = json.loads(out.getvalue())["final"]
    assert (final["parted"], final["refused_from"]) == ("E1-0", "S1-0")
    assert [r["line"] for r in final["refused"]] == [21, 23, 24]  # after the record's # date line
    assert final["refused"][0]["message"].startswith("Line 21 (ron ")
    assert final["reason"] == check.reason()
    out = io.StringIO()
    replay_command([str(DATA / TW0), "--rules", rules, "--lang", "ru"], out)
    last = out.getvalue().splitlines()[-1]
    assert "Начиная с раздачи В1-0, очки в записи расходятся с очками лога" in last
    assert last.endswith(
        "Начиная с раздачи В1-0, очки в записи расходятся с очками лога: по этим правилам эта раздача "
        "оплачивается иначе, чем за столом лога. По этим правилам воспроизведение записи отклоняет 3\u00a0"
        "строки, начиная со строки 21 (раздача Ю1-0): игра записи закончилась после раздачи В4-0 "
        "(игрок ушёл в минус)."
    )
    # the log window says it under the final standings
    window = LogViewController("en")
    window.open(DATA / TW0)
    window.read_under(rules)
    assert window.view().final_state == "differs"
    assert reason in window.view().final_hint
    assert window.view().final_hint.startswith("Highlighted: ")


@pytest.mark.parametrize(("name", "rules"), list(KEPT))
def test_the_log_window_saves_a_record_the_tracker_replays_to_the_logs_end(
    name: str, rules: str, tmp_path: Path
) -> None:
    log = read_log_file(DATA / name, rules)
    window = LogViewController("en")
    window.open(DATA / name)
    window.read_under(rules)
    shown = window.view()
    assert shown.rules == rules and shown.final_state == "agree"
    target = tmp_path / "game.mjgame"
    said = window.save_record(target)
    # nothing refused, nothing else to say but a missing date
    assert said == saved_to(target, dated=bool(log.date))
    record = load_record(target)
    words = next(line for line in record.text.splitlines() if line.startswith("rules ")).split()
    assert words[:2] == ["rules", rules] and set(KEPT[name, rules]) <= set(words)
    tracker = TrackerController()
    tracker.open_file(target)
    view = tracker.view()
    assert view.errors == () and view.ended
    assert set(KEPT[name, rules]) <= set(tracker.proposed_rules()[1].split())
    by_name = {row.name: round(row.final * 1000) for row in view.final}
    names = next(line for line in record.text.splitlines() if line.startswith("players ")).split()[1:]
    assert [by_name[n] for n in names] == list(log.final_scores or ())


def _sweep() -> list[tuple[str, str, GameLog]]:
    out = []
    for path in sorted([*DATA.rglob("*.mjlog"), *DATA.rglob("*.json")]):
        for rules in ("seed", "ema", "wrc", "mleague", "tenhou", "mahjongsoul"):
            try:
                log = read_log_file(path, rules)
            except MahjongError:  # a three-player log under four-player rules
                continue
            if save_refusal(log) is None and log.final_scores is not None:
                out.append((str(path.relative_to(DATA)), rules, log))
    return out


def test_every_log_under_every_preset_keeps_its_games_facts() -> None:
    """The sweep: every log of tests/data/logs that can be saved, under each preset. A record
    that does not end with the log's final score parts from the log's points at a hand these
    rules pay otherwise (docs/game-record.md lists them); none refuses a line of its game but
    …997dbe26_tw=0 under wrc and mleague (their kiriage takes a player below zero first), and
    only mjx-double-ron's under atama hane stops short of the end (the hand that took a player
    below zero at the log's table pays one of its two rons)."""
    sweep = _sweep()
    assert len(sweep) > 100
    refused, otherwise = set(), set()
    for name, rules, log in sweep:
        check = final_check(log)
        assert check is not None
        if check.refused:
            refused.add((name, rules))
        if check.state != "agree":
            assert check.parted, (name, rules)  # a hand paid otherwise, not a fact lost
            otherwise.add((Path(name).name, rules))
            if check.state == "unended":  # atama hane pays one of its two rons: nobody below zero
                assert (name, rules) in {("mjx-double-ron.mjlog", r) for r in ("seed", "wrc", "mleague")}
    assert refused == {(TW0, "wrc"), (TW0, "mleague")}
    assert ("mjx-nagashi.mjlog", "ema") not in otherwise
    assert not any(name == TW3 for name, _ in otherwise)


def _ended_below_zero_at(name: str, start: tuple[int, ...], deltas: tuple[int, ...] | None = None) -> list:
    """The log's hands with its last one dealt ``start`` (and changed by ``deltas``): a game
    that ended there with the points that leaves."""
    hands = list(read_log_file(DATA / name, "ema").hands)
    last = hands[-1]
    return [*hands[:-1], replace(last, start=start, deltas=deltas or last.deltas)]


@pytest.mark.parametrize("rules", ["ema", "wrc", "mleague"])
def test_a_game_that_ended_below_zero_where_it_would_have_gone_on_turns_buttobi_on(rules: str) -> None:
    """South 4 or after is no end by itself: the game there ended below zero where, without
    buttobi, it would have gone on. The dealer keeping South 4 who is not first (mjx-agari-yame's
    South 4, the dealer's win, with a player left at −1 900), and a West hand that leaves a
    player below zero with nobody at the target (mjx-west-round's West 1): buttobi on, or the
    record plays on past the log's end."""
    south4 = _ended_below_zero_at("mjx-agari-yame.mjlog", (20000, 45000, 1000, 34000))
    last = south4[-1]
    assert (last.round, last.dealer, [w.winner for w in last.wins]) == ("S4-0", 3, [3])
    assert points_after(last) == (20000, 45000, -1900, 36900)  # the dealer second
    assert played_rules(preset(rules), south4).buttobi is True
    west = _ended_below_zero_at("mjx-west-round.mjlog", (29000, 29000, 29000, 13000), (0, 0, 0, -14000))
    assert west[-1].round == "W1-1" and points_after(west[-1]) == (29000, 29000, 29000, -1000)
    assert played_rules(preset(rules), west).buttobi is True
    assert played_rules(preset(rules), west).overtime is True


@pytest.mark.parametrize("rules", ["ema", "wrc", "mleague"])
def test_a_game_that_ended_below_zero_where_it_ends_anyway_says_nothing_of_buttobi(rules: str) -> None:
    """The same hands where the game ends after them all the same: the dealer keeping South 4
    in first place under agari-yame, a West hand that leaves someone at the target, South 4
    won by another player (the deal leaves the last hand): the rules' own buttobi stands."""
    first = _ended_below_zero_at("mjx-agari-yame.mjlog", (20000, 30000, 1000, 49000))
    assert points_after(first[-1]) == (20000, 30000, -1900, 51900)  # the dealer first
    yame = preset(rules).with_options(agari_yame=True)
    assert played_rules(yame, first).buttobi is False
    assert played_rules(preset(rules), first).buttobi is True  # no agari-yame: it would go on
    west = _ended_below_zero_at("mjx-west-round.mjlog", (29000, 29000, 32000, 10000), (0, 0, 0, -14000))
    assert points_after(west[-1]) == (29000, 29000, 32000, -4000)
    assert played_rules(preset(rules), west).buttobi is False
    other = list(read_log_file(DATA / "mjx-west-round.mjlog", "ema").hands)[:-1]  # to South 4
    south4 = other[-1]
    assert south4.round == "S4-0" and all(w.winner != south4.dealer for w in south4.wins)
    other[-1] = replace(south4, start=(30000, 30000, 40000, 0), deltas=(0, 0, 1000, -1000))
    assert played_rules(preset(rules), other).buttobi is False


@pytest.mark.parametrize("rules", ["ema", "wrc"])
def test_a_logs_double_yakuman_is_one_where_yakuman_do_not_add_up(rules: str) -> None:
    """liuzj's log has a tsumo of two yakuman at E3-0. EMA and WRC count one yakuman at most:
    the record writes "yakuman 1" (a "yakuman 2" line was refused, and the record stopped
    short of the log's end), says the log's count in a comment, and parts from the log there."""
    log = read_log_file(DATA / LIUZJ, rules)
    text = game_record(log)
    assert "# yakuman 2 in the log, 1 at most under these rules (yakuman_stacking)" in text
    assert "tsumo jptwa2 yakuman 1" in text and "yakuman 2\n" not in text
    result = replay(text)
    assert result.errors == () and result.final.ended
    check = final_check(log)
    assert check is not None and check.state == "differs" and check.parted

"""The bounds on rule options that an earlier mjgui did not keep refuse only what is typed now
(``score --rule-option``, the New game dialog's options), never what was recorded or read from
a log: a log dealt more than its preset's start (an extra round's target below it), a record an
earlier New game dialog wrote with two editions, the rising uma the log reader finds for a log's
final scores, a record's return below its start. Each reads as it did before those bounds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjgui.controller.game.tracker import TrackerController, check_new_game
from mjgui.core.errors import RulesError
from mjgui.core.game.game import replay
from mjgui.core.game.lines import rules_line_of
from mjgui.core.game.record import RulesAction, parse_line
from mjgui.core.logs import read_log, read_log_file
from mjgui.core.logs.model import LogHand, dealt_rules
from mjgui.core.logs.record import game_record, save_game_record
from mjgui.core.scoring.rule_words import with_rule_words
from mjgui.core.scoring.rules import PRESETS, Rules, check_typed_bounds, current_edition, preset_at
from mjgui.core.teach.compare import EVERY_OPTION, rules_name
from tests.util import T, win

DATA = Path(__file__).parent / "data"
JADE = DATA / "logs" / "majsoul-tensoul-py-ng-jade-south.json"
NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
HAND = "234m567p345678s55s"


def jade(more: int = 0, final: dict[int, float] | None = None) -> str:
    """The shipped Mahjong Soul jade-room log with every player dealt ``more`` points more (a
    friendly room's own start: the same game, each score ``more`` higher), and the final scores
    ``final`` (by seat) written over the log's own."""
    log = json.loads(JADE.read_text(encoding="utf-8"))
    for hand in log["log"]:
        hand[1] = [p + more for p in hand[1]]
    sc = log["sc"]
    for seat in range(4):
        sc[2 * seat] += more
        if final is not None and seat in final:
            sc[2 * seat + 1] = final[seat]
    return json.dumps(log)


def read_rules(line: str) -> Rules:
    """The rules a record's rules line ``line`` reads as (refused: the test fails)."""
    parsed = parse_line(line, 1)
    assert parsed.error is None and isinstance(parsed.action, RulesAction)
    return parsed.action.rules


def record_scores(text: str) -> list[float]:
    result = replay(text)
    assert result.errors == ()
    assert result.final.final_scores is not None
    return [f.final for f in result.final.final_scores]


# -- a log dealt more than its preset's start: the extra round's target below it -------------------


def test_a_mahjong_soul_log_dealt_35000_reads_and_its_record_too(tmp_path: Path) -> None:
    """A friendly room dealt 35 000 under Mahjong Soul's 30 000 target: the log read, its
    final scores agreed, and the record saved from it (start and return 35 000, the preset's
    target of 30 000) reads back to them."""
    log = read_log(jade(10000))
    assert (log.rules.start_points, log.rules.return_points, log.rules.overtime_points) == (
        35000,
        35000,
        30000,
    )
    target = tmp_path / "room.mjgame"
    saved = save_game_record(log, target)
    assert saved.refused == ()
    text = target.read_text(encoding="utf-8")
    assert "rules mahjongsoul edition=1 start_points=35000 return_points=35000\n" in text
    assert record_scores(text) == [-20.4, -8.7, 26.9, 2.2]  # the log's own final scores


@pytest.mark.parametrize(
    ("name", "start"),
    [
        ("mahjongsoul", 35000),
        ("mahjongsoul", 50000),
        ("mahjongsoul-sanma", 45000),
        ("tenhou", 35000),
        ("tenhou-sanma", 45000),
    ],
)
def test_a_log_dealt_above_its_presets_target_with_a_west_round_has_its_rules(name: str, start: int) -> None:
    """The rules a log dealt ``start`` is read under, with a hand of the West round: start and
    return at the dealt points, the extra round on, its target the preset's (below the start)."""
    players = PRESETS[name].players

    def hand(wind: int) -> LogHand:
        return LogHand(
            index=0, round="E1", round_wind=wind, kyoku=0, dealer=0, honba=0, sticks=0,
            start=(start,) * players, end="draw",
        )  # fmt: skip

    rules = dealt_rules(PRESETS[name], [hand(0), hand(2)])
    assert (rules.start_points, rules.return_points, rules.overtime) == (start, start, True)
    assert 0 < rules.overtime_target < start
    # read back from the record's rules line it is written on, as the same rules
    assert read_rules(rules_line_of(rules)) == rules


def test_a_record_of_a_west_round_above_the_target_reads() -> None:
    """The record an earlier mjgui saved from a West-round log dealt 35 000 (its line as the
    review found it): read, and the extra round's target said as it is."""
    line = "rules seed edition=1 start_points=35000 return_points=35000 overtime=on overtime_points=30000"
    rules = read_rules(line)
    assert rules.overtime_target == 30000
    assert rules_name(rules, "en", options=EVERY_OPTION) == (
        f"Club rules, start 35{T}000; return 35{T}000; an extra round, "
        f"ending when the deal moves on with a player at 30{T}000 or more"
    )


def test_the_rooms_rules_can_be_typed() -> None:
    """The room's own rules, typed: start and return 35 000 under Mahjong Soul's 30 000 target."""
    options = "start_points=35000 return_points=35000"
    assert check_new_game(NAMES, "mahjongsoul", options, "en") == ""
    assert check_new_game(NAMES, "mahjongsoul", f"{options} overtime=off", "en") == ""
    room = with_rule_words(PRESETS["mahjongsoul"], options.split())
    assert (room.start_points, room.return_points, room.overtime_target) == (35000, 35000, 30000)
    paid = win(
        f"{HAND} --rules mahjongsoul --rule-option start_points=35000 --rule-option return_points=35000"
    )
    assert paid.payment is not None and paid.payment.total == 2900
    assert check_new_game(NAMES, "seed", "overtime=on overtime_points=100", "en") == ""


# -- a rules line an earlier New game dialog wrote: two editions ------------------------------------


def test_a_record_naming_two_editions_reads_under_the_last() -> None:
    """The earlier New game dialog wrote ``rules tenhou edition=2 edition=1`` for the option
    edition=1, and played edition 1: the record reads under it, as it did."""
    old = (DATA / "old-presets" / "pao-tenhou.mjgame").read_text(encoding="utf-8").splitlines()
    assert old[0].startswith("rules tenhou")
    twice = "\n".join(["rules tenhou edition=2 edition=1", *old[1:]])
    once = "\n".join(["rules tenhou edition=1", *old[1:]])
    assert read_rules("rules tenhou edition=2 edition=1") == preset_at("tenhou", 1)
    a, b = replay(twice), replay(once)
    assert a.final.final_scores == b.final.final_scores and a.final.final_scores is not None
    assert [e.body() for e in a.errors] == [e.body() for e in b.errors]
    # typed now (a line inserted in the tracker), two editions stay refused
    typed = parse_line("rules tenhou edition=2 edition=1", 1, typed=True).error
    assert typed is not None and "names two editions, 2 and 1" in typed.message()
    # and the New game dialog refuses the edition word itself
    assert check_new_game(NAMES, "tenhou", "edition=1", "en").startswith('"edition" is not a rule option')


# -- the uma a log's final scores need, rising --------------------------------------------------


def test_a_log_whose_final_scores_need_a_rising_uma_saves_a_record_that_reads(tmp_path: Path) -> None:
    """Final scores B +1.3, D −7.8 (uma 15,−5,5,−15): the log reader finds that uma and writes
    it on the record's rules line, which reads back to the log's final scores."""
    text = jade(0, {1: 1.3, 3: -7.8})
    log = read_log(text)
    record = game_record(log)
    assert "rules mahjongsoul edition=1 uma=15,-5,5,-15\n" in record
    saved = save_game_record(log, tmp_path / "rising.mjgame")
    assert saved.refused == ()
    assert record_scores(record) == [-20.4, 1.3, 26.9, -7.8]
    # typed now, that uma is refused
    with pytest.raises(RulesError, match="gives a lower place more"):
        win(f"{HAND} --rules mahjongsoul --rule-option uma=15,-5,5,-15")
    assert check_new_game(NAMES, "mahjongsoul", "uma=15,-5,5,-15", "en").startswith("Uma runs")


# -- a return below the start, a rounding and a paarenchan an earlier mjgui took ----------------------


GAME = ["players A B C D", "ron B from A 4 30", "ron C from D 1 30", "ron D from A 2 30", "ron A from B 1 30"]


@pytest.mark.parametrize(
    ("options", "scores"),
    [
        ("start_points=35000", [-19, 7, 11, 1]),  # return 30 000 below the start, as it scored
        ("score_rounding=50", [-23.7, 21.7, 6, -4]),
        ("paarenchan_threshold=0", [-24, 22, 6, -4]),
        ("uma=-15,-5,5,15", [6, -8, -4, 6]),
    ],
)
def test_a_recorded_value_past_the_new_bounds_reads_as_before(options: str, scores: list[float]) -> None:
    """Each value typed in the New game dialog before its bound came: the record scores as it
    did (the scores an earlier mjgui gave), the same words typed now are refused."""
    assert record_scores("\n".join([f"rules seed east_only=on {options}", *GAME])) == scores
    assert check_new_game(NAMES, "seed", options, "en") != ""
    with pytest.raises(RulesError):
        with_rule_words(PRESETS["seed"], options.split())


def test_mahjong_souls_start_typed_before_its_return_was_checked_reads() -> None:
    """``rules mahjongsoul start_points=30000`` (return 25 000), typed before this mjgui checked
    the return: the record reads; typed now it is refused."""
    assert read_rules("rules mahjongsoul start_points=30000").return_points == 25000
    said = check_new_game(NAMES, "mahjongsoul", "start_points=30000", "en")
    assert said == (
        f"The return points (25{T}000) must be at least the start points (30{T}000): below the "
        "start, first place would pay the oka instead of taking it."
    )


def test_every_preset_at_every_edition_keeps_the_typed_bounds() -> None:
    for name in PRESETS:
        for edition in range(1, current_edition(name) + 1):
            check_typed_bounds(preset_at(name, edition))


def test_the_review_files_read(tmp_path: Path) -> None:
    """The jade log dealt 35 000, read from a file as ``replay`` reads it."""
    path = tmp_path / "majsoul-35000.json"
    path.write_text(jade(10000), encoding="utf-8")
    assert read_log_file(path).rules.start_points == 35000


# -- the rules line edited in the tracker: typed now, save for what its line already had ----------------


OPTIONS = ["start_points=35000", "score_rounding=50", "paarenchan_threshold=0", "uma=-15,-5,5,15"]


def tracker(first: str) -> TrackerController:
    return TrackerController("\n".join([first, *GAME]))


@pytest.mark.parametrize("options", [*OPTIONS, "edition=2 edition=1"])
def test_a_rules_line_edited_to_a_value_typed_now_is_refused_as_one_inserted_is(options: str) -> None:
    """*Edit line as text* of the rules line: each value the New game dialog refuses, typed into
    the record's own rules line, is refused there too (the same sentence as a line inserted), and
    the record stays as it was."""
    line = f"rules seed east_only=on {options}"
    c = tracker("rules seed east_only=on")
    replaced = c.preview_replace(1, line)
    assert not replaced.ok
    inserted = TrackerController("\n".join(GAME)).preview_insert(1, line)
    assert not inserted.ok and replaced.error == inserted.error != ""
    assert not c.replace_line(1, line)
    assert c.record.text.splitlines()[0] == "rules seed east_only=on"
    assert record_scores(c.record.text) == [-24, 22, 6, -4]  # as it scored: first place takes the oka


@pytest.mark.parametrize("options", OPTIONS)
def test_a_recorded_rules_line_edited_keeping_its_own_value_still_reads(options: str) -> None:
    """The record's rules line that already had a value past the bounds (an earlier mjgui's):
    edited with that value kept, it is taken and scores as before; a value it did not have,
    typed into it, is refused."""
    c = tracker(f"rules seed {options}")
    assert c.replace_line(1, f"rules seed east_only=on {options}")
    assert c.record.text.splitlines()[0] == f"rules seed east_only=on {options}"
    before = record_scores("\n".join([f"rules seed east_only=on {options}", *GAME]))
    assert record_scores(c.record.text) == before
    other = "uma=-20,-10,10,20" if options.startswith("uma") else "uma=-15,-5,5,15"
    said = c.preview_replace(1, f"rules seed east_only=on {options} {other}")
    assert not said.ok and "uma runs from first place" in said.error


def test_an_old_start_edited_to_another_start_past_the_return_is_refused() -> None:
    """``rules mahjongsoul start_points=30000`` (return 25 000) kept in an edit reads; edited to
    31 000, a start typed now, it is refused with the return's sentence."""
    c = tracker("rules mahjongsoul start_points=30000")
    assert c.preview_replace(1, "rules mahjongsoul start_points=30000 east_only=on").ok
    said = c.preview_replace(1, "rules mahjongsoul start_points=31000")
    assert not said.ok
    assert f"the return points (25{T}000) must be at least the start points (31{T}000)" in said.error
    assert not c.replace_line(1, "rules mahjongsoul start_points=31000")


def test_two_editions_kept_in_an_edit_read_and_a_new_bound_beside_them_is_refused() -> None:
    """``rules tenhou edition=2 edition=1`` (an earlier New game dialog's) edited to add an option:
    taken; edited to add a start past the return too, refused for that start, not the editions;
    a third edition is refused as named twice."""
    c = tracker("rules tenhou edition=2 edition=1")
    assert c.preview_replace(1, "rules tenhou edition=2 edition=1 east_only=on").ok
    said = c.preview_replace(1, "rules tenhou edition=2 edition=1 start_points=35000")
    assert not said.ok and "must be at least the start points" in said.error
    said = c.preview_replace(1, "rules tenhou edition=2 edition=1 edition=2")
    assert not said.ok and "names two editions, 1 and 2" in said.error

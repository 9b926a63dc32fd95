"""An mjai log's East game, read as the tenhou.net/6 reader reads one whose name says neither.

Mortal's and mjai-reviewer's logs leave ``kyoku_first`` out, and their ``end_game`` carries no
scores: a game that ends after East's last hand with nobody below zero is an East game (README,
``logs.final.ended_in_east``), as a tenhou.net/6 log is read. Before, such a game was read as a
hanchan: its record stopped at South 1, unfinished, and no league counted it.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.game.game import replay
from mjgui.core.logs import read_log, read_log_file
from mjgui.core.logs.record import final_check, game_record, seat_names
from mjgui.leaguecli import league_command
from mjgui.replaycli import final_dict, final_line
from tests.test_logs_mjai import as_mjai
from tests.util import UNDATED

DATA = Path(__file__).parent / "data" / "logs"
BYE = DATA / "dnovikoff-bye.mjlog"  # Tenhou's East lobby: ends after East 4
CHANKAN = DATA / "sanma" / "mjai-reviewer3p-chankan.json"  # Mahjong Soul's three-player East game
N = "\u202f"  # the thousands separator of English numbers


def _events(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def _text(events: list[dict[str, object]]) -> str:
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events) + "\n"


def test_a_mortal_log_of_an_east_game_is_read_as_one_and_its_record_ends() -> None:
    text = as_mjai(BYE)
    first, last = _events(text)[0], _events(text)[-1]
    assert "kyoku_first" not in first and last == {"type": "end_game"}  # Mortal's way: nothing said
    log = read_log(text)
    assert log.rules.east_only
    result = replay(game_record(log))
    assert result.errors == () and result.final.ended
    assert result.final.points == read_log_file(BYE).final == (7500, 45300, 35500, 11700)
    assert result.final.round_label.startswith("E4")


def test_a_three_player_east_game_with_end_game_scores_is_one_and_ends_with_the_logs_scores() -> None:
    text = as_mjai(CHANKAN)
    log = read_log(text, "mahjongsoul-sanma")
    assert log.rules.east_only and log.final == (20200, 25800, 59000)
    result = replay(game_record(log))
    assert result.final.ended
    assert result.final_scores is not None
    scores = tuple(f.score for f in result.final_scores)
    assert scores == read_log_file(CHANKAN).final_scores == (-29800, -9200, 39000)


def test_an_mjai_east_game_in_a_club_folder_is_counted(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    (club / "bye.mjgame").write_text(game_record(read_log(as_mjai(BYE))), encoding="utf-8")
    out = io.StringIO()
    status = league_command([str(club), "--json"], out)
    answer = json.loads(out.getvalue())
    assert (status, answer["ok"], answer["games"], answer["skipped"]) == (0, True, 1, [])


def test_what_says_no_east_game_keeps_a_hanchan() -> None:
    events = _events(as_mjai(BYE))
    # the game's length said: kyoku_first 0 is a hanchan, whatever its end
    said = [{**events[0], "kyoku_first": 0}, *events[1:]]
    assert read_log(_text(said)).rules.east_only is False
    # a cut that stops before East 4 (end_game kept): no game ended there
    starts = [i for i, e in enumerate(events) if e["type"] == "start_kyoku"]
    cut = [*events[: starts[2]], {"type": "end_game"}]
    assert read_log(_text(cut)).rules.east_only is False
    # no end_game: the log does not say the game ended
    assert read_log(_text(events[:-1])).rules.east_only is False
    # somebody below zero at the end: a hanchan ends so in East too
    below = [*events[:-1], {"type": "end_game", "scores": [-100, 52900, 35500, 11700]}]
    assert read_log(_text(below)).rules.east_only is False


@pytest.mark.parametrize("cut", [1, 2])
def test_the_tenhou6_reader_asks_the_same_rule(cut: int) -> None:
    # the Mahjong Soul three-player East game cut before its last hand, its sc kept: no East
    # game ended after East 3 there (before, every hand in East was enough)
    data = json.loads(CHANKAN.read_text(encoding="utf-8"))
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.east_only
    data["log"] = data["log"][:cut]
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.east_only is False


def _hanchan_said(text: str) -> str:
    """The log with ``kyoku_first`` 0: a hanchan, whatever its end."""
    events = _events(text)
    return _text([{**events[0], "kyoku_first": 0}, *events[1:]])


def test_an_mjai_record_that_does_not_reach_the_logs_end_is_said(tmp_path: Path) -> None:
    # the three-player East game said a hanchan: its record goes on after East 3, where the
    # log's end_game gives the final points (before, no final check for an mjai log: nothing said)
    path = tmp_path / "chankan.mjson"
    path.write_text(_hanchan_said(as_mjai(CHANKAN)), encoding="utf-8")
    log = read_log_file(path, "mahjongsoul-sanma")
    check = final_check(log)
    assert check is not None and check.counted
    assert (check.state, check.points, check.record) == ("unended", (20200, 25800, 59000), None)
    assert final_line(seat_names(log), check) == (
        f"Final points in the log: A 20{N}200, B 25{N}800, C 59{N}000 (it states no final score). The "
        "game record saved from this log does not reach the end of the game. The log's game ended "
        "after hand E3-0; under these rules the record's game goes on after it."
    )
    assert final_dict(check)["counted"] is True
    # the log window: the sentence under the standings, the rules to choose, the saved note
    view = LogViewController("en")
    view.open(path)
    shown = view.view()
    assert (shown.final_state, shown.rules_offered) == ("unended", True)
    assert shown.final_hint.startswith(
        "The game record saved from this log does not reach the end of the game: a league would not count it."
    )
    target = tmp_path / "chankan.mjgame"
    said = view.save_record(target)
    assert said.endswith(UNDATED["en"])  # an mjai log names no day
    assert "The game record saved from this log does not reach the end of the game. " in said


def test_an_mjai_record_that_ends_on_the_logs_final_points_agrees() -> None:
    log = read_log(as_mjai(CHANKAN), "mahjongsoul-sanma")
    check = final_check(log)
    assert check is not None and check.counted and check.state == "agree"
    # the points counted under the rules read: the Mahjong Soul room's own final scores
    assert check.log == check.record == read_log_file(CHANKAN).final_scores
    assert final_line(seat_names(log), check) == (
        f"Final points in the log: A 20{N}200, B 25{N}800, C 59{N}000 (it states no final score; these "
        "rules count A −29.8, B −9.2, C +39). The game record saved from this log ends with the same."
    )
    assert final_line(seat_names(log), check, "ru").startswith(f"Очки в конце игры по логу: A 20{N}200")
    # a log that states its final scores is no count
    own = final_check(read_log_file(CHANKAN))
    assert own is not None and not own.counted and final_dict(own)["counted"] is False


def test_the_log_window_says_an_mjai_logs_final_score_is_counted_from_its_points(tmp_path: Path) -> None:
    """The log window said the record "ends with the log's final score" of an mjai log, which
    states none (its end_game gives the final points; these rules count the scores from them),
    as ``mjgui replay`` says it; a log that states its final scores keeps its sentence."""
    from dataclasses import replace

    path = tmp_path / "chankan.mjson"
    path.write_text(as_mjai(CHANKAN), encoding="utf-8")
    view = LogViewController("en")
    view.open(path)
    view.read_under("mahjongsoul-sanma")
    assert view.final is not None and view.final.counted and view.final.state == "agree"
    assert view.view().final_hint == (
        "The game record saved from this log ends with the final score these rules count from the "
        "log's final points (the log states no final score)."
    )
    view.set_lang("ru")
    assert view.view().final_hint == (
        "Запись игры, сохранённая из этого лога, заканчивается итогом, который эти правила считают "
        "по очкам в конце игры из лога (итога игры лог не пишет)."
    )
    # a record ending with another score: the note on the saved record and the hint say so alike
    view.set_lang("en")
    view.final = replace(view.final, record=(-30800, -8200, 39000))
    assert view.view().final_hint == (
        "Highlighted: the game record saved from this log ends with another final score than the one "
        "these rules count from the log's final points. A league counts the game record's."
    )
    assert view._saved_final("en") == (
        "The game record saved from this log ends with another final score than the one these rules "
        "count from the log's final points (the log states no final score): counted A −29.8, B −9.2, "
        "C +39; game record A −30.8, B −8.2, C +39."
    )
    rows = view.view().final
    assert rows[0].said == "1st: C, 59\u202f000 points, final score +39"
    assert rows[1].said == (
        "2nd: B, 25\u202f800 points, final score −9.2 counted from the log's final points and −8.2 in the "
        "game record"
    )
    # a log that states its final score: the log's
    own = LogViewController("en")
    own.open(CHANKAN)
    assert own.final is not None and not own.final.counted
    assert own.view().final_hint == "The game record saved from this log ends with the log's final score."

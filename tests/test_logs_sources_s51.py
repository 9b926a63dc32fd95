"""Real logs from sources first read in session 51 (tests/data/logs/README.md says where each
comes from).

- ``mjai/mjaigym-3381031-sample.mjson`` (rick0000/mjaigym): an mjai hanchan whose wins write only
  ``deltas``, never the ura dora indicators. Its E1-0 is a riichi tsumo whose payment is one han
  more than riichi + tsumo: the ura dora the log leaves out. The ura dora are unknown, not none,
  so the win agrees with one han of them, says so, and the game is saved as a record that ends
  on the log's points (the bust at S3 that ended it).
- ``injustice-example_game.json`` (Longhorn-Riichi/InjusticeJudge): Tenhou's own tenhou.net/6
  JSON with ``//`` comments (the address on line 1, notes after values): read as the same game
  as ``injustice-example_tenhou_game.json``, the copy stripped of them.
"""

from __future__ import annotations

import io
import json
import random
import shlex
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.game.game import replay
from mjgui.core.game.storage import load_record
from mjgui.core.logs import LogError, check_log, detect_format, looks_like_log, read_log, read_log_file
from mjgui.core.logs.record import final_check, game_record
from mjgui.core.teach.own_hands import LeftOut, read_file_hands
from mjgui.replaycli import replay_command
from tests.util import saved_to

DATA = Path(__file__).parent / "data" / "logs"
MJAIGYM = DATA / "mjai" / "mjaigym-3381031-sample.mjson"
COMMENTED = DATA / "injustice-example_game.json"
UNCOMMENTED = DATA / "injustice-example_tenhou_game.json"
URA_NOTE = "the log does not show the ura dora indicators"


def _events(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _log_results(path: Path) -> list[tuple[str, int, tuple[int, ...]]]:
    """Each win of an mjai log as the log writes it: its winner, its target and its deltas."""
    return [
        (str(e["type"]), int(e["actor"]), tuple(e["deltas"]))  # type: ignore[arg-type, call-overload]
        for e in _events(path)
        if e["type"] == "hora"
    ]


def _log_points(path: Path) -> tuple[int, ...]:
    """Where the log's own changes leave each player: its first hand's scores, every win's and
    draw's deltas, less 1000 for each riichi accepted (the stick is in no delta)."""
    events = _events(path)
    start = next(e for e in events if e["type"] == "start_kyoku")
    points = list(start["scores"])  # type: ignore[call-overload]
    for e in events:
        if e["type"] in ("hora", "ryukyoku"):
            points = [p + d for p, d in zip(points, e["deltas"], strict=True)]  # type: ignore[call-overload]
        elif e["type"] == "reach_accepted":
            points[e["actor"]] -= 1000  # type: ignore[call-overload]
    return tuple(points)


# -- 1. an mjai win whose log leaves its ura dora out -------------------------------------------


def test_a_riichi_win_whose_log_leaves_the_ura_dora_out_agrees_with_the_han_its_payment_implies() -> None:
    log = read_log_file(MJAIGYM)
    assert log.format == "mjai" and log.rules.name == "tenhou"
    assert [(h.round, h.end) for h in log.hands] == [
        ("E1-0", "win"), ("E2-0", "win"), ("E3-0", "win"), ("E4-0", "win"),
        ("S1-0", "win"), ("S2-0", "win"), ("S2-1", "win"), ("S3-0", "win"),
    ]  # fmt: skip
    assert [("hora", w.winner, w.deltas) for w in log.wins] == _log_results(MJAIGYM)
    checks = check_log(log)
    # was "E1-0: C tsumo — log 5000; ours 2 han 30 fu, 3000: DIFFERS in winner's gain"
    assert all(c.agree for c in checks), [(c.win.round, c.differences) for c in checks]
    first = checks[0]
    assert first.win.spec.riichi and first.win.spec.tsumo and first.win.spec.ura == ()
    assert first.win.unshown_ura == 1  # one dora indicator, so one ura indicator, its tile unknown
    assert first.ura_han == 1 and first.ours is not None
    assert (first.ours.han, first.ours.fu.fu, first.ours.payment.total) == (3, 30, 5000)  # type: ignore[union-attr]
    assert ("ura_dora", 1) in [(y.id, y.han) for y in first.ours.yaku]
    assert first.yaku_note("en").endswith(
        "the log does not show the ura dora indicators: its changes are what the hand pays with 1 han of "
        "ura dora"
    )
    assert URA_NOTE not in first.yaku_note("ru") and "ура" in first.yaku_note("ru")
    # the other riichi wins pay what riichi without ura pays: nothing more is said of them
    others = [c for c in checks[1:] if c.win.spec.riichi]
    assert others and all(c.ura_han == 0 and URA_NOTE not in c.yaku_note("en") for c in others)


def test_a_game_whose_log_leaves_the_ura_dora_out_is_saved_and_ends_on_the_logs_points(
    tmp_path: Path,
) -> None:
    log = read_log_file(MJAIGYM)
    text = game_record(log)  # was RecordWriteError unvalued_differs (3000 where the log gives 5000)
    assert "\n# E1-0\n" in text
    target = tmp_path / "game.mjgame"
    view = LogViewController("en")
    view.open(MJAIGYM)
    assert view.save_record(target) == saved_to(target, dated=bool(log.date))
    result = replay(load_record(target, strict=True))
    assert result.errors == ()
    assert _log_points(MJAIGYM) == (-400, 28800, 34500, 37100)
    assert result.final is not None and result.final.points == _log_points(MJAIGYM)  # A busts: the end
    check = final_check(log)  # the log states no final points: the standings its record reaches
    assert check is not None and check.unstated and not check.unsaved
    assert check.points == _log_points(MJAIGYM) and check.record == check.log == (
        -50000,
        -11000,
        15000,
        46000,
    )


def test_replay_of_such_a_log_agrees_and_shows_the_final_standings() -> None:
    out = io.StringIO()
    assert replay_command([str(MJAIGYM), "--json"], out=out) == 0  # was 1, "final": null
    data = json.loads(out.getvalue())
    assert all(w["agree"] for w in data["wins"])
    assert any("1 han of ura dora" in note for note in data["wins"][0]["notes"])
    assert data["final"] is not None
    out = io.StringIO()
    assert replay_command([str(MJAIGYM)], out=out) == 0
    said = out.getvalue().replace("\u202f", " ")
    assert "8 of 8 wins agree" in said and "ends with A −400, B 28 800, C 34 500, D 37 100" in said


def test_replay_json_says_the_ura_han_the_logs_payment_implies_beside_the_logs_hand() -> None:
    """``ours`` counted 3 han (its ura dora made up) while ``args``, the log's hand, score 2 han,
    3000, and nothing said why. ``ura_han_implied`` says the han of ura dora ``ours`` counts
    besides ``args``, which stay the log's hand; 0 for every other win. The same in Russian."""
    from mjgui.cli import score_command

    for lang in ("en", "ru"):
        out = io.StringIO()
        assert replay_command([str(MJAIGYM), "--json", "--lang", lang], out=out) == 0
        wins = json.loads(out.getvalue())["wins"]
        first = wins[0]
        assert first["ura_han_implied"] == 1 and first["agree"]
        assert "--ura" not in first["args"]  # no indicator made up
        _, printed = score_command(shlex.split(first["args"]))
        assert (printed["han"], printed["payment"]["total"]) == (2, 3000)
        assert (first["ours"]["han"], first["ours"]["payment"]["total"]) == (3, 5000)
        assert [y["id"] for y in first["ours"]["yaku"]][-1] == "ura_dora"
        assert {y["id"]: y["han"] for y in printed["yaku"]} | {"ura_dora": 1} == {
            y["id"]: y["han"] for y in first["ours"]["yaku"]
        }
        assert [w["ura_han_implied"] for w in wins[1:]] == [0] * 7
        # every other win: ``ours`` is exactly what ``score`` prints for ``args``
        for win in wins[1:]:
            assert score_command(shlex.split(win["args"]))[1] == win["ours"]


def test_the_quiz_reading_such_a_log_leaves_that_win_out_because_its_ura_dora_are_not_in_it() -> None:
    """It was left out as "the game paid it otherwise than the quiz reckons its payment"."""
    found = read_file_hands(MJAIGYM)
    assert found.left_out == (LeftOut(1, "ura_unshown", "E1-0", ura_han=1),)
    assert len(found.hands) == 7
    assert found.left_out[0].message("en") == (
        "the log does not show its ura dora indicators, though its payment counts ura dora"
    )
    assert (
        found.left_out[0].message("ru")
        == "лог не показывает его индикаторы ура-доры, хотя в его оплате есть ура-дора"
    )


def _first_hora_changed(change: dict[str, object]) -> str:
    lines = MJAIGYM.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if '"type":"hora"' in line)
    lines[at] = json.dumps({**json.loads(lines[at]), **change})
    return "\n".join(lines) + "\n"


def test_a_payment_no_ura_dora_explains_still_differs_and_says_the_ura_dora_are_not_in_the_log() -> None:
    log = read_log(_first_hora_changed({"deltas": [-2100, -1000, 5100, -1000]}))
    check = check_log(log)[0]
    assert not check.agree and check.ura_han == 0
    assert [d.field for d in check.differences] == ["gain"]
    assert check.differences[0].ours == 3000  # mjgui counts none
    assert check.yaku_note("en").endswith(
        "the log does not show the ura dora indicators: mjgui counts none, and no number of ura dora "
        "makes the hand pay what the log says"
    )


def test_a_log_that_shows_no_ura_indicator_is_read_as_having_none() -> None:
    # ``ura_markers: []`` says there were none: the win differs as the log's table paid it
    log = read_log(_first_hora_changed({"ura_markers": []}))
    check = check_log(log)[0]
    assert check.win.unshown_ura == 0 and check.ura_han == 0
    assert not check.agree and URA_NOTE not in check.yaku_note("en")
    # and the ura indicator it shows is counted
    log = read_log(_first_hora_changed({"ura_markers": ["7p"]}))  # 8p: one in the hand
    check = check_log(log)[0]
    assert check.agree and check.ours is not None and check.ours.han == 3 and check.ura_han == 0


# -- 2. Tenhou's JSON with // comments ----------------------------------------------------------


def test_tenhou_json_with_comments_reads_as_the_same_game_without_them() -> None:
    text = COMMENTED.read_text(encoding="utf-8")
    assert text.startswith("// https://tenhou.net/5/mjlog2json.cgi?2023080418gm-0089-0000-488dbbeb\n")
    assert "], // scoreboard" in text  # notes after values too
    assert looks_like_log(text.encode()) and detect_format(text) == "tenhou6"
    log = read_log_file(COMMENTED)  # was "This is not a game log … (line 1, column 1)"
    plain = read_log_file(UNCOMMENTED)
    assert log.format == "tenhou6" and log.players == plain.players
    assert [(h.round, h.end) for h in log.hands] == [(h.round, h.end) for h in plain.hands]
    assert [(w.round, w.winner, w.discarder, w.deltas) for w in log.wins] == [
        (w.round, w.winner, w.discarder, w.deltas) for w in plain.wins
    ]
    assert len(log.wins) == 11 and all(c.agree for c in check_log(log))
    data = json.loads(UNCOMMENTED.read_text(encoding="utf-8"))
    sc = data["sc"]
    # each hand's changes as the log writes them, and its final score (sc: points, score)
    for hand, raw in zip(log.hands, data["log"], strict=True):
        if hand.end == "win":
            assert [w.deltas for w in hand.wins] == [tuple(raw[-1][i]) for i in range(1, len(raw[-1]), 2)]
    assert log.final == tuple(sc[0::2])
    check = final_check(log)  # the record saved ends on sc's points and scores
    assert check is not None and not check.unsaved and check.points == tuple(sc[0::2])
    assert check.record == check.log == tuple(round(score * 1000) for score in sc[1::2])
    assert game_record(log) == game_record(plain)


def test_a_comment_is_blanked_only_outside_strings_and_errors_keep_their_place() -> None:
    text = COMMENTED.read_text(encoding="utf-8")
    # a "//" inside a string is the string's
    log = read_log(text.replace('"demeter"', '"de//meter"'))
    assert log.players[1] == "de//meter"
    # an error after the comments is said where it is in the file: line 9, after its note
    lines = text.split("\n")
    assert lines[8].startswith("            [25000, 25000, 25000, 25000], // scoreboard")
    lines[8] = lines[8].replace("[25000,", "[25000 x,")
    with pytest.raises(LogError) as caught:
        read_log("\n".join(lines))
    assert (caught.value.code, caught.value.line, caught.value.column) == ("log_json", 9, 20)


def test_comments_that_hold_no_log_are_said_where_the_comments_end() -> None:
    with pytest.raises(LogError) as caught:
        read_log("// https://tenhou.net/5/mjlog2json.cgi?2023080418gm-0089-0000-488dbbeb\n\n  notes\n")
    assert (caught.value.code, caught.value.line, caught.value.column) == ("log_unknown_format", 3, 3)


# -- make fuzz: both logs are among the samples it mutates ---------------------------------------


def test_make_fuzz_mutates_both_logs_and_every_mutant_reads_or_is_refused_with_a_place() -> None:
    from tests.logmutate import SAMPLES, check_log_text, mutate

    for path in (MJAIGYM, COMMENTED):
        text = path.read_text(encoding="utf-8")
        assert text in SAMPLES, path.name
        rng = random.Random(51)
        mutants = [mutate(rng, text) for _ in range(60)]
        assert all(check_log_text(m) is None for m in mutants)
        if path == COMMENTED:  # the values mutated behind the address's comment line
            assert sum(m.startswith("// https://tenhou.net/") and "\n{" in m for m in mutants) > 20

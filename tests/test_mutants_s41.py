"""The rules added in session 41, at their edges: what a mutation run of those functions
(``tools/mutate.py --only`` their lines: the needs' wareme, a tenhou6 line as the exact next
hand, a log's game without the extra round, a trade weighed on each winning tile, an earlier
export read whole) found untested. Each test asserts what a player reads or what the game, the
log reader or the league does, not the code's shape."""

from __future__ import annotations

import io
import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.controller.game.needs import needs_view
from mjgui.core.game.conditions import conditions
from mjgui.core.game.final_score import places
from mjgui.core.game.game import preview, replay
from mjgui.core.logs import GameLog, read_log_file
from mjgui.core.logs.final import log_rules, overtime_of
from mjgui.core.scoring.rules import preset

DATA = Path(__file__).parent / "data" / "logs"

# -- what each player needs, with the hand's wareme (core/game/conditions.py) --------------------

#: three players: A 36 000, B 43 000, C 26 000 at East 3; C broke the wall for the next hand
SANMA_WAREME = (
    "rules tenhou-sanma wareme=on\nplayers A B C\nron B from C mangan\nron A from C 1 30\nwareme C\n"
)


def test_three_players_a_ron_from_the_one_other_player_who_broke_the_wall_pays_double() -> None:
    """With three players the "others" of a need are the one player left, whoever it is, the
    player the wareme doubles included: A needs 3600 from C (paying 7200) to pass B, where
    without the wareme it is 7100. The needs were once reckoned from nobody there (a crash)."""
    result = replay(SANMA_WAREME)
    state = result.final
    assert result.errors == () and state.points == (36000, 43000, 26000) and state.wareme == (2, 5)
    found = {(c.player, c.passes): c for c in conditions(state)}
    a_b = found[(0, 1)].other_ron
    assert a_b is not None and (a_b.points, a_b.han, a_b.fu) == (3600, 1, 110)
    assert [line.text for line in needs_view(state, "en").lines] == [
        "A: 3600 from B · 3600 from C · 1200/2300 tsumo",
        "C: 2900 from A · 5300 from B · 1800 all",
        "C: 4400 from B · 8700 from A · 2900 all",
    ]
    # the game's own settlement: 1 han 110 fu from C passes B, 1 han 100 fu does not
    after = preview(result, "ron A from C 1 110").state.points
    assert after == (43200, 43000, 18800)
    assert places(after, state.rules)[:2] == (1, 2)
    after = preview(result, "ron A from C 1 100").state.points
    assert after == (42400, 43000, 19600)
    assert places(after, state.rules)[:2] == (2, 1)
    # without the wareme line, the same ron from C must be worth twice as much
    plain = replay(SANMA_WAREME.removesuffix("wareme C\n")).final
    assert "A: 3600 from B · 7100 from C · 1800/3600 tsumo" in [
        line.text for line in needs_view(plain, "en").lines
    ]


# -- a log's game without the extra round (core/logs/final.py overtime_of) -------------------------


def _league_log() -> GameLog:
    """majsoul-league-analyzer's game: ends after South 4 on 24 400, 24 900, 24 500, 26 200."""
    return read_log_file(DATA / "majsoul-league-analyzer-sample_paipu.json")


def test_a_log_whose_last_hand_cannot_be_read_says_nothing_of_the_extra_round() -> None:
    log = _league_log()
    rules = preset("mahjongsoul")
    last = log.hands[-1]
    assert overtime_of(rules, [last], log.final) is False
    unreadable = replace(last, end="unreadable")
    assert overtime_of(rules, [unreadable], log.final) is None
    assert log_rules(rules, [unreadable], log.final, None).overtime is True


def test_an_east_only_game_that_ended_after_east_4_played_no_extra_round() -> None:
    """East only: the last hand is East 4 (South 1 would be the extra round)."""
    log = _league_log()
    east = preset("mahjongsoul").with_options(east_only=True)
    last = replace(log.hands[-1], round_wind=0)
    assert (last.round_wind, last.kyoku) == (0, 3)
    assert overtime_of(east, [last], log.final) is False
    assert log_rules(east, [last], log.final, None).overtime is False
    # South 4 is no last hand of an east-only game: it went on, into the extra round
    assert overtime_of(east, [log.hands[-1]], log.final) is None


# -- a tenhou.net/6 file of one hand a line (core/logs/tenhou6.py _follows) ----------------------


def test_a_line_at_the_next_round_follows_only_at_no_honba_or_one_more() -> None:
    """After E2-1 (a draw) the next round's hand is E3-0 (after a win, as far as rounds tell) or
    E3-2 (after a draw), never E3-1, even where its points follow; across a hand whose round
    cannot be read (two hands on), E3-0, E3-1 or E3-3, never E3-2."""
    from tests.test_logs_real import JPML_LINES, _hand_changed, _read_or_refused

    lines = JPML_LINES.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["log"][0][0][:2] for line in lines[3:6]] == [[1, 1], [2, 2], [2, 3]]
    for honba, outcome in (
        (0, "read"),
        (1, ("log_json_lines", 5, [])),
        (2, "read"),
        (3, ("log_json_lines", 5, [])),
    ):
        got = _read_or_refused([*lines[:4], _hand_changed(lines[4], honba=honba)])
        assert (got[0] if outcome == "read" else got) == outcome, honba
    unread = _hand_changed(lines[4], kyoku="X")
    for honba, outcome in ((0, "read"), (1, "read"), (2, ("log_json_lines", 6, [])), (3, "read")):
        got = _read_or_refused([*lines[:4], unread, _hand_changed(lines[5], honba=honba)])
        assert (got[0] if outcome == "read" else got) == outcome, honba


# -- an earlier export named among the records (core/league/export.py) ---------------------------

EXPORT_HEAD = "rank,name,games,total,average,average_place,first,second,third,fourth,best,worst\n"
EXPORT_ROW = "1,Aiko,12,85.0,7.1,1.90,6,3,2,1,48,-20\n"  # a row as an export writes it


def _league(argv: list[str]) -> tuple[int, str]:
    from mjgui.leaguecli import league_command

    out = io.StringIO()
    return league_command(argv, out), out.getvalue()


def _club(tmp_path: Path) -> Path:
    from tests.leaguegen import random_season

    texts, _ = random_season(2, 4)
    record = tmp_path / "monday.mjgame"
    record.write_text(texts[0], encoding="utf-8")
    return record


def test_a_file_whose_quotes_a_spreadsheet_would_not_write_is_no_export_and_never_replaced(
    tmp_path: Path,
) -> None:
    """A cell with text after its closing quote (``"Aiko"x``) is read by a lenient CSV reader
    as ``Aikox``; no export writes it, so the file is someone's own table: never replaced."""
    from mjgui.core.league.export import reads_as_export

    text = EXPORT_HEAD + EXPORT_ROW + EXPORT_ROW.replace("1,Aiko", '2,"Boris"x')
    assert reads_as_export((EXPORT_HEAD + EXPORT_ROW + EXPORT_ROW.replace("1,Aiko", '2,"Boris"')).encode())
    assert not reads_as_export(text.encode())
    record = _club(tmp_path)
    target = tmp_path / "table.csv"
    target.write_text(text, encoding="utf-8", newline="")
    status, said = _league([str(record), str(target), "--csv", str(target)])
    assert status == 2 and target.read_text(encoding="utf-8") == text, said


def test_text_without_an_export_head_row_is_no_export_whatever_follows() -> None:
    """``reads_as_export`` on its own (not only behind ``is_export_file``'s look at the first
    line): a record, rows with no head row, nothing at all are no export."""
    from mjgui.core.league.export import reads_as_export

    for text in ("players Aiko Boris Chen Dasha\nron Aiko from Boris mangan\n", EXPORT_ROW * 3, ""):
        assert not reads_as_export(text.encode("utf-8")), text


def _export_of_size(size: int, end: str) -> bytes:
    """An export of the league table ``size`` bytes long, its last row ending in ``end``."""
    head = EXPORT_HEAD.encode()
    rows = (size - len(head)) // len(EXPORT_ROW) - 1
    last = f"1,{{}},12,85.0,7.1,1.90,6,3,2,1,48,{end}"
    pad = size - len(head) - rows * len(EXPORT_ROW) - len(last.format(""))
    data = head + EXPORT_ROW.encode() * rows + last.format("A" * pad).encode()
    assert len(data) == size
    return data


def test_an_export_of_exactly_the_largest_size_is_one_and_one_byte_more_is_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The exports are read whole up to EXPORT_MAX_BYTES (16 MiB; here 20 000 bytes, the same
    edge without writing 16 MiB): a file of exactly that many bytes that is an export is one (its
    last row read to its last byte: ``-5`` cut short is ``-``, no number); a byte more and it is
    not (a file that large is never replaced)."""
    from mjgui.core.league import export

    monkeypatch.setattr(export, "EXPORT_MAX_BYTES", 20_000)
    exact = tmp_path / "exact.csv"
    exact.write_bytes(_export_of_size(20_000, "-5"))
    assert export.is_export_file(exact)
    assert not export.reads_as_export(exact.read_bytes()[:-1])
    over = tmp_path / "over.csv"
    over.write_bytes(_export_of_size(20_001, "-5"))
    assert export.reads_as_export(over.read_bytes()) and not export.is_export_file(over)


def test_a_file_that_cannot_be_read_is_no_export(tmp_path: Path) -> None:
    """No export can be read in what is not a readable file: a name with no file, a folder, a
    pipe (never waited on): none of them is an earlier export a league run may write over."""
    from mjgui.core.league.export import is_export_file

    assert not is_export_file(tmp_path / "gone.csv")
    folder = tmp_path / "league.csv"
    folder.mkdir()
    assert not is_export_file(folder)
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.csv"
        os.mkfifo(pipe)
        assert not is_export_file(pipe)


# -- a trade's hand weighed on each winning tile (core/teach/near_miss.py _best_trade) ------------


def test_of_a_trades_hands_that_pay_alike_the_one_won_as_before_is_said() -> None:
    """112233m 789m 22s 777z won on 2m: 456m in place of 123m gives ittsu for iipeikou, a
    haneman either way. Won on 2m as before (a kanchan, 40 fu) or on a tile of 456m (4m, a
    ryanmen, 30 fu) it pays the same: the hand said is the one won on 2m, as the hand is."""
    from mjgui.cli import parse_score_args
    from mjgui.core.scoring.scoring import ScoreResult, score
    from mjgui.core.teach.explain import near_misses

    def scored(args: str) -> ScoreResult:
        return score(parse_score_args(args.split())[0].spec)

    rest = (
        "--seat N --round S --tsumo --riichi --haitei --dora 8m --ura 6s --honba 2 --sticks 1 --rules tenhou"
    )
    hand = scored(f"112233789m22s777z --win 2m {rest}")
    found = [
        (w.han, w.fu.fu, w.payment.total)
        for w in (scored(f"123456789m22s777z --win {tile} {rest}").win for tile in ("2m", "4m"))
        if w is not None and w.payment is not None
    ]
    assert found == [(7, 40, 13600), (7, 30, 13600)]
    assert hand.win is not None and hand.win.payment is not None and hand.win.payment.total == 13600
    (ittsu,) = [m for m in near_misses(hand) if m.id == "ittsu"]
    assert ittsu.text() == (
        "no ittsu: 456m missing; in place of 123m it would give ittsu but lose iipeikou: "
        "7 han 40 fu instead of 6 han 40 fu; it would pay the same"
    )
    assert ittsu.text("ru") == (
        "нет яку «иццу»: не хватает 456m; на месте 123m он дал бы яку иццу, но отнял бы яку иппейко: "
        "7\u00a0хан 40\u00a0фу вместо 6\u00a0хан 40\u00a0фу; с ним рука стоила бы столько же"
    )

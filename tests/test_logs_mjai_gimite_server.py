"""Real logs of gimite's mjai server (tests/data/logs/mjai/gimite/, from Apricot-S/mjai-manue-go's
``docs/``, sources in tests/data/logs/README.md): ``start_kyoku`` without ``scores``, each
``hora`` with its ``yakus``, ``fan``, ``fu``, ``hora_points``, ``deltas`` and ``scores``; two of
them end with the server's ``{"type":"error"}``, where it stopped the game.

The yaku these wins list were not read ("the log lists no yaku"), the two stopped games were said
to be cut-off files, and the log window put any excess of a win's gain over its value on the
honba (tests/test_logview_controller.py has the older rows).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.game.game import replay
from mjgui.core.logs import LogError, check_log, read_log, read_log_file
from mjgui.core.logs.record import game_record, save_refusal
from mjgui.replaycli import replay_command
from tests.logconvert import log_text, mjlog_to_tenhou6
from tests.mjaiconvert import tenhou6_to_mjai, tenhou6_to_mjai_text

DATA = Path(__file__).parent / "data" / "logs"
GIMITE = DATA / "mjai" / "gimite"
#: the four whole games, and how many wins each has
WHOLE = {
    "mjai-manue-go-2025-08-23-085608.mjson": 10,
    "mjai-manue-go-2025-09-12-153331.mjson": 14,
    "mjai-manue-go-2026-06-19-220744.mjson": 8,
    "mjai-manue-go-2026-07-01-130909.mjson": 8,
}
#: the two games the server stopped: the hand, the error's line and the start of its message
STOPPED = {
    "mjai-manue-go-2026-06-18-160903.mjson": (
        "E4-2",
        535,
        "Error in player 1's response: Unexpected response type 'hora' for "
        '{"type":"tsumo","actor":3,"pai":"9m"}. Response: {"type":"hora","actor":1,"target":3,"pai":"6p"}',
    ),
    "mjai-manue-go-2026-06-19-030401.mjson": (
        "E3-1",
        475,
        'Error in player 2\'s response: Unexpected response type \'chi\' for {"type":"reach_accepted"',
    ),
}


def _events(name: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in (GIMITE / name).read_text(encoding="utf-8").splitlines()]


def _text(events: list[dict[str, object]]) -> str:
    return "\n".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in events) + "\n"


# -- the yaku gimite lists ---------------------------------------------------------------------


@pytest.mark.parametrize(("name", "wins"), WHOLE.items())
def test_every_win_of_the_servers_games_lists_its_yaku_and_they_agree_with_ours(name: str, wins: int) -> None:
    log = read_log_file(GIMITE / name)
    checks = check_log(log)
    assert len(checks) == wins and all(c.agree for c in checks), [c.differences for c in checks]
    # the yaku are compared: no note that the log lists none
    assert all(c.log_lists_yaku and c.win.value.yaku for c in checks)
    assert all(c.yaku_note("en") == c.yaku_note("ru") == "" for c in checks)
    out = io.StringIO()
    assert replay_command([str(GIMITE / name)], out=out) == 0
    assert "lists no yaku" not in out.getvalue() and f"{wins} of {wins} wins agree" in out.getvalue()


def test_gimites_yaku_names_read_as_ours() -> None:
    last = check_log(read_log_file(GIMITE / "mjai-manue-go-2026-07-01-130909.mjson"))[-1]
    # S4-0: [["dora",2],["bakaze",1],["jikaze",1],["honiso",2]], a double South for the dealer
    assert last.win.round == "S4-0"
    assert last.win.value.yaku == (("dora", 2), ("round_wind", 1), ("seat_wind", 1), ("honitsu", 2))
    assert (last.win.value.han, last.win.value.fu, last.win.value.points) == (6, 40, 12000)
    first = check_log(read_log_file(GIMITE / "mjai-manue-go-2025-08-23-085608.mjson"))[0]
    # E1-0: [["akadora",1],["sangenpai",1]]: the one dragon set the hand holds, green
    assert first.win.value.yaku == (("aka_dora", 1), ("hatsu", 1))
    names = {
        yaku
        for name in WHOLE
        for c in check_log(read_log_file(GIMITE / name))
        for yaku, _ in c.win.value.yaku
    }
    said = {"riichi", "ippatsu", "menzen_tsumo", "tanyao", "pinfu", "iipeikou", "sanshoku", "ura_dora"}
    assert said <= names
    assert not any(y.startswith("?") for y in names)


def test_a_yaku_the_log_lists_that_ours_do_not_is_a_difference() -> None:
    events = _events("mjai-manue-go-2025-08-23-085608.mjson")
    first = next(e for e in events if e["type"] == "hora")
    assert first["yakus"] == [["akadora", 1], ["sangenpai", 1]]
    # two dragon sets said where the hand holds one, and a name gimite never writes
    first["yakus"] = [["akadora_x", 1], ["sangenpai", 2]]
    checks = check_log(read_log(_text(events)))
    assert not checks[0].agree
    assert [(d.field, d.log, d.ours) for d in checks[0].differences] == [
        ("yaku", ["?akadora_x 1", "?sangenpai 2"], ["aka_dora 1", "hatsu 1"])
    ]
    assert all(c.agree for c in checks[1:])


def test_a_yakuman_of_gimites_fan_100_is_13_han() -> None:
    # a real Tenhou East game (mjai-reviewer's suukantsu_1) as mjai events, its four-kan win
    # written as gimite's writers write a yakuman: fan 100, the yakuman 100 in yakus
    data = json.loads((DATA / "mjai-reviewer-suukantsu_1.json").read_text(encoding="utf-8"))
    events = [json.loads(line) for line in tenhou6_to_mjai_text(data).splitlines()]
    log = read_log(_text(events))
    (win,) = [c.win for c in check_log(log) if c.win.value.gain > 30000]
    hora = next(e for e in events if e["type"] == "hora" and e["actor"] == win.winner)
    hora.update({"fan": 100, "fu": 40, "hora_points": 32000, "yakus": [["sukantsu", 100]]})
    (check,) = [c for c in check_log(read_log(_text(events))) if c.win.winner == win.winner]
    assert check.agree, check.differences
    value = check.win.value
    assert (value.han, value.yakuman, value.yaku) == (13, 1, (("suukantsu", 13),))
    hora["yakus"] = [["sukantsu", 200]]  # said twice a yakuman: differs in han and yaku
    hora["fan"] = 200
    (check,) = [c for c in check_log(read_log(_text(events))) if c.win.winner == win.winner]
    assert {d.field for d in check.differences} == {"han", "yaku"}


# -- a game the server stopped ------------------------------------------------------------------


@pytest.mark.parametrize(("name", "where"), STOPPED.items())
def test_a_game_the_server_stopped_is_said_stopped_with_its_message_not_cut_off(
    name: str, where: tuple[str, int, str]
) -> None:
    round_, line, said = where
    log = read_log_file(GIMITE / name)
    hand = log.hands[-1]
    assert (hand.round, hand.end) == (round_, "unreadable") and hand.error is not None
    assert (hand.error.code, hand.error.line) == ("log_mjai_stopped", line)
    text = hand.error.message("en")
    assert text.startswith(
        f"Hand {round_} of the mjai log cannot be read: the mjai server stopped the game in the "
        f'middle of it, at line {line}, saying: "{said}'
    )
    assert text.endswith('". The file is whole; the game was not played on.') and "cut off" not in text
    ru = hand.error.message("ru")
    assert f"{line}" in ru and said[:40] in ru and "неполный" not in ru
    assert log.cut is None and all(h.end != "unreadable" for h in log.hands[:-1])
    out = io.StringIO()
    replay_command([str(GIMITE / name)], out=out)
    assert "the mjai server stopped the game" in out.getvalue() and "cut off" not in out.getvalue()


def test_the_servers_long_message_is_shortened_and_its_control_characters_escaped() -> None:
    events = _events("mjai-manue-go-2026-06-18-160903.mjson")
    events[-1]["message"] = "bad\x1b[31m response " + "x" * 400
    hand = read_log(_text(events)).hands[-1]
    assert hand.error is not None and hand.error.code == "log_mjai_stopped"
    said = str(hand.error.params["said"])
    # its first 199 characters and "…", the escape character written out (not sent to a terminal)
    head = "bad\x1b[31m response "
    assert said == head.replace("\x1b", "\\x1b") + "x" * (199 - len(head)) + "…"


def test_a_server_stop_after_a_hands_end_keeps_the_hands_and_saves_no_record() -> None:
    # the whole game of 2026-06-19-220744 stopped by the server after its third hand's end_kyoku,
    # with the error of 2026-06-18-160903
    events = _events("mjai-manue-go-2026-06-19-220744.mjson")
    error = _events("mjai-manue-go-2026-06-18-160903.mjson")[-1]
    ends = [i for i, e in enumerate(events) if e["type"] == "end_kyoku"]
    stopped = [*events[: ends[2] + 1], error]
    log = read_log(_text(stopped))
    assert len(log.hands) == 3 and not log.unreadable
    assert log.cut is not None and log.cut.code == "log_mjai_stopped_after"
    assert (log.cut.round, log.cut.line) == (log.hands[-1].round, len(stopped))
    text = log.cut.message("en")
    assert text.startswith(
        f"The mjai server stopped the game after hand {log.hands[-1].round}, at line {len(stopped)}, "
        "saying: \"Error in player 1's response"
    )
    assert "cut off" not in text
    refusal = save_refusal(log)
    assert refusal is not None and refusal.code == "log_mjai_stopped_after"
    # stopped after a draw's ryukyoku, before its end_kyoku: the draw is kept as well
    draw = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku")
    log = read_log(_text([*events[: draw + 1], error]))
    assert log.hands[-1].end == "draw" and log.cut is not None and log.cut.code == "log_mjai_stopped_after"


def test_a_game_the_server_stopped_before_its_first_hand_is_refused_with_its_message(tmp_path: Path) -> None:
    # a player's answer to start_game broke the protocol: the file is the game's start_game and
    # the server's error (that of 2026-06-18-160903); it was said "holds no hand", the
    # server's message lost
    events = _events("mjai-manue-go-2026-06-18-160903.mjson")
    stopped = tmp_path / "stopped.mjson"
    stopped.write_text(_text([events[0], events[-1]]), encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_log_file(stopped)
    err = caught.value
    assert (err.code, err.line) == ("log_mjai_stopped_start", 2)
    assert err.message("en") == (
        'The mjai server stopped the game before its first hand, at line 2, saying: "Error in player '
        '1\'s response: Unexpected response type \'hora\' for {"type":"tsumo","actor":3,"pai":"9m"}. '
        'Response: {"type":"hora","actor":1,"target":3,"pai":"6p"}". The file is whole; the game was '
        "never played, so there is no hand to replay."
    )
    assert err.message("ru").startswith(
        "Сервер mjai остановил игру до её первой раздачи, на строке 2, с сообщением: «Error in player 1's"
    )
    out, said = io.StringIO(), io.StringIO()
    assert replay_command([str(stopped), "--lang", "ru"], out=out, err=said) != 0
    assert (
        "остановил игру до её первой раздачи" in said.getvalue()
        and "нет ни одной раздачи" not in said.getvalue()
    )
    # the start alone, without the server's error, still holds no hand
    with pytest.raises(LogError) as caught:
        read_log(_text([events[0]]))
    assert caught.value.code == "log_no_hands"


# -- the log window: a log's excess gain is not put on the honba ---------------------------------


def test_a_logs_gain_beyond_the_tables_honba_and_sticks_is_said_whole_not_as_honba() -> None:
    """dnovikoff-ratio1's E3-1 (a chip lobby) takes 1500 for its one honba: the row said
    "8000 + 1500 honba + 2000 sticks", a honba payment no table of ours makes; the log's whole
    gain is said instead. A gain that is exactly the honba and sticks is still split."""
    view = LogViewController("en")
    view.open(DATA / "differs" / "dnovikoff-ratio1.mjlog")
    rows = {r.round: r for r in view.view().rows if r.check is not None}
    assert rows["E3-1"].log_value == "4 han 40 fu: 8000; the winner gets 11\u202f500"
    assert rows["E3-1"].ours == "4 han 40 fu: 8000 + 300 honba + 2000 sticks"
    view = LogViewController("en")
    view.open(DATA / "mjx-west-round.mjlog")
    e12 = next(r for r in view.view().rows if r.round == "E1-2" and r.check is not None)
    assert e12.log_value == "3 han 30 fu: 4000 + 600 honba + 1000 sticks"


def test_a_double_yakuman_of_gimites_tenhou_converter_is_told_by_its_yakus() -> None:
    # a real Tenhou game (liuzj's multiple-yakuman mjlog) as mjai events, its last win written
    # as gimite's Tenhou converter writes a yakuman win: fan 100 however many yakuman, each
    # yakuman 100 in yakus (tenhou_archive.rb: ``fan = Hora::YAKUMAN_FAN``)
    text = log_text(DATA / "liuzj-multiple-yakuman-2025040717gm-00a9-0000-22a5a0e9.mjlog")
    events = tenhou6_to_mjai(json.loads(mjlog_to_tenhou6(text)))
    plain = read_log(_text(events))
    hora = [e for e in events if e["type"] == "hora"][-1]
    assert (hora["actor"], hora["target"], hora["deltas"]) == (2, 2, [-32000, -32000, 96000, -32000])
    hora.update({"fan": 100, "fu": 50, "hora_points": 96000, "yakus": [["shosushi", 100], ["tsuiso", 100]]})
    log = read_log(_text(events))
    check = check_log(log)[-1]
    assert check.win.round == "E3-0" and check.agree, check.differences
    value = check.win.value
    assert (value.han, value.yakuman, value.points) == (26, 2, 96000)
    assert value.yaku == (("shousuushii", 13), ("tsuuiisou", 13))
    # the record saved from it pays the double yakuman, as the plain log's record does
    record = game_record(log)
    assert "yakuman 2" in record and "yakuman 1" not in record
    final = replay(record).final.points
    assert final == replay(game_record(plain)).final.points == (-9000, 19200, 109500, -19700)


def test_the_dragon_sets_gimites_tenhou_converter_lists_one_by_one_are_told_by_the_hand() -> None:
    # a real Tenhou game (mjx's West round) as mjai events, its W1-1 tsumo (shousangen with a
    # green and a red set: Tenhou's yaku 30, 20 and 19) written as gimite's Tenhou converter
    # writes it: one ["sangenpai", 1] per dragon, where the server writes ["sangenpai", 2]
    text = log_text(DATA / "mjx-west-round.mjlog")
    events = tenhou6_to_mjai(json.loads(mjlog_to_tenhou6(text)))
    hora = [e for e in events if e["type"] == "hora"][-1]
    assert (hora["actor"], hora["target"]) == (2, 2)
    written = {"fan": 4, "fu": 40, "hora_points": 8000}
    for yakus in (
        [["shosangen", 2], ["sangenpai", 1], ["sangenpai", 1]],  # the converter's
        [["shosangen", 2], ["sangenpai", 2]],  # the server's
    ):
        hora.update(written, yakus=yakus)
        check = check_log(read_log(_text(events)))[-1]
        assert check.win.round == "W1-1" and check.agree, check.differences
        assert check.win.value.yaku == (("shousangen", 2), ("hatsu", 1), ("chun", 1))
    # three dragons said one by one where the hand holds two sets: a difference, not a guess
    hora["yakus"] = [["shosangen", 2], ["sangenpai", 1], ["sangenpai", 1], ["sangenpai", 1]]
    check = check_log(read_log(_text(events)))[-1]
    assert ("yaku", ["?sangenpai 3", "shousangen 2"], ["chun 1", "hatsu 1", "shousangen 2"]) in [
        (d.field, d.log, d.ours) for d in check.differences
    ]

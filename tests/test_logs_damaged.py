"""A damaged game log is never read as a whole one.

A tenhou.net/6 win whose result is cut short (``["和了", changes]``, ``["和了"]``, a double ron
without its second win's details) was read as a hand that ended in no win at all; a log that lost
a whole hand (E2-0 then E4-0), or a double ron's second win, was read as complete: ``replay`` said
"6 of 6 wins agree" with exit status 0, the log window showed no row for the lost hand and saved
the game as a record. The cut result is now an unreadable hand; a hand that does not start where
the hand before it left the game (its points, its number and honba) is a gap, said with the two
hands and by how much each player's points differ, and counted as a difference; no record is saved.

The log is tests/data/logs/mjlog2json-2019103023gm-00a9-0000-f90e0fe9 (its .json and its .mjlog):
E1-0 … E4-0 (a double ron), E4-1, E4-2 (kyuushu, nothing paid), E4-3.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import read_log_file
from mjgui.core.logs.model import hand_gaps
from mjgui.core.logs.record import final_check, save_game_record, save_refusal
from mjgui.core.text import round_letters
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
JSON_LOG = DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json"
MJLOG = DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.mjlog"
CUT = (
    "Hand {} of the game log cannot be read: its result writes a win, but the win is cut short (it "
    "does not say who won, from whom and for how much). The file is damaged or was edited."
)


def tenhou6() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(JSON_LOG.read_text(encoding="utf-8"))
    return data


def written(tmp_path: Path, data: dict[str, Any], name: str = "damaged.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def replayed(path: Path, *words: str) -> tuple[int, str]:
    from io import StringIO

    out = StringIO()
    status = replay_command([str(path), *words], out=out)
    return status, out.getvalue()


def test_the_whole_log_reads_with_no_gap_and_agrees(tmp_path: Path) -> None:
    for path in (JSON_LOG, MJLOG):
        log = read_log_file(path)
        assert (log.gaps, log.unreadable) == ((), ())
        assert replayed(path)[0] == 0
        assert save_refusal(log) is None


@pytest.mark.parametrize(
    ("hand", "keep", "label"),
    [
        (1, 2, "E2-0"),  # ["和了", changes]: who won and for how much lost
        (1, 1, "E2-0"),  # ["和了"]
        (3, 4, "E4-0"),  # a double ron whose second win lost its details
    ],
)
def test_a_win_result_cut_short_is_an_unreadable_hand(
    tmp_path: Path, hand: int, keep: int, label: str
) -> None:
    data = tenhou6()
    data["log"][hand][-1] = data["log"][hand][-1][:keep]
    path = written(tmp_path, data)
    log = read_log_file(path)
    (spoilt,) = log.unreadable
    assert spoilt.round == label and spoilt.error is not None and spoilt.error.code == "log_win_cut"
    assert spoilt.error.message("en") == CUT.format(label)
    # the hands after it follow it no more than it follows: nothing else is said of them
    assert log.gaps == ()
    status, out = replayed(path)
    assert status == 1 and CUT.format(label) in out.splitlines()
    assert "Hands that cannot be read: 1 (each counts as a difference)." in out
    refusal = save_refusal(log)
    assert refusal is not None and refusal.code == "log_unreadable_hands"
    ru = spoilt.error.message("ru")
    assert ru.startswith(
        f"Раздачу {round_letters(label, 'ru')} в логе игры не прочитать: в её результате записан "
    )
    # was «её результат называет выигрыш», then «запись обрезана (нет того, кто выиграл…)»
    assert "выигрыш, но он обрезан (не указано, кто выиграл, с чьего сброса и сколько)" in ru


def test_a_hand_lost_from_a_tenhou6_log_is_a_gap_said_with_both_hands_and_the_points(tmp_path: Path) -> None:
    data = tenhou6()
    del data["log"][2]  # E3-0 lost: たがやす, in riichi, dealt 1000 into 1q4d's ron
    path = written(tmp_path, data)
    log = read_log_file(path)
    assert log.unreadable == ()
    (gap,) = log.gaps
    assert log.hands[gap.at].round == "E4-0" and gap.error.code == "log_gap_points"
    said = (
        "Hand E4-0 of the game log does not start with the points left by hand E2-0 (different by: "
        "たがやす −2000, 1q4d +2000): a hand or a win between the two is missing. The file is damaged or "
        "was edited."
    )
    assert gap.error.message("en") == said
    assert gap.error.message("ru") == (
        "Раздача В4-0 в логе игры начинается не с тех очков, с которыми закончилась раздача В2-0 "
        "(разница: たがやす −2000, 1q4d +2000): между ними пропущена раздача или выигрыш. Файл "
        "повреждён или отредактирован."
    )
    status, out = replayed(path)
    lines = out.splitlines()
    assert status == 1
    # said where it is: after E2-0's win, before E4-0's
    at = lines.index(said)
    assert lines[at - 1].startswith("E2-0: ") and lines[at + 1].startswith("E4-0: ")
    assert "Hands that do not follow on from the hand before them: 1 (each counts as a difference)." in lines
    status, out = replayed(path, "--json")
    body = json.loads(out)
    assert status == 1 and body["summary"]["gaps"] == 1
    assert body["gaps"] == [{"round": "E4-0", "after": "E2-0", "code": "log_gap_points", "message": said}]
    # no record: it would pay the game without the lost hand
    refusal = save_refusal(log)
    assert refusal is not None and refusal.message("en") == (
        "Hand E4-0 of the log does not follow on from the hand before it, so the game cannot be "
        "saved as a record."
    )
    # was «начинается не там, где игру оставила предыдущая», then «не с тех очков…»: a gap may
    # also be a hand number or honba that does not follow
    assert refusal.message("ru") == (
        "Раздача В4-0 в логе не продолжает предыдущую, поэтому игру нельзя сохранить как запись."
    )
    status, out = replayed(path, "--lang", "ru")
    assert "Раздач, которые не продолжают предыдущую: 1 (каждая считается расхождением)." in out
    final = final_check(log)
    assert final is not None and final.state == "unsaved"
    with pytest.raises(type(refusal)):
        save_game_record(log, tmp_path / "game.mjgame")
    assert not (tmp_path / "game.mjgame").exists()


def test_a_double_ron_that_lost_its_second_win_is_a_gap_at_the_next_hand(tmp_path: Path) -> None:
    data = tenhou6()
    data["log"][3][-1] = data["log"][3][-1][:3]  # the first win alone: a whole win, on its own
    log = read_log_file(written(tmp_path, data))
    assert [len(h.wins) for h in log.hands][3] == 1 and log.unreadable == ()
    (gap,) = log.gaps
    assert log.hands[gap.at].round == "E4-1"
    # grouped as every count of points (a narrow no-break space)
    assert (
        "left by hand E4-0 (different by: たがやす +12\u202f000, 高嶺之草高遠惠輔 −12\u202f000)"
        in gap.error.message("en")
    )


def test_a_hand_that_moved_no_points_lost_is_a_gap_by_its_honba(tmp_path: Path) -> None:
    data = tenhou6()
    del data["log"][5]  # E4-2, the kyuushu: E4-1 is followed by E4-3, at the same points
    log = read_log_file(written(tmp_path, data))
    (gap,) = log.gaps
    assert gap.error.code == "log_gap_order" and log.hands[gap.at].round == "E4-3"
    assert gap.error.message("en") == (
        "Hand E4-3 of the game log cannot come right after hand E4-1: a hand between the two is "
        "missing. The file is damaged or was edited."
    )
    assert gap.error.message("ru") == (
        "Раздача В4-3 в логе игры не может идти сразу после раздачи В4-1: между ними пропущена "
        "раздача. Файл повреждён или отредактирован."
    )
    # a hand number skipped, or the same hand twice without its honba: the same
    log = read_log_file(JSON_LOG)
    hands = list(log.hands)
    hands[1] = replace(hands[1], kyoku=2, round="E3-0")  # E1-0, E3-0, E3-0
    gaps = hand_gaps(hands, log.players)
    assert [(hands[g.at].round, g.error.code) for g in gaps] == [("E3-0", "log_gap_order")] * 2


def test_a_hand_lost_from_an_mjlog_is_a_gap(tmp_path: Path) -> None:
    text = MJLOG.read_text(encoding="utf-8")
    starts = [m.start() for m in re.finditer(r"<INIT ", text)]
    path = tmp_path / "gap.mjlog"
    path.write_text(text[: starts[2]] + text[starts[3] :], encoding="utf-8")  # E3-0 lost
    log = read_log_file(path)
    (gap,) = log.gaps
    assert (log.hands[gap.at].round, gap.error.code) == ("E4-0", "log_gap_points")
    assert "left by hand E2-0 (different by: たがやす −2000, 1q4d +2000)" in gap.error.message("en")
    status, out = replayed(path)
    assert status == 1 and "6 of 6 wins agree (mjlog)." in out and gap.error.message("en") in out


def test_the_log_window_shows_the_gap_as_a_row_that_differs_and_saves_no_record(tmp_path: Path) -> None:
    data = tenhou6()
    del data["log"][2]
    path = written(tmp_path, data)
    view = LogViewController("en")
    view.open(path)
    rows = view.view().rows
    assert [(r.round, r.agree) for r in rows][1:4] == [("E2-0", True), ("E4-0", False), ("E4-0", True)]
    gap = rows[2]
    assert gap.verdict == "✗ a gap in the log" and gap.check is None
    assert gap.event.startswith("Hand E4-0 of the game log does not start with the points left by hand E2-0")
    assert gap.details == (gap.event,)
    assert view.view().note == view.save_refusal() != ""
    assert "cannot be saved as a record" in view.save_refusal()
    view.set_lang("ru")
    assert view.view().rows[2].verdict == "✗ пропуск в логе"


@pytest.mark.parametrize(
    "path",
    [p for p in sorted(DATA.rglob("*.mjlog")) + sorted(DATA.rglob("*.json")) if "other" not in p.parts],
    ids=lambda p: p.name,
)
def test_every_real_log_follows_hand_to_hand(path: Path) -> None:
    # chip lobbies, players who drop out, riichi sticks carried, four-riichi and kyuushu aborts,
    # three-player games, Mahjong Soul's: every hand starts where the one before left the game,
    # but in the one log whose converter wrote two hands' points wrong (KNOWN_GAPS)
    gaps = read_log_file(path).gaps
    assert [g.error.round for g in gaps] == list(KNOWN_GAPS.get(path.relative_to(DATA).as_posix(), ()))


#: The real logs whose points do not follow from hand to hand, and the hands where they do not:
#: zhengye1/paipuconverter's paipu/第39期十段位決定戦3.txt (tests/data/logs/README.md) starts
#: East 1's winner 1000 short at East 2 and gives the 1000 back at East 3.
KNOWN_GAPS = {
    "differs/zhengye1-jpml-jyuudan39-3.json": ("E2-0", "E3-0"),
    # Mystouille/kandora's tensoulLog.json: E2-1's change pays the winner 1000 more than the hand
    # holds and E2-2 starts without it (log_gap_change: the log's change is wrong, nothing missing)
    "differs/kandora-tensoulLog.json": ("E2-2",),
}


@pytest.mark.parametrize("n", [1, 2, 5, 21])
def test_a_logs_gaps_and_unreadable_hands_are_listed_in_the_plural_from_two_on(n: int) -> None:
    """At 21 hands the Russian took the form for one: «Раздача В1-0, …, В1-0 в логе начинается…»."""
    from mjgui.core.logs.model import LogError

    rounds = tuple(f"E{i % 4 + 1}-0" for i in range(n))
    gap, unreadable = (
        LogError(code, rounds=rounds, n=n) for code in ("log_gap_hands", "log_unreadable_hands")
    )
    listed = ", ".join(round_letters(r, "ru") for r in rounds)
    if n == 1:
        assert gap.message("ru") == (
            "Раздача В1-0 в логе не продолжает предыдущую, поэтому игру нельзя сохранить как запись."
        )
        assert unreadable.message("ru") == (
            "Раздачу В1-0 в логе не прочитать, поэтому игру нельзя сохранить как запись."
        )
        assert gap.message("en").startswith("Hand E1-0 of the log does not follow on from the hand before it")
        return
    assert gap.message("ru") == (
        f"Раздачи {listed} в логе не продолжают предыдущие, поэтому игру нельзя сохранить как запись."
    )
    assert unreadable.message("ru") == (
        f"Раздачи {listed} в логе не прочитать, поэтому игру нельзя сохранить как запись."
    )
    assert gap.message("en") == (
        f"Hands {', '.join(rounds)} of the log do not follow on from the hands before them, so the game "
        "cannot be saved as a record."
    )

"""Draws ``replay`` compared wrongly (review r2).

- An mjai nagashi mangan held by several players: a holder can gain as little as 2000 (the
  dealer and a non-dealer of three, the dealer and two non-dealers of four), and the reader kept
  only holders gaining more than 3000, so our payments were said to differ from the log's.
- A tenhou.net/6 draw written as its bare kind, "全員不聴" or "全員聴牌", says nothing was paid;
  it was counted as a draw whose payments the log does not state.
"""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import check_draws, read_log, read_log_file
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
JPCHAMP = DATA / "differs" / "zhengye1-jpchamp2022-2.json"  # S4-1 is ["全員不聴"]

HONOURS = ("E", "S", "W", "N", "P", "F", "C")
NAMES = ("A", "B", "C", "D")


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = replay_command(argv, out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def _nagashi_log(
    seats: int, holders: tuple[int, ...], deltas: list[int], reason: str | None, full_wall: bool
) -> str:
    """One mjai hand (East 1, seat 0 the dealer) in which ``holders`` throw only terminals and
    honours and the others only simples, each discarding what it draws, none called; it ends in
    a ``ryukyoku`` with ``deltas`` and ``reason`` (None: Mortal's, which writes none). With
    ``full_wall`` every live tile is drawn (an exhaustive draw); else each seat draws once. The
    tiles are those of a real set: no kind more than four times."""
    suits = "ps" if seats == 3 else "mps"
    kinds = [f"{n}{s}" for s in suits for n in range(1, 10)] + list(HONOURS)
    if seats == 3:
        kinds += ["1m", "9m"]
    pool = Counter({kind: 4 for kind in kinds})

    def take(yaochuu: bool | None) -> str:  # None: any tile
        for kind in kinds:
            if pool[kind] and yaochuu in (None, kind in HONOURS or kind[0] in "19"):
                pool[kind] -= 1
                return kind
        raise AssertionError("no tile left")

    draws = (70 if seats == 4 else 55) if full_wall else seats
    order = [i % seats for i in range(draws)]
    drawn = [take(seat in holders) for seat in order]
    marker = take(False)
    hands = [[take(None) for _ in range(13)] for _ in range(seats)]
    events: list[dict[str, Any]] = [{"type": "start_game", "names": list(NAMES[:seats])}]
    start = 25000 if seats == 4 else 35000
    events.append(
        {"type": "start_kyoku", "bakaze": "E", "dora_marker": marker, "kyoku": 1, "honba": 0, "kyotaku": 0,
         "oya": 0, "scores": [start] * seats, "tehais": hands}
    )  # fmt: skip
    for seat, tile in zip(order, drawn, strict=True):
        events.append({"type": "tsumo", "actor": seat, "pai": tile})
        events.append({"type": "dahai", "actor": seat, "pai": tile, "tsumogiri": True})
    end: dict[str, Any] = {"type": "ryukyoku", "deltas": deltas}
    if reason is not None:
        end["reason"] = reason
    events += [end, {"type": "end_kyoku"}, {"type": "end_game"}]
    return "\n".join(json.dumps(e) for e in events) + "\n"


SEVERAL = [
    # the dealer and a non-dealer of three: +8000 - 4000, +6000 - 4000, -4000 - 2000
    pytest.param(3, (0, 1), [4000, 2000, -6000], id="double-of-three"),
    # the dealer and two non-dealers of four: +12 000 - 8000, +8000 - 4000 - 2000 each
    pytest.param(4, (0, 1, 2), [4000, 2000, 2000, -8000], id="triple-of-four"),
    # all four: each pays as much as it takes
    pytest.param(4, (0, 1, 2, 3), [0, 0, 0, 0], id="all-four"),
]


@pytest.mark.parametrize(("seats", "holders", "deltas"), SEVERAL)
def test_every_holder_of_a_nagashi_the_log_names_is_read_and_paid_as_the_log_says(
    tmp_path: Path, seats: int, holders: tuple[int, ...], deltas: list[int]
) -> None:
    text = _nagashi_log(seats, holders, deltas, "nagashimangan", full_wall=False)
    (hand,) = read_log(text).hands
    assert (hand.end, hand.nagashi, hand.deltas) == ("nagashi", holders, tuple(deltas))
    (draw,) = check_draws(read_log(text))
    assert draw.stated and draw.agree and draw.ours == tuple(deltas)
    path = tmp_path / "nagashi.mjson"
    path.write_text(text, encoding="utf-8")
    status, out, _ = run([str(path)])
    assert (status, out.splitlines()) == (
        0,
        ["Draws paid as the log says: 1 of 1.", "No win to score (mjai)."],
    )


def test_a_double_nagashi_the_log_does_not_name_is_read_from_the_discards(tmp_path: Path) -> None:
    # Mortal writes no reason: the wall used up, the dealer gaining more than any noten payment
    # makes it a nagashi, and the other holder gains only 2000
    text = _nagashi_log(3, (0, 1), [4000, 2000, -6000], None, full_wall=True)
    (hand,) = read_log(text).hands
    assert (hand.end, hand.nagashi, hand.deltas) == ("nagashi", (0, 1), (4000, 2000, -6000))
    path = tmp_path / "mortal.mjson"
    path.write_text(text, encoding="utf-8")
    assert run([str(path)])[0] == 0
    view = LogViewController("en")
    view.open(path)
    (row,) = view.view().rows
    assert row.agree is True and row.verdict == "✓ agree"  # agrees: no red row
    # noten payments are no nagashi, though the tenpai player threw only terminals and honours
    text = _nagashi_log(3, (0,), [2000, -1000, -1000], None, full_wall=True)
    (hand,) = read_log(text).hands
    assert (hand.end, hand.nagashi, hand.tenpai) == ("draw", (), (0,))


@pytest.mark.parametrize("words", ["全員不聴", "全員聴牌"])
def test_a_tenhou6_draw_said_by_its_bare_kind_states_that_nothing_was_paid(
    tmp_path: Path, words: str
) -> None:
    text = JPCHAMP.read_text(encoding="utf-8")  # a game of one tenhou.net/6 hand a line
    assert text.count('["全員不聴"]') == 1
    path = tmp_path / "jpchamp.json"
    path.write_text(text.replace('["全員不聴"]', json.dumps([words], ensure_ascii=False)), encoding="utf-8")
    draws = check_draws(read_log_file(path))
    (draw,) = [d for d in draws if d.hand.round == "S4-1"]
    assert draw.hand.stated and draw.hand.deltas == (0, 0, 0, 0) and draw.agree
    assert draw.hand.tenpai == (() if words == "全員不聴" else (0, 1, 2, 3))
    assert all(d.hand.stated for d in draws)
    _, out, _ = run([str(path)])  # exits 1: three of the game's wins differ in their yaku
    assert "not checked" not in out
    assert f"Draws paid as the log says: {len(draws)} of {len(draws)}." in out.splitlines()
    view = LogViewController("ru")
    view.open(path)
    details = [line for row in view.view().rows for line in row.details]
    assert not [line for line in details if "не проверена" in line]

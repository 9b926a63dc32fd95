"""Waits of a 13-tile hand with each winning tile's value, and furiten."""

from __future__ import annotations

from mjgui.core.scoring.hand import HandSpec, make_meld
from mjgui.core.scoring.scoring import ScoreResult
from mjgui.core.scoring.tiles import parse_tiles
from mjgui.core.scoring.waits import waits


def hand(text: str, **kw: object) -> HandSpec:
    tiles = parse_tiles(text)
    return HandSpec(concealed=tiles, win_tile=tiles[-1], **kw)  # type: ignore[arg-type]


def test_ryanmen_waits_with_values() -> None:
    result = waits(hand("234m567p3467888s", seat=1))
    assert [w.tile.code for w in result.waits] == ["2s", "5s"]
    five = result.waits[1]
    assert isinstance(five.ron, ScoreResult) and five.ron.win is not None
    # tanyao + pinfu 30 fu ron: 1000... plus tanyao = 2 han 30 fu = 2000
    assert five.ron.win.payment is not None and five.ron.win.payment.total == 2000
    assert isinstance(five.tsumo, ScoreResult) and five.tsumo.win is not None
    # tsumo: menzen tsumo + tanyao + pinfu, 3 han 20 fu: 700 / 1300
    assert five.tsumo.win.payment is not None and five.tsumo.win.payment.total == 2700
    two = result.waits[0]
    assert isinstance(two.ron, ScoreResult) and two.ron.ok


def test_no_yaku_wait_is_reported_not_hidden() -> None:
    chi = make_meld("chi", parse_tiles("789s"))
    result = waits(hand("123m456p55s78p", seat=1, melds=(chi,)))
    assert {w.tile.code for w in result.waits} == {"3p", "6p", "9p"}
    nine = next(w for w in result.waits if w.tile.code == "9p")
    assert isinstance(nine.ron, ScoreResult) and nine.ron.no_win is not None
    assert nine.ron.no_win.code == "no_yaku"
    six = next(w for w in result.waits if w.tile.code == "6p")
    assert isinstance(six.tsumo, ScoreResult) and six.tsumo.no_win is not None  # open: no menzen tsumo


def test_nine_sided_chuuren_wait() -> None:
    result = waits(hand("1112345678999m"))
    assert len(result.waits) == 9
    for w in result.waits:
        assert isinstance(w.ron, ScoreResult) and w.ron.win is not None
        assert {y.id for y in w.ron.win.yaku} == {"chuuren_9"}


def test_thirteen_sided_kokushi() -> None:
    result = waits(hand("19m19p19s1234567z"))
    assert len(result.waits) == 13


def test_furiten_from_own_discards() -> None:
    result = waits(hand("234m567p3467888s"), discards=parse_tiles("2s9m"))
    assert result.furiten and all(w.furiten for w in result.waits)
    assert not waits(hand("234m567p3467888s"), discards=parse_tiles("9m")).furiten


def test_tiles_left_count_what_is_visible() -> None:
    result = waits(hand("234m567p3467888s", dora=parse_tiles("5s")))
    five = next(w for w in result.waits if w.tile.code == "5s")
    assert five.left == 3  # four, less the dora indicator
    two = next(w for w in result.waits if w.tile.code == "2s")
    assert two.left == 4


def test_not_tenpai() -> None:
    assert not waits(hand("1357m2468p1357s9m")).tenpai

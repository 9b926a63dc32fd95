"""Waits of a 13-tile hand with each winning tile's value, and furiten."""

from __future__ import annotations

import pytest

from mjgui.core.errors import HandError
from mjgui.core.scoring.hand import HandSpec, make_meld
from mjgui.core.scoring.rules import preset
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


# -- found untested by the mutation run of core/scoring/waits.py (docs/mutation.md) -----------


def _value(result: ScoreResult | HandError) -> tuple[object, ...]:
    """What a way of winning pays, with its yaku; or why it cannot happen."""
    if isinstance(result, HandError):
        return ("cannot", result.code)
    assert result.win is not None and result.win.payment is not None
    return (result.win.payment.total, sorted(y.id for y in result.win.yaku))


def test_a_hand_waiting_only_on_a_fifth_copy_is_not_tenpai() -> None:
    # 1111m 234p 567p 789s: the set of 1m and a 1m tanki, a tile that does not exist
    result = waits(hand("1111m234p567p789s"))
    assert (result.tenpai, result.waits) == (False, ())
    # the fourth copy is a tile: 111m 23m 567p 789s 55z waits on it (11m and 55z, shanpon)
    assert [w.tile.code for w in waits(hand("11123m567p789s55z")).waits] == ["1m", "4m", "5z"]


def test_a_hand_of_the_wrong_size_is_refused_with_its_counts() -> None:
    with pytest.raises(HandError) as err:
        waits(hand("234m567p3467888s5s"))
    assert (err.value.code, err.value.params) == ("tile_count", {"count": 14, "melds": 0, "expected": 13})
    pon = make_meld("pon", parse_tiles("777z"))
    with pytest.raises(HandError) as err:
        waits(hand("234m567p3467888s", melds=(pon,)))
    assert (err.value.code, err.value.params) == ("tile_count", {"count": 13, "melds": 1, "expected": 10})


def test_a_three_player_hand_never_waits_on_a_tile_the_set_lacks() -> None:
    # even a hand holding a 3m by mistake: its kanchan on 2m is no wait (2m-8m are removed)
    sanma = preset("tenhou-sanma")
    assert waits(hand("13m234p567p789s55s", rules=sanma)).waits == ()
    assert [w.tile.code for w in waits(hand("13m234p567p789s55s")).waits] == ["2m"]


def test_the_tiles_left_leave_out_the_players_own_discards() -> None:
    result = waits(hand("234m567p3467888s"), discards=parse_tiles("5s2s2s9m"))
    assert [(w.tile.code, w.left) for w in result.waits] == [("2s", 2), ("5s", 3)]
    assert result.furiten


@pytest.mark.parametrize(
    ("flag", "ron", "tsumo"),
    [
        # the hand's situation says tsumo: the ron is still a ron
        ("tsumo", (2000, ["pinfu", "tanyao"]), (2700, ["menzen_tsumo", "pinfu", "tanyao"])),
        # the last tile: haitei by tsumo only
        ("haitei", (2000, ["pinfu", "tanyao"]), (5200, ["haitei", "menzen_tsumo", "pinfu", "tanyao"])),
        # the last discard, a robbed kan: by ron only
        ("houtei", (3900, ["houtei", "pinfu", "tanyao"]), (2700, ["menzen_tsumo", "pinfu", "tanyao"])),
        ("chankan", (3900, ["chankan", "pinfu", "tanyao"]), (2700, ["menzen_tsumo", "pinfu", "tanyao"])),
    ],
)
def test_each_way_of_winning_keeps_only_the_situations_it_can_have(
    flag: str, ron: tuple[object, ...], tsumo: tuple[object, ...]
) -> None:
    for wait in waits(hand("234m567p3467888s", seat=1, **{flag: True})).waits:
        assert (_value(wait.ron), _value(wait.tsumo)) == (ron, tsumo), wait.tile.code


def test_a_replacement_tile_after_a_kan_is_won_by_tsumo_only() -> None:
    kan = make_meld("kan", parse_tiles("5555z"))  # an open kan of haku: 1 han; 40 fu
    for wait in waits(hand("234m567p34s88s", seat=1, melds=(kan,), rinshan=True)).waits:
        assert _value(wait.ron) == (1300, ["haku"])
        assert _value(wait.tsumo) == (2700, ["haku", "rinshan"])  # 2 han 40 fu: 700 / 1300


def test_a_way_of_winning_that_cannot_happen_says_why() -> None:
    # renhou is a ron before one's first draw: the tsumo of the same wait cannot be one
    for wait in waits(hand("234m567p3467888s", seat=1, renhou=True)).waits:
        assert _value(wait.tsumo) == ("cannot", "renhou_on_tsumo")
        assert isinstance(wait.ron, ScoreResult) and wait.ron.win is not None
        assert "renhou" in {y.id for y in wait.ron.win.yaku}

"""Yakuman and rule options of the scoring core, on whole hands: junsei chuuren won on a
terminal, yakuman stacking on and off, the Kansai 50-fu chiitoitsu beside other yaku.

Values from RULES.md: a yakuman is 13 han and 8000 base per multiple (§3, §5), chuuren on a
9-sided wait is a double yakuman, several yakuman add up (§3, the ``yakuman_stacking`` option
off scores the largest only), a dealer's ron is 6 × base (§5). The Kansai option
(``chiitoitsu_50fu``) makes chiitoitsu 1 han and 50 fu; every other yaku keeps its han.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

import pytest

from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.core.scoring.yaku import lacking_tiles, ruled_out, switched_off
from tests.util import result, win


@pytest.mark.parametrize(
    "words",
    [
        "11112345678999m --win 1m",  # the fourth 1 won: 1112345678999 waited on all nine
        "11123456789999m --win 9m",  # the fourth 9 won
        "11112345678999p --win 1p --seat S",
        "11123456789999s --win 9s --tsumo",
    ],
)
def test_junsei_chuuren_won_on_a_terminal(words: str) -> None:
    value = win(words)
    assert [(y.id, y.han) for y in value.yaku] == [("chuuren_9", 26)]
    assert value.yakuman == 2
    assert value.han == 26
    assert value.base.points == 16000
    assert value.payment is not None
    dealer = "--seat S" not in words
    assert value.payment.total == (96000 if dealer else 64000)


@pytest.mark.parametrize(
    ("words", "total"),
    [
        ("11112345678999m --win 1m --seat S", 64000),  # non-dealer ron: 4 x 16000
        ("11123456789999m --win 9m --seat W --tsumo", 64000),  # the dealer 32000, the others 16000
    ],
)
def test_junsei_chuuren_pays_a_double_yakuman(words: str, total: int) -> None:
    value = win(words)
    assert value.payment is not None
    assert value.payment.total == total


@pytest.mark.parametrize(
    ("words", "ids"),
    [
        ("11122345678999m --win 1m", ["chuuren"]),  # 1122345678999 + 1: not the nine-sided wait
        ("11123456789995m --win 5m", ["chuuren_9"]),  # the pure wait won in the middle
        ("11123456789999m --win 1m", ["chuuren"]),  # the extra tile is the 9: won on a 1
    ],
)
def test_chuuren_or_junsei_by_the_tile_won(words: str, ids: list[str]) -> None:
    assert [y.id for y in win(words).yaku] == ids


# daisangen (1x), suuankou tanki (2x), tsuuiisou (1x): 4x stacked, the suuankou alone without
STACKED = "55566677711144z --win 4z"
# suuankou tanki (2x), daisuushii (2x), tsuuiisou (1x)
WINDS = "11122233344455z"


def test_several_yakuman_add_up_under_the_default_rules() -> None:
    value = win(STACKED)
    assert sorted((y.id, y.han) for y in value.yaku) == [
        ("daisangen", 13),
        ("suuankou_tanki", 26),
        ("tsuuiisou", 13),
    ]
    assert value.yakuman == 4
    assert value.han == 52
    assert value.payment is not None and value.payment.total == 192000  # 6 x 4 x 8000
    winds = win(WINDS)
    assert value.payment is not None
    assert winds.yakuman == 5
    assert winds.payment is not None and winds.payment.total == 240000


@pytest.mark.parametrize(
    ("words", "ids"),
    [
        (f"{STACKED} --rule-option yakuman_stacking=false", {"suuankou_tanki"}),
        (f"{WINDS} --rule-option yakuman_stacking=false", {"suuankou_tanki", "daisuushii"}),
    ],
)
def test_without_stacking_only_the_largest_yakuman_counts(words: str, ids: set[str]) -> None:
    value = win(words)
    assert len(value.yaku) == 1
    (only,) = value.yaku
    assert only.id in ids
    assert only.han == 26
    assert only.yakuman
    assert value.yakuman == 2
    assert value.han == 26
    assert value.payment is not None and value.payment.total == 96000  # 6 x 2 x 8000


def test_without_stacking_a_single_yakuman_is_unchanged() -> None:
    value = win("555666777z44p --pon 111m --win 4p --rule-option yakuman_stacking=false")
    assert [(y.id, y.han) for y in value.yaku] == [("daisangen", 13)]
    assert value.payment is not None and value.payment.total == 48000


KANSAI = "1133557799m1122z --riichi --win 2z"


def test_kansai_chiitoitsu_keeps_the_other_yaku() -> None:
    value = win(f"{KANSAI} --rule-option chiitoitsu_50fu=true")
    assert [(y.id, y.han) for y in value.yaku] == [("riichi", 1), ("honitsu", 3), ("chiitoitsu", 1)]
    assert value.han == 5
    assert value.fu.fu == 50
    assert value.limit == "mangan"
    assert value.payment is not None and value.payment.total == 12000


def test_the_same_hand_without_the_kansai_option() -> None:
    value = win(KANSAI)
    assert [(y.id, y.han) for y in value.yaku] == [("riichi", 1), ("honitsu", 3), ("chiitoitsu", 2)]
    assert value.han == 6
    assert value.fu.fu == 25
    assert value.payment is not None and value.payment.total == 18000


def test_kansai_chiitoitsu_below_mangan_pays_by_its_50_fu() -> None:
    # tanyao 1 + chiitoitsu 1 = 2 han 50 fu: 50 x 2^4 = 800 base, a non-dealer ron 3200
    value = win("224466m335577p88m --seat S --rule-option chiitoitsu_50fu=true")
    assert [(y.id, y.han) for y in value.yaku] == [("tanyao", 1), ("chiitoitsu", 1)]
    assert value.fu.fu == 50
    assert value.payment is not None and value.payment.total == 3200


def test_a_yakus_han_under_the_rules_is_decided_once() -> None:
    """yaku_han: the han the scoring counts and the quiz shows; chiitoitsu 1 han under
    chiitoitsu_50fu, tanyao closed only without kuitan, the others as the yaku table."""
    from mjgui.core.scoring.rules import SEED
    from mjgui.core.scoring.yaku import yaku_han

    assert yaku_han("chiitoitsu", SEED) == (2, None)
    assert yaku_han("chiitoitsu", SEED.with_options(chiitoitsu_50fu=True)) == (1, None)
    assert yaku_han("tanyao", SEED) == (1, 1)
    assert yaku_han("tanyao", SEED.with_options(kuitan=False)) == (1, None)
    assert yaku_han("honitsu", SEED.with_options(kuitan=False, chiitoitsu_50fu=True)) == (3, 2)
    # the scoring reads it: an open all-simples hand has no tanyao without kuitan
    assert [y.id for y in win("234m567p88s --pon 666s --chi 345m --win 8s").yaku] == ["tanyao"]
    no_kuitan = result("234m567p88s --pon 666s --chi 345m --win 8s --rule-option kuitan=off")
    assert no_kuitan.win is None and no_kuitan.no_win is not None and no_kuitan.no_win.code == "no_yaku"


# -- the yaku no hand can hold under the rules (the quiz offers none; why-not says why) --------
# RULES.md §2-3: renhou under renhou=off, paarenchan without paarenchan; §9: with 2m..8m
# removed (three players) sanshoku doujun, whose every form needs a manzu run, and nothing else
# (ittsu and chuuren are made in pinzu or souzu, sanshoku doukou of 1s or 9s). Found by mutation
# testing: switched_off, lacking_tiles and the forms behind them were asked by no test it ran.

OFF = frozenset({"renhou", "paarenchan"})
PRESET_RULED_OUT = {
    "seed": (frozenset(), frozenset()),
    "ema": (frozenset({"paarenchan"}), frozenset()),  # renhou a mangan (edition 2)
    "wrc": (OFF, frozenset()),
    "tenhou": (OFF, frozenset()),
    "mahjongsoul": (OFF, frozenset()),
    "mleague": (OFF, frozenset()),
    "tenhou-sanma": (OFF, frozenset({"sanshoku"})),
    "mahjongsoul-sanma": (OFF, frozenset({"sanshoku"})),
}


def test_every_preset_has_its_ruled_out_yaku_written_here() -> None:
    assert set(PRESETS) == set(PRESET_RULED_OUT)


@pytest.mark.parametrize("name", sorted(PRESET_RULED_OUT))
def test_the_yaku_each_preset_rules_out(name: str) -> None:
    off, lacking = PRESET_RULED_OUT[name]
    rules = PRESETS[name]
    assert switched_off(rules) == off
    assert lacking_tiles(rules) == lacking
    assert ruled_out(rules) == off | lacking


@pytest.mark.parametrize("preset", ["seed", "tenhou-sanma"])
@pytest.mark.parametrize("renhou", ["off", "mangan", "yakuman"])
@pytest.mark.parametrize("paarenchan", [True, False])
def test_the_options_that_turn_a_yaku_off(preset: str, renhou: str, paarenchan: bool) -> None:
    rules = replace(PRESETS[preset], renhou=renhou, paarenchan=paarenchan)
    off = {"renhou"} if renhou == "off" else set()
    if not paarenchan:
        off.add("paarenchan")
    lacking = {"sanshoku"} if rules.players == 3 else set()
    assert switched_off(rules) == off
    assert lacking_tiles(rules) == lacking  # no option changes the set
    assert ruled_out(rules) == off | lacking


# Each suit's kinds removed (0 the one, 8 the nine), as a set may lose them: a suit keeps some
# kinds and no run of three (``Rules``' own check). 2m..8m is the three-player set's.
SUIT_REMOVALS = (
    (),
    (1, 2, 3, 4, 5, 6, 7),  # keeps 1 and 9
    (0, 1, 3, 4, 6, 7),  # keeps 3 6 9
    (1, 2, 4, 5, 7, 8),  # keeps 1 4 7
    (0, 2, 3, 5, 6, 8),  # keeps 2 5 8
    (2, 5, 8),
    (0, 3, 6),
    (1, 4, 7),
)


def _can_hold(rules: Rules) -> set[str]:
    """Which of the yaku made of given suited tiles a hand can hold in this set, worked out
    from the tiles each needs: sanshoku the run n, n+1, n+2 in all three suits, sanshoku
    doukou the kind n in all three, ittsu and chuuren (either wait) a whole suit."""
    kinds = set(rules.kinds)
    suits = [[s * 9 + n for n in range(9)] for s in range(3)]
    held = set()
    if any(all(suit[n + d] in kinds for suit in suits for d in range(3)) for n in range(7)):
        held.add("sanshoku")
    if any(all(suit[n] in kinds for suit in suits) for n in range(9)):
        held.add("sanshoku_doukou")
    if any(all(k in kinds for k in suit) for suit in suits):
        held |= {"ittsu", "chuuren", "chuuren_9"}
    return held


def test_the_yaku_a_set_lacks_the_tiles_of_in_every_form() -> None:
    base = replace(PRESETS["tenhou-sanma"], aka=0, renhou="mangan", paarenchan=True)
    made_of_tiles = {"sanshoku", "sanshoku_doukou", "ittsu", "chuuren", "chuuren_9"}
    seen = set()
    for man, pin, sou in product(SUIT_REMOVALS, repeat=3):
        removed = frozenset((*man, *(9 + k for k in pin), *(18 + k for k in sou)))
        rules = replace(base, removed_kinds=removed)
        lacking = made_of_tiles - _can_hold(rules)
        assert lacking_tiles(rules) == lacking, sorted(removed)
        assert ruled_out(rules) == lacking
        assert switched_off(rules) == frozenset()
        seen.add(frozenset(lacking))
    # none lacking and every one; sanshoku alone; with sanshoku doukou; with ittsu and chuuren
    # (a sanshoku doukou without sanshoku's tiles is none: each run holds a kind in three suits)
    whole = frozenset({"ittsu", "chuuren", "chuuren_9"})
    assert seen == {
        frozenset(),
        frozenset({"sanshoku"}),
        frozenset({"sanshoku", "sanshoku_doukou"}),
        frozenset({"sanshoku"}) | whole,
        frozenset(made_of_tiles),
    }

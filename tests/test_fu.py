"""Each fu item of RULES.md §4, with its tiles, and the rounding."""

from __future__ import annotations

import pytest

from mjgui.core.scoring.rules import SEED
from mjgui.core.scoring.scoring import score
from tests.util import spec, win


def items(words: str) -> list[tuple[str, int, str]]:
    return [(i.reason, i.fu, i.tiles_text) for i in win(words).fu.items]


@pytest.mark.parametrize(
    ("words", "reason", "fu", "tiles"),
    [
        ("234m567p3467888s5s", "base", 20, ""),
        ("234m567p3467888s5s", "menzen_ron", 10, ""),
        ("123m456p789s11s777z --tsumo", "tsumo", 2, ""),
        ("234m567p3467888s5s --tsumo", "pinfu_tsumo", 0, ""),
        ("567p3467888s5s --chi 234m", "open_pinfu", 10, ""),
        ("1133m5577p22s4466z", "chiitoitsu", 25, ""),
        ("123m456p11s --pon 333s --pon 777z", "open_triplet_simple", 2, "333s"),
        ("123m456p11s --pon 999p --pon 777z", "open_triplet_terminal", 4, "999p"),
        ("123m456p333s789s11s --tsumo", "closed_triplet_simple", 4, "333s"),
        ("123m456p999p789s11s --tsumo", "closed_triplet_terminal", 8, "999p"),
        ("123m456p789s11s99p9p --riichi", "ron_triplet_terminal", 4, "999p"),
        ("123m456p789s11s33s3s --riichi", "ron_triplet_simple", 2, "333s"),
        ("123m456p11s --kan 3333s --pon 777z", "open_kan_simple", 8, "3333s"),
        ("123m456p789s11s --kan 1111z", "open_kan_terminal", 16, "1111z"),
        ("123m456p789s11s --ankan 3333p --riichi", "closed_kan_simple", 16, "3333p"),
        ("123m456p789s11s --ankan 9999p --riichi", "closed_kan_terminal", 32, "9999p"),
        ("123m456p789s234s55z --riichi", "pair_dragon", 2, "55z"),
        ("123m456p789s234s22z --seat S --riichi", "pair_seat_wind", 2, "22z"),
        ("123m456p789s234s11z --seat S --riichi", "pair_round_wind", 2, "11z"),
        ("123m456p789s234s11z --riichi", "pair_double_wind", 4, "11z"),
        ("456m456p789s11s24m3m --riichi", "wait_kanchan", 2, "234m"),
        ("123m456p789s11s12m3m", "wait_penchan", 2, "123m"),
        ("123m456p789s234s11s --riichi", "wait_tanki", 2, "11s"),
    ],
)
def test_fu_item(words: str, reason: str, fu: int, tiles: str) -> None:
    assert (reason, fu, tiles) in items(words)


def test_pinfu_tsumo_is_20_flat() -> None:
    value = win("234m567p3467888s5s --tsumo")
    assert value.fu.raw == 20 and value.fu.fu == 20


def test_open_hand_with_no_fu_won_by_ron_counts_30() -> None:
    value = win("567p3467888s5s --chi 234m")
    assert value.fu.fu == 30


def test_rinshan_tsumo_keeps_the_tsumo_fu() -> None:
    assert ("tsumo", 2, "") in items("234m567p3488s5s --ankan 1111z --tsumo --rinshan")


def test_rounding_up_to_ten() -> None:
    value = win("123m456p999p789s11s --tsumo")  # 20 + 8 + 2 tanki + 2 tsumo = 32 -> 40
    assert value.fu.raw == 32 and value.fu.fu == 40
    value = win("123m456p999p789s11s --riichi")  # 20 + 10 + 8 + 2 = 40
    assert value.fu.raw == 40 and value.fu.fu == 40


def test_chiitoitsu_is_25_flat_never_rounded() -> None:
    value = win("1133m5577p22s4466z --tsumo --riichi")
    assert value.fu.fu == 25 and [i.reason for i in value.fu.items] == ["chiitoitsu"]
    assert value.fu.raw == 25 and [i.fu for i in value.fu.items] == [25]


def test_double_wind_pair_option_two_fu() -> None:
    hand = spec("123m456p789s234s11z --riichi").with_changes(rules=SEED.with_options(double_wind_pair_fu=2))
    value = score(hand).win
    assert value is not None
    assert ("pair_double_wind", 2) in [(i.reason, i.fu) for i in value.fu.items]


def test_kansai_chiitoitsu_option() -> None:
    hand = spec("1133m5577p22s4466z").with_changes(rules=SEED.with_options(chiitoitsu_50fu=True))
    value = score(hand).win
    assert value is not None and value.fu.fu == 50
    assert value.fu.raw == 50
    assert [(i.reason, i.fu) for i in value.fu.items] == [("chiitoitsu_kansai", 50)]
    assert {y.id: y.han for y in value.yaku}["chiitoitsu"] == 1


def test_the_reading_that_pays_most_wins() -> None:
    # 3455m + 5m: 345m + 55m on a ryanmen (pinfu) or 34m5 + 55m5 on a tanki
    res = score(spec("123p456p789s3455m5m --riichi"))
    assert {v.reading.wait for v in res.readings} == {"ryanmen", "tanki"}
    best = res.win
    assert best is not None and best.reading.wait == "ryanmen"
    assert "pinfu" in {y.id for y in best.yaku}
    totals = [v.payment.total for v in res.readings if v.payment]
    assert best.payment is not None and best.payment.total == max(totals)


@pytest.mark.parametrize(
    ("words", "expected", "raw"),
    [
        ("19m19p19s1234567z1m", [("base", 20, ""), ("menzen_ron", 10, "")], 30),
        ("19m19p19s1234567z1m --tsumo", [("base", 20, ""), ("tsumo", 2, "")], 22),
        ("19m19p19s1234567z1m --tsumo --seat S --round S", [("base", 20, ""), ("tsumo", 2, "")], 22),
    ],
)
def test_kokushi_has_only_the_hand_wide_fu(
    words: str, expected: list[tuple[str, int, str]], raw: int
) -> None:
    value = win(words)
    assert items(words) == expected
    assert (value.fu.raw, value.fu.fu) == (raw, 30)

"""Near misses and suggestions as a teacher read them (the auditor's hands): a near miss says
"it would pay N more" only when a real hand with that change pays N more, names the biggest
prize the change makes, and a suggestion only changes what the player can still change."""

from __future__ import annotations

import random
import re

import pytest

from mjgui.cli import parse_score_args
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.scoring.tiles import format_tiles
from mjgui.core.teach.explain import NearMiss, near_misses, suggestions, why_not
from tests.handgen import random_hand


def scored(args: str) -> ScoreResult:
    request, _ = parse_score_args(args.split())
    return score(request.spec)


def misses(args: str) -> dict[str, NearMiss]:
    return {m.id: m for m in near_misses(scored(args))}


# ---------------------------------------------------------------------------------------------
# "it would pay N more" only for a change that exists and pays more
# ---------------------------------------------------------------------------------------------


def test_a_yakuhai_triplet_that_breaks_ryanpeikou_is_no_near_miss() -> None:
    # 777z as a triplet takes a sequence of the ryanpeikou: every such hand pays less
    found = misses("112233m445566p77z --win 7z")
    assert "chun" not in found
    assert not any("yakuhai" in m.text() or "якухай" in m.text("ru") for m in found.values())


def test_an_off_suit_pair_of_dora_is_no_honitsu_near_miss() -> None:
    # 11s are both dora (indicator 9s): honitsu's 2 han for the 2 dora given up, the same pay
    found = misses(
        "11s777z --kan 5555m --chi 234m --pon 222z --win 7z --tsumo --seat N --round E --dora 9s"
        " --honba 3 --sticks 2 --rules ema"
    )
    assert "honitsu" not in found


def test_renhou_gains_nothing_from_another_yaku() -> None:
    # renhou combines with nothing and pays the higher of mangan and the ordinary value
    # (RULES.md §2): tanyao's 1 han would still be paid as the mangan
    found = misses("123m567m22p345s678s --renhou --seat S")
    assert "tanyao" not in found


# ---------------------------------------------------------------------------------------------
# The biggest prize named
# ---------------------------------------------------------------------------------------------


SUUANKOU_EN = "no suuankou: {} is a sequence; as a concealed triplet the hand would be this yakuman"
SUUANKOU_RU = (
    "нет яку «суанко»: {} — последовательность; будь на её месте закрытый пон, рука была бы этим якуманом"
)


def test_won_by_tsumo_on_the_sequence_the_triplet_would_make_suuankou() -> None:
    found = misses(
        "333888m77p123s333z --win 2s --tsumo --seat S --round S --dora 1p --honba 6 --sticks 2 --rules ema"
    )
    assert "toitoi" not in found
    assert found["suuankou"].text() == SUUANKOU_EN.format("123s")
    assert found["suuankou"].text("ru") == SUUANKOU_RU.format("123s")
    # by ron the triplet would be completed by ron: toitoi it is
    by_ron = misses("333888m77p123s333z --win 2s --seat S --round S --dora 1p --rules ema")
    assert "suuankou" not in by_ron and by_ron["toitoi"].code == "toitoi_sequence"


def test_a_change_that_makes_a_yakuman_names_the_yakuman() -> None:
    # 222p in place of 678s: four concealed triplets by tsumo, suuankou, not sanshoku doukou
    found = misses("22277m111222678s --win 1s --tsumo --seat E --round S --dora 2m --rules ema")
    assert "sanshoku_doukou" not in found
    assert found["suuankou"].text() == SUUANKOU_EN.format("678s")
    # 1s in 111s, the winning tile: 555s there, won on 5s, is a real hand (678s stays a sequence)
    assert found["tanyao"].text() == "no tanyao: 1s in 111s; it would pay 4200 more"


# ---------------------------------------------------------------------------------------------
# Sanankou: what the yaku itself adds
# ---------------------------------------------------------------------------------------------


def test_sanankou_spoiled_by_a_call_says_what_the_hand_kept_concealed_pays() -> None:
    # chinitsu open 5 han, a mangan (8000); with 999p not called, the hand is closed: chinitsu 6,
    # sanankou 2, menzen tsumo 1, a baiman (16 000): 8000 more (it said 4000: sanankou's 2 han
    # alone added to the open hand)
    args = "12333666888p --pon 999p --win 2p --tsumo --seat S --rules ema"
    found = misses(args)
    assert found["sanankou"].text() == "no sanankou: 999p was called, so it is open; it would pay 8000 more"
    assert found["sanankou"].text("ru") == (
        "нет яку «сананко»: 999p объявлен и потому открыт; с ним рука стоила бы на 8000 больше"
    )
    closed = "12333666888999p --win 2p --tsumo --seat S --rules ema"
    assert found["sanankou"].more == total(closed) - total(args)


def test_sanankou_spoiled_by_a_call_counts_the_closed_hand_the_auditor_scored() -> None:
    # honitsu open 2 + chun: 3 han 40 fu, 5200; 666p kept concealed: honitsu closed 3, chun,
    # sanankou: 6 han, a haneman (12 000): 6800 more, not 2800
    args = "4446788p777z8p --pon 666p --seat N --from E --dora 9s"
    found = misses(args)
    assert found["sanankou"].more == 6800
    assert found["sanankou"].more == total("4446667888p777z8p --seat N --from E --dora 9s") - total(args)
    assert found["sanankou"].text().endswith("666p was called, so it is open; it would pay 6800 more")
    # an open kan kept concealed is a closed kan: haku and sanankou, 3 han 80 fu, a mangan
    # (8000), against haku's 1 han 50 fu (1600)
    kan = "444m777p123s99s --kan 5555z --win 3s --seat W"
    found = misses(kan)
    closed = "444m777p123s99s --ankan 5555z --win 3s --seat W"
    assert found["sanankou"].more == total(closed) - total(kan) == 6400


def test_sanankou_spoiled_by_ron_says_what_its_own_han_add() -> None:
    # yakuhai twice, 2 han 50 fu by ron (N seat): 3200 + 1000; sanankou's 2 han make 4 han 50
    # fu, a mangan: 8000 + 1000, 4800 more (by ron, as the hand was won: menzen tsumo is not
    # counted in)
    found = misses("777m12377p111555z --win 5z --seat N --round E --dora 7s --sticks 1 --rules ema")
    assert found["sanankou"].more == 4800
    # riichi, 1 han 40 fu by ron, 1300; sanankou's 2 han: 3 han 40 fu, 5200: 3900 more (won by
    # tsumo the hand would be a mangan with menzen tsumo: 6700 more, not sanankou's to claim)
    found = misses("222m444p666s789s55p --win 6s --riichi --seat S")
    assert found["sanankou"].text() == (
        "no sanankou: 666s was completed by ron, so it counts as open; it would pay 3900 more"
    )


# ---------------------------------------------------------------------------------------------
# A trade is weighed on the hand it describes (the auditor's hands)
# ---------------------------------------------------------------------------------------------


def test_a_second_copy_of_a_sequence_is_free_to_make_way_for_sanshoku() -> None:
    # 567m twice: one stays for sanshoku, the other makes way for 567p, and hatsu keeps its
    # triplet: 2 han 30 fu (2000) against 1000. It said "it would replace a set needed by
    # hatsu: +1 han, −1 han, the same han: no gain"
    args = "556677m11p66z6z --chi 567s --seat S --round S"
    sanshoku = misses(args)["sanshoku"]
    assert sanshoku.text() == "no sanshoku: 567p missing; it would pay 1000 more"
    assert sanshoku.text("ru") == "нет яку «саншоку»: не хватает 567p; с ним рука стоила бы на 1000 больше"
    assert sanshoku.more == total("567m567p11p66z6z --chi 567s --seat S --round S") - total(args)


def test_a_second_copy_of_a_sequence_makes_way_for_ittsu_at_the_cost_of_iipeikou() -> None:
    # 456m twice (iipeikou): 123m in place of one gives ittsu (2 han) for iipeikou (1): 8 han,
    # a baiman (24 000) against 18 000. It said "it would replace 1111z ... it would pay the same"
    args = "440566789m5z5z --ankan 1111z --seat E --round E --rules mleague --dora 8s,9p"
    ittsu = misses(args)["ittsu"]
    assert ittsu.text() == (
        "no ittsu: 123m missing; in place of 456m it would give ittsu but lose iipeikou: "
        "8 han 70 fu instead of 7 han 70 fu; it would pay 6000 more"
    )
    assert ittsu.text("ru") == (
        "нет яку «иццу»: не хватает 123m; на месте 456m он дал бы яку иццу, но отнял бы яку иппейко: "
        "8\u00a0хан 70\u00a0фу вместо 7\u00a0хан 70\u00a0фу; с ним рука стоила бы на 6000 больше"
    )
    swapped = "123406789m5z5z --ankan 1111z --seat E --round E --rules mleague --dora 8s,9p"
    assert ittsu.more == total(swapped) - total(args)


@pytest.mark.parametrize(
    ("args", "swapped", "en", "ru"),
    [
        # 234m in place of 555z: pinfu, tanyao and iipeikou for haku, 3 han 30 fu (3900)
        # against 1 han 40 fu (1300). It said "would lose more than it gains"
        (
            "234m456p67s55p555z5s --seat S",
            "234m234m456p67s55p5s --seat S",
            "555z gives 1 han as yakuhai; 234m there would give tanyao, pinfu, iipeikou but lose haku: "
            "3 han 30 fu instead of 1 han 40 fu; it would pay 2600 more",
            "555z даёт 1\u00a0хан как якухай; последовательность 234m на его месте дала бы яку таняо, "
            "пинфу, иппейко, но отняла бы яку хаку: 3\u00a0хан 30\u00a0фу вместо 1\u00a0хан 40\u00a0фу; "
            "с ним рука стоила бы на 2600 больше",
        ),
        # the first --explain example of the help (dealer's ron): 5800 against 2000
        (
            "234m456p678s22s55z5z",
            "34m234m456p678s22s2m",  # won on 2m, the tile in 5z's place
            "555z gives 1 han as yakuhai; 234m there would give tanyao, pinfu, iipeikou but lose haku: "
            "3 han 30 fu instead of 1 han 40 fu; it would pay 3800 more",
            "555z даёт 1\u00a0хан как якухай; последовательность 234m на его месте дала бы яку таняо, "
            "пинфу, иппейко, но отняла бы яку хаку: 3\u00a0хан 30\u00a0фу вместо 1\u00a0хан 40\u00a0фу; "
            "с ним рука стоила бы на 3800 больше",
        ),
    ],
)
def test_a_valued_triplet_for_pinfu_is_weighed_on_the_hand_with_the_sequence(
    args: str, swapped: str, en: str, ru: str
) -> None:
    pinfu = misses(args)["pinfu"]
    assert pinfu.text() == f"no pinfu: {en}"
    assert pinfu.text("ru") == f"нет яку «пинфу»: {ru}"
    assert pinfu.more == total(swapped) - total(args)


@pytest.mark.parametrize(
    ("args", "ident", "swapped", "en"),
    [
        # 555z won on 5z (shanpon): 789s there is a penchan won on 7s but a ryanmen won on 9s,
        # pinfu and ryanpeikou, 6000 more. It said "would lose more than it gains; 2100 less"
        (
            "44p223344789s555z --win 5z --seat E --round S --tsumo --dora 6z --honba 3 --sticks 1"
            " --rules ema",
            "pinfu",
            "44p223344789789s --win 9s --seat E --round S --tsumo --dora 6z --honba 3 --sticks 1 --rules ema",
            "no pinfu: 555z gives 1 han as yakuhai; 789s there would give pinfu, ryanpeikou but lose haku, "
            "iipeikou: 5 han 20 fu instead of 3 han 30 fu; it would pay 6000 more",
        ),
        # 789m won on 9m, not 7m: junchan and sanshoku with pinfu, 8000 more (it said 123m, 4000)
        (
            "11m123789p789s555z --win 5z --seat S --round E --tsumo --riichi --dora 4z --ura 3s --sticks 3"
            " --rules mahjongsoul",
            "pinfu",
            "11m789m123789p789s --win 9m --seat S --round E --tsumo --riichi --dora 4z --ura 3s --sticks 3"
            " --rules mahjongsoul",
            "no pinfu: 555z gives 1 han as yakuhai; 789m there would give pinfu, junchan, sanshoku doujun "
            "but lose haku, chanta: 8 han 20 fu instead of 5 han 30 fu; it would pay 8000 more",
        ),
        # 456s held the winning 5s: 123m there won on 1m is a ryanmen, pinfu with sanshoku and
        # chanta, 8000 more (won on 2m, the tile in 5s's place, a kanchan: 4000)
        (
            "123p123456789s44z --win 5s --seat W --round S --dora 3m,2p,2p,2p --from N --rules mleague",
            "sanshoku",
            "123m123p123789s44z --win 1m --seat W --round S --dora 3m,2p,2p,2p --from N --rules mleague",
            "no sanshoku: 123m missing; in place of 456s it would give pinfu, chanta, sanshoku doujun but "
            "lose ittsu: 8 han 30 fu instead of 5 han 40 fu; it would pay 8000 more",
        ),
    ],
    ids=["shanpon_penchan_or_ryanmen", "junchan_sanshoku", "set_missing_won_on_its_set"],
)
def test_a_set_won_on_is_weighed_won_on_each_tile_of_the_set_in_its_place(
    args: str, ident: str, swapped: str, en: str
) -> None:
    miss = misses(args)[ident]
    assert miss.text() == en
    assert miss.more == total(swapped) - total(args)


@pytest.mark.parametrize(
    ("args", "en", "ru"),
    [
        # the ura dora 4m points to 5m: the red 5m of 345m and a plain 5m left with it
        (
            "33334405m123789p --win 1p --seat E --round E --tsumo --riichi --dora 7z --ura 4m --honba 1"
            " --sticks 1 --rules seed",
            "no ittsu: 456p missing; in place of 345m it would give ittsu but lose iipeikou: 7 han 20 fu "
            "instead of 7 han 20 fu (dora: 2 han instead of 3); it would pay the same",
            "нет яку «иццу»: не хватает 456p; на месте 345m он дал бы яку иццу, но отнял бы яку иппейко: "
            "7\u00a0хан 20\u00a0фу вместо 7\u00a0хан 20\u00a0фу (дора: 2\u00a0хан вместо 3); "
            "с ним рука стоила бы столько же",
        ),
        # 789s brings two dora (9s, and 7s of the ura 6s) with pinfu for the seat wind
        (
            "33677889p456s111z --win 1z --seat E --round S --riichi --dora 8s,9s --ura 5z,6s --sticks 2"
            " --from W --rules tenhou-sanma",
            "no pinfu: 111z gives 1 han as yakuhai; 789s there would give pinfu but lose seat wind: "
            "4 han 30 fu instead of 2 han 40 fu (dora: 2 han instead of 0); it would pay 7700 more",
            "нет яку «пинфу»: 111z даёт 1\u00a0хан как якухай; последовательность 789s на его месте "
            "дала бы яку пинфу, но отняла бы яку ветер места: 4\u00a0хан 30\u00a0фу вместо "
            "2\u00a0хан 40\u00a0фу (дора: 2\u00a0хан вместо 0); с ним рука стоила бы на 7700 больше",
        ),
    ],
)
def test_a_trade_says_the_dora_it_changes(args: str, en: str, ru: str) -> None:
    found = [m for m in near_misses(scored(args)) if m.code in ("set_missing_trade", "pinfu_valued_trade")]
    assert [m.text() for m in found] == [en]
    assert found[0].text("ru") == ru


@pytest.mark.parametrize(
    ("args", "en", "ru"),
    [
        (
            "77z --pon 222m --pon 333p --pon 444s --pon 555z --win 7z --seat S",
            "no chun: 77z is only a pair; a triplet would give 1 han",
            "нет яку «чун»: 77z — только пара; сет из трёх таких тайлов дал бы 1\u00a0хан",
        ),
        (
            "77z --pon 555z --pon 666z --pon 888s --pon 999m --win 7z --seat S",
            "no daisangen: 77z is only a pair",
            "нет яку «дайсанген»: 77z — только пара",
        ),
    ],
)
def test_four_calls_keep_the_near_misses_no_fifth_copy_stands_in_the_way_of(
    args: str, en: str, ru: str
) -> None:
    # four calls leave no concealed set to make the pair: no hand is built for the change, but
    # no tile is missing for it either (RULES.md §1 is about a fifth copy)
    found = near_misses(scored(args))
    assert en in [m.text() for m in found]
    assert ru in [m.text("ru") for m in found]


@pytest.mark.parametrize(
    ("args", "gone", "present"),
    [
        # 5z: the pair and two indicators; a triplet would be a fifth 5z ("a triplet would give
        # 1 han")
        (
            "234m456p67s55z234s5s --seat S --riichi --dora 5z,5z",
            "haku",
            "234m456p67s55z234s5s --seat S --riichi",
        ),
        # 4s: four indicators; 456s for ittsu would be a fifth ("456s missing")
        (
            "123m456p789s13s55p2s --seat S --riichi --dora 4s,4s,4s,4s",
            "ittsu",
            "123m456p789s13s55p2s --seat S --riichi",
        ),
    ],
)
def test_no_near_miss_needs_a_fifth_copy_of_a_tile(args: str, gone: str, present: str) -> None:
    assert gone in misses(present)  # with the copies left, the near miss is there
    assert gone not in misses(args)
    assert gone not in {m.id for m in near_misses(scored(args))}
    # nor does the quiz's why-not offer it
    assert why_not(scored(args), gone).code not in ("yakuhai_pair", "ittsu_missing")


def test_near_misses_write_their_payments_as_every_window_does() -> None:
    # 10 300 with a narrow no-break space, as the arithmetic's total is written
    found = misses("123m456m789m234p55z --win 5z --riichi")
    assert found["honitsu"].text().endswith("; it would pay 10\u202f300 more")
    assert found["honitsu"].text("ru").endswith("на 10\u202f300 больше")


# ---------------------------------------------------------------------------------------------
# Wording
# ---------------------------------------------------------------------------------------------


def test_junchan_says_the_set_has_no_terminal() -> None:
    # an honor would give chanta, not junchan: the set lacks a terminal, nothing else
    found = misses("123m789p123s456s11m --win 1m --riichi")
    assert found["junchan"].body() == "456s has no terminal"
    assert found["junchan"].body("ru") == "в 456s нет терминала"
    # chanta still asks for a terminal or an honor
    chanta = misses("11s222z --win 2z --chi 123p --pon 888p --pon 777z --dora 1s --honba 4 --rules mleague")
    assert chanta["chanta"].body() == "888p has no terminal or honor"


def test_a_trade_names_the_yaku_it_gives_up_short_without_colons() -> None:
    # 111z is East: seat and round wind, and the chanta's: 456m in its place costs all three
    found = misses("789m99p111z --chi 123m --pon 111p --win 9p")
    assert found["ittsu"].text() == (
        "no ittsu: 456m missing, but it would replace a set needed by chanta, seat wind, round wind: "
        "+1 han, −3 han, no gain"
    )
    assert found["ittsu"].text("ru") == (
        "нет яку «иццу»: не хватает 456m, но он занял бы место сета, нужного для яку чанта, ветер места, "
        "ветер раунда: +1\u00a0хан, −3\u00a0хан, выигрыша нет"
    )
    dragon = misses("789m99p555z --chi 1m --pon 1p --win 5z")["ittsu"]
    assert "needed by chanta, haku:" in dragon.text()
    assert "нужного для яку чанта, хаку:" in dragon.text("ru")


def total(args: str) -> int:
    win = scored(args).win
    assert win is not None and win.payment is not None
    return win.payment.total


@pytest.mark.parametrize(
    ("args", "swapped", "en", "ru"),
    [
        # 456s in place of 666z: hatsu goes, but honitsu becomes chinitsu: 13 800, not 9 800
        (
            "666z88s --win 8s --pon 222s --chi 123s --chi 789s --tsumo --seat N --round E --dora 8s"
            " --honba 6",
            "456s88s --win 8s --pon 222s --chi 123s --chi 789s --tsumo --seat N --round E --dora 8s"
            " --honba 6",
            "456s missing; in place of 666z it would give chinitsu, ittsu but lose honitsu, hatsu: "
            "7 han 30 fu instead of 4 han 40 fu; it would pay 4000 more",
            "не хватает 456s; на месте 666z он дал бы яку чиницу, иццу, но отнял бы яку хоницу, хацу: "
            "7\u00a0хан 30\u00a0фу вместо 4\u00a0хан 40\u00a0фу; с ним рука стоила бы на 4000 больше",
        ),
        # the double East triplet given up for a chinitsu haneman: 18 000, not 12 000
        (
            "111z55m --win 5m --chi 123m --chi 789m --pon 999m --seat E --round E",
            "456m55m --win 5m --chi 123m --chi 789m --pon 999m --seat E --round E",
            "456m missing; in place of 111z it would give chinitsu, ittsu but lose honitsu, seat wind, "
            "round wind: 6 han 30 fu instead of 4 han 40 fu; it would pay 6000 more",
            "не хватает 456m; на месте 111z он дал бы яку чиницу, иццу, но отнял бы яку хоницу, "
            "ветер места, ветер раунда: 6\u00a0хан 30\u00a0фу вместо 4\u00a0хан 40\u00a0фу; "
            "с ним рука стоила бы на 6000 больше",
        ),
        # chanta goes, but the man and honors left make honitsu
        (
            "789m111s22z --win 1s --pon 444z --chi 123m --seat W --round S",
            "789m456m22z --win 4m --pon 444z --chi 123m --seat W --round S",
            "456m missing; in place of 111s it would give honitsu, ittsu but lose chanta: "
            "3 han 30 fu instead of 1 han 30 fu; it would pay 2900 more",
            "не хватает 456m; на месте 111s он дал бы яку хоницу, иццу, но отнял бы яку чанта: "
            "3\u00a0хан 30\u00a0фу вместо 1\u00a0хан 30\u00a0фу; с ним рука стоила бы на 2900 больше",
        ),
        # a dragon triplet given up takes shousangen with it: 4 han lost, not 2
        (
            "666z777z55z --win 5z --chi 123m --chi 789m --seat S --round E",
            "456m777z55z --win 5z --chi 123m --chi 789m --seat S --round E",
            "456m missing; in place of 666z it would give ittsu but lose hatsu, chanta, shousangen: "
            "4 han 40 fu instead of 7 han 40 fu; it would pay 4000 less",
            "не хватает 456m; на месте 666z он дал бы яку иццу, но отнял бы яку хацу, чанта, сёсанген: "
            "4\u00a0хан 40\u00a0фу вместо 7\u00a0хан 40\u00a0фу; с ним рука стоила бы на 4000 меньше",
        ),
    ],
    ids=["honitsu_made_chinitsu", "double_wind_for_chinitsu", "chanta_for_honitsu", "shousangen_lost"],
)
def test_a_trade_says_what_the_hand_with_the_missing_set_really_pays(
    args: str, swapped: str, en: str, ru: str
) -> None:
    ittsu = misses(args)["ittsu"]
    assert ittsu.text() == f"no ittsu: {en}"
    assert ittsu.text("ru") == f"нет яку «иццу»: {ru}"
    said = ittsu.more or -ittsu.params["less"]  # type: ignore[operator]
    assert said == total(swapped) - total(args)


def test_a_trade_no_hand_can_be_made_of_is_no_near_miss() -> None:
    # 567m for sanshoku could only take the closed kan's place, and a rinshan without its kan is
    # no hand: it said "+1 han, −1 han, the same han, but 30 fu instead of 60; it would pay 100 less"
    found = misses(
        "22z --win 2z --chi 567p --chi 678p --chi 567s --ankan 5555z --tsumo --seat S --round S --rinshan"
    )
    assert "sanshoku" not in found
    assert "honitsu" in found


# ---------------------------------------------------------------------------------------------
# Suggestions for a hand without a yaku: only what the player can still change
# ---------------------------------------------------------------------------------------------


def hints(args: str, lang: str = "en") -> list[str]:
    return [s.text(lang) for s in suggestions(scored(args))]


@pytest.mark.parametrize(
    ("args", "called"),
    [
        ("11406m999s666z --pon 333m --win 1m --tsumo --seat N --round S --honba 7", "333m"),  # sanankou
        ("77m222p678s --chi 789p --chi 345s --win 7s --tsumo --seat E --round S --rules ema", "789p"),
        ("344556m88p234s --pon 999m --win 2s --seat S --round S --rules ema", "999m"),  # tanyao
        ("123m567m11z --chi 789m --chi 234p --win 1z --seat S", "234p"),  # honitsu
        ("11m123p789s --chi 456s --pon 999m --win 1m --seat S", "456s"),  # junchan
        ("11m222p333s --pon 444m --chi 567s --win 1m --seat S", "567s"),  # toitoi
    ],
)
def test_a_suggestion_never_changes_a_called_set(args: str, called: str) -> None:
    result = scored(args)
    assert result.no_win is not None and result.no_win.code in ("no_yaku", "ryanhan_shibari")
    found = hints(args)
    assert found
    assert not any(called in text for text in found), found


@pytest.mark.parametrize(
    ("args", "en", "ru", "nearest"),
    [
        # 3m made 6m: 123m 456m 789m, one tile, not the three of a whole new set
        (
            "123345789m678s55p --seat S --round E",
            "ittsu is one step away (+2 han): 456m missing",
            "До яку «иццу» один шаг (+2\u00a0хан): не хватает 456m",
            "123456789m678s55p --seat S --round E",
        ),
        # 8s made 7s: 789s 88s, and 4p won on 56p, two-sided
        (
            "4p8s8s5p9s6p4m5s3s0m6m8s4s9s --win 4p --seat E --rules mleague",
            "pinfu is one step away (+1 han): 888s is a triplet; pinfu needs four sequences",
            "До яку «пинфу» один шаг (+1\u00a0хан): 888s — сет из трёх одинаковых тайлов, а для пинфу "
            "нужны четыре последовательности",
            "456p345s789s0m46m88s --win 4p --seat E --rules mleague",
        ),
        # 3s made 6s: 456s, one tile
        (
            "4p8s8s5p9s6p4m5s3s0m6m8s4s9s --win 4p --seat E --rules mleague",
            "sanshoku is one step away (+2 han): 456s missing",
            "До яку «саншоку» один шаг (+2\u00a0хан): не хватает 456s",
            "456p456s888s0m46m99s --win 4p --seat E --rules mleague",
        ),
        # 11z, a pair that gives no fu, and 44p made 345p: two tiles (1z and 4p)
        (
            "111z345p456p678s44p --win 5p --seat W --round S",
            "pinfu needs 2 tiles of the hand changed (+1 han): 111z is a triplet; pinfu needs four sequences",
            "До яку «пинфу» нужно заменить 2\u00a0тайла руки (+1\u00a0хан): 111z — сет из трёх "
            "одинаковых тайлов, а для пинфу нужны четыре последовательности",
            "11z345p345p456p678s --win 5p --seat W --round S",
        ),
        # five honors, of which a pair may stay: three tiles, not two
        (
            "4z6p7m5m4z3z6m4z3z4m6m5p7p5m --win 4z --seat E --round E --rules ema",
            "pinfu needs 3 tiles of the hand changed (+1 han): 444z is a triplet; pinfu needs four sequences",
            "До яку «пинфу» нужно заменить 3\u00a0тайла руки (+1\u00a0хан): 444z — сет из трёх "
            "одинаковых тайлов, а для пинфу нужны четыре последовательности",
            "456m567m567p33z456s --win 4s --seat E --round E --rules ema",
        ),
    ],
    ids=["ittsu_one_tile", "pinfu_one_tile", "sanshoku_one_tile", "pinfu_honor_pair", "pinfu_five_honors"],
)
def test_a_suggestion_counts_the_tiles_a_hand_with_the_yaku_really_differs_by(
    args: str, en: str, ru: str, nearest: str
) -> None:
    assert en in hints(args)
    assert ru in hints(args, "ru")
    # a hand that far, with the yaku
    near = scored(nearest)
    yaku = en.split(" ")[0]
    assert near.win is not None and yaku in {y.id for y in near.win.yaku}
    old = sorted(t.kind for t in scored(args).spec.all_tiles())
    new = sorted(t.kind for t in near.spec.all_tiles())
    changed = len(old) - sum(min(old.count(k), new.count(k)) for k in set(new))
    said = re.search(r"needs (\d) tiles", en)
    assert changed == (int(said.group(1)) if said else 1)


def test_a_suggestion_says_at_least_when_the_fewest_tiles_are_not_known() -> None:
    # no hand one tile away has pinfu; the nearest found, three tiles away: "at least 2"
    args = "4p7s3z3z9m5p6s1m9m3z8s2m3m3p --win 3z --seat S --round S --rules mleague"
    assert (
        "pinfu needs at least 2 tiles of the hand changed (+1 han): 333z is a triplet; pinfu needs four "
        "sequences"
    ) in hints(args)
    assert (
        "До яку «пинфу» нужно заменить как минимум 2\u00a0тайла руки (+1\u00a0хан): 333z — сет из трёх "
        "одинаковых тайлов, а для пинфу нужны четыре последовательности"
    ) in hints(args, "ru")


def test_a_suggestion_never_needs_a_tile_whose_four_copies_are_in_sight() -> None:
    # 456m for ittsu: all four 4m are in the kan
    found = hints("111123789m44s --kan 4444m --win 3m --seat S --round S --rules mahjongsoul")
    assert not any("456m" in text for text in found), found


def test_ryanhan_shibari_says_two_han_are_needed_before_the_one_han_hints() -> None:
    # at 6 honba riichi or menzen tsumo alone (+1 han) is still refused (RULES.md §2)
    args = "222234678999m66p --win 6p --seat W --round E --honba 6"
    found = hints(args)
    assert found[0] == "with 6 honba the hand needs 2 han from yaku; it has 0"
    assert hints(args, "ru")[0] == "при 6\u00a0хонба нужно 2\u00a0хан за яку; в руке: 0"
    assert found[1:3] == [
        "declare riichi: the hand is closed (+1 han)",
        "win by tsumo instead of ron: a closed hand gets menzen tsumo (+1 han)",
    ]
    # below 5 honba the hand needs one yaku: no such sentence
    assert not hints("222234678999m66p --win 6p --seat W --round E --honba 4")[0].startswith("with")


OPEN_YAKU_EN = (
    "tanyao, yakuhai, chanta, junchan, ittsu, sanshoku, sanshoku doukou, toitoi, sanankou, sankantsu, "
    "honroutou, honitsu, chinitsu, shousangen, rinshan kaihou, chankan, haitei raoyue or houtei raoyui"
)
OPEN_YAKU_RU = (
    "таняо, якухай, чанта, джунчан, иццу, саншоку, саншоку доко, тойтой, сананко, санканцу, хонрото, "
    "хоницу, чиницу, сёсанген, риншан, чанкан, хайтей или хотей"
)


def test_an_open_hand_is_told_every_yaku_that_counts_open() -> None:
    # RULES.md §2: every yaku with an open value, the situation's too (junchan, chinitsu,
    # sanshoku doukou, sanankou, sankantsu, honroutou, shousangen, haitei, houtei...)
    args = "99m234p234s --kan 2222z --kan 7777p --win 9m --tsumo --seat W --round E"
    assert hints(args) == [f"an open hand needs a yaku that counts open: {OPEN_YAKU_EN}"]
    assert hints(args, "ru") == [f"открытой руке нужно яку, которое засчитывается в открытой: {OPEN_YAKU_RU}"]
    # without kuitan, tanyao is not one of them
    no_kuitan = hints(args + " --rule-option kuitan=off")
    assert no_kuitan == [
        "an open hand needs a yaku that counts open: "
        + OPEN_YAKU_EN.removeprefix("tanyao, ")
        + " (these rules do not count tanyao in an open hand)"
    ]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_open_yaku_listed_are_the_yaku_tables(preset: str) -> None:
    from mjgui.core.scoring.yaku_table import YAKU_FACTS
    from mjgui.core.teach.suggest import open_yaku

    rules = PRESETS[preset]
    said = set(open_yaku(rules))
    yakuhai = {"haku", "hatsu", "chun", "seat_wind", "round_wind"}
    table = {y for y, f in YAKU_FACTS.items() if not f.yakuman and f.open is not None}
    table = {"yakuhai" if y in yakuhai else y for y in table}
    if not rules.kuitan:
        table.discard("tanyao")
    if rules.removed_kinds:  # three players: no sequence of man
        table.discard("sanshoku")
    assert said == table


def test_three_players_are_not_told_of_sanshoku() -> None:
    args = "99m234p234s --kan 2222z --kan 7777p --win 9m --tsumo --seat W --round E --rules tenhou-sanma"
    assert hints(args) == [
        "an open hand needs a yaku that counts open: " + OPEN_YAKU_EN.replace(" sanshoku,", "", 1)
    ]
    assert hints(args, "ru") == [
        "открытой руке нужно яку, которое засчитывается в открытой: "
        + OPEN_YAKU_RU.replace(" саншоку,", "", 1)
    ]


def test_random_hands_get_no_suggestion_that_changes_a_called_set() -> None:
    """Over the differential test's random hands: a suggestion names no called set or declared
    kan as the set to change (the sets are read from the sentence's own parameters)."""
    rng = random.Random(35)
    rules = list(PRESETS.values())
    seen = 0
    for _ in range(400):
        result = score(random_hand(rng, rng.choice(rules)))
        called = {format_tiles(m.tiles) for m in result.spec.melds}
        for s in suggestions(result):
            seen += 1
            for key in ("group", "tiles"):
                value = s.params.get(key)
                if s.code in ("ittsu_missing", "sanshoku_missing", "sanshoku_doukou_missing"):
                    continue  # the new set, not one of the hand's
                assert value not in called, (s, called)
            assert s.code != "sanankou_called"
    assert seen > 50


def test_a_missing_triplet_a_riichi_hand_must_draw_is_no_pon() -> None:
    """«не хватает пона 222s» told a riichi hand to call a pon, which would open it and void the
    riichi: the triplet it misses is drawn (docs/glossary.md, the triplet rows)."""
    args = "222m222p345s678s99s --win 8s --riichi"
    found = misses(args)["sanshoku_doukou"]
    assert found.text().startswith("no sanshoku doukou: a triplet of 222s missing")
    assert found.text("ru").startswith("нет яку «саншоку доко»: не хватает сета 222s")
    assert "пона" not in found.text("ru").split()
    # the hand it describes: 222s drawn for 345s, riichi kept, the triplets concealed
    near = scored("222m222p222s678s99s --win 8s --riichi")
    assert near.win is not None
    assert {"riichi", "sanshoku_doukou", "sanankou"} <= {y.id for y in near.win.yaku}
    assert not any(m.kind == "pon" for m in near.spec.melds)
    # a yakuhai pair in an open hand: its third tile may be drawn or called, not only called
    (haku,) = [s for s in suggestions(scored("234m678p55z789s --pon 222s --win 5z")) if s.id == "haku"]
    assert haku.text("ru") == "добрать к паре 55z третий такой тайл: якухай (+1\u00a0хан)"

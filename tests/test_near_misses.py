"""Near misses and suggestions as a teacher read them (the auditor's hands): a near miss says
"it would pay N more" only when a real hand with that change pays N more, names the biggest
prize the change makes, and a suggestion only changes what the player can still change."""

from __future__ import annotations

from mjgui.cli import parse_score_args
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.teach.explain import NearMiss, near_misses


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
SUUANKOU_RU = "нет суанко: {} — последовательность; будь на её месте закрытый пон, рука была бы этим якуманом"


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


def test_sanankou_spoiled_by_a_call_says_what_its_own_han_add() -> None:
    # chinitsu open 5 han, a mangan (8000); with sanankou's 2 han, 7 han, a haneman (12000):
    # 4000, not the 8000 of the hand kept closed (menzen tsumo and chinitsu's closed han besides)
    found = misses("12333666888p --pon 999p --win 2p --tsumo --seat S --rules ema")
    assert found["sanankou"].text() == "no sanankou: 999p was called, so it is open; it would pay 4000 more"
    assert found["sanankou"].text("ru") == (
        "нет сананко: 999p объявлен и потому открыт; с ним рука стоила бы на 4000 больше"
    )


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
        "нет иццу: не хватает 456m, но он занял бы место сета, нужного для яку чанта, ветер места, "
        "ветер раунда: +1\u00a0хан, −3\u00a0хан, выигрыша нет"
    )
    dragon = misses("789m99p555z --chi 1m --pon 1p --win 5z")["ittsu"]
    assert "needed by chanta, haku:" in dragon.text()
    assert "нужного для яку чанта, хаку:" in dragon.text("ru")

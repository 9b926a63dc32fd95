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

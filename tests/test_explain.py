"""Teaching mode explanations: near misses, suggestions, readings side by side, arithmetic."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjgui.cli import parse_score_args
from mjgui.core.i18n import Msg
from mjgui.core.numbers import number
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.scoring.tiles import parse_tiles
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain import (
    NearMiss,
    Step,
    Suggestion,
    WhyBest,
    YakuRule,
    arithmetic_steps,
    describe,
    fu_steps,
    han_steps,
    near_misses,
    reading_rows,
    suggestions,
    why_best,
    why_not,
)
from mjgui.core.teach.near_miss import short_of_yaku
from mjgui.core.teach.quiz import LEVELS, random_hand
from mjgui.core.text import template_params
from tests.util import both

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def scored(args: str) -> ScoreResult:
    request, _ = parse_score_args(args.split())
    return score(request.spec)


def misses(args: str) -> dict[str, NearMiss]:
    return {m.id: m for m in near_misses(scored(args))}


# ---------------------------------------------------------------------------------------------
# Near misses
# ---------------------------------------------------------------------------------------------


def test_penchan_wait_names_pinfu() -> None:
    found = misses("23488m567p123789s --win 3s --riichi --seat S")
    assert found["pinfu"].code == "pinfu_wait"
    assert found["pinfu"].params == {"shape": "12s", "tile": "3s", "wait": "penchan"}
    assert found["pinfu"].text() == "no pinfu: 12s waits on 3s only (penchan); it would pay 700 more"
    assert found["pinfu"].text("ru") == (
        "нет яку «пинфу»: 12s ждёт только 3s (пентян); с ним рука стоила бы на 700 больше"
    )


def test_kanchan_wait_names_pinfu() -> None:
    found = misses("23488m567p13s789s2s --win 2s --riichi --seat S")
    assert found["pinfu"].text() == "no pinfu: 13s waits on 2s only (kanchan); it would pay 700 more"


def test_tanki_wait_names_pinfu() -> None:
    found = misses("234m567p345s678s99p --win 9p --riichi --seat S")
    assert found["pinfu"].code == "pinfu_tanki"
    assert "9p" in found["pinfu"].text()


def test_pinfu_blocked_by_one_triplet() -> None:
    found = misses("234m567p345s777s99p --win 2m --riichi --seat S")
    assert found["pinfu"].code == "pinfu_triplet"
    assert found["pinfu"].text() == (
        "no pinfu: 777s is a triplet; pinfu needs four sequences; it would pay 700 more"
    )


def test_pinfu_blocked_by_a_valued_pair() -> None:
    found = misses("234m567p345s678s77z --win 2m --riichi --seat S")
    assert found["pinfu"].code == "pinfu_pair"
    assert found["pinfu"].params["what"] == "dragon"
    assert found["pinfu"].text() == "no pinfu: the pair 77z is a dragon and gives fu; it would pay 700 more"


def test_pinfu_blocked_only_by_an_open_hand() -> None:
    found = misses("234m567p345s55p --chi 678s --win 2m --seat S")
    assert found["pinfu"].code == "pinfu_open"
    assert "chi 678s" in found["pinfu"].text()


def test_pinfu_not_listed_when_two_things_are_wrong() -> None:
    # a triplet and a penchan wait: not one thing away
    found = misses("23488m555p123789s --win 3s --riichi --seat S")
    assert "pinfu" not in found


def test_terminal_pair_names_tanyao() -> None:
    found = misses("234m567p345s678s99p --win 2m --riichi")
    assert found["tanyao"].code == "tanyao_pair"
    assert found["tanyao"].text() == "no tanyao: 9p in the pair; it would pay 2900 more"
    assert found["tanyao"].text("ru") == "нет яку «таняо»: 9p в паре; с ним рука стоила бы на 2900 больше"


def test_terminal_in_a_sequence_names_tanyao() -> None:
    found = misses("234m567p345s789s55p --win 2m --riichi")
    assert found["tanyao"].text() == "no tanyao: 9s in 789s; it would pay 2900 more"


def test_tanyao_not_listed_with_two_bad_groups() -> None:
    found = misses("123m567p345s789s55p --win 2m --riichi")
    assert "tanyao" not in found


def test_ittsu_names_the_missing_sequence() -> None:
    found = misses("123m789m234p567s55p --win 3m --riichi")
    assert found["ittsu"].text() == "no ittsu: 456m missing; it would pay 5700 more"
    assert found["ittsu"].text("ru") == "нет яку «иццу»: не хватает 456m; с ним рука стоила бы на 5700 больше"


def test_sanshoku_names_the_missing_suit() -> None:
    found = misses("234567m345p23488s --win 4m --riichi --seat S")
    assert found["sanshoku"].text() == "no sanshoku: 234p missing; it would pay 4100 more"


def test_sanshoku_doukou_names_the_missing_triplet() -> None:
    found = misses("555m555p66s --pon 777s --chi 234m --win 6s")
    assert found["sanshoku_doukou"].params["tiles"] == "555s"


def test_honitsu_names_the_off_suit_tiles() -> None:
    found = misses("123m456m789m234p55z --win 5z --riichi")
    assert found["honitsu"].code == "flush_offsuit"
    assert found["honitsu"].text() == "no honitsu: off-suit tiles 234p; it would pay 10\u202f300 more"


def test_chinitsu_names_the_honor_tiles_of_a_half_flush() -> None:
    found = misses("123m456m789m234m55z --win 5z --riichi")
    assert found["chinitsu"].text() == "no chinitsu: honor tiles 55z; it would pay 6000 more"


def test_chinitsu_without_honors_names_the_off_suit_group() -> None:
    found = misses("123m456m789m234p55m --win 5m --riichi")
    assert found["chinitsu"].text() == "no chinitsu: off-suit tiles 234p; it would pay 16\u202f300 more"
    assert "honitsu" not in found


def test_toitoi_names_the_sequence() -> None:
    found = misses("234m88p --pon 555s --pon 777p --pon 666z --win 8p")
    # 234m made a concealed triplet brings 4 fu: 3 han 40 fu (7700), not 30 fu (5800), against
    # the 1500 the dealer's hand pays now
    assert found["toitoi"].text() == "no toitoi: 234m is a sequence; it would pay 6200 more"


def test_iipeikou_one_tile_apart() -> None:
    found = misses("234m345m567p678s99p --win 2m --riichi")
    assert found["iipeikou"].text() == "no iipeikou: 234m and 345m are one tile apart; it would pay 2900 more"


def test_iipeikou_in_an_open_hand() -> None:
    found = misses("234m234m567p55p --chi 678s --win 2m")
    assert found["iipeikou"].code == "iipeikou_open"


def test_chanta_names_the_plain_group() -> None:
    found = misses("123m789p123s456s11z --win 1z --riichi")
    assert found["chanta"].text() == "no chanta: 456s has no terminal or honor; it would pay 5700 more"


def test_junchan_names_the_plain_group_without_honors() -> None:
    found = misses("123m789p123s456s11m --win 1m --riichi")
    assert found["junchan"].code == "junchan_group"


def test_junchan_names_the_honor_set_of_a_chanta() -> None:
    found = misses("123m789p123s789s11z --win 1z --riichi")
    assert found["junchan"].text() == "no junchan: 11z are honors; it would pay 4300 more"


def test_sanankou_spoiled_by_ron() -> None:
    found = misses("222m444p666s789s55p --win 6s --riichi --seat S")
    assert found["sanankou"].code == "sanankou_ron"
    # what sanankou's own 2 han add: 3 han 40 fu, 5200 against 1300 (won by tsumo the hand
    # would have menzen tsumo too: not sanankou's to claim)
    assert found["sanankou"].text() == (
        "no sanankou: 666s was completed by ron, so it counts as open; it would pay 3900 more"
    )


def test_sanankou_spoiled_by_a_call() -> None:
    found = misses("222m444p678s55p --pon 666s --win 8s")
    assert found["sanankou"].code == "sanankou_called"


def test_suuankou_spoiled_by_ron() -> None:
    found = misses("222m444p666s888s55p --win 8s --seat S")
    assert found["suuankou"].code == "sanankou_ron"


def test_yakuhai_pair_instead_of_a_triplet() -> None:
    found = misses("234m567p345s678s77z --win 2m --riichi --seat S")
    assert found["chun"].code == "yakuhai_pair"
    assert found["chun"].text() == (
        "no chun: 77z is only a pair; a triplet would give 1 han; it would pay 1300 more"
    )


def test_double_wind_pair_would_give_two_han() -> None:
    found = misses("234m567p345s678s11z --win 2m --riichi")
    assert found["seat_wind"].params["han"] == 2
    assert (
        found["seat_wind"].text().startswith("no double wind: 11z is only a pair; a triplet would give 2 han")
    )
    assert found["seat_wind"].text("ru").startswith("нет яку «двойной ветер»: 11z — только пара")


def test_a_yakuhai_near_miss_names_its_own_tile_not_the_family() -> None:
    # the hand has hatsu; its 55z pair is no "yakuhai" missing, but haku
    result = scored("123m456p78s666z55z9s --seat S --round E")
    assert result.win is not None
    assert [y.id for y in result.win.yaku] == ["hatsu"]
    haku = misses("123m456p78s666z55z9s --seat S --round E")["haku"]
    assert haku.text().startswith("no haku: 55z is only a pair; a triplet would give 1 han")
    assert haku.text("ru").startswith(
        "нет яку «хаку»: 55z — только пара; сет из трёх таких тайлов дал бы 1\u00a0хан"
    )
    assert why_not(result, "haku").text() == "no haku: 55z is only a pair; a triplet would give 1 han"
    wind = misses("234m567p345s678s22z --win 8s --seat S --round E --riichi")["seat_wind"]
    assert wind.text().startswith("no seat wind: 22z is only a pair")
    assert wind.text("ru").startswith("нет яку «ветер места»: 22z — только пара")
    # a riichi hand: the triplet would be drawn, not called; «пон» would name a call
    assert "пон" not in wind.text("ru").split()
    for m in misses("789m111s22z --win 1s --pon 444z --chi 123m --seat W --round S").values():
        assert "yakuhai" not in m.text() and "якухай" not in m.text("ru"), m


def test_menzen_tsumo_for_an_open_tsumo() -> None:
    found = misses("23455m567p --win 5m --chi 234s --pon 888s --tsumo --seat S")
    assert found["menzen_tsumo"].text() == "no menzen tsumo: tsumo, but the hand is open (chi 234s)"


def test_riichi_not_declared_for_a_closed_hand() -> None:
    found = misses("234m567p345s678s55p --win 2m --seat S")
    assert found["riichi"].code == "riichi_not_declared"
    assert "riichi" not in misses("234m567p345s678s55p --win 2m --seat S --riichi")
    assert "riichi" not in misses("234m567p345s678s55p --win 2m --seat S --double-riichi")


def test_shousangen_pair_missing() -> None:
    found = misses("555z666z234m567p99s --win 9s")
    assert found["shousangen"].text() == "no shousangen: the pair is 99s, not 77z; it would pay 7200 more"


def test_daisangen_one_pair_short() -> None:
    found = misses("555z666z234m567p77z --win 7z")
    assert found["daisangen"].code == "daisangen_pair"


def test_other_reading_names_the_yaku_it_had() -> None:
    found = misses("111222333m456p88s --win 8s --riichi")
    assert found["iipeikou"].code == "other_reading"
    total, best = found["iipeikou"].params["total"], found["iipeikou"].params["best_total"]
    assert isinstance(total, int) and isinstance(best, int) and total < best


def test_other_reading_paying_the_same() -> None:
    found = misses("22233344455p456p --win 3p --tsumo --riichi --seat W")
    assert found["pinfu"].code == "other_reading_tie"
    assert found["iipeikou"].code == "other_reading_tie"  # the best reading that has it is named
    assert (
        found["pinfu"].text()
        == "no pinfu: the reading 234p 345p 345p 456p 22p has it but pays no more: 24\u202f000 as well"
    )


def test_only_real_near_misses() -> None:
    # a plain pinfu-tanyao hand: nothing is one thing away but sanshoku
    found = misses("234m567p345s678s55p --win 2m --riichi --seat S")
    assert set(found) == set()
    found = misses("234m234p345s678s55p --win 2m --riichi --seat S")
    assert set(found) == {"sanshoku"}


def test_one_line_per_yaku_and_none_for_present_yaku() -> None:
    result = scored("123m789m234p567s55p --win 3m --riichi")
    found = near_misses(result)
    ids = [m.id for m in found]
    assert len(ids) == len(set(ids))
    win = result.win
    assert win is not None
    assert not {y.id for y in win.yaku} & set(ids)
    for m in found:
        assert "\n" not in m.text() and "\n" not in m.text("ru")


def test_no_near_misses_for_no_win_or_yakuman() -> None:
    assert near_misses(scored("23488m567p123789s --win 3s")) == []
    assert near_misses(scored("19m19p19s1234567z1m")) == []


# ---------------------------------------------------------------------------------------------
# Suggestions
# ---------------------------------------------------------------------------------------------


def test_yakuless_open_hand_gets_suggestions() -> None:
    result = scored("234m678p99s --chi 345s --pon 2p --win 9s")
    assert result.no_win is not None and result.no_win.code == "no_yaku"
    found = suggestions(result)
    assert [s.id for s in found] == ["tanyao"]
    assert found[0].text() == "tanyao needs 2 tiles of the hand changed (+1 han): 9s in the pair"
    assert "riichi" not in {s.id for s in found}


def test_the_generic_open_hand_suggestion_names_tanyao_only_where_it_counts_open() -> None:
    (found,) = suggestions(scored("123m456p789s55s --pon 777p --seat S"))
    said = found.text()
    assert said.startswith("an open hand needs a yaku that counts open: tanyao, yakuhai, chanta, junchan")
    # open tanyao is an option (RULES.md §2): without it, an open hand of simples has no yaku,
    # and tanyao is not offered
    (found,) = suggestions(scored("567p345678s55s --chi 234m --win 5s --rule-option kuitan=off"))
    assert found.text() == (
        said.replace("tanyao, ", "") + " (these rules do not count tanyao in an open hand)"
    )
    assert "таняо в открытой руке не засчитывается" in found.text("ru")


def test_an_open_hand_of_simples_without_kuitan_is_told_why_tanyao_does_not_count() -> None:
    """Kuitan off (RULES.md §2): an open hand of simples only is yakuless for that rule alone;
    the suggestions say so first, whatever else they offer (here sanshoku), and the window
    shows it."""
    from mjgui.controller.scoring.calculator import Controller

    words = "234m567p88s234s --chi 567s --win 4s --seat S"
    found = suggestions(scored(f"{words} --rule-option kuitan=off"))
    assert [s.id for s in found] == ["tanyao", "sanshoku"]
    assert (
        found[0].text()
        == "tanyao does not count: the hand is open and these rules have no open tanyao (kuitan)"
    )
    assert (
        found[0].text("ru")
        == "таняо не засчитывается: рука открыта, а в этих правилах нет открытого таняо (куитан)"
    )
    # with open tanyao the hand wins: nothing to suggest
    assert scored(words).win is not None
    # an open hand with a terminal: tanyao is not the rule that stops it, nothing said of it
    other = suggestions(scored("234m567p99s234s --chi 567s --win 4s --seat S --rule-option kuitan=off"))
    assert "no_kuitan" not in {s.code for s in other}
    # the calculator's window
    c = Controller("en")
    c.set_option("kuitan", False)
    c.set_notation("234m567p88s(567s)23s4s")
    c.set_seat(1)
    texts = [n.text for n in c.view().suggestions]
    assert texts[0] == "Tanyao does not count: the hand is open and these rules have no open tanyao (kuitan)"
    assert texts[1].startswith("Sanshoku needs 3 tiles of the hand changed (+1 han)")


def test_yakuless_open_hand_with_a_dragon_pair() -> None:
    found = {s.id: s for s in suggestions(scored("234m678p55z --chi 345s --pon 2p --win 5z"))}
    assert found["haku"].text() == "make 55z a triplet: yakuhai (+1 han)"
    # an open hand: the third 5z may be called or drawn; «пон» would name the call only
    assert found["haku"].text("ru") == "добрать к паре 55z третий такой тайл: якухай (+1\u00a0хан)"


def test_yakuless_closed_hand_suggests_riichi_and_tsumo_first() -> None:
    found = suggestions(scored("23488m567p123789s --win 3s --seat S"))
    assert [s.id for s in found][:2] == ["riichi", "menzen_tsumo"]
    ids = {s.id for s in found}
    assert {"pinfu", "ittsu"} <= ids
    pinfu = next(s for s in found if s.id == "pinfu")
    assert pinfu.params["han"] == 1


def test_closed_tsumo_never_lacks_a_yaku_so_no_tsumo_suggestion() -> None:
    assert suggestions(scored("23488m567p123789s --win 3s --tsumo")) == []


def test_open_hand_far_from_anything_still_gets_a_hint() -> None:
    found = suggestions(scored("123m456p11s --chi 789s --chi 234p --win 1s --seat S"))
    assert found
    assert all(s.text() and s.text("ru") for s in found)


def test_open_honitsu_suggestion() -> None:
    # the off-suit 234p is concealed (a called set is never to be changed)
    found = {s.id: s for s in suggestions(scored("123m789m11z234p --chi 567m --win 1z --seat S"))}
    assert found["honitsu"].params["han"] == 2
    assert "234p" in found["honitsu"].text()


def test_ryanhan_shibari_gets_suggestions() -> None:
    result = scored("234m567p345s666s55p --win 2m --seat S --honba 5 --dora 1m")
    assert result.no_win is not None and result.no_win.code == "ryanhan_shibari"
    found = suggestions(result)
    assert found[0].code == "shibari"  # 2 han are needed: said before the +1 han hints
    assert found[1].id == "riichi"


@pytest.mark.parametrize(
    ("args", "short"),
    [
        ("234m567p345s666s55p --win 2m --seat S --honba 5 --dora 1m", True),  # ryanhan shibari
        ("23488m567p123789s --win 3s --seat S", True),  # no yaku, closed
        ("234m678p99s --chi 345s --pon 2p --win 9s", True),  # no yaku, open
        ("234m567p3467888s5s --riichi", False),  # a win
        ("123m456m789m139p99s --win 3p", False),  # not complete
    ],
)
def test_short_of_yaku_is_the_hands_suggestions_answer(args: str, short: bool) -> None:
    """The calculator loads the suggestions' module only for a hand short_of_yaku says is short
    of yaku: any other gets none from it."""
    result = scored(args)
    assert short_of_yaku(result) is short
    assert bool(suggestions(result)) is short


def test_a_new_set_is_not_suggested_when_a_tile_of_it_is_in_sight_four_times_ura_included() -> None:
    """A riichi hand short of ryanhan shibari, ittsu one set away (789m): with the four 8m among
    the dora indicators it is not suggested, and no more with one of them an ura indicator
    (the copies check of the hand, the waits' tiles left and before tenpai count ura too)."""
    hand = "123m456m234p678s2z2z --win 2z --seat W --honba 5 --riichi"
    assert "ittsu" in {s.id for s in suggestions(scored(hand))}
    assert "ittsu" not in {s.id for s in suggestions(scored(hand + " --dora 8m,8m,8m,8m"))}
    assert "ittsu" not in {s.id for s in suggestions(scored(hand + " --dora 8m,8m,8m --ura 8m"))}
    assert "ittsu" not in {s.id for s in suggestions(scored(hand + " --dora 8m,8m --ura 8m,8m"))}


def test_no_suggestions_for_a_win() -> None:
    assert suggestions(scored("234m567p345s678s55p --win 2m --riichi")) == []


# ---------------------------------------------------------------------------------------------
# Readings side by side
# ---------------------------------------------------------------------------------------------


def test_penchan_against_ryanmen_reading() -> None:
    result = scored("123345m678p345s99p --win 3m --riichi --seat S")
    whys = why_best(result)
    assert len(whys) == len(result.readings) == 2
    chosen = next(w for w in whys if w.chosen)
    other = next(w for w in whys if not w.chosen)
    assert result.readings[chosen.index].reading.wait == "ryanmen"
    assert other.code == "less"
    assert other.params["gained"] == ("pinfu",)
    assert other.text() == (
        "1 han 40 fu, 1300: 700 less than the chosen 2 han 30 fu, 2000; the chosen reading has pinfu"
    )
    assert chosen.text() == "chosen: 2 han 30 fu, 2000, pays the most"
    assert CYRILLIC.search(other.text("ru"))


def test_chiitoitsu_against_ryanpeikou() -> None:
    result = scored("223344m556677p88s --win 8s")
    rows = reading_rows(result)
    shapes = {r.shape: r for r in rows}
    assert shapes["regular"].chosen
    assert "ryanpeikou" in shapes["regular"].yaku
    loser = shapes["chiitoitsu"]
    assert loser.why.code == "less"
    assert loser.why.params["gained"] == ("ryanpeikou",)
    assert loser.why.params["lost"] == ("chiitoitsu",)
    assert "this one has chiitoitsu" in loser.why.text()


def test_sanankou_against_sequences() -> None:
    result = scored("111222333m456p88s --win 8s --riichi")
    rows = reading_rows(result)
    chosen = next(r for r in rows if r.chosen)
    assert "sanankou" in chosen.yaku
    other = next(r for r in rows if not r.chosen)
    assert "iipeikou" in other.yaku
    assert other.total is not None and chosen.total is not None and other.total < chosen.total


def test_equal_readings_are_called_a_tie() -> None:
    result = scored("123m456p789s11z505p --seat S --riichi")
    whys = why_best(result)
    assert sum(w.chosen for w in whys) == 1
    assert {w.code for w in whys if not w.chosen} <= {"tie", "tie_han", "tie_fu"}


def test_only_reading() -> None:
    whys = why_best(scored("234m567p345s678s55p --win 2m --riichi"))
    assert [w.code for w in whys] == ["only"]
    assert whys[0].text() == "the only reading"


def test_readings_of_a_hand_without_yaku() -> None:
    whys = why_best(scored("23488m567p123789s --win 3s"))
    assert whys and all(w.code == "no_yaku" and not w.chosen for w in whys)


def test_why_a_reading_writes_its_payments_as_every_window_does() -> None:
    """The Readings tab's notes wrote 32000 beside the payment row's "32 000" (five digits
    and more are grouped: :func:`~mjgui.core.numbers.number`)."""
    tie = why_best(scored("22334455667788p --win 8p --riichi --tsumo --seat S --round E --dora 1p"))
    chosen = next(w for w in tie if w.chosen)
    assert chosen.text() == "chosen: 15 han 20 fu, 32\u202f000; ties with 3 other readings"
    assert (
        chosen.text("ru")
        == "выбран: 15\u00a0хан 20\u00a0фу, 32\u202f000; столько же стоят ещё 3\u00a0разбора"
    )
    less = why_best(scored("111222333m44455p --win 5p --riichi --tsumo --dora 9p --ura 9m --seat S"))
    other = next(w for w in less if not w.chosen)
    assert other.text().startswith(
        "6 han 30 fu, 12\u202f000: 52\u202f000 less than the chosen 2× yakuman, 64\u202f000;"
    )
    assert other.text("ru").startswith("6\u00a0хан 30\u00a0фу, 12\u202f000: на 52\u202f000 меньше выбранного")
    for w in (*tie, *less):
        for lang in ("en", "ru"):
            assert not re.search(r"\d{5}", w.text(lang)), (lang, w.text(lang))


def test_why_best_codes_have_text() -> None:
    params = {
        "han": 1,
        "fu": 30,
        "yakuman": 0,
        "total": 1000,
        "best_han": 2,
        "best_fu": 30,
        "best_yakuman": 0,
        "best_total": 2000,
        "diff": 1000,
        "gained": ("pinfu",),
        "lost": (),
    }
    for code in ("only", "chosen", "less", "tie_han", "tie_fu", "tie", "no_yaku", "ryanhan_shibari"):
        for lang in ("en", "ru"):
            text = WhyBest(0, False, code, params).text(lang)
            assert text and "{" not in text, (code, lang, text)
    yakuman = {**params, "yakuman": 1, "best_yakuman": 2}
    text = WhyBest(0, False, "less", yakuman).text()
    assert text.startswith("yakuman, 1000: 1000 less than the chosen 2× yakuman")


# ---------------------------------------------------------------------------------------------
# Arithmetic
# ---------------------------------------------------------------------------------------------


def test_base_points_line_reads_like_the_issue() -> None:
    steps = arithmetic_steps(scored("234m567p345s678s55p --win 2m --riichi --seat S"))
    texts = [s.text() for s in steps]
    assert "30 fu × 2^(2+3) = 960 base points" in texts
    assert "non-dealer ron: 4 × 960 = 3840" in texts
    assert "3840 rounded up to the next 100: 3900" in texts
    assert steps[-1].value == 3900


def test_fu_rounding_and_honba_and_sticks() -> None:
    result = scored("23488m567p123789s --win 3s --riichi --seat S --honba 2 --sticks 1")
    codes = [s.code for s in arithmetic_steps(result)]
    assert codes == [
        "fu_sum",
        "fu_round",
        "han_sum",
        "base",
        "limit_none",
        "ron_non_dealer",
        "round_100",
        "honba_ron",
        "sticks",
        "total",
    ]
    steps = {s.code: s for s in arithmetic_steps(result)}
    assert steps["fu_sum"].value == 32 and steps["fu_round"].value == 40
    assert steps["honba_ron"].text() == "honba: 2 × 300 = 600 more from the discarder"
    assert steps["sticks"].value == 1000
    win = result.win
    assert win is not None and win.payment is not None
    assert steps["total"].value == win.payment.total == 1300 + 600 + 1000


def test_dealer_tsumo_split() -> None:
    result = scored("234m567p345s678s55p --win 2m --tsumo --riichi --honba 1")
    steps = {s.code: s for s in arithmetic_steps(result)}
    assert steps["tsumo_dealer"].text().startswith("dealer tsumo: each player pays 2 ×")
    assert steps["honba_tsumo"].value == 100
    win = result.win
    assert win is not None and win.payment is not None
    assert steps["total"].params["parts"] == (win.payment.each_pays,) * 3


def test_limits_are_named() -> None:
    def codes(args: str) -> list[str]:
        return [s.code for s in arithmetic_steps(scored(args))]

    assert "limit_raw" in codes("23488m567p123789s --win 3s --riichi --ippatsu --seat S --dora 7m")
    assert "limit_han" in codes("11223355667788p --win 8p --riichi --seat S")
    assert "limit_kazoe" in codes("11223355667788p --win 8p --riichi --tsumo --dora 4p")
    assert "limit_kazoe_capped" in codes("11223355667788p --win 8p --riichi --tsumo --dora 4p --rules ema")
    assert "limit_kiriage" in codes("234567m345p23488s --win 4m --riichi --seat S --dora 1m --rules wrc")
    assert "limit_yakuman" in codes("19m19p19s1234567z1m")
    assert "limit_renhou" in codes("234567m345p23488s --win 4m --seat S --renhou")
    # renhou is paid as mangan, not counted in han: no "han: Renhou 5 = 5" (RULES.md §2)
    assert codes("234567m345p23488s --win 4m --seat S --renhou")[0] == "limit_renhou"


def test_chiitoitsu_fu_is_flat() -> None:
    steps = arithmetic_steps(scored("22334455m66p7788s --win 7s --tsumo --seat S"))
    assert steps[0].code == "fu_chiitoitsu"
    assert steps[0].text() == "chiitoitsu: 25 fu flat, no rounding"


def test_no_steps_without_a_win() -> None:
    assert arithmetic_steps(scored("23488m567p123789s --win 3s")) == []


PAY_CODES = (
    "ron_dealer", "ron_non_dealer", "tsumo_dealer", "tsumo_from_dealer", "tsumo_from_other",
    "tsumo_from_the_other",
)  # fmt: skip


def _check_steps(result: ScoreResult) -> None:
    """Recompute the payment from the steps' own numbers."""
    win = result.win
    assert win is not None and win.payment is not None
    pay = win.payment
    steps = arithmetic_steps(result)
    by_code: dict[str, list[Step]] = {}
    for s in steps:
        by_code.setdefault(s.code, []).append(s)
        for lang in ("en", "ru"):
            text = s.text(lang)
            assert "{" not in text and "}" not in text, text
            assert number(s.value, lang) in text or s.code in ("fu_chiitoitsu",), text
    assert steps[-1].value == pay.total
    if "fu_sum" in by_code:
        items = by_code["fu_sum"][0].params["items"]
        assert isinstance(items, tuple)
        assert sum(i[1] for i in items) == by_code["fu_sum"][0].value == win.fu.raw
    if "han_sum" in by_code:
        items = by_code["han_sum"][0].params["items"]
        assert isinstance(items, tuple)
        assert sum(i[1] for i in items) == win.han
    if "base" in by_code:
        base_step = by_code["base"][0]
        assert base_step.value == win.fu.fu * 2 ** (2 + win.han)
    limit_codes = [s for s in steps if s.code.startswith("limit_")]
    assert len(limit_codes) == 1 and limit_codes[0].value == pay.base
    # rebuild each payer's amount: multiply, round up, add honba
    amounts: list[int] = []
    for i, s in enumerate(steps):
        if s.code in PAY_CODES:
            value = s.value
            if i + 1 < len(steps) and steps[i + 1].code == "round_100":
                assert steps[i + 1].params["raw"] == value
                value = steps[i + 1].value
            assert value % 100 == 0
            amounts.append(value)
    honba = sum(s.value for s in steps if s.code in ("honba_ron", "honba_tsumo"))
    if not pay.tsumo:
        assert amounts == [pay.ron - honba]
        assert pay.ron - honba + pay.honba_points + pay.sticks_points == pay.total
    elif pay.dealer:
        assert amounts == [pay.each_pays - honba]
    else:
        assert amounts == [pay.dealer_pays - honba, pay.non_dealer_pays - honba]
    sticks = sum(s.value for s in steps if s.code == "sticks")
    assert sticks == pay.sticks_points


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), level=st.sampled_from(LEVELS))
def test_arithmetic_reproduces_the_payment(seed: int, level: str) -> None:
    result = score(random_hand(random.Random(seed), level))
    _check_steps(result)
    # the other explanations never fail on a real hand and speak both languages
    items: list[NearMiss | WhyBest] = [*near_misses(result), *why_best(result)]
    for item in items:
        assert item.text("en") and CYRILLIC.search(item.text("ru"))


def test_arithmetic_on_many_dealt_hands() -> None:
    rng = random.Random(2024)
    for _ in range(300):
        _check_steps(score(random_hand(rng, "payment")))


def test_fu_and_han_steps_alone() -> None:
    result = scored("23488m567p123789s --win 3s --riichi --seat S")
    win = result.win
    assert win is not None
    assert [s.code for s in fu_steps(win)] == ["fu_sum", "fu_round"]
    assert fu_steps(win)[0].text() == "fu: 20 (base) + 10 (closed ron) + 2 (penchan) = 32"
    assert han_steps(win)[0].text() == "han: Riichi 1 = 1"
    assert han_steps(win)[0].text("ru") == "хан: Риичи 1 = 1"


# ---------------------------------------------------------------------------------------------
# Why not (quiz explanations)
# ---------------------------------------------------------------------------------------------


def test_why_not_uses_the_near_miss_or_a_plain_reason() -> None:
    result = scored("23488m567p123789s --win 3s --riichi --seat S")
    assert why_not(result, "pinfu").code == "pinfu_wait"
    assert why_not(result, "tanyao").code == "tanyao_many"
    assert why_not(result, "ippatsu").code == "ippatsu_late"
    assert why_not(result, "menzen_tsumo").code == "won_by_ron"
    # far from it: what chinitsu needs, which the hand lacks ("it is not in this hand" said nothing)
    far = why_not(result, "chinitsu")
    assert far.code == "lacks"
    assert far.text() == "no chinitsu: the hand lacks what it needs: one suit only, no honors"
    assert far.text("ru") == (
        "нет яку «чиницу»: в руке нет того, что нужно для этого яку: только одна масть, без достоинств"
    )
    open_result = scored("234m567p345s55p --chi 678s --win 2m --seat S")
    assert why_not(open_result, "riichi").code == "open_closed_only"
    assert why_not(open_result, "iipeikou").code == "open_closed_only"
    peikou = scored("223344m556677p88s --win 8s")
    assert why_not(peikou, "iipeikou").code == "superseded"
    assert why_not(peikou, "iipeikou").text() == "no iipeikou: ryanpeikou already counts instead"


def test_why_not_pinfu_on_seven_pairs_or_thirteen_orphans_says_there_are_no_sets() -> None:
    """The hands are closed: "the hand lacks what it needs: closed, four sequences, ..." named
    the closed hand as missing; what they lack is sets, so the four sequences pinfu needs."""
    pairs = scored("1133557799m2266z --seat S --riichi --tsumo")
    assert why_not(pairs, "pinfu").text() == (
        "no pinfu: the hand is chiitoitsu, seven pairs with no sets, so none of the four sequences "
        "pinfu needs"
    )
    assert why_not(pairs, "pinfu").text("ru") == (
        "нет яку «пинфу»: рука собрана как читойцу — семь пар без сетов, а значит, без четырёх "
        "последовательностей, нужных для пинфу"
    )
    orphans = scored("19m19p19s1234567z1z --seat S")
    assert why_not(orphans, "pinfu").text() == (
        "no pinfu: the hand is kokushi musou, with no sets, so none of the four sequences pinfu needs"
    )
    assert why_not(orphans, "pinfu").text("ru") == (
        "нет яку «пинфу»: рука собрана как кокушимусо — в ней нет сетов, а значит, и четырёх "
        "последовательностей, нужных для пинфу"
    )
    for result in (pairs, orphans):
        assert "closed" not in why_not(result, "pinfu").text()
        assert "закрыт" not in why_not(result, "pinfu").text("ru")


def test_why_not_a_situation_yaku_says_how_the_hand_was_won() -> None:
    """Only riichi is declared: haitei, houtei, rinshan, chankan, ippatsu, tenhou, chiihou and
    renhou are the way and the moment of the win, and each "why not" says that of this win."""
    ron = scored("234m567m22p345s678s --win 8s --seat S")
    said = {i: why_not(ron, i).text() for i in ("riichi", "double_riichi", "ippatsu", "menzen_tsumo")}
    assert said == {
        "riichi": "no riichi: the hand is closed but riichi was not declared",
        "double_riichi": "no double riichi: it was not declared",
        "ippatsu": "no ippatsu: it needs riichi, and riichi was not declared",
        "menzen_tsumo": "no menzen tsumo: the hand was won by ron",
    }
    riichi = scored("234m567m22p345s678s --win 8s --seat S --riichi --tsumo")
    expected = {
        "double_riichi": "riichi was declared, but not on the very first discard",
        "ippatsu": "the hand was not won within one go-around after riichi",
        "rinshan": "the hand was not won on the replacement tile drawn after a kan",
        "chankan": "the hand was not won by ron on a tile added to a pon to make a kan",
        "haitei": "the hand was not won by tsumo on the last tile of the wall",
        "houtei": "the hand was not won by ron on the last discard",
        "tenhou": "only the dealer can win it, and the winner is not the dealer",
        "chiihou": "the hand was not won by tsumo on the first draw, with no call before it",
        "renhou": "the hand was not won by ron before the winner's first draw",
    }
    assert {i: why_not(riichi, i).body() for i in expected} == expected
    dealer = scored("234m567m22p345s678s --win 8s --tsumo")
    assert why_not(dealer, "tenhou").body() == "the hand was not won by tsumo on the dealer's first draw"
    assert why_not(dealer, "chiihou").body() == "only a non-dealer can win it, and the winner is the dealer"
    assert why_not(dealer, "renhou").body() == "only a non-dealer can win it, and the winner is the dealer"
    last = scored("234m567m22p345s678s --win 8s --seat S --houtei")
    said = "no haitei raoyue: the last discard was won by ron: that is houtei raoyui"
    assert why_not(last, "haitei").text() == said
    wall = scored("234m567m22p345s678s --win 8s --seat S --haitei --tsumo")
    assert (
        why_not(wall, "houtei").text("ru") == "нет яку «хотей»: последний тайл стены взят по цумо: это хайтей"
    )
    sanma = scored("123p789p11s99s9s --nuki 1 --win 9s --seat S --tsumo --rules tenhou-sanma --pon 1z")
    assert why_not(sanma, "rinshan").body() == (
        "the hand was not won on the replacement tile drawn after a kan or a North set aside"
    )
    # renhou claimed where the hand's own yaku pay more than its mangan
    chinitsu = scored("222333444p55567p --renhou --seat S --win 7p")
    assert why_not(chinitsu, "renhou").code == "renhou_less"


def test_why_not_says_a_yakuman_counts_alone_only_of_a_yaku_the_hand_has() -> None:
    # tsuuiisou as seven pairs: tanyao and pinfu are not in the hand for their own reasons;
    # chiitoitsu is, and would count but for the yakuman
    tsuuiisou = scored("11223344556677z --seat S")
    tanyao = why_not(tsuuiisou, "tanyao")
    assert tanyao.text() == "no tanyao: terminals or honors in 11z, 22z, 33z, 44z, 55z, 66z, 77z"
    assert (
        tanyao.text("ru") == "нет яку «таняо»: терминалы или достоинства в 11z, 22z, 33z, 44z, 55z, 66z, 77z"
    )
    assert why_not(tsuuiisou, "pinfu").code == "pinfu_chiitoitsu"  # no sets, so no sequences
    assert why_not(tsuuiisou, "riichi").code == "riichi_not_declared"
    assert why_not(tsuuiisou, "chiitoitsu").text() == "no chiitoitsu: a yakuman hand counts only its yakuman"
    assert why_not(tsuuiisou, "chiitoitsu").text("ru") == (
        "нет яку «читойцу»: в руке с якуманом считаются только якуманы"
    )
    declared = scored("11223344556677z --seat S --riichi")
    assert why_not(declared, "riichi").code == "yakuman_only"
    # renhou combines with nothing: said of pinfu, which the hand has, not of tanyao or ittsu
    renhou = scored("123m567m22p345s678s --renhou --seat S")
    assert (
        why_not(renhou, "pinfu").text()
        == "no pinfu: renhou combines with nothing: the hand is paid as mangan"
    )
    assert why_not(renhou, "tanyao").text() == "no tanyao: 1m in 123m"
    assert why_not(renhou, "tanyao").text("ru") == "нет яку «таняо»: 1m в 123m"
    assert why_not(renhou, "ittsu").code == "lacks"


# ---------------------------------------------------------------------------------------------
# Text tables
# ---------------------------------------------------------------------------------------------


def all_tables() -> dict[str, dict[str, Msg]]:
    """Every table of sentences in explain_text, found by what it holds (a new one is checked
    without being listed)."""
    return {
        name: value
        for name, value in vars(T).items()
        if name.isupper()
        and isinstance(value, dict)
        and value
        and all(isinstance(m, Msg) for m in value.values())
    }


def test_the_tables_are_found() -> None:
    assert {"SHORT_YAKU", "WHY", "QUIZ", "SKILLS", "COMPARE", "RULE_NOTES", "PRESET_NAMES"} <= set(
        all_tables()
    )


def test_every_text_has_both_languages_with_the_same_params() -> None:
    for name, table in all_tables().items():
        for code, (en, ru) in ((c, both(m)) for c, m in table.items()):
            assert en.strip() and ru.strip(), (name, code)
            assert template_params(en) == template_params(ru), (name, code)
            if name not in ("PRESET_NAMES",) and CYRILLIC.search(en):
                pytest.fail(f"Cyrillic in English text {name}.{code}")


def test_russian_texts_are_russian() -> None:
    skip = {"PRESET_NAMES"}
    for name, table in all_tables().items():
        if name in skip:
            continue
        for code, (_en, ru) in ((c, both(m)) for c, m in table.items()):
            if (name, code) == ("RULE_NOTES", "generic"):
                continue
            assert CYRILLIC.search(ru), (name, code, ru)


def test_a_sentence_never_raises_and_keeps_unknown_fields() -> None:
    assert NearMiss("tanyao", "tanyao_pair", {}).body() == "{tile} in the pair"
    assert NearMiss("tanyao", "unknown_code", {"a": 1}).body() == "unknown_code (a=1)"
    assert NearMiss("tanyao", "unknown_code", {"a": 1}).body("ru") == "unknown_code (a=1)"
    assert NearMiss("pinfu", "pinfu_wait", {}).text("ru-RU").startswith("нет яку «пинфу»")
    assert Suggestion("riichi", "riichi", {}).text("xx") == "declare riichi: the hand is closed (+1 han)"


EXPLANATIONS = ("explain", "explain_text", "near_miss", "suggest", "readings", "arithmetic", "why_not")


def test_the_explanations_say_their_sentences_one_way_with_keys_written_whole() -> None:
    """The explanations say every sentence with the catalogue's say/phrase (no helper style of
    their own, no template filled by hand), and every message id is written whole, so a static
    scan lists every key in use."""
    folder = Path(T.__file__).parent
    ids: list[str] = []
    for name in EXPLANATIONS:
        tree = ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))
        body = tree.body
        if name == "explain_text":  # the older helpers at its end are for callers elsewhere
            body = [n for n in body if not (isinstance(n, ast.FunctionDef) and n.name in ("pick", "render"))]
        for node in (n for top in body for n in ast.walk(top)):
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("pick", "render"), (name, node.lineno)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("fill", "translate", "pick", "render"), (name, node.lineno)
                if node.func.id in ("msg", "nmsg"):
                    key = node.args[0]
                    assert isinstance(key, ast.Constant) and isinstance(key.value, str), (name, node.lineno)
                    ids.append(key.value)
    assert len(ids) == len(set(ids)) > 250  # each id once, and the scan found the tables


def test_describe_lists_sentences() -> None:
    result = scored("23488m567p123789s --win 3s --riichi --seat S")
    lines = describe(arithmetic_steps(result), "ru")
    assert lines and all(CYRILLIC.search(line) for line in lines)


# The hands a teacher found told "a sequence there for pinfu would lose more than it gains" while
# the hand was open (or had other blockers): the reason that decides comes first, and the trade
# sentence only when the trade alone would give pinfu.
OPEN_VALUED = [
    "56778m66z6m --pon 1z --pon 9p",
    "123m99m55z5z --pon 7z --chi 7m",
    "234m55p --kan 1z --ankan 9s --kan 7p",
    "111m999p11z99s1z --pon 7z",
    "222m444p88s66s6s --pon 3z --tsumo --seat W",
]


@pytest.mark.parametrize("args", OPEN_VALUED)
def test_pinfu_on_an_open_hand_says_the_hand_is_open(args: str) -> None:
    result = scored(args)
    assert "pinfu" not in misses(args)  # several things away: not a near miss
    why = why_not(result, "pinfu")
    assert why.code == "pinfu_open"
    for lang in ("en", "ru"):
        assert "yakuhai" not in why.text(lang) and "якухай" not in why.text(lang)
    assert "the hand is open" in why.text()
    assert "рука открыта" in why.text("ru")


def test_pinfu_trade_sentence_only_when_the_trade_alone_gives_pinfu() -> None:
    # 777z for a sequence: 123m there brings iipeikou too, 3 han 30 fu against 2 han 40 fu
    result = scored("123m456p234s55s777z --win 4s --riichi")
    why = why_not(result, "pinfu")
    assert why.code == "pinfu_valued_trade"
    assert why.params["tiles"] == "777z" and why.params["worth"] == 1
    assert why.more == 1900
    assert misses("123m456p234s55s777z --win 4s --riichi")["pinfu"].code == "pinfu_valued_trade"
    # the same hand as a double East kan won by tsumo: every sequence there pays less
    kan = scored("123m456p99s23s1s --ankan 1z --win 1s --tsumo")
    why = why_not(kan, "pinfu")
    assert why.code == "pinfu_valued_triplet"
    assert why.params == {"tiles": "1111z", "han": 2, "less": 3900}


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ("123m456p789s777z22s --win 2s --riichi", "pinfu_triplet"),  # and a tanki wait
        ("123m456p1255s3s --ankan 7z --riichi", "pinfu_kan"),  # a closed kan of dragons
        ("111m456p234s55s777z --win 4s --riichi", "pinfu_triplet"),  # two triplets
    ],
)
def test_pinfu_valued_triplet_with_other_blockers_is_a_plain_reason(args: str, code: str) -> None:
    result = scored(args)
    why = why_not(result, "pinfu")
    assert why.code == code
    assert "pinfu" not in misses(args)
    assert "yakuhai" not in why.text()
    assert "якухай" not in why.text("ru")


def test_a_missing_set_counts_the_yakuhai_its_triplet_would_lose() -> None:
    """Replacing 555z by 456m for ittsu loses chanta and haku: +1 han, −2 han."""
    found = misses("789m99p555z --chi 1m --pon 1p --win 5z")
    ittsu = found["ittsu"]
    assert ittsu.code == "set_missing_costly"
    assert ittsu.params == {"tiles": "456m", "lost": ("chanta", "haku"), "gain": 1, "loss": 2}
    assert ittsu.text().endswith("+1 han, −2 han, no gain")
    assert "haku" in ittsu.text() and "хаку" in ittsu.text("ru")
    assert ittsu.text("ru").endswith("+1\u00a0хан, −2\u00a0хан, выигрыша нет")


def test_tenpai_discards_that_wait_as_widely_put_the_one_keeping_a_yaku_first() -> None:
    """Discarding 7s keeps iipeikou (456s 456s): 2m and 5m win by ron; discarding 4s leaves no
    yaku for a ron. Both wait on 8 tiles: the one that wins comes first, in the CLI and the
    calculator's notes, whatever the tile order."""
    from mjgui.cli import score_command
    from mjgui.controller.scoring.explain import before_tenpai_notes

    hand = "5s6s7s4s3m4m7p7p7p4s5s6s9p9p"
    _, out = score_command([hand, "--explain"])
    assert [d["discard"] for d in out["discards"]] == ["7s", "4s"]
    spec = parse_score_args([hand])[0].spec
    for lang, ron in (("en", "ron"), ("ru", "рон")):
        _, notes = before_tenpai_notes(spec, (), lang)
        assert [n.id for n in notes] == ["7s", "4s"]
        assert ron in notes[0].text and "2000" in notes[0].text


def test_tiles_to_change_count_the_off_suit_group_as_it_is() -> None:
    """The off-suit 55p is a pair: 2 tiles to change for honitsu, not 3."""
    found = {s.id: s for s in suggestions(scored("123m345m999m55p11z1z --seat S --round S"))}
    honitsu = found["honitsu"]
    assert honitsu.params["changed"] == 2
    assert honitsu.text() == "honitsu needs 2 tiles of the hand changed (+3 han): off-suit tiles 55p"
    assert honitsu.text("ru").startswith("До яку «хоницу» нужно заменить 2\u00a0тайла руки (+3\u00a0хан)")


def test_a_declared_kan_is_not_one_step_from_pinfu() -> None:
    found = {s.id for s in suggestions(scored("123m567p55s34s2s --ankan 8m"))}
    assert "pinfu" not in found
    assert {"riichi", "menzen_tsumo", "tanyao"} <= found


@pytest.mark.parametrize(
    "args",
    [
        "99m234m456m678m34m5m --riichi",  # baiman (8 han): tanyao or iipeikou keep it baiman
        "99m234m456m678m34m5m --riichi --dora 8m,8m --tsumo",  # kazoe yakuman already
        "234m567p345s22p777z --riichi --win 2p",  # tanyao for 777z would cost chun's han
    ],
)
def test_a_near_miss_that_would_pay_nothing_more_is_not_listed(args: str) -> None:
    result = scored(args)
    assert result.win is not None and result.win.payment is not None
    assert near_misses(result) == []
    assert why_not(result, "tanyao").code in ("tanyao_pair", "tanyao_group")  # still explained


def test_a_near_miss_says_how_much_more_it_would_pay() -> None:
    """Riichi pinfu 2 han 30 fu (dealer, 2900); with tanyao 3 han 30 fu, 5800: 2900 more."""
    found = misses("234m567p345s678s99p --win 2m --riichi")
    assert found["tanyao"].more == 2900
    assert found["tanyao"].text() == "no tanyao: 9p in the pair; it would pay 2900 more"
    assert found["tanyao"].text("ru") == "нет яку «таняо»: 9p в паре; с ним рука стоила бы на 2900 больше"
    # chinitsu replaces honitsu: 3 han more, not 6
    assert misses("123456789p234p55z --win 5z --riichi")["chinitsu"].more == 6000


def test_the_yaku_rules_name_what_voids_or_makes_them() -> None:
    # chankan robs the tile added to a pon; the first go-around's yaku end with any call; a
    # North set aside draws a replacement as a kan does (three players, RULES.md §2, §9)
    from mjgui.core.i18n import say

    rules = {key: (say(text, "en"), say(text, "ru")) for key, text in T.YAKU_RULES.items()}
    assert rules["chankan"][0] == "ron on the tile another player adds to a pon to make a kan"
    for key in ("double_riichi", "chiihou", "renhou", "ippatsu"):
        assert "no call" in rules[key][0], key
    for key in ("double_riichi", "chiihou", "renhou"):
        assert "не было объявлений" in rules[key][1], key
    assert "North set aside" in rules["rinshan"][0] and "отложенного Севера" in rules["rinshan"][1]


def test_the_suuankou_rule_says_a_ron_on_the_triplet_does_not_make_it() -> None:
    """The rule said only "four concealed triplets", which let a ron on the shanpon wait pass
    for suuankou: RULES.md §3 counts it sanankou and toitoi, the ron's triplet being open."""
    ron = scored("111m222p333s444s55z --win 4s")
    assert ron.win is not None and {y.id for y in ron.win.yaku} == {"sanankou", "toitoi"}
    tsumo = scored("111m222p333s444s55z --win 4s --tsumo")
    assert tsumo.win is not None and [y.id for y in tsumo.win.yaku] == ["suuankou"]
    rule = YakuRule.under("suuankou", ron.spec.rules)
    assert rule.text() == (
        "Suuankou: four concealed triplets or closed kans, won by tsumo (a triplet completed by ron "
        "counts as open)"
    )
    # one word for the triplet: «закрытых пона», and «собранный по рон» says it no second way
    assert rule.text("ru") == (
        "Суанко: четыре закрытых пона или закрытых кана, выигрыш по цумо (собранный по рон считается "
        "открытым)"
    )


def test_the_kokushi_rule_in_russian_says_the_pair_is_one_of_its_tiles() -> None:
    """«…и пара» let any pair pass: the pair of kokushi is a fourteenth terminal or honor."""
    good = scored("119m19p19s1234567z --win 9m")
    assert good.win is not None and [y.id for y in good.win.yaku] == ["kokushi"]
    # the thirteen and a fourteenth simple is no winning hand: the pair is one of the thirteen
    bad = scored("19m19p19s1234567z5m --win 5m")
    assert bad.win is None and bad.no_win is not None and bad.no_win.code == "not_complete"
    rule = YakuRule.under("kokushi", good.spec.rules)
    assert rule.text() == "Kokushi musou: one of each terminal and honor, plus a pair of one"
    assert rule.text("ru") == (
        "Кокушимусо: по одному тайлу каждого терминала и достоинства и ещё один из них в пару"
    )


@pytest.mark.parametrize("preset", ["seed", "mahjongsoul"])
def test_a_tenpai_discard_of_a_five_keeps_the_red_one(preset: str) -> None:
    """067m 789p 22s 55z 5m, chi 406s: a player discarding a 5m keeps the red 0m, and the 5z ron
    is haku and two red fives, 3 han 30 fu: 3900 (2000 was the value with the red five gone)."""
    from mjgui.controller.scoring.explain import before_tenpai_notes

    spec = parse_score_args(f"067m789p22s55z5m --chi 406s --seat S --rules {preset}".split())[0].spec
    kept = parse_score_args(f"067m789p22s555z --chi 406s --win 5z --seat S --rules {preset}".split())
    win = score(kept[0].spec).win
    assert win is not None and win.payment is not None and win.payment.total == 3900
    _, notes = before_tenpai_notes(spec, (), "en")
    assert [n.text for n in notes] == [
        "Discard 5m: tenpai, 4 winning tiles left (2s×2 5z×2) — 2s: no ron (no yaku); "
        "5z: ron 3900 · 3 han 30 fu"
    ]
    _, notes = before_tenpai_notes(spec, (), "ru")
    assert [n.text for n in notes] == [
        "Сбросить 5m: тенпай, осталось 4\u00a0выигрышных тайла (2s×2 5z×2) — 2s: рон нельзя (нет яку); "
        "5z: рон — 3900 · 3\u00a0хан 30\u00a0фу"
    ]


def test_the_tenpai_discards_rank_a_five_by_the_hand_that_keeps_its_red_one() -> None:
    """0p 6p 7p 444p 789m 11p 5p 88p, riichi: discarding a 5p keeps the red 0p (riichi + aka,
    2600 on 1p or 8p); valued with the red five gone (1300) it was put below discarding 8p."""
    from mjgui.core.scoring.tiles import kind_name
    from mjgui.core.teach.tenpai import before_tenpai

    spec = parse_score_args(["0p6p7p4p4p4p7m8m9m1p1p5p8p8p", "--riichi", "--seat", "S"])[0].spec
    view = before_tenpai(spec)
    assert view is not None and view.discards is not None
    assert [kind_name(d.kind) for d in view.discards] == ["5p", "8p"]


def test_a_red_five_held_alone_is_named_by_its_code_in_the_discard_line() -> None:
    from mjgui.controller.scoring.explain import before_tenpai_notes

    spec = parse_score_args(["123m789s456s11z4m6m0p"])[0].spec
    _, notes = before_tenpai_notes(spec, (), "en")
    assert notes[0].text == "Discard 0p: tenpai, 4 winning tiles left (5m×4) — 5m: no ron (no yaku)"
    assert notes[0].id == "5p"


def test_a_tenpai_discard_line_says_a_furiten_wait_as_the_waits_page_does() -> None:
    """123m456p789s11z4m6m9p, riichi, 5m discarded before: "Discard 9p: ... 5m ron 2000" while
    the waits page after the discard said "furiten, no ron". The discard line says it too."""
    from mjgui.controller.scoring.explain import before_tenpai_notes

    spec = parse_score_args(["123m456p789s11z4m6m9p", "--riichi"])[0].spec
    en = before_tenpai_notes(spec, parse_tiles("5m"), "en")[1]
    assert [n.text for n in en] == [
        "Discard 9p: tenpai, 3 winning tiles left (5m×3) — 5m: furiten, no ron (2000 · 1 han 40 fu)"
    ]
    ru = before_tenpai_notes(spec, parse_tiles("5m"), "ru")[1]
    assert [n.text for n in ru] == [
        "Сбросить 9p: тенпай, осталось 3\u00a0выигрышных тайла (5m×3) — 5m: фуритен, рон нельзя "
        "(2000 · 1\u00a0хан 40\u00a0фу)"
    ]
    # without the discard: no furiten, the ron's value
    assert before_tenpai_notes(spec, (), "en")[1][0].text.endswith("— 5m: ron 2000 · 1 han 40 fu")


def test_the_waits_after_a_discard_count_the_discarded_copy_among_the_discards() -> None:
    """The copy discarded joins the player's discards (a wait among them forbids ron): the
    tenpai ranking and the lines read the same waits."""
    from mjgui.core.teach.tenpai import waits_after_discard

    spec = parse_score_args(["123m456p789s11z4m6m9p", "--riichi"])[0].spec
    found = waits_after_discard(spec, parse_tiles("9p")[0].kind, parse_tiles("5m"))
    assert [(w.tile.code, w.furiten, w.left) for w in found.waits] == [("5m", True, 3)]
    assert not waits_after_discard(spec, parse_tiles("9p")[0].kind).furiten


def test_the_tenpai_ranking_puts_a_discard_whose_waits_are_furiten_after_one_that_wins_by_ron() -> None:
    """Two tenpai discards that wait on as many tiles: the one whose ron is furiten (no ron) was
    ranked by the ron it cannot make."""
    from mjgui.core.scoring.tiles import kind_name
    from mjgui.core.teach.tenpai import before_tenpai

    spec = parse_score_args(["123m456p789s234s1z4z", "--riichi", "--seat", "S", "--dora", "4z"])[0].spec
    # discarding 4z waits on 1z (two left: one discarded), riichi and two dora: 5200, but furiten;
    # discarding 1z waits on 4z (two left: one the indicator), riichi: 1300 by ron
    ranked = before_tenpai(spec, parse_tiles("1z"))
    assert ranked is not None and ranked.discards is not None
    assert [(kind_name(d.kind), d.total_left) for d in ranked.discards] == [("1z", 2), ("4z", 2)]


def test_score_explain_names_a_red_five_held_alone_as_the_desk_does() -> None:
    """`score --explain` wrote "discard": "5p" where the desk says "Discard 0p" for a red five
    held alone: the same tile code in both; a plain five kept beside the red one is "5p"."""
    from mjgui.cli import score_command

    _, answer = score_command(["123m789s456s11z4m6m0p", "--explain"])
    assert [d["discard"] for d in answer["discards"]] == ["0p"]
    _, answer = score_command(["067m789p22s55z5m", "--chi", "406s", "--seat", "S", "--explain"])
    assert [d["discard"] for d in answer["discards"]] == ["5m"]


def test_the_teaching_takes_the_plain_five_out_as_the_discard_lines_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The suggestions and the near misses took "the plain five before the red one" out by their
    own rule: they ask :func:`mjgui.core.teach.tenpai.discarded_tile`, the one answer."""
    from mjgui.core.teach import near_miss_hand, suggest, tenpai

    asked: list[str] = []
    real = tenpai.discarded_tile

    def spy(concealed, kind):  # type: ignore[no-untyped-def]
        tile = real(concealed, kind)
        asked.append(tile.code)
        return tile

    monkeypatch.setattr(tenpai, "discarded_tile", spy)
    spec = parse_score_args(["0m5m5m234p567p789s22z", "--win", "2z", "--riichi"])[0].spec
    suggest._one_tile_away(spec)
    assert "5m" in asked and "0m" not in asked  # the plain 5m taken, the red 0m kept
    asked.clear()
    win = score(spec).win
    assert win is not None
    for group in win.reading.groups:
        near_miss_hand._replaced(spec, group, list(group.kinds))
    # the triplet 055m taken out: the plain fives first, the red one last
    assert [code for code in asked if code in ("0m", "5m")] == ["5m", "5m", "0m"]

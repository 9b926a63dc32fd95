"""Teaching sentences that said something false, each now true in English and in Russian: why a
yaku is not counted in a yakuman hand, the furiten warning for several tiles, a renhou ticked and
not taken, the chankan refusal, the non-dealer tsumo step, rinshan kaihou's meaning."""

from __future__ import annotations

import pytest

from mjgui.cli import parse_score_args, score_command
from mjgui.controller.scoring import present
from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.explain import step_lines, teach_notes
from mjgui.core.scoring.scoring import ScoreResult, score, yaku_ids
from mjgui.core.teach.why_not import why_not


def scored(args: str) -> ScoreResult:
    request, _ = parse_score_args(args.split())
    return score(request.spec)


# -- 1. the quiz's why-not: a yaku whose requirement the hand meets, in a yakuman hand ----------

SUPERSEDED_CASES = [
    # sanankou under suuankou tanki
    (
        "111m222p333s444z5z5z --seat S",
        "sanankou",
        "suuankou_tanki",
        "no sanankou: suuankou tanki already counts instead",
        "нет яку «сананко»: вместо него засчитывается суанко танки",
    ),
    (
        "55p --kan 1111m --kan 2222p --ankan 3333s --ankan 4444z --seat S --tsumo",
        "sankantsu",
        "suukantsu",
        "no sankantsu: suukantsu already counts instead",
        "нет яку «санканцу»: вместо него засчитывается суканцу",
    ),
    (
        "5m5m --pon 111z --pon 222z --pon 333z --pon 444z --seat S",
        "shousuushii",
        "daisuushii",
        "no shousuushii: daisuushii already counts instead",
        "нет яку «сёсуши»: вместо него засчитывается дайсуши",
    ),
]


@pytest.mark.parametrize(
    ("words", "claimed", "counted", "en", "ru"), SUPERSEDED_CASES, ids=[c[1] for c in SUPERSEDED_CASES]
)
def test_a_yaku_a_greater_yakuman_contains_is_said_to_be_replaced(
    words: str, claimed: str, counted: str, en: str, ru: str
) -> None:
    result = scored(words)
    assert result.win is not None and counted in yaku_ids(result.win)
    said = why_not(result, claimed)
    assert said.text() == en
    assert said.text("ru") == ru


YAKUMAN_ALONE_CASES = [
    # thirteen orphans: only terminals and honors, honroutou's requirement, met
    ("19m19p19s1234567z1m --seat S", "honroutou", "no honroutou", "нет яку «хонрото»"),
    # ryuuiisou + suuankou: the reading 234s 234s 234s 66s 888s has iipeikou
    ("22334466888s234s --seat S --tsumo", "iipeikou", "no iipeikou", "нет яку «иппейко»"),
    # tenhou: the reading 123m 234m (2m completing 34m, ryanmen) has pinfu
    ("234m567p678s22s13m2m --seat E --tsumo --tenhou", "pinfu", "no pinfu", "нет яку «пинфу»"),
]


@pytest.mark.parametrize(
    ("words", "claimed", "start", "ru_start"), YAKUMAN_ALONE_CASES, ids=[c[1] for c in YAKUMAN_ALONE_CASES]
)
def test_a_yaku_the_hand_has_beside_a_yakuman_is_said_to_count_not(
    words: str, claimed: str, start: str, ru_start: str
) -> None:
    said = why_not(scored(words), claimed)
    assert said.text() == f"{start}: a yakuman hand counts only its yakuman"
    assert said.text("ru") == f"{ru_start}: в руке с якуманом считаются только якуманы"


def test_a_yakuman_dropped_because_yakuman_do_not_add_up_is_said_so() -> None:
    words = "1z1z2z2z2z --pon 555z --pon 666z --pon 777z --tsumo --seat S --rule-option yakuman_stacking=off"
    said = why_not(scored(words), "tsuuiisou")
    assert said.text() == (
        "no tsuuiisou: these rules count one yakuman only (they do not add up): daisangen counts instead"
    )
    assert said.text("ru") == (
        "нет яку «цуисо»: по этим правилам засчитывается только один якуман (якуманы не складываются): "
        "вместо него засчитывается дайсанген"
    )
    # with stacking on, both count: nothing to explain, and a yaku the hand truly lacks still "lacks"
    stacked = scored(words.replace("off", "on"))
    assert stacked.win is not None and {"tsuuiisou", "daisangen"} <= set(yaku_ids(stacked.win))
    assert why_not(scored(words), "chinroutou").code == "lacks"


ONE_YAKUMAN_OF_A_CONTAINED_YAKU = [
    # sanankou inside suuankou, dropped: daisuushii counts
    (
        "111z222z333z66z44z4z --seat S --tsumo --rule-option yakuman_stacking=off",
        "sanankou",
        "daisuushii",
        "дайсуши",
        "сананко",
    ),
    # sankantsu inside suukantsu, dropped: daisuushii counts
    (
        "5z5z --kan 1111z --kan 2222z --ankan 3333z --ankan 4444z --seat S --tsumo "
        "--rule-option yakuman_stacking=off",
        "sankantsu",
        "daisuushii",
        "дайсуши",
        "санканцу",
    ),
    # shousuushii inside daisuushii, dropped (tenhou: suuankou counts before it)
    (
        "111z222z333z66z44z4z --seat S --tsumo --rules tenhou --rule-option yakuman_stacking=off",
        "shousuushii",
        "suuankou",
        "суанко",
        "сёсуши",
    ),
    # sankantsu inside suukantsu, dropped: suuankou tanki counts
    (
        "1m1m --ankan 1111p --ankan 9999p --ankan 1111s --ankan 9999s --seat S --tsumo --rules tenhou "
        "--rule-option yakuman_stacking=off",
        "sankantsu",
        "suuankou_tanki",
        "суанко танки",
        "санканцу",
    ),
]


@pytest.mark.parametrize(
    ("words", "claimed", "counted", "counted_ru", "claimed_ru"),
    ONE_YAKUMAN_OF_A_CONTAINED_YAKU,
    ids=[f"{c[1]}-{c[2]}" for c in ONE_YAKUMAN_OF_A_CONTAINED_YAKU],
)
def test_a_yaku_inside_a_yakuman_that_does_not_add_up_names_the_yakuman_that_counts(
    words: str, claimed: str, counted: str, counted_ru: str, claimed_ru: str
) -> None:
    """The hand holds what the yaku needs (its greater yakuman is in the hand), but these rules
    count one yakuman only: not "the hand lacks what it needs"."""
    result = scored(words)
    assert result.win is not None and yaku_ids(result.win) == (counted,)
    said = why_not(result, claimed)
    assert said.text() == f"no {claimed}: these rules count one yakuman only (they do not add up): " + (
        f"{counted.replace('_', ' ')} counts instead"
    )
    assert said.text("ru") == (
        f"нет яку «{claimed_ru}»: по этим правилам засчитывается только один якуман (якуманы не "
        f"складываются): вместо него засчитывается {counted_ru}"
    )


def test_a_yaku_of_a_lesser_reading_that_is_no_yakuman_names_that_reading() -> None:
    """Iipeikou is in the reading 123m 123m 123m 444p 55p, no yakuman: that reading is said, with
    what it pays, not "a yakuman hand counts only its yakuman" (no yakuman reading has it)."""
    result = scored("111222333m444p55p --seat S")
    assert result.win is not None and yaku_ids(result.win) == ("suuankou_tanki",)
    said = why_not(result, "iipeikou")
    nbsp = "\u202f"
    assert said.text() == (
        f"no iipeikou: the reading 123m 123m 123m 444p 55p has it but pays less: 1300 against 64{nbsp}000"
    )
    assert said.text("ru") == (
        "нет яку «иппейко»: разбор 123m 123m 123m 444p 55p даёт это яку, но стоит меньше: "
        f"1300 против 64{nbsp}000"
    )
    # toitoi is the yakuman reading's own: that one counts only its yakuman
    assert why_not(result, "toitoi").text() == "no toitoi: a yakuman hand counts only its yakuman"


# -- 2. the furiten warning: one tile or several ------------------------------------------------


def furiten_after(discards: list[str], lang: str, hand: str = "23m456m234p678s55p") -> str:
    c = Controller(lang)
    request, _ = parse_score_args([hand, "--seat", "S"])
    c.load_spec(request.spec, record=False)
    c.set_mode("discard")
    for tile in discards:
        assert c.palette_click(tile)
    return c.view().waits.furiten


def test_the_furiten_warning_says_one_wait_or_several() -> None:
    assert furiten_after(["1m"], "en") == (
        "Furiten: you discarded 1m, one of your waits: no ron on any of your waits, tsumo only."
    )
    assert furiten_after(["1m"], "ru") == (
        "Фуритен: в вашем сбросе 1\u00a0ожидание (1m); рон нельзя ни на одно ожидание, только цумо."
    )
    assert furiten_after(["1m", "4m"], "en") == (
        "Furiten: you discarded 1m 4m, 2 of your waits: no ron on any of your waits, tsumo only."
    )
    assert furiten_after(["1m", "4m"], "ru") == (
        "Фуритен: в вашем сбросе 2\u00a0ожидания (1m 4m); рон нельзя ни на одно ожидание, только цумо."
    )
    # nine waits (chuuren), five of them discarded: Russian's third form
    assert furiten_after(["1m", "2m", "3m", "4m", "5m"], "ru", "1112345678999m") == (
        "Фуритен: в вашем сбросе 5\u00a0ожиданий (1m 2m 3m 4m 5m); "
        "рон нельзя ни на одно ожидание, только цумо."
    )


# -- 3. a renhou ticked and not taken -----------------------------------------------------------


def test_a_renhou_not_taken_because_the_hand_pays_more_is_said() -> None:
    result = scored("567m567p567s22s34m2m --seat S --renhou --dora 4m,4p")
    assert result.win is not None and result.win.payment is not None
    assert "renhou" not in yaku_ids(result.win) and result.win.payment.total == 12000
    nbsp = "\u202f"
    assert [n.text for n in teach_notes(result, "en").other_readings] == [
        f"No renhou: as mangan it would pay 8000, less than the 12{nbsp}000 the hand's own value pays"
    ]
    assert [n.text for n in teach_notes(result, "ru").other_readings] == [
        "Нет яку «ренхо»: как манган это яку дало бы 8000, меньше, чем "
        f"12{nbsp}000 по собственной стоимости руки"
    ]
    # the same hand exactly at mangan: the tie said as such
    tie = scored("567m567p567s22s34m2m --seat S --renhou --dora 4m")
    assert [n.text for n in teach_notes(tie, "en").other_readings] == [
        "No renhou: as mangan it would pay 8000, no more than the hand's own value, which is paid instead"
    ]
    assert [n.text for n in teach_notes(tie, "ru").other_readings] == [
        "Нет яку «ренхо»: как манган это яку дало бы 8000, не больше собственной стоимости руки, по которой "
        "она и оплачивается"
    ]
    # a renhou taken: no such note
    taken = scored("123m567m22p345s678s --renhou --seat S")
    assert taken.win is not None and yaku_ids(taken.win) == ("renhou",)
    assert teach_notes(taken, "en").other_readings == ()


def test_a_renhou_not_taken_says_its_figure_as_what_the_win_would_pay() -> None:
    """With honba and a riichi stick the figure is 9600, no mangan's value (8000): it is said as
    what the win would pay as mangan, against what it pays, as the other readings' notes say."""
    result = scored("567m567p567s22s34m2m --seat S --renhou --dora 4m,4p --honba 2 --sticks 1")
    assert result.win is not None and result.win.payment is not None
    assert result.win.payment.total == 13600
    nbsp = "\u202f"
    assert [n.text for n in teach_notes(result, "en").other_readings] == [
        f"No renhou: as mangan it would pay 9600, less than the 13{nbsp}600 the hand's own value pays"
    ]
    assert [n.text for n in teach_notes(result, "ru").other_readings] == [
        "Нет яку «ренхо»: как манган это яку дало бы 9600, меньше, чем "
        f"13{nbsp}600 по собственной стоимости руки"
    ]
    tie = scored("567m567p567s22s34m2m --seat S --renhou --dora 4m --honba 2 --sticks 1")
    assert [n.text for n in teach_notes(tie, "en").other_readings] == [
        "No renhou: as mangan it would pay 9600, no more than the hand's own value, which is paid instead"
    ]


# -- 4. the chankan refusal ---------------------------------------------------------------------


def test_the_chankan_refusal_says_what_the_check_checks() -> None:
    words = ["234m567p678s22s13m2m", "--seat", "S", "--chankan"]
    status, obj = score_command(words)
    assert status == 2 and obj["error"]["code"] == "chankan_own_tile"
    assert obj["error"]["message"] == (
        "Chankan robs the tile someone adds to a pon to make a kan, but the hand holds another 2m: the "
        "pon of 2m and the tile added to it (the one robbed) are all four 2m, and the hand's other 2m "
        "would be a fifth. Remove chankan or fix the hand."
    )
    status, obj = score_command([*words, "--lang", "ru"])
    assert obj["error"]["message"] == (
        "Чанкан — это рон на тайл, который добавляют к пону, чтобы сделать кан, но в руке есть ещё "
        "один 2m: пон 2m и добавленный к нему тайл (тот, что грабят) — это все четыре 2m, и второй 2m "
        "в руке был бы пятым. Уберите чанкан или исправьте руку."
    )


# -- 5. the non-dealer tsumo step ---------------------------------------------------------------


def test_the_non_dealer_tsumo_step_says_each_other_non_dealer_pays_once() -> None:
    result = scored("234m567p678s22s13m2m --seat S --tsumo")
    assert "Non-dealer tsumo: each other non-dealer pays 1 × 320 = 320" in step_lines(result, "en")
    assert "Цумо недилера: каждый другой недилер платит 1 × 320 = 320" in step_lines(result, "ru")


# -- 6. rinshan kaihou's meaning ----------------------------------------------------------------


def test_rinshan_kaihous_meaning_is_true_after_a_north_set_aside_too() -> None:
    """The meaning is the replacement tile from the dead wall: a North set aside's as well (three
    players); it named the North in four-player games too (tests/test_yaku_meanings.py)."""
    result = scored("123p789p11s99s9s --nuki 1 --seat S --tsumo --rules tenhou-sanma --pon 1z --rinshan")
    assert result.win is not None
    en = {row.title: row.subtitle for row in present.yaku_rows(result.win, "en")}
    assert en["Rinshan kaihou"] == "Win on a replacement tile from the dead wall"
    ru = {row.title: row.subtitle for row in present.yaku_rows(result.win, "ru")}
    assert ru["Риншан"] == "Rinshan kaihou — выигрыш на тайле из мёртвой стены"

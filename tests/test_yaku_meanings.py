"""What a yaku means and why it is missed, said true in English and in Russian beside the hand
(RULES.md §2–4, §9; docs/glossary.md): pinfu has fu, rinshan names no North in four-player
games, a yaku's name after «нет» needs no case, renhou comes before the first draw, and
paarenchan says its eight renchan."""

from __future__ import annotations

import re

import pytest

from mjgui.cli import parse_score_args
from mjgui.controller.scoring.present import yaku_rows
from mjgui.controller.teach.quiz import _choice_tip
from mjgui.core.i18n import translate
from mjgui.core.scoring.rules import PRESETS, SEED
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain import NearMiss, YakuRule
from mjgui.core.teach.why_not import WhyNot, why_not
from mjgui.core.text import YAKU


def scored(args: str) -> ScoreResult:
    request, _ = parse_score_args(args.split())
    return score(request.spec)


def rows(result: ScoreResult, lang: str) -> dict[str, str]:
    assert result.win is not None
    return {row.id: row.subtitle for row in yaku_rows(result.win, lang)}


def test_pinfus_meaning_says_no_extra_fu_beside_its_30_fu() -> None:
    """«без фу» / "no fu" stood beside the row's own 30 fu (RULES.md §4: 20 + 10 for the closed
    ron); pinfu lacks only the fu beyond those."""
    result = scored("234m567p345s22s678s --riichi --seat S")
    assert result.win is not None and result.win.fu.fu == 30
    assert rows(result, "en")["pinfu"] == "All sequences, no extra fu"
    assert rows(result, "ru")["pinfu"] == "Pinfu — только последовательности, без дополнительных фу"
    for ident, info in YAKU.items():
        assert not re.search(r"\bno fu\b", info.meaning.text), ident
        assert not re.search(r"без фу\b", translate(info.meaning, "ru")), ident


def test_rinshans_meaning_names_no_north_in_a_four_player_game() -> None:
    """The row said "after a kan or a North set aside" («…после кана или севера», the tile made a
    seat by the lower case) under four-player rules, which set no North aside (RULES.md §9)."""
    result = scored("234m567p111s55z --ankan 9999m --tsumo --rinshan --win 1s")
    assert result.spec.rules.players == 4
    en = rows(result, "en")["rinshan"]
    ru = rows(result, "ru")["rinshan"]
    assert en == "Win on a replacement tile from the dead wall"
    assert ru == "Rinshan kaihou — выигрыш на тайле из мёртвой стены"
    assert "North" not in en and "север" not in ru.lower()
    for name, rules in PRESETS.items():
        if rules.players == 4:
            assert "North" not in _choice_tip("rinshan", "en", rules), name
            assert "север" not in _choice_tip("rinshan", "ru", rules).lower(), name


def test_a_meaning_keeps_the_capital_of_a_north_inside_it() -> None:
    """The Russian row lower-cased the whole meaning: «Северы» read as the direction «северы»."""
    result = scored("123p789p11s99s9s --nuki 1 --seat S --tsumo --rules tenhou-sanma --pon 1z --rinshan")
    ru = rows(result, "ru")
    assert ru["nuki_dora"] == "Nuki dora — отложенные в сторону Северы (санма)"
    assert ru["rinshan"] == "Rinshan kaihou — выигрыш на тайле из мёртвой стены"


@pytest.mark.parametrize(
    ("ident", "code", "ru"),
    [
        ("paarenchan", "rules_off", "нет яку «паренчан»: правила этой руки его не засчитывают"),
        ("chankan", "not_in_hand", "нет яку «чанкан»: "),
        ("seat_wind", "yakuhai_pair", "нет яку «ветер места»: "),
        ("haku", "yakuhai_pair", "нет яку «хаку»: "),
    ],
)
def test_a_missed_yaku_is_named_after_no_without_a_case(ident: str, code: str, ru: str) -> None:
    """«нет паренчан», «нет чанкан»: the names ending in a consonant were left undeclined after
    «нет» (docs/glossary.md declines them), and the winds were declined («нет ветра места») where
    the suggestion's quotes want them whole. «нет яку «…»» needs no case, as «до яку «…» один
    шаг» does."""
    said = WhyNot if code == "rules_off" else NearMiss
    text = said(ident, code, {"tiles": "22z", "kinds": "22z"}).text("ru")
    assert text.startswith(ru), text


def test_every_missed_yaku_is_named_in_quotes_after_no() -> None:
    for ident in [*YAKU, *T.SHORT_YAKU]:
        text = NearMiss(ident, "not_in_hand").text("ru")
        word = T.yaku_word(ident, "ru")
        assert text.startswith(f"нет яку «{word}»: "), text
        assert not re.match(r"(ветра|двойного)\b", word), word


def test_renhou_in_russian_comes_before_the_first_draw() -> None:
    """«до своего первого тайла»: a non-dealer holds 13 tiles from the deal; renhou is a ron
    before their first draw (RULES.md §2), as the Situation tooltip says («добора»)."""
    late = scored("234m567p345s22s678s --riichi --seat S")
    texts = [
        YakuRule.under("renhou", SEED).text("ru"),
        why_not(late, "renhou").text("ru"),
        translate(YAKU["renhou"].meaning, "ru"),
    ]
    assert texts == [
        "Ренхо: рон недилера до его первого добора, если до него не было объявлений",
        "нет яку «ренхо»: рука выиграна не по рон до первого добора победителя",
        "Рон до своего первого добора",
    ]


def test_paarenchans_meaning_says_its_eight_renchan() -> None:
    """The meaning "A long run of renchan of one dealer" said no length; the name is eight renchan
    (八連荘, RULES.md §3: 8 or more; docs/glossary.md «паренчан (8 ренчанов)»)."""
    assert SEED.paarenchan_threshold == 8
    assert _choice_tip("paarenchan", "en", SEED) == "Eight renchan of one dealer · Yakuman"
    assert _choice_tip("paarenchan", "ru", SEED) == "Восемь ренчанов одного дилера · Якуман"

"""The words of the yaku: a rule admits the kan where a kan counts, and the result row reads as
one phrase (docs/glossary.md, the triplet rows)."""

from __future__ import annotations

import re

import pytest

from mjgui.cli import parse_score_args
from mjgui.controller.scoring.present import yaku_rows
from mjgui.core.i18n import translate
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.teach.explain import YakuRule
from mjgui.core.text import YAKU


def scored(args: str) -> ScoreResult:
    request, _ = parse_score_args(args.split())
    return score(request.spec)


# each hand scores the yaku with the yaku's set (or one of its sets) a kan
KAN_HANDS = [
    ("123m456p789s11z --ankan 5555z --win 1z", "haku"),
    ("123m456p789s11z --kan 6666z --win 1z", "hatsu"),
    ("123m456p789s11z --kan 7777z --win 1z", "chun"),
    ("123m456p789s22z --kan 1111z --win 2z --seat E --round E", "seat_wind"),
    ("123m456p789s22z --kan 1111z --win 2z --seat E --round E", "round_wind"),
    ("678s99s --kan 2222m --pon 222p --pon 222s --win 8s", "sanshoku_doukou"),
    ("555m99s --kan 2222m --pon 333p --pon 444s --win 9s", "toitoi"),
    ("123m456p555z77z --ankan 6666z --win 7z", "shousangen"),
    ("234m11z --ankan 5555z --ankan 6666z --ankan 7777z --win 1z --tsumo", "daisangen"),
    ("123m11z --kan 2222z --kan 3333z --pon 444z --win 1z", "shousuushii"),
    ("11m222z --ankan 1111z --ankan 3333z --ankan 4444z --win 1m --tsumo", "daisuushii"),
    ("111m567p99s --ankan 2222m --ankan 3333p --win 9s --tsumo", "sanankou"),
    ("111m555p99s --ankan 2222s --ankan 3333s --win 5p --tsumo", "suuankou"),
    ("111m99s --ankan 2222m --ankan 3333p --ankan 4444s --win 9s --tsumo", "suuankou_tanki"),
]


@pytest.mark.parametrize(("args", "yaku"), KAN_HANDS, ids=[y for _, y in KAN_HANDS])
def test_a_yaku_scored_with_a_kan_has_a_rule_that_admits_the_kan(args: str, yaku: str) -> None:
    """The rules said «сет из трёх белых драконов», "a triplet of the white dragon": read beside a
    hand whose dragons are a kan, the rule seemed not to count it (RULES.md: 1 han per triplet or
    quad)."""
    result = scored(args)
    assert result.win is not None and yaku in {y.id for y in result.win.yaku}
    assert any(m.kind in ("kan", "ankan") for m in result.spec.melds)
    rule = YakuRule.under(yaku, result.spec.rules)
    assert " kan" in rule.text(), rule.text()
    assert re.search(r"(?<!\w)кана?(?!\w)", rule.text("ru")), rule.text("ru")


def test_the_white_dragon_rule_read_beside_a_closed_kan() -> None:
    result = scored("123m456p789s11z --ankan 5555z --win 1z")
    assert result.win is not None and [y.id for y in result.win.yaku] == ["haku"]
    rule = YakuRule.under("haku", result.spec.rules)
    assert rule.text() == "Yakuhai: haku: a triplet or kan of the white dragon"
    assert rule.text("ru") == "Якухай: хаку: сет из трёх или кан из четырёх белых драконов"


def test_the_rules_say_each_dragon_and_each_wind_has_its_own_set() -> None:
    """«сеты … всех трёх драконов» read as one set holding three dragons."""
    rules = scored("123m456p789s11z --ankan 5555z --win 1z").spec.rules
    assert YakuRule.under("daisangen", rules).text("ru") == (
        "Дайсанген: сет из трёх или кан из четырёх тайлов каждого из трёх драконов"
    )
    assert YakuRule.under("shousangen", rules).text("ru") == (
        "Сёсанген: сет из трёх или кан из четырёх тайлов каждого из двух драконов и пара третьего"
    )
    assert YakuRule.under("toitoi", rules).text("ru") == (
        "Тойтой: четыре сета из трёх или кана из четырёх одинаковых тайлов и пара"
    )


def test_the_toitoi_row_has_one_dash() -> None:
    """The row is «name — meaning»: the meaning «Все сеты — из одинаковых тайлов» made it
    «Тойтой — все сеты — из одинаковых тайлов»."""
    result = scored("555m99s --kan 2222m --pon 333p --pon 444s --win 9s")
    assert result.win is not None
    (row,) = yaku_rows(result.win, "ru")
    assert row.translated == "Тойтой — все сеты из одинаковых тайлов"
    assert row.subtitle == "Toitoi — все сеты из одинаковых тайлов"
    doukou_hand = scored("678s99s --kan 2222m --pon 222p --pon 222s --win 8s")
    assert doukou_hand.win is not None
    (doukou,) = yaku_rows(doukou_hand.win, "ru")
    assert doukou.translated == "Саншоку доко — сеты одного номинала во всех трёх мастях"


def test_no_yaku_meaning_has_a_dash_or_runs_long() -> None:
    """A meaning stands after the name's dash in the row, so a dash of its own doubles it; and
    sanshoku doukou's ran to 68 characters, saying «одинаковых … одного номинала» twice over."""
    meanings = {key: translate(info.meaning, "ru") for key, info in YAKU.items()}
    assert len(meanings) > 40
    assert [key for key, text in meanings.items() if "—" in text] == []
    assert {key: text for key, text in meanings.items() if len(text) > 50} == {}


CLOSED_MEANINGS = {
    "sanankou": "Три закрытых пона или закрытых кана",
    "suuankou": "Четыре закрытых пона или закрытых кана",
    "suuankou_tanki": "Четыре закрытых пона или закрытых кана, ждёт пару",
}


@pytest.mark.parametrize("yaku", list(CLOSED_MEANINGS))
def test_a_concealed_triplets_meaning_admits_the_closed_kan(yaku: str) -> None:
    """The Russian meanings said «закрытых пона» only, read beside a hand whose closed kan the
    yaku counts (docs/glossary.md: «закрытых пона или закрытых кана»)."""
    (args,) = [a for a, y in KAN_HANDS if y == yaku]
    result = scored(args)
    assert result.win is not None and yaku in {y.id for y in result.win.yaku}
    assert any(m.kind == "ankan" for m in result.spec.melds)
    meaning = translate(YAKU[yaku].meaning, "ru")
    assert "закрытых пона или закрытых кана" in meaning
    assert meaning == CLOSED_MEANINGS[yaku]

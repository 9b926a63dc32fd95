"""Issue 25, Russian: the rule texts the regulation contradicts, and player names after a
preposition that would decline them («перед Даша», «рон с Даша»). Each on its message, in
both languages where the English was wrong too."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from mjgui.core.i18n import translate
from mjgui.core.teach import explain_text as T
from mjgui.core.text import YAKU as YAKU_NAMES

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"

# placeholders that hold a player's name (never declined: Russian names are not ours to decline)
NAME = r"\{(name|winner|discarder|first_discarder|player|dealer|payer|loser|other)\}"
# a preposition that would decline the name after it
PREPOSITION = r"(?<![\w-])(с|со|перед|после|от|у|для|к|ко|на|в|за|про|о|об|при|до|без|из|сброса)\s+"


def _russian() -> list[tuple[str, str]]:
    with open(PO, "rb") as f:
        catalog = read_po(f, locale="ru", domain="mjgui")
    out = []
    for m in catalog:
        if not m.id:
            continue
        for form in m.string if isinstance(m.string, tuple) else (m.string,):
            out.append((str(m.context), form))
    return out


def test_no_player_name_stands_after_a_preposition_in_russian() -> None:
    pattern = re.compile(PREPOSITION + NAME, re.IGNORECASE)
    bad = [(ctx, text) for ctx, text in _russian() if pattern.search(text)]
    assert bad == []


def test_a_ron_names_who_dealt_in_without_declining_the_name() -> None:
    texts = dict(_russian())
    found = [t for t in texts.values() if "{discarder}" in t and "рон" in t.lower()]
    assert found and all("набросил(а) {discarder}" in t or "игрока {discarder}" in t for t in found), found


def test_paarenchan_counts_renchan_not_wins() -> None:
    meaning = YAKU_NAMES["paarenchan"].meaning
    # the meaning is the name's (八連荘: eight renchan, not eight wins); the rule says the
    # renchan the rules take (paarenchan_threshold)
    assert meaning.text == "Eight renchan of one dealer"
    assert translate(meaning, "ru") == "Восемь ренчанов одного дилера"
    for _, text in _russian():
        assert "побед дилера подряд" not in text
        assert "паренчан на 8-й" not in text


def test_ryuuiisou_does_not_require_the_green_dragon() -> None:
    rule = T.YAKU_RULES["ryuuiisou"]
    assert "not required" in rule.text
    assert translate(rule, "ru") == "только 2 3 4 6 8 соу и зелёные драконы (драконы не обязательны)"


def test_riichi_is_not_called_a_finished_hand() -> None:
    assert translate(YAKU_NAMES["riichi"].meaning, "ru") == "Объявленный тенпай"
    assert all("Готовая рука" not in text for _, text in _russian())


def test_the_regulations_terms_not_their_variants() -> None:
    """«недилер» in one word; ura is «ура-дора» (alone, «Ура» reads as a cheer); a player
    «ушёл в минус»; Тенхо is the yakuman, the site is Tenhou.net."""
    for context, text in _russian():
        assert "не-дилер" not in text, context
        assert "меньше нуля" not in text, context
        assert text != "Ура", context
        if "Тенхо" in text:
            assert "tenhou" in context.lower() or context == "Situation", (context, text)
            assert "XML" not in text and "лог" not in text.lower(), (context, text)

"""The Russian catalogue follows docs/glossary.md: no message uses a variant the glossary rules out."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from mjgui.core.i18n import say
from mjgui.core.text import PRESET_NAMES, YAKU

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
PO = ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"


def ruled_out() -> dict[str, str]:
    """Each ruled-out variant (lower case; ``*``: any ending) -> the club's word for it."""
    out: dict[str, str] = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or cells[0] in ("English", "---"):
            continue
        for variant in filter(None, (v.strip() for v in cells[4].split(","))):
            out[variant.lower()] = cells[3]
    return out


def matcher(variants: dict[str, str]) -> re.Pattern[str]:
    """One pattern for every variant, whole words only; ``*`` stands for any ending."""
    alternatives = [re.escape(v).replace(r"\*", r"\w*") for v in sorted(variants, key=len, reverse=True)]
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


def russian_messages() -> list[tuple[str, str]]:
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    out = []
    for message in catalogue:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(f"{message.context}: {message.id}", s) for s in strings if s]
    return out


def test_the_glossary_rules_out_variants() -> None:
    variants = ruled_out()
    assert len(variants) > 20
    assert variants["дабл риичи"] == "дабуру риичи"


def test_no_russian_message_uses_a_ruled_out_variant() -> None:
    pattern = matcher(ruled_out())
    found = [(where, hit.group(0)) for where, text in russian_messages() for hit in pattern.finditer(text)]
    assert found == []


def test_the_check_catches_a_variant() -> None:
    pattern = matcher(ruled_out())
    assert pattern.search("Дабл риичи: риичи на первом сбросе")
    assert pattern.search("в каждом пресете")
    assert not pattern.search("Дабуру риичи: риичи на первом сбросе")
    assert pattern.search("Сбросил: Aiko") and not pattern.search("вы сбросили 5m")
    assert pattern.search("Не совсем: 3 хан") and pattern.search("отличаются от Клубные правила")


def test_the_tenhou_preset_is_not_named_like_the_yakuman() -> None:
    assert say(PRESET_NAMES["tenhou"], "ru") != say(YAKU["tenhou"].name, "ru")

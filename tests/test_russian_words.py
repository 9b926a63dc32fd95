"""Russian wording habits (issue 25): a yaku name is written with a small letter inside a sentence."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from mjgui.cli import score_command
from mjgui.core.i18n import translate
from mjgui.core.text import YAKU

PO = Path(__file__).resolve().parent.parent / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"
NAMES = sorted(
    {translate(y.name, "ru").split(":")[0].strip() for y in YAKU.values()} - {""}, key=len, reverse=True
)
# a capitalised yaku name after a lower-case word or a comma: mid-sentence
MID_SENTENCE = re.compile(r"(?<=[а-яё,;)—] )(" + "|".join(re.escape(n) for n in NAMES) + r")(?![а-яё])")


def strings(obj: object) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for value in obj.values():
            yield from strings(value)
    elif isinstance(obj, list | tuple):
        for value in obj:
            yield from strings(value)


def test_the_check_catches_a_capital_mid_sentence() -> None:
    assert MID_SENTENCE.search("вместо него засчитывается Таняо")
    assert not MID_SENTENCE.search("Таняо: все тайлы простые")


def test_no_catalogue_message_capitalises_a_yaku_name_mid_sentence() -> None:
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    found = []
    for message in catalogue:
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [(message.context, t) for t in texts if t and MID_SENTENCE.search(t)]
    assert found == []


def test_who_dealt_in_is_said_as_the_catalogue_says_it() -> None:
    # «Chen с Boris» read "Chen together with Boris": a ron's discarder is «%1, набросил(а) %2»
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    placeholder = r"(?:%\d|\{\w+\})"
    found = []
    for message in catalogue:
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [(message.context, t) for t in texts if t and re.search(f"{placeholder} с {placeholder}", t)]
    assert found == []
    notes = [m.string for m in catalogue if str(m.id).startswith("By the desk's seats this is")]
    assert len(notes) == 2
    assert all("если это %2 (набросил(а) %3)" in note for note in notes)


@pytest.mark.parametrize(
    "hand",
    [
        "56778m66z6m --pon 1z --pon 9p",
        "123m345m999m55p11z1z --seat S --round S",
        "123m567p55s34s2s --ankan 8m",
        "222m222p22s345s55s2s --riichi",
        "555z666z777z11z22z2z",
        "123345m678p345s99p --win 3m --riichi --seat S",
        "123m456p78s25z99s1s",
    ],
)
def test_explanations_write_yaku_names_small_mid_sentence(hand: str) -> None:
    _, out = score_command([*hand.split(), "--explain", "--lang", "ru"])
    texts = list(strings(out))
    assert any(re.search(r"[а-яё]", t) for t in texts)  # the answer is in Russian
    assert [t for t in texts if MID_SENTENCE.search(t)] == []

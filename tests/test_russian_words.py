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
    # «Chen с Boris» read "Chen together with Boris": a ron's discarder is «с игрока Boris»
    # (docs/glossary.md), the tracker's form, in every window and the CLI
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
    assert all("если это рон игрока %2 с игрока %3" in note for note in notes)
    # a ron line names its discarder one way: «набросил(а)» after a name is gone
    assert [(m.context, m.string) for m in catalogue if "набросил(а)" in str(m.string)] == []


def test_the_log_window_and_replay_say_a_ron_as_the_tracker_does() -> None:
    """The tracker said «Dasha: рон с игрока Aiko» while the log window said «Рон: Dasha,
    набросил(а) Aiko» and ``mjgui replay`` «Dasha, рон, набросил(а) Aiko»: one fact in two forms.
    All three say «с игрока» now, and a second winner is «Ещё рон: Y с игрока X» as in the
    tracker's history."""
    import io

    from mjgui.controller.game.logview import LogViewController
    from mjgui.replaycli import replay_command

    log = Path(__file__).resolve().parent / "data" / "logs" / "mjx-double-ron.mjlog"
    window = LogViewController("ru")
    window.open(log)
    events = [row.event for row in window.view().rows if row.round.startswith("В4")]
    assert events == [
        "Рон: タケオしゃん с игрока はっとりへいじ",
        "Ещё рон: デジタル仙人 с игрока はっとりへいじ",
    ]
    out = io.StringIO()
    assert replay_command([str(log), "--lang", "ru"], out=out, err=io.StringIO()) == 0
    lines = out.getvalue().splitlines()
    assert lines[2].startswith("В4-0: タケオしゃん, рон с игрока はっとりへいじ — лог 4\u00a0хан")
    assert lines[3].startswith("В4-0: デジタル仙人, рон с игрока はっとりへいじ — лог 5\u00a0хан")
    assert "набросил" not in out.getvalue() + " ".join(events)


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

"""The one gettext catalogue: every message the code marks has its Russian, with the same
placeholders, and the committed .mo is the .po compiled (tools/update_translations.py)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import string
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.core.i18n import Msg, catalogue, fill, msg, nmsg, normalize_lang, phrase, say, template_params

ROOT = Path(__file__).resolve().parent.parent
CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def _tool():
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "tools" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool():
    return _tool()


@pytest.fixture(scope="module")
def template(tool):
    return tool.extract()


@pytest.fixture(scope="module")
def russian(tool):
    return tool.read("ru")


def _forms(value: object) -> tuple[str, ...]:
    return value if isinstance(value, tuple) else (str(value),)


def test_the_code_marks_hundreds_of_messages_from_core_controllers_and_widgets(template) -> None:
    contexts = {m.context for m in template if m.id}
    assert len(contexts) > 500
    # the core's ids, a controller's, and a widget's Qt context
    assert {"error:bad_meld", "yaku:pinfu", "Window"} <= contexts


def test_every_message_has_russian_with_the_same_placeholders(template, russian) -> None:
    missing, differ = [], []
    for message in template:
        if not message.id:
            continue
        found = russian.get(message.id, context=message.context)
        strings = _forms(found.string) if found is not None else ()
        if not strings or not all(strings):
            missing.append((message.context, message.id))
            continue
        english = set().union(*(template_params(t) for t in _forms(message.id)))
        for text in strings:
            # a plural form may leave {n} out ("одна палочка"), never add or rename one
            wanted = english - {"n"} if isinstance(message.id, tuple) else english
            if not wanted <= template_params(text) <= english:
                differ.append((message.context, message.id, text))
    assert missing == []
    assert differ == []


def test_no_message_is_left_in_the_catalogue_that_the_code_no_longer_has(template, russian) -> None:
    wanted = {(m.context, m.id) for m in template if m.id}
    stale = [(m.context, m.id) for m in russian if m.id and (m.context, m.id) not in wanted]
    assert stale == []


def test_the_committed_mo_is_the_po_compiled(tool, russian) -> None:
    assert tool.mo_path("ru").read_bytes() == tool.compiled(russian), "run `make translations`"


def test_russian_plural_forms_come_from_the_catalogue() -> None:
    sticks = nmsg("tracker:sticks", "{n} riichi stick", "{n} riichi sticks")
    assert [say(sticks, "en", n=k) for k in (1, 2)] == ["1 riichi stick", "2 riichi sticks"]
    assert [say(sticks, "ru", n=k) for k in (1, 2, 5, 11, 21, 22)] == [
        "1\u00a0палочка риичи",
        "2\u00a0палочки риичи",
        "5\u00a0палочек риичи",
        "11\u00a0палочек риичи",
        "21\u00a0палочка риичи",
        "22\u00a0палочки риичи",
    ]


def test_one_formatting_helper_leaves_a_missing_parameter_in_place() -> None:
    assert fill("{a} and {b}", {"a": 1}) == "1 and {b}"
    assert fill("{a:>3}", {"a": 7}) == "  7"
    assert fill("broken {", {"a": 1}) == "broken {"
    assert fill("{{literal}} {a}", {"a": 1}) == "{literal} 1"
    bad_meld = Msg("error:bad_meld", "x {missing}")
    assert say(bad_meld, "en") == "x {missing}"
    assert phrase({"a": msg("t:a", "A {x}")}, "b", "en", x=1) == "b (x=1)"
    assert phrase({"a": msg("t:a", "A {x}")}, "a", "en") == "A {x}"


class _Missing(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_TEMPLATE_PARTS = ["{a}", "{b}", "{a:>3}", "{b!r}", "{a.real}", "{b[0]}", "{a:{b}}", "{}", "{0}", "{a!x}"]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from([*_TEMPLATE_PARTS, "{{", "}}", "{", "}", "x", " ", ":", "!", "."]), max_size=6),
    st.dictionaries(st.sampled_from(["a", "b"]), st.one_of(st.integers(-99, 99), st.text(max_size=3))),
)
def test_fill_reads_a_template_as_string_formatter_does(parts: list[str], params: dict[str, object]) -> None:
    """fill() uses str.format_map; what it gives is what string.Formatter gave, broken
    templates and missing parameters included."""
    template = "".join(parts)
    try:
        expected = string.Formatter().vformat(template, (), _Missing(params))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError):
        expected = template
    assert fill(template, params) == expected


def test_languages_and_fallbacks() -> None:
    assert normalize_lang("ru_RU.UTF-8") == "ru"
    assert normalize_lang("RU-ru") == "ru"
    assert normalize_lang("de") == "en"
    # an unknown message answers its English, in every language
    unknown = msg("no-such-id", "Not in the catalogue")
    assert say(unknown, "ru") == "Not in the catalogue"
    assert catalogue("ru").pgettext("yaku:pinfu", "Pinfu") == "Пинфу"
    assert not CYRILLIC.search(say(msg("yaku:pinfu", "Pinfu"), "en"))


def test_no_message_is_marked_inside_an_f_string() -> None:
    """The extractor does not read inside f-strings: a ``msg('id', 'English')`` there never
    reached the catalogue, and the quiz said "3 han" in Russian."""
    inside = re.compile(r"\bn?msg\('")
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "mjgui").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if inside.search(line)
    ]
    assert found == []


def test_the_quiz_verdict_speaks_russian() -> None:
    from mjgui.core.teach.quiz import Verdict

    assert Verdict("han", False, 3, 2).text("ru") == "Неверно. Правильно: 3\u00a0хан; ваш ответ: 2\u00a0хан"
    assert Verdict("fu", False, 30, 40).text("ru") == "Неверно. Правильно: 30\u00a0фу; ваш ответ: 40\u00a0фу"


def test_english_is_said_as_an_empty_gettext_catalogue_says_it() -> None:
    """English, the source, is said without a catalogue: the same text gettext's empty
    catalogue (what English and an unknown language get) gives, plural forms included."""
    import gettext

    from mjgui.core.i18n import translate
    from mjgui.core.text import ERRORS, FU_REASONS, LIMITS, YAKUMAN_MULTIPLE

    empty = gettext.NullTranslations()
    messages = [
        *ERRORS.values(),
        *FU_REASONS.values(),
        *LIMITS.values(),
        YAKUMAN_MULTIPLE,
        msg("a:b", "plain {x}"),
    ]
    messages.append(nmsg("tracker:sticks", "{n} riichi stick", "{n} riichi sticks"))
    assert any(m.plural for m in messages) and any(not m.plural for m in messages)
    for message in messages:
        for n in (None, 0, 1, 2, 21):
            got = translate(message, "en", n)
            if message.plural:
                want = empty.npgettext(message.context, message.text, message.plural, 1 if n is None else n)
            else:
                want = empty.pgettext(message.context, message.text)
            assert got == want == translate(message, "de", n), (message, n)
    assert isinstance(catalogue("en"), gettext.NullTranslations)
    assert translate(nmsg("x:y", "one", "many"), "en", 2) == "many"


@pytest.mark.skipif(
    shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt not installed (.ci/run installs it)"
)
def test_gnu_msgfmt_check_passes_on_the_catalogue() -> None:
    """GNU gettext's own check (formats, plural forms, header) on the committed .po."""
    po = ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"
    run = subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(po)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "fatal" not in run.stderr


#: a whole hand written in a sentence: digit groups with their suits, melds in brackets after it
_HAND = re.compile(r"(?<![\w(\[])(?:\d+[mpsz])+(?:\s*[(\[]\d+[mpsz][)\]])*(?:\s+\d[mpsz])?(?![\w)\]])")


def _tiles(text: str) -> int:
    return sum(len(digits) for digits in re.findall(r"(\d+)[mpsz]", text))


def test_every_hand_a_sentence_gives_as_an_example_wins(template, russian) -> None:
    # "type the hand in MPSZ notation, e.g. 123m406p789s1122z" was 13 tiles: a player who typed
    # it saw a tenpai, not a score. A whole hand (13 tiles and more) in any sentence, in both
    # languages, is typed into the calculator and must win.
    from mjgui.controller.scoring.calculator import Controller

    found: set[str] = set()
    for message in template:
        if not message.id:
            continue
        translated = russian.get(message.id, context=message.context)
        texts = [*_forms(message.id), *(_forms(translated.string) if translated is not None else ())]
        for text in texts:
            found |= {m.group(0) for m in _HAND.finditer(text) if _tiles(m.group(0)) >= 13}
    assert {"234m567p3467888s5s", "234p678s5s (123m) [7777z] 5s", "123m406p789s11555z"} <= found
    for hand in found:
        controller = Controller("en")
        controller.set_notation(hand)
        assert controller.view().headline.tone == "win", hand


def test_the_tracker_asks_for_what_is_missing_without_a_colon_in_russian() -> None:
    """«Выберите победителя», not «Выберите: победителя»: the word asked for is already in the
    accusative, so no colon stands between the verb and its object."""
    from mjgui.controller.game.phrases import MISSING, PHRASES
    from mjgui.core.i18n import phrase

    asked = {what: phrase(PHRASES, "incomplete", "ru", what=phrase(MISSING, what, "ru")) for what in MISSING}
    assert asked == {
        "winner": "Выберите победителя",
        "discarder": "Выберите набросившего",
        "value": "Выберите стоимость",
        "player": "Выберите игрока",
    }
    assert phrase(PHRASES, "incomplete", "en", what=phrase(MISSING, "winner", "en")) == "Choose the winner"

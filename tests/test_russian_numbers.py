"""Numbers in both languages: one format (issue 25), a unit never wraps, a count never stands
before a word outside plural forms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from mjgui.controller.game.club import decimal, signed_decimal
from mjgui.controller.game.phrases import points_text, signed_text, thousands_text
from mjgui.controller.scoring.phrases import PHRASES
from mjgui.core.errors import HandError, NotationError
from mjgui.core.game.game import replay
from mjgui.core.game.record import MESSAGES as RECORD_MESSAGES
from mjgui.core.game.record import parse_record
from mjgui.core.i18n import nmsg, phrase, say
from mjgui.core.numbers import number, score_thousands, with_unit
from mjgui.core.text import round_letters
from mjgui.gamecli import standings_text

PO = Path(__file__).resolve().parent.parent / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"
T = "\u202f"
M = "\u2212"


@pytest.mark.parametrize(
    ("value", "lang", "kwargs", "text"),
    [
        (25000, "en", {}, f"25{T}000"),
        (25000, "ru", {}, f"25{T}000"),
        (-2300, "ru", {}, f"{M}2300"),  # four digits stay together
        (-12300, "ru", {}, f"{M}12{T}300"),
        (7700, "en", {"sign": True}, "+7700"),
        (48000, "en", {"sign": True}, f"+48{T}000"),
        (0, "en", {"sign": True}, "0"),
        (-21, "ru", {}, f"{M}21"),
        (2.0, "en", {"digits": 2}, "2.00"),
        (2.0, "ru", {"digits": 2}, "2,00"),
        (-0.04, "ru", {"digits": 1, "sign": True}, "0,0"),
        (1234.5, "ru", {"digits": 1}, "1234,5"),
        (12345.5, "en", {"digits": 1}, f"12{T}345.5"),
        (999, "ru", {}, "999"),
    ],
)
def test_one_number_format_per_language(
    value: float, lang: str, kwargs: dict[str, object], text: str
) -> None:
    assert number(value, lang, **kwargs) == text  # type: ignore[arg-type]


def test_final_scores_in_thousands_take_the_decimal_comma_in_russian() -> None:
    assert [score_thousands(p, "en") for p in (48000, -3000, 4500, 0)] == ["+48", f"{M}3", "+4.5", "0"]
    assert [score_thousands(p, "ru") for p in (48000, -3000, 4500, -4250)] == [
        "+48",
        f"{M}3",
        "+4,5",
        f"{M}4,25",
    ]


def test_every_window_goes_through_the_one_format() -> None:
    """The tracker's points, the club table's averages and the CLI agree with number()."""
    assert points_text(-23000, "ru") == number(-23000, "ru") == f"{M}23{T}000"
    assert signed_text(7700, "ru") == "+7700"
    assert thousands_text(4500, "ru") == "+4,5" and thousands_text(4500, "en") == "+4.5"
    assert decimal(2.375, 2, "ru") == "2,38"
    assert decimal(2.5, 2, "en") == "2.50"
    assert signed_decimal(-21.04, "ru") == f"{M}21,0" and signed_decimal(0.01, "ru") == "0,0"


def test_a_unit_is_joined_by_a_no_break_space_in_russian() -> None:
    assert with_unit(30, "фу", "ru") == "30\u00a0фу"
    assert with_unit(30, "fu", "en") == "30 fu"


def test_the_catalogue_never_lets_a_unit_wrap_away_from_its_number() -> None:
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    unit = re.compile(r"(\{\w+\}\+?|%\d|(?<![\w.,%])\d+\+?) (хан|фу|очк\w*|хонба|тайл\w*|символ\w*|%)(?!\w)")
    found = []
    for message in catalogue:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [(message.context, s) for s in strings if s and unit.search(s)]
    assert found == []


# words that change with the number before them (1 тайл, 2 тайла, 5 тайлов)
COUNTED = (
    r"(?:тайл|байт|символ|строк|рук|раздач|игр|палоч|ответ|сет|пон|кан|ход|минут|секунд|файл|игрок|ошиб)\w*"
)
# placeholders that are never a count (a name, tiles, a wind...) or are payments (always a multiple
# of 100, so «очков» is always right after them)
NOT_COUNTS = {
    "name",
    "winner",
    "discarder",
    "tiles",
    "tile",
    "yaku",
    "wind",
    "path",
    "file",
    "reference",
    "text",
    "other",
    "first",
    "second",
    "round",
    "kind",
    "what",
    "word",
    "value",
    "who",
    "dragon",
    "group",
    "shape",
    "pair",
    "a",
    "b",
    "meld",
    "meld_kind",
    "limit",
    "sets",
    "flag",
    "yakuman",
    "reason",
    "names",
    "points",
    "raw",
    "total",
    "best_total",
    "window_program",  # a program named before its argument: mjgui ФАЙЛ
}


def test_no_count_stands_before_a_counted_word_outside_plural_forms() -> None:
    """«в руке 4 тайлов», «201 символов»: a count goes through plural forms or after a colon."""
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    pattern = re.compile(r"(?:\{(\w+)\}|%\d)[\s\u00a0]+(?:из\s+\{\w+\}\s+)?" + COUNTED, re.IGNORECASE)
    found = []
    for message in catalogue:
        if not message.id or isinstance(message.id, tuple):
            continue  # plural forms: the form follows the count
        for hit in pattern.finditer(message.string):
            if hit.group(1) is None or hit.group(1) not in NOT_COUNTS:
                found.append((message.context, message.string))
    assert found == []


#: placeholders of plural forms that stand before a word they do not count: a seat's player, a
#: hand's number, a suit («{liable} отдал», «Рука {number} разобрана», «пятёрки {suit} записаны»)
NOT_COUNTS_IN_PLURALS = NOT_COUNTS | {
    "liable",
    "number",
    "suit",
    "line",
    "first",
    "last",
    "item",
    "column",
    "rounds",
    "multiple",
    "other_names",
    "lower",
    "higher",
    "step",
}
#: words after a count that are not what it counts («{right} из {n} ответов», «{n} из них»)
NOT_COUNTED = {"из", "по", "в", "и", "не", "с", "до", "от"}


def test_a_count_in_a_plural_form_keeps_its_word_on_its_line() -> None:
    """«{n} строки»: a line wrapped between the number and the word it counts left «3» at the
    end of one line and «строки» at the start of the next; every plural form joins a count and
    its word with a no-break space (U+00A0), as the singular messages join a number and its unit."""
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    pattern = re.compile(r"(?:\{(\w+)\}|%\d|(?<![\w.,%/])\d+) ([а-яё]+)", re.IGNORECASE)
    found = []
    for message in catalogue:
        if not isinstance(message.id, tuple):
            continue
        for form in message.string:
            for hit in pattern.finditer(form):
                if hit.group(1) in NOT_COUNTS_IN_PLURALS or hit.group(2).lower() in NOT_COUNTED:
                    continue
                found.append((message.context, hit.group(0)))
    assert found == []
    plurals = [m for m in catalogue if isinstance(m.id, tuple)]
    joined = [m for m in plurals if any("}\u00a0" in form for form in m.string)]
    assert len(joined) > len(plurals) / 2  # the check reads the forms it means to


@pytest.mark.parametrize(
    ("n", "form"),
    [
        (1, "1\u00a0ответ"),
        (2, "2\u00a0ответа"),
        (5, "5\u00a0ответов"),
        (21, "21\u00a0ответ"),
        (11, "11\u00a0ответов"),
    ],
)
def test_plural_forms_in_russian(n: int, form: str) -> None:
    assert say(nmsg("practice:answers", "{n} answer", "{n} answers"), "ru", n=n) == form


def test_plural_forms_in_english() -> None:
    message = nmsg("practice:answers", "{n} answer", "{n} answers")
    assert [say(message, "en", n=n) for n in (1, 2, 21)] == ["1 answer", "2 answers", "21 answers"]


def test_the_counts_the_review_found_read_right_in_both_languages() -> None:
    assert phrase(PHRASES, "waits_need_13", "ru", need=4) == (
        "Ожидания показываются, когда в руке на один тайл меньше полной (тайлов: 4)."
    )
    assert phrase(PHRASES, "waits_need_13", "en", need=4).startswith(
        "Waits are shown when the hand has 4 tiles"
    )
    assert phrase(PHRASES, "count", "ru", count=4, need=14) == "Тайлов: 4 из 14"
    assert phrase(PHRASES, "count", "en", count=4, need=14) == "4 of 14 tiles"
    assert "символов в строке: 201" in say(RECORD_MESSAGES["line_too_long"], "ru", length=201, max=200)
    assert "201 characters" in say(RECORD_MESSAGES["line_too_long"], "en", length=201, max=200)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_line_s_length_is_grouped_as_every_count(lang: str) -> None:
    """A record line, a score line or a hand's tiles too long: 12 345 characters, as every
    number of five digits and more is written (the limits, 1000, stay together)."""
    record = parse_record("x" * 12345)
    said = record.lines[0].error.message(lang)  # type: ignore[union-attr]
    assert f"12{T}345" in said and "12345" not in said and "1000" in said
    for error in (
        HandError("line_too_long", length=12345, limit=1000),
        NotationError("notation_too_long", 1001, length=12345, limit=1000),
    ):
        said = error.message(lang)
        assert f"12{T}345" in said and "12345" not in said and "1000" in said


def test_round_and_seat_letters_are_russian_in_the_russian_command_line() -> None:
    assert round_letters("E1-0", "ru") == "В1-0" and round_letters("S4", "ru") == "Ю4"
    assert round_letters("E1-0", "en") == "E1-0" and round_letters("", "ru") == ""
    record = parse_record("players Aiko Boris Chen Dasha\nriichi Boris\ndraw tenpai Boris\n")
    ru = standings_text(replay(record), "ru")
    assert ru.splitlines()[0].startswith("Раунд В2,")
    assert not re.search(r"\b[ESWN]\d", ru)
    assert {line.split()[2] for line in ru.splitlines()[3:7]} == {"В", "Ю", "Зап", "С"}
    assert "Round E2," in standings_text(replay(record), "en")


def test_no_russian_round_label_reads_as_a_number() -> None:
    """West's «З» before a hand's number read as the digit 3 («З1-8» as 31-8): the short
    labels of the tracker's history, the chart and the command line begin with no letter
    that looks like a digit (З 3, О 0, б 6, Ч 4)."""
    labels = [round_letters(f"{w}1-8", "ru") for w in "ESWN"]
    assert labels == ["В1-8", "Ю1-8", "Зап1-8", "С1-8"]
    assert not any(re.match(r"[ЗзОоЧб]\d", label) for label in labels)
    record = parse_record("rules tenhou-sanma\nplayers A B C\n" + "draw\n" * 6)  # into the West round
    state = replay(record).final
    assert state.round_wind == 2
    assert standings_text(replay(record), "ru").splitlines()[0].startswith("Раунд Зап1,")
    assert standings_text(replay(record), "en").startswith("Round W1,")


def test_the_quizs_verdicts_write_amounts_and_units_as_every_window() -> None:
    from mjgui.core.teach.quiz import Verdict

    assert (
        Verdict("payment", False, 12000, 11600).text("ru")
        == f"Неверно. Правильно: 12{T}000; ваш ответ: 11{T}600"
    )
    assert Verdict("payment", True, (6000, 12000), None, "tsumo").text("en") == f"Right: 12{T}000/6000"
    assert Verdict("fu", False, 30, 40).text("ru") == "Неверно. Правильно: 30\u00a0фу; ваш ответ: 40\u00a0фу"
    assert Verdict("fu", False, 30, 40).text("en") == "Not quite. Right: 30 fu; you said: 40 fu"


def test_decimals_round_half_away_from_zero_as_written() -> None:
    """11.1 over 2 games is 5.55 per game: shown 5,6, not 5,5 (format rounds the float 5.5499…);
    an exact half goes up too (6.25 → 6.3, 8312.5 → 8313), and a value rounding to zero has no
    sign."""
    from mjgui.core.numbers import number

    assert number(11.1 / 2, "ru", digits=1, sign=True) == "+5,6"
    assert number(-7.3 / 2, "ru", digits=1, sign=True) == "\u22123,7"
    assert number(100 / 16, "en", digits=1) == "6.3"
    assert number(17 / 8, "en", digits=2) == "2.13"
    assert number(8312.5, "en") == "8313"
    assert number(-0.04, "en", digits=1, sign=True) == "0.0"
    assert number(12345.675, "ru", digits=2) == "12\u202f345,68"

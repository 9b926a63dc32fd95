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
    assert variants["дабл риичи"].startswith("дабуру риичи")


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
    assert pattern.search("Рон: Dasha, набросил(а) Aiko") and not pattern.search("укажите, кто набросил")
    assert pattern.search("Не совсем: 3 хан") and pattern.search("отличаются от Клубные правила")
    assert pattern.search("считал по правилам «Клубные правила»") and not pattern.search("по правилам игры")
    assert pattern.search("открыть учёт партии") and pattern.search("вид учёта партии: normal")
    assert not pattern.search("очки с учётом умы и оки")
    assert pattern.search("после каждого сета или индикатора дора") and pattern.search("индикаторы ура-дора")
    assert not pattern.search("индикатора доры") and not pattern.search("индикаторы ура-доры")
    assert pattern.search("Только поны") and pattern.search("Одинаковые поны в трёх мастях")
    assert pattern.search("собрать пон 55z") and pattern.search("открытый пон по рон")
    assert pattern.search("закрытая тройка") and not pattern.search("закрытый пон 555m")
    # a yaku's set said without its kan (the triplet-or-kan row)
    assert pattern.search("сет из трёх белых драконов") and pattern.search("сет из трёх тайлов ветра места")
    assert pattern.search("сеты из трёх одинаковых тайлов всех трёх драконов")
    assert not pattern.search("сет из трёх или кан из четырёх белых драконов")
    assert not pattern.search("сет из трёх таких тайлов дал бы 1 хан")


def message_pairs() -> list[tuple[str, str, str]]:
    """(context, English, Russian) for every string of the catalogue, plural forms paired."""
    with open(PO, "rb") as f:
        catalogue = read_po(f)
    out = []
    for message in catalogue:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(str(message.context), ids[min(i, len(ids) - 1)], s) for i, s in enumerate(strings) if s]
    return out


# the glossary's triplet rows: an English "triplet" not said open, closed, concealed or called may be
# a drawn one; bare «пон» names the call and the called triplet only («закрытый пон»: the
# regulation's concealed triplet, «открытый пон», «объявленный пон»: called)
TRIPLET_THAT_MAY_BE_DRAWN = re.compile(
    r"(?<!open )(?<!closed )(?<!concealed )(?<!called )\btriplets?\b", re.IGNORECASE
)
PON = re.compile(r"(?<!\w)пон(?:а|у|ом|е|ы|ов|ам|ами|ах)?(?!\w)", re.I)
QUALIFIED = re.compile(r"(?:открыт|закрыт|объявленн)\w*\s+$", re.I)


def bare_pons(russian: str) -> list[str]:
    return [m.group(0) for m in PON.finditer(russian) if not QUALIFIED.search(russian[: m.start()])]


def pon_for_a_triplet_that_may_be_drawn(english: str, russian: str) -> bool:
    return bool(TRIPLET_THAT_MAY_BE_DRAWN.search(english)) and bool(bare_pons(russian))


def test_no_russian_message_calls_a_triplet_that_may_be_drawn_a_pon() -> None:
    found = [(where, ru) for where, en, ru in message_pairs() if pon_for_a_triplet_that_may_be_drawn(en, ru)]
    assert found == []


def test_the_triplet_check_catches_a_pon_that_may_be_drawn() -> None:
    # the messages it found: a concealed triplet is no pon
    assert pon_for_a_triplet_that_may_be_drawn("a triplet of {tiles} missing", "не хватает пона {tiles}")
    assert pon_for_a_triplet_that_may_be_drawn(
        "make {tiles} a triplet: yakuhai (+{han} han)", "собрать пон {tiles}: якухай (+{han} хан)"
    )
    assert pon_for_a_triplet_that_may_be_drawn("All triplets", "Только поны")
    assert pon_for_a_triplet_that_may_be_drawn("a triplet of the white dragon", "пон белого дракона")
    # the club's words pass: a qualified pon, a called one, a set of three of a kind
    assert not pon_for_a_triplet_that_may_be_drawn("three concealed triplets", "три закрытых пона")
    assert not pon_for_a_triplet_that_may_be_drawn("closed triplet {tiles}", "закрытый пон {tiles}")
    assert not pon_for_a_triplet_that_may_be_drawn("a called triplet (MPSZ)", "объявленный пон (MPSZ)")
    assert not pon_for_a_triplet_that_may_be_drawn("a triplet of {tiles} missing", "не хватает сета {tiles}")
    assert not pon_for_a_triplet_that_may_be_drawn("a tile added to a pon", "тайл, добавленный к пону")
    assert bare_pons("его понимает этот mjgui") == []


def test_the_tenhou_preset_is_not_named_like_the_yakuman() -> None:
    assert say(PRESET_NAMES["tenhou"], "ru") != say(YAKU["tenhou"].name, "ru")


def club_words() -> str:
    """The Russian column of every row, lower case: what the glossary names."""
    out = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0] not in ("English", "---"):
            out.append(cells[3].lower())
    return " | ".join(out)


# the regulation's terms (seed-regulation.ru.txt) and the app's own words
REGULATION_TERMS = (
    "таняо",
    "якухай",
    "пинфу",
    "иппейко",
    "рянпейко",
    "чанта",
    "джунчан",
    "иццу",
    "саншоку",
    "саншоку доко",
    "тойтой",
    "читойцу",
    "сананко",
    "санканцу",
    "хонрото",
    "хоницу",
    "чиницу",
    "сёсанген",
    "ренхо",
    "дабуру риичи",
    "риичи",
    "иппацу",
    "мензенцумо",
    "риншан",
    "чанкан",
    "хайтей",
    "хотей",
    "нагаси-манган",
    "дайсанген",
    "кокушимусо",
    "суанко",
    "дайсуши",
    "сёсуши",
    "цуисо",
    "рюисо",
    "чинрото",
    "чуренпото",
    "суканцу",
    "тенхо",
    "чихо",
    "казое",
    "паренчан",
    "пао",
    "набросивший",
    "фуритен",
    "куитан",
    "ренчан",
    "недилер",
    "терминалы и достоинства",
    "тайл",
    "сет",
    "кантян",
    "пентян",
    "танки",
    "сянпон",
    "ура-дора",
    "ака-дора",
    "атама хане",
    "рянхансибари",
    "раздача",
    "санма",
    "нуки-дора",
)
APP_WORDS = (
    "тест",
    "трекер",
    "калькулятор",
    "щелчок",
    "лог игры",
    "запись игры",
    "tenhou.net",
    "набор правил",
    "опция",
)


def test_the_glossary_names_the_regulations_terms_and_the_apps_words() -> None:
    words = club_words()
    missing = [
        w for w in REGULATION_TERMS + APP_WORDS if not re.search(r"(?<!\w)" + re.escape(w) + r"(?!\w)", words)
    ]
    assert missing == []


def test_every_glossary_term_is_used_by_some_message() -> None:
    """A row whose word no message uses any more names a message that is gone: remove or reword it."""
    texts = " ".join(text.lower() for _, text in russian_messages())
    unused = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or cells[0] in ("English", "---"):
            continue
        first = re.split(r"[,;(«]", cells[3])[0].strip().lower()
        stem = first[:-1] if len(first) > 4 and first[-1] in "аяыиоеь" else first
        if stem and stem not in texts:
            unused.append(cells[0])
    assert unused == []


# the variants a review of the catalogue found (issue 25): each must be caught
REVIEW_VARIANTS = (
    "Викторина по этой руке",
    "Спросить в викторине",
    "который открывает учёт игры",
    "из записи партии",
    "Записи партий и логи",
    "Руку со стола нельзя взять",
    "Рука на столе неверна",
    "Соберите на столе полную руку",
    "пон, собранный по рону",
    "Правый клик",
    "&От кого",
    "не собранная рука",
    "Рука не собрана",
    "Не тенпай",
    "никто не в тенпае",
    "со всеми параметрами",
    "Выигрыш в первый круг после риичи",
    "Что даёт разницу",
    "Дважды две одинаковые последовательности",
    "Один пон в трёх мастях",
    "Средняя победа",
    "игрок-дилер сохранил сдачу",
    "закрытый рон",
    "10 фу за закрытый рон",
    "Для кого руки",
    "Со временем",
    "Словами",
    "Готовность с первого хода",
    "нельзя записать как запись игры",
    "нет выигравшей руки",
    "не корректный XML",
    "Победы дилером",
    "не-дилера",
    "Восемь побед дилера подряд",
)


def test_the_check_catches_every_variant_the_review_found() -> None:
    pattern = matcher(ruled_out())
    missed = [v for v in REVIEW_VARIANTS if not pattern.search(v.replace("&", ""))]
    assert missed == []
    # the club's words themselves pass
    for good in (
        "Тест по этой руке",
        "Рука в калькуляторе неверна",
        "Нотен",
        "Средний выигрыш",
        "по рон",
        "Выигрыш в течение круга после риичи",
        "Набросил",
        "Щелчок — убрать",
        "неполная рука",
    ):
        assert not pattern.search(good), good


def test_every_preset_has_a_name_and_every_name_a_preset() -> None:
    # the settings file's saved preset is checked against the names (a widget reads no rules)
    from mjgui.core.scoring.rules import PRESETS

    assert set(PRESET_NAMES) == set(PRESETS)


def test_the_trackers_rules_note_names_each_preset_after_a_set_of_rules() -> None:
    """It read «по правилам «Клубные правила»»: a preset is named in quotes after «в наборе»."""
    from mjgui.core.i18n import Msg, translate

    note = Msg(
        "Tracker",
        "The desk scored this win under %1, but the game is played under %2: the game's rules count "
        "the line, and the change below is what it records",
    )
    assert translate(note, "ru", None) == (
        "Калькулятор считал этот выигрыш в наборе правил «%1», а игра идёт в наборе «%2»: строку "
        "считают правила игры, и ниже — то изменение, которое будет записано"
    )


def test_the_kiriage_row_names_every_hand_kiriage_rounds_up() -> None:
    """RULES.md §5: kiriage rounds up 4 han 30 fu and 3 han 60 fu; the glossary's gloss says
    both, as the scoring does (the points with the option on and off)."""
    from dataclasses import replace

    from mjgui.core.scoring.points import base_points
    from mjgui.core.scoring.rules import preset

    off = replace(preset("seed"), kiriage=False)
    on = replace(off, kiriage=True)
    rounded = [
        (han, fu)
        for han in range(1, 5)
        for fu in range(20, 120, 10)
        if base_points(han, fu, 0, on).limit == "mangan" and base_points(han, fu, 0, off).limit is None
    ]
    assert rounded == [(3, 60), (4, 30)]
    rows = [
        line for line in GLOSSARY.read_text(encoding="utf-8").splitlines() if "| kiriage mangan |" in line
    ]
    assert len(rows) == 1
    gloss = rows[0].strip("|").split("|")[0]
    for han, fu in rounded:
        assert f"{han} han {fu} fu" in gloss, (han, fu, gloss)

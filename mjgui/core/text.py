"""Every human sentence of mjgui, in English and Russian, keyed by stable ids.

The core raises errors and reports fu, yaku and limits by id; the CLI and the GUI turn the
ids into text here, so both speak the same words in the player's language.

* Templates use :meth:`str.format` with named parameters.  A parameter the caller did not
  pass stays in the text as ``{name}``; formatting never raises.
* An unknown language falls back to English (``"ru-RU"``/``"ru_RU"`` count as Russian).
* An unknown id comes back as the id itself, with its parameters appended.

Parameters by table:

* fu reasons: always ``fu`` (int) and ``tiles`` (MPSZ text, may be empty); ``rounding`` takes
  ``raw`` and ``fu``.
* errors: see the comment above each entry of :data:`ERRORS`.  ``suit`` may be a suit letter
  (``m``/``p``/``s``); templates then say its name.  A few free-text values the core passes
  (``expected`` of ``notation_char``, ``kind`` of ``bad_meld``, yaku ids in
  ``situation_conflict``, option names) are translated when known.
* misc (:func:`tr`): ``all`` takes ``points``; ``pays`` takes ``who`` and ``points``;
  ``yakuman_multiple`` takes ``n``; see :data:`MISC`.

Russian follows the usage of the Russian riichi community (риичи, цумо, рон, хан, фу, хонба,
манган, таняо, пинфу, иипейко, читойцу...); хан, фу and хонба do not decline.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "ERRORS",
    "FU_REASONS",
    "LANGS",
    "LIMITS",
    "MISC",
    "WAITS",
    "WINDS",
    "YAKU",
    "Lang",
    "YakuName",
    "error_message",
    "fu_text",
    "limit_name",
    "normalize_lang",
    "preset_name",
    "template_params",
    "tr",
    "wait_name",
    "wind_name",
    "yaku_info",
    "yaku_name",
]

Lang = Literal["en", "ru"]
LANGS: tuple[str, ...] = ("en", "ru")

#: A text in both languages: (English, Russian).
Texts = tuple[str, str]


@dataclass(frozen=True)
class YakuName:
    """The names of one yaku (or dora kind, or yakuman)."""

    romaji: str  # e.g. "Riichi", "Menzen tsumo", "Yakuhai: haku"
    kanji: str  # e.g. "立直", "門前清自摸和", "白"
    en: str  # translated name, e.g. "Ready hand"
    ru: str  # Russian name as Russian players say it, e.g. "Риичи", "Мензен цумо", "Таняо"


# ---------------------------------------------------------------------------------------------
# Yaku
# ---------------------------------------------------------------------------------------------

YAKU: dict[str, YakuName] = {
    # situation yaku
    "riichi": YakuName("Riichi", "立直", "Ready hand", "Риичи"),
    "double_riichi": YakuName("Double riichi", "両立直", "Double ready hand", "Дабл риичи"),
    "ippatsu": YakuName("Ippatsu", "一発", "One shot", "Иппацу"),
    "menzen_tsumo": YakuName("Menzen tsumo", "門前清自摸和", "Fully concealed self-draw", "Мензен цумо"),
    "rinshan": YakuName("Rinshan kaihou", "嶺上開花", "Win on the kan replacement tile", "Риншан кайхо"),
    "chankan": YakuName("Chankan", "搶槓", "Robbing a kan", "Чанкан"),
    "haitei": YakuName("Haitei raoyue", "海底摸月", "Win on the last tile of the wall", "Хайтей"),
    "houtei": YakuName("Houtei raoyui", "河底撈魚", "Win on the last discard", "Хотей"),
    "renhou": YakuName("Renhou", "人和", "Blessing of man", "Ренхо"),
    # tile yaku
    "tanyao": YakuName("Tanyao", "断幺九", "All simples", "Таняо"),
    "haku": YakuName("Yakuhai: haku", "白", "White dragon", "Якухай: хаку"),
    "hatsu": YakuName("Yakuhai: hatsu", "發", "Green dragon", "Якухай: хацу"),
    "chun": YakuName("Yakuhai: chun", "中", "Red dragon", "Якухай: чун"),
    "seat_wind": YakuName("Yakuhai: jikaze", "自風牌", "Seat wind", "Якухай: ветер места"),
    "round_wind": YakuName("Yakuhai: bakaze", "場風牌", "Round wind", "Якухай: ветер раунда"),
    "pinfu": YakuName("Pinfu", "平和", "All sequences, no fu", "Пинфу"),
    "iipeikou": YakuName("Iipeikou", "一盃口", "Pure double sequence", "Иипейко"),
    "ryanpeikou": YakuName("Ryanpeikou", "二盃口", "Twice pure double sequence", "Рянпейко"),
    "chanta": YakuName("Chanta", "混全帯幺九", "Terminal or honor in each set", "Чанта"),
    "junchan": YakuName("Junchan", "純全帯幺九", "Terminal in each set", "Джунчан"),
    "ittsu": YakuName("Ittsu", "一気通貫", "Pure straight", "Иццу"),
    "sanshoku": YakuName("Sanshoku doujun", "三色同順", "Mixed triple sequence", "Саншоку"),
    "sanshoku_doukou": YakuName("Sanshoku doukou", "三色同刻", "Triple triplets", "Саншоку доко"),
    "toitoi": YakuName("Toitoi", "対々和", "All triplets", "Тойтой"),
    "chiitoitsu": YakuName("Chiitoitsu", "七対子", "Seven pairs", "Читойцу"),
    "sanankou": YakuName("Sanankou", "三暗刻", "Three concealed triplets", "Сананко"),
    "sankantsu": YakuName("Sankantsu", "三槓子", "Three kans", "Санканцу"),
    "honroutou": YakuName("Honroutou", "混老頭", "All terminals and honors", "Хонрото"),
    "honitsu": YakuName("Honitsu", "混一色", "Half flush", "Хоницу"),
    "chinitsu": YakuName("Chinitsu", "清一色", "Full flush", "Чиницу"),
    "shousangen": YakuName("Shousangen", "小三元", "Little three dragons", "Сёсанген"),
    # dora
    "dora": YakuName("Dora", "ドラ", "Dora", "Дора"),
    "aka_dora": YakuName("Aka dora", "赤ドラ", "Red fives", "Ака-дора"),
    "ura_dora": YakuName("Ura dora", "裏ドラ", "Hidden dora", "Ура-дора"),
    # yakuman
    "kokushi": YakuName("Kokushi musou", "国士無双", "Thirteen orphans", "Кокушимусо"),
    "kokushi_13": YakuName(
        "Kokushi musou juusanmen",
        "国士無双十三面待ち",
        "Thirteen orphans, 13-sided wait",
        "Кокушимусо с 13-сторонним ожиданием",
    ),
    "suuankou": YakuName("Suuankou", "四暗刻", "Four concealed triplets", "Суанко"),
    "suuankou_tanki": YakuName(
        "Suuankou tanki", "四暗刻単騎", "Four concealed triplets, pair wait", "Суанко танки"
    ),
    "daisangen": YakuName("Daisangen", "大三元", "Big three dragons", "Дайсанген"),
    "shousuushii": YakuName("Shousuushii", "小四喜", "Little four winds", "Сёсуши"),
    "daisuushii": YakuName("Daisuushii", "大四喜", "Big four winds", "Дайсуши"),
    "tsuuiisou": YakuName("Tsuuiisou", "字一色", "All honors", "Цуисо"),
    "ryuuiisou": YakuName("Ryuuiisou", "緑一色", "All green", "Рюисо"),
    "chinroutou": YakuName("Chinroutou", "清老頭", "All terminals", "Чинрото"),
    "chuuren": YakuName("Chuuren poutou", "九蓮宝燈", "Nine gates", "Чуренпото"),
    "chuuren_9": YakuName(
        "Junsei chuuren poutou",
        "純正九蓮宝燈",
        "Nine gates, 9-sided wait",
        "Чуренпото с 9-сторонним ожиданием",
    ),
    "suukantsu": YakuName("Suukantsu", "四槓子", "Four kans", "Суканцу"),
    "tenhou": YakuName("Tenhou", "天和", "Blessing of heaven", "Тенхо"),
    "chiihou": YakuName("Chiihou", "地和", "Blessing of earth", "Чихо"),
    "paarenchan": YakuName("Paarenchan", "八連荘", "Eight dealer wins in a row", "Паренчан"),
    "kazoe_yakuman": YakuName("Kazoe yakuman", "数え役満", "Counted yakuman", "Казое якуман"),
    "nagashi_mangan": YakuName("Nagashi mangan", "流し満貫", "Mangan at a draw", "Нагаси-манган"),
}


# ---------------------------------------------------------------------------------------------
# Fu
# ---------------------------------------------------------------------------------------------

#: Fu reasons; every template takes ``fu`` and ``tiles`` (``rounding`` takes ``raw`` and ``fu``).
FU_REASONS: dict[str, Texts] = {
    "base": ("base fu (futei): {fu} fu", "базовые фу (футей): {fu} фу"),
    "menzen_ron": (
        "closed hand won by ron (menzen kafu): {fu} fu",
        "рон закрытой рукой (мензен кафу): {fu} фу",
    ),
    "tsumo": ("tsumo: {fu} fu", "цумо: {fu} фу"),
    "pinfu_tsumo": (
        "pinfu tsumo: {fu} fu for tsumo, 20 fu flat",
        "пинфу по цумо: {fu} фу за цумо, ровно 20 фу",
    ),
    "open_pinfu": (
        "open hand with no fu won by ron counts as 30: {fu} fu",
        "открытая рука без фу, выигранная по рон, считается как 30: {fu} фу",
    ),
    "chiitoitsu": ("chiitoitsu (seven pairs): {fu} fu flat", "читойцу (семь пар): ровно {fu} фу"),
    "chiitoitsu_kansai": (
        "chiitoitsu (seven pairs), 50 fu rule: {fu} fu flat",
        "читойцу (семь пар), правило 50 фу: ровно {fu} фу",
    ),
    "open_triplet_simple": (
        "open triplet of simples {tiles}: {fu} fu",
        "открытый пон простых {tiles}: {fu} фу",
    ),
    "open_triplet_terminal": (
        "open triplet of terminals or honors {tiles}: {fu} fu",
        "открытый пон терминалов или достоинств {tiles}: {fu} фу",
    ),
    "closed_triplet_simple": (
        "closed triplet of simples {tiles}: {fu} fu",
        "закрытый пон простых {tiles}: {fu} фу",
    ),
    "closed_triplet_terminal": (
        "closed triplet of terminals or honors {tiles}: {fu} fu",
        "закрытый пон терминалов или достоинств {tiles}: {fu} фу",
    ),
    "ron_triplet_simple": (
        "triplet {tiles} completed by ron counts as open: {fu} fu",
        "пон {tiles}, собранный по рон, считается открытым: {fu} фу",
    ),
    "ron_triplet_terminal": (
        "triplet of terminals or honors {tiles} completed by ron counts as open: {fu} fu",
        "пон терминалов или достоинств {tiles}, собранный по рон, считается открытым: {fu} фу",
    ),
    "open_kan_simple": ("open kan of simples {tiles}: {fu} fu", "открытый кан простых {tiles}: {fu} фу"),
    "open_kan_terminal": (
        "open kan of terminals or honors {tiles}: {fu} fu",
        "открытый кан терминалов или достоинств {tiles}: {fu} фу",
    ),
    "closed_kan_simple": ("closed kan of simples {tiles}: {fu} fu", "закрытый кан простых {tiles}: {fu} фу"),
    "closed_kan_terminal": (
        "closed kan of terminals or honors {tiles}: {fu} fu",
        "закрытый кан терминалов или достоинств {tiles}: {fu} фу",
    ),
    "pair_dragon": ("pair of dragons {tiles}: {fu} fu", "пара драконов {tiles}: {fu} фу"),
    "pair_seat_wind": ("pair of the seat wind {tiles}: {fu} fu", "пара ветра места {tiles}: {fu} фу"),
    "pair_round_wind": ("pair of the round wind {tiles}: {fu} fu", "пара ветра раунда {tiles}: {fu} фу"),
    "pair_double_wind": (
        "pair of a double wind (seat and round) {tiles}: {fu} fu",
        "пара двойного ветра (места и раунда) {tiles}: {fu} фу",
    ),
    "wait_kanchan": ("kanchan (middle) wait {tiles}: {fu} fu", "ожидание кантян {tiles}: {fu} фу"),
    "wait_penchan": ("penchan (edge) wait {tiles}: {fu} fu", "ожидание пентян {tiles}: {fu} фу"),
    "wait_tanki": ("tanki (pair) wait {tiles}: {fu} fu", "ожидание танки {tiles}: {fu} фу"),
    "rounding": ("{raw} fu rounded up to {fu}", "{raw} фу округляются вверх до {fu}"),
}


# ---------------------------------------------------------------------------------------------
# Waits, limits, winds
# ---------------------------------------------------------------------------------------------

WAITS: dict[str, Texts] = {
    "ryanmen": ("Ryanmen (two-sided)", "Рянмен"),
    "kanchan": ("Kanchan (middle)", "Кантян"),
    "penchan": ("Penchan (edge)", "Пентян"),
    "tanki": ("Tanki (pair)", "Танки"),
    "shanpon": ("Shanpon (two pairs)", "Сянпон"),
    "kokushi": ("Kokushi (single tile)", "Ожидание кокушимусо"),
    "kokushi_13": ("Kokushi, 13-sided", "Кокушимусо, 13-стороннее ожидание"),
    "chiitoitsu": ("Pair wait (chiitoitsu)", "Ожидание пары (читойцу)"),
    "nobetan": ("Nobetan", "Нобетан"),
}

LIMITS: dict[str, Texts] = {
    "mangan": ("Mangan", "Манган"),
    "haneman": ("Haneman", "Ханеман"),
    "baiman": ("Baiman", "Баиман"),
    "sanbaiman": ("Sanbaiman", "Санбаиман"),
    "kazoe_yakuman": ("Kazoe yakuman", "Казое якуман"),
    "yakuman": ("Yakuman", "Якуман"),
    "double_yakuman": ("Double yakuman", "Двойной якуман"),
    "triple_yakuman": ("Triple yakuman", "Тройной якуман"),
}

_YAKUMAN_WORDS: dict[str, int] = {
    "single": 1,
    "double": 2,
    "triple": 3,
    "quadruple": 4,
    "quintuple": 5,
    "sextuple": 6,
    "septuple": 7,
    "octuple": 8,
}

WINDS: tuple[Texts, ...] = (
    ("East", "Восток"),
    ("South", "Юг"),
    ("West", "Запад"),
    ("North", "Север"),
)


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------

ERRORS: dict[str, Texts] = {
    # -- notation ---------------------------------------------------------------------------
    # char, pos (1-based), expected
    "notation_char": (
        'Unexpected "{char}" at position {pos}: expected {expected}.',
        "Неожиданный символ «{char}» в позиции {pos}: ожидается {expected}.",
    ),
    # digits, pos
    "notation_no_suit": (
        'Digits "{digits}" at position {pos} have no suit letter after them: add m, p, s or z.',
        "После цифр «{digits}» в позиции {pos} нет буквы масти: допишите m, p, s или z.",
    ),
    # tile, pos
    "notation_honor": (
        '"{tile}" at position {pos} is not a tile: honors are 1z–7z (East South West North White Green Red).',
        "«{tile}» в позиции {pos} — не тайл: достоинства записываются как 1z–7z "
        "(Восток, Юг, Запад, Север, белый, зелёный, красный дракон).",
    ),
    # pos, length, limit
    "notation_too_long": (
        "The tiles are written in {length} characters, but at most {limit} are read: a hand with "
        "its melds takes far fewer. Check what was pasted.",
        "Символов в записи тайлов: {length}, а читается не больше {limit}: рука с сетами "
        "записывается намного короче. Проверьте, что было вставлено.",
    ),
    "notation_empty": (
        "No tiles entered: type the hand in MPSZ notation, e.g. 123m406p789s1122z.",
        "Тайлы не введены: запишите руку в нотации MPSZ, например 123m406p789s1122z.",
    ),
    # pos
    "notation_red_honor": (
        "0z at position {pos} is not a tile: only man, pin and sou have red fives (0m, 0p, 0s).",
        "0z в позиции {pos} — не тайл: красные пятёрки есть только у манов, пинов и соу (0m, 0p, 0s).",
    ),
    # -- tiles ------------------------------------------------------------------------------
    # count, melds, expected
    "tile_count": (
        "Concealed tiles: {count}, melds: {melds}; {expected} concealed tiles are needed "
        "(14 − 3 per meld, the winning tile included).",
        "Закрытых тайлов в руке: {count}, объявленных сетов: {melds}; нужно {expected} "
        "(14 − 3 за каждый сет, включая выигрышный тайл).",
    ),
    # tile, count
    "too_many_copies": (
        "{tile} appears {count} times counting hand, melds and dora indicators; a tile exists only 4 times.",
        "Тайлов {tile} в руке, сетах и индикаторах дор вместе: {count}; каждого тайла в наборе всего 4.",
    ),
    # suit, tile
    "red_five_twice": (
        "Two red fives of {suit} ({tile}): each suit has only one; write the other as a plain 5.",
        "Две красные пятёрки {suit} ({tile}): в каждой масти она только одна; запишите вторую как обычную 5.",
    ),
    # suit, tile
    "red_five_missing": (
        "All four fives of {suit} are written as plain 5, but these rules use a red five: "
        "write one of them as {tile}.",
        "Все четыре пятёрки {suit} записаны как обычные 5, а в этих правилах есть красная "
        "пятёрка: запишите одну из них как {tile}.",
    ),
    # tile
    "red_five_not_in_rules": (
        "{tile} is a red five, but these rules have no red fives: write 5 instead of 0.",
        "{tile} — красная пятёрка, но в этих правилах красных пятёрок нет: пишите 5 вместо 0.",
    ),
    # tile, count, allowed
    "red_five_too_many": (
        "{tile} is written {count} times, but these rules have only {allowed} of it: "
        "write the rest as plain 5.",
        "Красных пятёрок {tile} указано: {count}, а по правилам их не больше {allowed}; "
        "остальные запишите как обычные 5.",
    ),
    # kind, tiles
    "bad_meld": (
        "{tiles} is not a valid {kind}: a chi is three consecutive tiles of one suit, "
        "a pon three identical tiles, a kan four identical tiles.",
        "{tiles} — это не {kind}: чи — три тайла одной масти подряд, пон — три одинаковых тайла, "
        "кан — четыре одинаковых тайла.",
    ),
    # tile
    "win_tile_not_in_hand": (
        "The winning tile {tile} is not in the hand: add it to the hand or choose another winning tile.",
        "Выигрышного тайла {tile} нет в руке: добавьте его в руку или выберите другой выигрышный тайл.",
    ),
    # -- riichi and dora --------------------------------------------------------------------
    "riichi_open": (
        "Riichi needs a closed hand, but this hand has an open meld: "
        "remove the open meld or the riichi flag.",
        "Риичи объявляют только с закрытой рукой, а здесь есть открытый сет: "
        "уберите открытый сет или отметку риичи.",
    ),
    "double_riichi_open": (
        "Double riichi needs a closed hand, but this hand has an open meld: "
        "remove the open meld or the double riichi flag.",
        "Дабл риичи объявляют только с закрытой рукой, а здесь есть открытый сет: "
        "уберите открытый сет или отметку дабл риичи.",
    ),
    "ippatsu_open": (
        "Ippatsu needs a closed hand in riichi, but this hand has an open meld: "
        "remove the open meld or the ippatsu flag.",
        "Иппацу бывает только у закрытой руки в риичи, а здесь есть открытый сет: "
        "уберите открытый сет или отметку иппацу.",
    ),
    "riichi_and_double_riichi": (
        "Both riichi and double riichi are set: double riichi replaces riichi, keep only one of them.",
        "Отмечены и риичи, и дабл риичи: дабл риичи заменяет риичи, оставьте что-то одно.",
    ),
    "ippatsu_without_riichi": (
        "Ippatsu needs riichi: set riichi or double riichi, or remove ippatsu.",
        "Иппацу бывает только после риичи: отметьте риичи или дабл риичи либо уберите иппацу.",
    ),
    "ura_without_riichi": (
        "Ura dora count only with riichi: set riichi or remove the ura dora indicators.",
        "Ура-доры считаются только при риичи: отметьте риичи или уберите индикаторы ура-доры.",
    ),
    # count, allowed
    "too_many_dora": (
        "{count} dora indicators given, but a table turns at most {allowed}: the first one and "
        "one for each kan by any player. Remove the extra indicators.",
        "Указано индикаторов доры: {count}, а на столе их открывают не больше {allowed}: первый "
        "и ещё по одному за каждый кан любого игрока. Уберите лишние индикаторы.",
    ),
    # count, allowed (the number of dora indicators)
    "too_many_ura": (
        "There are more ura dora indicators ({count}) than dora indicators ({allowed}), but only "
        "one ura indicator lies under each dora indicator: remove the extra ura indicators or add "
        "the missing dora indicators.",
        "Индикаторов ура-доры ({count}) больше, чем индикаторов доры ({allowed}), а под каждым "
        "индикатором доры лежит только один индикатор ура-доры: уберите лишние индикаторы "
        "ура-доры или добавьте недостающие индикаторы доры.",
    ),
    # -- situations -------------------------------------------------------------------------
    "haitei_on_ron": (
        "Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei: "
        "switch to tsumo or to houtei.",
        "Хайтей — это цумо последним тайлом стены; рон на последний сброс — это хотей: "
        "выберите цумо или хотей.",
    ),
    "rinshan_on_ron": (
        "Rinshan kaihou is a tsumo on the replacement tile after a kan; it cannot be won by ron: "
        "switch to tsumo or remove rinshan.",
        "Риншан кайхо — это цумо тайлом, добранным после кана; по рон его не бывает: "
        "выберите цумо или уберите риншан.",
    ),
    "houtei_on_tsumo": (
        "Houtei is a ron on the last discard; a tsumo on the last tile of the wall is haitei: "
        "switch to ron or to haitei.",
        "Хотей — это рон на последний сброс; цумо последним тайлом стены — это хайтей: "
        "выберите рон или хайтей.",
    ),
    "chankan_on_tsumo": (
        "Chankan is a ron on a tile someone adds to a kan; it cannot be won by tsumo: "
        "switch to ron or remove chankan.",
        "Чанкан — это рон на тайл, который добавляют в кан; по цумо его не бывает: "
        "выберите рон или уберите чанкан.",
    ),
    "rinshan_without_kan": (
        "Rinshan kaihou needs a kan in the hand: add the kan as a meld or remove rinshan.",
        "Для риншан кайхо в руке нужен кан: добавьте кан в сеты или уберите риншан.",
    ),
    "haitei_with_rinshan": (
        "Haitei and rinshan kaihou cannot both hold: the tile drawn after a kan is not the last "
        "tile of the wall. Keep only one.",
        "Хайтей и риншан кайхо не бывают вместе: тайл, добранный после кана, не последний тайл "
        "стены. Оставьте что-то одно.",
    ),
    "houtei_with_chankan": (
        "Houtei and chankan cannot both hold: a tile added to a kan is not a discard. Keep only one.",
        "Хотей и чанкан не бывают вместе: тайл, добавленный в кан, — не сброс. Оставьте что-то одно.",
    ),
    "tenhou_not_dealer": (
        "Tenhou is for the dealer only; a non-dealer winning on the first draw has chiihou.",
        "Тенхо бывает только у дилера; у недилера выигрыш с первого тайла — это чихо.",
    ),
    "tenhou_with_call": (
        "Tenhou needs an untouched hand, but this hand has melds: remove the melds or the tenhou flag.",
        "Для тенхо рука должна быть нетронутой, а здесь есть сеты: уберите сеты или отметку тенхо.",
    ),
    "tenhou_on_ron": (
        "Tenhou is a tsumo on the dealer's first draw; it cannot be won by ron.",
        "Тенхо — это цумо первым тайлом дилера; по рон его не бывает.",
    ),
    "chiihou_dealer": (
        "Chiihou is for a non-dealer only; the dealer winning on the first draw has tenhou.",
        "Чихо бывает только у недилера; у дилера выигрыш с первого тайла — это тенхо.",
    ),
    "chiihou_with_call": (
        "Chiihou is void after any call or kan before the first draw: remove the melds or the chiihou flag.",
        "Чихо не засчитывается, если до первого тайла было объявление или кан: "
        "уберите сеты или отметку чихо.",
    ),
    "chiihou_on_ron": (
        "Chiihou is a tsumo on the first draw; a ron before your first draw is renhou.",
        "Чихо — это цумо первым тайлом; рон до своего первого тайла — это ренхо.",
    ),
    "renhou_dealer": (
        "Renhou is for a non-dealer only; the dealer has no ron before their first draw.",
        "Ренхо бывает только у недилера; у дилера не бывает рона до его первого тайла.",
    ),
    "renhou_on_tsumo": (
        "Renhou is a ron before your first draw; a tsumo on the first draw is chiihou.",
        "Ренхо — это рон до своего первого тайла; цумо первым тайлом — это чихо.",
    ),
    "renhou_with_call": (
        "Renhou is void once a call has been made: remove the melds or the renhou flag.",
        "Ренхо не засчитывается, если уже было объявление: уберите сеты или отметку ренхо.",
    ),
    # flag: tenhou, chiihou or renhou
    "tenhou_with_riichi": (
        "{flag} comes before your first discard, so there can be no riichi: "
        "remove riichi or the {flag} flag.",
        "{flag} случается до первого сброса, поэтому риичи быть не может: "
        "уберите риичи или отметку «{flag}».",
    ),
    # a, b
    "situation_conflict": (
        "{a} and {b} cannot both hold: keep only one of them.",
        "{a} и {b} не бывают вместе: оставьте что-то одно.",
    ),
    "renhou_disabled": (
        "Renhou is off in these rules: remove the renhou flag.",
        "В этих правилах ренхо нет: уберите отметку ренхо.",
    ),
    # tile
    "chankan_own_tile": (
        "Chankan robs a tile someone adds to a kan, but all four {tile} are already accounted for: "
        "nobody can add it. Remove chankan or fix the hand.",
        "Чанкан — это рон на тайл, который добавляют в кан, но все четыре {tile} уже на виду: "
        "добавить его некому. Уберите чанкан или исправьте руку.",
    ),
    # -- values and arguments ---------------------------------------------------------------
    # value
    "bad_wind": (
        '"{value}" is not a wind: use E, S, W or N.',
        "«{value}» — не ветер: используйте E, S, W или N (Восток, Юг, Запад, Север).",
    ),
    # name, value
    "negative_count": (
        "{name} cannot be negative (got {value}): enter 0 or more.",
        "Значение «{name}» не может быть отрицательным (указано {value}): введите 0 или больше.",
    ),
    # name, value
    "bad_number": (
        '{name} must be a whole number, got "{value}".',
        "Значение «{name}» должно быть целым числом, а указано «{value}».",
    ),
    # name, value
    "bad_option": (
        'Rule option {name} cannot be "{value}": check the allowed values.',
        "Недопустимое значение «{value}» для опции правил {name}: проверьте допустимые значения.",
    ),
    # name, known
    "unknown_rules": (
        'Unknown rules "{name}": choose one of {known}.',
        "Неизвестный набор правил «{name}»; доступные: {known}.",
    ),
    # message
    "bad_argument": ("Invalid input: {message}", "Неверный ввод: {message}"),
    # pos
    "bad_encoding": (
        "This input is not UTF-8 text: byte {pos} cannot be read. Save or type it as UTF-8.",
        "Этот ввод — не текст в кодировке UTF-8: байт {pos} не читается. Сохраните или наберите его в UTF-8.",
    ),
    # length, limit
    "line_too_long": (
        "This line has {length} characters, but a score line holds at most {limit}: a hand with "
        "all its options is much shorter. Check that each hand is on a line of its own.",
        "Символов в строке: {length}, а в строке с рукой их не больше {limit}: рука со всеми "
        "параметрами намного короче. Проверьте, что каждая рука записана в отдельной строке.",
    ),
    # message
    "internal": (
        "Unexpected error, please report it: {message}",
        "Непредвиденная ошибка, пожалуйста, сообщите о ней: {message}",
    ),
    # -- valid hands that do not win ---------------------------------------------------------
    "no_yaku": (
        "No yaku: dora alone do not win. The hand needs at least one yaku "
        "(for example riichi, menzen tsumo, tanyao or yakuhai).",
        "Нет яку: одни доры не дают выигрыша. Нужно хотя бы одно яку "
        "(например, риичи, мензен цумо, таняо или якухай).",
    ),
    # honba, han
    "ryanhan_shibari": (
        "With {honba} honba a win needs at least 2 han from yaku (dora don't count); "
        "this hand has {han} han.",
        "При {honba} хонба для победы нужно не меньше 2 хан от яку (доры не считаются); "
        "в этой руке {han} хан.",
    ),
    # tiles
    "not_complete": (
        "{tiles} is not a complete hand: it needs four sets and a pair, seven pairs or kokushi.",
        "{tiles} — не собранная рука: нужны четыре сета и пара, семь пар (читойцу) или кокушимусо.",
    ),
    # tiles
    "not_tenpai": (
        "{tiles} is not tenpai: no tile completes it, so it has no waits.",
        "{tiles} — не тенпай: ни один тайл не завершает руку, ожиданий нет.",
    ),
    # tiles
    "furiten": (
        "Furiten: you discarded {tiles}; no ron on this wait, only tsumo.",
        "Фуритен: вы сбросили {tiles}; на это ожидание рон нельзя, только цумо.",
    ),
    # -- game logs (mjgui replay, File -> Open game log) -------------------------------------
    # size, limit (characters)
    "log_too_large": (
        "This file is too large to be a game log ({size} characters; at most {limit}).",
        "Файл слишком велик для записи игры ({size} символов; допустимо не больше {limit}).",
    ),
    # line, column
    "log_doctype": (
        "The log declares a DOCTYPE or ENTITY at line {line}, column {column}: real game logs "
        "never do, so the file is refused unread.",
        "В записи игры объявлен DOCTYPE или ENTITY (строка {line}, позиция {column}): в настоящих "
        "записях их не бывает, поэтому файл не читается.",
    ),
    # line, column
    "log_truncated": (
        "The game log ends too early, at line {line}, column {column}: the file is cut off.",
        "Запись игры обрывается на строке {line}, позиция {column}: файл неполный.",
    ),
    # line, column
    "log_xml": (
        "The game log is not well-formed XML at line {line}, column {column}.",
        "Запись игры — не корректный XML: строка {line}, позиция {column}.",
    ),
    # line, column
    "log_json": (
        "The game log is not valid JSON at line {line}, column {column}.",
        "Запись игры — не корректный JSON: строка {line}, позиция {column}.",
    ),
    # what, value
    "log_bad_value": (
        "The game log has a value it should not have: {what} = {value}.",
        "В записи игры недопустимое значение: {what} = {value}.",
    ),
    "log_three_player": (
        "This is a three-player game: only four-player logs can be replayed.",
        "Это игра на троих: воспроизводятся только записи игр на четверых.",
    ),
    "log_no_hands": (
        "The game log holds no hand: nothing to replay.",
        "В записи игры нет ни одной раздачи: воспроизводить нечего.",
    ),
    # line, column
    "log_unknown_format": (
        "This is not a game log: expected Tenhou mjlog XML or tenhou.net/6 JSON "
        "(line {line}, column {column}).",
        "Это не запись игры: ожидается mjlog XML Тенхо или JSON tenhou.net/6 "
        "(строка {line}, позиция {column}).",
    ),
    # path, reason
    "log_unreadable": (
        "Cannot read {path}: {reason}.",
        "Не удаётся прочитать {path}: {reason}.",
    ),
    # line
    "log_not_text": (
        "The game log is not UTF-8 text (line {line}).",
        "Запись игры — не текст в UTF-8 (строка {line}).",
    ),
}


# ---------------------------------------------------------------------------------------------
# Misc phrases
# ---------------------------------------------------------------------------------------------

MISC: dict[str, Texts] = {
    "ron": ("Ron", "Рон"),
    "tsumo": ("Tsumo", "Цумо"),
    "riichi": ("Riichi", "Риичи"),
    "dealer": ("Dealer", "Дилер"),
    "non_dealer": ("Non-dealer", "Недилер"),
    "honba": ("Honba", "Хонба"),
    "sticks": ("Riichi sticks", "Палочки риичи"),
    "han": ("han", "хан"),
    "fu": ("fu", "фу"),
    "han_fu": ("{han} han {fu} fu", "{han} хан {fu} фу"),
    "points": ("{points} points", "{points} очков"),
    "yakuman": ("Yakuman", "Якуман"),
    "yakuman_multiple": ("{n}× yakuman", "{n}× якуман"),
    "all": ("{points} all", "{points} со всех"),
    "pays": ("{who} pays {points}", "{who} платит {points}"),
    "total": ("Total", "Итого"),
    "east": ("East", "Восток"),
    "south": ("South", "Юг"),
    "west": ("West", "Запад"),
    "north": ("North", "Север"),
    "round_wind": ("Round wind", "Ветер раунда"),
    "seat_wind": ("Seat wind", "Ветер места"),
    "reading": ("Reading", "Разбор"),
    "chosen": ("chosen", "выбран"),
    "closed": ("closed", "закрытая"),
    "open": ("open", "открытая"),
    "no_win": ("No win", "Нет выигрыша"),
    "yaku": ("Yaku", "Яку"),
    "dora": ("Dora", "Дора"),
    "dora_indicators": ("Dora indicators", "Индикаторы доры"),
    "ura_indicators": ("Ura dora indicators", "Индикаторы ура-доры"),
    "hand": ("Hand", "Рука"),
    "melds": ("Melds", "Сеты"),
    "winning_tile": ("Winning tile", "Выигрышный тайл"),
    "wait": ("Wait", "Ожидание"),
    "waits": ("Waits", "Ожидания"),
    "tenpai": ("Tenpai", "Тенпай"),
    "noten": ("Noten", "Нотен"),
    "furiten": ("Furiten", "Фуритен"),
    "chi": ("Chi", "Чи"),
    "pon": ("Pon", "Пон"),
    "kan": ("Kan", "Кан"),
    "closed_kan": ("Closed kan", "Закрытый кан"),
    "added_kan": ("Added kan", "Добавленный кан"),
    "discarder": ("Discarder", "Набросивший"),
    "winner": ("Winner", "Победитель"),
    "pao": ("Pao (liability)", "Пао"),
    "draw": ("Draw", "Ничья"),
    "rules": ("Rules", "Правила"),
    "language": ("Language", "Язык"),
    "score": ("Score", "Счёт"),
    "payments": ("Payments", "Выплаты"),
    # mjgui replay: one line per win, then the summary
    "replay_ron": ("{round}: {winner} ron from {discarder}", "{round}: {winner}, рон с {discarder}"),
    "replay_tsumo": ("{round}: {winner} tsumo", "{round}: {winner}, цумо"),
    "replay_value": ("{han} han {fu} fu, {points}", "{han} хан {fu} фу, {points}"),
    "replay_log": ("log", "запись"),
    "replay_ours": ("ours", "у нас"),
    "replay_agree": ("agree", "совпадает"),
    "replay_differ": ("DIFFERS in {fields}", "РАСХОДИТСЯ: {fields}"),
    "replay_summary": (
        "{agree} of {wins} wins agree ({format}).",
        "Совпадает выигрышей: {agree} из {wins} ({format}).",
    ),
    "replay_usage": (
        "usage: mjgui replay LOG [--json] [--lang en|ru] [--rules PRESET]",
        "использование: mjgui replay ЗАПИСЬ [--json] [--lang en|ru] [--rules НАБОР_ПРАВИЛ]",
    ),
    "field_result": ("result", "результат"),
    "field_gain": ("winner's gain", "выигрыш победителя"),
    "field_points": ("points", "очки"),
}


# Free-text parameter values the core passes, translated when known (Russian, English).
_VALUE_WORDS: dict[str, Texts] = {
    # notation_char "expected"
    "one tile such as 5m": ("one tile such as 5m", "один тайл, например 5m"),
    "a digit before the suit letter": ("a digit before the suit letter", "цифра перед буквой масти"),
    "a digit 0-9 or a suit letter m, p, s, z": (
        "a digit 0-9 or a suit letter m, p, s, z",
        "цифра 0–9 или буква масти m, p, s, z",
    ),
    # bad_meld "kind"
    "chi": ("chi", "чи"),
    "pon": ("pon", "пон"),
    "kan": ("kan", "кан"),
    "closed_kan": ("closed kan", "закрытый кан"),
    "open_kan": ("open kan", "открытый кан"),
    "added_kan": ("added kan", "добавленный кан"),
    "ankan": ("closed kan", "закрытый кан"),
    "minkan": ("open kan", "открытый кан"),
    "shouminkan": ("added kan", "добавленный кан"),
    # names of counts and options
    "sticks": ("riichi sticks", "палочки риичи"),
    "riichi_sticks": ("riichi sticks", "палочки риичи"),
    "honba": ("honba", "хонба"),
    "renchan": ("renchan", "ренчан"),
    "aka": ("aka", "ака-доры"),
}

# Suit letters as words: English, Russian genitive plural ("пятёрки пинов").
_SUITS: dict[str, Texts] = {
    "m": ("man", "манов"),
    "p": ("pin", "пинов"),
    "s": ("sou", "соу"),
}


# ---------------------------------------------------------------------------------------------
# Formatting
# ---------------------------------------------------------------------------------------------


class _Keep(dict[str, object]):
    """A format map that leaves unknown ``{name}`` fields in place."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_LANGS: dict[str, Lang] = {}


def normalize_lang(lang: str) -> Lang:
    """``"ru"`` (also ``"RU"``, ``"ru_RU"``, ``"ru-RU"``) is Russian; anything else is English.

    Asked a few hundred times per view (every phrase is worded through it), so the answers for
    the few codes a session sees are kept."""
    if not isinstance(lang, str):
        return "en"
    found = _LANGS.get(lang)
    if found is None:
        found = "ru" if re.split(r"[-_.]", lang.strip().lower(), maxsplit=1)[0] == "ru" else "en"
        if len(_LANGS) < 32:
            _LANGS[lang] = found
    return found


def _pick(texts: Texts, lang: str) -> str:
    return texts[1] if normalize_lang(lang) == "ru" else texts[0]


def _format(template: str, params: dict[str, object]) -> str:
    try:
        return string.Formatter().vformat(template, (), _Keep(params))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError):
        return template


def _unknown(key: str, params: dict[str, object]) -> str:
    if not params:
        return key
    return key + " (" + ", ".join(f"{name}={value}" for name, value in params.items()) + ")"


def template_params(template: str) -> set[str]:
    """The ``{names}`` a template uses (for tests and tooling)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    except ValueError:
        return set()


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------


def yaku_info(yaku_id: str) -> YakuName:
    """All names of a yaku; :class:`KeyError` for an unknown id."""
    return YAKU[yaku_id]


def yaku_name(yaku_id: str, lang: str = "en") -> str:
    """The romaji name in English (``"Riichi"``), the Russian name in Russian; unknown id -> the id."""
    info = YAKU.get(yaku_id)
    if info is None:
        return yaku_id
    return info.ru if normalize_lang(lang) == "ru" else info.romaji


def fu_text(reason: str, lang: str = "en", **params: object) -> str:
    """One line of the fu breakdown, e.g. ``closed triplet of terminals or honors 999p: 8 fu``."""
    texts = FU_REASONS.get(reason)
    if texts is None:
        return _unknown(reason, params)
    text = _format(_pick(texts, lang), dict(params))
    # An empty ``tiles`` must not leave a double space or a space before the colon.
    text = re.sub(r"\s{2,}", " ", text)
    return re.sub(r"\s+([:,])", r"\1", text).strip()


# Codes whose ``name`` is a count the player sees (not a preset or option identifier).
_NAMED_VALUE_CODES = frozenset({"negative_count", "bad_number"})


def _localize_params(code: str, lang: Lang, params: dict[str, object]) -> dict[str, object]:
    out = dict(params)
    idx = 1 if lang == "ru" else 0
    suit = out.get("suit")
    if isinstance(suit, str) and suit.lower() in _SUITS:
        out["suit"] = _SUITS[suit.lower()][idx]
    keys = ("expected", "kind", "name") if code in _NAMED_VALUE_CODES else ("expected", "kind")
    for key in keys:
        value = out.get(key)
        if isinstance(value, str) and value in _VALUE_WORDS:
            out[key] = _VALUE_WORDS[value][idx]
    for key in ("a", "b", "flag"):
        value = out.get(key)
        if isinstance(value, str) and value in YAKU:
            out[key] = yaku_name(value, lang)
        elif isinstance(value, str) and value in MISC:
            out[key] = MISC[value][idx]
    return out


def error_message(code: str, lang: str = "en", **params: object) -> str:
    """The sentence for an error or not-a-win code; an unknown code comes back with its params."""
    texts = ERRORS.get(code)
    if texts is None:
        return _unknown(code, params)
    norm = normalize_lang(lang)
    text = _format(_pick(texts, norm), _localize_params(code, norm, params))
    return text[:1].upper() + text[1:] if text[:1].isalpha() else text


def _yakuman_multiple(n: object, lang: Lang) -> str:
    try:
        count = int(str(n))
    except ValueError:
        return _format(_pick(MISC["yakuman_multiple"], lang), {"n": n})
    if count <= 1:
        return _pick(LIMITS["yakuman"], lang)
    if count == 2:
        return _pick(LIMITS["double_yakuman"], lang)
    if count == 3:
        return _pick(LIMITS["triple_yakuman"], lang)
    return _format(_pick(MISC["yakuman_multiple"], lang), {"n": count})


PRESET_NAMES: dict[str, Texts] = {
    "seed": ("Club rules", "Клубные правила"),
    "ema": ("EMA 2016", "EMA 2016"),
    "wrc": ("WRC", "WRC"),
    "tenhou": ("Tenhou", "Тенхо"),
    "mahjongsoul": ("Mahjong Soul", "Mahjong Soul"),
    "mleague": ("M-League", "M-League"),
}


def preset_name(name: str, lang: str = "en") -> str:
    """A rules preset as players name it: ``seed`` -> "Club rules" / "Клубные правила"."""
    texts = PRESET_NAMES.get(name)
    return _pick(texts, lang) if texts else name


def limit_name(limit: str, lang: str = "en") -> str:
    """``"mangan"`` -> ``"Mangan"`` / ``"Манган"``; also ``"quadruple_yakuman"``, ``"yakuman_x5"``."""
    norm = normalize_lang(lang)
    texts = LIMITS.get(limit)
    if texts is not None:
        return _pick(texts, norm)
    key = limit.strip().lower().replace("-", "_").replace(" ", "_")
    if key in LIMITS:
        return _pick(LIMITS[key], norm)
    word = re.fullmatch(r"([a-z]+)_yakuman", key)
    if word and word.group(1) in _YAKUMAN_WORDS:
        return _yakuman_multiple(_YAKUMAN_WORDS[word.group(1)], norm)
    number = re.fullmatch(r"(?:(\d+)x?_?yakuman|yakuman_?x?(\d+))", key)
    if number:
        return _yakuman_multiple(number.group(1) or number.group(2), norm)
    return limit


def wait_name(wait: str, lang: str = "en") -> str:
    """The name of a wait shape; unknown -> the id."""
    texts = WAITS.get(wait)
    return _pick(texts, lang) if texts is not None else wait


def wind_name(wind: int, lang: str = "en") -> str:
    """0..3 -> East South West North / Восток Юг Запад Север; anything else -> ``str(wind)``."""
    if isinstance(wind, int) and not isinstance(wind, bool) and 0 <= wind < len(WINDS):
        return _pick(WINDS[wind], lang)
    return str(wind)


def tr(key: str, lang: str = "en", **params: object) -> str:
    """A misc UI/CLI phrase from :data:`MISC`; ``yakuman_multiple`` takes ``n``."""
    norm = normalize_lang(lang)
    if key == "yakuman_multiple" and "n" in params:
        return _yakuman_multiple(params["n"], norm)
    texts = MISC.get(key)
    if texts is None:
        return _unknown(key, params)
    return _format(_pick(texts, norm), dict(params))

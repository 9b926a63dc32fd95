"""Every name a tenhou.net/6 log gives a yaku, in the languages its writers use.

Tenhou writes Japanese (``立直``, ``自風 東``, ``役牌 白``); Mahjong Soul converters copy the
client's own names, in the locale it was set to: Japanese (``役牌:場風牌``, ``役牌:自風牌``),
English (``Riichi``, ``Ura Dora``, ``Seat Wind``), simplified and traditional Chinese and
Korean. The names are facts of those clients (the Mahjong Soul list is the client's ``fan``
table as log converters ship it); :func:`yaku_id` matches a name after folding width, case,
spaces and the ``役牌:`` prefix, and returns None for a name it does not know, which the
reader turns into a difference of that win, never a refused file.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable

from mjgui.core.text import YAKU

#: Our yaku id -> the names logs give it (besides our own romaji and kanji in core.text).
NAMES: dict[str, tuple[str, ...]] = {
    "menzen_tsumo": (
        "門前清自摸和",
        "Fully Concealed Hand",
        "门前清自摸和",
        "멘젠쯔모",
        "Menzen Tsumo",
        "Tsumo",
    ),
    "riichi": ("立直", "Riichi", "리치", "Reach"),
    "chankan": ("槍槓", "搶槓", "Robbing a Kan", "Robbing the Kan", "枪杠", "창깡", "Chankan"),
    "rinshan": ("嶺上開花", "After a Kan", "岭上开花", "영상개화", "Rinshan Kaihou", "Rinshan"),
    "haitei": ("海底摸月", "Under the Sea", "海底捞月", "해저로월", "Haitei Raoyue", "Haitei"),
    "houtei": ("河底撈魚", "Under the River", "河底捞鱼", "하저로어", "Houtei Raoyui", "Houtei"),
    "haku": ("白", "White Dragon", "백", "Haku"),
    "hatsu": ("發", "発", "发", "Green Dragon", "발", "Hatsu"),
    "chun": ("中", "Red Dragon", "중", "Chun"),
    "seat_wind": ("自風牌", "自風", "門風牌", "门风牌", "自风牌", "Seat Wind", "자풍패", "Jikaze"),
    "round_wind": ("場風牌", "場風", "场风牌", "Prevalent Wind", "Round Wind", "장풍패", "Bakaze"),
    "tanyao": ("断幺九", "断么九", "斷么九", "斷幺九", "All Simples", "탕야오", "Tanyao"),
    "iipeikou": ("一盃口", "一杯口", "Pure Double Sequence", "이페코", "Iipeikou", "Iipeiko"),
    "pinfu": ("平和", "Pinfu", "핑후"),
    "chanta": ("混全帯幺九", "混全带幺九", "混全帶么九", "Half Outside Hand", "찬타", "Chanta"),
    "ittsu": ("一気通貫", "一气通贯", "一氣通貫", "Pure Straight", "일기통관", "Ittsu", "Ikkitsuukan"),
    # 삼색동순 is not here: the Korean client gives it to both sanshoku kinds (EITHER_SANSHOKU below)
    "sanshoku": ("三色同順", "三色同顺", "Mixed Triple Sequence", "Sanshoku Doujun"),
    "double_riichi": ("両立直", "ダブル立直", "两立直", "兩立直", "Double Riichi", "더블 리치"),
    "sanshoku_doukou": ("三色同刻", "Triple Triplets", "Sanshoku Doukou"),
    "sankantsu": ("三槓子", "三杠子", "Three Quads", "산깡쯔", "Sankantsu"),
    "toitoi": ("対々和", "対対和", "对对和", "對對和", "All Triplets", "또이또이", "Toitoi", "Toitoihou"),
    "sanankou": ("三暗刻", "Three Concealed Triplets", "산안커", "Sanankou"),
    "shousangen": ("小三元", "Little Three Dragons", "소삼원", "Shousangen"),
    "honroutou": ("混老頭", "混老头", "All Terminals and Honors", "혼노두", "Honroutou"),
    "chiitoitsu": ("七対子", "七对子", "七對子", "Seven Pairs", "치또이쯔", "Chiitoitsu"),
    "junchan": ("純全帯幺九", "纯全带幺九", "純全帶么九", "Fully Outside Hand", "준찬타", "Junchan"),
    "honitsu": ("混一色", "Half Flush", "혼일색", "Honitsu"),
    "ryanpeikou": ("二盃口", "二杯口", "Twice Pure Double Sequence", "량페코", "Ryanpeikou"),
    "chinitsu": ("清一色", "Full Flush", "청일색", "Chinitsu"),
    "ippatsu": ("一発", "一发", "一發", "Ippatsu", "일발"),
    "dora": ("ドラ", "Dora", "宝牌", "寶牌", "도라"),
    "aka_dora": ("赤ドラ", "Red Five", "Red Fives", "Aka Dora", "Akadora", "红宝牌", "紅寶牌", "적도라"),
    "ura_dora": ("裏ドラ", "Ura Dora", "Uradora", "里宝牌", "裡寶牌", "뒷도라"),
    "tenhou": ("天和", "Blessing of Heaven", "천화", "Tenhou"),
    "chiihou": ("地和", "Blessing of Earth", "지화", "Chiihou"),
    "renhou": ("人和", "Hand of Man", "인화", "Renhou"),
    "daisangen": ("大三元", "Big Three Dragons", "대삼원", "Daisangen"),
    "suuankou": ("四暗刻", "Four Concealed Triplets", "스안커", "Suuankou"),
    "tsuuiisou": ("字一色", "All Honors", "자일색", "Tsuuiisou"),
    "ryuuiisou": ("緑一色", "绿一色", "綠一色", "All Green", "녹일색", "Ryuuiisou"),
    "chinroutou": ("清老頭", "清老头", "All Terminals", "청노두", "Chinroutou"),
    "kokushi": ("国士無双", "国士无双", "國士無雙", "Thirteen Orphans", "국사무쌍", "Kokushi Musou"),
    "shousuushii": ("小四喜", "Four Little Winds", "Little Four Winds", "소사희", "Shousuushii"),
    "suukantsu": ("四槓子", "四杠子", "Four Quads", "스깡쯔", "Suukantsu"),
    "chuuren": ("九蓮宝燈", "九莲宝灯", "九蓮寶燈", "Nine Gates", "구련보등", "Chuuren Poutou"),
    "paarenchan": ("八連荘", "八连庄", "八連莊", "Eight-time East Staying", "팔연장", "Paarenchan"),
    "chuuren_9": ("純正九蓮宝燈", "纯正九莲宝灯", "純正九蓮寶燈", "True Nine Gates", "순정구련보등"),
    "suuankou_tanki": (
        "四暗刻単騎",
        "四暗刻单骑",
        "四暗刻單騎",
        "Single-wait Four Concealed Triplets",
        "스안커 단기",
    ),
    "kokushi_13": (
        "国士無双１３面",
        "国士無双13面",
        "国士無双十三面",
        "国士无双十三面",
        "國士無雙十三面",
        "国士無双十三面待ち",
        "Thirteen-wait Thirteen Orphans",
        "국사무쌍 13면 대기",
    ),
    # three players (Mahjong Soul lists the Norths set aside as their own item; Tenhou in ドラ);
    # 북도라 is the Korean client's name (unStatiK/tensoul-py-ng, commit df15db1, tensoul/cfg.json,
    # fan 34 name_kr)
    "nuki_dora": (
        "抜きドラ",
        "北抜きドラ",
        "Kita",
        "Nukidora",
        "Nuki Dora",
        "拔北宝牌",
        "拔北寶牌",
        "북도라",
    ),
    "daisuushii": ("大四喜", "Four Big Winds", "Big Four Winds", "대사희", "Daisuushii"),
}

#: Mahjong Soul's Korean client names sanshoku doujun and sanshoku doukou alike: its ``fan``
#: table gives fan 17 (三色同順, Mixed Triple Sequence) and fan 19 (三色同刻, Triple Triplets) the
#: same ``name_kr``, 삼색동순 (unStatiK/tensoul-py-ng, commit df15db1, and ssttkkl/tensoul-py,
#: commit 2a61ab8: tensoul/cfg.json, fan 17 and fan 19 name_kr). The name alone says neither;
#: the winning hand's tiles tell which (:func:`sanshoku_kind`).
EITHER_SANSHOKU = "삼색동순"

_WIND_WORDS = ("東", "南", "西", "北", "east", "south", "west", "north")
_PREFIXES = ("役牌", "yakuhai", "역패", "役")


def fold(name: str) -> str:
    """Width, case, spaces and separators folded: ``役牌：場風牌`` and ``役牌:場風牌`` match."""
    text = unicodedata.normalize("NFKC", name).casefold()
    return "".join(c for c in text if c not in " :_-・.'")


def _table() -> dict[str, str]:
    table: dict[str, str] = {}
    for yaku_id, names in NAMES.items():
        for name in names:
            table.setdefault(fold(name), yaku_id)
    for yaku_id, known in YAKU.items():
        for name in (known.romaji, known.kanji):
            table.setdefault(fold(name), yaku_id)
    return table


_BY_NAME = _table()


def sanshoku_kind(kinds: Iterable[int]) -> str:
    """``sanshoku_doukou`` when the hand's tiles (hand and melds, by kind) hold three or more
    of one number in each of the three suits, else ``sanshoku``. A hand with sanshoku doukou
    holds them; one with sanshoku doujun cannot. Its three sequences hold at most one tile of
    any number in each suit, so three of a number in every suit need two more of it in each of
    the three suits; but the tiles besides the three sequences are one set (a kan's four tiles
    included) and a pair, each of one suit or of honors, so they cover at most two suits."""
    count = Counter(kinds)
    triplets = any(all(count[number + 9 * suit] >= 3 for suit in range(3)) for number in range(9))
    return "sanshoku_doukou" if triplets else "sanshoku"


def yaku_id(name: str, kinds: Iterable[int] | None = None) -> str | None:
    """Our id for a log's yaku name, or None when the name is not known. ``kinds``: the
    winning hand's tile kinds (hand and melds), which tell a name two yaku share apart
    (Mahjong Soul's Korean 삼색동순); without them such a name is not known either."""
    key = fold(name)
    if key == fold(EITHER_SANSHOKU):
        return None if kinds is None else sanshoku_kind(kinds)
    for prefix in _PREFIXES:
        rest = key.removeprefix(fold(prefix))
        if rest != key and rest in _BY_NAME:
            return _BY_NAME[rest]
    found = _BY_NAME.get(key)
    if found is not None:
        return found
    for word in _WIND_WORDS:  # Tenhou's "自風 東", "場風 南": the wind named after the yaku
        if key.endswith(word) and key[: -len(word)] in _BY_NAME:
            return _BY_NAME[key[: -len(word)]]
    return None

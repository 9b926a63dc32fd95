"""Every human sentence of mjgui, in English and Russian, keyed by stable ids.

The core raises errors and reports fu, yaku and limits by id; the CLI and the GUI turn the
ids into text here, so both speak the same words in the player's language.

* Templates use :meth:`str.format` with named parameters.  A parameter the caller did not
  pass stays in the text as ``{name}``; formatting never raises.
* An unknown language falls back to English (``"ru-RU"``/``"ru_RU"`` count as Russian).
* An unknown id comes back as the id itself, with its parameters appended.

Parameters by table:

* fu reasons: always ``fu`` (int) and ``tiles`` (MPSZ text, may be empty).
* errors: see the comment above each entry of :data:`ERRORS`.  ``suit`` may be a suit letter
  (``m``/``p``/``s``); templates then say its name.  A few free-text values the core passes
  (``expected`` of ``notation_char``, ``kind`` of ``bad_meld``, yaku ids in
  ``situation_conflict``, option names) are translated when known.
* limits: :func:`limit_name`; several yakuman (:func:`yakuman_name`) take ``n``.

The helpers are :mod:`mjgui.core.i18n`'s (``say``, ``phrase``, ``translate``); each name is one
message here (a yaku's name in :data:`YAKU`, a limit's in :data:`LIMITS`) that every window and
command shows.

Russian follows the usage of the Russian riichi community (риичи, цумо, рон, хан, фу, хонба,
манган, таняо, пинфу, иипейко, читойцу...); хан, фу and хонба do not decline.
"""

import re
from collections.abc import Sequence
from typing import NamedTuple

from mjgui.core.i18n import (
    LANGS,
    Lang,
    Msg,
    fill,
    msg,
    nmsg,
    normalize_lang,
    say,
    template_params,
    translate,
    unknown,
)
from mjgui.core.numbers import number

__all__ = [
    "ERRORS",
    "FU_REASONS",
    "FU_WORD",
    "HAN_WORD",
    "LANGS",
    "LIMITS",
    "TERMS",
    "WAITS",
    "WINDS",
    "YAKU",
    "Lang",
    "YakuName",
    "error_message",
    "fu_text",
    "limit_name",
    "normalize_lang",
    "or_list",
    "preset_name",
    "round_letters",
    "template_params",
    "wait_name",
    "wind_letter",
    "wind_name",
    "yaku_info",
    "yaku_name",
    "yakuman_name",
]


class YakuName(NamedTuple):
    """The names of one yaku (or dora kind, or yakuman). A named tuple, as :class:`Msg` is: its
    class is made at import for about 4 M instructions less than a frozen dataclass's."""

    romaji: str  # e.g. "Riichi", "Menzen tsumo", "Yakuhai: haku"
    kanji: str  # e.g. "立直", "門前清自摸和", "白"
    name: Msg  # the name players say: the romaji in English, "Риичи" in Russian
    meaning: Msg  # what the name means: "Ready hand" / "Готовая рука"


# ---------------------------------------------------------------------------------------------
# Yaku
# ---------------------------------------------------------------------------------------------

YAKU: dict[str, YakuName] = {
    # situation yaku
    "riichi": YakuName(
        "Riichi", "立直", msg("yaku:riichi", "Riichi"), msg("yaku-meaning:riichi", "Ready hand")
    ),
    "double_riichi": YakuName(
        "Double riichi",
        "両立直",
        msg("yaku:double_riichi", "Double riichi"),
        msg("yaku-meaning:double_riichi", "Double ready hand"),
    ),
    "ippatsu": YakuName(
        "Ippatsu", "一発", msg("yaku:ippatsu", "Ippatsu"), msg("yaku-meaning:ippatsu", "One shot")
    ),
    "menzen_tsumo": YakuName(
        "Menzen tsumo",
        "門前清自摸和",
        msg("yaku:menzen_tsumo", "Menzen tsumo"),
        msg("yaku-meaning:menzen_tsumo", "Fully concealed self-draw"),
    ),
    "rinshan": YakuName(
        "Rinshan kaihou",
        "嶺上開花",
        msg("yaku:rinshan", "Rinshan kaihou"),
        # the replacement tile of a kan, or of a North set aside with three players only (RULES.md
        # §9): both come from the dead wall, so the one meaning is true under every preset
        msg("yaku-meaning:rinshan", "Win on a replacement tile from the dead wall"),
    ),
    "chankan": YakuName(
        "Chankan", "搶槓", msg("yaku:chankan", "Chankan"), msg("yaku-meaning:chankan", "Robbing a kan")
    ),
    "haitei": YakuName(
        "Haitei raoyue",
        "海底摸月",
        msg("yaku:haitei", "Haitei raoyue"),
        msg("yaku-meaning:haitei", "Win on the last tile of the wall"),
    ),
    "houtei": YakuName(
        "Houtei raoyui",
        "河底撈魚",
        msg("yaku:houtei", "Houtei raoyui"),
        msg("yaku-meaning:houtei", "Win on the last discard"),
    ),
    "renhou": YakuName(
        "Renhou", "人和", msg("yaku:renhou", "Renhou"), msg("yaku-meaning:renhou", "Blessing of man")
    ),
    # tile yaku
    "tanyao": YakuName(
        "Tanyao", "断幺九", msg("yaku:tanyao", "Tanyao"), msg("yaku-meaning:tanyao", "All simples")
    ),
    "haku": YakuName(
        "Yakuhai: haku", "白", msg("yaku:haku", "Yakuhai: haku"), msg("yaku-meaning:haku", "White dragon")
    ),
    "hatsu": YakuName(
        "Yakuhai: hatsu", "發", msg("yaku:hatsu", "Yakuhai: hatsu"), msg("yaku-meaning:hatsu", "Green dragon")
    ),
    "chun": YakuName(
        "Yakuhai: chun", "中", msg("yaku:chun", "Yakuhai: chun"), msg("yaku-meaning:chun", "Red dragon")
    ),
    "seat_wind": YakuName(
        "Yakuhai: jikaze",
        "自風牌",
        msg("yaku:seat_wind", "Yakuhai: jikaze"),
        msg("yaku-meaning:seat_wind", "Seat wind"),
    ),
    "round_wind": YakuName(
        "Yakuhai: bakaze",
        "場風牌",
        msg("yaku:round_wind", "Yakuhai: bakaze"),
        msg("yaku-meaning:round_wind", "Round wind"),
    ),
    "pinfu": YakuName(
        "Pinfu", "平和", msg("yaku:pinfu", "Pinfu"), msg("yaku-meaning:pinfu", "All sequences, no extra fu")
    ),
    "iipeikou": YakuName(
        "Iipeikou",
        "一盃口",
        msg("yaku:iipeikou", "Iipeikou"),
        msg("yaku-meaning:iipeikou", "Pure double sequence"),
    ),
    "ryanpeikou": YakuName(
        "Ryanpeikou",
        "二盃口",
        msg("yaku:ryanpeikou", "Ryanpeikou"),
        msg("yaku-meaning:ryanpeikou", "Twice pure double sequence"),
    ),
    "chanta": YakuName(
        "Chanta",
        "混全帯幺九",
        msg("yaku:chanta", "Chanta"),
        msg("yaku-meaning:chanta", "Terminal or honor in each set"),
    ),
    "junchan": YakuName(
        "Junchan",
        "純全帯幺九",
        msg("yaku:junchan", "Junchan"),
        msg("yaku-meaning:junchan", "Terminal in each set"),
    ),
    "ittsu": YakuName(
        "Ittsu", "一気通貫", msg("yaku:ittsu", "Ittsu"), msg("yaku-meaning:ittsu", "Pure straight")
    ),
    "sanshoku": YakuName(
        "Sanshoku doujun",
        "三色同順",
        msg("yaku:sanshoku", "Sanshoku doujun"),
        msg("yaku-meaning:sanshoku", "Mixed triple sequence"),
    ),
    "sanshoku_doukou": YakuName(
        "Sanshoku doukou",
        "三色同刻",
        msg("yaku:sanshoku_doukou", "Sanshoku doukou"),
        msg("yaku-meaning:sanshoku_doukou", "Triple triplets"),
    ),
    "toitoi": YakuName(
        "Toitoi", "対々和", msg("yaku:toitoi", "Toitoi"), msg("yaku-meaning:toitoi", "All triplets")
    ),
    "chiitoitsu": YakuName(
        "Chiitoitsu",
        "七対子",
        msg("yaku:chiitoitsu", "Chiitoitsu"),
        msg("yaku-meaning:chiitoitsu", "Seven pairs"),
    ),
    "sanankou": YakuName(
        "Sanankou",
        "三暗刻",
        msg("yaku:sanankou", "Sanankou"),
        msg("yaku-meaning:sanankou", "Three concealed triplets"),
    ),
    "sankantsu": YakuName(
        "Sankantsu", "三槓子", msg("yaku:sankantsu", "Sankantsu"), msg("yaku-meaning:sankantsu", "Three kans")
    ),
    "honroutou": YakuName(
        "Honroutou",
        "混老頭",
        msg("yaku:honroutou", "Honroutou"),
        msg("yaku-meaning:honroutou", "All terminals and honors"),
    ),
    "honitsu": YakuName(
        "Honitsu", "混一色", msg("yaku:honitsu", "Honitsu"), msg("yaku-meaning:honitsu", "Half flush")
    ),
    "chinitsu": YakuName(
        "Chinitsu", "清一色", msg("yaku:chinitsu", "Chinitsu"), msg("yaku-meaning:chinitsu", "Full flush")
    ),
    "shousangen": YakuName(
        "Shousangen",
        "小三元",
        msg("yaku:shousangen", "Shousangen"),
        msg("yaku-meaning:shousangen", "Little three dragons"),
    ),
    # dora
    "dora": YakuName("Dora", "ドラ", msg("yaku:dora", "Dora"), msg("yaku-meaning:dora", "Dora")),
    "aka_dora": YakuName(
        "Aka dora", "赤ドラ", msg("yaku:aka_dora", "Aka dora"), msg("yaku-meaning:aka_dora", "Red fives")
    ),
    "ura_dora": YakuName(
        "Ura dora", "裏ドラ", msg("yaku:ura_dora", "Ura dora"), msg("yaku-meaning:ura_dora", "Hidden dora")
    ),
    "nuki_dora": YakuName(
        "Nuki dora",
        "抜きドラ",
        msg("yaku:nuki_dora", "Nuki dora"),
        msg("yaku-meaning:nuki_dora", "Norths set aside (three players)"),
    ),
    # yakuman
    "kokushi": YakuName(
        "Kokushi musou",
        "国士無双",
        msg("yaku:kokushi", "Kokushi musou"),
        msg("yaku-meaning:kokushi", "Thirteen orphans"),
    ),
    "kokushi_13": YakuName(
        "Kokushi musou juusanmen",
        "国士無双十三面待ち",
        msg("yaku:kokushi_13", "Kokushi musou juusanmen"),
        msg("yaku-meaning:kokushi_13", "Thirteen orphans, 13-sided wait"),
    ),
    "suuankou": YakuName(
        "Suuankou",
        "四暗刻",
        msg("yaku:suuankou", "Suuankou"),
        msg("yaku-meaning:suuankou", "Four concealed triplets"),
    ),
    "suuankou_tanki": YakuName(
        "Suuankou tanki",
        "四暗刻単騎",
        msg("yaku:suuankou_tanki", "Suuankou tanki"),
        msg("yaku-meaning:suuankou_tanki", "Four concealed triplets, pair wait"),
    ),
    "daisangen": YakuName(
        "Daisangen",
        "大三元",
        msg("yaku:daisangen", "Daisangen"),
        msg("yaku-meaning:daisangen", "Big three dragons"),
    ),
    "shousuushii": YakuName(
        "Shousuushii",
        "小四喜",
        msg("yaku:shousuushii", "Shousuushii"),
        msg("yaku-meaning:shousuushii", "Little four winds"),
    ),
    "daisuushii": YakuName(
        "Daisuushii",
        "大四喜",
        msg("yaku:daisuushii", "Daisuushii"),
        msg("yaku-meaning:daisuushii", "Big four winds"),
    ),
    "tsuuiisou": YakuName(
        "Tsuuiisou", "字一色", msg("yaku:tsuuiisou", "Tsuuiisou"), msg("yaku-meaning:tsuuiisou", "All honors")
    ),
    "ryuuiisou": YakuName(
        "Ryuuiisou", "緑一色", msg("yaku:ryuuiisou", "Ryuuiisou"), msg("yaku-meaning:ryuuiisou", "All green")
    ),
    "chinroutou": YakuName(
        "Chinroutou",
        "清老頭",
        msg("yaku:chinroutou", "Chinroutou"),
        msg("yaku-meaning:chinroutou", "All terminals"),
    ),
    "chuuren": YakuName(
        "Chuuren poutou",
        "九蓮宝燈",
        msg("yaku:chuuren", "Chuuren poutou"),
        msg("yaku-meaning:chuuren", "Nine gates"),
    ),
    "chuuren_9": YakuName(
        "Junsei chuuren poutou",
        "純正九蓮宝燈",
        msg("yaku:chuuren_9", "Junsei chuuren poutou"),
        msg("yaku-meaning:chuuren_9", "Nine gates, 9-sided wait"),
    ),
    "suukantsu": YakuName(
        "Suukantsu", "四槓子", msg("yaku:suukantsu", "Suukantsu"), msg("yaku-meaning:suukantsu", "Four kans")
    ),
    "tenhou": YakuName(
        "Tenhou", "天和", msg("yaku:tenhou", "Tenhou"), msg("yaku-meaning:tenhou", "Blessing of heaven")
    ),
    "chiihou": YakuName(
        "Chiihou", "地和", msg("yaku:chiihou", "Chiihou"), msg("yaku-meaning:chiihou", "Blessing of earth")
    ),
    "paarenchan": YakuName(
        "Paarenchan",
        "八連荘",
        msg("yaku:paarenchan", "Paarenchan"),
        # what the name says (八連荘: eight renchan), as "Nine gates" does; the renchan these
        # rules take (paarenchan_threshold) are said by the yaku's rule (YAKU_RULES)
        msg("yaku-meaning:paarenchan", "Eight renchan of one dealer"),
    ),
    "kazoe_yakuman": YakuName(
        "Kazoe yakuman",
        "数え役満",
        msg("yaku:kazoe_yakuman", "Kazoe yakuman"),
        msg("yaku-meaning:kazoe_yakuman", "Counted yakuman"),
    ),
    "nagashi_mangan": YakuName(
        "Nagashi mangan",
        "流し満貫",
        msg("yaku:nagashi_mangan", "Nagashi mangan"),
        msg("yaku-meaning:nagashi_mangan", "Mangan at a draw"),
    ),
}


# ---------------------------------------------------------------------------------------------
# Fu
# ---------------------------------------------------------------------------------------------

#: Fu reasons (the ``reason`` of each fu item the scoring makes); every template takes ``fu``
#: and ``tiles``.
FU_REASONS: dict[str, Msg] = {
    "base": msg("fu:base", "base fu (futei): {fu} fu"),
    "menzen_ron": msg("fu:menzen_ron", "closed hand won by ron (menzen kafu): {fu} fu"),
    "tsumo": msg("fu:tsumo", "tsumo: {fu} fu"),
    "pinfu_tsumo": msg("fu:pinfu_tsumo", "pinfu tsumo: {fu} fu for tsumo, 20 fu flat"),
    "open_pinfu": msg("fu:open_pinfu", "open hand with no fu won by ron counts as 30: {fu} fu"),
    "chiitoitsu": msg("fu:chiitoitsu", "chiitoitsu (seven pairs): {fu} fu flat"),
    "chiitoitsu_kansai": msg("fu:chiitoitsu_kansai", "chiitoitsu (seven pairs), 50 fu rule: {fu} fu flat"),
    "open_triplet_simple": msg("fu:open_triplet_simple", "open triplet of simples {tiles}: {fu} fu"),
    "open_triplet_terminal": msg(
        "fu:open_triplet_terminal", "open triplet of terminals or honors {tiles}: {fu} fu"
    ),
    "closed_triplet_simple": msg("fu:closed_triplet_simple", "closed triplet of simples {tiles}: {fu} fu"),
    "closed_triplet_terminal": msg(
        "fu:closed_triplet_terminal", "closed triplet of terminals or honors {tiles}: {fu} fu"
    ),
    "ron_triplet_simple": msg(
        "fu:ron_triplet_simple", "triplet {tiles} completed by ron counts as open: {fu} fu"
    ),
    "ron_triplet_terminal": msg(
        "fu:ron_triplet_terminal",
        "triplet of terminals or honors {tiles} completed by ron counts as open: {fu} fu",
    ),
    "open_kan_simple": msg("fu:open_kan_simple", "open kan of simples {tiles}: {fu} fu"),
    "open_kan_terminal": msg("fu:open_kan_terminal", "open kan of terminals or honors {tiles}: {fu} fu"),
    "closed_kan_simple": msg("fu:closed_kan_simple", "closed kan of simples {tiles}: {fu} fu"),
    "closed_kan_terminal": msg(
        "fu:closed_kan_terminal", "closed kan of terminals or honors {tiles}: {fu} fu"
    ),
    "pair_dragon": msg("fu:pair_dragon", "pair of dragons {tiles}: {fu} fu"),
    "pair_seat_wind": msg("fu:pair_seat_wind", "pair of the seat wind {tiles}: {fu} fu"),
    "pair_round_wind": msg("fu:pair_round_wind", "pair of the round wind {tiles}: {fu} fu"),
    "pair_double_wind": msg("fu:pair_double_wind", "pair of a double wind (seat and round) {tiles}: {fu} fu"),
    "wait_kanchan": msg("fu:wait_kanchan", "kanchan (middle) wait {tiles}: {fu} fu"),
    "wait_penchan": msg("fu:wait_penchan", "penchan (edge) wait {tiles}: {fu} fu"),
    "wait_tanki": msg("fu:wait_tanki", "tanki (pair) wait {tiles}: {fu} fu"),
}


# ---------------------------------------------------------------------------------------------
# Waits, limits, winds
# ---------------------------------------------------------------------------------------------

WAITS: dict[str, Msg] = {
    "ryanmen": msg("wait:ryanmen", "Ryanmen (two-sided)"),
    "kanchan": msg("wait:kanchan", "Kanchan (middle)"),
    "penchan": msg("wait:penchan", "Penchan (edge)"),
    "tanki": msg("wait:tanki", "Tanki (pair)"),
    "shanpon": msg("wait:shanpon", "Shanpon (two pairs)"),
    "kokushi": msg("wait:kokushi", "Kokushi (single tile)"),
    "kokushi_13": msg("wait:kokushi_13", "Kokushi, 13-sided"),
    "chuuren_9": msg("wait:chuuren_9", "Chuuren, 9-sided"),
}

LIMITS: dict[str, Msg] = {
    "mangan": msg("limit:mangan", "Mangan"),
    "haneman": msg("limit:haneman", "Haneman"),
    "baiman": msg("limit:baiman", "Baiman"),
    "sanbaiman": msg("limit:sanbaiman", "Sanbaiman"),
    "kazoe_yakuman": YAKU["kazoe_yakuman"].name,  # one name: the yaku's (the glossary's «казое»)
    "yakuman": msg("limit:yakuman", "Yakuman"),
    "double_yakuman": msg("limit:double_yakuman", "Double yakuman"),
    "triple_yakuman": msg("limit:triple_yakuman", "Triple yakuman"),
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

#: The glossary's terms that name a concept (docs/glossary.md), each ONE message: the core, the
#: controllers and the widgets (through :func:`mjgui.gui.i18n.term_word`) say this one, so a term
#: changed here changes everywhere and the catalogue holds it once (tests/test_message_keys.py).
#: A term shown as a label (capitalised in Russian: «Рон») and said inside a sentence (small:
#: «рон») is two entries, the second ``*_in_sentence``; the yaku and limit names are
#: :data:`YAKU`/:data:`LIMITS`, the winds :data:`WINDS`.
TERMS: dict[str, Msg] = {
    "ron": msg("term:ron", "Ron"),
    "ron_in_sentence": msg("term:ron-in-sentence", "ron"),
    "tsumo": msg("term:tsumo", "Tsumo"),
    "tsumo_in_sentence": msg("term:tsumo-in-sentence", "tsumo"),
    "dealer": msg("term:dealer", "Dealer"),
    "dealer_in_sentence": msg("term:dealer-in-sentence", "dealer"),
    "non_dealer": msg("term:non-dealer", "Non-dealer"),
    "tenpai": msg("term:tenpai", "Tenpai"),
    "noten": msg("term:noten", "Not tenpai"),
    "exhaustive_draw": msg("term:exhaustive-draw", "Exhaustive draw"),
    "chi": msg("term:chi", "Chi"),
    "chi_in_sentence": msg("term:chi-in-sentence", "chi"),
    "pon": msg("term:pon", "Pon"),
    "pon_in_sentence": msg("term:pon-in-sentence", "pon"),
    "kan": msg("term:kan", "Kan"),
    "kan_in_sentence": msg("term:kan-in-sentence", "kan"),
    "closed_kan": msg("term:closed-kan", "Closed kan"),
    "closed_kan_in_sentence": msg("term:closed-kan-in-sentence", "closed kan"),
    "honba": msg("term:honba", "honba"),
    "riichi_sticks": msg("term:riichi-sticks", "riichi sticks"),
    "renchan": msg("term:renchan", "renchan"),
    "abortive_draw": msg("term:abortive-draw", "Abortive draw"),
    "chombo": msg("term:chombo", "Chombo"),
    "yaku": msg("term:yaku", "Yaku"),
    "yaku_in_sentence": msg("term:yaku-in-sentence", "yaku"),
    "han": msg("term:han", "Han"),
    "han_in_sentence": msg("term:han-in-sentence", "han"),
    "fu": msg("term:fu", "Fu"),
    "fu_in_sentence": msg("term:fu-in-sentence", "fu"),
    "yakuhai": msg("term:yakuhai", "yakuhai"),
    "kanchan": msg("term:kanchan", "kanchan"),
    "penchan": msg("term:penchan", "penchan"),
    "tanki": msg("term:tanki", "tanki"),
    "han_fu": msg("term:han-fu", "{han} han {fu} fu"),
}

WINDS: tuple[Msg, ...] = (
    msg("wind:0", "East"),
    msg("wind:1", "South"),
    msg("wind:2", "West"),
    msg("wind:3", "North"),
)

#: A wind named inside a sentence ("Ron from East"): Russian writes it in lower case.
WINDS_IN_SENTENCE: tuple[Msg, ...] = (
    msg("wind-in-sentence:0", "East"),
    msg("wind-in-sentence:1", "South"),
    msg("wind-in-sentence:2", "West"),
    msg("wind-in-sentence:3", "North"),
)


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------

ERRORS: dict[str, Msg] = {
    # -- notation ---------------------------------------------------------------------------
    # char, pos (1-based), expected
    "notation_char": msg(
        "error:notation_char", 'Unexpected "{char}" at position {pos}: expected {expected}.'
    ),
    # digits, pos
    "notation_no_suit": msg(
        "error:notation_no_suit",
        'Digits "{digits}" at position {pos} have no suit letter after them: add m, p, s or z.',
    ),
    # tile, pos
    "notation_honor": msg(
        "error:notation_honor",
        '"{tile}" at position {pos} is not a tile: honors are 1z–7z (East South West North White Green Red).',
    ),
    "notation_empty": msg(
        "error:notation_empty", "No tiles entered: type the hand in MPSZ notation, e.g. 123m406p789s11555z."
    ),
    # pos
    "notation_red_honor": msg(
        "error:notation_red_honor",
        "0z at position {pos} is not a tile: only man, pin and sou have red fives (0m, 0p, 0s).",
    ),
    # -- tiles ------------------------------------------------------------------------------
    # count, melds, expected
    "tile_count": msg(
        "error:tile_count",
        "Concealed tiles: {count}, melds: {melds}; {expected} concealed tiles are needed "
        "(14 − 3 per meld, the winning tile included).",
    ),
    # tile, count, extra: the copies over 4
    "too_many_copies": msg(
        "error:too_many_copies",
        "{tile} appears {count} times counting the hand, melds and dora indicators, but a tile exists "
        "only 4 times: remove {extra} of them.",
    ),
    # tile, count, extra: the copies over 4 (an ura indicator among them)
    "too_many_copies_with_ura": msg(
        "error:too_many_copies_with_ura",
        "{tile} appears {count} times counting the hand, melds, dora and ura dora indicators, but a "
        "tile exists only 4 times: remove {extra} of them.",
    ),
    # suit, tile, n: the red fives of the suit written (two or more), the rules having one of it
    "red_five_twice": nmsg(
        "error:red_five_twice",
        "{n} red five of {suit} ({tile}): these rules have only one red five of {suit}; "
        "write all but one as a plain 5.",
        "{n} red fives of {suit} ({tile}): these rules have only one red five of {suit}; "
        "write all but one as a plain 5.",
    ),
    # suit, tile, n: the red fives of the suit in the rules
    "red_five_missing": nmsg(
        "error:red_five_missing",
        "All four fives of {suit} are written as plain 5, but these rules have {n} red five of {suit}: "
        "write {n} of them as {tile}.",
        "All four fives of {suit} are written as plain 5, but these rules have {n} red fives of {suit}: "
        "write {n} of them as {tile}.",
    ),
    # suit, tile, n: the red fives of the suit in the rules, kan: the kan of fives written with
    # them (0555p): a kan given by one plain five (--ankan 5p) or written with four
    "red_five_missing_kan": nmsg(
        "error:red_five_missing_kan",
        "A kan of fives of {suit} holds all four, and so the {n} red five of {suit} these rules "
        "have: write the kan as {kan}.",
        "A kan of fives of {suit} holds all four, and so the {n} red fives of {suit} these rules "
        "have: write the kan as {kan}.",
    ),
    # suit, tile, n: the red fives of the suit in the rules, written: how many of the four are red
    "red_five_too_few": nmsg(
        "error:red_five_too_few",
        "All four fives of {suit} are written, {written} of them as {tile}, but these rules have {n} "
        "red five of {suit}: write {n} of the four as {tile}.",
        "All four fives of {suit} are written, {written} of them as {tile}, but these rules have {n} "
        "red fives of {suit}: write {n} of the four as {tile}.",
    ),
    # tile
    "red_five_not_in_rules": msg(
        "error:red_five_not_in_rules",
        "{tile} is a red five, but these rules have no red fives: write 5 instead of 0.",
    ),
    # tile, count, allowed
    "red_five_too_many": msg(
        "error:red_five_too_many",
        "{tile} is written {count} times, but these rules have only {allowed} of it: "
        "write the rest as plain 5.",
    ),
    # kind, tiles
    "bad_meld": msg(
        "error:bad_meld",
        "{tiles} is not a valid {kind}: a chi is three consecutive tiles of one suit, "
        "a pon three identical tiles, a kan four identical tiles.",
    ),
    # tile
    "win_tile_not_in_hand": msg(
        "error:win_tile_not_in_hand",
        "The winning tile {tile} is not in the hand: add it to the hand or choose another winning tile.",
    ),
    # tile: the red five chosen as the winning tile; plain: its plain five, which the hand holds
    "red_win_tile_not_in_hand": msg(
        "error:red_win_tile_not_in_hand",
        "The winning tile {tile} (a red five) is not in the hand: the hand's fives of this suit are "
        "all written as plain {plain}. Write one of them as {tile}, or choose {plain} as the winning tile.",
    ),
    # -- riichi and dora --------------------------------------------------------------------
    "riichi_open": msg(
        "error:riichi_open",
        "Riichi needs a closed hand, but this hand has an open meld: "
        "remove the open meld or the riichi flag.",
    ),
    "double_riichi_open": msg(
        "error:double_riichi_open",
        "Double riichi needs a closed hand, but this hand has an open meld: "
        "remove the open meld or the double riichi flag.",
    ),
    "ippatsu_open": msg(
        "error:ippatsu_open",
        "Ippatsu needs a closed hand in riichi, but this hand has an open meld: "
        "remove the open meld or the ippatsu flag.",
    ),
    "riichi_and_double_riichi": msg(
        "error:riichi_and_double_riichi",
        "Both riichi and double riichi are set: double riichi replaces riichi, keep only one of them.",
    ),
    "ippatsu_without_riichi": msg(
        "error:ippatsu_without_riichi",
        "Ippatsu needs riichi: set riichi or double riichi, or remove ippatsu.",
    ),
    "ura_without_riichi": msg(
        "error:ura_without_riichi",
        "Ura dora count only with riichi: set riichi or remove the ura dora indicators.",
    ),
    # count, allowed
    "too_many_dora": msg(
        "error:too_many_dora",
        "{count} dora indicators given, but a table turns at most {allowed}: the first one and one for "
        "each kan by any player. Remove the extra indicators.",
    ),
    # count, allowed
    "too_many_ura": msg(
        "error:too_many_ura",
        "{count} ura dora indicators given, but a table has at most {allowed}: one under each dora "
        "indicator the table can turn. Remove the extra ura indicators.",
    ),
    # -- situations -------------------------------------------------------------------------
    "haitei_on_ron": msg(
        "error:haitei_on_ron",
        "Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei: "
        "switch to tsumo or to houtei.",
    ),
    "rinshan_on_ron": msg(
        "error:rinshan_on_ron",
        "Rinshan kaihou is a tsumo on the replacement tile after a kan; it cannot be won by ron: "
        "switch to tsumo or remove rinshan.",
    ),
    "houtei_on_tsumo": msg(
        "error:houtei_on_tsumo",
        "Houtei is a ron on the last discard; a tsumo on the last tile of the wall is haitei: "
        "switch to ron or to haitei.",
    ),
    "chankan_on_tsumo": msg(
        "error:chankan_on_tsumo",
        "Chankan is a ron on the tile someone adds to a pon to make a kan; it cannot be won by tsumo: "
        "switch to ron or remove chankan.",
    ),
    "rinshan_without_kan": msg(
        "error:rinshan_without_kan",
        "Rinshan kaihou needs a kan in the hand: add the kan as a meld or remove rinshan.",
    ),
    "rinshan_without_kan_or_nuki": msg(
        "error:rinshan_without_kan_or_nuki",
        "Rinshan kaihou needs a kan in the hand or a North set aside: add the kan as a meld, count "
        "the North (nuki), or remove rinshan.",
    ),
    "haitei_with_rinshan": msg(
        "error:haitei_with_rinshan",
        "Haitei and rinshan kaihou cannot both hold: the tile drawn after a kan is not the last "
        "tile of the wall. Keep only one.",
    ),
    "houtei_with_chankan": msg(
        "error:houtei_with_chankan",
        "Houtei and chankan cannot both hold: the tile added to a pon to make a kan is not a discard. "
        "Keep only one.",
    ),
    "tenhou_not_dealer": msg(
        "error:tenhou_not_dealer",
        "Tenhou is for the dealer only; a non-dealer winning on the first draw has chiihou.",
    ),
    "tenhou_with_call": msg(
        "error:tenhou_with_call",
        "Tenhou needs an untouched hand, but this hand has melds: remove the melds or the tenhou flag.",
    ),
    "tenhou_on_ron": msg(
        "error:tenhou_on_ron",
        "Tenhou is a tsumo on the dealer's first draw; it cannot be won by ron: switch to tsumo or "
        "remove tenhou.",
    ),
    "chiihou_dealer": msg(
        "error:chiihou_dealer",
        "Chiihou is for a non-dealer only; the dealer winning on the first draw has tenhou.",
    ),
    "chiihou_with_call": msg(
        "error:chiihou_with_call",
        "Chiihou is void after any call or kan before the first draw: remove the melds or the chiihou flag.",
    ),
    "chiihou_on_ron": msg(
        "error:chiihou_on_ron",
        "Chiihou is a tsumo on the first draw; a ron before your first draw is renhou: switch to "
        "tsumo or to renhou.",
    ),
    # the rules have no renhou, or the winner is the dealer (who has none)
    "chiihou_on_ron_no_renhou": msg(
        "error:chiihou_on_ron_no_renhou",
        "Chiihou is a tsumo on the first draw; it cannot be won by ron: switch to tsumo or remove chiihou.",
    ),
    "renhou_dealer": msg(
        "error:renhou_dealer",
        "Renhou is for a non-dealer only; the dealer has no ron before their first draw.",
    ),
    "renhou_on_tsumo": msg(
        "error:renhou_on_tsumo",
        "Renhou is a ron before your first draw; a tsumo on the first draw is chiihou: switch to ron "
        "or to chiihou.",
    ),
    # the rules have no renhou (a ron would not help)
    "renhou_on_tsumo_no_renhou": msg(
        "error:renhou_on_tsumo_no_renhou",
        "Renhou is a ron before your first draw; a tsumo on the first draw is chiihou: switch to "
        "chiihou or remove renhou.",
    ),
    # the dealer: their tsumo on the first draw is tenhou
    "renhou_on_tsumo_dealer": msg(
        "error:renhou_on_tsumo_dealer",
        "Renhou is a non-dealer's ron before their first draw; the dealer's tsumo on the first "
        "draw is tenhou: switch to tenhou or remove renhou.",
    ),
    "renhou_with_call": msg(
        "error:renhou_with_call",
        "Renhou is void once a call has been made: remove the melds or the renhou flag.",
    ),
    # flag: tenhou, chiihou or renhou
    "tenhou_with_riichi": msg(
        "error:tenhou_with_riichi",
        "{flag} comes before your first discard, so there can be no riichi: "
        "remove riichi or the {flag} flag.",
    ),
    # a, b
    "situation_conflict": msg(
        "error:situation_conflict", "{a} and {b} cannot both hold: keep only one of them."
    ),
    "renhou_disabled": msg("error:renhou_disabled", "Renhou is off in these rules: remove the renhou flag."),
    # -- pao (RULES.md §6) ------------------------------------------------------------------
    # wind: the winner's seat letter
    "pao_winner": msg(
        "error:pao_winner",
        "The winner cannot be liable (pao) for their own hand: the liable player is the one who "
        "fed the last set of the yakuman.",
    ),
    "pao_not_in_rules": msg(
        "error:pao_not_in_rules",
        "These rules have no pao: nobody is liable for a yakuman; remove the liable player.",
    ),
    "pao_ron_without_discarder": msg(
        "error:pao_ron_without_discarder",
        "Pao on a ron: say who dealt in. The liable player and the discarder pay half each, or the "
        "liable player alone pays, as an ordinary ron, when they dealt in.",
    ),
    # known: the rules' pao yakuman (yaku ids, named in the player's language)
    "pao_without_yakuman": msg(
        "error:pao_without_yakuman",
        "Nobody is liable (pao) for this hand: pao is only for {known}, and the hand holds none of "
        "them; remove the liable player.",
    ),
    # tile: a chankan's winning tile, another copy of it a dora or ura dora indicator
    "chankan_indicator_tile": msg(
        "error:chankan_indicator_tile",
        "Chankan robs the tile someone adds to a pon to make a kan, but an indicator (dora or ura "
        "dora) is another {tile}: the pon of {tile} and the tile added to it (the one robbed) are all "
        "four {tile}, and the indicator would be a fifth. Remove chankan or that indicator.",
    ),
    # tile, count, discarded: the copies among the player's own discards, extra: the copies over 4
    "too_many_copies_with_discards": msg(
        "error:too_many_copies_with_discards",
        "{tile} appears {count} times counting the hand, melds, indicators and your discards "
        "({discarded} there), but a tile exists only 4 times: remove {extra} of them.",
    ),
    # tile: a chankan's winning tile, another copy of it among the player's own discards
    "chankan_discarded_tile": msg(
        "error:chankan_discarded_tile",
        "Chankan robs the tile someone adds to a pon to make a kan, but your discards hold another "
        "{tile}: the pon of {tile} and the tile added to it (the one robbed) are all four {tile}, and "
        "that discard would be a fifth. Remove chankan or that discard.",
    ),
    # tile
    "chankan_own_tile": msg(
        "error:chankan_own_tile",
        "Chankan robs the tile someone adds to a pon to make a kan, but the hand holds another "
        "{tile}: the pon of {tile} and the tile added to it (the one robbed) are all four {tile}, and "
        "the hand's other {tile} would be a fifth. Remove chankan or fix the hand.",
    ),
    # -- three players (RULES.md §9) ---------------------------------------------------------
    # (none): chankan on a North, with another North seen (the robbed one cannot be a kan's)
    "chankan_on_nuki": msg(
        "error:chankan_on_nuki",
        "With three players a ron on a North being set aside (nuki) is not chankan: remove "
        "chankan; the ron stands. Nor was this North robbed from a kan: a pon of North and the "
        "North added to it are all four, and another North is already here (in the hand, an "
        "indicator or set aside).",
    ),
    # (none): the same chankan on a North, the other North among the player's own discards (the
    # desk's check): a fifth North were it robbed from a kan, and furiten were it a nuki's ron
    "chankan_north_discarded": msg(
        "error:chankan_north_discarded",
        "With three players a ron on a North being set aside (nuki) is not chankan, and with a "
        "North among your discards it is furiten. Nor was this North robbed from a kan: a pon of "
        "North and the North added to it are all four, and the North discarded would be a fifth. "
        "Remove chankan or that discard.",
    ),
    # wind, players
    "no_north_wind": msg(
        "error:no_north_wind",
        '"{wind}": three players have no North seat or round wind: use E, S or W.',
    ),
    # tile, players
    "tile_not_in_set": msg(
        "error:tile_not_in_set",
        "{tile} is not in the three-player set: the manzu 2–8 are removed (only 1m and 9m remain).",
    ),
    # tiles, players
    "chi_not_in_rules": msg(
        "error:chi_not_in_rules",
        "Chi {tiles}: three players make no chi; a sequence can only be concealed.",
    ),
    # count
    "nuki_not_in_rules": msg(
        "error:nuki_not_in_rules",
        "Nuki {count}: these rules set no Norths aside; nuki is played with three players "
        "(rules tenhou-sanma or mahjongsoul-sanma).",
    ),
    # flag: tenhou, chiihou or renhou
    "first_turn_with_nuki": msg(
        "error:first_turn_with_nuki",
        "{flag} is void once a North has been set aside (nuki): set nuki to 0 or remove the {flag} flag.",
    ),
    "ippatsu_on_rinshan": msg(
        "error:ippatsu_on_rinshan",
        "Ippatsu is void on a rinshan win: the kan whose replacement tile won was declared after "
        "the riichi, and a kan, a closed one too, ends ippatsu as a call does. Remove ippatsu, or "
        "rinshan if the win was not on the replacement tile.",
    ),
    "ippatsu_on_nuki_rinshan": msg(
        "error:ippatsu_on_nuki_rinshan",
        "Ippatsu is void on this rinshan: with no kan in the hand, the replacement tile came after "
        "the winner set a North aside (nuki) on this turn, after the riichi, and a North set aside "
        "ends ippatsu as a call does. Remove ippatsu, or rinshan if the win was not on that tile.",
    ),
    # n: the Norths in the hand, melds and dora indicators (1 to 4), nuki: those set aside
    "too_many_norths": nmsg(
        "error:too_many_norths",
        "{n} North is already in the hand, melds and dora indicators, so nuki {nuki} is too many: "
        "only 4 Norths exist.",
        "{n} Norths are already in the hand, melds and dora indicators, so nuki {nuki} is too many: "
        "only 4 Norths exist.",
    ),
    # nuki: the Norths set aside (5 or more), none in the hand, melds or dora indicators
    "too_many_nuki": msg("error:too_many_nuki", "Nuki {nuki} is too many: only 4 Norths exist."),
    # -- values and arguments ---------------------------------------------------------------
    # value
    "bad_wind": msg("error:bad_wind", '"{value}" is not a wind: use E, S, W or N.'),
    # wind: the winner's seat (0..3, named in the language), given as the discarder too
    "discarder_is_winner": msg(
        "error:discarder_is_winner",
        "The discarder and the winner are the same seat ({wind}): on ron the winning tile comes "
        "from another player. Choose another seat as the discarder.",
    ),
    # wind: the discarder's seat (0..3, named in the language), given with a tsumo
    "discarder_on_tsumo": msg(
        "error:discarder_on_tsumo",
        "A tsumo has no discarder: the winner drew the winning tile. Remove the discarder ({wind}) "
        "or switch to ron.",
    ),
    # value: the honba paid (--paid-honba), given with a tsumo
    "paid_honba_on_tsumo": msg(
        "error:paid_honba_on_tsumo",
        "A tsumo is paid every honba on the table: remove --paid-honba ({value}) or switch to ron.",
    ),
    # value: the honba paid (--paid-honba); honba: the honba on the table (--honba)
    "paid_honba_too_many": msg(
        "error:paid_honba_too_many",
        "A winner is paid at most the honba on the table: --paid-honba {value} is more than "
        "--honba {honba}. Enter {honba} or fewer.",
    ),
    # name, value
    "negative_count": msg(
        "error:negative_count", "{name} cannot be negative (got {value}): enter 0 or more."
    ),
    # name, value
    "bad_number": msg("error:bad_number", '{name} must be a whole number, got "{value}".'),
    # name, value
    "bad_option": msg(
        "error:bad_option", 'Rule option {name} cannot be "{value}": check the allowed values.'
    ),
    # name, value, allowed
    "bad_option_choice": msg(
        "error:bad_option_choice", 'Rule option {name} cannot be "{value}": it can be {allowed}.'
    ),
    # name, value
    "bad_option_negative": msg(
        "error:bad_option_negative", 'Rule option {name} cannot be "{value}": use 0 or more.'
    ),
    # name (paarenchan_threshold), value (0)
    "bad_option_below_one": msg(
        "error:bad_option_below_one", 'Rule option {name} cannot be "{value}": use 1 or more.'
    ),
    # name (score_rounding), value: neither 0 nor whole hundreds
    "bad_option_rounding": msg(
        "error:bad_option_rounding",
        'Rule option {name} cannot be "{value}": use 0 (no rounding) or a multiple of 100.',
    ),
    # name (chombo_score_penalty) typed below 1000 (value: as typed, 20: M-League's "20 points"),
    # read as the final score's thousands; points: what it is in points, value x 1000 (20000:
    # an option's value as typed, not grouped)
    "chombo_penalty_thousands": msg(
        "error:chombo_penalty_thousands",
        'Rule option {name} cannot be "{value}": the penalty is written in points, as the start '
        "points are, not in the final score's thousands. For {value} off the final score write "
        "{name}={points}; 0 pays a chombo at the table.",
    ),
    # name (chombo_score_penalty) typed from 1000 up, not in whole hundreds (value: as typed)
    "chombo_penalty_hundreds": msg(
        "error:chombo_penalty_hundreds",
        'Rule option {name} cannot be "{value}": the penalty is written in points, in whole '
        "hundreds, as the start points are (20 off the final score: 20000); 0 pays a chombo at the "
        "table.",
    ),
    # value: the return points; start: the start points (both grouped as points are)
    "return_below_start": msg(
        "error:return_below_start",
        "The return points ({value}) must be at least the start points ({start}): below the start, "
        "first place would pay the oka instead of taking it.",
    ),
    # name (honba_ron), value, n (the players who pay a tsumo: 3, or 2 with three players), step
    # (a multiple it must be: 300, or 200), lower and higher (the multiples either side of it)
    "bad_option_honba_split": nmsg(
        "error:bad_option_honba_split",
        'Rule option {name} cannot be "{value}": on a tsumo it is paid in equal shares by the {n} '
        "other player, and each share must be whole hundreds. Use a multiple of {step}: the nearest "
        "are {lower} and {higher}.",
        'Rule option {name} cannot be "{value}": on a tsumo it is paid in equal shares by the {n} '
        "other players, and each share must be whole hundreds. Use a multiple of {step}: the nearest "
        "are {lower} and {higher}.",
    ),
    # name (noten_total), value, n (the most noten or tenpai players at a draw: 3, or 2 with
    # three players), step (600, or 200), lower, higher
    "bad_option_noten_split": nmsg(
        "error:bad_option_noten_split",
        'Rule option {name} cannot be "{value}": at a draw it is paid by 1 to {n} noten player and '
        "shared by 1 to {n} tenpai player, and each share must be whole hundreds. Use a multiple of "
        "{step}: the nearest are {lower} and {higher}.",
        'Rule option {name} cannot be "{value}": at a draw it is paid by 1 to {n} noten players and '
        "shared by 1 to {n} tenpai players, and each share must be whole hundreds. Use a multiple of "
        "{step}: the nearest are {lower} and {higher}.",
    ),
    # total: what the uma adds up to (not 0)
    "uma_sum": msg("error:uma_sum", "uma must add up to 0: these add up to {total}."),
    # uma: the uma, first place first, as "15 / 5 / −5 / −15"
    "uma_order": msg(
        "error:uma_order",
        "uma runs from first place to last, each place's at most the one before it: {uma} gives "
        "a lower place more.",
    ),
    # edition, other_edition: the two editions one rules line names (edition=2 edition=1)
    "edition_twice": msg(
        "error:edition_twice",
        "The rules line names two editions, {edition} and {other_edition}: keep the one the game was "
        "played under.",
    ),
    # name, known
    "unknown_rules": msg("error:unknown_rules", 'Unknown rules "{name}": choose one of {known}.'),
    # name: a preset; edition: the one asked for (a record's "edition=N"); current: the newest
    # edition of it this mjgui knows
    "unknown_edition": msg(
        "error:unknown_edition",
        'The rules "{name}" have no edition {edition} in this mjgui: their newest is edition {current}.',
    ),
    # message
    "bad_argument": msg("error:bad_argument", "Invalid input: {message}"),
    # word: the first word, which is no command
    "unknown_command": msg("error:unknown_command", '"{word}" is not a command: use {commands}.'),
    "unclosed_quote": msg(
        "error:unclosed_quote",
        "The words of this line cannot be read: a quotation mark is left open, or the line ends "
        "with a backslash. Close the quotation, or remove the stray quotation mark or backslash.",
    ),
    # -- valid hands that do not win ---------------------------------------------------------
    "no_yaku": msg(
        "error:no_yaku",
        "No yaku: dora alone do not win. The hand needs at least one yaku "
        "(for example riichi, menzen tsumo, tanyao or yakuhai).",
    ),
    "no_yaku_plain": msg(
        "error:no_yaku_plain",
        "No yaku: the hand needs at least one yaku (for example riichi, menzen tsumo, tanyao or yakuhai).",
    ),
    # an open hand: riichi and menzen tsumo are not for it
    "no_yaku_open": msg(
        "error:no_yaku_open",
        "No yaku: dora alone do not win. An open hand needs a yaku that counts when open "
        "(for example yakuhai, toitoi or honitsu); riichi and menzen tsumo need a closed hand.",
    ),
    "no_yaku_open_plain": msg(
        "error:no_yaku_open_plain",
        "No yaku: an open hand needs a yaku that counts when open (for example yakuhai, toitoi or "
        "honitsu); riichi and menzen tsumo need a closed hand.",
    ),
    # honba, han
    "ryanhan_shibari": msg(
        "error:ryanhan_shibari",
        "With {honba} honba a win needs at least 2 han from yaku (dora don't count); "
        "this hand has {han} han.",
    ),
    # tiles
    "not_complete": msg(
        "error:not_complete",
        "{tiles} is not a complete hand: it needs four sets and a pair, seven pairs or kokushi.",
    ),
    # tiles
    "not_tenpai": msg("error:not_tenpai", "{tiles} is not tenpai: no tile completes it, so it has no waits."),
    "no_own_hands": msg(
        "error:no_own_hands",
        "This file has no winning hand to quiz: a game record needs ron or tsumo lines with "
        'hand "...", a game log needs wins.',
    ),
    # n: the record's hand lines the game refuses, two or more (one: ONE_MESSAGES);
    # first: the refusal of the first (its line)
    "own_hands_refused": nmsg(
        "error:own_hands_refused",
        "{n} hand line of this record was left out, as the game refuses it; the first is {first}.",
        "{n} hand lines of this record were left out, as the game refuses them; the first is {first}.",
    ),
    "no_calculator_hands": msg(
        "error:no_calculator_hands",
        "The calculator has no winning hand in this session yet: score a hand there first.",
    ),
    "log_too_large": msg(
        "error:log_too_large", "This file is too large to be a game log ({size} characters; at most {limit})."
    ),
    # a file over the limit: refused by its own size, before any of it is read
    "log_file_too_large": msg(
        "error:log_file_too_large", "{path} is too large to be a game log ({size} bytes; at most {limit})."
    ),
    # standard input over the limit: read no further, so only "more than" is known
    "log_input_too_large": msg(
        "error:log_input_too_large", "The input is too large to be a game log (more than {limit} bytes)."
    ),
    "log_inflated_too_large": msg(
        "error:log_inflated_too_large",
        "This file is too large to be a game log once uncompressed (more than {limit} characters).",
    ),
    # a gzip file whose compressed data does not inflate, or whose checksum or length is wrong
    # (a cut-short one is log_truncated, said where its text stops)
    "log_gzip_damaged": msg(
        "error:log_gzip_damaged",
        "The game log's compressed (gzip) data is damaged: it does not unpack, or its checksum is "
        "wrong. Download the log again.",
    ),
    # bytes after the last gzip member that start no other (trailing garbage, a copy cut inside
    # the next member's mark); byte: the 1-based number of the first of them in the file
    "log_gzip_trailing": msg(
        "error:log_gzip_trailing",
        "The game log's compressed (gzip) data ends before byte {byte}, and the bytes from there on "
        "are not gzip data: the file is damaged. Download the log again.",
    ),
    # a log in an archive, told by its first bytes; format: its name as written (ZIP, 7z, RAR)
    "log_archive": msg(
        "error:log_archive",
        "This file is a {format} archive, not a game log: unpack it and open the game log inside.",
    ),
    # a log compressed other than with gzip; format: its name as written (xz, Zstandard, bzip2)
    "log_compressed": msg(
        "error:log_compressed",
        "This file is compressed with {format}, which mjgui does not unpack: unpack it first (7-Zip "
        "and most archive programs can) and open the game log inside.",
    ),
    # gzip inside gzip inside gzip: two layers are unpacked (a .mjlog sent compressed), no more
    "log_gzip_layers": msg(
        "error:log_gzip_layers",
        "The game log is compressed (gzip) more than twice over: unpack it once (gzip -d, or "
        "7-Zip) and open what it holds.",
    ),
    "log_doctype": msg(
        "error:log_doctype",
        "The log declares a DOCTYPE or ENTITY at line {line}, column {column}: real game logs "
        "never do, so the file is refused unread.",
    ),
    "log_truncated": msg(
        "error:log_truncated",
        "The game log ends too early, at line {line}, column {column}: the file is cut off. "
        "Download the log again.",
    ),
    "log_xml": msg(
        "error:log_xml",
        "The game log is not well-formed XML at line {line}, column {column}. Download the log again.",
    ),
    "log_json": msg(
        "error:log_json",
        "The game log is not valid JSON at line {line}, column {column}. Download the log again.",
    ),
    # a file of tenhou.net/6 editor links (https://tenhou.net/6/#json=…), one a hand: line, the
    # line whose link holds no log that can be read, or that is no such link; column, where the
    # damaged link starts (several links may be pasted on one line)
    "log_json_link": msg(
        "error:log_json_link",
        "The tenhou.net/6 link at line {line}, column {column} is damaged: what follows #json= is "
        "not a tenhou.net/6 log with hands. Copy that hand's link again.",
    ),
    "log_json_link_other": msg(
        "error:log_json_link_other",
        "Line {line} is not a tenhou.net/6 link with its log (https://tenhou.net/6/#json=…), as the "
        "first line is: a file of such links holds one a line and nothing else.",
    ),
    # n: how many logs, one a line (always two or more); line: the first line that does not go
    # on with the game of the lines before it
    "log_json_lines": nmsg(
        "error:log_json_lines",
        "This file holds {n} tenhou.net/6 log, one per line, that are not one game's hands in order: line "
        "{line} does not follow the line before (the same players and rule, the next hand). Open one "
        "game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai event log.",
        "This file holds {n} tenhou.net/6 logs, one per line, that are not one game's hands in order: line "
        "{line} does not follow the line before (the same players and rule, the next hand). Open one "
        "game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai event log.",
    ),
    # n: how many logs, one a line (always two or more); line: the first line that does not go
    # on with the game of the lines before it, for its points (its round cannot be read)
    "log_json_lines_points": nmsg(
        "error:log_json_lines_points",
        "This file holds {n} tenhou.net/6 log, one per line, that are not one game's hands in order: line "
        "{line} does not follow the line before (its round cannot be read, and it starts on other points "
        "than that line left). Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or "
        "mjai event log.",
        "This file holds {n} tenhou.net/6 logs, one per line, that are not one game's hands in order: line "
        "{line} does not follow the line before (its round cannot be read, and it starts on other points "
        "than that line left). Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or "
        "mjai event log.",
    ),
    # line: the line of a file of tenhou.net/6 logs, one a line (two or more), whose log holds
    # no hand (its "log" is [])
    "log_json_lines_no_hands": msg(
        "error:log_json_lines_no_hands",
        "The tenhou.net/6 log on line {line} holds no hand: each log of a file of logs, one per line, "
        "holds hands of one game. The file is damaged or is not a game log.",
    ),
    # line, column: where a value of a file of several tenhou.net/6 logs (one a line, or the
    # first over several lines) starts that is valid JSON but no such log
    "log_json_lines_other": msg(
        "error:log_json_lines_other",
        "What starts at line {line}, column {column} is not a tenhou.net/6 log, as the file's first "
        "is: a file of several logs holds one game's hands and nothing else. The file is damaged or "
        "is not one game's log.",
    ),
    # a JSON list of tenhou.net/6 logs ([{…}, {…}], read as one a line is). n: how many logs
    # (always two or more); item: the first log of the list (1 is the first) that does not go
    # on with the game of the logs before it; line, column: where it starts (a list written on
    # one line has all its logs on line 1)
    "log_json_list": nmsg(
        "error:log_json_list",
        "This file is a list of {n} tenhou.net/6 log that are not one game's hands in order: log "
        "{item} (line {line}, column {column}) does not follow the one before (the same players and "
        "rule, the next hand). Open one game's mjlog, tenhou.net/6 JSON (a list of its hands' logs is "
        "fine) or mjai event log.",
        "This file is a list of {n} tenhou.net/6 logs that are not one game's hands in order: log "
        "{item} (line {line}, column {column}) does not follow the one before (the same players and "
        "rule, the next hand). Open one game's mjlog, tenhou.net/6 JSON (a list of its hands' logs is "
        "fine) or mjai event log.",
    ),
    # log_json_list where that log's round cannot be read and its points say it does not follow
    "log_json_list_points": nmsg(
        "error:log_json_list_points",
        "This file is a list of {n} tenhou.net/6 log that are not one game's hands in order: log "
        "{item} (line {line}, column {column}) does not follow the one before (its round cannot be "
        "read, and it starts on other points than that log left). Open one game's mjlog, tenhou.net/6 "
        "JSON or mjai event log.",
        "This file is a list of {n} tenhou.net/6 logs that are not one game's hands in order: log "
        "{item} (line {line}, column {column}) does not follow the one before (its round cannot be "
        "read, and it starts on other points than that log left). Open one game's mjlog, tenhou.net/6 "
        "JSON or mjai event log.",
    ),
    # item: a log of a JSON list of tenhou.net/6 logs (2 or more; 1 is the first) that holds
    # no hand (its "log" is []); line, column: where it starts
    "log_json_list_no_hands": msg(
        "error:log_json_list_no_hands",
        "Log {item} of this list (line {line}, column {column}) holds no hand: each log of a list of "
        "logs holds hands of one game. The file is damaged or is not a game log.",
    ),
    # item: an item of a JSON list of tenhou.net/6 logs (2 or more) that is no such log; line,
    # column: where it starts
    "log_json_list_other": msg(
        "error:log_json_list_other",
        "Item {item} of this list (line {line}, column {column}) is not a tenhou.net/6 log, as the "
        "first is: a list of logs holds one game's hands and nothing else. The file is damaged or is "
        "not a game log.",
    ),
    # n: how many logs the file holds (always two or more), one after another but not each alone
    # on its line; last: the line where the first log that is not so ends (a log written over
    # several lines, or followed on its line), line: the line where the next starts
    "log_json_several": nmsg(
        "error:log_json_several",
        "This file holds {n} tenhou.net/6 log, not each on a line of its own (one ends on line {last}, "
        "the next starts on line {line}): several logs are read as one game only when each is on a "
        "line of its own. Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai "
        "event log.",
        "This file holds {n} tenhou.net/6 logs, not each on a line of its own (one ends on line {last}, "
        "the next starts on line {line}): several logs are read as one game only when each is on a "
        "line of its own. Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai "
        "event log.",
    ),
    # what: the part of the log (a word of _LOG_WORDS, or the file's own name: GO, INIT seed…);
    # value: what the log writes there
    "log_bad_value": msg(
        "error:log_bad_value",
        "The game log has a wrong value ({what}: {value}): the file is damaged or is not a game log.",
    ),
    "log_bad_hand": msg(
        "error:log_bad_hand",
        "Hand {round} of the game log cannot be read: it has a wrong value ({what}: {value}).",
    ),
    # seat, n: the seat's n-th take (a draw or a call)
    "log_bad_take": msg(
        "error:log_bad_take",
        "Hand {round} of the game log cannot be read: {seat}'s take {n} has a wrong value ({what}: {value}).",
    ),
    "log_bad_discard": msg(
        "error:log_bad_discard",
        "Hand {round} of the game log cannot be read: {seat}'s discard {n} has a wrong value ({what}: "
        "{value}).",
    ),
    "log_bad_win": msg(
        "error:log_bad_win",
        "Hand {round} of the game log cannot be read: the win of {seat} has a wrong value ({what}: {value}).",
    ),
    # an mjlog AGARI whose hand (hai) leaves out the tile its machi names, as Tenhou never writes
    # it (a bot's own tooling did); tile: that tile
    "log_win_tile_left_out": msg(
        "error:log_win_tile_left_out",
        "Hand {round} of the game log cannot be read: the hand it writes for the win of {seat} (AGARI "
        "hai) leaves out the winning tile {tile} (machi), which Tenhou's own logs always hold there: "
        "the file was written by another program or edited.",
    ),
    # round, seat, value: the win's value as the log writes it (the Japanese for "mangan 8000 points")
    "log_win_no_yaku": msg(
        "error:log_win_no_yaku",
        "Hand {round} of the game log cannot be read: the win of {seat} lists no yaku, and its value "
        "{value} does not say its han.",
    ),
    # a Tenhou lobby plays renhou (its csrule flag), no flag says its value, and the log lists
    # renhou (人和) in the yaku of this ron before the winner's first discard
    "log_lobby_renhou": msg(
        "error:log_lobby_renhou",
        "Hand {round} of the game log cannot be read: the log scores this ron as renhou, and the "
        "rules of its Tenhou lobby do not say what renhou is worth.",
    ),
    # field: the lobby rule's item (csrule 0); flag: the flag or value set there that no source explains
    "log_lobby_flag": msg(
        "error:log_lobby_flag",
        "The game log's Tenhou lobby rules set something mjgui does not know ({field}: {flag}): the "
        "game is not read rather than read under rules it may not have been played by.",
    ),
    # what: the rule, a word of _LOG_WORDS (no ippatsu, double round wind, other noten payments…):
    # it may change what a win, a draw or a riichi stick pays, so the game, not only its wins
    "log_lobby_rule": msg(
        "error:log_lobby_rule",
        "The game log's Tenhou lobby plays a rule mjgui cannot apply to its game ({what}): the game "
        "is not read rather than scored under other rules.",
    ),
    # payment: what each player who pays a honba pays for it in this lobby (csrule 11, as the
    # log writes it), not whole hundreds: mjgui splits no hundred
    "log_lobby_honba": msg(
        "error:log_lobby_honba",
        "The game log's Tenhou lobby has each payer pay {payment} for a honba, and mjgui plays honba "
        "only in whole hundreds: the game is not read rather than scored under other rules.",
    ),
    # flag: the lobby's three noten payment items as written (csrule 16-18: one, two, three
    # players tenpai), e.g. 1000,2000,
    "log_lobby_noten_3p": msg(
        "error:log_lobby_noten_3p",
        "The game log's Tenhou lobby of three players sets its own noten payments ({flag}), and no "
        "source says what these values mean with three players: the game is not read rather than "
        "scored under other rules.",
    ),
    "log_bad_seat": msg(
        "error:log_bad_seat",
        "Hand {round} of the game log cannot be read: {seat} has a wrong value ({what}: {value}).",
    ),
    "log_not_a_file": msg(
        "error:log_not_a_file", "{path} is not a regular file (a pipe or a device): a game log is a file."
    ),
    "log_unexpected": msg(
        "error:log_unexpected", "The game log cannot be read: {what}. Nothing was changed."
    ),
    # round: the hand as the log names it (E2-0)
    "log_win_cut": msg(
        "error:log_win_cut",
        "Hand {round} of the game log cannot be read: its result writes a win, but the win is cut "
        "short (it does not say who won, from whom and for how much). The file is damaged or was "
        "edited.",
    ),
    # round: a hand; after: the hand before it in the log; changes: each player whose points at
    # the start of round differ from where after left them, and by how much ("Boris −2000, …")
    "log_gap_points": msg(
        "error:log_gap_points",
        "Hand {round} of the game log does not start with the points left by hand {after} "
        "(different by: {changes}): a hand or a win between the two is missing. The file is "
        "damaged or was edited.",
    ),
    # round: a hand; after: the hand before it in the log; changes as for log_gap_points;
    # excess: what the log's change for after gives out beyond what its hand takes in
    "log_gap_change": msg(
        "error:log_gap_change",
        "Hand {round} of the game log does not start with the points the log's change for hand "
        "{after} leaves (different by: {changes}): that change gives out {excess} more than the "
        "players pay and the riichi sticks hold. No hand is missing: the log's change is wrong.",
    ),
    # round: a hand; after: the hand before it in the log
    "log_gap_order": msg(
        "error:log_gap_order",
        "Hand {round} of the game log cannot come right after hand {after}: a hand between the two "
        "is missing. The file is damaged or was edited.",
    ),
    # rounds: the hands that do not follow the hand before them, listed; n: how many, two or
    # more (one: ONE_MESSAGES)
    "log_gap_hands": nmsg(
        "error:log_gap_hands",
        "Hand {rounds} of the log does not follow on from the hand before it, so the game cannot be "
        "saved as a record.",
        "Hands {rounds} of the log do not follow on from the hands before them, so the game cannot "
        "be saved as a record.",
    ),
    # rounds: the hands that cannot be read, listed; n: how many, two or more (one: ONE_MESSAGES)
    "log_unreadable_hands": nmsg(
        "error:log_unreadable_hands",
        "Hand {rounds} of the log cannot be read, so the game cannot be saved as a record.",
        "Hands {rounds} of the log cannot be read, so the game cannot be saved as a record.",
    ),
    # players, rules, rules_players; choices: the presets for as many players as the log's game
    "log_rules_players": msg(
        "error:log_rules_players",
        "This log is a game of {players} players, but the rules {rules} are for {rules_players}: "
        "choose rules for {players} players ({choices}).",
    ),
    "log_no_hands": msg("error:log_no_hands", "The game log holds no hand: nothing to replay."),
    # an mjai event log (mjgui/core/logs/mjai.py). line: the line its event starts on; what: the
    # event or the key of it that is wrong; value: what the log writes there
    "log_mjai_line": msg(
        "error:log_mjai_line",
        "Line {line} of the mjai log has a wrong value ({what}: {value}): the file is damaged or is "
        "not a game log.",
    ),
    # an mjai event log written one JSON list of events a line (mjai.app's batches): a line after
    # such a list that is neither an event nor a list of events. line: that line; value: what
    # it holds
    "log_mjai_batch_line": msg(
        "error:log_mjai_batch_line",
        "Line {line} of the mjai log is neither an event nor a list of events ({value}): the file "
        "is damaged or is not a game log.",
    ),
    # an mjai event log cut before its start_game (the file starts at a later event). line: the
    # first event's line; found: its type as written (start_kyoku, dahai, …)
    "log_mjai_no_start": msg(
        "error:log_mjai_no_start",
        "This is an mjai event log without its start: its first event (line {line}) is {found}, "
        "not start_game, so the players and the rules are not known. The file was cut or copied "
        "from the middle of a game: open the whole log.",
    ),
    # round: the hand (E2-0); line: the event's line
    "log_mjai_hand": msg(
        "error:log_mjai_hand",
        "Hand {round} of the mjai log cannot be read: line {line} has a wrong value ({what}: {value}).",
    ),
    # round, line; seat: the player whose event it is
    "log_mjai_seat": msg(
        "error:log_mjai_seat",
        "Hand {round} of the mjai log cannot be read: {seat}'s event on line {line} has a wrong value "
        "({what}: {value}).",
    ),
    # round; seat: the winner
    "log_mjai_hidden": msg(
        "error:log_mjai_hidden",
        "Hand {round} of the mjai log cannot be rebuilt: the log hides some of the tiles of the winner, "
        '{seat} ("?"), as a log written from one player\'s seat does. Open a log of the game that '
        "shows every player's tiles.",
    ),
    # round; seat: the winner
    # round: the hand the file ends in the middle of (no win or draw, or its last line cut
    # inside its event); line: the file's last line
    "log_mjai_cut": msg(
        "error:log_mjai_cut",
        "Hand {round} of the mjai log cannot be read: the log ends in the middle of it, at line {line}: "
        "the file is cut off.",
    ),
    # round: the mjlog's last hand, whose end writes no owari (the game's final points)
    "log_mjlog_cut_after": msg(
        "error:log_mjlog_cut_after",
        "The mjlog ends after hand {round}, before the game's end (no final points): the file is "
        "cut off. The hands up to it are read; a record of it stops there.",
    ),
    # round: the last hand read, its win or draw whole; line: the file's last line, where it is
    # cut (inside that hand's end_kyoku, the next hand's start_kyoku or the end_game, or at a
    # line break after the hand's end_kyoku: no end_game). Also why no game record is saved
    "log_mjai_cut_after": msg(
        "error:log_mjai_cut_after",
        "The mjai log ends after hand {round}, at line {line}: the file is cut off. The hands up to "
        "it are read; the rest of the game is not in the file, so the game cannot be saved as a "
        "record.",
    ),
    # line: the file's last line, where it is cut after the game's end; last: the end_game's
    # line (a JSON list without its "]", the start of a next game cut, or a gzip file cut only
    # in its checksum: nothing of the text lost)
    "log_mjai_cut_after_end": msg(
        "error:log_mjai_cut_after_end",
        "The mjai log is cut off after the game's end, on line {last}: the game is read whole.",
    ),
    # round: the hand the mjai server stopped the game in (the file's last event its "error",
    # before the hand's win or draw is whole); line: that event's line; said: the server's
    # message, escaped and shortened
    "log_mjai_stopped": msg(
        "error:log_mjai_stopped",
        "Hand {round} of the mjai log cannot be read: the mjai server stopped the game in the middle "
        'of it, at line {line}, saying: "{said}". The file is whole; the game was not played on.',
    ),
    # line: the mjai server's "error" event, the file's last, with no hand before it (a player's
    # answer to start_game broke the protocol); said: its message, escaped and shortened
    "log_mjai_stopped_start": msg(
        "error:log_mjai_stopped_start",
        'The mjai server stopped the game before its first hand, at line {line}, saying: "{said}". '
        "The file is whole; the game was never played, so there is no hand to replay.",
    ),
    # round: the last hand read, its draw (or its end_kyoku) whole; line: the server's "error"
    # event, the file's last; said: its message, escaped and shortened. Also why no game record is
    # saved
    "log_mjai_stopped_after": msg(
        "error:log_mjai_stopped_after",
        'The mjai server stopped the game after hand {round}, at line {line}, saying: "{said}". The '
        "hands up to it are read; the game was not played to its end, so it cannot be saved as a "
        "record.",
    ),
    # line: where a second game's start_game is (a file of two mjai games, one after the other)
    "log_mjai_games": msg(
        "error:log_mjai_games",
        "This file holds more than one mjai game: another starts on line {line}. Several games are "
        "never read as one game: save each game as a file of its own (the second from line {line}) "
        "and open each.",
    ),
    # line: an event after the game's end_game; last: the end_game's line
    "log_mjai_after_end": msg(
        "error:log_mjai_after_end",
        "Line {line} of the mjai log comes after the game's end, on line {last}: an mjai log ends "
        "with its game. The file is damaged or was edited.",
    ),
    "log_mjai_no_change": msg(
        "error:log_mjai_no_change",
        "Hand {round} of the mjai log cannot be read: it does not say how many points the win of {seat} "
        "moved (no deltas, no scores after it or in the next hand).",
    ),
    # a key a log's event must have and does not (the file writes no value there, not even
    # null). what: the key
    "log_missing_key": msg(
        "error:log_missing_key",
        "The game log lacks the key {what}: the file is damaged or is not a game log.",
    ),
    # round: the hand (E2-0, or #3 where its start_kyoku does not say it); line: the event's
    # line; what: the key the event lacks
    "log_mjai_missing": msg(
        "error:log_mjai_missing",
        "Hand {round} of the mjai log cannot be read: the event on line {line} lacks the key {what}.",
    ),
    # round, line, what; seat: the player whose event it is
    "log_mjai_seat_missing": msg(
        "error:log_mjai_seat_missing",
        "Hand {round} of the mjai log cannot be read: {seat}'s event on line {line} lacks the key {what}.",
    ),
    # a start_kyoku without the points (scores) or the riichi sticks (kyotaku), as gimite's mjai
    # writes it, after a hand that cannot be read. round: the hand; line: its start_kyoku's
    # line; what: the key it lacks; after: the hand before it
    "log_mjai_start_unknown": msg(
        "error:log_mjai_start_unknown",
        "Hand {round} of the mjai log cannot be read: its start_kyoku (line {line}) lacks the key "
        "{what}, and it cannot be worked out, because hand {after} before it cannot be read.",
    ),
    # the same, the log's first hand not the game's first (a hand cut from a game)
    "log_mjai_start_cut": msg(
        "error:log_mjai_start_cut",
        "Hand {round} of the mjai log cannot be read: its start_kyoku (line {line}) lacks the key "
        "{what}, and it cannot be worked out, because the log starts with this hand, not with the "
        "game's first (East 1).",
    ),
    # a game record (.mjgame) given where a game log is read (mjgui replay, the log window):
    # line: its rules or players line; program: the program that runs the commands on this system
    # (mjgui, the console launcher mjgui-cli, or its whole path)
    "log_game_record": msg(
        "error:log_game_record",
        "This is a game record (.mjgame), not a game log: line {line} is a record's rules or players "
        "line. {program} replay reads Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log; a "
        "record is replayed by {program} game FILE or opened in the game tracker.",
    ),
    "log_unknown_format": msg(
        "error:log_unknown_format",
        "This is not a game log: expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log "
        "(line {line}, column {column}).",
    ),
    # found: the start of the first hand as the file writes it (quoted, cut short); line, column
    "log_not_tenhou6": msg(
        "error:log_not_tenhou6",
        'This JSON is not a tenhou.net/6 game log: each hand of its "log" should be a list '
        "starting with the round, but the first hand starts with {found} (line {line}, column "
        "{column}). Expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log.",
    ),
    # a game record in Mahjong Soul's own format ({"head": …, "data": …}, records named
    # ".lq.…"), as downloaders save a paipu: mjgui reads it once converted (as the message of a
    # link to a paipu, log:link_mahjongsoul, says); line, column: where its JSON starts
    "log_majsoul_record": msg(
        "error:log_majsoul_record",
        "This is a Mahjong Soul game record (paipu) in Mahjong Soul's own format (line {line}, column "
        "{column}), which mjgui does not read: mjgui reads tenhou.net/6 JSON, Tenhou's mjlog XML and "
        "mjai event logs. Convert the game to tenhou.net/6 JSON (a paipu converter exports it), save "
        "that and open it.",
    ),
    # a capture of the messages the Mahjong Soul client is sent during a game (a list of
    # {"name": "ActionNewRound", "data": …}, ".lq.ActionPrototype" messages), as browser
    # extensions and proxy tools dump them: one player's view of the game, no log; the game's
    # record (paipu) converted is one. line, column: where its JSON starts
    "log_majsoul_capture": msg(
        "error:log_majsoul_capture",
        "This is a capture of the Mahjong Soul client's messages (ActionNewRound…; line {line}, column "
        "{column}): one player's view of a game, not a game log. mjgui reads tenhou.net/6 JSON, mjlog XML "
        "and mjai event logs: convert the game's record (paipu) to tenhou.net/6 JSON with a paipu "
        "converter and open that.",
    ),
    # found: the start of the first hand as the file writes it (compact, cut short); line, column
    "log_not_tenhou6_hand": msg(
        "error:log_not_tenhou6_hand",
        'This JSON is not a tenhou.net/6 game log: a hand of its "log" is a list of 17 parts, the round '
        "[kyoku, honba, sticks] first, the tiles as numbers (11 to 53); its first hand is {found} (line "
        "{line}, column {column}). Expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log.",
    ),
    "log_unreadable": msg("error:log_unreadable", "{path} cannot be read: {reason}."),
    "log_not_text": msg(
        "error:log_not_text",
        "The game log is not UTF-8 text (line {line}, column {column}). Download the log again, "
        "or, if it was edited, save it as UTF-8 in a text editor.",
    ),
    # a log whose bytes end in zeros, nothing else after them (the words of a record so,
    # storage:zero_filled); line: where the zeros start
    "log_zero_filled": msg(
        "error:log_zero_filled",
        "The game log ends in zero bytes from line {line} on: perhaps it is still being copied (a "
        "copy may fill the file with zeros first). Try again when the copy is done; if it stays so, "
        "the file is damaged.",
    ),
    # the words of a game record saved so (storage:utf16)
    "log_utf16": msg(
        "error:log_utf16",
        'The game log looks like UTF-16 text (what Notepad calls "Unicode"); mjgui reads UTF-8. Save '
        "it again as UTF-8 in a text editor.",
    ),
    # found: the XML's root element as the file names it
    "log_not_mjlog": msg(
        "error:log_not_mjlog",
        "This XML is not a Tenhou mjlog: its root element is <{found}>, an mjlog's is <mjloggm>. "
        "Expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log.",
    ),
    "log_web_page": msg(
        "error:log_web_page",
        "This file is a web page (HTML), not a game log: a page of tenhou.net/6 or of a replay viewer "
        "shows the game but does not hold its log. Download the log file itself (Tenhou's mjlog, "
        "the tenhou.net/6 JSON or an mjai event log) and open that.",
    ),
    "notation_too_long": msg(
        "error:notation_too_long",
        "The tiles are written in {length} characters, but at most {limit} are read: a hand with its "
        "melds takes far fewer. Check what was pasted.",
    ),
    "bad_encoding": msg(
        "error:bad_encoding",
        "This input is not UTF-8 text: byte {pos} cannot be read. Save or type it as UTF-8.",
    ),
    "cr_line_ends": msg(
        "error:cr_line_ends",
        "This line holds carriage returns (CR) with no line feed after them: the input's lines end "
        "the old Mac way, so they came as one line. --batch reads a line up to each line feed (LF or "
        "CRLF): save the input with such line endings.",
    ),
    # a --batch line holding a zero byte (NUL); pos: the character's 1-based place in the line
    "nul_byte": msg(
        "error:nul_byte",
        "This line holds a zero byte (NUL) at character {pos}: it is binary data, not score words "
        "(a file still being copied may hold zeros where its text will be). Give the hands as text.",
    ),
    # score --batch < FILE over the limit, told by the file's size before a byte is read
    "batch_too_large": msg(
        "error:batch_too_large",
        "Standard input is a file of {size} bytes; score --batch reads at most {limit} bytes. This is "
        "not a batch of score lines: split it, or check which file was given.",
    ),
    # score --batch from a pipe or a device (no size to check) past the limit, counted as it is read;
    # line: the 1-based line the limit cut (the batch's last answer)
    "batch_input_too_large": msg(
        "error:batch_input_too_large",
        "Standard input goes on past {limit} bytes, the most score --batch reads; the limit was "
        "passed in line {line}. This is not a batch of score lines: split it, or check what was "
        "given as input.",
    ),
    "line_too_long": msg(
        "error:line_too_long",
        "This line has {length} characters, but a score line holds at most {limit}: a hand with all "
        "its options is much shorter. Check that each hand is on a line of its own.",
    ),
}


# ---------------------------------------------------------------------------------------------
# Notes: a gentle word on a hand scored as entered (never a refusal)
# ---------------------------------------------------------------------------------------------

NOTES: dict[str, Msg] = {
    # ura, dora
    "more_ura_than_dora": msg(
        "note:more_ura_than_dora",
        "More ura dora indicators ({ura}) than dora indicators ({dora}) were entered. That is fine "
        "when only the indicators that count were entered; otherwise check that no dora indicator "
        "is missing. The hand is scored as entered.",
    ),
}


# ---------------------------------------------------------------------------------------------
# The system's reasons (a file that cannot be read or written)
# ---------------------------------------------------------------------------------------------

#: Why the system refused to read or write a file, by the ``errno`` name, in the words of the
#: C library's English and Russian texts: the same words on every system, in the player's
#: language (a reason not listed keeps the system's own text). :class:`~mjgui.core.errors.OSReason`
#: words itself with them.
OS_REASONS: dict[str, Msg] = {
    "ENOENT": msg("os:ENOENT", "No such file or directory"),
    "EACCES": msg("os:EACCES", "Permission denied"),
    "EPERM": msg("os:EPERM", "Operation not permitted"),
    "EISDIR": msg("os:EISDIR", "Is a directory"),
    "ENOTDIR": msg("os:ENOTDIR", "Not a directory"),
    "ENOSPC": msg("os:ENOSPC", "No space left on device"),
    "EDQUOT": msg("os:EDQUOT", "Disk quota exceeded"),
    "EROFS": msg("os:EROFS", "Read-only file system"),
    "EIO": msg("os:EIO", "Input/output error"),
    "ENAMETOOLONG": msg("os:ENAMETOOLONG", "File name too long"),
    "ELOOP": msg("os:ELOOP", "Too many levels of symbolic links"),
    "EEXIST": msg("os:EEXIST", "File exists"),
    "EBUSY": msg("os:EBUSY", "Device or resource busy"),
    "EMFILE": msg("os:EMFILE", "Too many open files"),
    "ENFILE": msg("os:ENFILE", "Too many open files in system"),
    "EFBIG": msg("os:EFBIG", "File too large"),
    "EBADF": msg("os:EBADF", "Bad file descriptor (the stream is closed)"),
    "EPIPE": msg("os:EPIPE", "Broken pipe"),
}


def os_reason_text(name: str, lang: str = "en") -> str | None:
    """The catalogue's words for the system's error ``name`` (``ENOENT``...) in ``lang``, or
    None for an error it does not word."""
    found = OS_REASONS.get(name)
    return None if found is None else translate(found, normalize_lang(lang))


# ---------------------------------------------------------------------------------------------
# Misc phrases
# ---------------------------------------------------------------------------------------------

#: The units a value is written in ("30 fu"; a field of the replay's comparison).
HAN_WORD = TERMS["han_in_sentence"]
FU_WORD = TERMS["fu_in_sentence"]

#: Several yakuman in one hand, past the triple (which has a name of its own).
YAKUMAN_MULTIPLE = msg("limit:yakuman_multiple", "{n}× yakuman")


# Free-text parameter values the core passes, translated when known (Russian, English).
_VALUE_WORDS: dict[str, Msg] = {
    # notation_char "expected"
    "one tile such as 5m": msg("word:one tile such as 5m", "one tile such as 5m"),
    "a digit before the suit letter": msg(
        "word:a digit before the suit letter", "a digit before the suit letter"
    ),
    "a digit 0-9 or a suit letter m, p, s, z": msg(
        "word:a digit 0-9 or a suit letter m, p, s, z", "a digit 0-9 or a suit letter m, p, s, z"
    ),
    # bad_meld "kind"
    "chi": TERMS["chi_in_sentence"],
    "pon": TERMS["pon_in_sentence"],
    "kan": TERMS["kan_in_sentence"],
    "ankan": TERMS["closed_kan_in_sentence"],
    # names of counts and options
    "sticks": TERMS["riichi_sticks"],
    "honba": TERMS["honba"],
    "paid-honba": msg("word:paid-honba", "paid honba"),
    "renchan": TERMS["renchan"],
    "nuki": msg("word:nuki", "nuki"),
    "aka": msg("word:aka", "aka"),
}

# What a game log's error names (its ``what``), in the reader's words: the parts of a hand and
# of a tenhou.net/6 log that have no name in the file. The file's own names (``INIT seed``,
# ``AGARI ba``, ``sc``, ``GO``) are shown as the file writes them.
_LOG_WORDS: dict[str, Msg] = {
    "tile": msg("logword:tile", "tile"),
    "tile not in the hand": msg("logword:tile not in the hand", "tile not in the hand"),
    "tile not in the three-player set": msg(
        "logword:tile not in the three-player set", "tile not in the three-player set"
    ),
    # a tile dealt, drawn or shown as a dora indicator when four of its kind already were
    "fifth copy": msg("logword:fifth copy", "a fifth copy of a tile"),
    "meld": msg("logword:meld", "meld"),
    "call": msg("logword:call", "call"),
    "kan": TERMS["kan_in_sentence"],
    "added kan without a pon": msg("logword:added kan without a pon", "added kan without a pon"),
    "nuki": msg("logword:nuki", "nuki"),
    "take": msg("logword:take", "take"),
    "discard": msg("logword:discard", "discard"),
    "takes": msg("logword:takes", "takes"),
    "discards": msg("logword:discards", "discards"),
    "dealt tiles": msg("logword:dealt tiles", "dealt tiles"),
    "fourth seat": msg("logword:fourth seat", "fourth seat"),
    "hand": msg("logword:hand", "hand"),
    "round": msg("logword:round", "round"),
    "honba": TERMS["honba"],
    "riichi sticks": TERMS["riichi_sticks"],
    "points": msg("logword:points", "points"),
    "dora": msg("logword:dora", "dora indicators"),
    "ura dora": msg("logword:ura dora", "ura dora indicators"),
    "result": msg("logword:result", "result"),
    "agari": msg("logword:agari", "agari"),
    "score": msg("logword:score", "score"),
    "yaku": TERMS["yaku_in_sentence"],
    "winner": msg("logword:winner", "winner"),
    "no ippatsu": msg("logword:no ippatsu", "no ippatsu"),
    "double round wind": msg("logword:double round wind", "a round wind for East and West, South and North"),
    "tsumo split between two": msg(
        "logword:tsumo split between two", "a three-player tsumo paid in equal halves"
    ),
    "riichi stick": msg("logword:riichi stick", "another riichi stick value"),
    "noten payments": msg("logword:noten payments", "other noten payments"),
    "from": msg("logword:from", "from"),
    "pao": msg("logword:pao", "pao"),
    "ron": TERMS["ron_in_sentence"],
    "name": msg("logword:name", "name"),
}
# The values a reader writes itself (not read from the file), by the ``what`` they go with.
_LOG_VALUES: dict[tuple[str, str], Msg] = {
    ("ron", "no discard"): msg("logword:no discard", "no discard"),
}
#: a three-player log's seat 3 (mjgui.core.logs.model.FOURTH_SEAT), whatever names it: a
#: tenhou.net/6 win's winner, from or pao, an mjlog's AGARI who or fromWho, an mjai actor or target
_FOURTH_SEAT = "3 (the empty fourth seat)"
_FOURTH_SEAT_VALUE = msg("logword:fourth seat value", "3, the empty fourth seat of a three-player game")
# ``notation_char`` of a bracket: tiles read as a tile list (a score's HAND, an option's value, a
# record's hand line), where melds are options of their own; the calculator's notation field
# (the window's --notation) reads brackets itself and never says this (char, pos)
NOTATION_BRACKET = msg(
    "error:notation_bracket",
    'Unexpected "{char}" at position {pos}: brackets mark melds only in the calculator\'s notation '
    "field (the window's --notation); here each meld is an option of its own: --chi 789m, "
    "--pon 777z, --kan 5555m, --ankan 0555p.",
)
_BRACKETS = frozenset("()[]（）［］")
# An error of a count ``n`` said of exactly one in a sentence of its own: its plural forms are
# for two or more (a Russian form for 1 is also the one for 21: «первая —» and «Раздачи» there)
ONE_MESSAGES: dict[str, Msg] = {
    "own_hands_refused": msg(
        "error:own_hand_refused",
        "One hand line of this record was left out, as the game refuses it. It is {first}.",
    ),
    "log_gap_hands": msg(
        "error:log_gap_hand",
        "Hand {rounds} of the log does not follow on from the hand before it, so the game cannot be "
        "saved as a record.",
    ),
    "log_unreadable_hands": msg(
        "error:log_unreadable_hand",
        "Hand {rounds} of the log cannot be read, so the game cannot be saved as a record.",
    ),
}
# What a reader finds wrong with a whole hand (``log_bad_hand`` of ``what`` ``hand`` and these
# values), said as a sentence of its own: the hand's round.
_HAND_PROBLEMS: dict[tuple[object, object], Msg] = {
    ("hand", "no end"): msg(
        "error:log_hand_no_end",
        "Hand {round} of the game log cannot be read: it has no end (no win or draw is written before "
        "the next hand or the end of the file). The file is damaged or was edited.",
    ),
    ("hand", "too short"): msg(
        "error:log_hand_too_short",
        "Hand {round} of the game log cannot be read: it is cut short (a tenhou.net/6 hand has 17 "
        "parts). The file is damaged or was edited.",
    ),
    ("hand", "endless"): msg(
        "error:log_hand_endless",
        "Hand {round} of the game log cannot be read: it has more draws and discards than any real hand.",
    ),
}

# Suit letters as words: English, Russian genitive plural ("пятёрки пинов").
_SUITS: dict[str, Msg] = {
    "m": msg("suit:m", "man"),
    "p": msg("suit:p", "pin"),
    "s": msg("suit:s", "sou"),
}


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
    return translate(info.name, lang)


def fu_text(reason: str, lang: str = "en", **params: object) -> str:
    """One line of the fu breakdown, e.g. ``closed triplet of terminals or honors 999p: 8 fu``."""
    texts = FU_REASONS.get(reason)
    if texts is None:
        return unknown(reason, params)
    text = fill(translate(texts, lang), params)
    # An empty ``tiles`` must not leave a double space or a space before the colon.
    text = re.sub(r"\s{2,}", " ", text)
    return re.sub(r"\s+(?=[:,])", "", text).strip()  # no group to put back: no template to read


# Codes that say a file's size and the limit (grouped digits).
_SIZE_CODES = frozenset(
    {"log_too_large", "log_file_too_large", "log_input_too_large", "log_inflated_too_large"}
    | {"batch_too_large", "batch_input_too_large"}  # score --batch's standard input
)

# Codes of a text too long: its length and the most read, counts of characters grouped as every
# count is (12 345) whatever the number.
_LENGTH_CODES = frozenset({"line_too_long", "hand_too_long", "notation_too_long"})

# Codes of a payment option that would split into parts of a hundred: their valid values.
_SPLIT_CODES = frozenset({"bad_option_honba_split", "bad_option_noten_split"})

# Codes whose ``name`` is a count the player sees (not a preset or option identifier).
_NAMED_VALUE_CODES = frozenset({"negative_count", "bad_number"})


def _localize_params(
    code: str, lang: Lang, params: dict[str, object], worded: set[str] | None = None
) -> dict[str, object]:
    """The parameters as a message in ``lang`` shows them; ``worded`` gets the names of those
    given words of the catalogue (a yaku's name, a count's name, an error said inside this one):
    the others are shown as given (a path, a player's name, a tile)."""
    out = dict(params)
    worded = set() if worded is None else worded
    for name, value in params.items():  # an error said inside this one: in the same language
        render = getattr(value, "message", None)
        if callable(render):
            out[name] = inner_sentence(str(render(lang)), lang).rstrip(".")
            worded.add(name)
    suit = out.get("suit")
    if isinstance(suit, str) and suit.lower() in _SUITS:
        out["suit"] = translate(_SUITS[suit.lower()], lang)
        worded.add("suit")
    keys = ("expected", "kind", "name") if code in _NAMED_VALUE_CODES else ("expected", "kind")
    for key in keys:
        value = out.get(key)
        if isinstance(value, str) and value in _VALUE_WORDS:
            out[key] = translate(_VALUE_WORDS[value], lang)
            worded.add(key)
    if code.startswith("log_"):  # a game log's words (_LOG_WORDS), its hands as the windows name them
        hand, hands = out.get("round"), out.get("rounds")
        if isinstance(hand, str):
            out["round"] = round_letters(hand, lang)
        if isinstance(hands, tuple):  # the hands' labels, listed
            out["rounds"] = ", ".join(round_letters(str(label), lang) for label in hands)
        choices = out.get("choices")
        if isinstance(choices, tuple):  # the presets to choose from: "tenhou, ema or wrc"
            out["choices"] = or_list([str(c) for c in choices], lang)
        after = out.get("after")
        if isinstance(after, str):  # the hand before another (log_gap_*)
            out["after"] = round_letters(after, lang)
        changes = out.get("changes")
        if isinstance(changes, tuple):  # (player, points) pairs: "Boris −2000, Dasha +2000"
            out["changes"] = ", ".join(
                f"{name} {number(points, lang, sign=True)}" for name, points in changes
            )
        what, value = out.get("what"), out.get("value")
        if isinstance(what, str) and isinstance(value, str) and (what, value) in _LOG_VALUES:
            out["value"] = translate(_LOG_VALUES[what, value], lang)
            worded.add("value")
        elif value == _FOURTH_SEAT:
            out["value"] = translate(_FOURTH_SEAT_VALUE, lang)
            worded.add("value")
        if isinstance(what, str) and what in _LOG_WORDS:
            out["what"] = translate(_LOG_WORDS[what], lang)
            worded.add("what")
    wind = out.get("wind")
    if isinstance(wind, int) and not isinstance(wind, bool):  # a seat (a letter stays as typed)
        out["wind"] = wind_word(wind, lang)
        worded.add("wind")
    if code in _SIZE_CODES:  # 12 582 922: grouped as every count of points is
        for key in ("size", "limit"):
            value = out.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out[key] = number(value, lang)
    if code in _LENGTH_CODES:  # 12 345 characters: grouped as every count is
        for key in ("length", "max", "limit"):
            value = out.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out[key] = number(value, lang)
    payment = out.get("payment")
    if code == "log_lobby_honba" and isinstance(payment, int) and not isinstance(payment, bool):
        out["payment"] = number(payment, lang)  # 999 999, grouped as every count of points
    if code in _SPLIT_CODES:  # the values an option may take instead, as every count of points
        for key in ("step", "lower", "higher"):
            value = out.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out[key] = number(value, lang)
    total = out.get("total")
    if code == "uma_sum" and isinstance(total, int):
        out["total"] = number(total, lang)  # −5 (U+2212)
    uma = out.get("uma")
    if code == "uma_order" and isinstance(uma, tuple):
        out["uma"] = " / ".join(number(v, lang) for v in uma)  # 5 / 15 / −5 / −15
    if code == "return_below_start":  # 35 000: points, grouped
        for key in ("value", "start"):
            value = out.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out[key] = number(value, lang)
    known = out.get("known")
    if code == "pao_without_yakuman" and isinstance(known, tuple):  # the pao yakuman, named
        out["known"] = or_list([small_first(yaku_name(str(y), lang)) for y in known], lang)
    for key in ("a", "b", "flag"):  # yaku ids
        value = out.get(key)
        if isinstance(value, str) and value in YAKU:
            out[key] = yaku_name(value, lang)
            worded.add(key)
    return out


#: a message's first parameter, when it begins with one
_LEADING_PARAM = re.compile(r"\{(\w+)\}")


def error_message(code: str, lang: str = "en", **params: object) -> str:
    """The sentence for an error or not-a-win code; an unknown code comes back with its params.
    Its first letter is made a capital, unless the message begins with a parameter shown as it
    was given (a file's name, a player's, a tile): ``fifo is not a regular file``, never ``Fifo``;
    a parameter the catalogue words (a yaku's name, a count's: ``Honba cannot be negative``) is
    the first word of a sentence of ours, and takes the capital."""
    texts = ERRORS.get(code)
    if code == "log_bad_hand":  # a whole hand's problem the reader found: a sentence of its own
        texts = _HAND_PROBLEMS.get((params.get("what"), params.get("value")), texts)
    if code == "notation_char" and params.get("char") in _BRACKETS:  # a meld written in HAND
        texts = NOTATION_BRACKET
    if params.get("n") == 1:  # exactly one: said plainly where it has a sentence of its own
        texts = ONE_MESSAGES.get(code, texts)
    if texts is None:
        return unknown(code, params)
    norm = normalize_lang(lang)
    count = params.get("n")  # the plural form for a count, where the message has one
    template = translate(texts, norm, count if isinstance(count, int) else None)
    worded: set[str] = set()
    text = fill(template, _localize_params(code, norm, params, worded))
    lead = _LEADING_PARAM.match(template)
    if lead is not None and lead[1] not in worded:  # a path, a name, a tile: as it was given
        return text
    return text[:1].upper() + text[1:] if text[:1].isalpha() else text


def note_message(code: str, lang: str = "en", **params: object) -> str:
    """The sentence for a note on a hand; an unknown code comes back with its params."""
    texts = NOTES.get(code)
    if texts is None:
        return unknown(code, params)
    return fill(translate(texts, normalize_lang(lang)), params)


def yakuman_name(n: object, lang: str = "en") -> str:
    """``n`` yakuman in one hand: "Yakuman", "Double yakuman", "Triple yakuman", "4× yakuman"."""
    norm = normalize_lang(lang)
    try:
        count = int(str(n))
    except ValueError:
        return say(YAKUMAN_MULTIPLE, norm, n=n)
    if count <= 1:
        return translate(LIMITS["yakuman"], norm)
    if count == 2:
        return translate(LIMITS["double_yakuman"], norm)
    if count == 3:
        return translate(LIMITS["triple_yakuman"], norm)
    return say(YAKUMAN_MULTIPLE, norm, n=count)


PRESET_NAMES: dict[str, Msg] = {
    "seed": msg("preset:seed", "Club rules"),
    "ema": msg("preset:ema", "EMA 2016"),
    "wrc": msg("preset:wrc", "WRC"),
    "tenhou": msg("preset:tenhou", "Tenhou"),
    "mahjongsoul": msg("preset:mahjongsoul", "Mahjong Soul"),
    "mleague": msg("preset:mleague", "M-League"),
    "tenhou-sanma": msg("preset:tenhou-sanma", "Tenhou, three players"),
    "mahjongsoul-sanma": msg("preset:mahjongsoul-sanma", "Mahjong Soul, three players"),
}


#: The presets' names inside a sentence ("Rules: club rules", "Правила: клубные правила"), where
#: they differ from a name standing alone: the others are proper names, written alike.
PRESET_NAMES_IN_TEXT: dict[str, Msg] = {
    "seed": msg("preset_in_text:seed", "club rules"),
}


def preset_name(name: str, lang: str = "en", *, in_text: bool = False) -> str:
    """A rules preset as players name it: ``seed`` -> "Club rules" / "Клубные правила"; with
    ``in_text``, as it is written inside a sentence: "club rules" / "клубные правила"."""
    texts = (PRESET_NAMES_IN_TEXT.get(name) if in_text else None) or PRESET_NAMES.get(name)
    return translate(texts, lang) if texts else name


def limit_name(limit: str, lang: str = "en") -> str:
    """``"mangan"`` -> ``"Mangan"`` / ``"Манган"``; also ``"quadruple_yakuman"``, ``"yakuman_x5"``."""
    norm = normalize_lang(lang)
    texts = LIMITS.get(limit)
    if texts is not None:
        return translate(texts, norm)
    key = limit.strip().lower().replace("-", "_").replace(" ", "_")
    if key in LIMITS:
        return translate(LIMITS[key], norm)
    word = re.fullmatch(r"([a-z]+)_yakuman", key)
    if word and word.group(1) in _YAKUMAN_WORDS:
        return yakuman_name(_YAKUMAN_WORDS[word.group(1)], norm)
    number = re.fullmatch(r"(?:(\d+)x?_?yakuman|yakuman_?x?(\d+))", key)
    if number:
        return yakuman_name(number.group(1) or number.group(2), norm)
    return limit


def wait_name(wait: str, lang: str = "en") -> str:
    """The name of a wait shape; unknown -> the id."""
    texts = WAITS.get(wait)
    return translate(texts, lang) if texts is not None else wait


def wind_name(wind: int, lang: str = "en") -> str:
    """0..3 -> East South West North / Восток Юг Запад Север; anything else -> ``str(wind)``."""
    if isinstance(wind, int) and not isinstance(wind, bool) and 0 <= wind < len(WINDS):
        return translate(WINDS[wind], lang)
    return str(wind)


WIND_LETTERS: tuple[Msg, ...] = (
    msg("tracker:wind_letter_e", "E"),
    msg("tracker:wind_letter_s", "S"),
    # Russian «Зап», not «З»: a lone З before a hand's number reads as the digit 3 (З1-8, 31-8)
    msg("tracker:wind_letter_w", "W"),
    msg("tracker:wind_letter_n", "N"),
)


def wind_letter(wind: int, lang: str = "en") -> str:
    """0..3 -> ``E S W N`` / ``В Ю Зап С``: the letter of a round label or a seat (Russian
    West three letters: «З1» would read as 31)."""
    if isinstance(wind, int) and not isinstance(wind, bool) and 0 <= wind < len(WIND_LETTERS):
        return translate(WIND_LETTERS[wind], lang)
    return str(wind)


def round_letters(label: str, lang: str = "en") -> str:
    """A round label ``E1-0``/``S4`` (or a seat letter ``W``) in the language's letters: Russian
    ``В1-0``/``Ю4``, as the windows write it; anything else comes back unchanged."""
    index = "ESWN".find(label[:1]) if label else -1
    return wind_letter(index, lang) + label[1:] if index >= 0 else label


def wind_word(wind: int, lang: str = "en") -> str:
    """A wind inside a sentence: ``East`` in English, ``восток`` in Russian."""
    if isinstance(wind, int) and not isinstance(wind, bool) and 0 <= wind < len(WINDS_IN_SENTENCE):
        return translate(WINDS_IN_SENTENCE[wind], lang)
    return str(wind)


#: The last two items of a list of choices: "daisangen, daisuushii or suukantsu".
OR_LIST = msg("list:or", "{rest} or {last}")
AND_LIST = msg("list:and", "{rest} and {last}")


def or_list(items: Sequence[str], lang: str = "en") -> str:
    """Choices listed in a sentence: ``a``, ``a or b``, ``a, b or c`` (Russian «a, b или c»)."""
    if len(items) < 2:
        return "".join(items)
    return say(OR_LIST, lang, rest=", ".join(items[:-1]), last=items[-1])


def and_list(items: Sequence[str], lang: str = "en") -> str:
    """Things listed in a sentence: ``a``, ``a and b``, ``a, b and c`` (Russian «a, b и c»)."""
    if len(items) < 2:
        return "".join(items)
    return say(AND_LIST, lang, rest=", ".join(items[:-1]), last=items[-1])


def small_first(text: str) -> str:
    """A name put inside a sentence: ``Haneman`` -> ``haneman`` (but keep all-caps words such as
    ``EMA``)."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


def inner_sentence(text: str, lang: str = "en") -> str:
    """A sentence put inside another after a colon ("the hand cannot be read: ..."): its first
    letter small, as :func:`small_first` does, unless it begins with a wind's name, which keeps its
    capital as a tile's name ("North appears 5 times")."""
    first = re.match(r"\w+", text)
    if first is not None and first.group() in {translate(w, lang) for w in WINDS}:
        return text
    return small_first(text)


def big_first(text: str) -> str:
    """A sentence that may begin with a name put in by :func:`small_first`."""
    return text[:1].upper() + text[1:]

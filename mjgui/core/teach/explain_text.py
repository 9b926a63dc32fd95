"""The sentences of teaching mode (near misses, suggestions, readings, arithmetic, quiz, presets).

Kept apart from :mod:`mjgui.core.text` so the teaching vocabulary can grow without touching the
scoring texts; names of yaku, limits and waits still come from there, so both speak alike.

Every table maps a stable code to ``(English, Russian)`` templates with named ``{params}``.
:func:`render` formats one of them; a parameter the caller did not pass stays as ``{name}``, so
formatting never raises. Some parameter names are localized on the way in:

* ``yaku`` (a yaku id) -> its name with a small first letter (``pinfu``, ``пинфу``);
  ``yakus`` (a tuple of ids) -> the names joined by commas;
* ``wait`` (a wait id) -> the short wait name (``penchan``, ``пентян``);
* ``limit`` -> :func:`mjgui.core.text.limit_name`;
* ``meld_kind`` (chi/pon/kan/ankan) and ``what`` (a kind of valued pair) -> words;
* any other tuple -> its items joined by commas.

Russian follows the usage of the Russian riichi community: риичи, цумо, рон, хан, фу, хонба,
пинфу, таняо, иццу, саншоку; хан, фу and хонба do not decline, and numbers are put after a
colon where a Russian noun would have to agree with them.
"""

from __future__ import annotations

import string
from collections.abc import Mapping

from mjgui.core import text
from mjgui.core.text import limit_name, normalize_lang, yaku_name

Texts = tuple[str, str]

# ---------------------------------------------------------------------------------------------
# Words used inside sentences
# ---------------------------------------------------------------------------------------------

#: Yaku names inside a sentence, where the display name would not fit ("Yakuhai: haku").
SHORT_YAKU: dict[str, Texts] = {
    "haku": ("yakuhai", "якухай"),
    "hatsu": ("yakuhai", "якухай"),
    "chun": ("yakuhai", "якухай"),
    "seat_wind": ("yakuhai", "якухай"),
    "round_wind": ("yakuhai", "якухай"),
    "sanshoku": ("sanshoku", "саншоку"),
}

#: Short wait names inside a sentence.
WAIT_WORDS: dict[str, Texts] = {
    "ryanmen": ("ryanmen", "рянмен"),
    "kanchan": ("kanchan", "кантян"),
    "penchan": ("penchan", "пентян"),
    "tanki": ("tanki", "танки"),
    "shanpon": ("shanpon", "сянпон"),
    "kokushi": ("kokushi", "кокуси"),
    "kokushi_13": ("13-sided kokushi", "13-стороннее кокуси"),
}

MELD_WORDS: dict[str, Texts] = {
    "chi": ("chi", "чи"),
    "pon": ("pon", "пон"),
    "kan": ("kan", "кан"),
    "ankan": ("closed kan", "закрытый кан"),
}

#: Kinds of a pair that gives fu (``what`` parameter).
PAIR_WORDS: dict[str, Texts] = {
    "dragon": ("dragon", "дракон"),
    "seat_wind": ("seat wind", "ветер места"),
    "round_wind": ("round wind", "ветер раунда"),
    "double_wind": ("double wind", "двойной ветер"),
}

#: Short labels of fu items for the one-line sum ``20 (base) + 10 (closed ron)``.
FU_SHORT: dict[str, Texts] = {
    "base": ("base", "база"),
    "menzen_ron": ("closed ron", "закрытый рон"),
    "tsumo": ("tsumo", "цумо"),
    "pinfu_tsumo": ("pinfu tsumo", "пинфу цумо"),
    "open_pinfu": ("open hand, 30 minimum", "открытая рука, минимум 30"),
    "chiitoitsu": ("chiitoitsu", "читойцу"),
    "chiitoitsu_kansai": ("chiitoitsu", "читойцу"),
    "open_triplet_simple": ("open triplet {tiles}", "открытый пон {tiles}"),
    "open_triplet_terminal": ("open triplet {tiles}", "открытый пон {tiles}"),
    "closed_triplet_simple": ("closed triplet {tiles}", "закрытый пон {tiles}"),
    "closed_triplet_terminal": ("closed triplet {tiles}", "закрытый пон {tiles}"),
    "ron_triplet_simple": ("triplet {tiles} by ron", "пон {tiles} по рон"),
    "ron_triplet_terminal": ("triplet {tiles} by ron", "пон {tiles} по рон"),
    "open_kan_simple": ("open kan {tiles}", "открытый кан {tiles}"),
    "open_kan_terminal": ("open kan {tiles}", "открытый кан {tiles}"),
    "closed_kan_simple": ("closed kan {tiles}", "закрытый кан {tiles}"),
    "closed_kan_terminal": ("closed kan {tiles}", "закрытый кан {tiles}"),
    "pair_dragon": ("pair {tiles}", "пара {tiles}"),
    "pair_seat_wind": ("pair {tiles}", "пара {tiles}"),
    "pair_round_wind": ("pair {tiles}", "пара {tiles}"),
    "pair_double_wind": ("pair {tiles}", "пара {tiles}"),
    "wait_kanchan": ("kanchan", "кантян"),
    "wait_penchan": ("penchan", "пентян"),
    "wait_tanki": ("tanki", "танки"),
}

PRESET_NAMES: dict[str, Texts] = text.PRESET_NAMES  # one table of preset names, in mjgui.core.text

# ---------------------------------------------------------------------------------------------
# Near misses: "no {yaku}: {body}"
# ---------------------------------------------------------------------------------------------

NEAR_MISS: Texts = ("no {yaku}: {body}", "нет {yaku}: {body}")

NEAR_BODY: dict[str, Texts] = {
    # meld_kind, meld
    "pinfu_open": (
        "the hand is open ({meld_kind} {meld}); pinfu is closed only",
        "рука открыта ({meld_kind} {meld}); пинфу бывает только в закрытой руке",
    ),
    # tiles
    "pinfu_triplet": (
        "{tiles} is a triplet; pinfu needs four sequences",
        "{tiles} — пон, а для пинфу нужны четыре последовательности",
    ),
    # tiles, what
    "pinfu_pair": (
        "the pair {tiles} is a {what} and gives fu",
        "пара {tiles} — {what}, она даёт фу",
    ),
    # shape, tile, wait
    "pinfu_wait": ("{shape} waits on {tile} only ({wait})", "{shape} ждёт только {tile} ({wait})"),
    # tile, wait
    "pinfu_tanki": (
        "won on a pair wait on {tile} ({wait}), not a two-sided one",
        "выигрыш на ожидании пары {tile} ({wait}), а не на двустороннем",
    ),
    # tile
    "tanyao_pair": ("{tile} in the pair", "{tile} в паре"),
    # tile, group
    "tanyao_group": ("{tile} in {group}", "{tile} в {group}"),
    "tanyao_kuitan": (
        "the hand is open and these rules have no open tanyao (kuitan)",
        "рука открыта, а в этих правилах нет открытого таняо (куитан)",
    ),
    # groups
    "tanyao_many": ("terminals or honors in {groups}", "терминалы или достоинства в {groups}"),
    # tiles
    "ittsu_missing": ("{tiles} missing", "не хватает {tiles}"),
    "sanshoku_missing": ("{tiles} missing", "не хватает {tiles}"),
    "sanshoku_doukou_missing": ("a triplet of {tiles} missing", "не хватает пона {tiles}"),
    # tiles, suit
    "flush_offsuit": ("off-suit tiles {tiles}", "тайлы другой масти: {tiles}"),
    # tiles
    "chinitsu_honors": ("honor tiles {tiles}", "тайлы достоинств: {tiles}"),
    # tiles
    "toitoi_sequence": ("{tiles} is a sequence", "{tiles} — последовательность"),
    "iipeikou_open": (
        "{tiles} twice, but the hand is open; iipeikou is closed only",
        "{tiles} дважды, но рука открыта; иипейко бывает только в закрытой руке",
    ),
    # a, b
    "iipeikou_shift": ("{a} and {b} are one tile apart", "{a} и {b} отличаются на один тайл"),
    # tiles
    "chanta_group": ("{tiles} has no terminal or honor", "в {tiles} нет ни терминала, ни достоинства"),
    "junchan_honor": ("{tiles} are honors", "{tiles} — достоинства"),
    "sanankou_ron": (
        "{tiles} was completed by ron, so it counts as open",
        "{tiles} собран по рон и считается открытым",
    ),
    "sanankou_called": ("{tiles} was called, so it is open", "{tiles} объявлен и потому открыт"),
    # tiles, han
    "yakuhai_pair": (
        "{tiles} is only a pair; a triplet would give {han} han",
        "{tiles} — только пара; пон дал бы {han} хан",
    ),
    # meld_kind, meld
    "menzen_tsumo_open": (
        "tsumo, but the hand is open ({meld_kind} {meld})",
        "цумо, но рука открыта ({meld_kind} {meld})",
    ),
    "riichi_not_declared": (
        "the hand is closed but riichi was not declared",
        "рука закрыта, но риичи не было объявлено",
    ),
    # pair, dragon
    "shousangen_pair": ("the pair is {pair}, not {dragon}", "пара — {pair}, а не {dragon}"),
    # tiles
    "daisangen_pair": ("{tiles} is only a pair", "{tiles} — только пара"),
    # wait, total, best_total
    "other_reading": (
        "the reading that has it ({wait}) pays less: {total} against {best_total}",
        "разбор, где оно есть ({wait}), стоит меньше: {total} против {best_total}",
    ),
    # wait, total
    "other_reading_tie": (
        "the reading that has it ({wait}) pays no more: {total} as well",
        "разбор, где оно есть ({wait}), стоит не больше: тоже {total}",
    ),
    # -- reasons only used to explain a wrong quiz answer ("why not") --------------------------
    "not_in_hand": ("it is not in this hand", "его нет в этой руке"),
    "open_closed_only": (
        "the hand is open and it counts only closed",
        "рука открыта, а оно засчитывается только в закрытой",
    ),
    "won_by_ron": ("the hand was won by ron", "рука выиграна по рон"),
    "not_declared": ("it was not declared", "оно не было объявлено"),
    "superseded": ("{other} already counts instead", "вместо него засчитано {other}"),
}

# ---------------------------------------------------------------------------------------------
# Suggestions for a hand without a yaku
# ---------------------------------------------------------------------------------------------

#: The generic form, reusing a near-miss body.
SUGGESTION: Texts = (
    "{yaku} is one step away (+{han} han): {body}",
    "{yaku} — в одном шаге (+{han} хан): {body}",
)

SUGGESTION_TEXT: dict[str, Texts] = {
    "riichi": (
        "declare riichi: the hand is closed (+1 han)",
        "объявить риичи: рука закрыта (+1 хан)",
    ),
    "menzen_tsumo": (
        "win by tsumo instead of ron: a closed hand gets menzen tsumo (+1 han)",
        "выиграть по цумо, а не по рон: закрытая рука получает мензен цумо (+1 хан)",
    ),
    # tiles, han
    "yakuhai_pair": (
        "make {tiles} a triplet: yakuhai (+{han} han)",
        "собрать пон {tiles}: якухай (+{han} хан)",
    ),
    "open_generic": (
        "an open hand needs a yaku that counts open: yakuhai, tanyao, toitoi, honitsu, ittsu, "
        "sanshoku or chanta",
        "открытой руке нужно яку, которое засчитывается в открытой: якухай, таняо, тойтой, "
        "хоницу, иццу, саншоку или чанта",
    ),
    # han, honba
    "shibari": (
        "with {honba} honba the hand needs 2 han from yaku; it has {han}",
        "при {honba} хонба нужно 2 хан от яку; в руке: {han}",
    ),
}

# ---------------------------------------------------------------------------------------------
# Readings side by side: why the chosen one wins
# ---------------------------------------------------------------------------------------------

WHY: dict[str, Texts] = {
    "only": ("the only reading", "единственный разбор"),
    # value, total
    "chosen": ("chosen: {value}, {total}, pays the most", "выбран: {value}, {total} — дороже всех"),
    # value, total, diff, best_value, best_total
    "less": (
        "{value}, {total}: {diff} less than the chosen {best_value}, {best_total}",
        "{value}, {total}: на {diff} меньше выбранного ({best_value}, {best_total})",
    ),
    # total
    "tie_han": (
        "pays the same {total}; the chosen one is taken for its higher han",
        "стоит столько же ({total}); выбран разбор с большим хан",
    ),
    "tie_fu": (
        "pays the same {total}; the chosen one is taken for its higher fu",
        "стоит столько же ({total}); выбран разбор с большим фу",
    ),
    "tie": (
        "pays the same {total} with the same han and fu; either reading scores alike",
        "стоит столько же ({total}) при тех же хан и фу; оба разбора равноценны",
    ),
    "no_yaku": ("no yaku in this reading", "в этом разборе нет яку"),
    # han
    "ryanhan_shibari": (
        "only {han} han from yaku, 2 are needed (ryanhan shibari)",
        "от яку только {han} хан, а нужно 2 (рянхан сибари)",
    ),
    "not_complete": ("not a complete hand", "рука не собрана"),
}

WHY_CLAUSE: dict[str, Texts] = {
    "gained": ("; the chosen reading has {yakus}", "; в выбранном есть {yakus}"),
    "lost": ("; this one has {yakus}", "; в этом есть {yakus}"),
}

VALUE: dict[str, Texts] = {
    "han_fu": ("{han} han {fu} fu", "{han} хан {fu} фу"),
    "han_only": ("{han} han", "{han} хан"),
    "yakuman": ("yakuman", "якуман"),
    "yakuman_n": ("{n}× yakuman", "{n}× якуман"),
}

# ---------------------------------------------------------------------------------------------
# Step-by-step arithmetic
# ---------------------------------------------------------------------------------------------

STEPS: dict[str, Texts] = {
    # parts, raw
    "fu_sum": ("fu: {parts} = {raw}", "фу: {parts} = {raw}"),
    "fu_round": (
        "{raw} fu rounded up to the next 10: {fu} fu",
        "{raw} фу округляются вверх до десятков: {fu} фу",
    ),
    "fu_exact": ("{fu} fu, already a multiple of 10", "{fu} фу, округлять не нужно"),
    "fu_chiitoitsu": ("chiitoitsu: {fu} fu flat, no rounding", "читойцу: ровно {fu} фу, без округления"),
    # parts, han
    "han_sum": ("han: {parts} = {han}", "хан: {parts} = {han}"),
    # parts, n
    "yakuman_sum": ("yakuman: {parts} = {n}×", "якуман: {parts} = {n}×"),
    # fu, han, raw
    "base": (
        "{fu} fu × 2^(2+{han}) = {raw} base points",
        "{fu} фу × 2^(2+{han}) = {raw} базовых очков",
    ),
    "limit_none": (
        "{raw} is not over 2000: no limit, the base stays {raw}",
        "{raw} не больше 2000: лимита нет, база остаётся {raw}",
    ),
    "limit_raw": (
        "{raw} is over 2000: mangan, the base is capped at 2000",
        "{raw} больше 2000: манган, база ограничена 2000",
    ),
    # han, limit, points
    "limit_han": ("{han} han: {limit}, {points} base points", "{han} хан: {limit}, база {points}"),
    # han, fu
    "limit_kiriage": (
        "kiriage mangan: {han} han {fu} fu is rounded up to mangan, 2000 base points",
        "кирияге манган: {han} хан {fu} фу округляются до мангана, база 2000",
    ),
    "limit_kazoe": (
        "{han} han (13 or more): kazoe yakuman, 8000 base points",
        "{han} хан (13 и больше): казое якуман, база 8000",
    ),
    "limit_kazoe_capped": (
        "{han} han: these rules stop counted hands at sanbaiman, 6000 base points",
        "{han} хан: в этих правилах счёт останавливается на санбаимане, база 6000",
    ),
    # n, points
    "limit_yakuman": (
        "{n}× yakuman: {n} × 8000 = {points} base points",
        "{n}× якуман: {n} × 8000 = база {points}",
    ),
    "limit_renhou": (
        "renhou: paid as mangan, 2000 base points",
        "ренхо: оплачивается как манган, база 2000",
    ),
    # base, value
    "ron_dealer": ("dealer ron: 6 × {base} = {value}", "рон дилера: 6 × {base} = {value}"),
    "ron_non_dealer": ("non-dealer ron: 4 × {base} = {value}", "рон недилера: 4 × {base} = {value}"),
    "tsumo_dealer": (
        "dealer tsumo: each player pays 2 × {base} = {value}",
        "цумо дилера: каждый платит 2 × {base} = {value}",
    ),
    "tsumo_from_dealer": (
        "non-dealer tsumo: the dealer pays 2 × {base} = {value}",
        "цумо недилера: дилер платит 2 × {base} = {value}",
    ),
    "tsumo_from_other": (
        "non-dealer tsumo: each other player pays 1 × {base} = {value}",
        "цумо недилера: каждый другой недилер платит 1 × {base} = {value}",
    ),
    # raw, value
    "round_100": ("{raw} rounded up to the next 100: {value}", "{raw} округляется вверх до сотен: {value}"),
    # honba, per, value
    "honba_ron": (
        "honba: {honba} × {per} = {value} more from the discarder",
        "хонба: {honba} × {per} = ещё {value} с набросившего",
    ),
    "honba_tsumo": (
        "honba: {honba} × {per} = {value} more from each payer",
        "хонба: {honba} × {per} = ещё {value} с каждого платящего",
    ),
    # sticks, value
    "sticks": (
        "riichi sticks on the table: {sticks} × 1000 = {value} to the winner",
        "палочки риичи на столе: {sticks} × 1000 = {value} победителю",
    ),
    # parts, value
    "total": ("total: {parts} = {value}", "итого: {parts} = {value}"),
    "total_single": ("total: {value}", "итого: {value}"),
}

# ---------------------------------------------------------------------------------------------
# Quiz
# ---------------------------------------------------------------------------------------------

QUIZ: dict[str, Texts] = {
    "ask_yaku": (
        "Which yaku does this hand have (dora are not yaku)?",
        "Какие яку в этой руке (дора — не яку)?",
    ),
    "ask_han": ("How many han, dora included?", "Сколько хан вместе с дорами?"),
    "ask_fu": ("How many fu, after rounding?", "Сколько фу после округления?"),
    "ask_ron": (
        "How much does the discarder pay, honba included?",
        "Сколько платит набросивший вместе с хонба?",
    ),
    "ask_tsumo_dealer": (
        "Dealer tsumo: how much does each player pay, honba included?",
        "Цумо дилера: сколько платит каждый вместе с хонба?",
    ),
    "ask_tsumo": (
        "Non-dealer tsumo: how much does the dealer pay, and each non-dealer? Honba included.",
        "Цумо недилера: сколько платит дилер и сколько каждый недилер? Вместе с хонба.",
    ),
    "right": ("Right: {answer}", "Верно: {answer}"),
    "wrong": ("Not quite: {answer}, not {given}", "Не совсем: {answer}, а не {given}"),
    "missing": ("missed: {yakus}", "пропущено: {yakus}"),
    "extra": ("not in this hand: {yakus}", "этого нет в руке: {yakus}"),
    "none": ("none", "ничего"),
    "score": ("{correct} of {answered} right", "верно {correct} из {answered}"),
    "level_yaku": ("Yaku only", "Только яку"),
    "level_han_fu": ("Han and fu", "Хан и фу"),
    "level_payment": ("Full payment", "Полная выплата"),
    "step_yaku": ("Yaku", "Яку"),
    "step_han": ("Han", "Хан"),
    "step_fu": ("Fu", "Фу"),
    "step_payment": ("Payment", "Выплата"),
}

#: One-line definitions, shown when a quiz answer misses a yaku that the hand has.
YAKU_RULES: dict[str, Texts] = {
    "riichi": ("riichi was declared with a closed hand", "объявлено риичи с закрытой рукой"),
    "double_riichi": ("riichi declared on the very first discard", "риичи объявлено первым же сбросом"),
    "ippatsu": (
        "won within one go-around after riichi, with no call in between",
        "выигрыш в течение круга после риичи без объявлений между ними",
    ),
    "menzen_tsumo": ("a closed hand won by tsumo", "закрытая рука выиграна по цумо"),
    "rinshan": ("won on the replacement tile after a kan", "выигрыш на добранном после кана тайле"),
    "chankan": ("ron on a tile added to a kan", "рон на тайл, добавленный в кан"),
    "haitei": ("tsumo on the last tile of the wall", "цумо последним тайлом стены"),
    "houtei": ("ron on the last discard", "рон на последний сброс"),
    "renhou": ("ron before your own first draw", "рон до своего первого тайла"),
    "tanyao": ("every tile is a simple, 2 to 8", "все тайлы простые, от 2 до 8"),
    "haku": ("a triplet of the white dragon", "пон белого дракона"),
    "hatsu": ("a triplet of the green dragon", "пон зелёного дракона"),
    "chun": ("a triplet of the red dragon", "пон красного дракона"),
    "seat_wind": ("a triplet of your seat wind", "пон ветра места"),
    "round_wind": ("a triplet of the round wind", "пон ветра раунда"),
    "pinfu": (
        "closed, four sequences, a pair that gives no fu and a two-sided wait",
        "закрытая рука, четыре последовательности, пара без фу и двустороннее ожидание",
    ),
    "iipeikou": (
        "two identical sequences in a closed hand",
        "две одинаковые последовательности в закрытой руке",
    ),
    "ryanpeikou": (
        "two pairs of identical sequences in a closed hand",
        "две пары одинаковых последовательностей в закрытой руке",
    ),
    "chanta": (
        "a terminal or honor in every set and the pair, with a sequence",
        "терминал или достоинство в каждом сете и в паре, есть последовательность",
    ),
    "junchan": (
        "a terminal in every set and the pair, no honors, with a sequence",
        "терминал в каждом сете и в паре, без достоинств, есть последовательность",
    ),
    "ittsu": ("123, 456 and 789 of one suit", "123, 456 и 789 одной масти"),
    "sanshoku": (
        "the same sequence in all three suits",
        "одна и та же последовательность во всех трёх мастях",
    ),
    "sanshoku_doukou": ("the same triplet in all three suits", "один и тот же пон во всех трёх мастях"),
    "toitoi": ("four triplets or kans and a pair", "четыре пона или кана и пара"),
    "chiitoitsu": ("seven different pairs", "семь разных пар"),
    "sanankou": (
        "three concealed triplets (one completed by ron does not count)",
        "три закрытых пона (собранный по рон не считается)",
    ),
    "sankantsu": ("three kans", "три кана"),
    "honroutou": ("only terminals and honors", "только терминалы и достоинства"),
    "honitsu": ("one suit plus honors", "одна масть и достоинства"),
    "chinitsu": ("one suit only, no honors", "только одна масть, без достоинств"),
    "shousangen": ("two dragon triplets and a dragon pair", "два пона драконов и пара драконов"),
    "kokushi": (
        "one of each terminal and honor, plus a pair of one",
        "по одному каждого терминала и достоинства и пара",
    ),
    "kokushi_13": ("kokushi waiting on all thirteen tiles", "кокуси с ожиданием на все тринадцать тайлов"),
    "suuankou": ("four concealed triplets", "четыре закрытых пона"),
    "suuankou_tanki": ("four concealed triplets won on the pair", "четыре закрытых пона, выигрыш на пару"),
    "daisangen": ("triplets of all three dragons", "поны всех трёх драконов"),
    "shousuushii": ("three wind triplets and a wind pair", "три пона ветров и пара ветра"),
    "daisuushii": ("triplets of all four winds", "поны всех четырёх ветров"),
    "tsuuiisou": ("only honors", "только достоинства"),
    "ryuuiisou": ("only 2 3 4 6 8 sou and the green dragon", "только 2 3 4 6 8 соу и зелёный дракон"),
    "chinroutou": ("only terminals", "только терминалы"),
    "chuuren": (
        "1112345678999 of one suit plus one more, closed",
        "1112345678999 одной масти и ещё один тайл той же масти, закрытая рука",
    ),
    "chuuren_9": ("nine gates waiting on all nine tiles", "чуренпото с ожиданием на все девять тайлов"),
    "suukantsu": ("four kans", "четыре кана"),
    "tenhou": ("dealer tsumo on the first draw", "цумо дилера первым тайлом"),
    "chiihou": ("non-dealer tsumo on the first draw", "цумо недилера первым тайлом"),
    "paarenchan": ("the dealer's win after eight renchan", "выигрыш дилера после восьми ренчанов"),
}

YAKU_RULE: Texts = ("{yaku}: {body}", "{yaku}: {body}")

# ---------------------------------------------------------------------------------------------
# The same hand under other rules
# ---------------------------------------------------------------------------------------------

#: Rule options that change a score, keyed by ``option`` or ``option=value``.
RULE_NOTES: dict[str, Texts] = {
    "aka=0": (
        "aka: 0 red fives, a red five counts as a plain five",
        "ака-доры: 0, красная пятёрка считается обычной",
    ),
    "aka": ("aka: {value} red fives, each +1 han", "ака-доры: {value}, каждая +1 хан"),
    "kazoe=sanbaiman": (
        "kazoe capped at sanbaiman: 13+ han pay as sanbaiman",
        "казое ограничено санбаиманом: 13+ хан оплачиваются как санбаиман",
    ),
    "kazoe=off": (
        "no kazoe yakuman: 13+ han pay as sanbaiman",
        "нет казое якумана: 13+ хан оплачиваются как санбаиман",
    ),
    "kazoe=yakuman": ("13+ han count as kazoe yakuman", "13+ хан — казое якуман"),
    "double_yakuman=": (
        "no double yakuman: every yakuman counts once",
        "нет двойных якуманов: каждый якуман считается одинарным",
    ),
    "double_yakuman": ("double yakuman: {yakus}", "двойной якуман: {yakus}"),
    "yakuman_stacking=False": ("yakuman do not add up", "якуманы не складываются"),
    "yakuman_stacking=True": ("several yakuman add up", "несколько якуманов складываются"),
    "kiriage=True": (
        "kiriage mangan: 4 han 30 fu and 3 han 60 fu pay as mangan",
        "кирияге манган: 4 хан 30 фу и 3 хан 60 фу оплачиваются как манган",
    ),
    "kiriage=False": ("no kiriage mangan", "нет кирияге мангана"),
    "kuitan=False": ("no open tanyao (kuitan)", "нет открытого таняо (куитан)"),
    "kuitan=True": ("open tanyao allowed (kuitan)", "открытое таняо разрешено (куитан)"),
    "double_wind_pair_fu": ("a double wind pair gives {value} fu", "пара двойного ветра даёт {value} фу"),
    "rinshan_tsumo_fu=False": ("no tsumo fu for rinshan", "нет фу за цумо при риншане"),
    "rinshan_tsumo_fu=True": ("rinshan gets the 2 tsumo fu", "риншан получает 2 фу за цумо"),
    "ryanhan_shibari=False": ("no ryanhan shibari", "нет рянхан сибари"),
    "ryanhan_shibari=True": (
        "ryanhan shibari: 2 han from yaku from 5 honba",
        "рянхан сибари: 2 хан от яку с 5 хонба",
    ),
    "ryanhan_threshold": ("ryanhan shibari from {value} honba", "рянхан сибари с {value} хонба"),
    "renhou=off": ("no renhou", "нет ренхо"),
    "renhou=mangan": ("renhou pays mangan", "ренхо оплачивается как манган"),
    "renhou=yakuman": ("renhou is a yakuman", "ренхо — якуман"),
    "paarenchan=False": ("no paarenchan", "нет паренчана"),
    "paarenchan=True": ("paarenchan after 8 renchan", "паренчан после 8 ренчанов"),
    "paarenchan_threshold": ("paarenchan after {value} renchan", "паренчан после {value} ренчанов"),
    "paarenchan_needs_yaku=True": ("paarenchan needs a yaku", "для паренчана нужно яку"),
    "paarenchan_needs_yaku=False": ("paarenchan needs no yaku", "для паренчана яку не нужно"),
    "chiitoitsu_50fu=True": ("chiitoitsu is 1 han 50 fu", "читойцу — 1 хан 50 фу"),
    "chiitoitsu_50fu=False": ("chiitoitsu is 2 han 25 fu", "читойцу — 2 хан 25 фу"),
    "honba_ron": ("a honba is worth {value}", "хонба стоит {value}"),
    "generic": ("{option} = {value}", "{option} = {value}"),
    # conversions made so the hand can be scored at all
    "converted_red": (
        "red fives written as plain fives ({tiles}): these rules have none",
        "красные пятёрки записаны обычными ({tiles}): в этих правилах их нет",
    ),
    "converted_plain": (
        "one plain five written as red ({tiles}): these rules always have one",
        "одна обычная пятёрка записана красной ({tiles}): в этих правилах она всегда есть",
    ),
    "dropped_renhou": (
        "renhou flag dropped: these rules have no renhou",
        "отметка ренхо снята: в этих правилах ренхо нет",
    ),
}

COMPARE: dict[str, Texts] = {
    "column_han": ("Han", "Хан"),
    "column_fu": ("Fu", "Фу"),
    "column_limit": ("Limit", "Лимит"),
    "column_yakuman": ("Yakuman", "Якуман"),
    "column_total": ("Total", "Итого"),
    "column_yaku": ("Yaku", "Яку"),
    "column_error": ("Win", "Выигрыш"),
    "same": ("same as {reference}", "как в {reference}"),
}


# ---------------------------------------------------------------------------------------------
# Formatting
# ---------------------------------------------------------------------------------------------


class _Keep(dict[str, object]):
    """A format map that leaves unknown ``{name}`` fields in place."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def pick(texts: Texts, lang: str) -> str:
    return texts[1] if normalize_lang(lang) == "ru" else texts[0]


def small_first(text: str) -> str:
    """``Pinfu`` -> ``pinfu`` (but keep all-caps words such as ``EMA``)."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


def yaku_word(yaku_id: str, lang: str) -> str:
    """A yaku's name inside a sentence."""
    short = SHORT_YAKU.get(yaku_id)
    if short is not None:
        return pick(short, lang)
    return small_first(yaku_name(yaku_id, lang))


def _word(table: Mapping[str, Texts], value: object, lang: str) -> str:
    texts = table.get(str(value))
    return pick(texts, lang) if texts is not None else str(value)


def localize(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """Turn ids in ``params`` into words (see the module docstring)."""
    out: dict[str, object] = {}
    for key, value in params.items():
        if key in ("yaku", "other") and isinstance(value, str):
            out[key] = yaku_word(value, lang)
        elif key == "yakus" and isinstance(value, tuple):
            out[key] = ", ".join(small_first(yaku_name(str(v), lang)) for v in value)
        elif key == "wait":
            out[key] = _word(WAIT_WORDS, value, lang)
        elif key in ("limit", "best_limit") and isinstance(value, str):
            out[key] = small_first(limit_name(value, lang))
        elif key == "meld_kind":
            out[key] = _word(MELD_WORDS, value, lang)
        elif key == "what":
            out[key] = _word(PAIR_WORDS, value, lang)
        elif isinstance(value, tuple):
            out[key] = ", ".join(str(v) for v in value)
        else:
            out[key] = value
    return out


def fill(template: str, params: Mapping[str, object]) -> str:
    """Format without ever raising; unknown fields stay as ``{name}``."""
    try:
        return string.Formatter().vformat(template, (), _Keep(params))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError):
        return template


def render(table: Mapping[str, Texts], code: str, lang: str, params: Mapping[str, object]) -> str:
    """One sentence of ``table``; an unknown code comes back as the code and its params."""
    texts = table.get(code)
    if texts is None:
        if not params:
            return code
        return code + " (" + ", ".join(f"{k}={v}" for k, v in params.items()) + ")"
    return fill(pick(texts, lang), localize(params, lang))


def all_tables() -> dict[str, Mapping[str, Texts]]:
    """Every table by name (for tests that check both languages are present)."""
    return {
        "SHORT_YAKU": SHORT_YAKU,
        "WAIT_WORDS": WAIT_WORDS,
        "MELD_WORDS": MELD_WORDS,
        "PAIR_WORDS": PAIR_WORDS,
        "FU_SHORT": FU_SHORT,
        "PRESET_NAMES": PRESET_NAMES,
        "NEAR_BODY": NEAR_BODY,
        "SUGGESTION_TEXT": SUGGESTION_TEXT,
        "WHY": WHY,
        "WHY_CLAUSE": WHY_CLAUSE,
        "VALUE": VALUE,
        "STEPS": STEPS,
        "QUIZ": QUIZ,
        "YAKU_RULES": YAKU_RULES,
        "RULE_NOTES": RULE_NOTES,
        "COMPARE": COMPARE,
    }

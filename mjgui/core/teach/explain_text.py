"""The sentences of teaching mode (near misses, suggestions, readings, arithmetic, quiz, presets).

Kept apart from :mod:`mjgui.core.text` so the teaching vocabulary can grow without touching the
scoring texts; names of yaku, limits and waits still come from there, so both speak alike.

Every table maps a stable code to a catalogue message (:func:`mjgui.core.i18n.msg`/``nmsg``,
its id written whole) with named ``{params}``, said as every sentence of the app is: with
:func:`mjgui.core.i18n.say` or :func:`mjgui.core.i18n.phrase`; a parameter the caller did not
pass stays as ``{name}``, so formatting never raises. The teaching values hold ids, not words:
:func:`localize` turns these parameters into words before a sentence is said:

* ``yaku`` (a yaku id) -> its name with a small first letter (``pinfu``, ``пинфу``);
  ``choices`` (a tuple of ids) -> the names joined by commas, the last after "or";
  ``yakus`` (a tuple of ids) -> the names joined by commas, the last after "and"
  (:func:`mjgui.core.text.and_list`); ``lost`` and ``gained`` (tuples of ids) -> the names
  joined by commas only, a yakuhai named short (``haku``, ``seat wind``: :data:`LOST_WORDS`);
* ``wait`` (a wait id) -> the short wait name (``penchan``, ``пентян``);
* ``limit`` -> :func:`mjgui.core.text.limit_name`;
* ``meld_kind`` (chi/pon/kan/ankan) and ``what`` (a kind of valued pair) -> words;
* any other tuple -> its items joined by commas.

Russian follows the usage of the Russian riichi community: риичи, цумо, рон, хан, фу, хонба,
пинфу, таняо, иццу, саншоку; хан, фу and хонба do not decline, and numbers are put after a
colon where a Russian noun would have to agree with them.
"""

from __future__ import annotations

from collections.abc import Mapping

from mjgui.core import text
from mjgui.core.i18n import Msg, msg, nmsg, say
from mjgui.core.scoring.hand import WIND_LETTERS
from mjgui.core.text import TERMS, limit_name, small_first, wind_word, yaku_name

#: The named parameters of a sentence, as the teaching values hold them (ids, tiles, numbers).
Params = Mapping[str, object]

# ---------------------------------------------------------------------------------------------
# Words used inside sentences
# ---------------------------------------------------------------------------------------------

#: Yaku names inside a sentence, where the display name would not fit ("Yakuhai: haku"): a
#: yakuhai by its own tile, as the yaku list names it (a hand with "Yakuhai: hatsu" is not
#: told "no yakuhai" of its haku pair). A yakuhai's id is said after "no" (a near miss, the
#: quiz's why-not: "no haku: 55z is only a pair"), which Russian says as «нет яку «…»» so that no
#: name is declined (the nominative «ветер места», as «до яку «…» один шаг» has it);
#: double_wind: the pair of a wind that is both the seat's and the round's.
SHORT_YAKU: dict[str, Msg] = {
    "haku": msg("near:word_haku", "haku"),
    "hatsu": msg("near:word_hatsu", "hatsu"),
    "chun": msg("near:word_chun", "chun"),
    "seat_wind": msg("teach-yaku:seat_wind", "seat wind"),
    "round_wind": msg("teach-yaku:round_wind", "round wind"),
    "double_wind": msg("teach-yaku:double_wind", "double wind"),
    "yakuhai": TERMS["yakuhai"],  # the family: any of the five
    "sanshoku": msg("teach-yaku:sanshoku", "sanshoku"),
}

#: Short wait names inside a sentence.
WAIT_WORDS: dict[str, Msg] = {
    "ryanmen": msg("teach-wait:ryanmen", "ryanmen"),
    "kanchan": TERMS["kanchan"],
    "penchan": TERMS["penchan"],
    "tanki": TERMS["tanki"],
    "shanpon": msg("teach-wait:shanpon", "shanpon"),
    "kokushi": msg("teach-wait:kokushi", "kokushi"),
    "kokushi_13": msg("teach-wait:kokushi_13", "13-sided kokushi"),
}

MELD_WORDS: dict[str, Msg] = {
    "chi": TERMS["chi_in_sentence"],
    "pon": TERMS["pon_in_sentence"],
    "kan": TERMS["kan_in_sentence"],
    "ankan": TERMS["closed_kan_in_sentence"],
}

#: Kinds of a pair that gives fu (``what`` parameter).
PAIR_WORDS: dict[str, Msg] = {
    "dragon": msg("teach-pair:dragon", "dragon"),
    "seat_wind": msg("teach-pair:seat_wind", "seat wind"),
    "round_wind": msg("teach-pair:round_wind", "round wind"),
    "double_wind": msg("teach-pair:double_wind", "double wind"),
}

#: Short labels of fu items for the one-line sum ``20 (base) + 10 (closed ron)``.
FU_SHORT: dict[str, Msg] = {
    "base": msg("teach-fu:base", "base"),
    "menzen_ron": msg("teach-fu:menzen_ron", "closed ron"),
    "tsumo": TERMS["tsumo_in_sentence"],
    "pinfu_tsumo": msg("teach-fu:pinfu_tsumo", "pinfu tsumo"),
    "open_pinfu": msg("teach-fu:open_pinfu", "open hand, 30 minimum"),
    "open_triplet_simple": msg("teach-fu:open_triplet_simple", "open triplet {tiles}"),
    "open_triplet_terminal": msg("teach-fu:open_triplet_terminal", "open triplet {tiles}"),
    "closed_triplet_simple": msg("teach-fu:closed_triplet_simple", "closed triplet {tiles}"),
    "closed_triplet_terminal": msg("teach-fu:closed_triplet_terminal", "closed triplet {tiles}"),
    "ron_triplet_simple": msg("teach-fu:ron_triplet_simple", "triplet {tiles} by ron"),
    "ron_triplet_terminal": msg("teach-fu:ron_triplet_terminal", "triplet {tiles} by ron"),
    "open_kan_simple": msg("teach-fu:open_kan_simple", "open kan {tiles}"),
    "open_kan_terminal": msg("teach-fu:open_kan_terminal", "open kan {tiles}"),
    "closed_kan_simple": msg("teach-fu:closed_kan_simple", "closed kan {tiles}"),
    "closed_kan_terminal": msg("teach-fu:closed_kan_terminal", "closed kan {tiles}"),
    "pair_dragon": msg("teach-fu:pair_dragon", "pair {tiles}"),
    "pair_seat_wind": msg("teach-fu:pair_seat_wind", "pair {tiles}"),
    "pair_round_wind": msg("teach-fu:pair_round_wind", "pair {tiles}"),
    "pair_double_wind": msg("teach-fu:pair_double_wind", "pair {tiles}"),
    "wait_kanchan": TERMS["kanchan"],
    "wait_penchan": TERMS["penchan"],
    "wait_tanki": TERMS["tanki"],
}

PRESET_NAMES: dict[str, Msg] = text.PRESET_NAMES  # one table of preset names, in mjgui.core.text

# ---------------------------------------------------------------------------------------------
# Near misses: "no {yaku}: {body}"
# ---------------------------------------------------------------------------------------------

NEAR_MISS: Msg = msg("teach:near_miss", "no {yaku}: {body}")

#: The yaku a trade would give up (``lost``), named short: a yakuhai by its tile, not
#: "yakuhai: jikaze", so that the list has no colons of its own.
LOST_WORDS: dict[str, Msg] = {
    "haku": SHORT_YAKU["haku"],
    "hatsu": SHORT_YAKU["hatsu"],
    "chun": SHORT_YAKU["chun"],
    "seat_wind": PAIR_WORDS["seat_wind"],
    "round_wind": PAIR_WORDS["round_wind"],
}
# n: how many points more the hand would pay with the missed yaku (said after the reason)
NEAR_MISS_MORE: Msg = msg("teach:near_miss_more", "; it would pay {n} more")
# n: how many points less a trade of yaku for the same han would pay (it loses fu)
NEAR_MISS_LESS: Msg = msg("teach:near_miss_less", "; it would pay {n} less")
NEAR_MISS_SAME_PAY: Msg = msg("teach:near_miss_same_pay", "; it would pay the same")
# after a trade's "7 han 20 fu instead of 7 han 20 fu" when its dora change (a dora in the set
# given up or in the new one): new_dora, dora: the dora's han with the change and without
NEAR_MISS_DORA: Msg = msg("teach:near_miss_dora", " (dora: {new_dora} han instead of {dora})")

NEAR_BODY: dict[str, Msg] = {
    # meld_kind, meld
    "pinfu_open": msg("near:pinfu_open", "the hand is open ({meld_kind} {meld}); pinfu is closed only"),
    # tiles
    "pinfu_triplet": msg("near:pinfu_triplet", "{tiles} is a triplet; pinfu needs four sequences"),
    "pinfu_kan": msg("near:pinfu_kan", "{tiles} is a kan; pinfu needs four sequences"),
    # tiles, han
    "pinfu_valued_triplet": msg(
        "near:pinfu_valued_triplet",
        "{tiles} gives {han} han as yakuhai; a sequence there for pinfu (1 han) would lose more "
        "than it gains",
    ),
    # the same, the sequence there scored: it gives more than pinfu (tanyao, iipeikou...) or
    # pays no less. tiles, worth (the yakuhai's han), sequence (the best one there), gained,
    # lost (the yaku it makes and gives up); han, fu: the hand's; new_han, new_fu: with the
    # sequence (what it would pay more, less or the same is said after it)
    "pinfu_valued_trade": msg(
        "near:pinfu_valued_trade",
        "{tiles} gives {worth} han as yakuhai; {sequence} there would give {gained} but lose {lost}: "
        "{new_han} han {new_fu} fu instead of {han} han {fu} fu",
    ),
    # tiles, lost (the yaku the set is needed by), gain, loss
    "set_missing_costly": msg(
        "near:set_missing_costly",
        "{tiles} missing, but it would replace a set needed by {lost}: +{gain} han, −{loss} han, no gain",
    ),
    # the same, worth the same han (gain = loss); the winning set would be the one replaced
    "set_missing_even": msg(
        "near:set_missing_even",
        "{tiles} missing, but it would replace a set needed by {lost}: +{gain} han, −{loss} han, "
        "the same han: no gain",
    ),
    # the same, worth the same han and the same fu
    "set_missing_even_same": msg(
        "near:set_missing_even_same",
        "{tiles} missing, but it would replace a set needed by {lost}: +{gain} han, −{loss} han, "
        "the same han and fu: no gain",
    ),
    # the same, worth the same han; replaced: the set given up; fu, new_fu: the fu before and after
    "set_missing_even_fu": msg(
        "near:set_missing_even_fu",
        "{tiles} missing, but it would replace {replaced}, needed by {lost}: +{gain} han, −{loss} han, "
        "the same han, but {new_fu} fu instead of {fu}",
    ),
    # the sequence in place of the set replaced, scored: a trade that gives or takes more than
    # the one yaku and the yaku of the set (honitsu made chinitsu, shousangen broken...), or that
    # changes the dora; gained, lost: the yaku it makes and gives up; han, fu: the hand's;
    # new_han, new_fu: the hand's with the change (what it would pay is said after it)
    "set_missing_trade": msg(
        "near:set_missing_trade",
        "{tiles} missing; in place of {replaced} it would give {gained} but lose {lost}: "
        "{new_han} han {new_fu} fu instead of {han} han {fu} fu",
    ),
    # the same, giving up no yaku
    "set_missing_extra": msg(
        "near:set_missing_extra",
        "{tiles} missing; in place of {replaced} it would give {gained}: "
        "{new_han} han {new_fu} fu instead of {han} han {fu} fu",
    ),
    # tiles
    "suuankou_sequence": msg(
        "near:suuankou_sequence",
        "{tiles} is a sequence; as a concealed triplet the hand would be this yakuman",
    ),
    # tiles, what
    "pinfu_pair": msg("near:pinfu_pair", "the pair {tiles} is a {what} and gives fu"),
    # shape, tile, wait
    "pinfu_wait": msg("near:pinfu_wait", "{shape} waits on {tile} only ({wait})"),
    # tile, wait
    "pinfu_tanki": msg("near:pinfu_tanki", "won on a pair wait on {tile} ({wait}), not a two-sided one"),
    # tile
    "tanyao_pair": msg("near:tanyao_pair", "{tile} in the pair"),
    # tile, group
    "tanyao_group": msg("near:tanyao_group", "{tile} in {group}"),
    "tanyao_kuitan": msg(
        "near:tanyao_kuitan", "the hand is open and these rules have no open tanyao (kuitan)"
    ),
    # groups
    "tanyao_many": msg("near:tanyao_many", "terminals or honors in {groups}"),
    # tiles
    "ittsu_missing": msg("near:ittsu_missing", "{tiles} missing"),
    "sanshoku_missing": msg("near:sanshoku_missing", "{tiles} missing"),
    "sanshoku_doukou_missing": msg("near:sanshoku_doukou_missing", "a triplet of {tiles} missing"),
    # tiles, suit
    "flush_offsuit": msg("near:flush_offsuit", "off-suit tiles {tiles}"),
    # tiles
    "chinitsu_honors": msg("near:chinitsu_honors", "honor tiles {tiles}"),
    # tiles
    "toitoi_sequence": msg("near:toitoi_sequence", "{tiles} is a sequence"),
    "iipeikou_open": msg(
        "near:iipeikou_open", "{tiles} twice, but the hand is open; iipeikou is closed only"
    ),
    # a, b
    "iipeikou_shift": msg("near:iipeikou_shift", "{a} and {b} are one tile apart"),
    # tiles
    "chanta_group": msg("near:chanta_group", "{tiles} has no terminal or honor"),
    # tiles (junchan: an honor would give chanta instead)
    "junchan_group": msg("near:junchan_group", "{tiles} has no terminal"),
    "junchan_honor": msg("near:junchan_honor", "{tiles} are honors"),
    "sanankou_ron": msg("near:sanankou_ron", "{tiles} was completed by ron, so it counts as open"),
    "sanankou_called": msg("near:sanankou_called", "{tiles} was called, so it is open"),
    # tiles, han
    "yakuhai_pair": msg("near:yakuhai_pair", "{tiles} is only a pair; a triplet would give {han} han"),
    # meld_kind, meld
    "menzen_tsumo_open": msg("near:menzen_tsumo_open", "tsumo, but the hand is open ({meld_kind} {meld})"),
    "riichi_not_declared": msg("near:riichi_not_declared", "the hand is closed but riichi was not declared"),
    # pair, dragon
    "shousangen_pair": msg("near:shousangen_pair", "the pair is {pair}, not {dragon}"),
    # tiles
    "daisangen_pair": msg("near:daisangen_pair", "{tiles} is only a pair"),
    # sets, total, best_total
    "other_reading": msg(
        "near:other_reading_sets", "the reading {sets} has it but pays less: {total} against {best_total}"
    ),
    # sets, total
    "other_reading_tie": msg(
        "near:other_reading_tie_sets", "the reading {sets} has it but pays no more: {total} as well"
    ),
    # renhou ticked but not taken (RULES.md §2: the higher of mangan and the hand's own value):
    # total: what the win would pay as mangan, honba and riichi sticks with it, as the other
    # readings' notes compare; best_total: what it pays with the hand's own value, instead
    "renhou_not_taken": msg(
        "near:renhou_not_taken",
        "as mangan it would pay {total}, less than the {best_total} the hand's own value pays",
    ),
    "renhou_not_taken_tie": msg(
        "near:renhou_not_taken_tie",
        "as mangan it would pay {total}, no more than the hand's own value, which is paid instead",
    ),
    # -- reasons only used to explain a wrong quiz answer ("why not") --------------------------
    "not_in_hand": msg("near:not_in_hand", "it is not in this hand"),
    "open_closed_only": msg("near:open_closed_only", "the hand is open and it counts only closed"),
    "won_by_ron": msg("near:won_by_ron", "the hand was won by ron"),
    "not_declared": msg("near:not_declared", "it was not declared"),
    "superseded": msg("near:superseded", "{other} already counts instead"),
}

# ---------------------------------------------------------------------------------------------
# Why a yaku a student claimed does not count (the quiz's "why not"), beyond the near misses
# ---------------------------------------------------------------------------------------------

#: "no haitei raoyue: the hand was not won by tsumo on the last tile of the wall": the
#: situation yaku (none of them but riichi is declared) and the yaku that count alone.
WHY_NOT_BODY: dict[str, Msg] = {
    # rule: what makes the yaku (YAKU_RULES), when no one change would give it
    "lacks": msg("whynot:lacks", "the hand lacks what it needs: {rule}"),
    # pinfu claimed on a hand that is not four sets and a pair (other: the shape's yaku,
    # chiitoitsu or kokushi musou): it has no sets, so none of pinfu's four sequences
    "pinfu_chiitoitsu": msg(
        "whynot:pinfu_chiitoitsu",
        "the hand is {other}, seven pairs with no sets, so none of the four sequences pinfu needs",
    ),
    "pinfu_kokushi": msg(
        "whynot:pinfu_kokushi", "the hand is {other}, with no sets, so none of the four sequences pinfu needs"
    ),
    # the chosen reading is a yakuman: no ordinary yaku counts beside it (RULES.md §3)
    "yakuman_only": msg("whynot:yakuman_only", "a yakuman hand counts only its yakuman"),
    # other: the yakuman counted; the hand holds the claimed one too, but yakuman_stacking is off
    "one_yakuman": msg(
        "whynot:one_yakuman",
        "these rules count one yakuman only (they do not add up): {other} counts instead",
    ),
    # other: renhou, counted (as mangan) instead of the hand's own yaku (RULES.md §2)
    "renhou_alone": msg("whynot:renhou_alone", "{other} combines with nothing: the hand is paid as mangan"),
    # renhou claimed: the hand's own yaku pay mangan or more, so they count and renhou does not
    "renhou_less": msg(
        "whynot:renhou_less",
        "it combines with nothing and pays mangan; the hand's own yaku pay at least as much, "
        "so they count instead",
    ),
    "double_riichi_late": msg(
        "whynot:double_riichi_late", "riichi was declared, but not on the very first discard"
    ),
    "ippatsu_no_riichi": msg("whynot:ippatsu_no_riichi", "it needs riichi, and riichi was not declared"),
    "ippatsu_late": msg("whynot:ippatsu_late", "the hand was not won within one go-around after riichi"),
    "rinshan": msg("whynot:rinshan", "the hand was not won on the replacement tile drawn after a kan"),
    # three players
    "rinshan_nuki": msg(
        "whynot:rinshan_nuki",
        "the hand was not won on the replacement tile drawn after a kan or a North set aside",
    ),
    "chankan": msg("whynot:chankan", "the hand was not won by ron on a tile added to a pon to make a kan"),
    "haitei": msg("whynot:haitei", "the hand was not won by tsumo on the last tile of the wall"),
    # other: houtei
    "haitei_ron": msg("whynot:haitei_ron", "the last discard was won by ron: that is {other}"),
    "houtei": msg("whynot:houtei", "the hand was not won by ron on the last discard"),
    # other: haitei
    "houtei_tsumo": msg("whynot:houtei_tsumo", "the last tile of the wall was won by tsumo: that is {other}"),
    # tenhou
    "dealer_only": msg("whynot:dealer_only", "only the dealer can win it, and the winner is not the dealer"),
    # chiihou, renhou
    "non_dealer_only": msg(
        "whynot:non_dealer_only", "only a non-dealer can win it, and the winner is the dealer"
    ),
    "tenhou": msg("whynot:tenhou", "the hand was not won by tsumo on the dealer's first draw"),
    "chiihou": msg(
        "whynot:chiihou", "the hand was not won by tsumo on the first draw, with no call before it"
    ),
    "renhou": msg("whynot:renhou", "the hand was not won by ron before the winner's first draw"),
    # a yaku an option of the hand's rules turns off (renhou=off, no paarenchan)
    "rules_off": msg("whynot:rules_off", "the hand's rules do not count it"),
    # a yaku no hand can make of the three-player set (sanshoku: every form needs a manzu run)
    "tiles_removed": msg(
        "whynot:tiles_removed", "it needs some of the manzu 2–8, which the three-player set does not have"
    ),
}

# ---------------------------------------------------------------------------------------------
# Suggestions for a hand without a yaku
# ---------------------------------------------------------------------------------------------

#: Words listed as choices: "A, B or C" (items: all but the last, joined by commas).
LIST_OR: Msg = msg("teach:list_or", "{items} or {last}")

#: The generic form, reusing a near-miss body.
SUGGESTION: Msg = msg("teach:suggestion", "{yaku} is one step away (+{han} han): {body}")

#: When the change is a whole pair or set (n tiles of the hand replaced), not one tile or flag.
SUGGESTION_TILES: Msg = nmsg(
    "teach:suggestion_tiles",
    "{yaku} needs {n} tile of the hand changed (+{han} han): {body}",
    "{yaku} needs {n} tiles of the hand changed (+{han} han): {body}",
)

#: The same when the fewest tiles the change takes are not known, only the least (n, 2 or more):
#: no hand that close with the yaku was found, and none closer exists.
SUGGESTION_AT_LEAST: Msg = nmsg(
    "teach:suggestion_at_least",
    "{yaku} needs at least {n} tile of the hand changed (+{han} han): {body}",
    "{yaku} needs at least {n} tiles of the hand changed (+{han} han): {body}",
)

SUGGESTION_TEXT: dict[str, Msg] = {
    "riichi": msg("suggest:riichi", "declare riichi: the hand is closed (+1 han)"),
    "menzen_tsumo": msg(
        "suggest:menzen_tsumo", "win by tsumo instead of ron: a closed hand gets menzen tsumo (+1 han)"
    ),
    # tiles, han
    "yakuhai_pair": msg("suggest:yakuhai_pair", "make {tiles} a triplet: yakuhai (+{han} han)"),
    # choices: the yaku that count in an open hand under the rules, from the yaku table
    # (suggest.open_yaku), said with "or" before the last (LIST_OR)
    "open_generic": msg("suggest:open_generic", "an open hand needs a yaku that counts open: {choices}"),
    # the same without open tanyao (kuitan off)
    "open_generic_no_kuitan": msg(
        "suggest:open_generic_no_kuitan",
        "an open hand needs a yaku that counts open: {choices} (these rules do not count tanyao in an "
        "open hand)",
    ),
    # an open hand of simples only under rules without open tanyao (kuitan off): said whatever
    # else is suggested, as the one rule that leaves it without a yaku
    "no_kuitan": msg(
        "suggest:no_kuitan",
        "tanyao does not count: the hand is open and these rules have no open tanyao (kuitan)",
    ),
    # han, honba: said before the suggestions when each alone would not be enough
    "shibari": msg("suggest:shibari", "with {honba} honba the hand needs 2 han from yaku; it has {han}"),
}

# ---------------------------------------------------------------------------------------------
# Readings side by side: why the chosen one wins
# ---------------------------------------------------------------------------------------------

WHY: dict[str, Msg] = {
    "only": msg("why:only", "the only reading"),
    # value, total
    "chosen": msg("why:chosen", "chosen: {value}, {total}, pays the most"),
    # value, total, diff, best_value, best_total
    "less": msg("why:less", "{value}, {total}: {diff} less than the chosen {best_value}, {best_total}"),
    # total
    "tie_han": msg("why:tie_han", "pays the same {total}; the chosen one is taken for its higher han"),
    "tie_fu": msg("why:tie_fu", "pays the same {total}; the chosen one is taken for its higher fu"),
    "tie": msg("why:tie", "pays the same {total} with the same han and fu; either reading scores alike"),
    "no_yaku": msg("why:no_yaku", "no yaku in this reading"),
    # han
    "ryanhan_shibari": msg("why:ryanhan_shibari", "only {han} han from yaku, 2 are needed (ryanhan shibari)"),
    "not_complete": msg("why:not_complete", "not a complete hand"),
}

#: The chosen reading when others pay just as much (n: how many others).
WHY_CHOSEN_TIE: Msg = nmsg(
    "why:chosen_tie",
    "chosen: {value}, {total}; ties with {n} other reading",
    "chosen: {value}, {total}; ties with {n} other readings",
)

WHY_CLAUSE: dict[str, Msg] = {
    "gained": msg("why-clause:gained", "; the chosen reading has {yakus}"),
    "lost": msg("why-clause:lost", "; this one has {yakus}"),
}

VALUE: dict[str, Msg] = {
    "han_fu": TERMS["han_fu"],
    "han_only": msg("value:han_only", "{han} han"),
    "yakuman_n": msg("value:yakuman_n", "{n}× yakuman"),
    # a renhou paid as mangan (RULES.md §2): worth mangan, not a count of han
    "renhou": msg("value:renhou", "mangan (renhou)"),
}

# ---------------------------------------------------------------------------------------------
# Step-by-step arithmetic
# ---------------------------------------------------------------------------------------------

STEPS: dict[str, Msg] = {
    # parts, raw
    "fu_sum": msg("step:fu_sum", "fu: {parts} = {raw}"),
    "fu_round": msg("step:fu_round", "{raw} fu rounded up to the next 10: {fu} fu"),
    "fu_exact": msg("step:fu_exact", "{fu} fu, already a multiple of 10"),
    "fu_chiitoitsu": msg("step:fu_chiitoitsu", "chiitoitsu: {fu} fu flat, no rounding"),
    # parts, han
    "han_sum": msg("step:han_sum", "han: {parts} = {han}"),
    # parts, n
    "yakuman_sum": msg("step:yakuman_sum", "yakuman: {parts} = {n}×"),
    # fu, han, raw
    "base": msg("step:base", "{fu} fu × 2^(2+{han}) = {raw} base points"),
    "limit_none": msg("step:limit_none", "{raw} is not over 2000: no limit, the base stays {raw}"),
    "limit_raw": msg("step:limit_raw", "{raw} is over 2000: mangan, the base is capped at 2000"),
    # han, limit, points
    "limit_han": msg("step:limit_han", "{han} han: {limit}, {points} base points"),
    # han, fu
    "limit_kiriage": msg(
        "step:limit_kiriage", "kiriage mangan: {han} han {fu} fu is rounded up to mangan, 2000 base points"
    ),
    "limit_kazoe": msg("step:limit_kazoe", "{han} han (13 or more): kazoe yakuman, 8000 base points"),
    "limit_kazoe_capped": msg(
        "step:limit_kazoe_capped", "{han} han: these rules stop counted hands at sanbaiman, 6000 base points"
    ),
    # n, points
    "limit_yakuman": msg("step:limit_yakuman", "{n}× yakuman: {n} × 8000 = {points} base points"),
    "limit_renhou": msg("step:limit_renhou", "renhou: paid as mangan, 2000 base points"),
    # base, value
    "ron_dealer": msg("step:ron_dealer", "dealer ron: 6 × {base} = {value}"),
    "ron_non_dealer": msg("step:ron_non_dealer", "non-dealer ron: 4 × {base} = {value}"),
    "tsumo_dealer": msg("step:tsumo_dealer", "dealer tsumo: each player pays 2 × {base} = {value}"),
    "tsumo_from_dealer": msg(
        "step:tsumo_from_dealer", "non-dealer tsumo: the dealer pays 2 × {base} = {value}"
    ),
    "tsumo_from_other": msg(
        "step:tsumo_from_other", "non-dealer tsumo: each other non-dealer pays 1 × {base} = {value}"
    ),
    # three players: one non-dealer pays besides the dealer
    "tsumo_from_the_other": msg(
        "step:tsumo_from_the_other", "non-dealer tsumo: the other non-dealer pays 1 × {base} = {value}"
    ),
    # value: the share North would pay with four players (three players, RULES.md §9)
    "tsumo_loss": msg(
        "step:tsumo_loss",
        "tsumo loss: nobody pays the share North would pay at a four-player table ({value}); "
        "only the two others pay",
    ),
    # raw, value
    "round_100": msg("step:round_100", "{raw} rounded up to the next 100: {value}"),
    # honba, per, value
    "honba_ron": msg("step:honba_ron", "honba: {honba} × {per} = {value} more from the discarder"),
    "honba_tsumo": msg("step:honba_tsumo", "honba: {honba} × {per} = {value} more from each payer"),
    # under pao (RULES.md §6), liable: the liable seat, who pays the honba of a ron (with the
    # rules' pao_liable_honba) or all of a tsumo's
    "honba_ron_liable": msg(
        "step:honba_ron_liable", "honba: {honba} × {per} = {value} more from {liable} (pao)"
    ),
    "honba_tsumo_liable": msg(
        "step:honba_tsumo_liable", "honba: {honba} × {per} = {value} more, all of it from {liable} (pao)"
    ),
    # pao (RULES.md §6), liable (a seat), yakus (the pao yakuman), value (what the liable seat pays)
    "pao_tsumo_all": msg(
        "step:pao_tsumo_all",
        "pao: {liable} fed the last set of the {yakus}, so {liable} alone pays the tsumo: {value}; "
        "the others pay nothing",
    ),
    # a pao tsumo of a hand with another yakuman, the liable player answering for the pao
    # yakuman only (RULES.md §6): its value, paid by them alone (mult: 4, or 6 for the dealer;
    # base: the pao yakuman's base points); with three players North's share of it is theirs too.
    # n: how many pao yakuman (one set can be the last of two: daisuushii and suukantsu)
    "pao_tsumo_part": nmsg(
        "step:pao_tsumo_part",
        "pao: {liable} fed the last set of the {yakus} and alone pays its value: {mult} × {base} = {value}",
        "pao: {liable} fed the last set of the {yakus}, so {liable} alone pays their value: {mult} × "
        "{base} = {value}",
    ),
    "pao_tsumo_part_three": nmsg(
        "step:pao_tsumo_part_three",
        "pao: {liable} fed the last set of the {yakus} and alone pays its value as at a four-player "
        "table, North's share included: {mult} × {base} = {value}; no tsumo loss on it",
        "pao: {liable} fed the last set of the {yakus}, so {liable} alone pays their value as at a "
        "four-player table, North's share included: {mult} × {base} = {value}; no tsumo loss on it",
    ),
    # whole, part: the hand's base points and the pao yakuman's; value: the rest's base points
    "pao_tsumo_rest": msg(
        "step:pao_tsumo_rest",
        "the rest of the hand, {whole} − {part} = {value} base points, is paid as an ordinary tsumo",
    ),
    # parts: the pao yakuman's value, the liable player's share of the rest, the honba
    "pao_tsumo_share": msg("step:pao_tsumo_share", "pao: {liable} pays {parts} = {value} in all"),
    # value: North's four-player share of what the liable player answers for on a three-player
    # tsumo they pay whole, which pao has them pay (no tsumo loss on it, RULES.md §6, §9)
    "pao_north_all": msg(
        "step:pao_north_all",
        "pao: {liable} also pays the share North would pay at a four-player table (no tsumo loss "
        "under pao): {value}",
    ),
    # a pao ron by another player whose pao yakuman is all of the hand; n: how many pao yakuman
    "pao_ron": nmsg(
        "step:pao_ron",
        "pao: {liable} fed the last set of the {yakus} and pays half of its value, {value}; the "
        "discarder pays the rest",
        "pao: {liable} fed the last set of the {yakus}, so {liable} pays half of their value, {value}; "
        "the discarder pays the rest",
    ),
    "pao_ron_honba_discarder": nmsg(
        "step:pao_ron_honba_discarder",
        "pao: {liable} fed the last set of the {yakus} and pays half of its value, {value}; the "
        "discarder pays the rest and the honba",
        "pao: {liable} fed the last set of the {yakus}, so {liable} pays half of their value, {value}; "
        "the discarder pays the rest and the honba",
    ),
    "pao_ron_honba_liable": nmsg(
        "step:pao_ron_honba_liable",
        "pao: {liable} fed the last set of the {yakus} and pays half of its value and the honba, "
        "{value}; the discarder pays the rest",
        "pao: {liable} fed the last set of the {yakus}, so {liable} pays half of their value and the "
        "honba, {value}; the discarder pays the rest",
    ),
    # a pao ron by another player of a hand with another yakuman (RULES.md §6): the pao
    # yakuman's value, shared half and half (mult: 4, or 6 for the dealer; base: the pao
    # yakuman's base points; n: how many pao yakuman), then the rest of the hand (whole, part:
    # the hand's base points and the pao yakuman's; value: the rest's), the discarder's alone
    "pao_ron_part": nmsg(
        "step:pao_ron_part",
        "pao: {liable} fed the last set of the {yakus}; {liable} and the discarder pay half each of "
        "its value: {mult} × {base} = {value}",
        "pao: {liable} fed the last set of the {yakus}; {liable} and the discarder pay half each of "
        "their value: {mult} × {base} = {value}",
    ),
    "pao_ron_rest": msg(
        "step:pao_ron_rest",
        "the rest of the hand, {whole} − {part} = {value} base points, is paid by the discarder as "
        "an ordinary ron",
    ),
    # part: the pao yakuman's value; value: the liable player's half of it (with the honba:
    # parts, the half and the honba)
    "pao_ron_half": msg("step:pao_ron_half", "pao: {liable} pays half of {part}: {value}"),
    "pao_ron_half_honba": msg(
        "step:pao_ron_half_honba", "pao: {liable} pays half of {part} and the honba: {parts} = {value}"
    ),
    # parts: the discarder's half of the pao yakuman's value, the rest of the hand's ron, the honba
    "pao_ron_discarder": msg("step:pao_ron_discarder", "the discarder pays {parts} = {value} in all"),
    # value: the discarder's half of the pao yakuman's value, the honba being the liable player's
    "pao_ron_discarder_half": msg(
        "step:pao_ron_discarder_half", "the discarder pays the other half: {value}"
    ),
    # sticks, value
    "sticks": msg("step:sticks", "riichi sticks on the table: {sticks} × 1000 = {value} to the winner"),
    # the quiz's payment question (RULES.md §5): the sticks, which no payer pays, then what each
    # payer pays; paid: the hand's part + the honba = the amount, or the one amount
    "sticks_aside": msg(
        "step:sticks_aside",
        "riichi sticks: {sticks} × 1000 = {value} to the winner, not from a payer",
    ),
    "paid_ron": msg("step:paid_ron", "so the discarder pays {paid}"),
    "paid_tsumo_dealer": msg("step:paid_tsumo_dealer", "so each player pays {paid}"),
    "paid_tsumo_from_dealer": msg("step:paid_tsumo_from_dealer", "so the dealer pays {paid}"),
    "paid_tsumo_other": msg("step:paid_tsumo_other", "each other non-dealer pays {paid}"),
    "paid_tsumo_the_other": msg("step:paid_tsumo_the_other", "the other non-dealer pays {paid}"),
    # under pao (RULES.md §6) the winner's points from the payers, each payer's amount summed
    "paid_pao": msg("step:paid_pao", "so the winner gets {paid} from the payers"),
    # parts, value
    "total": msg("step:total", "total: {parts} = {value}"),
    "total_single": msg("step:total_single", "total: {value}"),
}

# ---------------------------------------------------------------------------------------------
# Quiz
# ---------------------------------------------------------------------------------------------

QUIZ: dict[str, Msg] = {
    "ask_yaku": msg("quiz:ask_yaku", "Which yaku does this hand have (dora are not yaku)?"),
    "ask_han": msg("quiz:ask_han", "How many han, dora included?"),
    "ask_fu": msg("quiz:ask_fu", "How many fu, after rounding?"),
    "ask_ron": msg("quiz:ask_ron", "How much does the discarder pay, honba included?"),
    "ask_tsumo_dealer": msg(
        "quiz:ask_tsumo_dealer", "Dealer tsumo: how much does each player pay, honba included?"
    ),
    "ask_tsumo": msg(
        "quiz:ask_tsumo",
        "Non-dealer tsumo: how much does the dealer pay, and each non-dealer? Honba included.",
    ),
    # three players: the dealer and one other non-dealer pay
    "ask_tsumo_3": msg(
        "quiz:ask_tsumo_3",
        "Non-dealer tsumo: how much does the dealer pay, and the other non-dealer? Honba included.",
    ),
    # pao (RULES.md §6), liable: the liable seat
    "ask_pao_tsumo": msg(
        "quiz:ask_pao_tsumo",
        "Tsumo with pao: {liable} fed the last set of the yakuman. How much does {liable} pay, "
        "honba included?",
    ),
    "ask_pao_points": msg(
        "quiz:ask_pao_points",
        "This win is paid under pao ({liable} fed the last set of the yakuman): how many points "
        "does the winner get from the payers, honba included?",
    ),
    "right": msg("quiz:right", "Right: {answer}"),
    "wrong": msg("quiz:wrong_said", "Not quite. Right: {answer}; you said: {given}"),
    "missing": msg("quiz:missing", "missed: {yakus}"),
    "extra": msg("quiz:extra", "not counted: {yakus}"),
    "none": msg("quiz:none", "none"),
    "score": msg("quiz:score", "{correct} of {answered} right"),
    "level_yaku": msg("quiz:level_yaku", "Yaku only"),
    "level_han_fu": msg("quiz:level_han_fu", "Han and fu"),
    "level_payment": msg("quiz:level_payment", "Full payment"),
    "level_han_fu_only": msg("quiz:level_han_fu_only", "Han and fu only"),
    "level_points": msg("quiz:level_points", "Points only"),
    "step_yaku": TERMS["yaku"],
    "step_han": TERMS["han"],
    "step_fu": TERMS["fu"],
    "step_payment": msg("quiz:step_payment", "Payment"),
}

#: The skills the quiz follows besides the yaku (whose names come from the yaku table).
SKILLS: dict[str, Msg] = {
    "fu:menzen_ron": msg("skill:fu:menzen_ron", "the closed-ron 10 fu"),
    "fu:tsumo": msg("skill:fu:tsumo", "the 2 tsumo fu"),
    "fu:pinfu_tsumo": msg("skill:fu:pinfu_tsumo", "pinfu tsumo at 20 fu"),
    "fu:open_pinfu": msg("skill:fu:open_pinfu", "the 30 fu minimum of an open hand"),
    "fu:chiitoitsu": msg("skill:fu:chiitoitsu", "chiitoitsu's 25 fu"),
    "fu:chiitoitsu_kansai": msg("skill:fu:chiitoitsu_kansai", "chiitoitsu's 50 fu"),
    "fu:open_triplet_simple": msg("skill:fu:open_triplet_simple", "an open triplet of simples (2 fu)"),
    "fu:open_triplet_terminal": msg(
        "skill:fu:open_triplet_terminal", "an open triplet of terminals or honors (4 fu)"
    ),
    "fu:closed_triplet_simple": msg("skill:fu:closed_triplet_simple", "a closed triplet of simples (4 fu)"),
    "fu:closed_triplet_terminal": msg(
        "skill:fu:closed_triplet_terminal", "a closed triplet of terminals or honors (8 fu)"
    ),
    "fu:ron_triplet_simple": msg(
        "skill:fu:ron_triplet_simple", "a triplet of simples completed by ron (2 fu)"
    ),
    "fu:ron_triplet_terminal": msg(
        "skill:fu:ron_triplet_terminal", "a triplet of terminals or honors completed by ron (4 fu)"
    ),
    "fu:open_kan_simple": msg("skill:fu:open_kan_simple", "an open kan of simples (8 fu)"),
    "fu:open_kan_terminal": msg("skill:fu:open_kan_terminal", "an open kan of terminals or honors (16 fu)"),
    "fu:closed_kan_simple": msg("skill:fu:closed_kan_simple", "a closed kan of simples (16 fu)"),
    "fu:closed_kan_terminal": msg(
        "skill:fu:closed_kan_terminal", "a closed kan of terminals or honors (32 fu)"
    ),
    "fu:pair_dragon": msg("skill:fu:pair_dragon", "a dragon pair (2 fu)"),
    "fu:pair_seat_wind": msg("skill:fu:pair_seat_wind", "a seat wind pair (2 fu)"),
    "fu:pair_round_wind": msg("skill:fu:pair_round_wind", "a round wind pair (2 fu)"),
    "fu:pair_double_wind": msg("skill:fu:pair_double_wind", "a double wind pair"),
    "fu:wait_kanchan": msg("skill:fu:wait_kanchan", "the 2 fu of a kanchan wait"),
    "fu:wait_penchan": msg("skill:fu:wait_penchan", "the 2 fu of a penchan wait"),
    "fu:wait_tanki": msg("skill:fu:wait_tanki", "the 2 fu of a tanki wait"),
    "fu:rounding": msg("skill:fu:rounding", "rounding fu up to 10"),
    "fu:count": msg("skill:fu:count", "adding up the fu"),
    "han:count": msg("skill:han:count", "adding up the han of the yaku and dora"),
    "han:dora": msg("skill:han:dora", "counting the dora"),
    "pay:dealer_ron": msg("skill:pay:dealer_ron", "the dealer's ron payment"),
    "pay:non_dealer_ron": msg("skill:pay:non_dealer_ron", "a non-dealer's ron payment"),
    "pay:dealer_tsumo": msg("skill:pay:dealer_tsumo", "the dealer's tsumo payments"),
    "pay:non_dealer_tsumo": msg("skill:pay:non_dealer_tsumo", "a non-dealer's tsumo payments"),
    "pay:honba": TERMS["honba"],
    "pay:pao": msg("skill:pay:pao", "who pays under pao"),
}

#: Why the quiz chose a hand (skill: a skill's name; n: how often it was missed).
WHY_CHOSEN: dict[str, Msg] = {
    "missed": nmsg(
        "quiz:why_missed",
        "This hand practises {skill}: you missed it {n} time.",
        "This hand practises {skill}: you missed it {n} times.",
    ),
    "overdue": msg("quiz:why_overdue", "This hand practises {skill}: you have not seen it for a while."),
    "new": msg("quiz:why_new", "This hand practises {skill}, which you have not been asked yet."),
}

#: One-line definitions, shown when a quiz answer misses a yaku that the hand has.
YAKU_RULES: dict[str, Msg] = {
    "riichi": msg("yaku-rule:riichi", "riichi was declared with a closed hand"),
    "double_riichi": msg(
        "yaku-rule:double_riichi", "riichi declared on the very first discard, with no call before it"
    ),
    "ippatsu": msg("yaku-rule:ippatsu", "won within one go-around after riichi, with no call in between"),
    "menzen_tsumo": msg("yaku-rule:menzen_tsumo", "a closed hand won by tsumo"),
    "rinshan": msg(
        "yaku-rule:rinshan",
        "won on the replacement tile after a kan (or a North set aside, with three players)",
    ),
    "chankan": msg("yaku-rule:chankan", "ron on the tile another player adds to a pon to make a kan"),
    "haitei": msg("yaku-rule:haitei", "tsumo on the last tile of the wall"),
    "houtei": msg("yaku-rule:houtei", "ron on the last discard"),
    "renhou": msg("yaku-rule:renhou", "a non-dealer's ron before their first draw, with no call before it"),
    "tanyao": msg("yaku-rule:tanyao", "every tile is a simple, 2 to 8"),
    "haku": msg("yaku-rule:haku", "a triplet or kan of the white dragon"),
    "hatsu": msg("yaku-rule:hatsu", "a triplet or kan of the green dragon"),
    "chun": msg("yaku-rule:chun", "a triplet or kan of the red dragon"),
    "seat_wind": msg("yaku-rule:seat_wind", "a triplet or kan of your seat wind"),
    "round_wind": msg("yaku-rule:round_wind", "a triplet or kan of the round wind"),
    "pinfu": msg("yaku-rule:pinfu", "closed, four sequences, a pair that gives no fu and a two-sided wait"),
    "iipeikou": msg("yaku-rule:iipeikou", "two identical sequences in a closed hand"),
    "ryanpeikou": msg("yaku-rule:ryanpeikou", "two pairs of identical sequences in a closed hand"),
    "chanta": msg("yaku-rule:chanta", "a terminal or honor in every set and the pair, with a sequence"),
    "junchan": msg("yaku-rule:junchan", "a terminal in every set and the pair, no honors, with a sequence"),
    "ittsu": msg("yaku-rule:ittsu", "123, 456 and 789 of one suit"),
    "sanshoku": msg("yaku-rule:sanshoku", "the same sequence in all three suits"),
    "sanshoku_doukou": msg(
        "yaku-rule:sanshoku_doukou", "a triplet or kan of one number in each of the three suits"
    ),
    "toitoi": msg("yaku-rule:toitoi", "four triplets or kans and a pair"),
    "chiitoitsu": msg("yaku-rule:chiitoitsu", "seven different pairs"),
    "sanankou": msg(
        "yaku-rule:sanankou",
        "three concealed triplets or closed kans (a triplet completed by ron does not count)",
    ),
    "sankantsu": msg("yaku-rule:sankantsu", "three kans"),
    "honroutou": msg("yaku-rule:honroutou", "only terminals and honors"),
    "honitsu": msg("yaku-rule:honitsu", "one suit plus honors"),
    "chinitsu": msg("yaku-rule:chinitsu", "one suit only, no honors"),
    "shousangen": msg(
        "yaku-rule:shousangen", "a triplet or kan of each of two dragons and a pair of the third"
    ),
    "kokushi": msg("yaku-rule:kokushi", "one of each terminal and honor, plus a pair of one"),
    "kokushi_13": msg("yaku-rule:kokushi_13", "kokushi waiting on all thirteen tiles"),
    "suuankou": msg(
        "yaku-rule:suuankou",
        "four concealed triplets or closed kans, won by tsumo (a triplet completed by ron counts as open)",
    ),
    "suuankou_tanki": msg(
        "yaku-rule:suuankou_tanki", "four concealed triplets or closed kans, won on the pair"
    ),
    "daisangen": msg("yaku-rule:daisangen", "a triplet or kan of each of the three dragons"),
    "shousuushii": msg(
        "yaku-rule:shousuushii", "a triplet or kan of each of three winds and a pair of the fourth"
    ),
    "daisuushii": msg("yaku-rule:daisuushii", "a triplet or kan of each of the four winds"),
    "tsuuiisou": msg("yaku-rule:tsuuiisou", "only honors"),
    "ryuuiisou": msg(
        "yaku-rule:ryuuiisou", "only 2 3 4 6 8 sou and the green dragon (the dragon is not required)"
    ),
    "chinroutou": msg("yaku-rule:chinroutou", "only terminals"),
    "chuuren": msg("yaku-rule:chuuren", "1112345678999 of one suit plus one more, closed"),
    "chuuren_9": msg("yaku-rule:chuuren_9", "nine gates waiting on all nine tiles"),
    "suukantsu": msg("yaku-rule:suukantsu", "four kans"),
    "tenhou": msg("yaku-rule:tenhou", "dealer tsumo on the first draw"),
    "chiihou": msg("yaku-rule:chiihou", "non-dealer tsumo on the first draw, with no call or kan before it"),
    # n: the rules' paarenchan_threshold
    "paarenchan": nmsg(
        "yaku-rule:paarenchan", "the dealer's win after {n} renchan", "the dealer's win after {n} renchan"
    ),
}

YAKU_RULE: Msg = msg("teach:yaku_rule", "{yaku}: {body}")

# ---------------------------------------------------------------------------------------------
# The same hand under other rules
# ---------------------------------------------------------------------------------------------

#: Rule options as short phrases, keyed by ``option`` or ``option=value``: those that change a score
#: (the comparison's notes) and those of the game a record can change.
RULE_NOTES: dict[str, Msg] = {
    "aka=0": msg("rule-note:aka=0", "aka: 0 red fives, a red five counts as a plain five"),
    "aka": msg("rule-note:aka", "aka: {value} red fives, each +1 han"),
    "kazoe=sanbaiman": msg(
        "rule-note:kazoe=sanbaiman", "kazoe capped at sanbaiman: 13+ han pay as sanbaiman"
    ),
    "kazoe=off": msg("rule-note:kazoe=off", "no kazoe yakuman: 13+ han pay as sanbaiman"),
    "kazoe=yakuman": msg("rule-note:kazoe=yakuman", "13+ han count as kazoe yakuman"),
    "double_yakuman=": msg("rule-note:double_yakuman=", "no double yakuman: every yakuman counts once"),
    "double_yakuman": msg("rule-note:double_yakuman", "double yakuman: {yakus}"),
    "yakuman_stacking=False": msg("rule-note:yakuman_stacking=False", "yakuman do not add up"),
    "yakuman_stacking=True": msg("rule-note:yakuman_stacking=True", "several yakuman add up"),
    "kiriage=True": msg(
        "rule-note:kiriage=True", "kiriage mangan: 4 han 30 fu and 3 han 60 fu pay as mangan"
    ),
    "kiriage=False": msg("rule-note:kiriage=False", "no kiriage mangan"),
    "kuitan=False": msg("rule-note:kuitan=False", "no open tanyao (kuitan)"),
    "kuitan=True": msg("rule-note:kuitan=True", "open tanyao allowed (kuitan)"),
    "double_wind_pair_fu": msg("rule-note:double_wind_pair_fu", "a double wind pair gives {value} fu"),
    "rinshan_tsumo_fu=False": msg("rule-note:rinshan_tsumo_fu=False", "no tsumo fu for rinshan"),
    "rinshan_tsumo_fu=True": msg("rule-note:rinshan_tsumo_fu=True", "rinshan gets the 2 tsumo fu"),
    "ryanhan_shibari=False": msg("rule-note:ryanhan_shibari=False", "no ryanhan shibari"),
    # threshold: the rules' ryanhan_threshold
    "ryanhan_shibari=True": msg(
        "rule-note:ryanhan_shibari=True", "ryanhan shibari: 2 han from yaku from {threshold} honba"
    ),
    "ryanhan_threshold": msg("rule-note:ryanhan_threshold", "ryanhan shibari from {value} honba"),
    "renhou=off": msg("rule-note:renhou=off", "no renhou"),
    # RULES.md §2: the hand is paid as the higher of mangan and its own value without renhou
    "renhou=mangan": msg(
        "rule-note:renhou=mangan", "renhou pays mangan, or the hand's own value where that is higher"
    ),
    "renhou=yakuman": msg("rule-note:renhou=yakuman", "renhou is a yakuman"),
    "paarenchan=False": msg("rule-note:paarenchan=False", "no paarenchan"),
    # n: the rules' paarenchan_threshold
    "paarenchan=True": nmsg(
        "rule-note:paarenchan=True", "paarenchan after {n} renchan", "paarenchan after {n} renchan"
    ),
    "paarenchan_threshold": nmsg(
        "rule-note:paarenchan_threshold", "paarenchan after {n} renchan", "paarenchan after {n} renchan"
    ),
    "paarenchan_needs_yaku=True": msg("rule-note:paarenchan_needs_yaku=True", "paarenchan needs a yaku"),
    "paarenchan_needs_yaku=False": msg("rule-note:paarenchan_needs_yaku=False", "paarenchan needs no yaku"),
    "chiitoitsu_50fu=True": msg("rule-note:chiitoitsu_50fu=True", "chiitoitsu is 1 han 50 fu"),
    "chiitoitsu_50fu=False": msg("rule-note:chiitoitsu_50fu=False", "chiitoitsu is 2 han 25 fu"),
    "honba_ron": msg("rule-note:honba_ron", "a honba is worth {value}"),
    # the options of the game a record's rules line can change (the tracker's rules, the game
    # command, the club); points, uma: written as every number a player reads (RuleNote.text)
    "pao": msg("rule-note:pao", "pao for {yakus}"),
    "pao=": msg("rule-note:pao=", "no pao"),
    "pao_whole=True": msg("rule-note:pao_whole=True", "pao: the liable player pays a whole tsumo"),
    "pao_whole=False": msg(
        "rule-note:pao_whole=False", "pao: on a tsumo the liable player pays the pao yakuman only"
    ),
    "pao_liable_honba=True": msg(
        "rule-note:pao_liable_honba=True", "pao on a ron: the liable player pays the honba"
    ),
    "pao_liable_honba=False": msg(
        "rule-note:pao_liable_honba=False", "pao on a ron: the discarder pays the honba"
    ),
    "start_points": msg("rule-note:start_points", "start {points}"),
    "return_points": msg("rule-note:return_points", "return {points}"),
    # with overtime and no overtime_points of their own the return points are also the target
    # that ends the extra round, and that the dealer needs to stop by agari-/tenpai-yame
    # (overtime_target, dealer_may_stop): said when they move it from the preset's
    "return_points,overtime=True": msg(
        "rule-note:return_points,overtime=True", "return {points}, also the target of the extra round"
    ),
    "return_points,overtime=True,agari_yame=True": msg(
        "rule-note:return_points,overtime=True,agari_yame=True",
        "return {points}, also the target of the extra round and agari-yame",
    ),
    "return_points,overtime=True,tenpai_yame=True": msg(
        "rule-note:return_points,overtime=True,tenpai_yame=True",
        "return {points}, also the target of the extra round and tenpai-yame",
    ),
    "return_points,overtime=True,agari_yame=True,tenpai_yame=True": msg(
        "rule-note:return_points,overtime=True,agari_yame=True,tenpai_yame=True",
        "return {points}, also the target of the extra round, agari-yame and tenpai-yame",
    ),
    "uma": msg("rule-note:uma", "uma {uma}"),
    "east_only=True": msg("rule-note:east_only=True", "East round only"),
    "east_only=False": msg("rule-note:east_only=False", "East and South rounds"),
    "sticks_to_first=True": msg(
        "rule-note:sticks_to_first=True", "riichi sticks left at the end go to first place"
    ),
    "sticks_to_first=False": msg(
        "rule-note:sticks_to_first=False", "riichi sticks left at the end go to nobody"
    ),
    "buttobi=True": msg("rule-note:buttobi=True", "the game ends when a player goes below zero"),
    "buttobi=False": msg("rule-note:buttobi=False", "play goes on below zero"),
    "abortive_draws=True": msg("rule-note:abortive_draws=True", "with abortive draws"),
    "abortive_draws=False": msg("rule-note:abortive_draws=False", "no abortive draws"),
    "nagashi_mangan=True": msg("rule-note:nagashi_mangan=True", "with nagashi mangan"),
    "nagashi_mangan=False": msg("rule-note:nagashi_mangan=False", "no nagashi mangan"),
    "agari_yame=True": msg(
        "rule-note:agari_yame=True",
        "agari-yame: the game ends when the dealer wins the last hand and is first after it",
    ),
    # with overtime the dealer also needs its target (dealer_may_stop); points: the target
    "agari_yame=True,overtime=True": msg(
        "rule-note:agari_yame=True,overtime=True",
        "agari-yame: the game ends when the dealer wins the last hand or a hand of the extra round "
        "and is first after it, with {points} or more",
    ),
    "agari_yame=False": msg("rule-note:agari_yame=False", "no agari-yame"),
    "tenpai_yame=True": msg(
        "rule-note:tenpai_yame=True",
        "tenpai-yame: the game ends when the dealer is tenpai at the last hand's draw and first after it",
    ),
    # with overtime the dealer also needs its target (dealer_may_stop); points: the target
    "tenpai_yame=True,overtime=True": msg(
        "rule-note:tenpai_yame=True,overtime=True",
        "tenpai-yame: the game ends when the dealer is tenpai at the draw of the last hand or of a "
        "hand of the extra round and first after it, with {points} or more",
    ),
    "tenpai_yame=False": msg("rule-note:tenpai_yame=False", "no tenpai-yame"),
    # points: the points that end the extra round (the return points unless overtime_points)
    # the game ends when the deal moves on with someone at the target, not as soon as a
    # player has it (the dealer keeps the deal: it goes on)
    "overtime=True": msg(
        "rule-note:overtime=True",
        "an extra round, ending when the deal moves on with a player at {points} or more",
    ),
    "overtime=False": msg("rule-note:overtime=False", "no extra round"),
    "overtime_points": msg("rule-note:overtime_points", "the extra round ends at {points}"),
    # the same where the dealer's stop (agari-/tenpai-yame) needs those points too
    "overtime_points,agari_yame=True": msg(
        "rule-note:overtime_points,agari_yame=True",
        "the extra round ends at {points}, which agari-yame also needs",
    ),
    "overtime_points,tenpai_yame=True": msg(
        "rule-note:overtime_points,tenpai_yame=True",
        "the extra round ends at {points}, which tenpai-yame also needs",
    ),
    "overtime_points,agari_yame=True,tenpai_yame=True": msg(
        "rule-note:overtime_points,agari_yame=True,tenpai_yame=True",
        "the extra round ends at {points}, which agari-yame and tenpai-yame also need",
    ),
    "atama_hane=True": msg("rule-note:atama_hane=True", "atama hane: one ron only"),
    "atama_hane=False": msg("rule-note:atama_hane=False", "double and triple ron"),
    "multiple_ron_honba=first": msg("rule-note:multiple_ron_honba=first", "honba to the first winner only"),
    "multiple_ron_honba=each": msg("rule-note:multiple_ron_honba=each", "honba to each winner"),
    "triple_ron_abort=True": msg("rule-note:triple_ron_abort=True", "three rons make an abortive draw"),
    "triple_ron_abort=False": msg("rule-note:triple_ron_abort=False", "three rons all win"),
    "wareme=True": msg("rule-note:wareme=True", "with wareme"),
    "wareme=False": msg("rule-note:wareme=False", "no wareme"),
    "chombo_at_end=True": msg("rule-note:chombo_at_end=True", "chombo paid at the end of the game"),
    "chombo_at_end=False": msg("rule-note:chombo_at_end=False", "chombo paid at once"),
    # points: what a chombo takes off its offender's final score, in points (M-League: 20 000;
    # n: the same number, for the form of "points")
    "chombo_score_penalty": nmsg(
        "rule-note:chombo_score_penalty",
        "chombo: {points} point off the final score, nothing paid at the table",
        "chombo: {points} points off the final score, nothing paid at the table",
    ),
    "chombo_score_penalty=0": msg("rule-note:chombo_score_penalty=0", "chombo paid at the table"),
    "noten_total": msg("rule-note:noten_total", "noten payments {points} in all"),
    "score_rounding": msg("rule-note:score_rounding", "final scores rounded to the nearest {points}"),
    "score_rounding=0": msg("rule-note:score_rounding=0", "final scores not rounded"),
    "score_rounding_half=up": msg("rule-note:score_rounding_half=up", "halves rounded up"),
    "score_rounding_half=away": msg("rule-note:score_rounding_half=away", "halves rounded away from zero"),
    "tie_uma=split": msg("rule-note:tie_uma=split", "tied players share a place"),
    "tie_uma=seat": msg("rule-note:tie_uma=seat", "ties go to the seat nearer the first dealer"),
    "generic": msg("rule-note:generic", "{option} = {value}"),
    # conversions made so the hand can be scored at all
    "converted_red": msg(
        "rule-note:converted_red", "red fives written as plain fives ({tiles}): these rules have none"
    ),
    "converted_plain": msg(
        "rule-note:converted_plain", "one plain five written as red ({tiles}): these rules always have one"
    ),
    "dropped_renhou": msg("rule-note:dropped_renhou", "renhou flag dropped: these rules have no renhou"),
}

#: Rules named with the options changed from their preset ("club rules, chiitoitsu is 1 han
#: 50 fu"): ``changes`` are their notes, joined by "; ".
RULES_CHANGED: Msg = msg("rule-note:rules_changed", "{name}, {changes}")
#: A preset named as an earlier edition of it reads (a record written before its values
#: changed, read with the values it was played under): name, the preset's; edition, a number
RULES_EDITION: Msg = msg("rule-note:rules_edition", "{name}, as of edition {edition}")
#: The same, short (a window's label): the preset's name and how many options changed; the
#: changes themselves in its tooltip.
RULES_CHANGED_COUNT: Msg = nmsg(
    "rule-note:rules_changed_count", "{name} + {n} change", "{name} + {n} changes"
)

COMPARE: dict[str, Msg] = {
    "column_han": TERMS["han"],
    "column_fu": TERMS["fu"],
    "column_limit": msg("compare:column_limit", "Limit"),
    "column_total": msg("compare:column_total", "Total"),
    "column_yaku": TERMS["yaku"],
    "column_error": msg("compare:column_error", "Win"),
}


# ---------------------------------------------------------------------------------------------
# Formatting
# ---------------------------------------------------------------------------------------------


def yaku_word(yaku_id: str, lang: str) -> str:
    """A yaku's name inside a sentence."""
    short = SHORT_YAKU.get(yaku_id)
    if short is not None:
        return say(short, lang)
    return small_first(yaku_name(yaku_id, lang))


def _lost_word(yaku_id: str, lang: str) -> str:
    word = LOST_WORDS.get(yaku_id)
    return say(word, lang) if word is not None else small_first(yaku_name(yaku_id, lang))


def _word(table: Mapping[str, Msg], value: object, lang: str) -> str:
    texts = table.get(str(value))
    return say(texts, lang) if texts is not None else str(value)


def localize(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """Turn ids in ``params`` into words (see the module docstring)."""
    out: dict[str, object] = {}
    for key, value in params.items():
        if key in ("yaku", "other") and isinstance(value, str):
            out[key] = yaku_word(value, lang)
        elif key == "choices" and isinstance(value, tuple):  # yaku ids, the last after "or"
            words = [yaku_word(str(v), lang) for v in value]
            last = words.pop() if words else ""
            out[key] = say(LIST_OR, lang, items=", ".join(words), last=last) if words else last
        elif key == "yakus" and isinstance(value, tuple):
            out[key] = text.and_list([small_first(yaku_name(str(v), lang)) for v in value], lang)
        elif key in ("lost", "gained") and isinstance(value, tuple):
            out[key] = ", ".join(_lost_word(str(v), lang) for v in value)
        elif key == "wait":
            out[key] = _word(WAIT_WORDS, value, lang)
        elif key in ("limit", "best_limit") and isinstance(value, str):
            out[key] = small_first(limit_name(value, lang))
        elif key == "liable" and isinstance(value, str) and value in WIND_LETTERS:  # a seat's letter
            out[key] = wind_word(WIND_LETTERS.index(value), lang)  # inside a sentence
        elif key == "meld_kind":
            out[key] = _word(MELD_WORDS, value, lang)
        elif key == "what":
            out[key] = _word(PAIR_WORDS, value, lang)
        elif isinstance(value, tuple):
            out[key] = ", ".join(str(v) for v in value)
        else:
            out[key] = value
    return out

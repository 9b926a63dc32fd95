"""The calculator's sentences: its headline, arithmetic, waits, hints, palette and copied text.

Everything the core names (yaku, fu reasons, errors, limits, winds) comes from
:mod:`mjgui.core.text`; these put the core's numbers together for the calculator's window
(the log window's are in :mod:`mjgui.controller.game.logview`, the start's in :mod:`mjgui.app`).
"""

from __future__ import annotations

from mjgui.core.i18n import Msg, msg, nmsg
from mjgui.core.text import TERMS

PHRASES: dict[str, Msg] = {
    # headline and its detail line
    "empty": msg("desk:empty", "Enter a hand"),
    "empty_hint": msg(
        "desk:empty_hint",
        "Click tiles on the palette or type the hand, e.g. 234m567p3467888s5s. "
        "The last tile is the winning tile.",
    ),
    # the same, its example a hand of three players' tiles (no 2m to 8m)
    "empty_hint_three": msg(
        "desk:empty_hint_three",
        "Click tiles on the palette or type the hand, e.g. 234p567p3467888s5s. "
        "The last tile is the winning tile.",
    ),
    "count": msg("desk:count", "{count} of {need} tiles"),
    "count_hint": msg("desk:count_hint", "Add {missing} more; the last tile added is the winning tile."),
    # a tile taken out of a complete hand, not its winning tile: that one stays the winning tile
    "count_hint_win": msg(
        "desk:count_hint_win",
        "Add {missing} more; {tile} stays the winning tile (right-click a tile to choose another).",
    ),
    "too_many": msg("desk:too_many", "Too many tiles"),
    "invalid": msg("desk:invalid", "Check the hand"),
    "no_yaku": msg("desk:no_yaku", "No yaku"),
    "ryanhan_shibari": msg("desk:ryanhan_shibari", "Not enough han"),
    "not_complete": msg("desk:not_complete", "Not a complete hand"),
    "tenpai": msg("desk:tenpai", "Tenpai: {tiles}"),
    "tenpai_furiten": msg("desk:tenpai_furiten", "Tenpai, furiten: {tiles}"),
    "noten": TERMS["noten"],
    # before tenpai (issue 16): the shanten and the best discards of a hand that is not ready
    "shanten_title": msg("desk:shanten_title", "{shanten}-shanten ({shape}): the best discards"),
    "wait_completes": msg("desk:wait_completes", "{wait}, completing {set}"),
    "tenpai_title": msg("desk:tenpai_title", "Tenpai after a discard ({shape}): the discards that wait"),
    "shape_regular": msg("desk:shape_regular", "four sets and a pair"),
    "discard_improves": nmsg(
        "desk:discard_improves",
        "Discard {tile}: {n} tile left improves the hand ({tiles})",
        "Discard {tile}: {n} tiles left improve the hand ({tiles})",
    ),
    "discard_tenpai": nmsg(
        "desk:discard_tenpai",
        "Discard {tile}: tenpai, {n} winning tile left ({tiles})",
        "Discard {tile}: tenpai, {n} winning tiles left ({tiles})",
    ),
    # a wait of a tenpai discard line: its tile and its ron as the copied waits say it ("ron 3900
    # · 3 han 30 fu", "no ron (no yaku)", "furiten, no ron (2000 · 1 han 40 fu)")
    "wait_value": msg("desk:wait_value", "{tile}: {ron}"),
    "improving_line": nmsg(
        "desk:improving_line",
        "{shanten}-shanten ({shape}): {n} tile left improves the hand ({tiles})",
        "{shanten}-shanten ({shape}): {n} tiles left improve the hand ({tiles})",
    ),
    "waits_hint": msg(
        "desk:waits_hint",
        "13 tiles: each winning tile is listed under Waits with its ron and tsumo value. "
        "Add the winning tile to score the hand.",
    ),
    # the same, a tile taken out of a complete hand (not its winning tile, which stays)
    "waits_hint_win": msg(
        "desk:waits_hint_win",
        "{tile} stays the winning tile: add the missing tile to score the hand "
        "(right-click a tile to choose another winning tile).",
    ),
    "plus_honba": msg("desk:plus_honba", "+ {points} honba"),
    # a game's second winner on one discard under multiple_ron_honba=first: the honba stay on the
    # desk (ryanhan shibari counts them), the payment has none
    "honba_to_first": nmsg(
        "desk:honba_to_first",
        "No honba for this winner: the {n} honba on the table goes to the first winner after the discarder.",
        "No honba for this winner: the {n} honba on the table go to the first winner after the discarder.",
    ),
    # the rules give every winner the honba: the paid honba was given on the command line
    "honba_not_paid": nmsg(
        "desk:honba_not_paid",
        "No honba for this winner: the {n} honba on the table is not paid to them.",
        "No honba for this winner: the {n} honba on the table are not paid to them.",
    ),
    "plus_sticks": msg("desk:plus_sticks", "+ {points} sticks"),
    "limit_dash": msg("desk:limit_dash", "{limit} — {points}"),
    "tsumo_split": msg("desk:tsumo_split", "{other} / {dealer}"),
    "all": msg("desk:all", "{points} all"),
    "dealer_ron": msg("desk:dealer_ron", "Dealer ron"),
    "dealer_tsumo": msg("desk:dealer_tsumo", "Dealer tsumo"),
    "non_dealer_ron": msg("desk:non_dealer_ron", "Non-dealer ron"),
    "non_dealer_tsumo": msg("desk:non_dealer_tsumo", "Non-dealer tsumo"),
    "han_fu": TERMS["han_fu"],
    "total_gain": msg("desk:total_gain", "total +{points}"),
    "wait_is": msg("desk:wait_is", "{wait} wait"),
    # under a headline that names the first problem (Too many tiles): the others listed below
    "more_problems": nmsg(
        "desk:more_problems", "{n} more problem to fix below", "{n} more problems to fix below"
    ),
    # under a headline that names none (Check the hand): every problem listed below
    "problems_below": nmsg("desk:problems_below", "{n} problem to fix below", "{n} problems to fix below"),
    "fu_yakuman": msg("desk:fu_yakuman", "not counted for a yakuman"),
    # after "Fu: " in the fu panel's title (the headline says renhou is paid as mangan)
    "fu_renhou": msg("desk:fu_renhou", "none (mangan)"),
    "no_yaku_row": msg("desk:no_yaku_row", "No yaku: dora alone do not win"),
    "no_yaku_row_plain": msg("desk:no_yaku_row_plain", "No yaku: the hand needs at least one"),
    "riichi_game": msg(
        "desk:riichi_game",
        "The game knows this player declared riichi and counts it: riichi stays ticked while the "
        "desk scores this win for the game (double riichi may replace it)",
    ),
    "quick_pick": msg("desk:quick_pick", "Pick han and fu"),
    "quick_hint": msg(
        "desk:quick_hint",
        "Scoring without tiles: pick the han and fu, a limit or the yakuman; the seat, ron or "
        "tsumo, honba and sticks count as set below.",
    ),
    # value: what was picked (2 han 30 fu, Mangan); yakuman: what the dealer's win at
    # paarenchan is paid as (yakuman, double yakuman); n: the dealer's renchan
    "quick_paarenchan": nmsg(
        "desk:quick_paarenchan",
        "{value} → {yakuman} (paarenchan: the dealer has {n} renchan)",
        "{value} → {yakuman} (paarenchan: the dealer has {n} renchan)",
    ),
    # the same, when the value is unchanged: a yakuman picked that paarenchan does not add to
    "quick_paarenchan_same": nmsg(
        "desk:quick_paarenchan_same",
        "{value} (paarenchan: the dealer has {n} renchan)",
        "{value} (paarenchan: the dealer has {n} renchan)",
    ),
    # a value picked without tiles the game would refuse here (its reason said below)
    "quick_refused": msg("desk:quick_refused", "This value cannot be won"),
    # more yakuman picked than the rules count (the game's record:yakuman_most_one/_two, with
    # the value named as the desk shows it: the Yakuman button and its count)
    "quick_yakuman_most_one": msg(
        "desk:yakuman_most_one",
        "Yakuman × {multiple} cannot be won under these rules: several yakuman do not add up "
        "(yakuman_stacking=off) and none counts double, so a hand is one yakuman at most.",
    ),
    "quick_yakuman_most_two": msg(
        "desk:yakuman_most_two",
        "Yakuman × {multiple} cannot be won under these rules: several yakuman do not add up "
        "(yakuman_stacking=off), so a hand is a double yakuman at most.",
    ),
    # 25 fu picked under chiitoitsu_50fu (the game's record-word:no_25, whose advice is for a
    # record's rules line): the Options menu's item that sets it, "Chiitoitsu: 50 fu, 1 han"
    # (context Situation); value: the han and fu picked ("2 han 25 fu")
    "quick_no_25": msg(
        "desk:no_25",
        "{value} cannot be won under these rules: chiitoitsu is 1 han 50 fu (Options: "
        '"Chiitoitsu: 50 fu, 1 han"), so no hand has 25 fu.',
    ),
    # more yakuman picked than the winner's hand counts where yakuman add up (the game's
    # record:yakuman_most, the value named as the desk shows it); n: that most
    "quick_yakuman_most": nmsg(
        "desk:yakuman_most",
        "Yakuman × {multiple} cannot be won under these rules: no hand counts more than {n} "
        "yakuman, as scoring its tiles counts them.",
        "Yakuman × {multiple} cannot be won under these rules: no hand counts more than {n} "
        "yakuman, as scoring its tiles counts them.",
    ),
    # the same where this seat's and way of winning's most is below another's (the game's
    # record:yakuman_most_dealer_tsumo ... _ron; the headline names the seat and the win)
    "quick_yakuman_most_win": nmsg(
        "desk:yakuman_most_win",
        "Yakuman × {multiple} cannot be won under these rules: such a win counts at most {n} "
        "yakuman, as scoring its tiles counts them.",
        "Yakuman × {multiple} cannot be won under these rules: such a win counts at most {n} "
        "yakuman, as scoring its tiles counts them.",
    ),
    # the same for the dealer where the rules play paarenchan: the renchan counter adds it
    "quick_yakuman_most_win_paarenchan": nmsg(
        "desk:yakuman_most_win_paarenchan",
        "Yakuman × {multiple} cannot be won under these rules: such a win counts at most {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the desk adds "
        "it from the dealer's renchan.",
        "Yakuman × {multiple} cannot be won under these rules: such a win counts at most {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the desk adds "
        "it from the dealer's renchan.",
    ),
    # yakuman_stacking=off, where this win holds no double yakuman but another seat's or way
    # of winning does (the game's record:yakuman_most_one_dealer_tsumo ... _ron)
    "quick_yakuman_most_one_win": msg(
        "desk:yakuman_most_one_win",
        "Yakuman × {multiple} cannot be won under these rules: several yakuman do not add up "
        "(yakuman_stacking=off) and none counts double in such a win, so it is one yakuman at "
        "most.",
    ),
    # the same for the dealer where the rules play paarenchan: the renchan counter adds it
    "quick_yakuman_most_paarenchan": nmsg(
        "desk:yakuman_most_paarenchan",
        "Yakuman × {multiple} cannot be won under these rules: no hand counts more than {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the desk adds "
        "it from the dealer's renchan.",
        "Yakuman × {multiple} cannot be won under these rules: no hand counts more than {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the desk adds "
        "it from the dealer's renchan.",
    ),
    # limit, points: the arithmetic of a limit picked without tiles
    "quick_limit": msg("desk:quick_limit", "{limit}: {points} base points"),
    # yaku han column
    "han_n": msg("desk:han_n", "{han} han"),
    # the score table's yakuman row under rules without kazoe yakuman: no han count reaches it
    "yaku_only": msg("desk:yaku_only", "yaku only"),
    # a renhou paid as mangan (RULES.md §2): no han of its own, said in place of its han and fu
    "renhou_mangan": msg("desk:renhou_mangan", "Renhou, paid as mangan"),
    # payments
    "winner": msg("desk:winner", "winner"),
    "discarder": msg("desk:discarder", "discarder"),
    "pays": msg("desk:pays", "pays"),
    "nothing": msg("desk:nothing", "pays nothing"),
    "liable": msg("desk:liable", "liable (pao)"),
    # pao (RULES.md §6): the headline's payment, and the liable seat's choice
    "pao_all": msg("desk:pao_all", "{points} from {wind} (pao)"),
    "pao_part": msg("desk:pao_part", "{points}, {part} of it from {wind} (pao)"),
    # who pays what, by the rules' pao_whole (a tsumo: the whole hand) and pao_liable_honba (a
    # ron by another player: the liable player pays the honba): each tip true of its two options
    "liable_help": msg(
        "desk:liable_help",
        "Pao: the player who fed the last set of the {yakuman} is liable. On a tsumo they pay this "
        "yakuman's value and the honba alone; on a ron by another player, half of this yakuman's "
        "value, the discarder paying the other half and the honba. Another yakuman in the hand is "
        "paid as usual. A ron they dealt in is paid as usual.",
    ),
    "liable_help_honba": msg(
        "desk:liable_help_honba",
        "Pao: the player who fed the last set of the {yakuman} is liable. On a tsumo they pay this "
        "yakuman's value and the honba alone; on a ron by another player, half of this yakuman's "
        "value and the honba, the discarder paying the other half. Another yakuman in the hand is "
        "paid as usual. A ron they dealt in is paid as usual.",
    ),
    "liable_help_whole": msg(
        "desk:liable_help_whole",
        "Pao: the player who fed the last set of the {yakuman} is liable. On a tsumo they pay the "
        "whole hand and the honba alone, another yakuman in it included; on a ron by another "
        "player, half of this yakuman's value, the discarder paying the other half, the honba and "
        "any other yakuman in the hand. A ron they dealt in is paid as usual.",
    ),
    "liable_help_whole_honba": msg(
        "desk:liable_help_whole_honba",
        "Pao: the player who fed the last set of the {yakuman} is liable. On a tsumo they pay the "
        "whole hand and the honba alone, another yakuman in it included; on a ron by another "
        "player, half of this yakuman's value and the honba; the discarder pays the other half and "
        "any other yakuman in the hand. A ron they dealt in is paid as usual.",
    ),
    # the rule options' menu and the renchan counter: the numbers of the rules in use
    "option_ryanhan_shibari": msg("desk:option_ryanhan_shibari", "Two han minimum from {n} honba"),
    "option_paarenchan": nmsg(
        "desk:option_paarenchan",
        "Paarenchan (the dealer has {n} renchan)",
        "Paarenchan (the dealer has {n} renchan)",
    ),
    "renchan_help": nmsg(
        "desk:renchan_help",
        "The dealer's renchan: the deal kept in a row by wins, tenpai draws or abortive draws "
        "(paarenchan at {n}).",
        "The dealer's renchan: the deal kept in a row by wins, tenpai draws or abortive draws "
        "(paarenchan at {n}).",
    ),
    # beside the rules' Options button: the options changed from the preset
    "options_changed": nmsg("desk:options_changed", "{n} option changed", "{n} options changed"),
    "renchan_help_off": msg(
        "desk:renchan_help_off",
        "The dealer's renchan: the deal kept in a row by wins, tenpai draws or abortive draws "
        "(these rules have no paarenchan).",
    ),
    # the same under rules without abortive draws (Rules.abort_allowed false)
    "renchan_help_no_abort": nmsg(
        "desk:renchan_help_no_abort",
        "The dealer's renchan: the deal kept in a row by wins or tenpai draws (paarenchan at {n}).",
        "The dealer's renchan: the deal kept in a row by wins or tenpai draws (paarenchan at {n}).",
    ),
    "renchan_help_off_no_abort": msg(
        "desk:renchan_help_off_no_abort",
        "The dealer's renchan: the deal kept in a row by wins or tenpai draws (these rules have no "
        "paarenchan).",
    ),
    "liable_needs_yakuman": msg(
        "desk:liable_needs_yakuman",
        "Pao is for a winning hand with {yakuman}: then choose the player who fed its last set.",
    ),
    # score table
    "table_title": msg("desk:table_title", "{who} {how}: points by han and fu"),
    "dealer": TERMS["dealer"],
    "non_dealer": TERMS["non_dealer"],
    "ron": TERMS["ron_in_sentence"],
    "tsumo": TERMS["tsumo_in_sentence"],
    # waits
    "waits_need_13": msg(
        "desk:waits_need_13", "Waits are shown when the hand has {need} tiles (one short of a complete hand)."
    ),
    "left": msg("desk:left", "{left} left"),
    # tiles: the waits discarded, n: how many
    "furiten_warning": nmsg(
        "desk:furiten_warning",
        "Furiten: you discarded {tiles}, one of your waits: no ron on any of your waits, tsumo only.",
        "Furiten: you discarded {tiles}, {n} of your waits: no ron on any of your waits, tsumo only.",
    ),
    # a complete hand won by ron, a wait of it among the discards entered (tiles, n: as above)
    "furiten_ron_head": msg("desk:furiten_ron_head", "Furiten: no ron"),
    "furiten_ron": nmsg(
        "desk:furiten_ron",
        "Furiten: you discarded {tiles}, one of this hand's waits: this ron is not allowed, tsumo only.",
        "Furiten: you discarded {tiles}, {n} of this hand's waits: this ron is not allowed, tsumo only.",
    ),
    "furiten_value": msg("desk:furiten_value", "furiten, no ron ({value})"),
    "furiten_no_ron": msg("desk:furiten_no_ron", "furiten, no ron"),
    "no_value": msg("desk:no_value", "no yaku"),
    # a wait's ron and tsumo in a sentence (the copied waits, the discard lines): what it pays,
    # or that it does not win and why ({why}: "no yaku", "needs 2 han of yaku"); "no ron"
    # alone for a win that cannot happen (renhou by tsumo...)
    "ron_value": msg("desk:ron_value", "ron {value}"),
    "tsumo_value": msg("desk:tsumo_value", "tsumo {value}"),
    "no_ron_why": msg("desk:no_ron_why", "no ron ({why})"),
    "no_tsumo_why": msg("desk:no_tsumo_why", "no tsumo ({why})"),
    "no_ron": msg("desk:no_ron", "no ron"),
    "no_tsumo": msg("desk:no_tsumo", "no tsumo"),
    # a wait whose win has yaku but too few han for ryanhan shibari (RULES.md §4)
    "no_value_shibari": msg("desk:no_value_shibari", "needs 2 han of yaku"),
    # a wait's ron or tsumo that cannot happen (renhou by tsumo...), said in a sentence; its
    # table cell shows a dash
    "no_such_win": msg("desk:no_such_win", "impossible"),
    # palette and options
    "tile_left": msg("desk:tile_left", "{name}: {left} left"),
    # count: the concealed tiles (two or more), n: the melds
    "hand_full": nmsg(
        "desk:hand_full",
        "The hand is full ({count} tiles with {n} meld): remove a tile or add a meld first.",
        "The hand is full ({count} tiles with {n} melds): remove a tile or add a meld first.",
    ),
    "none_left": msg("desk:none_left", "All four are already used."),
    # a plain five none of which is left, n: its red fives left, tile: the red five
    "reds_left": nmsg(
        "desk:reds_left",
        "The plain fives are all used; {n} red five is left: click {tile}.",
        "The plain fives are all used; {n} red fives are left: click {tile}.",
    ),
    # a red five none of which is left, n: the red fives of its suit in the rules, tile: the plain five
    "reds_used": nmsg(
        "desk:reds_used",
        "These rules have only {n} red five of this suit, and it is used: click {tile} for a plain five.",
        "These rules have only {n} red fives of this suit, and all are used: click {tile} for a plain five.",
    ),
    "chi_start": msg("desk:chi_start", "A chi is picked by its lowest tile: 1–7 of man, pin or sou."),
    "chi_short": msg("desk:chi_short", "Not enough tiles left for the chi {tiles}."),
    "pon_short": msg("desk:pon_short", "Fewer than three of this tile are left."),
    "kan_short": msg("desk:kan_short", "A kan needs all four of this tile."),
    # Kan mode, a tile of a pon among the melds: tiles, the pon
    "kan_added": msg("desk:kan_added", "An added kan: the pon {tiles} becomes a kan."),
    # Closed kan mode, a tile of a pon among the melds
    "ankan_on_pon": msg(
        "desk:ankan_on_pon",
        "A pon of this tile is entered: a kan added to a pon is an open kan; pick the tile in Kan mode.",
    ),
    # n: the tiles of the concealed hand that a pon (a chi) picked now moves into it, as a kan
    # does: those the palette has too few of (said below the tile's "N left")
    "pon_from_hand": nmsg(
        "desk:pon_from_hand",
        "Not enough tiles of this kind are left on the palette: the pon takes one from the hand.",
        "Not enough tiles of this kind are left on the palette: the pon takes {n} from the hand.",
    ),
    "chi_from_hand": nmsg(
        "desk:chi_from_hand",
        "Not enough of its tiles are left on the palette: the chi takes one from the hand.",
        "Not enough of its tiles are left on the palette: the chi takes {n} from the hand.",
    ),
    # a pon (a chi) picked on a hand that holds its tiles and is too full to keep them beside
    # one more meld (a hand typed whole, then its melds marked): all three move from the hand
    "pon_hand_full": msg(
        "desk:pon_hand_full",
        "The hand holds these tiles and is full: the pon takes all three from the hand.",
    ),
    "chi_hand_full": msg(
        "desk:chi_hand_full",
        "The hand holds these tiles and is full: the chi takes all three from the hand.",
    ),
    # n: the tiles of the concealed hand that a pon (a chi) picked now moves into it because the
    # hand has more tiles than fit beside one more meld (a player with 13 tiles pons a pair's
    # third: two from the hand); the others from the palette
    "pon_room": nmsg(
        "desk:pon_room",
        "The hand is too full to keep all its tiles beside the pon: it takes one from the hand, "
        "the rest from the palette.",
        "The hand is too full to keep all its tiles beside the pon: it takes {n} from the hand, "
        "the rest from the palette.",
    ),
    "chi_room": nmsg(
        "desk:chi_room",
        "The hand is too full to keep all its tiles beside the chi: it takes one from the hand, "
        "the rest from the palette.",
        "The hand is too full to keep all its tiles beside the chi: it takes {n} from the hand, "
        "the rest from the palette.",
    ),
    # a pon (a chi) refused: the hand is too full for it and holds fewer of its tiles than it
    # would have to give (n: those it holds; tile: the pon's tile by its kind, "5z", a five
    # "5m/0m"; tiles: the chi's); "copies of" keeps the count apart from a tile's digit ("2 5m/0m")
    "pon_full_none": msg(
        "desk:pon_full_none",
        "The hand is too full for the pon and holds no {tile}: the pon would leave too many tiles in it.",
    ),
    "pon_full_held": nmsg(
        "desk:pon_full_held",
        "The hand is too full for the pon and holds only one {tile}: the pon would leave too many "
        "tiles in it.",
        "The hand is too full for the pon and holds only {n} copies of {tile}: the pon would leave too many "
        "tiles in it.",
    ),
    "chi_full_none": msg(
        "desk:chi_full_none",
        "The hand is too full for the chi {tiles} and holds none of its tiles: the chi would leave "
        "too many tiles in it.",
    ),
    "chi_full_held": nmsg(
        "desk:chi_full_held",
        "The hand is too full for the chi {tiles} and holds only one of its tiles: the chi would "
        "leave too many tiles in it.",
        "The hand is too full for the chi {tiles} and holds only {n} of its tiles: the chi would "
        "leave too many tiles in it.",
    ),
    # the same when the winning tile the desk shows is one of the meld's tiles: it is not
    # counted, since a called meld never holds it (win: that tile, as shown)
    "pon_full_none_win": msg(
        "desk:pon_full_none_win",
        "The hand is too full for the pon and holds no {tile} besides the winning tile {win} (a "
        "called pon never holds it): the pon would leave too many tiles in it.",
    ),
    "pon_full_held_win": nmsg(
        "desk:pon_full_held_win",
        "The hand is too full for the pon and holds only one {tile} besides the winning tile {win} "
        "(a called pon never holds it): the pon would leave too many tiles in it.",
        "The hand is too full for the pon and holds only {n} copies of {tile} besides the winning tile {win} "
        "(a called pon never holds it): the pon would leave too many tiles in it.",
    ),
    "chi_full_none_win": msg(
        "desk:chi_full_none_win",
        "The hand is too full for the chi {tiles} and holds none of its tiles besides the winning "
        "tile {win} (a called chi never holds it): the chi would leave too many tiles in it.",
    ),
    "chi_full_held_win": nmsg(
        "desk:chi_full_held_win",
        "The hand is too full for the chi {tiles} and holds only one of its tiles besides the "
        "winning tile {win} (a called chi never holds it): the chi would leave too many tiles in "
        "it.",
        "The hand is too full for the chi {tiles} and holds only {n} of its tiles besides the "
        "winning tile {win} (a called chi never holds it): the chi would leave too many tiles in "
        "it.",
    ),
    # a kan (open or closed) refused the same way: the hand holds fewer copies of its kind than
    # it would have to give (n: those it holds; tile: the kind, "5z", a five "5m/0m")
    "kan_full_none": msg(
        "desk:kan_full_none",
        "The hand is too full for the kan and holds no {tile}: the kan would leave too many tiles in it.",
    ),
    "kan_full_held": nmsg(
        "desk:kan_full_held",
        "The hand is too full for the kan and holds only one {tile}: the kan would leave too many "
        "tiles in it.",
        "The hand is too full for the kan and holds only {n} copies of {tile}: the kan would leave too many "
        "tiles in it.",
    ),
    # said after each of the refusals above: how many tiles to take out of the hand before the
    # meld fits (n: those it owes beyond the meld's tiles it holds, 1 to 3)
    "meld_full_remove": nmsg(
        "desk:meld_full_remove",
        "Remove a tile from the hand first.",
        "Remove {n} tiles from the hand first.",
    ),
    # a chi or a pon from the hand that only the winning tile (its one copy there) completes
    "pon_takes_win": msg(
        "desk:pon_takes_win",
        "The pon would take the winning tile {tile}, and a called pon never holds it: "
        "right-click the tile the hand won on first.",
    ),
    "chi_takes_win": msg(
        "desk:chi_takes_win",
        "The chi would take the winning tile {tile}, and a called chi never holds it: "
        "right-click the tile the hand won on first.",
    ),
    # the same on a hand short of complete whose winning tile is pinned (a mis-click taken out):
    # the meld's own copy comes from the palette when one is left, so none is
    "pon_takes_pinned_win": msg(
        "desk:pon_takes_pinned_win",
        "The pon would take the winning tile {tile}, a called pon never holds it, and no other "
        "{tile} is left for it: right-click the tile the hand won on first.",
    ),
    "chi_takes_pinned_win": msg(
        "desk:chi_takes_pinned_win",
        "The chi would take the winning tile {tile}, a called chi never holds it, and no other "
        "{tile} is left for it: right-click the tile the hand won on first.",
    ),
    # a pon (a chi) on a hand short of complete whose pinned winning tile is one of its faces:
    # two tiles from the hand, the meld's own copy of that face from the palette
    "pon_beside_win": msg(
        "desk:pon_beside_win",
        "The winning tile {tile} stays in the hand: the pon takes two tiles from the hand and "
        "its third from the palette.",
    ),
    "chi_beside_win": msg(
        "desk:chi_beside_win",
        "The winning tile {tile} stays in the hand: the chi takes two tiles from the hand and "
        "its third from the palette.",
    ),
    # a kan (closed, open or added to a pon) that would take the winning tile from the hand: a
    # kan holds every copy of its kind, all declared or called before the win
    "kan_takes_win": msg(
        "desk:kan_takes_win",
        "The kan would take the winning tile {tile}, and a kan never holds it (its four tiles "
        "are all declared or called before the win): right-click the tile the hand won on first.",
    ),
    # the same on a hand short of complete whose winning tile is pinned: the tile the hand won
    # on may not be entered yet (the pinned one the kan's own)
    "kan_takes_pinned_win": msg(
        "desk:kan_takes_pinned_win",
        "The kan would take {tile}, now marked as the winning tile, and a kan never holds the "
        "winning tile (its four tiles are all declared or called before the win). If the tile "
        "the hand wins on is not in the hand yet, remove the {tile} at the end of the hand first, "
        "then make the kan; else right-click the tile the hand won on.",
    ),
    # n: the copies in the concealed hand that a kan picked now moves into it
    "kan_from_hand": nmsg(
        "desk:kan_from_hand",
        "The kan takes the tile of this kind that is in the hand.",
        "The kan takes the {n} tiles of this kind that are in the hand.",
    ),
    "four_melds": msg("desk:four_melds", "The hand already has four melds."),
    # the status line when the palette goes back to Hand by itself after a meld or an indicator
    # (meld: its label, "Pon 111z"; kind: its button, "Pon")
    "back_meld": msg("desk:back_meld", "{meld} added; back to the hand (click {kind} again for another)."),
    "back_dora": msg(
        "desk:back_dora", "Dora indicator {tile} added; back to the hand (click Dora again for another)."
    ),
    "back_ura": msg(
        "desk:back_ura", "Ura dora indicator {tile} added; back to the hand (click Ura again for another)."
    ),
    # the same when no other can be added (a fourth meld; the last indicator the table can turn)
    "back_meld_last": msg("desk:back_meld_last", "{meld} added; back to the hand."),
    "back_dora_last": msg("desk:back_dora_last", "Dora indicator {tile} added; back to the hand."),
    "back_ura_last": msg("desk:back_ura_last", "Ura dora indicator {tile} added; back to the hand."),
    # after back_meld, for a chi of a plain five while a red five of its suit is left
    "chi_red_hint": msg("desk:chi_red_hint", "Right-click the chi to make its 5 red."),
    "dora_max": msg(
        "desk:dora_max",
        "At most {allowed} dora indicators: the first one and one for each kan by any player.",
    ),
    "ura_max": msg(
        "desk:ura_max",
        "At most {allowed} ura dora indicators: one under each dora indicator the table can turn.",
    ),
    "discarder_tsumo": msg(
        "desk:discarder_tsumo",
        "On tsumo everybody pays; a discarder exists only on ron.",
    ),
    "meld_label": msg("desk:meld_label", "{kind} {tiles}"),
    # a meld as a screen reader says it: its kind, then its tiles by their names, comma-separated
    "meld_spoken": msg("desk:meld_spoken", "{kind}: {tiles}"),
    "indicator_label": msg("desk:indicator_label", "{tile} indicates {dora}"),
    "win_tile_label": msg("desk:win_tile_label", "{tile}, the winning tile"),
    # copy as text
    "copy_hand": msg("desk:copy_hand", "Hand: {text}"),
    "copy_dora": msg("desk:copy_dora", "Dora indicators: {tiles}"),
    "copy_ura": msg("desk:copy_ura", "Ura dora indicators: {tiles}"),
    "copy_nuki": nmsg("desk:copy_nuki", "Nuki: {n} North set aside", "Nuki: {n} Norths set aside"),
    # three players: the Norths set aside, beside the dora indicators
    "nuki_help": msg(
        "desk:nuki_help",
        "Norths set aside (nuki), 0 to 4: each is one han of nuki dora, and a North for the dora indicators.",
    ),
    "nuki_shown": nmsg("desk:nuki_shown", "{n} North set aside", "{n} Norths set aside"),
    "nuki_no_more": msg("desk:nuki_no_more", "All four Norths are set aside."),
    # the count at its top below four: the other Norths are in the hand, melds or indicators
    # (n: set aside, count: the others)
    "nuki_rest_in_hand": nmsg(
        "desk:nuki_rest_in_hand",
        "No more Norths can be set aside: {n} North set aside and {count} in the hand, melds and "
        "dora indicators make all four.",
        "No more Norths can be set aside: {n} Norths set aside and {count} in the hand, melds and "
        "dora indicators make all four.",
    ),
    "nuki_all_in_hand": msg(
        "desk:nuki_all_in_hand",
        "No North can be set aside: all four are in the hand, melds and dora indicators.",
    ),
    "chi_not_here": msg("desk:chi_not_here", "Three players make no chi."),
    "copy_situation": msg("desk:copy_situation", "Situation: {text}"),
    "copy_yaku": msg("desk:copy_yaku", "Yaku:"),
    "copy_fu": msg("desk:copy_fu", "Fu:"),
    "copy_payments": msg("desk:copy_payments", "Payments:"),
    "copy_waits": msg("desk:copy_waits", "Waits:"),
    # a waiting tile, how many are left, and its ron and tsumo ("ron 2000 · 1 han 40 fu", "no
    # ron (no yaku)", "furiten, no ron (2000 · 1 han 40 fu)"; "tsumo 500 / 1000 · ...")
    "copy_wait": msg("desk:copy_wait", "{tile} ({left}): {ron}; {tsumo}"),
    "copy_tsumo": TERMS["tsumo"],  # among the situation's flags, as the yaku are named there
    "seat_round": msg("desk:seat_round", "seat {seat}, round {round}"),
}

#: A meld's kind (:data:`mjgui.core.scoring.hand.MeldKind`) in the label under it ("Pon 555z").
MELD_NAMES: dict[str, Msg] = {
    "chi": TERMS["chi"],
    "pon": TERMS["pon"],
    "kan": TERMS["kan"],
    "ankan": TERMS["closed_kan"],
}


#: What an Esc in Hand mode did, said among the messages until the desk changes.
ESC_NOTICES: dict[str, Msg] = {
    "cleared": msg("desk:esc_cleared", "The hand was cleared: Ctrl+Z brings it back."),
    # the palette had gone back to Hand mode by itself after a set or a dora indicator
    "back_in_hand": msg(
        "desk:esc_back_in_hand",
        "The palette is back in Hand mode already (it goes back after each set or indicator); "
        "press Esc again to clear the hand.",
    ),
}

"""The league's words: each statistic's name and how it is counted (the tooltips), the league
table's column heads."""

from __future__ import annotations

from mjgui.core.i18n import Msg, msg
from mjgui.core.text import TERMS

#: Statistic id -> its short name.
STAT_NAMES: dict[str, Msg] = {
    "hands": msg("league:stat:hands", "Hands"),
    "win_rate": msg("league:stat:win_rate", "Win rate"),
    "ron_rate": TERMS["ron"],
    "tsumo_rate": TERMS["tsumo"],
    "deal_in_rate": msg("league:stat:deal_in_rate", "Deal-in rate"),
    "average_deal_in": msg("league:stat:average_deal_in", "Average deal-in"),
    "riichi_rate": msg("league:stat:riichi_rate", "Riichi rate"),
    "riichi_win_rate": msg("league:stat:riichi_win_rate", "Riichi win rate"),
    "average_win": msg("league:stat:average_win", "Average win"),
    "dealer_wins": msg("league:stat:dealer_wins", "Dealer wins"),
    "renchan": msg("league:stat:renchan", "Renchan"),
    "tenpai_rate": msg("league:stat:tenpai_rate", "Tenpai at draws"),
    "chombo": TERMS["chombo"],
    "biggest": msg("league:stat:biggest", "Biggest hand"),
    "top_yaku": msg("league:stat:top_yaku", "Favourite yaku"),
    "yakuman": msg("league:stat:yakuman", "Yakuman"),
}

#: Statistic id -> how it is counted.
STAT_HOW: dict[str, Msg] = {
    "hands": msg(
        "league:how:hands",
        "Hands finished at the player's tables: wins, exhaustive and abortive draws. "
        "A chombo replays its hand, so it is not a hand.",
    ),
    "win_rate": msg("league:how:win_rate", "Hands the player won (ron or tsumo) out of the hands played."),
    "ron_rate": msg("league:how:ron_rate", "Hands the player won by ron out of the hands played."),
    "tsumo_rate": msg("league:how:tsumo_rate", "Hands the player won by tsumo out of the hands played."),
    "deal_in_rate": msg(
        "league:how:deal_in_rate",
        "Hands in which someone won on the player's discard, out of the hands played "
        "(a double ron is one deal-in; paying as the liable player of a pao yakuman is not a deal-in).",
    ),
    "average_deal_in": msg(
        "league:how:average_deal_in",
        "The points the player paid for their deal-ins (honba included), divided by the deal-ins; "
        "on a pao ron only the discarder's share counts, and what the liable player pays is not counted.",
    ),
    "riichi_rate": msg(
        "league:how:riichi_rate",
        'Riichi declared ("riichi" lines, and winning hands written with --riichi) out of the hands '
        "played (a riichi of a hand a chombo has played again is not counted, nor is that hand).",
    ),
    "riichi_win_rate": msg("league:how:riichi_win_rate", "Wins after a riichi, out of the riichi declared."),
    "average_win": msg(
        "league:how:average_win",
        "The points the winner gained by each win (honba and the riichi sticks of others included; "
        "their own stick back is no gain), divided by the wins.",
    ),
    "dealer_wins": msg("league:how:dealer_wins", "Wins while the player was the dealer."),
    "renchan": msg(
        "league:how:renchan",
        "Hands the player, as dealer, kept the deal: a win, tenpai at an exhaustive draw, "
        "or an abortive draw. A win or tenpai after which the game ended kept no deal and is "
        "not counted.",
    ),
    "tenpai_rate": msg(
        "league:how:tenpai_rate", "Exhaustive draws at which the player was tenpai, out of those draws."
    ),
    "chombo": msg("league:how:chombo", 'The "chombo" lines that name the player.'),
    "biggest": msg(
        "league:how:biggest", "The player's biggest win: yakuman first, then the points gained by the win."
    ),
    "top_yaku": msg(
        "league:how:top_yaku",
        'The yaku of the player\'s wins, most frequent first; only wins written with hand "..." name them.',
    ),
    "yakuman": msg("league:how:yakuman", "Every yakuman the player won, with its game and line."),
}

#: League table column id -> its head.
COLUMN_HEADS: dict[str, Msg] = {
    "rank": msg("league:col:rank", "#"),
    "name": msg("league:col:name", "Player"),
    "games": msg("league:col:games", "Games"),
    "total": msg("league:col:total", "Total"),
    "average": msg("league:col:average", "Per game"),
    "average_place": msg("league:col:average_place", "Avg. place"),
    "first": msg("league:col:first", "1st"),
    "second": msg("league:col:second", "2nd"),
    "third": msg("league:col:third", "3rd"),
    "fourth": msg("league:col:fourth", "4th"),
    "best": msg("league:col:best", "Best"),
    "worst": msg("league:col:worst", "Worst"),
}

#: League table column id -> how it is counted.
COLUMN_HOW: dict[str, Msg] = {
    "rank": msg(
        "league:how:rank",
        "The place in the league: more total first, then the better average place, then more games.",
    ),
    "games": msg(
        "league:how:games", "Finished games the player sat at; damaged or unfinished records do not count."
    ),
    "average": msg("league:how:average", "The total divided by the games, in thousands."),
    # a tie on points is placed by each game's rules (tie_uma): by seat, or a place shared
    # (FinalScore.place: the best place the tied players share, counted for each)
    "first": msg(
        "league:how:first",
        "Games the player finished first (tied on points: the seat nearer the first dealer places "
        "higher, or, under rules that share a tied place, each tied player counts the best place "
        "they share).",
    ),
    "second": msg(
        "league:how:second",
        "Games the player finished second (tied on points: the seat nearer the first dealer places "
        "higher, or, under rules that share a tied place, each tied player counts the best place "
        "they share).",
    ),
    "third": msg(
        "league:how:third",
        "Games the player finished third (tied on points: the seat nearer the first dealer places "
        "higher, or, under rules that share a tied place, each tied player counts the best place "
        "they share).",
    ),
    "fourth": msg("league:how:fourth", "Games the player finished fourth."),
    "total": msg(
        "league:how:total",
        "The sum of the player's final scores, each game by its own rules (return, uma, oka), in thousands.",
    ),
    "average_place": msg("league:how:average_place", "The player's places added up, divided by the games."),
    "best": msg("league:how:best", "The player's best final score in one game, in thousands."),
    "worst": msg("league:how:worst", "The player's worst final score in one game, in thousands."),
}

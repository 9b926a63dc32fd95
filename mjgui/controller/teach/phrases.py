"""The sentences of the quiz and the rules comparison (catalogue messages); the core's words come
from :mod:`mjgui.core.teach.explain_text` and :mod:`mjgui.core.text`."""

from __future__ import annotations

from mjgui.core.i18n import Msg, msg, nmsg
from mjgui.core.text import TERMS

#: The sentences of the quiz, the comparison and the hand picture; the core's words come from
#: :mod:`mjgui.core.teach.explain_text` and :mod:`mjgui.core.text`.
PHRASES: dict[str, Msg] = {
    # the hand's situation, as chips under the tiles
    "seat": msg("teach:seat", "Seat: {wind}"),
    "seat_dealer": msg("teach:seat_dealer", "Seat: {wind} (dealer)"),
    "round": msg("teach:round", "Round: {wind}"),
    "ron_from": msg("teach:ron_from", "Ron from {wind}"),
    "ron": TERMS["ron"],
    "tsumo": TERMS["tsumo"],
    "honba": msg("teach:honba", "Honba: {n}"),
    # another winner on one discard, paid none of the honba on the table (the rules'
    # multiple_ron_honba=first): the hand is at them (ryanhan shibari), its payment has none
    "honba_unpaid": msg("teach:honba_unpaid", "Honba: {n}, none paid to this winner"),
    "sticks": msg("teach:sticks", "Riichi sticks: {n}"),
    # the dealer's deals kept in a row (the calculator's Renchan): paarenchan comes of it
    "renchan": nmsg("teach:renchan", "{n} renchan", "{n} renchan"),
    "rules": msg("teach:rules", "Rules: {name}"),
    # the quiz
    "pay_ron": msg("teach:pay_ron", "The discarder pays"),
    "pay_each": msg("teach:pay_each", "Each player pays"),
    "pay_dealer": msg("teach:pay_dealer", "The dealer pays"),
    "pay_other": msg("teach:pay_other", "Each non-dealer pays"),
    "pay_other_3": msg("teach:pay_other_3", "The other non-dealer pays"),  # three players
    "pay_liable": msg("teach:pay_liable", "{wind} pays (pao)"),  # the liable seat, alone
    # pao split otherwise: what the payers hand over together, honba included; the riichi sticks
    # aside, as every other payment the quiz asks (the question: quiz:ask_pao_points)
    "pay_points": msg("teach:pay_points", "The winner gets from the payers"),
    "pao": msg("teach:pao", "Pao: {wind}"),  # the situation's chip: the liable seat
    "not_a_number": msg("teach:not_a_number", "Type a whole number, e.g. {example}"),
    "fill_both": msg("teach:fill_both", "Fill in both amounts"),
    # --answers: the first answer refused stops the ones after it (reason: one of the two below,
    # or not_a_number or fill_both)
    "answers_stopped": msg(
        "teach:answers_stopped",
        "Answer {n} ({answer}) was refused, and the answers after it were not given: {reason}",
    ),
    # --answers over its limit (a number of characters, grouped: 42 000): refused whole, none given
    "answers_too_long": msg(
        "teach:answers_too_long",
        "The answers of --answers are {length} characters long, but at most {limit} are read: a "
        "hand's answers take far fewer. None of them was given.",
    ),
    # the same, the answer refused the last one given
    "answer_refused": msg("teach:answer_refused", "Answer {n} ({answer}) was refused: {reason}"),
    "unknown_yaku": msg(
        "teach:unknown_yaku", "No yaku has the id {word}; use a yaku's romaji id, e.g. riichi or tanyao"
    ),
    # a yaku's id the quiz does not offer: the hand's rules turn it off or lack its tiles
    "ruled_out_yaku": msg("teach:ruled_out_yaku", "The hand's rules have no {word}"),
    "hand_done": msg("teach:hand_done", "The hand was already done"),
    # n: the answers judged, right: those right ("1 of 1 answer right")
    "score": nmsg("teach:score", "{right} of {n} answer right", "{right} of {n} answers right"),
    # n: the hands finished, perfect: those with every answer right
    "hands_perfect": nmsg(
        "teach:hands_perfect", "{perfect} of {n} hand perfect", "{perfect} of {n} hands perfect"
    ),
    "score_hands": msg("teach:score_hands", "{answers} · {hands}"),
    "score_empty": msg("teach:score_empty", "No answers yet"),
    # a step of the hand (step: its name, "Han") and where the student is in it, as a screen
    # reader says the badges above the question (the picture shows it by colour and ✓ / ✗)
    "badge_current": msg("teach:badge_current", "{step}: the question now"),
    "badge_pending": msg("teach:badge_pending", "{step}: still to come"),
    "badge_right": msg("teach:badge_right", "{step}: answered, right"),
    "badge_wrong": msg("teach:badge_wrong", "{step}: answered, wrong"),
    "hand_right": msg("teach:hand_right", "Hand {number} done: every answer right"),
    "hand_some": nmsg(
        "teach:hand_some",
        "Hand {number} done: {right} of {n} answer right",
        "Hand {number} done: {right} of {n} answers right",
    ),
    "answer_line": msg("teach:answer_line", "{yaku} · {value} · {payment}"),
    # a yakuman: the payment names it already ("Yakuman — 32 000 from West (pao)")
    "answer_line_yakuman": msg("teach:answer_line_yakuman", "{yaku} · {payment}"),
    # where a hand brought to the quiz comes from, after its number in its title ("Hand 1 · …")
    "from_desk": msg("teach:from_desk", "from the calculator"),
    # name: the log's file name; round: the hand as the log window names it, E2-1
    "from_log": msg("teach:from_log", "from log {name}, {round}"),
    "desk_not_win": msg("teach:desk_not_win", "The hand on the desk cannot be quizzed: {reason}"),
    # Quiz this hand (the log window) or Quiz the desk's hand, on a log's win the quiz leaves out
    # of the log (its game paid it otherwise): not asked at the quiz's reckoning; log: the log's
    # file name, hand: the hand as the log window names it (E3-2), why: the reason
    # (own_hands:paid_otherwise, own_hands:counted_otherwise)
    "log_hand_not_asked": msg(
        "teach:log_hand_not_asked", "The win in hand {hand} of log {log} is not quizzed: {why}."
    ),
    "desk_incomplete": msg("teach:desk_incomplete", "enter a complete winning hand first"),
    # the reason of desk_not_win while the desk scores without tiles (its Han and fu button on):
    # it shows the han and fu picked, its tiles hidden. The button is named as the calculator's
    # (Window "Han and fu"), said to be there: the quiz's own level buttons say "Han and fu" too
    "desk_quick": msg(
        "teach:desk_quick",
        "the calculator scores han and fu without tiles: in the calculator, turn its Han and fu "
        "button off and enter the hand",
    ),
    "group_1": msg("teach:group_1", "1 han"),
    "group_2": msg("teach:group_2", "2 han"),
    "group_3": msg("teach:group_3", "3 han or more"),
    "group_yakuman": msg("teach:group_yakuman", "Yakuman"),
    "choice_tip": msg("teach:choice_tip", "{meaning} · {han}"),
    "han_closed_open": msg("teach:han_closed_open", "{closed} han, {open} open"),
    "han_closed_only": msg("teach:han_closed_only", "{closed} han, closed only"),
    "han_same": msg("teach:han_same", "{closed} han"),
    # the rules comparison
    "column_rules": msg("teach:column_rules", "Rules"),
    "column_why": msg("teach:column_why", "What makes the difference"),
    "reference": msg("teach:reference", "{name} · the desk's rules"),
    "compare_same": msg("teach:compare_same", "Every preset compared here scores this hand alike."),
    "compare_differs": msg(
        "teach:compare_differs", "Marked cells differ from {reference}; the last column names the rule."
    ),
    "compare_need_hand": msg(
        "teach:compare_need_hand", "Enter a complete hand on the desk to see it under each preset."
    ),
    "compare_invalid": msg("teach:compare_invalid", "The hand on the desk is not valid: {reason}"),
    "same_as_reference": msg("teach:same_as_reference", "The same as {reference}"),
    "differs_tip": msg("teach:differs_tip", "{reference}: {value}"),
    # a cell as a screen reader says it: one that differs from the desk's rules ("30, differs
    # from Club rules: 40"), and a cell with no value (its dash: a yakuman's fu, no limit)
    "differs_said": msg("teach:differs_said", "{value}, differs from {reference}: {reference_value}"),
    "cell_none": msg("teach:cell_none", "none"),
}

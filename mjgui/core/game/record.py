"""The plain-text game record: one action per line, parsed into typed actions.

A record is what the table trusts: the state of the game is never stored, only recomputed from
these lines by :mod:`mjgui.core.game.game`, so any past line can be corrected. This module reads the
words of each line (``ron Chen from Aiko 3 40``); whether the line makes sense at that moment of
the game (is Chen at the table, is the game over) is the replay's business. The format is
documented in ``docs/game-record.md``.

Errors are :class:`GameError`: a code, its parameters, and a sentence in English or Russian
from :data:`MESSAGES` that names the line, says what is wrong and how to fix it.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import re
import shlex
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from mjgui.core.errors import MahjongError, RulesError
from mjgui.core.game.final_score import rounded_points
from mjgui.core.game.lines import DateLine, quoted, spaced, unread_date
from mjgui.core.game.lines import line_words as line_words  # read from here too
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.numbers import number
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.points import HAN_ALONE, LIMIT_BASE, impossible_han_fu
from mjgui.core.scoring.rule_words import MESSAGES as RULE_WORD_MESSAGES
from mjgui.core.scoring.rule_words import RuleWordError, read_rule_words, whole_number, word_int
from mjgui.core.scoring.rule_words import with_rule_words as with_rule_words  # read from here too
from mjgui.core.scoring.rules import PAO_ABLE, PAO_YAKUMAN, PRESETS, Rules, preset_at, typed_bound_errors
from mjgui.core.scoring.yaku_table import YAKUMAN_IDS
from mjgui.core.shown import escape_controls
from mjgui.core.text import and_list, inner_sentence, normalize_lang, or_list, wind_name

COMMANDS = ("rules", "players", "riichi", "wareme", "ron", "tsumo", "draw", "abort", "chombo", "also")
# the limits a record line names (kazoe yakuman is written as its han)
LIMIT_BASES: dict[str, int] = {n: LIMIT_BASE[n] for n in ("mangan", "haneman", "baiman", "sanbaiman")}
KEYWORDS = ("from", "pao", "hand", "yakuman", "tenpai", "nagashi", *LIMIT_BASES)
RESERVED = frozenset(COMMANDS + KEYWORDS)
MAX_FU = 140
# No hand reaches 99 han, even with every dora of four kans; from 13 han the rules' kazoe
# decides the limit, so a bigger number is a typing slip (and must cost nothing to refuse: the
# game refuses it, worded by the rules' kazoe, before anything counts with it).
MAX_HAN = 99
# The most a ``yakuman N`` line writes whatever its rules (the seed's most in one hand); the game
# refuses more than its rules count in one hand (Rules.most_yakuman: 4 without double yakuman).
MAX_YAKUMAN = 6
MAX_NAME = 24
SEAT_COUNTS = (3, 4)  # the tables a record can describe (RULES.md §8, §9)
# A line is a few dozen characters; a hand with its options a hundred or so. Longer is not a
# record line: refused before any word of it is read, so that the work stays small.
MAX_LINE = 1000
MAX_HAND = 300
#: Control characters other than tab and the line endings, and the bidirectional overrides (they
#: can make a line display as something else): a record is plain text. A file holding one is
#: refused (:mod:`mjgui.core.game.storage`), so a line holding one is refused where it is typed:
#: the tracker never keeps (and autosaves, or saves) a record that would not read back.
FORBIDDEN_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_NAME_RE = re.compile(r"[^\s,#\"'\\=]+")
# Words a ``hand "..."`` line may not carry: the game fills them in.
# (``--tsumo`` is allowed on a tsumo line, where it says what the line says.)
GAME_FILLED = ("--seat", "--round", "--honba", "--sticks", "--renchan", "--from", "--rules", "--rule-option")
_NOT_IN_HAND = (*GAME_FILLED, "--lang", "--batch", "-h", "--help")
# Those the game fills that ``score`` reads only written whole: refused as written, never as an
# abbreviation (``--p`` is still ``--pon``).
_WHOLE_NOT_IN_HAND = ("--paid-honba",)


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------

#: Code -> (English, Russian). Parameters in braces; ``line``/``text`` are added as a prefix.
MESSAGES: dict[str, Msg] = {
    # -- words of a line ------------------------------------------------------------------
    "unknown_command": msg(
        "record:unknown_command",
        '"{word}" is not a record command. A line starts with one of: rules, players, riichi, '
        "wareme, ron, tsumo, draw, abort, chombo, also ron (# starts a comment).",
    ),
    "control_char": msg(
        "record:control_char",
        "the text contains a control or text-direction character ({char}), which a game record "
        "cannot hold (it is plain text); type it again without it.",
    ),
    "line_too_long": msg(
        "record:line_too_long",
        "this line has {length} characters; a record line has at most {max}. Split it, or shorten "
        "its comment.",
    ),
    "hand_too_long": msg(
        "record:hand_too_long",
        "the hand in quotes has {length} characters; a hand with its options has at most {max}.",
    ),
    "bad_quotes": msg(
        "record:bad_quotes",
        "the quotes do not close. Put the whole hand in one pair of double quotes: "
        'hand "234m567p345678s55s --riichi".',
    ),
    "missing_words": msg("record:missing_words", 'this line is incomplete: write it as "{example}".'),
    "extra_words": msg(
        "record:extra_words", 'unexpected "{word}". Write the line as "{example}" (a # starts a comment).'
    ),
    # a "# date" comment whose date cannot be read (the club counts the game all the same):
    # written (the date as it is); day (the day the club counts the game on, YYYY-MM-DD)
    "unread_date": msg(
        "record:unread_date",
        '"{written}" is not a date a record reads; the club counts the game on {day}, the day it '
        'means. Write the date as YYYY-MM-DD: "# date {day}".',
    ),
    # the date written cannot be told: day is its file's day (when the season read it)
    "unread_date_file": msg(
        "record:unread_date_file",
        '"{written}" is not a date a record reads; the club counts the game on {day}, the day its '
        'file was last saved. Write the date of the game as YYYY-MM-DD: "# date YYYY-MM-DD".',
    ),
    # the same, said of a record being written (its file's day is the day it is saved)
    "unread_date_saved": msg(
        "record:unread_date_saved",
        '"{written}" is not a date a record reads; the club counts the game on the day its file '
        'was last saved. Write the date of the game as YYYY-MM-DD: "# date YYYY-MM-DD".',
    ),
    "unknown_rules": msg("record:unknown_rules", 'there are no rules "{name}". Known presets: {known}.'),
    "rules_error": msg("record:rules_error", "{reason}"),
    # a record's rules line that cannot be read (an unknown preset, option or edition), said
    # where a record is read to be scored: the game is not scored under other rules. reason: why
    # the line cannot be read (a sentence, after the colon)
    "rules_unread": msg(
        "record:rules_unread",
        "this mjgui cannot read these rules, so it does not score the game; the record was perhaps "
        "written by a newer mjgui (update mjgui to read it) or the line has a typo: {reason}",
    ),
    "players_count": msg(
        "record:players_count",
        "a game needs exactly 4 players, East South West North in starting order; this line names "
        '{count}. Example: "players Aiko Boris Chen Dasha".',
    ),
    # three-player rules (the rules line before it says so)
    "players_count_3": msg(
        "record:players_count_3",
        "a game under three-player rules needs exactly 3 players, East South West in starting "
        'order; this line names {count}. Example: "players Aiko Boris Chen".',
    ),
    # three players under four-player rules (none named, or a four-player preset)
    "players_count_3_rules": msg(
        "record:players_count_3_rules",
        "a game needs exactly 4 players, East South West North in starting order; this line names "
        "{count}. Three players need a three-player rules preset, {presets}, on a rules line before "
        'the players: e.g. "rules {example}".',
    ),
    "players_for_rules": msg(
        "record:players_for_rules",
        'the rules "{rules}" are played by {players} players; this line names {count}.',
    ),
    "name_reserved": msg(
        "record:name_reserved",
        '"{name}" is a word of the record and cannot be a player name; use another spelling, e.g. {name}_1.',
    ),
    "name_number": msg(
        "record:name_number",
        '"{name}" is a number and would read as han or fu; give the player a name with a letter.',
    ),
    "name_chars": msg(
        "record:name_chars",
        '"{name}" cannot be a player name: a name is one word of up to {max} characters, '
        "without spaces, commas, quotes, # or =.",
    ),
    # a name of characters that show nothing (zero-width spaces, direction marks, Hangul fillers)
    "name_invisible": msg(
        "record:name_invisible",
        "A player name here shows nothing: it is made only of characters that cannot be seen.",
    ),
    # name (the second spelling), seat and other_seat (the two seats' winds: East, West...); two
    # names are one when they differ only in case, Unicode form or characters that show nothing
    "name_twice": msg(
        "record:name_twice",
        '"{name}" is named twice (the {seat} and {other_seat} seats); the four players need four '
        "different names.",
    ),
    "name_twice_3": msg(
        "record:name_twice_3",
        '"{name}" is named twice (the {seat} and {other_seat} seats); the three players need three '
        "different names.",
    ),
    "bad_han": msg(
        "record:bad_han",
        '"{value}" is not a han count: write a whole number from 1, e.g. "ron Chen from Aiko 3 40".',
    ),
    # kazoe: what 13 han and more pay under the record's rules (a word of WORDS)
    "han_too_high": msg(
        "record:han_too_high",
        "{value} han is more than any hand can have: a han count is at most {max} ({kazoe}; "
        'write e.g. "ron Chen from Aiko 13"); check the number.',
    ),
    "bad_fu": msg("record:bad_fu", "{value} fu does not exist: fu is 20, 25, or 30 to {max} in steps of 10."),
    # han and fu written with their words ("3 han 40 fu", "40 fu 3 han"): words (the words as
    # typed: "han and fu", "хан и фу", "fu"), n (how many), example (the line with the numbers)
    "han_fu_words": nmsg(
        "record:han_fu_words",
        'han and fu are written as bare numbers, the han first, without the word {words}: "{example}".',
        'han and fu are written as bare numbers, the han first, without the words {words}: "{example}".',
    ),
    # the same, with a han under 5 and no fu: example (the line with 30 fu)
    "han_fu_words_fu": nmsg(
        "record:han_fu_words_fu",
        "han and fu are written as bare numbers, without the word {words}, and {han} han needs its "
        'fu too (from 5 han the fu do not matter): write e.g. "{example}".',
        "han and fu are written as bare numbers, without the words {words}, and {han} han needs its "
        'fu too (from 5 han the fu do not matter): write e.g. "{example}".',
    ),
    # the same, when the numbers typed make no han and fu (a fu of 3)
    "han_fu_form": nmsg(
        "record:han_fu_form",
        "han and fu are written as bare numbers, the han first, then the fu, without the word {words}.",
        "han and fu are written as bare numbers, the han first, then the fu, without the words {words}.",
    ),
    # the same, when no han was typed ("fu 40")
    "han_missing": nmsg(
        "record:han_missing",
        "the han is missing: han and fu are written as bare numbers, the han first, then the fu, "
        "without the word {words}.",
        "the han is missing: han and fu are written as bare numbers, the han first, then the fu, "
        "without the words {words}.",
    ),
    "fu_needed": msg(
        "record:fu_needed", '{han} han needs its fu (from 5 han the fu do not matter): write e.g. "{han} 30".'
    ),
    "impossible_han_fu": msg("record:impossible_han_fu", "{han} han {fu} fu cannot happen {how}: {why}."),
    "bad_yakuman": msg(
        "record:bad_yakuman", '"{value}" is not a yakuman count: write "yakuman 1" up to "yakuman {max}".'
    ),
    # known: the rules' pao yakuman ("daisangen or daisuushii"), example: the first of them
    "bad_pao": msg(
        "record:bad_pao",
        '"{value}" after the liable player is not a yakuman count or a pao yakuman of these rules '
        '({known}): e.g. "pao Dasha" or "pao Dasha {example}".',
    ),
    "hand_words": msg(
        "record:hand_words",
        '{word} inside hand "..." is filled in by the game (seat, round, honba, sticks, renchan, '
        "discarder, tsumo and rules come from the record); remove it.",
    ),
    "hand_pao": msg(
        "record:hand_pao",
        '--pao inside hand "..." is not read: the line names the liable player after the hand, '
        'e.g. tsumo Chen hand "..." pao Dasha; remove it.',
    ),
    "hand_error": msg("record:hand_error", "the hand cannot be read: {reason}"),
    # words: what follows the closing quote; hand: the hand with them inside the quotes
    "after_hand": msg(
        "record:after_hand",
        'nothing but "pao NAME" may follow the hand: "{words}" comes after its closing quote. '
        'A score option goes inside the quotes: hand "{hand}".',
    ),
    # words: what follows the closing quote, a value first (han and fu, a limit, yakuman); hand:
    # the hand in the quotes, with the options that followed the value
    "after_hand_value": msg(
        "record:after_hand_value",
        'nothing but "pao NAME" may follow the hand: "{words}" comes after its closing quote. The '
        'value of a hand line is counted from the hand: write hand "{hand}" alone, or the value '
        "without the hand.",
    ),
    "bad_list": msg(
        "record:bad_list",
        '"{word}" is not expected here: write "draw", "draw tenpai Aiko,Chen", '
        'or "draw nagashi Boris tenpai Boris".',
    ),
    "list_twice": msg("record:list_twice", '"{name}" is listed twice after {word}; name each player once.'),
    "also_not_ron": msg(
        "record:also_not_ron",
        '"also" only starts a second ron on the same discard: "also ron Boris from Aiko 2 30".',
    ),
    # -- the line at its place in the game ------------------------------------------------
    "no_players": msg(
        "record:no_players",
        'the players are not known yet: start the record with "players A B C D" (East South West North).',
    ),
    "no_players_3": msg(
        "record:no_players_3",
        'the players are not known yet: start the record with "players A B C" (East South West).',
    ),
    "players_twice": msg(
        "record:players_twice",
        "the players were already named on line {first}; a record has one players line. "
        "Fix that line instead.",
    ),
    # first: the number of the line above that cannot be read (the tracker counts nothing after
    # it until it is corrected or deleted)
    "not_counted": msg(
        "record:not_counted",
        "not counted: line {first} above cannot be read, and nothing after it counts until that "
        "line is corrected or deleted.",
    ),
    "rules_late": msg(
        "record:rules_late",
        "the rules must come before the players line (line {first}) and before any hand; "
        "move this line to the top.",
    ),
    "rules_twice": msg(
        "record:rules_twice", "the rules were already set on line {first}; keep one rules line."
    ),
    "unknown_player": msg(
        "record:unknown_player", '"{name}" is not at this table. The players are {players}.'
    ),
    # a name that looks like a player's, a letter of another alphabet in it (a Latin "A" in
    # "Аико"): position (from 1), letter, its alphabet (script) and the player's there (other)
    "unknown_player_lookalike": msg(
        "record:unknown_player_lookalike",
        '"{name}" is not at this table, though it looks like "{player}": its letter {position}, '
        '"{letter}", is {script}, where "{player}" has a {other} letter. Write the name as the '
        'players line does: "{player}".',
    ),
    # a name of Latin and Cyrillic letters like no player's: the first letter of the alphabet
    # the name has fewer of, its position (from 1) and alphabet (script)
    "unknown_player_mixed": msg(
        "record:unknown_player_mixed",
        '"{name}" is not at this table; it mixes Latin and Cyrillic letters: its letter {position}, '
        '"{letter}", is {script}. Type the name in one alphabet. The players are {players}.',
    ),
    "game_over": msg(
        "record:game_over",
        "the game ended on line {end} ({reason}); nothing can follow. Delete this line, "
        "or correct the earlier lines if the game should go on.",
    ),
    # a line after the game's end, where a line of play before the one that ended it was refused
    # (first: the first such line: a misspelt name, a line that does not read): without it the
    # game may have ended too soon, so this line may be right, and is not told to go
    "game_over_refused": msg(
        "record:game_over_refused",
        "the game ended on line {end} ({reason}), but line {first} before it was refused, and "
        "without it the game may have ended too soon: correct line {first} first, rather than "
        "deleting this line.",
    ),
    # the game ended by agari-yame or tenpai-yame; option: the rule option's name as a rules
    # line writes it (agari_yame, tenpai_yame), not translated
    "game_over_yame": msg(
        "record:game_over_yame",
        "the game ended on line {end} ({reason}). Delete this line, or, if your table played "
        'on, add "{option}=off" to the rules line.',
    ),
    # the game ended by buttobi, which a table may not play
    "game_over_buttobi": msg(
        "record:game_over_buttobi",
        "the game ended on line {end} ({reason}). Delete this line, or, if your table plays on "
        'below zero, add "buttobi=off" to the rules line.',
    ),
    "riichi_twice": msg(
        "record:riichi_twice",
        "{name} already declared riichi in this hand (line {first}); delete one of the two lines.",
    ),
    "riichi_points": msg(
        "record:riichi_points", "{name} has {points} points and cannot declare riichi: the stick costs 1000."
    ),
    "wareme_off": msg(
        "record:wareme_off",
        "wareme is not played under these rules; delete the line or start the record with "
        '"rules {rules} wareme=on".',
    ),
    "wareme_twice": msg(
        "record:wareme_twice",
        "the wall of this hand was already broken before {name} (line {first}); keep one wareme line.",
    ),
    "self_ron": msg(
        "record:self_ron",
        '{name} cannot win by ron on their own discard. For a self-drawn win write "tsumo {name} ...".',
    ),
    "shibari": msg(
        "record:shibari",
        "at {honba} honba (ryanhan shibari from {threshold}) a win needs at least 2 han from "
        "yaku; this line has {han} han. Check the han, or, if your table plays no ryanhan "
        'shibari, add "ryanhan_shibari=off" to the rules line.',
    ),
    # multiple: the yakuman written (more than the winner's hand counts won this way under the
    # rules: Rules.most_yakuman_at); n: that most, where several yakuman add up (4 with no double
    # yakuman, 6 with the seed's)
    "yakuman_most": nmsg(
        "record:yakuman_most",
        "yakuman {multiple} cannot be won under these rules: no hand counts more than {n} yakuman, "
        "as scoring its tiles counts them.",
        "yakuman {multiple} cannot be won under these rules: no hand counts more than {n} yakuman, "
        "as scoring its tiles counts them.",
    ),
    # the same for the dealer's win where the rules play paarenchan (the game adds it on top)
    "yakuman_most_paarenchan": nmsg(
        "record:yakuman_most_paarenchan",
        "yakuman {multiple} cannot be won under these rules: no hand counts more than {n} yakuman, "
        "as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
        "yakuman {multiple} cannot be won under these rules: no hand counts more than {n} yakuman, "
        "as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
    ),
    # the same where this win counts fewer than another seat's or way of winning
    # (Rules.most_yakuman_at below Rules.most_yakuman: a first-turn yakuman counted double),
    # naming the win: the dealer's or a non-dealer's tsumo or ron
    "yakuman_most_dealer_tsumo": nmsg(
        "record:yakuman_most_dealer_tsumo",
        "yakuman {multiple} cannot be won under these rules: no dealer's tsumo counts more than {n} "
        "yakuman, as scoring its tiles counts them.",
        "yakuman {multiple} cannot be won under these rules: no dealer's tsumo counts more than {n} "
        "yakuman, as scoring its tiles counts them.",
    ),
    "yakuman_most_dealer_ron": nmsg(
        "record:yakuman_most_dealer_ron",
        "yakuman {multiple} cannot be won under these rules: no dealer's ron counts more than {n} "
        "yakuman, as scoring its tiles counts them.",
        "yakuman {multiple} cannot be won under these rules: no dealer's ron counts more than {n} "
        "yakuman, as scoring its tiles counts them.",
    ),
    "yakuman_most_tsumo": nmsg(
        "record:yakuman_most_tsumo",
        "yakuman {multiple} cannot be won under these rules: no non-dealer's tsumo counts more than "
        "{n} yakuman, as scoring its tiles counts them.",
        "yakuman {multiple} cannot be won under these rules: no non-dealer's tsumo counts more than "
        "{n} yakuman, as scoring its tiles counts them.",
    ),
    "yakuman_most_ron": nmsg(
        "record:yakuman_most_ron",
        "yakuman {multiple} cannot be won under these rules: no non-dealer's ron counts more than "
        "{n} yakuman, as scoring its tiles counts them.",
        "yakuman {multiple} cannot be won under these rules: no non-dealer's ron counts more than "
        "{n} yakuman, as scoring its tiles counts them.",
    ),
    "yakuman_most_dealer_tsumo_paarenchan": nmsg(
        "record:yakuman_most_dealer_tsumo_paarenchan",
        "yakuman {multiple} cannot be won under these rules: no dealer's tsumo counts more than {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
        "yakuman {multiple} cannot be won under these rules: no dealer's tsumo counts more than {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
    ),
    "yakuman_most_dealer_ron_paarenchan": nmsg(
        "record:yakuman_most_dealer_ron_paarenchan",
        "yakuman {multiple} cannot be won under these rules: no dealer's ron counts more than {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
        "yakuman {multiple} cannot be won under these rules: no dealer's ron counts more than {n} "
        "yakuman, as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
    ),
    # without yakuman_stacking, where this win holds no yakuman counted double but another
    # seat's or way of winning does (a double tenhou or chiihou)
    "yakuman_most_one_dealer_tsumo": msg(
        "record:yakuman_most_one_dealer_tsumo",
        "yakuman {multiple} cannot be won under these rules: yakuman do not add up and none in a "
        "dealer's tsumo counts double, so it is one yakuman at most. If they add up at your "
        'table, add "yakuman_stacking=on" to the rules line.',
    ),
    "yakuman_most_one_dealer_ron": msg(
        "record:yakuman_most_one_dealer_ron",
        "yakuman {multiple} cannot be won under these rules: yakuman do not add up and none in a "
        "dealer's ron counts double, so it is one yakuman at most. If they add up at your "
        'table, add "yakuman_stacking=on" to the rules line.',
    ),
    "yakuman_most_one_tsumo": msg(
        "record:yakuman_most_one_tsumo",
        "yakuman {multiple} cannot be won under these rules: yakuman do not add up and none in a "
        "non-dealer's tsumo counts double, so it is one yakuman at most. If they add up at "
        'your table, add "yakuman_stacking=on" to the rules line.',
    ),
    "yakuman_most_one_ron": msg(
        "record:yakuman_most_one_ron",
        "yakuman {multiple} cannot be won under these rules: yakuman do not add up and none in a "
        "non-dealer's ron counts double, so it is one yakuman at most. If they add up at "
        'your table, add "yakuman_stacking=on" to the rules line.',
    ),
    "yakuman_most_one": msg(
        "record:yakuman_most_one",
        "yakuman {multiple} cannot be won under these rules: yakuman do not add up and none "
        "counts double, so a hand is one yakuman at most. If they add up at your table, add "
        '"yakuman_stacking=on" to the rules line.',
    ),
    "yakuman_most_two": msg(
        "record:yakuman_most_two",
        "yakuman {multiple} cannot be won under these rules: yakuman do not add up, so a hand "
        'is a double yakuman at most. If they add up at your table, add "yakuman_stacking=on" '
        "to the rules line.",
    ),
    "hand_no_win": msg("record:hand_no_win", "this hand does not win: {reason}"),
    "hand_riichi_points": msg(
        "record:hand_riichi_points",
        "the hand says riichi, but {name} has {points} points and cannot pay the stick; "
        "remove --riichi or fix the earlier lines.",
    ),
    # option: the rules line's pao word that gives the pao ("pao=daisangen,daisuushii,suukantsu");
    # it may name every yakuman (pao_not_in_rules), so the sentence around it is short
    "pao_off": msg(
        "record:pao_off",
        'pao is not played under these rules; remove "pao {name}", or, if your table plays it, '
        'add "{option}" to the rules line.',
    ),
    "pao_not_in_rules": msg(
        "record:pao_not_in_rules",
        "{yakuman} carries no pao under these rules. If your table has pao for it, add "
        '"{option}" to the rules line.',
    ),
    # edition: the earlier edition of the rules' preset that had the pao (tenhou's 1: suukantsu)
    "pao_not_in_rules_edition": msg(
        "record:pao_not_in_rules_edition",
        "{yakuman} carries no pao under these rules (it did under their edition {edition}: "
        '"edition={edition}"). If your table has pao for it, add "{option}" to the rules line.',
    ),
    "pao_needs_yakuman": msg(
        "record:pao_needs_yakuman",
        'pao is only for a yakuman: write the value as "yakuman 1 pao {name}" or give the hand.',
    ),
    "pao_self": msg(
        "record:pao_self",
        "{name} wins and cannot be liable (pao) for their own hand; name the player who fed the last set.",
    ),
    "pao_share": msg("record:pao_share", "the pao share ({share}) is more than the hand's {total} yakuman."),
    "pao_share_hand": msg(
        "record:pao_share_hand", "the pao share ({share}) is more than the hand's pao yakuman ({held})."
    ),
    "pao_other_yakuman": msg(
        "record:pao_other_yakuman",
        'the hand has no {yakuman}; its pao yakuman is {held}: write "pao {name}" or "pao {name} {held}".',
    ),
    "pao_other_yakuman_many": msg(
        "record:pao_other_yakuman_many",
        'the hand has no {yakuman}; its pao yakuman are {held}: write "pao {name}", or name one '
        "of them after it.",
    ),
    "pao_not_in_hand": msg(
        "record:pao_not_in_hand",
        'the hand has no yakuman with pao ({known}), so nobody is liable; remove "pao {name}".',
    ),
    "nagashi_off": msg(
        "record:nagashi_off",
        'nagashi mangan is not played under these rules; record the draw without "nagashi", or, '
        'if your table plays it, add "nagashi_mangan=on" to the rules line.',
    ),
    # n: how many players are named
    "riichi_noten": nmsg(
        "record:riichi_noten",
        "{names} declared riichi in this hand, so at the draw they must show tenpai: add the name "
        'after "tenpai", or record "chombo {names}" if the riichi was false.',
        "{names} declared riichi in this hand, so at the draw they must show tenpai: add them "
        'after "tenpai", or record "chombo NAME" if the riichi was false.',
    ),
    "abort_off": msg(
        "record:abort_off",
        "abortive draws are not played under these rules; the hand goes on to a win or an "
        'exhaustive draw ("draw ..."). If your table plays them, add "abortive_draws=on" to the '
        "rules line.",
    ),
    "also_without_ron": msg(
        "record:also_without_ron",
        '"also ron" must follow the ron line of the same discard; nothing to add it to here.',
    ),
    "also_other_discarder": msg(
        "record:also_other_discarder",
        "the ron on line {first} was from {first_discarder}, not from {discarder}; a second ron "
        "on one discard has the same discarder.",
    ),
    "also_same_winner": msg(
        "record:also_same_winner",
        "{name} already won this discard on line {first}; one player wins once per discard.",
    ),
    "atama_hane_second": msg(
        "record:atama_hane_second",
        "under atama hane only the first claimant after {discarder} in turn order wins a "
        "discard: {winner} (line {first}). Delete this line, or, if your table has double ron, "
        'add "atama_hane=off" to the rules line.',
    ),
    "atama_hane_wrong_winner": msg(
        "record:atama_hane_wrong_winner",
        "under atama hane the first claimant after the discarder wins: {name}, not {winner}. "
        'Line {first} should be "ron {name} ..."; fix it and delete this line, or, with double '
        'ron, add "atama_hane=off" to the rules line.',
    ),
    "triple_ron_abort": msg(
        "record:triple_ron_abort",
        "three rons on one discard ({name} is the third) abort the hand under these rules "
        '(sanchahou): write "abort" for the rons from line {first}, or, if your table pays all '
        'three, add "triple_ron_abort=off" to the rules line.',
    ),
    # a ron (not "also ron") after the game's end on the discard of the ron that ended it (end:
    # that ron's line; reason: why the game ended), by a player who did not win on it (name),
    # where the rules pay another winner there: the line may be meant as that winner
    "ron_after_end_also": msg(
        "record:ron_after_end_also",
        "the game ended on line {end} ({reason}), a ron on {discarder}'s discard; this line is a "
        'ron on that discard too. If {name} won on it as well, start this line with "also": under '
        "these rules {name} is paid too. If not, delete this line.",
    ),
    # the same after the second ron on one discard (end) under triple_ron_abort: a third winner
    # makes the hand an abortive draw (sanchahou), the rons on lines first to this (this line's
    # own number), said as a range, one "abort" line
    "ron_after_end_sanchahou": msg(
        "record:ron_after_end_sanchahou",
        "the game ended on line {end} ({reason}), the second ron on {discarder}'s discard; this "
        "line is a ron on that discard too. If {name} won on it as well, three rons abort the hand "
        'under these rules (sanchahou): write "abort" in place of the rons on lines {first}–{this}. '
        "If not, delete this line.",
    ),
    "internal": msg("record:internal", "unexpected problem ({reason}); please report it with the record."),
}

#: The parameters that hold points, or a count of characters (a line's length): written as every
#: number a player reads (U+2212; 12 345 grouped).
NUMBER_PARAMS = frozenset({"points", "length"})
#: The parameters that hold a starting seat (0 East .. 3 North): written as the seat's name.
SEAT_PARAMS = frozenset({"seat", "other_seat"})

_PREFIX = msg("record:line_prefix", "Line {line} ({text}): ")
_PREFIX_NO_TEXT = msg("record:line_prefix_no_text", "Line {line}: ")

#: Words used inside messages ({reason} of game_over, {how} of impossible_han_fu, hints).
WORDS: dict[str, Msg] = {
    "buttobi": msg("record-word:buttobi", "a player went below zero"),
    "last_hand": msg("record-word:last_hand", "the last hand was played"),
    # said inside parentheses ("Game over after E4 (...)."): no parentheses of its own; the
    # dealer is first after the hand (the win, or the noten payments, may be what made it so)
    "agari_yame": msg(
        "record-word:agari_yame", "the dealer won the last hand and was first after it — agari-yame"
    ),
    "agari_yame_extra": msg(
        "record-word:agari_yame_extra",
        "the dealer won a hand of the extra round and was first after it — agari-yame",
    ),
    "tenpai_yame": msg(
        "record-word:tenpai_yame",
        "the dealer was tenpai at the last hand's draw and first after it — tenpai-yame",
    ),
    "tenpai_yame_extra": msg(
        "record-word:tenpai_yame_extra",
        "the dealer was tenpai at the draw of a hand of the extra round and first after it — tenpai-yame",
    ),
    # points: the return points, the extra round's target in most presets
    "overtime": msg(
        "record-word:overtime", "a player reached the return points, {points}, in the extra round"
    ),
    # points: the preset's own target for the extra round (Mahjong Soul's three players: 40 000)
    "overtime_points": msg(
        "record-word:overtime_points", "a player reached {points} points in the extra round"
    ),
    # why the game is in its extra round (said with its round: mjgui game, a season's game not
    # ended): points: the extra round's target; hand: the last hand's number (4, or 3 with
    # three players); overtime=off: the rule option as a rules line writes it, not translated
    "extra_round_west": msg(
        "record-word:extra_round_west",
        "nobody had {points} points after South {hand}, so under these rules the game goes on "
        "into the West round: it ends when the deal moves on with someone at {points} or more, "
        "after West {hand} at the latest; a table that "
        'ended the game at South {hand} writes "overtime=off" on its rules line',
    ),
    # the same of an East game (east_only), whose extra round is South
    "extra_round_south": msg(
        "record-word:extra_round_south",
        "nobody had {points} points after East {hand}, so under these rules the game goes on "
        "into the South round: it ends when the deal moves on with someone at {points} or more, "
        "after South {hand} at the latest; a table that "
        'ended the game at East {hand} writes "overtime=off" on its rules line',
    ),
    # what 13 han and more pay, by the rules' kazoe (RULES.md §3; points.base_points)
    "kazoe_yakuman": msg("record-word:kazoe_yakuman", "from 13 han a hand is counted as kazoe yakuman"),
    "kazoe_sanbaiman": msg(
        "record-word:kazoe_sanbaiman", "from 13 han a hand is paid as sanbaiman: these rules cap kazoe there"
    ),
    "kazoe_off": msg(
        "record-word:kazoe_off", "these rules have no kazoe: from 13 han a hand is paid as sanbaiman"
    ),
    # a letter's alphabet (unknown_player_lookalike, unknown_player_mixed): "is Latin"
    "latin": msg("record-word:latin", "Latin"),
    "cyrillic": msg("record-word:cyrillic", "Cyrillic"),
    "on_ron": msg("record-word:on_ron", "on ron"),
    "on_tsumo": msg("record-word:on_tsumo", "on tsumo"),
    "at_all": msg("record-word:at_all", "at all"),
    "ron_20": msg(
        "record-word:ron_20",
        "20 fu is a pinfu tsumo only: no ron has 20 fu (a closed ron adds 10 fu, and an open hand "
        "of 20 fu by ron counts 30)",
    ),
    "tsumo_25": msg(
        "record-word:tsumo_25",
        "25 fu is chiitoitsu, and a chiitoitsu tsumo has at least 3 han (with menzen tsumo)",
    ),
    "one_han_low": msg(
        "record-word:one_han_low",
        "a 1 han hand has at least 30 fu (20 fu pinfu tsumo and 25 fu chiitoitsu have 2 han or more)",
    ),
    # under chiitoitsu_50fu: chiitoitsu is 1 han 50 fu, no hand has 25 fu
    "one_han_20": msg(
        "record-word:one_han_20", "a 1 han hand has at least 30 fu (a 20 fu pinfu tsumo has 2 han or more)"
    ),
    "no_25": msg(
        "record-word:no_25",
        "under these rules no hand has 25 fu (chiitoitsu, the 25 fu hand of other rules, is 1 han "
        '50 fu here; "chiitoitsu_50fu=off" on the rules line makes it 25 fu)',
    ),
}

# A rule option word that cannot be read says so in its own sentence (the scoring package's).
MESSAGES.update(dict.fromkeys(RULE_WORD_MESSAGES, MESSAGES["rules_error"]))


def word(key: str, lang: str = "en", **params: object) -> str:
    return phrase(WORDS, key, lang, **params)


def end_reason_text(reason: str, rules: Rules, lang: str = "en", *, extra_round: bool = False) -> str:
    """Why a game ended, in words (a ``GameState.end_reason``). The extra round's end names the
    points that end it: the return points, or the preset's own ``overtime_points`` where they
    differ (Mahjong Soul's three players: 40 000 against a 35 000 return). ``extra_round``: the
    last hand was one of the extra round (``GameState.extra_round``), so agari-yame (or
    tenpai-yame) there was not the last hand's."""
    if reason == "agari_yame" and extra_round:
        return word("agari_yame_extra", lang)
    if reason == "tenpai_yame" and extra_round:
        return word("tenpai_yame_extra", lang)
    if reason != "overtime":
        return word(reason, lang)
    own = rules.overtime_points and rules.overtime_points != rules.return_points
    return word("overtime_points" if own else "overtime", lang, points=number(rules.overtime_target, lang))


def extra_round_text(rules: Rules, lang: str = "en") -> str:
    """Why a game under ``rules`` is in its extra round (``GameState.extra_round``, not ended):
    nobody had the target points when the deal left the last hand, and how a table that ended
    the game there keeps the old reading (``overtime=off``: the ``mahjongsoul`` preset has the
    West round since records were written without it). Not a sentence: no capital, no stop."""
    key = "extra_round_south" if rules.east_only else "extra_round_west"
    return word(key, lang, points=number(rules.overtime_target, lang), hand=rules.players)


def extra_round_sentence(rules: Rules, lang: str = "en") -> str:
    """:func:`extra_round_text` as a sentence of its own, with its capital and its stop: the
    line ``mjgui game`` writes below the round, and the tracker's notice."""
    why = extra_round_text(rules, lang)
    return f"{why[:1].upper()}{why[1:]}."


@dataclass(frozen=True)
class ExtraRound:
    """Why the game is in its extra round (:func:`extra_round_text`), said in the asked
    language: a parameter of an error (a season's game not ended)."""

    rules: Rules

    def message(self, lang: str = "en") -> str:
        return extra_round_text(self.rules, lang)


#: The riichi sticks still on the table when the game has ended (``GameState.sticks``), said
#: in the tracker's final note and by ``mjgui game``: the rules give them to nobody, or they
#: went to first place and the players tied for it share them (``tie_uma`` ``"split"``).
STICKS_LEFT: dict[str, Msg] = {
    "nobody": nmsg(
        "tracker:final_note_sticks",
        "{n} riichi stick left on the table belongs to nobody.",
        "{n} riichi sticks left on the table belong to nobody.",
    ),
    "shared": nmsg(
        "tracker:final_note_sticks_shared",
        "{n} riichi stick left on the table is shared by the players tied for first.",
        "{n} riichi sticks left on the table are shared by the players tied for first.",
    ),
}


#: The riichi sticks left on the table that the game's end gave to first place
#: (``sticks_to_first``; ``GameState.sticks_given``): n, the sticks; name, first place's;
#: points, what they gave ("+1000"). Said in the tracker's final note and by ``mjgui game``:
#: first place's change on the last line counts them, without them a noten payment or a stick
#: would seem to vanish.
STICKS_GIVEN = nmsg(
    "tracker:final_note_sticks_given",
    "{n} riichi stick left on the table went to first place: {name}, {points}.",
    "{n} riichi sticks left on the table went to first place: {name}, {points}.",
)


def sticks_given_text(sticks: int, name: str, lang: str = "en") -> str:
    """What the game's end did with ``sticks`` riichi sticks left on the table it gave to first
    place, ``name`` (1000 points each)."""
    return say(STICKS_GIVEN, lang, n=sticks, name=name, points=number(1000 * sticks, lang, sign=True))


#: How the final score rounds (``score_rounding``, ``score_rounding_half``; RULES.md §8,
#: :mod:`mjgui.core.game.final_score`), said in the tracker's final note and by ``mjgui game``
#: so that a player's points and the score before the uma beside them read right ("34 400" and
#: "+3"; two players tied on points, the one placed second scoring more): every player but
#: first is rounded, first place (placed by the unrounded points) takes the rest (under
#: ``tie_uma`` ``"split"`` the players tied for first share it). The half's rounding is shown
#: by an example, not named ("half up" is read as away from zero, the other rule): example, a
#: negative half step (−2500 for a step of 1000), and result, what these rules round it to
#: (−2000 up, −3000 away), both computed by :func:`final_rounding_text`, joined to the arrow
#: by no-break spaces (the note wraps: never an arrow alone). ``shared`` when players are tied
#: for first under ``"split"``. Short, and said last in the tracker's note: it explains a few
#: hundred points, the oka and the sticks thousands.
FINAL_ROUNDING: dict[str, Msg] = {
    "alone": msg(
        "tracker:final_note_rounding",
        "All but first rounded to the nearest {points} ({example}\u00a0→\u00a0{result}); first takes "
        "the rest.",
    ),
    "shared": msg(
        "tracker:final_note_rounding_shared",
        "All but those tied for first rounded to the nearest {points} ({example}\u00a0→\u00a0{result}); they "
        "share the rest.",
    ),
}

#: Players tied on points under ``tie_uma`` ``"seat"``: placed by seat (RULES.md §8).
SEAT_TIE = msg(
    "tracker:final_note_seat_tie",
    "Players tied on points: the seat nearer the first dealer places higher.",
)


def final_rounding_text(rules: Rules, lang: str = "en", *, tied_first: bool = False) -> str:
    """How the final score rounds under ``rules`` (:data:`FINAL_ROUNDING`), or "" when it does
    not (``score_rounding`` 0). ``tied_first``: players share first place (``tie_uma``
    ``"split"``), and with it first's rest."""
    if not rules.score_rounding:
        return ""
    half = -(rules.score_rounding * 5 // 2)  # a negative half step: where "up" and "away" differ
    return say(
        FINAL_ROUNDING["shared" if tied_first else "alone"],
        lang,
        points=number(rules.score_rounding, lang),
        example=number(half, lang),
        result=number(rounded_points(half, rules), lang),
    )


def seat_tie_text(points: Sequence[int], rules: Rules, lang: str = "en") -> str:
    """:data:`SEAT_TIE` when two players end on the same points and the rules place them by
    seat (``tie_uma`` ``"seat"``), else ""."""
    if rules.tie_uma != "seat" or len(set(points)) == len(points):
        return ""
    return say(SEAT_TIE, lang)


def sticks_left_text(sticks: int, rules: Rules, lang: str = "en") -> str:
    """What became of ``sticks`` riichi sticks left on the table at the end of a game: at the
    end the game gives them to first place when the rules say so, except to players tied for
    first, who share them in the final score (so any left then are theirs); otherwise they
    belong to nobody."""
    key = "shared" if rules.sticks_to_first else "nobody"
    return say(STICKS_LEFT[key], lang, n=sticks)


class EndReason:
    """Why the game ended, said in the asked language: a parameter of an error."""

    __slots__ = ("extra_round", "reason", "rules")

    def __init__(self, reason: str, rules: Rules, *, extra_round: bool = False) -> None:
        self.reason = reason
        self.rules = rules
        self.extra_round = extra_round

    def message(self, lang: str = "en") -> str:
        return end_reason_text(self.reason, self.rules, lang, extra_round=self.extra_round)


class Word:
    """A word of :data:`WORDS` put in an error's sentence (``kazoe``, ``how``, ``why`` of an
    impossible value), said in the language the error is worded in. Its key is written whole
    where the error is raised (``Word("on_ron")``), so each word can be found."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def message(self, lang: str = "en") -> str:
        return word(self.key, lang)

    def __repr__(self) -> str:
        return f"Word({self.key!r})"


class OrList:
    """Choices a message lists when it is worded: "daisangen or daisuushii" (the record's words
    themselves, only the "or" in the asked language)."""

    __slots__ = ("items",)

    def __init__(self, items: tuple[str, ...]) -> None:
        self.items = items

    def message(self, lang: str = "en") -> str:
        return or_list(self.items, lang)


class AndList:
    """Words a message lists when it is worded: "han and fu" (the words as typed, only the
    "and" in the asked language)."""

    __slots__ = ("items",)

    def __init__(self, items: tuple[str, ...]) -> None:
        self.items = items

    def message(self, lang: str = "en") -> str:
        return and_list(self.items, lang)


class GameError(MahjongError):
    """A record line that cannot be applied: its number and text, a code and parameters.

    A parameter that is itself an error (``reason``) is rendered in the asked language.
    """

    def __init__(self, code: str, *, line: int = 0, text: str = "", **params: object) -> None:
        self.line = line
        self.text = text
        super().__init__(code, **params)

    def at(self, line: int, text: str) -> GameError:
        """The same error placed on a record line."""
        return GameError(self.code, line=line, text=text, **self.params)

    def body(self, lang: str = "en") -> str:
        """The message without the line prefix."""
        norm = normalize_lang(lang)
        texts = MESSAGES.get(self.code)
        params: dict[str, object] = {}
        for key, value in self.params.items():
            if key in NUMBER_PARAMS and isinstance(value, int) and not isinstance(value, bool):
                params[key] = number(value, norm)  # −500, 12 000, 12 345 characters
            elif key in SEAT_PARAMS and isinstance(value, int) and not isinstance(value, bool):
                params[key] = wind_name(value, norm)  # the seat: East / Восток
            else:
                params[key] = _render(value, norm)
        if texts is None:
            return self.code + (f" ({params})" if params else "")
        return say(texts, norm, **params)

    def message(self, lang: str = "en") -> str:
        body = self.body(lang)
        if not self.line:
            return body[:1].upper() + body[1:]
        short = self.text.strip()
        if len(short) > 60:
            short = short[:57] + "..."
        short = escape_controls(short)  # a control character is shown, never sent (once cut)
        template = _PREFIX if short else _PREFIX_NO_TEXT
        return say(template, lang, line=self.line, text=short) + body


def _render(value: object, lang: str) -> object:
    if isinstance(value, Word):
        return value.message(lang)
    render = getattr(value, "message", None)
    if callable(render):
        text = str(render(lang))
        # a sentence inside ours: "the hand cannot be read: unexpected ..." (a tile's name, as
        # "North appears 5 times", keeps its capital)
        return inner_sentence(text, lang)
    return value


# ---------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HanFu:
    """A win given as han and fu; ``fu`` is None from 5 han on (it does not matter)."""

    han: int
    fu: int | None


@dataclass(frozen=True)
class Limit:
    """A win given by its limit name: mangan, haneman, baiman, sanbaiman."""

    name: str

    @property
    def base(self) -> int:
        return LIMIT_BASES[self.name]


@dataclass(frozen=True)
class Yakuman:
    """A win of ``multiple`` yakuman (paarenchan is added by the game, never written)."""

    multiple: int


@dataclass(frozen=True)
class HandValue:
    """A win given as the hand itself, scored by the core with the game's situation."""

    words: tuple[str, ...]
    spec: HandSpec


Value = HanFu | Limit | Yakuman | HandValue


@dataclass(frozen=True)
class Pao:
    """The liable player; ``multiple`` or ``yakuman`` say which share of the hand is theirs.
    ``typed``: the line was typed now (:func:`parse_line`), not read from a record: a yakuman
    nobody can be liable for is refused even where the record's own rules line named it
    (:attr:`RulesAction.unfed_pao`)."""

    name: str
    multiple: int | None = None
    yakuman: str | None = None
    typed: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class RulesAction:
    """A ``rules`` line. ``unfed_pao``: the yakuman its ``pao=`` word named that nobody can be
    liable for (not in rules.PAO_ABLE: ``pao=...,kokushi``, which an older mjgui wrote), left
    out of ``rules.pao``; the record's own game lines that name one for pao are scored as that
    mjgui scored them (:func:`~mjgui.core.game.game.check_pao`), a line typed now is refused."""

    preset: str
    rules: Rules
    unfed_pao: frozenset[str] = frozenset()


@dataclass(frozen=True)
class PlayersAction:
    names: tuple[str, ...]  # 4, or 3 under three-player rules


@dataclass(frozen=True)
class RiichiAction:
    name: str


@dataclass(frozen=True)
class WaremeAction:
    name: str


@dataclass(frozen=True)
class RonAction:
    winner: str
    discarder: str
    value: Value
    pao: Pao | None = None
    also: bool = False


@dataclass(frozen=True)
class TsumoAction:
    winner: str
    value: Value
    pao: Pao | None = None


@dataclass(frozen=True)
class DrawAction:
    tenpai: tuple[str, ...] = ()
    nagashi: tuple[str, ...] = ()


@dataclass(frozen=True)
class AbortAction:
    pass


@dataclass(frozen=True)
class ChomboAction:
    name: str


Action = (
    RulesAction
    | PlayersAction
    | RiichiAction
    | WaremeAction
    | RonAction
    | TsumoAction
    | DrawAction
    | AbortAction
    | ChomboAction
)


@dataclass(frozen=True)
class RecordLine:
    """One physical line: 1-based ``number``, its ``text``, the action or the parse error.

    Blank and comment-only lines have neither.
    """

    number: int
    text: str
    action: Action | None = None
    error: GameError | None = None

    @property
    def blank(self) -> bool:
        return self.action is None and self.error is None


@dataclass(frozen=True)
class Record:
    """The parsed record: every line, in order. ``text`` gives the record back."""

    lines: tuple[RecordLine, ...]

    @property
    def text(self) -> str:
        return "".join(line.text + "\n" for line in self.lines)

    @property
    def errors(self) -> tuple[GameError, ...]:
        return tuple(line.error for line in self.lines if line.error is not None)

    def line(self, number: int) -> RecordLine:
        return self.lines[number - 1]

    def with_line(self, number: int, text: str) -> Record:
        """The record with line ``number`` replaced (1-based)."""
        texts = [ln.text for ln in self.lines]
        texts[number - 1] = text
        return parse_record("\n".join(texts))

    def without_line(self, number: int) -> Record:
        texts = [ln.text for ln in self.lines]
        del texts[number - 1]
        return parse_record("\n".join(texts))

    def inserted(self, number: int, text: str) -> Record:
        """The record with ``text`` inserted so that it becomes line ``number``."""
        texts = [ln.text for ln in self.lines]
        texts.insert(number - 1, text)
        return parse_record("\n".join(texts))

    def appended(self, text: str) -> Record:
        return parse_record("\n".join([*(ln.text for ln in self.lines), text]))


# ---------------------------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------------------------


def date_error(text: str, file_day: dt.date | None = None) -> GameError | None:
    """What a record's ``# date`` comment whose date cannot be read (:func:`unread_date`) is
    told, on its line (:func:`date_line_error`); None when the record has no such line. The game
    is not refused: the club counts it."""
    found = unread_date(text)
    return None if found is None else date_line_error(found, file_day)


def date_line_error(found: DateLine, file_day: dt.date | None = None) -> GameError:
    """What a ``# date`` comment whose date cannot be read is told, on its line: the day the
    club counts the game on — the day it clearly means, else its file's day (``file_day``, when
    known: the season's) — and how to write the date (YYYY-MM-DD: the day it means, never a day
    made up)."""
    day = found.meant or file_day
    code = "unread_date" if found.meant else "unread_date_file" if file_day else "unread_date_saved"
    days = {"day": day.isoformat()} if day is not None else {}
    return GameError(code, line=found.number, text=found.text, written=found.written, **days)


#: the comment a record's last line of play cut short by a crash is kept as when it does not
#: read (:func:`~mjgui.core.game.storage.cut_as_note`): ``# mjgui cut short: tsu``. Marked with
#: the program's name, which a player does not type: a player's own note "cut short: we
#: stopped early" is a note like any other
CUT_NOTE = "mjgui cut short:"


def cut_short_note(comment: str) -> str | None:
    """What was written of a line of play cut short that the comment ``comment`` (a line's text
    after its ``#``, spaces stripped) keeps (:data:`CUT_NOTE`: ``mjgui cut short: tsu`` keeps
    ``tsu``), or None for any other comment."""
    return comment.removeprefix(CUT_NOTE).strip() if comment.startswith(CUT_NOTE) else None


def split_lines(text: str) -> list[str]:
    """Lines as an editor numbers them: any line ending (LF, CRLF, a lone CR) ends a line, and
    a final line ending does not start another one."""
    parts = _LINE_BREAK.split(text)
    if parts and parts[-1] == "":
        parts.pop()
    return parts


def parse_record(text: str) -> Record:
    """Parse every line; a bad line carries its :class:`GameError`, the others their action."""
    return Record(tuple(parse_line(t, i) for i, t in enumerate(split_lines(text), start=1)))


def parse_line(text: str, number: int = 0, *, typed: bool = False) -> RecordLine:
    """The line ``text`` read as line ``number`` of a record. ``typed``: a ``rules`` line made
    of words typed now (the New game dialog's options), whose ``pao`` yakuman nobody can be
    liable for is refused, where a record's own line, which an older mjgui may have written,
    drops it (:func:`~mjgui.core.scoring.rule_words.with_rule_words`)."""
    if len(text) > MAX_LINE:
        return RecordLine(
            number,
            text,
            None,
            GameError("line_too_long", line=number, text=text, length=len(text), max=MAX_LINE),
        )
    bad = FORBIDDEN_CHARS.search(text)
    if bad is not None:
        char = f"U+{ord(bad.group()):04X}"
        return RecordLine(number, text, None, GameError("control_char", line=number, text=text, char=char))
    try:
        words = line_words(text)
    except ValueError:
        return RecordLine(number, text, None, GameError("bad_quotes", line=number, text=text))
    if not words:
        return RecordLine(number, text)
    try:
        action = _parse_words(words, typed)
    except GameError as err:
        return RecordLine(number, text, None, err.at(number, text))
    return RecordLine(number, text, action)


# how a line is written, said when its words are too few or too many (a players line says its
# own example in its count's message, a draw names the list it lacks): the line's own words where
# they fit (:func:`_example`), and the names of this example table where it names nobody, which
# the replay makes the names of the record's table (:func:`table_example`)
_EXAMPLES = {
    "rules": "rules seed",
    "riichi": "riichi Boris",
    "wareme": "wareme Chen",
    "ron": "ron Chen from Aiko 3 40",
    "tsumo": "tsumo Boris 2 30",
    "abort": "abort",
    "chombo": "chombo Dasha",
    "also": "also ron Boris from Aiko 2 30",
}


#: the names the examples a refusal suggests are written with (:data:`_EXAMPLES`), where the
#: line names nobody: the replay writes the table's own in their place (:func:`table_example`)
EXAMPLE_NAMES = ("Aiko", "Boris", "Chen", "Dasha")
# one of them as a whole word, as a line's words split (:func:`line_words`, run over the line
# :func:`spaced`), a name of a list too (``draw tenpai Aiko,Chen``), never part of a longer name
# (``Boris-K``, ``Chen.W``)
_EXAMPLE_NAME = re.compile(r"(?<![^ \t,])(?:" + "|".join(EXAMPLE_NAMES) + r")(?![^ \t,])")


def _example(template: str, typed: Sequence[str]) -> str:
    """The line ``template`` (of :data:`_EXAMPLES`) suggested to a line whose words are
    ``typed``: as many of the words typed first as fit it (its command words and keywords as the
    template writes them, a name where it has a name; up to its value, whose refusals say their
    own), then
    the template's, whose names are none the line names (``ron Ivan from`` → ``ron Ivan from
    Aiko 3 40``, ``ron Aiko from`` → ``ron Aiko from Boris 3 40``)."""
    words = template.split()
    out: list[str] = []
    for want, got in zip(words, typed, strict=False):
        if want in EXAMPLE_NAMES and _int(got) is None:
            out.append(got)
        elif want not in EXAMPLE_NAMES and _int(want) is None:  # a word of its own, as written
            out.append(want)  # (``ron Chen to Aiko``: ``from`` in the place of ``to``)
        else:
            break
    return " ".join([*out, *_unnamed(words[len(out) :], typed)])


def _unnamed(words: Sequence[str], typed: Sequence[str]) -> list[str]:
    """``words`` of an example, each of its names (:data:`EXAMPLE_NAMES`) one that neither
    ``typed`` nor a name before it is: another of those names where it is."""
    used = {name_key(w) for w in typed}
    spare = [n for n in EXAMPLE_NAMES if name_key(n) not in used and n not in words]
    out: list[str] = []
    for w in words:
        if w in EXAMPLE_NAMES and name_key(w) in used and spare:
            w = spare.pop(0)
        used.add(name_key(w))
        out.append(w)
    return out


def _spare_name(typed: Sequence[str]) -> str:
    """A name of :data:`EXAMPLE_NAMES` that no word of ``typed`` is."""
    return _unnamed(["Dasha"], typed)[0]


def table_example(error: GameError, names: Sequence[str]) -> GameError:
    """``error``, a line's refusal that suggests how to write it (``missing_words``,
    ``extra_words``), its example's names that the line does not name (:data:`EXAMPLE_NAMES`,
    the line being read without the table) made names of the table ``names`` that the line does
    not name either, so that the line suggested is one the game takes (``tsumo`` at the table
    of Ivan, Oleg, Pyotr and Sasha: ``tsumo Ivan 2 30``); ``error`` as it is for another, or
    before the players are known."""
    example = error.params.get("example")
    if error.code not in ("missing_words", "extra_words") or not isinstance(example, str) or not names:
        return error
    try:
        typed = {name_key(w) for w in line_words(error.text)}
    except ValueError:
        typed = set()
    free = {name_key(n): n for n in names if name_key(n) not in typed}
    # an example's name that is a player's (not named on the line) stays that player
    found = list(_EXAMPLE_NAME.finditer(spaced(example)))  # the same places in ``example``
    chosen = {n.group(): free[name_key(n.group())] for n in found if name_key(n.group()) in free}
    placed = {name_key(n) for n in chosen.values()}

    def table_name(word: str) -> str:
        if name_key(word) in typed:
            return word
        if word not in chosen:
            pick = next((n for key, n in free.items() if key not in placed), None)
            if pick is None:  # more names wanted than the table has left: the example's
                return word
            chosen[word] = pick
            placed.add(name_key(pick))
        return chosen[word]

    shown, at = "", 0
    for name in found:
        shown += example[at : name.start()] + table_name(name.group())
        at = name.end()
    shown += example[at:]
    return GameError(error.code, line=error.line, text=error.text, **{**error.params, "example": shown})


def _parse_words(words: list[str], typed: bool = False) -> Action:
    command = words[0].lower()
    rest = words[1:]
    if command not in COMMANDS:
        raise GameError("unknown_command", word=words[0])
    if command == "rules":
        return _parse_rules(rest, typed)
    action = _parse_game_words(command, rest)
    if typed and isinstance(action, RonAction | TsumoAction) and action.pao is not None:
        return replace(action, pao=replace(action.pao, typed=True))
    return action


def _parse_game_words(command: str, rest: list[str]) -> Action:
    if command == "players":
        names = tuple(_name(n) for n in rest)
        # three or four: the rules line before it says which (the replay checks the count)
        if len(names) not in SEAT_COUNTS:
            raise GameError("players_count", count=len(names))
        seen: dict[str, int] = {}
        for seat, n in enumerate(names):
            first = seen.setdefault(name_key(n), seat)
            if first != seat:
                code = "name_twice" if len(names) == 4 else "name_twice_3"
                raise GameError(code, name=n, seat=first, other_seat=seat)
        return PlayersAction(names)
    if command == "draw":
        return _parse_draw(rest)
    if command == "also":
        if not rest or rest[0].lower() != "ron":
            raise GameError("also_not_ron")
        return _parse_ron(rest[1:], also=True)
    if command == "ron":
        return _parse_ron(rest, also=False)
    example = _example(_EXAMPLES[command], [command, *rest])
    if command in ("riichi", "wareme", "chombo"):
        _need(rest, 1, example)
        _no_more(rest, 1, example)
        name = _name(rest[0])
        if command == "riichi":
            return RiichiAction(name)
        return WaremeAction(name) if command == "wareme" else ChomboAction(name)
    if command == "abort":
        _no_more(rest, 0, example)
        return AbortAction()
    _need(rest, 2, example)
    winner = _name(rest[0])
    value, pao = _parse_value(rest[1:], example, f"tsumo {winner}")
    return TsumoAction(winner, value, pao)


def _parse_ron(rest: list[str], *, also: bool) -> RonAction:
    example = _example(
        _EXAMPLES["also" if also else "ron"], ["also", "ron", *rest] if also else ["ron", *rest]
    )
    _need(rest, 4, example)
    winner = _name(rest[0])
    command = "also ron" if also else "ron"
    if rest[1].lower() != "from":  # ``ron Ivan to Oleg 1 30``: the value typed kept, where it reads
        with contextlib.suppress(GameError):  # no name where the discarder's is: the example's
            example = _with_value(example, f"{command} {winner} from {_name(rest[2])}", rest[3:])
        raise GameError("extra_words", word=rest[1], example=example)
    discarder = _name(rest[2])
    head = f"{command} {winner} from {discarder}"
    value, pao = _parse_value(rest[3:], example, head)
    return RonAction(winner, discarder, value, pao, also)


#: the han and fu that no win has, by ron or by tsumo (the others: not by this one)
_AT_ALL = frozenset({"one_han_low", "one_han_20", "no_25"})


#: what 13 han and more pay, by the rules' ``kazoe`` (a word of :data:`WORDS`)
_KAZOE_WORDS = {"yakuman": "kazoe_yakuman", "sanbaiman": "kazoe_sanbaiman", "off": "kazoe_off"}


def check_possible(value: HanFu, rules: Rules, *, tsumo: bool) -> None:
    """Refuse han and fu that no hand has under ``rules`` (the scoring package decides which),
    and a han count no hand reaches (more than :data:`MAX_HAN`, refused before anything counts
    with it): the game checks a win's value with the record's rules (a line is read without
    them)."""
    if value.han > MAX_HAN:
        raise GameError("han_too_high", value=value.han, max=MAX_HAN, kazoe=Word(_KAZOE_WORDS[rules.kazoe]))
    if value.fu is None:
        return
    why = impossible_han_fu(value.han, value.fu, rules, tsumo=tsumo)
    if why is not None:
        how = "at_all" if why in _AT_ALL else "on_tsumo" if tsumo else "on_ron"
        raise GameError("impossible_han_fu", han=value.han, fu=value.fu, how=Word(how), why=Word(why))


def _need(rest: list[str], count: int, example: str) -> None:
    if len(rest) < count:
        raise GameError("missing_words", example=example)


def _no_more(rest: list[str], count: int, example: str) -> None:
    if len(rest) > count:
        raise GameError("extra_words", word=rest[count], example=example)


# characters that show nothing, every Default_Ignorable_Code_Point of Unicode: format characters
# (soft hyphen, zero-width space, non-joiner and joiner, word joiner, direction marks, byte order
# mark ...: the category Cf), the combining grapheme joiner, the Khmer inherent vowels, the
# Mongolian variation selectors and vowel separator, the variation selectors and their supplement
# (U+E0100-E01EF: ideographic variation sequences, in names copied from Japanese pages), the
# Hangul fillers, and the code points Unicode keeps ignorable before assigning them
_INVISIBLE = re.compile(
    "[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2065\u3164\ufe00-\ufe0f\uffa0\ufff0-\ufff8"
    "\U000e0000-\U000e0fff]"
)


def _visible(text: str) -> str:
    return "".join(c for c in _INVISIBLE.sub("", text) if unicodedata.category(c) != "Cf")


#: the joiners that shape the letters around them (a Persian or Indic name, an emoji sequence)
_JOINERS = frozenset("\u200c\u200d")
#: the variation selectors, which choose how the character before them is drawn (an emoji's
#: picture, not its text: the flag of ``🏳️‍🌈``; an ideograph's form; a Mongolian letter's)
_SELECTORS = re.compile("[\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef]")
#: an emoji tag sequence's tags and the cancel tag that ends them (the flag of Scotland: a
#: black flag, then the tags of "gbsct")
_TAGS = re.compile("[\U000e0020-\U000e007e]+\U000e007f")
#: the Mongolian free variation selectors, which choose a Mongolian letter's form
_MONGOLIAN_SELECTORS = frozenset("\u180b\u180c\u180d\u180f")
#: the ideographic variation selectors (U+E0100-E01EF), which choose an ideograph's glyph alone
_IDEOGRAPHIC_SELECTORS = re.compile("[\U000e0100-\U000e01ef]")


def _ideograph(char: str) -> bool:
    """A CJK ideograph (unified or compatibility): its variation sequences choose its glyph."""
    return unicodedata.name(char, "").startswith(("CJK UNIFIED IDEOGRAPH", "CJK COMPATIBILITY IDEOGRAPH"))


def _takes_selector(base: str, selector: str | None) -> bool:
    """Whether ``selector`` (None: an emoji's tags) after the character ``base`` that shows
    changes how it is drawn: after an emoji's base (a symbol, a digit or a mark of punctuation
    such as ``❤``, ``1`` of a keycap, ``‼``: no letter, nor a combining mark), or after an
    ideograph (``葛`` and its variation selector); a Mongolian selector after a Mongolian
    letter. After another letter (``Ann``, ``علی``, ``राज``, ``김``) a selector changes nothing
    drawn and is dropped, as README says."""
    if selector is not None and selector in _MONGOLIAN_SELECTORS:
        return unicodedata.name(base, "").startswith("MONGOLIAN")
    if selector is not None and _ideograph(base):
        return True
    if selector is not None and _IDEOGRAPHIC_SELECTORS.match(selector):
        return False
    return unicodedata.category(base)[0] in "SNP"


def without_invisible(name: str) -> str:
    """``name`` as a club shows and exports it: the characters that show nothing, which its
    :func:`name_key` drops, left out (``Ann`` of ``Ann`` and a zero-width space), but those
    that change how the characters beside them are drawn: a zero-width joiner or non-joiner
    between two characters that show (a variation selector or an emoji's tags after the one
    before it), and a variation selector or an emoji's tags after an emoji (``🏳️‍🌈``, a flag, not
    a white flag and a rainbow) or an ideograph (:func:`_takes_selector`); a name with nothing
    else, as it is."""

    def shows(char: str) -> bool:
        return bool(_visible(char).strip())

    def drawn_with(i: int, selector: str | None = None) -> bool:  # name[i] takes the selector
        return i >= 0 and shows(name[i]) and _takes_selector(name[i], selector)

    kept: list[bool] = []
    i = 0
    while i < len(name):
        c = name[i]
        tags = _TAGS.match(name, i)
        if tags is not None and drawn_with(i - 1):
            kept.extend(True for _ in range(tags.end() - i))
            i = tags.end()
            continue
        if _SELECTORS.match(c):
            kept.append(drawn_with(i - 1, c))
        elif c in _JOINERS:  # shows before it (or a selector kept), and after it
            before = i > 0 and kept[i - 1] and not name[i - 1].isspace() and name[i - 1] not in _JOINERS
            kept.append(before and i + 1 < len(name) and shows(name[i + 1]))
        else:
            kept.append(shows(c) or c.isspace())
        i += 1
    text = "".join(c for c, keep in zip(name, kept, strict=True) if keep)
    return text if text.strip() else name


@lru_cache(maxsize=4096)  # a game's few names, asked for each line that names a player
def name_key(name: str) -> str:
    """How two player names are told apart, the one rule for every comparison of names: a
    record's players and lists (two names with one key are one name, refused), the player a
    line names (``GameState.seat_of``), a log's names made record names and the club's season
    (``league.names.key``). The characters that show nothing dropped, spaces around ignored,
    in one Unicode form (NFC: ``Ё`` typed as one letter or as ``Е`` and a combining diaeresis,
    ``Zoë`` as one letter or ``e`` and its diaeresis), case folded. A letter of another script
    that looks the same (a Cyrillic ``В`` in ``Вoris``) is another letter: another name."""
    text = unicodedata.normalize("NFC", _visible(name).strip())
    return unicodedata.normalize("NFC", text.casefold())


#: letters that look alike in Latin and Cyrillic, the Cyrillic one (case folded) to the Latin
#: one (a capital's look: В and B, Н and H, Т and T, М and M)
_LOOKALIKE = str.maketrans("авсенкмортхуіјѕ", "abcehkmoptxyijs")
#: the alphabets a name's letters are told by (Unicode names: LATIN CAPITAL LETTER A...)
_SCRIPTS = {"LATIN": Word("latin"), "CYRILLIC": Word("cyrillic")}


def _script(char: str) -> str | None:
    """The alphabet of a letter, Latin or Cyrillic (a key of :data:`_SCRIPTS`), or None."""
    first = unicodedata.name(char, "").partition(" ")[0]
    return first if first in _SCRIPTS else None


def _as_written(name: str) -> str:
    """A name as its letters are counted: what shows of it, in one Unicode form."""
    return unicodedata.normalize("NFC", _visible(name).strip())


#: a letter read as the one it looks like, besides :data:`_LOOKALIKE`: ё as е (Алёна, Алена)
_READ_ALIKE = str.maketrans({"ё": "е"})
#: letters that look alike in Latin and Cyrillic as written, case kept: the capitals of
#: :data:`_LOOKALIKE` (В and B, Н and H, Т and T, М and M, К and K), and of the small letters
#: only those of one shape (а and a, but not в and b, н and h, т and t, м and m, к and k); Ё
#: and ё as Е and е are (read as E and e in the same step)
_LOOKALIKE_AS_WRITTEN = str.maketrans("АВСЕНКМОРТХУІЈЅаеорсхуіјѕЁё", "ABCEHKMOPTXYIJSaeopcxyijsEe")


@dataclass(frozen=True)
class LookAlike:
    """Where two names told apart (:func:`name_key`) look the same (:func:`looks_alike`): the
    ``position`` (from 1) of the first letter that tells them apart, ``letter`` the first
    name's there and ``other_letter`` the second's; ``script`` and ``other_script`` their
    alphabets (:data:`_SCRIPTS`' words) when the two are of two alphabets (a Cyrillic В for a
    Latin B), else None (ё for е)."""

    position: int
    letter: str
    other_letter: str
    script: Word | None
    other_script: Word | None


def look_key(name: str) -> str:
    """A name as it looks (:func:`name_key`, its Cyrillic letters of a Latin look read as those,
    ё as е): two names of one look key and two keys look alike (:func:`looks_alike`)."""
    return _looks(name_key(name))


def _looks(text: str) -> str:
    """Case-folded letters as they might look: width aside (NFKC: ``Ａｉｋｏ``, ``Aiko``), ё as
    е, a Cyrillic letter whose capital has a Latin look as that Latin letter (the names
    :func:`looks_alike` may find alike, and more: ``вова`` and ``boba`` too)."""
    return unicodedata.normalize("NFKC", text).translate(_READ_ALIKE).translate(_LOOKALIKE)


def _looks_as_written(text: str) -> str:
    """Letters as they look as written, case kept (:data:`_LOOKALIKE_AS_WRITTEN`: ``В`` as
    ``B``, but ``в`` as itself), width aside (NFKC), then case-folded: ``Вoris`` looks as
    ``boris``, ``вова`` as ``вoвa`` (no ``boba``)."""
    return unicodedata.normalize("NFKC", text).translate(_LOOKALIKE_AS_WRITTEN).casefold()


def mixes_scripts(name: str) -> bool:
    """Whether a name has both Latin and Cyrillic letters (``Вoris``)."""
    return len(_scripts_of(_as_written(name))) > 1


def looks_alike(name: str, other: str) -> LookAlike | None:
    """Where two names that are two names (:func:`name_key`) look the same, or None: letter for
    letter alike but for Latin and Cyrillic letters of one look as written (``Вoris``,
    ``Boris``; a small ``в``, ``н``, ``т``, ``м``, ``к`` looks like no Latin letter: ``вова`` is no
    ``boba``), ё for е (``Алёна``, ``Алена``) or a letter's width (``Ａｉｋｏ``, ``Aiko``); the
    case aside once the letters are read so (``Вoris``, ``boris``). Two such names are told
    apart by the league, which a reader of its table cannot see."""
    written, theirs = _as_written(name), _as_written(other)
    if name_key(name) == name_key(other) or len(written) != len(theirs):
        return None
    mine, yours = _looks_as_written(written), _looks_as_written(theirs)
    if mine != yours or len(mine) != len(written):
        return None
    for position, (a, b) in enumerate(zip(written, theirs, strict=True), start=1):
        if a.casefold() == b.casefold():
            continue
        script, other_script = _script(a), _script(b)
        if script is not None and other_script is not None and script != other_script:
            return LookAlike(position, a, b, _SCRIPTS[script], _SCRIPTS[other_script])
        return LookAlike(position, a, b, None, None)
    return None


def cyrillic_for_latin(name: str, other: str) -> tuple[str, ...]:
    """The letters of ``name`` that are Cyrillic where ``other`` has a Latin letter, as written
    (two names :func:`looks_alike` finds alike by their alphabets): what tells ``Аnna`` with a
    Cyrillic А from ``Anna``, ``("А",)``; none for ``Anna`` (nor for names of two lengths)."""
    written, theirs = _as_written(name), _as_written(other)
    if len(written) != len(theirs):
        return ()
    pairs = zip(written, theirs, strict=True)
    return tuple(a for a, b in pairs if _script(a) == "CYRILLIC" and _script(b) == "LATIN")


def unknown_player(name: str, names: tuple[str, ...]) -> GameError:
    """The refusal of ``name``, no player of ``names``: a name that only looks like a player's (a
    Latin letter where the player's has a Cyrillic one, or the other way round) names that player
    and the letter; a name that mixes the two alphabets names its odd letter (:func:`_odd_script`)
    — unless a player's own name mixes them (``DJСаша``): at such a table a mixed name is no
    mistake of layout."""
    written = _as_written(name)
    look = name_key(name).translate(_LOOKALIKE)
    players = ", ".join(names)
    for player in names:
        other = _as_written(player)
        if name_key(player).translate(_LOOKALIKE) != look or len(other) != len(written):
            continue
        for position, (a, b) in enumerate(zip(written, other, strict=True), start=1):
            mine, theirs = _script(a), _script(b)
            if mine is not None and theirs is not None and mine != theirs:
                return GameError(
                    "unknown_player_lookalike",
                    name=name,
                    player=player,
                    letter=a,
                    position=position,
                    script=_SCRIPTS[mine],
                    other=_SCRIPTS[theirs],
                )
    scripts = [_script(c) for c in written]
    mixed = all(s in scripts for s in _SCRIPTS)
    if mixed and not any(len(_scripts_of(_as_written(p))) > 1 for p in names):
        odd = _odd_script(written, scripts, names)
        position = scripts.index(odd) + 1
        return GameError(
            "unknown_player_mixed",
            name=name,
            letter=written[position - 1],
            position=position,
            script=_SCRIPTS[odd],
            players=players,
        )
    return GameError("unknown_player", name=name, players=players)


def _scripts_of(text: str) -> set[str]:
    """The alphabets (of :data:`_SCRIPTS`) a text's letters are written in."""
    return {s for s in map(_script, text) if s is not None}


def _odd_script(written: str, scripts: list[str | None], names: tuple[str, ...]) -> str:
    """The alphabet a name mixing Latin and Cyrillic letters (``scripts``: each letter's) has
    one letter or a few of by mistake, told by the table's names: the other one than that of
    the player's name it agrees with letter for letter in that name's alphabet (``Iван`` and
    ``Ivan``: Cyrillic); else the other one than that most of the table's letters are written
    in; else the one the name has fewer letters of (a tie: the later)."""
    for player in names:
        other = _as_written(player)
        theirs = _scripts_of(other)
        if len(theirs) != 1 or len(other) != len(written):
            continue
        (script,) = theirs
        pairs = zip(written, other, scripts, strict=True)
        same = [a.casefold() == b.casefold() for a, b, s in pairs if s == script]
        if same and all(same):
            return next(s for s in _SCRIPTS if s != script)
    table = [s for p in names for s in map(_script, _as_written(p))]
    latin, cyrillic = table.count("LATIN"), table.count("CYRILLIC")
    if latin != cyrillic:
        return "CYRILLIC" if latin > cyrillic else "LATIN"
    counts = {s: scripts.count(s) for s in _SCRIPTS}
    return min(_SCRIPTS, key=lambda s: (counts[s], -scripts.index(s)))


# The bidirectional marks (left-to-right, right-to-left, the Arabic letter mark): they show
# nothing, but one at the start of a name turns the direction of the text it begins (the name
# right-aligned in a table, a chart's legend entry reversed), and a spreadsheet's formula check
# reads past none. The other text-direction characters are refused in any line
# (FORBIDDEN_CHARS); these, as a copied name brings them, are dropped from the name.
_BIDI_MARKS = re.compile("[\u200e\u200f\u061c]")


def without_bidi_marks(name: str) -> str:
    """A name as a record reads it: without the bidirectional marks (:data:`_BIDI_MARKS`)."""
    return _BIDI_MARKS.sub("", name) if not name.isascii() else name


#: what a name cannot hold (:data:`_NAME_RE`), told apart for :func:`name_flaw`, the first found
#: said: a ``#`` (it starts a comment: the name would end before it, with no word said), a quote
#: (the line's words are split as a shell splits them: a quote is taken away, or left open), a
#: space (or any white space)
_FLAW_CHARS = (("hash", re.compile("#")), ("quote", re.compile("[\"']")), ("space", re.compile(r"\s")))


def name_flaw(text: str) -> str | None:
    """What keeps ``text`` (spaces around it dropped) from being one player name of a record, as
    :func:`_name` refuses it, said for a field that asks for one name (the New game dialog's):
    ``"invisible"`` (nothing of it shows: only zero-width spaces, direction marks, fillers),
    ``"reserved"`` (a word of the record), ``"number"``, ``"space"``, ``"hash"``, ``"quote"``,
    ``"char"`` (a comma, ``=`` or backslash), ``"long"`` (more than :data:`MAX_NAME` characters,
    counted as the record counts them: one a character, its bidirectional marks dropped); None
    when it is one name. A line joining the names reads a space as two names and a ``#`` as a
    comment, so a name is checked alone, before it is written on a line."""
    name = without_bidi_marks(text.strip())
    if not name_key(name):
        return "invisible"
    if name.lower() in RESERVED:
        return "reserved"
    if re.fullmatch(r"[+-]?\d+", name):
        return "number"
    if not _NAME_RE.fullmatch(name):
        return next((flaw for flaw, found in _FLAW_CHARS if found.search(name)), "char")
    return "long" if len(name) > MAX_NAME else None


def _name(text: str) -> str:
    name = without_bidi_marks(text)
    if not name_key(name):
        raise GameError("name_invisible")
    if name.lower() in RESERVED:
        raise GameError("name_reserved", name=text)
    if re.fullmatch(r"[+-]?\d+", name):
        raise GameError("name_number", name=text)
    if len(name) > MAX_NAME or not _NAME_RE.fullmatch(name):
        raise GameError("name_chars", name=text, max=MAX_NAME)
    return name


def _int(text: str) -> int | None:
    if re.fullmatch(r"[+-]?\d{1,9}", text):
        return int(text)
    return None


def _parse_value(words: list[str], example: str, before: str) -> tuple[Value, Pao | None]:
    """``HAN FU`` | ``HAN`` (5+) | a limit | ``yakuman [N]`` | ``hand "..."``, then ``pao NAME``.
    ``example``: the command's example line; ``before``: the line's words before the value
    (``ron Chen from Aiko``), which the lines a refusal suggests start with."""
    if not words:
        raise GameError("missing_words", example=example)
    head = words[0].lower()
    rest = words[1:]
    value: Value
    if head in LIMIT_BASES:
        value = Limit(head)
    elif head == "yakuman":
        multiple = 1
        if rest and rest[0].lower() != "pao":
            n = _int(rest[0])
            if n is None or not 1 <= n <= MAX_YAKUMAN:
                raise GameError("bad_yakuman", value=rest[0], max=MAX_YAKUMAN)
            multiple = n
            rest = rest[1:]
        value = Yakuman(multiple)
    elif head == "hand":
        cut = _pao_at(rest)
        hand_words = rest[:cut]
        rest = rest[cut:]
        if not hand_words:
            raise GameError("missing_words", example=f'{before} hand "{_HAND_EXAMPLE}"')
        if len(hand_words) > 1:  # the hand is the one quoted word: nothing follows it but pao
            raise _after_hand(hand_words)
        value = _parse_hand(hand_words)
    else:
        typed = _han_fu_words(words, before)
        if typed is not None:
            raise typed
        han = _int(words[0])
        if han is None or han < 1:
            raise GameError("bad_han", value=words[0])
        fu: int | None = None
        if rest and rest[0].lower() != "pao":
            fu = _int(rest[0])
            if fu is None or not (fu in (20, 25) or (fu % 10 == 0 and 30 <= fu <= MAX_FU)):
                raise GameError("bad_fu", value=rest[0], max=MAX_FU)
            rest = rest[1:]
        elif han < HAN_ALONE:
            raise GameError("fu_needed", han=han)
        value = HanFu(han, fu)
    pao = None
    if rest:
        if rest[0].lower() != "pao":  # the line suggested with the value typed (``tsumo Ivan 1 30 x``)
            as_typed = " ".join(words[: len(words) - len(rest)])
            raise GameError("extra_words", word=rest[0], example=f"{before} {as_typed}")
        # pao is only for a yakuman: the line suggested is one the game takes
        with_pao = f"{before} {_pao_value(value)} pao {_spare_name(before.split())}"
        if len(rest) < 2:
            raise GameError("missing_words", example=with_pao)
        pao = _parse_pao(rest[1:], with_pao)
    return value, pao


def _with_value(example: str, before: str, words: list[str]) -> str:
    """The line suggested to a line refused before its value (``ron Ivan to Oleg 1 30``):
    ``before`` (``ron Ivan from Oleg``) and the value ``words`` as typed where they read (``ron
    Ivan from Oleg 1 30``, a quoted hand quoted again; with a word after them, up to it:
    :func:`_parse_value` suggests that line, and a pao's; after a hand, the hand); ``example``,
    the command's, where they do not."""
    try:
        _parse_value(words, example, before)
    except GameError as err:
        suggested = err.params.get("example")
        if err.code in ("missing_words", "extra_words") and isinstance(suggested, str):
            return suggested
        if err.code in ("after_hand", "after_hand_value"):  # words after the hand's quote: the
            # hand kept, with them inside its quotes where they read there (``--riichi``), else
            # without them (``x``)
            pao = words[_pao_at(words) :]
            for hand in (str(err.params.get("hand")), words[1]):
                line = _with_value(example, before, ["hand", hand, *pao])
                if line != example:
                    return line
        return example
    return " ".join([before, *(quoted(w) if any(c.isspace() for c in w) else w for w in words)])


#: a word of a value that is han or fu written with its word (``han``, ``3han``, ``40fu``): the
#: number, if any, and the word; a record writes the bare numbers
_HAN_FU_WORD = re.compile(r"(\d*)(han|fu|хан|фу)", re.IGNORECASE)
_HAN_WORDS = frozenset({"han", "хан"})


def _han_fu_words(words: list[str], before: str) -> GameError | None:
    """The refusal of a value written with the words han and fu (``3 han 40 fu``, ``40 fu 3
    han``, ``3han``): each number taken with its own word — the word after it when the value
    starts with a number (``3 han``), else the one before it (``han 3``) — and the line
    suggested with the han first (``ron Chen from Aiko 3 40``; ``before``: the line's words
    before the value). No line is suggested when no han was typed, nor when the numbers make
    no han and fu. None when the value has no such word. The words are named as typed."""
    value = words[: _pao_at(words)]
    atoms: list[int | str] = []
    for w in value:
        found = _HAN_FU_WORD.fullmatch(w)
        if found is not None:
            if found.group(1):
                atoms.append(int(found.group(1)))
            atoms.append(found.group(2).casefold())
        elif (n := _int(w)) is not None:
            atoms.append(n)
    typed = tuple(dict.fromkeys(a for a in atoms if isinstance(a, str)))
    if not typed:
        return None
    listed, n = AndList(typed), len(typed)
    numbers_first = isinstance(atoms[0], int)
    given: dict[str, int] = {}
    loose: list[int] = []
    i = 0
    while i < len(atoms):
        a, b = atoms[i], atoms[i + 1] if i + 1 < len(atoms) else None
        number, word = (a, b) if numbers_first else (b, a)
        if isinstance(number, int) and isinstance(word, str):
            given.setdefault("han" if word in _HAN_WORDS else "fu", number)
            i += 2
            continue
        if isinstance(a, int):
            loose.append(a)
        i += 1
    free = [k for k in ("han", "fu") if k not in given]
    if len(loose) == 1 and len(free) == 1:  # "3 han 40": the number left is the fu
        given[free[0]] = loose[0]
    han, fu = given.get("han"), given.get("fu")
    if han is None:
        return GameError("han_missing", words=listed, n=n)
    numbers = [str(han)] if fu is None else [str(han), str(fu)]
    try:
        _parse_value(numbers, "", before)
    except GameError as err:
        if err.code == "fu_needed":
            return GameError("han_fu_words_fu", han=han, example=f"{before} {han} 30", words=listed, n=n)
        return GameError("han_fu_form", words=listed, n=n)
    return GameError("han_fu_words", example=f"{before} {' '.join(numbers)}", words=listed, n=n)


def _pao_value(value: Value) -> str:
    """A value as a line with pao writes it: a yakuman's or a hand's; another value (a pao
    is only for a yakuman) as a yakuman."""
    if isinstance(value, HandValue):
        return 'hand "' + " ".join(value.words) + '"'
    if isinstance(value, Yakuman) and value.multiple > 1:
        return f"yakuman {value.multiple}"
    return "yakuman"


def _value_word(word: str) -> bool:
    """A word of a value written after a hand: a number, a limit, ``yakuman``, or han or fu
    written with its word (``3han``, ``fu``)."""
    return (
        _int(word) is not None
        or word.lower() in LIMIT_BASES
        or word.lower() == "yakuman"
        or _HAN_FU_WORD.fullmatch(word) is not None
    )


def _after_hand(words: list[str]) -> GameError:
    """The refusal of words written after a hand's closing quote (``words``: the hand, then
    them): a value first (han and fu, a limit, yakuman: the hand gives it; the options after it,
    if any, go inside the quotes), or options that belong inside the quotes."""
    after = words[1:]
    text = " ".join(after)
    n = 0
    while n < len(after) and _value_word(after[n]):
        n += 1
    if n:
        return GameError("after_hand_value", words=text, hand=" ".join([words[0], *after[n:]]))
    return GameError("after_hand", words=text, hand=" ".join(words))


def _pao_at(words: list[str]) -> int:
    for i, w in enumerate(words):
        if w.lower() == "pao":
            return i
    return len(words)


def _parse_pao(words: list[str], example: str) -> Pao:
    """``NAME [N | YAKUMAN]`` after ``pao``; ``example``: the line with its pao, as suggested."""
    name = _name(words[0])
    if len(words) == 1:
        return Pao(name)
    if len(words) > 2:
        raise GameError("extra_words", word=words[2], example=example)
    extra = words[1]
    n = _int(extra)
    if n is not None and 1 <= n <= MAX_YAKUMAN:
        return Pao(name, multiple=n)
    # a yakuman, or a word the game refuses with the pao yakuman of its rules (check_pao)
    return Pao(name, yakuman=extra.lower() if extra.lower() in YAKUMAN_IDS else extra)


def unfed_named(line: RecordLine) -> frozenset[str]:
    """The yakuman nobody can be liable for (not in rules.PAO_ABLE) that ``line`` (read as a
    record's) names for pao: its rules line's (RulesAction.unfed_pao), or its game line's pao
    word. What an edit of the line may keep without being refused as typed now."""
    action = line.action
    if isinstance(action, RulesAction):
        return action.unfed_pao
    if isinstance(action, RonAction | TsumoAction) and action.pao is not None:
        yakuman = action.pao.yakuman
        if yakuman in YAKUMAN_IDS and yakuman not in PAO_ABLE:
            return frozenset({yakuman})
    return frozenset()


def edit_keeps_pao(old: RecordLine, new: RecordLine) -> bool:
    """Whether ``new``, an edit of the record's line ``old``, may be read as the record's own
    (not as typed now): it names no pao, or the very pao ``old`` named (the same liable player
    and share: an older mjgui's, :func:`unfed_named`); a rules line names no yakuman nobody can be
    liable for that ``old`` did not. Any other pao is typed now, and refused where the rules play
    none for it."""
    if isinstance(new.action, RulesAction):
        return unfed_named(new) <= unfed_named(old)
    pao = new.action.pao if isinstance(new.action, RonAction | TsumoAction) else None
    return pao is None or (isinstance(old.action, RonAction | TsumoAction) and old.action.pao == pao)


def read_edit(old: RecordLine, text: str, number: int) -> RecordLine:
    """``text``, an edit of the record's line ``old``, read as line ``number``: as the record's
    own line where it keeps what ``old`` had (an older mjgui's, read as it was), else as typed
    now. Typed now are a pao ``old`` did not name (:func:`edit_keeps_pao`) and, on a rules line,
    each bound of rules typed now (rules.typed_bound_errors: the New game dialog's, and one
    edition named) the line fails that ``old`` did not fail with the same values:
    ``rules mahjongsoul start_points=30000`` edited to add ``east_only=on`` still reads, edited
    to ``start_points=35000`` it is refused, as a line inserted is."""
    line = parse_line(text, number)
    if not edit_keeps_pao(old, line):
        return parse_line(text, number, typed=True)
    kept = _typed_faults(old)
    new = [err for err in _typed_faults(line) if _fault_key(err) not in {_fault_key(e) for e in kept}]
    if new and isinstance(line.action, RulesAction):
        error = GameError("rules_error", reason=new[0], preset=line.action.preset)
        return RecordLine(number, text, None, error.at(number, text))
    return line


def _typed_faults(line: RecordLine) -> tuple[RulesError, ...]:
    """What a rules ``line``, read as a record's, would be refused for if typed now: a second
    edition that is not the first (``edition_twice``, as :func:`_edition` says it) and the
    bounds its rules fail when it sets an option (rules.typed_bound_errors). None for another
    line."""
    if not isinstance(line.action, RulesAction):
        return ()
    words = line_words(line.text)[2:]
    faults: list[RulesError] = []
    edition: int | None = None
    options = False
    for w in words:
        key, _, raw = w.partition("=")
        if key.strip().lower() != EDITION_WORD or "=" not in w:
            options = True
            continue
        named = word_int(raw.strip())
        if edition is not None and named is not None and named != edition:
            faults.append(RulesError("edition_twice", edition=edition, other_edition=named))
        edition = named if named is not None else edition
    if options:  # a preset alone keeps them (test_every_preset_at_every_edition_keeps_the_typed_bounds)
        faults.extend(typed_bound_errors(line.action.rules))
    return tuple(faults)


def _fault_key(err: RulesError) -> tuple[str, str]:
    """A fault and its values, to tell one an edit kept from one it made."""
    return err.code, repr(sorted(err.params.items()))


def check_pao(pao: Pao, rules: Rules, unfed: frozenset[str] = frozenset()) -> None:
    """Refuse a word after the liable player that is neither a yakuman count nor a yakuman
    someone can be liable for (``PAO_ABLE``: not a kokushi, whose tiles nobody feeds), naming
    the pao yakuman of ``rules`` (RULES.md §6's where they have none; the line is read without
    them). ``unfed``: the yakuman of that kind the record's own rules line named
    (:attr:`RulesAction.unfed_pao`), taken on a line read from the record, not on one typed now."""
    if pao.yakuman is not None and pao.yakuman not in PAO_ABLE:
        if pao.yakuman in unfed and not pao.typed:
            return
        known = tuple(sorted(rules.pao or PAO_YAKUMAN))
        raise GameError("bad_pao", value=pao.yakuman, known=OrList(known), example=known[0])


#: the hand a line missing its hand is suggested
_HAND_EXAMPLE = "234m567p345678s55s --riichi"


def _parse_hand(words: list[str]) -> HandValue:
    from mjgui.core.scoring.arguments import parse_score_args

    if not words:
        raise GameError("missing_words", example=f'ron Chen from Aiko hand "{_HAND_EXAMPLE}"')
    length = len(" ".join(words))
    if length > MAX_HAND:
        raise GameError("hand_too_long", length=length, max=MAX_HAND)
    flat: list[str] = []
    for w in words:  # a quoted hand is one word: split it again
        try:
            flat.extend(shlex.split(w) if any(c.isspace() for c in w) else [w])
        except ValueError:
            raise GameError("bad_quotes") from None
    words = flat
    for w in words:
        key = w.split("=", 1)[0].lower()
        # argparse also takes abbreviations (--ro for --round): refuse those too
        if (
            key in _NOT_IN_HAND
            or key in _WHOLE_NOT_IN_HAND
            or (key.startswith("--") and len(key) > 2 and any(opt.startswith(key) for opt in _NOT_IN_HAND))
        ):
            raise GameError("hand_words", word=key)
        if key == "--pao":  # read whole only (never abbreviated): the line's "pao NAME" says it
            raise GameError("hand_pao")
    try:
        request, _ = parse_score_args(words)
    except MahjongError as err:
        raise GameError("hand_error", reason=err) from None
    except SystemExit:  # argparse help or version: never let it end the program
        raise GameError("hand_words", word=" ".join(words)) from None
    return HandValue(tuple(words), request.spec)


def _parse_draw(words: list[str]) -> DrawAction:
    lists: dict[str, list[str]] = {"tenpai": [], "nagashi": []}
    current: str | None = None
    seen_keys: set[str] = set()
    for w in words:
        low = w.lower()
        if low in lists:
            if low in seen_keys:
                raise GameError("bad_list", word=w)
            current = low
            seen_keys.add(low)
            continue
        if current is None:
            raise GameError("bad_list", word=w)
        for part in w.split(","):
            if not part:
                continue
            name = _name(part)
            if any(name_key(name) == name_key(n) for n in lists[current]):
                raise GameError("list_twice", name=name, word=current)
            lists[current].append(name)
    for key in seen_keys:
        if not lists[key]:
            names = _unnamed(["Aiko", "Chen"], words)
            raise GameError("missing_words", example=f"draw {key} {','.join(names)}")
    return DrawAction(tuple(lists["tenpai"]), tuple(lists["nagashi"]))


# -- rules ----------------------------------------------------------------------------------


def refused_rules_preset(line: RecordLine) -> Rules | None:
    """The preset a refused ``rules`` line names when only its options are wrong (a known
    preset word, an option word it cannot read: :func:`_parse_rules` puts the word on the
    error): the game's table is still that preset's, as many players as it has. None for any
    other line, or a preset word that is not known."""
    name = line.error.params.get("preset") if line.error is not None else None
    return PRESETS.get(name) if isinstance(name, str) else None


def unread_rules_line(line: RecordLine) -> GameError | None:
    """The refusal of a ``rules`` line that cannot be read (an unknown preset, option or value,
    an edition newer than this mjgui knows: a newer mjgui's record, or a typo), as a reader of a
    record to be scored says it (``rules_unread``); None for any other line."""
    error = line.error
    if error is None or not _rules_word(line.text):
        return None
    reason = error.at(0, "")  # its own sentence, without the line's prefix
    return GameError("rules_unread", line=line.number, text=line.text, reason=reason)


def _rules_word(text: str) -> bool:
    words = text.split(None, 1)
    return bool(words) and words[0].lower() == "rules"


def unread_rules(record: Record) -> GameError | None:
    """The refusal of the record's ``rules`` line when it cannot be read
    (:func:`unread_rules_line`), the rules line read before it being none: the game's rules are
    not known, so ``mjgui game``, the tracker, the club's season and the log writer do not score
    it under other ones. None when the rules are read (or the record has no rules line)."""
    for line in record.lines:
        if _rules_word(line.text):
            return unread_rules_line(line) if line.action is None else None
    return None


#: the ``edition=N`` word of a rules line: the preset's edition the record was written under
EDITION_WORD = "edition"


def _edition(name: str, words: list[str], typed: bool = False) -> tuple[int | None, list[str]]:
    """The edition of the preset ``name`` a rules line's words name (None: none named, the
    preset's current one; of several, the last, as an earlier mjgui read them) and its other
    words; raises RuleWordError for an edition that is no whole number, RulesError
    ``unknown_edition`` for one too long for any edition and, for words ``typed`` now (a rules
    line inserted or edited in the tracker: :func:`read_edit`), ``edition_twice`` for a second
    edition that is not the first. A
    recorded line may name two: an earlier New game dialog wrote ``rules tenhou edition=2
    edition=1`` for the option ``edition=1`` and played edition 1, the last."""
    edition: int | None = None
    rest: list[str] = []
    for w in words:
        key, _, raw = w.partition("=")
        if key.strip().lower() != EDITION_WORD or "=" not in w:
            rest.append(w)
            continue
        value = raw.strip()
        named = word_int(value)
        whole = whole_number(value)
        if named is None and whole is not None:  # a whole number, no edition: said as it reads
            current = PRESETS[name].edition
            raise RulesError("unknown_edition", name=name, edition=whole, current=current)
        if named is None:
            raise RuleWordError("bad_rule_value", name=EDITION_WORD, value=raw, hint="int")
        if typed and edition is not None and named != edition:
            raise RulesError("edition_twice", edition=edition, other_edition=named)
        edition = named
    return edition, rest


def _parse_rules(words: list[str], typed: bool = False) -> RulesAction:
    if not words:
        raise GameError("missing_words", example=_EXAMPLES["rules"])
    name = words[0].lower()
    if name not in PRESETS:
        raise GameError("unknown_rules", name=words[0], known=", ".join(PRESETS))
    try:
        edition, options = _edition(name, words[1:], typed)
        read = read_rule_words(preset_at(name, edition), options, recorded=not typed)
    except RuleWordError as err:  # the preset word is good: its table stands (refused_rules_preset)
        raise GameError(err.code, reason=err, preset=name) from None
    except MahjongError as err:
        raise GameError("rules_error", reason=err, preset=name) from None
    return RulesAction(name, read.rules, read.unfed_pao)

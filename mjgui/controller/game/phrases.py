"""The tracker's phrases in both languages, and how it writes numbers (points, places, rounds).

No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable

from mjgui.core.game.game import GameState
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.league.charts import ChartData
from mjgui.core.numbers import number, score_thousands
from mjgui.core.scoring.rules import Rules
from mjgui.core.teach.compare import EVERY_OPTION, rule_changes, rules_name, rules_short_name
from mjgui.core.text import TERMS, round_letters, wind_letter, wind_name

PHRASES: dict[str, Msg] = {
    "round": msg("tracker:round", "{wind} {hand}"),
    "honba": msg("tracker:honba", "{n} honba"),
    "renchan": msg("tracker:renchan", "renchan {n}"),
    "no_game": msg("tracker:no_game", "No game yet"),
    "no_players": msg("tracker:no_players", "The players are not named yet"),
    "game_over_why": msg("tracker:game_over_why", "Game over: {reason}"),
    # the game's last ron can still have another winner (Also ron…, the button's words)
    "game_over_unless_also": msg(
        "tracker:game_over_unless_also",
        "Game over for now: {reason}. Another winner on this discard? Also ron…",
    ),
    # game_over_unless_also when the game's last line is the second ron on one discard under
    # triple_ron_abort: a third winner is no ron but an abortive draw (sanchahou), and the game
    # goes on; the final table's head says so beside its Also ron… button (the middle is small)
    "game_over_unless_sanchahou": msg(
        "tracker:game_over_unless_sanchahou",
        "Game over for now: {reason}.",
    ),
    "ahead": msg("tracker:ahead", "{points} ahead"),
    "behind": msg("tracker:behind", "{points} behind"),
    "level": msg("tracker:level", "level"),
    "gap_ahead": msg("tracker:gap_ahead", "{name} is {points} ahead"),
    "gap_behind": msg("tracker:gap_behind", "{name} is {points} behind"),
    "gap_level": msg("tracker:gap_level", "{name}: level"),
    "gap_title": msg("tracker:gap_title", "{name}: {points}"),
    "last": msg("tracker:last", "Last: {text}"),
    "unsaved": msg("tracker:unsaved", "Unsaved game"),
    # history summaries
    "s_rules": msg("tracker:s_rules", "Rules: {rules}"),
    "s_players": msg("tracker:s_players", "Players: {names}"),
    "s_riichi": msg("tracker:s_riichi", "{name} declares riichi"),
    "s_wareme": msg("tracker:s_wareme", "Wareme: the wall broke before {name}"),
    "s_ron": msg("tracker:s_ron", "{winner} ron from {discarder}: {value}"),
    "s_also": msg("tracker:s_also", "Also {winner} ron from {discarder}: {value}"),
    "s_tsumo": msg("tracker:s_tsumo", "{winner} tsumo: {value}"),
    "s_pao": msg("tracker:s_pao", "{text}, pao {name}"),
    # the centre's last action: a win by its value first (value: "4 han 30 fu", "double
    # yakuman, pao Chen"), kept when the narrow card cuts the line's end
    "v_ron": msg("tracker:v_ron", "{value} — {winner} ron from {discarder}"),
    "v_also": msg("tracker:v_also", "{value} — also {winner} ron from {discarder}"),
    "v_tsumo": msg("tracker:v_tsumo", "{value} — {winner} tsumo"),
    # the wins on one discard (a double ron): text, the first (or the first two); more, the next
    "v_more": msg("tracker:v_more", "{text}; {more}"),
    # a dealer's win after the renchan paarenchan needs: value as written, yakuman as paid
    "s_paarenchan": msg("tracker:s_paarenchan", "{value} → {yakuman} (paarenchan)"),
    "s_draw_tenpai": msg("tracker:s_draw_tenpai", "Draw, tenpai: {names}"),
    "s_draw_noten": msg("tracker:s_draw_noten", "Draw, everyone noten"),
    "s_nagashi": msg("tracker:s_nagashi", "nagashi mangan: {names}"),
    "s_abort": TERMS["abortive_draw"],
    "s_chombo": msg("tracker:s_chombo", "Chombo: {name}"),
    # chombo_at_end: points, the penalty the offender pays at the end (8000, 12 000 by the dealer)
    "s_chombo_at_end": msg(
        "tracker:s_chombo_at_end", "Chombo: {name}; penalty paid at the end of the game: {points}"
    ),
    # the line that ended the game: its own words, then each player's penalty paid or received
    "s_chombo_paid": msg(
        "tracker:s_chombo_paid", "{text}; chombo penalties paid at the end of the game: {list}"
    ),
    "chombo_pending": msg("tracker:chombo_pending", "Chombo penalties at the end of the game: {list}"),
    # the line that ends the game: text, the line said; n, the riichi sticks left on the table,
    # which the game's end gives to first place (sticks_to_first): name, first place's, and
    # points, what they give ("+1000"): first's change on the line counts them
    "s_sticks_given": nmsg(
        "tracker:s_sticks_given",
        "{text}; {n} riichi stick left on the table goes to first place: {name}, {points}",
        "{text}; {n} riichi sticks left on the table go to first place: {name}, {points}",
    ),
    # chombo_score_penalty (M-League): points, what the chombo takes off the offender's final
    # score as points at the table are written (20 000; n: the same number, for the form of
    # "points"); nobody pays at the table
    "s_chombo_score": nmsg(
        "tracker:s_chombo_score",
        "Chombo: {name}; {points} point off the final score, nothing paid at the table; the hand is "
        "played again",
        "Chombo: {name}; {points} points off the final score, nothing paid at the table; the hand is "
        "played again",
    ),
    # chombo_score_penalty: each offender's penalty so far, as points ("Aiko −20 000")
    "chombo_scores": msg("tracker:chombo_scores", "Chombo penalties off the final score, in points: {list}"),
    "s_comment": msg("tracker:s_comment", "Note: {text}"),
    # a line of play that cannot be read (a typo, a newer mjgui's line), as it is written
    "s_unread": msg("tracker:s_unread", "Cannot be read: {text}"),
    # a line after a line that cannot be read, in words (text: what it says, as a counted line's
    # words): kept, but the game is not counted past the line that cannot be read
    "s_not_counted": msg("tracker:s_not_counted", "Not counted: {text}"),
    "s_date": msg("tracker:s_date", "Date: {date}"),
    # the last line of play of an autosaved game, cut short by a crash, kept in the record as a
    # note (``# mjgui cut short: tsu``)
    "s_cut": msg("tracker:s_cut", "A line cut short when the game was autosaved, kept as a note: {text}"),
    "han_fu": TERMS["han_fu"],
    "han": msg("tracker:han", "{han} han"),
    "hand": msg("tracker:hand", "hand {tiles}"),
    # a hand's tiles after the value the game scored them at: value is "3 han 30 fu", "mangan"...
    "hand_scored": msg("tracker:hand_scored", "{value} (hand {tiles})"),
    # preview
    "next_hand": msg("tracker:next_hand", "Next: {round}, {honba}, {sticks}"),
    "same_hand": msg("tracker:same_hand", "Still {round}, {honba}, {sticks}"),
    "ends": msg("tracker:ends", "The game ends: {reason}"),
    "tsumo_loss": msg(
        "tracker:tsumo_loss",
        "Tsumo loss: at a three-player table nobody pays the share North would pay ({points}).",
    ),
    "incomplete": msg("tracker:incomplete", "Choose {what}"),
    # name: a rule option as typed in the New game dialog; near: the option it likely means
    "unknown_option_near": msg(
        "tracker:unknown_option_near", '"{name}" is not a rule option. Did you mean {near}?'
    ),
    # the last line is the second ron on one discard under triple_ron_abort: a third winner is
    # no ron (the table's middle; Also ron…, the button's words); short, so that the middle
    # keeps the room for the last action whole under it at 1024x640
    "sanchahou_possible": msg(
        "tracker:sanchahou_possible",
        "A third ron on this discard is an abortive draw (sanchahou): Also ron…",
    ),
    # an abort after two rons on one discard under triple_ron_abort: it is the next hand's;
    # first, the line of the first ron; discarder, who dealt in. Typed, and from its dialog
    # (its button "Abortive draw instead of the rons")
    "abort_after_rons": msg(
        "tracker:abort_after_rons",
        "This abortive draw is the next hand's: the rons from line {first} on {discarder}'s "
        "discard stay paid. If a third player won on that discard (sanchahou), click Also ron… "
        "and pick them.",
    ),
    "abort_after_rons_dialog": msg(
        "tracker:abort_after_rons_dialog",
        "This abortive draw is the next hand's: the rons from line {first} on {discarder}'s "
        "discard stay paid. If a third player won on that discard (sanchahou), click “Abortive "
        "draw instead of the rons”: nobody is paid and the hand is drawn.",
    ),
    # a ron on the last ron's discard (not "also ron") starts a new hand: said before it is
    # recorded, typed (the line starts with "also") or from the Ron dialog (its check box)
    "new_hand_not_also": msg(
        "tracker:new_hand_not_also",
        'This starts a new hand. If {winner} also won on {discarder}\'s discard, start the line with "also".',
    ),
    "new_hand_not_also_dialog": msg(
        "tracker:new_hand_not_also_dialog",
        "This starts a new hand. If {winner} also won on {discarder}'s discard, tick “Another "
        "winner on the same discard (also ron)”.",
    ),
    # what an edit of a past line does to the lines after it: a preview says what it would do,
    # the desk's Ctrl+Enter (no preview seen) what it did; several lines one after the other
    # for one reason said together: n of them, from line {first} to line {last}
    "rejected_after": msg("tracker:rejected_after", "Line {line} would then be rejected: {message}"),
    "rejected_after_lines": nmsg(
        "tracker:rejected_after_lines",
        "{n} line, {first} to {last}, would then be rejected: {message}",
        "{n} lines, {first} to {last}, would then be rejected: {message}",
    ),
    "fixed_after": msg("tracker:fixed_after", "Line {line} would then be accepted"),
    "fixed_after_lines": nmsg(
        "tracker:fixed_after_lines",
        "{n} line, {first} to {last}, would then be accepted",
        "{n} lines, {first} to {last}, would then be accepted",
    ),
    "rejected_now": msg("tracker:rejected_now", "Line {line} is now rejected: {message}"),
    "rejected_now_lines": nmsg(
        "tracker:rejected_now_lines",
        "{n} line, {first} to {last}, is now rejected: {message}",
        "{n} lines, {first} to {last}, are now rejected: {message}",
    ),
    "fixed_now": msg("tracker:fixed_now", "Line {line} is now accepted."),
    "fixed_now_lines": nmsg(
        "tracker:fixed_now_lines",
        "{n} line, {first} to {last}, is now accepted.",
        "{n} lines, {first} to {last}, are now accepted.",
    ),
    "undo_correction": msg("tracker:undo_correction", "Undo (Ctrl+Z) to take the correction back."),
    # a later line an edit leaves accepted that pays otherwise (a ``hand "…"`` line is scored at
    # the seat the game gives it): line, its round ("East 2"), what (who won: w_ron...), the
    # winner's points from the line now and before, as its row in the history shows them, and
    # why (repaid_dealer...)
    "repaid_after": msg(
        "tracker:repaid_after", "Line {line} ({round}, {what}) would then pay {now} instead of {was}: {why}"
    ),
    "repaid_now": msg(
        "tracker:repaid_now", "Line {line} ({round}, {what}) now pays {now} instead of {was}: {why}."
    ),
    # the same of a line whose winner's points stay (a tsumo paid by others) or that is no win
    # (a chombo): the player whose points from it change most (now, was: signed)
    "regiven_after": msg(
        "tracker:regiven_after",
        "Line {line} ({round}, {what}) would then change {name}'s points by {now} instead of {was}: {why}",
    ),
    "regiven_now": msg(
        "tracker:regiven_now",
        "Line {line} ({round}, {what}) now changes {name}'s points by {now} instead of {was}: {why}.",
    ),
    # the later lines that pay otherwise beyond those named
    "repaid_more_after": nmsg(
        "tracker:repaid_more_after",
        "{n} more later line would then pay otherwise",
        "{n} more later lines would then pay otherwise",
    ),
    "repaid_more_now": nmsg(
        "tracker:repaid_more_now",
        "{n} more later line now pays otherwise.",
        "{n} more later lines now pay otherwise.",
    ),
    # who won on such a line (in brackets, after its round)
    "w_ron": msg("tracker:w_ron", "{winner} ron from {discarder}"),
    "w_also": msg("tracker:w_also", "also {winner} ron from {discarder}"),
    "w_tsumo": msg("tracker:w_tsumo", "{winner} tsumo"),
    # why such a line pays otherwise: its hand's dealer, round, honba or riichi sticks
    "repaid_dealer": msg("tracker:repaid_dealer", "{name} is the dealer after this change"),
    "repaid_not_dealer": msg("tracker:repaid_not_dealer", "{name} is no longer the dealer after this change"),
    "repaid_round": msg("tracker:repaid_round", "the hand is {now} instead of {was} after this change"),
    "repaid_honba": msg(
        "tracker:repaid_honba", "the hand has {now} honba instead of {was} after this change"
    ),
    "repaid_sticks": nmsg(
        "tracker:repaid_sticks",
        "{n} riichi stick is on the table instead of {was} after this change",
        "{n} riichi sticks are on the table instead of {was} after this change",
    ),
    "repaid_other": msg(
        "tracker:repaid_other", "the hands before it are counted otherwise after this change"
    ),
    # a later line's reason: the game ended before it (reason: why); the record's own sentence
    # also says "Delete this line", which an edit that ended the game earlier does not ask
    "ended_before": msg(
        "tracker:ended_before", "the game ended on line {end} ({reason}); nothing can follow."
    ),
    # option: the rule option's name as a rules line writes it (agari_yame...), not translated
    "ended_before_yame": msg(
        "tracker:ended_before_yame",
        "the game ended on line {end} ({reason}); nothing can follow. A table that plays on after "
        'it writes "{option}=off" on its rules line.',
    ),
    "empty_line": msg("tracker:empty_line", "Type a record line"),
    "blank_line": msg("tracker:blank_line", "An empty line changes nothing; delete the line instead."),
    # Delete on the game's players (rules) line while lines of play follow: refused (line: its
    # number); names and rules are changed by editing that line
    "delete_players_line": msg(
        "tracker:delete_players_line",
        "Line {line} names the players, and the lines after it need them, so it is not deleted. "
        "To change a name, edit that line (double-click it).",
    ),
    "delete_rules_line": msg(
        "tracker:delete_rules_line",
        "Line {line} sets the rules the lines after it are counted by, so it is not deleted. To "
        "change the rules, edit that line (double-click it).",
    ),
    # an edit of the game's players (rules) line, while lines of play follow, into a line of
    # another kind (a note, another command): refused as its Delete is (line: its number); the
    # names (rules) are changed on that line, a note goes on a line of its own
    "replace_players_line": msg(
        "tracker:replace_players_line",
        "Line {line} names the players, and the lines after it need them, so it stays a players "
        'line. To change a name, change it on that line and keep "players" at its start; to add a '
        "note, insert a line of its own (Insert).",
    ),
    "replace_rules_line": msg(
        "tracker:replace_rules_line",
        "Line {line} sets the rules the lines after it are counted by, so it stays a rules line. "
        'To change the rules, change them on that line and keep "rules" at its start; to add a '
        "note, insert a line of its own (Insert).",
    ),
    # Delete on a rules line without which the players line (players: its number now) would be
    # refused under the rules left (a three-player game's rules line): refused (line: its
    # number); the rules are changed on that line, the names on the players line
    "delete_rules_refused": msg(
        "tracker:delete_rules_refused",
        "Deleting line {line} would leave the players on line {players} refused by the rules that "
        "remain, and the game would not start, so it is not deleted. To change the rules, edit "
        "line {line}; to change the names, edit line {players} (double-click the line).",
    ),
    # Delete on a players line without which another players line (players: its number now)
    # would be the game's and be refused under the rules: refused (line: its number); the names
    # are changed by editing the line deleted
    "delete_players_refused": msg(
        "tracker:delete_players_refused",
        "Deleting line {line} would leave the players on line {players} refused by the rules that "
        "remain, and the game would not start, so it is not deleted. To change the names, edit "
        "line {line} instead (double-click it).",
    ),
    # a text typed or edited as one record line, with a line break pasted into it (n >= 2)
    "several_lines": nmsg(
        "tracker:several_lines",
        "The text holds {n} line (a line break was pasted into it); the record takes one line at "
        "a time: enter them one by one.",
        "The text holds {n} lines (a line break was pasted into it); the record takes one line at "
        "a time: enter them one by one.",
    ),
    # the New game dialog's rule options, with a line break pasted into them (n >= 2 lines)
    "options_several_lines": nmsg(
        "tracker:options_several_lines",
        "The rule options hold {n} line (a line break was pasted into them); the rules are one line "
        "of the record: write the options on one line, separated by spaces.",
        "The rule options hold {n} lines (a line break was pasted into them); the rules are one line "
        "of the record: write the options on one line, separated by spaces.",
    ),
    # a player's name in the New game dialog, with a line break pasted into it; seat: the seat's
    # wind (East, South, West, North), as the dialog's rows name them
    "name_several_lines": msg(
        "tracker:name_several_lines",
        "The name of the {seat} seat holds a line break (it was pasted into it); a player's name is "
        "one word on one line.",
    ),
    # a name of the New game dialog that is not one record name (record.name_flaw), said of its
    # field: seat, the seat's wind (East, South...), as the dialog's rows name them; name, the
    # name as typed
    "name_field_space": msg(
        "tracker:name_field_space",
        "The name of the {seat} seat has a space in it; a player's name is one word: leave the space "
        "out or put _ in its place.",
    ),
    "name_field_hash": msg(
        "tracker:name_field_hash",
        "The name of the {seat} seat has a # in it, which starts a comment in the record (the name "
        "would end before it); a player's name has no #.",
    ),
    # char: the quote typed (" or ')
    "name_field_quote": msg(
        "tracker:name_field_quote",
        "The name of the {seat} seat has a quote in it ({char}); a player's name has no quotes: "
        "write it without them.",
    ),
    # a name of characters that show nothing (zero-width spaces, direction marks, Hangul fillers)
    "name_field_invisible": msg(
        "tracker:name_field_invisible",
        "The name of the {seat} seat shows nothing: it holds only characters that cannot be seen. "
        "Type the player's name.",
    ),
    # char: a comma, = or backslash
    "name_field_char": msg(
        "tracker:name_field_char",
        'The name of the {seat} seat has "{char}" in it; a player\'s name is one word without '
        "spaces, commas, quotes, #, = or \\.",
    ),
    # n: the name's characters, counted as the record counts them; max: the most a name has
    "name_field_long": nmsg(
        "tracker:name_field_long",
        "The name of the {seat} seat has {n} character; a player's name has at most {max}.",
        "The name of the {seat} seat has {n} characters; a player's name has at most {max}.",
    ),
    "name_field_reserved": msg(
        "tracker:name_field_reserved",
        'The name of the {seat} seat, "{name}", is a word of the record; use another spelling, '
        "e.g. {name}_1.",
    ),
    "name_field_number": msg(
        "tracker:name_field_number",
        'The name of the {seat} seat, "{name}", is a number and would read as han or fu; give the '
        "player a name with a letter.",
    ),
    # names given for a preset of another table (not from the dialog, which asks for as many as
    # its preset seats): rules, the preset; n, the players it seats; count, the names given
    "names_for_rules": nmsg(
        "tracker:names_for_rules",
        'The rules "{rules}" are played by {n} player; {count} names were given.',
        'The rules "{rules}" are played by {n} players; {count} names were given.',
    ),
    # two names of the New game dialog that look alike (record.looks_alike): the game may start
    # (they are two names), but its table shows them alike (a Latin and a Cyrillic letter of one
    # shape). The first letter that tells them
    # apart, its position (from 1), the letter of each (letter, other_letter) and, Latin and
    # Cyrillic, their alphabets (script, other_script), as the league's alias_lookalike says it
    "names_lookalike": msg(
        "tracker:names_lookalike",
        "{name} and {other} look alike but are two different names: letter {position} of {name}, "
        '"{letter}", is {script}, where {other} has a {other_script} letter. The game can start, '
        "but its table will show the two alike.",
    ),
    # of ё for е (Алёна, Алена), or a letter's width (Ａｉｋｏ, Aiko): the table shows them apart,
    # but they may be one player written two ways
    "names_lookalike_letter": msg(
        "tracker:names_lookalike_letter",
        "{name} and {other} look alike but are two different names: letter {position} of {name} is "
        '"{letter}", of {other} "{other_letter}". They may be one player written two ways; the game '
        "can start with them as two players.",
    ),
    # files
    # the calculator's status bar at a start, when the tracker's autosave holds a game in
    # progress; players: the names, comma-separated ("Aiko, Boris, Chen, Dasha"); round: "East 2,
    # 1 honba" (the dash keeps it apart from the names); menu: the calculator's menu item that
    # opens the tracker ("Game → Game tracker"), with its keys
    "waiting": msg(
        "tracker:waiting",
        "A game in progress is waiting in the game tracker: {players} — {round}. Open it with {menu}.",
    ),
    # after tracker:waiting, a game with a line of play that cannot be read: {line}, the first
    "waiting_unread": msg(
        "tracker:waiting_unread",
        "Its round and standings are counted up to line {line}, which cannot be read.",
    ),
    "resume": msg("tracker:resume", "An unfinished game was saved {when}: {round}, {standings}."),
    # after the offer of one autosaved game at start, the others not finished (two trackers were
    # run at once): n, how many; folder, the data folder; files, their file names, comma-separated
    "resume_others": nmsg(
        "tracker:resume_others",
        "{n} more unfinished game is kept in {folder}: {files}. To go on with it, open that file "
        "(File → Open…).",
        "{n} more unfinished games are kept in {folder}: {files}. To go on with one, open its file "
        "(File → Open…).",
    ),
    # an autosaved game with lines of play but no players line (deleted or edited away by an
    # earlier mjgui); line: its first line of play, which counts nothing until players are named
    "resume_no_players": msg(
        "tracker:resume_no_players",
        "An unfinished game was saved {when} without its players line, so its lines from line "
        "{line} on count nothing. Resume it, then insert the players line before line {line}.",
    ),
    "resume_source": msg("tracker:resume_source", "It was last saved as {path}."),
    # the autosave's last line of play was cut short (a crash, a copy cut short); text: what of
    # it was written (``tsu``), kept in the record as a note (``# mjgui cut short: tsu``)
    "resume_cut": msg(
        "tracker:resume_cut",
        'Its last line was cut short when it was autosaved and is kept as a note: "{text}".',
    ),
    # the autosaved game has a line of play that cannot be read (a record opened with a typo,
    # kept as it is): its standings are counted up to the first such line, {line}
    "resume_unread": msg(
        "tracker:resume_unread",
        "These standings are counted up to line {line}, which cannot be read: nothing after it "
        "counts until it is corrected or deleted.",
    ),
    # the file holds other lines than the autosaved game from line {line} on
    "resume_source_differs": msg(
        "tracker:resume_source_differs",
        "It was last saved as {path}, but that file differs from it from line {line} on.",
    ),
    "resume_source_gone": msg(
        "tracker:resume_source_gone", "It was last saved as {path}, but that file is no longer there."
    ),
    # message: why the file cannot be read (a whole sentence)
    "resume_source_unreadable": msg(
        "tracker:resume_source_unreadable",
        "It was last saved as {path}, but that file cannot be read: {message}",
    ),
    "autosave_off": msg(
        "tracker:autosave_off", "Autosave is off: {message} This game is not autosaved; save it with Ctrl+S."
    ),
    "ended_unsaved": msg(
        "tracker:ended_unsaved",
        "The last game ended {when} ({standings}) but was never saved to a file. Open it to save "
        "it; otherwise it is kept as {path} when the next game starts.",
    ),
    # ended_unsaved when previous.mjgame already holds another game played (never written
    # over): this one is kept in a new file of the data folder, named when it is kept
    "ended_unsaved_beside": msg(
        "tracker:ended_unsaved_beside",
        "The last game ended {when} ({standings}) but was never saved to a file. Open it to save "
        "it; otherwise it is kept in a new file in {folder} when the next game starts, and its "
        "name is said then.",
    ),
    "held": msg(
        "tracker:held",
        "An unfinished game was autosaved {when} ({round}, {standings}), but another mjgui holds "
        "it: process {pid} on {host}, since {since}. If that mjgui is no longer open (the "
        "computer was restarted, or it crashed), take the game over here; if it is open, go on "
        "there.",
    ),
    "take_over_failed": msg(
        "tracker:take_over_failed",
        "The game could not be taken over: another mjgui holds it again. Nothing was changed.",
    ),
    "kept_previous": msg(
        "tracker:kept_previous", "The earlier game is kept as {path}; open it with Ctrl+O to see or save it."
    ),
    # a game opened from or saved to {name} was replaced on the table (a new game, a record
    # opened) after another program changed or removed that file: the file no longer holds the
    # game, so it is kept in {path} like a game never saved
    "kept_file_changed": msg(
        "tracker:kept_file_changed",
        "{name} no longer holds the earlier game (another program changed or removed it), so that "
        "game is kept as {path}; open it with Ctrl+O to see or save it.",
    ),
    # the record opened is the file the offered game was last saved as, but its lines part from
    # the game's at line {line} (edited elsewhere): the file is opened as it is, and the game as
    # the autosave held it is kept in {path}; {name}: the file's name
    "kept_own_version": msg(
        "tracker:kept_own_version",
        "This game as the autosave held it (it differs from {name} from line {line} on) is kept as "
        "{path}; open it with Ctrl+O to see or save it.",
    ),
    # the autosave slot this window writes held another game (another tracker's, written while
    # this window was closed or in a closed tracker's slot taken late, or a copy a sync tool put
    # there), replaced now: where it was kept
    "kept_other": msg(
        "tracker:kept_other",
        "Another game was in this window's autosave; it is kept as {path}: open it with Ctrl+O to "
        "see or save it.",
    ),
    # another open tracker took the autosave slot this window last wrote (it resumed this
    # window's game from it, or started another there): {path} the slot's file, {round} and
    # {standings} the game it holds now; followed by taken_choose
    "taken_while_closed": msg(
        "tracker:taken_while_closed",
        "While this window was closed, another tracker window took over its autosave ({path}) "
        "and has it open; the game there now: {round}, {standings}.",
    ),
    # taken_while_closed for a window that was not closed (its lock was taken over from
    # another computer)
    "taken_open": msg(
        "tracker:taken_open",
        "Another tracker window took over this window's autosave ({path}) and has it open; the "
        "game there now: {round}, {standings}.",
    ),
    # the autosave this window last wrote is gone: another tracker took its game (resumed it
    # and moved the file to its previous file), or the file was moved or removed; followed by
    # taken_choose_gone
    "taken_gone": msg(
        "tracker:taken_gone",
        "The game this window autosaved is no longer in its autosave ({path}): another tracker "
        "may have taken it over, or the file was moved or removed.",
    ),
    # the autosave this window last wrote was written anew since (not by this window) and what
    # it holds now does not read as a game; followed by taken_choose_gone
    "taken_unreadable": msg(
        "tracker:taken_unreadable",
        "This window's autosave ({path}) was written since this window wrote it, and what it "
        "holds now does not read as a game.",
    ),
    # after taken_gone or taken_unreadable: no game there to offer, whatever happens next;
    # “Go on here” is the notice's button
    "taken_choose_gone": msg(
        "tracker:taken_choose_gone",
        "The game on this table may have been played on elsewhere, so nothing is recorded in "
        "this window until you choose “Go on here” to record the game shown here in this "
        "window, in an autosave of its own (or start a new game, or open a file).",
    ),
    # after taken_while_closed or taken_open; “Go on here” is the notice's button
    "taken_choose": msg(
        "tracker:taken_choose",
        "It may be the game on this table, played on there, so nothing is recorded in this "
        "window until you choose: record the game in the other window (once that window "
        "closes, its game is offered here), or choose “Go on here” to record the game shown "
        "here in this window, in an autosave of its own.",
    ),
    # the window shown again (Ctrl+G) after another tracker wrote its autosave slot meanwhile:
    # going on here, the window autosaves to a slot with no game, the other game left in its own
    "reopened_resume": msg(
        "tracker:reopened_resume",
        "While this window was closed, another tracker saved an unfinished game in its autosave "
        "({when}): {round}, {standings}. Resume it here, or go on with the game shown here: the "
        "other tracker's game then stays in that autosave, offered at a later start, and this "
        "window autosaves to a file of its own.",
    ),
    "reopened_ended": msg(
        "tracker:reopened_ended",
        "While this window was closed, another tracker saved a finished game in its autosave "
        "({when}): {standings}. Open it here, or go on with the game shown here: the other "
        "tracker's game then stays in that autosave, and this window autosaves to a file of its "
        "own.",
    ),
    # the same, found in the slot of a window never closed since it last wrote it (a copy
    # synced in from another desk, another program, or a tracker that took the slot over)
    "written_resume": msg(
        "tracker:written_resume",
        "Since this window last autosaved, another program or tracker wrote an unfinished game "
        "in its autosave ({when}): {round}, {standings}. Resume it here, or go on with the game "
        "shown here: the other game then stays in that autosave, offered at a later start, and "
        "this window autosaves to a file of its own.",
    ),
    "written_ended": msg(
        "tracker:written_ended",
        "Since this window last autosaved, another program or tracker wrote a finished game in "
        "its autosave ({when}): {standings}. Open it here, or go on with the game shown here: "
        "the other game then stays in that autosave, and this window autosaves to a file of its "
        "own.",
    ),
    # message: a lock file that is not one (LockError), which says it was left as it is
    "broken_lock_game": msg(
        "tracker:broken_lock_game",
        "{message} The game autosaved in {path} is kept there as it is, and offered once the "
        "lock file is removed.",
    ),
    # path: the autosave left as it is; message: the line this mjgui cannot read (its number,
    # its text and why)
    "newer_autosave": msg(
        "tracker:newer_autosave",
        "The game autosaved in {path} was saved by a newer mjgui and cannot be continued here; "
        "the file is left as it is, for that version. {message}",
    ),
    # the unread file beside an autosave (unread: its path) is there but does not read, so which
    # of the game's lines this mjgui wrote unread is not known (path: the autosave); the game is
    # offered all the same, each line that does not read taken as this mjgui's own and marked
    "unread_not_a_file": msg(
        "tracker:unread_not_a_file",
        "{unread}, which names the lines of the game autosaved in {path} that mjgui could not "
        "read, is not a regular file (it is a folder, a pipe or a device) and was not read. The "
        "game is offered all the same, counted up to its first line that does not read; each such "
        "line is marked, to be corrected.",
    ),
    # reason: why the system did not let it be read (after a colon)
    "unread_unreadable": msg(
        "tracker:unread_unreadable",
        "{unread}, which names the lines of the game autosaved in {path} that mjgui could not "
        "read, cannot be read: {reason}. The game is offered all the same, counted up to its first "
        "line that does not read; each such line is marked, to be corrected.",
    ),
    "unread_damaged": msg(
        "tracker:unread_damaged",
        "{unread}, which names the lines of the game autosaved in {path} that mjgui could not "
        "read, is damaged: it does not hold such a list. The game is offered all the same, counted "
        "up to its first line that does not read; each such line is marked, to be corrected.",
    ),
    # said after unread_not_a_file, unread_unreadable or unread_damaged when a line of the game
    # that does not read starts with a word this mjgui does not know, or is a rules line it
    # cannot read (a newer mjgui's, perhaps): the autosave was copied first, byte for byte, to
    # kept (a new file in the data folder), which offering it, correcting or deleting lines
    # never changes
    "unread_doubt_kept": msg(
        "tracker:unread_doubt_kept",
        "A line among them may also be a newer mjgui's, written in a way this version does not "
        "know: the game as it was is kept unchanged in {kept}, for that version.",
    ),
    "damaged_autosave": msg(
        "tracker:damaged_autosave", "The autosaved game could not be read and was kept as {path}. {message}"
    ),
    # an autosaved game that reads, but whose players line the game refuses (message: that line
    # and why: three names under four-player rules, after its rules line was edited), so it has
    # no table to resume; File > Open refuses it the same way until the line is corrected
    "refused_autosave": msg(
        "tracker:refused_autosave",
        "The autosaved game cannot be resumed, as its players line is refused: {message} It was "
        "kept as {path}; correct that line in a text editor, then open the file.",
    ),
    # final (the sticks left on the table: mjgui.core.game.record.sticks_left_text)
    # tie_uma=split, said when two or more players end on the same points
    "final_note_shared": msg(
        "tracker:final_note_shared", "Players tied on points share their places and split their uma equally."
    ),
    # the record opened has a line of play that cannot be read (line: which); the game is
    # counted up to it, the lines after it are kept but not counted
    "unread_line": msg(
        "tracker:unread_line",
        "The record has one line that cannot be read (line {line}): the game is counted up to it, "
        "and nothing after it counts until it is corrected or deleted. Double-click it in the "
        "history to correct it.",
    ),
    # the record's first line that cannot be read (line) comes after the game's end (end: the
    # line that ended it): nothing can follow the end, so it is deleted, not corrected; the
    # league says the same (league:bad_line_after_end)
    "unread_after_end": msg(
        "tracker:unread_after_end",
        "The game ended on line {end}; line {line} after it cannot be read, and nothing can follow "
        "the game's end. Delete line {line} and any line after it (select it in the history, then "
        "press Delete), or correct the earlier lines if the game should go on.",
    ),
    # the record's first line that cannot be read (line) comes after the two rons on one discard
    # that ended the game (end: the second), under triple_ron_abort: it may only be a third
    # winner, which makes the hand an abortive draw (sanchahou) and the game goes on; corrected
    # into that winner, the edit's dialog offers its button "Abortive draw instead of the rons",
    # which writes the abortive draw in place of the rons and the line (the league says to
    # correct it by double-clicking it: league:bad_line_play)
    "unread_sanchahou": msg(
        "tracker:unread_sanchahou",
        "Line {line} cannot be read, and the game ended on line {end}. Only a third winner on that "
        "discard can follow it, which makes the hand an abortive draw under these rules "
        "(sanchahou). Double-click line {line} in the history to correct it: written as that third "
        "winner, the dialog offers “Abortive draw instead of the rons”. If it was no such winner, "
        "delete it (select it, then press Delete).",
    ),
    # said after unread_line, unread_lines or unread_after_end when the last line that cannot be
    # read (line) is the record's last line and has no line break at its end: a write or a copy
    # that stopped there
    "unread_cut": msg(
        "tracker:unread_cut",
        "Line {line} is the last and has no line break at its end: the file may have been cut "
        "short there (by a crash, or a copy that stopped).",
    ),
    # a new line (a button, the record line, Apply to game in the calculator) while a line of the
    # record cannot be read (line: the first): nothing is recorded
    "no_new_line": msg(
        "tracker:no_new_line",
        "The game takes no new line until line {line}, which cannot be read, is corrected or "
        "deleted: double-click it in the history to correct it.",
    ),
    # no_new_line when that line comes after the game's end (end: the line that ended it)
    "no_new_line_after_end": msg(
        "tracker:no_new_line_after_end",
        "The game ended on line {end}, and line {line} after it cannot be read: delete it in the "
        "history (select it, then press Delete).",
    ),
    # no_new_line when that line comes after two rons that ended the game (end: the second) and
    # a third winner on that discard is an abortive draw (unread_sanchahou)
    "no_new_line_sanchahou": msg(
        "tracker:no_new_line_sanchahou",
        "The game ended on line {end}, and line {line} after it cannot be read: double-click it in "
        "the history to correct it. If it was a third winner on that discard (an abortive draw "
        "under these rules: sanchahou), write that winner and choose “Abortive draw instead of the "
        "rons”; if not, delete it (select it, then press Delete).",
    ),
    # ... more than one (n: how many, never 1: unread_line says one; line: the first): every
    # form says which is the first (Russian 21, 31... take the form of 1)
    "unread_lines": nmsg(
        "tracker:unread_lines",
        "The record has {n} line that cannot be read (the first is line {line}): the game is "
        "counted up to it, and nothing after it counts until it is corrected or deleted. "
        "Double-click it in the history to correct it.",
        "The record has {n} lines that cannot be read (the first is line {line}): the game is "
        "counted up to it, and nothing after it counts until it is corrected or deleted. "
        "Double-click it in the history to correct it.",
    ),
    # above the final results while the game's last ron can have another winner: short, it
    # stands on the title's row beside the Also ron… button (one line at 1024x640)
    "final_provisional": msg(
        "tracker:final_provisional",
        "Not final yet: another winner on this discard? Also ron…",
    ),
    # final_provisional when a third winner on that discard makes the hand an abortive draw
    # (sanchahou): the game would go on
    "final_provisional_sanchahou": msg(
        "tracker:final_provisional_sanchahou",
        "Not final yet: a third ron is an abortive draw. Also ron…",
    ),
    "final_note_uma": msg("tracker:final_note_uma", "Start {start}, return {ret}, uma {uma}."),
    # the points chart in words, for a screen reader: players is a "; "-joined list of
    # chart_said_player (while the game goes on, and once it has ended)
    "chart_said_now": msg(
        "tracker:chart_said_now",
        "Each player's points hand by hand, from the start of the game to now: {players}.",
    ),
    "chart_said_end": msg(
        "tracker:chart_said_end",
        "Each player's points hand by hand, from the start of the game to its end: {players}.",
    ),
    "chart_said_player": msg(
        "tracker:chart_said_player", "{name} from {start} to {now}, lowest {low}, highest {high}"
    ),
    # chombo_score_penalty: list, each offender and what the chombo took off their final score,
    # in thousands as the table's Chombo column writes it ("Chen −20")
    "final_note_chombo": msg(
        "tracker:final_note_chombo", "Chombo penalties, taken off the final score after the uma: {list}."
    ),
    # the preset's chombo_score_penalty (M-League's), which a record written before it was
    # added read as a mangan paid at the table; the option as a rules line writes it
    "final_note_chombo_old": msg(
        "tracker:final_note_chombo_old",
        'A table that pays a chombo as a mangan at the table writes "chombo_score_penalty=0" on its '
        "rules line.",
    ),
    # points: the oka in points as the start and return are written; oka: in thousands (+20)
    "final_note_oka": msg("tracker:final_note_oka", "The oka, {points} ({oka}), goes to first place."),
    # tie_uma=split, two or more players tied for first
    "final_note_oka_shared": msg(
        "tracker:final_note_oka_shared", "The oka, {points} ({oka}), is shared by the players tied for first."
    ),
}

#: A refused line's reason in a dialog's words, by the core's error code (the record's own
#: words have the player type; a dialog's player clicks): the error's parameters as they are.
DIALOG_REFUSALS: dict[str, Msg] = {
    # name: the third winner; first: the line of the first ron on the discard
    "triple_ron_abort": msg(
        "tracker:dialog_triple_ron_abort",
        "Three rons on one discard ({name} is the third) abort the hand under these rules "
        "(sanchahou): click “Abortive draw instead of the rons” to write an abortive draw in "
        "place of the rons from line {first} (nobody is paid, the hand is drawn), or, if your "
        'table pays all three, add "triple_ron_abort=off" to the rules line.',
    ),
    # n: how many players are named; names: they, comma separated
    "riichi_noten": nmsg(
        "tracker:dialog_riichi_noten",
        "{names} declared riichi in this hand, so at the draw they must show tenpai: click "
        "{names} under Tenpai. If the riichi was false, cancel and record it with Chombo…",
        "{names} declared riichi in this hand, so at the draw they must show tenpai: click each "
        "of them under Tenpai. If a riichi was false, cancel and record it with Chombo…",
    ),
}

#: A player's place at the end (1..4).
PLACES: dict[int, Msg] = {
    1: msg("tracker:place_1", "1st"),
    2: msg("tracker:place_2", "2nd"),
    3: msg("tracker:place_3", "3rd"),
    4: msg("tracker:place_4", "4th"),
}

#: A place shared by players tied on points (``tie_uma=split``): the first and last place they
#: hold together.
SHARED_PLACES: dict[tuple[int, int], Msg] = {
    (1, 2): msg("tracker:place_1_2", "1st–2nd"),
    (1, 3): msg("tracker:place_1_3", "1st–3rd"),
    (1, 4): msg("tracker:place_1_4", "1st–4th"),
    (2, 3): msg("tracker:place_2_3", "2nd–3rd"),
    (2, 4): msg("tracker:place_2_4", "2nd–4th"),
    (3, 4): msg("tracker:place_3_4", "3rd–4th"),
}

#: What a dialog still misses ("Choose {what}"), by the dialog's id of it.
MISSING: dict[str, Msg] = {
    "winner": msg("tracker:what_winner", "the winner"),
    "discarder": msg("tracker:what_discarder", "who dealt in"),
    "value": msg("tracker:what_value", "the value"),
    "player": msg("tracker:what_player", "the player"),
}

#: The autosaved game has lines its file lacks: path, the file; name, its name; n, the lines.
RESUME_UNSAVED_LINES = nmsg(
    "tracker:resume_unsaved_lines",
    "It was last saved as {path}; {n} line is not in {name} yet.",
    "It was last saved as {path}; {n} lines are not in {name} yet.",
)

#: A record opened is the file an autosaved game was last saved as, and the autosave holds that
#: game with lines the file lacks (entered after its save, then a crash): the game is opened
#: with them. name, the file's name; n, those lines.
OPENED_LATER_LINES = nmsg(
    "tracker:opened_later_lines",
    "The autosave held this game with {n} line entered after its last save; it is shown here "
    "too, but it is not in {name} yet: Ctrl+S saves it there.",
    "The autosave held this game with {n} lines entered after its last save; they are shown here "
    "too, but they are not in {name} yet: Ctrl+S saves them there.",
)

#: As :data:`OPENED_LATER_LINES`, but the file was changed by another program since the game was
#: last saved there (another desk cut its last hands, say): how many of the game's lines were
#: entered after that save is not known, only how many the file lacks now; the save asks before
#: it writes over the other program's change. name, the file's name; n, the lines it lacks.
OPENED_LINES_CHANGED_FILE = nmsg(
    "tracker:opened_lines_changed_file",
    "The autosave held this game with {n} line that {name} lacks; it is shown here too. That file "
    "was changed by another program since its last save here, so Ctrl+S asks before it writes over it.",
    "The autosave held this game with {n} lines that {name} lacks; they are shown here too. That "
    "file was changed by another program since its last save here, so Ctrl+S asks before it writes "
    "over it.",
)

#: As :data:`OPENED_LATER_LINES`, for a game kept in the data folder (a ``previous*.mjgame``
#: opened to see it, played on, then a crash): Ctrl+S never saves there, it asks where. name,
#: the file's name; n, the lines it lacks.
OPENED_LATER_LINES_KEPT = nmsg(
    "tracker:opened_later_lines_kept",
    "The autosave held this game with {n} line entered after its last save; it is shown here too, "
    "but it is not in {name}, a game kept in the data folder: Ctrl+S asks where to save this game.",
    "The autosave held this game with {n} lines entered after its last save; they are shown here "
    "too, but they are not in {name}, a game kept in the data folder: Ctrl+S asks where to save "
    "this game.",
)

STICKS = nmsg("tracker:sticks", "{n} riichi stick", "{n} riichi sticks")


def sticks_text(n: int, lang: str) -> str:
    return say(STICKS, lang, n=n)


def chart_lines_said(chart: ChartData, amount: Callable[[float], str], lang: str) -> str:
    """A chart's lines in words, for a screen reader (the colours, shapes and lines say it to
    the eye): each player's value at the first point and the last, the lowest and the highest,
    each written by ``amount`` ("; "-joined ``chart_said_player``: the tracker's points chart,
    the club's season chart)."""
    return "; ".join(
        phrase(
            PHRASES,
            "chart_said_player",
            lang,
            name=line.name,
            start=amount(line.values[0]),
            now=amount(line.values[-1]),
            low=amount(min(line.values)),
            high=amount(max(line.values)),
        )
        for line in chart.series
    )


def points_text(value: int, lang: str = "en") -> str:
    """``25 000`` (narrow spaces), ``−2 300``: :func:`mjgui.core.numbers.number`."""
    return number(value, lang)


def signed_text(value: int, lang: str = "en") -> str:
    """``+7 700``, ``−7 700``, ``0``."""
    return number(value, lang, sign=True)


def thousands_text(points: int, lang: str = "en") -> str:
    """A final score in thousands with its sign: ``+48``, ``−3``, ``+4.5`` (Russian ``+4,5``), ``0``."""
    return score_thousands(points, lang)


def rules_texts(rules: Rules, lang: str = "en") -> tuple[str, str, str]:
    """A game's rules as the tracker and the club show them, in the quiz's and the comparison's
    words (:func:`mjgui.core.teach.compare.rules_name`) with every option a record can change:
    the whole name ("Club rules, East round only; uma +20/+10/−10/−20"), the short one for a
    label ("Club rules + 2 changes") and the tooltip listing the changes ("" for a preset as
    it is)."""
    changes = rule_changes(rules, lang, options=EVERY_OPTION)
    short = rules_short_name(rules, lang, options=EVERY_OPTION)
    tip = "\n".join([short, *(f"• {c}" for c in changes)]) if changes else ""
    return rules_name(rules, lang, options=EVERY_OPTION), short, tip


def place_text(place: int, lang: str, shared: int = 1) -> str:
    """``1st``; a place ``shared`` by several players tied on points: the places they hold
    together, ``1st–2nd``."""
    if shared > 1:
        held = (place, place + shared - 1)
        return say(SHARED_PLACES[held], lang) if held in SHARED_PLACES else f"{held[0]}–{held[1]}"
    return say(PLACES[place], lang) if place in PLACES else str(place)


def round_text(state: GameState, lang: str) -> str:
    return phrase(PHRASES, "round", lang, wind=wind_name(state.round_wind, lang), hand=state.hand)


def hand_label(state: GameState, lang: str) -> str:
    """``E2-1`` (round, hand, honba); Russian ``В2-1``."""
    return f"{wind_letter(state.round_wind, lang)}{state.hand}-{state.honba}"


def log_round_text(label: str, lang: str) -> str:
    """A log's ``E1-0`` in the tracker's words: Russian ``В1-0``."""
    return round_letters(label, lang)

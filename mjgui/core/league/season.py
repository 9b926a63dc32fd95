"""Reading a folder of game records as a season (pure Python, read-only).

Every ``.mjgame`` under the given folders (subfolders included, and links to folders inside
each: a link to a folder outside it is not followed, and said; a link to a record file outside
it is not counted, and said) and every file named directly is
loaded with :func:`mjgui.core.game.storage.load_record` and replayed. A file
that cannot be read, that has a line the replay refuses, or whose game has not ended is
*skipped*, and so is a subfolder that cannot be listed: it is listed with the reason and counted
nowhere. Nothing is ever written to a record. A file that holds only a link to a game log (a
saved Tenhou or Mahjong Soul address: :mod:`mjgui.core.logs.links`) is skipped with the link's
own words (which site, how to get the log: :func:`link_refusal`), not as a line refused, and so
is a game record in Mahjong Soul's own format (the log reader's sentence, the file named:
:data:`SAID_AS_READ`); a file that is a game log (a downloaded Tenhou log saved as ``.mjgame``,
a file of tenhou.net/6 ``#json=`` links, or a log named among the files: :func:`log_given`) is
skipped as a game log, with the ``mjgui replay`` command that scores it (the one sentence
``mjgui league`` and the club window give).

Each game counts once. A file is known by its identity (device and inode; its resolved path on
a drive that gives no inode, as a WebDAV drive does: :func:`file_identity`), so a folder named
twice (by an absolute and a relative path, or through a link) or a link beside the record it
points to is read once. A game is known by what its record says and by its date
(:func:`game_digest`): two records are the same game when they have the same rules, the same
players in the same seats and the same actions line by line, as the record format reads them
(line endings, a byte order mark, tabs or several spaces between words, the case of the keywords
and of the names, blank lines and comments make no difference), and the same ``# date`` line.
So a copy of a record under another name counts once, whenever and however it was copied (a
copy's file is newer: the day a file was saved never tells two games apart). Every such
*duplicate* is listed with the file it repeats (it is not an error: the game was counted).

A sync tool's *conflict copy* of a record (Syncthing's ``table-1.sync-conflict-20261120-231502-
ABCDEF1.mjgame``, Dropbox's ``table-1 (Boris's conflicted copy 2026-11-20).mjgame``, Nextcloud's
and ownCloud's ``table-1 (conflicted copy 2026-11-20 231502).mjgame`` and
``table-1_conflict-20261120-231502.mjgame``: :func:`conflict_original`) beside the record it
copies is the same game as two laptops wrote it: it is never counted, whatever name that record
is read by (a link or a hard link to it whose name comes first: the record is known by its
file). Holding the same game it is a duplicate; otherwise it is skipped with the record it
copies, since only a person can tell which of the two is right — unless it holds another game
(:func:`another_game`): other hands, seat by seat (not the same, not a copy with a hand
corrected: :func:`look_alike`), and none of its players in that record, the season's aliases
applied (another table's game that a desk saved under the same name before the folder synced),
or another ``# date`` line (another evening's): then it is counted, with a note
(:attr:`Season.apart`; deleting either would lose a game).

Two records that are not the same game may still be *copies of one game* (:func:`look_alike`):
the same ``# date`` line (or none in either) and the same players in the same seats, and the
hands of the shorter the first hands of the other (a player's copy saved in the middle of the
game) or most hands alike (two thirds of the longer's, two at least of them hands that tell
games apart, not draws with nobody tenpai: a copy with a hand corrected, a short game's too),
under the same rules. Two short games of the same players, dated or not, that agree only on
such draws and one hand more are two games, unless the file of one is named as a copy of the
other beside it (``table-2 (1).mjgame``, ``table-2 - Copy.mjgame``, OneDrive's
``table-2-LAPTOP.mjgame``: :func:`_named_copy`; never a player's ``table-2-late.mjgame``) and
the two agree on every hand but one (:func:`_edited`). Of copies of one game one is
counted and the other is skipped, naming it (:func:`_near_copies`): counting both would
count the evening twice, dropping one silently would lose a game. An unfinished record whose
hands are those of a game counted is said to be its early copy.

Two records of one ``# date`` line (or neither with one) and rules, neither of them short
(:data:`SHORT_GAME`), with the same players in the same seats but one and hands that look like
copies of one game (:func:`look_alike`) are copies too (:func:`_renamed_copies`: a name and a
hand corrected, the copy under a name no sync tool is known to give, OneDrive's
``table-1-LAPTOP.mjgame``): one is counted, the other skipped naming the names that differ. A
conflict copy's record is found whatever the Unicode form (NFC, NFD) and case of the two names.

Two records whose hands are all alike, seat by seat and in order (one whole hand at least),
with the same players in the same seats (the club's aliases applied), or of a game with
:data:`TELLING_GAME` hands that tell games apart whatever names differ, are copies of one game
too, whatever their ``# date`` and rules lines (:func:`_twins`, :func:`_twin`: a copy with
names, its date or its rules corrected, its date line gone): one is counted and the other
skipped, naming it and what differs (the names, the date, the rules). A *short* game (fewer than
:data:`SHORT_GAME` hands: a yakuman that ends it, which two evenings or two tables may see
alike) is copied so only under the same rules, with the same names in the same seats, one of
the two without a ``# date`` line the season reads.

Records of one game's hands that are not copies by these rules (other players, the aliases
applied; of a short game, two names at most and no two evenings' ``# date`` lines) are all
counted, never in silence: every two are compared, each noted with the closest other and the
names that differ, two each other's closest once (:attr:`Season.apart`, ``same_hands_counted``:
:func:`_alike_counted`), the note saying how to make them one game if they are (delete the
wrong one, or merge the names in the aliases file).

Of copies of one game — near copies and copies with a name or date corrected alike — the one
counted is, by one rule (:func:`_counted_first`): the one with more hands, then the one with a
``# date`` line the season reads, then the one whose file is not named as a copy (``table-3
(1).mjgame``, ``table-3 - Copy.mjgame``, ``table-3 copy.mjgame``: :func:`copy_original`), then
the one saved last (a correction is saved after the record it corrects: by its file's time,
which a sync tool or a restore can change, so the note says so when it chose), then the first by
name. (Records that say the very same are one game
whichever is read: the older file is named as the one counted, the younger as its duplicate.)

A record that ends in the middle of a line (no line break after its last line: mjgui ends every
record with one) is skipped as perhaps still being copied by a sync tool when its last line may be
the beginning of a longer one that counts otherwise (``draw tenpai Emil`` of ``draw tenpai
Emil,Aiko,Boris``; :func:`~mjgui.core.game.game.may_go_on`); a last line nothing written after it
could change (``ron Chen from Aiko 1 30``) is whole, as ``mjgui game`` and the tracker read it. So is
a record whose bytes end in zeros, nothing else after them (a copy over a network share sizes
the file first): not called damaged, which a player might take for "delete it".

The suffix is matched whatever its case (``B.MJGAME``). A file named almost so
(``table-1.mjgame.txt``, an editor's ``.txt`` added; ``table-1.mjgame.`` or ``table-1.mjgame ``,
a dot or a space at the end: :func:`~mjgui.core.league.files.near_record_name`) is not read but
listed as skipped, with the name to give it (or, when a file of that name is beside it, that it
is there: a rename would replace it). Hidden files and subfolders (a name
starting with ``.``: ``.git``, ``.stversions`` where Syncthing keeps old versions, a temporary
file) are not read, nor listed; a folder or file named on purpose is read even when hidden.

A game's date is the first ``# date YYYY-MM-DD`` comment of its record, else the day its file
was last modified (local time). A game whose ``# date`` comment cannot be read (``# date
18.01.2026``) is counted all the same, with a note (:attr:`Season.misdated`: the line, the day the
game was counted on and how to write the date): on the day that line clearly means (18 January
2026: :func:`~mjgui.core.game.lines.record_day`), else on its file's day.

Three-player and four-player games are two tables of the club (RULES.md §9): a place out of three
is not a place out of four, so they are never ranked together. :attr:`Season.tables` says which
the season has, :meth:`Season.table` keeps one.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import stat
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from mjgui.core.errors import MahjongError, alike, os_reason
from mjgui.core.game.final_score import FinalScore
from mjgui.core.game.game import GameResult, GameState, last_discard_open, may_go_on, refused_players, replay
from mjgui.core.game.lines import DateLine, record_day, rules_words, unread_date
from mjgui.core.game.record import (
    Action,
    ChomboAction,
    DrawAction,
    ExtraRound,
    HandValue,
    HanFu,
    Limit,
    Pao,
    PlayersAction,
    Record,
    RiichiAction,
    RonAction,
    RulesAction,
    TsumoAction,
    Value,
    WaremeAction,
    Word,
    date_line_error,
    looks_alike,
    mixes_scripts,
    parse_line,
    parse_record,
    split_lines,
)
from mjgui.core.game.storage import (
    MAX_BYTES,
    SUFFIX,
    StorageError,
    content_digest,
    read_record_bytes,
    read_regular_bytes,
    record_of,
    record_text,
)
from mjgui.core.i18n import Msg, msg, nmsg, phrase
from mjgui.core.league.aliases import Aliases, aliases_files, is_aliases_name, load_aliases, read_aliases
from mjgui.core.league.files import (
    FILE_PARAMS,
    Identity,
    conflict_original,
    copy_original,
    file_identity,
    in_folder,
    machine_copy_of,
    named_from,
    near_record_name,
    passed_over,
    real_path,
    told_from,
)
from mjgui.core.league.names import key
from mjgui.core.numbers import number
from mjgui.core.scoring.rules import SEED, Rules
from mjgui.core.shown import shell_word, shown_params, shown_path
from mjgui.core.text import and_list, round_letters

if TYPE_CHECKING:
    from mjgui.core.logs.model import LogError

MESSAGES: dict[str, Msg] = {
    "unfinished": msg(
        "league:unfinished",
        "{path}: the game has not ended (it stops at {round}); it is not counted until it is finished.",
    ),
    # a game in its extra round; why: why it is there and how a table that ended it before
    # writes it (record-word:extra_round_west: "nobody had 30 000 points after South 4, so ...")
    "unfinished_extra": msg(
        "league:unfinished_extra",
        "{path}: the game has not ended, it stops at {round}: {why}. It is not counted until it is finished.",
    ),
    "refused_line": msg("league:refused_line", "{path}: {reason} The game is not counted."),
    # a game counted whose "# date" line cannot be read; reason: that line, the day the game is
    # counted on and how to write the date (record:unread_date...)
    "misdated": msg("league:misdated", "{path}: {reason}"),
    "no_players": msg("league:no_players", "{path}: the record has no players line; it is not a game."),
    # a record file with nothing in it, or only blanks: a sync tool's placeholder, a file being
    # created or copied
    # (program: the command as typed on this system); said by mjgui league
    "empty": msg(
        "league:empty",
        "{path} is empty: perhaps it is still being synced or copied. It is not counted; run "
        "{program} league again when the copy is done, or delete the file if it stays empty.",
    ),
    # empty as the club window says it (its View menu's Reload the folder)
    "empty_window": msg(
        "league:empty_window",
        "{path} is empty: perhaps it is still being synced or copied. It is not counted; reload "
        "the folder when the copy is done, or delete the file if it stays empty.",
    ),
    # a record with a line of play that does not read (reason: that line and why), which the
    # game tracker opens read up to it, the line marked (program, arg: the command that opens
    # it there, as typed on this system); said by mjgui league
    "bad_line_play": msg(
        "league:bad_line_play",
        "{path}: {reason} The game is not counted. Open the record in the game tracker "
        "({program} {arg}): it is read up to line {line}, which you can correct by double-clicking "
        "it; save, then run {program} league again.",
    ),
    # bad_line_play as the club window says it (Reload: its View menu's Reload the folder)
    "bad_line_play_window": msg(
        "league:bad_line_play_window",
        "{path}: {reason} The game is not counted. Open the record in the game tracker: it is read "
        "up to line {line}, which you can correct by double-clicking it; save, then reload the folder.",
    ),
    # bad_line_play when that line comes after the game's end (end: the line that ended it):
    # nothing can follow the end, so the line is deleted, not corrected (the tracker says the
    # same: tracker:unread_after_end)
    "bad_line_after_end": msg(
        "league:bad_line_after_end",
        "{path}: {reason} The game is not counted. The game ended on line {end}; line {line} after "
        "it cannot be read, and nothing can follow the game's end. Open the record in the game "
        "tracker ({program} {arg}) and delete line {line} and any line after it (select it in the "
        "history, then press Delete); save, then run {program} league again.",
    ),
    # bad_line_after_end as the club window says it (Reload: its View menu's Reload the folder)
    "bad_line_after_end_window": msg(
        "league:bad_line_after_end_window",
        "{path}: {reason} The game is not counted. The game ended on line {end}; line {line} after "
        "it cannot be read, and nothing can follow the game's end. Open the record in the game "
        "tracker and delete line {line} and any line after it (select it in the history, then "
        "press Delete); save, then reload the folder.",
    ),
    # a record with a line up to its players line that does not read (its rules line, its
    # players line, a stray line before them: reason, that line and why) or a players line that
    # reads but that the rules refuse (three names under four-player rules): the game tracker
    # does not open it
    "bad_line_head": msg(
        "league:bad_line_head",
        "{path}: {reason} The game is not counted. Correct line {line} in a text editor: the game "
        "tracker does not open a record whose players line, or a line before it, it cannot read "
        "or refuses.",
    ),
    "not_found": msg("league:not_found", "{path} does not exist or cannot be read."),
    "unreadable_folder": msg(
        "league:unreadable_folder",
        "{path}: the folder cannot be read ({reason}); the records in it are not counted.",
    ),
    # a link in the season's folder to a folder that is not inside it (an ancestor of it too:
    # "/", ".."); target: where the link leads, as the system resolves it
    "link_outside": msg(
        "league:link_outside",
        "{path} is a link to the folder {target}, outside the season's folder: it is not followed, "
        "and the records there are not counted. A season is the .mjgame files in its folder and "
        "its subfolders.",
    ),
    # a link in the season's folder to a record file that is not inside it (nor in another
    # folder named for the season): target, the file it leads to, as the system resolves it
    "file_link_outside": msg(
        "league:file_link_outside",
        "{path} is a link to the file {target}, outside the season's folder: it is not counted. A "
        "season is the .mjgame files in its folder and its subfolders.",
    ),
    # a file in the season's folder named almost as a record (an editor's .txt added, a dot or a
    # space at its end): name, the name that makes it one. Both quoted, so that a space or a dot
    # at the end of a name shows, and the sentence's full stop is not taken for part of it.
    "near_record_name": msg(
        "league:near_record_name",
        '"{path}" is not read: a game record\'s name ends in .mjgame. Rename it to "{name}" to count it.',
    ),
    # ... when a file of the name it would get (name, any case) is in its folder already (a
    # Notepad copy beside its record): a rename would replace that file, or be refused
    "near_record_taken": msg(
        "league:near_record_taken",
        '"{path}" is not read: a game record\'s name ends in .mjgame, and a file named "{name}" is '
        "in the same folder already. Compare the two and keep the right one under that name.",
    ),
    # a link in a season's folder into a hidden folder (.stversions) of another folder named for
    # the season (other), which that folder's reading passes over: not followed, not counted
    "link_hidden": msg(
        "league:link_hidden",
        "{path} is a link to the folder {target}, a hidden folder of {other} (its name starts with a "
        "dot), which is not read: the link is not followed, and the records there are not counted.",
    ),
    # the walk of a season's folder stopped at a limit (max: grouped, n: the same number, for
    # the plural forms); what was found before it is counted
    "too_many_folders": nmsg(
        "league:too_many_folders",
        "{path} holds more than {max} folder: only the first {max} were read, so records may be "
        "missing from the season. Choose the folder that holds the season's records.",
        "{path} holds more than {max} folders: only the first {max} were read, so records may be "
        "missing from the season. Choose the folder that holds the season's records.",
    ),
    "too_many_entries": nmsg(
        "league:too_many_entries",
        "{path} holds more than {max} file and folder: only the first {max} were looked at, so "
        "records may be missing from the season. Choose the folder that holds the season's records.",
        "{path} holds more than {max} files and folders: only the first {max} were looked at, so "
        "records may be missing from the season. Choose the folder that holds the season's records.",
    ),
    "same_file": msg("league:same_file", "{path} is the same file as {other}; it is counted once."),
    "same_folder": msg(
        "league:same_folder", "{path} is the same folder as {other}; its records are counted once."
    ),
    "same_game": msg("league:same_game", "{path} holds the same game as {other}; the game is counted once."),
    "near_copy": nmsg(
        "league:near_copy",
        "{path} looks like a copy of the game in {other}: the same day, the same players in the same "
        "seats, {same} of {n} hand alike. It is not counted; {other} is. Keep the right one of the "
        "two and delete the other.",
        "{path} looks like a copy of the game in {other}: the same day, the same players in the same "
        "seats, {same} of {n} hands alike. It is not counted; {other} is. Keep the right one of the "
        "two and delete the other.",
    ),
    # near_copy when neither record has a # date line the season reads: their days are their
    # files' days, which may differ
    "near_copy_undated": nmsg(
        "league:near_copy_undated",
        "{path} looks like a copy of the game in {other}: the same players in the same seats, "
        "neither with a readable # date, {same} of {n} hand alike. It is not counted; "
        "{other} is. Keep the right one of the two and delete the other.",
        "{path} looks like a copy of the game in {other}: the same players in the same seats, "
        "neither with a readable # date, {same} of {n} hands alike. It is not counted; "
        "{other} is. Keep the right one of the two and delete the other.",
    ),
    "early_copy": nmsg(
        "league:early_copy",
        "{path} stops at {round}, and its {n} hand is the first hand of {other} (the same day, the "
        "same players in the same seats): it looks like a copy of that game saved before its end. "
        "It is not counted; {other} is.",
        "{path} stops at {round}, and its {n} hands are the first {n} hands of {other} (the same "
        "day, the same players in the same seats): it looks like a copy of that game saved before "
        "its end. It is not counted; {other} is.",
    ),
    "early_copy_undated": nmsg(
        "league:early_copy_undated",
        "{path} stops at {round}, and its {n} hand is the first hand of {other} (the same players "
        "in the same seats, neither with a readable # date): it looks like a copy of "
        "that game saved before its end. It is not counted; {other} is.",
        "{path} stops at {round}, and its {n} hands are the first {n} hands of {other} (the same "
        "players in the same seats, neither with a readable # date): it looks like a "
        "copy of that game saved before its end. It is not counted; {other} is.",
    ),
    # near_copy of a record with a seat's name written otherwise (or two names in each other's
    # seats) and a hand or two: names, other_names, the names of the seats that differ, listed
    "renamed_copy": nmsg(
        "league:renamed_copy",
        "{path} looks like a copy of the game in {other}: the same day, the same players in the "
        "same seats but {names} in it ({other_names} in {other}), {same} of {n} hand alike. It is "
        "not counted; {other} is. Keep the right one of the two and delete the other.",
        "{path} looks like a copy of the game in {other}: the same day, the same players in the "
        "same seats but {names} in it ({other_names} in {other}), {same} of {n} hands alike. It is "
        "not counted; {other} is. Keep the right one of the two and delete the other.",
    ),
    # renamed_copy when neither record has a # date line the season reads (their days are their
    # files' days, which may differ): grouped by their rules and players all the same, as
    # near_copy_undated
    "renamed_copy_undated": nmsg(
        "league:renamed_copy_undated",
        "{path} looks like a copy of the game in {other}: the same players in the same seats but "
        "{names} in it ({other_names} in {other}), neither with a readable # date, {same} of {n} "
        "hand alike. It is not counted; {other} is. Keep the right one of the two and delete the "
        "other.",
        "{path} looks like a copy of the game in {other}: the same players in the same seats but "
        "{names} in it ({other_names} in {other}), neither with a readable # date, {same} of {n} "
        "hands alike. It is not counted; {other} is. Keep the right one of the two and delete the "
        "other.",
    ),
    # said after a copy's note when of the two records the one counted is only the one saved
    # last: by its file's time
    "saved_last": msg(
        "league:saved_last",
        "{other} counts as saved last (its file's time, which a sync or a restore can change).",
    ),
    # a conflict copy counted: it holds another game than the record it is named a copy of
    "conflict_other_table": msg(
        "league:conflict_other_table",
        "{path} is named as a sync conflict copy of {other}, but none of its players plays in that "
        "record and its hands are others: it is another table's game, and it is counted. Keep "
        "both files (rename it if you like).",
    ),
    # date, other_date: the two records' # date lines, as the season reads them
    "conflict_other_day": msg(
        "league:conflict_other_day",
        "{path} is named as a sync conflict copy of {other}, but it is dated {date} ({other} "
        "{other_date}) and its hands are others: it is another evening's game, and it is counted. "
        "Keep both files (rename it if you like).",
    ),
    # path: the conflict copy counted, other and record: the record it is named a copy of (empty,
    # or the beginning of the copy's lines: an early save, a copy cut short)
    "conflict_finished": msg(
        "league:conflict_finished",
        "{path} is counted: it is named as a sync conflict copy of {other}, which holds only the "
        "beginning of its game (an earlier save, a copy cut short, or nothing at all). Keep the "
        "finished one: delete {other}, then rename {path} to {record}.",
    ),
    # path: the conflict copy counted, other and record: the record it is named a copy of, which
    # does not read (a bad line, rules of a newer mjgui, damage: its own note says why)
    "conflict_refused": msg(
        "league:conflict_refused",
        "{path} is counted: it is named as a sync conflict copy of {other}, which cannot be read "
        "and is not counted (its own note says why). Do not delete {path}: it reads, and {other} "
        "does not. If it holds the right game, delete {other} and rename {path} to {record}; else "
        "correct {other}.",
    ),
    # path: a conflict copy counted, other: the record it is named a copy of, which does not read;
    # another conflict copy of that record reads and holds another game (another table's,
    # another evening's): each counted as a game of its own
    "conflict_refused_apart": msg(
        "league:conflict_refused_apart",
        "{path} is counted as a game of its own: it is named as a sync conflict copy of {other}, "
        "which cannot be read and is not counted (its own note says why), and so is at least one "
        "other file that reads but holds a different game (another table's or another "
        "evening's), counted too. Keep these copies (rename them if you like); correct {other}, "
        "or delete it if it holds one of their games.",
    ),
    # path, other: two conflict copies of the record original, which does not read; they hold two
    # versions of one game (the same table and evening) that differ from line number line
    "conflict_refused_differ": msg(
        "league:conflict_refused_differ",
        "{path} and {other} are both named as sync conflict copies of {original}, which cannot be "
        "read and is not counted (its own note says why), and they hold two versions of one game "
        "that differ from line {line}: neither is counted, since only a person can tell the right "
        "one. Compare them and keep the right one, then correct {original} or put the right one "
        "in its place.",
    ),
    # copies: three conflict copies or more of the record original (listed with "and"), which does
    # not read, holding versions of one game; path and other: two that differ from line line
    "conflict_refused_differ_many": msg(
        "league:conflict_refused_differ_many",
        "{copies} are all named as sync conflict copies of {original}, which cannot be read and is "
        "not counted (its own note says why), and they hold versions of one game that are not all "
        "the same ({path} and {other} differ from line {line}): none is counted, since only a "
        "person can tell the right one. Compare them and keep the right one, then correct "
        "{original} or put the right one in its place.",
    ),
    # path, other: two records counted as two games whose hands are all alike, seat by seat and
    # in order, but whose players differ (the aliases applied); names, other_names: the names
    # of the seats that differ, in the same order
    "same_hands_counted": msg(
        "league:same_hands_counted",
        "{path} has every hand of {other}, seat by seat and in the same order, but the names "
        "differ ({names} in it, {other_names} in {other}): both are counted, as two games. If "
        "they are one game saved twice, delete the wrong one of the two; if the names that "
        "differ are one player's written two ways, merge them in the aliases file instead.",
    ),
    # path, other: two conflict copies of the record original (empty, or the beginning of their
    # lines), which differ from their line number line: neither is counted
    "conflict_copies_differ": msg(
        "league:conflict_copies_differ",
        "{path} and {other} are both named as sync conflict copies of {original}, which holds only "
        "the beginning of their game, and they differ from line {line}: neither is counted. Keep "
        "the right one: delete the other and {original}, then rename the right one to {original}.",
    ),
    # copies: three conflict copies or more of the record original (listed with "and"), not all
    # the same game; path and other: two of them that differ, from their line number line
    "conflict_copies_differ_many": msg(
        "league:conflict_copies_differ_many",
        "{copies} are all named as sync conflict copies of {original}, which holds only the "
        "beginning of their game, and they do not all hold the same game ({path} and {other} "
        "differ from line {line}): none is counted. Keep the right one: delete the others and "
        "{original}, then rename the right one to {original}.",
    ),
    "sync_conflict": msg(
        "league:sync_conflict",
        "{path} looks like a sync conflict copy of {original}: it is not counted. Keep the right one "
        "of the two and delete the other.",
    ),
    # a sync conflict copy with a line refused; reason: that line and why ("Line 2 (rules mleague
    # edition=2): this mjgui cannot read these rules, ...", as the record's own note says it)
    "sync_conflict_refused": msg(
        "league:sync_conflict_refused",
        "{path} looks like a sync conflict copy of {original}: it is not counted, and a line of it "
        "is refused: {reason} Keep the right one of the two and delete the other.",
    ),
    # differs: what the two records write otherwise (the twin_* phrases, listed with "and")
    "same_hands": msg(
        "league:same_hands",
        "{path} has every hand of {other}, seat by seat and in the same order, but {differs}: it "
        "looks like a copy of that game, and it is not counted. Keep the right one of the two and "
        "delete the other.",
    ),
    # names, other_names: the names of the seats where the two differ, in the same order
    "twin_names": msg("league:twin_names", "the names differ ({names} in it, {other_names} in {other})"),
    # of twin_names, the names of a seat look alike (record.looks_alike): name and alike, the
    # two names (named: of several seats that differ, the others' need not look alike); the
    # first letter that tells them apart, its position (from 1), each name's letter (letter,
    # other_letter) and, Latin and Cyrillic, their alphabets (script, other_script)
    "twin_names_lookalike": msg(
        "league:twin_names_lookalike",
        "the names differ ({names} in it, {other_names} in {other}; {name} and {alike} look alike, "
        'but letter {position} of {name}, "{letter}", is {script}, and that of {alike} {other_script})',
    ),
    # of ё for е, or a letter's width (Ａｉｋｏ)
    "twin_names_lookalike_letter": msg(
        "league:twin_names_lookalike_letter",
        "the names differ ({names} in it, {other_names} in {other}; {name} and {alike} look alike, "
        'but letter {position} of {name} is "{letter}", of {alike} "{other_letter}")',
    ),
    "twin_dates": msg("league:twin_dates", "the # date lines differ ({date} in it, {other_date} in {other})"),
    "twin_rules": msg("league:twin_rules", "the rules differ ({rules} in it, {other_rules} in {other})"),
    "twin_undated": msg("league:twin_undated", "it has no # date line ({other} has {other_date})"),
    "twin_other_undated": msg("league:twin_other_undated", "{other} has no # date line (it has {date})"),
    # unread, other_unread: the "# date" line that cannot be read, as written
    "twin_unread": msg(
        "league:twin_unread", "its # date line cannot be read ({unread}; {other} has {other_date})"
    ),
    "twin_other_unread": msg(
        "league:twin_other_unread",
        "the # date line of {other} cannot be read ({other_unread}; it has {date})",
    ),
    # line: the number of the last line, the one without a line break after it
    "cut_off": msg(
        "league:cut_off",
        "{path} ends in the middle of line {line} (there is no line break after it): perhaps it is "
        "still being copied. It is not counted; reload when the copy is done. A record written by "
        "hand ends with a line break: press Enter at the end of its last line.",
    ),
    # a game log in the season folder or named among the files; arg: the file as a command's
    # word, quoted as a shell needs it; program: the program that runs the commands on this system
    # (mjgui, the console launcher mjgui-cli, or its whole path)
    "game_log": msg(
        "league:game_log",
        "{path} is a game log, not a game record: it is not counted. {program} replay {arg} scores "
        "every win of a log.",
    ),
}


class SkipReason(MahjongError):
    """Why a record was left out of the season (its file is never changed)."""

    def __init__(self, code: str, *, path: str, **params: object) -> None:
        self.path = path
        super().__init__(code, path=path, **params)

    def message(self, lang: str = "en", *, within: Path | None = None, window: bool = False) -> str:
        """The sentence; ``within``: the files it names are named from that folder (the club
        window's season), as :func:`in_folder` does; ``window``: as the club window says it (its
        Reload, not a command to run again)."""
        params = shown_params(named_from(self.params, within), lang, files=FILE_PARAMS)
        copies = self.params.get("copies")
        if isinstance(copies, tuple):  # files listed: each named as the others are
            params["copies"] = and_list([shown_path(in_folder(c, within)) for c in copies], lang)
        if "round" in params:  # the game's round as the windows write it (Russian «Зап2», not W2)
            params["round"] = round_letters(str(self.params["round"]), lang)
        most = self.params.get("n")
        if self.code in _LIMITS and isinstance(most, int):  # grouped as every number (10 000)
            params["max"] = number(most, lang)
        if self.code in ("game_log", "bad_line_play", "empty"):  # the command as typed: the whole name
            from mjgui.core.quietparser import commands_program

            params["arg"] = shell_word(os.fsdecode(self.path))
            params["program"] = commands_program()
        # a near, early or renamed copy, neither record dated readably: its own sentence
        if self.params.get("undated") and self.code in _UNDATED:
            text = phrase(MESSAGES, _UNDATED[self.code], lang, **params)
        elif self.params.get("end") and self.code in _AFTER_END:  # after the game's end: deleted
            after = _AFTER_END_WINDOW[self.code] if window else _AFTER_END[self.code]
            text = phrase(MESSAGES, after, lang, **params)
        elif window and self.code in _IN_WINDOW:  # the club window's words (its Reload)
            text = phrase(MESSAGES, _IN_WINDOW[self.code], lang, **params)
        else:
            text = phrase(MESSAGES, self.code, lang, **params)
        return _saved_last(text, self.params, params, lang)


#: the sentence of a note as the club window says it (its Reload, not a command run again)
_IN_WINDOW = {"bad_line_play": "bad_line_play_window", "empty": "empty_window"}

#: the sentence of a note on a line of play that does not read, after the game's end
_AFTER_END = {"bad_line_play": "bad_line_after_end"}
_AFTER_END_WINDOW = {"bad_line_play": "bad_line_after_end_window"}  # as the club window says it

#: the sentence of a copy's note when neither record has a ``# date`` line the season reads
_UNDATED = {
    "early_copy": "early_copy_undated",
    "near_copy": "near_copy_undated",
    "renamed_copy": "renamed_copy_undated",
}


def _saved_last(text: str, raw: Mapping[str, object], params: Mapping[str, object], lang: str) -> str:
    """A copy's note, and when its ``saved_last`` is set, that the record counted is only the
    one saved last (:func:`_by_time`)."""
    if not raw.get("saved_last"):
        return text
    return f"{text} {phrase(MESSAGES, 'saved_last', lang, **params)}"


@dataclass(frozen=True)
class Skipped:
    """A file left out: its path and why (a :class:`SkipReason` or a storage error); ``other``,
    for a record that copies another (a sync conflict copy, a copy of a game counted in another
    file: :func:`look_alike`), the record it copies; ``also``, the other files its note is about,
    left out with ``path`` (the conflict copies of ``path`` that differ: one note for them all),
    each counted as a file skipped."""

    path: Path
    error: MahjongError
    other: Path | None = None
    also: tuple[Path, ...] = ()

    @property
    def a_record(self) -> bool:
        """Whether the file is a game record: named as one (``*.mjgame``, any case), or read as
        one (a game not ended yet, a copy of another record) whatever its name. A file named on
        the command line that does not read as a record (the league's own CSV, matched by the
        shell glob that named the records) is not one."""
        return (
            self.path.name.casefold().endswith(SUFFIX)
            or self.other is not None
            or isinstance(self.error, _Unfinished)
        )

    def message(self, lang: str = "en", *, within: Path | None = None, window: bool = False) -> str:
        """Why it was left out; ``within``: the files named from that folder (:func:`in_folder`:
        the club window names a season's files so, as its statistics do), not as read;
        ``window``: as the club window says it (:meth:`SkipReason.message`)."""
        error = self.error
        if isinstance(error, SkipReason):
            return error.message(lang, within=within, window=window)
        if within is None:
            return error.message(lang)
        if isinstance(error, StorageError):
            return told_from(error, within).message(lang)
        from mjgui.core.logs import LogError, named_link_error
        from mjgui.core.logs.links import LINK_CODES

        if isinstance(error, LogError) and (error.code in LINK_CODES or error.code in SAID_AS_READ):
            # a saved link, a Mahjong Soul record: the file named so too
            return named_link_error(error, in_folder(self.path, within)).message(lang)
        return error.message(lang)


@dataclass(frozen=True)
class Duplicate:
    """A file or folder not read again: its path and what it repeats (its game was counted)."""

    path: Path
    other: Path
    code: str  # "same_file", "same_folder" or "same_game"

    def message(self, lang: str = "en", *, within: Path | None = None) -> str:
        """What it repeats; ``within``: the files named from that folder (:func:`in_folder`)."""
        path, other = in_folder(self.path, within), in_folder(self.other, within)
        return phrase(MESSAGES, self.code, lang, path=shown_path(path), other=shown_path(other))


#: a record's whole hands, each the lines of :func:`game_content` it was written with
Hands = tuple[tuple[tuple[str, ...], ...], ...]
#: a record's ``# date`` line ("" without one) and its players (:func:`key`) in their seats
Sitting = tuple[str, ...]


@dataclass(frozen=True)
class Game:
    """One finished game of the season."""

    path: Path
    date: dt.date
    result: GameResult
    digest: str = ""  # of what the record says and its date: :func:`game_digest`
    sitting: Sitting = ()  # its ``# date`` line and its players in their seats: :func:`sitting`
    hands: Hands = ()  # what it says, hand by hand: :func:`record_hands`
    unread: DateLine | None = None  # its ``# date`` line that cannot be read, if any

    @property
    def names(self) -> tuple[str, ...]:
        return self.result.final.names

    @property
    def players(self) -> int:
        """The seats at the game's table: 4, or 3 for a three-player game."""
        return len(self.names)

    @cached_property
    def finals(self) -> tuple[FinalScore, ...]:
        """Each seat's final score (worked out once: the league table and the chart of each
        filter read every game's)."""
        finals = self.result.final_scores
        assert finals is not None  # only finished games are kept
        return finals

    @cached_property
    def rules(self) -> str:
        """The rules as a record writes them: ``seed``, ``seed wareme=on`` ... (worked out once:
        the club's view reads every game's label at each rebuild)."""
        return rules_label(self.result.final.rules)


@dataclass(frozen=True)
class Misdated:
    """A game counted whose ``# date`` line cannot be read: its file, that line, and the day the
    game was counted on (the day the line clearly means, else its file's)."""

    path: Path
    line: DateLine
    date: dt.date

    @property
    def error(self) -> MahjongError:
        """What the line is told (:func:`~mjgui.core.game.record.date_line_error`): the day, and how
        to write the date."""
        return date_line_error(self.line, self.date)

    def message(self, lang: str = "en", *, within: Path | None = None) -> str:
        """The note; ``within``: the file named from that folder (:func:`in_folder`)."""
        path = shown_path(in_folder(self.path, within))
        return phrase(MESSAGES, "misdated", lang, path=path, reason=self.error.message(lang))


@dataclass(frozen=True)
class Apart:
    """A sync tool's conflict copy counted as a game of its own (:func:`another_game`): its
    file, the record it is named a copy of, and why — ``conflict_other_table``, none of its
    players plays in that record; ``conflict_other_day``, another ``# date`` line (``date``,
    ``other_date``: the two days); both with other hands; ``conflict_finished``, that record is
    empty or only the beginning of the copy's game (:func:`_begins`), not counted;
    ``conflict_refused``, that record does not read (its own note says why), not counted;
    ``conflict_refused_apart``, so, and another conflict copy of it reads and holds another game
    (another table's, another evening's), counted too (when no other is counted, versions that
    differ or a game counted under another name, ``conflict_refused``). And
    ``same_hands_counted``, any record (no conflict copy) counted as a game of its own though its
    hands are all those of the game ``other``, seat by seat, whose players differ (``names``,
    ``other_names``: those of the seats that differ): :func:`_alike_counted`."""

    path: Path
    other: Path
    code: str
    date: str = ""
    other_date: str = ""
    names: str = ""
    other_names: str = ""

    def message(self, lang: str = "en", *, within: Path | None = None) -> str:
        """The note; ``within``: the files named from that folder (:func:`in_folder`)."""
        path, other = in_folder(self.path, within), in_folder(self.other, within)
        return phrase(
            MESSAGES,
            self.code,
            lang,
            path=shown_path(path),
            other=shown_path(other),
            record=shown_path(other),
            date=self.date,
            other_date=self.other_date,
            names=self.names,
            other_names=self.other_names,
        )


@dataclass(frozen=True)
class Season:
    """The finished games (by date, then file), the files left out, the duplicates, and the
    games counted whose ``# date`` line cannot be read (``misdated``: of the folder's games, as
    the files left out are, whatever a filter keeps), and the sync tools' conflict copies
    counted as games of their own (``apart``: :class:`Apart`).

    ``spellings`` is how the folder read writes each name first (the first spelling of each
    :func:`key`, in the games' order, spaces around dropped): it stays with the games of one
    table or of a filter (:meth:`table`, :meth:`select`), so a player is shown the same whatever
    is shown of the season (:func:`~mjgui.core.league.standings.shown_names`). Empty: the
    games' own."""

    games: tuple[Game, ...] = ()
    skipped: tuple[Skipped, ...] = ()
    duplicates: tuple[Duplicate, ...] = ()
    spellings: tuple[str, ...] = ()
    misdated: tuple[Misdated, ...] = ()
    apart: tuple[Apart, ...] = ()  # conflict copies counted as games of their own, said so
    # every aliases file the folders' reading met (the season's, and any in a folder inside it,
    # all read together: :func:`~mjgui.core.league.aliases.aliases_files`)
    aliases_files: tuple[Path, ...] = ()

    def same_as(self, other: Season) -> bool:
        """Whether two reads found the same season: the same games (each equal field by field:
        its file, date and replay), the same files left out for the same reasons (errors
        :func:`~mjgui.core.errors.alike`) and the same duplicates."""
        return (
            self.games == other.games
            and self.duplicates == other.duplicates
            and self.spellings == other.spellings
            and self.misdated == other.misdated
            and self.apart == other.apart
            and self.aliases_files == other.aliases_files
            and len(self.skipped) == len(other.skipped)
            and all(
                a.path == b.path and a.other == b.other and a.also == b.also and alike(a.error, b.error)
                for a, b in zip(self.skipped, other.skipped, strict=True)
            )
        )

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rules label of the season's games, sorted."""
        return tuple(sorted(self.by_label))

    @property
    def by_label(self) -> dict[str, Rules]:
        """The rules of the season's games by their label (:attr:`rules`)."""
        return {g.rules: g.result.final.rules for g in self.games}

    @cached_property
    def tables(self) -> tuple[int, ...]:
        """The tables the season's games were played at: (4,), (3,), (4, 3) or () — four
        players first, as the league shows them (worked out once: the club's view asks it for
        each of its parts)."""
        return tuple(sorted({g.players for g in self.games}, reverse=True))

    def table(self, players: int) -> Season:
        """The games of one table (``players`` 3 or 4); the files left out, the duplicates and the
        notes on dates stay, they belong to the folder."""
        return replace(self, games=tuple(g for g in self.games if g.players == players))

    @property
    def dates(self) -> tuple[dt.date, dt.date] | None:
        if not self.games:
            return None
        return self.games[0].date, self.games[-1].date

    def select(
        self, since: dt.date | None = None, until: dt.date | None = None, rules: Rules | None = None
    ) -> Season:
        """The games from ``since`` to ``until`` (both included) under ``rules`` (any when None;
        a rules line's words are read once by :func:`rules_filter`, a label of the season's by
        :attr:`by_label`)."""
        games = tuple(
            g
            for g in self.games
            if (since is None or g.date >= since)
            and (until is None or g.date <= until)
            and (rules is None or g.result.final.rules == rules)
        )
        return replace(self, games=games)


def rules_label(rules: Rules) -> str:
    """The rules as a record's rules line writes them, without ``rules``: ``seed east_only=on``
    (``mahjongsoul edition=1`` for an edition not the preset's current one: :func:`rules_words`)."""
    return " ".join(rules_words(rules))


def rules_filter(text: str) -> Rules:
    """The rules that ``text`` names, read as a record's rules line is read (``seed
    east_only=on``, its options in any order, ``rules`` in front or not): the same rules whatever
    the order or spelling of their options. Raises the :class:`~mjgui.core.game.record.GameError`
    a record's rules line with these words gets (an unknown preset, option or value)."""
    words = text.split()
    line = parse_line(text if words[:1] and words[0].lower() == "rules" else f"rules {text}")
    if line.error is not None:
        raise line.error
    assert isinstance(line.action, RulesAction)  # a line starting with "rules" is one
    return line.action.rules


#: the head over a season's notes of what was left out, counted by what each is about: files
#: (a record that cannot be read, a copy...), links to folders not followed, folders that
#: cannot be read, and folders whose reading stopped at a limit (not files: a link or a cap
#: counted as "3 files skipped" misled)
SKIPPED_HEADS: dict[str, Msg] = {
    "files": nmsg("league:skipped_files", "{n} file skipped", "{n} files skipped"),
    "links": nmsg(
        "league:skipped_links", "{n} link to a folder not followed", "{n} links to folders not followed"
    ),
    "folders": nmsg("league:skipped_folders", "{n} folder cannot be read", "{n} folders cannot be read"),
    "limits": nmsg("league:skipped_limits", "{n} folder read only in part", "{n} folders read only in part"),
    # the counts listed ("2 files skipped and 1 link to a folder not followed"), over the notes
    "head": msg("league:skipped_head", "{counts}:"),
}
_SKIPPED_KINDS = {
    "link_outside": "links",
    "link_hidden": "links",
    "unreadable_folder": "folders",
    "too_many_folders": "limits",
    "too_many_entries": "limits",
}


def skipped_counts(skipped: Sequence[Skipped], lang: str = "en") -> list[str]:
    """What ``skipped`` holds, counted by what each note is about: files skipped, links to
    folders not followed, folders that cannot be read, folders read only in part, each said only
    when there is one (["1 file skipped", "1 folder read only in part"]). The one split of the
    notes: the head over them and the club window's line above them both say these."""
    counts = dict.fromkeys(("files", "links", "folders", "limits"), 0)
    for note in skipped:
        counts[_SKIPPED_KINDS.get(note.error.code, "files")] += 1 + len(note.also)
    said = (
        phrase(SKIPPED_HEADS, "files", lang, n=counts["files"]),
        phrase(SKIPPED_HEADS, "links", lang, n=counts["links"]),
        phrase(SKIPPED_HEADS, "folders", lang, n=counts["folders"]),
        phrase(SKIPPED_HEADS, "limits", lang, n=counts["limits"]),
    )
    return [words for words, n in zip(said, counts.values(), strict=True) if n]


def skipped_head(skipped: Sequence[Skipped], lang: str = "en") -> str:
    """The head over the notes of ``skipped`` (the CLI's and the club window's): how many files
    were skipped, links to folders not followed, folders that cannot be read, and folders read
    only in part (:func:`skipped_counts`), in a sentence ("1 file skipped:"); "" for none."""
    parts = skipped_counts(skipped, lang)
    return phrase(SKIPPED_HEADS, "head", lang, counts=and_list(parts, lang)) if parts else ""


def _unreadable(folder: Path, err: OSError) -> Skipped:
    reason = os_reason(err)
    return Skipped(folder, SkipReason("unreadable_folder", path=str(folder), reason=reason))


#: The most folders one season's folder is read through, and the most entries (files and
#: folders) looked at in them: a folder far bigger than a club's (a home folder chosen by
#: mistake, a network share's root) is read no further, and said (``too_many_folders``,
#: ``too_many_entries``), so that no folder can keep the club window reading for minutes.
MAX_FOLDERS = 10_000
MAX_ENTRIES = 200_000
_LIMITS = ("too_many_folders", "too_many_entries")


def _inside(real: str, root: str) -> bool:
    """Whether the resolved folder ``real`` is ``root`` or a folder inside it (both :func:`real_path`)."""
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


def _a_link(entry: os.DirEntry[str]) -> bool:
    """Whether a folder entry is a link to a folder (a symbolic link; on Windows a junction,
    which ``is_symlink`` does not tell before Python 3.12)."""
    try:
        if entry.is_symlink():
            return True
        if os.name != "nt":
            return False
        attributes = getattr(entry.stat(follow_symlinks=False), "st_file_attributes", 0)
    except OSError:
        return False
    return bool(attributes & getattr(stat, "FILE_ATTRIBUTE_REPARSE_POINT", 0x400))


def _walk(
    folder: Path,
    seen: dict[Identity, Path],
    notes: list[Skipped | Duplicate],
    named: Sequence[tuple[str, Path]] = (),
    aliases: list[Path] | None = None,
) -> list[Path]:
    """The ``.mjgame`` entries under ``folder`` (the suffix in any case), each folder listed
    once: the real subfolders first, then those reached through a link (so a link to a sibling
    folder is the repeat). Hidden files and subfolders (a name starting with ``.``) are passed
    over. A folder that cannot be listed, or was listed already, goes to ``notes``; so does a
    link to a folder outside ``folder`` (``link_outside``: a link to ``/`` or to ``..`` would
    read the whole disk, or another club's games, into the season), which is not followed, and
    a walk stopped at :data:`MAX_FOLDERS` folders or :data:`MAX_ENTRIES` entries. ``named``:
    every folder named for the season (resolved by :func:`real_path`, and as named): a link into
    another of them is not followed either, but is that folder read once (``same_folder``),
    whichever is named first. ``aliases``: the aliases files met are added to it."""
    found: list[Path] = []
    linked: list[Path] = []
    queue = [folder]
    root = real_path(folder)
    folders = entries_seen = 0
    while queue or linked:
        current = queue.pop(0) if queue else linked.pop(0)
        try:
            identity = file_identity(current.stat(), current)
        except OSError as err:
            notes.append(_unreadable(current, err))
            continue
        if identity in seen:
            if current != seen[identity]:  # the very same name twice needs no word
                notes.append(Duplicate(current, seen[identity], "same_folder"))
            continue
        if folders == MAX_FOLDERS:
            notes.append(_limit(folder, "too_many_folders", MAX_FOLDERS))
            break
        folders += 1
        seen[identity] = current
        try:
            with os.scandir(current) as listing:
                # one entry past the limit at most: a folder of millions is not listed whole
                entries = sorted(islice(listing, MAX_ENTRIES - entries_seen + 1), key=lambda e: e.name)
        except OSError as err:
            notes.append(_unreadable(current, err))
            continue
        entries_seen += len(entries)
        cut = entries_seen > MAX_ENTRIES
        if cut:
            entries = entries[: len(entries) - (entries_seen - MAX_ENTRIES)]
        names = {entry.name.casefold() for entry in entries}
        for entry in entries:
            path = Path(entry.path)
            try:
                is_dir = entry.is_dir()  # through a link too
            except OSError:
                is_dir = False
            if passed_over(entry.name):
                continue  # hidden (.git, .stversions, a temporary file), a system's (desktop.ini)
            if is_dir and _a_link(entry):
                target = os.path.realpath(path)
                real = os.path.normcase(target)
                if _inside(real, root):
                    linked.append(path)
                elif (there := _in_named(real, target, named)) is not None:  # counted once, there
                    holder, other = there
                    if _hidden(other, holder):  # ... but that folder's reading passes over it
                        said = SkipReason("link_hidden", path=str(path), target=target, other=str(holder))
                        notes.append(Skipped(path, said))
                    else:
                        notes.append(Duplicate(path, other, "same_folder"))
                else:
                    notes.append(Skipped(path, SkipReason("link_outside", path=str(path), target=target)))
            elif is_dir:
                queue.append(path)
            elif entry.name.casefold().endswith(SUFFIX):  # B.MJGAME too
                outside = _file_link_outside(entry, path, root, named)
                if outside is None:
                    found.append(path)
                else:  # another club's record is not counted in this one's table
                    notes.append(outside)
            elif (fixed := near_record_name(entry.name)) is not None:  # table-1.mjgame.txt
                taken = fixed.casefold() in names  # table-1.mjgame beside it: no rename advised
                said = SkipReason(
                    "near_record_taken" if taken else "near_record_name", path=str(path), name=fixed
                )
                notes.append(Skipped(path, said))
            elif aliases is not None and is_aliases_name(entry.name):  # whatever its case
                aliases.append(path)
        if cut:
            notes.append(_limit(folder, "too_many_entries", MAX_ENTRIES))
            break
    return found


def _file_link_outside(
    entry: os.DirEntry[str], path: Path, root: str, named: Sequence[tuple[str, Path]]
) -> Skipped | None:
    """The note of a record entry that is a link to a file outside the season's folder ``root``
    (:func:`real_path`) and outside every other folder ``named`` for it (``file_link_outside``), as
    a link to a folder outside is not followed; None for any other entry (a link leading nowhere
    is read, and said, as a file that cannot be)."""
    if not _a_link(entry) or not os.path.exists(path):
        return None
    target = os.path.realpath(path)
    real = os.path.normcase(target)
    if _inside(real, root) or _in_named(real, target, named) is not None:
        return None
    return Skipped(path, SkipReason("file_link_outside", path=str(path), target=target))


def _in_named(real: str, target: str, named: Sequence[tuple[str, Path]]) -> tuple[Path, Path] | None:
    """The first of the ``named`` folders that holds the folder ``target`` (``real``: resolved by
    :func:`real_path`), and ``target`` as it names it (that folder, or a folder inside it); None when
    none does."""
    for root, path in named:
        if _inside(real, root):
            rest = os.path.relpath(target, os.path.realpath(path))
            return path, (path if rest == os.curdir else path / rest)
    return None


def _hidden(folder: Path, holder: Path) -> bool:
    """Whether ``folder``, inside ``holder``, is hidden there (a folder on its way has a name
    starting with ``.``, as ``.stversions``): a walk of ``holder`` passes over it."""
    parts = folder.relative_to(holder).parts
    return any(part.startswith(".") and part not in (os.curdir, os.pardir) for part in parts)


def _limit(folder: Path, code: str, most: int) -> Skipped:
    """The note of a walk of ``folder`` stopped at a limit (:data:`MAX_FOLDERS`,
    :data:`MAX_ENTRIES`)."""
    return Skipped(folder, SkipReason(code, path=str(folder), n=most))


def record_files(
    paths: Iterable[str | os.PathLike[str]], aliases: list[Path] | None = None
) -> tuple[list[Path], list[Skipped], list[Duplicate]]:
    """The ``.mjgame`` files under the folders (recursively, links inside each followed) and the files
    named, each file once by its identity (a real file before a link to it, then the first by
    name); the paths that do not exist or cannot be listed, and the repeats. ``aliases``: the
    aliases files met in the folders are added to it."""
    notes: list[Skipped | Duplicate] = []
    folders: dict[Identity, Path] = {}
    candidates: list[Path] = []
    items = [Path(item) for item in paths]
    is_folder = [path.is_dir() for path in items]  # asked once a path
    named = [(real_path(path), path) for path, folder in zip(items, is_folder, strict=True) if folder]
    for path, folder in zip(items, is_folder, strict=True):
        if folder:
            candidates.extend(_walk(path, folders, notes, named, aliases))
        elif os.path.lexists(path):
            candidates.append(path)  # a file, a pipe, a dangling link: read_game says why
        else:
            notes.append(Skipped(path, SkipReason("not_found", path=str(path))))
    by_identity: dict[Identity, list[Path]] = {}
    files: list[Path] = []
    for path in dict.fromkeys(candidates):
        try:
            info = path.stat()
        except OSError:
            files.append(path)  # a dangling link: load_record reports it
            continue
        if not stat.S_ISREG(info.st_mode):
            files.append(path)  # a pipe or a device: load_record refuses it, without waiting
            continue
        by_identity.setdefault(file_identity(info, path), []).append(path)
    for same in by_identity.values():
        first = min(same, key=lambda p: (p.is_symlink(), len(p.parts), str(p)))
        files.append(first)
        notes.extend(Duplicate(p, first, "same_file") for p in same if p != first)
    skipped = [n for n in notes if isinstance(n, Skipped)]
    duplicates = [n for n in notes if isinstance(n, Duplicate)]
    return sorted(files), skipped, sorted(duplicates, key=lambda d: str(d.path))


#: a file's size, modification time (ns), inode and status change time (ns); None: it cannot
#: be looked at (gone)
FileStamp = tuple[int, int, int, int] | None


def file_stamp(path: str | os.PathLike[str]) -> FileStamp:
    """The size, modification time, inode and status change time of ``path`` (None when it
    cannot be looked at). The inode and the change time see a save that keeps the size and puts
    the modification time back (a sync tool, ``rsync -t``, ``cp -p``, a FAT disk's coarse
    times): an atomic save makes a new inode, any write or ``utime`` a new change time."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_size, info.st_mtime_ns, info.st_ino, info.st_ctime_ns


@dataclass(frozen=True)
class Listing:
    """One walk of a season's ``paths`` (:func:`list_records`): the record files found, the
    paths that could not be listed, the repeats and the aliases files met (:func:`record_files`).
    Taken once, it serves both the look at the files' sizes and times (:func:`listing_stamps`)
    and the reading of the season that follows it (:func:`load_season`'s ``listing``)."""

    paths: tuple[str, ...]  # the paths walked, as given (:func:`os.fspath`)
    files: tuple[Path, ...]
    skipped: tuple[Skipped, ...]
    duplicates: tuple[Duplicate, ...]
    aliases_files: tuple[Path, ...]

    def of(self, paths: Iterable[str | os.PathLike[str]]) -> bool:
        """Whether this is a walk of ``paths``."""
        return self.paths == tuple(os.fspath(p) for p in paths)


def list_records(paths: Iterable[str | os.PathLike[str]]) -> Listing:
    """The one walk of ``paths`` (:func:`record_files`, the aliases files met too): no file read."""
    items = tuple(paths)
    met: list[Path] = []
    files, skipped, duplicates = record_files(items, met)
    return Listing(
        tuple(os.fspath(p) for p in items), tuple(files), tuple(skipped), tuple(duplicates), tuple(met)
    )


def listing_stamps(listing: Listing) -> dict[Path, FileStamp]:
    """The stamp (:func:`file_stamp`) of every record file of ``listing`` and of the aliases
    files it met: what changes when a record is saved, changed, renamed, added or removed."""
    found = (*listing.files, *(d.path for d in listing.duplicates), *listing.aliases_files)
    return {p: file_stamp(p) for p in found}


def _value_words(value: Value) -> list[str]:
    if isinstance(value, HanFu):
        return [str(value.han), str(value.fu)]
    if isinstance(value, Limit):
        return [value.name]
    if isinstance(value, HandValue):
        return ["hand", *value.words]
    return ["yakuman", str(value.multiple)]


def _pao_words(pao: Pao | None, seat: Callable[[str], str]) -> list[str]:
    if pao is None:
        return []
    return ["pao", seat(pao.name), str(pao.multiple), str(pao.yakuman)]


def game_content(record: Record) -> list[list[str]]:
    """What a record says, as the replay reads it: its rules, its players (by :func:`key`) and
    each action with its players as seats (:func:`_action_words`); blank lines and comments left
    out."""
    actions = [line.action for line in record.lines if line.action is not None]
    rules = next((a for a in actions if isinstance(a, RulesAction)), RulesAction("seed", SEED))
    players = next((a for a in actions if isinstance(a, PlayersAction)), PlayersAction(()))
    seat = _seats(players)
    content = [_action_words(rules, seat), _action_words(players, seat)]
    content += [_action_words(a, seat) for a in actions if not isinstance(a, RulesAction | PlayersAction)]
    return content


def _seats(players: PlayersAction) -> Callable[[str], str]:
    """A name as :func:`game_content` writes it: its seat in ``players``, else its :func:`key`."""
    seats = {key(n): str(i) for i, n in enumerate(players.names)}
    return lambda name: seats.get(key(name), key(name))


def _action_words(action: Action, seat: Callable[[str], str]) -> list[str]:
    """One line of a record as :func:`game_content` reads it, whatever its spaces, keyword case
    and comment: a rules line by the rules it means (:func:`rules_words`: ``rules mleague`` of a
    build before editions and ``rules mleague edition=1`` read alike), players by :func:`key`,
    the names of an action as ``seat`` gives them."""
    if isinstance(action, RulesAction):
        return ["rules", *rules_words(action.rules)]
    if isinstance(action, PlayersAction):
        return ["players", *(key(n) for n in action.names)]
    if isinstance(action, RiichiAction | WaremeAction | ChomboAction):
        return [type(action).__name__, seat(action.name)]
    if isinstance(action, RonAction):
        line = ["also ron" if action.also else "ron", seat(action.winner), seat(action.discarder)]
        return line + _value_words(action.value) + _pao_words(action.pao, seat)
    if isinstance(action, TsumoAction):
        line = ["tsumo", seat(action.winner), *_value_words(action.value)]
        return line + _pao_words(action.pao, seat)
    if isinstance(action, DrawAction):
        tenpai = sorted(seat(n) for n in action.tenpai)
        nagashi = sorted(seat(n) for n in action.nagashi)
        return ["draw", "tenpai", *tenpai, "nagashi", *nagashi]
    return [type(action).__name__]


#: a record's line as the season compares it with another record's (:func:`_line_contents`)
LineContent = tuple[str, ...] | bytes


def _line_contents(lines: Sequence[bytes]) -> list[LineContent]:
    """Each of a record's lines (:func:`_lines`) as :func:`game_content` reads it (its words:
    :func:`_action_words`, the names as seats of the record's first players line): what two
    records' lines are compared by, line by line. A line that is no action (blank, a comment:
    a ``# date`` line tells games apart) or that does not read is compared as written, without
    the spaces at its end."""
    contents: list[LineContent] = []
    players: PlayersAction | None = None
    seat = _seats(PlayersAction(()))
    for at, raw in enumerate(lines, 1):
        try:
            action = parse_line(raw.decode("utf-8"), at).action
        except UnicodeDecodeError:
            action = None
        if action is None:
            contents.append(raw.rstrip())
            continue
        if isinstance(action, PlayersAction) and players is None:
            players = action
            seat = _seats(action)
        contents.append(tuple(_action_words(action, seat)))
    return contents


def game_digest(record: Record, date: dt.date | None) -> str:
    """What makes two records the same game: what they say (:func:`game_content`: whatever
    their line endings, spaces, keyword case and comments) and their ``# date`` line (None
    without one: a copy's file day is not the game's)."""
    return _digest(game_content(record), date)


def _digest(content: list[list[str]], date: dt.date | None) -> str:
    data = [date.isoformat() if date is not None else "", *content]
    return hashlib.sha256(json.dumps(data, ensure_ascii=False).encode("utf-8")).hexdigest()


# the lines that end a hand (as game_content writes them): a win, a draw, an abortive draw, a
# chombo (its hand is played again); an ``also ron`` belongs to the hand of the ron before it
_HAND_ENDS = frozenset({"ron", "tsumo", "draw", "AbortAction", "ChomboAction"})


def record_hands(content: list[list[str]]) -> Hands:
    """The whole hands of a record, as :func:`game_content` reads it (its rules and players
    lines aside): each hand's lines up to its result, an ``also ron`` with the ron before it;
    the lines of a hand under way (a riichi after the last result) are left out."""
    hands: list[tuple[tuple[str, ...], ...]] = []
    current: list[tuple[str, ...]] = []
    for line in content[2:]:
        if line[0] == "also ron" and hands and not current:
            hands[-1] = (*hands[-1], tuple(line))
            continue
        current.append(tuple(line))
        if line[0] in _HAND_ENDS:
            hands.append(tuple(current))
            current = []
    return tuple(hands)


def sitting(content: list[list[str]], date: dt.date | None) -> Sitting:
    """Who sat where, and the day: a record's ``# date`` line ("" without one) and its players
    (:func:`key`) in their seats. The copies of one game's record share it."""
    return (date.isoformat() if date is not None else "", *content[1][1:])


def hands_alike(a: Hands, b: Hands) -> int:
    """How many hands two records agree on: hand by hand in order, or — where one has a hand
    more or fewer — the hands before that difference and those after it, whichever is more."""
    return _alike(a, b, lambda _hand: True)


def _alike(a: Hands, b: Hands, counted: Callable[[tuple[tuple[str, ...], ...]], bool]) -> int:
    """How many of the hands two records agree on are ``counted``: hand by hand in order, or
    the head and tail around a hand more or fewer, whichever is more (:func:`hands_alike`)."""
    in_place = sum(x == y and counted(x) for x, y in zip(a, b, strict=False))
    shorter = min(len(a), len(b))
    head = 0
    while head < shorter and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < shorter - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    around = sum(counted(h) for h in (*a[:head], *a[len(a) - tail :]))
    return max(in_place, around)


def look_alike(a: Hands, b: Hands) -> bool:
    """Whether two records of one sitting (:func:`sitting`) look like copies of one game: the
    hands of the shorter (one at least) are the first hands of the other — a copy saved before
    the game's end — or they agree on two thirds of the longer's hands (:func:`hands_alike`),
    two at least of them hands that tell games apart (:func:`_telling`) — a copy with a hand or
    two written otherwise, a short game's too (a copy of a three-hand game with its first hand
    corrected). Two games of one evening at one table agree on a hand now and then, never on
    most (the real records of ``tests/data`` agree on a quarter of their hands at most); but
    every game has draws where nobody was tenpai, and two short games of the same players (a
    yakuman in the first hands) may agree on those and on their last hand: records alike in
    fewer than two hands that tell games apart are two games unless one is the other's
    beginning."""
    shorter, longer = sorted((a, b), key=len)
    if not shorter:
        return False
    if longer[: len(shorter)] == shorter:
        return True
    same = hands_alike(a, b)
    return _telling_alike(a, b) >= 2 and 3 * same >= 2 * len(longer)


#: the lines of a hand that every game has: a draw with nobody tenpai, an abortive draw, none
#: of them with a riichi (two games agreeing on them are no more alike)
_COMMON_HANDS = frozenset({(("draw", "tenpai", "nagashi"),), (("AbortAction",),)})


def _telling(hand: tuple[tuple[str, ...], ...]) -> bool:
    """Whether a hand tells one game from another: a win (who won, from whom, what), a draw
    with somebody tenpai, a riichi, a chombo — not a draw that every game has."""
    return hand not in _COMMON_HANDS


def _telling_alike(a: Hands, b: Hands) -> int:
    """How many of the hands :func:`hands_alike` finds alike tell games apart (:func:`_telling`),
    counted the same way: in place, or the head and tail around a hand more or fewer."""
    return _alike(a, b, _telling)


def record_digest(text: str) -> str:
    """:func:`game_digest` of a record's text."""
    text = text.lstrip("\ufeff")
    return game_digest(parse_record(text), record_day(text))


def file_date(path: Path) -> dt.date:
    """The day a record's file was last modified, in local time (a game saved at 01:30 on
    1 March is a game of 1 March, whatever the day in UTC): its date without a ``# date`` line."""
    try:
        return dt.datetime.fromtimestamp(path.stat().st_mtime).date()
    except (OSError, OverflowError, ValueError):  # gone meanwhile, or a time no calendar has
        return dt.date(1970, 1, 1)


#: the alphabets a letter of two names that look alike is said in (twin_names_lookalike)
_SCRIPT_WORDS = {"latin": Word("latin"), "cyrillic": Word("cyrillic")}


def _seats_alike(copy: Game, counted: Game, seats: Sequence[int]) -> dict[str, object]:
    """Of the seats where two records' names differ, the first whose two names look alike
    (:func:`~mjgui.core.game.record.looks_alike`), said as :data:`MESSAGES`' ``twin_names_lookalike``
    says it (``name``, ``alike``, ``position``, ``letter``, ``other_letter``, ``script`` and
    ``other_script``: "" when the two letters are of one alphabet); none: an empty dict."""
    for i in seats:
        name, alike = copy.names[i].strip(), counted.names[i].strip()
        if mixes_scripts(alike) and not mixes_scripts(name):
            name, alike = alike, name
        found = looks_alike(name, alike)
        if found is not None:
            return {
                "name": name,
                "alike": alike,
                "position": found.position,
                "letter": found.letter,
                "other_letter": found.other_letter,
                "script": "" if found.script is None else found.script.key,
                "other_script": "" if found.other_script is None else found.other_script.key,
            }
    return {}


class _Twin(SkipReason):
    """A record whose hands are those of a game counted, seat by seat, though its players or its
    ``# date`` line are not (:func:`_twins`), with what differs: ``names``, ``other_names``, the
    names of the seats that differ ("": none), listed; ``date``, ``other_date``, the days of the
    ``# date`` lines ("": none the season reads); ``unread``, ``other_unread``, a ``# date``
    line that cannot be read ("": none; what the season cannot read is no missing line);
    ``rules``, ``other_rules``, their rules (a long game's copy may have its rules line
    corrected: :func:`_twins`); ``saved_last``: whether ``counted`` is counted only as the one
    saved last (:func:`_by_time`)."""

    def __init__(self, copy: Game, counted: Game) -> None:
        pairs = zip(copy.sitting[1:], counted.sitting[1:], strict=True)  # the seats' names' keys
        seats = [i for i, (a, b) in enumerate(pairs) if a != b]
        super().__init__(
            "same_hands",
            path=str(copy.path),
            other=str(counted.path),
            names=", ".join(copy.names[i] for i in seats),
            other_names=", ".join(counted.names[i] for i in seats),
            date=copy.sitting[0],
            other_date=counted.sitting[0],
            unread=copy.unread.text.strip() if copy.unread is not None else "",
            other_unread=counted.unread.text.strip() if counted.unread is not None else "",
            rules=copy.rules,
            other_rules=counted.rules,
            saved_last=_by_time(copy, counted),
            **_seats_alike(copy, counted, seats),
        )

    def message(self, lang: str = "en", *, within: Path | None = None, window: bool = False) -> str:
        """The sentence, what differs listed; ``within``: the files named from that folder (the
        same wherever it is said: ``window`` changes nothing)."""
        params = shown_params(named_from(self.params, within), lang, files=FILE_PARAMS)
        date, other_date = params["date"], params["other_date"]
        parts = []
        if params["names"] and "alike" in params:  # names that look alike: the letter that differs
            script = params["script"]
            if isinstance(script, str) and script in _SCRIPT_WORDS:
                scripts = {"script": _SCRIPT_WORDS[script].message(lang)}
                scripts["other_script"] = _SCRIPT_WORDS[str(params["other_script"])].message(lang)
                parts.append(phrase(MESSAGES, "twin_names_lookalike", lang, **{**params, **scripts}))
            else:
                parts.append(phrase(MESSAGES, "twin_names_lookalike_letter", lang, **params))
        elif params["names"]:
            parts.append(phrase(MESSAGES, "twin_names", lang, **params))
        if date and other_date and date != other_date:
            parts.append(phrase(MESSAGES, "twin_dates", lang, **params))
        elif date and not other_date:
            code = "twin_other_unread" if params["other_unread"] else "twin_other_undated"
            parts.append(phrase(MESSAGES, code, lang, **params))
        elif other_date and not date:
            code = "twin_unread" if params["unread"] else "twin_undated"
            parts.append(phrase(MESSAGES, code, lang, **params))
        if params["rules"] != params["other_rules"]:
            parts.append(phrase(MESSAGES, "twin_rules", lang, **params))
        text = phrase(MESSAGES, "same_hands", lang, **params, differs=and_list(parts, lang))
        return _saved_last(text, self.params, params, lang)


class _Unfinished(SkipReason):
    """A record whose game has not ended, with what it says so far: its sitting and its whole
    hands, and its rules (whether it is a copy of a game counted: :func:`look_alike`)."""

    def __init__(self, path: Path, state: GameState, at: Sitting, hands: Hands) -> None:
        if state.extra_round:  # said why it is there: an older record may have ended before it
            super().__init__(
                "unfinished_extra", path=str(path), round=state.round_label, why=ExtraRound(state.rules)
            )
        else:
            super().__init__("unfinished", path=str(path), round=state.round_label)
        self.sitting = at
        self.hands = hands
        self.rules = rules_label(state.rules)  # an early copy is one under the same rules


def unfinished_games(skipped: Sequence[Skipped]) -> int:
    """How many of the files ``skipped`` were read whole as game records whose game has not
    ended yet (a game still being played, one stopped in the West round): records read, not
    damaged ones, so that a season of them alone "read no record" never."""
    return sum(1 for note in skipped if isinstance(note.error, _Unfinished))


def read_game(path: Path) -> Game:
    """One record as a finished game; raises :class:`SkipReason` or a storage error."""
    return _game(path, read_record_bytes(path))


def _cut_off(data: bytes) -> bool:
    """Whether a record's bytes end in the middle of a line: something after the last line
    break (or, with none, at all) but spaces. mjgui ends every record it writes with one."""
    body = data.removeprefix(b"\xef\xbb\xbf")
    return bool(body[max(body.rfind(b"\n"), body.rfind(b"\r")) + 1 :].strip())


def _last_line(data: bytes) -> int:
    """The number of a record's last line (the text's own line endings, as an editor numbers)."""
    return len(split_lines(data.decode("utf-8", "replace")))


def link_refusal(data: bytes, path: str | os.PathLike[str] | None) -> MahjongError | None:
    """Why the bytes ``data`` of ``path`` (None: standard input) are no record when they hold
    only a link to a game log (a saved address, an Internet shortcut: which site, how to get the
    log; the :class:`~mjgui.core.logs.model.LogError` ``mjgui replay`` and the log window give),
    or None: anything else, and tenhou.net/6 editor links that hold the log itself (a game log,
    which ``mjgui game`` and ``mjgui league`` tell as one)."""
    from mjgui.core.logs import link_error
    from mjgui.core.logs.links import link_file_text, starts_json_links

    text = link_file_text(data)  # a .url, .desktop or .webloc (XML or binary) too
    if text is None or starts_json_links(text):  # more than a few links, or a log
        return None
    return link_error(text, path)  # None when the text holds no link (links.is_link_file's test)


#: What the log reader (:func:`mjgui.core.logs.read_log_bytes`, what ``mjgui replay`` reads with)
#: says of a file that begins as a log does (``<``, ``{``, ``[``) but is none at all: another
#: JSON or XML (a settings file), a web page. ``replay`` refuses it as no log, so ``game``, ``league`` and
#: the club window do not send it there: they read it as the record it may have been.
NOT_A_LOG = frozenset(
    {
        "log_unknown_format",
        "log_not_mjlog",
        "log_not_tenhou6",
        "log_not_tenhou6_hand",
        "log_web_page",
        "log_doctype",
    }
)


#: What the log reader says of a file it knows but mjgui does not read (a game record in Mahjong
#: Soul's own format, ``{"head": …, "data": …}``; a capture of the Mahjong Soul client's
#: messages): no log ``replay`` reads, no record either, so ``game``, ``league`` and the club
#: window say the reader's sentence themselves, the file named (:func:`log_verdict`), as they say
#: a link's (:func:`link_refusal`), not "use mjgui replay".
SAID_AS_READ = frozenset({"log_majsoul_record", "log_majsoul_capture"})


def log_given(path: str | os.PathLike[str]) -> bool:
    """Whether the file at ``path``, named where a game record is read (``mjgui game``, the
    season: ``mjgui league``, the club window), is a game log as ``mjgui replay`` reads one: its
    first bytes start one (:func:`mjgui.core.logs.is_log_file`: a regular file, its start read,
    never waited on) and the log reader does not refuse it as no log at all (:data:`NOT_A_LOG`)
    nor as a file mjgui does not read (:data:`SAID_AS_READ`). A log the reader finds damaged (cut
    short, a hand that cannot be read) is a log: ``replay`` says what is wrong with it."""
    return log_verdict(path) is True


def log_verdict(path: str | os.PathLike[str]) -> bool | LogError:
    """:func:`log_given`, or the log reader's refusal of a file it knows but mjgui does not read
    (:data:`SAID_AS_READ`: a Mahjong Soul record), naming ``path``: what to say of it."""
    from mjgui.core.logs import LogError, is_log_file, named_link_error, read_log_file

    if not is_log_file(path):
        return False
    try:
        read_log_file(path)
    except LogError as err:
        if err.code in SAID_AS_READ:
            return named_link_error(err, path)
        if err.code == "log_json":  # JSON that does not read: a log only when it is one cut short
            try:
                return _json_cut_short(read_regular_bytes(path, MAX_JSON_SNIFF))
            except StorageError:
                return False
        return err.code not in NOT_A_LOG
    return True


def log_bytes_given(data: bytes) -> bool:
    """:func:`log_given` of bytes already read (``mjgui game -``: standard input, read once up to
    a record's size limit; a longer log, cut there, is still told a log by its start)."""
    return log_bytes_verdict(data, None) is True


def log_bytes_verdict(data: bytes, path: str | os.PathLike[str] | None) -> bool | LogError:
    """:func:`log_verdict` of bytes already read, from ``path`` (None: a file not named; the
    refusal then names none)."""
    from mjgui.core.logs import LogError, looks_like_log, named_link_error, read_log_bytes

    if not looks_like_log(data):
        return False
    try:
        read_log_bytes(data)
    except LogError as err:
        if err.code in SAID_AS_READ:
            return err if path is None else named_link_error(err, path)
        if err.code == "log_json":
            return _json_cut_short(data)
        return err.code not in NOT_A_LOG
    return True


def log_stream_verdict(
    stream: BinaryIO, path: str | os.PathLike[str] | None
) -> tuple[bytes, bool | LogError]:
    """What ``mjgui game -`` reads of standard input ``stream`` (once: a record's size limit and a
    byte), and its :func:`log_bytes_verdict`, told on the same facts as of a file named: bytes
    past a record's limit that start as a log does are read on up to a log's limit (a Mahjong Soul
    record over 1 MB, cut at the record's limit, read as a log cut short: "use mjgui replay")."""
    from mjgui.core.logs import MAX_LOG_CHARS, looks_like_log

    data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES and looks_like_log(data):
        while len(data) <= MAX_LOG_CHARS:
            more = stream.read(MAX_LOG_CHARS + 1 - len(data))
            if not more:
                break
            data += more
    return data, log_bytes_verdict(data, path)


#: how much of a file whose JSON does not read :func:`log_given` reads to tell whether it is
#: a log cut short (:func:`_json_cut_short`): a log's own limit
MAX_JSON_SNIFF = 16 * 1024 * 1024


def _json_cut_short(data: bytes) -> bool:
    """Whether ``data``, JSON that does not read (the log reader's ``log_json``), is JSON cut
    short — what a log saved or copied only in part is — rather than text that only begins as
    JSON does: a Windows ``desktop.ini`` (``[.ShellClassInfo]``), an INI file's ``[section]``.
    A gzip file (inflated by the log reader alone) is a log: its first bytes say so."""
    from mjgui.core.logs.tenhou6 import cut_off

    if data[:2] == b"\x1f\x8b":
        return True
    text = data.decode("utf-8", errors="replace").removeprefix("\ufeff")
    try:
        json.JSONDecoder().raw_decode(text, len(text) - len(text.lstrip()))
    except json.JSONDecodeError as err:  # cut off as the log reader says one is
        return cut_off(text, err)
    except (ValueError, RecursionError):  # a number too long, nesting too deep: JSON all the same
        return True
    return True  # the first value reads: the log reader's complaint is about what follows it


def _game(path: Path, data: bytes) -> Game:
    """:func:`_record_game`; a file that holds only a link to a game log, which a record's reader
    refuses at its first line (or as cut off: a saved address often has no line break after it),
    is said to be one (:func:`link_refusal`), and so is a game log (:func:`log_bytes_verdict`: a
    record's reader finds its first line too long, or binary data), SkipReason ``game_log``, and a
    Mahjong Soul record, in the log reader's words (:data:`SAID_AS_READ`)."""
    try:
        return _record_game(path, data)
    except (StorageError, SkipReason) as err:
        link = link_refusal(data, path)
        if link is not None:
            raise link from err
        if isinstance(err, _Unfinished):
            raise
        log = log_bytes_verdict(data, path)
        if not log:
            raise
        if log is not True:  # a Mahjong Soul record: the reader's sentence, the file named
            raise log from err
        raise SkipReason("game_log", path=str(path)) from err


def _record_game(path: Path, data: bytes) -> Game:
    """The record in ``data`` (the bytes of ``path``) as a finished game: :func:`read_game`.

    A record that ends in the middle of a line (:func:`_cut_off`) is not counted while its last
    line may be the beginning of a longer one (:func:`~mjgui.core.game.game.may_go_on`): a sync
    tool or a copy may still be writing it, and its last line cut short may read as another line
    (``draw tenpai Emil`` of ``draw tenpai Emil,Aiko,Boris``, other scores). The tracker opens
    such a file as it is (a record typed in an editor often lacks its last line break); the
    season, shared by every desk, waits for it to be whole, and counts it as they do when nothing
    written after its last line could change it (``ron Chen from Aiko 1 30``)."""
    try:  # zeros at the end only, a copy under way: StorageError zero_filled, as the tracker says
        record = record_of(data, path)
    except StorageError as err:  # a line cut short, a letter of it cut in two
        if err.code in ("truncated", "encoding") and _cut_off(data) and err.line == _last_line(data):
            raise SkipReason("cut_off", path=str(path), line=err.line) from None
        if err.code == "bad_line" and err.line is not None:  # said with the league's remedy
            if not _play_line(data, path, err.line):
                raise SkipReason(
                    "bad_line_head", path=str(path), line=err.line, reason=err.params["reason"]
                ) from None
            # after the game's end (end: the line that ended it): to be deleted, not corrected
            ended = _ended_before(data, path, err.line)
            end = {"end": ended} if ended else {}
            raise SkipReason(
                "bad_line_play", path=str(path), line=err.line, reason=err.params["reason"], **end
            ) from None
        raise
    result = replay(record)
    if _cut_off(data) and may_go_on(result):  # else its last line is whole, line break or not
        raise SkipReason("cut_off", path=str(path), line=len(record.lines))
    refused = refused_players(result)  # a players line that reads, refused: as one unread
    if refused is not None and refused.line is not None:  # (the tracker does not open it either)
        raise SkipReason("bad_line_head", path=str(path), line=refused.line, reason=refused)
    if result.errors:
        raise SkipReason("refused_line", path=str(path), reason=result.errors[0])
    if not result.final.started:
        if not data.removeprefix(b"\xef\xbb\xbf").strip():  # nothing in it (a placeholder)
            raise SkipReason("empty", path=str(path))
        raise SkipReason("no_players", path=str(path))
    content = game_content(record)
    dated = record_day(record.text)  # a "# date 18.01.2026" line's day as its date
    at, hands = sitting(content, dated), record_hands(content)
    if not result.ended:
        raise _Unfinished(path, result.final, at, hands)
    unread = unread_date(record.text)  # counted all the same, with a note (Season.misdated)
    return Game(path, dated or file_date(path), result, _digest(content, dated), at, hands, unread)


def _play_line(data: bytes, path: Path, line: int) -> bool:
    """Whether the bad line ``line`` of the record in ``data`` is a line of play: after a
    players line that reads, as the game tracker opens such a record (read up to that line, the
    line marked: :meth:`~mjgui.controller.game.tracker.TrackerController.open_file`); a rules or
    players line that does not read, the tracker refuses."""
    lines = parse_record(record_text(data, path)).lines
    players = next((x.number for x in lines if isinstance(x.action, PlayersAction) and x.error is None), None)
    return players is not None and line > players


def _ended_before(data: bytes, path: Path, line: int) -> int:
    """The line that ended the game of the record in ``data``, read as the game tracker reads it
    (counted up to its first line that does not read), when it comes before line ``line``; else
    0 (the game goes on there: the line is corrected). Nor when the game's last ron's discard
    may still change (its end waits on it: :func:`~mjgui.core.game.game.last_discard_open`, as
    the tracker says): the line may be another winner, or a third that makes the hand an
    abortive draw (sanchahou), corrected."""
    state = replay(parse_record(record_text(data, path)), until_unread=True).final
    return state.end_line if state.ended and state.end_line < line and not last_discard_open(state) else 0


#: what a record file is known by between two loads: its size, its modification time (ns) and
#: the SHA-256 of its bytes (an edit that keeps the size and the time is seen too)
Stamp = tuple[int, int, str]


@dataclass
class SeasonCache:
    """What the last :func:`load_season` given this cache read of each record file, for the next
    (the club window's Reload): a file whose size, modification time and bytes are as they were
    is not parsed and replayed again, its game — or why it was left out — is taken as it was
    (:meth:`read`). The bytes are read every time: what makes two records one game, a copy or a
    conflict copy is worked out again from every file. Only the files the last load read are
    kept (a file deleted is forgotten).

    A load that finds the very season the last one gave (:meth:`Season.same_as`: nothing
    changed in the folder) returns the last one's object (:meth:`kept`), so what was worked out
    of it (the league table, the chart) holds for it."""

    _held: dict[Path, tuple[Stamp, Game | MahjongError]] = field(default_factory=dict, repr=False)
    _read: dict[Path, tuple[Stamp, Game | MahjongError]] = field(default_factory=dict, repr=False)
    replayed: int = 0  # the files the last load parsed and replayed (not taken as they were)
    season: Season | None = field(default=None, repr=False)  # the last load's

    def kept(self, season: Season) -> Season:
        """The season a load found: the last load's very object when it is the same."""
        if self.season is not None and self.season.same_as(season):
            return self.season
        self.season = season
        return season

    def start(self) -> None:
        """A load begins: what it reads is kept, the rest forgotten at :meth:`finish`."""
        self._read = {}
        self.replayed = 0

    def finish(self) -> None:
        self._held, self._read = self._read, {}

    def read(self, path: Path) -> Game:
        """:func:`read_game` of ``path``, replayed only when the file changed since the last
        load (its game is then the one read before: equal to what a replay gives)."""
        try:
            info = path.stat()
        except OSError:
            return read_game(path)  # gone, or a dangling link: read_game says why
        data = read_record_bytes(path)  # a file that cannot be read is said so every time
        stamp = (info.st_size, info.st_mtime_ns, content_digest(data))
        entry = self._held.get(path)
        if entry is not None and entry[0] == stamp:
            held = entry[1]
        else:
            self.replayed += 1
            try:
                held = _game(path, data)
            except MahjongError as err:
                held = err
        self._read[path] = (stamp, held)
        if isinstance(held, MahjongError):
            raise held.with_traceback(None)
        if not held.sitting[0]:  # no date line: its file's day, in the local time of now
            day = file_date(path)
            if day != held.date:
                held = replace(held, date=day)
        return held


def _age(game: Game) -> tuple[float, str]:
    try:
        stamp = game.path.stat().st_mtime
    except OSError:
        stamp = 0.0
    return stamp, str(game.path)


def _kept_first(game: Game) -> tuple[bool, float, str]:
    """Which of two records of the very same game is counted, the other its repeat (the lesser
    first): the one whose file is not named as a copy (:func:`copy_original`, as
    :func:`_counted_first` says: a copy made by a file manager, ``cp -p`` or a sync tool keeps
    the time of the file it copies), then the older file, then the first by name."""
    return (copy_original(game.path) is not None, *_age(game))


def _counted_first(game: Game) -> tuple[int, bool, bool, float, str]:
    """Which of two records of one game is counted, the other left out as its copy (a near
    copy, :func:`_near_copies`, or a twin, :func:`_twins`: the same rule for both), the lesser
    first: the one with more hands (a record is saved as its game goes on: the other is an early
    save), then the one with a ``# date`` line the season reads (the other's date is its file's
    day, which a copy, a sync or a restore changes: an undated copy saved last never moves the
    game to its own day, nor stands for the games of two evenings), then the one whose file is
    not named as a copy (:func:`copy_original`: not ``table-3 (1).mjgame``, ``table-3 -
    Copy.mjgame``, ``table-3 copy.mjgame``, which a download, a file manager or a sync tool made
    of it, whatever its time: such a copy keeps the time of the file it copies, or gets the time
    a clock behind gave it), then the one saved last (the two differ by a correction: a hand, a
    name or a date written otherwise, saved after the record it corrects; by its file's time, so
    a sync tool or a restore that sets the files' times can change which: :func:`_by_time` says
    so in the note), then the first by name."""
    stamp, name = _age(game)
    return -len(game.hands), not game.sitting[0], copy_original(game.path) is not None, -stamp, name


def _by_time(copy: Game, counted: Game) -> bool:
    """Whether of two copies of one game ``counted`` is counted only as the one saved last (its
    file's time: :func:`_counted_first`), which a sync tool or a restore can change."""
    first, second = _counted_first(counted), _counted_first(copy)
    return first[:3] == second[:3] and first[3] != second[3]


#: no aliases: every spelling a player of its own
_NO_ALIASES = Aliases()


def _seated(sitting: Sitting, aliases: Aliases) -> Sitting:
    """A sitting (:func:`sitting`) with its players counted as the club's ``aliases`` count them
    (:meth:`~mjgui.core.league.aliases.Aliases.seats`): two spellings the club merged are one
    name when records are compared as copies, as they are one player in its tables."""
    return (sitting[0], *(key(n) for n in aliases.seats(sitting[1:])))


def _table(game: Game, aliases: Aliases = _NO_ALIASES) -> tuple[Sitting, str]:
    """A record's sitting (:func:`sitting`, ``aliases`` applied: :func:`_seated`) and its rules:
    the records whose hands alike make near copies of one game (:func:`_near_copies`; other
    rules are another game, or a copy with its rules corrected whose hands are all alike:
    :func:`_twins`)."""
    return _seated(game.sitting, aliases), game.rules


def _near_copies(games: Iterable[Game], aliases: Aliases = _NO_ALIASES) -> dict[str, tuple[Game, int]]:
    """The games that look like copies of another game of theirs (:func:`look_alike`), by
    digest: the game counted in their stead (:func:`_counted_first`), and the hands the two
    agree on. Under other rules two records are not near copies (:func:`_table`; names the
    club's ``aliases`` merge are one)."""
    by_table: dict[tuple[Sitting, str], list[Game]] = {}
    for game in games:
        by_table.setdefault(_table(game, aliases), []).append(game)

    def alike(counted: Game, game: Game) -> bool:
        """Copies of one game: by their hands, or by a name and hands of one edited (:func:`_edited`)."""
        hands = counted.hands, game.hands
        return look_alike(*hands) or (_named_copy(counted, game) and _edited(*hands))

    return _copies_in(by_table.values(), alike)


def _edited(a: Hands, b: Hands) -> bool:
    """Whether of two records one is the other with one hand corrected, added or dropped: the
    hands of the longer all alike but one (:func:`hands_alike`), one at least of those alike a
    hand that tells games apart (:func:`_telling`). Two games of one evening may agree on a hand
    or two (a mangan ron, a draw with the same players tenpai), never on every hand but one;
    what a record named as a copy of another (:func:`_named_copy`) must hold to be its copy."""
    longer = max(len(a), len(b))
    return _telling_alike(a, b) > 0 and hands_alike(a, b) >= longer - 1


def _named_copy(a: Game, b: Game) -> bool:
    """Whether of two records in one folder one is named as a copy of the other: a numbered one
    or a file manager's (:func:`copy_original`: ``table-2 (1).mjgame``, ``table-2 -
    Copy.mjgame``; the desk's own "keep both" gives such a name) or OneDrive's
    (:func:`~mjgui.core.league.files.machine_copy_of`: ``table-2-LAPTOP.mjgame``), whatever the
    Unicode form and case of the two names. Of one sitting and one rules (:func:`_near_copies`)
    and with every hand alike but one (:func:`_edited`), such records are copies of one game
    even when they agree on too few hands to look alike (:func:`look_alike`: a short game with
    a hand corrected, which two games of one evening may otherwise be), never two games counted
    in silence; two games of their own that agree on a hand or two stay two games."""
    if a.path.parent != b.path.parent:
        return False
    for copy, original in ((a, b), (b, a)):
        named = copy_original(copy.path)
        if named is not None and _name_form(named) == _name_form(original.path):
            return True
        if machine_copy_of(copy.path.name, original.path.name):
            return True
    return False


def _renamed_copies(games: Iterable[Game], aliases: Aliases = _NO_ALIASES) -> dict[str, tuple[Game, int]]:
    """The games that look like copies of another game of theirs with a name corrected as well
    as a hand or two, by digest: the game counted in their stead (:func:`_counted_first`) and
    the hands the two agree on. Such a copy is neither a near copy (:func:`_near_copies`: the
    same names in the same seats) nor a twin (:func:`_twins`: every hand alike), and a copy
    whose name no sync tool is known to give (OneDrive's ``table-1-LAPTOP.mjgame``, a tool in
    another language, a file copied by hand) was counted as a second game of the evening. Here:
    the same ``# date`` line (a day the season reads), or none in either (as near copies
    without one are: their hands tell, not their files' days), the same rules, the same players
    in the same seats but one, and the hands of copies of one game (:func:`look_alike`), neither
    of them a short game (:data:`SHORT_GAME`: two evenings' or two tables' yakuman end alike);
    the names compared as the club's ``aliases`` count them (:func:`_seated`). Two players named
    in each other's seats with a hand of their own, or two other players, are another game; and
    records of the same hands, every one, are copies only as :func:`_twin` says (else one record
    between two others, each a name apart, would make them one game)."""
    by_day: dict[tuple[str, str, int], list[Game]] = {}
    for game in games:  # the day "" for the records without a readable # date: grouped alike
        if len(game.hands) >= SHORT_GAME:
            by_day.setdefault((game.sitting[0], game.rules, game.players), []).append(game)

    def renamed(counted: Game, game: Game) -> bool:
        """Whether ``game`` has the players of ``counted`` but one, other hands, and hands alike."""
        named = _one_name_other(_seated(counted.sitting, aliases), _seated(game.sitting, aliases))
        return named and counted.hands != game.hands and look_alike(counted.hands, game.hands)

    return _copies_in(by_day.values(), renamed)


def _copies_in(
    groups: Iterable[list[Game]], alike: Callable[[Game, Game], bool]
) -> dict[str, tuple[Game, int]]:
    """Of each group of games, those that are copies of one counted before them
    (:func:`_counted_first`; ``alike`` of the two), by digest: the game counted in their stead
    and the hands the two agree on."""
    copies: dict[str, tuple[Game, int]] = {}
    for group in groups:
        counted: list[Game] = []
        for game in sorted(group, key=_counted_first):
            like = next((c for c in counted if alike(c, game)), None)
            if like is None:
                counted.append(game)
            else:
                copies[game.digest] = (like, hands_alike(like.hands, game.hands))
    return copies


def _one_name_other(a: Sitting, b: Sitting) -> bool:
    """Whether two sittings of one day have the same players in the same seats but one."""
    return sum(x != y for x, y in zip(a[1:], b[1:], strict=True)) == 1


def _renamed_copy(copy: Game, counted: Game, same: int) -> Skipped:
    """A record left out as :func:`_renamed_copies` finds it: naming the seats that differ."""
    pairs = zip(copy.sitting[1:], counted.sitting[1:], strict=True)
    seats = [i for i, (a, b) in enumerate(pairs) if a != b]
    reason = SkipReason(
        "renamed_copy",
        path=str(copy.path),
        other=str(counted.path),
        names=", ".join(copy.names[i] for i in seats),
        other_names=", ".join(counted.names[i] for i in seats),
        same=same,
        n=max(len(copy.hands), len(counted.hands)),
        undated=not counted.sitting[0],
        saved_last=_by_time(copy, counted),
    )
    return Skipped(copy.path, reason, counted.path)


#: a game of fewer whole hands than this is *short* (a yakuman that ends it at once, a
#: player's points gone in the first hands): played alike, seat by seat, again on another
#: evening, or at two tables of one evening, it is another game (:func:`_twin`)
SHORT_GAME = 4


#: a long game with this many hands that tell games apart (:func:`_telling`) or more, ended
#: alike seat by seat, is one game whatever names its records give (:func:`_twin`). Two real
#: games agree on a telling hand in place about once in 300 pairs (the logs of ``tests/data``):
#: at 1 in 100, three such hands alike, with every draw between them and the number of hands,
#: is a chance of one in a million for two records of a season
TELLING_GAME = 3


def _twin(a: Game, b: Game, *, short: bool, aliases: Aliases = _NO_ALIASES) -> bool:
    """Whether two records with the same hands, seat by seat and in order, whose players,
    ``# date`` lines or rules differ (:func:`_twins` pairs only those), are copies of one game.

    A long game with :data:`TELLING_GAME` hands or more that tell games apart (:func:`_telling`:
    wins, tenpai, riichi, chombo) ended alike is no coincidence: its records are copies whatever
    names, ``# date`` lines (corrected, or gone) and rules lines (corrected) differ — a name or
    two corrected in a Save As, a cloud's ``table-2 2.mjgame``, every name written in Cyrillic.
    Counted twice, the players left as they were would have the game twice, and the club that
    merges the other names would have it twice for everyone. A long game of fewer such hands
    (the others draws nobody was tenpai in) may be played alike at another table: its records
    are copies only with the same players in the same seats, the club's ``aliases`` applied
    (:func:`_seated`: a name the club merged is the same name), whatever their ``# date`` and
    rules lines. Both rules compare two records alone, and say of three what they say of each
    two: whether two records are one game never depends on a third that links them (one name
    corrected in it, another in its copy) being there. A ``short`` game (:data:`SHORT_GAME`)
    may be played alike too: such records (under the same rules: :func:`_twins`) are copies
    only with the same names in the same seats, one of them without a ``# date`` line the
    season reads (gone, or unreadable); two dated on two evenings, or with a player of their
    own, are two games."""
    same = _seated(a.sitting, aliases)[1:] == _seated(b.sitting, aliases)[1:]
    if short:
        return same and not (a.sitting[0] and b.sitting[0])
    return same or sum(_telling(h) for h in a.hands) >= TELLING_GAME


def _twins(games: Sequence[Game], aliases: Aliases = _NO_ALIASES) -> dict[str, Game]:
    """The games whose hands are those of another game, whole, seat by seat and in order
    (:func:`record_hands`, one hand at least), at a table of as many seats, but whose players,
    ``# date`` line or rules are not the same (:func:`_table`), and that are copies of that game
    (:func:`_twin`: a copy with names corrected, its ``# date`` line corrected or gone, its
    rules line corrected; the club's ``aliases`` applied), by digest: the game counted in their
    stead. A short game's copies (:data:`SHORT_GAME`) are under the same rules: played alike
    under other rules, it is another game.

    Two games of one club do not end every hand of a whole game alike, seat by seat, by chance
    (each hand is a winner, a loser and a value, a draw its tenpai seats), but a short game may
    (a yakuman that ends it): :func:`_twin` says when they are one game. Which of the two is
    counted follows the rule of every copy (:func:`_counted_first`: the one with a ``# date``
    line, then the file not named as a copy, then the one saved last, then the first by name);
    which is the right one only a player can tell, so the other is named with what differs. (Of
    a short game's records the dated ones are counted first: an undated copy is no bridge between
    the games of two evenings.)

    The records of the counted game's own sitting are left to :func:`_near_copies`: so of each
    sitting the one it would keep stands for it here, and a sitting where another record looks
    like a copy of it (a hand corrected: :func:`look_alike`) is counted first, so that the near
    copies of the game are found beside the record they copy, and the game counted once. (Two
    such sittings, each with its own corrected copy, are beyond this: the corrected copies count
    apart.) A long game's copies of copies are one game with it (:func:`_copies_of_one_game`)."""
    Table = tuple[Sitting, str]
    by_table: dict[Table, list[Game]] = {}
    by_hands: dict[tuple[int, str, Hands], dict[Table, list[Game]]] = {}
    for game in games:
        by_table.setdefault(_table(game, aliases), []).append(game)
        if game.hands:
            rules = game.rules if len(game.hands) < SHORT_GAME else ""  # a long game's: any
            tables = by_hands.setdefault((game.players, rules, game.hands), {})
            tables.setdefault(_table(game, aliases), []).append(game)

    def corrected(game: Game) -> bool:
        """Whether a record of its sitting and rules with other hands looks like a copy of it."""
        others = (o for o in by_table[_table(game, aliases)] if o.hands != game.hands)
        return any(look_alike(o.hands, game.hands) for o in others)

    twins: dict[str, Game] = {}
    for (_, _, hands), tables in by_hands.items():
        if len(tables) < 2:
            continue
        short = len(hands) < SHORT_GAME
        # of each sitting and rules the record _near_copies keeps, the one to count first
        kept = [min(same, key=_counted_first) for same in tables.values()]
        kept.sort(key=lambda g: (short and not g.sitting[0], not corrected(g), _counted_first(g)))
        for counted, copies in _copies_of_one_game(kept, short=short, aliases=aliases):
            for game in copies:
                twins.update((g.digest, counted) for g in tables[_table(game, aliases)])
    return twins


def _copies_of_one_game(
    kept: list[Game], *, short: bool, aliases: Aliases = _NO_ALIASES
) -> list[tuple[Game, list[Game]]]:
    """Records of one game's hands (of other sittings, the first to count first) as the games
    they are: each counted with its copies (:func:`_twin`, the club's ``aliases`` applied). A
    long game's copies are all the records linked by copies of copies; a short game's, the
    records that are each a copy of the game counted (an undated copy is no bridge between the
    games of two evenings)."""
    if short:
        games: list[tuple[Game, list[Game]]] = []
        for game in kept:
            first = next((g for g in games if _twin(g[0], game, short=True, aliases=aliases)), None)
            if first is None:
                games.append((game, []))
            else:
                first[1].append(game)
        return games
    group_of = list(range(len(kept)))  # each record's group: the first record of it

    def root(i: int) -> int:
        while group_of[i] != i:
            i = group_of[i]
        return i

    for j, game in enumerate(kept):
        for i in range(j):
            if _twin(kept[i], game, short=False, aliases=aliases):
                a, b = sorted((root(i), root(j)))
                group_of[b] = a  # the first of both groups heads them: counted
    groups: dict[int, tuple[Game, list[Game]]] = {}
    for j, game in enumerate(kept):
        head = root(j)
        if head == j:
            groups[j] = (game, [])
        else:
            groups[head][1].append(game)
    return list(groups.values())


def _copy_of(
    path: Path, hands: Hands, counted: Game, same: int, stops: str | None = None, copy: Game | None = None
) -> Skipped:
    """A record left out as a copy of the game ``counted`` (of its sitting: the same ``# date``
    line, or none the season reads in either, said so): ``stops``, the round where an unfinished
    copy stops (said when its hands are the first of that game's); ``copy``, the finished
    record left out (whether ``counted`` is counted only as the one saved last: :func:`_by_time`)."""
    undated = not counted.sitting[0]
    if stops is not None and counted.hands[: len(hands)] == hands:
        reason = SkipReason(
            "early_copy", path=str(path), other=str(counted.path), round=stops, n=len(hands), undated=undated
        )
    else:
        n = max(len(hands), len(counted.hands))
        saved_last = copy is not None and _by_time(copy, counted)
        reason = SkipReason(
            "near_copy",
            path=str(path),
            other=str(counted.path),
            same=same,
            n=n,
            undated=undated,
            saved_last=saved_last,
        )
    return Skipped(path, reason, counted.path)


def load_season(
    paths: Sequence[str | os.PathLike[str]], cache: SeasonCache | None = None, listing: Listing | None = None
) -> Season:
    """Read every record under ``paths`` into a season, each game once; never writes.

    ``cache``: what an earlier load with it read (:class:`SeasonCache`): the files unchanged
    since are not replayed again; the season is the one a load without it gives (the earlier
    load's very object when nothing changed). ``listing``: a walk of ``paths`` just taken
    (:func:`list_records`, the club window's look at what changed on disk), read instead of
    walking the folders again (one of other paths is not used).

    A sync tool's conflict copy of a record read too (:func:`conflict_original`) is not counted:
    it is a duplicate when it holds the same game, else it is skipped with the record it copies
    (one of the two is wrong, and only a person can say which; a copy with a line refused, rules
    of a newer mjgui, is said with that line) — unless it holds another game
    (:func:`another_game`: another table's, another evening's), counted with a note, or the
    record is empty or only the beginning of the copy's game (:func:`_begins`: an earlier save, a
    copy cut mid-line; the lines compared as :func:`game_content` reads them, so a record written
    before editions, ``rules mleague``, begins the copy's ``rules mleague edition=1``), when the
    copy is counted instead, with a note naming both; so is a copy that reads beside a record
    that does not (a bad line, rules of a newer mjgui: ``conflict_refused``), the record's own
    note kept; of two such copies or more that read, each other table's or evening's game is
    counted (``conflict_refused_apart`` when two or more are, else ``conflict_refused``: one
    counted alone), and versions of one game that differ are none of them counted, one note
    naming them (``conflict_refused_differ``): never one chosen by its name. Two
    records of one sitting that look like copies of one game (:func:`look_alike`: an earlier
    save, a hand written otherwise) are one game: one is counted (:func:`_near_copies` says
    which), the other skipped with it named; so is an unfinished record whose hands are those of
    a game counted.

    A record listed that is gone when it is read (renamed or moved meanwhile: a sync tool, a
    player tidying the folder on another machine), or a conflict copy (deleted after its note
    was read), makes the folders listed again, up to
    :data:`RELISTS` times, so that the game is read under its new name, not left out as a file
    that cannot be read."""
    given = listing if listing is not None and listing.of(paths) else None
    for _ in range(RELISTS):
        try:
            season = _load_once(paths, cache, given)
        except _GoneSinceListed:  # a conflict copy gone since the walk
            season = None
        if season is not None:
            return season
        given = None  # a record gone since the walk: the folders listed again
    season = _load_once(paths, cache, last=True)
    assert season is not None  # the last try keeps what it read
    return season


#: how many times :func:`load_season` lists the folders again when a record listed was gone
#: when read (renamed meanwhile)
RELISTS = 3


class _GoneSinceListed(Exception):
    """A conflict copy listed was gone when it was read (deleted or renamed since the walk: a
    player who read its note, a sync tool): :func:`load_season` lists the folders again, as for
    a record gone, rather than naming a copy that is no longer there."""


def _load_once(
    paths: Sequence[str | os.PathLike[str]],
    cache: SeasonCache | None,
    listing: Listing | None = None,
    *,
    last: bool = False,
) -> Season | None:
    """:func:`load_season`'s one listing and reading of ``paths`` (``listing``: the walk given,
    else one made); None when a record listed was gone when it was read (renamed or moved
    since), unless this is the ``last`` try."""
    read_one = read_game if cache is None else cache.read
    if cache is not None:
        cache.start()
    if listing is None:
        listing = list_records(paths)
    files, skipped, duplicates = list(listing.files), list(listing.skipped), list(listing.duplicates)
    met = listing.aliases_files
    # the file read under each name: its own, or for another name of it (a link, a hard link)
    # the name it was read by, so a conflict copy is known whatever name its record was read by
    read = {p: p for p in files} | {d.path: d.other for d in duplicates if d.code == "same_file"}
    # the record a copy names, found whatever the Unicode form (NFC, NFD) and case of its name: a
    # desk on macOS or Windows may write the copy's name in another form than the record's
    by_form: dict[tuple[Path, str], Path] = {}
    for p in read:
        by_form.setdefault(_name_form(p), p)
    conflicts = {  # conflict copy -> (the record it names, that record's file as read)
        p: (o, read[o])
        for p in files
        if (named := conflict_original(p)) is not None
        and (o := named if named in read else by_form.get(_name_form(named), named)) is not None
        and read.get(o, p) != p  # not itself, by a link
    }
    games: dict[str, Game] = {}
    copies: list[Game] = []
    by_path: dict[Path, Game] = {}

    def take(path: Path, game: Game) -> None:
        """A game read: counted, or the same record as one counted kept aside as its copy: the
        file named as a copy (:func:`copy_original`: ``table-1 (1).mjgame``, ``table-1 -
        Copy.mjgame``, whatever its time, as :func:`_counted_first` says), else the younger file,
        else of two of one age the later name."""
        by_path[path] = game
        first = games.setdefault(game.digest, game)
        if first is not game and _kept_first(game) < _kept_first(first):
            games[game.digest], game = game, first
        if game is not games[game.digest]:
            copies.append(game)

    for path in files:
        if path in conflicts:
            continue
        try:
            game = read_one(path)
        except MahjongError as err:
            if not last and isinstance(err, StorageError) and _gone(path):
                return None  # renamed since it was listed: list again
            if isinstance(err, StorageError) and err.code == "too_large" and (log := log_verdict(path)):
                # a log over a record's size limit; a Mahjong Soul record, in the reader's words
                err = SkipReason("game_log", path=str(path)) if log is True else log
            skipped.append(Skipped(path, err))
            continue
        take(path, game)
    # a conflict copy holding another game than the record it names (another table's, saved
    # under the same name on another desk before the folder synced; another evening's) is counted
    seen = {s.path: (s.error.sitting, s.error.hands) for s in skipped if isinstance(s.error, _Unfinished)}
    seen |= {path: (game.sitting, game.hands) for path, game in by_path.items()}
    apart: list[Apart] = []
    aliases: dict[Path, Aliases | None] = {}
    read_copies: dict[Path, Game | MahjongError] = {}  # each conflict copy read once, or why not

    def read_copy(path: Path) -> Game | None:
        """The game of a conflict copy; None when it does not read."""
        if path not in read_copies:
            try:
                read_copies[path] = read_one(path)
            except MahjongError as err:
                if not last and isinstance(err, StorageError) and _gone(path):
                    raise _GoneSinceListed from None  # not said as a copy to delete: list again
                read_copies[path] = err
        copied = read_copies[path]
        return copied if isinstance(copied, Game) else None

    begun: dict[Path, Path] = {}  # a record not counted -> its conflict copy counted instead
    # a record that does not read (a bad line, a newer mjgui's rules, damage) -> its conflict copy
    # counted instead (the record's own note stays: it says why, and how to correct it)
    refused = {s.path: s.error for s in skipped if not isinstance(s.error, _Unfinished)}
    instead: dict[Path, Path] = {}
    # two conflict copies or more of one record holding only their beginning: the longest counted
    # when the others are it or its beginning, none when two differ (which is right, a player says);
    # one holding the same game as the longest (a comment line more or less) is a duplicate of it,
    # "the same game", as the copies of a record that does not read are (_versions)
    finished: dict[Path, list[Path]] = {}
    for path, (_, as_read) in conflicts.items():
        if as_read not in by_path and _begins(as_read, path):
            finished.setdefault(as_read, []).append(path)
    for as_read, copies_of in finished.items():
        if len(copies_of) < 2 or all(read_copy(p) is None for p in copies_of):
            continue
        for p in [p for p in copies_of if read_copy(p) is None]:  # no finished game: said as
            copies_of.remove(p)  # a record of its own (an early save of the game counted: below)
            del conflicts[p]
            try:
                read_one(p)
            except MahjongError as err:
                skipped.append(Skipped(p, err))
        if len(copies_of) < 2:
            continue
        lines = {p: _copy_lines(p) for p in copies_of}
        longest = max(copies_of, key=lambda p: len(lines[p]))  # of two alike, the first
        for p in copies_of:
            del conflicts[p]
        counted = read_copy(longest)
        assert counted is not None  # read above
        # a copy of the same game (what game_digest reads: its comments, spaces and case aside)
        # is a duplicate of the longest, whatever its comments: only other games differ
        alike = {
            p for p in copies_of if (copied := read_copy(p)) is not None and copied.digest == counted.digest
        }
        differ = {p: _differs_from(lines[p], lines[longest]) for p in copies_of if p not in alike}
        if any(line is not None for line in differ.values()):
            # one note for the record and its copies (it says to delete the record): two copies
            # that differ named with the line they part at, each compared with the longest
            other, line = next((p, line) for p, line in differ.items() if line is not None)
            path, named = sorted((other, longest))
            listed = {"copies": tuple(map(str, copies_of))} if len(copies_of) > 2 else {}
            code = "conflict_copies_differ_many" if listed else "conflict_copies_differ"
            reason = SkipReason(
                code, path=str(path), other=str(named), original=str(as_read), line=line, **listed
            )
            skipped[:] = [s for s in skipped if s.path != as_read]  # its note is this one
            skipped.append(Skipped(as_read, reason, also=tuple(copies_of)))
            continue
        take(longest, counted)
        apart.append(Apart(longest, as_read, "conflict_finished"))
        begun[as_read] = longest
        for p in copies_of:
            copied = read_copy(p)
            if p == longest or copied is None:
                continue
            if p in alike:  # the same game: counted once, as a duplicate of any other record is
                duplicates.append(Duplicate(p, longest, "same_game"))
            else:  # its beginning: a copy saved before the longer one's end
                skipped.append(_copy_of(p, copied.hands, counted, len(copied.hands)))
    # a record that does not read with two conflict copies or more that read: all of them
    # weighed before any is counted (:func:`_versions`)
    by_refused: dict[Path, list[Path]] = {}
    for path, (_, as_read) in conflicts.items():
        if as_read in refused and as_read not in by_path and as_read not in begun:
            by_refused.setdefault(as_read, []).append(path)
    for as_read, copies_of in by_refused.items():
        reading = {p: g for p in sorted(copies_of) if not _begins(as_read, p) and (g := read_copy(p))}
        if len(reading) < 2:
            continue  # the one that reads counted in the record's place, below
        if as_read.parent not in aliases:
            aliases[as_read.parent] = _aliases_of(as_read)
        groups = _versions(reading, aliases[as_read.parent])
        for group in groups:
            for p in group:
                del conflicts[p]
            heads = list(dict.fromkeys(reading[p].digest for p in group))
            if len(heads) == 1:  # one game (its copies alike: repeats of the first by name)
                take(group[0], reading[group[0]])
                # "counted too" while another copy of the record is counted: else, the only one
                # counted (versions that differ are not), said so by _refused_apart at the end
                apart.append(Apart(group[0], as_read, "conflict_refused_apart"))
                instead.setdefault(as_read, group[0])
                duplicates.extend(Duplicate(p, group[0], "same_game") for p in group[1:])
                continue
            # versions of one game that differ: none counted, one note for them all
            first, other = (next(p for p in group if reading[p].digest == d) for d in heads[:2])
            short, long = sorted((_copy_lines(first), _copy_lines(other)), key=len)
            line = _differs_from(short, long) or len(short) + 1  # else where the longer goes on
            listed = {"copies": tuple(map(str, group))} if len(group) > 2 else {}
            code = "conflict_refused_differ_many" if listed else "conflict_refused_differ"
            reason = SkipReason(
                code, path=str(first), other=str(other), original=str(as_read), line=line, **listed
            )
            skipped.append(Skipped(first, reason, as_read, also=tuple(p for p in group if p != first)))
    for path, (_, as_read) in list(conflicts.items()):
        # the record is empty, or an early save or a cut copy of the copy's game: the copy counts
        not_counted = as_read not in by_path and as_read not in begun and as_read not in instead
        if not_counted and (copied := read_copy(path)) is not None and _begins(as_read, path):
            del conflicts[path]
            take(path, copied)
            apart.append(Apart(path, as_read, "conflict_finished"))
            begun[as_read] = path
            continue
        if not_counted and as_read in refused and (copied := read_copy(path)) is not None:
            # the only one of the two that reads: counted, never said as a copy to delete
            del conflicts[path]
            take(path, copied)
            apart.append(Apart(path, as_read, "conflict_refused"))
            instead[as_read] = path
            continue
        if as_read not in seen:
            continue
        copied = read_copy(path)
        if copied is None:
            continue
        if path.parent not in aliases:
            aliases[path.parent] = _aliases_of(path)
        note = another_game(path, copied, as_read, *seen[as_read], aliases[path.parent])
        if note is not None:
            del conflicts[path]
            take(path, copied)
            apart.append(note)
    # the copy checks count names as the club's aliases do (those of the view: the folders'
    # files, those above them and those the walk met below): a name the club merged is one name
    club = read_aliases(aliases_files(_folders(paths), met)) if games else _NO_ALIASES
    twins = _twins(list(games.values()), club)
    for held, counted in twins.items():
        copy = games.pop(held)
        skipped.append(Skipped(copy.path, _Twin(copy, counted), counted.path))
    near = _near_copies(games.values(), club)
    for held, (counted, same) in near.items():
        copy = games.pop(held)
        skipped.append(_copy_of(copy.path, copy.hands, counted, same, copy=copy))
    renamed = _renamed_copies(games.values(), club)
    for held, (counted, same) in renamed.items():
        copy = games.pop(held)
        skipped.append(_renamed_copy(copy, counted, same))
    # records of one game's hands counted as two games (other players: _twin) are said so
    apart.extend(_alike_counted(games.values(), club))
    for c in copies:  # the same record as a copy left out: left out with it
        if c.digest in twins:
            skipped.append(Skipped(c.path, _Twin(c, twins[c.digest]), twins[c.digest].path))
        elif c.digest in near:
            counted, same = near[c.digest]
            skipped.append(_copy_of(c.path, c.hands, counted, same, copy=c))
        elif c.digest in renamed:
            counted, same = renamed[c.digest]
            skipped.append(_renamed_copy(c, counted, same))
        else:
            duplicates.append(Duplicate(c.path, games[c.digest].path, "same_game"))
    by_table: dict[tuple[Sitting, str], list[Game]] = {}
    for game in games.values():
        by_table.setdefault(_table(game, club), []).append(game)
    for i, item in enumerate(skipped):
        error = item.error
        if isinstance(error, _Unfinished):  # an earlier save of a game counted?
            at = (_seated(error.sitting, club), error.rules)
            like = next((g for g in by_table.get(at, ()) if look_alike(error.hands, g.hands)), None)
            if like is not None:
                same = hands_alike(error.hands, like.hands)
                skipped[i] = _copy_of(item.path, error.hands, like, same, str(error.params["round"]))
    for path, (original, as_read) in conflicts.items():
        conflict = read_copy(path)
        digest = None if conflict is None else conflict.digest
        if as_read in by_path and digest == by_path[as_read].digest and digest in games:
            duplicates.append(Duplicate(path, as_read, "same_game"))
        elif as_read in instead and digest == by_path[instead[as_read]].digest and digest in games:
            duplicates.append(Duplicate(path, instead[as_read], "same_game"))  # another copy alike
        else:
            skipped.append(Skipped(path, _conflict_reason(path, original, read_copies[path]), original))
    ordered = sorted(games.values(), key=lambda g: (g.date, str(g.path)))
    misdated = tuple(Misdated(g.path, g.unread, g.date) for g in ordered if g.unread is not None)
    # a copy noted as a game of its own may have been left out since (the same record as an
    # older file, a twin, a near copy): its note goes, only the note that left it out is said
    paths_counted = {g.path for g in ordered}
    kept_apart = _refused_apart([a for a in apart if a.path in paths_counted])
    # a record whose conflict copy is counted instead is said in the copy's note only
    skipped = [s for s in skipped if begun.get(s.path) not in paths_counted]
    season = Season(
        tuple(ordered),
        tuple(skipped),
        tuple(duplicates),
        first_spellings(ordered),
        misdated,
        kept_apart,
        tuple(met),
    )
    if cache is None:
        return season
    cache.finish()
    return cache.kept(season)


def _refused_apart(apart: list[Apart]) -> tuple[Apart, ...]:
    """The notes kept (``apart``), a refused record's conflict copy said "counted too" with
    another (``conflict_refused_apart``) only while another copy of that record is still counted:
    when the others were left out since (the same game as another record, a twin, a near copy),
    it is the only one counted, said so (``conflict_refused``)."""
    refused = ("conflict_refused", "conflict_refused_apart")
    counted: dict[Path, int] = {}
    for a in apart:
        if a.code in refused:
            counted[a.other] = counted.get(a.other, 0) + 1
    return tuple(
        replace(a, code="conflict_refused")
        if a.code == "conflict_refused_apart" and counted[a.other] == 1
        else a
        for a in apart
    )


def _name_form(path: Path) -> tuple[Path, str]:
    """A file's folder and its name in one Unicode form (NFC), case folded: how a conflict copy's
    record is found when the copy's name is written in another form (:func:`_load_once`)."""
    return path.parent, unicodedata.normalize("NFC", path.name).casefold()


def _conflict_reason(path: Path, original: Path, read: Game | MahjongError) -> SkipReason:
    """Why a conflict copy ``path`` of ``original`` (``read``: its game, or why it does not read)
    is not counted: a copy of the record, and the line it is refused at when it does not read
    (rules of a newer mjgui: ``rules mleague edition=2``), which the record's note never says."""
    reason = read.params.get("reason") if isinstance(read, MahjongError) else None
    if isinstance(read, MahjongError) and read.code in _REFUSED_LINE and reason is not None:
        return SkipReason("sync_conflict_refused", path=str(path), original=original.name, reason=reason)
    return SkipReason("sync_conflict", path=str(path), original=original.name)


#: the codes of a record refused for one of its lines (``reason``: that line and why)
_REFUSED_LINE = ("refused_line", "bad_line", "bad_line_play", "bad_line_head")


def _lines(data: bytes) -> list[bytes]:
    """A record's lines (its byte order mark and the blank lines at its end dropped)."""
    lines = data.removeprefix(b"\xef\xbb\xbf").splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


#: the group of :func:`apart_kinds` each code of :class:`Apart` is said under
_APART_KINDS = {
    "conflict_finished": "finished",
    "conflict_refused": "finished",
    "same_hands_counted": "alike",
}


def apart_kinds(apart: Sequence[Apart]) -> list[tuple[str, tuple[Apart, ...]]]:
    """The records counted with a note, in the three groups their notes are said under, each with
    the key of its head: ``apart``, a conflict copy counted as a game of its own (another
    table's, another evening's); ``finished``, a conflict copy counted in place of the record it
    copies (``conflict_finished``); ``alike``, a record counted though its hands are all those
    of another game counted (``same_hands_counted``); a group without a note left out."""
    kinds = [
        (head, tuple(a for a in apart if _APART_KINDS.get(a.code, "apart") == head))
        for head in ("apart", "finished", "alike")
    ]
    return [(head, notes) for head, notes in kinds if notes]


#: a short game's records of one game's hands are noted as perhaps one game (:func:`_alike_counted`)
#: when their names differ in this many seats at most (a name corrected, two swapped) and their
#: ``# date`` lines do not tell two evenings; else the other game is another table's or another
#: evening's (a yakuman that ends a game may end two alike)
SHORT_RENAMED = 2


def _alike_counted(games: Iterable[Game], aliases: Aliases = _NO_ALIASES) -> list[Apart]:
    """The notes of games counted whose hands are all those of another game counted, seat by seat
    and in order (one whole hand at least, a table of as many seats; a short game's under the
    same rules, as :func:`_twins` compares them), but whose players differ, the club's
    ``aliases`` applied: a long game of few hands that tell games apart, or a short one, played
    alike at another table — or one game saved twice with a name corrected, or two swapped
    (:func:`_twin` cannot tell). Counted twice without a word, a copy would give its players the
    game twice: each note names both files and the names that differ. Every two records of the
    group are compared, so that whether two are noted never depends on a third record being
    there, nor on the files' times: each record is named with the closest other (the fewest
    seats differing; of two as close, the one counted first: :func:`_counted_first`), and two
    records each other's closest are said once, in the note of the one counted after. A short
    game (:data:`SHORT_GAME`) is compared only with records whose names differ in
    :data:`SHORT_RENAMED` seats at most and not dated on another evening: one of other players,
    or of another evening, is another table's or another evening's game, not noted (a yakuman
    that ends a game at once ends games alike at two tables, or on two evenings)."""
    by_hands: dict[tuple[int, str, Hands], list[Game]] = {}
    for game in games:
        if game.hands:
            rules = game.rules if len(game.hands) < SHORT_GAME else ""
            by_hands.setdefault((game.players, rules, game.hands), []).append(game)
    notes: list[Apart] = []
    for records in by_hands.values():
        if len(records) < 2:
            continue
        ordered = sorted(records, key=_counted_first)
        seated = [_seated(game.sitting, aliases)[1:] for game in ordered]
        short = len(ordered[0].hands) < SHORT_GAME
        # each record's closest other: (its place in ``ordered``, the seats that differ), None
        closest: list[tuple[int, list[int]] | None] = []
        for at, game in enumerate(ordered):
            best: tuple[int, list[int]] | None = None
            for other_at, other in enumerate(ordered):
                if other_at == at:
                    continue
                pairs = zip(seated[at], seated[other_at], strict=True)
                seats = [i for i, (a, b) in enumerate(pairs) if a != b]
                if not seats:  # the same players: two evenings' short games, not a matter of names
                    continue
                date, other_date = game.sitting[0], other.sitting[0]
                if short and (len(seats) > SHORT_RENAMED or (date and other_date and date != other_date)):
                    continue  # a short game of other players, or of another evening: another game
                if best is None or len(seats) < len(best[1]):
                    best = (other_at, seats)
            closest.append(best)
        for at, best in enumerate(closest):
            if best is None:
                continue
            other_at, seats = best
            theirs = closest[other_at]
            if theirs is not None and theirs[0] == at and at < other_at:
                continue  # each other's closest: said once, by the one counted after
            game, other = ordered[at], ordered[other_at]
            names = ", ".join(game.names[i] for i in seats)
            other_names = ", ".join(other.names[i] for i in seats)
            notes.append(
                Apart(game.path, other.path, "same_hands_counted", names=names, other_names=other_names)
            )
    return notes


def _copy_lines(path: Path) -> list[bytes]:
    """A conflict copy's lines, each without the spaces at its end (:func:`_lines`; none when it
    does not read)."""
    try:
        return [line.rstrip() for line in _lines(read_regular_bytes(path, MAX_BYTES + 1))]
    except StorageError:
        return []


def _differs_from(lines: list[bytes], longest: list[bytes]) -> int | None:
    """The number of the first line where ``lines`` differ from the ``longest`` copy's (at least
    as long), None when they are its lines or its first lines: each line as :func:`game_content`
    reads it (:func:`_line_contents`). Both are copies that read, so neither ends in a line that
    may go on (:func:`~mjgui.core.game.game.may_go_on`): a last line that only begins the
    other's (``yakuman`` of ``yakuman 2``) is another line, not one cut short."""
    contents, theirs_all = _line_contents(lines), _line_contents(longest)
    for at, (mine, theirs) in enumerate(zip(contents, theirs_all, strict=False), 1):
        if mine != theirs:
            return at
    return None


def _begins(record: Path, copy: Path) -> bool:
    """Whether the file ``record`` holds nothing but the beginning of ``copy``'s lines: empty
    (a sync tool's placeholder), an earlier save of the game (its lines the first of the copy's)
    or a copy of it cut short (its last line the beginning of the copy's line). The lines are
    compared as :func:`game_content` reads them (:func:`_line_contents`: ``rules mleague`` of a
    build before editions is ``rules mleague edition=1``), a last line cut short as written."""
    try:
        head = read_regular_bytes(record, MAX_BYTES + 1)
        whole = read_regular_bytes(copy, MAX_BYTES + 1)
    except StorageError:
        return False
    if b"\0" in head:  # zeros: a copy under way, or damage (said as such)
        return False
    mine, theirs = _lines(head), _lines(whole)
    if not mine:  # empty, or blank
        return True
    if len(mine) > len(theirs) or (len(mine) == len(theirs) and not _cut_off(head)):
        return False  # as long: no beginning (a copy alike is a duplicate, said as one)
    last = len(mine) - 1
    contents, copied = _line_contents(mine), _line_contents(theirs[: len(mine)])
    if contents[:last] != copied[:last]:
        return False
    if _cut_off(head):
        return theirs[last].startswith(mine[last])
    return contents[last] == copied[last]


def _versions(reading: dict[Path, Game], aliases: Aliases | None) -> list[list[Path]]:
    """The conflict copies of one record that read (``reading``: each with its game, in the
    order of their names) in groups of the versions of one game: two copies are versions of one
    game unless :func:`another_game` tells them apart (another table's, another evening's), and
    so is each copy of a version of a copy of the group. Each group in the order of its first
    copy, its copies in the order given."""
    group_of = {p: i for i, p in enumerate(reading)}
    paths = list(reading)

    def root(i: int) -> int:
        while group_of[paths[i]] != i:
            i = group_of[paths[i]]
        return i

    for j, p in enumerate(paths):
        for i in range(j):
            q = paths[i]
            game, other = reading[p], reading[q]
            if another_game(p, game, q, other.sitting, other.hands, aliases) is None:
                a, b = sorted((root(i), root(j)))
                group_of[paths[b]] = a
    groups: dict[int, list[Path]] = {}
    for j, p in enumerate(paths):
        groups.setdefault(root(j), []).append(p)
    return list(groups.values())


def another_game(
    path: Path, copy: Game, original: Path, sitting: Sitting, hands: Hands, aliases: Aliases | None = None
) -> Apart | None:
    """The note of a sync tool's conflict copy ``copy`` (at ``path``) of the record ``original``
    (its ``sitting`` and whole ``hands``: finished or not) when it holds another game: its hands
    others, seat by seat (not the same, not a copy with a hand or two corrected or saved early:
    :func:`look_alike`), and none of its players in that record, ``aliases`` applied (another
    table's game: two desks saved their games under one name before the folder synced), or
    another ``# date`` line (another evening's game, some players the same); else None — two
    versions of one game (a name, a hand, a date corrected), of which only a person can tell
    the right one."""
    if copy.hands == hands or look_alike(copy.hands, hands):
        return None
    if not _players(copy.sitting, aliases) & _players(sitting, aliases):
        return Apart(path, original, "conflict_other_table")
    date, other_date = copy.sitting[0], sitting[0]
    if date and other_date and date != other_date:
        return Apart(path, original, "conflict_other_day", date=date, other_date=other_date)
    return None


def _players(sitting: Sitting, aliases: Aliases | None) -> set[str]:
    """The players of a sitting (:func:`key`), counted as ``aliases`` count them (:meth:`~mjgui.
    core.league.aliases.Aliases.seats`)."""
    names = sitting[1:] if aliases is None else aliases.seats(sitting[1:])
    return {key(n) for n in names}


def _folders(paths: Sequence[str | os.PathLike[str]]) -> list[Path]:
    """The folders of the paths a season is read from: a folder itself, a file's folder (whose
    aliases files, and those above them, are the club's: :func:`~mjgui.core.league.aliases.
    aliases_files`), each once (a thousand records of one folder named one by one: one folder)."""
    return list(
        dict.fromkeys(Path(p) if os.path.isdir(p) else Path(os.path.abspath(p)).parent for p in paths)
    )


def _aliases_of(path: Path) -> Aliases | None:
    """The aliases of the season a record belongs to (every aliases file of its folder and of
    the folders above it: :func:`~mjgui.core.league.aliases.load_aliases`; one that does not
    read is left out, the club window says why)."""
    return load_aliases(path.parent)


def _gone(path: Path) -> bool:
    """Whether nothing is at ``path`` any more (not even a link leading nowhere)."""
    return not os.path.lexists(path)


def first_spellings(games: Iterable[Game]) -> tuple[str, ...]:
    """The first spelling of each name of ``games`` (as :func:`key` tells names apart), in the
    order the games first write them, spaces around dropped."""
    seen: dict[str, str] = {}
    for game in games:
        for name in game.names:
            seen.setdefault(key(name), name.strip())
    return tuple(seen.values())

"""``python -m mjgui league DIR|FILES... [--json] [--lang en|ru] [--since DATE] [--until DATE]
[--rules RULES] [--players 3|4] [--csv FILE] [--games-csv FILE]``: the club's league table over a
folder of records.

Every ``.mjgame`` in the folders (and their subfolders; the suffix in any case, hidden files and
folders passed over) and every file named is read; damaged
or unfinished records, and subfolders that cannot be read, are skipped and listed, never
changed; a game log among them is listed as one, with ``mjgui replay``
(:func:`mjgui.core.league.season.log_given`),
and a file that holds only a link to a game log (a saved address) with the link's own words
(which site, how to get the log: :func:`mjgui.core.league.season.link_refusal`).
Each game counts once: a file reached twice (a folder named twice, a link) or the same record
under two names is listed as a duplicate; of two records that look like copies of one
game (the same day and seats, one's hands the first of the other's or most hands alike: an early
save, a corrected copy) one is counted, the one with more hands, then the one saved last, and the
other is skipped, naming it. The aliases file of the season of each path named
(``mjgui-aliases.txt``: the folder's, or the nearest folder's above it that has one; a file's
folder's) merges spellings of one player; a file that does not read, its lines that do not, an
alias that would make two players of one game one, and an aliases file in a folder inside the
season's (never read), are listed. The season's own files that a shell glob names with its
records (``club/*``: the aliases file, an earlier export, the league's JSON, a PDF summary:
:func:`mjgui.core.league.export.season_own_kind`) are passed over, the exit status unchanged;
when no record was counted (``league club/desktop.ini``), each but the aliases file (read as the
folder's) and the run's own exports is said after the league text (in the JSON, always,
``"passed_over": [{"file", "code", "message"}]``, ``code`` ``system_file``: ``desktop.ini``,
``Thumbs.db``; ``hidden_file``; ``league_export``).

Exit status: 0 when every record was counted, 1 when some were skipped (a duplicate is
counted: it does not change the status; records read whose games have not ended yet alone too:
the text says how many were read and that none has ended, :func:`exit_status`), 2 for wrong
arguments or when nothing could be read
at all. Filters (``--since``, ``--until``, ``--rules``, ``--players``) that leave no game of those
read are no failure: the text says so and the exports are written, the table's head alone. A run
that exits 2 writes no CSV file (an export of an earlier run stays as it was); two
exports naming one file (``--games-csv`` the ``--csv`` file or its ``-sanma`` neighbour), and an
export naming a file the season is read from (a record, any file named and skipped whatever its
name, the aliases file; an earlier export named among the files, a file that reads whole as
one, may be written again) or
named as one (``*.mjgame``, ``mjgui-aliases.txt``:
:func:`mjgui.core.league.export.export_refusal`), are refused before anything is written; the
exports are written together or not at all (every temp file before any rename:
:func:`write_exports`; a rename that fails after every temp file was made, say over a file
another user owns or another program holds open, does not stop the others, and is said), and every file
written is named. The
CSV files are written atomically, UTF-8 with a byte order mark, with ``--lang ru`` in the
separators of Russian Excel (``;`` and decimal commas), cells that a spreadsheet would run as a
formula neutralised (:func:`mjgui.core.league.export.csv_text`).

With ``--json`` everything printed is JSON: words that cannot be read, a date that is not one and a
CSV file that cannot be written are ``{"ok": false, "error": {"code", "message", "line"}}`` (``line``
null: no line of a file is wrong); without it such an error and the usage go to standard error, the
league table (with the files skipped) to standard output (``usage`` added
for the words; ``"option"``, ``--since`` or ``--until``, for a date, however the option was
written: ``--since=D``, ``--sin D``; ``saved`` and ``not_saved``, the files written and not, for an
export), and the
league is one object: ``{"ok": true, "games": N, "skipped": [{"file", "code", "error"}],
"duplicates": [{"file", "same_as", "code", "note"}], "apart": [{"file", "other", "code", "message"}],
"aliases": [{"code", "message"}], "players": [{"name", "games", "total", "average_place", "places":
[n1, n2, n3, n4], "best", "worst", "stats": {...}}], "misdated": [{"file", "date", "code", "note"}],
"passed_over": [{"file", "code", "message"}]}``
(scores in thousands; every note has its ``code``: a duplicate's ``same_file``, ``same_folder`` or
``same_game``, a misdated game's ``unread_date`` or ``unread_date_file``, an aliases note its
error's; a file skipped
as a copy of another record, a sync conflict copy or a copy of a game counted, has
``"copy_of"``, that record, too, and a record whose sync conflict copies differ ``"copies"``, the
copies its note is about; ``misdated``: the games counted whose ``# date`` line cannot be
read, the day each was counted on and the note; ``apart``: the sync conflict copies counted as
games of their own, another table's or another evening's, with the record each is named a copy
of, and the records counted though every hand of theirs is another game's, with that game's
record (``same_hands_counted``: other names): :func:`mjgui.core.league.export.apart_dict`), with
``"saved"`` and ``"not_saved"`` (the files written and not) when ``--csv`` or ``--games-csv``
names one. A run that read no game record (exit 2) is an error, its message saying whether
record files were found and none could be read, or none was found:
``{"ok": false, "error": {"code": "nothing_read", "message", "line": null, "skipped": [...]}}``,
with ``"saved": []`` and every export in ``"not_saved"`` when one is named; in text the league
text (the files skipped) goes to standard output, and the error, then each ``FILE was not
written``, to standard error.

Three-player games are a table of their own (a place out of three is not one out of four): where
the folder holds them, the text shows each table under its heading, four players first, the JSON
adds ``"tables": [{"players": 4, "games", "standings": [...]}, {"players": 3, ...}]`` (``players``
is then the first table's rows), and ``--csv FILE`` writes the four-player table to FILE and the
three-player one beside it, FILE's name with ``-sanma`` before its ending (``--csv
league.csv``: ``league-sanma.csv``; ``out.tsv``: ``out-sanma.tsv``; no ending, a dotfile's too:
``-sanma.csv`` added, ``out``: ``out-sanma.csv``; a folder of three-player games alone: FILE).
Which file holds which table is the folder's, never the filters': a table the filters leave no
game is written all the same, its head alone, so that no file keeps an earlier run's table
(:func:`csv_paths`). ``--players 3`` or ``4`` keeps one table: only its file is written; a
table the folder does not hold is refused with ``--csv`` (``csv_no_table``), nothing written.
``--csv -`` and ``--games-csv -`` are refused (standard output holds the league's answer; a
file named ``-`` is ``./-``), and so is ``-`` among the paths (``paths_dash``: the league reads
folders and files, not standard input). When standard output cannot be written after the exports were,
each export is said on standard error ("FILE was saved, though..."), then the output's error
(exit 74). ``--rules`` is read as a record's ``rules`` line (the options in any
order, the record's words for what it refuses: :func:`mjgui.core.league.season.rules_filter`);
when the filters leave no game, the text lists the rules of the games found.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from mjgui.cliparse import (
    JSON_HELP,
    LANG,
    LANGS,
    BadWords,
    QuietParser,
    answer_bad_words,
    error_json,
    exit_codes_help,
    json_text,
    program,
    refuse,
    tell,
    words_lang,
)
from mjgui.core.errors import RulesError
from mjgui.core.game.record import GameError
from mjgui.core.game.storage import NotWrittenTogether, StorageError, encoded_text, write_together
from mjgui.core.i18n import Msg, msg, nmsg, phrase
from mjgui.core.league.aliases import (
    Aliases,
    aliases_files,
    aliases_path,
    lookalike_names,
    lookalike_others,
    marked_name,
    read_aliases,
    table_conflicts,
    with_target_copies,
)
from mjgui.core.league.export import (
    ExportWriteError,
    export_refusal,
    games_csv,
    league_dict,
    season_own_kind,
    skipped_dict,
    standings_csv,
    table_file,
    tables_dict,
)
from mjgui.core.league.files import in_folder, real_path, same_file
from mjgui.core.league.names import key as name_key
from mjgui.core.league.season import (
    Season,
    apart_kinds,
    load_season,
    rules_filter,
    skipped_head,
    unfinished_games,
)
from mjgui.core.league.standings import Standing, standings
from mjgui.core.league.text import COLUMN_HEADS
from mjgui.core.numbers import number, score_thousands
from mjgui.core.shown import pad, shown_path, shown_word, text_width
from mjgui.output import OutputError

EXIT_OK, EXIT_SKIPPED, EXIT_BAD = 0, 1, 2

LABELS: dict[str, Msg] = {
    "summary": nmsg("leaguecli:summary", "{n} game counted.", "{n} games counted."),
    "misdated": nmsg(
        "leaguecli:misdated",
        "{n} game counted whose # date line cannot be read:",
        "{n} games counted whose # date lines cannot be read:",
    ),
    "duplicates": nmsg(
        "leaguecli:duplicates", "{n} duplicate not counted again:", "{n} duplicates not counted again:"
    ),
    # sync conflict copies that hold another table's or another evening's game: counted
    "apart": nmsg(
        "leaguecli:apart",
        "{n} conflict copy counted as a game of its own:",
        "{n} conflict copies counted as games of their own:",
    ),
    # sync conflict copies counted in place of a record that holds only their beginning (or nothing)
    "finished": nmsg(
        "leaguecli:finished",
        "{n} conflict copy counted in place of its record:",
        "{n} conflict copies counted in place of their records:",
    ),
    # records counted as two games though every hand of one is the other's, seat by seat (their
    # players differ): each note names both files and says how to make them one game
    "alike": nmsg(
        "leaguecli:alike",
        "{n} record counted as a game of its own, with every hand of another:",
        "{n} records counted as games of their own, with every hand of another:",
    ),
    # files named on the command line that are the season's own and no record (a shell glob's
    # club/* names them with the records): not read, each said
    "passed_over": nmsg(
        "leaguecli:passed_over",
        "{n} file named is no game record, not read:",
        "{n} files named are no game records, not read:",
    ),
    "hidden_file": msg(
        "leaguecli:hidden_file", "{path} is a hidden file, not a game record: it is not read."
    ),
    "system_file": msg(
        "leaguecli:system_file",
        "{path} is a file the system keeps in a folder (its icon, its thumbnails), not a game record: "
        "it is not read.",
    ),
    "league_export": msg(
        "leaguecli:league_export",
        "{path} is a file mjgui writes (an exported table, the league's JSON, a printed summary), not a "
        "game record: it is not read.",
    ),
    "aliases": msg("leaguecli:aliases", "The aliases files:"),
    # the names of two players that look alike (aliases.lookalike_names): no aliases file's note
    "lookalike_names": msg("leaguecli:lookalike_names", "Names that look alike:"),
    "no_games": msg("leaguecli:no_games", "No finished game records were found."),
    # ... where records were read, but none holds a game that has ended (n: those read; exit 1)
    "no_games_unfinished": nmsg(
        "leaguecli:no_games_unfinished",
        "No finished game was found: {n} game record was read, but its game has not ended yet "
        "(it is listed below). A game is counted once it has ended.",
        "No finished game was found: {n} game records were read, but none of their games has ended "
        "yet (they are listed below). A game is counted once it has ended.",
    ),
    "no_games_filtered": nmsg(
        "leaguecli:no_games_filtered",
        "{n} finished game was found, but the filter (--since, --until, --rules, --players) leaves none.",
        "{n} finished games were found, but the filter (--since, --until, --rules, --players) leaves none.",
    ),
    "bad_date": msg(
        "leaguecli:bad_date", '{option}: "{value}" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-20.'
    ),
    "rules_found": msg("leaguecli:rules_found", "The rules of the games found (for --rules):"),
    "bad_rules": msg("leaguecli:bad_rules", '--rules "{value}": {reason}'),
    "rules_empty": msg(
        "leaguecli:rules_empty",
        '--rules needs a preset name, with options if you like: --rules seed or --rules "seed east_only=on".',
    ),
    # --csv - or --games-csv - (option: the one given): a file named "-" in the current folder is
    # no one's wish, and standard output holds the league's text
    "export_dash": msg(
        "leaguecli:export_dash",
        '{option} needs a file name: "-" would be a file of that name in the current folder, and '
        "the CSV is not written to standard output, which holds the league table. Give a file "
        "name (./- for a file named -). Nothing was written.",
    ),
    # "-" among the paths: standard input is no folder, and a record piped in has no season (no
    # folder, no aliases file, no name to tell a duplicate by); a file named "-" is ./-
    "paths_dash": msg(
        "leaguecli:paths_dash",
        'league reads folders and files of game records, not standard input: "-" would be a file of '
        "that name in the current folder. Name the folders or files (./- for a file named -). "
        "Nothing was read.",
    ),
    # the error of a run that found record files but could read no game record from any (exit 2;
    # records read whose games have not ended are no such run: exit 1, no_games_unfinished)
    "nothing_read": msg("leaguecli:nothing_read", "No game record could be read from the files found."),
    # ... of a run that found no record file at all: a path that does not exist, a folder holding
    # only links not followed (exit 2, the same code in the JSON)
    "nothing_found": msg("leaguecli:nothing_found", "No game record file was found: nothing could be read."),
    "saved": msg("leaguecli:saved", "Saved {path}."),
    # an export written when standard output then failed (a full disk, a closed pipe): said on
    # standard error before the output's own error, the exit status 74 (or 1 for a closed pipe)
    "saved_output_failed": msg(
        "leaguecli:saved_output_failed",
        "{path} was saved, though the league's answer could not be written to standard output.",
    ),
    # an export of a run that read nothing: where no file was there yet, and where one was (kept)
    "not_written": msg("leaguecli:not_written", "{path} was not written: no game record could be read."),
    "not_written_kept": msg(
        "leaguecli:not_written_kept",
        "{path} was not written: no game record could be read (the file already there is unchanged).",
    ),
    # an export that could be written, not written because another of the run cannot be (the
    # exports are written all or none): where no file was there yet, and where one was
    "not_written_with": msg(
        "leaguecli:not_written_with",
        "{path} was not written either: the exports are written together or not at all.",
    ),
    "not_written_with_kept": msg(
        "leaguecli:not_written_with_kept",
        "{path} was not written either: the exports are written together or not at all (the file "
        "already there is unchanged).",
    ),
    "same_target": msg(
        "leaguecli:same_target",
        "--csv and --games-csv both name {path}: the games would replace the league table. "
        "Give each its own file. Nothing was written.",
    ),
    "same_target_sanma": msg(
        "leaguecli:same_target_sanma",
        "--csv writes the three-player table to {path}, the file --games-csv names: the games would "
        "replace that table. Give --games-csv another name. Nothing was written.",
    ),
    # --players 4 --csv FILE where the folder holds three-player games alone (FILE is their
    # table's), --players 3 where it holds four-player games alone: no file written
    "csv_no_table_4": msg(
        "leaguecli:csv_no_table_4",
        "--players 4: the folder holds no four-player games, so --csv has no table to write. {path} "
        "is where the three-player table goes (the league without --players writes it there). "
        "Nothing was written.",
    ),
    "csv_no_table_3": msg(
        "leaguecli:csv_no_table_3",
        "--players 3: the folder holds no three-player games, so --csv has no table to write to {path} "
        "or beside it. Nothing was written.",
    ),
    "table_4": nmsg("leaguecli:table_4", "Four players: {n} game", "Four players: {n} games"),
    "table_3": nmsg("leaguecli:table_3", "Three players: {n} game", "Three players: {n} games"),
}


#: the refusal of --players naming a table the folder does not hold, by its seats
NO_TABLE = {4: "csv_no_table_4", 3: "csv_no_table_3"}


def _t(key: str, lang: str, **params: object) -> str:
    return phrase(LABELS, key, lang, **params)


#: ``league``'s own exit statuses, as its --help says them
EXIT_HELP = msg(
    "league-help:exit",
    "0 when every record was counted, 1 when some files, folders or links to folders were skipped, 2 for "
    "wrong arguments, when no record could be read or when an export could not be written",
)


def _parser(lang: str = "en") -> QuietParser:
    p = QuietParser(
        prog=f"{program()} league",
        lang=lang,
        description=msg("league-help:description", "The league table over a folder of game records."),
        epilog=exit_codes_help(EXIT_HELP, lang),
    )
    p.add_argument(
        "paths",
        nargs="+",
        metavar=msg("metavar:paths", "paths"),
        help=msg("league-help:paths", "folders of .mjgame records (searched with subfolders) or files"),
    )
    p.add_argument("--json", action="store_true", help=JSON_HELP)
    p.add_argument("--lang", default=lang, choices=LANGS, help=LANG)
    p.add_argument(
        "--since",
        metavar=msg("metavar:since", "SINCE"),
        help=msg("league-help:since", "only games from this day (YYYY-MM-DD)"),
    )
    p.add_argument(
        "--until",
        metavar=msg("metavar:until", "UNTIL"),
        help=msg("league-help:until", "only games up to this day (YYYY-MM-DD)"),
    )
    p.add_argument(
        "--rules",
        metavar=msg("metavar:league_rules", "RULES"),
        help=msg(
            "league-help:rules",
            'only games under these rules, as a record\'s rules line writes them ("seed east_only=on")',
        ),
    )
    p.add_argument(
        "--players",
        type=int,
        choices=(3, 4),
        help=msg("league-help:players", "only the three- or four-player table"),
    )
    p.add_argument(
        "--csv",
        metavar=msg("metavar:csv", "CSV"),
        help=msg(
            "league-help:csv",
            "also write the league table to this CSV file (a three-player table beside it: --csv "
            "league.csv writes it to league-sanma.csv)",
        ),
    )
    p.add_argument(
        "--games-csv",
        metavar=msg("metavar:games_csv", "GAMES_CSV"),
        help=msg("league-help:games_csv", "also write every game's results to this CSV file"),
    )
    return p


class BadDate(ValueError):
    """The value of ``option`` (``--since``, ``--until``) is not a date."""

    def __init__(self, value: str, option: str) -> None:
        super().__init__(value)
        self.value = value
        self.option = option


def _date(value: str | None, option: str) -> dt.date | None:
    """The day ``option``'s value names (None when not given); BadDate when it is not one."""
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise BadDate(value, option) from None


def season_aliases_files(paths: list[str], met: Iterable[Path] = ()) -> tuple[Path, ...]:
    """Every aliases file read with the paths named, the higher folder's first, each once
    (:func:`~mjgui.core.league.aliases.aliases_files`, as the club window reads them): a
    folder's and its folders' above, a file's folder's and its folders' above (``club/*`` names
    the records of ``club`` one by one), and those ``met`` in the folders read."""
    return aliases_files(season_folders(paths), met)


def season_folders(paths: list[str]) -> list[str]:
    """The folders of the paths named: a folder itself, a file's folder."""
    return [path if Path(path).is_dir() else os.path.dirname(os.path.abspath(path)) for path in paths]


def league_command(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``league`` with these arguments; prints its answer to ``out`` (stdout), a text-mode
    error to ``err`` (stderr). Returns the exit status."""
    stream = out if out is not None else sys.stdout
    lang = words_lang(argv)  # given with --lang, else the system's
    parser = _parser(lang)
    try:
        ns = parser.parse_args(argv)
    except BadWords as bad:  # the usage as --help shows it, then what is wrong
        answer_bad_words(parser, bad, argv, lang, stream, err)
        return EXIT_BAD
    except SystemExit as exit_:  # --help
        return EXIT_OK if exit_.code in (0, None) else EXIT_BAD
    try:  # however the option was written: --since D, --since=D, --sin D
        since, until = _date(ns.since, "--since"), _date(ns.until, "--until")
    except BadDate as bad:
        said = _t("bad_date", lang, option=bad.option, value=shown_word(bad.value))
        refuse(stream, err, ns.json, "bad_date", said, option=bad.option)
        return EXIT_BAD
    if ns.rules is not None and [w.lower() for w in ns.rules.split()] in ([], ["rules"]):
        said = _t("rules_empty", lang)  # no preset named: the filter's words, not a record line's
        refuse(stream, err, ns.json, "rules_empty", said)
        return EXIT_BAD
    if "-" in ns.paths:  # no standard input (game - and replay - read one file from it)
        refuse(stream, err, ns.json, "paths_dash", _t("paths_dash", lang))
        return EXIT_BAD
    dash = next((o for o, v in (("--csv", ns.csv), ("--games-csv", ns.games_csv)) if v == "-"), None)
    if dash is not None:  # standard output is the league's: no CSV there, no file named "-"
        refuse(stream, err, ns.json, "export_dash", _t("export_dash", lang, option=dash), option=dash)
        return EXIT_BAD
    try:
        rules = rules_filter(ns.rules) if ns.rules is not None else None
    except GameError as wrong:  # the words a record's rules line gets
        refuse(stream, err, ns.json, wrong.code, rules_refusal(ns.rules, wrong, lang))
        return EXIT_BAD
    # the season's own files a shell glob names with its records (club/*: the aliases file, an
    # earlier export) are no records: passed over, and the aliases read as the folder's
    kinds = [(p, season_own_kind(p)) for p in ns.paths]
    paths = [p for p, kind in kinds if kind is None]
    passed = [(p, kind) for p, kind in kinds if kind is not None and kind != "aliases_file"]  # said
    found = load_season(paths)
    others = found.select(since, until)  # the filters but the rules
    if ns.players is not None:
        others = others.table(ns.players)
    season = others.select(rules=rules)
    folders = [p for p in ns.paths if Path(p).is_dir()]
    read_from = season_aliases_files(ns.paths, found.aliases_files)
    # and the copies beside the file a merge would write, when there is none yet (the club window's)
    aliases = with_target_copies(read_aliases(read_from), season_folders(ns.paths))
    where = str(read_from[0]) if len(read_from) == 1 else "mjgui-aliases.txt"
    # what the aliases files say, then the names that look alike (no file's: under their own head),
    # both of the whole folder, as the club window says them: two who sat at one table in a game
    # the filters leave out are still two players, never counted nor offered as one
    file_notes = (*aliases.problems, *table_conflicts(found.games, aliases, where))
    lookalikes = lookalike_names(found.games, aliases)
    notes = (*file_notes, *lookalikes)
    tables = league_tables(season, aliases)
    rows = tables[0][2] if tables else standings(season, aliases)
    base = Path(ns.paths[0]) if len(ns.paths) == 1 and Path(ns.paths[0]).is_dir() else None
    status = exit_status(found)
    # a file for each table the folder holds (--players: that one), whatever the filters leave;
    # --players naming a table the folder does not hold writes none (the folder decides which
    # file holds which table: FILE of a club of three-player games alone is theirs)
    if ns.csv and ns.players is not None and found.tables and ns.players not in found.tables:
        said = _t(NO_TABLE[ns.players], lang, path=shown_path(ns.csv))
        refuse(stream, err, ns.json, "csv_no_table", said, option="--players")
        return EXIT_BAD
    kept = tuple(t for t in found.tables if ns.players in (None, t)) or (ns.players or 4,)
    targets = export_targets(ns.csv, ns.games_csv, tables, kept, found.tables)
    clash = same_target(targets, lang)
    if clash is not None:
        refuse(stream, err, ns.json, "same_target", clash)
        return EXIT_BAD
    # the aliases files an export may not replace (those of the folders named, and the one a merge
    # writes): listed once for every target; the ones read when every path named is a folder
    protected: tuple[Path, ...] = ()
    if targets:
        listed = read_from if len(folders) == len(ns.paths) else aliases_files(folders, found.aliases_files)
        protected = (*listed, *(aliases_path(f) for f in folders))
    for target in targets:  # a record, the aliases file: never replaced by an export
        refused = export_refusal(target.path, found, folders, protected)
        if refused is not None:
            refuse(stream, err, ns.json, refused.code, refused.message(lang))
            return EXIT_BAD
    saved: list[str] = []
    failed: list[tuple[str, StorageError]] = []
    if status != EXIT_BAD:  # nothing could be read: the exports of an earlier run are kept
        texts = [
            (
                games_csv(season, base, aliases, lang)
                if target.kind == "games"
                else standings_csv(target.rows, lang=lang, seats=target.seats)
            )
            for target in targets
        ]
        try:  # every export's temp file first: one that cannot be written stops them all
            results = write_exports(targets, texts)
        except NotWrittenTogether as refused:  # nothing written, and each export says so
            unwritable = {targets[i].path: wrong for i, wrong in refused.errors.items()}
            _refuse_exports(stream, err, ns.json, targets, unwritable, lang)
            return EXIT_BAD
        for target, unsaved in zip(targets, results, strict=True):
            if unsaved is not None:  # a rename that failed: said of this file alone
                failed.append((target.path, unsaved.retold(ExportWriteError)))
            else:
                saved.append(target.path)
    try:  # the answer; standard output failing after the exports were written says them
        if failed:
            reasons = [err.message(lang) for _, err in failed]
            if ns.json:
                written = [shown_path(p) for p in saved]
                not_written = [shown_path(p) for p, _ in failed]
                answer = error_json(failed[0][1].code, reasons[0], saved=written, not_saved=not_written)
                stream.write(answer + "\n")
            else:
                stream.writelines(_t("saved", lang, path=shown_path(path)) + "\n" for path in saved)
                for line in reasons:  # why the others were not: errors, on standard error
                    tell(err, line)
            stream.flush()
            return EXIT_BAD
        if ns.json and status == EXIT_BAD:  # nothing read: an error, with the files skipped and why
            fields: dict[str, object] = {"skipped": [skipped_dict(s, lang, base) for s in found.skipped]}
            fields["passed_over"] = passed_dicts(passed, lang)
            if targets:
                fields["saved"] = []
                fields["not_saved"] = [shown_path(t.path) for t in targets]
            stream.write(error_json("nothing_read", nothing_read(found, lang), **fields) + "\n")
        elif ns.json:
            data = {"ok": True, **league_dict(season, rows, lang, base, notes)}
            data["misdated"] = misdated_dicts(season, lang, base)
            data["passed_over"] = passed_dicts(passed, lang)
            if any(seats != 4 for seats, _, _ in tables):
                data["tables"] = tables_dict(tables, base)
            if targets:  # the files written, and those not (nothing could be read: none written)
                data["saved"] = [shown_path(p) for p in saved]
                data["not_saved"] = [shown_path(t.path) for t in targets if t.path not in saved]
            stream.write(json_text(data) + "\n")
        else:
            rules_found = (others.rules or found.rules) if rules is not None else ()
            marks = lookalike_others(lookalikes)  # the rows the notes below name, told apart
            text = league_text(
                season, rows, lang, tables, found=len(found.games), rules_found=rules_found, others=marks
            )
            stream.write(text)
            passed_said = _passed_said(passed, found, [t.path for t in targets])
            if passed_said:
                stream.write(passed_text(passed_said, lang))
            for head, under in (("aliases", file_notes), ("lookalike_names", lookalikes)):
                if under:
                    stream.write(_t(head, lang) + "\n")
                    stream.writelines(f"  {note.message(lang)}\n" for note in under)
            stream.writelines(_t("saved", lang, path=shown_path(path)) + "\n" for path in saved)
            if status == EXIT_BAD:  # an error: said on standard error, with each export not written
                tell(err, nothing_read(found, lang))
                for target in targets:
                    tell(err, _not_written("not_written", target.path, lang))
        stream.flush()  # what the stream still keeps fails here, while the exports can be said
    except (OutputError, BrokenPipeError):
        for path in saved:  # the files were replaced: a script reading the status learns it here
            tell(err, _t("saved_output_failed", lang, path=shown_path(path)))
        raise
    return status


def write_exports(targets: Sequence[ExportTarget], texts: Sequence[str]) -> list[StorageError | None]:
    """Write the exports together or not at all (:func:`~mjgui.core.game.storage.write_together`:
    every temp file made before any is renamed), each in UTF-8; a text UTF-8 cannot write stops
    them all as a temp file that cannot be made does. Raises NotWrittenTogether (nothing
    written), else returns, for each export, None or why its rename failed."""
    files: list[tuple[str, bytes]] = []
    unencodable: dict[int, StorageError] = {}
    for i, (target, text) in enumerate(zip(targets, texts, strict=True)):
        try:
            files.append((target.path, encoded_text(target.path, text)))
        except StorageError as wrong:
            unencodable[i] = wrong
    if unencodable:
        raise NotWrittenTogether(unencodable)
    return write_together(files)


def _refuse_exports(
    out: TextIO,
    err: TextIO | None,
    as_json: bool,
    targets: Sequence[ExportTarget],
    unwritable: dict[str, StorageError],
    lang: str,
) -> None:
    """The exports refused before any was written (:func:`write_exports`): in text why each
    that cannot be written cannot, then each other one not written with it; in JSON the first
    one's error, nothing in ``saved`` and every export in ``not_saved``."""
    if as_json:
        first = next(iter(unwritable.values()))
        fields = {"saved": [], "not_saved": [shown_path(t.path) for t in targets]}
        out.write(error_json(first.code, first.message(lang), **fields) + "\n")
        return
    for wrong in unwritable.values():
        tell(err, wrong.message(lang))
    for target in targets:
        if target.path not in unwritable:
            tell(err, _not_written("not_written_with", target.path, lang))


#: the sentence of an export not written (:data:`LABELS`' key), by whether a file was there: it
#: says the file already there is unchanged only where there was one
_KEPT_KEYS = {"not_written": "not_written_kept", "not_written_with": "not_written_with_kept"}


def _not_written(key: str, path: str, lang: str = "en") -> str:
    """An export at ``path`` not written, in the words of ``key`` (``not_written``,
    ``not_written_with``), or those saying a file already there is unchanged when one is."""
    said = _KEPT_KEYS[key] if os.path.isfile(path) else key  # a file to keep, not a folder or a dead link
    return _t(said, lang, path=shown_path(path))


def rules_refusal(value: str, wrong: GameError, lang: str = "en") -> str:
    """Why ``--rules VALUE`` is refused: a preset that does not exist in the words ``replay
    --rules`` says it with (one message), another mistake as a record's rules line gets it, after
    the value (shown as arguments are)."""
    if wrong.code == "unknown_rules":
        return RulesError("unknown_rules", **wrong.params).message(lang)
    return _t("bad_rules", lang, value=shown_word(value), reason=wrong.message(lang))


def misdated_dicts(season: Season, lang: str = "en", base: Path | None = None) -> list[dict[str, str]]:
    """The games counted whose ``# date`` line cannot be read, as the JSON lists them:
    ``{"file", "date", "code", "note"}`` (``date``: the day the game was counted on; ``code``
    the date line's error: ``unread_date``, counted on the day it clearly means, or
    ``unread_date_file``, on its file's day)."""
    return [
        {
            "file": shown_path(in_folder(m.path, base)),
            "date": m.date.isoformat(),
            "code": m.error.code,
            "note": m.message(lang),
        }
        for m in season.misdated
    ]


def passed_text(passed: Sequence[tuple[str, str]], lang: str = "en") -> str:
    """The files named on the command line that are the season's own and no record
    (:func:`~mjgui.core.league.export.season_own_kind`: ``desktop.ini``, an earlier export),
    passed over: a head, then each file and what it is."""
    lines = [_t("passed_over", lang, n=len(passed))]
    lines.extend(f"  {_passed_note(path, kind, lang)}" for path, kind in passed)
    return "\n".join(lines) + "\n"


def _passed_said(
    passed: Sequence[tuple[str, str]], found: Season, targets: Sequence[str]
) -> list[tuple[str, str]]:
    """The files passed over that the text says: only when no record was counted (``league
    club/desktop.ini``: why nothing was found), and never the exports this run writes (``league
    club/* --csv club/league.csv`` run again names the export it then saves). A glob's own files
    beside records counted are what the folder's reading passes over too, said on every run of
    a club's re-runnable command they would be noise; the JSON lists them all (data)."""
    if found.games:
        return []
    return [(path, kind) for path, kind in passed if not any(_same_file(path, t) for t in targets)]


def _same_file(a: str, b: str) -> bool:
    """Whether the paths ``a`` and ``b`` name one file (:func:`same_file`; as they are spelled
    when either is missing)."""
    try:
        return same_file(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def passed_dicts(passed: Sequence[tuple[str, str]], lang: str = "en") -> list[dict[str, str]]:
    """The files named that are the season's own and no record, passed over, as the JSON lists
    them: ``{"file", "code", "message"}`` (``code``: ``hidden_file``, ``system_file`` or
    ``league_export``)."""
    return [
        {"file": shown_path(path), "code": kind, "message": _passed_note(path, kind, lang)}
        for path, kind in passed
    ]


def _passed_note(path: str, kind: str, lang: str = "en") -> str:
    """What the file ``path`` named and passed over is (``kind``: :func:`passed_dicts`)."""
    shown = shown_path(path)
    if kind == "hidden_file":
        return _t("hidden_file", lang, path=shown)
    if kind == "system_file":
        return _t("system_file", lang, path=shown)
    return _t("league_export", lang, path=shown)


def nothing_read(found: Season, lang: str = "en") -> str:
    """The error of a run that read no game record (exit 2): none of the record files found could
    be read, or no record file was found at all (every note a path that does not exist, a link
    not followed, a folder that cannot be read)."""
    files = any(s.a_record and s.error.code != "not_found" for s in found.skipped)
    return _t("nothing_read" if files else "nothing_found", lang)


def exit_status(found: Season) -> int:
    """The exit status of a run that read the games ``found`` (before the filters): 2 when no
    game record could be read at all, 1 when some file was skipped, else 0. Filters that leave
    no game are not a failure: the exports are written all the same (a table's head alone); nor
    are records read whose games have not ended yet (an evening still being played, three-player
    games gone on into the West round): skipped, 1, their table's head written alone too."""
    if not found.games and found.skipped and not unfinished_games(found.skipped):
        return EXIT_BAD
    return EXIT_SKIPPED if found.skipped else EXIT_OK


Table = tuple[int, Season, list[Standing]]


def league_tables(season: Season, aliases: Aliases | None = None) -> list[Table]:
    """Each table of the season, four players first: its seat count, its games and its league
    table, ranked alone."""
    out: list[Table] = []
    for seats in season.tables:
        games = season.table(seats)
        out.append((seats, games, standings(games, aliases)))
    return out


def csv_paths(
    path: str, tables: list[Table], written: Sequence[int] = (), folder: Sequence[int] = ()
) -> list[tuple[str, list[Standing], int]]:
    """Where ``--csv path`` writes each table, with its rows and its seats: a file by the
    table's seats, never by what the filters leave: the four-player table to ``path``, the
    three-player one to ``path``'s name + ``-sanma`` when the folder read holds four-player
    games, else (a club of three-player games alone) to ``path``. ``written``: the tables
    written, four players first (none given: those of ``tables``, else a four-player one), each
    with its rows, none when the filters left it no game (the head alone: the file says what the
    filters leave, never what an earlier run wrote); ``folder``: the tables of the folder read,
    before the filters (none given: those of ``tables``)."""
    rows = {seats: table_rows for seats, _, table_rows in tables}
    chosen = sorted(written or rows or (4,), reverse=True)
    held = tuple(folder or rows)
    return [(table_file(path, seats, held), rows.get(seats, []), seats) for seats in chosen]


@dataclass(frozen=True)
class ExportTarget:
    """A file the command writes: ``kind`` "table" (``--csv``: ``rows`` is a league table of
    ``seats`` players; ``beside``: written beside the file ``--csv`` names, its ``-sanma``
    neighbour) or "games" (``--games-csv``)."""

    path: str
    kind: str
    rows: tuple[Standing, ...] = ()
    seats: int = 4
    beside: bool = False


def export_targets(
    csv: str | None,
    games: str | None,
    tables: list[Table],
    written: Sequence[int] = (),
    folder: Sequence[int] = (),
) -> list[ExportTarget]:
    """Every file ``--csv`` and ``--games-csv`` write, in the order they are written;
    ``written`` and ``folder``: the tables written and those of the folder read
    (:func:`csv_paths`)."""
    out: list[ExportTarget] = []
    if csv:
        for path, rows, table_seats in csv_paths(csv, tables, written, folder):
            out.append(ExportTarget(path, "table", tuple(rows), table_seats, beside=path != csv))
    if games:
        out.append(ExportTarget(games, "games"))
    return out


def _folded_key(path: str) -> str:
    """:func:`~mjgui.core.league.files.real_path` with the case folded and the Unicode form made
    one (NFC): the same for
    two names that a file system ignoring case (macOS, Windows) takes for one file."""
    return unicodedata.normalize("NFC", real_path(path)).casefold()


def _disk(path: str) -> int:
    """The device of the file system ``path`` is on (``st_dev``)."""
    return os.stat(path).st_dev


def _other_case(name: str) -> str:
    """``name`` with its ASCII letters in the other case, which every file system that ignores
    case folds; other letters are left as they are (``ß`` in the other case is ``SS``, which
    no such file system takes for it)."""
    return "".join(c.swapcase() if c.isascii() else c for c in name)


#: the entries of a disk's top folder looked at for one with an ASCII letter (:func:`_folds_inside`)
_TOP_ENTRIES = 1000


def _folds_names(folder: str) -> bool:
    """Whether the file system of ``folder`` takes two names that differ only in case for one
    file: the nearest folder from ``folder`` up, on its disk, whose name has an ASCII letter,
    looked up by that name in the other case in its parent folder, on the same disk (``/Users``
    as ``/uSERS``: the same folder on macOS, none on Linux). At the disk's top folder (a mount
    point: its own name is looked up on the disk it is mounted on) an entry of that folder is
    looked up so instead (:func:`_folds_inside`). When nothing tells (no name with a letter, a
    folder that cannot be read), the names are taken for one, as they are on the desks a club's
    folder is shared with. A missing ``folder`` folds nothing: no file can be written there,
    and the write says why (No such file or directory)."""
    here = os.path.realpath(folder)
    try:
        if not os.path.isdir(here):  # missing (or a file): the write says why
            return False
        disk = _disk(here)
    except (OSError, ValueError):
        return True
    while True:
        parent = os.path.dirname(here)
        try:
            top = parent == here or _disk(parent) != disk
        except (OSError, ValueError):
            return True
        if top:
            return _folds_inside(here)
        name = os.path.basename(here)
        other = _other_case(name)
        if other != name:
            try:
                return os.path.samefile(here, os.path.join(parent, other))
            except (OSError, ValueError):
                return False  # not found by the other case: told apart
        here = parent


def _folds_inside(folder: str) -> bool:
    """Whether ``folder``'s file system folds case, asked inside it: its first entry with an
    ASCII letter in its name, looked up in the other case in ``folder`` (found as the same entry:
    folded; not found: told apart). True when no entry tells (none with a letter, the folder
    unreadable)."""
    try:
        with os.scandir(folder) as entries:
            for count, entry in enumerate(entries):
                if count >= _TOP_ENTRIES:
                    break
                other = _other_case(entry.name)
                if other == entry.name:
                    continue
                try:
                    mine = os.lstat(entry.path)
                except (OSError, ValueError):
                    continue  # gone meanwhile
                try:
                    theirs = os.lstat(os.path.join(folder, other))
                except FileNotFoundError:
                    return False
                return (mine.st_dev, mine.st_ino) == (theirs.st_dev, theirs.st_ino)
    except (OSError, ValueError):
        return True
    return True


def _one_file(first: str, second: str) -> bool:
    """Whether the export names ``first`` and ``second`` are one file: the same path, links
    resolved; the same file already there (:func:`same_file`); or neither there yet and
    the names differing only in case or Unicode form in a folder whose file system does not tell
    them apart (:func:`_folds_names`: macOS, Windows), where the second write would replace the
    first."""
    if real_path(first) == real_path(second):
        return True
    try:
        return same_file(first, second)
    except (OSError, ValueError):
        pass
    if os.path.lexists(first) or os.path.lexists(second):
        return False  # one name found, the other not: the file system tells them apart
    if _folded_key(first) != _folded_key(second):
        return False
    return _folds_names(os.path.dirname(os.path.realpath(first)))


def same_target(targets: list[ExportTarget], lang: str = "en") -> str | None:
    """Why the exports cannot be written, when two of them name one file (:func:`_one_file`:
    the games would replace a league table): checked before anything is written."""
    for i, first in enumerate(targets):
        for second in targets[i + 1 :]:
            if not _one_file(first.path, second.path):
                continue
            # the file --csv names, or the one beside it that --csv makes for three players
            key = "same_target_sanma" if first.beside else "same_target"
            return _t(key, lang, path=shown_path(second.path))
    return None


def league_text(
    season: Season,
    rows: list[Standing],
    lang: str = "en",
    tables: list[Table] | None = None,
    found: int = 0,
    rules_found: tuple[str, ...] = (),
    others: Mapping[str, str] | None = None,
) -> str:
    """The league table as text, best first, then the files skipped. ``tables``: each table of a
    season with three-player games, shown one after the other under its heading. ``found``: the
    finished games read before the filters (when the filters leave none, the text says so, and
    lists ``rules_found``, the rules labels a ``--rules`` filter could have named). ``others``:
    two names alike by their alphabets, each marked as the club window marks it ("Вoris
    (Cyrillic: В)": :func:`~mjgui.core.league.aliases.lookalike_others`), so that the notes
    below can be matched to rows."""
    marks = others or {}
    lines: list[str] = []
    if not season.games and found:
        lines.append(_t("no_games_filtered", lang, n=found))
        if rules_found:
            lines.append(_t("rules_found", lang))
            lines.extend(f"  {label}" for label in rules_found)
    elif not season.games and unfinished_games(season.skipped):  # read, but none has ended
        lines.append(_t("no_games_unfinished", lang, n=unfinished_games(season.skipped)))
    elif not season.games:
        lines.append(_t("no_games", lang))
    else:
        lines.append(_t("summary", lang, n=len(season.games)))
        if tables is None or all(seats == 4 for seats, _, _ in tables):
            lines.extend(_table_lines(rows, lang, 4, marks))
        else:
            for seats, games, table_rows in tables:
                lines.append("")
                lines.append(_t("table_3" if seats == 3 else "table_4", lang, n=len(games.games)))
                lines.extend(_table_lines(table_rows, lang, seats, marks))
    if season.skipped:
        lines.append(skipped_head(season.skipped, lang))
        lines.extend(f"  {s.message(lang)}" for s in season.skipped)
    if season.misdated:
        lines.append(_t("misdated", lang, n=len(season.misdated)))
        lines.extend(f"  {m.message(lang)}" for m in season.misdated)
    if season.duplicates:
        lines.append(_t("duplicates", lang, n=len(season.duplicates)))
        lines.extend(f"  {d.message(lang)}" for d in season.duplicates)
    for kind, notes in apart_kinds(season.apart):  # a game of its own, or the record's game
        n = len(notes)
        if kind == "apart":
            lines.append(_t("apart", lang, n=n))
        elif kind == "finished":
            lines.append(_t("finished", lang, n=n))
        else:  # records of another's hands counted apart (other names)
            lines.append(_t("alike", lang, n=n))
        lines.extend(f"  {a.message(lang)}" for a in notes)
    return "\n".join(lines) + "\n"


PLACE_COLUMNS = ("first", "second", "third", "fourth")


def _marked(name: str, others: Mapping[str, str], lang: str) -> str:
    """A player's name as the table shows it: marked when it looks like another's by its
    alphabets (``others``, by :func:`~mjgui.core.league.names.key`), as the club window's."""
    other = others.get(name_key(name))
    return name if other is None else marked_name(name, other, lang)


def _table_lines(rows: list[Standing], lang: str, seats: int, others: Mapping[str, str]) -> list[str]:
    """One league table's head and rows (a place column per seat of the table), a name that
    looks like another's by its alphabets marked (``others``: :func:`league_text`)."""
    heads = {k: phrase(COLUMN_HEADS, k, lang) for k in COLUMN_HEADS}
    names = [_marked(r.name, others, lang) for r in rows]
    # padded by the columns a terminal gives a name (a kanji two), not by its characters
    width = max(text_width(heads["name"]), *(text_width(n) for n in names))
    places = " ".join(pad(heads[k], 4, right=True) for k in PLACE_COLUMNS[:seats])
    lines = [
        f"{pad(heads['rank'], 3, right=True)}  {pad(heads['name'], width)}"
        f"  {pad(heads['games'], 6, right=True)}  {pad(heads['total'], 8, right=True)}"
        f"  {pad(heads['average_place'], 10, right=True)}  {places}"
    ]
    for rank, (r, name) in enumerate(zip(rows, names, strict=True), 1):
        counts = " ".join(f"{n:>4}" for n in r.places)
        lines.append(
            f"{rank:>3}  {pad(name, width)}  {r.games:>6}  {score_thousands(r.total, lang):>8}"
            f"  {number(r.average_place, lang, digits=2):>10}  {counts}"
        )
    return lines

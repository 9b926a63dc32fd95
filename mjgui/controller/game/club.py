"""The club window's controller: a folder of records read as a season, the league table sorted
and filtered, one player's statistics, the season chart, aliases and the exports.

Three-player and four-player games are two tables of the club, never ranked together (RULES.md
§9): where the folder holds both, :attr:`ClubView.tables` offers them and the table, the chart,
the statistics and the exports are those of the table chosen (:meth:`ClubController.set_table`).

No Qt here; the window (:mod:`mjgui.gui.club`) lays out :class:`ClubView` and writes the PDF.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar, cast

from mjgui.controller.game.phrases import (
    chart_lines_said,
    place_text,
    points_text,
    rules_texts,
    thousands_text,
)
from mjgui.controller.observable import Observable
from mjgui.core.errors import MahjongError
from mjgui.core.game.final_score import FinalScore
from mjgui.core.game.storage import StorageError, atomic_write_text
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.league.aliases import (
    ALIASES_FILE,
    AliasError,
    Aliases,
    add_alias,
    aliases_files,
    aliases_path,
    inside,
    key,
    load_aliases,
    lookalike_names,
    lookalike_others,
    marked_name,
    season_folder,
    table_conflicts,
    unreadable_target,
)
from mjgui.core.league.charts import NO_CHART, ChartData, dated, season_totals
from mjgui.core.league.export import (
    export_refusal,
    games_csv,
    nothing_read_refusal,
    standings_csv,
    table_file,
)
from mjgui.core.league.files import in_folder
from mjgui.core.league.season import (
    FileStamp,
    Game,
    Listing,
    Season,
    SeasonCache,
    Skipped,
    apart_kinds,
    file_stamp,
    list_records,
    listing_stamps,
    load_season,
    rules_filter,
    rules_label,
    skipped_counts,
    skipped_head,
)
from mjgui.core.league.standings import (
    COLUMNS,
    GameCounts,
    Standing,
    Stats,
    seat_names,
    sort_standings,
    standings,
)
from mjgui.core.league.text import COLUMN_HEADS, COLUMN_HOW, STAT_HOW, STAT_NAMES
from mjgui.core.numbers import number
from mjgui.core.scoring.rules import Rules
from mjgui.core.shown import shown_path
from mjgui.core.text import TERMS, limit_name, yaku_name

#: the league table's columns, in order
TABLE_COLUMNS = (
    "rank",
    "name",
    "games",
    "total",
    "average",
    "average_place",
    "first",
    "second",
    "third",
    "fourth",
    "best",
    "worst",
)

PHRASES: dict[str, Msg] = {
    "no_folder": msg("club:no_folder", "Open the folder where the tables save their .mjgame records."),
    "summary": nmsg("club:summary", "{n} game in {folder}", "{n} games in {folder}"),
    # the folder opened is not there (renamed, removed, a disk not mounted): said in the line
    # that would count its games, not as a file skipped of a folder of none
    "folder_missing": msg(
        "club:folder_missing",
        "The folder {folder} does not exist. Open the folder where the tables save their .mjgame records.",
    ),
    "shown": nmsg("club:shown", "{n} game shown", "{n} games shown"),
    "duplicates": nmsg(
        "club:duplicates",
        "{n} duplicate not counted again:",
        "{n} duplicates not counted again:",
    ),
    "misdated": nmsg(
        "club:misdated",
        "{n} game counted whose # date line cannot be read:",
        "{n} games counted whose # date lines cannot be read:",
    ),
    # sync conflict copies that hold another table's or another evening's game: counted
    "apart": nmsg(
        "club:apart",
        "{n} conflict copy counted as a game of its own:",
        "{n} conflict copies counted as games of their own:",
    ),
    # sync conflict copies counted in place of a record that holds only their beginning (or nothing)
    "finished": nmsg(
        "club:finished",
        "{n} conflict copy counted in place of its record:",
        "{n} conflict copies counted in place of their records:",
    ),
    # records counted as two games though every hand of one is the other's, seat by seat (their
    # players differ): each note names both files and says how to make them one game
    "alike": nmsg(
        "club:alike",
        "{n} record counted as a game of its own, with every hand of another:",
        "{n} records counted as games of their own, with every hand of another:",
    ),
    "alias_notes": msg("club:alias_notes", "The aliases files:"),
    # the names of two players that look alike (aliases.lookalike_names): no aliases file's note
    "lookalike_names": msg("club:lookalike_names", "Names that look alike:"),
    # the line that stays in view above the statistics (the notes themselves may be folded away)
    "notes_duplicates": nmsg(
        "club:notes_duplicates", "{n} duplicate not counted again", "{n} duplicates not counted again"
    ),
    "notes_misdated": nmsg(
        "club:notes_misdated", "{n} date that cannot be read", "{n} dates that cannot be read"
    ),
    "notes_apart": nmsg(
        "club:notes_apart",
        "{n} conflict copy counted as a game of its own",
        "{n} conflict copies counted as games of their own",
    ),
    "notes_finished": nmsg(
        "club:notes_finished",
        "{n} conflict copy counted in place of its record",
        "{n} conflict copies counted in place of their records",
    ),
    "notes_alike": nmsg(
        "club:notes_alike",
        "{n} record counted with every hand of another",
        "{n} records counted with every hand of another",
    ),
    "notes_aliases": msg("club:notes_aliases", "notes on the aliases files"),
    "notes_lookalike": nmsg(
        "club:notes_lookalike", "{n} pair of names that look alike", "{n} pairs of names that look alike"
    ),
    "all_rules": msg("club:all_rules", "All rules"),
    "chart_axis": msg("club:chart_axis", "Total, thousands"),
    # the season chart in words, for a screen reader: players is a "; "-joined list of the
    # tracker's chart_said_player, each total in thousands
    "chart_said": msg(
        "club:chart_said",
        "Each player's season total in thousands, game by game, from before their first game to the "
        "last game shown: {players}.",
    ),
    "merged": msg("club:merged", "{spelling} is now counted as {name} (saved in {file})."),
    # a merge: a record or an aliases file changed on disk since the folder was read, so it was
    # read again and the merge judged on the folder as it is now
    "merged_read_again": msg(
        "club:merged_read_again",
        "The folder changed since it was read (a record or an aliases file saved, changed or removed), so "
        "it was read again first. {spelling} is now counted as {name} (saved in {file}).",
    ),
    "saved": msg("club:saved", "Saved {path}."),
    # why the printed summary was not saved (the reason of its write_failed): its league table,
    # every name kept on one line in the print font, is wider than the page; name: the widest
    "summary_too_wide": msg(
        "club:summary_too_wide",
        "the name {name} is too long to print on one line of the summary's league table on an A4 page; "
        "give the player a shorter name in the season's aliases file, then save again",
    ),
    # before an export: a record or the aliases file changed on disk since the folder was read
    "read_again": msg(
        "club:read_again",
        "The folder changed since it was read (a record or an aliases file saved, changed or removed): it "
        "was read again.",
    ),
    "saved_read_again": msg(
        "club:saved_read_again",
        "The folder changed since it was read (a record or an aliases file saved, changed or removed), so "
        "it was read again first. Saved {path}.",
    ),
    "pick_player": msg("club:pick_player", "Choose a player in the table to see their statistics."),
    "stats_of": msg("club:stats_of", "{name}: statistics"),
    "percent_of": msg("club:percent_of", "{percent} ({part} of {whole})"),
    "none": msg("club:none", "—"),
    "han_fu": TERMS["han_fu"],
    "han": msg("club:han", "{han} han"),
    "yakuman_n": nmsg("club:yakuman_n", "{n}× yakuman", "{n}× yakuman"),
    "biggest": msg("club:biggest", "{value}: +{points} ({file}, line {line})"),
    "yaku_count": msg("club:yaku_count", "{yaku} ×{n}"),
    "yakuman_at": msg("club:yakuman_at", "{yaku} ({file}, line {line})"),
    "game_row": msg("club:game_row", "{date} · {file} · {rules}"),
    # the printed summary, a game's results: a final score a chombo's penalty was taken off
    # (chombo_score_penalty, M-League's), in thousands: "−35.3 (chombo −20)"
    "final_chombo": msg("club:final_chombo", "{final} (chombo {penalty})"),
    "table_4": nmsg("club:table_4", "Four players: {n} game", "Four players: {n} games"),
    "table_3": nmsg("club:table_3", "Three players: {n} game", "Three players: {n} games"),
    # the printed summary, under its title: the games it is of when a filter is set (its table
    # is not the season's then), and the day it was printed
    "printed_between": msg("club:printed_between", "Games from {since} to {until}"),
    "printed_since": msg("club:printed_since", "Games from {since} on"),
    "printed_until": msg("club:printed_until", "Games up to {until}"),
    "printed_rules": msg("club:printed_rules", "Rules: {rules}"),
    "printed_on": msg("club:printed_on", "Printed on {date}"),
    # a table chosen, or the folder read again, and the dates chosen hold none of its games
    # (from after its last game, or up to before its first): the date filter is cleared, and
    # the date fields show the table's first and last game's days, first and last
    "dates_cleared": msg(
        "club:dates_cleared",
        "The dates chosen hold no game of the table shown (its games are from {first} to {last}), so "
        "the date filter was cleared.",
    ),
    # the dates chosen lie within the table's first and last game's days (so they are kept as
    # chosen) and hold none of its games, the rules aside: the table is empty for that
    "dates_empty": msg(
        "club:dates_empty",
        "No game of the table shown was played within the dates chosen (its games are from {first} "
        "to {last}), so the table is empty: choose other dates.",
    ),
}
#: the place columns a table has no seat for (three players: no fourth place)
HIDDEN_COLUMNS: dict[int, frozenset[str]] = {4: frozenset(), 3: frozenset({"fourth"})}

T = TypeVar("T")


@dataclass(frozen=True)
class FolderLook:
    """One look at the club's folder (:meth:`ClubController.look`): its one walk, the aliases
    files read with it (:func:`~mjgui.core.league.aliases.aliases_files`: those above and
    below), the one a merge writes (:func:`~mjgui.core.league.aliases.aliases_path`), and the
    sizes and times of them all. The look that finds a change is the one the reading that
    follows uses: the folder is walked, and the aliases files looked for, once."""

    listing: Listing
    aliases_file: Path
    aliases_read: tuple[Path, ...]
    stamps: dict[Path, FileStamp]


def _unread_file(problem: MahjongError) -> Path | None:
    """The aliases file the note ``problem`` says does not read (``alias_unreadable``), or None."""
    reason = problem.params.get("reason")
    if problem.code != "alias_unreadable" or not isinstance(reason, StorageError):
        return None
    return Path(str(reason.params.get("path", "")))


def _unread(aliases: Aliases) -> list[Path]:
    """The aliases files that did not read when ``aliases`` were read."""
    return [f for p in aliases.problems if (f := _unread_file(p)) is not None]


def _p(key_: str, lang: str, **params: object) -> str:
    return phrase(PHRASES, key_, lang, **params)


class _TooWide:
    """Why the printed summary was not saved (a ``write_failed``'s reason, said in the
    notice's language): ``name`` does not print on one line of its table on the page."""

    def __init__(self, name: str) -> None:
        self.name = name

    def message(self, lang: str = "en") -> str:
        return _p("summary_too_wide", lang, name=self.name)


def decimal(value: float, digits: int, lang: str) -> str:
    """``2.35`` / ``2,35``: :func:`mjgui.core.numbers.number`."""
    return number(value, lang, digits=digits)


@dataclass(frozen=True)
class ColumnView:
    id: str
    head: str
    tip: str


@dataclass(frozen=True)
class RowView:
    name: str
    cells: tuple[str, ...]  # in TABLE_COLUMNS order
    total: int


@dataclass(frozen=True)
class StatView:
    id: str
    name: str
    value: str
    how: str


@dataclass(frozen=True)
class GameView:
    """One game for the printed summary: its heading and each player's result, by place."""

    title: str
    results: tuple[tuple[str, str, str, str], ...]  # place, name, points, final


@dataclass(frozen=True)
class ClubView:
    folder: str
    summary: str
    columns: tuple[ColumnView, ...]
    rows: tuple[RowView, ...]
    sort: tuple[str, bool]
    selected: str | None
    # the chosen player's name as shown (:func:`_marked`): their line's in the chart
    selected_shown: str | None
    stats_title: str
    stats: tuple[StatView, ...]
    skipped_head: str
    skipped: tuple[str, ...]
    duplicates_head: str
    duplicates: tuple[str, ...]  # files and folders not read again: their games were counted
    misdated_head: str
    # games counted whose "# date" line cannot be read: the line, the day counted, how to write it
    misdated: tuple[str, ...]
    apart_head: str
    # sync conflict copies counted as games of their own (another table's, another evening's)
    apart: tuple[str, ...]
    finished_head: str
    # sync conflict copies counted in place of the record they copy (empty, or their beginning)
    finished: tuple[str, ...]
    alike_head: str
    # records counted as games of their own whose hands are all another's counted (other names):
    # one game saved twice, or two tables' games alike, which only a player can tell
    alike: tuple[str, ...]
    alias_notes_head: str
    alias_notes: tuple[str, ...]  # lines of the aliases file not read, aliases not applied
    lookalike_head: str
    # two players' names that look alike (``Вoris`` and ``Boris``), counted apart: with or
    # without an aliases file, so not under its head
    lookalikes: tuple[str, ...]
    # what the lists above hold, in a line ("1 file skipped · 1 link to a folder not followed
    # · 2 duplicates not counted again"; what was skipped counted as skipped_head counts it): ""
    # when they are empty; "warn" when something was skipped, a date cannot be read, a record
    # with another's hands is counted apart (perhaps a game counted twice) or the aliases file
    # has notes (not for duplicates or conflict copies counted alone: their games were counted)
    notes_count: str
    notes_warn: bool
    chart: ChartData
    chart_axis: str
    chart_said: str  # the chart in words, for a screen reader (as the tracker's points chart)
    # (rules label, shown text, tooltip); "" is every rules. The label is the record's words
    # ("seed east_only=on"), the text the tracker's ("Club rules, East round only"), the tooltip
    # the changes one a line ("" for a preset as it is)
    rules: tuple[tuple[str, str, str], ...]
    rules_selected: str
    dates: tuple[dt.date, dt.date] | None
    # the days the date fields show: the dates chosen as they apply to the table shown (a date
    # at or beyond its first or last game's day: that day, no filter); None with no game
    date_fields: tuple[dt.date, dt.date] | None
    tables: tuple[tuple[int, str], ...]  # (seats, shown text): more than one when the folder has both
    table_players: int  # the table shown: 4, or 3
    hidden: frozenset[str]  # the columns of TABLE_COLUMNS this table has not (three: "fourth")
    notice: str
    notice_error: bool
    lang: str


def _marked(name: str, others: dict[str, str], lang: str) -> str:
    """A player's name as the club shows it: marked when it looks like another's by its
    alphabets (``others``: :func:`~mjgui.core.league.aliases.lookalike_others`)."""
    other = others.get(key(name))
    return name if other is None else marked_name(name, other, lang)


class ClubController(Observable[ClubView]):
    """Keeps the folder's season and what the window shows of it.

    What costs a pass over every game — the league table, the chart, each game's results for
    the PDF — is worked out once for the season, its filters and its aliases (and the language,
    for words) and kept while they stay (:meth:`_kept`): choosing a player or sorting works it
    out again from none of them. Reload replays only the files changed since they were read
    (:class:`~mjgui.core.league.season.SeasonCache`)."""

    def __init__(self, lang: str = "en") -> None:
        super().__init__(lang)
        self.folder: Path | None = None
        self.aliases_file = Path(ALIASES_FILE)  # the season's (:func:`aliases_path`) once a folder is read
        self.season = Season()
        self.aliases = Aliases()
        # the dates the player chose, kept through a table switch and a reload (the table shown
        # applies them as :meth:`applied_dates` says; cleared only when they hold none of its
        # games: :meth:`_fit_dates`); Games to CSV applies them to both tables
        self.since: dt.date | None = None
        self.until: dt.date | None = None
        self.rules: Rules | None = None
        self.players: int | None = None  # the table chosen; None: the first the folder has
        self.sort: tuple[str, bool] = ("total", True)
        self.selected: str | None = None
        self._notice: tuple[Msg, dict[str, object], bool] | None = None
        self._error: MahjongError | None = None
        # the table's first and last game's days when the date filter was cleared for holding
        # none of them (:meth:`_fit_dates`), said after the notice until the filters change again
        self._dates_cleared: tuple[dt.date, dt.date] | None = None
        self._aliases_error: MahjongError | None = None
        self._cache = SeasonCache()  # the records read, for Reload
        self._stamps: dict[Path, FileStamp] = {}  # the files' sizes and times when last read
        self._aliases_read: tuple[Path, ...] = ()  # the aliases files read with the folder
        # name -> (the season and aliases it was worked out of, what else it depends on, value)
        self._kept_values: dict[str, tuple[tuple[object, ...], tuple[object, ...], object]] = {}

    def _kept(self, name: str, of: tuple[object, ...], by: tuple[object, ...], work: Callable[[], T]) -> T:
        """``work()``, worked out again only when the objects ``of`` (the season, the aliases:
        the very objects, never changed in place) or the values ``by`` (filters, language)
        differ from those it was last worked out for."""
        kept = self._kept_values.get(name)
        if (
            kept is not None
            and len(kept[0]) == len(of)
            and all(a is b for a, b in zip(kept[0], of, strict=True))
            and kept[1] == by
        ):
            return cast(T, kept[2])
        value = work()
        self._kept_values[name] = (of, by, value)
        return value

    @property
    def applied_dates(self) -> tuple[dt.date | None, dt.date | None]:
        """The dates chosen as the table shown applies them: a date at or beyond its first or
        last game's day leaves none of its games out, so it is no filter there (None), as the
        date fields, which show no day outside those, show it; the date is kept, and applies to
        the other table as chosen."""
        since, until = self.since, self.until
        dates = self._table().dates
        if dates is None:
            return since, until
        first, last = dates
        return (
            None if since is not None and since <= first else since,
            None if until is not None and until >= last else until,
        )

    def _table(self) -> Season:
        """The games of the table shown, all dates and rules (once per season and table)."""
        seats = self.table_players
        return self._kept("table", (self.season,), (seats,), lambda: self.season.table(seats))

    @property
    def _filters(self) -> tuple[object, ...]:
        return (self.table_players, *self.applied_dates, self.rules)

    # -- what is shown ----------------------------------------------------------------------
    @property
    def table_players(self) -> int:
        """The table shown: the one chosen, else the first the folder has (four players first)."""
        tables = self.season.tables
        if self.players in tables:
            return self.players
        return tables[0] if tables else 4

    @property
    def shown(self) -> Season:
        def work() -> Season:
            return self._table().select(*self.applied_dates, self.rules)

        return self._kept("shown", (self.season,), self._filters, work)

    def _standings(self) -> tuple[Standing, ...]:
        """The league table of the games shown, in league order (once per season, filters and
        aliases)."""

        def work() -> tuple[Standing, ...]:
            return tuple(standings(self.shown, self.aliases, self._counts()))

        return self._kept("standings", (self.season, self.aliases), self._filters, work)

    def _counts(self) -> GameCounts:
        """Each game's counts for the league table, kept for the season and its aliases: a
        date step, a rules or table switch adds up the games already counted (the season is
        read once per open or reload; its games are counted once)."""
        return self._kept("counts", (self.season, self.aliases), (), lambda: GameCounts(self.aliases))

    def rows(self) -> list[Standing]:
        """The league table as sorted: by a column, or by the league rank ("rank": best first,
        the last first when descending)."""
        rows = list(self._standings())
        column, descending = self.sort
        if column == "rank":
            return rows[::-1] if descending else rows
        return sort_standings(rows, column, descending)

    # -- actions ----------------------------------------------------------------------------
    def open_folder(self, folder: str | os.PathLike[str], players: int | None = None) -> None:
        """Read every record under ``folder`` (never writing one) and the season's aliases file
        (``folder``'s, or the nearest folder's above it that has one), showing
        the table of ``players`` (3 or 4) when the folder has one (else the first it has)."""
        self.folder = Path(folder)
        self.since = self.until = self.rules = None
        self.players = players
        self.selected = None
        self._notice = None
        self._error = None
        self._dates_cleared = None
        self._load()
        self._notify()

    def open_season_of(
        self,
        record: str | os.PathLike[str],
        opened: str | os.PathLike[str] | None = None,
        players: int | None = None,
    ) -> None:
        """Open the season ``record`` belongs to (:func:`~mjgui.core.league.aliases.season_folder`:
        ``opened``, the club folder the player last opened, when it holds the record and no
        aliases file above it is the season's; else the folder above the record with the season's
        aliases file, else the record's own folder), on the
        table of ``players``: the record's (a three-player game's results are the three-player
        table's)."""
        self.open_folder(season_folder(record, opened), players)

    def holds(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` (a record just saved) is in the folder shown."""
        return self.folder is not None and inside(path, self.folder)

    def reload(self, look: FolderLook | None = None) -> None:
        """Read the folder again: the games saved, deleted or renamed since it was read. The
        table, the rules, the dates, the sort and the chosen player stay where the folder still
        has them (dates that hold none of the table's games now are cleared, and the notice says
        so: :meth:`_fit_dates`). ``look``: the folder as :meth:`look` just found it (its walk read, not walked
        again)."""
        if self.folder is None:
            return
        self._notice = None
        self._error = None
        self._dates_cleared = None
        self._read_again(look)
        self._notify()

    def _read_again(self, look: FolderLook | None = None) -> None:
        """:meth:`reload` without a word: the folder read again (:meth:`_load`), the table and
        the rules kept where the folder still has them, the dates fitted to it
        (:meth:`_fit_dates`: the one word said, when they are cleared)."""
        self._load(look)
        if self.players not in self.season.tables:
            self.players = None
        kept = self._table().by_label.values()
        if self.rules is not None and self.rules not in kept:
            self.rules = None
        self._fit_dates()

    def _fit_dates(self) -> None:
        """The dates chosen fitted to the table shown (another table chosen, the folder read
        again), so that the window's date fields, which show no day outside the table's first
        and last game's, show the filter applied, and the table, the chart and every export
        follow it. Dates that hold none of its games (from after its last, or up to before its
        first) are cleared, the table's days kept to say so (``_dates_cleared``: the fields had
        shown other days than those applied, over an empty table); others are kept as chosen,
        a date at or beyond the table's own end too: no filter on this table
        (:meth:`applied_dates`), the player's on the other one and after a reload."""
        dates = self._table().dates
        if dates is None:  # no game: no date fields either
            self.since = self.until = None
            return
        first, last = dates
        if (self.since is not None and self.since > last) or (self.until is not None and self.until < first):
            self.since = self.until = None
            self._dates_cleared = dates

    def _load(self, look: FolderLook | None = None) -> None:
        """Read the folder and its aliases file: one walk of the folder and one list of the
        aliases files (``look``'s, else a :meth:`look` now), both read by the reading. A season
        or aliases the same as those shown (nothing changed since they were read) are kept as
        they are, the very objects, so the league table and the chart worked out of them hold
        (:meth:`_kept`)."""
        assert self.folder is not None
        if look is None or not look.listing.of([self.folder]):
            look = self.look()
        # the file a merge writes: the highest of the folders above (the season's), else the folder's
        self.aliases_file = look.aliases_file
        self._stamps = look.stamps  # before reading: a change meanwhile is seen next time
        # the last season when the same; the walk the look made read, not made again
        self.season = load_season([self.folder], self._cache, look.listing)
        read = look.aliases_read
        if self.season.aliases_files != look.listing.aliases_files:  # listed again (a record renamed)
            read = aliases_files([self.folder], self.season.aliases_files)
        self._aliases_read = read
        aliases = self._read_aliases()
        if not aliases.alike(self.aliases):
            self.aliases = aliases

    def _read_aliases(self) -> Aliases:
        """Every aliases file of the folder, of the folders above it and of those inside it read
        together (:func:`~mjgui.core.league.aliases.load_aliases`: those the folder was read with,
        not looked for again); the file a merge writes, when it does not read, said as the error
        it is (no merge rewrites it until it reads)."""
        assert self.folder is not None
        aliases = load_aliases(self.folder, files=self._aliases_read, target=self.aliases_file)
        if any(not os.path.lexists(f) or file_stamp(f) != self._stamps.get(f) for f in _unread(aliases)):
            # an aliases file listed and gone or new since (a sync tool, an editor's save that
            # deletes first): the files listed again and read once more, as the season lists its
            # records again for one gone (the next look finds the change all the same)
            self.aliases_file = aliases_path(self.folder)
            met = [f for f in self.season.aliases_files if os.path.lexists(f)]
            self._aliases_read = aliases_files([self.folder], met)
            aliases = load_aliases(self.folder, files=self._aliases_read, target=self.aliases_file)
            gone = [f for f in _unread(aliases) if not os.path.lexists(f)]
            if gone:  # gone again: as if absent, not an error that refuses the merges
                problems = tuple(p for p in aliases.problems if _unread_file(p) not in gone)
                aliases = Aliases(aliases.names, problems, aliases.lines)
        self._aliases_error = unreadable_target(aliases, self.folder, self.aliases_file)
        if self._aliases_error is None:
            return aliases
        self._error = self._aliases_error
        problems = tuple(p for p in aliases.problems if p is not self._aliases_error)
        return Aliases(aliases.names, problems, aliases.lines)

    def look(self) -> FolderLook:
        """The folder now (:class:`FolderLook`): walked once
        (:func:`~mjgui.core.league.season.list_records`: listed, nothing read), the aliases files
        above and below it listed once, and the size and time of each record and aliases file."""
        assert self.folder is not None
        listing = list_records([self.folder])
        target = aliases_path(self.folder)
        read = aliases_files([self.folder], listing.aliases_files)
        stamps = {**listing_stamps(listing), **{f: file_stamp(f) for f in (target, *read)}}
        return FolderLook(listing, target, read, stamps)

    def changed(self) -> FolderLook | None:
        """The folder's :meth:`look` when a record or an aliases file was saved, changed, added
        or removed since the folder was read (their sizes, times and inodes: cheap, no file
        read; a same-size save that put the time back is seen by its inode or change time);
        None when nothing was (or no folder is open). A reading of the change takes the look
        (:meth:`refresh`), so the folder is walked once for both."""
        if self.folder is None:
            return None
        look = self.look()
        return look if look.stamps != self._stamps else None

    def changed_on_disk(self) -> bool:
        """Whether a record or the aliases file was saved, changed, added or removed since the
        folder was read (:meth:`changed`)."""
        return self.changed() is not None

    def refresh(self, look: FolderLook | None = None) -> bool:
        """Read the folder again when it changed on disk since it was read
        (:meth:`changed`; ``look``: what it found, asked already), saying so; whether it did.
        Asked before every export and when the window is active again, so that nothing shown
        or written is older than the folder."""
        if look is None:
            look = self.changed()
        if look is None:
            return False
        self.reload(look)
        self._notice = (PHRASES["read_again"], {}, False)
        self._notify()
        return True

    def set_dates(self, since: dt.date | None, until: dt.date | None) -> None:
        self.since, self.until = since, until
        self._dates_cleared = None
        self._notify()

    def set_rules(self, label: str | None) -> None:
        """Show the games of the rules ``label`` names (a label of the view's ``rules``; ""
        or None: every rules); words a record refuses raise its GameError."""
        if not label:
            self.rules = None
        else:  # words that are no label of the table are read as a rules line's (once)
            self.rules = self._table().by_label.get(label) or rules_filter(label)
        self._dates_cleared = None
        self._notify()

    def set_table(self, players: int) -> None:
        """Show the three- or four-player table (the rules filter and the chosen player are
        the other table's: they are reset; the dates are fitted to its games, :meth:`_fit_dates`,
        and said when they are cleared)."""
        if players == self.table_players:
            return
        self.players = players
        self.rules = None
        self.selected = None
        self._dates_cleared = None
        self._fit_dates()
        self._notify()

    def sort_by(self, column: str) -> None:
        """Sort by ``column``; the same column again turns the order around."""
        if column not in COLUMNS and column != "rank":
            return
        current, descending = self.sort
        if column == current:
            self.sort = (column, not descending)
        else:
            self.sort = (column, column not in ("name", "average_place", "rank"))
        self._notify()

    def select(self, name: str | None) -> None:
        self.selected = None if name is None else key(name)
        self._notify()

    def mergeable(self, spelling: str, name: str) -> bool:
        """Whether a merge of ``spelling`` into ``name`` is worth asking for: two names given,
        not one name twice (as the league matches names: case and spaces aside)."""
        return bool(spelling.strip() and name.strip()) and key(spelling) != key(name)

    def merge(self, spelling: str, name: str) -> bool:
        """Count ``spelling`` as ``name`` from now on, added to the season's aliases file (the
        highest above the folder, else the folder's: :func:`~mjgui.core.league.aliases.
        aliases_path`; read again first: refused when it does not read, when the aliases read
        already count them as one, or when the two sat at one table). The season is read again
        with the merge (:meth:`_load`): its copy checks count names as the aliases do, so a copy
        of a game under the spelling merged is then one game with it, in the table and in every
        export; the file's new size and time are kept as read: the window's own merge is no
        change on disk.

        The merge is judged on the folder as it is now: changed on disk since it was read
        (:meth:`changed`: another desk's tracker or a sync tool saved a record, an aliases file),
        it is read again first, as before an export, and the notice says so; so two who sat at
        one table in a record saved meanwhile are refused as ever."""
        if self.folder is None:
            return False
        # a name typed as the table shows it is the player's own: the mark is never written
        spelling, name = self.plain_name(spelling), self.plain_name(name)
        self._dates_cleared = None  # said again if this reading clears them
        look = self.changed()
        if look is not None:  # the games and the aliases checked are the folder's now
            self._read_again(look)
        try:
            add_alias(self.folder, spelling, name, self.season.games, self.aliases)
        except MahjongError as err:
            self._error, self._notice = err, None
            self._notify()
            return False
        self._error = None
        file = self._rel(self.aliases_file)  # the file written (a reading may find another since)
        self._read_again()
        self._notice = (
            PHRASES["merged" if look is None else "merged_read_again"],
            {"spelling": spelling.strip(), "name": name.strip(), "file": file},
            False,
        )
        self._notify()
        return True

    def league_ranks(self) -> dict[str, int]:
        """Each player's rank in the league table (by key), whatever the sort."""
        return {key(r.name): i + 1 for i, r in enumerate(self._standings())}

    def chart(self) -> ChartData:
        """The season chart of the games shown (once per season, filters and aliases; its dates
        written again in the language's order when it changes: :func:`dated`), its lines in
        the league table's order (:meth:`league_ranks`): its legend read as the table, a
        player found among 60 where the table has them."""

        def work() -> ChartData:
            shown = self.shown  # the Season: its players named as the whole season names them
            if not shown.games:
                return NO_CHART
            chart = season_totals(shown, self.aliases)
            ranks = self.league_ranks()
            ordered = sorted(chart.series, key=lambda line: ranks.get(key(line.name), len(ranks)))
            return replace(chart, series=tuple(ordered))

        totals = self._kept("chart", (self.season, self.aliases), self._filters, work)
        return self._kept("chart_dates", (totals,), (self.lang,), lambda: dated(totals, self.lang))

    def game_views(self) -> tuple[GameView, ...]:
        """Each game shown, with each player's result, for the printed summary: worked out when
        asked (a PDF is written), once per season, filters, aliases and language. A name that
        looks like another's by its alphabets is marked as the table and the chart above it mark
        it ("Аiko (Cyrillic: А)"): two such at one table are told apart on paper too."""

        def work() -> tuple[GameView, ...]:
            shown, lang = self.shown, self.lang
            others = lookalike_others(self._lookalikes())
            seats = seat_names(shown, self.aliases)  # the Season: its players named as the season's
            return tuple(
                self._game(g, tuple(_marked(n, others, lang) for n in names), lang)
                for g, names in zip(shown.games, seats, strict=True)
            )

        by = (*self._filters, self.lang, self.folder)
        return self._kept("games", (self.season, self.aliases), by, work)

    def printed_lines(self, today: dt.date) -> tuple[str, ...]:
        """What the printed summary says of itself under its title: the dates and the rules its
        games are filtered by, when a filter is set (its table is then not the season's), and
        ``today``, the day it is printed."""
        lang, (since, until) = self.lang, self.applied_dates  # the table's: as its fields show them
        lines = []
        if since is not None and until is not None:
            lines.append(_p("printed_between", lang, since=since.isoformat(), until=until.isoformat()))
        elif since is not None:
            lines.append(_p("printed_since", lang, since=since.isoformat()))
        elif until is not None:
            lines.append(_p("printed_until", lang, until=until.isoformat()))
        if self.rules is not None:
            lines.append(_p("printed_rules", lang, rules=_rules_shown(self.rules, lang)[0]))
        lines.append(_p("printed_on", lang, date=today.isoformat()))
        return tuple(lines)

    def printed_table(self) -> str:
        """The heading the printed summary gives its table when the folder holds both tables
        ("Four players: 6 games"; "" with one table: nothing to tell apart): the games the
        table holds, those the filters leave, as ``mjgui league`` heads it, never the whole
        table's count of the selector's label above a table of fewer games."""
        if len(self.season.tables) < 2:
            return ""
        key_ = "table_3" if self.table_players == 3 else "table_4"
        return _p(key_, self.lang, n=len(self.shown.games))

    def export_csv(self, path: str | os.PathLike[str]) -> bool:
        """The table as shown (its sort), each row with its league rank, as the # column; the
        place columns of the table shown (three players: no ``fourth``, even with no game)."""
        refreshed = self.refresh()  # never older than the folder
        rows = self.rows()
        ranks = self.league_ranks()
        ranked = [ranks[key(r.name)] for r in rows]
        text = standings_csv(rows, ranked, self.lang, seats=self.table_players)
        return self._write(path, text, refreshed)

    def export_games_csv(self, path: str | os.PathLike[str]) -> bool:
        """Every game's results, of both tables whichever is shown, within the dates and the
        rules chosen (the dates as the player chose them, whichever table shows them: not
        as the table shown applies them, :meth:`applied_dates`): the file ``mjgui league DIR
        --games-csv`` writes with the same ``--since``, ``--until`` and ``--rules``."""
        refreshed = self.refresh()
        games = self.season.select(self.since, self.until, self.rules)
        return self._write(path, games_csv(games, self.folder, self.aliases, self.lang), refreshed)

    @property
    def filtered(self) -> bool:
        """Whether the games are filtered by dates or rules (an export then holds fewer than
        the folder's)."""
        return self.since is not None or self.until is not None or self.rules is not None

    def export_name(self, kind: str) -> str:
        """The file name an export of ``kind`` ("table", "games", "pdf") is offered under: the
        three-player table's beside the four-player one's, ``league-sanma.csv`` and
        ``summary-sanma.pdf``, as ``mjgui league --csv`` names it (:func:`~mjgui.core.league.
        export.table_file`); the games of both tables in one file, ``games.csv``."""
        if kind == "games":
            return "games.csv"
        name = "league.csv" if kind == "table" else "summary.pdf"
        return table_file(name, self.table_players, self.season.tables)

    def export_refused(self, path: str | os.PathLike[str]) -> bool:
        """Whether an export to ``path`` is refused, and said so: ``path`` is a file of the
        season (a record, the aliases file) or named as one
        (:func:`~mjgui.core.league.export.export_refusal`), or the folder read gave no game
        with a file skipped: gone, unreadable, every record damaged
        (:func:`~mjgui.core.league.export.nothing_read_refusal`; an earlier export is not
        replaced by an empty table). Every export asks it first, after the folder is read
        again when it changed, the window's PDF too."""
        folders = () if self.folder is None else (self.folder,)
        # the aliases files the folder was read with, and the one a merge writes: not looked for again
        read = None if self.folder is None else (*self._aliases_read, self.aliases_file)
        refused = export_refusal(path, self.season, folders, read)
        if refused is None and self.folder is not None:
            refused = nothing_read_refusal(path, self.season, self.folder)
        if refused is None:
            return False
        self.failed(refused)
        return True

    def _write(self, path: str | os.PathLike[str], text: str, refreshed: bool = False) -> bool:
        if self.export_refused(path):
            return False
        try:
            atomic_write_text(path, text)
        except MahjongError as err:
            self._error, self._notice = err, None
            self._notify()
            return False
        self.saved(path, refreshed)
        return True

    def saved(self, path: str | os.PathLike[str], refreshed: bool = False) -> None:
        """Say a file was written (the window's PDF too); ``refreshed``: the folder had changed
        and was read again first (:meth:`refresh`), said too."""
        self._error = None
        self._notice = (
            PHRASES["saved_read_again" if refreshed else "saved"],
            {"path": shown_path(path)},
            False,
        )
        self._notify()

    def summary_too_wide(self, path: str | os.PathLike[str], name: str) -> StorageError:
        """The printed summary's refusal: ``name`` too long to print on one line of the table on
        the page; said with "The previous file is unchanged" where a file is at ``path``, else
        "Nothing was written" (nothing has been written to ``path``)."""
        return StorageError("write_failed", path=path, reason=_TooWide(name), kept=os.path.lexists(path))

    def failed(self, error: MahjongError) -> None:
        self._error, self._notice = error, None
        self._notify()

    def _date_fields(self, dates: tuple[dt.date, dt.date] | None) -> tuple[dt.date, dt.date] | None:
        """The days the date fields show on the table of ``dates`` (its first and last game's):
        the dates chosen as it applies them (:meth:`applied_dates`), its own end where none
        applies, never a day outside them (a field has none)."""
        if dates is None:
            return None
        first, last = dates
        since, until = self.applied_dates
        return (min(max(since or first, first), last), min(max(until or last, first), last))

    def _missing(self) -> Skipped | None:
        """The note that the folder opened does not exist (nothing else is read of it), if so."""
        return next(
            (s for s in self.season.skipped if s.error.code == "not_found" and s.path == self.folder),
            None,
        )

    # -- the view ---------------------------------------------------------------------------
    def _build_view(self) -> ClubView:
        lang = self.lang
        shown = self.shown
        rows = self.rows()
        league_order = self.league_ranks()
        columns = tuple(
            ColumnView(
                c, phrase(COLUMN_HEADS, c, lang), phrase(COLUMN_HOW, c, lang) if c in COLUMN_HOW else ""
            )
            for c in TABLE_COLUMNS
        )
        lookalikes = self._lookalikes()
        # two names alike by their alphabets, each marked where it is shown (Аnna (Cyrillic: А)
        # beside Anna): the table, the chart's lines and their description, the chosen line, the
        # statistics' title, the merge dialog's lists and the note tell them apart
        others = lookalike_others(lookalikes)
        row_views = tuple(self._row(r, league_order.get(key(r.name), 0), lang, others) for r in rows)
        selected = next((r for r in rows if key(r.name) == self.selected), None)
        skipped = self.season.skipped
        missing = self._missing()
        if missing is not None:
            skipped = tuple(s for s in skipped if s is not missing)
        if self.folder is None:
            summary = _p("no_folder", lang)
        elif missing is not None:
            summary = _p("folder_missing", lang, folder=shown_path(self.folder))
        else:
            summary = _p("summary", lang, n=len(self.season.games), folder=shown_path(self.folder))
            if len(shown.games) != len(self.season.games):
                summary += " · " + _p("shown", lang, n=len(shown.games))
        notice, error = "", False
        if self._error is not None:
            notice, error = self._said(self._error, lang), True
        elif self._notice is not None:
            message, params, error = self._notice
            notice = say(message, lang, **params)
        if self._dates_cleared is not None:  # said beside the notice, until the filters change
            first, last = (d.isoformat() for d in self._dates_cleared)
            cleared = _p("dates_cleared", lang, first=first, last=last)
            notice = f"{notice} {cleared}" if notice else cleared
        seats = self.table_players
        table = self._table()
        empty = self._dates_empty(table, seats)
        if empty:  # said beside the notice while the dates stay so
            notice = f"{notice} {empty}" if notice else empty

        def rules_choices() -> tuple[tuple[str, str, str], ...]:
            by_label = table.by_label
            return (
                ("", _p("all_rules", lang), ""),
                *((r, *_rules_shown(by_label[r], lang)) for r in table.rules),
            )

        rules = self._kept("rules", (self.season,), (seats, lang), rules_choices)
        tables = tuple(
            (t, _p("table_3" if t == 3 else "table_4", lang, n=len(self.season.table(t).games)))
            for t in self.season.tables
        )
        where = str(self.aliases_file) if self.folder is not None else ALIASES_FILE
        conflicts = self._kept(
            "conflicts",
            (self.season, self.aliases),
            (where,),
            lambda: tuple(table_conflicts(self.season.games, self.aliases, where)),
        )
        alias_notes = tuple(
            self._said(p, lang)
            for p in (
                *((self._aliases_error,) if self._aliases_error is not None else ()),
                *self.aliases.problems,
                *conflicts,
            )
        )
        # names that look alike are no aliases file's note: under a head of their own
        lookalike_notes = tuple(self._said(p, lang) for p in lookalikes)
        marked_chart = self._marked_chart(others, lang)
        apart = {"apart": (), "finished": (), "alike": (), **dict(apart_kinds(self.season.apart))}
        return ClubView(
            folder="" if self.folder is None else shown_path(self.folder),
            summary=summary,
            columns=columns,
            rows=row_views,
            sort=self.sort,
            selected=None if selected is None else selected.name,
            selected_shown=None if selected is None else _marked(selected.name, others, lang),
            stats_title=_p("pick_player", lang)
            if selected is None
            else _p("stats_of", lang, name=_marked(selected.name, others, lang)),
            stats=() if selected is None else self._stats(selected.stats, lang),
            skipped_head=skipped_head(skipped, lang),
            # the files named from the season's folder, as the statistics name them
            skipped=tuple(s.message(lang, within=self.folder, window=True) for s in skipped),
            duplicates_head=_p("duplicates", lang, n=len(self.season.duplicates))
            if self.season.duplicates
            else "",
            duplicates=tuple(d.message(lang, within=self.folder) for d in self.season.duplicates),
            misdated_head=_p("misdated", lang, n=len(self.season.misdated)) if self.season.misdated else "",
            misdated=tuple(m.message(lang, within=self.folder) for m in self.season.misdated),
            apart_head=_p("apart", lang, n=len(apart["apart"])) if apart["apart"] else "",
            apart=tuple(a.message(lang, within=self.folder) for a in apart["apart"]),
            finished_head=_p("finished", lang, n=len(apart["finished"])) if apart["finished"] else "",
            finished=tuple(a.message(lang, within=self.folder) for a in apart["finished"]),
            alike_head=_p("alike", lang, n=len(apart["alike"])) if apart["alike"] else "",
            alike=tuple(a.message(lang, within=self.folder) for a in apart["alike"]),
            alias_notes_head=_p("alias_notes", lang) if alias_notes else "",
            alias_notes=alias_notes,
            lookalike_head=_p("lookalike_names", lang) if lookalike_notes else "",
            lookalikes=lookalike_notes,
            # what was skipped counted as the head over it counts it: a link not followed or a
            # walk stopped at its limit is no "file not counted". First what means the table
            # may be wrong (a game perhaps counted twice, two names perhaps one player's, an
            # alias not applied): the line, folded, is cut at the window's width, and these were
            # cut away after the harmless "1 duplicate not counted again"
            notes_count=" · ".join(
                [
                    *(
                        _p(k, lang, n=n)
                        for k, n in (
                            ("notes_lookalike", len(lookalike_notes)),  # short: read whole first
                            ("notes_alike", len(apart["alike"])),
                            ("notes_aliases", len(alias_notes)),
                        )
                        if n
                    ),
                    *skipped_counts(skipped, lang),
                    *(
                        _p(k, lang, n=n)
                        for k, n in (
                            ("notes_misdated", len(self.season.misdated)),
                            ("notes_duplicates", len(self.season.duplicates)),
                            ("notes_apart", len(apart["apart"])),
                            ("notes_finished", len(apart["finished"])),
                        )
                        if n
                    ),
                ]
            ),
            notes_warn=bool(
                skipped
                or self.season.misdated
                or alias_notes
                # two names perhaps one player's; two who sat at one table are two: no warning
                or any(p.code != "alias_lookalike_table" for p in lookalikes)
                or apart["alike"]
            ),
            chart=marked_chart,
            chart_axis=_p("chart_axis", lang),
            chart_said=chart_said(marked_chart, lang),  # the lines as the eye reads them
            rules=rules,
            rules_selected=rules_label(self.rules) if self.rules is not None else "",
            dates=table.dates,
            date_fields=self._date_fields(table.dates),
            tables=tables,
            table_players=seats,
            hidden=HIDDEN_COLUMNS[seats],
            notice=notice,
            notice_error=error,
            lang=lang,
        )

    def _dates_empty(self, table: Season, seats: int) -> str:
        """That the dates chosen, as the table shown applies them (:meth:`applied_dates`: within
        its first and last game's days, kept as chosen), hold none of its games, the rules aside
        (the standings and the chart are empty for the dates, not for the rules); "" when they
        hold one, or set no filter. Dates outside its games are cleared instead
        (:meth:`_fit_dates`), and said so."""
        since, until = self.applied_dates
        if table.dates is None or (since is None and until is None):
            return ""
        held = self._kept(
            "dated", (self.season,), (seats, since, until), lambda: bool(table.select(since, until).games)
        )
        if held:
            return ""
        first, last = (d.isoformat() for d in table.dates)
        return _p("dates_empty", self.lang, first=first, last=last)

    def _lookalikes(self) -> tuple[AliasError, ...]:
        """The notes on names that look alike (:func:`~mjgui.core.league.aliases.
        lookalike_names`), once per season and aliases."""
        return self._kept(
            "lookalikes",
            (self.season, self.aliases),
            (),
            lambda: lookalike_names(self.season.games, self.aliases),
        )

    def plain_name(self, name: str) -> str:
        """``name`` as the player typed or picked it: a name shown marked (:func:`_marked`,
        "Вoris (Cyrillic: В)") is the player's own name ("Вoris"); any other as it is."""
        others = lookalike_others(self._lookalikes())
        typed = name.strip()
        return next((n for n in others.values() if _marked(n, others, self.lang) == typed), name)

    def _marked_chart(self, others: dict[str, str], lang: str) -> ChartData:
        """The season chart, its lines of two names alike by their alphabets named as the table
        names them (:func:`~mjgui.core.league.aliases.marked_name`)."""
        chart = self.chart()
        if not others:
            return chart

        def work() -> ChartData:
            series = tuple(replace(s, name=_marked(s.name, others, lang)) for s in chart.series)
            return replace(chart, series=series)

        return self._kept("chart_marked", (chart,), (tuple(sorted(others.items())), lang), work)

    def _row(self, row: Standing, rank: int, lang: str, others: dict[str, str]) -> RowView:
        cells = {
            "rank": str(rank),
            "name": _marked(row.name, others, lang),
            "games": str(row.games),
            "total": thousands_text(row.total, lang),
            "average": signed_decimal(row.average / 1000, lang),
            "average_place": decimal(row.average_place, 2, lang),
            "first": str(row.places[0]),
            "second": str(row.places[1]),
            "third": str(row.places[2]),
            "fourth": str(row.places[3]) if len(row.places) > 3 else "",
            "best": thousands_text(row.best, lang),
            "worst": thousands_text(row.worst, lang),
        }
        return RowView(row.name, tuple(cells[c] for c in TABLE_COLUMNS), row.total)

    def _rel(self, path: Path) -> str:
        """A file of the season as the window names it: from the season's folder
        (:func:`~mjgui.core.league.files.in_folder`, as its notes name it), shown as every
        output shows a file name (:func:`~mjgui.core.shown.shown_path`)."""
        return shown_path(in_folder(path, self.folder))

    def _said(self, error: MahjongError, lang: str) -> str:
        """An error's sentence, a note on the aliases file (or a merge refused) naming the files
        from the season's folder as the other notes do."""
        if isinstance(error, AliasError):
            return error.message(lang, within=self.folder)
        return error.message(lang)

    def _stats(self, s: Stats, lang: str) -> tuple[StatView, ...]:
        def pct(part: int, whole: int) -> str:
            if not whole:
                return _p("none", lang)
            percent = decimal(100 * part / whole, 1, lang) + "\u00a0%"
            return _p("percent_of", lang, percent=percent, part=part, whole=whole)

        def points(value: float, count: int) -> str:
            return number(value, lang) if count else _p("none", lang)

        big = s.biggest
        if big is None:
            biggest = _p("none", lang)
        else:
            if big.yakuman:
                value = _p("yakuman_n", lang, n=big.yakuman)
            elif big.limit:
                value = limit_name(big.limit, lang)
            elif big.fu:
                value = _p("han_fu", lang, han=big.han, fu=big.fu)
            else:
                value = _p("han", lang, han=big.han)
            biggest = _p(
                "biggest",
                lang,
                value=value,
                points=points_text(big.points, lang),
                file=self._rel(big.path),
                line=big.line,
            )
        top = ", ".join(_p("yaku_count", lang, yaku=yaku_name(y, lang), n=n) for y, n in s.top_yaku()) or _p(
            "none", lang
        )
        yakuman = "; ".join(
            _p(
                "yakuman_at",
                lang,
                yaku=", ".join(yaku_name(y, lang) for y in y_.yaku) or _p("yakuman_n", lang, n=y_.multiple),
                file=self._rel(y_.path),
                line=y_.line,
            )
            for y_ in s.yakuman
        ) or _p("none", lang)
        values = {
            "hands": str(s.hands),
            "win_rate": pct(s.wins, s.hands),
            "ron_rate": pct(s.ron_wins, s.hands),
            "tsumo_rate": pct(s.tsumo_wins, s.hands),
            "deal_in_rate": pct(s.deal_ins, s.hands),
            "average_deal_in": points(s.average_deal_in, s.deal_ins),
            "riichi_rate": pct(s.riichi, s.hands),
            "riichi_win_rate": pct(s.riichi_wins, s.riichi),
            "average_win": points(s.average_win, s.wins),
            "dealer_wins": str(s.dealer_wins),
            "renchan": str(s.renchan),
            "tenpai_rate": pct(s.tenpai, s.draws),
            "chombo": str(s.chombo),
            "biggest": biggest,
            "top_yaku": top,
            "yakuman": yakuman,
        }
        return tuple(
            StatView(k, phrase(STAT_NAMES, k, lang), v, phrase(STAT_HOW, k, lang)) for k, v in values.items()
        )

    def _game(self, game: Game, seats: tuple[str, ...], lang: str) -> GameView:
        """``seats``: each seat's name as the league table shows that player (seat_names, a name
        alike another's marked). A final score a chombo's penalty was taken off says it beside
        it, as the tracker's final table has a Chombo column: the score then follows the rules
        named in the title."""
        rules = rules_texts(game.result.final.rules, lang)[0]
        title = _p("game_row", lang, date=game.date.isoformat(), file=self._rel(game.path), rules=rules)

        def final(f: FinalScore) -> str:
            score = thousands_text(f.score, lang)
            if not f.penalty:
                return score
            return _p("final_chombo", lang, final=score, penalty=thousands_text(f.penalty, lang))

        results = tuple(
            (
                place_text(f.place, lang, f.shared),
                seats[f.seat],
                points_text(f.points, lang),
                final(f),
            )
            for f in sorted(game.finals, key=lambda f: f.place)
        )
        return GameView(title, results)


def _rules_shown(rules: Rules, lang: str) -> tuple[str, str]:
    """A rules filter's text and tooltip: the rules named as the tracker names them, with every
    option they change, and the changes one a line."""
    whole, _short, tip = rules_texts(rules, lang)
    return whole, tip


def chart_said(chart: ChartData, lang: str) -> str:
    """The season chart in words, for a screen reader (its lines say it to the eye): each
    player's total before their first game and after the last game shown, the lowest and the
    highest, in thousands, as the tracker says its points chart (:func:`~mjgui.controller.game.
    phrases.chart_lines_said`)."""
    if chart.empty:
        return ""
    players = chart_lines_said(chart, lambda value: signed_decimal(value, lang), lang)
    return _p("chart_said", lang, players=players)


def signed_decimal(value: float, lang: str) -> str:
    return number(value, lang, digits=1, sign=True)

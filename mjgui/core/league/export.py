"""The season as data: the JSON of ``mjgui league --json`` and the CSV exports.

CSV files are UTF-8 with a byte order mark (so that Excel reads them as UTF-8, not in the
system's code page) and a header row; scores are in thousands (``48``, ``-3.5``), as a club
writes them. A spreadsheet reads a CSV with the list separator and the decimal mark of the
system's language: in English ``,`` between cells and ``2.5``; in Russian (``lang="ru"``) ``;``
and ``2,5``, as Russian Excel writes and reads them. :func:`standings_csv` has a row per player,
:func:`games_csv` a row per player per game. Both are written with
:func:`mjgui.core.game.storage.atomic_write_text`; :func:`read_csv` reads either back.

Every cell goes through :func:`csv_cell`: a text that a spreadsheet would run as a formula
(player names, aliases and file names come from anyone who can write to the shared folder:
``=HYPERLINK(...)``, ``+1+1``, ``@SUM(1;2)``) is written with a single quote in front, as the
OWASP advice on CSV injection says; so is a text a spreadsheet would read as a number, a date or
a time and change (a player named ``1e5``, ``1.5``, ``1/2`` or ``1:30``), and a text that begins
with ``'`` itself: a program reading the CSV takes the ``'`` off any text cell beginning with
one and has the text whole. Numbers are written as numbers (``-3.5`` stays a number), and the
games' dates as dates.

An export never replaces a file the season is read from: :func:`export_refusal` refuses, before
anything is written, a target that is one of the season's records (or any file the season read
or was named: a damaged record skipped whatever its name, ``tuesday.txt`` with a line the replay
refuses, a file that is not UTF-8, a link to a record), its aliases file, or a name that would
make the export one (``*.mjgame``, ``mjgui-aliases.txt``): ``mjgui league --csv *.mjgame``, a
forgotten CSV name before a shell glob, had written the league table over the first record. The
one file named and read that an export may replace is an export (:func:`is_export_file`: it
reads, whole, as a CSV this module writes: its head row, then rows as wide, nothing else; a
record, notes or a table of one's own under an export's head row are not one), so that ``mjgui
league DIR/* --csv DIR/league.csv`` can be run again.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import os
import re
from collections.abc import Iterable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from mjgui.core.errors import MahjongError
from mjgui.core.game.final_score import thousands
from mjgui.core.game.storage import SUFFIX, StorageError, read_regular_bytes
from mjgui.core.i18n import Msg, msg
from mjgui.core.league.aliases import (
    Aliases,
    aliases_files,
    aliases_path,
    is_aliases_copy,
    is_aliases_name,
)
from mjgui.core.league.files import Identity, file_identity, passed_over
from mjgui.core.league.season import Apart, Season, Skipped, unfinished_games
from mjgui.core.league.standings import Standing, Stats, seat_names
from mjgui.core.numbers import rounded
from mjgui.core.shown import shown_path

STANDINGS_HEADER = (
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
#: a game's row: ``score`` is the final score counted, a chombo's penalty off it under
#: ``chombo_score_penalty`` (M-League) included, and ``chombo`` that penalty (``-20``; ``0`` for
#: most rows), so that a score that does not follow the rules named beside it says why
GAMES_HEADER = ("date", "file", "rules", "seat", "name", "points", "place", "score", "chombo")
#: the games' head row an export written before the ``chombo`` column had: such a file is an
#: earlier export still (:func:`is_export_file`), replaced as one
GAMES_HEADER_BEFORE_CHOMBO = GAMES_HEADER[:-1]
SEAT_LETTERS = "ESWN"  # a three-player game's seats are E, S, W


def _rel(path: Path, base: Path | None) -> str:
    """A record's file as the JSON and the CSV name it: from ``base`` when it is under it, as
    :func:`~mjgui.core.shown.shown_path` shows a name (undecodable bytes and control characters
    escaped: the text always encodes)."""
    if base is not None:
        try:
            return shown_path(path.relative_to(base).as_posix())
        except ValueError:
            pass
    return shown_path(path.as_posix())


def _of(value: float, whole: int, digits: int) -> float | None:
    """A rate or an average, or None (JSON null) when there is nothing to divide by: no hands,
    no wins, no deal-ins, no riichi, no draws (the window shows "—" there)."""
    return round(value, digits) if whole else None


def stats_dict(stats: Stats, base: Path | None = None) -> dict[str, Any]:
    """Every statistic of a player (rates as fractions 0..1, points as points; a rate or an
    average with nothing to divide by is None)."""
    big = stats.biggest
    return {
        "hands": stats.hands,
        "wins": stats.wins,
        "ron_wins": stats.ron_wins,
        "tsumo_wins": stats.tsumo_wins,
        "win_rate": _of(stats.win_rate, stats.hands, 4),
        "deal_ins": stats.deal_ins,
        "deal_in_rate": _of(stats.deal_in_rate, stats.hands, 4),
        "average_deal_in": _of(stats.average_deal_in, stats.deal_ins, 1),
        "riichi": stats.riichi,
        "riichi_rate": _of(stats.riichi_rate, stats.hands, 4),
        "riichi_wins": stats.riichi_wins,
        "riichi_win_rate": _of(stats.riichi_win_rate, stats.riichi, 4),
        "average_win": _of(stats.average_win, stats.wins, 1),
        "dealer_wins": stats.dealer_wins,
        "renchan": stats.renchan,
        "draws": stats.draws,
        "tenpai": stats.tenpai,
        "tenpai_rate": _of(stats.tenpai_rate, stats.draws, 4),
        "chombo": stats.chombo,
        "biggest": None
        if big is None
        else {
            "points": big.points,
            "yakuman": big.yakuman,
            "han": big.han,
            "fu": big.fu,
            "limit": big.limit,
            "file": _rel(big.path, base),
            "line": big.line,
        },
        "top_yaku": [{"yaku": y, "wins": n} for y, n in stats.top_yaku()],
        "yakuman": [
            {"file": _rel(y.path, base), "line": y.line, "multiple": y.multiple, "yaku": list(y.yaku)}
            for y in stats.yakuman
        ],
    }


def league_dict(
    season: Season,
    rows: Sequence[Standing],
    lang: str = "en",
    base: Path | None = None,
    notes: Sequence[MahjongError] = (),
) -> dict[str, Any]:
    """``{"games", "skipped": [{"file", "code", "error"}], "duplicates": [{"file", "same_as",
    "code", "note"}], "apart": [{"file", "other", "code", "message"}], "aliases": [{"code",
    "message"}], "players": [{"name", "games", "total", "average_place", "places", "stats"}]}``;
    ``total`` in thousands; ``aliases`` says what the aliases files do not (lines not read,
    aliases not applied in a game), each with its error's code; a duplicate's ``code`` is
    ``same_file``, ``same_folder`` or ``same_game``; a file skipped as a copy of another
    record has ``copy_of`` too, the record of conflict copies that differ ``copies``
    (:func:`skipped_dict`);
    ``apart`` lists the sync conflict copies counted as games of their own (:func:`apart_dict`).
    ``season`` and ``rows`` are one table's (see :func:`tables_dict` for a folder with both)."""
    return {
        "games": len(season.games),
        "skipped": [skipped_dict(s, lang, base) for s in season.skipped],
        "duplicates": [
            {
                "file": _rel(d.path, base),
                "same_as": _rel(d.other, base),
                "code": d.code,
                "note": d.message(lang),
            }
            for d in season.duplicates
        ],
        "apart": [apart_dict(a, lang, base) for a in season.apart],
        "aliases": [{"code": note.code, "message": note.message(lang)} for note in notes],
        "players": players_dicts(rows, base),
    }


def apart_dict(apart: Apart, lang: str = "en", base: Path | None = None) -> dict[str, str]:
    """A sync conflict copy counted as a game of its own (another table's, another evening's), or
    a record counted though its hands are all another game's (other names):
    ``{"file", "other", "code", "message"}``, ``other`` the record it is named a copy of (or
    whose hands it has), ``code`` ``conflict_other_table``, ``conflict_other_day``,
    ``conflict_finished``, ``conflict_refused``, ``conflict_refused_apart`` or
    ``same_hands_counted``."""
    return {
        "file": _rel(apart.path, base),
        "other": _rel(apart.other, base),
        "code": apart.code,
        "message": apart.message(lang),
    }


def skipped_dict(skipped: Skipped, lang: str = "en", base: Path | None = None) -> dict[str, str | list[str]]:
    """A file left out: ``{"file", "code", "error"}`` (``code``: why, as the error names it), and
    ``"copy_of"``, the record it copies, for a sync conflict copy and a record that looks like a
    copy of a game counted in another file; ``"copies"``, the files left out with it under its
    note (the conflict copies of the record ``file`` that differ)."""
    out: dict[str, str | list[str]] = {
        "file": _rel(skipped.path, base),
        "code": skipped.error.code,
        "error": skipped.message(lang),
    }
    if skipped.other is not None:
        out["copy_of"] = _rel(skipped.other, base)
    if skipped.also:
        out["copies"] = [_rel(p, base) for p in skipped.also]
    return out


def players_dicts(rows: Sequence[Standing], base: Path | None = None) -> list[dict[str, Any]]:
    """The rows of a league table as the JSON writes them."""
    return [
        {
            "name": row.name,
            "games": row.games,
            "total": thousands(row.total),
            "average_place": round(row.average_place, 4),
            "places": list(row.places),
            "best": thousands(row.best),
            "worst": thousands(row.worst),
            "stats": stats_dict(row.stats, base),
        }
        for row in rows
    ]


def tables_dict(
    tables: Sequence[tuple[int, Season, Sequence[Standing]]], base: Path | None = None
) -> list[dict[str, Any]]:
    """``[{"players": 4 or 3, "games", "standings": [...]}]``: each table of a folder that holds
    both three- and four-player games, four players first, each ranked alone."""
    return [
        {"players": seats, "games": len(season.games), "standings": players_dicts(rows, base)}
        for seats, season, rows in tables
    ]


# the first characters by which a spreadsheet starts a formula (or a DDE call): = + - @, and a
# tab or carriage return before one (OWASP, "CSV Injection")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _is_number(value: object) -> bool:
    return isinstance(value, int | float | Decimal)  # a bool too: its text has no point


# A whole cell that a spreadsheet opening a CSV reads as a number, a date, a time or a truth
# value, in English or in Russian (Excel's and LibreOffice's readings together), and so changes:
# the parts of :data:`_READ_AS_VALUE`. A text that only begins with a digit or a month is kept
# as it is by both ("2Pac", "Octavia2", "Марина2", "2026-11-01-00.mjgame"), and so written bare.
_MONTH = (
    "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    "|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
    "|янв(?:арь|аря)?|фев(?:раль|раля)?|мар(?:т|та)?|апр(?:ель|еля)?|ма[йя]|июн(?:ь|я)?|июл(?:ь|я)?"
    "|авг(?:уст|уста)?|сен(?:т|тябрь|тября)?|окт(?:ябрь|ября)?|ноя(?:брь|бря)?|дек(?:абрь|абря)?)\\.?"
)
_CURRENCY = "[$₽]"
#: a number: a sign before or after (``-5``, ``5-``, ``5+``, ``5 +``), a currency before or
#: after, inside the brackets too (``$5``, ``5 ₽``, ``($5)``, ``(5 ₽)``, ``5-$``), brackets
#: (``(5)``), thousands separators (1,000 and 1 000), a decimal point or comma (``1,000.5``,
#: ``1 000,5``, ``.5``), an exponent, spaces around its ``e`` too (``1e5``, ``1 e5``,
#: ``1e 5``), a percent (``5 %``); any number of spaces between these parts (``1  e5``,
#: ``5  +``, ``($  5)``, ``( 5 )``), not between the digits (``1  000`` is a text); and a
#: fraction, ``1 1/2``
_NUMBER = (
    rf"[-+]?(?:{_CURRENCY} *)?(?:[-+] *)?(?:\( *)?(?:{_CURRENCY} *)?"
    r"(?:\d+(?:[, \u00a0\u202f]\d{3})*(?:[.,]\d*)?|[.,]\d+)(?: *e *(?:[-+] *)?\d+)?"
    rf"(?: *(?:%|{_CURRENCY}))?(?: *\))?(?: *(?:%|{_CURRENCY}))?(?: *[-+](?: *{_CURRENCY})?)?"
    r"|\d+ \d+/\d+"
)
#: a time of the clock: ``1:30``, ``1:30:15``, ``100:30`` (hours), ``10:00 am``, ``10:00  pm``
_CLOCK = r"\d+:\d{1,2}(?::\d{1,2}(?:[.,]\d+)?)?(?: *(?:am|pm)| ?(?:a|p))?"
#: a time: :data:`_CLOCK`, ``10 pm``, ``1a`` (Excel)
_TIME = rf"{_CLOCK}|\d{{1,2}}(?: *(?:am|pm)| ?(?:a|p))"
#: a day's name before a date (``Sun May 5``, ``Wed 5/1``, ``вс 5 мая``), or its whole name and
#: a comma (``Sunday, May 5``, ``воскресенье, 5 мая``: not ``Sun, May 5``, which stays a text)
_WEEKDAY = (
    "(?:sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?"
    "|sat(?:urday)?|вс|пн|вт|ср|чт|пт|сб|воскресенье|понедельник|вторник|среда|четверг|пятница"
    "|суббота)\\.? +"
    "|(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday"
    "|воскресенье|понедельник|вторник|среда|четверг|пятница|суббота) *, +"
)
#: a date in digits: ``1/2``, ``3-4``, ``1.2``, ``1/2/2026``, ``01.02.2026``, ``2026-01-01``,
#: ``2026/1/2``, a separator after it (``9.5.``, ``1/2/``, ``2026-11-01.``), a time after it
#: (``2026-01-01 10:00``, more spaces too); one with a month's name or abbreviation and a day or
#: a year: ``May 5``, ``5 May``, ``5-May``, ``May 5, 2026``, ``May 2026``, ``5 мая``, ``май-5``,
#: ``5.янв``, ``янв-2026``, a time after it (``May 5, 2026 10:00``, and after a comma when the
#: month comes first and a year is given: ``May 5, 2026, 10:00``); a day's name before any of
#: them (:data:`_WEEKDAY`)
_DATE = (
    rf"(?:{_WEEKDAY})?(?:\d{{1,4}}([/.-])\d{{1,2}}(?:\1\d{{1,4}})?[/.-]?(?:(?: +|T)(?:{_TIME}))?"
    rf"|(?:\d{{1,4}}[ ./,-]+{_MONTH}(?:[ ./,-]+\d{{1,4}})?"
    rf"|{_MONTH}[ ./,-]+\d{{1,4}}(?:[ ./,-]+\d{{1,4}}(?:, +(?:{_CLOCK}))?)?)(?:(?: +|T)(?:{_TIME}))?)"
)
#: a text a spreadsheet opening a CSV reads as a value and so changes (``1e5`` 100000, ``1.5``
#: 1 May in Russian, ``1/2`` 2 January, ``3-4`` 4 March, ``1:30`` 01:30, ``TRUE``): the whole
#: cell (spaces around it ignored) a number, a time, a date or a truth value
#: (``TRUE``/``FALSE``, ``ИСТИНА``/``ЛОЖЬ``)
_READ_AS_VALUE = re.compile(
    rf"\s*(?:{_NUMBER}|{_TIME}|{_DATE}|true|false|истина|ложь)\s*",
    re.IGNORECASE,
)


def csv_cell(value: object) -> object:
    """A cell as it is safe to write: a number stays a number, a date is written as a date
    (``2026-01-01``: a spreadsheet reads it as one); a text (a name, a file, a rules line)
    whose first character (spaces ignored) would start a formula (:data:`FORMULA_START`), that
    a spreadsheet would read whole as a number, a date, a time or a truth value
    (:data:`_READ_AS_VALUE`: ``1e5``, ``1.5``, ``1/2``, ``1:30``, ``May 5``, ``TRUE``; not
    ``2Pac`` or ``Octavia2``, which it keeps as text), or that begins with ``'`` itself gets a
    single quote in front.
    A spreadsheet keeps such a cell as text, and a program gets the text back whole by taking
    the ``'`` off every text cell that begins with one."""
    if _is_number(value):
        return value
    if isinstance(value, dt.date):
        return value.isoformat()
    text = "" if value is None else str(value)
    if text.lstrip(" ").startswith(FORMULA_START) or text.startswith("'") or _READ_AS_VALUE.fullmatch(text):
        return "'" + text
    return text


BOM = "\ufeff"
#: the list separator and the decimal mark of a spreadsheet in each language
SEPARATORS: dict[str, tuple[str, str]] = {"en": (",", "."), "ru": (";", ",")}


def csv_text(header: Sequence[str], rows: Sequence[Sequence[object]], lang: str = "en") -> str:
    """CSV text: a byte order mark, one header row, the rows; every cell through
    :func:`csv_cell`, the cells separated and the numbers written as a spreadsheet in ``lang``
    reads them (:data:`SEPARATORS`). The one way a CSV is made in mjgui."""
    separator, point = SEPARATORS.get(lang, SEPARATORS["en"])

    def cell(value: object) -> object:
        safe = csv_cell(value)
        return str(safe).replace(".", point) if _is_number(safe) else safe

    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\n")
    writer.writerow([cell(h) for h in header])
    writer.writerows([cell(c) for c in row] for row in rows)
    return BOM + out.getvalue()


def read_csv(text: str) -> list[list[str]]:
    """The rows of a CSV that :func:`csv_text` wrote, in either language (the byte order mark
    dropped, the separator found in the header row); numbers stay as written (``2,5`` in
    Russian)."""
    text = text.removeprefix(BOM)
    header = text.partition("\n")[0]
    separator = ";" if ";" in header else ","  # the header's cells are words: no ; in English
    return list(csv.reader(io.StringIO(text), delimiter=separator))


#: Why an export's target is refused (:func:`export_refusal`): the season's own files
TARGET_MESSAGES: dict[str, Msg] = {
    "export_over_record": msg(
        "league-export:over_record",
        "{path} is one of the season's game records (a file the league is read from): an export "
        "never replaces it. Nothing was written; choose another name for the export.",
    ),
    "export_record_name": msg(
        "league-export:record_name",
        "{path} is named as a game record ({suffix}): a league that reads its folder would take the "
        "export for a damaged record. Nothing was written; choose another name for the export.",
    ),
    "export_over_read": msg(
        "league-export:over_read",
        "{path} is one of the files the league was given to read (skipped, not counted): an export "
        "never replaces it, whatever it holds (a damaged record too). Nothing was written; choose "
        "another name for the export.",
    ),
    "export_over_aliases": msg(
        "league-export:over_aliases",
        "{path} is an aliases file, where a season keeps its players' spellings: an export never "
        "replaces it. Nothing was written; choose another name for the export.",
    ),
    # the club window's export after its folder was read again and gave no game (as `mjgui
    # league` refuses one, exit 2): the folder gone (a drive removed, a share dropped) ...
    "export_folder_gone": msg(
        "league-export:folder_gone",
        "{path} was not written: the folder {folder} does not exist or cannot be read now, so no "
        "game could be counted.",
    ),
    "export_folder_gone_kept": msg(
        "league-export:folder_gone_kept",
        "{path} was not written: the folder {folder} does not exist or cannot be read now, so no "
        "game could be counted. The file already there is kept as it was.",
    ),
    # ... or every record found in it skipped (damaged, unreadable)
    "export_nothing_read": msg(
        "league-export:nothing_read",
        "{path} was not written: no game record in the folder {folder} could be read (the files "
        "skipped are listed).",
    ),
    "export_nothing_read_kept": msg(
        "league-export:nothing_read_kept",
        "{path} was not written: no game record in the folder {folder} could be read (the files "
        "skipped are listed). The file already there is kept as it was.",
    ),
}


class ExportTargetError(StorageError):
    """An export refused before anything is written: its target is a file of the season
    (:func:`export_refusal`)."""

    own_messages = TARGET_MESSAGES


#: An export that failed as it was written, after every export was checked (a full disk): said
#: of that file alone, the others written beside it said saved
WRITE_MESSAGES: dict[str, Msg] = {
    "write_failed": msg("league-export:write_failed", "{path} was not written: {reason}."),
}


class ExportWriteError(StorageError):
    """An export whose write failed (``write_failed``, worded of that file alone: the other
    exports of the run may have been written); any other code is worded as a file's."""

    own_messages = WRITE_MESSAGES


def _identities(path: str | os.PathLike[str]) -> set[Identity]:
    """The file ``path`` names and, for a link, the file it leads to (:func:`file_identity`:
    device and inode, or where the drive gives no inode the file's resolved path)."""
    found: set[Identity] = set()
    for look in (os.lstat, os.stat):
        try:
            info = look(path)
        except (OSError, ValueError):
            continue
        found.add(file_identity(info, path))
    return found


#: how much of a file :func:`is_export_file` reads first, to see its first line: an export's
#: head row is far shorter
EXPORT_HEAD_BYTES = 4096
#: the largest file :func:`is_export_file` reads whole: a games export of some 60 000 games (a
#: club's decades; four rows of about 70 bytes a game); a larger file is no export of ours
EXPORT_MAX_BYTES = 16 * 1024 * 1024
#: a number as an export writes one (``31``, ``-3.5``, ``1.00``; ``2,5`` in Russian), a sign or
#: an exponent allowed (a spreadsheet that saved the file again may write them)
_EXPORT_NUMBER = re.compile(r"[+-]?[0-9]+(?:[.,][0-9]+)?(?:[eE][+-]?[0-9]+)?")
#: the columns of an export that hold text: every other one holds a number
_TEXT_COLUMNS = frozenset({"name", "date", "file", "rules", "seat"})


def _export_heads() -> dict[str, tuple[str, tuple[str, ...]]]:
    """The first line of every CSV this module writes (:func:`csv_text`), in either language's
    separator (the league table's, four or three players, and the games'), with the separator
    and the columns it heads."""
    heads = (standings_header(4), standings_header(3), GAMES_HEADER, GAMES_HEADER_BEFORE_CHOMBO)
    return {sep.join(h): (sep, h) for h in heads for sep, _ in SEPARATORS.values()}


def _export_head(data: bytes) -> tuple[str, tuple[str, ...]] | None:
    """The separator and the columns of the export whose head row is the first line of
    ``data`` (the byte order mark may be gone, the line may end in CRLF), or None."""
    first = data.split(b"\n", 1)[0].removesuffix(b"\r")
    try:
        text = first.decode("utf-8").removeprefix(BOM)
    except UnicodeDecodeError:
        return None
    return _export_heads().get(text)


def reads_as_export(data: bytes) -> bool:
    """Whether ``data`` is, whole, a CSV that :func:`csv_text` wrote for an export: UTF-8 (the
    byte order mark may be gone), the head row of :func:`standings_csv` or :func:`games_csv` in
    either language's separator, then rows only, each read as that CSV reads (quotes closed)
    exactly as wide as the head, a number in each column of numbers, and nothing else: no blank
    line, no ``# notes``, no line of prose, no game record under the head row. Line ends may be
    LF or CRLF (a spreadsheet that saved it again)."""
    found = _export_head(data)
    if found is None:
        return False
    separator, columns = found
    try:
        text = data.decode("utf-8").removeprefix(BOM)
        rows = csv.reader(io.StringIO(text, newline=""), delimiter=separator, strict=True)
        head = next(rows)
        numbers = [i for i, c in enumerate(columns) if c not in _TEXT_COLUMNS]
        for row in rows:
            if len(row) != len(columns) or not all(_EXPORT_NUMBER.fullmatch(row[i]) for i in numbers):
                return False
    except (UnicodeDecodeError, csv.Error, StopIteration):
        return False
    return tuple(head) == columns


def is_export_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a regular file that reads, whole, as an export
    (:func:`reads_as_export`: a CSV that an earlier run wrote, which a shell glob names among the
    records), at most :data:`EXPORT_MAX_BYTES`. Its first line is looked at first (a record, a
    note or a table of one's own is told by it, unread further). Never waits on a pipe; a file
    that cannot be read is no export."""
    try:
        if _export_head(read_regular_bytes(path, EXPORT_HEAD_BYTES)) is None:
            return False
        data = read_regular_bytes(path, EXPORT_MAX_BYTES + 1, max_size=EXPORT_MAX_BYTES)
    except StorageError:
        return False
    return len(data) <= EXPORT_MAX_BYTES and reads_as_export(data)


def _league_json(data: bytes) -> bool:
    """Whether ``data`` is what ``mjgui league --json`` prints (saved to a file beside the
    records): one JSON object with its ``ok``, and the league's ``games`` and ``players`` or
    the ``error`` of a run that read nothing."""
    try:
        found = json.loads(data.decode("utf-8").removeprefix(BOM))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False
    return (
        isinstance(found, dict)
        and isinstance(found.get("ok"), bool)
        and (("games" in found and "players" in found) or isinstance(found.get("error"), dict))
    )


def season_own_kind(path: str | os.PathLike[str]) -> str | None:
    """What the file ``path``, named where records are read (``mjgui league club/*``: a shell
    glob names every file of the season's folder), is when it is one of the season's own files
    and no record; None when it is not one. ``aliases_file``: its aliases file or a copy of it
    (by its name: :func:`~mjgui.core.league.aliases.is_aliases_copy`); ``hidden_file``,
    ``system_file``: a file its folder's reading passes over
    (:func:`~mjgui.core.league.files.passed_over`: a hidden one; ``desktop.ini``,
    ``Thumbs.db``); ``league_export``: an export (:func:`is_export_file`), the league's JSON
    saved to a file (``mjgui league --json``) or a PDF (the club window's printed summary). A
    ``*.mjgame`` file is a record whatever it holds; a file that cannot be read is none of these
    (the season says why it cannot)."""
    name = Path(path).name
    if name.casefold().endswith(SUFFIX):
        return None
    if passed_over(name) and not os.path.isdir(path):  # as the folder's reading passes it over
        return "hidden_file" if name.startswith(".") else "system_file"
    if is_aliases_name(name) or is_aliases_copy(name):
        return "aliases_file" if os.path.isfile(path) else None
    try:
        head = read_regular_bytes(path, EXPORT_HEAD_BYTES)
    except StorageError:
        return None
    if head.startswith(b"%PDF-"):
        return "league_export"
    if head.removeprefix(BOM.encode()).lstrip().startswith(b"{"):
        try:
            data = read_regular_bytes(path, EXPORT_MAX_BYTES + 1, max_size=EXPORT_MAX_BYTES)
        except StorageError:
            return None
        return "league_export" if _league_json(data) else None
    return "league_export" if is_export_file(path) else None


def season_files(
    season: Season, folders: Iterable[str | os.PathLike[str]] = (), aliases: Iterable[Path] | None = None
) -> tuple[Path, ...]:
    """Every file the season was read from or listed: its games' records, every file skipped
    (a damaged record is still someone's record, whatever its name; so is a file named on the
    command line that could not be read as one, not UTF-8, a line refused), the duplicates; and
    every aliases file read with ``folders`` (the folders read: :func:`~mjgui.core.league.
    aliases.aliases_files`) and the one a merge would write (:func:`~mjgui.core.league.aliases.
    aliases_path`); ``aliases``: those aliases files, when the reading of ``folders`` worked
    them out already (the club window: not looked for again). A file named that is not a record
    (:attr:`~mjgui.core.league.season.Skipped.a_record`) and is an export
    (:func:`is_export_file`: the CSV an earlier run wrote, which ``DIR/*`` names again) is not
    the season's."""
    folders = tuple(folders)
    if aliases is None:
        aliases = (*aliases_files(folders, season.aliases_files), *(aliases_path(f) for f in folders))
    return (
        *(g.path for g in season.games),
        *(s.path for s in season.skipped if s.a_record or not is_export_file(s.path)),
        *(p for s in season.skipped for p in s.also),
        *(d.path for d in season.duplicates),
        *aliases,
    )


def _named_not_records(season: Season) -> set[Path]:
    """The files skipped that are not records by their name or what they hold
    (:attr:`~mjgui.core.league.season.Skipped.a_record`): files named to be read and not counted
    (a line refused, not UTF-8, not a record at all)."""
    return {s.path for s in season.skipped if not s.a_record}


def export_refusal(
    path: str | os.PathLike[str],
    season: Season,
    folders: Iterable[str | os.PathLike[str]] = (),
    aliases: Iterable[Path] | None = None,
) -> ExportTargetError | None:
    """Why an export may not be written to ``path`` (None: it may): ``path`` is a file the
    season was read from (:func:`season_files`, ``folders`` the folders read: their aliases
    files, ``aliases`` when worked out already; the same file by another name, a hard link or a
    link to it, too), or its name is a
    record's (``*.mjgame``, any case) or an aliases file's. The file that a write replaces is the
    one at ``path`` itself (an atomic write replaces a link, never writes through it), so a link
    outside the season that leads to a record may be replaced; a record of the season that is a
    link is refused, and so is the file it leads to. A copy of an aliases file by its name
    (:func:`~mjgui.core.league.aliases.is_aliases_copy`: a sync tool's conflict copy, which a
    shell glob names first, before the file) is refused as the file is: it holds the merges a
    player is told to copy out of it."""
    name = os.path.basename(os.fspath(path))
    try:
        target = os.lstat(path)
    except (OSError, ValueError):
        target = None
    if target is not None:
        mine = file_identity(target, path)
        named = _named_not_records(season)
        for file in season_files(season, folders, aliases):
            if mine in _identities(file):
                if is_aliases_name(file.name):  # as the walk finds it: any case
                    return ExportTargetError("export_over_aliases", path=path)
                if file in named:
                    return ExportTargetError("export_over_read", path=path)
                return ExportTargetError("export_over_record", path=path)
    if name.casefold().endswith(SUFFIX):
        return ExportTargetError("export_record_name", path=path, suffix=SUFFIX)
    if is_aliases_name(name) or is_aliases_copy(name):  # a copy holds merges a player keeps
        return ExportTargetError("export_over_aliases", path=path)
    return None


def nothing_read_refusal(
    path: str | os.PathLike[str], season: Season, folder: str | os.PathLike[str]
) -> ExportTargetError | None:
    """Why the club window may not export the ``season`` it read from ``folder`` to ``path``
    (None: it may): no game was read and a file was skipped, the folder itself (gone, not
    readable) or every record in it, as ``mjgui league`` refuses the run that reads no record
    (exit 2) and writes no export. An earlier export at ``path`` stays as it was, not replaced
    by an empty table. A folder with no record file at all exports an empty table, as there, and
    so does a folder whose records were read but hold no game that has ended yet (no record
    "could not be read": ``mjgui league`` exits 1 and writes the table's head alone)."""
    if season.games or not season.skipped or unfinished_games(season.skipped):
        return None
    folder = Path(folder)
    kept = os.path.isfile(path)  # said kept only when there is a file to keep
    if any(s.path == folder for s in season.skipped) or not os.path.isdir(folder):
        key = "export_folder_gone_kept" if kept else "export_folder_gone"
    else:
        key = "export_nothing_read_kept" if kept else "export_nothing_read"
    return ExportTargetError(key, path=path, folder=folder)


def standings_header(seats: int = 4) -> tuple[str, ...]:
    """The league table's CSV columns: a place column per seat (three players: no ``fourth``)."""
    return STANDINGS_HEADER if seats == 4 else tuple(h for h in STANDINGS_HEADER if h != "fourth")


def standings_csv(
    rows: Sequence[Standing], ranks: Sequence[int] | None = None, lang: str = "en", seats: int | None = None
) -> str:
    """The league table as CSV text in ``lang``'s separators (:func:`csv_text`), one row per
    player in the given order (one table: the place columns are those of its seats, ``seats``
    when given, so that a three-player table with no game left has no ``fourth`` either).
    ``rank`` is each row's league rank: ``ranks`` (one per row) when the rows are sorted by
    another column, else the row's number."""
    if seats is None:
        seats = max((len(r.places) for r in rows), default=4)
    if ranks is None:
        ranks = range(1, len(rows) + 1)
    return csv_text(
        standings_header(seats),
        [
            (
                rank,
                r.name,
                r.games,
                thousands(r.total),
                _figure(r.average / 1000, 1),
                _figure(r.average_place, 2),
                *r.places,
                thousands(r.best),
                thousands(r.worst),
            )
            for rank, r in zip(ranks, rows, strict=True)
        ],
        lang,
    )


def _figure(value: float, digits: int) -> Decimal:
    """``value`` rounded as the window shows it (:func:`~mjgui.core.numbers.number`): a value
    that rounds to zero has no sign (``0.0``, not ``-0.0`` for an average of -0.04)."""
    return rounded(value, digits) + 0  # Decimal("-0.0") + 0 is Decimal("0.0"); others unchanged


def games_csv(
    season: Season, base: Path | None = None, aliases: Aliases | None = None, lang: str = "en"
) -> str:
    """Every game's results as CSV text in ``lang``'s separators (:func:`csv_text`): one row
    per player per game, in seat order. A player
    is named as the league table counts and shows them (``aliases`` applied, one name for the
    whole season: :func:`~mjgui.core.league.standings.seat_names`), so the rows of a name add
    up to that player's row of the table. ``score`` is the score counted, a chombo's penalty
    (``chombo_score_penalty``) taken off it, and ``chombo`` that penalty (0 for most rows): the
    scores of a game with one add up to it, not to 0."""
    rows = []
    for game, names in zip(season.games, seat_names(season, aliases), strict=True):
        for final in game.finals:
            rows.append(
                (
                    game.date,  # a date, which a spreadsheet reads as one (:func:`csv_cell`)
                    _rel(game.path, base),
                    game.rules,
                    SEAT_LETTERS[final.seat],
                    names[final.seat],
                    final.points,
                    final.place,
                    thousands(final.score),
                    thousands(final.penalty),
                )
            )
    return csv_text(GAMES_HEADER, rows, lang)


#: the word a three-player table's file is named with beside the four-player one's
SANMA_CSV = {3: "sanma"}


def table_file(path: str, seats: int, folder_tables: Sequence[int]) -> str:
    """Where the table of ``seats`` players goes when ``path`` is named for the league's table:
    ``path`` itself, but the three-player table's beside it, ``path``'s name with ``-sanma``
    before its ending (``league.csv`` -> ``league-sanma.csv``, ``out`` -> ``out-sanma.csv``),
    when ``folder_tables``, the tables of the folder read, hold four-player games (a club of
    three-player games alone: ``path``). ``mjgui league --csv`` and the club window's exports
    name their files so."""
    if seats not in SANMA_CSV or 4 not in folder_tables:
        return path
    name = Path(path)
    return str(name.with_name(f"{name.stem}-{SANMA_CSV[seats]}{name.suffix or '.csv'}"))


__all__ = [
    "BOM",
    "FORMULA_START",
    "GAMES_HEADER",
    "GAMES_HEADER_BEFORE_CHOMBO",
    "SANMA_CSV",
    "STANDINGS_HEADER",
    "ExportTargetError",
    "apart_dict",
    "csv_cell",
    "csv_text",
    "export_refusal",
    "games_csv",
    "is_export_file",
    "league_dict",
    "nothing_read_refusal",
    "read_csv",
    "reads_as_export",
    "season_own_kind",
    "skipped_dict",
    "standings_csv",
    "standings_header",
    "table_file",
    "tables_dict",
]

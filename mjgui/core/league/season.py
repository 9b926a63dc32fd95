"""Reading a folder of game records as a season (pure Python, read-only).

Every ``.mjgame`` under the given folders (subfolders included) and every file named directly
is loaded with :func:`mjgui.core.game.storage.load_record` and replayed. A file that cannot be
read, that has a line the replay refuses, or whose game has not ended is *skipped*: it is listed
with the reason and counted nowhere. Nothing is ever written to a record.

A game's date is the first ``# date YYYY-MM-DD`` comment of its record, else the day its file
was last modified (UTC).
"""

from __future__ import annotations

import datetime as dt
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from mjgui.core.errors import MahjongError
from mjgui.core.game.final_score import FinalScore
from mjgui.core.game.game import GameResult, replay
from mjgui.core.game.storage import SUFFIX, load_record
from mjgui.core.i18n import Msg, msg, phrase
from mjgui.core.scoring.rule_words import rule_words

_DATE_RE = re.compile(r"^\s*#\s*date\s*[:=]?\s*(\d{4}-\d{2}-\d{2})\b", re.IGNORECASE | re.MULTILINE)

MESSAGES: dict[str, Msg] = {
    "unfinished": msg(
        "league:unfinished",
        "{path}: the game has not ended (it stops at {round}); it is not counted until it is finished.",
    ),
    "refused_line": msg("league:refused_line", "{path}: {reason} The game is not counted."),
    "no_players": msg("league:no_players", "{path}: the record has no players line; it is not a game."),
    "not_found": msg("league:not_found", "{path} does not exist or cannot be read."),
}


class SkipReason(MahjongError):
    """Why a record was left out of the season (its file is never changed)."""

    def __init__(self, code: str, *, path: str, **params: object) -> None:
        self.path = path
        super().__init__(code, path=path, **params)

    def message(self, lang: str = "en") -> str:
        params = {k: _render(v, lang) for k, v in self.params.items()}
        return phrase(MESSAGES, self.code, lang, **params)


def _render(value: object, lang: str) -> object:
    render = getattr(value, "message", None)
    return str(render(lang)) if callable(render) else value


@dataclass(frozen=True)
class Skipped:
    """A file left out: its path and why (a :class:`SkipReason` or a storage error)."""

    path: Path
    error: MahjongError

    def message(self, lang: str = "en") -> str:
        return self.error.message(lang)


@dataclass(frozen=True)
class Game:
    """One finished game of the season."""

    path: Path
    date: dt.date
    result: GameResult

    @property
    def names(self) -> tuple[str, ...]:
        return self.result.final.names

    @property
    def finals(self) -> tuple[FinalScore, ...]:
        finals = self.result.final_scores
        assert finals is not None  # only finished games are kept
        return finals

    @property
    def rules(self) -> str:
        """The rules as a record writes them: ``seed``, ``seed wareme=on`` ..."""
        rules = self.result.final.rules
        return " ".join([rules.name, *rule_words(rules)])


@dataclass(frozen=True)
class Season:
    """The finished games (by date, then file) and the files left out."""

    games: tuple[Game, ...] = ()
    skipped: tuple[Skipped, ...] = ()

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rules label of the season's games, sorted."""
        return tuple(sorted({g.rules for g in self.games}))

    @property
    def dates(self) -> tuple[dt.date, dt.date] | None:
        if not self.games:
            return None
        return self.games[0].date, self.games[-1].date

    def select(
        self, since: dt.date | None = None, until: dt.date | None = None, rules: str | None = None
    ) -> Season:
        """The games from ``since`` to ``until`` (both included) under ``rules`` (any when None)."""
        games = tuple(
            g
            for g in self.games
            if (since is None or g.date >= since)
            and (until is None or g.date <= until)
            and (rules is None or g.rules == rules)
        )
        return replace(self, games=games)


def record_files(paths: Iterable[str | os.PathLike[str]]) -> tuple[list[Path], list[Skipped]]:
    """The ``.mjgame`` files under the folders (recursively) and the files named, each once,
    sorted; a path that does not exist is reported as skipped."""
    found: dict[Path, None] = {}
    missing: list[Skipped] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            for file in sorted(path.rglob(f"*{SUFFIX}")):
                if file.is_file() and not file.name.startswith("."):
                    found.setdefault(file, None)
        elif path.is_file():
            found.setdefault(path, None)
        else:
            missing.append(Skipped(path, SkipReason("not_found", path=str(path))))
    return sorted(found), missing


def record_date(text: str, path: Path) -> dt.date:
    """The ``# date YYYY-MM-DD`` of the record, else its file's modification day (UTC)."""
    match = _DATE_RE.search(text)
    if match:
        try:
            return dt.date.fromisoformat(match.group(1))
        except ValueError:
            pass
    try:
        stamp = path.stat().st_mtime
    except OSError:
        stamp = 0.0
    return dt.datetime.fromtimestamp(stamp, dt.UTC).date()


def read_game(path: Path) -> Game:
    """One record as a finished game; raises :class:`SkipReason` or a storage error."""
    record = load_record(path)
    result = replay(record)
    if result.errors:
        raise SkipReason("refused_line", path=str(path), reason=result.errors[0])
    if not result.final.started:
        raise SkipReason("no_players", path=str(path))
    if not result.ended:
        raise SkipReason("unfinished", path=str(path), round=result.final.round_label)
    return Game(path, record_date(record.text, path), result)


def load_season(paths: Sequence[str | os.PathLike[str]]) -> Season:
    """Read every record under ``paths`` into a season; never writes."""
    files, skipped = record_files(paths)
    games: list[Game] = []
    for path in files:
        try:
            games.append(read_game(path))
        except MahjongError as err:
            skipped.append(Skipped(path, err))
    games.sort(key=lambda g: (g.date, str(g.path)))
    return Season(tuple(games), tuple(skipped))

"""Player names across a season: matching and the aliases file.

Names are matched case-insensitively with surrounding spaces ignored (``" aiko "`` is ``Aiko``).
Two spellings of one player are merged by an alias, kept in a plain-text file next to the
records (:data:`ALIASES_FILE`), one ``spelling = name`` per line, ``#`` starting a comment::

    # mjgui player aliases: spelling = name
    Borya = Boris

The file is read with checks (size, UTF-8, the ``=``) and written atomically; a line that does
not read is reported with its number and ignored, never lost: :func:`save_aliases` writes only
what :func:`merge` was given, so the file should be changed through the club window.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from mjgui.core.errors import MahjongError
from mjgui.core.game.storage import StorageError, atomic_write_text, read_record_text
from mjgui.core.i18n import Msg, msg, phrase

ALIASES_FILE = "mjgui-aliases.txt"
HEADER = "# mjgui player aliases: spelling = name (one per line)\n"

MESSAGES: dict[str, Msg] = {
    "bad_alias_line": msg(
        "league:bad_alias_line",
        '{path}, line {line}: "{text}" is not "spelling = name"; the line is ignored.',
    ),
    "alias_self": msg("league:alias_self", "{name} and {other} are already the same player."),
    "alias_empty": msg("league:alias_empty", "A player name cannot be empty."),
}


class AliasError(MahjongError):
    """A line of the aliases file that does not read, or a merge that cannot be done."""

    def message(self, lang: str = "en") -> str:
        return phrase(MESSAGES, self.code, lang, **self.params)


def key(name: str) -> str:
    """The matching key of a name: spaces around it ignored, case folded."""
    return name.strip().casefold()


@dataclass(frozen=True)
class Aliases:
    """Spelling key -> the name it stands for (as written), and the lines that did not read."""

    names: Mapping[str, str] = field(default_factory=dict)
    problems: tuple[AliasError, ...] = ()

    def resolve(self, name: str) -> str:
        """The name a spelling stands for (following chains, safe against loops)."""
        seen: set[str] = set()
        current = name.strip()
        while key(current) in self.names and key(current) not in seen:
            seen.add(key(current))
            current = self.names[key(current)].strip()
        return current

    def merge(self, spelling: str, name: str) -> Aliases:
        """These aliases with ``spelling`` now standing for ``name``."""
        if not spelling.strip() or not name.strip():
            raise AliasError("alias_empty")
        target = self.resolve(name)
        if key(self.resolve(spelling)) == key(target):
            raise AliasError("alias_self", name=spelling.strip(), other=name.strip())
        names = dict(self.names)
        names[key(self.resolve(spelling))] = target
        if key(spelling) != key(self.resolve(spelling)):
            names[key(spelling)] = target
        return Aliases(names, self.problems)

    def text(self) -> str:
        lines = [f"{spelling} = {name}\n" for spelling, name in sorted(self.names.items())]
        return HEADER + "".join(lines)


def parse_aliases(text: str, path: str = ALIASES_FILE) -> Aliases:
    names: dict[str, str] = {}
    problems: list[AliasError] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        spelling, sep, name = line.partition("=")
        if not sep or not spelling.strip() or not name.strip():
            problems.append(AliasError("bad_alias_line", path=path, line=number, text=raw.strip()))
            continue
        names[key(spelling)] = name.strip()
    return Aliases(names, tuple(problems))


def aliases_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / ALIASES_FILE


def load_aliases(folder: str | os.PathLike[str]) -> Aliases:
    """The aliases kept in ``folder`` (none when there is no file); raises StorageError for a
    file that is not text."""
    path = aliases_path(folder)
    if not path.is_file():
        return Aliases()
    return parse_aliases(read_record_text(path), str(path))


def save_aliases(folder: str | os.PathLike[str], aliases: Aliases) -> None:
    """Write the aliases file atomically (raises StorageError when it cannot be written)."""
    atomic_write_text(aliases_path(folder), aliases.text())


__all__ = ["ALIASES_FILE", "AliasError", "Aliases", "StorageError", "key", "load_aliases", "save_aliases"]

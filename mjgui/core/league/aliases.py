"""Player names across a season: matching and the aliases file.

Names are matched case-insensitively with surrounding spaces ignored (``" aiko "`` is ``Aiko``),
in one Unicode form and without the characters that show nothing (:func:`key`); a player is
shown with the name an alias gives them, else the first spelling the season has of them, the
same in every table, filter and export (:func:`mjgui.core.league.standings.shown_names`).

Two spellings of one player are merged by an alias, kept in a plain-text file next to the
records (:data:`ALIASES_FILE`), one ``spelling = name`` per line, ``#`` starting a comment::

    # mjgui player aliases: spelling = name
    Borya = Boris

A merge is a statement about who is who, valid for the whole club: a view reads every aliases
file of the folder opened, of the folders above it and of the folders inside it together
(:func:`aliases_files`, :func:`read_aliases`; a spelling two files merge two ways counts as the
higher folder's file says, and is said), and a merge writes the season's file, the highest above
the folder opened, else the folder's own (:func:`aliases_path`).

The file is the club's, often written by hand: it is read with the checks of a record (a
regular file, at most :data:`~mjgui.core.game.storage.MAX_BYTES`, UTF-8, no control
characters; :func:`read_aliases_text`, which says them in the words of an aliases file) and a
line that does not read is reported with its number and ignored, never lost.
A merge (:func:`add_alias`, the club window's "Merge players…") re-reads the file, refuses with
the reason when it does not read (a file mjgui could not read is never rewritten), and writes
atomically the file's own bytes, every line as it was, with the new ``spelling = name`` line
added at the end, under the file's lock (two desks merging at once: one after the other); if
the file changed meanwhile (a program that takes no lock), it starts again from the new file.

Two players who sat at the same table are two people: a merge that would make them one is
refused with the game that shows it, and a line written by hand that does so is not applied in
that game (:meth:`Aliases.seats`, reported by :func:`table_conflicts`).
"""

from __future__ import annotations

import os
import re
import stat
import sys
import time
import unicodedata
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Protocol

from mjgui.core.errors import MahjongError, alike, os_reason
from mjgui.core.game.lockfile import shared_file_lock
from mjgui.core.game.record import (
    FORBIDDEN_CHARS,
    cyrillic_for_latin,
    look_key,
    looks_alike,
    mixes_scripts,
    without_bidi_marks,
)
from mjgui.core.game.storage import (
    MAX_BYTES,
    StorageError,
    atomic_write_text,
    on_read_only_disk,
    read_record_text,
    remove_stale_temp_files,
    windows_code_page,
)
from mjgui.core.i18n import LANGS, Msg, msg, nmsg, phrase
from mjgui.core.league.files import copy_original, in_folder, machine_copy_of, named_from, real_path
from mjgui.core.league.names import key
from mjgui.core.numbers import number as number_text
from mjgui.core.shown import shown_params, shown_path

ALIASES_FILE = "mjgui-aliases.txt"
HEADER = "# mjgui player aliases: spelling = name (one per line)\n"

MESSAGES: dict[str, Msg] = {
    "bad_alias_line": msg(
        "league:bad_alias_line",
        '{path}, line {line}: "{text}" is not "spelling = name"; the line is ignored.',
    ),
    # start: the beginning of the name, "…" after it; max: 100 (a merge refuses longer ones)
    "alias_line_too_long": nmsg(
        "league:alias_line_too_long",
        '{path}, line {line}: "{start}" is {length} character long; a name in the aliases file is at '
        "most {max} characters. The line is ignored.",
        '{path}, line {line}: "{start}" is {length} characters long; a name in the aliases file is at '
        "most {max} characters. The line is ignored.",
    ),
    # first: the earlier line's number, other: the name it gave; the later line is the one applied
    "alias_twice": msg(
        "league:alias_twice",
        "{path}, line {line}: {spelling} is already counted as {other} on line {first}; this later "
        "line counts them as {name} instead. Delete the line that is wrong.",
    ),
    # loop: the names in their order ("A → B → A"), lines: its lines' numbers ("1, 4")
    "alias_loop_line": msg(
        "league:alias_loop_line",
        "{path}, line {line}: the aliases go round in a loop ({loop}), so the lines of the loop "
        "(lines {lines}) change nothing. Delete the one that is wrong.",
    ),
    "alias_self": msg("league:alias_self", "{name} and {other} are already the same player."),
    # the line of an aliases file that makes them one: file, line, and the line's two sides
    # (spelling, target), as the file writes them
    "alias_self_line": msg(
        "league:alias_self_line",
        '{name} and {other} are already the same player: {file}, line {line}: "{spelling} = {target}".',
    ),
    # several lines make them one (a chain of lines, or each merged into a third name); links:
    # the lines, a file's once (alias_link_line, alias_link_lines), the files' joined by "; "
    "alias_self_lines": msg(
        "league:alias_self_lines",
        "{name} and {other} are already the same player: {links}.",
    ),
    # of alias_self_lines: one line of a file, as the file writes it (said: "spelling = target")
    "alias_link_line": msg("league:alias_link_line", "{file}, line {line}: {said}"),
    # of alias_self_lines: several lines of one file (lines: "3, 4"; said: each line as the file
    # writes it, in quotes, joined by ", ")
    "alias_link_lines": msg("league:alias_link_lines", "{file}, lines {lines}: {said}"),
    # of alias_link_line(s): a line of the aliases file, its two sides as the file writes them
    "alias_link_said": msg("league:alias_link_said", '"{spelling} = {target}"'),
    "alias_empty": msg("league:alias_empty", "A player name cannot be empty."),
    "alias_loop": msg(
        "league:alias_loop",
        "The aliases file sends {name} and {other} round in a loop (each stands for the other), so "
        "neither can be merged: delete one of their lines in a text editor. Nothing was changed.",
    ),
    "alias_chars": msg(
        "league:alias_chars",
        '"{name}" cannot be written in the aliases file: a name has no #, no line breaks and no '
        "control or text-direction characters, a spelling no =, and a name is at most {max} "
        "characters.",
    ),
    # a name typed as the club shows it marked (lookalike_mark: "Вoris (Cyrillic: В)"), which
    # is nobody's spelling: name, as typed; plain, the name without the mark
    "alias_marked": msg(
        "league:alias_marked",
        '"{name}" is a name as the club shows it, marked with its Cyrillic letters: type the name '
        'itself, "{plain}". Nothing was changed.',
    ),
    "alias_same_table": msg(
        "league:alias_same_table",
        "{name} and {other} cannot be one player: {first} and {second} sat at the same table in "
        "{file}. Nothing was changed.",
    ),
    # two names the league counts as two players that look alike (record.looks_alike): the
    # first letter that tells them apart, its position (from 1), the letter of each (letter,
    # other_letter) and, Latin and Cyrillic, their alphabets (script, other_script: "is Cyrillic")
    # name_marked, other_marked: the two names, each marked (lookalike_mark) where it holds
    # Cyrillic letters where the other has Latin ones, as the club's table and chart show them
    "alias_lookalike": msg(
        "league:alias_lookalike",
        "{name_marked} and {other_marked} look alike but are counted as two players: letter "
        '{position} of {name}, "{letter}", is {script}, where {other} has a {other_script} letter. '
        "If they are one player, merge them.",
    ),
    # of alias_lookalike, two who sat at one table (in file, the first such game's record): two
    # players, never offered as one; said so that the two rows, each marked, are told apart
    "alias_lookalike_table": msg(
        "league:alias_lookalike_table",
        "{name_marked} and {other_marked} look alike but are two players: they sat at one table in "
        '{file}. Letter {position} of {name}, "{letter}", is {script}, where {other} has a '
        "{other_script} letter.",
    ),
    # a name of two that look alike (alias_lookalike) as the club shows it (its table, its chart,
    # the note): with its Cyrillic letters where the other name has Latin ones ("Аnna (Cyrillic:
    # А)" beside "Anna"); letters: those letters, joined by ", "
    "lookalike_mark": msg("league:lookalike_mark", "{name} (Cyrillic: {letters})"),
    # of ё for е (Алёна, Алена)
    "alias_lookalike_yo": msg(
        "league:alias_lookalike_yo",
        "{name} and {other} look alike but are counted as two players: letter {position} of {name} "
        'is "{letter}", of {other} "{other_letter}". If they are one player, merge them.',
    ),
    # path: the aliases file, when no line of it is known (aliases merged in memory); else the
    # line that makes them one (alias_conflict_line) or the lines (alias_conflict_lines)
    "alias_conflict": msg(
        "league:alias_conflict",
        "{path} counts {first} and {second} as one player, but they sat at the same table in "
        "{file}; in that game they are counted as two.",
    ),
    # of alias_conflict: the one line that makes them one, in the file that holds it (path), its
    # two sides as the file writes them (spelling, target)
    "alias_conflict_line": msg(
        "league:alias_conflict_line",
        '{path}, line {line}: "{spelling} = {target}" counts {first} and {second} as one player, '
        "but they sat at the same table in {file}; in that game they are counted as two.",
    ),
    # of alias_conflict: several lines make them one (links: as in alias_self_lines)
    "alias_conflict_lines": msg(
        "league:alias_conflict_lines",
        "{first} and {second} are counted as one player by these lines: {links}; but they sat at "
        "the same table in {file}, so in that game they are counted as two.",
    ),
    # reason: what is wrong with the file (FILE_MESSAGES), said once; this says what follows
    "alias_unreadable": msg(
        "league:alias_unreadable",
        "{reason} Until it reads, its aliases are not used and nothing is written to it: fix it "
        "in a text editor (UTF-8, one spelling = name a line) or move it away.",
    ),
    # alias_unreadable of an aliases file that is a folder, a pipe or a device (reason: its
    # not_a_file): there is no text to fix in an editor
    "alias_unreadable_not_a_file": msg(
        "league:alias_unreadable_not_a_file",
        "{reason} Until it is one, its aliases are not used and nothing is written to it: remove "
        "it or rename it.",
    ),
    # max: grouped (1 000 000); the plural forms follow it
    "alias_too_large": nmsg(
        "league:alias_too_large",
        "{path} would be over {max} byte with one more line, and could not be read again. "
        "Nothing was changed.",
        "{path} would be over {max} bytes with one more line, and could not be read again. "
        "Nothing was changed.",
    ),
    "alias_read_only": msg(
        "league:alias_read_only",
        "{path} is read-only, so no players were merged. Make the file writable, or ask whoever "
        "looks after the club's folder to.",
    ),
    # the club's folder on a disk mounted read-only (a share mounted so, a write-protected stick)
    "alias_read_only_disk": msg(
        "league:alias_read_only_disk",
        "{path} is on a read-only disk (a write-protected stick or card, a share mounted "
        "read-only), so no players were merged. Ask whoever looks after the club's folder to make "
        "it writable.",
    ),
    "alias_busy": msg(
        "league:alias_busy",
        "{path} kept changing while it was being saved (another window or another desk?). Nothing "
        "was changed; try again in a moment.",
    ),
    # the aliases file's lock (lock) held by another desk for seconds: no merge
    "alias_locked": msg(
        "league:alias_locked",
        "{path} is being saved by another desk or window right now; no players were merged. Try "
        "again in a moment. If no other desk is saving it, its lock file was left by one that "
        "stopped: delete {lock}, then merge again.",
    ),
    # the aliases file's lock could not be removed; reason: why
    "alias_lock_stuck": msg(
        "league:alias_lock_stuck",
        "No players were merged: the lock file {lock} of {path} could not be removed ({reason}). If "
        "no other desk is saving it, remove {lock} (or ask who owns the folder to), then merge again.",
    ),
    # reason: why the aliases file could not be written (storage:write_failed...), said once
    "alias_not_written": msg("league:alias_not_written", "{reason} No players were merged."),
    # path, line: a lower folder's aliases file and its line; original, first: the higher folder's
    # file and its line, which is applied; spelling, written: the name merged two ways as each
    # line writes it; name, other: the players each line merges it into
    "alias_two_files": msg(
        "league:alias_two_files",
        '{path}, line {line}: "{spelling} = {name}", but {original}, line {first}: "{written} = '
        '{other}". The line of {original} is applied (of two aliases files, the one in the higher '
        "folder counts). Correct the line that is wrong in a text editor.",
    ),
    # as alias_two_files, the two files in folders as high as each other (night-21 and night-22):
    # the one whose path sorts first is applied (_top_first: case folded, numbers by value)
    "alias_two_files_level": msg(
        "league:alias_two_files_level",
        '{path}, line {line}: "{spelling} = {name}", but {original}, line {first}: "{written} = '
        '{other}". The line of {original} is applied (of two aliases files at the same level, the '
        "one whose path comes first alphabetically counts, capital and small letters alike and "
        "numbers by their value: night-9 before night-10). Correct the line that is wrong in a "
        "text editor.",
    ),
    # path: the copy (a sync conflict copy, "mjgui-aliases (1).txt"), original: the aliases file
    "alias_copy": msg(
        "league:alias_copy",
        "{path} looks like a copy of {original} that a sync tool, a download or a file manager left "
        "beside it: the players merged in it are not read. Copy the lines you want to keep into "
        "{original} with a text editor, then delete {path}.",
    ),
    # two aliases files in one folder whose names differ only in case (Mjgui-Aliases.txt beside
    # mjgui-aliases.txt, as an older merge could make): both read, in every view of the folder;
    # original, the one a merge writes to (:func:`aliases_path`)
    "alias_case_twin": msg(
        "league:alias_case_twin",
        "{original} and {path} are two aliases files in one folder whose names differ only in case: "
        "both are read, but a Windows or macOS desk keeps only one of them. Copy the lines of "
        "{path} into {original} with a text editor, then delete {path}.",
    ),
}

#: The checks of a record file said of the aliases file (the codes of
#: :func:`~mjgui.core.game.storage.read_record_text` that name a game record): what is wrong
#: only, since ``alias_unreadable`` says once what follows (not used, not written to).
FILE_MESSAGES: dict[str, Msg] = {
    "not_a_file": msg(
        "aliases-file:not_a_file",
        "{path} is not a regular file (it is a folder, a pipe or a device); the aliases file is a "
        "plain text file.",
    ),
    # size, max: grouped (3 000 000); the plural forms follow the size
    "too_large": nmsg(
        "aliases-file:too_large",
        "{path} is {size} byte; an aliases file is at most {max} bytes.",
        "{path} is {size} bytes; an aliases file is at most {max} bytes.",
    ),
    "too_many_lines": msg(
        "aliases-file:too_many_lines",
        "{path} has more than {max} lines; an aliases file is at most {max}.",
    ),
    "utf16": msg(
        "aliases-file:utf16",
        '{path} looks like UTF-16 text (what Notepad calls "Unicode"); save it again as UTF-8.',
    ),
    "binary": msg(
        "aliases-file:binary",
        "{path}, line {line}: the file contains binary data (a NUL byte); it is not an aliases file "
        "or it is damaged.",
    ),
    "encoding": msg(
        "aliases-file:encoding",
        "{path}, line {line}: the text is not valid UTF-8 (the file is damaged or not an aliases file).",
    ),
    # bytes that are not UTF-8 but read as an aliases file in a Windows code page
    # (_aliases_code_page): saved by Notepad as "ANSI", neither damaged nor another file;
    # code_page: the one it reads in, "Windows-1251" or "Windows-1252"
    "ansi": msg(
        "aliases-file:ansi",
        "{path}, line {line}: the text is not UTF-8 but looks like an aliases file saved in the code "
        'page {code_page} (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in a '
        "text editor.",
    ),
    # "ansi" whose words do not tell which code page (no code_page): both are named
    "ansi_either": msg(
        "aliases-file:ansi_either",
        "{path}, line {line}: the text is not UTF-8 but looks like an aliases file saved in a Windows "
        'code page (what Notepad calls "ANSI": Windows-1251 for Russian, Windows-1252 for Western '
        "European languages); mjgui reads UTF-8. Save it again as UTF-8 in a text editor.",
    ),
    "control": msg(
        "aliases-file:control",
        "{path}, line {line}: the text contains a control or text-direction character ({char}); an "
        "aliases file is plain text.",
    ),
    "changed_while_read": msg(
        "aliases-file:changed_while_read",
        "{path} changed while it was read (another program was writing it).",
    ),
}

MAX_ALIAS_NAME = 100
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
# never in a name written to the file: a comment, a line break or a tab (_BAD_CHARS), what the
# reader refuses in any line (record.FORBIDDEN_CHARS) and the bidirectional marks a record drops
# from its names (record.without_bidi_marks): _unwritable
_BAD_CHARS = re.compile("[#\t\n\r\u2028\u2029]")


class SeatedGame(Protocol):
    """A game as the aliases read it: its record's file and its players' names in their seats
    (a season's :class:`~mjgui.core.league.season.Game`, which the season reads with the aliases
    applied: this module sits below it)."""

    @property
    def path(self) -> Path: ...

    @property
    def names(self) -> tuple[str, ...]: ...


class AliasError(MahjongError):
    """A line of the aliases file that does not read, or a merge that cannot be done."""

    def message(self, lang: str = "en", *, within: Path | None = None) -> str:
        """The sentence; ``within``: the files it names (the aliases file, a game's record, the
        file of why the aliases file does not read) named from that folder, the club window's
        season, as its other notes name them (:func:`~mjgui.core.league.files.in_folder`)."""
        named = self.params if within is None else named_from(self.params, within)
        if within is not None and "lock" in named:  # the aliases file's lock, named as it is
            named = {**named, "lock": in_folder(str(named["lock"]), within)}
        params = shown_params(named, lang, files=("path", "file", "original", "lock"))
        links = self.params.get("links")
        if isinstance(links, tuple):  # the lines that make two names one, each file's once
            params["links"] = _links_said(links, lang, within)
        limit, length = self.params.get("max"), self.params.get("length")
        if isinstance(limit, int) and not isinstance(limit, bool):  # 1 000 000 bytes, its plural
            params |= {"max": number_text(limit, lang), "n": limit}
        if isinstance(length, int) and not isinstance(length, bool):  # a name's 1 200 characters
            params |= {"length": number_text(length, lang), "n": length}
        reason = self.params.get("reason")
        not_a_file = isinstance(reason, StorageError) and reason.code == "not_a_file"
        if self.code in LOOKALIKE_MARKED:  # each name marked as the club's table shows it
            name, other = str(self.params.get("name", "")), str(self.params.get("other", ""))
            params |= {
                "name_marked": marked_name(name, other, lang),
                "other_marked": marked_name(other, name, lang),
            }
        if self.code == "alias_unreadable" and not_a_file:  # a folder or a pipe: nothing to edit
            return phrase(MESSAGES, "alias_unreadable_not_a_file", lang, **params)
        if self.code == "alias_conflict" and "line" in self.params:  # the line that says so
            return phrase(MESSAGES, "alias_conflict_line", lang, **params)
        if self.code == "alias_conflict" and isinstance(links, tuple):
            return phrase(MESSAGES, "alias_conflict_lines", lang, **params)
        return phrase(MESSAGES, self.code, lang, **params)


class AliasesFileError(StorageError):
    """The aliases file cannot be read: the checks of a record file, in the words of an aliases
    file (:data:`FILE_MESSAGES`; a code it does not word is said as a record file's)."""

    own_messages = FILE_MESSAGES


def read_aliases_text(path: str | os.PathLike[str]) -> str:
    """The aliases file's text, read with the checks of a record file
    (:func:`~mjgui.core.game.storage.read_record_text`: a regular file, at most
    :data:`~mjgui.core.game.storage.MAX_BYTES`, UTF-8, no control characters); raises
    :class:`AliasesFileError`."""
    try:
        return read_record_text(path, ansi=_aliases_code_page)
    except StorageError as err:
        raise err.retold(AliasesFileError) from None


def _aliases_code_page(data: bytes) -> str | None:
    """The Windows code page the bytes of an aliases file, not UTF-8, read in as one saved so
    (Notepad's "ANSI": ``Боря = Борис`` in Windows-1251, ``Jose = José`` in Windows-1252): a
    ``spelling = name`` line, and the text of such a file (:func:`~mjgui.core.game.storage.
    windows_code_page`, the names being both sides of its lines); None when it does not."""
    return windows_code_page(data, _alias_names) if b"=" in data else None


def _alias_names(text: str) -> list[str]:
    """The words of the names of an aliases file's lines: both sides of each ``=``, a comment
    left out."""
    sides = (line.partition("#")[0] for line in text.splitlines() if "=" in line.partition("#")[0])
    return [word for side in sides for word in side.replace("=", " ").split()]


@dataclass(frozen=True)
class Aliases:
    """Spelling key -> the name it stands for (as written), and the lines that did not read."""

    names: Mapping[str, str] = field(default_factory=dict)
    problems: tuple[AliasError, ...] = ()
    # spelling key -> (the line that gives it its name, the spelling as that line writes it), and
    # the file of the line (several files read together: :func:`read_aliases`); not compared
    lines: Mapping[str, tuple[int, str, str]] = field(default_factory=dict, compare=False)

    def alike(self, other: Aliases) -> bool:
        """Whether two reads of the aliases file found the same: the same aliases, each player
        they name spelled the same (:meth:`targets`: the first line naming a player spells them,
        so the order of the lines counts), the same lines that did not read
        (:func:`~mjgui.core.errors.alike`)."""
        return (
            self.names == other.names
            and self.targets() == other.targets()
            and len(self.problems) == len(other.problems)
            and all(alike(a, b) for a, b in zip(self.problems, other.problems, strict=True))
        )

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
            raise self.already(spelling, name)
        names = dict(self.names)
        names[key(self.resolve(spelling))] = target
        if key(spelling) != key(self.resolve(spelling)):
            names[key(spelling)] = target
        merged = Aliases(names, self.problems)
        if key(merged.resolve(spelling)) != key(merged.resolve(name)):  # a loop the file already had
            raise AliasError("alias_loop", name=spelling.strip(), other=name.strip())
        return merged

    def already(self, spelling: str, name: str) -> AliasError:
        """The refusal of a merge of two names these aliases count as one player, naming the
        lines that link them, when the aliases know their lines: each name's chain of lines
        followed up to the first name both reach (``Bob = Boris`` and ``Boris = Борис``: Bob
        and Борис by both lines, Bob and Boris by the first alone)."""
        names = {"name": spelling.strip(), "other": name.strip()}
        chain_a, chain_b = self._chain(spelling), self._chain(name)
        meet = next((k for k in chain_a if k in chain_b), None)
        said: list[tuple[str, int, str, str]] = []  # (file, line, spelling, name) as written
        if meet is not None:
            for chain in (chain_a, chain_b):
                for k in chain[: chain.index(meet)]:
                    if k in self.lines:
                        line, written, path = self.lines[k]
                        if (path, line, written, self.names[k]) not in said:
                            said.append((path, line, written, self.names[k]))
        if not said:
            return AliasError("alias_self", **names)
        if len(said) == 1:
            file, line, written, target = said[0]
            return AliasError(
                "alias_self_line", **names, file=file, line=line, spelling=written, target=target
            )
        return AliasError("alias_self_lines", **names, links=tuple(said))

    def _chain(self, name: str) -> list[str]:
        """The keys :meth:`resolve` goes through from ``name``, the name it ends at the last."""
        chain = [key(name.strip())]
        while chain[-1] in self.names:
            following = key(self.names[chain[-1]].strip())
            if following in chain:
                break  # a loop
            chain.append(following)
        return chain

    def targets(self) -> dict[str, str]:
        """The players the aliases name, by key, each as the file writes them: the name at the
        end of a line's chain, spelled as the first line naming them does."""
        out: dict[str, str] = {}
        for name in self.names.values():
            final = self.resolve(name)
            out.setdefault(key(final), final)
        return out

    def seats(self, names: Sequence[str]) -> tuple[str, ...]:
        """The name each seat of one game is counted as: the aliases applied, except for seats
        they would make one player (they sat at the same table: each keeps its own name)."""
        counted = [self.resolve(n) for n in names]
        while True:
            keys = [key(n) for n in counted]
            clash = [i for i, k in enumerate(keys) if keys.count(k) > 1 and counted[i] != names[i].strip()]
            if not clash:
                return tuple(counted)
            for i in clash:
                counted[i] = names[i].strip()

    def clash(self, names: Sequence[str]) -> tuple[str, str] | None:
        """Two names of one game that these aliases would make one player, if any."""
        keys = [key(self.resolve(n)) for n in names]
        for i, k in enumerate(keys):
            if keys.index(k) != i:
                return names[keys.index(k)], names[i]
        return None

    def text(self) -> str:
        lines = [f"{spelling} = {name}\n" for spelling, name in sorted(self.names.items())]
        return HEADER + "".join(lines)


def _links_said(links: tuple[tuple[str, int, str, str], ...], lang: str, within: Path | None) -> str:
    """The lines of :meth:`Aliases.already` (file, line, spelling, name), each file named once
    with its lines in order (``mjgui-aliases.txt, lines 3, 4: "Bob = Boris", "Boris = Борис"``),
    the files in the order first cited, joined by "; "."""
    by_file: dict[str, list[tuple[int, str, str]]] = {}
    for file, line, spelling, target in links:
        by_file.setdefault(file, []).append((line, spelling, target))
    parts = []
    for file, lines in by_file.items():
        lines.sort()
        shown = shown_path(in_folder(file, within) if within is not None else file)
        said = ", ".join(phrase(MESSAGES, "alias_link_said", lang, spelling=s, target=t) for _, s, t in lines)
        if len(lines) == 1:
            parts.append(phrase(MESSAGES, "alias_link_line", lang, file=shown, line=lines[0][0], said=said))
        else:
            numbers = ", ".join(str(n) for n, _, _ in lines)
            parts.append(phrase(MESSAGES, "alias_link_lines", lang, file=shown, lines=numbers, said=said))
    return "; ".join(parts)


#: the characters of a name too long that its note shows, "…" after them
SHOWN_OF_LONG_NAME = 40


@cache
def _folded_letters() -> frozenset[str]:
    """The keys of one character that are longer than it (:func:`key`: ``ß`` and ``ẞ`` are
    ``ss``, ``İ`` is ``i̇``, ``ŉ`` is ``ʼn``, a letter that Unicode writes in two as two): what
    a merge may write for one letter typed. Read from the running Python's Unicode tables, once,
    when a line is long enough for it to matter."""
    found = set()
    for code in range(sys.maxunicode + 1):
        if 0xD800 <= code < 0xE000:
            continue  # surrogates: never a character of a name
        char = chr(code)
        if len(char.casefold()) > 1 or not unicodedata.is_normalized("NFC", char):
            folded = key(char)
            if len(folded) > 1:
                found.add(folded)
    return frozenset(found)


def typed_length(side: str) -> int:
    """How many characters the name a side of an aliases line was typed as has, at least: a
    merge writes the spelling as :func:`key` has it, case folded, and a letter may become two
    (``Maß`` is written ``mass``). So a run of characters that is one letter's key
    (:func:`_folded_letters`) counts as that letter, the shortest way; the rest one each. A
    name :func:`add_alias` accepts is never too long when read back (:func:`_check_name`
    measures it so), nor is a line an earlier version's merge wrote of one."""
    if len(side) <= MAX_ALIAS_NAME:
        return len(side)  # never more than its length: the usual name needs no table
    folded = _folded_letters()
    widest = max(map(len, folded))
    if len(side) > MAX_ALIAS_NAME * widest:
        return -(-len(side) // widest)  # too long however it was typed (a line of a megabyte)
    shortest = [0] * (len(side) + 1)  # shortest[i]: the fewest letters typed for side[:i]
    for end in range(1, len(side) + 1):
        shortest[end] = shortest[end - 1] + 1
        for width in range(2, min(widest, end) + 1):
            if side[end - width : end] in folded:
                shortest[end] = min(shortest[end], shortest[end - width] + 1)
    return shortest[-1]


def parse_aliases(text: str, path: str = ALIASES_FILE) -> Aliases:
    """The aliases of an aliases file's text (``path``: the file its notes name). A line that
    is not ``spelling = name`` and one with a side longer than :data:`MAX_ALIAS_NAME` as typed
    (:func:`typed_length`: a merge never writes one) are ignored with a note; a spelling given
    twice to two players (not to a name that now leads to the first: a merge's own lines), and
    lines that go round in a loop (each name standing for the next, the last for the first:
    they change nothing) are noted at the later line."""
    names: dict[str, str] = {}
    lines: dict[str, int] = {}  # spelling key -> the line that gives it its name
    spelled: dict[str, str] = {}  # spelling key -> the spelling as that line writes it
    problems: list[AliasError] = []
    twice: list[AliasError] = []  # a spelling given another name than its earlier line's
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        spelling, sep, name = line.partition("=")
        spelling, name = spelling.strip(), without_bidi_marks(name).strip()  # as a record's names
        if not sep or not spelling or not name:
            problems.append(AliasError("bad_alias_line", path=path, line=number, text=raw.strip()))
            continue
        long = next((side for side in (spelling, name) if typed_length(side) > MAX_ALIAS_NAME), None)
        if long is not None:
            start = long[:SHOWN_OF_LONG_NAME].rstrip() + "…"
            problems.append(
                AliasError(
                    "alias_line_too_long",
                    path=path,
                    line=number,
                    start=start,
                    length=len(long),
                    max=MAX_ALIAS_NAME,
                )
            )
            continue
        k = key(spelling)
        if k in names and key(names[k]) != key(name):
            twice.append(
                AliasError(
                    "alias_twice",
                    path=path,
                    line=number,
                    spelling=spelling,
                    other=names[k],
                    first=lines[k],
                    name=name,
                )
            )
        names[k] = name
        lines[k] = number
        spelled[k] = spelling
    read = Aliases(names)
    # a spelling given again to the player its first name now stands for is no mistake: a
    # merge of Boris into Chen after "Borya = Boris" writes "boris = Chen" and "borya = Chen"
    problems.extend(
        t
        for t in twice
        if key(read.resolve(str(t.params["other"]))) != key(read.resolve(str(t.params["name"])))
    )
    problems.extend(_loops(names, lines, path))
    problems.sort(key=lambda p: int(str(p.params["line"])))
    return Aliases(names, tuple(problems), {k: (n, spelled[k], path) for k, n in lines.items()})


def _loops(names: Mapping[str, str], lines: Mapping[str, int], path: str) -> list[AliasError]:
    """A note for each loop of the aliases (``A = B``, ``B = A``: two names or more, each
    standing for the next and the last for the first), at its last line. A name that stands
    for itself (``borya = Borya``: how the file spells a player) is no loop."""
    found: list[AliasError] = []
    done: set[str] = set()
    for start in names:
        path_keys: list[str] = []
        at = start
        while at in names and at not in done and at not in path_keys:
            path_keys.append(at)
            at = key(names[at])
        done.update(path_keys)
        if at not in path_keys:
            continue  # the chain ends at a name of its own, or joins one seen already
        loop = path_keys[path_keys.index(at) :]
        if len(loop) < 2:
            continue
        numbers = sorted(lines[k] for k in loop)
        last = max(loop, key=lambda k: lines[k])
        # the names as the lines write them, from the last line's spelling (written as the
        # line before it in the loop names it): C = A closing B = C, A = B is C → A → B → C
        spelled = [names[k] for k in loop]
        first = (loop.index(last) - 1) % len(loop)
        order = spelled[first:] + spelled[:first]
        found.append(
            AliasError(
                "alias_loop_line",
                path=path,
                line=lines[last],
                loop=" → ".join([*order, order[0]]),
                lines=", ".join(str(n) for n in numbers),
            )
        )
    return found


#: how many folders above a folder read its season's aliases files are looked for in
MAX_ALIAS_LEVELS = 16


def _home_or_above(here: Path, homes: Collection[str]) -> bool:
    """Whether ``here`` is the user's home folder or a folder holding it (``homes``: the home
    folder by name and by real path, :func:`os.path.normcase`)."""
    at = os.path.normcase(str(here))
    return any(home == at or home.startswith(at.rstrip(os.sep) + os.sep) for home in homes)


def _above(folder: str | os.PathLike[str]) -> list[Path]:
    """The folders above ``folder`` whose aliases files count for it: walked up by its path's
    names and by its real path (a folder opened through a link: both), each at most
    :data:`MAX_ALIAS_LEVELS` folders up, stopping below the user's home folder (the home folder
    is no club's: its file is never read nor written) and at a file system's root (a mount
    point, a drive: read, then no further). Named as ``folder`` is (:func:`_as_named`)."""
    home = os.path.abspath(os.path.expanduser("~"))
    homes = {os.path.normcase(home), real_path(home)}
    named = Path(os.path.abspath(folder))
    found: list[Path] = []
    for start in (named, Path(os.path.realpath(folder))):
        here = start
        for _ in range(MAX_ALIAS_LEVELS):
            if here.parent == here or os.path.ismount(here):
                break
            here = here.parent
            if _home_or_above(here, homes):
                break
            found.append(_as_named(here, folder) if start is named else here)
    return found


def _top_first(file: Path) -> tuple[int, tuple[tuple[str | int, ...], ...], str]:
    """The order of aliases files read together: the higher folder's first (by its real path:
    the same order whichever folder is open, however it is reached), then of files at the same
    level alphabetically by the real path's folder names, the same on every system: capitals
    and small letters alike, a number by its value (``night-9`` before ``night-10``, ``night-21``
    before ``Night-22``); then by the real path, for two names only their case or zeros tell
    apart."""
    real = os.path.realpath(file)
    parts = Path(real).parts
    return len(parts), tuple(_alphabetical(part) for part in parts), real


def _alphabetical(name: str) -> tuple[str | int, ...]:
    """A folder name's place in :func:`_top_first`'s order: case folded, its runs of the digits
    0-9 compared by their value."""
    return tuple(int(run) if i % 2 else run for i, run in enumerate(_DIGIT_RUNS.split(name.casefold())))


#: runs of ASCII digits in a folder name (:func:`_alphabetical`); the split keeps them, at odd places
_DIGIT_RUNS = re.compile("([0-9]+)")


def _as_named(found: Path, folder: str | os.PathLike[str]) -> Path:
    """The folder ``found`` above ``folder`` named as ``folder`` is:
    from the working folder when it was given so (``..``), else whole."""
    if Path(folder).is_absolute():
        return found
    try:
        return Path(os.path.relpath(found))
    except ValueError:  # another drive
        return found


def is_aliases_name(name: str) -> bool:
    """Whether a file of this name is a folder's aliases file: :data:`ALIASES_FILE` whatever its
    case (``Mjgui-Aliases.txt``: a system that ignores case finds it so, and a folder synced
    from one keeps it so); the one test of the season's walk and of the folders above it."""
    return name.casefold() == _ALIASES_NAME


_ALIASES_NAME = ALIASES_FILE.casefold()


def is_aliases_copy(name: str) -> bool:
    """Whether a file of this name is a copy of a folder's aliases file, by its name: one the
    season knows a record's copies by (:func:`~mjgui.core.league.files.copy_original`: a sync
    tool's conflict copy, ``mjgui-aliases (Boris's conflicted copy 2026-12-01).txt``; a
    numbered one, ``mjgui-aliases (1).txt``) or OneDrive's, the machine's name after a hyphen
    (:func:`~mjgui.core.league.files.machine_copy_of`: ``mjgui-aliases-DESKTOP-7H2K9QL.txt``;
    a record's so named cannot be told from another table's record by its name, but no other
    file of the club is named after the aliases file); a copy of such a copy too. Never a
    hidden file (a temporary file, a sync tool's own). The one test of the notes on the copies
    (:func:`alias_copies`), of the files named to be read that are the season's own and of the
    exports refused."""
    if name.startswith(".") or is_aliases_name(name):
        return False
    copied = copy_original(Path(name))
    if copied is not None:
        return is_aliases_name(copied.name) or is_aliases_copy(copied.name)
    return machine_copy_of(name, ALIASES_FILE)


def folder_aliases_file(folder: str | os.PathLike[str]) -> Path | None:
    """The aliases file of ``folder`` (:func:`is_aliases_name`) a merge writes to, named as the
    folder lists it (never a second file whose name differs only in case): :data:`ALIASES_FILE`
    itself when there, else the first of :func:`folder_aliases_files`; None when it has none
    or cannot be listed."""
    exact = Path(folder) / ALIASES_FILE
    if os.path.lexists(exact):
        return exact
    files = folder_aliases_files(folder)
    return files[0] if files else None


def folder_aliases_files(folder: str | os.PathLike[str]) -> tuple[Path, ...]:
    """Every aliases file of ``folder``, whatever the case of its name (:func:`is_aliases_name`:
    ``Mjgui-Aliases.txt`` and ``mjgui-aliases.txt`` both, where a disk that tells case holds
    two), by name, as the season's walk meets them; the exact name alone when the folder cannot
    be listed; none when neither."""
    try:
        with os.scandir(folder) as listing:
            names = sorted(entry.name for entry in listing if is_aliases_name(entry.name))
    except OSError:
        exact = Path(folder) / ALIASES_FILE
        return (exact,) if os.path.lexists(exact) else ()
    return tuple(Path(folder) / name for name in names)


def aliases_files(
    folders: Iterable[str | os.PathLike[str]], met: Iterable[str | os.PathLike[str]] = ()
) -> tuple[Path, ...]:
    """Every aliases file read for a view of ``folders`` (the club window's folder, the folders
    and the records' folders ``mjgui league`` is given), the higher folder's first
    (:func:`_top_first`), each once: the file of each folder and of the folders above it
    (:func:`_above`), and those ``met`` by the season's walk in the folders below
    (:attr:`~mjgui.core.league.season.Season.aliases_files`); two in one folder whose names
    differ only in case, both (:func:`folder_aliases_files`), whichever folder is viewed. A
    player's merge is a statement about who is who, valid for the whole club: none of them is
    left out, wherever it was made. Each folder is listed once, however many of ``folders``
    it is, or is above (``mjgui league club/*`` names a thousand records of one folder)."""
    found: dict[str, Path] = {}
    listed: set[Path] = set()
    for folder in dict.fromkeys(os.fspath(f) for f in folders):
        for here in (*_above(folder), Path(folder)):
            if here in listed:  # its files found already
                continue
            listed.add(here)
            for file in folder_aliases_files(here):  # two whose names differ in case: both, as the walk
                found.setdefault(real_path(file), file)
    for met_file in met:
        found.setdefault(real_path(met_file), Path(met_file))
    return tuple(sorted(found.values(), key=_top_first))


def aliases_path(folder: str | os.PathLike[str]) -> Path:
    """The aliases file a merge made with ``folder`` open writes to: the highest existing one of
    the folders above it (:func:`_above`: the season's, for a night's folder), else the one of
    ``folder`` itself (made by the first merge). A file is found whatever the case of its name
    (:func:`folder_aliases_file`), and named as found."""
    above = [file for here in _above(folder) if (file := folder_aliases_file(here)) is not None]
    if above:
        return min(above, key=_top_first)
    return folder_aliases_file(folder) or Path(folder) / ALIASES_FILE


def read_aliases(files: Iterable[str | os.PathLike[str]]) -> Aliases:
    """The aliases of ``files`` (:func:`aliases_files`, the higher folder's first) read together,
    with a note for each copy of a file beside it (:func:`alias_copies`) and for each file that
    does not read (``alias_unreadable``: its aliases not used, the others' are). A spelling two
    files merge into two different players is counted as the higher folder's file says (the first
    given; of two files at the same level, the first by its path: :func:`_top_first`), and the
    other line is said, naming both files and both lines and why the one applied is
    (``alias_two_files``, ``alias_two_files_level``). Two files of one folder whose names differ
    only in case are both read, and said (``alias_case_twin``)."""
    names: dict[str, str] = {}
    lines: dict[str, tuple[int, str, str]] = {}
    problems: list[AliasError] = []
    later: list[tuple[str, str, tuple[int, str, str]]] = []  # (key, name, line) given two ways
    folders: dict[str, Path] = {}  # each folder's first file read (resolved): its copies said once
    for file in files:
        path = Path(file)
        here = real_path(path.parent)
        earlier = folders.setdefault(here, path)
        if earlier != path and is_aliases_name(path.name) and is_aliases_name(earlier.name):
            kept = folder_aliases_file(path.parent) or earlier  # the one a merge writes to
            other = earlier if kept.name == path.name else path
            problems.append(AliasError("alias_case_twin", path=str(other), original=str(kept)))
        try:
            read = parse_aliases(read_aliases_text(path), str(path))
        except StorageError as err:
            problems.append(AliasError("alias_unreadable", reason=err))
        else:
            problems.extend(read.problems)
            for k, name in read.names.items():
                if k not in names:
                    names[k], lines[k] = name, read.lines[k]
                elif key(names[k]) != key(name):
                    later.append((k, name, read.lines[k]))
        if earlier == path:
            problems.extend(alias_copies(path.parent))
    union = Aliases(names, (), lines)
    for k, name, (line, spelling, path_) in later:
        if key(union.resolve(name)) == key(union.resolve(names[k])):
            continue  # the same player either way
        first, written, original = lines[k]
        level = _top_first(Path(original))[0] == _top_first(Path(path_))[0]  # a tie: by the path
        problems.append(
            AliasError(
                "alias_two_files_level" if level else "alias_two_files",
                path=path_,
                line=line,
                spelling=spelling,
                name=name,
                original=original,
                first=first,
                written=written,
                other=names[k],
            )
        )
    return Aliases(names, tuple(problems), lines)


def load_aliases(
    folder: str | os.PathLike[str],
    met: Iterable[str | os.PathLike[str]] = (),
    *,
    files: Sequence[Path] | None = None,
    target: Path | None = None,
) -> Aliases:
    """The aliases of a view of ``folder``: every aliases file of it, of the folders above it and
    ``met`` below it (:func:`aliases_files`) read together (:func:`read_aliases`: a file that
    does not read is said, never raised), with the notes on the copies of the file a merge
    writes (:func:`aliases_path`) when there is none yet. ``files`` and ``target``: those two,
    already worked out for ``folder`` (the club window's reload: once), not looked for again."""
    if files is None:
        files = aliases_files([folder], met)
    return with_target_copies(read_aliases(files), [folder], [target] if target is not None else None)


def with_target_copies(
    read: Aliases, folders: Iterable[str | os.PathLike[str]], targets: Sequence[Path] | None = None
) -> Aliases:
    """``read`` with the notes on the copies of the file a merge with each of ``folders`` open
    writes (:func:`aliases_path`; ``targets``: those, already worked out) when there is none yet
    (a copy beside a file read is said by :func:`read_aliases` already): the one way the club
    window and ``mjgui league`` say a conflict copy whose merges no file holds."""
    if targets is None:  # each folder once (``mjgui league club/*``: a thousand of one folder)
        targets = [aliases_path(folder) for folder in dict.fromkeys(os.fspath(f) for f in folders)]
    said = {(p.code, str(p.params.get("path"))) for p in read.problems}
    copies: list[AliasError] = []
    for target in dict.fromkeys(targets):
        if os.path.lexists(target):
            continue
        for copy in alias_copies(target.parent):
            if (copy.code, str(copy.params.get("path"))) not in said:
                said.add((copy.code, str(copy.params.get("path"))))
                copies.append(copy)
    return Aliases(read.names, (*read.problems, *copies), read.lines) if copies else read


def unreadable_target(
    aliases: Aliases, folder: str | os.PathLike[str], path: Path | None = None
) -> AliasError | None:
    """The note of ``aliases`` (:func:`load_aliases`) saying that the file a merge with
    ``folder`` open writes (:func:`aliases_path`; ``path`` when already worked out) does not
    read: a merge is refused until it does."""
    target = real_path(aliases_path(folder) if path is None else path)
    for problem in aliases.problems:
        reason = problem.params.get("reason")
        said = isinstance(reason, StorageError) and real_path(str(reason.params.get("path", ""))) == target
        if problem.code == "alias_unreadable" and said:
            return problem
    return None


def alias_copies(folder: str | os.PathLike[str]) -> tuple[AliasError, ...]:
    """A note for each copy of the aliases file in ``folder``, by its name
    (:func:`is_aliases_copy`): a sync tool's conflict copy
    (``mjgui-aliases.sync-conflict-20261201-123456-ABCDEF1.txt``, ``mjgui-aliases (Boris's
    conflicted copy 2026-12-01).txt``, OneDrive's ``mjgui-aliases-LAPTOP.txt``) or a numbered
    one (``mjgui-aliases (1).txt``). Such a copy
    holds the merges one desk made while another changed the file: it is never read (which of
    the two is right only a player can say), and the note asks for its lines to be merged by
    hand. A folder that cannot be listed has none."""
    base = Path(folder)
    try:
        with os.scandir(base) as listing:
            names = sorted(entry.name for entry in listing)
    except OSError:
        return ()
    original = str(base / ALIASES_FILE)
    return tuple(
        AliasError("alias_copy", path=str(base / name), original=original)
        for name in names
        if is_aliases_copy(name)
    )


def inside(path: str | os.PathLike[str], folder: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is ``folder`` or lies somewhere under it (links resolved)."""
    real, base = os.path.realpath(path), os.path.realpath(folder)
    try:
        return os.path.commonpath([real, base]) == base
    except ValueError:  # another drive
        return False


def season_folder(record: str | os.PathLike[str], opened: str | os.PathLike[str] | None = None) -> Path:
    """The folder of the season a record belongs to (the club's results opened from it):
    ``opened``, the club folder the player last opened, when the record lies inside it and no
    aliases file above ``opened`` is the season's (a night's own file inside it is no reason to
    show the night alone: the club window shows ``opened`` whole, and merges there into the
    file :func:`aliases_path` of ``opened`` names); else the folder of the file a merge made
    from the record's folder writes (:func:`aliases_path`: the highest folder above it holding
    an aliases file, the season's, or its own folder's file), the season read whole from there;
    else the record's own folder."""
    own = Path(os.path.abspath(record)).parent
    target = aliases_path(own)
    found = os.path.lexists(target)
    if opened and inside(own, opened) and (not found or inside(target.parent, opened)):
        return Path(opened)
    return target.parent if found else own


def table_conflicts(
    games: Iterable[SeatedGame], aliases: Aliases, path: str = ALIASES_FILE
) -> tuple[AliasError, ...]:
    """A notice for each game in which the aliases would make two of its players one (they
    are counted apart there, see :meth:`Aliases.seats`), naming the line that makes them one,
    in the file that holds it (the lines, when a chain of them does: :meth:`Aliases.already`);
    ``path``, the aliases file, only when the aliases know no line (merged in memory)."""
    found = []
    for game in games:
        pair = aliases.clash(game.names)
        if pair is None:
            continue
        first, second = pair
        linked = aliases.already(first, second).params
        where: dict[str, object] = {"path": path}
        if "line" in linked:
            where = {k: linked[k] for k in ("line", "spelling", "target")} | {"path": linked["file"]}
        elif "links" in linked:
            where["links"] = linked["links"]
        found.append(AliasError("alias_conflict", **where, first=first, second=second, file=str(game.path)))
    return tuple(found)


def lookalike_names(games: Iterable[SeatedGame], aliases: Aliases) -> tuple[AliasError, ...]:
    """A notice for each two players of ``games`` (``aliases`` applied) whose names look alike
    but are two names (:func:`~mjgui.core.game.record.looks_alike`: ``Вoris`` with a Cyrillic
    В and ``Boris``, ``Алёна`` and ``Алена``): the league counts them apart, as it should (a
    club may have both), but a reader of its table sees one name twice. Not merged: a player
    says whether they are one (``alias_lookalike``, ``alias_lookalike_yo``). Two who sat at one
    table are two players: never offered as one, but two names alike by their alphabets are
    said all the same (``alias_lookalike_table``, naming the game), so that their rows, each
    marked (:func:`lookalike_others`), are told apart; ``Алёна`` and ``Алена`` at one table
    read apart, no notice. Each name is said as first written; the one mixing Latin and
    Cyrillic letters first."""
    first: dict[str, str] = {}
    tables: list[tuple[set[str], Path]] = []
    for game in games:
        seated = aliases.seats(game.names)
        for name in seated:
            first.setdefault(key(name), name.strip())
        tables.append(({key(n) for n in seated}, game.path))
    by_look: dict[str, list[str]] = {}
    for name in first.values():
        by_look.setdefault(look_key(name), []).append(name)
    found = []
    for names in by_look.values():
        for i, one in enumerate(names):
            for two in names[i + 1 :]:
                met = next((path for t, path in tables if key(one) in t and key(two) in t), None)
                name, other = (two, one) if mixes_scripts(two) and not mixes_scripts(one) else (one, two)
                alike_at = looks_alike(name, other)
                if alike_at is None or (met is not None and alike_at.script is None):
                    continue
                said = {
                    "name": name,
                    "other": other,
                    "position": alike_at.position,
                    "letter": alike_at.letter,
                }
                if alike_at.script is None:
                    found.append(AliasError("alias_lookalike_yo", **said, other_letter=alike_at.other_letter))
                    continue
                scripts = {"script": alike_at.script, "other_script": alike_at.other_script}
                if met is None:
                    found.append(AliasError("alias_lookalike", **said, **scripts))
                else:
                    found.append(AliasError("alias_lookalike_table", **said, **scripts, file=str(met)))
    return tuple(found)


def marked_name(name: str, other: str, lang: str) -> str:
    """``name``, one of two names that look alike by their alphabets (``other`` the second),
    as the club shows it: with its Cyrillic letters where ``other`` has Latin ones ("Аnna
    (Cyrillic: А)"), else as it is ("Anna"). So the two are told apart where they are read."""
    letters = cyrillic_for_latin(name, other)
    if not letters:
        return name
    return phrase(MESSAGES, "lookalike_mark", lang, name=name, letters=", ".join(letters))


def unmarked(name: str) -> str | None:
    """The name ``name`` marks when it is written as :func:`marked_name` marks a name, in any
    language ("Вoris" of "Вoris (Cyrillic: В)": each letter named is one of the name's), else
    None (a name as it is)."""
    for pattern in _mark_patterns():
        found = pattern.fullmatch(name.strip())
        if found is None:
            continue
        plain, letters = found["name"].strip(), found["letters"].split(", ")
        if plain and all(letter and letter in plain for letter in letters):
            return plain
    return None


@cache
def _mark_patterns() -> tuple[re.Pattern[str], ...]:
    """Each language's :func:`marked_name` mark as a pattern: the name and the letters."""
    patterns = []
    for lang in LANGS:
        head, rest = phrase(MESSAGES, "lookalike_mark", lang, name="\0", letters="\1").split("\0")
        middle, tail = rest.split("\1")
        body = f"{re.escape(head)}(?P<name>.+){re.escape(middle)}(?P<letters>.+){re.escape(tail)}"
        patterns.append(re.compile(body, re.DOTALL))
    return tuple(patterns)


#: :func:`lookalike_names`' notices of two names alike by their alphabets, each name marked
#: (:func:`marked_name`) where it is said, as the club's table shows it: two who never met (a
#: merge offered), two who sat at one table (none)
LOOKALIKE_MARKED = frozenset({"alias_lookalike", "alias_lookalike_table"})


def lookalike_others(notices: Iterable[AliasError]) -> dict[str, str]:
    """Of :func:`lookalike_names`' notices of names alike by their alphabets (:data:`
    LOOKALIKE_MARKED`, whether or not the two sat at one table): each name (by its :func:`key`)
    and the name it looks like, both ways, to mark it (:func:`marked_name`)."""
    others: dict[str, str] = {}
    for notice in notices:
        if notice.code in LOOKALIKE_MARKED:
            name, other = str(notice.params["name"]), str(notice.params["other"])
            others.setdefault(key(name), other)
            others.setdefault(key(other), name)
    return others


def _check_name(name: str, *, spelling: bool) -> str:
    """The name as it is written (spaces around it dropped); refused when it is empty or cannot
    be written: at most :data:`MAX_ALIAS_NAME` characters as typed, and as the file reads it back
    (:func:`typed_length`; a spelling is written as its :func:`key`, where ``ß`` is ``ss``)."""
    text = name.strip()
    if not text:
        raise AliasError("alias_empty")
    plain = unmarked(text)
    if plain is not None:  # the club's mark is no part of a name: never written to the file
        raise AliasError("alias_marked", name=text, plain=plain)
    written = key(text) if spelling else text
    too_long = len(text) > MAX_ALIAS_NAME or typed_length(written) > MAX_ALIAS_NAME
    if too_long or _unwritable(text) or (spelling and "=" in text):
        raise AliasError("alias_chars", name=text, max=MAX_ALIAS_NAME)
    return text


def _unwritable(text: str) -> bool:
    """Whether a name holds what the aliases file cannot hold (:data:`_BAD_CHARS`), what a record
    refuses in any line, or a bidirectional mark a record drops from a name (its own checks, so
    that the two never part)."""
    return bool(_BAD_CHARS.search(text) or FORBIDDEN_CHARS.search(text)) or without_bidi_marks(text) != text


def _same_table(
    games: Iterable[SeatedGame], aliases: Aliases, spelling: str, name: str
) -> tuple[str, str, SeatedGame] | None:
    """A game with a player counted as ``spelling`` and another counted as ``name``."""
    one, other = key(aliases.resolve(spelling)), key(aliases.resolve(name))
    for game in games:
        keys = [key(aliases.resolve(n)) for n in game.names]
        if one in keys and other in keys:
            return game.names[keys.index(one)], game.names[keys.index(other)], game
    return None


def _read_bytes(path: Path) -> bytes | None:
    """The file's bytes exactly (None when there is none), after the checks of a record file
    (raises StorageError)."""
    if not os.path.lexists(path):
        return None
    text = read_aliases_text(path)  # regular file, size, UTF-8, no control characters
    try:
        fd = os.open(path, _OPEN_FLAGS)  # never waits, should a pipe have taken its place
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise AliasesFileError("not_a_file", path=path)
            with os.fdopen(fd, "rb", closefd=False) as fh:
                data = fh.read(MAX_BYTES + 1)
        finally:
            os.close(fd)
    except OSError as err:
        raise AliasesFileError("unreadable", path=path, reason=os_reason(err)) from None
    # the one byte order mark the text's reading drops (utf-8-sig), not every one: a file an
    # editor gave a second mark reads as it is, not as a file changing while it is read
    if data.decode("utf-8", errors="replace").removeprefix("\ufeff") != text:
        raise AliasesFileError("changed_while_read", path=path)
    return data


#: how many times a merge reads the aliases file again when it changed meanwhile (another
#: program writing it without the lock: a sync tool, an editor)
MERGE_TRIES = 5


def add_alias(
    folder: str | os.PathLike[str],
    spelling: str,
    name: str,
    games: Iterable[SeatedGame] = (),
    known: Aliases | None = None,
) -> Aliases:
    """Count ``spelling`` as ``name`` from now on, in the aliases file of the season ``folder``
    belongs to (:func:`aliases_path`: in ``folder`` or a folder above it); returns the
    aliases the file now holds (with the notes on its copies: :func:`alias_copies`).

    The file is read again first; when it does not read, nothing is written (AliasError
    ``alias_unreadable`` with the reason); when it cannot be written (a full disk, a read-only
    folder), AliasError ``alias_not_written`` with the reason (``alias_read_only`` for a
    read-only file). Refused too: an empty or unwritable name, two spellings of one player
    already (by the file, or by ``known``: every aliases file the view reads,
    :func:`load_aliases`), and two players who sat at the same table in one of ``games``. The
    file keeps every byte it had and gets the new line at its end (its own line ending), written
    atomically to the file itself (through a link, the file it points to).

    Two desks merging into one shared file at once: the reading, the check that the file did not
    change and its replacement are done under the file's lock
    (:func:`~mjgui.core.game.lockfile.shared_file_lock`), so neither loses the other's merge; a
    file that changed while it was read or written (a program that takes no lock) is read again,
    :data:`MERGE_TRIES` times, then AliasError ``alias_busy`` (try again); a lock another desk
    holds for seconds is ``alias_not_written`` saying so.
    """
    spelling, name = _check_name(spelling, spelling=True), _check_name(name, spelling=False)
    games = tuple(games)
    if known is not None and key(known.resolve(spelling)) == key(known.resolve(name)):
        raise known.already(spelling, name)
    path = aliases_path(folder)
    for attempt in range(MERGE_TRIES):
        if attempt:
            time.sleep(0.01 * attempt)  # another writer at work: give it a moment
        try:
            with shared_file_lock(os.path.realpath(path)):  # the file a link leads to
                merged, target = _merge_into(path, spelling, name, games)
        except _Changed:
            continue
        except AliasError:
            raise
        except StorageError as err:  # the lock kept by another desk, a folder read-only
            if err.code == "locked":  # said as a merge: merge again
                raise AliasError("alias_locked", path=str(path), lock=str(err.params["lock"])) from None
            if err.code == "lock_stuck":
                lock, reason = str(err.params["lock"]), err.params["reason"]
                raise AliasError("alias_lock_stuck", path=str(path), lock=lock, reason=reason) from None
            if on_read_only_disk(err):  # its lock file could not be made there
                raise AliasError("alias_read_only_disk", path=str(path)) from None
            raise AliasError("alias_not_written", reason=err) from None
        # a merge killed mid-write leaves its temp file; one an hour old is no writer's any more
        remove_stale_temp_files(target, older_than=3600)
        return Aliases(merged.names, (*merged.problems, *alias_copies(path.parent)))
    raise AliasError("alias_busy", path=str(path))


def _merge_into(path: Path, spelling: str, name: str, games: tuple[SeatedGame, ...]) -> tuple[Aliases, Path]:
    """One attempt of :func:`add_alias` (under the file's lock): the aliases written, and the
    file written. Raises :class:`_Changed` when the file changed while it was read or written."""
    shown = str(path)
    try:
        data = _read_bytes(path)  # a dangling link does not read: refused
    except StorageError as err:
        if err.code == "changed_while_read":  # another program writing it: read it again
            raise _Changed from None
        raise AliasError("alias_unreadable", reason=err) from None
    old = data.decode("utf-8") if data is not None else ""
    before = parse_aliases(old.lstrip("\ufeff"), shown)
    merged = before.merge(spelling, name)
    pair = _same_table(games, before, spelling, name)
    if pair is not None:
        first, second, game = pair
        raise AliasError(
            "alias_same_table", name=spelling, other=name, first=first, second=second, file=str(game.path)
        )
    ending = "\r\n" if "\r\n" in old else "\r" if "\r" in old and "\n" not in old else "\n"
    text = old if old else HEADER.replace("\n", ending)
    if not text.endswith(("\n", "\r")):
        text += ending
    added = {k: v for k, v in merged.names.items() if before.names.get(k) != v}
    text += "".join(f"{k} = {v}{ending}" for k, v in sorted(added.items()))
    if parse_aliases(text.lstrip("\ufeff"), shown).names != merged.names:  # never expected
        raise AliasError("alias_chars", name=spelling, max=MAX_ALIAS_NAME)
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise AliasError("alias_too_large", path=shown, max=MAX_BYTES)

    def unchanged(_temp: Path) -> None:
        try:
            now = _read_bytes(path)
        except StorageError:
            now = b"?"
        if now != data:
            raise _Changed

    # a link to the club's file: that file is written, the link stays
    target = Path(os.path.realpath(path)) if data is not None else path
    try:
        atomic_write_text(target, text, before_replace=unchanged)
    except StorageError as err:  # a full disk: said of the file as the other notes name it
        if err.code == "read_only":  # not "choose another name": the club's file is this one
            raise AliasError("alias_read_only", path=shown) from None
        if on_read_only_disk(err):  # nor another folder: the club's is this one
            raise AliasError("alias_read_only_disk", path=shown) from None
        raise AliasError("alias_not_written", reason=err) from None
    return merged, target


class _Changed(Exception):
    """The aliases file changed between reading it and replacing it."""


def save_aliases(folder: str | os.PathLike[str], aliases: Aliases) -> None:
    """Write a whole new aliases file atomically (raises StorageError when it cannot be
    written). It replaces the file: the club window uses :func:`add_alias`, which keeps it."""
    atomic_write_text(aliases_path(folder), aliases.text())


__all__ = [
    "ALIASES_FILE",
    "AliasError",
    "Aliases",
    "AliasesFileError",
    "StorageError",
    "add_alias",
    "alias_copies",
    "aliases_files",
    "aliases_path",
    "folder_aliases_file",
    "inside",
    "is_aliases_copy",
    "is_aliases_name",
    "key",
    "load_aliases",
    "read_aliases",
    "read_aliases_text",
    "save_aliases",
    "season_folder",
    "table_conflicts",
    "typed_length",
    "unreadable_target",
    "with_target_copies",
]

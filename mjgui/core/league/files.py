"""How the club's season names its files: from the season's folder (:func:`in_folder`, the one
way every note of the club names a file: a record skipped, a duplicate, the aliases file, the
statistics' games) and the file a copy beside it copies, by its name (:func:`copy_original`: a
sync tool's conflict copy, :func:`conflict_original`; a numbered copy, a file manager's; one
that may be OneDrive's, :func:`machine_copy_of`); what a
file is known by (:func:`file_identity`, :func:`same_file`: the one rule of the season's reading
and of the exports, a drive that gives no inode included).

Pure Python on names (nothing read but the links a path goes through, to resolve it): below
both the season (:mod:`mjgui.core.league.season`, which tells a record's copies) and the
aliases file (:mod:`mjgui.core.league.aliases`, which tells its own copies and names the games
of its notes), which use it alike, and the exports.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from collections.abc import Mapping
from pathlib import Path

from mjgui.core.game.storage import SUFFIX, StorageError

# The marks a sync tool puts before the suffix of the copy it keeps of a file two machines changed:
# Syncthing NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.mjgame (lib/model/folder_sendrecv.go,
# conflictName); Dropbox NAME (WHO's conflicted copy YYYY-MM-DD).mjgame; Nextcloud and ownCloud
# NAME (conflicted copy [USER ]YYYY-MM-DD HHMMSS).mjgame, their older clients
# NAME_conflict-YYYYMMDD-HHMMSS.mjgame (nextcloud/desktop src/common/utility.cpp,
# makeConflictFileName and isConflictFile). A copy of a copy has two.
_SYNC_CONFLICT = re.compile(
    r"\.sync-conflict-\d{8}-\d{6}-[a-z0-9]+"
    r"| \([^()]*\bconflicted copy\b[^()]*(?:\(\d+\)[^()]*)?\)"
    r"|_conflict-\d{8}-\d{6}",
    re.IGNORECASE,
)


#: the files a system or a sync tool leaves in every folder it shows or syncs, never a record:
#: Windows' folder settings and thumbnail caches, macOS's custom folder icon (``Icon`` and a CR)
SYSTEM_FILES = frozenset({"desktop.ini", "thumbs.db", "ehthumbs.db", "ehthumbs_vista.db", "icon\r"})


#: what a file or folder is known by (:func:`file_identity`)
Identity = tuple[int, int] | str


def real_path(path: str | os.PathLike[str]) -> str:
    """``path`` with every link resolved, as compared: the case folded where the system folds it."""
    return os.path.normcase(os.path.realpath(path))


def file_identity(info: os.stat_result, path: str | os.PathLike[str]) -> Identity:
    """What the file or folder at ``path`` (``info``: its :func:`os.stat`, or its
    :func:`os.lstat`) is known by: its device and inode; where the system gives none (an inode
    0: a WebDAV drive, Google Drive's, SSHFS-Win, on Windows), its resolved path
    (:func:`real_path`; for a link's own lstat, the link's place: its folder resolved and its
    name), so that two files are never one only because both say 0. The one rule of the
    season's reading and of the exports (:func:`same_file`)."""
    if info.st_ino != 0:
        return info.st_dev, info.st_ino
    if stat.S_ISLNK(info.st_mode):
        folder, name = os.path.split(os.path.abspath(path))
        return os.path.normcase(os.path.join(os.path.realpath(folder), name))
    return real_path(path)


def same_file(first: str | os.PathLike[str], second: str | os.PathLike[str]) -> bool:
    """Whether ``first`` and ``second`` name one file, links followed (:func:`os.path.samefile`,
    by :func:`file_identity`: on a drive that gives no inode, two files are not one because both
    say 0). OSError (ValueError: a name with a NUL) when either cannot be found."""
    return file_identity(os.stat(first), first) == file_identity(os.stat(second), second)


def passed_over(name: str) -> bool:
    """Whether the season's reading passes over a file or folder of this name, in a folder it
    walks and named to be read alike (``league club/*``): hidden (a name starting with ``.``: a
    program's own, ``.git``, ``.stversions``, ``.DS_Store``, a temporary file) or a system's
    own file (:data:`SYSTEM_FILES`, whatever the case)."""
    return name.startswith(".") or name.casefold() in SYSTEM_FILES


def near_record_name(name: str) -> str | None:
    """The record's name a file is named almost as (``table-1.mjgame`` for ``table-1.mjgame.txt``,
    the ``.txt`` an editor such as Notepad adds on saving, which Windows' Explorer hides; for
    ``table-1.mjgame.`` and ``table-1.mjgame `` with a dot or a space at the end, which a Windows
    desk cannot even open); None for any other name, a record's too."""
    fixed = name.rstrip(" .")
    if fixed.casefold().endswith(SUFFIX + ".txt"):
        fixed = fixed[: -len(".txt")].rstrip(" .")
    stem = fixed[: -len(SUFFIX)]
    if fixed == name or not fixed.casefold().endswith(SUFFIX) or not stem.strip(" ."):
        return None
    return fixed


#: the parameters of the club's notes that name a file or a folder: a skipped file's, a
#: duplicate's, a note on the aliases file's (``file``: the game it names), a link's (``target``:
#: the folder it leads to)
FILE_PARAMS = ("path", "original", "other", "file", "target")


def in_folder(path: str | os.PathLike[str], folder: Path | None) -> str:
    """``path`` as named from ``folder`` (``night-05/table-1.mjgame``: how the club window names
    a season's files) when it lies under it; else, and for the folder itself, as it is. The one
    way the club's notes name a file: the files skipped, the duplicates, the notes on the
    aliases file, the statistics' games."""
    if folder is not None:
        try:
            inner = Path(path).relative_to(folder)
        except ValueError:
            pass
        else:
            if inner.parts:
                return inner.as_posix()
    return os.fspath(path)


def told_from(error: StorageError, folder: Path | None) -> StorageError:
    """A storage error said of its file as :func:`in_folder` names it (and of the lock file of
    a shared file, which the error of a save under its lock names: ``lock``)."""
    told = error.retold(type(error), path=in_folder(error.path, folder))
    lock = told.params.get("lock")
    if not isinstance(lock, str | os.PathLike):
        return told
    params = {k: v for k, v in told.params.items() if k not in ("path", "line")}
    return type(error)(
        error.code, path=told.path, line=told.line, **{**params, "lock": in_folder(lock, folder)}
    )


def named_from(params: Mapping[str, object], folder: Path | None) -> dict[str, object]:
    """An error's parameters with the files they name (:data:`FILE_PARAMS`, and the file of a
    nested storage error: why the aliases file does not read) as :func:`in_folder` names them."""
    return {
        k: told_from(v, folder)
        if isinstance(v, StorageError)
        else in_folder(v, folder)
        if k in FILE_PARAMS and isinstance(v, str | os.PathLike)
        else v
        for k, v in params.items()
    }


def conflict_original(path: Path) -> Path | None:
    """The record that ``path`` is a sync tool's conflict copy of, by its name (the tool's mark
    taken out: ``table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame`` is a copy of
    ``table-1.mjgame``); None for a name no sync tool gives a conflict copy."""
    name = path.name
    cut = len(name) - len(SUFFIX) if name.casefold().endswith(SUFFIX) else len(name)
    stem = _SYNC_CONFLICT.sub("", name[:cut])
    if stem == name[:cut] or not stem.strip():
        return None
    return path.with_name(stem + name[cut:])


# The marks a program puts before the suffix of a copy of a file beside it, at the end of its
# name (a copy of a copy has two): `` (1)``, a download's or a sync tool's (Dropbox's, a
# browser's, Linux file managers'); `` - Copy``, `` - Copy (2)``, Windows Explorer's (a Russian
# Windows: `` - копия``); `` copy``, `` copy 2``, the macOS Finder's (Russian: `` копия``)
_COPY_MARK = re.compile(
    r"(?: \(\d+\)| - (?:copy|копия)(?: \(\d+\))?|(?<! -) (?:copy|копия)(?: \d+)?)+$", re.IGNORECASE
)


def copy_original(path: Path) -> Path | None:
    """The file that ``path`` is a copy of by its name: a sync tool's conflict copy
    (:func:`conflict_original`), a numbered copy (``table-3 (1).mjgame`` of ``table-3.mjgame``,
    ``mjgui-aliases (2).txt`` of ``mjgui-aliases.txt``) or a file manager's copy (Windows'
    ``table-3 - Copy.mjgame``, ``table-3 - Copy (2).mjgame``; the macOS Finder's ``table-3
    copy.mjgame``, ``table-3 copy 2.mjgame``); None for a name no copy is given."""
    original = conflict_original(path)
    if original is not None:
        return original
    stem, suffix = os.path.splitext(path.name)
    bare = _COPY_MARK.sub("", stem)
    if bare == stem or not bare.strip():
        return None
    return path.with_name(bare + suffix)


# OneDrive's copy of a file two machines changed, kept beside the file: the machine's name after
# a hyphen before the suffix (``table-1-DESKTOP-7H2K9QL.mjgame``, ``table-1-LAPTOP.mjgame``), a
# Windows computer name as Windows gives it (upper-case letters, digits and hyphens, 15 at most,
# never digits alone: not a year's ``-2025``); never a word of a player's (``-late``, ``-b``)
_MACHINE_NAME = re.compile(r"[^\W_](?:[^\W_]|-){0,14}")


def _machine_name(mark: str) -> bool:
    """Whether ``mark`` is a Windows computer name as OneDrive writes it after a hyphen: letters
    (none lower-case), digits and hyphens, a letter at least (:data:`_MACHINE_NAME`)."""
    return (
        _MACHINE_NAME.fullmatch(mark) is not None
        and any(c.isalpha() for c in mark)
        and not any(c.islower() for c in mark)
    )


def machine_copy_of(name: str, original: str) -> bool:
    """Whether a file named ``name`` may be OneDrive's copy of one named ``original`` beside it:
    its name with a machine's name after a hyphen (``table-1-LAPTOP.mjgame`` of
    ``table-1.mjgame``; :func:`_machine_name`), whatever the Unicode form and case of the two
    names but the machine's (``table-1-late.mjgame`` and ``table-1-b.mjgame`` are a player's
    names). By its name alone such a file cannot be told from another one (``table-1-B.mjgame``,
    another table's): what it holds says whether it is a copy (the season's named copies; the
    aliases file's name is the program's own)."""
    name, original = (unicodedata.normalize("NFC", n) for n in (name, original))
    stem, suffix = os.path.splitext(original)
    if not name.casefold().endswith(suffix.casefold()):
        return False
    head = name[: len(name) - len(suffix)]
    return any(
        head[:cut].casefold() == stem.casefold() and _machine_name(head[cut + 1 :])
        for cut, char in enumerate(head)
        if char == "-"
    )

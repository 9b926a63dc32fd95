"""A small typed wrapper over QSettings (language, theme, the calculator's rules preset and the
options changed from it, each window's geometry and whether it was maximised, the folder each
kind of file dialog last used).

``Settings(None)`` keeps values in memory only (screenshots, tests that do not care). Every option
is read typed (:data:`VALUE_CHECKS`): a value of another type (``@ByteArray(dark)``, a number, a
list) or an unknown name is that option's default alone, the others read as they are, and the
window says at start which line of the file holds it (the file is not written for it: the value
stays until the player sets that option again).

The settings file (``mjgui.conf`` in the user's config folder, where Qt keeps settings in a
file) is checked before Qt opens it (:func:`check_settings_file`), and Qt opens that file alone
(none of its unchecked fallbacks, :func:`settings_file`): Qt would wait forever on a pipe put
there, read a file of any size, and rewrite a damaged one without a word. A file that
is not a regular file is left alone and the settings are kept in memory for the session; one
over :data:`MAX_SETTINGS_BYTES`, or one that is not text (not UTF-8, NUL bytes), is renamed aside
(``mjgui.conf.damaged-STAMP``) and mjgui starts with default settings. One whose text has lines
that are neither ``[section]`` nor ``key=value`` (Qt skips them as it reads, and its next write
would drop them without a word) is renamed aside too, kept whole, and its other settings are
written anew: they all stay. The window says so once (:func:`settings_notice`).

Writing is checked before each write (:func:`write_problem`): Qt takes ``mjgui.conf.lock`` first
and waits for it for ever when it cannot be taken (a folder, a pipe or another non-file there; a
stale lock it cannot remove from a read-only folder), so a write is never tried then; nor in a
read-only folder or to a read-only file, where Qt drops it without a word. When a write cannot be
made (so checked, or one Qt says failed), the settings are kept in memory from then on: changes
last until the player quits, and the window says so once (:attr:`Settings.on_problem`).

The file is checked again at each write as at start (:func:`settings_file_problem`, the one
place that decides why a file is not read; under Qt's lock, :meth:`Settings._file_still_settings`):
a player may edit it while mjgui runs, and Qt's write reads it again first (merging the values
edited) and drops without a word every line it cannot read. One that no longer reads as a
settings file, or has grown too large, is renamed aside as at start, the settings mjgui holds are
written anew whole, and the window says so; one that is no longer a regular file (Qt would wait
for ever on a pipe) is left alone and nothing is saved from then on. (Comments are Qt's to drop,
at start too.) Not at the write a window makes as it closes (its size and place): the window
that would say so is going away, so that write is skipped and the file left for the next start's
check, which sets it aside and says so.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

if TYPE_CHECKING:  # Qt's settings classes load with the first stored setting
    from pathlib import Path

    from PySide6.QtCore import QByteArray, QSettings

MAX_SETTINGS_BYTES = 1_000_000  # a settings file is a few kilobytes
LOCK_WAIT_MS = 2000  # another mjgui holds Qt's lock for the moment of its write

LANGUAGE = "ui/language"
THEME = "ui/theme"
GEOMETRY = "window/geometry"  # the calculator's, before each window had its own
WINDOW_GEOMETRY = "windows/{name}/geometry"
WINDOW_MAXIMIZED = "windows/{name}/maximized"
THEMES = ("system", "light", "dark")
LANGUAGES = ("en", "ru")
PRESET = "rules/preset"  # the calculator's rules preset, as the player last chose it
#: the options the player changed from that preset, as ``option=value`` words (a record's
#: ``rules`` line's), space-separated
RULE_OPTIONS = "rules/options"
FOLDERS = "folders/"  # + records, logs, screenshots, club: the last folder a file dialog used
#: the tracker slots' autosaves found holding no game in progress, by their marks
#: (:func:`mjgui.gui.tracker.link.game_file_mark`, space-separated): not read again at a start
SETTLED_GAMES = "tracker/settled-autosaves"


#: the settings with a value mjgui cannot use said one by one at start; more are said in one sentence
MAX_BAD_VALUES_SAID = 3
#: the most of a settings file's line a notice quotes
QUOTED_CHARS = 60


def _is_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str)


def _is_language(value: object) -> TypeGuard[str]:
    """A language mjgui speaks, or "" (follow the system's)."""
    return isinstance(value, str) and (value in LANGUAGES or not value)


def _is_theme(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and value in THEMES


def _is_preset(value: object) -> TypeGuard[str]:
    if not isinstance(value, str):
        return False
    from mjgui.core.text import PRESET_NAMES  # loaded with the calculator's first view

    return value in PRESET_NAMES


def _is_bytes(value: object) -> TypeGuard[QByteArray]:
    from PySide6.QtCore import QByteArray

    return isinstance(value, QByteArray)


def _is_flag(value: object) -> bool:
    """A yes or no as Qt writes one (``true``, ``false``) or gives it."""
    return isinstance(value, bool) or (isinstance(value, str) and value.lower() in ("true", "false"))


#: what each setting's value must be, by its key (``*``: a window's name, a kind of folder); the
#: typed reads below take these, and a start says each setting present whose value is not
#: (:meth:`Settings._check_values`). A key not here is not mjgui's (kept, never said).
VALUE_CHECKS: dict[str, Callable[[object], bool]] = {
    LANGUAGE: _is_language,
    THEME: _is_theme,
    PRESET: _is_preset,
    RULE_OPTIONS: _is_text,
    SETTLED_GAMES: _is_text,
    GEOMETRY: _is_bytes,
    WINDOW_GEOMETRY.format(name="*"): _is_bytes,
    WINDOW_MAXIMIZED.format(name="*"): _is_flag,
    FOLDERS + "*": _is_text,
}


def value_ok(key: str, value: object) -> bool:
    """Whether ``value`` is one mjgui can use for the setting ``key`` (any, for a key not mjgui's)."""
    check = next((check for pattern, check in VALUE_CHECKS.items() if fnmatchcase(key, pattern)), None)
    return check is None or check(value)


@dataclass(frozen=True)
class SettingsProblem:
    """What was wrong with the settings file. At start, ``kind``: ``not_a_file`` (left alone),
    ``unreadable`` (left alone), ``not_a_folder`` (``path``, where a folder of the file's path
    should be, is not one: left alone), ``too_large`` or ``damaged`` (renamed to ``aside``; empty
    when the rename failed and the file was left alone). Why the settings are not saved (at start
    or at a write, :func:`write_problem`): ``lock`` (``path``, the lock file Qt takes, is not a
    file), ``not_a_folder_now`` (``path`` is where a folder should be), ``read_only`` (``path``,
    the folder or the file, is read-only), ``broken_link``
    (``path`` is a link into a folder that is not there) or ``not_saved`` (Qt could not write
    ``path``). During the session: ``edited`` (the file no longer reads as a settings file:
    renamed to ``aside`` and written anew; not saved from then on when ``aside`` is empty),
    ``edited_too_large`` (the same, for a file grown over :data:`MAX_SETTINGS_BYTES`) or
    ``not_a_file_now`` (left alone, not saved from then on).

    A file that reads as settings but for some lines (neither ``[section]`` nor ``key=value``):
    ``bad_lines``, renamed to ``aside`` and its settings written anew without them (``aside``
    empty: it could not be renamed, its settings are read and not saved this time); ``line`` and
    ``text`` the first such line. A setting whose value mjgui cannot use (``theme=purple``):
    ``bad_value``, that setting alone read as its default; ``line`` (0 when not found: the
    Windows registry, a macOS property list) and ``text`` (the file's line, else
    ``key=value``). ``more_bad_values``: more than :data:`MAX_BAD_VALUES_SAID` such settings."""

    kind: str
    path: str
    aside: str = ""
    line: int = 0
    text: str = ""


class Settings:
    def __init__(
        self, store: QSettings | None, problem: SettingsProblem | None = None, path: str | None = None
    ) -> None:
        self._store = store
        #: the INI file ``store`` writes (checked before each write); None: not a file (the
        #: Windows registry, a macOS property list) or nothing is written
        self._path = path
        #: what was set and not saved (nothing saves, or saving stopped): read before the store
        self._memory: dict[str, object] = {}
        self._saving = store is not None
        self.problems: list[SettingsProblem] = [problem] if problem is not None else []
        #: called when saving stops during the session (the window says so: mjgui.app)
        self.on_problem: Callable[[], None] | None = None

    def take_problems(self) -> list[SettingsProblem]:
        """The problems not said yet, forgotten here: each is said once."""
        problems = list(self.problems)
        self.problems.clear()
        return problems

    @property
    def saving(self) -> bool:
        """Whether what is set is saved (False: kept in memory until the player quits)."""
        return self._saving

    @classmethod
    def default(cls) -> Settings:
        from PySide6.QtCore import QSettings

        path = settings_file()
        problem = check_settings_file(path) if path is not None else None
        read = problem is not None and problem.kind == "bad_lines"  # its settings read, less the lines
        if (
            problem is not None
            and not read
            and not (problem.kind in ("too_large", "damaged") and problem.aside)
        ):
            return cls(None, problem)  # left where it is: never read, never written this session
        if path is None:  # the Windows registry, a macOS property list: mjgui's own entry alone
            store = QSettings("mjgui", "mjgui")
            store.setFallbacksEnabled(False)
            settings = cls(store, problem)
        else:  # the one file checked: not Qt's fallbacks too (unchecked: a pipe there waits for ever)
            settings = cls(QSettings(str(path), QSettings.Format.IniFormat), problem, str(path))
        settings._start(problem)
        return settings

    @classmethod
    def at(cls, path: str) -> Settings:
        from PySide6.QtCore import QSettings

        settings = cls(QSettings(path, QSettings.Format.IniFormat), path=path)
        settings._start(None)
        return settings

    def _start(self, problem: SettingsProblem | None) -> None:
        """The start's checks once the store is open: whether it can be written; a file whose
        bad lines were set aside (``problem``) has its other settings taken over; each setting
        whose value mjgui cannot use said."""
        if problem is not None and problem.kind == "bad_lines":
            if problem.aside:
                self._take_over(problem.aside)
            else:  # not renamed: read as it is, and not written (Qt's write would drop the lines)
                self._saving = False
        self.check_saving()
        self._check_values()

    def _take_over(self, aside: str) -> None:
        """Write anew the settings of the file set aside as ``aside`` (its lines that are not
        settings left out), at once when they can be saved, else kept until the player quits."""
        from PySide6.QtCore import QSettings

        old = QSettings(aside, QSettings.Format.IniFormat)  # only read: Qt writes none of it back
        values = {key: old.value(key) for key in old.allKeys()}
        if self._store is None or not self.check_saving() or not values:
            self._memory.update(values)
            return
        for key, value in values.items():
            self._store.setValue(key, value)
        self._store.sync()
        if self._store.status() != QSettings.Status.NoError:
            self._memory.update(values)
            self._stop_saving(SettingsProblem("not_saved", self._path or self._store.fileName()))

    def _check_values(self) -> None:
        """Say each of mjgui's settings whose value it cannot use (:func:`value_ok`): that one
        reads as its default, the others as they are; the file is not written for it (the
        value stays until the player sets that setting again, and is said at each start)."""
        store = self._store
        if store is None:
            return
        keys = sorted(self._memory.keys() | set(store.allKeys()))
        bad = [key for key in keys if not value_ok(key, self._get(key))]
        if not bad:
            return
        where: dict[str, tuple[int, str]] = {}
        if self._path is not None:
            try:
                data = read_regular(Path(self._path), MAX_SETTINGS_BYTES + 1)
            except OSError:
                data = b""
            where = key_lines(data) if isinstance(data, bytes) else {}
        path = self._path or store.fileName()
        for key in bad[:MAX_BAD_VALUES_SAID]:
            line, text = where.get(key, (0, f"{key}={self._get(key)}"))
            self.problems.append(SettingsProblem("bad_value", path, line=line, text=text))
        if len(bad) > MAX_BAD_VALUES_SAID:
            self.problems.append(SettingsProblem("more_bad_values", path))

    def check_saving(self) -> bool:
        """Whether a write could be made now (:func:`write_problem`); if not, nothing is written
        from now on and the problem is kept to be said."""
        if not self._saving:
            return False
        problem = write_problem(self._path) if self._path is not None else None
        if problem is not None:
            self._stop_saving(problem)
        return problem is None

    def _stop_saving(self, problem: SettingsProblem) -> None:
        self._saving = False
        self._say(problem)

    def _say(self, problem: SettingsProblem) -> None:
        self.problems.append(problem)
        if self.on_problem is not None:
            self.on_problem()

    def _file_still_settings(self) -> bool:
        """Whether the file can be written now that it may have been edited since it was read:
        checked as at start (:func:`settings_file_problem`), under Qt's own lock (another mjgui
        writing meanwhile waits). One that no longer reads as a settings file (Qt's write would
        drop each line it cannot read) or has grown too large is renamed aside and said, and
        every setting held is set again, so that the write makes a whole new file. False, and
        nothing is saved from then on: it is no longer a regular file (Qt would wait for ever on
        a pipe), or it could not be renamed."""
        if self._path is None or self._store is None:
            return True
        path = Path(self._path)
        with _qt_lock(self._path):
            reason = settings_file_problem(path)
            if reason in (None, "unreadable", "not_a_folder"):  # none, or Qt's write fails (not_saved)
                return True
            if reason == "not_a_file":
                self._stop_saving(SettingsProblem("not_a_file_now", self._path))
                return False
            kind = "edited_too_large" if reason == "too_large" else "edited"
            store = self._store
            held = {key: store.value(key) for key in store.allKeys()}  # as last read, and set since
            aside = _set_aside(path)
        if not aside:
            self._stop_saving(SettingsProblem(kind, self._path))
            return False
        for key, value in held.items():  # the file is gone: Qt writes what was set since it read
            store.setValue(key, value)
        self._say(SettingsProblem(kind, self._path, aside))
        return True

    def _closing_write_ok(self) -> bool:
        """Whether a write made as a window closes can be made. A problem found then would be
        said in a window going away, to nobody: nothing is set aside, nothing is said and saving
        does not stop; the write is skipped (kept in memory until that key is saved) and the file
        left as it is, for the next write or the next start's check to set aside and say."""
        if not self._saving or self._path is None:
            return self._saving
        if write_problem(self._path) is not None:
            return False
        with _qt_lock(self._path):
            return settings_file_problem(Path(self._path)) in (None, "unreadable", "not_a_folder")

    def _get(self, key: str) -> object:
        if key in self._memory:
            return self._memory[key]
        return self._store.value(key) if self._store is not None else None

    def _set(self, key: str, value: object, closing_ok: bool | None = None) -> None:
        """Save ``value`` (else keep it in memory). ``closing_ok``: for the writes a window makes
        as it closes, whether they can be made (:meth:`_closing_write_ok`, asked once for them)."""
        if self._store is not None and (
            closing_ok if closing_ok is not None else self.check_saving() and self._file_still_settings()
        ):
            from PySide6.QtCore import QSettings

            self._store.setValue(key, value)
            self._store.sync()  # the lock was checked: it is a file, or none, in a folder it can be made in
            if self._store.status() == QSettings.Status.NoError:
                self._memory.pop(key, None)  # a skipped write kept here no longer hides the one saved
                return
            self._stop_saving(SettingsProblem("not_saved", self._path or self._store.fileName()))
        self._memory[key] = value

    @property
    def language(self) -> str | None:
        """The language the player chose ("en" / "ru"), or None to follow the system."""
        value = self._get(LANGUAGE)
        return (value or None) if _is_language(value) else None

    @language.setter
    def language(self, value: str | None) -> None:
        self._set(LANGUAGE, value or "")

    @property
    def theme(self) -> str:
        value = self._get(THEME)
        return value if _is_theme(value) else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self._set(THEME, value if value in THEMES else "system")

    @property
    def geometry(self) -> QByteArray | None:
        value = self._get(GEOMETRY)
        return value if value is not None and _is_bytes(value) and not value.isEmpty() else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._set(GEOMETRY, value)

    @property
    def preset(self) -> str | None:
        """The rules preset the player last chose in the calculator; None when none was, or the
        name saved is not a preset (any more)."""
        value = self._get(PRESET)
        return value if _is_preset(value) else None

    @preset.setter
    def preset(self, value: str) -> None:
        self._set(PRESET, value)

    @property
    def rule_options(self) -> tuple[str, ...]:
        """The ``option=value`` words saved beside :attr:`preset` (the options changed from it),
        as written: each is checked as the rules are made of them
        (:func:`mjgui.controller.scoring.calculator.saved_rules`); none when the value is of
        another type."""
        value = self._get(RULE_OPTIONS)
        return tuple(value.split()) if _is_text(value) else ()

    def set_rules(self, preset: str, options: Sequence[str]) -> None:
        """Keep the calculator's rules as the player last set them: the preset and the
        ``option=value`` words changed from it (none for the preset as it is)."""
        self._set(RULE_OPTIONS, " ".join(options))
        self._set(PRESET, preset)

    @property
    def settled_games(self) -> frozenset[str]:
        """The marks of the tracker slots' autosaves the calculator found holding no game in
        progress (a finished game stays in its slot), unchanged since: not read again at its
        start for the hint of a game waiting (:meth:`mjgui.gui.tracker.link.GameLink.
        say_waiting_game`). Empty when none, or when the value is of another type."""
        value = self._get(SETTLED_GAMES)
        return frozenset(value.split()) if _is_text(value) else frozenset()

    @settled_games.setter
    def settled_games(self, marks: frozenset[str]) -> None:
        self._set(SETTLED_GAMES, " ".join(sorted(marks)))

    # -- the folders file dialogs start in ----------------------------------------------------
    def folder(self, kind: str) -> str:
        """The last folder used for ``kind`` (``records``, ``logs``, ``screenshots``, ``club``)
        when it still exists; "" otherwise (the dialog's own default)."""
        import os

        value = self._get(FOLDERS + kind)
        text = value if _is_text(value) else ""
        return text if text and os.path.isdir(text) else ""

    def remember_folder(self, kind: str, path: str) -> None:
        """Remember where a file of ``kind`` was just chosen (a file's folder, or the folder).
        A folder whose name the settings cannot keep as it is (bytes that are not UTF-8, which
        the system hands over as lone surrogates: Qt would store another name, perhaps another
        existing folder's) is remembered by the nearest folder above it whose name they can."""
        import os

        if path:
            folder = path if os.path.isdir(path) else os.path.dirname(os.path.abspath(path))
            folder = _storable_folder(folder)
            if folder:
                self._set(FOLDERS + kind, folder)

    def start_path(self, kind: str, name: str = "") -> str:
        """Where a file dialog for ``kind`` starts: the last folder used (and ``name`` in it);
        before one is used, the player's Documents folder (else home), never the folder mjgui
        happened to be started from."""
        import os

        folder = self.folder(kind) or user_folder()
        return os.path.join(folder, name) if folder and name else folder or name

    # -- each window's own (mjgui.gui.fit) ---------------------------------------------------
    def window_geometry(self, name: str) -> QByteArray | None:
        """What ``saveGeometry`` gave for the window named ``name`` when it last closed; the
        calculator (``main-window``) falls back on the single geometry kept before."""
        value = self._get(WINDOW_GEOMETRY.format(name=name))
        if _is_bytes(value) and not value.isEmpty():
            return value
        return self.geometry if name == "main-window" else None

    def window_maximized(self, name: str) -> bool:
        """Whether the window named ``name`` was maximised when it last closed."""
        value = self._get(WINDOW_MAXIMIZED.format(name=name))
        return _is_flag(value) and str(value).lower() == "true"

    def set_window(self, name: str, geometry: QByteArray, maximized: bool) -> None:
        """Keep a window's geometry (its normal size and place) and whether it is maximised: the
        write a window makes as it closes (:func:`mjgui.gui.fit.remember`), skipped when the file
        was damaged meanwhile (:meth:`_closing_write_ok`)."""
        ok = self._closing_write_ok()  # the file read and checked once for both writes
        self._set(WINDOW_GEOMETRY.format(name=name), geometry, closing_ok=ok)
        # a first write Qt says failed stops saving: not tried again for the second
        self._set(WINDOW_MAXIMIZED.format(name=name), bool(maximized), closing_ok=ok and self._saving)


def user_folder() -> str:
    """The player's Documents folder when it exists, else the home folder ("" when neither
    does: the dialog's own default)."""
    import os

    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    home = os.path.expanduser("~")
    return next((folder for folder in (documents, home) if folder and os.path.isdir(folder)), "")


def start_in(settings: Settings | None, kind: str, name: str = "") -> str:
    """Where a file dialog for ``kind`` starts (:meth:`Settings.start_path`; a window without
    settings: ``name`` alone)."""
    return settings.start_path(kind, name) if settings is not None else name


def _storable_folder(folder: str) -> str:
    """``folder``, or the nearest folder above it whose whole name is text the settings keep
    byte for byte (UTF-8: no lone surrogate); "" when there is none."""
    import os

    while True:
        try:
            folder.encode("utf-8")
        except UnicodeEncodeError:
            above = os.path.dirname(folder)
            if above == folder:
                return ""
            folder = above
        else:
            return folder


def remember_folder(settings: Settings | None, kind: str, path: str) -> None:
    """:meth:`Settings.remember_folder`, for a window that may have no settings."""
    if settings is not None:
        settings.remember_folder(kind, path)


# -- the settings file, checked before Qt opens it ------------------------------------------------


def settings_file() -> Path | None:
    """The settings file where Qt keeps settings in an INI file (Linux and the other Unix
    systems): the one ``QSettings("mjgui", "mjgui")`` would write, opened by its path alone
    (:meth:`Settings.default`), since that one would also read, unchecked, Qt's fallbacks:
    ``mjgui.conf`` one folder up (the organization's) and in ``$XDG_CONFIG_DIRS``. None where Qt
    keeps settings elsewhere (the Windows registry, macOS property lists)."""
    if sys.platform in ("win32", "darwin"):
        return None
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / "mjgui" / "mjgui.conf" if base else None


def check_settings_file(path: Path) -> SettingsProblem | None:
    """None when ``path`` is missing or reads as a settings file; else what is wrong
    (:func:`settings_file_problem`), after renaming a file too large or damaged aside."""
    reason, data = _examine(path)
    if reason is None:
        return None
    if reason == "not_a_folder":  # said by what is in the way: the file named is not there
        return SettingsProblem(reason, not_a_folder(path))
    if reason == "bad_lines":  # kept whole aside; its settings are written anew (Settings._start)
        line, text = (bad_lines(data) or [(0, "")])[0]
        return SettingsProblem(reason, str(path), _set_aside(path), line, text)
    return SettingsProblem(reason, str(path), _set_aside(path) if reason in ("too_large", "damaged") else "")


def not_a_folder(path: Path) -> str:
    """The first of the folders above ``path`` (from the top) that is there and is not a folder
    (a file, a pipe, a device); ``path``'s own folder when none is found (changed meanwhile)."""
    above = [str(folder) for folder in reversed(Path(os.path.abspath(path)).parents)]
    return next(
        (folder for folder in above if os.path.lexists(folder) and not os.path.isdir(folder)), above[-1]
    )


def settings_file_problem(path: Path) -> str | None:
    """Why the file at ``path`` is not read as settings as it is, at start and at each write:
    None when it is missing or reads as a settings file; ``unreadable``, ``not_a_folder`` (a
    folder of its path is not one: :func:`not_a_folder`), ``not_a_file``, ``too_large`` (over
    :data:`MAX_SETTINGS_BYTES`), ``damaged`` (not text) or ``bad_lines`` (text with lines that
    are not settings, :func:`bad_lines`; Qt's write would drop them without a word). Never waits
    on a pipe, never reads more than :data:`MAX_SETTINGS_BYTES` + 1 (its type and size are
    checked on what is read); a file its size already says is too large is not read at all."""
    return _examine(path)[0]


def _examine(path: Path) -> tuple[str | None, bytes]:
    """:func:`settings_file_problem`, and what was read of the file (b"" when nothing was)."""
    try:
        if os.stat(path).st_size > MAX_SETTINGS_BYTES and os.path.isfile(path):
            return "too_large", b""
        data = read_regular(path, MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return None, b""
    except NotADirectoryError:  # a file (or a pipe, a device) where a folder of its path should be
        return "not_a_folder", b""
    except OSError:
        return "unreadable", b""
    if isinstance(data, str):
        return "not_a_file", b""
    if len(data) > MAX_SETTINGS_BYTES:
        return "too_large", data
    if settings_text_ok(data):
        return None, data
    return ("damaged" if bad_lines(data) is None else "bad_lines"), data


@contextmanager
def _qt_lock(path: str) -> Iterator[None]:
    """Qt's own lock on the settings file (``PATH.lock``, the one ``QSettings.sync`` takes),
    held while the file is read, checked and perhaps renamed: another mjgui does not write it
    meanwhile. Waited on for :data:`LOCK_WAIT_MS` at most (:func:`write_problem` has checked
    that it can be taken), then gone on without; released before Qt's write takes it."""
    from PySide6.QtCore import QLockFile

    lock = QLockFile(path + ".lock")
    held = lock.tryLock(LOCK_WAIT_MS)
    try:
        yield
    finally:
        if held:
            lock.unlock()


def write_problem(path: str) -> SettingsProblem | None:
    """Why settings written to the INI file ``path`` now would wait for ever or be lost; None
    when they can be written. Qt's write (``QSettings.sync``) first takes ``PATH.lock`` with no
    time limit: a lock that is not a regular file (a folder, a pipe, a link) is never taken, nor
    is a stale one removed from a read-only folder, and the write waits for ever. (A lock file
    is Qt's own otherwise: another mjgui holds it for the moment of its write, and one left by a
    crash is removed as stale.) The lock and the new file are made in the file's folder, which
    Qt makes when missing; a read-only file is not replaced."""
    lock = path + ".lock"
    for name in (lock, lock + ".rmlock"):  # Qt takes the second to remove a stale first
        try:
            mode = os.lstat(name).st_mode
        except (FileNotFoundError, NotADirectoryError):  # none; or no folder for it: said below
            break
        except OSError:
            return SettingsProblem("lock", name)
        if not stat.S_ISREG(mode):
            return SettingsProblem("lock", name)
    folder = os.path.dirname(os.path.abspath(path))
    made = folder
    while not os.path.lexists(made):  # Qt makes the missing folders: the first that is there
        parent = os.path.dirname(made)
        if parent == made:
            break
        made = parent
    if not os.path.isdir(made):  # a file where a folder should be: no folder is made there
        return SettingsProblem("not_a_folder_now", not_a_folder(Path(path)))
    if not os.access(made, os.W_OK | os.X_OK):
        return SettingsProblem("read_only", made)
    if os.path.islink(path):  # written through the link, to the file it names
        target = os.path.realpath(path)
        if not os.path.isdir(os.path.dirname(target)):
            return SettingsProblem("broken_link", path)
        if os.path.exists(target) and not os.access(target, os.W_OK):
            return SettingsProblem("read_only", target)
    elif os.path.exists(path) and not os.access(path, os.W_OK):
        return SettingsProblem("read_only", path)
    return None


def read_regular(path: Path, limit: int) -> bytes | str:
    """Up to ``limit`` bytes of a regular file, opened without waiting (a pipe is never waited
    on); "" (not bytes) when it is not a regular file; OSError when it cannot be opened or read
    (FileNotFoundError: there is none). (Not the record reader of the core: the settings and the
    tile cache are read before the first paint, without it. ``os.read``, not a file object:
    ``os.fdopen`` imports ``io`` at each call, and after PySide6 each import runs its import
    hook in Python, ~0.3 M instructions a tile.)"""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return ""
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


#: where a line of an INI file ends as Qt reads one: not also at U+2028, U+2029, U+0085 and the
#: other breaks ``str.splitlines`` knows (Qt writes them in a value as they are, a folder's name)
_LINE_END = re.compile(r"\r\n|\r|\n")


def settings_text_ok(data: bytes) -> bool:
    """Whether ``data`` reads as an INI settings file as Qt writes one: text (:func:`bad_lines`)
    whose every line is blank, a comment, a ``[section]`` or a ``key=value``."""
    return bad_lines(data) == []


def _settings_lines(data: bytes) -> Iterator[tuple[int, str]] | None:
    """The lines of ``data`` (ended as Qt ends one, :data:`_LINE_END`), numbered from 1 and
    stripped, less the continuation of a line ending in a backslash; None when ``data`` is not
    text (not UTF-8, or NUL bytes)."""
    if b"\x00" in data:
        return None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None

    def lines() -> Iterator[tuple[int, str]]:
        continued = False
        for number, raw in enumerate(_LINE_END.split(text), 1):
            line = raw.strip()
            if not continued:
                yield number, line
            continued = line.endswith("\\")

    return lines()


def bad_lines(data: bytes) -> list[tuple[int, str]] | None:
    """The lines of the settings file ``data`` that are not settings (neither blank, a comment,
    a ``[section]`` nor a ``key=value``), with their numbers; None when ``data`` is not text."""
    lines = _settings_lines(data)
    if lines is None:
        return None
    return [
        (number, line)
        for number, line in lines
        if line and line[0] not in ";#" and not (line[0] == "[" and line.endswith("]")) and "=" not in line
    ]


def key_lines(data: bytes) -> dict[str, tuple[int, str]]:
    """Where each setting of the settings file ``data`` is: its key as Qt gives it
    (``ui/theme``: the section, then the key, a backslash of it read as "/") and the number and
    text of its line (the last, where a key is written twice: the one Qt keeps)."""
    found: dict[str, tuple[int, str]] = {}
    section = ""
    for number, line in _settings_lines(data) or ():
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif "=" in line and line[0] not in ";#":
            key = line.split("=", 1)[0].strip().replace("\\", "/")
            found[f"{section}/{key}" if section and section != "General" else key] = (number, line)
    return found


def _set_aside(path: Path) -> str:
    """Rename the file to ``NAME.damaged-STAMP`` (never over an existing file); its new path, or
    "" when it could not be renamed (it is then left alone, and not written)."""
    from mjgui.core.game.storage import set_aside

    target = set_aside(path, lambda stamp, n: f"{path.name}.damaged-{stamp}{f'-{n + 1}' if n else ''}", 99)
    return str(target) if target is not None else ""


def settings_notice(settings: Settings | None) -> str:
    """What was wrong with the settings file, or why settings are not saved ("" when nothing
    was); said once: the problems are forgotten once worded (:meth:`Settings.take_problems`)."""
    return problems_text(settings.take_problems()) if settings is not None else ""


def problems_text(problems: Sequence[SettingsProblem]) -> str:
    """The problems worded in the current language, one sentence or two each."""
    return " ".join(_problem_text(problem) for problem in problems)


def _problem_text(problem: SettingsProblem) -> str:
    from PySide6.QtCore import QCoreApplication

    if problem.kind == "not_a_file":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 is not a regular file (a folder, a pipe or a device); it was left "
            "alone. mjgui starts with default settings and does not save them this time.",
        )
    elif problem.kind == "unreadable":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 cannot be read; it was left alone. mjgui starts with default "
            "settings and does not save them this time.",
        )
    elif problem.kind == "not_a_folder":
        text = QCoreApplication.translate(
            "Settings",
            "The settings folder %1 is not a folder (it is a file, a pipe or a device); it was left "
            "alone. mjgui starts with default settings and does not save them this time.",
        )
    elif problem.kind == "not_a_folder_now":
        text = QCoreApplication.translate(
            "Settings",
            "Settings cannot be saved: %1 is not a folder (it is a file, a pipe or a device). Changes "
            "last until you quit.",
        )
    elif problem.kind == "lock":
        text = QCoreApplication.translate(
            "Settings",
            "The settings lock file %1 is not a regular file (a folder, a pipe, a link or a device); "
            "it was left alone. Settings are not saved this time: changes last until you quit.",
        )
    elif problem.kind == "read_only":
        text = QCoreApplication.translate(
            "Settings", "Settings cannot be saved: %1 is read-only. Changes last until you quit."
        )
    elif problem.kind == "broken_link":
        text = QCoreApplication.translate(
            "Settings",
            "Settings cannot be saved: %1 is a link to a folder that is not there. Changes last until "
            "you quit.",
        )
    elif problem.kind == "not_saved":
        text = QCoreApplication.translate(
            "Settings", "Settings cannot be saved to %1. Changes last until you quit."
        )
    elif problem.kind == "not_a_file_now":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was replaced by something that is not a regular file (a folder, a "
            "pipe or a device); it was left alone. Settings are not saved this time: changes last "
            "until you quit.",
        )
    elif problem.kind == "edited" and problem.aside:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was changed outside mjgui and no longer reads as a settings file; "
            "it was kept as %2 and mjgui saved its settings anew.",
        )
    elif problem.kind == "edited_too_large" and problem.aside:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was changed outside mjgui and is now too large to be a settings file "
            "(over 1 MB); it was kept as %2 and mjgui saved its settings anew.",
        )
    elif problem.kind == "edited_too_large":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was changed outside mjgui and is now too large to be a settings file "
            "(over 1 MB), and it could not be renamed; it was left alone. Settings are not saved this "
            "time: changes last until you quit.",
        )
    elif problem.kind == "edited":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was changed outside mjgui and no longer reads as a settings file, "
            "and it could not be renamed; it was left alone. Settings are not saved this time: "
            "changes last until you quit.",
        )
    elif problem.kind == "bad_lines" and problem.aside:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 has lines that are not settings (the first is line %3: %4); they were "
            "left out and the other settings kept. The file as it was is kept as %2.",
        )
    elif problem.kind == "bad_lines":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 has lines that are not settings (the first is line %3: %4), and it "
            "could not be renamed; it was left alone. Its other settings are used, and settings are not "
            "saved this time: changes last until you quit.",
        )
    elif problem.kind == "bad_value" and problem.line:
        text = QCoreApplication.translate(
            "Settings",
            "Line %3 of the settings file %1 (%4) holds a value mjgui cannot use; that setting is back "
            "to its default until you set it again, and the other settings are kept.",
        )
    elif problem.kind == "bad_value":
        text = QCoreApplication.translate(
            "Settings",
            "The setting %4 in %1 holds a value mjgui cannot use; that setting is back to its default "
            "until you set it again, and the other settings are kept.",
        )
    elif problem.kind == "more_bad_values":
        text = QCoreApplication.translate(
            "Settings",
            "Other settings in %1 also hold values mjgui cannot use; each of them is back to its "
            "default until you set it again.",
        )
    elif not problem.aside:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 is damaged and could not be renamed; it was left alone. mjgui "
            "starts with default settings and does not save them this time.",
        )
    elif problem.kind == "too_large":
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was too large to be a settings file (over 1 MB); it was kept as %2 "
            "and mjgui starts with default settings.",
        )
    else:
        text = QCoreApplication.translate(
            "Settings",
            "The settings file %1 was damaged; it was kept as %2 and mjgui starts with default settings.",
        )
    from mjgui.core.shown import shown_path

    said = {
        "1": shown_path(problem.path),
        "2": shown_path(problem.aside),
        "3": str(problem.line),
        "4": _quoted(problem.text),
    }
    return re.sub("%([1-4])", lambda found: said[found.group(1)], text)  # once: a name may hold "%2"


def _quoted(line: str) -> str:
    """A line of the settings file as a notice quotes it: in quotes, its controls escaped, cut
    to :data:`QUOTED_CHARS` (a line may be as long as the file)."""
    from PySide6.QtCore import QCoreApplication

    from mjgui.core.shown import shown_message

    text = shown_message(line)
    text = text if len(text) <= QUOTED_CHARS else text[: QUOTED_CHARS - 1] + "…"
    return QCoreApplication.translate("Settings", "“%1”").replace("%1", text)


#: :data:`mjgui.controller.game.autosave.DATA_DIR_ENV`, read here without importing that module
#: (the calculator looks for a game waiting in the tracker without loading the tracker's)
DATA_DIR_ENV = "MJGUI_DATA_DIR"


def tracker_data_dir() -> Path:
    """Where the autosave lives: ``MJGUI_DATA_DIR`` if set (as
    :func:`mjgui.controller.game.autosave.default_data_dir` reads it), else the user data
    directory."""
    from PySide6.QtCore import QStandardPaths

    chosen = os.environ.get(DATA_DIR_ENV)
    if chosen:
        return Path(chosen)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or os.path.expanduser("~/.mjgui"))

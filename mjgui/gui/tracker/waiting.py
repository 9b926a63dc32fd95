"""The hint of a game in progress waiting in the tracker's autosave, said in the calculator's status
bar after its first frame (:meth:`~mjgui.gui.tracker.link.GameLink.say_waiting_game`): the slots'
autosaves looked for by name, read only when one is new or changed since it was found to hold no
game. The link imports this module when it first looks (after the first frame)."""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from mjgui.gui.util import StatusNotice, show_notice

if TYPE_CHECKING:
    from mjgui.core.game.game import GameState
    from mjgui.gui.tracker.link import GameLink


@functools.cache
def slot_game() -> re.Pattern[str]:
    """A tracker slot's autosave's name (``autosave.mjgame``, ``autosave-2.mjgame``...: the names
    :func:`mjgui.controller.game.autosave.slot_names` gives), looked for by name before anything
    is imported to read one; compiled at the first look."""
    return re.compile(r"autosave(?:-[0-9]+)?\.mjgame")


def slot_games_in(folder: Path) -> dict[str, str]:
    """The tracker slots' autosaves in ``folder`` (by name), each with its mark
    (:func:`game_file_mark`), by the names and the file system's data of its entries only (no
    file is opened, nothing imported); a folder that cannot be listed holds none."""
    found: dict[str, str] = {}
    try:
        with os.scandir(folder) as entries:
            slot = slot_game()
            names = [entry.name for entry in entries if slot.fullmatch(entry.name)]
    except OSError:
        return found
    for name in names:
        mark = game_file_mark(folder / name)
        if mark is not None:
            found[name] = mark
    return found


def game_file_mark(path: Path) -> str | None:
    """What tells this version of the file at ``path`` from any other (written anew, it is
    another file: the autosave is replaced whole), as judged by this version of mjgui: its name,
    device, inode, size and time of change (None: no such file). A slot's autosave found with no
    game in progress (a finished game stays in it) is remembered by it in the settings
    (:attr:`~mjgui.gui.settings.Settings.settled_games`), and not read again at the next start
    while it is unchanged."""
    from mjgui import __version__

    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return f"{__version__}/{path.name}/{info.st_dev}/{info.st_ino}/{info.st_size}/{info.st_mtime_ns}"


def waiting_state(link: GameLink) -> GameState | None:
    """The game in progress waiting in the tracker's autosave (see
    :meth:`~mjgui.gui.tracker.link.GameLink.say_waiting_game`). Slots' autosaves found with no
    game in progress before (a finished game stays in its slot) and unchanged since are not read
    again: with only those, nothing is imported."""
    folder = link._waiting_folder()
    marks = slot_games_in(folder)
    known = link.settings.settled_games
    if all(mark in known for mark in marks.values()):
        return None
    from mjgui.controller.game.tracker import waiting_look

    # each autosave read once: those known to hold no game are not read again
    unread = {name for name, mark in marks.items() if mark in known}
    state, found = waiting_look(folder, unread)
    if state is None:  # none waits: remembered for the next look, those that hold no game
        # (their files unchanged while they were read)
        kept = {name for name in found if name in marks and marks[name] == game_file_mark(folder / name)}
        settled = {marks[name] for name in unread | kept}
        if settled != known:
            link.settings.settled_games = frozenset(settled)
    return state


def say_waiting_game(link: GameLink) -> None:
    """The hint of a game waiting, said when one waits and the status bar shows nothing else."""
    if link._tracker is not None or link._waiting is not None:
        return
    state = waiting_state(link)
    window = link._window()
    if state is None or not isinstance(window, QMainWindow) or link._tracker is not None:
        return
    bar = window.statusBar()
    shown = bar.findChild(StatusNotice)
    if bar.currentMessage() or (shown is not None and shown.words is not None):
        return  # never over another notice: the tracker offers the game when it opens
    link._waiting_game = state
    link._waiting = lambda: waiting_words(link)
    show_notice(window, link._waiting)
    window.installEventFilter(link)  # activated again: is the game still waiting?


def waiting_words(link: GameLink) -> str:
    """The hint of the game waiting (the link's ``_waiting_game``), in the current language."""
    from mjgui.controller.game.tracker import waiting_text

    keys = "Ctrl+G"
    if link._actions_made:  # as the menu shows them (⌘G on a Mac)
        from PySide6.QtGui import QKeySequence

        keys = link.act_open.shortcut().toString(QKeySequence.SequenceFormat.NativeText) or keys
    menu = QCoreApplication.translate("Tracker", "&Game").replace("&", "")
    item = QCoreApplication.translate("Tracker", "Game &tracker").replace("&", "")
    assert link._waiting_game is not None
    return waiting_text(link._waiting_game, link.languages.current, f"{menu} → {item} ({keys})")


def check_waiting(link: GameLink) -> None:
    """The hint of the game waiting, looked at again: it goes when no game waits any more (it
    was resumed or ended in another mjgui, the autosave moved) or the bar no longer shows it;
    another game waiting now is named instead."""
    if link._waiting is None:
        return
    notice = waiting_notice(link)
    state = None if notice is None else waiting_state(link)
    if notice is None or state is None:
        drop_waiting(link)
        return
    if state != link._waiting_game:
        link._waiting_game = state
        notice.say(link._waiting)


def waiting_notice(link: GameLink) -> StatusNotice | None:
    """The status bar's notice while it shows the hint of the game waiting."""
    window = link._window()
    if link._waiting is None or not isinstance(window, QMainWindow):
        return None
    notice = window.statusBar().findChild(StatusNotice)
    return notice if notice is not None and notice.words == link._waiting else None


def drop_waiting(link: GameLink) -> None:
    """The tracker opened, or the game no longer waits: the hint of the game waiting in it
    goes, if it still shows, and the window is no longer watched for it."""
    notice = waiting_notice(link)
    link._waiting = None
    link._waiting_game = None
    window = link._window()
    if window is not None:
        window.removeEventFilter(link)
    if notice is not None:
        notice.words = None
        notice.clear()
        notice.hide()

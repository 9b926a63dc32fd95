"""The live game tracker's state: the record text, undo/redo, files, autosave and view models.

No Qt here. The record text is the only state: every edit (a new line, a changed or deleted
past line, opening a file) produces a new text, whose replay (:func:`mjgui.core.game.game.replay`)
recomputes everything after a corrected line. The lines before the first one an edit changes
keep their parse and their steps: a committed line is parsed once and applied once, however long
the game (the preview's record and replay are the commit's). Undo and redo step through record
texts. After every change the text is written to the autosave file atomically.

:class:`TrackerController` is what the window talks to; it hands its listeners a
:class:`~mjgui.controller.game.views.TrackerView` worded in the current language. Beside it in
this package: ``phrases`` (its sentences and numbers), ``views`` (the view models), ``present``
(building them from a replayed game), ``autosave`` (the file) and ``bridge`` (a hand between
the calculator and the game). Record lines from a dialog's choices are built by
:mod:`mjgui.core.game.lines`.
"""

from __future__ import annotations

import datetime as dt
import os
import time
from collections.abc import Callable, Collection, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Literal, NamedTuple

from mjgui.controller.game.autosave import (
    Autosave,
    UnreadTrouble,
    holds_play,
    open_game,
    resumed_text,
    same_game_text,
    tracker_replay,
    trusted_source,
    unheld_slots,
    unplayable,
    without_blank_end,
)
from mjgui.controller.game.opening import file_reading, refusal, refused_log
from mjgui.controller.game.phrases import (
    DIALOG_REFUSALS,
    MISSING,
    OPENED_LATER_LINES,
    OPENED_LATER_LINES_KEPT,
    OPENED_LINES_CHANGED_FILE,
    PHRASES,
    RESUME_UNSAVED_LINES,
    points_text,
    round_text,
    signed_text,
    sticks_text,
)
from mjgui.controller.game.present import (
    HistoryCache,
    build_view,
    new_ron_on_last_discard,
    no_new_line,
    paarenchan_win,
    step_summary,
)
from mjgui.controller.game.views import (
    LaterLines,
    PreviewRow,
    PreviewView,
    Repaid,
    ResumeView,
    TrackerView,
)
from mjgui.controller.observable import Undoable
from mjgui.core.errors import MahjongError, RulesError
from mjgui.core.game.game import (
    GameResult,
    GameState,
    Points,
    Step,
    Win,
    chombo_paid,
    refused_players,
    sanchahou_possible,
    step_win,
    sticks_given,
    unread_lines,
)
from mjgui.core.game.lines import (
    WinValue,
    abort_line,
    new_game_text,
    players_line,
    ron_line,
    rules_line,
    with_comment,
)
from mjgui.core.game.lockfile import Holder, LockError, looks_held, shared_file_lock
from mjgui.core.game.record import (
    EDITION_WORD,
    FORBIDDEN_CHARS,
    MAX_NAME,
    AbortAction,
    ChomboAction,
    GameError,
    HandValue,
    PlayersAction,
    Record,
    RecordLine,
    RonAction,
    RulesAction,
    TsumoAction,
    cut_short_note,
    end_reason_text,
    extra_round_sentence,
    looks_alike,
    mixes_scripts,
    name_flaw,
    parse_line,
    parse_record,
    read_edit,
    split_lines,
    without_bidi_marks,
)
from mjgui.core.game.storage import (
    NO_FILE,
    UNKNOWN_CONTENT,
    StorageError,
    cut_line,
    file_digest,
    is_cut_text,
    open_record_text,
    save_record,
)
from mjgui.core.i18n import Msg, phrase, say
from mjgui.core.league.files import real_path, same_file
from mjgui.core.scoring.hand import notes
from mjgui.core.scoring.rule_words import (
    RuleWordError,
    current_rule_words,
    edition_option,
    nearest_option,
    rule_words,
)
from mjgui.core.scoring.rules import PRESETS, Rules, typed_bound_errors
from mjgui.core.scoring.settle import tsumo_loss
from mjgui.core.shown import shown_path
from mjgui.core.text import inner_sentence, wind_name

if TYPE_CHECKING:
    from mjgui.core.logs import LogError


class GameLogGiven(Exception):
    """A game log given to *Open* (``path``): no record, told as ``mjgui FILE`` tells it
    (:func:`~mjgui.controller.game.opening.file_kind`); the game-log window reads it. Its
    :meth:`message` says where a log opens, :meth:`opened` that it was opened there. No
    :class:`StorageError`: nothing is wrong with the file, and no storage table words it."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(os.fspath(path))
        self.path = os.fspath(path)

    def message(self, lang: str = "en") -> str:
        return refusal("log_in_tracker", self.path, lang)

    def opened(self, lang: str = "en") -> str:
        return refusal("log_from_tracker", self.path, lang)


class NoLogInside(Exception):
    """A file named as a game log that holds none (a web page, a Mahjong Soul record, a zip
    archive...), given to *Open*: ``mjgui FILE`` sends it to the game-log window, which says what
    it is (:func:`~mjgui.controller.game.opening.reading_of`); :meth:`message` says it in the same
    words, never calling it a game log."""

    def __init__(self, path: str | os.PathLike[str], refused: LogError) -> None:
        super().__init__(os.fspath(path))
        self.path = os.fspath(path)
        self.refused = refused

    def message(self, lang: str = "en") -> str:
        return refused_log(self.path, self.refused, lang)


def _check_no_log(path: str | os.PathLike[str]) -> None:
    """Raise :class:`GameLogGiven` when the file at ``path`` is a game log to the windows (as
    ``mjgui FILE`` sends it to the game-log window), :class:`NoLogInside` when it is one by its
    name only; a file that cannot be read is neither: the record's reader says why."""
    try:
        kind, refused = file_reading(path)
    except OSError:
        return
    if kind == "log":
        raise GameLogGiven(path) if refused is None else NoLogInside(path, refused)


class WinTaken(NamedTuple):
    """What the game makes of a win's line from the desk (:meth:`TrackerController.win_taken`):
    the preview, and when it takes the line, the line's own change and the win settled."""

    preview: PreviewView
    share: Points | None = None
    win: Win | None = None


Snapshot = tuple[str, str | None]  # (record text, file path)
EditKind = Literal["append", "replace", "insert", "delete"]
# an edit's preview, with the edited record and its replay (None when refused before either)
_Tried = tuple[PreviewView, Record | None, GameResult | None]
# a slot's autosaved game: the slot, the record text, the file it names, what that file held
# when the game was last opened or saved there (its digest, None: not said), and its replay
_SlotGame = tuple[Autosave, str, str | None, str | None, GameResult]
_FileId = tuple[int, int, int]  # a file's inode, time (ns) and size
# an autosaved game against the file it was last saved as: how, a count or line, the read error
_SinceSaved = tuple[Literal["same", "more", "differs", "gone", "unreadable"], int, StorageError | None]
# a record file as read once: its text and the digest of the bytes read, or why it cannot be read
_Read = tuple[str, str] | StorageError
# what a file held as this table knows it: its text (None: not a record that reads) and digest
_FileSeen = tuple[str | None, str]


def _broken_lock(err: LockError, game: str | None, lang: str) -> str:
    """A slot whose lock file is not one, said in ``lang``; with the game autosaved beside it
    (``game``, its path as shown) when there is one, which is left as it is."""
    said = err.message(lang)
    if game is not None:
        said = phrase(PHRASES, "broken_lock_game", lang, message=said, path=game)
    return said


def _newer_game(err: GameError, path: str, lang: str) -> str:
    """What a start says of a game autosaved in ``path`` that this mjgui cannot play on
    (``err``: the line it cannot read)."""
    return phrase(PHRASES, "newer_autosave", lang, path=path, message=err.message(lang))


#: what a start says of an unread file that is there but does not read (its kind of trouble:
#: :meth:`Autosave.unread_trouble`), each a whole message
_UNREAD_TROUBLE = {
    "not_a_file": "unread_not_a_file",
    "unreadable": "unread_unreadable",
    "damaged": "unread_damaged",
}


def _unread_trouble(trouble: UnreadTrouble, slot: Autosave, kept: Path | None, lang: str) -> str:
    """What a start says of the unread file of ``slot`` that does not read (``trouble``): the
    game autosaved there is offered, its lines that do not read taken as this mjgui's own; and,
    when one of them may be a newer mjgui's, where the game was kept as it was first (``kept``:
    :attr:`Autosave.doubt_kept` as the start found it)."""
    kind, reason = trouble
    said = "" if reason is None else inner_sentence(reason.message(lang), lang)
    words = phrase(
        PHRASES,
        _UNREAD_TROUBLE[kind],
        lang,
        unread=shown_path(slot.unread_path),
        path=shown_path(slot.path),
        reason=said,
    )
    if kept is None:
        return words
    return f"{words} {phrase(PHRASES, 'unread_doubt_kept', lang, kept=shown_path(kept))}"


def _both(first: Callable[[str], str], then: Callable[[str], str]) -> Callable[[str], str]:
    """Two notices said one after the other, in whatever language the window reads them."""
    return lambda lang: f"{first(lang)} {then(lang)}"


class TrackerController(Undoable["TrackerView", Snapshot]):
    """The record text with undo/redo, files and autosave; every change notifies listeners."""

    def __init__(
        self,
        text: str = "",
        *,
        lang: str = "en",
        autosave: Autosave | None = None,
        path: str | None = None,
    ) -> None:
        super().__init__(lang)
        record = parse_record(text)
        self._text = record.text
        self._path = path
        self._saved: str | None = self._text if path else None
        # what the file held when it was opened or last saved here (file_digest): a save checks
        # it still does, so another computer's lines in a shared record are never written over
        self._disk: str | None = None
        # each file's text and digest as this table last read or wrote it: the baseline an undo
        # or a redo back to that file takes, never what the file holds by then
        self._seen: dict[str, _FileSeen] = {}
        if path:
            self._disk = file_digest(path)
            self._seen[path] = (self._text, self._disk)
        self._result: GameResult = tracker_replay(record)
        self._history_cache = HistoryCache()  # the history's rows, each made once for its line
        self.autosave = autosave
        # what is wrong with the autosave, each part worded in a language (see autosave_error)
        self._autosave_said: list[Callable[[str], str]] = []
        self.autosave_failed: StorageError | None = None
        self._resume: ResumeView | None = None
        self._protect_previous = False
        # the slot held at start whose game was not offered (another slot's, newer, was): another
        # table's, perhaps (two tables killed); the first write goes to a slot with no game
        # instead of moving it aside (see _write_autosave)
        self._unoffered: int | None = None
        # the game to keep in ``previous`` (None: the one the autosave file holds): the game a new
        # one replaced on the table, which a failed autosave may not hold whole
        self._keep_text: str | None = None
        self._autosaved: str | None = None  # the text the autosave last took
        self._offer_slot: Autosave | None = None  # the slot the offered game is in
        self._offer_result: GameResult | None = None  # the offered game replayed
        self._offer_saved: _SinceSaved | None = None  # the offered game against its file
        self._offer_disk: str | None = None  # what its file held when last saved (see _offer)
        self._offer_kept_disk: str | None = None  # that digest as the autosave kept it (or None)
        self._offer_read: _Read | None = None  # its file as read for the offer
        self._source_reads: dict[str, _Read] = {}  # the files the offers name, each read once
        #: other slots to move aside at the next write (see :meth:`_write_autosave`): the slot
        #: this table last wrote, found taken (:meth:`look_taken`), or a slot whose game was
        #: taken over or resumed here; each with the game it held when its offer was declined or
        #: dropped, to say where it went (None: its game is the table's, resumed), and the
        #: words' key. A start never retires another slot's game not taken: it stays there,
        #: offered to the next tracker that starts (another table's, perhaps)
        self._retire: list[tuple[Autosave, str | None, str]] = []
        #: the games of the slots read at start (ours and the free ones): a record opened before
        #: anything is put on the table (the start's offer standing or declined) may be the
        #: file one of them was last saved as
        self._start_games: list[_SlotGame] = []
        self._holder: Holder | None = None  # who holds the slot of a ``held`` offer
        # "the earlier game is kept as ...", in any language: said once by the window
        self._kept: Callable[[str], str] | None = None
        self._kept_damaged = False  # it says that a damaged autosave was set aside
        #: the record being opened is the file an autosaved game (this text) was last saved as,
        #: and differs from it from a line on (its name as shown, the line): kept, it is said so
        self._own_version: dict[str, tuple[str, int]] = {}
        #: a game kept in ``previous`` because the file it was opened from or saved to no longer
        #: holds it (another program changed or removed that file): its text, the file's name as
        #: shown; kept, it is said so (see :meth:`_file_dropped`)
        self._dropped_from: dict[str, str] = {}
        self._reopened = False  # the offer is of a game another tracker wrote while closed
        self._offer_closed = True  # that window was closed since its last write (the words)
        self._closed = False  # the window closed (its slot released): :meth:`reopen` looks again
        #: the slot this table last wrote, what its file was then (:func:`_file_identity`) and
        #: the text written: another tracker that took the slot since (it resumed this game
        #: there, or wrote over it) changed it or holds its lock (see :meth:`look_taken`); the
        #: same text written anew (a sync tool, a backup restored) is no other game; None: no
        #: write to watch
        self._mine: tuple[int, _FileId | None, str] | None = None
        self._closed_since_write = False  # the window closed after that write
        #: another tracker holds this table's slot (see :meth:`look_taken`): its game's state
        #: (None: no game there that reads), the slot, whether this window was closed since its
        #: write, and whether the slot's file is there (with no game that reads: unreadable);
        #: nothing is recorded here until the player chooses (:meth:`go_on_here`)
        self._elsewhere: tuple[GameState | None, Autosave, bool, bool] | None = None
        self._refused = False  # a change was refused, the slot taken: the window says why
        #: the slot held has a file written by another program since this window's write: one
        #: that does not read is set aside (and said) before the next write replaces it
        self._aside_before_write = False
        self._slot_seen: str | None = None  # the game our slot held when we last looked at it
        # the earlier game was kept in ``previous`` at a new game, not yet followed by a write:
        # another tracker's game found in the slot, when no slot is free of a game to move to,
        # is then kept in a file of its own
        self._previous_taken = False
        #: the rules of the calculator this table works with (its desk's preset and options), which
        #: a new game proposes when no game is on the table; None: no calculator (the seed's)
        self.desk_rules: Callable[[], Rules] | None = None
        if autosave is not None:
            self._read_autosave(autosave)
            self._source_reads.clear()

    # -- observing --------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @property
    def result(self) -> GameResult:
        return self._result

    @property
    def state(self) -> GameState:
        return self._result.final

    def extra_round_words(self) -> Callable[[str], str] | None:
        """Why the game plays its extra round, while it does, as a sentence in any language
        ("Nobody had 30 000 points after South 4, so under these rules the game goes on into the
        West round ...", and how a table that ended it at South 4 writes its rules line); None
        when it does not (not started, ended, or before the extra round)."""
        state = self.state
        if not state.started or state.ended or not state.extra_round:
            return None
        rules = state.rules

        def words(lang: str) -> str:
            return extra_round_sentence(rules, lang)

        return words

    @property
    def record(self) -> Record:
        return self._result.record

    @property
    def unread_lines(self) -> tuple[int, ...]:
        """The lines of play of the game that cannot be read (a record opened with a typo, a newer
        mjgui's line, a line cut short): nothing after the first counts until it is corrected or
        deleted (:func:`~mjgui.core.game.game.unread_lines`)."""
        return unread_lines(self._result)

    def state_before(self, edit: int | None) -> GameState:
        """The game a line is played in: before line ``edit`` (a past line edited, or the last
        line a win from the calculator took), else (None) the game as it stands."""
        return self.state if edit is None else self._result.step(edit).before

    def undone_line(self) -> RecordLine | None:
        """The line Redo would put back after the record's last: the line last undone, when
        that undo took one line off the end of the same file's record (None otherwise)."""
        snapshot = self._history.next_redo()
        if snapshot is None or snapshot[1] != self._path:
            return None
        then = [line for line in parse_record(snapshot[0]).lines if not line.blank]
        now = [line.text for line in self.record.lines if not line.blank]
        if len(then) != len(now) + 1 or [line.text for line in then[:-1]] != now:
            return None
        return then[-1]

    @property
    def path(self) -> str | None:
        return self._path

    @property
    def in_data_folder(self) -> bool:
        """Whether the game's file is in the autosave's data folder (a game kept aside there,
        opened with Ctrl+O to see it). Saved there, it would be the only copy of the game in a
        folder whose kept games are deleted past the newest
        (:data:`~mjgui.controller.game.autosave.PREVIOUS_KEPT`): its save asks where, as a game
        in no file does."""
        return self._path is not None and self._in_data(self._path)

    def _in_data(self, path: str) -> bool:
        """Whether the file ``path`` is in the autosave's data folder."""
        return self.holds_data(os.path.dirname(os.path.abspath(path)))

    def holds_data(self, folder: str) -> bool:
        """Whether ``folder`` is the autosave's data folder (never a folder of records: a file
        dialog neither remembers nor starts there for a record to save)."""
        if not folder or self.autosave is None:
            return False
        return _same_file(folder, str(self.autosave.directory))

    @property
    def dirty(self) -> bool:
        if self._path is None:
            return bool(self._text.strip())
        return self._text != self._saved

    @property
    def unkept(self) -> bool:
        """Whether the game on the table has changes that no file holds: neither saved (or its
        file no longer holds it: :meth:`_file_dropped`) nor autosaved (the autosave failed: a
        full disk, a folder that cannot be written). Closing the table now would lose them."""
        if self.autosave is not None and self._text == self._autosaved:
            return False
        return self.dirty or self._file_dropped()

    def _file_dropped(self) -> bool:
        """Whether the game on the table, unchanged since it was opened or saved, is in no file
        all the same: another program changed or removed its file since, and what the file holds
        now does not begin with this game's lines (another desk's lines added after them keep
        them all; a save would ask before writing over it either way)."""
        path = self._path
        if path is None or self.dirty:
            return False
        if self._disk not in (None, UNKNOWN_CONTENT) and file_digest(path) == self._disk:
            return False  # the file holds what it held when it was read or written here
        read = _read_record_file(path)
        return isinstance(read, StorageError) or not _continues(read[0], self._text)

    @property
    def resume_offer(self) -> ResumeView | None:
        return self._resume

    @property
    def elsewhere(self) -> Callable[[str], str] | None:
        """What :meth:`look_taken` found last, said in any language: another open tracker took
        this table's autosave slot (it may play this game on there), so nothing is recorded here
        until the player chooses; None when it found no such tracker."""
        found = self._elsewhere
        if found is None:
            return None
        return partial(_elsewhere_text, *found)

    def take_refused(self) -> bool:
        """Whether a change was refused since the last call, the slot taken (see :meth:`look_taken`)."""
        refused, self._refused = self._refused, False
        return refused

    @property
    def autosave_error(self) -> str:
        """What is wrong with the autosave (a damaged game set aside, a broken lock, a folder
        that cannot be written, a take-over refused), "" when nothing is: worded in the
        controller's language, anew after a switch."""
        return " ".join(words(self._lang) for words in self._autosave_said)

    def autosave_words(self) -> Callable[[str], str]:
        """What :attr:`autosave_error` says now, as words in any language: a notice that shows
        them says them again after a language switch (as they were when it was shown)."""
        said = tuple(self._autosave_said)
        return lambda lang: " ".join(words(lang) for words in said)

    @property
    def kept_notice(self) -> str:
        """ "The earlier game is kept as ...", in the controller's language, "" when no game was
        kept aside since the window last took the notice (:meth:`take_kept_notice`)."""
        return self._kept(self._lang) if self._kept is not None else ""

    @property
    def kept_damaged(self) -> bool:
        """Whether :attr:`kept_notice` says that an autosave which could not be read was set
        aside (an error to show as such), not only where a game was kept."""
        return self._kept is not None and self._kept_damaged

    def take_kept_notice(self) -> Callable[[str], str] | None:
        """The "earlier game kept" notice as words in any language (a notice shown says them
        again after a language switch), taken once: None until another game is kept."""
        kept, self._kept = self._kept, None
        self._kept_damaged = False
        return kept

    def _say_kept(self, words: Callable[[str], str]) -> None:
        """Add ``words`` (where a game was kept aside) to the kept notice not yet taken."""
        self._kept = words if self._kept is None else _both(self._kept, words)

    def _say_autosave(self, words: Callable[[str], str], *, after: bool = True) -> None:
        """Say ``words`` about the autosave: after what was said before, or (``after`` False)
        instead of it."""
        self._autosave_said = [*self._autosave_said, words] if after else [words]

    def _language_changed(self) -> None:
        if self._resume is not None:
            self._resume = self._resume_view(self._resume.text, self._resume.path, self._resume.kind)

    def _build_view(self) -> TrackerView:
        return build_view(self, self._history_cache)

    # -- history ----------------------------------------------------------------------------
    def _set(self, text: str, path: str | None, *, undoable: bool = True) -> bool:
        return self._set_record(parse_record(text), path, undoable=undoable)

    def _set_record(
        self,
        record: Record,
        path: str | None,
        *,
        undoable: bool = True,
        result: GameResult | None = None,
        file: _FileSeen | None = None,
        text: str | None = None,
    ) -> bool:
        """Make ``record`` the game (``result``: its replay, when the caller has it; ``file``:
        see :meth:`_apply`; ``text``: its text, when the caller has it). A last line cut short
        that does not read (a record opened so, kept without its line break) stays cut while an
        edit leaves it as it is, the last line: saved back as the file held it, never whole."""
        if text is None:
            text = _keep_cut(self._text, self.record, record)
        if text == self._text and path == self._path:
            return False
        if undoable:
            self._history.push(self._snapshot())
        if result is None:
            result = tracker_replay(record, self._result)
        self._apply(text, path, result, file=file)
        return True

    def _apply(
        self, text: str, path: str | None, result: GameResult | None = None, *, file: _FileSeen | None = None
    ) -> None:
        """Make ``text`` the game, in ``path``. ``file`` is what the caller read of ``path`` (its
        text and the baseline a save checks the file still holds); not given, a new ``path`` (an
        undo or a redo across an open or a Save as) is as this table last read or wrote it."""
        if path and file is None and path != self._path:
            file = self._seen.get(path, (None, UNKNOWN_CONTENT))  # unknown: the save asks
        if not path:
            self._saved = self._disk = None
        elif file is not None:
            self._saved, self._disk = self._seen[path] = file
        self._text = text
        self._path = path
        self._result = result if result is not None else tracker_replay(text, self._result)
        self._drop_offer()  # (an offer still standing: not taken, its game said where it goes)
        self._start_games = []
        self._write_autosave()
        self._notify()

    def _snapshot(self) -> Snapshot:
        return (self._text, self._path)

    def _restore(self, snapshot: Snapshot) -> None:
        self._apply(*snapshot)

    # -- editing ----------------------------------------------------------------------------
    def commit(self, line: str) -> bool:
        """Append a line if it is accepted where it stands (the preview is ok)."""
        return not self._held_back() and self._take(self._try_append(line))

    def replace_line(self, number: int, text: str) -> bool:
        return not self._held_back() and self._take(self._try_replace(number, text))

    def with_line_comment(self, number: int, line: str) -> str:
        """``line``, made in a dialog to replace line ``number``, with the comment that ended
        that line (:func:`~mjgui.core.game.lines.with_comment`): a corrected line keeps the
        player's comment."""
        lines = self.record.lines
        return with_comment(line, lines[number - 1].text) if 1 <= number <= len(lines) else line

    def insert_line(self, number: int, text: str) -> bool:
        return not self._held_back() and self._take(self._try_insert(number, text))

    def _may_step(self) -> bool:
        return not self._held_back()

    def _held_back(self) -> bool:
        """Whether a change of the game's lines must wait (:meth:`take_refused` then says so):
        another open tracker took this table's autosave slot (:meth:`look_taken`) and the player
        has not chosen yet; or that tracker has closed since the notice said so, and its game is
        offered now, as the notice said. Another game written, by a tracker or a program now
        closed, in the slot this window holds holds nothing back otherwise: replaced by the
        change, it is kept aside first (in a ``previous`` file, see :meth:`Autosave.keep_other`)
        and said (:attr:`kept_notice`). One written in a slot this window no longer holds stays
        there, offered by the next tracker opened."""
        said = self._elsewhere is not None
        taken = self._taken()
        if taken is None or not (taken[1] or said):
            self._elsewhere = None
            if taken is not None and taken[0] is self.autosave:
                taken[0].keep_before_write()
                self._aside_before_write = True
            return False
        self._refused = self.look_taken()
        return self._refused

    def _take(self, tried: _Tried) -> bool:
        """Make the previewed record the game if its preview is ok (with the preview's replay)."""
        view, record, result = tried
        if not view.ok or record is None or result is None:
            return False
        return self._set_record(record, self._path, result=result)

    def abort_instead(self, edit: int | None = None) -> bool:
        """A third winner on the last ron's discard under ``triple_ron_abort`` (sanchahou): the
        rons on it replaced by one ``abort`` line, as one undoable step, so the hand is drawn
        and nobody is paid (its honba and the dealer as an abortive draw has them; the riichi
        sticks stay on the table). False when the last line is not the second ron on one
        discard under these rules (:func:`~mjgui.core.game.game.sanchahou_possible`).

        ``edit``: past line ``edit`` corrected into that third winner (a line that cannot be
        read after the two rons that ended the game, as the league and the tracker's note say
        to correct it): the rons before it on that discard and the line itself replaced by the
        ``abort``, in the same one step, the lines after it kept (and counted again). False when
        the line before it is not the second ron on one discard under these rules."""
        if edit is not None and not 1 <= edit <= len(self.record.lines):
            return False
        lines = self._ron_lines(edit)
        if not lines or self._held_back():
            return False
        return self._set_record(self._aborted((*lines, edit) if edit is not None else lines), self._path)

    def _ron_lines(self, edit: int | None = None, result: GameResult | None = None) -> tuple[int, ...]:
        """The lines of the rons a sanchahou would replace (:meth:`abort_instead`), in order;
        () when a third winner on the last discard is no sanchahou. ``edit``: a third winner as
        past line ``edit`` instead, the rons on the discard just before it (``result``: the
        replay the lines before it are read in, the game's own by default)."""
        result = self._result if result is None else result
        state = self.state if edit is None else result.step(edit).before
        group = state.last_ron
        if group is None or not sanchahou_possible(state):
            return ()
        end = len(self.record.lines) + 1 if edit is None else edit
        return tuple(
            n
            for n in range(group.first_line, end)
            if isinstance(result.step(n).line.action, RonAction) and result.step(n).error is None
        )

    def _aborted(self, lines: Sequence[int]) -> Record:
        """The record with the rons on ``lines`` (and a third winner's line edited among them)
        replaced by one ``abort`` in the first one's place (a note between them kept)."""
        texts = [ln.text for ln in self.record.lines]
        texts[lines[0] - 1] = abort_line()
        for number in sorted(lines[1:], reverse=True):
            del texts[number - 1]
        return parse_record("\n".join(texts))

    def delete_line(self, number: int) -> bool:
        """Delete line ``number`` (undoable). False when there is no such line, when the delete
        is refused (:meth:`preview_delete` says why and how to change the game instead), or when
        a change must wait (:meth:`_held_back`)."""
        if not 1 <= number <= len(self.record.lines):
            return False
        tried = self._try_delete(number)
        if not tried[0].ok or self._held_back():
            return False
        return self._take(tried)

    def delete_refusal(self, number: int) -> str:
        """Why line ``number`` is not deleted, in the controller's language (:meth:`preview_delete`);
        "" when it may be, or when there is no such line."""
        if not 1 <= number <= len(self.record.lines):
            return ""
        view = self.preview_delete(number)
        return "" if view.ok else view.error

    def preview_delete(self, number: int) -> PreviewView:
        """What deleting line ``number`` would do: the one check of a delete, its preview and its
        commit alike (:meth:`_try_delete`)."""
        return self._try_delete(number)[0]

    def _try_delete(self, number: int) -> _Tried:
        """The one check of deleting line ``number``, through :meth:`_preview` as an edit's: the
        line the game counts its players (rules) by, read by the replay (``players_line``,
        ``rules_line``: not a refused line before it, which names nobody), is kept while the game
        holds play (:func:`holds_play`): without it the lines after it count nothing, or count
        under other rules, and a game with no players line is no game to keep or resume. A delete
        that leaves the players line refused (a three-player game's rules line: its three names
        under four-player rules) is refused as an edit that does so is (:meth:`_preview`). Either
        is almost surely a slip; names and rules are changed by editing a line."""
        lines = self.record.lines
        if not 1 <= number <= len(lines):
            return self._refusal("", ""), None, None
        text = lines[number - 1].text
        state = self.state
        head = {state.players_line: "delete_players_line", state.rules_line: "delete_rules_line"}
        key = head.get(number)
        if key is not None and holds_play(self._text):
            message = phrase(PHRASES, key, self._lang, line=number)
            return PreviewView(text, False, message, self._rows(state, state, None), ""), None, None
        return self._preview(text, self.record.without_line(number), number, "delete")

    def proposed_rules(self) -> tuple[str, str]:
        """The preset and the ``option=value`` words a new game proposes (:meth:`proposal`)."""
        proposal = self.proposal()
        return proposal.preset, proposal.options

    def proposal(self) -> Proposal:
        """The rules a new game proposes: those of the game on the table (its rules or players
        line read), else the desk's (:attr:`desk_rules`), else the seed's, as a preset and its
        ``option=value`` words; less the words whose values a new game refuses (rules typed
        now are held to bounds a record's or the desk's saved rules are not: an earlier mjgui's
        ``rules mahjongsoul start_points=30000``), which the proposal names with why."""
        state = self.state
        table = bool(state.started or state.rules_line)
        if table:
            rules = state.rules
        elif self.desk_rules is not None:
            rules = self.desk_rules()
        else:
            rules = PRESETS["seed"]
        # (a name no preset has: the seed, and the words that change it into these rules; a game
        # of an earlier edition of its preset: the words that change its current edition so)
        if rules.name in PRESETS:
            preset, words = rules.name, list(current_rule_words(rules))
        else:
            preset, words = "seed", list(rule_words(rules))
        faults = typed_bound_errors(rules)
        if not faults:
            return Proposal(preset, " ".join(words), table=table)
        kept, still = words, _bound_faults(preset, words)
        for word in words:  # each word whose leaving out leaves fewer faults goes
            if not still:
                break
            trial = [w for w in kept if w != word]
            fewer = _bound_faults(preset, trial)
            if len(fewer) < len(still):
                kept, still = trial, fewer
        if still:  # (none left alone: the preset's own values)
            kept = []
        left = tuple(w for w in words if w not in kept)
        return Proposal(preset, " ".join(kept), left, faults, table)

    def new_game(self, names: Sequence[str], preset: str = "seed", options: str = "") -> bool:
        """Start a new game. The game on the table, if no file holds it (never saved, changed
        since, or its file changed by another program since: :meth:`_file_dropped`), is kept in
        the autosave's ``previous`` file first (``kept_notice`` says so)."""
        if check_new_game(names, preset, options, self._lang):
            return False
        self._chose_here()
        if self._holds_game() and (self.dirty or self._file_dropped()):
            self._keep_previous_game()
        return self._set(new_game_text(names, preset, options, dt.date.today()), None)

    def _holds_game(self) -> bool:
        """Whether the table holds a game to keep when another replaces it: one started, or
        one with lines of play in it though it never started (its players line deleted or edited
        away: those lines count nothing now, but they are the player's, :func:`holds_play`)."""
        return self.state.started or holds_play(self._text)

    def _keep_previous_game(self) -> None:
        """Have the next autosave write keep the game on the table (in no file) in the
        ``previous`` file before it replaces it."""
        if not self._protect_previous:  # (a game the data folder held, not kept yet, goes first)
            self._keep_text = self._text  # as it stands: its last lines may be in no file yet
            if not self.dirty and self._path is not None:  # its file no longer holds it: said so
                self._dropped_from[self._text] = shown_path(os.path.basename(self._path))
        self._protect_previous = True

    # -- previews ---------------------------------------------------------------------------
    def preview_append(self, line: str, *, dialog: bool = False) -> PreviewView:
        """What ``line`` would do at the end of the record. ``dialog``: the line is a dialog's
        choices, so its advice names the dialog's buttons, not words to type."""
        return self._try_append(line, dialog=dialog)[0]

    def new_line_refusal(self) -> PreviewView | None:
        """Why the game takes no new line, before one is typed: a line of the record cannot be
        read (:func:`~mjgui.controller.game.present.no_new_line`); None when it takes one."""
        reason = no_new_line(self._result, self._lang)
        if not reason:
            return None
        return PreviewView("", False, reason, self._rows(self.state, self.state, None), "")

    def preview_replace(self, number: int, text: str, *, dialog: bool = False) -> PreviewView:
        return self._try_replace(number, text, dialog=dialog)[0]

    def preview_insert(self, number: int, text: str) -> PreviewView:
        return self._try_insert(number, text)[0]

    def _try_append(self, line: str, *, dialog: bool = False) -> _Tried:
        return self._try_edit("append", len(self.record.lines) + 1, line, dialog=dialog)

    def _try_replace(self, number: int, text: str, *, dialog: bool = False) -> _Tried:
        return self._try_edit("replace", number, text, dialog=dialog)

    def _try_insert(self, number: int, text: str) -> _Tried:
        return self._try_edit("insert", number, text)

    def _try_edit(self, how: EditKind, number: int, line: str, *, dialog: bool = False) -> _Tried:
        """The one check of a line typed, edited or inserted as line ``number`` (its preview and
        commit alike): one line of the record, never several (a line break pasted into the field
        or the dialog is refused, so the one line previewed is all that is kept)."""
        text = line.strip()
        lines = self.record.lines
        if not 1 <= number <= len(lines) + (how != "replace"):
            return self._refusal(text, ""), None, None
        if not text:
            key = "blank_line" if how == "replace" else "empty_line"
            return self._refusal(text, phrase(PHRASES, key, self._lang)), None, None
        count = len(split_lines(text))
        if count != 1:  # refused as a line the game refuses is (not a choice still to make)
            message = phrase(PHRASES, "several_lines", self._lang, n=count)
            rows = self._rows(self.state, self.state, None)
            return PreviewView(text, False, message, rows, ""), None, None
        # typed now: a pao yakuman nobody can be liable for, a rules value past the bounds of
        # rules typed now, are refused, as in a new record, save on a line of the record edited
        # that already had them (an older mjgui's, read as it was: read_edit)
        if how == "replace":
            line_read = read_edit(lines[number - 1], text, number)
        else:
            line_read = parse_line(text, number, typed=True)
        if how == "append":  # the lines so far kept as parsed: the new one alone is parsed
            new_record = Record((*lines, line_read))
        elif how == "replace" and lines[-1].text:  # the other lines kept: only this one is parsed
            new_record = Record((*lines[: number - 1], line_read, *lines[number:]))
        else:  # the record made again (Record.inserted, .with_line: a text ending in a blank line
            # loses it), its other lines parsed again as they read there, the new one not again
            texts = [ln.text for ln in lines]
            texts[number - 1 : number if how == "replace" else number - 1] = [text]
            made = split_lines("\n".join(texts))
            new_record = Record(
                tuple(line_read if i == number else parse_line(t, i) for i, t in enumerate(made, start=1))
            )
        if how == "replace" and line_read.error is None:
            head = self._head_replaced(number, line_read)
            if head is not None:
                return head
        return self._preview(text, new_record, number, how, dialog=dialog)

    def _head_replaced(self, number: int, line: RecordLine) -> _Tried | None:
        """An edit that puts a line of another kind (a note, another command) in place of the
        line the game counts its players (rules) by, while the game holds play: refused as a
        delete of that line is (:meth:`_try_delete`), since it deletes it as surely, with what
        to do instead (change the names or the rules on that line, put a note on a line of its
        own). None when the edit keeps it (or play follows it not). A line that cannot be read
        is left to its own error, which says what is wrong with what was typed."""
        state = self.state
        kinds = {state.players_line: PlayersAction, state.rules_line: RulesAction}
        kind = kinds.get(number)
        if kind is None or isinstance(line.action, kind) or not holds_play(self._text):
            return None
        key = "replace_players_line" if kind is PlayersAction else "replace_rules_line"
        message = phrase(PHRASES, key, self._lang, line=number)
        rows = self._rows(state, state, None)
        return PreviewView(line.text.strip(), False, message, rows, ""), None, None

    def incomplete(self, line: str, what: str) -> PreviewView:
        """A dialog that still misses a choice: say which."""
        return PreviewView(
            line,
            False,
            phrase(PHRASES, "incomplete", self._lang, what=phrase(MISSING, what, self._lang)),
            self._rows(self.state, self.state, None),
            "",
            complete=False,
        )

    def preview_third_winner(
        self, winner: int, discarder: int, *, edit: int | None = None
    ) -> PreviewView | None:
        """A dialog's ``also ron`` by seat ``winner`` on seat ``discarder``'s discard whose value
        is not chosen yet, as a new line or as past line ``edit``: its preview when those two
        already make it a third winner on that discard under ``triple_ron_abort`` (sanchahou: no
        ron whatever its value, the abortive draw offered instead, :meth:`abort_instead`); None
        otherwise (the value is still to choose, or past line ``edit`` is no longer there: a
        dialog asking after the record changed)."""
        if edit is not None and not 1 <= edit <= len(self.record.lines):
            return None
        names = self.state_before(edit).names
        if not (0 <= winner < len(names) and 0 <= discarder < len(names)):
            return None
        # any value: the third winner is refused before its value is read
        line = ron_line(names[winner], names[discarder], WinValue("limit", limit="mangan"), also=True)
        if edit is None:
            view = self.preview_append(line, dialog=True)
        else:
            view = self.preview_replace(edit, line, dialog=True)
        return view if view.abort_instead and not view.ok else None

    def win_taken(self, line: str, edit: int | None = None) -> WinTaken:
        """What the game makes of a win's line from the calculator's desk, as a new line or in
        place of past line ``edit``: its preview (a dialog's: a refusal says why, and offers the
        abortive draw of a sanchahou); when the game takes it, the line's own change of points
        as its row in the history would show it (:meth:`GameResult.line_shares`: another winner
        on one discard, its own part), less the chombo penalties kept for the end that a line
        ending the game pays (:func:`chombo_paid`: no desk shows them, they are not the win's),
        and the win as the game settles it (its han, fu and yaku), which the desk's payments and
        results are held against."""
        number = len(self.record.lines) + 1 if edit is None else edit
        if edit is None:
            view, _record, result = self._try_append(line, dialog=True)
        else:
            view, _record, result = self._try_replace(edit, line, dialog=True)
        if not view.ok or result is None or not 1 <= number <= len(result.steps):
            return WinTaken(view)
        step = result.step(number)
        share = result.line_shares()[number - 1]
        kept = chombo_paid(step)
        if kept:  # the game's end pays them with this line: not the win's part the desk shows
            share = tuple(s - k for s, k in zip(share, kept, strict=True))
        return WinTaken(view, share, step_win(step))

    def _refusal(self, line: str, message: str) -> PreviewView:
        return PreviewView(line, False, message, self._rows(self.state, self.state, None), "", complete=False)

    def _preview(
        self, text: str, new_record: Record, number: int, how: EditKind, *, dialog: bool = False
    ) -> _Tried:
        """The preview of an edit, with the edited record and its replay (for the commit);
        ``dialog``: see :meth:`preview_append`."""
        lang = self._lang
        old = self._result
        new = tracker_replay(new_record, old)  # the lines before the edit are not applied again
        if how == "delete":
            step: Step | None = None
        else:
            step = new.step(number)
            if step.error is not None:
                rows = self._rows(old.final, old.final, None)
                message = _refusal_text(step.error, lang, dialog=dialog)
                if step.error.code == "not_counted" and how != "replace":  # a line not there yet
                    message = no_new_line(old, lang) or message  # is refused, not kept uncounted
                # a third winner on the discard (sanchahou): the abortive draw offered instead,
                # a new line's or a past line's corrected so (a line that cannot be read after the
                # two rons that ended the game: as the note and the league say, corrected)
                instead = 0
                if step.error.code == "triple_ron_abort" and how != "insert":
                    instead = self._abort_offer(number, new) if how == "replace" else self._abort_offer()
                if instead and how == "replace":  # the edit's dialogs show the button: said so
                    message = _refusal_text(step.error, lang, dialog=True)
                view = PreviewView(text, False, message, rows, "", abort_instead=instead)
                return view, new_record, new
        # a players line that reads, refused by the rules the edit leaves (a rules line edited
        # or inserted to a four-player preset before three names, or the reverse; a three-player
        # rules line deleted): the game never starts, a record the tracker would not open, so the
        # edit is refused with the players line's own sentence, as an edit of that line is (a
        # delete: with its own, which names the players line as it stands)
        refused = refused_players(new)
        if refused is not None:
            rows = self._rows(old.final, old.final, None)
            if how == "delete":  # said of the lines as they stand: the players line's number now
                players = refused.line + 1 if refused.line >= number else refused.line
                deleted = self.record.lines[number - 1].action
                key = "delete_rules_refused" if isinstance(deleted, RulesAction) else "delete_players_refused"
                message = phrase(PHRASES, key, lang, line=number, players=players)
            else:
                message = _refusal_text(refused, lang, dialog=dialog)
            return (
                PreviewView(text, False, message, rows, ""),
                new_record,
                new,
            )
        # a new also ron: the whole discard's settlement, from the points before its first ron
        first_ron = step is not None and how == "append" and _also_ron(step)
        if step is None:
            rows = self._rows(old.final, new.final, None)
        elif how == "append":
            rows = self._rows(step.hand if first_ron else old.final, new.final, step.settlement)
        else:  # a past line: its change as its row in the history shows it
            rows = self._rows(old.final, new.final, new.line_shares()[number - 1])
        later = _later_lines(old, new, number, how)
        warnings = _hand_notes(step, lang) + later_lines_texts(later, lang)
        instead = 0
        if how == "append" and step is not None:
            warnings = _new_hand_warning(old.final, step, lang, dialog=dialog) + warnings
            abort_warning = _abort_after_rons(old.final, step, lang, dialog=dialog)
            if abort_warning:  # the next hand's abort, where a sanchahou may have been meant
                warnings = (abort_warning, *warnings)
                instead = self._abort_offer()
        summary = _next_summary(step, lang) if how == "append" and step is not None else ""
        note = _win_note(step, lang) if step is not None else ""
        view = PreviewView(
            text,
            True,
            "",
            rows,
            summary,
            warnings,
            note=note,
            before_first_ron=first_ron,
            later=later,
            abort_instead=instead,
        )
        return view, new_record, new

    def _abort_offer(self, edit: int | None = None, result: GameResult | None = None) -> int:
        """The line of the first ron :meth:`abort_instead` would replace (0: none); ``edit``,
        ``result``: see :meth:`_ron_lines`."""
        lines = self._ron_lines(edit, result)
        return lines[0] if lines else 0

    def _rows(self, before: GameState, after: GameState, deltas: Points | None) -> tuple[PreviewRow, ...]:
        """Each player's change (``deltas``), points ``before`` and ``after``; without ``deltas``
        (a deleted line has no change of its own) what the standings do."""
        names = after.names or before.names
        out = []
        for seat, name in enumerate(names):
            b = before.points[seat] if before.points else 0
            a = after.points[seat] if after.points else b
            delta = deltas[seat] if deltas else a - b
            row = PreviewRow(
                seat,
                name,
                delta,
                signed_text(delta, self._lang),
                b,
                a,
                points_text(b, self._lang),
                points_text(a, self._lang),
            )
            out.append(row)
        return tuple(out)

    # -- files ------------------------------------------------------------------------------
    def open_file(self, path: str | os.PathLike[str]) -> None:
        """Open a record (undoable); a damaged or hostile file (its rules or players line unread
        among them) raises StorageError and changes nothing: neither the game on the table nor
        the file. A line of play that cannot be read is not: the game opens counted up to it, the
        line kept as it is (saved so until corrected or deleted) and marked (:attr:`unread_lines`).
        The game on the table, when it is in no file and the record does not continue it, is
        kept in the autosave's ``previous`` file first, as at a new game (``kept_notice`` says
        where). A game log raises :class:`GameLogGiven`: not read as a record (its first line said
        too long, or not a command), it is for the game-log window; a file named as a log that holds
        none, :class:`NoLogInside` (:func:`_check_no_log`)."""
        _check_no_log(path)
        # a bad line of play: marked, not refused; a cut one kept cut (saved back so, not whole)
        record, text, digest, result = open_game(path)
        file = (text, digest)
        self._chose_here()
        if self._resume_opened(str(path), text, digest):  # this game, autosaved with later lines
            return
        if self._lost_by(text):  # (the same text: nothing replaced, nothing kept)
            self._keep_previous_game()
        try:
            if not self._set_record(
                record, str(path), file=file, result=result, text=text
            ):  # this game from this file again
                self._saved, self._disk = self._seen[str(path)] = file
                self._notify()
        finally:
            self._own_version = {}

    def save(self, path: str | os.PathLike[str] | None = None, *, overwrite: bool = False) -> str:
        """Save atomically (to ``path``, or the file the game came from); returns the path.

        Saved to the file the game came from, the file must still hold what it held when it was
        opened or last saved here: if another program (another computer's tracker on a shared
        folder) changed it since, nothing is written and StorageError ``changed_on_disk`` says
        so; ``overwrite`` (the player chose to) replaces it all the same. A ``path`` that names
        that file again (Save as… onto it, by its name or another way to it) is checked just so:
        the save dialog's question is no word of another program's lines. Another ``path`` named
        is written whatever it holds when it was there (the save dialog asked); a ``path`` where no
        file is (a new name: the dialog asked nothing) is written only while none is, checked
        under its lock as a save over its own file is (a shared folder's other desk that saved a
        record under that name meanwhile: StorageError ``appeared``, its file kept)."""
        target = str(path) if path is not None else self._path
        if target is None:  # said whole, with no file to name
            raise StorageError("no_file")
        if overwrite:
            expect = None
        elif path is None or self._own_file(target):
            expect = self._disk
        else:
            expect = NO_FILE if not os.path.lexists(target) else None
        self._disk = save_record(target, self._text, expect=expect, lock=shared_file_lock, keep_cut=True)
        self._path = target
        self._saved = self._text
        self._seen[target] = (self._saved, self._disk)
        self._write_autosave()
        self._notify()
        return target

    def _own_file(self, target: str) -> bool:
        """Whether ``target`` is the file the game came from or was last saved to, by its name or
        another way to it (a link, another spelling of its folder); a file not there is compared
        by its resolved name."""
        own = self._path
        if own is None:
            return False
        try:
            return same_file(target, own)
        except (OSError, ValueError):  # either not there (gone, not made yet)
            return real_path(target) == real_path(own)

    # -- autosave ---------------------------------------------------------------------------
    def _read_autosave(self, autosave: Autosave) -> None:
        """Hold a slot of our own, then offer the newest unfinished game among it and the slots
        no other open tracker holds (a damaged one is set aside and reported). Else a finished
        game in our slot that was never saved is offered (and kept in ``previous`` before
        anything replaces it); else an unfinished game whose slot another mjgui seems to hold
        (it may be gone: the player can take the game over)."""
        own = True
        try:
            autosave.claim()
        except StorageError as err:  # said again at each write
            self.autosave_failed = err
            own = err.code != "busy"  # busy: our slot 1 is another live tracker's, never offered
            if own:  # the folder cannot be created or written: said at once
                off = err
                self._say_autosave(
                    lambda lang: phrase(
                        PHRASES, "autosave_off", lang, message=inner_sentence(off.message(lang), lang)
                    )
                )
        autosave.remove_stale_temp_files()
        games = self._slot_games(([autosave] if own else []) + autosave.free_slots(), set_aside=True)
        self._say_broken_locks(autosave)
        ended: _SlotGame | None = None
        mine = next((game for game in games if game[0] is autosave), None)  # our slot's game
        self._slot_seen = mine[1] if mine is not None else None
        if mine is not None:
            games = _without_copies(games, mine)
            _, text, source, _, result = mine
            if result.final.ended and not _saved_in(text, self._read_source(source)):
                ended = mine  # a finished game never saved: kept, and offered
            if ended is not None or _unfinished(result) or _headless(result):
                self._protect_previous = True  # moved to our previous file before anything replaces it
        if self._text:
            return
        self._start_games = games
        newest = _newest_unfinished(games, headless=True)
        if newest is not None and mine is not None and newest[0] is not autosave and self._protect_previous:
            self._unoffered = autosave.slot  # its game left in its slot, not moved aside
        if newest is not None:  # (another slot's game not resumed stays there, offered again)
            self._offer(newest)
        elif ended is not None:
            self._offer(ended, "ended")
        elif own:
            self._offer_held(autosave)

    def _say_broken_locks(self, autosave: Autosave) -> None:
        """Say each slot whose lock file is not one (a folder, a FIFO, a huge file...): it is
        left as it is, and the game autosaved beside it is neither offered nor written over."""
        for slot, err in autosave.broken:
            game = shown_path(slot.path) if os.path.lexists(slot.path) else None
            self._say_autosave(partial(_broken_lock, err, game))

    def _offer_held(self, autosave: Autosave) -> None:
        """Offer the newest unfinished game of a slot another mjgui holds, saying who holds it."""
        held = autosave.held_slots()
        # a damaged one is not ours to set aside while held: offered once it is free
        newest = _newest_unfinished(self._slot_games([slot for slot, _ in held], set_aside=False))
        if newest is None:
            return
        self._holder = next(who for slot, who in held if slot is newest[0])
        self._offer(newest, "held")

    def _slot_games(self, slots: Sequence[Autosave], *, set_aside: bool) -> list[_SlotGame]:
        """The autosaved game of each slot that has one, replayed. A damaged slot is skipped;
        with ``set_aside`` it is moved aside and said. A slot whose text reads but is no game
        (its players line cut or damaged: lines that do not replay, and no players) is damaged
        too: it is never offered, so it must not be written over unseen either. One with no
        players line at all and lines of play after its head (:func:`_headless`: the players
        line deleted or edited away, the tracker wrote it so) is no damage: it is a game, kept,
        and offered for resume (the players line put back there). A game this
        mjgui cannot play on (a newer mjgui's: :func:`unplayable`) is not damaged: skipped,
        left where it is (:meth:`Autosave.claim` never holds its slot), and, with
        ``set_aside``, said; in the slot this window holds (another program put it there
        meanwhile), the next write keeps it aside first and says where (see
        :meth:`Autosave.keep_other`)."""
        games: list[_SlotGame] = []
        for slot in slots:
            try:
                loaded = slot.load_game()
            except StorageError as err:
                if set_aside:
                    self._set_slot_aside(slot, err)
                continue
            if loaded is None:
                continue
            text, source, disk, cut, own = loaded
            result = tracker_replay(text)
            # a newer mjgui's game: never played on (the lines this mjgui wrote unread: its own)
            newer = unplayable(result.record, cut, own)
            if newer is not None:
                if set_aside and not (slot is self.autosave and slot.held):
                    self._say_autosave(partial(_newer_game, newer, shown_path(slot.path)))
                continue
            trouble = slot.unread_trouble() if own else None
            if set_aside and trouble is not None:  # its lines taken as ours: said why
                self._say_autosave(partial(_unread_trouble, trouble, slot, slot.doubt_kept))
            if not result.final.started and result.errors and not _headless(result):
                if set_aside:  # a players line that reads, refused (the rules edited): said so
                    refused = refused_players(result)
                    if refused is not None:
                        self._set_slot_aside(slot, refused, "refused_autosave")
                    else:
                        self._set_slot_aside(slot, result.errors[0])
                continue
            games.append((slot, text, source, disk, result))
        return games

    def _read_source(self, source: str | None) -> _Read | None:
        """The file an autosaved game names, read once however often an offer asks."""
        if not source:
            return None
        if source not in self._source_reads:
            self._source_reads[source] = _read_record_file(source)
        return self._source_reads[source]

    def _set_slot_aside(
        self, slot: Autosave, err: StorageError | GameError, key: str = "damaged_autosave"
    ) -> Callable[[str], str]:
        """Move a damaged slot's file aside and say where, after what was said before (each
        damaged slot is named); what was said, in any language (``key``: the phrase that says
        it; ``refused_autosave`` for a game that reads but whose players line the game refuses,
        which was not damaged)."""
        kept = slot.set_aside()
        if isinstance(err, StorageError):
            self.autosave_failed = err
        if kept is None and slot is self.autosave:  # left in place: kept before it is replaced
            self._protect_previous = True
        where = shown_path(kept or slot.path)

        def said(lang: str) -> str:
            return phrase(PHRASES, key, lang, path=where, message=err.message(lang))

        self._say_autosave(said)
        return said

    def _offer(
        self, game: _SlotGame, kind: str = "resume", *, reopened: bool = False, closed: bool = True
    ) -> None:
        """Offer a slot's game; its replay is kept for the offer's words and for resuming it,
        and its file as read for the offer is what a resume takes it to hold. ``reopened``: the
        window was shown again, with a game on its table (see :meth:`reopen`), or found another
        game written in its slot; ``closed`` (with it): the window was closed since it last
        wrote there (“While this window was closed…”), else the slot was written while it stayed
        open (a copy synced in)."""
        self._reopened = reopened
        self._offer_closed = closed
        if reopened:  # (the start's games are not this offer's neighbours any more)
            self._start_games = []
        self._offer_slot, text, source, disk, self._offer_result = game
        self._offer_read = read = self._read_source(source)
        self._offer_saved = _since_saved(text, source, read) if source and read is not None else None
        self._offer_kept_disk = disk
        self._offer_disk = _resumed_baseline(disk, self._offer_saved, read)
        self._resume = self._resume_view(text, source, kind)

    def _resume_view(self, text: str, path: str | None, kind: str = "resume") -> ResumeView:
        """The offer of the game :meth:`_offer` keeps (``text``, replayed), worded anew."""
        assert self._offer_result is not None
        lang = self._lang
        state = self._offer_result.final
        standings = ", ".join(
            f"{n} {points_text(p, lang)}" for n, p in zip(state.names, state.points, strict=True)
        )
        slot = self._offer_slot or self.autosave
        stamp = slot.modified() if slot is not None else None
        when = _when(stamp)
        rnd = round_text(state, lang) + ", " + phrase(PHRASES, "honba", lang, n=state.honba)
        if _headless(self._offer_result):  # its players line deleted or edited away: no standings
            first = self._offer_result.errors[0].line
            message = phrase(PHRASES, "resume_no_players", lang, when=when, line=first)
        elif self._reopened and slot is not None:
            keys = {  # (closed since its last write, the game ended): the message, written whole
                (True, True): "reopened_ended",
                (True, False): "reopened_resume",
                (False, True): "written_ended",
                (False, False): "written_resume",
            }
            message = phrase(
                PHRASES,
                keys[bool(self._offer_closed), kind == "ended"],
                lang,
                when=when,
                round=rnd,
                standings=standings,
            )
        elif kind == "ended" and slot is not None and slot.previous_taken_by(text):
            message = phrase(
                PHRASES,
                "ended_unsaved_beside",
                lang,
                when=when,
                standings=standings,
                folder=shown_path(slot.directory),
            )
        elif kind == "ended" and slot is not None:
            message = phrase(
                PHRASES,
                "ended_unsaved",
                lang,
                when=when,
                standings=standings,
                path=shown_path(slot.previous_path),
            )
        elif kind == "held":
            who = self._holder
            message = phrase(
                PHRASES,
                "held",
                lang,
                when=when,
                round=rnd,
                standings=standings,
                pid=who.pid if who else "?",
                host=who.host if who else "?",
                since=_when(who.since) if who else "?",
            )
        else:
            message = phrase(PHRASES, "resume", lang, when=when, round=rnd, standings=standings)
        cut = _cut_note(self._offer_result.record)
        if cut is not None:  # (else seen only later, as a note in the history)
            message += " " + phrase(PHRASES, "resume_cut", lang, text=cut)
        unread = unread_lines(self._offer_result)
        if unread:  # (its standings stop there: said, not taken for the whole game's)
            message += " " + phrase(PHRASES, "resume_unread", lang, line=unread[0])
        if path:  # where the data folder says the game came from: shown, trusted only on resume
            message += " " + _source_text(path, self._offer_saved, lang)
        others = self._other_unfinished()
        if others:  # the start offers one game: the others are said, so none is lost from sight
            message += " " + phrase(
                PHRASES,
                "resume_others",
                lang,
                n=len(others),
                folder=shown_path(others[0].directory),
                files=", ".join(shown_path(os.path.basename(slot.path)) for slot in others),
            )
        return ResumeView(text, path, message, kind)

    def _other_unfinished(self) -> list[Autosave]:
        """The slots read at start, other than the offered one, that hold an unfinished game (a
        game without its players line too), oldest slot first: the start offers one."""
        return [
            game[0]
            for game in self._start_games
            if game[0] is not self._offer_slot and (_unfinished(game[4]) or _headless(game[4]))
        ]

    def resume(self) -> bool:
        """Take the offered game. A game another mjgui held is taken over first (its lock
        broken, only while it still names the holder the player saw): False, with the reason in
        ``autosave_error``, when that holder renewed it meanwhile."""
        offer = self._resume
        if offer is None:
            return False
        return self._take_offer(offer)

    def _take_offer(self, offer: ResumeView, opened: tuple[str, _FileSeen] | None = None) -> bool:
        """Take the offered game (see :meth:`resume`); ``opened``: the file it was last saved
        as, opened now, its text (a prefix of the game) and the baseline a save checks."""
        if offer.kind == "held":
            slot = self._offer_slot
            failed: Callable[[str], str] = partial(phrase, PHRASES, "take_over_failed")
            try:
                taken = slot is not None and slot.take_over(self._holder)
            except LockError as err:  # its lock file replaced by what is not one: left alone
                taken, failed = False, err.message
            if not taken:
                self._resume = None
                self._say_autosave(failed, after=False)
                self._notify()
                return False
            if slot is not None:  # its game goes on in our slot; its file goes to its previous
                self._retire_later(slot, None, "")
        elif not self._reopened and self._offer_slot not in (None, self.autosave):
            self._go_on_in(self._offer_slot)
        path = opened[0] if opened is not None else trusted_source(offer.path)
        if offer.kind != "held" and (self._offer_slot is None or self._offer_slot is self.autosave):
            # the game goes on in the file it is in; a finished one in no file is kept when a new
            # game or a record replaces it on the table, as its offer says (kept now, it would be
            # kept again at each start it is opened on)
            self._protect_previous = False
        if (self._reopened or opened is not None) and self._lost_by(offer.text):
            self._keep_text = self._text  # the game shown is in no file: kept in ``previous``
            self._protect_previous = True
        # its game is the table's: no word where its slot's file goes (a game of another slot
        # offered before, dropped for it, is said)
        self._retire = [
            (slot, None if slot is self._offer_slot else text, key) for slot, text, key in self._retire
        ]
        self._resume = None
        self._history.clear()
        # the file's baseline is what this table last saved there, never what it holds now: a
        # save then asks when another program (another computer) changed it meanwhile
        read, disk = self._offer_read, self._offer_disk
        file = None if path is None or disk is None else (read[0] if isinstance(read, tuple) else None, disk)
        if opened is not None:  # read just now; its baseline as a resume takes it (see _resume_opened)
            file = opened[1]
        self._apply(offer.text, path, self._offer_result, file=file)
        return True

    def _go_on_in(self, slot: Autosave | None) -> None:
        """Another slot's game found at start is taken: this window moves into that slot and
        the game goes on there, so the game of the slot it held (another table's, perhaps: two
        tables killed at once) stays where it is, offered to the next tracker that starts,
        never moved aside here. When another tracker took that slot meanwhile, the game goes
        on in the slot held, and the other slot's file goes to its ``previous`` file; when
        another tracker wrote another game there since it was read (a table started while the
        offer stood, or after Not now), that game stays in its slot, offered at a later start,
        and the game taken goes on in the slot held."""
        if slot is None or self.autosave is None or self._resume is None:
            return
        taken = self._resume.text
        if not self.autosave.move_to(slot, taken):
            if same_game_text(slot.game_text(), taken):
                self._retire_later(slot, None, "")
            return
        self._offer_slot = self.autosave
        self._slot_seen = taken
        self._retire = [entry for entry in self._retire if entry[0].slot != slot.slot]

    def _resume_opened(self, path: str, text: str, digest: str) -> bool:
        """Open an autosaved game instead of the record at ``path`` (``text`` and ``digest``:
        what it holds, read now) when that record is the file the game was last saved as and
        holds the game's first lines: the autosave holds this same game with the lines entered
        after the save (a start after a crash, the record opened by a double-click), which must
        not be set aside as an earlier game while the file's older copy is shown. The game is
        the one offered, or, until something is put on the table (the offer declined first:
        "Not now" to the other table's game), any slot's unfinished game read at start (two
        tables killed at once: the offer is the newest, perhaps the other table's, which stays
        in its slot, offered to the next tracker that starts), while its slot still holds it as
        read at start (written since by another tracker: left there). Its later lines are said in
        :attr:`kept_notice` (not in the file yet). False (nothing done) otherwise: no such
        game (one whose slot another live mjgui holds is never taken so), another file, or a
        file whose lines part from the game's (edited elsewhere: opened as it is, and the
        game, kept aside, is said to be this file's game as the autosave held it)."""
        offer = self._resume
        standing: list[_SlotGame | None] = [None] if offer is not None and offer.kind != "held" else []
        read = (text, digest)
        name = shown_path(os.path.basename(path))
        others = [
            game
            for game in self._start_games
            if (offer is None or game[0] is not self._offer_slot) and _unfinished(game[4])
        ]
        for game in [*standing, *others]:
            if game is None:
                assert offer is not None
                source, game_text = offer.path, offer.text
            else:
                source, game_text = game[2], game[1]
            if not source or not _same_file(source, path):
                continue
            if game is not None and not same_game_text(game[0].game_text(), game_text):
                continue  # its slot written since the start (another table went on): stays there
            how, n, _err = _since_saved(game_text, path, read)
            if how == "differs":  # opened as it is: the game, kept aside, said as this file's
                self._own_version.setdefault(game_text, (name, n))
            if how not in ("same", "more"):
                continue
            if game is not None:  # another game read at start: the offer standing is dropped
                self._drop_offer()
                self._offer(game)
            # the baseline a resume takes, never what the file holds now: another desk may have
            # changed it since the last save here (cut its last hands), and the save then asks
            baseline = _resumed_baseline(self._offer_kept_disk, (how, n, None), read) or UNKNOWN_CONTENT
            if n:  # (first: said before where another game went)
                self._say_kept(partial(say, self._opened_words(path, baseline != digest), n=n, name=name))
            assert self._resume is not None
            return self._take_offer(self._resume, (path, (text, baseline)))
        return False

    def _opened_words(self, path: str, changed: bool) -> Msg:
        """What a record opened with an autosaved game's later lines says of them (see
        :meth:`_resume_opened`): ``path`` a game kept in the data folder, which Ctrl+S never
        saves over (it asks where); else a file another program ``changed`` since the game's
        last save here (the lines it lacks are not all this table's later ones, and the save
        asks before writing over it); else the lines entered after the last save."""
        if self._in_data(path):
            return OPENED_LATER_LINES_KEPT
        return OPENED_LINES_CHANGED_FILE if changed else OPENED_LATER_LINES

    def _lost_by(self, text: str) -> bool:
        """Whether the game on the table would be lost if ``text`` replaced it: a game
        (:meth:`_holds_game`: started, or with lines of play though it has no players line), in
        no file (not saved, changed since, or its file changed by another program since:
        :meth:`_file_dropped`), and not the beginning of ``text``."""
        if not self._holds_game() or _continues(text, self._text):
            return False
        return self.dirty or self._file_dropped()

    def decline_resume(self) -> None:
        """Not now: the offered game of the slot this window holds is kept in its ``previous``
        file once something else is autosaved; another slot's game (another table's, perhaps,
        whose tracker has not started yet) stays where it is, offered by the next tracker that
        starts. Until something is put on the table, opening the record such a game was last
        saved as still opens it with its later lines (see :meth:`_resume_opened`). The
        offer of the game in the slot this table last wrote answers the look at it: the game
        shown here goes on, in a slot this table holds. Another slot's game declined (a third
        table's, found in the slot this window was given when shown again) leaves the look as
        it was: the slot last written may still be open in another window."""
        offered = self._offer_slot or self.autosave
        if self._mine is not None and offered is not None and offered.slot == self._mine[0]:
            self._mine = None
        self._drop_offer()
        self._notify()

    def _drop_offer(self) -> None:
        """The offer stands no more, its game not taken (declined, or another game put on the
        table). A start's offer of another slot leaves that slot as it is; the slot a look found
        taken (:meth:`look_taken`), retired at the next write, says where its game went, so
        that no autosaved game is moved aside unsaid."""
        offer, self._resume = self._resume, None
        if offer is None:
            return
        self._retire = [
            (slot, offer.text if slot is self._offer_slot and text is None else text, key)
            for slot, text, key in self._retire
        ]

    def _retire_later(self, slot: Autosave, declined: str | None, key: str) -> None:
        """Have the next write move ``slot``'s file to its ``previous`` file (see
        :meth:`_write_autosave`), once: ``declined``, the game it holds, not resumed here (said
        where it went with the words ``key``); None: resumed, nothing to say."""
        self._retire = [entry for entry in self._retire if entry[0].slot != slot.slot]
        self._retire.append((slot, declined, key))

    def go_on_here(self) -> None:
        """The player chose to record this table's game here although another open tracker
        took its autosave slot (:attr:`elsewhere`): it goes on in a slot this table holds, the
        other tracker's game left where it is."""
        self._chose_here()
        self._notify()

    def _chose_here(self) -> None:
        """The player chose what this table records (“Go on here”, a new game, a file opened):
        the slot another tracker took is no longer watched; the next write watches its own."""
        self._elsewhere = None
        self._mine = None

    def _write_autosave(self) -> None:
        if self.autosave is None:
            return
        try:  # (the window closed since: the game found in the slot at start is ours to keep)
            late = self.autosave.reclaim(self._text, self._slot_seen)
        except StorageError as err:
            self.autosave_failed = err
            return
        if late or self._aside_before_write:  # a file in a slot held again, never looked at, or
            # written by another program while held: one that does not read goes aside, said
            self._aside_before_write = False
            self._set_damaged_aside(self.autosave)
        # another tracker's game in the slot (held again late, or written there while held):
        # left there, this window moved to a slot with no game, before anything is kept
        self.autosave.leave_other(self._text)
        if self._unoffered is not None and self._unoffered == self.autosave.slot:
            self._unoffered = None  # (the first write only: then the slot's game is the table's)
            here = self.autosave.read_text()
            # (the game of a record opened as it is, its lines parting from the game's: this
            # table's, kept aside and said as that file's game)
            own = any(same_game_text(here, game) for game in self._own_version)
            if (
                self._protect_previous
                and self._keep_text is None
                and not own
                and not same_game_text(here, self._text)
            ):
                # a game this window was never offered: left in its slot, another slot taken
                self._protect_previous = not self.autosave.move_to_empty()
        if self._protect_previous:
            try:
                kept = self.autosave.keep_previous(self._keep_text)
            except StorageError as err:  # the unfinished game stays in the autosave: tried again
                self.autosave_failed = err
                return
            self._protect_previous = False
            self._keep_text = None
            self._previous_taken = kept is not None
            if kept is not None and kept[0] != self._text:  # named where it really is
                self._say_kept(self._kept_words(kept[0], kept[1], "kept_previous"))
            self._dropped_from = {}
        try:  # (first: where the game went is said even when the write then fails)
            other = self.autosave.keep_other(self._text, previous_taken=self._previous_taken)
        except StorageError as err:
            self.autosave_failed = err
            return
        if other is not None:  # another tracker's game was in the slot: never set aside unsaid
            self._say_kept(partial(phrase, PHRASES, "kept_other", path=shown_path(other)))
        try:
            self.autosave.write(
                self._text,
                self._path,
                self._disk,
                previous_taken=self._previous_taken,
                unread=self.unread_lines,
            )
            self.autosave_failed = None
            self._autosaved = self._text
            if self._elsewhere is None:  # (the player has not chosen: the slot taken stays watched)
                self._mine = (self.autosave.slot, _file_identity(self.autosave.path), self._text)
                self._closed_since_write = False
        except StorageError as err:
            self.autosave_failed = err
            return
        self._previous_taken = False
        retiring, self._retire = self._retire, []
        for slot, declined, key in retiring:  # its game is ours now (resumed) or was not taken
            slot.retire()
            moved = slot.kept_copy(declined) if declined is not None else None
            if moved is not None and declined is not None:  # never moved aside unsaid
                self._say_kept(self._kept_words(declined, moved, key))

    def _kept_words(self, text: str, path: Path, key: str) -> Callable[[str], str]:
        """Where the game ``text`` was kept (``path``), said with the words ``key``
        (``kept_other``, else ``kept_previous``); the game of the record being opened, as the
        autosave held it, is said as that file's."""
        where = shown_path(path)
        own = self._own_version.get(text)
        if own is not None:
            name, line = own
            return partial(phrase, PHRASES, "kept_own_version", path=where, name=name, line=line)
        dropped = self._dropped_from.get(text) if key == "kept_previous" else None
        if dropped is not None:
            return partial(phrase, PHRASES, "kept_file_changed", path=where, name=dropped)
        if key == "kept_other":
            return partial(phrase, PHRASES, "kept_other", path=where)
        return partial(phrase, PHRASES, "kept_previous", path=where)

    def _set_damaged_aside(self, slot: Autosave) -> None:
        """Set the slot's file aside, and say so, when it does not read as a game, as a start
        or the window shown again does (:meth:`_slot_games`): a write after the window closed
        and before it is shown again (a record opened into the closed tracker) took the slot
        late, and wrote over such a file unseen; so did a write after another program put one
        in the slot held (“Go on here”, a Ctrl+S while the notice stands, a line typed). Said in
        the kept notice the window shows after the change."""
        said = len(self._autosave_said)
        self._slot_games([slot], set_aside=True)
        for words in self._autosave_said[said:]:
            self._say_kept(words)
            self._kept_damaged = True

    def close(self) -> None:
        """The tracker closes: its autosave slot is free for the next one (its game offered)."""
        if self.autosave is not None:
            self.autosave.release()
            self._closed = True
            self._closed_since_write = True

    def reopen(self) -> bool:
        """The tracker's window is shown again after :meth:`close` (the calculator's Ctrl+G):
        hold a slot again and look at it. When another tracker wrote a game there meanwhile
        (it resumed this table's game and played on, or started another), that game is offered
        as a start offers one (:attr:`resume_offer`, worded for a window opened again); should
        the player go on here, it stays in that slot and this window autosaves to a slot with no
        game (:meth:`Autosave.keep_other`). True when
        there is something to say: the offer, or what is wrong with the autosave now."""
        autosave = self.autosave
        if autosave is None or not self._closed:
            return False
        self._closed = False
        self._autosave_said = []  # looked at anew
        try:
            other = autosave.reclaim(self._text, self._slot_seen)
        except StorageError as err:  # said at the next write, as a start's busy folder is
            self.autosave_failed = err
            return False
        taken = self._taken()
        if taken is None:  # the slot last written is as this window left it: nothing happened
            self._closed_since_write = False  # while it was closed
        if not other:  # (an offer standing stays as it was)
            return self._resume is None and self.look_taken()
        if taken is not None and taken[0] is not autosave and self._resume is None:
            # the slot last written is taken (open in another window, or another game there):
            # said first; the game found in the slot held now is kept aside at the next write
            return self.look_taken()
        games = self._slot_games([autosave], set_aside=True)
        game = games[0] if games else None
        if game is not None and game[1] == self._slot_seen:
            return bool(self._autosave_said)  # as it was (offered at start, or declined)
        if game is not None and game[4].final.started and not same_game_text(game[1], self._text):
            self._slot_seen = game[1]
            self._offer(game, "ended" if game[4].final.ended else "resume", reopened=True)
            return True
        return bool(self._autosave_said)

    def look_taken(self) -> bool:
        """Look, now, whether another tracker took this table's autosave slot, the file this
        table last wrote: it holds the slot's lock, or the file is not the one written here
        (another tracker resumed this game from it while this window was closed and played on,
        or wrote another game there); the same game written anew there (a sync tool, a backup
        restored) is no other tracker's. Nothing else is read: a window that kept its slot,
        which nobody else wrote, is never held back, whatever other slots hold. While that tracker is
        open, :attr:`elsewhere` says so and nothing is recorded here until the player chooses
        (:meth:`go_on_here`, or the other tracker closes); once it has closed, its game is
        offered here (:attr:`resume_offer`, as :meth:`reopen` offers one: resumed, or declined
        and kept in its slot's ``previous`` file). True when either is so, or another offer
        stands; never writes, moves or keeps a file."""
        self._elsewhere = None
        if self._resume is not None:
            return True
        taken = self._taken()
        if taken is None:
            return False
        slot, held = taken
        games = self._slot_games([slot], set_aside=False)
        game = games[0] if games else None
        if held or game is None:  # open there, or its file gone (taken elsewhere, or removed)
            state = game[4].final if game is not None else None
            there = os.path.lexists(slot.path)
            self._elsewhere = (state, slot, self._closed_since_write, there)
            if slot is self.autosave and there and not held:  # one that does not read: never
                self._aside_before_write = True  # written over unkept (“Go on here”, Ctrl+S)
            return True
        if slot is self.autosave:  # the write here keeps it aside (see Autosave.keep_other)
            self._slot_seen = game[1]
            slot.keep_before_write()  # (also when this window was never closed: a copy synced in)
        else:  # resumed or declined: its file goes to its previous (declined: said where)
            self._retire_later(slot, game[1], "kept_other")
        kind = "ended" if game[4].final.ended else "resume"
        self._offer(game, kind, reopened=True, closed=self._closed_since_write)
        self._notify()
        return True

    def _taken(self) -> tuple[Autosave, bool] | None:
        """The slot this table last wrote, when another tracker took it since (see
        :meth:`look_taken`), and whether a live tracker holds it now; None when nobody did. A
        look at one lock and one file's identity; the file is read only when its identity
        changed, no live tracker holding it."""
        autosave, mine = self.autosave, self._mine
        if autosave is None or mine is None:
            return None
        number, written, text = mine
        ours = autosave.slot == number and autosave.still_held()
        slot = autosave if ours else Autosave(autosave.directory, number)
        try:
            held = not ours and looks_held(slot.lock_path)
        except LockError:  # no lock any more: nobody holds it
            held = False
        if held:
            return slot, held
        now = _file_identity(slot.path)
        if now == written:
            return None
        if now is not None and same_game_text(slot.read_text(), text):
            # the same game written anew (a sync tool, a backup restored, a file system that
            # gives the file a new inode or time, line ends made CRLF): this table's own write,
            # watched as it is now
            self._mine = (number, now, text)
            return None
        return slot, held


def _file_identity(path: Path) -> _FileId | None:
    """What tells one write of the file at ``path`` from another: each autosave is a new file
    (an atomic replace), with its time and size; None when there is none."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_mtime_ns, info.st_size


def _elsewhere_text(state: GameState | None, slot: Autosave, closed: bool, there: bool, lang: str) -> str:
    """The notice of this table's slot taken by another tracker (:attr:`TrackerController.elsewhere`):
    what happened, then what the player may do. With no game there that reads (``state`` None:
    the file gone, or, ``there``, one that does not read), none is ever offered from it: only
    “Go on here” is said."""
    path = shown_path(slot.path)
    if state is None:
        key = "taken_unreadable" if there else "taken_gone"
        return phrase(PHRASES, key, lang, path=path) + " " + phrase(PHRASES, "taken_choose_gone", lang)
    standings = ", ".join(
        f"{n} {points_text(p, lang)}" for n, p in zip(state.names, state.points, strict=True)
    )
    rnd = round_text(state, lang) + ", " + phrase(PHRASES, "honba", lang, n=state.honba)
    key = "taken_while_closed" if closed else "taken_open"
    said = phrase(PHRASES, key, lang, path=path, round=rnd, standings=standings)
    return said + " " + phrase(PHRASES, "taken_choose", lang)


def _without_copies(games: Sequence[_SlotGame], mine: _SlotGame) -> list[_SlotGame]:
    """``games`` without another slot's that is the very game our slot holds, which is retired
    (moved to its ``previous`` file): a game resumed from another slot is written to ours, then
    that slot is retired; a kill between the two left it in both, and the copy would be offered
    again once ours is finished."""
    out: list[_SlotGame] = []
    for game in games:
        if game[0] is not mine[0] and game[1] == mine[1]:
            game[0].retire()
            continue
        out.append(game)
    return out


def waiting_game(directory: str | os.PathLike[str]) -> GameState | None:
    """The unfinished game a tracker opened now on the data folder ``directory`` would offer
    (the newest among the slots no live tracker holds: :func:`_newest_unfinished`), or None:
    none, or only finished or damaged ones (the tracker says those when it opens). Only looked
    at: nothing is claimed, set aside or retired (the calculator's hint at a start)."""
    waiting = waiting_look(directory)[0]
    return None if waiting is None else waiting.state


class Proposal(NamedTuple):
    """The rules a new game proposes (:meth:`TrackerController.proposal`): a preset and its
    option words; the words of the rules proposed from that a new game refuses, left out, and
    why (the bounds those rules fail); whether they are the game's on the table (else the
    calculator's)."""

    preset: str
    options: str
    left_out: tuple[str, ...] = ()
    faults: tuple[RulesError, ...] = ()
    table: bool = True


def _bound_faults(preset: str, words: Sequence[str]) -> tuple[RulesError, ...]:
    """The bounds of rules typed now that ``preset`` with the option ``words``, read as
    recorded, fails (:func:`~mjgui.core.scoring.rules.typed_bound_errors`)."""
    action = parse_line(rules_line(preset, " ".join(words)), 0).action
    return typed_bound_errors(action.rules) if isinstance(action, RulesAction) else ()


class WaitingGame(NamedTuple):
    """A game in progress waiting in the tracker's autosave (:func:`waiting_look`): as
    autosaved, and the first of its lines that cannot be read (its standings are counted up to
    it: :func:`~mjgui.core.game.game.unread_lines`), or None."""

    state: GameState
    unread_line: int | None = None


def waiting_look(
    directory: str | os.PathLike[str], known: Collection[str] = ()
) -> tuple[WaitingGame | None, set[str]]:
    """The game :func:`waiting_game` finds, and the names of the slots' autosaves it read that
    hold no game in progress (a finished game, names and rules only; a file that does not read,
    or whose rules line this mjgui cannot read, is left out: the tracker sets it aside when it
    opens, never plays on under other rules), each read once. The slots named in ``known``
    (found with no game in progress before, unchanged since) are not read."""
    games: list[_SlotGame] = []
    try:
        slots = unheld_slots(directory)
    except OSError:  # a data folder that cannot be looked at: the tracker says why when it opens
        return None, set()
    for slot in slots:
        if slot.path.name in known:
            continue
        text = slot.read_text()
        if text is None:
            continue
        result = tracker_replay(text)
        # a newer mjgui's game: left there, not offered (the lines this mjgui wrote unread: its
        # own, named for the bytes it wrote, which the text read is; a look: no copy written)
        own = slot.own_unread(text.encode("utf-8"), keep=False)
        cut = cut_line(text, result.record)
        if unplayable(result.record, cut, own) is None:
            if cut is not None:  # as the tracker resumes it (a crash's cut line: a note, not a
                # line that cannot be read)
                result = tracker_replay(resumed_text(text, result.record, cut, own))
            games.append((slot, text, None, None, result))
    newest = _newest_unfinished(games)
    settled = {game[0].path.name for game in games if not _unfinished(game[4])}
    if newest is None:
        return None, settled
    unread = unread_lines(newest[4])
    return WaitingGame(newest[4].final, unread[0] if unread else None), settled


def waiting_text(waiting: WaitingGame, lang: str, menu: str) -> str:
    """What the calculator says at a start of a game waiting in the tracker (``waiting``: the
    game as autosaved): its players, round and honba, and how to open it (``menu``: the menu
    item, as the window names it); a game with a line that cannot be read says that its round
    is the one at that line, as the tracker's resume offer says it."""
    state = waiting.state
    rnd = round_text(state, lang) + ", " + phrase(PHRASES, "honba", lang, n=state.honba)
    text = phrase(PHRASES, "waiting", lang, players=", ".join(state.names), round=rnd, menu=menu)
    if waiting.unread_line is not None:
        text += " " + phrase(PHRASES, "waiting_unread", lang, line=waiting.unread_line)
    return text


def _unfinished(result: GameResult) -> bool:
    return result.final.started and not result.final.ended


def _headless(result: GameResult) -> bool:
    """Whether ``result`` (a replay) is a game with no players line at all and lines of play
    after its head, which count nothing for want of players (its players line deleted or edited
    away): no damage (no line unread, no players line broken or refused), a game to keep and
    offer, whose players line the player puts back."""
    if result.final.started or not result.errors:
        return False
    if any(isinstance(line.action, PlayersAction) for line in result.record.lines):
        return False
    return all(err.code in ("no_players", "no_players_3") for err in result.errors)


def _newest_unfinished(games: Sequence[_SlotGame], *, headless: bool = False) -> _SlotGame | None:
    """The unfinished game of the slot written last (of two written at once, the first);
    ``headless``: a game with no players line (:func:`_headless`) is one too (the tracker's
    offer at a start; never the calculator's word of a game waiting, which names its players)."""
    newest: tuple[float, _SlotGame] | None = None
    for game in games:
        if not (_unfinished(game[4]) or (headless and _headless(game[4]))):
            continue
        stamp = game[0].modified() or 0.0
        if newest is None or stamp > newest[0]:
            newest = (stamp, game)
    return None if newest is None else newest[1]


def _when(stamp: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp)) if stamp else ""


def _same_file(one: str, other: str) -> bool:
    """Whether the two paths name the same file (False when either cannot be looked at)."""
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def _continues(text: str, game: str) -> bool:
    """Whether ``text`` begins with every line of ``game`` (the same game, or it with more lines
    after them)."""
    ours = without_blank_end(split_lines(game))
    theirs = without_blank_end(split_lines(text))
    return theirs[: len(ours)] == ours


def _saved_in(text: str, read: _Read | None) -> bool:
    """Whether the autosaved ``text`` is what the file it names holds (``read``: that file as
    read; saved, nothing lost)."""
    return isinstance(read, tuple) and read[0].rstrip("\r\n") == text.rstrip("\r\n")


def _since_saved(text: str, path: str, read: _Read) -> _SinceSaved:
    """The autosaved ``text`` against the file it was last saved as (``read``: that file read
    as a record is, with its limits): ("same", 0), ("more", n): n lines are not in the file
    yet, ("differs", n): they part at line n, ("gone", 0) or ("unreadable", 0) with the
    reason."""
    if isinstance(read, StorageError):
        return ("unreadable", 0, read) if os.path.lexists(path) else ("gone", 0, None)
    saved = read[0]
    ours, theirs = (without_blank_end(split_lines(t)) for t in (text, saved))
    same = next((i for i, (a, b) in enumerate(zip(ours, theirs, strict=False)) if a != b), None)
    if same is None and len(theirs) <= len(ours):
        more = len(ours) - len(theirs)
        return ("more", more, None) if more else ("same", 0, None)
    return ("differs", (same if same is not None else min(len(ours), len(theirs))) + 1, None)


def _resumed_baseline(disk: str | None, since: _SinceSaved | None, read: _Read | None) -> str | None:
    """What a resumed game's file is taken to hold since its last save here: the digest the
    autosave kept (``disk``). An older autosave that did not keep it: the file's content as
    read for the offer (``read``) while the file holds the game's first lines (nothing of
    another's in it), else :data:`UNKNOWN_CONTENT`, so the save asks. None: no file. A file
    that holds this very game is taken as it is, whatever the autosave kept: nothing of
    another's is in it (a kill after a save, before the source file took the file's new
    digest, left the digest of what the file held before)."""
    if since is not None and since[0] == "same" and isinstance(read, tuple):
        return read[1]
    if disk is not None:
        return disk
    if since is None:
        return None
    if since[0] in ("same", "more") and isinstance(read, tuple):
        return read[1]
    return UNKNOWN_CONTENT


def _cut_note(record: Record) -> str | None:
    """What was written of the line cut short that an autosaved game ends with, kept as a note
    (``# mjgui cut short: tsu``, :func:`~mjgui.core.game.storage.cut_as_note`): ``tsu``; None
    when the game ends with another line."""
    last = next((line for line in reversed(record.lines) if line.text.strip()), None)
    if last is None or last.action is not None or last.error is not None:
        return None
    text = last.text.strip()
    return cut_short_note(text.removeprefix("# ")) if text.startswith("# ") else None


def _source_text(path: str, since: _SinceSaved | None, lang: str) -> str:
    """The file an offered game was last saved as, and what of the game it lacks."""
    shown = shown_path(path)
    how, n, err = since or ("same", 0, None)
    if how == "more":
        name = shown_path(os.path.basename(path))
        return say(RESUME_UNSAVED_LINES, lang, path=shown, n=n, name=name)
    if how == "differs":
        return phrase(PHRASES, "resume_source_differs", lang, path=shown, line=n)
    if how == "gone":
        return phrase(PHRASES, "resume_source_gone", lang, path=shown)
    if how == "unreadable" and err is not None:
        return phrase(PHRASES, "resume_source_unreadable", lang, path=shown, message=err.message(lang))
    return phrase(PHRASES, "resume_source", lang, path=shown)


def _read_record_file(path: str) -> _Read:
    """``path`` read once as a record (not strict): its text, as the tracker keeps it (a cut last
    line of play that does not read kept without its line break, as *File > Open* keeps it:
    :func:`~mjgui.core.game.storage.kept_text`), and the digest of the bytes read."""
    try:
        _record, text, digest = open_record_text(path, strict=False)
    except StorageError as err:
        return err
    return text, digest


def _keep_cut(old_text: str, old: Record, new: Record) -> str:
    """The text of ``new``, a record edited from ``old`` (whose text is ``old_text``): a last
    line cut short that does not read (kept without its line break:
    :func:`~mjgui.core.game.storage.kept_text`) stays so while it is still the last line, as it
    was (a line above it edited, inserted or deleted); corrected or deleted, it is a whole line."""
    text = new.text
    if not old_text or old_text.endswith(("\n", "\r")) or not old.lines or not new.lines:
        return text
    last, was = new.lines[-1], old.lines[-1]
    if last.text == was.text and last.error is not None and is_cut_text(old_text):
        return text[:-1]
    return text


def _hand_notes(step: Step | None, lang: str) -> tuple[str, ...]:
    """The notes on a ``hand "…"`` line's hand (more ura than dora indicators...): the line is
    taken, with a gentle word."""
    action = step.line.action if step is not None else None
    value = getattr(action, "value", None)
    if not isinstance(value, HandValue):
        return ()
    return tuple(n.message(lang) for n in notes(value.spec))


def _later_lines(old: GameResult, new: GameResult, number: int, how: str) -> tuple[LaterLines, ...]:
    """The later lines an edit makes rejected, then those it mends (accepted again), each run of
    lines one after the other for one reason together, then those accepted before and after it
    that pay otherwise (:func:`_repaid_lines`): the one decision the edit dialog's preview and
    the desk's Ctrl+Enter both say (:func:`later_lines_texts`)."""
    old_errors = {e.line for e in old.errors}
    rejected: list[LaterLines] = []
    new_errors = {e.line for e in new.errors}
    for err in new.errors:
        if err.line == number and how != "delete":
            continue
        before = _old_number(err.line, number, how)
        if before is None or before not in old_errors:
            _add_line(rejected, err.line, err)
    mended: list[LaterLines] = []
    for line in sorted(old_errors):
        if how == "replace" and line == number:
            continue
        if how == "delete" and line == number:
            continue
        now = line if how == "replace" else (line + 1 if how == "insert" and line >= number else line)
        if how == "delete" and line > number:
            now = line - 1
        if now not in new_errors:
            _add_line(mended, now, None)
    return (*rejected, *mended, *_repaid_lines(old, new, number, how))


def _old_number(line: int, number: int, how: str) -> int | None:
    """The number before an edit (``how`` line ``number``) of what is line ``line`` after it;
    None for the line inserted."""
    if how == "insert":
        return None if line == number else (line - 1 if line > number else line)
    if how == "delete":
        return line + 1 if line >= number else line
    return line


def _repaid_lines(old: GameResult, new: GameResult, number: int, how: str) -> tuple[LaterLines, ...]:
    """The later lines accepted before and after an edit whose change of points it changes (a
    past draw made noten: the next win is a dealer's, or has another honba or sticks), one a
    line: a ``hand "…"`` line is scored at the seat and the table the game gives it."""
    old_shares, new_shares = old.line_shares(), new.line_shares()
    out: list[LaterLines] = []
    for line in range(number if how == "delete" else number + 1, len(new.steps) + 1):
        before = _old_number(line, number, how)
        if before is None:
            continue
        was, now = old.step(before), new.step(line)
        was_share, now_share = old_shares[before - 1], new_shares[line - 1]
        if was.error is not None or now.error is not None or was_share == now_share:
            continue
        # a line of play at one table (none before the players line, nor one where an edited
        # rules line seats another number of players)
        if now.hand.started and was.hand.started and len(was_share) == len(now_share) == now.hand.seats:
            out.append(LaterLines(line, line, repaid=Repaid(was, now, was_share, now_share)))
    return tuple(out)


def _add_line(runs: list[LaterLines], line: int, error: GameError | None) -> None:
    """``line`` added to the last run of ``runs`` when it follows it for the same reason, else as
    a run of its own."""
    last = runs[-1] if runs else None
    if last is not None and line == last.last + 1 and _same_reason(last.error, error):
        runs[-1] = last._replace(last=line)
    else:
        runs.append(LaterLines(line, line, error))


def _same_reason(one: GameError | None, other: GameError | None) -> bool:
    if one is None or other is None:
        return one is other
    return one.code == other.code and one.body("en") == other.body("en")


def later_lines_text(run: LaterLines, lang: str, *, done: bool = False) -> str:
    """What an edit does to a run of later lines: what it would do (the edit dialog's preview),
    or (``done``) what it did, once recorded (the desk's Ctrl+Enter). One line is named; several
    are counted, with their first and last."""
    if run.repaid is not None:
        return _repaid_text(run.first, run.repaid, lang, done=done)
    count, first, last = run.last - run.first + 1, run.first, run.last
    if run.error is None:
        if count == 1:
            return phrase(PHRASES, "fixed_now" if done else "fixed_after", lang, line=first)
        key = "fixed_now_lines" if done else "fixed_after_lines"
        return phrase(PHRASES, key, lang, n=count, first=first, last=last)
    message = _rejection(run.error, lang)
    if count == 1:
        return phrase(
            PHRASES, "rejected_now" if done else "rejected_after", lang, line=first, message=message
        )
    key = "rejected_now_lines" if done else "rejected_after_lines"
    return phrase(PHRASES, key, lang, n=count, first=first, last=last, message=message)


#: the later lines that pay otherwise an edit names: more are counted (the first ones named)
_REPAID_NAMED = 3


def later_lines_texts(later: Sequence[LaterLines], lang: str, *, done: bool = False) -> tuple[str, ...]:
    """:func:`later_lines_text` of each run of ``later``, except that of many lines that pay
    otherwise, the first are named and the others counted."""
    said = [later_lines_text(run, lang, done=done) for run in later if run.repaid is None]
    repaid = [run for run in later if run.repaid is not None]
    named = repaid if len(repaid) <= _REPAID_NAMED else repaid[: _REPAID_NAMED - 1]
    said += (later_lines_text(run, lang, done=done) for run in named)
    if len(repaid) > len(named):
        key = "repaid_more_now" if done else "repaid_more_after"
        said.append(phrase(PHRASES, key, lang, n=len(repaid) - len(named)))
    return tuple(said)


def _repaid_text(line: int, repaid: Repaid, lang: str, *, done: bool) -> str:
    """A later line that pays otherwise after an edit: its round and who won (or what it is),
    the winner's points from it now and before (or the points of the player whose change moved
    most), and why: the dealer, round, honba or sticks of its hand."""
    now, was_share, now_share = repaid.now, repaid.was_share, repaid.now_share
    hand = now.hand
    win = step_win(now)
    action = now.line.action
    if isinstance(action, RonAction):
        key = "w_also" if action.also else "w_ron"
        what = phrase(PHRASES, key, lang, winner=action.winner, discarder=action.discarder)
    elif isinstance(action, TsumoAction):
        what = phrase(PHRASES, "w_tsumo", lang, winner=action.winner)
    else:
        what = step_summary(now, now.state, lang)
    said = {"line": line, "round": round_text(hand, lang), "what": what}
    if win is not None and was_share[win.winner] != now_share[win.winner]:
        seat, key = win.winner, "repaid_now" if done else "repaid_after"
        said |= {"now": points_text(now_share[seat], lang), "was": points_text(was_share[seat], lang)}
    else:
        moved = [abs(n - w) for n, w in zip(now_share, was_share, strict=True)]
        seat, key = moved.index(max(moved)), "regiven_now" if done else "regiven_after"
        said |= {"now": signed_text(now_share[seat], lang), "was": signed_text(was_share[seat], lang)}
    return phrase(PHRASES, key, lang, name=hand.names[seat], why=_repaid_why(repaid, seat, lang), **said)


def _repaid_why(repaid: Repaid, seat: int, lang: str) -> str:
    """Why a later line pays otherwise (``seat``: the player :func:`_repaid_text` names): the
    player's own deal gained or lost, else its hand's honba, riichi sticks, dealer or round."""
    was, now = repaid.was.hand, repaid.now.hand
    if was.dealer != now.dealer and seat in (was.dealer, now.dealer):
        key = "repaid_not_dealer" if was.dealer == seat else "repaid_dealer"
        return phrase(PHRASES, key, lang, name=now.names[seat])
    if was.honba != now.honba:
        return phrase(PHRASES, "repaid_honba", lang, now=now.honba, was=was.honba)
    if was.sticks != now.sticks:
        return phrase(PHRASES, "repaid_sticks", lang, n=now.sticks, was=was.sticks)
    if was.dealer != now.dealer:  # a tsumo: paid by another dealer
        return phrase(PHRASES, "repaid_dealer", lang, name=now.names[now.dealer])
    if (was.round_wind, was.hand) != (now.round_wind, now.hand):
        return phrase(PHRASES, "repaid_round", lang, now=round_text(now, lang), was=round_text(was, lang))
    return phrase(PHRASES, "repaid_other", lang)


def correction_text(later: Sequence[LaterLines], lang: str) -> str:
    """What a correction of a past line did to the lines after it, said once it is recorded
    (the desk's Ctrl+Enter: no preview was seen), with how to take it back when it made lines
    rejected; "" when it changed none."""
    said = list(later_lines_texts(later, lang, done=True))
    if any(run.error is not None for run in later):
        said.append(phrase(PHRASES, "undo_correction", lang))
    return " ".join(said)


def _rejection(error: GameError, lang: str) -> str:
    """Why a later line is rejected: the record's reason. For a line after the game's end, its
    reason without the record's advice to delete "this line": the edit ended the game there,
    and there may be many lines."""
    if error.code not in ("game_over", "game_over_yame"):
        return error.body(lang)
    reason = error.params.get("reason")
    words = getattr(reason, "message", None)
    why = inner_sentence(str(words(lang)), lang) if callable(words) else str(reason)
    key = "ended_before_yame" if error.code == "game_over_yame" else "ended_before"
    return phrase(
        PHRASES, key, lang, end=error.params.get("end"), reason=why, option=error.params.get("option")
    )


def _refusal_text(error: GameError, lang: str, *, dialog: bool) -> str:
    """Why a line is refused; from a dialog, in the dialog's words where the record's would have
    the player type words (:data:`DIALOG_REFUSALS`, by the error's code)."""
    worded = DIALOG_REFUSALS.get(error.code) if dialog else None
    if worded is None:
        return error.message(lang)
    return say(worded, lang, **error.params)


def _new_hand_warning(before: GameState, step: Step, lang: str, *, dialog: bool) -> tuple[str, ...]:
    """A ``ron`` on the last ron's discard that starts a new hand, while that discard could
    have another winner (:func:`~mjgui.controller.game.present.new_ron_on_last_discard`): how
    to record a second winner instead (a dialog's check box, or "also" typed)."""
    action = step.line.action
    if not isinstance(action, RonAction) or not new_ron_on_last_discard(before, action):
        return ()
    group = before.last_ron
    assert group is not None  # a new ron on its discard
    key = "new_hand_not_also_dialog" if dialog else "new_hand_not_also"
    winner = before.seat_of(action.winner)
    name = before.names[winner] if winner is not None else action.winner
    discarder = before.names[group.discarder]
    return (phrase(PHRASES, key, lang, winner=name, discarder=discarder),)


def _abort_after_rons(before: GameState, step: Step, lang: str, *, dialog: bool) -> str:
    """An ``abort`` right after the second ron on one discard under ``triple_ron_abort``: it is
    the next hand's, the rons stay paid; a third winner on that discard (sanchahou) is recorded
    otherwise (the dialog's "Abortive draw instead of the rons", or Also ron…). "" for any
    other line."""
    if not isinstance(step.line.action, AbortAction) or step.error is not None:
        return ""
    group = before.last_ron
    if group is None or not sanchahou_possible(before):
        return ""
    key = "abort_after_rons_dialog" if dialog else "abort_after_rons"
    return phrase(PHRASES, key, lang, first=group.first_line, discarder=before.names[group.discarder])


def _win_note(step: Step, lang: str) -> str:
    """How a line's change is counted: paarenchan made a win a yakuman (the line said in words,
    with what it was paid as), the tsumo loss of three players, a chombo whose penalty the rules
    keep for the end (``chombo_at_end``) or take off the final score (``chombo_score_penalty``)
    rather than pay at the table, a line that ends the game and so pays the chombo penalties kept
    for the end or gives the riichi sticks left on the table to first place (each said as the
    history says it); "" for any other line."""
    action = step.line.action
    rules = step.before.rules
    deferred = isinstance(action, ChomboAction) and step.error is None
    deferred = deferred and bool(rules.chombo_at_end or rules.chombo_score_penalty)
    ending = bool(chombo_paid(step)) or sticks_given(step) > 0  # counted in the change: say why
    shown = paarenchan_win(step) is not None or deferred or ending
    notes = [step_summary(step, step.state, lang)] if shown else []
    notes.append(_tsumo_loss(step, lang))
    return " ".join(n for n in notes if n)


def _tsumo_loss(step: Step, lang: str) -> str:
    """A tsumo at a three-player table: the share North would pay with four players, which
    nobody pays (tsumo loss), so the winner's smaller gain is no surprise ("" otherwise, and
    when the liable player pays the whole tsumo). The one settlement decides it
    (:func:`~mjgui.core.scoring.settle.tsumo_loss`), as the calculator's arithmetic does."""
    before = step.hand
    if not isinstance(step.line.action, TsumoAction) or before.rules.players != 3:
        return ""
    win = step_win(step)
    if win is None:
        return ""
    share = tsumo_loss(
        winner=win.winner,
        dealer=before.dealer,
        base=win.base,
        rules=before.rules,
        liable=win.liable,
        pao_base=win.pao_base,
    )
    if share <= 0:
        return ""
    return phrase(PHRASES, "tsumo_loss", lang, points=points_text(share, lang))


def _also_ron(step: Step) -> bool:
    """The line is an ``also ron`` that settles its discard again (with the first ron on it)."""
    action = step.line.action
    return isinstance(action, RonAction) and action.also and step.error is None


def _next_summary(step: Step, lang: str) -> str:
    """What comes after the line: the game's end, the next hand, or the same hand going on. An
    ``also ron`` is read from its hand (before the first ron on the discard), as that ron is:
    the game that ron ended stays over unless this winner is the dealer, who keeps the deal."""
    after = step.state
    before = step.hand
    if after.ended and not before.ended:
        return phrase(
            PHRASES,
            "ends",
            lang,
            reason=end_reason_text(
                after.end_reason or "last_hand", after.rules, lang, extra_round=after.extra_round
            ),
        )
    if not after.started:
        return ""
    key = "same_hand" if after.hands == before.hands else "next_hand"
    return phrase(
        PHRASES,
        key,
        lang,
        round=round_text(after, lang),
        honba=phrase(PHRASES, "honba", lang, n=after.honba),
        sticks=sticks_text(after.sticks, lang),
    )


def preset_players(preset: str) -> int:
    """How many players the preset seats, the names a new game asks for (4 for a name the
    presets do not know: the check then says why)."""
    rules = PRESETS.get(preset)
    return rules.players if rules is not None else 4


def check_new_game(names: Sequence[str], preset: str, options: str, lang: str) -> str:
    """Why these names and rules cannot start a game ("" when they can). A line break pasted
    into a name or into the rule options is refused as such: a rules or players line with one in
    it is two lines of the record (the line after it refused, the options after it lost), while
    the line checked here as one reads it as a space. Each name is checked alone as one name
    of the record (:func:`~mjgui.core.game.record.name_flaw`), said of its seat, before the
    players line is made of them: on that line a space made two names (under a three-player
    preset, four names the line reads), a ``#`` a comment that cut the name, quotes were taken
    away; and the names are counted against the preset."""
    if any(not n.strip() for n in names):
        return phrase(PHRASES, "incomplete", lang, what=say(MISSING["player"], lang))
    for seat, name in enumerate(names):
        if len(split_lines(name.strip())) > 1:
            return phrase(PHRASES, "name_several_lines", lang, seat=wind_name(seat, lang))
    for seat, name in enumerate(names):
        refused = parse_line(name, 0).error if FORBIDDEN_CHARS.search(name) else None
        if refused is not None:  # a control character, as the record says it of any line
            return refused.message(lang)
        flaw = name_flaw(name)
        if flaw is not None:
            return _name_flaw_text(flaw, name.strip(), seat, lang)
    count = len(split_lines(options.strip()))
    if count > 1:
        return phrase(PHRASES, "options_several_lines", lang, n=count)
    edition = _typed_edition(preset, options)
    if edition is not None:  # rules_line names the edition played: the score command's sentence
        return edition.message(lang)
    parsed = parse_line(rules_line(preset, options), 0, typed=True)
    if parsed.error is not None:
        return parsed.error.message(lang)
    players = preset_players(preset)
    if len(names) != players:
        return phrase(PHRASES, "names_for_rules", lang, rules=preset, n=players, count=len(names))
    parsed = parse_line(players_line(names), 0)
    return parsed.error.message(lang) if parsed.error is not None else ""


def _typed_edition(preset: str, options: str) -> RuleWordError | None:
    """The refusal of an ``edition=N`` word among the typed rule options of a known preset, as
    ``score --rule-option`` gives it: the record's rules line already names the edition this
    mjgui plays, and a second one would contradict it (None: no such word)."""
    if preset.lower() not in PRESETS:
        return None
    for word in options.split():
        key, _, raw = word.partition("=")
        if "=" in word and key.strip().lower() == EDITION_WORD:
            return edition_option(PRESETS[preset.lower()], raw.strip())
    return None


#: how the New game dialog says a name that is not one record name (record.name_flaw's word)
_NAME_FLAWS = {
    "space": "name_field_space",
    "hash": "name_field_hash",
    "quote": "name_field_quote",
    "char": "name_field_char",
    "invisible": "name_field_invisible",
    "long": "name_field_long",
    "reserved": "name_field_reserved",
    "number": "name_field_number",
}


def _name_flaw_text(flaw: str, name: str, seat: int, lang: str) -> str:
    """A name field's flaw (:func:`~mjgui.core.game.record.name_flaw`) said of its seat: the
    character at fault (the first quote, comma, = or backslash), the length as the record counts
    it."""
    key = _NAME_FLAWS[flaw]
    bad = {"quote": "\"'", "char": ",=\\"}.get(flaw, "")
    char = next((c for c in name if c in bad), "")
    length = len(without_bidi_marks(name))
    return phrase(
        PHRASES, key, lang, seat=wind_name(seat, lang), name=name, char=char, n=length, max=MAX_NAME
    )


def new_game_note(names: Sequence[str], lang: str) -> str:
    """A note on names that can start a game but look alike (:func:`~mjgui.core.game.record.
    looks_alike`: ``Anna`` and ``Аnna`` with a Cyrillic А, ``Ёлка`` and ``Елка``), said as the
    league says such names, the one mixing Latin and Cyrillic letters first: a player at the
    table sees one name twice. "" when none do (of the first two that do, the note)."""
    typed = [n.strip() for n in names]
    for i, one in enumerate(typed):
        for two in typed[i + 1 :]:
            name, other = (two, one) if mixes_scripts(two) and not mixes_scripts(one) else (one, two)
            found = looks_alike(name, other) if name and other else None
            if found is None:
                continue
            said = {"name": name, "other": other, "position": found.position, "letter": found.letter}
            if found.script is None or found.other_script is None:
                return phrase(
                    PHRASES, "names_lookalike_letter", lang, **said, other_letter=found.other_letter
                )
            scripts = {"script": found.script.message(lang), "other_script": found.other_script.message(lang)}
            return phrase(PHRASES, "names_lookalike", lang, **said, **scripts)
    return ""


def new_game_problem(names: Sequence[str], preset: str, options: str, lang: str) -> tuple[str, str]:
    """Why these names and rules cannot start a game as the New game dialog says it under its
    fields, and the whole of it (for its tooltip): ("", "") when they can. A rule option that is
    not one, near one that is, is said with that one ("did you mean east_only?"); the list of
    every option is left to the whole: under the fields, it pushed them out of the dialog."""
    whole = check_new_game(names, preset, options, lang)
    error = parse_line(rules_line(preset, options), 0, typed=True).error if whole else None
    reason = error.params.get("reason") if error is not None else None
    unknown = ("unknown_rule_option", "unknown_rule_option_near")
    if error is None or error.code not in unknown or error.message(lang) != whole:
        return whole, whole
    name = reason.params.get("name") if isinstance(reason, MahjongError) else None
    near = nearest_option(name) if isinstance(name, str) else None
    if near is None:
        return whole, whole
    return phrase(PHRASES, "unknown_option_near", lang, name=name, near=near), whole

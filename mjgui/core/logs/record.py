"""A log's game as our plain-text game record (``.mjgame``, docs/game-record.md).

Each hand becomes the record lines a scorer at the table would have written: ``riichi``
lines, then ``ron``/``also ron``/``tsumo`` with the log's own value (han and fu, or yakuman),
``draw`` with the players shown tenpai (``nagashi`` holders too), or ``abort``. Replaying the
record with :func:`mjgui.core.game.replay` gives the standings the log's server paid, so the
tracker can show a real game.

A log is somebody else's file: its names and labels are never written raw. A name becomes a
record name (no spaces, quotes, control or bidirectional characters: they could start a new
line or make one read as another), a comment shows them escaped and cut short, and what a
record cannot say (a seat outside 0–3, or 0–2 with three players, a value outside 1–99 han, a
first hand that is not East 1 at the start points, as in a one-hand excerpt) refuses the
conversion with the hand and the reason. :func:`save_game_record` reads the written file back
with the record reader before it takes the place of the target, so "Saved" means the tracker
opens it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from mjgui.core.errors import MahjongError
from mjgui.core.game.lines import rules_line_of
from mjgui.core.game.record import MAX_HAN, EndReason, GameError
from mjgui.core.game.storage import StorageError, atomic_write_text, load_record
from mjgui.core.i18n import Msg, msg, nmsg, say
from mjgui.core.logs.model import (
    GameLog,
    LogError,
    LogHand,
    LogWin,
    aborts,
    is_seat,
    paid_first,
    played_rules,
    points_after,
)
from mjgui.core.logs.names import names_for_record, unsafe
from mjgui.core.numbers import number
from mjgui.core.scoring.points import HAN_ALONE
from mjgui.core.scoring.rules import Rules
from mjgui.core.shown import escape_controls
from mjgui.core.text import round_letters

if TYPE_CHECKING:
    from mjgui.core.game.game import GameResult

#: The fewest fu that make a hand of these han a mangan: what a record writes for a limit the log
#: names without its fu (``満貫2000-4000点`` at 4 han), so that the record pays what the log paid.
LIMIT_FU = {4: 40, 3: 70}
#: A comment shows at most this many characters of a name or a label from the log.
SHOWN_CHARS = 64

MESSAGES: dict[str, Msg] = {
    # round, seat, role, last (the game's last seat: 3, or 2 with three players)
    "seat": msg(
        "logrecord:seat",
        "Hand {round}: the log names seat {seat} as {role}, but the game has seats 0–{last}. This "
        "game cannot be written as a game record; nothing was saved.",
    ),
    # round, han, max
    # round; problem: why our core finds no win in the hand (its own sentence)
    "unvalued": msg(
        "logrecord:unvalued",
        "Hand {round}: the log says only what the win moved, not its han and fu, and mjgui finds no "
        "win in its hand ({problem}). This game cannot be written as a game record; nothing was saved.",
    ),
    # round; ours, log: the winner's gain by mjgui's reading of the hand and by the log's changes
    "unvalued_differs": msg(
        "logrecord:unvalued_differs",
        "Hand {round}: the log says only what the win moved, not its han and fu, and mjgui's reading "
        "of its hand pays the winner {ours} points where the log's changes give {log}: a record would "
        "pay what the log's table did not. This game cannot be written as a game record; nothing was "
        "saved.",
    ),
    # round: the winner's gain agrees, the players who pay it do not
    "unvalued_payers": msg(
        "logrecord:unvalued_payers",
        "Hand {round}: the log says only what the win moved, not its han and fu, and by mjgui's "
        "reading of its hand other players pay the win than the log's changes say: a record would pay "
        "what the log's table did not. This game cannot be written as a game record; nothing was saved.",
    ),
    # round: a win whose changes differ from our reading, before which the rules had turned a
    # kan's dora indicator that the log never shows (mjai-reviewer writes an added kan's only
    # after the kan's next discard; Mahjong Soul turned it at once)
    "unshown_dora": msg(
        "logrecord:unshown_dora",
        "Hand {round}: the log says only what the win moved, not its han and fu, and it does not show "
        "the dora indicator of the kan before the win (the log would show it only after the next "
        "discard), so mjgui cannot value the hand. This game cannot be written as a game record; "
        "nothing was saved.",
    ),
    "han": msg(
        "logrecord:han",
        "Hand {round}: the log values a win at {han} han, but a game record takes 1–{max} han. "
        "This game cannot be written as a game record; nothing was saved.",
    ),
    # round (the log's first hand), points (each player's there, "41 800 / 26 300 / …"), n (its
    # riichi sticks on the table)
    "not_game_start": nmsg(
        "logrecord:not_game_start",
        "This log starts at hand {round} with {points} and {n} riichi stick on the table, but a game "
        "record starts at East 1 (E1-0) with no riichi sticks and every player at the start points: "
        "the log cannot be saved as a game record.",
        "This log starts at hand {round} with {points} and {n} riichi sticks on the table, but a game "
        "record starts at East 1 (E1-0) with no riichi sticks and every player at the start points: "
        "the log cannot be saved as a game record.",
    ),
    # path, reason
    "would_not_open": msg(
        "logrecord:would_not_open",
        "The game record made from this log would not open again ({reason}), so it was not saved; "
        "{path} was not changed.",
    ),
    # path
    "read_back_differs": msg(
        "logrecord:read_back_differs",
        "The game record read back is not the text that was written, so it was not saved; {path} "
        "was not changed.",
    ),
}

#: The role of a seat the log names wrongly (the ``role`` of ``seat``).
ROLES: dict[str, Msg] = {
    "winner": msg("logrecord:role_winner", "the winner"),
    "discarder": msg("logrecord:role_discarder", "the discarder"),
    "pao": msg("logrecord:role_pao", "the liable player (pao)"),
    "riichi": msg("logrecord:role_riichi", "a player in riichi"),
    "tenpai": msg("logrecord:role_tenpai", "a player shown tenpai"),
    "nagashi": msg("logrecord:role_nagashi", "a nagashi mangan holder"),
}


class RecordWriteError(MahjongError):
    """A log's game that cannot be written as a record that opens again: where and why."""

    def message(self, lang: str = "en") -> str:
        texts = MESSAGES.get(self.code)
        params: dict[str, object] = {}
        for key, value in self.params.items():
            render = getattr(value, "message", None)
            if key == "role" and isinstance(value, str) and value in ROLES:
                params[key] = say(ROLES[value], lang)
            elif key == "round" and isinstance(value, str):
                params[key] = round_letters(value, lang)  # as the log window names the hand
            elif key == "points" and isinstance(value, tuple):
                params[key] = " / ".join(number(p, lang) for p in value)
            elif key in ("ours", "log") and isinstance(value, int):
                params[key] = number(value, lang)
            elif key == "problem" and callable(render):  # a sentence put inside this one
                params[key] = str(render(lang)).rstrip(".")
            else:
                params[key] = str(render(lang)) if callable(render) else value
        if texts is None:
            return f"{self.code} ({params})"
        return say(texts, lang, **params)


@dataclass(frozen=True)
class SavedRecord:
    """A record written and read back: where, and the lines the game refuses when replayed
    (the file opens all the same; the tracker shows those lines as refused)."""

    path: str
    refused: tuple[GameError, ...] = ()


# -- names and labels -------------------------------------------------------------------------


def shown(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` for a comment line: each unsafe character as an escape (``\\n``, ``\\u202e``),
    at most ``limit`` characters of the text, ``…`` where it was cut."""
    out: list[str] = []
    for i, char in enumerate(text):
        if i >= limit:
            out.append("…")
            break
        if unsafe(char) or char == "\\":
            out.append(char.encode("unicode_escape").decode())  # a backslash becomes two
        else:
            out.append(char)
    return "".join(out)


def record_names(log: GameLog) -> tuple[str, ...]:
    """Names a record accepts (no spaces, quotes, control characters, numbers or keywords, all
    different): a name that cannot be made one becomes ``PlayerN`` (N the seat's number, or the
    next one not taken)."""
    return names_for_record(log.players)


def seat_names(log: GameLog) -> tuple[str, ...]:
    """Each seat's name as the log window, ``mjgui replay`` (its text and its ``--json``) and the
    record's comment line say it: its record name (:func:`record_names`), the one the saved
    record, the tracker and the league call that player, for every seat. The log's own name
    was shown where the record kept a name: a seat the record must rename (one that repeats
    another, ``Player1`` beside ``player1``, or a name that cannot be one) was said as the log
    has it while the record and the league called it ``Player4``. A seat the log gives no name
    (an mjai log without ``names``: empty, or spaces) is ``Player1``…: a record name, not a word
    of the interface, the same in every language, so that a record saved from one log is the
    same file in each, and a league never counts one seat as two players."""
    return record_names(log)


# -- lines ------------------------------------------------------------------------------------


def win_value(win: LogWin) -> str:
    """The record's value of a win: ``yakuman N`` or ``HAN FU`` as the log scored it. A value a
    record cannot hold (outside 1–99 han) raises :class:`RecordWriteError`. A log that states no
    han (an mjai log: only what the win moved) gives our core's reading of the hand, the one its
    check compares with the log's changes, only where that reading pays what the log's changes
    say: a record is never other than its log without saying so (an mjai log need not give its
    final scores, which would say it). :class:`RecordWriteError` otherwise: a hand our core finds
    no win in (``unvalued``), a reading that pays the winner otherwise (``unvalued_differs``) or
    has other players pay (``unvalued_payers``); either of them said as the kan dora indicator the
    log does not show where the rules had turned it by the win (``unshown_dora``). A win whose
    changes agree is written even so: the record pays what the log's table did."""
    value = win.value
    if not value.states("han"):
        from mjgui.core.logs.replay import check_win

        check = check_win(win)
        ours = check.ours
        if ours is None:
            problem = check.error if check.error is not None else check.result and check.result.no_win
            raise RecordWriteError("unvalued", round=shown(win.round), problem=problem or "")
        if win.unshown_dora and check.differences:  # that dora may be all they differ by
            raise RecordWriteError("unshown_dora", round=shown(win.round))
        gain = next((d for d in check.differences if d.field == "gain"), None)
        if gain is not None:
            raise RecordWriteError("unvalued_differs", round=shown(win.round), ours=gain.ours, log=gain.log)
        if check.differences:  # the same gain from other payers
            raise RecordWriteError("unvalued_payers", round=shown(win.round))
        value = replace(value, han=ours.han, fu=ours.fu.fu, yakuman=ours.yakuman)
    if value.yakuman:
        return f"yakuman {value.yakuman}"
    if not 1 <= value.han <= MAX_HAN:
        raise RecordWriteError("han", round=shown(win.round), han=value.han, max=MAX_HAN)
    if value.han >= HAN_ALONE:
        return str(value.han)
    if value.fu is None:  # a limit the log names without its fu: 4 han or 3 han with enough fu
        fu = LIMIT_FU.get(value.han)
        if fu is None:
            raise RecordWriteError("han", round=shown(win.round), han=value.han, max=MAX_HAN)
        return f"{value.han} {fu}"
    return f"{value.han} {value.fu}"


def _seat(names: tuple[str, ...], seat: object, role: str, hand: LogHand) -> str:
    """The record name of ``seat``; a seat outside the table (0–3, 0–2 with three players)
    raises :class:`RecordWriteError`."""
    if not is_seat(seat, len(names)):
        try:
            said = shown(str(seat), 12)
        except ValueError:  # an integer too long to write out
            said = "…"
        raise RecordWriteError("seat", round=shown(hand.round), seat=said, role=role, last=len(names) - 1)
    return names[seat]


def _counted(value: str, rules: Rules, *, dealer: bool, tsumo: bool, lines: list[str]) -> str:
    """``value`` (:func:`win_value`) as ``rules`` can count it: a log's ``yakuman N`` above the
    most one hand counts under them (several yakuman read under rules where they do not add up,
    ``yakuman_stacking=off``: ema, wrc) is written as that most, a comment saying the log's
    count, and the record parts from the log at that hand, paid as these rules pay it (a line
    of more yakuman would be refused, and the record stop short of the log's end)."""
    if not value.startswith("yakuman "):
        return value
    count = int(value.split()[1])
    most = rules.most_yakuman_at(dealer=dealer, tsumo=tsumo)
    if count <= most:
        return value
    lines.append(f"# yakuman {count} in the log, {most} at most under these rules (yakuman_stacking)")
    return f"yakuman {most}"


def hand_lines(hand: LogHand, names: tuple[str, ...], rules: Rules) -> list[str]:
    """The record lines of ``hand``. A win ``rules`` do not pay (a second claimant of the
    discard under atama hane: :func:`~mjgui.core.logs.model.paid_first`, as the log's check
    says it) is a comment, not an ``also ron`` the game would refuse: the record pays the
    winners the check pays. Three winners on one discard under ``triple_ron_abort`` make the
    hand an abortive draw (:func:`~mjgui.core.logs.model.aborts`): each ron is a comment, and
    the hand is ``abort``. A hand the log ends in an abortive draw is ``abort`` too, for it
    happened at the log's table: ``rules`` are to play it, as a nagashi mangan (:func:`game_record`
    gives the log's rules with the facts of its game, :func:`~mjgui.core.logs.model.played_rules`)."""
    lines = [f"# {shown(hand.round)}"]
    lines += [f"riichi {_seat(names, seat, 'riichi', hand)}" for seat in hand.riichi]
    if hand.end == "win":
        abort = aborts(rules, hand.wins)  # three winners on one discard: an abortive draw
        rons = 0
        for win in hand.wins:
            value = win_value(win)
            winner = _seat(names, win.winner, "winner", hand)
            value = _counted(
                value, rules, dealer=win.winner == hand.dealer, tsumo=win.discarder is None, lines=lines
            )
            if win.pao is not None and value.startswith("yakuman"):  # the log's or our reading's
                value += f" pao {_seat(names, win.pao, 'pao', hand)}"
            if win.discarder is None:
                lines.append(f"tsumo {winner} {value}")
                continue
            discarder = _seat(names, win.discarder, "discarder", hand)
            line = f"{'also ron' if rons else 'ron'} {winner} from {discarder} {value}"
            if abort:
                lines.append(f"# an abortive draw under these rules (triple_ron_abort): {line}")
                rons += 1
                continue
            if paid_first(rules, hand.wins, win) is not None:  # a second claimant under atama hane
                lines.append(f"# not paid under these rules (atama_hane): {line}")
                continue
            rons += 1
            lines.append(line)
        if abort:
            lines.append("abort")
    elif hand.end == "abort":
        lines.append("abort")
    else:
        words = ["draw"]
        if hand.tenpai:
            words.append("tenpai " + ",".join(_seat(names, s, "tenpai", hand) for s in hand.tenpai))
        if hand.nagashi:
            words.append("nagashi " + ",".join(_seat(names, s, "nagashi", hand) for s in hand.nagashi))
        lines.append(" ".join(words))
    return lines


def start_refusal(log: GameLog) -> RecordWriteError | None:
    """Why the log's game cannot be a record from its first hand on, or None when it can. A
    record replays from East 1, no honba, no sticks, every player at the rules' start points (a
    log dealt other equal points has them as its rules' start: ``dealt_rules``); a log that
    starts anywhere else (a one-hand excerpt of South 4, a hand with honba or other points)
    would replay every payment from the wrong dealer and the wrong points. A first hand that
    cannot be read is said by the unreadable hands instead (None here)."""
    if not log.hands or log.hands[0].end == "unreadable":
        return None
    first = log.hands[0]
    start = log.rules.start_points
    if (first.round_wind, first.kyoku, first.dealer, first.honba, first.sticks) == (0, 0, 0, 0, 0) and all(
        p == start for p in first.start
    ):
        return None
    return RecordWriteError("not_game_start", round=shown(first.round), points=first.start, n=first.sticks)


def save_refusal(log: GameLog) -> MahjongError | None:
    """Why no game record is saved from the log, or None when one can be written from its first
    hand on: hands of it cannot be read (:class:`LogError` ``log_unreadable_hands``: a record
    would hide them), else hands of it do not follow on from the hand before them
    (``log_gap_hands``: a hand or a win is missing, :attr:`GameLog.gaps`), else the file is cut
    off after its last hand before the game's end (:attr:`GameLog.cut` ``log_mjai_cut_after``:
    the rest of the game is not in it; its rules and its end would be guessed from the hands
    left, and a league would count the game as finished; ``log_mjai_stopped_after``: the mjai
    server stopped the game there), else it does not start at the start
    of a game (:func:`start_refusal`). A file cut after the game's end
    (``log_mjai_cut_after_end``) holds the game whole and is saved; so is an mjlog without its
    owari (``log_mjlog_cut_after``: said, and its record stops at the cut, the game unfinished,
    as mjx-triple-ron.mjlog's at South 1).
    The one answer of :func:`game_record`, :func:`final_check` and the log window. A value a
    record cannot hold (a seat, the han) is found only while the record is written."""
    if log.unreadable:
        rounds = tuple(escape_controls(h.round) for h in log.unreadable)
        return LogError("log_unreadable_hands", rounds=rounds, n=len(rounds))
    # a hand or a win missing between two hands: a record would pay without it (a log's own
    # change found wrong, log_gap_change, misses nothing: the record pays the win as we read it)
    missing = [gap for gap in log.gaps if gap.error.code != "log_gap_change"]
    if missing:
        rounds = tuple(escape_controls(log.hands[gap.at].round) for gap in missing)
        return LogError("log_gap_hands", rounds=rounds, n=len(rounds))
    # the game's end not in it: the file cut off, or the mjai server stopped the game
    if log.cut is not None and log.cut.code in ("log_mjai_cut_after", "log_mjai_stopped_after"):
        return log.cut
    return start_refusal(log)


def game_record(log: GameLog) -> str:
    """The whole game as record text (ends with a newline), dated by a ``# date`` line where the
    log's game id says its day (:attr:`GameLog.date`). Names are made record names (the
    first comment names the seats by them too, :func:`seat_names`), the log's round labels are
    shown escaped in comments; a log :func:`save_refusal`
    refuses raises its error, and a game a record cannot hold raises :class:`RecordWriteError`
    naming the hand and the reason."""
    refusal = save_refusal(log)
    if refusal is not None:
        raise refusal
    return _record_text(log)


def _record_text(log: GameLog) -> str:
    """:func:`game_record` once :func:`save_refusal` has let the log through."""
    names = record_names(log)
    # what happened at the log's table is written (``abort``, ``draw … nagashi``, the West
    # round's hands, the end below zero): the rules line lets it replay (the readers' rules say
    # so already, :func:`~mjgui.core.logs.final.log_rules`; here also for a log given other
    # rules since)
    rules = played_rules(log.rules, log.hands)
    # the game's day, where the log's game id says it: the club's season dates the game by it,
    # not by the day its record was saved
    dated = [f"# date {log.date}"] if log.date else []
    lines = [
        *dated,
        f"# {shown(log.format)} game log: {' / '.join(names)}",
        rules_line_of(rules),
        "players " + " ".join(names),
    ]
    for hand in log.hands:
        lines += hand_lines(hand, names, rules)
    return "\n".join(lines) + "\n"


# -- the final score ----------------------------------------------------------------------------

#: Why a log's game record ends otherwise than the log's game (:meth:`FinalCheck.reason`).
FINAL_REASONS: dict[str, Msg] = {
    # round: the log's hand ("E3-1") after which the record's points first differ; said where
    # the log is read under other rules than its own table's (``replay --rules``)
    "parted": msg(
        "logrecord:final_parted",
        "From hand {round} on, the record's points differ from the log's: these rules pay that "
        "hand otherwise than the log's table did.",
    ),
    # the same under the log's own table's rules: what differs is not the rules' choice
    "parted_own": msg(
        "logrecord:final_parted_own",
        "From hand {round} on, the record's points differ from the log's: that hand is paid "
        "otherwise than the log says.",
    ),
    # n: the refused lines; round: the log's hand of the first; line: its number in the record;
    # reason: why its replay refuses it (a sentence without its first capital or full stop)
    "refused": nmsg(
        "logrecord:final_refused",
        "Under these rules the record's replay refuses {n} line, in hand {round} (line {line}): {reason}.",
        "Under these rules the record's replay refuses {n} lines, from hand {round} on (the first "
        "is line {line}): {reason}.",
    ),
    # the reason of a line refused after the record's game ended: round: the log's hand after
    # which it ended; reason: why it ended ("a player went below zero")
    "record_ended": msg(
        "logrecord:final_record_ended",
        "the record's game ended after hand {round} ({reason})",
    ),
    # a log whose header says an East game (mjlog's <GO type>, tenhou.net/6's rule) while it
    # deals hands of the South after the game's last hand (a header copied from another game's
    # log): ended: the log's hand after which the record's game ended; reason: why it ended
    # ("the last hand was played"); round: the log's next hand; n: the record's lines refused
    # from there on; line: the first of them
    "header_east": nmsg(
        "logrecord:final_header_east",
        "The log's header says an East game, which ended after hand {ended} ({reason}), yet the "
        "log deals hand {round} after it: its header or its hands were edited. The record follows "
        "the header, so its replay refuses {n} line from there on (line {line}).",
        "The log's header says an East game, which ended after hand {ended} ({reason}), yet the "
        "log deals hand {round} after it: its header or its hands were edited. The record follows "
        "the header, so its replay refuses {n} lines from there on (the first is line {line}).",
    ),
    # one of those lines refused, said for itself (after "Line 25 (ron …): "), with the same
    # cause as header_east beside it (the header or the hands edited: either may be the wrong
    # one); ended: the log's hand after which the record's game ended; reason: why it ended ("the
    # last hand was played")
    "header_east_line": msg(
        "logrecord:final_header_east_line",
        "the log's header says an East game, which ended after hand {ended} ({reason}), yet the "
        "log deals this line's hand after it: the log's header or its hands were edited, so correct "
        "the log (its header, if the game was played in East and South rounds), not this line.",
    ),
    # round: the log's last hand
    "goes_on": msg(
        "logrecord:final_goes_on",
        "The log's game ended after hand {round}; under these rules the record's game goes on after it.",
    ),
}

#: The game's errors for a line after its end: their fix (delete the line, or change the rules
#: line; a ron on the discard that ended it written as another winner) is the record editor's,
#: not the log reader's, who reads where the record's game ended.
GAME_OVER_CODES = frozenset(
    {"game_over", "game_over_yame", "game_over_buttobi", "ron_after_end_also", "ron_after_end_sanchahou"}
)


class HeaderRefusal(GameError):
    """A record line refused after the game its log's header says ended (an East game's header
    over hands of the South, :meth:`FinalCheck.refusal`): the same line, code and parameters as
    the game's error, said as the header's fault, which is what to correct, not the line."""

    def __init__(self, error: GameError, why: EndReason, ended: str) -> None:
        self.why = why  # (before the error words itself)
        self.ended = ended  # the log's hand after which the record's game ended ("E4-0")
        super().__init__(error.code, line=error.line, text=error.text, **error.params)

    def body(self, lang: str = "en") -> str:
        return say(
            FINAL_REASONS["header_east_line"],
            lang,
            ended=round_letters(self.ended, lang),
            reason=self.why.message(lang),
        )


#: How a log's game record ends beside the log's final score (:attr:`FinalCheck.state`).
FinalState = Literal["agree", "differs", "unended", "unsaved"]


@dataclass(frozen=True)
class FinalCheck:
    """The log's final scores beside the ones its game record replays to, each player's in
    points (``+10.7`` is 10 700), by seat. ``record`` is None when the log's game cannot be
    written as a record (hands that cannot be read, a value a record cannot hold) or the record
    does not reach the game's end."""

    names: tuple[str, ...]
    points: tuple[int, ...]  # the log's final points
    log: tuple[int, ...]
    record: tuple[int, ...] | None
    #: whether no game record is saved from the log (hands of it cannot be read, or a record
    #: cannot hold its game: :func:`game_record` refuses it)
    unsaved: bool
    #: the log's hand after which the record's points first stand otherwise than the log's
    #: (the rules pay a win or a draw of it otherwise, ``E3-1``); "" where they never do
    parted: str = ""
    #: the record's lines its replay refuses (the first says why), and the log's hand the
    #: first is written in; none where the record replays whole
    refused: tuple[GameError, ...] = ()
    refused_round: str = ""
    #: the log's last hand, after which its game ended ("" without hands)
    last_round: str = ""
    #: the log's hand after which the record's game ended, where the first refused line
    #: follows its end ("" otherwise)
    ended_round: str = ""
    #: whether the log is read under other rules than its own table's
    #: (:attr:`~mjgui.core.logs.model.GameLog.other_rules`): a hand paid otherwise is then
    #: said as those rules' doing
    other_rules: bool = False
    #: the log states its final points, not its final scores (an mjai log's ``end_game``):
    #: ``log`` holds the scores its rules count from those points, so the two agree where the
    #: record ends on the log's final points
    counted: bool = False
    #: the log states no final points at all (an mjx mjscore log, a tenhou.net/6 log without
    #: ``sc``): ``points``, ``log`` and ``record`` are the final points and scores the game
    #: record reaches, which these rules count from the log's hands
    unstated: bool = False

    def reason(self, lang: str = "en") -> str:
        """Why the record does not end with the log's final score, as a player reads it: the
        hand from which its points differ from the log's (these rules pay it otherwise: a
        consequence of scoring the game again, not a fact of it lost), the lines its replay
        refuses (how many, the hand of the first, its line and why: fastmaj's …997dbe26_tw=0
        under ``wrc``, whose kiriage mangan takes a player below zero before the log's did),
        and, where it does not reach the end, that its game goes on after the log's last hand;
        "" where it agrees (or no record is saved). Of a log that states no final points (its
        record's own are shown), the hand from which they part from the points its hands state
        and the refused lines, if any."""
        parts = self.unstated and (self.parted or self.refused)
        if self.state not in ("differs", "unended") and not parts:
            return ""
        header = self._header_east(lang)
        if header:  # the record's points part at that end, not by a hand paid otherwise
            return header
        out = []
        if self.parted:
            key = "parted" if self.other_rules else "parted_own"
            out.append(say(FINAL_REASONS[key], lang, round=round_letters(self.parted, lang)))
        if self.refused:
            first = self.refused[0]
            out.append(
                say(
                    FINAL_REASONS["refused"],
                    lang,
                    n=len(self.refused),
                    round=round_letters(self.refused_round, lang),
                    line=first.line,
                    reason=self._refused_reason(lang),
                )
            )
        elif self.state == "unended":
            out.append(say(FINAL_REASONS["goes_on"], lang, round=round_letters(self.last_round, lang)))
        return " ".join(out)

    def _header_east(self, lang: str) -> str:
        """Of a log whose own header says an East game (read under its own table's rules) but
        deals hands of a later round after that game's last hand, which the record ends after
        (a player at the target points when East's last hand was played: RULES.md's end of an
        East game): that the header contradicts the hands, not that a hand was paid otherwise
        or a record's line is wrong; "" for any other log. An East game the log's hands alone
        tell (:func:`mjgui.core.logs.final.ended_in_east`) never deals South: never said so."""
        why = self._header_fault()
        if why is None:
            return ""
        return say(
            FINAL_REASONS["header_east"],
            lang,
            ended=round_letters(self.ended_round, lang),
            reason=why.message(lang),
            round=round_letters(self.refused_round, lang),
            n=len(self.refused),
            line=self.refused[0].line,
        )

    def _header_fault(self) -> EndReason | None:
        """Why the record's game ended, where its refused lines are the log's header's doing
        (:meth:`_header_east`); None otherwise."""
        if self.other_rules or not self.refused or not self.ended_round:
            return None
        first = self.refused[0]
        why = first.params.get("reason")
        if first.code not in GAME_OVER_CODES or not isinstance(why, EndReason) or why.reason != "last_hand":
            return None
        if not why.rules.east_only or self.parted not in ("", self.ended_round):
            return None
        if self.refused_round[:1] not in ("S", "W", "N"):  # a later hand of East: not the header's
            return None
        return why

    def refusal(self, error: GameError) -> GameError:
        """One of the record's lines its replay refuses (of :attr:`refused`), as the log's reader
        is told it: where the log's header is at fault (:meth:`_header_east`: an East game's
        header over hands of the South), that the header is what to correct, not the line (the
        game's own message tells the record's editor to delete it); else the game's error."""
        why = self._header_fault()
        if why is None or error.code not in GAME_OVER_CODES:
            return error
        return HeaderRefusal(error, why, self.ended_round)

    def _refused_reason(self, lang: str) -> str:
        """Why the first refused line is refused, for the log's reader: after the record's game
        ended, the hand it ended after and why (the game's own message tells the record's
        editor to delete the line or change the rules line instead); else the game's message,
        without its full stop (the sentence has its own)."""
        first = self.refused[0]
        why = first.params.get("reason")
        if first.code in GAME_OVER_CODES and self.ended_round and isinstance(why, EndReason):
            return say(
                FINAL_REASONS["record_ended"],
                lang,
                round=round_letters(self.ended_round, lang),  # as the log window names the hand
                reason=why.message(lang),
            )
        body = first.body(lang)
        return body[:-1] if body.endswith(".") and not body.endswith("..") else body

    @property
    def agree(self) -> bool:
        return self.record == self.log

    @property
    def state(self) -> FinalState:
        """How the game record saved from the log ends beside the log's final score: "agree",
        "differs" (another final score), "unended" (it does not reach the end of the game) or
        "unsaved" (no record is saved from the log: hands of it cannot be read, or a record cannot
        hold its game)."""
        if self.agree:
            return "agree"
        if self.record is not None:
            return "differs"
        return "unsaved" if self.unsaved else "unended"


def final_check(log: GameLog) -> FinalCheck | None:
    """The log's final scores and its record's (:class:`FinalCheck`). A log that does not say
    its final points has the standings its record reaches (:attr:`FinalCheck.unstated`), None
    where no record is saved from it or the record does not reach the end. The record's rules
    count them as the log does wherever some rules can
    (:func:`mjgui.core.logs.final.scored_rules`); where none can, the two differ. A log that
    states its final points alone (an mjai log's ``end_game`` ``scores``) has the scores its
    rules count from them (:attr:`FinalCheck.counted`): the record's end is checked against
    those points as any log's is (a record that does not reach the end is said)."""
    from mjgui.core.game.final_score import final_scores
    from mjgui.core.game.game import replay

    if log.final is None:
        return _unstated_check(log)
    scores = log.final_scores
    counted = scores is None
    if scores is None:
        scores = tuple(f.score for f in final_scores(log.players, log.final, log.rules, _sticks_left(log)))
    record: tuple[int, ...] | None = None
    unsaved = save_refusal(log) is not None
    parted, refused_round, ended_round = "", "", ""
    refused: tuple[GameError, ...] = ()
    if not unsaved:
        try:
            text = _record_text(log)
        except RecordWriteError:  # the log window's save says why
            text, unsaved = "", True
        if text:
            result = replay(text)
            if result.final_scores is not None:
                record = tuple(f.score for f in result.final_scores)
            parted, refused, refused_round, ended_round = _parting(log, text, result)
    last = log.hands[-1].round if log.hands else ""
    return FinalCheck(
        log.players,
        log.final,
        scores,
        record,
        unsaved,
        parted,
        refused,
        refused_round,
        last,
        ended_round,
        log.other_rules,
        counted,
    )


def _sticks_left(log: GameLog) -> int:
    """The riichi sticks the log's final points leave out: the sticks still on the table at the
    game's end, which the final score counts as its game record's replay does (RULES.md §8:
    where the rules do not give them to first place they belong to nobody, so first's remainder
    is the less by them). akochan-a489dc3-haifu_log_1000_0.mjson ends on 99 000 of its 100 000
    with one stick left, which the count gave first a second time (+54 where its record ends
    +53). 0 where the final points are not short of the start by whole sticks."""
    if log.final is None:
        return 0
    short = log.rules.start_points * len(log.final) - sum(log.final)
    return short // 1000 if short > 0 and short % 1000 == 0 else 0


def _unstated_check(log: GameLog) -> FinalCheck | None:
    """:func:`final_check` of a log that states no final points: the final standings its game
    record reaches (:attr:`FinalCheck.unstated`), which these rules count from its hands; None
    where no record is saved from it or the record does not reach the end of the game (a log
    cut short: nothing to show is less noise than saying so)."""
    from mjgui.core.game.game import replay

    if save_refusal(log) is not None:
        return None
    try:
        text = _record_text(log)
    except RecordWriteError:  # the log window's save says why
        return None
    result = replay(text)
    final = result.final_scores
    if final is None:
        return None
    scores = tuple(f.score for f in final)
    parted, refused, refused_round, ended_round = _parting(log, text, result)
    last = log.hands[-1].round if log.hands else ""
    points = tuple(f.points for f in final)
    return FinalCheck(
        log.players,
        points,
        scores,
        scores,
        False,
        parted,
        refused,
        refused_round,
        last,
        ended_round,
        log.other_rules,
        unstated=True,
    )


def _sticks_to_first(ended: Sequence[int], after: Sequence[int]) -> bool:
    """Whether the record's points at its game's end are the log's after its last hand with
    riichi sticks given to one player alone (the rules' ``sticks_to_first``): what a log that
    states no final points leaves unsaid."""
    gains = [e - a for e, a in zip(ended, after, strict=True)]
    others = [g for g in gains if g]
    return len(others) <= 1 and all(g > 0 and g % 1000 == 0 for g in others)


def _parting(log: GameLog, text: str, result: GameResult) -> tuple[str, tuple[GameError, ...], str, str]:
    """Where the record's replay goes otherwise than the log's game: the log's hand after which
    the record's points first differ from the log's, the lines the replay refuses, the log's
    hand the first of them is in (each hand's lines follow its ``# E1-0`` comment) and, where
    that line follows the record game's end, the log's hand that end is in."""
    lines = text.splitlines()
    starts: list[int] = []  # each hand's comment line, by number
    for hand in log.hands:
        head = f"# {shown(hand.round)}"
        after = starts[-1] if starts else 1
        found = next((n for n in range(after + 1, len(lines) + 1) if lines[n - 1] == head), None)
        if found is None:  # a record written otherwise: nothing is said of it
            return "", result.errors, "", ""
        starts.append(found)
    hands = log.hands
    states = result.states
    parted = ""
    for at, hand in enumerate(hands):
        end = starts[at + 1] - 1 if at + 1 < len(starts) else len(states)
        state = states[end - 1]
        # the game's end gives the sticks left to first (``sticks_to_first``): the log's final
        # points say where they went
        wanted = log.final if state.ended and log.final is not None else points_after(hand)
        if state.ended and log.final is None and _sticks_to_first(state.points, wanted):
            continue  # a log without final points does not say where the last sticks went
        if tuple(state.points) != tuple(wanted):
            parted = hand.round
            break

    def hand_of(line: int) -> str:  # the log's hand a record line is written in
        at = max((i for i, start in enumerate(starts) if start < line), default=0)
        return hands[at].round if hands else ""

    refused = result.errors
    refused_round = ended_round = ""
    if refused:
        refused_round = hand_of(refused[0].line)
        ended_at = refused[0].params.get("end")
        if (
            refused[0].code in GAME_OVER_CODES
            and isinstance(ended_at, int)
            and not isinstance(ended_at, bool)
        ):
            ended_round = hand_of(ended_at)
    return parted, refused, refused_round, ended_round


# -- saving -----------------------------------------------------------------------------------


def save_game_record(log: GameLog, path: str | os.PathLike[str]) -> SavedRecord:
    """Write the log's game to ``path`` as a record, atomically (through a symbolic link at
    ``path``, as :func:`~mjgui.core.game.storage.save_record` saves a record), and only once the
    written file reads back with the record reader (the tracker's own check) to the same text:
    otherwise ``path`` is left as it was and :class:`RecordWriteError` says why. A file that
    cannot be written raises :class:`StorageError`; a log :func:`save_refusal` refuses raises its
    error and nothing is written."""
    from mjgui.core.game.game import replay

    text = game_record(log)
    target = str(path)
    refused: list[GameError] = []

    def read_back(temp: Path) -> None:
        try:
            record = load_record(temp)  # strict: any line that is no record line refuses it
        except StorageError as err:  # said of the target, not of the temp file
            again = err.retold(StorageError, path=target)
            if err.code == "bad_line":  # no line in a file of the player's to correct
                reason = err.params["reason"]
                again = StorageError("bad_line_read_back", path=target, line=err.line, reason=reason)
            raise RecordWriteError("would_not_open", path=target, reason=again) from None
        if record.text != text:
            raise RecordWriteError("read_back_differs", path=target)
        refused.extend(replay(record).errors)

    # a record reached by a link (a table's record shared from another folder) is saved through
    # it, as the tracker saves it: the link stays a link
    atomic_write_text(target, text, before_replace=read_back, follow_links=True)
    return SavedRecord(target, tuple(refused))

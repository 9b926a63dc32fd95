"""File -> Open game log: a real log's hands and wins, the log's value beside ours.

Pure Python (no Qt): :class:`LogViewController` reads a log with :mod:`mjgui.core.logs`, scores
every win with our core, and gives the window a :class:`LogView` (an observable view model, as
every controller's): one :class:`LogRow` per hand (one per win when a hand has several) and the
summary; and, on request, the hand model of a win (for the calculator and the quiz) and the log's
game as a ``.mjgame`` record, written atomically.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from mjgui.controller.game.phrases import PHRASES as TRACKER_PHRASES
from mjgui.controller.game.phrases import log_round_text, place_text, sticks_text
from mjgui.controller.observable import Observable
from mjgui.controller.scoring.phrases import PHRASES as DESK_PHRASES
from mjgui.core.errors import MahjongError
from mjgui.core.game.final_score import final_scores
from mjgui.core.game.game import ron_counters, sticks_taker
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.logs import (
    LOG_PATTERNS,
    DrawCheck,
    GameLog,
    LogHand,
    LogWin,
    WinCheck,
    check_draws,
    check_log,
    count_draws,
    read_log_file,
)
from mjgui.core.logs.record import FinalCheck, final_check, save_game_record, save_refusal, seat_names
from mjgui.core.logs.replay import UnpaidWin, our_changes
from mjgui.core.numbers import changes_text, number, score_thousands
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.points import HAN_ALONE
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.yaku_table import YAKU_FACTS
from mjgui.core.shown import escape_controls, shown_path
from mjgui.core.text import TERMS, inner_sentence, preset_name, small_first, yaku_name, yakuman_name

if TYPE_CHECKING:
    from mjgui.core.teach.own_hands import LeftOut

#: The file dialog's filter of game logs (the quiz's own hands offer the same and records):
#: the names a log goes by; what a file is, its content says (:func:`mjgui.core.logs.is_log_file`).
LOG_FILTER = " ".join(LOG_PATTERNS)
#: endings of files read as logs by their content alone, not offered in the dialog's filter
#: (an mjai ``.log``; a ``.url`` shortcut to a tenhou.net/6 editor link): a record's name drops them
_READ_BY_CONTENT = (".log", ".url")

#: The log window's sentences: a hand's events, the verdicts, saving the game record.
PHRASES: dict[str, Msg] = {
    "log_ron": msg("logview:ron", "Ron: {winner} from {discarder}"),
    "log_also_ron": msg("logview:also_ron", "Also ron: {winner} from {discarder}"),
    "log_tsumo": msg("logview:tsumo", "Tsumo: {winner}"),
    "log_draw_tenpai": msg("logview:draw_tenpai", "Draw; tenpai: {names}"),
    "log_draw_noten": msg("logview:draw_noten", "Draw; nobody tenpai"),
    "log_nagashi": msg("logview:nagashi", "Nagashi mangan: {names}"),
    "log_abort": TERMS["abortive_draw"],
    "log_value": msg("logview:value", "{han} han {fu} fu: {points}"),
    "log_value_limit": msg("logview:value_limit", "{han} han: {points}"),
    # a log whose winner's gain is not the hand's value, its honba and its sticks: said whole
    "log_gain": msg("logview:gain", "{value}; the winner gets {points}"),
    # an mjai log's win that states only each player's change: the winner's gain alone
    "log_value_gain": msg("logview:value_gain", "the winner gets {points}"),
    # an mjai log's win that states its han and fu but not its points (Akochan's): said before
    # the winner's gain (log_gain)
    "log_han_fu": TERMS["han_fu"],
    "log_agree": msg("logview:agree", "✓ agree"),
    "log_differ": msg("logview:differ", "✗ differs: {fields}"),
    "log_unreadable": msg("logview:unreadable", "✗ this hand cannot be read"),
    # a hand that does not follow on from the hand before it: a hand or a win
    # between the two is missing (the row's details say which players' points differ)
    "log_gap": msg("logview:gap", "✗ a gap in the log"),
    # the details of the chosen row (and its tooltip): the yaku and the payments of each side
    "log_event_table": msg("logview:event_table", "{event} · on the table: {honba}, {sticks}"),
    # a winner on a discard who is not the first in turn order after the discarder (a double
    # ron): what is on the table, and that the first winner, taker, takes it all (the honba too:
    # multiple_ron_honba=first) or the sticks alone (the honba are paid to each winner)
    "log_event_table_first": msg(
        "logview:event_table_first",
        "{event} · on the table: {honba}, {sticks}; {taker}, the first winner after the discarder, "
        "takes them all",
    ),
    "log_event_table_sticks_first": msg(
        "logview:event_table_sticks_first",
        "{event} · on the table: {honba}, {sticks}; the honba are paid to each winner, the sticks go "
        "to {taker}, the first winner after the discarder",
    ),
    "log_value_yaku": msg("logview:value_yaku", "{value}; yaku: {yaku}"),
    "log_says": msg("logview:log_says", "The log says: {value}; yaku: {yaku}"),
    # note: "the log lists no yaku: only han, fu and points are compared" (WinCheck.yaku_note)
    "log_value_no_yaku": msg("logview:value_no_yaku", "{value}; {note}"),
    "log_says_no_yaku": msg("logview:log_says_no_yaku", "The log says: {value}; {note}"),
    "log_ours_says": msg("logview:ours_says", "Our score: {value}; yaku: {yaku}"),
    "log_yaku_han": msg("logview:yaku_han", "{yaku} {han} han"),
    "log_yaku_yakuman": msg("logview:yaku_yakuman", "{yaku} ({yakuman})"),
    "log_only_log": msg("logview:only_log", "only in the log: {yaku}"),
    "log_only_ours": msg("logview:only_ours", "only ours: {yaku}"),
    "log_yaku_differ": msg("logview:yaku_differ", "The yaku differ: {what}"),
    "log_pays_log": msg("logview:pays_log", "Each player's change in the log: {changes}"),
    "log_pays_ours": msg("logview:pays_ours", "Ours: {changes}"),
    "log_our_score": msg("logview:our_score", "Our score: {reason}"),
    "log_summary": msg("logview:summary", "{players} · {wins}, {agree}"),
    # a log without a win (a hand cut from a game that ends in a draw): never "0 wins, 0 agree"
    "log_summary_no_wins": msg("logview:summary_no_wins", "{players} · no win to score"),
    # after the summary: the draws whose payments the log states, and how many our game pays so
    "log_draws": msg("logview:draws", "draws paid as the log says: {agree} of {checked}"),
    # after the summary: the draws whose payments the log does not state
    "log_draws_unchecked": nmsg("logview:draws_unchecked", "{n} draw not checked", "{n} draws not checked"),
    # a draw's details where the log does not state what it paid
    "log_draw_unchecked_why": msg(
        "logview:draw_unchecked_why", "The log does not state what this draw paid: it is not checked."
    ),
    # a draw's side that moves no points (an abortive draw)
    "log_no_changes": msg("logview:no_changes", "nothing paid"),
    # what differs in a draw (after "✗ differs:"): the players' changes, said in the cells
    "log_draw_payments": msg("logview:draw_payments", "payments"),
    "log_wins": nmsg("logview:wins", "{n} win", "{n} wins"),
    "log_agree_count": nmsg("logview:agree_count", "{n} agrees", "{n} agree"),
    "log_saved": msg("logview:saved", "Saved the game record to {path}"),
    # said after the save's message when the log names no day of its game (an mjai log never
    # does): the record has no # date line, and the club's season dates it by its file
    "log_saved_undated": msg(
        "logview:saved_undated",
        "The log does not say on which day the game was played, so the record has no date: the "
        'club counts it on the day its file was last saved. To date it, add "# date YYYY-MM-DD" '
        "as its first line.",
    ),
    # path: the file that was not opened; reason: why, a sentence (its first letter small)
    "log_not_opened": msg("logview:not_opened", "{path} could not be opened: {reason}"),
    # message: why a file could not be opened; path: the log the window still lists
    "log_still_shown": msg(
        "logview:still_shown", "{message} The window still shows {path}, the log opened before."
    ),
    "log_final_same": msg(
        "logview:final_same", "The game record saved from this log ends with the log's final score."
    ),
    # log, record: each player's final score, "Aiko +44, Boris −32, …"
    "log_final_differs": msg(
        "logview:final_differs",
        "The game record saved from this log ends with another final score than the log's: "
        "log {log}; game record {record}.",
    ),
    # the same of a log that states its final points alone (an mjai log's end_game), not its
    # final score: the scores these rules count from those points ("mjgui replay" says it alike)
    "log_final_same_counted": msg(
        "logview:final_same_counted",
        "The game record saved from this log ends with the final score these rules count from the "
        "log's final points (the log states no final score).",
    ),
    # log: the scores these rules count from the log's final points; record: the record's
    "log_final_differs_counted": msg(
        "logview:final_differs_counted",
        "The game record saved from this log ends with another final score than the one these rules "
        "count from the log's final points (the log states no final score): counted {log}; game "
        "record {record}.",
    ),
    # a log that states no final points (an mjx mjscore log): the standings shown are the game
    # record's own, counted from the log's hands ("mjgui replay" says it alike)
    "log_final_unstated": msg(
        "logview:final_unstated",
        "The log states no final points: these are the final standings the game record saved from "
        "this log reaches, its points and score counted from the log's hands under these rules.",
    ),
    "log_final_unended": msg(
        "logview:final_unended", "The game record saved from this log does not reach the end of the game."
    ),
    # under the final standings, whose record column shows the differing scores highlighted
    "log_final_differs_hint": msg(
        "logview:final_differs_hint",
        "Highlighted: the game record saved from this log ends with another final score than the "
        "log's. A league counts the game record's.",
    ),
    "log_final_differs_hint_counted": msg(
        "logview:final_differs_hint_counted",
        "Highlighted: the game record saved from this log ends with another final score than the one "
        "these rules count from the log's final points. A league counts the game record's.",
    ),
    "log_final_unended_hint": msg(
        "logview:final_unended_hint",
        "The game record saved from this log does not reach the end of the game: a league would not "
        "count it.",
    ),
    # the tooltip of the final standings' "Final score" column, by what the log states: its own
    # final score (with an oka where its own rules count one: Tenhou's, not Mahjong Soul's), or
    # its final points alone (an mjai log's end_game), from which these rules count the score
    "log_final_tip": msg("logview:final_tip", "The log's final score: the points with uma"),
    "log_final_tip_oka": msg("logview:final_tip_oka", "The log's final score: the points with uma and oka"),
    "log_final_tip_counted": msg(
        "logview:final_tip_counted",
        "The final score these rules count from the log's final points: the log states no final score",
    ),
    "log_final_tip_unstated": msg(
        "logview:final_tip_unstated",
        "The final score of the game record saved from this log: the log states no final points, "
        "these rules count them from its hands",
    ),
    # a player's final standing said whole (the row's tooltip, what a screen reader says):
    # place, name, points, log (the log's final score, +44), record (the game record's)
    "log_final_row": msg("logview:final_row", "{place}: {name}, {points} points, final score {log}"),
    "log_final_row_record": msg(
        "logview:final_row_record",
        "{place}: {name}, {points} points, final score {log} in the log and {record} in the game record",
    ),
    # the same where the log states its final points alone: {log} counted from them
    "log_final_row_record_counted": msg(
        "logview:final_row_record_counted",
        "{place}: {name}, {points} points, final score {log} counted from the log's final points and "
        "{record} in the game record",
    ),
    # path, n, line, reason
    "log_saved_refused": nmsg(
        "logview:saved_refused",
        "Saved the game record to {path}; replayed, the game refuses {n} line of it (line {line}: {reason})",
        "Saved the game record to {path}; replayed, the game refuses {n} lines of it "
        "(the first is line {line}: {reason})",
    ),
}


#: An abortive draw by the kind the log names (its readers' ids); another kind is said as
#: ``log_abort`` alone.
ABORT_KINDS: dict[str, Msg] = {
    "kyuushu": msg(
        "logview:abort_kyuushu", "Abortive draw: nine different terminals and honors (kyuushu kyuuhai)"
    ),
    "four_riichi": msg(
        "logview:abort_four_riichi", "Abortive draw: all four players declared riichi (suucha riichi)"
    ),
    "four_winds": msg(
        "logview:abort_four_winds", "Abortive draw: all four first discards were the same wind (suufon renda)"
    ),
    "four_kans": msg(
        "logview:abort_four_kans", "Abortive draw: four kans, not all by one player (suukaikan)"
    ),
    "triple_ron": msg("logview:abort_triple_ron", "Abortive draw: three winners on one discard (sanchahou)"),
}
#: An abortive draw whose kind the log does not say (an mjai log's ``ryukyoku`` without its
#: ``reason``): the kind the hand shows (draw: one of ABORT_KINDS) said as a guess
ABORT_PROBABLY = msg(
    "logview:abort_probably", "{draw} — probably: the log does not say which abortive draw it was"
)
#: ... and when the hand shows no one kind
ABORT_UNSAID = msg("logview:abort_unsaid", "Abortive draw (the log does not say which)")
#: Why a win of the log the rules it is read under do not pay (:class:`UnpaidWin`, by its code)
#: is not sent to the calculator or the quiz: they would score it as a win it is not there
NOT_SENT: dict[str, Msg] = {
    # winner: the one player the rules pay on the discard
    "atama_hane": msg(
        "logview:not_sent_atama_hane",
        "Under these rules only {winner} wins on this discard (atama hane): this player's hand "
        "is no win to score or to quiz. Read the log under rules without atama hane to open it",
    ),
    "triple_ron_abort": msg(
        "logview:not_sent_triple_ron_abort",
        "Under these rules three winners on one discard make the hand an abortive draw "
        "(sanchahou): none of the three hands is a win to score or to quiz. Read the log under "
        "rules that pay them to open them",
    ),
}


@dataclass(frozen=True)
class LogRow:
    """One line of the list. ``check`` is set for a win; ``agree`` is None for a hand that is
    neither a win nor a draw whose payments were compared (a draw the log states no payment
    of: not checked)."""

    round: str
    event: str
    log_value: str
    ours: str
    verdict: str
    agree: bool | None
    check: WinCheck | None = None
    #: the row said whole, a line each (the window's details line and the row's tooltip): a
    #: win's yaku and, where they differ, each side's; the payments where they differ
    details: tuple[str, ...] = ()
    #: the fields that differ (:class:`~mjgui.core.logs.Difference`'s), for a win
    fields: tuple[str, ...] = ()
    #: ``ours`` says why our core has no value for the win (a sentence, often long), not a value
    ours_why: bool = False


@dataclass(frozen=True)
class LogFinalRow:
    """One player's final standing in the log: the place, the final points and score, and the
    score the game record saved from the log ends with (``record`` "" when it does not reach
    the end)."""

    name: str
    points: str  # the log's final points
    log: str  # the log's final score, +44
    record: str
    agree: bool
    place: str = ""  # 1st; players tied on points under tie_uma=split: 1st–2nd
    #: the row said whole, one sentence (its tooltip, what a screen reader says of it)
    said: str = ""


@dataclass(frozen=True)
class LogView:
    """What the window shows: a row per hand (per win) and the summary ("" before a log is open);
    the log's final standings with its game record's final scores, a row per player from first
    to last (none when the log does not say them), and a sentence on whether they agree."""

    rows: tuple[LogRow, ...]
    summary: str
    lang: str
    final: tuple[LogFinalRow, ...] = ()
    #: how the game record's final score stands to the log's: "agree", "differs", "unended"
    #: (it does not reach the end), or "" (no final in the log, or no record can be saved)
    final_state: str = ""
    #: the sentence under the final standings: the game record agrees, or what its other score
    #: (or its missing end) means for a league; "" with ``final_state`` ""
    final_hint: str = ""
    #: the line above the list: why the last file was refused or the record not saved (an
    #: error), or where the record went; else why the open log cannot be saved as a record
    #: (not an error); worded in ``lang``, "" when there is nothing to say
    note: str = ""
    note_error: bool = False
    #: the rules preset the log is read under ("" before a log is open), the presets it may be
    #: read under instead (those for as many players: each its name and how players name it,
    #: in ``lang``), and whether the window offers the choice: where the game record saved
    #: from the log does not reach the end of the game (the log's rules may not be the ones it
    #: was played under), or once the player chose
    rules: str = ""
    rules_choices: tuple[tuple[str, str], ...] = ()
    rules_offered: bool = False
    #: the tooltip of the final standings' "Final score" column in ``lang``: what that score is
    #: for this log (its own with uma, and oka where it counts one; or, where the log states its
    #: final points alone, the one these rules count from them); "" with no final standings
    final_tip: str = ""


class LogViewController(Observable[LogView]):
    """The open log and what the dialog shows of it. The checks are values: a language switch
    only re-words them."""

    def __init__(self, lang: str = "en") -> None:
        super().__init__(lang)
        self.log: GameLog | None = None
        self.path = ""
        #: the rules preset the player chose to read the log under (``replay --rules``); None:
        #: the log's own, as its reader decides them
        self.preset: str | None = None
        #: the preset the open log's own rules are (what choosing "the log's own" goes back to)
        self.own_preset = ""
        #: whether the open log's own final scores count an oka (its own rules return more, or
        #: less, than they deal: Tenhou's 30 000 on 25 000), as the log was read when opened: a
        #: Mahjong Soul log's have none, and another preset may count the same scores with
        #: another uma instead. The window says it in the "Final score" column's tooltip
        #: (:attr:`LogView.final_tip`)
        self.own_oka = False
        self.checks: tuple[WinCheck, ...] = ()
        #: each hand that ends without a win, its payments compared where the log states them
        self.draws: tuple[DrawCheck, ...] = ()
        #: the log's final scores and its game record's (None: the log does not say them)
        self.final: FinalCheck | None = None
        #: each seat's name as the window says it (``seat_names``)
        self._names: tuple[str, ...] = ()
        # the note as its message and arguments, worded anew in each language (never its text)
        self._note: Callable[[str], str] | None = None
        self._note_error = False

    def open(self, path: str | os.PathLike[str]) -> None:
        """Read and score a log under its own rules; raises :class:`mjgui.core.logs.LogError`
        (the open log stays, the view's note says which file was not opened, why, and which log
        is still shown)."""
        log = self._read(path, None, opening=True)
        self.own_preset = log.rules.name
        self.own_oka = log.rules.return_points != log.rules.start_points
        self._show(log, path, None)

    def read_under(self, preset: str) -> None:
        """Read the open log again under the rules preset ``preset``, as ``replay --rules``
        does (the log's own red fives, open tanyao, East or South stay); the preset of the log's
        own rules reads it as :meth:`open` does. Raises :class:`mjgui.core.errors.MahjongError`
        when it cannot be read (the file gone; rules for another number of players): the log
        read before stays, the view's note says why."""
        if self.log is None:
            return
        chosen = None if preset == self.own_preset else preset
        self._show(self._read(self.path, chosen), self.path, chosen)

    def _read(self, path: str | os.PathLike[str], preset: str | None, *, opening: bool = False) -> GameLog:
        try:
            return read_log_file(path, preset)
        except MahjongError as err:
            self._say(self._not_opened(err, path) if opening else err.message, error=True)
            raise

    def _not_opened(self, err: MahjongError, path: str | os.PathLike[str]) -> Callable[[str], str]:
        """The note of a file that could not be opened: the file and why (an error that names
        the file itself as it is), then, with a log open, that the list still shows that one."""
        named = "path" in err.params  # "x.json cannot be read: …", "x is a folder; …"
        shown = shown_path(os.fspath(path))
        still = shown_path(self.path) if self.log is not None else ""

        def note(lang: str) -> str:
            text = err.message(lang)
            if not named:
                text = phrase(PHRASES, "log_not_opened", lang, path=shown, reason=inner_sentence(text, lang))
            if still:
                text = phrase(PHRASES, "log_still_shown", lang, message=text, path=still)
            return text

        return note

    def _show(self, log: GameLog, path: str | os.PathLike[str], preset: str | None) -> None:
        self.checks = check_log(log)
        self.draws = check_draws(log)
        self.final = final_check(log)
        self._names = seat_names(log)
        self.log = log
        self.path = str(path)
        self.preset = preset
        self._note = None
        self._notify()

    def rules_choices(self) -> tuple[str, ...]:
        """The presets the open log may be read under: those for as many players as it has."""
        if self.log is None:
            return ()
        return tuple(name for name, rules in PRESETS.items() if rules.players == self.log.seats)

    def _say(self, note: Callable[[str], str], *, error: bool) -> None:
        self._note, self._note_error = note, error
        self._notify()

    def _build_view(self) -> LogView:
        # with nothing else to say, why the open log cannot be saved as a record: the Save
        # button is off, and a disabled button's tooltip is out of the keyboard's reach
        note = self._note(self._lang) if self._note is not None else self.save_refusal()
        log = self.log
        if not note and log is not None and log.cut is not None and log.hands:
            # a file cut off after its last hand that may be saved (an mjlog without its owari):
            # said above the list too, as a stop that refuses the save is, since the record
            # saved stops at that hand (said only in the list's last row, it was cut at 1024 px)
            note = escape_controls(log.cut.message(self._lang))
        # the final standings' state as the core decides it; "" where no record is saved
        final = self.final
        state = "" if final is None or final.state == "unsaved" else final.state
        return LogView(
            tuple(self._rows()),
            self._summary(),
            self._lang,
            self._final_rows(),
            note=note,
            note_error=bool(note) and self._note is not None and self._note_error,
            final_state=state,
            final_hint=self._final_hint(state),
            rules=self.log.rules.name if self.log is not None else "",
            rules_choices=tuple((name, preset_name(name, self._lang)) for name in self.rules_choices()),
            rules_offered=self.log is not None and (state == "unended" or self.preset is not None),
            final_tip=self._final_tip(),
        )

    def _final_tip(self) -> str:
        """What the final standings' "Final score" column shows, said for the open log."""
        final = self.final
        if final is None or self.log is None:
            return ""
        if final.counted:  # the log's final points alone: the score these rules count from them
            return phrase(PHRASES, "log_final_tip_counted", self._lang)
        if final.unstated:  # no final points in the log: the record's, counted from its hands
            return phrase(PHRASES, "log_final_tip_unstated", self._lang)
        return phrase(PHRASES, "log_final_tip_oka" if self.own_oka else "log_final_tip", self._lang)

    def _final_hint(self, state: str) -> str:
        # a log that states its final points alone: its final score is the one these rules count
        # from them (FinalCheck.counted), not the log's
        final = self.final
        counted = final is not None and final.counted
        hints = {
            "agree": "log_final_same_counted" if counted else "log_final_same",
            "differs": "log_final_differs_hint_counted" if counted else "log_final_differs_hint",
            "unended": "log_final_unended_hint",
        }
        if state not in hints:
            return ""
        if final is not None and final.unstated:  # the record's own standings: said so
            hint = phrase(PHRASES, "log_final_unstated", self._lang)
            reason = final.reason(self._lang)  # where its hands' points part, lines refused
            return f"{hint} {reason}" if reason else hint
        hint = phrase(PHRASES, hints[state], self._lang)
        # where the record's game went otherwise than the log's game, lines of it refused or its
        # end not reached: which hand, and why (its points part at a hand these rules pay
        # otherwise); a record whose points only part is said by the highlighted scores and
        # the hands' rows (the sentence stays short under the standings)
        went_otherwise = final is not None and (final.refused or state == "unended")
        reason = final.reason(self._lang) if final is not None and went_otherwise else ""
        return f"{hint} {reason}" if reason else hint

    def _final_rows(self) -> tuple[LogFinalRow, ...]:
        """The log's final standings, first place first: its places as the final score counts
        them under the log's rules (ties to the seat nearer the first dealer, or shared)."""
        final, lang = self.final, self._lang
        if final is None or self.log is None:
            return ()
        standings = final_scores(final.names, final.points, self.log.rules)
        rows = []
        for standing in sorted(standings, key=lambda s: (s.place, s.seat)):
            seat, score = standing.seat, final.log[standing.seat]
            ours = "" if final.record is None else score_thousands(final.record[seat], lang)
            agree = final.record is not None and final.record[seat] == score
            name, place = self._name(seat), place_text(standing.place, lang, standing.shared)
            points, log = number(final.points[seat], lang), score_thousands(score, lang)
            params = {"place": place, "name": name, "points": points, "log": log, "record": ours}
            key = (
                "log_final_row"
                if agree or not ours
                else "log_final_row_record_counted"
                if final.counted
                else "log_final_row_record"
            )
            said = phrase(PHRASES, key, lang, **params)
            rows.append(LogFinalRow(name, points, log, ours, agree, place, said))
        return tuple(rows)

    def _saved_final(self, lang: str) -> str:
        """What the note on a saved record adds when the record does not end with the log's
        final score: its other final score (both said) or that it does not reach the end; ""
        when it agrees (or the log does not say its final score)."""
        final = self.final
        if final is None or final.state == "agree" or final.state == "unsaved":
            return ""  # "unsaved" never comes here: no record is saved from such a log
        if final.state == "unended":
            return phrase(PHRASES, "log_final_unended", lang)
        assert final.record is not None  # differs: the record's other final score
        log, record = self._scores(final.log, lang), self._scores(final.record, lang)
        key = "log_final_differs_counted" if final.counted else "log_final_differs"
        return phrase(PHRASES, key, lang, log=log, record=record)

    def _scores(self, scores: tuple[int, ...], lang: str) -> str:
        return ", ".join(f"{self._name(s)} {score_thousands(v, lang)}" for s, v in enumerate(scores))

    def _name(self, seat: int) -> str:
        """The seat's name as the saved record and ``mjgui replay`` say it: its record name
        (core/logs/record.py ``seat_names``)."""
        assert self.log is not None
        return self._names[seat]

    def _rows(self) -> list[LogRow]:
        if self.log is None:
            return []
        checks = iter(self.checks)  # one a win, in the log's order (check_log)
        draws = {id(d.hand): d for d in self.draws}
        gaps = {gap.at: gap.error for gap in self.log.gaps}
        out: list[LogRow] = []
        for at, hand in enumerate(self.log.hands):
            hand_checks = [next(checks) for _ in hand.wins]
            if at in gaps:  # a row of its own before the hand: what is missing, as a difference
                label = log_round_text(hand.round, self._lang)
                reason = escape_controls(gaps[at].message(self._lang))
                verdict = phrase(PHRASES, "log_gap", self._lang)
                out.append(LogRow(label, reason, "", "", verdict, False, details=(reason,)))
            if hand.error is not None:  # the log spoils this hand: where and why, as a difference
                label = log_round_text(hand.round, self._lang)
                reason = escape_controls(hand.error.message(self._lang))
                verdict = phrase(PHRASES, "log_unreadable", self._lang)
                out.append(LogRow(label, reason, "", "", verdict, False, details=(reason,)))
                continue
            if hand.end != "win":
                out.append(self._draw_row(hand, draws.get(id(hand))))
                continue
            for i, check in enumerate(hand_checks):
                out.append(self._win_row(hand, i, check))
        if self.log.cut is not None and self.log.hands:  # the file cut off after its last hand
            label = log_round_text(self.log.hands[-1].round, self._lang)
            reason = escape_controls(self.log.cut.message(self._lang))
            out.append(LogRow(label, reason, "", "", "", None, details=(reason,)))
        return out

    def _end_text(self, hand: LogHand) -> str:
        lang = self._lang
        names = ", ".join(self._name(s) for s in (hand.nagashi or hand.tenpai))
        if hand.end == "abort":  # by its kind when the log says a kind we know
            kind = ABORT_KINDS.get(hand.abort)
            if hand.abort_guessed:  # the reader's guess from the hand: never said as a fact
                return (
                    say(ABORT_UNSAID, lang)
                    if kind is None
                    else say(ABORT_PROBABLY, lang, draw=say(kind, lang))
                )
            return say(kind, lang) if kind is not None else phrase(PHRASES, "log_abort", lang)
        if hand.end == "nagashi":
            return phrase(PHRASES, "log_nagashi", lang, names=names)
        if hand.tenpai:
            return phrase(PHRASES, "log_draw_tenpai", lang, names=names)
        return phrase(PHRASES, "log_draw_noten", lang)

    def _draw_row(self, hand: LogHand, check: DrawCheck | None) -> LogRow:
        """A hand that ends without a win: what happened, across the value columns; its details
        (the tooltip, the line under the list) say each player's change on both sides where the
        log states what it paid, or that it is not checked. A draw whose payments agree says so
        in its verdict ("✓ agree"), a draw not checked has none. A draw our game pays otherwise
        is a row with values and a verdict ("✗ differs: payments"), marked as a win that differs
        is: its cells name only the players whose change differs, each on both sides ("±0" where
        a side moves none of their points), so a cell cut short never hides the difference; the
        details name every player."""
        lang = self._lang
        label = log_round_text(hand.round, lang)
        event = self._end_text(hand)
        if check is None:
            return LogRow(label, event, "", "", "", None, details=(event,))
        if not check.stated:
            why = phrase(PHRASES, "log_draw_unchecked_why", lang)
            return LogRow(label, event, "", "", "", None, details=(event, why))
        nothing = phrase(PHRASES, "log_no_changes", lang)
        log_text = self._changes(hand.deltas) or nothing
        our_text = self._changes(check.ours) or nothing
        details = (
            event,
            phrase(PHRASES, "log_pays_log", lang, changes=log_text),
            phrase(PHRASES, "log_pays_ours", lang, changes=our_text),
        )
        if check.agree:
            return LogRow(label, event, "", "", phrase(PHRASES, "log_agree", lang), True, details=details)
        seats = [s for s, (a, b) in enumerate(zip(hand.deltas, check.ours, strict=True)) if a != b]
        log_cell, our_cell = (self._seat_changes(seats, side) for side in (hand.deltas, check.ours))
        verdict = phrase(PHRASES, "log_differ", lang, fields=phrase(PHRASES, "log_draw_payments", lang))
        fields = tuple(d.field for d in check.differences)
        return LogRow(label, event, log_cell, our_cell, verdict, False, None, details, fields)

    def _seat_changes(self, seats: Iterable[int], changes: Sequence[int]) -> str:
        """``ASAPIN −1000, Chen ±0``: the change of each of ``seats``, none left out."""
        lang = self._lang
        return ", ".join(
            f"{self._name(s)} {number(changes[s], lang, sign=True) if changes[s] else '±0'}" for s in seats
        )

    def _win_row(self, hand: LogHand, index: int, check: WinCheck) -> LogRow:
        lang, win = self._lang, check.win
        if win.discarder is None:
            event = phrase(PHRASES, "log_tsumo", lang, winner=self._name(win.winner))
        else:
            key = "log_also_ron" if index else "log_ron"
            event = phrase(
                PHRASES, key, lang, winner=self._name(win.winner), discarder=self._name(win.discarder)
            )
        if win.pao is not None:  # the liable player the log names (RULES.md §6)
            event = phrase(TRACKER_PHRASES, "s_pao", lang, text=event, name=self._name(win.pao))
        value = win.value
        log_text = self._value(value.han, value.fu, value.points, value.yakuman)
        # the hand's own value beside its han and fu; the honba and the sticks said after it
        extra = value.gain - value.points
        sticks = 1000 * win.spec.sticks  # the sticks the log puts on the table for this win
        # what the table's honba pay this win under the rules (a second ron on one discard may
        # be paid none): the log's excess is said as honba and sticks only when it is exactly so
        honba = win.spec.rules.honba_ron * win.spec.honba_taken
        if not value.states("points"):  # an mjai log: its han and fu if it says them, the gain
            gain = number(value.gain, lang)
            if value.states("han") and value.fu is not None:
                said = phrase(PHRASES, "log_han_fu", lang, han=value.han, fu=value.fu)
                log_text = phrase(PHRASES, "log_gain", lang, value=said, points=gain)
            else:
                log_text = phrase(PHRASES, "log_value_gain", lang, points=gain)
        elif extra and extra == honba + sticks:
            log_text += self._extras(honba, sticks)
        elif extra:  # the log pays no such split (more or less than the honba): its whole gain
            log_text = phrase(PHRASES, "log_gain", lang, value=log_text, points=number(value.gain, lang))
        ours, ours_why = check.ours, True
        if ours is not None and ours.payment is not None:
            pay = ours.payment
            our_text = self._value(ours.han, ours.fu.fu, pay.hand_points, ours.yakuman)
            our_text += self._extras(pay.honba_points, pay.sticks_points)
            ours_why = False
        else:  # why our core has no value, a sentence
            our_text = check.ours_problem(lang)
        if check.agree:
            verdict = phrase(PHRASES, "log_agree", lang)
        else:
            verdict = phrase(PHRASES, "log_differ", lang, fields=check.differing(lang))
        label = log_round_text(hand.round, lang)
        fields = tuple(d.field for d in check.differences)
        details = tuple(self._details(hand, check, event, log_text, our_text))
        return LogRow(
            label, event, log_text, our_text, verdict, check.agree, check, details, fields, ours_why=ours_why
        )

    def _details(self, hand: LogHand, check: WinCheck, event: str, log_text: str, our_text: str) -> list[str]:
        """The lines that say a win whole, whatever its cells show: what happened with the
        honba and sticks on the table; the value and the yaku (each side's when they differ,
        and which yaku differ); each player's change on both sides when the points differ."""
        lang, win = self._lang, check.win
        out = [self._table_text(hand, win, event)]
        log_yaku = self._yaku_list(win.value.yaku)
        note = check.yaku_note(lang)  # the log lists no yaku: said, never "yaku: —"
        ours = check.ours
        if check.agree:
            if note:
                out.append(phrase(PHRASES, "log_value_no_yaku", lang, value=log_text, note=note))
            else:
                out.append(phrase(PHRASES, "log_value_yaku", lang, value=log_text, yaku=log_yaku))
            return out
        if note:
            out.append(phrase(PHRASES, "log_says_no_yaku", lang, value=log_text, note=note))
        else:
            out.append(phrase(PHRASES, "log_says", lang, value=log_text, yaku=log_yaku))
        if ours is None:  # our core refuses the hand or finds no win: why, whole
            return [*out, phrase(PHRASES, "log_our_score", lang, reason=inner_sentence(our_text, lang))]
        our_yaku = self._yaku_list((y.id, y.han) for y in ours.yaku)
        out.append(phrase(PHRASES, "log_ours_says", lang, value=our_text, yaku=our_yaku))
        differences = {d.field: d for d in check.differences}
        if "yaku" in differences:
            out.append(self._yaku_differ(differences["yaku"].log, differences["yaku"].ours))
        if {"points", "gain", "changes"} & differences.keys():
            out.append(phrase(PHRASES, "log_pays_log", lang, changes=self._changes(win.deltas)))
            out.append(phrase(PHRASES, "log_pays_ours", lang, changes=self._changes(our_changes(win, ours))))
        return out

    def _table_text(self, hand: LogHand, win: LogWin, event: str) -> str:
        """The honba and riichi sticks on the table for ``win``. A later winner on the same
        discard (a double ron) is paid none of them, or only the honba: the table's, and who
        takes them (the first winner in turn order after the discarder, the rules' own
        :func:`~mjgui.core.game.game.ron_counters`), not the zeros its own hand carries."""
        lang = self._lang
        key, honba, sticks, taker = "log_event_table", win.spec.honba, win.spec.sticks, ""
        winners = [w.winner for w in hand.wins if w.discarder is not None and w.discarder == win.discarder]
        if win.discarder is not None and len(winners) > 1:
            assert self.log is not None
            rules = self.log.rules
            first = sticks_taker(rules, win.discarder, winners)
            taking = next((w for w in hand.wins if w.winner == first), None)
            if first != win.winner and taking is not None:  # the first winner's: all on the table
                honba, sticks = taking.spec.honba, taking.spec.sticks
                paid = ron_counters(rules, win.discarder, winners, win.winner, honba, sticks)
                if paid != (honba, sticks):
                    key = "log_event_table_first" if paid[0] == 0 else "log_event_table_sticks_first"
                    taker = self._name(first)
        return phrase(
            PHRASES,
            key,
            lang,
            event=event,
            honba=phrase(TRACKER_PHRASES, "honba", lang, n=honba),
            sticks=sticks_text(sticks, lang),
            taker=taker,
        )

    def _yaku_text(self, yaku_id: str, han: int) -> str:
        name = small_first(escape_controls(yaku_name(yaku_id, self._lang)))
        facts = YAKU_FACTS.get(yaku_id)
        if facts is not None and facts.yakuman:  # counted as 13 han, in the log and ours
            yakuman = small_first(yakuman_name(1, self._lang))
            return phrase(PHRASES, "log_yaku_yakuman", self._lang, yaku=name, yakuman=yakuman)
        return phrase(PHRASES, "log_yaku_han", self._lang, yaku=name, han=han)

    def _yaku_list(self, yaku: Iterable[tuple[str, int]]) -> str:
        return ", ".join(self._yaku_text(yaku_id, han) for yaku_id, han in yaku) or "—"

    def _yaku_differ(self, log: object, ours: object) -> str:
        """What differs between the two yaku lists of a difference (``["riichi 1", ...]``, as
        the check compares them: a three-player log's Norths counted in its dora)."""

        def items(side: object) -> Counter[tuple[str, int]]:
            pairs = (str(item).rsplit(" ", 1) for item in side) if isinstance(side, list) else ()
            return Counter((yaku_id, int(han)) for yaku_id, han in pairs)

        log_items, our_items = items(log), items(ours)
        parts = []
        if only := list((log_items - our_items).elements()):
            parts.append(phrase(PHRASES, "log_only_log", self._lang, yaku=self._yaku_list(only)))
        if only := list((our_items - log_items).elements()):
            parts.append(phrase(PHRASES, "log_only_ours", self._lang, yaku=self._yaku_list(only)))
        return phrase(PHRASES, "log_yaku_differ", self._lang, what="; ".join(parts))

    def _changes(self, changes: Iterable[int]) -> str:
        """``Aiko +7700, Boris −7700``: the players whose points change."""
        changes = tuple(changes)
        return changes_text((self._name(seat) for seat in range(len(changes))), changes, self._lang)

    def _value(self, han: int, fu: int | None, points: int, yakuman: int) -> str:
        if yakuman:
            return f"{yakuman_name(yakuman, self._lang)}: {number(points, self._lang)}"
        if fu is None or han >= HAN_ALONE:
            return phrase(PHRASES, "log_value_limit", self._lang, han=han, points=number(points, self._lang))
        return phrase(PHRASES, "log_value", self._lang, han=han, fu=fu, points=number(points, self._lang))

    def _extras(self, honba: int, sticks: int) -> str:
        """`` + 300 honba + 2000 sticks`` after a hand's value, as the calculator's headline says
        them (nothing for none)."""
        lang, out = self._lang, ""
        if honba:
            out += " " + phrase(DESK_PHRASES, "plus_honba", lang, points=number(honba, lang))
        if sticks:
            out += " " + phrase(DESK_PHRASES, "plus_sticks", lang, points=number(sticks, lang))
        return out

    def _summary(self) -> str:
        if self.log is None:
            return ""
        agree = sum(1 for c in self.checks if c.agree)
        players = " · ".join(self._name(s) for s in range(self.log.seats))
        wins = phrase(PHRASES, "log_wins", self._lang, n=len(self.checks))
        agreeing = phrase(PHRASES, "log_agree_count", self._lang, n=agree)
        if self.checks:
            parts = [phrase(PHRASES, "log_summary", self._lang, players=players, wins=wins, agree=agreeing)]
        else:
            parts = [phrase(PHRASES, "log_summary_no_wins", self._lang, players=players)]
        # the draws: said where one differs, or where the log has no win (never a bare "0 wins")
        draws = count_draws(self.draws)
        if draws.checked and (draws.agree < draws.checked or not self.checks):
            parts.append(phrase(PHRASES, "log_draws", self._lang, agree=draws.agree, checked=draws.checked))
        # those not checked: always said, as ``replay`` says them (a row not checked has no verdict)
        if draws.unchecked:
            parts.append(phrase(PHRASES, "log_draws_unchecked", self._lang, n=draws.unchecked))
        return " · ".join(parts)

    def record_name(self) -> str:
        """The name a game record of the open log is offered under: the log's, its ``.gz`` and
        its log extension taken off (``west.mjlog.gz`` -> ``west.mjgame``; an mjai ``west.log``
        and an Internet shortcut ``west.url`` too, read as logs by their content)."""
        name = os.path.basename(self.path)
        # .gz first, then the log's own extension (LOG_PATTERNS': mjai's .jsonl and .mjson too)
        endings = (*(p.removeprefix("*") for p in LOG_PATTERNS if p != "*.gz"), *_READ_BY_CONTENT)
        for ending in (".gz", *endings):
            if name.lower().endswith(ending) and len(name) > len(ending):
                name = name[: -len(ending)]
                if ending != ".gz":
                    break
        return name + ".mjgame"

    def spec(self, row: LogRow) -> HandSpec | None:
        """The win's hand with every detail, for the calculator or the quiz; None for a row that
        is no win, or a win the rules the log is read under do not pay (:meth:`not_sent`)."""
        if row.check is None or isinstance(row.check.error, UnpaidWin):
            return None
        return row.check.win.spec

    def left_out(self, spec: HandSpec) -> LeftOut | None:
        """Why the quiz would not ask the open log's win of ``spec`` (:meth:`spec`) as its game
        paid it, as it leaves it out of the log itself
        (:func:`~mjgui.core.teach.own_hands.log_win_left_out`); None when it asks it, or when
        ``spec`` is no win of the open log; named by the log's file name as shown. The desk keeps
        this with the hand it shows."""
        from mjgui.core.teach.own_hands import log_win_left_out

        check = next((c for c in self.checks if c.win.spec == spec), None)
        why = None if check is None else log_win_left_out(check)
        # named by its log: the quiz is told of it away from the log (the desk's hands)
        return None if why is None else replace(why, log=shown_path(os.path.basename(self.path)))

    def not_sent(self, row: LogRow) -> str:
        """Why a win's row goes neither to the calculator nor to the quiz: the rules the log is
        read under do not pay it (a second claimant under atama hane, one of three winners under
        ``triple_ron_abort``), so neither may score it as a win; "" for a row that opens (and for
        a row that is no win)."""
        error = row.check.error if row.check is not None else None
        if not isinstance(error, UnpaidWin):
            return ""
        return say(NOT_SENT[error.code], self._lang, **error.params)

    def origin(self, row: LogRow) -> tuple[str, str]:
        """Where a win comes from, for the quiz's title: the log's file name (shown as every
        file name is) and the hand as the log names it ("E2-1"; the quiz says it in its own
        language)."""
        label = row.check.win.round if row.check is not None else ""
        return shown_path(os.path.basename(self.path)), label

    def save_refusal(self) -> str:
        """Why the open log cannot be saved as a game record (its unreadable hands: a record
        would hide them; a hand that does not follow on from the one before it: a hand
        or a win is missing; a log that does not start at East 1 with every player at the start
        points, such as a one-hand excerpt: a record would replay it from there), as
        :meth:`save_record` would refuse it; empty when it can be saved (or when no log is
        open)."""
        if self.log is None:
            return ""
        refusal = save_refusal(self.log)
        return "" if refusal is None else refusal.message(self._lang)

    def save_record(self, path: str | os.PathLike[str]) -> str:
        """Write the log's game as a ``.mjgame`` record (atomically, read back by the record
        reader before it replaces ``path``); returns the message to show. Raises
        :class:`mjgui.core.logs.record.RecordWriteError` for a game a record cannot hold (the
        hand and the reason: a log that does not start at the start of a game too),
        :class:`mjgui.core.logs.LogError` when hands of the log cannot be read (a record
        would hide them) and :class:`mjgui.core.game.storage.StorageError` when the file cannot
        be written: either way ``path`` is unchanged. The view's note says it too."""
        assert self.log is not None
        try:
            saved = save_game_record(self.log, path)  # refuses what save_refusal says
        except MahjongError as err:
            self._say(err.message, error=True)
            raise
        shown = shown_path(saved.path)  # as every output shows a file name
        if saved.refused:
            first, n = saved.refused[0], len(saved.refused)
            # the log's header at fault (an East game's over hands of the South): said as its
            # fault, not as a line to delete (FinalCheck.refusal)
            if self.final is not None:
                first = self.final.refusal(first)

            def said(lang: str) -> str:
                reason = first.body(lang)
                reason = reason[:-1] if reason.endswith(".") and not reason.endswith("..") else reason
                return phrase(
                    PHRASES, "log_saved_refused", lang, n=n, path=shown, line=first.line, reason=reason
                )
        else:

            def said(lang: str) -> str:
                return phrase(PHRASES, "log_saved", lang, path=shown)

        undated = not self.log.date  # no # date line written (game_record): said with the message

        def note(lang: str) -> str:
            # a record that does not end with the log's final score says so with the message,
            # and one that has no date says how the club will date it
            more = [self._saved_final(lang), phrase(PHRASES, "log_saved_undated", lang) if undated else ""]
            more = [m for m in more if m]
            return " ".join([f"{said(lang).rstrip('.')}.", *more]) if more else said(lang)

        self._say(note, error=False)
        return note(self._lang)

"""The student's own hands for the quiz: the winning hands of a game record's ``hand "..."``
lines (with the game's situation at that moment: seat, round, honba, sticks, riichi) and the
wins of an imported game log (Tenhou mjlog or tenhou.net/6 JSON). Only hands that win are kept.
:func:`file_hands` reads either from a file, told apart by its content as the log window tells a
log (:func:`mjgui.core.logs.is_log_file`), never by its name.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mjgui.core.errors import MahjongError
from mjgui.core.game.game import (
    STICK,
    GameState,
    Points,
    RonGroup,
    Step,
    Win,
    chombo_paid,
    replay,
    ron_counters,
    situated_spec,
    step_win,
)
from mjgui.core.game.record import HandValue, RonAction, TsumoAction, unread_rules
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.logs.model import GameLog
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import pao_base, score
from mjgui.core.scoring.settle import settle_hand

if TYPE_CHECKING:
    from mjgui.core.logs.replay import WinCheck

__all__ = [
    "LEFT_OUT_REASONS",
    "LeftOut",
    "OwnHands",
    "file_hands",
    "log_hands",
    "log_hands_read",
    "log_win_left_out",
    "read_file_hands",
    "record_hands",
    "record_hands_read",
]

#: a win's line that gives its hand (``ron Chen from Aiko hand "..."``), read or refused: the
#: word ``hand`` outside its quotes and before any comment (:func:`_gives_hand`)
_HAND_LINE = re.compile(r"^\s*(?:also\s+)?(?:ron|tsumo)\b.*\bhand\b", re.IGNORECASE)
#: what a record line has in double quotes (to its end when they do not close), and its comment
_QUOTED_OR_COMMENT = re.compile(r'"[^"]*"?|#.*', re.DOTALL)


def _gives_hand(text: str) -> bool:
    """Whether a record line is a win that gives its hand: ``hand`` a word of the line itself,
    not of its comment (``ron Chen from Zed 3 40 # good hand``) nor of what is quoted."""
    bare = _QUOTED_OR_COMMENT.sub(lambda m: '""' if m.group().startswith('"') else "", text)
    return _HAND_LINE.match(bare) is not None


#: Why a record's or a log's win, which the game took, is not asked: the quiz cannot ask it as
#: the game paid it (its right answer would not be the game's payment). Each completes
#: "line N: ..." (a log's: "hand E3-2: ...").
LEFT_OUT_REASONS: dict[str, Msg] = {
    "wareme": msg("own_hands:wareme", "wareme doubles its payment, which the quiz does not ask"),
    "pao_part": msg(
        "own_hands:pao_part",
        "its liable player answers for only part of its pao yakuman, which the quiz does not ask",
    ),
    "paid_otherwise": msg(
        "own_hands:paid_otherwise", "the game paid it otherwise than the quiz reckons its payment"
    ),
    # a log's win paid as the quiz reckons it whose han or fu the log states otherwise
    "counted_otherwise": msg(
        "own_hands:counted_otherwise", "the game counted its han or fu otherwise than the quiz does"
    ),
    # a riichi win whose log does not show its ura dora indicators (an mjai log that leaves them
    # out) and whose payment implies some han of them: the hand the log gives has none
    "ura_unshown": msg(
        "own_hands:ura_unshown",
        "the log does not show its ura dora indicators, though its payment counts ura dora",
    ),
}

#: What the desk says of a log's win it shows (:meth:`LeftOut.desk_note`) whose log does not show
#: its ura dora indicators while its payment implies ``n`` han of ura dora (``reason``
#: "ura_unshown"): the hand on the desk is the log's, with no ura indicator, so the desk pays it
#: ``n`` han less than the log window's row until the player adds indicators that give them.
#: ``hand``: the hand as the log window names it (E1-0); ``log``: the log's file name as shown.
DESK_URA_UNSHOWN = nmsg(
    "own_hands:desk_ura_unshown",
    "Hand {hand} of log {log}: the log does not show the ura dora indicators, and its payment "
    "implies {n} han of ura dora. The desk counts them only once ura dora indicators that give "
    "them are added.",
    "Hand {hand} of log {log}: the log does not show the ura dora indicators, and its payment "
    "implies {n} han of ura dora. The desk counts them only once ura dora indicators that give "
    "them are added.",
)

#: What the desk says instead of :data:`DESK_URA_UNSHOWN` once the player has added ura dora
#: indicators to the log's hand (nothing else changed) that give another count of ura dora
#: than the log's payment implies: the first sentence, ``n`` the han the payment implies...
DESK_URA_IMPLIED = nmsg(
    "own_hands:desk_ura_implied",
    "Hand {hand} of log {log}: the log does not show the ura dora indicators, and its payment "
    "implies {n} han of ura dora.",
    "Hand {hand} of log {log}: the log does not show the ura dora indicators, and its payment "
    "implies {n} han of ura dora.",
)
#: ...then this one, ``n`` the han of ura dora the indicators now on the desk give
DESK_URA_COUNTED = nmsg(
    "own_hands:desk_ura_counted",
    "The ura dora indicators on the desk give {n} han of ura dora.",
    "The ura dora indicators on the desk give {n} han of ura dora.",
)


@dataclass(frozen=True)
class LeftOut:
    """A win of a record the game took but the quiz does not ask: its line's number, and why
    (a key of :data:`LEFT_OUT_REASONS`). A log's win: ``line`` its hand's place in the log
    (from 1) and ``hand`` the hand as the log window names it (``E3-2``); ``log`` the log's file
    name as shown where the win comes from elsewhere than the log the quiz reads (the log
    window's verdict, kept with the hand it opens on the desk), else empty: "this log"."""

    line: int
    reason: str
    hand: str = ""
    log: str = ""
    #: "ura_unshown": the han of ura dora the log's payment implies (its indicators not shown)
    ura_han: int = 0

    def message(self, lang: str = "en") -> str:
        """Why, in ``lang``: a clause ("wareme doubles its payment, ...")."""
        return phrase(LEFT_OUT_REASONS, self.reason, lang)

    def desk_note(self, lang: str = "en", counted: int | None = None) -> str:
        """What the desk says while it shows this log's win as the log gave it: for a win whose
        log does not show its ura dora indicators, the han of them its payment implies, which
        the hand on the desk lacks (:data:`DESK_URA_UNSHOWN`); "" for any other reason.
        ``counted``: the han of ura dora the indicators the player has since added to the hand
        give (another count than :attr:`ura_han`), said beside it (:data:`DESK_URA_COUNTED`)."""
        if self.reason != "ura_unshown":
            return ""
        if counted is None:
            return say(DESK_URA_UNSHOWN, lang, hand=self.hand, log=self.log, n=self.ura_han)
        implied = say(DESK_URA_IMPLIED, lang, hand=self.hand, log=self.log, n=self.ura_han)
        return f"{implied} {say(DESK_URA_COUNTED, lang, n=counted)}"


@dataclass(frozen=True)
class OwnHands:
    """The hands a file gives the quiz, the record's hand lines left out: the game's refusal
    of each (its line and why), in order; and the wins the game took that the quiz cannot ask
    as the game paid them (:class:`LeftOut`), in order."""

    hands: list[HandSpec]
    refused: tuple[MahjongError, ...] = ()
    left_out: tuple[LeftOut, ...] = ()


def record_hands(text: str) -> list[HandSpec]:
    """The hands of a record's ``ron ... hand "..."`` and ``tsumo ... hand "..."`` lines, in
    order, each as the game scored it; lines the game refused are left out."""
    return record_hands_read(text).hands


def record_hands_read(text: str) -> OwnHands:
    """:func:`record_hands`, with the hand lines the game refused (their refusals), so a student
    is told that some were left out and why.

    Each hand is asked as the game settled its line (:func:`_as_paid`): in the hand it was won
    in (another winner on a discard, ``also ron``, in the hand of that discard, not the next
    one), with the honba and riichi sticks the game paid that winner (on a discard several won
    on, the sticks to the first winner in turn after the discarder, the honba as the rules'
    ``multiple_ron_honba`` says: :attr:`HandSpec.paid_honba`, the hand's counter kept for
    ryanhan shibari) and the line's liable player (pao). A win the quiz cannot ask
    as the game paid it (a payment doubled by wareme, a liable player answering for one of
    the hand's pao yakuman only) is left out, and said so (``left_out``): its right answer
    would not be the game's."""
    out: list[HandSpec] = []
    refused: list[MahjongError] = []
    left_out: list[LeftOut] = []
    result = replay(text)
    finals = result.final_rons()
    for step, share in zip(result.steps, result.line_shares(), strict=True):
        action = step.line.action
        if step.error is not None:
            if _gives_hand(step.line.text):
                refused.append(step.error)
            continue
        if not isinstance(action, (RonAction, TsumoAction)) or not isinstance(action.value, HandValue):
            continue
        asked = _as_paid(step, action.value.spec, share, finals)
        if isinstance(asked, HandSpec):
            out.append(asked)
        elif asked is not None:
            left_out.append(asked)
    return OwnHands(out, tuple(refused), tuple(left_out))


def _as_paid(
    step: Step, hand: HandSpec, share: Points, finals: dict[int, RonGroup]
) -> HandSpec | LeftOut | None:
    """The hand of a win's line (``hand``, as written) in the situation the game paid it in
    (``share``: the line's part of the settlement, :meth:`GameResult.line_shares`), or the line
    left out, and why, when the quiz cannot ask it so: its settlement, as the quiz reckons it
    from the hand, differs from the game's for the line (the riichi stick the winner put out
    with the win aside, which the sticks the hand is paid count). None: no win."""
    win = step_win(step)
    if win is None:
        return None
    paid = list(share)
    if win.discarder is None:  # tsumo: the hand as the game played it
        state = step.hand
        spec = situated_spec(state, hand, win.winner, None)
        last = True
    else:  # ron: the discard's every winner decides who takes the honba and the sticks
        group = step.state.last_ron
        assert group is not None  # a settled ron keeps its group until the next line
        final = finals[group.first_line]
        state = final.before
        last = len(group.wins) == len(final.wins)
        winners = [w.winner for w in final.wins]
        sticks = state.sticks + sum(1 for w in final.wins if w.auto_riichi)
        honba, taken = ron_counters(state.rules, win.discarder, winners, win.winner, state.honba, sticks)
        # the hand's honba stay its counter (ryanhan shibari reads it, as the game did); the
        # honba this winner was paid apart from them (none to a second winner under "first")
        spec = situated_spec(state, hand, win.winner, win.discarder).with_changes(
            paid_honba=None if honba == state.honba else honba, sticks=taken
        )
    # penalties paid at the game's end, with this line (a ron: the discard's last ron line)
    kept = chombo_paid(step) if last else ()
    if kept:
        paid = [d - c for d, c in zip(paid, kept, strict=True)]
    if win.auto_riichi:
        paid[win.winner] += STICK
    if win.liable is not None:
        spec = spec.with_changes(liable=state.seat_wind(win.liable))
    if _settles_as(spec, win, paid, state.dealer):
        return spec
    return _left_out(step.line.number, state, win, spec)


def _left_out(line: int, state: GameState, win: Win, spec: HandSpec) -> LeftOut:
    """Win line ``line``, which the game paid (``win``) otherwise than the quiz reckons it
    (``spec``, as the quiz would ask it), left out, and why."""
    if state.wareme is not None:  # the wall broke before a player who pays or is paid
        return LeftOut(line, "wareme")
    if win.liable is not None:
        try:
            best = score(spec).win
        except MahjongError:  # the game took the line, so the hand reads: never expected
            best = None
        if best is not None and pao_base(best, state.rules) != win.pao_base:
            return LeftOut(line, "pao_part")
    return LeftOut(line, "paid_otherwise")


def _settles_as(spec: HandSpec, win: Win, paid: list[int], dealer: int) -> bool:
    """Whether ``spec`` wins what the game paid ``win`` (``paid``: each starting seat's change)
    and is settled the same: each seat wind's change as the quiz reckons it (its payment, pao
    included) the game's for the seat sitting there."""
    try:
        best = score(spec).win
    except MahjongError:  # the game took the line, so the hand reads: never expected
        return False
    if best is None or best.base.points != win.base:
        return False
    seats = len(paid)
    return settle_hand(spec, best) == tuple(paid[(wind + dealer) % seats] for wind in range(seats))


#: the fields of a log's win (:class:`~mjgui.core.logs.replay.Difference`) that, told otherwise
#: by our core, make the quiz's right payment not the game's; and those that make its right
#: han or fu not the game's (the yaku alone are not: the log lists dora as it counts them)
_PAID_FIELDS = frozenset({"result", "points", "gain", "changes"})
_COUNTED_FIELDS = frozenset({"han", "fu"})


def log_hands(log: GameLog) -> list[HandSpec]:
    """The wins of a game log the quiz asks (:func:`log_hands_read`)."""
    return log_hands_read(log).hands


def log_hands_read(log: GameLog) -> OwnHands:
    """The wins of a game log the quiz asks, each under the log's own rules, and those it
    leaves out (``left_out``, in the log's order), as a record's are (:func:`record_hands_read`):
    a win the log window finds our core scoring otherwise than the game paid it
    (:func:`~mjgui.core.logs.replay.check_log`: another payment, gain or change of a player, or
    no win, or a win the rules pay nothing), or whose han or fu the log states otherwise: its
    right answer would not be the game's. Each left out names its hand (``E3-2``)."""
    from mjgui.core.logs.replay import check_log

    out: list[HandSpec] = []
    left_out: list[LeftOut] = []
    for check in check_log(log):
        why = log_win_left_out(check)
        if why is None:
            out.append(check.win.spec)
        else:
            left_out.append(why)
    return OwnHands(out, (), tuple(left_out))


def log_win_left_out(check: WinCheck) -> LeftOut | None:
    """Why the quiz does not ask a log's win as the log window checked it
    (:func:`~mjgui.core.logs.replay.check_log`), or None when it asks it: the one check of a
    log's win, whether it comes with its log (:func:`log_hands_read`) or from the calculator
    it was opened on (the desk keeps this verdict with the hand it borrowed). A win that agrees
    only with han of ura dora its log does not show (:attr:`WinCheck.ura_han`) is left out as
    "ura_unshown": the hand the log gives, which the quiz would ask, has no ura indicator, so
    the quiz's right payment would not be the game's."""
    fields = {d.field for d in check.differences}
    win = check.win
    if check.ura_han:  # agrees only with ura dora the log does not show: the log's hand has none
        return LeftOut(win.hand_index + 1, "ura_unshown", win.round, ura_han=check.ura_han)
    if check.result is None or check.result.spec != win.spec:  # scored without its liable player
        fields.add("result")
    if fields & _PAID_FIELDS:
        return LeftOut(win.hand_index + 1, "paid_otherwise", win.round)
    if fields & _COUNTED_FIELDS:
        return LeftOut(win.hand_index + 1, "counted_otherwise", win.round)
    return None


def file_hands(path: str | os.PathLike[str]) -> list[HandSpec]:
    """The hands of a file: a game log's wins when the log window would read it as a log
    (gzip, XML or JSON: ``.mjlog.gz``, a log kept as ``.txt``...), else a game record's. Raises
    the reader's typed error (:class:`mjgui.core.logs.LogError`,
    :class:`mjgui.core.game.storage.StorageError`) for a file neither can read."""
    return read_file_hands(path).hands


def read_file_hands(path: str | os.PathLike[str]) -> OwnHands:
    """:func:`file_hands`, with a record's hand lines the game refused (:func:`record_hands_read`)
    and the wins of a record or a log the quiz leaves out (:func:`log_hands_read`).
    A record whose rules line this mjgui cannot read (a newer mjgui's, or a typo) is refused as
    ``mjgui game`` refuses it: its hands are not scored under other rules."""
    from mjgui.core.logs import is_log_file, read_log_file

    if is_log_file(path):
        return log_hands_read(read_log_file(path))
    from mjgui.core.game.storage import bad_line_error, load_record

    record = load_record(path, strict=False)
    unread = unread_rules(record)
    if unread is not None:
        raise bad_line_error(path, unread.line, unread)
    return record_hands_read(record.text)

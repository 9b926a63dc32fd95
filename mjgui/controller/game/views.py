"""The tracker's view models: what the tracker window shows, worded in the current language.

No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from mjgui.controller.game.needs import NO_NEEDS, NeedsView
from mjgui.core.game.game import Points, Step
from mjgui.core.game.record import GameError
from mjgui.core.league.charts import NO_CHART, ChartData


@dataclass(frozen=True)
class SeatView:
    """One player at the table (starting seat order)."""

    seat: int
    name: str
    points: int
    points_text: str
    wind: int
    wind_text: str  # "East"
    wind_kanji: str  # "東"
    dealer: bool
    riichi: bool
    place: int
    place_text: str
    last_delta: int  # the change by the last action that moved points (an also ron: its discard's)
    last_delta_text: str  # "+7 700", "" when 0
    gaps: tuple[str, ...]  # per seat: how that seat stands against this one ("4 300 ahead")
    tooltip: str  # every gap, as shown on hover


@dataclass(frozen=True)
class CenterView:
    round_text: str  # "East 2"
    round_kanji: str  # "東"
    hand: int
    honba: int
    sticks: int
    renchan: int
    honba_text: str
    sticks_text: str
    renchan_text: str  # "" when 0
    status: str  # "Game over: ..." or ""
    last: str  # what the last action was
    # the game's rules: the preset's name and every option the record changes ("Club rules,
    # East round only; uma +20/+10/−10/−20"), the same short for a small label ("Club rules + 2
    # changes") and the changes listed one a line ("" for a preset as it is)
    rules_text: str
    rules_short: str
    rules_tip: str
    # chombo_at_end: the penalties kept for the end of the game, each player's ("" for none)
    pending: str = ""


@dataclass(frozen=True)
class HistoryRow:
    """One line of the record as the history lists it."""

    number: int
    text: str
    hand: str  # "E2-1": the hand the line belongs to ("" before the players line)
    summary: str
    deltas: tuple[int, ...]  # the line's change; a ron line: its own win's part of its discard's
    delta_texts: tuple[str, ...]
    error: str
    kind: Literal["setup", "action", "comment", "blank", "error", "not_counted"]  # not_counted: after
    # a line that cannot be read (in no hand: ``hand`` is "")
    hand_index: int  # counts the hands, for shading


@dataclass(frozen=True)
class FinalRow:
    place: int
    place_text: str
    seat: int
    name: str
    points_text: str
    rounded_text: str
    before_uma_text: str
    uma_text: str
    final_text: str
    final: float
    # chombo_score_penalty: what chombo took off the final score, in thousands ("−20", "0"),
    # the rows' column shown when a player has one; "" in every row when nobody has
    chombo_text: str = ""


@dataclass(frozen=True)
class ActionState:
    enabled: bool
    reason: str = ""


@dataclass(frozen=True)
class TrackerView:
    started: bool
    ended: bool
    names: tuple[str, ...]
    seats: tuple[SeatView, ...]
    center: CenterView
    history: tuple[HistoryRow, ...]
    final: tuple[FinalRow, ...]
    final_note: str
    #: the lines the game refused (each changes nothing until corrected); the lines of play
    #: that cannot be read are in :attr:`unread_errors`
    errors: tuple[str, ...]
    actions: dict[str, ActionState]
    can_undo: bool
    can_redo: bool
    title: str
    dirty: bool
    path: str | None
    lang: str
    riichi_allowed: tuple[str, ...]
    in_riichi: tuple[str, ...]
    points: ChartData = NO_CHART  # each player's points hand by hand (the chart)
    points_said: str = ""  # ... in words, for a screen reader (the chart's description)
    needs: NeedsView = NO_NEEDS  # what each player needs to pass those above (the panel)
    #: the final results may still change: another winner can be added on the last discard
    #: (said above them; "" when they are final)
    final_provisional: str = ""
    #: the record has lines of play that cannot be read: which is the first, and that nothing
    #: after it counts until it is corrected ("" when every line reads)
    unread_note: str = ""
    #: the lines of play that cannot be read, each with why (the first stops the count)
    unread_errors: tuple[str, ...] = ()


@dataclass(frozen=True)
class PreviewRow:
    seat: int
    name: str
    delta: int  # the line's own change (a new also ron: its discard's, see ``before_first_ron``)
    delta_text: str
    before: int  # standings now (or before the first ron)
    after: int  # standings afterwards
    before_text: str
    after_text: str


class Repaid(NamedTuple):
    """A later line accepted before and after an edit that pays otherwise after it (its hand
    has another dealer, honba or sticks on the table): the line's step and its change of points
    (:meth:`~mjgui.core.game.game.GameResult.line_shares`) before the edit, then after it."""

    was: Step
    now: Step
    was_share: Points
    now_share: Points


class LaterLines(NamedTuple):
    """Later lines whose fate an edit changes, together: lines ``first`` to ``last``, one after
    the other, made rejected for one reason (``error``, the first one's) or, None, accepted
    again; or (``repaid``) one line still accepted that pays otherwise. Said by
    :func:`~mjgui.controller.game.tracker.later_lines_text`."""

    first: int
    last: int
    error: GameError | None = None
    repaid: Repaid | None = None


@dataclass(frozen=True)
class PreviewView:
    """What a line would do before it is committed: every player's change, or why not."""

    line: str
    ok: bool
    error: str
    rows: tuple[PreviewRow, ...]
    summary: str
    warnings: tuple[str, ...] = ()
    complete: bool = True  # False: the dialog is missing a choice (``error`` says which)
    note: str = ""  # a word on how the change is counted (three players: the tsumo loss)
    #: a new also ron: the change is the whole discard's, and ``before`` the points before
    #: the first ron on it (not the points now)
    before_first_ron: bool = False
    #: the later lines the edit makes rejected or accepted again, or makes pay otherwise
    #: (``warnings`` says them): the desk's Ctrl+Enter says them again once the edit is recorded
    later: tuple[LaterLines, ...] = ()
    #: a third winner on the last ron's discard, or an abort after its two rons, under
    #: ``triple_ron_abort``: the line of the first of the rons an abortive draw can replace
    #: (sanchahou, ``TrackerController.abort_instead``); 0: none
    abort_instead: int = 0


@dataclass(frozen=True)
class ResumeView:
    """A game in the autosave folder offered at start. ``kind``: ``resume`` (an unfinished
    game), ``ended`` (a finished game that was never saved), ``held`` (an unfinished game
    whose slot another mjgui seems to hold: taking it over breaks that lock)."""

    text: str
    path: str | None
    message: str
    kind: str = "resume"

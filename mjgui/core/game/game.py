"""The live game: replaying a record into the state after every line (RULES.md §5-8).

The record (:mod:`mjgui.core.game.record`) is the only thing stored; :func:`replay` recomputes the
game from it, so editing any past line recomputes everything after it. A line that cannot be
applied is reported with its number and changes nothing; the replay goes on with the next line.

Seats are starting seats 0..3 (the order of the ``players`` line; 0 is the first dealer), or
0..2 under three-player rules (``rules.players``, RULES.md §9: the seat count is read there and
nowhere else, :attr:`GameState.seats`). The dealer of hand ``E3`` is seat 2; a player's seat wind
is ``(seat - dealer) % seats``, so with three players the deal passes East, South, West and North
is never a seat.

Every win is settled by :func:`mjgui.core.scoring.settle.settle_win`. After every line the players' points
plus the riichi sticks on the table equal the seats x the start (:attr:`GameState.total`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from mjgui.core.errors import MahjongError
from mjgui.core.game.final_score import FinalScore, final_scores, placement, thousands
from mjgui.core.game.lines import record_day
from mjgui.core.game.record import (
    AbortAction,
    Action,
    ChomboAction,
    DrawAction,
    EndReason,
    GameError,
    HandValue,
    HanFu,
    Limit,
    OrList,
    Pao,
    PlayersAction,
    Record,
    RecordLine,
    RiichiAction,
    RonAction,
    RulesAction,
    TsumoAction,
    Value,
    WaremeAction,
    Yakuman,
    check_pao,
    check_possible,
    line_words,
    name_key,
    parse_line,
    parse_record,
    refused_rules_preset,
    table_example,
    unknown_player,
)
from mjgui.core.scoring.hand import HandSpec, liable_for
from mjgui.core.scoring.points import MANGAN_BASE, YAKUMAN_BASE, Base, base_points
from mjgui.core.scoring.rules import PAO_ABLE, PAO_YAKUMAN, PRESETS, SEED, Rules, pao_edition
from mjgui.core.scoring.scoring import ReadingValue, pao_shares, score
from mjgui.core.scoring.settle import settle_win

Points = tuple[int, ...]
WIND_LETTERS = "ESWN"
STICK = 1000
# chombo pays a mangan, as a tsumo of that mangan would be paid
CHOMBO_DEALER_PAYS = 2 * MANGAN_BASE  # to each player, when the dealer commits chombo
CHOMBO_TO_DEALER = 2 * MANGAN_BASE  # a non-dealer's chombo: to the dealer...
CHOMBO_TO_OTHER = MANGAN_BASE  # ...and to each other player


@dataclass(frozen=True)
class Win:
    """One settled win as the game understood it.

    ``discarder`` is None on tsumo. ``base`` is the base points paid (8000 per yakuman),
    ``pao_base`` the part of it the ``liable`` player answers for. ``han``/``fu``/``limit`` say
    what the line gave (``limit`` is None below mangan). ``auto_riichi``: the hand said riichi and
    no ``riichi`` line preceded it, so the stick is put out with the win.
    """

    winner: int
    discarder: int | None
    base: int
    yakuman: int
    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    paarenchan: bool = False
    liable: int | None = None
    pao_base: int = 0
    auto_riichi: bool = False
    yaku: tuple[str, ...] = ()  # the yaku ids, when a ``hand "..."`` named the tiles

    @property
    def tsumo(self) -> bool:
        return self.discarder is None


@dataclass(frozen=True)
class RonGroup:
    """The rons on the last discard (for an ``also ron`` line): the state before them."""

    discarder: int
    wins: tuple[Win, ...]
    first_line: int
    before: GameState


@dataclass(frozen=True)
class GameState:
    """The table after a line. Immutable; every action returns a new state.

    ``riichi`` and ``wareme`` hold (seat, line) for the current hand. ``pending_chombo`` are
    penalties waiting for the end of the game (``chombo_at_end``), ``chombo_scores`` those taken
    off the final scores (``chombo_score_penalty``). After the end, the round,
    hand, honba and renchan describe the last hand played.
    """

    rules: Rules = SEED
    names: tuple[str, ...] = ()
    points: Points = ()
    round_wind: int = 0  # 0 East, 1 South (2 West in overtime)
    hand: int = 1  # 1..seats: the dealer is seat hand-1
    honba: int = 0
    sticks: int = 0
    renchan: int = 0  # times the current dealer has kept the deal in a row
    riichi: tuple[tuple[int, int], ...] = ()
    wareme: tuple[int, int] | None = None
    ended: bool = False
    # "last_hand", "overtime", "agari_yame", "tenpai_yame" or "buttobi"
    end_reason: str | None = None
    end_line: int = 0
    #: the riichi sticks left on the table that the game's end gave to first place
    #: (``sticks_to_first``; :func:`_finish`), 0 before the end or where none were given
    sticks_given: int = 0
    pending_chombo: Points = ()  # one a seat, from the players line
    # what chombo took off each seat's final score (``chombo_score_penalty``; 0 or less), one a
    # seat from the players line
    chombo_scores: Points = ()
    last_ron: RonGroup | None = field(default=None, repr=False)
    hands: int = 0  # hands finished (wins, draws, aborts; a chombo replays its hand)
    rules_line: int = 0
    players_line: int = 0
    #: the pao yakuman nobody can be liable for that the record's rules line named (an older
    #: mjgui's ``pao=...,kokushi``: RulesAction.unfed_pao), left out of ``rules.pao``: the
    #: record's own lines that name them are scored as that mjgui scored them
    unfed_pao: frozenset[str] = frozenset()

    # -- derived ------------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return bool(self.names)

    @property
    def seats(self) -> int:
        """How many players sit at the table: the rules say (4, or 3 for sanma)."""
        return self.rules.players

    @property
    def dealer(self) -> int:
        return self.hand - 1

    @property
    def dealer_name(self) -> str | None:
        return self.names[self.dealer] if self.names else None

    @property
    def round_label(self) -> str:
        """``E1`` .. ``S4``."""
        return f"{WIND_LETTERS[self.round_wind]}{self.hand}"

    @property
    def in_riichi(self) -> frozenset[int]:
        return frozenset(seat for seat, _ in self.riichi)

    @property
    def total(self) -> int:
        """Players' points plus the sticks on the table: always the seats x the start."""
        return sum(self.points) + STICK * self.sticks

    @property
    def shibari(self) -> bool:
        """Ryanhan shibari is in force for this hand (a win needs 2 han from yaku)."""
        return self.rules.shibari_at(self.honba)

    @property
    def paarenchan(self) -> bool:
        """A dealer win this hand is paarenchan (a yakuman)."""
        return self.rules.paarenchan_at(self.renchan)

    @property
    def last_round(self) -> int:
        return self.rules.last_round

    @property
    def in_last_hand(self) -> bool:
        """The current hand can end the game: the last hand of the last round, or a hand of
        the extra round (:func:`last_hand_or_after`)."""
        return last_hand_or_after(self.rules, self.round_wind, self.hand)

    @property
    def extra_round(self) -> bool:
        """The current hand (after the end: the last one played) is one of the extra round."""
        return self.round_wind > self.last_round

    def seat_wind(self, seat: int) -> int:
        """0..seats-1: East South West (North) for the current (or last) hand."""
        return (seat - self.dealer) % self.seats

    def seat_letter(self, seat: int) -> str:
        return WIND_LETTERS[self.seat_wind(seat)]

    def seat_of(self, name: str) -> int | None:
        """The seat of the player ``name`` names, as names are told apart (:func:`name_key`:
        case, Unicode form and characters that show nothing aside); None for nobody's."""
        key = name_key(name)
        for seat, n in enumerate(self.names):
            if name_key(n) == key:
                return seat
        return None

    @property
    def placement(self) -> tuple[int, ...]:
        """Seats from first to last by points (ties: the lower starting seat)."""
        return placement(self.points)

    @property
    def final_scores(self) -> tuple[FinalScore, ...] | None:
        """In starting seat order once the game has ended; None before."""
        if not self.ended:
            return None
        return final_scores(self.names, self.points, self.rules, self.sticks, self.chombo_scores)


def _deltas(before: GameState, after: GameState) -> Points:
    """Each player's change of points from ``before`` to ``after`` (none from before the players
    line, which gives the points)."""
    if not before.points or not after.points:
        return tuple(0 for _ in after.points)
    return tuple(a - b for a, b in zip(after.points, before.points, strict=True))


@dataclass(frozen=True)
class Step:
    """One record line and what it did: the states before and after, or the error."""

    line: RecordLine
    before: GameState
    state: GameState
    error: GameError | None = None

    @property
    def deltas(self) -> Points:
        """Each player's change of points by this line (starting seat order): what it adds to
        the lines before it. An ``also ron`` settles its discard again with every ron on it, so
        this can take from a winner before it (the sticks go to the other winner):
        :attr:`settlement` and :meth:`GameResult.line_shares` are what to show a player."""
        return _deltas(self.before, self.state)

    @property
    def settlement(self) -> Points:
        """Each player's change of points from :attr:`hand` to after this line: :attr:`deltas`,
        except for an ``also ron``, whose is the whole discard's settlement (every ron on it, so
        far), from before the first ron on it."""
        if self.error is not None:
            return self.deltas
        return _deltas(self.hand, self.state)

    @property
    def hand(self) -> GameState:
        """The table as this line's hand was played: ``before``, except for an ``also ron`` (another
        winner of the same discard), whose hand is the one before the first ron."""
        action = self.line.action
        if isinstance(action, RonAction) and action.also and self.before.last_ron is not None:
            return self.before.last_ron.before
        return self.before


@dataclass(frozen=True)
class GameResult:
    """A replayed record: a step per line (blank and comment lines included)."""

    record: Record
    initial: GameState
    steps: tuple[Step, ...]

    @property
    def final(self) -> GameState:
        return self.steps[-1].state if self.steps else self.initial

    @property
    def states(self) -> tuple[GameState, ...]:
        """The state after each line; ``states[n - 1]`` is after line ``n``."""
        return tuple(step.state for step in self.steps)

    @property
    def errors(self) -> tuple[GameError, ...]:
        return tuple(step.error for step in self.steps if step.error is not None)

    @property
    def ended(self) -> bool:
        return self.final.ended

    @property
    def final_scores(self) -> tuple[FinalScore, ...] | None:
        return self.final.final_scores

    def step(self, number: int) -> Step:
        return self.steps[number - 1]

    def rons_after(self, number: int) -> tuple[int, ...]:
        """The winners of the ``also ron`` lines after ron line ``number`` on its discard, in
        line order: a double ron's later winners, one of whom may take the sticks
        (:func:`sticks_taker`); () after any other line."""
        if not 1 <= number <= len(self.steps):
            return ()
        step = self.step(number)
        group = step.state.last_ron
        if group is None or step.error is not None or not isinstance(step.line.action, RonAction):
            return ()
        final = group
        for after in self.steps[number:]:
            later = after.state.last_ron
            if later is None or later.first_line != group.first_line:
                break
            final = later
        return tuple(win.winner for win in final.wins[len(group.wins) :])

    def line_shares(self) -> tuple[Points, ...]:
        """Each line's change of points as the game settled it, a tuple per step: its
        :attr:`Step.deltas`, except that the rons on one discard share its final settlement,
        each line its own win's part (:func:`ron_shares`: a ron line keeps the sticks only if
        no later ``also ron`` nearer the discarder takes them), and the discard's last ron line,
        when it ended the game, the chombo penalties kept for the end as well
        (:func:`chombo_paid`), as a tsumo or a draw that ends it shows them. The lines still add
        up to the standings, and no winner's line shows a loss from the win itself."""
        finals = self.final_rons()
        out: list[Points] = []
        for step in self.steps:
            group = step.state.last_ron
            if step.error is None and isinstance(step.line.action, RonAction) and group is not None:
                final = finals[group.first_line]
                share = ron_shares(final.before, final.wins)[len(group.wins) - 1]
                kept = chombo_paid(step) if len(group.wins) == len(final.wins) else ()
                if kept:
                    share = tuple(s + k for s, k in zip(share, kept, strict=True))
                out.append(share)
            else:
                out.append(step.deltas)
        return tuple(out)

    def final_rons(self) -> dict[int, RonGroup]:
        """Each discard's rons as the game last settled them (every ``also ron`` on it counted),
        by the number of its first ron line."""
        finals: dict[int, RonGroup] = {}
        for step in self.steps:
            group = step.state.last_ron
            if step.error is None and isinstance(step.line.action, RonAction) and group is not None:
                finals[group.first_line] = group
        return finals


@dataclass(frozen=True)
class Preview:
    """What a candidate line would do: the state after it, or its error."""

    before: GameState
    state: GameState
    error: GameError | None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def deltas(self) -> Points:
        return _deltas(self.before, self.state)

    def by_name(self) -> dict[str, int]:
        return dict(zip(self.state.names, self.deltas, strict=True))


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------


def replay(
    source: str | Record,
    rules: Rules | None = None,
    *,
    since: GameResult | None = None,
    until_unread: bool = False,
) -> GameResult:
    """Replay a record. ``rules`` is used when the record has no ``rules`` line (default seed).

    ``since``: an earlier replay (from the same rules and ``until_unread``) of a record this one
    may begin with, as the tracker's game before an edit. A line's state depends only on the
    lines before it, so the steps of the lines both records begin with (the same number and
    text) are kept, and only the lines from the first that differs are applied: a new last line
    costs one step.

    ``until_unread`` (the tracker, ``mjgui game``): the game stops at the first line of play that
    cannot be read (:func:`unread_lines`: a typo, a newer mjgui's line, a line cut short), and
    every later line that would do something is not counted (``not_counted``, naming that line)
    until it is corrected: what comes after a line nobody can read may depend on it. Without it
    a line that cannot be read changes nothing and the others count (the club's season reads a
    record strictly first, and does not count one with such a line at all).
    """
    record = parse_record(source) if isinstance(source, str) else source
    initial = GameState(rules=rules or SEED)
    steps: list[Step] = []
    if since is not None and since.initial == initial:
        initial = since.initial
        steps.extend(since.steps[: _same_lines(since.record.lines, record.lines)])
    state = steps[-1].state if steps else initial
    unread = _unread_in(steps) if until_unread else None
    refused = _refused_in(steps)
    for line in record.lines[len(steps) :]:
        if unread is not None and line.error is None and line.action is not None:
            step = Step(
                line, state, state, GameError("not_counted", line=line.number, text=line.text, first=unread)
            )
        else:
            step = _after_refused(apply_line(state, line), refused)
        if until_unread and unread is None and _is_unread(step):
            unread = line.number
        if refused is None and _is_refused(step):
            refused = line.number
        steps.append(step)
        state = step.state
    return GameResult(record, initial, tuple(steps))


def _is_unread(step: Step) -> bool:
    """Whether ``step``'s line is a line of play (after a players line read) that cannot be read."""
    return step.line.error is not None and step.before.started


def _unread_in(steps: Sequence[Step]) -> int | None:
    """The number of the first line of ``steps`` that :func:`_is_unread`, or None."""
    return next((step.line.number for step in steps if _is_unread(step)), None)


def _is_refused(step: Step) -> bool:
    """Whether ``step``'s line is a line of play (after a players line read) that is refused:
    one that cannot be read, or one the game cannot apply (a name not at the table...)."""
    return step.error is not None and step.before.started


def _refused_in(steps: Sequence[Step]) -> int | None:
    """The number of the first line of ``steps`` that :func:`_is_refused`, or None."""
    return next((step.line.number for step in steps if _is_refused(step)), None)


#: the refusals of a line after the game's end that tell the player to delete it
_AFTER_END = frozenset({"game_over", "game_over_yame", "game_over_buttobi"})


def _after_refused(step: Step, refused: int | None) -> Step:
    """``step``, where its line is refused as after the game's end and a line of play before
    the line that ended it was refused (``refused``: the first, :func:`_refused_in`): said so
    (``game_over_refused``), naming that line to correct first, for the game may have ended
    only for want of it (a misspelt name on a tsumo, and the winner then below zero), and this
    line may be right; else ``step`` as it is."""
    error = step.error
    if error is None or error.code not in _AFTER_END or refused is None:
        return step
    end = error.params.get("end")
    if not isinstance(end, int) or refused >= end:
        return step
    reason = error.params.get("reason")
    told = GameError(
        "game_over_refused", line=error.line, text=error.text, end=end, reason=reason, first=refused
    )
    return replace(step, error=told)


def unread_lines(result: GameResult) -> tuple[int, ...]:
    """The numbers of the lines of play of ``result`` (a replay) that cannot be read: after the
    players line, lines that do not parse (a typo, a newer mjgui's command word, a line cut
    short); a replay ``until_unread`` counts nothing after the first."""
    return tuple(step.line.number for step in result.steps if _is_unread(step))


def may_go_on(result: GameResult) -> bool:
    """Whether the last line of ``result``'s record (a replay), as a file with no line break
    after it holds it, may be the beginning of a line still being written or copied that counts
    otherwise: refused (``riichi Bo`` of ``riichi Boris``), or a line read so that, written on,
    would still count, but with another outcome: a word longer (``draw tenpai Emil`` of ``draw
    tenpai Emil,Aiko``, a digit more: ``yakuman 1`` of ``yakuman 12``, a player's name of which
    it is the beginning) or a word more (``draw`` then ``tenpai Emil``, ``yakuman`` then ``2`` or
    ``pao Aiko``), or, a comment line, a date with a digit more. A line that no such continuation
    changes (``ron Chen from Aiko 1 30``: every one of them is refused, or counts the same) is
    whole, line break or not."""
    steps = result.steps
    if not steps:
        return False
    last = steps[-1]
    if last.error is not None:
        return True
    names = result.final.names
    words = [*(str(d) for d in range(10)), *(f",{n}" for n in names), " 2"]
    words += [f" {w} {n}" for w in ("pao", "tenpai", "nagashi") for n in names]
    words += [f" {n}" for n in names]
    written = line_words(last.line.text)  # (read: no quotation left open)
    tail = written[-1] if written else ""
    words += [n[len(tail) :] for n in names if len(n) > len(tail) and name_key(n).startswith(name_key(tail))]
    day = record_day(result.record.text) if last.line.action is None else None
    head = result.record.lines[:-1]
    for more in words:
        line = parse_line(last.line.text + more, last.line.number)
        if line.error is not None:
            continue
        if last.line.action is None:  # a comment: a # date line's day
            if record_day(Record((*head, line)).text) != day:
                return True
            continue
        longer = replay(Record((*head, line)), result.initial.rules, since=result)
        if not longer.errors and longer.final_scores != result.final_scores:
            return True
    return False


def refused_players(result: GameResult) -> GameError | None:
    """The refusal of ``result``'s players line when the game never starts for it: a line that
    reads but that the game refuses (three names under four-player rules, four under
    three-player ones), so that every line of play after it is refused as before the players.
    Such a record is refused as one whose players line cannot be read (the tracker does not
    open it, the league says to correct that line); None when the game starts, or when the
    record has no players line that reads."""
    if result.final.started:
        return None
    for step in result.steps:
        if isinstance(step.line.action, PlayersAction) and step.error is not None:
            return step.error
    return None


def _same_lines(old: Sequence[RecordLine], new: Sequence[RecordLine]) -> int:
    """How many lines ``new`` begins with that are ``old``'s (the same number and text: a line
    is parsed from them alone)."""
    count = 0
    for a, b in zip(old, new, strict=False):  # the shorter one ends it
        if a is not b and (a.number != b.number or a.text != b.text):
            break
        count += 1
    return count


def preview(base: str | Record | GameResult, new_line: str) -> Preview:
    """The effect of appending ``new_line`` to a record (given as text, parsed or replayed: a
    record without a ``rules`` line is replayed under the seed rules, unless replayed first)."""
    result = base if isinstance(base, GameResult) else replay(base)
    line = parse_line(new_line, len(result.record.lines) + 1)
    step = _after_refused(apply_line(result.final, line), _refused_in(result.steps))
    return Preview(step.before, step.state, step.error)


def apply_line(state: GameState, line: RecordLine) -> Step:
    """Apply one parsed line; a bad line leaves the state as it was and carries its error (a
    refused ``rules`` line with a known preset word and a wrong option: that preset's table,
    so a three-player record's ``players`` line is not refused for the seed's four)."""
    if line.error is not None:
        error = table_example(line.error, state.names)
        if error.code == "players_count" and state.seats == 3:  # read before the rules were known
            error = GameError("players_count_3", line=error.line, text=error.text, **error.params)
        preset = refused_rules_preset(line)
        if preset is not None and not state.rules_line and not state.started:
            # a good preset word with a wrong option: the lines after it are read at that
            # preset's table (three players stay three), not refused again for the seed's four
            return Step(line, state, GameState(rules=preset), error)
        return Step(line, state, state, error)
    if line.action is None:
        return Step(line, state, state)
    try:
        new = apply_action(state, line.action, line.number)
    except GameError as err:
        return Step(line, state, state, err.at(line.number, line.text))
    except MahjongError as err:
        return Step(line, state, state, GameError("hand_error", line=line.number, text=line.text, reason=err))
    except Exception as err:  # a bug must not stop the table: report it on the line
        error = GameError("internal", line=line.number, text=line.text, reason=f"{type(err).__name__}: {err}")
        return Step(line, state, state, error)
    return Step(line, state, new)


def apply_action(state: GameState, action: Action, number: int) -> GameState:
    """The state after ``action``; raises :class:`GameError` when it cannot be applied."""
    if isinstance(action, RulesAction):
        if state.rules_line:
            raise GameError("rules_twice", first=state.rules_line)
        if state.started:
            raise GameError("rules_late", first=state.players_line)
        return GameState(rules=action.rules, rules_line=number, unfed_pao=action.unfed_pao)
    if isinstance(action, PlayersAction):
        if state.started:
            raise GameError("players_twice", first=state.players_line)
        seats = state.seats
        if len(action.names) != seats:  # a game of the rules' table only
            if seats == 4 and len(action.names) == 3:  # a three-player game: its rules say so
                three = tuple(name for name, rules in PRESETS.items() if rules.players == 3)
                raise GameError("players_count_3_rules", count=3, presets=OrList(three), example=three[0])
            if seats == 4:
                raise GameError("players_count", count=len(action.names))
            rules = state.rules.name
            raise GameError("players_for_rules", rules=rules, players=seats, count=len(action.names))
        start = state.rules.start_points
        return replace(
            state,
            names=action.names,
            points=(start,) * seats,
            pending_chombo=(0,) * seats,
            chombo_scores=(0,) * seats,
            players_line=number,
        )
    if not state.started:
        raise GameError("no_players" if state.seats == 4 else "no_players_3")
    if isinstance(action, RonAction) and action.also and not (state.ended and state.last_ron is None):
        return _also_ron(state, action, number)
    if state.ended:
        reason = EndReason(state.end_reason or "", state.rules, extra_round=state.extra_round)
        on_last = _ron_on_ended_discard(state, action, reason, number)
        if on_last is not None:
            raise on_last
        if state.end_reason in ("agari_yame", "tenpai_yame"):  # the table may play on: say how
            raise GameError("game_over_yame", end=state.end_line, reason=reason, option=state.end_reason)
        if state.end_reason == "buttobi":
            raise GameError("game_over_buttobi", end=state.end_line, reason=reason)
        raise GameError("game_over", end=state.end_line, reason=reason)
    if isinstance(action, RiichiAction):
        return _riichi(state, action, number)
    if isinstance(action, WaremeAction):
        return _wareme(state, action, number)
    if isinstance(action, RonAction):
        winner, discarder = _seat(state, action.winner), _seat(state, action.discarder)
        if winner == discarder:
            raise GameError("self_ron", name=state.names[winner])
        win = _resolve(state, action.value, winner, discarder, action.pao)
        return _settle_rons(state, (win,), number, number)
    if isinstance(action, TsumoAction):
        winner = _seat(state, action.winner)
        win = _resolve(state, action.value, winner, None, action.pao)
        return _settle_tsumo(state, win, number)
    if isinstance(action, DrawAction):
        return _draw(state, action, number)
    if isinstance(action, AbortAction):
        if not state.rules.abort_allowed:
            raise GameError("abort_off")
        # the dealer stays: the honba grows as on a draw
        return _next_hand(state, list(state.points), state.sticks, True, number, abort=True)
    assert isinstance(action, ChomboAction)  # every other kind of line is handled above
    return _chombo(state, action, number)


def sticks_given(step: Step) -> int:
    """The riichi sticks left on the table that the game's end gave to first place because this
    line ended the game (:attr:`GameState.sticks_given`); 0 for any other line."""
    state = step.state
    if step.error is not None or not state.ended or state.end_line != step.line.number:
        return 0
    return state.sticks_given


def chombo_paid(step: Step) -> Points:
    """The chombo penalties kept for the end (``chombo_at_end``) that this line paid, each seat's
    change, because it ended the game; () for any other line, or when none were kept."""
    if step.error is not None or not step.state.ended or step.state.end_line != step.line.number:
        return ()
    kept = step.hand.pending_chombo  # an ``also ron``: the hand before the first ron
    return kept if any(kept) else ()


def step_win(step: Step) -> Win | None:
    """The win a ``ron``/``also ron``/``tsumo`` line settled (None for any other line or an error)."""
    action = step.line.action
    if step.error is not None or not isinstance(action, RonAction | TsumoAction):
        return None
    if isinstance(action, RonAction):
        group = step.state.last_ron
        assert group is not None  # a settled ron keeps its group until the next line
        return group.wins[-1]
    return _resolve(step.before, action.value, _seat(step.before, action.winner), None, action.pao)


def own_hand_win(step: Step) -> Win | None:
    """A ``hand "..."`` win's tiles as they score without the dealer's renchan, so without
    paarenchan: what the hand is worth of itself, which paarenchan made a yakuman. None for any
    other line, or when the tiles win nothing without paarenchan."""
    action = step.line.action
    win = step_win(step)
    if win is None or not isinstance(action, RonAction | TsumoAction):
        return None
    if not isinstance(action.value, HandValue):
        return None
    try:
        return _resolve_hand(
            replace(step.hand, renchan=0), action.value, win.winner, win.discarder, action.pao
        )
    except GameError:
        return None


# ---------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------


def _seat(state: GameState, name: str) -> int:
    seat = state.seat_of(name)
    if seat is None:
        raise unknown_player(name, state.names)
    return seat


def _riichi(state: GameState, action: RiichiAction, number: int) -> GameState:
    seat = _seat(state, action.name)
    for declared, line in state.riichi:
        if declared == seat:
            raise GameError("riichi_twice", name=state.names[seat], first=line)
    if state.points[seat] < STICK:
        raise GameError("riichi_points", name=state.names[seat], points=state.points[seat])
    points = list(state.points)
    points[seat] -= STICK
    return replace(
        state,
        points=tuple(points),
        sticks=state.sticks + 1,
        riichi=(*state.riichi, (seat, number)),
        last_ron=None,
    )


def _wareme(state: GameState, action: WaremeAction, number: int) -> GameState:
    seat = _seat(state, action.name)
    if not state.rules.wareme:
        raise GameError("wareme_off", rules=state.rules.name)
    if state.wareme is not None:
        raise GameError("wareme_twice", name=state.names[state.wareme[0]], first=state.wareme[1])
    return replace(state, wareme=(seat, number), last_ron=None)


class Worth(NamedTuple):
    """What a win written as a value (han and fu, a limit, N yakuman) is worth in its hand: its
    base points (8000 a yakuman) with the limit that set them, the yakuman counted, and whether
    paarenchan made it a yakuman."""

    base: Base
    yakuman: int
    paarenchan: bool


#: The refusal of a yakuman count above the most of this win (the dealer's?, tsumo?) where
#: another win counts more (:meth:`Rules.most_yakuman_at` below :attr:`Rules.most_yakuman`):
#: with yakuman_stacking, with it for the dealer where paarenchan is played (by tsumo?), without.
_MOST_AT = {
    (True, True): "yakuman_most_dealer_tsumo",
    (True, False): "yakuman_most_dealer_ron",
    (False, True): "yakuman_most_tsumo",
    (False, False): "yakuman_most_ron",
}
_MOST_AT_PAARENCHAN = {
    True: "yakuman_most_dealer_tsumo_paarenchan",
    False: "yakuman_most_dealer_ron_paarenchan",
}
_MOST_ONE_AT = {
    (True, True): "yakuman_most_one_dealer_tsumo",
    (True, False): "yakuman_most_one_dealer_ron",
    (False, True): "yakuman_most_one_tsumo",
    (False, False): "yakuman_most_one_ron",
}


def value_worth(
    value: HanFu | Limit | Yakuman, rules: Rules, *, dealer: bool, tsumo: bool, honba: int, renchan: int
) -> Worth:
    """The one decision of what a value written without tiles wins in a hand of ``honba`` honba
    whose dealer has ``renchan`` renchan (RULES.md §2-§3): a game's han-and-fu, limit and
    yakuman lines and the calculator's Han and fu both ask it. Raises :class:`GameError` for a
    value that does not win there:

    * han and fu no hand has (:func:`~mjgui.core.game.record.check_possible`);
    * a dealer at paarenchan (:meth:`Rules.paarenchan_at`) wins a yakuman whatever the value
      (paarenchan counted as scoring the tiles counts it, and with ``yakuman_stacking`` on top
      of a yakuman written); ryanhan shibari does not apply to it;
    * otherwise, under ryanhan shibari (:meth:`Rules.shibari_at`) 1 han does not win (``shibari``);
    * more yakuman than the winner's hand counts won this way under the rules
      (:meth:`Rules.most_yakuman_at`: a double tenhou only in the dealer's tsumo, a double
      chiihou only in a non-dealer's; paarenchan not in it: it is added above), as scoring a
      hand's tiles counts them: without ``yakuman_stacking`` one, or a double where the rules
      have double yakuman (``yakuman_most_one``, ``yakuman_most_two``); with it the largest
      hand's sum (4 without double yakuman, 6 with the seed's: ``yakuman_most``, which says the
      most; ``yakuman_most_paarenchan`` for the dealer where the rules play paarenchan, which
      also says not to count it in). Where this win counts fewer than another (a first-turn
      yakuman counted double, :attr:`Rules.most_yakuman` above), the sentence names the win:
      ``yakuman_most_dealer_tsumo``, ``…_dealer_ron``, ``…_tsumo``, ``…_ron`` (a non-dealer's),
      the dealer's twins ``…_paarenchan``, and without stacking ``yakuman_most_one_…``.
    """
    paar = dealer and rules.paarenchan_at(renchan)
    paar_count = rules.yakuman_count("paarenchan")
    if isinstance(value, HanFu):
        check_possible(value, rules, tsumo=tsumo)
        if paar:  # a yakuman whatever the han: ryanhan shibari does not apply
            return Worth(base_points(0, 0, paar_count, rules), paar_count, True)
        if rules.shibari_at(honba) and value.han < 2:
            raise GameError("shibari", honba=honba, threshold=rules.ryanhan_threshold, han=value.han)
        return Worth(base_points(value.han, value.fu or 0, 0, rules), 0, False)
    if isinstance(value, Limit):
        if paar:
            return Worth(base_points(0, 0, paar_count, rules), paar_count, True)
        return Worth(Base(value.base, value.name, 0), 0, False)
    multiple = value.multiple
    most = rules.most_yakuman_at(dealer=dealer, tsumo=tsumo)
    if multiple > most:
        paarenchan = dealer and rules.paarenchan
        if most < rules.most_yakuman:  # another win counts more: the sentence names this one
            if rules.yakuman_stacking:
                code = _MOST_AT_PAARENCHAN[tsumo] if paarenchan else _MOST_AT[dealer, tsumo]
                raise GameError(code, multiple=multiple, n=most)
            raise GameError(_MOST_ONE_AT[dealer, tsumo], multiple=multiple)
        if rules.yakuman_stacking:
            code = "yakuman_most_paarenchan" if paarenchan else "yakuman_most"
            raise GameError(code, multiple=multiple, n=most)
        raise GameError("yakuman_most_one" if most == 1 else "yakuman_most_two", multiple=multiple)
    if paar:  # stacking adds paarenchan to the yakuman written; without it, the larger counts
        multiple = multiple + paar_count if rules.yakuman_stacking else max(multiple, paar_count)
    return Worth(base_points(0, 0, multiple, rules), multiple, paar)


def _resolve(state: GameState, value: Value, winner: int, discarder: int | None, pao: Pao | None) -> Win:
    """What a win is worth at this moment of the game: base points, yakuman, pao share."""
    rules = state.rules
    if isinstance(value, HandValue):
        return _resolve_hand(state, value, winner, discarder, pao)
    worth = value_worth(
        value,
        rules,
        dealer=winner == state.dealer,
        tsumo=discarder is None,
        honba=state.honba,
        renchan=state.renchan,
    )
    if pao is not None and not isinstance(value, Yakuman):
        raise GameError("pao_needs_yakuman", name=pao.name)
    han, fu = (value.han, value.fu) if isinstance(value, HanFu) else (None, None)
    liable, share = None, 0
    if pao is not None:
        assert isinstance(value, Yakuman)
        liable = _liable(state, pao, winner)
        check_pao(pao, rules, state.unfed_pao)
        if pao.yakuman is not None:
            if pao.yakuman not in _pao_of(state, pao):
                raise _pao_not_in_rules(rules, pao.yakuman)
            share = rules.yakuman_count(pao.yakuman)
        else:
            share = pao.multiple or 1
        if share > value.multiple:
            raise GameError("pao_share", share=share, total=value.multiple)
    return Win(
        winner,
        discarder,
        worth.base.points,
        worth.yakuman,
        han,
        fu,
        worth.base.limit,
        worth.paarenchan,
        liable,
        YAKUMAN_BASE * share,
    )


def _pao_word(rules: Rules, yakuman: str | None) -> str:
    """The rules line's word that gives pao for ``yakuman`` too (not for a word that names no
    yakuman, nor for one nobody can be liable for: rules.PAO_ABLE), with the rules' own pao
    yakuman, or RULES.md §6's where they have none: ``pao=daisangen,daisuushii,suukantsu``."""
    known = set(rules.pao or PAO_YAKUMAN) | ({yakuman} if yakuman in PAO_ABLE else set())
    return "pao=" + ",".join(sorted(known))


def _pao_not_in_rules(rules: Rules, yakuman: str) -> GameError:
    """A pao named for a yakuman the rules give none for, with the rules line's word that does
    (which lists the rules' own pao yakuman: the refusal does not list them again). The longest
    such word, every yakuman of rules.PAO_ABLE, keeps the sentence well under 300 characters.
    When an earlier edition of the rules' preset had the pao, the sentence names that edition
    too (a record written before the pao left the preset reads as played with ``edition=N``)."""
    option = _pao_word(rules, yakuman)
    edition = pao_edition(rules, yakuman)
    if edition is not None:
        return GameError("pao_not_in_rules_edition", yakuman=yakuman, option=option, edition=edition)
    return GameError("pao_not_in_rules", yakuman=yakuman, option=option)


def _pao_of(state: GameState, pao: Pao) -> frozenset[str]:
    """The yakuman ``pao`` can be for: the rules' pao yakuman, and on a line read from a record
    (not typed now) those nobody can be liable for that its own rules line named, which an older
    mjgui scored (GameState.unfed_pao)."""
    return state.rules.pao if pao.typed else state.rules.pao | state.unfed_pao


def _liable(state: GameState, pao: Pao, winner: int) -> int:
    if not _pao_of(state, pao):
        raise GameError("pao_off", name=pao.name, option=_pao_word(state.rules, pao.yakuman))
    liable = _seat(state, pao.name)
    if liable_for(winner, liable) is None:
        raise GameError("pao_self", name=state.names[winner])
    return liable


def situated_spec(state: GameState, spec: HandSpec, winner: int, discarder: int | None) -> HandSpec:
    """A ``hand "..."`` win's hand with the game's situation at that moment: the winner's seat
    wind, the round, tsumo or ron, riichi, honba, the sticks (one more when the hand says riichi
    that no ``riichi`` line declared), renchan, the discarder and the rules."""
    declared = winner in state.in_riichi
    auto_riichi = spec.in_riichi and not declared
    return spec.with_changes(
        seat=state.seat_wind(winner),
        round_wind=state.round_wind,
        tsumo=discarder is None,
        riichi=spec.riichi or (declared and not spec.double_riichi),
        honba=state.honba,
        sticks=state.sticks + (1 if auto_riichi else 0),
        renchan=state.renchan,
        discarder=None if discarder is None else state.seat_wind(discarder),
        rules=state.rules,
    )


def _resolve_hand(
    state: GameState, value: HandValue, winner: int, discarder: int | None, pao: Pao | None
) -> Win:
    rules = state.rules
    spec = value.spec
    if spec.tsumo and discarder is not None:
        raise GameError("hand_words", word="--tsumo")
    auto_riichi = spec.in_riichi and winner not in state.in_riichi
    if auto_riichi and state.points[winner] < STICK:
        raise GameError("hand_riichi_points", name=state.names[winner], points=state.points[winner])
    spec = situated_spec(state, spec, winner, discarder)
    result = score(spec)
    best = result.win
    if best is None:  # exactly when ``no_win`` says why
        raise GameError("hand_no_win", reason=result.no_win)
    multiple = best.yakuman
    liable, share = None, 0
    if pao is not None:
        liable = _liable(state, pao, winner)
        check_pao(pao, rules, state.unfed_pao)
        counted = _pao_of(state, pao)  # an older record's kokushi too, as its rules line names it
        shares = pao_shares(best, rules, counted)
        known = ", ".join(sorted(counted))
        held = ", ".join(sorted(shares))
        if pao.yakuman is not None:
            if pao.yakuman not in counted:
                raise _pao_not_in_rules(rules, pao.yakuman)
            if not shares:
                raise GameError("pao_not_in_hand", name=pao.name, known=known)
            if pao.yakuman not in shares:  # the hand's pao yakuman is another one
                code = "pao_other_yakuman" if len(shares) == 1 else "pao_other_yakuman_many"
                raise GameError(code, yakuman=pao.yakuman, held=held, name=pao.name)
            share = shares[pao.yakuman]
        else:
            share = sum(shares.values())
            if not share:
                raise _pao_not_in_hand(best, rules, pao, counted)
            if pao.multiple is not None:
                if pao.multiple > share:  # the share is of the pao yakuman, not the whole hand
                    each = ", ".join(f"{y}: {n}" for y, n in sorted(shares.items()))
                    raise GameError("pao_share_hand", share=pao.multiple, held=each)
                share = pao.multiple
    paar = any(y.id == "paarenchan" for y in best.yaku)
    han = None if multiple else best.han
    fu = None if multiple else best.fu.fu
    return Win(
        winner,
        discarder,
        best.base.points,
        multiple,
        han,
        fu,
        best.base.limit,
        paar,
        liable,
        YAKUMAN_BASE * share,
        auto_riichi,
        tuple(y.id for y in best.yaku),
    )


def _pao_not_in_hand(best: ReadingValue, rules: Rules, pao: Pao, counted: frozenset[str]) -> GameError:
    """A pao named (without its yakuman) for a hand that holds no pao yakuman of the rules: the
    option that gives pao for a yakuman of the hand someone could be liable for (rules.PAO_ABLE),
    as the refusal of that yakuman named says (a suukantsu under rules with no pao for it), or,
    for a hand with none (a kokushi), that nobody is liable, with the pao yakuman that count
    (``counted``, :func:`_pao_of`: an older record's rules line may name a kokushi too)."""
    able = sorted(y.id for y in best.yaku if y.yakuman and y.id in PAO_ABLE and y.id not in rules.pao)
    if able:
        return _pao_not_in_rules(rules, able[0])
    return GameError("pao_not_in_hand", name=pao.name, known=", ".join(sorted(counted)))


def _win_deltas(state: GameState, win: Win, sticks: int, honba: int) -> list[int]:
    """One win's payments with the honba it takes, wareme doubling, then the sticks it takes."""
    out = list(
        settle_win(
            winner=win.winner,
            dealer=state.dealer,
            tsumo=win.tsumo,
            discarder=win.discarder,
            base=win.base,
            honba=honba,
            sticks=0,
            rules=state.rules,
            liable=win.liable,
            pao_base=win.pao_base,
        )
    )
    double_wareme(out, win.winner, state)
    out[win.winner] += STICK * sticks
    return out


def double_wareme(out: list[int], receiver: int, state: GameState) -> None:
    """Wareme: every payment to or from the player before whom the wall broke is doubled."""
    if state.wareme is None:
        return
    split = state.wareme[0]
    for seat in range(len(out)):
        if split in (receiver, seat):
            extra = max(0, -out[seat])  # what the seat pays (the receiver's own moves nothing)
            out[seat] -= extra
            out[receiver] += extra


def _put_out_auto_riichi(points: list[int], sticks: int, wins: Sequence[Win]) -> int:
    for win in wins:
        if win.auto_riichi:
            points[win.winner] -= STICK
            sticks += 1
    return sticks


def sticks_taker(rules: Rules, discarder: int, winners: Sequence[int]) -> int:
    """The one of the ``winners`` on a discard who takes the riichi sticks: the first in turn
    order after the discarder."""
    return min(winners, key=lambda w: (w - discarder) % rules.players)


def paid_ron_winners(rules: Rules, discarder: int, winners: Sequence[int]) -> tuple[int, ...]:
    """Of the ``winners`` who claim one discard, the ones the rules pay, in turn order after
    the discarder: as many as :func:`ron_winners_allowed` lets win on one discard, the nearest
    first (under atama hane only the first claimant, the head bump; under
    ``triple_ron_abort`` no third). The rule the record's replay keeps (it refuses an ``also
    ron`` past that many) and the one a game log read under these rules is paid by: its check
    and the record saved from it (:mod:`mjgui.core.logs`)."""
    ordered = sorted(dict.fromkeys(winners), key=lambda w: (w - discarder) % rules.players)
    return tuple(ordered[: ron_winners_allowed(rules, rules.players)])


def ron_counters(
    rules: Rules, discarder: int, winners: Sequence[int], winner: int, honba: int, sticks: int
) -> tuple[int, int]:
    """The honba and riichi sticks that ``winner``, one of the ``winners`` on one discard, is
    paid: the sticks go to the first winner in turn order after the discarder; the honba to
    every winner, or only to that first one when ``rules.multiple_ron_honba`` is ``first``. A
    winner the rules do not pay (:func:`paid_ron_winners`: a second claimant under atama hane)
    is paid neither."""
    paid = paid_ron_winners(rules, discarder, winners)
    if winner not in paid:
        return 0, 0
    if winner == paid[0]:
        return honba, sticks
    return (honba if rules.multiple_ron_honba == "each" else 0), 0


def ron_shares(before: GameState, wins: Sequence[Win]) -> tuple[Points, ...]:
    """Each win's part of the settlement of one discard, from ``before`` (the table before the
    first ron on it): its payments, the honba and sticks it takes (:func:`ron_counters`) and
    the riichi stick its winner puts out with it (``auto_riichi``). They add up to the whole
    settlement, and none has its winner losing."""
    discarder = wins[0].discarder
    assert discarder is not None
    sticks = before.sticks + sum(1 for win in wins if win.auto_riichi)
    winners = [w.winner for w in wins]
    shares = []
    for win in wins:
        honba, taken = ron_counters(before.rules, discarder, winners, win.winner, before.honba, sticks)
        share = _win_deltas(before, win, taken, honba)
        if win.auto_riichi:
            share[win.winner] -= STICK
        shares.append(tuple(share))
    return tuple(shares)


def _settle_rons(before: GameState, wins: tuple[Win, ...], first_line: int, number: int) -> GameState:
    """Settle every ron on one discard: the sum of their :func:`ron_shares`."""
    discarder = wins[0].discarder
    assert discarder is not None
    points = list(before.points)
    for share in ron_shares(before, wins):
        for seat, delta in enumerate(share):
            points[seat] += delta
    stays = any(w.winner == before.dealer for w in wins)
    new = _next_hand(before, points, 0, stays, number)
    group = RonGroup(discarder, wins, first_line, replace(before, last_ron=None))
    return replace(new, last_ron=group)


def _settle_tsumo(state: GameState, win: Win, number: int) -> GameState:
    points = list(state.points)
    sticks = _put_out_auto_riichi(points, state.sticks, (win,))
    for seat, delta in enumerate(_win_deltas(state, win, sticks, state.honba)):
        points[seat] += delta
    return _next_hand(state, points, 0, win.winner == state.dealer, number)


def ron_winners_allowed(rules: Rules, seats: int) -> int:
    """How many players may win on one discard: one under atama hane (head bump), two when a
    third would make the hand an abortive draw (``triple_ron_abort``: sanchahou), else every
    player but the discarder."""
    if rules.atama_hane:
        return 1
    if rules.triple_ron_abort:
        return min(2, seats - 1)
    return seats - 1


def another_ron_allowed(state: GameState) -> bool:
    """Whether an ``also ron`` line may add a winner on the last ron's discard: a ron was the
    last line and the rules let one more player win on that discard. The one rule the record's
    replay (an ``also ron`` refused) and the tracker (its Also ron button) both read."""
    group = state.last_ron
    return group is not None and len(group.wins) < ron_winners_allowed(state.rules, state.seats)


def sanchahou_possible(state: GameState) -> bool:
    """The last line is the second ron on one discard under ``triple_ron_abort`` (no atama
    hane), and a player is left who did not win on it: a third winner there makes the hand an
    abortive draw (sanchahou, RULES.md §7), which the record writes as ``abort`` in place of the
    rons (the tracker's "Abortive draw instead of the rons"). So when those rons ended the game
    (a player below zero), the game may yet go on."""
    group = state.last_ron
    rules = state.rules
    if group is None or rules.atama_hane or not rules.triple_ron_abort:
        return False
    return len(group.wins) == 2 and state.seats > 3


def last_discard_open(state: GameState) -> bool:
    """Whether the last ron's discard may still change: one more winner on it
    (:func:`another_ron_allowed`), or a third whose sanchahou makes the hand an abortive draw
    (:func:`sanchahou_possible`). A game that ron ended waits on it, so a line after that end
    may be corrected into that winner: the one check of the tracker (its Also ron, its advice on
    a line that cannot be read) and the league (its advice on that line)."""
    return another_ron_allowed(state) or sanchahou_possible(state)


def _ron_on_ended_discard(
    state: GameState, action: Action, reason: EndReason, number: int
) -> GameError | None:
    """A ``ron`` line (not ``also ron``) after the game's end, on the discard of the ron(s) that
    ended it, by a player who did not win on it, while that discard may still change
    (:func:`last_discard_open`): the line may be meant as another winner there, which changes
    the outcome. Said so, with what these rules make of that winner: paid too
    (``ron_after_end_also``: write ``also ron``) or, the third under ``triple_ron_abort``, an
    abortive draw in place of the rons (``ron_after_end_sanchahou``). The one decision the
    record's replay gives the tracker, the league and ``mjgui game`` alike; None for any other
    line (refused as after the end)."""
    group = state.last_ron
    if not isinstance(action, RonAction) or action.also or group is None or not last_discard_open(state):
        return None
    winner, discarder = state.seat_of(action.winner), state.seat_of(action.discarder)
    if winner is None or discarder != group.discarder or winner == discarder:
        return None
    if any(win.winner == winner for win in group.wins):
        return None
    end, name, dealt = state.end_line, state.names[winner], state.names[discarder]
    if sanchahou_possible(state):
        first = group.first_line
        return GameError(
            "ron_after_end_sanchahou",
            end=end,
            reason=reason,
            name=name,
            discarder=dealt,
            first=first,
            this=number,
        )
    return GameError("ron_after_end_also", end=end, reason=reason, name=name, discarder=dealt)


def _also_ron(state: GameState, action: RonAction, number: int) -> GameState:
    group = state.last_ron
    if group is None:
        raise GameError("also_without_ron")
    names = state.names
    winner, discarder = _seat(state, action.winner), _seat(state, action.discarder)
    if discarder != group.discarder:
        raise GameError(
            "also_other_discarder",
            first=group.first_line,
            first_discarder=names[group.discarder],
            discarder=names[discarder],
        )
    if winner == discarder:
        raise GameError("self_ron", name=names[winner])
    if any(w.winner == winner for w in group.wins):
        raise GameError("also_same_winner", name=names[winner], first=group.first_line)
    if not another_ron_allowed(state):  # (a discard every other player won on: refused above)
        if not state.rules.atama_hane:  # a third winner under triple_ron_abort
            raise GameError("triple_ron_abort", name=names[winner], first=group.first_line)
        first = group.wins[0].winner
        code = (
            "atama_hane_wrong_winner"
            if (winner - discarder) % state.seats < (first - discarder) % state.seats
            else "atama_hane_second"
        )
        raise GameError(
            code, name=names[winner], winner=names[first], discarder=names[discarder], first=group.first_line
        )
    win = _resolve(group.before, action.value, winner, discarder, action.pao)
    return _settle_rons(group.before, (*group.wins, win), group.first_line, number)


def _draw(state: GameState, action: DrawAction, number: int) -> GameState:
    rules = state.rules
    tenpai = [_seat(state, n) for n in action.tenpai]
    nagashi = [_seat(state, n) for n in action.nagashi]
    if nagashi and not rules.nagashi_mangan:
        raise GameError("nagashi_off")
    noten_riichi = [seat for seat, _ in state.riichi if seat not in tenpai]
    if noten_riichi:
        names = ", ".join(state.names[s] for s in noten_riichi)
        raise GameError("riichi_noten", names=names, n=len(noten_riichi))
    points = list(state.points)
    if nagashi:
        for holder in nagashi:
            out = nagashi_payment(holder, state.dealer, rules)
            double_wareme(out, holder, state)
            for seat, delta in enumerate(out):
                points[seat] += delta
    else:
        for seat, delta in enumerate(noten_payments(tenpai, state.dealer, rules.noten_total, state.seats)):
            points[seat] += delta
    return _next_hand(state, points, state.sticks, state.dealer in tenpai, number, draw=True)


def nagashi_payment(holder: int, dealer: int, rules: Rules) -> list[int]:
    """What a nagashi mangan pays its ``holder``: a mangan tsumo, no honba and no riichi sticks
    (RULES.md), each seat's change (the wareme's double is the game's: :func:`double_wareme`)."""
    return list(
        settle_win(
            winner=holder,
            dealer=dealer,
            tsumo=True,
            discarder=None,
            base=MANGAN_BASE,
            honba=0,
            sticks=0,
            rules=rules,
        )
    )


def noten_payments(tenpai: Sequence[int], dealer: int, total: int = 3000, seats: int = 4) -> list[int]:
    """Exhaustive-draw payments: the noten players pay ``total`` to the tenpai players, split
    evenly (four players, 3000: 1 tenpai: 1000 from each; 2: 1500 each way; 3: 1000 each; three
    players, 2000: 1 tenpai: 1000 from each; 2: 2000 from the one noten, 1000 to each). Everyone
    or no one tenpai: nothing."""
    out = [0] * seats
    winners = sorted(set(tenpai), key=lambda s: (s - dealer) % seats)
    losers = [s for s in range(seats) if s not in winners]
    if not winners or not losers:
        return out
    pay = total // len(losers)
    pool = pay * len(losers)
    each = pool // len(winners)
    for seat in losers:
        out[seat] = -pay
    for seat in winners:
        out[seat] = each
    out[winners[0]] += pool - each * len(winners)
    return out


def _hand_over(state: GameState, points: list[int], sticks: int, **changes: Any) -> GameState:
    """The state once a hand has ended (a win, a draw, an abort or a chombo replayed): these
    points and sticks, and nothing left of the hand itself (riichi sticks declared, the wall's
    break, the last ron)."""
    return replace(
        state, points=tuple(points), sticks=sticks, riichi=(), wareme=None, last_ron=None, **changes
    )


def _chombo(state: GameState, action: ChomboAction, number: int) -> GameState:
    """A mangan penalty (or, under ``chombo_score_penalty``, that many points off the offender's
    final score, nothing paid at the table); the hand's riichi sticks go back and the hand is
    replayed as it was."""
    offender = _seat(state, action.name)
    points = list(state.points)
    for seat, _ in state.riichi:
        points[seat] += STICK
    sticks = state.sticks - len(state.riichi)
    if state.rules.chombo_score_penalty:
        scores = list(state.chombo_scores)
        scores[offender] -= state.rules.chombo_score_penalty
        return _hand_over(state, points, sticks, chombo_scores=tuple(scores))
    penalty = [0] * state.seats
    if offender == state.dealer:
        for seat in range(state.seats):
            if seat != offender:
                penalty[seat] = CHOMBO_DEALER_PAYS
                penalty[offender] -= CHOMBO_DEALER_PAYS
    else:
        for seat in range(state.seats):
            if seat == offender:
                continue
            amount = CHOMBO_TO_DEALER if seat == state.dealer else CHOMBO_TO_OTHER
            penalty[seat] = amount
            penalty[offender] -= amount
    pending = state.pending_chombo
    if state.rules.chombo_at_end:
        pending = tuple(p + d for p, d in zip(pending, penalty, strict=True))
    else:
        points = [p + d for p, d in zip(points, penalty, strict=True)]
    new = _hand_over(state, points, sticks, pending_chombo=pending)
    if state.rules.buttobi and any(p < 0 for p in points):
        return _finish(replace(new, ended=True, end_reason="buttobi", end_line=number))
    return new


# ---------------------------------------------------------------------------------------------
# Hand transitions and the end
# ---------------------------------------------------------------------------------------------


def _next_hand(
    state: GameState,
    points: list[int],
    sticks: int,
    stays: bool,
    number: int,
    *,
    draw: bool = False,
    abort: bool = False,
) -> GameState:
    """After a win, draw or abort: honba, dealer rotation or renchan, and the end of the game.

    Honba +1 when the dealer stays and on every draw (also when the deal moves on), back to 0
    after a non-dealer win. The game ends below zero (buttobi) or when the deal leaves the
    last hand. The dealer keeps the last hand on a win or tenpai; ``agari_yame`` ends the game
    after a dealer's win there, ``tenpai_yame`` after the dealer's tenpai at an exhaustive draw
    (an abortive draw plays on); with ``overtime``, the deal leaving the last hand while no one
    has the return points goes on into the next round wind, which ends the game as soon as the
    deal moves with someone at the return points, and at the latest when it leaves that round.
    """
    rules = state.rules
    done = _hand_over(state, points, sticks, hands=state.hands + 1)
    reason = "buttobi" if rules.buttobi and any(p < 0 for p in points) else None
    if stays:
        round_wind, hand, renchan = state.round_wind, state.hand, state.renchan + 1
    else:
        round_wind, hand, renchan = state.round_wind, state.hand + 1, 0
        if hand > state.seats:
            round_wind, hand = round_wind + 1, 1
    if reason is None and not (stays and abort):  # an abort's dealer deals the hand again
        reason = end_after_hand(
            rules, state.round_wind, state.hand, state.dealer, points, stays=stays, draw=draw
        )
    if reason is not None:
        return _finish(replace(done, ended=True, end_reason=reason, end_line=number))
    honba = state.honba + 1 if stays or draw else 0
    return replace(done, round_wind=round_wind, hand=hand, renchan=renchan, honba=honba)


def end_after_hand(
    rules: Rules,
    round_wind: int,
    hand: int,
    dealer: int,
    points: Sequence[int],
    *,
    stays: bool,
    draw: bool = False,
) -> str | None:
    """Why the game ends after the hand ``hand`` (from 1) of ``round_wind`` (from 0 for East),
    dealt by ``dealer``, that left ``points``, nobody's going below zero aside (the caller's:
    buttobi), or None: it goes on. The dealer keeps the deal (``stays``: a win of theirs, or an
    exhaustive draw, ``draw``, they were tenpai at): ``agari_yame`` / ``tenpai_yame`` where the
    rules play it and :func:`dealer_may_stop`. The deal moves on: ``last_hand`` when it leaves
    the last round without an extra round (or leaves the extra round), or with someone at the
    extra round's target; ``overtime`` when an extra hand ended so. The game's own end
    (:func:`_next_hand`) and the reading of a log (:func:`mjgui.core.logs.model.ends_after`) ask
    it."""
    if stays:
        if not (rules.tenpai_yame if draw else rules.agari_yame):
            return None
        if not dealer_may_stop(rules, round_wind, hand, dealer, points):
            return None
        return "tenpai_yame" if draw else "agari_yame"
    last_round = rules.last_round
    next_round = round_wind + (1 if hand + 1 > rules.players else 0)
    if next_round <= last_round:
        return None
    if not rules.overtime or next_round > last_round + 1:
        return "last_hand"
    if max(points) >= rules.overtime_target:  # at the end of the last hand, or of an overtime hand
        return "overtime" if round_wind > last_round else "last_hand"
    return None


def dealer_may_stop(rules: Rules, round_wind: int, hand: int, dealer: int, points: Sequence[int]) -> bool:
    """Whether a hand its dealer keeps (a win of theirs, or an exhaustive draw they were tenpai
    at) ends the game under agari-yame or tenpai-yame: the hand (``round_wind`` from 0 for East,
    ``hand`` from 1) is the last hand of the last round or a hand of the extra round, and the
    dealer is first at ``points``, the points it left (ties placed by seat); with ``overtime``,
    at its target or more. Whether the rules play agari-yame or tenpai-yame is the caller's to
    ask: the game (:func:`_next_hand`), and the reading of a log, which finds out from the game
    whether they were played (:mod:`mjgui.core.logs.final`)."""
    if not last_hand_or_after(rules, round_wind, hand):
        return False
    if placement(list(points))[0] != dealer:
        return False
    return not rules.overtime or points[dealer] >= rules.overtime_target


def last_hand_or_after(rules: Rules, round_wind: int, hand: int) -> bool:
    """Whether the hand (``round_wind`` from 0 for East, ``hand`` from 1) is the game's last
    hand under ``rules`` (South 4, South 3 with three players, East's with ``east_only``) or a
    hand of the extra round after it."""
    return (round_wind, hand) >= (rules.last_round, rules.players)


def _finish(state: GameState) -> GameState:
    """The end: chombo penalties kept for the end are paid, then the sticks go to first place.
    Players tied for first under ``tie_uma`` ``"split"`` share them: a stick cannot be cut in
    points without parting the tied, so they stay on the table and the final score shares them
    (:func:`~mjgui.core.game.final_score.final_scores`)."""
    points = [p + c for p, c in zip(state.points, state.pending_chombo, strict=True)]
    sticks = state.sticks
    shared = state.rules.tie_uma == "split" and points.count(max(points)) > 1
    given = 0
    if state.rules.sticks_to_first and sticks and not shared:
        points[placement(points)[0]] += STICK * sticks
        sticks, given = 0, sticks
    return replace(
        state, points=tuple(points), sticks=sticks, sticks_given=given, pending_chombo=(0,) * state.seats
    )


# ---------------------------------------------------------------------------------------------
# JSON (the CLI contract)
# ---------------------------------------------------------------------------------------------


def result_dict(result: GameResult, lang: str = "en") -> dict[str, Any]:
    """``{"ended", "round", "honba", "sticks", "dealer", "players": [{"name", "seat", "points",
    "final"}], "errors": [{"line", "code", "message"}]}``; ``final`` is null until the game ends. Under
    rules that keep chombo penalties for the end (``chombo_at_end``) each player also has
    ``chombo_pending``, the change still to come from them (0 once paid); under rules that take
    chombo off the final score (``chombo_score_penalty``), ``chombo_score``: the points taken off
    theirs so far (0 or less, in ``final`` once the game has ended)."""
    state = result.final
    finals = state.final_scores
    players = []
    for seat, name in enumerate(state.names):
        player: dict[str, Any] = {"name": name, "seat": state.seat_letter(seat), "points": state.points[seat]}
        if state.rules.chombo_at_end:
            player["chombo_pending"] = state.pending_chombo[seat] if state.pending_chombo else 0
        if state.rules.chombo_score_penalty:
            player["chombo_score"] = state.chombo_scores[seat] if state.chombo_scores else 0
        player["final"] = finals[seat].final if finals else None
        players.append(player)
    return {
        "ended": state.ended,
        "round": state.round_label,
        "honba": state.honba,
        "sticks": state.sticks,
        "dealer": state.dealer_name,
        "players": players,
        "errors": [{"line": e.line, "code": e.code, "message": e.message(lang)} for e in result.errors],
    }


__all__ = [
    "GameResult",
    "GameState",
    "Preview",
    "RonGroup",
    "Step",
    "Win",
    "Worth",
    "apply_action",
    "apply_line",
    "chombo_paid",
    "double_wareme",
    "noten_payments",
    "preview",
    "replay",
    "result_dict",
    "ron_shares",
    "step_win",
    "thousands",
    "value_worth",
]

"""The league table and each player's statistics over a season.

Each game counts with its own rules' final score (start, return, uma, oka: the ``final_scores``
of its replay), so games under different rules add up as the club's rating does. Players are
matched by :func:`mjgui.core.league.aliases.key` after the aliases are applied; a player is
shown with one name for the whole season, whatever the table, the filters or the export
(:func:`shown_names`: the alias's name, else the season's first spelling). Four seats are
four players: an alias that would make two players of one game one is not applied in that game
(:meth:`~mjgui.core.league.aliases.Aliases.seats`).

The statistics are counted line by line from the records (:data:`HOW` says how, for the
tooltips): a hand is a finished hand (a win, an exhaustive or abortive draw; a chombo replays
its hand), a deal-in is a hand in which the player's discard was won on (a double ron is one
deal-in; pao: what the liable player pays is no deal-in, and a pao ron's deal-in counts the
discarder's share only), a win's value is what the winner gained by it (honba and the other
players' riichi sticks included, not the winner's own stick coming back; in a double ron, less
what the other winner's line took back), a riichi is counted with its hand (not when a chombo
has the hand played again).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path

from mjgui.core.game.game import (
    GameResult,
    GameState,
    RonGroup,
    Step,
    Win,
    chombo_paid,
    step_win,
    sticks_taker,
)
from mjgui.core.game.record import (
    AbortAction,
    ChomboAction,
    DrawAction,
    RiichiAction,
    RonAction,
    TsumoAction,
    without_invisible,
)
from mjgui.core.league.aliases import Aliases, key
from mjgui.core.league.names import name_order
from mjgui.core.league.season import Game, Season, first_spellings
from mjgui.core.scoring.scoring import DORA_IDS
from mjgui.core.scoring.yaku_table import YAKUMAN_IDS


@dataclass(frozen=True)
class BigHand:
    """A player's biggest win: its value and where it is."""

    points: int  # what the winner gained by the win
    yakuman: int
    han: int | None
    fu: int | None
    limit: str | None
    path: Path
    line: int

    def rank(self) -> tuple[int, int]:
        return self.yakuman, self.points


@dataclass(frozen=True)
class YakumanWin:
    path: Path
    line: int
    multiple: int
    yaku: tuple[str, ...]  # the yakuman ids when a hand named the tiles, else ()


@dataclass
class Stats:
    """One player's counts over the season (the rates are derived)."""

    hands: int = 0
    ron_wins: int = 0
    tsumo_wins: int = 0
    win_points: int = 0
    deal_ins: int = 0
    deal_in_points: int = 0
    riichi: int = 0
    riichi_wins: int = 0
    dealer_wins: int = 0
    renchan: int = 0
    draws: int = 0
    tenpai: int = 0
    chombo: int = 0
    biggest: BigHand | None = None
    yaku: Counter[str] = field(default_factory=Counter)
    yakuman: list[YakumanWin] = field(default_factory=list)

    @property
    def wins(self) -> int:
        return self.ron_wins + self.tsumo_wins

    @property
    def win_rate(self) -> float:
        return _ratio(self.wins, self.hands)

    @property
    def deal_in_rate(self) -> float:
        return _ratio(self.deal_ins, self.hands)

    @property
    def average_deal_in(self) -> float:
        return _ratio(self.deal_in_points, self.deal_ins)

    @property
    def riichi_rate(self) -> float:
        return _ratio(self.riichi, self.hands)

    @property
    def riichi_win_rate(self) -> float:
        return _ratio(self.riichi_wins, self.riichi)

    @property
    def average_win(self) -> float:
        return _ratio(self.win_points, self.wins)

    @property
    def tenpai_rate(self) -> float:
        return _ratio(self.tenpai, self.draws)

    def top_yaku(self, count: int = 3) -> list[tuple[str, int]]:
        """The yaku won with most (ties by id), from the wins whose hand named the tiles."""
        return sorted(self.yaku.items(), key=lambda item: (-item[1], item[0]))[:count]


def _ratio(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


@dataclass(frozen=True)
class Standing:
    """One row of the league table. Scores are in points (``48000`` is +48)."""

    name: str
    games: int
    total: int
    places: tuple[int, ...]  # games finished 1st, 2nd ...: one entry per seat of the table
    best: int
    worst: int
    stats: Stats

    @property
    def average_place(self) -> float:
        return _ratio(sum((i + 1) * n for i, n in enumerate(self.places)), self.games)

    @property
    def average(self) -> float:
        """The average final score per game, in points."""
        return _ratio(self.total, self.games)


@dataclass
class _Player:
    name: str
    scores: list[tuple[int, int]] = field(default_factory=list)  # (score, place)
    stats: Stats = field(default_factory=Stats)


def shown_names(season: Season | Iterable[Game], aliases: Aliases | None = None) -> dict[str, str]:
    """Each player's shown name by key: the name the aliases file gives them (as it writes
    it), else the first spelling of the season — of the whole folder read when ``season`` is a
    :class:`Season` (its ``spellings``: the same in both tables and under every filter), else
    of these games. The league table, the chart and the exports all name a player so; that
    name, the aliases file's or the first spelling, without the characters that show nothing
    (:func:`~mjgui.core.game.record.without_invisible`: ``Ann`` of ``Ann`` and a zero-width
    space), which its key drops too, so that a spreadsheet's lookup of ``Ann`` finds it and
    next season's ``Ann`` reads the same."""
    if isinstance(season, Season) and season.spellings:
        spellings: Iterable[str] = season.spellings
    else:
        spellings = first_spellings(season.games if isinstance(season, Season) else season)
    names: dict[str, str] = {}
    for name in spellings:
        names.setdefault(key(name), without_invisible(name))
    names.update((k, without_invisible(v)) for k, v in (aliases or Aliases()).targets().items())
    return names


class _Table:
    """Players by key as the games are read, each named by ``names`` (:func:`shown_names`; a
    game's own counts, :class:`GameCounts`: as the game writes them)."""

    def __init__(self, aliases: Aliases, names: Mapping[str, str]) -> None:
        self.aliases = aliases
        self.names = names
        self.players: dict[str, _Player] = {}

    def player(self, name: str) -> _Player:
        """The player counted as ``name`` (the aliases already applied)."""
        k = key(name)
        found = self.players.get(k)
        if found is None:
            found = self.players[k] = _Player(self.names.get(k, name))
        return found

    def add(self, game: _Table) -> None:
        """Add one game's counts (:meth:`GameCounts.of`), as :func:`_count_game` counting that
        game here would: its players' scores and statistics added to theirs, a player new to
        the table named by ``names``."""
        for k, counted in game.players.items():
            player = self.players.get(k)
            if player is None:
                player = self.players[k] = _Player(self.names.get(k, counted.name))
            player.scores.extend(counted.scores)
            _add_stats(player.stats, counted.stats)


#: the counts of :class:`Stats` that add up (all but the yaku, the yakuman and the biggest win)
_NUMBERS = tuple(f.name for f in fields(Stats) if f.type == "int")


def _add_stats(total: Stats, part: Stats) -> None:
    """Add ``part``'s counts to ``total``, as counting ``part``'s lines after ``total``'s would:
    the numbers summed, the yaku and yakuman added in order, the biggest win the first of the
    biggest (a later win as big is not bigger)."""
    for name in _NUMBERS:
        setattr(total, name, getattr(total, name) + getattr(part, name))
    total.yaku.update(part.yaku)
    total.yakuman.extend(part.yakuman)
    if part.biggest is not None and (total.biggest is None or part.biggest.rank() > total.biggest.rank()):
        total.biggest = part.biggest


class GameCounts:
    """Each game's counts under one set of ``aliases``, kept: a league table of other games of
    the season (another date, another table, another rules filter: :func:`standings` given
    these) counts only the games it has not counted yet and adds up the rest, with the very
    figures counting every game again gives. ``counted``: how many games were counted."""

    def __init__(self, aliases: Aliases) -> None:
        self.aliases = aliases
        self.counted = 0
        # by the game's identity: the game kept with its counts, so the identity stays its own
        self._games: dict[int, tuple[Game, _Table]] = {}

    def of(self, game: Game) -> _Table:
        """``game``'s players and what it adds to each (counted the first time asked)."""
        kept = self._games.get(id(game))
        if kept is not None and kept[0] is game:
            return kept[1]
        table = _Table(self.aliases, {})
        _count_game(table, game)
        self.counted += 1
        self._games[id(game)] = (game, table)
        return table


def _win_gains(result: GameResult) -> dict[int, int]:
    """What each win's winner gained by it, by the index of its step: its line's share of the
    settlement (:meth:`GameResult.line_shares`: the rons on one discard each their own win, the
    riichi sticks with the winner nearest the discarder, a liable player's pao payment never
    taken from their own win), without the winner's own riichi stick: a riichi written as its
    own line paid it before the win, a hand written with ``--riichi`` pays it on the win's
    line, and the two records are the same game. So the stick is taken off when it came back
    with the sticks after a line of its own, and given back when it was paid on the win's line
    and went to the other winner of a double ron. The winner's own sticks of earlier hands that
    a draw left on the table come back the same way, and are taken off too. The chombo penalties
    kept for the end that a game-ending win's line also paid (:func:`chombo_paid`) are no part
    of the win."""
    finals: dict[int, RonGroup] = {}  # each discard's rons, all of them, by its first line
    for step in result.steps:
        group = step.state.last_ron
        if step.error is None and isinstance(step.line.action, RonAction) and group is not None:
            finals[group.first_line] = group
    gains: dict[int, int] = {}
    left: Counter[int] = Counter()  # the sticks earlier hands left on the table, by who paid them
    found: dict[int, Counter[int]] = {}  # those a discard's first ron found, by its first line
    for index, (step, shares) in enumerate(zip(result.steps, result.line_shares(), strict=True)):
        earlier = left
        if step.error is None:
            left = _sticks_left(step, left)
        win = step_win(step) if step.error is None and step.line.action is not None else None
        if win is None:
            continue
        gains[index] = shares[win.winner]
        group = step.state.last_ron if isinstance(step.line.action, RonAction) else None
        if group is not None:  # the sticks go to one winner of the discard
            earlier = found.setdefault(group.first_line, earlier)  # an also ron: as the first found
            final = finals[group.first_line]
            winners = [w.winner for w in final.wins]
            takes = win.winner == sticks_taker(step.hand.rules, final.discarder, winners)
            last = len(group.wins) == len(final.wins)  # the line whose share has the penalties
        else:
            takes = True  # a tsumo: the winner takes them
            last = True
        kept = chombo_paid(step) if last else ()
        if kept:
            gains[index] -= kept[win.winner]
        if takes:  # the winner's own sticks came back: paid on a line of its own, or left by a draw
            gains[index] -= 1000 * (earlier[win.winner] + (win.winner in step.hand.in_riichi))
        elif win.auto_riichi:
            gains[index] += 1000  # the stick paid on this line went to the other winner
    return gains


def _sticks_left(step: Step, left: Counter[int]) -> Counter[int]:
    """The riichi sticks of earlier hands on the table after ``step``, by the seat that paid
    each (``left``: before it): a draw or an abort leaves its hand's sticks there, a line that
    takes the sticks (a win) clears them, a chombo returns its own hand's only."""
    if not step.state.sticks:
        return Counter()
    if isinstance(step.line.action, (DrawAction, AbortAction)):
        return left + Counter(step.before.in_riichi)
    return left


def _count_win(stats: Stats, win: Win, gain: int, step: Step, hand: GameState, path: Path) -> None:
    if win.tsumo:
        stats.tsumo_wins += 1
    else:
        stats.ron_wins += 1
    stats.win_points += gain
    if win.auto_riichi:
        stats.riichi += 1
    if win.auto_riichi or win.winner in hand.in_riichi:
        stats.riichi_wins += 1
    if win.winner == hand.dealer:
        stats.dealer_wins += 1
        if not step.state.ended:  # a win that ends the game keeps no deal
            stats.renchan += 1
    stats.yaku.update(y for y in win.yaku if y not in _NOT_COUNTED)
    if win.yakuman:
        named = tuple(y for y in win.yaku if y in _YAKUMAN)
        stats.yakuman.append(YakumanWin(path, step.line.number, win.yakuman, named))
    big = BigHand(gain, win.yakuman, win.han, win.fu, win.limit, path, step.line.number)
    if stats.biggest is None or big.rank() > stats.biggest.rank():
        stats.biggest = big


# dora are counted as han, not as yaku a player "wins with"
_NOT_COUNTED = frozenset(DORA_IDS)
_YAKUMAN = frozenset(YAKUMAN_IDS)


def _count_game(table: _Table, game: Game) -> None:
    players = [table.player(name) for name in table.aliases.seats(game.names)]
    for final in game.finals:
        players[final.seat].scores.append((final.score, final.place))
    for player in players:
        player.stats.hands += game.result.final.hands
    gains = _win_gains(game.result)
    for index, step in enumerate(game.result.steps):
        action = step.line.action
        if step.error is not None or action is None:
            continue
        hand = step.hand
        if isinstance(action, RiichiAction):
            players[hand.seat_of(action.name) or 0].stats.riichi += 1
        elif isinstance(action, ChomboAction):
            players[hand.seat_of(action.name) or 0].stats.chombo += 1
            # the hand is played again and not counted: nor are the riichi declared in it
            for seat in hand.in_riichi:
                players[seat].stats.riichi -= 1
        elif isinstance(action, DrawAction):
            tenpai = {hand.seat_of(n) for n in action.tenpai}
            for seat, player in enumerate(players):
                player.stats.draws += 1
                if seat in tenpai:
                    player.stats.tenpai += 1
                    if seat == hand.dealer and not step.state.ended:
                        player.stats.renchan += 1
        elif isinstance(action, RonAction | TsumoAction):
            win = step_win(step)
            if win is None:
                continue
            _count_win(players[win.winner].stats, win, gains[index], step, hand, game.path)
            if win.discarder is not None:
                loser = players[win.discarder].stats
                loser.deal_in_points -= step.deltas[win.discarder] - _chombo_moved(step, win.discarder)
                if not (isinstance(action, RonAction) and action.also):
                    loser.deal_ins += 1
        elif step.state.hands > step.before.hands:  # an abortive draw: the dealer keeps the deal
            players[hand.dealer].stats.renchan += 1


def _chombo_moved(step: Step, seat: int) -> int:
    """What a line changed ``seat``'s points by in chombo penalties kept for the end
    (``chombo_at_end``): those the line that ends the game pays, which are no deal-in."""
    before, after = step.before.pending_chombo, step.state.pending_chombo
    if not before or not after:
        return 0
    return before[seat] - after[seat]


def standings(
    season: Season | Iterable[Game], aliases: Aliases | None = None, counts: GameCounts | None = None
) -> list[Standing]:
    """The league table, by :func:`default_order`. The games are of one table (four players, or
    three: :meth:`Season.table`); ``places`` has an entry per seat of it. ``counts``: the games'
    counts under these ``aliases`` kept from an earlier table (:class:`GameCounts`: each game
    counted once, whatever the filters)."""
    games = season.games if isinstance(season, Season) else tuple(season)
    aliases = aliases or Aliases()
    if counts is None:
        counts = GameCounts(aliases)
    assert counts.aliases is aliases, "counts kept under other aliases"
    table = _Table(aliases, shown_names(season if isinstance(season, Season) else games, aliases))
    for game in games:
        table.add(counts.of(game))
    seats = max((g.players for g in games), default=4)
    rows = []
    for player in table.players.values():
        places = [0] * seats
        for _, place in player.scores:
            places[place - 1] += 1
        scores = [score for score, _ in player.scores]
        rows.append(
            Standing(
                player.name,
                len(scores),
                sum(scores),
                tuple(places),
                max(scores),
                min(scores),
                player.stats,
            )
        )
    return sorted(rows, key=default_order)


def seat_names(season: Season | Iterable[Game], aliases: Aliases | None = None) -> list[tuple[str, ...]]:
    """For each game, the name each seat is counted as, spelled as the league table shows that
    player (the aliases applied, as :meth:`Aliases.seats` does; then named by
    :func:`shown_names`, as :func:`standings` does)."""
    games = season.games if isinstance(season, Season) else tuple(season)
    aliases = aliases or Aliases()
    names = shown_names(season if isinstance(season, Season) else games, aliases)
    return [tuple(names.get(key(n), n) for n in aliases.seats(game.names)) for game in games]


def default_order(row: Standing) -> tuple[float, float, int, tuple[str, str, str]]:
    """More total first; then the better average place, more games, the name (:func:`name_order`)."""
    return -row.total, row.average_place, -row.games, name_order(row.name)


COLUMNS: dict[str, Callable[[Standing], float | tuple[str, str, str]]] = {
    # in alphabetical order in either language: Ё with Е, not after Я (:func:`name_order`)
    "name": lambda r: name_order(r.name),
    "games": lambda r: r.games,
    "total": lambda r: r.total,
    "average": lambda r: r.average,
    "average_place": lambda r: r.average_place,
    "first": lambda r: r.places[0],
    "second": lambda r: r.places[1],
    "third": lambda r: r.places[2],
    "fourth": lambda r: r.places[3] if len(r.places) > 3 else 0,
    "best": lambda r: r.best,
    "worst": lambda r: r.worst,
}


def sort_standings(rows: Iterable[Standing], column: str, descending: bool = False) -> list[Standing]:
    """The rows sorted by a column of :data:`COLUMNS` (ties keep the league order)."""
    ordered = sorted(rows, key=default_order)
    return sorted(ordered, key=COLUMNS[column], reverse=descending)

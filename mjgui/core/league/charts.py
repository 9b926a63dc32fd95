"""What the charts draw, as plain numbers: a game's points hand by hand, a season's running
totals game by game. The widgets (:mod:`mjgui.gui.charts`) only plot these, and ask
:meth:`ChartData.tip` what a point's tooltip says."""

from __future__ import annotations

import datetime as dt
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from mjgui.core.game.final_score import thousands
from mjgui.core.game.game import GameResult, GameState
from mjgui.core.game.record import AbortAction, ChomboAction, DrawAction, RonAction, TsumoAction
from mjgui.core.i18n import msg, phrase
from mjgui.core.league.aliases import Aliases, key
from mjgui.core.league.season import Game, Season
from mjgui.core.league.standings import shown_names
from mjgui.core.numbers import number, score_thousands

PHRASES = {
    # a day on the season chart's axis, in the language's order: 09-04 / 04.09
    "day": msg("chart:day", "{mm}-{dd}"),
    # a day with its year: on the axis of a season of more than one year, and in a point's
    # tooltip: 2025-09-04 / 04.09.2025
    "day_year": msg("chart:day_year", "{yyyy}-{mm}-{dd}"),
    # a point's tooltip: the player, where (a game's date, a hand), the value there
    "point": msg("chart:point", "{name}, {x}: {value}"),
    "point_start": msg("chart:point_start", "{name}: {value}"),
}


@dataclass(frozen=True)
class Series:
    """One line: its ``values`` at the x's ``xs`` (empty: at ``0, 1, 2 ...``, one value each).
    Its value holds from one of its x's to the next and after its last to the chart's end (a
    player's season total changes only at the games they played): a season's line has a value
    at each game its player played, not at every game of the season (40 players' lines of 800
    values each had been 32,000 points, each marked)."""

    name: str
    values: tuple[float, ...]
    xs: tuple[int, ...] = ()

    def value_at(self, x: int) -> float:
        """The line's value at ``x``: its value there, else the last one before it (before its
        first x: its first)."""
        if not self.xs:
            return self.values[x]
        return self.values[max(0, bisect_right(self.xs, x) - 1)]


@dataclass(frozen=True)
class ChartData:
    """Points ``x = 0 .. len(labels) - 1`` (a series' at each x, or at its own x's only:
    :class:`Series`); ``marked`` is the x of the current hand (or None).
    ``titles`` names each x in a point's tooltip where its label is blank or short (a game's
    whole date; none: the labels); ``thousands``: the values are thousands of points (a
    season's totals, written as the league table writes them: ``+4.5``); ``days``: each x's
    game's day (None before the first), which the labels and titles write
    (:func:`dated`)."""

    labels: tuple[str, ...]
    series: tuple[Series, ...]
    marked: int | None = None
    titles: tuple[str, ...] = ()
    thousands: bool = False
    days: tuple[dt.date | None, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.series or len(self.labels) < 2

    def tip(self, series: int, x: int, lang: str = "en") -> str:
        """What the tooltip of a series' point at ``x`` says: the series' name, where the point
        is (its x's title, else its label; nothing before a season's first game) and its value
        there (:meth:`Series.value_at`)."""
        line = self.series[series]
        value = line.value_at(x)
        shown = score_thousands(round(value * 1000), lang) if self.thousands else number(value, lang)
        where = self.titles[x] if self.titles else self.labels[x]
        if not where:
            return phrase(PHRASES, "point_start", lang, name=line.name, value=shown)
        return phrase(PHRASES, "point", lang, name=line.name, x=where, value=shown)


NO_CHART = ChartData((), ())


def _hand_label(state: GameState) -> str:
    return f"{state.round_label}-{state.honba}" if state.honba else state.round_label


def game_points(result: GameResult, label: Callable[[GameState], str] = _hand_label) -> ChartData:
    """Each player's points at the start of every hand, then at the end (the last point is now:
    the hand being played, or the end of the game, which is marked). A double ron is one hand;
    a chombo is a point of its own (it moves points, then the hand is played again). ``label``
    names a hand on the x axis (``E2-1`` by default)."""
    first = next((s.state for s in result.steps if s.state.started), None)
    if first is None:
        return NO_CHART
    labels = [label(first)]
    points = [first.points]
    for step in result.steps:
        action = step.line.action
        if step.error is not None or not isinstance(
            action, RonAction | TsumoAction | DrawAction | AbortAction | ChomboAction
        ):
            continue
        state = step.state
        text = "■" if state.ended else label(state)
        if isinstance(action, RonAction) and action.also:
            labels[-1], points[-1] = text, state.points
        else:
            labels.append(text)
            points.append(state.points)
    names = result.final.names
    series = tuple(Series(name, tuple(float(p[seat]) for p in points)) for seat, name in enumerate(names))
    return ChartData(tuple(labels), series, len(labels) - 1)


def day_label(day: dt.date, lang: str, year: bool = False) -> str:
    """A day as the season chart writes it in ``lang``: ``09-04`` / ``04.09``; with the year
    (``2025-09-04`` / ``04.09.2025``) on the axis of a season of more than one year, and in a
    point's tooltip."""
    parts = {"yyyy": f"{day.year:04d}", "mm": f"{day.month:02d}", "dd": f"{day.day:02d}"}
    return phrase(PHRASES, "day_year" if year else "day", lang, **parts)


def season_totals(
    games: Season | Sequence[Game], aliases: Aliases | None = None, lang: str = "en"
) -> ChartData:
    """Each player's running total of final scores (in thousands): 0 before their first game
    and after each game they played (x = i + 1 is after game i, in order; x = 0 is before the
    first game); a game a player did not sit at keeps their total as it was, with no value of
    its own (:class:`Series`: a line changes only at its player's games, its points only
    there). The x labels are the games' dates (:func:`day_label`: with the year when the games
    span more than one), each evening's under its first game; the tooltips' titles their whole
    dates. Each player is named as the league table names them (a
    :class:`~mjgui.core.league.season.Season` gives the spellings of its whole folder:
    :func:`~mjgui.core.league.standings.shown_names`)."""
    names = shown_names(games, aliases)
    played = games.games if isinstance(games, Season) else games
    aliases = aliases or Aliases()
    order: dict[str, str] = {}
    xs: dict[str, list[int]] = {}
    totals: dict[str, list[int]] = {}  # in points, exact (unrounded scores have decimals: +11.5)
    for index, game in enumerate(played):
        seats = aliases.seats(game.names)
        for final in game.finals:
            k = key(seats[final.seat])
            if k not in totals:
                order[k] = names.get(k, seats[final.seat])
                xs[k], totals[k] = [index], [0]
            at, values = xs[k], totals[k]
            if at[-1] == index + 1:  # a second seat of one game counted as them: one value
                values[-1] += final.score
            else:
                at.append(index + 1)
                values.append(values[-1] + final.score)
    series = tuple(
        Series(order[k], tuple(float(thousands(p)) for p in v), tuple(xs[k])) for k, v in totals.items()
    )
    days = (None, *(g.date for g in played))
    return dated(ChartData((), series, None, thousands=True, days=days), lang)


def dated(chart: ChartData, lang: str) -> ChartData:
    """``chart`` with its x labels and tooltips' titles written from its ``days`` in ``lang``
    (a chart without days as it is): each day under its first point only, with the year when
    the days span more than one (:func:`day_label`). Cheap: a language switch asks it, not
    :func:`season_totals` again."""
    if not chart.days:
        return chart
    years = len({d.year for d in chart.days if d is not None}) > 1
    labels = [day_label(d, lang, years) if d is not None else "" for d in chart.days]
    for i in range(len(labels) - 1, 0, -1):  # an evening's date under its first game only
        if chart.days[i] == chart.days[i - 1]:
            labels[i] = ""
    titles = tuple(day_label(d, lang, year=True) if d is not None else "" for d in chart.days)
    return replace(chart, labels=tuple(labels), titles=titles)

"""The tracker's view built from a replayed game: seats, centre, history rows, final table.

No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Literal, Protocol

from mjgui.controller.game.needs import needs_view
from mjgui.controller.game.phrases import (
    PHRASES,
    chart_lines_said,
    hand_label,
    place_text,
    points_text,
    round_text,
    rules_texts,
    signed_text,
    sticks_text,
    thousands_text,
)
from mjgui.controller.game.views import (
    ActionState,
    CenterView,
    FinalRow,
    HistoryRow,
    SeatView,
    TrackerView,
)
from mjgui.core.game.final_score import places
from mjgui.core.game.game import (
    STICK,
    GameResult,
    GameState,
    Points,
    Step,
    Win,
    chombo_paid,
    last_discard_open,
    own_hand_win,
    sanchahou_possible,
    step_win,
    sticks_given,
    unread_lines,
)
from mjgui.core.game.lines import explicit_date
from mjgui.core.game.record import (
    AbortAction,
    Action,
    ChomboAction,
    DrawAction,
    HandValue,
    HanFu,
    Limit,
    PlayersAction,
    RiichiAction,
    RonAction,
    RulesAction,
    TsumoAction,
    Value,
    WaremeAction,
    Yakuman,
    cut_short_note,
    date_error,
    end_reason_text,
    final_rounding_text,
    seat_tie_text,
    sticks_given_text,
    sticks_left_text,
)
from mjgui.core.game.storage import is_cut_text
from mjgui.core.i18n import phrase
from mjgui.core.league.charts import ChartData, game_points
from mjgui.core.numbers import changes_text
from mjgui.core.scoring.rules import PRESETS, edition_base
from mjgui.core.shown import shown_path
from mjgui.core.teach.compare import EVERY_OPTION, rules_name
from mjgui.core.text import limit_name, small_first, wind_name, wind_word, yakuman_name

WIND_KANJI = "東南西北"


def scored_text(win: Win, lang: str) -> str:
    """What the game scored a hand's tiles at: its yakuman, its limit, or its han and fu."""
    if win.yakuman:
        return small_first(yakuman_name(win.yakuman, lang))
    if win.limit is not None:
        return small_first(limit_name(win.limit, lang))
    return value_text(HanFu(win.han or 0, win.fu), lang)


def value_text(value: Value, lang: str, win: Win | None = None) -> str:
    """A win's value inside a sentence ("Dasha ron from Aiko: haneman"). A hand's tiles are
    said by the value the game scored them at (``win``: han and fu, a limit or yakuman, as a
    line that gives the value says it), with the tiles after it ("3 han 30 fu (hand 44789m23p1p)")."""
    if isinstance(value, HandValue) and win is not None:
        tiles = value.words[0] if value.words else ""
        return phrase(PHRASES, "hand_scored", lang, value=scored_text(win, lang), tiles=tiles)
    if isinstance(value, HanFu):
        if value.fu is None:
            return phrase(PHRASES, "han", lang, han=value.han)
        return phrase(PHRASES, "han_fu", lang, han=value.han, fu=value.fu)
    if isinstance(value, Limit):
        return small_first(limit_name(value.name, lang))
    if isinstance(value, Yakuman):
        return small_first(yakuman_name(value.multiple, lang))
    assert isinstance(value, HandValue)
    tiles = value.words[0] if value.words else ""
    return phrase(PHRASES, "hand", lang, tiles=tiles)


def paarenchan_win(step: Step) -> Win | None:
    """The win of a ``ron``/``tsumo`` line that paarenchan made a yakuman (None for any other)."""
    action = step.line.action
    if step.error is not None or not isinstance(action, RonAction | TsumoAction):
        return None
    hand = step.hand
    if not hand.paarenchan or hand.seat_of(action.winner) != hand.dealer:
        return None  # only then is a win paarenchan: no hand is scored again for the others
    win = step_win(step)
    if win is None or not win.paarenchan:
        return None
    if isinstance(action.value, Yakuman) and win.yakuman == action.value.multiple:
        return None  # a yakuman without stacking: paarenchan adds nothing to what it says
    return win


def step_summary(step: Step, state: GameState, lang: str, *, value_first: bool = False) -> str:
    """:func:`action_summary` of a replayed line, with what paarenchan made of a win and the
    chombo penalties kept for the end (``chombo_at_end``): the one a chombo line keeps, and
    those the line that ends the game pays; or, under ``chombo_score_penalty``, what a chombo
    line takes off the final score (nothing is paid at the table, the hand is played again).
    ``value_first``: a win said by its value first (the centre's last action)."""
    line = step.line
    if line.action is None and line.error is not None:  # a line that cannot be read: no note
        return phrase(PHRASES, "s_unread", lang, text=line.text.strip())
    win = paarenchan_win(step)
    action = line.action
    # a hand's tiles: said by the value the game scored them at; paid as paarenchan, by their own
    # value (the sum-up says what was written, then what was paid), or by the tiles alone
    scored = step_win(step) if isinstance(getattr(action, "value", None), HandValue) else None
    if scored is not None and win is not None:
        scored = own_hand_win(step)
    text = action_summary(
        action,
        state,
        line.text,
        lang,
        paarenchan=win.yakuman if win else 0,
        scored=scored,
        value_first=value_first,
    )
    rules = step.before.rules
    if isinstance(action, ChomboAction) and step.error is None and rules.chombo_score_penalty:
        seat = step.before.seat_of(action.name)
        if seat is not None:  # chombo_at_end is moot: no penalty kept for the end
            penalty = step.before.chombo_scores[seat] - step.state.chombo_scores[seat]
            name = step.before.names[seat]
            said = {"name": name, "points": points_text(penalty, lang), "n": penalty}
            text = phrase(PHRASES, "s_chombo_score", lang, **said)
    elif isinstance(action, ChomboAction) and step.error is None and rules.chombo_at_end:
        seat = step.before.seat_of(action.name)
        if seat is not None:
            penalty = step.before.pending_chombo[seat] - step.state.pending_chombo[seat]
            name = step.before.names[seat]
            text = phrase(PHRASES, "s_chombo_at_end", lang, name=name, points=points_text(penalty, lang))
    paid = chombo_paid(step)
    if paid:
        listed = changes_text(step.state.names, paid, lang)
        text = phrase(PHRASES, "s_chombo_paid", lang, text=text, list=listed)
    given = sticks_given(step)
    if given:  # first place's change on this line counts them
        first = step.state.names[step.state.placement[0]]
        points = signed_text(STICK * given, lang)
        text = phrase(PHRASES, "s_sticks_given", lang, text=text, n=given, name=first, points=points)
    return text


def action_summary(
    action: Action | None,
    state: GameState,
    text: str,
    lang: str,
    *,
    paarenchan: int = 0,
    scored: Win | None = None,
    value_first: bool = False,
) -> str:
    """A record line said in words, with the players' names as written on the players line.
    ``paarenchan``: the yakuman a win was paid as by paarenchan ("1 han 30 fu → yakuman");
    ``scored``: the win as the game scored it (a hand's tiles are said by its value);
    ``value_first``: a win said by its value (and its pao) first, then who won from whom, a
    hand's tiles last ("4 han 30 fu — Dasha ron from Aiko"): the centre's last action, cut at
    its end when the card is narrow, keeps what the hand was worth."""

    def name(n: str) -> str:
        seat = state.seat_of(n)
        return state.names[seat] if seat is not None else n

    def names(items: Sequence[str]) -> str:
        return ", ".join(name(n) for n in items)

    if action is None:
        comment = text.split("#", 1)[1].strip() if "#" in text else text.strip()
        day = explicit_date(text)
        if day is not None:  # the record's date line (the tracker writes one in a new record)
            return phrase(PHRASES, "s_date", lang, date=day.isoformat())
        cut = cut_short_note(comment)
        if cut is not None:  # an autosave's last line of play, cut short by a crash
            return phrase(PHRASES, "s_cut", lang, text=cut)
        return phrase(PHRASES, "s_comment", lang, text=comment) if comment else ""
    if isinstance(action, RulesAction):  # the options changed in the label's words
        rules = rules_name(action.rules, lang, in_text=True, options=EVERY_OPTION)
        return phrase(PHRASES, "s_rules", lang, rules=rules)
    if isinstance(action, PlayersAction):
        parts = [f"{n} ({wind_word(i, lang)})" for i, n in enumerate(action.names)]
        return phrase(PHRASES, "s_players", lang, names=", ".join(parts))
    if isinstance(action, RiichiAction):
        return phrase(PHRASES, "s_riichi", lang, name=name(action.name))
    if isinstance(action, WaremeAction):
        return phrase(PHRASES, "s_wareme", lang, name=name(action.name))
    if isinstance(action, RonAction | TsumoAction):
        tiles = ""  # value first: a hand's tiles said last
        if value_first and isinstance(action.value, HandValue) and scored is not None:
            tiles = action.value.words[0] if action.value.words else ""
            value = scored_text(scored, lang)
        else:
            value = value_text(action.value, lang, scored)
        if paarenchan:
            yakuman = small_first(yakuman_name(paarenchan, lang))
            value = phrase(PHRASES, "s_paarenchan", lang, value=value, yakuman=yakuman)
        if value_first and action.pao:  # the pao beside the value, before the names
            value = phrase(PHRASES, "s_pao", lang, text=value, name=name(action.pao.name))
        ron, also, tsumo = ("v_ron", "v_also", "v_tsumo") if value_first else ("s_ron", "s_also", "s_tsumo")
        if isinstance(action, RonAction):
            key = also if action.also else ron
            out = phrase(
                PHRASES, key, lang, winner=name(action.winner), discarder=name(action.discarder), value=value
            )
        else:
            out = phrase(PHRASES, tsumo, lang, winner=name(action.winner), value=value)
        if value_first:
            return phrase(PHRASES, "hand_scored", lang, value=out, tiles=tiles) if tiles else out
        return phrase(PHRASES, "s_pao", lang, text=out, name=name(action.pao.name)) if action.pao else out
    if isinstance(action, DrawAction):
        if action.tenpai:
            out = phrase(PHRASES, "s_draw_tenpai", lang, names=names(action.tenpai))
        else:
            out = phrase(PHRASES, "s_draw_noten", lang)
        if action.nagashi:
            out += "; " + phrase(PHRASES, "s_nagashi", lang, names=names(action.nagashi))
        return out
    if isinstance(action, AbortAction):
        return phrase(PHRASES, "s_abort", lang)
    assert isinstance(action, ChomboAction)
    return phrase(PHRASES, "s_chombo", lang, name=name(action.name))


class HistoryCache:
    """The history rows made last, each with its line's step and change: a row whose step is
    the same (the same object: a replay keeps the steps of the lines before the first it
    changes) with the same change, in the same language and among the same players, is not
    made again. Saying a line in words costs 50 µs: every row made again at each commit had
    cost 20 ms at 400 lines."""

    def __init__(self) -> None:
        self.made_for: tuple[str, tuple[str, ...]] = ("", ())  # the language and the players
        self.rows: dict[int, tuple[Step, Points, HistoryRow]] = {}  # by the step's id


def history_rows(result: GameResult, lang: str, cache: HistoryCache | None = None) -> tuple[HistoryRow, ...]:
    """One row per record line; a refused line has its refusal, and so has a ``# date`` comment
    whose date cannot be read (the club would not count the game). ``cache``: the rows made
    last, kept where their line is unchanged (see :class:`HistoryCache`), and the rows made now
    kept there in their place."""
    rows: list[HistoryRow] = []
    names = result.final.names
    unread = date_error(result.record.text)
    known: dict[int, tuple[Step, Points, HistoryRow]] = {}
    if cache is not None and cache.made_for == (lang, names):
        known = cache.rows
    kept: dict[int, tuple[Step, Points, HistoryRow]] = {}
    # the first line of play that cannot be read: every line after it (a line not counted, a
    # comment, another line that cannot be read) is in no hand yet; that line keeps its hand
    stop = next(iter(unread_lines(result)), None)
    # the rons on one discard: each row its own win's part of the discard's settlement
    for step, shares in zip(result.steps, result.line_shares(), strict=True):
        entry = known.get(id(step))
        dated = unread is not None and unread.line == step.line.number  # its date unread
        was_dated = entry is not None and step.error is None and entry[2].error != ""
        if entry is not None and entry[0] is step and entry[1] == shares and not dated and not was_dated:
            rows.append(entry[2])
            kept[id(step)] = entry
            continue
        line = step.line
        before = step.hand  # another winner of the last discard: that hand
        waiting = step.error is not None and step.error.code == "not_counted"
        # a line after a line that cannot be read is in no hand yet: not in the hand where the
        # count stopped
        after_stop = stop is not None and line.number > stop
        hand = hand_label(before, lang) if before.started and not waiting and not after_stop else ""
        kind: Literal["setup", "action", "comment", "blank", "error", "not_counted"]
        if waiting:
            kind = "not_counted"
        elif step.error is not None:
            kind = "error"
        elif line.action is None:
            kind = "comment" if line.text.strip() else "blank"
        elif isinstance(line.action, (RulesAction, PlayersAction)):
            kind = "setup"
        else:
            kind = "action"
        deltas = shares if step.error is None and shares else tuple(0 for _ in names)
        if len(deltas) != len(names):
            deltas = tuple(0 for _ in names)
        rows.append(
            HistoryRow(
                number=line.number,
                text=line.text,
                hand=hand,
                summary=phrase(PHRASES, "s_not_counted", lang, text=step_summary(step, before, lang))
                if waiting
                else step_summary(step, step.state if step.state.started else before, lang),
                deltas=deltas,
                delta_texts=tuple(signed_text(d, lang) if d else "" for d in deltas),
                error=step.error.message(lang)
                if step.error is not None
                else unread.message(lang)
                if unread is not None and dated
                else "",
                kind=kind,
                hand_index=before.hands,
            )
        )
        kept[id(step)] = (step, shares, rows[-1])
    if cache is not None:
        cache.made_for, cache.rows = (lang, names), kept
    return tuple(rows)


def _last_change(result: GameResult) -> Step | None:
    """The last line that moved points, or ended a hand without moving any (an all-noten
    draw, an abort): the cards then show no change, not the hand before's. Its
    :attr:`Step.settlement` is the change shown: after an ``also ron``, the whole discard's."""
    ends = (DrawAction, AbortAction, ChomboAction)
    for step in reversed(result.steps):
        action = step.line.action
        if step.error is None and action is not None and (any(step.settlement) or isinstance(action, ends)):
            return step
    return None


def _discard_wins(result: GameResult, last: Step) -> list[Step]:
    """``last`` and, when it is an ``also ron``, the wins before it on the same discard, first
    to last (notes between them passed over): the centre's last action names every winner whose
    change the cards show, not the last one alone."""
    steps = [last]
    index = next(i for i in range(len(result.steps) - 1, -1, -1) if result.steps[i] is last)
    while isinstance(steps[0].line.action, RonAction) and steps[0].line.action.also and index > 0:
        index -= 1
        step = result.steps[index]
        if step.line.action is None and step.line.error is None:  # a note or a blank line
            continue
        if step.error is not None or not isinstance(step.line.action, RonAction):
            break
        steps.insert(0, step)
    return steps


def _gap_word(diff: int, lang: str) -> str:
    if diff > 0:
        return phrase(PHRASES, "ahead", lang, points=points_text(diff, lang))
    if diff < 0:
        return phrase(PHRASES, "behind", lang, points=points_text(-diff, lang))
    return phrase(PHRASES, "level", lang)


def seat_views(result: GameResult, lang: str) -> tuple[SeatView, ...]:
    state = result.final
    if not state.started:
        return ()
    last = _last_change(result)
    place = places(state.points, state.rules)  # tied players share one under tie_uma=split
    out = []
    for seat, name in enumerate(state.names):
        mine = state.points[seat]
        gaps = tuple(
            "" if other == seat else _gap_word(state.points[other] - mine, lang)
            for other in range(state.seats)
        )
        tips = [phrase(PHRASES, "gap_title", lang, name=name, points=points_text(mine, lang))]
        for other in range(state.seats):
            if other == seat:
                continue
            diff = state.points[other] - mine
            other_name = state.names[other]
            if diff > 0:
                tips.append(
                    phrase(PHRASES, "gap_ahead", lang, name=other_name, points=points_text(diff, lang))
                )
            elif diff < 0:
                tips.append(
                    phrase(PHRASES, "gap_behind", lang, name=other_name, points=points_text(-diff, lang))
                )
            else:
                tips.append(phrase(PHRASES, "gap_level", lang, name=other_name))
        delta = last.settlement[seat] if last is not None else 0
        wind = state.seat_wind(seat)
        out.append(
            SeatView(
                seat=seat,
                name=name,
                points=mine,
                points_text=points_text(mine, lang),
                wind=wind,
                wind_text=wind_name(wind, lang),
                wind_kanji=WIND_KANJI[wind],
                dealer=seat == state.dealer and not state.ended,
                riichi=seat in state.in_riichi,
                place=place[seat],
                place_text=place_text(place[seat], lang, place.count(place[seat])),
                last_delta=delta,
                last_delta_text=signed_text(delta, lang) if delta else "",
                gaps=gaps,
                tooltip="\n".join(tips),
            )
        )
    return tuple(out)


def center_view(result: GameResult, lang: str) -> CenterView:
    state = result.final
    last = _last_change(result)
    last_text = ""
    if last is not None:
        # every win on the last discard (the cards show the whole discard's change)
        wins = [
            step_summary(step, step.state, lang, value_first=True) for step in _discard_wins(result, last)
        ]
        summary = wins[0]
        for more in wins[1:]:
            summary = phrase(PHRASES, "v_more", lang, text=summary, more=more)
        last_text = phrase(PHRASES, "last", lang, text=summary)
    status = ""
    if state.ended:
        # another winner on the last discard would change the end, or undo it (the dealer)
        # (a third winner, under triple_ron_abort, makes the hand an abortive draw: said so)
        if sanchahou_possible(state):
            key = "game_over_unless_sanchahou"
        else:
            key = "game_over_unless_also" if also_ron_possible(state) else "game_over_why"
        status = phrase(
            PHRASES,
            key,
            lang,
            reason=end_reason_text(
                state.end_reason or "last_hand", state.rules, lang, extra_round=state.extra_round
            ),
        )
    elif not state.started:
        status = phrase(PHRASES, "no_players", lang) if result.steps else phrase(PHRASES, "no_game", lang)
    elif sanchahou_possible(state):  # a third winner is no ron: said before Abort is reached for
        status = phrase(PHRASES, "sanchahou_possible", lang)
    pending = ""
    if state.started and any(state.pending_chombo):
        listed = changes_text(state.names, state.pending_chombo, lang)
        pending = phrase(PHRASES, "chombo_pending", lang, list=listed)
    elif state.started and any(state.chombo_scores):  # chombo_score_penalty: off the final score
        listed = changes_text(state.names, state.chombo_scores, lang)
        pending = phrase(PHRASES, "chombo_scores", lang, list=listed)
    rules_text, rules_short, rules_tip = rules_texts(state.rules, lang)
    return CenterView(
        round_text=round_text(state, lang),
        round_kanji=WIND_KANJI[state.round_wind],
        hand=state.hand,
        honba=state.honba,
        sticks=state.sticks,
        renchan=state.renchan,
        honba_text=phrase(PHRASES, "honba", lang, n=state.honba),
        sticks_text=sticks_text(state.sticks, lang),
        renchan_text=phrase(PHRASES, "renchan", lang, n=state.renchan) if state.renchan else "",
        status=status,
        last=last_text,
        rules_text=rules_text,
        rules_short=rules_short,
        rules_tip=rules_tip,
        pending=pending,
    )


def points_said(chart: ChartData, ended: bool, lang: str) -> str:
    """The points chart in words, for a screen reader (:func:`~mjgui.controller.game.phrases.
    chart_lines_said`): each player's points at the start and now (at the end), the lowest and
    highest."""
    if chart.empty:
        return ""
    players = chart_lines_said(chart, lambda value: points_text(round(value), lang), lang)
    return phrase(PHRASES, "chart_said_end" if ended else "chart_said_now", lang, players=players)


def final_rows(state: GameState, lang: str) -> tuple[tuple[FinalRow, ...], str]:
    """The final table's rows, first place first, and the note under it. Under
    ``chombo_score_penalty`` a player's chombo penalty has a column of its own (each row's
    ``chombo_text``, when a player has one), so that before uma, uma and chombo add up to the
    final score, and the note names who lost how much; when the penalty is the preset's own
    (M-League's), the note also says how a table that paid chombo at the table, as such a record
    written before read, writes its rules line. Under rules that round the final score, the note
    says how (:func:`~mjgui.core.game.record.final_rounding_text`), and players tied on points
    and placed by seat are said to be so, or "34 400" beside "+3", and a second place scoring
    more than the first it ties with, would look wrong."""
    scores = state.final_scores
    if not scores:
        return (), ""
    penalised = any(score.penalty for score in scores)
    rows = []
    for score in sorted(scores, key=lambda s: s.place):
        rows.append(
            FinalRow(
                place=score.place,
                place_text=place_text(score.place, lang, score.shared),
                seat=score.seat,
                name=score.name,
                points_text=points_text(score.points, lang),
                rounded_text=points_text(score.rounded, lang),
                before_uma_text=thousands_text(score.before_uma, lang),
                uma_text=thousands_text(score.uma_points, lang),
                final_text=thousands_text(score.score, lang),
                final=float(score.final),
                chombo_text=thousands_text(score.penalty, lang) if penalised else "",
            )
        )
    rules = state.rules
    note = phrase(
        PHRASES,
        "final_note_uma",
        lang,
        start=points_text(rules.start_points, lang),
        ret=points_text(rules.return_points, lang),
        uma="/".join(thousands_text(u * 1000, lang) for u in rules.uma),
    )
    # what moves the points a player sees most comes first: the sticks, the oka, the ties; the
    # rounding (a few hundred points) last, so that the normal view's two lines keep the others
    # (the whole note is in its tooltip and in the big view)
    if state.sticks_given:  # given to first place at the end: in first's points already
        note += " " + sticks_given_text(state.sticks_given, state.names[state.placement[0]], lang)
    oka = (rules.return_points - rules.start_points) * len(scores)  # each player's return less start
    tied_first = any(score.place == 1 and score.shared > 1 for score in scores)  # tie_uma=split
    if oka:
        key = "final_note_oka_shared" if tied_first else "final_note_oka"
        note += " " + phrase(PHRASES, key, lang, points=points_text(oka, lang), oka=thousands_text(oka, lang))
    if any(score.shared > 1 for score in scores):
        note += " " + phrase(PHRASES, "final_note_shared", lang)
    seat_tie = seat_tie_text([score.points for score in scores], rules, lang)
    if seat_tie:  # tie_uma=seat: why one of two players on the same points is placed higher
        note += " " + seat_tie
    if state.sticks:  # to nobody, or shared by the players tied for first
        note += " " + sticks_left_text(state.sticks, rules, lang)
    if penalised:
        listed = ", ".join(f"{s.name} {thousands_text(s.penalty, lang)}" for s in scores if s.penalty)
        note += " " + phrase(PHRASES, "final_note_chombo", lang, list=listed)
    base = edition_base(rules) if rules.name in PRESETS else None  # at the record's own edition
    if penalised and base is not None and base.chombo_score_penalty == rules.chombo_score_penalty:
        note += " " + phrase(PHRASES, "final_note_chombo_old", lang)
    rounding = final_rounding_text(rules, lang, tied_first=tied_first)  # the points and before uma
    if rounding:
        note += " " + rounding
    return tuple(rows), note


def riichi_allowed(state: GameState) -> tuple[str, ...]:
    """The players who can declare riichi: not in riichi yet, with a 1000-point stick to put."""
    return tuple(
        n for seat, n in enumerate(state.names) if seat not in state.in_riichi and state.points[seat] >= 1000
    )


def also_ron_possible(state: GameState) -> bool:
    """Another winner can still be claimed on the last ron's discard (the tracker's Also ron): a
    ron was the last line and the game's rules let one more player win on that discard
    (:func:`~mjgui.core.game.game.another_ron_allowed`, the rule the record's replay checks:
    none more under atama hane), or a third winner would make the hand an abortive draw
    (:func:`~mjgui.core.game.game.sanchahou_possible`: picked, the dialog says so and offers the
    abortive draw in place of the rons). Also after the game's last hand: the game's end then
    waits on it (:func:`center_view`, :func:`final_rows`). The core's
    :func:`~mjgui.core.game.game.last_discard_open`, which the league reads too."""
    return last_discard_open(state)


def new_ron_on_last_discard(state: GameState, action: Action | None) -> bool:
    """``action`` is a ``ron`` (not ``also ron``) on the discard of the last ron by a player who
    did not win on it, while an ``also ron`` is possible: the line starts a new hand, where a
    second winner on that discard would not. Said before it is recorded (dealing in twice in a
    row happens too, so the line is taken)."""
    if not isinstance(action, RonAction) or action.also or not also_ron_possible(state):
        return False
    group = state.last_ron
    assert group is not None
    winner = state.seat_of(action.winner)
    won = {win.winner for win in group.wins}
    return state.seat_of(action.discarder) == group.discarder and winner is not None and winner not in won


def action_states(state: GameState, lang: str) -> dict[str, ActionState]:
    live = state.started and not state.ended
    rules = state.rules
    can_riichi = bool(riichi_allowed(state))
    return {
        "ron": ActionState(live),
        "tsumo": ActionState(live),
        "riichi": ActionState(live and can_riichi),
        "draw": ActionState(live),
        "abort": ActionState(live and rules.abort_allowed),
        "chombo": ActionState(live),
        "wareme": ActionState(live and rules.wareme and state.wareme is None),
        "nagashi": ActionState(rules.nagashi_mangan),
        "also_ron": ActionState(also_ron_possible(state)),
        "pao": ActionState(bool(rules.pao)),
    }


class Tracked(Protocol):
    """What the view is built from (the tracker's controller)."""

    @property
    def result(self) -> GameResult: ...
    @property
    def lang(self) -> str: ...
    @property
    def path(self) -> str | None: ...
    @property
    def dirty(self) -> bool: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    @property
    def text(self) -> str: ...


def build_view(controller: Tracked, cache: HistoryCache | None = None) -> TrackerView:
    """The view of the controller's game; ``cache``: its history rows made last (see
    :class:`HistoryCache`)."""
    lang = controller.lang
    result = controller.result
    state = result.final
    final, note = final_rows(state, lang)
    path = controller.path
    title = shown_path(Path(path).name) if path else phrase(PHRASES, "unsaved", lang)
    allowed = riichi_allowed(state)
    unread = frozenset(unread_lines(result))
    return TrackerView(
        started=state.started,
        ended=state.ended,
        names=state.names,
        seats=seat_views(result, lang),
        center=center_view(result, lang),
        history=history_rows(result, lang, cache),
        final=final,
        final_note=note,
        # the lines not counted after a line that cannot be read: marked in the history, and
        # said once by the note, not one by one; the lines that cannot be read, apart
        errors=tuple(
            e.message(lang) for e in result.errors if e.code != "not_counted" and e.line not in unread
        ),
        actions=_unread_actions(action_states(state, lang), result, lang),
        can_undo=controller.can_undo,
        can_redo=controller.can_redo,
        title=title,
        dirty=controller.dirty,
        path=path,
        lang=lang,
        riichi_allowed=allowed if state.started and not state.ended else (),
        in_riichi=tuple(state.names[s] for s in sorted(state.in_riichi)),
        points=(points := game_points(result, lambda hand: hand_label(hand, lang))),
        points_said=points_said(points, state.ended, lang),
        needs=needs_view(state, lang),
        final_provisional=_final_provisional(state, lang) if final else "",
        unread_note=_unread_note(result, lang, cut=_cut(controller.text)),
        unread_errors=tuple(e.message(lang) for e in result.errors if e.line in unread),
    )


def _final_provisional(state: GameState, lang: str) -> str:
    """The final table's "not final yet" while the last ron's discard may still change
    (:func:`also_ron_possible`): another winner, or a third that makes the hand an abortive draw
    (sanchahou), said so; "" otherwise."""
    if sanchahou_possible(state):
        return phrase(PHRASES, "final_provisional_sanchahou", lang)
    return phrase(PHRASES, "final_provisional", lang) if also_ron_possible(state) else ""


#: the actions that add a line to the game: none while a line of the record cannot be read
NEW_LINE_ACTIONS = ("ron", "tsumo", "riichi", "draw", "abort", "chombo", "wareme", "also_ron")


def _unread_actions(actions: dict[str, ActionState], result: GameResult, lang: str) -> dict[str, ActionState]:
    """``actions``, those that would add a line turned off while a line of the record cannot be
    read, each with the reason (:func:`no_new_line`; a button shown only while its action is
    allowed stays shown, off): nothing after that line counts, a new one included."""
    reason = no_new_line(result, lang)
    if not reason:
        return actions
    return {
        kind: ActionState(False, reason) if kind in NEW_LINE_ACTIONS and state.enabled else state
        for kind, state in actions.items()
    }


def _after_end(result: GameResult, line: int) -> int:
    """The line that ended the game when line ``line`` comes after it and nothing can follow
    there (0: it does not, or it may be an ``also ron`` on the last ron's discard, which the
    game's end waits on: :func:`also_ron_possible`; that line is corrected, not deleted)."""
    state = result.final
    return state.end_line if state.ended and 0 < state.end_line < line and not also_ron_possible(state) else 0


def _after_sanchahou_end(result: GameResult, line: int) -> int:
    """The line of the second ron on one discard that ended the game, when line ``line`` comes
    after it and a third winner there makes the hand an abortive draw (sanchahou,
    :func:`~mjgui.core.game.game.sanchahou_possible`): that line can only be that winner, which
    the line's edit, corrected so, offers to record as the abortive draw in place of the rons
    (:meth:`~mjgui.controller.game.tracker.TrackerController.abort_instead`); 0: not so."""
    state = result.final
    ended = state.ended and 0 < state.end_line < line
    return state.end_line if ended and sanchahou_possible(state) else 0


def no_new_line(result: GameResult, lang: str) -> str:
    """Why the game takes no new line: a line of the record cannot be read (which, and how to
    make the game take lines again); "" when every line reads."""
    unread = unread_lines(result)
    if not unread:
        return ""
    end = _after_end(result, unread[0])
    if end:
        return phrase(PHRASES, "no_new_line_after_end", lang, line=unread[0], end=end)
    end = _after_sanchahou_end(result, unread[0])
    if end:
        return phrase(PHRASES, "no_new_line_sanchahou", lang, line=unread[0], end=end)
    return phrase(PHRASES, "no_new_line", lang, line=unread[0])


def _cut(text: str) -> bool:
    """Whether the record's ``text`` (as the tracker keeps it) ends with a line of play cut
    short that does not read, kept without its line break (:func:`is_cut_text`)."""
    return bool(text) and not text.endswith(("\n", "\r")) and is_cut_text(text)


def _unread_note(result: GameResult, lang: str, *, cut: bool = False) -> str:
    """What the window says of a record with lines of play that cannot be read ("" without);
    ``cut``: the last of them is the record's last line, without its line break, and that is
    said too (the file may have been cut short there)."""
    unread = unread_lines(result)
    if not unread:
        return ""
    end = _after_end(result, unread[0])
    sanchahou = _after_sanchahou_end(result, unread[0])
    if end:  # nothing can follow the game's end: deleted, not corrected
        note = phrase(PHRASES, "unread_after_end", lang, line=unread[0], end=end)
    elif sanchahou:  # a third winner only: corrected so, its edit offers the abortive draw
        note = phrase(PHRASES, "unread_sanchahou", lang, line=unread[0], end=sanchahou)
    elif len(unread) == 1:
        note = phrase(PHRASES, "unread_line", lang, line=unread[0])
    else:
        note = phrase(PHRASES, "unread_lines", lang, n=len(unread), line=unread[0])
    if cut:
        note += " " + phrase(PHRASES, "unread_cut", lang, line=unread[-1])
    return note

"""A log's final scores, and the rules that count them from its final points.

Tenhou's mjlog (``owari``) and the tenhou.net/6 JSON (``sc``) write each player's points at the
end and final score (uma and oka counted). A game record counts its final score with its
``rules`` line (RULES.md §8: each player's points rounded or not, less the return, plus the uma
of the place; first takes what is left), so :func:`scored_rules` finds the rules under which the
log's final points give the log's own final scores: the uma, and where the preset's count does
not fit, the rounding, how tied players share and the return. What the real logs of
tests/data/logs say (``tests/test_logs_final.py`` checks every one):

* Tenhou's four-player hanchan (``<GO type="169">``: mjx-*, dnovikoff-bug1, -bug5, -pao,
  -example): (points rounded to the thousand − 30 000)/1000 + 20 / 10 / −10 / −20, first taking
  the 20 000 oka (the ``tenhou`` preset as it is).
* Tenhou's four-player East game of dnovikoff-bye (``type="161"``): the same count with uma
  10 / 5 / −5 / −10 (7 500, 45 300, 35 500, 11 700 -> −32, +44, +11, −23).
* Tenhou's chip lobby of dnovikoff-chip (``type="553"``): uma 30 / 10 / −10 / −30 (30 000,
  44 800, 4 500, 20 700 -> +10, +64, −55, −19).
* Tenhou's rounding takes a half away from zero: 4 500 counts as 5 000 above (and ten such
  players in all, mjx-project/mjx's logs included), −5 500 as −6 000 (dnovikoff-sanma2,
  three players: −66 with the −20 uma); ``score_rounding_half=away`` in the ``tenhou`` presets.
* Today's Tenhou writes unrounded scores: its own tenhou.net/6 JSON of 2023 (53 800 -> +63.8),
  the three-player games of 2024 and 2025; the older three-player mjlogs (2009, 2014, 2018)
  are rounded like the four-player ones (``score_rounding=1000``).
* dnovikoff-newattr2023 (a lobby dealt 30 000, no oka): two players tied on 30 700 and two on
  29 300 score ±10.7: tied players share their places' uma (``tie_uma=split``) of
  15 / 5 / −5 / −15 (its ``csrule`` lists 5, −5, −15 for second to fourth).
* dnovikoff-ratio (dealt 1000): −300, 2 300, 1 000, 1 000 -> −1.3, +1.3, 0, 0: no uma, unrounded.
* Mahjong Soul, four players and three: (points − the start)/1000 + 15 / 5 / −5 / −15 or
  15 / 0 / −15, unrounded (the ``mahjongsoul`` presets as they are).

Several counts can give the same scores (a return moved by a thousand moves every uma but
first's by one): the preset's own uma is taken when it fits, then an uma that falls from first
to last, then the count that changes the fewest of the preset's options.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from itertools import pairwise

from mjgui.core.game.final_score import final_scores, rounded_points, tie_groups
from mjgui.core.game.game import dealer_may_stop
from mjgui.core.logs.model import LogHand, dealt_rules, played_rules, points_after
from mjgui.core.scoring.rules import Rules

#: A final score as an mjlog's ``owari`` writes it: thousands, with at most three decimals.
_SCORE_TEXT = re.compile(r"[+-]?\d{1,6}(?:\.\d{1,3})?")
#: The largest final score or uma read, in thousands (a real one is within a few hundred).
MAX_THOUSANDS = 999_999
#: The options whose count of the final score :func:`scored_rules` may change besides the uma.
COUNT_OPTIONS = ("score_rounding", "score_rounding_half", "tie_uma", "return_points")


def score_points(value: object) -> int | None:
    """A log's final score (thousands: ``"-10.7"``, ``"66"``, ``63.8``) in points (``-10700``);
    None for anything else (a score is only compared, never needed to read the game)."""
    if isinstance(value, str):
        if not _SCORE_TEXT.fullmatch(value.strip()):
            return None
        whole, _, part = value.strip().partition(".")  # int() reads a "+" itself
        sign = -1 if whole.startswith("-") else 1
        return sign * (abs(int(whole)) * 1000 + int((part + "000")[:3]))
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if not math.isfinite(value) or abs(value) > MAX_THOUSANDS:
        return None
    return round(value * 1000)


def scores_of(values: Sequence[object]) -> tuple[int, ...] | None:
    """Every player's final score in points, or None when one of them cannot be read."""
    out = [score_points(v) for v in values]
    return None if any(v is None for v in out) else tuple(v for v in out if v is not None)


def log_rules(
    rules: Rules,
    hands: list[LogHand] | tuple[LogHand, ...],
    final: tuple[int, ...] | None,
    scores: tuple[int, ...] | None,
) -> Rules:
    """The rules a log's game is recorded under: ``rules`` with the facts of its game they would
    refuse (its abortive draws, nagashi mangan, West round, end below zero:
    :func:`~mjgui.core.logs.model.played_rules`), the start the game was dealt
    (:func:`~mjgui.core.logs.model.dealt_rules`, after them: a West round played keeps its
    target), agari-yame and tenpai-yame as the game shows
    them (:func:`agari_yame_of`, :func:`tenpai_yame_of`), where the sticks left at the end went
    (:func:`sticks_to_first_of`), and the count of the final score that
    gives the log's own final scores (:func:`scored_rules`), where one does; no extra round where
    the game ended without one (:func:`overtime_of`)."""
    rules = dealt_rules(played_rules(rules, hands), hands)
    if overtime_of(rules, hands, final) is False:  # first: the dealer's stop depends on it
        rules = rules.with_options(overtime=False)
    for option, shown in (
        ("agari_yame", agari_yame_of(rules, hands, final)),
        ("tenpai_yame", tenpai_yame_of(rules, hands, final)),
        ("sticks_to_first", sticks_to_first_of(hands, final)),
    ):
        if shown is not None and shown != getattr(rules, option):
            rules = rules.with_options(**{option: shown})
    if final is None or scores is None:
        return rules
    return scored_rules(rules, final, scores) or rules


def ended_in_east(hands: Sequence[LogHand], final: Sequence[int] | None) -> bool:
    """The log's own evidence of an East game where nothing in it says East or South (the
    readers of tenhou.net/6 and mjai logs ask it alike): the game has its final points, every
    hand was played in East, the last of them East's last hand (East 4, East 3 with three
    players: the game ended after East), and nobody ended below zero. A hanchan ends in East
    only when a player goes below zero; an East game ends there (Mahjong Soul's three-player
    East games: mjai-reviewer3p-chankan, -kan3_nuki_rinshan and -nukidora_doubleron end after
    East 3 with 59 000, 46 500 and 45 700 at the top, sc giving the final scores; a Mortal
    mjai log says neither, its ``kyoku_first`` left out). A cut that stops before East's last
    hand says nothing."""
    if final is None or any(p < 0 for p in final):
        return False
    played = [h for h in hands if h.end != "unreadable"]
    if not played or len(played) != len(hands):
        return False
    return all(h.round_wind == 0 for h in played) and played[-1].kyoku + 1 == len(final)


def overtime_of(rules: Rules, hands: Sequence[LogHand], final: Sequence[int] | None) -> bool | None:
    """Whether the log's game plays the extra round (``overtime``), where its end shows it:
    False where the game ended after the last hand (South 4, South 3 with three players, East's
    with ``east_only``), its final points known and nobody below zero, with nobody at the extra
    round's target (:attr:`~mjgui.core.scoring.rules.Rules.overtime_target`) as the last hand
    left them, where ``overtime`` would have gone on into the next round wind: the Mahjong Soul
    club-league game of HimenoKoutarou/majsoul-league-analyzer (a tournament room, whose
    organiser sets its rules) ends after South 4 on 24 400, 24 900, 24 500 and 26 200, where
    the ranked rooms' 30 000 (the ``mahjongsoul`` preset) would play West. None otherwise: the
    rules' own value stands (a game that went into the extra round, or rules without one)."""
    if not rules.overtime or final is None or not hands or any(p < 0 for p in final):
        return None
    last = hands[-1]
    if last.end == "unreadable":
        return None
    round_wind = rules.last_round
    if (last.round_wind, last.kyoku + 1) != (round_wind, rules.players):
        return None
    if max(points_after(last)) >= rules.overtime_target:
        return None
    return False


def sticks_to_first_of(hands: Sequence[LogHand], final: Sequence[int] | None) -> bool | None:
    """Whether the riichi sticks left on the table at the game's end went to first place
    (``sticks_to_first``), where the log's final points show it: True where first's final
    points are its points after the last hand and every stick left (fastmaj's
    …f1ac5f4d_tw=3.mjlog ends on a draw of West 3 with one stick left: first's 30 000 ends
    31 000; read under ``wrc``, whose sticks go to nobody, its record ended +40 where the log
    says +41), False where every player ends on the points the last hand left them with sticks
    left. None otherwise (no stick left, the final points not known): the rules' own value
    stands."""
    if final is None or not hands or hands[-1].end in ("win", "unreadable"):
        return None
    last = hands[-1]
    left = (last.sticks + len(last.riichi)) * 1000
    after = points_after(last)
    if not left or len(final) != len(after):
        return None
    gains = [end - before for end, before in zip(final, after, strict=True)]
    if not any(gains):
        return False
    top = max(range(len(final)), key=lambda seat: (final[seat], -seat))
    if gains[top] == left and not any(g for seat, g in enumerate(gains) if seat != top):
        return True
    return None


def agari_yame_of(rules: Rules, hands: Sequence[LogHand], final: Sequence[int] | None) -> bool | None:
    """Whether the log's game plays agari-yame, where it shows it (:func:`_yame_of`): a win of
    the dealer in the game's last hand or after it, the dealer then first (with the extra round,
    at its target or more), ends the game under ``agari_yame``. One that ended right after the
    only such win had it (True): mjai-reviewer3p-chankan and -kan3_nuki_rinshan end so after
    East 3 (the dealer at 59 000 and 46 500; the ``mahjongsoul-sanma`` preset plays it since).
    A game that went on after such a win had none (False:
    zhengye1/paipuconverter's インターネット麻雀日本選手権20220406鱼2, the dealer first on 43 700
    after winning South 4, deals South 4 again)."""
    return _yame_of(rules, hands, final, draw=False)


def tenpai_yame_of(rules: Rules, hands: Sequence[LogHand], final: Sequence[int] | None) -> bool | None:
    """Whether the log's game plays tenpai-yame, where it shows it (:func:`_yame_of`): an
    exhaustive draw in the game's last hand or after it, with its dealer tenpai and then first
    (with the extra round, at its target or more), ends the game under ``tenpai_yame``. A game
    that went on after such a draw had none (False: dnovikoff-bug1, Tenhou in 2009, deals South
    4 again to its dealer first with 37 400); one that ended right after the only such draw had
    it (True: terralian/fastmaj's 2010060800gm-0061-0000-6d767860, Tenhou in 2010, ends at East
    4's draw with its dealer first on 34 500)."""
    return _yame_of(rules, hands, final, draw=True)


def _yame_of(
    rules: Rules, hands: Sequence[LogHand], final: Sequence[int] | None, *, draw: bool
) -> bool | None:
    """Whether the log's game ends where its dealer keeps the deal in first place, as the game's
    own end decides it (:func:`~mjgui.core.game.game.dealer_may_stop`): after the dealer's win
    (agari-yame), or after an exhaustive draw (or nagashi mangan) the dealer was tenpai at
    (tenpai-yame, ``draw``). False where the game went on after such a hand; True where it
    ended right after the only one, with its final points known and nobody below zero; None
    where no such hand was played, or the end says nothing: the rules' own value stands."""
    stops = []
    for hand in hands:
        if draw:
            kept = hand.end in ("draw", "nagashi") and hand.dealer in hand.tenpai
        else:
            kept = hand.end == "win" and any(w.winner == hand.dealer for w in hand.wins)
        after = points_after(hand)
        stops.append(kept and dealer_may_stop(rules, hand.round_wind, hand.kyoku + 1, hand.dealer, after))
    if any(stops[:-1]):
        return False
    if stops and stops[-1] and final is not None and not any(p < 0 for p in final):
        return True
    return None


def scored_rules(rules: Rules, points: Sequence[int], scores: Sequence[int]) -> Rules | None:
    """``rules`` counting the final score so that ``points`` at the end give exactly ``scores``
    (both in points, a player a seat): the uma of each place, and where ``rules`` cannot give
    them with any uma, another rounding, tie rule or return (the start: no oka). None when no
    such rules give every player's score."""
    seats = len(points)
    if seats != rules.players or len(scores) != seats:
        return None
    wanted = tuple(scores)
    best: tuple[tuple[object, ...], Rules] | None = None
    for index, count in enumerate(_counts(rules)):
        uma = _uma(count, points, wanted)
        if uma is None:
            continue
        count = count.with_options(uma=uma)  # it adds up to zero: first takes what the others leave
        if tuple(f.score for f in final_scores(("",) * seats, points, count)) != wanted:
            continue
        changes = sum(getattr(count, name) != getattr(rules, name) for name in COUNT_OPTIONS)
        key = (uma != rules.uma, not _falls(uma), not _falls(uma, strictly=True), changes, index)
        if best is None or key < best[0]:
            best = (key, count)
    return None if best is None else best[1]


def _counts(rules: Rules) -> Iterator[Rules]:
    """``rules`` and the other counts of the final score to try, the preset's own first."""
    half = rules.score_rounding_half
    # each once, in this order (a preset may round as one of the others, or return its start)
    roundings = dict.fromkeys([(rules.score_rounding, half), (1000, "up"), (1000, "away"), (0, half)])
    ties = [rules.tie_uma, "split" if rules.tie_uma == "seat" else "seat"]
    returns = dict.fromkeys([rules.return_points, rules.start_points])
    for unit, rounding_half in roundings:
        for tie in ties:
            for back in returns:
                changes: dict[str, object] = {
                    "score_rounding": unit,
                    "score_rounding_half": rounding_half,
                    "tie_uma": tie,
                    "return_points": back,
                }
                if back != rules.return_points and rules.overtime and not rules.overtime_points:
                    changes["overtime_points"] = rules.return_points  # the extra round as it was
                yield rules.with_options(**changes)


def _uma(rules: Rules, points: Sequence[int], scores: Sequence[int]) -> tuple[int, ...] | None:
    """The uma (thousands, first place first) that gives ``scores`` under ``rules``' rounding,
    return and ties, or None when a place's would not be whole thousands. Players tied on points
    under ``tie_uma=split`` say only what their places' uma add up to: it is shared as the
    preset's uma of those places moved alike (dnovikoff-newattr2023: 20 and -20 for two pairs,
    from 20 / 10 / -10 / -20: 15 / 5 / -5 / -15), else as evenly as whole thousands go."""
    seats = range(len(points))
    # each player's uma in points: the score less what the rounded points give over the return
    needed = [scores[s] - (rounded_points(points[s], rules) - rules.return_points) for s in seats]
    groups = tie_groups(points, rules)
    uma = [0] * len(points)
    place = len(groups[0])  # first place's share is what the others leave
    for group in groups[1:]:
        total = sum(needed[s] for s in group)
        if total % 1000:
            return None
        uma[place : place + len(group)] = _spread(total // 1000, rules.uma[place : place + len(group)])
        place += len(group)
    top = len(groups[0])
    uma[:top] = _spread(-sum(uma[top:]), rules.uma[:top])
    if any(abs(u) > MAX_THOUSANDS for u in uma):
        return None
    return tuple(uma)


def _spread(total: int, preset: Sequence[int]) -> list[int]:
    """``total`` thousands of uma over the places ``preset`` holds: the preset's uma of those
    places moved alike when that comes out whole, else as evenly as whole thousands go (the
    odd thousands to the better places)."""
    count = len(preset)
    shift = total - sum(preset)
    if shift % count == 0:
        return [u + shift // count for u in preset]
    each, left = divmod(total, count)
    return [each + (1 if i < left else 0) for i in range(count)]


def _falls(uma: Sequence[int], *, strictly: bool = False) -> bool:
    """Whether the uma falls from first place to last (never rises; ``strictly``: every step)."""
    pairs = list(pairwise(uma))
    return all(a > b for a, b in pairs) if strictly else all(a >= b for a, b in pairs)

"""A season of random but valid game records for the league tests, with an independent tally.

Each game is built line by line: a random candidate line is applied to the game core's state
(:func:`mjgui.core.game.game.apply_line`) and kept only when the core accepts it, until the game
ends. While building, :class:`Tally` counts every league figure from the lines it chose itself
(who won, from whom, who declared riichi, who was tenpai) and the points the core reported, and
computes each game's final score with its own arithmetic: the league code is not used.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from mjgui.core.game.game import GameState, apply_line
from mjgui.core.game.record import parse_line

# Spellings of the club's six players: the league matches them case-insensitively.
PLAYERS = ("Aiko", "Boris", "Chen", "Dasha", "Emil", "Fedya")
SPELLINGS = {"Aiko": ("Aiko", "aiko", "AIKO"), "Boris": ("Boris", "boris")}
RULE_LINES = (
    "rules seed",
    "rules seed east_only=on",
    "rules seed east_only=on atama_hane=off abortive_draws=on",
    "rules ema",
    "rules tenhou",
)
HAN_FU = ("1 30", "1 40", "2 30", "2 40", "3 30", "3 40", "4 30", "mangan", "haneman", "baiman", "yakuman 1")


@dataclass
class Figures:
    """One player's expected figures, counted by the generator."""

    scores: list[int] = field(default_factory=list)
    places: list[int] = field(default_factory=list)
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


@dataclass
class Tally:
    players: dict[str, Figures] = field(default_factory=dict)

    def of(self, name: str) -> Figures:
        return self.players.setdefault(name.strip().casefold(), Figures())


def expected_finals(points: list[int], ret: int, uma: tuple[int, ...], sticks: int) -> list[int]:
    """The final scores in points, by the club's arithmetic (RULES.md §8), written out again."""
    order = sorted(range(4), key=lambda s: (-points[s], s))
    rounded = [(p + 500) // 1000 * 1000 for p in points]
    first = order[0]
    rounded[first] = 4 * ret - sum(rounded[s] for s in range(4) if s != first) - 1000 * sticks
    return [rounded[s] - ret + 1000 * uma[order.index(s)] for s in range(4)]


def expected_shared(
    points: list[int], ret: int, uma: tuple[int, ...], sticks: int
) -> tuple[list[int], list[int]]:
    """EMA's final scores in points and places, written out again: (points − return) unrounded
    plus the uma of the place, players tied on points sharing the place (the best they hold) and
    the average of the uma of the places they hold; the sticks left on the table (the game keeps
    them there only for players tied for first) split between the players tied for first, a
    point that does not divide going to the seat nearest the first dealer."""
    places = [1 + sum(1 for o in points if o > p) for p in points]
    scores = []
    for seat, p in enumerate(points):
        tied = [s for s in range(4) if points[s] == p]
        held = sum(uma[places[seat] - 1 : places[seat] - 1 + len(tied)]) * 1000
        sticks_share = 1000 * sticks if p == max(points) else 0
        extra = 0
        for total in (held, sticks_share):
            each, left = divmod(total, len(tied))
            extra += each + (1 if tied.index(seat) < left else 0)
        scores.append(p - ret + extra)
    return scores, places


def _candidates(rng: random.Random, state: GameState, names: list[str], last_ron: bool) -> list[str]:
    a, b = rng.sample(names, 2)
    value = rng.choice(HAN_FU)
    riichi_names = [names[s] for s, _ in state.riichi]
    tenpai = [n for n in names if rng.random() < 0.4 or n in riichi_names]
    lines = [f"ron {a} from {b} {value}", f"tsumo {a} {value}", f"riichi {a}"]
    lines.append("draw tenpai " + ",".join(tenpai) if tenpai else "draw")
    if last_ron:
        lines.append(f"also ron {a} from {b} {rng.choice(HAN_FU[:5])}")
    if rng.random() < 0.03:
        lines.append(f"chombo {a}")
    if rng.random() < 0.03:
        lines.append("abort")
    weights = [5, 3, 4, 2] + [3] * (len(lines) - 4)
    return rng.choices(lines, weights=weights, k=1)


def random_game(rng: random.Random, tally: Tally, day: int) -> str:
    """A finished game's record text; its figures are added to ``tally``."""
    seated = rng.sample(PLAYERS, 4)
    names = [rng.choice(SPELLINGS.get(n, (n,))) for n in seated]
    text = [f"# date 2026-11-{day:02d}", rng.choice(RULE_LINES), "players " + " ".join(names)]
    state = GameState()
    for number, line in enumerate(text, 1):
        state = apply_line(state, parse_line(line, number)).state
    hand_riichi: set[int] = set()  # declared in the hand being played
    played_riichi: set[int] = set()  # of the hand the last line ended (for an also ron)
    discard_winners: list[int] = []  # the winners of the last ron's discard so far
    left: dict[int, int] = {}  # the riichi sticks a draw or an abort left on the table, by who paid them
    found: dict[int, int] = {}  # those on the table when the last ron's discard (or the tsumo) came
    own_stick: tuple[int, int] | None = None  # the seat whose own sticks came back on this discard, how many
    hand_dealer = state.dealer
    for _ in range(2000):
        if state.ended and state.last_ron is None:
            break
        candidate = _candidates(rng, state, names, state.last_ron is not None)[0]
        if state.ended and not candidate.startswith("also"):
            break
        step = apply_line(state, parse_line(candidate, len(text) + 1))
        if step.error is not None:
            continue
        text.append(candidate)
        before, state = state, step.state
        deltas = [after - was for after, was in zip(state.points, before.points, strict=True)]
        words = candidate.split()
        also = words[0] == "also"
        if also:
            words = words[1:]
        else:
            hand_dealer = before.dealer
        kind = words[0]
        seat = {n.casefold(): s for s, n in enumerate(names)}
        if kind == "riichi":
            hand_riichi.add(seat[words[1].casefold()])
            continue
        if kind == "chombo":  # the hand is played again: its riichi are not counted
            tally.of(words[1]).chombo += 1
            hand_riichi = set()
            continue
        if not also:
            played_riichi, hand_riichi = hand_riichi, set()
            for s in played_riichi:
                tally.of(names[s]).riichi += 1
            for n in names:
                tally.of(n).hands += 1
            discard_winners = []
            own_stick = None
            found = left
            if kind in ("draw", "abort"):  # the hand's sticks stay on the table
                left = {s: left.get(s, 0) + (s in played_riichi) for s in {*left, *played_riichi}}
            else:  # a win takes all of them
                left = {}
        if kind in ("ron", "tsumo"):
            winner = seat[words[1].casefold()]
            fig = tally.of(names[winner])
            fig.win_points += deltas[winner]
            # an also ron takes the sticks (or the honba) back from the winner before it: their
            # win is worth what they kept
            for earlier in discard_winners:
                tally.of(names[earlier]).win_points += deltas[earlier]
            # a winner's own riichi stick that comes back with the sticks is no gain: the riichi
            # line paid it (the winner nearest after the discarder takes them; on a tsumo the
            # winner); an also ron that takes the sticks moves that from the winner before it
            group = [*discard_winners, winner]
            start = seat[words[3].casefold()] if kind == "ron" else winner
            taker = min(group, key=lambda w: (w - start) % len(names))
            # (those a draw left there from earlier hands too)
            if own_stick is not None:
                tally.of(names[own_stick[0]]).win_points += 1000 * own_stick[1]
                own_stick = None
            own = found.get(taker, 0) + (taker in played_riichi)
            if own:
                tally.of(names[taker]).win_points -= 1000 * own
                own_stick = (taker, own)
            if kind == "ron":
                discard_winners.append(winner)
            if winner in played_riichi:
                fig.riichi_wins += 1
            if winner == hand_dealer:
                fig.dealer_wins += 1
                if not state.ended:  # the deal is kept only if the game goes on
                    fig.renchan += 1
            if kind == "ron":
                fig.ron_wins += 1
                loser = seat[words[3].casefold()]
                tally.of(names[loser]).deal_in_points -= deltas[loser]
                if not also:
                    tally.of(names[loser]).deal_ins += 1
            else:
                fig.tsumo_wins += 1
        elif kind == "draw":
            ready = {seat[n.casefold()] for n in words[2].split(",")} if len(words) > 2 else set()
            for s, n in enumerate(names):
                tally.of(n).draws += 1
                if s in ready:
                    tally.of(n).tenpai += 1
                    if s == hand_dealer and not state.ended:
                        tally.of(n).renchan += 1
        elif kind == "abort":
            tally.of(names[hand_dealer]).renchan += 1
    assert state.ended, "the generator did not finish a game"
    rules = state.rules
    if rules.name == "ema":  # not rounded, ties shared, the sticks to first place
        finals, places = expected_shared(list(state.points), rules.return_points, rules.uma, state.sticks)
        # a chombo: 20 000 off its offender's score after uma, nothing paid at the table
        finals = [f + c for f, c in zip(finals, state.chombo_scores, strict=True)]
    else:
        finals = expected_finals(list(state.points), rules.return_points, rules.uma, state.sticks)
        order = sorted(range(4), key=lambda s: (-state.points[s], s))
        places = [order.index(s) + 1 for s in range(4)]
    for s, n in enumerate(names):
        tally.of(n).scores.append(finals[s])
        tally.of(n).places.append(places[s])
    return "\n".join(text) + "\n"


def random_season(seed: int, games: int) -> tuple[list[str], Tally]:
    rng = random.Random(seed)
    tally = Tally()
    texts = [random_game(rng, tally, 20 + i // 4) for i in range(games)]
    return texts, tally


def write_season(root: Path, games: int, extra: dict[str, str] | None = None, seed: int = 7) -> None:
    """The season's records under ``root``: four tables an evening (``night-20/table-1.mjgame``
    ...), and the ``extra`` files (name -> text) at the top."""
    texts, _ = random_season(seed, games)
    for i, text in enumerate(texts):
        night = root / f"night-{20 + i // 4}"
        night.mkdir(parents=True, exist_ok=True)
        (night / f"table-{i % 4 + 1}.mjgame").write_text(text, encoding="utf-8")
    for name, text in (extra or {}).items():
        (root / name).write_text(text, encoding="utf-8")

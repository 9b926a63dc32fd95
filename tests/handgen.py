"""Random complete, valid hands for differential tests, properties and benchmarks.

Hands are built set by set (so they are complete), with open and closed melds, kans, red
fives, honors and every situation flag, then kept only if the core's validation accepts them.
``exclude_known`` leaves out what the `mahjong` package scores by other rules (renhou,
paarenchan, ryanhan shibari): see tests/test_differential.py.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from mjgui.core.scoring.hand import HandSpec, Meld, MeldKind, problems
from mjgui.core.scoring.rules import SEED, Rules
from mjgui.core.scoring.tiles import FIVES, WEST, YAOCHUU, Tile


@dataclass
class _Builder:
    counts: list[int]

    def take(self, kind: int, n: int = 1) -> bool:
        if self.counts[kind] + n > 4:
            return False
        self.counts[kind] += n
        return True


def _random_set(rng: random.Random, b: _Builder, honors_bias: float) -> tuple[str, int] | None:
    if rng.random() < 0.5:
        suit = rng.randrange(3)
        start = suit * 9 + rng.randrange(7)
        if all(b.counts[start + i] < 4 for i in range(3)):
            for i in range(3):
                b.take(start + i)
            return ("s", start)
        return None
    kind = rng.randrange(27, 34) if rng.random() < honors_bias else rng.randrange(27)
    if b.take(kind, 3):
        return ("k", kind)
    return None


def _redden(rng: random.Random, tiles: list[Tile], used_red: set[int], rules: Rules) -> list[Tile]:
    out = []
    for t in tiles:
        if t.kind in FIVES and rules.aka and t.kind not in used_red and rng.random() < 0.6:
            used_red.add(t.kind)
            out.append(Tile(t.kind, red=True))
        else:
            out.append(t)
    return out


def _closed_shape(rng: random.Random, b: _Builder, kinds: Sequence[int]) -> list[int]:
    """Thirteen orphans (3 %) or seven pairs (9 %) of the table's kinds, taken from ``b``; an
    empty list for a hand of four sets and a pair (the caller builds it)."""
    shape = rng.random()
    if shape < 0.03:
        yaochuu = [k for k in YAOCHUU if k in kinds]
        for k in yaochuu:
            b.take(k)
        extra = rng.choice(yaochuu)
        b.take(extra)
        return [*yaochuu, extra]
    if shape < 0.12:
        pairs: list[int] = []
        for k in rng.sample(kinds, 7):
            b.take(k, 2)
            pairs += [k, k]
        return pairs
    return []


def _open_some(
    rng: random.Random, b: _Builder, sets: list[tuple[str, int]], *, chi: bool, kan_odds: tuple[MeldKind, ...]
) -> tuple[list[Meld], list[int]]:
    """Call the first few sets (a chi only where the table allows it; a triplet a pon or, when
    a fourth tile is left, a kan drawn from ``kan_odds``): the melds and the kinds left closed."""
    melds: list[Meld] = []
    closed: list[int] = []
    n_melds = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
    for i, (kind, first) in enumerate(sets):
        if i < n_melds and (kind == "k" or chi):
            if kind == "s":
                melds.append(Meld("chi", tuple(Tile(first + j) for j in range(3))))
            else:
                mk: MeldKind = rng.choice(kan_odds)
                if mk != "pon" and not b.take(first):
                    mk = "pon"
                size = 3 if mk == "pon" else 4
                melds.append(Meld(mk, tuple(Tile(first) for _ in range(size))))
        else:
            closed += [first, first + 1, first + 2] if kind == "s" else [first] * 3
    return melds, closed


def _tiles(
    rng: random.Random, concealed_kinds: list[int], melds: list[Meld], rules: Rules
) -> tuple[list[Tile], Tile, list[Meld]]:
    """The hand's tiles with red fives where the rules have them, shuffled, and the winning tile."""
    used_red: set[int] = set()
    concealed = _redden(rng, [Tile(k) for k in concealed_kinds], used_red, rules)
    melds = [Meld(m.kind, tuple(_redden(rng, list(m.tiles), used_red, rules))) for m in melds]
    rng.shuffle(concealed)
    return concealed, rng.choice(concealed), melds


def _situation(rng: random.Random, melds: list[Meld], *, replacement: bool) -> tuple[dict[str, bool], bool]:
    """The win's flags (tsumo, riichi, ippatsu, rinshan only after a replacement draw, chankan,
    haitei, houtei; the first-turn wins off) and whether the hand declared riichi at all."""
    closed = not any(m.opened for m in melds)
    tsumo = rng.random() < 0.4
    riichi = closed and rng.random() < 0.5
    double = riichi and rng.random() < 0.1
    flags = {
        "tsumo": tsumo,
        "riichi": riichi and not double,
        "double_riichi": double,
        "ippatsu": riichi and rng.random() < 0.2,
        "rinshan": tsumo and replacement and rng.random() < 0.3,
        "chankan": (not tsumo) and rng.random() < 0.05,
        "tenhou": False,
        "chiihou": False,
        "renhou": False,
    }
    flags["haitei"] = tsumo and not flags["rinshan"] and rng.random() < 0.07
    flags["houtei"] = (not tsumo) and not flags["chankan"] and rng.random() < 0.07
    return flags, riichi


def random_hand(rng: random.Random, rules: Rules = SEED, *, exclude_known: bool = True) -> HandSpec:
    """One random valid complete hand (retries until the core accepts it). Rules of another
    table (three players) take :func:`random_table_hand`; four-player rules keep this stream."""
    if rules.players != 4 or rules.removed_kinds or not rules.chi:
        return random_table_hand(rng, rules)
    while True:
        spec = _attempt(rng, rules, exclude_known)
        if spec is not None and not problems(spec):
            return spec


def _attempt(rng: random.Random, rules: Rules, exclude_known: bool) -> HandSpec | None:
    b = _Builder([0] * 34)
    melds: list[Meld] = []
    concealed_kinds = _closed_shape(rng, b, range(34))
    if not concealed_kinds:
        honors_bias = rng.choice((0.1, 0.3, 0.7))
        flush = rng.random() < 0.15
        sets: list[tuple[str, int]] = []
        tries = 0
        while len(sets) < 4 and tries < 50:
            tries += 1
            s = _random_set(rng, b, honors_bias)
            if s is None:
                continue
            first_suit = sets[0][1] // 9 if sets and sets[0][1] < 27 else s[1] // 9
            if flush and s[1] < 27 and s[1] // 9 != first_suit:
                # undo and retry to keep a one-suit hand more often
                kind, first = s
                for k in (first, first + 1, first + 2) if kind == "s" else (first,) * 3:
                    b.counts[k] -= 1
                continue
            sets.append(s)
        if len(sets) < 4:
            return None
        pair = rng.randrange(34)
        if not b.take(pair, 2):
            return None
        melds, open_kinds = _open_some(rng, b, sets, chi=True, kan_odds=("pon", "pon", "kan", "ankan"))
        concealed_kinds += [*open_kinds, pair, pair]
    concealed, win, melds = _tiles(rng, concealed_kinds, melds, rules)
    kans = sum(1 for m in melds if m.is_kan)
    flags, riichi = _situation(rng, melds, replacement=kans > 0)
    tsumo = flags["tsumo"]
    seat = rng.randrange(4)
    if not melds and tsumo and rng.random() < 0.01 and not any(flags[f] for f in ("rinshan", "haitei")):
        flags["riichi"] = flags["double_riichi"] = flags["ippatsu"] = False
        flags["tenhou" if seat == 0 else "chiihou"] = True
    if not exclude_known and not melds and not tsumo and seat and rng.random() < 0.02:
        flags.update(riichi=False, double_riichi=False, ippatsu=False, houtei=False, chankan=False)
        flags["renhou"] = True
    dora = [Tile(rng.randrange(34)) for _ in range(rng.randint(1, 1 + kans))]
    ura = [Tile(rng.randrange(34)) for _ in range(rng.randint(0, 1 + kans))] if riichi else []
    honba = rng.choice((0, 0, 0, 1, 2, 3, 4)) if exclude_known else rng.randrange(8)
    renchan = rng.choice((0, 0, 1, 2, 7)) if exclude_known else rng.randrange(10)
    return HandSpec(
        concealed=tuple(concealed),
        win_tile=win,
        melds=tuple(melds),
        seat=seat,
        round_wind=rng.randrange(2) if rng.random() < 0.9 else rng.randrange(4),
        dora=tuple(dora),
        ura=tuple(ura),
        honba=honba,
        sticks=rng.choice((0, 0, 1, 2)),
        renchan=renchan if seat == 0 else 0,
        rules=rules,
        **flags,
    )


# --- three players (RULES.md §9) --------------------------------------------------------------


def random_table_hand(rng: random.Random, rules: Rules) -> HandSpec:
    """One random valid complete hand for a table whose rules remove tiles, forbid chi or set
    Norths aside (three players): only the set's kinds, sequences only where the set has them,
    no chi, seats and rounds of the table, nuki 0..4. (A generator of its own: the four-player
    one keeps its random stream, which the saved answers and benchmarks are made from.)"""
    while True:
        spec = _table_attempt(rng, rules)
        if spec is not None and not problems(spec):
            return spec


def _table_attempt(rng: random.Random, rules: Rules) -> HandSpec | None:
    kinds = rules.kinds
    starts = [k for k in kinds if k < 27 and k % 9 <= 6 and k + 1 in kinds and k + 2 in kinds]
    honors = [k for k in kinds if k >= 27]
    suited = [k for k in kinds if k < 27]
    b = _Builder([0] * 34)
    melds: list[Meld] = []
    concealed_kinds = _closed_shape(rng, b, kinds)
    if not concealed_kinds:
        honors_bias = rng.choice((0.1, 0.3, 0.7))
        sets: list[tuple[str, int]] = []
        for _ in range(50):
            if len(sets) == 4:
                break
            if rng.random() < 0.5:
                first = rng.choice(starts)
                if all(b.counts[first + i] < 4 for i in range(3)):
                    for i in range(3):
                        b.take(first + i)
                    sets.append(("s", first))
                continue
            kind = rng.choice(honors) if rng.random() < honors_bias else rng.choice(suited)
            if b.take(kind, 3):
                sets.append(("k", kind))
        if len(sets) < 4:
            return None
        pair = rng.choice(kinds)
        if not b.take(pair, 2):
            return None
        melds, open_kinds = _open_some(rng, b, sets, chi=rules.chi, kan_odds=("pon", "kan", "kan", "ankan"))
        concealed_kinds += [*open_kinds, pair, pair]
    concealed, win, melds = _tiles(rng, concealed_kinds, melds, rules)
    kans = sum(1 for m in melds if m.is_kan)
    nuki = rng.choice((0, 0, 1, 1, 2, 3, 4)) if rules.nuki else 0
    # a kan or a nuki draws a replacement tile
    flags, riichi = _situation(rng, melds, replacement=kans > 0 or nuki > 0)
    tsumo = flags["tsumo"]
    seat = rng.randrange(rules.players)
    first_turn = not melds and not nuki and tsumo and not any(flags[f] for f in ("rinshan", "haitei"))
    if first_turn and rng.random() < 0.1:
        flags["riichi"] = flags["double_riichi"] = flags["ippatsu"] = False
        flags["tenhou" if seat == 0 else "chiihou"] = True
    dora = [Tile(rng.choice(kinds)) for _ in range(rng.randint(1, 1 + kans))]
    ura = [Tile(rng.choice(kinds)) for _ in range(rng.randint(0, 1 + kans))] if riichi else []
    if rng.random() < 0.15:  # a West indicator: each nuki a North dora more
        dora[0] = Tile(WEST)
    if ura and rng.random() < 0.15:
        ura[0] = Tile(WEST)
    return HandSpec(
        concealed=tuple(concealed),
        win_tile=win,
        melds=tuple(melds),
        seat=seat,
        round_wind=rng.randrange(2) if rng.random() < 0.9 else rng.randrange(rules.players),
        dora=tuple(dora),
        ura=tuple(ura),
        nuki=nuki,
        honba=rng.choice((0, 0, 0, 1, 2, 3, 4)),
        sticks=rng.choice((0, 0, 1, 2)),
        renchan=rng.choice((0, 0, 1, 2, 7)) if seat == 0 else 0,
        rules=rules,
        **flags,
    )

"""Waits of a 13-tile hand: every winning tile with its ron and tsumo value, and furiten.

The hand is given as a :class:`HandSpec` whose ``concealed`` tiles are one short of a complete
hand (``win_tile`` is ignored). Each candidate tile is added and scored like any other hand, so
a wait's value is exactly what the scorer would say if that tile came.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mjgui.core.errors import HandError
from mjgui.core.scoring.decomposition import is_chiitoitsu, is_kokushi, regular_decompositions
from mjgui.core.scoring.hand import HandSpec, in_sight, problems
from mjgui.core.scoring.scoring import ScoreResult, score_valid
from mjgui.core.scoring.tiles import Tile, counts_of


@dataclass(frozen=True)
class WaitValue:
    """One winning tile: how many copies are still unseen, and its ron and tsumo results."""

    tile: Tile
    left: int
    ron: ScoreResult | HandError
    tsumo: ScoreResult | HandError
    furiten: bool


@dataclass(frozen=True)
class WaitsResult:
    waits: tuple[WaitValue, ...]
    furiten: bool

    @property
    def tenpai(self) -> bool:
        return bool(self.waits)


def completes(counts: list[int], melds: int, kind: int) -> bool:
    """Does adding ``kind`` make a complete hand (shape only)?"""
    if counts[kind] >= 4:
        return False
    counts[kind] += 1
    try:
        if melds == 0 and (is_kokushi(counts) or is_chiitoitsu(counts)):
            return True
        return bool(regular_decompositions(counts))
    finally:
        counts[kind] -= 1


def winning_kinds(tiles: Iterable[Tile], melds: int, removed: frozenset[int] = frozenset()) -> list[int]:
    """The kinds that complete the hand; never one the set lacks (``Rules.removed_kinds``)."""
    counts = counts_of(tiles)
    return [k for k in range(34) if k not in removed and completes(counts, melds, k)]


def waits(spec: HandSpec, discards: Iterable[Tile] = ()) -> WaitsResult:
    """Every winning tile of a 13-tile hand; raises HandError for a bad hand.

    ``discards`` are the player's own discards: a wait among them is furiten (no ron).
    """
    expected = 13 - 3 * len(spec.melds)
    if len(spec.concealed) != expected:
        raise HandError("tile_count", count=len(spec.concealed), melds=len(spec.melds), expected=expected)
    discarded = {t.kind for t in discards}
    kinds = winning_kinds(spec.concealed, len(spec.melds), spec.rules.removed_kinds)
    furiten = any(k in discarded for k in kinds)
    visible = counts_of(spec.concealed + in_sight(spec, discards))
    out: list[WaitValue] = []
    for kind in kinds:
        new = Tile(kind)
        base = spec.with_changes(concealed=(*spec.concealed, new), win_tile=new)
        ron_spec = base.with_changes(tsumo=False, haitei=False, rinshan=False)
        tsumo_spec = base.with_changes(tsumo=True, houtei=False, chankan=False)
        out.append(
            WaitValue(
                tile=new,
                left=max(0, 4 - visible[kind]),
                ron=_safe_score(ron_spec),
                tsumo=_safe_score(tsumo_spec),
                furiten=furiten,
            )
        )
    return WaitsResult(tuple(out), furiten)


def _safe_score(spec: HandSpec) -> ScoreResult | HandError:
    """The result, or the reason this way of winning cannot happen (renhou on tsumo...)."""
    found = problems(spec)
    return found[0] if found else score_valid(spec)

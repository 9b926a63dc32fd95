"""What a reading's sets and pair count as: the one place yaku, fu and teaching ask.

* a triplet completed by ron on a shanpon wait counts as open (for sanankou and suuankou, and
  its fu);
* a pair is valued when it is a dragon, the seat wind or the round wind (both: a double wind).
"""

from __future__ import annotations

from typing import Literal

from mjgui.core.scoring.decomposition import Reading
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.tiles import DRAGONS, WINDS

ValuedPair = Literal["dragon", "double_wind", "seat_wind", "round_wind"]


def ron_triplet(reading: Reading, spec: HandSpec) -> int:
    """The index of the triplet a ron completed (a shanpon wait), which counts as open; -1 when
    there is none."""
    return reading.win_group if not spec.tsumo and reading.wait == "shanpon" else -1


def completed_by_ron(reading: Reading, index: int, spec: HandSpec) -> bool:
    """Group ``index`` is the triplet a ron completed (a shanpon wait): it counts as open."""
    return index == ron_triplet(reading, spec)


def concealed_triplets(reading: Reading, spec: HandSpec) -> int:
    """Triplets and quads made without a call, the one a ron completed left out."""
    ron = ron_triplet(reading, spec)
    n = 0
    for index, g in enumerate(reading.groups):
        if g.is_triplet and not g.opened and index != ron:
            n += 1
    return n


def valued_pair(kind: int, spec: HandSpec) -> ValuedPair | None:
    """What makes a pair of ``kind`` valued (fu, and no pinfu), or None."""
    if kind in DRAGONS:
        return "dragon"
    seat = kind == WINDS[spec.seat]
    round_ = kind == WINDS[spec.round_wind]
    if seat and round_:
        return "double_wind"
    if seat:
        return "seat_wind"
    if round_:
        return "round_wind"
    return None

"""Before tenpai: the shanten and the best discards of a hand that is not complete.

:func:`before_tenpai` answers for a hand whose only fault is that it is not (yet) a win: 14
concealed tiles (less 3 per meld) that make no complete shape, or 13 (less 3 per meld). The
copies left of each improving tile count everything the player sees: the hand, the melds, the
dora and ura indicators and the discards entered. :func:`before_tenpai_dict` is the CLI's
``shanten`` / ``discards`` / ``improving`` (``score HAND --explain``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mjgui.core.scoring.hand import HandSpec, in_sight, problems
from mjgui.core.scoring.shanten import Discard, Improving, Shanten, discard_table, improving, shanten
from mjgui.core.scoring.tiles import Tile, kind_name

if TYPE_CHECKING:
    from mjgui.core.scoring.waits import WaitsResult

__all__ = [
    "BeforeTenpai",
    "after_discard",
    "before_tenpai",
    "before_tenpai_dict",
    "discarded_tile",
    "waits_after_discard",
]


@dataclass(frozen=True)
class BeforeTenpai:
    """The shanten of the hand; with a tile to discard (``discards`` not None) the discards
    that keep the lowest shanten, best first; one tile short, the tiles that improve it."""

    shanten: Shanten
    discards: tuple[Discard, ...] | None
    improving: tuple[Improving, ...] | None
    #: the concealed tiles it was worked out from (each discard's copy: :func:`discarded_tile`)
    concealed: tuple[Tile, ...]


def before_tenpai(spec: HandSpec, discards: Iterable[Tile] = ()) -> BeforeTenpai | None:
    """The shanten view of ``spec``, or None when the hand has another fault than its shape
    (too many copies, a wrong tile count for its melds...) or is complete."""
    size = len(spec.concealed) + 3 * len(spec.melds)
    if size not in (13, 14) or len(spec.melds) > 4:
        return None
    faults = [p for p in problems(spec) if p.code != "tile_count"]
    if faults:
        return None
    seen = in_sight(spec, discards)
    removed = spec.rules.removed_kinds  # three players: 2m..8m never a wait or an improving tile
    if size == 14:
        now, table = discard_table(spec.concealed, seen, removed)
        if now.best < 0:
            return None
        if table and table[0].shanten == 0:
            table = _winning_first(spec, table, discards)
        return BeforeTenpai(now, tuple(table), None, spec.concealed)
    return BeforeTenpai(
        shanten(spec.concealed, removed), None, improving(spec.concealed, seen, removed), spec.concealed
    )


def discarded_tile(concealed: Sequence[Tile], kind: int) -> Tile:
    """The copy of ``kind`` a player discards from ``concealed``: the plain five when a red five
    and a plain one are both held (the red five is a dora the hand keeps), else the copy held.
    The one answer for the discard lines' tile and the hand they value after it."""
    copies = [t for t in concealed if t.kind == kind]
    return next((t for t in copies if not t.red), copies[0])


def after_discard(spec: HandSpec, kind: int) -> HandSpec:
    """``spec`` with the copy of ``kind`` a player discards (:func:`discarded_tile`) taken out."""
    concealed = list(spec.concealed)
    concealed.remove(discarded_tile(concealed, kind))
    return spec.with_changes(concealed=tuple(concealed))


def waits_after_discard(spec: HandSpec, kind: int, discards: Iterable[Tile] = ()) -> WaitsResult:
    """The waits of ``spec`` after the copy of ``kind`` a player discards (:func:`after_discard`),
    that copy joining ``discards``: the hand after the discard, as the waits page reads it once
    the player enters the discard. A wait among the player's discards forbids ron (furiten, the
    seed regulation's «фуритен»), the tile just discarded included; that tile is never a wait of
    the 13 left (with it they would be the 14 held, complete), so only the earlier discards make
    a line furiten. HandError as :func:`mjgui.core.scoring.waits.waits`."""
    from mjgui.core.scoring.waits import waits

    return waits(after_discard(spec, kind), (*discards, discarded_tile(spec.concealed, kind)))


def _winning_first(spec: HandSpec, table: list[Discard], discards: Iterable[Tile]) -> list[Discard]:
    """Tenpai discards that wait on as many tiles: the one whose waits win by ron (keep a yaku)
    on more copies first, then the one that pays more; the shape's order is kept otherwise."""
    from mjgui.core.errors import HandError

    seen = tuple(discards)

    def winning(d: Discard) -> tuple[int, int]:
        try:
            found = waits_after_discard(spec, d.kind, seen)
        except HandError:
            return 0, 0
        copies = paid = 0
        for w in found.waits:
            ron = w.ron
            if w.furiten or isinstance(ron, HandError) or ron.win is None or ron.win.payment is None:
                continue
            copies += w.left
            paid = max(paid, ron.win.payment.total)
        return copies, paid

    ranked = {d.kind: winning(d) for d in table}
    return sorted(table, key=lambda d: (-d.total_left, -len(d.improving), *(-x for x in ranked[d.kind])))


def _improving_list(items: Iterable[Improving]) -> list[dict[str, Any]]:
    return [{"tile": kind_name(i.kind), "left": i.left} for i in items]


def before_tenpai_dict(view: BeforeTenpai) -> dict[str, Any]:
    """``{"shanten": n, "shanten_by_shape": {...}, "discards": [...]}`` (14 tiles) or
    ``{"shanten": n, ..., "improving": [...], "total_left": n}`` (13 tiles)."""
    s = view.shanten
    out: dict[str, Any] = {
        "shanten": s.best,
        "shanten_by_shape": {"regular": s.regular, "chiitoitsu": s.chiitoitsu, "kokushi": s.kokushi},
        "counts_as": list(s.shapes),
    }
    if view.discards is not None:
        out["discards"] = [
            {
                # the copy discarded, as the desk writes it: a red five held alone is "0p"
                "discard": discarded_tile(view.concealed, d.kind).code,
                "shanten": d.shanten,
                "improving": _improving_list(d.improving),
                "total_left": d.total_left,
            }
            for d in view.discards
        ]
    if view.improving is not None:
        out["improving"] = _improving_list(view.improving)
        out["total_left"] = sum(i.left for i in view.improving)
    return out

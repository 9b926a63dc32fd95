"""Fu of one reading as a list of explained items (RULES.md §4)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import attrgetter

from mjgui.core.decomposition import Group, Reading
from mjgui.core.hand import HandSpec
from mjgui.core.points import round_up_10
from mjgui.core.tiles import DRAGONS, WINDS, Tile, format_tiles, is_yaochuu


@dataclass(frozen=True)
class FuItem:
    """``fu`` points for ``reason`` (a text id), from ``tiles`` (empty for hand-wide items)."""

    fu: int
    reason: str
    tiles: tuple[Tile, ...] = ()

    @property
    def tiles_text(self) -> str:
        return format_tiles(self.tiles, sort=False)


@dataclass(frozen=True)
class FuResult:
    """A reading's fu: every item, their sum (``raw``) and the sum rounded as the rules say."""

    items: tuple[FuItem, ...]
    raw: int
    fu: int


# the hand-wide items and the seven pairs' results, shared (they are immutable)
_BASE = FuItem(20, "base")
_MENZEN_RON = FuItem(10, "menzen_ron")
_TSUMO = FuItem(2, "tsumo")
_PINFU_TSUMO = FuItem(0, "pinfu_tsumo")
_OPEN_PINFU = FuItem(10, "open_pinfu")
_CHIITOITSU = FuResult((FuItem(25, "chiitoitsu"),), 25, 25)
_CHIITOITSU_KANSAI = FuResult((FuItem(50, "chiitoitsu_kansai"),), 50, 50)


def count_fu(reading: Reading, spec: HandSpec, pinfu: bool) -> FuResult:
    """Fu items for a reading; ``pinfu`` tells whether the pinfu yaku was awarded."""
    rules = spec.rules
    if reading.shape == "chiitoitsu":
        return _CHIITOITSU_KANSAI if rules.chiitoitsu_50fu else _CHIITOITSU
    closed = spec.closed
    items: list[FuItem] = [_BASE]
    if closed and not spec.tsumo:
        items.append(_MENZEN_RON)
    if reading.shape == "kokushi":
        if spec.tsumo:
            items.append(_TSUMO)
        return _finish(items)
    seat_wind = WINDS[spec.seat]
    round_wind = WINDS[spec.round_wind]
    for index, g in enumerate(reading.groups):
        if g.kind == "shuntsu":
            continue
        if g.kind == "pair":
            k = g.first
            if k < 27:
                continue
            if k in DRAGONS:
                items.append(_pair_item(2, "pair_dragon", g))
            elif k == seat_wind and k == round_wind:
                items.append(_pair_item(rules.double_wind_pair_fu, "pair_double_wind", g))
            elif k == seat_wind:
                items.append(_pair_item(2, "pair_seat_wind", g))
            elif k == round_wind:
                items.append(_pair_item(2, "pair_round_wind", g))
            continue
        ron_completed = index == reading.win_group and not spec.tsumo and reading.wait == "shanpon"
        items.append(_set_item(g, ron_completed))
    if reading.wait in ("kanchan", "penchan", "tanki"):
        items.append(_wait_item(reading.wait, reading.groups[reading.win_group]))
    if spec.tsumo:
        if pinfu:
            items.append(_PINFU_TSUMO)
        elif spec.rinshan and not rules.rinshan_tsumo_fu:
            pass
        else:
            items.append(_TSUMO)
    if not closed and not spec.tsumo and sum(map(_FU, items)) == 20:
        items.append(_OPEN_PINFU)
    return _finish(items)


@cache
def _pair_item(fu: int, reason: str, g: Group) -> FuItem:
    return FuItem(fu, reason, g.tiles())


@cache
def _set_item(g: Group, ron_completed: bool) -> FuItem:
    """The fu of a triplet or quad (built once per distinct set)."""
    grade = "terminal" if is_yaochuu(g.first) else "simple"
    if g.kind == "kantsu":
        reason = f"{'open' if g.opened else 'closed'}_kan_{grade}"
        fu = 8 if g.opened else 16
    elif g.opened:
        reason, fu = f"open_triplet_{grade}", 2
    elif ron_completed:
        reason, fu = f"ron_triplet_{grade}", 2
    else:
        reason, fu = f"closed_triplet_{grade}", 4
    return FuItem(fu * 2 if grade == "terminal" else fu, reason, g.tiles())


@cache
def _wait_item(wait: str, g: Group) -> FuItem:
    return FuItem(2, f"wait_{wait}", g.tiles())


def _finish(items: list[FuItem]) -> FuResult:
    raw = sum(map(_FU, items))
    return FuResult(tuple(items), raw, round_up_10(raw))


_FU = attrgetter("fu")

"""Fu of one reading as a list of explained items (RULES.md §4)."""

from dataclasses import dataclass

from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.points import round_up_10
from mjgui.core.scoring.sets import ron_triplet, valued_pair
from mjgui.core.scoring.tiles import Tile, format_tiles, is_yaochuu


@dataclass(frozen=True)
class FuItem:
    """``fu`` points for ``reason`` (a text id), from ``tiles`` (empty for hand-wide items)."""

    fu: int
    reason: str
    tiles: tuple[Tile, ...] = ()

    @property
    def tiles_text(self) -> str:
        return format_tiles(self.tiles, sort=False)


@dataclass(frozen=True, init=False)
class FuResult:
    """A reading's fu: every item, their sum (``raw``) and the sum rounded as the rules say."""

    items: tuple[FuItem, ...]
    raw: int
    fu: int

    def __init__(self, items: tuple[FuItem, ...], raw: int, fu: int) -> None:
        """The one constructor: its fields stored at once (the ``__init__`` a frozen dataclass
        makes sets them one by one; every reading of every scored hand makes one)."""
        fields = self.__dict__
        fields["items"] = items
        fields["raw"] = raw
        fields["fu"] = fu


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
    shape = reading.shape
    if shape == "chiitoitsu":
        return _CHIITOITSU_KANSAI if rules.chiitoitsu_50fu else _CHIITOITSU
    closed = spec.closed
    tsumo = spec.tsumo
    items: list[FuItem] = [_BASE, _MENZEN_RON] if closed and not tsumo else [_BASE]
    if shape == "kokushi":
        if tsumo:
            items.append(_TSUMO)
        return _finish(items)
    groups = reading.groups
    ron = ron_triplet(reading, spec)
    for index, g in enumerate(groups):
        kind = g.kind
        if kind == "shuntsu":
            continue
        if kind == "pair":
            k = g.first
            if k < 27:
                continue
            valued = valued_pair(k, spec)
            if valued == "double_wind":
                items.append(_pair_item(rules.double_wind_pair_fu, "pair_double_wind", g))
            elif valued is not None:
                items.append(_pair_item(2, _PAIR_ITEMS[valued], g))
            continue
        items.append(_set_item(g, index == ron))
    wait_id = _WAIT_ITEMS.get(reading.wait)
    if wait_id is not None:
        items.append(_wait_item(wait_id, groups[reading.win_group]))
    if tsumo:
        if pinfu:
            items.append(_PINFU_TSUMO)
        elif spec.rinshan and not rules.rinshan_tsumo_fu:
            pass
        else:
            items.append(_TSUMO)
    if not closed and not tsumo and _fu_sum(items) == 20:
        items.append(_OPEN_PINFU)
    return _finish(items)


# Every set's fu with its item id written out whole: (of simples, of terminals or honors).
_OPEN_KAN = ((8, "open_kan_simple"), (16, "open_kan_terminal"))
_CLOSED_KAN = ((16, "closed_kan_simple"), (32, "closed_kan_terminal"))
_OPEN_TRIPLET = ((2, "open_triplet_simple"), (4, "open_triplet_terminal"))
_RON_TRIPLET = ((2, "ron_triplet_simple"), (4, "ron_triplet_terminal"))
_CLOSED_TRIPLET = ((4, "closed_triplet_simple"), (8, "closed_triplet_terminal"))
# The valued pairs worth 2 fu and their item ids (a double wind's fu is a rule option).
_PAIR_ITEMS = {"dragon": "pair_dragon", "seat_wind": "pair_seat_wind", "round_wind": "pair_round_wind"}
# The waits worth 2 fu and their item ids.
_WAIT_ITEMS = {"kanchan": "wait_kanchan", "penchan": "wait_penchan", "tanki": "wait_tanki"}


# the items of the sets, pairs and waits already made, by their group's code (cheap keys; the
# items are shared, which also lets the report keep their text)
_SET_ITEMS: tuple[dict[int, FuItem], dict[int, FuItem]] = ({}, {})  # [completed by a ron][code]
_PAIR_ITEMS_MADE: dict[tuple[int, int, str], FuItem] = {}
_WAIT_ITEMS_MADE: dict[tuple[str, int], FuItem] = {}


def _pair_item(fu: int, reason: str, g: Group) -> FuItem:
    key = (g.code, fu, reason)
    found = _PAIR_ITEMS_MADE.get(key)
    if found is None:
        found = _PAIR_ITEMS_MADE[key] = FuItem(fu, reason, g.tiles())
    return found


def _set_item(g: Group, ron_completed: bool) -> FuItem:
    """The fu of a triplet or quad (one item per distinct set)."""
    made = _SET_ITEMS[ron_completed]
    found = made.get(g.code)
    if found is None:
        found = made[g.code] = _new_set_item(g, ron_completed)
    return found


def _new_set_item(g: Group, ron_completed: bool) -> FuItem:
    if g.kind == "kantsu":
        choices = _OPEN_KAN if g.opened else _CLOSED_KAN
    elif g.opened:
        choices = _OPEN_TRIPLET
    elif ron_completed:
        choices = _RON_TRIPLET
    else:
        choices = _CLOSED_TRIPLET
    fu, reason = choices[1 if is_yaochuu(g.first) else 0]
    return FuItem(fu, reason, g.tiles())


def _wait_item(reason: str, g: Group) -> FuItem:
    key = (reason, g.code)
    found = _WAIT_ITEMS_MADE.get(key)
    if found is None:
        found = _WAIT_ITEMS_MADE[key] = FuItem(2, reason, g.tiles())
    return found


def _fu_sum(items: list[FuItem]) -> int:
    raw = 0
    for item in items:  # a plain loop: no call per item
        raw += item.fu
    return raw


def _finish(items: list[FuItem]) -> FuResult:
    raw = _fu_sum(items)
    return FuResult(tuple(items), raw, round_up_10(raw))

"""Rule options and presets.

Every point where regulations differ is a field of :class:`Rules`; presets are values only,
never code paths. ``seed`` (the default) is RULES.md.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Literal

from mjgui.core.errors import RulesError
from mjgui.core.scoring.yaku_table import DOUBLE_YAKUMAN_IDS

RenhouMode = Literal["off", "mangan", "yakuman"]
KazoeMode = Literal["yakuman", "sanbaiman", "off"]
MultipleRonHonba = Literal["first", "each"]

DOUBLE_YAKUMAN = DOUBLE_YAKUMAN_IDS  # the seed default: the yaku table's double yakuman
PAO_YAKUMAN = frozenset({"daisangen", "daisuushii", "suukantsu"})


@dataclass(frozen=True)
class Rules:
    """One regulation. Defaults are the seed regulation (RULES.md)."""

    name: str = "seed"
    # tiles and dora
    aka: int = 3  # red fives: 0, 3, or 4 (two red 5p)
    # yaku
    kuitan: bool = True
    renhou: RenhouMode = "mangan"
    ryanhan_shibari: bool = True
    ryanhan_threshold: int = 5  # honba from which two han from yaku are needed
    paarenchan: bool = True
    paarenchan_threshold: int = 8
    paarenchan_needs_yaku: bool = False
    double_yakuman: frozenset[str] = DOUBLE_YAKUMAN
    yakuman_stacking: bool = True  # several yakuman in one hand add up
    kazoe: KazoeMode = "yakuman"
    chiitoitsu_50fu: bool = False  # Kansai: chiitoitsu 50 fu 1 han
    # fu
    double_wind_pair_fu: int = 4
    rinshan_tsumo_fu: bool = True
    # points
    kiriage: bool = False
    honba_ron: int = 300  # honba value on ron; on tsumo each payer pays a third of it
    pao: frozenset[str] = PAO_YAKUMAN
    # game
    start_points: int = 30000
    return_points: int = 30000
    uma: tuple[int, int, int, int] = (15, 5, -5, -15)
    east_only: bool = False
    sticks_to_first: bool = True
    buttobi: bool = True
    abortive_draws: bool = False
    nagashi_mangan: bool = True
    agari_yame: bool = False  # the game ends when the dealer keeps the last hand in first place
    overtime: bool = False  # nobody at the return points after the last hand: play on (West)
    atama_hane: bool = True
    # without atama hane, who of several winners on one discard is paid the honba: "first" (the
    # first winner in turn order after the discarder, who also takes the sticks) or "each"
    multiple_ron_honba: MultipleRonHonba = "each"
    triple_ron_abort: bool = False  # without atama hane: three winners make an abortive draw
    wareme: bool = False
    chombo_at_end: bool = False
    noten_total: int = 3000

    def __post_init__(self) -> None:
        if self.aka not in (0, 3, 4):
            raise RulesError("bad_option", name="aka", value=self.aka)
        if self.double_wind_pair_fu not in (2, 4):
            raise RulesError("bad_option", name="double_wind_pair_fu", value=self.double_wind_pair_fu)
        if self.renhou not in ("off", "mangan", "yakuman"):
            raise RulesError("bad_option", name="renhou", value=self.renhou)
        if self.kazoe not in ("yakuman", "sanbaiman", "off"):
            raise RulesError("bad_option", name="kazoe", value=self.kazoe)
        if self.multiple_ron_honba not in ("first", "each"):
            raise RulesError("bad_option", name="multiple_ron_honba", value=self.multiple_ron_honba)

    def red_allowed(self, suit: int) -> int:
        """How many red fives of a suit exist (0 man, 1 pin, 2 sou)."""
        if self.aka == 0:
            return 0
        return 2 if self.aka == 4 and suit == 1 else 1

    def with_options(self, **changes: object) -> Rules:
        known = {f.name for f in fields(self)}
        for key in changes:
            if key not in known:
                raise RulesError("bad_option", name=key, value=changes[key])
        return replace(self, **changes)  # type: ignore[arg-type]


SEED = Rules()

PRESETS: dict[str, Rules] = {
    "seed": SEED,
    # EMA Riichi 2016: no red fives, kazoe capped at sanbaiman, no double yakuman; double and
    # triple ron, the discarder pays each winner separately, honba included.
    "ema": Rules(
        name="ema",
        aka=0,
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        kazoe="sanbaiman",
        nagashi_mangan=False,
        uma=(15, 5, -5, -15),
        start_points=30000,
        return_points=30000,
        sticks_to_first=False,
        buttobi=False,
        pao=frozenset({"daisangen", "daisuushii"}),
        atama_hane=False,
        multiple_ron_honba="each",
    ),
    # World Riichi Championship: no red fives, kiriage mangan, no double yakuman; one winner per
    # hand (atama hane).
    "wrc": Rules(
        name="wrc",
        aka=0,
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        kiriage=True,
        double_wind_pair_fu=2,
        start_points=30000,
        return_points=30000,
        uma=(15, 5, -5, -15),
        sticks_to_first=False,
        buttobi=False,
        pao=frozenset({"daisangen", "daisuushii"}),
    ),
    # Tenhou: three red fives, no double yakuman, 25 000 start / 30 000 return, uma 20/10;
    # double ron, honba and sticks to the first winner in turn order (a triple ron is abortive);
    # the dealer keeping the last hand in first place with 30 000 or more ends the game; nobody
    # at 30 000 after South 4: West round, ending when someone reaches it, at the latest West 4.
    "tenhou": Rules(
        name="tenhou",
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        start_points=25000,
        return_points=30000,
        uma=(20, 10, -10, -20),
        abortive_draws=True,
        atama_hane=False,
        multiple_ron_honba="first",
        triple_ron_abort=True,
        agari_yame=True,
        overtime=True,
    ),
    # Mahjong Soul: double yakuman for the four 2x hands, 25 000 / 30 000, uma 15/5; double and
    # triple ron (no sanchahou), honba and sticks to the first winner in turn order.
    "mahjongsoul": Rules(
        name="mahjongsoul",
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        start_points=25000,
        return_points=30000,
        uma=(15, 5, -5, -15),
        abortive_draws=True,
        atama_hane=False,
        multiple_ron_honba="first",
    ),
    # M-League: three red fives, no double yakuman, 25 000 / 30 000, uma 30/10; atama hane.
    "mleague": Rules(
        name="mleague",
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        start_points=25000,
        return_points=30000,
        uma=(30, 10, -10, -30),
        buttobi=False,
        abortive_draws=True,
    ),
}


def preset(name: str) -> Rules:
    """The named preset; raises RulesError listing the known names."""
    try:
        return PRESETS[name.lower()]
    except KeyError:
        raise RulesError("unknown_rules", name=name, known=", ".join(PRESETS)) from None

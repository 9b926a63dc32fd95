"""Adapter to the `mahjong` package, used only as a test-time oracle.

It turns our HandSpec into the package's call under options that match RULES.md, and its
answer into plain numbers we can compare. None of the package's code is used by mjgui.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as OMeld

from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.tiles import Tile, format_tiles

# the package's yaku class names -> our ids
YAKU_MAP = {
    "Riichi": "riichi",
    "Double Riichi": "double_riichi",
    "Ippatsu": "ippatsu",
    "Menzen Tsumo": "menzen_tsumo",
    "Rinshan Kaihou": "rinshan",
    "Chankan": "chankan",
    "Haitei Raoyue": "haitei",
    "Houtei Raoyui": "houtei",
    "Tanyao": "tanyao",
    "Yakuhai (haku)": "haku",
    "Yakuhai (hatsu)": "hatsu",
    "Yakuhai (chun)": "chun",
    "Pinfu": "pinfu",
    "Iipeiko": "iipeikou",
    "Ryanpeikou": "ryanpeikou",
    "Chantai": "chanta",
    "Junchan": "junchan",
    "Ittsu": "ittsu",
    "Sanshoku Doujun": "sanshoku",
    "Sanshoku Doukou": "sanshoku_doukou",
    "Toitoi": "toitoi",
    "Chiitoitsu": "chiitoitsu",
    "San Ankou": "sanankou",
    "San Kantsu": "sankantsu",
    "Honroutou": "honroutou",
    "Honitsu": "honitsu",
    "Chinitsu": "chinitsu",
    "Shou Sangen": "shousangen",
    "Dora": "dora",
    "Aka Dora": "aka_dora",
    "Ura Dora": "ura_dora",
    "Kokushi Musou": "kokushi",
    "Kokushi Musou Juusanmen Matchi": "kokushi_13",
    "Suu Ankou": "suuankou",
    "Suu Ankou Tanki": "suuankou_tanki",
    "Daisangen": "daisangen",
    "Shousuushii": "shousuushii",
    "Dai Suushii": "daisuushii",
    "Tsuu Iisou": "tsuuiisou",
    "Ryuuiisou": "ryuuiisou",
    "Chinroutou": "chinroutou",
    "Chuuren Poutou": "chuuren",
    "Daburu Chuuren Poutou": "chuuren_9",
    "Suu Kantsu": "suukantsu",
    "Tenhou": "tenhou",
    "Chiihou": "chiihou",
}


@dataclass(frozen=True)
class OracleAnswer:
    error: str | None
    han: int = 0
    fu: int = 0
    yakuman: bool = False
    main: int = 0
    additional: int = 0
    total: int = 0
    yaku: frozenset[str] = frozenset()


class _Ids:
    """Hands out distinct 136-ids per kind; red fives take copy 0, as the package expects."""

    def __init__(self) -> None:
        self.next = [1] * 34  # copy 0 is reserved for the red five of 5m/5p/5s

    def get(self, t: Tile) -> int:
        if t.red:
            return t.kind * 4
        if t.kind in (4, 13, 22):
            copy = self.next[t.kind]
            self.next[t.kind] += 1
            if copy > 3:  # the fourth plain five does not exist when a red one is in play
                return t.kind * 4
            return t.kind * 4 + copy
        copy = self.next[t.kind] - 1
        self.next[t.kind] += 1
        return t.kind * 4 + copy


def _yaku_id(name: str) -> str:
    if name.startswith("Yakuhai (seat wind"):
        return "seat_wind"
    if name.startswith("Yakuhai (round wind"):
        return "round_wind"
    return YAKU_MAP.get(name, name)


def _opts(rules: Rules) -> OptionalRules:
    return OptionalRules(
        has_open_tanyao=rules.kuitan,
        has_aka_dora=rules.aka > 0,
        has_double_yakuman=bool(rules.double_yakuman),
        kazoe_limit=(
            HandConstants.KAZOE_LIMITED if rules.kazoe == "yakuman" else HandConstants.KAZOE_SANBAIMAN
        ),
        kiriage=rules.kiriage,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        is_three_player=rules.players == 3,
    )


def ask(spec: HandSpec) -> OracleAnswer:
    return answer(call(prepare(spec)))


def call(prepared: tuple[list[int], int, dict[str, Any]]) -> Any:
    """The package's own work alone (what the benchmark times)."""
    tiles, win_id, kwargs = prepared
    return HandCalculator.estimate_hand_value(tiles, win_id, **kwargs)


def prepare(spec: HandSpec) -> tuple[list[int], int, dict[str, Any]]:
    """Our hand in the package's terms: 136-ids, Meld objects and a HandConfig."""
    ids = _Ids()
    melds = []
    meld_ids: list[int] = []
    for m in spec.melds:
        tids = [ids.get(t) for t in m.tiles]
        meld_ids += tids
        kind = {"chi": OMeld.CHI, "pon": OMeld.PON, "kan": OMeld.KAN, "ankan": OMeld.KAN}[m.kind]
        melds.append(OMeld(meld_type=kind, tiles=tids, opened=m.opened))
    hand_ids = [ids.get(t) for t in spec.concealed]
    win_id = next(i for i, t in zip(hand_ids, spec.concealed, strict=True) if t.kind == spec.win_tile.kind)
    dora_ids = [ids.get(t) for t in spec.dora]
    ura_ids = [ids.get(t) for t in spec.ura]
    config = HandConfig(
        is_tsumo=spec.tsumo,
        is_riichi=spec.riichi,
        is_daburu_riichi=spec.double_riichi,
        is_ippatsu=spec.ippatsu,
        is_rinshan=spec.rinshan,
        is_chankan=spec.chankan,
        is_haitei=spec.haitei,
        is_houtei=spec.houtei,
        is_tenhou=spec.tenhou,
        is_chiihou=spec.chiihou,
        player_wind=EAST + spec.seat,
        round_wind=EAST + spec.round_wind,
        kyoutaku_number=spec.sticks,
        tsumi_number=spec.honba,
        num_nuki_dora=spec.nuki,
        options=_opts(spec.rules),
    )
    kwargs = {
        "melds": melds,
        "dora_indicators": dora_ids,
        "config": config,
        "ura_dora_indicators": ura_ids or None,
    }
    return hand_ids + meld_ids, win_id, kwargs


def answer(res: Any) -> OracleAnswer:
    if res.error:
        return OracleAnswer(error=str(res.error))
    cost = res.cost
    names = frozenset(_yaku_id(y.name) for y in res.yaku or [])
    is_yakuman = any(y.is_yakuman for y in res.yaku or [])
    return OracleAnswer(
        error=None,
        han=res.han or 0,
        fu=res.fu or 0,
        yakuman=is_yakuman,
        main=cost["main"] + cost.get("main_bonus", 0),
        additional=cost["additional"] + cost.get("additional_bonus", 0),
        total=cost["total"],
        yaku=names,
    )


# --- the differential tests' comparison (tests/test_differential*.py) -------------------------


def describe(spec: HandSpec) -> str:
    """A hand in one line, for a differential test's failure message."""
    flags = [k for k, v in vars(spec).items() if v is True]
    melds = " ".join(str(m) for m in spec.melds)
    return (
        f"{format_tiles(spec.concealed)} {melds} win {spec.win_tile} {flags} seat {spec.seat} "
        f"round {spec.round_wind} dora {format_tiles(spec.dora)} ura {format_tiles(spec.ura)} "
        f"nuki {spec.nuki} honba {spec.honba} sticks {spec.sticks} rules {spec.rules.name}"
    )


def difference(spec: HandSpec) -> str | None:
    """How our answer and the package's differ on a hand (None: they agree). A yakuman: the
    payment alone (the package reports han per yakuman otherwise); any other win: the han, the
    fu, the payment and the set of yaku. The package counts the nuki (three players) in its
    "Dora" row; we list them as ``nuki_dora`` (RULES.md §9), so they are folded into ``dora``."""
    result = score(spec)
    theirs = ask(spec)
    found = result.win
    if found is None or theirs.error:
        ours = None if found else result.no_win and result.no_win.code
        if ours == "no_yaku" and theirs.error == "no_yaku":
            return None
        return f"ours {ours or 'win'} / theirs {theirs.error or 'win'}"
    assert found.payment is not None
    if found.yakuman or theirs.yakuman:
        if found.payment.total != theirs.total:
            return f"yakuman total {found.payment.total} vs {theirs.total}"
        return None
    ours_yaku = {"dora" if y.id == "nuki_dora" else y.id for y in found.yaku}
    mine = (found.han, found.fu.fu, found.payment.total)
    other = (theirs.han, theirs.fu, theirs.total)
    if mine != other or ours_yaku != theirs.yaku:
        return f"ours {mine} {sorted(ours_yaku)} / theirs {other} {sorted(theirs.yaku)}"
    return None

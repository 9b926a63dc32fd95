"""Every yaku's facts in one declarative table: its id, its han with a closed and an open hand,
or, for a yakuman, how many yakuman it counts as (RULES.md §2-3).

Detection (:mod:`mjgui.core.scoring.yaku`), the rules' default double yakuman
(:data:`mjgui.core.scoring.rules.DOUBLE_YAKUMAN`), the near-miss explanations and the quiz all
read this table; the names are the catalogue's (``core/text.py``, keyed by the same ids). It
imports nothing, so any module of the scoring package can read it.
"""

from typing import NamedTuple


class YakuFacts(NamedTuple):
    """One yaku: ``closed``/``open`` han (``open`` None: closed only), or a yakuman: ``yakuman``
    1, or 2 for one counted double where the rules count double yakuman (the club's do)."""

    closed: int = 0
    open: int | None = None
    yakuman: int = 0


#: The yaku in the order a yaku list shows them, then the yakuman.
YAKU_FACTS: dict[str, YakuFacts] = {
    "riichi": YakuFacts(1, None),
    "double_riichi": YakuFacts(2, None),
    "ippatsu": YakuFacts(1, None),
    "menzen_tsumo": YakuFacts(1, None),
    "rinshan": YakuFacts(1, 1),
    "chankan": YakuFacts(1, 1),
    "haitei": YakuFacts(1, 1),
    "houtei": YakuFacts(1, 1),
    "tanyao": YakuFacts(1, 1),
    "haku": YakuFacts(1, 1),
    "hatsu": YakuFacts(1, 1),
    "chun": YakuFacts(1, 1),
    "seat_wind": YakuFacts(1, 1),
    "round_wind": YakuFacts(1, 1),
    "pinfu": YakuFacts(1, None),
    "iipeikou": YakuFacts(1, None),
    "ryanpeikou": YakuFacts(3, None),
    "chanta": YakuFacts(2, 1),
    "junchan": YakuFacts(3, 2),
    "ittsu": YakuFacts(2, 1),
    "sanshoku": YakuFacts(2, 1),
    "sanshoku_doukou": YakuFacts(2, 2),
    "toitoi": YakuFacts(2, 2),
    "chiitoitsu": YakuFacts(2, None),
    "sanankou": YakuFacts(2, 2),
    "sankantsu": YakuFacts(2, 2),
    "honroutou": YakuFacts(2, 2),
    "honitsu": YakuFacts(3, 2),
    "chinitsu": YakuFacts(6, 5),
    "shousangen": YakuFacts(2, 2),
    "kokushi": YakuFacts(yakuman=1),
    "kokushi_13": YakuFacts(yakuman=2),
    "suuankou": YakuFacts(yakuman=1),
    "suuankou_tanki": YakuFacts(yakuman=2),
    "daisangen": YakuFacts(yakuman=1),
    "shousuushii": YakuFacts(yakuman=1),
    "daisuushii": YakuFacts(yakuman=2),
    "tsuuiisou": YakuFacts(yakuman=1),
    "ryuuiisou": YakuFacts(yakuman=1),
    "chinroutou": YakuFacts(yakuman=1),
    "chuuren": YakuFacts(yakuman=1),
    "chuuren_9": YakuFacts(yakuman=2),
    "suukantsu": YakuFacts(yakuman=1),
    "tenhou": YakuFacts(yakuman=1),
    "chiihou": YakuFacts(yakuman=1),
    "renhou": YakuFacts(yakuman=1),
    "paarenchan": YakuFacts(yakuman=1),
}

#: han closed / open of every ordinary yaku; None = closed only.
YAKU_HAN: dict[str, tuple[int, int | None]] = {
    y: (f.closed, f.open) for y, f in YAKU_FACTS.items() if not f.yakuman
}

#: Every yakuman, in the table's order.
YAKUMAN_IDS: tuple[str, ...] = tuple(y for y, f in YAKU_FACTS.items() if f.yakuman)

#: The yakuman counted double where the rules count double yakuman.
DOUBLE_YAKUMAN_IDS: frozenset[str] = frozenset(y for y, f in YAKU_FACTS.items() if f.yakuman == 2)

"""Differential test for three players: our core against the `mahjong` package's three-player
options (``OptionalRules(is_three_player=True)``, ``HandConfig(num_nuki_dora=N)``) on random
sanma hands of both presets (tests/handgen.py ``random_table_hand``: no 2m..8m, no chi, nuki
0..4, kans, red 5p and 5s, West indicators, every flag). The package is a test-time oracle only.

What is compared: the han, the fu, the payment (tsumo loss, 200 a honba, 100 from each payer
on a tsumo) and the set of yaku; for a yakuman the payment alone (as for four players).

One deliberate difference in the naming, not the value (RULES.md §9): the package counts the
nuki in its "Dora" row, indicator part included; we list each nuki as its own item
``nuki_dora`` (+1 each) and keep their indicator part (each nuki a North under a West
indicator) in ``dora`` and ``ura_dora``. So ours ``dora + nuki_dora`` is the package's dora:
the comparison folds ``nuki_dora`` into ``dora``. ``test_nuki_dora_is_its_own_item`` pins it.

The hands our validation refuses are never generated (the package does not refuse them): a
tile of 2m..8m, chi, a North seat, more than four Norths counting nuki, tenhou or chiihou after
a nuki.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.tiles import WEST
from tests.handgen import random_table_hand
from tests.oracle import ask, describe, difference
from tests.util import spec, win

SANMA_PRESETS = ("tenhou-sanma", "mahjongsoul-sanma")


def run(seed: int, count: int, preset: str) -> tuple[int, list[str], Counter[str]]:
    """``count`` random hands of a preset: the wins, the differences, what the hands held."""
    rng = random.Random(seed)
    rules = PRESETS[preset]
    wins = 0
    problems: list[str] = []
    seen: Counter[str] = Counter()
    for _ in range(count):
        spec = random_table_hand(rng, rules)
        diff = difference(spec)
        result = score(spec)
        wins += result.ok
        seen.update(_features(spec))
        if result.win is not None:
            seen.update(y.id for y in result.win.yaku)
        if diff:
            problems.append(f"{describe(spec)}: {diff}")
    return wins, problems, seen


def _features(spec: HandSpec) -> list[str]:
    out = [f for f in ("tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei",
                       "houtei", "tenhou", "chiihou") if getattr(spec, f)]  # fmt: skip
    out += [f"nuki={spec.nuki}", f"seat={spec.seat}"]
    if spec.kans:
        out.append("kan")
    if spec.red_fives:
        out.append("red")
    if spec.honba:
        out.append("honba")
    if spec.nuki and any(t.kind == WEST for t in spec.dora):
        out.append("nuki_west_dora")
    if spec.nuki and spec.in_riichi and any(t.kind == WEST for t in spec.ura):
        out.append("nuki_west_ura")
    if spec.rinshan and not spec.kans:
        out.append("rinshan_on_nuki")
    return out


# MJGUI_DIFFERENTIAL_HANDS sizes the corpus (as for four players); a fifth of it per preset
# here: benchmarks/bench_sanma_oracle.py runs 20,000 and more.
HANDS = max(int(os.environ.get("MJGUI_DIFFERENTIAL_HANDS", "20000")) // 10, 1)


@pytest.mark.parametrize("preset", SANMA_PRESETS)
def test_sanma_presets_match_the_package(preset: str) -> None:
    wins, problems, seen = run(seed=20261204 + SANMA_PRESETS.index(preset), count=HANDS, preset=preset)
    assert not problems, "\n".join(problems[:20])
    assert wins > HANDS // 2  # the corpus really exercises winning hands
    if HANDS >= 1000:  # the corpus holds what sanma adds, and every flag
        for feature in ("nuki=1", "nuki=4", "kan", "red", "honba", "nuki_west_dora", "nuki_west_ura",
                        "rinshan_on_nuki", "seat=2", "tenhou", "chiihou", "double_riichi", "ippatsu",
                        "chankan", "haitei", "houtei", "nuki_dora", "kokushi"):  # fmt: skip
            assert seen[feature], feature


def test_nuki_dora_is_its_own_item() -> None:
    """Ours: nuki_dora +1 each, their North part under a West indicator in dora and ura_dora;
    the package: one Dora row with it all. The same han and payment."""
    words = "123p456p789s555z99m --riichi --rules tenhou-sanma --nuki 2 --dora 3z --ura 3z,1p"
    hand = win(words)
    assert [(y.id, y.han) for y in hand.yaku] == [
        ("riichi", 1), ("haku", 1), ("dora", 2), ("ura_dora", 2 + 1), ("nuki_dora", 2),
    ]  # fmt: skip
    theirs = ask(spec(words))
    assert theirs.han == hand.han == 9 and "dora" in theirs.yaku and "nuki_dora" not in theirs.yaku
    assert hand.payment is not None and hand.payment.total == theirs.total == 24000  # a dealer's baiman

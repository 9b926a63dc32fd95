"""Shanten speed: the discard table of a 14-tile hand (goal: median under 5 ms).

For N random 14-tile hands (default 500; half drawn from the whole wall, half grown from sets
so that they are near tenpai), prints the median and the 90th percentile CPU time of
``discard_table`` (the shanten, every discard keeping the lowest shanten, and for each the
improving tiles with the copies left), twice: with every cache of the module emptied before
each hand (a hand never seen, the figure the goal is about), and as a desk meets it (the
caches kept between hands). Also the shanten alone of a 13-tile hand.
Run: `.venv/bin/python benchmarks/bench_shanten.py [N]`.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.core.scoring import shanten as module
from mjgui.core.scoring.tiles import Tile

WALL = [k for k in range(34) for _ in range(4)]
CACHES = ("_blocks", "_block_vec", "_suit_blocks", "_suit_exact", "_combine", "_honors")


def _grown(rng: random.Random, size: int) -> list[int]:
    counts = [0] * 34
    while sum(counts) < size:
        k = rng.randrange(34)
        run = [k, k + 1, k + 2] if k < 27 and k % 9 < 7 and rng.random() < 0.6 else [k] * rng.randint(1, 3)
        for j in run:
            if counts[j] < 4 and sum(counts) < size:
                counts[j] += 1
    return [k for k in range(34) for _ in range(counts[k])]


def _hands(n: int, size: int) -> list[list[Tile]]:
    rng = random.Random(size)
    out = []
    for i in range(n):
        kinds = rng.sample(WALL, size) if i % 2 else _grown(rng, size)
        out.append([Tile(k) for k in kinds])
    return out


def _clear() -> None:
    for name in CACHES:
        getattr(module, name).cache_clear()


def _times(hands: list[list[Tile]], call: object, cold: bool) -> list[float]:
    out = []
    for hand in hands:
        if cold:
            _clear()
        start = time.process_time()
        call(hand)  # type: ignore[operator]
        out.append(time.process_time() - start)
    return out


def _line(label: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p90 = ms[int(len(ms) * 0.9)]
    return f"{label:<44} median {statistics.median(ms):6.2f} ms   p90 {p90:6.2f} ms"


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    fourteen = _hands(n, 14)
    thirteen = _hands(n, 13)
    print(f"{n} hands; goal: a 14-tile discard table under 5 ms (median, caches empty)")
    print(_line("discard table, 14 tiles, caches empty", _times(fourteen, module.discard_table, True)))
    print(_line("discard table, 14 tiles, caches kept", _times(fourteen, module.discard_table, False)))
    print(_line("shanten + improving, 13 tiles, caches empty", _times(thirteen, module.improving, True)))


if __name__ == "__main__":
    main()

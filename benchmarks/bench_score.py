"""Scoring speed: our core against the `mahjong` package on one random corpus, and waits timing.

Prints hands/s for both, the ratio, and the median time to compute the waits (with every
winning tile's ron and tsumo value) of a 13-tile hand. Run: `make bench` or
`.venv/bin/python benchmarks/bench_score.py [N]`.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.waits import waits
from tests.handgen import random_hand
from tests.oracle import call, prepare


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    rng = random.Random(2026)
    corpus = [random_hand(rng) for _ in range(n)]
    prepared = [prepare(spec) for spec in corpus]  # the package's input, built outside the timing
    call(prepared[0])
    score(corpus[0])

    # interleaved rounds, best of each: the machine's other load hits both alike
    ours = theirs = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for spec in corpus:
            score(spec)
        ours = min(ours, time.perf_counter() - t0)
        t0 = time.perf_counter()
        for args in prepared:
            call(args)
        theirs = min(theirs, time.perf_counter() - t0)

    print(f"corpus: {n} random winning hands (open/closed, kans, red fives, every flag)")
    print(f"mjgui core:      {n / ours:9.0f} hands/s  (every reading, every fu item)")
    print(f"mahjong package: {n / theirs:9.0f} hands/s")
    print(f"ratio:           {theirs / ours:9.2f}x")

    tenpai = []
    for spec in corpus:
        if len(tenpai) >= 300:
            break
        tiles = list(spec.concealed)
        tiles.remove(next(t for t in tiles if t.kind == spec.win_tile.kind))
        tenpai.append(spec.with_changes(concealed=tuple(tiles)))
    samples = []
    for spec in tenpai:
        t0 = time.perf_counter()
        waits(spec)
        samples.append((time.perf_counter() - t0) * 1000)
    print(
        f"waits of a 13-tile hand with values: median {statistics.median(samples):.2f} ms, "
        f"p95 {sorted(samples)[int(len(samples) * 0.95)]:.2f} ms ({len(samples)} hands)"
    )


if __name__ == "__main__":
    main()

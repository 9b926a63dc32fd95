"""Three players against the oracle: how many random sanma hands our core and the `mahjong`
package (its three-player options) score alike (issue 27 asks for 20,000 and more).

Run: `.venv/bin/python benchmarks/bench_sanma_oracle.py [-n HANDS] [--seed S]` (default 20,000
hands, half of them under each preset, `tenhou-sanma` and `mahjongsoul-sanma`). The hands are
tests/handgen.py's ``random_table_hand`` (no 2m..8m, no chi, nuki 0..4, kans, red 5p and 5s,
West indicators, every flag); the comparison is tests/test_differential_sanma.py's (han, fu,
payment and yaku; ``nuki_dora`` folded into the package's single Dora row). Prints, per preset
and in all: the hands, the wins among them, the hands that agree, and the first differences.
Needs the test environment (the package is a test-time oracle only).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.test_differential_sanma import SANMA_PRESETS, run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=20_000, help="hands in all (default 20,000)")
    parser.add_argument("--seed", type=int, default=27)
    args = parser.parse_args()
    total = agree = wins = 0
    start = time.perf_counter()
    for index, preset in enumerate(SANMA_PRESETS):
        count = args.n // len(SANMA_PRESETS)
        won, problems, seen = run(seed=args.seed + index, count=count, preset=preset)
        total += count
        agree += count - len(problems)
        wins += won
        print(
            f"{preset}: {count - len(problems):,} of {count:,} hands agree ({won:,} wins; "
            f"nuki in {count - seen['nuki=0']:,}, kans in {seen['kan']:,}, red fives in {seen['red']:,}, "
            f"nuki dora under a West indicator in {seen['nuki_west_dora'] + seen['nuki_west_ura']:,})"
        )
        for line in problems[:10]:
            print("  differs:", line)
    seconds = time.perf_counter() - start
    print(f"in all: {agree:,} of {total:,} random sanma hands agree with the oracle ({wins:,} wins)")
    print(f"{seconds:.1f} s")
    return 0 if agree == total else 1


if __name__ == "__main__":
    sys.exit(main())

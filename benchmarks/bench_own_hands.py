"""Quiz -> Add your hands from a log: time against the number of wins (issue 22).

Queuing the student's own hands looked each one up in the list of hands already waiting, so a
log of 500 / 2,000 / 8,000 wins took 0.7 / 11 / 155 s. The queue now keeps a set beside the
list: the time per win should stay flat as the log grows.

Run: `.venv/bin/python benchmarks/bench_own_hands.py [--compare]`. The wins are a real log's
(tests/data/logs/dnovikoff-example.mjlog, its source in tests/test_logs.py) repeated, each copy
at another honba so that every win is a distinct hand, with one win in ten given twice (the
duplicates must be dropped). Prints, for 500, 2,000 and 8,000 wins: the seconds to queue them
(`QuizController.add_own_hands`, best of three), microseconds per win, and how many were kept.
`--compare` also times the old look-up in a list (up to 2,000 wins: 8,000 takes minutes).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.logs import read_log_file
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.teach.own_hands import log_hands

LOG = Path(__file__).resolve().parent.parent / "tests" / "data" / "logs" / "dnovikoff-example.mjlog"
SIZES = (500, 2_000, 8_000)


def wins(count: int) -> list[HandSpec]:
    """``count`` hands: the real log's wins, copy after copy at honba 0, 1, 2..., one in ten
    followed by itself again."""
    real = log_hands(read_log_file(LOG))
    out: list[HandSpec] = []
    honba = 0
    while len(out) < count:
        for spec in real:
            hand = spec.with_changes(honba=honba)
            out.append(hand)
            if len(out) % 10 == 0:
                out.append(hand)
        honba += 1
    return out[:count]


def best_of_three(run: Callable[[], int]) -> tuple[float, int]:
    times = []
    kept = 0
    for _ in range(3):
        start = time.perf_counter()
        kept = run()
        times.append(time.perf_counter() - start)
    return min(times), kept


def queue_now(specs: list[HandSpec]) -> int:
    return QuizController(seed=1).add_own_hands(specs)


def queue_in_a_list(specs: list[HandSpec]) -> int:
    """The old way, for comparison: ``spec not in`` a list."""
    waiting: list[HandSpec] = []
    for spec in specs:
        if spec not in waiting:
            waiting.append(spec)
    return len(waiting)


def main(argv: list[str]) -> int:
    compare = "--compare" in argv
    head = f"{'wins':>6} {'kept':>6} {'seconds':>9} {'us/win':>8}"
    print(head + ("  list look-up (old)" if compare else ""))
    for count in SIZES:
        specs = wins(count)
        seconds, kept = best_of_three(lambda specs=specs: queue_now(specs))
        row = f"{count:>6} {kept:>6} {seconds:>9.4f} {seconds / count * 1e6:>8.1f}"
        if compare and count <= 2_000:
            old, old_kept = best_of_three(lambda specs=specs: queue_in_a_list(specs))
            assert old_kept == kept
            row += f"  {old:.3f} s"
        print(row)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""``replay``'s time against the log's size: it must stay linear.

    .venv/bin/python benchmarks/bench_replay.py [--runs 3] [--check]

Builds logs of 1, 4, 16 and 64 times the hands of real games (tests/data/logs: a Tenhou mjlog
hanchan and a Mahjong Soul tenhou.net/6 game; the hands repeated, each one a real hand) and
times what ``mjgui replay`` does with each: read the text, follow every hand, score every win
(the best of ``--runs``). Prints, per size, the characters, the hands, the seconds and the
microseconds per 1 000 characters: linear time keeps the last column flat. ``--check`` exits 1
when the largest log costs more than twice as much per character as the 4x one (the 1x log is
too small to time well).
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mjgui.core.logs import check_log, read_log  # noqa: E402
from mjgui.replaycli import replay_text  # noqa: E402

DATA = ROOT / "tests" / "data" / "logs"
SIZES = (1, 4, 16, 64)


def mjlog_times(times: int) -> str:
    text = (DATA / "dnovikoff-example.mjlog").read_text(encoding="utf-8")
    first = text.index("<INIT")
    end = text.rindex("</mjloggm>")
    body = re.sub(r' owari="[^"]*"', "", text[first:end])  # the game ends only once, at the end
    return text[:first] + body * times + "</mjloggm>"


def tenhou6_times(times: int) -> str:
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"] * times
    return json.dumps(data, ensure_ascii=False)


def measure(text: str, runs: int) -> tuple[float, int, int]:
    best = float("inf")
    hands = wins = 0
    for _ in range(runs):
        start = time.perf_counter()
        log = read_log(text)
        checks = check_log(log)
        io.StringIO().write(replay_text(log, checks))
        best = min(best, time.perf_counter() - start)
        hands, wins = len(log.hands), len(checks)
    return best, hands, wins


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--check", action="store_true")
    ns = parser.parse_args(argv)
    worst = 1.0
    for name, build in (("mjlog", mjlog_times), ("tenhou.net/6", tenhou6_times)):
        measure(build(1), 1)  # warm the caches
        print(f"{name}: {'chars':>10} {'hands':>6} {'wins':>6} {'seconds':>9} {'µs/1000 chars':>14}")
        per_char: list[float] = []
        for times in SIZES:
            text = build(times)
            seconds, hands, wins = measure(text, ns.runs)
            per_char.append(seconds / len(text))
            pad = " " * (len(name) + 1)
            micro = per_char[-1] * 1e9  # µs per 1000 characters
            print(f"{pad} {len(text):>10} {hands:>6} {wins:>6} {seconds:>9.3f} {micro:>14.1f}")
        ratio = per_char[-1] / per_char[1]  # against 4x: the 1x log is too small to time well
        worst = max(worst, ratio)
        print(f"{'':{len(name) + 1}} cost per character, {SIZES[-1]}x against {SIZES[1]}x: {ratio:.2f}")
    if ns.check and worst > 2.0:
        print(f"not linear: {worst:.2f}x the cost per character")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

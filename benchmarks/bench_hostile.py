"""Time per kilobyte of hostile input (issue 17): long record lines, big records, long score
lines, game logs of many short logs (a JSON list of them, JSON Lines), answered through the
public core API. Bounded work means the seconds per KB stay flat
(or fall, once a limit refuses the input at once) as the input grows.

Run: `.venv/bin/python benchmarks/bench_hostile.py [MAX_KB]` (default 1000). Prints one row per
input shape and size: the time to answer it (best of three) and seconds per KB; a size whose
tenth took over a second is skipped (and says so).
"""

from __future__ import annotations

import contextlib
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.core.errors import MahjongError
from mjgui.core.game.game import replay
from mjgui.core.game.record import parse_record
from mjgui.core.game.storage import StorageError, load_record
from mjgui.core.logs import LogError, read_log_bytes
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.scoring import score

PLAYERS = "players Aiko Boris Chen Dasha\n"


def _record_line(shape: str, n: int) -> str:
    """One record line of about ``n`` characters."""
    if shape == "long word":
        return "riichi " + "A" * n
    if shape == "many words":
        return "draw tenpai " + "Aiko " * (n // 5)
    if shape == "open quote":
        return 'ron Chen from Aiko hand "' + "1m" * (n // 2)
    if shape == "long comment":
        return "abort # " + "x" * n
    return "ron Chen from Aiko 3 " + "9" * n  # a long number


def _record_file(shape: str, n: int) -> str:
    """A whole record of about ``n`` characters: many short lines."""
    if shape == "many hands":
        return PLAYERS + "ron Chen from Aiko 1 30\n" * (n // 24)
    return PLAYERS + "\n" * n  # blank lines


def _score_words(shape: str, n: int) -> list[str]:
    if shape == "long hand":
        return ["1m" * (n // 2)]
    if shape == "long option":
        return ["234m567p345678s55s", "--dora", "1m," * (n // 3)]
    return ["234m567p345678s55s", "--riichi", *["--tsumo"] * (n // 8)]  # many words


def _answer_record_line(text: str) -> None:
    replay(parse_record(PLAYERS + text + "\n"))


def _answer_record_file(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.mjgame"
        path.write_text(text, encoding="utf-8")
        with contextlib.suppress(StorageError):
            replay(load_record(path))


def _log_file(shape: str, n: int) -> bytes:
    """A tenhou.net/6 file of about ``n`` bytes: many empty logs, as one JSON list on one line or
    one a line (JSON Lines)."""
    count = max(2, n // 11)
    if shape == "list on one line":
        return ("[" + ",".join(['{"log":[]}'] * count) + "]").encode()
    return ('{"log":[]}\n' * count).encode()


def _answer_log(data: bytes) -> None:
    with contextlib.suppress(LogError):
        read_log_bytes(data)


def _answer_score(words: list[str]) -> None:
    try:
        request, _ = parse_score_args(words)
        score(request.spec)
    except MahjongError:
        pass


def _best_of_three(run: Callable[[], None]) -> float:
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    max_kb = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    sizes = [kb for kb in (1, 10, 100, 1000) if kb <= max_kb]
    print(f"{'input':40} {'KB':>6} {'seconds':>9} {'s/KB':>10}")
    rows: list[tuple[str, Callable[[int], Callable[[], None]]]] = []
    for shape in ("long word", "many words", "open quote", "long comment", "long number"):
        rows.append(
            (f"record line: {shape}", lambda n, s=shape: lambda: _answer_record_line(_record_line(s, n)))
        )
    for shape in ("many hands", "blank lines"):
        rows.append(
            (f"record file: {shape}", lambda n, s=shape: lambda: _answer_record_file(_record_file(s, n)))
        )
    for shape in ("long hand", "long option", "many words"):
        rows.append((f"score line: {shape}", lambda n, s=shape: lambda: _answer_score(_score_words(s, n))))
    for shape in ("list on one line", "one a line"):
        rows.append((f"game log: {shape}", lambda n, s=shape: lambda: _answer_log(_log_file(s, n))))
    for label, make in rows:
        seconds = 0.0
        for kb in sizes:
            if seconds > 1.0:  # ten times the input would take minutes: say so instead
                print(f"{label:40} {kb:6d}   skipped: {seconds:.1f} s at a tenth of this size")
                continue
            seconds = _best_of_three(make(kb * 1000))
            print(f"{label:40} {kb:6d} {seconds:9.4f} {seconds / kb:10.6f}", flush=True)


if __name__ == "__main__":
    main()

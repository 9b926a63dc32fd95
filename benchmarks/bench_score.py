"""Scoring speed: our core against the `mahjong` package on one random corpus, and waits timing.

Prints, for the same N random winning hands (default 5,000):
- in process (CPU time, best of 5): hands/s of our core (every reading, every fu item) and of
  the package's call alone (inputs prepared beforehand), and the ratio; goal: the core at 2x
  the package's hands/s;
- whole process (wall and CPU time, best of 5): `python -m mjgui score --batch` over the hands
  as score lines, against a plain script that reads the same lines and calls the package
  (HandCalculator) on each, printing a JSON line too; goal: our time at most half of the
  script's (both with their bytecode written beforehand, as installed packages have it);
- the median time to compute the waits (with every winning tile's ron and tsumo value) of a
  13-tile hand;
- with ``--instructions`` (valgrind installed): the whole-process runs once more each under
  callgrind, and the instructions each ran, with their ratio: a figure that does not move with
  the machine's load (the times above move by 10-20 % on a shared machine).
Every process runs in English (``LANG=C.UTF-8``, the other language variables unset:
:func:`english_env`): on a Russian system ``score`` would otherwise answer in Russian, another
run than the one measured and checked byte for byte (tools/score_answers.py).
Run: `make bench` or `.venv/bin/python benchmarks/bench_score.py [N] [--instructions]`
(``--instructions-only``: that figure alone).
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.core.quietparser import english_env
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.tiles import format_tiles
from mjgui.core.scoring.waits import waits
from tests.handgen import random_hand
from tests.oracle import call, prepare

WINDS = "ESWN"

#: The plain script the whole-process figure compares with: reads score lines (the same words
#: our CLI reads) with a simple loop, calls the package and prints one JSON line per hand.
PACKAGE_SCRIPT = r"""
import json, sys
from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld

SUITS, WINDS = "mpsz", "ESWN"
FLAGS = {"--tsumo": "is_tsumo", "--riichi": "is_riichi", "--double-riichi": "is_daburu_riichi",
         "--ippatsu": "is_ippatsu", "--rinshan": "is_rinshan", "--chankan": "is_chankan",
         "--haitei": "is_haitei", "--houtei": "is_houtei", "--tenhou": "is_tenhou",
         "--chiihou": "is_chiihou", "--renhou": "is_renhou"}
OPTIONS = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=True,
                        fu_for_open_pinfu=True, fu_for_pinfu_tsumo=False)
calculator = HandCalculator()


def kinds(text):
    out, digits = [], []
    for c in text:
        if c.isdigit():
            digits.append(int(c))
        else:
            suit = SUITS.index(c)
            out += [(suit * 9 + (4 if d == 0 else d - 1), d == 0) for d in digits]
            digits = []
    return out


def main():
    for line in sys.stdin:
        words = line.split()
        used = [0] * 34
        def ids(text):
            out = []
            for kind, red in kinds(text):
                if red:
                    out.append(kind * 4)
                else:
                    copy = used[kind] + (1 if kind in (4, 13, 22) else 0)
                    used[kind] += 1
                    out.append(kind * 4 + min(copy, 3))
            return out
        hand = ids(words[0])
        win_kind = hand[-1] // 4
        tiles, melds, dora, ura, config = list(hand), [], [], [], {}
        seat = rnd = honba = sticks = 0
        i = 1
        while i < len(words):
            w = words[i]
            if w in FLAGS:
                config[FLAGS[w]] = True
            elif w in ("--chi", "--pon", "--kan", "--ankan"):
                i += 1
                meld = ids(words[i])
                tiles += meld
                kind = {"--chi": Meld.CHI, "--pon": Meld.PON}.get(w, Meld.KAN)
                melds.append(Meld(meld_type=kind, tiles=meld, opened=w != "--ankan"))
            else:
                i += 1
                v = words[i]
                if w == "--win":
                    win_kind = kinds(v)[0][0]
                elif w == "--dora":
                    dora = ids(v.replace(",", ""))
                elif w == "--ura":
                    ura = ids(v.replace(",", ""))
                elif w == "--seat":
                    seat = WINDS.index(v)
                elif w == "--round":
                    rnd = WINDS.index(v)
                elif w == "--honba":
                    honba = int(v)
                elif w == "--sticks":
                    sticks = int(v)
            i += 1
        win = next(t for t in hand if t // 4 == win_kind)
        cfg = HandConfig(player_wind=EAST + seat, round_wind=EAST + rnd, tsumi_number=honba,
                         kyoutaku_number=sticks, options=OPTIONS, **config)
        res = calculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                             ura_dora_indicators=ura or None, config=cfg)
        if res.error:
            out = {"ok": False, "error": str(res.error)}
        else:
            out = {"ok": True, "han": res.han, "fu": res.fu, "cost": res.cost,
                   "yaku": [y.name for y in res.yaku],
                   "fu_details": [[d["fu"], d["reason"]] for d in res.fu_details or ()]}
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")


main()
"""


def score_line(spec: HandSpec) -> str:
    """The hand as one ``score`` line."""
    words = [format_tiles(spec.concealed), "--win", spec.win_tile.code]
    for meld in spec.melds:
        words += [f"--{meld.kind}", format_tiles(meld.tiles)]
    for flag in ("tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei"):
        if getattr(spec, flag):
            words.append("--" + flag.replace("_", "-"))
    for flag in ("tenhou", "chiihou"):
        if getattr(spec, flag):
            words.append("--" + flag)
    words += ["--seat", WINDS[spec.seat], "--round", WINDS[spec.round_wind]]
    if spec.dora:
        words += ["--dora", ",".join(t.code for t in spec.dora)]
    if spec.ura:
        words += ["--ura", ",".join(t.code for t in spec.ura)]
    words += ["--honba", str(spec.honba), "--sticks", str(spec.sticks)]
    return " ".join(words)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


#: the variables that choose the language of a command given no ``--lang``
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _best_run(args: list[str], stdin: Path, rounds: int) -> tuple[float, float, int]:
    """Best wall time and best CPU time (user + system) of ``rounds`` runs, and the lines out."""
    wall = cpu = float("inf")
    lines = 0
    for _ in range(rounds):
        with stdin.open("rb") as feed:
            c0, t0 = _children_cpu(), time.perf_counter()
            proc = subprocess.run(args, stdin=feed, env=english_env(), capture_output=True, check=True)
            wall = min(wall, time.perf_counter() - t0)
            cpu = min(cpu, _children_cpu() - c0)
        lines = proc.stdout.count(b"\n")
    return wall, cpu, lines


def _compile_bytecode() -> None:
    """Write our modules' bytecode, as an installed package has it (pip compiles the
    package's at install): with PYTHONDONTWRITEBYTECODE set, as on the development machine,
    every run would otherwise compile every module of ours from its source (about 25 ms)."""
    root = Path(__file__).resolve().parent.parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "mjgui")], check=True)


def _instructions(args: list[str], stdin: Path | None) -> int:
    """Instructions the program runs (every process start to exit), counted by callgrind."""
    env = english_env()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *args]
    with stdin.open("rb") if stdin else open(os.devnull, "rb") as feed:
        proc = subprocess.run(cmd, stdin=feed, env=env, capture_output=True, text=True, check=True)
    for line in proc.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    raise SystemExit(f"no instruction count in:\n{proc.stderr[-2000:]}")


def _write_inputs(folder: str, corpus: list[HandSpec]) -> tuple[Path, Path]:
    """The corpus as score lines, and the package's script, written in ``folder``."""
    lines = Path(folder) / "lines.txt"
    lines.write_text("".join(score_line(spec) + "\n" for spec in corpus), encoding="utf-8")
    script = Path(folder) / "package_batch.py"
    script.write_text(PACKAGE_SCRIPT, encoding="utf-8")
    return lines, script


def whole_process_instructions(corpus: list[HandSpec]) -> None:
    """The whole-process runs under callgrind: the same counts at every run."""
    _compile_bytecode()
    with tempfile.TemporaryDirectory(prefix="mjgui-bench-") as folder:
        lines, script = _write_inputs(folder, corpus)
        ours = _instructions([sys.executable, "-m", "mjgui", "score", "--batch"], lines)
        theirs = _instructions([sys.executable, str(script)], lines)
        # the same two programs given no line: their start and exit alone
        start = _instructions([sys.executable, "-m", "mjgui", "score", "--batch"], None)
        start_theirs = _instructions([sys.executable, str(script)], None)
    print(f"whole process, {len(corpus)} score lines, instructions (callgrind, millions):")
    per_line = (ours - start) / len(corpus) / 1e3
    print(f"  mjgui score --batch:          {ours / 1e6:8.0f}   ({per_line:.0f} k a line)")
    print(
        f"  plain script + mahjong:       {theirs / 1e6:8.0f}   "
        f"({(theirs - start_theirs) / len(corpus) / 1e3:.0f} k a line)"
    )
    print(f"  ratio (ours / theirs):        {ours / theirs:8.2f}   (goal: at most 0.50)")
    print(f"  no line (start and exit): ours {start / 1e6:7.0f}")
    print(f"  no line: the script's          {start_theirs / 1e6:7.0f}")


def whole_process(corpus: list[HandSpec], rounds: int = 5) -> None:
    _compile_bytecode()
    with tempfile.TemporaryDirectory(prefix="mjgui-bench-") as folder:
        lines, script = _write_inputs(folder, corpus)
        ours = theirs = (float("inf"), float("inf"))
        for _ in range(rounds):  # interleaved: the machine's other load hits both alike
            wall, cpu, n_ours = _best_run([sys.executable, "-m", "mjgui", "score", "--batch"], lines, 1)
            ours = (min(ours[0], wall), min(ours[1], cpu))
            wall, cpu, n_theirs = _best_run([sys.executable, str(script)], lines, 1)
            theirs = (min(theirs[0], wall), min(theirs[1], cpu))
        nothing = Path(os.devnull)  # the same two programs given no line: their start and exit alone
        start = _best_run([sys.executable, "-m", "mjgui", "score", "--batch"], nothing, rounds)
        start_theirs = _best_run([sys.executable, str(script)], nothing, rounds)
    assert n_ours == n_theirs == len(corpus), (n_ours, n_theirs)
    print(f"whole process, {len(corpus)} score lines (best of {rounds}; wall / CPU seconds):")
    print(f"  mjgui score --batch:          {ours[0]:6.2f} / {ours[1]:5.2f}")
    print(f"  plain script + mahjong:       {theirs[0]:6.2f} / {theirs[1]:5.2f}")
    print(
        f"  ratio (ours / theirs):        {ours[0] / theirs[0]:6.2f} / {ours[1] / theirs[1]:5.2f}"
        "   (goal: at most 0.50)"
    )
    print(f"  no line (start and exit): ours {start[0]:5.2f} / {start[1]:5.2f}")
    print(f"  no line: the script's          {start_theirs[0]:5.2f} / {start_theirs[1]:5.2f}")


def in_process(corpus: list[HandSpec]) -> None:
    prepared = [prepare(spec) for spec in corpus]  # the package's input, built outside the timing
    call(prepared[0])
    score(corpus[0])
    ours = theirs = float("inf")
    for _ in range(5):  # interleaved rounds, best of each, in CPU time (the machine is shared)
        t0 = time.process_time()
        for spec in corpus:
            score(spec)
        ours = min(ours, time.process_time() - t0)
        t0 = time.process_time()
        for args in prepared:
            call(args)
        theirs = min(theirs, time.process_time() - t0)
    n = len(corpus)
    print(f"in process, {n} random winning hands (open/closed, kans, red fives, every flag):")
    print(f"  mjgui core:      {n / ours:9.0f} hands/s  (every reading, every fu item)")
    print(f"  mahjong package: {n / theirs:9.0f} hands/s")
    print(f"  ratio:           {theirs / ours:9.2f}x   (goal: at least 2.00)")


def waits_timing(corpus: list[HandSpec]) -> None:
    tenpai = []
    for spec in corpus:
        if len(tenpai) >= 300:
            break
        tiles = list(spec.concealed)
        tiles.remove(next(t for t in tiles if t.kind == spec.win_tile.kind))
        tenpai.append(spec.with_changes(concealed=tuple(tiles)))
    samples = []
    for spec in tenpai:  # CPU time: on a shared machine a wall-clock sample may wait its turn
        t0 = time.process_time()
        waits(spec)
        samples.append((time.process_time() - t0) * 1000)
    print(
        f"waits of a 13-tile hand with values: median {statistics.median(samples):.2f} ms, "
        f"p95 {sorted(samples)[int(len(samples) * 0.95)]:.2f} ms ({len(samples)} hands)"
    )


def main() -> None:
    options = {"--instructions", "--instructions-only"}
    args = [a for a in sys.argv[1:] if a not in options]
    n = int(args[0]) if args else 5000
    rng = random.Random(2026)
    corpus = [random_hand(rng) for _ in range(n)]
    if "--instructions-only" in sys.argv[1:]:
        whole_process_instructions(corpus)
        return
    in_process(corpus)
    whole_process(corpus)
    if "--instructions" in sys.argv[1:]:
        whole_process_instructions(corpus)
    waits_timing(corpus)


if __name__ == "__main__":
    main()

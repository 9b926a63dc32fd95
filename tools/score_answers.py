"""Every answer of ``score``, saved once and compared after a change, byte for byte.

A change to how ``score`` reads its words or writes its JSON (one table of options, one JSON
writer...) must not change a single answer. This script makes the lines that show it:

- the 5,000 score lines of ``benchmarks/bench_score.py`` (its generator, its seed), once as they
  are and once with ``--lang ru``;
- N randomly mutated lines (default 20,000, a fixed seed) with errors of every kind: words
  dropped, doubled, swapped or replaced (abbreviations, ``--x=y``, values that start with "-",
  unknown options), characters changed (quotes, ``#``, letters outside ASCII), blank lines,
  comments, lines too long, bytes that are not UTF-8, ``--explain``, ``--rule-option``...

and gets each line's answer twice: from ``mjgui score --batch`` (all lines in one process) and
as a single ``mjgui score WORDS`` call gives it (its exit status and JSON), and ``score --help``.
The answers are computed by the checkout given (``--root``, default this one) in processes of
its own, so the answers of another branch can be saved and compared with this one's. They run
in English whatever the system's language (``LANG=C.UTF-8``, ``LANGUAGE``, ``LC_ALL`` and
``LC_MESSAGES`` unset: :func:`english_env`), as the saved answers were: ``score`` speaks the
system's language when no ``--lang`` is given.

Run: ``.venv/bin/python tools/score_answers.py save /tmp/answers.json [--root /work/main]``, then
after the change ``.venv/bin/python tools/score_answers.py compare /tmp/answers.json``: it prints
the number of lines compared and every line whose answer differs (exit status 1 if any).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mjgui.core.quietparser import english_env  # noqa: E402  (after the checkout is on the path)

#: Words a mutation puts in: option names (whole, abbreviated, with "="), values good and bad.
VOCABULARY = [
    "--chi", "--pon", "--kan", "--ankan", "--win", "--tsumo", "--riichi", "--double-riichi",
    "--ippatsu", "--rinshan", "--chankan", "--haitei", "--houtei", "--tenhou", "--chiihou",
    "--renhou", "--seat", "--round", "--dora", "--ura", "--honba", "--sticks", "--renchan",
    "--from", "--rules", "--rule-option", "--lang", "--explain", "--batch", "--ri", "--ts",
    "--do", "--se", "--r", "--seat=S", "--lang=ru", "--honba=2", "--dora=1m", "--nope", "-x",
    "-h", "--", "-", "-1", "--honba", "1e3", "E", "S", "W", "N", "e", "x", "east", "0", "1", "2",
    "99", "100", "-3", "ema", "seed", "SEED", "nope", "ru", "en", "de", "1m", "0p", "5s", "9z",
    "1m,2m", "1m,,0s", "8z", "123m", "406p", "777z", "8888s", "1111z", "124s", "0m", "11z",
    "kuitan=off", "aka=0", "honba_ron=1500", "nope=1", "kuitan", "=", "#", "'", '"', "\\",
]  # fmt: skip
#: Characters a mutation puts in a word.
CHARACTERS = "0123456789mpszx-,=#'\"\\ é\t日"


def bench_lines() -> list[str]:
    """The 5,000 lines of ``bench_score.py``: its generator, its seed."""
    from benchmarks.bench_score import score_line
    from tests.handgen import random_hand

    rng = random.Random(2026)
    return [score_line(random_hand(rng)) for _ in range(5000)]


def _mutate_words(rng: random.Random, words: list[str]) -> list[str]:
    words = list(words)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        what = rng.randrange(10)
        at = rng.randrange(len(words) + 1)
        values = [i for i in range(1, len(words)) if words[i - 1].startswith("--") and words[i][:1] != "-"]
        if what >= 8 and values:  # an option's value replaced (a value of another option, a bad one)
            words[rng.choice(values)] = rng.choice([w for w in VOCABULARY if w[:1] != "-"])
        elif what == 0 and words:
            del words[min(at, len(words) - 1)]
        elif what == 1 and words:
            words.insert(at, words[min(at, len(words) - 1)])
        elif what == 2 and len(words) > 1:
            i, j = rng.randrange(len(words)), rng.randrange(len(words))
            words[i], words[j] = words[j], words[i]
        elif what == 3:
            words.insert(at, rng.choice(VOCABULARY))
        elif what in (4, 5) and words:
            words[min(at, len(words) - 1)] = rng.choice(VOCABULARY)
        elif words:  # a character changed, dropped or added
            i = min(at, len(words) - 1)
            word = words[i]
            k = rng.randrange(len(word) + 1)
            c = rng.choice(CHARACTERS)
            head, tail = word[:k], word[k + 1 :]
            words[i] = rng.choice((head + c + tail, head + tail, head + c + word[k:]))
    return words


def mutated_lines(base: list[str], n: int, seed: int) -> list[bytes]:
    """``n`` lines made from ``base`` with errors of every kind (see the module's text)."""
    rng = random.Random(seed)
    out: list[bytes] = []
    while len(out) < n:
        words = rng.choice(base).split()
        roll = rng.random()
        if roll < 0.03:
            out.append(rng.choice([b"", b"   ", b"\t", b"# a comment", b"  #x --riichi"]))
            continue
        if roll < 0.05:  # too long: in characters, and past the byte limit
            out.append((" ".join(words) + " --riichi" * rng.choice((120, 500))).encode())
            continue
        if roll < 0.07:  # bytes that are not UTF-8
            line = " ".join(words).encode()
            k = rng.randrange(len(line) + 1)
            out.append(line[:k] + rng.choice([b"\xff", b"\xc3", b"\xe9t\xe9"]) + line[k:])
            continue
        extra = rng.random()
        if extra < 0.08:
            words.append("--explain")
        elif extra < 0.14:
            option = rng.choice(["kuitan=off", "aka=0", "honba_ron=1500", "nope=1", "kuitan"])
            words += ["--rule-option", option]
        elif extra < 0.2:
            words += ["--lang", "ru"]
        elif extra < 0.23:
            words += ["--rules", rng.choice(["ema", "seed", "nope"])]
        if rng.random() < 0.92:
            words = _mutate_words(rng, words)
        line = " ".join(words)
        if rng.random() < 0.03:
            line += "\r"
        out.append(line.encode())
    return out


#: Run in the checkout compared: one single ``score`` call per line (its status and JSON), as
#: ``mjgui score WORDS`` gives it (the words as a shell without quotes splits the line).
_SINGLE = r"""
import json, sys
from mjgui.cli import _dump, score_command
out = []
for raw in open(sys.argv[1], "rb").read().split(b"\n"):
    words = raw.decode("utf-8", "surrogateescape").split()
    if "--batch" in words or "-h" in words or "--help" in words:
        out.append(None)
        continue
    status, obj = score_command(words)
    out.append([status, _dump(obj)])
sys.stdout.write(json.dumps(out, ensure_ascii=False))
"""


def answers(root: Path, lines: list[bytes]) -> dict[str, object]:
    """Each line's batch answer and single answer, and the help, from the checkout at ``root``,
    in English whatever the system's language (:func:`english_env`)."""
    env = english_env(PYTHONPATH=str(root), PYTHONUTF8="1")
    with tempfile.TemporaryDirectory(prefix="mjgui-answers-") as folder:
        stdin = Path(folder) / "lines.txt"
        stdin.write_bytes(b"\n".join(lines) + b"\n")
        run = [sys.executable, "-m", "mjgui", "score", "--batch"]
        with stdin.open("rb") as feed:
            batch = subprocess.run(run, stdin=feed, cwd=root, env=env, capture_output=True, check=True).stdout
        single_run = [sys.executable, "-c", _SINGLE, str(stdin)]
        single = subprocess.run(single_run, cwd=root, env=env, capture_output=True, check=True).stdout
    help_run = [sys.executable, "-m", "mjgui", "score", "--help"]
    help_text = subprocess.run(help_run, cwd=root, env=env, capture_output=True, check=True).stdout
    batch_lines = batch.decode("utf-8").split("\n")
    assert batch_lines[-1] == "" and len(batch_lines) == len(lines) + 1, len(batch_lines)
    return {
        "lines": [line.decode("utf-8", "surrogateescape") for line in lines],
        "batch": batch_lines[:-1],
        "single": json.loads(single.decode("utf-8")),
        "help": help_text.decode("utf-8"),
    }


def all_lines(n: int, seed: int) -> list[bytes]:
    base = bench_lines()
    plain = [line.encode() for line in base]
    russian = [(line + " --lang ru").encode() for line in base]
    return plain + russian + mutated_lines(base, n, seed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("save", "compare"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose answers are taken")
    parser.add_argument("-n", type=int, default=20_000, help="mutated lines (default 20,000)")
    parser.add_argument("--seed", type=int, default=26)
    args = parser.parse_args()
    lines = all_lines(args.n, args.seed)
    found = answers(args.root.resolve(), lines)
    if args.action == "save":
        args.file.write_text(json.dumps(found), encoding="utf-8")
        print(f"{len(lines)} lines: batch and single answers saved in {args.file}")
        return 0
    saved = json.loads(args.file.read_text(encoding="utf-8"))
    if saved["lines"] != found["lines"]:
        print("the lines differ from the saved ones (another -n or --seed?)")
        return 2
    differ = 0
    for kind in ("batch", "single"):
        for i, (old, new) in enumerate(zip(saved[kind], found[kind], strict=True)):
            if old != new:
                differ += 1
                if differ <= 20:
                    print(f"{kind} line {i + 1}: {found['lines'][i]!r}\n  was: {old}\n  now: {new}")
    same_help = saved["help"] == found["help"]
    print(f"{len(lines)} lines, batch and single: {differ} answers differ; the same help: {same_help}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

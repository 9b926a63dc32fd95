"""Write ``mjgui/dataclass_code_table.py``: the text of every method ``dataclasses`` writes for
mjgui's classes at a start, as ordinary module code (``make generated``).

Python 3.11's ``dataclasses._create_fn`` writes each generated method (``__init__``, ``__repr__``,
``__eq__``, a frozen class's ``__setattr__``/``__delattr__``, ``__hash__``) as source text and
compiles it at every start. This tool starts the app from the source tree in fresh processes —
the window on the empty desk and on a hand, offscreen, to its first frame, and ``score`` on a hand
— records each text ``_create_fn`` compiles (its ``exec``) for a class of mjgui, and writes them all, sorted,
into one module: each text as it is (a ``def __create_fn__``), its code stored under the text.
Python compiles that module once into its bytecode cache (the bundle ships it compiled);
:mod:`mjgui.dataclass_code` looks the texts up at a start instead of compiling them. The app's own
wrapper is kept out of those processes, so that every text is compiled and seen.

Run: ``.venv/bin/python tools/make_dataclass_code.py`` (writes the module), ``--check`` (exit status
1 when the committed module differs). ``tests/test_dataclass_code.py`` fails when it is stale.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import json
import os
import subprocess
import sys
import tempfile
import typing
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import CodeType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generated import write_or_check  # noqa: E402  (tools/, beside this script)

from mjgui.dataclass_code import fingerprint, own_named_tuple_meta_new  # noqa: E402

TARGET = ROOT / "mjgui" / "dataclass_code_table.py"
HAND = ("234m567p3467888s5s", "--riichi")

#: Put in front of the app in each recording process: every text compiled for a class of mjgui is
#: kept, and written by ``dump()`` to the file named by argv[1].
RECORDER = """
import collections, dataclasses, json, os, sys

import mjgui.dataclass_code

texts = set()
new_texts = set()

def recording_exec(source, globals=None, locals=None):
    if str((globals or {}).get("__name__", "")).startswith("mjgui."):
        texts.add(source)
    return exec(source, globals, locals)

def recording_eval(source, globals=None, locals=None):
    frame = sys._getframe(1)  # collections.namedtuple, then typing's NamedTuple or the module
    while frame is not None and frame.f_globals.get("__name__") in ("collections", "typing"):
        frame = frame.f_back
    if frame is not None and str(frame.f_globals.get("__name__", "")).startswith("mjgui."):
        new_texts.add(source)
    return eval(source, globals, locals)

def dump():
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"create_fn": sorted(texts), "new": sorted(new_texts)}, f)

OUT = sys.argv.pop(1)
dataclasses.exec = recording_exec  # the name _create_fn calls, looked up in its module first
collections.eval = recording_eval  # the name namedtuple calls, looked up in its module first
mjgui.dataclass_code.install = lambda: False  # every text compiled, none taken from the table
"""
#: The window to its first frame (then it ends there).
WINDOW = """
import mjgui.gui.startup as startup

def first_frame(label):
    if label == "first-frame":
        dump()
        os._exit(0)

startup.trace_startup = first_frame
from mjgui.app import main
main(sys.argv[1:])
"""
#: ``score`` on a hand, to its answer.
SCORE = """
import io
from mjgui.cli import main
sys.stdout = io.StringIO()
main(["score", *sys.argv[1:]])
dump()
"""
#: The starts recorded: (driver, words).
STARTS: tuple[tuple[str, tuple[str, ...]], ...] = ((WINDOW, ()), (WINDOW, HAND), (SCORE, HAND))


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MJGUI_", "LC_", "LANG"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_DATA_HOME=str(home / "data"),
        MJGUI_TILE_CACHE="off",
        PYTHONDONTWRITEBYTECODE="1",
    )
    return env


def collect() -> tuple[list[str], list[str]]:
    """Every text ``_create_fn`` is given for a class of mjgui at the starts of :data:`STARTS`,
    and every text ``collections.namedtuple`` evaluates for a named tuple of mjgui there."""
    texts: set[str] = set()
    new_texts: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="mjgui-dataclass-code-") as tmp_name:
        tmp = Path(tmp_name)
        for i, (driver, words) in enumerate(STARTS):
            out = tmp / f"texts-{i}.json"
            proc = subprocess.run(
                [sys.executable, "-c", RECORDER + driver, str(out), *words],
                env=_env(tmp),
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=300,
            )
            if proc.returncode != 0 or not out.exists():
                raise SystemExit(
                    f"recording {' '.join(words) or 'the empty desk'} failed:\n{proc.stderr[-2000:]}"
                )
            seen = json.loads(out.read_text(encoding="utf-8"))
            texts |= set(seen["create_fn"])
            new_texts |= set(seen["new"])
    return sorted(texts), sorted(new_texts)


HEADER = '''"""The methods ``dataclasses`` writes for mjgui's classes at a start, as module code: generated
by tools/make_dataclass_code.py; do not edit (``make generated``).

Each ``def __create_fn__`` below is, character for character, a text Python {major}.{minor}'s
``dataclasses._create_fn`` compiles for one method of a class of mjgui that a start imports; its
code is kept in ``CODE`` under that text. Python compiles this module once into its bytecode cache
(the bundle ships it compiled), and mjgui.dataclass_code takes the code from here instead of
compiling the text at every start. Not formatted nor linted: the texts must stay as they are.
"""

PYTHON = ({major}, {minor})
#: mjgui.dataclass_code.fingerprint(dataclasses._create_fn.__code__) of the Python that wrote this
CREATE_FN = {create_fn}

CODE = {{}}
'''

NEW_HEADER = """

# The __new__ of mjgui's named tuples: each lambda below is, character for character, the text
# Python {major}.{minor}'s collections.namedtuple evaluates for one named tuple a start makes.

#: mjgui.dataclass_code.fingerprint(collections.namedtuple.__code__) of the Python that wrote this,
#: its module compiled as Python runs it and without docstrings and asserts (the bundle's optimize=2)
NAMEDTUPLE = {namedtuple}
#: the same of typing.NamedTupleMeta.__new__, which mjgui.dataclass_code copies (but for the one
#: statement that sets a named tuple's bases again)
NAMEDTUPLE_META = {meta}

NEW = {{}}
"""


def namedtuple_fingerprints() -> tuple[tuple[object, ...], ...]:
    """The fingerprints of ``collections.namedtuple`` as this Python runs it and as its module is
    compiled at ``optimize=2`` (the bundle's bytecode: its docstrings are left out)."""
    path = Path(collections.__file__)
    source = path.read_text(encoding="utf-8")
    found = [fingerprint(collections.namedtuple.__code__)]
    for level in (0, 2):
        namespace: dict[str, object] = {"__name__": "collections", "__builtins__": __builtins__}
        exec(compile(source, str(path), "exec", dont_inherit=True, optimize=level), namespace)
        code = namespace["namedtuple"].__code__  # type: ignore[attr-defined]
        if fingerprint(code) not in found:
            found.append(fingerprint(code))
    return tuple(found)


def named_tuple_meta_fingerprints() -> tuple[tuple[object, ...], ...]:
    """The fingerprints of ``typing.NamedTupleMeta.__new__`` as this Python runs it and as its
    module is compiled at ``optimize=0`` and ``optimize=2`` (found in the module's code, not run)."""
    running = own_named_tuple_meta_new()
    if running is None:
        raise SystemExit("typing.NamedTupleMeta.__new__ is not typing's own: nothing to fingerprint")
    found = [fingerprint(running)]
    path = Path(typing.__file__)
    source = path.read_text(encoding="utf-8")
    for level in (0, 2):
        module = compile(source, str(path), "exec", dont_inherit=True, optimize=level)
        meta = next(c for c in module.co_consts if isinstance(c, CodeType) and c.co_name == "NamedTupleMeta")
        code = next(c for c in meta.co_consts if isinstance(c, CodeType) and c.co_name == "__new__")
        if fingerprint(code) not in found:
            found.append(fingerprint(code))
    return tuple(found)


def generate(texts: Iterable[str], new_texts: Iterable[str] = ()) -> str:
    """The table module's source for these texts (and these named tuples' ``__new__`` texts)."""
    create_fn = fingerprint(dataclasses._create_fn.__code__)  # type: ignore[attr-defined]
    parts = [HEADER.format(major=sys.version_info[0], minor=sys.version_info[1], create_fn=repr(create_fn))]
    for text in sorted(set(texts)):
        compile(text, "<string>", "exec")  # a text that is not one def would break the module
        if not text.startswith("def __create_fn__(") or "\n" + "def " in text or text.endswith("\n"):
            raise ValueError(f"not a text of dataclasses._create_fn: {text[:80]!r}")
        parts.append(f"\n{text}\n\nCODE[{text!r}] = __create_fn__.__code__\n")
    parts.append("\ndel __create_fn__\n" if len(parts) > 1 else "")
    new_sorted = sorted(set(new_texts))
    if new_sorted:
        namedtuple = namedtuple_fingerprints()
        parts.append(
            NEW_HEADER.format(
                major=sys.version_info[0],
                minor=sys.version_info[1],
                namedtuple=repr(namedtuple),
                meta=repr(named_tuple_meta_fingerprints()),
            )
        )
    for text in new_sorted:
        compile(text, "<string>", "eval")
        if not text.startswith("lambda _cls, ") or "\n" in text:
            raise ValueError(f"not a text of collections.namedtuple: {text[:80]!r}")
        # the lambda alone on its line, from its first column, as eval reads its text
        parts.append(f"\nNEW[{text!r}] = (\n{text}\n).__code__\n")
    return "".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed module differs")
    args = parser.parse_args(argv)
    text = generate(*collect())
    return write_or_check(TARGET, text, check=args.check, stale="what a start compiles", root=ROOT)


if __name__ == "__main__":
    sys.exit(main())

"""Mutation testing of the scoring core: would the tests notice a small change in the code?

    .venv/bin/python tools/mutate.py [--module mjgui/core/scoring/fu.py ...] [--only LINE] [-j N]

A small AST mutator (mutmut cannot reach the cached functions of ``fu.py`` nor the tables
``yaku.py`` builds at import). For each module it makes one mutant per place: a comparison
turned (``<`` to ``<=``, ``==`` to ``!=``, ``in`` to ``not in``...), an arithmetic operator
swapped, a number plus one, ``True``/``False`` swapped, ``and``/``or`` swapped, a ``not``
dropped, a string changed, ``break``/``continue`` swapped. Each mutant runs in a forked child:
the module's source is executed again in its own namespace, its functions get the mutated
code in place (so every module that imported them sees it), its classes keep their identity,
module-level tables are rebuilt, and every cache is cleared; then the fast core tests run
(``-x``, the differential test sized down with ``MJGUI_DIFFERENTIAL_HANDS``). A mutant whose
tests fail, or that runs past the time limit (an endless loop), is killed; one whose tests pass
survived. A line marked ``# pragma: no mutate`` is skipped.

Prints every survivor with its line, and the score per module; exit status 1 when a module is
below ``--min`` percent (default 0: report only). `make mutate` runs it. The survivors that
are equivalent (no test could tell them apart) are listed in docs/mutation.md.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import importlib
import inspect
import os
import select
import signal
import sys
import time
import types
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGETS = ("mjgui/core/scoring/fu.py", "mjgui/core/scoring/points.py", "mjgui/core/scoring/yaku.py")
TESTS = (
    "tests/test_fu.py",
    "tests/test_points.py",
    "tests/test_yaku.py",
    "tests/test_validation.py",
    "tests/test_differential.py",
    "tests/test_explain.py",
    "tests/test_game.py",
)
DIFFERENTIAL_HANDS = "600"
SKIP = "pragma: no mutate"

_COMPARE = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_BINARY = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.Pow: ast.Mult,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
    ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr,
    ast.BitXor: ast.BitOr,
}


@dataclass(frozen=True)
class Mutant:
    module: str  # path relative to the repository
    index: int
    line: int
    what: str


class _Mutator(ast.NodeTransformer):
    """Counts the places a mutation can go; applies the one numbered ``target`` (-1: none)."""

    def __init__(self, target: int, skipped: set[int]) -> None:
        self.target = target
        self.skipped = skipped
        self.count = 0
        self.places: list[tuple[int, str]] = []
        self.applied: tuple[int, str] | None = None

    def _place(self, node: ast.AST, what: str) -> bool:
        line = getattr(node, "lineno", 0)
        if line in self.skipped:
            return False
        index = self.count
        self.count += 1
        self.places.append((line, what))
        if index == self.target:
            self.applied = (line, what)
            return True
        return False

    # annotations and docstrings are not code that runs
    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.body = self._body(node.body)
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        node.args.defaults = [self.visit(d) for d in node.args.defaults]
        return node

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        node.body = self._body(node.body)
        return node

    def visit_Module(self, node: ast.Module) -> ast.AST:
        node.body = self._body(node.body)
        return node

    def _body(self, body: list[ast.stmt]) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for i, stmt in enumerate(body):
            docstring = i == 0 and isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            if docstring or isinstance(stmt, ast.Import | ast.ImportFrom):
                out.append(stmt)
                continue
            if isinstance(stmt, ast.AnnAssign):
                if stmt.value is not None:
                    stmt.value = self.visit(stmt.value)
                out.append(stmt)
                continue
            out.append(self.visit(stmt))
        return out

    def visit_arg(self, node: ast.arg) -> ast.AST:
        return node

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        for i, op in enumerate(node.ops):
            other = _COMPARE.get(type(op))
            if other and self._place(node, f"{_sym(op)} -> {_sym(other())}"):
                node.ops[i] = other()
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        other = _BINARY.get(type(node.op))
        if other and self._place(node, f"{_sym(node.op)} -> {_sym(other())}"):
            node.op = other()
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        other = _BINARY.get(type(node.op))
        if other and self._place(node, f"{_sym(node.op)}= -> {_sym(other())}="):
            node.op = other()
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        other = ast.Or if isinstance(node.op, ast.And) else ast.And
        if self._place(node, f"{_sym(node.op)} -> {_sym(other())}"):
            node.op = other()
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Not | ast.USub) and self._place(node, f"{_sym(node.op)}x -> x"):
            return node.operand
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        value = node.value
        if isinstance(value, bool):
            if self._place(node, f"{value} -> {not value}"):
                return ast.copy_location(ast.Constant(not value), node)
        elif isinstance(value, int):
            if self._place(node, f"{value} -> {value + 1}"):
                return ast.copy_location(ast.Constant(value + 1), node)
        elif isinstance(value, str) and value and self._place(node, f"{value[:20]!r} -> 'XX..XX'"):
            return ast.copy_location(ast.Constant(f"XX{value}XX"), node)
        return node

    def visit_Break(self, node: ast.Break) -> ast.AST:
        if self._place(node, "break -> continue"):
            return ast.copy_location(ast.Continue(), node)
        return node

    def visit_Continue(self, node: ast.Continue) -> ast.AST:
        if self._place(node, "continue -> break"):
            return ast.copy_location(ast.Break(), node)
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return node  # messages: their words are tested elsewhere


def _sym(op: ast.AST) -> str:
    return {
        "Lt": "<", "LtE": "<=", "Gt": ">", "GtE": ">=", "Eq": "==", "NotEq": "!=", "In": "in",
        "NotIn": "not in", "Is": "is", "IsNot": "is not", "Add": "+", "Sub": "-", "Mult": "*",
        "FloorDiv": "//", "Div": "/", "Mod": "%", "Pow": "**", "LShift": "<<", "RShift": ">>",
        "BitOr": "|", "BitAnd": "&", "BitXor": "^", "And": "and", "Or": "or", "Not": "not ",
        "USub": "-",
    }.get(type(op).__name__, type(op).__name__)  # fmt: skip


def _source(module: str) -> tuple[str, set[int]]:
    text = (ROOT / module).read_text(encoding="utf-8")
    skipped = {n for n, line in enumerate(text.splitlines(), start=1) if SKIP in line}
    return text, skipped


def mutants(module: str) -> list[Mutant]:
    text, skipped = _source(module)
    mutator = _Mutator(-1, skipped)
    mutator.visit(ast.parse(text))
    return [Mutant(module, i, line, what) for i, (line, what) in enumerate(mutator.places)]


def mutated_tree(mutant: Mutant) -> ast.Module:
    text, skipped = _source(mutant.module)
    mutator = _Mutator(mutant.index, skipped)
    tree = mutator.visit(ast.parse(text))
    assert mutator.applied is not None and mutator.applied[0] == mutant.line, mutant
    assert isinstance(tree, ast.Module)
    return ast.fix_missing_locations(tree)


# -- putting a mutant in place (in the forked child) ------------------------------------------


def _module_name(module: str) -> str:
    return module.removesuffix(".py").replace("/", ".")


def _patch_function(old: object, new: object) -> None:
    o = inspect.unwrap(old)  # type: ignore[arg-type]
    n = inspect.unwrap(new)  # type: ignore[arg-type]
    if not isinstance(o, types.FunctionType) or not isinstance(n, types.FunctionType):
        return
    if o.__code__ != n.__code__:
        with contextlib.suppress(ValueError):  # a closure of another shape: left as it was
            o.__code__ = n.__code__
    o.__defaults__ = n.__defaults__
    o.__kwdefaults__ = n.__kwdefaults__


def _patch_class(old: type, new: type) -> None:
    for name, value in vars(new).items():
        before = vars(old).get(name)
        if before is None:
            continue
        if isinstance(value, property) and isinstance(before, property):
            _patch_function(before.fget, value.fget)
        elif isinstance(value, classmethod | staticmethod):
            _patch_function(before.__func__, value.__func__)  # type: ignore[union-attr]
        elif isinstance(value, types.FunctionType):
            _patch_function(before, value)


def install(mutant: Mutant) -> None:
    """Run the mutated module in place of the real one (see the module docstring)."""
    name = _module_name(mutant.module)
    module = importlib.import_module(name)
    before = dict(vars(module))
    tree = mutated_tree(mutant)
    # classes the mutant is not in keep their identity: ``X = __keep__["X"]`` instead of a new class
    keep = {k: v for k, v in before.items() if isinstance(v, type) and v.__module__ == name}
    body: list[ast.stmt] = []
    for stmt in tree.body:
        inside = isinstance(stmt, ast.ClassDef) and stmt.lineno <= mutant.line <= (stmt.end_lineno or 0)
        if isinstance(stmt, ast.ClassDef) and stmt.name in keep and not inside:
            assign = ast.parse(f"{stmt.name} = __keep__[{stmt.name!r}]").body[0]
            body.append(ast.copy_location(assign, stmt))
        else:
            body.append(stmt)
    tree.body = body
    namespace = vars(module)
    namespace["__keep__"] = keep
    exec(compile(ast.fix_missing_locations(tree), str(ROOT / mutant.module), "exec"), namespace)
    del namespace["__keep__"]
    others = [m for n, m in sys.modules.items() if n.startswith(("mjgui", "tests")) and m is not module]
    for key, new in list(namespace.items()):
        old = before.get(key)
        if old is None or new is old:
            continue
        if isinstance(old, type):
            _patch_class(old, new)
            namespace[key] = old
        elif callable(old) and isinstance(inspect.unwrap(old), types.FunctionType):
            _patch_function(old, new)
            namespace[key] = old
        else:  # a table rebuilt by the mutant: every module that imported it gets the new one
            for other in others:
                for attr, value in list(vars(other).items()):
                    if value is old:
                        setattr(other, attr, new)
    for mod in list(sys.modules.values()):
        if getattr(mod, "__name__", "").startswith("mjgui"):
            for value in list(vars(mod).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()


# -- running ----------------------------------------------------------------------------------


def _pytest_args(tests: tuple[str, ...]) -> list[str]:
    return ["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--no-header", *tests]


def _run_child(mutant: Mutant | None, tests: tuple[str, ...]) -> int:
    import pytest

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    try:
        if mutant is not None:
            install(mutant)
        code = pytest.main(_pytest_args(tests))
    except BaseException:
        os._exit(3)
    os._exit(0 if code == 0 else 1)


def _start(mutant: Mutant | None, tests: tuple[str, ...]) -> int:
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        _run_child(mutant, tests)
    return pid


def _reap(pid: int, deadline: float) -> str:
    """survived / killed / timeout, waiting at most until ``deadline``."""
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
            return "survived" if code == 0 else "killed"
        if time.monotonic() > deadline:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout"
        select.select([], [], [], 0.02)


def run(
    todo: list[Mutant], tests: tuple[str, ...], jobs: int, timeout: float
) -> Iterator[tuple[Mutant, str]]:
    running: dict[int, tuple[Mutant, float]] = {}
    queue = list(todo)
    while queue or running:
        while queue and len(running) < jobs:
            mutant = queue.pop(0)
            running[_start(mutant, tests)] = (mutant, time.monotonic() + timeout)
        for pid, (mutant, deadline) in list(running.items()):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                del running[pid]
                code = os.waitstatus_to_exitcode(status)
                yield mutant, "survived" if code == 0 else "killed"
            elif time.monotonic() > deadline:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                del running[pid]
                yield mutant, "timeout"
        select.select([], [], [], 0.02)


def _preload(tests: tuple[str, ...]) -> None:
    """Import what every child needs once, so that a child only runs the tests."""
    import pytest  # noqa: F401

    for path in tests:
        importlib.import_module(path.removesuffix(".py").replace("/", "."))
    for module in TARGETS:
        importlib.import_module(_module_name(module))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--module", action="append", help="a module to mutate (default: fu, points, yaku)")
    parser.add_argument("--only", type=int, action="append", help="only the mutants on this line")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="mutants run at once (default 1)")
    parser.add_argument(
        "--timeout", type=float, default=0.0, help="seconds per mutant (default: 4x the clean run)"
    )
    parser.add_argument(
        "--min", type=float, default=0.0, help="exit 1 when a module scores below this percent"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    ns = parser.parse_args(argv)
    os.environ.setdefault("MJGUI_DIFFERENTIAL_HANDS", DIFFERENTIAL_HANDS)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("HYPOTHESIS_PROFILE", "default")
    os.chdir(ROOT)
    modules = tuple(ns.module or TARGETS)
    todo = [m for module in modules for m in mutants(module) if not ns.only or m.line in ns.only]
    if ns.list:
        for m in todo:
            print(f"{m.module}:{m.line}: {m.what}")
        return 0
    _preload(TESTS)
    start = time.monotonic()
    clean = _reap(_start(None, TESTS), time.monotonic() + 600)
    took = time.monotonic() - start
    if clean != "survived":
        print(f"the tests fail without any mutant ({clean}): fix them first", file=sys.stderr)
        return 2
    timeout = ns.timeout or max(10.0, 4 * took)
    print(f"{len(todo)} mutants in {', '.join(modules)}; clean run {took:.1f} s, limit {timeout:.0f} s each")
    results: dict[str, list[tuple[Mutant, str]]] = {m: [] for m in modules}
    for mutant, outcome in run(todo, TESTS, ns.jobs, timeout):
        results[mutant.module].append((mutant, outcome))
        if outcome == "survived":
            print(f"survived  {mutant.module}:{mutant.line}: {mutant.what}", flush=True)
    failed = False
    for module, outcomes in results.items():
        if not outcomes:
            continue
        killed = sum(1 for _, o in outcomes if o != "survived")
        timeouts = sum(1 for _, o in outcomes if o == "timeout")
        score = 100 * killed / len(outcomes)
        failed |= score < ns.min
        print(f"{module}: {killed}/{len(outcomes)} killed ({timeouts} by the time limit): {score:.1f} %")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

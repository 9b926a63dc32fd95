"""Mutation testing of the core: would the tests notice a small change in the code?

    .venv/bin/python tools/mutate.py [--module PATH ...] [--tests FILE ...] [--only LINE] [-j N]
                                     [--sample N] [--list] [--options]

A small AST mutator (mutmut cannot reach the cached functions of ``fu.py`` nor the tables
``yaku.py`` builds at import). For each module it makes one mutant per place: a comparison
turned (``<`` to ``<=``, ``==`` to ``!=``, ``in`` to ``not in``...), an arithmetic operator
swapped (``*`` to ``//`` and to ``/``...), an augmented assignment's operator swapped and the
assignment made plain (``-=`` to ``=``), an assignment of ``None``, each argument of a call set
to ``None`` and dropped, a ternary forced down each branch, a number plus one, ``True``/``False``
swapped, ``and``/``or`` swapped, a ``not`` dropped, a lambda returning ``None``, a string changed
and its case changed, ``break`` to ``continue`` and to ``return``. Each module runs in a process
of its own; each mutant in a child forked from it: the module's source is executed again in its
own namespace, its functions get the mutated code in place (so every module that imported them
sees it), its classes keep their identity, module-level tables are rebuilt, and every cache is
cleared; then the module's tests run (``-x``, the differential test sized down with
``MJGUI_DIFFERENTIAL_HANDS``). A mutant whose tests fail, or that runs past the time limit (an
endless loop), is killed; one whose tests pass survived. A line marked ``# pragma: no mutate``
is skipped.

Prints every survivor (and time-out) with its line, and the score per module; exit status 1 when
a module is below ``--min`` percent (default 0: report only). ``--options`` instead reads each
rules option as its seed default throughout the core, one at a time, and checks that its test
in tests/test_rules_options.py fails. `make mutate` runs both. The survivors that are
equivalent (no test could tell them apart) are listed in docs/mutation.md.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import functools
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
# the fast core tests run against a mutant of the scoring core (the quick, pointed ones first:
# ``-x`` stops at the first failure)
TESTS = (
    "tests/test_yaku_options.py",
    "tests/test_rules_options.py",
    "tests/test_fu.py",
    "tests/test_points.py",
    "tests/test_yaku.py",
    "tests/test_validation.py",
    "tests/test_differential.py",
    "tests/test_sanma_scoring.py",
    "tests/test_differential_sanma.py",
    "tests/test_explain.py",
    "tests/test_game.py",
)
_GAME_TESTS = (
    "tests/test_game_mutants.py",
    "tests/test_rules_options.py",
    "tests/test_game.py",
    "tests/test_game_final.py",
    "tests/test_pao.py",
    "tests/test_game_record.py",
    # the game's other quick, pure-core tests: three players (the seat count, its errors), the
    # incremental replay a tracker commit uses (``replay(since=...)``), the CLI's JSON
    "tests/test_game_sanma.py",
    "tests/test_tracker_commit.py",
    "tests/test_gamecli.py",
    # this session's rules (the final-score chombo penalty), its old readings, the also-ron lines
    "tests/test_mutants_s42.py",
    "tests/test_presets_old_records.py",
    "tests/test_standings_mutants.py",
    # session 49's sampled survivors: the sticks given, a hand's own value, the yakuman refusals
    "tests/test_game_mutants_s49.py",
    # session 54: a line after the game's end behind a refused line (game_over_refused), a last
    # line with no line break that may still be written on (may_go_on), the suggested lines
    "tests/test_record_edits_s54.py",
    # its survivors: every end behind a refused line, each continuation of a last line alone
    "tests/test_game_mutants_s54.py",
)
_LOG_TESTS = (
    "tests/test_logs_exact.py",
    "tests/test_logs.py",
    "tests/test_logs_real.py",
    "tests/test_logs_hostile.py",
    "tests/test_logs_sanma.py",  # three players: nuki, the presets' rooms, the fourth seat
    "tests/test_replaycli.py",
    "tests/test_game_record.py",
)
# the modules beyond the scoring core that ``--module`` knows the tests of (any other module
# needs ``--tests``); a test file that does not exist (yet) is left out
TESTS_OF: dict[str, tuple[str, ...]] = {
    "mjgui/core/game/game.py": _GAME_TESTS,
    "mjgui/core/game/conditions.py": ("tests/test_conditions.py", *_GAME_TESTS),
    "mjgui/core/scoring/settle.py": (
        "tests/test_pao.py",
        "tests/test_rules_options.py",
        "tests/test_logs_real.py",
    ),
    "mjgui/core/game/final_score.py": (
        "tests/test_game_final.py",
        "tests/test_game.py",
        "tests/test_rules_options.py",
        "tests/test_league.py",
        "tests/test_game_property.py",
        "tests/test_mutants_s42.py",  # this session's (s42) tests of its changes
    ),
    "mjgui/core/league/standings.py": (
        "tests/test_standings_mutants.py",
        "tests/test_league.py",
        # session 54: a table built with each game's counts kept from an earlier one (GameCounts)
        "tests/test_standings_mutants_s54.py",
    ),
    "mjgui/core/logs/mjlog.py": _LOG_TESTS,
    "mjgui/core/logs/tenhou6.py": _LOG_TESTS,
    "mjgui/core/logs/model.py": (
        *_LOG_TESTS,
        "tests/test_log_to_record.py",
        "tests/test_logview_controller.py",
        "tests/test_mutants_s42.py",  # this session's (s42) tests of its changes
    ),
    "mjgui/core/logs/table.py": _LOG_TESTS,
    # the mjai event log reader: the real Akochan games and the tenhou.net/6 games converted to
    # mjai events (tests/mjaiconvert.py), the kan dora by the rules' timing, the records of
    # such games and the East games, then the mutated real logs (read or refused with where)
    "mjgui/core/logs/mjai.py": (
        "tests/test_logs_mjai_mutants.py",
        "tests/test_logs_mjai.py",
        "tests/test_mjai_kan_dora.py",
        "tests/test_mjai_record_truth.py",
        "tests/test_mjai_east_game.py",
        "tests/test_logs_seat_and_line_where.py",
        "tests/test_logs_property.py",
    ),
    "mjgui/core/logs/record.py": ("tests/test_log_to_record.py", *_LOG_TESTS),
    # the waits of a 13-tile hand: the calculator's panel, the tenpai drill, the explanations
    "mjgui/core/scoring/waits.py": (
        "tests/test_waits.py",
        "tests/test_controller.py",
        "tests/test_shanten_sanma.py",
        "tests/test_explain.py",
        "tests/test_near_misses.py",
        "tests/test_teach_controller.py",
    ),
    # the shanten view and the tenpai discard lines (the copy discarded, the waits after it):
    # the explanations, the three-player shanten, the calculator's discard lines
    "mjgui/core/teach/tenpai.py": (
        "tests/test_tenpai_mutants.py",
        "tests/test_explain.py",
        "tests/test_shanten_sanma.py",
        "tests/test_controller.py",
    ),
    # the season as data: the JSON, the CSV files and their cells; not in `make mutate`
    "mjgui/core/league/export.py": (
        "tests/test_league_export_mutants.py",
        "tests/test_league_mutants_s50.py",  # session 50's sampled survivors (their tests, pointed)
        "tests/test_league_exports.py",
        "tests/test_league_csv.py",
        "tests/test_shown_names.py",
        "tests/test_league.py",
        "tests/test_league_aliases.py",
        "tests/test_game_sanma.py",
        # the season's notes as the JSON lists them: the conflict copies counted, the copies that
        # differ; what an earlier export is (a cell's closing quote, the size limit); both quick,
        # no window
        "tests/test_league_conflict_notes.py",
        "tests/test_mutants_s41.py",
        # the chombo column, an export written before it, how much of a named file is read;
        # the messages' keys (a key changed shows a Russian player English)
        "tests/test_league_chombo_export.py",
        "tests/test_catalogue.py",
        "tests/test_message_keys.py",
    ),
    # a log's final scores and the count of them its record's rules line says; not in `make mutate`
    "mjgui/core/logs/final.py": (
        "tests/test_logs_final_mutants.py",
        "tests/test_logs_final.py",
        "tests/test_logs_sanma.py",
        "tests/test_logs.py",
        "tests/test_log_to_record.py",
        "tests/test_mutants_s42.py",  # this session's (s42) tests of its changes
    ),
    # the record's lines read into actions, and their errors in both languages (the catalogue's
    # check, slow, last); not in `make mutate`
    "mjgui/core/game/record.py": (
        "tests/test_record_mutants.py",
        "tests/test_game_record.py",
        "tests/test_name_forms.py",
        "tests/test_hostile.py",
        "tests/test_game.py",
        "tests/test_game_mutants.py",
        "tests/test_rules_options.py",
        "tests/test_pao.py",
        "tests/test_game_sanma.py",
        "tests/test_russian_numbers.py",
        "tests/test_tracker_commit.py",
        "tests/test_gamecli.py",
        "tests/test_storage.py",
        "tests/test_message_keys.py",
    ),
    # the season loader (near copies, conflict copies, each game once), the lock files and the
    # autosave (its source file's name encoding); not in `make mutate`
    "mjgui/core/league/season.py": (
        "tests/test_league_season_mutants.py",
        "tests/test_league_near_copies.py",
        "tests/test_league_counting.py",
        "tests/test_league.py",
        "tests/test_mutants_s42.py",  # this session's (s42) tests of its changes
        "tests/test_league_season_mutants_s51.py",  # the s51 sample's survivors
        "tests/test_league_damage_s50.py",  # damaged records and their conflict copies
        "tests/test_link_files_as_records.py",  # saved links in the season folder
        "tests/test_majsoul_record_as_record.py",  # a Mahjong Soul record in the folder
    ),
    # the names of a season's files: conflict copies and copies' names, paths said from the folder
    "mjgui/core/league/files.py": (
        "tests/test_league_season_mutants.py",
        "tests/test_league_near_copies.py",
        "tests/test_league_counting.py",
        "tests/test_league_shared_folder.py",
        "tests/test_mutants_s42.py",  # this session's (s42) tests of its changes
    ),
    # the record files' names and writes (a long name cut, the limits said)
    "mjgui/core/game/storage.py": (
        "tests/test_mutants_s42.py",
        "tests/test_storage_long_names.py",
        "tests/test_storage.py",
    ),
    "mjgui/core/game/lockfile.py": (
        "tests/test_lockfile_mutants.py",
        "tests/test_saves_lockfile.py",
        "tests/test_saves_autosave.py",
    ),
    # the autosave's pointed tests, then its own, then a tracker killed at each of its writes
    # (the copy a kill leaves, ``previous.mjgame``)
    "mjgui/controller/game/autosave.py": (
        "tests/test_autosave_mutants.py",
        "tests/test_saves_autosave.py",
        "tests/test_autosave_kill.py",
    ),
}
# `make mutate`: the scoring core, the game, the league standings and the mjai log reader
DEFAULT_MODULES = (
    *TARGETS,
    "mjgui/core/game/game.py",
    "mjgui/core/league/standings.py",
    "mjgui/core/logs/mjai.py",
)


def tests_of(module: str) -> tuple[str, ...]:
    return tuple(t for t in TESTS_OF.get(module, TESTS) if (ROOT / t).exists())


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
# each operator and what it may become (mutmut's choice first where it differs from ours)
_BINARY: dict[type[ast.operator], tuple[type[ast.operator], ...]] = {
    ast.Add: (ast.Sub,),
    ast.Sub: (ast.Add,),
    ast.Mult: (ast.FloorDiv, ast.Div),
    ast.FloorDiv: (ast.Mult, ast.Div),
    ast.Div: (ast.Mult,),
    ast.Mod: (ast.FloorDiv, ast.Div),
    ast.Pow: (ast.Mult,),
    ast.LShift: (ast.RShift,),
    ast.RShift: (ast.LShift,),
    ast.BitOr: (ast.BitAnd,),
    ast.BitAnd: (ast.BitOr,),
    ast.BitXor: (ast.BitOr, ast.BitAnd),
}
# names that a module-level ``X = ...`` gives a type (an alias the code never runs): not mutated
_TYPING = frozenset(
    {"Literal", "Union", "Optional", "Callable", "tuple", "list", "dict", "set", "frozenset", "type"}
)


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
        self.depth = 0  # functions entered: ``return`` and local assignments only inside one

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
        self.depth += 1
        node.body = self._body(node.body)
        self.depth -= 1
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
            out.append(self.visit(stmt))
        return out

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        """The value only: an annotation is not code that runs (a local's is never evaluated),
        in a function's body as in a block inside it (``if``, ``for``...)."""
        if node.value is not None:
            node.value = self.visit(node.value)
            if self.depth:  # a local (a class body's are dataclass fields: left alone)
                self._to_none(node)
        return node

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
        for other in _BINARY.get(type(node.op), ()):
            if self._place(node, f"{_sym(node.op)} -> {_sym(other())}"):
                node.op = other()
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        for other in _BINARY.get(type(node.op), ()):
            if self._place(node, f"{_sym(node.op)}= -> {_sym(other())}="):
                node.op = other()
        if self._place(node, f"{_sym(node.op)}= -> ="):  # ``x -= 1`` -> ``x = 1``
            return ast.copy_location(ast.Assign(targets=[node.target], value=node.value), node)
        return node

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        value = node.value
        alias = isinstance(value, ast.Subscript) and _name_of(value.value) in _TYPING
        if "__all__" in names or alias:
            return node  # what ``import *`` takes, a type alias: no code that runs
        self.generic_visit(node)
        self._to_none(node)
        return node

    def _to_none(self, node: ast.Assign | ast.AnnAssign) -> None:
        """``x = value`` -> ``x = None`` (``x = None`` -> ``x = ""``), as mutmut does."""
        assert node.value is not None
        new = "" if _is_none(node.value) else None
        if self._place(node, f"= ... -> = {new!r}"):
            node.value = ast.copy_location(ast.Constant(new), node.value)

    def visit_IfExp(self, node: ast.IfExp) -> ast.AST:
        self.generic_visit(node)
        if self._place(node, "a if c else b -> a"):
            return node.body
        if self._place(node, "a if c else b -> b"):
            return node.orelse
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        self.generic_visit(node)
        new = 0 if _is_none(node.body) else None
        if self._place(node, f"lambda: ... -> lambda: {new!r}"):
            node.body = ast.copy_location(ast.Constant(new), node.body)
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        """Each argument set to ``None`` (unless it is one), and each dropped."""
        self.generic_visit(node)
        apply: tuple[str, int, bool] | None = None
        of = f" of {_name_of(node.func) or 'the call'}()"
        for i, arg in enumerate(node.args):
            plain = not isinstance(arg, ast.Starred) and not _is_none(arg)
            if plain and self._place(node, f"argument {i + 1}{of} -> None"):
                apply = ("args", i, True)
            if self._place(node, f"argument {i + 1}{of} dropped"):
                apply = ("args", i, False)
        for i, kw in enumerate(node.keywords):
            name = kw.arg or "**"
            plain = kw.arg is not None and not _is_none(kw.value)
            if plain and self._place(node, f"{name}={of} -> None"):
                apply = ("keywords", i, True)
            if self._place(node, f"{name}={of} dropped"):
                apply = ("keywords", i, False)
        if apply is not None:
            where, i, to_none = apply
            if where == "args" and to_none:
                node.args[i] = ast.copy_location(ast.Constant(None), node.args[i])
            elif where == "args":
                del node.args[i]
            elif to_none:
                node.keywords[i].value = ast.copy_location(ast.Constant(None), node.keywords[i].value)
            else:
                del node.keywords[i]
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
        elif isinstance(value, str) and value:
            if self._place(node, f"{value[:20]!r} -> 'XX..XX'"):
                return ast.copy_location(ast.Constant(f"XX{value}XX"), node)
            for case in (value.lower(), value.upper()):  # the string's case changed
                if case != value and self._place(node, f"{value[:20]!r} -> {case[:20]!r}"):
                    return ast.copy_location(ast.Constant(case), node)
        return node

    def visit_Break(self, node: ast.Break) -> ast.AST:
        if self._place(node, "break -> continue"):
            return ast.copy_location(ast.Continue(), node)
        if self.depth and self._place(node, "break -> return"):
            return ast.copy_location(ast.Return(value=None), node)
        return node

    def visit_Continue(self, node: ast.Continue) -> ast.AST:
        if self._place(node, "continue -> break"):
            return ast.copy_location(ast.Break(), node)
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return node  # messages: their words are tested elsewhere


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _name_of(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


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


_GENERATED = frozenset({"__init__"})


def _plain_attribute(name: str, value: object, new: type) -> bool:
    """A class attribute that is data (``own_messages = TABLE``, a constant): not a method or
    another descriptor, not Python's own (``__doc__``, an enum's ``_member_map_``), not a member
    of the class itself (an enum's)."""
    python_own = name.startswith("__") or (name.startswith("_") and name.endswith("_"))
    return not python_own and not hasattr(type(value), "__get__") and not isinstance(value, new)


def _patch_class(old: type, new: type) -> None:
    for name, value in vars(new).items():
        if name not in vars(old):
            continue
        before = vars(old)[name]
        if _plain_attribute(name, value, new):
            # data the mutant changed in the class body (``own_messages = TABLE`` -> ``None``)
            setattr(old, name, value)
        elif isinstance(value, property) and isinstance(before, property):
            _patch_function(before.fget, value.fget)
        elif isinstance(value, functools.cached_property) and isinstance(before, functools.cached_property):
            _patch_function(before.func, value.func)
        elif isinstance(value, classmethod | staticmethod):
            _patch_function(before.__func__, value.__func__)  # type: ignore[union-attr]
        elif isinstance(value, types.FunctionType) and name in _GENERATED and value.__closure__:
            # a dataclass's generated __init__ holds its field defaults in closure cells, which
            # a new code object cannot reach: the class takes the mutant's method itself
            setattr(old, name, value)
        elif isinstance(value, types.FunctionType):
            _patch_function(before, value)


def _classes(namespace: dict[str, object], others: list[types.ModuleType]) -> list[type]:
    """The classes of the project (the mutated module's and those of the modules imported)."""
    found: dict[int, type] = {}
    for values in (namespace.values(), *(vars(m).values() for m in others)):
        for value in values:
            if isinstance(value, type) and value.__module__.startswith(("mjgui", "tests")):
                found[id(value)] = value
    return list(found.values())


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
    classes: list[type] = []
    for key, new in list(namespace.items()):
        old = before.get(key)
        if old is None or new is old:
            continue
        if isinstance(old, type) and vars(new).get("__slots__") != vars(old).get("__slots__"):
            # a class's slots are made with the class: the mutant's class (a slot renamed, so
            # that setting the attribute fails) replaces the old one wherever it is held
            for other in others:
                for attr, value in list(vars(other).items()):
                    if value is old:
                        setattr(other, attr, new)
        elif isinstance(old, type):
            _patch_class(old, new)
            namespace[key] = old
        elif callable(old) and isinstance(inspect.unwrap(old), types.FunctionType):
            _patch_function(old, new)
            namespace[key] = old
        else:  # a table rebuilt by the mutant: every module that imported it gets the new one,
            # and every class attribute that holds it (``own_messages = LOCK_MESSAGES``); a number
            # or a text only where it has its own name (``is`` finds every small int ``32``)
            scalar = isinstance(old, int | float | str | bytes)
            for other in others:
                for attr, value in list(vars(other).items()):
                    if value is old and (attr == key or not scalar):
                        setattr(other, attr, new)
            if not scalar:
                classes = classes or _classes(namespace, others)
                for cls in classes:
                    for attr, value in list(vars(cls).items()):
                        if value is old and not attr.startswith("__"):
                            setattr(cls, attr, new)
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


def _preload(tests: tuple[str, ...], modules: tuple[str, ...]) -> None:
    """Import what every child needs once, so that a child only runs the tests."""
    import pytest  # noqa: F401

    for path in tests:
        importlib.import_module(path.removesuffix(".py").replace("/", "."))
    for module in modules:
        importlib.import_module(_module_name(module))


def _score(outcomes: list[tuple[Mutant, str]]) -> tuple[int, int, float]:
    killed = sum(1 for _, o in outcomes if o != "survived")
    timeouts = sum(1 for _, o in outcomes if o == "timeout")
    return killed, timeouts, 100 * killed / len(outcomes)


def run_module(
    module: str, tests: tuple[str, ...], only: list[int] | None, jobs: int, timeout: float, sample: int = 1
) -> list[tuple[Mutant, str]] | None:
    """Every mutant of one module against its tests (every ``sample``-th one); None when the
    tests fail without one."""
    todo = [m for m in mutants(module) if (not only or m.line in only) and m.index % sample == 0]
    if not todo:
        return []
    # each module in a process of its own: the children fork from a parent that imported only
    # what this module's tests need, and a module's mutants never meet another's
    read, write = os.pipe()
    pid = os.fork()
    if pid:
        os.close(write)
        with os.fdopen(read, "r", encoding="utf-8") as pipe:
            lines = pipe.read().splitlines()
        os.waitpid(pid, 0)
        if lines and lines[0] == "broken":
            return None
        by_index = {m.index: m for m in todo}
        return [(by_index[int(i)], o) for i, o in (line.split() for line in lines[1:])]
    os.close(read)  # pragma: no cover - the child
    with os.fdopen(write, "w", encoding="utf-8") as pipe:
        _preload(tests, (module,))
        start = time.monotonic()
        clean = _reap(_start(None, tests), time.monotonic() + 600)
        took = time.monotonic() - start
        if clean != "survived":
            print(f"{module}: the tests fail without any mutant ({clean}): fix them first", file=sys.stderr)
            pipe.write("broken\n")
            pipe.flush()
            os._exit(0)
        limit = timeout or max(10.0, 4 * took)
        print(
            f"{module}: {len(todo)} mutants, tests {' '.join(Path(t).stem for t in tests)}; "
            f"clean run {took:.1f} s, limit {limit:.0f} s each",
            flush=True,
        )
        pipe.write("ok\n")
        done: list[tuple[Mutant, str]] = []
        for mutant, outcome in run(todo, tests, jobs, limit):
            pipe.write(f"{mutant.index} {outcome}\n")
            done.append((mutant, outcome))
            if outcome != "killed":  # a time-out is shown too: on a loaded machine, look again
                print(f"{outcome:9} {mutant.module}:{mutant.line}: {mutant.what}", flush=True)
            if len(done) % 100 == 0 and len(done) < len(todo):
                killed, _, score = _score(done)
                print(f"  {len(done)}/{len(todo)} run, {killed} killed so far ({score:.1f} %)", flush=True)
        pipe.flush()
    os._exit(0)


# -- every rules option ignored in turn (--options) -------------------------------------------

OPTION_TESTS = "tests/test_rules_options.py"
_SEED_VALUE = "__import__('mjgui.core.scoring.rules', fromlist=['SEED']).SEED.{}"


class _IgnoreOption(ast.NodeTransformer):
    """Every read of ``<...>rules.FIELD`` (``self.FIELD`` in rules.py's methods) becomes the seed
    default: the code then behaves as if the option did not exist."""

    def __init__(self, field: str, in_rules: bool) -> None:
        self.field = field
        self.in_rules = in_rules
        self.count = 0

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        if self.in_rules and node.name in ("__post_init__", "with_options"):
            return node  # checking and copying the values is not using them
        self.generic_visit(node)
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        self.generic_visit(node)
        owner = _name_of(node.value)
        reads = owner.endswith("rules") or (self.in_rules and owner == "self")
        if node.attr == self.field and isinstance(node.ctx, ast.Load) and reads:
            self.count += 1
            seed = ast.parse(_SEED_VALUE.format(self.field), mode="eval").body
            return ast.copy_location(seed, node)
        return node


def check_options() -> int:
    """Each field of ``Rules`` read as its seed default throughout ``mjgui/core``, one at a time,
    in a copy of the repository: ``test_option_<field>`` must then fail."""
    import dataclasses
    import shutil
    import subprocess
    import tempfile

    from mjgui.core.scoring.rules import Rules

    failed = 0
    with tempfile.TemporaryDirectory(prefix="mjgui-options-") as tmp:
        copy = Path(tmp) / "repo"
        ignore = shutil.ignore_patterns(".venv", ".git", "build", "dist", "__pycache__", "*.egg-info")
        shutil.copytree(ROOT, copy, ignore=ignore)
        sources = sorted((copy / "mjgui" / "core").rglob("*.py"))
        for field in dataclasses.fields(Rules):
            changed: dict[Path, str] = {}
            sites = 0
            for path in sources:
                text = path.read_text(encoding="utf-8")
                if field.name not in text:
                    continue
                patcher = _IgnoreOption(field.name, path.name == "rules.py")
                tree = patcher.visit(ast.parse(text))
                if patcher.count:
                    sites += patcher.count
                    changed[path] = text
                    path.write_text(ast.unparse(ast.fix_missing_locations(tree)), encoding="utf-8")
            test = f"{OPTION_TESTS}::test_option_{field.name}"
            proc = subprocess.run(
                [sys.executable, "-m", "pytest", *_pytest_args((test,))],
                cwd=copy,
                capture_output=True,
                env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
                check=False,
            )
            for path, text in changed.items():
                path.write_text(text, encoding="utf-8")
            noticed = proc.returncode == 1  # the test ran and failed (5: no such test)
            failed += not noticed
            verdict = "noticed" if noticed else "NOT NOTICED" if proc.returncode == 0 else "NO TEST"
            print(f"{field.name:24} {sites:3} reads ignored: {verdict}", flush=True)
    print(f"{failed} option(s) whose test does not notice the option ignored")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--module",
        action="append",
        help="a module to mutate (default: fu, points, yaku, game, standings, mjai); repeat for several",
    )
    parser.add_argument(
        "--tests", action="append", help="a test file to run against each mutant (default: the module's)"
    )
    parser.add_argument("--only", type=int, action="append", help="only the mutants on this line")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="mutants run at once (default 1)")
    parser.add_argument(
        "--timeout", type=float, default=0.0, help="seconds per mutant (default: 4x the clean run)"
    )
    parser.add_argument(
        "--min", type=float, default=0.0, help="exit 1 when a module scores below this percent"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument(
        "--sample",
        type=int,
        default=1,
        help="run every N-th mutant only (a quick estimate of a large module's score)",
    )
    parser.add_argument(
        "--options",
        action="store_true",
        help=f"ignore each rules option in turn; its test in {OPTION_TESTS} must fail",
    )
    ns = parser.parse_args(argv)
    os.environ.setdefault("MJGUI_DIFFERENTIAL_HANDS", DIFFERENTIAL_HANDS)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("HYPOTHESIS_PROFILE", "default")
    os.chdir(ROOT)
    if ns.options:
        return check_options()
    modules = tuple(ns.module or DEFAULT_MODULES)
    if ns.list:
        for module in modules:
            for m in mutants(module):
                if (not ns.only or m.line in ns.only) and m.index % max(1, ns.sample) == 0:
                    print(f"{m.module}:{m.line}: {m.what}")
        return 0
    failed = False
    scores: list[str] = []
    for module in modules:
        tests = tuple(ns.tests) if ns.tests else tests_of(module)
        outcomes = run_module(module, tests, ns.only, ns.jobs, ns.timeout, max(1, ns.sample))
        if outcomes is None:
            return 2
        if not outcomes:
            continue
        killed, timeouts, score = _score(outcomes)
        failed |= score < ns.min
        sampled = f" (every {ns.sample}th mutant)" if ns.sample > 1 else ""
        counts = f"{killed}/{len(outcomes)} killed ({timeouts} by the time limit)"
        scores.append(f"{module}{sampled}: {counts}: {score:.1f} %")
        print(scores[-1], flush=True)
    if len(scores) > 1:
        print("\n".join(scores))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

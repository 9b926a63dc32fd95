"""The mutation tester (tools/mutate.py): its mutants compile, and one put in place is seen by
every module that imported the mutated function, cached functions and tables included."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import mutate

REPO = Path(__file__).resolve().parent.parent


def test_every_mutant_of_points_compiles_and_changes_one_place() -> None:
    found = mutate.mutants("mjgui/core/scoring/points.py")
    assert len(found) > 100
    original = ast.dump(ast.parse((REPO / "mjgui/core/scoring/points.py").read_text(encoding="utf-8")))
    for mutant in found:
        tree = mutate.mutated_tree(mutant)
        compile(tree, "points.py", "exec")
        assert ast.dump(tree) != original, mutant


def _run_with(module: str, line: int, what: str, code: str, before: str = "") -> str:
    script = (
        "import sys\n"
        f"sys.path[:0] = [{str(REPO)!r}, {str(REPO / 'tools')!r}]\n"
        "import mutate\n"
        f"m = [x for x in mutate.mutants({module!r}) if x.line == {line} and x.what == {what!r}][0]\n"
        + before
        + "mutate.install(m)\n"
        + code
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=REPO
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def test_a_mutant_in_place_reaches_the_modules_that_imported_it() -> None:
    # payers = players - 1 made players - 2 on a dealer tsumo, seen through the scorer
    # (mjgui.core.scoring): two payers of 150 a honba instead of three of 100
    line = next(
        m.line
        for m in mutate.mutants("mjgui/core/scoring/points.py")
        if m.what == "1 -> 2" and "payers = players - 1" in _line_text("mjgui/core/scoring/points.py", m.line)
    )
    out = _run_with(
        "mjgui/core/scoring/points.py",
        line,
        "1 -> 2",
        "from mjgui.core.scoring.scoring import score\n"
        "from tests.util import spec\n"
        "pay = score(spec('234m567p345678s55s --tsumo --riichi --honba 2')).win.payment\n"
        "print(pay.each_pays, pay.total)\n",
    )
    assert out == "2900 5800"  # 2 x (2600 + 2 x 150) instead of 3 x (2600 + 2 x 100) = 8400


def test_a_mutant_of_the_shared_hit_table_is_seen() -> None:
    # _hits_of fills the shared YakuHit table once per rules and keeps it: a mutant of the line
    # that fills it must reach the scoring (every hit None: no yaku, no win)
    line = next(
        m.line
        for m in mutate.mutants(YAKU)
        if "_SHARED_HITS[yaku, count] = _hit(" in _line_text(YAKU, m.line)
    )
    out = _run_with(
        YAKU,
        line,
        "argument 2 of _hit() -> None",
        "from mjgui.core.scoring.scoring import score\n"
        "from tests.util import spec\n"
        "print(score(spec('234m567p345678s55s --riichi')).win is None)\n",
    )
    assert out == "True"


def _line_text(module: str, line: int) -> str:
    return (REPO / module).read_text(encoding="utf-8").splitlines()[line - 1]


def _find(module: str, needle: str, what: str) -> mutate.Mutant:
    return next(m for m in mutate.mutants(module) if m.what == what and needle in _line_text(module, m.line))


YAKU = "mjgui/core/scoring/yaku.py"


def test_the_kinds_mutmut_applies_are_made() -> None:
    found = {m.what for m in mutate.mutants(YAKU)}
    for what in (
        "-= -> =",  # an augmented assignment made plain
        "= ... -> = None",  # an assignment of None
        "a if c else b -> a",  # a ternary forced down each branch
        "a if c else b -> b",
        "argument 1 of max() -> None",  # an argument set to None, or dropped
        "argument 1 of max() dropped",
        "key= of max() -> None",
        "'chiitoitsu' -> 'CHIITOITSU'",  # a string's case
        "lambda: ... -> lambda: None",
    ):
        assert what in found, what
    points = {m.what for m in mutate.mutants("mjgui/core/scoring/points.py")}
    assert {"* -> //", "* -> /"} <= points


def test_break_becomes_continue_or_return_inside_a_function_only() -> None:
    def kinds(source: str) -> list[str]:
        mutator = mutate._Mutator(-1, set())
        mutator.visit(ast.parse(source))
        return [what for _, what in mutator.places]

    assert kinds("def f(x):\n    for i in x:\n        break\n") == ["break -> continue", "break -> return"]
    at_module_level = kinds("for i in range(3):\n    break\n")
    assert at_module_level == [
        "3 -> 4",
        "argument 1 of range() -> None",
        "argument 1 of range() dropped",
        "break -> continue",
    ]


def test_an_annotation_is_never_mutated_in_a_block_either() -> None:
    # a local's annotation is never evaluated: ``int | None`` -> ``int & None`` changes nothing,
    # in a block inside a function (record.py's ``fu: int | None = None`` under an ``else``) as
    # in its body; the value is, and the assignment of None made ``""``
    def kinds(source: str) -> list[str]:
        mutator = mutate._Mutator(-1, set())
        mutator.visit(ast.parse(source))
        return [what for _, what in mutator.places]

    in_body = kinds("def f(x):\n    y: int | None = 2\n")
    in_block = kinds("def f(x):\n    if x:\n        y: int | None = 2\n")
    assert in_body == in_block == ["2 -> 3", "= ... -> = None"]
    assert kinds("def f(x):\n    for i in x:\n        y: int | None = None\n") == ["= ... -> = ''"]


def test_an_augmented_assignment_made_plain_reaches_junsei_chuuren() -> None:
    mutant = _find(YAKU, "before[facts.win - suit * 9] -= 1", "-= -> =")
    out = _run_with(
        YAKU,
        mutant.line,
        mutant.what,
        "from tests.util import win\nprint([(y.id, y.han) for y in win('11112345678999m --win 1m').yaku])\n",
    )
    assert out == "[('chuuren', 13)]"  # the mutant the fast tests must kill


def test_a_ternary_forced_down_one_branch() -> None:
    mutant = _find(YAKU, "YakuHit(yaku, han) if han", "a if c else b -> b")
    out = _run_with(
        YAKU,
        mutant.line,
        mutant.what,
        "from mjgui.core.scoring.scoring import score\n"
        "from tests.util import spec\n"
        "print(score(spec('234m567p345678s55s --riichi')).win is None)\n",
    )
    assert out == "True"  # every hit None: no yaku


LOCK = "mjgui/core/game/lockfile.py"


def test_a_mutant_of_a_table_a_class_holds_reaches_the_class() -> None:
    # LockError words its codes with ``own_messages = LOCK_MESSAGES``: a class attribute bound to
    # the table when the class was made, which a mutant of the table must reach all the same
    mutant = _find(
        LOCK, '"{path} should be a lock file, but it is not a regular', "'{path} should be a l' -> 'XX..XX'"
    )
    out = _run_with(
        LOCK,
        mutant.line,
        mutant.what,
        "from mjgui.core.game.lockfile import LockError\n"
        "print(LockError('not_a_file', path='x.lock').message()[:24])\n",
    )
    assert out == "XXx.lock should be a loc"


def test_a_mutant_of_a_class_attribute_reaches_the_class() -> None:
    mutant = _find(LOCK, "own_messages = LOCK_MESSAGES", "= ... -> = None")
    out = _run_with(
        LOCK,
        mutant.line,
        mutant.what,
        "from mjgui.core.game import lockfile\n"
        "print(lockfile.LockError.own_messages, lockfile.LockError is lockfile.LockError)\n",
    )
    assert out == "None True"  # the class keeps its identity, its attribute is the mutant's


def test_a_mutant_of_a_cached_property_reaches_it() -> None:
    # Game.rules is a functools.cached_property: a descriptor, neither a property nor a function
    season = "mjgui/core/league/season.py"
    mutant = _find(
        season, "return rules_label(self.result.final.rules)", "argument 1 of rules_label() -> None"
    )
    out = _run_with(
        season,
        mutant.line,
        mutant.what,
        "import pathlib, tempfile\n"
        "from mjgui.core.league.season import load_season\n"
        "from tests.util import HANCHAN\n"
        "path = pathlib.Path(tempfile.mkdtemp()) / 'game.mjgame'\n"
        "path.write_text(HANCHAN, encoding='utf-8')\n"
        "try:\n"
        "    print(load_season([path]).rules)\n"
        "except AttributeError:\n"
        "    print('reached')\n",
    )
    assert out == "reached"  # rules_label(None) reads None.name


def test_a_mutant_of_a_classs_slots_replaces_the_class_where_it_is_held() -> None:
    # slots are made with the class: ``__slots__ = ("extra_round", "reason", "rules")`` with
    # "reason" renamed must fail where the game makes an EndReason (its name imported), and the
    # module's own name must be the mutant's class too
    record = "mjgui/core/game/record.py"
    mutant = _find(record, '__slots__ = ("extra_round", "reason", "rules")', "'reason' -> 'XX..XX'")
    out = _run_with(
        record,
        mutant.line,
        mutant.what,
        "from mjgui.core.game import game, record\n"
        "from mjgui.core.scoring.rules import SEED\n"
        "print(game.EndReason is record.EndReason, record.EndReason.__slots__)\n"
        "try:\n"
        "    game.EndReason('buttobi', SEED)\n"
        "except AttributeError:\n"
        "    print('refused')\n",
    )
    assert out.splitlines() == ["True ('extra_round', 'XXreasonXX', 'rules')", "refused"]


def test_a_number_is_rebound_only_where_it_has_its_own_name() -> None:
    # ``SLOTS = 32`` made 33: every module that imported SLOTS sees 33, while another name that
    # happens to hold the same small int (``is`` finds it) keeps 32
    autosave = "mjgui/controller/game/autosave.py"
    mutant = _find(autosave, "SLOTS = 32", "32 -> 33")
    out = _run_with(
        autosave,
        mutant.line,
        mutant.what,
        "from mjgui.controller.game import autosave\nprint(autosave.SLOTS, other.SLOTS, other.THIRTY_TWO)\n",
        before="import types\n"
        "other = types.ModuleType('mjgui.other_for_the_test')\n"
        "other.SLOTS = other.THIRTY_TWO = 32\n"
        "sys.modules[other.__name__] = other\n",
    )
    assert out.split() == ["33", "33", "32"]


def test_each_module_runs_its_own_tests() -> None:
    assert "tests/test_yaku_options.py" in mutate.tests_of(YAKU)
    assert "tests/test_league.py" in mutate.tests_of("mjgui/core/league/standings.py")
    assert "tests/test_game.py" in mutate.tests_of("mjgui/core/game/game.py")
    assert "tests/test_logs.py" in mutate.tests_of("mjgui/core/logs/tenhou6.py")
    assert mutate.tests_of("mjgui/core/league/season.py")[:2] == (
        "tests/test_league_season_mutants.py",
        "tests/test_league_near_copies.py",
    )
    assert "tests/test_lockfile_mutants.py" in mutate.tests_of(LOCK)
    assert mutate.tests_of("mjgui/core/logs/final.py")[:2] == (
        "tests/test_logs_final_mutants.py",
        "tests/test_logs_final.py",
    )
    export = mutate.tests_of("mjgui/core/league/export.py")
    assert export[:2] == ("tests/test_league_export_mutants.py", "tests/test_league_mutants_s50.py")
    assert {"tests/test_league_conflict_notes.py", "tests/test_mutants_s41.py"} <= set(export)
    assert mutate.tests_of("mjgui/core/scoring/waits.py")[0] == "tests/test_waits.py"
    record = mutate.tests_of("mjgui/core/game/record.py")
    assert record[:2] == ("tests/test_record_mutants.py", "tests/test_game_record.py")
    assert record[-1] == "tests/test_message_keys.py"
    # the mjai reader: its pointed tests, the real games, the kan dora and the records of such
    # games, then the mutated real logs
    assert mutate.tests_of("mjgui/core/logs/mjai.py") == (
        "tests/test_logs_mjai_mutants.py",
        "tests/test_logs_mjai.py",
        "tests/test_mjai_kan_dora.py",
        "tests/test_mjai_record_truth.py",
        "tests/test_mjai_east_game.py",
        "tests/test_logs_seat_and_line_where.py",
        "tests/test_logs_property.py",
    )
    assert mutate.tests_of("mjgui/core/teach/tenpai.py")[:2] == (
        "tests/test_tenpai_mutants.py",
        "tests/test_explain.py",
    )
    assert mutate.tests_of("mjgui/controller/game/autosave.py") == (
        "tests/test_autosave_mutants.py",
        "tests/test_saves_autosave.py",
        "tests/test_autosave_kill.py",
    )
    assert all((REPO / t).exists() for m in mutate.TESTS_OF for t in mutate.TESTS_OF[m])
    assert all((REPO / t).exists() for m in mutate.DEFAULT_MODULES for t in mutate.tests_of(m))


def test_make_mutate_runs_the_mjai_reader_as_its_document_says() -> None:
    """`make mutate` ran the scoring core, the game and the standings; the mjai reader, a log
    reader a player opens any writer's file with, was mutated only by hand (docs/mutation.md)."""
    assert "mjgui/core/logs/mjai.py" in mutate.DEFAULT_MODULES
    opening = (REPO / "docs" / "mutation.md").read_text(encoding="utf-8").split("\n\n")[1]
    assert all(f"`{Path(m).name}`" in opening or f"`{m}`" in opening for m in mutate.DEFAULT_MODULES)

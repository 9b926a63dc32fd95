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


def _run_with(module: str, line: int, what: str, code: str) -> str:
    script = (
        "import sys\n"
        f"sys.path[:0] = [{str(REPO)!r}, {str(REPO / 'tools')!r}]\n"
        "import mutate\n"
        f"m = [x for x in mutate.mutants({module!r}) if x.line == {line} and x.what == {what!r}][0]\n"
        "mutate.install(m)\n" + code
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=REPO
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def test_a_mutant_in_place_reaches_the_modules_that_imported_it() -> None:
    # honba_points = 3 * extra on a dealer tsumo, seen through the scorer (mjgui.core.scoring)
    line = next(
        m.line
        for m in mutate.mutants("mjgui/core/scoring/points.py")
        if m.what == "3 -> 4"
        and "honba_points=3 * extra" in _line_text("mjgui/core/scoring/points.py", m.line)
    )
    out = _run_with(
        "mjgui/core/scoring/points.py",
        line,
        "3 -> 4",
        "from mjgui.core.scoring.scoring import score\n"
        "from tests.util import spec\n"
        "print(score(spec('234m567p345678s55s --tsumo --riichi --honba 2')).win.payment.honba_points)\n",
    )
    assert out == "800"  # 4 * 200 instead of 3 * 200


def test_a_mutant_of_a_table_built_at_import_is_seen() -> None:
    # _hit builds the shared YakuHit table at import: a mutant of it must reach _with_han
    line = next(
        m.line
        for m in mutate.mutants("mjgui/core/scoring/yaku.py")
        if "_hit(" in _line_text("mjgui/core/scoring/yaku.py", m.line)
    )
    out = _run_with(
        "mjgui/core/scoring/yaku.py",
        line,
        next(m.what for m in mutate.mutants("mjgui/core/scoring/yaku.py") if m.line == line),
        "from mjgui.core.scoring.scoring import score\n"
        "from tests.util import spec\n"
        "print(sorted(y.id for y in score(spec('234m567p345678s55s --riichi')).win.yaku))\n",
    )
    assert out != "['pinfu', 'riichi', 'tanyao']"


def _line_text(module: str, line: int) -> str:
    return (REPO / module).read_text(encoding="utf-8").splitlines()[line - 1]

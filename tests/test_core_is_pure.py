"""The core never imports Qt: it must run (and be tested) without a GUI stack."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

CORE = pathlib.Path(__file__).resolve().parent.parent / "mjgui" / "core"


def test_no_qt_import_in_core_sources() -> None:
    offenders = []
    for path in CORE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            where = path.relative_to(CORE)
            offenders += [f"{where}: {n}" for n in names if n.split(".")[0] in ("PySide6", "shiboken6")]
            # the core sits below everything else in mjgui: it never reaches up
            upward = [n for n in names if n.startswith("mjgui.") and not n.startswith("mjgui.core")]
            offenders += [f"{where}: {n}" for n in upward]
    assert not offenders
    assert len(list(CORE.rglob("*.py"))) >= 10


def test_core_loads_without_qt_in_the_process() -> None:
    code = (
        "import sys, pkgutil, importlib, mjgui.core as c\n"
        "for m in pkgutil.walk_packages(c.__path__, 'mjgui.core.'): importlib.import_module(m.name)\n"
        "import mjgui.cli\n"
        "print(any(k.startswith('PySide6') for k in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"

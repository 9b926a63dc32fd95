"""The layers (docs/architecture.md): the core never imports Qt (it must run, and be tested,
without a GUI stack) nor reaches up; the controllers never import Qt or the widgets; the widgets
take from the core only values, never its logic; the core's packages point one way."""

from __future__ import annotations

import ast
import pathlib
import re
import subprocess
import sys

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "mjgui"
CORE = PACKAGE / "core"

#: What a widget may import from the core: values it names (types, constants, typed errors),
#: the catalogue, the record line builders (text from a dialog's choices, which the controller
#: checks and commits) and the atomic file writes of an export. Never scoring, replay, parsing
#: or teaching: a widget asks a controller. A new entry needs a reason here.
GUI_MAY_IMPORT_FROM_CORE: dict[str, frozenset[str]] = {
    # Qt's translator reads it; a picture or a PDF that Qt could not make (gui/saving.py) is a
    # StorageError whose reason is a catalogue message, said in the language the error is said in
    "mjgui.core.i18n": frozenset({"Msg", "Said", "catalogue", "msg", "normalize_lang"}),
    "mjgui.core.errors": frozenset({"MahjongError"}),
    "mjgui.core.numbers": frozenset({"number"}),  # the one number format, for the chart's axis labels
    # the one way a file name becomes text (a status bar's "Saved %1", the settings file's notice),
    # and a line of a file quoted in a notice (the settings file's bad line: its controls escaped)
    "mjgui.core.shown": frozenset({"shown_path", "shown_message"}),
    # the catalogue messages of the names the windows show (one message per yaku, limit, preset,
    # glossary term, wind)
    # and the one way a sentence goes on after a colon (a notice's reason: its first letter small)
    "mjgui.core.text": frozenset({"LIMITS", "PRESET_NAMES", "TERMS", "WINDS", "YAKU", "inner_sentence"}),
    "mjgui.core.scoring.hand": frozenset({"HandSpec", "MAX_DORA_INDICATORS"}),
    # the characters a Russian keyboard layout types on the notation's keys: typed into the
    # notation field from anywhere in the window, as the notation's own are
    "mjgui.core.scoring.tiles": frozenset({"RUSSIAN_LAYOUT_NOTATION"}),
    "mjgui.core.teach.quiz": frozenset({"LEVELS"}),
    "mjgui.core.league.charts": frozenset({"NO_CHART", "ChartData"}),
    "mjgui.core.game.game": frozenset({"GameState"}),
    # the file plumbing every saved file shares (no rule in it): the settings file is set aside
    # with the same rename-never-over as the autosave and the student record
    "mjgui.core.game.storage": frozenset({"StorageError", "atomic_write_bytes", "check_target", "set_aside"}),
    "mjgui.core.game.lines": frozenset(
        {
            "FU_CHOICES",
            "LIMITS",
            "WinValue",
            "abort_line",
            "chombo_line",
            "draw_line",
            "riichi_line",
            "ron_line",
            "tsumo_line",
            "wareme_line",
        }
    ),
    "mjgui.core.game.record": frozenset(
        {
            "AbortAction",
            "Action",
            "ChomboAction",
            "DrawAction",
            "HanFu",
            "HandValue",
            "Limit",
            "RiichiAction",
            "RonAction",
            "TsumoAction",
            "WaremeAction",
            "Yakuman",
        }
    ),
}


def imported(path: pathlib.Path) -> list[tuple[str, str | None]]:
    """Every (module, name) a file imports, inside functions and TYPE_CHECKING too; the name is
    None for a plain ``import module``."""
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(a.name, None) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [(node.module, a.name) for a in node.names]
    return found


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


def test_controllers_import_neither_qt_nor_widgets() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)}: {module}"
        for path in (PACKAGE / "controller").rglob("*.py")
        for module, _ in imported(path)
        if module.split(".")[0] in ("PySide6", "shiboken6") or module.startswith("mjgui.gui")
    ]
    assert not offenders


def test_widgets_take_only_values_from_the_core() -> None:
    offenders = []
    seen = 0
    for path in (PACKAGE / "gui").rglob("*.py"):
        for module, name in imported(path):
            if not module.startswith("mjgui.core"):
                continue
            seen += 1
            if name not in GUI_MAY_IMPORT_FROM_CORE.get(module, frozenset()):
                offenders.append(f"{path.relative_to(PACKAGE)}: {module}.{name or '*'}")
    assert not offenders, "a widget asks a controller for this (or the rule above says why not)"
    assert seen >= 10  # the check reads the imports it means to


def test_the_rule_would_catch_a_widget_calling_the_scoring(tmp_path: pathlib.Path) -> None:
    widget = tmp_path / "widget.py"
    widget.write_text(
        "def f():\n    from mjgui.core.scoring.scoring import score\n    from mjgui.core import text\n",
        encoding="utf-8",
    )
    found = imported(widget)
    assert found == [("mjgui.core.scoring.scoring", "score"), ("mjgui.core", "text")]
    assert all(name not in GUI_MAY_IMPORT_FROM_CORE.get(module, frozenset()) for module, name in found)


DOC = PACKAGE.parent / "docs" / "architecture.md"

#: One arrow of the map's list: a package, ``->``, the packages it imports, each perhaps with
#: why in parentheses (```league` -> `scoring`, `logs` (the link files)``); a package followed by
#: ``->`` begins the next arrow.
ARROW = re.compile(r"`(\w+)` -> ((?:`\w+`(?! ->)(?: \([^()]*\))?(?:, )?)+)")


def core_package_arrows() -> dict[str, set[str]]:
    """The core's packages and those each imports (inside functions and under TYPE_CHECKING
    too); the modules at the top of the core are ``(top)``, and importing them is no arrow."""
    graph: dict[str, set[str]] = {}
    for path in CORE.rglob("*.py"):
        parts = path.relative_to(CORE).parts
        package = parts[0] if len(parts) > 1 else "(top)"
        for module, name in imported(path):
            if module.startswith("mjgui.core."):
                target = module.split(".")[2]
            elif module == "mjgui.core" and name:  # from mjgui.core import text
                target = name
            else:
                continue
            target = target if (CORE / target).is_dir() else "(top)"
            if target not in (package, "(top)"):
                graph.setdefault(package, set()).add(target)
    return graph


def doc_arrows(text: str) -> dict[str, set[str]]:
    """The arrows the map's rule writes between the core's packages."""
    flat = " ".join(text.split())
    start = flat.index("its packages point one way")
    rule = flat[start : flat.index("import no package", start)]
    return {
        m.group(1): set(re.findall(r"`(\w+)`", re.sub(r"\([^()]*\)", "", m.group(2))))
        for m in ARROW.finditer(rule)
    }


def test_the_core_packages_point_one_way() -> None:
    """Package by package (scoring, game, league, logs, teach) the core has no cycle, and the
    arrows between them are exactly those docs/architecture.md lists: teaching reads the logs'
    model, the logs never reach into teaching; the top modules import no package."""
    graph = core_package_arrows()
    assert "teach" not in graph.get("logs", set())
    assert "(top)" not in graph

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        following = graph.get(start, set()) - seen
        return any(nxt == goal or reaches(nxt, goal, seen | {nxt}) for nxt in following)

    assert [p for p in graph if reaches(p, p, set())] == []
    assert len(graph) >= 4 and "scoring" in graph["game"]
    written = doc_arrows(DOC.read_text(encoding="utf-8"))
    assert written == graph, (
        "docs/architecture.md's arrows between the core's packages differ from the imports: "
        f"not written {sorted((a, b) for a in graph for b in graph[a] - written.get(a, set()))}, "
        f"not imported {sorted((a, b) for a in written for b in written[a] - graph.get(a, set()))}"
    )


def test_the_map_s_arrows_are_read_as_written() -> None:
    """The reader of the map's list reads its own form, and an arrow left out is one less."""
    rule = (
        "its packages point one way: `game` -> `scoring`; `league` -> `scoring`, `game`, `logs`\n"
        "  (the link files: `core/league/season.link_refusal`), `teach` -> `logs` (the model), "
        "`league`. `scoring` imports no package, and the top modules (`i18n`) import no package"
    )
    assert doc_arrows(rule) == {
        "game": {"scoring"},
        "league": {"scoring", "game", "logs"},
        "teach": {"logs", "league"},
    }
    graph = core_package_arrows()
    assert doc_arrows(DOC.read_text(encoding="utf-8").replace(", `logs` (a file", " (a file")) != graph

"""No two modules of mjgui import each other (counting imports inside functions and under
TYPE_CHECKING): each layer and package reaches the next one down, never back."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "mjgui"


def imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(("mjgui", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("mjgui"):
                found.add(node.module)
                found |= {f"{node.module}.{alias.name}" for alias in node.names}
            elif isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names if alias.name.startswith("mjgui")}
        graph[name] = found
    return {name: {d for d in deps if d in graph and d != name} for name, deps in graph.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for dep in graph[node]:
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return out


#: Cycles still to be removed (none).
KNOWN: list[list[str]] = []


def test_no_import_cycles() -> None:
    graph = imports()
    assert len(graph) > 60
    assert cycles(graph) == KNOWN


def test_the_check_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]


#: The league package's modules from the bottom up: each imports only from the layers below it.
#: The aliases file sits below the season, which applies it to a sync conflict copy's players;
#: the names of the season's files (from its folder, a copy's original) below both.
LEAGUE_LAYERS = (
    ("names", "files", "text"),
    ("aliases",),
    ("season",),
    ("standings",),
    ("charts", "export"),
)


def test_the_league_package_is_layered() -> None:
    graph = imports()
    package = "mjgui.core.league"
    modules = {n.removeprefix(f"{package}.") for n in graph if n.startswith(f"{package}.")}
    assert modules == {m for layer in LEAGUE_LAYERS for m in layer}  # a new module: give it a layer
    for depth, layer in enumerate(LEAGUE_LAYERS):
        below = {f"{package}.{m}" for lower in LEAGUE_LAYERS[:depth] for m in lower}
        for module in layer:
            used = {d for d in graph[f"{package}.{module}"] if d.startswith(f"{package}.")}
            assert used <= below, (module, sorted(used - below))

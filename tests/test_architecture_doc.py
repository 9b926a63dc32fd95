"""docs/architecture.md describes the house as it is: every path and module it names exists, every
module of mjgui/ is named in it, and the functions and classes its tables name as a module's
exist in that module. A module added, moved or renamed fails here until the map says so."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mjgui"
DOC = ROOT / "docs" / "architecture.md"

#: Files the map need not name: written by a tool, never read by a person (the tool that writes
#: each, and what it is for, are named in the map).
GENERATED = frozenset({"dataclass_code_table.py"})

#: A path inside mjgui/, written from the package (``mjgui/gui/startup.py``) or from its layers
#: (``core/teach/shapes.py``, ``gui/tracker/``, ``core/text.YAKU``: a module and a name in it).
#: Not preceded by a word, a slash or a dot, so ``league/text.py`` is not read out of
#: ``core/league/text.py``.
MJGUI_PATH = re.compile(r"(?<![\w/.])(?:mjgui/)?((?:core|controller|gui)(?:/\w+)*)(\.py\b|/|(?!\w))")
#: A path from the repository's root: the tools, benchmarks, tests and other documents.
ROOT_PATH = re.compile(r"(?<![\w/.])((?:tools|benchmarks|tests|docs|resources)/[\w/.-]*[\w/])")
#: The top modules of mjgui (``mjgui/app.py``) and dotted names (``mjgui.core.i18n``).
TOP_PATH = re.compile(r"(?<![\w/.])mjgui/(\w+\.py)")
DOTTED = re.compile(r"(?<![\w/.])mjgui((?:\.\w+)+)")
#: A module's path and a name in it: ``core/text.YAKU``, ``core/game/lines.ron_line(...)``.
PATH_NAME = re.compile(r"(?<![\w/.])(?:mjgui/)?((?:core|controller|gui)(?:/\w+)+)\.(?!py\b)(\w+)")
CODE = re.compile(r"`([^`\n]+)`")


@functools.cache
def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def blocks(text: str) -> list[str]:
    """The map's sections for naming: each table row alone, each other paragraph whole."""
    out: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        rows = [line for line in paragraph.splitlines() if line.startswith("|")]
        rest = [line for line in paragraph.splitlines() if not line.startswith("|")]
        out += rows
        if rest:
            out.append("\n".join(rest))
    return out


def modules() -> list[Path]:
    """Every module file of mjgui/, as a path from the package, the generated ones aside."""
    return sorted(
        p.relative_to(PACKAGE)
        for p in PACKAGE.rglob("*.py")
        if p.name != "__init__.py" and p.name not in GENERATED
    )


def packages_of(block: str) -> set[str]:
    """The packages a section is about: those it names by their folder (``core/league/``) or by
    a module directly inside them (``gui/window.py`` makes the row about ``gui``; ``mjgui/app.py``
    about mjgui itself, "")."""
    found: set[str] = set()
    for m in MJGUI_PATH.finditer(block):
        path, end = m.group(1), m.group(2)
        if end == "/":
            found.add(path)
        elif end == ".py" or (PACKAGE / f"{path}.py").is_file():
            found.add(path.rpartition("/")[0])
    if TOP_PATH.search(block):
        found.add("")
    return found


def named_in(block: str) -> set[str]:
    """The module names a section writes in code: ``names``, ``input.py``, ``season.load_season``
    (the module is the first word)."""
    out: set[str] = set()
    for span in CODE.findall(block):
        for piece in re.split(r"[\s,/()]+", span):
            word = piece.removesuffix(".py").split(".")[0]
            if word.isidentifier():
                out.add(word)
    return out


def test_every_path_the_map_names_exists() -> None:
    text = doc_text()
    missing = []
    for m in MJGUI_PATH.finditer(text):
        path, end = m.group(1), m.group(2)
        if end == "/" and not (PACKAGE / path).is_dir():
            missing.append(f"{path}/")
        elif end == ".py" and not (PACKAGE / f"{path}.py").is_file():
            missing.append(f"{path}.py")
        elif not end and "/" in path and not _exists(path):
            missing.append(path)
    missing += [p for p in TOP_PATH.findall(text) if not (PACKAGE / p).is_file()]
    missing += [p for p in ROOT_PATH.findall(text) if not (ROOT / p).exists()]
    assert not missing, f"docs/architecture.md names what is not in the tree: {sorted(set(missing))}"


def _exists(path: str) -> bool:
    return (PACKAGE / f"{path}.py").is_file() or (PACKAGE / path).is_dir()


def dotted_missing(text: str) -> list[str]:
    """The dotted names (``mjgui.core.i18n``, ``mjgui.core.i18n.msg``) that are not a module of
    mjgui, or a module and a name it defines."""
    missing = []
    for m in DOTTED.finditer(text):
        parts = m.group(1).strip(".").split(".")
        known = 0
        while known < len(parts) and _module_file(parts[: known + 1]) is not None:
            known += 1
        whole = known == len(parts)
        if not whole:
            holder = _module_file(parts[:known]) if known else PACKAGE / "__init__.py"
            whole = known == len(parts) - 1 and holder is not None and parts[-1] in module_names(holder)
        if not whole:
            missing.append("mjgui" + m.group(1))
    return missing


def test_every_dotted_module_the_map_names_exists() -> None:
    missing = dotted_missing(doc_text())
    assert not missing, f"docs/architecture.md names modules that are not in the tree: {missing}"


def _module_file(parts: list[str]) -> Path | None:
    base = PACKAGE.joinpath(*parts)
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def test_every_module_of_mjgui_is_named() -> None:
    text = doc_text()
    sections = [(packages_of(b), named_in(b)) for b in blocks(text)]
    unnamed = []
    for module in modules():
        whole = module.with_suffix("").as_posix()
        package = module.parent.as_posix() if module.parent != Path() else ""
        if re.search(rf"(?<![\w/.])(?:mjgui/)?{re.escape(whole)}\.py\b", text):
            continue
        if re.search(rf"(?<![\w/.])mjgui\.{re.escape(whole.replace('/', '.'))}\b", text):
            continue
        if any(package in about and module.stem in words for about, words in sections):
            continue
        unnamed.append(module.as_posix())
    assert not unnamed, f"docs/architecture.md does not say what these modules are: {unnamed}"


def defined_names(body: list[ast.stmt]) -> set[str]:
    """What a module's or a class's body defines or imports (its classes, functions, constants,
    fields), under ``if TYPE_CHECKING``/``try`` too."""
    names: set[str] = set()
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, (ast.If, ast.Try)):
            names |= defined_names(node.body) | defined_names(node.orelse)
    return names


@functools.cache
def module_names(path: Path) -> set[str]:
    return defined_names(ast.parse(path.read_text(encoding="utf-8")).body)


@functools.cache
def class_names(package: str) -> dict[str, set[str]]:
    """The classes of a package's modules and what each defines (``Season`` -> ``apart``...)."""
    out: dict[str, set[str]] = {}
    folder = PACKAGE / package
    for path in sorted(folder.glob("*.py")) if folder.is_dir() else []:
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                out.setdefault(node.name, set()).update(defined_names(node.body))
    return out


def test_the_names_the_tables_give_a_module_exist() -> None:
    """In a section about a package, ``module.Name`` (``season.load_season``,
    ``window.TrackerWindow``; ``logs.read_log``: the package itself) names a module of that
    package and something it defines, ``Class.name`` (``Season.apart``, ``Step.hand``) a class
    of the package and a field or method of it; anywhere, ``core/text.YAKU`` a module's path
    and something it defines."""
    wrong = []
    checked = 0
    for block in blocks(doc_text()):
        about = packages_of(block)
        for span in CODE.findall(block):
            m = re.fullmatch(r"(\w+)\.(\w+)(?:\(.*\))?", span.strip())
            if not m or m.group(2) == "py":
                continue
            module, name = m.groups()
            files = [
                f
                for p in about
                for parts in ([*filter(None, p.split("/")), module], [*filter(None, p.split("/"))])
                if (parts[-1:] == [module] and (f := _module_file(parts)) is not None)
            ]
            classes = [c[module] for p in about if module in (c := class_names(p))]
            if files or classes:
                checked += 1
                if not any(name in module_names(f) for f in files) and not any(name in c for c in classes):
                    wrong.append(f"{module}.{name} ({', '.join(sorted(about))})")
    for m in PATH_NAME.finditer(doc_text()):
        path, name = m.groups()
        file = PACKAGE / f"{path}.py"
        checked += 1
        if not file.is_file() or name not in module_names(file):
            wrong.append(f"{path}.{name}")
    assert not wrong, f"docs/architecture.md names what its module does not hold: {wrong}"
    assert checked > 50  # the check reads the names it means to


def test_the_checks_find_what_they_look_for() -> None:
    """The readers above read the map's own forms."""
    row = "| `gui/window.py`, `input.py` | the desk; `mjgui/app.py`; `season.load_season`/`SeasonCache` |"
    assert packages_of(row) == {"gui", ""}
    assert {"window", "input", "app", "season", "SeasonCache"} <= named_in(row)
    assert packages_of("| `core/league/` | ... |") == {"core/league"}
    assert packages_of('`core/text.YAKU`, `gui/i18n.term_word("ron")`') == {"core", "gui"}
    assert [m.group(1) for m in MJGUI_PATH.finditer("`core/league/text.py`")] == ["core/league/text"]
    assert [m.group(1) for m in MJGUI_PATH.finditer("the controllers read `core/text.YAKU`")] == ["core/text"]
    assert dotted_missing("`mjgui.core.i18n`, `mjgui.core.i18n.msg`, `mjgui.gui.tracker.dialogs.keep`") == []
    assert dotted_missing("`mjgui.core.nothing`, `mjgui.core.i18n.nothing`, `mjgui.core.nothing.msg`") == [
        "mjgui.core.nothing",
        "mjgui.core.i18n.nothing",
        "mjgui.core.nothing.msg",
    ]
    assert len(blocks(doc_text())) > 30
    assert len(modules()) > 100

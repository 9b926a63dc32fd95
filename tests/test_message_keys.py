"""Every message key is written whole, every catalogue entry is used, each name is one message.

A sentence is found by its key: ``grep "desk:tenpai"`` finds the one place that writes it and
every place that shows it. That holds only while no key is put together at run time
(``msg(f"limit:{name}", ...)``, ``PHRASES[f"place_{n}"]``): where code picks a message by an id it
reads a table ``{id: msg("ctx:whole_key", "...")}``. This test reads the source (``ast``; only
the tables themselves, the catalogue and the few places that declare ids are read at run time)
and fails on

(a) a key built at run time: the key of ``msg``/``nmsg``/``QCoreApplication.translate`` not a
    plain string, or an f-string, ``+`` or ``%`` as the id a message table is read with (given
    to a helper such as ``_p(key)`` too);
(b) a catalogue entry (``resources/locale/ru/LC_MESSAGES/mjgui.po``) no code uses: its key in no
    ``msg``/``nmsg``/``translate`` call, or an entry of a message table no id the code can read
    it by names (a module-level message constant nobody reads, too);
(c) an id a table is read by that has no entry (the player would read the bare id), and a
    message in use that the catalogue lacks, with another English, without Russian, or without
    every Russian plural form. The ids of each lookup are followed where the code writes them
    (:class:`Ids`: a choice of written ids, a loop over them, a helper's callers, ``self``'s
    attributes, what a method returns...); a table read by an id this cannot follow (an
    error's ``self.code``, a yaku id) declares its ids in :data:`DOMAINS`, read where they are
    made (the codes an error is raised with) or in the one place mjgui declares them (the yaku
    table, a ``Literal`` type, the presets);
(d) one name under two keys: a yaku or limit name (:data:`mjgui.core.text.YAKU`,
    :data:`mjgui.core.text.LIMITS`), a wind (:data:`mjgui.core.text.WINDS`) and every other
    term of the glossary (``docs/glossary.md``) that names a concept (:data:`mjgui.core.text.TERMS`:
    Ron, Tsumo, Dealer, Chi/Pon/Kan, honba, riichi sticks, "{han} han {fu} fu"...) is one
    message, used everywhere the name is shown; :data:`GLOSSARY_KEYS` lists each term's one key.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import itertools
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import Literal, get_args, get_origin, get_type_hints

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from mjgui.core.i18n import Msg

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mjgui"
PO = ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"

#: Files another change is converting now (the teaching texts are being split into modules of
#: one job, in the one helper style): their keys are not read by this test until that lands.
#: The coordinator removes this list once that branch is merged.
PENDING: frozenset[str] = frozenset()

#: The calls whose first argument is a message key (the gettext context).
KEYED_CALLS = frozenset({"msg", "nmsg", "translate", "QT_TRANSLATE_NOOP"})
#: Of those, the ones whose key is a Qt context (a widget's class, or Qt's own: QT_WORDS)
QT_CALLS = frozenset({"translate", "QT_TRANSLATE_NOOP"})

#: Catalogue entries that write a yaku or limit name under a key of their own on purpose: not
#: the name but another word spelled alike (key -> why).
OTHER_TERMS = {
    # Russian writes a term with a capital letter as a label («Рон», «Чи») and small inside a
    # sentence («по рон», «пон 555z»): two messages of core/text.TERMS, the second for sentences
    **{
        f"term:{term}-in-sentence": "inside a sentence: a small letter in Russian, the label is capitalised"
        for term in ("ron", "tsumo", "dealer", "chi", "pon", "kan", "closed-kan", "yaku", "han", "fu")
    },
    **{
        f"wind-in-sentence:{wind}": "a wind inside a sentence: a small letter in Russian («восток»)"
        for wind in range(4)
    },
    # the club table's column: how many renchan, a heading capitalised («Ренчан»)
    "league:stat:renchan": "a column heading, capitalised; the term in a sentence is «ренчан»",
    # the online site whose rules the preset copies: "Tenhou.net" in Russian (glossary)
    "preset:tenhou": "the site Tenhou, not the yaku",
    # a heading over the yakuman group of the yaku list: plural in Russian ("Якуманы")
    "teach:group_yakuman": "a heading over all yakuman, plural",
    # the club table's count of yakuman won: plural in Russian ("Якуманы")
    "league:stat:yakuman": "a count of yakuman, plural",
    # the name of an option's value in --help, in capitals as argparse writes it («--honba ХОНБА»)
    **{f"metavar:{term}": "the value's name in --help, in capitals" for term in ("honba", "renchan")},
}


#: The glossary's terms that name a concept, each with its one key (the glossary writes each as
#: one term; the core says it, the widgets ask it through mjgui.gui.i18n's ``term_word``,
#: ``wind_name``, ``yaku_word``). Check (c) fails when any is in the catalogue under a second key.
GLOSSARY_KEYS = {
    "Ron": "term:ron",
    "Tsumo": "term:tsumo",
    "Dealer": "term:dealer",
    "Non-dealer": "term:non-dealer",
    "Tenpai": "term:tenpai",
    "Not tenpai": "term:noten",
    "Exhaustive draw": "term:exhaustive-draw",
    "Chi": "term:chi",
    "Pon": "term:pon",
    "Kan": "term:kan",
    "Closed kan": "term:closed-kan",
    "honba": "term:honba",
    "riichi sticks": "term:riichi-sticks",
    "renchan": "term:renchan",
    "Abortive draw": "term:abortive-draw",
    "{han} han {fu} fu": "term:han-fu",
    "Chombo": "term:chombo",
    "Yaku": "term:yaku",
    "Han": "term:han",
    "Fu": "term:fu",
    "yakuhai": "term:yakuhai",
    "kanchan": "term:kanchan",
    "penchan": "term:penchan",
    "tanki": "term:tanki",
    "East": "wind:0",
    "South": "wind:1",
    "West": "wind:2",
    "North": "wind:3",
    "Riichi": "yaku:riichi",
    "Dora": "yaku:dora",
    "Ura dora": "yaku:ura_dora",
    "Aka dora": "yaku:aka_dora",
    "Nuki dora": "yaku:nuki_dora",
    "Mangan": "limit:mangan",
}

#: Terms a file still writes under its own Qt context, (context, English) -> why; empty since the
#: three-player tracker's files were converted (an entry here is skipped by check (c)).
PENDING_TERMS: dict[tuple[str, str], str] = {}


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


#: Not mjgui's sentences: the methods dataclasses writes, its own errors included, kept as text
#: (tools/make_dataclass_code.py).
NOT_OURS = frozenset({"mjgui/dataclass_code_table.py"})


def sources() -> list[tuple[str, ast.Module]]:
    paths = [p for p in sorted(PACKAGE.rglob("*.py")) if rel(p) not in NOT_OURS]
    return [(rel(p), ast.parse(p.read_text(encoding="utf-8"))) for p in paths]


def module_name(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def built(node: ast.expr) -> bool:
    """An id put together at run time: an f-string, ``"a" + b``, ``("a_" if x else "b_") + c``
    or ``"a_%s" % b``."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return any(stringy(side) for side in (node.left, node.right))
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"


def stringy(node: ast.expr) -> bool:
    """Written text, or a choice of it."""
    if isinstance(node, ast.IfExp):
        return stringy(node.body) or stringy(node.orelse)
    if isinstance(node, ast.BoolOp):
        return any(stringy(value) for value in node.values)
    return is_text(node) or isinstance(node, ast.JoinedStr)


def is_message(node: ast.expr) -> bool:
    """A message written here: ``msg(...)``/``nmsg(...)`` or a value holding one (a yaku's names),
    or a glossary term of the core (``TERMS["ron"]``: a table may say a term among its phrases)."""
    return any(
        (isinstance(n, ast.Call) and call_name(n) in ("msg", "nmsg"))
        or (isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == "TERMS")
        for n in ast.walk(node)
    )


@dataclass
class Table:
    """A module-level dict of messages: its written keys, the ids the code reads it by, and
    where it reads it by an id this scan cannot list (then :data:`DOMAINS` must say its ids)."""

    keys: dict[str, list[str]] = field(default_factory=dict)  # table id -> message keys
    read: set[str] = field(default_factory=set)  # repr of every id a lookup gives
    computed: list[str] = field(default_factory=list)  # where an id not written out reads it
    whole: bool = False  # a loop over every entry (``for k in TABLE``)

    @property
    def by_id(self) -> bool:
        return bool(self.computed)


@dataclass
class Scan:
    keys: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))  # key -> English texts
    plurals: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))  # key -> English plurals
    qt: set[tuple[str, str]] = field(default_factory=set)  # a widget's (class, English)
    built: list[str] = field(default_factory=list)  # where a key is built at run time
    tables: dict[tuple[str, str], Table] = field(default_factory=dict)  # (module, name) -> table
    constants: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (module, name) -> keys
    referenced: set[tuple[str, str]] = field(default_factory=set)  # constants some code reads
    ids: Ids | None = None
    made: dict[Made, tuple[set[object], list[str]]] = field(default_factory=dict)  # made_ids, once
    #: the ids of the tables read by computed ids, and a table's entries by its name
    domains: Mapping[str, Domain] = field(default_factory=lambda: DOMAINS)
    entries: Callable[[str], Mapping[object, object]] = field(default_factory=lambda: table_object)


@cache
def scan() -> Scan:
    return scan_trees([(path, tree) for path, tree in sources() if path not in PENDING])


def assigned(node: ast.stmt) -> tuple[ast.expr | None, ast.expr | None]:
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        return node.targets[0], node.value
    if isinstance(node, ast.AnnAssign) and node.value is not None:
        return node.target, node.value
    return None, None


def scan_trees(parsed: list[tuple[str, ast.Module]]) -> Scan:
    found = Scan()
    for path, tree in parsed:
        module = module_name(path)
        for node in tree.body:
            target, value = assigned(node)
            if not isinstance(target, ast.Name) or value is None:
                continue
            if isinstance(value, ast.Dict) and value.values and all(is_message(v) for v in value.values):
                table = Table()
                for k, v in zip(value.keys, value.values, strict=True):
                    table.keys[written_key(k)] = message_keys(v)
                found.tables[(module, target.id)] = table
            elif isinstance(value, (ast.Call, ast.Tuple)) and is_message(value):
                found.constants[(module, target.id)] = message_keys(value)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and call_name(node).endswith("Error")
                and not hasattr(builtins, call_name(node))  # ValueError(f"..."): a message for us
                and node.args
                and built(node.args[0])
            ):
                # an error's code is the id of its sentence in a table (core/text.ERRORS...)
                found.built.append(f"{path}:{node.lineno}: {ast.unparse(node)[:80]}")
            if isinstance(node, ast.Call) and call_name(node) in KEYED_CALLS and len(node.args) >= 2:
                key, text = node.args[0], node.args[1]
                if not is_text(key):
                    if call_name(node) not in QT_CALLS or is_text(text):
                        found.built.append(f"{path}:{node.lineno}: {ast.unparse(node)[:80]}")
                    continue
                if is_text(text) and call_name(node) in QT_CALLS:
                    found.qt.add((key.value, text.value))  # type: ignore[union-attr]
                elif is_text(text):
                    found.keys[key.value].add(text.value)  # type: ignore[union-attr]
                    if call_name(node) == "nmsg" and len(node.args) >= 3 and is_text(node.args[2]):
                        found.plurals[key.value].add(node.args[2].value)  # type: ignore[union-attr,attr-defined]
    found.ids = Ids(parsed)
    for path, tree in parsed:
        read_tables(found, path, tree)
    found.built.extend(dict.fromkeys(found.ids.built))
    return found


def written_key(node: ast.expr | None) -> str:
    """A table's key as its ``repr`` (``'ron'``, ``(1, 2)``), or as written when it is not a
    value (``**OTHER``)."""
    try:
        return repr(ast.literal_eval(node))  # type: ignore[arg-type]
    except ValueError:
        return ast.dump(node) if node is not None else "**"


def message_keys(node: ast.expr) -> list[str]:
    return [
        n.args[0].value  # type: ignore[attr-defined]
        for n in ast.walk(node)
        if isinstance(n, ast.Call) and call_name(n) in ("msg", "nmsg") and n.args and is_text(n.args[0])
    ]


def imported_names(module: str, tree: ast.Module) -> tuple[dict[str, tuple[str, str]], dict[str, str]]:
    """The names a module reads from others: ``from m import X as Y`` (Y -> (m, X)) and
    ``import m as T`` / ``from pkg import m as T`` (T -> m)."""
    names: dict[str, tuple[str, str]] = {}
    modules: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                names[alias.asname or alias.name] = (node.module, alias.name)
                modules[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                modules[alias.asname or alias.name] = alias.name
    return names, modules


#: The calls that say a message of a table by an id: ``phrase(TABLE, id, lang)`` (and
#: ``partial(phrase, TABLE, id)``).
SAYING_CALLS = frozenset({"phrase", "render"})


def lookup_id(node: ast.expr, parent: ast.AST | None, parents: dict[ast.AST, ast.AST]) -> ast.expr | None:
    """The id a table (``node``) is read by here: ``TABLE[id]``, ``TABLE.get(id)``,
    ``phrase(TABLE, id, lang)``, ``partial(phrase, TABLE, id)``."""
    if isinstance(parent, ast.Subscript) and parent.value is node:
        return parent.slice
    if (
        isinstance(parent, ast.Attribute)
        and parent.attr == "get"
        and isinstance(call := parents.get(parent), ast.Call)
        and call.args
    ):
        return call.args[0]
    if isinstance(parent, ast.Call) and node in parent.args:
        position = parent.args.index(node)  # type: ignore[arg-type]
        if call_name(parent) in SAYING_CALLS and position == 0 and len(parent.args) >= 2:
            return parent.args[1]
        if (
            call_name(parent) == "partial"
            and position == 1
            and len(parent.args) >= 3
            and isinstance(parent.args[0], ast.Name)
            and parent.args[0].id in SAYING_CALLS
        ):
            return parent.args[2]
    return None


def read_whole(node: ast.expr, parent: ast.AST | None, parents: dict[ast.AST, ast.AST]) -> bool:
    """A loop over every entry of the table (``for k in TABLE``, ``TABLE.items()``...)."""
    if isinstance(parent, ast.Attribute) and parent.attr in ("items", "values", "keys"):
        node, parent = parents[parent], parents.get(parents[parent])  # type: ignore[assignment]
    return isinstance(parent, (ast.For, ast.comprehension)) and parent.iter is node


def membership(node: ast.expr, parent: ast.AST | None) -> bool:
    """``x in TABLE``: asks whether there is an entry, reads none."""
    return (
        isinstance(parent, ast.Compare)
        and node in parent.comparators
        and all(isinstance(op, (ast.In, ast.NotIn)) for op in parent.ops)
    )


def read_tables(found: Scan, path: str, tree: ast.Module) -> None:
    """Mark what this module reads of each table and constant: the ids each lookup can give
    (:class:`Ids`), or where it reads one by an id not written out."""
    module = module_name(path)
    assert found.ids is not None
    parents = found.ids.parents
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Name, ast.Attribute)):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            continue
        where = found.ids.where(node, module)
        if where is None or not where[1].isupper():
            continue  # tables and message constants are module constants, in capitals
        if where in found.constants:
            found.referenced.add(where)
        parent = parents.get(node)
        ident = lookup_id(node, parent, parents)
        if ident is not None and built(ident):
            found.built.append(f"{path}:{node.lineno}: {ast.unparse(parent)[:80]}")  # type: ignore[arg-type]
        table = found.tables.get(where)
        if table is None or membership(node, parent):
            continue
        if ident is None and read_whole(node, parent, parents):
            table.whole = True
            continue
        ids = found.ids.of(ident) if ident is not None else None
        if ids is not None and guarded(node, ident, where, found.ids):  # type: ignore[arg-type]
            table.read.update(repr(value) for value in ids if repr(value) in table.keys)
        elif ids is not None:
            table.read.update(repr(value) for value in ids)
        else:
            table.computed.append(f"{path}:{node.lineno}: {ast.unparse(parent)[:100]}")  # type: ignore[arg-type]


def guarded(node: ast.expr, ident: ast.expr, table: tuple[str, str], ids: Ids) -> bool:
    """A lookup made only when the table has the id: ``TABLE[x] if x in TABLE else ...``, or
    inside ``if x in TABLE:`` (an id it has not is said otherwise, on purpose)."""
    said = ast.unparse(ident)
    return any(
        isinstance(test, ast.Compare)
        and isinstance(test.ops[0], ast.In)
        and ast.unparse(test.left) == said
        and ids.where(test.comparators[0], ids.module(test)) == table
        for test in conditions(node, ids.parents)
    )


def enclosing_function(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> ast.FunctionDef | None:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.FunctionDef):
            return node
    return None


def parameters(function: ast.FunctionDef) -> list[str]:
    return [a.arg for a in (*function.args.posonlyargs, *function.args.args)]


#: A path into a value: the parts of tuples (an index) and dicts (a written key) to an id.
IdPath = tuple[int | str, ...]
Found = set[object] | None
#: the (node, path) pairs a resolution has passed (a name given itself is not followed twice)
Seen = frozenset[tuple[int, IdPath]]

#: Calls that give what their one argument holds, or the ids in it (a loop over them).
SAME = frozenset({"str"})
COLLECTIONS = frozenset({"frozenset", "tuple", "set", "list", "sorted", "reversed"})
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def conditions(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> Iterator[ast.expr]:
    """The conditions ``node`` is read under in its function: the tests (each part of an
    ``and``) of the ``if`` and ``... if ... else`` whose body holds it."""
    child = node
    while child in parents and not isinstance(child, ast.FunctionDef):
        parent = parents[child]
        if isinstance(parent, (ast.IfExp, ast.If)) and (
            child is parent.body or (isinstance(parent.body, list) and child in parent.body)
        ):
            test = parent.test
            yield from (
                test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
            )
        child = parent


def truthy(name: ast.Name, parents: dict[ast.AST, ast.AST]) -> bool:
    """``name`` read where it is known to be true: ``f(x) if x else ...``, inside ``if x:``."""
    return any(isinstance(t, ast.Name) and t.id == name.id for t in conditions(name, parents))


class Ids:
    """The ids an expression can hold, where the code writes every one of them out: what a
    computed lookup of a table (``phrase(PHRASES, key, lang)``) can read, what a code passed to an
    error's constructor can be. Read from the source, nothing run: a written id (``"a"``, ``3``),
    a choice of them (``"a" if c else "b"``, ``x or "a"``), a local name every value of which is
    such (assignments, unpacked ones too, a loop over written ids or over a module's
    constant), a module's constant, a function's parameter (what every call of it gives), an
    attribute of ``self`` (every value its class gives it), a part of a tuple or dict of them
    (``notice[0]``, ``params["reason"]``), a dict of written ids read by any key, what a
    function returns (every ``return``). Anything else (a value read from a file, a field of
    an object made elsewhere...) is ``None``: not known here, and :data:`DOMAINS` says the ids."""

    def __init__(self, parsed: list[tuple[str, ast.Module]]) -> None:
        self.parents: dict[ast.AST, ast.AST] = {}
        self.module_of: dict[ast.AST, str] = {}  # a module, function or call -> its module
        self.path_of: dict[str, str] = {}
        self.imports: dict[str, tuple[dict[str, tuple[str, str]], dict[str, str]]] = {}
        self.constants: dict[tuple[str, str], ast.expr] = {}
        self.functions: dict[tuple[str, str], list[ast.FunctionDef]] = defaultdict(list)
        self.methods: dict[str, list[ast.FunctionDef]] = defaultdict(list)
        self.calls: dict[str, list[ast.Call]] = defaultdict(list)  # by the name called
        self.built: list[str] = []  # an id put together at run time, met on the way
        #: attributes that hold an id made elsewhere, and its ids (while :func:`made_ids` reads)
        self.passing: dict[str, set[object]] = {}
        #: the ids written out, others left aside (while :func:`made_ids` reads a :class:`Made`
        #: whose ``others`` are fine)
        self.lenient = False
        self.classes: dict[tuple[str, str], ast.ClassDef] = {}
        for path, tree in parsed:
            module = module_name(path)
            self.path_of[module] = path
            self.imports[module] = imported_names(module, tree)
            self.module_of[tree] = module
            for node in ast.walk(tree):
                for child in ast.iter_child_nodes(node):
                    self.parents[child] = node
            for node in tree.body:
                target, value = assigned(node)
                if isinstance(target, ast.Name) and value is not None:
                    self.constants[(module, target.id)] = value
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef):
                    self.classes[(module, node.name)] = node
                if isinstance(node, ast.FunctionDef):
                    self.module_of[node] = module
                    if isinstance(self.parents.get(node), ast.ClassDef):
                        self.methods[node.name].append(node)
                    else:
                        self.functions[(module, node.name)].append(node)
                elif isinstance(node, ast.Call):
                    self.module_of[node] = module
                    self.calls[call_name(node)].append(node)

    # -- where a node is ------------------------------------------------------------------------

    def where(self, node: ast.expr, module: str) -> tuple[str, str] | None:
        """The module constant or function a name or ``module.NAME`` reads."""
        names, modules = self.imports[module]
        if isinstance(node, ast.Name):
            return names.get(node.id, (module, node.id))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules:
            return (modules[node.value.id], node.attr)
        return None

    def function(self, node: ast.AST) -> ast.FunctionDef | None:
        return enclosing_function(node, self.parents)

    def owner(self, node: ast.AST) -> ast.ClassDef | None:
        """The class of the method ``node`` is in."""
        function = self.function(node)
        while function is not None:
            parent = self.parents.get(function)
            if isinstance(parent, ast.ClassDef):
                return parent
            function = self.function(function)
        return None

    def module(self, node: ast.AST) -> str:
        while node not in self.module_of and node in self.parents:
            node = self.parents[node]
        return self.module_of.get(node, "")

    def at(self, node: ast.AST) -> str:
        return f"{self.path_of.get(self.module(node), '?')}:{getattr(node, 'lineno', 0)}"

    # -- ids ------------------------------------------------------------------------------------

    def of(self, node: ast.expr, path: IdPath = (), seen: Seen = frozenset()) -> Found:
        """Every id ``node`` can hold (at ``path`` inside it), or None when one is not written out."""
        if (id(node), path) in seen or len(seen) > 60:
            return None
        seen = seen | {(id(node), path)}
        found = self.found(node, path, seen)
        return set() if found is None and self.lenient else found

    def found(self, node: ast.expr, path: IdPath, seen: Seen) -> Found:
        if isinstance(node, ast.Constant):
            if node.value is None:
                return set()  # no id at all: checked before it is read
            return {node.value} if isinstance(node.value, (str, int)) and not path else None
        if built(node):
            self.built.append(f"{self.at(node)}: {ast.unparse(node)[:80]}")
            return None
        if isinstance(node, ast.IfExp):
            return self.union([node.body, node.orelse], path, seen)
        if isinstance(node, ast.BoolOp):
            return self.union(node.values, path, seen)
        if isinstance(node, ast.Tuple) and node.elts:
            if path:
                head = path[0]
                if not isinstance(head, int) or head >= len(node.elts):
                    return None
                return self.of(node.elts[head], path[1:], seen)
            parts = [self.of(element, (), seen) for element in node.elts]  # an id of a table keyed by pairs
            if any(part is None for part in parts):
                return None
            return set(itertools.product(*parts))  # type: ignore[arg-type]
        if isinstance(node, ast.Dict):
            if not path or not isinstance(path[0], str):
                return None
            for key, value in reversed(list(zip(node.keys, node.values, strict=True))):
                if isinstance(key, ast.Constant) and key.value == path[0]:
                    return self.of(value, path[1:], seen)  # the last one written counts
            spread = [value for key, value in zip(node.keys, node.values, strict=True) if key is None]
            return self.union(spread, path, seen)  # ``{**params, ...}``: theirs (none: this dict holds none)
        if isinstance(node, ast.Subscript):
            if isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, (int, str)):
                return self.of(node.value, (node.slice.value, *path), seen)  # ``notice[0]``
            return self.values(node.value, path, seen)  # a dict of written ids read by any key
        if isinstance(node, ast.Call):
            return self.returned(node, path, seen)
        if isinstance(node, ast.Attribute) and node.attr in self.passing and not path:
            return self.passing[node.attr]  # an id of an object made elsewhere (:class:`Made`)
        if isinstance(node, (ast.Name, ast.Attribute)):
            return self.named(node, path, seen)
        return None

    def union(self, nodes: Iterable[ast.expr], path: IdPath, seen: Seen) -> Found:
        return self.union_of(self.of, nodes, path, seen)

    def named(self, node: ast.Name | ast.Attribute, path: IdPath, seen: Seen) -> Found:
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
            values = self.attribute_values(node)
            return self.union(values, path, seen) if values else None
        if isinstance(node, ast.Name) and not path and truthy(node, self.parents):
            found = self.named_any(node, path, seen)
            return None if found is None else {value for value in found if value}
        return self.named_any(node, path, seen)

    def named_any(self, node: ast.Name | ast.Attribute, path: IdPath, seen: Seen) -> Found:
        if isinstance(node, ast.Name):
            scope: ast.AST = node  # a comprehension's own name
            while scope in self.parents and not isinstance(scope, ast.FunctionDef):
                scope = self.parents[scope]
                if isinstance(scope, COMPREHENSIONS):
                    for generator in scope.generators:
                        part = self.loop(generator.target, generator.iter, node.id, path, seen)
                        if part is not False:
                            return part  # type: ignore[return-value]
            function = self.function(node)
            while function is not None:  # its function's, or an outer one's
                if node.id in parameters(function) or node.id in [a.arg for a in function.args.kwonlyargs]:
                    return self.given(function, node.id, path, seen)
                bound = self.bound(node.id, function, path, seen)
                if bound is not False:
                    return bound  # type: ignore[return-value]
                function = self.function(function)
        where = self.where(node, self.module(node))
        if where is not None and where in self.constants and where[1].isupper():
            return self.of(self.constants[where], path, seen)
        return None

    def bound(self, name: str, function: ast.FunctionDef, path: IdPath, seen: Seen) -> Found | bool:
        """The ids a local name is given in its function (False: it is not bound there)."""
        parts: list[Found] = []
        for node in ast.walk(function):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    found = self.target(target, node.value, name, path, seen)
                    if found is not False:
                        parts.append(found)  # type: ignore[arg-type]
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)) and isinstance(
                node.target, ast.Name
            ):
                if node.target.id == name:
                    augmented = isinstance(node, ast.AugAssign) or node.value is None
                    parts.append(None if augmented else self.of(node.value, path, seen))  # type: ignore[arg-type]
            elif isinstance(node, ast.For):  # (a comprehension's names are its own)
                found = self.loop(node.target, node.iter, name, path, seen)
                if found is not False:
                    parts.append(found)  # type: ignore[arg-type]
            elif isinstance(node, ast.With) and any(
                isinstance(i.optional_vars, ast.Name) and i.optional_vars.id == name for i in node.items
            ):
                parts.append(None)
        if not parts:
            return False
        if any(part is None for part in parts):
            return None
        return set().union(*parts)  # type: ignore[arg-type]

    def target(self, target: ast.expr, value: ast.expr, name: str, path: IdPath, seen: Seen) -> Found | bool:
        """What ``target = value`` gives ``name`` (False: nothing)."""
        if isinstance(target, ast.Name):
            return self.of(value, path, seen) if target.id == name else False
        if isinstance(target, ast.Tuple):  # unpacked: ``key, params = "a", {}`` or ``= self._error``
            for index, element in enumerate(target.elts):
                if isinstance(element, ast.Name) and element.id == name:
                    return self.of(value, (index, *path), seen)
                if any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(element)):
                    return None  # unpacked deeper, or starred: not followed
        return False

    def loop(self, target: ast.expr, iterated: ast.expr, name: str, path: IdPath, seen: Seen) -> Found | bool:
        """The ids ``for target in iterated`` gives ``name`` (False: it does not bind it)."""
        if isinstance(target, ast.Name) and target.id == name:
            return self.elements(iterated, path, seen)
        if isinstance(target, ast.Tuple):
            for index, element in enumerate(target.elts):
                if isinstance(element, ast.Name) and element.id == name:
                    return self.elements(iterated, (index, *path), seen)
        return False

    def elements(self, node: ast.expr, path: IdPath, seen: Seen) -> Found:
        """The ids a loop over ``node`` gives (at ``path`` inside each element)."""
        if isinstance(node, ast.IfExp):
            return self.union_of(self.elements, [node.body, node.orelse], path, seen)
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            out: set[object] = set()
            for element in node.elts:
                if isinstance(element, ast.Starred):
                    part = self.elements(element.value, path, seen)
                else:
                    part = self.of(element, path, seen)
                if part is None:
                    return None
                out |= part
            return out
        if isinstance(node, ast.Dict) and not path:
            return (
                self.union([k for k in node.keys if k is not None], (), seen)
                if None not in node.keys
                else None
            )
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in COLLECTIONS:
            return self.elements(node.args[0], path, seen) if len(node.args) == 1 else set()
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args:
            if node.func.attr == "keys" and not path:
                return self.elements(node.func.value, (), seen)
            if node.func.attr == "items" and path[:1] == (0,):
                return self.elements(node.func.value, path[1:], seen)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            return self.elements(node.value, path, seen)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.elements(node.left, path, seen), self.elements(node.right, path, seen)
            return None if left is None or right is None else left | right
        if isinstance(node, (ast.Name, ast.Attribute)):
            values = self.values_of(node)
            return None if values is None else self.union_of(self.elements, values, path, seen)
        return None

    def attribute_values(self, node: ast.Attribute) -> list[ast.expr]:
        """Every value its class gives ``self.<attr>``."""
        owner = self.owner(node)
        if owner is None:
            return []
        out = []
        for n in ast.walk(owner):
            target, value = assigned(n) if isinstance(n, (ast.Assign, ast.AnnAssign)) else (None, None)
            if (
                isinstance(target, ast.Attribute)
                and target.attr == node.attr
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
                and value is not None
            ):
                out.append(value)
        return out

    def values_of(self, node: ast.Name | ast.Attribute) -> list[ast.expr] | None:
        """Every value a local name is assigned (None: it is bound otherwise too), or a module's
        constant's."""
        function = self.function(node)
        if isinstance(node, ast.Name) and function is not None:
            values = []
            for n in ast.walk(function):
                if isinstance(n, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == node.id for t in n.targets
                ):
                    values.append(n.value)
                elif (
                    isinstance(n, ast.Name)
                    and n.id == node.id
                    and isinstance(n.ctx, ast.Store)
                    and not isinstance(self.parents.get(n), ast.Assign)
                ):
                    return None  # unpacked, a loop's...
            if values:
                return values
            if node.id in parameters(function):
                return None
        where = self.where(node, self.module(node))
        if where is not None and where in self.constants:
            return [self.constants[where]]
        return None

    def values(self, node: ast.expr, path: IdPath, seen: Seen) -> Found:
        """The ids a dict of written ids gives read by any key, or a tuple read at any index."""
        if isinstance(node, (ast.Name, ast.Attribute)):
            found = self.values_of(node)
            return None if found is None else self.union_of(self.values, found, path, seen)
        if isinstance(node, ast.IfExp):
            return self.union_of(self.values, [node.body, node.orelse], path, seen)
        if isinstance(node, ast.Dict) and node.values:
            return self.union(node.values, path, seen)
        if isinstance(node, (ast.Tuple, ast.List)) and node.elts:
            return self.elements(node, path, seen)
        return None

    def union_of(
        self,
        read: Callable[[ast.expr, IdPath, Seen], Found],
        nodes: Iterable[ast.expr],
        path: IdPath,
        seen: Seen,
    ) -> Found:
        """The ids ``read`` gives of each node, together (None when one gives None)."""
        out: set[object] = set()
        for node in nodes:
            part = read(node, path, seen)
            if part is None:
                return None
            out |= part
        return out

    def returned(self, call: ast.Call, path: IdPath, seen: Seen) -> Found:
        """What a call returns: ``str(x)``, or a function of ours each ``return`` of which gives
        written ids (a method of the class it is called in, by ``self``)."""
        if isinstance(call.func, ast.Name) and call.func.id in SAME and len(call.args) == 1:
            return self.of(call.args[0], path, seen)
        if isinstance(call.func, ast.Attribute) and call.func.attr == "get" and call.args:
            found = self.values(call.func.value, path, seen)  # ``{...}.get(k)``: a value, or the default
            if found is None or len(call.args) == 1:
                return found
            default = self.of(call.args[1], path, seen)
            return None if default is None else found | default
        functions: list[ast.FunctionDef] = []
        if (
            isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Name)
            and call.func.value.id == "self"
        ):
            owner = self.owner(call)
            functions = [m for m in self.methods.get(call.func.attr, []) if self.parents.get(m) is owner]
        else:
            where = self.where(call.func, self.module(call))
            functions = self.functions.get(where, []) if where is not None else []
        if len(functions) != 1:
            return None
        # ``return None`` gives no id (the caller checks it); nested functions' returns aside
        returns = [
            n.value
            for n in ast.walk(functions[0])
            if isinstance(n, ast.Return)
            and n.value is not None
            and not (isinstance(n.value, ast.Constant) and n.value.value is None)
            and self.function(n) is functions[0]
        ]
        if not returns:
            return None
        return self.union(returns, path, seen)

    # -- a parameter: what the calls give it --------------------------------------------------

    def callers(self, function: ast.FunctionDef) -> list[ast.Call]:
        module = self.module_of[function]
        method = function in self.methods.get(function.name, [])
        owner = self.parents.get(function)
        if method and function.name == "__init__" and isinstance(owner, ast.ClassDef):
            return self.made(f"{module}.{owner.name}")
        # a method of one class of that name: any ``x.name(...)``; of several: ``self.name(...)``
        # in its own class only (which class another object is, this scan does not know)
        alone = len(self.methods.get(function.name, [])) == 1
        out = []
        for call in self.calls.get(function.name, []):
            func = call.func
            if method:
                if isinstance(func, ast.Attribute) and (
                    alone
                    or (
                        isinstance(func.value, ast.Name)
                        and func.value.id == "self"
                        and self.owner(call) is owner
                    )
                ):
                    out.append(call)
            elif self.callee(call) == f"{module}.{function.name}":
                out.append(call)
        if not method:  # ``partial(function, a, ...)``: a call of it given those first arguments
            for call in self.calls.get("partial", []):
                first = call.args[0] if call.args else None
                if (
                    isinstance(first, (ast.Name, ast.Attribute))
                    and (where := self.where(first, self.module_of[call])) is not None
                    and self.canonical(where) == f"{module}.{function.name}"
                ):
                    out.append(ast.Call(func=first, args=call.args[1:], keywords=call.keywords))
        return out

    def canonical(self, where: tuple[str, str]) -> str:
        """``module.Name`` where a name is defined, through the modules that import it on."""
        for _ in range(8):
            module, name = where
            if where in self.classes or where in self.functions or where in self.constants:
                break
            names = self.imports.get(module, ({}, {}))[0]
            if name not in names:
                break
            where = names[name]
        return f"{where[0]}.{where[1]}"

    def subclass(self, owner: ast.ClassDef, qualified: str) -> bool:
        """``owner`` derives from class ``qualified`` (directly: its bases name it)."""
        module = self.module(owner)
        return any(
            (where := self.where(base, module)) is not None and self.canonical(where) == qualified
            for base in owner.bases
        )

    def callee(self, call: ast.Call) -> str:
        """``module.function`` a call calls, where it is a function of ours (not a method)."""
        where = self.where(call.func, self.module_of[call])
        return self.canonical(where) if where is not None else ""

    def made(self, qualified: str) -> list[ast.Call]:
        """The calls that make class ``qualified`` (``module.Class``): by its name, imported or
        not, and ``cls(...)`` in its class methods."""
        out = []
        name = qualified.rpartition(".")[2]
        for call in [*self.calls.get(name, []), *self.calls.get("__init__", []), *self.calls.get("cls", [])]:
            func = call.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr == "__init__"
                and isinstance(func.value, ast.Call)
                and call_name(func.value) == "super"
            ):  # ``super().__init__(...)`` in a subclass's own
                owner = self.owner(call)
                if owner is not None and self.subclass(owner, qualified):
                    out.append(call)
                continue
            if isinstance(func, ast.Name) and func.id == "cls":
                owner = self.owner(call)
                if owner is not None and f"{self.module(owner)}.{owner.name}" == qualified:
                    out.append(call)
                continue
            where = self.where(func, self.module_of[call])
            if where is not None and where[1] == name and self.canonical(where) == qualified:
                out.append(call)
        return out

    def given(self, function: ast.FunctionDef, name: str, path: IdPath, seen: Seen) -> Found:
        """The ids every call of ``function`` gives its parameter ``name`` (None: no call, or
        one that gives an id not written out)."""
        params = parameters(function)
        method = bool(params) and params[0] in ("self", "cls")
        position = params.index(name) - (1 if method else 0) if name in params else None
        defaults = dict(zip(params[::-1], function.args.defaults[::-1], strict=False))
        defaults.update(
            {a.arg: d for a, d in zip(function.args.kwonlyargs, function.args.kw_defaults, strict=True) if d}
        )
        calls = self.callers(function)
        if not calls:
            return None
        out: set[object] = set()
        for call in calls:
            value = next((k.value for k in call.keywords if k.arg == name), None)
            if value is None and position is not None and position < len(call.args):
                if any(isinstance(a, ast.Starred) for a in call.args[: position + 1]):
                    return None
                value = call.args[position]
            if value is None and any(k.arg is None for k in call.keywords):
                return None  # **params
            if value is None:
                value = defaults.get(name)
            if value is None:
                return None
            part = self.of(value, path, seen)
            if part is None:
                return None
            out |= part
        return out


def catalogue() -> list[tuple[str, str]]:
    """(key, English) of every entry of the Russian catalogue."""
    with open(PO, "rb") as f:
        entries = read_po(f)
    out = []
    for message in entries:
        if message.id:
            english = message.id[0] if isinstance(message.id, tuple) else message.id
            out.append((message.context or "", english))
    return out


def pending_keys() -> set[str]:
    """The keys the pending files write (read by nobody here until they are converted)."""
    out: set[str] = set()
    for path in PENDING:
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        out.update(message_keys(tree))  # type: ignore[arg-type]
    return out


def test_no_key_is_built_at_run_time() -> None:
    assert scan().built == []


def test_the_scan_sees_a_key_built_at_run_time() -> None:
    tree = ast.parse('msg(f"limit:{x}", "y")\nPHRASES[f"place_{n}"]\nphrase(PHRASES, "a_" + b, lang)')
    assert scan_trees([("mjgui/x.py", ast.parse('raise LogError(f"log_bad_{event}", n=1)'))]).built != []
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and call_name(n) == "msg"]
    assert not is_text(calls[0].args[0])
    subscript = next(n for n in ast.walk(tree) if isinstance(n, ast.Subscript))
    assert built(subscript.slice)
    phrase_call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and call_name(n) == "phrase")
    assert built(phrase_call.args[1])
    assert not built(ast.parse('"place_1"', mode="eval").body)


#: The helpers of the styles before the one (``core/text.py``'s ``tr``/``_pick``/``_format``,
#: ``explain_text``'s ``pick``/``render``): a sentence is said with core/i18n's ``say``/``phrase``.
OLD_HELPERS = frozenset({"tr", "_pick", "_format", "pick", "render"})


def old_helper_calls(parsed: list[tuple[str, ast.Module]]) -> list[str]:
    """A helper of the old styles defined (a function so named that takes a ``lang``), or
    ``explain_text``'s ``pick``/``render`` called."""
    out = []
    for path, tree in parsed:
        _, modules = imported_names(module_name(path), tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name in OLD_HELPERS and "lang" in parameters(node):
                out.append(f"{path}:{node.lineno}: def {node.name}")
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in OLD_HELPERS
                and isinstance(node.func.value, ast.Name)
                and modules.get(node.func.value.id) == "mjgui.core.teach.explain_text"
            ):
                out.append(f"{path}:{node.lineno}: {ast.unparse(node)[:60]}")
    return out


def test_one_helper_style() -> None:
    assert old_helper_calls([(p, t) for p, t in sources() if p not in PENDING]) == []
    sample = ast.parse(
        "from mjgui.core.teach import explain_text as T\n"
        "def tr(key, lang):\n    return key\nx = T.pick(T.QUIZ['none'], lang)\n"
    )
    assert len(old_helper_calls([("mjgui/x.py", sample)])) == 2


def test_every_key_has_one_english_text() -> None:
    twice = {key: sorted(texts) for key, texts in scan().keys.items() if len(texts) > 1}
    assert twice == {}


def test_every_catalogue_entry_is_written_in_the_code() -> None:
    found = scan()
    written = set(found.keys) | pending_keys()
    assert [(k, e) for k, e in catalogue() if k not in written and (k, e) not in found.qt] == []


def unread(found: Scan) -> list[str]:
    unread = [
        f"{module}.{name}[{ident}]"
        for (module, name), table in found.tables.items()
        if not table.by_id and not table.whole
        for ident in table.keys
        if ident not in table.read
    ]
    unread += [
        f"{module}.{name}" for (module, name) in found.constants if (module, name) not in found.referenced
    ]
    return unread


def test_every_table_entry_and_message_constant_is_read() -> None:
    assert unread(scan()) == []


def test_the_scan_sees_an_unread_entry_through_a_helper() -> None:
    words = (
        "PHRASES = {'a': msg('t:a', 'A'), 'b': msg('t:b', 'B'), 'c': msg('t:c', 'C')}\n"
        "LONELY = msg('t:lonely', 'Nobody reads me')\n"
        "def _p(key, lang):\n    return phrase(PHRASES, key, lang)\n"
    )
    user = "from mjgui.words import PHRASES, _p\nx = _p('a', 'en') + say(PHRASES['b'], 'en')\n"
    trees = [("mjgui/words.py", ast.parse(words)), ("mjgui/user.py", ast.parse(user))]
    assert unread(scan_trees(trees)) == ["mjgui.words.PHRASES['c']", "mjgui.words.LONELY"]
    trees.append(("mjgui/other.py", ast.parse("from mjgui.words import _p\ny = _p(k, 'en')\n")))
    assert unread(scan_trees(trees)) == ["mjgui.words.LONELY"]  # read by a run-time id: every entry


def test_the_scan_lists_the_ids_a_computed_lookup_can_read() -> None:
    """An id chosen among written-out ids reads those entries only; any other id, all of them."""
    words = "PHRASES = {" + ", ".join(f"'{k}': msg('t:{k}', '{k}')" for k in "abcdef") + "}\n"
    user = (
        "from mjgui.words import PHRASES\n"
        "def f(x, lang):\n"
        "    key = 'a' if x else 'b'\n"
        "    for other in ('c', 'd'):\n"
        "        phrase(PHRASES, other, lang)\n"
        "    return phrase(PHRASES, key, lang)\n"
    )
    trees = [("mjgui/words.py", ast.parse(words)), ("mjgui/user.py", ast.parse(user))]
    assert unread(scan_trees(trees)) == ["mjgui.words.PHRASES['e']", "mjgui.words.PHRASES['f']"]
    chosen = "from mjgui.words import PHRASES\ndef g(x, lang):\n    key = x.name\n    return PHRASES[key]\n"
    assert unread(scan_trees([*trees, ("mjgui/g.py", ast.parse(chosen))])) == []
    unpacked = (
        "from mjgui.words import PHRASES\ndef h(pairs):\n    for key, _ in pairs:\n        PHRASES[key]\n"
    )
    assert unread(scan_trees([*trees, ("mjgui/h.py", ast.parse(unpacked))])) == []


# ---------------------------------------------------------------------------------------------
# The ids of a table read by an id the code computes
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Made:
    """The ids given as ``arg`` (or at ``position``) wherever one of ``names`` (``module.Class``
    or ``module.function``) is called: the codes an error, a near miss or a step is made with,
    written whole where it is made (``arg`` a tuple: the pairs of ids given together).

    An argument that is an attribute named in ``passes`` holds an id made elsewhere: those
    ids (``None``: of an object of this same kind, ``GameError(err.code)``, counted where it was
    made). Anything else not written out fails the test, unless ``others`` says why a value
    not written out is fine (a log's own words, shown as they are)."""

    names: tuple[str, ...]
    arg: str | tuple[str, ...] = "code"
    position: int | None = 0
    #: a table that words these ids first: an id it holds is not this one's to word
    unless: str = ""
    passes: tuple[tuple[str, Made | Listed | None], ...] = (("code", None),)
    others: str = ""


@dataclass(frozen=True)
class Listed:
    """Ids mjgui declares in one place, read at run time (every yaku of the yaku table, the
    values of a ``Literal`` type, the presets): ``ids`` gives them, ``where`` says where."""

    where: str
    ids: Callable[[], Iterable[object]]


@dataclass(frozen=True)
class Domain:
    """Every id a table is read by where the code computes it (:data:`DOMAINS`)."""

    sources: tuple[Made | Listed, ...]
    #: why an id without an entry is fine (the lookup says it otherwise on purpose); "" when
    #: every id must have its entry (or one in ``fallback``)
    partial: str = ""
    #: the tables that word the ids this one does not (an error's other table)
    fallback: tuple[str, ...] = ()
    #: ids the code says otherwise before it reads the table (a comment says how)
    besides: tuple[object, ...] = ()


def made_ids(found: Scan, made: Made) -> tuple[set[object], list[str]]:
    """The ids ``made`` gives, and where one is not written out."""
    if made not in found.made:
        found.made[made] = _made_ids(found, made)
    return found.made[made]


def _made_ids(found: Scan, made: Made) -> tuple[set[object], list[str]]:
    ids = found.ids
    assert ids is not None
    out: set[object] = set()
    unknown: list[str] = []
    passing: dict[str, set[object]] = {}
    for attr, other in made.passes:
        if isinstance(other, Made):
            passing[attr], where = made_ids(found, other)
            unknown += where
        else:  # listed, or passed on from an object of this kind (counted where it was made)
            passing[attr] = set(other.ids()) if other is not None else set()
    args = made.arg if isinstance(made.arg, tuple) else (made.arg,)
    for name in made.names:
        calls = ids.made(name) + [
            c for c in ids.calls.get(name.rpartition(".")[2], []) if ids.callee(c) == name
        ]
        if not calls:
            unknown.append(f"{name}: never made")
        for call in dict.fromkeys(calls):
            given = [next((k.value for k in call.keywords if k.arg == arg), None) for arg in args]
            if given[0] is None and made.position is not None and made.position < len(call.args):
                given[0] = call.args[made.position]
            if any(g is None for g in given):
                continue  # a default, or a class with no such argument
            function = ids.function(call)
            if (
                isinstance(call.func, ast.Attribute)
                and call.func.attr == "__init__"
                and function is not None
                and isinstance(given[0], ast.Name)
                and given[0].id in parameters(function)
            ):
                continue  # a subclass passing its own makers' ids on (counted under its name)
            ids.passing, ids.lenient = passing, bool(made.others)
            try:
                parts = [ids.of(g) for g in given]  # type: ignore[arg-type]
            finally:
                ids.passing, ids.lenient = {}, False
            if any(part is None for part in parts):
                if not made.others:
                    unknown.append(f"{ids.at(call)}: {ast.unparse(call)[:100]}")
            elif len(parts) == 1:
                out |= parts[0]  # type: ignore[operator]
            else:
                out |= set(itertools.product(*parts))  # type: ignore[arg-type]
    return out, unknown


def table_object(name: str) -> Mapping[object, object]:
    module, _, attr = name.rpartition(".")
    return getattr(importlib.import_module(module), attr)  # type: ignore[no-any-return]


def domain_ids(found: Scan, name: str) -> tuple[set[object], list[str]]:
    """Every id :data:`DOMAINS` says table ``name`` is read by, and where one is not known."""
    domain = found.domains[name]
    ids: set[object] = set()
    unknown: list[str] = []
    for source in domain.sources:
        if isinstance(source, Listed):
            ids |= set(source.ids())
            continue
        part, where = made_ids(found, source)
        if source.unless:
            part -= set(found.entries(source.unless))
        ids |= part
        unknown += where
    return ids - set(domain.besides), unknown


def literal(module: str, name: str) -> Listed:
    """The values of a ``Literal`` type: the ids it declares."""
    return Listed(f"{module}.{name}", lambda: get_args(getattr(importlib.import_module(module), name)))


def listed(module: str, name: str) -> Listed:
    """The ids a module's constant declares (a dict's keys, a tuple's items)."""
    return Listed(f"{module}.{name}", lambda: getattr(importlib.import_module(module), name))


def rule_note_ids() -> set[object]:
    """What a note on a rule option (:func:`mjgui.core.teach.compare._note`) can be keyed by:
    the option, ``option=`` (an empty set), ``option=value`` for a value its type allows
    (``Literal``, ``bool``), 0 or a preset's."""
    from mjgui.core.scoring.rules import PRESETS, Rules

    hints = get_type_hints(Rules)
    out: set[object] = set()
    for option in fields(Rules):
        name, kind = option.name, hints[option.name]
        values: set[object] = {getattr(rules, name) for rules in PRESETS.values()}
        values |= set(get_args(kind)) if get_origin(kind) is Literal else set()
        values |= {True, False} if kind is bool else {0} if kind is int else set()
        out |= {name, f"{name}="} | {
            f"{name}={value}" for value in values if not isinstance(value, (tuple, frozenset))
        }
    return out


#: the reasons a fu item is made with (core/scoring/fu.py)
FU_ITEMS = Made(("mjgui.core.scoring.fu.FuItem",), "reason", 1)


def skill_ids() -> set[object]:
    """The skills a student is asked (:func:`mjgui.core.teach.student.skills_tested`) that
    :data:`~mjgui.core.teach.explain_text.SKILLS` names (a yaku's and a limit's are their
    names): ``fu:`` and each fu item's reason but the base fu's, the rounding and adding up of
    fu; counting han and dora; each payment (``pay:<dealer|non_dealer>_<ron|tsumo>``), honba, pao."""
    from mjgui.core.teach.student import FU_COUNT, HAN_COUNT, HAN_DORA

    fu = made_ids(scan(), FU_ITEMS)[0] - {"base"}
    out: set[object] = {f"fu:{reason}" for reason in fu} | {"fu:rounding", FU_COUNT, HAN_COUNT, HAN_DORA}
    out |= {f"pay:{who}_{how}" for who in ("dealer", "non_dealer") for how in ("ron", "tsumo")}
    return out | {"pay:honba", "pay:pao"}


def yaku_ids() -> set[object]:
    from mjgui.core.scoring.scoring import DORA_IDS
    from mjgui.core.scoring.yaku_table import YAKU_FACTS

    return set(YAKU_FACTS) | set(DORA_IDS)


def abort_kinds() -> set[object]:
    from mjgui.core.logs import mjlog, tenhou6

    return set(mjlog.ABORTS.values()) | set(tenhou6.ABORTS.values())


def number_suits() -> set[object]:
    from mjgui.core.scoring.tiles import SUITS

    return set(SUITS) - {"z"}


def errno_names() -> set[object]:
    import errno

    return set(errno.errorcode.values())


YAKU_IDS = Listed("core/scoring/yaku_table.YAKU_FACTS and scoring.DORA_IDS: every yaku and dora", yaku_ids)
WAIT = literal("mjgui.core.scoring.decomposition", "Wait")
SHOWN_WAIT = literal("mjgui.core.scoring.scoring", "ShownWait")
MELD_KIND = literal("mjgui.core.scoring.hand", "MeldKind")
VALUED_PAIR = literal("mjgui.core.scoring.sets", "ValuedPair")

E = "mjgui.core.errors."
ERRORS = "mjgui.core.text.ERRORS"
STORAGE = "mjgui.core.game.storage.MESSAGES"
NEAR_BODY = "mjgui.core.teach.explain_text.NEAR_BODY"
SUGGESTION_TEXT = "mjgui.core.teach.explain_text.SUGGESTION_TEXT"
CORE_ERRORS = (E + "MahjongError", E + "HandError", E + "NotationError", E + "RulesError")
STORAGE_ERROR = Made(("mjgui.core.game.storage.StorageError",))
LOCK_ERROR = Made(("mjgui.core.game.lockfile.LockError",))
ALIASES_FILE_ERROR = Made(("mjgui.core.league.aliases.AliasesFileError",))
EXPORT_TARGET_ERROR = Made(("mjgui.core.league.export.ExportTargetError",))
SIDE_FILE_ERROR = Made(("mjgui.controller.game.autosave.SideFileError",))
STUDENT_ERROR = Made(("mjgui.core.teach.student.StudentRecordError",))
GAME_ERROR = Made(("mjgui.core.game.record.GameError",))
RULE_WORD_ERROR = Made(("mjgui.core.scoring.rule_words.RuleWordError",))
LOG_ERROR = Made(("mjgui.core.logs.model.LogError",))
MELD_NOTATION_ERROR = Made(("mjgui.core.scoring.notation.MeldNotationError",))
NO_WIN = Made(("mjgui.core.scoring.scoring.NoWin",))
NEAR_MISS = Made(("mjgui.core.teach.near_miss.NearMiss",), position=1)
#: a suggestion made of a near miss has its code: Suggestion(m.miss.id, m.miss.code, ...)
SUGGESTION = Made(("mjgui.core.teach.suggest.Suggestion",), position=1, passes=(("code", NEAR_MISS),))
WORD = Made(("mjgui.core.game.record.Word",), "key")
END_REASON = Made(("mjgui.core.game.game.GameState", "dataclasses.replace"), "end_reason", None)
#: a kind of file's own sentence for one that grew past its limit while it was read
GREW = Listed("mjgui.core.game.storage.StorageError._own_message", lambda: ("too_large_grew",))
#: a kind of file's own sentence for one in a Windows code page its words do not name
EITHER = Listed("mjgui.core.game.storage.StorageError._own_message", lambda: ("ansi_either",))
SHOWN_AS_THEY_ARE = "a value read from the input (a log's attribute, a typed word) is shown as it is"

#: The ids of each table read by an id the code computes (``phrase(T.STEPS, self.code, lang)``,
#: ``ERRORS.get(code)``): where the code makes them (:class:`Made`: an error's codes where it is
#: raised, a near miss's where it is found...) or the one place that declares them
#: (:class:`Listed`: the yaku table, a ``Literal`` type, the presets). The tests below: each
#: such id has its entry (or a ``fallback`` table has it, or the lookup says it otherwise on
#: purpose: ``partial``), every entry is read by one of them, and every message of every table
#: is in the catalogue with its Russian.
DOMAINS: dict[str, Domain] = {
    # -- errors: a table words the codes its error class is raised with ----------------------
    ERRORS: Domain(
        (
            Made(CORE_ERRORS),
            Made(("mjgui.core.scoring.arguments.ArgumentError",)),
            Made(MELD_NOTATION_ERROR.names, unless="mjgui.core.scoring.notation.NOTATION_TEXTS"),
            Made(LOG_ERROR.names, unless="mjgui.core.logs.model.LOG_MESSAGES"),
            NO_WIN,  # why a hand does not win
            # error_message's own callers: the no-yaku sentences (scoring._NO_YAKU_KEYS), a
            # compared preset's refusal (an error's or a no-win's code, counted above)
            Made(("mjgui.core.text.error_message",), passes=(("code", None), ("error", None))),
        )
    ),
    "mjgui.core.scoring.notation.NOTATION_TEXTS": Domain((MELD_NOTATION_ERROR,), fallback=(ERRORS,)),
    "mjgui.core.logs.model.LOG_MESSAGES": Domain((LOG_ERROR,), fallback=(ERRORS,)),
    "mjgui.core.text.NOTES": Domain((Made(("mjgui.core.scoring.hand.HandNote",)),)),
    # an error of a count said of exactly one in a sentence of its own: a few codes have one
    "mjgui.core.text.ONE_MESSAGES": Domain(
        (Made(CORE_ERRORS), LOG_ERROR), partial="only a few codes of a count say one their own way"
    ),
    # a rule word's error is said as the record line's too: GameError(err.code)
    "mjgui.core.game.record.MESSAGES": Domain((GAME_ERROR, RULE_WORD_ERROR)),
    "mjgui.controller.game.phrases.DIALOG_REFUSALS": Domain(
        (GAME_ERROR,), partial="a refusal no dialog words its own way is the record's sentence"
    ),
    STORAGE: Domain(
        (
            STORAGE_ERROR,
            Made(LOCK_ERROR.names, unless="mjgui.core.game.lockfile.LOCK_MESSAGES"),
            Made(ALIASES_FILE_ERROR.names, unless="mjgui.core.league.aliases.FILE_MESSAGES"),
            Made(EXPORT_TARGET_ERROR.names, unless="mjgui.core.league.export.TARGET_MESSAGES"),
            Made(STUDENT_ERROR.names, unless="mjgui.core.teach.student.MESSAGES"),
            Made(SIDE_FILE_ERROR.names, unless="mjgui.controller.game.autosave.SIDE_MESSAGES"),
        )
    ),
    "mjgui.core.game.storage.STREAM_MESSAGES": Domain(
        (STORAGE_ERROR,), partial="standard input words a few codes its own way, the others as a file's"
    ),
    # a kind of file's own sentences: a file read as a record file is (err.retold(kind)) says
    # the codes it has none for as a record file's
    "mjgui.core.game.lockfile.LOCK_MESSAGES": Domain((LOCK_ERROR, STORAGE_ERROR, GREW), fallback=(STORAGE,)),
    "mjgui.core.league.aliases.FILE_MESSAGES": Domain(
        (ALIASES_FILE_ERROR, STORAGE_ERROR, EITHER), fallback=(STORAGE,)
    ),
    "mjgui.core.teach.student.MESSAGES": Domain((STUDENT_ERROR, GREW), fallback=(STORAGE,)),
    # why a record was set aside at start, said after the sentence that names the file it was
    # kept as (err.retold(SetAsideError)): the codes a set-aside record can have
    "mjgui.core.teach.student.SET_ASIDE_MESSAGES": Domain(
        (STUDENT_ERROR, GREW),
        partial="only the codes a record is set aside for; the others as the record's",
        fallback=("mjgui.core.teach.student.MESSAGES", STORAGE),
    ),
    # a slot's side file that could be neither written over nor renamed aside (autosave.py)
    "mjgui.controller.game.autosave.SIDE_MESSAGES": Domain((SIDE_FILE_ERROR,), fallback=(STORAGE,)),
    # a sync conflict copy of the student record not merged, said whole (err.retold(kind)): the
    # codes it has no sentence for are said as the record's, then that it was not merged
    "mjgui.controller.teach.practice.COPY_MESSAGES": Domain(
        (STUDENT_ERROR,), fallback=("mjgui.core.teach.student.MESSAGES", STORAGE)
    ),
    # an export refused before it is written: a file of the season (export_refusal)
    "mjgui.core.league.export.TARGET_MESSAGES": Domain((EXPORT_TARGET_ERROR,), fallback=(STORAGE,)),
    # an export whose write failed, said of that file alone (err.retold(ExportWriteError)): its
    # write_failed; the other codes as a file's
    "mjgui.core.league.export.WRITE_MESSAGES": Domain((STORAGE_ERROR,), fallback=(STORAGE,)),
    "mjgui.core.league.aliases.MESSAGES": Domain((Made(("mjgui.core.league.aliases.AliasError",)),)),
    "mjgui.core.logs.record.MESSAGES": Domain((Made(("mjgui.core.logs.record.RecordWriteError",)),)),
    "mjgui.core.logs.replay.UNPAID": Domain((Made(("mjgui.core.logs.replay.UnpaidWin",)),)),
    # why such a win goes neither to the calculator nor to the quiz (the log window's tooltip)
    "mjgui.controller.game.logview.NOT_SENT": Domain((Made(("mjgui.core.logs.replay.UnpaidWin",)),)),
    "mjgui.core.scoring.rule_words.MESSAGES": Domain((RULE_WORD_ERROR,)),
    "mjgui.core.league.season.MESSAGES": Domain(
        (
            Made(("mjgui.core.league.season.SkipReason",)),
            Made(("mjgui.core.league.season.Duplicate",), position=2),
            Made(("mjgui.core.league.season.Apart",), position=2),
        )
    ),
    "mjgui.core.teach.own_hands.LEFT_OUT_REASONS": Domain(
        (Made(("mjgui.core.teach.own_hands.LeftOut",), "reason", position=1),)
    ),
    "mjgui.core.teach.student.REASONS": Domain(
        (Made(("mjgui.core.teach.student.Reason",), "key", passes=(("key", None),)),)
    ),
    # -- what errors put in their sentences --------------------------------------------------
    "mjgui.core.logs.record.ROLES": Domain(
        (Made(("mjgui.core.logs.record.RecordWriteError",), "role", None),)
    ),
    "mjgui.core.scoring.rule_words.HINTS": Domain((Made(RULE_WORD_ERROR.names, "hint", None),)),
    # the words of an error (a Word's key) and why a game ended (GameState.end_reason, said by
    # end_reason_text); a game ended has its reason (gamecli's ``end_reason or ""`` only types it)
    "mjgui.core.game.record.WORDS": Domain(
        (
            Made(
                ("mjgui.core.game.record.word",),
                "key",
                passes=(("end_reason", END_REASON), ("reason", END_REASON), ("key", WORD)),
            ),
        ),
        besides=("",),
    ),
    "mjgui.core.text._LOG_WORDS": Domain(
        (Made(LOG_ERROR.names, "what", None, others=SHOWN_AS_THEY_ARE),), partial=SHOWN_AS_THEY_ARE
    ),
    "mjgui.core.text._LOG_VALUES": Domain(
        (Made(LOG_ERROR.names, ("what", "value"), None, others=SHOWN_AS_THEY_ARE),), partial=SHOWN_AS_THEY_ARE
    ),
    # a whole hand's problem a reader finds (what "hand" and its value): a sentence of its own
    "mjgui.core.text._HAND_PROBLEMS": Domain(
        (Made(LOG_ERROR.names, ("what", "value"), None, others=SHOWN_AS_THEY_ARE),), partial=SHOWN_AS_THEY_ARE
    ),
    "mjgui.core.text._VALUE_WORDS": Domain(
        tuple(
            Made(
                (*CORE_ERRORS, "mjgui.core.scoring.arguments.ArgumentError"),
                arg,
                None,
                others=SHOWN_AS_THEY_ARE,
            )
            for arg in ("expected", "kind", "name")
        ),
        partial=SHOWN_AS_THEY_ARE,
    ),
    "mjgui.core.text._SUITS": Domain(
        (Listed("core/scoring/tiles.SUITS: the suits of numbers", number_suits),)
    ),
    "mjgui.core.text.OS_REASONS": Domain(
        (Listed("errno.errorcode", errno_names),),
        partial="a reason the catalogue has no words for is the system's text",
    ),
    # -- the core's names --------------------------------------------------------------------
    "mjgui.core.text.YAKU": Domain((YAKU_IDS,)),
    "mjgui.core.text.FU_REASONS": Domain((FU_ITEMS,)),
    "mjgui.core.text.WAITS": Domain((SHOWN_WAIT,)),
    "mjgui.core.text.PRESET_NAMES": Domain((listed("mjgui.core.scoring.rules", "PRESETS"),)),
    "mjgui.core.text.PRESET_NAMES_IN_TEXT": Domain(
        (listed("mjgui.core.scoring.rules", "PRESETS"),),
        partial="a name written alike in a sentence is PRESET_NAMES's",
    ),
    # -- teaching ------------------------------------------------------------------------------
    NEAR_BODY: Domain(
        (NEAR_MISS, Made(SUGGESTION.names, position=1, unless=SUGGESTION_TEXT, passes=SUGGESTION.passes))
    ),
    SUGGESTION_TEXT: Domain((SUGGESTION,), fallback=(NEAR_BODY,)),
    "mjgui.core.teach.explain_text.WHY_NOT_BODY": Domain(
        (Made(("mjgui.core.teach.why_not.WhyNot",), position=1),)
    ),
    "mjgui.core.teach.explain_text.STEPS": Domain((Made(("mjgui.core.teach.arithmetic.Step",)),)),
    "mjgui.core.teach.explain_text.WHY": Domain(
        (Made(("mjgui.core.teach.readings.WhyBest",), position=2, passes=(("code", NO_WIN),)),),
        besides=("chosen_tie",),  # WHY_CHOSEN_TIE, with its plural forms (WhyBest.text)
    ),
    "mjgui.core.teach.explain_text.YAKU_RULES": Domain((listed("mjgui.core.teach.quiz", "YAKU_CHOICES"),)),
    "mjgui.core.teach.explain_text.FU_SHORT": Domain(
        (FU_ITEMS,),
        besides=("chiitoitsu", "chiitoitsu_kansai"),  # the yaku's own name, in arithmetic_text
    ),
    "mjgui.core.teach.explain_text.SHORT_YAKU": Domain(
        (YAKU_IDS, VALUED_PAIR, Made(("mjgui.core.teach.suggest.Suggestion",), "id", passes=(("id", None),))),
        partial="a yaku without a shorter word is said by its name",
    ),
    "mjgui.core.teach.explain_text.SKILLS": Domain((Listed("core/teach/student.skills_tested", skill_ids),)),
    "mjgui.core.teach.explain_text.RULE_NOTES": Domain(
        (
            Made(
                ("mjgui.core.teach.compare.RuleNote",), position=2, others="an option's note: rule_note_ids"
            ),
            Listed("core/scoring/rules.Rules: its options and their values", rule_note_ids),
        ),
        partial="an option and value without a note of their own have the option's, or the generic one",
    ),
    "mjgui.core.teach.explain_text.WAIT_WORDS": Domain((WAIT,)),
    "mjgui.core.teach.explain_text.MELD_WORDS": Domain((MELD_KIND,)),
    "mjgui.core.teach.explain_text.PAIR_WORDS": Domain((VALUED_PAIR,)),
    # -- the controllers -----------------------------------------------------------------------
    "mjgui.controller.scoring.phrases.PHRASES": Domain((NO_WIN,)),  # the headline of a hand that does not win
    "mjgui.controller.scoring.phrases.MELD_NAMES": Domain((MELD_KIND,)),
    "mjgui.controller.game.phrases.PLACES": Domain((Listed("four players' places", lambda: range(1, 5)),)),
    "mjgui.controller.game.phrases.SHARED_PLACES": Domain(
        (Listed("places shared by players tied", lambda: itertools.combinations(range(1, 5), 2)),)
    ),
    "mjgui.controller.game.logview.ABORT_KINDS": Domain(
        (Listed("core/logs/mjlog.ABORTS, core/logs/tenhou6.ABORTS", abort_kinds),)
    ),
}


def table_name(where: tuple[str, str]) -> str:
    return f"{where[0]}.{where[1]}"


def computed_tables(found: Scan) -> dict[str, list[str]]:
    """The tables read somewhere by an id the scan cannot list, and where."""
    return {table_name(w): t.computed for w, t in found.tables.items() if t.computed}


def test_every_table_read_by_a_computed_id_declares_its_ids() -> None:
    """A table read by an id the code computes (``phrase(T.STEPS, self.code, lang)``) has its
    ids in :data:`DOMAINS`: where they are made, or the one place that declares them."""
    found = scan()
    computed = computed_tables(found)
    assert {name: where for name, where in computed.items() if name not in DOMAINS} == {}
    assert sorted(set(DOMAINS) - set(computed)) == []  # read by written ids only now: remove it


def test_every_id_a_table_is_made_with_is_written_whole() -> None:
    """The codes :data:`DOMAINS` reads where they are made are written whole there (or passed
    on from an object made with one): ``NearMiss(ident, code)`` with ``code`` chosen among
    written codes, never read from elsewhere."""
    found = scan()
    unknown = {name: domain_ids(found, name)[1] for name in DOMAINS}
    assert {name: where for name, where in unknown.items() if where} == {}


def table_ids(found: Scan, name: str) -> set[object]:
    """Every id table ``name`` can be read by: the written ids of its lookups and, read by a
    computed id, its :data:`DOMAINS`."""
    module, _, attr = name.rpartition(".")
    table = found.tables[(module, attr)]
    ids: set[object] = {ast.literal_eval(i) for i in table.read}
    if name in found.domains:
        ids |= domain_ids(found, name)[0]
    return ids


def missing_and_unused(found: Scan) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(table -> the ids it is read by that have no entry, table -> its entries no id reads)."""
    missing: dict[str, list[str]] = {}
    unused: dict[str, list[str]] = {}
    for where, table in found.tables.items():
        name = table_name(where)
        entries = set(found.entries(name))
        ids = table_ids(found, name)
        domain = found.domains.get(name)
        others: set[object] = set()
        for other in domain.fallback if domain is not None else ():
            others |= set(found.entries(other))
        if domain is not None and domain.partial:  # its declared ids may lack one, a written one not
            ids_needed = {ast.literal_eval(i) for i in table.read}
        else:
            ids_needed = ids
        lacking = ids_needed - entries - others
        if lacking:
            missing[name] = sorted(map(repr, lacking))
        # a table the code loops over (every entry said), or wholly read by a computed id
        # without declared ids (the test above fails then), has no unused entry
        if table.whole or (table.computed and domain is None):
            continue
        spare = entries - ids
        if spare:
            unused[name] = sorted(map(repr, spare))
    return missing, unused


def test_every_id_a_table_is_read_by_has_its_entry() -> None:
    """An id the code reads a table by (written, or one of its :data:`DOMAINS`) has an entry:
    otherwise the player reads the bare id (``phrase`` answers an unknown id with itself)."""
    assert missing_and_unused(scan())[0] == {}


def test_every_entry_of_a_table_is_read_by_an_id() -> None:
    """An entry no id the code can give reads is a sentence nobody sees (and a catalogue
    entry nobody uses): remove it, or the id that should read it is misspelt."""
    assert missing_and_unused(scan())[1] == {}


# ---------------------------------------------------------------------------------------------
# Every message in use is in the catalogue, with its Russian
# ---------------------------------------------------------------------------------------------


@cache
def russian() -> Catalog:
    with open(PO, "rb") as f:
        return read_po(f, locale="ru")


def catalogue_fault(context: str, text: str, plural: str, po: Catalog) -> str:
    """What is wrong with a message's entry in the catalogue ("" when nothing): none, another
    English, no Russian, or not every plural form."""
    entry = po.get(text, context=context)
    if entry is None:
        return "not in the catalogue"
    if plural:
        if not isinstance(entry.id, tuple) or entry.id[1] != plural:
            return f"its English plural is {entry.id!r} in the catalogue, {plural!r} in the code"
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        if len(forms) != po.num_plurals or not all(forms):
            return f"{len([f for f in forms if f])} Russian plural forms of {po.num_plurals}"
        return ""
    if isinstance(entry.id, tuple):
        return "a plural entry in the catalogue, a plain message in the code"
    return "" if entry.string else "no Russian"


def messages_in(value: object) -> list[Msg]:
    """The messages a table's entry holds (a message, a yaku's names...)."""
    if isinstance(value, Msg):
        return [value]
    if isinstance(value, Mapping):
        return [m for v in value.values() for m in messages_in(v)]
    if isinstance(value, (tuple, list)):
        return [m for v in value for m in messages_in(v)]
    return []


def test_every_message_key_in_use_is_in_the_catalogue() -> None:
    """Every ``msg``/``nmsg`` the code writes, and every widget's ``translate``, has its entry:
    the same English (plural too), a Russian, every Russian plural form."""
    found, po = scan(), russian()
    faults = {
        f"{key}: {text!r}": fault
        for key, texts in found.keys.items()
        for text in texts
        if (fault := catalogue_fault(key, text, min(found.plurals.get(key, {""})), po))
    }
    faults |= {
        f"{key}: {text!r}": fault for key, text in found.qt if (fault := catalogue_fault(key, text, "", po))
    }
    assert faults == {}


def test_every_id_a_table_is_read_by_says_a_message_of_the_catalogue() -> None:
    """Each table (the message tables, and the module constants that hold messages): every id
    it can be read by (written in a lookup, or one of its :data:`DOMAINS`) that has an entry
    gives messages that are in the catalogue with their Russian (plural forms where plural)."""
    found, po = scan(), russian()
    faults: dict[str, str] = {}
    for where, scanned in found.tables.items():
        name = table_name(where)
        table = table_object(name)
        ids = set(table) if scanned.whole else table_ids(found, name) & set(table)  # a loop: every entry
        for ident in sorted(ids, key=repr):
            for message in messages_in(table[ident]):
                fault = catalogue_fault(message.context, message.text, message.plural, po)
                if fault:
                    faults[f"{name}[{ident!r}] {message.context}"] = fault
    for module, attr in found.constants:
        for message in messages_in(table_object(f"{module}.{attr}")):
            if fault := catalogue_fault(message.context, message.text, message.plural, po):
                faults[f"{module}.{attr} {message.context}"] = fault
    assert faults == {}


def test_the_scan_sees_a_helper_given_a_key_built_at_run_time() -> None:
    """A key put together where a helper is called (``_p(f"table_{t}")``) or where a lookup's
    key is chosen (``("dealer_" if d else "other_") + "ron"``) is built at run time too."""
    words = (
        "PHRASES = {'table_3': msg('t:3', 'Three'), 'table_4': msg('t:4', 'Four'),"
        " 'dealer_ron': msg('t:d', 'D'), 'other_ron': msg('t:o', 'O')}\n"
        "def _p(key, lang):\n    return phrase(PHRASES, key, lang)\n"
    )
    built_helper = "from mjgui.words import _p\ndef f(t, lang):\n    return _p(f'table_{t}', lang)\n"
    built_key = (
        "from mjgui.words import PHRASES\ndef g(d, lang):\n"
        "    key = ('dealer_' if d else 'other_') + 'ron'\n    return phrase(PHRASES, key, lang)\n"
    )
    found = scan_trees([("mjgui/words.py", ast.parse(words)), ("mjgui/f.py", ast.parse(built_helper))])
    assert [b.split(": ", 1)[1] for b in found.built] == ["f'table_{t}'"]
    found = scan_trees([("mjgui/words.py", ast.parse(words)), ("mjgui/g.py", ast.parse(built_key))])
    assert [b.split(": ", 1)[1] for b in found.built] == ["('dealer_' if d else 'other_') + 'ron'"]
    whole = (
        "from mjgui.words import PHRASES, _p\ndef f(t, d, lang):\n"
        "    _p('table_3' if t == 3 else 'table_4', lang)\n"
        "    return phrase(PHRASES, {True: 'dealer_ron', False: 'other_ron'}[d], lang)\n"
    )
    found = scan_trees([("mjgui/words.py", ast.parse(words)), ("mjgui/f.py", ast.parse(whole))])
    assert found.built == [] and unread(found) == [] and computed_tables(found) == {}


def test_the_scan_sees_the_ids_a_partial_gives_a_helper() -> None:
    """``partial(refusal, "not_a_game_file", path)`` (the words of a refusal said later, in any
    language) gives the helper's key as a call would: the entry was reported never read."""
    words = (
        "PHRASES = {'a': msg('t:a', 'A'), 'b': msg('t:b', 'B'), 'c': msg('t:c', 'C')}\n"
        "def refusal(key, path, lang):\n    return phrase(PHRASES, key, path=path)\n"
    )
    user = (
        "from functools import partial\n"
        "from mjgui.words import refusal\n"
        "import mjgui.words as w\n"
        "def f(path, lang):\n"
        "    refusal('a', path, lang)\n"
        "    return partial(refusal, 'b', path) if path else partial(w.refusal, key='c', path=path)\n"
    )
    found = scan_trees([("mjgui/words.py", ast.parse(words)), ("mjgui/user.py", ast.parse(user))])
    assert unread(found) == [] and computed_tables(found) == {}
    assert sorted(found.tables[("mjgui.words", "PHRASES")].read) == ["'a'", "'b'", "'c'"]
    found = scan_trees(
        [
            ("mjgui/words.py", ast.parse(words)),
            ("mjgui/user.py", ast.parse(user.replace("partial(", "other("))),
        ]
    )
    assert unread(found) == ["mjgui.words.PHRASES['b']", "mjgui.words.PHRASES['c']"]


def test_the_scan_follows_an_id_through_attributes_unpacking_and_returns() -> None:
    """A computed lookup's ids followed where the code keeps them: a tuple in ``self``'s
    attribute, unpacked, a module's constant looped over, what a method returns, a dict of
    ids read with ``get``, a local name known true; a name an ``in TABLE`` test guards reads
    only the entries the table has."""
    words = "PHRASES = {" + ", ".join(f"'{k}': msg('t:{k}', '{k}')" for k in "abcdefgh") + "}\n"
    user = (
        "from mjgui.words import PHRASES\n"
        "KINDS = ('a', 'b')\n"
        "class C:\n"
        "    def esc(self):\n"
        "        self._notice = ('c', 1)\n"
        "    def clear(self):\n"
        "        self._notice = None\n"
        "    def _error(self):\n"
        "        return ('d', {}) if self else None\n"
        "    def view(self, lang, x):\n"
        "        notice = self._notice\n"
        "        if notice is not None:\n"
        "            phrase(PHRASES, notice[0], lang)\n"
        "        for k in KINDS:\n"
        "            phrase(PHRASES, k, lang)\n"
        "        key, params = self._error()\n"
        "        phrase(PHRASES, key, lang, **params)\n"
        "        phrase(PHRASES, {'x': 'e'}.get(x, 'f'), lang)\n"
        "        said = 'g' if x else ''\n"
        "        phrase(PHRASES, said, lang) if said else None\n"
        "        other = 'z' if x else 'a'\n"
        "        return phrase(PHRASES, other, lang) if other in PHRASES else ''\n"
    )
    found = scan_trees([("mjgui/words.py", ast.parse(words)), ("mjgui/user.py", ast.parse(user))])
    assert computed_tables(found) == {} and found.built == []
    assert unread(found) == ["mjgui.words.PHRASES['h']"]
    assert sorted(found.tables[("mjgui.words", "PHRASES")].read) == [repr(k) for k in "abcdefg"]


def test_a_table_read_by_a_computed_id_is_checked_against_its_declared_ids() -> None:
    """A table read by an id the scan cannot follow (an error's ``self.code``) needs its ids
    declared; its codes, read where the error is raised, must each have an entry, and each
    entry a code; a code not written out where it is raised is reported."""
    errors = (
        "MESSAGES = {'a': msg('e:a', 'A'), 'b': msg('e:b', 'B'), 'c': msg('e:c', 'C')}\n"
        "class Err(Exception):\n"
        "    def message(self, lang):\n"
        "        return phrase(MESSAGES, self.code, lang)\n"
    )
    raising = (
        "from mjgui.errors import Err\n"
        "def check(x):\n    if x:\n        raise Err('a')\n    fail('b' if x else 'd')\n"
        "def fail(code):\n    raise Err(code)\n"
        "def again(err):\n    raise Err(err.code)\n"  # passed on: counted where it was made
    )
    trees = [("mjgui/errors.py", ast.parse(errors)), ("mjgui/raising.py", ast.parse(raising))]
    found = scan_trees(trees)
    name = "mjgui.errors.MESSAGES"
    assert list(computed_tables(found)) == [name]
    found.entries = {name: dict.fromkeys("abc")}.__getitem__
    found.domains = {name: Domain((Made(("mjgui.errors.Err",)),))}
    assert missing_and_unused(found) == ({name: ["'d'"]}, {name: ["'c'"]})
    assert domain_ids(found, name) == ({"a", "b", "d"}, [])
    found.domains = {name: Domain((Made(("mjgui.errors.Err",)),), partial="said otherwise")}
    assert missing_and_unused(found) == ({}, {name: ["'c'"]})
    read = "from mjgui.errors import Err\ndef f(data):\n    raise Err(data['code'])\n"
    found = scan_trees([*trees, ("mjgui/read.py", ast.parse(read))])
    found.domains = {name: Domain((Made(("mjgui.errors.Err",)),))}
    assert domain_ids(found, name)[1] == ["mjgui/read.py:3: Err(data['code'])"]


def test_the_catalogue_check_sees_a_missing_entry_a_missing_russian_and_plural_form() -> None:
    po = Catalog(locale="ru")
    po.add("A", "А", context="t:a")
    po.add("B", "", context="t:b")
    po.add(("{n} stick", "{n} sticks"), ("{n} палочка", "{n} палочки", ""), context="t:n")
    assert catalogue_fault("t:a", "A", "", po) == ""
    assert catalogue_fault("t:a", "Another", "", po) == "not in the catalogue"
    assert catalogue_fault("t:gone", "A", "", po) == "not in the catalogue"
    assert catalogue_fault("t:b", "B", "", po) == "no Russian"
    assert catalogue_fault("t:n", "{n} stick", "{n} sticks", po) == "2 Russian plural forms of 3"
    assert (
        catalogue_fault("t:n", "{n} stick", "", po)
        == "a plural entry in the catalogue, a plain message in the code"
    )
    assert "plural" in catalogue_fault("t:a", "A", "As", po)


def names_twice(
    names: set[str], entries: list[tuple[str, str]], skip: set[str] | set[tuple[str, str]]
) -> dict[str, list[str]]:
    """Each name (compared in lower case: "mangan" in a sentence is the same name) written
    under more than one key of the catalogue (``skip``: keys, or (key, English) entries)."""
    by_text: dict[str, set[str]] = defaultdict(set)
    for key, english in entries:
        if key.startswith("yaku-meaning:") or key in OTHER_TERMS or key in skip or (key, english) in skip:
            continue  # what a yaku's name means; another term spelled alike; not yet converted
        by_text[english.lower()].add(key)
    return {text: sorted(by_text[text.lower()]) for text in names if len(by_text[text.lower()]) > 1}


def test_each_yaku_and_limit_name_is_one_message() -> None:
    from mjgui.core.text import LIMITS, YAKU

    names = {info.name.text for info in YAKU.values()} | {message.text for message in LIMITS.values()}
    assert {"Riichi", "Mangan", "Kazoe yakuman", "Yakuman"} <= names
    assert names_twice(names, catalogue(), pending_keys() - set(scan().keys)) == {}


def test_each_glossary_term_is_one_message() -> None:
    from mjgui.core.text import LIMITS, TERMS, WINDS, YAKU

    core = {m.context: m.text for m in (*TERMS.values(), *WINDS, *LIMITS.values())}
    core.update({info.name.context: info.name.text for info in YAKU.values()})
    assert {key: core.get(key) for key in GLOSSARY_KEYS.values()} == {
        key: term for term, key in GLOSSARY_KEYS.items()
    }
    names = {m.text for m in (*TERMS.values(), *WINDS)} | set(GLOSSARY_KEYS)
    entries = catalogue()
    assert set(GLOSSARY_KEYS.items()) <= {(english, key) for key, english in entries}
    assert names_twice(names, entries, set(PENDING_TERMS)) == {}


def test_the_pending_terms_are_still_pending() -> None:
    """An entry of :data:`PENDING_TERMS` no longer in the catalogue is stale: remove it."""
    assert set(PENDING_TERMS) <= set(catalogue())


def test_the_name_check_sees_a_second_key() -> None:
    entries = [("yaku:riichi", "Riichi"), ("Tracker", "Riichi"), ("yaku-meaning:dora", "Dora")]
    entries += [("yaku:dora", "Dora"), ("limit:mangan", "Mangan"), ("Situation", "mangan")]
    assert names_twice({"Riichi", "Dora", "Mangan"}, entries, set()) == {
        "Riichi": ["Tracker", "yaku:riichi"],
        "Mangan": ["Situation", "limit:mangan"],
    }
    assert names_twice({"Riichi"}, entries, {"Tracker"}) == {}
    assert names_twice({"Riichi"}, entries, {("Tracker", "Riichi")}) == {}
    entries += [("term:ron", "Ron"), ("Results", "Ron"), ("term:ron-in-sentence", "ron")]
    assert names_twice({"Ron"}, entries, set()) == {"Ron": ["Results", "term:ron"]}

"""Every message key is written whole, every catalogue entry is used, each name is one message.

A sentence is found by its key: ``grep "desk:tenpai"`` finds the one place that writes it and
every place that shows it. That holds only while no key is put together at run time
(``msg(f"limit:{name}", ...)``, ``PHRASES[f"place_{n}"]``): where code picks a message by an id it
reads a table ``{id: msg("ctx:whole_key", "...")}``. This test reads the source (``ast``, nothing
is imported or run) and fails on

(a) a key built at run time: the key of ``msg``/``nmsg``/``QCoreApplication.translate`` not a
    plain string, or an f-string, ``+`` or ``%`` as the id a message table is read with;
(b) a catalogue entry (``resources/locale/ru/LC_MESSAGES/mjgui.po``) no code uses: its key in no
    ``msg``/``nmsg``/``translate`` call, or an entry of a message table that is read only by
    written-out ids, none of them its own (a module-level message constant nobody reads, too);
(c) one name under two keys: a yaku or limit name (:data:`mjgui.core.text.YAKU`,
    :data:`mjgui.core.text.LIMITS`), a wind (:data:`mjgui.core.text.WINDS`) and every other
    term of the glossary (``docs/glossary.md``) that names a concept (:data:`mjgui.core.text.TERMS`:
    Ron, Tsumo, Dealer, Chi/Pon/Kan, honba, riichi sticks, "{han} han {fu} fu"...) is one
    message, used everywhere the name is shown; :data:`GLOSSARY_KEYS` lists each term's one key.
"""

from __future__ import annotations

import ast
import builtins
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mjgui"
PO = ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po"

#: Files another change is converting now (the teaching texts are being split into modules of
#: one job, in the one helper style): their keys are not read by this test until that lands.
#: The coordinator removes this list once that branch is merged.
PENDING: frozenset[str] = frozenset()

#: The calls whose first argument is a message key (the gettext context).
KEYED_CALLS = frozenset({"msg", "nmsg", "translate"})

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
    """An id put together at run time: an f-string, ``"a" + b`` or ``"a_%s" % b``."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return any(is_text(side) or isinstance(side, ast.JoinedStr) for side in (node.left, node.right))
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"


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
    """A module-level dict of messages: its written keys, and whether any code reads it by an id
    computed at run time (then every entry counts as used)."""

    keys: dict[str, list[str]] = field(default_factory=dict)  # table id -> message keys
    by_id: bool = False
    read: set[str] = field(default_factory=set)


@dataclass
class Scan:
    keys: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))  # key -> English texts
    qt: set[tuple[str, str]] = field(default_factory=set)  # a widget's (class, English)
    built: list[str] = field(default_factory=list)  # where a key is built at run time
    tables: dict[tuple[str, str], Table] = field(default_factory=dict)  # (module, name) -> table
    constants: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (module, name) -> keys
    referenced: set[tuple[str, str]] = field(default_factory=set)  # constants some code reads
    #: helpers that read a table by a parameter: (module, function) -> (table, parameter, position)
    helpers: dict[tuple[str, str], list[tuple[tuple[str, str], str, int]]] = field(
        default_factory=lambda: defaultdict(list)
    )


@cache
def scan() -> Scan:
    return scan_trees([(path, tree) for path, tree in sources() if path not in PENDING])


def scan_trees(parsed: list[tuple[str, ast.Module]]) -> Scan:
    found = Scan()
    for path, tree in parsed:
        module = module_name(path)
        for node in tree.body:
            target, value = None, None
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target, value = node.targets[0], node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                target, value = node.target, node.value
            if not isinstance(target, ast.Name) or value is None:
                continue
            if isinstance(value, ast.Dict) and value.values and all(is_message(v) for v in value.values):
                table = Table()
                for k, v in zip(value.keys, value.values, strict=True):
                    contexts = [c for c in message_keys(v)]
                    table.keys[repr(k.value) if isinstance(k, ast.Constant) else ast.dump(k)] = contexts
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
                    if call_name(node) != "translate" or is_text(text):
                        found.built.append(f"{path}:{node.lineno}: {ast.unparse(node)[:80]}")
                    continue
                if is_text(text) and call_name(node) == "translate":
                    found.qt.add((key.value, text.value))  # type: ignore[union-attr]
                elif is_text(text):
                    found.keys[key.value].add(text.value)  # type: ignore[union-attr]
    for path, tree in parsed:
        read_tables(found, path, tree)
    for path, tree in parsed:
        read_through_helpers(found, path, tree)
    return found


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


def read_tables(found: Scan, path: str, tree: ast.Module) -> None:
    """Mark what this module reads of each table and constant: by written-out ids, or by an id
    computed at run time (every entry)."""
    module = module_name(path)
    names, modules = imported_names(module, tree)
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node

    def resolve(node: ast.expr) -> tuple[str, str] | None:
        if isinstance(node, ast.Name):
            return names.get(node.id, (module, node.id))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules:
            return (modules[node.value.id], node.attr)
        return None

    for node in ast.walk(tree):
        if not isinstance(node, (ast.Name, ast.Attribute)):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            continue
        where = resolve(node)
        if where is None or not where[1].isupper():
            continue  # tables and message constants are module constants, in capitals
        if where in found.constants:
            found.referenced.add(where)
        parent = parents.get(node)
        ident: ast.expr | None = None
        if isinstance(parent, ast.Subscript) and parent.value is node:
            ident = parent.slice
        elif (
            isinstance(parent, ast.Attribute)
            and parent.attr == "get"
            and isinstance(call := parents.get(parent), ast.Call)
            and call.args
        ):
            ident = call.args[0]
        elif (
            isinstance(parent, ast.Call)
            and call_name(parent) in ("phrase", "render")
            and len(parent.args) >= 2
            and parent.args[0] is node
        ):
            ident = parent.args[1]
        if ident is not None and built(ident):
            found.built.append(f"{path}:{node.lineno}: {ast.unparse(parent)[:80]}")  # type: ignore[arg-type]
        table = found.tables.get(where)
        if table is None:
            continue
        if ident is not None and isinstance(ident, ast.Constant):
            table.read.add(repr(ident.value))
            continue
        helper = enclosing_function(node, parents)
        listed = listed_ids(ident, helper) if isinstance(ident, ast.Name) else None
        if listed is not None:
            table.read.update(repr(value) for value in listed)
            continue
        if isinstance(ident, ast.Name) and helper is not None and ident.id in parameters(helper):
            # a helper that reads the table by its parameter (``_p(key)``): its callers' ids count
            position = parameters(helper).index(ident.id) - (
                1 if parameters(helper)[0] in ("self", "cls") else 0
            )
            found.helpers[(module, helper.name)].append((where, ident.id, position))
        else:
            table.by_id = True


def written_ids(node: ast.expr) -> set[str] | None:
    """The ids an expression can give when they are all written in it: ``"a"``, ``"a" if c else
    "b"``, ``x or "a"`` of such, a tuple or list of them (a loop over it), a dict of them read
    by any key (``{"w": "win", "l": "loss"}[k]``); None for anything else."""
    if is_text(node):
        return {node.value}  # type: ignore[attr-defined]
    if isinstance(node, ast.IfExp):
        parts = [written_ids(node.body), written_ids(node.orelse)]
    elif isinstance(node, ast.BoolOp):
        parts = [written_ids(value) for value in node.values]
    elif isinstance(node, (ast.Tuple, ast.List, ast.Set)) and node.elts:
        parts = [written_ids(element) for element in node.elts]
    elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict) and node.value.values:
        parts = [written_ids(value) for value in node.value.values]
    else:
        return None
    if any(part is None for part in parts):
        return None
    return set().union(*parts)  # type: ignore[arg-type]


def listed_ids(ident: ast.Name, function: ast.FunctionDef | None) -> set[str] | None:
    """The ids a local name can hold when every value it is given in its function is written out
    (:func:`written_ids`; ``for name in ("a", "b")`` too): the entries a computed lookup reads.
    None when any value is not (a parameter, a call...): the lookup may read any entry."""
    if function is None or ident.id in parameters(function):
        return None
    found: set[str] = set()
    given = False
    for node in ast.walk(function):
        value: ast.expr | None = None
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == ident.id for t in node.targets
        ):
            value = node.value
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
            if node.target.id != ident.id:
                continue
            if isinstance(node, ast.AugAssign) or node.value is None:
                return None
            value = node.value
        elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name):
            if node.target.id != ident.id:
                continue
            value = node.iter
        elif isinstance(node, ast.Name) and node.id == ident.id and isinstance(node.ctx, ast.Store):
            if isinstance(node, ast.Name) and not _bound_plainly(node, function):
                return None  # unpacked, a with's or a walrus's name...: not listed
            continue
        else:
            continue
        ids = written_ids(value)
        if ids is None:
            return None
        found |= ids
        given = True
    return found if given else None


def _bound_plainly(name: ast.Name, function: ast.FunctionDef) -> bool:
    """The name is the whole target of an assignment or a loop (which listed_ids reads)."""
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and name in node.targets:
            return True
        if (
            isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For, ast.comprehension))
            and node.target is name
        ):
            return True
    return False


def enclosing_function(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> ast.FunctionDef | None:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.FunctionDef):
            return node
    return None


def parameters(function: ast.FunctionDef) -> list[str]:
    return [a.arg for a in (*function.args.posonlyargs, *function.args.args)]


def read_through_helpers(found: Scan, path: str, tree: ast.Module) -> None:
    """The calls of a helper that reads a table by its parameter: a written-out id reads that
    entry, any other id reads the whole table."""
    module = module_name(path)
    names, _ = imported_names(module, tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name):
            uses = found.helpers.get(names.get(func.id, (module, func.id)), [])
        elif isinstance(func, ast.Attribute):  # a method, called from anywhere: any helper so named
            uses = [
                use
                for (_, name), found_uses in found.helpers.items()
                if name == func.attr
                for use in found_uses
            ]
        else:
            continue
        for table_at, param, position in uses:
            given = next((k.value for k in node.keywords if k.arg == param), None)
            if given is None and position < len(node.args):
                given = node.args[position]
            table = found.tables[table_at]
            if isinstance(given, ast.Constant):
                table.read.add(repr(given.value))
            else:
                table.by_id = True


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
        if not table.by_id
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

"""The methods ``dataclasses`` writes for mjgui's classes, found already compiled at a start
instead of compiled from their text.

For each method of a dataclass (``__init__``, ``__repr__``, ``__eq__``, a frozen class's
``__setattr__`` and ``__delattr__``, ``__hash__``), Python 3.11's ``dataclasses._create_fn`` writes
the source text of a small function and compiles it (``exec``): 151 texts for the classes a start
on a hand imports, ~140 M instructions of it. :mod:`mjgui.dataclass_code_table` holds the same
texts as ordinary module code, written at development time by ``tools/make_dataclass_code.py``
(``make generated``; a test fails when it is stale), so that Python's own bytecode cache, and the
bundle's ``.pyc``, keep them compiled.

:func:`install` puts :func:`_create_fn` in front of ``dataclasses._create_fn`` for the imports of a
start (``mjgui.gui.startup``, the command line's ``score``) and :func:`remove` takes it out again.
It writes the text exactly as ``dataclasses._create_fn`` does and looks that very text up: found,
the function is made from its compiled code with the same globals and called with the same locals
(what ``exec`` would have run), and the method it returns gets its code as ``exec`` names it
(``<string>``, line 2 of the text): only the method's code is made anew, not the ``__create_fn__``
around it, which runs once and is gone (~20 K instructions less a method, 139 at a start on a
hand); not found, ``dataclasses._create_fn`` itself makes it. Nothing is
compiled, evaluated or read from a file here: the code is the table module's own. It is installed
only over ``dataclasses``' own ``_create_fn`` with the very code the table was written for (so the
texts are built the same way) and on the Python version the table was written with.

The named tuples of a start are served the same way: ``collections.namedtuple`` writes the
``__new__`` of each as the text of a lambda and evaluates it (``eval``, ~300 K instructions for
each of the ~30 named tuples of mjgui a start makes); the table keeps those texts' code too
(``NEW``), and :func:`install` puts :func:`_namedtuple_eval` in front of the ``eval`` that
``collections`` calls, over ``collections.namedtuple``'s own code only (``NAMEDTUPLE``: its
fingerprints, as Python runs it and as the bundle compiles it, without docstrings).

The class syntax of a named tuple (``class View(NamedTuple): ...``) goes through
``typing.NamedTupleMeta.__new__``, which, after ``collections.namedtuple`` made the class on the
bases ``(tuple,)``, sets ``__bases__`` to ``(tuple,)`` again: Python then derives the class's
method resolution order and every slot anew (~190 K instructions, for each of the ~40 named tuples
a start on a hand makes). :func:`install` puts :func:`_named_tuple_meta_new` in its place, the same
code but for that one statement, made only when the bases differ (a generic named tuple's); only
over the very code it copies (``NAMEDTUPLE_META``: its fingerprints, as for ``namedtuple``).
"""

from __future__ import annotations

import collections
import dataclasses
import sys
import typing
from collections.abc import Callable, Iterable
from types import CodeType, FunctionType, ModuleType
from typing import Any

#: The generated table: ``PYTHON`` (major, minor), ``CREATE_FN`` (:func:`fingerprint` of the
#: ``dataclasses._create_fn`` it was written against) and ``CODE`` (text -> compiled code).
TABLE = "mjgui.dataclass_code_table"
#: The file name ``exec`` gives the code it compiles from a string.
EXEC_FILENAME = "<string>"

_MISSING = dataclasses.MISSING
_original: Callable[..., Any] | None = None
_code: dict[str, CodeType] | None = None
#: the code of the named tuples' ``__new__`` texts, while installed over ``collections``
_new_code: dict[str, CodeType] | None = None
#: ``typing.NamedTupleMeta``'s own ``__new__`` (its staticmethod), while :func:`_named_tuple_meta_new`
#: stands in its place
_meta_new: Any = None
#: typing's internals, as ``NamedTupleMeta.__new__`` reads them (its module's globals)
_typing: Any = typing
#: Methods made from the table, and by ``dataclasses._create_fn`` itself, since the last install.
hits = 0
misses = 0
#: Named tuples' ``__new__`` made from the table, and by ``eval`` (any named tuple), since then.
new_hits = 0
new_misses = 0


def fingerprint(code: CodeType) -> tuple[Any, ...]:
    """What a function's code does, as a literal: its bytecode, names and constants (nested code
    objects by their own fingerprint). The table keeps that of ``dataclasses._create_fn``."""
    consts = tuple(fingerprint(c) if isinstance(c, CodeType) else c for c in code.co_consts)
    return (code.co_code, code.co_names, code.co_varnames, code.co_freevars, consts)


def create_fn_text(
    name: str, args: Iterable[str], body: Iterable[str], local_names: Iterable[str], returns: bool
) -> str:
    """The text ``dataclasses._create_fn`` (Python 3.11) compiles for these arguments, written the
    same way (``local_names``: the keys of its ``locals``, ``_return_type`` among them when
    ``returns``)."""
    return_annotation = "->_return_type" if returns else ""
    args_text = ",".join(args)
    body_text = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({args_text}){return_annotation}:\n{body_text}"
    local_vars = ", ".join(local_names)
    return f"def __create_fn__({local_vars}):\n{txt}\n return {name}"


def as_exec_compiles(code: CodeType, first_line: int = 1) -> CodeType:
    """``code``, compiled in the table module, as ``exec`` compiles the same text: file name
    ``<string>`` and the text's first line as line 1 (nested code objects shifted alike; Python
    3.11 keeps each code object's lines relative to its first one)."""
    if CodeType not in map(type, code.co_consts):  # a method's code, a lambda's: nothing nested
        return code.replace(co_filename=EXEC_FILENAME, co_firstlineno=first_line)
    shift = code.co_firstlineno - first_line

    def moved(c: CodeType) -> CodeType:
        consts = tuple(moved(k) if isinstance(k, CodeType) else k for k in c.co_consts)
        return c.replace(co_filename=EXEC_FILENAME, co_firstlineno=c.co_firstlineno - shift, co_consts=consts)

    return moved(code)


def _create_fn(
    name: str,
    args: Iterable[str],
    body: Iterable[str],
    *,
    globals: dict[str, Any] | None = None,
    locals: dict[str, Any] | None = None,
    return_type: Any = _MISSING,
) -> Any:
    """``dataclasses._create_fn``, with the code of a text in the table taken from it."""
    global hits, misses
    original = _original
    assert original is not None  # set before this is put in place, never unset
    args, body = tuple(args), tuple(body)
    returns = return_type is not _MISSING
    names = list(locals) if locals is not None else []
    if returns and "_return_type" not in names:
        names.append("_return_type")  # dataclasses adds it to its locals, at the end when new
    code = txt = None
    if _code is not None and globals is not None and "__builtins__" in globals:
        txt = create_fn_text(name, args, body, names, returns)
        code = _code.get(txt)
    if code is None or globals is None:
        misses += 1
        return original(name, args, body, globals=globals, locals=locals, return_type=return_type)
    hits += 1
    if locals is None:
        locals = {}
    if returns:
        locals["_return_type"] = return_type  # as dataclasses does (its callers never read it back)
    # what exec(txt, globals, ns) makes of the text's one statement, `def __create_fn__(...)`
    fn = FunctionType(code, globals)(**locals)
    made = fn.__code__
    if made.co_filename != EXEC_FILENAME:
        # Only the method outlives this call: its code alone is moved to `<string>`, the line
        # exec gives it, not the `__create_fn__` around it (one code object made, not two)
        fn.__code__ = as_exec_compiles(made, made.co_firstlineno - code.co_firstlineno + 1)
    return fn


def namedtuple_new_text(field_names: Iterable[str]) -> str:
    """The text ``collections.namedtuple`` (Python 3.11) evaluates for the ``__new__`` of a
    named tuple of these fields."""
    names = tuple(field_names)
    arg_list = ", ".join(names) + ("," if len(names) == 1 else "")
    return f"lambda _cls, {arg_list}: _tuple_new(_cls, ({arg_list}))"


def _namedtuple_eval(source: Any, globals: Any = None, locals: Any = None) -> Any:
    """``eval`` as ``collections.namedtuple`` calls it, with the code of a text in the table
    taken from it: the function ``eval`` makes of a lambda, with the same globals."""
    global new_hits, new_misses
    table = _new_code
    code = None
    if table is not None and locals is None and isinstance(globals, dict) and "__builtins__" in globals:
        code = table.get(source) if isinstance(source, str) else None
    if code is None or table is None:
        new_misses += 1
        return eval(source, globals, locals)
    new_hits += 1
    if code.co_filename != EXEC_FILENAME:
        code = table[source] = as_exec_compiles(code)
    return FunctionType(code, globals)


def _named_tuple_meta_new(cls: type, typename: str, bases: tuple[type, ...], ns: dict[str, Any]) -> Any:
    """``typing.NamedTupleMeta.__new__`` of Python 3.11 (the code whose fingerprints the table keeps
    in ``NAMEDTUPLE_META``), statement for statement, but for one: the bases ``collections.namedtuple``
    gave the class are set again only when they differ (``(tuple, Generic)``); setting the same
    ``(tuple,)`` again changes nothing but costs Python the class's whole type derivation."""
    t = _typing
    assert t._NamedTuple in bases
    for base in bases:
        if base is not t._NamedTuple and base is not t.Generic:
            raise TypeError("can only inherit from a NamedTuple type and Generic")
    bases = tuple(tuple if base is t._NamedTuple else base for base in bases)
    types = ns.get("__annotations__", {})
    default_names = []
    for field_name in types:
        if field_name in ns:
            default_names.append(field_name)
        elif default_names:
            raise TypeError(
                f"Non-default namedtuple field {field_name} "
                f"cannot follow default field"
                f"{'s' if len(default_names) > 1 else ''} "
                f"{', '.join(default_names)}"
            )
    nm_tpl = t._make_nmtuple(
        typename, types.items(), defaults=[ns[n] for n in default_names], module=ns["__module__"]
    )
    if nm_tpl.__bases__ != bases:  # the one change
        nm_tpl.__bases__ = bases
    if t.Generic in bases:
        class_getitem = t.Generic.__class_getitem__.__func__
        nm_tpl.__class_getitem__ = classmethod(class_getitem)
    # update from user namespace without overriding special namedtuple attributes
    for key in ns:
        if key in t._prohibited:
            raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
        elif key not in t._special and key not in nm_tpl._fields:
            setattr(nm_tpl, key, ns[key])
    if t.Generic in bases:
        nm_tpl.__init_subclass__()
    return nm_tpl


def own_named_tuple_meta_new() -> CodeType | None:
    """The code of ``typing.NamedTupleMeta.__new__`` when it is typing's own (a function in the
    class, not this module's nor another wrapper's)."""
    meta = getattr(typing, "NamedTupleMeta", None)
    new = vars(meta).get("__new__") if isinstance(meta, type) else None
    code = getattr(getattr(new, "__func__", None), "__code__", None)
    if isinstance(new, staticmethod) and isinstance(code, CodeType) and new.__func__.__module__ == "typing":
        return code
    return None


def _own_namedtuple() -> CodeType | None:
    """The code of ``collections.namedtuple`` when it is the function of ``collections`` and
    nothing stands in front of the ``eval`` it calls."""
    fn = getattr(collections, "namedtuple", None)
    code = getattr(fn, "__code__", None)
    if isinstance(code, CodeType) and "eval" not in vars(collections):
        return code
    return None


def _own_create_fn() -> CodeType | None:
    """The code of ``dataclasses._create_fn`` when it is dataclasses' own function (not a newer
    Python's other machinery, nor another wrapper)."""
    fn = getattr(dataclasses, "_create_fn", None)
    code = getattr(fn, "__code__", None)
    if isinstance(code, CodeType) and getattr(fn, "__module__", None) == "dataclasses":
        return code
    return None


def install(table: ModuleType | None = None) -> bool:
    """Put the wrapper in front of ``dataclasses._create_fn``, with the generated table (or
    ``table``, a module of the same form: the tests' own); whether it is in place."""
    global _original, _code, hits, misses
    if _code is not None:
        return True
    create_fn = _own_create_fn()
    if create_fn is None:
        return False
    if table is None:
        import importlib

        try:
            table = importlib.import_module(TABLE)
        except ImportError:
            return False
        finally:
            _forget_table()  # the wrapper keeps what it needs: the module can go once unused
    written_for = getattr(table, "PYTHON", None), getattr(table, "CREATE_FN", None)
    if written_for != (tuple(sys.version_info[:2]), fingerprint(create_fn)):
        return False  # another Python's, or dataclasses writes its texts otherwise
    _original, _code = dataclasses._create_fn, table.CODE  # type: ignore[attr-defined]
    hits = misses = 0
    dataclasses._create_fn = _create_fn  # type: ignore[attr-defined]
    _install_namedtuple(table)
    _install_named_tuple_meta(table)
    return True


def _install_namedtuple(table: ModuleType) -> None:
    """The named tuples' ``__new__`` from the table too, when it was written for this
    ``collections.namedtuple`` (a table without them leaves named tuples to ``eval``)."""
    global _new_code, new_hits, new_misses
    namedtuple = _own_namedtuple()
    new = getattr(table, "NEW", None)
    if namedtuple is None or new is None or fingerprint(namedtuple) not in getattr(table, "NAMEDTUPLE", ()):
        return
    _new_code = dict(new)
    new_hits = new_misses = 0
    collections.eval = _namedtuple_eval  # type: ignore[attr-defined]  # before the builtin


def _install_named_tuple_meta(table: ModuleType) -> None:
    """:func:`_named_tuple_meta_new` in place of ``typing.NamedTupleMeta.__new__``, when that is
    the code it copies (the table's ``NAMEDTUPLE_META``)."""
    global _meta_new
    code = own_named_tuple_meta_new()
    if code is None or fingerprint(code) not in getattr(table, "NAMEDTUPLE_META", ()):
        return
    _meta_new = vars(_typing.NamedTupleMeta)["__new__"]
    _typing.NamedTupleMeta.__new__ = staticmethod(_named_tuple_meta_new)


def remove() -> None:
    """Put ``dataclasses._create_fn`` back and let the table go (its texts and the codes not used).
    Should something have wrapped the wrapper meanwhile, it stays, passing every text on."""
    global _code, _new_code
    if _code is not None and getattr(dataclasses, "_create_fn", None) is _create_fn:
        dataclasses._create_fn = _original  # type: ignore[attr-defined]
    _code = None
    if vars(collections).get("eval") is _namedtuple_eval:
        del collections.eval  # type: ignore[attr-defined]
    _new_code = None
    _remove_named_tuple_meta()


def _remove_named_tuple_meta() -> None:
    global _meta_new
    if _meta_new is not None:
        new = vars(_typing.NamedTupleMeta).get("__new__")
        if getattr(new, "__func__", None) is _named_tuple_meta_new:
            _typing.NamedTupleMeta.__new__ = _meta_new
        _meta_new = None


def _forget_table() -> None:
    sys.modules.pop(TABLE, None)
    package = sys.modules.get(TABLE.rpartition(".")[0])
    if package is not None and hasattr(package, TABLE.rpartition(".")[2]):
        delattr(package, TABLE.rpartition(".")[2])

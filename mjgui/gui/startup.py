"""What the window does to start fast, before and just after its first frame. No Qt here: this
runs before Qt is imported.

* :func:`trace_startup`: with ``MJGUI_TRACE_STARTUP=1``, milestones on stderr for the benchmarks.
* :func:`pause_gc` / :func:`resume_gc`: no cyclic garbage collection while the window starts.
* :func:`use_code_cache`: the code that ``dataclasses`` generates for each class (``__init__``,
  ``__eq__``, ``__repr__``...) is compiled from source at every start, ~0.5 ms a class and ~30 ms
  for the classes the first window needs; this keeps the compiled code of the last start.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import marshal
import os
import sys
import time
from collections.abc import Callable
from types import CodeType
from typing import Any

#: ``MJGUI_TRACE_STARTUP=1``: print start-up milestones on stderr, ``mjgui-startup LABEL T`` with T
#: ``time.perf_counter()`` in seconds (the system's monotonic clock: a parent process that noted the
#: same clock when it started this one gets the time from spawn). ``scored``: the hand read and
#: scored; ``qt-imported``: Qt and the window's modules loaded; ``window-built``; ``first-frame``:
#: the end of the window's first paint pass; ``ready``: after the work left for after it.
TRACE_STARTUP = "MJGUI_TRACE_STARTUP"


def trace_startup(label: str) -> None:
    if os.environ.get(TRACE_STARTUP, "") not in ("", "0"):
        print(f"mjgui-startup {label} {time.perf_counter():.6f}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# garbage collection
# ---------------------------------------------------------------------------------------------

# The imports and the window make ~30,000 long-lived objects (modules, classes, widgets) and next to
# no garbage: collecting while they are made costs ~60 collections (10-15 ms) that free nothing, and
# the first full collection after them ~14 ms. So collection waits until the window has painted
# its first frame (MainWindow.finish_startup), or GC_PAUSE_MS after it was built if it is not
# shown; then what start-up made is frozen (gc.freeze: never scanned again, as it lives as long
# as the app) and collection resumes for everything made afterwards.
GC_PAUSE_MS = 3000
_gc_paused = False


def pause_gc() -> None:
    global _gc_paused
    if gc.isenabled():
        gc.disable()
        _gc_paused = True


def resume_gc() -> None:
    global _gc_paused
    if _gc_paused:
        _gc_paused = False
        gc.freeze()
        gc.enable()


# ---------------------------------------------------------------------------------------------
# the code dataclasses generate
# ---------------------------------------------------------------------------------------------


def cache_dir() -> str | None:
    """The folder of the start-up caches (tile PNGs, compiled code): ``MJGUI_TILE_CACHE`` names
    another one, or ``off``. Else the user's cache folder, where Qt's ``CacheLocation`` puts it."""
    setting = os.environ.get("MJGUI_TILE_CACHE", "")
    if setting.lower() in ("off", "0", "no"):
        return None
    if setting:
        return setting
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA", "")
        return os.path.join(base, "mjgui", "mjgui", "cache") if base else None
    if sys.platform == "darwin":
        return os.path.join(os.path.expanduser("~"), "Library", "Caches", "mjgui", "mjgui")
    base = os.environ.get("XDG_CACHE_HOME", "") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "mjgui", "mjgui")


class CodeCache:
    """Compiled code by source text, kept in a marshal file between starts.

    ``dataclasses`` builds each generated method as source text and runs ``exec(text, ...)``;
    :meth:`install` gives that module an ``exec`` that looks the text up first. Same text, same
    code: the classes are exactly what they would be (compiled as ``dataclasses`` compiles them,
    without the ``__future__`` flags of this module). The file is rewritten, with only the code
    this run used, when this run compiled something new.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self.codes: dict[str, CodeType] = {}
        self.used: dict[str, CodeType] = {}
        self.compiled = 0
        try:
            with open(path, "rb") as fh:
                data = fh.read()
            codes = marshal.loads(data)  # marshal.load(fh) reads in small pieces: 6x slower
        except (OSError, EOFError, ValueError, TypeError):
            return
        if isinstance(codes, dict):
            self.codes = {k: v for k, v in codes.items() if isinstance(k, str) and isinstance(v, CodeType)}

    def exec(self, source: Any, /, *args: Any, **kwargs: Any) -> None:
        if isinstance(source, str):
            code = self.codes.get(source)
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.codes[source] = code
                self.compiled += 1
            self.used[source] = code
            source = code
        exec(source, *args, **kwargs)

    def save(self) -> None:
        if not self.compiled:
            return
        tmp = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(tmp, "wb") as fh:
                fh.write(marshal.dumps(self.used))
            os.replace(tmp, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(tmp)

    def install(self) -> Callable[[], None]:
        """Serve ``dataclasses``' compiling from this cache; returns the undo."""
        import dataclasses

        namespace = vars(dataclasses)
        namespace["exec"] = self.exec

        def uninstall() -> None:
            if namespace.get("exec") == self.exec:
                del namespace["exec"]

        return uninstall


_code_cache: CodeCache | None = None


def use_code_cache() -> None:
    """Once per process: compile dataclasses' code through a :class:`CodeCache` in
    :func:`cache_dir`, saved at exit (nothing when the cache is ``off``)."""
    global _code_cache
    if _code_cache is not None:
        return
    folder = cache_dir()
    if folder is None:
        return
    name = f"dataclass-code-{sys.implementation.cache_tag}-{sys.hexversion:x}.marshal"
    _code_cache = CodeCache(os.path.join(folder, name))
    _code_cache.install()
    atexit.register(_code_cache.save)

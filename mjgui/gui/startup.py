"""What the window does to start fast, before and just after its first frame, in one place and
in order. No Qt here: this runs before Qt is imported.

The order of a start (every start-up deferral is one of these steps):

0. :func:`use_dataclass_code` — first of all, before the hand's words are read: the methods the
   dataclasses of the core write for themselves, and the ``__new__`` of mjgui's named tuples, are
   taken compiled from :mod:`mjgui.dataclass_code`'s table instead of compiled from their text, until
   :func:`drop_dataclass_code` once the window is built (its imports done);
1. :func:`before_qt` — before Qt is imported: paint on the GUI thread alone
   (``QT_NO_GUI_THREADPOOL``), pause the cyclic garbage collector and take PySide6's
   ``__feature__`` import hook out (:func:`skip_feature_import`, again once the window has
   imported PySide6);
2. the window is built and shown (``mjgui.app.build_window``); the hand given on the command
   line is read and scored before Qt is loaded;
3. :func:`after_first_frame` — once, when the window's first paint pass is over (or before a
   ``--screenshot``): resume the collector, then the window icon, the menus' items, the
   shortcuts, the focus hooks of the count and choice boxes, the pages the first frame does
   not show, old tile-cache folders deleted, and (a start for the calculator) the tracker's
   autosave read for a game in progress to mention (:class:`FirstFrameSteps`, provided by the
   window);
4. :func:`settle_gc` — ``GC_SETTLE_MS`` after the window was built.

:func:`trace_startup` prints the milestones (``MJGUI_TRACE_STARTUP=1``) for the benchmarks.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from typing import Protocol

#: ``MJGUI_TRACE_STARTUP=1``: print start-up milestones on stderr, ``mjgui-startup LABEL T CPU`` with
#: T ``time.perf_counter()`` in seconds (the system's monotonic clock: a parent process that noted
#: the same clock when it started this one gets the time from spawn) and CPU ``time.process_time()``,
#: the CPU seconds the process has used (steadier than T on a busy machine). ``main``: the window's
#: ``main()`` starts (in the frozen bundle PyInstaller's start-up hooks have imported PySide6 by then);
#: ``scored``: the hand read and scored; ``qt-imported``: Qt and the window's modules loaded;
#: ``window-built``; ``first-frame``: the end of the window's first paint pass; ``ready``: after the
#: work left for after it.
#: ``MJGUI_TRACE_STARTUP=exit`` also ends the process at once after ``first-frame`` (``exit:LABEL``:
#: after that milestone), so that what a benchmark counts under callgrind stops there (the frozen
#: bundle cannot be patched like the source tree).
TRACE_STARTUP = "MJGUI_TRACE_STARTUP"


def trace_startup(label: str) -> None:
    value = os.environ.get(TRACE_STARTUP, "")
    if value not in ("", "0"):
        now, cpu = time.perf_counter(), time.process_time()
        print(f"mjgui-startup {label} {now:.6f} {cpu:.6f}", file=sys.stderr, flush=True)
        if value.startswith("exit") and label == (value.partition(":")[2] or "first-frame"):
            os._exit(0)


# ---------------------------------------------------------------------------------------------
# garbage collection
# ---------------------------------------------------------------------------------------------

# The imports and the window make ~30,000 long-lived objects (modules, classes, widgets) and next to
# no garbage: collecting while they are made costs ~60 collections (10-15 ms) that free nothing, and
# the first full collection after them ~14 ms. So collection waits for the window's first frame
# (MainWindow.finish_startup calls resume_gc); what start-up made is then left out of collections
# (gc.freeze) until settle_gc, GC_SETTLE_MS after the window was built, puts it back among the
# objects the next full collection scans, as it would have been. settle_gc also resumes
# collection for a window that is never painted.
GC_SETTLE_MS = 3000
_gc_paused = False
_gc_frozen = False


def pause_gc() -> None:
    global _gc_paused
    if gc.isenabled():
        gc.disable()
        _gc_paused = True


def resume_gc() -> None:
    global _gc_paused, _gc_frozen
    if _gc_paused:
        _gc_paused = False
        gc.freeze()
        _gc_frozen = True
        gc.enable()


def settle_gc() -> None:
    global _gc_frozen
    resume_gc()
    if _gc_frozen:
        _gc_frozen = False
        gc.unfreeze()


# ---------------------------------------------------------------------------------------------
# the methods of the dataclasses
# ---------------------------------------------------------------------------------------------


def use_dataclass_code() -> None:
    """Step 0: the dataclasses imported from here on take their methods' code from the table
    generated at development time (151 texts on a hand, ~140 M instructions of compiling), and
    the named tuples their ``__new__`` (~30, ~300 K instructions each); nothing when the table was
    not written for this Python (:mod:`mjgui.dataclass_code`)."""
    from mjgui import dataclass_code

    dataclass_code.install()


def drop_dataclass_code() -> None:
    """The start's imports are done (the window is built): ``dataclasses`` compiles again what
    it meets later, and the table's texts are let go."""
    from mjgui import dataclass_code

    dataclass_code.remove()


# ---------------------------------------------------------------------------------------------
# the steps, in order
# ---------------------------------------------------------------------------------------------

#: Qt's raster engine hands every fill of 96 spans or more to a pool of threads and waits for
#: them. For tiles and text the hand-off costs more than the fill, and starting the pool's
#: threads was ~6 % of the start on two cores (12 ms); clicks repaint as fast without it. Qt reads
#: this switch once, at the first such fill: it is set before the window is made.
NO_GUI_THREADPOOL = "QT_NO_GUI_THREADPOOL"


def paint_on_gui_thread() -> None:
    os.environ.setdefault(NO_GUI_THREADPOOL, "1")


#: PySide6 puts its own ``builtins.__import__`` in front of the import it wraps, for its
#: ``__feature__`` switches (``from __feature__ import snake_case``): it runs Python code at every
#: import statement and, for each module imported after PySide6, reads the module's source
#: (``inspect.getsource``) to see whether it names PySide6. mjgui never uses those switches (a test
#: holds it), and the frozen bundle imports PySide6 before anything of the app: ~8 M instructions of
#: a start went there in the bundle (which has no sources to read), ~35 M where the sources are.
#: The hook's names, as PySide6 6.x sets them in ``builtins``:
_FEATURE_IMPORT, _WRAPPED_IMPORT = "__feature_import__", "__orig_import__"


def skip_feature_import() -> None:
    """Put back the import PySide6's ``__feature__`` hook wraps (its own lazy-loading import, or
    Python's), once PySide6 is loaded; nothing when it is not, or its hook is not in place."""
    import builtins

    hook = getattr(builtins, _FEATURE_IMPORT, None)
    wrapped = getattr(builtins, _WRAPPED_IMPORT, None)
    if hook is not None and builtins.__import__ is hook and callable(wrapped):
        builtins.__import__ = wrapped


def before_qt() -> None:
    """Step 1: before Qt is imported (in the frozen bundle PyInstaller's start-up hooks have
    imported PySide6 already: its import hook is taken out here; otherwise right after the
    window imports it)."""
    paint_on_gui_thread()
    pause_gc()
    skip_feature_import()


class FirstFrameSteps(Protocol):
    """What the window makes only after its first frame (step 3)."""

    def show_icon(self) -> None: ...
    def build_menus(self) -> None: ...
    def give_shortcuts(self) -> None: ...
    def hook_focus(self) -> None: ...
    def build_hidden_pages(self) -> None: ...
    def prune_caches(self) -> None: ...
    def name_rules(self) -> None: ...
    def say_waiting_game(self) -> None: ...


def after_first_frame(window: FirstFrameSteps) -> None:
    """Step 3, in this order: the collector first (what the first frame made is frozen out of
    its scans until :func:`settle_gc`), then what the first frame did not show."""
    resume_gc()
    window.show_icon()
    window.build_menus()  # their actions' keys are among the shortcuts
    window.give_shortcuts()
    window.hook_focus()  # the count and choice boxes' focus hooks (a click or a key needs them)
    window.build_hidden_pages()
    window.prune_caches()
    window.name_rules()  # the tooltip naming the rules changed from their preset
    window.say_waiting_game()  # a game in progress in the tracker's autosave: said, last

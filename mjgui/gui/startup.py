"""What the window does to start fast, before and just after its first frame. No Qt here: this
runs before Qt is imported.

* :func:`trace_startup`: with ``MJGUI_TRACE_STARTUP=1``, milestones on stderr for the benchmarks.
* :func:`pause_gc` / :func:`resume_gc` / :func:`settle_gc`: no cyclic garbage collection while the
  window starts.
"""

from __future__ import annotations

import gc
import os
import sys
import time

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

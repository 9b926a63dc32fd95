"""A kill of the process simulated in it: the k-th ``os.replace`` from now on is done, then
:class:`Killed` is raised, an exception no code of mjgui catches, so nothing after that point
runs (the caller then lets go of the tracker's lock, as the death of its process would)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


class Killed(BaseException):
    """The process died here: nothing after this point runs."""


@contextmanager
def killed_after_replace(monkeypatch: pytest.MonkeyPatch, k: int) -> Iterator[list[str]]:
    """The k-th ``os.replace`` (from now on) is done, then the process is "killed" (k = 0:
    none is). Yields the names each replace wrote."""
    real = os.replace
    done: list[str] = []

    def replace(src: object, dst: object, *args: object, **kw: object) -> None:
        real(src, dst, *args, **kw)  # type: ignore[arg-type]
        done.append(os.path.basename(str(dst)))
        if len(done) == k:
            raise Killed(os.path.basename(str(dst)))

    monkeypatch.setattr(os, "replace", replace)
    try:
        yield done
    finally:
        monkeypatch.setattr(os, "replace", real)

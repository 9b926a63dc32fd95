"""Thin launcher frozen into ``mjgui`` and ``mjgui-cli``: everything else lives in the package.

``mjgui score ...`` / ``mjgui game ...`` print JSON like ``python -m mjgui``; anything else opens
the window. It sits outside the package so that PyInstaller analyses ``mjgui`` as an ordinary
package (no ``__main__`` script inside it, no frozen-only code paths).
"""

import os
import sys
from collections.abc import Callable, MutableMapping

from mjgui.__main__ import main


def coerce_c_locale(
    env: MutableMapping[str, str] = os.environ,
    platform: str = sys.platform,
    usable: Callable[[], bool] | None = None,
) -> None:
    """PEP 538's coercion of the C locale, which ``python`` does at its start and the frozen
    bootloader does not: on Linux, with ``LC_ALL`` unset and the character type (``LC_CTYPE``, else
    ``LANG``) unset, ``C`` or ``POSIX``, or naming a locale the system does not have (a Russian
    ``LANG`` where only ``C.UTF-8`` is generated: a container, a minimal system), ``LC_CTYPE=C.UTF-8``
    (built into glibc 2.35 and newer, the bundle's floor being 2.36), set for the process too. Before
    Qt reads the locale: it would print "Detected locale "C" with character encoding
    "ANSI_X3.4-1968", which is not UTF-8 ..." at every start, then do the same. ``usable``: whether
    the environment's character type can be set (by default, asked of the C library)."""
    if not platform.startswith("linux") or env.get("LC_ALL"):
        return
    if (env.get("LC_CTYPE") or env.get("LANG") or "C") in ("C", "POSIX") or not (usable or _ctype_usable)():
        env["LC_CTYPE"] = "C.UTF-8"
        if usable is None:  # the process's own, which Qt keeps when it cannot set the environment's
            _set_ctype("C.UTF-8")


def _set_ctype(name: str) -> bool:
    """Whether the C library took ``name`` ("": the environment's) as the character type."""
    import _locale  # the C module alone: ``locale`` would import ``re``

    try:
        _locale.setlocale(_locale.LC_CTYPE, name)
    except _locale.Error:
        return False
    return True


def _ctype_usable() -> bool:
    return _set_ctype("")


if __name__ == "__main__":
    coerce_c_locale()
    sys.exit(main())

"""Thin launcher frozen into ``mjgui`` and ``mjgui-cli``: everything else lives in the package.

``mjgui score ...`` / ``mjgui game ...`` print JSON like ``python -m mjgui``; anything else opens
the window. It sits outside the package so that PyInstaller analyses ``mjgui`` as an ordinary
package (no ``__main__`` script inside it, no frozen-only code paths).
"""

import os
import sys
from collections.abc import MutableMapping

from mjgui.__main__ import main


def coerce_c_locale(env: MutableMapping[str, str] = os.environ, platform: str = sys.platform) -> None:
    """PEP 538's coercion of the C locale, which ``python`` does at its start and the frozen
    bootloader does not: on Linux, with ``LC_ALL`` unset and the character type (``LC_CTYPE``, else
    ``LANG``) unset, ``C`` or ``POSIX``, ``LC_CTYPE=C.UTF-8`` (built into glibc 2.35 and newer, the
    bundle's floor being 2.36). Before Qt reads the locale: it would print "Detected locale "C" with
    character encoding "ANSI_X3.4-1968", which is not UTF-8 ..." at every start, then do the same."""
    if not platform.startswith("linux") or env.get("LC_ALL"):
        return
    if (env.get("LC_CTYPE") or env.get("LANG") or "C") in ("C", "POSIX"):
        env["LC_CTYPE"] = "C.UTF-8"


if __name__ == "__main__":
    coerce_c_locale()
    sys.exit(main())

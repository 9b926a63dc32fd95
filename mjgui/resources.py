"""Find bundled data (tile SVGs, icons, translations, fonts) wherever mjgui runs.

An installed wheel and a frozen bundle carry the data as ``mjgui/resources``; a source checkout
has it at the repository root. One lookup covers all three, with no frozen-only branch.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_dir() -> Path:
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "tiles").is_dir():
            return candidate
    raise FileNotFoundError("mjgui resources not found next to the package or in the checkout")


def resource_path(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)


def tile_svg(code: str) -> Path:
    """``5m``, ``0p`` (red five), ``7z``, or ``back``."""
    return resource_path("tiles", f"{code}.svg")

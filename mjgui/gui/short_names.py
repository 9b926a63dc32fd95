"""Players' names shortened to the room they are given, never so short that two read alike.

Each name keeps at least its distinct beginning (:func:`distinct_prefixes`: the shortest one no
other name of the table begins with), then "…"; with more room, as much more of it as fits.
Cutting every name at the same width had made "Александр_Константинов" and
"Александра_Константинова" both "Алекс…", and "Takahashi" and "Takayama" both "Taka…". Where a
name is shortened, the widget gives the whole one in its tooltip.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Protocol

ELLIPSIS = "…"
_JOINER = "\u200d"


class Metrics(Protocol):
    """A QFontMetrics or a QFontMetricsF: what is measured here."""

    def horizontalAdvance(self, text: str, /) -> float: ...


def _joined(char: str) -> bool:
    """Whether ``char`` belongs to the character before it: a combining mark, a variation
    selector, a zero-width joiner, an emoji's skin tone."""
    return (
        unicodedata.category(char) in ("Mn", "Me", "Mc", "Cf")
        or 0x1F3FB <= ord(char) <= 0x1F3FF
        or 0xE0020 <= ord(char) <= 0xE007F  # tag characters (flags)
    )


def cuts(name: str) -> list[int]:
    """Where ``name`` may be cut: after each whole character (never between a letter and its
    combining mark, nor inside an emoji joined by a zero-width joiner); the last is its length."""
    out = [i for i in range(1, len(name)) if not _joined(name[i]) and name[i - 1] != _JOINER]
    out.append(len(name))
    return out


def distinct_prefixes(names: Sequence[str]) -> list[str]:
    """Each name's shortest beginning that no other of ``names`` begins with (case aside): the
    whole name when another begins with all of it ("Ann" beside "Anna")."""
    folded = [name.casefold() for name in names]
    out = []
    for index, name in enumerate(names):
        others = [other for at, other in enumerate(folded) if at != index]
        kept = name
        for cut in cuts(name):
            start = name[:cut].casefold()
            if not any(other.startswith(start) for other in others):
                kept = name[:cut]
                break
        out.append(kept)
    return out


def _with_ellipsis(start: str) -> str:
    return start.rstrip() + ELLIPSIS


def least_shown(name: str, least: str) -> str:
    """The shortest form of ``name`` that may be shown: its distinct beginning ``least`` and
    "…", or the name itself when that is all of it."""
    return name if len(least) >= len(name) else _with_ellipsis(least)


def short_name(name: str, least: str, metrics: Metrics, width: float) -> str:
    """``name`` as it is shown in ``width`` px: whole when it fits; else its longest beginning
    that fits with "…" after it, but never shorter than ``least`` (its distinct beginning: then
    wider than ``width``, which the caller's room is made for, :func:`least_shown`)."""
    if metrics.horizontalAdvance(name) <= width or len(least) >= len(name):
        return name
    best = _with_ellipsis(least)
    for cut in cuts(name):
        if cut <= len(least):
            continue
        if cut == len(name):
            break
        shown = _with_ellipsis(name[:cut])
        if metrics.horizontalAdvance(shown) > width:
            break
        best = shown
    return best


__all__ = ["ELLIPSIS", "cuts", "distinct_prefixes", "least_shown", "short_name"]

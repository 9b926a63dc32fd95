"""Players' names shortened to the room they are given, never so short that two read alike.

Each name keeps at least its distinct beginning (:func:`distinct_prefixes`: the shortest one no
other name of the table begins with), then "…"; with more room, as much more of it as fits.
Cutting every name at the same width had made "Александр_Константинов" and
"Александра_Константинова" both "Алекс…", and "Takahashi" and "Takayama" both "Taka…". Where a
name is shortened, the widget gives the whole one in its tooltip.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

ELLIPSIS = "…"
_JOINER = "\u200d"
#: FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: a name between them is one word for the
#: bidirectional algorithm, whatever its script (:func:`isolate_names`)
FSI, PDI = "\u2068", "\u2069"
LRM = "\u200e"  # LEFT-TO-RIGHT MARK


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


def _right_to_left(name: str) -> bool:
    return any(unicodedata.bidirectional(char) in ("R", "AL") for char in name)


@lru_cache(maxsize=16)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """The right-to-left names of ``names`` as they may be written: whole, or shortened to a
    beginning and "…" (:func:`short_name`), each a word of its own; None when there is none."""
    forms = {
        form
        for name in names
        if _right_to_left(name)
        for form in (name, *(_with_ellipsis(name[:cut]) for cut in cuts(name)[:-1]))
    }
    if not forms:
        return None
    alternatives = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
    return re.compile(f"(?<![\\w{FSI}])(?:{alternatives})(?!\\w)", re.IGNORECASE)


def isolate_names(text: str, names: Sequence[str]) -> str:
    """``text`` as shown, each of the players' ``names`` written right to left (Hebrew, Arabic)
    in it set apart for the bidirectional algorithm (:data:`FSI` ... :data:`PDI`): a name is
    one word of a line or a sentence, and the words around it keep their order. Not isolated,
    "ron Chen from דשה 3 40" showed as "ron Chen from 40 3 דשה" (read as 40 han 3 fu), and a
    line that starts with such a name was laid out right to left. A text that starts with such
    a name (nothing of a script's direction before it) starts with a :data:`LRM` too: a rich
    text's paragraph (a label's, a tooltip's) takes its direction from its first letter even in
    an isolate. The text itself when no name is written so (a saved file and the command line's
    output never have these marks)."""
    pattern = _names_pattern(tuple(names))
    if pattern is None:
        return text
    shown = pattern.sub(lambda found: FSI + found.group() + PDI, text)
    first = shown.find(FSI)
    if first >= 0 and not any(unicodedata.bidirectional(char) in ("L", "R", "AL") for char in shown[:first]):
        shown = LRM + shown
    return shown


_MARKS = re.compile(f"[{FSI}{PDI}{LRM}]")


def without_isolates(text: str) -> str:
    """``text`` without the marks :func:`isolate_names` adds for the display: what is copied of
    a shown record line must be the line as typed (the record refuses these marks, and they
    are invisible: nothing would show the player what to delete)."""
    return _MARKS.sub("", text)


__all__ = [
    "ELLIPSIS",
    "FSI",
    "LRM",
    "PDI",
    "cuts",
    "distinct_prefixes",
    "isolate_names",
    "least_shown",
    "short_name",
    "without_isolates",
]

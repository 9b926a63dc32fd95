"""Teaching mode: answer a beginner's "why?" about a scored hand — the one door to it.

Each job lives in a module of its own; this one puts them together, so a caller imports from
one place (the desk's controller alone imports ``near_miss``, ``suggest`` and ``arithmetic``
directly, so that each is loaded only when first needed):

* :mod:`~mjgui.core.teach.near_miss` — :func:`near_misses`: yaku that are one thing away in the
  chosen reading, each with the one thing ("no pinfu: 12s waits on 3s only (penchan)") and what
  the hand would pay more with it (the hand it describes, built and scored:
  :mod:`~mjgui.core.teach.near_miss_hand`). Only real near misses are listed.
* :mod:`~mjgui.core.teach.suggest` — :func:`suggestions`: for a hand with no yaku (or short of
  ryanhan shibari), what would give one.
* :mod:`~mjgui.core.teach.readings` — :func:`why_best` / :func:`reading_rows`: every reading the
  scorer found, side by side, with why the chosen one wins.
* :mod:`~mjgui.core.teach.arithmetic` — :func:`arithmetic_steps`: the payment worked out step by
  step with this hand's numbers.
* :mod:`~mjgui.core.teach.why_not` — :func:`why_not`: why one named yaku does not count (used by
  the quiz to explain a wrong claim), and :class:`YakuRule`, what makes a yaku.

Everything returns frozen values holding a ``code`` and ``params``; ``text(lang)`` turns them
into a sentence from :mod:`mjgui.core.teach.explain_text`, so a view can render them in either
language (or switch language live) without asking the core again.
"""

from __future__ import annotations

from collections.abc import Iterable

from mjgui.core.teach.arithmetic import Step, arithmetic_steps, fu_steps, han_steps, payment_steps
from mjgui.core.teach.near_miss import NearMiss, near_misses
from mjgui.core.teach.readings import ReadingRow, WhyBest, reading_rows, renhou_text, why_best, yaku_ids
from mjgui.core.teach.suggest import Suggestion, suggestions
from mjgui.core.teach.why_not import YakuRule, why_not

__all__ = [
    "NearMiss",
    "ReadingRow",
    "Step",
    "Suggestion",
    "WhyBest",
    "YakuRule",
    "arithmetic_steps",
    "describe",
    "fu_steps",
    "han_steps",
    "near_misses",
    "payment_steps",
    "reading_rows",
    "renhou_text",
    "suggestions",
    "why_best",
    "why_not",
    "yaku_ids",
]


Explained = NearMiss | Suggestion | Step | WhyBest | YakuRule


def describe(items: Iterable[Explained], lang: str = "en") -> list[str]:
    """The sentences of several explanation values."""
    return [item.text(lang) for item in items]

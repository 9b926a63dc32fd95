"""The matching key of a player's name (pure Python): how the league tells two names apart."""

from __future__ import annotations

import re
import unicodedata

# characters that show nothing: format characters (soft hyphen, zero-width space, non-joiner
# and joiner, word joiner, direction marks, byte order mark ...), the combining grapheme joiner,
# variation selectors and the Hangul fillers
_INVISIBLE = re.compile("[\u034f\u115f\u1160\u180b-\u180d\u3164\ufe00-\ufe0f\uffa0]")


def _visible(text: str) -> str:
    return "".join(c for c in _INVISIBLE.sub("", text) if unicodedata.category(c) != "Cf")


def key(name: str) -> str:
    """The matching key of a name: the characters that show nothing dropped, spaces around it
    ignored, in one Unicode form (NFC: ``Zoë`` typed as one letter or as ``e`` and its
    diaeresis), case folded. A letter of another script that looks the same (a Cyrillic ``В`` in
    ``Вoris``) is another letter: another name."""
    text = unicodedata.normalize("NFC", _visible(name).strip())
    return unicodedata.normalize("NFC", text.casefold())


__all__ = ["key"]

"""The matching key of a player's name (pure Python): how the league tells two names apart,
as the game record does (one rule: :func:`mjgui.core.game.record.name_key`)."""

from __future__ import annotations

import unicodedata

from mjgui.core.game.record import name_key

#: The matching key of a name: the characters that show nothing dropped, spaces around it
#: ignored, in one Unicode form (NFC: ``Zoë`` typed as one letter or as ``e`` and its
#: diaeresis), case folded; the record's own rule, so a record never seats as two players the
#: names the season counts as one. A letter of another script that looks the same (a Cyrillic
#: ``В`` in ``Вoris``) is another letter: another name.
key = name_key


#: letters a name is sorted with at first, as Russian alphabetical order does: Ё with Е
_SORTED_AS = str.maketrans({"ё": "е"})


def _letter(char: str) -> str:
    """A letter as names are first sorted by: a Latin letter without its accents (``é`` with
    ``e``, ``ö`` with ``o``), ``ё`` with ``е``; every other letter is its own (``й`` is no
    ``и``)."""
    if char.isascii():
        return char
    base = unicodedata.normalize("NFD", char)[0]
    return base if base.isascii() and base.isalpha() else char.translate(_SORTED_AS)


def name_order(name: str) -> tuple[str, str, str]:
    """How names are sorted, in either language: case aside, by their letters as
    :func:`_letter` reads them (Егор, Ёлка, Жанна, Яна: Ё is sorted with Е, not after Я; Émile
    before Fedya), then the accented letter after the plain one (Елка before Ёлка), then as
    written (``Aiko`` before ``aiko``). Latin letters come before Cyrillic ones."""
    folded = key(name)
    return "".join(_letter(c) for c in folded), folded, name


__all__ = ["key", "name_order"]

"""The full hand notation of the window's notation field: concealed tiles plus melds.

Syntax (documented in the README and in the field's tooltip)::

    234m567p3467888s5s              concealed tiles in MPSZ; the last one written is the winning tile
    11z (123m) (555p) (5555p) [5555p]  melds: ( ) open, [ ] closed kan

* Concealed tiles use the CLI's MPSZ: digits then their suit letter, ``0`` for a red five
  (``406m``), honors ``1z``-``7z`` (East South West North White Green Red). Spaces are ignored.
* The **last concealed tile written is the winning tile**, as in the CLI's ``score HAND``; when
  the window writes a hand back it puts the winning tile last: ``23467m...`` then ``5m``.
* A meld is written in brackets anywhere in the text:
  ``(123m)`` chi (three in a row of one suit), ``(555p)`` pon, ``(5555p)`` open kan,
  ``[5555p]`` closed kan. Red fives are written ``0`` inside a meld too: ``(406m)``, ``[0555p]``.

Errors are :class:`~mjgui.core.errors.NotationError` with the 1-based position of the problem;
:func:`error_span` gives the stretch of text to underline. Codes that
:mod:`mjgui.core.text` does not know (brackets, meld shapes) carry their own sentences here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from mjgui.core.errors import HandError, NotationError
from mjgui.core.i18n import Msg, msg, say
from mjgui.core.scoring.hand import Meld, MeldKind, make_meld
from mjgui.core.scoring.tiles import Tile, check_notation_length, format_tiles, parse_tiles, plain_notation

__all__ = [
    "MELD_BRACKETS",
    "NOTATION_TEXTS",
    "HandNotation",
    "MeldNotationError",
    "error_span",
    "format_hand",
    "format_meld",
    "parse_hand",
]

MAX_MELDS = 4
MELD_BRACKETS: dict[MeldKind, tuple[str, str]] = {
    "chi": ("(", ")"),
    "pon": ("(", ")"),
    "kan": ("(", ")"),
    "ankan": ("[", "]"),
}
_CLOSE_OF = {"(": ")", "[": "]"}

#: Sentences for the codes this module adds: (English, Russian). Each takes ``pos``.
NOTATION_TEXTS: dict[str, Msg] = {
    # pos, bracket, close
    "notation_unclosed": msg(
        "notation:notation_unclosed",
        'The meld opened with "{bracket}" at position {pos} is not closed: add "{close}" after its tiles.',
    ),
    # pos, bracket
    "notation_unopened": msg(
        "notation:notation_unopened",
        '"{bracket}" at position {pos} closes no meld: remove it or open the meld with "(" or "[".',
    ),
    # pos, bracket
    "notation_nested": msg(
        "notation:notation_nested",
        '"{bracket}" at position {pos} is inside another meld: melds cannot be nested.',
    ),
    # pos, bracket, close
    "notation_mismatch": msg(
        "notation:notation_mismatch",
        '"{bracket}" at position {pos} does not match the opening bracket: close it with "{close}".',
    ),
    # pos
    "notation_empty_meld": msg(
        "notation:notation_empty_meld",
        "The meld at position {pos} has no tiles: write them inside the brackets, e.g. (555p).",
    ),
    # pos, tiles
    "notation_bad_meld": msg(
        "notation:notation_bad_meld",
        "({tiles}) at position {pos} is not a meld: write a chi as three in a row of one suit "
        "(123m), a pon as three of a kind (555p), an open kan as four (5555p).",
    ),
    # pos, tiles
    "notation_bad_closed_kan": msg(
        "notation:notation_bad_closed_kan",
        "[{tiles}] at position {pos} is not a closed kan: square brackets hold four of a kind, "
        "e.g. [5555p]; write other melds in round brackets.",
    ),
    # pos, count
    "notation_too_many_melds": msg(
        "notation:notation_too_many_melds",
        "The meld at position {pos} is meld number {count}: a hand has at most four melds.",
    ),
}


class MeldNotationError(NotationError):
    """A notation error about brackets or melds, with its own sentence in :data:`NOTATION_TEXTS`.

    ``length`` is how many characters the problem spans (for underlining).
    """

    def __init__(self, code: str, pos: int, length: int = 1, **params: object) -> None:
        self.length = max(1, length)
        super().__init__(code, pos, **params)

    def message(self, lang: str = "en") -> str:
        texts = NOTATION_TEXTS.get(self.code)
        if texts is None:
            return super().message(lang)
        return say(texts, lang, **self.params)


@dataclass(frozen=True)
class HandNotation:
    """What a notation text says: concealed tiles in the order written, melds, the winning tile.

    ``win`` is the last concealed tile written (None when there is none).
    """

    concealed: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()

    @property
    def win(self) -> Tile | None:
        return self.concealed[-1] if self.concealed else None

    @property
    def empty(self) -> bool:
        return not self.concealed and not self.melds


def parse_hand(text: str) -> HandNotation:
    """Read concealed MPSZ tiles and bracketed melds; an empty text is an empty hand.

    Raises :class:`NotationError` (positions are 1-based in ``text``). Every character is looked
    at a bounded number of times (linear time), and a text longer than
    :data:`~mjgui.core.scoring.tiles.MAX_NOTATION_LENGTH` is refused before any parsing.
    """
    check_notation_length(text)
    text = plain_notation(text)  # full-width brackets too: （123m）
    concealed: list[Tile] = []
    melds: list[Meld] = []
    seg_start = 0  # start index of the current concealed segment
    index = 0
    n = len(text)
    while index < n:
        char = text[index]
        if char in "([":
            concealed.extend(_parse_segment(text, seg_start, index))
            close_at = _find_close(text, index)
            melds.append(_parse_meld(text, index, close_at))
            if len(melds) > MAX_MELDS:
                raise MeldNotationError(
                    "notation_too_many_melds", index + 1, close_at - index + 1, count=len(melds)
                )
            index = close_at + 1
            seg_start = index
            continue
        if char in ")]":
            raise MeldNotationError("notation_unopened", index + 1, bracket=char)
        index += 1
    concealed.extend(_parse_segment(text, seg_start, n))
    return HandNotation(tuple(concealed), tuple(melds))


def _parse_segment(text: str, start: int, end: int) -> tuple[Tile, ...]:
    """Concealed tiles of ``text[start:end]`` with error positions in the whole text."""
    try:
        return parse_tiles(text[start:end], allow_empty=True)
    except NotationError as err:
        raise _shifted(err, start) from None


def _shifted(err: NotationError, offset: int) -> NotationError:
    params = {k: v for k, v in err.params.items() if k != "pos"}
    length = _core_error_length(err.code, params)
    return MeldNotationError(err.code, err.pos + offset, length, **params)


def _core_error_length(code: str, params: Mapping[str, object]) -> int:
    if code == "notation_no_suit":
        return len(str(params.get("digits", "")))
    return 1


def _find_close(text: str, open_at: int) -> int:
    bracket = text[open_at]
    close = _CLOSE_OF[bracket]
    for index in range(open_at + 1, len(text)):
        char = text[index]
        if char == close:
            return index
        if char in "([":
            raise MeldNotationError("notation_nested", index + 1, bracket=char)
        if char in ")]":
            raise MeldNotationError("notation_mismatch", index + 1, bracket=char, close=close)
    raise MeldNotationError(
        "notation_unclosed", open_at + 1, len(text) - open_at, bracket=bracket, close=close
    )


def _parse_meld(text: str, open_at: int, close_at: int) -> Meld:
    inner = text[open_at + 1 : close_at]
    span = close_at - open_at + 1
    tiles = _parse_segment(text, open_at + 1, close_at)
    if not tiles:
        raise MeldNotationError("notation_empty_meld", open_at + 1, span)
    written = format_tiles(tiles, sort=False)
    closed = text[open_at] == "["
    kinds = {t.kind for t in tiles}
    kind: MeldKind
    if closed:
        if len(tiles) != 4 or len(kinds) != 1:
            raise MeldNotationError("notation_bad_closed_kan", open_at + 1, span, tiles=written)
        kind = "ankan"
    elif len(tiles) == 4:
        kind = "kan"
    elif len(tiles) == 3 and len(kinds) == 1:
        kind = "pon"
    else:
        kind = "chi"
    if len(tiles) not in (3, 4):
        raise MeldNotationError("notation_bad_meld", open_at + 1, span, tiles=inner.strip() or written)
    try:
        return make_meld(kind, tiles)
    except HandError:
        raise MeldNotationError("notation_bad_meld", open_at + 1, span, tiles=written) from None


def format_meld(meld: Meld) -> str:
    """``(123m)``, ``(555p)``, ``(5555p)``, ``[5555p]`` (red fives as ``0``)."""
    opening, closing = MELD_BRACKETS[meld.kind]
    return f"{opening}{format_tiles(meld.tiles)}{closing}"


def format_hand(concealed: Iterable[Tile], melds: Iterable[Meld] = (), win: Tile | None = None) -> str:
    """The canonical text: sorted concealed tiles with the winning tile last, then the melds.

    ``win`` must be one of ``concealed`` (by kind and red flag) to be moved last; without it
    the tiles are simply sorted, and the last sorted tile reads back as the winning tile.
    """
    tiles = sorted(concealed, key=_sort_key)
    parts: list[str] = []
    key = _sort_key
    if win is not None and win in tiles and key(win) < key(tiles[-1]):
        tiles.remove(win)
        parts.append(format_tiles(tiles) + format_tiles((win,)))
    elif tiles:
        parts.append(format_tiles(tiles))
    parts.extend(format_meld(m) for m in melds)
    return " ".join(parts)


def _sort_key(tile: Tile) -> tuple[int, bool]:
    return (tile.kind, not tile.red)


def error_span(err: NotationError) -> tuple[int, int]:
    """(0-based start, length) of the text an error is about, for underlining."""
    length = err.length if isinstance(err, MeldNotationError) else _core_error_length(err.code, err.params)
    return max(0, err.pos - 1), max(1, length)

"""Tiles and MPSZ notation.

A tile kind is an int 0..33: 0-8 man 1-9, 9-17 pin, 18-26 sou, 27-33 honors in the order
East South West North White Green Red (``1z``..``7z``). A physical :class:`Tile` adds the red
flag for the aka fives (written ``0m 0p 0s``).
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from mjgui.core.errors import NotationError

SUITS = "mpsz"
MAN, PIN, SOU, HONOR = 0, 1, 2, 3
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
TERMINALS = (0, 8, 9, 17, 18, 26)
YAOCHUU = (*TERMINALS, *range(27, 34))
GREEN_KINDS = frozenset({19, 20, 21, 23, 25, GREEN})  # 2 3 4 6 8 sou and the green dragon
FIVES = (4, 13, 22)

_YAOCHUU_SET = frozenset(YAOCHUU)


def suit_of(kind: int) -> int:
    return kind // 9


def number_of(kind: int) -> int:
    """1..9 for suited tiles, 1..7 for honors."""
    return kind % 9 + 1


def is_honor(kind: int) -> bool:
    return kind >= 27


def is_terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def is_yaochuu(kind: int) -> bool:
    """Terminal or honor."""
    return kind in _YAOCHUU_SET


def is_simple(kind: int) -> bool:
    return kind < 27 and kind % 9 not in (0, 8)


def dora_from_indicator(kind: int) -> int:
    """The tile an indicator makes dora: next in its suit, N->E among winds, Red->White."""
    if kind < 27:
        return kind - 8 if kind % 9 == 8 else kind + 1
    if kind <= NORTH:
        return EAST if kind == NORTH else kind + 1
    return WHITE if kind == RED else kind + 1


def kind_name(kind: int) -> str:
    return f"{number_of(kind)}{SUITS[suit_of(kind)]}"


@dataclass(frozen=True, order=True)
class Tile:
    """One physical tile: its kind and whether it is a red five."""

    kind: int
    red: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.kind < 34:
            raise ValueError(f"tile kind out of range: {self.kind}")
        if self.red and self.kind not in FIVES:
            raise ValueError(f"only fives can be red: {self.kind}")

    @property
    def code(self) -> str:
        """``5m``, or ``0m`` for the red five."""
        if self.red:
            return f"0{SUITS[suit_of(self.kind)]}"
        return kind_name(self.kind)

    def __str__(self) -> str:
        return self.code


def tile(code: str) -> Tile:
    """One tile from its two-character code; raises NotationError."""
    tiles = parse_tiles(code)
    if len(tiles) != 1:
        raise NotationError("notation_char", 1, char=code, expected="one tile such as 5m")
    return tiles[0]


#: The longest tile text read (a hand with its melds is under 100 characters): a longer one is
#: refused at once with ``notation_too_long``.
MAX_NOTATION_LENGTH = 1000


def check_notation_length(text: str) -> None:
    if len(text) > MAX_NOTATION_LENGTH:
        limit = MAX_NOTATION_LENGTH
        raise NotationError("notation_too_long", limit + 1, length=len(text), limit=limit)


#: What the keys of the suit letters and the square brackets type while a Russian (ЙЦУКЕН) layout
#: is on: ь on m, з on p, ы on s, я on z (capitals with Shift, as M P S Z), х on [ and ъ on ].
#: Read as those (:data:`PLAIN_NOTATION`), and typed from anywhere in the window as they are.
RUSSIAN_LAYOUT_NOTATION: dict[str, str] = {
    "ь": "m",
    "з": "p",
    "ы": "s",
    "я": "z",
    "Ь": "M",
    "З": "P",
    "Ы": "S",
    "Я": "Z",
    "х": "[",
    "ъ": "]",
}

#: What a typed or pasted hand may hold that is read as plain notation, one character for one
#: (positions stay those of the text): full-width digits, letters and brackets (a Japanese input
#: method's ２３４ｍ), the notation's keys typed with a Russian layout on (234ь: 234m), and
#: invisible characters read as the spaces they look like (a zero-width space or a byte order
#: mark from a web page or a Windows text file, a soft hyphen).
PLAIN_NOTATION: dict[int, str | int] = {
    **{code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)},
    **{ord(typed): plain for typed, plain in RUSSIAN_LAYOUT_NOTATION.items()},
    **{ord(c): " " for c in "\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u3000\ufeff"},
}


def plain_notation(text: str) -> str:
    """``text`` with :data:`PLAIN_NOTATION` applied (the same length)."""
    return text if text.isascii() else text.translate(PLAIN_NOTATION)


def parse_tiles(text: str, *, allow_empty: bool = False) -> tuple[Tile, ...]:
    """Read MPSZ text such as ``123m406p11z``; spaces are ignored, full-width characters read as
    their plain ones (:func:`plain_notation`). One pass over the text.

    Raises :class:`NotationError` naming the character and its 1-based position.
    """
    if len(text) > MAX_NOTATION_LENGTH:
        check_notation_length(text)
    text = plain_notation(text)
    runs = _RUN.findall(text)
    if runs and "".join(runs) == text:  # digits right before their letter, no spaces: run by run
        try:  # the same runs ("345m", "11z") come back hand after hand: each is read once
            return sum(map(_RUN_TILES.__getitem__, runs), ())  # the runs' tuples, joined
        except KeyError:  # an honor 0, 8 or 9: the loop below words it
            pass
    tiles: list[Tile] = []
    pending: list[int] = []  # indexes of the digits waiting for their suit letter
    for index, char in enumerate(text):
        if char in _DIGITS:
            pending.append(index)
            continue
        table = _TILE_OF.get(char)
        if table is not None and pending:
            for at in pending:
                found = table.get(text[at])
                if found is None:  # 0z, 8z, 9z: the slow path words the error
                    found = _make_tile(int(text[at]), SUITS.index(char.lower()), at + 1)
                tiles.append(found)
            pending = []
            continue
        if char.isspace():
            continue
        pos = index + 1
        if table is not None:
            expected = "a digit before the suit letter"
            raise NotationError("notation_char", pos, char=char, expected=expected)
        expected = "a digit 0-9 or a suit letter m, p, s, z"
        raise NotationError("notation_char", pos, char=char, expected=expected)
    if pending:
        digits = "".join(text[at] for at in pending)
        raise NotationError("notation_no_suit", pending[0] + 1, digits=digits)
    if not tiles and not allow_empty:
        raise NotationError("notation_empty", 1)
    return tuple(tiles)


def _make_tile(digit: int, suit: int, pos: int) -> Tile:
    if suit == HONOR:
        if digit == 0:
            raise NotationError("notation_red_honor", pos)
        if digit > 7:
            raise NotationError("notation_honor", pos, tile=f"{digit}z")
        return Tile(27 + digit - 1)
    if digit == 0:
        return Tile(suit * 9 + 4, red=True)
    return Tile(suit * 9 + digit - 1)


def format_tiles(tiles: Iterable[Tile], *, sort: bool = True) -> str:
    """Compact MPSZ: ``123m406p11z``. Sorted by kind unless ``sort`` is False."""
    items = list(tiles)
    if sort:
        items.sort(key=lambda t: (t.kind, not t.red))
    out: list[str] = []
    run_suit = -1
    for t in items:
        suit = suit_of(t.kind)
        if suit != run_suit and out:
            out.append(SUITS[run_suit])
        run_suit = suit
        out.append("0" if t.red else str(number_of(t.kind)))
    if out:
        out.append(SUITS[run_suit])
    return "".join(out)


def format_kinds(kinds: Iterable[int]) -> str:
    return format_tiles((Tile(k) for k in kinds), sort=False)


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t.kind] += 1
    return counts


ALL_KINDS = tuple(range(34))
PLAIN = tuple(Tile(k) for k in ALL_KINDS)  # one shared instance per plain tile
ALL_FACES = (*PLAIN, *(Tile(k, red=True) for k in FIVES))


_DIGITS = frozenset("0123456789")
_RUN = re.compile(r"[0-9]+[mpszMPSZ]")


class _RunTiles(dict[str, tuple[Tile, ...]]):
    """A run of digits and its letter (``345m``) -> its tiles, each run read on its first use
    (a missing run is read in ``__missing__``: no KeyError raised and caught on the way)."""

    def __missing__(self, run: str) -> tuple[Tile, ...]:
        tiles = tuple(map(_TILE_OF[run[-1]].__getitem__, run[:-1]))  # KeyError: honor 0, 8, 9
        if len(self) < 4096:
            self[run] = tiles
        return tiles


_RUN_TILES = _RunTiles()


def _suit_table(suit: int) -> dict[str, Tile]:
    """Digit -> tile of one suit (shared instances); honors have no 0, 8 or 9."""
    out: dict[str, Tile] = {}
    for digit in range(10):
        if suit == HONOR and not 1 <= digit <= 7:
            continue
        tile_of = _make_tile(digit, suit, 0)
        out[str(digit)] = PLAIN[tile_of.kind] if not tile_of.red else tile_of
    return out


# the suit letter (either case) -> its digit table
_TILE_OF: dict[str, dict[str, Tile]] = {
    letter: _suit_table(suit) for suit, lower in enumerate(SUITS) for letter in (lower, lower.upper())
}

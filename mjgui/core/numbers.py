"""One way to write a number per language, for the command line and every window.

A player saw «11600» in one window, «28 400» in another, «2.00» beside «2,00» and «-21» beside
«−21»: every score, payment, average and unit now goes through these functions.

- thousands are grouped with a narrow no-break space in both languages from five digits on
  (``25 000``, but ``7700``: Russian and SI typography keep four digits together), so a number
  never breaks across lines and reads the same in the calculator, the tracker, the club table
  and the CLI;
- the decimal separator is a point in English and a comma in Russian (``4.5`` / ``4,5``);
- a negative number takes the minus sign U+2212 (``−2 300``), a signed one a plus (``+7 700``),
  and zero neither (``0``);
- a number and its unit are joined by a no-break space in Russian (``30 фу``), so «30⏎фу»
  never wraps.

Pure Python, no Qt: the core, the controllers and the command-line tools share it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable
    from decimal import Decimal

from mjgui.core.i18n import normalize_lang

MINUS = "\u2212"
GROUP = "\u202f"  # narrow no-break space between thousands
NBSP = "\u00a0"
_DECIMAL = {"en": ".", "ru": ","}
_UNIT_SPACE = {"en": " ", "ru": NBSP}


def number(value: float, lang: str, *, digits: int = 0, sign: bool = False) -> str:
    """``25 000``, ``−2 300``, ``+7 700`` (``sign``), ``1,35`` (Russian, ``digits=2``).

    ``digits`` fixes the decimals, rounded half away from zero as written in decimal (5.55 →
    5,6; 6.25 → 6.3; 8312.5 → 8313): :func:`format` rounds the binary float (5.55 is 5.5499…,
    and an exact half goes to even), which a player reading 11.1 / 2 would not expect. A value
    that rounds to zero is written without a sign."""
    norm = normalize_lang(lang)
    text = f"{_half_up(abs(value), max(digits, 0)):,.{max(digits, 0)}f}"
    whole, _, decimals = text.partition(".")
    # four digits stay together (7700, −2000), as Russian and SI typography write them
    whole = whole.replace(",", "") if len(whole) <= 5 else whole.replace(",", GROUP)
    text = whole + (_DECIMAL[norm] + decimals if decimals else "")
    if not any(ch in "123456789" for ch in text):
        return text
    if value < 0:
        return MINUS + text
    return "+" + text if sign else text


def _half_up(value: float, digits: int) -> float:
    """``value`` (0 or more) rounded to ``digits`` decimals, half up, as its shortest decimal
    text reads (``repr``: 5.55 is "5.55")."""
    if isinstance(value, int):
        return value
    return float(rounded(value, digits))


def rounded(value: float, digits: int) -> Decimal:
    """``value`` rounded to ``digits`` decimals half away from zero, as written in decimal (what
    :func:`number` shows; the exports write the same figure)."""
    from decimal import ROUND_HALF_UP, Decimal

    return Decimal(repr(value)).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)


def changes_text(names: Iterable[str], changes: Iterable[int], lang: str) -> str:
    """Each player's change in points, those that change only: "Aiko −8000, Chen +4000"."""
    return ", ".join(f"{n} {number(c, lang, sign=True)}" for n, c in zip(names, changes, strict=True) if c)


def score_thousands(points: int, lang: str) -> str:
    """A final score in thousands with its sign: ``+48``, ``−3``, ``+4.5`` / ``+4,5``, ``0``."""
    digits = 0
    while digits < 3 and points % (1000 // 10**digits):
        digits += 1
    return number(points / 1000, lang, digits=digits, sign=True)


def unit_space(lang: str) -> str:
    """What joins a number and its unit: a no-break space in Russian (``30 фу``)."""
    return _UNIT_SPACE[normalize_lang(lang)]


def with_unit(value: float, unit: str, lang: str) -> str:
    """``30 fu`` / ``30 фу`` (no-break space in Russian)."""
    return number(value, lang) + unit_space(lang) + unit

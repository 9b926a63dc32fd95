"""Record lines built from what a player picked in a dialog (the language-neutral syntax of
:mod:`mjgui.core.game.record`).
"""

from __future__ import annotations

import datetime as dt
import re
import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from mjgui.core.scoring.points import HAN_ALONE
from mjgui.core.scoring.rule_words import rule_words
from mjgui.core.scoring.rules import PRESETS, Rules, current_edition

LIMITS = ("mangan", "haneman", "baiman", "sanbaiman")
FU_CHOICES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)


@dataclass(frozen=True)
class WinValue:
    """The value part of a ron/tsumo line, as picked in a dialog.

    ``kind``: ``hanfu`` (``han`` and ``fu``; fu may be None from 5 han), ``limit``
    (``limit``: mangan...), ``yakuman`` (``multiple``) or ``hand`` (``hand``: score words).
    """

    kind: Literal["hanfu", "limit", "yakuman", "hand"]
    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    multiple: int = 1
    hand: str = ""

    @property
    def complete(self) -> bool:
        if self.kind == "hanfu":
            return self.han is not None and (self.fu is not None or self.han >= HAN_ALONE)
        if self.kind == "limit":
            return self.limit in LIMITS
        if self.kind == "hand":
            return bool(self.hand.strip())
        return self.multiple >= 1

    def words(self) -> str:
        if self.kind == "hanfu":
            return f"{self.han}" if self.fu is None else f"{self.han} {self.fu}"
        if self.kind == "limit":
            return str(self.limit)
        if self.kind == "yakuman":
            return "yakuman" if self.multiple == 1 else f"yakuman {self.multiple}"
        return "hand " + quoted(self.hand)

    @property
    def can_pao(self) -> bool:
        return self.kind in ("yakuman", "hand")


def quoted(text: str) -> str:
    """``text`` as one word of a record line, in double quotes (a hand: ``"123m456p --riichi"``)."""
    return '"' + text.replace('"', "") + '"'


def ron_line(winner: str, discarder: str, value: WinValue, pao: str | None = None, also: bool = False) -> str:
    head = "also ron" if also else "ron"
    line = f"{head} {winner} from {discarder} {value.words()}"
    return f"{line} pao {pao}" if pao and value.can_pao else line


def tsumo_line(winner: str, value: WinValue, pao: str | None = None) -> str:
    line = f"tsumo {winner} {value.words()}"
    return f"{line} pao {pao}" if pao and value.can_pao else line


def riichi_line(name: str) -> str:
    return f"riichi {name}"


def chombo_line(name: str) -> str:
    return f"chombo {name}"


def wareme_line(name: str) -> str:
    return f"wareme {name}"


def abort_line() -> str:
    return "abort"


def draw_line(tenpai: Sequence[str] = (), nagashi: Sequence[str] = ()) -> str:
    parts = ["draw"]
    if tenpai:
        parts.append("tenpai " + ",".join(tenpai))
    if nagashi:
        parts.append("nagashi " + ",".join(nagashi))
    return " ".join(parts)


#: the spaces other than the ASCII space and tab that separate a line's words as those do: every
#: other character Unicode calls a space and that is not a control character (refused:
#: FORBIDDEN_CHARS): a no-break space (copied from a chat, a web page or a word processor, or
#: typed with Option+Space on a Mac), a narrow one, an em space and its kin, an ideographic space
#: (typed with a Japanese input method on, as the full-width digits a line also reads), the line
#: and paragraph separators
_OTHER_SPACES = re.compile("[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")


def spaced(text: str) -> str:
    """``text`` with each space that looks like one (:data:`_OTHER_SPACES`) a plain space, one
    character for one: where a record line's words start and end (:func:`line_words`)."""
    return _OTHER_SPACES.sub(" ", text)


def line_words(text: str) -> list[str]:
    """The words of a record line ``text``, its comment left out: shell-like (a quoted hand is
    one word), any space that looks like one (:data:`_OTHER_SPACES`) separating words as a space
    does; the line itself is kept as written. Raises ValueError for a quotation left open. The
    one rule of how a line splits into words (:func:`~mjgui.core.game.record.parse_line`,
    :func:`line_comment`)."""
    return shlex.split(spaced(text), comments=True)


def line_comment(text: str) -> str:
    """The comment that ends the record line ``text``, with the spaces before it (``"   # was
    3 30?"``), or "" when it has none: from the first ``#`` that starts a comment as the line
    is read (its words split as a record line's are: :func:`line_words`), not one in quotes or
    escaped."""
    try:
        words = line_words(text)
    except ValueError:
        return ""
    at = text.find("#")
    while at >= 0:
        try:
            cut = line_words(text[:at])
        except ValueError:  # a # in quotes: the line read up to it leaves them open
            cut = None
        if cut == words:
            return text[len(text[:at].rstrip()) :].rstrip()
        at = text.find("#", at + 1)
    return ""


def with_comment(line: str, old: str) -> str:
    """``line``, which replaces the line ``old``, with the comment that ended ``old`` (and the
    spaces before it): a line corrected in a dialog keeps the player's comment; ``line``
    itself when ``old`` had none or ``line`` has its own."""
    comment = line_comment(old)
    if not comment or line_comment(line):
        return line
    return line + (comment if comment[0].isspace() else " " + comment)


def players_line(names: Sequence[str]) -> str:
    return "players " + " ".join(n.strip() for n in names)


def rules_line(preset: str, options: str = "", edition: int | None = None) -> str:
    """The rules line of a new record: the preset, the edition of it the game is played under
    (``edition``; by default the one this mjgui plays, for a preset it knows: the record then
    reads with these values when the preset's change), and the ``option=value`` words. A name
    no preset has is written alone: the line is refused, saying so."""
    known = preset.lower() in PRESETS
    edition_word = f"edition={edition or current_edition(preset)}" if known else ""
    return " ".join(w for w in ("rules", preset, edition_word, options.strip()) if w)


def rules_line_of(rules: Rules) -> str:
    """The rules line that reads back as ``rules``: their preset, its edition and the options
    changed from it (:func:`~mjgui.core.scoring.rule_words.rule_words`)."""
    return " ".join(["rules", *rules_words(rules, edition=True)])


def rules_words(rules: Rules, *, edition: bool = False) -> list[str]:
    """The words after ``rules`` of a rules line that reads back as ``rules``: their preset,
    ``edition=N`` and the options changed from that edition. The edition is written always with
    ``edition`` (a new record's line, :func:`rules_line_of`), else only when it is not the one
    this mjgui plays (a label of the rules, two games' content: the same words as before the
    preset's first new edition, and two editions never read alike). A name no preset has is
    written with its options alone."""
    known = rules.name.lower() in PRESETS
    named = known and (edition or rules.edition != current_edition(rules.name))
    return [rules.name, *([f"edition={rules.edition}"] if named else []), *rule_words(rules)]


#: a record's date: its first ``# date YYYY-MM-DD`` comment
_DATE_RE = re.compile(r"^\s*#\s*date\s*[:=]?\s*(\d{4}-\d{2}-\d{2})\b", re.IGNORECASE | re.MULTILINE)


def explicit_date(text: str) -> dt.date | None:
    """The first ``# date YYYY-MM-DD`` of the record, if it is a date."""
    match = _DATE_RE.search(text)
    if match:
        try:
            return dt.date.fromisoformat(match.group(1))
        except ValueError:
            pass
    return None


#: a comment that means to give the record's date: ``# date`` and a word (``# date 18.01.2026``,
#: ``# date yesterday``: whatever :func:`explicit_date` cannot read, the season cannot either;
#: not ``# dated ...``, ``# dates ...``)
_DATE_LINE_RE = re.compile(r"^\s*#\s*date(?![^\W\d_])\s*[:=]?\s*(\S+)", re.IGNORECASE)
_LINE_BREAK_RE = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class DateLine:
    """A ``# date`` comment whose date cannot be read (``# date 12.01.2026``, ``# date
    2026-13-40``): its line's number and text, the date as written, and the day it clearly
    means (12 January 2026; None when that cannot be told: :func:`_meant_date`)."""

    number: int
    text: str
    written: str
    meant: dt.date | None


def unread_date(text: str) -> DateLine | None:
    """The record's first ``# date`` comment that gives a date :func:`explicit_date` cannot read;
    None when there is none, and whenever :func:`explicit_date` finds the record's date (a
    ``# date 18.01.2026`` followed by ``# date 2026-01-18``: the game has its date)."""
    if explicit_date(text) is not None:
        return None
    for number, line in enumerate(_LINE_BREAK_RE.split(text), start=1):
        match = _DATE_LINE_RE.match(line)
        if match is None:
            continue
        written = match.group(1)
        return DateLine(number, line, written, _meant_date(written))
    return None


def record_day(text: str) -> dt.date | None:
    """The day a record's game is played on, as the club's season dates it: its ``# date``
    (:func:`explicit_date`), else the day an unreadable ``# date`` line clearly means
    (``# date 18.01.2026``: 2026-01-18); None when neither tells it (the game is then dated by
    its file's day)."""
    day = explicit_date(text)
    if day is not None:
        return day
    unread = unread_date(text)
    return unread.meant if unread is not None else None


#: a date written day first (12.01.2026, 12/01/2026, 12-01-2026) or year first (2026.01.12,
#: 2026/1/12, 2026-1-12, and with its time as ISO 8601 writes it: 2026-01-12T19:30)
_DAY_FIRST = re.compile(r"(\d{1,2})[./-](\d{1,2})[./-](\d{4})")
_YEAR_FIRST = re.compile(r"(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?:T[\d:.]*)?")


def _meant_date(written: str) -> dt.date | None:
    """The day a date written otherwise clearly means: year first, or day first with dots
    (12.01.2026: as Russian and most European dates are written), or with slashes or dashes
    when only the day can be more than 12; None for any other (01/02/2026: January or
    February)."""
    words = written.rstrip(",.;")
    year_first = _YEAR_FIRST.fullmatch(words)
    if year_first is not None:
        year, month, day = (int(n) for n in year_first.groups())
    else:
        day_first = _DAY_FIRST.fullmatch(words)
        if day_first is None:
            return None
        day, month, year = (int(n) for n in day_first.groups())
        if "." not in words and day <= 12:  # 01/02/2026: January or February, who knows
            return None
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def new_game_text(
    names: Sequence[str], preset: str = "seed", options: str = "", day: dt.date | None = None
) -> str:
    """A new record: its ``# date`` line (``day``: the club's season dates its games by it, and
    tells two evenings with the same lines apart), its rules and its players."""
    dated = f"# date {day.isoformat()}\n" if day is not None else ""
    return dated + rules_line(preset, options) + "\n" + players_line(names) + "\n"

"""Record lines built from what a player picked in a dialog (the language-neutral syntax of
:mod:`mjgui.core.game.record`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from mjgui.core.scoring.points import HAN_ALONE

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
        return "hand " + _quote(self.hand)

    @property
    def can_pao(self) -> bool:
        return self.kind in ("yakuman", "hand")


def _quote(text: str) -> str:
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


def players_line(names: Sequence[str]) -> str:
    return "players " + " ".join(n.strip() for n in names)


def rules_line(preset: str, options: str = "") -> str:
    return f"rules {preset} {options.strip()}".strip()


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


def new_game_text(
    names: Sequence[str], preset: str = "seed", options: str = "", day: dt.date | None = None
) -> str:
    """A new record: its ``# date`` line (``day``: the club's season dates its games by it, and
    tells two evenings with the same lines apart), its rules and its players."""
    dated = f"# date {day.isoformat()}\n" if day is not None else ""
    return dated + rules_line(preset, options) + "\n" + players_line(names) + "\n"

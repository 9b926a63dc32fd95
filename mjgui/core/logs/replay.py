"""Score a log's wins with our core, side by side with what the log says was paid."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from mjgui.core.errors import MahjongError
from mjgui.core.logs.model import GameLog, LogWin
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.report import error_dict, result_dict
from mjgui.core.text import tr


@dataclass(frozen=True)
class Difference:
    """One value the log and our core disagree on: ``field`` is han, fu, points, gain, yaku or
    result (our core refused the hand or found no win)."""

    field: str
    log: object
    ours: object

    def as_dict(self) -> dict[str, object]:
        return {"field": self.field, "log": self.log, "ours": self.ours}

    def name(self, lang: str = "en") -> str:
        """The field as a player reads it: han, fu, yaku, points, winner's gain, result."""
        if self.field in ("han", "fu"):
            return tr(self.field, lang)
        if self.field == "yaku":
            return tr("yaku", lang).lower()
        return tr(f"field_{self.field}", lang)


@dataclass(frozen=True)
class WinCheck:
    """A win, the ``score`` words for it, exactly what ``score --json`` prints, and the
    differences (none when both agree)."""

    win: LogWin
    args: tuple[str, ...]
    ours: dict[str, Any]
    differences: tuple[Difference, ...]

    @property
    def agree(self) -> bool:
        return not self.differences

    def differing(self, lang: str = "en") -> str:
        """The fields that differ, as a player reads them: ``fu, points``."""
        return ", ".join(d.name(lang) for d in self.differences)


def ours_for(args: list[str], lang: str = "en") -> dict[str, Any]:
    """What ``mjgui score ARGS --json`` prints (without ``--explain``)."""
    try:
        request, _ = parse_score_args(args)
        result = score(request.spec)
    except MahjongError as err:
        return error_dict(err, lang)
    return result_dict(result, lang)


def check_win(win: LogWin, lang: str = "en") -> WinCheck:
    args = win.args()
    ours = ours_for(args, lang)
    return WinCheck(win, tuple(args), ours, tuple(compare(win, ours)))


def check_log(log: GameLog, lang: str = "en") -> tuple[WinCheck, ...]:
    return tuple(check_win(w, lang) for w in log.wins)


def compare(win: LogWin, ours: dict[str, Any]) -> list[Difference]:
    value = win.value
    if not ours.get("ok"):
        error = ours.get("error") or {}
        return [Difference("result", "win", error.get("code", "no_win"))]
    out: list[Difference] = []
    if value.han != ours["han"]:
        out.append(Difference("han", value.han, ours["han"]))
    # a yakuman's fu changes nothing, and a log may leave the fu of a limit out
    if value.fu is not None and not value.yakuman and value.fu != ours["fu"]:
        out.append(Difference("fu", value.fu, ours["fu"]))
    pay = ours["payment"]
    points = pay["total"] - pay["honba"] - pay["sticks"]
    if value.points != points:
        out.append(Difference("points", value.points, points))
    if value.gain != pay["total"]:
        out.append(Difference("gain", value.gain, pay["total"]))
    log_yaku = Counter(value.yaku)
    our_yaku = Counter((y["id"], y["han"]) for y in ours["yaku"])
    if log_yaku != our_yaku:
        out.append(Difference("yaku", _yaku_list(value.yaku), _yaku_list(our_yaku.elements())))
    return out


def _yaku_list(items: Any) -> list[str]:
    return sorted(f"{yaku_id} {han}" for yaku_id, han in items)

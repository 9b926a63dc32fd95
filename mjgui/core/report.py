"""A score result as plain data (the CLI's JSON contract), with text in a chosen language."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from mjgui.core.decomposition import Group, Reading
from mjgui.core.errors import MahjongError
from mjgui.core.fu import FuItem
from mjgui.core.points import Payment
from mjgui.core.scoring import NoWin, ReadingValue, ScoreResult
from mjgui.core.text import fu_text, yaku_name
from mjgui.core.tiles import format_kinds

SEAT_LETTERS = "ESWN"


@cache
def group_text(group: Group) -> str:
    text = format_kinds(group.kinds)
    if group.opened:
        return f"({text})"
    if group.declared:
        return f"[{text}]"
    return text


def reading_text(reading: Reading) -> str:
    """``123m 456p (789s) [1111z] 55z`` — open melds in (), closed kans in []."""
    if reading.shape == "kokushi":
        return "kokushi"
    sets = (g for g in reading.groups if not g.declared and g.kind != "pair")
    concealed = sorted(sets, key=lambda g: g.first)
    pairs = [g for g in reading.groups if g.kind == "pair"]
    declared = [g for g in reading.groups if g.declared]
    return " ".join(group_text(g) for g in (*concealed, *pairs, *declared))


def payment_dict(pay: Payment, winner_seat: int, discarder: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {"base": pay.base}
    if not pay.tsumo:
        out["ron"] = pay.ron
    elif pay.dealer:
        out["each_pays"] = pay.each_pays
    else:
        out["dealer_pays"] = pay.dealer_pays
        out["non_dealer_pays"] = pay.non_dealer_pays
    out["honba"] = pay.honba_points
    out["sticks"] = pay.sticks_points
    out["total"] = pay.total
    if pay.tsumo or discarder is not None:
        deltas = pay.deltas(winner_seat, discarder)
        out["by_seat"] = {SEAT_LETTERS[i]: deltas[i] for i in range(4)}
    return out


def reading_dict(value: ReadingValue, chosen: bool, lang: str) -> dict[str, Any]:
    return {
        "reading": reading_text(value.reading),
        "shape": value.reading.shape,
        "wait": value.reading.wait,
        "han": value.han,
        "fu": value.fu.fu,
        "yakuman": value.yakuman,
        "yaku": [{"id": y.id, "han": y.han} for y in value.yaku],
        "total": value.payment.total if value.payment else None,
        "error": value.no_win.code if value.no_win else None,
        "chosen": chosen,
    }


@lru_cache(maxsize=4096)
def _fu_detail(item: FuItem, lang: str) -> dict[str, Any]:
    """One fu item as the CLI shows it (the same few hundred items come back hand after hand:
    worded once; callers copy it)."""
    tiles = item.tiles_text
    return {
        "fu": item.fu,
        "reason": item.reason,
        "text": fu_text(item.reason, lang, fu=item.fu, tiles=tiles),
        "tiles": tiles,
    }


def result_dict(result: ScoreResult, lang: str = "en") -> dict[str, Any]:
    """The CLI contract: ``{"ok": true, "han", "fu", ...}`` or ``{"ok": false, "error"}``."""
    win = result.win
    if win is None:
        assert result.no_win is not None
        return no_win_dict(result.no_win, lang)
    assert win.payment is not None
    spec = result.spec
    return {
        "ok": True,
        "han": win.han,
        "fu": win.fu.fu,
        "yakuman": win.yakuman,
        "limit": win.limit,
        "yaku": [{"id": y.id, "name": yaku_name(y.id, lang), "han": y.han} for y in win.yaku],
        "fu_details": [dict(_fu_detail(item, lang)) for item in win.fu.items],
        "fu_raw": win.fu.raw,
        "wait": win.reading.wait,
        "payment": payment_dict(win.payment, spec.seat, spec.discarder),
        "readings": [reading_dict(v, i == result.best, lang) for i, v in enumerate(result.readings)],
    }


def no_win_dict(no_win: NoWin, lang: str = "en") -> dict[str, Any]:
    return {"ok": False, "error": {"code": no_win.code, "message": no_win.message(lang)}}


def error_dict(error: MahjongError, lang: str = "en") -> dict[str, Any]:
    return {"ok": False, "error": error.as_dict(lang)}

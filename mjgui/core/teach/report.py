"""A score result as plain data (the CLI's JSON contract), with text in a chosen language."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from mjgui.core.errors import MahjongError
from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.fu import FuItem
from mjgui.core.scoring.points import Payment
from mjgui.core.scoring.scoring import NoWin, ReadingValue, ScoreResult
from mjgui.core.text import fu_text, yaku_name

SEAT_LETTERS = "ESWN"


def group_text(group: Group) -> str:
    """``123m``; an open meld ``(555p)``, a closed kan ``[1111z]``."""
    return group.text


def reading_text(reading: Reading) -> str:
    """``123m 456p (789s) [1111z] 55z`` — open melds in (), closed kans in []."""
    if reading.shape == "kokushi":
        return "kokushi"
    groups = reading.groups
    sets = sorted([g for g in groups if not g.declared and g.kind != "pair"], key=_FIRST)
    pairs = [g.text for g in groups if g.kind == "pair"]
    declared = [g.text for g in groups if g.declared]
    return " ".join([*(g.text for g in sets), *pairs, *declared])


_FIRST = attrgetter("first")


def completed_text(reading: Reading) -> str | None:
    """The set (or pair) the winning tile completed in this reading: ``456s``; None for kokushi."""
    if reading.win_group < 0:
        return None
    return reading.groups[reading.win_group].text


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
        "completed": completed_text(value.reading),
        "han": value.han,
        "fu": value.fu.fu,
        "yakuman": value.yakuman,
        "yaku": [{"id": y.id, "han": y.han} for y in value.yaku],
        "total": value.payment.total if value.payment else None,
        "error": value.no_win.code if value.no_win else None,
        "chosen": chosen,
    }


# Fu items are shared objects (the core makes each distinct item once): each is worded once
# per language, found by identity (hashing a dataclass of tiles costs more than the wording).
_FU_DETAILS: dict[tuple[int, str], tuple[FuItem, dict[str, Any]]] = {}


def _fu_detail(item: FuItem, lang: str) -> dict[str, Any]:
    """One fu item as the CLI shows it (a new dict each time)."""
    key = (id(item), lang)
    found = _FU_DETAILS.get(key)
    if found is None or found[0] is not item:
        if len(_FU_DETAILS) >= 4096:
            _FU_DETAILS.clear()
        tiles = item.tiles_text
        text = fu_text(item.reason, lang, fu=item.fu, tiles=tiles)
        found = _FU_DETAILS[key] = (
            item,
            {"fu": item.fu, "reason": item.reason, "text": text, "tiles": tiles},
        )
    return dict(found[1])


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
        "fu_details": [_fu_detail(item, lang) for item in win.fu.items],
        "fu_raw": win.fu.raw,
        "wait": win.reading.wait,
        "payment": payment_dict(win.payment, spec.seat, spec.discarder),
        "readings": [reading_dict(v, i == result.best, lang) for i, v in enumerate(result.readings)],
    }


def no_win_dict(no_win: NoWin, lang: str = "en") -> dict[str, Any]:
    return {"ok": False, "error": {"code": no_win.code, "message": no_win.message(lang)}}


def error_dict(error: MahjongError, lang: str = "en") -> dict[str, Any]:
    return {"ok": False, "error": error.as_dict(lang)}

"""A score result as plain data (the CLI's JSON contract), with text in a chosen language."""

from __future__ import annotations

from json import JSONEncoder
from json.encoder import encode_basestring
from operator import attrgetter
from typing import Any

from mjgui.core.errors import MahjongError
from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.fu import FuItem
from mjgui.core.scoring.points import Payment
from mjgui.core.scoring.scoring import NoWin, ReadingValue, ScoreResult
from mjgui.core.scoring.yaku import YakuHit
from mjgui.core.text import fu_text, yaku_name

SEAT_LETTERS = "ESWN"


def reading_text(reading: Reading) -> str:
    """``123m 456p (789s) [1111z] 55z`` — open melds in (), closed kans in []."""
    shape = reading.shape
    if shape == "kokushi":
        return "kokushi"
    if shape != "regular" or reading.pair is None:  # seven pairs: the pairs in their order
        return " ".join([g.text for g in reading.groups])
    # a regular reading: its concealed sets by their first tile, its pair, its melds
    concealed: list[Group] = []
    declared: list[str] = []
    for g in reading.sets:
        if g.declared:
            declared.append(g.text)
        else:
            concealed.append(g)
    concealed.sort(key=_FIRST)
    texts = [g.text for g in concealed]
    texts.append(reading.pair.text)
    texts += declared
    return " ".join(texts)


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


# --- the same answer as JSON text, for ``score --batch`` -------------------------------------
# ``result_json(r, lang) == JSONEncoder(ensure_ascii=False).encode(result_dict(r, lang))``,
# made from pieces kept once written: the same yaku rows, fu items and payments come back hand
# after hand, so most of an answer is text already written (tests/test_fast_paths.py checks).

_ENCODE = JSONEncoder(ensure_ascii=False, check_circular=False).encode
_LIMIT = 4096
_YAKU_JSON: dict[tuple[str, int, str | None], str] = {}
_FU_JSON: dict[tuple[int, str], tuple[FuItem, str]] = {}
_PAYMENT_JSON: dict[tuple[int, int, int | None], tuple[Payment, str]] = {}
_NO_WIN_JSON: dict[tuple[str, str, tuple[tuple[str, object], ...]], str] = {}


def _yaku_json(hits: tuple[YakuHit, ...], lang: str | None) -> str:
    """The ``yaku`` list: with names in ``lang``, or (``None``) as a reading shows it."""
    rows = _YAKU_JSON
    out = []
    for y in hits:
        key = (y.id, y.han, lang)
        found = rows.get(key)
        if found is None:
            if len(rows) >= _LIMIT:
                rows.clear()
            if lang is None:
                found = rows[key] = _ENCODE({"id": y.id, "han": y.han})
            else:
                found = rows[key] = _ENCODE({"id": y.id, "name": yaku_name(y.id, lang), "han": y.han})
        out.append(found)
    return f"[{', '.join(out)}]"


def _fu_json(items: tuple[FuItem, ...], lang: str) -> str:
    rows = _FU_JSON
    out = []
    for item in items:
        # by identity, as in _fu_detail: the item is kept with its text, so its id is not reused
        key = (id(item), lang)
        found = rows.get(key)
        if found is None:
            if len(rows) >= _LIMIT:
                rows.clear()
            found = rows[key] = (item, _ENCODE(_fu_detail(item, lang)))
        out.append(found[1])
    return f"[{', '.join(out)}]"


def _payment_json(pay: Payment, winner_seat: int, discarder: int | None) -> str:
    key = (id(pay), winner_seat, discarder)  # payments are shared (scoring keeps them)
    found = _PAYMENT_JSON.get(key)
    if found is None or found[0] is not pay:
        if len(_PAYMENT_JSON) >= _LIMIT:
            _PAYMENT_JSON.clear()
        found = _PAYMENT_JSON[key] = (pay, _ENCODE(payment_dict(pay, winner_seat, discarder)))
    return found[1]


def _json_or_null(text: str | None) -> str:
    return "null" if text is None else encode_basestring(text)


def _reading_json(value: ReadingValue, chosen: bool) -> str:
    reading = value.reading
    return (
        f'{{"reading": {encode_basestring(reading_text(reading))}, '
        f'"shape": {encode_basestring(reading.shape)}, "wait": {encode_basestring(reading.wait)}, '
        f'"completed": {_json_or_null(completed_text(reading))}, '
        f'"han": {value.han}, "fu": {value.fu.fu}, "yakuman": {value.yakuman}, '
        f'"yaku": {_yaku_json(value.yaku, None)}, '
        f'"total": {value.payment.total if value.payment else "null"}, '
        f'"error": {encode_basestring(value.no_win.code) if value.no_win else "null"}, '
        f'"chosen": {"true" if chosen else "false"}}}'
    )


def result_json(result: ScoreResult, lang: str = "en") -> str:
    """:func:`result_dict` as JSON text (what ``score --batch`` prints), written faster."""
    win = result.win
    if win is None:
        assert result.no_win is not None
        no_win = result.no_win
        params = tuple(no_win.params.items())
        if not all(isinstance(v, int) for _, v in params):  # kept only for small counts (no_yaku's dora)
            return _ENCODE(no_win_dict(no_win, lang))
        key = (no_win.code, lang, params)
        text = _NO_WIN_JSON.get(key)
        if text is None:
            text = _ENCODE(no_win_dict(no_win, lang))
            if len(_NO_WIN_JSON) < _LIMIT:
                _NO_WIN_JSON[key] = text
        return text
    assert win.payment is not None
    spec = result.spec
    best = result.best
    readings = ", ".join([_reading_json(v, i == best) for i, v in enumerate(result.readings)])
    return (
        f'{{"ok": true, "han": {win.han}, "fu": {win.fu.fu}, "yakuman": {win.yakuman}, '
        f'"limit": {encode_basestring(win.limit) if win.limit is not None else "null"}, '
        f'"yaku": {_yaku_json(win.yaku, lang)}, "fu_details": {_fu_json(win.fu.items, lang)}, '
        f'"fu_raw": {win.fu.raw}, "wait": {encode_basestring(win.reading.wait)}, '
        f'"payment": {_payment_json(win.payment, spec.seat, spec.discarder)}, '
        f'"readings": [{readings}]}}'
    )

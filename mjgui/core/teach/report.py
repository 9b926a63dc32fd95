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
        out["by_seat"] = {SEAT_LETTERS[i]: deltas[i] for i in range(len(deltas))}
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


# The same fu items come back hand after hand: each is worded once per language, found by its
# value (an item and its language are the key: a key that cannot drift from what it stands for).
_FU_DETAILS: dict[tuple[FuItem, str], dict[str, Any]] = {}


def _fu_detail(item: FuItem, lang: str) -> dict[str, Any]:
    """One fu item as the CLI shows it (a new dict each time)."""
    key = (item, lang)
    found = _FU_DETAILS.get(key)
    if found is None:
        if len(_FU_DETAILS) >= 4096:
            _FU_DETAILS.clear()
        tiles = item.tiles_text
        text = fu_text(item.reason, lang, fu=item.fu, tiles=tiles)
        found = _FU_DETAILS[key] = {"fu": item.fu, "reason": item.reason, "text": text, "tiles": tiles}
    return dict(found)


def notes_list(result: ScoreResult, lang: str = "en") -> list[dict[str, Any]]:
    """The ``notes`` of an answer: gentle words on a hand scored as entered (more ura than dora
    indicators...), each ``{"code", "message"}``; an answer has the key only when there is one."""
    return [{"code": n.code, "message": n.message(lang)} for n in result.notes]


def result_dict(result: ScoreResult, lang: str = "en") -> dict[str, Any]:
    """The CLI contract: ``{"ok": true, "han", "fu", ...}`` or ``{"ok": false, "error"}``, with
    ``notes`` when the hand has any."""
    out = _result_dict(result, lang)
    spec = result.spec
    if len(spec.ura) > len(spec.dora):  # the only note there is (most hands: no call)
        found = notes_list(result, lang)
        if found:
            out["notes"] = found
    return out


def _result_dict(result: ScoreResult, lang: str) -> dict[str, Any]:
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
# Each table starts again past _LIMIT entries, so that a long batch of odd hands stays small.

_ENCODE = JSONEncoder(ensure_ascii=False, check_circular=False).encode
_LIMIT = 4096
#: per language: a yaku row by its id, then its han (a str key then an int key are found faster
#: than a tuple), as the answer lists it (with its name) and as a reading does
_YAKU_ROWS: dict[str, dict[str, dict[int, tuple[str, str]]]] = {}
#: per language: a fu item's row by the item (its value)
_FU_ROWS: dict[str, dict[FuItem, str]] = {}
#: ``"han": 2, "fu": 30, "yakuman": 0`` and ``"limit": null`` by their values
_NUMBERS: dict[tuple[int, int, int, str | None], tuple[str, str]] = {}
#: a payment by its value, the winner's seat and the discarder
_PAYMENT_JSON: dict[tuple[Payment, int, int | None], str] = {}
_NO_WIN_JSON: dict[tuple[str, str, tuple[tuple[str, object], ...]], str] = {}


def _rows_of(tables: dict[str, Any], lang: str) -> Any:
    """The rows kept for one language (a new table for a language not seen yet)."""
    if len(tables) >= 8:  # only a caller passing odd language codes gets here
        tables.clear()
    rows = tables[lang] = {}
    return rows


def _yaku_json(hits: tuple[YakuHit, ...], lang: str) -> tuple[str, str]:
    """The items of the ``yaku`` list as the answer shows it (names in ``lang``) and as a
    reading shows it (the caller writes the brackets, in the text it writes anyway)."""
    rows = _YAKU_ROWS.get(lang) or _rows_of(_YAKU_ROWS, lang)
    named = []
    plain = []
    for y in hits:
        by_han = rows.get(y.id)
        if by_han is None:
            by_han = rows[y.id] = {}
        found = by_han.get(y.han)
        if found is None:
            if len(by_han) >= _LIMIT:
                by_han.clear()
            found = by_han[y.han] = (
                _ENCODE({"id": y.id, "name": yaku_name(y.id, lang), "han": y.han}),
                _ENCODE({"id": y.id, "han": y.han}),
            )
        named.append(found[0])
        plain.append(found[1])
    return ", ".join(named), ", ".join(plain)


def _fu_json(items: tuple[FuItem, ...], lang: str) -> str:
    """The items of the ``fu_details`` list (as :func:`_yaku_json`)."""
    rows = _FU_ROWS.get(lang) or _rows_of(_FU_ROWS, lang)
    out = []
    for item in items:
        found = rows.get(item)
        if found is None:
            if len(rows) >= _LIMIT:
                rows.clear()
            found = rows[item] = _ENCODE(_fu_detail(item, lang))
        out.append(found)
    return ", ".join(out)


def _numbers(value: ReadingValue) -> tuple[str, str]:
    """A value's ``"han": 2, "fu": 30, "yakuman": 0`` and ``"limit": null`` (few differ)."""
    key = (value.han, value.fu.fu, value.yakuman, value.base.limit)
    found = _NUMBERS.get(key)
    if found is None:
        if len(_NUMBERS) >= _LIMIT:
            _NUMBERS.clear()
        han, fu, yakuman, limit = key
        found = _NUMBERS[key] = (
            f'"han": {han}, "fu": {fu}, "yakuman": {yakuman}',
            f'"limit": {_json_or_null(limit)}',
        )
    return found


def _payment_json(pay: Payment, winner_seat: int, discarder: int | None) -> str:
    key = (pay, winner_seat, discarder)
    found = _PAYMENT_JSON.get(key)
    if found is None:
        if len(_PAYMENT_JSON) >= _LIMIT:
            _PAYMENT_JSON.clear()
        found = _PAYMENT_JSON[key] = _payment_text(pay, winner_seat, discarder)
    return found


def _payment_text(pay: Payment, winner_seat: int, discarder: int | None) -> str:
    """``payment_dict`` as JSON text, written at once (its values are all whole numbers; the
    encoder costs more than the rest of a payment's answer)."""
    if not pay.tsumo:
        shares = f'"ron": {pay.ron}'
    elif pay.dealer:
        shares = f'"each_pays": {pay.each_pays}'
    else:
        shares = f'"dealer_pays": {pay.dealer_pays}, "non_dealer_pays": {pay.non_dealer_pays}'
    text = (
        f'{{"base": {pay.base}, {shares}, "honba": {pay.honba_points}, '
        f'"sticks": {pay.sticks_points}, "total": {pay.total}'
    )
    if pay.tsumo or discarder is not None:
        d = pay.deltas(winner_seat, discarder)
        if len(d) == 4:
            text += f', "by_seat": {{"E": {d[0]}, "S": {d[1]}, "W": {d[2]}, "N": {d[3]}}}'
        else:  # three players: no North seat
            text += f', "by_seat": {{"E": {d[0]}, "S": {d[1]}, "W": {d[2]}}}'
    return text + "}"


def _json_or_null(text: str | None) -> str:
    return "null" if text is None else encode_basestring(text)


def _reading_json(value: ReadingValue, chosen: bool, numbers: str, yaku: str) -> str:
    """One reading of :func:`reading_dict`; ``numbers`` (its han, fu and yakuman) and ``yaku``
    come written. Its texts are tiles (digits, suit letters, brackets) and ids: no character
    of theirs needs a JSON escape, so they are written between quotes as they are."""
    reading = value.reading
    pay = value.payment
    no_win = value.no_win
    completed = completed_text(reading)
    done = "null" if completed is None else '"' + completed + '"'
    return (
        f'{{"reading": "{reading_text(reading)}", "shape": "{reading.shape}", "wait": "{reading.wait}", '
        f'"completed": {done}, '
        f'{numbers}, "yaku": [{yaku}], '
        f'"total": {"null" if pay is None else pay.total}, '
        f'"error": {"null" if no_win is None else encode_basestring(no_win.code)}, '
        f'"chosen": {"true" if chosen else "false"}}}'
    )


def _no_win_json(no_win: NoWin, lang: str) -> str:
    params = tuple(no_win.params.items())
    key = (no_win.code, lang, params)
    try:
        text = _NO_WIN_JSON.get(key)
    except TypeError:  # a parameter that cannot be a key
        text = None
    if text is None:
        text = _ENCODE(no_win_dict(no_win, lang))
        # kept only for small counts (no_yaku's dora), not for a hand's tiles
        if len(_NO_WIN_JSON) < _LIMIT and all(isinstance(v, int) for _, v in params):
            _NO_WIN_JSON[key] = text
    return text


def result_json(result: ScoreResult, lang: str = "en") -> str:
    """:func:`result_dict` as JSON text (what ``score --batch`` prints), written faster."""
    spec = result.spec
    if len(spec.ura) > len(spec.dora) and result.notes:  # a hand with a note: few, written plainly
        return _ENCODE(result_dict(result, lang))
    best = result.best
    if best < 0:  # no win (``result.win`` is None)
        assert result.no_win is not None
        return _no_win_json(result.no_win, lang)
    values = result.readings
    win = values[best]
    assert win.payment is not None
    named, plain = _yaku_json(win.yaku, lang)  # the chosen reading lists the answer's yaku
    numbers, limit = _numbers(win)  # the chosen reading shows its han, fu and yakuman too
    if len(values) == 1:  # most hands
        readings = _reading_json(win, True, numbers, plain)
    else:
        readings = ", ".join(
            [
                _reading_json(win, True, numbers, plain)
                if i == best
                else _reading_json(v, False, _numbers(v)[0], _yaku_json(v.yaku, lang)[1])
                for i, v in enumerate(values)
            ]
        )
    fu = win.fu
    return (
        f'{{"ok": true, {numbers}, {limit}, '
        f'"yaku": [{named}], "fu_details": [{_fu_json(fu.items, lang)}], "fu_raw": {fu.raw}, '
        f'"wait": "{win.reading.wait}", '
        f'"payment": {_payment_json(win.payment, spec.seat, spec.discarder)}, "readings": [{readings}]}}'
    )

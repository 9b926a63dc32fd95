"""The score's answer described once: its objects' fields, in order, and how each is read.

An answer of ``score`` is written two ways, from this one description:

- as a dict (``score``, ``replay``, the windows' tests): :func:`dict_writer` makes the writer of
  a shape at import, with closures (the careful path; ``report.result_dict``);
- straight as JSON text (``score --batch``, where the dict and the encoder would cost a quarter
  of a line): ``tools/make_json_writer.py`` reads these shapes at development time and writes
  Python source, ``core/teach/report_fast.py`` (a committed module, formatted and type-checked
  like the rest; ``make generated``). Nothing is compiled from text at run time.
  ``tests/test_json_writer_generated.py`` fails when the committed module is not what the
  shapes give, and shows that a field added to or taken from a shape is in both answers.

A field added to or taken from a shape is in both answers at once, in the same place. Every
function a field names is a module-level function (the generated module imports it by its name;
a lambda has none).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, Literal, NamedTuple, TypeAlias

from mjgui.core.scoring.decomposition import Group, Reading
from mjgui.core.scoring.fu import FuItem
from mjgui.core.scoring.hand import WIND_LETTERS, HandNote
from mjgui.core.scoring.points import Payment
from mjgui.core.scoring.scoring import NoWin, ReadingValue, ScoreResult
from mjgui.core.scoring.settle import pao_settlement
from mjgui.core.scoring.yaku import YakuHit
from mjgui.core.text import fu_text, yaku_name

# --- the language of a description ---------------------------------------------------------------

#: what a field holds: a whole number, a text (escaped as JSON), a text known to need no escape
#: (tiles, ids: digits, letters, brackets), true/false
Scalar: TypeAlias = Literal["int", "text", "tiles", "bool"]
INT: Scalar = "int"
TEXT: Scalar = "text"
TILES: Scalar = "tiles"
BOOL: Scalar = "bool"
#: what a field's ``then`` gets besides the value: nothing, the answer's language, the answer's
#: :class:`Ask` (not in a kept shape)
Also: TypeAlias = Literal["", "lang", "ask"]


class Const(NamedTuple):
    """A field's value that is always the same (``"ok": true``)."""

    value: object


class Is(NamedTuple):
    """A field that is true when the object is the one ``path`` reads (``"chosen"``)."""

    path: str


class Many(NamedTuple):
    """A list of objects of one shape."""

    shape: Shape


class Field(NamedTuple):
    """One key of an object.

    ``path``: the attribute path read from the object (``"fu.fu"``; ``""`` is the object
    itself; ``"@result.readings"`` reads the answer's :class:`Ask` instead; ``"payment?.total"``:
    a step marked ``?`` may be None, which gives None), an :class:`Is` or a :class:`Const`.
    ``then``: a module-level function of that value (and of the language or the Ask, as
    ``also`` says) giving the field's value. ``null``: None is written ``null``; ``optional``:
    None leaves the key out. A field neither null nor optional is never None.
    """

    name: str
    path: str | Is | Const
    kind: Scalar | Shape | Many = INT
    then: Callable[..., Any] | None = None
    also: Also = ""
    null: bool = False
    optional: bool = False


class Shape(NamedTuple):
    """The fields of one kind of object (``of``), in the order the answer lists them.

    ``kept``: the text of each object written is kept, found by the values its fields read and
    the language; its fields read nothing else (no ``@`` path, no Ask), so nothing outside the
    key can change the text. A kept shape has no kept shape under it.
    """

    name: str
    of: type
    fields: tuple[Field, ...]
    kept: bool = False


def key_paths(shape: Shape) -> tuple[str, ...] | None:
    """The paths a kept object's text is found by: every path its fields read, in order, or
    None when a field reads the whole object (then the object itself is the key)."""
    paths: list[str] = []
    for f in shape.fields:
        if isinstance(f.path, str) and f.path not in paths:
            paths.append(f.path)
    if "" in paths:
        return None
    return tuple(paths)


def check(shape: Shape, in_kept: bool = False) -> None:
    """What both writers rely on: a kept shape reads only its object and the language and has no
    kept shape under it; an object's first field is always there (the next fields' commas come
    before them)."""
    if shape.kept and in_kept:
        raise ValueError(f"{shape.name}: a kept shape under a kept shape")
    if not shape.fields or shape.fields[0].optional:
        raise ValueError(f"{shape.name}: its first field is always there")
    kept = in_kept or shape.kept
    for f in shape.fields:
        path = f.path.path if isinstance(f.path, Is) else f.path
        if kept and (f.also == "ask" or (isinstance(path, str) and path.startswith("@"))):
            raise ValueError(f"{shape.name}.{f.name}: a kept shape reads its object and the language alone")
        if isinstance(path, str) and "?" in path and not (f.null or f.optional):
            raise ValueError(f"{shape.name}.{f.name}: a step that may be None in a field never None")
        if isinstance(f.path, Const) and (not isinstance(f.kind, str) or f.then is not None):
            raise ValueError(f"{shape.name}.{f.name}: a constant is a scalar as it is")
        inner = f.kind.shape if isinstance(f.kind, Many) else f.kind
        if isinstance(inner, Shape):
            check(inner, kept)


# --- the dict writer (the careful path) ----------------------------------------------------------

Writer: TypeAlias = Callable[[Any, Any], Any]


def _itself(value: Any) -> Any:
    return value


def _getter(path: str) -> Callable[[Any, Any], Any]:
    """``get(obj, ctx)``: the value at ``path`` (``@``: from the Ask); a step marked ``?`` that
    is None gives None."""
    on_ask = path.startswith("@")
    steps = [
        (attrgetter(step.removesuffix("?")), step.endswith("?"))
        for step in path.removeprefix("@").split(".")
        if step
    ]

    def get(obj: Any, ctx: Any) -> Any:
        value = ctx if on_ask else obj
        for step, may_be_none in steps:
            value = step(value)
            if value is None and may_be_none:
                return None
        return value

    return get


def _reader(field: Field, in_kept: bool) -> Writer:
    """``read(obj, ctx)``: the field's value of an object in a context (the Ask, or the language
    in a kept shape)."""
    path = field.path
    if isinstance(path, Const):
        value = path.value
        return lambda _obj, _ctx: value
    if isinstance(path, Is):
        other = _getter(path.path)
        return lambda obj, ctx: obj is other(obj, ctx)
    then = field.then
    get = _getter(path)
    if then is None:
        return get
    if field.also == "ask":
        return lambda obj, ctx: then(get(obj, ctx), ctx)
    if field.also == "lang":
        if in_kept:
            return lambda obj, lang: then(get(obj, lang), lang)
        return lambda obj, ask: then(get(obj, ask), ask.lang)
    return lambda obj, ctx: then(get(obj, ctx))


def dict_writer(shape: Shape) -> Writer:
    """``write(obj, ctx) -> dict``: the object as plain data, its keys in the shape's order
    (``ctx``: the answer's Ask, or the language for a kept shape)."""
    check(shape)
    return _dict_writer(shape, shape.kept)


def _dict_writer(shape: Shape, in_kept: bool) -> Writer:
    in_kept = in_kept or shape.kept
    steps = [(f.name, _reader(f, in_kept), _dict_value(f.kind, in_kept), f.optional) for f in shape.fields]

    def write(obj: Any, ctx: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, read, convert, optional in steps:
            value = read(obj, ctx)
            if value is None:
                if not optional:
                    out[name] = None
                continue
            out[name] = convert(value, ctx) if convert is not None else value
        return out

    return write


def _dict_value(kind: Scalar | Shape | Many, in_kept: bool) -> Writer | None:
    """The value of a nested object or list as plain data; a kept shape under the answer gets
    the language as its context."""
    if isinstance(kind, str):
        return None
    inner = kind.shape if isinstance(kind, Many) else kind
    one = _dict_writer(inner, in_kept)
    lang_of = attrgetter("lang") if inner.kept and not in_kept else _itself
    if isinstance(kind, Many):
        return lambda items, ctx: [one(x, lang_of(ctx)) for x in items]
    return lambda value, ctx: one(value, lang_of(ctx))


# --- what the fields read ------------------------------------------------------------------------


class Ask(NamedTuple):
    """What an answer's fields read besides the object: the result, the language, the chosen
    reading (None when the hand does not win)."""

    result: ScoreResult
    lang: str
    win: ReadingValue | None


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


#: a named tuple made by one C call (its class's own constructor is a Python function)
_new = tuple.__new__


class SeatPayment(NamedTuple):
    """A payment with the seats it is paid between (``by_seat`` needs both); with a liable seat
    (pao, RULES.md §6) that seat, and each seat's change when pao changes who pays
    (``settled``: :func:`~mjgui.core.scoring.settle.pao_settlement`)."""

    pay: Payment
    winner: int
    discarder: int | None
    liable: int | None = None
    settled: tuple[int, ...] | None = None


def seat_payment(win: ReadingValue, ask: Ask) -> SeatPayment:
    spec = ask.result.spec
    liable = spec.liable
    if liable is None:
        return _new(SeatPayment, (win.payment, spec.seat, spec.discarder, None, None))
    settled = pao_settlement(spec, win)
    return _new(SeatPayment, (win.payment, spec.seat, spec.discarder, liable, settled))


class BySeat(NamedTuple):
    """Each seat's change, by its letter (no North at a three-player table)."""

    E: int
    S: int
    W: int
    N: int | None


def by_seat(paid: SeatPayment) -> BySeat | None:
    """Each seat's change, shown when it is known who paid (a tsumo, or a ron from a seat);
    under pao as the liable player pays."""
    settled = paid.settled
    if settled is not None:
        return _new(BySeat, settled if len(settled) == 4 else (*settled, None))
    pay = paid.pay
    if pay.tsumo or paid.discarder is not None:
        deltas = pay.deltas(paid.winner, paid.discarder)
        return _new(BySeat, deltas if len(deltas) == 4 else (*deltas, None))
    return None


# The shares of an ordinary payment; none under pao, where by_seat and liable_pays say who pays.


def ron_share(paid: SeatPayment) -> int | None:
    pay = paid.pay
    return None if pay.tsumo or paid.settled is not None else pay.ron


def each_share(paid: SeatPayment) -> int | None:
    pay = paid.pay
    return pay.each_pays if pay.tsumo and pay.dealer and paid.settled is None else None


def dealer_share(paid: SeatPayment) -> int | None:
    pay = paid.pay
    return pay.dealer_pays if pay.tsumo and not pay.dealer and paid.settled is None else None


def non_dealer_share(paid: SeatPayment) -> int | None:
    pay = paid.pay
    return pay.non_dealer_pays if pay.tsumo and not pay.dealer and paid.settled is None else None


def payment_total(paid: SeatPayment) -> int:
    """What the winner gains, sticks included: under pao the settlement's (three players: a
    liable player pays a whole tsumo, with no tsumo loss), else the payment's."""
    settled = paid.settled
    return paid.pay.total if settled is None else settled[paid.winner]


def liable_letter(liable: int | None) -> str | None:
    """The liable seat as the ``--pao`` word names it: E, S, W or N (None without one)."""
    return None if liable is None else WIND_LETTERS[liable]


def liable_pays(paid: SeatPayment) -> int | None:
    """What the liable seat pays (pao, or an ordinary ron it dealt in); None without one."""
    liable = paid.liable
    if liable is None:
        return None
    deltas = paid.settled if paid.settled is not None else paid.pay.deltas(paid.winner, paid.discarder)
    return -deltas[liable] if liable < len(deltas) else None


def fu_item_text(item: FuItem, lang: str) -> str:
    return fu_text(item.reason, lang, fu=item.fu, tiles=item.tiles_text)


def note_message(note: HandNote, lang: str) -> str:
    return note.message(lang)


def answer_notes(result: ScoreResult) -> tuple[HandNote, ...] | None:
    """The hand's notes, None without any (the only note there is needs more ura than dora
    indicators: most hands are not asked)."""
    spec = result.spec
    if len(spec.ura) > len(spec.dora):
        return result.notes or None
    return None


class Refusal(NamedTuple):
    """A NoWin as a value that can be a key (its parameters as pairs): the error's text is kept."""

    code: str
    params: tuple[tuple[str, object], ...]


def refusal(no_win: NoWin) -> Refusal:
    return _new(Refusal, (no_win.code, tuple(no_win.params.items())))


def refusal_message(refusal: Refusal, lang: str) -> str:
    return NoWin(refusal.code, dict(refusal.params)).message(lang)


# --- the answer's fields: the one description both writers are made from -----------------------
# Adding a key to the answer is adding a Field here, then `make generated`.

BY_SEAT = Shape(
    "by_seat", BySeat, (Field("E", "E"), Field("S", "S"), Field("W", "W"), Field("N", "N", optional=True))
)
PAYMENT = Shape(
    "payment",
    SeatPayment,
    (
        Field("base", "pay.base"),
        Field("ron", "", then=ron_share, optional=True),
        Field("each_pays", "", then=each_share, optional=True),
        Field("dealer_pays", "", then=dealer_share, optional=True),
        Field("non_dealer_pays", "", then=non_dealer_share, optional=True),
        Field("honba", "pay.honba_points"),
        Field("sticks", "pay.sticks_points"),
        Field("total", "", then=payment_total),
        Field("by_seat", "", BY_SEAT, then=by_seat, optional=True),
        # a liable seat given (--pao): its letter and what it pays
        Field("liable", "liable", TILES, then=liable_letter, optional=True),
        Field("liable_pays", "", then=liable_pays, optional=True),
    ),
    kept=True,
)
#: a yaku as the answer lists it (with its name in the answer's language)
NAMED_YAKU = Shape(
    "yaku",
    YakuHit,
    (Field("id", "id", TILES), Field("name", "id", TEXT, then=yaku_name, also="lang"), Field("han", "han")),
    kept=True,
)
#: a yaku as a reading lists it
READING_YAKU = Shape("reading_yaku", YakuHit, (Field("id", "id", TILES), Field("han", "han")))
FU_ITEM = Shape(
    "fu_item",
    FuItem,
    (
        Field("fu", "fu"),
        Field("reason", "reason", TILES),
        Field("text", "", TEXT, then=fu_item_text, also="lang"),
        Field("tiles", "tiles_text", TILES),
    ),
    kept=True,
)
NOTE = Shape(
    "note",
    HandNote,
    (Field("code", "code", TEXT), Field("message", "", TEXT, then=note_message, also="lang")),
)
READING = Shape(
    "reading",
    ReadingValue,
    (
        Field("reading", "reading", TILES, then=reading_text),
        Field("shape", "reading.shape", TILES),
        Field("wait", "reading.wait", TILES),
        Field("completed", "reading", TILES, then=completed_text, null=True),
        Field("han", "han"),
        Field("fu", "fu.fu"),
        Field("yakuman", "yakuman"),
        Field("yaku", "yaku", Many(READING_YAKU)),
        Field("total", "payment?.total", null=True),
        Field("error", "no_win?.code", TEXT, null=True),
        Field("chosen", Is("@win"), BOOL),
    ),
)
#: the answer of a hand that wins: the object is its chosen reading
ANSWER = Shape(
    "answer",
    ReadingValue,
    (
        Field("ok", Const(True), BOOL),
        Field("han", "han"),
        Field("fu", "fu.fu"),
        Field("yakuman", "yakuman"),
        Field("limit", "base.limit", TEXT, null=True),
        Field("yaku", "yaku", Many(NAMED_YAKU)),
        Field("fu_details", "fu.items", Many(FU_ITEM)),
        Field("fu_raw", "fu.raw"),
        Field("wait", "reading.wait", TILES),
        Field("payment", "", PAYMENT, then=seat_payment, also="ask"),
        Field("readings", "@result.readings", Many(READING)),
        Field("notes", "@result", Many(NOTE), then=answer_notes, optional=True),
    ),
)
NO_WIN_ERROR = Shape(
    "no_win_error",
    Refusal,
    (Field("code", "code", TEXT), Field("message", "", TEXT, then=refusal_message, also="lang")),
    kept=True,
)
#: the answer of a hand that does not win: the object is its NoWin
NO_WIN_ANSWER = Shape(
    "no_win",
    NoWin,
    (
        Field("ok", Const(False), BOOL),
        Field("error", "", NO_WIN_ERROR, then=refusal),
        Field("notes", "@result", Many(NOTE), then=answer_notes, optional=True),
    ),
)

"""The calculator window's explanations: near misses of a win, suggestions for a hand without
yaku, the arithmetic step by step and the readings side by side. No Qt here.

The judgement is the core's (:mod:`mjgui.core.teach.explain`); this module words it in the current
language for :mod:`mjgui.controller.scoring.present`. The quiz and the rules comparison are in
:mod:`mjgui.controller.teach`, which the window loads only when they are opened.
"""

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple, cast, overload

from mjgui.controller.scoring.phrases import PHRASES
from mjgui.controller.scoring.values import (
    han_fu_text,
    limit_text,
    payment_core_text,
    renhou_paid,
    ron_said,
)
from mjgui.controller.scoring.views import GroupView, NoteView, ReadingRow
from mjgui.core.i18n import phrase
from mjgui.core.scoring.hand import HandSpec  # loaded with the desk's state: a field's annotation
from mjgui.core.scoring.points import MANGAN_BASE, Base, Payment
from mjgui.core.scoring.tiles import Tile, kind_name
from mjgui.core.text import limit_name, wait_name, yaku_name

if TYPE_CHECKING:
    from mjgui.controller.scoring.quick import QuickWin
    from mjgui.core.scoring.decomposition import Group
    from mjgui.core.scoring.scoring import ReadingValue, ScoreResult
    from mjgui.core.scoring.shanten import Improving

__all__ = [
    "OTHER_READING_CODES",
    "LazyRows",
    "TeachNotes",
    "before_tenpai_notes",
    "cap",
    "improving_text",
    "quick_step_lines",
    "reading_groups",
    "reading_rows",
    "step_lines",
    "teach_notes",
    "yaku_list",
]


def cap(text: str) -> str:
    """A sentence of the core starts small ("no pinfu: ..."); a line of its own starts big."""
    return text[:1].upper() + text[1:]


#: The near-miss codes that are not one thing away but something the hand could be counted with
#: and is not, paying no more: another reading of the same tiles ("the reading 123m 123m 123m
#: 456p 55s has it but pays less"), or a renhou ticked and not taken (no reading: renhou as
#: mangan). Listed under a heading of their own, which says what both are.
OTHER_READING_CODES = frozenset(
    {"other_reading", "other_reading_tie", "renhou_not_taken", "renhou_not_taken_tie"}
)


class TeachNotes(NamedTuple):
    """The calculator's teaching lines, one each: a win's near misses (one thing away), what the
    win could be counted with and is not (the yaku another, lesser reading has; a renhou not
    taken), a hand without yaku's suggestions."""

    near: tuple[NoteView, ...]
    other_readings: tuple[NoteView, ...]
    hints: tuple[NoteView, ...]


def teach_notes(result: "ScoreResult", lang: str) -> TeachNotes:
    """Near misses of a win (another reading's yaku apart) and suggestions for a hand without
    yaku, one line each. The suggestions' module is loaded for a hand short of yaku alone (a
    win's first frame does without it)."""
    from mjgui.core.teach.near_miss import near_misses, short_of_yaku

    near: list[NoteView] = []
    other: list[NoteView] = []
    for m in near_misses(result):
        (other if m.code in OTHER_READING_CODES else near).append(NoteView(m.id, cap(m.text(lang))))
    hints: tuple[NoteView, ...] = ()
    if short_of_yaku(result):
        from mjgui.core.teach.suggest import suggestions

        hints = tuple(NoteView(s.id, cap(s.text(lang))) for s in suggestions(result))
    return TeachNotes(tuple(near), tuple(other), hints)


def _shape_word(shapes: Sequence[str], lang: str) -> str:
    if shapes[0] == "regular":
        return phrase(PHRASES, "shape_regular", lang)
    return yaku_name(shapes[0], lang)


def _tiles_left(items: "Sequence[Improving]") -> str:
    return " ".join(f"{kind_name(i.kind)}×{i.left}" for i in items)


def before_tenpai_notes(
    spec: HandSpec, discards: Sequence[Tile], lang: str
) -> tuple[str, tuple[NoteView, ...]]:
    """For a 14-tile hand that is not complete: a title ("2-shanten (four sets and a pair): the
    best discards") and one line per discard that keeps the lowest shanten, best first."""
    from mjgui.core.teach.tenpai import before_tenpai, discarded_tile

    view = before_tenpai(spec, discards)
    if view is None or view.discards is None:
        return "", ()
    s = view.shanten
    key = "tenpai_title" if s.best == 0 else "shanten_title"
    title = phrase(PHRASES, key, lang, shanten=s.best, shape=_shape_word(s.shapes, lang))
    notes = []
    for d in view.discards:
        key = "discard_tenpai" if d.shanten == 0 else "discard_improves"
        # the copy discarded by its code: a red five held alone is "0m", the plain one "5m"
        tile = discarded_tile(spec.concealed, d.kind).code
        text = phrase(PHRASES, key, lang, tile=tile, n=d.total_left, tiles=_tiles_left(d.improving))
        if d.shanten == 0:
            text += _wait_values(spec, d.kind, discards, lang)
        notes.append(NoteView(kind_name(d.kind), text))
    return title, tuple(notes)


def _wait_values(spec: HandSpec, discard: int, discards: Sequence[Tile], lang: str) -> str:
    """What each wait would pay after this discard (ron, as the waits page says it): the hand
    without the copy a player discards (a plain five before a red one), that copy among the
    discards: a wait on it, or on one discarded before, is furiten (no ron), as the waits page
    says it after the discard."""
    from mjgui.core.errors import HandError
    from mjgui.core.teach.tenpai import waits_after_discard

    try:
        found = waits_after_discard(spec, discard, discards)
    except HandError:
        return ""
    # each as the copied waits say it, one shape: "5z: ron 3900 · ...", "2s: no ron (no yaku)",
    # "5m: furiten, no ron (...)"
    values = [
        phrase(PHRASES, "wait_value", lang, tile=w.tile.code, ron=ron_said(w.ron, lang, furiten=w.furiten))
        for w in found.waits
    ]
    return " — " + "; ".join(values) if values else ""


def improving_text(spec: HandSpec, discards: Sequence[Tile], lang: str) -> str:
    """For a 13-tile hand that is not tenpai: its shanten and the tiles that improve it."""
    from mjgui.core.teach.tenpai import before_tenpai

    view = before_tenpai(spec, discards)
    if view is None or view.improving is None or view.shanten.best <= 0:
        return ""
    s = view.shanten
    return phrase(
        PHRASES,
        "improving_line",
        lang,
        shanten=s.best,
        shape=_shape_word(s.shapes, lang),
        n=sum(i.left for i in view.improving),
        tiles=_tiles_left(view.improving),
    )


def step_lines(result: "ScoreResult", lang: str) -> tuple[str, ...]:
    """The payment worked out with this hand's numbers: one explained line per step, from
    fu and their rounding to the total (:func:`mjgui.core.teach.explain.arithmetic_steps`)."""
    from mjgui.core.teach.arithmetic import arithmetic_steps

    return tuple(cap(step.text(lang)) for step in arithmetic_steps(result))


class _Paid(NamedTuple):
    base: Base
    payment: Payment


class _PaidHand(NamedTuple):
    """What :func:`mjgui.core.teach.explain.payment_steps` reads of a result: the situation's
    rules (``spec``), the base points and the payment of the win (never a liable player: a value
    picked without tiles holds no yakuman to be liable for)."""

    spec: HandSpec
    win: _Paid


def quick_step_lines(win: "QuickWin", spec: HandSpec, lang: str) -> tuple[str, ...]:
    """The arithmetic of a value picked without tiles, worded as for a scored hand: base points
    (``fu × 2^(2+han)``), the limit, then the payment from the same steps as a hand's."""
    from mjgui.core.teach.arithmetic import Step, payment_steps

    base = win.base
    if win.yakuman:
        steps = [Step("limit_yakuman", {"n": win.yakuman, "points": base.points}, base.points)]
    elif not win.han:  # a limit picked as such
        name = limit_name(base.limit or "", lang)
        steps = []
    else:
        fu = win.fu.fu
        steps = [Step("base", {"fu": fu, "han": win.han, "raw": base.raw}, base.raw)]
        if base.limit is None:
            steps.append(Step("limit_none", {"raw": base.raw}, base.points))
        elif base.raw > MANGAN_BASE:
            steps.append(Step("limit_raw", {"raw": base.raw}, base.points))
        else:
            steps.append(Step("limit_kiriage", {"han": win.han, "fu": fu}, base.points))
    if steps:
        lines = [cap(step.text(lang)) for step in steps]
    else:
        lines = [phrase(PHRASES, "quick_limit", lang, limit=name, points=base.points)]
    if win.payment is not None:
        paid = cast("ScoreResult", _PaidHand(spec, _Paid(base, win.payment)))  # the two fields it reads
        lines += [cap(step.text(lang)) for step in payment_steps(paid)]
    return tuple(lines)


def _group_codes(groups: "Sequence[Group]", spec: HandSpec) -> "list[tuple[list[str], Group]]":
    """Tile codes for each group, red fives put back where they are (melds keep their own)."""
    meld_tiles: dict[tuple[int, ...], list[tuple[Tile, ...]]] = {}
    for m in spec.melds:
        meld_tiles.setdefault(tuple(sorted(t.kind for t in m.tiles)), []).append(m.tiles)
    reds: dict[int, int] = {}
    for t in spec.concealed:
        if t.red:
            reds[t.kind] = reds.get(t.kind, 0) + 1
    out: list[tuple[list[str], Group]] = []
    for g in groups:
        if g.declared:
            found = meld_tiles.get(tuple(sorted(g.kinds)))
            if found:
                tiles = found.pop(0)
                out.append(([t.code for t in sorted(tiles, key=lambda t: (t.kind, not t.red))], g))
                continue
        codes: list[str] = []
        for k in g.kinds:
            if reds.get(k, 0) > 0:
                reds[k] -= 1
                codes.append(Tile(k, True).code)
            else:
                codes.append(Tile(k).code)
        out.append((codes, g))
    return out


def reading_groups(value: "ReadingValue", spec: HandSpec) -> tuple[GroupView, ...]:
    """The sets and the pair of a reading in the order they are written (concealed sets, the
    pair, then the melds), the winning tile marked in the group it completed."""
    reading = value.reading
    win_kind = spec.win_tile.kind
    if reading.shape == "kokushi" or not reading.groups:
        tiles = sorted(spec.concealed, key=lambda t: (t.kind, not t.red))
        index = next((i for i, t in enumerate(tiles) if t == spec.win_tile), -1)
        return (GroupView(tuple(t.code for t in tiles), win=index),)
    indexed = list(enumerate(reading.groups))
    concealed = sorted(
        ((i, g) for i, g in indexed if not g.declared and g.kind != "pair"), key=lambda item: item[1].first
    )
    pairs = [(i, g) for i, g in indexed if g.kind == "pair" and not g.declared]
    declared = [(i, g) for i, g in indexed if g.declared]
    order = [*concealed, *pairs, *declared]
    coded = _group_codes([g for _, g in order], spec)
    out: list[GroupView] = []
    for (index, group), (codes, _) in zip(order, coded, strict=True):
        win = -1
        if index == reading.win_group:
            win = next((j for j, k in enumerate(group.kinds) if k == win_kind), -1)
        out.append(GroupView(tuple(codes), group.opened, group.declared and not group.opened, win))
    return tuple(out)


def yaku_list(value: "ReadingValue", lang: str) -> str:
    parts = []
    for hit in value.yaku:
        name = yaku_name(hit.id, lang)
        # a yakuman, and a renhou paid as mangan (RULES.md §2), have no han to count
        parts.append(name if hit.yakuman or hit.id == "renhou" else f"{name} {hit.han}")
    return ", ".join(parts)


class LazyRows(Sequence[ReadingRow]):
    """Reading rows made on first use: every click scores the hand, but only the Readings tab,
    when it is shown, reads them. Compares equal to the same rows however they were made."""

    __slots__ = ("_make", "_rows")

    def __init__(self, make: Callable[[], tuple[ReadingRow, ...]]) -> None:
        self._make: Callable[[], tuple[ReadingRow, ...]] | None = make
        self._rows: tuple[ReadingRow, ...] | None = None

    def rows(self) -> tuple[ReadingRow, ...]:
        if self._rows is None:
            assert self._make is not None
            self._rows, self._make = self._make(), None
        return self._rows

    def __len__(self) -> int:
        return len(self.rows())

    @overload
    def __getitem__(self, index: int) -> ReadingRow: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[ReadingRow, ...]: ...

    def __getitem__(self, index: int | slice) -> ReadingRow | tuple[ReadingRow, ...]:
        return self.rows()[index]

    def __iter__(self) -> Iterator[ReadingRow]:
        return iter(self.rows())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyRows):
            return self is other or self.rows() == other.rows()
        if isinstance(other, tuple):
            return self.rows() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LazyRows({self.rows()!r})" if self._rows is not None else "LazyRows(<not made yet>)"


def _wait_text(value: "ReadingValue", lang: str) -> str:
    """``Ryanmen (two-sided), completing 456s``: two readings of one wait differ by that set."""
    from mjgui.core.teach.report import completed_text

    wait = wait_name(value.reading.wait, lang)
    done = completed_text(value.reading)
    return phrase(PHRASES, "wait_completes", lang, wait=wait, set=done) if done else wait


def reading_rows(result: "ScoreResult", lang: str) -> tuple[ReadingRow, ...]:
    """Every reading the core found, each with its yaku, han, fu and payment, the chosen one
    first and marked, and why the chosen one wins (:func:`mjgui.core.teach.explain.why_best`)."""
    from mjgui.core.teach.explain import why_best
    from mjgui.core.teach.report import reading_text

    whys = why_best(result)
    rows: list[ReadingRow] = []
    for index, value in enumerate(result.readings):
        chosen = index == result.best
        wins = value.ok and value.payment is not None
        hanfu = han_fu_text(value, lang) if wins else "—"
        if wins and value.limit and not value.yakuman and not renhou_paid(value):
            hanfu += " · " + limit_text(value, lang)
        pay = payment_core_text(value.payment, lang) if wins and value.payment is not None else "—"
        value_text = f"{hanfu} — {pay}" if wins else hanfu
        rows.append(
            ReadingRow(
                text=reading_text(value.reading),
                wait=_wait_text(value, lang),
                value=value_text,
                yaku=yaku_list(value, lang) or "—",
                chosen=chosen,
                note=cap(whys[index].text(lang)),
                han_fu=hanfu,
                payment=pay,
                groups=reading_groups(value, result.spec),
                wins=wins,
                tie=chosen and whys[index].code == "chosen_tie",
            )
        )
    rows.sort(key=lambda row: not row.chosen)  # the chosen reading first, the others as found
    return tuple(rows)

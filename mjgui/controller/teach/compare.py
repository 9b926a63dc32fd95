"""The same hand under other rules: the comparison's controller and view model. No Qt here.

The judgement is the core's (:mod:`mjgui.core.teach.compare`); this module words it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mjgui.controller.observable import Observable
from mjgui.controller.scoring.explain import cap
from mjgui.controller.teach.phrases import PHRASES
from mjgui.controller.teach.picture import HandPicture, hand_picture, situation_chips
from mjgui.core.errors import HandError
from mjgui.core.i18n import phrase
from mjgui.core.numbers import number
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.text import normalize_lang, yaku_name

if TYPE_CHECKING:
    from mjgui.core.teach.compare import Comparison, PresetRow, RuleNote

__all__ = ["CompareCell", "CompareController", "CompareRowView", "CompareView", "comparison_view"]


# ---------------------------------------------------------------------------------------------
# The same hand under other rules
# ---------------------------------------------------------------------------------------------

COMPARE_COLUMNS: tuple[str, ...] = ("han", "fu", "limit", "total", "yaku")
NO_VALUE = "—"  # a cell with no value (a yakuman's han and fu, no limit reached)


@dataclass(frozen=True)
class CompareCell:
    text: str
    differs: bool = False
    tip: str = ""  # for a differing cell: the reference's value and the rule that makes it
    # what a screen reader says of the cell ("" = its text): a differing one says what it
    # differs from, a dash is said in words
    said: str = ""


@dataclass(frozen=True)
class CompareRowView:
    preset: str
    name: str
    reference: bool
    cells: tuple[CompareCell, ...]  # one per CompareView.columns
    notes: tuple[str, ...]  # the rules that make this row differ
    conversions: tuple[str, ...]  # tiles written otherwise so the preset can score the hand
    same: str = ""  # a row scored like the reference: "The same as Club rules"

    @property
    def differs(self) -> bool:
        return any(c.differs for c in self.cells)


@dataclass(frozen=True)
class CompareView:
    active: bool
    message: str  # why there is nothing to compare, or how to read the table
    picture: HandPicture | None
    situation: tuple[str, ...]
    columns: tuple[str, ...]
    titles: tuple[str, ...]  # "Rules", then a title per column, then "What makes the difference"
    rows: tuple[CompareRowView, ...]
    reference: str
    lang: str


def _cell_values(row: PresetRow, lang: str) -> dict[str, str]:
    from mjgui.core.teach.explain import renhou_text
    from mjgui.core.text import limit_name, yakuman_name

    if not row.ok or row.total is None:
        message = row.error_message(lang)
        return {"han": NO_VALUE, "fu": NO_VALUE, "limit": NO_VALUE, "total": NO_VALUE, "yaku": message}
    if row.yakuman:
        limit = yakuman_name(row.yakuman, lang)
        han = fu = NO_VALUE
    elif row.renhou_paid:  # what is paid, as the calculator says it: no han counted, no fu
        limit = cap(renhou_text(lang))
        han = fu = NO_VALUE
    else:
        limit = limit_name(row.limit, lang) if row.limit else NO_VALUE
        han, fu = str(row.han), str(row.fu)
    yaku = ", ".join(yaku_name(y, lang) for y in row.yaku)
    return {"han": han, "fu": fu, "limit": limit, "total": number(row.total or 0, lang), "yaku": yaku}


def _in_words(value: str, lang: str) -> str:
    """A cell's value as a screen reader says it: a dash (no value) in words."""
    return phrase(PHRASES, "cell_none", lang) if value == NO_VALUE else value


def _differs(row: PresetRow, column: str) -> bool:
    d = row.differs
    if column == "limit":
        return bool(d.get("limit") or d.get("yakuman"))
    if column in ("han", "fu"):  # a limit paid by its name shows none
        return bool(d.get(column)) and not row.yakuman and not row.renhou_paid
    if column == "yaku":
        return bool(d.get("yaku") or d.get("error"))
    return bool(d.get(column))


def _notes_once(row: PresetRow, lang: str, shown: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The row's notes (none when no cell shows a difference) and its conversions, each said
    once: a conversion made by the very option a note names (the renhou flag dropped under rules
    without renhou) stands in that note's place, its sentence saying both."""
    notes: list[str] = []
    told: list[RuleNote] = []
    for note in row.notes if shown else ():
        same = next((c for c in row.conversions if (c.option, c.value) == (note.option, note.value)), None)
        notes.append(cap((same or note).text(lang)))
        if same is not None:
            told.append(same)
    conversions = tuple(cap(c.text(lang)) for c in row.conversions if c not in told)
    return tuple(notes), conversions


def comparison_view(comparison: Comparison, lang: str) -> CompareView:
    from mjgui.core.teach.compare import rules_name

    lang = normalize_lang(lang)
    ref_row = comparison.row(comparison.reference) if comparison.reference else comparison.rows[0]
    # the rules each row scored with: the desk's, options changed included, named with them
    ref_name = rules_name(ref_row.spec.rules, lang)
    ref_values = _cell_values(ref_row, lang)
    same_text = phrase(PHRASES, "same_as_reference", lang, reference=ref_name)
    titles = (
        phrase(PHRASES, "column_rules", lang),
        *(comparison.column_title(c, lang) for c in COMPARE_COLUMNS),
        phrase(PHRASES, "column_why", lang),
    )
    rows: list[CompareRowView] = []
    for row in comparison.rows:
        values = _cell_values(row, lang)
        # a difference no cell shows (the fu of a yakuman) is no difference: no rule is named for it
        shown = any(_differs(row, column) for column in COMPARE_COLUMNS)
        notes, conversions = _notes_once(row, lang, shown)
        cells: list[CompareCell] = []
        for column in COMPARE_COLUMNS:
            differs = _differs(row, column)
            tip = ""
            said = _in_words(values[column], lang) if values[column] == NO_VALUE else ""
            if differs:
                tip = phrase(PHRASES, "differs_tip", lang, reference=ref_name, value=ref_values[column])
                if notes:
                    tip += "\n" + "\n".join(notes)
                said = phrase(
                    PHRASES,
                    "differs_said",
                    lang,
                    value=_in_words(values[column], lang),
                    reference=ref_name,
                    reference_value=_in_words(ref_values[column], lang),
                )
            cells.append(CompareCell(values[column], differs, tip, said))
        is_ref = row.preset == comparison.reference
        name = rules_name(row.spec.rules, lang)
        rows.append(
            CompareRowView(
                preset=row.preset,
                name=phrase(PHRASES, "reference", lang, name=name) if is_ref else name,
                reference=is_ref,
                cells=tuple(cells),
                notes=notes,
                conversions=conversions,
                same="" if is_ref or any(c.differs for c in cells) else same_text,
            )
        )
    same = not any(r.differs for r in rows)
    message = (
        phrase(PHRASES, "compare_same", lang)
        if same
        else phrase(PHRASES, "compare_differs", lang, reference=ref_name)
    )
    return CompareView(
        active=True,
        message=message,
        picture=hand_picture(comparison.spec, lang),
        situation=situation_chips(comparison.spec, lang, rules=False),
        columns=COMPARE_COLUMNS,
        titles=titles,
        rows=tuple(rows),
        reference=comparison.reference,
        lang=lang,
    )


class CompareController(Observable[CompareView]):
    """The hand on the desk under each preset. ``set_hand`` is cheap when the hand did not
    change; the comparison (a few scorings per preset) is made only when it did."""

    def __init__(self, lang: str = "en", presets: Sequence[str] | None = None) -> None:
        from mjgui.core.teach.compare import DEFAULT_PRESETS

        super().__init__(lang)
        self._presets = tuple(presets or DEFAULT_PRESETS)
        self._spec: HandSpec | None = None
        self._comparison: Comparison | None = None
        self._problem: str | None = None  # "need_hand" or a HandError
        self._error: HandError | None = None

    @property
    def comparison(self) -> Comparison | None:
        return self._comparison

    def _build_view(self) -> CompareView:
        return self._present()

    def set_hand(self, spec: HandSpec | None) -> bool:
        """Compare ``spec`` (None: no complete hand on the desk). False when nothing changed."""
        if spec == self._spec and (self._comparison is not None or self._problem is not None):
            return False
        self._spec = spec
        self._comparison = None
        self._error = None
        self._problem = None
        if spec is None:
            self._problem = "need_hand"
        else:
            found = problems(spec)
            if found:
                counts = {"tile_count", "win_tile_not_in_hand"}
                self._problem = "need_hand" if found[0].code in counts else "invalid"
                self._error = found[0]
            else:
                self._comparison = _compare(spec, self._presets)
        self._notify()
        return True

    def _present(self) -> CompareView:
        lang = self._lang
        if self._comparison is not None:
            return comparison_view(self._comparison, lang)
        if self._problem == "invalid" and self._error is not None:
            message = phrase(PHRASES, "compare_invalid", lang, reason=self._error.message(lang))
        else:
            message = phrase(PHRASES, "compare_need_hand", lang)
        return CompareView(False, message, None, (), COMPARE_COLUMNS, (), (), "", lang)


def _compare(spec: HandSpec, presets: Sequence[str]) -> Comparison:
    """The presets side by side, compared with the desk's own preset, which comes first."""
    from mjgui.core.teach.compare import compare_presets

    name = spec.rules.name if spec.rules.name in PRESETS else "seed"
    if spec.rules.players != 4:  # a three-player hand under the presets of its own table
        presets = [p for p, rules in PRESETS.items() if rules.players == spec.rules.players]
    names = [name, *(p for p in presets if p != name)]
    # the first row scores the hand under the desk's rules, its own option changes included
    # (kuitan off, the 50-fu chiitoitsu...); the others under each preset as it is
    return compare_presets(spec, names, reference=name, reference_rules=spec.rules)

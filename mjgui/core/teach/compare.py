"""Teaching mode: the same hand under other rule presets, side by side.

Each preset scores the hand as its own table would see it: under a preset without red fives a
red five is simply a five (the tile is converted, not rejected); under a preset with red fives
a set of four fives written plain gets its red one; a renhou flag is dropped where there is no
renhou. The rows are compared with a reference row (the first preset by default), the cells
that differ are flagged, and the rule options that make the difference are named.

Which options matter is found by trying them, not by a table of guesses: each option in which a
preset differs from the reference is given alone to the reference rules, and kept when it moves
the reference's result to the preset's, or toward it (no cell farther from the preset's, one
nearer: a number by its size, any other cell by being equal) while the preset's own result
depends on it (switched back on the preset's rules it changes). The options kept are then given
to the reference and the others tried again from there (two at a time when none moves it
alone), until the result is the preset's or nothing brings it nearer: kiriage shows only once
paarenchan or ryanhan shibari is gone and the hand is 4 han 30 fu, and is named then. An option
that changes the reference without bringing it nearer the preset's row is not why they differ:
WRC's 3 han 30 fu pays 5800 with or without kiriage, so kiriage is not named beside the red
five there. Only when no option passes is the looser test used (the option, switched alone
either way, changes a result), and failing that every option in which the presets differ. So
the notes name exactly the rules that move this hand: "aka: 0 red fives" only when the hand
holds a red five, "kazoe capped at sanbaiman" only for a 13-han hand, "no double yakuman" only
for a double yakuman.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from mjgui.core.errors import HandError
from mjgui.core.i18n import phrase, say
from mjgui.core.numbers import number, score_thousands
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rule_words import SETTABLE, changed_options
from mjgui.core.scoring.rules import Rules, current_edition, edition_base, moot_option, preset
from mjgui.core.scoring.scoring import ScoreResult, renhou_paid, score
from mjgui.core.scoring.tiles import FIVES, Tile, format_tiles, suit_of
from mjgui.core.teach import explain_text as T
from mjgui.core.text import LIMITS
from mjgui.core.text import preset_name as text_preset_name

DEFAULT_PRESETS: tuple[str, ...] = ("seed", "ema", "wrc", "tenhou", "mleague")
COLUMNS: tuple[str, ...] = ("error", "han", "fu", "limit", "yakuman", "total", "yaku")

#: Rules fields that can change a hand's score (the others are about the game).
SCORING_OPTIONS: tuple[str, ...] = (
    "aka",
    "kuitan",
    "renhou",
    "ryanhan_shibari",
    "ryanhan_threshold",
    "paarenchan",
    "paarenchan_threshold",
    "paarenchan_needs_yaku",
    "double_yakuman",
    "yakuman_stacking",
    "kazoe",
    "chiitoitsu_50fu",
    "double_wind_pair_fu",
    "rinshan_tsumo_fu",
    "kiriage",
    "honba_ron",
)

#: Rules fields that change who pays a pao yakuman and how much (RULES.md §6): not the hand's
#: score, but the payment a hand with a liable seat is asked and graded under (the quiz's
#: chip names them then: "Tenhou, pao for daisangen, daisuushii and suukantsu").
PAO_OPTIONS: tuple[str, ...] = ("pao", "pao_whole", "pao_liable_honba")

#: Every option a record's rules line can change: the scoring ones and those of the game
#: (start and return points, uma, east_only, tie_uma, chombo_at_end...).
EVERY_OPTION: tuple[str, ...] = SETTABLE

__all__ = [
    "COLUMNS",
    "DEFAULT_PRESETS",
    "EVERY_OPTION",
    "PAO_OPTIONS",
    "SCORING_OPTIONS",
    "Comparison",
    "PresetRow",
    "RuleNote",
    "adapt_to_rules",
    "compare_presets",
    "preset_name",
    "rule_changes",
    "rules_name",
    "rules_short_name",
]


@dataclass(frozen=True)
class RuleNote:
    """A rule option that changes this hand (``option``, the preset's ``value``) or a tile
    conversion made so the hand can be scored (``option`` ``"tiles"``)."""

    option: str
    value: object
    code: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """The note in words; ``points`` and ``uma`` written as every number a player reads
        (``25 000``, ``+20/+10/−10/−20``)."""
        params = dict(self.params)
        points, uma = params.pop("points", None), params.pop("uma", None)
        words = T.localize(params, lang)
        if isinstance(points, int):
            words["points"] = number(points, lang)
        if isinstance(uma, tuple):
            words["uma"] = "/".join(score_thousands(u * 1000, lang) for u in uma)
        return phrase(T.RULE_NOTES, self.code, lang, **words)


@dataclass(frozen=True)
class PresetRow:
    """The hand under one preset. ``error`` is a no-win code (``no_yaku``...) or the code of a
    HandError the preset raises; the number cells are None then. A renhou paid as mangan has
    no ``han`` or ``fu`` (None): it is worth its limit."""

    preset: str
    spec: HandSpec
    result: ScoreResult | None
    error: str | None
    han: int | None
    fu: int | None
    limit: str | None
    yakuman: int | None
    total: int | None
    yaku: tuple[str, ...]
    differs: Mapping[str, bool]
    notes: tuple[RuleNote, ...]
    conversions: tuple[RuleNote, ...]
    error_params: tuple[tuple[str, object], ...] = ()  # a refusal's (the hand's error's) values

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def renhou_paid(self) -> bool:
        """The hand is a renhou paid as mangan under this preset: no han or fu are counted
        (``han`` and ``fu`` are None), it is worth its limit (RULES.md §2)."""
        win = self.result.win if self.result is not None else None
        return win is not None and renhou_paid(win)

    def error_message(self, lang: str = "en") -> str:
        """Why this preset pays nothing, worded for this hand: the no-win's own sentence (its
        dora, an open hand...) or the refusal's with its values; "" for a row that pays."""
        from mjgui.core.text import error_message

        if self.result is not None and self.result.no_win is not None:
            return self.result.no_win.message(lang)
        return error_message(self.error, lang, **dict(self.error_params)) if self.error else ""

    def cell(self, column: str) -> object:
        return getattr(self, column)

    def name(self, lang: str = "en") -> str:
        return preset_name(self.preset, lang)


@dataclass(frozen=True)
class Comparison:
    """Rows in the order the presets were asked for; ``reference`` is the row others are
    compared with."""

    spec: HandSpec
    reference: str
    rows: tuple[PresetRow, ...]
    columns: tuple[str, ...] = COLUMNS

    def row(self, name: str) -> PresetRow:
        for r in self.rows:
            if r.preset == name:
                return r
        raise KeyError(name)

    def column_title(self, column: str, lang: str = "en") -> str:
        titles = {
            "han": T.COMPARE["column_han"],
            "fu": T.COMPARE["column_fu"],
            "limit": T.COMPARE["column_limit"],
            "yakuman": LIMITS["yakuman"],  # the limit's own name
            "total": T.COMPARE["column_total"],
            "yaku": T.COMPARE["column_yaku"],
            "error": T.COMPARE["column_error"],
        }
        return phrase(titles, column, lang)


def preset_name(name: str, lang: str = "en") -> str:
    return text_preset_name(name, lang)


# ---------------------------------------------------------------------------------------------
# Adapting a hand to a preset
# ---------------------------------------------------------------------------------------------


def _swap(tiles: tuple[Tile, ...], old: Tile, new: Tile, limit: int) -> tuple[tuple[Tile, ...], int]:
    out: list[Tile] = []
    done = 0
    for t in tiles:
        if done < limit and t == old:
            out.append(new)
            done += 1
        else:
            out.append(t)
    return tuple(out), done


def adapt_to_rules(spec: HandSpec, rules: Rules) -> tuple[HandSpec, tuple[RuleNote, ...]]:
    """``spec`` as a table under ``rules`` would hold it, with the conversions made."""
    notes: list[RuleNote] = []
    concealed, melds = spec.concealed, list(spec.melds)
    dora, ura, win = spec.dora, spec.ura, spec.win_tile
    for five in FIVES:
        suit = suit_of(five)
        allowed = rules.red_allowed(suit)
        red, plain = Tile(five, True), Tile(five)
        everything = spec.all_tiles() + spec.dora + spec.ura
        reds = sum(1 for t in everything if t == red)
        fives = sum(1 for t in everything if t.kind == five)
        if reds > allowed:
            extra = reds - allowed
            # indicators first, then melds, then the hand: the hand keeps its aka when it can
            dora, n = _swap(dora, red, plain, extra)
            extra -= n
            ura, n = _swap(ura, red, plain, extra)
            extra -= n
            for i, m in enumerate(melds):
                tiles, n = _swap(m.tiles, red, plain, extra)
                melds[i] = Meld(m.kind, tiles)
                extra -= n
            concealed, n = _swap(concealed, red, plain, extra)
            extra -= n
            if win == red and red not in concealed:
                win = plain
            tiles_text = format_tiles([red] * (reds - allowed))
            notes.append(RuleNote("tiles", allowed, "converted_red", {"tiles": tiles_text}))
        elif fives == 4 and reds < allowed:
            need = allowed - reds
            done = 0
            concealed, n = _swap(concealed, plain, red, need)
            done += n
            for i, m in enumerate(melds):
                if done >= need:
                    break
                tiles, n = _swap(m.tiles, plain, red, need - done)
                melds[i] = Meld(m.kind, tiles)
                done += n
            if done < need:
                dora, n = _swap(dora, plain, red, need - done)
                done += n
            if done < need:
                ura, n = _swap(ura, plain, red, need - done)
                done += n
            notes.append(RuleNote("tiles", allowed, "converted_plain", {"tiles": format_tiles([red] * need)}))
    renhou = spec.renhou
    if renhou and rules.renhou == "off":
        renhou = False
        notes.append(RuleNote("renhou", "off", "dropped_renhou"))
    adapted = replace(
        spec,
        concealed=concealed,
        melds=tuple(melds),
        dora=dora,
        ura=ura,
        win_tile=win,
        renhou=renhou,
        rules=rules,
        # pao changes who pays, never what the hand is worth (the columns compared): a liable
        # seat is left out, so that a preset without pao for this yakuman scores it all the same
        liable=None,
    )
    return adapted, tuple(notes)


# ---------------------------------------------------------------------------------------------
# Scoring and comparing
# ---------------------------------------------------------------------------------------------

_Outcome = tuple[object, ...]


@dataclass(frozen=True)
class _Cells:
    error: str | None = None
    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    yakuman: int | None = None
    total: int | None = None
    yaku: tuple[str, ...] = ()

    def get(self, column: str) -> object:
        return getattr(self, column)


@dataclass(frozen=True)
class _Scored:
    spec: HandSpec
    result: ScoreResult | None
    error: str | None
    conversions: tuple[RuleNote, ...]
    error_params: tuple[tuple[str, object], ...] = ()

    def cells(self) -> _Cells:
        win = self.result.win if self.result is not None else None
        if win is None or win.payment is None:
            return _Cells(error=self.error)
        yaku = tuple(y.id for y in win.yaku)
        if renhou_paid(win):  # paid as mangan, no count of han and no fu (RULES.md §2)
            return _Cells(None, None, None, win.limit, win.yakuman, win.payment.total, yaku)
        return _Cells(None, win.han, win.fu.fu, win.limit, win.yakuman, win.payment.total, yaku)

    def outcome(self) -> _Outcome:
        cells = self.cells()
        return tuple(cells.get(c) for c in COLUMNS)


def _score_under(spec: HandSpec, rules: Rules) -> _Scored:
    adapted, conversions = adapt_to_rules(spec, rules)
    try:
        result = score(adapted)
    except HandError as err:
        return _Scored(adapted, None, err.code, conversions, tuple(err.params.items()))
    error = result.no_win.code if result.no_win is not None else None
    return _Scored(adapted, result, error, conversions)


#: the notes of the options the overtime target changes: their keys with overtime on
_WITH_OVERTIME = {
    "agari_yame=True": "agari_yame=True,overtime=True",
    "tenpai_yame=True": "tenpai_yame=True,overtime=True",
}


def _note(option: str, value: object, hand_yaku: frozenset[str], rules: Rules) -> RuleNote:
    """The note for ``option`` set to ``value`` in ``rules``; a set of yakuman names those of
    this hand; ryanhan shibari and paarenchan say the rules' thresholds."""
    if isinstance(value, frozenset):
        if not value:
            return RuleNote(option, value, f"{option}=")
        named = {str(v) for v in value}
        named = (named & hand_yaku) or named
        return RuleNote(option, value, option, {"yakus": tuple(sorted(named))})
    if option == "paarenchan_threshold" or (option == "paarenchan" and value is True):
        code = "paarenchan=True" if option == "paarenchan" else option
        return RuleNote(option, value, code, {"n": rules.paarenchan_threshold})
    if option == "uma":
        return RuleNote(option, value, option, {"uma": value})
    if (option == "overtime" and value is True) or option == "overtime_points":
        # overtime_points=0: at the return points, which overtime_target says
        code = (
            "overtime=True"
            if option == "overtime"
            else _OVERTIME_POINTS[(rules.agari_yame, rules.tenpai_yame)]
        )
        return RuleNote(option, value, code, {"points": rules.overtime_target})
    if option == "chombo_score_penalty" and value:  # "20 000 points": the word's form by the number
        return RuleNote(option, value, option, {"points": value, "n": value})
    if option in _POINTS_OPTIONS and not (option in _ZERO_SAID and value == 0):
        return RuleNote(option, value, option, {"points": value})
    key = f"{option}={value}"
    # agari-yame and tenpai-yame: with overtime the dealer stops only at its target or more
    # (dealer_may_stop), said with the points
    overtime_key = _WITH_OVERTIME.get(key)
    if overtime_key is not None and rules.overtime:
        return RuleNote(option, value, overtime_key, {"points": rules.overtime_target})
    if key == "ryanhan_shibari=True":
        return RuleNote(option, value, key, {"threshold": rules.ryanhan_threshold})
    if key in T.RULE_NOTES:
        return RuleNote(option, value, key)
    if option in T.RULE_NOTES:
        return RuleNote(option, value, option, {"value": value})
    return RuleNote(option, value, "generic", {"option": option, "value": value})


#: the extra round's own target's note, by (agari-yame, tenpai-yame): the dealer's stop needs
#: that target too (dealer_may_stop), as the return points' note says it (_RETURN_WITH_OVERTIME)
_OVERTIME_POINTS = {
    (False, False): "overtime_points",
    (True, False): "overtime_points,agari_yame=True",
    (False, True): "overtime_points,tenpai_yame=True",
    (True, True): "overtime_points,agari_yame=True,tenpai_yame=True",
}

#: the options whose value is a number of points (said as every number a player reads)
_POINTS_OPTIONS = frozenset(
    {
        "start_points",
        "return_points",
        "noten_total",
        "score_rounding",
        "overtime_points",
        "chombo_score_penalty",
    }
)
#: those whose 0 is a way of playing of its own, with its own note (``option=0``)
_ZERO_SAID = frozenset({"score_rounding", "chombo_score_penalty"})


def rule_changes(
    rules: Rules, lang: str = "en", *, options: Collection[str] = SCORING_OPTIONS
) -> tuple[str, ...]:
    """The changes of ``rules`` from their preset among ``options`` (the scoring ones by
    default; :data:`EVERY_OPTION` for the game's too), each as a short phrase, in the order a
    rules line writes them: "chiitoitsu is 1 han 50 fu", "uma +20/+10/−10/−20". None for a
    preset as it is; an option that changes nothing these rules play is left out."""
    changed = dict(c for c in changed_options(rules) if c[0] in options)
    kept = {o: v for o, v in changed.items() if not moot_option(o, rules, changed)}
    notes = [_note(o, v, frozenset(), rules) for o, v in kept.items()]
    if "return_points" in kept and _return_moves_target(rules, kept):
        key = _RETURN_WITH_OVERTIME[(rules.agari_yame, rules.tenpai_yame)]
        notes = [
            RuleNote(n.option, n.value, key, {"points": n.value}) if n.option == "return_points" else n
            for n in notes
        ]
    return tuple(n.text(lang) for n in notes)


#: the return points' note where they are also the extra round's target, by (agari-yame,
#: tenpai-yame): the dealer's stop needs that target too
_RETURN_WITH_OVERTIME = {
    (False, False): "return_points,overtime=True",
    (True, False): "return_points,overtime=True,agari_yame=True",
    (False, True): "return_points,overtime=True,tenpai_yame=True",
    (True, True): "return_points,overtime=True,agari_yame=True,tenpai_yame=True",
}


def _return_moves_target(rules: Rules, kept: Mapping[str, object]) -> bool:
    """The changed return points move the extra round's target (and agari-yame's) from the
    preset's, and no other note says the target: the extra round is played as the preset's
    is, and ends at the return points (``overtime_points`` 0, or moot)."""
    if not rules.overtime or "overtime" in kept or "overtime_points" in kept:
        return False
    return rules.overtime_target != edition_base(rules).overtime_target


def rules_name(
    rules: Rules, lang: str = "en", *, in_text: bool = False, options: Collection[str] = SCORING_OPTIONS
) -> str:
    """The rules as a player names them: their preset's name (:func:`preset_name`; ``in_text``:
    as written inside a sentence) and, for rules changed from it, the changes among ``options``
    (:func:`rule_changes`: by default those that can change a hand's score), worded as the
    comparison's notes: "club rules, chiitoitsu is 1 han 50 fu". Rules of an earlier edition of
    their preset say which ("Mahjong Soul, as of edition 1")."""
    name = _edition_name(rules, lang, in_text=in_text)
    changes = rule_changes(rules, lang, options=options)
    if not changes:
        return name
    return say(T.RULES_CHANGED, lang, name=name, changes="; ".join(changes))


def _edition_name(rules: Rules, lang: str, *, in_text: bool) -> str:
    """The preset's name of ``rules``, with the edition of it they read when it is not the one
    this mjgui plays (a record written before the preset's values changed)."""
    name = text_preset_name(rules.name, lang, in_text=in_text)
    if rules.edition == current_edition(rules.name):
        return name
    return say(T.RULES_EDITION, lang, name=name, edition=rules.edition)


def rules_short_name(
    rules: Rules, lang: str = "en", *, in_text: bool = False, options: Collection[str] = SCORING_OPTIONS
) -> str:
    """:func:`rules_name` made short for a window's label: the preset's name and how many of
    ``options`` are changed ("Club rules + 5 changes"); the preset's name alone for a preset
    as it is."""
    name = _edition_name(rules, lang, in_text=in_text)
    n = len(rule_changes(rules, lang, options=options))
    return say(T.RULES_CHANGED_COUNT, lang, name=name, n=n) if n else name


def _gap(value: object, target: object) -> float:
    """How far a cell is from the target's: a number by its size, anything else 0 or infinite."""
    if value == target:
        return 0.0
    if type(value) is int and type(target) is int:
        return float(abs(value - target))
    return math.inf


def _toward(start: _Outcome, moved: _Outcome, target: _Outcome) -> bool:
    """``moved`` is nearer ``target`` than ``start`` is: no cell farther, at least one nearer."""
    nearer = False
    for before, after, goal in zip(start, moved, target, strict=True):
        was, now = _gap(before, goal), _gap(after, goal)
        if now > was:
            return False
        nearer = nearer or now < was
    return nearer


def _differences(
    spec: HandSpec, ref: Rules, other: Rules, ref_outcome: _Outcome, other_outcome: _Outcome
) -> list[str]:
    """The options of ``other`` that explain why this hand scores otherwise under it: given
    to the reference, the option brings the reference's result to ``other``'s, or nearer it
    while ``other``'s result depends on the option. The options found are given to the
    reference before the others are tried again, until the result is ``other``'s or no option
    moves it nearer: an option whose effect shows only after another's (kiriage once
    paarenchan is gone and the hand is 4 han 30 fu) is named too."""
    changed = [f for f in SCORING_OPTIONS if getattr(ref, f) != getattr(other, f)]
    # ``other``'s result with each option taken back to the reference's: the same every round
    back = {n: _score_under(spec, replace(other, **{n: getattr(ref, n)})).outcome() for n in changed}
    found: list[str] = []
    moving: list[str] = []
    base, base_outcome = ref, ref_outcome
    while base_outcome != other_outcome:
        step: list[str] = []
        for name in changed:
            if name in found:
                continue
            forward = _score_under(spec, replace(base, **{name: getattr(other, name)})).outcome()
            nearer = back[name] != other_outcome and _toward(base_outcome, forward, other_outcome)
            if forward == other_outcome or nearer:
                step.append(name)
            if not found and (forward != ref_outcome or back[name] != other_outcome):
                moving.append(name)
        if not step:
            needed = [n for n in changed if n not in found and back[n] != other_outcome]
            step = _pairs(spec, base, base_outcome, other, other_outcome, needed)
        if not step:
            break
        found.extend(step)
        base = replace(base, **{name: getattr(other, name) for name in step})
        base_outcome = _score_under(spec, base).outcome()
    if found:
        return [name for name in changed if name in found]
    return moving or changed


def _pairs(
    spec: HandSpec,
    base: Rules,
    base_outcome: _Outcome,
    other: Rules,
    other_outcome: _Outcome,
    needed: list[str],
) -> list[str]:
    """The options, two by two, that move ``base``'s result to ``other``'s or nearer it where
    neither does alone (a red five taken away leaves 4 han 30 fu, which kiriage pays as
    mangan), of ``needed``: the options ``other``'s result depends on."""
    step: list[str] = []
    for i, first in enumerate(needed):
        for second in needed[i + 1 :]:
            both = {first: getattr(other, first), second: getattr(other, second)}
            forward = _score_under(spec, replace(base, **both)).outcome()
            if forward == other_outcome or _toward(base_outcome, forward, other_outcome):
                step.extend(n for n in (first, second) if n not in step)
    return step


def compare_presets(
    spec: HandSpec,
    presets: Sequence[str] = DEFAULT_PRESETS,
    *,
    reference: str | None = None,
    reference_rules: Rules | None = None,
) -> Comparison:
    """The hand under each preset. Cells are flagged in ``differs`` when they differ from the
    ``reference`` row (the first preset unless named), and each differing row names the rule
    options that make the difference in ``notes``. ``reference_rules``: the reference row's
    rules when they are not the preset's own (the desk's preset with options changed)."""
    names = [p.lower() for p in presets]
    if not names:
        raise ValueError("no presets to compare")
    ref_name = (reference or names[0]).lower()
    ref_rules = reference_rules if reference_rules is not None else preset(ref_name)
    ruleset = {n: preset(n) for n in names}
    if ref_name in ruleset:
        ruleset[ref_name] = ref_rules
    scored = {n: _score_under(spec, r) for n, r in ruleset.items()}
    ref_scored = scored[ref_name] if ref_name in scored else _score_under(spec, ref_rules)
    ref_cells = ref_scored.cells()
    ref_outcome = ref_scored.outcome()
    rows: list[PresetRow] = []
    for name in names:
        s = scored[name]
        cells = s.cells()
        differs = {c: cells.get(c) != ref_cells.get(c) for c in COLUMNS}
        notes: tuple[RuleNote, ...] = ()
        if any(differs.values()):
            options = _differences(spec, ref_rules, ruleset[name], ref_outcome, s.outcome())
            hand_yaku = frozenset(cells.yaku) | frozenset(ref_cells.yaku)
            notes = tuple(_note(o, getattr(ruleset[name], o), hand_yaku, ruleset[name]) for o in options)
        rows.append(
            PresetRow(
                preset=name,
                spec=s.spec,
                result=s.result,
                error=s.error,
                han=cells.han,
                fu=cells.fu,
                limit=cells.limit,
                yakuman=cells.yakuman,
                total=cells.total,
                yaku=cells.yaku,
                differs=differs,
                notes=notes,
                conversions=s.conversions,
                error_params=s.error_params,
            )
        )
    return Comparison(spec, ref_name, tuple(rows))

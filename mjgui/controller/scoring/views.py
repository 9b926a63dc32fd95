"""Plain view models: everything a widget shows, already worded in the current language.

The widgets only lay these out; no widget decides anything about the hand. They are named
tuples, not dataclasses: immutable records made on every click, and a named tuple's class is
made about five times faster than a dataclass's, which counts while the window starts.

No ``from __future__ import annotations`` here, on purpose: ``NamedTuple`` checks each field's
type, and a postponed (string) annotation is compiled into a ``ForwardRef`` for that, ~50 k
instructions a field, 120 fields. Each class is defined after the classes its fields name.
"""

from collections.abc import Sequence
from typing import Literal, NamedTuple

Tone = Literal["info", "win", "nowin", "error", "tenpai"]
MeldKindName = Literal["chi", "pon", "kan", "ankan"]


class TileView(NamedTuple):
    """One tile as drawn: its art code (``5m``, ``0p``), its spoken name and tooltip."""

    code: str
    name: str
    tooltip: str = ""
    win: bool = False


class MeldView(NamedTuple):
    kind: MeldKindName
    tiles: tuple[TileView, ...]
    sideways: int  # index of the called tile drawn sideways, -1 for none
    face_down: tuple[int, ...]  # indices drawn face down (the outer two of a closed kan)
    label: str
    red_swap: bool = False  # a right-click swaps its red five in or out
    spoken: str = ""  # in words, for a screen reader: "Pon: red 5 man, 5 man, 5 man"


class IndicatorView(NamedTuple):
    indicator: TileView
    dora: TileView


class PaletteTileView(NamedTuple):
    code: str
    name: str
    left: int
    enabled: bool
    tooltip: str
    refusal: str = ""  # why a click does nothing now ("" when it adds the tile)
    shown: bool = True  # False: a tile the set lacks (three players: 2m..8m), no button at all


class OptionView(NamedTuple):
    """A situation toggle or edit mode: checked, enabled, and why not when disabled."""

    checked: bool
    enabled: bool
    reason: str = ""
    shown: bool = True  # False: not part of these rules (three players: chi)


class HeadlineView(NamedTuple):
    text: str
    detail: str
    tone: Tone


class MessageView(NamedTuple):
    """An inline message: an invalid hand, a hand that does not win, a hint."""

    text: str
    code: str
    tone: Tone


class YakuRow(NamedTuple):
    id: str
    han: int
    han_text: str
    romaji: str
    kanji: str
    translated: str
    yakuman: bool = False
    # what the list shows: the name a player reads first (the romaji in English, the Russian
    # name in Russian), and under it the rest (the meaning; in Russian the romaji and meaning)
    title: str = ""
    subtitle: str = ""


class FuRow(NamedTuple):
    fu: int
    reason: str
    text: str
    hand: tuple[int, ...] = ()  # indices into WindowView.hand to highlight
    melds: tuple[int, ...] = ()  # indices into WindowView.melds to highlight


class SeatView(NamedTuple):
    seat: int
    wind: str
    dealer: bool
    delta: int
    amount: str  # "+8000", "−8000", "0"
    role: str  # "winner", "pays", "discarder pays" ... ("" when nothing)
    winner: bool
    payer: bool


class TableView(NamedTuple):
    """The han x fu table for this winner (dealer or not) and this way of winning.

    Rows are fu, columns han 1-4; ``limits`` are the limit hands below it.
    """

    title: str
    fu_labels: tuple[str, ...]
    han_labels: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]  # [fu row][han column]
    lit: tuple[int, int] | None  # (fu row, han column) of this hand
    limit_labels: tuple[str, ...]
    limit_cells: tuple[str, ...]
    limit_lit: int | None


class GroupView(NamedTuple):
    """One set or pair of a reading, drawn small: its tiles, called (open) or declared (closed
    kan), and which tile (index) the winning tile completed in this reading (-1 for none)."""

    codes: tuple[str, ...]
    opened: bool = False
    declared: bool = False
    win: int = -1


class ReadingRow(NamedTuple):
    """One reading, to be shown side by side with the others: its sets, wait, yaku, value and
    payment, whether it is the one scored (``chosen``) and why the chosen one wins (``note``)."""

    text: str
    wait: str
    value: str
    yaku: str
    chosen: bool
    note: str  # why the chosen reading wins over this one (or, for the chosen one, that it pays most)
    han_fu: str = ""  # "2 han 30 fu", "Yakuman"
    payment: str = ""  # "2000", "—" when this reading does not win
    groups: tuple[GroupView, ...] = ()
    wins: bool = True
    tie: bool = False  # chosen, and another reading pays exactly as much


class NoteView(NamedTuple):
    """A teaching note under the yaku list: a near miss of a win ("no pinfu: 12s waits on 3s
    only (penchan)") or a suggestion for a hand without yaku. ``id`` is the yaku it is about."""

    id: str
    text: str


class WaitRow(NamedTuple):
    tile: TileView
    left: int
    left_text: str
    ron: str  # the value on one line (tooltips, screen readers)
    tsumo: str
    furiten: bool
    ron_lines: tuple[str, ...] = ()  # as shown in its cell: a furiten ron says why, then the value
    # the ron and the tsumo as said in a sentence (the copied text), each with its verb: "ron
    # 3900 · 3 han 30 fu"; one that does not win says so, and why ("no ron (no yaku)", "no tsumo
    # (needs 2 han of yaku)", "no tsumo": it cannot happen); a furiten ron says it is furiten,
    # then the value ("furiten, no ron (3900 · 3 han 30 fu)")
    ron_said: str = ""
    tsumo_said: str = ""


class WaitsView(NamedTuple):
    active: bool  # the hand is one tile short, waits were searched
    message: str
    rows: tuple[WaitRow, ...] = ()
    furiten: str = ""


class NotationView(NamedTuple):
    text: str
    error: str = ""
    error_start: int = -1  # 0-based
    error_length: int = 0


class NukiView(NamedTuple):
    """Three players' Norths set aside, beside the dora indicators."""

    shown: bool  # the rules set Norths aside (or a count is left from such rules)
    number: int  # the Norths set aside now
    most: int  # the highest count the control takes now (the Norths left)
    tooltip: str  # what it is, and why no more can be set aside when that is so
    text: str  # "2 Norths set aside" (screen readers, the copied result)


NO_NUKI = NukiView(False, 0, 0, "", "")


class WindowView(NamedTuple):
    hand: tuple[TileView, ...]
    win_index: int  # index of the winning tile in ``hand`` (-1 when not a full hand)
    melds: tuple[MeldView, ...]
    dora: tuple[IndicatorView, ...]
    ura: tuple[IndicatorView, ...]
    discards: tuple[TileView, ...]
    palette: tuple[PaletteTileView, ...]
    options: dict[str, OptionView]
    modes: dict[str, OptionView]
    mode: str
    headline: HeadlineView
    messages: tuple[MessageView, ...]
    yaku: tuple[YakuRow, ...]
    yaku_note: str  # shown in place of the yaku when there are none ("" for the default hint)
    fu: tuple[FuRow, ...]
    fu_total: str
    arithmetic: tuple[str, ...]  # the calculation step by step, one explained line each
    payments: tuple[SeatView, ...]
    table: TableView
    readings: Sequence[ReadingRow]  # worded when first read (the Readings tab, when shown)
    waits: WaitsView
    notation: NotationView
    seat: int
    round_wind: int
    honba: int
    sticks: int
    renchan: int
    discarder: int | None
    preset: str
    rule_values: dict[str, object]
    #: the desk scores with a game's rules (the preset shown is the closest; not to be changed)
    game_rules: bool
    can_undo: bool = False
    can_redo: bool = False
    lang: str = "en"
    near_misses: tuple[NoteView, ...] = ()  # a win: yaku one thing away, one line each
    other_readings: tuple[NoteView, ...] = ()  # a win: another reading's yaku, a renhou not taken
    suggestions: tuple[NoteView, ...] = ()  # a hand without yaku: what would give one
    before_tenpai_title: str = ""  # a 14-tile hand not complete: "2-shanten (...): the best discards"
    before_tenpai: tuple[NoteView, ...] = ()  # its discards, best first (id: the tile discarded)
    players: int = 4  # the table's seats: three players have no North seat, round or card
    #: what a honba adds to a ron, and what each payer of a tsumo pays of it (the rules' value
    #: over the payers: 300 and 100 at four players, 200 and 100 at three)
    honba_ron: int = 300
    honba_each: int = 100
    nuki: NukiView = NO_NUKI
    #: each rule option's values these rules can take (three players' red fives: 0 or 2)
    rule_choices: dict[str, tuple[object, ...]] | None = None
    #: the seat liable for a pao yakuman (RULES.md §6), None: nobody
    liable: int | None = None
    #: the seats the liable seat's choice offers: the table's but the winner's
    liable_seats: tuple[int, ...] = (1, 2, 3)
    #: the seats the discarder's choice offers: the same (the winner does not deal in to
    #: themselves); the widget shows these lists, in any language, and never makes its own
    discarder_seats: tuple[int, ...] = (1, 2, 3)
    #: the rule options' labels that say the rules' numbers (ryanhan shibari's honba,
    #: paarenchan's renchan), and the renchan counter's tip: worded for the rules in use
    option_labels: dict[str, str] | None = None
    renchan_help: str = ""
    #: rules changed from their preset (the Options menu, the command line's, a game's): how
    #: many options ("1 option changed"), and the rules named with the changes ("Tenhou, kiriage
    #: mangan: ..."); both "" for a preset as it is
    options_changed: str = ""
    rules_named: str = ""

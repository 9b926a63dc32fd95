"""The editing state: one immutable value per step of the undo history.

:class:`EditState` holds what the player entered (tiles in the order entered, melds, indicators,
discards, the situation, the rules) and turns it into the core's :class:`HandSpec`.
"""

from dataclasses import replace
from functools import lru_cache
from typing import Literal, NamedTuple

from mjgui.controller.scoring.quick import QuickValue
from mjgui.core.scoring.hand import MAX_DORA_INDICATORS, MAX_URA_INDICATORS, SITUATION_FLAGS, HandSpec, Meld
from mjgui.core.scoring.points import MAX_COUNT as _MAX_COUNT
from mjgui.core.scoring.rules import DOUBLE_YAKUMAN, PRESETS, Rules, preset
from mjgui.core.scoring.tiles import FIVES, Tile, suit_of
from mjgui.core.scoring.yaku_table import YAKUMAN_IDS

Mode = Literal["hand", "chi", "pon", "kan", "ankan", "dora", "ura", "discard"]
MODES: tuple[Mode, ...] = ("hand", "chi", "pon", "kan", "ankan", "dora", "ura", "discard")
MELD_MODES: tuple[Mode, ...] = ("chi", "pon", "kan", "ankan")

FLAGS = SITUATION_FLAGS
COUNTS = ("honba", "sticks", "renchan")
#: the most each counter takes, as ``score --honba`` and the others (one number, the core's)
MAX_COUNT = _MAX_COUNT

#: The rule options the window offers, with their allowed values; for an option of
#: :data:`SET_OPTIONS`, the members its set may hold. Every value is the rules' own (the core's
#: type): ``double_yakuman`` is the set of yakuman counted double, whichever they are.
RULE_OPTIONS: dict[str, tuple[object, ...]] = {
    "aka": (0, 2, 3, 4),  # 2: three players' one red 5p and one red 5s (see option_choices)
    "kuitan": (False, True),
    "kiriage": (False, True),
    "double_wind_pair_fu": (2, 4),
    "renhou": ("off", "mangan", "yakuman"),
    "kazoe": ("yakuman", "sanbaiman", "off"),
    "chiitoitsu_50fu": (False, True),
    "ryanhan_shibari": (False, True),
    "paarenchan": (False, True),
    "rinshan_tsumo_fu": (False, True),
    "double_yakuman": YAKUMAN_IDS,
    "yakuman_stacking": (False, True),
}
#: The options whose value is a set of some of their choices (each member on or off alone).
SET_OPTIONS = frozenset({"double_yakuman"})
PRESET_NAMES: tuple[str, ...] = tuple(PRESETS)

NORTH = 30  # the North wind's kind: the tile a three-player table sets aside as nuki
MAX_NUKI = 4


def option_choices(rules: Rules, name: str) -> tuple[object, ...]:
    """The values of a rule option these rules can take: the red fives follow the set (three
    players: none or one 5p and one 5s; four: none, three or four), the rest as offered."""
    choices = RULE_OPTIONS.get(name, ())
    if name == "aka":
        allowed = (0, 2) if rules.removed_kinds else (0, 3, 4)
        return tuple(v for v in choices if v in allowed)
    if name == "double_yakuman":  # the ones counted double somewhere, and any these rules name
        offered = DOUBLE_YAKUMAN | rules.double_yakuman
        return tuple(v for v in choices if v in offered)
    return choices


def option_allows(name: str, value: object) -> bool:
    """Whether ``value`` is one the option can take: one of its choices, or for a set option
    a set of them."""
    choices = RULE_OPTIONS.get(name)
    if choices is None:
        return False
    if name in SET_OPTIONS:
        return isinstance(value, frozenset) and value <= frozenset(choices)
    return any(value == c and type(value) is type(c) for c in choices)


class Situation(NamedTuple):
    """The situation toggles and counters as the player set them.

    This and :class:`EditState` are named tuples, immutable like the core's frozen dataclasses:
    the controller's own records, made while the window starts, where a dataclass of this many
    fields costs ~10 M instructions to make (its methods are compiled at import) and a named
    tuple about one."""

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    seat: int = 0
    round_wind: int = 0
    honba: int = 0
    sticks: int = 0
    renchan: int = 0
    discarder: int | None = None
    #: the seat liable for a pao yakuman (RULES.md §6): it fed the last set; None: nobody
    liable: int | None = None
    #: the honba this winner is paid when not every honba on the table (``honba``, which
    #: ryanhan shibari reads): a game's second winner on one discard under
    #: ``multiple_ron_honba=first`` is paid none; None: every one (:attr:`HandSpec.paid_honba`)
    paid_honba: int | None = None


@lru_cache(maxsize=64)
def rules_for(name: str, overrides: tuple[tuple[str, object], ...]) -> Rules:
    """The preset with the player's option overrides, each value the rules' own (asked for on
    every view: kept)."""
    rules = preset(name)
    return rules.with_options(**dict(overrides)) if overrides else rules


class GamePin(NamedTuple):
    """The game the desk scores for (a win the tracker asked for, a line recorded from the
    desk, or the game followed): its rules whole (a record's rules line may set options the
    desk's menu does not offer), and the seat wind of a winner the game knows declared riichi
    (riichi stays ticked for that seat: the game counts it)."""

    rules: Rules
    riichi_seat: int | None = None


def closest_choice(rules: Rules) -> tuple[str, tuple[tuple[str, object], ...]]:
    """The desk's preset and menu options closest to ``rules`` (a name the desk does not know:
    the seed regulation)."""
    name = rules.name if rules.name in PRESETS else "seed"
    base = rules_for(name, ())
    overrides = tuple(
        (option, getattr(rules, option))
        for option in RULE_OPTIONS
        if getattr(rules, option) != getattr(base, option)
    )
    return name, overrides


class EditState(NamedTuple):
    """What the player entered. ``concealed`` keeps the order of entry; ``win`` is a winning
    tile the player chose (None: the last tile entered)."""

    concealed: tuple[Tile, ...] = ()
    win: Tile | None = None
    melds: tuple[Meld, ...] = ()
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()
    discards: tuple[Tile, ...] = ()
    situation: Situation = Situation()
    preset: str = "seed"
    overrides: tuple[tuple[str, object], ...] = ()
    #: scoring without tiles: the value picked (han and fu, a limit, N yakuman), or None
    quick: QuickValue | None = None
    #: three players: the Norths set aside as nuki dora (0..4; Norths too, for what is left)
    nuki: int = 0
    #: scoring for a game: its rules replace the preset and options (shown as the closest)
    game: GamePin | None = None

    def seated(self) -> "EditState":
        """This state with the discarder and the liable seat kept only where the rules' table
        has their seat (three players: no North): what a change of rules leaves of them."""
        s, players = self.situation, self.rules.players
        gone = {f: None for f in ("discarder", "liable") if (getattr(s, f) or 0) >= players}
        return self.with_situation(**gone) if gone else self

    # -- derived ----------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        if self.game is not None:
            return self.game.rules
        return rules_for(self.preset, self.overrides)

    @property
    def need(self) -> int:
        """Concealed tiles of a complete hand with these melds (winning tile included)."""
        return 14 - 3 * len(self.melds)

    @property
    def kans(self) -> int:
        return sum(1 for m in self.melds if m.is_kan)

    @property
    def effective_win(self) -> Tile | None:
        if self.win is not None and self.win in self.concealed:
            return self.win
        return self.concealed[-1] if self.concealed else None

    @property
    def open_hand(self) -> bool:
        return any(m.opened for m in self.melds)

    def display_hand(self) -> tuple[tuple[Tile, ...], int]:
        """The concealed tiles as shown: sorted, the winning tile set apart at the end when the
        hand is complete in count, or when a winning tile is pinned (chosen by a right-click, or
        kept when a mis-clicked tile was taken out), so that it is seen and can be clicked away.
        Returns (tiles, index of the winning tile or -1)."""
        tiles = sorted(self.concealed, key=_sort_key)
        win = self.effective_win
        pinned = self.win is not None and self.win in self.concealed
        if win is None or (len(self.concealed) != self.need and not pinned):
            return tuple(tiles), -1
        tiles.remove(win)
        tiles.append(win)
        return tuple(tiles), len(tiles) - 1

    def all_tiles(self) -> tuple[Tile, ...]:
        """Every physical tile entered: hand, melds, indicators, discards."""
        meld_tiles = tuple(t for m in self.melds for t in m.tiles)
        return self.concealed + meld_tiles + self.dora + self.ura + self.discards

    def used(self) -> tuple[list[int], list[int]]:
        """(plain copies used per kind, red fives used per kind)."""
        plain = [0] * 34
        red = [0] * 34
        for t in self.all_tiles():
            if t.red:
                red[t.kind] += 1
            else:
                plain[t.kind] += 1
        plain[NORTH] += max(0, self.nuki)  # the Norths set aside are on the table too
        return plain, red

    def left(self, face: Tile) -> int:
        """How many of this face (plain or red) are still unseen."""
        plain, red = self.used()
        return left_of(face, plain, red, self.rules)

    def spec(self, concealed: tuple[Tile, ...] | None = None, **changes: object) -> HandSpec:
        """The core's hand model for this state (any tile count; the core validates)."""
        tiles = self.concealed if concealed is None else concealed
        win = self.effective_win
        if win is None or win not in tiles:
            win = tiles[-1] if tiles else Tile(0)
        s = self.situation
        spec = HandSpec(
            concealed=tiles,
            win_tile=win,
            melds=self.melds,
            tsumo=s.tsumo,
            seat=s.seat,
            round_wind=s.round_wind,
            dora=self.dora,
            ura=self.ura,
            riichi=s.riichi,
            double_riichi=s.double_riichi,
            ippatsu=s.ippatsu,
            rinshan=s.rinshan,
            chankan=s.chankan,
            haitei=s.haitei,
            houtei=s.houtei,
            tenhou=s.tenhou,
            chiihou=s.chiihou,
            renhou=s.renhou,
            honba=s.honba,
            sticks=s.sticks,
            renchan=s.renchan,
            discarder=None if s.tsumo else s.discarder,
            rules=self.rules,
            nuki=self.nuki,
            liable=s.liable,
            paid_honba=s.paid_honba,
        )
        return replace(spec, **changes) if changes else spec  # type: ignore[arg-type]

    def with_situation(self, **changes: object) -> "EditState":
        return self._replace(situation=self.situation._replace(**changes))  # type: ignore[arg-type]


def indicator_limit(state: EditState, which: str) -> int:
    """How many indicators of ``which`` ("dora" or "ura") the hand can hold (RULES.md §1): five
    dora indicators whatever the hand's own kans, and five ura indicators whatever number of dora
    indicators was entered (a player may enter only the ones that count)."""
    return MAX_DORA_INDICATORS if which == "dora" else MAX_URA_INDICATORS


def red_swappable(meld: Meld) -> bool:
    """A chi or a pon with a five: a right-click swaps its red five in or out (a kan holds every
    copy already)."""
    return not meld.is_kan and any(t.kind in FIVES for t in meld.tiles)


def left_of(face: Tile, plain: list[int], red: list[int], rules: Rules) -> int:
    if face.kind in FIVES:
        reds = rules.red_allowed(suit_of(face.kind))
        if face.red:
            return max(0, reds - red[face.kind])
        return max(0, 4 - reds - plain[face.kind])
    return max(0, 4 - plain[face.kind] - red[face.kind])


def _sort_key(tile: Tile) -> tuple[int, bool]:
    return (tile.kind, not tile.red)

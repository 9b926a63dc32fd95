"""The hand model: tiles, melds and the situation of a win, and its validation.

:class:`HandSpec` is what a player enters. :func:`problems` lists everything that cannot
happen at a real table (RULES.md §1 and the impossible situations); :func:`validate` raises the
first one as a :class:`HandError`.
"""

from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, field, replace
from typing import Literal

from mjgui.core.errors import HandError
from mjgui.core.scoring.rules import SEED, Rules
from mjgui.core.scoring.tiles import FIVES, NORTH, SUITS, Tile, format_tiles, kind_name, suit_of

MeldKind = Literal["chi", "pon", "kan", "ankan"]
MELD_KINDS: tuple[MeldKind, ...] = ("chi", "pon", "kan", "ankan")
WIND_LETTERS = "ESWN"
#: Dora indicators a table can turn (RULES.md §1): the first, and one per kan by any player.
MAX_DORA_INDICATORS = 5
#: Ura indicators a hand can hold (RULES.md §1): five too, whatever number of dora indicators
#: was entered (a player may enter only the indicators that count).
MAX_URA_INDICATORS = 5


@dataclass(frozen=True)
class Meld:
    """A called or declared set. ``ankan`` is a closed kan; the others are open."""

    kind: MeldKind
    tiles: tuple[Tile, ...]
    first: int = field(init=False, repr=False, compare=False)  # the lowest tile kind

    def __post_init__(self) -> None:
        object.__setattr__(self, "first", min((t.kind for t in self.tiles), default=0))

    @property
    def opened(self) -> bool:
        return self.kind != "ankan"

    @property
    def is_kan(self) -> bool:
        return self.kind in ("kan", "ankan")

    def __str__(self) -> str:
        return f"{self.kind} {format_tiles(self.tiles)}"


def make_meld(kind: MeldKind, tiles: Iterable[Tile]) -> Meld:
    """Build a meld, checking its shape; one tile is expanded (``pon 5m`` -> 555m).

    A chi given as one tile starts from it. Raises HandError ``bad_meld``.
    """
    items = tuple(sorted(tiles, key=lambda t: (t.kind, not t.red)))
    size = 3 if kind in ("chi", "pon") else 4
    if len(items) == 1:
        base = items[0]
        if kind == "chi":
            if base.kind >= 27 or base.kind % 9 > 6:
                raise HandError("bad_meld", kind=kind, tiles=format_tiles(items))
            items = (base, Tile(base.kind + 1), Tile(base.kind + 2))
        else:
            items = (base, *(Tile(base.kind) for _ in range(size - 1)))
    if len(items) != size:
        raise HandError("bad_meld", kind=kind, tiles=format_tiles(items))
    kinds = [t.kind for t in items]
    if kind == "chi":
        ok = (
            kinds[0] < 27
            and suit_of(kinds[0]) == suit_of(kinds[2])
            and kinds
            == [
                kinds[0],
                kinds[0] + 1,
                kinds[0] + 2,
            ]
        )
    else:
        ok = len(set(kinds)) == 1
    if not ok:
        raise HandError("bad_meld", kind=kind, tiles=format_tiles(items))
    return Meld(kind, items)


#: The situation's on/off fields of a :class:`HandSpec`, in the order the rules list them (the
#: CLI's flags, the situation panel's boxes, the tracker's hand arguments).
SITUATION_FLAGS = (
    "tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei",
    "tenhou", "chiihou", "renhou",
)  # fmt: skip


@dataclass(frozen=True)
class HandSpec:
    """A winning hand as entered: tiles, melds and the situation.

    ``concealed`` holds the concealed tiles including the winning tile. Winds are 0..3 for
    East South West North (0..2 with three players); the dealer is the East seat.
    ``discarder`` is the seat that dealt the winning tile on ron, when known (it only changes
    who is shown paying). ``liable`` is the seat that fed the last set of a pao yakuman
    (RULES.md §6), when one did: valid only for a hand that holds a yakuman of ``rules.pao``
    (:func:`mjgui.core.scoring.scoring.score` says so), never the winner, and on a ron only
    with the discarder known (the liable player may be the discarder: an ordinary ron then).
    ``nuki`` counts the Norths set aside (three players, RULES.md §9): not in the hand, each one
    a dora and a North for the indicators. ``honba`` is the counter on the table, which ryanhan
    shibari reads; ``paid_honba`` the honba this winner is paid when that is not every one of
    them (another winner on one discard under ``multiple_ron_honba=first`` is paid none; a
    ron's only, a tsumo takes every one), None when it is: :attr:`honba_taken` is the one the
    payment counts.
    """

    concealed: tuple[Tile, ...]
    win_tile: Tile
    melds: tuple[Meld, ...] = ()
    tsumo: bool = False
    seat: int = 0
    round_wind: int = 0
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()
    nuki: int = 0
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
    honba: int = 0
    sticks: int = 0
    renchan: int = 0
    discarder: int | None = None
    rules: Rules = SEED
    liable: int | None = None
    paid_honba: int | None = None
    # derived once, since validation and every reading ask for them
    closed: bool = field(init=False, repr=False, compare=False)  # no open meld (closed kans keep it closed)
    kans: int = field(init=False, repr=False, compare=False)
    _all_tiles: tuple[Tile, ...] = field(init=False, repr=False, compare=False)
    #: the concealed tiles' counts by kind (34), the winning tile included
    concealed_counts: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: the kind of every tile of the hand and its melds, the hand's first (not the indicators)
    tile_kinds: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: how many red fives the hand and its melds hold
    red_fives: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # one pass over the melds (Meld.opened and Meld.is_kan read from the kind) and one over
        # the tiles, which validation and scoring both read (one walk, not one each); the fields
        # stored in the instance's dict (a frozen class's setattr refuses them; a store costs
        # less than update() with keywords)
        all_tiles = self.concealed
        closed, kans = True, 0
        for meld in self.melds:
            kind = meld.kind
            if kind != "ankan":
                closed = False
            if kind == "kan" or kind == "ankan":
                kans += 1
            all_tiles += meld.tiles
        kinds: list[int] = []
        add = kinds.append
        red_fives = 0
        for t in all_tiles:
            add(t.kind)
            if t.red:
                red_fives += 1
        counts = [0] * 34
        for k in kinds[: len(self.concealed)]:
            counts[k] += 1
        fields_of = self.__dict__
        fields_of["closed"] = closed
        fields_of["kans"] = kans
        fields_of["_all_tiles"] = all_tiles
        fields_of["concealed_counts"] = tuple(counts)
        fields_of["tile_kinds"] = tuple(kinds)
        fields_of["red_fives"] = red_fives

    @property
    def dealer(self) -> bool:
        return self.seat == 0

    @property
    def in_riichi(self) -> bool:
        return self.riichi or self.double_riichi

    @property
    def honba_taken(self) -> int:
        """The honba this win is paid (what its payment counts): ``paid_honba`` on a ron (the
        honba shared among the winners on one discard), else every honba on the table (a tsumo
        has one winner)."""
        return self.honba if self.paid_honba is None or self.tsumo else self.paid_honba

    def all_tiles(self) -> tuple[Tile, ...]:
        """Hand and melds (not indicators)."""
        return self._all_tiles

    def with_changes(self, **changes: object) -> "HandSpec":
        return replace(self, **changes)  # type: ignore[arg-type]


def in_sight(spec: HandSpec, discards: Iterable[Tile] = ()) -> tuple[Tile, ...]:
    """The tiles in sight outside the concealed hand: the melds', the dora and ura indicators,
    the Norths set aside (three players) and ``discards``. The one count of the tiles seen for
    the waits' tiles left, before tenpai and the suggestions (the copies check of
    :func:`problems` counts the same tiles and says which went over)."""
    melds = tuple(t for m in spec.melds for t in m.tiles)
    nuki = (Tile(NORTH),) * max(0, spec.nuki)
    return (*melds, *spec.dora, *spec.ura, *nuki, *discards)


@dataclass(frozen=True)
class HandNote:
    """Something worth a gentle word about a hand that is still scored as entered (never a
    refusal): a stable ``code`` and the ``params`` of its sentence (:mod:`mjgui.core.text`)."""

    code: str
    params: tuple[tuple[str, int], ...] = ()

    def message(self, lang: str = "en") -> str:
        from mjgui.core.text import note_message

        return note_message(self.code, lang, **dict(self.params))


def notes(spec: HandSpec) -> tuple[HandNote, ...]:
    """The notes on a hand (RULES.md §1): more ura than dora indicators is allowed, since a
    player may enter only the indicators that count, but one of them may have been forgotten."""
    ura, dora = len(spec.ura), len(spec.dora)
    if ura > dora:  # without riichi, ura are refused (``ura_without_riichi``) before any note
        return (HandNote("more_ura_than_dora", (("ura", ura), ("dora", dora))),)
    return ()


def wind_from_letter(letter: str) -> int:
    up = letter.strip().upper()
    if len(up) != 1 or up not in WIND_LETTERS:
        raise HandError("bad_wind", value=letter)
    return WIND_LETTERS.index(up)


def too_many_norths(seen: int, nuki: int) -> HandError | None:
    """The refusal of ``nuki`` Norths set aside beside the ``seen`` ones in the hand, melds and
    dora indicators when they make more than the 4 there are (RULES.md §1); None when they do
    not. With no North seen, the Norths set aside alone are too many: said without a count of
    none (``too_many_nuki``)."""
    if not nuki or seen + nuki <= 4:
        return None
    if seen:
        return HandError("too_many_norths", n=seen, nuki=nuki)
    return HandError("too_many_nuki", nuki=nuki)


def problems(spec: HandSpec) -> list[HandError]:
    """Every reason this hand cannot be a real win, in the order a player would fix them."""
    rules = spec.rules
    out: list[HandError] = []
    add = out.append
    # counters and winds
    if spec.honba < 0 or spec.sticks < 0 or spec.renchan < 0 or spec.honba_taken < 0:
        for name in ("honba", "sticks", "renchan"):
            value = getattr(spec, name)
            if value < 0:
                add(HandError("negative_count", name=name, value=value))
        if spec.honba >= 0 and spec.honba_taken < 0:  # the honba paid: said as the honba
            add(HandError("negative_count", name="honba", value=spec.honba_taken))
    seat, discarder = spec.seat, spec.discarder
    seats = rules.players
    for value in (seat, spec.round_wind):
        if not 0 <= value <= 3:
            add(HandError("bad_wind", value=value))
        elif value >= seats:  # three players: no North seat or round
            add(HandError("no_north_wind", wind=WIND_LETTERS[value], players=seats))
    if discarder is not None and (not 0 <= discarder < seats or discarder == seat):
        if not 0 <= discarder <= 3:
            add(HandError("bad_wind", value=discarder))
        elif discarder == seat:
            add(HandError("discarder_is_winner", wind=discarder))
        else:
            add(HandError("no_north_wind", wind=WIND_LETTERS[discarder], players=seats))
    if spec.liable is not None:
        _liable_problems(spec, add)
    if rules.removed_kinds or not rules.chi or spec.nuki:
        _table_problems(spec, add)
    # tile count
    concealed, melds = spec.concealed, spec.melds
    expected = 14 - 3 * len(melds)
    if len(melds) > 4 or len(concealed) != expected:
        need = max(expected, 2)
        add(HandError("tile_count", count=len(concealed), melds=len(melds), expected=need))
    # copies and red fives: the hand's counts are the spec's own (the winning tile is looked for
    # there), the melds' tiles and the indicators added to them
    win = spec.win_tile
    red_win = win.red and win not in concealed  # a red winning tile the hand does not hold
    if not spec.concealed_counts[win.kind]:
        add(HandError("win_tile_not_in_hand", tile=win.code))
    elif red_win and rules.red_allowed(suit_of(win.kind)):
        # its kind is there, but only as plain fives: the red one would be dropped unseen
        add(HandError("red_win_tile_not_in_hand", tile=win.code, plain=Tile(win.kind).code))
    counts = list(spec.concealed_counts)
    for kind in spec.tile_kinds[len(concealed) :]:  # the melds' tiles
        counts[kind] += 1
    red_kinds: list[int] = []  # the kind of each red five (few hands have one)
    if spec.red_fives:
        red_kinds = [t.kind for t in spec._all_tiles if t.red]
    if red_win and not rules.red_allowed(suit_of(win.kind)):
        red_kinds.append(win.kind)  # a red five these rules do not have, written as the winning tile
    for t in spec.dora + spec.ura:
        counts[t.kind] += 1
        if t.red:
            red_kinds.append(t.kind)
    norths = too_many_norths(counts[NORTH], spec.nuki)  # the Norths set aside are Norths too
    if norths is not None:
        add(norths)
    if max(counts) > 4:
        ura_kinds = {t.kind for t in spec.ura}  # an ura indicator counted too: said so
        for kind, count in enumerate(counts):
            if count > 4:
                code = "too_many_copies_with_ura" if kind in ura_kinds else "too_many_copies"
                add(HandError(code, tile=kind_name(kind), count=count, extra=count - 4))
    # a five is checked only when red or four times there (most hands: neither)
    if red_kinds or counts[4] > 3 or counts[13] > 3 or counts[22] > 3:
        kans = {m.tiles[0].kind for m in spec.melds if m.is_kan}
        _red_five_problems(rules, counts, red_kinds, add, kans)
    # indicators: any kan at the table turns one, so the hand's own kans bound nothing
    if len(spec.dora) > MAX_DORA_INDICATORS:
        add(HandError("too_many_dora", count=len(spec.dora), allowed=MAX_DORA_INDICATORS))
    # ura: five at most, whatever the dora indicators entered (more than those is only a note)
    if spec.in_riichi and len(spec.ura) > MAX_URA_INDICATORS:  # no riichi: any ura is wrong
        add(HandError("too_many_ura", count=len(spec.ura), allowed=MAX_URA_INDICATORS))
    # situation: tsumo and riichi (in a closed hand) are wrong with nothing else, so a hand
    # with no other flag set and no ura skips the checks below (most hands: 3 tests, not 30)
    if (
        spec.double_riichi
        or spec.ippatsu
        or spec.ura
        or spec.rinshan
        or spec.chankan
        or spec.haitei
        or spec.houtei
        or spec.tenhou
        or spec.chiihou
        or spec.renhou
        or (spec.riichi and not spec.closed)
    ):
        _situation_problems(spec, counts, add)
    return out


def liable_for(winner: int | None, liable: int | None) -> int | None:
    """``liable`` as the seat (or player) liable for a pao yakuman of ``winner``'s hand, or None:
    the winner is never liable for their own hand (RULES.md §6). The one place this is decided:
    a hand that names its winner is refused (``pao_winner``), the game's line too
    (``pao_self``), and the desk, the game's bridge and their choices drop such a seat."""
    return None if liable == winner else liable


def _liable_problems(spec: HandSpec, add: Callable[[HandError], None]) -> None:
    """The liable seat (pao, RULES.md §6): a seat of the table other than the winner's, under
    rules with pao, and on a ron the discarder known (the split depends on who dealt in). That
    the hand holds a pao yakuman is for the scoring to say (``pao_without_yakuman``)."""
    liable, seats = spec.liable, spec.rules.players
    assert liable is not None
    if not 0 <= liable <= 3:
        add(HandError("bad_wind", value=liable))
    elif liable >= seats:
        add(HandError("no_north_wind", wind=WIND_LETTERS[liable], players=seats))
    elif liable_for(spec.seat, liable) is None:
        add(HandError("pao_winner", wind=WIND_LETTERS[liable]))
    if not spec.rules.pao:
        add(HandError("pao_not_in_rules"))
    elif not spec.tsumo and spec.discarder is None:
        add(HandError("pao_ron_without_discarder"))


def _table_problems(spec: HandSpec, add: Callable[[HandError], None]) -> None:
    """What the rules' table lacks (RULES.md §9): tiles of the removed kinds (2m..8m with three
    players) in the hand, the melds or the indicators, chi, and nuki where Norths are not set
    aside. Each named once, in the order written."""
    rules = spec.rules
    removed = rules.removed_kinds
    if removed:
        named: set[int] = set()
        for t in spec._all_tiles + spec.dora + spec.ura:
            if t.kind in removed and t.kind not in named:
                named.add(t.kind)
                add(HandError("tile_not_in_set", tile=t.code, players=rules.players))
    if not rules.chi:
        for meld in spec.melds:
            if meld.kind == "chi":
                add(HandError("chi_not_in_rules", tiles=format_tiles(meld.tiles), players=rules.players))
    if spec.nuki < 0:
        add(HandError("negative_count", name="nuki", value=spec.nuki))
    elif spec.nuki and not rules.nuki:
        add(HandError("nuki_not_in_rules", count=spec.nuki))


#: Each five's kind, suit and suit letter (read by the red-five checks).
_FIVE_SUITS = tuple((five, suit_of(five), SUITS[suit_of(five)]) for five in FIVES)


def _red_five_problems(
    rules: Rules,
    counts: list[int],
    red_kinds: list[int],
    add: Callable[[HandError], None],
    kans: Container[int] = (),
) -> None:
    """The red fives against the rules' count per suit (a five red, or four times there;
    ``kans``: the kinds of the hand's kans, a kan of fives holding every five)."""
    for five, suit, letter in _FIVE_SUITS:
        reds = red_kinds.count(five)
        if not reds and counts[five] < 4:
            continue
        if five in rules.removed_kinds:  # three players: no 5m at all, said (tile_not_in_set)
            continue
        allowed = rules.red_allowed(suit)
        if reds and allowed == 0:
            add(HandError("red_five_not_in_rules", tile=f"0{letter}"))
        elif reds > allowed:
            code = "red_five_twice" if allowed == 1 else "red_five_too_many"
            add(HandError(code, suit=letter, tile=f"0{letter}", count=reds, allowed=allowed, n=reds))
        elif counts[five] == 4 and reds < allowed:
            # n: the red fives the rules have of this suit (two of pin with aka=4), written: those
            # written red (some, with two in the rules: red_five_too_few)
            if reds:
                add(HandError("red_five_too_few", suit=letter, tile=f"0{letter}", n=allowed, written=reds))
            elif five in kans:  # a kan given by one plain five (--ankan 5p), or written 5555p
                kan = format_tiles([Tile(five, True)] * allowed + [Tile(five)] * (4 - allowed))
                add(HandError("red_five_missing_kan", suit=letter, tile=f"0{letter}", n=allowed, kan=kan))
            else:
                add(HandError("red_five_missing", suit=letter, tile=f"0{letter}", n=allowed))


def _situation_problems(spec: HandSpec, counts: list[int], add: Callable[[HandError], None]) -> None:
    """The situation flags that cannot go together (``counts``: every tile's kind counted)."""
    calls = bool(spec.melds)
    open_hand = not spec.closed
    if spec.riichi and spec.double_riichi:
        add(HandError("riichi_and_double_riichi"))
    if open_hand and spec.riichi:
        add(HandError("riichi_open"))
    if open_hand and spec.double_riichi:
        add(HandError("double_riichi_open"))
    if spec.ippatsu and open_hand:
        add(HandError("ippatsu_open"))
    elif spec.ippatsu and not spec.in_riichi:
        add(HandError("ippatsu_without_riichi"))
    if spec.ura and not spec.in_riichi:
        add(HandError("ura_without_riichi"))
    ron = not spec.tsumo
    if spec.haitei and ron:
        add(HandError("haitei_on_ron"))
    if spec.rinshan and ron:
        add(HandError("rinshan_on_ron"))
    if spec.houtei and spec.tsumo:
        add(HandError("houtei_on_tsumo"))
    if spec.chankan and spec.tsumo:
        add(HandError("chankan_on_tsumo"))
    if spec.rinshan and spec.kans == 0 and not spec.nuki:  # a nuki draws a replacement too
        # three players: a North set aside is the other way to a replacement tile
        add(HandError("rinshan_without_kan_or_nuki" if spec.rules.players == 3 else "rinshan_without_kan"))
    if spec.rinshan and spec.ippatsu and spec.kans == 0 and spec.nuki:
        # no kan: the replacement tile came after the winner's own North set aside on this
        # turn, after the riichi, and a nuki ends ippatsu as a call does (RULES.md §9)
        add(HandError("ippatsu_on_nuki_rinshan"))
    elif spec.rinshan and spec.ippatsu and spec.kans:
        # the replacement tile follows the winner's own kan, declared after the riichi: a kan,
        # closed too, ends ippatsu as any call does (rinshan and ippatsu never combine)
        add(HandError("ippatsu_on_rinshan"))
    if spec.haitei and spec.rinshan:
        add(HandError("haitei_with_rinshan"))
    if spec.houtei and spec.chankan:
        add(HandError("houtei_with_chankan"))
    if spec.chankan and spec.rules.nuki and spec.win_tile.kind == NORTH:
        # three players (RULES.md §9): a ron on a North being set aside is a plain ron, never
        # chankan. The one chankan on a North robs the North added to a pon of North: all four
        # are then out, so it stands only when no other North is seen (the hand, its melds, an
        # indicator or the winner's own nuki): a kokushi waiting on North alone. Any other
        # North, and the robbed one was no kan's: said once, whichever way it was seen.
        if counts[NORTH] + spec.nuki > 1:
            add(HandError("chankan_on_nuki"))
    elif spec.chankan and counts[spec.win_tile.kind] > 1:
        # the other copy in the hand or a meld, or else an indicator: each said as it is
        kind = spec.win_tile.kind
        shown = sum(1 for t in spec.dora + spec.ura if t.kind == kind)
        code = "chankan_own_tile" if counts[kind] - shown > 1 else "chankan_indicator_tile"
        add(HandError(code, tile=spec.win_tile.code))
    if spec.tenhou:
        if not spec.dealer:
            add(HandError("tenhou_not_dealer"))
        if calls:
            add(HandError("tenhou_with_call"))
        if ron:
            add(HandError("tenhou_on_ron"))
    if spec.chiihou:
        if spec.dealer:
            add(HandError("chiihou_dealer"))
        if calls:
            add(HandError("chiihou_with_call"))
        if ron:
            # its advice: renhou where a non-dealer's rules have it, else back to a tsumo
            renhou_fits = spec.rules.renhou != "off" and not spec.dealer
            add(HandError("chiihou_on_ron" if renhou_fits else "chiihou_on_ron_no_renhou"))
    if spec.renhou:
        if spec.rules.renhou == "off":
            add(HandError("renhou_disabled"))
        if spec.dealer:
            add(HandError("renhou_dealer"))
        if spec.tsumo:
            # its advice: a first-draw tsumo is the dealer's tenhou, a non-dealer's chiihou; back
            # to a ron only where the rules have renhou
            if spec.dealer:
                add(HandError("renhou_on_tsumo_dealer"))
            else:
                add(
                    HandError(
                        "renhou_on_tsumo" if spec.rules.renhou != "off" else "renhou_on_tsumo_no_renhou"
                    )
                )
        if calls:
            add(HandError("renhou_with_call"))
    if spec.tenhou or spec.chiihou or spec.renhou:
        first_turn = [n for n in ("tenhou", "chiihou", "renhou") if getattr(spec, n)]
        if spec.nuki:  # a North set aside breaks the first go-round as a call does (RULES.md §9)
            add(HandError("first_turn_with_nuki", flag=first_turn[0]))
        if spec.in_riichi:
            add(HandError("tenhou_with_riichi", flag=first_turn[0]))
        if len(first_turn) > 1:
            add(HandError("situation_conflict", a=first_turn[0], b=first_turn[1]))
        for flag in ("haitei", "houtei", "rinshan", "chankan", "ippatsu"):
            if getattr(spec, flag):
                add(HandError("situation_conflict", a=first_turn[0], b=flag))


def validate(spec: HandSpec) -> None:
    """Raise the first problem of :func:`problems`, if any."""
    found = problems(spec)
    if found:
        raise found[0]

"""From an :class:`EditState` to a :class:`WindowView`: calls the core, words its answer.

All the judgement lives in the core (validation, readings, yaku, fu, limits, payments, waits);
this module only picks what to show and phrases it in the current language.
"""

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from mjgui.controller.scoring.phrases import MELD_NAMES, PHRASES
from mjgui.controller.scoring.quick import QuickValue, quick_win
from mjgui.controller.scoring.state import (
    FLAGS,
    MAX_NUKI,
    MELD_MODES,
    MODES,
    NORTH,
    RULE_OPTIONS,
    EditState,
    indicator_limit,
    left_of,
    option_choices,
    red_swappable,
)
from mjgui.controller.scoring.values import (
    WinFigures,
    han_fu_text,
    limit_text,
    payment_core_text,
    renhou_paid,
    ron_said,
    short_value,
    tsumo_said,
)
from mjgui.controller.scoring.views import (
    NO_NUKI,
    FuRow,
    HeadlineView,
    IndicatorView,
    MeldView,
    MessageView,
    NotationView,
    NoteView,
    NukiView,
    OptionView,
    PaletteTileView,
    ReadingRow,
    SeatView,
    TableView,
    TileView,
    Tone,
    WaitRow,
    WaitsView,
    WindowView,
    YakuRow,
)
from mjgui.core.errors import HandError
from mjgui.core.i18n import msg, phrase, say, translate
from mjgui.core.numbers import number
from mjgui.core.scoring.hand import HandSpec, Meld, liable_for, problems, too_many_norths
from mjgui.core.scoring.points import (
    HAN_ALONE,
    LIMIT_BASE,
    YAKUMAN_BASE,
    Base,
    Payment,
    base_points,
    han_limits,
    impossible_han_fu,
    limit_han_range,
    payment,
)
from mjgui.core.scoring.rules import Rules, current_edition, moot_option
from mjgui.core.scoring.tiles import ALL_FACES, FIVES, Tile, format_tiles, kind_name, suit_of
from mjgui.core.text import (
    FU_WORD,
    YAKU,
    big_first,
    error_message,
    fu_text,
    limit_name,
    normalize_lang,
    or_list,
    small_first,
    wait_name,
    wind_name,
    wind_word,
    yaku_name,
    yakuman_name,
)

if TYPE_CHECKING:  # the scoring modules load on the first complete or 13-tile hand
    from mjgui.core.game.record import GameError
    from mjgui.core.scoring.fu import FuItem
    from mjgui.core.scoring.scoring import ReadingValue, ScoreResult
    from mjgui.core.scoring.waits import WaitsResult

FU_COLUMNS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
TABLE_HAN = tuple(range(1, HAN_ALONE))  # below it, the fu count: 1 to 4 han


def _han_range(limit: str, rules: Rules) -> str:
    """The han a limit row stands for under ``rules``, from the scoring package's limits: "6–7",
    "13+" (kazoe yakuman), "11+" (sanbaiman when the rules have no kazoe yakuman)."""
    low, high = limit_han_range(limit, rules)
    return f"{low}+" if high is None else str(low) if high == low else f"{low}–{high}"


#: The score table's limit rows, in order: the limits the han make, then a yakuman.
LIMIT_ROWS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman")


def _limit_row_label(limit: str, rules: Rules, lang: str) -> str:
    """A limit row's label: the limit and the han it covers under ``rules`` ("Haneman (6–7 han)",
    "Sanbaiman (11+ han)", "Yakuman (13+ han)"); a yakuman the han do not reach (no kazoe
    yakuman) says it is made by yaku alone."""
    hans = "kazoe_yakuman" if limit == "yakuman" else limit
    if hans in han_limits(rules):
        covers = phrase(PHRASES, "han_n", lang, han=_han_range(hans, rules))
    else:
        covers = phrase(PHRASES, "yaku_only", lang)
    return f"{limit_name(limit, lang)} ({covers})"


_SUITS = (msg("tile:suit_m", "man"), msg("tile:suit_p", "pin"), msg("tile:suit_s", "sou"))
_HONORS = (
    msg("tile:1z", "East wind"),
    msg("tile:2z", "South wind"),
    msg("tile:3z", "West wind"),
    msg("tile:4z", "North wind"),
    msg("tile:5z", "White dragon"),
    msg("tile:6z", "Green dragon"),
    msg("tile:7z", "Red dragon"),
)
_NUMBER = msg("tile:number", "{number} {suit}")
_RED = msg("tile:red", "red {number} {suit}")


# ---------------------------------------------------------------------------------------------
# tiles
# ---------------------------------------------------------------------------------------------


def tile_name(tile: Tile, lang: str) -> str:
    """``5 man``, ``red 5 pin``, ``East wind`` / ``5 ман``, ``красная 5 пин``, ``Восток``."""
    if tile.kind >= 27:
        return translate(_HONORS[tile.kind - 27], lang)
    suit = translate(_SUITS[suit_of(tile.kind)], lang)
    return say(_RED if tile.red else _NUMBER, lang, number=tile.kind % 9 + 1, suit=suit)


def tile_view(tile: Tile, lang: str, tooltip: str = "", win: bool = False) -> TileView:
    return TileView(tile.code, tile_name(tile, lang), tooltip, win)


# ---------------------------------------------------------------------------------------------
# palette and options
# ---------------------------------------------------------------------------------------------


def palette_views(state: EditState, mode: str, lang: str) -> tuple[PaletteTileView, ...]:
    plain, red = state.used()
    rules = state.rules
    out: list[PaletteTileView] = []
    for face in ALL_FACES:
        left = left_of(face, plain, red, rules)
        name = tile_name(face, lang)
        reason = _palette_reason(state, mode, face, plain, red, lang)
        # A full hand is said in the tooltip but does not grey the palette out (in Hand mode,
        # nor a meld it is too full for): greyed means "none left" or "not possible in this mode".
        full = reason in _full_refusals(state, mode, face, lang)
        if face.red and rules.red_allowed(suit_of(face.kind)) == 0:
            reason = error_message("red_five_not_in_rules", lang, tile=face.code)
            full = False
        soft = (
            mode == "hand"
            and left > 0
            and len(state.concealed) >= state.need
            and not (face.red and rules.red_allowed(suit_of(face.kind)) == 0)
        ) or full
        tip = phrase(PHRASES, "tile_left", lang, name=name, left=left)
        if face.kind in rules.removed_kinds:  # three players: no button for 2m..8m at all
            reason = error_message("tile_not_in_set", lang, tile=face.code, players=rules.players)
            out.append(PaletteTileView(face.code, name, 0, False, reason, reason, shown=False))
            continue
        if reason:
            tip += "\n" + reason
        elif mode == "kan" and (added := added_kan(state, face)) is not None:
            tip += "\n" + phrase(PHRASES, "kan_added", lang, tiles=format_tiles(state.melds[added[0]].tiles))
        elif mode in ("kan", "ankan") and meld_tiles(state, "kan", face) is None:
            held = sum(1 for t in state.concealed if t.kind == face.kind)  # kan_from_hand's
            tip += "\n" + phrase(PHRASES, "kan_from_hand", lang, n=held)
        elif mode in ("chi", "pon") and meld_tiles(state, mode, face) is None:
            found = meld_from_hand(state, mode, face)
            win = _shown_win(state)
            if (
                found is not None
                and _hand_gives_meld(state, mode, face)
                and len(found[1]) > len(state.concealed) - 3
            ):
                # a pinned winning tile kept beside the meld: its own copy from the palette
                key = "pon_beside_win" if mode == "pon" else "chi_beside_win"
                tip += "\n" + phrase(PHRASES, key, lang, tile="" if win is None else win.code)
            elif found is not None and _hand_gives_meld(state, mode, face):
                tip += "\n" + phrase(PHRASES, "pon_hand_full" if mode == "pon" else "chi_hand_full", lang)
            elif found is not None:
                taken = len(state.concealed) - len(found[1])
                if taken <= _owed(state):  # what the hand has beyond its room, not the palette's lack
                    key = "pon_room" if mode == "pon" else "chi_room"
                else:
                    key = "pon_from_hand" if mode == "pon" else "chi_from_hand"
                tip += "\n" + phrase(PHRASES, key, lang, n=taken)
        out.append(PaletteTileView(face.code, name, left, not reason or soft, tip, reason))
    return tuple(out)


def _full_refusals(state: EditState, mode: str, face: Tile, lang: str) -> tuple[str, ...]:
    """The refusal :func:`_palette_reason` words for a meld the hand is too full for
    (:func:`meld_full_short`), or nothing: the only meld refusal that leaves the tile
    clickable (not "four melds", not a red five the rules lack)."""
    if mode not in MELD_MODES:
        return ()
    kind = _meld_kind(mode)
    held = meld_full_short(state, kind, face)
    if held is None:
        return ()
    tiles = (
        format_tiles([face, Tile(face.kind + 1), Tile(face.kind + 2)], sort=False) if kind == "chi" else ""
    )
    return (_full_short_reason(state, kind, held, face, tiles, lang),)


def _palette_reason(
    state: EditState, mode: str, face: Tile, plain: list[int], red: list[int], lang: str
) -> str:
    """Why clicking this palette tile would do nothing in this mode ("" when it works)."""
    rules = state.rules
    if mode in ("hand", "dora", "ura", "discard"):
        if left_of(face, plain, red, rules) == 0:
            return _none_left(face, plain, red, rules, lang)
        if mode == "hand" and len(state.concealed) >= state.need:
            return phrase(PHRASES, "hand_full", lang, count=len(state.concealed), n=len(state.melds))
        return ""
    if mode == "kan" and added_kan(state, face) is not None:  # a pon made a kan: no meld more
        return ""
    added_win = (
        kan_takes_win(state, mode, face) if mode == "kan" and _pon_of(state, face) is not None else None
    )
    if added_win is not None:  # a pon's added kan: said four melds or not, as just above
        return _takes_win_reason(state, "kan", added_win, lang)
    if mode in MELD_MODES and len(state.melds) >= 4:
        return phrase(PHRASES, "four_melds", lang)
    if mode == "chi" and not rules.chi:
        return phrase(PHRASES, "chi_not_here", lang)
    if mode == "chi":
        if face.kind >= 27 or face.kind % 9 > 6:
            return phrase(PHRASES, "chi_start", lang)
        if meld_tiles(state, "chi", face) is None and meld_from_hand(state, "chi", face) is None:
            if (win := meld_takes_win(state, "chi", face)) is not None:
                return _takes_win_reason(state, "chi", win, lang)
            tiles = format_tiles([face, Tile(face.kind + 1), Tile(face.kind + 2)], sort=False)
            if (held := meld_full_short(state, "chi", face)) is not None:
                return _full_short_reason(state, "chi", held, face, tiles, lang)
            return phrase(PHRASES, "chi_short", lang, tiles=tiles)
        return ""
    if mode == "pon":
        if meld_tiles(state, "pon", face) is None and meld_from_hand(state, "pon", face) is None:
            if (win := meld_takes_win(state, "pon", face)) is not None:
                return _takes_win_reason(state, "pon", win, lang)
            if (held := meld_full_short(state, "pon", face)) is not None:
                return _full_short_reason(state, "pon", held, face, "", lang)
            return phrase(PHRASES, "pon_short", lang)
        return ""
    if mode in ("kan", "ankan"):
        if meld_tiles(state, "kan", face) is not None or kan_from_hand(state, face) is not None:
            return ""
        if (win := kan_takes_win(state, mode, face)) is not None:
            return _takes_win_reason(state, "kan", win, lang)
        if (held := meld_full_short(state, "kan", face)) is not None:
            return _full_short_reason(state, "kan", held, face, "", lang)
        if mode == "ankan" and _pon_of(state, face) is not None:
            return phrase(PHRASES, "ankan_on_pon", lang)
        return phrase(PHRASES, "kan_short", lang)
    return ""


def _meld_kind(mode: str) -> str:
    """The meld a palette mode makes, as :func:`meld_tiles` names it (a closed kan is a kan)."""
    return "kan" if mode == "ankan" else mode


#: a chi, a pon or a kan refused on a hand too full for it (:func:`meld_full_short`): (kind,
#: holds none of its tiles, the shown winning tile is one of them and not counted) -> the
#: message's key (a kan is refused for its winning tile first: :func:`kan_takes_win`)
_FULL_SHORT = {
    ("pon", True, False): "pon_full_none",
    ("pon", False, False): "pon_full_held",
    ("pon", True, True): "pon_full_none_win",
    ("pon", False, True): "pon_full_held_win",
    ("chi", True, False): "chi_full_none",
    ("chi", False, False): "chi_full_held",
    ("chi", True, True): "chi_full_none_win",
    ("chi", False, True): "chi_full_held_win",
    ("kan", True, False): "kan_full_none",
    ("kan", False, False): "kan_full_held",
}


def _full_short_reason(state: EditState, kind: str, held: int, face: Tile, tiles: str, lang: str) -> str:
    """Why a chi, a pon or a kan is refused on a hand too full for it that holds only ``held``
    of its tiles: which tile (by its kind, as the count takes it: :func:`_kind_label`; the
    chi's tiles), that the winning tile the desk shows is not counted when it is one of them
    (a called meld never holds it), and how many tiles to take out of the hand first."""
    win = _shown_win(state)
    wanted = _meld_wanted(state, kind, face) or []
    beside = kind != "kan" and win is not None and any(t.kind == win.kind for t in wanted)
    key = _FULL_SHORT[(kind, held == 0, beside)]
    why = phrase(
        PHRASES,
        key,
        lang,
        n=held,
        tile=_kind_label(state, face),
        tiles=tiles,
        win="" if win is None else win.code,
    )
    # the tiles still to take out: what the hand owes beyond the meld's tiles it holds
    return f"{why} {phrase(PHRASES, 'meld_full_remove', lang, n=max(1, _owed(state) - held))}"


def _kind_label(state: EditState, face: Tile) -> str:
    """A tile named by its kind, as the hand's count of it takes it: a five as "5m/0m" when the
    rules have red fives of its suit (the plain and the red one alike), else its code."""
    plain = Tile(face.kind)
    if face.kind in FIVES and state.rules.red_allowed(suit_of(face.kind)):
        return f"{plain.code}/{Tile(face.kind, True).code}"
    return plain.code


def _takes_win_reason(state: EditState, kind: str, win: Tile, lang: str) -> str:
    """Why a meld of ``kind`` ("chi", "pon", "kan") is refused that would take the winning tile
    ``win``: right-click the tile the hand won on. On a hand short of complete whose winning
    tile is pinned, a chi or a pon is refused only when no other copy is left (said so: else
    it takes one, :func:`meld_from_hand`), and a kan may also follow the winning tile taken
    out (the hand may not hold the one it won on yet: the kan takes that copy from the palette)."""
    pinned = _pinned_short(state)
    if kind == "chi":
        key = "chi_takes_pinned_win" if pinned else "chi_takes_win"
    elif kind == "pon":
        key = "pon_takes_pinned_win" if pinned else "pon_takes_win"
    else:
        key = "kan_takes_pinned_win" if pinned else "kan_takes_win"
    return phrase(PHRASES, key, lang, tile=win.code)


def _pon_of(state: EditState, face: Tile) -> int | None:
    """The index of the pon of ``face``'s kind among the melds, or None."""
    return next(
        (i for i, m in enumerate(state.melds) if m.kind == "pon" and m.tiles[0].kind == face.kind), None
    )


def added_kan(state: EditState, face: Tile) -> tuple[int, tuple[Tile, ...], tuple[Tile, ...]] | None:
    """An added kan (shouminkan): the pon of ``face``'s kind among the melds made a kan with its
    fourth tile, from what is left or else from the concealed hand. (the pon's index, the kan's
    tiles, the concealed hand after it), or None: no such pon, its fourth tile is elsewhere
    (an indicator, a discard), or it is the winning tile the desk shows (a kan never holds
    it: :func:`kan_takes_win`)."""
    return _added_kan(state, face, keep_win=True)


def _added_kan(
    state: EditState, face: Tile, *, keep_win: bool
) -> tuple[int, tuple[Tile, ...], tuple[Tile, ...]] | None:
    """:func:`added_kan`; with ``keep_win`` a fourth tile that is the shown winning tile is not
    taken from the hand."""
    index = _pon_of(state, face)
    if index is None:
        return None
    pon = state.melds[index]
    kind = face.kind
    faces = (Tile(kind, True), Tile(kind)) if kind in FIVES else (Tile(kind),)
    fourth = next((t for t in faces if state.left(t) > 0), None)
    concealed = state.concealed
    if fourth is None:
        held = [i for i, t in enumerate(concealed) if t.kind == kind]
        if not held:
            return None
        fourth = concealed[held[-1]]
        if keep_win and fourth.kind == _shown_win_kind(state):
            return None
        concealed = concealed[: held[-1]] + concealed[held[-1] + 1 :]
    return index, (*pon.tiles, fourth), concealed


def meld_from_hand(
    state: EditState, kind: str, face: Tile
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """A chi or a pon that takes from the concealed hand (its tiles entered before the meld was
    picked), as a kan does (:func:`kan_from_hand`). All three from the hand when it holds them
    and is too full to keep them beside one more meld (:func:`_hand_gives_meld`): no copy is
    then made up from the palette while the same tile stays in the hand. Else the tiles too
    few are left of, and as many more as the hand has beyond what fits beside one more meld
    (:func:`_owed`: a player with 13 tiles who holds a pair pons the third), from the hand (the
    same face, the last entered of it, then the other five: :func:`_hand_plan`), the others
    from what is left (as :func:`meld_tiles` takes them); None when the hand holds fewer than
    it owes (:func:`meld_full_short`: the meld would leave too many tiles). A
    called meld never holds the winning tile the desk shows (:func:`_shown_win`): another copy
    is taken, and the winning tile is put back last, where it stays the winning tile; on a
    hand short of complete whose winning tile is pinned (:func:`_pinned_short`), that copy
    comes from what is left, so that the count stays right. (The meld's tiles, the concealed
    hand without them), or None: all to be had without the hand, not all at all, or only with
    the winning tile (:func:`meld_takes_win`)."""
    return _meld_from_hand(state, kind, face, keep_win=True)


def meld_takes_win(state: EditState, kind: str, face: Tile) -> Tile | None:
    """The winning tile the desk shows when a chi or a pon picked by ``face`` could take its
    tiles from the hand only with it (its only copy there): the meld is refused, since a
    called meld never holds the winning tile; None otherwise."""
    win = _shown_win(state)
    if win is None or meld_from_hand(state, kind, face) is not None:
        return None
    return win if _meld_from_hand(state, kind, face, keep_win=False) is not None else None


def _shown_win(state: EditState) -> Tile | None:
    """The winning tile the desk shows (set apart at the end of the hand: a hand complete in
    count, or a pinned winning tile), or None."""
    tiles, index = state.display_hand()
    return tiles[index] if index >= 0 else None


def _pinned_short(state: EditState) -> bool:
    """The desk shows a winning tile on a hand short of complete: one pinned (right-clicked, or
    kept when a mis-clicked tile was taken out), beside which a tile is still to be entered
    (a meld's own copy of its face, :func:`meld_from_hand`; :func:`_takes_win_reason`)."""
    return _shown_win(state) is not None and len(state.concealed) < state.need


def _shown_win_kind(state: EditState) -> int | None:
    """The kind of :func:`_shown_win` (a red five and a plain one alike), or None."""
    win = _shown_win(state)
    return None if win is None else win.kind


def _meld_from_hand(
    state: EditState, kind: str, face: Tile, *, keep_win: bool
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """:func:`meld_from_hand`; with ``keep_win`` the shown winning tile is kept out of the meld."""
    wanted = _meld_wanted(state, kind, face)
    if wanted is None or kind not in ("chi", "pon"):
        return None
    win = _shown_win(state) if keep_win else None
    hand = _beside_win(state, win)
    kept = () if win is None else (win,)
    if _hand_gives_meld(state, kind, face):
        whole = _from_hand(tuple(hand), wanted)
        if whole is not None:
            return whole[0], (*whole[1], *kept)
        if not _pinned_short(state) or win is None:
            return None
        # a hand short of complete whose winning tile is pinned (a mis-click taken out of it):
        # the meld's copy of the winning tile's face is the one not entered yet, from what is
        # left; the others from the hand, so that the count stays right
        take = _taker(state)
        meld: list[Tile] = []
        for want in wanted:
            found = _find(hand, want)
            tile = hand.pop(found) if found is not None else take(want)
            if tile is None:
                return None
            meld.append(tile)
        return tuple(meld), (*hand, *kept)
    plan = _hand_plan(state, hand, wanted)
    if plan is None or not plan[0] or len(plan[0]) < plan[1]:
        return None
    take = _taker(state)
    got: list[Tile] = []
    for i, want in enumerate(wanted):
        if i in plan[0]:
            found = _find(hand, want)
            tile = None if found is None else hand.pop(found)
        else:
            tile = take(want)
        if tile is None:
            return None
        got.append(tile)
    return tuple(got), (*hand, *kept)


def _beside_win(state: EditState, win: Tile | None) -> list[Tile]:
    """The concealed hand with one copy of the winning tile ``win`` set aside (the last entered
    of it), when there is one."""
    hand = list(state.concealed)
    if win is not None:
        del hand[max(i for i, t in enumerate(hand) if t == win)]
    return hand


def meld_full_short(state: EditState, kind: str, face: Tile) -> int | None:
    """A chi, a pon or a kan picked by ``face`` refused because the hand is too full for it:
    it would have to give more tiles (:func:`_owed`) than it holds of the meld's (its winning
    tile kept out), and the meld from the palette would leave too many tiles. How many of them
    it holds (0 to 2), or None when that is not why (the meld is made, or a tile is neither
    left nor in the hand; a kan that would take the winning tile: :func:`kan_takes_win`)."""
    if kind == "kan":
        return _kan_full_short(state, face)
    wanted = _meld_wanted(state, kind, face)
    if wanted is None or kind not in ("chi", "pon") or _hand_gives_meld(state, kind, face):
        return None
    plan = _hand_plan(state, _beside_win(state, _shown_win(state)), wanted)
    if plan is None or len(plan[0]) >= plan[1]:
        return None
    return len(plan[0])


def _kan_full_short(state: EditState, face: Tile) -> int | None:
    """:func:`meld_full_short` for a kan (open or closed): the copies of its kind in the hand,
    when fewer than it owes (:func:`_owed`) and the four are all to be had (those in the hand
    and those left); None otherwise, and when the winning tile the desk shows is of its kind
    (refused for that first: :func:`kan_takes_win`)."""
    if face.kind == _shown_win_kind(state):
        return None
    held = sum(1 for t in state.concealed if t.kind == face.kind)
    if held >= _owed(state):
        return None
    if held:
        return held if _kan_from_hand(state, face) is not None else None
    wanted = _meld_wanted(state, "kan", face)
    return 0 if wanted is not None and _from_palette(state, wanted) is not None else None


def _owed(state: EditState) -> int:
    """How many tiles a meld picked now takes from the concealed hand, however many are left on
    the palette: those the hand has beyond what fits beside one more meld (a player with 13
    tiles who holds a pair pons the third: two from the hand; a kan the same, its fourth tile
    then the replacement tile still to come), 0 to 3."""
    return max(0, min(3, len(state.concealed) + 3 - state.need))


def _hand_plan(state: EditState, hand: Sequence[Tile], wanted: Sequence[Tile]) -> tuple[set[int], int] | None:
    """Which of a chi's or a pon's ``wanted`` tiles come from ``hand`` (the concealed hand, the
    shown winning tile set aside), as positions in ``wanted``, and how many should
    (:func:`_owed`): those the palette has too few of, then more of those the hand holds, the
    picked tile's own last, until the hand gives what it owes. Fewer than owed when the hand
    does not hold them; None when a tile is neither left nor in the hand."""
    take = _taker(state)
    short = [i for i, want in enumerate(wanted) if take(want) is None]
    rest = list(hand)
    chosen: set[int] = set()
    for i in short:
        found = _find(rest, wanted[i])
        if found is None:
            return None
        rest.pop(found)
        chosen.add(i)
    owed = _owed(state)
    for i in reversed(range(len(wanted))):
        if len(chosen) >= owed:
            break
        if i in chosen:
            continue
        found = _find(rest, wanted[i])
        if found is not None:
            rest.pop(found)
            chosen.add(i)
    return chosen, owed


def _find(hand: Sequence[Tile], want: Tile) -> int | None:
    """Where ``want`` is in ``hand``: the same face, the last entered of it, then the other
    five; None when it is not there."""
    faces = (want, Tile(want.kind, not want.red)) if want.kind in FIVES else (want,)
    return next((i for f in faces for i in reversed(range(len(hand))) if hand[i] == f), None)


def _from_hand(
    concealed: tuple[Tile, ...], wanted: Sequence[Tile]
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """Every tile of a meld taken from the concealed hand: (the meld's tiles, the hand without
    them), or None when the hand does not hold them all."""
    hand = list(concealed)
    got: list[Tile] = []
    for want in wanted:
        found = _find(hand, want)
        if found is None:
            return None
        got.append(hand.pop(found))
    return tuple(got), tuple(hand)


def _hand_gives_meld(state: EditState, kind: str, face: Tile) -> bool:
    """A chi or a pon picked by ``face`` takes all its tiles from the concealed hand, whatever
    the palette has: the hand holds them and has more tiles than a complete hand has beside
    one more meld (a hand typed whole, then its pon marked)."""
    wanted = _meld_wanted(state, kind, face)
    return (
        kind in ("chi", "pon")
        and wanted is not None
        and len(state.concealed) > state.need - 3
        and _from_hand(state.concealed, wanted) is not None
    )


def kan_from_hand(state: EditState, face: Tile) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """A kan of ``face``'s kind made with its copies already in the concealed hand (entered
    before the kan was picked) and those still left: (the kan's tiles, the concealed hand
    without them). None when no copy is in the hand, or when one is elsewhere (a meld, an
    indicator, a discard): then the four are not all to be had; None too when the winning
    tile the desk shows is of this kind (:func:`kan_takes_win`), and when the hand is too full
    for the kan and holds fewer copies than it owes (:func:`_owed`, :func:`meld_full_short`:
    the kan would leave too many tiles)."""
    if face.kind == _shown_win_kind(state):
        return None
    found = _kan_from_hand(state, face)
    if found is None or len(state.concealed) - len(found[1]) < _owed(state):
        return None
    return found


def kan_takes_win(state: EditState, mode: str, face: Tile) -> Tile | None:
    """The winning tile the desk shows when a kan picked by ``face`` in ``mode`` ("kan" or
    "ankan") could be made only with it: a kan takes every copy of its kind from the hand (in
    Kan mode, a pon's fourth tile too), and none may be the winning tile, since a kan's four
    tiles are all declared or called before the win (the tile won on after it is the
    replacement tile, rinshan, or another player's added tile, chankan). The kan is refused;
    None otherwise."""
    win = _shown_win(state)
    if win is None or win.kind != face.kind:
        return None
    if _kan_from_hand(state, face) is not None:
        return win
    if mode == "kan" and _added_kan(state, face, keep_win=False) is not None:
        return win
    return None


def _kan_from_hand(state: EditState, face: Tile) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """:func:`kan_from_hand`, the winning tile taken as any other."""
    kind = face.kind
    held = tuple(t for t in state.concealed if t.kind == kind)
    if not held:
        return None
    plain, red = state.used()
    rules = state.rules
    faces = (Tile(kind, True), Tile(kind)) if kind in FIVES else (Tile(kind),)
    rest = [t for t in faces for _ in range(left_of(t, plain, red, rules))]
    if len(held) + len(rest) != 4:
        return None
    return (*held, *rest), tuple(t for t in state.concealed if t.kind != kind)


def _none_left(face: Tile, plain: list[int], red: list[int], rules: Rules, lang: str) -> str:
    """Why no copy of ``face`` is left: all four used, or, for a five, only the other face (the
    red ones after the plain ones, or the plain ones after the rules' red ones)."""
    reds = rules.red_allowed(suit_of(face.kind)) if face.kind in FIVES else 0
    if reds:
        other = Tile(face.kind, not face.red)
        others = left_of(other, plain, red, rules)
        if others and face.red:
            return phrase(PHRASES, "reds_used", lang, n=reds, tile=other.code)
        if others:
            return phrase(PHRASES, "reds_left", lang, n=others, tile=other.code)
    return phrase(PHRASES, "none_left", lang)


def _taker(state: EditState) -> Callable[[Tile], Tile | None]:
    """Takes tiles from what is left of ``state``, one at a time (each taken counts): the face
    asked for, or for a plain five gone its red one; None when neither is left."""
    plain, red = state.used()
    rules = state.rules
    plain = list(plain)
    red = list(red)

    def take(t: Tile) -> Tile | None:
        if left_of(t, plain, red, rules) > 0:
            (red if t.red else plain)[t.kind] += 1
            return t
        if t.kind in FIVES and not t.red and left_of(Tile(t.kind, True), plain, red, rules) > 0:
            red[t.kind] += 1
            return Tile(t.kind, True)
        return None

    return take


def _meld_wanted(state: EditState, kind: str, face: Tile) -> list[Tile] | None:
    """The tiles a meld of ``kind`` picked by ``face`` asks for (None: no such chi here)."""
    rules = state.rules
    if kind == "chi":
        if face.kind >= 27 or face.kind % 9 > 6 or not rules.chi:
            return None
        return [face, Tile(face.kind + 1), Tile(face.kind + 2)]
    if kind == "pon":
        return [face, Tile(face.kind), Tile(face.kind)]
    if face.kind in FIVES:
        reds = rules.red_allowed(suit_of(face.kind))
        return [Tile(face.kind, True)] * reds + [Tile(face.kind)] * (4 - reds)
    return [Tile(face.kind)] * 4


def meld_tiles(state: EditState, kind: str, face: Tile) -> tuple[Tile, ...] | None:
    """The tiles a meld of ``kind`` picked by ``face`` takes from what is left, or None.

    A chi starts at the picked tile and uses a red five only when the plain ones are gone; a
    pon uses the picked face and plain copies; a kan takes all four copies, red fives included.
    None too for a meld on a hand too full to keep all its tiles beside one more meld
    (:func:`meld_from_hand`, :func:`kan_from_hand` then take some or all of them from the hand,
    or the meld is refused: :func:`meld_full_short`).
    """
    wanted = _meld_wanted(state, kind, face)
    if wanted is None or _hand_gives_meld(state, kind, face):
        return None
    if _owed(state):  # the hand too full for the meld: some from it
        return None
    return _from_palette(state, wanted)


def _from_palette(state: EditState, wanted: Sequence[Tile]) -> tuple[Tile, ...] | None:
    """Every tile of a meld taken from what is left (:func:`_taker`), or None."""
    take = _taker(state)
    got: list[Tile] = []
    for t in wanted:
        taken = take(t)
        if taken is None:
            return None
        got.append(taken)
    return tuple(got)


def _codes(spec: HandSpec) -> set[str]:
    return {p.code for p in problems(spec)}


def option_views(state: EditState, lang: str, pao: tuple[str, ...] = ()) -> dict[str, OptionView]:
    """Each situation flag: checked, and disabled (with the core's reason) when setting it
    would make a problem the hand does not have now. A set flag always stays enabled, so it
    can be cleared; its problem is then shown inline. The liable seat (``liable``) is offered
    for a win that holds a pao yakuman (``pao``: their ids), and stays open while one is set."""
    spec = state.spec()
    base = _codes(spec)
    s = state.situation
    out: dict[str, OptionView] = {}
    exclusive = {"riichi": "double_riichi", "double_riichi": "riichi"}
    pin = state.game
    for flag in FLAGS:
        checked = bool(getattr(s, flag))
        if flag == "riichi" and checked and pin is not None and pin.riichi_seat == s.seat:
            # the game counts the riichi it knows: it stays ticked (double riichi may replace it)
            out[flag] = OptionView(True, False, phrase(PHRASES, "riichi_game", lang))
            continue
        if checked or flag == "tsumo":
            out[flag] = OptionView(checked, True)
            continue
        changes: dict[str, object] = {flag: True}
        if flag in exclusive:
            changes[exclusive[flag]] = False
        hypothetical = problems(spec.with_changes(**changes))
        new = [p for p in hypothetical if p.code not in base]
        reason = new[0].message(lang) if new else ""
        out[flag] = OptionView(False, not new, reason)
    ron = not s.tsumo
    out["discarder"] = OptionView(
        s.discarder is not None, ron, "" if ron else phrase(PHRASES, "discarder_tsumo", lang)
    )
    out["liable"] = liable_view(state, lang, pao)
    return out


def _yakuman_names(ids: Iterable[str], lang: str) -> str:
    """Yakuman named inside a sentence: "daisangen or daisuushii" / «дайсанген или дайсуши»."""
    return or_list([small_first(yaku_name(i, lang)) for i in sorted(ids)], lang)


#: the liable seat's tip by the rules' (pao_whole, pao_liable_honba): who pays what (RULES.md §6)
_LIABLE_HELP = {
    (False, False): "liable_help",
    (False, True): "liable_help_honba",
    (True, False): "liable_help_whole",
    (True, True): "liable_help_whole_honba",
}


def liable_view(state: EditState, lang: str, pao: tuple[str, ...]) -> OptionView:
    """The liable seat's choice (pao, RULES.md §6): open for a win holding a pao yakuman (its
    tooltip says who pays what), or while a seat is chosen (to clear it); otherwise closed, and
    why: the rules have no pao, or the hand holds none of their pao yakuman."""
    liable = state.situation.liable
    rules = state.rules
    if pao:
        return OptionView(
            liable is not None,
            True,
            phrase(
                PHRASES,
                _LIABLE_HELP[rules.pao_whole, rules.pao_liable_honba],
                lang,
                yakuman=_yakuman_names(pao, lang),
            ),
        )
    if not rules.pao:
        reason = error_message("pao_not_in_rules", lang)
    else:
        reason = phrase(PHRASES, "liable_needs_yakuman", lang, yakuman=_yakuman_names(rules.pao, lang))
    return OptionView(liable is not None, liable is not None, reason)


def mode_views(state: EditState, mode: str, lang: str) -> dict[str, OptionView]:
    out: dict[str, OptionView] = {}
    in_riichi = state.situation.riichi or state.situation.double_riichi
    for name in MODES:
        reason = ""
        if name in MELD_MODES and len(state.melds) >= 4 and not (name == "kan" and _has_pon(state)):
            reason = phrase(PHRASES, "four_melds", lang)
        elif name == "dora" and len(state.dora) >= indicator_limit(state, "dora"):
            reason = phrase(PHRASES, "dora_max", lang, allowed=indicator_limit(state, "dora"))
        elif name == "ura" and not in_riichi:
            reason = error_message("ura_without_riichi", lang)
        elif name == "ura" and len(state.ura) >= indicator_limit(state, "ura"):
            reason = phrase(PHRASES, "ura_max", lang, allowed=indicator_limit(state, "ura"))
        if name == "chi" and not state.rules.chi:  # three players: no chi button at all
            reason = phrase(PHRASES, "chi_not_here", lang)
            out[name] = OptionView(False, False, reason, shown=False)
            continue
        out[name] = OptionView(name == mode, not reason or name == mode, reason)
    return out


def _has_pon(state: EditState) -> bool:
    """A pon among the melds: Kan mode can make it an added kan, four melds or not."""
    return any(m.kind == "pon" for m in state.melds)


def nuki_view(state: EditState, lang: str) -> NukiView:
    """The Norths set aside: shown under rules with nuki, or while a count is left over from
    them (so it can be put back to 0); its top is the Norths still unseen, and the tooltip says,
    at that top, why no more can be set aside (all four set aside, or where the others are)."""
    rules = state.rules
    count = state.nuki
    if not rules.nuki and not count:
        return NO_NUKI
    left = state.left(Tile(NORTH))
    most = min(MAX_NUKI, count + left) if rules.nuki else count
    tip = phrase(PHRASES, "nuki_help", lang)
    if not rules.nuki:
        tip += "\n" + error_message("nuki_not_in_rules", lang, count=count)
    elif count >= MAX_NUKI:
        tip += "\n" + phrase(PHRASES, "nuki_no_more", lang)
    elif most <= count:  # the other Norths are in the hand, melds or indicators: said so
        north = sum(1 for t in state.all_tiles() if t.kind == NORTH)
        refusal = too_many_norths(north, count)
        if refusal is not None:  # more than there are (words loaded so): the core's refusal, true
            tip += "\n" + refusal.message(lang)
        elif count:
            tip += "\n" + phrase(PHRASES, "nuki_rest_in_hand", lang, n=count, count=north)
        else:
            tip += "\n" + phrase(PHRASES, "nuki_all_in_hand", lang)
    return NukiView(True, count, most, tip, phrase(PHRASES, "nuki_shown", lang, n=count))


# ---------------------------------------------------------------------------------------------
# the hand as drawn
# ---------------------------------------------------------------------------------------------


def meld_view(meld: Meld, lang: str) -> MeldView:
    tiles = tuple(tile_view(t, lang) for t in meld.tiles)
    sideways, down = (-1, (0, 3)) if meld.kind == "ankan" else (0, ())
    kind = phrase(MELD_NAMES, meld.kind, lang)
    label = phrase(PHRASES, "meld_label", lang, kind=kind, tiles=format_tiles(meld.tiles))
    spoken = phrase(PHRASES, "meld_spoken", lang, kind=kind, tiles=", ".join(t.name for t in tiles))
    return MeldView(meld.kind, tiles, sideways, down, label, red_swappable(meld), spoken)


def indicator_view(tile: Tile, lang: str, rules: Rules) -> IndicatorView:
    dora = Tile(rules.dora_of[tile.kind])  # three players: 1m indicates 9m, 9m indicates 1m
    tip = phrase(PHRASES, "indicator_label", lang, tile=tile_name(tile, lang), dora=tile_name(dora, lang))
    return IndicatorView(tile_view(tile, lang, tip), tile_view(dora, lang, tip))


# ---------------------------------------------------------------------------------------------
# results
# ---------------------------------------------------------------------------------------------


class _Results(NamedTuple):
    """The result panels' part of the window view (a named tuple, like the views)."""

    headline: HeadlineView
    messages: tuple[MessageView, ...] = ()
    yaku: tuple[YakuRow, ...] = ()
    yaku_note: str = ""
    fu: tuple[FuRow, ...] = ()
    fu_total: str = ""
    arithmetic: tuple[str, ...] = ()
    payments: tuple[SeatView, ...] = ()
    readings: Sequence[ReadingRow] = ()
    waits: WaitsView | None = None
    value: WinFigures | None = None
    near_misses: tuple[NoteView, ...] = ()
    other_readings: tuple[NoteView, ...] = ()
    suggestions: tuple[NoteView, ...] = ()
    before_tenpai_title: str = ""
    before_tenpai: tuple[NoteView, ...] = ()
    #: the pao yakuman of the chosen reading (their ids): what a liable seat can answer for
    pao: tuple[str, ...] = ()


def _num(value: int) -> str:
    return number(value, "en")  # the same digits, grouping and minus sign in both languages


def _signed(value: int) -> str:
    return number(value, "en", sign=True)


def _with_counters(main: str, limit: str, pay: Payment, lang: str) -> str:
    """A headline's points after its limit ("Mangan — 8000"), then the honba and the sticks."""
    text = phrase(PHRASES, "limit_dash", lang, limit=limit, points=main) if limit else main
    if pay.honba_points:
        text += " " + phrase(PHRASES, "plus_honba", lang, points=number(pay.honba_points, lang))
    if pay.sticks_points:
        text += " " + phrase(PHRASES, "plus_sticks", lang, points=number(pay.sticks_points, lang))
    return text


def headline_text(value: WinFigures, lang: str) -> str:
    pay = value.payment
    assert pay is not None
    return _with_counters(payment_core_text(pay, lang), limit_text(value, lang), pay, lang)


def win_headline(spec: HandSpec, value: "ReadingValue", lang: str) -> str:
    """The headline of a scored win: :func:`headline_text`, or under pao who pays it (RULES.md
    §6): "Yakuman — 32 000 from West (pao)" when the liable player pays it all, else "Yakuman —
    32 000, 16 000 of it from West (pao)"; honba and sticks after, as ever. The amounts are
    the one settlement's (:func:`~mjgui.core.scoring.settle.pao_settlement`)."""
    from mjgui.core.scoring.settle import pao_settlement

    pay = value.payment
    assert pay is not None
    liable = spec.liable
    if liable is None:
        return headline_text(value, lang)
    # the hand's own points: no honba or sticks paid
    bare = pao_settlement(spec.with_changes(honba=0, paid_honba=None, sticks=0), value)
    if bare is None:
        return headline_text(value, lang)
    points = sum(-d for d in bare if d < 0)
    part = -bare[liable]
    wind = wind_word(liable, lang)  # inside a sentence: «платит запад (пао)»
    if part == points:
        main = phrase(PHRASES, "pao_all", lang, points=number(points, lang), wind=wind)
    else:
        main = phrase(
            PHRASES, "pao_part", lang, points=number(points, lang), part=number(part, lang), wind=wind
        )
    return _with_counters(main, limit_text(value, lang), pay, lang)


def role_text(spec: HandSpec, lang: str) -> str:
    return phrase(PHRASES, _ROLE_KEYS[spec.dealer, spec.tsumo], lang)


#: the winner's role by (dealer, tsumo), keys written whole
_ROLE_KEYS = {
    (True, True): "dealer_tsumo",
    (True, False): "dealer_ron",
    (False, True): "non_dealer_tsumo",
    (False, False): "non_dealer_ron",
}


def yaku_rows(value: "ReadingValue", lang: str) -> tuple[YakuRow, ...]:
    rows: list[YakuRow] = []
    ru = normalize_lang(lang) == "ru"
    for hit in value.yaku:
        info = YAKU.get(hit.id)
        romaji = info.romaji if info else hit.id
        kanji = info.kanji if info else ""
        if info is None:
            translated = title = hit.id
            subtitle = ""
        elif ru:
            meaning = translate(info.meaning, lang)
            name = translate(info.name, lang)
            # "Якухай: ветер раунда", not "Якухай: ветер раунда — ветер раунда"
            shown = meaning and meaning.lower() not in name.lower()
            # only the first letter made small: a North inside keeps its capital as a tile's name
            # («после отложенного Севера», not the seat «севера»)
            inner = small_first(meaning)
            translated = f"{name} — {inner}" if shown else name
            # in Russian the Russian name leads; the romaji goes under it with the meaning
            title = name
            subtitle = f"{romaji} — {inner}" if shown else romaji
        else:
            translated = subtitle = info.meaning.text
            title = romaji
        if hit.yakuman:
            han_text = yakuman_name(hit.han // 13, lang)
        elif hit.id == "renhou":  # paid as mangan, combined with nothing (RULES.md §2)
            han_text = limit_name("mangan", lang)
        else:
            han_text = phrase(PHRASES, "han_n", lang, han=hit.han)
        rows.append(
            YakuRow(hit.id, hit.han, han_text, romaji, kanji, translated, hit.yakuman, title, subtitle)
        )
    return tuple(rows)


def fu_rows(
    value: "ReadingValue", lang: str, hand: Sequence[Tile], win_index: int, melds: Sequence[Meld]
) -> tuple[FuRow, ...]:
    rows: list[FuRow] = []
    for item in value.fu.items:
        text = fu_text(item.reason, lang, fu=item.fu, tiles=item.tiles_text)
        hand_idx, meld_idx = _highlight(item, hand, win_index, melds)
        rows.append(FuRow(item.fu, item.reason, text, hand_idx, meld_idx))
    return tuple(rows)


def _highlight(
    item: "FuItem", hand: Sequence[Tile], win_index: int, melds: Sequence[Meld]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Which drawn tiles a fu item is about: hand indices and meld indices."""
    reason = item.reason
    if reason in ("menzen_ron", "tsumo", "pinfu_tsumo"):
        return ((win_index,) if win_index >= 0 else ()), ()
    if reason.startswith("chiitoitsu"):
        return tuple(range(len(hand))), ()
    if not item.tiles:
        return (), ()
    kind = item.tiles[0].kind
    if reason.startswith("open_") or reason.startswith("closed_kan"):
        want = ("kan",) if reason.startswith("open_kan") else ("ankan",) if "kan" in reason else ("pon",)
        for index, meld in enumerate(melds):
            if meld.kind in want and meld.first == kind:
                return (), (index,)
        return (), ()
    chosen: list[int] = []
    kinds = [t.kind for t in item.tiles]
    if (reason.startswith("wait_") or reason.startswith("ron_")) and win_index >= 0:
        win_kind = hand[win_index].kind
        if win_kind in kinds:
            chosen.append(win_index)
            kinds.remove(win_kind)
    for k in kinds:
        for index, t in enumerate(hand):
            if t.kind == k and index not in chosen:
                chosen.append(index)
                break
    return tuple(sorted(chosen)), ()


def seat_views(
    spec: HandSpec, pay: Payment | None, lang: str, settled: tuple[int, ...] | None = None
) -> tuple[SeatView, ...]:
    """A card a seat: its change and its part in the win. ``settled``: each seat's change as pao
    settles the win (the liable seat says so), instead of the payment's ordinary split."""
    if settled is not None:
        deltas = settled
    else:
        deltas = pay.deltas(spec.seat, spec.discarder) if pay else (0,) * spec.rules.players
    out: list[SeatView] = []
    for seat in range(len(deltas)):  # one per player
        delta = deltas[seat]
        winner = pay is not None and seat == spec.seat
        payer = delta < 0
        if winner:
            role = phrase(PHRASES, "winner", lang)
        elif settled is not None and seat == spec.liable:
            role = phrase(PHRASES, "liable", lang)
        elif payer and pay is not None and not pay.tsumo:
            role = phrase(PHRASES, "discarder", lang)
        elif payer:
            role = phrase(PHRASES, "pays", lang)
        elif pay is not None:
            role = phrase(PHRASES, "nothing", lang)
        else:
            role = ""
        out.append(
            SeatView(
                seat,
                wind_name(seat, lang),
                seat == 0,
                delta,
                _signed(delta) if pay else "",
                role,
                winner,
                payer,
            )
        )
    return tuple(out)


def table_view(state: EditState, value: WinFigures | None, lang: str) -> TableView:
    spec_dealer = state.situation.seat == 0
    tsumo = state.situation.tsumo
    rules = state.rules

    def cell(b: Base) -> str:
        p = payment(b.points, dealer=spec_dealer, tsumo=tsumo, honba=0, sticks=0, rules=rules)
        return payment_core_text(p, lang)

    cells: list[tuple[str, ...]] = []
    for fu in FU_COLUMNS:
        row = []
        for han in TABLE_HAN:
            # a han and fu no hand has (the scoring package decides): a dash
            impossible = impossible_han_fu(han, fu, rules, tsumo=tsumo)
            row.append("—" if impossible else cell(base_points(han, fu, 0, rules)))
        cells.append(tuple(row))
    limit_labels: list[str] = []
    limit_cells: list[str] = []
    for limit in LIMIT_ROWS:
        limit_labels.append(_limit_row_label(limit, rules, lang))
        points = YAKUMAN_BASE if limit == "yakuman" else LIMIT_BASE[limit]
        limit_cells.append(cell(Base(points, limit, 0)))
    lit: tuple[int, int] | None = None
    limit_lit: int | None = None
    if value is not None and value.yakuman > 1:
        # a double (or more) yakuman: the last row is this hand's multiple, with its payment
        limit_labels[-1] = yakuman_name(value.yakuman, lang)
        limit_cells[-1] = cell(value.base)
    if value is not None:
        if value.yakuman or value.limit == "kazoe_yakuman":
            limit_lit = len(LIMIT_ROWS) - 1
        elif value.han < HAN_ALONE and value.fu.fu in FU_COLUMNS:
            lit = (FU_COLUMNS.index(value.fu.fu), value.han - 1)
        elif value.limit in LIMIT_BASE:
            limit_lit = LIMIT_ROWS.index(value.limit) if value.limit in LIMIT_ROWS else None
    who = phrase(PHRASES, "dealer" if spec_dealer else "non_dealer", lang)
    how = phrase(PHRASES, "tsumo" if tsumo else "ron", lang)
    return TableView(
        title=phrase(PHRASES, "table_title", lang, who=who, how=how),
        fu_labels=tuple(f"{fu} {say(FU_WORD, lang)}" for fu in FU_COLUMNS),
        han_labels=tuple(phrase(PHRASES, "han_n", lang, han=h) for h in TABLE_HAN),
        cells=tuple(cells),
        lit=lit,
        limit_labels=tuple(limit_labels),
        limit_cells=tuple(limit_cells),
        limit_lit=limit_lit,
    )


def _messages(errors: Iterable[HandError], lang: str, tone: Tone = "error") -> tuple[MessageView, ...]:
    return tuple(MessageView(e.message(lang), e.code, tone) for e in errors)


_COUNT_CODES = frozenset({"tile_count", "win_tile_not_in_hand"})
#: a chankan's winning tile seen elsewhere: not said of a hand waiting for it (13 tiles)
_CHANKAN_CODES = frozenset({"chankan_own_tile", "chankan_indicator_tile", "chankan_on_nuki"})


def _note_messages(result: "ScoreResult", lang: str) -> tuple[MessageView, ...]:
    """The hand's notes (more ura than dora indicators...): a gentle word, the hand scored."""
    return tuple(MessageView(n.message(lang), n.code, "info") for n in result.notes)


def quick_results(state: EditState, lang: str) -> _Results:
    """Scoring without tiles: the picked value paid with the desk's situation (no pao: without
    tiles there is no yakuman to be liable for), as the game pays a line of that value: a
    dealer's win at paarenchan is a yakuman, and a value the game refuses (1 han under ryanhan
    shibari, han and fu no hand has, more yakuman than the rules count) does not win, and says
    why."""
    spec = state.spec(liable=None)
    s = state.situation
    value = state.quick
    win = None
    if value is not None:
        from mjgui.core.game.record import GameError  # only once a value is picked

        try:
            win = quick_win(
                value,
                state.rules,
                dealer=s.seat == 0,
                tsumo=s.tsumo,
                honba=s.honba,
                honba_taken=spec.honba_taken,
                sticks=s.sticks,
                renchan=s.renchan,
            )
        except GameError as err:
            return _quick_refused(err, spec, value, lang)
    if value is None or win is None or win.payment is None:
        head = HeadlineView(phrase(PHRASES, "quick_pick", lang), phrase(PHRASES, "quick_hint", lang), "info")
        return _Results(head, payments=seat_views(spec, None, lang))
    pay = win.payment
    said = han_fu_text(win, lang) if win.han else limit_text(win, lang)
    if win.paarenchan:  # what was picked, then the yakuman paarenchan makes it, and why
        picked = _picked_text(value, lang)
        if value.kind == "yakuman" and value.multiple == win.yakuman:  # no more: no arrow
            said = phrase(PHRASES, "quick_paarenchan_same", lang, value=picked, n=s.renchan)
        else:
            yakuman = small_first(limit_text(win, lang))
            said = phrase(PHRASES, "quick_paarenchan", lang, value=picked, yakuman=yakuman, n=s.renchan)
    detail = [said, role_text(spec, lang)]
    if pay.total != pay.hand_points:
        detail.append(phrase(PHRASES, "total_gain", lang, points=number(pay.total, lang)))
    head = HeadlineView(headline_text(win, lang), " · ".join(detail), "win")
    from mjgui.controller.scoring.explain import quick_step_lines

    arithmetic = quick_step_lines(win, spec, lang)
    return _Results(head, arithmetic=arithmetic, payments=seat_views(spec, pay, lang), value=win)


def _picked_text(value: QuickValue, lang: str) -> str:
    """The value picked without tiles, as the results name it: ``2 han 30 fu``, ``Mangan``,
    ``Double yakuman``."""
    if value.kind == "hanfu":
        return phrase(PHRASES, "han_fu", lang, han=value.han, fu=value.fu)
    if value.kind == "limit":
        return limit_name(value.limit, lang)
    return yakuman_name(value.multiple, lang)


#: The desk's words for the game's refusals of a yakuman count where yakuman add up.
_QUICK_YAKUMAN_MOST = {
    "yakuman_most": "quick_yakuman_most",
    "yakuman_most_paarenchan": "quick_yakuman_most_paarenchan",
    # one seat's or way of winning's most below another's: the headline names the win
    "yakuman_most_dealer_tsumo": "quick_yakuman_most_win",
    "yakuman_most_dealer_ron": "quick_yakuman_most_win",
    "yakuman_most_tsumo": "quick_yakuman_most_win",
    "yakuman_most_ron": "quick_yakuman_most_win",
    "yakuman_most_dealer_tsumo_paarenchan": "quick_yakuman_most_win_paarenchan",
    "yakuman_most_dealer_ron_paarenchan": "quick_yakuman_most_win_paarenchan",
}

#: The same without yakuman_stacking, where another win counts a double yakuman.
_QUICK_YAKUMAN_MOST_ONE = {
    "yakuman_most_one_dealer_tsumo": "quick_yakuman_most_one_win",
    "yakuman_most_one_dealer_ron": "quick_yakuman_most_one_win",
    "yakuman_most_one_tsumo": "quick_yakuman_most_one_win",
    "yakuman_most_one_ron": "quick_yakuman_most_one_win",
}


def _quick_refused(err: "GameError", spec: HandSpec, value: QuickValue, lang: str) -> _Results:
    """A value picked without tiles that does not win in the desk's situation, with the game's
    reason: under ryanhan shibari the desk's own "Not enough han" and the hand's sentence (as
    for tiles); the desk's own words where the game's name a record's rules line (more yakuman
    than the rules count, 25 fu under chiitoitsu_50fu: the ``value`` picked, as the desk shows
    it); else the game's sentence for such a line."""
    if err.code == "shibari":
        code = "ryanhan_shibari"
        text = error_message(code, lang, honba=err.params["honba"], han=err.params["han"])
        head = HeadlineView(phrase(PHRASES, code, lang), role_text(spec, lang), "nowin")
    else:
        code = err.code
        if code == "yakuman_most_one":  # the value named as the desk shows it: "Yakuman × 3"
            text = phrase(PHRASES, "quick_yakuman_most_one", lang, multiple=err.params["multiple"])
        elif code == "yakuman_most_two":
            text = phrase(PHRASES, "quick_yakuman_most_two", lang, multiple=err.params["multiple"])
        elif code in _QUICK_YAKUMAN_MOST:  # with paarenchan: the desk's renchan counter adds it
            key = _QUICK_YAKUMAN_MOST[code]
            text = phrase(PHRASES, key, lang, multiple=err.params["multiple"], n=err.params["n"])
        elif code in _QUICK_YAKUMAN_MOST_ONE:
            text = phrase(PHRASES, _QUICK_YAKUMAN_MOST_ONE[code], lang, multiple=err.params["multiple"])
        elif code == "impossible_han_fu" and getattr(err.params["why"], "key", None) == "no_25":
            # 25 fu under chiitoitsu_50fu: the desk's Options item, not a record's rules line
            text = phrase(PHRASES, "quick_no_25", lang, value=_picked_text(value, lang))
        else:
            text = big_first(err.body(lang))
        head = HeadlineView(phrase(PHRASES, "quick_refused", lang), role_text(spec, lang), "nowin")
    return _Results(head, (MessageView(text, code, "nowin"),), payments=seat_views(spec, None, lang))


def results(state: EditState, lang: str, hand: Sequence[Tile], win_index: int) -> _Results:
    n = len(state.concealed)
    need = state.need
    spec = state.spec()
    if n == 0 and not state.melds:
        hint = "empty_hint_three" if state.rules.players == 3 else "empty_hint"  # no 2m-8m at three
        head = HeadlineView(phrase(PHRASES, "empty", lang), phrase(PHRASES, hint, lang), "info")
        other = [p for p in problems(spec) if p.code not in _COUNT_CODES]
        other += discard_problems(state, spec)
        return _Results(head, _messages(other, lang), payments=seat_views(spec, None, lang))
    if n == need:
        found, result, hit = check_complete(state, spec)
        if result is None:
            head = HeadlineView(phrase(PHRASES, "invalid", lang), _to_fix(len(found), lang), "error")
            return _Results(head, _messages(found, lang), payments=seat_views(spec, None, lang))
        scored = _scored(state, spec, result, lang, hand, win_index)
        if hit:  # the hand and its value shown, but no ron: nothing paid, nothing to apply
            tiles = " ".join(Tile(k).code for k in hit)
            text = phrase(PHRASES, "furiten_ron", lang, tiles=tiles, n=len(hit))
            head = HeadlineView(phrase(PHRASES, "furiten_ron_head", lang), role_text(spec, lang), "nowin")
            return scored._replace(
                headline=head,
                messages=(MessageView(text, "furiten", "nowin"), *scored.messages),
                yaku_note=text,
                arithmetic=(),
                payments=seat_views(spec, None, lang),
                value=None,
                pao=(),
            )
        return scored
    if n == need - 1:
        return _waits_results(state, spec, lang)
    other = [p for p in problems(spec) if p.code not in _COUNT_CODES]
    other += discard_problems(state, spec)
    if n > need:
        count_error = HandError("tile_count", count=n, melds=len(state.melds), expected=max(need, 2))
        head = HeadlineView(
            phrase(PHRASES, "too_many", lang), _to_fix(1 + len(other), lang, named=True), "error"
        )
        return _Results(head, _messages([count_error, *other], lang), payments=seat_views(spec, None, lang))
    pinned = pinned_win(state)
    count_hint = (
        phrase(PHRASES, "count_hint", lang, missing=need - n)
        if pinned is None
        else phrase(PHRASES, "count_hint_win", lang, missing=need - n, tile=pinned.code)
    )
    head = HeadlineView(phrase(PHRASES, "count", lang, count=n, need=need), count_hint, "info")
    return _Results(head, _messages(other, lang), payments=seat_views(spec, None, lang))


def check_complete(
    state: EditState, spec: HandSpec
) -> "tuple[tuple[HandError, ...], ScoreResult | None, tuple[int, ...]]":
    """The desk's judgement of a hand complete in count: the one its results show and
    :func:`paid_result` asks. (problems, result, furiten): what stops the hand being scored (the
    results' "Check the hand": the core's problems, a liable seat without a pao yakuman said
    before a missing discarder, a fifth copy counted with the discards); the core's scoring,
    None when there are problems; a ron's waits among the player's discards (furiten: nothing
    is paid)."""
    from mjgui.core.scoring.scoring import check_liable, score_valid, win_problems

    found = (*win_problems(spec), *discard_problems(state, spec))
    if found:
        return found, None, ()
    result = score_valid(spec)
    if spec.liable is not None:
        try:  # a liable seat for a win without a pao yakuman: shown as the hand's problem
            check_liable(result)
        except HandError as err:
            return (err,), None, ()
    return (), result, furiten_waits(state, spec) if result.win is not None else ()


def paid_result(state: EditState) -> "ScoreResult | None":
    """The core's scoring of a hand the desk pays (its results' headline a win, *Apply to
    game* offered), by :func:`check_complete`: complete in count, no problem, a win, no
    furiten ron. None for any other."""
    if len(state.concealed) != state.need:
        return None
    _, result, furiten = check_complete(state, state.spec())
    if result is None or furiten or result.win is None or result.win.payment is None:
        return None
    return result


def discard_problems(state: EditState, spec: HandSpec) -> list[HandError]:
    """What the player's own discards make wrong (the desk's alone: the core's hand has none),
    beyond what the hand, melds and indicators make wrong already (the core's problems): a
    fifth copy counted with them, and on a complete hand won by chankan, a copy of the robbed
    tile among them (the pon's three and its added tile, the robbed winning tile, are all four:
    it would be a fifth; with three players a North's words, as the core's chankan_on_nuki)."""
    if not state.discards:
        return []
    plain, red = state.used()  # the discards counted, as the palette counts them
    thrown = [0] * len(plain)
    for t in state.discards:
        thrown[t.kind] += 1
    found: list[HandError] = []
    for kind, n in enumerate(thrown):
        count = plain[kind] + red[kind]
        if n and count > 4 and count - n <= 4:
            found.append(
                HandError(
                    "too_many_copies_with_discards",
                    tile=kind_name(kind),
                    count=count,
                    discarded=n,
                    extra=count - 4,
                )
            )
    win = spec.win_tile.kind
    held = plain[win] + red[win] - thrown[win]  # more than the winning tile: the core says so
    if spec.chankan and len(state.concealed) == state.need and thrown[win] and held == 1:
        if spec.rules.nuki and win == NORTH:  # three players: a North is robbed or set aside
            found.append(HandError("chankan_north_discarded"))
        else:
            found.append(HandError("chankan_discarded_tile", tile=spec.win_tile.code))
    return found


def furiten_waits(state: EditState, spec: HandSpec) -> tuple[int, ...]:
    """The kinds of a ron's waits (those of the hand without its winning tile) that are among
    the player's own discards: the ron is furiten, not a win. () for a tsumo or no discards."""
    if spec.tsumo or not state.discards or spec.win_tile not in spec.concealed:
        return ()
    from mjgui.core.scoring.waits import winning_kinds

    hand = list(spec.concealed)
    hand.remove(spec.win_tile)
    kinds = set(winning_kinds(hand, len(spec.melds), spec.rules.removed_kinds))
    return tuple(sorted({t.kind for t in state.discards if t.kind in kinds}))


def pinned_win(state: EditState) -> Tile | None:
    """The winning tile a hand not yet complete keeps (a tile other than it was taken out of the
    complete hand, or it was chosen): the next tile added does not take its place. None when
    the last tile entered is the winning tile."""
    win = state.win
    if win is None or win not in state.concealed or len(state.concealed) >= state.need:
        return None
    return win


def _to_fix(count: int, lang: str, *, named: bool = False) -> str:
    """How many of the ``count`` problems listed below are still to read: all of them under a
    headline that names none ("Check the hand"), the others under one that names the first
    ("Too many tiles"); "" when none is left."""
    left = count - 1 if named else count
    if left <= 0:
        return ""
    return phrase(PHRASES, "more_problems" if named else "problems_below", lang, n=left)


def _scored(
    state: EditState, spec: HandSpec, result: "ScoreResult", lang: str, hand: Sequence[Tile], win_index: int
) -> _Results:
    from mjgui.controller.scoring.explain import LazyRows, reading_rows, step_lines, teach_notes

    # the readings side by side are only read by their tab: worded when it is shown
    readings = LazyRows(lambda: reading_rows(result, lang))
    near, other_readings, hints = teach_notes(result, lang)
    win = result.win
    if win is not None and win.payment is not None:
        from mjgui.core.scoring.scoring import pao_shares, shown_wait
        from mjgui.core.scoring.settle import pao_settlement

        pay = win.payment
        settled = pao_settlement(spec, win)
        total = pay.total if settled is None else settled[spec.seat]
        detail = [han_fu_text(win, lang), role_text(spec, lang)]
        wait = small_first(wait_name(shown_wait(win), lang))
        detail.append(big_first(phrase(PHRASES, "wait_is", lang, wait=wait)))
        if total != pay.hand_points:
            detail.append(phrase(PHRASES, "total_gain", lang, points=number(total, lang)))
        head = HeadlineView(win_headline(spec, win, lang), " · ".join(detail), "win")
        return _Results(
            head,
            _note_messages(result, lang),
            yaku=yaku_rows(win, lang),
            fu=() if win.yakuman or renhou_paid(win) else fu_rows(win, lang, hand, win_index, state.melds),
            fu_total=_fu_total(win, lang),
            arithmetic=step_lines(result, lang),
            payments=seat_views(spec, pay, lang, settled),
            readings=readings,
            value=win,
            near_misses=near,
            other_readings=other_readings,
            pao=tuple(sorted(pao_shares(win, spec.rules))),
        )
    no_win = result.no_win
    code = no_win.code if no_win else "no_yaku"
    message = no_win.message(lang) if no_win else ""
    head = HeadlineView(phrase(PHRASES, code, lang), role_text(spec, lang), "nowin")
    messages = (MessageView(message, code, "nowin"), *_note_messages(result, lang))
    if not result.readings:
        title = ""
        discards: tuple[NoteView, ...] = ()
        if code == "not_complete":
            from mjgui.controller.scoring.explain import before_tenpai_notes

            title, discards = before_tenpai_notes(spec, state.discards, lang)
        return _Results(
            head,
            messages,
            payments=seat_views(spec, None, lang),
            readings=readings,
            suggestions=hints,
            before_tenpai_title=title,
            before_tenpai=discards,
        )
    best = max(result.readings, key=lambda v: v.sort_key())
    if code == "no_yaku":
        key = "no_yaku_row" if no_win is None or no_win.dora_alone else "no_yaku_row_plain"
        note = phrase(PHRASES, key, lang)
    else:
        note = message
    return _Results(
        head,
        messages,
        yaku=yaku_rows(best, lang),
        yaku_note=note,
        fu=fu_rows(best, lang, hand, win_index, state.melds),
        fu_total=_fu_total(best, lang),
        payments=seat_views(spec, None, lang),
        readings=readings,
        suggestions=hints,
    )


def _fu_total(value: "ReadingValue", lang: str) -> str:
    """The fu after the fu panel's title; a hand paid by its limit's name counts none."""
    if value.yakuman:
        return phrase(PHRASES, "fu_yakuman", lang)
    if renhou_paid(value):
        return phrase(PHRASES, "fu_renhou", lang)
    fu = value.fu
    unit = say(FU_WORD, lang)
    if fu.raw != fu.fu:
        return f"{fu.raw} → {fu.fu} {unit}"
    return f"{fu.fu} {unit}"


def _waits_results(state: EditState, spec13: HandSpec, lang: str) -> _Results:
    found = [p for p in problems(spec13) if p.code not in _COUNT_CODES and p.code not in _CHANKAN_CODES]
    found += discard_problems(state, spec13)
    none = seat_views(spec13, None, lang)
    if found:
        head = HeadlineView(phrase(PHRASES, "invalid", lang), _to_fix(len(found), lang), "error")
        return _Results(
            head, _messages(found, lang), payments=none, waits=WaitsView(True, found[0].message(lang))
        )
    from mjgui.core.scoring.waits import waits

    result = waits(spec13, state.discards)
    view = waits_view(result, spec13, state.discards, lang)
    if not result.tenpai:
        text = error_message("not_tenpai", lang, tiles=format_tiles(spec13.concealed))
        head = HeadlineView(phrase(PHRASES, "noten", lang), text, "nowin")
        from mjgui.controller.scoring.explain import improving_text

        # said once each (README): not tenpai under the headline, and on the waits page where
        # the waits would be; the shanten and the tiles that improve it, one line in the
        # messages (the headline's own words were there again, and both lines on the page)
        better = improving_text(spec13, state.discards, lang)
        messages = (MessageView(better, "shanten", "info"),) if better else ()
        return _Results(head, messages, payments=none, waits=view)
    tiles = " ".join(w.tile.code for w in result.waits)
    key = "tenpai_furiten" if result.furiten else "tenpai"
    pinned = pinned_win(state)
    hint = (
        phrase(PHRASES, "waits_hint", lang)
        if pinned is None
        else phrase(PHRASES, "waits_hint_win", lang, tile=pinned.code)
    )
    head = HeadlineView(phrase(PHRASES, key, lang, tiles=tiles), hint, "tenpai")
    return _Results(head, (), payments=none, waits=view)


def waits_view(result: "WaitsResult", spec: HandSpec, discards: Sequence[Tile], lang: str) -> WaitsView:
    rows: list[WaitRow] = []
    for w in result.waits:
        ron = short_value(w.ron, lang)
        lines: tuple[str, ...] = (ron,)
        if w.furiten:
            lines = (phrase(PHRASES, "furiten_no_ron", lang), f"({ron})")
            ron = phrase(PHRASES, "furiten_value", lang, value=ron)
        rows.append(
            WaitRow(
                tile_view(w.tile, lang),
                w.left,
                phrase(PHRASES, "left", lang, left=w.left),
                ron,
                short_value(w.tsumo, lang),
                w.furiten,
                lines,
                ron_said(w.ron, lang, furiten=w.furiten),
                tsumo_said(w.tsumo, lang),
            )
        )
    furiten = ""
    if result.furiten:
        kinds = {w.tile.kind for w in result.waits}
        hit = sorted({t.kind for t in discards if t.kind in kinds})
        tiles = " ".join(Tile(k).code for k in hit)
        furiten = phrase(PHRASES, "furiten_warning", lang, tiles=tiles, n=len(hit))
    message = "" if result.tenpai else error_message("not_tenpai", lang, tiles=format_tiles(spec.concealed))
    return WaitsView(True, message, tuple(rows), furiten)


# ---------------------------------------------------------------------------------------------
# the whole window
# ---------------------------------------------------------------------------------------------


def present(
    state: EditState,
    lang: str,
    mode: str,
    notation: NotationView,
    can_undo: bool = False,
    can_redo: bool = False,
    *,
    quick: bool = False,
    game_rules: bool | None = None,
    rule_words: bool = True,
) -> WindowView:
    """The window's view of ``state``; ``game_rules``: the rules are the game's, not the
    player's to change (default: whenever the state scores for a game); ``rule_words``: the
    rules changed from their preset are named in words (the tooltip's, which load the
    comparison's wording: left for after the window's first frame)."""
    lang = normalize_lang(lang)
    hand_tiles, win_index = state.display_hand()
    hand = tuple(
        tile_view(
            t,
            lang,
            phrase(PHRASES, "win_tile_label", lang, tile=tile_name(t, lang))
            if i == win_index
            else tile_name(t, lang),
            i == win_index,
        )
        for i, t in enumerate(hand_tiles)
    )
    res = quick_results(state, lang) if quick else results(state, lang, hand_tiles, win_index)
    waits_v = res.waits or WaitsView(False, phrase(PHRASES, "waits_need_13", lang, need=state.need - 1))
    s = state.situation
    rules = state.rules
    messages = res.messages
    if res.value is not None and s.paid_honba == 0 and not s.tsumo and s.honba > 0 and rules.honba_ron:
        # a ron paid none of the honba on the desk (worth something): said why
        why = "honba_to_first" if rules.multiple_ron_honba == "first" else "honba_not_paid"
        said = phrase(PHRASES, why, lang, n=s.honba)
        messages = (*messages, MessageView(said, why, "info"))
    others = other_seats(rules.players, s.seat)
    # without tiles the han picked is the hand's whole han, dora and nuki dora included (the
    # indicators are hidden for it): a count of Norths left from the tiles is hidden too, and
    # neither its han nor its replacement draw (rinshan) counts
    flags_state = state._replace(nuki=0) if quick else state
    return WindowView(
        hand=hand,
        win_index=win_index,
        melds=tuple(meld_view(m, lang) for m in state.melds),
        dora=tuple(indicator_view(t, lang, rules) for t in state.dora),
        ura=tuple(indicator_view(t, lang, rules) for t in state.ura),
        discards=tuple(tile_view(t, lang) for t in state.discards),
        palette=palette_views(state, mode, lang),
        options=option_views(flags_state, lang, res.pao),
        modes=mode_views(state, mode, lang),
        mode=mode,
        headline=res.headline,
        messages=messages,
        yaku=res.yaku,
        yaku_note=res.yaku_note,
        fu=res.fu,
        fu_total=res.fu_total,
        arithmetic=res.arithmetic,
        payments=res.payments,
        table=table_view(state, res.value, lang),
        readings=res.readings,
        waits=waits_v,
        notation=notation,
        seat=s.seat,
        round_wind=s.round_wind,
        honba=s.honba,
        sticks=s.sticks,
        renchan=s.renchan,
        discarder=s.discarder,
        preset=state.preset,
        game_rules=state.game is not None if game_rules is None else game_rules,
        rule_values={name: getattr(rules, name) for name in RULE_OPTIONS},
        can_undo=can_undo,
        can_redo=can_redo,
        lang=lang,
        near_misses=res.near_misses,
        other_readings=res.other_readings,
        suggestions=res.suggestions,
        before_tenpai_title=res.before_tenpai_title,
        before_tenpai=res.before_tenpai,
        players=rules.players,
        honba_ron=rules.honba_ron,
        honba_each=rules.honba_ron // (rules.players - 1),
        nuki=NO_NUKI if quick else nuki_view(state, lang),
        rule_choices={name: option_choices(rules, name) for name in RULE_OPTIONS},
        liable=s.liable,
        liable_seats=others,
        discarder_seats=others,
        option_labels=option_labels(rules, lang),
        renchan_help=renchan_help(rules, lang),
        **rules_changed(state, rules, lang, rule_words),
    )


def rules_changed(state: EditState, rules: Rules, lang: str, words: bool = True) -> dict[str, str]:
    """The view's words for rules changed from their preset: ``options_changed`` ("1 option
    changed", counted from the state's options as the comparison counts them: an option that
    changes nothing these rules play is left out) and, with ``words``, ``rules_named`` (the
    rules named with their changes, as the tracker names a game's: "Tenhou, kiriage mangan: 4
    han 30 fu and 3 han 60 fu pay as mangan"); none for a preset as it is, and ``rules_named``
    alone for a game's rules that are a preset as it was at an earlier edition ("Tenhou, as of
    edition 1"): the desk then scores with other values than the preset's of today."""
    if state.game is None:
        changed = dict(state.overrides)
    else:  # a game's rules may change an option the desk's menu does not offer
        from mjgui.core.scoring.rule_words import changed_options

        changed = dict(changed_options(rules))
    n = sum(not moot_option(option, rules, changed) for option in changed)
    if not n:  # a game's rules of an earlier edition of their preset are named with it
        earlier = words and rules.edition != current_edition(rules.name)
        return {"rules_named": rules_named(rules, lang)} if earlier else {}
    out = {"options_changed": phrase(PHRASES, "options_changed", lang, n=n)}
    if words:
        out["rules_named"] = rules_named(rules, lang)
    return out


@lru_cache(maxsize=16)
def rules_named(rules: Rules, lang: str) -> str:
    """The rules named with their changes from their preset (the comparison's wording)."""
    from mjgui.core.teach.compare import EVERY_OPTION, rules_name

    return rules_name(rules, lang, options=EVERY_OPTION)


def other_seats(players: int, winner: int) -> tuple[int, ...]:
    """The seats the discarder's and the liable seat's choices offer: the table's but the
    winner's, who neither deals in to themselves nor is liable for their own hand
    (:func:`~mjgui.core.scoring.hand.liable_for`)."""
    return tuple(wind for wind in range(players) if liable_for(winner, wind) is not None)


def option_labels(rules: Rules, lang: str) -> dict[str, str]:
    """The rule options' labels that say a number of the rules: from how many honba ryanhan
    shibari asks two han, at how many renchan paarenchan comes (a game's rules may set both)."""
    return {
        "ryanhan_shibari": phrase(PHRASES, "option_ryanhan_shibari", lang, n=rules.ryanhan_threshold),
        "paarenchan": phrase(PHRASES, "option_paarenchan", lang, n=rules.paarenchan_threshold),
    }


def renchan_help(rules: Rules, lang: str) -> str:
    """The renchan counter's tip: what keeps the deal (abortive draws only where the rules have
    them, :attr:`~mjgui.core.scoring.rules.Rules.abort_allowed`), and paarenchan at the rules'
    threshold, or none in these rules."""
    aborts = rules.abort_allowed
    if not rules.paarenchan:
        return phrase(PHRASES, "renchan_help_off" if aborts else "renchan_help_off_no_abort", lang)
    key = "renchan_help" if aborts else "renchan_help_no_abort"
    return phrase(PHRASES, key, lang, n=rules.paarenchan_threshold)

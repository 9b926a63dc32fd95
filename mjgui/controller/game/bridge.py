"""The calculator and the game: a calculator hand as record words, and the game's situation put
into the calculator (:func:`hand_words` and back, :func:`words_hand`; :func:`calc_situation`,
:func:`apply_situation`).

No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from typing import NamedTuple

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.present import paid_result
from mjgui.controller.scoring.quick import QuickValue
from mjgui.controller.scoring.state import FLAGS, EditState, Situation, closest_choice
from mjgui.core.game.game import (
    GameResult,
    GameState,
    Win,
    another_ron_allowed,
    ron_counters,
    situated_spec,
)
from mjgui.core.game.lines import WinValue, ron_line, tsumo_line
from mjgui.core.game.record import Action, HandValue, RonAction, TsumoAction, parse_line
from mjgui.core.scoring.hand import HandSpec, liable_for
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.tiles import format_tiles


def hand_words(spec: HandSpec) -> str:
    """The calculator's hand as the words inside ``hand "..."``: the tiles (the winning tile
    last), melds, indicators and the flags the game does not fill in itself. ``--tsumo`` is
    left out: the ron or tsumo line says it."""
    concealed = list(spec.concealed)
    win = spec.win_tile
    if win in concealed:
        concealed.remove(win)
    words = [format_tiles(concealed) + win.code if concealed else win.code]
    for meld in spec.melds:
        words += [f"--{meld.kind}", format_tiles(meld.tiles)]
    if spec.dora:
        words += ["--dora", ",".join(t.code for t in spec.dora)]
    if spec.ura:
        words += ["--ura", ",".join(t.code for t in spec.ura)]
    if spec.nuki:  # three players: the Norths set aside
        words += ["--nuki", str(spec.nuki)]
    for flag in FLAGS:
        if flag != "tsumo" and getattr(spec, flag):
            words.append("--" + flag.replace("_", "-"))
    return " ".join(words)


def words_hand(words: str) -> HandSpec | None:
    """A record's ``hand "..."`` words (or any score command's) read back into a hand: the
    inverse of :func:`hand_words`; None when they do not read (a line from another version)."""
    from mjgui.core.errors import MahjongError
    from mjgui.core.scoring.arguments import parse_score_args

    try:
        return parse_score_args(words.split())[0].spec
    except (MahjongError, SystemExit):  # argparse's own exit: never the program's
        return None


def hand_nuki(words: str) -> int:
    """The Norths set aside that a hand's words say, read as the game scores them (one parse of
    the score words: the last ``--nuki`` given counts, and an abbreviation such as ``--nuk 2``
    is one); 0 without, or when the words do not read."""
    spec = words_hand(words)
    return spec.nuki if spec is not None else 0


def _nuki_word(token: str) -> bool:
    """``token`` names ``--nuki`` as the score words' parser reads it: whole, or abbreviated to
    a beginning no other option shares (``--nuk``), with its value after ``=`` or not."""
    from mjgui.core.scoring.arguments import OPTIONS

    key = token.split("=", 1)[0]
    if key == "--nuki":
        return True
    if len(key) <= 2 or not key.startswith("--") or not "--nuki".startswith(key):
        return False
    return not any(o.name.startswith(key) for o in OPTIONS if o.name != "--nuki")


def with_nuki(words: str, count: int) -> str:
    """A hand's words with ``count`` Norths set aside (``--nuki N``; none at 0), the other words
    as they were: the tracker's dialog corrects the nuki of a hand from the calculator. Every
    word the scorer reads as ``--nuki`` goes (an abbreviation, or one given twice), so the
    count written is the count scored."""
    tokens = words.split()
    out: list[str] = []
    skip = False
    for index, token in enumerate(tokens):
        if skip:
            skip = False
            continue
        if _nuki_word(token):
            skip = "=" not in token and index + 1 < len(tokens) and not tokens[index + 1].startswith("--")
            continue
        out.append(token)
    if count > 0:
        out += ["--nuki", str(count)]
    return " ".join(out)


@dataclass(frozen=True)
class CalcSituation:
    """What the calculator takes from the game: winds, counters, rules, and for a chosen winner
    their seat wind, riichi and (on ron) the discarder's seat wind. ``honba`` is the counter of
    the hand the win is played in (ryanhan shibari reads it, as the game does); ``paid_honba``
    the honba this winner is paid when that is not all of them (None: all), ``sticks`` the
    riichi sticks they take."""

    seat: int | None
    round_wind: int
    honba: int
    sticks: int
    renchan: int
    preset: str
    overrides: tuple[tuple[str, object], ...]
    discarder: int | None = None
    tsumo: bool | None = None
    riichi: bool | None = None
    #: another winner on the last ron's discard (double ron without atama hane): the line the
    #: calculator's hand goes back as is an ``also ron``
    also: bool = False
    #: correcting a past line (its number): the hand goes back as that line's replacement
    edit: int | None = None
    #: the hand to put on the desk (a past line's hand, corrected); None: an empty desk
    hand: HandSpec | None = None
    #: notation typed in the tracker's dialog before the calculator came: it goes on typing
    typed: str = ""
    #: the seat wind of the player picked as liable for a pao yakuman (RULES.md §6), or None
    liable: int | None = None
    #: the honba this winner is paid, when not every one of ``honba``: another winner on one
    #: discard under ``multiple_ron_honba=first`` (:func:`ron_counters`); None: every one
    paid_honba: int | None = None


def rules_choice(rules: Rules) -> tuple[str, tuple[tuple[str, object], ...]]:
    """The calculator's preset and option overrides closest to the game's rules (what its
    selector shows; it scores for the game with the game's rules whole: :class:`GamePin`)."""
    return closest_choice(rules)


def calc_situation(
    state: GameState,
    winner: int | None = None,
    discarder: int | None = None,
    tsumo: bool | None = None,
    also: bool = False,
    *,
    edit: int | None = None,
    hand: HandSpec | None = None,
    typed: str = "",
    liable: int | None = None,
    others: Sequence[int] = (),
) -> CalcSituation:
    """The calculator's situation for a win in the current hand; with ``also``, for another
    winner on the last ron's discard: that hand's winds and honba, and the honba and sticks this
    winner is paid there (the rules' ``multiple_ron_honba``; the sticks go to the first winner in
    turn after the discarder). ``others``: the winners of the ``also ron`` lines recorded after a past
    ron being corrected, on its discard (:meth:`GameResult.rons_after`): one of them may be the
    one paid the sticks, or the honba. A ``hand`` of a chosen winner is put in the game's
    situation (:func:`situated_spec`: another winner's in the hand of the discard); ``liable``:
    the player picked as liable for a pao yakuman (the desk gets their seat wind). Every seat
    wind is the one of the hand the win is played in."""
    sticks, paid = state.sticks, None
    group = state.last_ron if also and not tsumo else None
    winners: list[int] = []
    if group is not None:
        state = group.before
        winners = [w.winner for w in group.wins]
        discarder = group.discarder
    if hand is not None and winner is not None:
        hand = situated_spec(state, hand, winner, None if tsumo else discarder)
    who = winner if winner is not None else next(iter(winners), None)
    if not tsumo and discarder is not None and who is not None and (group is not None or others):
        # every winner on the discard: the rons before this one, this one, the ones after it
        everyone = list(dict.fromkeys((*winners, who, *others)))
        taken, sticks = ron_counters(state.rules, discarder, everyone, who, state.honba, state.sticks)
        paid = None if taken == state.honba else taken  # the hand's counter stays: shibari reads it
    preset, overrides = rules_choice(state.rules)
    return CalcSituation(
        seat=None if winner is None else state.seat_wind(winner),
        round_wind=state.round_wind,
        honba=state.honba,
        sticks=sticks,
        renchan=state.renchan,
        preset=preset,
        overrides=overrides,
        discarder=None if discarder is None or tsumo else state.seat_wind(discarder),
        tsumo=tsumo,
        riichi=None if winner is None else winner in state.in_riichi,
        also=group is not None,
        edit=edit,
        hand=hand,
        typed=typed,
        liable=None if (kept := liable_for(winner, liable)) is None else state.seat_wind(kept),
        paid_honba=paid,
    )


def situation_state(edit: EditState, sit: CalcSituation) -> EditState:
    """The calculator's edit state with the game's situation put in (the hand stays)."""
    old = edit.situation
    changes: dict[str, object] = {
        "round_wind": sit.round_wind,
        "honba": sit.honba,
        "paid_honba": sit.paid_honba,
        "sticks": sit.sticks,
        "renchan": sit.renchan,
    }
    seat = old.seat if sit.seat is None else sit.seat
    changes["seat"] = seat
    changes["liable"] = liable_for(seat, old.liable)  # a liable seat the winner takes is cleared
    if sit.tsumo is not None:
        changes["tsumo"] = sit.tsumo
        if sit.tsumo and old.houtei:
            changes.update(houtei=False, haitei=True)
        if not sit.tsumo and old.haitei:
            changes.update(haitei=False, houtei=True)
    discarder = old.discarder if sit.discarder is None else sit.discarder
    changes["discarder"] = None if discarder == seat or sit.tsumo else discarder
    if sit.riichi is True and not (old.riichi or old.double_riichi):
        changes["riichi"] = True
    elif sit.riichi is False:
        changes.update(riichi=False, double_riichi=False, ippatsu=False)
    new = edit.with_situation(**changes)
    return new._replace(preset=sit.preset, overrides=sit.overrides)


def request_state(sit: CalcSituation) -> EditState:
    """The calculator's desk for a win the game asks for: no tiles, melds or indicators (or the
    past line's hand being corrected), the winner's seat, the round, ron or tsumo, the
    discarder, the liable seat (pao), riichi as the game knows it, honba, sticks and the
    game's rules."""
    seat = sit.seat or 0
    tsumo = bool(sit.tsumo)
    discarder = None if tsumo or sit.discarder == seat else sit.discarder
    situation = Situation(
        tsumo=tsumo,
        riichi=bool(sit.riichi),
        seat=seat,
        round_wind=sit.round_wind,
        honba=sit.honba,
        sticks=sit.sticks,
        renchan=sit.renchan,
        discarder=discarder,
        liable=liable_for(seat, sit.liable),
        paid_honba=sit.paid_honba,
    )
    state = EditState(situation=situation, preset=sit.preset, overrides=sit.overrides)
    hand = sit.hand
    if hand is None:
        return state
    items = list(hand.concealed)
    if hand.win_tile in items:  # the winning tile last, as entered
        items.remove(hand.win_tile)
        items.append(hand.win_tile)
    flags = {f: bool(getattr(hand, f)) for f in FLAGS if f != "tsumo"}
    if hand.double_riichi:
        flags["riichi"] = False
    else:
        flags["riichi"] = flags["riichi"] or situation.riichi
    return state._replace(
        concealed=tuple(items),
        melds=hand.melds,
        dora=hand.dora,
        ura=hand.ura,
        situation=situation._replace(**flags),
        nuki=hand.nuki,  # three players: the Norths the past line's hand set aside
    )


def start_request(calculator: Controller, sit: CalcSituation) -> bool:
    """Put the game's win on the desk as one undoable edit (Ctrl+Z brings back the hand that
    was there): :func:`request_state`, in Hand mode, nothing picked without tiles; Next hand
    goes back to :func:`request_base` while the game waits for the win."""
    return calculator.start_over(request_state(sit), base=request_base(sit))


def request_base(sit: CalcSituation) -> EditState:
    """The desk Next hand goes back to while the game waits for the win ``sit``: its situation
    (the winner's seat, ron or tsumo, who dealt in, the counters), no tiles, nobody liable."""
    return request_state(replace(sit, hand=None, liable=None))


def quick_words(value: QuickValue) -> WinValue | None:
    """A value picked without tiles as the value of a record line (None: nothing a line says)."""
    if value.kind == "hanfu" and value.han >= 1 and value.fu > 0:
        return WinValue("hanfu", han=value.han, fu=value.fu)
    if value.kind == "limit" and value.limit:
        return WinValue("limit", limit=value.limit)
    if value.kind == "yakuman" and value.multiple >= 1:
        return WinValue("yakuman", multiple=value.multiple)
    return None


def desk_value(calculator: Controller) -> WinValue | None:
    """What the calculator's *Apply to game* sends: the value picked without tiles when
    scoring without tiles, else the hand on the desk (None: nothing that wins)."""
    if calculator.quick_mode:
        quick = calculator.state.quick
        return quick_words(quick) if quick is not None else None
    if not calculator.state.concealed:
        return None
    return WinValue("hand", hand=hand_words(calculator.spec()))


def apply_situation(calculator: Controller, sit: CalcSituation) -> bool:
    """Put the game's situation into the calculator as one undoable edit (while a hand from
    elsewhere is shown there, into the desk Next hand goes back to)."""
    return calculator.adopt(lambda edit: situation_state(edit, sit))


class HandLine(NamedTuple):
    """A line of the game that won with the tiles of the desk's hand (:func:`recorded_line`)."""

    number: int
    #: the line's hand is the desk's whole (its indicators, nuki and flags too, as the game
    #: scores them): the desk's hand is in the game already there. False: the line holds these
    #: tiles with other dora, ura, nuki or flags, and the desk's hand would correct it
    same: bool
    #: the hand the line's win was played in (the discard's, for an ``also ron``), and the
    #: line's discarder by starting seat (None on a tsumo)
    hand: GameState
    discarder: int | None
    also: bool
    #: the line's winner by starting seat
    winner: int | None = None


def _tiles(hand: HandSpec) -> tuple[object, ...]:
    """What tells one hand of tiles from another: the concealed tiles, melds and winning tile."""
    return (tuple(sorted(hand.concealed)), tuple(sorted(map(str, hand.melds))), hand.win_tile)


def _extras(hand: HandSpec, declared: bool) -> tuple[object, ...]:
    """The rest of a hand's words as the game scores them: indicators, nuki and flags (riichi
    also when the winner ``declared`` it by a riichi line; tsumo aside: the line says it)."""
    flags = {f: bool(getattr(hand, f)) for f in FLAGS if f != "tsumo"}
    flags["riichi"] = flags["riichi"] or (declared and not hand.double_riichi)
    return (tuple(sorted(hand.dora)), tuple(sorted(hand.ura)), hand.nuki, tuple(sorted(flags.items())))


def recorded_line(result: GameResult, spec: HandSpec) -> HandLine | None:
    """The line of the game ``result`` that holds the desk's hand ``spec``: the last that won
    with the same tiles, indicators, nuki and flags (the desk's hand is in the game already
    there, and applying it again would record it twice); else the last that won with its tiles
    (the same concealed tiles, melds and winning tile) but other indicators, nuki or flags (the
    desk's hand is that line's, changed: it corrects it). None when no line has its tiles."""
    mine = _tiles(spec)
    found: HandLine | None = None
    for step in reversed(result.steps):
        action = step.line.action
        if step.error is not None or not isinstance(action, (RonAction, TsumoAction)):
            continue
        if not isinstance(action.value, HandValue) or _tiles(action.value.spec) != mine:
            continue
        # the hand the win was played in: for an "also ron", the one before the first ron on
        # the discard (that ron took the riichi sticks, not the winner's riichi)
        hand = step.hand
        winner = hand.seat_of(action.winner)
        declared = winner is not None and winner in hand.in_riichi
        same = _extras(action.value.spec, declared) == _extras(spec, declared)
        if not same and found is not None:
            continue  # a later line holds these tiles with other extras: looked for the same only
        ron = action if isinstance(action, RonAction) else None
        also = ron is not None and ron.also
        discarder = None if ron is None else step.before.seat_of(ron.discarder)
        line = HandLine(step.line.number, same, hand, discarder, also, winner)
        if same:
            return line
        found = line
    return found


def desk_liable(calculator: Controller, state: GameState) -> int | None:
    """The player the desk names as liable for a pao yakuman (its liable seat, by the seat
    winds of ``state``'s hand); None when it names nobody, nobody sits at that seat (North at a
    three-player table), or it scores without tiles."""
    if calculator.quick_mode:
        return None
    return seat_by_wind(state, calculator.state.situation.liable)


def win_line(
    state: GameState,
    value: WinValue,
    tsumo: bool,
    winner: int | None,
    discarder: int | None,
    also: bool,
    pao: int | None = None,
) -> str | None:
    """The ron or tsumo line of a win from the calculator, with the names of ``state`` (the game
    before the line); None when a player is missing. ``pao``: the liable player the desk names
    (left out when it is the winner, never liable for their own hand)."""
    names = state.names
    if winner is None or not 0 <= winner < len(names):
        return None
    liable = liable_for(winner, pao)
    name = names[liable] if liable is not None and 0 <= liable < len(names) else None
    if tsumo:
        return tsumo_line(names[winner], value, name)
    if discarder is None or discarder == winner or not 0 <= discarder < len(names):
        return None
    return ron_line(names[winner], names[discarder], value, name, also)


def holds_win(before: GameState, held: Action | None, line: str) -> bool:
    """Whether a past line whose action is ``held`` (played in the game ``before`` it) says what
    the win ``line`` from the calculator says, as the game reads them: the same winner, ron or
    tsumo, discarder, "also", liable player and value, a hand's tiles, melds, winning tile,
    indicators, nuki and flags in whatever order its words are (riichi alike when the winner
    declared it by a riichi line). Putting ``line`` in its place would change its words only."""
    new = parse_line(line).action
    if not isinstance(new, (RonAction, TsumoAction)) or type(new) is not type(held):
        return False
    assert isinstance(held, (RonAction, TsumoAction))
    winner = before.seat_of(new.winner)
    if winner is None or winner != before.seat_of(held.winner):
        return False

    def dealt_in(action: RonAction | TsumoAction) -> tuple[bool, int | None] | None:
        """A ron's "also" and discarder's seat (None: a tsumo)."""
        return (action.also, before.seat_of(action.discarder)) if isinstance(action, RonAction) else None

    if dealt_in(new) != dealt_in(held):
        return False
    if _liable(before, new) != _liable(before, held):
        return False
    if isinstance(new.value, HandValue) and isinstance(held.value, HandValue):
        declared = winner in before.in_riichi
        a, b = new.value.spec, held.value.spec
        return _tiles(a) == _tiles(b) and _extras(a, declared) == _extras(b, declared)
    return new.value == held.value


def _liable(
    before: GameState, action: RonAction | TsumoAction
) -> tuple[int | None, int | None, str | None] | None:
    """A win's liable player (their seat in ``before``) and their share (None: nobody)."""
    pao = action.pao
    return None if pao is None else (before.seat_of(pao.name), pao.multiple, pao.yakuman)


class DeskWin(NamedTuple):
    """The players the desk's win names in a hand of the game (*Apply to game*), decided once:
    the starting seats at its seat winds, or why nobody is named."""

    winner: int | None
    discarder: int | None  # None on a tsumo
    pao: int | None  # the liable player (None: nobody, or scored without tiles)
    #: the line of the game that holds the desk's hand already: it names no winner or
    #: discarder then (applying it again would record it twice), and no seat as unseated
    recorded: int | None
    #: whom the desk puts at a seat nobody sits at (North at a three-player table, the desk
    #: under four-player rules): "winner", "discarder" (on a ron) or "pao"; None: every seat
    #: it names has a player (or the hand is recorded already)
    unseated: str | None
    #: the line of the game that holds the desk's tiles with other indicators, nuki or flags,
    #: won by the players the desk's seats name in that line's hand (who dealt in the line's
    #: unless the desk picked one): the desk's win corrects it
    corrects: HandLine | None = None


def desk_win(calculator: Controller, state: GameState, result: GameResult | None = None) -> DeskWin:
    """Whom the desk's win names in ``state``'s hand. ``result``: the game's, when the win is not
    one the tracker asked for: a hand one of its lines won with already is that line's, and a
    hand of the tiles a line won with, with other indicators, nuki or flags, corrects that line
    (:func:`recorded_line`) when the desk's seats, read in that line's hand, name its winner,
    ron or tsumo, and who dealt in (else it is another win, read in ``state``)."""
    s = calculator.state.situation
    winds = {
        "winner": s.seat,
        "discarder": desk_discarder(calculator),
        "pao": None if calculator.quick_mode else s.liable,
    }
    seats = {role: seat_by_wind(state, wind) for role, wind in winds.items()}
    found = None
    if result is not None and not calculator.quick_mode:
        found = recorded_line(result, calculator.spec())
    if found is not None and found.same:
        return DeskWin(None, None, seats["pao"], found.number, None)
    if found is not None:
        named = desk_win(calculator, found.hand)
        if not (s.tsumo or s.discarder is not None or found.discarder is None):
            # "dealt in" left at the next player: the line's discarder, as it was
            unseated = None if named.unseated == "discarder" else named.unseated
            named = named._replace(discarder=found.discarder, unseated=unseated)
        # the line's win only when the desk's seats name its players there: the same tiles won
        # by another player (the line moved to another hand since, its seat winds others) are
        # no correction of it, which would hand the line's win to someone else
        if _names_line(named, found, bool(s.tsumo)):
            return named._replace(corrects=found)
    unseated = next(
        (role for role, wind in winds.items() if wind is not None and state.names and seats[role] is None),
        None,
    )
    return DeskWin(seats["winner"], seats["discarder"], seats["pao"], None, unseated)


def _names_line(named: DeskWin, found: HandLine, tsumo: bool) -> bool:
    """The desk's win ``named`` (read in the hand of the line ``found``) names that line's
    players: its winner, ron or tsumo, and on a ron who dealt in."""
    if named.winner is None or named.winner != found.winner or tsumo != (found.discarder is None):
        return False
    return tsumo or named.discarder == found.discarder


def desk_discarder(calculator: Controller) -> int | None:
    """The seat wind the desk's ron has paying (None on a tsumo): the one picked under "dealt
    in", or, left at "next player", the seat after the winner's, whom the desk's payments show
    paying (:meth:`~mjgui.core.scoring.points.Payment.deltas`)."""
    s = calculator.state.situation
    if s.tsumo:
        return None
    if s.discarder is not None:
        return s.discarder
    return (s.seat + 1) % calculator.state.rules.players


def seat_by_wind(state: GameState, wind: int | None) -> int | None:
    """The starting seat of the player sitting at ``wind`` in the hand ``state`` plays (the
    hand-off reads every seat wind of the desk with it, in the hand its win is for: another
    winner's on the last ron's discard is that discard's, not the next hand's); None without
    players, or when nobody sits at ``wind``: North at a three-player table (never the seat
    ``wind`` would wrap round to, the dealer's)."""
    if wind is None or not state.names or not 0 <= wind < state.seats:
        return None
    return (state.dealer + wind) % state.seats


def line_situation(
    result: GameResult,
    edit: int | None,
    winner: int | None,
    discarder: int | None,
    tsumo: bool | None,
    also: bool = False,
    *,
    hand: HandSpec | None = None,
    typed: str = "",
    liable: int | None = None,
) -> CalcSituation:
    """:func:`calc_situation` for a win of the game ``result``: a new line (``edit`` None), or
    the past line ``edit`` corrected, in the game before it, with the rons recorded after it on
    its discard (the sticks may be theirs)."""
    state = result.final if edit is None else result.step(edit).before
    others = result.rons_after(edit) if edit is not None and not tsumo else ()
    return calc_situation(
        state, winner, discarder, tsumo, also, edit=edit, hand=hand, typed=typed, liable=liable, others=others
    )


class DeskHand(NamedTuple):
    """The hand of the game a win on the desk was scored for, told by the record's lines
    before its line: the game after them; with ``also``, the hand of the last ron's discard
    there (another winner on it). It outlives an undo of later lines, and of its own that ended
    nothing (a riichi)."""

    lines: tuple[str, ...]
    also: bool = False
    #: what decides that hand (:func:`_hand_key`, with the players): an earlier line edited
    #: without changing it (the rules line's kiriage, say) leaves the game playing it
    key: tuple[object, ...] = ()
    #: with ``also``, what decides the hand of the last ron's discard (:func:`ron_taken_back`)
    ron_key: tuple[object, ...] = ()


def desk_hand(result: GameResult, number: int | None, also: bool = False) -> DeskHand:
    """The hand the win of line ``number`` is played in (None: a new line, after the last)."""
    lines = result.record.lines
    count = len(lines) if number is None else number - 1
    after = result.step(count).state if count else result.initial
    group = after.last_ron if also else None
    ron_key = _deciding(group.before) if group is not None else ()
    return DeskHand(tuple(line.text for line in lines[:count]), also, _deciding(after), ron_key)


def ron_taken_back(result: GameResult, hand: DeskHand) -> GameState | None:
    """The game now, when another winner's ``hand`` (``also``) lost the ron it joined: the ron
    on that discard was undone or deleted, and the game plays the discard's hand again (no ron
    recorded on it yet). None otherwise (the game takes that winner, or plays another hand)."""
    if not hand.also or not hand.ron_key or hand_now(result, hand) is not None:
        return None
    now = result.final
    return now if _deciding(now) == hand.ron_key else None


def hand_now(result: GameResult, hand: DeskHand) -> GameState | None:
    """The game a new line of ``hand`` meets now, whose seat winds the desk's are read by: the
    game as it stands while it still plays that hand (a riichi recorded since, say); for
    ``also``, the hand of the last ron's discard while that discard can take another winner.
    None when the game no longer plays that hand: its lines changed so that another hand is
    played (undone, a win edited, another record opened), or a line since ended it. An earlier
    line edited without changing which hand it is (the rules line's options, a riichi, a win's
    value) leaves it that hand, and so does a line of it undone or deleted that ended nothing (a
    riichi): the game still plays that hand, with the same players in the same seats."""
    lines = result.record.lines
    count = len(hand.lines)
    now = result.final
    if len(lines) < count or (
        tuple(line.text for line in lines[:count]) != hand.lines
        and _deciding(result.step(count).state if count else result.initial) != hand.key
    ):
        # a line of the hand itself undone or deleted: the game plays it still when the game
        # now is that hand (a riichi taken back); another winner's discard needs its ron
        return now if not hand.also and hand.key and _deciding(now) == hand.key else None
    after = result.step(count).state if count else result.initial
    if hand.also:
        group, last = after.last_ron, now.last_ron
        if (
            group is None
            or last is None
            or last.first_line != group.first_line
            or not another_ron_allowed(now)
        ):
            return None
        return last.before
    return now if _hand_key(after) == _hand_key(now) else None


def line_kept(result: GameResult, hand: DeskHand, lines: Sequence[str], number: int, text: str) -> int | None:
    """The number the past line ``number`` being corrected has now in the game ``result``, while
    it is still that line: ``lines``, the record's lines when it was last found (() for its own
    hand's lines and the line), tell which line it is, whatever its number becomes (an earlier
    line inserted or deleted moves it: :func:`line_moved`); it still has the words ``text``, in
    the hand it was played in (the lines before it as they were, or changed without changing
    which hand it is). Lines after it, recorded, undone or deleted, do not change it (its honba
    and sticks may change: a later ``also ron`` on its discard). None when the line itself was
    deleted or changed, or now stands in another hand."""
    record = result.record.lines
    now = line_moved(lines, tuple(line.text for line in record), number) if lines else number
    if now is None or not 1 <= now <= len(record) or record[now - 1].text != text:
        return None
    before = result.step(now - 1).state if now > 1 else result.initial
    if tuple(line.text for line in record[: now - 1]) == hand.lines or _deciding(before) == hand.key:
        return now
    return None


def line_moved(old: Sequence[str], new: Sequence[str], number: int) -> int | None:
    """The number in the record lines ``new`` of line ``number`` of ``old`` (both lines' words,
    in order), when it stands there unchanged: the lines around it matched as a diff matches
    them (lines inserted, deleted or changed elsewhere move it, or leave it where it was). None
    when that line itself was deleted or changed."""
    if not 1 <= number <= len(old):
        return None
    index = number - 1
    matcher = SequenceMatcher(None, old, new, autojunk=False)  # every line counts, however common
    for tag, i1, i2, j1, _j2 in matcher.get_opcodes():
        if i1 <= index < i2:
            return j1 + (index - i1) + 1 if tag == "equal" else None
    return None


def _deciding(state: GameState) -> tuple[object, ...]:
    """What decides the hand ``state`` plays: its players in their seats and :func:`_hand_key`."""
    return (state.names, *_hand_key(state))


def _hand_key(state: GameState) -> tuple[int, int, int, int]:
    """What tells a hand of the game from the next: the hands played, the round, the dealer's
    number and the honba (a riichi line changes none of them)."""
    return (state.hands, state.round_wind, state.hand, state.honba)


def also_reading(calculator: Controller, state: GameState) -> DeskWin | None:
    """The desk's ron read as another winner on the last ron's discard of ``state`` (its seat
    winds read in that discard's hand): when the game can still take one there, and the desk
    names that discarder and a player who did not win on it. None when it does not read so."""
    group = state.last_ron
    if calculator.state.situation.tsumo or group is None or not another_ron_allowed(state):
        return None
    named = desk_win(calculator, group.before)
    won = {win.winner for win in group.wins}
    if named.winner is None or named.discarder != group.discarder or named.winner in won:
        return None
    return named


def also_likelier(
    calculator: Controller, state: GameState, named: DeskWin, other: DeskWin, undone: Action | None = None
) -> bool:
    """Whether the desk's ron, whose seat winds read two ways, is likelier ``other``, another
    winner on the last ron's discard of ``state`` (:func:`also_reading`), than ``named``, a win
    in the hand the game plays now. The desk's own word first: its riichi, ticked, for the one
    of the two winners who declared riichi in their hand; then ``undone``, the tracker's line
    last undone: another winner on that discard, this one (the win scored again); then the
    desk's round wind, honba and sticks, when they are those of one reading only. Else the hand
    the game plays now: a ron in the next hand is far likelier than one more winner on a discard
    won on already."""
    group = state.last_ron
    if group is None:
        return False
    s = calculator.state.situation
    declared_now = named.winner is not None and named.winner in state.in_riichi
    declared_also = other.winner is not None and other.winner in group.before.in_riichi
    if (s.riichi or s.double_riichi) and declared_now != declared_also:
        return declared_also
    if (
        isinstance(undone, RonAction)
        and undone.also
        and other.winner is not None
        and group.before.seat_of(undone.winner) == other.winner
    ):
        return True
    now = calc_situation(state, named.winner, named.discarder, False)
    also = calc_situation(state, other.winner, other.discarder, False, also=True)
    desk = (s.round_wind, s.honba, s.sticks)
    fits_now = desk == (now.round_wind, now.honba, now.sticks)
    fits_also = desk == (also.round_wind, also.honba, also.sticks)
    return fits_also and not fits_now


def desk_agrees(calculator: Controller, hand: GameState, share: Sequence[int], win: Win | None) -> bool:
    """Whether the game, taking the desk's win as a line played in ``hand``, records what the
    desk shows: every player's change (``share``, the line's own, against the desk's payment
    of the seat wind they sit at in that hand) and, for a hand of tiles, its han, fu, yakuman
    and yaku (``win``, as the game settled it). The one comparison of the desk and the game:
    whatever of the desk's situation the line does not carry (its round wind, honba, sticks,
    renchan, rules) and changes the score makes them differ, none of it named here."""
    payments = calculator.view().payments
    if len(share) != hand.seats or len(payments) < hand.seats:
        return False
    for seat, delta in enumerate(share):
        if payments[hand.seat_wind(seat)].delta != delta:
            return False
    if calculator.quick_mode:  # a value picked without tiles: the line says it whole
        return True
    if win is None:
        return False
    result = paid_result(calculator.state)
    best = None if result is None else result.win
    if best is None:
        return False
    mine = (best.yakuman, None if best.yakuman else best.han, None if best.yakuman else best.fu.fu)
    if mine != (win.yakuman, win.han, win.fu):
        return False
    return sorted(hit.id for hit in best.yaku) == sorted(win.yaku)


NOBODY = DeskWin(None, None, None, None, None)

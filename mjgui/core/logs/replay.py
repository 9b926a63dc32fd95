"""Score a log's wins with our core, side by side with what the log says was paid.

The reader builds each win's :class:`HandSpec`; the check scores that spec and compares values
(our :class:`ScoreResult` and the log's :class:`LogValue`), never words or JSON: only the CLI
writes JSON (``mjgui.replaycli``) and only the log window writes sentences. Besides the hand's
value, each player's change of points is compared: our payments are the game's own
(:func:`~mjgui.core.scoring.settle.settle_win`, pao included), so a log whose payers differ from ours
differs even where the winner's gain agrees. The ``score`` words
of a win (``LogWin.args``) stay for "open in the calculator" and for ``replay``'s ``args`` field;
they give back the same spec (tests/test_logs_real.py checks it on every real win).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from mjgui.core.errors import HandError, MahjongError
from mjgui.core.game.game import nagashi_payment, noten_payments
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.logs.model import GameLog, LogHand, LogWin, aborts, check_win_seats, paid_first, seat_name
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.scoring import ReadingValue, ScoreResult, pao_base, score
from mjgui.core.scoring.settle import settle_win
from mjgui.core.scoring.tiles import NORTH, Tile
from mjgui.core.text import FU_WORD, HAN_WORD, TERMS

#: The fields a log and our core can differ in, as a player reads them.
FIELD_NAMES: dict[str, Msg] = {
    "han": HAN_WORD,
    "fu": FU_WORD,
    "yaku": TERMS["yaku_in_sentence"],
    "result": msg("replay:field_result", "result"),
    "gain": msg("replay:field_gain", "winner's gain"),
    "points": msg("replay:field_points", "points"),
    "changes": msg("replay:field_changes", "each player's change"),
}
#: Said of a win whose log gives only its value ("30符2飜2000点"), no yaku: not a difference
#: (``mjgui replay``'s note after the verdict, the log window's details).
NO_YAKU = msg("replay:no_yaku", "the log lists no yaku: only han, fu and points are compared")
#: Said of an mjai log's win that states only each player's change of points (Mortal's and
#: mjai-reviewer's ``deltas``, or the scores after it): no han, no fu, no yaku.
ONLY_CHANGES = msg(
    "replay:only_changes",
    "the log gives only each player's change of points: the winner's gain and the changes are compared",
)
#: Said of an mjai log's win that states its han and fu but neither its points nor its yaku
#: (Akochan's ``fan`` and ``fu``).
NO_POINTS = msg(
    "replay:no_points",
    "the log lists neither yaku nor points: only han, fu, the winner's gain and the changes are compared",
)

#: Said of an mjai log's win before which the rules had turned a kan's dora indicator that the
#: log does not show (:attr:`~mjgui.core.logs.model.LogWin.unshown_dora`: Mahjong Soul turns an
#: added kan's at once, mjai-reviewer writes it after the kan's next discard, which a win on the
#: replacement tile never sees): our core counts no dora from it, so the changes may differ by
#: that dora alone.
UNSHOWN_DORA = msg(
    "replay:unshown_dora",
    "the log does not show the dora indicator of the kan before this win: mjgui counts no dora from it",
)

#: Said of a riichi win whose log does not show its ura dora indicators
#: (:attr:`~mjgui.core.logs.model.LogWin.unshown_ura`) when the log's changes are what our
#: reading pays with ``n`` han of ura dora more (:attr:`WinCheck.ura_han`): it agrees so.
UNSHOWN_URA_HAN = nmsg(
    "replay:unshown_ura_han",
    "the log does not show the ura dora indicators: its changes are what the hand pays with {n} han of "
    "ura dora",
    "the log does not show the ura dora indicators: its changes are what the hand pays with {n} han of "
    "ura dora",
)
#: ... and when no number of ura dora makes our reading pay what the log says: it differs,
#: our reading counting none.
UNSHOWN_URA = msg(
    "replay:unshown_ura",
    "the log does not show the ura dora indicators: mjgui counts none, and no number of ura dora "
    "makes the hand pay what the log says",
)


#: Why our game pays a win of the log nothing (:class:`UnpaidWin`), by the rule that says so.
UNPAID: dict[str, Msg] = {
    # winner: the one player the rules pay on the discard
    "atama_hane": msg(
        "replay:unpaid_atama_hane", "atama hane: only {winner} wins on this discard under these rules"
    ),
    # each of the three winners: nobody is paid
    "triple_ron_abort": msg(
        "replay:unpaid_triple_ron_abort",
        "three winners on one discard: under these rules the hand is an abortive draw (sanchahou), "
        "and none of the three wins is paid",
    ),
}


class UnpaidWin(MahjongError):
    """A win of the log that the rules it is read under do not pay: another claimant of the
    same discard wins it (atama hane: ``winner`` names the first player paid on that discard),
    or three players won on it (``triple_ron_abort``: the hand is an abortive draw, none of
    them is paid). The code is the rule."""

    def message(self, lang: str = "en") -> str:
        text = say(UNPAID[self.code], lang, **self.params)
        return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Difference:
    """One value the log and our core disagree on: ``field`` is han, fu, points, gain, yaku,
    changes (each player's change of points, said when the winner's gain agrees: who paid) or
    result (our core refused the hand or found no win)."""

    field: str
    log: object
    ours: object

    def as_dict(self) -> dict[str, object]:
        return {"field": self.field, "log": self.log, "ours": self.ours}

    def name(self, lang: str = "en") -> str:
        """The field as a player reads it: han, fu, yaku, points, winner's gain, each player's
        change, result."""
        return phrase(FIELD_NAMES, self.field, lang)


@dataclass(frozen=True)
class WinCheck:
    """A win, what our core made of it and the differences (none when both agree).

    ``result`` is our core's answer (``result.win`` None when it finds no win); ``error`` the
    error when the core refuses the hand itself (then ``result`` is None)."""

    win: LogWin
    result: ScoreResult | None
    error: MahjongError | None
    differences: tuple[Difference, ...]
    #: a riichi win whose log does not show its ura indicators (``win.unshown_ura``): the han
    #: of ura dora with which our reading pays what the log says (``result`` is that reading,
    #: scored with indicators that give them: :func:`_with_unshown_ura`); 0 when none were needed
    #: or none do
    ura_han: int = 0

    @property
    def agree(self) -> bool:
        return not self.differences

    @property
    def log_lists_yaku(self) -> bool:
        """Whether the log lists the win's yaku (a tenhou.net/6 log may give only its value, its
        han read from it): when it does not, only han, fu and points are compared."""
        return bool(self.win.value.yaku)

    def yaku_note(self, lang: str = "en") -> str:
        """What a comparison says of a win whose log lists no yaku (:attr:`log_lists_yaku`):
        only han, fu and points are compared; "" when the log lists them."""
        stated = self.win.value.stated
        notes = []
        if not stated:
            notes.append(say(ONLY_CHANGES, lang))
            if self.win.unshown_dora:
                notes.append(say(UNSHOWN_DORA, lang))
        elif "points" not in stated and "han" in stated:
            notes.append(say(NO_POINTS, lang))
        elif not self.log_lists_yaku:
            notes.append(say(NO_YAKU, lang))
        if self.ura_han:
            notes.append(say(UNSHOWN_URA_HAN, lang, n=self.ura_han))
        elif self.win.unshown_ura and self.differences:
            notes.append(say(UNSHOWN_URA, lang))
        return "; ".join(notes)

    @property
    def args(self) -> tuple[str, ...]:
        """The ``mjgui score`` words of the win (the calculator, ``replay``'s ``args``): the log's
        hand, so without the ura dora indicators of a win whose log leaves them out, whose
        :attr:`ura_han` ``ours`` counts besides (``replay``'s ``ura_han_implied``)."""
        return tuple(self.win.args())

    @property
    def ours(self) -> ReadingValue | None:
        """Our winning reading, or None when our core found no win or refused the hand."""
        return self.result.win if self.result is not None else None

    def ours_problem(self, lang: str = "en") -> str:
        """Why our core has no win here, as a player reads it (empty when it has one)."""
        if self.error is not None:
            return self.error.message(lang)
        if self.result is not None and self.result.no_win is not None:
            return self.result.no_win.message(lang)
        return ""

    def differing(self, lang: str = "en") -> str:
        """The fields that differ, as a player reads them: ``fu, points``."""
        return ", ".join(d.name(lang) for d in self.differences)


#: Our core refuses the liable player the log names: a win without a pao yakuman as our core
#: reads it, or rules given without pao. The hand is then scored without one, so that the
#: differences say what our core finds (its yaku, and who pays).
_LIABLE_REFUSED = frozenset({"pao_without_yakuman", "pao_not_in_rules"})


def check_win(win: LogWin, players: tuple[str, ...] = ()) -> WinCheck:
    """Score ``win`` with our core and compare. A win naming a seat outside its table (a log
    built in code: the readers refuse one in a file) raises :class:`LogError` saying the hand
    and the seat (:func:`~mjgui.core.logs.model.check_win_seats`; ``players`` names them)."""
    check_win_seats(win, players)
    try:
        try:
            result = score(win.spec)
        except HandError as err:
            if err.code not in _LIABLE_REFUSED:
                raise
            result = score(replace(win.spec, liable=None))
    except MahjongError as err:
        return WinCheck(win, None, err, (Difference("result", "win", err.code),))
    differences = tuple(compare(win, result))
    if differences and win.unshown_ura and result.win is not None and not result.win.yakuman:
        found = _with_unshown_ura(win)
        if found is not None:
            return WinCheck(win, found[1], None, (), ura_han=found[0])
    return WinCheck(win, result, None, differences)


def _with_unshown_ura(win: LogWin) -> tuple[int, ScoreResult] | None:
    """The fewest han of ura dora (1 or more) with which our reading of ``win``, a riichi win
    whose log does not show its ``win.unshown_ura`` ura indicators, pays what the log says
    (no difference left), and that reading; None when no number of them does. Each count is
    scored with indicators that give it, as many as the rules turned at most, each a tile
    that can still be one (four copies at most with the hand, its melds and the dora
    indicators), so the core values the hand as with the real ones."""
    spec = win.spec
    rules = spec.rules
    count = spec.tile_kinds.count
    dora_of = rules.dora_of
    shown = Counter(t.kind for t in spec.dora)
    candidates: list[tuple[int, int]] = []  # (han, kind) of each indicator that gives some
    for kind in range(34):
        if kind in rules.removed_kinds:
            continue
        han = count(dora_of[kind]) + (spec.nuki if dora_of[kind] == NORTH else 0)
        free = 4 - count(kind) - shown[kind] - (spec.nuki if kind == NORTH else 0)
        candidates += [(han, kind)] * min(max(free, 0), win.unshown_ura) if han else []
    sums: dict[int, tuple[int, ...]] = {}  # han of ura: the first indicators found to give it

    def pick(start: int, han: int, kinds: tuple[int, ...]) -> None:
        if han:
            sums.setdefault(han, kinds)
        if len(kinds) == win.unshown_ura:
            return
        for i in range(start, len(candidates)):
            if i > start and candidates[i] == candidates[i - 1]:
                continue  # the same tile again at this place gives nothing new
            pick(i + 1, han + candidates[i][0], (*kinds, candidates[i][1]))

    pick(0, 0, ())
    for han in sorted(sums):
        tried = replace(win, spec=replace(spec, ura=tuple(Tile(kind) for kind in sums[han])))
        try:
            result = score(tried.spec)
        except MahjongError:
            continue
        if result.win is not None and not compare(tried, result):
            return han, result
    return None


def check_log(log: GameLog) -> tuple[WinCheck, ...]:
    """Each win of ``log`` checked (:func:`check_win`); raises :class:`LogError` for a win that
    names a seat outside the table. A win the rules do not pay (:func:`unpaid`: a second
    claimant of a discard under atama hane, any of three winners on one discard under
    ``triple_ron_abort``) differs in its ``result``: our game pays it nothing, as the record
    saved from the log does."""
    out = []
    for hand in log.hands:
        for win in hand.wins:
            refusal = unpaid(log, hand.wins, win)
            if refusal is None:
                out.append(check_win(win, log.players))
            else:
                out.append(WinCheck(win, None, refusal, (Difference("result", "win", refusal.code),)))
    return tuple(out)


#: How a hand ends without a win (:attr:`LogHand.end`): an exhaustive draw, a nagashi mangan or
#: an abortive draw: each a draw whose payments :func:`check_draws` compares.
DRAW_ENDS = ("draw", "nagashi", "abort")


@dataclass(frozen=True)
class DrawCheck:
    """A draw of the log (an exhaustive draw, a nagashi mangan, an abortive draw), what our
    game pays for it (``ours``: each seat's change, :func:`draw_changes`) and the differences
    from what the log says was paid: none when both agree, or when the log does not state its
    payments (``stated`` False: nothing to compare, the draw is not checked)."""

    hand: LogHand
    ours: tuple[int, ...]
    differences: tuple[Difference, ...]

    @property
    def stated(self) -> bool:
        """Whether the log states the draw's payments (:attr:`LogHand.stated`)."""
        return self.hand.stated

    @property
    def agree(self) -> bool:
        """No difference found: true too where the log does not state the payments (nothing
        compared), so a count of agreeing draws counts only the :attr:`stated` ones (``replay
        --json`` writes ``agree`` null for a draw not checked)."""
        return not self.differences


def draw_changes(hand: LogHand, rules: Rules) -> tuple[int, ...]:
    """Each seat's change for a hand that ends without a win, as our game settles it
    (:func:`~mjgui.core.game.game.noten_payments`, :func:`~mjgui.core.game.game.nagashi_payment`):
    an exhaustive draw's noten payments between its tenpai players and the others; each nagashi
    mangan holder paid a mangan tsumo, no honba and no sticks, and no noten payments besides; an
    abortive draw nothing. Who was tenpai and who holds nagashi mangan are the reader's
    (:attr:`LogHand.tenpai`, :attr:`LogHand.nagashi`)."""
    seats = len(hand.start)
    if hand.end == "nagashi":
        out = [0] * seats
        for holder in hand.nagashi:
            paid = nagashi_payment(holder, hand.dealer, rules)
            out = [a + b for a, b in zip(out, paid, strict=True)]
        return tuple(out)
    if hand.end == "draw":
        return tuple(noten_payments(hand.tenpai, hand.dealer, rules.noten_total, seats))
    return (0,) * seats


def check_draws(log: GameLog) -> tuple[DrawCheck, ...]:
    """Each hand of ``log`` that ends without a win, what our game pays for it, compared with
    what the log says was paid where it says (:attr:`LogHand.stated`): each player's change
    (``changes``), as a win's is compared."""
    out = []
    for hand in log.hands:
        if hand.end not in DRAW_ENDS:
            continue
        ours = draw_changes(hand, log.rules)
        differs = hand.stated and tuple(hand.deltas) != ours
        differences = (Difference("changes", list(hand.deltas), list(ours)),) if differs else ()
        out.append(DrawCheck(hand, ours, differences))
    return tuple(out)


class DrawCounts(NamedTuple):
    """A log's draws counted as ``replay`` and the log window say them: all of them (``draws``),
    those whose payments the log states (``checked``: compared), and of those the ones our game
    pays as the log says (``agree``)."""

    draws: int
    checked: int
    agree: int

    @property
    def unchecked(self) -> int:
        """The draws whose payments the log does not state: nothing compared."""
        return self.draws - self.checked


def count_draws(draws: Sequence[DrawCheck]) -> DrawCounts:
    """:class:`DrawCounts` of ``draws`` (:func:`check_draws`): an unchecked draw, which has no
    difference, is never counted as agreeing."""
    checked = [d for d in draws if d.stated]
    return DrawCounts(len(draws), len(checked), sum(1 for d in checked if d.agree))


def unpaid(log: GameLog, wins: tuple[LogWin, ...], win: LogWin) -> UnpaidWin | None:
    """Why the rules ``log`` is read under pay ``win``, one of its hand's ``wins``, nothing: the
    hand is an abortive draw under them (:func:`~mjgui.core.logs.model.aborts`), or another
    claimant wins the discard (:func:`~mjgui.core.logs.model.paid_first`); None when they pay
    it."""
    for other in wins:  # every winner on the discard is a seat of the table
        check_win_seats(other, log.players)
    if win.discarder is not None and aborts(log.rules, wins):
        return UnpaidWin("triple_ron_abort")
    first = paid_first(log.rules, wins, win)
    if first is None:
        return None
    return UnpaidWin("atama_hane", winner=seat_name(log.players, first))


def compare(win: LogWin, result: ScoreResult) -> list[Difference]:
    value = win.value
    ours = result.win
    if ours is None:
        code = result.no_win.code if result.no_win is not None else "no_win"
        return [Difference("result", "win", code)]
    payment = ours.payment
    assert payment is not None
    out: list[Difference] = []
    if value.states("han") and value.han != ours.han:
        out.append(Difference("han", value.han, ours.han))
    # a yakuman's fu changes nothing, and a log may leave the fu of a limit out
    if value.states("fu") and value.fu is not None and not value.yakuman and value.fu != ours.fu.fu:
        out.append(Difference("fu", value.fu, ours.fu.fu))
    if value.states("points") and value.points != payment.hand_points:
        out.append(Difference("points", value.points, payment.hand_points))
    if value.gain != payment.total:
        out.append(Difference("gain", value.gain, payment.total))
    else:  # the same gain: did the same players pay it?
        changes = our_changes(win, ours)
        if changes != win.deltas:
            out.append(Difference("changes", list(win.deltas), list(changes)))
    if not value.yaku:  # a log that lists no yaku (only "30符2飜2000点"): nothing to compare them with
        return out
    log_yaku = Counter(value.yaku)
    our_yaku = Counter(_as_the_log_lists(((y.id, y.han) for y in ours.yaku), value.nuki_in_dora))
    if log_yaku != our_yaku:
        out.append(Difference("yaku", _yaku_list(value.yaku), _yaku_list(our_yaku.elements())))
    return out


def our_changes(win: LogWin, ours: ReadingValue) -> tuple[int, ...]:
    """Each seat's change of points for the win as our game settles it: the hand's base points
    from our reading, the log's winner, discarder and liable player (pao: the hand's pao yakuman
    under the rules, RULES.md §6), the honba and sticks the win is paid (a second winner on
    one discard: none of the hand's honba under ``multiple_ron_honba=first``)."""
    spec = win.spec
    rules = spec.rules
    return settle_win(
        winner=win.winner,
        dealer=(win.winner - spec.seat) % rules.players,  # the seat wind counts from the dealer
        tsumo=win.tsumo,
        discarder=win.discarder,
        base=ours.base.points,
        honba=spec.honba_taken,
        sticks=spec.sticks,
        rules=rules,
        liable=win.pao,
        pao_base=pao_base(ours, rules) if win.pao is not None else 0,
    )


def _as_the_log_lists(yaku: Iterable[tuple[str, int]], nuki_in_dora: bool) -> list[tuple[str, int]]:
    """Our yaku as the log lists them: where the log counts the Norths set aside in its dora
    (Tenhou), our ``nuki_dora`` item is added to our dora item (made when there is none), so
    that a three-player win is compared han for han, not name for name."""
    out = list(yaku)
    if not nuki_in_dora:
        return out
    nuki = sum(han for yaku_id, han in out if yaku_id == "nuki_dora")
    if not nuki:
        return out
    out = [(yaku_id, han) for yaku_id, han in out if yaku_id != "nuki_dora"]
    dora = sum(han for yaku_id, han in out if yaku_id == "dora")
    return [(yaku_id, han) for yaku_id, han in out if yaku_id != "dora"] + [("dora", dora + nuki)]


def _yaku_list(items: Iterable[tuple[str, int]]) -> list[str]:
    return sorted(f"{yaku_id} {han}" for yaku_id, han in items)

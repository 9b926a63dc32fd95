"""Score a hand: every reading with its value, and the one that pays most (RULES.md §4).

:func:`score` validates the :class:`HandSpec` (raising :class:`HandError` for bad input) and
returns a :class:`ScoreResult` that keeps every reading's yaku, fu items and payment, so a view
can show them side by side; ``best`` marks the chosen one, and ``no_win`` says why a valid hand
does not win (no yaku, ryanhan shibari, not a complete hand).
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from operator import attrgetter
from typing import Literal, NamedTuple

from mjgui.core.errors import HandError
from mjgui.core.scoring.decomposition import Reading, Wait, readings
from mjgui.core.scoring.fu import FuResult, count_fu
from mjgui.core.scoring.hand import HandNote, HandSpec, notes, problems
from mjgui.core.scoring.points import MANGAN_BASE, YAKUMAN_BASE, Base, Payment, base_points, payment
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.tiles import NORTH, format_tiles
from mjgui.core.scoring.yaku import HandFacts, YakuHit, find_yaku, find_yakuman

YAKUMAN_HAN = 13  # han shown per yakuman multiple
DORA_IDS = ("dora", "aka_dora", "ura_dora", "nuki_dora")


@dataclass(frozen=True)
class NoWin:
    """Why a valid hand does not win: ``no_yaku``, ``ryanhan_shibari`` or ``not_complete``."""

    code: str
    params: Mapping[str, object] = field(default_factory=dict)

    @property
    def dora_alone(self) -> bool:
        """A hand without yaku that has dora: its sentences say that dora alone do not win (to a
        hand without dora they would speak of something it does not hold)."""
        return bool(self.params.get("dora", 1))

    def message(self, lang: str = "en") -> str:
        from mjgui.core.text import error_message

        if self.code == "no_yaku":
            # riichi and menzen tsumo offered only to a closed hand
            key = _NO_YAKU_KEYS[bool(self.params.get("open")), self.dora_alone]
            return error_message(key, lang)
        return error_message(self.code, lang, **self.params)


#: the no-yaku sentence by (open hand, has dora)
_NO_YAKU_KEYS = {
    (False, True): "no_yaku",
    (False, False): "no_yaku_plain",
    (True, True): "no_yaku_open",
    (True, False): "no_yaku_open_plain",
}


@dataclass(frozen=True, init=False)
class ReadingValue:
    """One reading with everything it is worth. ``no_win`` is set when it cannot win."""

    reading: Reading
    yaku: tuple[YakuHit, ...]
    han: int
    yaku_han: int
    fu: FuResult
    yakuman: int
    base: Base
    payment: Payment | None
    no_win: NoWin | None = None

    def __init__(
        self,
        reading: Reading,
        yaku: tuple[YakuHit, ...],
        han: int,
        yaku_han: int,
        fu: FuResult,
        yakuman: int,
        base: Base,
        payment: Payment | None,
        no_win: NoWin | None = None,
    ) -> None:
        """The one constructor: its fields stored at once (the ``__init__`` a frozen dataclass
        makes sets them one by one, twice the time; a scored hand makes one per reading)."""
        fields = self.__dict__  # stores cost less than update() with keywords
        fields["reading"] = reading
        fields["yaku"] = yaku
        fields["han"] = han
        fields["yaku_han"] = yaku_han
        fields["fu"] = fu
        fields["yakuman"] = yakuman
        fields["base"] = base
        fields["payment"] = payment
        fields["no_win"] = no_win

    @property
    def ok(self) -> bool:
        return self.no_win is None

    @property
    def limit(self) -> str | None:
        return self.base.limit

    def sort_key(self) -> tuple[int, int, int, int]:
        total = self.payment.total if self.payment else -1
        return (1 if self.ok else 0, total, self.han, self.fu.fu)


@dataclass(frozen=True, init=False)
class ScoreResult:
    """Every reading of a hand valued, the index of the one that pays most (``best``), and why
    the hand does not win when it does not (``no_win``)."""

    spec: HandSpec
    readings: tuple[ReadingValue, ...]
    best: int
    no_win: NoWin | None

    def __init__(
        self, spec: HandSpec, readings: tuple[ReadingValue, ...], best: int, no_win: NoWin | None
    ) -> None:
        """The one constructor: its fields stored at once (see :class:`ReadingValue`)."""
        fields = self.__dict__
        fields["spec"] = spec
        fields["readings"] = readings
        fields["best"] = best
        fields["no_win"] = no_win

    @property
    def ok(self) -> bool:
        return self.no_win is None

    @property
    def win(self) -> ReadingValue | None:
        return self.readings[self.best] if self.best >= 0 else None

    @property
    def notes(self) -> tuple[HandNote, ...]:
        """Gentle words on the hand as entered (more ura than dora indicators...): the hand is
        scored all the same."""
        return notes(self.spec)


class _Dora(NamedTuple):
    """Dora, red fives, ura dora and nuki dora counted in a hand (a private record: a named
    tuple's class is made faster than a dataclass's)."""

    dora: int
    aka: int
    ura: int
    total: int  # the four added
    hits: tuple[YakuHit, ...]  # the dora, aka_dora, ura_dora and nuki_dora rows that are not 0
    nuki: int = 0


@cache
def _dora_hits(dora: int, aka: int, ura: int, nuki: int = 0) -> tuple[YakuHit, ...]:
    values = (dora, aka, ura, nuki)
    return tuple(YakuHit(i, n) for i, n in zip(DORA_IDS, values, strict=True) if n)


def count_dora(spec: HandSpec) -> _Dora:
    """Dora, red fives, ura dora and nuki dora of a hand (its tiles and melds, and the Norths
    set aside). RULES.md §9: each nuki is one ``nuki_dora``; as a North it also counts for the
    indicators, in ``dora`` (a West indicator) and ``ura_dora`` (a West ura indicator)."""
    count = spec.tile_kinds.count
    dora_of = spec.rules.dora_of  # the set's order: 1m indicates 9m with three players
    dora = ura = 0
    for t in spec.dora:
        dora += count(dora_of[t.kind])
    riichi_ura = spec.ura and spec.in_riichi
    if riichi_ura:
        for t in spec.ura:
            ura += count(dora_of[t.kind])
    aka = spec.red_fives if spec.rules.aka else 0
    nuki = spec.nuki
    if nuki:
        dora += nuki * sum(1 for t in spec.dora if dora_of[t.kind] == NORTH)
        if riichi_ura:
            ura += nuki * sum(1 for t in spec.ura if dora_of[t.kind] == NORTH)
    key = (dora, aka, ura, nuki)
    found = _DORA_COUNTS.get(key)  # a few dozen in practice, shared (a named tuple is immutable)
    if found is None:
        hits = _dora_hits(dora, aka, ura, nuki)
        found = _DORA_COUNTS[key] = _Dora(dora, aka, ura, dora + aka + ura + nuki, hits, nuki)
    return found


_DORA_COUNTS: dict[tuple[int, int, int, int], _Dora] = {}


def score(spec: HandSpec) -> ScoreResult:
    """Validate and score; raises HandError for a hand that cannot happen (a liable seat
    given for a win without a pao yakuman too: :func:`check_liable`), the first of
    :func:`win_problems`."""
    found = problems(spec)
    if found:
        raise win_problems(spec, found)[0]
    result = score_valid(spec)
    if spec.liable is not None:
        check_liable(result)
    return result


def yaku_ids(value: ReadingValue) -> tuple[str, ...]:
    """The yaku (or yakuman) of a reading, without dora."""
    return tuple(y.id for y in value.yaku if y.id not in DORA_IDS)


#: The wait a win is said to be on: a reading's, or a junsei chuuren's nine-sided one
ShownWait = Literal[Wait, "chuuren_9"]


def shown_wait(value: ReadingValue) -> ShownWait:
    """The wait a win is said to be on (a key of :data:`mjgui.core.text.WAITS`): the reading's,
    but the nine-sided wait of a junsei chuuren (RULES.md §3), whose sets read as a shanpon or a
    ryanmen; a 13-sided kokushi is its reading's own wait (``kokushi_13``)."""
    return "chuuren_9" if "chuuren_9" in yaku_ids(value) else value.reading.wait


def renhou_paid(value: ReadingValue) -> bool:
    """Is ``value`` a renhou paid as mangan (RULES.md §2)? It combines with nothing and is
    worth mangan, not a count of han and fu: the value written as 5 han (the mangan's least, so
    that the figures and the JSON agree with the payment) is shown by the limit's name. The one
    test of it: the calculator, the readings, the arithmetic, the quiz and the comparison ask it
    (a renhou under renhou=yakuman is a yakuman, shown as every yakuman is)."""
    if value.yakuman:
        return False
    return yaku_ids(value) == ("renhou",)


def pao_shares(value: ReadingValue, rules: Rules, pao: frozenset[str] | None = None) -> dict[str, int]:
    """The pao yakuman of a reading under ``rules`` (RULES.md §6), each with its multiple (2 for
    a double yakuman): what a liable player can answer for. Empty when it holds none. ``pao``:
    the yakuman that count, when not the rules' own (an older record's game: GameState.unfed_pao
    added)."""
    known = rules.pao if pao is None else pao
    return {y.id: y.han // YAKUMAN_HAN for y in value.yaku if y.yakuman and y.id in known}


def pao_base(value: ReadingValue, rules: Rules) -> int:
    """The part of a reading's base points a liable player answers for: 8000 per yakuman of its
    pao yakuman (0 without one)."""
    return YAKUMAN_BASE * sum(pao_shares(value, rules).values())


def check_liable(result: ScoreResult) -> None:
    """A liable seat is for a win that holds a pao yakuman: raise HandError
    ``pao_without_yakuman`` (with the rules' pao yakuman, ``known``) when the win holds none. A
    hand that does not win is left to its own reason."""
    win = result.win
    rules = result.spec.rules
    if win is not None and not pao_shares(win, rules):
        raise HandError("pao_without_yakuman", known=tuple(sorted(rules.pao)))


def win_problems(spec: HandSpec, found: list[HandError] | None = None) -> list[HandError]:
    """The hand's :func:`~mjgui.core.scoring.hand.problems` (``found``, when known), in the
    order that tells the real problem first when a liable seat (pao) is given: the hand's own
    problems first (its tile count, the copies, the situation...: what it is before anyone can
    be liable for it), then, rules with pao and a hand that wins without a pao yakuman,
    ``pao_without_yakuman`` alone (the liable seat is to go: naming the discarder, or another
    seat than the winner's, would only lead to it), then the rest about the liable seat
    (``pao_not_in_rules`` first, ``pao_winner``, ``pao_ron_without_discarder``)."""
    found = problems(spec) if found is None else found
    if spec.liable is None or not found:
        return found
    alone = replace(spec, liable=None)
    own = problems(alone)
    liable = _not_among(found, own)  # what the liable seat adds
    liable.sort(key=lambda p: p.code != "pao_not_in_rules")
    if own:
        return [*own, *liable]
    if liable and liable[0].code != "pao_not_in_rules":
        try:
            check_liable(score_valid(alone))
        except HandError as err:
            return [err]
    return liable


def _not_among(found: list[HandError], others: list[HandError]) -> list[HandError]:
    """The problems of ``found`` that ``others`` does not hold (each counted as often as held)."""
    left = [(p.code, repr(sorted(p.params.items()))) for p in others]
    out: list[HandError] = []
    for p in found:
        key = (p.code, repr(sorted(p.params.items())))
        if key in left:
            left.remove(key)
        else:
            out.append(p)
    return out


def score_valid(spec: HandSpec) -> ScoreResult:
    """Score a hand already validated (the waits search builds many such hands)."""
    counts = spec.concealed_counts
    win = spec.win_tile.kind
    found = readings(counts, spec.melds, win)
    if not found:
        return ScoreResult(spec, (), -1, NoWin("not_complete", {"tiles": _hand_text(spec)}))
    facts = HandFacts.of(spec.tile_kinds, counts, win, spec.closed)
    dora = count_dora(spec)
    if len(found) == 1:  # most hands: one reading, no comprehension or choice to run
        values: tuple[ReadingValue, ...] = (_value(found[0], spec, facts, dora),)
        best = 0
    else:
        values = tuple([_value(r, spec, facts, dora) for r in found])
        best = max(range(len(values)), key=lambda i: values[i].sort_key())
    if values[best].no_win is None:
        return ScoreResult(spec, values, best, None)
    reason = values[best].no_win
    for v in values:  # a reading held back by ryanhan shibari says so first
        if v.no_win and v.no_win.code == "ryanhan_shibari":
            reason = v.no_win
            break
    return ScoreResult(spec, values, -1, reason)


def _hand_text(spec: HandSpec) -> str:
    text = format_tiles(spec.concealed)
    for meld in spec.melds:
        text += f" {meld}"
    return text


def _value(reading: Reading, spec: HandSpec, facts: HandFacts, dora: _Dora) -> ReadingValue:
    rules = spec.rules
    yakuman = find_yakuman(reading, spec, facts)
    ordinary = find_yaku(reading, spec, facts)
    yaku_han = 0
    pinfu = False
    for y in ordinary:
        yaku_han += y.han
        pinfu = pinfu or y.id == "pinfu"
    fu = count_fu(reading, spec, pinfu)
    if (
        rules.paarenchan_needs_yaku
        and spec.dealer
        and (yaku_han or yakuman)
        and rules.paarenchan_at(spec.renchan)
    ):  # a yaku or a yakuman meets the need (RULES.md §3): counted as find_yakuman counts
        # paarenchan without the option, on top of the hand's yakuman or, where yakuman do not
        # stack, the larger of the two
        paarenchan = YakuHit("paarenchan", rules.yakuman_count("paarenchan"), True)
        if not yakuman:
            yakuman = [paarenchan]
        elif rules.yakuman_stacking:
            yakuman = [*yakuman, paarenchan]
        else:
            yakuman = [max([*yakuman, paarenchan], key=lambda y: y.han)]
    if yakuman:
        mult = sum(y.han for y in yakuman)
        hits = tuple(YakuHit(y.id, y.han * YAKUMAN_HAN, True) for y in yakuman)
        base = base_points(0, fu.fu, mult, rules)
        han = mult * YAKUMAN_HAN
        return ReadingValue(reading, hits, han, han, fu, mult, base, _pay(base, spec))
    han = yaku_han + dora.total
    hits = tuple(ordinary) + dora.hits
    base = _base(han, fu.fu, rules)
    if spec.renhou and rules.renhou == "mangan" and (yaku_han == 0 or base.points < MANGAN_BASE):
        renhou_base = Base(MANGAN_BASE, "mangan", base.raw)
        return ReadingValue(
            reading, (YakuHit("renhou", 5),), 5, 5, fu, 0, renhou_base, _pay(renhou_base, spec)
        )
    if yaku_han == 0:
        # worded for this hand: its dora and whether it is open (NoWin.message)
        return ReadingValue(reading, hits, han, 0, fu, 0, base, None, _no_yaku(dora.total, not spec.closed))
    if yaku_han < 2 and rules.shibari_at(spec.honba):
        why = NoWin("ryanhan_shibari", {"honba": spec.honba, "han": yaku_han})
        return ReadingValue(reading, hits, han, yaku_han, fu, 0, base, None, why)
    return ReadingValue(reading, hits, han, yaku_han, fu, 0, base, _pay(base, spec))


@cache
def _no_yaku(dora: int, open_hand: bool) -> NoWin:
    """One shared reason per dora count and openness for a reading without yaku (immutable)."""
    return NoWin("no_yaku", {"dora": dora, "open": open_hand})


# The caches below hold values of pure functions of a few numbers and of a few fields of the
# rules. Each key is built from the tuple of those fields, declared once beside the function:
# tests/test_cache_keys.py checks that the function reads no other field of the rules, and that
# the cached answer is the uncached one with each field of the rules changed in turn.


def _rules_key(names: tuple[str, ...]) -> Callable[[Rules], object]:
    """The part of a cache key the rules make: the values of the fields ``names`` (in C)."""
    return attrgetter(*names) if names else lambda rules: ()


#: The fields of the rules :func:`base_points` reads below yakuman (the cache of :func:`_base`).
BASE_RULES = ("kazoe", "kiriage")
_base_rules = _rules_key(BASE_RULES)
_BASES: dict[tuple[int, int, object], Base] = {}


def _base(han: int, fu: int, rules: Rules) -> Base:
    """``base_points(han, fu, 0, rules)``, worked out once per key."""
    key = (han, fu, _base_rules(rules))
    found = _BASES.get(key)
    if found is None:
        if len(_BASES) >= 4096:
            _BASES.clear()
        found = _BASES[key] = base_points(han, fu, 0, rules)
    return found


#: The fields of the rules :func:`payment` reads (the cache of :func:`_payment`).
PAYMENT_RULES = ("honba_ron", "players")
_payment_rules = _rules_key(PAYMENT_RULES)
_PAYMENTS: dict[tuple[int, bool, bool, int, int, object], Payment] = {}  # a few hundred in practice


def _payment(base: int, dealer: bool, tsumo: bool, honba: int, sticks: int, rules: Rules) -> Payment:
    """``payment(base, dealer=..., tsumo=..., honba=..., sticks=..., rules=rules)``, worked out
    once per key."""
    key = (base, dealer, tsumo, honba, sticks, _payment_rules(rules))
    found = _PAYMENTS.get(key)
    if found is None:
        if len(_PAYMENTS) >= 4096:
            _PAYMENTS.clear()
        found = _PAYMENTS[key] = payment(
            base, dealer=dealer, tsumo=tsumo, honba=honba, sticks=sticks, rules=rules
        )
    return found


def _pay(base: Base, spec: HandSpec) -> Payment:
    return _payment(base.points, spec.seat == 0, spec.tsumo, spec.honba_taken, spec.sticks, spec.rules)

"""Limits and payments (RULES.md §5): base points, limit names, who pays what."""

from dataclasses import dataclass

from mjgui.core.scoring.rules import Rules

#: The most a counter on the table takes: honba, riichi sticks, the dealer's renchan. The
#: calculator's fields and ``score``'s ``--honba``, ``--sticks`` and ``--renchan`` all stop here;
#: no game comes near it.
MAX_COUNT = 99

# The limits, written once (RULES.md §5): every other module reads them from here.
MANGAN_BASE = 2000
YAKUMAN_BASE = 8000  # per yakuman (a double yakuman is paid twice this)
#: Each limit's base points, in ascending order.
LIMIT_BASE = {
    "mangan": MANGAN_BASE,
    "haneman": 3000,
    "baiman": 4000,
    "sanbaiman": 6000,
    "kazoe_yakuman": YAKUMAN_BASE,
}
#: The least han that reaches each limit on the han alone (below 5 han only the fu can make a
#: mangan); from ``kazoe_yakuman``'s 13 han, the rules' ``kazoe`` decides.
LIMIT_HAN = {
    "mangan": 5,
    "haneman": 6,
    "baiman": 8,
    "sanbaiman": 11,
    "kazoe_yakuman": 13,
}
#: From this han the fu no longer count: the han alone make a limit (a record writes no fu).
HAN_ALONE = LIMIT_HAN["mangan"]


#: :func:`han_limits`: every limit, or all but kazoe yakuman (13 han and more paid as sanbaiman)
_ALL_LIMITS = tuple(LIMIT_HAN)
_NO_KAZOE = tuple(name for name in LIMIT_HAN if name != "kazoe_yakuman")
# for each, the limits the han alone decide, highest first: (least han, base points, name)
_BY_HAN = {
    names: tuple((LIMIT_HAN[n], LIMIT_BASE[n], n) for n in reversed(names))
    for names in (_ALL_LIMITS, _NO_KAZOE)
}


def han_limits(rules: Rules | None = None) -> tuple[str, ...]:
    """The limits the han alone reach under ``rules``, lowest first: ``kazoe_yakuman`` only when
    the rules' ``kazoe`` is ``"yakuman"`` (under ``"sanbaiman"`` and ``"off"`` 13 han and more are
    paid as sanbaiman, :func:`base_points`, and only yaku make a yakuman). Without rules, every
    limit (kazoe yakuman counted). The one place the rules' ``kazoe`` is decided: the payment
    (:func:`base_points`) and every table of limits read it here."""
    return _ALL_LIMITS if rules is None or rules.kazoe == "yakuman" else _NO_KAZOE


def limit_han_range(limit: str, rules: Rules | None = None) -> tuple[int, int | None]:
    """The han a limit covers on the han alone under ``rules``: (6, 7) for haneman, (13, None)
    for kazoe yakuman and more (None: no upper bound); (11, None) for sanbaiman when the rules
    have no kazoe yakuman. A limit the han do not reach under them (:func:`han_limits`) raises
    ValueError."""
    names = han_limits(rules)
    if limit not in names:
        raise ValueError(f"no han count reaches {limit} under these rules")
    low = LIMIT_HAN[limit]
    following = names.index(limit) + 1
    return low, LIMIT_HAN[names[following]] - 1 if following < len(names) else None


def round_up_100(value: int) -> int:
    return -(-value // 100) * 100


def round_up_10(value: int) -> int:
    return -(-value // 10) * 10


def impossible_han_fu(han: int, fu: int, rules: Rules, *, tsumo: bool) -> str | None:
    """Why ``han`` han ``fu`` fu cannot be won under ``rules`` (by tsumo or by ron), or None when
    it can.

    The one answer the score table (its dashes), the quick value, the game record (its
    refusals) and the game's needs use:

    * ``no_25`` — under ``chiitoitsu_50fu`` no hand has 25 fu: only chiitoitsu had them, and it
      is 50 fu there;
    * ``one_han_low`` — 1 han is at least 30 fu: 20 fu is a pinfu tsumo and 25 fu a chiitoitsu,
      both 2 han or more (``one_han_20`` under ``chiitoitsu_50fu``: the pinfu tsumo alone);
    * ``ron_20`` — 20 fu is a pinfu tsumo only; no ron has 20 fu (closed: 10 for the ron; open:
      raised to 30; a chiitoitsu ron is 25);
    * ``tsumo_25`` — 25 fu is chiitoitsu, and a chiitoitsu tsumo is 3 han or more.

    No other option makes a 20 fu hand: without ``rinshan_tsumo_fu`` a rinshan tsumo lacks its
    2 fu, but it holds a kan (8 fu or more).
    """
    if fu == 25 and rules.chiitoitsu_50fu:
        return "no_25"
    if han == 1 and fu < 30:
        return "one_han_20" if rules.chiitoitsu_50fu else "one_han_low"
    if fu == 20 and not tsumo:
        return "ron_20"
    if fu == 25 and tsumo and han < 3:
        return "tsumo_25"
    return None


@dataclass(frozen=True)
class Base:
    """Base points with the limit that set them (None below mangan)."""

    points: int
    limit: str | None
    raw: int  # fu x 2^(2+han) below 5 han; 0 from 5 han (the han alone set the limit) and for yakuman


def base_points(han: int, fu: int, yakuman: int, rules: Rules) -> Base:
    """RULES.md §5: fu x 2^(2+han), then the limits; ``yakuman`` is the multiplier.

    The limits that the han alone decide are checked first, so that no power of two is ever
    computed for a large han (a hostile record's 999999999 han costs nothing).
    """
    if yakuman:
        return Base(YAKUMAN_BASE * yakuman, "yakuman", 0)
    for least, points, limit in _BY_HAN[han_limits(rules)]:  # kazoe yakuman when the rules count it
        if han >= least:
            return Base(points, limit, 0)
    raw = fu * 2 ** (2 + han)
    if raw > MANGAN_BASE:
        return Base(MANGAN_BASE, "mangan", raw)
    if rules.kiriage and ((han == 4 and fu == 30) or (han == 3 and fu == 60)):
        return Base(MANGAN_BASE, "mangan", raw)
    return Base(raw, None, raw)


@dataclass(frozen=True)
class Payment:
    """What the winner is paid. Amounts include honba; ``total`` adds the riichi sticks.

    On ron only ``ron`` is set; on a non-dealer tsumo ``dealer_pays`` and ``non_dealer_pays``;
    on a dealer tsumo ``each_pays``. ``players`` is the table's (three players: a tsumo is paid
    by the two others only, each their four-player share: tsumo loss, RULES.md §9).
    """

    base: int
    dealer: bool
    tsumo: bool
    ron: int = 0
    dealer_pays: int = 0
    non_dealer_pays: int = 0
    each_pays: int = 0
    honba: int = 0
    honba_points: int = 0  # the part of the total that is honba
    sticks: int = 0
    sticks_points: int = 0
    total: int = 0
    players: int = 4

    @property
    def hand_points(self) -> int:
        """The hand's own value: the total less honba and sticks."""
        return self.total - self.honba_points - self.sticks_points

    def deltas(self, winner: int, discarder: int | None = None) -> tuple[int, ...]:
        """Each seat's change (0 East .. 3 North: one entry per player), sticks included. On ron
        with no known discarder, the next seat after the winner is shown paying."""
        players = self.players
        out = [0] * players
        if self.tsumo:
            for seat in range(players):
                if seat == winner:
                    continue
                if self.dealer:
                    pay = self.each_pays
                else:
                    pay = self.dealer_pays if seat == 0 else self.non_dealer_pays
                out[seat] -= pay
        else:
            payer = discarder if discarder is not None else (winner + 1) % players
            out[payer] -= self.ron
        out[winner] = self.total
        return tuple(out)


def payment(base: int, *, dealer: bool, tsumo: bool, honba: int, sticks: int, rules: Rules) -> Payment:
    """RULES.md §5: ron 6x/4x base, tsumo 2x from each or 2x/1x; each rounded up to 100. With
    three players (§9) the two others pay a tsumo, each their four-player share, and the
    honba's value is split between them (200: 100 each)."""
    players = rules.players
    payers = players - 1
    per_payer_honba = rules.honba_ron // payers
    sticks_points = 1000 * sticks
    if not tsumo:
        hand = round_up_100(base * (6 if dealer else 4))
        honba_points = rules.honba_ron * honba
        ron = hand + honba_points
        return Payment(
            base,
            dealer,
            tsumo,
            ron=ron,
            honba=honba,
            honba_points=honba_points,
            sticks=sticks,
            sticks_points=sticks_points,
            total=ron + sticks_points,
            players=players,
        )
    extra = per_payer_honba * honba
    if dealer:
        each = round_up_100(2 * base) + extra
        return Payment(
            base,
            dealer,
            tsumo,
            each_pays=each,
            honba=honba,
            honba_points=payers * extra,
            sticks=sticks,
            sticks_points=sticks_points,
            total=payers * each + sticks_points,
            players=players,
        )
    from_dealer = round_up_100(2 * base) + extra
    from_other = round_up_100(base) + extra
    return Payment(
        base,
        dealer,
        tsumo,
        dealer_pays=from_dealer,
        non_dealer_pays=from_other,
        honba=honba,
        honba_points=payers * extra,
        sticks=sticks,
        sticks_points=sticks_points,
        total=from_dealer + (payers - 1) * from_other + sticks_points,
        players=players,
    )

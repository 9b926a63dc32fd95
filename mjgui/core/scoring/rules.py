"""Rule options and presets.

Every point where regulations differ is a field of :class:`Rules`; presets are values only,
never code paths. ``seed`` (the default) is RULES.md.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from itertools import pairwise
from math import lcm
from typing import Literal

from mjgui.core.errors import RulesError
from mjgui.core.scoring.tiles import dora_from_indicator
from mjgui.core.scoring.yaku_table import DOUBLE_YAKUMAN_IDS

RenhouMode = Literal["off", "mangan", "yakuman"]
KazoeMode = Literal["yakuman", "sanbaiman", "off"]
MultipleRonHonba = Literal["first", "each"]
TieUma = Literal["seat", "split"]
RoundingHalf = Literal["up", "away"]

DOUBLE_YAKUMAN = DOUBLE_YAKUMAN_IDS  # the seed default: the yaku table's double yakuman
PAO_YAKUMAN = frozenset({"daisangen", "daisuushii", "suukantsu"})
#: The yakuman a player can be liable for (pao, RULES.md §6), the only ones ``pao`` can name:
#: those whose sets can be called from others' discards, the call that makes the yakuman
#: certain being the one another player answers for. No one feeds a kokushi, a chuuren, a
#: suuankou or a first-turn win
PAO_ABLE = PAO_YAKUMAN | {"tsuuiisou", "ryuuiisou", "chinroutou"}
#: The tile yakuman one hand of four sets and a pair can hold together, each group the largest
#: of its kind (Rules.most_yakuman): the four-wind, three-wind and dragon groups, each with its
#: last set and its pair honors (tsuuiisou), and the two one-kind hands; suuankou and suukantsu or
#: a first-turn yakuman come on top of each.
_FOUR_SET_YAKUMAN = (
    ("daisuushii", "tsuuiisou"),
    ("shousuushii", "tsuuiisou"),
    ("daisangen", "tsuuiisou"),
    ("chinroutou",),
    ("ryuuiisou",),
)
#: The tile yakuman no other tile yakuman joins (a first-turn one can): kokushi, chuuren, each
#: either wait, and tsuuiisou of seven pairs.
_YAKUMAN_ALONE = ("kokushi", "kokushi_13", "chuuren", "chuuren_9", "tsuuiisou")
#: The tile kinds three-player mahjong plays without (RULES.md §9): the manzu 2 to 8.
SANMA_REMOVED = frozenset(range(1, 8))
#: The metadata of a field a preset decides alone: no ``option=value`` word sets it (a rules line
#: cannot turn a four-player preset into a three-player one halfway).
PRESET_ONLY = {"word": False}


@dataclass(frozen=True)
class Rules:
    """One regulation. Defaults are the seed regulation (RULES.md)."""

    name: str = "seed"
    #: which values of its preset these rules read: the preset's edition they were written
    #: under (:data:`EARLIER_EDITIONS`; a preset's own value is its current edition)
    edition: int = field(default=1, metadata=PRESET_ONLY)
    # the table: three players (sanma, RULES.md §9) or four; a three-player table has no North
    # seat or round and pays a tsumo by the two others only, each their four-player share
    players: int = field(default=4, metadata=PRESET_ONLY)
    #: the tile kinds the set lacks (three players: 2m..8m): never in a hand, a wait or an
    #: indicator, skipped by the dora order (9m indicates 1m); a suit left with gaps holds no
    #: run of three tiles, so its tiles make no sequences (no chi)
    removed_kinds: frozenset[int] = field(default=frozenset(), metadata=PRESET_ONLY)
    #: calls of chi allowed (three players: none)
    chi: bool = field(default=True, metadata=PRESET_ONLY)
    #: Norths set aside as dora (nuki, kita): each +1 han and a North for the indicators
    nuki: bool = field(default=False, metadata=PRESET_ONLY)
    # tiles and dora
    aka: int = 3  # red fives: 0, 3, or 4 (two red 5p); without 5m in the set 0 or 2 (5p and 5s)
    # yaku
    kuitan: bool = True
    renhou: RenhouMode = "mangan"
    ryanhan_shibari: bool = True
    ryanhan_threshold: int = 5  # honba from which two han from yaku are needed
    paarenchan: bool = True
    paarenchan_threshold: int = 8
    paarenchan_needs_yaku: bool = False
    double_yakuman: frozenset[str] = DOUBLE_YAKUMAN
    yakuman_stacking: bool = True  # several yakuman in one hand add up
    kazoe: KazoeMode = "yakuman"
    chiitoitsu_50fu: bool = False  # Kansai: chiitoitsu 50 fu 1 han
    # fu
    double_wind_pair_fu: int = 4
    rinshan_tsumo_fu: bool = True
    # points
    kiriage: bool = False
    honba_ron: int = 300  # honba value on ron; on tsumo each of the players - 1 payers pays its share
    pao: frozenset[str] = PAO_YAKUMAN
    # a pao hand that holds another yakuman as well: on a tsumo the liable player pays the whole
    # hand, every yakuman and the honba (Tenhou); off, only the pao yakuman's share, the rest paid
    # as an ordinary tsumo (RULES.md §6). A ron by another player splits the pao yakuman's share
    # half and half either way
    pao_whole: bool = False
    # a pao ron by another player: the liable player pays the honba with their half (Tenhou);
    # off, the discarder pays it (RULES.md §6)
    pao_liable_honba: bool = False
    # game
    start_points: int = 30000
    return_points: int = 30000
    uma: tuple[int, ...] = (15, 5, -5, -15)  # one entry per player, first place first
    east_only: bool = False
    sticks_to_first: bool = True
    buttobi: bool = True
    abortive_draws: bool = False
    nagashi_mangan: bool = True
    agari_yame: bool = False  # the game ends when the dealer wins the last hand in first place
    # the game ends when the dealer is tenpai at the last hand's exhaustive draw in first place
    # (with overtime: at the overtime target or more), as agari-yame ends it after a win
    tenpai_yame: bool = False
    overtime: bool = False  # nobody at the return points after the last hand: play on (West)
    atama_hane: bool = True
    # without atama hane, who of several winners on one discard is paid the honba: "first" (the
    # first winner in turn order after the discarder, who also takes the sticks) or "each"
    multiple_ron_honba: MultipleRonHonba = "each"
    triple_ron_abort: bool = False  # without atama hane: three winners make an abortive draw
    wareme: bool = False
    chombo_at_end: bool = False
    # a chombo costs its offender this many points off their final score (M-League: 20 000,
    # "20 points") instead of the mangan penalty paid at the table: nobody's points change, the
    # hand is replayed as it was, the players are placed on their points as ever; 0: the mangan
    # penalty at the table (RULES.md)
    chombo_score_penalty: int = 0
    noten_total: int = 3000
    # the final score: each player but first to the nearest this many points (0: unrounded, as
    # the online sites count their three-player games, RULES.md §9)
    score_rounding: int = 1000
    # where that rounding takes a player exactly half way (-5 500 to the thousand): "up", to more
    # points (-2 500 -> -2 000, RULES.md §8), or "away" from zero (-5 500 -> -6 000, 4 500 ->
    # 5 000), as Tenhou's rounded logs count (the tenhou presets)
    score_rounding_half: RoundingHalf = "up"
    # players tied on points at the end: "seat" places them by the seat nearer the first dealer
    # (RULES.md §8), each taking the uma of their own place; "split" gives them one shared
    # place, and they split equally the uma of the places they hold (and, tied for first, the
    # oka and the riichi sticks that go to first place)
    tie_uma: TieUma = "seat"
    # with overtime: the points that end the game in the extra round (0: the return points)
    overtime_points: int = 0

    def __post_init__(self) -> None:
        if self.edition < 1:
            raise RulesError("bad_option", name="edition", value=self.edition)
        if self.players not in (3, 4):
            raise RulesError("bad_option", name="players", value=self.players)
        if len(self.uma) != self.players:
            raise RulesError("bad_option", name="uma", value=",".join(map(str, self.uma)))
        if sum(self.uma) != 0:  # the final scores add up to zero (RULES.md §8)
            raise RulesError("uma_sum", total=sum(self.uma))
        if not _removable(self.removed_kinds):
            raise RulesError("bad_option", name="removed_kinds", value=sorted(self.removed_kinds))
        choices = int_choices(self)
        _choose("aka", self.aka, choices["aka"])
        _choose("double_wind_pair_fu", self.double_wind_pair_fu, choices["double_wind_pair_fu"])
        _choose("renhou", self.renhou, ("off", "mangan", "yakuman"))
        _choose("kazoe", self.kazoe, ("yakuman", "sanbaiman", "off"))
        _choose("multiple_ron_honba", self.multiple_ron_honba, ("first", "each"))
        _choose("tie_uma", self.tie_uma, ("seat", "split"))
        _choose("score_rounding_half", self.score_rounding_half, ("up", "away"))
        if not self.pao <= PAO_ABLE:  # nobody can be liable for a kokushi or a tenhou
            allowed = ", ".join(sorted(PAO_ABLE))
            raise RulesError(
                "bad_option_choice", name="pao", value=",".join(sorted(self.pao)), allowed=allowed
            )
        for name in LEAST:  # points, payments and counts: none is below zero
            if getattr(self, name) < 0:
                raise RulesError("bad_option_negative", name=name, value=getattr(self, name))
        # the bounds below zero's (LEAST), a return below the start, a rounding not in hundreds
        # and an uma that rises are refused where they are typed (check_typed_bounds), not here:
        # a log's rules and a record an earlier mjgui wrote read as they did
        # payments split among players: every share is whole hundreds (RULES.md §5, §7)
        others = self.players - 1  # who pay a tsumo; at a draw, the most noten or tenpai players
        _in_whole_hundreds(
            "bad_option_honba_split", "honba_ron", self.honba_ron, honba_step(self.players), others
        )
        _in_whole_hundreds(
            "bad_option_noten_split", "noten_total", self.noten_total, noten_step(self.players), others
        )

    # -- the rules a win is read by: each decided here once, for every way a win is given --------
    # (the tiles of the score command and the calculator, a game's han-and-fu lines and hands,
    # the calculator's Han and fu, the game's needs)

    def shibari_at(self, honba: int) -> bool:
        """Ryanhan shibari is in force in a hand of ``honba`` honba: a win needs 2 han from yaku
        (RULES.md §2)."""
        return self.ryanhan_shibari and honba >= self.ryanhan_threshold

    def paarenchan_at(self, renchan: int) -> bool:
        """A dealer's win with ``renchan`` renchan is paarenchan, a yakuman (RULES.md §3)."""
        return self.paarenchan and renchan >= self.paarenchan_threshold

    def yakuman_count(self, yakuman: str) -> int:
        """How many yakuman the yakuman ``yakuman`` counts: 2 for the rules' double yakuman
        (``double_yakuman``), else 1 (RULES.md §3)."""
        return 2 if yakuman in self.double_yakuman else 1

    @property
    def most_yakuman(self) -> int:
        """The most yakuman any seat's hand counts, won either way: the largest
        :meth:`most_yakuman_at` (RULES.md §3). Without a double first-turn yakuman every win
        counts the same most (suukantsu comes in every way of winning)."""
        return max(self.most_yakuman_at(dealer=d, tsumo=t) for d in (True, False) for t in (True, False))

    def most_yakuman_at(self, *, dealer: bool, tsumo: bool) -> int:
        """The most yakuman one hand's own yakuman count (RULES.md §3) when the ``dealer`` or
        not wins by ``tsumo`` or ron, as scoring its tiles counts them: what a ``yakuman N``
        line of that win may write, and where that player's needs stop. Paarenchan is not in
        it: a dealer's win at paarenchan counts it on top, as the game adds it to a ``yakuman
        N`` line (:func:`~mjgui.core.game.game.value_worth`; with ``yakuman_stacking`` one more,
        or two where it counts double; without, the larger of the two).

        Without ``yakuman_stacking`` a hand counts its largest yakuman: two where the rules count
        one that this win can hold double (``double_yakuman``), else one.

        With it, the combinations below are the largest that one hand holds: each shape of
        :data:`_FOUR_SET_YAKUMAN` with suuankou and suukantsu or a first-turn yakuman, each of
        :data:`_YAKUMAN_ALONE` alone or with a first-turn yakuman. Each adds one yakuman, or two
        for one that counts double, and the largest sum is the answer. A hand of four sets holds
        at most one of the shapes daisuushii, shousuushii or daisangen (four winds, three winds
        and a wind pair, or three dragons take three of its four sets), each with tsuuiisou (the
        last set and the pair can be honors too), or chinroutou, or ryuuiisou (no honor but the
        green dragon, no second group of those). All four sets can be concealed triplets:
        suuankou, tanki where the pair is the wait. Then either four closed kans (suukantsu,
        whose wait is always the pair: suuankou tanki; any seat, ron or tsumo), or a win on the
        first turn without a kan, which the seat and the way of winning decide: tenhou (the
        dealer's tsumo), chiihou (a non-dealer's tsumo) or, where it is a yakuman
        (``renhou=yakuman``), renhou (a non-dealer's ron, so only suuankou tanki: a shanpon ron
        leaves an open triplet); a dealer's ron has none. Kokushi and chuuren (either wait) hold
        no other tile yakuman, only a first-turn one. Nothing holds more: kokushi and chiitoitsu
        shapes have no sets, chuuren has runs, and the first-turn yakuman forbid every kan and
        each other.

        So the most is daisuushii + tsuuiisou + suuankou tanki + tenhou, chiihou (or renhou) or
        suukantsu: 6 with the seed's double yakuman (daisuushii and suuankou tanki count 2), 4
        without any double yakuman (tenhou, mleague, tenhou-sanma; 1 in ema and wrc, whose
        yakuman do not add up), for every seat and either way of winning; paarenchan, where it
        is played, makes a dealer's 7 and 5.
        ``double_yakuman`` naming other yakuman can make another combination the largest (8 with
        every one doubled); the sum over the table finds it. A first-turn yakuman counted double
        is the one thing that makes the seats differ: with ``double_yakuman=tenhou`` the
        dealer's tsumo counts 5 where every other win counts 4, with ``chiihou`` a
        non-dealer's tsumo."""
        if tsumo:
            first_turn: tuple[str, ...] = ("tenhou",) if dealer else ("chiihou",)
        else:
            first_turn = () if dealer or self.renhou != "yakuman" else ("renhou",)
        together: list[tuple[str, ...]] = []
        for shape in _FOUR_SET_YAKUMAN:
            together.append((*shape, "suuankou_tanki", "suukantsu"))
            for first in first_turn:
                together.append((*shape, "suuankou_tanki", first))
                if tsumo:  # a shanpon tsumo: four concealed triplets, not tanki
                    together.append((*shape, "suuankou", first))
        together += [(alone, *first_turn) for alone in _YAKUMAN_ALONE]  # with the first-turn one, if any
        if not self.yakuman_stacking:
            return max(self.yakuman_count(y) for hand in together for y in hand)
        return max(sum(self.yakuman_count(y) for y in hand) for hand in together)

    @property
    def abort_allowed(self) -> bool:
        """An abortive draw can end a hand (an ``abort`` line): the rules play abortive draws, or
        three winners on one discard make one (``triple_ron_abort`` without atama hane: sanchahou,
        which the table can only write as an ``abort``; a three-player table has no third winner)."""
        sanchahou = self.triple_ron_abort and not self.atama_hane and self.players == 4
        return self.abortive_draws or sanchahou

    @property
    def last_round(self) -> int:
        """The last round wind a game is played to, the extra round aside: East (0) for an
        east-only game, else South (1)."""
        return 0 if self.east_only else 1

    @property
    def overtime_target(self) -> int:
        """The points a player needs for the game to end in (or before) the extra round."""
        return self.overtime_points or self.return_points

    def red_allowed(self, suit: int) -> int:
        """How many red fives of a suit exist (0 man, 1 pin, 2 sou): ``aka=2`` is one 5p and one
        5s (three players: the manzu has no five)."""
        if self.aka == 0 or (self.aka == 2 and suit == 0):
            return 0
        return 2 if self.aka == 4 and suit == 1 else 1

    @property
    def one_red_each(self) -> int:
        """``aka`` for one red five of each suit whose five the set holds: 3, or 2 without the
        manzu's (three players): what a log's "red fives on" means at this table."""
        return sum(1 for five in (4, 13, 22) if five not in self.removed_kinds)

    @property
    def seats(self) -> range:
        """The seat (and round) winds at this table: 0 East .. ``players - 1``."""
        return range(self.players)

    @cached_property
    def dora_of(self) -> tuple[int, ...]:
        """The kind each indicator kind (0..33) makes dora: the next kind of the set in its suit
        (removed kinds skipped: with 2m..8m removed, 1m indicates 9m and 9m indicates 1m), N -> E
        among the winds, Red -> White among the dragons. Computed once per rules."""
        out = []
        for kind in range(34):
            found = dora_from_indicator(kind)
            while found in self.removed_kinds:
                found = dora_from_indicator(found)
            out.append(found)
        return tuple(out)

    @cached_property
    def kinds(self) -> tuple[int, ...]:
        """The tile kinds of the set (0..33 less :attr:`removed_kinds`), in order."""
        return tuple(k for k in range(34) if k not in self.removed_kinds)

    def with_options(self, **changes: object) -> "Rules":
        known = {f.name for f in fields(self)}
        for key in changes:
            if key not in known:
                raise RulesError("bad_option", name=key, value=changes[key])
        return replace(self, **changes)  # type: ignore[arg-type]


def check_typed_bounds(rules: Rules) -> None:
    """Refuse rules typed now (``score --rule-option``, the New game dialog's options, a
    ``rules`` line typed in the tracker: :func:`~mjgui.core.scoring.rule_words.read_rule_words`
    for words not ``recorded``) whose values turn the final score against the placement or mean
    nothing at a table, each with its own sentence (the first of :func:`typed_bound_errors`).

    Not checked by :class:`Rules` itself nor on a recorded rules line: an earlier mjgui took
    these values (the New game dialog wrote ``rules mahjongsoul start_points=30000``, return
    25 000), the log reader writes the uma a log's final scores need, a rising one among them
    (core/logs/final.py), and such a record, or the log, reads as it did."""
    errors = typed_bound_errors(rules)
    if errors:
        raise errors[0]


def typed_bound_errors(rules: Rules) -> tuple[RulesError, ...]:
    """Every bound of rules typed now that ``rules`` fails, in the order
    :func:`check_typed_bounds` checks them: a threshold below its least (:data:`LEAST`:
    ``paarenchan_threshold=0`` would make every dealer win a yakuman), return points below the
    start points (first place would pay the oka: ``rules seed start_points=35000`` under the
    seed's 30 000 return), a ``score_rounding`` not in whole hundreds, a
    ``chombo_score_penalty`` below 1000 (the final score's thousands typed: ``20`` for M-League's
    20000) or not in whole hundreds, an uma that rises
    (:func:`check_uma_order`). All of them, so that an edit of a recorded rules line may keep
    the ones its line already failed and no other (core/game/record.py, ``read_edit``)."""
    errors: list[RulesError] = []
    for name, least in LEAST.items():
        if least > 0 and getattr(rules, name) < least:  # below zero: Rules itself refuses it
            errors.append(RulesError("bad_option_below_one", name=name, value=getattr(rules, name)))
    # below the start, the oka (players x (return - start)) would be paid by first place
    if rules.return_points < rules.start_points:
        errors.append(RulesError("return_below_start", value=rules.return_points, start=rules.start_points))
    if rules.score_rounding % 100:  # the points are counted in hundreds: 3 rounds nothing true
        errors.append(RulesError("bad_option_rounding", name="score_rounding", value=rules.score_rounding))
    penalty = rules.chombo_score_penalty  # in points, as the start points: M-League's 20 is 20000
    if 0 < penalty < 1000:  # the final score's thousands typed ("20 points"): 20 points is 0.02
        errors.append(
            RulesError(
                "chombo_penalty_thousands", name="chombo_score_penalty", value=penalty, points=penalty * 1000
            )
        )
    elif penalty % 100:  # the points are counted in hundreds
        errors.append(RulesError("chombo_penalty_hundreds", name="chombo_score_penalty", value=penalty))
    try:
        check_uma_order(rules)
    except RulesError as err:
        errors.append(err)
    return tuple(errors)


def check_uma_order(rules: Rules) -> None:
    """Refuse an uma that gives a lower place more than a higher one (``uma=-15,-5,5,15``, the
    seed's written backwards): the uma is a bonus by place, first place first (RULES.md §8);
    equal neighbours (``0,0,0,0``) stay. One of the bounds of rules typed now
    (:func:`check_typed_bounds`)."""
    if any(higher < lower for higher, lower in pairwise(rules.uma)):
        raise RulesError("uma_order", uma=rules.uma)


def int_choices(rules: Rules) -> dict[str, tuple[int, ...]]:
    """The whole-number options that take only a few values, with those values at this table:
    red fives 0, 3 or 4 (without 5m in the set, 0 or 2: 5p and 5s), a double-wind pair 2 or 4 fu."""
    aka = (0, 2) if 4 in rules.removed_kinds else (0, 3, 4)
    return {"aka": aka, "double_wind_pair_fu": (2, 4)}


def _choose(name: str, value: object, allowed: tuple[object, ...]) -> None:
    """Refuse a value ``name`` cannot take, saying the ones it can."""
    if value not in allowed:
        raise RulesError("bad_option_choice", name=name, value=value, allowed=", ".join(map(str, allowed)))


def honba_step(players: int) -> int:
    """What ``honba_ron`` must be a multiple of: a tsumo's honba is paid by each of the
    ``players - 1`` others in equal shares of whole hundreds (300 with four players, 200 with
    three)."""
    return 100 * (players - 1)


def noten_step(players: int) -> int:
    """What ``noten_total`` must be a multiple of: at a draw it is paid by 1 to ``players - 1``
    noten players and shared by as many tenpai ones, each share whole hundreds (600 with four
    players: 1, 2 or 3 either way; 200 with three)."""
    return 100 * lcm(*range(1, players))


def _in_whole_hundreds(code: str, name: str, value: int, step: int, others: int) -> None:
    """Refuse a payment ``name`` that a split the rules make would pay in parts of a hundred
    (``noten_total=2000`` with four players: 666 from each of three noten players), saying the
    nearest values that split evenly (``others``: the most players a split is among)."""
    if value % step:
        lower = value // step * step
        raise RulesError(code, name=name, value=value, step=step, lower=lower, higher=lower + step, n=others)


#: The whole-number options that count points, payments or hands, each with the least it can
#: be: a start, a payment or a threshold below zero means nothing at a table (refused by Rules),
#: and paarenchan at 0 renchan would make every dealer's win a yakuman (refused where it is
#: typed: check_typed_bounds).
LEAST: dict[str, int] = {
    "ryanhan_threshold": 0,
    "paarenchan_threshold": 1,
    "honba_ron": 0,
    "start_points": 0,
    "return_points": 0,
    "noten_total": 0,
    "score_rounding": 0,
    "overtime_points": 0,
    "chombo_score_penalty": 0,
}


def _removable(kinds: frozenset[int]) -> bool:
    """Only suited kinds can be removed, a suit keeps at least one, and a suit that loses some
    keeps no run of three (its tiles then make no sequence: the waits and the shanten treat
    them like honors)."""
    if any(not isinstance(k, int) or not 0 <= k < 27 for k in kinds):
        return False
    for suit in range(3):
        kept = [k not in kinds for k in range(suit * 9, suit * 9 + 9)]
        if all(kept):
            continue
        if not any(kept):  # a whole suit gone: no indicator order left in it
            return False
        if any(kept[n] and kept[n + 1] and kept[n + 2] for n in range(7)):
            return False
    return True


SEED = Rules()

#: Three players (RULES.md §9), what both sites' presets share: 108 tiles (no 2m..8m), no chi,
#: nuki dora, red 5p and 5s, 35 000 start, 200 a honba, tsumo loss, unrounded final scores.
#: Values marked "check" are the sites' published rules not yet verified against real logs.
#: Not a preset: each site's preset below sets its return points and uma (here none).
_SANMA = Rules(
    name="sanma",
    players=3,
    removed_kinds=SANMA_REMOVED,
    chi=False,
    nuki=True,
    aka=2,
    renhou="off",
    ryanhan_shibari=False,
    paarenchan=False,
    honba_ron=200,
    start_points=35000,
    return_points=35000,  # each preset's own below
    uma=(0, 0, 0),
    abortive_draws=True,  # check: which abortive draws exist with three players
    atama_hane=False,
    multiple_ron_honba="first",
    overtime=True,  # check: the West round's end
    # 1 tenpai: 1000 from each noten player; 2 tenpai: 2000 from the noten one, as real Tenhou
    # draws pay (tests/test_game_sanma.py cites them); no Mahjong Soul draw in the real logs
    # found yet
    noten_total=2000,
    # today's logs: Tenhou (points - 40 000)/1000 + 35 / 0 / -20, Mahjong Soul
    # (points - 35 000)/1000 + 15 / 0 / -15, unrounded
    score_rounding=0,
)

PRESETS: dict[str, Rules] = {
    "seed": SEED,
    # EMA Riichi 2016: no red fives, kazoe capped at sanbaiman, no double yakuman; double and
    # triple ron, the discarder pays each winner separately, honba included. The session score
    # is (points - 30 000)/1000 + uma, not rounded; players tied on points share their uma
    # ("ties are not resolved by player seating order"), and the riichi sticks left at the end
    # go to the winner, shared by players tied for first (riichi.wiki, "EMA Riichi Competition
    # Rules", Scoring, and its list of differences from the WRC rules; the same settings in the
    # Pantheon tournament system's EMA ruleset: equalizeUma). Edition 2 (the EMA's announcement
    # of these rules, "Revised EMA Riichi rules are ready", mahjong-europe.org, the same list at
    # kasu.at/news/2015/12/neue-ema-regeln and mahjongnews.com): "Renho (Blessing of Man) is a
    # mangan, not a yakuman" (riichi.wiki's RCR page: "renhou is now a strict mangan only");
    # yakuman do not add up ("the previous removal of accumulative and double yakuman", the same
    # announcement; riichi.wiki: "the maximum score is a single yakuman"); "Chombo penalty in a
    # tournament is 20,000 points deduction after uma", nothing paid at the table. Edition 1
    # had no renhou, yakuman adding up and the mangan chombo paid at the table.
    "ema": Rules(
        name="ema",
        edition=2,
        aka=0,
        renhou="mangan",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        yakuman_stacking=False,
        kazoe="sanbaiman",
        nagashi_mangan=False,
        chombo_score_penalty=20000,
        uma=(15, 5, -5, -15),
        start_points=30000,
        return_points=30000,
        sticks_to_first=True,
        buttobi=False,
        pao=frozenset({"daisangen", "daisuushii"}),
        atama_hane=False,
        multiple_ron_honba="each",
        score_rounding=0,
        tie_uma="split",
    ),
    # World Riichi Championship: no red fives, kiriage mangan, no double yakuman; one winner per
    # hand (atama hane). Session score = ((points - 30 000)/1000) + uma, not rounded, the uma
    # "adjusted to accommodate" a tie: averaged over the places the tied players hold
    # (riichi.wiki, "World Riichi Championship rules", Uma; Pantheon's WRC ruleset:
    # equalizeUma). Unlike EMA's, the riichi sticks left at the end go to nobody (riichi.wiki,
    # "EMA Riichi Competition Rules": "riichi bets at game end go to the winner" is listed among
    # EMA's differences from the WRC rules). Edition 2: 13 han and more are a sanbaiman ("Kazoe
    # yakuman is not allowed, so the 'sanbaiman line' should be labeled '11+'", the errata of the
    # WRC 2014 rules by their author, reachmahjong.com forum, "World Riichi Championship 2014 -
    # rules!"), and yakuman do not add up ("Yakuman yaku are not cumulative", the WRC rule book,
    # 2014 and 2015, §6.5, as ooyamaneko.net's copies give it; riichi.wiki: "Every yakuman is
    # counted as single yakuman"). Edition 1 counted 13 han a yakuman and added yakuman up.
    # Left as they were, no WRC text in reach saying them: renhou (off; the 2014 errata has
    # "Renhō is cumulative with other yaku and dora", a yaku of han that mjgui's renhou modes do
    # not play, neither "mangan", which combines with nothing, nor "yakuman"), nagashi mangan
    # (on) and the chombo paid at the table. The EMA's announcement of its 2016 rules drops
    # nagashi mangan and deducts 20 000 after uma for a chombo and lists only four differences
    # from the WRC 2015 rules, none of them these; that implies, without saying, that the WRC
    # plays them so too (docs/game-record.md, Rules editions).
    "wrc": Rules(
        name="wrc",
        edition=2,
        aka=0,
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        yakuman_stacking=False,
        kazoe="sanbaiman",
        kiriage=True,
        double_wind_pair_fu=2,
        start_points=30000,
        return_points=30000,
        uma=(15, 5, -5, -15),
        sticks_to_first=False,
        buttobi=False,
        pao=frozenset({"daisangen", "daisuushii"}),
        score_rounding=0,
        tie_uma="split",
    ),
    # Tenhou: three red fives, no double yakuman, 25 000 start / 30 000 return, uma 20/10;
    # double ron, honba and sticks to the first winner in turn order (a triple ron is abortive);
    # the dealer keeping the last hand in first place with 30 000 or more ends the game, by a win
    # (agari-yame) or by tenpai at the exhaustive draw (tenpai-yame, Tenhou's since a day
    # between 2010-06-01 and 2010-06-08: terralian/fastmaj's 2010060800gm-0061-0000-6d767860
    # ends at E4-0 so, where its 2010060106gm-00a9-0000-30d6de3b, of 2010-06-01 at 6 h, and
    # dnovikoff-bug1 of 2009 played on; a log's game says which, core/logs/final.py); nobody
    # at 30 000 after South 4: West round, ending when someone reaches it, at the latest West 4.
    # A pao tsumo of several yakuman is paid whole by the liable player (a real log:
    # tsubakisakura/mjlog2json 2019103023gm-00a9-0000-f90e0fe9, E4-3); on a pao ron by another
    # player the liable player pays the honba with their half (a Tenhou AGARI kept by kobalab's
    # majiang log converter's tests: ba="1,0", sc 32 300 = 16 300 from the liable, 16 000).
    # Its rounded final scores take a half away from zero (its mjlogs' owari: a positive half
    # goes up, 4 500 -> 5 000 in dnovikoff-chip and 19 500 -> 20 000 in mjx-project/mjx's
    # 2011020415gm-00a9-0000-e037b629, ten such players in all; the one negative half, -5 500 in
    # the three-player dnovikoff-sanma2, goes to -6 000: -66 with the -20 uma), not five down
    # and six up as Tenhou's rounding is often described. Pao for daisangen and daisuushii only
    # (edition 2; edition 1 had suukantsu's too): Tenhou's lobbies play suukantsu pao only with
    # a lobby flag (an mjlog's csrule[1] 0x8, core/logs/mjlog.py), and riichi.wiki's "Sekinin
    # barai" page gives a Tenhou game of its ranked lobby, 2015012609gm-0089-0000-1956db78, as
    # "suukantsu tsumo; no pao".
    "tenhou": Rules(
        name="tenhou",
        edition=2,
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        start_points=25000,
        return_points=30000,
        uma=(20, 10, -10, -20),
        abortive_draws=True,
        atama_hane=False,
        multiple_ron_honba="first",
        triple_ron_abort=True,
        agari_yame=True,
        tenpai_yame=True,
        overtime=True,
        pao=frozenset({"daisangen", "daisuushii"}),
        pao_whole=True,
        pao_liable_honba=True,
        score_rounding_half="away",
    ),
    # Mahjong Soul's ranked rooms (段位戦): double yakuman for the four 2x hands, 25 000 start,
    # uma 15/5; double and triple ron (no sanchahou), honba and sticks to the first winner in
    # turn order ("ダブロン・トリプルロンの場合,積み棒は上家取り": Mahjong Soul's 段位戦ルール説明,
    # mahjongsoul.com/?newsid=60c8610c2ac863186fdbebd4, as a player's question to its support
    # quotes it, gist.github.com/Cryolite/a026f41713f6a7ca88713737f5c2cfb6). The final score is
    # (points - 25 000)/1000 + 15 / 5 / -5 / -15, unrounded: the return is the start, no oka.
    # Mahjong Soul's own numbers say so (a converted log's sc copies each player's part_point_1
    # and total_point / 1000, Equim-chan/tensoul convert.js): the Jade Room game
    # tests/data/logs/majsoul-tensoul-py-ng-jade-south.json ends 36 900, 22 200, 21 300,
    # 19 600 -> +26.9, +2.2, -8.7, -20.4 (the 30 000 return and the rounding this preset had
    # gave +42, -3, -14, -25). The three-player rooms count the same from their 35 000
    # (mahjongsoul-sanma; six real games in tests/data/logs/sanma).
    # The end of the game as the same player's simulator of the ranked rooms plays it
    # (Cryolite/kanachan, src/simulation/round_state.cpp, commit 5c9ed7c: "南4局または西入",
    # "西4局"): nobody at 30 000 after South 4 goes into the West round, which ends when the deal
    # moves on with somebody at 30 000, at the latest after West 4; the last hand's dealer who
    # wins, or is tenpai at the exhaustive draw, first at 30 000 or more ends the game
    # (agari-yame and tenpai-yame, no choice given). No real log of a ranked room going into
    # West was found; the club-league game tests/data/logs/majsoul-league-analyzer-sample_paipu.json
    # (a tournament room, whose organiser sets its rules) ends after South 4 below 30 000.
    # Pao for daisangen and daisuushii only (kanachan checks those two; ja.wikipedia 責任払い
    # lists 雀魂 so, citing the 段位戦ルール説明). "包発生時には積み棒は包の責任者が支払う" (the
    # 段位戦ルール説明, as the gist quotes it), and kanachan has the liable player pay the whole
    # honba of a pao ron by another ("包の対象者が本場分の点数の全額を支払う"): pao_liable_honba.
    "mahjongsoul": Rules(
        name="mahjongsoul",
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        start_points=25000,
        return_points=25000,
        uma=(15, 5, -5, -15),
        score_rounding=0,
        abortive_draws=True,
        atama_hane=False,
        multiple_ron_honba="first",
        agari_yame=True,
        tenpai_yame=True,
        overtime=True,
        overtime_points=30000,
        pao=frozenset({"daisangen", "daisuushii"}),
        pao_liable_honba=True,
    ),
    # M-League (Mリーグの公式戦ルール, m-league.jp/about, as the pages below give it):
    # 25 000 start, 30 000 return, the rank points +50 / +10 / -10 / -30 (uma 30 / 10 with the
    # 20 000 oka: riichi.wiki "M.League"; k-bys.work/mleague-rule). The final score is not
    # rounded: "36,800点の2位 ... 6.8+10=16.8ポイント" (k-bys.work), 35 800 in second -> +15.8
    # (mahjong.to/web/17538, a circle playing M-League's rules). Players tied on points split the
    # rank points: "Bonus point splits evenly to tied players" (riichi.wiki), 同着の場合は折半
    # (mj-king.net/tempos/rule/9225, a parlour's M-League rules), the oka with them (the +50 holds
    # the 20 of oka), as a page on M-League 2022-23's scoring works it through: 5 400 tied for
    # third -> 5.4 - 30 + (-10 - 30)/2 = -44.6, 35 200 tied for first -> 5.2 + (50 + 10)/2 =
    # +35.2 (ameblo.jp/kanimemocs/entry-12803159792.html: the page's own worked examples, not
    # real games' scores; the league's real tied tops are listed at note.com/essaessassa2280/
    # n/n5c0800e7d756). How M-League rounds a share that is no whole hundred (three tied for
    # first: 50 / 3) was not found: the league's own pages are not in reach and no such game
    # was found; the circle above gives the seat nearer the first dealer the larger tenth
    # (16.7 / 16.7 / 16.6), its own rule, so the preset splits to the point as every split
    # does (16.667 / 16.667 / 16.666). A chombo costs its offender 20 points
    # off their game's score, nothing paid at the table, so that the teams at the table gain
    # nothing from it (競技要項 第7章 罰則, as top3776.hatenablog.com/entry/2022/05/12/104237
    # gives it), and the hand is played again: a player's chombo of 2024-09-27 (South 2, 1
    # honba) was "試合後に個人成績からマイナス20pt ... 当該局はもう一度最初からやり直し"
    # (note.com/tyoko_tenhou6dan/n/nd015b95cb608); "20000点相当の罰符" (majyan-item.com/m-rule,
    # ojisan-gyakushu.com/mleague-rule). mahjong-space.com's M-League page says 満貫払い: the
    # pages on the league's real chombos say otherwise. Kiriage mangan, no kazoe
    # yakuman (13 han and more are sanbaiman), no double yakuman but two yakuman in one hand add
    # up (k-bys.work: 切り上げ満貫, 数え役満なし, 純粋な役満の複合のみダブル役満; riichi.wiki:
    # "Counted yakuman: Not applied. Regular yaku scoring is capped to sanbaiman"). No abortive
    # draw: 九種九牌, 四風子連打, 四開槓 and 四人リーチ play on (majannavi.com/archives/55,
    # mahjong-space.com's M-League page, riichi.wiki "No abortive draws"). No buttobi, no
    # agari-yame nor tenpai-yame, one winner a discard (atama hane: majannavi; mahjong.to). A
    # double-wind pair is 2 fu (riichi.wiki; mj-king: 連風対子は2符). Pao for daisangen,
    # daisuushii and suukantsu (mahjong-portal.com/tips/pao, "Mリーグ準拠": 大三元, 大四喜 and
    # 四槓子's last call; a pao tsumo paid whole by the liable player). The honba of a pao ron
    # by another are the liable player's: パオ以外の者が放銃者だった場合は、パオとその放銃者で
    # 半分ずつ支払う。積み場は鳴かせた者が負担する (t-yoko's M-League blog, not the league's
    # own page: top3776.hatenablog.com/entry/2022/05/28/142033, "Mリーグ役満和了の一覧", its
    # パオ section; the pages above say nothing of the honba of a ron): pao_liable_honba. Three
    # red fives (mahjong-space). Not found either way, so the seed's value stays: nagashi
    # mangan (on). None of the pages above says whether M-League plays it (ojisan-gyakushu.com
    # heads a part 流し満貫 among M-League's rules, its text not at hand), nor do the real
    # games' pages found (no nagashi mangan of the league among them).
    "mleague": Rules(
        name="mleague",
        renhou="off",
        ryanhan_shibari=False,
        paarenchan=False,
        double_yakuman=frozenset(),
        kazoe="sanbaiman",
        double_wind_pair_fu=2,
        kiriage=True,
        start_points=25000,
        return_points=30000,
        uma=(30, 10, -10, -30),
        buttobi=False,
        score_rounding=0,
        tie_uma="split",
        pao_liable_honba=True,
        chombo_score_penalty=20000,
    ),
    # Three players (RULES.md §9): the two sites' presets, their shared values in _SANMA.
    "tenhou-sanma": replace(
        _SANMA,
        name="tenhou-sanma",
        edition=2,  # 1: pao for suukantsu too, as the four-player table's edition 1
        double_yakuman=frozenset(),
        return_points=40000,  # the 15 000 oka (3 x 5 000) to first
        uma=(20, 0, -20),
        agari_yame=True,
        pao=frozenset({"daisangen", "daisuushii"}),  # the four-player table's, and its flag
        pao_whole=True,  # Tenhou's one rule for both tables (no three-player pao log found yet)
        pao_liable_honba=True,
        # the older logs' rounded scores take a half away from zero (dnovikoff-sanma2: -5 500
        # counts as -6 000), as the four-player table's
        score_rounding_half="away",
    ),
    # Mahjong Soul: the four 2x yakuman double (13-wait kokushi included); the converted logs'
    # final score is (points - 35 000)/1000 + 15 / 0 / -15. Pao as the four-player rooms' (the
    # 段位戦ルール説明 is one page for both): daisangen and daisuushii, the liable player paying
    # the honba of a ron by another ("包発生時には積み棒は包の責任者が支払う"). Agari-yame as
    # the four-player rooms', and as two real games show it (agari_yame_of in
    # core/logs/final.py): tests/data/logs/sanma/mjai-reviewer3p-chankan.json and
    # -kan3_nuki_rinshan.json end right after the last hand's dealer won it in first place
    # (59 000 and 46 500 after East 3). Tenpai-yame stays off: the four-player preset's source
    # for it is a simulator of the four-player rooms only (Cryolite/kanachan), the rules page as
    # quoted says nothing of it, and no three-player log here has a draw at which the last
    # hand's dealer was tenpai in first place.
    "mahjongsoul-sanma": replace(
        _SANMA,
        name="mahjongsoul-sanma",
        return_points=35000,
        uma=(15, 0, -15),
        agari_yame=True,
        overtime_points=40000,  # the West round ends when someone has 40 000
        pao=frozenset({"daisangen", "daisuushii"}),
        pao_liable_honba=True,
    ),
}


#: a threshold said by its option's own note when that option is named too (or off: no note)
_THRESHOLD_OF = {
    "ryanhan_threshold": "ryanhan_shibari",
    "paarenchan_threshold": "paarenchan",
    "overtime_points": "overtime",
}


def moot_option(option: str, rules: Rules, changed: Mapping[str, object]) -> bool:
    """``option`` changes nothing these rules play, or another change's note says it already:
    a threshold (above); the extra round's points where they are the target the preset's give
    (the return points, with ``overtime_points`` 0); whether paarenchan needs a yaku without
    paarenchan; who is paid the honba of several rons under atama hane (one ron only) or with
    honba worth nothing; whether three rons abort under atama hane or with three players (two
    rons at most); how halves round with unrounded final scores; how pao pays without pao, and
    who pays its honba when honba are worth nothing; when chombo is paid with a final-score
    penalty instead of at the table."""
    switch = _THRESHOLD_OF.get(option)
    if switch is not None and (switch in changed or not getattr(rules, switch)):
        return True
    if option == "overtime_points":
        base = edition_base(rules)
        return rules.overtime_target == replace(rules, overtime_points=base.overtime_points).overtime_target
    if option == "paarenchan_needs_yaku":
        return not rules.paarenchan
    if option == "multiple_ron_honba":
        return rules.atama_hane or rules.honba_ron == 0
    if option == "triple_ron_abort":
        return rules.atama_hane or rules.players < 4
    if option == "score_rounding_half":
        return rules.score_rounding == 0
    if option == "pao_whole":
        return not rules.pao
    if option == "pao_liable_honba":
        return not rules.pao or rules.honba_ron == 0
    if option == "chombo_at_end":  # no penalty is paid at the table to keep for the end
        return rules.chombo_score_penalty > 0
    return False


# -- editions ------------------------------------------------------------------------------
# A record names its preset (``rules mahjongsoul``), and a preset's values change when a source
# shows them wrong: a record says the edition of the preset it was written under (``rules
# mahjongsoul edition=1``), and reads with that edition's values whatever the preset's are now.
# Changing a value of a preset therefore means: raise its ``edition`` by one in PRESETS above,
# and write here, under the preset's name and the edition it had, the options that read that
# edition on top of the new one (tests/test_preset_editions.py pins every edition's values and
# fails, saying so, when a value changes without it).

#: For each preset, for each of its earlier editions, the options (field: value) that give that
#: edition's reading on top of the next edition's values.
EARLIER_EDITIONS: dict[str, dict[int, Mapping[str, object]]] = {
    # no renhou, yakuman adding up, the mangan chombo at the table (the EMA's 2016 rules say
    # otherwise: the preset's note)
    "ema": {1: {"renhou": "off", "yakuman_stacking": True, "chombo_score_penalty": 0}},
    # kazoe yakuman, yakuman adding up (the WRC rules' errata and §6.5 say otherwise)
    "wrc": {1: {"kazoe": "yakuman", "yakuman_stacking": True}},
    # pao for suukantsu, which Tenhou's lobbies play only with a flag
    "tenhou": {1: {"pao": PAO_YAKUMAN}},
    "tenhou-sanma": {1: {"pao": PAO_YAKUMAN}},
}


def current_edition(name: str) -> int:
    """The edition of the preset ``name`` this mjgui plays (1 for a name no preset has)."""
    found = PRESETS.get(name.lower())
    return found.edition if found is not None else 1


def preset_at(name: str, edition: int | None = None) -> Rules:
    """The preset ``name`` as it read at ``edition`` (None: its current edition): its values
    now, with the options of each edition since applied back to ``edition``. Raises RulesError
    ``unknown_rules`` for a name no preset has and ``unknown_edition`` for an edition this mjgui
    does not know (newer than the preset's, or below 1)."""
    rules = preset(name)
    if edition is None or edition == rules.edition:
        return rules
    if not 1 <= edition < rules.edition:
        raise RulesError("unknown_edition", name=rules.name, edition=edition, current=rules.edition)
    earlier = EARLIER_EDITIONS.get(rules.name, {})
    for step in range(rules.edition - 1, edition - 1, -1):
        rules = rules.with_options(**earlier.get(step, {}))
    return replace(rules, edition=edition)


def pao_edition(rules: Rules, yakuman: str) -> int | None:
    """The latest edition of the preset ``rules`` read that gave pao for ``yakuman`` when the
    edition they read does not (``tenhou`` edition 2 and suukantsu: 1), None otherwise: the
    ``edition=N`` a record written before that pao left the preset reads as it was played with."""
    base = edition_base(rules)
    if yakuman in base.pao or base.name != rules.name:
        return None
    for edition in range(base.edition - 1, 0, -1):
        if yakuman in preset_at(rules.name, edition).pao:
            return edition
    return None


def edition_base(rules: Rules) -> Rules:
    """The preset ``rules`` change, at the edition they read (the seed for a name no preset
    has, or an edition this mjgui does not know)."""
    try:
        return preset_at(rules.name, rules.edition)
    except RulesError:
        return PRESETS.get(rules.name, SEED)


def preset(name: str) -> Rules:
    """The named preset; raises RulesError listing the known names."""
    try:
        return PRESETS[name.lower()]
    except KeyError:
        raise RulesError("unknown_rules", name=name, known=", ".join(PRESETS)) from None

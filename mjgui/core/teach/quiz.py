"""Teaching mode: a scoring quiz on realistic random hands (or the hand on the desk).

:func:`random_hand` deals a winning hand the way a table would: tiles come out of one 136-tile
set (red fives included, so a hand never shows five copies or two red 5m), around a theme that
real hands follow (tanyao, yakuhai, pinfu, a flush, toitoi, chiitoitsu, ittsu, sanshoku,
chanta or just riichi), opened by calls or kept closed, won by tsumo or ron, with dora and the
usual situation flags. Every hand it returns passes :func:`mjgui.core.scoring.hand.problems` and wins.

:class:`QuizSession` asks about one hand at a time, step by step — the yaku, then the han, the
fu and the payment, as far as the level goes — and judges each answer at once. A wrong answer
comes with the explanation of that step (the yaku's definition or why a claimed yaku does not
count, the han sum, the fu items and rounding, the payment arithmetic), all as values with
``text(lang)`` from :mod:`mjgui.core.teach.explain`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from mjgui.core.i18n import msg, say, translate
from mjgui.core.numbers import number, unit_space
from mjgui.core.scoring.hand import MAX_DORA_INDICATORS, HandSpec, Meld, problems
from mjgui.core.scoring.points import HAN_ALONE
from mjgui.core.scoring.rules import SEED, Rules
from mjgui.core.scoring.scoring import DORA_IDS, ScoreResult, renhou_paid, score, score_valid
from mjgui.core.scoring.settle import pao_settlement
from mjgui.core.scoring.tiles import DRAGONS, FIVES, WINDS, Tile, is_simple, is_yaochuu, suit_of
from mjgui.core.scoring.yaku import ruled_out
from mjgui.core.scoring.yaku_table import YAKU_HAN, YAKUMAN_IDS
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain import YakuRule, arithmetic_steps, fu_steps, han_steps, why_not, yaku_ids
from mjgui.core.text import FU_WORD, HAN_WORD, wind_word, yaku_name

Level = Literal["yaku", "han_fu", "payment", "han_fu_only", "points"]
StepName = Literal["yaku", "han", "fu", "payment"]
LEVELS: tuple[Level, ...] = ("yaku", "han_fu", "payment", "han_fu_only", "points")
LEVEL_STEPS: dict[str, tuple[StepName, ...]] = {
    "yaku": ("yaku",),
    "han_fu": ("yaku", "han", "fu"),
    "payment": ("yaku", "han", "fu", "payment"),
    "han_fu_only": ("han", "fu"),  # a mode students ask for: han and fu only
    "points": ("payment",),  # points only
}
#: The levels whose hands carry honba and extra riichi sticks (the payment is asked).
_PAYMENT_LEVELS = frozenset({"payment", "points"})
#: Who the questions are for: any hand, a beginner's (closed, no kan, common yaku) or an
#: advanced player's (kans, double winds or rare yaku).
DIFFICULTIES: tuple[str, ...] = ("any", "beginner", "advanced")
COMMON_YAKU = frozenset(
    {
        "riichi",
        "menzen_tsumo",
        "tanyao",
        "pinfu",
        "haku",
        "hatsu",
        "chun",
        "seat_wind",
        "round_wind",
        "iipeikou",
    }
)
#: Yaku a student can pick from, in the order a yaku list is usually shown: every yaku and
#: yakuman the core awards (renhou too: a hand asked about is answered by ticking its yaku, and a
#: renhou hand's is renhou, RULES.md §2); :func:`yaku_choices` leaves out what the rules lack.
YAKU_CHOICES: tuple[str, ...] = (*YAKU_HAN, *YAKUMAN_IDS)

__all__ = [
    "LEVELS",
    "LEVEL_STEPS",
    "YAKU_CHOICES",
    "Answers",
    "Explanation",
    "Level",
    "PaymentKind",
    "Question",
    "QuizSession",
    "SessionScore",
    "Verdict",
    "expected_answers",
    "fits",
    "question_steps",
    "random_hand",
    "yaku_choices",
]


def yaku_choices(rules: Rules) -> tuple[str, ...]:
    """The yaku a student can tick under ``rules``: :data:`YAKU_CHOICES`, without those no hand
    can hold under them (:func:`mjgui.core.scoring.yaku.ruled_out`: renhou under ``renhou=off``,
    paarenchan without ``paarenchan``, sanshoku doujun without the manzu 2..8 of three
    players)."""
    out = ruled_out(rules)
    return tuple(y for y in YAKU_CHOICES if y not in out)


# ---------------------------------------------------------------------------------------------
# Dealing a hand
# ---------------------------------------------------------------------------------------------


class _Wall:
    """The tiles not yet used: counts per kind and how many of them are red."""

    def __init__(self, rules: Rules) -> None:
        self.counts = [4] * 34
        for kind in rules.removed_kinds:  # three players: no 2m..8m in the set
            self.counts[kind] = 0
        self.reds = {five: rules.red_allowed(suit_of(five)) for five in FIVES}

    def has(self, kinds: Iterable[int]) -> bool:
        need: dict[int, int] = {}
        for k in kinds:
            need[k] = need.get(k, 0) + 1
        return all(self.counts[k] >= n for k, n in need.items())

    def take(self, rng: random.Random, kind: int) -> Tile:
        left = self.counts[kind]
        assert left > 0
        red = kind in self.reds and self.reds[kind] > 0 and rng.random() < self.reds[kind] / left
        self.counts[kind] -= 1
        if red:
            self.reds[kind] -= 1
        return Tile(kind, red)

    def take_random(self, rng: random.Random) -> Tile:
        kinds = [k for k in range(34) for _ in range(self.counts[k])]
        return self.take(rng, rng.choice(kinds))


_Set = tuple[str, int]  # ("s" sequence | "k" triplet | "p" pair, first kind)

_THEMES: tuple[tuple[str, int], ...] = (
    ("free", 20),
    ("tanyao", 16),
    ("yakuhai", 16),
    ("pinfu", 14),
    ("honitsu", 8),
    ("chiitoitsu", 5),
    ("toitoi", 5),
    ("ittsu", 5),
    ("sanshoku", 5),
    ("chanta", 4),
    ("chinitsu", 2),
)
#: Themes whose yaku a called tile would undo (closed only in the yaku table: pinfu, chiitoitsu).
_CLOSED_ONLY = frozenset(t for t, _ in _THEMES if t in YAKU_HAN and YAKU_HAN[t][1] is None)


def _kinds_of(s: _Set) -> list[int]:
    code, first = s
    if code == "s":
        return [first, first + 1, first + 2]
    return [first] * (3 if code == "k" else 2)


def _valued(kind: int, seat: int, rnd: int) -> bool:
    return kind in DRAGONS or kind in (WINDS[seat], WINDS[rnd])


def _allowed(theme: str, suit: int) -> list[int]:
    everything = list(range(34))
    if theme == "tanyao":
        return [k for k in everything if is_simple(k)]
    if theme == "honitsu":
        return [*range(suit * 9, suit * 9 + 9), *range(27, 34)]
    if theme == "chinitsu":
        return list(range(suit * 9, suit * 9 + 9))
    if theme == "chanta":
        return [k for k in everything if is_yaochuu(k)]
    if theme == "pinfu":
        return list(range(27))
    return everything


def _pick(rng: random.Random, wall: _Wall, options: list[_Set]) -> _Set | None:
    options = [s for s in options if wall.has(_kinds_of(s))]
    return rng.choice(options) if options else None


def _random_set(rng: random.Random, wall: _Wall, theme: str, suit: int, p_seq: float) -> _Set | None:
    allowed = set(_allowed(theme, suit))
    seqs: list[_Set] = [("s", k) for k in range(27) if k % 9 <= 6 and {k, k + 1, k + 2} <= allowed]
    if theme == "chanta":
        seqs = [("s", k) for k in range(27) if k % 9 in (0, 6)]
    trips: list[_Set] = [("k", k) for k in sorted(allowed)]
    first, second = (seqs, trips) if rng.random() < p_seq else (trips, seqs)
    return _pick(rng, wall, first) or _pick(rng, wall, second)


def _random_pair(rng: random.Random, wall: _Wall, theme: str, suit: int, seat: int, rnd: int) -> _Set | None:
    allowed = _allowed(theme, suit)
    if theme == "pinfu":
        allowed = [k for k in allowed if not _valued(k, seat, rnd)]
    return _pick(rng, wall, [("p", k) for k in allowed])


def _deal_groups(rng: random.Random, wall: _Wall, theme: str, seat: int, rnd: int) -> list[_Set] | None:
    """Four sets and a pair (or seven pairs) following the theme, taken from the wall."""
    suit = rng.randrange(3)
    sets: list[_Set] = []

    def grab(s: _Set | None) -> bool:
        if s is None or not wall.has(_kinds_of(s)):
            return False
        for k in _kinds_of(s):
            wall.counts[k] -= 1  # reserved; physical tiles are drawn later
        sets.append(s)
        return True

    if theme == "chiitoitsu":
        # the kinds the set has (all 34 with four players: the same draw as ever)
        kinds = rng.sample([k for k in range(34) if wall.counts[k] >= 2], 7)
        for k in kinds:
            if not grab(("p", k)):
                return None
        return sets
    if theme == "yakuhai":
        honors = [k for k in range(27, 34) if _valued(k, seat, rnd)]
        if not grab(("k", rng.choice(honors))):
            return None
    elif theme == "ittsu":
        for d in (0, 3, 6):
            if not grab(("s", suit * 9 + d)):
                return None
    elif theme == "sanshoku":
        n = rng.randrange(7)
        for s in range(3):
            if not grab(("s", s * 9 + n)):
                return None
    p_seq = {"toitoi": 0.0, "pinfu": 1.0, "chinitsu": 0.8, "honitsu": 0.55, "chanta": 0.6}.get(theme, 0.72)
    while len(sets) < 4:
        if not grab(_random_set(rng, wall, theme, suit, p_seq)):
            return None
    if not grab(_random_pair(rng, wall, theme, suit, seat, rnd)):
        return None
    return sets


def _try_deal(rng: random.Random, level: str, rules: Rules) -> HandSpec | None:
    wall = _Wall(rules)
    theme = rng.choices([t for t, _ in _THEMES], [w for _, w in _THEMES])[0]
    if theme in ruled_out(rules):  # three players: no manzu run to match for sanshoku
        return None
    seat = rng.randrange(rules.players)  # three players: no North seat
    rnd = 0 if rng.random() < 0.65 else 1
    groups = _deal_groups(rng, wall, theme, seat, rnd)
    if groups is None:
        return None
    # physical tiles: give the reserved kinds back and draw them one by one (red fives appear)
    for g in groups:
        for k in _kinds_of(g):
            wall.counts[k] += 1
    sets = [g for g in groups if g[0] != "p"]
    closed = theme in _CLOSED_ONLY or rng.random() < 0.55
    meld_idx: set[int] = set()
    if not closed:
        n = rng.choices((1, 2, 3), (45, 40, 15))[0]
        if rules.chi:
            meld_idx = set(rng.sample(range(len(sets)), min(n, len(sets))))
        else:  # three players make no chi: only triplets are called
            callable_sets = [i for i, g in enumerate(groups) if g[0] == "k"]
            meld_idx = set(rng.sample(callable_sets, min(n, len(callable_sets))))
    melds: list[Meld] = []
    concealed: list[Tile] = []
    concealed_groups: list[list[Tile]] = []
    for i, g in enumerate(groups):
        kinds = _kinds_of(g)
        if g[0] == "k" and wall.counts[g[1]] >= 4:
            kan_chance = 0.12 if i in meld_idx else (0.05 if closed else 0.0)
            if rng.random() < kan_chance:
                tiles = tuple(wall.take(rng, g[1]) for _ in range(4))
                melds.append(Meld("kan" if i in meld_idx else "ankan", tiles))
                continue
        if not wall.has(kinds):
            return None
        tiles = tuple(wall.take(rng, k) for k in kinds)
        if g[0] != "p" and i in meld_idx:
            melds.append(Meld("chi" if g[0] == "s" else "pon", tiles))
        else:
            concealed.extend(tiles)
            concealed_groups.append(list(tiles))
    if not concealed_groups:
        return None
    # the winning tile: pinfu hands win on a two-sided wait when they can
    win_group = rng.choice(concealed_groups)
    if theme == "pinfu":
        sided = [grp for grp in concealed_groups if len(grp) == 3 and grp[0].kind != grp[1].kind]
        if sided:
            win_group = rng.choice(sided)
            first = min(t.kind for t in win_group)
            ends = [t for t in win_group if t.kind in (first, first + 2)]
            ends = [t for t in ends if not (t.kind == first and first % 9 == 6)]
            ends = [t for t in ends if not (t.kind == first + 2 and first % 9 == 0)]
            win_group = ends or win_group
    win = rng.choice(win_group)
    kans = sum(1 for m in melds if m.is_kan)
    nuki = 0
    if rules.nuki:  # three players: Norths set aside, each a dora and a replacement draw
        nuki = min(rng.choices((0, 1, 2, 3), (55, 28, 13, 4))[0], wall.counts[WINDS[3]])
        wall.counts[WINDS[3]] -= nuki
    is_closed = not any(m.opened for m in melds)
    tsumo = rng.random() < 0.4
    riichi = is_closed and (theme == "free" or rng.random() < 0.55)
    double_riichi = riichi and rng.random() < 0.03
    ippatsu = riichi and rng.random() < 0.15
    rinshan = tsumo and (kans > 0 or nuki > 0) and rng.random() < 0.3
    haitei = tsumo and not rinshan and rng.random() < 0.03
    houtei = not tsumo and rng.random() < 0.03
    # the first indicator, one per kan of the hand, and sometimes one or two for other players'
    # kans (RULES.md §1: a hand with no kan of its own can hold several); one ura under each
    others = rng.choices((0, 1, 2), (84, 11, 5))[0]
    indicators = min(1 + kans + others, MAX_DORA_INDICATORS)
    dora = tuple(wall.take_random(rng) for _ in range(indicators))
    ura = tuple(wall.take_random(rng) for _ in range(indicators)) if riichi else ()
    paid = level in _PAYMENT_LEVELS
    honba = rng.choice((0, 0, 0, 0, 0, 1, 1, 2, 3)) if paid else 0
    sticks = (1 if riichi else 0) + (rng.choice((0, 0, 0, 1, 2)) if paid else 0)
    discarder = None if tsumo else rng.choice([s for s in range(rules.players) if s != seat])
    return HandSpec(
        concealed=tuple(sorted(concealed, key=lambda t: (t.kind, not t.red))),
        win_tile=win,
        melds=tuple(melds),
        tsumo=tsumo,
        seat=seat,
        round_wind=rnd,
        dora=dora,
        ura=ura,
        riichi=riichi and not double_riichi,
        double_riichi=double_riichi,
        ippatsu=ippatsu,
        rinshan=rinshan,
        haitei=haitei,
        houtei=houtei,
        honba=honba,
        sticks=sticks,
        discarder=discarder,
        nuki=nuki,
        rules=rules,
    )


def random_hand(rng: random.Random, level: str = "han_fu", *, rules: Rules = SEED) -> HandSpec:
    """A realistic, valid winning hand (it has a yaku) for a quiz at ``level``.

    Hands vary: open or closed, tsumo or ron, dealer or not, dora, calls and kans, sometimes
    riichi (with ippatsu or ura dora). At the ``payment`` level honba and extra riichi sticks
    appear as well. Yakuman are rare, as at a table.
    """
    if level not in LEVEL_STEPS:
        raise ValueError(f"unknown quiz level {level!r}: choose one of {', '.join(LEVELS)}")
    for _ in range(500):
        spec = _try_deal(rng, level, rules)
        if spec is None or problems(spec):
            continue
        result = score_valid(spec)
        win = result.win
        if win is None:
            continue
        if win.yakuman and rng.random() < 0.8:
            continue
        return spec
    raise RuntimeError("could not deal a winning hand")  # pragma: no cover - practically unreachable


# ---------------------------------------------------------------------------------------------
# Questions and answers
# ---------------------------------------------------------------------------------------------


class Explanation(Protocol):
    def text(self, lang: str = "en") -> str: ...


#: ``pao_tsumo``: a tsumo the liable player pays alone (RULES.md §6), asked as what they pay;
#: ``pao_points``: a win pao splits otherwise (a ron by another player, or a tsumo whose other
#: yakuman the others pay), asked as the points the winner gets
PaymentKind = Literal["ron", "tsumo_dealer", "tsumo", "pao_tsumo", "pao_points"]


@dataclass(frozen=True)
class Answers:
    """The right answers for a hand.

    ``payment`` is what each payer hands over, honba included (riichi sticks come from the
    table, not from a payer): ``(ron,)`` on ron, ``(each,)`` on a dealer tsumo and
    ``(dealer pays, each non-dealer pays)`` on a non-dealer tsumo (three players: the one other
    non-dealer). Under pao (a liable seat in the hand): ``(the liable player pays,)`` on a
    tsumo they pay alone, else ``(all the payers pay,)``: the winner's points from the payers,
    honba included and the riichi sticks aside, as in every other kind. ``total`` is all the
    winner gets, the sticks included (the explanation's last line).
    """

    yaku: frozenset[str]
    han: int
    fu: int
    payment: tuple[int, ...]
    payment_kind: PaymentKind
    total: int


def expected_answers(result: ScoreResult) -> Answers:
    """The answers for a winning result; ValueError if the hand does not win."""
    win = result.win
    if win is None or win.payment is None:
        raise ValueError("the hand does not win: there is nothing to quiz")
    pay = win.payment
    kind: PaymentKind
    amounts: tuple[int, ...]
    spec = result.spec
    total = pay.total
    settled = pao_settlement(spec, win)
    if spec.liable is not None and settled is not None:
        # pao (RULES.md §6): who pays is the one settlement's
        total = settled[spec.seat]
        paid = [-d for d in settled if d < 0]
        liable = -settled[spec.liable]
        if spec.tsumo and paid == [liable]:  # the liable player pays it all, the others nothing
            amounts, kind = (liable,), "pao_tsumo"
        else:
            amounts, kind = (sum(paid),), "pao_points"
    elif not pay.tsumo:
        amounts, kind = (pay.ron,), "ron"
    elif pay.dealer:
        amounts, kind = (pay.each_pays,), "tsumo_dealer"
    else:
        amounts, kind = (pay.dealer_pays, pay.non_dealer_pays), "tsumo"
    return Answers(frozenset(yaku_ids(win)), win.han, win.fu.fu, amounts, kind, total)


def question_steps(level: str, result: ScoreResult, skip_limit_fu: bool = False) -> tuple[StepName, ...]:
    """The steps the quiz asks of a winning ``result`` at ``level`` (a limit hand paid by its
    name skips han and fu; ``skip_limit_fu`` skips the fu from 5 han)."""
    steps = LEVEL_STEPS[level]
    win = result.win
    assert win is not None
    if win.yakuman or renhou_paid(win):
        # han and fu say nothing about a limit hand paid by its name
        steps = tuple(s for s in steps if s not in ("han", "fu"))
    elif skip_limit_fu and win.han >= HAN_ALONE:
        # from 5 han the fu do not change the payment: the student may skip them
        steps = tuple(s for s in steps if s != "fu")
    if not steps:  # a yakuman asked at "han and fu only": the payment says what it is worth
        steps = ("payment",)
    return steps


def fits(result: ScoreResult, difficulty: str) -> bool:
    """Does a winning hand suit the ``difficulty`` (see :data:`DIFFICULTIES`)?"""
    win = result.win
    if win is None or difficulty == "any":
        return win is not None
    spec = result.spec
    ids = set(yaku_ids(win))
    if difficulty == "beginner":
        return spec.closed and not spec.kans and ids <= COMMON_YAKU
    double_wind = spec.seat == spec.round_wind and any(
        g.first == WINDS[spec.seat] for g in win.reading.groups
    )
    return bool(spec.kans) or double_wind or bool(ids - COMMON_YAKU - {"sanshoku", "ittsu", "toitoi"})


def _names(ids: Iterable[str], lang: str) -> str:
    names = [yaku_name(i, lang) for i in sorted(ids, key=_yaku_order)]
    return ", ".join(names) if names else translate(T.QUIZ["none"], lang)


def _yaku_order(ident: str) -> int:
    return YAKU_CHOICES.index(ident) if ident in YAKU_CHOICES else len(YAKU_CHOICES)


def _answer_text(step: str, value: object, kind: PaymentKind, lang: str) -> str:
    if step == "yaku":
        return _names(value if isinstance(value, frozenset) else frozenset(), lang)
    if step == "han":
        return f"{value}{unit_space(lang)}" + translate(HAN_WORD, lang)
    if step == "fu":
        return f"{value}{unit_space(lang)}" + translate(FU_WORD, lang)
    amounts = value if isinstance(value, tuple) else (value,)
    texts = [number(a, lang) if isinstance(a, int) else str(a) for a in amounts]
    if kind == "tsumo" and len(texts) == 2:
        return f"{texts[1]}/{texts[0]}"
    if kind == "tsumo_dealer" and len(texts) == 1:
        return say(msg("quiz:dealer_tsumo_all", "{points} all"), lang, points=texts[0])
    return "/".join(texts)


@dataclass(frozen=True)
class Question:
    """One hand to score. ``steps`` are asked in order."""

    number: int
    spec: HandSpec
    result: ScoreResult
    steps: tuple[StepName, ...]
    answers: Answers

    def prompt(self, step: str, lang: str = "en") -> str:
        if step == "payment":
            kind = self.answers.payment_kind
            if kind in ("pao_tsumo", "pao_points"):  # the liable seat is named
                liable = self.spec.liable
                pao_ask = T.QUIZ["ask_pao_tsumo" if kind == "pao_tsumo" else "ask_pao_points"]
                return say(pao_ask, lang, liable=wind_word(liable if liable is not None else -1, lang))
            key = {"ron": "ask_ron", "tsumo_dealer": "ask_tsumo_dealer", "tsumo": "ask_tsumo"}
            ask = key[kind]
            if ask == "ask_tsumo" and self.spec.rules.players == 3:  # one other non-dealer
                ask = "ask_tsumo_3"
            return translate(T.QUIZ[ask], lang)
        asks = {"yaku": T.QUIZ["ask_yaku"], "han": T.QUIZ["ask_han"], "fu": T.QUIZ["ask_fu"]}
        return translate(asks[step], lang)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer. On a mistake ``explanation`` holds the step(s) that
    explain the right answer; for yaku, ``missing`` and ``extra`` name the differences."""

    step: StepName
    correct: bool
    expected: object
    given: object
    payment_kind: PaymentKind = "ron"
    explanation: tuple[Explanation, ...] = ()
    missing: frozenset[str] = frozenset()
    extra: frozenset[str] = frozenset()

    def text(self, lang: str = "en") -> str:
        answer = _answer_text(self.step, self.expected, self.payment_kind, lang)
        if self.correct:
            return say(T.QUIZ["right"], lang, answer=answer)
        given = _answer_text(self.step, self.given, self.payment_kind, lang)
        return say(T.QUIZ["wrong"], lang, answer=answer, given=given)

    def lines(self, lang: str = "en") -> list[str]:
        """The verdict, what was missed or claimed wrongly, then the explaining steps."""
        out = [self.text(lang)]
        if self.missing:
            out.append(say(T.QUIZ["missing"], lang, yakus=_names(self.missing, lang)))
        if self.extra:
            out.append(say(T.QUIZ["extra"], lang, yakus=_names(self.extra, lang)))
        out.extend(item.text(lang) for item in self.explanation)
        return out


@dataclass(frozen=True)
class SessionScore:
    """The running score: answers judged and right, questions finished and finished perfectly."""

    answered: int = 0
    correct: int = 0
    questions: int = 0
    perfect: int = 0

    @property
    def percent(self) -> int:
        return round(100 * self.correct / self.answered) if self.answered else 0

    def text(self, lang: str = "en") -> str:
        return say(T.QUIZ["score"], lang, correct=self.correct, answered=self.answered)


@dataclass
class QuizSession:
    """A quiz: ``next_question()``, then ``answer(...)`` once per step until ``finished``.

    The level sets the steps: ``yaku`` (yaku only), ``han_fu`` (yaku, han, fu) or ``payment``
    (yaku, han, fu and the payment). Each answer is judged at once and the quiz moves on to the
    next step whether it was right or not; the verdict explains a mistake.
    """

    level: str = "han_fu"
    rules: Rules = SEED
    rng: random.Random = field(default_factory=random.Random)
    score: SessionScore = field(default_factory=SessionScore)
    skip_limit_fu: bool = False
    difficulty: str = "any"
    question: Question | None = None
    _step: int = 0
    _mistakes: int = 0
    _asked: int = 0

    def __post_init__(self) -> None:
        if self.level not in LEVEL_STEPS:
            raise ValueError(f"unknown quiz level {self.level!r}: choose one of {', '.join(LEVELS)}")

    def set_level(self, level: str) -> None:
        """Change the level; it applies from the next question."""
        if level not in LEVEL_STEPS:
            raise ValueError(f"unknown quiz level {level!r}: choose one of {', '.join(LEVELS)}")
        self.level = level

    def next_question(self, spec: HandSpec | None = None) -> Question:
        """A new random hand, or ``spec`` (the hand on the desk); raises HandError for an
        impossible hand and ValueError for one that does not win (the same hand after a change
        of level: :meth:`ask_again`)."""
        if spec is None:
            spec = self.deal()
        result = score(spec)
        answers = expected_answers(result)
        self._asked += 1
        steps = question_steps(self.level, result, self.skip_limit_fu)
        self.question = Question(self._asked, spec, result, steps, answers)
        self._step = 0
        self._mistakes = 0
        return self.question

    def ask_again(self) -> Question:
        """The current hand asked again from its first step, with the steps of the level now
        (after a change of level): it keeps its number, for it is the same hand."""
        q = self.question
        if q is None:
            raise ValueError("no question to ask again")
        steps = question_steps(self.level, q.result, self.skip_limit_fu)
        self.question = Question(q.number, q.spec, q.result, steps, q.answers)
        self._step = 0
        self._mistakes = 0
        return self.question

    def deal(self) -> HandSpec:
        """A random hand at this level that suits the difficulty (a few hundred deals at most;
        the last one dealt if none suits)."""
        spec = random_hand(self.rng, self.level, rules=self.rules)
        for _ in range(300):
            if fits(score(spec), self.difficulty):
                break
            spec = random_hand(self.rng, self.level, rules=self.rules)
        return spec

    @property
    def current_step(self) -> StepName | None:
        q = self.question
        if q is None or self._step >= len(q.steps):
            return None
        return q.steps[self._step]

    @property
    def finished(self) -> bool:
        """The current question has no step left (or there is no question yet)."""
        return self.current_step is None

    def prompt(self, lang: str = "en") -> str:
        step = self.current_step
        return self.question.prompt(step, lang) if self.question and step else ""

    # -- answers ---------------------------------------------------------------------------

    def answer(self, value: object) -> Verdict:
        """Judge ``value`` for the current step: yaku ids, an int, or payment amounts."""
        step = self.current_step
        if step == "yaku":
            if isinstance(value, str):
                return self.answer_yaku(value.replace(",", " ").split())
            if not isinstance(value, Iterable):
                raise TypeError("the yaku answer is a collection of yaku ids")
            return self.answer_yaku(str(v) for v in value)
        if step in ("han", "fu"):
            number = _as_int(value)
            return self.answer_han(number) if step == "han" else self.answer_fu(number)
        if step == "payment":
            if isinstance(value, (int, str)):
                return self.answer_payment(_as_int(value))
            if not isinstance(value, Iterable):
                raise TypeError("the payment answer is an amount or a sequence of amounts")
            return self.answer_payment(tuple(_as_int(v) for v in value))
        raise ValueError("no question is waiting for an answer")

    def answer_yaku(self, ids: Iterable[str]) -> Verdict:
        q = self._expect("yaku")
        given = frozenset(i for i in ids if i not in DORA_IDS)
        expected = q.answers.yaku
        missing, extra = expected - given, given - expected
        rules = q.spec.rules
        explanation: list[Explanation] = [YakuRule.under(i, rules) for i in sorted(missing, key=_yaku_order)]
        explanation += [why_not(q.result, i) for i in sorted(extra, key=_yaku_order)]
        verdict = Verdict(
            "yaku",
            not missing and not extra,
            expected,
            given,
            q.answers.payment_kind,
            tuple(explanation),
            frozenset(missing),
            frozenset(extra),
        )
        return self._judged(verdict)

    def answer_han(self, han: int) -> Verdict:
        q = self._expect("han")
        win = q.result.win
        assert win is not None
        ok = han == q.answers.han
        steps = tuple(han_steps(win))
        return self._judged(Verdict("han", ok, q.answers.han, han, q.answers.payment_kind, steps))

    def answer_fu(self, fu: int) -> Verdict:
        q = self._expect("fu")
        win = q.result.win
        assert win is not None
        ok = fu == q.answers.fu
        return self._judged(Verdict("fu", ok, q.answers.fu, fu, q.answers.payment_kind, tuple(fu_steps(win))))

    def answer_payment(self, amounts: int | Sequence[int]) -> Verdict:
        """``amounts`` as in :class:`Answers`; on a non-dealer tsumo ``(dealer, non-dealer)``
        (the order of the numbers does not matter there: the dealer's share is the larger)."""
        q = self._expect("payment")
        given = (amounts,) if isinstance(amounts, int) else tuple(amounts)
        expected = q.answers.payment
        ok = given == expected
        if not ok and q.answers.payment_kind == "tsumo" and len(given) == 2:
            ok = tuple(sorted(given, reverse=True)) == expected
            if ok:
                given = expected
        steps = _limit_and_payment(q.result)
        verdict = Verdict("payment", ok, expected, given, q.answers.payment_kind, tuple(steps))
        return self._judged(verdict)

    # -- bookkeeping -----------------------------------------------------------------------

    def _expect(self, step: str) -> Question:
        if self.question is None or self.current_step != step:
            raise ValueError(f"the quiz is not asking for {step} now (current step: {self.current_step})")
        return self.question

    def _judged(self, verdict: Verdict) -> Verdict:
        s = self.score
        if not verdict.correct:
            self._mistakes += 1
        self._step += 1
        questions, perfect = s.questions, s.perfect
        if self.finished:
            questions += 1
            perfect += 1 if self._mistakes == 0 else 0
        correct = s.correct + (1 if verdict.correct else 0)
        self.score = SessionScore(s.answered + 1, correct, questions, perfect)
        return verdict


def _limit_and_payment(result: ScoreResult) -> list[Explanation]:
    """The limit and the payment, ending on what the payment question asks (what each payer
    pays, the riichi sticks aside), not on the winner's total."""
    steps = arithmetic_steps(result, asked=True)
    skip = {"fu_sum", "fu_round", "fu_exact", "fu_chiitoitsu", "han_sum", "yakuman_sum"}
    return [s for s in steps if s.code not in skip]


def _as_int(value: object) -> int:
    if isinstance(value, bool):
        raise TypeError("a number is expected")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return int(value.strip().replace(" ", "").replace("\u00a0", ""))
    raise TypeError("a number is expected")

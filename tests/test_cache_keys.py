"""The scoring caches answer what the uncached functions answer, whatever the rules.

A cache whose key lacks a field the cached function reads answers a later hand with an earlier
hand's value (a batch line with ``--rule-option honba_ron=1500`` after the same hand without it
was paid 3500 instead of 5900). Each key is built from a tuple of rule fields declared beside
the cached function (``BASE_RULES``, ``PAYMENT_RULES``); here:

* the function, given rules that note every field read, reads exactly the declared fields;
* each field of :class:`Rules` is changed in turn (every field, so that a new one is covered
  too), after the caches were filled under the seed rules: the cached answer is the uncached
  one, for the cached functions on a grid of their inputs and for :func:`score` on random hands;
* a reading is one reading by value: with a fresh Group object per set, the readings are the
  same (they were told apart by object identity once, and a hand listed one twice);
* the fast constructor that stays (a reading's, its derived fields shared between the readings
  of a decomposition), and the other module's ones, make what the normal constructor makes.
"""

from __future__ import annotations

import random
import typing
from dataclasses import fields, replace
from itertools import product
from typing import Any

import pytest

from mjgui.core.errors import MahjongError, RulesError
from mjgui.core.scoring import decomposition, fu, scoring
from mjgui.core.scoring.decomposition import Reading, readings
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.points import base_points, payment
from mjgui.core.scoring.rules import PRESETS, SEED, Rules
from tests.handgen import random_hand
from tests.util import spec as spec_of

HANS = range(15)
FUS = (20, 25, 30, 40, 50, 60, 70, 110)
BASES = (320, 1000, 1920, 2000, 3000, 8000, 16000)


def _changes(name: str, value: object) -> dict[str, object]:
    """One field changed, with what must change along (three players: an uma of three, 200 a
    honba)."""
    if name == "players" and isinstance(value, int):  # a tsumo's honba in whole hundreds a payer
        return {name: value, "uma": (15, 0, -15, 0)[:value], "honba_ron": 100 * (value - 1)}
    if name == "removed_kinds" and isinstance(value, frozenset) and 4 in value:
        return {name: value, "aka": 2}  # no 5m in the set: red 5p and 5s only
    return {name: value}


def _alternatives(name: str) -> list[object]:
    """Values of one field other than the seed's that make valid rules: the presets' values,
    then guesses by the field's type (up to three)."""
    seed_value = getattr(SEED, name)
    hint = typing.get_type_hints(Rules)[name]
    guesses: list[object] = [getattr(rules, name) for rules in PRESETS.values()]
    if isinstance(seed_value, bool):
        guesses.append(not seed_value)
    elif isinstance(seed_value, int):
        guesses += [0, 1500, seed_value * 2 + 1, 1, 2, 4, 100]
    elif isinstance(seed_value, str):
        guesses += [*typing.get_args(hint), seed_value + "x"]
    elif isinstance(seed_value, frozenset):
        guesses += [frozenset(), frozenset({"kokushi"}), seed_value | {"daisangen", "tenhou"}]
    elif isinstance(seed_value, tuple):
        guesses.append(tuple(-v for v in seed_value))
    out: list[object] = []
    for value in guesses:
        if value == seed_value or value in out:
            continue
        try:
            Rules(**_changes(name, value))  # type: ignore[arg-type]
        except RulesError:
            continue
        out.append(value)
    return out[:3]


FIELDS = [f.name for f in fields(Rules)]
VARIANTS = [(name, value) for name in FIELDS for value in _alternatives(name)]


def test_every_rules_field_has_another_value_to_try() -> None:
    """A new field of Rules is changed by the tests below too (or this says it cannot be)."""
    missing = [name for name in FIELDS if not _alternatives(name)]
    assert not missing


class _Noting:
    """Rules that note each field read (and answer as ``rules`` does)."""

    def __init__(self, rules: Rules) -> None:
        self._rules = rules
        self.read: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        self.read.add(name)
        return getattr(self._rules, name)


def _base_args() -> list[tuple[int, int]]:
    return list(product(HANS, FUS))


def _payment_args() -> list[tuple[int, bool, bool, int, int]]:
    return list(product(BASES, (False, True), (False, True), (0, 1, 3), (0, 2)))


def _all_rules() -> list[Rules]:
    return [SEED, *PRESETS.values(), *(replace(SEED, **_changes(n, v)) for n, v in VARIANTS)]


def test_base_points_reads_the_declared_fields_of_the_rules() -> None:
    read: set[str] = set()
    for rules in _all_rules():
        noting = _Noting(rules)
        for han, fu_ in _base_args():
            base_points(han, fu_, 0, noting)  # type: ignore[arg-type]
        read |= noting.read
    assert read == set(scoring.BASE_RULES)


def test_payment_reads_the_declared_fields_of_the_rules() -> None:
    read: set[str] = set()
    for rules in _all_rules():
        noting = _Noting(rules)
        for base, dealer, tsumo, honba, sticks in _payment_args():
            payment(base, dealer=dealer, tsumo=tsumo, honba=honba, sticks=sticks, rules=noting)  # type: ignore[arg-type]
        read |= noting.read
    assert read == set(scoring.PAYMENT_RULES)


def _clear_caches() -> None:
    """Every cache of the scoring core that keeps answers across hands."""
    scoring._BASES.clear()
    scoring._PAYMENTS.clear()
    scoring._DORA_COUNTS.clear()
    fu._SET_ITEMS[0].clear()
    fu._SET_ITEMS[1].clear()
    fu._PAIR_ITEMS_MADE.clear()
    fu._WAIT_ITEMS_MADE.clear()


@pytest.mark.parametrize(("name", "value"), VARIANTS, ids=[f"{n}={v}" for n, v in VARIANTS])
def test_cached_base_and_payment_answer_as_uncached_with_each_field_changed(name: str, value: object) -> None:
    _clear_caches()
    for han, fu_ in _base_args():  # filled under the seed rules
        scoring._base(han, fu_, SEED)
    for args in _payment_args():
        scoring._payment(*args, SEED)
    changed = replace(SEED, **_changes(name, value))
    for han, fu_ in _base_args():
        assert scoring._base(han, fu_, changed) == base_points(han, fu_, 0, changed), (han, fu_)
    for base, dealer, tsumo, honba, sticks in _payment_args():
        uncached = payment(base, dealer=dealer, tsumo=tsumo, honba=honba, sticks=sticks, rules=changed)
        assert scoring._payment(base, dealer, tsumo, honba, sticks, changed) == uncached


def _outcome(spec: HandSpec) -> object:
    try:
        return scoring.score(spec)
    except MahjongError as err:
        return ("refused", err.code)


HANDS = [random_hand(random.Random(seed), exclude_known=seed % 2 == 0) for seed in range(60)]
HANDS += [
    spec_of("112233m456p789s55p --win 2m --riichi --honba 2"),
    spec_of("123m456p789s234p55m --win 5m --riichi --honba 2"),
]


@pytest.mark.parametrize(("name", "value"), VARIANTS, ids=[f"{n}={v}" for n, v in VARIANTS])
def test_score_answers_as_uncached_with_each_rules_field_changed(name: str, value: object) -> None:
    """Hands scored under the seed rules, then under rules with one field changed: each answer
    is the one the core gives with its caches empty."""
    _clear_caches()
    for spec in HANDS:
        _outcome(spec)  # the caches filled under the seed rules
    changed = [replace(spec, rules=replace(spec.rules, **_changes(name, value))) for spec in HANDS]
    cached = [_outcome(spec) for spec in changed]
    _clear_caches()
    uncached = [_outcome(spec) for spec in changed]
    assert cached == uncached


def test_a_changed_ron_honba_is_paid_after_the_same_hand_without_it() -> None:
    """The case the payment cache once missed: the same hand, honba 300 then 1500 each."""
    hand = "123m456p789s234p55m --win 5m --riichi --honba 2"
    plain = scoring.score(spec_of(hand)).win
    raised = scoring.score(spec_of(hand + " --rule-option honba_ron=1500")).win
    assert plain is not None and plain.payment is not None and plain.payment.total == 2000 + 2 * 300
    assert raised is not None and raised.payment is not None and raised.payment.total == 2000 + 2 * 1500


def _fresh_group(code: str, first: int) -> decomposition.Group:
    return decomposition.Group(decomposition._KIND_OF[code], first)


def _reading_values(spec: HandSpec) -> list[tuple[object, ...]]:
    return [
        (r.shape, r.groups, r.wait, r.win_group, r.sets, r.pair)
        for r in readings(spec.concealed_counts, spec.melds, spec.win_tile.kind)
    ]


def test_readings_are_told_apart_by_value_not_by_object(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a new Group object for every set (no shared groups), every hand has the same
    readings: two equal sequences side by side are one reading, not two."""
    hand = spec_of("112233m456p789s55p --win 2m --riichi")
    specs = [hand, *(random_hand(random.Random(seed)) for seed in range(300))]
    shared = [_reading_values(spec) for spec in specs]
    assert len(shared[0]) == 1  # 123m 123m 456p 789s 55p, completed by a kanchan on 2m
    for splits in decomposition._SPLITS:
        splits.clear()
    monkeypatch.setattr(decomposition, "_concealed_group", _fresh_group)
    try:
        fresh = [_reading_values(spec) for spec in specs]
    finally:
        for splits in decomposition._SPLITS:
            splits.clear()  # no fresh groups left behind for the other tests
    assert fresh == shared


def test_a_reading_made_at_once_is_the_reading_its_constructor_makes() -> None:
    """``_reading`` stores the derived fields (the sets, the pair) it is given: they are the
    ones ``Reading.__post_init__`` derives, for every reading of many random hands."""
    rng = random.Random(26)
    seen = 0
    for _ in range(2000):
        spec = random_hand(rng, exclude_known=rng.random() < 0.5)
        for made in readings(spec.concealed_counts, spec.melds, spec.win_tile.kind):
            normal = Reading(made.shape, made.groups, made.wait, made.win_group)
            assert vars(made) == vars(normal)
            seen += 1
    assert seen > 2000


def test_the_arguments_fast_constructors_make_what_the_normal_ones_make() -> None:
    """The score reader makes a HandSpec (and its request) with its fields given at once: the
    same objects as the dataclass constructors, derived fields included, on random hands."""
    from mjgui.core.scoring import arguments

    spec_of_fields = getattr(arguments, "_spec_of", None)
    request_of = getattr(arguments, "_request_of", None)
    if spec_of_fields is None or request_of is None:
        pytest.skip("the score reader has no fast constructor any more")
    rng = random.Random(7)
    names = [f.name for f in fields(HandSpec) if f.init]
    for _ in range(500):
        rules = rng.choice(list(PRESETS.values()))
        spec = random_hand(rng, rules, exclude_known=rng.random() < 0.5)
        given = {name: getattr(spec, name) for name in names}
        fast = spec_of_fields(dict(given))
        normal = HandSpec(**given)
        assert vars(fast) == vars(normal) and fast == normal
        lang, explain = rng.choice(["en", "ru"]), rng.random() < 0.5
        request = request_of(dict(given), lang, explain)
        assert vars(request) == vars(arguments.ScoreRequest(normal, lang, explain))

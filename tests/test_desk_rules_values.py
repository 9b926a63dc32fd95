"""The desk keeps the rules' own values: a rules object put on the calculator (the command line's
words, a game's rules line, a quiz hand) comes back from its preset and options unchanged.

A list of the yakuman counted double (RULES.md §3: ``double_yakuman`` names which) was held as
a switch, so a partial list came back as all four: a hand the command line scores 32 000 showed
"Double yakuman — 64 000" on the desk."""

from __future__ import annotations

import typing
from typing import Literal, get_args, get_origin

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.state import (
    RULE_OPTIONS,
    EditState,
    GamePin,
    closest_choice,
    option_choices,
    rules_for,
)
from mjgui.core.errors import RulesError
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.rule_words import SETTABLE
from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.core.scoring.tiles import Tile, parse_tiles
from mjgui.core.scoring.yaku_table import YAKUMAN_IDS

T = "\u202f"  # the thousands' separator the window writes
THREE = frozenset({"kokushi_13", "suuankou_tanki", "chuuren_9"})
#: daisuushii by ron (its pair's shanpon): a double yakuman only where the rules list it
DAISUUSHII = "111z222z333z44z55p4z --seat S --from W"
WORDS = f"{DAISUUSHII} --rule-option double_yakuman=kokushi_13,suuankou_tanki,chuuren_9"


def load(args: str) -> Controller:
    c = Controller("en")
    request, _ = parse_score_args(args.split())
    c.load_spec(request.spec, record=False)
    return c


def test_a_partial_double_yakuman_list_from_the_command_line_stays_partial() -> None:
    c = load(WORDS)
    assert c.state.rules.double_yakuman == THREE
    assert c.view().headline.text == f"Yakuman — 32{T}000"  # as `mjgui score` says
    assert c.view().rule_values["double_yakuman"] == THREE
    # the menu offers the four the rules may count double, daisuushii unticked
    assert c.view().rule_choices["double_yakuman"] == (
        "kokushi_13",
        "suuankou_tanki",
        "daisuushii",
        "chuuren_9",
    )
    # rules without a hand (`mjgui --rule-option ...`): the same
    d = Controller("en")
    assert d.load_rules(PRESETS["seed"].with_options(double_yakuman=THREE))
    assert d.state.rules.double_yakuman == THREE


def test_the_double_yakuman_are_set_one_by_one() -> None:
    c = load(DAISUUSHII)
    assert c.view().headline.text == f"Double yakuman — 64{T}000"
    assert c.set_option("double_yakuman", THREE)
    assert c.view().headline.text == f"Yakuman — 32{T}000"
    assert c.state.overrides == (("double_yakuman", THREE),)
    # another yakuman named double: offered in the menu while the rules name it
    assert c.set_option("double_yakuman", THREE | {"daisangen"})
    assert "daisangen" in c.view().rule_choices["double_yakuman"]
    assert c.set_option("double_yakuman", frozenset(PRESETS["seed"].double_yakuman))
    assert c.state.overrides == ()  # the preset's own list: no override
    assert "daisangen" not in c.view().rule_choices["double_yakuman"]
    # what the option cannot be: nothing changes
    for bad in (True, "kokushi_13", frozenset({"tanyao"}), frozenset({1})):
        assert not c.set_option("double_yakuman", bad)
    assert not c.set_option("kiriage", 1)  # a whole number is not a switch's value
    assert c.state.overrides == ()
    assert c.undo() and c.state.rules.double_yakuman == THREE | {"daisangen"}


def test_a_games_partial_list_is_the_desks_closest_choice() -> None:
    rules = PRESETS["seed"].with_options(double_yakuman=frozenset({"suuankou_tanki"}))
    assert closest_choice(rules) == ("seed", (("double_yakuman", frozenset({"suuankou_tanki"})),))
    c = load(DAISUUSHII)
    c.serve(GamePin(rules))
    assert c.view().rule_values["double_yakuman"] == frozenset({"suuankou_tanki"})
    assert c.view().headline.text == f"Yakuman — 32{T}000"


# ---------------------------------------------------------------------------------------------
# every option of the rules, through the desk's preset and options and back
# ---------------------------------------------------------------------------------------------
HINTS = typing.get_type_hints(Rules)


def _values(name: str, base: Rules) -> st.SearchStrategy[object]:
    """Values option ``name`` may take, by its type in :class:`Rules` (a type this does not know
    fails the test: a new kind of option is tested when it comes)."""
    hint, default = HINTS[name], getattr(base, name)
    if get_origin(hint) is Literal:
        return st.sampled_from(get_args(hint))
    if isinstance(default, bool):
        return st.booleans()
    if name == "aka":
        return st.sampled_from(option_choices(base, "aka"))
    if name == "double_wind_pair_fu":
        return st.sampled_from((2, 4))
    if isinstance(default, int):
        return st.integers(0, 60_000)
    if isinstance(default, frozenset):
        return st.frozensets(st.sampled_from(YAKUMAN_IDS))
    if isinstance(default, tuple):  # uma: one per player, adding up to zero
        some = st.lists(st.integers(-50, 50), min_size=base.players - 1, max_size=base.players - 1)
        return some.map(lambda xs: (*xs, -sum(xs)))
    raise AssertionError(f"no values for the option {name} ({hint})")


@st.composite
def some_rules(draw: st.DrawFn) -> Rules:
    base = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    names = draw(st.lists(st.sampled_from(SETTABLE), unique=True, max_size=8))
    changes = {name: draw(_values(name, base)) for name in names}
    try:
        return base.with_options(**changes)
    except RulesError:  # a mix the rules refuse (overtime points below zero...)
        return base


def test_the_values_cover_every_option_and_every_kind() -> None:
    base = PRESETS["seed"]
    kinds = {type(getattr(base, name)) for name in SETTABLE}
    assert {bool, int, str, frozenset, tuple} <= kinds
    for name in SETTABLE:
        _values(name, base)  # none unknown
    assert set(RULE_OPTIONS) <= set(SETTABLE)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(some_rules())
def test_rules_in_are_the_rules_the_desk_scores_with(rules: Rules) -> None:
    c = Controller("en")
    assert c.load_rules(rules)
    assert rules_for(c.state.preset, c.state.overrides) == rules == c.state.rules
    spec = HandSpec(concealed=parse_tiles("234m567p3467888s5s"), win_tile=Tile(22), rules=rules)
    c.load_spec(spec, borrowed=True)  # a quiz's or a log's hand
    assert c.state.rules == rules == c.spec().rules
    # the desk's menu shows the rules' own values, and its closest choice holds them
    view = c.view()
    assert {name: view.rule_values[name] for name in RULE_OPTIONS} == {
        name: getattr(rules, name) for name in RULE_OPTIONS
    }
    preset, overrides = closest_choice(rules)
    chosen = rules_for(preset, overrides)
    assert {name: getattr(chosen, name) for name in RULE_OPTIONS} == {
        name: getattr(rules, name) for name in RULE_OPTIONS
    }
    assert EditState(preset=preset, overrides=overrides).rules == chosen


@pytest.mark.parametrize("name", sorted(RULE_OPTIONS))
def test_each_menu_option_set_is_read_back_as_set(name: str) -> None:
    c = Controller("en")
    for value in option_choices(c.state.rules, name):
        value = frozenset({value}) if name == "double_yakuman" else value
        c.set_option(name, value)
        assert getattr(c.state.rules, name) == value
        assert c.view().rule_values[name] == value

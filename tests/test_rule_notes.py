"""The short notes a rule option is shown with (``rule-note:*``, as
:func:`mjgui.core.teach.compare.rule_changes` lists them): what they say against what the game
does, and which options they leave out as changing nothing."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Literal, get_args, get_origin, get_type_hints

import pytest

from mjgui.core.errors import RulesError
from mjgui.core.game.final_score import placement
from mjgui.core.game.game import dealer_may_stop, replay
from mjgui.core.scoring.rule_words import SETTABLE, changed_options, rule_words
from mjgui.core.scoring.rules import PRESETS, SEED, Rules, moot_option
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.compare import EVERY_OPTION, rule_changes, rules_name, rules_short_name
from tests.util import spec

# -- agari-yame and tenpai-yame with the extra round --------------------------------------------

#: seven draws to South 4 (D deals, 7 honba), everyone on the start points: the record of the audit
SOUTH_4 = "players A B C D\n" + "draw\n" * 7


def _yame_note(rules_line: str, option: str, lang: str) -> str:
    rules = replay(rules_line + "\n").final.rules
    word = {
        "agari_yame": {"en": "agari-yame", "ru": "агари-яме"},
        "tenpai_yame": {"en": "tenpai-yame", "ru": "тенпай-яме"},
    }
    (note,) = [n for n in rule_changes(rules, lang, options=EVERY_OPTION) if n.startswith(word[option][lang])]
    return note


def _stated_points(note: str) -> int | None:
    """The points a note says the dealer needs, or None when it names none."""
    found = re.search(r"(\d[\d\u202f\u00a0 ]*\d)", note)
    return None if found is None else int(re.sub(r"\D", "", found.group(1)))


def test_agari_yame_with_overtime_says_the_dealer_needs_the_target() -> None:
    """The audit's record: agari-yame and the extra round, start 25 000, target 30 000. D wins
    South 4 by a 1 han 30 fu tsumo and is first on 28 600, below the target: the game goes on
    (dealer_may_stop), where the note said it ends when the dealer wins the last hand in first place."""
    line = "rules seed start_points=25000 return_points=30000 agari_yame=on overtime=on ryanhan_shibari=off"
    game = replay(f"{line}\n{SOUTH_4}tsumo D 1 30\n")
    state = game.final
    assert game.errors == () and state.round_label == "S4" and not state.ended
    assert state.points == (23800, 23800, 23800, 28600) and placement(list(state.points))[0] == 3
    assert not dealer_may_stop(state.rules, 1, 4, 3, state.points)
    assert _yame_note(line, "agari_yame", "en") == (
        "agari-yame: the game ends when the dealer wins the last hand or a hand of the extra round "
        "and is first after it, with 30\u202f000 or more"
    )
    assert _yame_note(line, "agari_yame", "ru") == (
        "агари-яме: игра заканчивается, если дилер выигрывает последнюю раздачу или раздачу "
        "дополнительного круга и после неё он первый и имеет не меньше 30\u202f000"
    )
    # without the extra round the note keeps its words: first place alone ends it
    plain = line.replace(" overtime=on", "")
    assert _yame_note(plain, "agari_yame", "en") == (
        "agari-yame: the game ends when the dealer wins the last hand and is first after it"
    )
    assert replay(f"{plain}\n{SOUTH_4}tsumo D 1 30\n").final.end_reason == "agari_yame"


@pytest.mark.parametrize("overtime", ["", " overtime=on", " overtime=on overtime_points=31000"])
@pytest.mark.parametrize("hand", ["1 30", "1 50", "2 30", "3 30", "1 40", "mangan"])
def test_the_agari_yame_note_says_when_the_game_ends(overtime: str, hand: str) -> None:
    """D (the dealer, first after any win here) wins South 4: the game ends exactly when the
    note's condition holds, D having the points it names (if it names any)."""
    line = f"rules seed start_points=25000 agari_yame=on ryanhan_shibari=off{overtime}"
    state = replay(f"{line}\n{SOUTH_4}tsumo D {hand}\n").final
    assert state.round_label == "S4" and placement(list(state.points))[0] == 3
    for lang in ("en", "ru"):
        needed = _stated_points(_yame_note(line, "agari_yame", lang))
        assert needed == (state.rules.overtime_target if overtime else None)
        ends = needed is None or state.points[3] >= needed
        assert (
            (state.end_reason == "agari_yame") == ends == dealer_may_stop(state.rules, 1, 4, 3, state.points)
        )


@pytest.mark.parametrize("overtime", ["", " overtime=on", " overtime=on overtime_points=28000"])
@pytest.mark.parametrize("start", [25000, 26000, 27000, 28000])
def test_the_tenpai_yame_note_says_when_the_game_ends(overtime: str, start: int) -> None:
    """D alone tenpai at South 4's draw takes the 3000 noten payments, first on start + 3000:
    the game ends exactly when the note's condition holds."""
    line = f"rules seed start_points={start} return_points=30000 tenpai_yame=on{overtime}"
    state = replay(f"{line}\n{SOUTH_4}draw tenpai D\n").final
    assert state.points[3] == start + 3000 and placement(list(state.points))[0] == 3
    for lang in ("en", "ru"):
        note = _yame_note(line, "tenpai_yame", lang)
        needed = _stated_points(note)
        assert needed == (state.rules.overtime_target if overtime else None), note
        ends = needed is None or state.points[3] >= needed
        assert (
            (state.end_reason == "tenpai_yame") == ends == dealer_may_stop(state.rules, 1, 4, 3, state.points)
        )
    assert _yame_note(line, "tenpai_yame", "en").startswith(
        "tenpai-yame: the game ends when the dealer is tenpai at the draw of the last hand or of a hand "
        "of the extra round and first after it, with"
        if overtime
        else "tenpai-yame: the game ends when the dealer is tenpai at the last hand's draw and first after it"
    )


@pytest.mark.parametrize(
    ("option", "overtime", "ru"),
    [
        (
            "agari_yame",
            "",
            "агари-яме: игра заканчивается, если дилер выигрывает последнюю раздачу и после неё он первый",
        ),
        (
            "agari_yame",
            " overtime=on",
            "агари-яме: игра заканчивается, если дилер выигрывает последнюю раздачу или раздачу "
            "дополнительного круга и после неё он первый и имеет не меньше 30\u202f000",
        ),
        (
            "tenpai_yame",
            "",
            "тенпай-яме: игра заканчивается, если дилер в тенпае при ничьей в последней раздаче и после "
            "неё он первый",
        ),
        (
            "tenpai_yame",
            " overtime=on",
            "тенпай-яме: игра заканчивается, если дилер в тенпае при ничьей в последней раздаче или в "
            "раздаче дополнительного круга и после неё он первый и имеет не меньше 30\u202f000",
        ),
    ],
)
def test_the_yame_notes_say_first_after_the_hand_in_russian(option: str, overtime: str, ru: str) -> None:
    """The notes said «оставшись первым» / «остаётся первым» ("stayed first"), where the win or
    the noten payments of that very hand may make the dealer first (South 4, everyone on the
    start points, the dealer D placed last until then; alone tenpai, D reaches the 30 000 the extra
    round asks for): they say first after the hand."""
    line = f"rules seed start_points=27000 return_points=30000 {option}=on{overtime}"
    assert _yame_note(line, option, "ru") == ru
    assert not re.search("остал|оставш|остаёт", ru)
    # the note's case: D, last on a tie at South 4, is first after the hand and the game ends
    last = "tsumo D mangan" if option == "agari_yame" else "draw tenpai D"
    state = replay(f"{line}\n{SOUTH_4}").final
    assert placement(list(state.points))[-1] == 3
    state = replay(f"{line}\n{SOUTH_4}{last}\n").final
    assert placement(list(state.points))[0] == 3 and state.end_reason == option


# -- options that change nothing where another option makes them moot -----------------------------

#: An option that changes nothing under these rules (whatever its value), by the other options:
#: the rules' note leaves it out, and a preset with it changed counts no change for it.
MOOT_WHEN: dict[str, Callable[[Rules], bool]] = {
    "ryanhan_threshold": lambda r: not r.ryanhan_shibari,
    "paarenchan_threshold": lambda r: not r.paarenchan,
    "paarenchan_needs_yaku": lambda r: not r.paarenchan,
    # without the extra round; or the target is the one the preset's overtime_points give
    # with these return points (overtime_points 0: the return points)
    "overtime_points": lambda r: (
        not r.overtime
        or r.overtime_target
        == replace(r, overtime_points=PRESETS.get(r.name, SEED).overtime_points).overtime_target
    ),
    # one ron only; or honba worth nothing, whoever is paid them
    "multiple_ron_honba": lambda r: r.atama_hane or r.honba_ron == 0,
    # one ron only; or three players: never three winners on one discard
    "triple_ron_abort": lambda r: r.atama_hane or r.players == 3,
    "score_rounding_half": lambda r: r.score_rounding == 0,
    "pao_whole": lambda r: not r.pao,
    "pao_liable_honba": lambda r: not r.pao or r.honba_ron == 0,
    # a chombo taken off the final score pays nothing at the table to keep for the end
    "chombo_at_end": lambda r: r.chombo_score_penalty > 0,
}
#: A threshold is said by its switch's own note when the switch is changed too.
SAID_BY = {
    "ryanhan_threshold": "ryanhan_shibari",
    "paarenchan_threshold": "paarenchan",
    "overtime_points": "overtime",
}
#: Every other option changes what is played whatever the others are.
NEVER_MOOT = frozenset(SETTABLE) - set(MOOT_WHEN)


@cache
def _values(option: str) -> tuple[object, ...]:
    """Values to try for ``option``: each preset's, both of a bool, a Literal's, 0 for a number."""
    kind = get_type_hints(Rules)[option]
    values: list[object] = []
    for value in [getattr(rules, option) for rules in PRESETS.values()]:
        if value not in values:
            values.append(value)
    extra: tuple[object, ...] = ()
    if kind is bool:
        extra = (True, False)
    elif get_origin(kind) is Literal:
        extra = get_args(kind)
    elif kind is int:
        extra = (0,)
    elif option == "pao":
        extra = (frozenset(),)
    return (*values, *(v for v in extra if v not in values))


def test_every_option_is_known_as_moot_under_some_options_or_never() -> None:
    assert set(MOOT_WHEN) <= set(SETTABLE) and set(SAID_BY) <= set(MOOT_WHEN)
    assert NEVER_MOOT | set(MOOT_WHEN) == set(SETTABLE)


def test_every_pair_of_options_is_moot_exactly_where_the_one_makes_the_other_change_nothing() -> None:
    """Each option changed from each preset (to each value tried, or one for an option never
    moot), with every other option at each of its values (the three-player presets give three
    players): moot_option says moot exactly where MOOT_WHEN says so, or where the threshold's
    switch is changed too (its note says it)."""
    checked = 0
    for base in PRESETS.values():
        for option in SETTABLE:
            changes = [v for v in _values(option) if v != getattr(base, option)]
            if option in NEVER_MOOT:
                changes = changes[:1]  # moot under no value: one change of it is enough
            for value in changes:
                for other in SETTABLE:
                    if other == option:
                        continue
                    for other_value in _values(other):
                        try:
                            rules = base.with_options(**{other: other_value, option: value})
                        except RulesError:
                            continue  # a value these rules cannot take (aka 3 with three players...)
                        changed = dict(changed_options(rules))
                        assert option in changed
                        want = SAID_BY.get(option) in changed or MOOT_WHEN.get(option, lambda _: False)(rules)
                        got = moot_option(option, rules, changed)
                        assert got == want, (base.name, option, value, other, other_value)
                        checked += 1
    assert checked > 10000


TABLE = ("Aiko", "Boris", "Chen", "Dasha")


def _played(rules: Rules, lines: tuple[str, ...]) -> object:
    """What a record does under ``rules``: each line's error code, or the points after it, how
    the game stands and its final scores."""
    names = TABLE[: rules.players]
    result = replay("\n".join(["players " + " ".join(names), *lines]) + "\n", rules)
    return [
        (
            step.error.code if step.error is not None else None,
            step.state.points,
            step.state.round_label,
            step.state.ended,
            None if step.state.final_scores is None else [f.final for f in step.state.final_scores],
        )
        for step in result.steps
    ]


def _scored(rules: Rules, words: str) -> object:
    """What scoring a hand does under ``rules``: its yaku and total, or why it does not win."""
    res = score(dataclasses.replace(spec(words), rules=rules))
    if res.win is None or res.win.payment is None:
        return None if res.no_win is None else res.no_win.code
    return [(y.id, y.han) for y in res.win.yaku], res.win.payment.total


DOUBLE_RON = ("draw tenpai Aiko", "riichi Dasha", "ron Chen from Boris 2 30", "also ron Aiko from Boris 3 30")
TRIPLE_RON = ("ron Boris from Aiko 1 30", "also ron Chen from Aiko 1 30", "also ron Dasha from Aiko 1 30")
SANMA_DOUBLE_RON = ("draw", "ron Boris from Aiko 1 30", "also ron Chen from Aiko 1 30")
#: option: (base rules, two values of it, what shows the difference, the options under which it
#: does (a live context), the contexts under which it changes nothing)
Context = dict[str, object]
Scenario = tuple[Rules, tuple[object, object], Callable[[Rules], object], Context, list[Context]]
SCENARIOS: dict[str, Scenario] = {
    "ryanhan_threshold": (
        SEED,
        (3, 5),
        lambda r: _played(r, ("draw tenpai Aiko",) * 3 + ("ron Chen from Boris 1 30",)),
        {},
        [{"ryanhan_shibari": False}],
    ),
    "paarenchan_threshold": (
        SEED,
        (3, 8),
        lambda r: _played(r, ("draw tenpai Aiko",) * 3 + ("tsumo Aiko 1 30",)),
        {},
        [{"paarenchan": False}],
    ),
    "paarenchan_needs_yaku": (
        SEED,
        (False, True),
        lambda r: _scored(r, "567p3467888s5s --chi 234m --renchan 8"),
        {"kuitan": False},
        [{"kuitan": False, "paarenchan": False}],
    ),
    "overtime_points": (
        SEED,
        (0, 25000),
        lambda r: _played(r, ("draw",) * 8),
        {"overtime": True, "start_points": 25000},
        [{"start_points": 25000}, {"overtime": True, "start_points": 25000, "return_points": 25000}],
    ),
    "multiple_ron_honba": (
        SEED,
        ("each", "first"),
        lambda r: _played(r, DOUBLE_RON),
        {"atama_hane": False},
        [{}, {"atama_hane": False, "honba_ron": 0}],
    ),
    "triple_ron_abort": (
        SEED,
        (False, True),
        lambda r: _played(r, TRIPLE_RON),
        {"atama_hane": False},
        [{}],
    ),
    "score_rounding_half": (
        SEED,
        ("up", "away"),
        lambda r: _played(r, ("tsumo Boris 1 30", "ron Chen from Aiko yakuman")),
        {},
        [{"score_rounding": 0}],
    ),
    "pao_whole": (
        SEED,
        (False, True),
        lambda r: _played(r, ("tsumo Chen yakuman 2 pao Dasha",)),
        {},
        [{"pao": frozenset()}],
    ),
    "pao_liable_honba": (
        SEED,
        (False, True),
        lambda r: _played(r, ("draw", "ron Chen from Aiko yakuman 1 pao Dasha")),
        {},
        [{"pao": frozenset()}, {"honba_ron": 0}],
    ),
    "chombo_at_end": (
        SEED,
        (False, True),
        lambda r: _played(r, ("chombo Boris", "ron Chen from Aiko 1 30")),
        {},
        [{"chombo_score_penalty": 20000}],
    ),
}


@pytest.mark.parametrize("option", sorted(MOOT_WHEN))
def test_a_moot_option_changes_nothing_the_game_does(option: str) -> None:
    """Each MOOT_WHEN entry against the game: the option's two values play otherwise where it is
    live, and alike under each context that makes it moot (MOOT_WHEN says so there, and so
    moot_option: the test above)."""
    base, (one, two), outcome, live, moot_contexts = SCENARIOS[option]
    for context, moot in [(live, False), *((c, True) for c in moot_contexts)]:
        first = base.with_options(**context, **{option: one})
        second = base.with_options(**context, **{option: two})
        assert (outcome(first) == outcome(second)) == moot, (option, context)
        for rules in (first, second):
            if getattr(rules, option) != getattr(base, option):  # changed from the preset
                assert MOOT_WHEN[option](rules) == moot, (option, context)


def test_three_rons_cannot_abort_a_three_player_hand() -> None:
    """With three players two rons on a discard at most: triple_ron_abort plays them alike."""
    sanma = PRESETS["tenhou-sanma"]
    assert not sanma.atama_hane
    on, off = (sanma.with_options(triple_ron_abort=v) for v in (True, False))
    assert _played(on, SANMA_DOUBLE_RON) == _played(off, SANMA_DOUBLE_RON)
    assert moot_option("triple_ron_abort", on, dict(changed_options(on)))
    # without abortive draws an `abort` line is refused whatever the option says: no third winner
    for preset in ("tenhou-sanma", "mahjongsoul-sanma"):
        quiet = PRESETS[preset].with_options(abortive_draws=False)
        on, off = (quiet.with_options(triple_ron_abort=v) for v in (True, False))
        assert not on.abort_allowed and not off.abort_allowed
        assert _played(on, ("abort",)) == _played(off, ("abort",))
        assert _played(on, ("abort",))[-1][0] == "abort_off"  # type: ignore[index]


@pytest.mark.parametrize(
    ("line", "short", "changes"),
    [
        # the audit's: Tenhou plays no paarenchan, so whether it needs a yaku changes nothing
        ("rules tenhou paarenchan_needs_yaku=on", "Tenhou", ()),
        ("rules seed paarenchan=off paarenchan_needs_yaku=on", "Club rules + 1 change", ("no paarenchan",)),
        ("rules seed paarenchan_needs_yaku=on", "Club rules + 1 change", ("paarenchan needs a yaku",)),
        ("rules tenhou overtime_points=30000", "Tenhou", ()),
        (
            "rules tenhou overtime_points=35000",
            "Tenhou + 1 change",
            ("the extra round ends at 35\u202f000, which agari-yame and tenpai-yame also need",),
        ),
        (
            "rules seed atama_hane=off honba_ron=0 multiple_ron_honba=first",
            "Club rules + 2 changes",
            ("a honba is worth 0", "double and triple ron"),
        ),
        ("rules tenhou honba_ron=0 pao_liable_honba=off", "Tenhou + 1 change", ("a honba is worth 0",)),
    ],
)
def test_the_rules_name_leaves_out_a_moot_option(line: str, short: str, changes: tuple[str, ...]) -> None:
    game = replay(line + "\nplayers A B C D\n")
    assert game.errors == ()
    rules = game.final.rules
    assert rule_changes(rules, "en", options=EVERY_OPTION) == changes
    assert rules_short_name(rules, "en", options=EVERY_OPTION) == short
    # the record still writes the option, and reads it back
    assert replay(" ".join(["rules", rules.name, *rule_words(rules)]) + "\n").final.rules == rules


# -- renhou paid as mangan -------------------------------------------------------------------------


def test_the_renhou_note_says_the_higher_of_mangan_and_the_hands_own_value() -> None:
    """RULES.md §2: a renhou is paid as the higher of mangan and the hand's own value without
    it. The note said "renhou pays mangan": a renhou whose own yaku make a baiman is paid the
    baiman."""
    rules = replay("rules tenhou renhou=mangan\n").final.rules
    assert rule_changes(rules, "en", options=EVERY_OPTION) == (
        "renhou pays mangan, or the hand's own value where that is higher",
    )
    assert rule_changes(rules, "ru", options=EVERY_OPTION) == (
        "ренхо оплачивается как манган или по собственной стоимости руки, если она выше",
    )
    # tanyao, pinfu and a red five (3 han 40 fu, 5200): the renhou's mangan
    assert _scored(rules, "234m406p345678s55s --seat S --renhou") == ([("renhou", 5)], 8000)
    # chinitsu, pinfu, ryanpeikou (10 han): its own baiman, renhou left out
    own = [("chinitsu", 6), ("pinfu", 1), ("ryanpeikou", 3)]
    assert _scored(rules, "11223344556677m --seat S --renhou --win 7m") == (own, 16000)


# -- the return points as the extra round's target ------------------------------------------------


def test_a_changed_return_says_it_moves_the_extra_rounds_and_agari_yames_target() -> None:
    """Tenhou plays the extra round and agari-/tenpai-yame to its return points (overtime_points
    0): a return of 25 000 moves both from 30 000, and the rules' name says so, as it does when
    overtime_points are changed."""
    rules = replay("rules tenhou return_points=25000\n").final.rules
    assert rules.overtime_target == 25000 and PRESETS["tenhou"].overtime_target == 30000
    assert rules_name(rules, "en", options=EVERY_OPTION) == (
        "Tenhou, return 25\u202f000, also the target of the extra round, agari-yame and tenpai-yame"
    )
    assert rules_name(rules, "ru", options=EVERY_OPTION) == (
        "Tenhou.net, возврат: 25\u202f000, это и цель дополнительного круга, агари-яме и тенпай-яме"
    )
    assert rules_short_name(rules, "en", options=EVERY_OPTION) == "Tenhou + 1 change"
    # the dealer's stop needs the new target: 25 000 now, not Tenhou's 30 000
    assert dealer_may_stop(rules, 1, 4, 3, (24000, 25000, 25000, 26000))
    assert not dealer_may_stop(PRESETS["tenhou"], 1, 4, 3, (24000, 25000, 25000, 26000))
    # only agari-yame on: only it is named beside the extra round
    sanma = replay("rules tenhou-sanma return_points=35000 tenpai_yame=off\n").final.rules
    assert rule_changes(sanma, "en", options=EVERY_OPTION)[0] == (
        "return 35\u202f000, also the target of the extra round and agari-yame"
    )
    # the target kept by overtime_points: said by its own note, the return alone
    kept = replay("rules tenhou return_points=25000 overtime_points=30000\n").final.rules
    assert rule_changes(kept, "en", options=EVERY_OPTION) == (
        "return 25\u202f000",
        "the extra round ends at 30\u202f000, which agari-yame and tenpai-yame also need",
    )
    # no extra round: the return is the return only
    plain = replay("rules seed return_points=35000\n").final.rules
    assert rule_changes(plain, "en", options=EVERY_OPTION) == ("return 35\u202f000",)


def test_the_pao_share_note_says_it_is_the_tsumo_that_is_paid_so() -> None:
    """RULES.md §6: on a ron by another player the liable player pays half, not the pao yakuman:
    the note of ``pao_whole=False`` is about a tsumo, and says so (as its counterpart does)."""
    rules = replay("rules tenhou pao_whole=off\n").final.rules
    assert rule_changes(rules, "en", options=EVERY_OPTION) == (
        "pao: on a tsumo the liable player pays the pao yakuman only",
    )
    assert rule_changes(rules, "ru", options=EVERY_OPTION) == (
        "пао: при цумо отвечающий игрок платит только за якуман пао",
    )
    assert rules_name(rules, "en", options=EVERY_OPTION) == (
        "Tenhou, pao: on a tsumo the liable player pays the pao yakuman only"
    )


def test_the_glossary_says_ryanhan_shibari_from_its_threshold_on() -> None:
    """RULES.md §2: "from 5 honba on" (``honba >= threshold``); "after 5 honba" read as 6 and up."""
    glossary = (Path(__file__).parent.parent / "docs" / "glossary.md").read_text(encoding="utf-8")
    (row,) = [line for line in glossary.splitlines() if "| ryanhan shibari |" in line]
    assert row.startswith("| at least 2 han from 5 honba on |")
    rules = PRESETS["seed"]
    assert rules.ryanhan_threshold == 5 and rules.shibari_at(5) and not rules.shibari_at(4)

"""Rule options' bounds and combinations, refused alike where rule words are typed: the score
command's ``--rule-option``, the New game dialog and a rules line typed now (RULES.md §8: the
return, the uma by place; the final score's rounding; paarenchan's threshold; an edition named
twice; a typo said with the option it likely means). A record's rules line keeps only the bounds
an earlier mjgui kept, and reads as it did (tests/test_recorded_bounds.py)."""

from __future__ import annotations

import pytest

from mjgui.controller.game.tracker import TrackerController, check_new_game, new_game_problem
from mjgui.core.errors import RulesError
from mjgui.core.game.game import GameResult, replay
from mjgui.core.game.record import parse_line
from mjgui.core.scoring.rule_words import RuleWordError, with_rule_words
from mjgui.core.scoring.rules import PRESETS, SEED
from mjgui.core.teach.compare import EVERY_OPTION, rules_name
from tests.util import T, win

NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
HAND = "234m567p345678s55s"
#: the audit's game: B first with 41 700, C second with 36 000 (east only, seed otherwise)
GAME = ["players A B C D", "ron B from A 4 30", "ron C from D 1 30", "ron D from A 2 30", "ron A from B 1 30"]


def game(rules: str, *lines: str) -> GameResult:
    return replay("\n".join([rules, *(lines or GAME)]))


def refusal(rules: str) -> tuple[str, str]:
    """The refusal of the rules line ``rules`` typed now, in English and Russian (its body)."""
    error = parse_line(rules, 1, typed=True).error
    assert error is not None
    return error.body(), error.body("ru")


def score_refusal(option: str) -> RulesError:
    with pytest.raises(RulesError) as caught:
        win(f"{HAND} --rule-option {option}")
    return caught.value


# -- finding 1: a return below the start ---------------------------------------------------------


def test_a_return_below_the_start_is_refused_where_it_is_typed() -> None:
    """A club starting at 35 000 under the seed's 30 000 return: first place paid a negative oka
    and scored below second (41 700: +7, 36 000: +11). Refused where it is typed, naming both
    values; a record an earlier mjgui wrote so reads as it did."""
    line = "rules seed east_only=on start_points=35000"
    en = (
        "the return points (30\u202f000) must be at least the start points (35\u202f000): below the "
        "start, first place would pay the oka instead of taking it."
    )
    ru = (
        "очки возврата (30\u202f000) должны быть не меньше стартовых (35\u202f000): при возврате ниже "
        "старта ока не достаётся первому месту, а вычитается из его очков."
    )
    assert refusal(line) == (en, ru)
    assert game(line).errors == ()  # recorded: scored as an earlier mjgui scored it
    refused = score_refusal("start_points=35000")
    assert (refused.code, refused.message()) == ("return_below_start", en[:1].upper() + en[1:])
    assert check_new_game(NAMES, "seed", "start_points=35000", "en") == en[:1].upper() + en[1:]
    assert not TrackerController().new_game(NAMES, "seed", "return_points=0")
    # at or above the start it plays, each higher place scoring more: B first, then C, D, A
    fine = game("rules seed east_only=on start_points=35000 return_points=35000").final
    assert fine.final_scores is not None and [f.final for f in fine.final_scores] == [-24, 22, 6, -4]
    assert check_new_game(NAMES, "seed", "start_points=25000", "en") == ""


# -- finding 2: an uma in the wrong order ----------------------------------------------------------


@pytest.mark.parametrize("uma", ["-15,-5,5,15", "5,15,-5,-15", "15,-5,5,-15"])
def test_an_uma_that_rises_is_refused_where_it_is_typed(uma: str) -> None:
    shown = " / ".join(u.replace("-", "\u2212") for u in uma.split(","))
    en = (
        "uma runs from first place to last, each place's at most the one before it: "
        f"{shown} gives a lower place more."
    )
    ru = (
        "ума идёт от первого места к последнему, и у каждого места она не больше, чем у "
        f"предыдущего: {shown} даёт низшему месту больше."
    )
    assert refusal(f"rules seed east_only=on uma={uma}") == (en, ru)
    refused = score_refusal(f"uma={uma}")
    assert (refused.code, refused.message()) == ("uma_order", "U" + en[1:])
    assert check_new_game(NAMES, "seed", f"uma={uma}", "en") == "U" + en[1:]


def test_an_uma_with_equal_neighbours_plays() -> None:
    for uma in ("0,0,0,0", "10,0,0,-10", "20,10,-10,-20"):
        assert game(f"rules seed east_only=on uma={uma}").errors == ()
    assert with_rule_words(PRESETS["tenhou-sanma"], ["uma=20,0,-20"]).uma == (20, 0, -20)
    with pytest.raises(RulesError, match="0 / 20 / −20 gives a lower place more"):
        with_rule_words(PRESETS["tenhou-sanma"], ["uma=0,20,-20"])


# -- finding 3: an edition typed in the New game dialog, and two on one rules line ------------------


def test_the_new_game_dialog_refuses_an_edition_as_the_score_command_does() -> None:
    score = score_refusal("edition=1").message()
    assert score.startswith('"edition" is not a rule option: the rules "seed"')
    said = check_new_game(NAMES, "tenhou", "edition=1", "en")
    with pytest.raises(RuleWordError) as caught:
        with_rule_words(PRESETS["tenhou"], ["edition=1"])
    assert said == caught.value.message() and said.endswith(
        "give these options: pao=daisangen,daisuushii,suukantsu."
    )
    c = TrackerController()
    assert not c.new_game(NAMES, "tenhou", "edition=1")
    assert c.text == "" and c.state.rules.name == "seed"  # no game of edition 1 begun: nothing written
    assert new_game_problem(NAMES, "tenhou", "east_only=on EDITION=2", "en")[0].startswith('"edition" is not')


def test_a_rules_line_typed_naming_two_editions_is_refused() -> None:
    error = parse_line("rules tenhou edition=2 edition=1", 0, typed=True).error
    assert error is not None
    assert error.message() == (
        "The rules line names two editions, 2 and 1: keep the one the game was played under."
    )
    assert "названы две редакции, 2 и 1" in error.message("ru")
    assert parse_line("rules tenhou edition=1 edition=1", 0, typed=True).error is None  # the same one
    assert parse_line("rules tenhou edition=2 edition=1", 0).error is None  # recorded: the last


# -- finding 4: refusals that say the option's own values ----------------------------------------


def test_an_option_of_a_few_values_says_them_however_long_the_number() -> None:
    assert (
        score_refusal("aka=9999999999").message()
        == 'Rule option aka cannot be "9999999999": it can be 0, 3, 4.'
    )
    assert score_refusal("double_wind_pair_fu=00000000000000000003").message() == (
        'Rule option double_wind_pair_fu cannot be "3": it can be 2, 4.'
    )
    with pytest.raises(RulesError, match="it can be 0, 2"):
        with_rule_words(PRESETS["tenhou-sanma"], ["aka=12345678901"])
    assert (
        refusal("rules seed aka=9999999999")[0]
        == 'rule option aka cannot be "9999999999": it can be 0, 3, 4.'
    )


def test_an_uma_too_large_and_an_uma_with_spaces_are_told_so() -> None:
    big = score_refusal("uma=1000000000,0,0,-1000000000")
    assert big.message() == (
        'Rule option uma cannot be "1000000000,0,0,-1000000000": use whole numbers from '
        "\u2212999\u202f999\u202f999 to 999\u202f999\u202f999 for each place."
    )
    assert big.message("ru").endswith(
        "пишите для каждого места целое число от \u2212999\u202f999\u202f999 до 999\u202f999\u202f999."
    )
    said = check_new_game(NAMES, "seed", "uma=15, 5, -5, -15", "en")
    assert (
        said
        == 'Rule option uma cannot be "15,": use four numbers with commas and no spaces, e.g. 15,5,-5,-15.'
    )
    assert "через запятую без пробелов" in check_new_game(NAMES, "seed", "uma=15, 5, -5, -15", "ru")


# -- finding 5 and paarenchan: values that make no sense at a table ---------------------------------


def test_the_final_scores_rounding_is_0_or_whole_hundreds() -> None:
    en = 'Rule option score_rounding cannot be "3": use 0 (no rounding) or a multiple of 100.'
    assert score_refusal("score_rounding=3").message() == en
    assert check_new_game(NAMES, "seed", "score_rounding=999999999", "en").endswith("a multiple of 100.")
    for fine in ("0", "100", "500", "1000"):
        assert game(f"rules seed east_only=on score_rounding={fine}").errors == ()


def test_paarenchan_at_no_renchan_is_refused() -> None:
    """paarenchan_threshold=0 made every dealer win a yakuman; its least is 1."""
    refused = score_refusal("paarenchan_threshold=0")
    assert (refused.code, refused.message()) == (
        "bad_option_below_one",
        'Rule option paarenchan_threshold cannot be "0": use 1 or more.',
    )
    assert refused.message("ru").endswith("нужно 1 или больше.")
    assert check_new_game(NAMES, "seed", "paarenchan_threshold=0", "en").endswith("use 1 or more.")
    assert SEED.with_options(paarenchan_threshold=1).paarenchan_at(1)
    assert (
        score_refusal("paarenchan_threshold=9999999999")
        .message()
        .endswith(f"use a whole number from 1 to 999{T}999{T}999.")
    )


def test_a_threshold_below_zero_typed_now_is_told_its_least_not_zero() -> None:
    """paarenchan_threshold=-1 was told "use 0 or more", and 0 is refused: it is told 1."""
    refused = score_refusal("paarenchan_threshold=-1")
    assert (refused.code, refused.message()) == (
        "bad_option_below_one",
        'Rule option paarenchan_threshold cannot be "-1": use 1 or more.',
    )
    assert refused.message("ru").endswith("нужно 1 или больше.")
    assert check_new_game(NAMES, "seed", "paarenchan_threshold=-1", "en").endswith("use 1 or more.")
    assert check_new_game(NAMES, "seed", "paarenchan_threshold=-1", "ru").endswith("нужно 1 или больше.")
    # a threshold whose least is 0 keeps its sentence; a recorded line is read as it was
    assert score_refusal("ryanhan_threshold=-1").message().endswith("use 0 or more.")
    with pytest.raises(RulesError) as caught:
        with_rule_words(SEED, ["paarenchan_threshold=-1"], recorded=True)
    assert caught.value.code == "bad_option_negative"


# -- optwords: the extra round's target note, and a typo said with its option -------------------------


def test_the_extra_rounds_target_note_says_the_dealers_stop_needs_it_too() -> None:
    rules = game("rules mahjongsoul overtime_points=25000", "players A B C D").final.rules
    assert rules_name(rules, "en", options=EVERY_OPTION) == (
        f"Mahjong Soul, the extra round ends at 25{T}000, which agari-yame and tenpai-yame also need"
    )
    assert rules_name(rules, "ru", options=EVERY_OPTION).endswith(
        f"дополнительный круг до 25{T}000; столько же нужно для агари-яме и тенпай-яме"
    )
    only_agari = game(
        "rules mahjongsoul tenpai_yame=off overtime_points=25000", "players A B C D"
    ).final.rules
    assert f"the extra round ends at 25{T}000, which agari-yame also needs" in rules_name(
        only_agari, "en", options=EVERY_OPTION
    )


def test_a_misspelt_option_is_said_with_the_one_it_likely_means_everywhere() -> None:
    start = '"east_onyl" is not a rule option. Did you mean east_only? Options: aka, kuitan,'
    assert score_refusal("east_onyl=on").message().startswith(start)
    (error,) = game("rules seed east_onyl=on").errors
    assert error.body().startswith(start)
    assert error.body("ru").startswith("«east_onyl» — не опция правил. Может быть, east_only? Опции:")
    assert check_new_game(NAMES, "seed", "east_onyl=on", "en").startswith(start)
    # nothing near: the list alone
    assert score_refusal("colour=red").message().startswith('"colour" is not a rule option. Options: aka,')


# -- the chombo penalty's unit: points, as the start points ----------------------------------------


def test_a_chombo_penalty_typed_in_the_final_scores_thousands_is_refused_with_its_value_in_points() -> None:
    """``chombo_score_penalty=20``, M-League's "20 points" as a club knows them, was taken as 20
    points at the table: the chombo line said "20 off the final score" and the final table
    −0.02. The option is in points, as the start points are (the ``mleague`` preset's 20000):
    typed below 1000 it is refused, saying the value to write; not in whole hundreds too."""
    en = (
        'Rule option chombo_score_penalty cannot be "20": the penalty is written in points, as the '
        "start points are, not in the final score's thousands. For 20 off the final score write "
        "chombo_score_penalty=20000; 0 pays a chombo at the table."
    )
    refused = score_refusal("chombo_score_penalty=20")
    assert (refused.code, refused.message()) == ("chombo_penalty_thousands", en)
    assert refused.message("ru") == (
        "Недопустимое значение «20» для опции правил chombo_score_penalty: штраф пишется в очках, как "
        "и стартовые очки, а не в тысячах итога. Чтобы вычесть из итога 20, напишите "
        "chombo_score_penalty=20000; 0 — чомбо оплачивается за столом."
    )
    three = ["Aiko", "Boris", "Chen"]
    assert check_new_game(three, "mahjongsoul-sanma", "chombo_score_penalty=20", "en") == en
    assert not TrackerController().new_game(three, "mahjongsoul-sanma", "chombo_score_penalty=20")
    assert refusal("rules mleague chombo_score_penalty=8")[0].endswith(
        "For 8 off the final score write chombo_score_penalty=8000; 0 pays a chombo at the table."
    )
    hundreds = score_refusal("chombo_score_penalty=20050")
    assert (hundreds.code, hundreds.message()) == (
        "chombo_penalty_hundreds",
        'Rule option chombo_score_penalty cannot be "20050": the penalty is written in points, in whole '
        "hundreds, as the start points are (20 off the final score: 20000); 0 pays a chombo at the table.",
    )
    for fine in ("0", "1000", "8000", "20000"):
        assert check_new_game(three, "mahjongsoul-sanma", f"chombo_score_penalty={fine}", "en") == ""
    # recorded: read as an earlier mjgui read it, 20 points off (the bound is for words typed now)
    assert game("rules mleague chombo_score_penalty=20").errors == ()


@pytest.mark.parametrize(
    ("penalty", "en", "ru"),
    [
        (21, "chombo: 21 points off", "чомбо: минус 21\u00a0очко к итогу"),
        (1500, "chombo: 1500 points off", "чомбо: минус 1500\u00a0очков к итогу"),
        (20000, f"chombo: 20{T}000 points off", f"чомбо: минус 20{T}000\u00a0очков к итогу"),
    ],
)
def test_the_rules_say_the_chombo_penalty_with_its_unit(penalty: int, en: str, ru: str) -> None:
    """The rules' note said "chombo: 20 off the final score" for a penalty of 20 points, beside
    a final score of −0.02: it says points, in Russian in the word's form for the number (a
    recorded line of an earlier mjgui may hold any value)."""
    from mjgui.core.teach.compare import rule_changes

    rules = game(f"rules seed chombo_score_penalty={penalty}").final.rules
    assert rule_changes(rules, options=EVERY_OPTION)[0].startswith(en)
    assert rule_changes(rules, "ru", options=EVERY_OPTION)[0].startswith(ru)

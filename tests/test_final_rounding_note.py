"""The final table's note says how the rules round the final score (RULES.md §8): every player
but first is rounded, a half up (or, under Tenhou's ``score_rounding_half=away``, away from
zero), first place takes the rest; and that players tied on points are placed by seat. Without
it "34 400" beside "+3", or the second of two players on 35 500 scoring more than the first,
looked wrong. Rules that do not round say nothing of it. ``mjgui game`` prints the same
sentences under its table.

The half's rounding is shown by an example computed from the rules ("−2500 → −2000"), not
named: "half up" is what Python's and Java's HALF_UP call rounding away from zero, the other
option, and the Russian «до 1000 (половина вверх)» read "rounded up to 1000"."""

from __future__ import annotations

import io

import pytest

from mjgui.controller.game.present import final_rows
from mjgui.core.game.game import replay
from mjgui.core.game.record import final_rounding_text
from mjgui.core.scoring.rules import PRESETS
from mjgui.gamecli import game_command

T = "\u202f"  # the narrow no-break space between thousands
NB = "\u00a0"  # the no-break space that keeps the arrow between its two numbers
ROUNDING_EN = f"All but first rounded to the nearest 1000 (−2500{NB}→{NB}−2000); first takes the rest."
ROUNDING_RU = f"Кроме первого, очки округлены с шагом 1000 (−2500{NB}→{NB}−2000); первому — остаток."
AWAY_EN = f"All but first rounded to the nearest 1000 (−2500{NB}→{NB}−3000); first takes the rest."
AWAY_RU = f"Кроме первого, очки округлены с шагом 1000 (−2500{NB}→{NB}−3000); первому — остаток."
SEAT_TIE_EN = "Players tied on points: the seat nearer the first dealer places higher."
SEAT_TIE_RU = "При равных очках выше тот, кто сидит ближе к первому дилеру."

# the audit's game: Chen ends on 34 400, two sticks given to him at the end
ROUNDED = """rules seed east_only=on
players Aiko Boris Chen Dasha
ron Boris from Aiko 3 30
ron Chen from Dasha 3 30
ron Dasha from Boris 3 30
riichi Aiko
riichi Boris
draw tenpai Aiko,Boris
"""
# Boris and Chen both end on 35 500: Boris (the seat nearer the first dealer) is first
SEAT_TIE = """rules seed east_only=on chombo_at_end=on
players Aiko Boris Chen Dasha
riichi Boris
riichi Chen
chombo Aiko
draw tenpai Boris,Chen
draw
draw
draw
"""


def test_the_note_says_the_rounding_beside_the_numbers_it_explains() -> None:
    state = replay(ROUNDED).final
    assert state.ended
    rows, note = final_rows(state, "en")
    # 34 400 -> +3: the others round to 31 000, 29 000, 27 000; first takes 120 000 less those
    assert [(r.name, r.points_text, r.before_uma_text, r.final_text) for r in rows] == [
        ("Chen", f"34{T}400", "+3", "+18"),
        ("Boris", f"30{T}500", "+1", "+6"),
        ("Dasha", f"28{T}500", "−1", "−6"),
        ("Aiko", f"26{T}600", "−3", "−18"),
    ]
    # the sticks (2000 points) before the rounding (a few hundred), said last and short
    assert note == (
        f"Start 30{T}000, return 30{T}000, uma +15/+5/−5/−15. "
        f"2 riichi sticks left on the table went to first place: Chen, +2000. {ROUNDING_EN}"
    )
    rows_ru, note_ru = final_rows(state, "ru")
    assert [r.before_uma_text for r in rows_ru] == ["+3", "+1", "−1", "−3"]
    assert note_ru.startswith(f"Старт 30{T}000, возврат 30{T}000, ума +15/+5/−5/−15. 2\xa0палочки риичи")
    assert note_ru.endswith(f"Chen, +2000. {ROUNDING_RU}")


def test_a_tie_placed_by_seat_is_said_and_second_place_may_score_more_before_uma() -> None:
    state = replay(SEAT_TIE).final
    assert state.ended
    rows, note = final_rows(state, "en")
    assert [(r.name, r.place, r.points_text, r.before_uma_text, r.final_text) for r in rows] == [
        ("Boris", 1, f"35{T}500", "+4", "+19"),
        ("Chen", 2, f"35{T}500", "+6", "+11"),
        ("Dasha", 3, f"32{T}500", "+3", "−2"),
        ("Aiko", 4, f"16{T}500", "−13", "−28"),
    ]
    assert note == f"Start 30{T}000, return 30{T}000, uma +15/+5/−5/−15. {SEAT_TIE_EN} {ROUNDING_EN}"
    assert final_rows(state, "ru")[1].endswith(f"{SEAT_TIE_RU} {ROUNDING_RU}")
    # no tie: no such sentence
    assert SEAT_TIE_EN not in final_rows(replay(ROUNDED).final, "en")[1]


def test_the_game_command_says_the_same_under_its_table() -> None:
    for lang, rounding, tie in (("en", ROUNDING_EN, SEAT_TIE_EN), ("ru", ROUNDING_RU, SEAT_TIE_RU)):
        out = io.StringIO()
        assert game_command(["-", "--lang", lang], out, io.StringIO(SEAT_TIE)) == 0
        lines = out.getvalue().replace(T, " ").splitlines()
        assert lines[-2:] == [rounding, tie], lines
        assert lines[-6].split()[:2] == ["1", "Boris"] and lines[-6].split()[-1] == "+19"
        out = io.StringIO()
        assert game_command(["-", "--lang", lang], out, io.StringIO(ROUNDED)) == 0
        assert out.getvalue().replace(T, " ").splitlines()[-1] == rounding


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_says_its_own_rounding_or_none(name: str) -> None:
    """Each preset as it is: the seed rounds a half up, Tenhou's four-player table a half away
    from zero; the others (and Tenhou's three-player table) do not round and say nothing."""
    rules = PRESETS[name]
    seats = "A B C" if rules.players == 3 else "A B C D"
    state = replay(f"rules {name}\nplayers {seats}\n" + "draw\n" * 40).final
    assert state.ended, name
    note = final_rows(state, "en")[1]
    said = {"seed": ROUNDING_EN, "tenhou": AWAY_EN}.get(name)
    if said is None:
        assert rules.score_rounding == 0 and "rounded" not in note, (name, note)
        assert "округл" not in final_rows(state, "ru")[1]
    else:
        assert said in note, (name, note)
        assert {"seed": ROUNDING_RU, "tenhou": AWAY_RU}[name] in final_rows(state, "ru")[1]


def test_under_split_ties_the_players_tied_for_first_share_the_rest() -> None:
    rules = PRESETS["seed"].with_options(tie_uma="split")
    assert final_rounding_text(rules, "en", tied_first=True) == (
        f"All but those tied for first rounded to the nearest 1000 (−2500{NB}→{NB}−2000); they share "
        "the rest."
    )
    text = "rules seed tie_uma=split east_only=on\nplayers A B C D\nriichi A\nriichi B\ndraw tenpai A,B\n"
    state = replay(text + "draw\n" * 4).final
    assert state.ended and state.sticks == 2  # the tied players' to share
    rows, note = final_rows(state, "en")
    assert [(r.place_text, r.points_text, r.before_uma_text) for r in rows] == [
        ("1st–2nd", f"30{T}500", "+1"),
        ("1st–2nd", f"30{T}500", "+1"),
        ("3rd–4th", f"28{T}500", "−1"),
        ("3rd–4th", f"28{T}500", "−1"),
    ]
    assert final_rounding_text(rules, "en", tied_first=True) in note
    assert SEAT_TIE_EN not in note  # split ties share their place: no seat order
    assert final_rounding_text(rules, "ru", tied_first=True) == (
        f"Кроме делящих первое место, очки округлены с шагом 1000 (−2500{NB}→{NB}−2000); остаток делят они."
    )
    assert final_rounding_text(rules, "ru", tied_first=True) in final_rows(state, "ru")[1]
    away = PRESETS["tenhou"].with_options(tie_uma="split")
    assert final_rounding_text(away, "ru", tied_first=True) == (
        f"Кроме делящих первое место, очки округлены с шагом 1000 (−2500{NB}→{NB}−3000); остаток делят они."
    )


@pytest.mark.parametrize(
    ("step", "half", "example"),
    [
        (1000, "up", f"(−2500{NB}→{NB}−2000)"),
        (1000, "away", f"(−2500{NB}→{NB}−3000)"),
        (100, "up", f"(−250{NB}→{NB}−200)"),
        (100, "away", f"(−250{NB}→{NB}−300)"),
        (500, "up", f"(−1250{NB}→{NB}−1000)"),
        (500, "away", f"(−1250{NB}→{NB}−1500)"),
        (10000, "away", f"(−25{T}000{NB}→{NB}−30{T}000)"),
    ],
)
def test_the_example_is_the_rules_own_step_and_half(step: int, half: str, example: str) -> None:
    """The example is computed where the rounding is decided (final_score.rounded_points), so it
    is true for any step and either half: a negative half step, where "up" and "away" differ."""
    rules = PRESETS["seed"].with_options(score_rounding=step, score_rounding_half=half)
    for lang in ("en", "ru"):
        assert example in final_rounding_text(rules, lang), (lang, final_rounding_text(rules, lang))
        assert example in final_rounding_text(rules, lang, tied_first=True)

"""Teaching mode's view models without Qt: near misses and suggestions in the window view, the
readings side by side, the arithmetic steps, the quiz controller and the rules comparison."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.explain import reading_rows
from mjgui.controller.teach.compare import COMPARE_COLUMNS, CompareController, CompareRowView, comparison_view
from mjgui.controller.teach.picture import hand_picture, situation_chips
from mjgui.controller.teach.quiz import QuizController, match_yaku, yaku_choice_ids
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.compare import compare_presets
from mjgui.core.teach.quiz import LEVEL_STEPS, LEVELS, YAKU_CHOICES

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def spec_of(args: str) -> HandSpec:
    request, _ = parse_score_args(args.split())
    return request.spec


def load(args: str, lang: str = "en") -> Controller:
    c = Controller(lang)
    c.load_spec(spec_of(args), record=False)
    return c


# ---------------------------------------------------------------------------------------------
# near misses and suggestions in the calculator's view
# ---------------------------------------------------------------------------------------------


def test_penchan_hand_names_pinfu_and_ittsu() -> None:
    view = load("23488m567p123789s --win 3s --riichi --seat S").view()
    texts = [n.text for n in view.near_misses]
    assert "No pinfu: 12s waits on 3s only (penchan); it would pay 700 more" in texts
    assert "No ittsu: 456s missing; it would pay 3900 more" in texts
    assert view.suggestions == ()
    assert {n.id for n in view.near_misses} >= {"pinfu", "ittsu"}


def test_terminal_pair_names_tanyao() -> None:
    view = load("234m567p345s678s99p --win 2m --riichi").view()
    assert "No tanyao: 9p in the pair; it would pay 2900 more" in [n.text for n in view.near_misses]


def test_another_readings_yaku_is_not_listed_as_a_near_miss() -> None:
    view = load("111222333m456p55s --win 5s --seat S --riichi").view()
    assert [n.text for n in view.other_readings] == [
        "No iipeikou: the reading 123m 123m 123m 456p 55s has it but pays less: 2600 against 6400"
    ]
    assert view.near_misses and not any("reading" in n.text for n in view.near_misses)


def test_near_misses_in_russian() -> None:
    view = load("23488m567p123789s --win 3s --riichi --seat S", "ru").view()
    assert ("Нет яку «пинфу»: 12s ждёт только 3s (пентян); с ним рука стоила бы на 700 больше") in [
        n.text for n in view.near_misses
    ]


def test_yakuless_open_hand_gets_suggestions() -> None:
    view = load("234m678p99s --chi 345s --pon 2p --win 9s").view()
    assert view.headline.text == "No yaku"
    assert view.near_misses == ()
    texts = [n.text for n in view.suggestions]
    assert texts and all(t[:1].isupper() for t in texts)
    assert any("tanyao" in t.lower() and "9s in the pair" in t for t in texts)


def test_yakuless_closed_hand_suggests_riichi_first() -> None:
    view = load("23488m567p123789s --win 3s --seat S").view()
    assert view.suggestions[0].id == "riichi"
    assert view.suggestions[0].text.startswith("Declare riichi")


def test_incomplete_or_waiting_hands_have_no_notes() -> None:
    for args in ("234m567p3467888s --riichi --seat S", "234m"):
        view = load(args).view()
        assert view.near_misses == () and view.suggestions == ()


# ---------------------------------------------------------------------------------------------
# the arithmetic, step by step
# ---------------------------------------------------------------------------------------------


def test_steps_cover_rounding_limits_split_honba_and_sticks() -> None:
    view = load("23488m567p123789s --win 3s --riichi --tsumo --seat S --honba 1 --sticks 2").view()
    lines = view.arithmetic
    assert lines[0] == "Fu: 20 (base) + 2 (penchan) + 2 (tsumo) = 24"
    assert "24 fu rounded up to the next 10: 30 fu" in lines
    assert "30 fu × 2^(2+2) = 480 base points" in lines
    assert "Non-dealer tsumo: the dealer pays 2 × 480 = 960" in lines
    assert "960 rounded up to the next 100: 1000" in lines
    assert "Honba: 1 × 100 = 100 more from each payer" in lines
    assert "Riichi sticks on the table: 2 × 1000 = 2000 to the winner" in lines
    assert lines[-1] == "Total: 1100 + 600 + 600 + 2000 = 4300"


def test_steps_of_a_limit_and_of_a_dealer() -> None:
    lines = load("11223355667788p --win 8p --riichi --tsumo --dora 4p").view().arithmetic
    assert "14 han (13 or more): kazoe yakuman, 8000 base points" in lines
    assert "Dealer tsumo: each player pays 2 × 8000 = 16\u202f000" in lines
    ema = load("11223355667788p --win 8p --riichi --tsumo --dora 4p --rules ema").view().arithmetic
    assert "14 han: these rules stop counted hands at sanbaiman, 6000 base points" in ema


def test_steps_in_russian() -> None:
    lines = load("234m567p3467888s5s --riichi --seat S --dora 2s", "ru").view().arithmetic
    assert lines[-1] == "Итого: 7700"
    assert all(CYRILLIC.search(line) for line in lines)


# ---------------------------------------------------------------------------------------------
# readings side by side
# ---------------------------------------------------------------------------------------------


def test_readings_put_the_chosen_first_and_say_why() -> None:
    rows = load("123345m678p345s99p --win 3m --riichi --seat S").view().readings
    assert len(rows) == 2
    best, other = rows
    assert best.chosen and not other.chosen
    assert best.note == "Chosen: 2 han 30 fu, 2000, pays the most"
    assert best.value == "2 han 30 fu — 2000" and best.payment == "2000"
    assert best.wait.startswith("Ryanmen") and other.wait.startswith("Penchan")
    assert other.note == (
        "1 han 40 fu, 1300: 700 less than the chosen 2 han 30 fu, 2000; the chosen reading has pinfu"
    )
    assert best.yaku == "Riichi 1, Pinfu 1" and other.yaku == "Riichi 1"
    # the winning tile 3m completes 345m in the chosen reading, 123m in the other
    win_groups = [[g for g in row.groups if g.win >= 0] for row in rows]
    assert [g[0].codes for g in win_groups] == [("3m", "4m", "5m"), ("1m", "2m", "3m")]
    assert [g[0].win for g in win_groups] == [0, 2]


def test_readings_are_worded_only_when_read() -> None:
    """Every click scores the hand; only the Readings tab, when shown, reads the rows."""
    from mjgui.controller.scoring.explain import LazyRows

    view = load("123345m678p345s99p --win 3m --riichi --seat S").view()
    rows = view.readings
    assert isinstance(rows, LazyRows) and repr(rows) == "LazyRows(<not made yet>)"
    assert len(rows) == 2 and rows[0].chosen
    again = load("123345m678p345s99p --win 3m --riichi --seat S").view().readings
    assert rows == tuple(rows) and rows == again


def test_chiitoitsu_against_ryanpeikou() -> None:
    rows = load("223344m556677p88s --win 8s").view().readings
    assert rows[0].chosen and "Ryanpeikou" in rows[0].yaku
    assert "Chiitoitsu" in rows[1].yaku
    assert "the chosen reading has ryanpeikou" in rows[1].note
    assert len(rows[1].groups) == 7  # seven pairs


def test_reading_groups_keep_red_fives_and_melds() -> None:
    rows = load("234p55s --chi 789m --pon 777z --ankan 0555p --seat W --dora 4p --win 5s").view().readings
    groups = rows[0].groups
    assert any(g.codes == ("0p", "5p", "5p", "5p") and g.declared for g in groups)
    assert any(g.opened and g.codes == ("7m", "8m", "9m") for g in groups)
    assert rows[0].text == "234p 55s (789m) (777z) [5555p]"


def test_kokushi_reading_is_one_group_and_a_hand_without_yaku_is_no_win() -> None:
    rows = load("19m19p19s1234567z1m").view().readings
    assert len(rows) == 1 and len(rows[0].groups) == 1 and rows[0].note == "The only reading"
    no_yaku = reading_rows(score(spec_of("23488m567p123789s --win 3s")), "en")
    assert not no_yaku[0].wins and no_yaku[0].payment == "—"
    assert no_yaku[0].note == "No yaku in this reading"


# ---------------------------------------------------------------------------------------------
# the quiz
# ---------------------------------------------------------------------------------------------


def answer_all_right(quiz: QuizController) -> None:
    question = quiz.session.question
    assert question is not None
    answers = question.answers
    while quiz.session.current_step:
        step = quiz.session.current_step
        if step == "yaku":
            for ident in answers.yaku:
                assert quiz.set_yaku(ident, True)
            verdict = quiz.submit_yaku()
        elif step == "han":
            verdict = quiz.submit_number(str(answers.han))
        elif step == "fu":
            verdict = quiz.submit_number(f" {answers.fu} ")
        else:
            verdict = quiz.submit_payment([str(a) for a in answers.payment])
        assert verdict is not None and verdict.correct, (step, verdict)


@pytest.mark.parametrize("level", LEVELS)
def test_quiz_hands_are_valid_scorable_and_right_answers_are_right(level: str) -> None:
    quiz = QuizController(level=level, seed=20240)
    for number in range(1, 31):
        quiz.new_hand()
        question = quiz.session.question
        assert question is not None and question.number == number
        spec = question.spec
        assert problems(spec) == []
        result = score(spec)
        assert result.ok and result.win is not None
        view = quiz.view()
        assert view.picture is not None
        assert len(view.picture.hand) == len(spec.concealed) and view.picture.hand[-1].win
        assert len(view.picture.melds) == len(spec.melds)
        assert [b.step for b in view.badges] == list(question.steps)
        assert set(question.steps) <= set(LEVEL_STEPS[level])
        answer_all_right(quiz)
        done = quiz.view()
        assert done.input == "done" and all(v.correct for v in done.verdicts)
        assert "every answer right" in done.summary
    score_ = quiz.session.score
    assert score_.questions == 30 and score_.perfect == 30 and score_.correct == score_.answered


def test_a_wrong_answer_shows_the_step_that_explains_it() -> None:
    quiz = QuizController(level="payment", seed=5)
    quiz.new_hand()
    answers = quiz.session.question.answers  # type: ignore[union-attr]
    view = quiz.view()
    assert view.input == "yaku" and view.prompt.startswith("Which yaku")
    assert [c.id for c in view.choices] == list(yaku_choice_ids())
    assert set(yaku_choice_ids()) == set(YAKU_CHOICES)
    groups = [c.group for c in view.choices]
    assert groups == sorted(groups, key=["1 han", "2 han", "3 han or more", "Yakuman"].index)
    # claim one yaku too many and miss one
    missing = sorted(answers.yaku)[0]
    for ident in answers.yaku - {missing}:
        quiz.toggle_yaku(ident)
    quiz.toggle_yaku("chinitsu")
    verdict = quiz.submit_yaku()
    assert verdict is not None and not verdict.correct
    view = quiz.view()
    card = view.verdicts[0]
    assert not card.correct and card.title.startswith("Not quite")
    assert any(line.startswith("Missed:") for line in card.details)
    assert any("Chinitsu" in line for line in card.details)
    assert view.score == "0 of 1 answer right"
    # a wrong han: the han sum explains it
    assert view.input == "number" and view.numbers[0] == 1
    quiz.submit_number(str(answers.han + 1))
    han = quiz.view().verdicts[1]
    assert not han.correct and any(line.startswith("Han: ") for line in han.details)
    # not a number: said, nothing judged
    assert quiz.submit_number("thirty") is None
    assert quiz.view().error == "Type a whole number, e.g. 30"
    assert len(quiz.view().verdicts) == 2
    quiz.submit_number(str(answers.fu))
    assert quiz.view().verdicts[2].correct and quiz.view().verdicts[2].details == ()
    assert quiz.view().error == ""
    fields = quiz.view().payment_fields
    assert len(fields) == len(answers.payment)
    quiz.submit_payment([str(a + 100) for a in answers.payment])
    view = quiz.view()
    assert view.input == "done" and not view.verdicts[3].correct
    assert any("rounded" in line or "×" in line for line in view.verdicts[3].details)
    assert view.summary == "Hand 1 done: 1 of 4 answers right"
    assert view.score == "1 of 4 answers right · 0 of 1 hand perfect"
    assert view.answer.count("·") >= 2


def test_level_switch_reasks_an_untouched_hand_and_deals_after_answers() -> None:
    quiz = QuizController(level="payment", seed=11)
    quiz.new_hand()
    first = quiz.session.question
    assert first is not None
    assert quiz.set_level("yaku")
    assert quiz.session.question is not None and quiz.session.question.spec == first.spec
    assert quiz.session.question.number == 1 and quiz.view().number == 1  # the same hand, not a skip
    assert [b.step for b in quiz.view().badges] == ["yaku"]
    assert not quiz.set_level("yaku")
    quiz.submit_yaku()  # an empty claim: judged, the hand is done
    assert quiz.view().input == "done"
    assert quiz.set_level("han_fu")
    assert quiz.session.question is not None and quiz.session.question.number == 2
    assert quiz.view().level == "han_fu"


def test_language_switch_rewords_the_whole_quiz() -> None:
    quiz = QuizController(level="han_fu", seed=3)
    quiz.new_hand()
    quiz.submit_yaku()
    quiz.set_lang("ru")
    view = quiz.view()
    assert view.prompt == "Сколько хан вместе с дорами?"
    assert view.verdicts[0].title.startswith("Неверно. Правильно:") and view.verdicts[0].label == "Яку"
    assert all(CYRILLIC.search(line) for line in view.verdicts[0].details)
    assert view.levels[0] == ("yaku", "Только яку")
    assert any(CYRILLIC.search(chip) for chip in view.situation)


def test_quiz_the_desk_hand_or_say_why_not() -> None:
    quiz = QuizController()
    spec = spec_of("234m567p3467888s5s --riichi --seat S --dora 2s")
    assert quiz.quiz_hand(spec)
    view = quiz.view()
    assert view.from_desk and view.picture is not None
    assert view.picture.label.startswith("2 man, 3 man, 4 man, 5 pin")  # the tiles in words
    assert quiz.session.question is not None and quiz.session.question.answers.total == 7700
    assert not quiz.quiz_hand(spec_of("23488m567p123789s --win 3s --seat S"))
    assert quiz.view().error.startswith("The hand on the desk cannot be quizzed: ")
    assert "yaku" in quiz.view().error
    assert not quiz.quiz_hand(replace(spec, concealed=spec.concealed[:5]))
    assert quiz.view().error.endswith("enter a complete winning hand first")
    # the hand being answered stays
    assert quiz.session.question.answers.total == 7700


def test_a_hand_brought_to_the_quiz_says_where_it_comes_from() -> None:
    """A log's win quizzed from the log window was titled "from the calculator" (every hand
    brought in was the desk's): the log and its hand now, in the quiz's language."""
    quiz = QuizController(level="payment")
    spec = spec_of("234m567p3467888s5s --riichi --seat S --dora 2s")
    assert quiz.quiz_hand(spec, "west.mjlog", "E2-1")
    assert quiz.view().origin == "from log west.mjlog, E2-1"
    quiz.set_lang("ru")
    assert quiz.view().origin == "из лога west.mjlog, В2-1"
    assert quiz.set_level("yaku")  # the same hand asked again: from the same log
    assert quiz.view().origin == "из лога west.mjlog, В2-1"
    quiz.set_lang("en")
    assert quiz.quiz_hand(spec)  # the desk's hand
    assert quiz.view().origin == "from the calculator"
    quiz.set_lang("ru")
    assert quiz.view().origin == "из калькулятора"
    quiz.new_hand()  # dealt
    assert quiz.view().origin == ""


def claimed(args: str, *ids: str) -> QuizController:
    """The quiz on the hand ``args``, the yaku step answered with ``ids``."""
    quiz = QuizController()
    assert quiz.quiz_hand(spec_of(args)), quiz.view().error
    for ident in ids:
        quiz.set_yaku(ident, True)
    quiz.submit_yaku()
    return quiz


def test_the_quiz_says_a_yakuman_hand_counts_only_its_yakuman() -> None:
    """Riichi, ippatsu, tsumo and haitei were all real: they do not count because the hand is a
    yakuman (RULES.md §3), not because they were not declared or are not in the hand."""
    hand = "111m22244p333999s --win 1m --tsumo --riichi --ippatsu --haitei --seat S"
    quiz = claimed(hand, "riichi", "ippatsu", "menzen_tsumo", "haitei")
    details = quiz.view().verdicts[0].details
    assert "Not counted: Riichi, Ippatsu, Menzen tsumo, Haitei raoyue" in details
    for name in ("riichi", "ippatsu", "menzen tsumo", "haitei raoyue"):
        assert f"No {name}: a yakuman hand counts only its yakuman" in details
    assert not any("not declared" in line or "not in this hand" in line for line in details)
    quiz.set_lang("ru")
    details = quiz.view().verdicts[0].details
    assert "Не засчитано: Риичи, Иппацу, Мензенцумо, Хайтей" in details
    assert "Нет яку «риичи»: в руке с якуманом считаются только якуманы" in details


def test_the_quiz_says_renhou_combines_with_nothing() -> None:
    """An all-simples hand won by renhou: tanyao is in the hand, renhou's mangan is paid alone."""
    quiz = claimed("234m567m22p345s678s --renhou --seat S", "tanyao", "pinfu")
    details = quiz.view().verdicts[0].details
    assert "No tanyao: renhou combines with nothing: the hand is paid as mangan" in details
    assert "No pinfu: renhou combines with nothing: the hand is paid as mangan" in details
    quiz.set_lang("ru")
    said = "Нет яку «таняо»: ренхо ни с чем не сочетается: рука оплачивается как манган"
    assert said in quiz.view().verdicts[0].details


def test_the_quiz_says_how_the_hand_was_not_won_for_a_situation_yaku() -> None:
    """Haitei, houtei, rinshan, chankan are not declared: the quiz says the win was not on the
    wall's last tile, the last discard, the replacement tile, a tile added to a pon."""
    quiz = claimed(
        "234m567m22p345s678s --win 8s --seat S --riichi --tsumo",
        *("riichi", "menzen_tsumo", "tanyao", "pinfu"),
        *("double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei", "tenhou", "chiihou"),
    )
    details = quiz.view().verdicts[0].details
    assert not any("not declared" in line or "not in this hand" in line for line in details)
    for line in (
        "No double riichi: riichi was declared, but not on the very first discard",
        "No ippatsu: the hand was not won within one go-around after riichi",
        "No rinshan kaihou: the hand was not won on the replacement tile drawn after a kan",
        "No chankan: the hand was not won by ron on a tile added to a pon to make a kan",
        "No haitei raoyue: the hand was not won by tsumo on the last tile of the wall",
        "No houtei raoyui: the hand was not won by ron on the last discard",
        "No tenhou: only the dealer can win it, and the winner is not the dealer",
        "No chiihou: the hand was not won by tsumo on the first draw, with no call before it",
    ):
        assert line in details
    quiz.set_lang("ru")
    details = quiz.view().verdicts[0].details
    assert "Нет яку «хайтей»: рука выиграна не по цумо последним тайлом стены" in details
    assert "Нет яку «риншан»: рука выиграна не тайлом, добранным после кана" in details


def test_the_quiz_says_why_not_in_russian_with_riichi_masculine_and_no_pronoun_for_a_yaku() -> None:
    """Риичи is masculine; a sentence about any yaku says «это яку» (or needs no gender)."""
    quiz = claimed("234m567p345s55p --chi 678s --win 2m --seat S", "tanyao", "riichi", "ippatsu")
    quiz.set_lang("ru")
    details = quiz.view().verdicts[0].details
    assert "Нет яку «риичи»: рука открыта, а это яку засчитывается только в закрытой" in details
    assert "Нет яку «иппацу»: рука открыта, а это яку засчитывается только в закрытой" in details
    quiz = claimed("234m567m22p345s678s --win 8s --seat S", "tanyao", "pinfu", "double_riichi")
    quiz.set_lang("ru")
    assert "Нет яку «дабуру риичи»: его не объявляли" in quiz.view().verdicts[0].details
    quiz = claimed("234m567m22p345s678s --win 8s --seat S --double-riichi", "tanyao", "pinfu", "riichi")
    quiz.set_lang("ru")
    details = quiz.view().verdicts[0].details
    assert "Нет яку «риичи»: вместо него засчитывается дабуру риичи" in details
    assert not any(" оно " in line or "засчитано дабуру" in line for line in details)


def test_match_yaku_by_name_meaning_or_id() -> None:
    quiz = QuizController()
    quiz.new_hand()
    choices = quiz.view().choices
    assert match_yaku(choices, "tan")[0] == "tanyao"
    assert match_yaku(choices, "pin")[0] == "pinfu"
    assert match_yaku(choices, "Menzen Tsumo")[0] == "menzen_tsumo"
    assert "tanyao" in match_yaku(choices, "all simples")
    assert match_yaku(choices, "") == tuple(c.id for c in choices)
    quiz.set_lang("ru")
    ru = quiz.view().choices
    assert match_yaku(ru, "тан")[0] == "tanyao"
    assert match_yaku(ru, "riichi")[0] == "riichi"


def test_picture_and_situation_of_a_hand() -> None:
    spec = spec_of("234p55s --chi 789m --pon 777z --ankan 0555p --seat W --dora 4p --win 5s --honba 2")
    picture = hand_picture(spec, "en")
    assert [t.code for t in picture.hand] == ["2p", "3p", "4p", "5s", "5s"]
    assert picture.win_index == 4 and picture.hand[4].win
    assert [m.kind for m in picture.melds] == ["chi", "pon", "ankan"]
    assert [d.dora.code for d in picture.dora] == ["5p"]
    chips = situation_chips(spec, "en")
    assert chips[:3] == ("Seat: West", "Round: East", "Ron")
    assert "Honba: 2" in chips and chips[-1] == "Rules: club rules"
    assert situation_chips(spec, "ru")[-1] == "Правила: клубные правила"
    dealer = situation_chips(spec_of("234m567p3467888s5s --tsumo --riichi --ippatsu"), "ru", rules=False)
    assert dealer[0] == "Место: восток (дилер)" and "Цумо" in dealer and "Иппацу" in dealer


def test_the_quiz_shows_the_renchan_a_paarenchan_hand_is_answered_by() -> None:
    """A dealer's hand at 8 renchan is paarenchan under the club rules, and that is its only
    right answer: the situation says the count (it did not, and the hand was asked as a plain
    riichi ron). Counted in Russian with its plural; no chip without renchan."""
    spec = spec_of("23m456789p234s55s1m --riichi --seat E --renchan 8 --from S")
    quiz = QuizController("en", "payment")
    assert quiz.quiz_hand(spec)
    assert quiz.session.question is not None
    assert quiz.session.question.answers.yaku == frozenset({"paarenchan"})
    assert quiz.view().situation == (
        "Seat: East (dealer)",
        "Round: East",
        "Ron from South",
        "Riichi",
        "8 renchan",
        "Rules: club rules",
    )
    quiz.set_lang("ru")
    assert "8\u00a0ренчанов" in quiz.view().situation
    said = [situation_chips(replace(spec, renchan=n), "ru", rules=False)[-1] for n in (1, 2, 5, 21)]
    assert said == ["1\u00a0ренчан", "2\u00a0ренчана", "5\u00a0ренчанов", "21\u00a0ренчан"]
    assert situation_chips(replace(spec, renchan=1), "en", rules=False)[-1] == "1 renchan"
    # the comparison of rules shows it too (paarenchan or not is a rule)
    compare = CompareController()
    assert compare.set_hand(spec) and "8 renchan" in compare.view().situation
    assert not any("renchan" in chip for chip in situation_chips(replace(spec, renchan=0), "en"))


# ---------------------------------------------------------------------------------------------
# the same hand under other rules
# ---------------------------------------------------------------------------------------------


def cells(view: object, preset: str) -> dict[str, tuple[str, bool]]:
    row = next(r for r in view.rows if r.preset == preset)  # type: ignore[attr-defined]
    return {c: (cell.text, cell.differs) for c, cell in zip(view.columns, row.cells, strict=True)}  # type: ignore[attr-defined]


def test_ema_stops_kazoe_at_sanbaiman() -> None:
    compare = CompareController()
    assert compare.set_hand(spec_of("11223355667788p --win 8p --riichi --tsumo --dora 4p"))
    view = compare.view()
    assert view.active and view.reference == "seed"
    assert [r.preset for r in view.rows] == ["seed", "ema", "wrc", "tenhou", "mleague"]
    assert view.rows[0].reference and view.rows[0].name == "Club rules · the desk's rules"
    ema = cells(view, "ema")
    assert ema["limit"] == ("Sanbaiman", True) and ema["total"] == ("36\u202f000", True)
    assert ema["han"] == ("14", False)
    assert cells(view, "seed")["limit"] == ("Kazoe yakuman", False)
    row = next(r for r in view.rows if r.preset == "ema")
    assert row.notes == ("Kazoe capped at sanbaiman: 13+ han pay as sanbaiman",)
    assert "Club rules: Kazoe yakuman" in row.cells[2].tip
    tenhou = next(r for r in view.rows if r.preset == "tenhou")
    assert not tenhou.differs and tenhou.same == "The same as Club rules"
    assert view.titles[0] == "Rules" and view.titles[-1] == "What makes the difference"
    assert not compare.set_hand(spec_of("11223355667788p --win 8p --riichi --tsumo --dora 4p"))


def test_tenhou_counts_a_double_yakuman_once() -> None:
    view = comparison_view(compare_presets(spec_of("19m19p19s1234567z1m"), reference="seed"), "en")
    assert cells(view, "seed")["limit"] == ("Double yakuman", False)
    tenhou = cells(view, "tenhou")
    assert tenhou["limit"] == ("Yakuman", True) and tenhou["total"] == ("48\u202f000", True)
    assert tenhou["han"] == ("—", False)  # han say nothing about a yakuman
    row = next(r for r in view.rows if r.preset == "tenhou")
    assert row.notes == ("No double yakuman: every yakuman counts once",)


def test_a_renhou_is_compared_as_what_is_paid_and_its_dropped_flag_said_once() -> None:
    """The comparison's row showed "5 | 30 | Mangan" for a renhou the calculator says is "paid as
    mangan" (RULES.md §2), and each row without renhou said "No renhou" and then "Renhou flag
    dropped: these rules have no renhou"."""
    spec = spec_of("234m567p3467888s5s --seat S --renhou")
    detail = load("234m567p3467888s5s --seat S --renhou").view().headline.detail
    assert detail.startswith("Renhou, paid as mangan")
    for lang, limit, dropped in (
        ("en", "Mangan (renhou)", "Renhou flag dropped: these rules have no renhou"),
        ("ru", "Манган (ренхо)", "Отметка ренхо снята: в этих правилах ренхо нет"),
    ):
        compare = CompareController(lang)
        compare.set_hand(spec)
        view = compare.view()
        seed = cells(view, "seed")
        assert (seed["han"], seed["fu"], seed["limit"]) == (("—", False), ("—", False), (limit, False))
        assert seed["total"][0] == "8000"
        wrc = cells(view, "wrc")  # no renhou (EMA's is a mangan since its edition 2)
        assert wrc["han"] == ("2", True) and wrc["fu"] == ("30", True) and wrc["limit"] == ("—", True)
        row = next(r for r in view.rows if r.preset == "wrc")
        assert row.notes == (dropped,) and row.conversions == ()
        assert row.cells[0].tip.endswith("\n" + dropped)


def test_ema_has_no_red_fives() -> None:
    compare = CompareController()
    compare.set_hand(spec_of("234067m234p23488s --win 4m --riichi --seat S"))
    view = compare.view()
    ema = next(r for r in view.rows if r.preset == "ema")
    assert cells(view, "ema")["yaku"][1] and "Aka dora" not in cells(view, "ema")["yaku"][0]
    assert ema.notes[0].startswith("Aka: 0 red fives")
    assert ema.conversions[0].startswith("Red fives written as plain fives (0m)")


def row_of(view: object, preset: str) -> CompareRowView:
    return next(r for r in view.rows if r.preset == preset)  # type: ignore[attr-defined]


def test_the_comparison_marks_han_and_fu_and_names_the_rule_in_each_language() -> None:
    """The cells a rule changes are marked, their tips say the reference's value and the rule;
    in Russian the yaku, the notes and the conversions are Russian."""
    wind = spec_of("123m456p123999s11z --win 1s --riichi")  # a double wind pair: WRC gives 2 fu
    en, ru = CompareController("en"), CompareController("ru")
    en.set_hand(wind)
    ru.set_hand(wind)
    wrc = cells(en.view(), "wrc")
    assert wrc["fu"] == ("40", True) and wrc["han"] == ("1", False) and wrc["total"] == ("2000", True)
    assert cells(en.view(), "seed")["fu"] == ("50", False)
    fu = COMPARE_COLUMNS.index("fu")
    assert row_of(en.view(), "wrc").cells[fu].tip == "Club rules: 50\nA double wind pair gives 2 fu"
    assert row_of(ru.view(), "wrc").cells[fu].tip == "Клубные правила: 50\nПара двойного ветра даёт 2\u00a0фу"
    assert cells(ru.view(), "wrc")["yaku"] == ("Риичи", False)

    red = spec_of("234067m234p23488s --win 4m --riichi --seat S")  # no red fives in EMA: 5 han
    en.set_hand(red)
    ru.set_hand(red)
    assert cells(en.view(), "ema")["han"] == ("5", True) and cells(en.view(), "ema")["fu"] == ("30", False)
    han = COMPARE_COLUMNS.index("han")
    ema = row_of(en.view(), "ema")
    assert ema.cells[han].tip == "Club rules: 6\nAka: 0 red fives, a red five counts as a plain five"
    assert ema.conversions == ("Red fives written as plain fives (0m): these rules have none",)
    assert cells(ru.view(), "seed")["yaku"] == ("Риичи, Таняо, Пинфу, Саншоку, Ака-дора", False)
    assert cells(ru.view(), "ema")["yaku"] == ("Риичи, Таняо, Пинфу, Саншоку", True)
    ema = row_of(ru.view(), "ema")
    assert ema.notes == ("Ака-доры: 0, красная пятёрка считается обычной",)
    assert ema.conversions == ("Красные пятёрки записаны обычными (0m): в этих правилах их нет",)
    assert ema.cells[han].tip == "Клубные правила: 6\nАка-доры: 0, красная пятёрка считается обычной"


def test_a_preset_that_cannot_score_the_hand_is_marked_with_the_rule() -> None:
    """EMA on the desk, 5 honba, a 1 han hand: the club rules' ryanhan shibari refuses it."""
    spec = spec_of("123m567p345s678s55p --win 3m --riichi --honba 5 --rules ema")
    compare = CompareController()
    compare.set_hand(spec)
    view = compare.view()
    assert view.reference == "ema" and cells(view, "ema")["total"] == ("3500", False)
    seed = row_of(view, "seed")
    said = "With 5 honba a win needs at least 2 han from yaku (dora don't count); this hand has 1 han."
    assert cells(view, "seed")["yaku"] == (said, True)
    for column in ("han", "fu", "total"):
        assert cells(view, "seed")[column] == ("—", True), column
    assert seed.notes == ("Ryanhan shibari: 2 han from yaku from 5 honba",) and seed.same == ""
    yaku = COMPARE_COLUMNS.index("yaku")
    assert seed.cells[yaku].tip == "EMA 2016: Riichi\nRyanhan shibari: 2 han from yaku from 5 honba"
    assert row_of(view, "wrc").same == "The same as EMA 2016" and not row_of(view, "wrc").differs


def test_the_desks_preset_is_the_reference_and_russian() -> None:
    spec = spec_of("11223355667788p --win 8p --riichi --tsumo --dora 4p")
    compare = CompareController("ru")
    compare.set_hand(replace(spec, rules=PRESETS["mahjongsoul"]))
    view = compare.view()
    assert view.rows[0].preset == "mahjongsoul" and view.reference == "mahjongsoul"
    assert view.titles[-1] == "В чём разница"
    assert CYRILLIC.search(next(r for r in view.rows if r.preset == "ema").notes[0])


def test_nothing_to_compare_without_a_complete_valid_hand() -> None:
    compare = CompareController()
    compare.set_hand(spec_of("234m567p3467888s --seat S"))
    view = compare.view()
    assert not view.active and view.rows == ()
    assert view.message == "Enter a complete hand on the desk to see it under each preset."
    compare.set_hand(spec_of("234067m234p23488s --win 4m --riichi --rules ema"))
    assert compare.view().message.startswith("The hand on the desk is not valid: ")
    compare.set_hand(None)
    assert not compare.view().active


def test_the_yaku_tips_name_the_double_yakuman_the_rules_count_twice() -> None:
    """A yaku the rules count as two yakuman is "Double yakuman" in its tip, not "Yakuman"; under
    rules without doubles the same yaku is one yakuman."""
    seed = PRESETS["seed"]
    assert {"kokushi_13", "suuankou_tanki", "chuuren_9", "daisuushii"} <= seed.double_yakuman

    def tips(rules: object, lang: str = "en") -> dict[str, str]:
        quiz = QuizController(lang, level="payment", seed=5, rules=rules)  # type: ignore[arg-type]
        quiz.new_hand()
        return {c.id: c.tip for c in quiz.view().choices}

    on = tips(seed)
    for ident in ("kokushi_13", "suuankou_tanki", "chuuren_9", "daisuushii"):
        assert on[ident].endswith(" · Double yakuman"), on[ident]
    assert on["kokushi"].endswith(" · Yakuman") and on["daisangen"].endswith(" · Yakuman")
    assert tips(seed, "ru")["suuankou_tanki"].endswith(" · Двойной якуман")
    off = tips(replace(seed, double_yakuman=frozenset()))
    assert off["suuankou_tanki"].endswith(" · Yakuman") and off["daisuushii"].endswith(" · Yakuman")


def test_the_yaku_choices_give_the_han_of_the_hands_rules() -> None:
    """Chiitoitsu is 1 han under chiitoitsu_50fu (listed with the 1-han yaku), tanyao closed only
    without kuitan: the choices say the han these rules count, not the seed's."""
    seed = PRESETS["seed"]

    def choices(rules: object, lang: str = "en") -> dict[str, tuple[str, str]]:
        quiz = QuizController(lang, level="payment", seed=5, rules=rules)  # type: ignore[arg-type]
        quiz.new_hand()
        return {c.id: (c.tip, c.group) for c in quiz.view().choices}

    plain = choices(seed)
    assert plain["chiitoitsu"] == ("Seven pairs · 2 han, closed only", "2 han")
    assert plain["tanyao"] == ("All simples · 1 han", "1 han")
    changed = replace(seed, chiitoitsu_50fu=True, kuitan=False)
    there = choices(changed)
    assert there["chiitoitsu"] == ("Seven pairs · 1 han, closed only", "1 han")
    assert there["tanyao"] == ("All simples · 1 han, closed only", "1 han")
    assert yaku_choice_ids(changed).index("chiitoitsu") < yaku_choice_ids(changed).index("toitoi")
    ru = choices(changed, "ru")
    assert ru["chiitoitsu"] == ("Семь пар · 1\u00a0хан, только в закрытой", "1\u00a0хан")
    assert ru["tanyao"][0] == "Только простые · 1\u00a0хан, только в закрытой"


def test_a_pao_hand_is_labelled_with_the_pao_options_it_is_graded_under() -> None:
    """A Tenhou hand of edition 1 (pao for suukantsu too) borrowed onto the desk, as a log's
    win is, then asked in the quiz: its chip said "Rules: Tenhou" while the payment was graded
    under pao the Tenhou of today does not have (West pays it all, not a share). With a liable
    seat the pao options are named; without one they decide nothing and are left out."""
    from mjgui.core.scoring.rules import preset_at

    hand = "22m --kan 3333p --kan 4444s --kan 7777s --ankan 6666m --tsumo --rinshan --seat S --pao W"
    desk = Controller("en")
    desk.load_spec(replace(spec_of(f"{hand} --rules tenhou"), rules=preset_at("tenhou", 1)), borrowed=True)
    quiz = QuizController("en", "points")
    assert quiz.quiz_hand(desk.spec())
    view = quiz.view()
    assert view.situation[-1] == "Rules: Tenhou, pao for daisangen, daisuushii and suukantsu"
    assert view.prompt.startswith("Tsumo with pao: West fed the last set of the yakuman.")
    question = quiz.session.question
    assert question is not None and question.answers.payment == (32000,)  # West pays it all
    quiz.set_lang("ru")
    assert quiz.view().situation[-1] == "Правила: Tenhou.net, пао за дайсанген, дайсуши и суканцу"
    # the desk scoring for the tracker's game keeps its rules whole: the edition is named
    from mjgui.controller.scoring.state import GamePin

    served = Controller("en")
    served.serve(GamePin(preset_at("tenhou", 1)))
    served.load_spec(replace(spec_of(f"{hand} --rules tenhou"), rules=preset_at("tenhou", 1)))
    assert quiz.quiz_hand(served.spec())
    assert quiz.view().situation[-1] == "Правила: Tenhou.net, редакция 1"
    whole = spec_of(f"{hand} --rule-option pao_whole=on")
    assert situation_chips(whole, "en")[-1] == "Rules: club rules, pao: the liable player pays a whole tsumo"
    no_pao = spec_of("234p55s --chi 789m --pon 777z --seat W --win 5s --rule-option pao=daisangen")
    assert situation_chips(no_pao, "en")[-1] == "Rules: club rules"  # nobody liable: pao decides nothing


def test_a_preset_with_options_changed_is_named_with_them() -> None:
    """Chiitoitsu 1 han 50 fu on the club rules: the quiz's rules chip and the comparison's
    reference row said "club rules" as if the preset were as it is."""
    spec = spec_of("1133557799m1122z --riichi --win 2z --rule-option chiitoitsu_50fu=on")
    assert situation_chips(spec, "en")[-1] == "Rules: club rules, chiitoitsu is 1 han 50 fu"
    assert situation_chips(spec, "ru")[-1] == "Правила: клубные правила, читойцу — 1\u00a0хан 50\u00a0фу"
    compare = CompareController()
    compare.set_hand(spec)
    view = compare.view()
    assert view.rows[0].name == "Club rules, chiitoitsu is 1 han 50 fu · the desk's rules"
    assert view.message == (
        "Marked cells differ from Club rules, chiitoitsu is 1 han 50 fu; the last column names the rule."
    )
    assert [r.name for r in view.rows[1:]] == ["EMA 2016", "WRC", "Tenhou", "M-League"]
    tip = next(c.tip for c in view.rows[1].cells if c.differs)
    assert tip.startswith("Club rules, chiitoitsu is 1 han 50 fu: ")
    compare.set_lang("ru")
    assert compare.view().rows[0].name == "Клубные правила, читойцу — 1\u00a0хан 50\u00a0фу · в калькуляторе"
    # the preset as it is: its name alone
    plain = spec_of("1133557799m1122z --riichi --win 2z")
    assert situation_chips(plain, "en")[-1] == "Rules: club rules"


def test_a_rules_name_says_its_thresholds() -> None:
    """The changed thresholds are said with the rules' numbers (Russian plural forms), a
    threshold of a rule that is off not at all, and options that cannot change a hand's score
    (uma) not in a hand's rules."""
    from mjgui.core.teach.compare import rules_name

    seed, ema = PRESETS["seed"], PRESETS["ema"]
    changed = seed.with_options(ryanhan_threshold=3, paarenchan_threshold=4)
    assert rules_name(changed) == "Club rules, ryanhan shibari from 3 honba; paarenchan after 4 renchan"
    assert rules_name(changed, "ru", in_text=True) == (
        "клубные правила, рянхансибари с 3\u00a0хонба; паренчан после 4\u00a0ренчанов"
    )
    assert rules_name(ema.with_options(paarenchan_threshold=4)) == "EMA 2016"  # EMA has no paarenchan
    both = ema.with_options(ryanhan_shibari=True, ryanhan_threshold=3)
    both = both.with_options(paarenchan=True, paarenchan_threshold=1)
    assert rules_name(both) == (
        "EMA 2016, ryanhan shibari: 2 han from yaku from 3 honba; paarenchan after 1 renchan"
    )
    assert rules_name(both, "ru").endswith("с 3\u00a0хонба; паренчан после 1\u00a0ренчана")
    assert rules_name(seed.with_options(uma=(20, 10, -10, -20))) == "Club rules"


def test_overtime_points_0_is_said_as_the_return_points() -> None:
    """``overtime_points=0`` means the extra round ends at the return points: the rules' name
    (the game's and the tracker's rules line) says those points, never "ends at 0"."""
    from mjgui.controller.game.phrases import rules_texts
    from mjgui.core.teach.compare import EVERY_OPTION, rules_name

    soul = PRESETS["mahjongsoul-sanma"].with_options(overtime_points=0)
    assert soul.return_points == 35000
    name = rules_name(soul, options=EVERY_OPTION)
    assert name == (
        "Mahjong Soul, three players, the extra round ends at 35\u202f000, which agari-yame also needs"
    )
    ru = rules_name(soul, "ru", options=EVERY_OPTION)
    assert ru.endswith("дополнительный круг до 35\u202f000; столько же нужно для агари-яме")
    assert "до 0" not in ru
    assert rules_texts(soul)[0] == name
    own = PRESETS["tenhou-sanma"].with_options(overtime_points=45000)
    assert rules_name(own, options=EVERY_OPTION).endswith(
        "the extra round ends at 45\u202f000, which agari-yame also needs"
    )


def test_every_option_a_record_can_change_has_words() -> None:
    """The game's options (uma, start and return points, east_only, tie_uma, chombo_at_end...)
    had no words: a record's changed rules could only be named by the preset. Each value any
    preset gives an option is now a short phrase of its own, in English and in Russian, never
    the generic "option = value"."""
    from mjgui.core.errors import RulesError
    from mjgui.core.scoring.rule_words import SETTABLE
    from mjgui.core.teach.compare import EVERY_OPTION, rule_changes, rules_name

    assert EVERY_OPTION == SETTABLE
    generic = ("{option} = {value}", " = ")
    for base in PRESETS.values():
        for option in SETTABLE:
            for other in PRESETS.values():
                value = getattr(other, option)
                if value == getattr(base, option):
                    continue
                try:
                    rules = base.with_options(**{option: value})
                except RulesError:  # four players' uma at three, red fives the tiles lack
                    continue
                for lang in ("en", "ru"):
                    for change in rule_changes(rules, lang, options=EVERY_OPTION):
                        assert not any(g in change for g in generic), (base.name, option, value, change)
    seed = PRESETS["seed"]
    rules = seed.with_options(uma=(20, 10, -10, -20), start_points=25000, score_rounding=0, pao=frozenset())
    assert rules_name(rules, options=EVERY_OPTION) == (
        "Club rules, no pao; start 25\u202f000; uma +20/+10/\u221210/\u221220; final scores not rounded"
    )
    assert rules_name(rules, "ru", in_text=True, options=EVERY_OPTION) == (
        "клубные правила, без пао; старт: 25\u202f000; ума +20/+10/\u221210/\u221220; итог без округления"
    )
    assert rules_name(rules) == "Club rules"  # a hand's rules: only what can change its score


def test_the_norths_set_aside_are_a_chip_in_the_quiz_and_the_comparison() -> None:
    spec = spec_of("123p456p789s11p999m --rules tenhou-sanma --seat S --tsumo --riichi --nuki 2")
    quiz = QuizController("en", "payment")
    assert quiz.quiz_hand(spec)
    assert "Nuki: 2 Norths set aside" in quiz.view().situation
    quiz.set_lang("ru")
    assert "Нуки: 2\u00a0Севера отложены" in quiz.view().situation
    compare = CompareController()
    assert compare.set_hand(replace(spec, nuki=1))
    view = compare.view()
    assert view.active and "Nuki: 1 North set aside" in view.situation
    # no chip without nuki
    assert not any(chip.startswith("Nuki") for chip in situation_chips(replace(spec, nuki=0), "en"))


def test_the_desks_row_is_scored_with_the_desks_own_options() -> None:
    """The row named "the desk's rules" scores the hand with the desk's options as changed (open
    tanyao off, the 50-fu chiitoitsu), not its preset as shipped; the presets that differ by
    that option name it."""
    compare = CompareController()
    assert compare.set_hand(spec_of("234m567p22s678s --pon 555s --win 8s --rule-option kuitan=off"))
    view = compare.view()
    assert view.rows[0].name == "Club rules, no open tanyao (kuitan) · the desk's rules"
    assert cells(view, "seed")["total"][0] == "—"  # no yaku under the desk's rules, as the desk says
    ema = next(r for r in view.rows if r.preset == "ema")
    assert cells(view, "ema")["total"] == ("1500", True) and ema.notes == ("Open tanyao allowed (kuitan)",)
    assert compare.set_hand(spec_of("1133557799m22p44z --rule-option chiitoitsu_50fu=on"))
    assert cells(compare.view(), "seed")["fu"][0] == "50"


def test_kiriage_is_not_named_for_a_hand_it_does_not_move() -> None:
    spec = spec_of("234m067p234s67888s --win 6s --riichi")
    for lang in ("en", "ru"):
        compare = CompareController(lang)
        compare.set_hand(spec)
        wrc = next(r for r in compare.view().rows if r.preset == "wrc")
        assert len(wrc.notes) == 1, wrc.notes
        assert wrc.notes[0] == compare_view_note(lang)


def compare_view_note(lang: str) -> str:
    from mjgui.core.teach.compare import RuleNote

    text = RuleNote("aka", 0, "aka=0").text(lang)
    return text[:1].upper() + text[1:]


def test_a_renhou_is_said_as_paid_not_as_five_han() -> None:
    """Renhou is worth mangan and combines with nothing (RULES.md §2): the quiz's answer, the
    readings and why one is chosen say so, not "Renhou 5 · 5 han 30 fu"."""
    hand = "111222333m45699p --win 9p --renhou --seat S"
    for lang, answer in (("en", "Renhou · Mangan — 8000"), ("ru", "Ренхо · Манган — 8000")):
        quiz = QuizController(lang=lang, level="yaku")
        assert quiz.quiz_hand(spec_of(hand))
        assert quiz.set_yaku("renhou", True)
        quiz.submit_yaku()
        assert quiz.view().answer == answer
    rows = reading_rows(score(spec_of(hand)), "en")
    assert [(r.value, r.yaku) for r in rows] == [("Renhou, paid as mangan — 8000", "Renhou")] * 2
    assert rows[0].note == "Chosen: mangan (renhou), 8000; ties with 1 other reading"
    assert rows[0].han_fu == "Renhou, paid as mangan"
    ru = reading_rows(score(spec_of(hand)), "ru")
    assert ru[0].value == "Ренхо, оплачивается как манган — 8000"
    assert ru[0].note.startswith("Выбран: манган (ренхо), 8000")


def test_renhou_is_ticked_and_found_where_the_rules_have_it() -> None:
    """A renhou hand from the calculator: renhou is a box (it was none, so the yaku step of such
    a hand could not be answered right), listed as the rules pay it and found by its words."""
    hand = "234m567p34567888s --win 5s --seat S --renhou --from E"
    quiz = QuizController()
    assert quiz.quiz_hand(spec_of(hand))
    view = quiz.view()
    renhou = next(c for c in view.choices if c.id == "renhou")
    assert (renhou.group, renhou.tip) == ("3 han or more", "Blessing of man · Mangan")
    assert match_yaku(view.choices, "renh")[0] == "renhou"
    assert match_yaku(view.choices, "blessing of man") == ("renhou",)
    assert quiz.set_yaku("renhou", True)
    verdict = quiz.submit_yaku()
    assert verdict is not None and verdict.correct
    assert quiz.view().verdicts[0].title == "Right: Renhou"
    quiz.set_lang("ru")
    quiz.quiz_hand(spec_of(hand))
    choices = quiz.view().choices
    assert match_yaku(choices, "ренхо")[0] == "renhou"
    assert match_yaku(choices, "рон до своего первого") == ("renhou",)
    # where renhou is a yakuman it is listed with the yakuman
    quiz.set_lang("en")
    quiz.quiz_hand(spec_of(hand + " --rule-option renhou=yakuman"))
    renhou = next(c for c in quiz.view().choices if c.id == "renhou")
    assert (renhou.group, renhou.tip) == ("Yakuman", "Blessing of man · Yakuman")
    assert quiz.set_yaku("renhou", True) and quiz.submit_yaku().correct  # type: ignore[union-attr]
    # rules without renhou offer no box for it
    quiz.quiz_hand(spec_of("234m567p34567888s --win 5s --seat S --riichi --from E --rule-option renhou=off"))
    assert "renhou" not in [c.id for c in quiz.view().choices]
    assert not quiz.set_yaku("renhou", True)
    assert yaku_choice_ids() == tuple(c.id for c in view.choices)


def test_a_three_player_hand_offers_no_sanshoku_and_refuses_it_typed() -> None:
    """The log window's three-player win quizzed: no box for sanshoku doujun (the set has no
    manzu run), none for paarenchan or renhou (the sites' rules have none); typed as an
    answer, the rules are said as the reason, not "no yaku has the id"."""
    from mjgui.core.logs import read_log_file

    log = read_log_file("tests/data/logs/sanma/mortal-sanma-2025020501gm-00b9-0000-2c6f867d.json")
    hand = next(w for w in log.wins if w.round == "S2-1")
    quiz = QuizController("en", "yaku")
    assert quiz.quiz_hand(hand.spec)
    offered = {c.id for c in quiz.view().choices}
    assert not offered & {"sanshoku", "paarenchan", "renhou"}
    assert {"ittsu", "sanshoku_doukou", "chuuren"} <= offered
    assert not quiz.set_yaku("sanshoku", True)
    assert not quiz.answer_all("sanshoku")
    assert quiz.view().error == "Answer 1 (sanshoku) was refused: the hand's rules have no sanshoku"
    quiz.set_lang("ru")
    assert quiz.view().error == "Ответ 1 (sanshoku) не принят: по правилам этой руки sanshoku не бывает"
    assert not quiz.answer_all("nonsense")
    assert "nonsense" in quiz.view().error and "латиницей" in quiz.view().error


@pytest.mark.parametrize("typed", ["1000/2000", "2000/1000"])
def test_a_wrong_tsumo_answer_is_quoted_in_the_order_typed(typed: str) -> None:
    """``--answers "1000/2000"`` (the order the right answer is shown in, non-dealer/dealer)
    was quoted back as "you said: 2000/1000": the two amounts went to the fields dealer's
    first. Either order typed is quoted as typed, and a right answer is right in both."""
    hand = spec_of("234m567p3467888s5s --tsumo --riichi --seat S")
    quiz = QuizController("en", "points")
    assert quiz.quiz_hand(hand) and quiz.answer_all(typed)
    assert quiz.view().verdicts[-1].title == f"Not quite. Right: 1300/2600; you said: {typed}"
    quiz.set_lang("ru")
    assert quiz.view().verdicts[-1].title == f"Неверно. Правильно: 1300/2600; ваш ответ: {typed}"
    for right in ("1300/2600", "2600/1300"):
        again = QuizController("en", "points")
        assert again.quiz_hand(hand) and again.answer_all(right)
        assert again.view().verdicts[-1].title == "Right: 1300/2600"
    # the window's two fields, the dealer's first: quoted as the answer is shown
    fields = QuizController("en", "points")
    assert fields.quiz_hand(hand)
    fields.submit_payment(["2000", "1000"])
    assert fields.view().verdicts[-1].title == "Not quite. Right: 1300/2600; you said: 1000/2000"


@pytest.mark.parametrize(
    ("step", "typed", "taken"),
    [
        ("han", "3 han", 3),
        ("han", "3HAN", 3),
        ("han", "3 хан", 3),
        ("han", "3\u00a0Хан", 3),
        ("han", "３", 3),
        ("fu", "30 fu", 30),
        ("fu", "30Fu", 30),
        ("fu", "30фу", 30),
        ("fu", "３０ fu", 30),
        ("fu", "30 han", None),  # the other step's unit is a slip, not a fu answer
        ("han", "30 fu", None),
        ("han", "²", None),  # isdigit() says yes; int() raised
        ("han", "٣", None),  # a decimal digit, but not one a keyboard here types
        ("han", "1" * 5000, None),  # longer than int() reads
        ("han", "han", None),
    ],
)
def test_a_han_or_fu_answer_may_carry_its_unit(step: str, typed: str, taken: int | None) -> None:
    quiz = QuizController(level="payment", seed=5)
    quiz.new_hand()
    assert quiz.answer_all("riichi pinfu" if step == "han" else "riichi pinfu;3")
    assert quiz.session.current_step == step
    verdict = quiz.submit_number(typed)
    if taken is None:
        assert (
            verdict is None and quiz.view().error == f"Type a whole number, e.g. {3 if step == 'han' else 30}"
        )
    else:
        assert verdict is not None and verdict.given == taken and verdict.correct


def test_answers_with_units_are_taken_in_order() -> None:
    """``--answers "riichi pinfu;3 han;30 fu;3900"``: "3 han" was refused, then "30 fu" was
    taken as the han and "3900" as the fu."""
    quiz = QuizController(level="payment", seed=5)
    quiz.new_hand()
    assert quiz.answer_all("riichi pinfu;3 han;30 fu;3900")
    view = quiz.view()
    assert view.input == "done" and view.error == ""
    assert [(v.step, v.correct) for v in view.verdicts] == [
        ("yaku", True),
        ("han", True),
        ("fu", True),
        ("payment", True),
    ]


@pytest.mark.parametrize(
    ("answers", "given", "said"),
    [
        ("riichi pinfu;²;30;3900", 1, "Answer 2 (²) was refused, and the answers after it were not "
         "given: type a whole number, e.g. 3"),
        ("riichi pinfu;3;30 fuu;3900", 2, "Answer 3 (30 fuu) was refused, and the answers after it "
         "were not given: type a whole number, e.g. 30"),
        ("riichi pinfuu;3;30;3900", 0, "Answer 1 (riichi pinfuu) was refused, and the answers after it "
         "were not given: no yaku has the id pinfuu; use a yaku's romaji id, e.g. riichi or tanyao"),
        # the last answer refused: none after it to speak of
        ("riichi pinfu;3;30;3900;5", 4, "Answer 5 (5) was refused: the hand was already done"),
        ("riichi pinfu;3;30 fuu", 2, "Answer 3 (30 fuu) was refused: type a whole number, e.g. 30"),
    ],
)  # fmt: skip
def test_a_refused_answer_stops_the_answers_after_it(answers: str, given: int, said: str) -> None:
    quiz = QuizController(level="payment", seed=5)
    quiz.new_hand()
    assert not quiz.answer_all(answers)
    view = quiz.view()
    assert len(view.verdicts) == given and all(v.correct for v in view.verdicts)
    if given == 0:
        assert not quiz.ticked  # a yaku answer refused ticks none of its words
    assert view.error == said
    quiz.set_lang("ru")
    assert quiz.view().error.startswith(f"Ответ {given + 1} (")
    assert ("следующие за ним ответы не введены" in quiz.view().error) == ("after it" in said)


def test_a_yaku_id_refused_says_what_to_write() -> None:
    quiz = QuizController(level="yaku", seed=5)
    quiz.new_hand()
    assert not quiz.answer_all("bogusyaku")
    assert quiz.view().error == (
        "Answer 1 (bogusyaku) was refused: no yaku has the id bogusyaku; use a yaku's romaji id, "
        "e.g. riichi or tanyao"
    )
    quiz.set_lang("ru")
    assert quiz.view().error == (
        "Ответ 1 (bogusyaku) не принят: нет яку с идентификатором bogusyaku; пишите идентификатор "
        "яку латиницей, как в ромадзи, например riichi или tanyao"
    )


def test_the_score_lines_count_with_plural_forms() -> None:
    """ "0 of 1 hands perfect", "1 of 1 answers right": the counts now choose the word's form,
    in English and with Russian's three."""
    quiz = QuizController(level="han_fu", seed=5)
    quiz.new_hand()
    quiz.submit_yaku()  # wrong: no yaku claimed
    assert quiz.view().score == "0 of 1 answer right"
    quiz.submit_number("1")
    quiz.submit_number("1")
    view = quiz.view()
    assert view.summary == "Hand 1 done: 0 of 3 answers right"
    assert view.score == "0 of 3 answers right · 0 of 1 hand perfect"
    quiz.set_lang("ru")
    view = quiz.view()
    assert view.summary == "Рука 1 разобрана: верно 0 из 3\u00a0ответов"
    assert view.score == "Верно 0 из 3\u00a0ответов · без ошибок 0 из 1\u00a0руки"
    for _ in range(20):  # 21 hands, each answered right
        quiz.new_hand()
        answer_all_right(quiz)
    assert quiz.view().score == "Верно 60 из 63\u00a0ответов · без ошибок 20 из 21\u00a0руки"
    quiz.new_hand()
    answer_all_right(quiz)
    assert quiz.view().score == "Верно 63 из 66\u00a0ответов · без ошибок 21 из 22\u00a0рук"
    quiz.set_lang("en")
    assert quiz.view().score == "63 of 66 answers right · 21 of 22 hands perfect"


def test_answers_over_the_limit_are_refused_whole_and_a_refusal_quotes_an_answers_start() -> None:
    """``--answers`` had no limit: 40 000 characters took 16 s, and a refusal quoted a
    10 000-character answer whole (the window grew 71 076 px wide to show it). A text over
    :data:`MAX_ANSWERS` (a score line's 1000 characters) is refused whole, none of it given; a
    refusal quotes at most :data:`MAX_QUOTED_ANSWER` characters of the answer and of its word."""
    from mjgui.controller.teach.quiz import MAX_ANSWERS, MAX_QUOTED_ANSWER

    assert (MAX_ANSWERS, MAX_QUOTED_ANSWER) == (1000, 40)
    quiz = QuizController("en", "yaku", seed=3)
    quiz.new_hand()
    assert not quiz.answer_all("riichi;" * 6000)
    assert quiz.view().error == (  # the option named, its counts grouped as every number is
        "The answers of --answers are 42\u202f000 characters long, but at most 1000 are read: a hand's "
        "answers take far fewer. None of them was given."
    )
    assert quiz.session.current_step == "yaku" and quiz.session.score.answered == 0
    quiz.set_lang("ru")
    assert quiz.view().error == (  # «не введён», as answers_stopped says «не введены»
        "Символов в ответах --answers: 42\u202f000, а читается не больше 1000: ответы на одну руку "
        "намного короче. Ни один из них не введён."
    )
    quiz.set_lang("en")
    word = "x" * 990
    assert not quiz.answer_all(word)  # 990 characters: read, and refused as no yaku
    start = "x" * 39 + "…"
    assert quiz.view().error == (
        f"Answer 1 ({start}) was refused: no yaku has the id {start}; use a yaku's romaji id, e.g. "
        "riichi or tanyao"
    )
    typed = ("riichi tanyao " * 71).strip() + ";3"  # 996 characters: given, the yaku judged
    assert len(typed) <= MAX_ANSWERS and not quiz.answer_all(typed)
    assert quiz.view().error.startswith("Answer 2 (3) was refused")

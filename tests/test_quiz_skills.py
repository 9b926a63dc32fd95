"""The quiz practises what its level asks, and the progress page blames what was missed (issue 25,
item 9), through the quiz's controller and session as a student uses them, in both languages.

* ``choose_hand`` counts only the skills the current level asks: at *Yaku only* a student who
  missed the fu and the payment many times is never told "this hand practises the closed-ron 10
  fu"; at *Han and fu* never "a non-dealer's ron payment".
* A wrong han total with the yaku right is a miss of adding up the han, not of every yaku of
  the hand ("Riichi 75 % right" for a student who never missed riichi); one yaku left out is
  that yaku missed; a wrong fu total is the item that explains it; a payment right but for the
  honba is a honba miss.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.cli import parse_score_args
from mjgui.controller.teach.practice import Practice, record_path
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.quiz import LEVEL_STEPS, LEVELS, QuizSession
from mjgui.core.teach.student import (
    STEP_AREAS,
    Answer,
    Schedule,
    StudentRecord,
    attribute,
    choose_hand,
    hand_skills,
    level_areas,
    level_asks,
    outcomes_of,
    skill_counts,
)

# closed ron, riichi, tanyao and pinfu, one dora (2m), 2 honba: 3+1 han, 30 fu
THREE_YAKU = "234m567p345s678s55p --win 2m --riichi --seat S --dora 1m --honba 2"
# closed ron with a closed kan of 9s: 20 + 10 + 32 = 62, rounded to 70 fu
CLOSED_KAN = "123m456p67p55s8p --ankan 9s --riichi --seat S"


def spec_of(args: str) -> HandSpec:
    request, _ = parse_score_args(args.split())
    return request.spec


def missed_record(tmp_path: Path, skills: dict[str, int]) -> StudentRecord:
    """A record of a student who missed each of ``skills`` that many times (one hand each)."""
    record = StudentRecord.load(record_path(tmp_path))
    n = 0
    for skill, times in skills.items():
        for _ in range(times):
            n += 1
            step = {"yaku": "yaku", "fu": "fu", "pay": "payment", "limit": "payment"}[skill.split(":")[0]]
            record.add(Answer(float(n), f"hand {n}", step, (skill,), False, "payment"))
    return record


def answer_right(quiz: QuizController) -> None:
    q = quiz.session.question
    assert q is not None
    while not quiz.session.finished:
        step = quiz.session.current_step
        if step == "yaku":
            for ident in q.answers.yaku:
                quiz.set_yaku(ident, True)
            quiz.submit_yaku()
        elif step in ("han", "fu"):
            quiz.submit_number(str(q.answers.han if step == "han" else q.answers.fu))
        else:
            quiz.submit_payment([str(a) for a in q.answers.payment])


def test_each_level_asks_the_skills_of_its_steps_only() -> None:
    assert level_areas("yaku") == {"yaku"}
    assert level_areas("han_fu") == {"yaku", "han", "fu"}
    assert level_areas("points") == {"pay", "limit"}
    assert level_areas("han_fu_only") == {"han", "fu"}
    assert not level_asks("han_fu", "pay:non_dealer_ron") and level_asks("payment", "limit:mangan")
    assert set(STEP_AREAS) == {s for steps in LEVEL_STEPS.values() for s in steps}
    with pytest.raises(ValueError):
        level_areas("everything")
    # the skills of a whole question follow the level's steps on that hand
    result = score(spec_of(THREE_YAKU))
    assert {s.split(":")[0] for s in hand_skills(result, "yaku")} == {"yaku"}
    assert not any(s.startswith(("pay:", "limit:")) for s in hand_skills(result, "han_fu"))
    assert "pay:honba" in hand_skills(result, "payment")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_yaku_only_never_practises_fu_or_the_payment(tmp_path: Path, lang: str) -> None:
    # a student who missed the closed-ron 10 fu and the ron payment many times, and riichi once
    record = missed_record(tmp_path, {"fu:menzen_ron": 15, "pay:non_dealer_ron": 15, "yaku:riichi": 1})
    quiz = QuizController(level="yaku", seed=25, practice=Practice(record))
    quiz.set_lang(lang)
    quiz.set_practise(True)
    fu_words = ("10 fu", "fu", "payment") if lang == "en" else ("фу", "выплат")
    for _ in range(15):
        quiz.new_hand()
        choice = quiz.practice.choice
        assert choice is not None and choice.skill.startswith("yaku:"), choice
        why = quiz.view().why
        assert why.startswith("This hand practises " if lang == "en" else "Эта рука тренирует: ")
        assert not any(word in why for word in fu_words), why
        answer_right(quiz)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_han_and_fu_never_practises_the_payment(tmp_path: Path, lang: str) -> None:
    record = missed_record(tmp_path, {"pay:non_dealer_ron": 20, "limit:mangan": 10, "pay:honba": 10})
    quiz = QuizController(level="han_fu", seed=40, practice=Practice(record))
    quiz.set_lang(lang)
    quiz.set_practise(True)
    areas: set[str] = set()
    for _ in range(40):
        quiz.new_hand()
        choice = quiz.practice.choice
        assert choice is not None
        areas.add(choice.skill.split(":")[0])
        why = quiz.view().why
        payment_words = ("payment", "honba", "mangan") if lang == "en" else ("выплат", "хонба", "манган")
        assert not any(word in why for word in payment_words), why
        answer_right(quiz)
    assert areas <= {"yaku", "han", "fu"} and areas


def test_choose_hand_filters_a_given_skills_function_by_level() -> None:
    schedule = Schedule()
    schedule.note(["pay:dealer_ron"], False)
    candidates = [score(spec_of(THREE_YAKU)), score(spec_of(CLOSED_KAN))]
    both = ("pay:dealer_ron", "yaku:riichi")
    choice = choose_hand(schedule, candidates, "han_fu", skills_of=lambda r: both)
    assert choice.skill == "yaku:riichi"
    assert choose_hand(schedule, candidates, "payment", skills_of=lambda r: ("pay:dealer_ron",)).wrong == 1


def progress_rows(quiz: QuizController) -> dict[str, tuple[str, str]]:
    return {row.skill: (row.name, row.accuracy) for row in quiz.progress().rows}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_wrong_han_total_is_not_a_yaku_missed(tmp_path: Path, lang: str) -> None:
    quiz = QuizController(level="han_fu", practice=Practice(StudentRecord.load(record_path(tmp_path))))
    quiz.set_lang(lang)
    for _ in range(4):  # four times: the yaku right, the han total wrong (5 for 4)
        assert quiz.quiz_hand(spec_of(THREE_YAKU))
        quiz.answer_all("riichi tanyao pinfu;5;30")
        verdicts = quiz.view().verdicts
        assert [v.correct for v in verdicts] == [True, False, True]
    rows = progress_rows(quiz)
    right = "100% right" if lang == "en" else "верно: 100%"
    wrong = "0% right" if lang == "en" else "верно: 0%"
    for yaku in ("riichi", "tanyao", "pinfu"):
        assert rows[f"yaku:{yaku}"][1] == right, rows
    name, accuracy = rows["han:count"]
    assert accuracy == wrong
    en, ru = "Adding up the han of the yaku and dora", "Сложение хан за яку и доры"
    assert name == (en if lang == "en" else ru)
    # the schedule agrees: only the han count is weak
    weakest = quiz.practice.schedule.weakest()
    assert [k for k, _ in weakest] == ["han:count"]
    # and the record, read back, says the same
    again = skill_counts(StudentRecord.load(record_path(tmp_path)))
    assert again["yaku:riichi"] == (4, 4) and again["han:count"] == (4, 0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_han_total_short_by_the_dora_is_the_dora_missed(tmp_path: Path, lang: str) -> None:
    quiz = QuizController(level="han_fu", practice=Practice(StudentRecord.load(record_path(tmp_path))))
    quiz.set_lang(lang)
    quiz.quiz_hand(spec_of(THREE_YAKU))
    quiz.answer_all("riichi tanyao pinfu;3;30")  # 3 han: the dora (2m) forgotten
    rows = progress_rows(quiz)
    assert rows["han:dora"] == (
        ("Counting the dora", "0% right") if lang == "en" else ("Подсчёт дор", "верно: 0%")
    )
    assert rows["han:count"][1] == ("100% right" if lang == "en" else "верно: 100%")
    assert all("100" in rows[f"yaku:{y}"][1] for y in ("riichi", "tanyao", "pinfu"))


def test_a_han_total_that_adds_up_the_yaku_named_is_the_yaku_step_miss_only(tmp_path: Path) -> None:
    quiz = QuizController(level="han_fu", practice=Practice(StudentRecord.load(record_path(tmp_path))))
    quiz.quiz_hand(spec_of(THREE_YAKU))
    # pinfu left out; riichi 1 + tanyao 1 + the dora 1 = 3: added up right from what was named
    quiz.answer_all("riichi tanyao;3;30")
    assert [v.correct for v in quiz.view().verdicts] == [False, False, True]
    counts = skill_counts(quiz.practice.record)
    assert counts["yaku:pinfu"] == (1, 0)
    assert counts["han:count"] == (1, 1) and counts["han:dora"] == (1, 1)
    assert counts["yaku:riichi"] == (1, 1)
    assert [k for k, _ in quiz.practice.schedule.weakest()] == ["yaku:pinfu"]


def test_one_yaku_left_out_or_claimed_wrongly_is_that_yaku_only(tmp_path: Path) -> None:
    quiz = QuizController(level="yaku", practice=Practice(StudentRecord.load(record_path(tmp_path))))
    quiz.quiz_hand(spec_of(THREE_YAKU))
    quiz.answer_all("riichi tanyao iipeikou")  # pinfu left out, iipeikou claimed
    counts = skill_counts(quiz.practice.record)
    assert counts["yaku:riichi"] == (1, 1) and counts["yaku:tanyao"] == (1, 1)
    assert counts["yaku:pinfu"] == (1, 0) and counts["yaku:iipeikou"] == (1, 0)
    assert quiz.practice.record.missed() == [quiz.practice.record.answers[0].hand]
    rows = progress_rows(quiz)
    assert rows["yaku:riichi"] == ("Riichi", "100% right")
    assert rows["yaku:pinfu"] == ("Pinfu", "0% right")


@pytest.mark.parametrize(
    ("given", "wrong"),
    [
        (30, {"fu:closed_kan_terminal"}),  # the kan's 32 fu forgotten
        (50, {"fu:closed_kan_terminal"}),  # counted as an open kan (16)
        (62, {"fu:rounding"}),  # not rounded up
        (60, {"fu:menzen_ron"}),  # the closed-ron 10 fu forgotten
        (110, {"fu:count"}),  # nothing explains it: adding up
    ],
)
def test_a_wrong_fu_total_is_put_down_to_the_item_that_explains_it(given: int, wrong: set[str]) -> None:
    session = QuizSession(level="han_fu")
    session.next_question(spec_of(CLOSED_KAN))
    session.answer("riichi")
    session.answer(1)
    verdict = session.answer(given)
    assert not verdict.correct
    outcomes = dict(attribute("fu", session.question.result, verdict.given))  # type: ignore[union-attr]
    assert {s for s, ok in outcomes.items() if not ok} == wrong
    if wrong != {"fu:count"}:
        assert {s for s, ok in outcomes.items() if ok} == {
            "fu:menzen_ron",
            "fu:closed_kan_terminal",
            "fu:rounding",
        } - wrong


def test_pinfu_tsumo_counted_with_the_tsumo_fu_is_the_pinfu_tsumo_rule_missed() -> None:
    session = QuizSession(level="han_fu_only")
    session.next_question(spec_of("234m567p345s678s55p --win 2m --tsumo --riichi --seat S"))
    session.answer(4)
    verdict = session.answer(30)  # 20 + 2 for tsumo, rounded: but pinfu tsumo is 20 flat
    assert not verdict.correct
    outcomes = dict(attribute("fu", session.question.result, 30))  # type: ignore[union-attr]
    assert outcomes == {"fu:pinfu_tsumo": False}


def test_a_payment_right_but_for_the_honba_is_a_honba_miss(tmp_path: Path) -> None:
    quiz = QuizController(level="points", practice=Practice(StudentRecord.load(record_path(tmp_path))))
    quiz.quiz_hand(spec_of(THREE_YAKU))  # 4 han 30 fu non-dealer ron: 7700, + 600 for 2 honba
    assert quiz.session.question.answers.payment == (8300,)  # type: ignore[union-attr]
    quiz.answer_all("7700")
    counts = skill_counts(quiz.practice.record)
    assert counts["pay:honba"] == (1, 0) and counts["pay:non_dealer_ron"] == (1, 1)
    quiz.quiz_hand(spec_of(THREE_YAKU))
    quiz.answer_all("5800")  # the payment itself wrong: honba not judged
    counts = skill_counts(quiz.practice.record)
    assert counts["pay:non_dealer_ron"] == (2, 1) and counts["pay:honba"] == (1, 0)
    rows = progress_rows(quiz)
    quiz.set_lang("ru")
    ru = progress_rows(quiz)
    assert rows["pay:honba"][1] == "0% right" and ru["pay:honba"][1] == "верно: 0%"


def test_old_records_han_answers_count_as_adding_up_not_as_yaku() -> None:
    # before issue 25 a han answer named the hand's yaku: read back, it is a han-count answer
    old = Answer(1.0, "h", "han", ("yaku:riichi", "yaku:pinfu"), False, "han_fu")
    assert outcomes_of(old) == (("han:count", False),)
    record = StudentRecord(answers=[Answer(1.0, "h", "yaku", ("yaku:riichi",), True), old])
    assert skill_counts(record) == {"han:count": (1, 0), "yaku:riichi": (1, 1)}
    assert Schedule.from_record(record).stats["yaku:riichi"].wrong == 0


def test_every_level_has_words_for_every_skill_it_can_choose() -> None:
    from mjgui.core.teach.student import skill_name

    results = [score(spec_of(CLOSED_KAN)), score(spec_of(THREE_YAKU))]
    skills = {s for r in results for level in LEVELS for s in hand_skills(r, level)}
    assert {"han:count", "han:dora", "fu:count", "pay:honba"} <= skills
    for level in LEVELS:
        for skill in {s for r in results for s in hand_skills(r, level)}:
            for lang in ("en", "ru"):
                assert skill_name(skill, lang) != skill, (level, skill, lang)

"""The quiz that learns the student, through its controller (no Qt): the modes (points only,
han and fu only, fu skipped on limit hands, beginner and advanced hands), practising the weak
skills with the reason a hand was chosen, the record saved after every answer, the timed drill
and its best times, and the progress page with the missed hands that reopen on the desk."""

from __future__ import annotations

from pathlib import Path

from mjgui.cli import parse_score_args
from mjgui.controller.teach.practice import Practice, ProgressRow, record_path
from mjgui.controller.teach.quiz import QuizController
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.explain import yaku_ids
from mjgui.core.teach.quiz import COMMON_YAKU, QuizSession
from mjgui.core.teach.student import StudentRecord, score_line


def spec_of(args: str):  # type: ignore[no-untyped-def]
    request, _ = parse_score_args(args.split())
    return request.spec


def answer(controller: QuizController, right: bool = True) -> None:
    """Answer every step of the current hand, right or (each) wrong."""
    session = controller.session
    q = session.question
    assert q is not None
    while not session.finished:
        step = session.current_step
        if step == "yaku":
            ids = set(q.answers.yaku) if right else set(q.answers.yaku) ^ {"chiitoitsu"}
            for ident in ids:
                controller.set_yaku(ident, True)
            controller.submit_yaku()
        elif step in ("han", "fu"):
            value = q.answers.han if step == "han" else q.answers.fu
            controller.submit_number(str(value if right else value + 10))
        else:
            amounts = [str(a if right else a + 100) for a in q.answers.payment]
            controller.submit_payment(amounts)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_points_only_and_han_fu_only_modes() -> None:
    c = QuizController(level="points", seed=3)
    c.new_hand()
    assert c.session.question is not None and c.session.question.steps == ("payment",)
    assert c.view().input == "payment"
    c.set_level("han_fu_only")
    assert c.session.question.steps == ("han", "fu")
    assert c.view().input == "number"
    names = dict(c.view().levels)
    assert names["points"] == "Points only" and names["han_fu_only"] == "Han and fu only"
    c.set_lang("ru")
    assert dict(c.view().levels)["points"] == "Только очки"


def test_fu_skipped_on_hands_of_five_han_or_more() -> None:
    spec = spec_of("234m234p234s55s66z6z --riichi --tsumo --dora 4s")  # sanshoku, hatsu...: 6+ han
    session = QuizSession(level="payment", skip_limit_fu=True)
    assert score(spec).win is not None and score(spec).win.han >= 5
    assert session.next_question(spec).steps == ("yaku", "han", "payment")
    session.skip_limit_fu = False
    assert session.next_question(spec).steps == ("yaku", "han", "fu", "payment")
    c = QuizController(level="payment")
    assert c.set_skip_limit_fu(True) and c.view().skip_limit_fu
    c.quiz_hand(spec)
    assert "fu" not in c.session.question.steps


def test_beginner_and_advanced_hands() -> None:
    c = QuizController(seed=5)
    assert c.set_difficulty("beginner") and c.view().difficulty == "beginner"
    assert [d for d, _ in c.view().difficulties] == ["any", "beginner", "advanced"]
    for _ in range(8):
        c.new_hand()
        q = c.session.question
        assert q is not None and q.spec.closed and not q.spec.kans
        assert q.result.win is not None and set(yaku_ids(q.result.win)) <= COMMON_YAKU
    c.set_difficulty("advanced")
    hard = 0
    for _ in range(8):
        c.new_hand()
        q = c.session.question
        win = q.result.win
        rare = set(yaku_ids(win)) - COMMON_YAKU - {"sanshoku", "ittsu", "toitoi"}
        hard += bool(q.spec.kans or rare or q.spec.seat == q.spec.round_wind)
    assert hard == 8


def test_practising_records_every_answer_and_says_why(tmp_path: Path) -> None:
    path = record_path(tmp_path)
    c = QuizController(seed=11, practice=Practice(StudentRecord.load(path)))
    assert c.set_practise(True) and c.view().practise
    c.new_hand()
    assert c.view().why.startswith("This hand practises ")
    answer(c, right=False)
    saved = StudentRecord.load(path)
    steps = c.session.question.steps
    # every step answered wrongly left a miss (put down to what was missed: issue 25)
    assert [a.step for a in saved.answers if not a.correct] == list(steps)
    assert saved.answers[0].hand == score_line(c.session.question.spec)
    # with the edition of the preset its line reads against (the record's file says it too)
    rules = c.session.question.spec.rules
    assert {a.edition for a in saved.answers} == {PRESETS[rules.name].edition}
    assert '"edition": ' in path.read_text(encoding="utf-8")
    # the next hand practises what was just missed, and says so
    c.new_hand()
    why = c.view().why
    assert "you missed it 1 time." in why
    c.set_lang("ru")
    assert "вы ошиблись здесь 1\u00a0раз." in c.view().why
    # the desk's own hand is not chosen: no reason shown
    c.quiz_hand(spec_of("234m567p345s678s55p --win 2m --riichi --seat S"))
    assert c.view().why == ""


def test_a_timed_drill_keeps_the_best_time(tmp_path: Path) -> None:
    clock = Clock()
    practice = Practice(StudentRecord.load(record_path(tmp_path)), clock=clock)
    c = QuizController(level="yaku", seed=2, practice=practice)
    c.start_drill(2)
    assert c.view().drill == "Timed drill: hand 1 of 2"
    clock.now += 30
    answer(c)
    c.new_hand()
    assert c.view().drill == "Timed drill: hand 2 of 2"
    clock.now += 35
    answer(c)
    assert c.view().drill == "Drill of 2 hands done in 1:05: a new best time!"
    c.start_drill(2)
    clock.now += 100
    answer(c)
    c.new_hand()
    answer(c)
    assert c.view().drill == "Drill of 2 hands done in 1:40 (best: 1:05)"
    assert StudentRecord.load(record_path(tmp_path)).best_time("yaku-2") == 65.0
    c.set_lang("ru")
    assert c.view().drill == "Тренировка пройдена за 1:40 (рук: 2; рекорд: 1:05)"


def test_progress_lists_skills_weakest_first_and_the_missed_hands(tmp_path: Path) -> None:
    c = QuizController(level="han_fu", seed=4, practice=Practice(StudentRecord.load(record_path(tmp_path))))
    assert c.progress().rows == () and c.progress().empty.startswith("No answers yet")
    c.new_hand()
    answer(c, right=True)
    missed_spec = None
    c.new_hand()
    missed_spec = c.session.question.spec
    answer(c, right=False)
    view = c.progress()
    assert view.rows[0].percent <= view.rows[-1].percent
    assert view.missed == (score_line(missed_spec),)
    request, _ = parse_score_args(view.missed[0].split())
    assert score(request.spec).win is not None
    assert score(request.spec).win.payment.total == score(missed_spec).win.payment.total
    runs = min(8, len(c.practice.record.answers))  # every run holds answers
    assert all(len(row.chart) == runs for row in view.rows)


def test_a_record_that_cannot_be_saved_is_said_and_kept(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    c = QuizController(level="yaku", seed=1, practice=Practice(StudentRecord(blocker / "student.json")))
    c.new_hand()
    answer(c)
    assert c.view().notice.startswith("Your answers could not be saved:")
    assert len(c.practice.record.answers) == 1  # kept in memory for the next save


def test_a_damaged_record_is_said_once_loaded(tmp_path: Path) -> None:
    path = record_path(tmp_path)
    path.write_text("{ not json", encoding="utf-8")
    c = QuizController(practice=Practice(StudentRecord.load(path)))
    assert c.view().notice.startswith("Your earlier record was damaged; it was kept as student-damaged-")
    assert (tmp_path / c.practice.record.set_aside.name).read_text(encoding="utf-8") == "{ not json"


def test_a_cut_record_is_said_of_the_file_it_was_set_aside_as(tmp_path: Path) -> None:
    """The reason named student.json and a line and column of it: the bytes of that line were
    in the file set aside, and student.json held a new record. It is said of the file set
    aside, which the notice names once (it named it again, by its whole path, in the reason)."""
    path = record_path(tmp_path)
    path.write_text('{"version": 1,\n "answers": [\n  {"when": 1', encoding="utf-8")
    practice = Practice(StudentRecord.load(path))
    aside = practice.record.set_aside
    assert aside is not None and aside.read_text(encoding="utf-8").startswith('{"version": 1,')
    assert practice.notice("en") == (
        f"Your earlier record was damaged; it was kept as {aside.name} and a new one was started. "
        "That file is not a student record: it is not valid JSON (line 3, column 13)."
    )
    ru = practice.notice("ru")
    assert ru.count(aside.name) == 1 and "Этот файл — не запись ученика: " in ru


def test_a_record_refused_for_its_size_alone_is_said_too_large_not_damaged(tmp_path: Path) -> None:
    """It was said "Your earlier record was damaged", of a file that may hold nothing wrong."""
    from mjgui.core.teach import student

    path = record_path(tmp_path)
    with open(path, "wb") as fh:  # sparse: the size of a huge file without writing it
        fh.truncate(student.MAX_BYTES + 1)
    practice = Practice(StudentRecord.load(path))
    aside = practice.record.set_aside
    assert aside is not None
    assert practice.notice("en").startswith(
        f"Your earlier record was too large to read; it was kept as {aside.name} and a new one was started. "
        "That file is 16\u202f000\u202f001 bytes;"
    )
    assert "повреждён" not in practice.notice("ru")
    assert practice.notice("ru").count(aside.name) == 1
    path.mkdir()  # a folder of the record's name is no damaged record either
    practice = Practice(StudentRecord.load(path))
    aside = practice.record.set_aside
    assert aside is not None
    assert practice.notice("en") == (
        f"Your earlier record could not be read; it was kept as {aside.name} and a new one was started. "
        "That is not a regular file (it is a folder, a pipe or a device); a student record is a file."
    )
    assert practice.notice("ru").count(aside.name) == 1


def test_a_newer_mjguis_record_is_said_and_left_alone(tmp_path: Path) -> None:
    """Its notice said "Your earlier record was damaged" and the record was renamed aside."""
    path = record_path(tmp_path)
    path.write_text('{"version": 2, "answers": []}', encoding="utf-8")
    c = QuizController(level="yaku", seed=1, practice=Practice(StudentRecord.load(path)))
    said = (
        "Your record student.json was written by a newer mjgui; it is left as it is, and this "
        "session's answers are not saved. Update mjgui to keep your answers."
    )
    assert c.view().notice == said
    c.new_hand()
    answer(c)
    assert c.view().notice == said and len(c.practice.record.answers) == 1
    assert path.read_text(encoding="utf-8") == '{"version": 2, "answers": []}'
    assert [p.name for p in tmp_path.iterdir()] == ["student.json"]
    c.set_lang("ru")
    assert c.view().notice == (
        "Файл ваших ответов student.json записан более новой версией mjgui; он оставлен как есть, а "
        "ответы этой сессии не сохраняются. Обновите mjgui, чтобы ответы сохранялись."
    )


def test_a_drill_whose_level_changes_starts_again_at_the_new_level(tmp_path: Path) -> None:
    """Four hands naming the yaku, then Ctrl+3 for the fifth: the drill's time was filed as the
    best time of "payment-5". Now the drill starts again, from hand 1, timed at the new level."""
    clock = Clock()
    practice = Practice(StudentRecord.load(record_path(tmp_path)), clock=clock)
    c = QuizController(level="yaku", seed=1, practice=practice)
    c.start_drill(5)
    for _ in range(4):
        clock.now += 10
        answer(c)
        c.new_hand()
    assert c.view().drill == "Timed drill: hand 5 of 5"
    clock.now += 5
    assert c.set_level("payment")
    assert c.view().drill == "Timed drill started again at the new level: hand 1 of 5"
    c.set_lang("ru")
    assert c.view().drill == "Тренировка на время начата заново на новом уровне: рука 1 из 5"
    c.set_lang("en")
    for hand in range(5):
        clock.now += 20
        answer(c)
        if hand < 4:
            c.new_hand()
            assert c.view().drill == f"Timed drill: hand {hand + 2} of 5"
    assert c.view().drill == "Drill of 5 hands done in 1:40: a new best time!"
    assert StudentRecord.load(record_path(tmp_path)).best_times == {"payment-5": 100.0}
    # a level chosen again that is the drill's own changes nothing; with no drill, nothing starts
    assert not practice.level_changed("payment") and not practice.drilling
    assert c.set_level("yaku") and not practice.drilling


def test_accuracy_never_reads_100_with_a_miss_nor_0_with_a_right_answer() -> None:
    """199 right of 200 read "100% right" beside the missed hand, and 1 of 200 "0% right"."""
    from mjgui.core.teach.student import Answer

    def one_skill(right: int, total: int) -> ProgressRow:
        record = StudentRecord()
        for i in range(total):
            record.add(Answer(i, f"hand-{i}", "han", ("han:count",), i < right))
        (row,) = Practice(record).progress("en").rows
        return row

    assert one_skill(199, 200).accuracy == "99% right" and one_skill(199, 200).percent == 99
    assert one_skill(1, 200).accuracy == "1% right"
    assert one_skill(200, 200).accuracy == "100% right" and one_skill(0, 200).accuracy == "0% right"
    assert one_skill(1, 3).accuracy == "33% right"
    # a run of the chart in words too: 79 right of its 80 answers is not said 100%
    assert one_skill(639, 640).chart_said == "From oldest to newest: " + ", ".join(["100%"] * 7 + ["99%"])

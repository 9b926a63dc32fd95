"""The quiz that learns the student (issue 16): the skills an answer tests, the record file's
safety (atomic JSON, a damaged file renamed aside and never lost), and the spaced-repetition
schedule, which must converge on the known weak skills of a simulated student."""

from __future__ import annotations

import json
import random
from pathlib import Path

from mjgui.cli import parse_score_args
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.teach.quiz import LEVEL_STEPS, random_hand
from mjgui.core.teach.student import (
    Answer,
    Choice,
    Schedule,
    StudentRecord,
    choose_hand,
    hand_skills,
    skill_name,
    skills_tested,
)


def scored(args: str) -> ScoreResult:
    request, _ = parse_score_args(args.split())
    return score(request.spec)


def test_each_step_names_the_skills_it_tests() -> None:
    # closed ron, kanchan on 3s, riichi + pinfu? no: kanchan, so riichi only; 30+10+2 = 40 fu
    result = scored("23488m567p789s24s3s --riichi --seat S --honba 1")
    assert skills_tested("yaku", result) == ("yaku:riichi",)
    assert skills_tested("yaku", result, {"pinfu"}) == ("yaku:pinfu", "yaku:riichi")
    assert skills_tested("fu", result) == ("fu:menzen_ron", "fu:wait_kanchan", "fu:rounding", "fu:count")
    assert skills_tested("payment", result) == ("pay:non_dealer_ron", "pay:honba")
    dealer = scored("234m567p234s22z --tsumo --pon 777z")
    assert "limit:mangan" not in skills_tested("payment", dealer)
    assert skills_tested("payment", dealer)[0] == "pay:dealer_tsumo"
    assert "fu:open_triplet_terminal" in hand_skills(dealer)
    assert skill_name("fu:menzen_ron") == "the closed-ron 10 fu"
    assert skill_name("fu:menzen_ron", "ru") == "10\u00a0фу за рон с закрытой рукой"
    assert skill_name("yaku:pinfu", "ru") == "пинфу"


def test_the_record_is_written_atomically_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "student.json"
    record = StudentRecord.load(path)
    assert record.answers == [] and record.set_aside is None
    record.add(Answer(1.5, "123m456p789s11z22z2z", "fu", ("fu:menzen_ron",), False, "practise"))
    record.finish_drill("drill-5", 61.234)
    assert not record.finish_drill("drill-5", 70.0)
    record.save()
    assert not [p for p in path.parent.iterdir() if p.name != "student.json"]  # no temp file left
    again = StudentRecord.load(path)
    assert again.answers == record.answers
    assert again.best_time("drill-5") == 61.23
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_a_damaged_record_is_set_aside_never_lost(tmp_path: Path) -> None:
    for damage in (
        b'{"version": 1, "answers": [',
        b"\xff\xfe not utf-8",
        b'{"version": 1, "answers": [{"when": "x"}]}',
    ):
        path = tmp_path / "student.json"
        path.write_bytes(damage)
        record = StudentRecord.load(path)
        assert record.answers == []
        assert record.set_aside is not None and record.set_aside.read_bytes() == damage
        assert not path.exists()
        record.add(Answer(1.0, "h", "yaku", ("yaku:riichi",), True))
        record.save()  # the new record never writes over the damaged one
        assert record.set_aside.read_bytes() == damage
        record.set_aside.unlink()


def _student_answers(result: ScoreResult, weak: set[str]) -> list[tuple[str, tuple[str, ...], bool]]:
    """A simulated student: every step right unless it tests one of ``weak``."""
    out = []
    win = result.win
    assert win is not None
    for step in LEVEL_STEPS["payment"]:
        skills = skills_tested(step, result)
        out.append((step, skills, not (set(skills) & weak)))
    return out


def test_the_schedule_converges_on_a_simulated_students_weak_skills() -> None:
    weak = {"fu:wait_kanchan", "yaku:ittsu"}
    rng = random.Random(16)
    schedule = Schedule()
    chosen_weak = 0
    offered_weak = 0
    offered = 0
    reasons: list[Choice] = []
    questions = 160
    for q in range(questions):
        candidates = [score(random_hand(rng, "payment")) for _ in range(12)]
        choice = choose_hand(schedule, candidates)
        result = candidates[choice.index]
        if q >= questions // 2:
            offered += len(candidates)
            offered_weak += sum(1 for c in candidates if set(hand_skills(c)) & weak)
            chosen_weak += bool(set(hand_skills(result)) & weak)
            reasons.append(choice)
        for i, (_, skills, correct) in enumerate(_student_answers(result, weak)):
            schedule.note(skills, correct, tick=i == 0)
    # the weakest skills found are exactly the student's
    assert {k for k, _ in schedule.weakest(2)} == weak
    # and the second half of the session practises them far more often than chance would
    share_chosen = chosen_weak / (questions // 2)
    share_offered = offered_weak / offered
    assert share_chosen >= 2 * share_offered, (share_chosen, share_offered)
    # the reason names the weak skill and how often it was missed
    missed = [c for c in reasons if c.skill in weak and c.wrong]
    assert missed
    text = missed[-1].reason("en")
    assert text.startswith("This hand practises ") and text.endswith(" times.")
    assert "вы ошиблись" in missed[-1].reason("ru")


def test_the_schedule_is_rebuilt_from_the_record() -> None:
    record = StudentRecord()
    record.add(Answer(1, "a", "yaku", ("yaku:riichi",), True))
    record.add(Answer(2, "a", "fu", ("fu:menzen_ron",), False))
    record.add(Answer(3, "b", "fu", ("fu:menzen_ron",), False))
    schedule = Schedule.from_record(record)
    assert schedule.clock == 2
    assert schedule.stats["fu:menzen_ron"].wrong == 2 and schedule.stats["fu:menzen_ron"].box == 0
    assert schedule.stats["yaku:riichi"].box == 1
    assert record.missed() == ["b", "a"]
    chart = record.accuracy(buckets=3)
    assert chart["fu:menzen_ron"] == [None, 0.0, 0.0]
    assert chart["yaku:riichi"] == [1.0, None, None]


def test_the_records_hand_line_gives_back_the_hand() -> None:
    from mjgui.core.teach.student import score_line

    rng = random.Random(3)
    for level in ("yaku", "payment", "points"):
        for _ in range(40):
            spec = random_hand(rng, level)
            again = parse_score_args(score_line(spec).split())[0].spec
            # the same hand (the melds may come back grouped by kind)
            assert again.with_changes(melds=tuple(sorted(again.melds, key=str))) == spec.with_changes(
                melds=tuple(sorted(spec.melds, key=str))
            ), score_line(spec)


def test_a_second_winners_record_line_reopens_at_the_honba_it_was_paid() -> None:
    """A second winner on one discard under ``multiple_ron_honba=first`` at 5 honba is paid none
    of them: the practice record's hand line keeps the table's counter and the honba paid, so
    the hand reopens paying 2000, not 2000 and 5 honba (3500)."""
    from dataclasses import replace

    from mjgui.core.scoring.hand import HandSpec
    from mjgui.core.scoring.rules import SEED
    from mjgui.core.scoring.tiles import parse_tiles, tile
    from mjgui.core.teach.student import score_line

    rules = replace(SEED, atama_hane=False, multiple_ron_honba="first")
    spec = HandSpec(
        parse_tiles("234m567p34555678s"), tile("5s"), seat=1, discarder=2, honba=5, paid_honba=0, rules=rules
    )
    paid = score(spec).win
    assert paid is not None and paid.payment.total == 2000
    line = score_line(spec)
    assert "--honba 5 --paid-honba 0" in line
    again = parse_score_args(line.split())[0].spec
    assert again == spec and (again.honba, again.paid_honba) == (5, 0)
    win = score(again).win
    assert win is not None and win.payment.total == 2000


#: Boris's tsuuiisou, daisangen and suuankou by tsumo: a triple yakuman where yakuman add up
#: (EMA's edition 1), one yakuman where they do not (its edition 2)
TRIPLE = "11122555666777z --win 2z --tsumo --seat S --round E --rules ema"


def total(spec: HandSpec) -> int:
    win = score(spec).win
    assert win is not None and win.payment is not None
    return win.payment.total


def test_a_missed_hand_reopens_under_the_edition_of_the_rules_it_was_answered_in(tmp_path: Path) -> None:
    """The record kept a hand as ``score`` words on the preset's edition of the day (``--rules
    ema``), so that a hand answered under one edition reopened from the progress page under the
    next: a triple yakuman of EMA's edition 1 (96 000) scored as one yakuman (32 000). Each
    answer now keeps the edition its words read against; one of an edition this mjgui no longer
    plays reads with the options that give that edition back, and is written so."""
    from mjgui.controller.game.bridge import words_hand
    from mjgui.core.scoring.rules import PRESETS, preset_at
    from mjgui.core.teach.student import answers_for, line_edition, score_line

    spec = parse_score_args(TRIPLE.split())[0].spec
    assert total(spec) == 32000  # EMA as this mjgui plays it: one yakuman
    now = PRESETS["ema"].edition
    assert now > 1 and line_edition(spec) == now
    (answer,) = answers_for(1.0, score_line(spec), "payment", (("pay:dealer_tsumo", False),), False, "", now)
    assert answer.as_json()["edition"] == now and Answer.from_json(answer.as_json()) == answer
    # an answer given under edition 1 (its words read against edition 1, as that mjgui wrote them)
    path = tmp_path / "student.json"
    old = {**answer.as_json(), "when": 0.5, "edition": 1}
    path.write_text(json.dumps({"version": 1, "answers": [old, answer.as_json()]}), encoding="utf-8")
    record = StudentRecord.load(path)
    assert record.load_error is None
    first, second = record.missed()  # newest first: today's, then edition 1's
    assert first == score_line(spec)
    assert "--rule-option yakuman_stacking=on" in second and "--rule-option renhou=off" in second
    reopened = words_hand(second)
    assert reopened is not None and reopened.rules == preset_at("ema", 1).with_options(edition=now)
    assert total(reopened) == 96000
    assert [a.edition for a in record.answers] == [now, now]
    # written back as read: the line on today's edition, which it says
    record.save()
    written = json.loads(path.read_text(encoding="utf-8"))["answers"]
    assert [(a["hand"], a["edition"]) for a in written] == [(second, now), (first, now)]
    # an edition this mjgui does not know (a newer one's), or none, is kept as it was
    for edition in (now + 1, "two"):
        kept = Answer.from_json({**answer.as_json(), "edition": edition})
        assert kept.hand == answer.hand and kept.as_json()["edition"] == edition
    bare = {k: v for k, v in answer.as_json().items() if k != "edition"}
    assert Answer.from_json(bare).edition == 0 and "edition" not in Answer.from_json(bare).as_json()


def test_the_runs_over_time_cover_the_whole_record() -> None:
    """9 answers over 8 runs of 2 filled 5 runs and left the last 3 "not asked", of a skill
    asked in every answer: the chart stopped short and said so. Every run holds answers now."""
    for n in range(1, 41):
        record = StudentRecord()
        for i in range(n):
            record.add(Answer(i, f"hand-{i}", "han", ("han:count",), i != n - 1))
        chart = record.accuracy()["han:count"]
        assert len(chart) == min(8, n) and None not in chart, n
        assert chart[-1] is not None and chart[-1] < 1.0  # the newest answer, the miss, is last
    record = StudentRecord()
    for i in range(9):
        record.add(Answer(i, f"hand-{i}", "han", ("han:count",), i < 8))
    assert record.accuracy()["han:count"] == [1.0] * 7 + [0.0]

"""The quiz's memory of the student, for the quiz window: the record of every answer (saved in
the user data folder), practice of the weak skills with the reason each hand was chosen, the
timed drill with its best times, and the progress page's rows. No Qt here.

The judgement is the core's (:mod:`mjgui.core.teach.student`); this module keeps the state of a
session and words it in the player's language.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from mjgui.core.game.storage import StorageError
from mjgui.core.i18n import Msg, msg, nmsg, phrase
from mjgui.core.shown import shown_path
from mjgui.core.teach.student import MESSAGES as STUDENT_MESSAGES
from mjgui.core.teach.student import (
    RECORD_NAME,
    Choice,
    Schedule,
    StudentRecord,
    StudentRecordError,
    answers_for,
    attribute,
    choose_hand,
    skill_counts,
    skill_name,
)

if TYPE_CHECKING:
    from mjgui.core.scoring.hand import HandSpec
    from mjgui.core.teach.quiz import Question, QuizSession, Verdict

__all__ = [
    "CANDIDATES",
    "DIFFICULTY_NAMES",
    "DRILL_SIZES",
    "PHRASES",
    "Practice",
    "ProgressRow",
    "ProgressView",
    "record_path",
]

#: Hands dealt to choose the next one from when practising the weak skills.
CANDIDATES = 12
DRILL_SIZES = (5, 10, 20)

PHRASES = {
    "drill_running": msg("practice:drill_running", "Timed drill: hand {done} of {total}"),
    # the level changed during a drill: it starts again, timed at the new level
    "drill_restarted": msg(
        "practice:drill_restarted", "Timed drill started again at the new level: hand {done} of {total}"
    ),
    "drill_best": msg("practice:drill_best", "Drill of {total} hands done in {time}: a new best time!"),
    "drill_not_best": msg("practice:drill_not_best", "Drill of {total} hands done in {time} (best: {best})"),
    "save_failed": msg("practice:save_failed", "Your answers could not be saved: {reason}"),
    "set_aside": msg(
        "practice:set_aside",
        "Your earlier record was damaged; it was kept as {name} and a new one was started.",
    ),
    # set_aside of a record refused for its size alone (it may hold nothing wrong)
    "set_aside_too_large": msg(
        "practice:set_aside_too_large",
        "Your earlier record was too large to read; it was kept as {name} and a new one was started.",
    ),
    # set_aside of what cannot be read as a file (a folder or a pipe of that name, no permission)
    "set_aside_unreadable": msg(
        "practice:set_aside_unreadable",
        "Your earlier record could not be read; it was kept as {name} and a new one was started.",
    ),
    # why: the record's sentence (how many answers were left out, the first and why)
    "answers_left_out": msg("practice:answers_left_out", "{why} Your record as it was is kept as {name}."),
    "newer_record": msg(
        "practice:newer_record",
        "Your record {name} was written by a newer mjgui; it is left as it is, and this session's "
        "answers are not saved. Update mjgui to keep your answers.",
    ),
    "answers": nmsg("practice:answers", "{n} answer", "{n} answers"),
    "accuracy": msg("practice:accuracy", "{percent}% right"),
    # a skill's small chart in words, for a screen reader: runs is a ", "-joined list of
    # over_time_run (or over_time_not_asked where the skill was not asked), oldest first
    "over_time_said": msg("practice:over_time_said", "From oldest to newest: {runs}"),
    "over_time_run": msg("practice:over_time_run", "{percent}%"),
    "over_time_not_asked": msg("practice:over_time_not_asked", "not asked"),
    # a hand missed, as a screen reader says it: the quiz's hand picture in words, then its
    # situation (a ", "-joined list of the quiz's situation chips)
    "missed_said": msg("practice:missed_said", "{hand}. {situation}"),
    # a hand missed whose score line this mjgui does not read (one a newer mjgui recorded, on
    # another machine of a synced folder): reason, the reader's own words (where and what)
    "missed_unopened": msg(
        "practice:missed_unopened",
        "This hand cannot be opened on the calculator: this mjgui does not read its line ({reason}).",
    ),
    "own_hand": nmsg(
        "practice:own_hand",
        "One of your own hands; {n} more is waiting.",
        "One of your own hands; {n} more are waiting.",
    ),
    "no_progress": msg("practice:no_progress", "No answers yet: your progress appears here as you play."),
    # a sync tool's conflict copy of the record (two machines practised on one synced folder)
    # that brought answers the record did not have; the record was saved with them. The copy
    # is never removed by mjgui
    "copy_merged": msg(
        "practice:copy_merged",
        "Your answers in {name}, a copy of your record that a sync tool made, were merged into "
        "your record and saved; the copy is left as it is, and you may delete it.",
    ),
    # n: two or more (one: copy_merged); name: the first
    "copies_merged": nmsg(
        "practice:copies_merged",
        "Your answers in {n} copy of your record that a sync tool made ({name} first) were merged "
        "into your record and saved; the copies are left as they are, and you may delete them.",
        "Your answers in {n} copies of your record that a sync tool made ({name} first) were "
        "merged into your record and saved; the copies are left as they are, and you may delete "
        "them.",
    ),
    # a conflict copy merged (as copy_merged) that also holds data the record keeps other values
    # of (a later mjgui's key such as goals, a best time that is no number): only the copy holds
    # that data now, so the player is not told they may delete it
    "copy_merged_partly": msg(
        "practice:copy_merged_partly",
        "Your answers in {name}, a copy of your record that a sync tool made, were merged into "
        "your record and saved; the copy also holds data your record keeps other values of, which "
        "were not taken, so it is left as it is and deleting it would lose that data.",
    ),
    # n: two or more (one: copy_merged_partly); name: the first
    "copies_merged_partly": nmsg(
        "practice:copies_merged_partly",
        "Your answers in {n} copy of your record that a sync tool made ({name} first) were merged "
        "into your record and saved; the copies also hold data your record keeps other values of, "
        "which were not taken, so they are left as they are and deleting them would lose that data.",
        "Your answers in {n} copies of your record that a sync tool made ({name} first) were merged "
        "into your record and saved; the copies also hold data your record keeps other values of, "
        "which were not taken, so they are left as they are and deleting them would lose that data.",
    ),
    # why: the copy's own sentence (it cannot be read, is not a student record, or is too large);
    # a copy some of whose answers cannot be read, or a newer mjgui's: COPY_MESSAGES
    "copy_not_merged": msg(
        "practice:copy_not_merged",
        "{why} It is a copy of your record that a sync tool made; it was not merged and is left as it is.",
    ),
}

#: A conflict copy that was not merged, said whole (the record's own sentences for these say
#: "the other answers were kept" and "It was left as it is", untrue or said twice of a copy)
COPY_MESSAGES = {
    # n: two or more (one: COPY_ONE_ANSWER_LEFT_OUT); total: the copy's answers; first: the first
    # answer left out (its place in the file, from 1) and why
    "answers_left_out": nmsg(
        "practice:copy_answers_left_out",
        "{path} is a copy of your record that a sync tool made, and {n} answer of {total} in it "
        "cannot be read (the first is answer {first}: {reason}); it was not merged and is left "
        "as it is.",
        "{path} is a copy of your record that a sync tool made, and {n} answers of {total} in it "
        "cannot be read (the first is answer {first}: {reason}); it was not merged and is left "
        "as it is.",
    ),
    "newer": msg(
        "practice:copy_newer",
        "{path}, a copy of your record that a sync tool made, was written by a newer mjgui "
        "(record version {version}; this one reads version {supported}); it was not merged and is "
        "left as it is.",
    ),
}

#: ``answers_left_out`` of a copy of exactly one answer: said plainly, not as the first of one
COPY_ONE_ANSWER_LEFT_OUT = msg(
    "practice:copy_answer_left_out",
    "{path} is a copy of your record that a sync tool made, and one answer of {total} in it "
    "cannot be read (answer {first}: {reason}); it was not merged and is left as it is.",
)


class _CopyNotMerged(StudentRecordError):
    """A conflict copy's error said by :data:`COPY_MESSAGES` (the others as the record's)."""

    own_messages: ClassVar[dict[str, Msg]] = {**STUDENT_MESSAGES, **COPY_MESSAGES}

    def _own_message(self) -> Msg | None:
        if self.code == "answers_left_out" and self.params.get("n") == 1:
            return COPY_ONE_ANSWER_LEFT_OUT
        return super()._own_message()


def _copy_not_merged(err: StudentRecordError, lang: str) -> str:
    """Why the conflict copy ``err`` is said of was not merged, one sentence (or the copy's
    own sentence and that it was not merged)."""
    if err.code in COPY_MESSAGES:
        return err.retold(_CopyNotMerged).message(lang)
    return phrase(PHRASES, "copy_not_merged", lang, why=err.message(lang))


#: A record set aside at start, said by why: only one that is not a record is "damaged"
_SET_ASIDE = {
    "too_large": "set_aside_too_large",
    "not_a_file": "set_aside_unreadable",
    "unreadable": "set_aside_unreadable",
}


#: The practice's difficulties (:data:`mjgui.core.teach.quiz.DIFFICULTIES`) as a student reads them.
DIFFICULTY_NAMES = {
    "any": msg("practice:difficulty_any", "Any hand"),
    "beginner": msg("practice:difficulty_beginner", "Beginner"),
    "advanced": msg("practice:difficulty_advanced", "Advanced"),
}


def record_path(data_dir: Path) -> Path:
    return data_dir / RECORD_NAME


def _clock_text(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass(frozen=True)
class ProgressRow:
    """One skill on the progress page: its name, answers, accuracy and a small chart's values
    (the accuracy in equal runs of the record, oldest first; None where it was not asked)."""

    skill: str
    name: str
    answers: str
    accuracy: str
    percent: int
    chart: tuple[float | None, ...]
    chart_said: str = ""  # the chart in words, for a screen reader (a painted line says nothing)


@dataclass(frozen=True)
class ProgressView:
    rows: tuple[ProgressRow, ...]  # weakest first
    missed: tuple[str, ...]  # score lines of the hands answered wrongly, newest first
    empty: str  # shown when there is nothing yet
    # each missed hand in words, as the quiz shows it (its tiles, then its situation): what a
    # screen reader says of it (the line's digits and --flags, in English, said nothing)
    missed_said: tuple[str, ...] = ()
    # why each missed hand cannot be opened on the calculator ("" for one that can)
    missed_why: tuple[str, ...] = ()


def _shown_percent(share: float) -> int:
    """``share`` (right answers of those asked, 0 to 1) as the whole percent the page shows:
    rounded, but never 100 while a miss is in it nor 0 while a right answer is."""
    percent = round(100 * share)
    if share < 1:
        percent = min(percent, 99)
    if share > 0:
        percent = max(percent, 1)
    return percent


def over_time_said(chart: tuple[float | None, ...], lang: str) -> str:
    """A skill's accuracy over time in words, oldest first ("From oldest to newest: 40%, not
    asked, 100%"): what its small chart draws."""
    if not chart:
        return ""
    runs = ", ".join(
        phrase(PHRASES, "over_time_not_asked", lang)
        if value is None
        else phrase(PHRASES, "over_time_run", lang, percent=_shown_percent(value))
        for value in chart
    )
    return phrase(PHRASES, "over_time_said", lang, runs=runs)


def missed_said(line: str, lang: str) -> str:
    """A missed hand's score line in words, as the quiz shows the hand: its tiles and melds,
    then its situation (seat, round, ron from whom, riichi ...); the line itself when it does
    not read (a line the record kept from another version)."""
    return _missed_hand(line, lang)[0]


def _missed_hand(line: str, lang: str) -> tuple[str, str]:
    """A missed hand's :func:`missed_said`, and why it cannot be opened on the calculator
    ("" when its line reads)."""
    from mjgui.controller.teach.picture import hand_picture, situation_chips
    from mjgui.core.errors import MahjongError
    from mjgui.core.scoring.arguments import parse_score_args

    try:
        spec = parse_score_args(line.split())[0].spec
    except MahjongError as err:
        reason = err.message(lang).rstrip(".")
        return line, phrase(PHRASES, "missed_unopened", lang, reason=reason)
    except SystemExit:  # argparse's own exit: never the program's (it says no more)
        return line, phrase(PHRASES, "missed_unopened", lang, reason=line)
    situation = ", ".join(situation_chips(spec, lang, rules=False))
    said = phrase(PHRASES, "missed_said", lang, hand=hand_picture(spec, lang).label, situation=situation)
    return said, ""


class Practice:
    """The record and schedule of one student, and the drill being played."""

    def __init__(
        self,
        record: StudentRecord | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], float] = time.time,
    ) -> None:
        self.record = record if record is not None else StudentRecord()
        self.schedule = Schedule.from_record(self.record)
        self.active = False  # practise the weak skills
        self.choice: Choice | None = None
        self._clock = clock
        self._now = now
        self._hand = -1  # the question number the schedule last ticked for
        self._claimed: frozenset[str] | None = None  # the yaku named on that hand
        self.drill_total = 0
        self.drill_done = 0
        self.drill_level = ""  # the level the drill is timed at (its best time is that level's)
        self.drill_restarted = False  # started again at a new level, no hand done since
        self._drill_start = 0.0
        self.drill_result: tuple[int, float, bool, float | None] | None = None
        self.save_error: StorageError | None = None
        if self.record.copies_noted:  # conflict copies merged (any that brought answers among
            # them): saved now, so the copy may be deleted and no later start parses it again (a
            # failure is said, the copy merged again)
            self.save()

    # -- choosing hands ------------------------------------------------------------------------
    def deal(self, session: QuizSession) -> HandSpec:
        """The next hand: when practising, the candidate that best serves the weak skills."""
        from mjgui.core.scoring.scoring import score

        if not self.active:
            self.choice = None
            return session.deal()
        candidates = [score(session.deal()) for _ in range(CANDIDATES)]
        skip = session.skip_limit_fu
        self.choice = choose_hand(self.schedule, candidates, session.level, skip_limit_fu=skip)
        return candidates[self.choice.index].spec

    # -- answers -------------------------------------------------------------------------------
    def note(self, question: Question, verdict: Verdict, mode: str) -> None:
        """Record one judged answer, keep the schedule up to date and save the record. A miss is
        put down to what was missed (:func:`~mjgui.core.teach.student.attribute`): a wrong han
        total is not a yaku missed, one yaku left out is not every yaku of the hand wrong."""
        from mjgui.core.teach.student import line_edition, score_line

        first = question.number != self._hand
        if first:
            self._claimed = None
        if verdict.step == "yaku" and isinstance(verdict.given, frozenset):
            self._claimed = frozenset(str(g) for g in verdict.given)
        outcomes = attribute(verdict.step, question.result, verdict.given, self._claimed)
        self._hand = question.number
        spec = question.spec
        answers = answers_for(
            self._now(), score_line(spec), verdict.step, outcomes, verdict.correct, mode, line_edition(spec)
        )
        for answer in answers:
            self.schedule.note(answer.skills, answer.correct, tick=first)
            first = False
            self.record.add(answer)
        self.save()

    def save(self) -> None:
        """Save the record; a failure is kept to be shown (the answers stay in memory and the
        next save tries again)."""
        try:
            self.record.save()
            self.save_error = None
        except StorageError as err:
            self.save_error = err

    # -- the drill -----------------------------------------------------------------------------
    def start_drill(self, total: int, level: str) -> None:
        """A drill of ``total`` hands at ``level``, timed from now."""
        self.drill_total = total
        self.drill_done = 0
        self.drill_level = level
        self.drill_restarted = False
        self.drill_result = None
        self._drill_start = self._clock()

    def level_changed(self, level: str) -> bool:
        """The quiz's level changed. A drill under way starts again at the new level, from hand 1
        and from now: its time is that level's (four hands naming the yaku and one asking the
        payment are no level's best time). True when a drill started again."""
        if not self.drill_total or level == self.drill_level:
            return False
        self.start_drill(self.drill_total, level)
        self.drill_restarted = True
        return True

    def hand_finished(self, level: str) -> None:
        """A hand's last answer was judged at ``level``: count it in the drill, and end the drill
        when done."""
        if not self.drill_total:
            return
        if level != self.drill_level:  # the level changed unannounced: time the drill anew
            self.level_changed(level)
            return
        self.drill_restarted = False
        self.drill_done += 1
        if self.drill_done < self.drill_total:
            return
        seconds = self._clock() - self._drill_start
        key = f"{self.drill_level}-{self.drill_total}"
        before = self.record.best_time(key)
        best = self.record.finish_drill(key, seconds)
        self.drill_result = (self.drill_total, seconds, best, before)
        self.drill_total = 0
        self.save()

    @property
    def drilling(self) -> bool:
        return self.drill_total > 0

    # -- words ---------------------------------------------------------------------------------
    def why_text(self, lang: str) -> str:
        return self.choice.reason(lang) if self.choice is not None and self.choice.skill else ""

    def drill_text(self, lang: str) -> str:
        if self.drill_total:
            key = "drill_restarted" if self.drill_restarted else "drill_running"
            return phrase(PHRASES, key, lang, done=self.drill_done + 1, total=self.drill_total)
        if self.drill_result is None:
            return ""
        total, seconds, best, before = self.drill_result
        if best:
            return phrase(PHRASES, "drill_best", lang, total=total, time=_clock_text(seconds))
        assert before is not None
        key = "drill_not_best"
        return phrase(PHRASES, key, lang, total=total, time=_clock_text(seconds), best=_clock_text(before))

    def notice(self, lang: str) -> str:
        """A save that failed, a damaged record set aside at start, or a newer mjgui's record
        left alone (else ""); then the sync conflict copies of the record merged into it, or
        left as they are (:meth:`_copies_notice`)."""
        said = [text for text in (self._record_notice(lang), self._copies_notice(lang)) if text]
        return " ".join(said)

    def _copies_notice(self, lang: str) -> str:
        """The sync conflict copies of the record merged into it at start, and those left as
        they are, with why (else "")."""
        said = []
        merged = self.record.merged_copies if self.save_error is None else ()
        partly = [copy for copy in merged if copy in self.record.partly_kept]
        whole = [copy for copy in merged if copy not in partly]
        for copies, one, many in (
            (whole, "copy_merged", "copies_merged"),  # the player may delete them
            (partly, "copy_merged_partly", "copies_merged_partly"),  # only they hold some data
        ):
            if len(copies) == 1:
                said.append(phrase(PHRASES, one, lang, name=self._shown_file(copies[0])))
            elif copies:
                said.append(phrase(PHRASES, many, lang, n=len(copies), name=self._shown_file(copies[0])))
        said.extend(_copy_not_merged(err, lang) for err in self.record.copy_errors)
        return " ".join(said)

    def _shown_file(self, copy: Path) -> str:
        """A conflict copy, or the record set aside, as a sentence names it: by its name beside
        the record in the data folder, else (beside the file a linked record leads to) by its
        whole path: the player looks for it where the record is."""
        path = self.record.path
        return shown_path(copy.name if path is not None and copy.parent == path.parent else copy)

    def _record_notice(self, lang: str) -> str:
        """:meth:`notice` of the record itself."""
        if self.save_error is not None:
            return phrase(PHRASES, "save_failed", lang, reason=self.save_error.message(lang))
        if self.record.newer is not None and self.record.path is not None:
            return phrase(PHRASES, "newer_record", lang, name=shown_path(self.record.path.name))
        aside = self.record.set_aside
        why = self.record.load_error
        if why is not None and why.code == "answers_left_out":  # the other answers were kept
            if aside is None:
                return why.message(lang)
            return phrase(
                PHRASES, "answers_left_out", lang, why=why.message(lang), name=self._shown_file(aside)
            )
        if aside is not None:
            key = _SET_ASIDE.get(why.code, "set_aside") if why is not None else "set_aside"
            text = phrase(PHRASES, key, lang, name=self._shown_file(aside))
            return f"{text} {why.message(lang)}" if why is not None else text
        # a link to a file that is not there (or a record that could not be set aside)
        return why.message(lang) if why is not None else ""

    def progress(self, lang: str) -> ProgressView:
        counts = skill_counts(self.record)
        charts = self.record.accuracy()
        rows = []
        for skill, (seen, right) in counts.items():
            percent = _shown_percent(right / seen) if seen else 0
            rows.append(
                ProgressRow(
                    skill,
                    skill_name(skill, lang)[:1].upper() + skill_name(skill, lang)[1:],
                    phrase(PHRASES, "answers", lang, n=seen),
                    phrase(PHRASES, "accuracy", lang, percent=percent),
                    percent,
                    tuple(charts.get(skill, ())),
                    over_time_said(tuple(charts.get(skill, ())), lang),
                )
            )
        rows.sort(key=lambda r: (r.percent, r.skill))
        missed = tuple(self.record.missed())
        hands = [_missed_hand(line, lang) for line in missed]
        return ProgressView(
            tuple(rows),
            missed,
            phrase(PHRASES, "no_progress", lang),
            tuple(said for said, _ in hands),
            tuple(why for _, why in hands),
        )

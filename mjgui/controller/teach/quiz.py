"""The quiz's controller and view model: deals hands, keeps the ticked yaku and the answers, and
words the verdicts. No Qt here.

The judgement is the core's (:mod:`mjgui.core.teach.quiz`); this module only picks what to show
and words it in the current language, as :mod:`mjgui.controller.scoring.present` does for the
calculator. The widgets in :mod:`mjgui.gui.teach` lay these values out and call back the
controller's methods.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from mjgui.controller.observable import Observable
from mjgui.controller.scoring.explain import cap, yaku_list
from mjgui.controller.scoring.present import win_headline
from mjgui.controller.scoring.values import han_fu_text, renhou_paid
from mjgui.controller.teach.phrases import PHRASES
from mjgui.controller.teach.picture import HandPicture, hand_picture, situation_chips
from mjgui.controller.teach.practice import DIFFICULTY_NAMES, Practice, ProgressView
from mjgui.controller.teach.practice import PHRASES as PRACTICE
from mjgui.core.errors import HandError, MahjongError
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say, translate
from mjgui.core.scoring.arguments import MAX_SCORE_LINE
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.rules import SEED, Rules
from mjgui.core.text import YAKU, inner_sentence, wind_word, yaku_name

if TYPE_CHECKING:
    from mjgui.core.scoring.scoring import ScoreResult
    from mjgui.core.teach.own_hands import LeftOut, OwnHands
    from mjgui.core.teach.quiz import QuizSession, Verdict

__all__ = [
    "QuizController",
    "QuizView",
    "StepBadge",
    "VerdictView",
    "YakuChoice",
    "match_yaku",
    "own_file_filter",
    "practice_in",
]


# ---------------------------------------------------------------------------------------------
# The quiz
# ---------------------------------------------------------------------------------------------

BadgeState = Literal["pending", "current", "right", "wrong"]
InputKind = Literal["yaku", "number", "payment", "done", "none"]
HAN_CHOICES: tuple[int, ...] = tuple(range(1, 14))
#: a record's wins the game took that the quiz leaves out (it cannot ask them as the game paid
#: them): ``n`` two or more (one: :data:`LEFT_OUT_ONE`), ``line`` the first's line, ``why`` its
#: reason (:data:`mjgui.core.teach.own_hands.LEFT_OUT_REASONS`)
LEFT_OUT = nmsg(
    "quiz:own_hands_left_out",
    "{n} win of this record was left out; the first is on line {line}: {why}.",
    "{n} wins of this record were left out; the first is on line {line}: {why}.",
)
#: the same of exactly one (a Russian plural form for 1 is also 21's)
LEFT_OUT_ONE = msg("quiz:own_hand_left_out", "One win of this record was left out, on line {line}: {why}.")
#: the same of a game log's wins: ``hand`` the first's hand as the log window names it ("E3-2")
LEFT_OUT_LOG = nmsg(
    "quiz:own_log_hands_left_out",
    "{n} win of this log was left out; the first is in hand {hand}: {why}.",
    "{n} wins of this log were left out; the first is in hand {hand}: {why}.",
)
LEFT_OUT_LOG_ONE = msg(
    "quiz:own_log_hand_left_out", "One win of this log was left out, in hand {hand}: {why}."
)
#: the same of the calculator's winning hands (Quiz → Add the calculator's winning hands): a
#: log's win opened on the desk, named by its log's file name (``log``) and hand (``hand``), as
#: the quiz was given no log; ``why`` its reason
LEFT_OUT_DESK_ONE = msg(
    "quiz:desk_hand_left_out",
    "One of the calculator's winning hands was left out, hand {hand} of log {log}: {why}.",
)
#: two or more: ``wins`` each of them (:data:`LEFT_OUT_DESK_WIN`, "; " between them)
LEFT_OUT_DESK = nmsg(
    "quiz:desk_hands_left_out",
    "{n} of the calculator's winning hands was left out: {wins}.",
    "{n} of the calculator's winning hands were left out: {wins}.",
)
#: one of them in that list: its hand, its log's file name and why
LEFT_OUT_DESK_WIN = msg("quiz:desk_hand_left_out_item", "hand {hand} of log {log} ({why})")
#: the student's own hands given again while every one of them is waiting to be asked: nothing
#: added; ``n`` the hands waiting
ALREADY_WAITING = nmsg(
    "quiz:own_hands_already_waiting",
    "Nothing was added: these hands are already waiting to be asked ({n} hand in all).",
    "Nothing was added: these hands are already waiting to be asked ({n} hands in all).",
)
FU_CHOICES: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)


@dataclass(frozen=True)
class StepBadge:
    step: str  # yaku, han, fu, payment
    label: str
    state: BadgeState
    spoken: str  # the step and its state as a screen reader says them: "Han: the question now"


@dataclass(frozen=True)
class YakuChoice:
    """A yaku the student can claim: its name, what it means and its han (for a tooltip), the
    group it is listed under and whether it is ticked."""

    id: str
    name: str
    tip: str
    group: str
    checked: bool


@dataclass(frozen=True)
class VerdictView:
    """One judged answer: ``title`` ("Right: 3 han" / "Not quite: 40 fu, not 30 fu") and, for a
    mistake, the lines that explain the right answer."""

    step: str
    label: str  # the step's name: "Han"
    correct: bool
    title: str
    details: tuple[str, ...]


@dataclass(frozen=True)
class QuizView:
    level: str
    levels: tuple[tuple[str, str], ...]  # (level id, its name)
    number: int  # the hand's number in this session (0 before the first)
    picture: HandPicture | None
    situation: tuple[str, ...]
    badges: tuple[StepBadge, ...]
    input: InputKind
    step: str  # the step being asked ("" when the hand is done)
    prompt: str
    choices: tuple[YakuChoice, ...]
    numbers: tuple[int, ...]  # quick answers for han or fu
    payment_fields: tuple[str, ...]  # labels of the amounts asked
    verdicts: tuple[VerdictView, ...]  # this hand's answers so far, in order
    summary: str  # when the hand is done
    answer: str  # when the hand is done: the whole right answer in one line
    score: str
    error: str  # a typing mistake in the answer ("Type a whole number")
    from_desk: bool  # a hand brought to the quiz (the desk's, a log's win), not dealt
    lang: str
    # the quiz that learns the student (issue 16)
    practise: bool = False  # the next hands practise the weak skills
    skip_limit_fu: bool = False
    difficulty: str = "any"
    difficulties: tuple[tuple[str, str], ...] = ()  # (id, its name)
    why: str = ""  # why this hand was chosen
    drill: str = ""  # the timed drill: running, or its result
    notice: str = ""  # the record could not be saved, or a damaged one was set aside
    #: where a hand brought to the quiz comes from, for its title: "from the calculator", "from
    #: log west.mjlog, E2-1"; "" for a dealt hand
    origin: str = ""


_GROUPS = ("group_1", "group_2", "group_3", "group_yakuman")


def yaku_choice_ids(rules: Rules = SEED) -> tuple[str, ...]:
    """The yaku a student can claim under ``rules``, by their closed han (1, 2, 3 or more,
    yakuman) and, in a group, in the order a yaku list is usually shown."""
    from mjgui.core.teach.quiz import yaku_choices

    return tuple(sorted(yaku_choices(rules), key=lambda ident: _GROUPS.index(_choice_group(ident, rules))))


def _choice_group(ident: str, rules: Rules) -> str:
    from mjgui.core.scoring.yaku import yaku_han
    from mjgui.core.scoring.yaku_table import YAKU_HAN

    if ident == "renhou" and rules.renhou == "mangan":
        return "group_3"  # paid as mangan, not as a yakuman (RULES.md §2)
    if ident not in YAKU_HAN:
        return "group_yakuman"
    closed = yaku_han(ident, rules)[0]  # these rules' han (chiitoitsu 50 fu: 1)
    return "group_1" if closed == 1 else "group_2" if closed == 2 else "group_3"


def _choice_tip(ident: str, lang: str, rules: Rules) -> str:
    from mjgui.core.scoring.yaku import yaku_han
    from mjgui.core.scoring.yaku_table import YAKU_HAN

    info = YAKU.get(ident)
    meaning = translate(info.meaning, lang) if info else ident
    if ident in YAKU_HAN:
        closed, opened = yaku_han(ident, rules)  # these rules' (no kuitan: tanyao closed only)
        if opened is None:
            han = phrase(PHRASES, "han_closed_only", lang, closed=closed)
        elif opened != closed:
            han = phrase(PHRASES, "han_closed_open", lang, closed=closed, open=opened)
        else:
            han = phrase(PHRASES, "han_same", lang, closed=closed)
    else:
        from mjgui.core.text import limit_name

        if ident == "renhou" and rules.renhou == "mangan":
            han = limit_name("mangan", lang)
        else:
            han = limit_name("double_yakuman" if ident in rules.double_yakuman else "yakuman", lang)
    return phrase(PHRASES, "choice_tip", lang, meaning=meaning, han=han)


def match_yaku(choices: Sequence[YakuChoice], text: str) -> tuple[str, ...]:
    """The ids of the choices whose name (or id, or meaning) contains ``text``, best first:
    names that start with it, then the others. Case and spaces are ignored."""
    needle = "".join(text.lower().split())
    if not needle:
        return tuple(c.id for c in choices)
    starts: list[str] = []
    inside: list[str] = []
    for c in choices:
        name = "".join(c.name.lower().split())
        ident = c.id.replace("_", "")
        info = YAKU.get(c.id)
        romaji = "".join(info.romaji.lower().split()) if info else ident
        if name.startswith(needle) or romaji.startswith(needle) or ident.startswith(needle):
            starts.append(c.id)
        elif needle in name or needle in romaji or needle in "".join(c.tip.lower().split()):
            inside.append(c.id)
    return (*starts, *inside)


def own_file_filter() -> str:
    """The file dialog's filter for the student's own hands: game records and every name the
    log window opens a log by (its filter, :data:`mjgui.controller.game.logview.LOG_FILTER`)."""
    from mjgui.controller.game.logview import LOG_FILTER

    return f"*.mjgame {LOG_FILTER}"


def practice_in(folder: Path) -> Practice:
    """The student's record kept in ``folder`` (the user data folder), ready for the quiz; a
    damaged record is set aside by the core and the quiz starts afresh."""
    from mjgui.controller.teach.practice import record_path
    from mjgui.core.teach.student import StudentRecord

    return Practice(StudentRecord.load(record_path(folder)))


class QuizController(Observable[QuizView]):
    """A quiz session for the window: deals hands, keeps the ticked yaku and the answers of the
    current hand, judges through :class:`mjgui.core.teach.quiz.QuizSession`, and words it all."""

    def __init__(
        self,
        lang: str = "en",
        level: str = "han_fu",
        *,
        seed: int | None = None,
        rules: Rules = SEED,
        practice: Practice | None = None,
    ) -> None:
        from mjgui.core.teach.quiz import QuizSession

        super().__init__(lang)
        self._practice = practice if practice is not None else Practice()
        # the student's own hands waiting to be asked, in order, and the same hands as a set:
        # "already waiting?" is one look-up, not a walk of the queue (a log of thousands of
        # wins was quadratic); a hand leaves both when it is asked
        self._own: deque[HandSpec] = deque()
        self._own_waiting: set[HandSpec] = set()
        self._own_asked = False  # the current hand is one of them
        self._own_error: MahjongError | None = None
        #: the wins of the last record added that the quiz does not ask (:meth:`add_own_file`)
        self._own_left_out: tuple[LeftOut, ...] = ()
        #: the hands last given that were all waiting already, none added (:meth:`add_own_hands`)
        self._own_already = 0
        rng = random.Random(seed)
        self._session: QuizSession = QuizSession(level=level, rules=rules, rng=rng)
        self._ticked: frozenset[str] = frozenset()
        self._verdicts: list[Verdict] = []
        self._from_desk = False
        # a hand brought from a log's win: the log's file name and the hand's round ("E2-1")
        self._from_log: tuple[str, str] | None = None
        self._error: tuple[str, dict[str, object]] | None = None

    # -- observing --------------------------------------------------------------------------
    @property
    def session(self) -> QuizSession:
        return self._session

    @property
    def level(self) -> str:
        return self._session.level

    @property
    def ticked(self) -> frozenset[str]:
        return self._ticked

    def _build_view(self) -> QuizView:
        return self._present()

    # -- hands ------------------------------------------------------------------------------
    @property
    def practice(self) -> Practice:
        return self._practice

    def new_hand(self) -> None:
        """Deal a new realistic random hand at the current level (when practising, the one of a
        few dealt that best serves the student's weak skills)."""
        self._own_asked = bool(self._own)
        self._own_already = 0  # said of the hands waiting before this one was asked
        if self._own:
            self._practice.choice = None
            spec = self._own.popleft()
            self._own_waiting.discard(spec)
            self._session.next_question(spec)
        else:
            self._session.next_question(self._practice.deal(self._session))
        self._from_desk = False
        self._from_log = None
        self._start()

    def add_own_hands(self, specs: Sequence[HandSpec]) -> int:
        """Queue the student's own hands: they are asked before any dealt hand. Returns how
        many were added (a hand already waiting is not added twice: equal hands, kept in the
        order they came; linear in the number of hands). Hands that were all waiting already
        add nothing, and the view says so (:data:`ALREADY_WAITING`): the click is not lost."""
        added = 0
        waiting = self._own_waiting
        for spec in specs:
            if spec not in waiting:
                waiting.add(spec)
                self._own.append(spec)
                added += 1
        self._own_error = None
        self._own_left_out = ()
        self._own_already = len(waiting) if specs and not added else 0
        self._notify()
        return added

    def own_hands_missing(self, code: str) -> None:
        """Say that a source of the student's own hands had none (an error code)."""
        self._own_error = MahjongError(code)
        self._own_left_out = ()
        self._own_already = 0
        self._notify()

    def add_own_file(self, path: str) -> int:
        """The hands of a game record (``.mjgame``) or a game log (Tenhou mjlog, plain or gzip,
        or JSON, whatever the file's name: told by its content as the log window reads it); a
        file that cannot be read is said in the view, and so are a record's hand lines the game
        refuses and its wins the quiz cannot ask as the game paid them. Returns how many hands
        were added."""
        from mjgui.core.teach.own_hands import read_file_hands

        try:
            found = read_file_hands(path)
        except MahjongError as err:
            self._own_error = err
            self._own_left_out = ()
            self._own_already = 0
            self._notify()
            return 0
        return self.add_own_found(found, "no_own_hands")

    def add_own_found(self, found: OwnHands, missing: str) -> int:
        """Queue the hands a source of the student's own hands gave (a file, the calculator's
        wins) and say what it left out: the record's hand lines the game refused, the wins the
        quiz cannot ask as the game paid them (a log's, whichever way it came); ``missing``
        (an error code) when it gave nothing at all. Returns how many hands were added."""
        refused = found.refused
        if not found.hands and not refused and not found.left_out:
            self.own_hands_missing(missing)
            return 0
        added = self.add_own_hands(found.hands) if found.hands else 0
        if not found.hands:  # nothing given: nothing was already waiting either
            self._own_already = 0
        # this file's notice only: a file before it that could not be read is not said again
        self._own_error = None
        if refused:  # the hand lines left out, how many and why the first was
            self._own_error = MahjongError("own_hands_refused", n=len(refused), first=refused[0])
        self._own_left_out = found.left_out  # the wins not asked, how many and why the first is
        self._notify()
        return added

    def _own_notice(self, lang: str) -> str:
        """What the last source of the student's own hands left out, or why it gave none; ""
        when nothing."""
        said = [self._own_error.message(lang)] if self._own_error is not None else []
        if self._own_already:
            said.append(say(ALREADY_WAITING, lang, n=self._own_already))
        left_out = self._own_left_out
        if left_out and left_out[0].log:  # the calculator's: each named by its log and hand
            if len(left_out) == 1:
                first = left_out[0]
                said.append(
                    say(LEFT_OUT_DESK_ONE, lang, hand=first.hand, log=first.log, why=first.message(lang))
                )
            else:
                wins = "; ".join(
                    say(LEFT_OUT_DESK_WIN, lang, hand=w.hand, log=w.log, why=w.message(lang))
                    for w in left_out
                )
                said.append(say(LEFT_OUT_DESK, lang, n=len(left_out), wins=wins))
        elif left_out:
            first = left_out[0]
            if first.hand:  # a log's: its hands are named as the log window names them
                template = LEFT_OUT_LOG_ONE if len(left_out) == 1 else LEFT_OUT_LOG
            else:
                template = LEFT_OUT_ONE if len(left_out) == 1 else LEFT_OUT
            where = {"hand": first.hand} if first.hand else {"line": first.line}
            said.append(say(template, lang, n=len(left_out), why=first.message(lang), **where))
        return " ".join(said)

    def set_practise(self, on: bool) -> bool:
        """Practise the weak skills from the next hand on."""
        if on == self._practice.active:
            return False
        self._practice.active = on
        self._notify()
        return True

    def set_rules(self, rules: Rules) -> bool:
        """Deal under ``rules`` (the desk's) from the next hand on: three-player rules deal
        three-player hands. The hand being asked stays as it is."""
        if rules == self._session.rules:
            return False
        self._session.rules = rules
        self._notify()
        return True

    def set_skip_limit_fu(self, on: bool) -> bool:
        """Skip the fu question on hands of 5 han or more (from the next hand)."""
        if on == self._session.skip_limit_fu:
            return False
        self._session.skip_limit_fu = on
        self._notify()
        return True

    def set_difficulty(self, difficulty: str) -> bool:
        """``any``, ``beginner`` or ``advanced`` hands from the next one on."""
        from mjgui.core.teach.quiz import DIFFICULTIES

        if difficulty not in DIFFICULTIES or difficulty == self._session.difficulty:
            return False
        self._session.difficulty = difficulty
        self._notify()
        return True

    def start_drill(self, hands: int) -> None:
        """A timed drill of ``hands`` hands, starting with a new one now."""
        self._practice.start_drill(hands, self._session.level)
        self.new_hand()

    def progress(self) -> ProgressView:
        return self._practice.progress(self._lang)

    def quiz_hand(
        self, spec: HandSpec, log: str = "", round_label: str = "", *, left_out: LeftOut | None = None
    ) -> bool:
        """Quiz ``spec`` (the hand on the desk, or a win of the game log named ``log`` in the
        hand ``round_label``, as the log names it: "E2-1"); False, with the reason shown, when
        it is not a complete winning hand, or when it is a log's win the quiz leaves out of the
        log (``left_out``, the log's verdict: :func:`~mjgui.core.teach.own_hands.log_win_left_out`;
        its game paid it otherwise than the quiz reckons), as it does from the calculator's
        winning hands: the payment the game made would be marked wrong."""
        from mjgui.core.scoring.scoring import score

        if left_out is not None:
            self._error = ("log_hand_not_asked", {"left_out": left_out})
            self._notify()
            return False
        found = problems(spec)
        reason: object = found[0] if found else None
        if reason is None:
            no_win = score(spec).no_win
            reason = no_win
        if reason is not None:
            counts = isinstance(reason, HandError) and reason.code in ("tile_count", "win_tile_not_in_hand")
            self._error = ("desk_not_win", {} if counts else {"reason": reason})
            self._notify()
            return False
        self._session.next_question(spec)
        self._practice.choice = None
        self._own_asked = False
        self._from_desk = True
        self._from_log = (log, round_label) if log else None
        self._start()
        return True

    def refuse_desk_without_tiles(self) -> None:
        """Quiz the desk's hand, asked while the desk scores Han and fu: it shows a value picked,
        not tiles (those it keeps are hidden, and may be of another hand), so none is quizzed and
        the quiz says why; the question under way stays."""
        self._error = ("desk_not_win", {"quick": True})
        self._notify()

    def _start(self) -> None:
        self._ticked = frozenset()
        self._verdicts = []
        self._error = None
        self._notify()

    def set_level(self, level: str) -> bool:
        """Change the level. A hand not answered yet (or the desk's hand) is asked again at the
        new level; a hand already started gives way to a new one. A timed drill under way starts
        again from its first hand, timed at the new level."""
        from mjgui.core.teach.quiz import LEVEL_STEPS

        if level not in LEVEL_STEPS or level == self._session.level:
            return False
        self._session.set_level(level)
        self._practice.level_changed(level)  # a drill starts again, timed at the new level
        question = self._session.question
        if question is not None and (not self._verdicts or self._from_desk):
            from_desk = self._from_desk
            # the same hand (and number), asked again with the steps of the new level
            self._session.ask_again()
            self._from_desk = from_desk
            self._start()
        else:
            self.new_hand()
        return True

    # -- answering --------------------------------------------------------------------------
    def toggle_yaku(self, ident: str) -> bool:
        if self._session.current_step != "yaku" or ident not in yaku_choice_ids(self._hand_rules()):
            return False
        ticked = set(self._ticked)
        ticked ^= {ident}
        self._ticked = frozenset(ticked)
        self._error = None
        self._notify()
        return True

    def _hand_rules(self) -> Rules:
        """The rules of the hand being asked (a hand from the calculator keeps its own)."""
        question = self._session.question
        return question.spec.rules if question is not None else self._session.rules

    def set_yaku(self, ident: str, on: bool) -> bool:
        if (ident in self._ticked) == on:
            return False
        return self.toggle_yaku(ident)

    def submit_yaku(self) -> Verdict | None:
        if self._session.current_step != "yaku":
            return None
        verdict = self._session.answer_yaku(self._ticked)
        return self._judged(verdict)

    def submit_number(self, text: str) -> Verdict | None:
        """The answer to the han or fu question, as typed."""
        step = self._session.current_step
        if step not in ("han", "fu"):
            return None
        number = _number(text, _unit_words(step))
        if number is None:
            self._error = ("not_a_number", {"example": 3 if step == "han" else 30})
            self._notify()
            return None
        verdict = self._session.answer_han(number) if step == "han" else self._session.answer_fu(number)
        return self._judged(verdict)

    def submit_payment(self, texts: Sequence[str]) -> Verdict | None:
        """The amounts of the payment question, as typed (one, or dealer and non-dealer)."""
        if self._session.current_step != "payment":
            return None
        numbers = [_number(t) for t in texts]
        question = self._session.question
        assert question is not None
        need = len(question.answers.payment)
        got = [n for n in numbers if n is not None]
        if len(got) < need or len(numbers) < need:
            key = "fill_both" if need == 2 and any(n is not None for n in numbers) else "not_a_number"
            # the example is a round number, not the answer
            self._error = (key, {"example": 1000} if key == "not_a_number" else {})
            self._notify()
            return None
        verdict = self._session.answer_payment(tuple(got[:need]))
        return self._judged(verdict)

    def answer_all(self, answers: str) -> bool:
        """Answer the questions in order, as ``--answers`` gives them (screenshots, scripts):
        steps separated by ``;``, the two amounts of a tsumo by ``/`` (non-dealer/dealer, as the
        answer is shown; either order is right): ``riichi tanyao;3;40``
        (``30 fu``, ``3 хан`` too). The first answer refused (not a number, a yaku that is not
        one, an answer after the hand is done) stops them: the ones after it would land on the
        wrong step. False then, and the view's error says which answer and why (quoting at most
        :data:`MAX_QUOTED_ANSWER` characters of it). A text over :data:`MAX_ANSWERS` characters is
        refused whole, none of it given (``answers_too_long``)."""
        if len(answers) > MAX_ANSWERS:
            self._error = ("answers_too_long", {"length": len(answers), "limit": MAX_ANSWERS})
            self._notify()
            return False
        given = [a.strip() for a in answers.split(";") if a.strip()]
        for n, answer in enumerate(given, start=1):
            refused = self._answer_one(answer)
            if refused is not None:
                key = "answers_stopped" if n < len(given) else "answer_refused"  # any after it?
                self._error = (key, {"n": n, "answer": answer, "refusal": refused})
                self._notify()
                return False
        return True

    def _answer_one(self, answer: str) -> tuple[str, dict[str, object]] | None:
        """One answer of :meth:`answer_all` given to the step asked; the error that refused
        it, if one did."""
        step = self._session.current_step
        if step == "yaku":
            idents = answer.replace(",", " ").split()
            offered = yaku_choice_ids(self._hand_rules())
            unknown = next((i for i in idents if i not in offered), None)
            if unknown is not None:  # a yaku these rules have none of, or no yaku at all
                from mjgui.core.teach.quiz import YAKU_CHOICES

                return ("ruled_out_yaku" if unknown in YAKU_CHOICES else "unknown_yaku", {"word": unknown})
            for ident in idents:
                self.set_yaku(ident, True)
            self.submit_yaku()
        elif step in ("han", "fu"):
            self.submit_number(answer)
        elif step == "payment":
            amounts = answer.split("/")
            question = self._session.question
            if question is not None and question.answers.payment_kind == "tsumo" and len(amounts) == 2:
                # written as the answer line writes them, non-dealer/dealer ("1300/2600"); the
                # fields take the dealer's first. Either order is graded right (the dealer's
                # share is the larger), and a wrong one is quoted back in the order typed.
                amounts.reverse()
            self.submit_payment(amounts)
        else:
            return ("hand_done", {})
        return self._error  # a verdict clears it; a refusal sets it

    def _judged(self, verdict: Verdict) -> Verdict:
        self._verdicts.append(verdict)
        self._error = None
        question = self._session.question
        if question is not None:
            self._practice.note(question, verdict, self._session.level)
            if self._session.finished:
                self._practice.hand_finished(self._session.level)
        self._notify()
        return verdict

    # -- the view ---------------------------------------------------------------------------
    def _present(self) -> QuizView:
        from mjgui.core.teach.quiz import DIFFICULTIES

        lang = self._lang
        session = self._session
        practice = self._practice
        return dataclasses.replace(
            self._present_question(),
            origin=self._origin(lang),
            practise=practice.active,
            skip_limit_fu=session.skip_limit_fu,
            difficulty=session.difficulty,
            difficulties=tuple((d, phrase(DIFFICULTY_NAMES, d, lang)) for d in DIFFICULTIES),
            why=self._why(lang),
            drill=practice.drill_text(lang),
            notice=self._own_notice(lang) or practice.notice(lang),
        )

    def _origin(self, lang: str) -> str:
        """Where the hand asked was brought from, for its title; "" for a dealt hand."""
        if self._session.question is None or not self._from_desk:
            return ""
        if self._from_log is None:
            return phrase(PHRASES, "from_desk", lang)
        from mjgui.controller.game.phrases import log_round_text

        name, label = self._from_log
        return phrase(PHRASES, "from_log", lang, name=name, round=log_round_text(label, lang))

    def _why(self, lang: str) -> str:
        if self._session.question is None or self._from_desk:
            return ""
        if self._own_asked:
            return phrase(PRACTICE, "own_hand", lang, n=len(self._own))
        return self._practice.why_text(lang)

    def _present_question(self) -> QuizView:
        from mjgui.core.teach import explain_text as T
        from mjgui.core.teach.quiz import LEVELS

        lang = self._lang
        session = self._session
        question = session.question
        names = {
            "yaku": T.QUIZ["level_yaku"],
            "han_fu": T.QUIZ["level_han_fu"],
            "payment": T.QUIZ["level_payment"],
            "han_fu_only": T.QUIZ["level_han_fu_only"],
            "points": T.QUIZ["level_points"],
        }
        levels = tuple((lv, translate(names[lv], lang)) for lv in LEVELS)
        score = session.score
        if score.answered:
            score_text = phrase(PHRASES, "score", lang, right=score.correct, n=score.answered)
            if score.questions:
                hands = phrase(PHRASES, "hands_perfect", lang, perfect=score.perfect, n=score.questions)
                score_text = phrase(PHRASES, "score_hands", lang, answers=score_text, hands=hands)
        else:
            score_text = phrase(PHRASES, "score_empty", lang)
        error = self._error_text()
        if question is None:
            return QuizView(
                level=session.level, levels=levels, number=0, picture=None, situation=(), badges=(),
                input="none", step="", prompt="", choices=(), numbers=(), payment_fields=(), verdicts=(),
                summary="", answer="", score=score_text, error=error, from_desk=False, lang=lang,
            )  # fmt: skip
        step = session.current_step or ""
        badges: list[StepBadge] = []
        for i, name in enumerate(question.steps):
            state: BadgeState
            if i < len(self._verdicts):
                judged = self._verdicts[i].correct
                state, said = ("right", "badge_right") if judged else ("wrong", "badge_wrong")
            elif name == step:
                state, said = "current", "badge_current"
            else:
                state, said = "pending", "badge_pending"
            label = translate(_step_names()[name], lang)
            badges.append(StepBadge(name, label, state, phrase(PHRASES, said, lang, step=label)))
        verdicts = tuple(self._verdict_view(v) for v in self._verdicts)
        kind: InputKind = "done"
        numbers: tuple[int, ...] = ()
        fields: tuple[str, ...] = ()
        choices: tuple[YakuChoice, ...] = ()
        if step == "yaku":
            kind = "yaku"
            rules = question.spec.rules
            choices = tuple(
                YakuChoice(
                    ident,
                    yaku_name(ident, lang),
                    _choice_tip(ident, lang, rules),
                    phrase(PHRASES, _choice_group(ident, rules), lang),
                    ident in self._ticked,
                )
                for ident in yaku_choice_ids(rules)
            )
        elif step in ("han", "fu"):
            kind = "number"
            numbers = HAN_CHOICES if step == "han" else FU_CHOICES
        elif step == "payment":
            kind = "payment"
            pk = question.answers.payment_kind
            liable = question.spec.liable
            fields = (
                (phrase(PHRASES, "pay_ron", lang),)
                if pk == "ron"
                else (phrase(PHRASES, "pay_each", lang),)
                if pk == "tsumo_dealer"
                # pao: what the liable player pays alone, or the winner's points
                else (
                    phrase(
                        PHRASES,
                        "pay_liable",
                        lang,
                        wind=wind_word(liable if liable is not None else -1, lang),
                    ),
                )
                if pk == "pao_tsumo"
                else (phrase(PHRASES, "pay_points", lang),)
                if pk == "pao_points"
                else (
                    phrase(PHRASES, "pay_dealer", lang),
                    # three players: one other non-dealer pays
                    phrase(PHRASES, "pay_other_3" if question.spec.rules.players == 3 else "pay_other", lang),
                )
            )
        summary = answer = ""
        if kind == "done":
            right = sum(1 for v in self._verdicts if v.correct)
            asked = len(self._verdicts)
            key = "hand_right" if right == asked else "hand_some"
            summary = phrase(PHRASES, key, lang, number=question.number, right=right, n=asked)
            answer = self._answer_line(question.result)
        return QuizView(
            level=session.level,
            levels=levels,
            number=question.number,
            picture=hand_picture(question.spec, lang),
            situation=situation_chips(question.spec, lang),
            badges=tuple(badges),
            input=kind,
            step=step,
            prompt=session.prompt(lang) if step else "",
            choices=choices,
            numbers=numbers,
            payment_fields=fields,
            verdicts=verdicts,
            summary=summary,
            answer=answer,
            score=score_text,
            error=error,
            from_desk=self._from_desk,
            lang=lang,
        )

    def _verdict_view(self, verdict: Verdict) -> VerdictView:
        lang = self._lang
        lines = verdict.lines(lang)
        details = () if verdict.correct else tuple(cap(line) for line in lines[1:])
        label = translate(_step_names()[verdict.step], lang)
        return VerdictView(verdict.step, label, verdict.correct, lines[0], details)

    def _answer_line(self, result: ScoreResult) -> str:
        lang = self._lang
        win = result.win
        if win is None or win.payment is None:
            return ""
        yaku = yaku_list(win, lang)
        payment = win_headline(result.spec, win, lang)  # under pao: who paid it
        if win.yakuman or renhou_paid(win):  # the payment starts with the limit's name: said once
            return phrase(PHRASES, "answer_line_yakuman", lang, yaku=yaku, payment=payment)
        return phrase(PHRASES, "answer_line", lang, yaku=yaku, value=han_fu_text(win, lang), payment=payment)

    def _error_text(self) -> str:
        if self._error is None:
            return ""
        key, params = self._error
        lang = self._lang
        if key in ("answers_stopped", "answer_refused"):
            refusal = params["refusal"]
            assert isinstance(refusal, tuple)
            why = {k: _quoted_answer(v) if k == "word" else v for k, v in refusal[1].items()}
            said = phrase(PHRASES, refusal[0], lang, **why)
            answer = _quoted_answer(params["answer"])
            return phrase(PHRASES, key, lang, n=params["n"], answer=answer, reason=inner_sentence(said, lang))
        if key == "answers_too_long":  # counts grouped as every number is (42 000)
            from mjgui.core.numbers import number

            counts = {k: number(v, lang) if isinstance(v, int) else v for k, v in params.items()}
            return phrase(PHRASES, key, lang, **counts)
        if key == "log_hand_not_asked":
            from mjgui.core.teach.own_hands import LeftOut

            left_out = params["left_out"]
            assert isinstance(left_out, LeftOut)
            return phrase(
                PHRASES, key, lang, hand=left_out.hand, log=left_out.log, why=left_out.message(lang)
            )
        if key == "desk_not_win":
            err = params.get("reason")
            message = getattr(err, "message", None)
            if params.get("quick"):  # the desk in Han and fu: a value, no tiles shown
                reason = phrase(PHRASES, "desk_quick", lang)
            elif callable(message):
                reason = str(message(lang))
            else:
                reason = phrase(PHRASES, "desk_incomplete", lang)
            return phrase(PHRASES, key, lang, reason=inner_sentence(reason, lang))
        return phrase(PHRASES, key, lang, **params)


#: ``--answers``: the longest text read, as long as a score line or a record's line may be
#: (:data:`~mjgui.core.scoring.arguments.MAX_SCORE_LINE`): a hand's answers, every yaku named, take
#: a few hundred characters
MAX_ANSWERS = MAX_SCORE_LINE
#: the most of an answer (or a word of it) a refusal quotes: a refusal is a line of the window
MAX_QUOTED_ANSWER = 40


def _quoted_answer(value: object) -> str:
    """An answer as a refusal quotes it: its first characters, "…" for the rest."""
    text = str(value)
    return text if len(text) <= MAX_QUOTED_ANSWER else text[: MAX_QUOTED_ANSWER - 1] + "…"


#: Fullwidth digits (a Japanese keyboard's) read as ASCII ones.
_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_MOST_DIGITS = 9  # no answer of the quiz is longer; a longer number is a slip of the keyboard


def _number(text: str, units: Sequence[str] = ()) -> int | None:
    """The whole number typed (spaces and thousands separators aside, ASCII or fullwidth
    digits only: ``²`` or ``٣`` are not numbers here), after one of ``units`` if it ends with
    one, in any case: ``30 fu``, ``30фу``; None when it is not one."""
    cleaned = "".join(ch for ch in text if not ch.isspace() and ch not in ",'’")
    cleaned = cleaned.translate(_FULLWIDTH_DIGITS).casefold()
    for unit in units:
        if cleaned.endswith(unit):
            cleaned = cleaned[: -len(unit)]
            break
    if not cleaned or len(cleaned) > _MOST_DIGITS or cleaned.strip("0123456789"):
        return None
    return int(cleaned)


def _unit_words(step: str) -> tuple[str, ...]:
    """The words a han or a fu answer may end with, in every language of the catalogue."""
    from mjgui.core.i18n import LANGS
    from mjgui.core.text import FU_WORD, HAN_WORD

    word = HAN_WORD if step == "han" else FU_WORD
    return tuple(translate(word, lang).casefold() for lang in LANGS)


def _step_names() -> dict[str, Msg]:
    """The quiz steps' names by step id (keys written whole, so that each can be found)."""
    from mjgui.core.teach import explain_text as T

    return {
        "yaku": T.QUIZ["step_yaku"],
        "han": T.QUIZ["step_han"],
        "fu": T.QUIZ["step_fu"],
        "payment": T.QUIZ["step_payment"],
    }

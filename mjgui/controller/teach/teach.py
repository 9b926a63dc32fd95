"""Teaching mode's view models: near misses, readings side by side, the arithmetic step by step,
the quiz and the same hand under other rules. No Qt here.

The judgement is the core's (:mod:`mjgui.core.teach.explain`, :mod:`mjgui.core.teach.quiz`,
:mod:`mjgui.core.teach.compare`); this module only picks what to show and words it in the current
language, as :mod:`mjgui.controller.scoring.present` does for the calculator. The widgets in
:mod:`mjgui.gui.teach` lay these values out and call back the controllers' methods.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from mjgui.controller.observable import Observable
from mjgui.controller.scoring.explain import cap, yaku_list
from mjgui.controller.scoring.present import (
    headline_text,
    indicator_view,
    meld_view,
    tile_view,
)
from mjgui.controller.scoring.values import han_fu_text
from mjgui.controller.scoring.views import (
    IndicatorView,
    MeldView,
    TileView,
)
from mjgui.controller.teach.practice import PHRASES as PRACTICE
from mjgui.controller.teach.practice import Practice, ProgressView
from mjgui.core.errors import HandError, MahjongError
from mjgui.core.i18n import Msg, msg, phrase, translate
from mjgui.core.numbers import number
from mjgui.core.scoring.hand import SITUATION_FLAGS, HandSpec, problems
from mjgui.core.scoring.rules import PRESETS, SEED, Rules
from mjgui.core.scoring.tiles import Tile
from mjgui.core.text import YAKU, normalize_lang, wind_word, yaku_name

if TYPE_CHECKING:
    from mjgui.core.scoring.scoring import ScoreResult
    from mjgui.core.teach.compare import Comparison, PresetRow
    from mjgui.core.teach.quiz import QuizSession, Verdict

__all__ = [
    "CompareCell",
    "CompareController",
    "CompareRowView",
    "CompareView",
    "HandPicture",
    "QuizController",
    "QuizView",
    "StepBadge",
    "VerdictView",
    "YakuChoice",
    "hand_picture",
    "match_yaku",
    "situation_chips",
]


#: The sentences this module puts together (English, Russian); the core's words come from
#: :mod:`mjgui.core.teach.explain_text` and :mod:`mjgui.core.text`.
PHRASES: dict[str, Msg] = {
    # the hand's situation, as chips under the tiles
    "seat": msg("teach:seat", "Seat: {wind}"),
    "seat_dealer": msg("teach:seat_dealer", "Seat: {wind} (dealer)"),
    "round": msg("teach:round", "Round: {wind}"),
    "ron_from": msg("teach:ron_from", "Ron from {wind}"),
    "ron": msg("teach:ron", "Ron"),
    "tsumo": msg("teach:tsumo", "Tsumo"),
    "honba": msg("teach:honba", "Honba: {n}"),
    "sticks": msg("teach:sticks", "Riichi sticks: {n}"),
    "rules": msg("teach:rules", "Rules: {name}"),
    # the quiz
    "pay_ron": msg("teach:pay_ron", "The discarder pays"),
    "pay_each": msg("teach:pay_each", "Each player pays"),
    "pay_dealer": msg("teach:pay_dealer", "The dealer pays"),
    "pay_other": msg("teach:pay_other", "Each non-dealer pays"),
    "not_a_number": msg("teach:not_a_number", "Type a whole number, e.g. {example}"),
    "fill_both": msg("teach:fill_both", "Fill in both amounts"),
    "score": msg("teach:score", "{right} of {answered} answers right"),
    "score_hands": msg(
        "teach:score_hands", "{right} of {answered} answers right · {perfect} of {hands} hands perfect"
    ),
    "score_empty": msg("teach:score_empty", "No answers yet"),
    "hand_right": msg("teach:hand_right", "Hand {number} done: every answer right"),
    "hand_some": msg("teach:hand_some", "Hand {number} done: {right} of {asked} answers right"),
    "answer_line": msg("teach:answer_line", "{yaku} · {value} · {payment}"),
    "desk_not_win": msg("teach:desk_not_win", "The hand on the desk cannot be quizzed: {reason}"),
    "desk_incomplete": msg("teach:desk_incomplete", "enter a complete winning hand first"),
    "group_1": msg("teach:group_1", "1 han"),
    "group_2": msg("teach:group_2", "2 han"),
    "group_3": msg("teach:group_3", "3 han or more"),
    "group_yakuman": msg("teach:group_yakuman", "Yakuman"),
    "choice_tip": msg("teach:choice_tip", "{meaning} · {han}"),
    "han_closed_open": msg("teach:han_closed_open", "{closed} han, {open} open"),
    "han_closed_only": msg("teach:han_closed_only", "{closed} han, closed only"),
    "han_same": msg("teach:han_same", "{closed} han"),
    # the rules comparison
    "column_rules": msg("teach:column_rules", "Rules"),
    "column_why": msg("teach:column_why", "What makes the difference"),
    "reference": msg("teach:reference", "{name} · the desk's rules"),
    "compare_same": msg("teach:compare_same", "Every preset compared here scores this hand alike."),
    "compare_differs": msg(
        "teach:compare_differs", "Marked cells differ from {reference}; the last column names the rule."
    ),
    "compare_need_hand": msg(
        "teach:compare_need_hand", "Enter a complete hand on the desk to see it under each preset."
    ),
    "compare_invalid": msg("teach:compare_invalid", "The hand on the desk is not valid: {reason}"),
    "same_as_reference": msg("teach:same_as_reference", "The same as {reference}"),
    "differs_tip": msg("teach:differs_tip", "{reference}: {value}"),
}


# ---------------------------------------------------------------------------------------------
# A hand drawn with the tile art (quiz and comparison windows)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandPicture:
    """A whole hand to draw: concealed tiles sorted with the winning tile last (``win_index``),
    the melds, and the dora and ura indicators (each with the tile it makes dora)."""

    hand: tuple[TileView, ...]
    win_index: int
    melds: tuple[MeldView, ...]
    dora: tuple[IndicatorView, ...]
    ura: tuple[IndicatorView, ...]
    label: str  # the hand as text, for screen readers: "234m567p345s678s 8s (win)"


def _sorted(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda t: (t.kind, not t.red))


def hand_picture(spec: HandSpec, lang: str) -> HandPicture:
    rest = list(spec.concealed)
    win: Tile | None = None
    if spec.win_tile in rest:
        rest.remove(spec.win_tile)
        win = spec.win_tile
    else:
        same = next((t for t in rest if t.kind == spec.win_tile.kind), None)
        if same is not None:
            rest.remove(same)
            win = same
    tiles = _sorted(rest)
    views = [tile_view(t, lang) for t in tiles]
    win_index = -1
    if win is not None:
        win_index = len(views)
        views.append(tile_view(win, lang, win=True))
    from mjgui.core.scoring.notation import format_hand

    label = format_hand(tuple(tiles) + ((win,) if win else ()), spec.melds, win)
    return HandPicture(
        hand=tuple(views),
        win_index=win_index,
        melds=tuple(meld_view(m, lang) for m in spec.melds),
        dora=tuple(indicator_view(t, lang) for t in spec.dora),
        ura=tuple(indicator_view(t, lang) for t in spec.ura),
        label=label,
    )


_FLAG_ORDER = tuple(f for f in SITUATION_FLAGS if f != "tsumo")


def situation_chips(spec: HandSpec, lang: str, *, rules: bool = True) -> tuple[str, ...]:
    """The situation in short words: seat (dealer), round, ron from whom or tsumo, the
    declared flags, honba and riichi sticks, and the rules."""
    seat = wind_word(spec.seat, lang)
    out = [phrase(PHRASES, "seat_dealer" if spec.dealer else "seat", lang, wind=seat)]
    out.append(phrase(PHRASES, "round", lang, wind=wind_word(spec.round_wind, lang)))
    if spec.tsumo:
        out.append(phrase(PHRASES, "tsumo", lang))
    elif spec.discarder is not None:
        out.append(phrase(PHRASES, "ron_from", lang, wind=wind_word(spec.discarder, lang)))
    else:
        out.append(phrase(PHRASES, "ron", lang))
    out.extend(yaku_name(flag, lang) for flag in _FLAG_ORDER if getattr(spec, flag))
    if spec.honba:
        out.append(phrase(PHRASES, "honba", lang, n=spec.honba))
    if spec.sticks:
        out.append(phrase(PHRASES, "sticks", lang, n=spec.sticks))
    if rules:
        from mjgui.core.text import preset_name

        out.append(phrase(PHRASES, "rules", lang, name=preset_name(spec.rules.name, lang, in_text=True)))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# The quiz
# ---------------------------------------------------------------------------------------------

BadgeState = Literal["pending", "current", "right", "wrong"]
InputKind = Literal["yaku", "number", "payment", "done", "none"]
HAN_CHOICES: tuple[int, ...] = tuple(range(1, 14))
FU_CHOICES: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)


@dataclass(frozen=True)
class StepBadge:
    step: str  # yaku, han, fu, payment
    label: str
    state: BadgeState


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
    from_desk: bool
    lang: str
    # the quiz that learns the student (issue 16)
    practise: bool = False  # the next hands practise the weak skills
    skip_limit_fu: bool = False
    difficulty: str = "any"
    difficulties: tuple[tuple[str, str], ...] = ()  # (id, its name)
    why: str = ""  # why this hand was chosen
    drill: str = ""  # the timed drill: running, or its result
    notice: str = ""  # the record could not be saved, or a damaged one was set aside


_GROUPS = ("group_1", "group_2", "group_3", "group_yakuman")


def yaku_choice_ids() -> tuple[str, ...]:
    """The yaku a student can claim, by their closed han (1, 2, 3 or more, yakuman) and, in a
    group, in the order a yaku list is usually shown."""
    from mjgui.core.teach.quiz import YAKU_CHOICES

    return tuple(sorted(YAKU_CHOICES, key=lambda ident: _GROUPS.index(_choice_group(ident))))


def _choice_group(ident: str) -> str:
    from mjgui.core.scoring.yaku_table import YAKU_HAN

    if ident not in YAKU_HAN:
        return "group_yakuman"
    closed = YAKU_HAN[ident][0]
    return "group_1" if closed == 1 else "group_2" if closed == 2 else "group_3"


def _choice_tip(ident: str, lang: str) -> str:
    from mjgui.core.scoring.yaku_table import YAKU_HAN

    info = YAKU.get(ident)
    meaning = translate(info.meaning, lang) if info else ident
    if ident in YAKU_HAN:
        closed, opened = YAKU_HAN[ident]
        if opened is None:
            han = phrase(PHRASES, "han_closed_only", lang, closed=closed)
        elif opened != closed:
            han = phrase(PHRASES, "han_closed_open", lang, closed=closed, open=opened)
        else:
            han = phrase(PHRASES, "han_same", lang, closed=closed)
    else:
        from mjgui.core.text import tr

        han = tr("yakuman", lang)
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
        rng = random.Random(seed)
        self._session: QuizSession = QuizSession(level=level, rules=rules, rng=rng)
        self._ticked: frozenset[str] = frozenset()
        self._verdicts: list[Verdict] = []
        self._from_desk = False
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
        if self._own:
            self._practice.choice = None
            spec = self._own.popleft()
            self._own_waiting.discard(spec)
            self._session.next_question(spec)
        else:
            self._session.next_question(self._practice.deal(self._session))
        self._from_desk = False
        self._start()

    def add_own_hands(self, specs: Sequence[HandSpec]) -> int:
        """Queue the student's own hands: they are asked before any dealt hand. Returns how
        many were added (a hand already waiting is not added twice: equal hands, kept in the
        order they came; linear in the number of hands)."""
        added = 0
        waiting = self._own_waiting
        for spec in specs:
            if spec not in waiting:
                waiting.add(spec)
                self._own.append(spec)
                added += 1
        self._own_error = None
        self._notify()
        return added

    def own_hands_missing(self, code: str) -> None:
        """Say that a source of the student's own hands had none (an error code)."""
        self._own_error = MahjongError(code)
        self._notify()

    def add_own_file(self, path: str) -> int:
        """The hands of a game record (``.mjgame``) or a game log (Tenhou mjlog or JSON); a file
        that cannot be read is said in the view. Returns how many hands were added."""
        from mjgui.core.teach.own_hands import log_hands, record_hands

        try:
            if path.lower().endswith((".mjlog", ".json", ".xml")):
                from mjgui.core.logs import read_log_file

                specs = log_hands(read_log_file(path))
            else:
                from mjgui.core.game.storage import load_record

                specs = record_hands(load_record(path, strict=False).text)
        except MahjongError as err:
            self._own_error = err
            self._notify()
            return 0
        if not specs:
            self.own_hands_missing("no_own_hands")
            return 0
        return self.add_own_hands(specs)

    def set_practise(self, on: bool) -> bool:
        """Practise the weak skills from the next hand on."""
        if on == self._practice.active:
            return False
        self._practice.active = on
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
        self._practice.start_drill(hands)
        self.new_hand()

    def progress(self) -> ProgressView:
        return self._practice.progress(self._lang)

    def quiz_hand(self, spec: HandSpec) -> bool:
        """Quiz ``spec`` (the hand on the desk); False, with the reason shown, when it is not a
        complete winning hand."""
        from mjgui.core.scoring.scoring import score

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
        self._start()
        return True

    def _start(self) -> None:
        self._ticked = frozenset()
        self._verdicts = []
        self._error = None
        self._notify()

    def set_level(self, level: str) -> bool:
        """Change the level. A hand not answered yet (or the desk's hand) is asked again at the
        new level; a hand already started gives way to a new one."""
        from mjgui.core.teach.quiz import LEVEL_STEPS

        if level not in LEVEL_STEPS or level == self._session.level:
            return False
        self._session.set_level(level)
        question = self._session.question
        if question is not None and (not self._verdicts or self._from_desk):
            from_desk = self._from_desk
            # the same hand, asked again with the steps of the new level
            self._session.next_question(question.spec)
            self._from_desk = from_desk
            self._start()
        else:
            self.new_hand()
        return True

    # -- answering --------------------------------------------------------------------------
    def toggle_yaku(self, ident: str) -> bool:
        if self._session.current_step != "yaku" or ident not in yaku_choice_ids():
            return False
        ticked = set(self._ticked)
        ticked ^= {ident}
        self._ticked = frozenset(ticked)
        self._error = None
        self._notify()
        return True

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
        number = _number(text)
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

    def answer_all(self, answers: str) -> None:
        """Answer the questions in order, as ``--answers`` gives them (screenshots, scripts):
        steps separated by ``;``, the two amounts of a tsumo by ``/``: ``riichi tanyao;3;40``."""
        for answer in (a.strip() for a in answers.split(";") if a.strip()):
            step = self._session.current_step
            if step == "yaku":
                for ident in answer.replace(",", " ").split():
                    self.set_yaku(ident, True)
                self.submit_yaku()
            elif step in ("han", "fu"):
                self.submit_number(answer)
            elif step == "payment":
                self.submit_payment(answer.split("/"))

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
            practise=practice.active,
            skip_limit_fu=session.skip_limit_fu,
            difficulty=session.difficulty,
            difficulties=tuple((d, phrase(PRACTICE, f"difficulty_{d}", lang)) for d in DIFFICULTIES),
            why=self._why(lang),
            drill=practice.drill_text(lang),
            notice=self._own_error.message(lang) if self._own_error is not None else practice.notice(lang),
        )

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
        levels = tuple((lv, T.pick(T.QUIZ[f"level_{lv}"], lang)) for lv in LEVELS)
        score = session.score
        if score.answered:
            score_text = phrase(
                PHRASES,
                "score_hands" if score.questions else "score",
                lang,
                right=score.correct,
                answered=score.answered,
                perfect=score.perfect,
                hands=score.questions,
            )
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
                state = "right" if self._verdicts[i].correct else "wrong"
            elif name == step:
                state = "current"
            else:
                state = "pending"
            badges.append(StepBadge(name, T.pick(T.QUIZ[f"step_{name}"], lang), state))
        verdicts = tuple(self._verdict_view(v) for v in self._verdicts)
        kind: InputKind = "done"
        numbers: tuple[int, ...] = ()
        fields: tuple[str, ...] = ()
        choices: tuple[YakuChoice, ...] = ()
        if step == "yaku":
            kind = "yaku"
            choices = tuple(
                YakuChoice(
                    ident,
                    yaku_name(ident, lang),
                    _choice_tip(ident, lang),
                    phrase(PHRASES, _choice_group(ident), lang),
                    ident in self._ticked,
                )
                for ident in yaku_choice_ids()
            )
        elif step in ("han", "fu"):
            kind = "number"
            numbers = HAN_CHOICES if step == "han" else FU_CHOICES
        elif step == "payment":
            kind = "payment"
            pk = question.answers.payment_kind
            fields = (
                (phrase(PHRASES, "pay_ron", lang),)
                if pk == "ron"
                else (phrase(PHRASES, "pay_each", lang),)
                if pk == "tsumo_dealer"
                else (phrase(PHRASES, "pay_dealer", lang), phrase(PHRASES, "pay_other", lang))
            )
        summary = answer = ""
        if kind == "done":
            right = sum(1 for v in self._verdicts if v.correct)
            asked = len(self._verdicts)
            key = "hand_right" if right == asked else "hand_some"
            summary = phrase(PHRASES, key, lang, number=question.number, right=right, asked=asked)
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
        from mjgui.core.teach import explain_text as T

        lang = self._lang
        lines = verdict.lines(lang)
        details = () if verdict.correct else tuple(cap(line) for line in lines[1:])
        label = T.pick(T.QUIZ[f"step_{verdict.step}"], lang)
        return VerdictView(verdict.step, label, verdict.correct, lines[0], details)

    def _answer_line(self, result: ScoreResult) -> str:
        lang = self._lang
        win = result.win
        if win is None or win.payment is None:
            return ""
        return phrase(
            PHRASES,
            "answer_line",
            lang,
            yaku=yaku_list(win, lang),
            value=han_fu_text(win, lang),
            payment=headline_text(win, lang),
        )

    def _error_text(self) -> str:
        if self._error is None:
            return ""
        key, params = self._error
        lang = self._lang
        if key == "desk_not_win":
            err = params.get("reason")
            message = getattr(err, "message", None)
            reason = str(message(lang)) if callable(message) else phrase(PHRASES, "desk_incomplete", lang)
            return phrase(PHRASES, key, lang, reason=reason[:1].lower() + reason[1:])
        return phrase(PHRASES, key, lang, **params)


def _number(text: str) -> int | None:
    cleaned = "".join(ch for ch in text if not ch.isspace() and ch not in "\u00a0\u202f,'’")
    if not cleaned.isdigit():
        return None
    return int(cleaned)


# ---------------------------------------------------------------------------------------------
# The same hand under other rules
# ---------------------------------------------------------------------------------------------

COMPARE_COLUMNS: tuple[str, ...] = ("han", "fu", "limit", "total", "yaku")


@dataclass(frozen=True)
class CompareCell:
    text: str
    differs: bool = False
    tip: str = ""  # for a differing cell: the reference's value and the rule that makes it


@dataclass(frozen=True)
class CompareRowView:
    preset: str
    name: str
    reference: bool
    cells: tuple[CompareCell, ...]  # one per CompareView.columns
    notes: tuple[str, ...]  # the rules that make this row differ
    conversions: tuple[str, ...]  # tiles written otherwise so the preset can score the hand
    same: str = ""  # a row scored like the reference: "The same as Club rules"

    @property
    def differs(self) -> bool:
        return any(c.differs for c in self.cells)


@dataclass(frozen=True)
class CompareView:
    active: bool
    message: str  # why there is nothing to compare, or how to read the table
    picture: HandPicture | None
    situation: tuple[str, ...]
    columns: tuple[str, ...]
    titles: tuple[str, ...]  # "Rules", then a title per column, then "What makes the difference"
    rows: tuple[CompareRowView, ...]
    reference: str
    lang: str


def _cell_values(row: PresetRow, lang: str) -> dict[str, str]:
    from mjgui.core.text import error_message, limit_name, tr

    if not row.ok or row.han is None:
        message = error_message(row.error or "no_yaku", lang)
        return {"han": "—", "fu": "—", "limit": "—", "total": "—", "yaku": message}
    if row.yakuman:
        limit = tr("yakuman_multiple", lang, n=row.yakuman)
        han = fu = "—"
    else:
        limit = limit_name(row.limit, lang) if row.limit else "—"
        han, fu = str(row.han), str(row.fu)
    yaku = ", ".join(yaku_name(y, lang) for y in row.yaku)
    return {"han": han, "fu": fu, "limit": limit, "total": number(row.total or 0, lang), "yaku": yaku}


def _differs(row: PresetRow, column: str) -> bool:
    d = row.differs
    if column == "limit":
        return bool(d.get("limit") or d.get("yakuman"))
    if column in ("han", "fu"):
        return bool(d.get(column)) and not row.yakuman
    if column == "yaku":
        return bool(d.get("yaku") or d.get("error"))
    return bool(d.get(column))


def comparison_view(comparison: Comparison, lang: str) -> CompareView:
    from mjgui.core.teach.compare import preset_name

    lang = normalize_lang(lang)
    ref_row = comparison.row(comparison.reference) if comparison.reference else comparison.rows[0]
    ref_name = preset_name(comparison.reference, lang)
    ref_values = _cell_values(ref_row, lang)
    same_text = phrase(PHRASES, "same_as_reference", lang, reference=ref_name)
    titles = (
        phrase(PHRASES, "column_rules", lang),
        *(comparison.column_title(c, lang) for c in COMPARE_COLUMNS),
        phrase(PHRASES, "column_why", lang),
    )
    rows: list[CompareRowView] = []
    for row in comparison.rows:
        values = _cell_values(row, lang)
        # a difference no cell shows (the fu of a yakuman) is no difference: no rule is named for it
        shown = any(_differs(row, column) for column in COMPARE_COLUMNS)
        notes = tuple(cap(n.text(lang)) for n in row.notes) if shown else ()
        cells: list[CompareCell] = []
        for column in COMPARE_COLUMNS:
            differs = _differs(row, column)
            tip = ""
            if differs:
                tip = phrase(PHRASES, "differs_tip", lang, reference=ref_name, value=ref_values[column])
                if notes:
                    tip += "\n" + "\n".join(notes)
            cells.append(CompareCell(values[column], differs, tip))
        is_ref = row.preset == comparison.reference
        name = preset_name(row.preset, lang)
        rows.append(
            CompareRowView(
                preset=row.preset,
                name=phrase(PHRASES, "reference", lang, name=name) if is_ref else name,
                reference=is_ref,
                cells=tuple(cells),
                notes=notes,
                conversions=tuple(cap(n.text(lang)) for n in row.conversions),
                same="" if is_ref or any(c.differs for c in cells) else same_text,
            )
        )
    same = not any(r.differs for r in rows)
    message = (
        phrase(PHRASES, "compare_same", lang)
        if same
        else phrase(PHRASES, "compare_differs", lang, reference=ref_name)
    )
    return CompareView(
        active=True,
        message=message,
        picture=hand_picture(comparison.spec, lang),
        situation=situation_chips(comparison.spec, lang, rules=False),
        columns=COMPARE_COLUMNS,
        titles=titles,
        rows=tuple(rows),
        reference=comparison.reference,
        lang=lang,
    )


class CompareController(Observable[CompareView]):
    """The hand on the desk under each preset. ``set_hand`` is cheap when the hand did not
    change; the comparison (a few scorings per preset) is made only when it did."""

    def __init__(self, lang: str = "en", presets: Sequence[str] | None = None) -> None:
        from mjgui.core.teach.compare import DEFAULT_PRESETS

        super().__init__(lang)
        self._presets = tuple(presets or DEFAULT_PRESETS)
        self._spec: HandSpec | None = None
        self._comparison: Comparison | None = None
        self._problem: str | None = None  # "need_hand" or a HandError
        self._error: HandError | None = None

    @property
    def comparison(self) -> Comparison | None:
        return self._comparison

    def _build_view(self) -> CompareView:
        return self._present()

    def set_hand(self, spec: HandSpec | None) -> bool:
        """Compare ``spec`` (None: no complete hand on the desk). False when nothing changed."""
        if spec == self._spec and (self._comparison is not None or self._problem is not None):
            return False
        self._spec = spec
        self._comparison = None
        self._error = None
        self._problem = None
        if spec is None:
            self._problem = "need_hand"
        else:
            found = problems(spec)
            if found:
                counts = {"tile_count", "win_tile_not_in_hand"}
                self._problem = "need_hand" if found[0].code in counts else "invalid"
                self._error = found[0]
            else:
                self._comparison = _compare(spec, self._presets)
        self._notify()
        return True

    def _present(self) -> CompareView:
        lang = self._lang
        if self._comparison is not None:
            return comparison_view(self._comparison, lang)
        if self._problem == "invalid" and self._error is not None:
            message = phrase(PHRASES, "compare_invalid", lang, reason=self._error.message(lang))
        else:
            message = phrase(PHRASES, "compare_need_hand", lang)
        return CompareView(False, message, None, (), COMPARE_COLUMNS, (), (), "", lang)


def _compare(spec: HandSpec, presets: Sequence[str]) -> Comparison:
    """The presets side by side, compared with the desk's own preset, which comes first."""
    from mjgui.core.teach.compare import compare_presets

    name = spec.rules.name if spec.rules.name in PRESETS else "seed"
    names = [name, *(p for p in presets if p != name)]
    # each row scores the hand under the preset itself (the desk's own option changes aside)
    return compare_presets(spec, names, reference=name)

"""The scoring quiz: realistic random hands and step-by-step answer checking."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjgui.cli import parse_score_args
from mjgui.core.errors import HandError
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.rules import PRESETS, SEED
from mjgui.core.scoring.scoring import DORA_IDS, score
from mjgui.core.teach.explain import NearMiss, Step, YakuRule
from mjgui.core.teach.quiz import (
    LEVEL_STEPS,
    LEVELS,
    YAKU_CHOICES,
    QuizSession,
    expected_answers,
    random_hand,
    yaku_choices,
)

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def spec_of(args: str) -> HandSpec:
    request, _ = parse_score_args(args.split())
    return request.spec


def answer_right(session: QuizSession) -> None:
    q = session.question
    assert q is not None
    while not session.finished:
        step = session.current_step
        value = {
            "yaku": sorted(q.answers.yaku),
            "han": q.answers.han,
            "fu": q.answers.fu,
            "payment": q.answers.payment,
        }[str(step)]
        verdict = session.answer(value)
        assert verdict.correct, (step, verdict.lines())


# ---------------------------------------------------------------------------------------------
# Random hands
# ---------------------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), level=st.sampled_from(LEVELS))
def test_random_hands_are_valid_winning_hands(seed: int, level: str) -> None:
    spec = random_hand(random.Random(seed), level)
    assert problems(spec) == []
    result = score(spec)
    win = result.win
    assert result.ok and win is not None and win.payment is not None
    assert win.yakuman or win.yaku_han > 0  # a real yaku, not just dora
    assert spec.rules is SEED
    if level not in ("payment", "points"):  # honba only where the payment is asked
        assert spec.honba == 0


def test_random_hands_are_deterministic_per_seed() -> None:
    a = [random_hand(random.Random(7), "han_fu") for _ in range(3)]
    b = [random_hand(random.Random(7), "han_fu") for _ in range(3)]
    assert a == b


def test_random_hands_vary_like_a_real_table() -> None:
    rng = random.Random(11)
    seen: Counter[str] = Counter()
    yaku: Counter[str] = Counter()
    for _ in range(400):
        spec = random_hand(rng, "payment")
        win = score(spec).win
        assert win is not None
        seen["closed" if spec.closed else "open"] += 1
        seen["tsumo" if spec.tsumo else "ron"] += 1
        seen["dealer" if spec.dealer else "non_dealer"] += 1
        seen["riichi" if spec.in_riichi else "dama"] += 1
        seen["melds" if spec.melds else "no_melds"] += 1
        seen["kan"] += any(m.is_kan for m in spec.melds)
        seen["honba"] += spec.honba > 0
        seen["red"] += any(t.red for t in spec.all_tiles())
        seen["round_south"] += spec.round_wind == 1
        yaku.update(y.id for y in win.yaku)
    for key in (
        "closed",
        "open",
        "tsumo",
        "ron",
        "dealer",
        "non_dealer",
        "riichi",
        "dama",
        "melds",
        "no_melds",
        "kan",
        "honba",
        "red",
        "round_south",
    ):
        assert seen[key] >= 10, (key, seen)
    for common in (
        "riichi",
        "tanyao",
        "pinfu",
        "menzen_tsumo",
        "dora",
        "aka_dora",
        "honitsu",
        "toitoi",
        "chiitoitsu",
        "iipeikou",
        "ittsu",
        "sanshoku",
    ):
        assert yaku[common] >= 3, (common, yaku)
    assert len(yaku) >= 20


def test_random_hands_hold_indicators_from_other_players_kans() -> None:
    """RULES.md §1: every kan at the table turns an indicator, so a hand with no kan of its own
    sometimes has two or three; riichi hands have one ura indicator under each dora indicator."""
    rng = random.Random(5)
    without_kan: Counter[int] = Counter()
    for _ in range(300):
        spec = random_hand(rng, "han_fu")
        assert 1 + spec.kans <= len(spec.dora) <= 5
        assert len(spec.ura) == (len(spec.dora) if spec.in_riichi else 0)
        if not spec.kans:
            without_kan[len(spec.dora)] += 1
    assert without_kan[1] > 200
    assert without_kan[2] >= 10 and without_kan[3] >= 3, without_kan
    assert set(without_kan) <= {1, 2, 3}


def test_random_hand_under_other_rules() -> None:
    rng = random.Random(3)
    for _ in range(50):
        spec = random_hand(rng, "payment", rules=PRESETS["ema"])
        assert not any(t.red for t in spec.all_tiles() + spec.dora + spec.ura)
        assert score(spec).ok


def test_unknown_level_is_rejected() -> None:
    with pytest.raises(ValueError):
        random_hand(random.Random(1), "expert")
    with pytest.raises(ValueError):
        QuizSession(level="expert")


# ---------------------------------------------------------------------------------------------
# Sessions
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_right_answers_are_judged_right(level: str) -> None:
    session = QuizSession(level=level, rng=random.Random(42))
    for n in range(1, 26):
        q = session.next_question()
        assert q.number == n
        assert set(q.steps) <= set(LEVEL_STEPS[level])
        assert q.steps[0] in (LEVEL_STEPS[level][0], "payment")  # a yakuman: its payment
        answer_right(session)
        assert session.finished and session.current_step is None
    assert session.score.questions == 25 == session.score.perfect
    assert session.score.correct == session.score.answered > 0
    assert session.score.percent == 100


def test_steps_follow_the_level() -> None:
    spec = spec_of("234m567p345s678s55p --win 2m --riichi --seat S")
    for level, steps in LEVEL_STEPS.items():
        session = QuizSession(level=level)
        assert session.next_question(spec).steps == steps
    # a yakuman is paid by its name: no han or fu to ask
    session = QuizSession(level="payment")
    assert session.next_question(spec_of("19m19p19s1234567z1m")).steps == ("yaku", "payment")


def test_current_hand_can_be_quizzed_and_a_bad_one_is_refused() -> None:
    session = QuizSession(level="payment")
    spec = spec_of("23488m567p123789s --win 3s --riichi --seat S --honba 1")
    q = session.next_question(spec)
    assert q.spec == spec
    assert q.answers.yaku == {"riichi"}
    assert (q.answers.han, q.answers.fu, q.answers.payment) == (1, 40, (1600,))
    with pytest.raises(ValueError):
        session.next_question(spec_of("23488m567p123789s --win 3s"))  # no yaku
    with pytest.raises(HandError):
        session.next_question(spec_of("23488m567p123789s --win 3s --ippatsu"))


def test_wrong_yaku_answer_explains_the_difference() -> None:
    session = QuizSession()
    session.next_question(spec_of("23488m567p123789s --win 3s --riichi --seat S"))
    verdict = session.answer_yaku(["pinfu"])
    assert not verdict.correct
    assert verdict.missing == {"riichi"}
    assert verdict.extra == {"pinfu"}
    kinds = {type(e) for e in verdict.explanation}
    assert kinds == {YakuRule, NearMiss}
    lines = verdict.lines()
    assert lines[0] == "Not quite. Right: Riichi; you said: Pinfu"
    assert "no pinfu: 12s waits on 3s only (penchan)" in lines
    assert "Riichi: riichi was declared with a closed hand" in lines
    ru = verdict.lines("ru")
    assert ru[0] == "Неверно. Правильно: Риичи; ваш ответ: Пинфу"
    assert all(CYRILLIC.search(line) for line in ru)
    assert session.current_step == "han"


def test_dora_in_a_yaku_answer_are_ignored() -> None:
    session = QuizSession(level="yaku")
    session.next_question(spec_of("23488m567p123789s --win 3s --riichi --seat S --dora 7m"))
    assert session.answer_yaku(["riichi", "dora"]).correct


def test_wrong_han_shows_the_han_sum() -> None:
    session = QuizSession()
    session.next_question(spec_of("234m567p345s678s55p --win 2m --riichi --seat S --dora 4p"))
    session.answer_yaku(["riichi", "pinfu", "tanyao"])
    verdict = session.answer_han(3)
    assert not verdict.correct and verdict.expected == 6
    assert [e.code for e in verdict.explanation if isinstance(e, Step)] == ["han_sum"]
    assert verdict.explanation[0].text() == "han: Riichi 1 + Tanyao 1 + Pinfu 1 + Dora 3 = 6"
    assert verdict.text() == "Not quite. Right: 6 han; you said: 3 han"


def test_wrong_fu_shows_the_fu_items_and_rounding() -> None:
    session = QuizSession()
    session.next_question(spec_of("23488m567p123789s --win 3s --riichi --seat S"))
    session.answer_yaku(["riichi"])
    assert session.answer_han(1).correct
    verdict = session.answer_fu(30)
    assert not verdict.correct
    assert [e.text() for e in verdict.explanation] == [
        "fu: 20 (base) + 10 (closed ron) + 2 (penchan) = 32",
        "32 fu rounded up to the next 10: 40 fu",
    ]


def test_wrong_payment_shows_the_arithmetic() -> None:
    session = QuizSession(level="payment")
    session.next_question(spec_of("23488m567p123789s --win 3s --riichi --seat S --honba 1 --sticks 1"))
    for value in (["riichi"], 1, 40):
        session.answer(value)
    verdict = session.answer(1300)
    assert not verdict.correct
    codes = [e.code for e in verdict.explanation if isinstance(e, Step)]
    assert codes == [
        "base",
        "limit_none",
        "ron_non_dealer",
        "round_100",
        "honba_ron",
        "sticks_aside",
        "paid_ron",
    ]
    assert verdict.text() == "Not quite. Right: 1600; you said: 1300"
    assert session.finished
    assert session.score.answered == 4 and session.score.correct == 3
    assert session.score.questions == 1 and session.score.perfect == 0
    assert session.score.text() == "3 of 4 right"
    assert session.score.text("ru") == "верно 3 из 4"


def test_a_wrong_payment_ends_on_what_the_discarder_pays_not_on_the_winners_total() -> None:
    """The sticks go to the winner from the table (RULES.md §5): the question asks what the
    discarder pays, so the explanation ends on 3900 + 900 = 4800, not on a total of 6800."""
    session = QuizSession(level="points")
    session.next_question(spec_of("234567m234p22s678s --seat S --riichi --honba 3 --sticks 2"))
    verdict = session.answer(6800)
    assert not verdict.correct and verdict.expected == (4800,)
    assert verdict.lines()[-2:] == [
        "riichi sticks: 2 × 1000 = 2000 to the winner, not from a payer",
        "so the discarder pays 3900 + 900 = 4800",
    ]
    assert verdict.lines("ru")[-2:] == [
        "палочки риичи: 2 × 1000 = 2000 победителю, в выплату не входят",
        "итого набросивший платит 3900 + 900 = 4800",
    ]
    assert not any("6800" in line for line in verdict.lines()[1:])


def test_a_wrong_tsumo_payment_ends_on_what_each_payer_pays() -> None:
    session = QuizSession(level="points")
    session.next_question(spec_of("234567m234p22s678s --seat S --riichi --tsumo --honba 3 --sticks 2"))
    verdict = session.answer((2000, 1000))
    assert not verdict.correct and verdict.expected == (2900, 1600)
    assert verdict.lines("ru")[-2:] == [
        "итого дилер платит 2600 + 300 = 2900",
        "каждый другой недилер платит 1300 + 300 = 1600",
    ]
    assert not any("8100" in line for line in verdict.lines("ru")[1:])


def _paid_at_the_end(session: QuizSession) -> tuple[tuple[int, ...], list[Step], int]:
    q = session.question
    assert q is not None
    verdict = session.answer(tuple(a + 100 for a in q.answers.payment))
    steps = [e for e in verdict.explanation if isinstance(e, Step)]
    assert not {"sticks", "total", "total_single"} & {s.code for s in steps}
    return q.answers.payment, steps, q.result.spec.sticks


@pytest.mark.parametrize("preset", ["seed", "ema", "tenhou-sanma"])
def test_every_payment_explanation_ends_on_the_answer(preset: str) -> None:
    """Dealt hands of every kind (ron, dealer and non-dealer tsumo, three players): the last
    lines' values are the answer, one line per payer, and the sticks are said before them."""
    rng = random.Random(5)
    for _ in range(60):
        session = QuizSession(level="points")
        session.next_question(random_hand(rng, "payment", rules=PRESETS[preset]))
        paid, steps, sticks = _paid_at_the_end(session)
        assert tuple(s.value for s in steps[-len(paid) :]) == paid
        assert all(s.code.startswith("paid_") for s in steps[-len(paid) :])
        assert ("sticks_aside" in {s.code for s in steps}) == (sticks > 0)


@pytest.mark.parametrize(
    "args",
    [
        "--tsumo --pao W --honba 2 --sticks 1",
        "--from N --pao W --honba 1 --sticks 1",
        "--from N --pao W --honba 1 --rules tenhou",
    ],
)
def test_a_pao_payment_explanation_ends_on_the_answer(args: str) -> None:
    session = QuizSession(level="points")
    session.next_question(spec_of(f"11m23p666z777z1p --pon 555z --seat S {args}"))
    paid, steps, _ = _paid_at_the_end(session)
    assert steps[-1].value == paid[0]
    assert steps[-1].code in ("pao_tsumo_all", "paid_pao")


def test_non_dealer_tsumo_payment_takes_two_numbers_in_either_order() -> None:
    spec = spec_of("234m567p345s678s55p --win 2m --riichi --tsumo --seat S")
    for answer in ((2600, 1300), (1300, 2600), "2600 1300"):
        session = QuizSession(level="payment")
        q = session.next_question(spec)
        assert q.answers.payment_kind == "tsumo" and q.answers.payment == (2600, 1300)
        assert "dealer" in q.prompt("payment")
        for value in (sorted(q.answers.yaku), q.answers.han, q.answers.fu):
            session.answer(value)
        if isinstance(answer, str):
            verdict = session.answer(tuple(int(x) for x in answer.split()))
        else:
            verdict = session.answer(answer)
        assert verdict.correct
        assert verdict.text() == "Right: 1300/2600"


def test_dealer_tsumo_payment_reads_all() -> None:
    session = QuizSession(level="payment")
    q = session.next_question(spec_of("234m567p345s678s55p --win 2m --riichi --tsumo"))
    assert q.answers.payment_kind == "tsumo_dealer" and q.answers.payment == (2600,)
    for value in (sorted(q.answers.yaku), q.answers.han, q.answers.fu):
        session.answer(value)
    verdict = session.answer("2600")
    assert verdict.correct and verdict.text() == "Right: 2600 all"
    assert verdict.text("ru") == "Верно: 2600 со\u00a0всех"


def test_answers_out_of_turn_are_refused() -> None:
    session = QuizSession()
    with pytest.raises(ValueError):
        session.answer(1)
    session.next_question(spec_of("234m567p345s678s55p --win 2m --riichi --seat S"))
    with pytest.raises(ValueError):
        session.answer_fu(30)
    session.answer("riichi, pinfu, tanyao")
    with pytest.raises(ValueError):
        session.answer_yaku(["riichi"])
    with pytest.raises(TypeError):
        session.answer(None)


def test_prompts_in_both_languages() -> None:
    session = QuizSession(level="payment")
    q = session.next_question(spec_of("234m567p345s678s55p --win 2m --riichi --seat S"))
    for step in q.steps:
        assert q.prompt(step, "en").endswith("?") or q.prompt(step, "en").endswith(".")
        assert CYRILLIC.search(q.prompt(step, "ru"))
    assert session.prompt() == q.prompt("yaku")


def test_level_change_applies_to_the_next_question() -> None:
    session = QuizSession(level="yaku", rng=random.Random(1))
    assert session.next_question().steps == ("yaku",)
    session.set_level("payment")
    assert len(session.next_question().steps) in (2, 4)


#: The names of the core's yaku table (``core/text.YAKU``) a student does not tick, each with why.
NOT_TICKED = {
    "dora": "dora are not yaku: the han step counts them",
    "aka_dora": "dora are not yaku: the han step counts them",
    "ura_dora": "dora are not yaku: the han step counts them",
    "nuki_dora": "dora are not yaku: the han step counts them",
    "kazoe_yakuman": "a limit the han reach, not a yaku of the hand",
    "nagashi_mangan": "paid at an exhaustive draw: never a winning hand the quiz asks about",
}


def test_every_yaku_the_core_awards_can_be_ticked() -> None:
    """A hand whose right answer holds a yaku no box offers cannot be answered right (renhou
    was left out: a renhou hand's yaku step was always wrong)."""
    from mjgui.core.scoring.yaku_table import YAKU_FACTS
    from mjgui.core.text import YAKU

    assert set(YAKU_CHOICES) == set(YAKU) - set(NOT_TICKED)
    assert set(YAKU_CHOICES) == set(YAKU_FACTS)
    assert len(YAKU_CHOICES) == len(set(YAKU_CHOICES))
    assert "renhou" in yaku_choices(SEED) and SEED.renhou == "mangan"
    assert "renhou" in yaku_choices(SEED.with_options(renhou="yakuman"))
    assert yaku_choices(SEED.with_options(renhou="off")) == tuple(y for y in YAKU_CHOICES if y != "renhou")


def test_the_choices_leave_out_every_yaku_the_rules_rule_out() -> None:
    """Paarenchan was offered (and explained "after 8 renchan") under Tenhou and Mahjong Soul
    rules, which have none, and sanshoku doujun under three-player rules, whose set has no
    manzu run: the choices follow the rules object, each yaku it turns off or lacks tiles for."""
    from mjgui.core.scoring.rules import preset
    from mjgui.core.teach.explain import why_not

    for name in ("tenhou", "mahjongsoul", "mleague", "tenhou-sanma", "mahjongsoul-sanma"):
        rules = preset(name)
        assert not rules.paarenchan and rules.renhou == "off"
        offered = set(yaku_choices(rules))
        assert not offered & {"paarenchan", "renhou"}, name
        assert ("sanshoku" in offered) == (rules.players == 4), name
        # made in pinzu or souzu, or of 1 and 9: still possible with three players
        assert {"ittsu", "chuuren", "chuuren_9", "sanshoku_doukou"} <= offered, name
    assert set(YAKU_CHOICES) - set(yaku_choices(SEED)) == set()
    assert set(YAKU_CHOICES) - set(yaku_choices(SEED.with_options(paarenchan=False))) == {"paarenchan"}
    # a claim of one anyway (typed as an answer): the rules are the reason
    hand = spec_of("234m567p34567888s --win 5s --seat E --riichi --rules tenhou")
    said = why_not(score(hand), "paarenchan")
    assert said.text() == "no paarenchan: the hand's rules do not count it"
    assert said.text("ru") == "нет яку «паренчан»: правила этой руки его не засчитывают"
    assert (
        "8 renchan"
        in why_not(score(spec_of("234m567p34567888s --win 5s --seat E --riichi")), "paarenchan").text()
    )


@pytest.mark.parametrize("name", ["tenhou-sanma", "mahjongsoul-sanma", "tenhou", "seed"])
def test_every_yaku_a_dealt_hand_holds_can_be_ticked_under_its_rules(name: str) -> None:
    from mjgui.core.scoring.rules import preset

    rules = preset(name)
    rng = random.Random(5)
    for _ in range(80):
        answers = expected_answers(score(random_hand(rng, "yaku", rules=rules)))
        assert answers.yaku <= set(yaku_choices(rules))


def test_a_renhou_hand_is_answered_by_ticking_renhou() -> None:
    session = QuizSession(level="payment", rng=random.Random(1))
    session.next_question(spec_of("234m567p34567888s --win 5s --seat S --renhou --from E"))
    question = session.question
    assert question is not None and question.steps == ("yaku", "payment")
    assert question.answers.yaku == {"renhou"}
    assert session.answer_yaku(frozenset({"renhou"})).correct
    assert session.answer_payment((8000,)).correct


def test_expected_answers_match_the_score() -> None:
    rng = random.Random(99)
    for _ in range(100):
        result = score(random_hand(rng, "payment"))
        answers = expected_answers(result)
        win = result.win
        assert win is not None and win.payment is not None
        assert answers.yaku == {y.id for y in win.yaku if y.id not in DORA_IDS}
        assert answers.yaku <= set(YAKU_CHOICES)
        pay = win.payment
        paid = (
            sum(answers.payment)
            if answers.payment_kind == "ron"
            else (
                3 * answers.payment[0]
                if answers.payment_kind == "tsumo_dealer"
                else answers.payment[0] + 2 * answers.payment[1]
            )
        )
        assert paid + pay.sticks_points == pay.total == answers.total


@pytest.mark.parametrize("preset", ["tenhou-sanma", "mahjongsoul-sanma"])
def test_three_player_rules_deal_three_player_hands(preset: str) -> None:
    from mjgui.core.scoring.hand import problems
    from mjgui.core.scoring.rules import PRESETS

    rules = PRESETS[preset]
    rng = random.Random(11)
    hands = [random_hand(rng, "payment", rules=rules) for _ in range(150)]
    for spec in hands:
        assert spec.rules == rules and not problems(spec)
        assert spec.seat < 3 and spec.round_wind < 3
        assert spec.discarder is None or spec.discarder < 3
        tiles = [*spec.concealed, *(t for m in spec.melds for t in m.tiles), *spec.dora, *spec.ura]
        assert not any(kind in rules.removed_kinds for kind in (t.kind for t in tiles))
        assert not any(m.kind == "chi" for m in spec.melds)
    assert any(spec.nuki for spec in hands) and any(not spec.closed for spec in hands)
    assert any(spec.rinshan and not spec.kans for spec in hands)  # on a North's replacement


def test_the_paarenchan_rule_says_the_renchan_of_the_hands_rules() -> None:
    """What makes paarenchan, said for a missed claim, is the rules' renchan, not "eight"."""
    from mjgui.core.scoring.rules import SEED

    four = SEED.with_options(paarenchan_threshold=4)
    assert YakuRule.under("paarenchan", four).text() == "Paarenchan: the dealer's win after 4 renchan"
    assert YakuRule.under("paarenchan", SEED).text("ru").endswith("выигрыш дилера после 8\u00a0ренчанов")
    assert (
        YakuRule.under("paarenchan", SEED.with_options(paarenchan_threshold=1))
        .text("ru")
        .endswith("после 1\u00a0ренчана")
    )
    assert YakuRule.under("tanyao", four) == YakuRule("tanyao")

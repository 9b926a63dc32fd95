"""Pao settlement (RULES.md §6) and ordinary settlement between four players."""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from pathlib import Path

import pytest

from mjgui.core.errors import HandError
from mjgui.core.scoring.arguments import score_request
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.rules import SEED, preset
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.settle import pao_settlement, settle_hand, settle_win

Y = 8000  # one yakuman of base points


def test_ordinary_ron_and_tsumo() -> None:
    assert settle_win(
        winner=1, dealer=0, tsumo=False, discarder=2, base=2000, honba=1, sticks=1, rules=SEED
    ) == (0, 9300, -8300, 0)
    assert settle_win(
        winner=1, dealer=0, tsumo=True, discarder=None, base=2000, honba=1, sticks=0, rules=SEED
    ) == (-4100, 8300, -2100, -2100)
    assert settle_win(
        winner=0, dealer=0, tsumo=True, discarder=None, base=2000, honba=0, sticks=0, rules=SEED
    ) == (12000, -4000, -4000, -4000)


def test_pao_tsumo_liable_pays_everything_including_honba() -> None:
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=True,
        discarder=None,
        base=Y,
        honba=2,
        sticks=1,
        rules=SEED,
        liable=3,
        pao_base=Y,
    )
    assert deltas == (0, 32000 + 600 + 1000, 0, -32600)


def test_pao_ron_by_another_is_split_half_and_half_honba_on_the_discarder() -> None:
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=False,
        discarder=2,
        base=Y,
        honba=1,
        sticks=0,
        rules=SEED,
        liable=3,
        pao_base=Y,
    )
    assert deltas == (0, 32300, -16300, -16000)
    dealer_win = settle_win(
        winner=0,
        dealer=0,
        tsumo=False,
        discarder=2,
        base=Y,
        honba=0,
        sticks=0,
        rules=SEED,
        liable=1,
        pao_base=Y,
    )
    assert dealer_win == (48000, -24000, -24000, 0)


def test_pao_ron_from_the_liable_player_is_ordinary() -> None:
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=False,
        discarder=3,
        base=Y,
        honba=1,
        sticks=0,
        rules=SEED,
        liable=3,
        pao_base=Y,
    )
    assert deltas == (0, 32300, 0, -32300)


def test_pao_with_another_yakuman_only_the_pao_share_is_liable() -> None:
    # daisangen (pao) + tsuuiisou, tsumo by a non-dealer: the liable player pays one yakuman in full,
    # the other yakuman is paid as an ordinary tsumo
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=True,
        discarder=None,
        base=2 * Y,
        honba=0,
        sticks=0,
        rules=SEED,
        liable=2,
        pao_base=Y,
    )
    assert deltas == (-16000, 64000, -8000 - 32000, -8000)


def test_pao_whole_the_liable_player_pays_all_of_a_tsumo_and_half_the_pao_share_of_a_ron() -> None:
    # Tenhou (pao_whole): daisangen (pao) + tsuuiisou, a non-dealer tsumo at 3 honba: 64 000 + 900
    # from the liable player alone, as a real Tenhou log pays it (tests/test_logs_real.py)
    whole = SEED.with_options(pao_whole=True)
    args = {"winner": 0, "dealer": 3, "base": 2 * Y, "honba": 3, "sticks": 0, "liable": 2, "pao_base": Y}
    assert settle_win(tsumo=True, discarder=None, rules=whole, **args) == (64900, 0, -64900, 0)
    assert settle_win(tsumo=True, discarder=None, rules=preset("tenhou"), **args) == (64900, 0, -64900, 0)
    # the seed: 32 000 + 900 from the liable player, the tsuuiisou 16 000 / 8 000 / 8 000
    assert settle_win(tsumo=True, discarder=None, rules=SEED, **args) == (64900, -8000, -40900, -16000)
    # a ron by another: the seed's split under both (16 000 from the liable player)
    for rules in (SEED, whole):
        assert settle_win(tsumo=False, discarder=1, rules=rules, **args) == (64900, -48900, -16000, 0)
    # a dealer's tsumo: 96 000 from the liable player
    dealer = {**args, "dealer": 0, "honba": 0}
    assert settle_win(tsumo=True, discarder=None, rules=whole, **dealer) == (96000, 0, -96000, 0)


def test_deltas_sum_to_the_sticks() -> None:
    for tsumo in (False, True):
        for liable, rules in product((None, 2, 3), (SEED, SEED.with_options(pao_whole=True))):
            d = settle_win(
                winner=1,
                dealer=0,
                tsumo=tsumo,
                discarder=None if tsumo else 3,
                base=2 * Y,
                honba=3,
                sticks=2,
                rules=rules,
                liable=liable,
                pao_base=Y if liable else 0,
            )
            assert sum(d) == 2000


def test_pao_liable_honba_puts_a_pao_rons_honba_on_the_liable_player() -> None:
    # Tenhou: a non-dealer's daisangen ron at 1 honba, liable seat 1, discarder seat 2: 32 300,
    # 16 300 from the liable player and 16 000 from the discarder (an AGARI of Tenhou's,
    # ba="1,0" sc="404,323,125,-163,155,-160,316,0", kept in kobalab's log converter's tests)
    args = {"winner": 0, "dealer": 3, "base": Y, "honba": 1, "sticks": 0, "liable": 1, "pao_base": Y}
    tenhou = preset("tenhou")
    assert tenhou.pao_liable_honba and preset("tenhou-sanma").pao_liable_honba
    assert settle_win(tsumo=False, discarder=2, rules=tenhou, **args) == (32300, -16300, -16000, 0)
    # the seed (RULES.md §6): the honba on the discarder
    assert settle_win(tsumo=False, discarder=2, rules=SEED, **args) == (32300, -16000, -16300, 0)
    # a tsumo, or a ron from the liable player, is the same either way
    for rules in (SEED, tenhou):
        assert settle_win(tsumo=True, discarder=None, rules=rules, **args) == (32300, -32300, 0, 0)
        assert settle_win(tsumo=False, discarder=1, rules=rules, **args) == (32300, -32300, 0, 0)


def test_a_liable_player_named_without_a_pao_yakuman_changes_nothing() -> None:
    # a liable seat given with no pao yakuman in the hand (pao_base 0): an ordinary win, the
    # honba with it, nothing on the named player
    args = {"winner": 0, "dealer": 3, "base": Y, "honba": 2, "sticks": 1}
    for tsumo, discarder in ((True, None), (False, 2)):
        plain = settle_win(tsumo=tsumo, discarder=discarder, rules=SEED, **args)
        named = settle_win(tsumo=tsumo, discarder=discarder, rules=SEED, liable=1, pao_base=0, **args)
        assert named == plain
    assert settle_win(tsumo=False, discarder=2, rules=SEED, **args) == (33600, 0, -32600, 0)
    with pytest.raises(ValueError, match=r"^a ron needs a discarder$"):
        settle_win(tsumo=False, discarder=None, rules=SEED, **args)


def test_the_winner_named_liable_for_their_own_pao_yakuman_changes_nothing() -> None:
    # the game and the calculator refuse it first, but the one settlement asked directly pays
    # the daisangen as an ordinary win: nobody answers for their own hand (the dealer East's
    # tsumo 16 000 from each, 2 honba and a stick with it; a ron 48 600 from South)
    args = {"winner": 0, "dealer": 0, "base": Y, "honba": 2, "sticks": 1, "liable": 0, "pao_base": Y}
    for rules in (SEED, preset("tenhou")):
        assert settle_win(tsumo=True, discarder=None, rules=rules, **args) == (49600, -16200, -16200, -16200)
        assert settle_win(tsumo=False, discarder=1, rules=rules, **args) == (49600, -48600, 0, 0)


# -- the hand's liable seat (HandSpec.liable): validated, settled by the one settlement -----------


def _daisangen(words: str = "11m23p666z777z1p --pon 555z --tsumo --seat S", **changes: object) -> HandSpec:
    spec = score_request(words.split()).spec
    return replace(spec, **changes) if changes else spec  # type: ignore[arg-type]


def test_the_settlement_is_one_function_of_the_scoring_package() -> None:
    """The game, the log replay and the calculator settle with the same function, and it sits
    in the scoring package (which the game imports, never the other way round)."""
    from mjgui.core.game import conditions, game
    from mjgui.core.logs import replay
    from mjgui.core.scoring import settle

    assert settle_win is settle.settle_win
    assert game.settle_win is conditions.settle_win is replay.settle_win is settle.settle_win
    assert not (Path(settle.__file__).parent.parent / "game" / "pao.py").exists()


def test_a_hand_with_a_liable_seat_is_settled_as_pao() -> None:
    # South's daisangen by tsumo, West fed the last dragon: West pays all 32 000
    spec = _daisangen(liable=2)
    win = score(spec).win
    assert win is not None and win.payment is not None
    assert win.payment.deltas(spec.seat) == (-16000, 32000, -8000, -8000)  # the ordinary split
    assert settle_hand(spec, win) == pao_settlement(spec, win) == (0, 32000, -32000, 0)
    assert settle_hand(_daisangen(), win) == (-16000, 32000, -8000, -8000)
    # a ron by North, West liable: half each, the honba on the discarder (RULES.md §6)
    ron = _daisangen(liable=2, tsumo=False, discarder=3, honba=1, sticks=1)
    won = score(ron).win
    assert won is not None
    assert settle_hand(ron, won) == (0, 33300, -16000, -16300)
    # Tenhou: the honba with the liable player's half
    tenhou = replace(ron, rules=preset("tenhou"))
    won = score(tenhou).win
    assert won is not None
    assert settle_hand(tenhou, won) == (0, 33300, -16300, -16000)
    # a ron from the liable player: an ordinary ron
    own = _daisangen(liable=2, tsumo=False, discarder=2)
    won = score(own).win
    assert won is not None
    assert settle_hand(own, won) == (0, 32000, -32000, 0) and pao_settlement(own, won) is None


def test_a_liable_seat_without_a_pao_yakuman_is_refused_in_both_languages() -> None:
    spec = replace(score_request(["123m456p789s11z22z2z", "--seat", "S", "--tsumo"]).spec, liable=2)
    with pytest.raises(HandError) as caught:
        score(spec)
    err = caught.value
    assert err.code == "pao_without_yakuman"
    assert err.message("en") == (
        "Nobody is liable (pao) for this hand: pao is only for daisangen, daisuushii or suukantsu, "
        "and the hand holds none of them; remove the liable player."
    )
    assert err.message("ru") == (
        "За эту руку никто не отвечает (пао): пао бывает только за дайсанген, дайсуши или суканцу, "
        "а в руке нет ни одного из них; уберите ответственного игрока."
    )
    assert "Nobody is liable" not in err.message("ru")
    # the winner's own seat, no pao in the rules, a ron with no discarder: the hand's problems
    cases = {
        "pao_winner": _daisangen(liable=1),
        "pao_not_in_rules": _daisangen(liable=2, rules=SEED.with_options(pao=frozenset())),
        "pao_ron_without_discarder": _daisangen(liable=2, tsumo=False),
    }
    for code, bad in cases.items():
        with pytest.raises(HandError) as caught:
            score(bad)
        assert caught.value.code == code
        assert caught.value.message("ru") != caught.value.message("en")
    # three players have no North seat
    sanma = replace(_daisangen(liable=3), rules=preset("tenhou-sanma"))
    assert "no_north_wind" in {p.code for p in problems(sanma)}


# -- teaching: the quiz asks who pays under pao, the arithmetic says the rule ------------------------


def test_the_quiz_asks_what_the_liable_player_pays_or_the_points() -> None:
    from mjgui.core.teach.arithmetic import arithmetic_steps
    from mjgui.core.teach.quiz import QuizSession, expected_answers
    from mjgui.core.teach.student import skills_tested

    # a tsumo the liable player pays alone: that payment is asked
    tsumo = score(_daisangen(liable=2, honba=2))
    answers = expected_answers(tsumo)
    assert (answers.payment_kind, answers.payment, answers.total) == ("pao_tsumo", (32600,), 32600)
    session = QuizSession(level="points")
    question = session.next_question(tsumo.spec)
    assert question.prompt("payment") == (
        "Tsumo with pao: West fed the last set of the yakuman. How much does West pay, honba included?"
    )
    assert question.prompt("payment", "ru") == (
        "Цумо с пао: запад отдал последний сет якумана. Сколько платит запад вместе с хонба?"
    )
    # the ordinary split's dealer share is wrong, and the explanation says the rule
    verdict = session.answer(16200)
    assert not verdict.correct
    lines = [line.replace("\u202f", " ") for line in verdict.lines()]
    said = "pao: West fed the last set of the daisangen, so West alone pays the tsumo: 32 600"
    assert f"{said}; the others pay nothing" in lines
    steps = arithmetic_steps(tsumo)
    assert steps[-1].value == 32600 and steps[-2].code == "pao_tsumo_all"
    assert "pay:pao" in skills_tested("payment", tsumo)
    # a ron by another player: the points are asked (the discarder and the liable player pay)
    ron = score(_daisangen(liable=2, tsumo=False, discarder=3, honba=1))
    answers = expected_answers(ron)
    assert (answers.payment_kind, answers.payment) == ("pao_points", (32300,))
    assert [s.code for s in arithmetic_steps(ron)][-3:] == [
        "pao_ron_honba_discarder",
        "pao_ron_discarder",
        "total",
    ]
    assert arithmetic_steps(ron)[-1].text().replace("\u202f", " ") == "total: 16 000 + 16 300 = 32 300"
    # a ron from the liable player: an ordinary ron, asked as one
    own = score(_daisangen(liable=2, tsumo=False, discarder=2))
    assert expected_answers(own).payment_kind == "ron"
    # the seed: daisangen (pao) + tsuuiisou by tsumo: the others pay the tsuuiisou, so the points
    words = ["111z555z666z22z", "--pon", "777z", "--tsumo", "--seat", "S"]
    both = score(replace(score_request(words).spec, liable=2))
    answers = expected_answers(both)
    assert (answers.payment_kind, answers.payment) == ("pao_points", (64000,))
    assert settle_hand(both.spec, both.win) == (-16000, 64000, -40000, -8000)  # type: ignore[arg-type]
    assert [s.code for s in arithmetic_steps(both)][-2] == "pao_tsumo_share"


def _lines(result: object, lang: str = "en") -> list[str]:
    from mjgui.core.teach.arithmetic import arithmetic_steps

    return [s.text(lang).replace("\u202f", " ") for s in arithmetic_steps(result)]  # type: ignore[arg-type]


def test_the_arithmetic_says_who_pays_the_honba_under_pao() -> None:
    """The honba line names the player the settlement charges: the discarder on a ron (seed),
    the liable player on a ron under Tenhou's pao_liable_honba and on every pao tsumo; the
    steps' sums agree with the settlement."""
    from mjgui.core.teach.arithmetic import arithmetic_steps

    words = "11m23p666z777z1p --pon 555z --seat S --from N --pao W --honba 1"
    tenhou = score(score_request([*words.split(), "--rules", "tenhou"]).spec)
    assert settle_hand(tenhou.spec, tenhou.win) == (0, 32300, -16300, -16000)  # type: ignore[arg-type]
    lines = _lines(tenhou)
    assert lines[3:] == [
        "honba: 1 × 300 = 300 more from West (pao)",
        "pao: West fed the last set of the daisangen and pays half of its value and the honba, "
        "16 300; the discarder pays the rest",
        "the discarder pays the other half: 16 000",
        "total: 16 300 + 16 000 = 32 300",
    ]
    assert "хонба: 1 × 300 = ещё 300, их платит запад (пао)" in _lines(tenhou, "ru")
    # the seed keeps the honba on the discarder, and says so
    seed = score(score_request(words.split()).spec)
    assert "honba: 1 × 300 = 300 more from the discarder" in _lines(seed)
    assert _lines(seed)[-1] == "total: 16 000 + 16 300 = 32 300"
    # a pao tsumo: the liable player pays the whole honba, 300 a counter, not 100 from each
    hand = "11m23p666z777z1p --pon 555z --seat S --tsumo --honba 2"
    tsumo = score(score_request([*hand.split(), "--pao", "W"]).spec)
    assert settle_hand(tsumo.spec, tsumo.win) == (0, 32600, -32600, 0)  # type: ignore[arg-type]
    assert "honba: 2 × 300 = 600 more, all of it from West (pao)" in _lines(tsumo)
    assert "хонба: 2 × 300 = ещё 600, всё это платит запад (пао)" in _lines(tsumo, "ru")
    honba = next(s for s in arithmetic_steps(tsumo) if s.code.startswith("honba"))
    assert honba.value == 600
    # without pao the tsumo's honba is each payer's 100, as ever
    plain = score(score_request(hand.split()).spec)
    assert "honba: 2 × 100 = 200 more from each payer" in _lines(plain)


SPLIT = ("tsumo_dealer", "tsumo_from_dealer", "tsumo_from_other", "tsumo_from_the_other")


@pytest.mark.parametrize(
    ("rules", "seat", "liable", "settled"),
    [
        ("seed", "S", 2, (-16000, 64300, -40300, -8000)),
        ("seed", "E", 2, (96300, -16000, -64300, -16000)),
        ("seed", "S", 0, (-48300, 64300, -8000, -8000)),  # the liable player deals
        ("mahjongsoul-sanma", "S", 2, (-16000, 56200, -40200)),
        ("mahjongsoul-sanma", "E", 2, (80200, -16000, -64200)),
    ],
)
def test_a_pao_tsumo_with_another_yakuman_says_every_payment_its_total_adds(
    rules: str, seat: str, liable: int, settled: tuple[int, ...]
) -> None:
    """RULES.md §6: the liable player pays the pao yakuman alone, the rest of the hand is paid
    normally. The arithmetic says it in that order: the pao yakuman's value (4× or 6× its own
    base), then the rest split as an ordinary tsumo on the rest's base, so that every payment
    the total adds is a line above it, and no line states a payment nobody makes (the ordinary
    split of the whole hand: the dealer's 32 000)."""
    from mjgui.core.teach.arithmetic import arithmetic_steps

    words = ["111z555z666z22z", "--pon", "777z", "--tsumo", "--seat", seat, "--honba", "1", "--rules", rules]
    result = score(replace(score_request(words).spec, liable=liable))
    assert settle_hand(result.spec, result.win) == settled  # type: ignore[arg-type]
    steps = arithmetic_steps(result)
    total = steps[-1]
    assert total.code == "total" and total.params["parts"] == tuple(-d for d in settled if d < 0)
    # the amounts paid said above the total (not the base points, which may match one)
    said = [s.value for s in steps[:-1] if s.code not in ("yakuman_sum", "limit_yakuman", "pao_tsumo_rest")]
    assert all(part in said for part in total.params["parts"]), (total.params, said)  # type: ignore[union-attr]
    # the split is made on the rest of the hand (the tsuuiisou, 8000), each line what a seat pays
    split = [s for s in steps if s.code in SPLIT]
    assert split and all(s.params["base"] == 8000 for s in split)
    assert {-d for i, d in enumerate(settled) if d < 0 and i != liable} <= {s.value for s in split}
    # the pao yakuman's value, then the liable player's sum of lines said above
    dealer = seat == "E"
    part = next(s for s in steps if s.code.startswith("pao_tsumo_part"))
    assert (part.params["mult"], part.params["base"], part.value) == (
        6 if dealer else 4,
        8000,
        48000 if dealer else 32000,
    )
    assert part.code == ("pao_tsumo_part" if rules == "seed" else "pao_tsumo_part_three")
    rest = next(s for s in steps if s.code == "pao_tsumo_rest")
    assert (rest.params["whole"], rest.params["part"], rest.value) == (16000, 8000, 8000)
    pays = steps[-2]
    assert pays.code == "pao_tsumo_share" and pays.value == -settled[liable]
    assert sum(pays.params["parts"]) == pays.value  # type: ignore[arg-type]
    assert all(p in said for p in pays.params["parts"])  # type: ignore[union-attr]
    # three players: tsumo loss on the rest only, North's share of the pao yakuman being paid
    loss = [s.value for s in steps if s.code == "tsumo_loss"]
    assert loss == ([] if rules == "seed" else [16000 if dealer else 8000])


def test_the_arithmetic_of_a_pao_tsumo_with_another_yakuman_in_words() -> None:
    """The calculator's arithmetic tab on daisangen (pao, West) + tsuuiisou by South's tsumo:
    no line says the dealer pays 32 000 or North 16 000; the total adds lines said above."""
    from mjgui.controller.scoring.calculator import Controller

    lines = {}
    for lang in ("en", "ru"):
        c = Controller(lang)
        c.set_notation("11z(555z)(666z)(777z)22z2z")
        c.set_seat(1)
        c.set_flag("tsumo", True)
        c.set_count("honba", 1)
        c.set_liable(2)
        lines[lang] = [line.replace("\u202f", " ") for line in c.view().arithmetic]
    assert lines["en"][2:] == [
        "Pao: West fed the last set of the daisangen and alone pays its value: 4 × 8000 = 32 000",
        "The rest of the hand, 16 000 − 8000 = 8000 base points, is paid as an ordinary tsumo",
        "Non-dealer tsumo: the dealer pays 2 × 8000 = 16 000",
        "Non-dealer tsumo: each other non-dealer pays 1 × 8000 = 8000",
        "Honba: 1 × 300 = 300 more, all of it from West (pao)",
        "Pao: West pays 32 000 + 8000 + 300 = 40 300 in all",
        "Total: 16 000 + 40 300 + 8000 = 64 300",
    ]
    assert lines["ru"][2:] == [
        "Пао: запад отдал последний сет (дайсанген) и один платит стоимость этого якумана: 4 × 8000 = 32 000",
        "Остальная часть руки, 16 000 − 8000 = база 8000, оплачивается как обычное цумо",
        "Цумо недилера: дилер платит 2 × 8000 = 16 000",
        "Цумо недилера: каждый другой недилер платит 1 × 8000 = 8000",
        "Хонба: 1 × 300 = ещё 300, всё это платит запад (пао)",
        "Пао: всего запад платит 32 000 + 8000 + 300 = 40 300",
        "Итого: 16 000 + 40 300 + 8000 = 64 300",
    ]


# the lines whose value is base points, not an amount paid (one may match a payment)
BASE_LINES = ("yakuman_sum", "limit_yakuman", "pao_tsumo_rest", "pao_ron_rest")


@pytest.mark.parametrize(
    ("hand", "rules", "seat", "discarder", "liable", "settled"),
    [
        ("111z555z666z22z --pon 777z", "seed", "S", "N", "W", (0, 64300, -16000, -48300)),
        ("111z555z666z22z --pon 777z", "seed", "E", "S", "W", (96300, -72300, -24000, 0)),
        ("111z555z666z22z --pon 777z", "seed", "S", "N", "E", (-16000, 64300, 0, -48300)),
        # Tenhou and Mahjong Soul: the honba on the liable player
        ("111z555z666z22z --pon 777z", "tenhou", "S", "N", "W", (0, 64300, -16300, -48000)),
        ("111z555z666z22z --pon 777z", "mahjongsoul-sanma", "S", "E", "W", (-48000, 64200, -16200)),
        # the pao yakuman alone, with honba: the discarder's half and the honba
        ("234p11s555z666z --pon 777z", "seed", "S", "N", "W", (0, 32300, -16000, -16300)),
        ("234p11s555z666z --pon 777z", "tenhou", "S", "N", "W", (0, 32300, -16300, -16000)),
    ],
)
def test_a_pao_ron_says_every_payment_its_total_adds(
    hand: str, rules: str, seat: str, discarder: str, liable: str, settled: tuple[int, ...]
) -> None:
    """RULES.md §6: on a ron by another player the liable player and the discarder pay half each
    of the pao yakuman's value, the rest of the hand is paid normally (by the discarder). Every
    payment the total adds is a line above it, and each payer's line says what they pay: no
    "half of its value" after the whole hand's ron, no discarder's sum left unsaid."""
    from mjgui.core.teach.arithmetic import arithmetic_steps

    words = f"{hand} --seat {seat} --from {discarder} --pao {liable} --honba 1 --rules {rules}"
    result = score(score_request(words.split()).spec)
    assert settle_hand(result.spec, result.win) == settled  # type: ignore[arg-type]
    steps = arithmetic_steps(result)
    total = steps[-1]
    assert total.code == "total" and total.params["parts"] == tuple(-d for d in settled if d < 0)
    said = [s.value for s in steps[:-1] if s.code not in BASE_LINES]
    assert all(part in said for part in total.params["parts"]), (total.params, said)  # type: ignore[union-attr]
    seats = "ESWN"
    owed = -settled[seats.index(discarder)]
    paid = -settled[seats.index(liable)]
    assert steps[-2].code in ("pao_ron_discarder", "pao_ron_discarder_half") and steps[-2].value == owed
    if steps[-2].code == "pao_ron_discarder":
        assert sum(steps[-2].params["parts"]) == owed  # type: ignore[arg-type]
        # each part a line above, or a part of the liable player's sum (the half, the same)
        parts = [p for s in steps[:-2] if s.code.startswith("pao") for p in s.params.get("parts", ())]  # type: ignore[attr-defined]
        assert all(p in said or p in parts for p in steps[-2].params["parts"])  # type: ignore[union-attr]
    assert steps[-3].value == paid
    if "tsuuiisou" not in str([s.params for s in steps]):
        return
    # with another yakuman: the daisangen's value first, then the rest's ordinary ron
    dealer = seat == "E"
    part = next(s for s in steps if s.code == "pao_ron_part")
    assert (part.params["mult"], part.params["base"], part.value) == (
        6 if dealer else 4,
        8000,
        48000 if dealer else 32000,
    )
    rest = next(s for s in steps if s.code == "pao_ron_rest")
    assert (rest.params["whole"], rest.params["part"], rest.value) == (16000, 8000, 8000)
    ron = next(s for s in steps if s.code.startswith("ron_"))
    assert (ron.params["base"], ron.value) == (8000, 48000 if dealer else 32000)
    # no line states the whole hand's ron, which nobody pays
    assert not any(s.code.startswith("ron_") and s.params["base"] == 16000 for s in steps)


def test_the_arithmetic_of_a_pao_ron_with_another_yakuman_in_words() -> None:
    """The calculator's arithmetic tab on daisangen (pao, West) + tsuuiisou, South's ron on
    North's discard, one honba: the daisangen's value said, then the tsuuiisou's ron, then what
    each payer pays."""
    from mjgui.controller.scoring.calculator import Controller

    lines = {}
    for lang in ("en", "ru"):
        c = Controller(lang)
        c.set_notation("11z(555z)(666z)(777z)22z2z")
        c.set_seat(1)
        c.set_discarder(3)
        c.set_count("honba", 1)
        c.set_liable(2)
        lines[lang] = [line.replace("\u202f", " ") for line in c.view().arithmetic]
    assert lines["en"][2:] == [
        "Pao: West fed the last set of the daisangen; West and the discarder pay half each of its "
        "value: 4 × 8000 = 32 000",
        "The rest of the hand, 16 000 − 8000 = 8000 base points, is paid by the discarder as an ordinary ron",
        "Non-dealer ron: 4 × 8000 = 32 000",
        "Honba: 1 × 300 = 300 more from the discarder",
        "Pao: West pays half of 32 000: 16 000",
        "The discarder pays 16 000 + 32 000 + 300 = 48 300 in all",
        "Total: 16 000 + 48 300 = 64 300",
    ]
    assert lines["ru"][2:] == [
        "Пао: запад отдал последний сет (дайсанген); стоимость этого якумана запад и набросивший "
        "платят пополам: 4 × 8000 = 32 000",
        "Остальная часть руки, 16 000 − 8000 = база 8000, оплачивается набросившим как обычный рон",
        "Рон недилера: 4 × 8000 = 32 000",
        "Хонба: 1 × 300 = ещё 300 с набросившего",
        "Пао: запад платит половину от 32 000: 16 000",
        "Всего набросивший платит 16 000 + 32 000 + 300 = 48 300",
        "Итого: 16 000 + 48 300 = 64 300",
    ]


def test_two_pao_yakuman_of_one_set_are_listed_with_and_and_called_plural() -> None:
    """One daiminkan of North is the last set of both the daisuushii and the suukantsu (seed
    pao): the lines name them "daisuushii and suukantsu" («дайсуши и суканцу»), not with a bare
    comma that ran into "and alone pays", and say "their value" («этих якуманов») for two."""
    kans = "--kan 1111z --kan 2222z --ankan 3333z --kan 4444z --seat S --pao E"
    pao_lines = {}
    for words in (f"55z {kans} --tsumo", f"55z {kans} --from W", f"99p {kans} --from W --honba 1"):
        result = score(score_request(words.split()).spec)
        for lang in ("en", "ru"):
            # the lines that name the pao yakuman
            named = [line for line in _lines(result, lang) if " set " in line or " сет " in line]
            pao_lines[words.split()[-1], words[:3], lang] = named
    assert pao_lines["--tsumo", "55z", "en"] == [
        "pao: East fed the last set of the daisuushii and suukantsu, so East alone pays their value: "
        "4 × 24 000 = 96 000"
    ]
    assert pao_lines["--tsumo", "55z", "ru"] == [
        "пао: восток отдал последний сет (дайсуши и суканцу) и один платит стоимость этих якуманов: "
        "4 × 24 000 = 96 000"
    ]
    assert pao_lines["W", "55z", "en"] == [
        "pao: East fed the last set of the daisuushii and suukantsu; East and the discarder pay half "
        "each of their value: 4 × 24 000 = 96 000"
    ]
    assert pao_lines["W", "55z", "ru"] == [
        "пао: восток отдал последний сет (дайсуши и суканцу); стоимость этих якуманов восток и "
        "набросивший платят пополам: 4 × 24 000 = 96 000"
    ]
    # the two pao yakuman are all of the hand: half of their value each
    assert pao_lines["1", "99p", "en"] == [
        "pao: East fed the last set of the daisuushii and suukantsu, so East pays half of their value, "
        "48 000; the discarder pays the rest and the honba"
    ]
    assert pao_lines["1", "99p", "ru"] == [
        "пао: восток отдал последний сет (дайсуши и суканцу) и платит половину стоимости этих "
        "якуманов, 48 000; остальное платит набросивший, хонба тоже на нём"
    ]


def test_the_pao_help_says_what_the_liable_player_pays_with_another_yakuman_in_the_hand() -> None:
    """RULES.md §6: with another yakuman in the hand the liable player answers for the pao
    yakuman's share only (unless the rules' pao_whole puts a whole tsumo on them): the desk's
    tooltip and the score command's help say so, and the settlement pays so."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.i18n import say
    from mjgui.core.scoring.arguments import OPTIONS

    words = ["111z555z666z22z", "--pon", "777z", "--tsumo", "--seat", "S"]  # daisangen + tsuuiisou
    seed, tenhou = (replace(score_request([*words, "--rules", r]).spec, liable=2) for r in ("seed", "tenhou"))
    # the seed: West pays the daisangen's 32 000 alone and its share of the tsuuiisou (8000)
    assert settle_hand(seed, score(seed).win) == (-16000, 64000, -40000, -8000)  # type: ignore[arg-type]
    # Tenhou: West pays the whole hand
    assert settle_hand(tenhou, score(tenhou).win) == (0, 64000, -64000, 0)  # type: ignore[arg-type]
    tips = {}
    for spec in (seed, tenhou):
        c = Controller()
        c.load_spec(spec)  # its rules too
        tips[spec.rules.name, "en"] = c.view().options["liable"].reason
        c.set_lang("ru")
        tips[spec.rules.name, "ru"] = c.view().options["liable"].reason
    assert tips == {
        ("seed", "en"): "Pao: the player who fed the last set of the daisangen is liable. On a tsumo "
        "they pay this yakuman's value and the honba alone; on a ron by another player, half of "
        "this yakuman's value, the discarder paying the other half and the honba. Another yakuman "
        "in the hand is paid as usual. A ron they dealt in is paid as usual.",
        ("seed", "ru"): "Пао (дайсанген): отвечает игрок, отдавший последний сет. При цумо он один "
        "платит стоимость этого якумана и хонба; при роне другого игрока — половину стоимости "
        "этого якумана, а вторую половину и хонба платит набросивший. Другой якуман в руке "
        "оплачивается как обычно. Рон с его сброса оплачивается как обычно.",
        ("tenhou", "en"): "Pao: the player who fed the last set of the daisangen is liable. On a "
        "tsumo they pay the whole hand and the honba alone, another yakuman in it included; on a "
        "ron by another player, half of this yakuman's value and the honba; the discarder pays the "
        "other half and any other yakuman in the hand. A ron they dealt in is paid as usual.",
        ("tenhou", "ru"): "Пао (дайсанген): отвечает игрок, отдавший последний сет. При цумо он один "
        "платит за всю руку и хонба, включая другой якуман в ней; при роне другого игрока — "
        "половину стоимости этого якумана и хонба, а вторую половину и другой якуман в руке платит "
        "набросивший. Рон с его сброса оплачивается как обычно.",
    }
    help_msg = next(o.help for o in OPTIONS if o.name == "--pao")
    assert help_msg is not None
    assert (
        "on a tsumo it pays that yakuman's value and the honba alone; on a ron by another player "
        "(with --from), half of that value, and the honba too when the rules say so "
        "(pao_liable_honba), else the discarder pays them; another yakuman in the hand is paid as "
        "usual, unless the rules have the liable seat pay the whole tsumo (pao_whole); none: nobody"
    ) in say(help_msg, "en")
    assert "другой якуман в руке оплачивается как обычно" in say(help_msg, "ru")


def test_the_liable_seat_is_written_as_a_wind_inside_a_sentence() -> None:
    """A wind inside a sentence is wind_word: small in Russian («платит запад», as «набросил
    север»), as English writes it everywhere ("from West"): the desk's headline, the quiz's
    question, its payment field and the arithmetic."""
    from mjgui.controller.scoring.present import win_headline
    from mjgui.controller.teach.quiz import QuizController
    from mjgui.core.teach.arithmetic import arithmetic_steps

    tsumo = score(_daisangen(liable=2))
    ron = score(_daisangen(liable=2, tsumo=False, discarder=3))
    heads = {
        (kind, lang): win_headline(r.spec, r.win, lang).replace("\u202f", " ")  # type: ignore[arg-type]
        for kind, r in (("tsumo", tsumo), ("ron", ron))
        for lang in ("en", "ru")
    }
    assert heads == {
        ("tsumo", "en"): "Yakuman — 32 000 from West (pao)",
        ("tsumo", "ru"): "Якуман — 32 000, всё платит запад (пао)",
        ("ron", "en"): "Yakuman — 32 000, 16 000 of it from West (pao)",
        ("ron", "ru"): "Якуман — 32 000, из них 16 000 платит запад (пао)",
    }
    assert arithmetic_steps(ron)[-2].text("ru") == (
        "пао: запад отдал последний сет (дайсанген) и платит половину стоимости якумана, "
        "16\u202f000; остальное платит набросивший"
    )
    assert arithmetic_steps(ron)[-2].text("en").startswith("pao: West fed the last set")
    quiz = QuizController(level="payment", lang="ru")
    assert quiz.quiz_hand(tsumo.spec)
    while quiz.view().input != "payment":
        quiz.submit_yaku() if quiz.view().input == "yaku" else quiz.submit_number("13")
    view = quiz.view()
    assert view.payment_fields == ("Платит запад (пао)",)
    assert (
        view.prompt == "Цумо с пао: запад отдал последний сет якумана. Сколько платит запад вместе с хонба?"
    )
    points = QuizController(level="payment", lang="ru")
    assert points.quiz_hand(ron.spec) and points.session.question is not None
    assert points.session.question.prompt("payment", "ru") == (
        "Выигрыш оплачивается по пао (запад отдал последний сет якумана): сколько очков победитель "
        "получает от платящих вместе с хонба?"
    )
    quiz.set_lang("en")
    assert quiz.view().payment_fields == ("West pays (pao)",)


def test_the_pao_share_of_a_tsumo_is_said_plainly() -> None:
    """Daisangen (pao) + tsuuiisou by tsumo: West pays the daisangen's 32 000 alone and, as at
    an ordinary tsumo, a non-dealer's share of the tsuuiisou (8000)."""
    both = score(
        replace(score_request(["111z555z666z22z", "--pon", "777z", "--tsumo", "--seat", "S"]).spec, liable=2)
    )
    assert settle_hand(both.spec, both.win)[2] == -40000  # type: ignore[arg-type]
    assert [line for line in _lines(both) if line.startswith("pao")] == [
        "pao: West fed the last set of the daisangen and alone pays its value: 4 × 8000 = 32 000",
        "pao: West pays 32 000 + 8000 = 40 000 in all",
    ]
    assert [line for line in _lines(both, "ru") if line.startswith("пао")] == [
        "пао: запад отдал последний сет (дайсанген) и один платит стоимость этого якумана: 4 × 8000 = 32 000",
        "пао: всего запад платит 32 000 + 8000 = 40 000",
    ]


def test_the_quiz_answer_line_says_a_yakuman_once() -> None:
    """The line under a finished hand read "Daisangen · Yakuman · Yakuman — 32 000 from West
    (pao)": the limit twice. A yakuman is named by the payment alone; a hand below the limits
    keeps its han and fu."""
    from mjgui.controller.teach.quiz import QuizController

    quiz = QuizController(level="yaku")
    assert quiz.quiz_hand(_daisangen(liable=2))
    quiz.set_yaku("daisangen", True)
    quiz.submit_yaku()
    assert quiz.view().input == "done"
    assert quiz.view().answer.replace("\u202f", " ") == "Daisangen · Yakuman — 32 000 from West (pao)"
    quiz.set_lang("ru")
    assert quiz.view().answer.replace("\u202f", " ") == "Дайсанген · Якуман — 32 000, всё платит запад (пао)"
    plain = QuizController(level="yaku")
    assert plain.quiz_hand(score_request(["234m567p3467888s5s", "--riichi", "--seat", "S"]).spec)
    plain.set_yaku("riichi", True)
    plain.submit_yaku()
    assert plain.view().answer == "Riichi 1, Tanyao 1, Pinfu 1 · 3 han 30 fu · 3900"


# -- the desk's controller and the log replay -------------------------------------------------------


def test_the_desk_offers_the_liable_seat_for_a_pao_yakuman_and_says_why_not_otherwise() -> None:
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.notation import parse_hand

    c = Controller()
    hand = parse_hand("11m23p666777z1p (555z)")
    c.load_spec(
        HandSpec(concealed=hand.concealed, win_tile=hand.concealed[-1], melds=hand.melds, seat=1, tsumo=True)
    )
    option = c.view().options["liable"]
    assert option.enabled and not option.checked and "daisangen is liable" in option.reason
    assert not c.set_liable(1)  # the winner's own seat
    assert not c.set_liable(4)
    assert c.set_liable(2)
    view = c.view()
    assert [(s.delta, s.role) for s in view.payments] == [
        (0, "pays nothing"), (32000, "winner"), (-32000, "liable (pao)"), (0, "pays nothing")
    ]  # fmt: skip
    assert view.liable == 2 and view.headline.text == "Yakuman — 32\u202f000 from West (pao)"
    # under WRC suukantsu carries no pao: a hand of four kans offers none, and says so
    wrc = Controller()
    assert wrc.set_preset("wrc")
    kans = parse_hand("11z (1111m) (9999p) [1111s] (2222z)")
    wrc.load_spec(
        HandSpec(
            concealed=kans.concealed,
            win_tile=kans.concealed[-1],
            melds=kans.melds,
            seat=1,
            tsumo=True,
            rules=preset("wrc"),
        )
    )
    option = wrc.view().options["liable"]
    assert not option.enabled and option.reason == (
        "Pao is for a winning hand with daisangen or daisuushii: then choose the player who fed its last set."
    )
    wrc.set_lang("ru")
    assert wrc.view().options["liable"].reason == (
        "Пао бывает только у выигрышной руки с якуманом (дайсанген или дайсуши): тогда выберите "
        "игрока, отдавшего последний сет."
    )
    # a liable seat left on a hand without a pao yakuman: the core's reason, and the hand not
    # one of the session's winning hands for the quiz
    assert c.set_notation("11m23p666777z1p (111p)")
    assert [m.code for m in c.view().messages] == ["pao_without_yakuman"] and c.view().options[
        "liable"
    ].enabled
    assert all(spec.liable is None or spec.melds[0].tiles[0].kind == 31 for spec in c.won_hands())
    # by ron, no discarder named: that the hand holds no pao yakuman is said, not the discarder
    assert c.set_flag("tsumo", False) and c.state.situation.discarder is None
    assert [m.code for m in c.view().messages] == ["pao_without_yakuman"]
    assert c.set_liable(None) and c.view().headline.tone == "win"


def test_the_replay_scores_a_liable_player_our_core_refuses_without_one() -> None:
    from mjgui.core.logs import read_log_file
    from mjgui.core.logs.replay import check_win

    log = read_log_file(Path(__file__).parent / "data" / "logs" / "mjx-pao-tsumo.mjlog")
    (win,) = [w for w in log.wins if w.pao is not None]
    assert check_win(win).agree
    # the same win under rules without pao: scored all the same, and who paid differs
    off = replace(win, spec=replace(win.spec, rules=win.spec.rules.with_options(pao=frozenset())))
    check = check_win(off)
    assert check.error is None and check.result is not None and check.ours is not None
    assert [d.field for d in check.differences] == ["changes"]


def test_pao_with_another_yakuman_puts_the_honba_on_the_pao_share_only() -> None:
    # daisangen (pao, West) + tsuuiisou by South, 2 honba: the ordinary yakuman is paid without
    # honba, the liable player pays the pao yakuman and the honba (tsumo); on a ron by North the
    # honba goes with the discarder's half, never twice
    common = {"winner": 1, "dealer": 0, "base": 2 * Y, "sticks": 0, "rules": SEED, "liable": 2, "pao_base": Y}
    tsumo = settle_win(tsumo=True, discarder=None, honba=2, **common)  # type: ignore[arg-type]
    assert tsumo == (-16000, 64600, -8000 - 32600, -8000)
    ron = settle_win(tsumo=False, discarder=3, honba=1, **common)  # type: ignore[arg-type]
    assert ron == (0, 64300, -16000, -32000 - 16300)


def test_a_hand_without_a_liable_seat_is_paid_by_its_own_discarder() -> None:
    spec = _daisangen(tsumo=False, discarder=3)
    win = score(spec).win
    assert win is not None
    assert settle_hand(spec, win) == (0, 32000, 0, -32000)
    assert pao_settlement(spec, win) is None


def test_pao_settles_only_for_a_pao_yakuman_and_another_winner() -> None:
    plain = score_request(["234m567p3467888s5s", "--tsumo", "--seat", "S"]).spec
    win = score(plain).win
    assert win is not None
    assert pao_settlement(replace(plain, liable=2), win) is None  # no pao yakuman in the hand
    spec = _daisangen()
    won = score(spec).win
    assert won is not None
    assert pao_settlement(spec, won) is None  # nobody liable
    assert pao_settlement(replace(spec, liable=1), won) is None  # the winner's own seat
    assert pao_settlement(replace(spec, liable=0), won) == (-32000, 32000, 0, 0)
    # a ron: pao settles it when another player dealt in, not the liable player's own deal-in,
    # nor a ron whose discarder is not known (scoring refuses it; nobody to pay the other half)
    ron = replace(spec, tsumo=False, liable=0)
    assert pao_settlement(replace(ron, discarder=3), won) == (-16000, 32000, 0, -16000)
    assert pao_settlement(replace(ron, discarder=0), won) is None
    assert pao_settlement(replace(ron, discarder=None), won) is None


def test_the_pao_help_says_who_pays_the_honba_as_the_rules_settle_it() -> None:
    """Tenhou (pao_liable_honba): on a ron by another player the liable player pays half and the
    honba (East 16 600, the discarder West 16 000 at 2 honba); the tip said the discarder paid
    the rest. Each pair of the options pao_whole and pao_liable_honba has its own true tip."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.controller.scoring.state import GamePin

    words = ["23m55p1m", "--pon", "555z", "--pon", "666z", "--pon", "777z", "--seat", "S"]
    words += ["--from", "W", "--pao", "E", "--honba", "2"]

    def tip_and_deltas(rules: str, *options: str) -> tuple[str, tuple[int, ...]]:
        extra = [w for o in options for w in ("--rule-option", o)]
        spec = score_request([*words, "--rules", rules, *extra]).spec
        c = Controller()
        c.load_spec(spec)
        c.serve(GamePin(spec.rules))  # the rules whole, as a game's (the menu has no pao options)
        assert c.state.rules == spec.rules
        return c.view().options["liable"].reason, settle_hand(spec, score(spec).win)  # type: ignore[arg-type]

    tenhou, paid = tip_and_deltas("tenhou")
    assert paid == (-16600, 32600, -16000, 0)
    assert "on a ron by another player, half of this yakuman's value and the honba; the discarder " in tenhou
    seed, paid = tip_and_deltas("seed")
    assert paid == (-16000, 32600, -16600, 0)
    assert "half of this yakuman's value, the discarder paying the other half and the honba." in seed
    # the options alone choose the tip: pao_liable_honba without pao_whole, and the reverse
    honba, paid = tip_and_deltas("seed", "pao_liable_honba=on")
    assert paid == (-16600, 32600, -16000, 0)
    assert "On a tsumo they pay this yakuman's value and the honba alone; on a ron by another " in honba
    assert "half of this yakuman's value and the honba, the discarder paying the other half." in honba
    whole, paid = tip_and_deltas("tenhou", "pao_liable_honba=off")
    assert paid == (-16000, 32600, -16600, 0)
    assert "On a tsumo they pay the whole hand and the honba alone" in whole
    assert "the discarder paying the other half, the honba and any other yakuman in the hand." in whole
    assert len({tenhou, seed, honba, whole}) == 4


def test_the_winner_is_never_liable_on_the_desk_in_its_choices_nor_in_the_game_line() -> None:
    """One rule (``core.scoring.hand.liable_for``): the liable seat's choice offers the seats
    but the winner's, a seat the winner takes drops the liable seat, and a win line from the
    desk leaves out a liable player who is the winner."""
    from mjgui.controller.game.bridge import win_line
    from mjgui.controller.game.tracker import TrackerController
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.game.lines import WinValue
    from mjgui.core.scoring.notation import parse_hand

    c = Controller()
    hand = parse_hand("11m23p666777z1p (555z)")
    c.load_spec(
        HandSpec(concealed=hand.concealed, win_tile=hand.concealed[-1], melds=hand.melds, seat=1, tsumo=True)
    )
    assert c.view().liable_seats == (0, 2, 3)
    assert c.set_liable(2)
    assert c.set_seat(3) and c.view().liable == 2 and c.view().liable_seats == (0, 1, 2)
    assert c.set_seat(2) and c.view().liable is None and c.view().liable_seats == (0, 1, 3)
    assert c.set_preset("tenhou-sanma") and c.view().liable_seats == (0, 1)
    # the discarder's choice: the same seats, decided in the same place
    assert c.view().discarder_seats == (0, 1)
    assert c.set_seat(0) and c.view().discarder_seats == c.view().liable_seats == (1, 2)
    game = TrackerController()
    assert game.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    yakuman = WinValue("yakuman", multiple=1)
    assert win_line(game.state, yakuman, True, 1, None, False, 2) == "tsumo Boris yakuman pao Chen"
    assert win_line(game.state, yakuman, True, 1, None, False, 1) == "tsumo Boris yakuman"
    assert win_line(game.state, yakuman, False, 1, 3, False, 1) == "ron Boris from Dasha yakuman"
    assert win_line(game.state, yakuman, False, 1, 1, False, None) is None  # no discarder but the winner

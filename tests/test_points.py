"""Base points, limits and payments (RULES.md §5) and the score table of seed-scoring.ru.txt."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjgui.core.scoring.arguments import CountError, score_parser
from mjgui.core.scoring.points import LIMIT_BASE, Payment, base_points, impossible_han_fu, payment
from mjgui.core.scoring.rules import SEED
from tests.util import spec, win

# The han x fu table of seed-scoring.ru.txt ("Таблица подсчета очков"), han 1-4.
# fu: {han: (non-dealer ron, (non-dealer tsumo: from non-dealer, from dealer), dealer ron, dealer tsumo each)}
# None where the table says "Нет данных" (the combination cannot occur).
M = "mangan"
TABLE: dict[int, dict[int, tuple[object, object, object, object]]] = {
    20: {
        1: (None, None, None, None),
        2: (None, (400, 700), None, 700),
        3: (None, (700, 1300), None, 1300),
        4: (None, (1300, 2600), None, 2600),
    },
    25: {
        1: (None, None, None, None),
        2: (1600, None, 2400, None),
        3: (3200, (800, 1600), 4800, 1600),
        4: (6400, (1600, 3200), 9600, 3200),
    },
    30: {
        1: (1000, (300, 500), 1500, 500),
        2: (2000, (500, 1000), 2900, 1000),
        3: (3900, (1000, 2000), 5800, 2000),
        4: (7700, (2000, 3900), 11600, 3900),
    },
    40: {
        1: (1300, (400, 700), 2000, 700),
        2: (2600, (700, 1300), 3900, 1300),
        3: (5200, (1300, 2600), 7700, 2600),
        4: (M, M, M, M),
    },
    50: {
        1: (1600, (400, 800), 2400, 800),
        2: (3200, (800, 1600), 4800, 1600),
        3: (6400, (1600, 3200), 9600, 3200),
        4: (M, M, M, M),
    },
    60: {
        1: (2000, (500, 1000), 2900, 1000),
        2: (3900, (1000, 2000), 5800, 2000),
        3: (7700, (2000, 3900), 11600, 3900),
        4: (M, M, M, M),
    },
    70: {1: (2300, (600, 1200), 3400, 1200), 2: (4500, (1200, 2300), 6800, 2300), 3: (M, M, M, M)},
    80: {1: (2600, (700, 1300), 3900, 1300), 2: (5200, (1300, 2600), 7700, 2600), 3: (M, M, M, M)},
    90: {1: (2900, (800, 1500), 4400, 1500), 2: (5800, (1500, 2900), 8700, 2900), 3: (M, M, M, M)},
    100: {1: (3200, (800, 1600), 4800, 1600), 2: (6400, (1600, 3200), 9600, 3200), 3: (M, M, M, M)},
    110: {1: (3600, (900, 1800), 5300, 1800), 2: (7100, (1800, 3600), 10600, 3600), 3: (M, M, M, M)},
}
CELLS = [(fu, han, row) for fu, by_han in TABLE.items() for han, row in by_han.items()]


def _pay(han: int, fu: int, dealer: bool, tsumo: bool):  # type: ignore[no-untyped-def]
    base = base_points(han, fu, 0, SEED)
    return base, payment(base.points, dealer=dealer, tsumo=tsumo, honba=0, sticks=0, rules=SEED)


@pytest.mark.parametrize(("fu", "han", "row"), CELLS, ids=[f"{f}fu-{h}han" for f, h, _ in CELLS])
def test_score_table_cell(fu: int, han: int, row: tuple[object, object, object, object]) -> None:
    nd_ron, nd_tsumo, d_ron, d_tsumo = row
    if nd_ron == M:
        for dealer in (False, True):
            for tsumo in (False, True):
                base, pay = _pay(han, fu, dealer, tsumo)
                assert base.limit == "mangan" and base.points == 2000
                assert pay.total == (12000 if dealer else 8000)
        return
    # "Нет данных" (None): no hand is won so, and the scorer says why; every other cell can be
    assert (nd_ron is None) == (d_ron is None) and (nd_tsumo is None) == (d_tsumo is None)
    no_ron = impossible_han_fu(han, fu, SEED, tsumo=False)
    no_tsumo = impossible_han_fu(han, fu, SEED, tsumo=True)
    assert (no_ron is not None) == (nd_ron is None), (no_ron, nd_ron)
    assert (no_tsumo is not None) == (nd_tsumo is None), (no_tsumo, nd_tsumo)
    if nd_ron is not None:
        assert _pay(han, fu, False, False)[1].ron == nd_ron
    if d_ron is not None:
        assert _pay(han, fu, True, False)[1].ron == d_ron
    if nd_tsumo is not None:
        pay = _pay(han, fu, False, True)[1]
        assert (pay.non_dealer_pays, pay.dealer_pays) == nd_tsumo
    if d_tsumo is not None:
        assert _pay(han, fu, True, True)[1].each_pays == d_tsumo


@pytest.mark.parametrize(
    ("han", "limit", "base"),
    [
        (5, "mangan", 2000),
        (6, "haneman", 3000),
        (7, "haneman", 3000),
        (8, "baiman", 4000),
        (10, "baiman", 4000),
        (11, "sanbaiman", 6000),
        (12, "sanbaiman", 6000),
        (13, "kazoe_yakuman", 8000),
        (20, "kazoe_yakuman", 8000),
    ],
)
def test_limits(han: int, limit: str, base: int) -> None:
    result = base_points(han, 30, 0, SEED)
    assert (result.limit, result.points) == (limit, base)


def test_kiriage_is_an_option_off_by_default() -> None:
    assert base_points(4, 30, 0, SEED).points == 1920
    assert base_points(3, 60, 0, SEED).points == 1920
    kiriage = SEED.with_options(kiriage=True)
    assert base_points(4, 30, 0, kiriage).limit == "mangan"
    assert base_points(3, 60, 0, kiriage).limit == "mangan"


def test_kazoe_capped_at_sanbaiman_option() -> None:
    assert base_points(13, 30, 0, SEED.with_options(kazoe="sanbaiman")).limit == "sanbaiman"


def test_yakuman_multiples() -> None:
    assert base_points(0, 0, 2, SEED).points == 16000


def test_honba_and_sticks() -> None:
    ron = payment(2000, dealer=False, tsumo=False, honba=2, sticks=2, rules=SEED)
    assert (ron.ron, ron.total) == (8600, 10600)
    tsumo = payment(2000, dealer=False, tsumo=True, honba=2, sticks=1, rules=SEED)
    assert (tsumo.dealer_pays, tsumo.non_dealer_pays, tsumo.total) == (4200, 2200, 9600)
    dealer = payment(2000, dealer=True, tsumo=True, honba=1, sticks=0, rules=SEED)
    assert (dealer.each_pays, dealer.total) == (4100, 12300)


# The three worked examples of seed-scoring.ru.txt ("Примеры расчетов", "Один хань 110 фу").
def test_example_1_non_dealer_tsumo_40_fu_2_han() -> None:
    value = win("222z55z123m456p789s --seat S --tsumo --win 5z")
    assert (value.han, value.fu.raw, value.fu.fu) == (2, 34, 40)
    assert {y.id for y in value.yaku} == {"menzen_tsumo", "seat_wind"}
    assert value.base.points == 640
    assert value.payment is not None
    assert (value.payment.dealer_pays, value.payment.non_dealer_pays) == (1300, 700)


def test_example_2_same_hand_by_ron_50_fu_1_han() -> None:
    value = win("222z55z123m456p789s --seat S --win 5z")
    assert (value.han, value.fu.raw, value.fu.fu) == (1, 42, 50)
    assert value.base.points == 400
    assert value.payment is not None and value.payment.ron == 1600


def test_example_3_one_han_110_fu() -> None:
    value = win("345p11z777z --ankan 1111m --ankan 1111s")
    assert (value.han, value.fu.raw, value.fu.fu) == (1, 102, 110)
    assert {y.id for y in value.yaku} == {"chun"}
    # the variant where a double-wind pair is 2 fu makes it exactly 100
    from mjgui.core.scoring.scoring import score
    from tests.util import spec

    two = score(
        spec("345p11z777z --ankan 1111m --ankan 1111s").with_changes(
            rules=SEED.with_options(double_wind_pair_fu=2)
        )
    )
    assert two.win is not None and two.win.fu.fu == 100


# -- honba and sticks inside a payment (RULES.md §5: 300 per honba on ron, 100 from each payer
# on tsumo; 1000 per riichi stick) ------------------------------------------------------------


def test_dealer_tsumo_honba_and_sticks_points() -> None:
    # 30 fu 2 han: base 480, 1000 from each; 2 honba add 200 from each = 600
    pay = payment(480, dealer=True, tsumo=True, honba=2, sticks=1, rules=SEED)
    assert pay.each_pays == 1200
    assert (pay.honba, pay.honba_points, pay.sticks, pay.sticks_points) == (2, 600, 1, 1000)
    assert pay.total == 3 * 1200 + 1000 and pay.hand_points == 3000
    assert pay.deltas(0) == (4600, -1200, -1200, -1200)


def test_non_dealer_tsumo_honba_and_sticks_points() -> None:
    pay = payment(480, dealer=False, tsumo=True, honba=3, sticks=2, rules=SEED)
    assert (pay.dealer_pays, pay.non_dealer_pays) == (1000 + 300, 500 + 300)
    assert (pay.honba_points, pay.sticks_points) == (900, 2000)
    assert pay.total == 1300 + 2 * 800 + 2000 and pay.hand_points == 2000
    assert pay.deltas(2) == (-1300, -800, 4900, -800)


def test_ron_honba_and_sticks_points() -> None:
    pay = payment(480, dealer=False, tsumo=False, honba=2, sticks=3, rules=SEED)
    assert (pay.ron, pay.honba_points, pay.sticks_points, pay.total) == (2000 + 600, 600, 3000, 5600)
    assert pay.hand_points == 2000
    assert (pay.each_pays, pay.dealer_pays, pay.non_dealer_pays) == (0, 0, 0)


@pytest.mark.parametrize(("winner", "payer"), [(0, 1), (1, 2), (2, 3), (3, 0)])
def test_a_ron_without_a_known_discarder_shows_the_next_seat_paying(winner: int, payer: int) -> None:
    pay = payment(480, dealer=winner == 0, tsumo=False, honba=1, sticks=1, rules=SEED)
    deltas = pay.deltas(winner)
    assert deltas[winner] == pay.total and deltas[payer] == -pay.ron
    assert sum(deltas) == 1000  # the stick came from the table
    assert [d for seat, d in enumerate(deltas) if seat not in (winner, payer)] == [0, 0]
    assert pay.deltas(winner, discarder=(payer + 1) % 4)[(payer + 1) % 4] == -pay.ron


def test_the_limit_table_names_each_limits_base() -> None:
    by_han = {5: "mangan", 6: "haneman", 8: "baiman", 11: "sanbaiman", 13: "kazoe_yakuman"}
    assert LIMIT_BASE == {
        "mangan": 2000,
        "haneman": 3000,
        "baiman": 4000,
        "sanbaiman": 6000,
        "kazoe_yakuman": 8000,
    }
    for han, name in by_han.items():
        base = base_points(han, 30, 0, SEED)
        assert (base.limit, base.points) == (name, LIMIT_BASE[name])


def test_each_limits_han_range_is_the_han_that_score_it() -> None:
    from mjgui.core.game.record import Limit
    from mjgui.core.scoring.points import LIMIT_HAN, YAKUMAN_BASE, limit_han_range

    assert [limit_han_range(n) for n in LIMIT_HAN] == [(5, 5), (6, 7), (8, 10), (11, 12), (13, None)]
    for name in LIMIT_HAN:
        low, high = limit_han_range(name)
        for han in range(low, (high or 20) + 1):
            assert base_points(han, 40, 0, SEED).limit == name, (name, han)
    # a record's "ron ... haneman" pays the scoring package's haneman, a yakuman its base
    assert [Limit(n).base for n in ("mangan", "haneman", "baiman", "sanbaiman")] == [2000, 3000, 4000, 6000]
    assert base_points(1, 30, 2, SEED).points == 2 * YAKUMAN_BASE == 16000


@pytest.mark.parametrize("kazoe", ["sanbaiman", "off"])
def test_without_kazoe_yakuman_sanbaiman_covers_every_han_from_11(kazoe: str) -> None:
    from mjgui.core.scoring.points import han_limits, limit_han_range

    rules = SEED.with_options(kazoe=kazoe)
    assert han_limits(rules) == ("mangan", "haneman", "baiman", "sanbaiman")
    assert limit_han_range("sanbaiman", rules) == (11, None)
    assert limit_han_range("baiman", rules) == (8, 10)
    for han in (11, 12, 13, 20, 99):
        assert base_points(han, 40, 0, rules).limit == "sanbaiman"
    with pytest.raises(ValueError, match=r"^no han count reaches kazoe_yakuman under these rules$"):
        limit_han_range("kazoe_yakuman", rules)
    assert limit_han_range("sanbaiman", SEED) == (11, 12)


@pytest.mark.parametrize("han", [5, 6, 7, 8, 10, 11, 12, 13, 14])
def test_from_five_han_the_han_alone_sets_the_limit_and_no_raw_base(han: int) -> None:
    for fu in (20, 30, 110):
        assert base_points(han, fu, 0, SEED).raw == 0
    assert base_points(han, 30, 0, SEED.with_options(kazoe="off")).raw == 0


def test_a_yakuman_has_no_raw_base() -> None:
    assert base_points(0, 30, 1, SEED) == base_points(13, 30, 1, SEED)
    assert (base_points(0, 30, 2, SEED).points, base_points(0, 30, 2, SEED).raw) == (16000, 0)


def test_the_raw_base_must_be_over_2000_for_a_mangan() -> None:
    # 125 fu is no real fu, but it puts the raw base exactly on 2000: not over it
    exact = base_points(2, 125, 0, SEED)
    assert (exact.points, exact.limit, exact.raw) == (2000, None, 2000)
    over = base_points(2, 126, 0, SEED)
    assert (over.points, over.limit, over.raw) == (2000, "mangan", 2016)


def test_a_payment_not_given_an_amount_has_none() -> None:
    pay = Payment(1000, dealer=False, tsumo=False)
    amounts = (pay.ron, pay.dealer_pays, pay.non_dealer_pays, pay.each_pays, pay.honba, pay.honba_points)
    assert amounts == (0, 0, 0, 0, 0, 0)
    assert (pay.sticks, pay.sticks_points, pay.total, pay.hand_points) == (0, 0, 0, 0)
    tsumo = payment(480, dealer=True, tsumo=True, honba=0, sticks=0, rules=SEED)
    assert (tsumo.ron, tsumo.dealer_pays, tsumo.non_dealer_pays) == (0, 0, 0)
    other = payment(480, dealer=False, tsumo=True, honba=0, sticks=0, rules=SEED)
    assert (other.ron, other.each_pays) == (0, 0)


def test_a_payment_not_given_its_table_is_a_four_player_one() -> None:
    # a 2000-base non-dealer tsumo: 4000 from the dealer, 2000 from each of the two others
    tsumo = Payment(2000, dealer=False, tsumo=True, dealer_pays=4000, non_dealer_pays=2000, total=8000)
    assert tsumo.players == 4
    assert tsumo.deltas(1) == (-4000, 8000, -2000, -2000)
    # a ron by North with no known discarder: the next seat, East, is shown paying
    ron = Payment(1000, dealer=False, tsumo=False, ron=3900, total=3900)
    assert ron.deltas(3) == (-3900, 0, 0, 3900)


@pytest.mark.parametrize(
    ("han", "fu", "tsumo", "why"),
    [
        (1, 20, True, "one_han_low"),
        (1, 25, False, "one_han_low"),
        (1, 30, False, None),
        (1, 30, True, None),
        (2, 20, False, "ron_20"),
        (2, 20, True, None),
        (2, 25, True, "tsumo_25"),
        (2, 25, False, None),
        (3, 25, True, None),
        (2, 30, False, None),
        (4, 20, False, "ron_20"),
    ],
)
def test_which_han_and_fu_cannot_be_won(han: int, fu: int, tsumo: bool, why: str | None) -> None:
    assert impossible_han_fu(han, fu, SEED, tsumo=tsumo) == why


def test_the_payment_reads_kazoe_from_the_one_place_that_decides_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules' kazoe was decided twice (han_limits for the tables, base_points for the
    payment): the payment now reads han_limits, so the two can never disagree."""
    from mjgui.core.scoring import points
    from mjgui.core.scoring.rules import preset

    rules = preset("seed")
    assert rules.kazoe == "yakuman"
    assert points.base_points(13, 30, 0, rules) == points.Base(8000, "kazoe_yakuman", 0)
    no_kazoe = ("mangan", "haneman", "baiman", "sanbaiman")
    monkeypatch.setattr(points, "han_limits", lambda _rules=None: no_kazoe)
    assert points.base_points(13, 30, 0, rules) == points.Base(6000, "sanbaiman", 0)


# Under the Kansai chiitoitsu (chiitoitsu_50fu, RULES.md §2, §4) chiitoitsu is 1 han 50 fu, so
# no hand has 25 fu (``no_25``, whatever the han and the win), and the 1 han 20 fu a pinfu
# tsumo cannot be is said as such (``one_han_20``: no 25 fu hand is left to name). Found by
# mutation testing (``impossible_han_fu``'s first two tests: 25 -> 26, == -> !=, the reasons).
@pytest.mark.parametrize(
    ("han", "fu", "tsumo", "why"),
    [
        (2, 25, False, "no_25"),
        (2, 25, True, "no_25"),
        (4, 25, True, "no_25"),
        (1, 25, False, "no_25"),
        (1, 20, True, "one_han_20"),
        (1, 20, False, "one_han_20"),
        (1, 30, False, None),
        (2, 30, False, None),
        (2, 20, True, None),
        (2, 20, False, "ron_20"),
        (3, 26, True, None),  # no hand has 26 fu either; only 25 is refused by name
        (1, 50, False, None),  # the Kansai chiitoitsu itself
    ],
)
def test_which_han_and_fu_cannot_be_won_under_the_kansai_chiitoitsu(
    han: int, fu: int, tsumo: bool, why: str | None
) -> None:
    assert impossible_han_fu(han, fu, replace(SEED, chiitoitsu_50fu=True), tsumo=tsumo) == why


def test_the_counters_bound_is_the_one_the_help_says() -> None:
    """``--honba``, ``--sticks`` and ``--renchan`` stop at 99 (MAX_COUNT, the calculator's
    fields too), and ``score --help`` says that bound, not another (found by mutation testing:
    ``MAX_COUNT`` 99 -> 100 and -> None only changed the help)."""
    text = " ".join(score_parser().format_help().split())
    for what in (
        "honba counters on the table",
        "riichi sticks this winner takes",
        "the dealer's renchan count",
    ):
        assert f"{what}, 0-99" in text
    for name in ("honba", "sticks", "renchan"):
        assert getattr(spec(f"234m567p3467888s5s --{name} 99"), name) == 99
        with pytest.raises(CountError, match=f"--{name} cannot be more than 99 \\(got 100\\)"):
            spec(f"234m567p3467888s5s --{name} 100")

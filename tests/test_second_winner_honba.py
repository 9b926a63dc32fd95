"""A hand's honba counter (what ryanhan shibari reads) and the honba its winner is paid (what
the payment counts: :attr:`HandSpec.honba_taken`), apart: a second winner on one discard under
``multiple_ron_honba=first`` is paid none of the honba on the table."""

from __future__ import annotations

from mjgui.controller.game.bridge import words_hand
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.notation import parse_hand
from mjgui.core.scoring.rules import preset
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.settle import pao_settlement
from mjgui.core.teach.arithmetic import payment_steps
from mjgui.core.teach.near_miss import near_misses

ONE_HAN = "234m567p345s6688s8s"  # tanyao alone (a shanpon wait): 1 han 40 fu
TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu


def spec_of(text: str, **changes: object) -> HandSpec:
    hand = parse_hand(text)
    return HandSpec(hand.concealed, hand.concealed[-1], hand.melds, rules=preset("seed")).with_changes(
        **changes
    )


def test_the_honba_paid_is_what_the_payment_counts_and_the_counter_what_shibari_reads() -> None:
    at_five = {"seat": 1, "discarder": 2, "honba": 5}
    for paid in (None, 0):
        refused = score(spec_of(ONE_HAN, **at_five, paid_honba=paid))
        assert refused.win is None and refused.no_win is not None
        assert refused.no_win.code == "ryanhan_shibari"
    every = score(spec_of(TWO_HAN, **at_five)).win
    none = score(spec_of(TWO_HAN, **at_five, paid_honba=0)).win
    assert every is not None and every.payment is not None
    assert (every.payment.honba, every.payment.honba_points, every.payment.total) == (5, 1500, 3500)
    assert none is not None and none.payment is not None
    assert (none.payment.honba, none.payment.honba_points, none.payment.total) == (0, 0, 2000)
    # below the threshold the one han wins, paid the honba it takes
    low = score(spec_of(ONE_HAN, seat=1, discarder=2, honba=4, paid_honba=0)).win
    assert low is not None and low.payment is not None and low.payment.total == 1300
    # a negative honba paid is a hand that cannot happen, said as the honba
    bad = [p for p in problems(spec_of(TWO_HAN, **at_five, paid_honba=-1)) if p.code == "negative_count"]
    assert [(p.params["name"], p.params["value"]) for p in bad] == [("honba", -1)]


def test_a_pao_ron_of_a_second_winner_paid_no_honba_settles_none() -> None:
    # daisangen, the last set fed by West (2); North (3) wins on South's (1) discard
    hand = "234m5p(555z)(666z)(777z)5p"
    rules = preset("seed").with_options(pao=frozenset({"daisangen"}))
    base = {"seat": 3, "discarder": 1, "liable": 2, "honba": 5, "rules": rules}
    every = score(spec_of(hand, **base))
    none = score(spec_of(hand, **base, paid_honba=0))
    assert every.win is not None and none.win is not None
    paid_every = pao_settlement(every.spec, every.win)
    paid_none = pao_settlement(none.spec, none.win)
    assert paid_every is not None and paid_none is not None
    assert paid_every[3] == 32000 + 1500 and paid_none[3] == 32000
    assert sum(paid_none) == 0 and -paid_none[2] == -paid_none[1] == 16000
    # the steps of the payment say the honba only where they are paid
    codes = {step.code for step in payment_steps(every)}, {step.code for step in payment_steps(none)}
    assert "pao_ron_honba_discarder" in codes[0] and "pao_ron" in codes[1]
    assert "pao_ron_honba_discarder" not in codes[1]


def test_a_near_miss_of_a_winner_paid_no_honba_says_what_the_yaku_would_add() -> None:
    """South's mangan on West's discard (4 han 50 fu: South and red dragon triplets concealed,
    the 3m triplet won on the discard): sanankou, had the 3m been drawn, would make it a
    haneman, 4000 more, with or without the honba."""
    hand = words_hand("33m99p222777z3m --pon 333z --dora 6m")
    assert hand is not None
    for paid, total in ((None, 9500), (0, 8000)):
        result = score(hand.with_changes(seat=1, discarder=2, honba=5, paid_honba=paid))
        assert result.win is not None and result.win.payment is not None
        assert result.win.payment.total == total
        misses = [(m.id, m.code, m.more) for m in near_misses(result)]
        assert ("sanankou", "sanankou_ron", 4000) in misses

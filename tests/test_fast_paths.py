"""The batch's fast paths give exactly what the plain paths give.

``score --batch`` writes its answers from pieces kept once written (``report.result_json``, by
the module generated from the answer's shapes, ``report_fast``),
reads plain words without argparse and makes a hand's spec with its fields set at once. Each is
checked here against the path it stands for, byte for byte.
"""

from __future__ import annotations

import json
import random
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.cli import _dump, _line_words, answer_line, answer_text
from mjgui.core.scoring.arguments import ScoreRequest, _hand_spec, parse_score_args
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.points import Payment
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.scoring import score
from mjgui.core.teach import report_fast
from mjgui.core.teach.report import payment_dict, result_dict, result_json
from mjgui.core.teach.shapes import SeatPayment
from tests.handgen import random_hand
from tests.test_properties import _cli_words

SEEDS = st.lists(st.integers(0, 10**9), min_size=1, max_size=6)


@settings(max_examples=150, deadline=None)
@given(SEEDS, st.sampled_from(sorted(PRESETS)), st.sampled_from(["en", "ru"]))
def test_answer_text_is_the_answer_dict_encoded(seeds: list[int], rules: str, lang: str) -> None:
    for seed in seeds:
        spec = random_hand(random.Random(seed), PRESETS[rules], exclude_known=seed % 2 == 0)
        result = score(spec)
        assert result_json(result, lang) == _dump(result_dict(result, lang))
        line = " ".join([*_cli_words(spec), "--rules", rules, "--lang", lang])
        for given_line in (line + "\n", (line + "\r\n").encode()):
            assert answer_text(given_line) == _dump(answer_line(given_line))


def test_answer_text_of_the_same_hand_twice_is_the_same() -> None:
    """The second answer is written from kept pieces; it must not differ from the first."""
    words = "234m567p3467888s5s --riichi --seat S --dora 2s --tsumo --honba 2 --lang ru"
    first = answer_text(words)
    assert first == answer_text(words) == _dump(answer_line(words))
    obj = json.loads(first)
    assert [y["id"] for y in obj["yaku"]] == ["riichi", "menzen_tsumo", "tanyao", "pinfu", "dora"]
    assert obj["payment"]["total"] == 8000 + 2 * 300 and obj["readings"][0]["chosen"] is True


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpszESWN -,'\"#=\\\xe9", max_size=50), st.sampled_from(
    ["", " --tsumo", " --lang ru", " --explain", " --rules ema", " --from E", " --seat x", " --honba -1"]
))  # fmt: skip
def test_answer_text_of_any_line_is_the_answer_dict_encoded(text: str, option: str) -> None:
    for line in (text + option, (text + option).encode("utf-8"), b"\xff" + text.encode()):
        assert answer_text(line) == _dump(answer_line(line))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(sorted(PRESETS)))
def test_a_spec_made_at_once_equals_the_constructed_one(seed: int, rules: str) -> None:
    spec = random_hand(random.Random(seed), PRESETS[rules])
    values = {f.name: getattr(spec, f.name) for f in fields(HandSpec) if f.init}
    made = _hand_spec({}, **values)
    assert vars(made) == vars(spec) and made == spec  # derived fields (closed, kans...) too
    # the derived fields, made in one pass, say what the melds say
    assert made.closed == (not any(m.opened for m in spec.melds))
    assert made.kans == sum(1 for m in spec.melds if m.is_kan)
    assert made.all_tiles() == spec.concealed + tuple(t for m in spec.melds for t in m.tiles)
    read, _ = parse_score_args([*_cli_words(spec), "--rules", rules, "--lang", "ru"])
    assert vars(read) == vars(ScoreRequest(read.spec, "ru", False))
    again = HandSpec(**{f.name: getattr(read.spec, f.name) for f in fields(HandSpec) if f.init})
    assert vars(read.spec) == vars(again)
    assert sorted(read.spec.concealed) == sorted(spec.concealed)
    assert sorted(map(str, read.spec.melds)) == sorted(map(str, spec.melds))


def test_unusual_words_take_argparse_and_read_the_same() -> None:
    plain = "234m567p3467888s5s --riichi --seat S --dora 2s --honba 1"
    for odd in ("--seat=S", "--hon 1", "--rule-option aka=0", "--from=W"):
        words = plain.split() + odd.split()
        assert _line_words(" ".join(words)) == (words, False)
        request, ns = parse_score_args(words)
        assert ns.hand == "234m567p3467888s5s" and request.spec.riichi
        assert answer_text(" ".join(words)) == _dump(answer_line(" ".join(words)))


def test_a_payment_written_at_once_is_the_payment_dict_encoded() -> None:
    """Every kind of payment (ron, dealer and non-dealer tsumo), with and without a discarder."""
    payments = [
        Payment(
            2000, False, False, ron=8300, honba=1, honba_points=300, sticks=2, sticks_points=2000, total=10300
        ),
        Payment(4000, True, True, each_pays=8100, honba=1, honba_points=300, total=24300),
        Payment(1920, False, True, dealer_pays=3900, non_dealer_pays=2000, total=7900),
    ]
    for pay in payments:
        for seat in range(4):
            for discarder in (None, *(s for s in range(4) if s != seat)):
                paid = SeatPayment(pay, seat, discarder)
                assert report_fast._payment_text(paid, "en") == _dump(payment_dict(pay, seat, discarder))


def test_the_kept_rows_and_payments_are_found_by_value_not_identity() -> None:
    """A kept text is found by what it shows: an equal payment or fu item made anew (another
    object, perhaps at the address of a freed one) finds the same text, and no key is an id."""
    from mjgui.core.scoring.fu import FuItem

    kept = report_fast.KEPT
    for tables in kept.values():
        tables.clear()
    words = "234m567p3467888s5s --riichi --seat S --dora 2s --tsumo --honba 2"
    first = answer_text(words)
    assert first == answer_text(words)
    payments = kept["payment"]["en"]
    (paid,) = payments
    assert paid.pay.total == 8000 + 2 * 300 and paid.winner == 1 and paid.discarder is None
    again = SeatPayment(Payment(**vars(paid.pay)), paid.winner, paid.discarder)
    assert again is not paid and again.pay is not paid.pay
    assert payments[again] == payments[paid] == _dump(payment_dict(paid.pay, paid.winner, paid.discarder))
    assert all(isinstance(key, SeatPayment) and isinstance(key.pay, Payment) for key in payments)
    assert all(isinstance(key, FuItem) for rows in kept["fu_item"].values() for key in rows)
    assert FuItem(0, "pinfu_tsumo", ()) in kept["fu_item"]["en"]  # an equal item made anew
    assert all(type(key) is tuple for rows in kept["yaku"].values() for key in rows)
    assert ("pinfu", 1) in kept["yaku"]["en"]
    assert kept["yaku"]["en"][("pinfu", 1)] == '{"id": "pinfu", "name": "Pinfu", "han": 1}'

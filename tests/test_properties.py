"""Properties over random input (hypothesis)."""

from __future__ import annotations

import io
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.cli import run_batch, score_command
from mjgui.core.scoring.points import round_up_100
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.tiles import format_tiles
from tests.handgen import random_hand

NOTATION_CHARS = "0123456789mpsz ,-x"
OPTIONS = [
    "--tsumo",
    "--riichi",
    "--ippatsu",
    "--rinshan",
    "--haitei",
    "--houtei",
    "--chankan",
    "--tenhou",
    "--renhou",
    "--chiihou",
    "--double-riichi",
    "--seat",
    "--round",
    "--dora",
    "--ura",
    "--pon",
    "--chi",
    "--kan",
    "--ankan",
    "--win",
    "--honba",
    "--sticks",
    "--renchan",
    "--rules",
    "S",
    "E",
    "X",
    "-3",
    "5",
    "seed",
    "ema",
]


@settings(max_examples=400, deadline=None)
@given(
    st.text(alphabet=NOTATION_CHARS, max_size=24),
    st.lists(st.sampled_from(OPTIONS), max_size=6),
    st.lists(st.text(alphabet=NOTATION_CHARS, min_size=1, max_size=5), max_size=3),
)
def test_no_exception_escapes_on_any_input(hand: str, options: list[str], values: list[str]) -> None:
    argv = [hand, *options, *values]
    status, obj = score_command(argv)
    assert status in (0, 1, 2)
    assert obj["ok"] is (status == 0)
    if status:
        assert obj["error"]["code"] and obj["error"]["message"]
    json.dumps(obj)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_no_exception_on_arbitrary_unicode(hand: str) -> None:
    status, _ = score_command([hand])
    assert status in (0, 1, 2)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9), st.randoms(use_true_random=False))
def test_result_does_not_depend_on_tile_order(seed: int, rnd: random.Random) -> None:
    spec = random_hand(random.Random(seed))
    shuffled = list(spec.concealed)
    rnd.shuffle(shuffled)
    melds = list(spec.melds)
    rnd.shuffle(melds)
    other = spec.with_changes(concealed=tuple(shuffled), melds=tuple(melds))
    a, b = score(spec), score(other)
    assert a.ok == b.ok
    if a.win and b.win:
        assert a.win.payment == b.win.payment
        assert (a.win.han, a.win.fu.fu) == (b.win.han, b.win.fu.fu)
        assert sorted(y.id for y in a.win.yaku) == sorted(y.id for y in b.win.yaku)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9))
def test_payments_are_consistent(seed: int) -> None:
    spec = random_hand(random.Random(seed))
    value = score(spec).win
    if value is None:
        return
    pay = value.payment
    assert pay is not None
    base = value.base.points
    honba, sticks = spec.honba, spec.sticks
    if not spec.tsumo:
        assert pay.ron == round_up_100(base * (6 if spec.dealer else 4)) + 300 * honba
        assert pay.total == pay.ron + 1000 * sticks
    elif spec.dealer:
        assert pay.each_pays == round_up_100(2 * base) + 100 * honba
        assert pay.total == 3 * pay.each_pays + 1000 * sticks
    else:
        assert pay.dealer_pays == round_up_100(2 * base) + 100 * honba
        assert pay.non_dealer_pays == round_up_100(base) + 100 * honba
        assert pay.total == pay.dealer_pays + 2 * pay.non_dealer_pays + 1000 * sticks
    deltas = pay.deltas(spec.seat, (spec.seat + 2) % 4)
    assert sum(deltas) == 1000 * sticks
    # the chosen reading pays at least as much as every other winning reading
    for other in score(spec).readings:
        if other.payment:
            assert pay.total >= other.payment.total


def _cli_words(spec) -> list[str]:  # type: ignore[no-untyped-def]
    words = [format_tiles(spec.concealed), "--win", spec.win_tile.code]
    for m in spec.melds:
        words += [f"--{m.kind}", format_tiles(m.tiles)]
    for flag in (
        "tsumo",
        "riichi",
        "double_riichi",
        "ippatsu",
        "rinshan",
        "chankan",
        "haitei",
        "houtei",
        "tenhou",
        "chiihou",
    ):
        if getattr(spec, flag):
            words.append("--" + flag.replace("_", "-"))
    words += ["--seat", "ESWN"[spec.seat], "--round", "ESWN"[spec.round_wind]]
    if spec.dora:
        words += ["--dora", ",".join(t.code for t in spec.dora)]
    if spec.ura:
        words += ["--ura", ",".join(t.code for t in spec.ura)]
    words += ["--honba", str(spec.honba), "--sticks", str(spec.sticks), "--renchan", str(spec.renchan)]
    return words


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 10**9), min_size=1, max_size=8))
def test_batch_gives_the_same_as_single_calls(seeds: list[int]) -> None:
    lines = [" ".join(_cli_words(random_hand(random.Random(s)))) for s in seeds]
    out = io.StringIO()
    run_batch([line + "\n" for line in lines], out)
    got = [json.loads(x) for x in out.getvalue().splitlines()]
    singles = [score_command(line.split())[1] for line in lines]
    for number, single in enumerate(singles, 1):  # a batch's error object says its input line
        if "error" in single:
            single["error"]["line"] = number
    assert got == singles
    for line, obj in zip(lines, got, strict=True):
        spec = random_hand(random.Random(seeds[lines.index(line)]))
        assert obj["ok"] == score(spec).ok

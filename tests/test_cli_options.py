"""The ``score`` options as their help and the README say: repeated indicators add up (the
batch's rule that a line's own value wins kept), a wrong value names its option."""

from __future__ import annotations

import json

from mjgui.cli import answer_text, score_command
from mjgui.core.scoring import arguments

HAND = "234567m22p345678s"  # riichi tanyao pinfu, East's ron: 3 han 30 fu


def _total(*words: str) -> tuple[int, int]:
    _, obj = score_command([HAND, "--riichi", *words])
    assert obj["ok"] is True, obj
    return obj["han"], obj["payment"]["total"]


def test_repeated_dora_adds_up_as_a_comma_list() -> None:
    # 1m shows 2m (one in the hand), 1s shows 2s (none), 3p shows 4p (none): one dora each 1m
    assert _total("--dora", "1m,3p") == (4, 11600)
    assert _total("--dora", "1m", "--dora", "3p") == (4, 11600)
    assert _total("--dora", "1m", "--dora", "1m") == (5, 12000)
    # the words argparse reads (an abbreviation, --x=y) add up the same
    assert _total("--dora=1m", "--dor", "1m") == (5, 12000)


def test_repeated_ura_adds_up_as_a_comma_list() -> None:
    assert _total("--dora", "9s", "--ura", "1m", "--ura", "4s") == (5, 12000)  # 2m, 5s: one each
    assert _total("--dora", "9s", "--ura", "1m,4s") == (5, 12000)
    assert _total("--dora", "9s", "--ura=1m", "--ur", "4s") == (5, 12000)


def test_the_indicators_repeated_are_in_the_spec_in_order() -> None:
    spec = arguments.score_request([HAND, "--dora", "1m", "--dora", "3p,0s"]).spec
    assert [t.code for t in spec.dora] == ["1m", "3p", "0s"]


def _batch_han(defaults: tuple[str, ...], line: str) -> int:
    return json.loads(answer_text(line + "\n", defaults))["han"]


def test_a_batch_line_s_own_indicators_replace_the_batch_s() -> None:
    defaults = arguments.batch_words(["--batch", "--riichi", "--dora", "1m", "--dora", "1m"])
    assert defaults == ("--riichi", "--dora", "1m", "--dora", "1m")
    assert _batch_han(defaults, HAND) == 5  # the batch's two
    assert _batch_han(defaults, f"{HAND} --dora 3p") == 3  # the line's own wins
    assert _batch_han(defaults, f"{HAND} --dora 1m --dora 3p") == 4  # repeats add up in the line
    assert _batch_han(defaults, f"{HAND} --dor=3p") == 3  # argparse's words too
    assert _batch_han(defaults, f"{HAND} --ura 1m") == 6  # another option: the batch's dora stay
    ura = arguments.batch_words(["--batch", "--riichi", "--dora", "9s", "--ura", "1m"])
    assert _batch_han(ura, f"{HAND} --ura 4s --ura 4s") == 5


def test_the_help_says_repeats_add_up() -> None:
    text = " ".join(arguments.score_parser().format_help().split())
    assert "given again, they add up (--dora 1m --dora 0p is --dora 1m,0p)" in text
    assert "its own --dora or --ura replaces the batch's" in text

"""Small helpers shared by the core tests: build hands from the CLI's words."""

from __future__ import annotations

import shlex

from mjgui.cli import parse_score_args
from mjgui.core.hand import HandSpec
from mjgui.core.scoring import ReadingValue, ScoreResult, score


def spec(words: str) -> HandSpec:
    request, _ = parse_score_args(shlex.split(words))
    return request.spec


def result(words: str) -> ScoreResult:
    return score(spec(words))


def win(words: str) -> ReadingValue:
    res = result(words)
    assert res.win is not None, f"{words!r} does not win: {res.no_win}"
    return res.win


def yaku_ids(words: str) -> dict[str, int]:
    return {y.id: y.han for y in win(words).yaku}

"""Property: a mutated real log gets a normal result or a typed error that says where, never
another exception (mutations in tests/logmutate.py: numbers, strings, nulls, NaN, seats,
tiles, truncation)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjgui.core.logs import LogError, read_log
from tests.logmutate import JSON_LINK_SAMPLES, MJAI_SAMPLES, SAMPLES, check_log_text, mutate


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(SAMPLES), seed=st.integers(0, 2**32 - 1))
def test_a_mutated_real_log_is_read_or_refused_with_where(sample: str, seed: int) -> None:
    text = mutate(random.Random(seed), sample)
    assert check_log_text(text) is None


@settings(max_examples=60, deadline=None)
@given(sample=st.sampled_from(SAMPLES), cut=st.floats(0, 1))
def test_a_truncated_real_log_is_refused_or_read(sample: str, cut: float) -> None:
    assert check_log_text(sample[: int(len(sample) * cut)]) is None


def test_the_samples_are_real_logs_of_both_formats() -> None:
    assert any(s.lstrip().startswith("<") for s in SAMPLES)
    assert any(s.lstrip().startswith("{") for s in SAMPLES)
    assert all(check_log_text(s) is None for s in SAMPLES)
    # three-player games of both formats and both sites are mutated too
    assert any('<GO type="185"' in s for s in SAMPLES) and any('"f44"' in s for s in SAMPLES)
    assert any("抜きドラ" in s for s in SAMPLES) and any("三鳳南喰赤" in s for s in SAMPLES)
    # games one hand a line, one of them with points that do not follow between its lines, and
    # a gzipped mjlog (inflated)
    lines = [s for s in SAMPLES if s.count('{"title"') > 1 and not s.startswith("[")]
    assert len(lines) == 3 and all(read_log(s).seats == 4 for s in lines)
    assert [len(read_log(s).gaps) for s in lines] == [0, 0, 2]  # mjx's mjscore, then the JPML's
    # two of them as one JSON list of their logs, [{…}, {…}] (one written over several lines)
    listed = [s for s in SAMPLES if s.startswith("[") and '"title"' in s]
    assert [len(read_log(s).hands) for s in listed] == [9, 15]
    assert any('<GO type="171"/>' in s for s in SAMPLES)
    # mjai event logs, one event a line, one JSON list, one JSON list a line (mjai.app's batches,
    # a game regrouped and mjai.app's own file), and a game gimite's server stopped
    # (RiichiEnv's written with spaces and a "meta" field on every event among them)
    assert len(MJAI_SAMPLES) == 10 and all(read_log(s).format == "mjai" for s in MJAI_SAMPLES)
    assert sum(s.startswith("[") and "]\n[" in s for s in MJAI_SAMPLES) == 2
    assert any(s.startswith("[") for s in MJAI_SAMPLES)
    assert sum('{"type":"error"' in s for s in MJAI_SAMPLES) == 1


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(MJAI_SAMPLES), seed=st.integers(0, 2**32 - 1))
def test_a_mutated_mjai_log_is_read_or_refused_with_where(sample: str, seed: int) -> None:
    """A real mjai log (Akochan's) with an event's value changed, an event lost, swapped or
    written twice, the text cut: a normal result or a typed error that says where."""
    text = mutate(random.Random(seed), sample)
    assert check_log_text(text) is None


def test_a_mjai_log_is_mutated_event_by_event() -> None:
    rng = random.Random(5)
    outcomes = set()
    for _ in range(120):
        text = mutate(rng, rng.choice(MJAI_SAMPLES))
        assert check_log_text(text) is None
        try:
            log = read_log(text)
        except LogError as err:
            outcomes.add(err.code)
            continue
        outcomes.add("read")
        outcomes.update(h.error.code for h in log.hands if h.error is not None)
    assert {"read", "log_mjai_seat"} <= outcomes, outcomes


def test_a_game_the_mjai_server_stopped_is_mutated_and_its_stop_names_its_hand() -> None:
    """gimite's server's game that it stopped in E3-1 (``yakus``, no ``scores`` in
    ``start_kyoku``, its ``error`` the last line): as it is, the check finds nothing wrong
    (the stop names its hand, and so does a hand whose start cannot be worked out after a
    hand mutated unreadable); mutated, neither is a complaint."""
    (sample,) = [s for s in MJAI_SAMPLES if '{"type":"error"' in s]
    assert check_log_text(sample) is None
    assert [h.error.code for h in read_log(sample).hands if h.error is not None] == ["log_mjai_stopped"]
    # the first discard made another seat's (E1-0 unreadable) and E2-0's scores taken out (its
    # start_kyoku has none, gimite's way): E2-0's start cannot be worked out
    lines = sample.split("\n")
    at = next(i for i, line in enumerate(lines) if '"type":"dahai"' in line)
    event = json.loads(lines[at])
    lines[at] = json.dumps({**event, "actor": (event["actor"] + 1) % 4})
    starts = [i for i, line in enumerate(lines) if '"type":"start_kyoku"' in line]
    for i in range(starts[1], starts[2]):
        event = json.loads(lines[i])
        if event.pop("scores", None) is not None:
            lines[i] = json.dumps(event)
    text = "\n".join(lines)
    assert check_log_text(text) is None
    errors = {h.round: h.error.code for h in read_log(text).hands if h.error is not None}
    assert errors["E1-0"] == "log_mjai_seat" and errors["E2-0"] == "log_mjai_start_unknown"
    rng = random.Random(3)
    outcomes = set()
    for _ in range(60):
        text = mutate(rng, sample)
        assert check_log_text(text) is None
        try:
            log = read_log(text)
        except LogError as err:
            outcomes.add(err.code)
            continue
        outcomes.update(h.error.code for h in log.hands if h.error is not None)
    assert {"log_mjai_stopped", "log_mjai_seat"} <= outcomes, outcomes


def test_a_game_one_hand_a_line_is_mutated_line_by_line() -> None:
    # a mutation of the whole text as one JSON would leave it as it was (it is no one JSON)
    sample = next(s for s in SAMPLES if s.count('{"title"') > 1)
    rng = random.Random(7)
    mutated = [mutate(rng, sample) for _ in range(40)]
    changed = [m for m in mutated if m != sample and len(m) >= len(sample) // 2]
    assert len(changed) >= 30
    outcomes = set()
    for text in mutated:
        assert check_log_text(text) is None
        try:
            read_log(text)
            outcomes.add("read")
        except LogError as err:
            outcomes.add(err.code)
    assert {"read", "log_json_lines"} <= outcomes


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(JSON_LINK_SAMPLES), seed=st.integers(0, 2**32 - 1))
def test_a_mutated_game_of_editor_links_is_read_or_refused_with_where(sample: str, seed: int) -> None:
    """A real game written as tenhou.net/6 editor links, a hand a line (tests/logmutate.py's
    json_links), with a hand's JSON mutated, junk in a link, lines cut, swapped or lost."""
    text = mutate(random.Random(seed), sample)
    assert check_log_text(text) is None


def test_a_game_of_editor_links_is_mutated_link_by_link() -> None:
    rng = random.Random(11)
    outcomes = set()
    for _ in range(80):
        text = mutate(rng, rng.choice(JSON_LINK_SAMPLES))
        assert check_log_text(text) is None
        try:
            read_log(text)
            outcomes.add("read")
        except LogError as err:
            outcomes.add(err.code)
    assert {"read", "log_json_link", "log_json_link_other"} <= outcomes

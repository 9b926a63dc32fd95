"""A tracker commit parses and applies the new line alone, and its replay is a full replay's.

The tracker once parsed the whole record four times and replayed it twice per committed line
(3.4 ms for 16 lines, growing with the game). Here the record parser's and the game's line
functions are wrapped to count their calls per commit, and the tracker's game after random
commits, edits of past lines, deletions, undo and redo on random games (``tests/leaguegen``) is
compared with a full replay of its text: step by step and as ``game --json`` writes it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from benchmarks.bench_tracker import long_game
from mjgui.controller.game import tracker as tracker_module
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game import game, record
from mjgui.core.game.game import GameResult, replay, result_dict
from mjgui.core.game.record import GameError
from mjgui.core.scoring.rules import PRESETS
from tests.leaguegen import Tally, random_game


@dataclass
class Calls:
    parsed: int = 0  # lines parsed
    applied: int = 0  # lines applied to a state


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[Calls]:
    """Counts every line parsed (wherever ``parse_line`` is called from) and applied."""
    counts = Calls()

    def counted(function: Callable[..., Any], what: str) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            setattr(counts, what, getattr(counts, what) + 1)
            return function(*args, **kwargs)

        return wrapper

    parse_line = counted(record.parse_line, "parsed")
    for module in (record, game, tracker_module):
        monkeypatch.setattr(module, "parse_line", parse_line)
    monkeypatch.setattr(game, "apply_line", counted(game.apply_line, "applied"))
    yield counts


@pytest.mark.parametrize("length", [16, 64, 256])
def test_a_commit_parses_and_applies_the_new_line_once(calls: Calls, length: int) -> None:
    *before, last = long_game(length)
    tracker = TrackerController("\n".join(before) + "\n")
    views = []
    tracker.subscribe(views.append)  # the view the window is given is built too
    calls.parsed = calls.applied = 0
    assert tracker.commit(last)
    assert (calls.parsed, calls.applied) == (1, 1)
    assert len(views) == 1 and len(tracker.record.lines) == length
    assert tracker.text == "\n".join([*before, last]) + "\n"


def test_a_refused_line_is_parsed_and_applied_once_and_changes_nothing(calls: Calls) -> None:
    *before, _ = long_game(64)
    tracker = TrackerController("\n".join(before) + "\n")
    text = tracker.text
    calls.parsed = calls.applied = 0
    assert not tracker.commit("ron Nobody from Aiko 3 30")
    assert (calls.parsed, calls.applied) == (1, 1) and tracker.text == text


def test_editing_a_past_line_applies_it_and_the_lines_after_it_only(calls: Calls) -> None:
    lines = long_game(64)
    tracker = TrackerController("\n".join(lines) + "\n")
    number = next(n for n in range(40, 64) if lines[n - 1].startswith("riichi"))
    calls.parsed = calls.applied = 0
    assert tracker.replace_line(number, lines[number - 1] + "  # noted")
    assert calls.parsed == 1 and calls.applied == 64 - number + 1
    calls.parsed = calls.applied = 0
    assert tracker.delete_line(number)
    assert calls.applied == 64 - number  # the lines before it kept; parsed again: renumbered


@pytest.mark.parametrize("ending", ["\n", "\n\n", "\n# end\n\n"])
def test_an_inserted_line_or_one_replaced_before_a_blank_end_is_parsed_once(
    calls: Calls, ending: str
) -> None:
    """The preview of an inserted line (or of a line replaced in a record ending in a blank line)
    parsed the new line twice, once alone and once in the record made again: now once, each other
    line once too, and the record, its replay and the view are those the record's methods make."""
    text = "rules seed\nplayers Aiko Boris Chen Dasha\nriichi Aiko\ndraw tenpai Aiko" + ending
    for edit, number, line in (
        ("insert", 3, "riichi Boris"),
        ("insert", 1, "# a note"),
        ("replace", 3, "riichi Chen"),
    ):
        tracker = TrackerController(text)
        before, count = tracker.record, len(tracker.record.lines)
        if edit == "replace" and before.lines[-1].text:
            continue  # (no blank end: the other lines are kept as they are, not parsed again)
        expected = before.inserted(number, line) if edit == "insert" else before.with_line(number, line)
        calls.parsed = 0
        if edit == "insert":
            view, new_record, result = tracker._try_insert(number, line)
        else:
            view, new_record, result = tracker._try_replace(number, line)
        assert new_record is not None and result is not None and view.ok
        assert calls.parsed == len(expected.lines) <= count + (edit == "insert"), (edit, ending)
        assert new_record == expected and _values(result) == _values(replay(expected.text))
        calls.parsed = 0
        again = (tracker.preview_insert if edit == "insert" else tracker.preview_replace)(number, line)
        assert repr(again) == repr(view)  # (an error of a later line said, by what it says)
        assert calls.parsed == len(expected.lines)


def _values(result: GameResult) -> list[object]:
    """Everything a replay holds, errors by what they say (two parses of one bad line make
    two error objects)."""

    def said(error: GameError | None) -> object:
        return None if error is None else (error.code, error.message("en"), error.message("ru"))

    out: list[object] = [result.initial]
    for step in result.steps:
        line = step.line
        out.append(
            (line.number, line.text, line.action, said(line.error), step.before, step.state, said(step.error))
        )
    return out


def _same_as_full_replay(tracker: TrackerController) -> None:
    full = replay(tracker.text)
    assert _values(tracker.result) == _values(full)
    assert result_dict(tracker.result) == result_dict(full)
    assert result_dict(tracker.result, "ru") == result_dict(full, "ru")


def test_the_tracker_game_after_random_edits_is_a_full_replay_of_its_text() -> None:
    rng = random.Random(2026)
    tally = Tally()
    for game_number in range(12):
        lines = random_game(rng, tally, 1 + game_number).splitlines()
        tracker = TrackerController()
        for line in lines:  # played line by line at the table
            assert tracker.commit(line), line
            _same_as_full_replay(tracker)
        for _ in range(25):  # then corrected: past lines changed, inserted, deleted; undo, redo
            count = len(tracker.record.lines)
            number = rng.randint(1, count)
            other = rng.choice(lines)
            action = rng.choice(("replace", "insert", "delete", "undo", "redo", "append", "comment"))
            if action == "replace":
                tracker.replace_line(number, other)
            elif action == "insert":
                tracker.insert_line(number, other)
            elif action == "delete":
                tracker.delete_line(number)
            elif action == "undo":
                tracker.undo()
            elif action == "redo":
                tracker.redo()
            elif action == "append":
                tracker.commit(other)
            else:
                tracker.replace_line(number, tracker.record.line(number).text + " # checked")
            _same_as_full_replay(tracker)


def test_a_replay_since_another_with_other_rules_starts_again() -> None:
    text = random_game(random.Random(5), Tally(), 1)
    seed_replay = replay(text)
    for rules in PRESETS.values():
        assert _values(replay(text, rules, since=seed_replay)) == _values(replay(text, rules))


def test_a_replay_since_an_earlier_one_keeps_its_steps_up_to_the_first_changed_line() -> None:
    lines = random_game(random.Random(8), Tally(), 1).splitlines()
    earlier = replay("\n".join(lines))
    changed = [*lines[:5], "# a comment", *lines[5:]]
    again = replay("\n".join(changed), since=earlier)
    assert all(a is b for a, b in zip(again.steps[:5], earlier.steps[:5], strict=True))
    assert again.steps[5] is not earlier.steps[5]
    assert _values(again) == _values(replay("\n".join(changed)))


@pytest.mark.parametrize("ending", ["", "\n", "\n\n", "\n# end\n", "\n\n\n"])
def test_an_edit_leaves_the_text_the_record_methods_make(ending: str) -> None:
    """Kept lines or not, an edit's text is the one the record's own methods give (a record
    ending in a blank line included)."""
    text = "rules seed\nplayers Aiko Boris Chen Dasha\nriichi Aiko\ndraw tenpai Aiko" + ending
    for edit in ("append", "replace", "insert", "delete"):
        tracker = TrackerController(text)
        before = tracker.record
        if edit == "append":
            assert tracker.commit("riichi Boris")
            expected = before.appended("riichi Boris")
        elif edit == "replace":
            assert tracker.replace_line(3, "riichi Chen")
            expected = before.with_line(3, "riichi Chen")
        elif edit == "insert":
            assert tracker.insert_line(3, "riichi Boris")
            expected = before.inserted(3, "riichi Boris")
        else:
            assert tracker.delete_line(3)
            expected = before.without_line(3)
        assert tracker.text == expected.text, edit
        _same_as_full_replay(tracker)

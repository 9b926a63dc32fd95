"""The riichi sticks on the table at a hand's start are the game's own count (no sticks at East 1,
each riichi line one more, a win takes them, a draw carries them to the next hand): a record
cannot state them. A line that tries (``--sticks`` inside a hand's words: a negative count, more
than the players could have put, a count the hands before do not give) and a riichi the player
cannot put (under 1000 points, a second one in a hand) are each a typed error naming the line,
which the tracker's window and ``mjgui game`` (text and JSON) say; the rest of the record
replays."""

from __future__ import annotations

import html
import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.core.game.game import replay
from mjgui.gamecli import game_command
from mjgui.gui.appsetup import setup_application

HEAD = "rules seed\nplayers Aiko Boris Chen Dasha\n"
HAND = "234m567p345678s55s"
# Aiko's riichi (1 stick), a draw (carried), Chen's ron: then the line stating its own count
CARRIED = HEAD + "riichi Aiko\ndraw tenpai Aiko\n"
WORDS = (
    'inside hand "..." is filled in by the game (seat, round, honba, sticks, renchan, discarder, '
    "tsumo and rules come from the record); remove it."
)
CASES = [
    ("--sticks -1", "--sticks"),  # negative
    ("--sticks 9", "--sticks"),  # more than the four players could have put
    ("--sticks=2", "--sticks"),  # one on the table from the hand before, not two
    ("--st 1", "--st"),  # a short form is the same word
]


@pytest.fixture(autouse=True)
def _data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path) -> Iterator[TrackerPlayer]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    yield shown
    shown.window.languages.set_language("en")


def game(argv: list[str], text: str) -> tuple[int, str]:
    out = io.StringIO()
    return game_command([*argv, "-"], out=out, stdin=io.StringIO(text)), out.getvalue()


def typed_in_tracker(tracker: TrackerPlayer, folder: Path, text: str, line: str) -> str:
    """The record's lines before ``line`` opened in the tracker, then ``line`` typed in its
    line field: what the field's error says (its Add button stays off)."""
    path = write(folder / "before.mjgame", text)
    assert tracker.window.open_file(path)
    tracker.type_into("raw-line", line)
    assert not tracker.find("raw-add").isEnabled()
    return str(tracker.find("raw-line").accessibleDescription())


@pytest.mark.parametrize(("words", "word"), CASES)
def test_a_stick_count_stated_in_a_hand_is_refused_on_its_line_everywhere(
    tracker: TrackerPlayer, tmp_path: Path, words: str, word: str
) -> None:
    line = f'ron Chen from Aiko hand "{HAND} {words}"'
    text = CARRIED + line + "\n"
    said = f"Line 5 ({line}): {word} {WORDS}"
    # the core: a typed error, its line and code; the stick carried from the draw stays
    result = replay(text)
    assert [(e.code, e.line) for e in result.errors] == [("hand_words", 5)]
    assert result.errors[0].message() == said
    assert result.final.sticks == 1
    # mjgui game: the line and why, in text and JSON; status 1
    status, out = game([], text)
    assert status == 1 and out.splitlines()[-2:] == ["1 line rejected:", "  " + said]
    status, out = game(["--json"], text)
    data = json.loads(out)
    assert status == 1 and data["sticks"] == 1
    assert data["errors"] == [{"line": 5, "code": "hand_words", "message": said}]
    # the tracker: the file opens counted up to the line, marked with why, for the player to
    # correct it there
    path = write(tmp_path / "game.mjgame", text)
    assert tracker.window.open_file(path)
    assert tracker.window.controller.unread_lines == (5,)
    assert tracker.window.history.rows()[4].error == said
    assert tracker.window.history.current_line() == 5
    # typed as the game's next line in the tracker: refused there too, saying why
    assert typed_in_tracker(tracker, tmp_path, CARRIED, line) == said


@pytest.mark.parametrize(
    ("rules", "lines", "code", "sticks"),
    [
        ("rules seed", ["riichi Aiko", "riichi Aiko"], "riichi_twice", 1),  # one stick a hand each
        ("rules seed start_points=500 return_points=500", ["draw", "riichi Aiko"], "riichi_points", 0),
    ],
)
def test_a_riichi_stick_the_player_cannot_put_is_refused_on_its_line(
    tracker: TrackerPlayer, tmp_path: Path, rules: str, lines: list[str], code: str, sticks: int
) -> None:
    text = f"{rules}\nplayers Aiko Boris Chen Dasha\n" + "\n".join(lines) + "\n"
    result = replay(text)
    assert [(e.code, e.line) for e in result.errors] == [(code, 4)]
    assert result.final.sticks == sticks
    said = result.errors[0].message()
    assert said.startswith(f"Line 4 ({lines[1]}): Aiko ")
    status, out = game(["--json"], text)
    assert status == 1 and json.loads(out)["errors"] == [{"line": 4, "code": code, "message": said}]
    assert json.loads(out)["sticks"] == sticks
    # the tracker: the record opens (the line is read), and its panel lists the line refused
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", text))
    assert tracker.window.controller.view().errors == (said,)
    panel = tracker.find("history-errors", QLabel)
    assert isinstance(panel, QLabel) and panel.isVisible()
    assert "⚠ " + said in html.unescape(panel.text()).replace("\u00a0", " ")

"""Delete decides from what the game counts by, through the one check edits and inserts use.

The players (rules) line kept while play follows is the one the replay reads the players (rules)
from, not the first such line: a refused ``players`` line before it names nobody and is deleted,
and the line that does name them is kept. A delete that leaves the players line refused (a fresh
three-player game's rules line: three names under four-player rules) is refused, as an edit that
does so is: the tracker would not open such a record, and called its own autosave damaged."""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import refused_players, replay

SANMA = ["Aiko", "Boris", "Chen"]
#: the first players line refused (three names under four-player rules), the second one names them
REFUSED_FIRST = "rules seed edition=1\nplayers Ira Jun Ken\nplayers Ira Jun Ken Lea\nron Ken from Ira 3 30\n"

PLAYERS_KEPT = (
    "Line 3 names the players, and the lines after it need them, so it is not deleted. To change a "
    "name, edit that line (double-click it)."
)


def _opened(tmp_path: Path, text: str) -> TrackerController:
    path = tmp_path / "game.mjgame"
    path.write_text(text, encoding="utf-8")
    c = TrackerController()
    c.open_file(path)
    return c


def test_the_players_line_kept_is_the_one_the_game_counts_by(tmp_path: Path) -> None:
    c = _opened(tmp_path, REFUSED_FIRST)
    assert c.state.started and c.state.players_line == 3
    assert c.delete_refusal(3) == PLAYERS_KEPT
    assert not c.delete_line(3) and c.text == REFUSED_FIRST and c.state.started
    assert not c.preview_delete(3).ok
    # the refused line names nobody, nothing needs it: deleted, the game as it was
    points = c.state.points
    assert c.delete_refusal(2) == "" and c.delete_line(2)
    assert c.text == "rules seed edition=1\nplayers Ira Jun Ken Lea\nron Ken from Ira 3 30\n"
    assert c.state.started and c.state.points == points == (26100, 30000, 33900, 30000)


def test_a_late_rules_line_is_no_head(tmp_path: Path) -> None:
    """A rules line after the players is refused (the game's rules are the seed's): Delete takes
    it; the players line (line 1) is the one kept."""
    text = "players Ira Jun Ken Lea\nrules tenhou-sanma\nron Ken from Ira 3 30\n"
    c = _opened(tmp_path, text)
    assert c.state.rules_line == 0
    assert c.delete_refusal(1).startswith("Line 1 names the players")
    assert c.delete_refusal(2) == "" and c.delete_line(2)
    assert c.text == "players Ira Jun Ken Lea\nron Ken from Ira 3 30\n" and c.state.started


def test_the_rules_line_kept_is_the_one_the_game_counts_by(tmp_path: Path) -> None:
    text = "rules seed edition=1\nrules mleague\nplayers Ira Jun Ken Lea\nron Ken from Ira 3 30\n"
    c = _opened(tmp_path, text)
    assert c.state.rules_line == 1
    assert c.delete_refusal(1).startswith("Line 1 sets the rules")
    assert c.delete_refusal(2) == "" and c.delete_line(2)


def test_a_fresh_three_player_games_rules_line_is_not_deleted(tmp_path: Path) -> None:
    data = tmp_path / "data"
    c = TrackerController(autosave=Autosave(data))
    assert c.new_game(SANMA, "tenhou-sanma")
    text = c.text
    assert c.delete_refusal(2) == (
        "Deleting line 2 would leave the players on line 3 refused by the rules that remain, and the "
        "game would not start, so it is not deleted. To change the rules, edit line 2; to change the "
        "names, edit line 3 (double-click the line)."
    )
    assert not c.delete_line(2) and c.text == text and c.state.started
    assert refused_players(replay((data / "autosave.mjgame").read_text(encoding="utf-8"))) is None
    c.set_lang("ru")
    assert c.delete_refusal(2) == (
        "Если удалить строку 2, игроки в строке 3 не подойдут к оставшимся правилам и игра не "
        "начнётся, поэтому строка 2 не удалена. Чтобы изменить правила, исправьте строку 2; чтобы "
        "изменить имена, исправьте строку 3 (дважды щёлкните строку)."
    )
    # the players line itself (no play after it) is still deleted: no players line, no refusal
    assert c.delete_refusal(3) == "" and c.delete_line(3)
    assert c.text.splitlines() == text.splitlines()[:2]


def test_a_fresh_four_player_games_head_lines_are_deleted() -> None:
    c = TrackerController()
    assert c.new_game(["Aiko", "Boris", "Chen", "Dasha"], "mleague")
    assert c.delete_refusal(2) == "" and c.delete_line(2)  # the four names under the seed's rules
    assert c.state.started and c.state.rules.name == "seed"
    assert c.undo() and c.delete_refusal(3) == "" and c.delete_line(3)


def test_deleting_the_players_line_before_a_refused_one_is_refused_without_play(tmp_path: Path) -> None:
    """No play: nothing needs the players line, but without it the refused one before it would
    be the game's, which the tracker would not open."""
    text = "rules seed edition=1\nplayers Ira Jun Ken\nplayers Ira Jun Ken Lea\n"
    c = _opened(tmp_path, text)
    assert c.delete_refusal(3) == (
        "Deleting line 3 would leave the players on line 2 refused by the rules that remain, and the "
        "game would not start, so it is not deleted. To change the names, edit line 3 instead "
        "(double-click it)."
    )
    assert not c.delete_line(3) and c.text == text
    c.set_lang("ru")
    assert c.delete_refusal(3) == (
        "Если удалить строку 3, игроки в строке 2 не подойдут к оставшимся правилам и игра не "
        "начнётся, поэтому строка 3 не удалена. Чтобы изменить имена, исправьте строку 3 (дважды "
        "щёлкните её)."
    )
    assert c.delete_refusal(2) == "" and c.delete_line(2) and c.state.started

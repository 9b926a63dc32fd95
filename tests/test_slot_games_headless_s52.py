"""A game with lines of play and no players line (deleted or edited away: an earlier mjgui let
Delete take it) counted as "not started": Open and New game replaced it unkept, and an autosave
holding it was called damaged and set aside at the next start. It is a game: kept when another
replaces it, and its autosave kept in its slot and offered for resume."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text

NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
HEADLESS = "# date 2026-12-05\nrules seed edition=1\nron Chen from Aiko 3 30\ntsumo Boris mangan\n"
SANMA = "# date 2026-12-05\nrules tenhou-sanma\nron Chen from Aiko 3 30\n"


def _played() -> str:
    return new_game_text(NAMES) + "ron Chen from Aiko 3 30\ntsumo Boris mangan\n"


@pytest.mark.parametrize("text", [HEADLESS, SANMA])
def test_slot_games_keeps_a_headless_autosave_and_says_nothing_damaged(tmp_path: Path, text: str) -> None:
    slot = tmp_path / "autosave.mjgame"
    slot.write_text(text, encoding="utf-8")
    probe = TrackerController()
    games = probe._slot_games([Autosave(tmp_path)], set_aside=True)
    assert [game[1] for game in games] == [text]
    assert probe.autosave_error == "" and probe.autosave_failed is None
    assert not list(tmp_path.glob("autosave-damaged*")) and slot.read_text(encoding="utf-8") == text


def test_a_headless_autosave_is_offered_and_kept_when_declined(tmp_path: Path) -> None:
    slot = tmp_path / "autosave.mjgame"
    slot.write_text(HEADLESS, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.text == HEADLESS
    assert "without its players line, so its lines from line 3 on count nothing" in offer.message
    assert c.autosave_error == "" and not list(tmp_path.glob("autosave-damaged*"))
    c.decline_resume()
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert (tmp_path / "previous.mjgame").read_text(encoding="utf-8") == HEADLESS
    assert "Eri" in slot.read_text(encoding="utf-8")


def test_a_damaged_players_line_is_still_set_aside(tmp_path: Path) -> None:
    """Only a game with no players line at all is offered so: one whose players line is broken
    (a line that does not read) stays damage, set aside and said."""
    damaged = "# date 2026-12-05\nrules seed\nplayers Aiko B\noris Chen Dasha\nriichi Boris\n"
    (tmp_path / "autosave.mjgame").write_text(damaged, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None and len(list(tmp_path.glob("autosave-damaged-*.mjgame"))) == 1


def _headless_table(tmp_path: Path) -> TrackerController:
    """A game with play and no players line on the table: an earlier mjgui's autosave (its
    players line deleted or edited away, which the tracker refuses now), resumed."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(HEADLESS, encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume()
    assert c.text == HEADLESS and not c.state.started
    return c


def test_new_game_keeps_a_game_with_play_but_no_players_line(tmp_path: Path) -> None:
    c = _headless_table(tmp_path)
    text = c.text
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert (tmp_path / "data" / "previous.mjgame").read_text(encoding="utf-8") == text
    assert "previous.mjgame" in c.kept_notice


def test_open_keeps_a_game_with_play_but_no_players_line(tmp_path: Path) -> None:
    c = _headless_table(tmp_path)
    text = c.text
    other = tmp_path / "other.mjgame"
    other.write_text(new_game_text(["Eri", "Fumi", "Goro", "Hana"]) + "riichi Fumi\n", encoding="utf-8")
    c.open_file(other)
    assert c.path == str(other)
    assert (tmp_path / "data" / "previous.mjgame").read_text(encoding="utf-8") == text
    assert "previous.mjgame" in c.kept_notice


@pytest.mark.parametrize("number", [2, 3])
def test_delete_line_keeps_the_head_while_play_follows(number: int) -> None:
    c = TrackerController()
    c.new_game(NAMES)
    assert c.commit("riichi Boris")
    text = c.text
    assert c.delete_refusal(number)
    assert not c.delete_line(number) and c.text == text
    assert c.delete_refusal(1) == "" and c.delete_refusal(4) == ""
    assert c.delete_line(4) and c.delete_refusal(number) == ""  # no play left: deletable
    assert c.delete_line(number)


def test_a_second_players_line_is_deleted(tmp_path: Path) -> None:
    """A players line typed again (refused: the game has one) is no head: Delete takes it."""
    c = TrackerController()
    c.new_game(NAMES)
    assert c.commit("riichi Boris")
    played = c.text
    record = played + "players Eri Fumi Goro Hana\n"
    path = tmp_path / "two.mjgame"
    path.write_text(record, encoding="utf-8")
    c.open_file(path)
    assert c.delete_refusal(5) == "" and c.delete_line(5)
    assert c.text == played


def test_a_played_game_deleting_players_is_refused_with_words(tmp_path: Path) -> None:
    c = TrackerController(autosave=Autosave(tmp_path))
    c.new_game(NAMES)
    for line in _played().splitlines()[3:]:
        assert c.commit(line)
    assert c.delete_refusal(3) == (
        "Line 3 names the players, and the lines after it need them, so it is not deleted. To "
        "change a name, edit that line (double-click it)."
    )
    assert c.delete_refusal(2) == (
        "Line 2 sets the rules the lines after it are counted by, so it is not deleted. To "
        "change the rules, edit that line (double-click it)."
    )

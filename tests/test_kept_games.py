"""A player's first evening: a game played and left unsaved is never lost to "New game".

The audit's path, with real files in a data folder and restarts (each a new controller on the
same folder, the earlier one closed): a game of three hands, quit; the tracker offers it back;
New game, and New game again (a typo fixed). The played game was kept in ``previous.mjgame`` at
the first and written over with the second's bare players line at the second, while the notice
still said it was kept there."""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.game.autosave import Autosave, holds_play
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text

NAMES = ["Аня", "Борис", "Вера", "Глеб"]
FIRST = ["Дима", "Ева", "Жора", "Зоя"]
FIXED = ["Дмитрий", "Ева", "Жора", "Зоя"]
HANDS = ("riichi Борис", "ron Вера from Аня 3 40", "tsumo Глеб mangan", "draw tenpai Аня")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _kept(folder: Path) -> dict[str, str]:
    """Every game kept at a new game in ``folder``: file name -> text."""
    return {p.name: _text(p) for p in sorted(folder.glob("previous*.mjgame"))}


def _play(folder: Path, *hands: str) -> str:
    """A session: a game of three hands and a riichi (or ``hands``), the window closed unsaved."""
    table = TrackerController(autosave=Autosave(folder), lang="ru")
    table.decline_resume()
    assert table.new_game(NAMES)
    for line in hands or HANDS:
        assert table.commit(line), line
    played = table.text
    table.close()
    return played


def _new_game(table: TrackerController, names: list[str]) -> str:
    assert table.new_game(names)
    notice = table.kept_notice
    table.take_kept_notice()  # the window showed it
    return notice


def test_new_game_twice_after_a_restart_keeps_the_played_game(tmp_path: Path) -> None:
    played = _play(tmp_path)
    table = TrackerController(autosave=Autosave(tmp_path), lang="ru")  # restarted
    assert table.resume_offer is not None and table.resume_offer.text == played
    notice = _new_game(table, FIRST)
    assert "previous.mjgame" in notice and _kept(tmp_path) == {"previous.mjgame": played}
    assert _new_game(table, FIXED) == ""  # the names-only game is not kept over it
    assert _kept(tmp_path) == {"previous.mjgame": played}
    table.close()
    again = TrackerController(autosave=Autosave(tmp_path), lang="ru")  # and once more
    assert again.resume_offer is not None and "Дмитрий" in again.resume_offer.text
    again.decline_resume()
    assert _new_game(again, NAMES) == ""
    assert _kept(tmp_path) == {"previous.mjgame": played}


def test_new_game_twice_in_one_session_keeps_the_played_game(tmp_path: Path) -> None:
    table = TrackerController(autosave=Autosave(tmp_path), lang="ru")
    assert table.new_game(NAMES)
    for line in HANDS:
        assert table.commit(line)
    played = table.text
    assert "previous.mjgame" in _new_game(table, FIRST)
    assert _new_game(table, FIXED) == ""
    assert _kept(tmp_path) == {"previous.mjgame": played}
    table.undo()
    table.undo()  # back to the played game, then on with it and a new game again
    assert table.text == played and table.commit("riichi Аня")
    on = table.text
    assert "previous.mjgame" in _new_game(table, FIRST)  # it continues the kept one: replaced
    assert _kept(tmp_path) == {"previous.mjgame": on}
    table.close()


def test_a_second_played_game_is_kept_beside_the_first_and_named(tmp_path: Path) -> None:
    first = _play(tmp_path)
    table = TrackerController(autosave=Autosave(tmp_path), lang="ru")
    assert _new_game(table, FIRST)  # the first session's game goes to previous.mjgame
    for line in HANDS[1:]:
        assert table.commit(line.replace("Вера", "Жора").replace("Аня", "Дима").replace("Глеб", "Зоя"))
    second = table.text
    notice = _new_game(table, FIXED)
    kept = _kept(tmp_path)
    assert kept["previous.mjgame"] == first
    (other,) = [name for name, text in kept.items() if text == second]
    assert other.startswith("previous-") and other in notice and "previous.mjgame" not in notice
    table.close()
    # another evening, another played game: kept too
    third = _play(tmp_path, "tsumo Борис mangan", "draw tenpai Вера")
    table = TrackerController(autosave=Autosave(tmp_path), lang="ru")
    assert _new_game(table, NAMES)
    assert sorted(_kept(tmp_path).values()) == sorted([first, second, third])
    table.close()


def test_a_retired_slot_never_writes_over_a_played_game_kept_there(tmp_path: Path) -> None:
    slot = Autosave(tmp_path, 2)
    older = new_game_text(NAMES) + "riichi Борис\n"
    newer = new_game_text(FIRST) + "riichi Ева\n"
    slot.previous_path.write_text(older, encoding="utf-8")
    slot.path.write_text(newer, encoding="utf-8")
    slot.retire()
    kept = _kept(tmp_path)
    assert kept["previous-2.mjgame"] == older and not slot.path.exists()
    (other,) = [name for name, text in kept.items() if text == newer]
    assert other.startswith("previous-2-")


def test_what_holds_play() -> None:
    assert not holds_play(new_game_text(NAMES))
    assert not holds_play(new_game_text(NAMES) + "\n\n")
    assert holds_play(new_game_text(NAMES) + "riichi Борис\n")
    assert holds_play(new_game_text(NAMES) + "# the first hand's notes\n")
    assert holds_play("garbage\n")  # a game that does not read is never written over
    assert not holds_play("")


def test_an_ended_game_offered_says_where_it_will_really_be_kept(tmp_path: Path) -> None:
    """A finished game never saved is offered "kept as previous.mjgame when the next game
    starts"; when previous.mjgame holds another played game, it is kept beside it, and the offer
    and the notice say so."""
    first = _play(tmp_path)
    table = TrackerController(autosave=Autosave(tmp_path))
    assert _new_game(table, FIRST)  # the first game kept in previous.mjgame
    assert table.commit("ron Жора from Дима yakuman") and table.state.ended
    ended = table.text
    table.close()
    table = TrackerController(autosave=Autosave(tmp_path))
    offer = table.resume_offer
    assert offer is not None and offer.kind == "ended" and offer.text == ended
    assert "kept in a new file in" in offer.message and "previous.mjgame" not in offer.message
    table.decline_resume()
    notice = _new_game(table, FIXED)
    kept = _kept(tmp_path)
    assert kept["previous.mjgame"] == first
    (other,) = [name for name, text in kept.items() if text == ended]
    assert other in notice
    table.close()

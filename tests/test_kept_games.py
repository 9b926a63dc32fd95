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


def test_a_retired_slot_does_not_keep_a_game_kept_already_a_second_time(tmp_path: Path) -> None:
    """A slot's game retired (resumed or declined elsewhere) while ``previous-2.mjgame`` holds
    another played game was set aside as a new ``previous-2-STAMP.mjgame`` even when a file kept
    beside it held the very same game: each restart that retired it again left one more copy.
    The game kept already is kept once (any slot's ``previous`` files: what a new game checks);
    the autosave is gone all the same, and a game not kept yet still is."""
    slot = Autosave(tmp_path, 2)
    older = new_game_text(NAMES) + "riichi Борис\n"
    newer = new_game_text(FIRST) + "riichi Ева\n"
    slot.previous_path.write_text(older, encoding="utf-8")
    beside = tmp_path / "previous-2-20261205-213000.mjgame"
    beside.write_text(newer, encoding="utf-8")
    slot.path.write_text(newer, encoding="utf-8")
    slot.retire()
    assert _kept(tmp_path) == {"previous-2.mjgame": older, beside.name: newer}
    assert not slot.path.exists() and not slot.source_path.exists()
    other = Autosave(tmp_path, 3)  # kept by another slot's previous file: the same
    other.path.write_text(older, encoding="utf-8")
    other.previous_path.write_text(newer, encoding="utf-8")
    other.retire()
    assert _kept(tmp_path) == {"previous-2.mjgame": older, beside.name: newer, "previous-3.mjgame": newer}
    assert not other.path.exists()
    third = new_game_text(FIXED) + "riichi Ева\n"  # not kept anywhere yet: kept beside
    slot.path.write_text(third, encoding="utf-8")
    slot.retire()
    assert sorted(_kept(tmp_path).values()) == sorted([older, newer, newer, third])


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


def _record(folder: Path, name: str = "r.mjgame") -> Path:
    """A record file of another game, as a player opens one to look at it."""
    path = folder / name
    path.write_text(new_game_text(["A", "B", "C", "D"]) + "tsumo A mangan\n", encoding="utf-8")
    return path


def test_a_record_opened_over_a_played_game_keeps_it_as_a_new_game_does(tmp_path: Path) -> None:
    """File → Open (the tracker's, or the calculator's, which opens the record in the tracker)
    over a game played and never saved: it was written over in the autosave by the record."""
    data = tmp_path / "data"
    table = TrackerController(autosave=Autosave(data), lang="ru")
    assert table.new_game(NAMES)
    assert table.commit("riichi Борис") and table.commit("tsumo Глеб mangan")
    played = table.text
    record = _record(tmp_path)
    table.open_file(record)
    notice = table.kept_notice
    table.take_kept_notice()
    assert table.text == record.read_text(encoding="utf-8")
    assert _kept(data) == {"previous.mjgame": played} and "previous.mjgame" in notice
    # another played game, opened over again: kept beside it, and named
    assert table.new_game(FIRST) and table.commit("tsumo Ева mangan")
    second = table.text
    table.take_kept_notice()
    table.open_file(record)
    kept = _kept(data)
    (other,) = [name for name, text in kept.items() if text == second]
    assert kept["previous.mjgame"] == played and other.startswith("previous-")
    assert other in table.kept_notice
    table.close()


def test_a_record_opened_over_nothing_lost_keeps_nothing(tmp_path: Path) -> None:
    """Nothing is kept when nothing would be lost: the game on the table saved, or the record
    opened holding all of it (the same game played on)."""
    data = tmp_path / "data"
    table = TrackerController(autosave=Autosave(data))
    assert table.new_game(NAMES) and table.commit("riichi Борис")
    saved = table.save(tmp_path / "saved.mjgame")
    table.open_file(_record(tmp_path))
    assert table.kept_notice == "" and _kept(data) == {}
    table.open_file(saved)
    assert table.commit("tsumo Глеб mangan")
    on = tmp_path / "on.mjgame"
    on.write_text(table.text + "draw tenpai Аня\n", encoding="utf-8")
    table.open_file(on)  # holds the unsaved line too
    assert table.kept_notice == "" and _kept(data) == {}
    table.close()


def test_a_finished_game_opened_from_its_offer_at_each_start_is_kept_once(tmp_path: Path) -> None:
    """A finished game never saved, offered at each start and opened there to look at it: each
    start added an identical previous-STAMP-N file, with no notice, while the offer said it
    would be kept "when the next game starts, and its name is said then". It is kept once, at
    the next game, and named."""
    first = _play(tmp_path)
    table = TrackerController(autosave=Autosave(tmp_path))
    assert _new_game(table, FIRST)  # the first game kept in previous.mjgame
    assert table.commit("ron Жора from Дима yakuman") and table.state.ended
    ended = table.text
    table.close()
    for _ in range(4):  # four evenings: the game opened from the offer, the window closed
        table = TrackerController(autosave=Autosave(tmp_path))
        offer = table.resume_offer
        assert offer is not None and offer.kind == "ended" and "kept in a new file in" in offer.message
        assert table.resume() and table.text == ended
        assert table.kept_notice == ""
        table.close()
        assert _kept(tmp_path) == {"previous.mjgame": first}
    table = TrackerController(autosave=Autosave(tmp_path))
    assert table.resume()
    notice = _new_game(table, FIXED)  # the next game: kept now, and its file named
    kept = _kept(tmp_path)
    (other,) = [name for name, text in kept.items() if text == ended]
    assert other.startswith("previous-") and other in notice and len(kept) == 2
    table.close()


def test_a_finished_game_opened_from_its_offer_goes_to_previous_at_the_next_game(tmp_path: Path) -> None:
    """The offer's other sentence ("kept as previous.mjgame when the next game starts")."""
    table = TrackerController(autosave=Autosave(tmp_path))
    assert _new_game(table, FIRST) == ""
    assert table.commit("ron Жора from Дима yakuman") and table.state.ended
    ended = table.text
    table.close()
    for _ in range(2):
        table = TrackerController(autosave=Autosave(tmp_path))
        offer = table.resume_offer
        assert offer is not None and offer.kind == "ended" and "previous.mjgame" in offer.message
        assert table.resume()
        table.close()
        assert _kept(tmp_path) == {}
    table = TrackerController(autosave=Autosave(tmp_path))
    assert table.resume()
    assert "previous.mjgame" in _new_game(table, NAMES)
    assert _kept(tmp_path) == {"previous.mjgame": ended}
    table.close()


def test_undo_of_a_new_game_then_a_new_game_again_leaves_no_copy(tmp_path: Path) -> None:
    first = _play(tmp_path)
    table = TrackerController(autosave=Autosave(tmp_path))
    assert _new_game(table, FIRST)  # the first game kept in previous.mjgame
    assert table.commit("tsumo Ева mangan")
    second = table.text
    said = _new_game(table, FIXED)
    kept = _kept(tmp_path)
    (other,) = [name for name, text in kept.items() if text == second]
    assert other in said
    for _ in range(3):  # changed the mind, and back
        table.undo()
        assert table.text == second
        assert other in _new_game(table, FIXED)  # where it is kept, said again
    assert _kept(tmp_path) == {"previous.mjgame": first, other: second}
    table.close()


def test_a_game_kept_in_another_slots_file_is_not_copied(tmp_path: Path) -> None:
    slot = Autosave(tmp_path, 2)
    older = new_game_text(NAMES) + "riichi Борис\n"
    newer = new_game_text(FIRST) + "riichi Ева\n"
    slot.previous_path.write_text(older, encoding="utf-8")
    (tmp_path / "previous-2026-01-01-1200.mjgame").write_text(newer, encoding="utf-8")
    (tmp_path / "previous.mjgame").write_text(newer + "# more\n", encoding="utf-8")  # not the same
    assert slot.keep_previous(newer) == (newer, tmp_path / "previous-2026-01-01-1200.mjgame")
    assert slot.keep_previous(older) == (older, slot.previous_path)
    assert len(_kept(tmp_path)) == 3
    other = new_game_text(FIXED) + "riichi Ева\n"
    text, path = slot.keep_previous(other) or ("", tmp_path)
    assert text == other and path.name.startswith("previous-2-") and len(_kept(tmp_path)) == 4

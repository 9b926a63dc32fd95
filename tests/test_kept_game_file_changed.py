"""A record opened and left unchanged, whose file another program then replaces or removes, is
in no file any more: New game or Open keeps it in ``previous`` (as a game never saved is kept)
and says why; a file that still holds it, or holds it with another desk's lines after it, keeps
nothing aside. Closing the table leaves it in the autosave, offered at the next start."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text
from mjgui.core.game.storage import StorageError

GAME = new_game_text(["Aiko", "Boris", "Chen", "Dasha"]) + "ron Aiko from Boris 2 40\nchombo Chen\n"
OTHER = new_game_text(["Eri", "Fumi", "Goro", "Hana"]) + "riichi Fumi\n"


def _table(tmp_path: Path, lang: str = "en") -> tuple[TrackerController, Path]:
    """A table with the record ``new9.mjgame`` opened, unchanged, then replaced by another
    program with another game; Save asked (changed on disk) and was not answered."""
    record = tmp_path / "new9.mjgame"
    record.write_text(GAME, encoding="utf-8")
    table = TrackerController(autosave=Autosave(tmp_path / "data"), lang=lang)
    table.open_file(record)
    assert not table.dirty
    record.write_text(OTHER, encoding="utf-8")  # another program replaces it
    with pytest.raises(StorageError) as err:
        table.save()
    assert err.value.code == "changed_on_disk"  # the question, cancelled: nothing written
    assert record.read_text(encoding="utf-8") == OTHER and not table.dirty
    return table, record


def _previous(tmp_path: Path) -> str:
    return (tmp_path / "data" / "previous.mjgame").read_text(encoding="utf-8")


def test_new_game_keeps_the_game_its_file_no_longer_holds(tmp_path: Path) -> None:
    table, _record = _table(tmp_path)
    assert table.new_game(["Ivo", "Jun", "Kai", "Lea"])
    where = str(tmp_path / "data" / "previous.mjgame")
    assert table.kept_notice == (
        "new9.mjgame no longer holds the earlier game (another program changed or removed it), so "
        f"that game is kept as {where}; open it with Ctrl+O to see or save it."
    )
    assert _previous(tmp_path) == GAME


def test_the_notice_in_russian(tmp_path: Path) -> None:
    table, _record = _table(tmp_path, "ru")
    assert table.new_game(["Ivo", "Jun", "Kai", "Lea"])
    where = str(tmp_path / "data" / "previous.mjgame")
    assert table.kept_notice == (
        "В файле new9.mjgame больше нет предыдущей игры (другая программа изменила или удалила его), "
        f"поэтому эта игра сохранена в файле {where}; откройте её через Ctrl+O, чтобы посмотреть "
        "или сохранить."
    )
    assert _previous(tmp_path) == GAME


def test_opening_another_record_keeps_it_too(tmp_path: Path) -> None:
    table, _record = _table(tmp_path)
    other = tmp_path / "other.mjgame"
    other.write_text(new_game_text(["Ivo", "Jun", "Kai", "Lea"]), encoding="utf-8")
    table.open_file(other)
    assert "new9.mjgame no longer holds the earlier game" in table.kept_notice
    assert _previous(tmp_path) == GAME


def test_opening_the_changed_file_itself_keeps_the_tables_game(tmp_path: Path) -> None:
    table, record = _table(tmp_path)
    table.open_file(record)  # the other program's game, read again: this one is in no file
    assert table.text == OTHER and "new9.mjgame no longer holds" in table.kept_notice
    assert _previous(tmp_path) == GAME


def test_a_removed_file_keeps_the_game(tmp_path: Path) -> None:
    record = tmp_path / "new9.mjgame"
    record.write_text(GAME, encoding="utf-8")
    table = TrackerController(autosave=Autosave(tmp_path / "data"))
    table.open_file(record)
    record.unlink()
    assert table.new_game(["Ivo", "Jun", "Kai", "Lea"])
    assert "new9.mjgame no longer holds the earlier game" in table.kept_notice
    assert _previous(tmp_path) == GAME


def test_a_file_that_still_holds_the_game_keeps_nothing_aside(tmp_path: Path) -> None:
    record = tmp_path / "new9.mjgame"
    record.write_text(GAME, encoding="utf-8")
    table = TrackerController(autosave=Autosave(tmp_path / "data"))
    table.open_file(record)
    assert table.new_game(["Ivo", "Jun", "Kai", "Lea"])
    assert table.kept_notice == "" and not (tmp_path / "data" / "previous.mjgame").exists()
    # another desk's lines after the game's: the file holds it all the same
    table = TrackerController(autosave=Autosave(tmp_path / "data2"))
    table.open_file(record)
    record.write_text(GAME + "riichi Dasha\n", encoding="utf-8")
    assert table.new_game(["Ivo", "Jun", "Kai", "Lea"])
    assert table.kept_notice == "" and not (tmp_path / "data2" / "previous.mjgame").exists()


def test_closed_so_the_next_start_offers_it(tmp_path: Path) -> None:
    table, _record = _table(tmp_path)
    assert not table.unkept  # the autosave holds it: closing loses nothing, nothing asked
    table.close()
    again = TrackerController(autosave=Autosave(tmp_path / "data"))
    assert again.resume_offer is not None and again.resume_offer.text == GAME
    again.decline_resume()
    assert again.new_game(["Ivo", "Jun", "Kai", "Lea"])
    assert _previous(tmp_path) == GAME

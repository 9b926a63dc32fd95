"""A club's shared folder where files move while the season is read, and two desks save under one
name: no game lost, none counted twice.

* A record renamed (or moved) between the listing of the folder and its reading — a sync tool,
  a player tidying the folder on another machine — was left out as a file that "cannot be read:
  No such file or directory", its game missing from the league table until the next reload. The
  folders are now listed again and the game read under its new name.
* A sync tool's conflict copy was always left out with "keep the right one of the two and delete
  the other", even when it held another table's game: two desks of one evening saved their games
  under the same name (``table-1.mjgame``) before the folder synced, and the second table's game
  was lost (and deleting either file, as told, would lose one for good). A conflict copy none of
  whose players plays in the record it names is now counted as the game it is.
* Copies of a record with Windows line endings, old Mac ones or a byte order mark, dated or not,
  are the same game: counted once, its ``# date`` line read.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league import season as season_module
from mjgui.core.league.season import SeasonCache, load_season
from mjgui.core.league.standings import standings

GAME_A = "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
GAME_B = "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\nron Dasha from Aiko yakuman\n"
GAME_C = "# date 2026-11-20\nplayers Emil Fedor Gleb Hana\nron Gleb from Emil yakuman\n"


def _games(season: object) -> dict[str, int]:
    return {r.name: r.games for r in standings(season)}  # type: ignore[arg-type]


def _moving(monkeypatch: pytest.MonkeyPatch, path: Path, to: Path, times: int = 1) -> list[Path]:
    """Rename ``path`` to ``to`` just before the season reads it (``times`` times: renamed back
    and forth), as another machine would; the renames done."""
    read = season_module.read_record_bytes
    done: list[Path] = []

    def reading(name: str | os.PathLike[str], *args: object, **kwargs: object) -> bytes:
        here = Path(name)
        if len(done) < times and here in (path, to) and here.exists():
            there = to if here == path else path
            os.rename(here, there)
            done.append(there)
        return read(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(season_module, "read_record_bytes", reading)
    return done


@pytest.mark.parametrize("cached", [False, True], ids=["a load", "a reload"])
def test_a_record_renamed_while_the_folder_is_read_is_counted_under_its_new_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cached: bool
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    first = folder / "table-1.mjgame"
    first.write_text(GAME_A, encoding="utf-8")
    (folder / "table-2.mjgame").write_text(GAME_B, encoding="utf-8")
    cache = SeasonCache() if cached else None
    if cache is not None:
        assert len(load_season([folder], cache).games) == 2
    renamed = folder / "night-20 table-1.mjgame"
    moves = _moving(monkeypatch, first, renamed)
    season = load_season([folder], cache)
    assert moves == [renamed]  # renamed once, after the folder was listed
    assert sorted(g.path.name for g in season.games) == sorted([renamed.name, "table-2.mjgame"])
    assert not season.skipped and not season.duplicates
    assert _games(season) == dict.fromkeys(["Aiko", "Boris", "Chen", "Dasha"], 2)


def test_a_record_deleted_while_the_folder_is_read_is_gone_without_a_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    gone = folder / "table-1.mjgame"
    gone.write_text(GAME_A, encoding="utf-8")
    (folder / "table-2.mjgame").write_text(GAME_B, encoding="utf-8")
    read = season_module.read_record_bytes

    def reading(name: str | os.PathLike[str], *args: object, **kwargs: object) -> bytes:
        if Path(name) == gone and gone.exists():
            gone.unlink()
        return read(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(season_module, "read_record_bytes", reading)
    season = load_season([folder])
    assert [g.path.name for g in season.games] == ["table-2.mjgame"]
    assert not season.skipped


def test_a_record_that_keeps_moving_is_said_so_after_the_last_listing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    first = folder / "table-1.mjgame"
    first.write_text(GAME_A, encoding="utf-8")
    _moving(monkeypatch, first, folder / "table-1b.mjgame", times=99)
    season = load_season([folder])
    assert not season.games
    [skipped] = season.skipped
    assert skipped.error.code == "unreadable" and "cannot be read: no such file" in skipped.message()


CONFLICT = "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame"


def test_a_conflict_copy_holding_another_tables_game_is_counted(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    (folder / CONFLICT).write_text(GAME_C, encoding="utf-8")
    season = load_season([folder])
    assert sorted(g.path.name for g in season.games) == sorted([CONFLICT, "table-1.mjgame"])
    assert not season.skipped
    assert _games(season) == dict.fromkeys(
        ["Aiko", "Boris", "Chen", "Dasha", "Emil", "Fedor", "Gleb", "Hana"], 1
    )
    [note] = season.apart
    original = folder / "table-1.mjgame"
    assert (note.path, note.other, note.code) == (folder / CONFLICT, original, "conflict_other_table")
    assert note.message(within=folder) == (
        f"{CONFLICT} is named as a sync conflict copy of table-1.mjgame, but none of its players "
        "plays in that record and its hands are others: it is another table's game, and it is "
        "counted. Keep both files (rename it if you like)."
    )
    club = ClubController()
    club.open_folder(folder)
    assert club.view().summary == f"2 games in {folder}"
    # the same players: two versions of one game, only a person can tell which is right
    (folder / CONFLICT).write_text(GAME_B, encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == ["table-1.mjgame"]
    assert [s.error.code for s in season.skipped] == ["sync_conflict"]
    # one player in both (a name corrected on one desk): still one game
    (folder / CONFLICT).write_text(GAME_C.replace("Emil", "Aiko"), encoding="utf-8")
    assert [s.error.code for s in load_season([folder]).skipped] == ["sync_conflict"]
    # the record it names not finished yet: another table's game all the same
    (folder / "table-1.mjgame").write_text(
        GAME_A.replace("ron Chen from Boris yakuman\n", ""), encoding="utf-8"
    )
    (folder / CONFLICT).write_text(GAME_C, encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == [CONFLICT]
    assert [s.error.code for s in season.skipped] == ["unfinished"]


@pytest.mark.parametrize(
    "written",
    [
        lambda text: text.replace("\n", "\r\n").encode(),
        lambda text: text.replace("\n", "\r").encode(),
        lambda text: ("\ufeff" + text).encode(),
        lambda text: ("\ufeff" + text).replace("\n", "\r\n").encode(),
    ],
    ids=["windows", "old mac", "bom", "bom windows"],
)
@pytest.mark.parametrize("dated", [True, False])
def test_a_copy_with_other_line_endings_or_a_byte_order_mark_is_the_same_game(
    tmp_path: Path, written: object, dated: bool
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    text = GAME_A if dated else GAME_A.split("\n", 1)[1]
    original = folder / "table-1.mjgame"
    original.write_text(text, encoding="utf-8")
    os.utime(original, (1_790_000_000, 1_790_000_000))
    copy = folder / "table-1 (1).mjgame"
    copy.write_bytes(written(text))  # type: ignore[operator]
    season = load_season([folder])
    assert [g.path for g in season.games] == [original]
    assert [(d.path, d.other, d.code) for d in season.duplicates] == [(copy, original, "same_game")]
    assert not season.skipped
    if dated:
        assert season.games[0].date == dt.date(2026, 11, 20)
        alone = load_season([copy])
        assert alone.games[0].date == dt.date(2026, 11, 20)  # its # date line read


@pytest.mark.parametrize("written", [0, 40, 52, len(GAME_A.encode()) - 1])
def test_a_record_still_being_copied_with_zeros_at_its_end_is_waited_for_not_called_damaged(
    tmp_path: Path, written: int
) -> None:
    """A copy over a network share sizes the file first: its end is zero bytes until written.
    It was called damaged ("binary data ... it is not a game record"), which a player may take
    for "delete it"; it is now waited for, as a record cut short is."""
    folder = tmp_path / "club"
    folder.mkdir()
    data = GAME_A.encode()
    path = folder / "table-1.mjgame"
    path.write_bytes(data[:written] + b"\0" * (len(data) - written))
    season = load_season([folder])
    assert not season.games
    [skipped] = season.skipped
    line = data[:written].count(b"\n") + 1
    assert skipped.error.code == "zero_filled"
    assert skipped.message() == (
        f"{path} ends in zero bytes from line {line} on: perhaps it is still being copied (a copy "
        "may fill the file with zeros first). Try again when the copy is done; if it stays so, the "
        "file is damaged: take the record from another copy. It was not changed."
    )
    path.write_bytes(data)  # the copy done
    assert [g.path for g in load_season([folder]).games] == [path]
    # a NUL byte inside the text is damage, as before
    path.write_bytes(data.replace(b"Boris", b"Bo\0is", 1))
    assert [s.error.code for s in load_season([folder]).skipped] == ["binary"]


# the same three hands, seat by seat, as desk B wrote them: its four players in Cyrillic
HANDS = "ron Chen from Boris 3 40\nron Dasha from Boris mangan\nron Chen from Boris yakuman\n"
CYRILLIC = {"Aiko": "Айко", "Boris": "Борис", "Chen": "Чен", "Dasha": "Даша"}


def _cyrillic(text: str) -> str:
    for latin, cyrillic in CYRILLIC.items():
        text = text.replace(latin, cyrillic)
    return text


@pytest.mark.parametrize("aliases", [True, False], ids=["aliases", "no aliases file"])
@pytest.mark.parametrize("corrected", [False, True], ids=["as it was", "a hand corrected"])
def test_a_conflict_copy_of_the_same_game_with_every_player_renamed_is_not_counted_again(
    tmp_path: Path, aliases: bool, corrected: bool
) -> None:
    """Desk B wrote the game with the players' names in Cyrillic (the aliases file makes them
    the same players): none of its names is in the record it copies, so it was counted as
    another table's game and every player had two games."""
    folder = tmp_path / "club"
    folder.mkdir()
    game = "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\n" + HANDS
    (folder / "table-1.mjgame").write_text(game, encoding="utf-8")
    copy = _cyrillic(game.replace("Boris 3 40", "Boris 4 40") if corrected else game)
    (folder / CONFLICT).write_text(copy, encoding="utf-8")
    if aliases:
        lines = "".join(f"{c} = {latin}\n" for latin, c in CYRILLIC.items())
        (folder / "mjgui-aliases.txt").write_text(f"# aliases\n{lines}", encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == ["table-1.mjgame"]
    assert [(s.path.name, s.error.code) for s in season.skipped] == [(CONFLICT, "sync_conflict")]
    assert not season.apart
    assert _games(season) == dict.fromkeys(["Aiko", "Boris", "Chen", "Dasha"], 1)
    club = ClubController()
    club.open_folder(folder)
    assert club.view().summary == f"1 game in {folder}"


def test_a_conflict_copy_with_players_renamed_by_aliases_and_other_hands_is_one_game(tmp_path: Path) -> None:
    """Another game of the same players at the same table is no other table's: the alias makes
    Борис Boris, so the copy is one of two versions of a game, not counted."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    (folder / CONFLICT).write_text(_cyrillic(GAME_B), encoding="utf-8")
    (folder / "mjgui-aliases.txt").write_text("Борис = Boris\n", encoding="utf-8")
    season = load_season([folder])
    assert [(s.path.name, s.error.code) for s in season.skipped] == [(CONFLICT, "sync_conflict")]
    (folder / "mjgui-aliases.txt").unlink()  # without it none of its four names is in table-1
    assert [g.path.name for g in load_season([folder]).games] == sorted(["table-1.mjgame", CONFLICT])


def test_a_conflict_copy_of_another_evening_is_counted_and_said_so(tmp_path: Path) -> None:
    """Desk B saved the next week's game of two of the same players as table-1.mjgame before the
    folder synced: it was left out, "delete the other" — a real game lost."""
    folder = tmp_path / "club"
    folder.mkdir()
    original = folder / "table-1.mjgame"
    original.write_text("# date 2026-11-20\nplayers Aiko Boris Chen Dasha\n" + HANDS, encoding="utf-8")
    conflict = folder / CONFLICT
    conflict.write_text("# date 2026-11-27\nplayers Aiko Boris Emil Fedor\nron Emil from Aiko yakuman\n")
    season = load_season([folder])
    assert sorted(g.path.name for g in season.games) == sorted(["table-1.mjgame", CONFLICT])
    assert not season.skipped and not season.duplicates
    assert _games(season) == {"Aiko": 2, "Boris": 2, "Chen": 1, "Dasha": 1, "Emil": 1, "Fedor": 1}
    [note] = season.apart
    assert (note.path, note.other, note.code) == (conflict, original, "conflict_other_day")
    assert note.message() == (
        f"{conflict} is named as a sync conflict copy of {original}, but it is dated 2026-11-27 "
        f"({original} 2026-11-20) and its hands are others: it is another evening's game, and it "
        "is counted. Keep both files (rename it if you like)."
    )
    assert note.message("ru", within=folder) == (
        f"{CONFLICT} назван копией конфликта синхронизации файла table-1.mjgame, но он датирован "
        "2026-11-27 (table-1.mjgame — 2026-11-20), а раздачи в нём другие: это игра другого вечера, "
        "и она учитывается. Сохраните оба файла (переименуйте его, если хотите)."
    )
    # the same evening's other version of the game: one of the two is wrong, as before
    conflict.write_text("# date 2026-11-20\nplayers Aiko Boris Emil Fedor\nron Emil from Aiko yakuman\n")
    season = load_season([folder])
    assert [(s.path, s.error.code) for s in season.skipped] == [(conflict, "sync_conflict")]
    assert not season.apart
    # another date but the same hands (a date corrected), or a hand corrected: one game
    for text in (
        "# date 2026-11-27\nplayers Aiko Boris Chen Dasha\n" + HANDS,
        "# date 2026-11-27\nplayers Aiko Boris Chen Dasha\n" + HANDS.replace("Boris 3 40", "Boris 4 40"),
        "players Aiko Boris Emil Fedor\nron Emil from Aiko yakuman\n",  # no # date line
    ):
        conflict.write_text(text)
        season = load_season([folder])
        assert [g.path for g in season.games] == [original], text
        assert [(s.path, s.error.code) for s in season.skipped] == [(conflict, "sync_conflict")]


def test_a_conflict_copy_deleted_after_the_listing_is_not_said_as_one_to_delete(tmp_path: Path) -> None:
    # the player deletes the copy right after reading the note that names it: the next look,
    # with the listing taken before, lists the folder again rather than name a copy now gone
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    copy = folder / CONFLICT
    copy.write_text(GAME_B, encoding="utf-8")
    listing = season_module.list_records([folder])
    assert [s.error.code for s in load_season([folder], listing=listing).skipped] == ["sync_conflict"]
    copy.unlink()
    season = load_season([folder], listing=listing)
    assert [g.path.name for g in season.games] == ["table-1.mjgame"]
    assert not season.skipped and not season.duplicates

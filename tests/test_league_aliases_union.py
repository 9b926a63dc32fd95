"""One rule for the aliases a view reads: every aliases file of the folder opened, of the folders
above it (by name and by real path, below the home folder) and of the folders inside it, read
together; a merge made twice two ways counted as the higher folder's file says, and said; a
merge written to the season's file (the highest above), else the folder's own. A player's merge
is never left out, and no note asks to delete one."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.aliases import (
    ALIASES_FILE,
    AliasError,
    Aliases,
    aliases_files,
    aliases_path,
    load_aliases,
    read_aliases,
)
from mjgui.leaguecli import league_command
from tests.leaguegen import write_season


@pytest.fixture
def season(tmp_path: Path) -> Path:
    """Two evenings; night-21 spells Dasha "Dasha_K", which the season's file merges; night-21
    has its own file too (a merge made there before the season's was read from a night's
    folder), merging Boris into Borya."""
    root = tmp_path / "season"
    write_season(root, 8)
    for record in (root / "night-21").glob("*.mjgame"):
        record.write_text(record.read_text(encoding="utf-8").replace("Dasha", "Dasha_K"), encoding="utf-8")
    (root / ALIASES_FILE).write_text("Dasha_K = Dasha\n", encoding="utf-8")
    (root / "night-21" / ALIASES_FILE).write_text("boris = Borya\n", encoding="utf-8")
    return root


def _league(*args: str) -> tuple[int, list[str], str]:
    """``mjgui league ARGS --json``: the exit status, the players' names, the notes said."""
    out = io.StringIO()
    status = league_command([*args, "--json"], out)
    data = json.loads(out.getvalue())
    return status, sorted(p["name"] for p in data["players"]), json.dumps(data, ensure_ascii=False)


def _names(club: ClubController) -> list[str]:
    return sorted(r.name for r in club.rows())


def test_a_nights_own_file_is_read_with_the_seasons_whichever_way_the_season_is_read(
    season: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``league .`` showed Boris and told the player to delete night-21's file, ``league *``
    showed Borya, ``league night-21`` left Dasha_K unmerged; Club results on a night-21 record
    opened night-21 alone. Every way of reading the season now applies both files."""
    night = season / "night-21"
    monkeypatch.chdir(season)
    named = sorted(p.name for p in season.iterdir())
    for args in (["."], named, ["night-21"], [str(season)], [str(night / "table-1.mjgame")]):
        status, names, said = _league(*args)
        assert status == 0, args
        assert "Borya" in names and "Boris" not in names and "Dasha_K" not in names, args
        assert "delete" not in said and "is not read" not in said, args
    club = ClubController()
    club.open_season_of(night / "table-1.mjgame")
    assert club.folder == season
    assert "Borya" in _names(club) and "Dasha_K" not in _names(club)
    assert club.view().alias_notes == ()
    assert club.merge("Chen", "Chen W")  # into the season's file; the night's kept as it is
    assert (season / ALIASES_FILE).read_text(encoding="utf-8") == "Dasha_K = Dasha\nchen = Chen W\n"
    assert (night / ALIASES_FILE).read_text(encoding="utf-8") == "boris = Borya\n"
    club.open_folder(night)
    assert "Chen W" in _names(club) and "Borya" in _names(club) and "Dasha" in _names(club)
    assert not club.merge("boris", "Borya")  # already one player, by the night's file, named
    assert club.view().notice == (
        'boris and Borya are already the same player: mjgui-aliases.txt, line 1: "boris = Borya".'
    )


def test_a_merge_refused_as_already_one_player_names_the_lines_that_make_them_one(season: Path) -> None:
    """ "boris and Borya are already the same player." did not say which of the files read merges
    them (the season's? the night's?). The refusal names the file and line of each name merged,
    from the club's folder, in both languages; the club window's headings over the notes of
    several files say "files", as the command line does."""
    (season / ALIASES_FILE).write_text("Dasha_K = Dasha\ndasha2 = Dasha\n", encoding="utf-8")
    club = ClubController()
    club.open_folder(season)
    assert not club.merge("Borya", "boris")
    assert club.view().notice == (
        'Borya and boris are already the same player: night-21/mjgui-aliases.txt, line 1: "boris = Borya".'
    )
    assert not club.merge("Dasha_K", "Dasha2")
    assert club.view().notice == (
        'Dasha_K and Dasha2 are already the same player: mjgui-aliases.txt, lines 1, 2: "Dasha_K = Dasha", '
        '"dasha2 = Dasha".'
    )
    club.set_lang("ru")
    assert club.view().notice == (
        "Dasha_K и Dasha2 — уже один и тот же игрок: mjgui-aliases.txt, строки 1, 2: «Dasha_K = Dasha», "
        "«dasha2 = Dasha»."
    )
    (season / "night-21" / ALIASES_FILE).write_text("boris = Borya\nBorya = boris\n", encoding="utf-8")
    club.reload()
    view = club.view()
    assert (
        view.alias_notes_head == "Файлы псевдонимов:" and "замечания к файлам псевдонимов" in view.notes_count
    )
    club.set_lang("en")
    view = club.view()
    assert view.alias_notes_head == "The aliases files:" and view.notes_count == "notes on the aliases files"


def test_a_club_of_seasons_reads_each_seasons_file_and_asks_to_delete_none(tmp_path: Path) -> None:
    """club/2025 and club/2026 each with its own file, club/ opened: "2025/mjgui-aliases.txt is
    not read ... then delete 2025/mjgui-aliases.txt". Both are read; a merge made with club/
    open is club/'s own file."""
    club_folder = tmp_path / "club"
    write_season(club_folder / "2025", 4)
    write_season(club_folder / "2026", 4, seed=11)
    (club_folder / "2025" / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")
    (club_folder / "2026" / ALIASES_FILE).write_text("Emil = Emilio\n", encoding="utf-8")
    status, names, said = _league(str(club_folder))
    assert status == 0
    assert "Daria" in names and "Emilio" in names and "Dasha" not in names and "Emil" not in names
    assert "delete" not in said and "is not read" not in said
    club = ClubController()
    club.open_folder(club_folder)
    assert club.view().alias_notes == ()
    assert aliases_path(club_folder) == club_folder / ALIASES_FILE
    assert aliases_path(club_folder / "2025" / "night-20") == club_folder / "2025" / ALIASES_FILE
    assert club.merge("Chen", "Chen W")
    assert (club_folder / ALIASES_FILE).read_text(encoding="utf-8").endswith("chen = Chen W\n")
    assert {"Daria", "Emilio", "Chen W"} <= set(_names(club))


def test_a_name_merged_two_ways_counts_as_the_higher_file_says_and_is_said(tmp_path: Path) -> None:
    """The same spelling merged into two players by two files: the file nearest the top wins,
    whichever folder is open, and a note names both files and both lines, in both languages,
    asking to correct a line, not to delete a file."""
    club_folder = tmp_path / "club"
    write_season(club_folder / "2025", 4)
    (club_folder / ALIASES_FILE).write_text("# the club's\nBoris = Boris B\n", encoding="utf-8")
    (club_folder / "2025" / ALIASES_FILE).write_text("Dasha = Daria\nboris = Borya\n", encoding="utf-8")
    note = (
        '2025/mjgui-aliases.txt, line 2: "boris = Borya", but mjgui-aliases.txt, line 2: "Boris = '
        'Boris B". The line of mjgui-aliases.txt is applied (of two aliases files, the one in the '
        "higher folder counts). Correct the line that is wrong in a text editor."
    )
    club = ClubController()
    for opened in (club_folder, club_folder / "2025", club_folder / "2025" / "night-20"):
        club.open_folder(opened)
        assert "Boris B" in _names(club) and "Borya" not in _names(club) and "Daria" in _names(club)
        if opened == club_folder:
            assert club.view().alias_notes == (note,)
            club.set_lang("ru")
            (said,) = club.view().alias_notes
            assert said.startswith("2025/mjgui-aliases.txt, строка 2: «boris = Borya»")
            assert "удалите" not in said
            club.set_lang("en")
    status, names, said = _league(str(club_folder / "2025"))
    assert status == 0 and "Boris B" in names and "Borya" not in names and "delete" not in said


def test_two_files_at_the_same_level_say_why_the_one_applied_is(season: Path) -> None:
    """night-21 and night-22 merging Boris two ways: the tie is broken by the files' paths, but
    the note said "the one in the higher folder counts" of two folders equally high. It says the
    true reason, in both languages; a file higher up still says it is higher."""
    (season / "night-22").mkdir()
    (season / "night-22" / ALIASES_FILE).write_text("Boris = Bor\n", encoding="utf-8")
    note = (
        'night-22/mjgui-aliases.txt, line 1: "Boris = Bor", but night-21/mjgui-aliases.txt, line 1: '
        '"boris = Borya". The line of night-21/mjgui-aliases.txt is applied (of two aliases files at '
        "the same level, the one whose path comes first alphabetically counts, capital and small "
        "letters alike and numbers by their value: night-9 before night-10). Correct the line that "
        "is wrong in a text editor."
    )
    club = ClubController()
    club.open_folder(season)
    assert "Borya" in _names(club) and "Bor" not in _names(club)
    assert club.view().alias_notes == (note,)
    club.set_lang("ru")
    assert club.view().alias_notes == (
        "night-22/mjgui-aliases.txt, строка 1: «Boris = Bor», а night-21/mjgui-aliases.txt, строка 1: "
        "«boris = Borya». Применяется строка из night-21/mjgui-aliases.txt (из двух файлов "
        "псевдонимов на одном уровне действует тот, чей путь идёт первым по алфавиту, без различия "
        "заглавных и строчных букв, а числа — по величине: night-9 раньше night-10). Исправьте "
        "неверную строку в текстовом редакторе.",
    )
    (season / "night-22" / ALIASES_FILE).unlink()
    (season / ALIASES_FILE).write_text("Dasha_K = Dasha\nBoris = Bor\n", encoding="utf-8")
    club.set_lang("en")
    club.reload()
    (said,) = club.view().alias_notes
    assert "(of two aliases files, the one in the higher folder counts)" in said


def test_files_at_the_same_level_are_applied_in_the_order_the_note_says(tmp_path: Path) -> None:
    """The note says "first alphabetically", but the order was by the characters' codes of the
    real path (folded on Windows alone): Night-22 won over night-21 (a capital sorts before a
    small letter), night-10 over night-9. Now capitals and small letters are alike and a number
    counts by its value, on every system, as the note says in both languages."""
    season = tmp_path / "season"
    for night, line in (
        ("night-21", "Chen2 = Chen"),
        ("Night-22", "Chen2 = Чэнь"),
        ("night-9", "Bo = Boris"),
        ("night-10", "Bo = Bob"),
    ):
        (season / night).mkdir(parents=True)
        (season / night / ALIASES_FILE).write_text(line + "\n", encoding="utf-8")
    files = aliases_files(
        [season], [season / n / ALIASES_FILE for n in ("Night-22", "night-10", "night-21", "night-9")]
    )
    assert [f.parent.name for f in files] == ["night-9", "night-10", "night-21", "Night-22"]
    read = read_aliases(files)
    assert read.resolve("Chen2") == "Chen" and read.resolve("Bo") == "Boris"
    notes = [p.message("en", within=season) for p in read.problems]
    assert notes == [
        'night-10/mjgui-aliases.txt, line 1: "Bo = Bob", but night-9/mjgui-aliases.txt, line 1: "Bo = '
        'Boris". The line of night-9/mjgui-aliases.txt is applied (of two aliases files at the same '
        "level, the one whose path comes first alphabetically counts, capital and small letters "
        "alike and numbers by their value: night-9 before night-10). Correct the line that is "
        "wrong in a text editor.",
        'Night-22/mjgui-aliases.txt, line 1: "Chen2 = Чэнь", but night-21/mjgui-aliases.txt, line 1: '
        '"Chen2 = Chen". The line of night-21/mjgui-aliases.txt is applied (of two aliases files at '
        "the same level, the one whose path comes first alphabetically counts, capital and small "
        "letters alike and numbers by their value: night-9 before night-10). Correct the line that "
        "is wrong in a text editor.",
    ]
    assert "без различия заглавных и строчных букв, а числа — по величине: night-9 раньше night-10" in (
        read.problems[0].message("ru")
    )


def test_a_refused_merge_cites_exactly_the_lines_that_link_the_two_names_the_file_once(
    tmp_path: Path,
) -> None:
    """Lines 3 "Bob = Boris" and 4 "Boris = Борис": merging Bob with Борис cited line 3 alone,
    Bob with Boris cited lines 3 and 4 (line 3 alone links them), and two lines of one file
    named the file twice. The chain of each name is followed to where they meet; each file is
    named once with its lines, in both languages."""
    file = tmp_path / ALIASES_FILE
    file.write_text("# season\nDasha_K = Dasha\nBob = Boris\nBoris = Борис\n", encoding="utf-8")
    night = tmp_path / "night-21"
    night.mkdir()
    (night / ALIASES_FILE).write_text("Борис = Boris B\n", encoding="utf-8")
    read = read_aliases([file])

    def refusal(a: str, b: str, lang: str = "en", aliases: Aliases = read) -> str:
        with pytest.raises(AliasError) as err:
            aliases.merge(a, b)
        return err.value.message(lang, within=tmp_path)

    assert refusal("Bob", "Борис") == (
        'Bob and Борис are already the same player: mjgui-aliases.txt, lines 3, 4: "Bob = Boris", '
        '"Boris = Борис".'
    )
    assert refusal("Bob", "Борис", "ru") == (
        "Bob и Борис — уже один и тот же игрок: mjgui-aliases.txt, строки 3, 4: «Bob = Boris», "
        "«Boris = Борис»."
    )
    said = 'mjgui-aliases.txt, line 3: "Bob = Boris".'
    assert refusal("Bob", "Boris") == "Bob and Boris are already the same player: " + said
    assert refusal("boris", "BOB") == "boris and BOB are already the same player: " + said
    assert refusal("Boris", "Борис") == (
        'Boris and Борис are already the same player: mjgui-aliases.txt, line 4: "Boris = Борис".'
    )
    assert refusal("Bob", "bob") == "Bob and bob are already the same player."
    both = read_aliases([file, night / ALIASES_FILE])
    assert refusal("Bob", "Boris B", aliases=both) == (
        'Bob and Boris B are already the same player: mjgui-aliases.txt, lines 3, 4: "Bob = Boris", '
        '"Boris = Борис"; night-21/mjgui-aliases.txt, line 1: "Борис = Boris B".'
    )
    assert refusal("Bob", "Boris B", "ru", both).endswith(
        "; night-21/mjgui-aliases.txt, строка 1: «Борис = Boris B»."
    )


def test_the_home_folders_file_is_neither_read_nor_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A season at ~/Dropbox/season read ~/mjgui-aliases.txt, and a merge wrote there, outside
    the synced folder. The walk up stops below the home folder."""
    home = tmp_path / "home"
    season = home / "Dropbox" / "season"
    write_season(season, 4)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    (home / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")
    (tmp_path / ALIASES_FILE).write_text("Dasha = Somebody\n", encoding="utf-8")  # above home
    assert load_aliases(season / "night-20").names == {}
    club = ClubController()
    club.open_folder(season)
    assert "Dasha" in _names(club)
    assert club.merge("Boris", "Borya")
    assert (season / ALIASES_FILE).read_text(encoding="utf-8").endswith("boris = Borya\n")
    assert (home / ALIASES_FILE).read_text(encoding="utf-8") == "Dasha = Daria\n"


@pytest.mark.skipif(os.name == "nt", reason="a symbolic link needs rights on Windows")
def test_a_night_opened_through_a_link_reads_and_writes_the_real_seasons_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """~/tonight -> data/season/night-21: the walk up by the link's names stopped at home, the
    season's aliases not applied, and a merge made night-21's own file. The real folders are
    walked too."""
    home = tmp_path / "home"
    season = home / "data" / "season"
    write_season(season, 8)
    for record in (season / "night-21").glob("*.mjgame"):
        record.write_text(record.read_text(encoding="utf-8").replace("Dasha", "Dasha_K"), encoding="utf-8")
    (season / ALIASES_FILE).write_text("Dasha_K = Dasha\n", encoding="utf-8")
    (home / "tonight").symlink_to(season / "night-21", target_is_directory=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    club = ClubController()
    club.open_folder(home / "tonight")
    assert "Dasha" in _names(club) and "Dasha_K" not in _names(club)
    assert club.merge("Boris", "Borya")
    assert not (season / "night-21" / ALIASES_FILE).exists()
    assert (season / ALIASES_FILE).read_text(encoding="utf-8") == "Dasha_K = Dasha\nboris = Borya\n"
    status, names, _said = _league(str(home / "tonight"))
    assert status == 0 and "Borya" in names and "Dasha_K" not in names


@pytest.mark.parametrize("existing", [True, False], ids=["file kept", "file made"])
def test_the_windows_own_merge_is_no_change_on_disk(tmp_path: Path, existing: bool) -> None:
    """A merge did not store the aliases file's new stamp: the next export (or the window active
    again, the merge dialog closed) said "The folder changed since it was read" and replaced the
    merge's confirmation. A record saved after it still is a change."""
    folder = tmp_path / "club"
    write_season(folder, 4)
    if existing:
        (folder / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")
    club = ClubController()
    club.open_folder(folder)
    assert club.merge("Boris", "Borya")
    merged = club.view().notice
    assert not club.changed_on_disk()
    assert not club.refresh() and club.view().notice == merged
    assert club.export_csv(tmp_path / "out.csv")
    assert "changed since it was read" not in club.view().notice
    record = folder / "night-20" / "table-1.mjgame"
    record.write_text(record.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert club.changed_on_disk()

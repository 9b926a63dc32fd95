"""A club season is the records in its folder and its subfolders: a link in it to a folder
outside it (``/``, ``..``, another club's folder) is not followed and said, in both languages,
in ``mjgui league`` (its text and its JSON) and in the club window; a link to a folder inside it
is read as before. The walk of a folder stops at a limit of folders and of entries, said, so no
folder can keep the club window reading for minutes (a link to ``/`` did: hundreds of MB)."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league import season as season_module
from mjgui.core.league.season import load_season
from mjgui.leaguecli import league_command

DATE = "# date 2026-11-20\n"
GAME_A = DATE + "rules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris yakuman 1\n"
GAME_B = DATE + "rules seed\nplayers Emil Fedya Gosha Hana\nron Emil from Fedya yakuman 1\n"


def _saved(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return league_command(argv, out, err=out), out.getvalue()  # its notes and errors read with its answer


@pytest.fixture
def clubs(tmp_path: Path) -> Path:
    """Two clubs' folders side by side, each with its own game."""
    _saved(tmp_path / "clubA" / "table-1.mjgame", GAME_A)
    _saved(tmp_path / "clubB" / "table-1.mjgame", GAME_B)
    return tmp_path


def test_a_link_to_the_folder_above_counts_no_other_clubs_game_and_is_said(clubs: Path) -> None:
    club = clubs / "clubA"
    (club / "parent").symlink_to("..")
    season = load_season([club])
    assert [g.path for g in season.games] == [club / "table-1.mjgame"]  # not clubB's game
    assert not season.duplicates
    assert [(s.path, s.error.code) for s in season.skipped] == [(club / "parent", "link_outside")]
    said = season.skipped[0].message("en")
    assert said == (
        f"{club / 'parent'} is a link to the folder {clubs}, outside the season's folder: it is not "
        "followed, and the records there are not counted. A season is the .mjgame files in its "
        "folder and its subfolders."
    )
    assert season.skipped[0].message("ru") == (
        f"{club / 'parent'} — ссылка на папку {clubs} вне папки сезона: по ней mjgui не переходит, "
        "записи там не учтены. Сезон — это файлы .mjgame в его папке и её подпапках."
    )
    # the same note in mjgui league, its JSON and the club window (named from the folder there)
    status, out = _run([str(club)])
    # a link, not a file: said as one
    assert status == 1 and "1 link to a folder not followed:" in out and f"  {said}\n" in out
    assert "file skipped" not in out
    status, out = _run([str(club), "--lang", "ru"])
    assert status == 1 and "1\u00a0ссылка на папку пропущена:" in out
    status, out = _run([str(club), "--json"])
    data = json.loads(out)
    assert data["games"] == 1 and data["skipped"] == [
        {"file": "parent", "code": "link_outside", "error": said}
    ]
    controller = ClubController()
    controller.open_folder(club)
    view = controller.view()
    assert view.summary.startswith("1 game in") and view.skipped_head == "1 link to a folder not followed:"
    assert view.skipped == (said.replace(str(club / "parent"), "parent", 1),)


def test_a_link_to_the_disks_root_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    club = tmp_path / "club"
    _saved(club / "table-1.mjgame", GAME_A)
    (club / "everything").symlink_to(os.path.abspath(os.sep))
    (club / "night-1").mkdir()
    (club / "night-1" / "home").symlink_to(Path.home())
    listed: list[str] = []
    real = os.scandir

    def scandir(path: str) -> object:  # the club's two folders, not the disk's thousands
        listed.append(os.fspath(path))
        inside = {p for p in listed if Path(p) == club or club in Path(p).parents}
        assert len(inside) <= 2, listed
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    season = load_season([club])
    # the walk lists the club's two folders; the copy checks' aliases are looked for in the
    # folders above the club (aliases.aliases_files: a few levels, never the home folder or
    # above it), never through a link to the root or to the home folder
    inside = [p for p in listed if Path(p) == club or club in Path(p).parents]
    assert list(dict.fromkeys(inside)) == [str(club), str(club / "night-1")]
    above = [Path(p) for p in listed if not (Path(p) == club or club in Path(p).parents)]
    assert all(p in club.parents and p != Path(os.sep) for p in above), listed
    assert [g.path for g in season.games] == [club / "table-1.mjgame"]
    said = {s.path.name: s.message("en") for s in season.skipped}
    assert set(said) == {"everything", "home"}
    assert said["everything"].startswith(f"{club / 'everything'} is a link to the folder {os.sep}, outside")


def test_a_link_to_another_clubs_folder_is_not_followed(clubs: Path) -> None:
    club = clubs / "clubA"
    (club / "night-2").mkdir()
    (club / "night-2" / "b").symlink_to(clubs / "clubB")
    season = load_season([club])
    assert [g.path.name for g in season.games] == ["table-1.mjgame"]
    assert [(s.path, s.error.params["target"]) for s in season.skipped] == [
        (club / "night-2" / "b", str(clubs / "clubB"))
    ]


def test_a_link_into_another_folder_named_for_the_season_is_that_folder_read_once(clubs: Path) -> None:
    """``mjgui league clubA clubB``: clubA's link to clubB is not "outside the season's folder,
    not counted" while clubB's game is counted; it is clubB read once, whichever is named first."""
    club_a, club_b = clubs / "clubA", clubs / "clubB"
    _saved(club_b / "night-2" / "table-1.mjgame", GAME_B.replace("2026-11-20", "2026-11-21"))
    (club_a / "b").symlink_to("../clubB")
    (club_a / "night-2").symlink_to(club_b / "night-2")  # a folder inside clubB
    (club_a / "parent").symlink_to("..")  # holds both, inside neither: outside still
    for order in ([club_a, club_b], [club_b, club_a]):
        season = load_season(order)
        assert sorted(g.path.relative_to(clubs).as_posix() for g in season.games) == [
            "clubA/table-1.mjgame",
            "clubB/night-2/table-1.mjgame",
            "clubB/table-1.mjgame",
        ], order
        assert [(s.path.name, s.error.code) for s in season.skipped] == [("parent", "link_outside")], order
        assert [(d.path, d.other, d.code) for d in season.duplicates] == [
            (club_a / "b", club_b, "same_folder"),
            (club_a / "night-2", club_b / "night-2", "same_folder"),
        ], order
        assert season.duplicates[0].message("en") == (
            f"{club_a / 'b'} is the same folder as {club_b}; its records are counted once."
        )
    # clubA alone: clubB is not the season's, and the link to it is said as before
    season = load_season([club_a])
    assert [(s.path.name, s.error.code) for s in season.skipped] == [
        ("b", "link_outside"),
        ("night-2", "link_outside"),
        ("parent", "link_outside"),
    ]
    status, out = _run([str(club_a), str(club_b)])
    assert status == 1  # the link to the folder above: skipped
    assert f"  {club_a / 'b'} is the same folder as {club_b}; its records are counted once.\n" in out


def test_links_to_folders_inside_the_season_are_read_as_before(clubs: Path) -> None:
    club = clubs / "clubA"
    _saved(club / ".kept" / "night-3" / "table-1.mjgame", GAME_B)  # hidden: read only by its link
    (club / "night-3").symlink_to(".kept/night-3")
    (club / "night-3b").symlink_to(club / ".kept" / "night-3")  # absolute, the same folder
    (club / "itself").symlink_to(".")
    season = load_season([club])
    assert sorted(g.path.relative_to(club).as_posix() for g in season.games) == [
        "night-3/table-1.mjgame",
        "table-1.mjgame",
    ]
    assert not season.skipped
    assert sorted((d.path.name, d.code) for d in season.duplicates) == [
        ("itself", "same_folder"),
        ("night-3b", "same_folder"),
    ]
    # the season's folder named through a link: its links inside are inside still
    named = clubs / "named"
    named.symlink_to(club)
    assert len(load_season([named]).games) == 2 and not load_season([named]).skipped


def test_the_walk_stops_at_its_limit_of_folders_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club = tmp_path / "club"
    for night in range(1, 6):
        _saved(club / f"night-{night}" / "table-1.mjgame", GAME_A.replace("2026-11-20", f"2026-11-0{night}"))
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 3)  # the club's folder and two nights
    season = load_season([club])
    assert [g.path.parent.name for g in season.games] == ["night-1", "night-2"]
    assert [(s.path, s.error.code) for s in season.skipped] == [(club, "too_many_folders")]
    assert season.skipped[0].message("en") == (
        f"{club} holds more than 3 folders: only the first 3 were read, so records may be missing "
        "from the season. Choose the folder that holds the season's records."
    )
    assert season.skipped[0].message("ru") == (
        f"В {club} больше 3\u00a0папок: прочитано только 3, поэтому в сезоне может не хватать записей. "
        "Выберите папку, где лежат записи сезона."
    )
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 12_000)  # the number grouped
    monkeypatch.setattr(season_module, "MAX_ENTRIES", 4)  # the club's 5 nights, and night-1's file
    season = load_season([club])
    assert [s.error.code for s in season.skipped] == ["too_many_entries"]
    assert [g.path.parent.name for g in season.games] == []  # no night listed: the walk stopped
    assert season.skipped[0].message("en").startswith(f"{club} holds more than 4 files and folders:")
    monkeypatch.setattr(season_module, "MAX_ENTRIES", 6)
    season = load_season([club])
    assert [g.path.parent.name for g in season.games] == ["night-1"]
    assert [s.error.code for s in season.skipped] == ["too_many_entries"]
    status, out = _run([str(club), "--lang", "ru"])
    assert status == 1 and f"В {club} больше 6\u00a0файлов и папок: просмотрено только 6," in out
    monkeypatch.setattr(season_module, "MAX_ENTRIES", 12_000)
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 2)
    assert "more than 2 folders" in load_season([club]).skipped[0].message("en")
    skipped = season_module.Skipped(
        club, season_module.SkipReason("too_many_folders", path=str(club), n=12_000)
    )
    assert skipped.message("en").startswith(
        f"{club} holds more than 12\u202f000 folders: only the first 12\u202f000"
    )


def test_the_head_over_the_notes_counts_files_links_and_folders_read_in_part_as_what_they_are(
    clubs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A link and a limit were counted as files ("3 files skipped"): each is counted as what it
    is, in the CLI and in the club window, in English and Russian (their plural forms)."""
    club = clubs / "clubA"
    _saved(club / "broken.mjgame", "this is no record\n")
    _saved(club / "broken-2.mjgame", "neither is this\n")
    (club / "parent").symlink_to("..")
    (club / "b").symlink_to("../clubB")
    for night in range(1, 4):
        (club / f"night-{night}").mkdir()
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 2)
    season = load_season([club])
    assert sorted(s.error.code for s in season.skipped) == [
        "bad_line_head",
        "bad_line_head",
        "link_outside",
        "link_outside",
        "too_many_folders",
    ]
    heads = {
        "en": "2 files skipped, 2 links to folders not followed and 1 folder read only in part:",
        "ru": "2\u00a0файла пропущены, 2\u00a0ссылки на папки пропущены и 1\u00a0папка прочитана не целиком:",
    }
    for lang, head in heads.items():
        status, out = _run([str(club), "--lang", lang])
        assert status == 1 and f"\n{head}\n" in out, out
        controller = ClubController(lang)
        controller.open_folder(club)
        assert controller.view().skipped_head == head
    assert season_module.skipped_head(season.skipped[:0]) == ""
    five = [s for s in season.skipped if s.error.code == "link_outside"] * 3  # 6: the plural forms
    assert season_module.skipped_head(five[:5], "ru") == "5\u00a0ссылок на папки пропущено:"
    assert season_module.skipped_head(five[:1], "en") == "1 link to a folder not followed:"


def test_a_folder_holding_only_a_link_not_followed_found_no_record_file_and_says_so(clubs: Path) -> None:
    # a folder whose one entry is a link leading out: no record file was found, none was
    # unreadable; it was said "No game record could be read from the files found"
    club = clubs / "only-link"
    club.mkdir()
    (club / "out").symlink_to(clubs / "clubB")
    status, out = _run([str(club)])
    assert status == 2 and "1 link to a folder not followed:" in out
    assert out.endswith("No game record file was found: nothing could be read.\n")
    assert "from the files found" not in out
    status, out = _run([str(club), "--lang", "ru"])
    assert status == 2 and out.endswith("Не найдено ни одного файла записи игры: читать нечего.\n")
    status, out = _run([str(club), "--json"])
    error = json.loads(out)["error"]
    assert (error["code"], error["message"]) == (
        "nothing_read",
        "No game record file was found: nothing could be read.",
    )
    assert [s["code"] for s in error["skipped"]] == ["link_outside"]
    # a record file found beside it that cannot be read: that is what is said
    _saved(club / "bad.mjgame", "garbage\n")
    status, out = _run([str(club)])
    assert status == 2 and out.endswith("No game record could be read from the files found.\n")
    status, out = _run([str(club), "--lang", "ru"])
    assert out.endswith("Ни одной записи игры из найденных файлов прочитать не удалось.\n")


def test_a_link_into_a_hidden_folder_of_another_named_folder_is_not_said_counted(clubs: Path) -> None:
    # mjgui league clubA clubB, clubA/hid -> ../clubB/.stversions: clubB's reading passes over its
    # hidden folder, so the records there are never counted. It was said "the same folder as
    # clubB/.stversions; its records are counted once"
    club_a, club_b = clubs / "clubA", clubs / "clubB"
    _saved(club_b / ".stversions" / "table-1~old.mjgame", GAME_B.replace("2026-11-20", "2026-11-19"))
    (club_a / "hid").symlink_to("../clubB/.stversions")
    (club_a / "b").symlink_to("../clubB")  # clubB itself: counted there, once
    for order in ([club_a, club_b], [club_b, club_a]):
        season = load_season(order)
        assert sorted(g.path.relative_to(clubs).as_posix() for g in season.games) == [
            "clubA/table-1.mjgame",
            "clubB/table-1.mjgame",
        ], order
        assert [(d.path.name, d.code) for d in season.duplicates] == [("b", "same_folder")], order
        (note,) = season.skipped
        assert (note.path, note.error.code) == (club_a / "hid", "link_hidden")
        assert note.message("en") == (
            f"{club_a / 'hid'} is a link to the folder {club_b / '.stversions'}, a hidden folder of "
            f"{club_b} (its name starts with a dot), which is not read: the link is not followed, and "
            "the records there are not counted."
        )
        assert note.message("ru") == (
            f"{club_a / 'hid'} — ссылка на папку {club_b / '.stversions'}, скрытую папку внутри папки "
            f"{club_b} "
            "(её имя начинается с точки), которая не читается: по ссылке mjgui не переходит, записи "
            "там не учтены."
        )
    status, out = _run([str(club_a), str(club_b)])
    assert status == 1 and "1 link to a folder not followed:" in out and "counted once" in out
    assert f"{club_a / 'hid'} is the same folder" not in out


def test_a_link_to_a_record_outside_the_season_is_not_counted_and_is_said(clubs: Path) -> None:
    club = clubs / "clubA"
    borrowed = club / "borrowed.mjgame"
    borrowed.symlink_to(Path("..") / "clubB" / "table-1.mjgame")  # another club's game
    (club / "night-20").mkdir()
    inner = club / "night-20" / "same.mjgame"  # a link to a record of the season: read once
    inner.symlink_to(Path("..") / "table-1.mjgame")
    season = load_season([club])
    assert [g.path for g in season.games] == [club / "table-1.mjgame"]
    assert [(s.path, s.error.code) for s in season.skipped] == [(borrowed, "file_link_outside")]
    assert [(d.path, d.code) for d in season.duplicates] == [(inner, "same_file")]
    target = clubs / "clubB" / "table-1.mjgame"
    said = season.skipped[0].message("en")
    assert said == (
        f"{borrowed} is a link to the file {target}, outside the season's folder: it is not counted. "
        "A season is the .mjgame files in its folder and its subfolders."
    )
    assert (
        season.skipped[0].message("ru").startswith(f"{borrowed} — ссылка на файл {target} вне папки сезона")
    )
    status, out = _run([str(club)])
    assert status == 1 and "1 game counted." in out and "1 file skipped:" in out and f"  {said}\n" in out
    # both clubs named: the file is in a folder of the season, read there once
    season = load_season([club, clubs / "clubB"])
    assert len(season.games) == 2 and not season.skipped
    assert (borrowed, "same_file") in [(d.path, d.code) for d in season.duplicates]


def test_a_drive_that_gives_no_file_index_counts_every_record(
    clubs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a WebDAV drive, Google Drive's, SSHFS-Win: every file and folder has the inode 0 there
    club = clubs / "clubA"
    _saved(club / "night-20" / "t1.mjgame", GAME_B)
    _saved(club / "night-21" / "t1.mjgame", GAME_A.replace("Aiko from", "Chen from"))
    (club / "night-20" / "again.mjgame").symlink_to("t1.mjgame")  # a link beside its record: once
    real_stat = os.stat

    def stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        info = real_stat(path, *args, **kwargs)  # type: ignore[call-overload]
        if not str(path).startswith(str(clubs)):
            return info
        fields = list(info)
        fields[1] = 0  # st_ino
        return os.stat_result(fields)

    monkeypatch.setattr(os, "stat", stat)
    assert Path(club).stat().st_ino == 0  # as Path.stat reads it
    season = load_season([club])
    assert sorted(str(g.path.relative_to(club)) for g in season.games) == [
        "night-20/t1.mjgame",
        "night-21/t1.mjgame",
        "table-1.mjgame",
    ]
    assert not season.skipped
    assert [(d.path.name, d.code) for d in season.duplicates] == [("again.mjgame", "same_file")]
    # two records named one by one are two files
    named = [club / "night-20" / "t1.mjgame", club / "night-21" / "t1.mjgame"]
    season = load_season(named)
    assert len(season.games) == 2 and not season.duplicates

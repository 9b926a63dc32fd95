"""Each game counted once, and every record that was not counted said (issue 23, items 3 and 5).

A folder named by an absolute and a relative path, a link to a sibling record, a link to a
sibling folder, a hard link, a loop of links, the same record saved under two names (even with
other line endings): each game counts once and each repeat is listed with the file it repeats.
A subfolder that cannot be listed is listed among the skipped with the reason, and the exit
status says that not every record was counted.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.files import conflict_original
from mjgui.core.league.season import load_season
from mjgui.core.league.standings import standings
from mjgui.leaguecli import league_command as _league_command
from tests.leaguegen import random_season
from tests.util import one_stream

league_command = one_stream(_league_command)  # its errors read from its output too

GAMES = 8


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    texts, _ = random_season(11, GAMES)
    root = tmp_path / "club"
    for i, text in enumerate(texts):
        night = root / f"night-{i // 4 + 1}"
        night.mkdir(parents=True, exist_ok=True)
        (night / f"table-{i % 4 + 1}.mjgame").write_text(text, encoding="utf-8")
    return root


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command(argv, out)
    return status, out.getvalue()


def _games(rows: list[object]) -> int:
    return sum(r.games for r in rows)  # type: ignore[attr-defined]


def test_a_folder_named_by_absolute_and_relative_paths_counts_once(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(folder.parent)
    season = load_season([folder, Path("club"), Path("club/night-1")])
    assert len(season.games) == GAMES
    assert _games(standings(season)) == 4 * GAMES
    assert {d.code for d in season.duplicates} == {"same_folder"}
    status, out = _run([str(folder), "club", "--json"])
    data = json.loads(out)
    assert status == 0  # a repeat is not a record left out
    assert data["games"] == GAMES and data["skipped"] == []
    assert sum(p["games"] for p in data["players"]) == 4 * GAMES
    assert [d["file"] for d in data["duplicates"]] == ["club"]
    status, out = _run(["club", "club/night-1", "club"])  # a folder inside one named, one twice
    assert status == 0 and f"{GAMES} games counted." in out
    status, out = _run([str(folder), "club"])
    assert f"{GAMES} games counted." in out
    assert "1 duplicate not counted again:" in out and "is the same folder as" in out


def test_a_link_to_a_sibling_record_counts_once(folder: Path) -> None:
    night = folder / "night-1"
    (night / "latest.mjgame").symlink_to("table-2.mjgame")
    os.link(night / "table-3.mjgame", night / "z-hard-link.mjgame")
    season = load_season([folder])
    assert len(season.games) == GAMES
    assert {p.name for p in (g.path for g in season.games)} >= {"table-2.mjgame", "table-3.mjgame"}
    notes = {d.path.name: (d.other.name, d.code) for d in season.duplicates}
    assert notes == {
        "latest.mjgame": ("table-2.mjgame", "same_file"),
        "z-hard-link.mjgame": ("table-3.mjgame", "same_file"),  # the first name of the two
    }
    assert any("latest.mjgame is the same file as" in d.message() for d in season.duplicates)


def test_links_to_folders_and_loops_count_once(folder: Path) -> None:
    (folder / "a-link-to-night-2").symlink_to("night-2")
    (folder / "night-1" / "loop").symlink_to("..")
    season = load_season([folder])
    assert len(season.games) == GAMES
    # the real folder is read, the links are the repeats (even one sorted before it)
    read = {g.path.relative_to(folder).parts[:-1] for g in season.games}
    assert read == {("night-1",), ("night-2",)}
    assert {d.path.name for d in season.duplicates} == {"a-link-to-night-2", "loop"}


def test_the_same_record_under_two_names_is_one_game(folder: Path) -> None:
    text = (folder / "night-2" / "table-1.mjgame").read_text(encoding="utf-8")
    (folder / "night-2" / "table-1 (copy).mjgame").write_text(text, encoding="utf-8")
    (folder / "backup.mjgame").write_bytes(("\ufeff" + text.replace("\n", "  \r\n")).encode())
    original = (folder / "night-2" / "table-1.mjgame").stat().st_mtime
    for copy in ("night-2/table-1 (copy).mjgame", "backup.mjgame"):  # copied later than it was saved
        os.utime(folder / copy, (original + 60, original + 60))
    season = load_season([folder])
    assert len(season.games) == GAMES
    assert _games(standings(season)) == 4 * GAMES
    same = {d.path.name: d.other.name for d in season.duplicates if d.code == "same_game"}
    assert same == {"table-1 (copy).mjgame": "table-1.mjgame", "backup.mjgame": "table-1.mjgame"}
    status, out = _run([str(folder)])
    assert status == 0
    assert "2 duplicates not counted again:" in out
    assert "table-1 (copy).mjgame holds the same game as" in out
    club = ClubController()
    club.open_folder(folder)
    view = club.view()
    assert view.summary.startswith(f"{GAMES} games in")
    assert view.duplicates_head == "2 duplicates not counted again:"
    assert any("backup.mjgame holds the same game as" in d for d in view.duplicates)
    assert sum(int(row.cells[2]) for row in view.rows) == 4 * GAMES


def test_the_same_hands_under_another_date_are_a_copy_and_another_hand_another_game(folder: Path) -> None:
    """The same lines under another ``# date`` line counted as a second game, without a word: a
    copy of the record whose date was corrected (a whole game whose hands all end alike, seat by
    seat, is no coincidence). One is counted, as of every copy the one saved last (the date
    corrected), and the other left out, named with it and both dates; a game with a hand of its
    own on that day is another game."""
    original = folder / "night-1" / "table-1.mjgame"
    text = original.read_text(encoding="utf-8")
    replayed = folder / "replayed.mjgame"
    replayed.write_text(text.replace("# date 2026-11-20", "# date 2026-12-01"))
    later = original.stat().st_mtime + 60
    os.utime(replayed, (later, later))
    season = load_season([folder])
    assert len(season.games) == GAMES and replayed in {g.path for g in season.games}
    assert _games(standings(season)) == 4 * GAMES
    assert [(s.path.name, s.error.code, s.other) for s in season.skipped] == [
        ("table-1.mjgame", "same_hands", replayed)
    ]
    assert season.skipped[0].message("en", within=folder) == (
        "night-1/table-1.mjgame has every hand of replayed.mjgame, seat by seat and in the same "
        "order, but the # date lines differ (2026-11-20 in it, 2026-12-01 in replayed.mjgame): "
        "it looks like a copy of that game, and it is not counted. Keep the right one of the two "
        "and delete the other. replayed.mjgame counts as saved last (its file's time, which a sync "
        "or a restore can change)."
    )
    another = _corrected(text).replace("# date 2026-11-20", "# date 2026-12-01")
    (folder / "replayed.mjgame").write_text(another)
    season = load_season([folder])
    assert len(season.games) == GAMES + 1 and not season.skipped


EVENING = (
    "rules seed east_only=on\nplayers Boris Aiko Dasha Chen\n# date 2026-01-11\nriichi Aiko\n"
    "ron Aiko from Boris 3 40\ntsumo Chen 2 30\ndraw tenpai Boris\nron Dasha from Chen 1 30\n"
)
# copies of one record as a text editor or another program leaves them: each the same game
COPIES = {
    "tabs": EVENING.replace("rules ", "rules\t").replace("ron Aiko", "ron\tAiko"),
    "double-space": EVENING.replace("tsumo Chen", "tsumo  Chen"),
    "case": EVENING.replace("ron Aiko from Boris", "RON aiko FROM boris"),
    "comment": EVENING + "# checked by Boris\n",
    "blank-lines": EVENING.replace("\nriichi", "\n\n# the first hand\nriichi"),
    "tenpai-list": EVENING.replace("draw tenpai Boris", "DRAW TENPAI boris"),
    "crlf-bom": "\ufeff" + EVENING.replace("\n", "  \r\n"),
}
# not the same record, but a copy of the same game, one line written otherwise:
# counted once, the other listed as a copy (test_league_near_copies.py)
NEAR = {
    "other-line": EVENING.replace("tsumo Chen 2 30", "tsumo Chen 3 30"),
}
# a copy of the same game, every hand alike seat by seat, but its date or its names written
# otherwise: counted once, the other listed as a copy of it
TWINS = {
    "other-date": EVENING.replace("2026-01-11", "2026-01-18"),
    "undated": EVENING.replace("# date 2026-01-11\n", ""),
    "renamed": EVENING.replace("Dasha", "Dascha"),
    # a whole game's rules line corrected (a long game's copy under other rules is a copy)
    "other-rules": EVENING.replace("east_only=on", "east_only=on sticks_to_first=off"),
    # the same seats did the same, but Chen and Dasha are named in each other's place
    "other-seats": EVENING.replace("Aiko Dasha Chen", "Aiko Chen Dasha")
    .replace("tsumo Chen", "tsumo Dasha")
    .replace("ron Dasha from Chen", "ron Chen from Dasha"),
}
# not a copy: another date, the seats in another order, and a hand of their own
OTHERS = {
    "other-date": TWINS["other-date"].replace("ron Dasha from Chen 1 30", "ron Dasha from Chen 2 30"),
    "other-seats": TWINS["other-seats"].replace("draw tenpai Boris", "draw tenpai Aiko"),
}


def test_a_copy_that_differs_only_in_spaces_case_or_comments_is_the_same_game(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    for name, text in {**COPIES, **OTHERS, **NEAR, **{f"twin-{n}": t for n, t in TWINS.items()}}.items():
        (folder / f"{name}.mjgame").write_bytes(text.encode("utf-8"))
    (folder / "a-original.mjgame").write_text(EVENING, encoding="utf-8")
    # the copies of the same record made after it; the near copies and the copies with a date
    # or names corrected saved before it (of copies of one game, the one saved last is counted)
    start = (folder / "a-original.mjgame").stat().st_mtime
    for names, at in ((COPIES, start + 60), (NEAR, start - 60), ([f"twin-{n}" for n in TWINS], start - 60)):
        for name in names:
            os.utime(folder / f"{name}.mjgame", (at, at))
    season = load_season([folder])
    assert sorted(g.path.stem for g in season.games) == ["a-original", *sorted(OTHERS)]
    left_out = [*NEAR, *(f"twin-{n}" for n in TWINS)]
    original = folder / "a-original.mjgame"
    assert {s.path.stem: s.other for s in season.skipped} == dict.fromkeys(left_out, original)
    twins = {s.path.stem for s in season.skipped if s.error.code == "same_hands"}
    assert twins == {f"twin-{n}" for n in TWINS}
    same = {d.path.stem: d.other.name for d in season.duplicates}
    assert same == dict.fromkeys(COPIES, "a-original.mjgame")
    status, out = _run([str(folder)])
    assert status == 1  # the near copies are skipped
    assert f"{1 + len(OTHERS)} games counted." in out
    assert f"{len(COPIES)} duplicates not counted again:" in out
    assert f"{folder / 'case.mjgame'} holds the same game as {folder / 'a-original.mjgame'}" in out


def test_a_copy_counts_once_however_much_later_it_was_made(tmp_path: Path, moscow: None) -> None:
    """Without a ``# date`` line, the same lines are one game: a copy's file is newer than the
    game (a copy made a month later, without keeping the file's time, is still a repeat); the
    game's date is its first file's day. The same hands under a ``# date`` line are a copy of the
    game all the same (its date written in): one is counted, as of every copy the one saved last,
    the other left out and said; another evening's game has hands of its own."""
    folder = tmp_path / "club"
    folder.mkdir()
    text = EVENING.replace("# date 2026-01-11\n", "")
    saved = {"2026-01-10-table1": 1768075200, "later-copy": 1771099200}  # 23:00 in Moscow, a month apart
    for name, stamp in saved.items():
        (folder / f"{name}.mjgame").write_text(text, encoding="utf-8")
        os.utime(folder / f"{name}.mjgame", (stamp, stamp))
    season = load_season([folder])
    assert [(g.path.stem, g.date.isoformat()) for g in season.games] == [("2026-01-10-table1", "2026-01-10")]
    assert [(d.path.name, d.other.name) for d in season.duplicates] == [
        ("later-copy.mjgame", "2026-01-10-table1.mjgame")
    ]
    assert sum(r.games for r in standings(season)) == 4
    # dated, the same lines are still a copy of the game (its date written in): the one saved
    # last is counted, on its date, the other named with it
    (folder / "later-copy.mjgame").write_text("# date 2026-02-14\n" + text, encoding="utf-8")
    season = load_season([folder])
    assert [g.date.isoformat() for g in season.games] == ["2026-02-14"]
    skipped = [(s.path.stem, s.error.code, s.other.stem) for s in season.skipped if s.other is not None]
    assert skipped == [("2026-01-10-table1", "same_hands", "later-copy")]
    assert season.duplicates == ()
    # a game of its own on another evening is another game
    other = "# date 2026-02-14\n" + text.replace("tsumo Chen 2 30", "tsumo Chen 3 30")
    (folder / "later-copy.mjgame").write_text(other, encoding="utf-8")
    season = load_season([folder])
    assert [g.date.isoformat() for g in season.games] == ["2026-01-10", "2026-02-14"]
    assert season.duplicates == () and season.skipped == ()


def test_the_suffix_in_capitals_is_read_and_hidden_folders_are_not(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    (folder / ".stversions").mkdir(parents=True)
    (folder / ".git" / "objects").mkdir(parents=True)
    (folder / "B.MJGAME").write_text(EVENING, encoding="utf-8")
    (folder / "c.MjGame").write_text(OTHERS["other-date"], encoding="utf-8")
    (folder / "notes.mjgame.txt").write_text(NEAR["other-line"], encoding="utf-8")
    # an old version Syncthing kept, a file in a hidden folder, a hidden file: never read
    (folder / ".stversions" / "B~20260111-101010.mjgame").write_text(NEAR["other-line"], encoding="utf-8")
    (folder / ".git" / "objects" / "x.mjgame").write_text(TWINS["other-rules"], encoding="utf-8")
    (folder / ".draft.mjgame").write_text(OTHERS["other-seats"], encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == ["B.MJGAME", "c.MjGame"]
    assert not season.duplicates
    # a name an editor gave a .txt is not read, but said (renamed, it would count)
    assert [(s.path.name, s.error.code) for s in season.skipped] == [("notes.mjgame.txt", "near_record_name")]
    status, out = _run([str(folder)])
    assert status == 1 and "2 games counted." in out and 'notes.mjgame.txt" is not read' in out
    # a hidden folder named on purpose is read
    assert [g.path.name for g in load_season([folder / ".stversions"]).games] == ["B~20260111-101010.mjgame"]


def _deny(monkeypatch: pytest.MonkeyPatch, denied: Path) -> None:
    """Listing ``denied`` fails as it does for a folder without read permission (the tests may
    run as root, for whom chmod does not deny)."""
    real = os.scandir

    def scandir(path: object = ".") -> object:
        if Path(str(path)) == denied:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)


def test_an_unreadable_subfolder_is_listed_and_the_exit_status_says_so(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _deny(monkeypatch, folder / "night-2")
    season = load_season([folder])
    assert len(season.games) == 4
    assert [(s.path.name, s.error.code) for s in season.skipped] == [("night-2", "unreadable_folder")]
    assert "the folder cannot be read (Permission denied)" in season.skipped[0].message()
    status, out = _run([str(folder)])
    assert status == 1
    # a folder, not a file: said as one
    assert "1 folder cannot be read:" in out and "night-2: the folder cannot be read" in out
    assert "file skipped" not in out
    status, out = _run([str(folder), "--json"])
    assert status == 1 and json.loads(out)["skipped"][0]["file"] == "night-2"
    club = ClubController()
    club.open_folder(folder)
    view = club.view()
    assert any("night-2: the folder cannot be read" in s for s in view.skipped)
    assert view.skipped_head == "1 folder cannot be read:"
    club = ClubController("ru")
    club.open_folder(folder)
    assert club.view().skipped_head == "1\u00a0папка не читается:"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any folder")
def test_an_unreadable_subfolder_for_real(folder: Path) -> None:
    denied = folder / "night-2"
    denied.chmod(0)
    try:
        status, out = _run([str(folder)])
    finally:
        denied.chmod(0o755)
    assert status == 1 and "night-2: the folder cannot be read" in out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_or_a_dangling_link_named_like_a_record_is_listed(folder: Path) -> None:
    os.mkfifo(folder / "pipe.mjgame")
    (folder / "gone.mjgame").symlink_to("nowhere.mjgame")
    season = load_season([folder])  # returns: the pipe is never waited on
    assert len(season.games) == GAMES
    assert {s.path.name: s.error.code for s in season.skipped} == {
        "pipe.mjgame": "not_a_file",
        "gone.mjgame": "unreadable",
    }
    assert _run([str(folder)])[0] == 1


def _corrected(text: str) -> str:
    """The record with its first win's han changed: the correction one laptop made."""
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith(("ron ", "tsumo ")) and " 3 " in line)
    lines[at] = lines[at].replace(" 3 ", " 2 ", 1)
    return "".join(lines)


# the conflict copies of table-1.mjgame each sync tool makes (see files._SYNC_CONFLICT)
CONFLICT_NAMES = {
    "Syncthing": "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame",
    "Dropbox": "table-1 (Boris's conflicted copy 2026-11-20).mjgame",
    "Nextcloud": "table-1 (conflicted copy 2026-11-20 231502).mjgame",
    "Nextcloud with a user": "table-1 (conflicted copy boris 2026-11-20 231502).mjgame",
    "old ownCloud": "table-1_conflict-20261120-231502.mjgame",
    "a copy of a copy": "table-1.sync-conflict-20261120-231502-ABCDEF1"
    ".sync-conflict-20261121-080000-XYZ2345.mjgame",
}


@pytest.mark.parametrize("tool", sorted(CONFLICT_NAMES))
def test_a_sync_conflict_copy_of_a_corrected_record_is_not_counted(folder: Path, tool: str) -> None:
    """Two laptops corrected one record at once: the sync tool kept both, and the league counted
    the conflict copy as a second game, without a word."""
    night = folder / "night-1"
    text = (night / "table-1.mjgame").read_text(encoding="utf-8")
    copy = night / CONFLICT_NAMES[tool]
    copy.write_text(_corrected(text), encoding="utf-8")
    assert len(load_season([copy]).games) == 1  # alone, the copy is a finished game
    season = load_season([folder])
    assert len(season.games) == GAMES
    assert _games(standings(season)) == 4 * GAMES
    said = (
        f"{copy} looks like a sync conflict copy of table-1.mjgame: it is not counted. "
        "Keep the right one of the two and delete the other."
    )
    assert [s.message() for s in season.skipped] == [said]
    status, out = _run([str(folder)])
    assert status == 1  # something needs a person
    assert f"{GAMES} games counted." in out and f"1 file skipped:\n  {said}\n" in out
    status, out = _run([str(folder), "--lang", "ru"])
    assert f"{copy} похож на копию конфликта синхронизации файла table-1.mjgame: он не учитывается." in out
    status, out = _run([str(folder), "--json"])
    copy_of = "night-1/table-1.mjgame"  # the record it copies, named in the JSON too
    skipped = {"file": f"night-1/{copy.name}", "code": "sync_conflict", "error": said, "copy_of": copy_of}
    assert json.loads(out)["skipped"] == [skipped]
    club = ClubController()  # the club window lists it among the skipped files
    club.open_folder(folder)
    view = club.view()
    assert view.summary.startswith(f"{GAMES} games in")
    # named from the season's folder in the window (the command line says the path as given)
    assert view.skipped_head == "1 file skipped:"
    assert view.skipped == (said.replace(str(copy), f"night-1/{copy.name}"),)


def test_a_sync_conflict_copy_that_holds_the_same_game_is_a_duplicate(folder: Path) -> None:
    night = folder / "night-1"
    text = (night / "table-1.mjgame").read_text(encoding="utf-8")
    for name in CONFLICT_NAMES.values():
        (night / name).write_text(text.replace("\n", "\r\n"), encoding="utf-8")
    season = load_season([folder])
    assert len(season.games) == GAMES and not season.skipped
    same = {d.path.name: d.other.name for d in season.duplicates if d.code == "same_game"}
    assert same == dict.fromkeys(CONFLICT_NAMES.values(), "table-1.mjgame")
    assert _run([str(folder)])[0] == 0


def test_a_damaged_sync_conflict_copy_is_said_as_a_conflict_copy(folder: Path) -> None:
    copy = folder / "night-1" / CONFLICT_NAMES["Syncthing"]
    copy.write_bytes(b"players Aiko Boris\x00\n")
    season = load_season([folder])
    assert len(season.games) == GAMES
    assert [s.error.code for s in season.skipped] == ["sync_conflict"]


def test_a_conflict_copy_without_its_record_and_names_like_one_are_counted(folder: Path) -> None:
    night = folder / "night-1"
    (night / "table-1.mjgame").rename(night / CONFLICT_NAMES["Syncthing"])  # the record went away
    for day, name in enumerate(
        (
            "sync-conflict notes.mjgame",
            "table-1 (copy).mjgame",
            "table-1.sync-conflict.mjgame",
            "conflicted copy.mjgame",
            "table-1 (conflicted copy).mjgame",  # a copy of table-1.mjgame too, which is gone
        ),
        start=21,
    ):  # each another day (by its name's length it was 2027-01-32 once: no date, the game skipped)
        # and another game: the same hands under another date would be a copy of one game
        other = random_season(day, 1)[0][0].replace("# date 2026-11-20", f"# date 2027-01-{day}")
        (night / name).write_text(other, encoding="utf-8")
    season = load_season([folder])
    names = {g.path.name for g in season.games}
    assert CONFLICT_NAMES["Syncthing"] in names and "table-1 (conflicted copy).mjgame" in names
    assert len(season.games) == GAMES + 5 and not season.skipped


def test_conflict_original() -> None:
    folder = Path("club") / "night-1"
    for name in CONFLICT_NAMES.values():
        assert conflict_original(folder / name) == folder / "table-1.mjgame", name
    assert conflict_original(folder / "T.SYNC-CONFLICT-20261120-231502-ABCDEF1.MJGAME") == folder / "T.MJGAME"
    for name in ("table-1.mjgame", "table-1 (copy).mjgame", ".sync-conflict-20261120-231502-A.mjgame"):
        assert conflict_original(folder / name) is None, name


def _undated(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("# date"))


def _renamed(text: str) -> str:
    """The record with its first player's name corrected, in every line: one laptop's fix."""
    name = next(line for line in text.splitlines() if line.startswith("players ")).split()[1]
    return re.sub(rf"\b{re.escape(name)}\b", "Zoe", text)


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(_renamed, id="a name corrected"),
        pytest.param(_corrected, id="a hand corrected"),
        pytest.param(lambda text: text.replace("\n", "\r\n"), id="the same game"),
    ],
)
def test_a_conflict_copy_of_a_record_counted_under_another_name_is_not_counted(
    tmp_path: Path, change: Callable[[str], str]
) -> None:
    """The record a conflict copy names is read by another of its names (a hard link that sorts
    first, so the record's own name is the repeat), and neither has a ``# date`` line: the copy
    was counted as a game of its own (or instead of the record, as its near copy). The record
    is known by its file, whatever name read it."""
    text = _undated(random_season(11, 1)[0][0])
    folder = tmp_path / "club"
    folder.mkdir()
    record = folder / "table-1.mjgame"
    record.write_text(text, encoding="utf-8")
    os.link(record, folder / "1-latest.mjgame")  # the name the file is read by
    copy = folder / CONFLICT_NAMES["Nextcloud"]
    copy.write_text(change(text), encoding="utf-8")
    assert len(load_season([copy]).games) == 1  # alone, the copy is a finished game
    season = load_season([folder])
    assert [g.path.name for g in season.games] == ["1-latest.mjgame"]
    assert _games(standings(season)) == 4
    notes = {d.path.name: (d.other.name, d.code) for d in season.duplicates}
    said = [s.message() for s in season.skipped]
    if change(text) == text.replace("\n", "\r\n"):  # the same game: a repeat of the file counted
        assert notes[copy.name] == ("1-latest.mjgame", "same_game") and said == []
    else:
        assert copy.name not in notes and said == [
            f"{copy} looks like a sync conflict copy of table-1.mjgame: it is not counted. "
            "Keep the right one of the two and delete the other."
        ]
        assert [s.other for s in season.skipped] == [record]
    assert notes["table-1.mjgame"] == ("1-latest.mjgame", "same_file")
    status, out = _run([str(folder)])
    assert "1 game counted." in out and status == (0 if said == [] else 1)


def test_a_conflict_copy_that_is_a_link_to_its_record_is_the_record_counted_once(tmp_path: Path) -> None:
    """A name like a conflict copy's for the record's very file (its name sorts first): the
    game is counted by it, once; the record's own name is its repeat."""
    folder = tmp_path / "club"
    folder.mkdir()
    record = folder / "table-1.mjgame"
    record.write_text(_undated(random_season(11, 1)[0][0]), encoding="utf-8")
    copy = folder / CONFLICT_NAMES["Nextcloud"]
    os.link(record, copy)
    season = load_season([folder])
    assert [g.path for g in season.games] == [copy] and season.skipped == ()
    assert [(d.path, d.other, d.code) for d in season.duplicates] == [(record, copy, "same_file")]


@pytest.mark.parametrize(
    ("written", "day"),
    [
        ("18.01.2026", "2026-01-18"),  # day first with dots: a Russian or European date
        ("2026/1/18", "2026-01-18"),
        ("2026-01-18T19:30", "2026-01-18"),
        ("18/01/2026", "2026-01-18"),  # only the day can be 18
    ],
)
def test_a_date_line_that_cannot_be_read_counts_the_game_on_the_day_it_means(
    tmp_path: Path, written: str, day: str
) -> None:
    """``# date 18.01.2026`` skipped the game ("The game is not counted"): a club expects its
    evening counted. It is, on the day the line means, with a note that says which line, the day
    and how to write the date."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "g1.mjgame").write_text(EVENING, encoding="utf-8")
    (folder / "g2.mjgame").write_text(OTHERS["other-date"].replace("2026-01-18", written), encoding="utf-8")
    season = load_season([folder])
    assert [(g.path.name, g.date.isoformat()) for g in season.games] == [
        ("g1.mjgame", "2026-01-11"),
        ("g2.mjgame", day),
    ]
    assert season.skipped == () and season.duplicates == ()
    (note,) = season.misdated
    assert (note.path.name, note.date.isoformat()) == ("g2.mjgame", day)
    assert note.message("en", within=folder) == (
        f'g2.mjgame: Line 3 (# date {written}): "{written}" is not a date a record reads; the club '
        f'counts the game on {day}, the day it means. Write the date as YYYY-MM-DD: "# date {day}".'
    )
    assert note.message("ru", within=folder) == (
        f"g2.mjgame: Строка 3 (# date {written}): дату «{written}» запись прочитать не может; в клубе "
        f"игра учтена с датой {day}: видимо, этот день и имелся в виду. Напишите дату в виде "
        f"ГГГГ-ММ-ДД: «# date {day}»."
    )
    # the league counts it on that day, says so, and exits 0: every game was counted
    status, out = _run([str(folder), "--since", "2026-01-15"])
    assert status == 0
    assert "1 game counted." in out and "1 game counted whose # date line cannot be read:" in out
    assert f"the club counts the game on {day}, the day it means" in out
    status, out = _run([str(folder), "--json"])
    data = json.loads(out)
    assert (status, data["games"]) == (0, 2)
    assert data["misdated"] == [
        {"file": "g2.mjgame", "date": day, "code": "unread_date", "note": note.message("en")},
    ]
    # the club window: its notes say it, with a warning
    club = ClubController("ru")
    club.open_folder(folder)
    view = club.view()
    assert view.misdated_head == "1\u00a0игра учтена, хотя строку # date в ней не прочитать:"
    assert view.misdated == (note.message("ru", within=folder),)
    assert view.notes_count == "1\u00a0дата не читается" and view.notes_warn


def test_a_date_line_whose_day_cannot_be_told_counts_the_game_on_its_files_day(tmp_path: Path) -> None:
    """The note names the file's day and the form YYYY-MM-DD, never a day made up: it showed
    ``"# date 2026-01-31"`` for any date it could not tell."""
    folder = tmp_path / "club"
    folder.mkdir()
    record = folder / "g2.mjgame"
    for written in ("2026-13-40", "01/02/2026", "8 February 2026"):
        record.write_text(EVENING.replace("2026-01-11", written), encoding="utf-8")
        stamp = dt.datetime(2026, 2, 8, 21, 0).timestamp()
        os.utime(record, (stamp, stamp))
        season = load_season([folder])
        assert [(g.path, g.date) for g in season.games] == [(record, dt.date(2026, 2, 8))], written
        (note,) = season.misdated
        first = written.split()[0]
        assert note.message("en", within=folder) == (
            f'g2.mjgame: Line 3 (# date {written}): "{first}" is not a date a record reads; the club '
            "counts the game on 2026-02-08, the day its file was last saved. Write the date of the "
            'game as YYYY-MM-DD: "# date YYYY-MM-DD".'
        )
        assert note.message("ru", within=folder).endswith(
            "в клубе игра учтена с датой 2026-02-08, днём последнего сохранения файла. Напишите "
            "дату игры в виде ГГГГ-ММ-ДД: «# date ГГГГ-ММ-ДД»."
        )
        assert "2026-01-31" not in note.message("en") + note.message("ru")


def test_a_date_line_that_cannot_be_read_before_one_that_can_is_no_note(tmp_path: Path) -> None:
    """``# date 18.01.2026`` then ``# date 2026-01-18``: the game has its date, yet the first
    line was flagged (and the game skipped)."""
    folder = tmp_path / "club"
    folder.mkdir()
    both = EVENING.replace("# date 2026-01-11\n", "# date 18.01.2026\n# date 2026-01-18\n")
    (folder / "g2.mjgame").write_text(both, encoding="utf-8")
    season = load_season([folder])
    assert [(g.path.name, g.date) for g in season.games] == [("g2.mjgame", dt.date(2026, 1, 18))]
    assert season.misdated == () and season.skipped == ()


def test_a_game_log_named_among_the_records_is_said_to_be_a_log(folder: Path, tmp_path: Path) -> None:
    """``mjgui league club/*`` with a downloaded log among the records listed the log as a record
    whose "line has 10694 characters; ... Split it": it is a game log, not counted (exit 1, as a
    file skipped), and ``mjgui replay`` reads it; never replaced by an export either."""
    logs = Path(__file__).parent / "data" / "logs"
    mjlog = tmp_path / "tenhou.mjlog"
    mjlog.write_bytes((logs / "dnovikoff-example.mjlog").read_bytes())
    as_record = folder / "downloaded.mjgame"  # a log saved under a record's name, in the folder
    as_record.write_bytes((logs / "mjai-reviewer-double_ron.json").read_bytes())
    out = io.StringIO()
    status = league_command([str(folder), str(mjlog)], out)
    text = out.getvalue()
    assert status == 1
    assert (
        f"  {as_record} is a game log, not a game record: it is not counted. mjgui replay {as_record} "
        "scores every win of a log.\n" in text
    )
    assert f"  {mjlog} is a game log, not a game record: it is not counted." in text
    assert "Split it" not in text
    out = io.StringIO()
    assert league_command([str(folder), str(mjlog), "--json", "--lang", "ru"], out) == 1
    skipped = {s["file"]: s["error"] for s in json.loads(out.getvalue())["skipped"]}
    assert skipped[str(mjlog)].startswith(f"{mjlog} — лог игры, а не запись игры")
    kept = mjlog.read_bytes()
    out = io.StringIO()
    assert league_command([str(folder), str(mjlog), "--csv", str(mjlog)], out) == 2
    assert mjlog.read_bytes() == kept


def test_a_file_that_only_begins_as_a_log_does_keeps_the_line_a_record_is_refused_at(
    folder: Path, tmp_path: Path
) -> None:
    """A .mjgame overwritten by a web page, or a settings JSON named among the records, was
    listed as "a game log ... mjgui replay scores it", and replay then said it is no log: the
    line diagnosis of a damaged record was lost. A file is said to be a log only when replay
    reads it as one (a damaged log too); the others keep the line the record's reader refused."""
    page = folder / "tuesday.mjgame"
    page.write_text("<html><body>Session expired</body></html>\n", encoding="utf-8")
    settings = tmp_path / "settings.json"
    settings.write_text('{"title": "not a log", "a": 1}\n', encoding="utf-8")
    cut = tmp_path / "cut.mjlog"  # a log cut short: still a log, replay says where it ends
    cut.write_bytes((Path(__file__).parent / "data" / "logs" / "dnovikoff-example.mjlog").read_bytes()[:3000])
    out = io.StringIO()
    assert league_command([str(folder), str(settings), str(cut), "--json"], out) == 1
    skipped = {s["file"]: s["error"] for s in json.loads(out.getvalue())["skipped"]}
    assert skipped[str(page)].startswith(
        f'{page}: Line 1 (<html><body>Session expired</body></html>): "<html><body>Session'
    )
    assert skipped[str(settings)].startswith(f"{settings}: Line 1 (")
    assert "game log" not in skipped[str(page)] + skipped[str(settings)]
    assert skipped[str(cut)].startswith(f"{cut} is a game log, not a game record: it is not counted.")

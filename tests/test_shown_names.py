"""A file name is shown the same way in every output (mjgui.core.shown.shown_path): a name whose
bytes are not UTF-8 (``Ren\\xe9.mjgame``, Latin-1 as an unzipped Windows archive leaves it) and a
name with control characters (``e\\x1b[31mvil.mjgame``) are written with escapes in the league's
text, its JSON, its CSV files and the club window, never as a traceback or a raw escape."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.game.storage import StorageError, atomic_write_text
from mjgui.core.league.export import read_csv
from mjgui.core.shown import escape_controls, shown_path
from mjgui.leaguecli import league_command
from tests.test_league import HAND_WRITTEN

ROOT = Path(__file__).resolve().parent.parent

#: a finished game: Boris's ron from Aiko (3900, line 5) is his biggest win
FINISHED = HAND_WRITTEN
UNFINISHED = "players Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"

LATIN1 = b"Ren\xe9.mjgame"
SHOWN_LATIN1 = "Ren\\xe9.mjgame"


def _file(folder: Path, name: bytes | str, text: str) -> Path:
    """``text`` written under ``name`` (bytes: as the file system's bytes); the test is skipped
    where the file system refuses the name."""
    path = folder / (os.fsdecode(name) if isinstance(name, bytes) else name)
    try:
        path.write_text(text, encoding="utf-8")
    except (OSError, UnicodeError):
        pytest.skip(f"this file system does not take the name {name!r}")
    return path


def test_shown_path_escapes_undecodable_bytes_and_control_characters() -> None:
    assert shown_path("plain/Рен.mjgame") == "plain/Рен.mjgame"
    assert shown_path(os.fsdecode(LATIN1)) == SHOWN_LATIN1 or os.name == "nt"
    assert shown_path(b"dir/Ren\xe9.mjgame") == "dir/Ren\\xe9.mjgame"
    assert shown_path("e\x1b[31mvil.mjgame") == "e\\x1b[31mvil.mjgame"
    assert shown_path(Path("a\nb")) == "a\\nb"
    assert shown_path("lone\ud800") == "lone\\ud800"  # a surrogate not from undecodable bytes
    for name in (os.fsdecode(LATIN1), "lone\ud800", "e\x1b[0m"):
        shown_path(name).encode("utf-8")  # always writable
    assert escape_controls("Aiko\u202e") == "Aiko\\u202e"


@pytest.fixture
def latin1_folder(tmp_path: Path) -> Path:
    """A finished game and an unfinished one whose names are not UTF-8, and one that is."""
    _file(tmp_path, LATIN1, FINISHED)
    _file(tmp_path, b"Bad\xe9.mjgame", UNFINISHED)
    # another game (the same hands on another day would be a copy of the first)
    other = FINISHED.replace("2026-11-27", "2026-11-28").replace("from Dasha 2 30", "from Dasha 2 40")
    _file(tmp_path, "ok.mjgame", other)
    return tmp_path


def test_league_json_text_and_csv_show_a_name_that_is_not_utf8(latin1_folder: Path, tmp_path: Path) -> None:
    out = io.StringIO()
    games = tmp_path / "games.csv"
    assert league_command([str(latin1_folder), "--json", "--games-csv", str(games)], out) == 1
    text = out.getvalue()
    text.encode("utf-8")  # no lone surrogate left
    data = json.loads(text)
    assert [s["file"] for s in data["skipped"]] == ["Bad\\xe9.mjgame"]
    assert data["skipped"][0]["error"].startswith(str(latin1_folder / "Bad") + "\\xe9.mjgame:")
    boris = next(p for p in data["players"] if p["name"] == "Borya")
    assert boris["stats"]["biggest"]["file"] == SHOWN_LATIN1
    rows = read_csv(games.read_text(encoding="utf-8"))
    assert sorted({r[1] for r in rows[1:]}) == [SHOWN_LATIN1, "ok.mjgame"]

    out = io.StringIO()
    assert league_command([str(latin1_folder)], out) == 1
    assert f"  {latin1_folder / 'Bad'}\\xe9.mjgame: the game has not ended" in out.getvalue()


def test_the_league_command_prints_such_a_name_whatever_the_locale(latin1_folder: Path) -> None:
    """The real standard output (UTF-8, strict): exit status 1 (a file skipped), no traceback."""
    for extra in (["--json"], []):
        run = subprocess.run(
            [sys.executable, "-m", "mjgui", "league", str(latin1_folder), *extra],
            capture_output=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
            timeout=120,
        )
        assert run.returncode == 1, run.stderr.decode("utf-8", "replace")
        assert run.stderr == b""
        text = run.stdout.decode("utf-8")
        if extra:
            assert json.loads(text)["skipped"][0]["file"] == "Bad\\xe9.mjgame"
        else:
            assert "Bad\\xe9.mjgame: the game has not ended" in text


def test_the_club_window_shows_and_exports_such_a_name(latin1_folder: Path, tmp_path: Path) -> None:
    club = ClubController("en")
    club.open_folder(latin1_folder)
    view = club.view()
    assert [line for line in view.skipped if "Bad" in line] == [
        "Bad\\xe9.mjgame: the game has not ended (it stops at E1); it is not counted until it is finished."
    ]
    club.select("Borya")
    biggest = next(s for s in club.view().stats if s.id == "biggest")
    assert f"({SHOWN_LATIN1}, line 5)" in biggest.value
    assert any(SHOWN_LATIN1 in g.title for g in club.game_views())
    games = tmp_path / "club-games.csv"
    assert club.export_games_csv(games) is True
    assert SHOWN_LATIN1 in {r[1] for r in read_csv(games.read_text(encoding="utf-8"))}


def test_a_text_utf8_cannot_write_is_refused_as_a_storage_error(tmp_path: Path) -> None:
    target = tmp_path / "x.csv"
    with pytest.raises(StorageError) as info:
        atomic_write_text(target, "date,file\n2026-01-01,Ren\udce9\n")
    assert info.value.code == "unencodable"
    assert info.value.message() == (
        f"{target} was not saved: the text holds a character that cannot be written as UTF-8 "
        "(at character 25). Nothing was written."
    )
    assert not target.exists()


def test_control_characters_in_a_file_name_are_escaped_as_replay_escapes_them(tmp_path: Path) -> None:
    """``league`` printed a file named ``e\\x1b[31mvil.mjgame`` with its terminal escape raw;
    it is now escaped as ``replay`` escapes a log's names (the one escape_controls)."""
    _file(tmp_path, "e\x1b[31mvil.mjgame", UNFINISHED)
    _file(tmp_path, "line\nbreak.mjgame", FINISHED)
    out = io.StringIO()
    assert league_command([str(tmp_path)], out) == 1
    text = out.getvalue()
    assert "\x1b" not in text and f"  {tmp_path / 'e'}\\x1b[31mvil.mjgame: the game has not ended" in text
    out = io.StringIO()
    assert league_command([str(tmp_path), "--json"], out) == 1
    data = json.loads(out.getvalue())
    assert [s["file"] for s in data["skipped"]] == ["e\\x1b[31mvil.mjgame"]
    borya = next(p for p in data["players"] if p["name"] == "Borya")
    assert borya["stats"]["biggest"]["file"] == "line\\nbreak.mjgame"
    club = ClubController("en")
    club.open_folder(tmp_path)
    assert all("\x1b" not in line for line in club.view().skipped)


def test_a_student_records_error_shows_its_file_name_escaped() -> None:
    """The student record's errors worded their own sentences and put the path in raw: a
    control character reached the window (the other files' errors escape it)."""
    from mjgui.core.teach.student import Reason, StudentRecordError

    error = StudentRecordError("damaged", path="/tmp/e\x1b[31mvil.json", reason=Reason("empty"))
    for lang in ("en", "ru"):
        text = error.message(lang)
        assert "\x1b" not in text and "e\\x1b[31mvil.json" in text
    assert error.message() == "/tmp/e\\x1b[31mvil.json is not a student record: the file is empty."


@pytest.mark.parametrize(
    ("path", "shown"),
    [
        ("//", "/"),
        ("//.config", "/.config"),
        ("//.local/share/mjgui/mjgui", "/.local/share/mjgui/mjgui"),
        ("///tmp//x", "/tmp//x"),
        ("/home/aiko", "/home/aiko"),
    ],
)
def test_a_posix_name_is_shown_with_one_leading_slash(path: str, shown: str) -> None:
    """With HOME unset, Qt names the settings and data folders ``//.config`` and
    ``//.local/share/mjgui/mjgui``: the notices said "Settings cannot be saved: // is read-only"."""
    assert shown_path(path, windows=False) == shown
    assert shown_path("//server/share", windows=True) == "//server/share"

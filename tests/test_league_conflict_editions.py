"""A sync conflict across the editions change: a record written by a build before editions
(``rules mleague``) and its conflict copy written today (``rules mleague edition=1``), or the
other way round, say the same rules (edition 1 is the current one; a line without an edition
reads with today's values: docs/game-record.md). The season compared their lines as bytes: the
record holding the beginning of the game and the copy the finished game, the game was counted
nowhere ("No finished game records were found", the copy "not counted. Keep the right one"), and
two copies of one game were said to "differ from line 2". Their lines are now compared as
:func:`~mjgui.core.league.season.game_content` reads them (a rules line by the rules it means).
A copy whose rules this mjgui cannot read (``edition=2``) is still not counted, and its note
names the line it cannot read."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.season import load_season
from mjgui.leaguecli import league_command

GAME = """# date 2026-12-06
rules mleague edition=1
players Aiko Boris Chen Dasha
ron Aiko from Boris hand "234m567p3467888s5s --dora 3s"
tsumo Boris hand "234m567p3467888s5s"
draw
draw
draw
draw
draw
draw
draw
"""
OLD = GAME.replace("rules mleague edition=1\n", "rules mleague\n")  # a build before editions
NEWER = GAME.replace("rules mleague edition=1\n", "rules mleague edition=2\n")  # a newer mjgui's
RECORD = "t.mjgame"
COPY = "t (conflicted copy 2026-12-06).mjgame"
OTHER_COPY = "t.sync-conflict-20261206-120000-ABCDEFG.mjgame"


def _beginning(text: str) -> str:
    return "".join(text.splitlines(keepends=True)[:5])


def _league(folder: Path, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command([str(folder), *args], out)
    return status, out.getvalue()


@pytest.mark.parametrize(("record", "copy"), [(GAME, OLD), (OLD, GAME)], ids=["copy old", "record old"])
def test_a_conflict_copy_finishing_a_record_written_before_editions_is_counted(
    tmp_path: Path, record: str, copy: str
) -> None:
    """The record the beginning of the game, its conflict copy the finished game, one written
    before editions: "No finished game records were found" (exit 2), the copy "not counted", the
    club window empty. The copy is counted in place of its record, as with one rules line."""
    folder = tmp_path / "club"
    (folder / "n").mkdir(parents=True)
    (folder / "n" / RECORD).write_text(_beginning(record), encoding="utf-8")
    (folder / "n" / COPY).write_text(copy, encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == [COPY]
    assert season.skipped == ()
    assert [(a.path.name, a.code) for a in season.apart] == [(COPY, "conflict_finished")]
    status, said = _league(folder)
    assert status == 0
    assert said.startswith("1 game counted.\n")
    assert "1 conflict copy counted in place of its record:" in said
    assert "not counted" not in said
    club = ClubController()
    club.open_folder(folder)
    assert sorted(r.name for r in club.rows()) == ["Aiko", "Boris", "Chen", "Dasha"]
    assert club.view().finished_head == "1 conflict copy counted in place of its record:"


@pytest.mark.parametrize(
    "record", ["", _beginning(GAME), _beginning(OLD)], ids=["empty", "early", "early old"]
)
def test_two_conflict_copies_across_the_editions_change_are_one_game(tmp_path: Path, record: str) -> None:
    """Two conflict copies of an empty or early record, the finished game written before
    editions and today: neither counted, they "differ from line 2". One is counted, the other a
    duplicate (or, when it stops earlier, its early copy)."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / RECORD).write_text(record, encoding="utf-8")
    (folder / COPY).write_text(GAME, encoding="utf-8")
    (folder / OTHER_COPY).write_text(OLD, encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == [COPY]
    assert [(d.path.name, d.other.name) for d in season.duplicates] == [(OTHER_COPY, COPY)]
    assert season.skipped == ()
    status, said = _league(folder)
    assert status == 0 and "differ from line" not in said
    # the shorter copy written before editions: the beginning of the longer, not "differ from line 2"
    (folder / OTHER_COPY).write_text("".join(OLD.splitlines(keepends=True)[:8]), encoding="utf-8")
    season = load_season([folder])
    assert [g.path.name for g in season.games] == [COPY]
    assert [(s.path.name, s.error.code) for s in season.skipped] == [(OTHER_COPY, "early_copy")]


def test_a_conflict_copy_of_rules_this_mjgui_cannot_read_is_not_counted_and_its_line_is_named(
    tmp_path: Path,
) -> None:
    """The copy written by a newer mjgui (``edition=2``): still not counted, and its note said
    only "looks like a sync conflict copy ... Keep the right one": it now names the line this
    mjgui cannot read, in both languages, the command line's, its JSON and the club window's."""
    folder = tmp_path / "club"
    (folder / "n").mkdir(parents=True)
    (folder / "n" / RECORD).write_text(_beginning(GAME), encoding="utf-8")
    (folder / "n" / COPY).write_text(NEWER, encoding="utf-8")
    season = load_season([folder])
    assert season.games == () and season.apart == ()
    notes = {s.path.name: s for s in season.skipped}
    assert sorted(notes) == [COPY, RECORD]
    note = notes[COPY]
    assert note.error.code == "sync_conflict_refused"
    assert note.message(within=folder) == (
        f"n/{COPY} looks like a sync conflict copy of t.mjgame: it is not counted, and a line of it is "
        "refused: Line 2 (rules mleague edition=2): this mjgui cannot read these rules, so it does not "
        "score the game; the record was perhaps written by a newer mjgui (update mjgui to read it) "
        'or the line has a typo: the rules "mleague" have no edition 2 in this mjgui: their newest is '
        "edition 1. Keep the right one of the two and delete the other."
    )
    russian = note.message("ru", within=folder)
    assert russian.startswith(f"n/{COPY} похож на копию конфликта синхронизации файла t.mjgame")
    assert "Строка 2 (rules mleague edition=2): эта версия mjgui не может прочитать эти правила" in russian
    status, said = _league(folder)
    # the record is read (a game begun, not ended): no finished game, said with the files left out
    assert status == 1 and "Line 2 (rules mleague edition=2)" in said and "No finished game" in said, said
    status, said = _league(folder, "--lang", "ru")
    assert "Строка 2 (rules mleague edition=2)" in said
    status, said = _league(folder, "--json")
    answer = json.loads(said)
    assert status == 1 and answer["ok"] is True and answer["games"] == 0
    skipped = {Path(s["file"]).name: s for s in answer["skipped"]}
    assert skipped["t.mjgame"]["code"] == "unfinished"
    assert skipped[COPY]["code"] == "sync_conflict_refused"
    assert "Line 2 (rules mleague edition=2)" in skipped[COPY]["error"]
    club = ClubController()
    club.open_folder(folder)
    assert list(club.rows()) == []
    assert note.message(within=folder) in club.view().skipped

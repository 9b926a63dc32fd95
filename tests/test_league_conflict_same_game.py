"""Two finished conflict copies of one record that hold the same game, one with a comment line
the other lacks (or each with its own), are one game whatever else is in them: the league counts
it once and says the other copy "holds the same game" (``same_game``), whichever copy's name
sorts first and whether the record they copy is empty, an earlier save of the game or a record
that does not read. It never said one of them "looks like a copy ... Keep the right one of the
two" (``near_copy``), nor that they differ and neither is counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.clubgames import league_run
from tests.conflictgame import BASE, COPY, OTHER_COPY, saved

#: the same game with a comment line at its end
COMMENTED = BASE + "# the last hand checked twice\n"
#: the record the copies name: empty (a sync tool's placeholder), the game's first lines (an
#: earlier save), or a line this mjgui does not read
RECORDS = {"empty": "", "begun": "".join(BASE.splitlines(keepends=True)[:4]), "refused": "rules nonsense\n"}
#: the comment in one copy, then in the other (their names sort "t (" before "t."), then each
#: copy's own comment
VERSIONS = {
    "comment-in-sync-copy": (COMMENTED, BASE),
    "comment-in-other-copy": (BASE, COMMENTED),
    "own-comments": (BASE + "# checked by Aiko\n", BASE + "# checked by Boris\n"),
}


def _folder(tmp_path: Path, record: str, version: str) -> Path:
    folder = tmp_path / "club"
    sync, other = VERSIONS[version]
    saved(folder / "t.mjgame", RECORDS[record])
    saved(folder / COPY, sync)
    saved(folder / OTHER_COPY, other)
    return folder


@pytest.mark.parametrize("version", list(VERSIONS))
@pytest.mark.parametrize("record", list(RECORDS))
def test_finished_copies_of_one_game_are_the_same_game_in_the_text(
    tmp_path: Path, record: str, version: str
) -> None:
    folder = _folder(tmp_path, record, version)
    status, out, _ = league_run(str(folder))
    assert status == (1 if record == "refused" else 0)  # the refused record's own note only
    assert "1 game counted." in out
    assert "1 duplicate not counted again:" in out
    said = [line.strip() for line in out.splitlines() if "holds the same game as" in line]
    assert len(said) == 1 and said[0].endswith("the game is counted once.")
    assert str(folder / COPY) in said[0] and str(folder / OTHER_COPY) in said[0]
    assert "looks like a copy" not in out and "neither is counted" not in out


@pytest.mark.parametrize("version", list(VERSIONS))
@pytest.mark.parametrize("record", list(RECORDS))
def test_finished_copies_of_one_game_are_the_same_game_in_json(
    tmp_path: Path, record: str, version: str
) -> None:
    folder = _folder(tmp_path, record, version)
    status, out, _ = league_run(str(folder), "--json")
    found = json.loads(out)
    assert status == (1 if record == "refused" else 0)
    (duplicate,) = found["duplicates"]
    assert duplicate["code"] == "same_game"
    assert {duplicate["file"], duplicate["same_as"]} == {COPY, OTHER_COPY}
    assert [s["file"] for s in found["skipped"]] == (["t.mjgame"] if record == "refused" else [])
    assert [(a["file"], a["code"]) for a in found["apart"]] == [
        (duplicate["same_as"], "conflict_refused" if record == "refused" else "conflict_finished")
    ]
    assert {p["name"]: p["games"] for p in found["players"]} == dict.fromkeys(
        ("Aiko", "Boris", "Chen", "Dasha"), 1
    )


def test_finished_copies_of_two_games_still_differ(tmp_path: Path) -> None:
    """A copy whose game differs (a hand otherwise) is no duplicate: neither is counted, as before."""
    folder = tmp_path / "club"
    saved(folder / "t.mjgame", "")
    saved(folder / COPY, COMMENTED)
    saved(folder / OTHER_COPY, BASE.replace("ron Aiko from Boris haneman", "ron Aiko from Boris mangan"))
    status, out, _ = league_run(str(folder), "--json")
    error = json.loads(out)["error"]
    assert (status, error["code"]) == (2, "nothing_read")  # the folder's one game is not counted
    assert [(s["file"], s["code"]) for s in error["skipped"]] == [("t.mjgame", "conflict_copies_differ")]
    assert "differ from line 8" in error["skipped"][0]["error"]

"""A sync tool's conflict copy counted as a game of its own — another table's game saved under
the same name, another evening's — is said so wherever the season's other notes are.

The season counted such a copy with a note (``Season.apart``), but nothing showed that note: the
league table had a game more, from a file named as a conflict copy, and neither the club window
nor ``mjgui league`` (text or ``--json``) said why it was counted, nor that both files are to be
kept. The notes are now listed like the duplicates and the dates that cannot be read: a head line
with their count, each note, and in the JSON ``"apart": [{"file", "other", "code", "message"}]``.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import mjgui.leaguecli
from mjgui.core.league.season import load_season
from mjgui.leaguecli import league_command

#: Desk B saved another table's game as table-1.mjgame before the folder synced: none of its
#: players plays at table 1
OTHER_TABLE = "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame"
#: the next week's game of two of table 2's players, saved as table-2.mjgame before the sync
OTHER_DAY = "table-2 (conflicted copy 2026-11-27 231502).mjgame"

RECORDS = {
    "table-1.mjgame": "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\n"
    "ron Chen from Boris 3 40\nron Dasha from Boris mangan\nron Chen from Boris yakuman\n",
    OTHER_TABLE: "# date 2026-11-20\nplayers Emil Fedor Gleb Hana\nron Gleb from Emil yakuman\n",
    "table-2.mjgame": "# date 2026-11-20\nplayers Ivan Jana Kira Lev\nron Kira from Ivan yakuman\n",
    OTHER_DAY: "# date 2026-11-27\nplayers Ivan Jana Mira Nina\nron Mira from Jana yakuman\n",
}


def conflict_folder(root: Path) -> Path:
    """A shared folder of two tables, each record with a conflict copy that holds another game:
    table 1's another table's, table 2's another evening's."""
    folder = root / "club"
    folder.mkdir()
    for name, text in RECORDS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def other_table_note(copy: str, record: str) -> str:
    return (
        f"{copy} is named as a sync conflict copy of {record}, but none of its players plays in "
        "that record and its hands are others: it is another table's game, and it is counted. "
        "Keep both files (rename it if you like)."
    )


def other_day_note(copy: str, record: str) -> str:
    return (
        f"{copy} is named as a sync conflict copy of {record}, but it is dated 2026-11-27 ({record} "
        "2026-11-20) and its hands are others: it is another evening's game, and it is counted. "
        "Keep both files (rename it if you like)."
    )


def _run(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    status = league_command(list(args), out)
    return status, out.getvalue()


def test_the_league_text_lists_the_conflict_copies_counted(tmp_path: Path) -> None:
    folder = conflict_folder(tmp_path)
    status, text = _run(str(folder))
    assert status == 0  # every record counted: nothing skipped
    assert text.startswith("4 games counted.\n")
    notes = text.split("2 conflict copies counted as games of their own:\n", 1)[1]
    assert notes == (
        f"  {other_table_note(str(folder / OTHER_TABLE), str(folder / 'table-1.mjgame'))}\n"
        f"  {other_day_note(str(folder / OTHER_DAY), str(folder / 'table-2.mjgame'))}\n"
    )
    status, russian = _run(str(folder), "--lang", "ru")
    assert status == 0
    notes = russian.split("2\u00a0копии конфликта синхронизации учтены как отдельные игры:\n", 1)[1]
    assert notes.splitlines() == [
        f"  {folder / OTHER_TABLE} назван копией конфликта синхронизации файла "
        f"{folder / 'table-1.mjgame'}, но ни один из его игроков не играл в той записи, а раздачи в "
        "нём другие: это игра другого стола, и она учитывается. Сохраните оба файла (переименуйте "
        "его, если хотите).",
        f"  {folder / OTHER_DAY} назван копией конфликта синхронизации файла "
        f"{folder / 'table-2.mjgame'}, но он датирован 2026-11-27 ({folder / 'table-2.mjgame'} — "
        "2026-11-20), а раздачи в нём другие: это игра другого вечера, и она учитывается. "
        "Сохраните оба файла (переименуйте его, если хотите).",
    ]
    # one conflict copy: the head line in the singular (Russian: its first plural form)
    (folder / OTHER_DAY).unlink()
    assert "\n1 conflict copy counted as a game of its own:\n" in _run(str(folder))[1]
    assert (
        "\n1\u00a0копия конфликта синхронизации учтена как отдельная игра:\n"
        in _run(str(folder), "--lang", "ru")[1]
    )
    # none: no head line
    (folder / OTHER_TABLE).unlink()
    assert "conflict cop" not in _run(str(folder))[1]


def test_the_league_json_lists_the_conflict_copies_counted(tmp_path: Path) -> None:
    folder = conflict_folder(tmp_path)
    status, out = _run(str(folder), "--json")
    assert status == 0
    data = json.loads(out)
    assert data["games"] == 4 and data["skipped"] == [] and data["duplicates"] == []
    assert data["apart"] == [
        {
            "file": OTHER_TABLE,
            "other": "table-1.mjgame",
            "code": "conflict_other_table",
            "message": other_table_note(str(folder / OTHER_TABLE), str(folder / "table-1.mjgame")),
        },
        {
            "file": OTHER_DAY,
            "other": "table-2.mjgame",
            "code": "conflict_other_day",
            "message": other_day_note(str(folder / OTHER_DAY), str(folder / "table-2.mjgame")),
        },
    ]
    russian = json.loads(_run(str(folder), "--json", "--lang", "ru")[1])
    assert [a["message"].split(" назван копией ")[0] for a in russian["apart"]] == [
        str(folder / OTHER_TABLE),
        str(folder / OTHER_DAY),
    ]
    # the files named on the command line: named as read
    status, out = _run(*(str(folder / name) for name in RECORDS), "--json")
    assert [(a["file"], a["other"]) for a in json.loads(out)["apart"]] == [
        (str(folder / OTHER_TABLE), str(folder / "table-1.mjgame")),
        (str(folder / OTHER_DAY), str(folder / "table-2.mjgame")),
    ]


def test_a_conflict_copy_left_out_as_a_duplicate_is_not_also_noted_as_counted(tmp_path: Path) -> None:
    """The other table's desk kept its game under its own name too (an older file, the same
    bytes): the conflict copy is then that record's duplicate, not counted again — it was also
    listed among the conflict copies "counted, keep both files", one file said both ways."""
    folder = conflict_folder(tmp_path)
    own = folder / "table-3.mjgame"
    own.write_text(RECORDS[OTHER_TABLE], encoding="utf-8")
    os.utime(own, (1e9, 1e9))  # the older file is the one counted
    season = load_season([folder])
    assert len(season.games) == 4
    names = [OTHER_DAY, "table-1.mjgame", "table-2.mjgame", "table-3.mjgame"]
    assert sorted(g.path.name for g in season.games) == sorted(names)
    assert [(d.path.name, d.other.name) for d in season.duplicates] == [(OTHER_TABLE, "table-3.mjgame")]
    assert [a.path.name for a in season.apart] == [OTHER_DAY]
    status, text = _run(str(folder))
    assert status == 0
    assert text.startswith("4 games counted.\n")
    assert "\n1 duplicate not counted again:\n" in text
    assert text.split("\n1 conflict copy counted as a game of its own:\n", 1)[1] == (
        f"  {other_day_note(str(folder / OTHER_DAY), str(folder / 'table-2.mjgame'))}\n"
    )
    assert other_table_note(str(folder / OTHER_TABLE), str(folder / "table-1.mjgame")) not in text
    data = json.loads(_run(str(folder), "--json")[1])
    assert data["games"] == 4
    assert [(d["file"], d["same_as"]) for d in data["duplicates"]] == [(OTHER_TABLE, "table-3.mjgame")]
    assert [(a["file"], a["code"]) for a in data["apart"]] == [(OTHER_DAY, "conflict_other_day")]
    # the conflict copy the older file: the desk's own file is counted all the same, the file
    # named as a copy its duplicate (a copy keeps or gets any time: the names say which is which)
    os.utime(own, None)
    os.utime(folder / OTHER_TABLE, (1e9, 1e9))
    season = load_season([folder])
    assert [(d.path.name, d.other.name) for d in season.duplicates] == [(OTHER_TABLE, "table-3.mjgame")]
    assert [a.path.name for a in season.apart] == [OTHER_DAY]


def _top_keys(shape: str) -> list[str]:
    """The keys of the outer object of a JSON shape as a docstring writes it."""
    keys: list[str] = []
    depth, at = 0, 0
    while at < len(shape):
        char = shape[at]
        if char == '"':
            end = shape.index('"', at + 1)
            if depth == 1 and shape[end + 1 : end + 2] == ":":
                keys.append(shape[at + 1 : end])
            at = end
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
        at += 1
    return keys


def test_the_league_cli_docstring_names_the_json_keys_in_their_order(tmp_path: Path) -> None:
    """``mjgui league --help``'s source, the module's docstring, lists the keys in the order
    the JSON has them (it had ``apart`` last)."""
    doc = " ".join((mjgui.leaguecli.__doc__ or "").split())
    shape = doc.split("league is one object: ``", 1)[1].split("``", 1)[0]
    status, out = _run(str(conflict_folder(tmp_path)), "--json")
    assert status == 0
    assert _top_keys(shape) == list(json.loads(out))

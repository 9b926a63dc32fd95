"""The damaged records a club folder collects, as the season, ``mjgui league`` and the club
window say them: a conflict copy that is the only version of a game that reads is counted; of
two files of one game the one named as a copy is the repeat whatever its time; a bad line's note
gives the remedy of where it is said; an empty file says it is empty."""

from __future__ import annotations

import io
import json
from pathlib import Path

from mjgui.controller.game.club import ClubController
from mjgui.core.league.season import load_season
from mjgui.core.quietparser import commands_program
from mjgui.core.shown import shell_word
from mjgui.leaguecli import league_command
from tests.conflictgame import AT
from tests.conflictgame import saved as _saved

GOOD = (
    "# date 2026-11-20\n"
    "rules seed\n"
    "players Kai Lena Mio Nori\n"
    "ron Kai from Lena 3 30\n"
    "ron Mio from Nori mangan\n"
    "ron Nori from Kai yakuman 1\n"
    "ron Mio from Kai yakuman 1\n"
)
BAD = GOOD.replace("ron Mio from Nori mangan", "ron Mio frm Nori mangan")  # line 5


def _other_table(first_win: str, players: str) -> str:
    """:data:`GOOD` played at another table: its first win ``first_win`` (han and fu), its
    players ``players`` in the places of Kai, Lena, Mio and Nori."""
    text = GOOD.replace("ron Kai from Lena 3 30", f"ron Kai from Lena {first_win}")
    for old, new in zip(("Kai", "Lena", "Mio", "Nori"), players.split(), strict=True):
        text = text.replace(old, new)
    return text


#: another table's game: other players, other hands
OTHER = _other_table("4 30", "Emil Fumi Gen Hana")
#: a third table's game
THIRD = _other_table("2 30", "Ivo Jun Lev Max")
CONFLICT = "table-1.sync-conflict-20261120-230000-ABCDEF1.mjgame"


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return league_command(argv, out, err=out), out.getvalue()


def test_a_conflict_copy_that_reads_beside_a_record_with_a_bad_line_is_counted_once(tmp_path: Path) -> None:
    """The copy was listed as one to delete ("keep the right one of the two"), the record refused
    too: the game was missing, and mjgui league said no record could be read (exit 2)."""
    record = _saved(tmp_path / "table-1.mjgame", BAD)
    copy = _saved(tmp_path / CONFLICT, GOOD)
    season = load_season([tmp_path])
    assert [g.path for g in season.games] == [copy]
    assert [(s.path, s.error.code) for s in season.skipped] == [(record, "bad_line_play")]
    assert [(a.path, a.other, a.code) for a in season.apart] == [(copy, record, "conflict_refused")]
    note = season.apart[0].message("en")
    assert note == (
        f"{copy} is counted: it is named as a sync conflict copy of {record}, which cannot be read "
        f"and is not counted (its own note says why). Do not delete {copy}: it reads, and {record} "
        f"does not. If it holds the right game, delete {record} and rename {copy} to {record}; else "
        f"correct {record}."
    )
    assert "Keep the right one" not in note
    status, out = _run([str(tmp_path)])
    assert status == 1 and "1 game counted." in out and "No game record could be read" not in out
    assert "Mio          1       +71" in out
    assert f"1 conflict copy counted in place of its record:\n  {note}\n" in out
    status, out = _run([str(tmp_path), "--json"])
    answer = json.loads(out)
    assert status == 1 and answer["ok"] is True
    assert [(a["code"], a["message"]) for a in answer["apart"]] == [("conflict_refused", note)]
    controller = ClubController()
    controller.open_folder(tmp_path)
    view = controller.view()
    assert view.finished_head == "1 conflict copy counted in place of its record:"
    assert view.finished == (
        f"{CONFLICT} is counted: it is named as a sync conflict copy of table-1.mjgame, which cannot "
        f"be read and is not counted (its own note says why). Do not delete {CONFLICT}: it reads, and "
        "table-1.mjgame does not. If it holds the right game, delete table-1.mjgame and rename "
        f"{CONFLICT} to table-1.mjgame; else correct table-1.mjgame.",
    )
    assert "не удаляйте" in season.apart[0].message("ru").casefold()


def test_a_record_refused_for_newer_rules_beside_its_conflict_copy_and_a_second_copy_alike(
    tmp_path: Path,
) -> None:
    """Rules of a newer mjgui in the record: the copy counted in its place; a second copy of the
    same game is a repeat of the one counted, not a copy to delete."""
    record = _saved(tmp_path / "table-1.mjgame", GOOD.replace("rules seed", "rules seed edition=7"))
    copy = _saved(tmp_path / CONFLICT, GOOD)
    second = _saved(tmp_path / "table-1 (conflicted copy 2026-11-20 231502).mjgame", GOOD)
    season = load_season([tmp_path])
    counted, repeat = sorted([copy, second])  # of two copies alike, the first by name
    assert [g.path for g in season.games] == [counted]
    assert [(s.path, s.error.code) for s in season.skipped] == [(record, "bad_line_head")]
    assert [(d.path, d.other, d.code) for d in season.duplicates] == [(repeat, counted, "same_game")]
    assert [(a.path, a.code) for a in season.apart] == [(counted, "conflict_refused")]


def test_a_conflict_copy_of_another_game_beside_a_refused_record_is_still_counted(tmp_path: Path) -> None:
    """Whatever the copy holds, it is the only file of the two that reads: counted, never said as
    one to delete; the record's own note stays, with its line."""
    _saved(tmp_path / "table-1.mjgame", BAD)
    copy = _saved(tmp_path / CONFLICT, OTHER)
    _saved(tmp_path / "g2.mjgame", GOOD)
    season = load_season([tmp_path])
    assert sorted(g.path.name for g in season.games) == sorted([CONFLICT, "g2.mjgame"])
    assert [a.path for a in season.apart] == [copy]
    assert [s.path.name for s in season.skipped] == ["table-1.mjgame"]


def test_of_two_files_of_one_game_and_one_time_the_one_named_as_a_copy_is_the_repeat(tmp_path: Path) -> None:
    """A copy keeps its record's time (Explorer, the Finder, cp -p): the copy was counted and
    the original listed as its repeat (" " sorts before "."), in the notes and the games CSV."""
    games = [GOOD, OTHER, THIRD]
    originals = [_saved(tmp_path / f"g{n}.mjgame", text) for n, text in enumerate(games, 1)]
    copies = [
        _saved(tmp_path / "g1 (1).mjgame", originals[0].read_text(encoding="utf-8")),
        _saved(tmp_path / "g2 - Copy.mjgame", originals[1].read_text(encoding="utf-8")),
        # a copy older than its record too: still the repeat
        _saved(tmp_path / "g3 copy.mjgame", originals[2].read_text(encoding="utf-8"), AT - 3600),
    ]
    season = load_season([tmp_path])
    assert sorted(g.path for g in season.games) == sorted(originals)
    assert sorted((d.path, d.other) for d in season.duplicates) == sorted(zip(copies, originals, strict=True))
    assert season.duplicates[0].message("en").endswith("; the game is counted once.")
    games_csv = tmp_path.parent / "g.csv"
    status, out = _run([str(tmp_path), "--games-csv", str(games_csv)])
    assert status == 0, out
    assert f"{copies[1]} holds the same game as {originals[1]}; the game is counted once." in out
    rows = games_csv.read_text(encoding="utf-8-sig").splitlines()[1:]
    assert sorted({row.split(",")[1] for row in rows}) == ["g1.mjgame", "g2.mjgame", "g3.mjgame"]


def test_a_bad_line_of_play_sends_the_club_to_the_tracker_and_a_bad_rules_line_to_an_editor(
    tmp_path: Path,
) -> None:
    """The note said "Correct line 5 in a text editor and open the file again ... The file was
    not changed": the tracker opens such a record now and corrects the line; the club window
    reloads the folder. A rules line the tracker refuses still needs a text editor."""
    bad = _saved(tmp_path / "bad.mjgame", BAD)
    rules = _saved(tmp_path / "rules.mjgame", GOOD.replace("rules seed", "rules seed edition=7"))
    _saved(tmp_path / "g.mjgame", GOOD)
    program = commands_program()
    status, out = _run([str(tmp_path)])
    assert status == 1
    said = {line.split(": Line ")[0].strip(): line.strip() for line in out.splitlines() if ": Line " in line}
    assert said[str(bad)] == (
        f'{bad}: Line 5 (ron Mio frm Nori mangan): unexpected "frm". Write the line as "ron Mio '
        'from Nori mangan" (a # starts a comment). The game is not counted. Open the record in the '
        f"game tracker ({program} {shell_word(str(bad))}): it is read up to line 5, which you can "
        f"correct by double-clicking it; save, then run {program} league again."
    )
    assert said[str(rules)].endswith(
        "The game is not counted. Correct line 2 in a text editor: the game tracker does not open "
        "a record whose players line, or a line before it, it cannot read or refuses."
    )
    assert "open the file again" not in out and "The file was not changed" not in out
    controller = ClubController()
    controller.open_folder(tmp_path)
    notes = controller.view().skipped
    assert notes[0] == (
        'bad.mjgame: Line 5 (ron Mio frm Nori mangan): unexpected "frm". Write the line as "ron '
        'Mio from Nori mangan" (a # starts a comment). The game is not counted. Open the record in '
        "the game tracker: it is read up to line 5, which you can correct by double-clicking it; "
        "save, then reload the folder."
    )
    assert notes[1].endswith(
        "Correct line 2 in a text editor: the game tracker does not open a "
        "record whose players line, or a line before it, it cannot read or refuses."
    )
    ru = ClubController("ru")
    ru.open_folder(tmp_path)
    assert "трекер" in ru.view().skipped[0] and "текстовом редакторе" not in ru.view().skipped[0]


def test_an_empty_record_says_it_is_empty_and_what_to_do(tmp_path: Path) -> None:
    """A 0-byte file (a sync tool's placeholder) was "the record has no players line; it is
    not a game"."""
    empty = _saved(tmp_path / "empty.mjgame", "")
    blank = _saved(tmp_path / "blank.mjgame", "\ufeff \n\n")
    headless = _saved(tmp_path / "headless.mjgame", "rules seed\n# nobody sat down\n")
    season = load_season([tmp_path])
    said = {s.path: s.message("en") for s in season.skipped}
    for path in (empty, blank):
        assert said[path] == (
            f"{path} is empty: perhaps it is still being synced or copied. It is not counted; "
            f"run {commands_program()} league again when the copy is done, or delete the file if "
            "it stays empty."
        )
    assert said[headless] == f"{headless}: the record has no players line; it is not a game."
    skipped = next(s for s in season.skipped if s.path == empty)
    assert skipped.message("ru") == (
        f"{empty} пуст: возможно, он ещё синхронизируется или копируется. Он не учитывается; снова "
        f"запустите {commands_program()} league, когда копирование закончится, или удалите файл, "
        "если он так и останется пустым."
    )
    # the club window: its Reload the folder, not a command (nor a "reload" with no object)
    assert skipped.message("en", window=True) == (
        f"{empty} is empty: perhaps it is still being synced or copied. It is not counted; reload "
        "the folder when the copy is done, or delete the file if it stays empty."
    )
    assert "обновите папку, когда копирование закончится" in skipped.message("ru", window=True)
    club = ClubController()
    club.open_folder(tmp_path)
    assert any("reload the folder when the copy is done" in s for s in club.view().skipped)


SECOND = "table-1 (conflicted copy 2026-11-20 231502).mjgame"
#: another table's game of the same evening, its hands nothing like GOOD's
TABLE_2 = (
    "# date 2026-11-20\n"
    "rules seed\n"
    "players Emil Fumi Gen Hana\n"
    "ron Fumi from Gen 2 30\n"
    "tsumo Hana mangan\n"
    "ron Emil from Gen yakuman 1\n"
)


def test_two_conflict_copies_of_a_refused_record_holding_two_tables_games_are_both_counted(
    tmp_path: Path,
) -> None:
    """One copy was counted by the order of the names and said to be "the only one of the two
    that reads", the other told to be deleted: another table's game lost. Each copy is another
    table's game: both counted, neither said as a file to delete."""
    record = _saved(tmp_path / "table-1.mjgame", BAD)
    kai = _saved(tmp_path / CONFLICT, GOOD)
    emil = _saved(tmp_path / SECOND, TABLE_2)
    season = load_season([tmp_path])
    assert sorted(g.path for g in season.games) == sorted([kai, emil])
    assert [(s.path, s.error.code) for s in season.skipped] == [(record, "bad_line_play")]
    assert season.duplicates == ()
    assert sorted((a.path, a.other, a.code) for a in season.apart) == sorted(
        [(kai, record, "conflict_refused_apart"), (emil, record, "conflict_refused_apart")]
    )
    notes = {a.path: a.message("en") for a in season.apart}
    assert notes[kai] == (
        f"{kai} is counted as a game of its own: it is named as a sync conflict copy of {record}, "
        "which cannot be read and is not counted (its own note says why), and so is at least one "
        "other file that reads but holds a different game (another table's or another "
        f"evening's), counted too. Keep these copies (rename them if you like); correct {record}, "
        "or delete it if it holds one of their games."
    )
    for note in notes.values():
        assert "only one" not in note and "delete the other" not in note
    ru = season.apart[0].message("ru")
    assert "игра в нём другая" in ru and "сохраните эти копии" in ru.casefold()
    status, out = _run([str(tmp_path)])
    assert status == 1 and "2 games counted." in out
    assert "Keep the right one" not in out
    controller = ClubController()
    controller.open_folder(tmp_path)
    view = controller.view()
    assert len(view.apart) == 2 and view.finished == ()


def test_two_conflict_copies_of_a_refused_record_holding_two_versions_of_a_game_count_neither(
    tmp_path: Path,
) -> None:
    """Two versions of one game (the same table and evening, a hand written otherwise) beside a
    record that does not read: neither is counted by the order of their names; one note names
    both and the line where they part, and tells no file to delete."""
    record = _saved(tmp_path / "table-1.mjgame", BAD)
    first = _saved(tmp_path / CONFLICT, GOOD)
    other = _saved(tmp_path / SECOND, GOOD.replace("ron Kai from Lena 3 30", "ron Kai from Lena 4 30"))
    season = load_season([tmp_path])
    assert season.games == () and season.apart == () and season.duplicates == ()
    notes = {s.path: s for s in season.skipped}
    assert notes[record].error.code == "bad_line_play"
    note = next(s for path, s in notes.items() if path != record)
    assert set(notes) == {record, note.path} and set((note.path, *note.also)) == {first, other}
    assert note.error.code == "conflict_refused_differ" and note.other == record
    a, b = note.error.params["path"], note.error.params["other"]
    assert note.message("en") == (
        f"{a} and {b} are both named as sync conflict copies of {record}, which cannot be read and "
        "is not counted (its own note says why), and they hold two versions of one game that "
        "differ from line 4: neither is counted, since only a person can tell the right one. "
        f"Compare them and keep the right one, then correct {record} or put the right one in its "
        "place."
    )
    assert "расходятся начиная со строки 4" in note.message("ru")
    # a third copy alike to one of them: named too, none counted
    _saved(tmp_path / "table-1.sync-conflict-20261121-080000-ABCDEF2.mjgame", GOOD)
    season = load_season([tmp_path])
    assert season.games == ()
    many = [s for s in season.skipped if s.error.code == "conflict_refused_differ_many"]
    assert len(many) == 1 and len(many[0].also) == 2


#: a second version of GOOD's game (the same table and evening, a hand written otherwise)
VERSION_2 = GOOD.replace("ron Kai from Lena 3 30", "ron Kai from Lena 4 30")
#: a third table's game of the same evening, its hands nothing like GOOD's nor TABLE_2's
TABLE_3 = (
    "# date 2026-11-20\n"
    "rules seed\n"
    "players Ivo Jun Lev Max\n"
    "tsumo Jun 1 30\n"
    "ron Max from Ivo haneman\n"
    "ron Lev from Jun yakuman 1\n"
)
#: a third and a fourth conflict copy of table-1
THIRD_COPY = "table-1.sync-conflict-20261121-080000-ABCDEF2.mjgame"
FOURTH_COPY = "table-1.sync-conflict-20261121-090000-ABCDEF3.mjgame"


def _single_note(path: str, record: str) -> str:
    return (
        f"{path} is counted: it is named as a sync conflict copy of {record}, which cannot be read "
        f"and is not counted (its own note says why). Do not delete {path}: it reads, and {record} "
        f"does not. If it holds the right game, delete {record} and rename {path} to {record}; else "
        f"correct {record}."
    )


def test_a_refused_records_copy_counted_beside_versions_that_differ_is_not_said_counted_with_another(
    tmp_path: Path,
) -> None:
    """Two versions of Kai's game (not counted) and Emil's table's copy: only Emil's is counted,
    but its note said that at least one other copy was "counted too" and to "keep these copies",
    against the versions' own note. It is the one copy counted: said as the only one that reads,
    in English and Russian, by mjgui league (its text and --json) and in the club window."""
    record = _saved(tmp_path / "table-1.mjgame", BAD)
    kai = _saved(tmp_path / CONFLICT, GOOD)
    kai_2 = _saved(tmp_path / SECOND, VERSION_2)
    emil = _saved(tmp_path / THIRD_COPY, TABLE_2)
    season = load_season([tmp_path])
    assert [g.path for g in season.games] == [emil]
    assert [(a.path, a.other, a.code) for a in season.apart] == [(emil, record, "conflict_refused")]
    note = season.apart[0].message("en")
    assert note == _single_note(str(emil), str(record))
    ru = season.apart[0].message("ru")
    assert (
        "не удаляйте" in ru.casefold()
        and "тоже учтён" not in ru
        and "сохраните эти копии" not in ru.casefold()
    )
    differ = next(s for s in season.skipped if s.error.code == "conflict_refused_differ")
    assert {differ.path, *differ.also} == {kai, kai_2}
    assert "neither is counted" in differ.message("en")
    status, out = _run([str(tmp_path)])
    assert status == 1 and "1 game counted." in out
    assert f"1 conflict copy counted in place of its record:\n  {note}\n" in out
    assert "counted too" not in out and "Keep these copies" not in out
    status, out = _run([str(tmp_path), "--json", "--lang", "ru"])
    answer = json.loads(out)
    assert [(a["code"], a["message"]) for a in answer["apart"]] == [("conflict_refused", ru)]
    for lang in ("en", "ru"):
        controller = ClubController(lang)
        controller.open_folder(tmp_path)
        view = controller.view()
        assert view.apart == () and len(view.finished) == 1
        assert view.finished[0] == season.apart[0].message(lang, within=tmp_path)
    assert view.finished[0].startswith(f"{THIRD_COPY} учтён: ")


def test_a_refused_records_copies_of_three_groups_two_counted_each_said_counted_with_the_other(
    tmp_path: Path,
) -> None:
    """Kai's two versions (not counted), Emil's table's copy and Ivo's table's copy: the two
    other tables' copies are counted, each said "counted too"; the versions keep their note."""
    record = _saved(tmp_path / "table-1.mjgame", BAD)
    kai = _saved(tmp_path / CONFLICT, GOOD)
    kai_2 = _saved(tmp_path / SECOND, VERSION_2)
    emil = _saved(tmp_path / THIRD_COPY, TABLE_2)
    ivo = _saved(tmp_path / FOURTH_COPY, TABLE_3)
    season = load_season([tmp_path])
    assert sorted(g.path for g in season.games) == sorted([emil, ivo])
    assert sorted((a.path, a.code) for a in season.apart) == sorted(
        [(emil, "conflict_refused_apart"), (ivo, "conflict_refused_apart")]
    )
    assert all("counted too" in a.message("en") for a in season.apart)
    assert all("тоже учтён" in a.message("ru") for a in season.apart)
    differ = next(s for s in season.skipped if s.error.code == "conflict_refused_differ")
    assert {differ.path, *differ.also} == {kai, kai_2}
    status, out = _run([str(tmp_path)])
    assert (
        status == 1
        and "2 games counted." in out
        and "2 conflict copies counted as games of their own:" in out
    )
    assert "in place of" not in out
    controller = ClubController()
    controller.open_folder(tmp_path)
    view = controller.view()
    assert len(view.apart) == 2 and view.finished == ()
    # the three groups, one of each kind: Ivo's versions too (none counted), Emil's copy alone
    ivo_2 = _saved(
        tmp_path / "table-1.sync-conflict-20261121-100000-ABCDEF4.mjgame",
        TABLE_3.replace("tsumo Jun 1 30", "tsumo Jun 2 30"),
    )
    season = load_season([tmp_path])
    assert [g.path for g in season.games] == [emil]
    assert [(a.path, a.code) for a in season.apart] == [(emil, "conflict_refused")]
    assert season.apart[0].message("en") == _single_note(str(emil), str(record))
    differ_codes = sorted(
        ({s.path, *s.also}, s.error.code) for s in season.skipped if s.error.code == "conflict_refused_differ"
    )
    assert {frozenset(paths) for paths, _ in differ_codes} == {
        frozenset({kai, kai_2}),
        frozenset({ivo, ivo_2}),
    }


def test_a_refused_records_copy_whose_fellow_copy_is_another_records_game_is_the_only_one_counted(
    tmp_path: Path,
) -> None:
    """Emil's table's copy holds the game of table-2.mjgame, counted under that name (the copy a
    duplicate): Kai's copy is the only copy counted, not one "counted too" with another."""
    record = _saved(tmp_path / "table-1.mjgame", BAD)
    kai = _saved(tmp_path / CONFLICT, GOOD)
    emil = _saved(tmp_path / SECOND, TABLE_2)
    table_2 = _saved(tmp_path / "table-2.mjgame", TABLE_2)
    season = load_season([tmp_path])
    assert sorted(g.path for g in season.games) == sorted([kai, table_2])
    assert [(d.path, d.other, d.code) for d in season.duplicates] == [(emil, table_2, "same_game")]
    assert [(a.path, a.code) for a in season.apart] == [(kai, "conflict_refused")]
    assert season.apart[0].message("en") == _single_note(str(kai), str(record))

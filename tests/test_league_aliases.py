"""The club's aliases file is the club's: a merge never destroys it, and never makes two players
who sat at one table one person (issue 23, items 1 and 4).

Each test writes the file as a clumsy organiser or another program would (cp1251, a form feed,
over the size limit, a pipe, a folder, a link to a device, a link elsewhere, comments and lines
without ``=``, a byte order mark, CRLF, no final newline) and merges through the club window's
controller, the path a user takes; the bytes on disk are then compared with what was there.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import os
from pathlib import Path
from typing import Any

import pytest

import mjgui.core.league.aliases as aliases_module
from mjgui.controller.game.club import ClubController
from mjgui.core.game.storage import MAX_BYTES
from mjgui.core.league.aliases import (
    ALIASES_FILE,
    AliasError,
    Aliases,
    add_alias,
    key,
    load_aliases,
    parse_aliases,
    season_folder,
)
from mjgui.core.league.season import load_season
from mjgui.core.league.standings import standings
from mjgui.leaguecli import league_command
from tests.test_league import HAND_WRITTEN

# the hand-written game with Boris instead of Borya: Borya (the other file) and Boris never met;
# its last hand another (the same hands with one name and the date corrected: a copy of one game)
WITH_BORIS = (
    HAND_WRITTEN.replace("Borya", "Boris")
    .replace("2026-11-27", "2026-11-28")
    .replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 2 40")
)


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "b.mjgame").write_text(WITH_BORIS, encoding="utf-8")
    return folder


def _club(folder: Path) -> ClubController:
    club = ClubController()
    club.open_folder(folder)
    return club


def _row(club: ClubController, name: str) -> tuple[int, int]:
    row = next(r for r in club.rows() if r.name.casefold() == name.casefold())
    return row.games, row.total


UNTIL_IT_READS = "Until it reads, its aliases are not used and nothing is written to it"

UNREADABLE = {
    "cp1251": "# псевдонимы\nБоря = Борис\n".encode("cp1251"),  # Notepad's "ANSI" on a Russian system
    "cp1252": "Jose = José\n".encode("cp1252"),  # and on a Western one: one accented letter
    # a French comment («à» reads as the Russian word «а»: a word of one letter does not count),
    # Russian names with a Latin lookalike (C, O): each was said in the other code page
    "cp1252 comment": "# alias de José à Lyon, à la table 4\nJose = José\n".encode("cp1252"),
    "cp1251 lookalikes": "Cаша = Alexandra\nOля = Olga\n".encode("cp1251"),
    # as many words read Russian («ЕЙ») as Western («Josй»): both code pages are named
    "cp125x": "Jose = José\nAE = ÅÉ\n".encode("cp1252"),
    "stray byte": b"Borya = Boris\n# caf\xc3\n",  # damaged: a byte of a comment
    "form feed": b"# the club's aliases\nBorya = Boris\n\x0c\nSasha = Alexandra\n",
    "NUL": b"Borya = Boris\n\x00\n",
    "over 1 MB": b"# padding\n" + b"Borya = Boris\n" * (MAX_BYTES // 14 + 1),
}


@pytest.mark.parametrize("kind", sorted(UNREADABLE))
def test_merge_never_rewrites_an_aliases_file_it_could_not_read(tmp_path: Path, kind: str) -> None:
    folder = _folder(tmp_path)
    data = UNREADABLE[kind]
    (folder / ALIASES_FILE).write_bytes(data)
    club = _club(folder)
    view = club.view()
    assert view.notice_error and ALIASES_FILE in view.notice  # said when the folder opens
    assert any(ALIASES_FILE in note for note in view.alias_notes)
    assert not club.merge("Borya", "Boris")
    view = club.view()
    assert view.notice_error
    assert UNTIL_IT_READS in view.notice and ALIASES_FILE in view.notice
    assert (folder / ALIASES_FILE).read_bytes() == data  # the club's aliases are still there
    assert _row(club, "Borya")[0] == 1  # and the merge was not made
    # fixed by hand in an editor: the next merge reads it again, adds its line, and the notice goes
    (folder / ALIASES_FILE).write_bytes(b"# fixed\n")
    assert club.merge("Borya", "Boris")
    assert (folder / ALIASES_FILE).read_bytes() == b"# fixed\nborya = Boris\n"
    assert club.view().alias_notes == () and not club.view().notice_error


def test_merge_refuses_an_aliases_file_that_is_not_a_regular_file(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    path = folder / ALIASES_FILE
    cases = {"folder": lambda: path.mkdir(), "link to a device": lambda: path.symlink_to("/dev/zero")}
    cases["dangling link"] = lambda: path.symlink_to(folder / "gone.txt")
    cases["link to a dangling link"] = lambda: path.symlink_to("middle.txt")
    (folder / "middle.txt").symlink_to(folder / "gone.txt")
    if hasattr(os, "mkfifo"):
        cases["pipe"] = lambda: os.mkfifo(path)
    for kind, make in cases.items():
        make()
        before = os.lstat(path)
        club = _club(folder)
        assert not club.merge("Borya", "Boris"), kind
        notice = club.view().notice
        assert "its aliases are not used and nothing is written to it" in notice, kind
        if kind in ("folder", "pipe"):  # nothing to fix in a text editor: removed or renamed
            assert notice.endswith(NOT_A_FILE_UNTIL), notice
        if kind == "dangling link":  # was "cannot be read: No such file or directory."
            assert f"{ALIASES_FILE} is a link to {folder / 'gone.txt'}, which does not exist" in notice, (
                notice
            )
        if kind == "link to a dangling link":  # was "a link to middle.txt, which does not exist"
            said = f"{ALIASES_FILE} is a link to middle.txt, which leads to {folder / 'gone.txt'}, which "
            assert said in notice, notice
        after = os.lstat(path)  # the very same thing is still there: not replaced by a file
        assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode), kind
        if path.is_dir() and not path.is_symlink():
            path.rmdir()
        else:
            path.unlink()
    assert not path.exists()


def test_merge_keeps_every_byte_of_a_hand_written_file(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    original = (
        "\ufeff# the club's aliases, kept by hand\r\n"
        "Sasha = Alexandra   # since the spring\r\n"
        "\r\n"
        "this line has no equals sign\r\n"
        "  # an indented comment\r\n"
        "Fedenka = Fedya"  # no final newline
    ).encode()
    (folder / ALIASES_FILE).write_bytes(original)
    club = _club(folder)
    assert any("line 4" in note for note in club.view().alias_notes)  # the line without =
    assert club.merge("Borya", "Boris")
    after = (folder / ALIASES_FILE).read_bytes()
    assert after == original + b"\r\nborya = Boris\r\n"
    read = load_aliases(folder)
    assert read.names == {"sasha": "Alexandra", "fedenka": "Fedya", "borya": "Boris"}
    assert _row(club, "Boris") == (2, -32_000)  # both games, -16 each
    assert "Borya is now counted as Boris" in club.view().notice
    # a second merge appends again; nothing before it moves
    assert club.merge("Dasha", "Dasha Ivanova")
    assert (folder / ALIASES_FILE).read_bytes().startswith(after)


def test_merge_writes_a_new_file_when_there_is_none(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    killed = folder / f".{ALIASES_FILE}.x1y2.tmp"  # a merge killed mid-write, hours ago
    killed.write_bytes(b"borya = B")
    os.utime(killed, (1, 1))
    assert _club(folder).merge("Borya", "Boris")
    lines = (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("#") and lines[1:] == ["borya = Boris"]
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]  # no temp file left


def test_merge_through_a_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    shared = tmp_path / "shared-aliases.txt"
    shared.write_bytes(b"# shared by two clubs\nSasha = Alexandra\n")
    (folder / ALIASES_FILE).symlink_to(shared)
    assert _club(folder).merge("Borya", "Boris")
    assert (folder / ALIASES_FILE).is_symlink()
    assert shared.read_bytes() == b"# shared by two clubs\nSasha = Alexandra\nborya = Boris\n"


def test_a_line_another_window_added_meanwhile_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_bytes(b"Sasha = Alexandra\n")
    club = _club(folder)
    real = aliases_module.atomic_write_text
    calls = []

    def other_window_first(path: Path, text: str, **kwargs: object) -> None:
        if not calls:  # the other window saves between our read and our rename
            with open(folder / ALIASES_FILE, "ab") as fh:
                fh.write(b"Fedenka = Fedya\n")
        calls.append(text)
        real(path, text, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(aliases_module, "atomic_write_text", other_window_first)
    assert club.merge("Borya", "Boris")
    assert len(calls) == 2  # the first write saw the change and started again
    assert (folder / ALIASES_FILE).read_bytes() == b"Sasha = Alexandra\nFedenka = Fedya\nborya = Boris\n"


def test_an_aliases_file_that_changes_while_it_is_read_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file another program wrote while the merge read it was refused as a file that does not
    read ("fix it in a text editor"): nothing is wrong with it. It is read again and the merge
    made on what it holds now; the reason, should it be said, is said in the language."""
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_bytes(b"Sasha = Alexandra\n")
    real = aliases_module.read_record_text

    def then_changed(path: Path, **how: Any) -> str:  # another program writes between the two reads
        text = real(path, **how)
        (folder / ALIASES_FILE).write_bytes(b"Sasha = Alexandra\nFedenka = Fedya\n")
        return text

    monkeypatch.setattr(aliases_module, "read_record_text", then_changed)
    merged = add_alias(folder, "Borya", "Boris")
    path = folder / ALIASES_FILE
    assert path.read_bytes() == b"Sasha = Alexandra\nFedenka = Fedya\nborya = Boris\n"
    assert merged.names == {"sasha": "Alexandra", "fedenka": "Fedya", "borya": "Boris"}
    reason = aliases_module.AliasesFileError("changed_while_read", path=path)
    assert reason.message("en") == f"{path} changed while it was read (another program was writing it)."
    ru = reason.message("ru")
    assert ru.startswith(f"Файл {path} изменился, пока его читали") and "changed" not in ru


@pytest.mark.parametrize("spelling", ["Bo#rya", "Bo=rya", "Bo\nrya", "Bo\u2028rya", "x" * 101])
def test_a_name_the_file_could_not_hold_is_refused(tmp_path: Path, spelling: str) -> None:
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_bytes(b"Sasha = Alexandra\n")
    with pytest.raises(AliasError) as err:
        add_alias(folder, spelling, "Boris")
    assert err.value.code == "alias_chars" and "cannot be written" in err.value.message()
    assert (folder / ALIASES_FILE).read_bytes() == b"Sasha = Alexandra\n"


def test_a_text_direction_character_is_named_as_one(tmp_path: Path) -> None:
    # U+202E is refused, but the sentence listed only "line breaks or control characters"
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_bytes(b"Sasha = Alexandra\n")
    with pytest.raises(AliasError) as err:
        add_alias(folder, "Bo\u202erya", "Boris")
    assert "no control or text-direction characters" in err.value.message()
    assert "управляющих символов и символов направления текста" in err.value.message("ru")


def test_a_merge_that_would_push_the_file_over_its_limit_is_refused(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    data = b"# padding\n" + b"#" * (MAX_BYTES - 20) + b"\n"
    (folder / ALIASES_FILE).write_bytes(data)
    with pytest.raises(AliasError) as err:
        add_alias(folder, "Borya", "Boris")
    assert err.value.code == "alias_too_large"
    assert (folder / ALIASES_FILE).read_bytes() == data


# -- item 4: two players who sat at the same table are two people ------------------------------


def test_merging_two_players_of_one_table_is_refused_naming_the_game(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_bytes(b"# ours\n")
    club = _club(folder)
    before = _row(club, "Aiko")
    assert before[0] == 2
    assert not club.merge("Boris", "Aiko")
    view = club.view()
    assert view.notice_error
    assert "Boris and Aiko cannot be one player" in view.notice
    assert "sat at the same table in" in view.notice and "b.mjgame" in view.notice
    assert _row(club, "Aiko") == before  # still 2 games, not 4
    assert (folder / ALIASES_FILE).read_bytes() == b"# ours\n"
    # through an alias too: Borya is Boris, and Boris met Aiko in b.mjgame
    assert club.merge("Borya", "Boris")
    assert not club.merge("Aiko", "borya")
    assert "sat at the same table" in club.view().notice


def test_a_hand_written_alias_joining_two_players_of_one_table_is_not_applied_there(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_text("Boris = Aiko\n", encoding="utf-8")
    season = load_season([folder])
    rows = standings(season, load_aliases(folder))
    assert sum(r.games for r in rows) == 4 * len(season.games)  # every seat once
    aiko = next(r for r in rows if r.name == "Aiko")
    assert aiko.games == 2  # her two games, not three seats
    club = _club(folder)
    assert any(
        "counts Aiko and Boris as one player" in n and "b.mjgame" in n for n in club.view().alias_notes
    )
    out = _run([str(folder)])
    assert "The aliases files:" in out and "counts Aiko and Boris as one player" in out


def _run(argv: list[str]) -> str:
    out = io.StringIO()
    league_command(argv, out)
    return out.getvalue()


def test_parse_keeps_reading_after_a_bad_line() -> None:
    read = parse_aliases("a = B\nnothing\nc = D\n")
    assert read.names == {"a": "B", "c": "D"} and len(read.problems) == 1


# one player under three spellings: Boris, an alias (Borya) and another case (BORIS)
SPELLINGS = {
    "g2.mjgame": (
        "rules seed east_only=on\nplayers Boris Aiko Dasha Chen\n# date 2026-01-11\nriichi Aiko\n"
        "ron Aiko from Boris 3 40\ntsumo Chen 2 30\ndraw tenpai Boris\nron Dasha from Chen 1 30\n"
    ),
    "g3.mjgame": (
        "rules seed east_only=on\nplayers Chen Dasha Aiko Borya\n# date 2026-01-12\ndraw\ndraw\ndraw\ndraw\n"
    ),
    "g4.mjgame": (
        "rules seed east_only=on\nplayers Dasha Chen BORIS Aiko\n# date 2026-01-21\nriichi Chen\n"
        "chombo BORIS\nron Aiko from Dasha 2 30\nron BORIS from Chen 3 30\nron Chen from Aiko 1 30\n"
        "ron Dasha from BORIS 4 30\n"
    ),
}


def _games_by_name(path: Path) -> dict[str, tuple[int, float]]:
    text = path.read_text(encoding="utf-8-sig")
    sums: dict[str, tuple[int, float]] = {}
    for row in csv.DictReader(text.splitlines()):
        games, total = sums.get(row["name"], (0, 0.0))
        sums[row["name"]] = (games + 1, total + float(row["score"]))
    return sums


def test_the_games_csv_names_each_player_as_the_league_table_counts_them(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    for name, text in SPELLINGS.items():
        (folder / name).write_text(text, encoding="utf-8")
    # Aiko = Chen would join two players of every table: applied nowhere
    (folder / ALIASES_FILE).write_text("Borya = Boris\nAiko = Chen\n", encoding="utf-8")
    # Boris -18 -15 -27 = -60 in three games, under his first spelling
    table = {"Aiko": (3, 21.0), "Boris": (3, -60.0), "Chen": (3, 4.0), "Dasha": (3, 35.0)}
    rows = standings(load_season([folder]), load_aliases(folder))
    assert {r.name: (r.games, r.total / 1000) for r in rows} == table
    path = tmp_path / "games.csv"
    league_command([str(folder), "--games-csv", str(path)], io.StringIO())
    assert _games_by_name(path) == table
    club = _club(folder)
    assert club.export_games_csv(path)
    assert _games_by_name(path) == table


def test_the_printed_summary_names_each_player_as_the_league_table_does(tmp_path: Path) -> None:
    """The PDF's games listed AIKO, aiko, boris where the table and the CSV say Aiko, Boris."""
    folder = tmp_path / "records"
    folder.mkdir()
    spelled = {"g2.mjgame": "Aiko", "g3.mjgame": "aiko", "g4.mjgame": "AIKO"}
    for name, text in SPELLINGS.items():
        (folder / name).write_text(text.replace("Aiko", spelled[name]), encoding="utf-8")
    (folder / ALIASES_FILE).write_text("Borya = Boris\n", encoding="utf-8")
    club = _club(folder)
    view = club.view()
    table = {row.name for row in view.rows}
    assert table == {"Aiko", "Boris", "Chen", "Dasha"}
    printed = {result[1] for game in club.game_views() for result in game.results}
    assert printed == table
    g4 = next(g for g in club.game_views() if "g4.mjgame" in g.title)
    assert sorted(r[1] for r in g4.results) == ["Aiko", "Boris", "Chen", "Dasha"]  # BORIS: Boris


def test_a_record_opens_the_club_on_its_season_folder(tmp_path: Path) -> None:
    """From the tracker: a season kept as season/night-NN/table-N.mjgame is opened whole (its
    aliases applied), not the night's folder alone."""
    season = tmp_path / "season"
    (season / "night-20").mkdir(parents=True)
    (season / "night-21").mkdir()
    (season / "night-20" / "table-1.mjgame").write_text(SPELLINGS["g2.mjgame"], encoding="utf-8")
    (season / "night-21" / "table-1.mjgame").write_text(SPELLINGS["g3.mjgame"], encoding="utf-8")
    record = season / "night-21" / "table-1.mjgame"
    # no aliases file anywhere: the club folder last opened when it holds the record...
    assert season_folder(record, season) == season
    # ...else the record's own folder
    assert season_folder(record, tmp_path / "elsewhere") == season / "night-21"
    assert season_folder(record) == season / "night-21"
    (season / ALIASES_FILE).write_text("Borya = Boris\n", encoding="utf-8")
    assert season_folder(record) == season
    assert season_folder(record, season / "night-21") == season  # the season's file comes first
    club = ClubController()
    club.open_season_of(record)
    assert club.folder == season
    games = {r.name: r.cells[2] for r in club.view().rows}
    assert games == {"Aiko": "2", "Boris": "2", "Chen": "2", "Dasha": "2"}
    assert club.holds(record) and not club.holds(tmp_path / "other.mjgame")


def test_reload_reads_the_games_saved_deleted_and_renamed_since_and_keeps_the_filters(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    for name, text in SPELLINGS.items():
        (folder / name).write_text(text, encoding="utf-8")
    club = _club(folder)
    assert len(club.game_views()) == 3
    club.select("Dasha")
    club.sort_by("games")
    club.set_dates(dt.date(2026, 1, 12), None)
    assert [g.title.split(" · ")[1] for g in club.game_views()] == ["g3.mjgame", "g4.mjgame"]
    # during the evening: a game saved (another: g2's hands on another day would be a copy of
    # g2), one deleted, one renamed
    (folder / "g5.mjgame").write_text(
        SPELLINGS["g2.mjgame"]
        .replace("2026-01-11", "2026-01-30")
        .replace("tsumo Chen 2 30", "tsumo Chen 3 30"),
        encoding="utf-8",
    )
    (folder / "g3.mjgame").unlink()
    (folder / "g4.mjgame").rename(folder / "g4-final.mjgame")
    out = tmp_path / "games.csv"
    club.reload()
    view = club.view()
    assert [g.title.split(" · ")[1] for g in club.game_views()] == ["g4-final.mjgame", "g5.mjgame"]
    assert view.summary == f"3 games in {folder} · 2 games shown"
    assert view.selected == "Dasha" and view.sort == ("games", True) and club.since == dt.date(2026, 1, 12)
    assert club.export_games_csv(out)
    assert "g3.mjgame" not in out.read_text(encoding="utf-8-sig")
    assert "g5.mjgame" in out.read_text(encoding="utf-8-sig")


def test_the_key_of_a_name_ignores_its_unicode_form_and_what_shows_nothing() -> None:
    assert key("Zo\u00eb") == key("Zoe\u0308") == key(" ZOE\u0308 ")
    for invisible in ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u200e"):
        assert key(f"Ch{invisible}en{invisible}") == key("Chen"), repr(invisible)
    assert key("\u0412oris") != key("Boris")  # a Cyrillic letter that looks like B: another name
    assert parse_aliases("Zoe\u0308 = Zoya\n").resolve("Zo\u00eb") == "Zoya"


def test_one_name_in_two_unicode_forms_or_with_a_zero_width_space_is_one_player(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    nfc, nfd = "Zo\u00eb", "Zoe\u0308"
    records = {
        "a.mjgame": f"players {nfc} Boris Chen Dasha\n# date 2026-02-01\nron Chen from Boris yakuman\n",
        "b.mjgame": f"players {nfd} Boris Chen Dasha\n# date 2026-02-02\nron {nfd} from Boris yakuman\n",
        "c.mjgame": f"players {nfc} \u0412oris Chen Dasha\n# date 2026-02-03\nron Chen from Dasha yakuman\n",
        "d.mjgame": "players Aiko Boris Chen\u200b Dasha\n# date 2026-02-04\nron Dasha from Boris yakuman\n",
    }
    for name, text in records.items():
        (folder / name).write_text(text, encoding="utf-8")
    rows = standings(load_season([folder]))
    # a: Chen +47, Zoë +5, Dasha -5, Boris -47; b: the dealer Zoë's yakuman 48 000: +63,
    # Chen +5, Dasha -5, Boris -63; c: Chen +47, Zoë +5, Вoris -5, Dasha -47;
    # d: Dasha +47, Aiko +5, Chen -5, Boris -47
    assert {r.name: (r.games, r.total // 1000) for r in rows} == {
        "Chen": (4, 94),
        nfc: (3, 73),  # shown as first spelt
        "Aiko": (1, 5),
        "\u0412oris": (1, -5),
        "Dasha": (4, -10),
        "Boris": (3, -157),
    }


# what is wrong, said once with what follows (UNTIL_IT_READS); numbers grouped as the app writes them
ALIASES_FILE_TROUBLE = {
    "over 1 MB": " is 1\u202f200\u202f001 bytes; an aliases file is at most 1\u202f000\u202f000 bytes.",
    "too many lines": " has more than 10\u202f000 lines; an aliases file is at most 10\u202f000.",
    "NUL": ", line 2: the file contains binary data (a NUL byte); it is not an aliases file or it is "
    "damaged.",
    "cp1251": ", line 1: the text is not UTF-8 but looks like an aliases file saved in the code page "
    'Windows-1251 (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in a text '
    "editor.",
    "cp1252": ", line 1: the text is not UTF-8 but looks like an aliases file saved in the code page "
    'Windows-1252 (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in a text '
    "editor.",
    "cp1252 comment": ", line 1: the text is not UTF-8 but looks like an aliases file saved in the code "
    'page Windows-1252 (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in a '
    "text editor.",
    "cp1251 lookalikes": ", line 1: the text is not UTF-8 but looks like an aliases file saved in the "
    'code page Windows-1251 (what Notepad calls "ANSI"); mjgui reads UTF-8. Save it again as UTF-8 in '
    "a text editor.",
    "cp125x": ", line 1: the text is not UTF-8 but looks like an aliases file saved in a Windows code page "
    '(what Notepad calls "ANSI": Windows-1251 for Russian, Windows-1252 for Western European '
    "languages); mjgui reads UTF-8. Save it again as UTF-8 in a text editor.",
    "stray byte": ", line 2: the text is not valid UTF-8 (the file is damaged or not an aliases file).",
    "form feed": ", line 3: the text contains a control or text-direction character (U+000C); an "
    "aliases file is plain text.",
    "folder": " is not a regular file (it is a folder, a pipe or a device); the aliases file is a plain "
    "text file.",
    "pipe": " is not a regular file (it is a folder, a pipe or a device); the aliases file is a plain "
    "text file.",
}


NOT_A_FILE_UNTIL = (
    "Until it is one, its aliases are not used and nothing is written to it: remove it or rename it."
)


@pytest.mark.parametrize("kind", sorted(ALIASES_FILE_TROUBLE))
def test_an_aliases_file_that_does_not_read_is_called_an_aliases_file(tmp_path: Path, kind: str) -> None:
    """It was called a game record: "... a game record is at most 1000000 bytes. This is not a
    game record." and, for a folder or a pipe, "a game record is a file"."""
    folder = _folder(tmp_path)
    path = folder / ALIASES_FILE
    if kind == "over 1 MB":
        path.write_bytes(b"x" * 1_200_001)
    elif kind == "too many lines":
        path.write_bytes(b"Borya = Boris\n" + b"#\n" * 10_000)
    elif kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    else:
        path.write_bytes(UNREADABLE[kind])
    expected = f"{path}{ALIASES_FILE_TROUBLE[kind]}"
    for lang, record in (("en", "game record"), ("ru", "запис")):
        out = io.StringIO()
        league_command([str(folder), "--lang", lang], out)
        text = out.getvalue()
        assert record not in text, (lang, text)
        if lang == "en" and kind in ("folder", "pipe"):  # no text to fix: was "fix it in a text editor"
            assert f"  {expected} {NOT_A_FILE_UNTIL}\n" in text, text
            assert "text editor" not in text.replace("plain text file", "")
        elif lang == "en":
            assert f"  {expected} {UNTIL_IT_READS}: fix it in a text editor" in text, text
            assert "was not changed" not in text and "was not read" not in text and "Nothing was" not in text
        else:
            assert "файл псевдонимов" in text.casefold()
        if kind.startswith("cp125"):  # saved in a code page: not called damaged
            assert "damaged" not in text and "повреждён" not in text, text
    club = _club(folder)
    assert not club.merge("Borya", "Boris")
    notice = club.view().notice  # the window names the file from the season's folder
    assert notice.startswith(f"{ALIASES_FILE}{ALIASES_FILE_TROUBLE[kind]}") and "game record" not in notice


def test_the_club_window_names_the_aliases_file_and_its_games_from_the_seasons_folder(
    tmp_path: Path,
) -> None:
    """The notes on the aliases file said its full path, and the full path of the game they
    name, beside the skipped files named from the season's folder: every note now names a
    file as the others do (``files.in_folder``). ``mjgui league`` says them as it read them."""
    folder = tmp_path / "records"
    night = folder / "night-1"
    night.mkdir(parents=True)
    (night / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (night / "b.mjgame").write_text(WITH_BORIS, encoding="utf-8")
    (night / "c.mjgame").write_text("players Aiko Boris Chen Dasha\nron Zoe from Boris 3 30\n")
    (folder / ALIASES_FILE).write_text("Boris = Aiko\nnot an alias\n", encoding="utf-8")
    club = _club(folder)
    view = club.view()
    assert view.skipped == (
        'night-1/c.mjgame: Line 2 (ron Zoe from Boris 3 30): "Zoe" is not at this table. The players '
        "are Aiko, Boris, Chen, Dasha. The game is not counted.",
    )
    assert view.alias_notes == (
        f'{ALIASES_FILE}, line 2: "not an alias" is not "spelling = name"; the line is ignored.',
        f'{ALIASES_FILE}, line 1: "Boris = Aiko" counts Aiko and Boris as one player, but they sat at '
        "the same table in night-1/b.mjgame; in that game they are counted as two.",
    )
    club.set_lang("ru")
    notes = club.view().alias_notes
    assert notes[0].startswith(f"{ALIASES_FILE}, строка 2: ") and "night-1/b.mjgame;" in notes[1]
    assert not any(str(folder) in note for note in notes)
    club.set_lang("en")
    # a merge: its notice and a refusal name the files so too
    assert club.merge("Sasha", "Chen")
    assert club.view().notice == f"Sasha is now counted as Chen (saved in {ALIASES_FILE})."
    assert not club.merge("Dasha", "Chen")
    assert club.view().notice == (
        "Dasha and Chen cannot be one player: Dasha and Chen sat at the same table in night-1/a.mjgame. "
        "Nothing was changed."
    )
    # a file that does not read: its note, and the notice when the folder opens
    (folder / ALIASES_FILE).write_bytes(b"Borya = Boris\n\x00\n")
    club.reload()
    view = club.view()
    said = (
        f"{ALIASES_FILE}, line 2: the file contains binary data (a NUL byte); it is not an aliases "
        f"file or it is damaged. {UNTIL_IT_READS}: fix it in a text editor (UTF-8, one spelling = "
        "name a line) or move it away."
    )
    assert view.alias_notes == (said,) and view.notice == said and view.notice_error
    # the command line names the files as it read them, as all its lines do
    out = io.StringIO()
    league_command([str(folder)], out)
    assert f"  {folder / ALIASES_FILE}, line 2: the file contains binary data" in out.getvalue()


def test_two_players_of_one_table_made_one_are_said_with_the_line_and_file_that_make_them_one(
    tmp_path: Path,
) -> None:
    """The note on two players who sat at one table, made one by an alias, named no line, and
    named the season's top aliases file (in the club window) or a bare ``mjgui-aliases.txt``
    (in ``mjgui league``) when the line was in a night's own file: a player edited the wrong
    file. It now names the file that holds the line and the line, as the other notes do; a
    chain of lines across two files names each."""
    folder = tmp_path / "records"
    night = folder / "night-2"
    night.mkdir(parents=True)
    (night / "b.mjgame").write_text(WITH_BORIS, encoding="utf-8")  # Aiko and Boris at one table
    (folder / ALIASES_FILE).write_text("# top\nBorya = Boris\n", encoding="utf-8")
    (night / ALIASES_FILE).write_text("# night 2\n\nBoris = Aiko\n", encoding="utf-8")
    said = (
        'night-2/mjgui-aliases.txt, line 3: "Boris = Aiko" counts Aiko and Boris as one player, but '
        "they sat at the same table in night-2/b.mjgame; in that game they are counted as two."
    )
    club = _club(folder)
    assert club.view().alias_notes == (said,)
    club.set_lang("ru")
    assert club.view().alias_notes == (
        "night-2/mjgui-aliases.txt, строка 3: «Boris = Aiko» объединяет Aiko и Boris в одного "
        "игрока, но они сидели за одним столом в night-2/b.mjgame; в этой игре они считаются двумя "
        "игроками.",
    )
    out = io.StringIO()
    league_command([str(folder)], out)
    line = f'  {night / ALIASES_FILE}, line 3: "Boris = Aiko" counts Aiko and Boris as one player'
    assert line in out.getvalue().splitlines()[-1]
    out = io.StringIO()
    league_command([str(folder), "--json"], out)
    (note,) = json.loads(out.getvalue())["aliases"]
    assert note["code"] == "alias_conflict" and note["message"].startswith(line.strip())
    # a chain: Boris is Borya in the top file, Borya is Aiko in the night's
    (folder / ALIASES_FILE).write_text("# top\nBoris = Borya\n", encoding="utf-8")
    (night / ALIASES_FILE).write_text("# night 2\n\nBorya = Aiko\n", encoding="utf-8")
    club.set_lang("en")
    club.reload()
    assert club.view().alias_notes == (
        'Aiko and Boris are counted as one player by these lines: mjgui-aliases.txt, line 2: "Boris = '
        'Borya"; night-2/mjgui-aliases.txt, line 3: "Borya = Aiko"; but they sat at the same table '
        "in night-2/b.mjgame, so in that game they are counted as two.",
    )


# -- the audit of the club's exports: what a hand-written file gets wrong, said where it is ------


def test_a_loop_and_a_spelling_given_twice_are_noted_with_their_lines(tmp_path: Path) -> None:
    """A loop written by hand (``Zed = Yan``, ``Yan = Zed``: no one counted otherwise) and one
    spelling given to two players (the later line wins) were applied or not without a word: each
    has a note naming the file and the line, in the club window and in ``mjgui league``."""
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_text(
        "# the club's aliases\nSasha = Alexandra\nZed = Yan\nsasha = Alex\nYan = Zed\nBorya = Boris\n",
        encoding="utf-8",
    )
    read = load_aliases(folder)
    assert read.names == {"sasha": "Alex", "zed": "Yan", "yan": "Zed", "borya": "Boris"}
    notes = (
        f"{ALIASES_FILE}, line 4: sasha is already counted as Alexandra on line 2; this later line "
        "counts them as Alex instead. Delete the line that is wrong.",
        f"{ALIASES_FILE}, line 5: the aliases go round in a loop (Yan → Zed → Yan), so the lines of "
        "the loop (lines 3, 5) change nothing. Delete the one that is wrong.",
    )
    club = _club(folder)
    view = club.view()
    assert view.alias_notes == notes and view.notes_warn
    assert _row(club, "Boris") == (2, -32000)  # the good line still applies
    club.set_lang("ru")
    assert club.view().alias_notes == (
        f"{ALIASES_FILE}, строка 4: написание sasha уже отнесено к игроку Alexandra в строке 2; эта, "
        "более поздняя, строка относит его к игроку Alex. Удалите неверную строку.",
        f"{ALIASES_FILE}, строка 5: псевдонимы замыкаются в круг (Yan → Zed → Yan), поэтому строки "
        "этого круга (строки 3, 5) ничего не меняют. Удалите неверную.",
    )
    out = io.StringIO()
    league_command([str(folder)], out)
    said = out.getvalue()
    path = folder / ALIASES_FILE
    assert "The aliases files:\n" in said
    assert all(f"  {note.replace(ALIASES_FILE, str(path), 1)}\n" in said for note in notes)


def test_the_russian_notes_of_a_spelling_twice_and_a_loop_give_no_player_a_gender(tmp_path: Path) -> None:
    """«Саша уже записан как Александра»: the note of a spelling given twice put a woman in the
    masculine, and a merge refused for a loop said «каждый записан как другой». The spelling and
    the names are what the sentences are about now, whoever the players are."""
    read = parse_aliases("Саша = Александра\nсаша = Алекса\n", ALIASES_FILE)
    assert [p.message("ru") for p in read.problems] == [
        f"{ALIASES_FILE}, строка 2: написание саша уже отнесено к игроку Александра в строке 1; эта, "
        "более поздняя, строка относит его к игроку Алекса. Удалите неверную строку."
    ]
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_text("Маша = Даша\nДаша = Маша\n", encoding="utf-8")
    with pytest.raises(AliasError) as err:
        add_alias(folder, "Маша", "Даша")
    assert err.value.message("ru") == (
        "Файл псевдонимов замыкает Маша и Даша в круг (каждое из этих имён означает другое), поэтому "
        "объединить их нельзя: удалите одну из их строк в текстовом редакторе. Ничего не изменено."
    )


def test_a_loop_of_three_is_named_from_the_line_that_closes_it() -> None:
    read = parse_aliases("A = B\nB = C\nx = y\nC = A\nD = A\nE = e\n", "aliases.txt")
    assert [p.message() for p in read.problems] == [
        "aliases.txt, line 4: the aliases go round in a loop (C → A → B → C), so the lines of the "
        "loop (lines 1, 2, 4) change nothing. Delete the one that is wrong."
    ]
    assert (read.resolve("D"), read.resolve("e")) == ("A", "e")  # a name spelled its own way: no loop
    # the same spelling given again, the later line breaking the loop: no loop left, and F is
    # still G's player (G = F = H): no note
    read = parse_aliases("F = G\nG = F\nF = H\n")
    assert read.problems == () and read.resolve("G") == read.resolve("F") == "H"


def test_a_hand_written_name_longer_than_a_merge_writes_is_ignored_with_a_note(tmp_path: Path) -> None:
    """A merge refuses a name over 100 characters; a line written by hand had put one of 150 to
    629 in the league table, the chart and the exports: the line is ignored, with a note."""
    long = "Wolfeschlegelsteinhausenbergerdorff" * 5
    read = parse_aliases(f"Borya = {'B' * 100}\nAiko = {long}\n{long} = Aiko\n", "aliases.txt")
    assert read.names == {"borya": "B" * 100}
    start = long[:40] + "…"
    assert [p.message() for p in read.problems] == [
        f'aliases.txt, line 2: "{start}" is 175 characters long; a name in the aliases file is at '
        "most 100 characters. The line is ignored.",
        f'aliases.txt, line 3: "{start}" is 175 characters long; a name in the aliases file is at '
        "most 100 characters. The line is ignored.",
    ]
    assert read.problems[0].message("ru") == (
        f"aliases.txt, строка 2: «{start}» длиной 175\u00a0символов; имя в файле псевдонимов — не "
        "длиннее 100\u00a0символов. Строка пропущена."
    )
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_text(f"Aiko = {long}\n", encoding="utf-8")
    club = _club(folder)
    assert all(len(r.name) <= 100 for r in club.rows()) and _row(club, "Aiko")[0] == 2


def test_a_name_of_100_characters_whose_key_is_longer_is_merged_and_read_back(tmp_path: Path) -> None:
    """A merge writes its spelling case folded (:func:`key`: ``ß`` is ``ss``), so a name of 100
    characters accepted by the merge was written 101 long; the reader measured that and a merge
    was refused ("at most 100 characters", of a name of 100), and a line an earlier merge wrote
    of one was ignored, the merge undone. The name is measured as typed in both places."""
    folder = _folder(tmp_path)
    spelling, name = "Maß" + "x" * 97, "Weiß" + "y" * 96
    assert len(spelling) == len(name) == 100 and len(key(spelling)) == len(key(name)) == 101
    merged = add_alias(folder, spelling, "Boris")
    assert merged.resolve(spelling) == "Boris"
    lines = (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()
    assert lines[-1] == f"{key(spelling)} = Boris"
    read = load_aliases(folder)
    assert read.problems == () and read.resolve(spelling) == "Boris"
    assert add_alias(folder, "Borya", name).resolve("borya") == name  # the long name on the right
    assert add_alias(folder, name, "Aiko").resolve("BORYA") == "Aiko"  # and as a spelling
    read = load_aliases(folder)
    assert read.problems == () and read.resolve("Borya") == read.resolve(name) == "Aiko"
    # the line an earlier version's merge wrote of such a name reads
    old = parse_aliases(f"{key(spelling)} = Greta\n")
    assert old.problems == () and old.resolve(spelling) == "Greta"
    # a name of 101 characters is still refused, and a line of 101 (no letter folded in two) ignored
    with pytest.raises(AliasError) as err:
        add_alias(folder, "Maß" + "x" * 98, "Boris")
    assert err.value.code == "alias_chars"
    long = parse_aliases(f"Grosse{'x' * 96} = Greta\n")  # "ss" may be "ß": 101 typed, at least
    assert long.names == {} and [p.params["length"] for p in long.problems] == [102]


def test_every_letter_that_folds_into_more_is_read_back_from_a_merge_of_100() -> None:
    """Each character whose key is longer than it (``ß``, ``ŉ``, ``İ``, ``ﬃ``, ``ᾳ`` ...): a
    spelling of 100 characters that a merge accepts, written as its key, reads back within the
    limit. Refused: only 100 Tibetan vowel signs in a row, with no letter (Unicode sorts their
    halves apart, so that the key no longer shows which pairs they were)."""
    folding = [chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000 and len(key(chr(c))) > 1]
    assert {"ß", "ŉ", "İ", "ﬃ", "ᾳ"} <= set(folding)
    refused = []
    for char in folding:
        for spelling in (char * 100, ("A" + char) * 50):
            try:
                aliases_module._check_name(spelling, spelling=True)
            except AliasError as err:
                assert err.code == "alias_chars"
                refused.append(spelling)
                continue
            line = f"{key(spelling)} = Greta\n"
            assert parse_aliases(line).problems == (), char
            assert Aliases().merge(spelling, "Greta").text().endswith(line)
    assert refused == [c * 100 for c in "\u0f73\u0f75\u0f81"]


def test_reordered_lines_give_the_open_window_the_new_spelling(tmp_path: Path) -> None:
    """Two lines give one player two spellings: the first line's is shown. Swapping the lines
    changed the name of a new window and of ``mjgui league``, not of the open window after
    Reload: ``Aliases.alike`` compared the aliases, not the order that spells the player."""
    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_text("Borya = Zoë\nBoris = ZOË\n", encoding="utf-8")
    club = _club(folder)
    assert "Zoë" in [r.name for r in club.rows()]
    (folder / ALIASES_FILE).write_text("Boris = ZOË\nBorya = Zoë\n", encoding="utf-8")
    assert not load_aliases(folder).alike(parse_aliases("Borya = Zoë\nBoris = ZOË\n"))
    club.reload()
    assert "ZOË" in [r.name for r in club.rows()] and "Zoë" not in [r.name for r in club.rows()]
    assert _club(folder).rows()[0].name == club.rows()[0].name
    kept = club.aliases
    club.reload()  # nothing changed: the very aliases kept
    assert club.aliases is kept


def test_a_merge_that_cannot_be_written_names_the_file_as_the_other_notes_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk: the merge's refusal named the aliases file by its absolute path, the other
    notes from the season's folder."""
    import errno

    from mjgui.core.errors import os_reason
    from mjgui.core.game.storage import StorageError

    folder = _folder(tmp_path)
    (folder / ALIASES_FILE).write_bytes(b"Sasha = Alexandra\n")

    def disk_full(path: Path, _text: str, **_: object) -> bytes:
        reason = os_reason(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))
        raise StorageError("write_failed", path=path, reason=reason, kept=True)

    monkeypatch.setattr(aliases_module, "atomic_write_text", disk_full)
    club = _club(folder)
    assert not club.merge("Borya", "Boris")
    view = club.view()
    assert view.notice_error and view.notice == (
        f"{ALIASES_FILE} could not be saved: No space left on device. The previous file is "
        "unchanged. No players were merged."
    )
    club.set_lang("ru")
    notice = club.view().notice
    assert str(folder) not in notice and notice.endswith("Игроки не объединены.")
    assert (folder / ALIASES_FILE).read_bytes() == b"Sasha = Alexandra\n"


def test_a_merge_of_a_spelling_already_aliased_is_not_taken_for_a_spelling_given_twice(
    tmp_path: Path,
) -> None:
    """Merging Borya (already "Borya = Boris") into Chen makes Boris Chen: the merge writes
    "boris = Chen" and "borya = Chen", Borya's second line. That is no mistake: no note."""
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / ALIASES_FILE).write_text("Borya = Boris\n", encoding="utf-8")
    add_alias(folder, "Borya", "Chen")
    read = load_aliases(folder)
    written = (folder / ALIASES_FILE).read_text(encoding="utf-8")
    assert written == "Borya = Boris\nboris = Chen\nborya = Chen\n"
    assert read.problems == () and read.resolve("Borya") == read.resolve("Boris") == "Chen"
    # a later line that sends the spelling to another player is one
    read = parse_aliases("Borya = Boris\nboris = Chen\nborya = Dasha\n")
    assert [(p.code, p.params["line"]) for p in read.problems] == [("alias_twice", 3)]


def test_merge_into_a_file_starting_with_two_byte_order_marks(tmp_path: Path) -> None:
    # an editor that saves a mark over text that held one: the file is not "changing while read"
    path = tmp_path / ALIASES_FILE
    original = b"\xef\xbb\xbf\xef\xbb\xbf# aliases\nBorya = Boris\n"
    path.write_bytes(original)
    merged = add_alias(tmp_path, "Ann", "Anna")
    assert merged.names == {"borya": "Boris", "ann": "Anna"}
    assert path.read_bytes() == original + b"ann = Anna\n"


def test_an_aliases_file_named_in_another_case_is_read_from_below_and_merged_into(tmp_path: Path) -> None:
    # a season folder synced from a desk that ignores case, read on one that does not
    season_dir = tmp_path / "season"
    night = season_dir / "night-21"
    night.mkdir(parents=True)
    (night / "table-1.mjgame").write_text(
        "# date 2026-11-21\nplayers Emilio Boris Chen Dasha\nron Chen from Boris yakuman\n", encoding="utf-8"
    )
    own = season_dir / "Mjgui-Aliases.txt"
    own.write_bytes(b"Emilio = Emil\n")
    for opened in (season_dir, night):  # the same merge whichever folder is open
        assert load_aliases(opened).names == {"emilio": "Emil"}, opened
        status_out = io.StringIO()
        league_command([str(opened)], status_out)
        assert "Emilio" not in status_out.getvalue() and "Emil " in status_out.getvalue()
    add_alias(night, "Borya", "Boris")  # written to the file found, not to a second one
    assert sorted(p.name for p in season_dir.iterdir()) == ["Mjgui-Aliases.txt", "night-21"]
    assert own.read_bytes() == b"Emilio = Emil\nborya = Boris\n"
    assert not (night / ALIASES_FILE).exists()


def test_two_aliases_files_differing_in_case_are_both_read_from_every_folder_and_said(tmp_path: Path) -> None:
    """A season folder holding ``Mjgui-Aliases.txt`` and ``mjgui-aliases.txt`` (an older merge
    could make the second): the season's walk read both, but a night folder's view only the
    exact name's, so one night gave other standings than the season, without a word. Both are
    read from either folder, and a note names the two and asks to merge them."""
    season_dir = tmp_path / "season"
    night = season_dir / "night-21"
    night.mkdir(parents=True)
    (night / "t1.mjgame").write_text(
        "# date 2026-11-21\nplayers Emilio Borya Chen Dasha\nron Chen from Borya yakuman\n", encoding="utf-8"
    )
    upper, lower = season_dir / "Mjgui-Aliases.txt", season_dir / ALIASES_FILE
    upper.write_bytes(b"Emilio = Emil\n")
    lower.write_bytes(b"Borya = Boris\n")
    said = (
        f"{lower} and {upper} are two aliases files in one folder whose names differ only in case: "
        "both are read, but a Windows or macOS desk keeps only one of them. Copy the lines of "
        f"{upper} into {lower} with a text editor, then delete {upper}."
    )
    for opened in (season_dir, night):
        aliases = load_aliases(opened)
        assert aliases.names == {"emilio": "Emil", "borya": "Boris"}, opened
        assert [p.message("en") for p in aliases.problems] == [said], opened
        assert aliases.problems[0].message("ru", within=season_dir) == (
            f"{ALIASES_FILE} и Mjgui-Aliases.txt — два файла псевдонимов в одной папке, имена "
            "которых различаются только регистром букв: читаются оба, но на компьютере с Windows или "
            "macOS останется только один из них. Перенесите строки файла Mjgui-Aliases.txt в файл "
            f"{ALIASES_FILE} в текстовом редакторе, затем удалите Mjgui-Aliases.txt."
        )
        out = io.StringIO()
        league_command([str(opened)], out)
        text = out.getvalue()
        assert "Emil " in text and "Boris " in text, opened
        assert "Emilio" not in text and "Borya" not in text, opened
        assert text.count("are two aliases files in one folder") == 1, opened
    add_alias(night, "Dasha", "Daria")  # a merge writes to the exact name, as before
    assert (
        lower.read_bytes() == b"Borya = Boris\ndasha = Daria\n" and upper.read_bytes() == b"Emilio = Emil\n"
    )
    # the first of the two by name when neither is the exact one
    lower.rename(season_dir / "MJGUI-ALIASES.TXT")
    notes = load_aliases(night).problems
    assert [
        (p.code, Path(str(p.params["original"])).name, Path(str(p.params["path"])).name) for p in notes
    ] == [("alias_case_twin", "MJGUI-ALIASES.TXT", "Mjgui-Aliases.txt")]

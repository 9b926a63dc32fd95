"""The club's table and its exports as a club secretary uses them (audit s50, clubcsv): two
look-alike names who sat at one table told apart wherever they are shown, the league's text
table marking look-alike rows as the window does, ``--csv FILE`` holding one table whatever the
filters leave, every character that shows nothing dropped from a name's key and from what the
club shows and exports, ``--csv -`` refused, and exports said when standard output then fails."""

from __future__ import annotations

import csv
import errno
import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.club import TABLE_COLUMNS, ClubController
from mjgui.core.game.record import name_key, parse_record
from mjgui.core.league.season import load_season
from mjgui.core.league.standings import standings
from mjgui.leaguecli import league_command
from mjgui.output import Output, OutputError
from tests.clubgames import league_run, write_games


def _csv(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


# -- 4. every character that shows nothing ----------------------------------------------------------
@pytest.mark.parametrize("invisible", ["\U000e0100", "\U000e01ef", "\u17b4", "\u17b5", "\u180f", "\u180e"])
def test_every_default_ignorable_character_is_dropped_from_a_names_key(
    invisible: str, tmp_path: Path
) -> None:
    """The variation selectors supplement (ideographic variation sequences), the Khmer
    inherent vowels and the Mongolian free variation selector U+180F were kept: "Aiko" and
    "Aiko" were two players, seated at one table and counted apart. The Mongolian vowel
    separator U+180E, a format character, was dropped already: it stays so beside them."""
    assert name_key(f"Aiko{invisible}") == name_key("Aiko")
    record = parse_record(f"rules seed\nplayers Aiko Aiko{invisible} Chen Dasha\n")
    assert [(e.code, e.line) for e in record.errors] == [("name_twice", 2)]
    folder = write_games(tmp_path / "club", "Aiko Boris Chen Dasha", f"Aiko{invisible} Boris Chen Dasha")
    rows = standings(load_season([folder]))
    assert [(r.name, r.games) for r in rows if name_key(r.name) == "aiko"] == [("Aiko", 2)]


# -- 6. a first spelling with a character that shows nothing ------------------------------------------
def test_a_name_is_shown_and_exported_without_the_characters_that_show_nothing(tmp_path: Path) -> None:
    """Ann with a zero-width space, counted together with ANN, was exported as "Ann\\u200b": a
    spreadsheet's lookup of "Ann" missed the row. The record keeps the name as written."""
    folder = write_games(tmp_path / "club", "Boris Ann\u200b Chen Dasha", "Boris ANN Chen Dasha")
    table, games = tmp_path / "league.csv", tmp_path / "games.csv"
    status, out, _ = league_run(str(folder), "--csv", str(table), "--games-csv", str(games))
    assert status == 0
    assert [row[1:3] for row in _csv(table)[1:2]] == [["Ann", "2"]]
    assert "\u200b" not in table.read_text(encoding="utf-8") + out
    assert "\u200b" in (folder / "g01.mjgame").read_text(encoding="utf-8")  # the record as written
    club = ClubController()
    club.open_folder(folder)
    assert "Ann" in [r.name for r in club.view().rows]
    # a joiner between two letters shapes them: kept; one at a name's end shows nothing
    from mjgui.core.game.record import without_invisible

    assert without_invisible("Ali\u200cReza") == "Ali\u200cReza" and without_invisible("Ali\u200d") == "Ali"
    assert without_invisible("\u200b") == "\u200b"  # nothing else: as it is


# -- 1. look-alike names who sat at one table ---------------------------------------------------
def test_lookalike_names_who_sat_at_one_table_are_marked_wherever_shown_and_never_offered_as_one(
    tmp_path: Path,
) -> None:
    """Boris and Вoris (a Cyrillic В) sat at one table and played other games apart: two
    players, but the window, its chart, the league's text and the notes showed two rows
    "Boris" with no mark (the mark came only with the merge notice, rightly left out for them)."""
    folder = write_games(
        tmp_path / "club", "Boris Вoris Chen Dasha", "Aiko Boris Chen Dasha", "Aiko Вoris Chen Dasha"
    )
    club = ClubController()
    club.open_folder(folder)
    view = club.view()
    shown = {r.name: r.cells[TABLE_COLUMNS.index("name")] for r in view.rows}
    assert shown["Вoris"] == "Вoris (Cyrillic: В)" and shown["Boris"] == "Boris"
    legend = [s.name for s in view.chart.series]
    assert "Вoris (Cyrillic: В)" in legend and "Boris" in legend and "Вoris" not in legend
    note = (
        "Вoris (Cyrillic: В) and Boris look alike but are two players: they sat at one table in "
        'g01.mjgame. Letter 1 of Вoris, "В", is Cyrillic, where Boris has a Latin letter.'
    )
    assert view.lookalikes == (note,) and view.lookalike_head == "Names that look alike:"
    assert "merge" not in note  # two players: never offered as one
    assert not view.notes_warn  # nothing in the table may be wrong
    russian = ClubController("ru")
    russian.open_folder(folder)
    assert russian.view().lookalikes[0].startswith("Вoris (кириллица: В) и Boris похожи, но это два игрока")
    status, out, _ = league_run(str(folder), "--csv", str(tmp_path / "league.csv"))
    assert status == 0
    assert "  1  Вoris (Cyrillic: В)       2       +94" in out
    assert "  2  Boris                     2       +52" in out
    assert note.replace("g01.mjgame", str(folder / "g01.mjgame")) in out
    # the files keep the names plain
    assert {row[1] for row in _csv(tmp_path / "league.csv")[1:]} >= {"Boris", "Вoris"}


# -- 2. the league's text table marks look-alike rows ---------------------------------------------
def test_the_league_text_table_marks_lookalike_rows_as_the_window_does(tmp_path: Path) -> None:
    """Boris, Bоris and Вoris: the notes named "Вoris (Cyrillic: В)", but the table printed three
    rows that all read "Boris", so the notes could not be matched to rows."""
    tables = ("Aiko Boris Chen Dasha", "Aiko Вoris Chen Dasha", "Aiko Bоris Chen Dasha")
    folder = write_games(tmp_path / "club", *tables)
    status, out, _ = league_run(str(folder), "--games-csv", str(tmp_path / "games.csv"))
    assert status == 0
    lines = out.splitlines()
    assert lines[1] == "  #  Player                Games     Total  Avg. place   1st  2nd  3rd  4th"
    assert lines[2:5] == [
        "  1  Boris                     1       +47        1.00     1    0    0    0",
        "  2  Bоris (Cyrillic: о)       1       +47        1.00     1    0    0    0",
        "  3  Вoris (Cyrillic: В)       1       +47        1.00     1    0    0    0",
    ]
    _, ru, _ = league_run(str(folder), "--lang", "ru")
    assert "Вoris (кириллица: В)" in ru and "Bоris (кириллица: о)" in ru
    # the JSON and the CSV keep each name as it is
    _, answer, _ = league_run(str(folder), "--json")
    assert [p["name"] for p in json.loads(answer)["players"]][:3] == ["Boris", "Bоris", "Вoris"]
    assert "Cyrillic" not in (tmp_path / "games.csv").read_text(encoding="utf-8-sig")


# -- 3. --csv FILE: a file by the table's seats ---------------------------------------------------
def test_csv_file_holds_the_four_player_table_and_its_sibling_the_three_player_one_whatever_the_filters_leave(
    tmp_path: Path,
) -> None:
    """A --since that left only three-player games wrote the three-player table into FILE (over
    the four-player one); one that left only four-player games left an earlier -sanma file as
    it was, stale."""
    folder = write_games(tmp_path / "club", "Aiko Boris Chen Dasha")  # 2026-11-01
    write_games(folder, "Emil Fedya Goro", day=20, sanma=True)  # 2026-11-20
    out = tmp_path / "out"
    out.mkdir()
    league, sanma = out / "league.csv", out / "league-sanma.csv"
    assert league_run(str(folder), "--csv", str(league))[0] == 0
    assert _csv(league)[0][-3:] == ["fourth", "best", "worst"] and len(_csv(league)) == 5
    assert "fourth" not in _csv(sanma)[0] and len(_csv(sanma)) == 4

    status, text, _ = league_run(str(folder), "--since", "2026-11-10", "--csv", str(league))
    assert status == 0
    four = _csv(league)  # the four-player table, no game left: its head alone
    assert "fourth" in four[0] and len(four) == 1
    assert "fourth" not in _csv(sanma)[0] and [r[1] for r in _csv(sanma)[1:]] == ["Emil", "Goro", "Fedya"]
    assert f"Saved {league}." in text and f"Saved {sanma}." in text

    league_run(str(folder), "--csv", str(league))
    status, text, _ = league_run(str(folder), "--until", "2026-11-10", "--csv", str(league))
    assert status == 0
    assert len(_csv(league)) == 5  # the four players
    assert len(_csv(sanma)) == 1 and "fourth" not in _csv(sanma)[0]  # no stale table: its head alone
    assert f"Saved {sanma}." in text

    # --players keeps one table: its own file alone, the other left as it was
    league_run(str(folder), "--csv", str(league))
    before = league.read_bytes()
    status, text, _ = league_run(str(folder), "--players", "3", "--csv", str(league))
    assert status == 0 and league.read_bytes() == before and f"Saved {league}." not in text
    assert len(_csv(sanma)) == 4 and "fourth" not in _csv(sanma)[0]

    # a club of three-player games alone: its table is FILE
    alone = write_games(tmp_path / "sanma", "Emil Fedya Goro", sanma=True)
    only = tmp_path / "only.csv"
    assert league_run(str(alone), "--since", "2026-12-01", "--csv", str(only))[0] == 0
    assert _csv(only) == [_csv(sanma)[0]] and not (tmp_path / "only-sanma.csv").exists()


def test_games_csv_on_the_sanma_file_is_refused_with_its_own_words_under_players_3(tmp_path: Path) -> None:
    folder = write_games(tmp_path / "club", "Aiko Boris Chen Dasha")
    write_games(folder, "Emil Fedya Goro", day=20, sanma=True)
    league = tmp_path / "league.csv"
    status, _, err = league_run(
        str(folder), "--players", "3", "--csv", str(league), "--games-csv", str(tmp_path / "league-sanma.csv")
    )
    assert status == 2 and err.startswith("--csv writes the three-player table to ")
    assert not list(tmp_path.glob("*.csv"))


# -- 5. --csv - ----------------------------------------------------------------------------------
@pytest.mark.parametrize("option", ["--csv", "--games-csv"])
def test_a_dash_for_an_export_is_refused_and_writes_no_file_named_dash(
    option: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = write_games(tmp_path / "club", "Aiko Boris Chen Dasha")
    write_games(folder, "Emil Fedya Goro", day=20, sanma=True)
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    status, out, err = league_run(str(folder), option, "-")
    assert status == 2 and out == "" and list(here.iterdir()) == []
    assert err == (
        f'{option} needs a file name: "-" would be a file of that name in the current folder, and the '
        "CSV is not written to standard output, which holds the league table. Give a file name (./- for "
        "a file named -). Nothing was written.\n"
    )
    status, out, _ = league_run(str(folder), option, "-", "--json")
    said = json.loads(out)
    assert status == 2 and said["error"]["code"] == "export_dash" and said["error"]["option"] == option
    _, _, err = league_run(str(folder), option, "-", "--lang", "ru")
    assert err.startswith(f"{option}: нужно имя файла")
    assert list(here.iterdir()) == []
    assert league_run(str(folder), option, "./-")[0] == 0 and (here / "-").is_file()  # a file named so


# -- failwrites 3: standard output failing after the exports were written -----------------------------
class _Full(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("as_json", [False, True])
def test_exports_written_before_standard_output_failed_are_said_on_standard_error(
    as_json: bool, tmp_path: Path
) -> None:
    """``league --csv out/a.csv > /dev/full``: the CSV files were replaced, but the run said only
    "the output could not be written" (exit 74), and a script took the export for failed."""
    folder = write_games(tmp_path / "club", "Aiko Boris Chen Dasha")
    write_games(folder, "Emil Fedya Goro", day=20, sanma=True)
    league, sanma = tmp_path / "a.csv", tmp_path / "a-sanma.csv"
    err = io.StringIO()
    argv = [str(folder), "--csv", str(league), *(["--json"] if as_json else [])]
    with pytest.raises(OutputError):
        league_command(argv, Output(_Full()), err)
    assert league.is_file() and sanma.is_file()
    assert err.getvalue() == (
        f"{league} was saved, though the league's answer could not be written to standard output.\n"
        f"{sanma} was saved, though the league's answer could not be written to standard output.\n"
    )

"""No formula planted in a CSV export (issue 23, item 2).

Anyone who can write to the club's shared folder chooses player names (in records), aliases
(in mjgui-aliases.txt) and file names; a spreadsheet runs a cell starting with ``=``, ``+``,
``-`` or ``@`` as a formula. Every CSV mjgui writes (``--csv``, ``--games-csv``, the club
window's two exports) must write such a cell with a single quote in front (the OWASP advice),
and numbers as numbers.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.aliases import ALIASES_FILE
from mjgui.core.league.export import (
    FORMULA_START,
    csv_cell,
    csv_text,
    is_export_file,
    read_csv,
    standings_csv,
)
from mjgui.core.league.standings import Standing, Stats
from mjgui.core.numbers import number
from mjgui.leaguecli import league_command
from tests.test_league import HAND_WRITTEN

LINK = '=HYPERLINK("http://example.invalid/x","open")'
FILE_LINK = '=HYPERLINK("x.example.invalid","open")'  # a file name has no slash


def _planted(tmp_path: Path) -> Path:
    folder = tmp_path / "shared"
    folder.mkdir()
    # names a record accepts, each a formula in a spreadsheet
    game = HAND_WRITTEN.replace("Aiko", "+1+1").replace("Chen", "@SUM(1;2)").replace("Dasha", "-2+3")
    (folder / "evening.mjgame").write_text(game, encoding="utf-8")
    # a file name that is a formula: another evening's game, its daisangen of other tiles (every
    # hand alike, seat by seat, it would be a copy of the first with its names corrected)
    other = HAND_WRITTEN.replace("27", "28").replace("555z666z777z123m44p", "555z666z777z234m44p")
    (folder / f"{FILE_LINK}.mjgame").write_text(other, encoding="utf-8")
    # aliases that are formulas (the tab before one is read as a space)
    (folder / ALIASES_FILE).write_text(f"Borya = {LINK}\nAiko = \t=1+2\n", encoding="utf-8")
    return folder


def _cells(path: Path, separator: str = ",") -> list[list[str]]:
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # a byte order mark: Excel reads UTF-8
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=separator))
    assert rows == read_csv(data.decode("utf-8"))  # the reader of the code reads it back too
    return rows


def _assert_safe(rows: list[list[str]]) -> None:
    for row in rows:
        for cell in row:
            if _number(cell):
                continue
            assert not cell.lstrip(" ").startswith(FORMULA_START), f"formula cell {cell!r}"


def _number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True


def test_the_command_line_exports_neutralise_formulas(tmp_path: Path) -> None:
    folder = _planted(tmp_path)
    table, games = tmp_path / "table.csv", tmp_path / "games.csv"
    status = league_command([str(folder), "--csv", str(table), "--games-csv", str(games)], io.StringIO())
    assert status == 0
    rows = _cells(table)
    _assert_safe(rows)
    names = {row[1] for row in rows[1:]}
    assert {"'+1+1", "'@SUM(1;2)", "'-2+3", "'" + LINK, "'=1+2"} <= names
    totals = [row[3] for row in rows[1:]]
    assert any(t.startswith("-") for t in totals)  # a negative score stays a number
    assert all(_number(t) for t in totals)
    rows = _cells(games)
    _assert_safe(rows)
    assert "'" + FILE_LINK + ".mjgame" in {row[1] for row in rows}
    assert "'+1+1" in {row[4] for row in rows}
    assert {"-31", "-16"} <= {row[7] for row in rows}  # scores below zero are plain numbers
    assert "'-31" not in {row[7] for row in rows}


def test_the_club_window_exports_neutralise_formulas(tmp_path: Path) -> None:
    folder = _planted(tmp_path)
    club = ClubController()
    club.open_folder(folder)
    table, games = tmp_path / "w-table.csv", tmp_path / "w-games.csv"
    assert club.export_csv(table) and club.export_games_csv(games)
    rows = _cells(table)
    _assert_safe(rows)
    assert "'@SUM(1;2)" in {row[1] for row in rows}
    rows = _cells(games)
    _assert_safe(rows)
    assert "'" + FILE_LINK + ".mjgame" in {row[1] for row in rows}


@pytest.mark.parametrize(
    ("value", "written"),
    [
        ("=1+1", "'=1+1"),
        ("+1", "'+1"),
        ("-1+1", "'-1+1"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "'\t=1"),
        ("\r=1", "'\r=1"),
        ("  =1", "'  =1"),
        ("Aiko", "Aiko"),
        ("a=b", "a=b"),
        # names a spreadsheet reads as a number, a date or a time (and changes), in either language
        ("1e5", "'1e5"),
        ("1.5", "'1.5"),
        ("1,5", "'1,5"),
        ("1/2", "'1/2"),
        ("3-4", "'3-4"),
        ("2026-01-01", "'2026-01-01"),
        ("1:30", "'1:30"),
        ("1a", "'1a"),
        (" 5%", "' 5%"),
        ("(5)", "'(5)"),
        ("$5", "'$5"),
        (".5", "'.5"),
        ("Jan 5", "'Jan 5"),
        ("май-5", "'май-5"),
        ("TRUE", "'TRUE"),
        ("ложь", "'ложь"),
        ("1 000", "'1 000"),
        ("1,000.5", "'1,000.5"),
        ("5-", "'5-"),
        ("01.02.2026", "'01.02.2026"),
        ("2026-01-01 10:00", "'2026-01-01 10:00"),
        ("May 5, 2026", "'May 5, 2026"),
        ("5 мая", "'5 мая"),
        ("ИСТИНА", "'ИСТИНА"),
        # a sign after, a currency in brackets, spaces by the e, a separator after a date, a
        # time after a month's name, a day's name before: a number or a date to LibreOffice
        *((cell, "'" + cell) for cell in ("18+", "5+", "1 e5", "9.5.", "31.12.", "1/2/")),
        *((cell, "'" + cell) for cell in ("2026-11-01.", "($5)", "(5 ₽)", "May 5, 2026 10:00")),
        ("Sun May 5", "'Sun May 5"),
        # a day's whole name and a comma, a comma before a month-name date's time, more spaces
        # between a number's parts or before a time: converted by LibreOffice too
        *((cell, "'" + cell) for cell in ("Sunday, May 5", "Sunday, May 5, 2026", "воскресенье, 5 мая 2026")),
        *((cell, "'" + cell) for cell in ("May 5, 2026, 10:00", "1  e5", "5  +", "($  5)", "5  %")),
        *((cell, "'" + cell) for cell in ("10  pm", "2026-01-01  10:00")),
        *((cell, cell) for cell in ("Sun, May 5", "вс, 5 мая 2026", "Friday, 13", "May 5, 10:00", "1  000")),
        ("'Ivan", "''Ivan"),  # so that a program takes one ' off every text cell beginning with one
        # texts that only begin with a digit or a month, which a spreadsheet keeps as they are
        ("2Pac", "2Pac"),
        ("Octavia2", "Octavia2"),
        ("Марина2", "Марина2"),
        ("Junior 2", "Junior 2"),
        ("Marina 2", "Marina 2"),
        ("4chan", "4chan"),
        ("7even", "7even"),
        ("Агент007", "Агент007"),
        ("Май5", "Май5"),
        ("1,2,3", "1,2,3"),
        ("€5", "€5"),
        ("2026-11-01-00.mjgame", "2026-11-01-00.mjgame"),  # records named by date
        ("2019010100gm-00a9-0000-abcdef01.mjgame", "2019010100gm-00a9-0000-abcdef01.mjgame"),
        ("May", "May"),
        ("True Grit", "True Grit"),
        ("Ivan'", "Ivan'"),
        ("EMA 2016", "EMA 2016"),
        ("Sunny May 5", "Sunny May 5"),
        ("1.5.mjgame", "1.5.mjgame"),
        (dt.date(2026, 1, 1), "2026-01-01"),  # a game's date: a date to a spreadsheet too
        ("", ""),
        (-3.5, -3.5),
        (-16, -16),
        (0, 0),
        (None, ""),
    ],
)
def test_csv_cell(value: object, written: object) -> None:
    assert csv_cell(value) == written


NUMBER_NAMES = ("1e5", "1.5", "1/2", "3-4")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_names_a_spreadsheet_reads_as_numbers_or_dates_stay_text_window_and_command_line_alike(
    tmp_path: Path, lang: str
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    game = HAND_WRITTEN
    for name, number_like in zip(("Aiko", "Borya", "Chen", "Dasha"), NUMBER_NAMES, strict=True):
        game = game.replace(name, number_like)
    (folder / "evening.mjgame").write_text(game, encoding="utf-8")
    (folder / ALIASES_FILE).write_text("3-4 = 1:30\n", encoding="utf-8")
    table, games = tmp_path / "table.csv", tmp_path / "games.csv"
    out = io.StringIO()
    status = league_command(
        [str(folder), "--lang", lang, "--csv", str(table), "--games-csv", str(games)], out
    )
    assert status == 0, out.getvalue()
    separator = ";" if lang == "ru" else ","
    rows = _cells(table, separator)
    assert {row[1] for row in rows[1:]} == {"'1e5", "'1.5", "'1/2", "'1:30"}
    game_rows = _cells(games, separator)[1:]
    assert {row[4] for row in game_rows} == {"'1e5", "'1.5", "'1/2", "'1:30"}
    assert {row[0] for row in game_rows} == {"2026-11-27"}  # the date column: a date to a spreadsheet
    assert {row[1] for row in game_rows} == {"evening.mjgame"}
    # the window writes the very same bytes
    club = ClubController(lang)
    club.open_folder(folder)
    w_table, w_games = tmp_path / "w-table.csv", tmp_path / "w-games.csv"
    assert club.export_csv(w_table) and club.export_games_csv(w_games)
    assert w_table.read_bytes() == table.read_bytes()
    assert w_games.read_bytes() == games.read_bytes()


def test_csv_text_reads_back_as_the_quoted_text() -> None:
    text = csv_text(("name", "score"), [("=2+3", -16), ('a "quoted", name', 4.5)])
    assert text.startswith("\ufeffname,score\n")
    assert (
        list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
        == read_csv(text)
        == [
            ["name", "score"],
            ["'=2+3", "-16"],
            ['a "quoted", name', "4.5"],
        ]
    )


# three evenings of one table (a yakuman, a short game, four draws)
EVENINGS = {
    "g1.mjgame": "rules seed\nplayers Aiko Boris Chen Dasha\n# date 2026-01-10\nron Chen from Aiko yakuman\n",
    "g2.mjgame": (
        "rules seed east_only=on\nplayers Boris Aiko Dasha Chen\n# date 2026-01-11\nriichi Aiko\n"
        "ron Aiko from Boris 3 40\ntsumo Chen 2 30\ndraw tenpai Boris\nron Dasha from Chen 1 30\n"
    ),
    "g3.mjgame": (
        "rules seed east_only=on\nplayers Chen Dasha Aiko Boris\n# date 2026-01-12\ndraw\ndraw\ndraw\ndraw\n"
    ),
}


def _evenings(tmp_path: Path) -> Path:
    folder = tmp_path / "season"
    folder.mkdir()
    for name, text in EVENINGS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("column", "order"), [("name", "ABCD"), ("average_place", "CDAB"), ("first", "CADB")]
)
def test_the_window_table_csv_ranks_each_player_by_the_league_whatever_the_sort(
    tmp_path: Path, column: str, order: str
) -> None:
    club = ClubController()
    club.open_folder(_evenings(tmp_path))
    club.sort_by(column)
    path = tmp_path / "table.csv"
    assert club.export_csv(path)
    rows = _cells(path)[1:]
    # the league: Chen +47 -5 +15 = +57, Dasha -5 +5 +5 = +5, Boris +5 -18 -15 = -28,
    # Aiko -47 +18 -5 = -34
    league = {"Chen": "1", "Dasha": "2", "Boris": "3", "Aiko": "4"}
    assert "".join(row[1][0] for row in rows) == order  # the rows in the window's order
    assert {row[1]: row[0] for row in rows} == league  # each with its league rank
    assert [row.cells[0] for row in club.view().rows] == [league[row[1]] for row in rows]


def test_a_russian_csv_has_semicolons_and_decimal_commas() -> None:
    text = csv_text(("name", "score"), [("=2+3", -16), ("a; b", -3.5), ("Zoë", 4.5)], "ru")
    assert text == '\ufeffname;score\n\'=2+3;-16\n"a; b";-3,5\nZoë;4,5\n'
    assert read_csv(text) == [["name", "score"], ["'=2+3", "-16"], ["a; b", "-3,5"], ["Zoë", "4,5"]]


def test_the_exports_in_russian_are_for_russian_excel(tmp_path: Path) -> None:
    folder = _planted(tmp_path)
    table, games = tmp_path / "table.csv", tmp_path / "games.csv"
    out = io.StringIO()
    assert (
        league_command([str(folder), "--lang", "ru", "--csv", str(table), "--games-csv", str(games)], out)
        == 0
    )
    for rows in (_cells(table, ";"), _cells(games, ";")):
        _assert_safe([[c.replace(",", ".") for c in row] for row in rows])
    rows = _cells(table, ";")
    assert rows[0][:6] == ["rank", "name", "games", "total", "average", "average_place"]
    # the hand-written game twice: -2+3 (Dasha's seat in one) and Dasha first with +49 each
    assert [row[:6] for row in rows[1:3]] == [
        ["1", "'-2+3", "1", "49", "49,0", "1,00"],
        ["2", "Dasha", "1", "49", "49,0", "1,00"],
    ]
    assert {"'+1+1", "'@SUM(1;2)"} <= {row[1] for row in rows}
    assert all("." not in row[4] and "," in row[4] for row in rows[1:])  # 2,50: a decimal comma
    assert [row[4] for row in _cells(games, ";")[1:5]] == ["'+1+1", "'" + LINK, "'@SUM(1;2)", "'-2+3"]
    # the window in Russian writes the same; in English, commas and decimal points
    club = ClubController("ru")
    club.open_folder(folder)
    assert club.export_csv(tmp_path / "w-table.csv") and club.export_games_csv(tmp_path / "w-games.csv")
    assert _cells(tmp_path / "w-table.csv", ";") == rows
    assert len(_cells(tmp_path / "w-games.csv", ";")) == 9
    club.set_lang("en")
    assert club.export_csv(tmp_path / "w-table.csv")
    english = _cells(tmp_path / "w-table.csv")
    assert english[1][:6] == ["1", "'-2+3", "1", "49", "49.0", "1.00"]


FORMULA_NAMES = """# date 2026-11-27
rules seed east_only=on
players Aiko +Boris -Dasha @x
ron +Boris from Aiko hand "234m567p345678s55s --riichi"
riichi -Dasha
tsumo @x hand "555z666z777z123m44p"
draw tenpai Aiko
ron -Dasha from @x 2 30
"""


@pytest.mark.parametrize(("lang", "separator"), [("en", ","), ("ru", ";")])
def test_formula_names_are_quoted_negative_totals_stay_numbers_and_the_exports_read_back(
    tmp_path: Path, lang: str, separator: str
) -> None:
    """Names "=1+1" (an alias: a record's name has no "="), "+Boris", "-Dasha" and "@x" are
    written with a quote in front; the totals below zero (-14, -28, -3) stay numbers; and the
    files read whole as exports again, so that ``league DIR/* --csv DIR/league.csv`` (the
    exports among the files named) replaces them instead of refusing them as files read."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "a.mjgame").write_text(FORMULA_NAMES, encoding="utf-8")
    (folder / ALIASES_FILE).write_text("Aiko = =1+1\n", encoding="utf-8")
    table, games = folder / "league.csv", folder / "games.csv"
    words = ["--lang", lang, "--csv", str(table), "--games-csv", str(games)]
    assert league_command([str(folder), *words], io.StringIO()) == 0
    point = "." if lang == "en" else ","
    assert [row[:4] for row in _cells(table, separator)] == [
        ["rank", "name", "games", "total"],
        ["1", "'@x", "1", "45"],
        ["2", "'-Dasha", "1", "-3"],
        ["3", "'=1+1", "1", "-14"],
        ["4", "'+Boris", "1", "-28"],
    ]
    assert _cells(table, separator)[4][4] == f"-28{point}0"  # the average: a number too
    assert [(row[4], row[7]) for row in _cells(games, separator)[1:]] == [
        ("'=1+1", "-14"),
        ("'+Boris", "-28"),
        ("'-Dasha", "-3"),
        ("'@x", "45"),
    ]
    assert is_export_file(table) and is_export_file(games)
    first = table.read_bytes(), games.read_bytes()
    # run again over every file of the folder: the exports are named too, and replaced
    out = io.StringIO()
    named = sorted(str(p) for p in folder.iterdir())
    # the aliases file and the exports are the season's own files, passed over (no file
    # skipped), and the folder's aliases applied: the exports are those of the folder
    assert league_command([*named, *words], out) == 0, out.getvalue()
    assert "was not written" not in out.getvalue() and "не записан" not in out.getvalue()
    assert table.read_bytes() == first[0]
    names = [(row[4], row[7]) for row in _cells(games, separator)[1:]]  # files named as given
    assert names == [("'=1+1", "-14"), ("'+Boris", "-28"), ("'-Dasha", "-3"), ("'@x", "45")]


@pytest.mark.parametrize(("lang", "zero"), [("en", "0.0"), ("ru", "0,0")])
def test_an_average_that_rounds_to_zero_is_written_without_a_sign_as_the_window_shows_it(
    lang: str, zero: str
) -> None:
    """Three games of unrounded final scores adding up to -0.1 average -0.033: the window shows
    0.0 (a value that rounds to zero has no sign), and so does the CSV, not -0.0; a real
    negative average keeps its minus."""
    rows = [
        Standing("Aiko", 3, -100, (0, 3, 0, 0), 0, -100, Stats()),
        Standing("Boris", 2, -300, (0, 2, 0, 0), 0, -300, Stats()),
    ]
    table = read_csv(standings_csv(rows, lang=lang))
    assert [row[4] for row in table[1:]] == [zero, "-0,2" if lang == "ru" else "-0.2"]
    assert number(rows[0].average / 1000, lang, digits=1) == zero


#: cells as a spreadsheet opening a CSV reads them (LibreOffice Calc, en-US and ru-RU,
#: proved by :func:`test_the_cells_quoted_are_those_a_spreadsheet_converts`)
SPREADSHEET_CELLS = (
    *("2026-11-01-00.mjgame", "2019010100gm-00a9-0000-abcdef01.mjgame", "Octavia2", "2Pac"),
    *("Марина2", "Junior 2", "Marina 2", "4chan", "7even", "Агент007", "Иван2", "Май5", "€5"),
    *("True Grit", "EMA 2016", "1 2", "1,2,3", "#5", "1-2-3-4", "v1.5", "May", "Jan"),
    *("007", "42", "1e5", "1E+05", "1.5", "1,5", "1,000", "1,000.5", "1 000", "1 000,5", ".5"),
    *("5.", "5%", "5 %", "(5)", "$5", "5$", "5 ₽", "5-", "1 1/2"),
    *("1/2", "1/2/2026", "2026-01-01", "2026-1-1", "1.2", "1.2.2026", "01.02.2026"),
    *("1:30", "1:30:15", "10:00 am", "10 pm", "13:5", "100:30", "2026-01-01 10:00"),
    *("May 5", "May-5", "May 2026", "May 5, 2026", "Mar 2", "March 2", "Sept 5"),
    *("май-5", "5 мая", "5 мая 2026", "май 2026", "5 май", "янв 5", "5 янв", "5.янв", "янв-2026"),
    *("TRUE", "true", "FALSE", "ИСТИНА", "ЛОЖЬ"),
    # a sign after, a currency inside the brackets, spaces around the exponent's e
    *("5+", "18+", "100+", "1.5+", "1,5+", "1e5+", "5 +", "5 -", "1e-5+"),
    *("($5)", "(5$)", "(5 ₽)", "(₽5)", "5-$", "(1 000 ₽)", "1 e5", "1e 5", "1 e 5"),
    # a separator after a date (ru: 9 May), a time after a month's name, a day's name before
    *("9.5.", "31.12.", "1.1.", "01.11.", "8.3.", "1.5.", "1/2/", "2026-11-01."),
    *("May 5, 2026 10:00", "May 5 2026 10:00 pm", "5 мая 2026 10:00"),
    *("Sun May 5", "Sunday May 5", "Sat May 5", "Wed 5/1", "вс 5 мая", "пн 5 мая"),
    # a day's whole name and a comma (en, ru), a comma before a month-name date's time, more
    # spaces between a number's parts or before a time
    *("Sunday, May 5", "Sunday, May 5, 2026", "Sunday, 5/5/2026", "Tuesday, May 5"),
    *("воскресенье, 5 мая 2026", "пятница, 8 мая", "May 5, 2026, 10:00", "May 5 2026, 10:00"),
    *("1  e5", "1 e  5", "1e- 5", "5  +", "5  -", "($  5)", "(5  $)", "( 5)", "(5 )", "5  %", "5  ₽"),
    *("10:00  pm", "10  pm", "2026-01-01  10:00", "5/5/2026  10:00"),
    # ... and names they are kept apart from: text to both
    *("Sunny May 5", "Sun, May 5", "Mark 5", "Monday 5", "1.5.mjgame", "Ivan 1.5", "R2-D2"),
    *("вс, 5 мая 2026", "Sunday,May 5", "May 5, 10:00", "May 5, 2026, 10 pm", "Friday, 13"),
    *("Sunday Morning", "1  000", "5  stars", "Top  5", "10:00  a"),
)
#: what Excel reads as a date or a time that LibreOffice keeps as text: quoted too
EXCEL_CONVERTS = {"3-4", "3-4-2026", "12-13", "2026/1/2", "5 May", "5-May", "5 May 2026", "1a", "1p"}


def _calc_reads(tmp_path: Path, lang: str, cells: tuple[str, ...]) -> dict[str, str]:
    """Each of ``cells``, written bare in a CSV of ``lang`` (its separator), as LibreOffice opens
    it (the language's locale): its value type ("string": kept as text)."""
    import shutil
    import subprocess
    from xml.etree import ElementTree

    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        pytest.skip("LibreOffice is not installed")
    separator, locale = (",", 1033) if lang == "en" else (";", 1049)
    source = tmp_path / f"bare-{lang}.csv"
    out = io.StringIO()
    csv.writer(out, delimiter=separator, lineterminator="\n").writerows(
        [["head", "x"], *([c, "1"] for c in cells)]
    )
    source.write_text(out.getvalue(), encoding="utf-8-sig")
    subprocess.run(
        [
            soffice,
            f"-env:UserInstallation={(tmp_path / 'lo-profile').as_uri()}",
            "--headless",
            f"--infilter=CSV:{ord(separator)},34,76,1,,{locale}",
            "--convert-to",
            "fods",
            "--outdir",
            str(tmp_path),
            str(source),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    table = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
    office = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
    rows = list(ElementTree.parse(tmp_path / f"bare-{lang}.fods").iter(f"{table}table-row"))[1:]
    return {
        cell: (row.find(f"{table}table-cell").get(f"{office}value-type") or "")  # type: ignore[union-attr]
        for cell, row in zip(cells, rows, strict=False)
    }


def test_the_cells_quoted_are_those_a_spreadsheet_converts(tmp_path: Path) -> None:
    """A quote only where a spreadsheet would change the cell: LibreOffice's reading in English
    and in Russian (and Excel's dates and times that it keeps), never a name or a record's file
    that merely begins with a digit or a month ('2Pac', 'Octavia2', '2026-11-01-00.mjgame')."""
    cells = (*SPREADSHEET_CELLS, *sorted(EXCEL_CONVERTS))
    en, ru = _calc_reads(tmp_path, "en", cells), _calc_reads(tmp_path, "ru", cells)
    assert len(en) == len(ru) == len(cells)
    converted = {c for c in cells if en[c] != "string" or ru[c] != "string"}
    assert not converted & EXCEL_CONVERTS  # else it is no longer Excel's alone
    quoted = {c for c in cells if csv_cell(c) == "'" + c}
    assert quoted == converted | EXCEL_CONVERTS
    assert {"1e5", "1/2", "май-5", "ИСТИНА", "TRUE", "(5)", "5 %"} <= converted
    assert {"18+", "1 e5", "9.5.", "1/2/", "2026-11-01.", "($5)", "(5 ₽)", "Sun May 5"} <= converted
    assert {"May 5, 2026 10:00", "31.12.", "5+"} <= converted
    assert {"Sunday, May 5", "воскресенье, 5 мая 2026", "May 5, 2026, 10:00", "1  e5", "5  +"} <= converted
    assert {"($  5)", "5  %"} <= converted
    assert not {"2Pac", "Octavia2", "Марина2", "2026-11-01-00.mjgame"} & quoted

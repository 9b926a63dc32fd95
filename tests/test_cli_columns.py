"""The text tables of ``mjgui game`` and ``mjgui league`` line up in a terminal whatever the
names: a column is padded by the columns a terminal gives a name (a kanji two, an accent put on
a letter none; mjgui.core.shown.text_width), not by its count of characters, which pushed every
column after ``長谷川`` three columns to the right. Names of one column a character are padded
as before, byte for byte."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.shown import pad, text_width
from mjgui.gamecli import game_command
from mjgui.leaguecli import league_command

#: a kanji name (6 columns in 3 characters), an accent put on a letter (``e`` and U+0301: 4
#: columns in 5 characters), a Cyrillic name and a short Latin one
NAMES = ("長谷川", "Jose\u0301", "Борис", "Aiko")
GAME = """\
rules seed east_only=on
players 長谷川 Jose\u0301 Борис Aiko
ron 長谷川 from Борис 3 30
tsumo Aiko 2 30
draw
draw
draw
"""


def test_text_width_counts_a_terminals_columns() -> None:
    assert text_width("Aiko") == 4
    assert text_width("Борис") == 5
    assert text_width("長谷川") == 6  # East Asian Wide
    assert text_width("ＡＢ") == 4  # Fullwidth
    assert text_width("ｱｲ") == 2  # halfwidth katakana: one column each
    assert text_width("Jose\u0301") == 4  # the combining acute takes no column
    assert text_width("a\u200db") == 2  # nor a joiner
    assert pad("長谷川", 8) == "長谷川  " and pad("長谷川", 8, right=True) == "  長谷川"
    assert pad("Aiko", 7) == "Aiko".ljust(7) and pad("Aiko", 7, right=True) == "Aiko".rjust(7)
    assert pad("Maximilian", 4) == "Maximilian"  # wider than the column: as it is


def _starts(line: str, words: list[str]) -> list[int]:
    """The terminal column each of ``words`` starts at in ``line`` (found left to right)."""
    out, at = [], 0
    for word in words:
        at = line.index(word, at)
        out.append(text_width(line[:at]))
        at += len(word)
    return out


def test_the_games_standings_line_up_with_a_kanji_name(tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(GAME, encoding="utf-8")
    out = io.StringIO()
    assert game_command([str(record)], out=out) == 0
    lines = out.getvalue().splitlines()
    head = next(i for i, line in enumerate(lines) if line.lstrip().startswith("#"))
    table = lines[head : head + 5]
    # the seat column starts where its title does; the points end where theirs does
    seat, points = _starts(table[0], ["Seat", "Points"])
    points_end = points + len("Points")
    rows = table[1:]
    assert sorted(next(n for n in NAMES if n in row) for row in rows) == sorted(NAMES)
    for row in rows:
        name = next(n for n in NAMES if n in row)
        wind, _thousands, hundreds = row[row.index(name) + len(name) :].split()[:3]  # 34 700
        assert _starts(row, [name, wind])[1] == seat, (row, table)
        assert _starts(row, [name, wind, hundreds])[2] + len(hundreds) == points_end, (row, table)
        assert text_width(row) == text_width(table[0]), (row, table)  # the final scores too
    # the JSON says the names as they are, never padded
    out = io.StringIO()
    assert game_command([str(record), "--json"], out=out) == 0
    assert sorted(p["name"] for p in json.loads(out.getvalue())["players"]) == sorted(NAMES)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_league_table_lines_up_with_a_kanji_name(tmp_path: Path, lang: str) -> None:
    (tmp_path / "game.mjgame").write_text(GAME, encoding="utf-8")
    out = io.StringIO()
    assert league_command([str(tmp_path), "--lang", lang], out) == 0
    lines = out.getvalue().splitlines()
    head = next(i for i, line in enumerate(lines) if line.lstrip().startswith("#"))
    table = lines[head : head + 5]
    title = table[0].split()[2]  # Games / Игры: right-aligned, as its numbers
    games_end = _starts(table[0], [title])[0] + len(title)
    width = text_width(table[0])
    for row in table[1:]:
        name = next(n for n in NAMES if n in row)
        games = row[row.index(name) + len(name) :].split()[0]
        assert _starts(row, [name, games])[1] + len(games) == games_end, (row, table)
        assert text_width(row) == width, (row, table)  # every column after the name lines up


#: ``mjgui game`` and ``mjgui league`` on :data:`GAME` with Latin and Cyrillic names, as they were
#: written before the padding counted a terminal's columns (``str.ljust``)
ONE_COLUMN_NAMES = {
    ("game", "en"): [
        " #  Player    Seat    Points    Final",
        " 1  Hasegawa  S       34\u202f700      +20",
        " 2  Aiko      E       32\u202f300       +7",
        " 3  Jose      W       29\u202f400       −6",
        " 4  Борис     N       23\u202f600      −21",
    ],
    ("game", "ru"): [
        " #  Игрок     Ветер     Очки     Итог",
        " 1  Hasegawa  Ю       34\u202f700      +20",
        " 2  Aiko      В       32\u202f300       +7",
        " 3  Jose      Зап     29\u202f400       −6",
        " 4  Борис     С       23\u202f600      −21",
    ],
    ("league", "en"): [
        "  #  Player     Games     Total  Avg. place   1st  2nd  3rd  4th",
        "  1  Hasegawa       1       +20        1.00     1    0    0    0",
        "  2  Aiko           1        +7        2.00     0    1    0    0",
        "  3  Jose           1        −6        3.00     0    0    1    0",
        "  4  Борис          1       −21        4.00     0    0    0    1",
    ],
    ("league", "ru"): [
        "  #  Игрок       Игры     Сумма   Ср. место   1-е  2-е  3-е  4-е",
        "  1  Hasegawa       1       +20        1,00     1    0    0    0",
        "  2  Aiko           1        +7        2,00     0    1    0    0",
        "  3  Jose           1        −6        3,00     0    0    1    0",
        "  4  Борис          1       −21        4,00     0    0    0    1",
    ],
}


@pytest.mark.parametrize(("command", "lang"), sorted(ONE_COLUMN_NAMES))
def test_one_column_names_are_padded_as_before(tmp_path: Path, command: str, lang: str) -> None:
    """Latin and Cyrillic names: the tables byte for byte as before."""
    record = tmp_path / "game.mjgame"
    record.write_text(GAME.replace("長谷川", "Hasegawa").replace("Jose\u0301", "Jose"), encoding="utf-8")
    out = io.StringIO()
    if command == "game":
        assert game_command([str(record), "--lang", lang], out=out) == 0
    else:
        assert league_command([str(tmp_path), "--lang", lang], out) == 0
    lines = out.getvalue().splitlines()
    head = next(i for i, line in enumerate(lines) if line.lstrip().startswith("#"))
    assert lines[head : head + 5] == ONE_COLUMN_NAMES[command, lang]
    # after the game's table only its note of the seed's rounding (test_final_rounding_note)
    assert len(lines[head + 5 :]) == (1 if command == "game" else 0)

"""The club window on a folder with three- and four-player games (issue 27): two tables, never
ranked together, chosen with the table selector as a player would (the arrow keys on it); the
three-player table has no 4th column, its own statistics, chart and CSV export.

The three-player games and their final scores are tests/test_game_sanma.py's, worked out by hand
there: Aiko +67.4 (1st, 2nd, 2nd), Boris +31.3 (3rd, 2nd, 1st), Chen -98.7 (1st, 3rd, 3rd)."""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from mjgui.controller.game.club import TABLE_COLUMNS
from mjgui.gui import saving
from mjgui.gui.club import ClubWindow
from tests.clubgames import league_run
from tests.leaguegen import write_season
from tests.test_game_sanma import _mixed_folder


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def _cells(window: ClubWindow) -> list[list[str]]:
    table = window.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def _visible_heads(window: ClubWindow) -> list[str]:
    table = window.table
    return [
        table.horizontalHeaderItem(c).text()
        for c in range(table.columnCount())
        if not table.isColumnHidden(c)
    ]


def test_the_selector_shows_the_three_player_table_apart(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    root = _mixed_folder(tmp_path / "club")
    club.open_folder(root)
    selector = club.players
    assert selector.isVisible()
    assert [selector.itemText(i) for i in range(selector.count())] == [
        "Four players: 8 games",
        "Three players: 3 games",
    ]
    four = _cells(club)
    assert "4th" in _visible_heads(club)
    assert sum(int(row[TABLE_COLUMNS.index("games")]) for row in four) == 8 * 4
    selector.setFocus()
    qtbot.keyClick(selector, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert club.controller.table_players == 3
    rows = _cells(club)
    name, total = TABLE_COLUMNS.index("name"), TABLE_COLUMNS.index("total")
    assert [(row[name], row[total]) for row in rows] == [
        ("Aiko", "+67.4"),
        ("Boris", "+31.3"),
        ("Chen", "−98.7"),
    ]
    first, third = TABLE_COLUMNS.index("first"), TABLE_COLUMNS.index("third")
    assert [(row[first], row[third]) for row in rows] == [("1", "0"), ("1", "1"), ("1", "2")]
    assert "4th" not in _visible_heads(club) and "3rd" in _visible_heads(club)
    # the chart and the statistics are the three-player games'
    assert {series.name for series in club.chart.plot.drawing.series} == {"Aiko", "Boris", "Chen"}
    club.table.selectRow(0)
    hands = club.findChild(QLabel, "club-stat-hands")
    assert hands is not None and hands.text() == "14"
    # the table's CSV is the three-player table; the games CSV its three games
    path = tmp_path / "sanma.csv"
    assert club.export("table", str(path))
    read = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    assert "fourth" not in read[0] and [r[1] for r in read[1:]] == ["Aiko", "Boris", "Chen"]
    # the games CSV: both tables' games, whichever is shown, as mjgui league --games-csv writes them
    games = tmp_path / "games.csv"
    assert club.export("games", str(games))
    assert len(games.read_text(encoding="utf-8-sig").splitlines()) == 1 + 8 * 4 + 3 * 3
    assert "<th>4th</th>" not in club.summary_html()
    # the printed summary says which of the folder's two tables it is of
    assert "<p><b>Three players: 3 games</b></p>" in club.summary_html()
    # and back to the four-player table
    qtbot.keyClick(selector, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    assert _cells(club) == four
    assert "<p><b>Four players: 8 games</b></p>" in club.summary_html()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_printed_table_heading_counts_the_games_the_filters_leave(
    club: ClubWindow, tmp_path: Path, lang: str
) -> None:
    """A summary filtered by dates or rules had its table headed with the whole table's count
    (the selector's label, "Four players: 8 games") over a table of 4 games; it is headed as
    ``mjgui league`` heads the same table with the same filters."""
    root = _mixed_folder(tmp_path / "club")
    club.open_folder(root)
    club.set_language(lang)
    club.controller.set_dates(dt.date(2026, 11, 21), None)
    four, three = {
        "en": ("Four players: 4 games", "Three players: 2 games"),
        "ru": ("Игра вчетвером: 4\u00a0игры", "Санма (игра втроём): 2\u00a0игры"),
    }[lang]
    assert f"<p><b>{four}</b></p>" in club.summary_html()
    _status, text, _err = league_run(str(root), "--since", "2026-11-21", "--lang", lang)
    assert f"\n{four}\n" in text and f"\n{three}\n" in text
    club.controller.set_rules("seed")
    assert f"<p><b>{four.replace('4', '2')}</b></p>" in club.summary_html()
    club.controller.set_rules(None)
    club.controller.set_table(3)
    assert f"<p><b>{three}</b></p>" in club.summary_html()
    # the selector still names each table's whole count
    assert club.players.itemText(0).startswith(four.split(":")[0]) and "8" in club.players.itemText(0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_games_csv_is_the_one_mjgui_league_writes_with_the_same_filters(
    club: ClubWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: object, lang: str
) -> None:
    """Games to CSV wrote the shown table's games alone, under the title "Every game's results
    as CSV"; it writes every game of both tables within the dates and rules chosen, the file
    ``mjgui league --games-csv`` writes with the same ``--since`` and ``--rules``, and its title
    says when filters are set. The three-player table's files are offered under the names
    ``mjgui league --csv`` gives them (``league-sanma.csv``), not the four-player table's."""
    root = _mixed_folder(tmp_path / "club")
    club.open_folder(root)
    club.set_language(lang)
    asked: list[tuple[str, str]] = []

    def ask(_parent: object, title: str, _filters: str, name: str, **_kw: object) -> str:
        asked.append((title, name))
        return str(tmp_path / name)

    monkeypatch.setattr(saving, "ask_save_path", ask)

    def cli(*filters: str) -> bytes:
        expected = tmp_path / "cli.csv"
        status, _out, _err = league_run(str(root), "--lang", lang, *filters, "--games-csv", str(expected))
        assert status == 0
        return expected.read_bytes()

    every = {"en": "Every game's results as CSV", "ru": "Результаты всех игр в CSV"}[lang]
    within = {
        "en": "Every game's results within the dates and rules chosen, as CSV",
        "ru": "Результаты всех игр, отобранных по датам и правилам, в CSV",
    }[lang]
    for players in (4, 3):
        club.controller.set_table(players)
        qtbot.mouseClick(club.games_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        assert asked[-1] == (every, "games.csv")
        assert (tmp_path / "games.csv").read_bytes() == cli()
    club.controller.set_table(4)
    club.controller.set_dates(dt.date(2026, 11, 21), None)
    club.controller.set_rules("seed")
    qtbot.mouseClick(club.games_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert asked[-1] == (within, "games.csv")
    written = (tmp_path / "games.csv").read_bytes()
    assert written == cli("--since", "2026-11-21", "--rules", "seed")
    assert len(written.decode("utf-8-sig").splitlines()) == 1 + 2 * 4
    # the tables' files: the three-player table's beside the four-player one's
    names = {}
    for players in (4, 3):
        club.controller.set_table(players)
        for button in (club.csv_button, club.pdf_button):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
            names[players, button.objectName()] = asked[-1][1]
    assert names == {
        (4, "club-export-csv"): "league.csv",
        (4, "club-export-pdf"): "summary.pdf",
        (3, "club-export-csv"): "league-sanma.csv",
        (3, "club-export-pdf"): "summary-sanma.pdf",
    }
    status, _out, _err = league_run(
        str(root), "--lang", lang, "--since", "2026-11-21", "--csv", str(tmp_path / "cli-league.csv")
    )
    assert (
        status == 0
        and (tmp_path / "cli-league-sanma.csv").read_bytes() == (tmp_path / "league-sanma.csv").read_bytes()
    )
    # a folder of three-player games alone: its table is league.csv, as mjgui league writes it
    club.open_folder(root / "sanma")
    qtbot.mouseClick(club.csv_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert asked[-1][1] == "league.csv"


def test_a_folder_of_four_player_games_shows_no_selector(club: ClubWindow, tmp_path: Path) -> None:
    write_season(tmp_path / "four", 4)
    club.open_folder(tmp_path / "four")
    assert not club.players.isVisible()
    assert "4th" in _visible_heads(club)
    assert "Four players" not in club.summary_html()  # one table: nothing to tell apart


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_selector_fits_at_1024x640(club: ClubWindow, tmp_path: Path, lang: str) -> None:
    club.open_folder(_mixed_folder(tmp_path / "club"))
    club.set_language(lang)
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    assert club.width() == 1024 and club.minimumSizeHint().width() <= 1024
    assert club.players.isVisible() and club.players.width() >= club.players.sizeHint().width()
    assert club.table.horizontalScrollBar().maximum() == 0


def test_a_folder_of_three_player_games_shows_their_table_alone(club: ClubWindow, tmp_path: Path) -> None:
    root = _mixed_folder(tmp_path / "club")
    club.open_folder(root / "sanma")
    assert not club.players.isVisible()
    assert "4th" not in _visible_heads(club)
    names = [row[TABLE_COLUMNS.index("name")] for row in _cells(club)]
    assert names == ["Aiko", "Boris", "Chen"]
    assert club.summary.text() == f"3\u00a0games in {root / 'sanma'}"


# a popup on the offscreen platform: it cannot raise the window or grab the keyboard, and says so
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_three_player_table_chosen_with_the_mouse(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    club.open_folder(_mixed_folder(tmp_path / "club"))
    selector = club.players
    qtbot.mouseClick(selector, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    view = selector.view()
    qtbot.waitUntil(view.isVisible)  # type: ignore[attr-defined]
    item = view.visualRect(selector.model().index(1, 0)).center()
    qtbot.mouseMove(view.viewport(), item)  # type: ignore[attr-defined]
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=item)  # type: ignore[attr-defined]
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=item, delay=50)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: club.controller.table_players == 3)  # type: ignore[attr-defined]
    assert [row[TABLE_COLUMNS.index("name")] for row in _cells(club)] == ["Aiko", "Boris", "Chen"]
    assert selector.currentText() == "Three players: 3 games"


def test_the_three_player_table_with_no_game_shown_exports_no_fourth_column(
    club: ClubWindow, tmp_path: Path
) -> None:
    """Dates that leave no game: the CSV of the three-player table had the ``fourth`` column of
    a four-player one (the columns were counted from the rows, and there were none)."""
    import datetime as dt

    club.open_folder(_mixed_folder(tmp_path / "club"))
    club.controller.set_table(3)
    club.controller.set_dates(dt.date(2030, 1, 1), None)
    assert club.table.rowCount() == 0 and "4th" not in _visible_heads(club)
    path = tmp_path / "none.csv"
    assert club.export("table", str(path))
    assert path.read_text(encoding="utf-8-sig") == (
        "rank,name,games,total,average,average_place,first,second,third,best,worst\n"
    )

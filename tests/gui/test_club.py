"""The club's results and the tracker's points chart, driven as a player would: a folder of
records opened, the league table sorted and filtered, a player's statistics with their tooltips,
two spellings merged, the exports, both languages and the dark theme.

The season is tests/leaguegen.py's (24 random valid games) plus the hand-written game of
tests/test_league.py, whose points and scores are worked out by hand there."""

from __future__ import annotations

import csv
import datetime as dt
import html
import io
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from mjgui.controller.game.club import TABLE_COLUMNS
from mjgui.core.league.aliases import ALIASES_FILE
from mjgui.core.league.text import STAT_HOW
from mjgui.gui.appsetup import apply_theme
from mjgui.gui.club import ClubWindow, PrintedChart
from mjgui.gui.settings import Settings
from tests.leaguegen import write_season
from tests.test_league import HAND_WRITTEN
from tests.test_league_aliases import WITH_BORIS

GAMES = 24


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture(scope="module")
def season_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("club-gui")
    write_season(root, GAMES, {"hand-written.mjgame": HAND_WRITTEN})
    (root / "damaged.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\n\x00\n")
    return root


def _cells(window: ClubWindow) -> list[list[str]]:
    table = window.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def _column(window: ClubWindow, head: str) -> int:
    table = window.table
    return next(c for c in range(table.columnCount()) if table.horizontalHeaderItem(c).text() == head)


def test_club_window_reads_the_folder(club: ClubWindow, season_dir: Path) -> None:
    club.open_folder(season_dir)
    assert club.summary.text() == f"{GAMES + 1}\u00a0games in {season_dir}"
    rows = _cells(club)
    names = [row[1] for row in rows]
    assert sorted(n.casefold() for n in names) == ["aiko", "boris", "borya", "chen", "dasha", "emil", "fedya"]
    totals = [row[_column(club, "Total")] for row in rows]
    values = [float(t.replace("−", "-").replace("+", "")) for t in totals]  # EMA's unrounded: +64.6
    assert values == sorted(values, reverse=True)
    borya = next(row for row in rows if row[1] == "Borya")
    assert (borya[_column(club, "Games")], borya[_column(club, "Total")]) == ("1", "−16")
    assert borya[_column(club, "3rd")] == "1"
    assert "damaged.mjgame" in club.skipped.text() and club.skipped.isVisible()
    assert club.chart.isVisible() and len(club.chart.plot.drawing.series) == len(names)
    # the season chart ends at each player's total
    ends = {series.name: series.values[-1] for series in club.chart.plot.drawing.series}
    assert ends["Borya"] == -16
    assert club.table.horizontalHeaderItem(_column(club, "Total")).toolTip().startswith("The sum of")


def test_sort_select_and_statistics(club: ClubWindow, season_dir: Path, qtbot: object) -> None:
    club.open_folder(season_dir)
    header = club.table.horizontalHeader()
    games = _column(club, "Games")
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_section_center(club, games))  # type: ignore[attr-defined]
    counts = [int(row[games]) for row in _cells(club)]
    assert counts == sorted(counts, reverse=True)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_section_center(club, games))  # type: ignore[attr-defined]
    counts = [int(row[games]) for row in _cells(club)]
    assert counts == sorted(counts)
    row = next(r for r, cells in enumerate(_cells(club)) if cells[1] == "Dasha")
    club.table.selectRow(row)
    assert club.stats_title.text() == "Dasha: statistics"
    value = club.findChild(QLabel, "club-stat-yakuman")
    assert value is not None and "hand-written.mjgame, line 7" in value.text()
    name = club.findChild(QLabel, "club-stat-renchan-name")
    assert name is not None and name.text() == "Renchan"
    assert name.toolTip() == STAT_HOW["renchan"].text
    hands = club.findChild(QLabel, "club-stat-hands")
    assert hands is not None and int(hands.text()) > 0


def _section_center(club: ClubWindow, column: int):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPoint

    header = club.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    return QPoint(x, header.height() // 2)


def test_filters_by_date_and_rules(club: ClubWindow, season_dir: Path) -> None:
    club.open_folder(season_dir)
    club.since.setDate(QDate(2026, 11, 21))
    club.until.setDate(QDate(2026, 11, 21))
    assert club.controller.since == dt.date(2026, 11, 21)
    assert club.summary.text().endswith("4\u00a0games shown")
    games = sum(int(row[_column(club, "Games")]) for row in _cells(club))
    assert games == 4 * 4
    club.since.setDate(QDate(2026, 11, 20))
    club.until.setDate(QDate(2026, 11, 27))
    index = club.rules.findData("ema")
    assert index > 0
    club.rules.setCurrentIndex(index)
    shown = club.controller.shown.games
    assert shown and all(g.rules == "ema" for g in shown)
    assert sum(int(row[_column(club, "Games")]) for row in _cells(club)) == 4 * len(shown)


def test_merge_two_spellings(club: ClubWindow, season_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "b.mjgame").write_text(WITH_BORIS, encoding="utf-8")  # another game, with Boris
    club.open_folder(folder)
    assert len(_cells(club)) == 5
    dialog = club.merge_dialog()
    dialog.spelling.setCurrentText("Borya")
    dialog.name.setCurrentText("Boris")
    dialog.accept()
    rows = _cells(club)
    assert len(rows) == 4
    boris = next(row for row in rows if row[1] == "Boris")
    assert (boris[_column(club, "Games")], boris[_column(club, "Total")]) == ("2", "−32")
    assert (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()[1:] == ["borya = Boris"]
    assert "Borya is now counted as Boris" in club.notice.text()
    # the dialog closed, the window active again: its own merge is no change on disk (it said "The
    # folder changed since it was read" over the merge's confirmation)
    QApplication.sendEvent(club, QEvent(QEvent.Type.ActivationChange))
    assert not club.refresh()
    assert "Borya is now counted as Boris" in club.notice.text()
    dialog = club.merge_dialog()
    dialog.spelling.setCurrentText("boris")
    dialog.name.setCurrentText("Borya")
    dialog.accept()
    assert "already the same player" in club.notice.text()


def test_exports(club: ClubWindow, season_dir: Path, tmp_path: Path) -> None:
    club.open_folder(season_dir)
    table = tmp_path / "league.csv"
    assert club.export("table", str(table))
    read = list(csv.DictReader(io.StringIO(table.read_text(encoding="utf-8-sig"))))
    assert [r["name"] for r in read] == [row[1] for row in _cells(club)]
    games = tmp_path / "games.csv"
    assert club.export("games", str(games))
    assert len(list(csv.DictReader(io.StringIO(games.read_text(encoding="utf-8-sig"))))) == 4 * (GAMES + 1)
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5000
    assert f"Saved {pdf}." in club.notice.text()
    html = club.summary_html()
    assert "hand-written.mjgame" in html and PrintedChart.PLACE in html
    assert not club.export("table", str(tmp_path / "missing" / "x.csv"))
    assert f"was not saved: its folder {tmp_path / 'missing'} does not exist" in club.notice.text()


def test_russian_and_dark(club: ClubWindow, season_dir: Path) -> None:
    club.open_folder(season_dir)
    club.set_language("ru")
    QApplication.processEvents()
    assert club.windowTitle() == "mjgui — результаты клуба"
    assert club.table.horizontalHeaderItem(1).text() == "Игрок"
    assert club.summary.text() == f"{GAMES + 1}\u00a0игр в {season_dir}"
    assert club.stats_title.text() == "Выберите игрока в таблице, чтобы увидеть его статистику."
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    app.processEvents()
    assert club.chart.plot.drawing.background.lightness() < 100
    picture = club.chart.plot.grab().toImage()  # and painted so: a corner of the plot
    assert picture.pixelColor(2, 2).lightness() < 100


def test_the_window_in_russian_writes_its_csv_for_russian_excel(
    club: ClubWindow, season_dir: Path, tmp_path: Path
) -> None:
    club.open_folder(season_dir)
    club.set_language("ru")
    QApplication.processEvents()
    table = tmp_path / "league.csv"
    assert club.export("table", str(table))
    data = table.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfrank;name;games;total;average;average_place;")
    read = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig")), delimiter=";"))
    assert [r["name"] for r in read] == [row[1] for row in _cells(club)]
    # the average place as the window shows it: 2,35 with a decimal comma
    assert [r["average_place"] for r in read] == [row[_column(club, "Ср. место")] for row in _cells(club)]
    # and the score per game, the window's column the table had left out (+13,3 there)
    shown = [row[_column(club, "За игру")].lstrip("+").replace("\u2212", "-") for row in _cells(club)]
    assert [r["average"] for r in read] == shown
    games = tmp_path / "games.csv"
    assert club.export("games", str(games))
    assert games.read_bytes().startswith(b"\xef\xbb\xbfdate;file;rules;seat;name;points;place;score;chombo\n")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_1024x640_fits_without_sideways_scrolling(club: ClubWindow, season_dir: Path, lang: str) -> None:
    club.open_folder(season_dir)
    club.set_language(lang)
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    assert club.width() == 1024 and club.minimumSizeHint().width() <= 1024
    assert club.table.horizontalScrollBar().maximum() == 0, "the league table scrolls sideways"
    name = TABLE_COLUMNS.index("name")
    assert club.table.columnWidth(name) >= club.table.sizeHintForColumn(name)  # every name whole


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_name_cut_short_in_the_table_is_whole_in_its_tooltip(
    club: ClubWindow, tmp_path: Path, lang: str
) -> None:
    """Names of 24 letters, kanji among them, end in "…" in the league table at 1024x640
    ("WWWW…", "長谷川…擦り…"); the cell gave no way to read them whole. A cell cut short carries
    its whole text as its tooltip, as written (never read as HTML)."""
    wide, kanji = "W" * 24, "長谷川まりあ之介左衛門寿限無寿限無五劫の擦り切れ"
    game = "rules seed east_only=on\nplayers {}\nron {} from {} 3 40\ndraw\ndraw\ndraw\n"
    (tmp_path / "a.mjgame").write_text(
        "# date 2026-11-20\n" + game.format(f"{wide} {kanji} Aiko <b>Boris</b>", kanji, "Aiko"),
        encoding="utf-8",
    )
    (tmp_path / "b.mjgame").write_text(  # eight players: the table scrolls, its names' column narrower
        "# date 2026-11-21\n" + game.format("Chen Dasha Emi Fumi", "Dasha", "Emi"), encoding="utf-8"
    )
    club.open_folder(tmp_path)
    club.set_language(lang)
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    table = club.table
    assert table.rowCount() == 8
    cells = [
        table.item(r, c)
        for r in range(table.rowCount())
        for c in range(table.columnCount())
        if not table.isColumnHidden(c)
    ]
    cut = [
        i
        for i in cells
        if table.sizeHintForIndex(table.indexFromItem(i)).width() > table.columnWidth(i.column())
    ]
    assert {i.text() for i in cut} == {wide, kanji}  # the long names cut short...
    for item in cut:
        assert item.toolTip() == item.text()  # ...whole in their tooltips
    name = TABLE_COLUMNS.index("name")
    boris = next(i for i in cells if i.column() == name and "Boris" in i.text())
    assert boris.toolTip() == "<p style='white-space:pre-wrap'>&lt;b&gt;Boris&lt;/b&gt;</p>"  # not bold


def test_the_rules_filter_names_the_rules_and_fits_1024(club: ClubWindow, tmp_path: Path) -> None:
    """The filter listed the record's words ("seed chombo_at_end=on tie_uma=split ..."), and its
    box grew to the longest: it names the rules as the tracker does, takes the row's room left
    (a long name ends in "…", whole in the tooltip with each change on its line)."""
    game = "players Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\ndraw\ndraw\ndraw\n"
    long = "seed chombo_at_end=on tie_uma=split uma=20,10,-10,-20 east_only=on start_points=25000"
    (tmp_path / "a.mjgame").write_text(f"# date 2026-11-20\nrules {long}\n{game}", encoding="utf-8")
    (tmp_path / "b.mjgame").write_text(  # another game: the same hands would be a copy of a's
        f"# date 2026-11-21\nrules seed east_only=on\n{game.replace('3 40', '4 30')}", encoding="utf-8"
    )
    club.open_folder(tmp_path)
    club.set_language("ru")
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    box = club.rules
    texts = [box.itemText(i) for i in range(box.count())]
    assert texts == [
        "Все правила",
        "Клубные правила, только круг Востока",
        "Клубные правила, старт: 25\u202f000; ума +20/+10/\u221210/\u221220; только круг Востока; "
        "чомбо оплачивается в конце игры; игроки с равными очками делят место",
    ]
    box.setCurrentIndex(2)
    QApplication.processEvents()
    assert (
        club.controller.view().rules_selected
        == "seed start_points=25000 uma=20,10,-10,-20 east_only=on chombo_at_end=on tie_uma=split"
    )
    assert box.toolTip().startswith("Клубные правила + 5\u00a0изменений\n• старт: 25\u202f000\n")
    assert box.itemData(2, Qt.ItemDataRole.ToolTipRole) == box.toolTip()
    assert box.geometry().right() < club.width() and club.minimumSizeHint().width() <= 1024
    shown = box.shown_text()
    assert shown.endswith("…") and texts[2].startswith(shown[:-1])
    box.setCurrentIndex(1)
    assert box.shown_text() == "Клубные правила, только круг Востока"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_1024x640_shows_six_players_whole(club: ClubWindow, tmp_path: Path, lang: str) -> None:
    write_season(tmp_path / "six", GAMES)  # the generated season alone: six players
    club.open_folder(tmp_path / "six")
    club.set_language(lang)
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    table = club.table
    assert table.rowCount() == 6
    viewport = table.viewport().rect()
    for row in range(6):
        rect = table.visualRect(table.model().index(row, 0))
        assert viewport.contains(rect), f"row {row + 1} is cut: {rect} in {viewport}"
    assert table.verticalScrollBar().maximum() == 0
    below = club.splitter.widget(1)
    assert below.height() >= 240 and club.chart.height() >= 200  # the chart stays usable
    # a handle the user dragged is not put back for six rows when the window is resized
    club.splitter.moveSplitter(150, 1)
    QApplication.processEvents()
    assert club.splitter.sizes()[0] < club.splitter.table_height()
    club.resize(1024, 660)
    for _ in range(3):
        QApplication.processEvents()
    assert club.splitter.sizes()[0] < club.splitter.table_height()


def take_the_pictures(club: ClubWindow, docs: Path) -> list[Path]:
    """The README's club pictures of the tests' season (in the temporary folder ``club-2026``,
    the name the pictures show), written to ``docs``."""
    folder = Path(tempfile.gettempdir()) / "club-2026"
    shutil.rmtree(folder, ignore_errors=True)
    write_season(folder, GAMES, {"hand-written.mjgame": HAND_WRITTEN, ALIASES_FILE: "Borya = Boris\n"})
    (folder / "table-3-unfinished.mjgame").write_text(
        "players Aiko Boris Chen Dasha\nron Aiko from Boris 2 30\n"
    )
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "system")  # as the app starts (mjgui.app): the same picture after any test
    club.open_folder(folder)
    club.controller.select("Dasha")
    QApplication.processEvents()
    club.grab().save(str(docs / "club.png"))
    club.set_language("ru")
    apply_theme(app, "dark")
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    club.grab().save(str(docs / "club-ru-dark.png"))
    shutil.rmtree(folder, ignore_errors=True)
    return [docs / "club.png", docs / "club-ru-dark.png"]


@pytest.mark.skipif(not os.environ.get("MJGUI_WRITE_DOCS"), reason="writes the README screenshots")
def test_write_the_readme_screenshots(club: ClubWindow) -> None:
    take_the_pictures(club, Path(__file__).resolve().parents[2] / "docs" / "screenshots")
    from tests.gui.test_readme_screenshots import shrink_all

    shrink_all()


def test_the_readme_club_pictures_are_what_the_window_shows_now(club: ClubWindow, tmp_path: Path) -> None:
    """club.png and club-ru-dark.png kept a season's totals and places from before EMA's second
    edition (Aiko +239.7, Dasha −79.8) and "1 file not counted" where the window says "1 file
    skipped"."""
    from tests.gui.test_readme_screenshots import WRITE_AGAIN, drifted

    off: list[str] = []
    for picture in take_the_pictures(club, tmp_path):
        off += drifted(picture, Path(__file__).resolve().parents[2] / "docs" / "screenshots" / picture.name)
    assert off == [], WRITE_AGAIN


def test_the_tracker_opens_the_club_on_its_records_folder(
    qtbot: object, tmp_path: Path, season_dir: Path
) -> None:
    from mjgui.gui.tracker.window import TrackerWindow

    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    assert window.open_file(season_dir / "hand-written.mjgame")
    assert window.act_club.text() == "Club &results…"
    assert window.act_club in window.menu_game.actions()
    window.act_club.trigger()
    club = window.club_window()
    assert club.isVisible()
    assert club.summary.text() == f"{GAMES + 1}\u00a0games in {season_dir}"
    club.close()


@pytest.mark.parametrize(("record", "players"), [("dnovikoff-sanma2.mjgame", 3), ("four.mjgame", 4)])
def test_the_tracker_opens_the_club_on_its_records_table(
    qtbot: object, tmp_path: Path, record: str, players: int
) -> None:
    """A folder of three- and four-player games: Club results from a three-player game opened on
    the four-player table (the first), where that game is not; now on the record's table."""
    from mjgui.gui.tracker.window import TrackerWindow

    folder = tmp_path / "season"
    shutil.copytree(Path(__file__).parent.parent / "data" / "sanma-records", folder)
    (folder / "four.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    assert window.open_file(folder / record)
    names = set(window.controller.state.names)
    window.act_club.trigger()
    club = window.club_window()
    assert club.isVisible() and club.players.isVisible()  # both tables: the choice is offered
    assert club.controller.table_players == players and club.players.currentData() == players
    assert names <= {row[1] for row in _cells(club)}  # the record's players are in the table shown
    club.close()


def test_the_tracker_opens_the_club_on_the_table_of_each_record_it_shows(
    qtbot: object, tmp_path: Path
) -> None:
    """The record's table was given only when the club window was first made: Club results
    from a four-player record, then from a three-player record of the same folder, still showed
    the four-player table. Now each time, both ways; a table chosen in the window in between
    gives way to the record's when Club results is chosen again."""
    from mjgui.gui.tracker.window import TrackerWindow

    folder = tmp_path / "season"
    shutil.copytree(Path(__file__).parent.parent / "data" / "sanma-records", folder)
    (folder / "four.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    for record, players in (("four.mjgame", 4), ("dnovikoff-sanma2.mjgame", 3), ("four.mjgame", 4)):
        assert window.open_file(folder / record)
        names = set(window.controller.state.names)
        window.act_club.trigger()
        club = window.club_window()
        assert club.isVisible()
        assert club.controller.table_players == players and club.players.currentData() == players
        assert names <= {row[1] for row in _cells(club)}  # the record's players are in the table shown
        club.players.setCurrentIndex(club.players.findData(7 - players))  # the other table chosen
        assert club.controller.table_players == 7 - players
        club.close()
    window.act_club.trigger()  # the same record again: its table again
    assert window.club_window().controller.table_players == 4
    window.club_window().close()


def _click_row(club: ClubWindow, qtbot: object, name: str) -> None:
    row = next(r for r, cells in enumerate(_cells(club)) if cells[1] == name)
    rect = club.table.visualItemRect(club.table.item(row, 1))
    qtbot.mouseClick(club.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]


def test_reload_reads_the_folder_again_and_keeps_the_players_choices(
    club: ClubWindow, qtbot: object, tmp_path: Path
) -> None:
    folder = tmp_path / "season"
    shutil.copytree(Path(__file__).parent.parent / "data" / "sanma-records", folder / "sanma")
    write_season(folder, 8)
    club.open_folder(folder)
    assert club.players.isVisible()
    club.controller.set_table(4)
    _click_row(club, qtbot, "Dasha")
    header = club.table.horizontalHeader()
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=_section_center(club, _column(club, "Games"))
    )  # type: ignore[attr-defined]
    assert club.stats_title.text() == "Dasha: statistics"
    before = {row[1]: row[2] for row in _cells(club)}
    # while the window is open: a game saved, one deleted
    game = (folder / "night-20" / "table-1.mjgame").read_text(encoding="utf-8")
    (folder / "night-22").mkdir()
    (folder / "night-22" / "table-1.mjgame").write_text(
        game.replace("2026-11-20", "2026-11-22"), encoding="utf-8"
    )
    (folder / "night-21" / "table-4.mjgame").unlink()
    assert {row[1]: row[2] for row in _cells(club)} == before  # nothing read yet
    assert club.reload_button.text() == "Re&load" and club.reload_button.isEnabled()
    qtbot.mouseClick(club.reload_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    fresh = ClubWindow()
    qtbot.addWidget(fresh)  # type: ignore[attr-defined]
    fresh.open_folder(folder)
    fresh.controller.set_table(4)
    assert club.summary.text() == fresh.summary.text()
    assert {row[1]: row[2] for row in _cells(club)} == {row[1]: row[2] for row in _cells(fresh)} != before
    assert club.controller.table_players == 4 and club.players.currentData() == 4
    assert club.stats_title.text() == "Dasha: statistics"
    assert club.controller.sort == ("games", True)
    # View → Reload the folder, F5
    assert club.act_reload in club.menu_view.actions()
    assert club.act_reload.shortcut().toString() == "F5"
    assert club.act_reload.text() == "&Reload the folder"
    (folder / "night-22" / "table-1.mjgame").unlink()
    club.act_reload.trigger()
    assert club.summary.text() == before_summary(folder, fresh)
    club.set_language("ru")
    QApplication.processEvents()
    assert club.reload_button.text() == "О&бновить"
    assert club.act_reload.text() == "&Обновить папку"


def before_summary(folder: Path, fresh: ClubWindow) -> str:
    fresh.open_folder(folder)
    return fresh.summary.text()


def test_the_tracker_opens_the_club_on_the_season_and_reads_it_again_after_a_save(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A season kept as season/night-NN/table-N.mjgame with its aliases file: the tracker on a
    record of the last night opens the club on the whole season (not that night alone), and a
    game it saves into the season is in the club's table when the club is brought forward."""
    from PySide6.QtWidgets import QFileDialog

    from mjgui.gui.tracker.window import TrackerWindow

    season = tmp_path / "season"
    write_season(season, 8, {ALIASES_FILE: "Borya = Boris\n"})
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    assert window.open_file(season / "night-21" / "table-1.mjgame")
    window.act_club.trigger()
    club = window.club_window()
    assert club.summary.text() == f"8\u00a0games in {season}"
    _click_row(club, qtbot, "Chen")
    club.close()
    # a new game of the evening, saved into the season
    outside = tmp_path / "played.mjgame"
    outside.write_text(HAND_WRITTEN, encoding="utf-8")
    assert window.open_file(outside)
    target = season / "night-21" / "table-5.mjgame"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.act_save_as.trigger()
    assert target.read_text(encoding="utf-8") == HAND_WRITTEN
    assert club.summary.text() == f"8\u00a0games in {season}"  # not read while out of sight
    window.act_club.trigger()
    assert club.isVisible()
    assert club.summary.text() == f"9\u00a0games in {season}"
    assert "Borya" not in {row[1] for row in _cells(club)}  # the season's aliases applied
    assert club.stats_title.text() == "Chen: statistics"
    # in sight: read again as soon as the save is painted (the last win taken back: the game
    # is unfinished now, not counted)
    assert window.controller.delete_line(len(window.controller.record.lines))
    window.act_save.trigger()
    assert target.read_text(encoding="utf-8") == HAND_WRITTEN.replace("ron Chen from Dasha 2 30\n", "")
    QApplication.processEvents()
    assert club.summary.text() == f"8\u00a0games in {season}"
    assert "table-5.mjgame: the game has not ended" in club.skipped.text()
    club.close()


def test_a_save_reads_the_clubs_folder_only_when_it_holds_the_record_and_never_inside_the_save(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading a season costs (a tenth of a second for 120 games, and growing): a record saved
    outside the club's folder does not have it read again (nor later, when the club is brought
    forward on a record of the season); one saved into it, with the club in sight, has it read
    once the save is painted, not while Ctrl+S is being handled."""
    from PySide6.QtWidgets import QFileDialog

    import mjgui.controller.game.club as club_module
    from mjgui.gui.tracker.window import TrackerWindow

    season = tmp_path / "season"
    write_season(season, 8, {ALIASES_FILE: "Borya = Boris\n"})
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    assert window.open_file(season / "night-21" / "table-1.mjgame")
    window.act_club.trigger()
    club = window.club_window()
    reads: list[object] = []
    real = club_module.load_season
    monkeypatch.setattr(club_module, "load_season", lambda *a, **k: reads.append(a) or real(*a, **k))
    club.close()
    # a game saved elsewhere: the club is not read again, then or when brought forward
    elsewhere = tmp_path / "elsewhere" / "played.mjgame"
    elsewhere.parent.mkdir()
    (tmp_path / "played.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    assert window.open_file(tmp_path / "played.mjgame")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(elsewhere), ""))
    window.act_save_as.trigger()
    assert elsewhere.read_text(encoding="utf-8") == HAND_WRITTEN
    assert window.open_file(season / "night-21" / "table-2.mjgame")
    window.act_club.trigger()
    QApplication.processEvents()
    assert club.isVisible() and reads == []
    assert club.summary.text() == f"8\u00a0games in {season}"
    # saved into the season with the club in sight: not read inside the save, read after it
    target = season / "night-21" / "table-5.mjgame"
    assert window.open_file(tmp_path / "played.mjgame")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.act_save_as.trigger()
    assert target.read_text(encoding="utf-8") == HAND_WRITTEN
    assert reads == [] and club.summary.text() == f"8\u00a0games in {season}"
    QApplication.processEvents()
    assert len(reads) == 1 and club.summary.text() == f"9\u00a0games in {season}"
    window.act_club.trigger()  # read already: not again
    assert len(reads) == 1
    club.close()


def test_merge_players_starts_with_no_target_and_enter_alone_merges_nobody(
    club: ClubWindow, qtbot: object, tmp_path: Path
) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "b.mjgame").write_text(
        HAND_WRITTEN.replace("Borya", "Boris").replace("2026-11-27", "2026-11-28"), encoding="utf-8"
    )
    club.open_folder(folder)
    before = _cells(club)
    qtbot.mouseClick(club.merge_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = club.findChild(QDialog, "club-merge-dialog")
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    assert dialog.spelling.currentText() == before[0][1]
    assert dialog.name.currentText() == ""
    ok = next(
        b
        for b in dialog.findChild(QDialogButtonBox).buttons()
        if dialog.findChild(QDialogButtonBox).buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole
    )
    assert not ok.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert not (folder / ALIASES_FILE).exists()
    assert _cells(club) == before and club.notice.text() == ""
    # the same player again (another case): still nothing to merge
    dialog.spelling.lineEdit().selectAll()
    qtbot.keyClicks(dialog.spelling.lineEdit(), "Borya")  # type: ignore[attr-defined]
    qtbot.keyClicks(dialog.name.lineEdit(), "BORYA")  # type: ignore[attr-defined]
    assert not ok.isEnabled()
    dialog.name.lineEdit().selectAll()
    qtbot.keyClicks(dialog.name.lineEdit(), "Boris")  # type: ignore[attr-defined]
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()[1:] == ["borya = Boris"]
    assert club.notice.text().startswith("Borya is now counted as Boris")


def test_the_window_warns_of_two_records_of_one_game_and_counts_it_once(
    club: ClubWindow, tmp_path: Path
) -> None:
    """A copy of a game with one hand corrected, and a player's copy saved before the end: the
    table counts the game once, and the window says which files were left out as copies of
    which (tests/test_league_near_copies.py)."""
    from tests.test_league_near_copies import _night

    folder, full, copy, early = _night(tmp_path, "three players")
    club.open_folder(folder)
    assert club.summary.text() == f"1\u00a0game in {folder}"
    assert sorted((row[1], row[2]) for row in _cells(club)) == [("Aiko", "1"), ("Boris", "1"), ("Chen", "1")]
    text = club.skipped.text()
    # the files named from the season's folder, as the statistics name them ("table-1.mjgame,
    # line 22"), not the full path three times a warning
    assert club.skipped.isVisible() and text.startswith("<b>2\u00a0files skipped:</b><br>⚠ ")
    assert str(folder) not in text
    copy_name = html.escape(copy.name, quote=False)
    # its records have no # date line: said so, not "the same day"
    assert f"⚠ {full.name} looks like a copy of the game in {copy_name}: the same players" in text
    assert (
        f"⚠ {early.name} stops at E2, and its 3\u00a0hands are the first 3\u00a0hands of {copy_name}" in text
    )
    club.set_language("ru")
    text = club.skipped.text()
    assert text.startswith("<b>2\u00a0файла пропущены:</b><br>⚠ ")
    assert f"⚠ {full.name} похож на копию игры из файла {copy_name}: те же игроки" in text
    assert f"⚠ {early.name} обрывается на В2, а 3\u00a0раздачи в нём те же, что в начале {copy_name}" in text
    assert club.notes_toggle.text() == "⚠ 2\u00a0файла пропущены ▾"


def test_the_files_not_counted_stay_in_view_once_a_player_is_chosen(club: ClubWindow, tmp_path: Path) -> None:
    """At 1024x640 the warnings sat under the statistics: once a player was chosen they dropped
    out of sight below the panel's fold. A line above the statistics now says what was not
    counted, always in view; the notes it opens come above the statistics."""
    from tests.test_league_near_copies import _night

    folder, *_ = _night(tmp_path, "four players")
    club.resize(1024, 640)
    club.open_folder(folder)
    QApplication.processEvents()
    toggle, notes, area = club.notes_toggle, club.skipped, club.stats_area

    def in_view(widget: QWidget) -> bool:
        top = widget.mapTo(area.viewport(), widget.rect().topLeft()).y()
        return widget.isVisible() and top >= 0 and top + widget.height() <= area.viewport().height()

    assert toggle.isVisible() and toggle.text() == "⚠ 2 files skipped ▾"
    assert in_view(notes) and notes.y() < club.stats_title.y()  # above "Choose a player…"
    club.table.selectRow(0)
    QApplication.processEvents()
    assert club.controller.selected is not None and club.stat_labels
    # the notes folded for the statistics; the line saying them stays above the panel
    assert toggle.isVisible() and toggle.text() == "⚠ 2 files skipped ▸" and not notes.isVisible()
    corner = toggle.mapTo(club, toggle.rect().bottomRight())
    assert club.rect().contains(corner) and corner.y() < area.mapTo(club, area.rect().topLeft()).y() + 1
    toggle.click()  # opened again: above the statistics, scrolled into view
    QApplication.processEvents()
    assert notes.isVisible() and in_view(notes) and notes.y() < club.stats_title.y()
    assert toggle.text() == "⚠ 2 files skipped ▾"
    toggle.click()
    assert not notes.isVisible()


def test_reload_shows_the_busy_cursor_while_it_reads_and_the_pdf_lists_every_game(
    club: ClubWindow, season_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reload of a long season (F5, the button, or a tracker's save into the folder) takes a
    moment: the busy cursor says so, and goes once the folder is read. The games' results of
    the PDF, worked out only for it, are those of the games shown."""
    club.open_folder(season_dir)
    shapes: list[Qt.CursorShape | None] = []
    real = club.controller.reload

    def reload() -> None:
        cursor = QApplication.overrideCursor()
        shapes.append(None if cursor is None else cursor.shape())
        real()

    monkeypatch.setattr(club.controller, "reload", reload)
    club.act_reload.trigger()
    club.reload_button.click()
    assert shapes == [Qt.CursorShape.WaitCursor] * 2
    assert QApplication.overrideCursor() is None
    assert club.summary.text() == f"{GAMES + 1}\u00a0games in {season_dir}"
    club.controller.set_dates(dt.date(2026, 11, 21), None)
    shown = club.controller.shown.games
    assert 0 < len(shown) < GAMES + 1
    html = club.summary_html()
    assert html.count("<h3>") == len(shown)
    assert all(f"<h3>{g.date.isoformat()} · " in html for g in shown)
    assert "2026-11-20" not in html


def test_opening_a_season_shows_the_busy_cursor_while_it_reads(
    club: ClubWindow, season_dir: Path, tmp_path: Path, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a long season (half a second at 460 games) showed no busy cursor, Reload did:
    now Open a folder…, ``--open`` and a tracker's Club results… show it while the folder is
    read, and it goes once it is read."""
    from PySide6.QtWidgets import QFileDialog

    import mjgui.controller.game.club as club_controller
    from mjgui.gui.tracker.window import TrackerWindow

    shapes: list[Qt.CursorShape | None] = []
    real = club_controller.load_season

    def load(*args: object) -> object:
        cursor = QApplication.overrideCursor()
        shapes.append(None if cursor is None else cursor.shape())
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(club_controller, "load_season", load)
    club.open_folder(season_dir)  # as --open does, and Open a folder… once a folder is chosen
    assert shapes == [Qt.CursorShape.WaitCursor] and QApplication.overrideCursor() is None
    assert club.summary.text() == f"{GAMES + 1}\u00a0games in {season_dir}"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(season_dir))
    club.open_button.click()
    assert shapes == [Qt.CursorShape.WaitCursor] * 2 and QApplication.overrideCursor() is None
    window = TrackerWindow(data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "t.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    assert window.open_file(season_dir / "hand-written.mjgame")
    tracker_club = window.club_window()  # opened on the record's season
    assert shapes == [Qt.CursorShape.WaitCursor] * 3 and QApplication.overrideCursor() is None
    assert tracker_club.summary.text() == f"{GAMES + 1}\u00a0games in {season_dir}"
    tracker_club.close()


class _MeasuringDelegate(QStyledItemDelegate):
    """Counts the cells Qt measures (to fit the columns to their contents)."""

    measured = 0

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        self.measured += 1
        return super().sizeHint(option, index)


def test_a_click_measures_the_table_once_and_lays_out_the_chart_only_when_it_changed(
    club: ClubWindow, season_dir: Path, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click on a long season's table froze the window: each cell set while the columns fit
    their contents had Qt measure the cells of the table again (63 000 to 99 000 measures a
    click on 30 players, 0.1-0.2 s), and the chart, the same as before, was laid out and
    painted again. Now the columns are fitted once the table is filled, and the chart is laid
    out again only when what it draws changed."""
    club.open_folder(season_dir)
    delegate = _MeasuringDelegate(club.table)
    club.table.setItemDelegate(delegate)
    laid: list[object] = []
    real = club.chart.set_data
    monkeypatch.setattr(club.chart, "set_data", lambda *a: laid.append(a[0]) or real(*a))
    widths = [club.table.columnWidth(c) for c in range(club.table.columnCount())]
    cells = club.table.rowCount() * club.table.columnCount()
    header = club.table.horizontalHeader()
    # a player chosen: the cells measured once; a sort: twice at most (the sort indicator moved
    # to another column, the header fits the columns again)
    for act, passes in (
        (lambda: _click_row(club, qtbot, "Chen"), 1),
        (lambda: _click_row(club, qtbot, "Dasha"), 1),
        (
            lambda: qtbot.mouseClick(  # type: ignore[attr-defined]
                header.viewport(),
                Qt.MouseButton.LeftButton,
                pos=_section_center(club, _column(club, "Games")),
            ),
            2,
        ),
    ):
        delegate.measured = 0
        act()
        QApplication.processEvents()
        assert 0 < delegate.measured <= passes * cells
    assert club.stats_title.text() == "Dasha: statistics" and club.controller.sort == ("games", True)
    assert [club.table.columnWidth(c) for c in range(club.table.columnCount())] == widths
    assert header.sectionResizeMode(_column(club, "Player")) == QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(_column(club, "Games")) == QHeaderView.ResizeMode.ResizeToContents
    assert laid == []  # the same chart
    club.controller.set_dates(dt.date(2026, 11, 21), None)
    assert len(laid) == 1 and laid[0] is club.controller.chart() and not club.chart.data.empty


def test_a_second_click_on_the_rank_column_turns_the_table_around(
    club: ClubWindow, season_dir: Path, qtbot: object, tmp_path: Path
) -> None:
    """The "#" column's header showed its arrow turned down on a second click, but the rows kept
    the league's order (and so did the CSV of the table as shown)."""
    club.open_folder(season_dir)
    header = club.table.horizontalHeader()
    rank = _column(club, "#")
    count = club.table.rowCount()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_section_center(club, rank))  # type: ignore[attr-defined]
    assert [row[rank] for row in _cells(club)] == [str(n) for n in range(1, count + 1)]
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_section_center(club, rank))  # type: ignore[attr-defined]
    assert [row[rank] for row in _cells(club)] == [str(n) for n in range(count, 0, -1)]
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    path = tmp_path / "league.csv"
    assert club.export("table", str(path))
    read = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    assert [r["rank"] for r in read] == [str(n) for n in range(count, 0, -1)]
    assert [r["name"] for r in read] == [row[1] for row in _cells(club)]


def test_a_long_name_keeps_the_window_within_1024_and_the_legend_gives_it_whole_in_a_tooltip(
    club: ClubWindow, tmp_path: Path
) -> None:
    """A name from the aliases file as long as a merge writes (100 wide letters) made the
    chart's legend, so the window, wider than the screen once a notice was shown (an export's
    "Saved"): the legend's least width was its longest name's. It shortens the name now."""
    wide = "W" * 100
    (tmp_path / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (tmp_path / ALIASES_FILE).write_text(f"Borya = {wide}\n", encoding="utf-8")
    club.open_folder(tmp_path)
    club.resize(1024, 640)
    for _ in range(3):
        QApplication.processEvents()
    assert club.export("table", str(tmp_path / "league.csv"))  # a notice below the table
    row = next(r for r, cells in enumerate(_cells(club)) if cells[1] == wide)
    club.table.selectRow(row)  # the statistics' title names the player too
    for _ in range(3):
        QApplication.processEvents()
    assert club.minimumSizeHint().width() <= 1024 and club.width() == 1024
    entry = next(e for e in club.chart.legend.entries if e.accessibleName() == wide)
    assert entry.toolTip() == wide and "…" in entry.text() and wide not in entry.text()
    assert entry.geometry().right() < club.chart.legend.width()


def test_the_legend_is_never_as_wide_as_a_name_of_hundreds_of_characters(qtbot: object) -> None:
    """Even two long names alike for their first 150 characters: each is shortened to a
    beginning of at most MOST_LEAST_CHARS characters, the whole name in its tooltip."""
    from PySide6.QtGui import QColor

    from mjgui.gui.charts import ChartLegend

    legend = ChartLegend()
    qtbot.addWidget(legend)  # type: ignore[attr-defined]
    same = "Wolfeschlegelsteinhausenbergerdorff" * 5
    names = [same + " the elder", same + " the younger", "Aiko"]
    legend.set_entries(names, [QColor("red"), QColor("green"), QColor("blue")])
    assert legend.minimumSizeHint().width() < 400
    legend.resize(400, 200)
    legend.show()
    QApplication.processEvents()
    shown = {e.accessibleName(): e for e in legend.entries}
    assert shown["Aiko"].toolTip() == "" and "Aiko" in shown["Aiko"].text()
    for name in names[:2]:
        assert shown[name].toolTip() == name and "…" in shown[name].text()
        assert shown[name].geometry().right() <= 400


def test_a_game_whose_date_line_cannot_be_read_is_counted_with_a_note(
    club: ClubWindow, tmp_path: Path
) -> None:
    """``# date 18.01.2026`` skipped the game (⚠ 1 file not counted): it is counted on the day it
    means, and the notes say which line, that day and how to write the date."""
    from tests.test_league_counting import EVENING, OTHERS

    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "g1.mjgame").write_text(EVENING, encoding="utf-8")
    other = OTHERS["other-date"].replace("2026-01-18", "18.01.2026")  # another game, its date unread
    (folder / "g2.mjgame").write_text(other, encoding="utf-8")
    club.open_folder(folder)
    assert club.summary.text() == f"2\u00a0games in {folder}"
    assert club.notes_toggle.isVisible() and club.notes_toggle.text() == "⚠ 1 date that cannot be read ▾"
    assert club.skipped.text() == (
        "<b>1\u00a0game counted whose # date line cannot be read:</b><br>⚠ g2.mjgame: Line 3 (# date "
        '18.01.2026): "18.01.2026" is not a date a record reads; the club counts the game on '
        '2026-01-18, the day it means. Write the date as YYYY-MM-DD: "# date 2026-01-18".'
    )
    club.set_language("ru")
    assert club.notes_toggle.text() == "⚠ 1\u00a0дата не читается ▾"
    assert (
        "⚠ g2.mjgame: Строка 3 (# date 18.01.2026): дату «18.01.2026» запись прочитать" in club.skipped.text()
    )

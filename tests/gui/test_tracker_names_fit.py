"""Long and alike players' names in the tracker: the history's titles, the chart's legend, the
final results.

``--tracker similar.mjgame --lang ru --size 1280x800`` (Александр_Константинов beside
Александра_Константинова, 長谷川まりあ beside 長谷川ゆうこ) showed the history's player titles
as "Алек…/Алекса…" and "長谷…/長谷川…": as soon as one record line was too long to fit beside
the whole names, every player's column had been shrunk to its numbers and Qt cut the names at
that width. Takahashi and Takayama were both "Taka…" at 1024x640, though the names fit whole
beside a shortened record line. The chart at 1024x640 with four names of 24 characters had a
legend of four rows, and a plot 50 px tall with one value on its axis.

Here the titles are read as the header shows them: the title's text must fit its section (so Qt
cuts nothing more), tell each player from the others, and begin with as much of the name as
tells it apart; each title's tooltip has the whole name.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from test_tracker_support import TrackerPlayer

from mjgui.gui.charts import LineChart
from mjgui.gui.short_names import cuts, distinct_prefixes, short_name
from mjgui.gui.tracker.final import NAME, FinalResults
from mjgui.gui.tracker.history import COL_LINE, FIRST_PLAYER, HistoryTable, LineDetail, share_out
from tests.test_league import HAND_WRITTEN

#: a game in progress: a riichi, a long hand line, a draw with two tenpai, a chombo
RECORD = """# date 2026-11-27
rules seed
players Aiko Boris Chen Dasha
riichi Boris
ron Chen from Aiko hand "234m567p345678s55s --riichi"
tsumo Dasha hand "55z --ankan 1111m --kan 9999p --ankan 6666s --kan 1111z --tsumo --rinshan"
draw tenpai Aiko,Chen
riichi Aiko
tsumo Aiko 3 30
chombo Chen
"""
LAT, CYR = "Maximilian_Wolfgang_Mwwm", "Александра_Жилмуханбетов"
JPN, WIDE = "長谷川まりあ之介左衛門寿限無寿限無五劫の擦り切れ", "W" * 24
PLAYERS = {  # the record's four players, in its seats
    "similar": ("Александр_Константинов", "Александра_Константинова", "長谷川まりあ", "長谷川ゆうこ"),
    "taka": ("Takahashi", "Takayama", "Tanaka", "Tamura"),
    "long": (LAT, CYR, JPN, WIDE),
    "long-jp-first": (JPN, LAT, CYR, "長谷川まりあ"),
}


def narrow(window: object) -> None:
    """The history as narrow as a 1024x640 window gave it while a game was played before the
    table gave way (444 px; still so with the handle dragged there)."""
    window.splitter.setSizes([556, 444])  # type: ignore[attr-defined]
    QApplication.processEvents()


def record(names: tuple[str, ...], text: str = RECORD) -> str:
    for short, name in zip(("Aiko", "Boris", "Chen", "Dasha"), names, strict=True):
        text = re.sub(rf"\b{short}\b", name, text)
    return text


def tells_apart(names: tuple[str, ...], index: int) -> str:
    """The shortest beginning of name ``index`` no other name begins with (letter by letter;
    the whole name when another begins with it): worked out here on its own."""
    name = names[index]
    for length in range(1, len(name) + 1):
        if not any(other.casefold().startswith(name[:length].casefold()) for other in names if other != name):
            return name[:length]
    return name


@pytest.fixture
def tracker_at(tracker_on_record: object, qtbot: object) -> object:
    def open_at(players: str, lang: str, size: tuple[int, int], text: str = RECORD) -> TrackerPlayer:
        player: TrackerPlayer = tracker_on_record(lang, record(PLAYERS[players], text))  # type: ignore[operator]
        player.window.resize(*size)
        qtbot.waitUntil(lambda: player.window.width() <= size[0] + 8)  # type: ignore[attr-defined]
        for _ in range(3):  # the chart's legend told its share, its new rows laid out
            QApplication.processEvents()
        return player

    return open_at


def shown_titles(history: HistoryTable) -> list[str]:
    """The players' titles as the header draws them: their text, which must fit the section
    (Qt would cut it further with its own "…" otherwise)."""
    header = history.horizontalHeader()
    titles = []
    for column in range(FIRST_PLAYER, history.columnCount()):
        item = history.horizontalHeaderItem(column)
        assert item is not None
        assert header.sectionSizeHint(column) <= header.sectionSize(column), (item.text(), column)
        titles.append(item.text())
    return titles


SIZES = [(1024, 640), (1280, 800)]


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("players", sorted(PLAYERS))
def test_the_players_titles_tell_them_apart(
    tracker_at: object, players: str, lang: str, size: tuple[int, int]
) -> None:
    player: TrackerPlayer = tracker_at(players, lang, size)  # type: ignore[operator]
    history = player.window.history
    names = PLAYERS[players]
    titles = shown_titles(history)
    assert len(set(titles)) == 4, titles
    for index, (name, title) in enumerate(zip(names, titles, strict=True)):
        if title != name:
            assert title.endswith("…") and name.startswith(title[:-1]), (name, title)
            assert len(title) - 1 >= len(tells_apart(names, index)), (name, title)
        head = history.horizontalHeaderItem(FIRST_PLAYER + index)
        assert head is not None and head.toolTip() == name
    # the table is never wider than its viewport: no player hidden behind a scroll bar
    shown = [c for c in range(history.columnCount()) if not history.isColumnHidden(c)]
    assert sum(history.columnWidth(c) for c in shown) <= history.viewport().width()


def _assert_cut_lines_say_themselves(history: HistoryTable) -> list[int]:
    """The record lines the table cuts say themselves in their tooltips, as the pane under the
    table says them; the rows cut."""
    width = history.columnWidth(COL_LINE)
    rows = history.rows()
    cut = [i for i in range(len(rows)) if history._cell_need(i, COL_LINE) > width]
    for index, row in enumerate(rows):
        item = history.item(index, COL_LINE)
        assert item is not None
        said = row.error or row.summary
        assert item.toolTip() == (f"{row.text}\n{said}" if index in cut else said), row.text
    return cut


def _line_need(history: HistoryTable, text: str) -> int:
    """The room ``text`` needs as a record line in the history (its cell's margins)."""
    rows = history.rows()
    index = next(i for i, row in enumerate(rows) if row.text.strip() and row.kind != "comment")
    item = history.item(index, COL_LINE)
    assert item is not None
    pad = history._cell_need(index, COL_LINE) - QFontMetrics(item.font()).horizontalAdvance(item.text())
    return QFontMetrics(item.font()).horizontalAdvance(text) + pad


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_names_are_whole_beside_a_record_line_with_its_fair_room(tracker_at: object, lang: str) -> None:
    """Takahashi, Takayama, Tanaka, Tamura are whole at 1280x800 beside a record line that has
    the room of a typical line with their names ("ron Takahashi from Takayama 3 30"). A line the
    table cuts says itself in its tooltip, as the pane under the table says it."""
    player: TrackerPlayer = tracker_at("taka", lang, (1280, 800))  # type: ignore[operator]
    history = player.window.history
    assert shown_titles(history) == list(PLAYERS["taka"])
    assert not history.isColumnHidden(COL_LINE)
    assert history.columnWidth(COL_LINE) >= _line_need(history, "ron Takahashi from Takayama 3 30")
    assert _assert_cut_lines_say_themselves(history)  # the long hand line at least


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_1024_the_record_line_has_the_room_the_numbers_leave(tracker_at: object, lang: str) -> None:
    """At 1024x640 the record line comes before whole names: the names' columns are as narrow
    as their numbers (and the beginnings that tell them apart) allow, a name within its "…" of
    whole kept whole. The names had come first, the record line cut to its title's width
    («Строка зап…», «tsumo Бори…»)."""
    player: TrackerPlayer = tracker_at("taka", lang, (1024, 640))  # type: ignore[operator]
    narrow(player.window)
    history = player.window.history
    titles = shown_titles(history)
    assert titles[0] == "Takah…" and titles[1:] == ["Takayama", "Tanaka", "Tamura"]
    # the record line has the rest: more than its title's room or ten digits' it had
    shown = [c for c in range(history.columnCount()) if not history.isColumnHidden(c)]
    assert sum(history.columnWidth(c) for c in shown) == history.viewport().width()
    ten = history.fontMetrics().horizontalAdvance("0" * 10)
    assert history.columnWidth(COL_LINE) > max(ten, min(history.title_need(COL_LINE), ten)) + 20
    numbers = history.column_need(FIRST_PLAYER, title=False)
    assert history.columnWidth(FIRST_PLAYER) == max(numbers, history.title_need(FIRST_PLAYER))
    assert _assert_cut_lines_say_themselves(history)


#: four players with long Cyrillic names, and a game whose changes run to five digits
CYRILLIC = ("Александра_Константинова", "Борислав_Жилмуханбетов", "Чэнь", "Дарья")
CYRILLIC_RECORD = """rules seed
players Александра_Константинова Борислав_Жилмуханбетов Чэнь Дарья
riichi Борислав_Жилмуханбетов
ron Борислав_Жилмуханбетов from Чэнь 3 40
tsumo Дарья 2 30
ron Дарья from Чэнь haneman
draw tenpai Чэнь,Дарья
tsumo Александра_Константинова 3 30
"""


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_long_cyrillic_names_leave_the_record_line_a_typical_line(
    tracker_on_record: object, qtbot: object, size: tuple[int, int]
) -> None:
    """``--tracker FILE --lang ru --size 1024x640`` with long Cyrillic names: the record line's
    column was 76 px («Строка зап…», «tsumo Бори…») at both sizes while the four names' columns
    took the width. Now it shows a whole typical line (at 1024x640 a tsumo, at 1280x800 a ron
    with the table's names), every change (−12 000) whole, the names told apart."""
    player: TrackerPlayer = tracker_on_record("ru", CYRILLIC_RECORD)  # type: ignore[operator]
    player.window.resize(*size)
    qtbot.waitUntil(lambda: player.window.width() <= size[0] + 8)  # type: ignore[attr-defined]
    QApplication.processEvents()
    history = player.window.history
    assert not history.isColumnHidden(COL_LINE)
    line = history.columnWidth(COL_LINE)
    assert line >= history.title_need(COL_LINE)  # «Строка записи» whole
    texts = [row.text for row in history.rows()]
    typical = "tsumo Дарья 2 30" if size == (1024, 640) else "ron Дарья from Чэнь haneman"
    index = texts.index(typical)
    assert history._cell_need(index, COL_LINE) <= line, (typical, line)
    changes = [history.item(r, c).text() for r in range(history.rowCount()) for c in range(FIRST_PLAYER, 8)]
    assert "−12 000" in [re.sub(r"\s", " ", text) for text in changes], changes
    for column in range(FIRST_PLAYER, history.columnCount()):  # every change whole
        for row in range(history.rowCount()):
            assert history._cell_need(row, column) <= history.columnWidth(column), (row, column)
    titles = shown_titles(history)
    assert len(set(titles)) == 4 and titles[2] == "Чэнь", titles
    shown = [c for c in range(history.columnCount()) if not history.isColumnHidden(c)]
    assert sum(history.columnWidth(c) for c in shown) <= history.viewport().width()


def test_no_room_for_the_record_line_beside_the_names_the_pane_says_it(
    tracker_at: object, qtbot: object
) -> None:
    """Two names alike for ten letters at 1024x640 (English titles): the names' least leave the
    record line no useful room; its column goes (no scroll bar), the pane says each line."""
    player: TrackerPlayer = tracker_at("similar", "en", (1024, 640))  # type: ignore[operator]
    narrow(player.window)
    history = player.window.history
    titles = shown_titles(history)
    assert titles[0].startswith("Александр_") and titles[1].startswith("Александра")
    assert history.isColumnHidden(COL_LINE)
    assert history.horizontalScrollBar().maximum() == 0
    detail = player.window.findChild(LineDetail, "history-detail")
    assert isinstance(detail, LineDetail)
    last = history.rows()[-1]
    assert last.text.strip() in detail.text() and detail.text().endswith(last.summary)
    # wider, the record line is back
    player.window.resize(1600, 800)
    qtbot.waitUntil(lambda: not history.isColumnHidden(COL_LINE))  # type: ignore[attr-defined]
    assert len(set(shown_titles(history))) == 4


# -- the chart ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=str)
def test_four_long_names_leave_the_plot_its_height(
    tracker_at: object, lang: str, size: tuple[int, int]
) -> None:
    """Four names of 24 characters: the legend keeps to its share of the chart (in columns, the
    names shortened, the whole names in the tooltips), the plot keeps 60 % and some values."""
    player: TrackerPlayer = tracker_at("long", lang, size)  # type: ignore[operator]
    chart = player.window.points_chart
    assert chart is not None and all(len(name) == 24 for name in PLAYERS["long"])
    legend, plot = chart.legend, chart.plot
    assert plot.height() >= 0.6 * chart.height(), (plot.height(), chart.height())
    assert plot.drawing.rect.height() >= 80 and len(plot.drawing.y_ticks) >= 3
    assert legend.geometry().bottom() < plot.geometry().top()
    boxes = [label.geometry() for label in legend.entries]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    assert all(legend.rect().contains(box) for box in boxes)
    shown = []
    for label, name in zip(legend.entries, PLAYERS["long"], strict=True):
        assert label.accessibleName() == name
        text = re.sub(r"<[^>]*>", "", label.text())  # the line's sample is painted, not written
        if text != name:
            assert text.endswith("…") and name.startswith(text[:-1]) and len(text) > 8
            assert label.toolTip() == name
        else:
            assert label.toolTip() == ""
        assert label.sizeHint().width() <= label.width() + 1, text  # not cut by the label
        shown.append(text)
    assert len(set(shown)) == 4
    if size == (1024, 640):  # four rows of whole names there: in columns, shortened
        assert len(legend.rows()) == 2
        assert any(text != name for text, name in zip(shown, PLAYERS["long"], strict=True))


def test_the_legend_in_columns_keeps_the_order_and_flows_back_when_wide(qtbot: object) -> None:
    from mjgui.core.league.charts import ChartData, Series

    names = [*PLAYERS["long"], "Aiko"]
    data = ChartData(
        labels=("E1", "E2", "E3"),
        series=tuple(Series(name, (30000.0, 25000.0 + i * 1000, 20000.0)) for i, name in enumerate(names)),
    )
    chart = LineChart()
    qtbot.addWidget(chart)  # type: ignore[attr-defined]
    chart.set_data(data)
    chart.resize(440, 170)
    chart.show()
    qtbot.waitExposed(chart)  # type: ignore[attr-defined]
    legend = chart.legend
    qtbot.waitUntil(lambda: chart.plot.height() >= 0.6 * chart.height())  # type: ignore[attr-defined]
    rows, cell = legend.arrangement()
    assert cell is not None and [i for row in rows for i in row] == list(range(5))  # in order
    assert len(rows) <= legend.most_rows()  # type: ignore[operator]
    # wide: one row, every name whole, no tooltips
    chart.resize(2400, 170)
    qtbot.waitUntil(lambda: legend.arrangement()[1] is None)  # type: ignore[attr-defined]
    assert len(legend.rows()) == 1
    assert all(
        label.toolTip() == "" and label.text().endswith(label.accessibleName()) for label in legend.entries
    )
    # the chosen player's entry in bold, shortened in its own (wider) font
    chart.resize(440, 170)
    qtbot.waitUntil(lambda: legend.arrangement()[1] is not None)  # type: ignore[attr-defined]
    chart.set_chosen(JPN)
    QApplication.processEvents()
    bold = legend.entries[2]
    assert "<b>" in bold.text() and bold.toolTip() == JPN
    assert bold.sizeHint().width() <= bold.width() + 1


def test_the_clubs_legend_keeps_whole_names_where_they_fit(
    club: object, tmp_path: Path, qtbot: object
) -> None:
    """The club's chart is the same widget: its players (four of 24 characters) at 1024x640
    still flow, whole, in the share of its taller chart, as before."""
    from tests.leaguegen import write_season

    root = tmp_path / "season"
    write_season(root, 24, {"hand-written.mjgame": HAND_WRITTEN})
    names = {"Aiko": LAT, "Boris": CYR, "Chen": JPN, "Dasha": WIDE, "Emil": "Эммануил_Константинович"}
    for path in root.rglob("*.mjgame"):
        text = path.read_text(encoding="utf-8")
        for short, name in names.items():
            text = re.sub(rf"\b{short}\b", name, text)
        path.write_text(text, encoding="utf-8")
    window = club  # type: ignore[assignment]
    window.resize(1024, 640)  # type: ignore[attr-defined]
    window.open_folder(root)  # type: ignore[attr-defined]
    chart = window.chart  # type: ignore[attr-defined]
    legend = chart.legend
    qtbot.waitUntil(lambda: chart.isVisible() and len(legend.entries) >= 7)  # type: ignore[attr-defined]
    for _ in range(3):
        QApplication.processEvents()
    assert legend.arrangement()[1] is None  # flowing, not in columns
    assert all(
        label.toolTip() == "" and label.text().endswith(label.accessibleName()) for label in legend.entries
    )
    assert sum(len(label.accessibleName()) == 24 for label in legend.entries) == 4
    assert chart.plot.height() >= 0.6 * chart.height()


# -- the final results --------------------------------------------------------------------------


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
@pytest.mark.parametrize("big", [False, True], ids=["normal", "full-screen"])
def test_a_cut_name_in_the_final_results_has_its_tooltip(
    tracker_on_record: object, qtbot: object, big: bool
) -> None:
    """``--tracker finished-long.mjgame --size 1024x640``: the names cut in the Player column
    say themselves whole when the mouse rests on them."""
    names = {"Aiko": LAT, "Borya": CYR, "Chen": JPN, "Dasha": WIDE}
    text = HAND_WRITTEN
    for short, name in names.items():
        text = re.sub(rf"\b{short}\b", name, text)
    player: TrackerPlayer = tracker_on_record("en", text)  # type: ignore[operator]
    window = player.window
    window.resize(1024, 640)
    if big:
        window.set_big(True, fullscreen=False)
    QApplication.processEvents()
    final: FinalResults = window.big_final if big else window.final
    assert final.isVisible()
    table = final.table
    cut = 0
    for row in range(table.rowCount()):
        item = table.item(row, NAME)
        assert item is not None and item.text() in names.values()
        rect = table.visualItemRect(item)
        whole = QFontMetrics(item.font()).horizontalAdvance(item.text()) < rect.width() - 8
        cut += not whole
        at = rect.center()
        QApplication.sendEvent(
            table.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, table.viewport().mapToGlobal(at))
        )
        assert QToolTip.text() == item.text()
        QToolTip.hideText()
    assert cut or big  # the normal view at 1024x640 cuts the long names


# -- the shortening itself ------------------------------------------------------------------------


def test_distinct_prefixes() -> None:
    assert distinct_prefixes(PLAYERS["taka"]) == ["Takah", "Takay", "Tan", "Tam"]
    assert distinct_prefixes(PLAYERS["similar"]) == ["Александр_", "Александра", "長谷川ま", "長谷川ゆ"]
    assert distinct_prefixes(PLAYERS["long-jp-first"]) == ["長谷川まりあ之", "M", "А", "長谷川まりあ"]
    assert distinct_prefixes(["Ann", "Anna", "Bob"]) == ["Ann", "Anna", "B"]
    assert distinct_prefixes(["anna", "ANNE"]) == ["anna", "ANNE"]  # case aside
    # a letter and its combining mark stay together: "Zoë" written as e + U+0308
    zoe, zoe2 = "Zoe\u0308y", "Zoe\u0308x"
    assert distinct_prefixes([zoe, "Zoe", zoe2]) == [zoe, "Zoe", zoe2]
    assert distinct_prefixes(["Zoe\u0308", "Zoex"]) == ["Zoe\u0308", "Zoex"]
    assert cuts("Zoe\u0308y") == [1, 2, 4, 5]


def test_short_name_keeps_the_distinct_beginning() -> None:
    class Chars:  # each character 10 px, "…" too
        def horizontalAdvance(self, text: str) -> float:
            return 10.0 * len(text)

    metrics = Chars()
    assert short_name("Takahashi", "Takah", metrics, 90) == "Takahashi"
    assert short_name("Takahashi", "Takah", metrics, 80) == "Takahas…"
    assert short_name("Takahashi", "Takah", metrics, 20) == "Takah…"  # never shorter
    assert short_name("Ann", "Ann", metrics, 10) == "Ann"
    assert short_name("Ann B", "Ann ", metrics, 45) == "Ann…"  # no space before the "…"
    assert short_name("Zoe\u0308y!", "Z", metrics, 40) == "Zo…"  # never between e and its mark


def test_share_out_grows_the_narrowest_first() -> None:
    assert share_out([50, 60, 70], [100, 200, 75], 250) == [88, 87, 75]
    assert share_out([50, 60], [55, 200], 300) == [55, 200]  # all whole, the rest left over
    assert share_out([50, 60], [100, 100], 100) == [50, 60]  # never under the least
    assert sum(share_out([40, 40, 40], [90, 90, 90], 151)) == 151

"""The tracker's history never cuts a line in words (issue 25): at 1024×640 and 1280×800, in
English and in Russian, on real games (the logs of tests/data/logs/, written as records; one
with the players' names made long, as a club's full names are).

The words column is shown only where every row fits whole in it; the pane under the table
says the clicked line (the last line before any click) whole, wrapped, with its record line
too when the table had to cut it. Each row is clicked as a player would and the pane read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QScrollArea, QStyleOptionViewItem

from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import game_record
from mjgui.gui.appsetup import setup_application
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.history import COL_HAND, COL_LINE, COL_WORDS, HistoryTable, LineDetail
from mjgui.gui.tracker.window import TrackerWindow
from mjgui.gui.util import nobreak

LOGS = Path(__file__).resolve().parent.parent / "data" / "logs"
#: the real games' players, renamed with long names (the game, its hands and values unchanged)
LONG_NAMES = {"A": "Анастасия", "B": "Константин", "C": "Александра", "D": "Владислав"}


def _record(name: str, long_names: bool = False) -> str:
    text = game_record(read_log_file(LOGS / name))
    if long_names:
        for short, full in LONG_NAMES.items():
            text = re.sub(rf"(?<![\w#]){short}(?!\w)", full, text)
    return text


GAMES = {
    "majsoul": ("majsoul-tensoul-py-ng-jade-south.json", False),
    "majsoul-long-names": ("majsoul-tensoul-py-ng-jade-south.json", True),
    "tenhou": ("dnovikoff-example.mjlog", False),
}
PLAYERS = "rules seed\nplayers Aiko Boris Chen Dasha\n"
#: short records whose last line the game refuses, with a long reason (said in the pane)
REFUSED = {
    # one han at 5 honba: ryanhan shibari
    "shibari": PLAYERS + "draw tenpai Aiko\n" * 5 + "ron Boris from Chen 1 30\n",
    # a second ron on one discard where atama hane takes it to the first winner alone
    "atama": PLAYERS + "ron Boris from Chen 2 30\nalso ron Dasha from Chen 2 30\n",
}


@pytest.fixture
def open_game(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerWindow] = []

    def make(game: str, lang: str, size: tuple[int, int], more: str = "") -> TrackerWindow:
        path = tmp_path / f"{game}.mjgame"
        text = REFUSED[game] if game in REFUSED else _record(*GAMES[game])
        path.write_text(text + more, encoding="utf-8")
        window = TrackerWindow(
            data_dir=tmp_path / "data", settings=Settings.at(str(tmp_path / "s.ini")), lang=lang
        )
        made.append(window)
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        assert window.open_file(path)
        QApplication.processEvents()
        return window

    yield make
    for window in made:  # its translators go with English: the next test starts in English
        window.languages.set_language("en")


def _detail(window: TrackerWindow) -> LineDetail:
    detail = window.findChild(LineDetail, "history-detail")
    assert isinstance(detail, LineDetail)
    return detail


def _whole_in(detail: LineDetail) -> bool:
    """The pane shows its whole text: as tall as its text wrapped at its width, and no word
    wider than it (a word is not broken); where the column is short, the part not in sight
    is reached by its scroll bar."""
    width = detail.contentsRect().width() - 2 * detail.margin()
    metrics = detail.fontMetrics()
    widest = max(metrics.horizontalAdvance(word) for word in detail.text().split())
    scroll = _scroll_of(detail)
    reach = scroll.viewport().height() + scroll.verticalScrollBar().maximum()
    return detail.heightForWidth(detail.width()) <= detail.height() <= reach and widest <= width


def _scroll_of(detail: LineDetail) -> QScrollArea:
    scroll = detail.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert scroll is not None and scroll.objectName() == "history-detail-scroll"
    return scroll


def _cell_need(history: HistoryTable, row: int, col: int) -> int:
    option = QStyleOptionViewItem()
    history.initViewItemOption(option)
    return history.itemDelegate().sizeHint(option, history.model().index(row, col)).width()


def _click_row(qtbot: object, history: HistoryTable, row: int) -> None:
    item = history.item(row, 0)
    assert item is not None
    history.scrollToItem(item)
    rect = history.visualItemRect(item)
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_line_in_words_is_cut(
    open_game: object, qtbot: object, game: str, lang: str, size: tuple[int, int]
) -> None:
    window: TrackerWindow = open_game(game, lang, size)  # type: ignore[operator]
    qtbot.waitUntil(lambda: window.width() <= size[0] + 8)  # type: ignore[attr-defined]
    history = window.history
    rows = history.rows()
    assert len(rows) > 20
    words = [r.summary for r in rows]
    assert any(len(w) > 30 for w in words)  # long descriptions: a win with both names, a draw
    # the column of words, where it is shown, holds every row whole
    if not history.isColumnHidden(COL_WORDS):
        width = history.columnWidth(COL_WORDS)
        for row in range(history.rowCount()):
            assert _cell_need(history, row, COL_WORDS) <= width, (row, words[row])
    # before any click the pane says the last line
    detail = _detail(window)
    qtbot.waitUntil(detail.isVisible)  # type: ignore[attr-defined]
    assert detail.text().startswith(f"#{rows[-1].number} · ")
    assert detail.text().endswith(nobreak(rows[-1].summary))
    # each line clicked: the pane says it whole, its record line too when the table cut it
    line_width = history.columnWidth(COL_LINE)
    for index, row in enumerate(rows):
        _click_row(qtbot, history, index)
        assert history.current_line() == row.number
        text = detail.text()
        assert nobreak(row.summary) in text and text.startswith(f"#{row.number}")
        cut = _cell_need(history, index, COL_LINE) > line_width
        if (cut and row.kind not in ("comment", "blank")) or not row.summary:
            assert row.text.strip() in text
        elif row.summary:
            assert row.text.strip() not in text.replace(row.summary, "")
        qtbot.waitUntil(lambda: _whole_in(detail), timeout=1000)  # type: ignore[attr-defined]


def test_the_words_column_is_there_when_the_window_is_wide(open_game: object, qtbot: object) -> None:
    """On a wide screen every row fits whole: the words are in the table, each row whole."""
    window: TrackerWindow = open_game("majsoul", "ru", (1920, 1150))  # type: ignore[operator]
    window.splitter.setSizes([700, 1200])
    history = window.history
    qtbot.waitUntil(lambda: not history.isColumnHidden(COL_WORDS))  # type: ignore[attr-defined]
    width = history.columnWidth(COL_WORDS)
    for row in range(history.rowCount()):
        item = history.item(row, COL_WORDS)
        assert item is not None and item.text() == history.rows()[row].summary
        assert _cell_need(history, row, COL_WORDS) <= width
    # narrowed, the column goes and the pane says the line
    window.splitter.setSizes([1200, 500])
    qtbot.waitUntil(lambda: history.isColumnHidden(COL_WORDS))  # type: ignore[attr-defined]
    assert _detail(window).text().endswith(history.rows()[-1].summary)


def test_a_rejected_line_says_its_message_in_the_pane(open_game: object, qtbot: object) -> None:
    """A record line that cannot be (one after the game's end): the pane says its message whole."""
    window: TrackerWindow = open_game("majsoul", "ru", (1024, 640), more="ron A from A 2 30\n")  # type: ignore[operator]
    history = window.history
    bad = [i for i, r in enumerate(history.rows()) if r.error]
    assert len(bad) == 1 and history.rows()[bad[0]].text == "ron A from A 2 30"
    detail = _detail(window)
    row = history.rows()[bad[0]]
    assert detail.text().endswith("⚠ " + row.error)  # the last line: shown before any click
    _click_row(qtbot, history, 0)
    assert "⚠" not in detail.text()
    _click_row(qtbot, history, bad[0])
    text = detail.text()
    assert text.startswith(f"#{row.number} · {row.hand} · ") and text.endswith(f"\n⚠ {row.error}")
    assert row.summary in text and len(row.error) > 100
    qtbot.waitUntil(lambda: _whole_in(detail))  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", sorted(REFUSED))
def test_a_refusal_in_the_pane_is_never_cut_at_1024x640(
    open_game: object, qtbot: object, game: str, lang: str
) -> None:
    """``mjgui --tracker shibari.mjgame --size 1024x640 --lang ru``: the pane under the table
    says the refused line and why, 130 px of text, in the 55 px the table and the chart left
    it: the reason was cut after its first line. Now the pane is as tall as its text where the
    column has the room, else it keeps two whole lines and scrolls to the rest."""
    window: TrackerWindow = open_game(game, lang, (1024, 640))  # type: ignore[operator]
    qtbot.waitUntil(lambda: window.width() <= 1024 + 8)  # type: ignore[attr-defined]
    row = window.history.rows()[-1]
    assert row.error and len(row.error) > 80, row
    detail = _detail(window)
    qtbot.waitUntil(detail.isVisible)  # type: ignore[attr-defined]
    assert detail.text().endswith("⚠ " + nobreak(row.error))
    for _ in range(3):
        QApplication.processEvents()
    assert (window.width(), window.height()) == (1024, 640)  # the window did not grow for it
    need = detail.heightForWidth(detail.width())
    assert detail.height() >= need, (detail.height(), need)  # the text whole in its pane
    scroll = _scroll_of(detail)
    shown = scroll.viewport().height()
    assert shown + scroll.verticalScrollBar().maximum() >= need  # every line reached
    if shown < need:  # the rest scrolled to, and whole lines in sight: at least two
        assert scroll.verticalScrollBar().isVisible()
        margins = detail.contentsMargins()
        assert shown >= 2 * detail.fontMetrics().lineSpacing() + margins.top() + margins.bottom()
    assert _whole_in(detail)


def test_the_pane_follows_the_language_and_the_clicked_line(open_game: object, qtbot: object) -> None:
    """Switched to Russian while a line is clicked: the pane says that line, in Russian."""
    window: TrackerWindow = open_game("majsoul", "en", (1280, 800))  # type: ignore[operator]
    history = window.history
    detail = _detail(window)
    index = next(i for i, r in enumerate(history.rows()) if r.text.startswith("ron "))
    _click_row(qtbot, history, index)
    english = history.rows()[index].summary
    assert nobreak(english) in detail.text() and " ron" in english
    window.languages.set_language("ru")
    qtbot.waitUntil(lambda: "рон" in detail.text())  # type: ignore[attr-defined]
    assert detail.text().startswith(f"#{history.rows()[index].number} · ")
    assert history.rows()[index].summary in detail.text()
    assert history.current_line() == history.rows()[index].number


@pytest.mark.parametrize("while_hidden", [False, True], ids=["shown", "hidden"])
def test_the_history_buttons_second_row_keeps_its_height(qtbot: object, while_hidden: bool) -> None:
    """``--tracker FILE --lang ru --size 1024x640 --theme dark``: the history's buttons on two
    rows were given 50 px where they need 54, the second row (Undo, Redo) cut 4 px at the
    bottom: the row had told its layout its height before the style sheet made the buttons
    taller, and the layout kept the old height. Here the buttons grow after the row is laid
    out, while it is shown and while it is hidden: the row's height follows them."""
    from PySide6.QtWidgets import QToolButton, QVBoxLayout, QWidget

    from mjgui.gui.util import WrapRow

    box = QWidget()
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    column = QVBoxLayout(box)
    row = WrapRow(box, spacing=4)
    buttons = []
    for text in ("Изменить…", "Вставить…", "Удалить", "Отменить", "Повторить"):
        button = QToolButton(box)
        button.setText(text)
        row.add(button)
        buttons.append(button)
    column.addWidget(row)
    under = QWidget(box)  # the needs panel under the row
    under.setMinimumHeight(100)
    column.addWidget(under, 1)
    box.resize(300, 400)  # two rows
    box.show()
    qtbot.waitExposed(box)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert row._row_count == 2
    if while_hidden:
        box.hide()
    for button in buttons:
        button.setStyleSheet("QToolButton { padding: 6px; }")  # taller, as a theme's sheet makes them
    if while_hidden:
        box.show()
    for _ in range(3):  # the buttons' news to the row, the row's to the layout, its new places
        QApplication.processEvents()
    height = buttons[0].sizeHint().height()
    assert row.height() == 2 * height + 4
    for button in buttons:
        assert button.height() == height and row.rect().contains(button.geometry()), button.text()
    assert under.y() >= row.geometry().bottom()


class _LanguageChangeLater(QObject):
    """Holds back a widget's LanguageChange events (one is sent again by the test): Qt tells
    the widgets of a new language in an order of its own, which varies from run to run."""

    def __init__(self) -> None:
        super().__init__()
        self.held = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.held = True
            return True
        return False


@pytest.mark.parametrize("table_last", [False, True], ids=["any-order", "table-last"])
@pytest.mark.parametrize(("start", "switch"), [("en", "ru"), ("ru", "en")])
def test_the_columns_fit_their_titles_after_a_language_switch(
    open_game: object, qtbot: object, start: str, switch: str, table_last: bool
) -> None:
    """Switched to another language from the View menu, the hand's column fits its new title
    ("Раздача") as a start in that language does. The rows came in the new language before the
    table had its new titles (when Qt tells the table of the language after the window), and
    the column kept the width of "Hand" ("Раз…"), or, back in English, that of "Раздача"."""
    window: TrackerWindow = open_game("majsoul", switch, (1280, 800))  # type: ignore[operator]
    history = window.history
    started = [history.columnWidth(col) for col in range(history.columnCount())]
    window.close()
    window.languages.set_language("en")  # its translators go: the next window starts in its own
    QApplication.processEvents()
    switched: TrackerWindow = open_game("majsoul", start, (1280, 800))  # type: ignore[operator]
    history = switched.history
    later = _LanguageChangeLater()
    if table_last:
        history.installEventFilter(later)
    action = switched.findChild(QAction, f"tracker-language-{switch}")  # the View menu's
    assert isinstance(action, QAction)
    action.trigger()
    QApplication.processEvents()
    if table_last:
        history.removeEventFilter(later)
        assert later.held and switched.controller.lang == switch
        QApplication.sendEvent(history, QEvent(QEvent.Type.LanguageChange))  # the table's turn
        QApplication.processEvents()
    header = history.horizontalHeader()
    title = history.horizontalHeaderItem(COL_HAND)
    assert title is not None and title.text() == ("Раздача" if switch == "ru" else "Hand")
    assert history.columnWidth(COL_HAND) == header.sectionSizeHint(COL_HAND)  # its title whole
    assert [history.columnWidth(col) for col in range(history.columnCount())] == started


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 640)), ("ru", (1280, 800))])
def test_a_cut_record_line_keeps_the_pao_yakuman_at_its_end(
    tracker_on_record: object, lang: str, size: tuple[int, int]
) -> None:
    """A pao line cut in the record line's column lost the liable yakuman, its last word
    ("tsumo Boris yakuman 2 pao Chen daisa…"). The column cuts in the middle now: the action
    and the winner at the start, the pao and its yakuman at the end."""
    # the game ends on the pao line (Chen below zero); the two lines after it are refused; with
    # two comments, the rows take more than the table's height (a scroll bar beside them)
    text = (Path(__file__).resolve().parent.parent / "data" / "old-presets" / "pao-tenhou.mjgame").read_text(
        encoding="utf-8"
    )
    text = text.replace("draw tenpai Aiko\n", "# hanchan 1\n# at the club\ndraw tenpai Aiko\n")
    player = tracker_on_record(lang, text)  # type: ignore[operator]
    window = player.window
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    history = window.history
    row = next(r for r in range(history.rowCount()) if "pao Chen" in history.item(r, COL_LINE).text())  # type: ignore[union-attr]
    line = history.item(row, COL_LINE)
    assert line is not None and line.text() == "tsumo Boris yakuman 2 pao Chen daisangen"
    assert not history.isColumnHidden(COL_LINE)
    # the line as the view draws it in its column
    room = history.columnWidth(COL_LINE) - history._line_pad
    metrics = history.fontMetrics()
    assert metrics.horizontalAdvance(line.text()) > room  # cut at this size
    shown = history.line_shown(row)
    assert metrics.horizontalAdvance(shown) <= room
    assert "…" in shown and shown.startswith("tsumo Boris") and shown.endswith("Chen daisangen"), shown
    assert line.text() in line.toolTip()  # whole in its tooltip


@pytest.mark.parametrize(
    ("lang", "size", "example"),
    [
        ("ru", (1024, 640), "например, ron Chen from Aiko 3 40"),
        ("en", (1024, 640), "or type a line, e.g. ron Chen from Aiko 3 40"),
        ("ru", (1280, 800), "или наберите строку, например ron Chen from Aiko 3 40"),
    ],
)
def test_the_record_line_fields_example_is_shown_whole(
    tracker_on_record: object, lang: str, size: tuple[int, int], example: str
) -> None:
    """The record line field's example was cut in Russian at 1024 px («…например ron Che…»,
    three players' game: the field beside the chart). Where the whole sentence does not fit,
    the example alone, whole."""
    sanma = LOGS.parent / "sanma-records" / "mahjonglm-2014091101gm-00b9-0000-5ca6b487.mjgame"
    player = tracker_on_record(lang, sanma.read_text(encoding="utf-8"))  # type: ignore[operator]
    window = player.window
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    field = window.raw_line
    assert field.isVisible()
    assert field.placeholderText() == example
    room = field.contentsRect().width() - 8  # the text's margins
    assert field.fontMetrics().horizontalAdvance(field.placeholderText()) <= room

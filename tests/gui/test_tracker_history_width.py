"""``--tracker FILE --lang ru --size 1024x640``: the history beside the table had 446 px, the
table 556 (its least was 540). Its player titles were cut («Але…») beside record lines cut
short («draw tenpai Чэнь,…», «ron Чэнь from Бор…»), its buttons on two rows in Russian. While a
game is played the table now gives way first, down to its least, and the history has the
width it has at 1280x800; the cards' top lines stay whole (the dealer's mark «Дилер 親» is "親"
alone in a narrow card, its word in the tooltip). At a game's end the table keeps what the
final results under it need whole, long names cut to a few letters at least (540 px while
they may still change), and 1280x800 is as before."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel
from test_tracker_support import TrackerPlayer

from mjgui.gui.tracker.history import COL_LINE, FIRST_PLAYER
from mjgui.gui.tracker.table import SeatPanel

NAMES = ("Александра", "Борис", "Чэнь", "Дарья")
RECORD = f"""rules seed
players {" ".join(NAMES)}
riichi Борис
ron Борис from Чэнь 3 40
tsumo Александра 2 30
riichi Чэнь
draw tenpai Чэнь,Дарья
riichi Дарья
tsumo Дарья mangan
ron Чэнь from Борис 2 30
"""


def _at(player: TrackerPlayer, size: tuple[int, int]) -> None:
    player.window.resize(*size)
    for _ in range(4):
        QApplication.processEvents()
    assert (player.window.width(), player.window.height()) == size


def _whole(label: QLabel) -> bool:
    return label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_history_is_readable_at_1024x640(tracker_on_record: object, lang: str) -> None:
    player: TrackerPlayer = tracker_on_record(lang, RECORD)  # type: ignore[operator]
    _at(player, (1024, 640))
    window, history = player.window, player.window.history
    # every name whole in its title, every record line whole beside them
    titles = [history.horizontalHeaderItem(FIRST_PLAYER + i).text() for i in range(len(NAMES))]
    assert titles == list(NAMES)
    assert not history.isColumnHidden(COL_LINE)
    for row, line in enumerate(history.rows()):
        if line.text.startswith(("ron", "tsumo", "draw", "riichi")):
            assert history._cell_need(row, COL_LINE) <= history.columnWidth(COL_LINE), line.text
    # the history's buttons on one row
    tops = {name: player.find(name).geometry().top() for name in ("history-edit", "history-redo")}
    assert tops["history-edit"] == tops["history-redo"]
    # the table beside it: each card's top line whole (the dealer's mark too), names and points whole
    cards = [card for card in window.table.findChildren(SeatPanel) if card.isVisible()]
    assert len(cards) == 4
    for card in cards:
        shown = [card.wind, card.place] + ([card.dealer] if card.dealer.isVisible() else [])
        assert all(_whole(label) for label in shown), [label.text() for label in shown]
        assert _whole(card.points) and not card.name.text().endswith("…")
    dealer = next(card.dealer for card in cards if card.dealer.isVisible())
    assert dealer.text() == "親" and dealer.toolTip() == {"en": "Dealer", "ru": "Дилер"}[lang]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_1280x800_the_history_and_the_table_share_the_width_as_before(
    tracker_on_record: object, lang: str
) -> None:
    player: TrackerPlayer = tracker_on_record(lang, RECORD)  # type: ignore[operator]
    _at(player, (1280, 800))
    table, history = player.window.splitter.sizes()
    assert 556 <= history <= 560 and table >= 696
    cards = [c for c in player.window.table.findChildren(SeatPanel) if c.isVisible()]
    dealer = next(c.dealer for c in cards if c.dealer.isVisible())
    assert dealer.text() == {"en": "Dealer 親", "ru": "Дилер 親"}[lang] and dealer.toolTip() == ""
    # narrowed to 1024 and back: the same split as opened at that size
    _at(player, (1024, 640))
    assert player.window.splitter.sizes()[1] == 560
    _at(player, (1280, 800))
    assert player.window.splitter.sizes() == [table, history]


# a whole game (tests.util.HANCHAN) under these names: it ends
ENDED = {"Aiko": "Александра", "Boris": "Борис", "Chen": "Чэнь", "Dasha": "Дарья"}


def _final_whole(final: object) -> None:
    """Every column of the final results as wide as its title and cells need, the names whole."""
    from mjgui.gui.tracker.final import NAME, FinalResults

    assert isinstance(final, FinalResults)
    table = final.table
    assert sum(table.columnWidth(c) for c in range(table.columnCount())) == table.viewport().width()
    for column, need in enumerate(final.column_needs()):
        assert table.columnWidth(column) >= need, (column, need)
    for row in range(table.rowCount()):
        item = table.item(row, NAME)
        width = QFontMetrics(item.font()).horizontalAdvance(item.text())
        assert width + final._px * 0.4 + 8 <= table.columnWidth(NAME), item.text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_a_games_end_the_final_results_and_the_history_are_both_readable_at_1024x640(
    tracker_on_record: object, lang: str
) -> None:
    """After a game ended the history was still 446 px (names cut «Алекс…», record lines cut,
    Russian buttons on two rows): the final results under the table kept 540 px. They need
    less (their columns as wide as their titles and cells; a title was measured in the table's
    font, not its header's smaller one): the history keeps its 560 px, the results are whole."""
    from tests.util import HANCHAN

    text = HANCHAN
    for old, new in ENDED.items():
        text = text.replace(old, new)
    player: TrackerPlayer = tracker_on_record(lang, text)  # type: ignore[operator]
    _at(player, (1024, 640))
    window, history = player.window, player.window.history
    assert window.final.isVisible() and window.final.table.rowCount() == 4
    for shown in (lang, "ru" if lang == "en" else "en"):  # and after a switch of language
        if shown != lang:
            window.set_language(shown)
            for _ in range(4):
                QApplication.processEvents()
        titles = [history.horizontalHeaderItem(FIRST_PLAYER + i).text() for i in range(len(ENDED))]
        assert titles == list(ENDED.values()), shown
        assert not history.isColumnHidden(COL_LINE)
        assert window.splitter.sizes()[1] == 560, shown  # as while the game is played
        tops = {name: player.find(name).geometry().top() for name in ("history-edit", "history-redo")}
        assert tops["history-edit"] == tops["history-redo"], shown
        _final_whole(window.final)
        # the cards above the results whole, as while the game was played
        cards = [card for card in window.table.findChildren(SeatPanel) if card.isVisible()]
        assert len(cards) == 4
        for card in cards:
            assert _whole(card.points) and not card.name.text().endswith("…")
            assert all(_whole(label) for label in (card.wind, card.place))


#: the players of a whole game (tests.util.HANCHAN) with 24-letter names, in an M-League game:
#: a chombo gives the final results their Chombo column
LONG = {
    "Aiko": "Александра_Константинова",
    "Boris": "Борислав_Святополкович_W",
    "Chen": "Чэнь_Шимингжан_Длинное_И",
    "Dasha": "Дарья-Виктория_Щербакова",
}


def _long_game(chombo: bool) -> str:
    from tests.util import HANCHAN

    text = HANCHAN
    if chombo:  # M-League's chombo: a Chombo column
        text = text.replace("rules seed", "rules mleague")
        text = text.replace("riichi Chen\n", "chombo Chen\nriichi Chen\n", 1)
    for old, new in LONG.items():
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("chombo", [False, True], ids=["plain", "chombo"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_a_games_end_long_names_leave_the_history_its_width(
    tracker_on_record: object, lang: str, chombo: bool
) -> None:
    """With 24-letter names the final results asked for every name whole: the history fell back
    to 444 px at 1024x640 and the names were cut in both panes all the same. The name column
    now asks for ten letters at most: the history keeps its 560 px (where a Chombo column takes
    the room, what is left beside ten letters of a name), the names are cut to the room left
    (their tooltip whole), the numbers whole; at 1280x800 the names are whole as before."""
    from mjgui.gui.tracker.final import NAME, NAME_MOST

    player: TrackerPlayer = tracker_on_record(lang, _long_game(chombo))  # type: ignore[operator]
    final = player.window.final
    _at(player, (1024, 640))
    assert final.isVisible() and final.table.rowCount() == 4
    assert (final.columns[-2] == "chombo") is chombo
    table = final.table
    needs = final.column_needs()
    numbers = sum(needs) - needs[NAME]
    # the window's room for the table: what the history's 560 px leaves it
    room = sum(player.window.splitter.sizes()) - 560
    assert final.least_width() <= numbers + NAME_MOST + 2 * table.frameWidth()
    history = player.window.splitter.sizes()[1]
    if chombo:
        assert history == sum(player.window.splitter.sizes()) - final.least_width() > 500
    else:
        assert final.least_width() <= room and history == 560
    assert sum(table.columnWidth(c) for c in range(table.columnCount())) == table.viewport().width()
    for column, need in enumerate(needs):
        if column != NAME:
            assert table.columnWidth(column) >= need, column
    assert NAME_MOST - 10 <= table.columnWidth(NAME) < needs[NAME]
    for row in range(4):
        item = table.item(row, NAME)
        assert item.text() in LONG.values() and item.toolTip() == item.text()
    _at(player, (1280, 800))
    assert player.window.splitter.sizes()[1] == 560
    _final_whole(final)


def _ink(final: object, row: int, column: int) -> tuple[int, int]:
    """The cell's width and how far across it its text is drawn (the last inked pixel)."""
    from PySide6.QtGui import QColor

    from mjgui.gui.tracker.final import FinalResults

    assert isinstance(final, FinalResults)
    table = final.table
    image = table.viewport().grab().toImage()
    rect = table.visualRect(table.model().index(row, column))
    back = QColor(image.pixel(rect.right() - 1, rect.top() + 1)).lightness()
    inked = [
        x
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
        if abs(QColor(image.pixel(x, y)).lightness() - back) > 80
    ]
    assert inked, "nothing drawn"
    return rect.width(), max(inked) - rect.left()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_cut_name_shows_as_much_as_fits(tracker_on_record: object, lang: str) -> None:
    """«Дарья-Виктория_Щербакова» showed as «Дарья-…» in a name column of 200 px: the table
    wrapped the name at its hyphen and cut the first line. It is cut at its end now, as much
    of it shown as the column has room for."""
    from mjgui.gui.tracker.final import NAME

    player: TrackerPlayer = tracker_on_record(lang, _long_game(True))  # type: ignore[operator]
    _at(player, (1024, 640))
    player.window.splitter.setSizes([560, 440])  # the handle dragged: the table 560 px wide
    for _ in range(4):
        QApplication.processEvents()
    final = player.window.final
    table = final.table
    assert 170 <= table.columnWidth(NAME) < final.column_needs()[NAME]
    row = next(r for r in range(4) if table.item(r, NAME).text() == LONG["Dasha"])
    width, drawn = _ink(final, row, NAME)
    assert drawn >= width * 0.85, (width, drawn)

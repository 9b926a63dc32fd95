"""``--tracker FILE --lang ru --size 1024x640``: the history beside the table had 446 px, the
table 556 (its least was 540). Its player titles were cut («Але…») beside record lines cut
short («draw tenpai Чэнь,…», «ron Чэнь from Бор…»), its buttons on two rows in Russian. While a
game is played the table now gives way first, down to its least, and the history has the
width it has at 1280x800; the cards' top lines stay whole (the dealer's mark «Дилер 親» is "親"
alone in a narrow card, its word in the tooltip). At a game's end the table keeps what the
final results under it need whole (540 px while they may still change), and 1280x800 is as
before."""

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


def test_at_a_games_end_wider_final_results_keep_their_width(tracker_on_record: object) -> None:
    """Final results that need more than the table's least (long names) keep what they need
    at 1024x640: the history gives way to them, as it did to the 540 px before."""
    from tests.util import HANCHAN

    long = {"Aiko": "АлександраВикторовна", "Boris": "Константин", "Chen": "Чэнь", "Dasha": "Дарья"}
    text = HANCHAN
    for old, new in long.items():
        text = text.replace(old, new)
    player: TrackerPlayer = tracker_on_record("ru", text)  # type: ignore[operator]
    _at(player, (1024, 640))
    final = player.window.final
    assert final.least_width() > 440
    assert player.window.splitter.sizes()[1] < 560
    _final_whole(final)

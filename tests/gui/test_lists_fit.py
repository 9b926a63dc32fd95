"""The yaku and fu lists at the smallest window in Russian: no word is cut at the right edge.

The lists have no horizontal scroll bar, so a row wider than the list was cut: at 1024×640 the
pinfu row's «последовательности» lost its last letters and riichi's meaning read «…тенпа»."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from mjgui.gui.results import ResultList


@pytest.mark.parametrize("hand", ["234m567p3467888s5s", "23488m567p12789s3s"])
def test_no_row_is_wider_than_its_list_at_1024_in_russian(make_window, qtbot, hand: str) -> None:
    from tests.gui.conftest import Player

    window = make_window("ru")
    window.resize(1024, 640)
    player = Player(qtbot, window)
    player.type(hand)
    player.check("riichi")
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.width() == 1024)
    for name in ("yaku", "fu"):
        lst = window.findChild(ResultList, name)
        assert isinstance(lst, ResultList) and lst.isVisible()
        qtbot.waitUntil(lambda lst=lst: lst.widget().width() <= lst.viewport().width())
        rows = [r for r in lst.rows() if r.isVisible()]
        assert rows
        for row in rows:
            assert row.text.width() >= row.text.minimumSizeHint().width(), (name, row.plain)

"""The middle of the full-screen table (the big view), read from across the table: the round,
honba and sticks keep their size while the other lines give way, and the last action wraps at
its own size before it grows smaller.

With two chombo penalties pending, the big view of a 1024x640 window drew honba and sticks at
13 px (the players' points beside them at 62 px), no larger than the ordinary window does: the
room went to the penalties' four lines. And the last action was made smaller until it fitted
one line (11-17 px at 1920x1080, against its 29 px) rather than wrap."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_tracker_support import TrackerPlayer

from mjgui.gui.tracker.table import CenterPanel

#: chombo_at_end with two chombos pending, three long names and a double ron
PENDING = """rules seed chombo_at_end=on atama_hane=off
players Aleksandra_Konstantinova WWWWWWWWWWWWWWWWWWWWWWWW Константин_Вячеславович Dasha
chombo WWWWWWWWWWWWWWWWWWWWWWWW
riichi Dasha
ron Константин_Вячеславович from Aleksandra_Konstantinova 3 30
also ron Dasha from Aleksandra_Konstantinova mangan
chombo Константин_Вячеславович
"""
#: a last action longer than the middle's line at its size, whole on two
TWO_LINES = (
    "rules seed\nplayers Aiko Boris Chen Aleksandra_Konstantinova\nron Boris from Aiko 3 30\n"
    "riichi Aleksandra_Konstantinova\n"
)


def big_view(tracker_on_record: object, lang: str, text: str, size: tuple[int, int]) -> TrackerPlayer:
    player: TrackerPlayer = tracker_on_record(lang, text)  # type: ignore[operator]
    player.window.resize(*size)
    player.window.set_big(True, fullscreen=False)
    for _ in range(4):  # the resize, then the layout of the lines it sized
        QApplication.processEvents()
    assert player.window.big_table.center.isVisible()
    return player


def px(player: TrackerPlayer, name: str) -> int:
    return player.find(name, QLabel).font().pixelSize()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_honba_and_sticks_stay_big_beside_the_pending_chombo_penalties(
    tracker_on_record: object, lang: str
) -> None:
    player = big_view(tracker_on_record, lang, PENDING, (1024, 640))
    center = player.window.big_table.center
    points = px(player, "big-seat-0-points")
    # the figures the whole table reads: as large as a game without the penalties has them
    # (24-25 px), not the ordinary window's 13 px
    for name in ("big-center-honba", "big-center-sticks"):
        assert px(player, name) >= 0.35 * points, (name, px(player, name), points)
    assert px(player, "big-center-round") >= 0.6 * points
    # the penalties and the last action gave way: one line each, ending in "…", said whole in
    # the middle's tooltip
    pending = player.find("big-center-pending", QLabel)
    last = player.find("big-center-last", QLabel)
    assert pending.isVisible() and last.isVisible()
    for label in (pending, last):
        assert "\n" not in label.text() and label.text().endswith("…"), label.text()
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    whole = " ".join(center.toolTip().replace("\u00a0", " ").split())
    assert "Константин_Вячеславович −6000, Dasha +4000" in whole
    assert "Константин_Вячеславович" in last.toolTip() and last.toolTip().endswith("8000")
    assert all(label.geometry().bottom() < center.height() for label in center.findChildren(QLabel))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_last_action_wraps_at_its_own_size_in_the_big_view(tracker_on_record: object, lang: str) -> None:
    player = big_view(tracker_on_record, lang, TWO_LINES, (1920, 1200))
    center = player.window.big_table.center
    assert isinstance(center, CenterPanel)
    last = player.find("big-center-last", QLabel)
    # its own size (12 px at the panel's scale, within a step: 29 px here), on two lines, whole (at 1920x1080
    # two lines at that size take more room than the round, honba and sticks leave: 24 px on
    # one line there)
    size = last.font().pixelSize()
    assert size >= 0.9 * 12 * center._scale and size >= 25, (size, center._scale)
    assert last.text().count("\n") == 1 and "…" not in last.text(), last.text()
    assert " ".join(last.text().split()) == " ".join(last.toolTip().split())
    room = last.contentsRect().width()
    assert all(last.fontMetrics().horizontalAdvance(line) <= room for line in last.text().split("\n"))
    assert last.geometry().bottom() < center.height()

"""The middle card of the tracker's table (the round, the rules, honba, sticks, the game's
state, the chombo penalties, the last action) with long names, at 1024x640 and 1280x800.

At 1024x640 M-League's chombo penalties line held a player's name wider than the card: the
wrapped label centred it and cut it on both sides («ь_Шимингжан_Длинное»), and nothing said
the rest. Now every line of the card is whole or ends in "…", and the card's tooltip says each
cut line whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from mjgui.gui.tracker.table import CenterPanel

CHEN = "Чэнь_Шимингжан_Длинное_И"
ALEX = "Александра_Константинова"
#: an M-League game to its end with four long names, a chombo (taken off the final score)
RECORD = f"""rules mleague
players {ALEX} Борислав_Святополкович_W {CHEN} Дарья-Виктория_Щербакова
riichi Борислав_Святополкович_W
ron Борислав_Святополкович_W from {CHEN} 3 40
tsumo {ALEX} 2 30
chombo {CHEN}
riichi {CHEN}
draw tenpai {CHEN},Дарья-Виктория_Щербакова
riichi Дарья-Виктория_Щербакова
tsumo Дарья-Виктория_Щербакова mangan
ron {CHEN} from Борислав_Святополкович_W 2 30
riichi {ALEX}
riichi {CHEN}
ron {ALEX} from Дарья-Виктория_Щербакова 4 30
draw
tsumo Борислав_Святополкович_W 3 30
ron Дарья-Виктория_Щербакова from {ALEX} haneman
ron {CHEN} from Дарья-Виктория_Щербакова 1 30
riichi Борислав_Святополкович_W
tsumo Борислав_Святополкович_W 2 40
ron {ALEX} from {CHEN} 3 30
"""


def words(text: str) -> str:
    """``text`` as its words read, whatever its lines and no-break joins."""
    return " ".join(text.replace("\u00a0", " ").replace("\u2011", "-").split())


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1280, 800)], ids=["1024", "1280"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_line_of_the_middle_card_is_whole_or_ends_in_an_ellipsis(
    tracker_on_record: object, lang: str, size: QSize
) -> None:
    player = tracker_on_record(lang, RECORD)  # type: ignore[operator]
    window = player.window
    window.resize(size)
    for _ in range(4):
        QApplication.processEvents()
    assert window.size() == size
    center = window.table.center
    assert isinstance(center, CenterPanel) and center.isVisible()
    pending = player.find("center-pending", QLabel)
    last = player.find("center-last", QLabel)
    assert pending.isVisible() and last.isVisible()
    cut: list[QLabel] = []
    for label in center.findChildren(QLabel):
        if not label.isVisible():
            continue
        text, room = label.text(), label.contentsRect()
        metrics = label.fontMetrics()
        wrap = Qt.TextFlag.TextWordWrap if label.wordWrap() else Qt.TextFlag(0)
        flags = Qt.AlignmentFlag.AlignCenter | wrap
        need = metrics.boundingRect(QRect(0, 0, room.width(), 100_000), flags, text)
        # no line wider than the label (a centred one is cut on both sides), none under the card
        assert need.width() <= room.width(), (label.objectName(), text, need.width(), room.width())
        lines = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        assert lines <= label.height(), (label.objectName(), text)
        assert label.geometry().bottom() < center.height(), label.objectName()
        if "…" in text:
            cut.append(label)
    # the chombo penalties' long name is cut at 1024 px (a word ending in "…", the points after it)
    if size.width() == 1024:
        assert pending in cut
        assert f"{CHEN[:6]}" in pending.text() and "−20" in pending.text()
    # each cut line said whole in the card's tooltip, cut at its end (what is shown before the
    # "…" begins the whole), never at its start
    tip = [words(line) for line in center.toolTip().split("\n") if line]
    for label in cut:
        before = words(label.text().split("…")[0])
        assert before, label.text()
        whole = [line for line in tip if line.startswith(before) and len(line) > len(before)]
        assert whole, (label.objectName(), label.text(), tip)
    if pending in cut:  # the penalties' whole line: the whole name and its points
        assert any(f"{CHEN} −20" in line for line in tip), tip
        # the mouse resting on the cut line shows the card's tooltip
        at = pending.rect().center()
        QApplication.sendEvent(pending, QHelpEvent(QEvent.Type.ToolTip, at, pending.mapToGlobal(at)))
        assert QToolTip.text() == center.toolTip()
        QToolTip.hideText()
    if last in cut:
        assert words(last.toolTip()) in tip
    assert bool(tip) == bool(cut)

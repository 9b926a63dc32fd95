"""The tracker's centre card at 1024 x 640: the last action read whole.

After a double ron that ended a Tenhou game, the Russian card cut the last action on its second
line («Последнее: манган — ещё / Boris: рон, набросил(а) D…»), the whole sentence only in its
tooltip; a seed game's ron was cut as well («Aiko: рон, набросил…») in a card that had the height
for a third line. The card says who dealt in more shortly now («рон с игрока Dasha»), and takes a
third line (a fourth) where it has the height, rather than cutting the sentence."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_tracker_support import TrackerPlayer

#: a double ron that ends the game (Dasha below zero), the final results under the table
DOUBLE_RON_END = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\n"
    "ron Aiko from Dasha haneman\nalso ron Boris from Dasha mangan\n"
)
#: a double ron in the middle of a game
DOUBLE_RON = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\n"
    "ron Aiko from Dasha mangan\nalso ron Boris from Dasha 3 30\n"
)
#: one ron in a seed game, whose card is narrower
SEED_RON = "rules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha mangan\n"

LAST = {
    ("en", DOUBLE_RON_END): "Last: haneman — Aiko ron from Dasha; mangan — also Boris ron from Dasha",
    (
        "ru",
        DOUBLE_RON_END,
    ): "Последнее: ханеман — Aiko: рон с игрока Dasha; манган — ещё рон: Boris с игрока Dasha",
    ("en", DOUBLE_RON): "Last: mangan — Aiko ron from Dasha; 3 han 30 fu — also Boris ron from Dasha",
    (
        "ru",
        DOUBLE_RON,
    ): "Последнее: манган — Aiko: рон с игрока Dasha; 3 хан 30 фу — ещё рон: Boris с игрока Dasha",
    ("en", SEED_RON): "Last: mangan — Aiko ron from Dasha",
    ("ru", SEED_RON): "Последнее: манган — Aiko: рон с игрока Dasha",
}


def _words(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024", "1280"])
@pytest.mark.parametrize("record", [DOUBLE_RON_END, DOUBLE_RON, SEED_RON], ids=["end", "double", "seed"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_last_action_is_whole_on_the_card(
    tracker_on_record: object, lang: str, record: str, size: tuple[int, int]
) -> None:
    player: TrackerPlayer = tracker_on_record(lang, record)  # type: ignore[operator]
    window = player.window
    window.resize(*size)
    for _ in range(4):
        QApplication.processEvents()
    assert (window.width(), window.height()) == size
    center = window.table.center
    last = player.find("center-last", QLabel)
    assert last.isVisible()
    whole = LAST[(lang, record)]
    assert _words(last.toolTip()) == _words(whole)
    # the card says it whole: no "…", every line in the label's width and the label's height
    shown = last.text()
    assert "…" not in shown and _words(shown) == _words(whole), shown
    metrics = last.fontMetrics()
    room = last.contentsRect().width()
    assert all(metrics.horizontalAdvance(line) <= room for line in shown.split("\n")), shown
    assert last.sizeHint().height() <= last.height()
    assert last.geometry().bottom() < center.height()
    assert whole not in center.toolTip()  # the card's tooltip lists no cut line


def test_the_card_and_the_history_say_who_dealt_in_the_same_way(tracker_on_record: object) -> None:
    """The card said «ещё Boris: рон с игрока Dasha» while the history beside it (its words and
    the line under it) said «Ещё Boris: рон, набросил(а) Dasha»: one ron in two forms in one
    window, and «ещё» put on the name. Both say «рон с игрока» now (docs/glossary.md), and a
    second winner is «ещё рон: Boris с игрока Dasha»."""
    from mjgui.gui.tracker.history import LineDetail

    player: TrackerPlayer = tracker_on_record("ru", DOUBLE_RON)  # type: ignore[operator]
    window = player.window
    window.resize(1024, 640)
    for _ in range(4):
        QApplication.processEvents()
    rows = window.history.rows()
    assert [row.summary for row in rows[-2:]] == [
        "Aiko: рон с игрока Dasha, манган",
        "Ещё рон: Boris с игрока Dasha, 3\u00a0хан 30\u00a0фу",
    ]
    detail = player.find("history-detail", LineDetail)
    assert detail.text().endswith("Ещё рон: Boris с игрока Dasha, 3\u00a0хан 30\u00a0фу")
    card = player.find("center-last", QLabel).toolTip()
    assert (
        card == "Последнее: манган — Aiko: рон с игрока Dasha; "
        "3\u00a0хан 30\u00a0фу — ещё рон: Boris с игрока Dasha"
    )
    assert "набросил" not in detail.text() + card

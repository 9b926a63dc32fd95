"""The history's record lines with long names, at 1024 x 640: every player a line names stays.

With four longish names no cut between two names fits the players line, and it was cut in its
middle, which lost two players: «players Aiko…asha_Petrova»; a ron in Russian lost both names
but their ends («ron Aiko_Tana…_Petrova 3 30»). The names themselves are shortened now, alike,
each to no less than its distinct beginning, the whole line in the tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer

from mjgui.gui.tracker.history import COL_LINE, cut_line

NAMES = ("Aiko_Tanaka", "Boris_Ivanov", "Chen_Wei", "Dasha_Petrova")
RECORD = f"rules tenhou\nplayers {' '.join(NAMES)}\nron Aiko_Tanaka from Dasha_Petrova 3 30\n"


def _says(shown: str, line: str, names: tuple[str, ...]) -> None:
    """``shown`` says each word of ``line`` in its place, each name whole or its beginning (at
    least its first letter, one that tells it from the others here) and "…"."""
    words, kept = line.split(), shown.split()
    assert len(kept) == len(words), shown
    for word, said in zip(words, kept, strict=True):
        if word in names:
            assert said == word or (said.endswith("…") and word.startswith(said[:-1]) and said[:-1]), shown
        else:
            assert said == word or said == "…", shown


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_players_line_too_long_keeps_every_player(tracker_on_record: object, lang: str) -> None:
    player: TrackerPlayer = tracker_on_record(lang, RECORD)  # type: ignore[operator]
    window = player.window
    window.resize(1024, 640)
    for _ in range(4):
        QApplication.processEvents()
    assert (window.width(), window.height()) == (1024, 640)
    history = window.history
    assert not history.isColumnHidden(COL_LINE)
    assert history.names() == NAMES
    room = history.columnWidth(COL_LINE) - history._line_pad
    metrics = history.fontMetrics()
    texts = [row.text for row in history.rows()]
    for line in (f"players {' '.join(NAMES)}", "ron Aiko_Tanaka from Dasha_Petrova 3 30"):
        row = texts.index(line)
        shown = history.line_shown(row)
        assert shown != line  # (too long for the column: cut)
        assert metrics.horizontalAdvance(shown) <= room, shown
        _says(shown, line, NAMES)
        assert line in history.item(row, COL_LINE).toolTip()  # type: ignore[union-attr]


def test_names_are_shortened_alike_the_shortest_whole_first() -> None:
    metrics = QFontMetrics(QApplication.font())
    line = "players Ann Boris_Ivanov Chen_Wei Dasha_Petrova"
    names = ("Ann", "Boris_Ivanov", "Chen_Wei", "Dasha_Petrova")
    shown = cut_line(metrics, line, metrics.horizontalAdvance("players Ann Boris_I… Chen_W… Dasha_P…"), names)
    _says(shown, line, names)
    assert shown.split()[1] == "Ann"  # short: whole
    cut = [metrics.horizontalAdvance(word) for word in shown.split()[2:]]
    assert max(cut) - min(cut) <= metrics.horizontalAdvance("W")  # alike
    # "Takahashi" and "Takayama" each keep what tells them apart
    twins = ("Takahashi_Ken", "Takayama_Jun", "Ito", "Mori")
    line = "players " + " ".join(twins)
    shown = cut_line(metrics, line, metrics.horizontalAdvance("players Takah… Takay… Ito Mori") + 2, twins)
    assert shown == "players Takah… Takay… Ito Mori"


def test_a_narrow_draw_keeps_every_name_and_the_comma_between_two() -> None:
    metrics = QFontMetrics(QApplication.font())
    names = ("Aiko_Tanaka", "Boris_Ivanov", "Chen_Wei", "Dasha_Petrova")
    line = "draw tenpai Aiko_Tanaka,Dasha_Petrova nagashi Boris_Ivanov"
    shown = cut_line(metrics, line, metrics.horizontalAdvance("draw tenpai Ai…,Da… … Bo…"), names)
    assert shown.startswith("draw tenpai A") and "…,D" in shown and " … B" in shown, shown

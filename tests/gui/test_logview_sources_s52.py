"""The log window opens the real files of the s52 log-source audit (tests/data/logs/other/,
their README rows): Tenhou's JSON with a player's ``//`` notes after its values is read and
listed; a list of Tenhou log ids is said as one, with where the first game's log is; an mjlog
whose header says an East game while it deals South hands says so under its final standings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel

DATA = Path(__file__).parent.parent / "data" / "logs" / "other"
NOTES = DATA / "sdoricaaaa-log_sample.txt"
IDS = DATA / "sdoricaaaa-mjlog_pf4-20_n24.txt"
WEST = DATA / "pantheon-west.xml"


def test_the_log_window_lists_the_hands_of_a_log_with_notes_after_values(player) -> None:
    logs = player.window.log_window()
    assert logs.load(NOTES)
    assert logs.table.rowCount() == 13  # 11 wins (two in E1-0) and the two unreadable hands
    labels = [logs.table.item(r, 0).text() for r in range(logs.table.rowCount())]
    assert labels[0].startswith("E1") and labels[-1].startswith("S4")
    assert "9\u00a0agree" in logs.title.text()
    assert "Download the log again" not in logs.findChild(QLabel, "log-message").text()


def test_the_log_window_says_a_list_of_log_ids_and_where_the_logs_are(player) -> None:
    logs = player.window.log_window()
    assert not logs.load(IDS)
    message = logs.findChild(QLabel, "log-message").text()
    assert "holds 1696\u00a0Tenhou log ids" in message
    assert "https://tenhou.net/0/log/?2023071820gm-0089-0000-1a1ab571" in message


def test_the_log_window_names_the_header_that_contradicts_the_hands(player) -> None:
    logs = player.window.log_window()
    logs.show()
    QApplication.processEvents()
    assert logs.load(WEST)
    hint = logs.findChild(QLabel, "log-final-hint").text()
    assert "The log's header says an East game, which ended after hand E4-0" in hint
    assert "paid otherwise" not in hint

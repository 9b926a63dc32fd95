"""Log window -> Save as game record -> the tracker -> the league, clicked, in both languages:
a log that names no player calls each seat by one name everywhere (the record name
``Player1``…, the same in every language), and a log that states no final points shows the
final standings its record reaches, saying so, as the tracker and the league count them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton

from mjgui.leaguecli import league_command

LOGS = Path(__file__).parent.parent / "data" / "logs"
#: an mjai log without ``names`` in its start_game (tests/data/logs/README.md)
UNNAMED = LOGS / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson"
#: an mjx mjscore log (tenhou.net/6 JSON lines): its hands' points, no final points
UNSTATED = LOGS / "mjx-mjscore-2020052700gm-00a9-0000-75a4695c.json"


def _final_rows(logs: object) -> list[list[str]]:
    table = logs.final.table  # type: ignore[attr-defined]
    return [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]


def _board(league: str) -> list[list[str]]:
    """The league table's rows (place, name, games, total, …) of ``mjgui league``'s text."""
    lines = league.splitlines()
    return [line.split() for line in lines[2:] if line.strip()]


def _save_and_open(make_window, qtbot, monkeypatch, tmp_path: Path, log: Path, lang: str):  # type: ignore[no-untyped-def]
    """The log in the log window; its record saved by the button into a season folder and
    opened in the tracker; the league of that folder. Returns the windows, the record's text
    and the league's table."""
    window = make_window(lang)
    logs = window.log_window()
    qtbot.addWidget(logs)
    logs.resize(1024, 640)
    logs.show()
    assert logs.load(log)
    season = tmp_path / "season"
    season.mkdir()
    target = season / "game.mjgame"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)
    assert target.exists(), logs.findChild(QLabel, "log-message").text()
    tracker = window.game_link.open_tracker()
    qtbot.addWidget(tracker)
    assert tracker.open_file(target)
    QApplication.processEvents()
    out = io.StringIO()
    league_command([str(season), "--lang", lang], out)
    return logs, tracker, target.read_text(encoding="utf-8"), out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_log_without_names_calls_each_seat_one_name_in_every_window(
    make_window, qtbot, monkeypatch, tmp_path: Path, lang: str
) -> None:
    logs, tracker, text, league = _save_and_open(make_window, qtbot, monkeypatch, tmp_path, UNNAMED, lang)
    names = ["Player1", "Player2", "Player3", "Player4"]
    # the log window: the summary, the rows, the final standings
    assert logs.title.text().startswith(" · ".join(names) + " · ")
    assert _final_rows(logs) == [
        [logs.final.table.item(0, 0).text(), "Player2", "38\u202f100", "+47"],
        [logs.final.table.item(1, 0).text(), "Player1", "24\u202f600", "+5"],
        [logs.final.table.item(2, 0).text(), "Player4", "18\u202f700", "−21"],
        [logs.final.table.item(3, 0).text(), "Player3", "18\u202f600", "−31"],
    ]
    table = logs.table
    events = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert any("Player2" in e for e in events) and not any("#" in e for e in events)
    # the record: its comment line and its players, the same names (the same file in Russian)
    assert text.splitlines()[:3] == [
        "# mjai game log: Player1 / Player2 / Player3 / Player4",
        "rules tenhou edition=2 east_only=on",
        "players Player1 Player2 Player3 Player4",
    ]
    # the tracker's final results and the league: the same players with the same scores
    assert [row[1] for row in tracker.final.row_texts()] == ["Player2", "Player1", "Player4", "Player3"]
    assert [row[-1] for row in tracker.final.row_texts()] == ["+47", "+5", "−21", "−31"]
    board = _board(league)
    assert [(row[1], row[3]) for row in board] == [
        ("Player2", "+47"),
        ("Player1", "+5"),
        ("Player4", "−21"),
        ("Player3", "−31"),
    ]
    tracker.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_log_without_final_points_shows_the_standings_its_record_reaches(
    make_window, qtbot, monkeypatch, tmp_path: Path, lang: str
) -> None:
    logs, tracker, _, league = _save_and_open(make_window, qtbot, monkeypatch, tmp_path, UNSTATED, lang)
    assert logs.final.isVisible()
    places = [logs.final.table.item(r, 0).text() for r in range(4)]
    assert _final_rows(logs) == [
        [places[0], "Cさん", "30\u202f400", "+40"],
        [places[1], "Bさん", "29\u202f300", "+9"],
        [places[2], "Aさん", "24\u202f500", "−15"],
        [places[3], "Dさん", "15\u202f800", "−34"],
    ]
    hint = logs.final.hint
    assert hint.isVisible()
    said = {
        "en": "The log states no final points: these are the final standings the game record saved "
        "from this log reaches, its points and score counted from the log's hands under these rules.",
        "ru": "Очков в конце игры лог не пишет: это итоговые места, к которым приходит запись игры, "
        "сохранённая из этого лога; её очки и итог игры посчитаны по раздачам лога по этим правилам.",
    }[lang]
    assert hint.text().replace("\u00a0", " ") == said
    # the same standings in the tracker and the league
    assert [row[1] for row in tracker.final.row_texts()] == ["Cさん", "Bさん", "Aさん", "Dさん"]
    assert [row[-1] for row in tracker.final.row_texts()] == ["+40", "+9", "−15", "−34"]
    board = _board(league)
    assert [(row[1], row[3]) for row in board] == [
        ("Cさん", "+40"),
        ("Bさん", "+9"),
        ("Aさん", "−15"),
        ("Dさん", "−34"),
    ]
    tracker.close()

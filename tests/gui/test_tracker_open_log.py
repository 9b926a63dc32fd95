"""A game log chosen in the tracker's Open… (its dialog offers All files): the tracker read it as
a record and said "Line 1 (<mjloggm ...): this line has 10694 characters ... Correct line 1 in a
text editor", never that it was a log. Now a log is told as ``mjgui FILE`` tells it
(:func:`mjgui.controller.game.opening.file_kind`): opened in the game-log window, the tracker's
notice saying so and its game left as it was; a tracker with no game-log window at hand says that
the file is a log and where a log opens."""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QWidget
from test_tracker_support import CTRL, TrackerPlayer, activate, show_tracker, write

from mjgui.core.logs import LogError, read_log_bytes
from mjgui.gui.window import MainWindow

LOGS = Path(__file__).resolve().parents[1] / "data" / "logs"
RECORD = "rules wrc\nplayers Aiko Boris Chen Dasha\nron Boris from Chen 3 30\n"


def _logs(tmp_path: Path) -> list[Path]:
    """A log of each kind: Tenhou's mjlog XML, tenhou.net/6 JSON (with its // address line), an
    mjai event log, and an mjlog gzipped as Tenhou serves it."""
    gz = tmp_path / "2009060321gm.mjlog"
    gz.write_bytes(gzip.compress((LOGS / "dnovikoff-example.mjlog").read_bytes()))
    return [
        LOGS / "dnovikoff-example.mjlog",
        LOGS / "injustice-example_game.json",
        LOGS / "mjai" / "akochan_ui-haifu_log_1001_0.mjson",
        gz,
    ]


def _notice(window: QWidget) -> str:
    label = window.findChild(QLabel, "tracker-notice-text")
    assert label is not None and label.isVisible()
    return str(label.text())


@pytest.fixture(autouse=True)
def _data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_log_chosen_in_the_trackers_open_opens_in_the_log_window(
    make_window: Callable[..., MainWindow], qtbot: object, tmp_path: Path, lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    window = make_window(lang)
    tracker = TrackerPlayer(qtbot, window.game_link.open_tracker())  # Game → Game tracker
    qtbot.addWidget(tracker.window)  # type: ignore[attr-defined]
    record = write(tmp_path / "evening.mjgame", RECORD)
    assert tracker.window.open_file(record)
    rows = tracker.history()
    for log in _logs(tmp_path):
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, log=log, **_k: (str(log), ""))
        activate(tracker.window, qtbot)
        qtbot.keyClick(tracker.window, Qt.Key.Key_O, CTRL)  # type: ignore[attr-defined]
        QApplication.processEvents()
        shown = window.log_window()
        assert shown.isVisible() and shown.controller.log is not None, log.name
        assert shown.controller.path == str(log)
        said = _notice(tracker.window)
        if lang == "en":
            assert "is a game log, not a game record: it is opened in the game-log window" in said
            assert "The game here was not changed." in said
        else:
            assert "— лог игры, а не запись игры: он открыт в окне лога игры" in said
        assert log.name in said
        assert "text editor" not in said and "Line 1" not in said and "line 1" not in said
        assert "текстовом редакторе" not in said and "Строк" not in said
        # the game on the table, its file and its lines, as they were
        assert tracker.window.controller.path == str(record)
        assert tracker.window.controller.text == RECORD
        assert tracker.history() == rows and not tracker.window.controller.dirty
        shown.close()
    assert record.read_text(encoding="utf-8") == RECORD


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tracker_with_no_log_window_says_the_file_is_a_log_and_where_it_opens(
    qtbot: object, tmp_path: Path, lang: str
) -> None:
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "settings.ini", lang)
    for log in _logs(tmp_path):
        assert not tracker.window.open_file(log)
        said = _notice(tracker.window)
        if lang == "en":
            assert "is a game log, not a game record: the game tracker opens a record" in said
            assert "File → Open game log or record…" in said
        else:
            assert "— лог игры, а не запись игры: трекер игры открывает запись" in said
            assert "Файл → Открыть лог или запись игры…" in said
        assert log.name in said
        assert "text editor" not in said and "Line 1" not in said and "line 1" not in said
        assert "текстовом редакторе" not in said and "Строк" not in said
        assert tracker.window.controller.path is None


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("bad.json", '{"x":1}\n'),
        ("icon.xml", '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n'),
        ("saved.xml", "<!DOCTYPE html><html><body>replay</body></html>\n"),
        ("paipu.json", '{"name": ".lq.GameDetailRecords", "data": "AAAA"}'),
    ],
)
def test_a_file_the_log_reader_refuses_is_not_called_a_game_log(
    make_window: Callable[..., MainWindow], qtbot: object, tmp_path: Path, lang: str, name: str,
    text: str, monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """A JSON or XML that is no log (a settings file, an SVG, a saved web page): the tracker said
    it "is a game log … which lists its hands and wins" while the log window beside it said "this
    is not a game log". Now no window calls it a log: the log window is not opened and the
    tracker's game stays as it was."""
    window = make_window(lang)
    tracker = TrackerPlayer(qtbot, window.game_link.open_tracker())
    qtbot.addWidget(tracker.window)  # type: ignore[attr-defined]
    record = write(tmp_path / "evening.mjgame", RECORD)
    assert tracker.window.open_file(record)
    rows = tracker.history()
    other = write(tmp_path / name, text)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(other), ""))
    activate(tracker.window, qtbot)
    qtbot.keyClick(tracker.window, Qt.Key.Key_O, CTRL)  # type: ignore[attr-defined]
    QApplication.processEvents()
    said = _notice(tracker.window)
    assert name in said
    for claim in ("game log, not a game record", "lists its hands", "лог игры, а не запись", "раздачи"):
        assert claim not in said
    # what it is and what to do, as the log window says it (mjgui FILE opens it there)
    with pytest.raises(LogError) as refused:
        read_log_bytes(text.encode())
    unbroken = str.maketrans({"\xa0": " ", "\u202f": " ", "\u2011": "-"})  # the notice's typography
    plain = QTextDocumentFragment.fromHtml(said).toPlainText().translate(unbroken)
    assert plain.endswith(refused.value.message(lang).translate(unbroken)[1:])
    assert not window.log_window().isVisible()
    assert tracker.window.controller.path == str(record)
    assert tracker.history() == rows
    assert other.read_text(encoding="utf-8") == text

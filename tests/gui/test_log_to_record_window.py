"""Log window -> Save as game record, clicked: "Saved" only for a record that opens again,
otherwise the reason, and the file is left as it was (tests/test_log_to_record.py has the cases)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton

from mjgui.core.game.game import replay
from mjgui.core.game.storage import load_record
from mjgui.gui.theme import tone_color
from mjgui.gui.util import nobreak
from tests.util import saved_to

PAO = Path(__file__).parent.parent / "data" / "logs" / "dnovikoff-pao.mjlog"


def test_save_as_game_record_button(player, monkeypatch, tmp_path: Path) -> None:
    evil = tmp_path / "evil.mjlog"
    text = PAO.read_text(encoding="utf-8").replace('n2="%53%75%69%6B%61"', 'n2="%53%0Aabort%E2%80%AE"')
    evil.write_text(text, encoding="utf-8")
    logs = player.window.log_window()
    assert logs.load(evil)
    target = tmp_path / "game.mjgame"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    button = logs.findChild(QPushButton, "log-save-record")
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    message = logs.findChild(QLabel, "log-message")
    assert message.text() == saved_to(target, dated=False)
    record = load_record(target, strict=True)
    assert "abort" not in [line.text for line in record.lines], "the name injected no line"
    assert replay(record).errors == ()
    # a log a record cannot hold: the reason, and the saved file stays as it is
    before = target.read_text(encoding="utf-8")
    log = logs.controller.log
    last = log.hands[-1]
    win = replace(last.wins[0], pao=7)
    logs.controller.log = replace(log, hands=(*log.hands[:-1], replace(last, wins=(win,))))
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert message.text().startswith("Hand E2-1: the log names seat 7\u00a0as the liable player (pao)")
    assert target.read_text(encoding="utf-8") == before


def test_a_one_hand_excerpt_is_compared_but_save_is_off_with_the_reason(player, tmp_path: Path) -> None:
    # Equim-chan/mjai-reviewer's double_ron.json (tests/data/logs/README.md): South 4 alone, a
    # double ron; a record of it replayed from East 1 at 25 000 each
    excerpt = PAO.parent / "mjai-reviewer-double_ron.json"
    logs = player.window.log_window()
    assert logs.load(excerpt)
    table = logs.table
    rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert [(r[0], r[4]) for r in rows] == [("S4-0", "✓ agree"), ("S4-0", "✓ agree")]
    save = logs.findChild(QPushButton, "log-save-record")
    assert not save.isEnabled()
    assert save.toolTip() == logs.controller.save_refusal()
    assert save.toolTip().startswith("This log starts at hand S4-0 with 41\u202f800 / 26\u202f300 / ")
    # the reason in sight too, before any click (a disabled button's tooltip is out of the
    # keyboard's reach), not in the error colour; worded anew in Russian
    message = logs.findChild(QLabel, "log-message")
    assert not message.isHidden() and message.text() == nobreak(save.toolTip())
    assert tone_color(logs.palette(), "error").name() not in message.styleSheet()
    logs.languages.set_language("ru")
    QApplication.processEvents()
    try:
        assert not message.isHidden() and message.text() == logs.controller.save_refusal()
        assert message.text().startswith("Этот лог игры начинается с раздачи Ю4-0")
    finally:
        logs.languages.set_language("en")
    assert message.text() == nobreak(save.toolTip())
    assert not logs.save_record(tmp_path / "game.mjgame")
    assert logs.findChild(QLabel, "log-message").text() == nobreak(save.toolTip())
    assert not (tmp_path / "game.mjgame").exists()

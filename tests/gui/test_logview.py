"""File → Open game log…: a real log's hands listed with the log's value and ours, a win opened
on the calculator or sent to the quiz, the game saved as a .mjgame record.

The logs are the real ones of tests/data/logs (sources in tests/test_logs.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
)

from mjgui.core.game.game import replay
from mjgui.core.game.storage import load_record
from mjgui.gui.logview import LogWindow
from mjgui.gui.util import nobreak
from tests.util import saved_to

DATA = Path(__file__).parent.parent / "data" / "logs"
DOUBLE_RON = DATA / "mjx-double-ron.mjlog"


def cells(window: LogWindow) -> list[list[str]]:
    table = window.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def headers(window: LogWindow) -> list[str]:
    table = window.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def test_file_menu_opens_a_log_and_lists_its_hands(player, monkeypatch) -> None:
    window = player.window
    assert window.act_open_log.text() == "&Open game log or record…"
    assert window.act_open_log in window.menu_file.actions()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(DOUBLE_RON), ""))
    window.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    player.qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    logs = window.log_window()
    assert logs.isVisible()
    assert headers(logs) == ["Hand", "What happened", "The log says", "Our score", "Check"]
    assert (
        logs.title.text()
        == "タケオしゃん · 初代☆ · デジタル仙人 · はっとりへいじ · 4\u00a0wins, 4\u00a0agree"
    )
    ron = "Ron: タケオしゃん from はっとりへいじ"
    # the hand's own value beside its han and fu, the honba and the sticks after it
    tsumo = "6 han: 12\u202f000 + 1000 sticks"
    e31 = "3 han 50 fu: 6400 + 300 honba + 1000 sticks"
    assert cells(logs) == [
        ["E1-0", "Tsumo: 初代☆", tsumo, tsumo, "✓ agree"],
        ["E2-0", "Draw; tenpai: デジタル仙人", "", "", "✓ agree"],  # its payments compared
        ["E3-1", ron, e31, e31, "✓ agree"],
        ["E4-0", ron, "4 han 30 fu: 7700 + 2000 sticks", "4 han 30 fu: 7700 + 2000 sticks", "✓ agree"],
        ["E4-0", "Also ron: デジタル仙人 from はっとりへいじ", "5 han: 8000", "5 han: 8000", "✓ agree"],
    ]


def test_a_win_opens_on_the_calculator_and_in_the_quiz(player) -> None:
    window = player.window
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(2)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)
    assert player.headline == "6400 + 300\u00a0honba + 1000\u00a0sticks"  # 7700 for the winner, as logged
    desk, logged = window.controller.spec(), logs.controller.log.hands[2].wins[0].spec
    assert sorted(desk.concealed) == sorted(logged.concealed)  # the winning tile goes last
    assert desk.with_changes(concealed=logged.concealed) == logged
    assert window.controller.spec().ippatsu and window.controller.spec().riichi
    # a draw is not a hand to open: the buttons say so by being off
    logs.table.selectRow(1)
    assert not logs.findChild(QPushButton, "log-open-desk").isEnabled()
    assert not logs.findChild(QPushButton, "log-quiz").isEnabled()
    logs.table.selectRow(4)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)
    quiz = window.quiz_window()
    assert quiz.isVisible()
    assert quiz.controller.session.question.answers.total == 8000


def test_ctrl_z_past_a_log_win_on_the_desk_leaves_next_hand_the_players_own(player) -> None:
    """A log's win opened on the desk, then Ctrl+Z: the player's desk came back, but Next hand
    after it put back the seat (and rules, counters) from before the log's win, dropping the
    seat the player chose since."""
    window = player.window
    c = window.controller
    player.click("seat-1")  # the player's desk: South
    logs = window.log_window()
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(2)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)
    assert player.headline == "6400 + 300\u00a0honba + 1000\u00a0sticks" and c.state.preset == "tenhou"
    player.qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.state.situation.seat == 1 and c.state.preset == "seed"
    player.click("seat-3")  # now North
    player.click("clear")  # Next hand: seat, round, counters and rules kept
    assert c.state.situation.seat == 3 and player.find("seat-3").isChecked()
    assert c.state.preset == "seed" and c.state.situation.honba == 0


def test_a_win_the_rules_do_not_pay_is_not_offered_to_the_calculator_or_the_quiz(player) -> None:
    """Read under seed (atama hane), a double ron's second winner is no win: Open in calculator
    and Quiz this hand are off for that row, their tooltip says why, and Enter opens nothing."""
    window = player.window
    logs = window.log_window()
    assert logs.load(DATA / "dnovikoff-bug3.mjlog")
    logs.read_under("seed")
    row = next(i for i, r in enumerate(cells(logs)) if r[0] == "E1-0" and r[1].startswith("Also ron"))
    assert cells(logs)[row][3] == "Atama hane: only メタファー wins on this discard under these rules"
    why = (
        "Under these rules only メタファー wins on this discard (atama hane): this player's hand "
        "is no win to score or to quiz. Read the log under rules without atama hane to open it"
    )
    open_desk, quiz = logs.findChild(QPushButton, "log-open-desk"), logs.findChild(QPushButton, "log-quiz")
    logs.table.selectRow(row)
    assert not open_desk.isEnabled() and not quiz.isEnabled()
    assert open_desk.toolTip() == why and quiz.toolTip() == why
    logs.table.setFocus()
    player.qtbot.keyClick(logs.table, Qt.Key.Key_Return)
    assert window.controller.state.concealed == () and window.controller.showing == ""
    # the first winner's row opens as before, its buttons saying what they do
    logs.table.selectRow(row - 1)
    assert open_desk.isEnabled() and quiz.isEnabled() and open_desk.toolTip() != why
    player.qtbot.mouseClick(open_desk, Qt.MouseButton.LeftButton)
    assert player.headline == "1500 + 1000\u00a0sticks"


def show(player, logs: LogWindow) -> None:
    logs.show()
    logs.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is logs)


def test_the_keyboard_leaves_the_list_and_enter_opens_the_chosen_win(player, monkeypatch) -> None:
    """Tab went from cell to cell and round again, so no button was ever reached; Enter did
    nothing (only a double-click opened a win) and Ctrl+O opened no log here. Tab leaves the
    list for the final standings under it, then the buttons (the order of the screen)."""
    logs = player.window.log_window()
    assert logs.load(DOUBLE_RON)
    show(player, logs)
    logs.table.setFocus()
    player.qtbot.keyClick(logs.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is logs.final.table
    player.qtbot.keyClick(logs.final.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is logs.open_button
    player.qtbot.keyClick(logs.open_button, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    player.qtbot.keyClick(logs.final.table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is logs.table
    logs.table.selectRow(2)
    player.qtbot.keyClick(logs.table, Qt.Key.Key_Return)
    assert player.headline == "6400 + 300\u00a0honba + 1000\u00a0sticks"  # E3-1, on the calculator
    assert player.window.controller.spec() == logs.controller.log.hands[2].wins[0].spec.with_changes(
        concealed=player.window.controller.spec().concealed
    )
    other = DATA / "mjx-west-round.mjlog"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    player.qtbot.keyClick(logs.table, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert logs.controller.path == str(other)
    assert logs.another_button.text() == "Open &another log…"


def test_a_differing_win_is_marked(player, tmp_path: Path) -> None:
    changed = tmp_path / "changed.mjlog"
    changed.write_text(
        DOUBLE_RON.read_text(encoding="utf-8").replace('ten="30,7700,0"', 'ten="30,8000,0"'), encoding="utf-8"
    )
    logs = player.window.log_window()
    assert logs.load(changed)
    rows = cells(logs)
    # the log's value is not what its winner gets: both said, our value beside them
    assert rows[3][2] == "4 han 30 fu: 8000; the winner gets 9700"
    assert rows[3][3] == "4 han 30 fu: 7700 + 2000 sticks" and rows[3][4] == "✗ differs: points"
    assert logs.title.text().endswith("4\u00a0wins, 3\u00a0agree")
    marked = logs.table.item(3, 4)
    assert marked.font().bold() and marked.background().color().alpha() > 0
    assert not logs.table.item(2, 4).font().bold()


def test_a_file_that_is_not_a_log_is_refused_and_the_list_stays(player, tmp_path: Path) -> None:
    logs = player.window.log_window()
    assert logs.load(DOUBLE_RON)
    bad = tmp_path / "bad.mjlog"
    bad.write_text('<!DOCTYPE x [<!ENTITY a "b">]>\n<mjloggm/>', encoding="utf-8")
    assert not logs.load(bad)
    message = logs.findChild(QLabel, "log-message").text()
    assert "DOCTYPE" in message and "line 1" in message
    assert logs.table.rowCount() == 5


def test_save_as_game_record_writes_a_record_that_replays_to_the_log(player, tmp_path: Path) -> None:
    logs = player.window.log_window()
    assert logs.load(DOUBLE_RON)
    target = tmp_path / "game.mjgame"
    assert logs.save_record(target)
    assert str(target) in logs.findChild(QLabel, "log-message").text()
    result = replay(load_record(target))
    assert not result.errors
    assert result.final.points == (33400, 36000, 32000, -1400)
    # a folder that does not exist: said, nothing written
    assert not logs.save_record(tmp_path / "missing" / "game.mjgame")
    assert not (tmp_path / "missing").exists()


def test_the_log_window_speaks_russian(player) -> None:
    logs = player.window.log_window()
    assert logs.load(DOUBLE_RON)
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: headers(logs)[0] != "Hand")
    assert headers(logs) == ["Раздача", "Что произошло", "По логу", "Наш счёт", "Проверка"]
    # the hand named as in the tracker (В: Восток), the log and the record are two words
    assert cells(logs)[0] == [
        "В1-0",
        "Цумо: 初代☆",
        "6\u00a0хан: 12\u202f000 + 1000 за палочки",
        "6\u00a0хан: 12\u202f000 + 1000 за палочки",
        "✓ совпадает",
    ]
    assert logs.findChild(QPushButton, "log-save-record").text() == "&Сохранить как запись игры…"
    assert player.window.act_open_log.text() == "&Открыть лог или запись игры…"
    assert logs.windowTitle() == "mjgui — лог игры"


def test_without_a_log_the_window_says_what_it_is_for(player, tmp_path: Path) -> None:
    logs = player.window.log_window()
    message = logs.findChild(QLabel, "log-message")
    another = logs.findChild(QPushButton, "log-open-another")
    assert logs.title.text() == "No log open"
    assert not message.isHidden() and "mjlog XML" in message.text() and "tenhou.net/6" in message.text()
    # the three formats read: mjai's event logs named too (the hint named only the other two)
    assert "or an mjai event log as Mortal, mjai-reviewer and Akochan write it" in message.text()
    assert "mjai" in player.window.act_open_log.statusTip()
    assert another.text() == "&Open a log…"
    # a file that is not a log: its error replaces the hint
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    assert not logs.load(bad)
    assert "mjlog XML" not in message.text() and message.text()
    assert logs.load(DOUBLE_RON)
    assert message.isHidden()
    assert another.text() == "Open &another log…"
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: another.text() != "Open &another log…")
    assert another.text() == "Открыть &другой лог…"
    assert "лог событий mjai" in logs._hint() and "mjai" in player.window.act_open_log.statusTip()


def test_the_log_window_has_its_own_view_menu(player) -> None:
    """Like every window: View → Language switches the language (the calculator's too), and
    View → Close closes it."""
    from PySide6.QtGui import QAction

    logs = player.window.log_window()
    logs.show()
    assert logs.load(DOUBLE_RON)
    assert logs.menu_view.title() == "&View" and logs.act_close in logs.menu_view.actions()
    russian = logs.findChild(QAction, "log-language-ru")
    russian.trigger()
    player.qtbot.waitUntil(lambda: headers(logs)[0] == "Раздача")
    assert logs.menu_view.title() == "&Вид" and logs.act_close.text() == "&Закрыть"
    assert russian.isChecked() and player.window.act_open_log.text() == "&Открыть лог или запись игры…"
    logs.act_close.trigger()
    assert not logs.isVisible()


def test_open_game_log_shows_why_a_hostile_log_is_refused(player, tmp_path: Path, monkeypatch) -> None:
    # once a traceback that left the window silent: a number of 5000 digits in a real log
    logs = player.window.log_window()
    text = (DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8")
    bad = tmp_path / "huge.json"
    bad.write_text(text.replace("25000", "1" * 5000, 1), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-another"), Qt.MouseButton.LeftButton)
    message = logs.findChild(QLabel, "log-message")
    assert not message.isHidden() and "not valid JSON at line 1" in message.text()
    assert message.textFormat() == Qt.TextFormat.PlainText


def test_a_fifo_is_refused_in_the_window_too(player, tmp_path: Path) -> None:
    import os

    if not hasattr(os, "mkfifo"):
        return
    fifo = tmp_path / "log.fifo"
    os.mkfifo(fifo)
    logs = player.window.log_window()
    assert not logs.load(fifo)  # returns at once instead of waiting on the pipe
    assert "not a regular file" in logs.findChild(QLabel, "log-message").text()


def test_an_unreadable_hand_is_a_row_that_differs_and_the_game_is_not_saved(player, tmp_path: Path) -> None:
    import json

    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"][1][6][3] = "r²"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    logs = player.window.log_window()
    assert logs.load(path)
    rows = cells(logs)
    assert (
        rows[1][0] == "E2-0" and "A's discard 4" in rows[1][1] and rows[1][4] == "✗ this hand cannot be read"
    )
    assert logs.table.item(1, 4).font().bold()
    assert sum(r[4] == "✓ agree" for r in rows) == 8  # seven wins and a draw
    assert not logs.save_record(tmp_path / "game.mjgame")
    assert "E2-0" in logs.findChild(QLabel, "log-message").text()
    assert not (tmp_path / "game.mjgame").exists()


def test_an_unreadable_hand_shows_its_whole_reason_and_the_save_button_says_why_it_is_off(
    player, tmp_path: Path
) -> None:
    import json

    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"][1][6][3] = "r²"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    logs = player.window.log_window()
    save = logs.findChild(QPushButton, "log-save-record")
    assert logs.load(DATA / "majsoul-tensoul-py-ng-jade-south.json")
    assert save.isEnabled() and "mjgame" in save.toolTip()
    assert logs.load(path)
    reason = cells(logs)[1][1]
    assert len(reason) > 40 and "A's discard 4" in reason
    assert logs.table.item(1, 1).toolTip() == reason  # the whole reason, whatever the column shows
    assert not save.isEnabled()
    assert save.toolTip() == logs.controller.save_refusal() and "E2-0" in save.toolTip()
    assert "cannot be saved" in save.toolTip()


def test_the_chosen_row_is_said_whole_under_the_list_and_in_its_tooltip(player, tmp_path: Path) -> None:
    """A yaku difference could not be checked: no yaku were shown. The chosen row's details
    name them, and each side's."""
    changed = tmp_path / "yaku.mjlog"
    e40 = 'ten="30,7700,0" yaku="1,1,7,1,52,1,53,1"'
    changed.write_text(
        DOUBLE_RON.read_text(encoding="utf-8").replace(e40, e40.replace("7,1,52", "8,1,52")), encoding="utf-8"
    )
    logs = player.window.log_window()
    logs.show()
    assert logs.load(changed)
    details = logs.findChild(QLabel, "log-details")
    logs.table.selectRow(3)
    assert details.isVisible() and details.textFormat() == Qt.TextFormat.PlainText
    lines = details.text().splitlines()
    assert (
        lines[0] == "Ron: タケオしゃん from はっとりへいじ · on the table: 0\u00a0honba, 2\u00a0riichi sticks"
    )
    assert lines[3] == "The yaku differ: only in the log: tanyao 1\u00a0han; only ours: pinfu 1\u00a0han"
    assert lines[1].startswith("The log says: ") and lines[2].startswith("Our score: ")
    assert all(nobreak(logs.table.item(3, c).toolTip()) == details.text() for c in range(5))
    # the yaku alone differ: the verdict is marked, not the values, which agree
    assert logs.table.item(3, 4).font().bold() and not logs.table.item(3, 2).font().bold()
    logs.table.selectRow(1)
    changes = "タケオしゃん −1000, 初代☆ −1000, デジタル仙人 +3000, はっとりへいじ −1000"
    # a draw: what happened, and its payments as the log states them and as our game pays them
    assert details.text().splitlines() == [
        "Draw; tenpai: デジタル仙人",
        "Each player's change in the log: " + changes,
        "Ours: " + changes,
    ]


def test_a_points_difference_marks_both_values(player, tmp_path: Path) -> None:
    e40 = 'ten="30,7700,0" yaku="1,1,7,1,52,1,53,1"'
    changed = tmp_path / "points.mjlog"
    says = 'ten="40,12000,1" yaku="1,1,7,1,52,2,53,1,8,1"'  # 6 han 12 000 for a hand worth 7700
    text = DOUBLE_RON.read_text(encoding="utf-8").replace(e40, says)
    changed.write_text(text, encoding="utf-8")
    logs = player.window.log_window()
    assert logs.load(changed)
    row = cells(logs)[3]
    assert row[2:] == ["6 han: 12\u202f000; the winner gets 9700", "4 han 30 fu: 7700 + 2000 sticks", row[4]]
    assert logs.table.item(3, 2).font().bold() and logs.table.item(3, 3).font().bold()
    logs.table.selectRow(3)
    assert "Ours: タケオしゃん +9700, はっとりへいじ −7700" in logs.details.text().splitlines()


def test_a_long_reason_is_cut_in_its_cell_and_said_whole_below_at_1024_in_russian(
    make_window, qtbot, tmp_path: Path
) -> None:
    """Our score's reason (~180 characters in Russian) in a column fitted to its contents
    squeezed the others: «Цу…», the title «роиз», the Check column off screen."""
    window = make_window("ru")
    logs = window.log_window()
    logs.resize(1024, 640)
    logs.show()
    qtbot.waitExposed(logs)
    nokui = tmp_path / "nokui.mjlog"  # the lobby without open tanyao: our core finds no yaku
    text = (DATA / "mjx-agari-yame.mjlog").read_text(encoding="utf-8")
    nokui.write_text(text.replace('GO type="169"', 'GO type="173"'), encoding="utf-8")
    assert logs.load(nokui)
    QApplication.processEvents()
    table, header = logs.table, logs.table.horizontalHeader()
    qtbot.waitUntil(lambda: table.viewport().width() > 900)
    widths = [table.columnWidth(c) for c in range(5)]
    assert sum(widths) <= table.viewport().width()  # the Check column on screen
    assert all(widths[c] >= header.sectionSizeHint(c) for c in range(5)), (widths, headers(logs))
    for c in (0, 1, 4):  # the hand, what happened and the verdict whole
        assert widths[c] >= table.sizeHintForColumn(c), (c, widths)
    row = next(r for r in range(table.rowCount()) if table.item(r, 4).text() == "✗ расходится: результат")
    reason = table.item(row, 3).text()
    assert len(reason) > 150 and reason.startswith("Нет яку")
    assert table.sizeHintForColumn(3) > widths[3]  # cut short in its cell...
    table.selectRow(row)
    said = logs.findChild(QLabel, "log-details").text()
    assert "Наш счёт: нет яку" + reason[len("Нет яку") :] in said.splitlines()  # ...whole below
    assert nobreak(table.item(row, 3).toolTip()) == said


def _too_wide(table: QTableWidget, column: int) -> list[QTableWidgetItem]:
    """The cells of ``column`` too wide for one line of its width (they go on over more)."""
    items = [table.item(r, column) for r in range(table.rowCount())]
    return [
        i for i in items if table.sizeHintForIndex(table.indexFromItem(i)).width() > table.columnWidth(column)
    ]


def _show_at_1024(make_window, qtbot, lang: str, log: Path) -> LogWindow:
    window = make_window(lang)
    logs = window.log_window()
    logs.resize(1024, 640)
    logs.show()
    qtbot.waitExposed(logs)
    assert logs.load(log)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: logs.table.viewport().width() > 900)
    return logs


def _drawn_lines(table: QTableWidget, item: QTableWidgetItem) -> list[str]:
    """A cell's lines as the list draws them: what the list's delegate gives the style (its text
    broken between words, cut never inside a number) and then the style's own cut of each line
    to its width (a row's span's) with "…" (Qt's style draws it within a margin of its focus
    frame's and a pixel each side); every line within its row's height."""
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    rect = table.visualItemRect(item)
    room = rect.width() - 2 * margin
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    option.rect = rect
    lines = table.itemDelegate().shown_lines(option, table.indexFromItem(item))  # type: ignore[attr-defined]
    metrics = QFontMetrics(item.font())
    assert len(lines) * metrics.lineSpacing() <= rect.height(), (lines, rect)
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]


def _shown(table: QTableWidget, item: QTableWidgetItem) -> str:
    """A cell's text as the list draws it, its lines joined by a space: whole, or cut short."""
    return " ".join(_drawn_lines(table, item))


class _DrawnTexts(QProxyStyle):
    """The style of a list that notes each cell's lines as they are drawn: the text the style
    is given, broken at Qt's line separator, and what it shows of each line in the cell (Qt
    cuts with "…" what is too wide)."""

    def __init__(self) -> None:
        super().__init__("Fusion")
        self.drawn: list[list[str]] = []

    def drawControl(self, element, option, painter, widget=None) -> None:
        if element == QStyle.ControlElement.CE_ItemViewItem and isinstance(option, QStyleOptionViewItem):
            margin = self.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
            room = option.rect.width() - 2 * margin
            metrics = QFontMetricsF(option.font)
            lines = option.text.split("\u2028")
            assert len(lines) * metrics.lineSpacing() <= option.rect.height(), (lines, option.rect)
            shown = [
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
                if metrics.horizontalAdvance(line) > room
                else line
                for line in lines
            ]
            self.drawn.append(shown)
        super().drawControl(element, option, painter, widget)


#: a number as a value writes it ("12 000", "300", "7")
A_NUMBER = re.compile(r"\d(?:[\d\u202f\u00a0 ]*\d)?")


def test_a_value_never_cuts_a_number_and_goes_on_over_more_lines(make_window, qtbot) -> None:
    """``--window log --open dnovikoff-pao.mjlog --lang ru --size 1024x640``: the values of E1-1
    ended «… + 1000 за па…», the log's and ours; a column a little narrower cut the number
    itself («… + 10…»), which reads as another sum. Whatever the column's width (dragged by
    the user), a value is whole over as many lines as it needs, its row as tall as they are,
    broken between words, never inside a number; where it breaks, before a sum ("+ 1000 за
    палочки") where one fits."""
    logs = _show_at_1024(make_window, qtbot, "ru", DATA / "dnovikoff-pao.mjlog")
    table = logs.table
    style = _DrawnTexts()
    table.setStyle(style)
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "В1-1")
    value = table.item(row, 2).text()
    assert value == table.item(row, 3).text()
    assert value == "7\u00a0хан: 12\u202f000 + 300 за хонба + 1000 за палочки"
    numbers = [m.span() for m in A_NUMBER.finditer(value)]
    inside = {cut for start, end in numbers for cut in range(start + 1, end)}
    broken: set[tuple[str, ...]] = set()
    full = table.columnWidth(2)
    for width in range(full, 60, -3):
        table.setColumnWidth(2, width)
        style.drawn.clear()
        table.viewport().repaint()
        drawn = [lines for lines in style.drawn if lines[0].startswith("7\u00a0хан: 12")]
        assert drawn, width
        for lines in drawn:
            assert " ".join(lines) == value, (width, lines)  # whole
            ends = [len(" ".join(lines[: n + 1])) for n in range(len(lines) - 1)]
            assert not set(ends) & inside, (width, lines)  # no number broken
            broken.add(tuple(lines))
    assert ("7\u00a0хан: 12\u202f000 + 300 за хонба", "+ 1000 за палочки") in broken
    assert max(len(lines) for lines in broken) > 3  # the narrowest: a line a word or two
    table.setStyle(None)


#: a value's han, fu and points ("3 хан 30 фу: 5800", "8 han: 16 000", "Yakuman: 32 000")
NUMBERS = re.compile(r"^[^:]+: \d[\d\s]*\d")


def _assert_values_whole(table: QTableWidget) -> int:
    """Every value is whole, a win's han, fu and points on its first line; the values that go
    on over more than one line."""
    wrapped = 0
    for r in range(table.rowCount()):
        for c in (2, 3):
            item = table.item(r, c)
            if not item.text() or table.columnSpan(r, 1) > c - 1:
                continue
            lines = _drawn_lines(table, item)
            assert " ".join(lines) == item.text(), (lines, item.text())
            numbers = NUMBERS.match(item.text())
            assert numbers or table.item(r, 4).text().startswith("✗"), item.text()  # a draw's changes
            assert numbers is None or lines[0].startswith(numbers.group(0)), lines
            wrapped += len(lines) > 1
    return wrapped


def _cut_events(table: QTableWidget) -> list[str]:
    """The texts of *What happened* the list cuts short (a draw's across its span)."""
    items = [table.item(r, 1) for r in range(table.rowCount())]
    return [i.text() for i in items if _shown(table, i) != i.text()]


def test_what_happened_is_whole_at_1024_in_russian_and_so_are_the_values(make_window, qtbot) -> None:
    """``--window log --open mjx-west-round.mjlog --lang ru --size 1024x640``: *What happened*
    was given 165 px, every ron read «Рон: 銀色いがぐり, набро…» (who dealt in hidden), while
    the log's value and ours took 340 px each to say the same «… + 1000 за палочки». Now it is
    whole, and so are the values, their han, fu and points on the first line, the longest's
    honba and sticks on a second (they were cut there); no column keeps room another needs."""
    logs = _show_at_1024(make_window, qtbot, "ru", DATA / "mjx-west-round.mjlog")
    table, header = logs.table, logs.table.horizontalHeader()
    widths = [table.columnWidth(c) for c in range(5)]
    assert sum(widths) == table.viewport().width(), widths
    assert all(widths[c] >= header.sectionSizeHint(c) for c in range(5)), (widths, headers(logs))
    assert _cut_events(table) == []
    rons = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert "Рон: 銀色いがぐり с игрока マック04" in rons
    assert _assert_values_whole(table)  # the longest go on to a second line
    for c in (0, 4):  # the hand and the verdict whole
        assert widths[c] >= table.sizeHintForColumn(c), (c, widths)


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 640)), ("en", (1280, 800)), ("ru", (1280, 800))])
@pytest.mark.parametrize("log", ["mjx-west-round.mjlog", "mjx-four-riichi.mjlog", "mjx-triple-ron.mjlog"])
def test_in_english_and_at_1280_every_cell_is_whole(
    make_window, qtbot, lang: str, size: tuple[int, int], log: str
) -> None:
    """English at 1024x640 and both languages at 1280x800 have room for every cell whole: the
    values, the verdict, *What happened* and a draw's long kind across its row's empty columns
    («Abortive draw: all four players declared riichi (suucha riichi)» was cut in English)."""
    window = make_window(lang)
    logs = window.log_window()
    logs.resize(*size)
    logs.show()
    qtbot.waitExposed(logs)
    assert logs.load(DATA / log)
    QApplication.processEvents()
    table = logs.table
    qtbot.waitUntil(lambda: table.viewport().width() > size[0] - 60)
    for r in range(table.rowCount()):
        for c in range(5):
            item = table.item(r, c)
            if c == 1 or table.columnSpan(r, 1) <= c - 1:  # a cell a draw's span covers is not drawn
                assert _shown(table, item) == item.text(), (r, c, item.text())


def test_a_row_without_values_says_what_happened_across_their_columns(make_window, qtbot) -> None:
    """A draw has no values: its *What happened* spans their columns (and the verdict's, where
    the log states no payment to check), and a win's row spans nothing."""
    logs = _show_at_1024(make_window, qtbot, "ru", DATA / "mjx-four-riichi.mjlog")
    table = logs.table
    kinds = [table.item(r, 1).text() for r in range(table.rowCount())]
    four = kinds.index("Абортивная ничья: риичи объявили все четверо (сутя риичи)")
    assert table.columnSpan(four, 1) == 3  # its payments agree: "✓ совпадает" in the last column
    assert table.item(four, 4).text() == "✓ совпадает"
    spanned = sum(table.columnWidth(c) for c in range(1, 4))
    assert table.visualItemRect(table.item(four, 1)).width() == spanned - 1  # (less the grid's line)
    assert _shown(table, table.item(four, 1)) == kinds[four]
    wins = [r for r, row in enumerate(logs._rows) if row.check is not None]
    assert wins and all(table.columnSpan(r, 1) == 1 for r in wins)
    _assert_values_whole(table)
    assert _cut_events(table) == []
    # another log: the spans of the last one are gone
    assert logs.load(DATA / "mjx-double-ron.mjlog")
    spans = [table.columnSpan(r, 1) for r in range(table.rowCount())]
    rows = logs._rows
    assert spans == [1 if row.log_value else 3 if row.verdict else 4 for row in rows]


def test_a_long_name_cut_short_in_what_happened_is_whole_in_its_tooltip(
    make_window, qtbot, tmp_path: Path
) -> None:
    """Names of 40 letters: «Ron: Maximilian_Wolfgang_Amadeus_Mozart_Junio fr…» lost who dealt
    in. *What happened* has half the list's width beside the hand before the values grow whole;
    they are whole, and what happened goes on to a second line, whole as in the row's tooltip."""
    names = (
        "Maximilian_Wolfgang_Amadeus_Mozart_Junio",
        "Александра Константиновна Жилмуханбетова",
        "長谷川まりあ之介左衛門寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末",
        "W" * 40,
    )
    text = (DATA / "mjx-four-riichi.mjlog").read_text(encoding="utf-8")
    named = " ".join(f'n{i}="{quote(name)}"' for i, name in enumerate(names))
    log = tmp_path / "long-names.mjlog"
    log.write_text(
        re.sub(r'<UN n0="[^"]*" n1="[^"]*" n2="[^"]*" n3="[^"]*"', f"<UN {named}", text), encoding="utf-8"
    )
    logs = _show_at_1024(make_window, qtbot, "en", log)
    table = logs.table
    # each name as the game record and the league have it: at most 24 letters, spaces made "_"
    assert "Maximilian_Wolfgang_Amad · Александра_Константиновн · " in logs.title.text()
    for c in (0, 4):
        assert table.columnWidth(c) >= table.sizeHintForColumn(c), c
    room = table.viewport().width() - table.columnWidth(0)
    assert table.columnWidth(1) >= room // 2
    _assert_values_whole(table)
    wide = _too_wide(table, 1)
    rons = [i for i in wide if i.text().startswith("Ron: ")]
    assert rons and all(" from " in i.text() for i in rons)
    assert _cut_events(table) == []  # who dealt in on a second line
    assert any(len(_drawn_lines(table, i)) == 2 for i in rons)
    for item in wide:
        assert item.text() in item.toolTip()  # the discarder's name too


def test_staged_widths_give_each_stage_in_turn() -> None:
    from mjgui.gui.logview import staged_widths

    # what happened at its title, then whole; the values and the verdict whole first
    first, whole = [50, 300, 300, 80], [400, 300, 300, 80]
    assert staged_widths([first, whole], 1100) == [400, 300, 300, 80]  # all fit
    assert staged_widths([first, whole], 800) == [120, 300, 300, 80]  # the values first
    assert staged_widths([first, whole], 600) == [50, 235, 235, 80]  # a stage that does not fit
    long = [400, 300, 900, 80]  # a reason after what happened
    assert staged_widths([first, [400, 300, 300, 80], long], 1300) == [400, 300, 520, 80]
    assert staged_widths([first, [400, 300, 300, 80], long], 900) == [220, 300, 300, 80]


def test_shared_widths_cut_the_widest_columns_first() -> None:
    from mjgui.gui.logview import shared_widths

    assert shared_widths([100, 200, 50], 400) == [100, 200, 50]  # all fit
    assert shared_widths([100, 900, 50], 400) == [100, 250, 50]  # the long one takes the rest
    assert shared_widths([300, 900, 50], 400) == [175, 175, 50]  # two cut to one width


def test_the_message_is_worded_again_in_a_new_language_and_stays_an_error_in_a_new_theme(
    player, tmp_path: Path
) -> None:
    """A language switch left the message in the old language, and a language or theme switch
    turned an error's red into the plain colour once a log was open."""
    from mjgui.gui.appsetup import apply_theme
    from mjgui.gui.theme import tone_color

    def colour(tone: str) -> str:
        return f"color: {tone_color(logs.palette(), tone).name()};"

    logs = player.window.log_window()
    logs.show()
    message = logs.findChild(QLabel, "log-message")
    assert logs.load(DOUBLE_RON)
    bad = tmp_path / "bad.json"
    bad.write_text('{"nope', encoding="utf-8")  # JSON cut short: a log, but broken
    assert not logs.load(bad)
    assert message.text() == (
        f"{bad} could not be opened: the game log ends too early, at line 1, column 7: the file is cut off. "
        f"Download the log again. The window still shows {DOUBLE_RON}, the log opened before."
    )
    assert message.styleSheet() == colour("error")
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: headers(logs)[0] == "Раздача")
    assert message.text() == nobreak(
        f"Не удалось открыть {bad}: лог игры обрывается на строке 1, позиция 7: файл неполный. "
        f"Скачайте лог заново. По-прежнему показан лог {DOUBLE_RON}, открытый раньше."
    )
    assert message.styleSheet() == colour("error") != colour("info")
    app = QApplication.instance()
    try:
        apply_theme(app, "dark")
        for _ in range(3):  # the palette reaches the widgets, then the window draws again
            QApplication.processEvents()
        assert message.styleSheet() == colour("error") != colour("info")  # the dark theme's red
    finally:
        apply_theme(app, "system")
    # where the record went: worded again too, never an error
    target = tmp_path / "game.mjgame"
    assert logs.save_record(target)
    assert message.text() == nobreak(saved_to(target, dated=False, lang="ru"))
    player.window.set_language("en")
    player.qtbot.waitUntil(lambda: headers(logs)[0] == "Hand")
    assert message.text() == saved_to(target, dated=False)
    assert message.styleSheet() == colour("info")


def test_save_offers_the_logs_name_without_gz_and_log_extension(player, monkeypatch, tmp_path: Path) -> None:
    import gzip

    packed = tmp_path / "west.mjlog.gz"
    packed.write_bytes(gzip.compress(DOUBLE_RON.read_bytes()))
    logs = player.window.log_window()
    assert logs.load(packed)
    offered: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda _w, _t, path, _k: (offered.append(path), ("", ""))[1]
    )
    player.qtbot.mouseClick(logs.save_button, Qt.MouseButton.LeftButton)
    assert [Path(p).name for p in offered] == ["west.mjgame"]


def test_an_mjai_log_opens_in_the_log_window_with_its_hands(player) -> None:
    # Akochan's game (tests/data/logs/mjai/, one event a line): the wins say only who won, so
    # the log's column says what the winner gets, and every win agrees
    logs = player.window.log_window()
    assert logs.load(DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson")
    rows = cells(logs)
    assert [row[0] for row in rows] == ["E1-0", "E1-1", "E2-2", "E3-0", "E3-1", "E4-0"]
    assert rows[0][2] == "the winner gets 11\u202f700" and rows[0][4] == "✓ agree"
    # its draw writes no payment: not checked, said as ``replay`` says it
    assert logs.title.text().endswith("5\u00a0wins, 5\u00a0agree · 1\u00a0draw not checked")
    # a game with Akochan's fan and fu: both said, then what the winner gets
    assert logs.load(DATA / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson")
    assert cells(logs)[0][2] == "6 han 20 fu; the winner gets 13\u202f000"


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 800)), ("ru", (1280, 800))])
def test_an_mjlog_cut_after_a_hand_says_so_whole_in_its_row(make_window, qtbot, lang: str, size) -> None:
    """The row of an mjlog that stops before the game's end (no owari) says which hands are
    read, whole across its row at 1280; in Russian plainly («Раздача Ю3-0 и все до неё
    прочитаны»: «Раздачи по неё прочитаны», shortened to fit, was rare, and read as «по ней»)."""
    window = make_window(lang)
    logs = window.log_window()
    logs.resize(*size)
    logs.show()
    qtbot.waitExposed(logs)
    assert logs.load(DATA / "other" / "mjx-2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog")
    QApplication.processEvents()
    table = logs.table
    qtbot.waitUntil(lambda: table.viewport().width() > size[0] - 60)
    last = table.rowCount() - 1
    item = table.item(last, 1)
    said = {
        "en": "The hands up to it are read; a record of it stops there.",
        "ru": "Раздача Ю3-0 и все до неё прочитаны; сохранённая из него запись на ней кончается.",
    }[lang]
    assert item.text().endswith(said) and table.columnSpan(last, 1) == 4
    assert _shown(table, item) == item.text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_mjlog_cut_after_a_hand_says_above_the_list_that_its_record_stops_there(
    make_window, qtbot, lang: str
) -> None:
    """``--window log --open …-no-game-end.mjlog --lang ru --size 1024x640``: the title said
    "7 wins, 7 agree", Save as game record was on, and that a saved record stops at the last
    hand (one the club skips as not ended) was said only in the last row, cut at 1024 px in
    Russian («…прочитаны; сохра…»). It is said above the list too, whole, as an mjai game the
    server stopped after a hand is."""
    logs = _show_at_1024(
        make_window, qtbot, lang, DATA / "other" / "mjx-2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"
    )
    said = {
        "en": "The hands up to it are read; a record of it stops there.",
        "ru": "Раздача Ю3-0 и все до неё прочитаны; сохранённая из него запись на ней кончается.",
    }[lang]
    message = logs.message
    text = message.text().replace("\u00a0", " ")  # the label's no-break spaces
    assert message.isVisible() and text.endswith(said)
    assert text == logs.table.item(logs.table.rowCount() - 1, 1).text().replace("\u00a0", " ")
    assert message.wordWrap() and message.height() >= message.heightForWidth(message.width())
    assert logs.save_button.isEnabled()  # the record can be saved: the note says where it stops


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_1024_the_values_that_differ_show_their_numbers_and_every_verdict_is_whole(
    make_window, qtbot, lang: str
) -> None:
    """``--window log --open kandora-tensoulLog.json --lang ru --size 1024x640``: the row that
    differs (В2-1, bold) hid the very numbers that differ, «4 хан 30 фу:…», its columns sized
    to their need in whole pixels without the grid line while the list cuts in fractions of
    one; and on an mjai game the server stopped in a hand, the unreadable hand's verdict read
    «✗ эту разд…» ("✗ thi…"), the verdict measured over the rows that do not span only."""
    logs = _show_at_1024(make_window, qtbot, lang, DATA / "differs" / "kandora-tensoulLog.json")
    table = logs.table
    differs = [r for r in range(table.rowCount()) if table.item(r, 4).text().startswith("✗")]
    assert differs
    for r in differs:
        for c in (2, 3):
            item = table.item(r, c)
            text, shown = item.text(), _shown(table, item)
            head = text.split(" + ", 1)[0]
            assert shown == text or (shown.startswith(head) and shown.endswith("…")), (shown, text)
    assert any(table.item(r, 3).font().bold() for r in differs)  # a value that differs: bold, wider
    assert logs.load(DATA / "mjai" / "gimite" / "mjai-manue-go-2026-06-18-160903.mjson")
    QApplication.processEvents()
    rows = range(table.rowCount())
    assert [r for r in rows if table.columnSpan(r, 1) > 1 and table.item(r, 4).text()]  # unreadable
    for r in range(table.rowCount()):
        item = table.item(r, 4)
        assert _shown(table, item) == item.text(), (r, item.text())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_1024_draws_whose_payments_differ_leave_every_cell_whole(
    make_window, qtbot, tmp_path: Path, lang: str
) -> None:
    """``--window log --open kyuushu.mjlog --lang ru --size 1024x640`` with two draws whose
    payments differ from the game's: the kyuushu row has values, so its «Абортивная ничья:
    девять разных терминалов и достоинств (кюсю кюхай)» was counted in *What happened*'s width
    and took half the list, cut there all the same («…(кюсю к…»); every win's value was cut at
    its honba and sticks («1 хан 50 фу: 1600…») and the draws' changes at their first player
    («sawly −500, ROTT…»), whole only in tooltips. Now every cell is whole: a long line goes on
    over more lines, a win's value over two at most, a win's *What happened* on one."""
    text = (DATA / "mjx-kyuushu.mjlog").read_text(encoding="utf-8")
    for said, paid in (('sc="318,0,154,0,', 'sc="318,-5,154,5,'), ('399,-15,196,-15"', '399,-10,196,-20"')):
        assert said in text
        text = text.replace(said, paid)
    log = tmp_path / "kyuushu.mjlog"
    log.write_text(text, encoding="utf-8")
    logs = _show_at_1024(make_window, qtbot, lang, log)
    table = logs.table
    verdicts = [table.item(r, 4).text() for r in range(table.rowCount())]
    draws = [r for r, row in enumerate(logs._rows) if row.check is None and row.log_value]
    assert len(draws) == 2 and all(verdicts[r].startswith("✗") for r in draws)
    assert sum(table.columnWidth(c) for c in range(5)) == table.viewport().width()
    for r in range(table.rowCount()):
        for c in range(5):
            item = table.item(r, c)
            if c <= 1 or table.columnSpan(r, 1) <= c - 1:  # a cell a draw's span covers is not drawn
                assert _shown(table, item) == item.text(), (r, c, _drawn_lines(table, item))
    wins = [r for r, row in enumerate(logs._rows) if row.check is not None]
    assert all(len(_drawn_lines(table, table.item(r, 1))) == 1 for r in wins)
    assert all(len(_drawn_lines(table, table.item(r, c))) <= 2 for r in wins for c in (2, 3))
    _assert_values_whole(table)

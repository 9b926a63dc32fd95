"""The game tracker window driven by real clicks and keys: a hand recorded by clicks and read
back from the table, previews, editing past lines, undo/redo, autosave and resume, files, the
full-screen view and the final results."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QLineEdit, QMessageBox, QPushButton, QSpinBox
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.gui.appsetup import setup_application
from mjgui.gui.tracker.window import TrackerWindow
from tests.util import HANCHAN, RT, T


@pytest.fixture(autouse=True)
def _no_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a test does, the autosave goes to its own temporary folder."""
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def open_tracker(qtbot: object, data_dir: Path, tmp_path: Path) -> Iterator[object]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerWindow] = []

    def make(lang: str = "en") -> TrackerPlayer:
        shown = show_tracker(qtbot, data_dir, tmp_path / "s.ini", lang)
        made.append(shown.window)
        return shown

    yield make
    for window in made:  # its translators go with English: the next test starts in English
        window.languages.set_language("en")


@pytest.fixture
def player(open_tracker: object) -> TrackerPlayer:
    return open_tracker()  # type: ignore[operator,no-any-return]


def autosave(data_dir: Path) -> str:
    return (data_dir / "autosave.mjgame").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# recording hands by clicks
# ---------------------------------------------------------------------------------------------


def test_record_a_hand_by_clicks_and_read_the_table(player: TrackerPlayer) -> None:
    assert player.window.table_stack.currentWidget() is player.window.empty
    player.new_game()
    assert player.points() == [f"30{T}000"] * 4
    assert player.label("seat-0-name") == "Aiko"
    assert player.label("seat-0-wind") == "東 East"
    assert player.find("seat-0-dealer", QLabel).isVisible()
    assert not player.find("seat-1-dealer", QLabel).isVisible()
    assert player.label("center-round") == "東 East 1"
    assert player.label("center-honba") == "0 honba"
    assert player.label("center-sticks") == "0 riichi sticks"

    # Boris declares riichi
    player.action("riichi", "player-1")
    assert player.find("dialog-line", root=player.dialog).text() == "riichi Boris"  # type: ignore[attr-defined]
    player.ok()
    assert player.points()[1] == f"29{T}000"
    assert player.find("seat-1-riichi", QLabel).isVisible()
    assert player.label("center-sticks") == "1 riichi stick"

    # Chen wins by ron from Aiko, 3 han 40 fu
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    assert player.points() == [f"24{T}800", f"29{T}000", f"36{T}200", f"30{T}000"]
    assert player.label("seat-2-delta") == "+6200"
    assert player.label("seat-0-delta") == "−5200"
    assert not player.find("seat-1-riichi", QLabel).isVisible()
    assert player.label("center-round") == "東 East 2"
    assert player.label("center-sticks") == "0 riichi sticks"
    assert player.find("seat-1-dealer", QLabel).isVisible()
    assert player.label("seat-1-wind") == "東 East"
    assert player.history()[-2:] == ["riichi Boris", "ron Chen from Aiko 3 40"]

    # Boris (the dealer now) tsumo mangan; then an exhaustive draw with Aiko tenpai
    player.action("tsumo", "winner-1", "limit-mangan")
    player.ok()
    assert player.points() == [f"20{T}800", f"41{T}000", f"32{T}200", f"26{T}000"]
    assert player.label("center-honba") == "1 honba"
    player.action("draw", "tenpai-0")
    player.ok()
    assert player.points() == [f"23{T}800", f"40{T}000", f"31{T}200", f"25{T}000"]
    assert player.history()[-1] == "draw tenpai Aiko"
    assert player.label("center-round") == "東 East 3"


def test_the_preview_shows_every_players_change_before_committing(player: TrackerPlayer) -> None:
    player.new_game()
    dialog = player.action("ron", "winner-2", "discarder-0")
    # not complete yet: it says what is missing and OK is off
    assert "Choose the value" in player.label("dialog-preview-error", dialog)
    assert not player.find("dialog-ok", root=dialog).isEnabled()
    player.click_in_dialog("han-3", "fu-40")
    assert player.preview_deltas("dialog-preview") == ["−5200", "0", "+5200", "0"]
    assert player.label("dialog-preview-after-2", dialog) == f"35{T}200"
    assert (
        player.label("dialog-preview-summary", dialog) == "Next: East 2, 0\u00a0honba, 0\u00a0riichi sticks"
    )
    # an impossible value is refused with the reason, and nothing is recorded
    player.click_in_dialog("han-1")
    assert not player.find("fu-20", root=dialog).isEnabled()  # 1 han 20 fu cannot happen
    player.click_in_dialog("limit-haneman")
    assert player.preview_deltas("dialog-preview") == [f"−12{T}000", "0", f"+12{T}000", "0"]
    player.click("dialog-cancel", dialog)
    assert player.points() == [f"30{T}000"] * 4
    assert len(player.history()) == 3  # the date, rules and players lines


def test_a_typed_line_is_previewed_and_committed_with_enter(player: TrackerPlayer) -> None:
    player.new_game()
    raw = player.window.raw_line
    player.qtbot.keyClicks(raw, "ron Chen from Aiko 1 20")  # type: ignore[attr-defined]
    error = player.label("raw-preview-error")
    assert "1\u00a0han 20\u00a0fu cannot happen" in error
    assert not player.window.raw_add.isEnabled()
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert len(player.history()) == 3  # refused: nothing recorded
    raw.clear()
    player.qtbot.keyClicks(raw, "tsumo Boris 3 30")  # type: ignore[attr-defined]
    deltas = [player.label(f"raw-preview-delta-{s}") for s in range(4)]
    assert deltas == ["−2000", "+4000", "−1000", "−1000"]
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history()[-1] == "tsumo Boris 3 30"
    assert raw.text() == ""


def test_the_history_says_each_line_in_words_too(open_tracker: object) -> None:
    from mjgui.gui.tracker.history import COL_LINE, COL_WORDS, LineDetail

    player: TrackerPlayer = open_tracker("ru")  # type: ignore[operator]
    player.new_game()
    raw = player.window.raw_line
    player.qtbot.keyClicks(raw, "ron Dasha from Aiko haneman")  # type: ignore[attr-defined]
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    history = player.window.history
    last = history.rowCount() - 1
    header = history.horizontalHeaderItem(COL_WORDS)
    assert header is not None and header.text() == "Описание"
    assert history.item(last, COL_LINE).text() == "ron Dasha from Aiko haneman"  # type: ignore[union-attr]
    assert history.item(last, COL_WORDS).text() == "Dasha: рон с игрока Aiko, ханеман"  # type: ignore[union-attr]
    center_last = player.find("center-last", QLabel)
    assert center_last.toolTip() == "Последнее: ханеман — Dasha: рон с игрока Aiko"
    # too long for one line at this size: on two lines, nothing cut
    assert center_last.text().replace("\n", " ") == "Последнее: ханеман — Dasha: рон с игрока Aiko"
    # the words do not fit beside the line at this size: the column is left out, never cut, and
    # the pane under the table says the last line whole
    assert history.isColumnHidden(COL_WORDS)
    detail = player.find("history-detail", LineDetail)
    assert isinstance(detail, LineDetail) and detail.isVisible()
    assert detail.text() == f"#{history.rows()[-1].number} · В1-0 · Dasha: рон с игрока Aiko, ханеман"
    # at the smallest window too; the line keeps its tooltip
    player.window.resize(1024, 640)
    player.qtbot.waitUntil(lambda: player.window.width() <= 1030)  # type: ignore[attr-defined]
    assert history.isColumnHidden(COL_WORDS) and detail.text().endswith("Dasha: рон с игрока Aiko, ханеман")
    # (the line itself first when the table cuts it: the names beside it come first)
    said = "Dasha: рон с игрока Aiko, ханеман"
    cut = history._cell_need(last, COL_LINE) > history.columnWidth(COL_LINE)
    assert history.item(last, COL_LINE).toolTip() == (  # type: ignore[union-attr]
        f"ron Dasha from Aiko haneman\n{said}" if cut else said
    )


# ---------------------------------------------------------------------------------------------
# the history: editing, inserting, deleting, undo/redo
# ---------------------------------------------------------------------------------------------


def test_editing_a_past_line_recomputes_everything_after_it(player: TrackerPlayer, tmp_path: Path) -> None:
    assert player.window.open_file(write(tmp_path / "game.mjgame", HANCHAN))
    assert player.label("final-title") == "Final results"
    before = player.window.final.row_texts()
    assert before[0][:2] == ["1st", "Boris"]
    # double-click line 4 (ron Boris from Chen 3 40) and make it a mangan
    history = player.window.history
    rect = history.visualItemRect(history.item(3, 2))  # type: ignore[arg-type]
    viewport = history.viewport()
    player.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    player.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    # the Ron dialog opens with the line's choices; "Edit as text…" gives the line itself
    assert player.dialog.objectName() == "dialog-ron"
    player.click("dialog-as-text", player.dialog)
    dialog = player.dialog
    assert dialog.objectName() == "dialog-replace"
    player.type_into("line-edit", "ron Boris from Chen mangan", dialog)
    assert player.label("line-preview-delta-1", dialog) == "+9000"  # 8000 and the riichi stick
    assert player.label("line-preview-before-1", dialog) == f"38{T}200"
    assert player.label("line-preview-after-1", dialog) == f"41{T}000"
    player.ok()
    assert player.history()[3] == "ron Boris from Chen mangan"
    after = player.window.final.row_texts()
    assert after[0][:3] == ["1st", "Boris", f"41{T}000"]
    assert [row[2] for row in after] != [row[2] for row in before]
    # an edit that is refused where it stands cannot be saved
    player.window.edit_line_text(3)
    player.type_into("line-edit", "riichi Zed", player.dialog)
    assert '"Zed" is not at this table' in player.label("line-preview-error", player.dialog)
    assert not player.find("dialog-ok", root=player.dialog).isEnabled()
    player.click("dialog-cancel", player.dialog)


def test_delete_a_line_then_undo_and_redo(player: TrackerPlayer) -> None:
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    assert player.points()[2] == f"36{T}200"
    # select line 4 (riichi Boris) and press Delete
    history = player.window.history
    history.selectRow(3)
    player.click("history-delete")
    assert player.history() == [
        f"# date {date.today().isoformat()}",
        "rules seed edition=1",
        "players Aiko Boris Chen Dasha",
        "ron Chen from Aiko 3 40",
    ]
    assert player.points() == [f"24{T}800", f"30{T}000", f"35{T}200", f"30{T}000"]
    player.click("history-undo")
    assert player.history()[3] == "riichi Boris"
    assert player.points()[2] == f"36{T}200"
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert player.history()[-1] == "riichi Boris"
    assert player.points()[1] == f"29{T}000"
    player.click("history-redo")
    player.click("history-redo")
    assert player.history()[3] == "ron Chen from Aiko 3 40"
    assert not player.window.redo_button.isEnabled()


def test_insert_a_forgotten_riichi_before_the_win(player: TrackerPlayer) -> None:
    player.new_game()
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    player.window.history.selectRow(3)
    player.click("history-insert")
    dialog = player.dialog
    player.type_into("line-edit", "riichi Dasha", dialog)
    assert player.label("line-preview-after-3", dialog) == f"29{T}000"
    assert player.label("line-preview-after-2", dialog) == f"36{T}200"  # the stick goes to Chen
    player.ok()
    assert player.history()[3:] == ["riichi Dasha", "ron Chen from Aiko 3 40"]
    assert player.points() == [f"24{T}800", f"30{T}000", f"36{T}200", f"29{T}000"]


# ---------------------------------------------------------------------------------------------
# autosave, resume, files
# ---------------------------------------------------------------------------------------------


def test_autosave_is_written_and_the_game_is_offered_on_start(open_tracker: object, data_dir: Path) -> None:
    first: TrackerPlayer = open_tracker()  # type: ignore[operator]
    first.new_game()
    # a new record is dated: the club's season dates its games by it, not by a file's day
    assert (
        autosave(data_dir)
        == f"# date {date.today().isoformat()}\nrules seed edition=1\nplayers Aiko Boris Chen Dasha\n"
    )
    first.action("riichi", "player-1")
    first.ok()
    assert autosave(data_dir).endswith("riichi Boris\n")
    first.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    first.ok()
    assert autosave(data_dir).endswith("riichi Boris\nron Chen from Aiko 3 40\n")
    assert not list(data_dir.glob("*.tmp"))
    first.window.close()

    second: TrackerPlayer = open_tracker()  # type: ignore[operator]
    notice = second.label("tracker-notice-text")
    assert "unfinished game" in notice and "East 2" in notice and f"Chen 36{RT}200" in notice
    assert second.window.table_stack.currentWidget() is second.window.empty
    second.click("resume")
    assert not second.window.notice.isVisible()
    assert second.points() == [f"24{T}800", f"29{T}000", f"36{T}200", f"30{T}000"]
    assert second.history()[-1] == "ron Chen from Aiko 3 40"


def test_open_and_save_a_record(player: TrackerPlayer, tmp_path: Path) -> None:
    path = write(tmp_path / "night.mjgame", "rules seed\nplayers Aiko Boris Chen Dasha\nriichi Boris\n")
    assert player.window.open_file(path)
    assert player.points()[1] == f"29{T}000"
    assert "night.mjgame" in player.window.windowTitle()
    player.action("tsumo", "winner-1", "han-2", "fu-30")
    player.ok()
    assert player.window.windowTitle().endswith("night.mjgame*")
    assert player.window.save_to()
    assert path.read_text(encoding="utf-8").endswith("riichi Boris\ntsumo Boris 2 30\n")
    assert not player.window.windowTitle().endswith("*")


SHARED = "# date 2026-12-01\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 40\n"


def _type_line(player: TrackerPlayer, line: str) -> None:
    raw = player.window.raw_line
    raw.clear()
    player.qtbot.keyClicks(raw, line)  # type: ignore[attr-defined]
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history()[-1] == line


def _changed_question(player: TrackerPlayer) -> QMessageBox:
    player.window.act_save.trigger()  # Game → Save (Ctrl+S), as a player chooses it
    shown = [
        box for box in player.window.findChildren(QMessageBox, "tracker-changed-question") if box.isVisible()
    ]
    assert len(shown) == 1
    return shown[0]


def _click(player: TrackerPlayer, box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert isinstance(button, QPushButton)
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def test_saving_over_a_record_another_computer_changed_asks_first(
    player: TrackerPlayer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two laptops on one shared record: the other saved a line since this one opened it. Ctrl+S
    does not write it away: the window asks (save anyway, save as, cancel)."""
    from PySide6.QtWidgets import QFileDialog

    shared = write(tmp_path / "table-1.mjgame", SHARED)
    assert player.window.open_file(shared)
    theirs = SHARED + "tsumo Chen 2 30\n"
    shared.write_text(theirs, encoding="utf-8")  # the other laptop saved
    _type_line(player, "ron Dasha from Aiko mangan")
    box = _changed_question(player)
    assert box.text() == "table-1.mjgame was changed by another program since it was opened here."
    assert "the changes made there are lost" in box.informativeText()
    buttons = {b.objectName(): b.text() for b in box.buttons()}
    assert buttons == {
        "changed-save-anyway": "Save a&nyway",
        "changed-save-as": "Save &as…",
        "changed-cancel": "&Cancel",
    }
    assert box.defaultButton().objectName() == "changed-cancel"
    _click(player, box, "changed-cancel")
    assert shared.read_text(encoding="utf-8") == theirs
    assert player.window.windowTitle().endswith("table-1.mjgame*")
    # Save as…: this table's game in a file of its own, the other's left whole
    mine = tmp_path / "table-1 (ours).mjgame"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(mine), ""))
    _click(player, _changed_question(player), "changed-save-as")
    assert shared.read_text(encoding="utf-8") == theirs
    assert mine.read_text(encoding="utf-8").endswith("ron Aiko from Boris 3 40\nron Dasha from Aiko mangan\n")
    assert player.window.controller.path == str(mine)
    # Save anyway: the player's word replaces the other's file
    assert player.window.open_file(shared)
    _type_line(player, "riichi Boris")
    shared.write_text(SHARED, encoding="utf-8")
    _click(player, _changed_question(player), "changed-save-anyway")
    assert shared.read_text(encoding="utf-8") == theirs + "riichi Boris\n"
    assert not player.window.windowTitle().endswith("*")


def test_the_changed_question_in_russian(open_tracker: object, tmp_path: Path) -> None:
    player: TrackerPlayer = open_tracker("ru")  # type: ignore[operator]
    shared = write(tmp_path / "table-1.mjgame", SHARED)
    assert player.window.open_file(shared)
    shared.write_text(SHARED + "riichi Chen\n", encoding="utf-8")
    _type_line(player, "riichi Boris")
    box = _changed_question(player)
    assert box.text() == "Файл table-1.mjgame изменён другой программой после того, как был открыт здесь."
    assert sorted(b.text() for b in box.buttons()) == sorted(
        ["Всё равно &сохранить", "Сохранить &как…", "&Отмена"]
    )


@pytest.mark.parametrize(
    ("data", "line"),
    [
        (b"rules sede\nplayers Aiko Boris Chen Dasha\nriichi Boris\n", 1),
        (b"rules seed\nplayers Aiko Boris Chen Dasha\n\x00\x01\x02binary", 3),
        (b"rules seed\nplayers Aiko Boris Chen \xff\xfe\n", 2),
    ],
)
def test_a_corrupt_file_is_rejected_with_its_line_number_and_unchanged(
    player: TrackerPlayer, tmp_path: Path, data_dir: Path, data: bytes, line: int
) -> None:
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    saved = autosave(data_dir)
    path = tmp_path / "bad.mjgame"
    path.write_bytes(data)
    assert not player.window.open_file(path)
    notice = player.label("tracker-notice-text")
    assert f"line {line}" in notice.lower()
    assert "was not changed" in notice
    assert path.read_bytes() == data
    # the game on the table and its autosave are untouched; saving never goes to the bad file
    assert player.points()[1] == f"29{T}000"
    assert autosave(data_dir) == saved
    assert player.window.controller.path is None


def test_corrupt_file_message_in_russian(open_tracker: object, tmp_path: Path) -> None:
    player: TrackerPlayer = open_tracker("ru")  # type: ignore[operator]
    path = tmp_path / "bad.mjgame"
    path.write_bytes(b"rules seed\nplayers A B C\nron A from B 3 40\nbogus\n")  # no game to replay
    assert not player.window.open_file(path)
    assert "строка 4" in player.label("tracker-notice-text").lower()


# ---------------------------------------------------------------------------------------------
# the table: gaps on hover, the full-screen view, the final results
# ---------------------------------------------------------------------------------------------


def test_the_gap_to_each_player_on_hover(player: TrackerPlayer) -> None:
    player.new_game()
    player.window.commit_line("ron Chen from Aiko 3 40")
    aiko = player.find("seat-0")
    assert aiko.toolTip().splitlines() == [
        f"Aiko: 24{T}800",
        "Boris is 5200 ahead",
        f"Chen is 10{T}400 ahead",
        "Dasha is 5200 ahead",
    ]
    player.hover(aiko)
    assert player.label("seat-2-delta") == f"10{T}400 ahead"
    assert player.label("seat-1-delta") == "5200 ahead"
    player.hover(player.find("seat-1"))
    assert player.label("seat-0-delta") == "5200 behind"
    assert player.label("seat-3-delta") == "level"


def test_full_screen_view_shows_the_numbers(player: TrackerPlayer) -> None:
    player.new_game()
    player.window.commit_line("riichi Boris")
    player.window.commit_line("ron Chen from Aiko 3 40")
    player.qtbot.keyClick(player.window, Qt.Key.Key_F11)  # type: ignore[attr-defined]
    assert player.window.big
    assert player.window.pages.currentIndex() == 1
    assert player.points("big-seat") == [f"24{T}800", f"29{T}000", f"36{T}200", f"30{T}000"]
    assert player.label("big-center-round") == "東 East 2"
    normal = player.find("seat-0-points", QLabel).font().pixelSize()
    big = player.find("big-seat-0-points", QLabel).font().pixelSize()
    assert big > normal
    player.qtbot.keyClick(player.window, Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    assert not player.window.big and player.window.pages.currentIndex() == 0


def test_final_results_after_a_finished_game(player: TrackerPlayer, tmp_path: Path) -> None:
    player.new_game()
    for line in HANCHAN.splitlines()[2:-1]:
        assert player.window.commit_line(line), line
    assert not player.window.final.isVisible()
    # the last hand, by clicks: Aiko ron from Chen 3 han 30 fu
    player.action("ron", "winner-0", "discarder-2", "han-3", "fu-30")
    assert player.label("dialog-preview-summary", player.dialog).startswith("The game ends")
    player.ok()
    assert player.window.final.isVisible()
    assert not player.window.actions_box.isVisible()
    assert player.window.final.row_texts() == [
        ["1st", "Boris", f"38{T}200", "+8", "+15", "+23"],
        ["2nd", "Dasha", f"37{T}100", "+7", "+5", "+12"],
        ["3rd", "Aiko", f"29{T}000", "−1", "−5", "−6"],
        ["4th", "Chen", f"15{T}700", "−14", "−15", "−29"],
    ]
    assert "Game over" in player.label("center-status")
    player.window.set_big(True, fullscreen=False)
    assert player.window.big_final.isVisible()
    assert player.window.big_final.row_texts()[0][-1] == "+23"


# ---------------------------------------------------------------------------------------------
# language
# ---------------------------------------------------------------------------------------------


def test_russian_from_the_menu(player: TrackerPlayer) -> None:
    player.new_game()
    player.window.commit_line("riichi Boris")
    player.window.language_actions["ru"].trigger()
    player.qtbot.waitUntil(lambda: player.window.languages.current == "ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert player.label("center-round") == "東 Восток 1"
    assert player.label("center-sticks") == "1\u00a0палочка риичи"
    assert player.label("seat-1-riichi") == "Риичи"
    assert player.window.action_buttons["ron"].text() == "&Рон…"
    assert player.window.menu_game.title() == "&Игра"
    player.action("ron", "winner-2", "discarder-0")
    assert "Выберите" in player.label("dialog-preview-error", player.dialog)
    player.window.language_actions["en"].trigger()
    player.qtbot.waitUntil(lambda: player.window.languages.current == "en")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert player.label("center-round") == "東 East 1"


def test_every_tracker_string_is_translated() -> None:
    import ast

    from babel.messages.pofile import read_po

    root = Path(__file__).resolve().parents[2]
    with open(root / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po", "rb") as f:
        catalogue = read_po(f)
    found = 0
    for path in sorted((root / "mjgui" / "gui" / "tracker").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if node.func.attr != "translate" or len(node.args) < 2:
                continue
            context, text = node.args[0], node.args[1]
            assert isinstance(context, ast.Constant), (path.name, node.lineno)
            assert context.value.startswith("Tracker"), (path.name, node.lineno)
            assert isinstance(text, ast.Constant), (path.name, node.lineno)
            message = catalogue.get(text.value, context=context.value)
            assert message is not None and message.string, (path.name, text.value)
            found += 1
    assert found > 100


# ---------------------------------------------------------------------------------------------
# the other actions, by the rules
# ---------------------------------------------------------------------------------------------


def test_chombo_abort_wareme_and_pao_follow_the_rules(player: TrackerPlayer, tmp_path: Path) -> None:
    player.new_game()
    # seed rules: no abortive draws and no wareme, so no buttons for them
    assert not player.window.action_buttons["abort"].isVisible()
    assert not player.window.action_buttons["wareme"].isVisible()
    player.action("chombo", "player-3")
    assert player.preview_deltas("dialog-preview") == ["+4000", "+2000", "+2000", "−8000"]
    player.ok()
    assert player.history()[-1] == "chombo Dasha"
    # a yakuman with pao: the liable player pays the whole tsumo
    dialog = player.action("tsumo", "winner-1", "yakuman")
    assert player.find("pao-none", root=dialog).isChecked()  # type: ignore[attr-defined]
    player.click_in_dialog("pao-2")
    assert player.find("dialog-line", root=dialog).text() == "tsumo Boris yakuman pao Chen"  # type: ignore[attr-defined]
    assert player.preview_deltas("dialog-preview") == ["0", f"+32{T}000", f"−32{T}000", "0"]
    player.click("dialog-cancel", dialog)

    rules = "rules seed abortive_draws=on wareme=on atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
    assert player.window.open_file(write(tmp_path / "house.mjgame", rules))
    assert player.window.action_buttons["abort"].isVisible()
    player.action("wareme", "player-2")
    player.ok()
    assert not player.window.action_buttons["wareme"].isEnabled()  # once per hand
    player.action("ron", "winner-2", "discarder-0", "han-2", "fu-30")
    assert player.preview_deltas("dialog-preview") == ["−4000", "0", "+4000", "0"]  # doubled
    player.ok()
    # without atama hane a second winner on the same discard can be added
    dialog = player.action("ron", "winner-3", "discarder-0", "han-1", "fu-30")
    player.click_in_dialog("also-ron")
    assert player.find("dialog-line", root=dialog).text() == "also ron Dasha from Aiko 1 30"  # type: ignore[attr-defined]
    player.ok()
    assert player.history()[-1] == "also ron Dasha from Aiko 1 30"
    player.click("action-abort")
    assert player.find("dialog-line", root=player.dialog).text() == "abort"  # type: ignore[attr-defined]
    player.ok()
    assert player.label("center-honba") == "1 honba"


def test_a_double_ron_in_the_last_hand_by_clicks(player: TrackerPlayer, tmp_path: Path) -> None:
    """EMA, South 4: Boris's ron on Aiko's discard ends the game, and Chen won on it too. The
    Also ron button stays while another winner can be added, and the final table counts both."""
    text = "rules ema\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 7 + "riichi Chen\n"
    assert player.window.open_file(write(tmp_path / "last.mjgame", text))
    assert not player.find("action-also-ron").isVisible()  # no ron yet
    player.action("ron", "winner-1", "discarder-0", "han-3", "fu-30")
    player.ok()
    assert player.window.final.isVisible()
    assert player.window.final.row_texts()[0][:3] == ["1st", "Boris", f"37{T}000"]
    assert not player.find("action-ron").isVisible()
    dialog = player.action("also-ron", "winner-2", "han-2", "fu-30")
    assert player.find("also-ron", QCheckBox, dialog).isChecked()  # type: ignore[attr-defined]
    assert player.find("discarder-0", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert player.find("dialog-line", root=dialog).text() == "also ron Chen from Aiko 2 30"  # type: ignore[attr-defined]
    # the whole discard from before Boris's ron: the stick and Boris's honba stay his
    assert player.preview_deltas("dialog-preview") == [f"−10{T}100", "+7000", "+4100", "0"]
    assert player.label("dialog-preview-before-2", dialog) == f"29{T}000"
    assert [t.text() for t in dialog.preview.row_titles] == ["Change", "Before the first ron", "Afterwards"]  # type: ignore[attr-defined]
    assert player.label("dialog-preview-summary", dialog) == "The game ends: the last hand was played"
    player.ok()
    assert player.history()[-2:] == ["ron Boris from Aiko 3 30", "also ron Chen from Aiko 2 30"]
    assert player.window.final.row_texts() == [
        ["1st", "Boris", f"37{T}000", "+7", "+15", "+22"],
        ["2nd", "Chen", f"33{T}100", "+3.1", "+5", "+8.1"],
        ["3rd", "Dasha", f"30{T}000", "0", "−5", "−5"],
        ["4th", "Aiko", f"19{T}900", "−10.1", "−15", "−25.1"],
    ]
    assert [player.label(f"seat-{n}-delta").strip() for n in range(4)] == [f"−10{T}100", "+7000", "+4100", ""]
    assert player.find("action-also-ron").isVisible()  # EMA: a third winner may still be added


def test_the_also_ron_dialog_shows_the_winds_of_its_hand(player: TrackerPlayer, tmp_path: Path) -> None:
    # Dasha's ron on Boris's discard passed the deal to Boris; Chen also won in East 1
    text = "rules ema\nplayers Aiko Boris Chen Dasha\nron Dasha from Boris 1 30\n"
    assert player.window.open_file(write(tmp_path / "double.mjgame", text))
    assert player.label("center-round") == "東 East 2"
    dialog = player.action("also-ron")
    assert player.find("winner-0", root=dialog).text() == "Aiko  東"  # type: ignore[attr-defined]
    player.click("also-ron", dialog)  # a ron of the hand now
    assert player.find("winner-0", root=dialog).text() == "Aiko  北"  # type: ignore[attr-defined]
    player.click("dialog-cancel", dialog)


def test_a_hand_from_the_calculator_is_said_by_its_value(player: TrackerPlayer, tmp_path: Path) -> None:
    """A win recorded with its tiles is summed up by what the game scored it at (its han and
    fu, a limit), the tiles after it: in the centre and in the history's words."""
    from mjgui.gui.tracker.history import COL_WORDS

    hand = "44789m23p1p --chi 789s --pon 777z --dora 6s"
    text = f'rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Chen hand "{hand}"\n'
    assert player.window.open_file(write(tmp_path / "hand.mjgame", text))
    said = "Aiko ron from Chen: 2 han 30 fu (hand 44789m23p1p)"
    # the centre says the value first (its end is what a narrow card cuts)
    last = "Last: 2 han 30 fu — Aiko ron from Chen (hand 44789m23p1p)"
    assert player.find("center-last", QLabel).toolTip() == last
    history = player.window.history
    assert history.item(history.rowCount() - 1, COL_WORDS).text() == said  # type: ignore[union-attr]
    baiman = "234m567p345678s55s --riichi --ippatsu --dora 4s --ura 7p"
    assert player.window.commit_line(f'tsumo Boris hand "{baiman}"')
    said = "Last: baiman — Boris tsumo (hand 234m567p345678s55s)"
    assert player.find("center-last", QLabel).toolTip() == said
    # at the smallest window the value is in sight, only the tiles may be cut
    player.window.resize(1024, 640)
    player.qtbot.waitUntil(lambda: player.window.width() <= 1030)  # type: ignore[attr-defined]
    assert "baiman — Boris tsumo" in player.label("center-last").replace("\n", " ")


def test_ron_again_on_the_last_rons_discard_says_it_starts_a_new_hand(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    """Ron (not Also ron…) for a second winner on the last ron's discard records a new hand:
    the dialog says so before OK, and how to record the second winner instead (nothing is
    ticked for the player: dealing in twice in a row happens too)."""
    text = "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Chen from Boris 2 30\n"
    assert player.window.open_file(write(tmp_path / "double.mjgame", text))
    dialog = player.action("ron", "winner-3", "discarder-1", "han-1", "fu-30")
    also = player.find("also-ron", QCheckBox, dialog)
    assert isinstance(also, QCheckBox) and not also.isChecked()
    warnings = player.find("dialog-preview-warnings", QLabel, dialog)
    said = (
        "This starts a new hand. If Dasha also won on Boris's discard, tick “Another winner on "
        "the same discard (also ron)”."
    )
    assert warnings.isVisible() and said in player.label("dialog-preview-warnings", dialog)
    assert (
        player.label("dialog-preview-summary", dialog) == "Next: East 3, 0\u00a0honba, 0\u00a0riichi sticks"
    )
    player.click("also-ron", dialog)  # the second winner: nothing to warn about
    assert player.find("dialog-line", QLineEdit, dialog).text() == "also ron Dasha from Boris 1 30"  # type: ignore[attr-defined]
    assert not warnings.isVisible()
    player.click("also-ron", dialog)
    player.click("discarder-0", dialog)  # another discard: a new hand, as said
    assert not warnings.isVisible()
    player.click("discarder-1", dialog)
    assert warnings.isVisible()
    player.ok()  # a new hand it is, when the player means it
    assert player.history()[-1] == "ron Dasha from Boris 1 30"
    assert player.label("center-round") == "東 East 3"
    # typed: the line's words; the winner of the discard again is a new hand, unwarned
    player.click("history-undo")
    player.type_into("raw-line", "ron Dasha from Boris 1 30")
    typed = player.label("raw-preview-warnings")
    assert 'If Dasha also won on Boris\'s discard, start the line with "also".' in typed
    player.type_into("raw-line", "ron Chen from Boris 1 30")
    assert not player.find("raw-preview-warnings").isVisible()


def test_the_draw_dialog_says_how_to_show_a_riichi_players_tenpai(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    """Unticking the riichi player's tenpai: the dialog says its own fix (their Tenpai button,
    or Chombo…), not the words to type; a typed line keeps the record's words."""
    text = "rules seed\nplayers Aiko Boris Chen Dasha\nriichi Boris\n"
    assert player.window.open_file(write(tmp_path / "draw.mjgame", text))
    dialog = player.action("draw", "tenpai-1")
    assert player.find("dialog-line", QLineEdit, dialog).text() == "draw"  # type: ignore[attr-defined]
    assert not player.find("dialog-ok", root=dialog).isEnabled()
    error = player.label("dialog-preview-error", dialog)
    assert (
        "Boris declared riichi in this hand, so at the draw they must show tenpai: click Boris under "
        "Tenpai. If the riichi was false, cancel and record it with Chombo…"
    ) in error
    assert '"tenpai"' not in error and "chombo Boris" not in error
    player.click("dialog-cancel", dialog)
    player.type_into("raw-line", "draw")
    assert 'add the name after "tenpai", or record "chombo Boris"' in player.label("raw-preview-error")


def test_the_end_waits_for_another_winner_on_the_last_discard(player: TrackerPlayer, tmp_path: Path) -> None:
    """South 4: Aiko's ron on Chen's discard ends the game, unless another player also won on
    it (the dealer, Dasha, would keep the game going): the centre and the final results say so
    until then."""
    text = "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko haneman\n" + "draw\n" * 6
    assert player.window.open_file(write(tmp_path / "south4.mjgame", text))
    player.action("ron", "winner-0", "discarder-2", "han-1", "fu-30")
    player.ok()
    assert player.label("center-status") == (
        "Game over for now: the last hand was played. Another winner on this discard? Also ron…"
    )
    assert player.window.final.isVisible()
    provisional = player.find("final-provisional", QLabel)
    said = "Not final yet: another winner on this discard? Also ron…"
    # beside the title (broken into lines at its room); above the table in the big view
    assert provisional.isVisible() and player.label("final-provisional").replace("\n", " ") == said
    title = player.find("final-title", QLabel)
    assert provisional.y() < title.y() + title.height() and provisional.x() > title.x()
    player.window.set_big(True, fullscreen=False)
    assert player.label("big-final-provisional") == said
    player.window.set_big(False)
    # the dealer also won: the game goes on
    player.action("also-ron", "winner-3", "han-2", "fu-30")
    player.ok()
    assert not player.window.final.isVisible()
    assert player.label("center-round") == "南 South 4" and player.label("center-honba") == "7 honba"
    # a hand that ends with a draw has nobody to add: the end is final
    player.click("history-undo")
    player.click("history-undo")
    player.action("draw")
    player.ok()
    assert player.label("center-status") == "Game over: the last hand was played"
    assert not player.find("final-provisional", QLabel).isVisible()


# ---------------------------------------------------------------------------------------------
# at the live table (issue 12): fixing a past line in the dialog that made it, Ctrl+Z in the
# record-line field, the middle's last action on one line
# ---------------------------------------------------------------------------------------------

CTRL = Qt.KeyboardModifier.ControlModifier


def _double_click_line(player: TrackerPlayer, row: int) -> None:
    history = player.window.history
    rect = history.visualItemRect(history.item(row, 2))  # type: ignore[arg-type]
    viewport = history.viewport()
    player.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    player.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]


def _checked(player: TrackerPlayer, name: str) -> bool:
    button = player.find(name, QPushButton, player.dialog)
    assert isinstance(button, QPushButton)
    return button.isChecked()


def test_edit_a_ron_line_in_the_ron_dialog_prefilled(player: TrackerPlayer, tmp_path: Path) -> None:
    assert player.window.open_file(write(tmp_path / "game.mjgame", HANCHAN))
    _double_click_line(player, 3)  # line 4: ron Boris from Chen 3 40
    dialog = player.dialog
    assert dialog.objectName() == "dialog-ron"
    assert dialog.windowTitle() == "Edit line 4 — Ron"
    assert _checked(player, "winner-1") and _checked(player, "discarder-2")
    assert _checked(player, "han-3") and _checked(player, "fu-40")
    assert player.find("dialog-line", root=dialog).text() == "ron Boris from Chen 3 40"
    # the preview compares the game's end before and after the change
    assert player.label("dialog-preview-before-1", dialog) == f"38{T}200"
    player.click_in_dialog("limit-mangan")
    assert player.find("dialog-line", root=dialog).text() == "ron Boris from Chen mangan"
    assert player.label("dialog-preview-delta-1", dialog) == "+9000"  # 8000 and the stick
    assert player.label("dialog-preview-after-1", dialog) == f"41{T}000"
    player.ok()
    assert player.history()[3] == "ron Boris from Chen mangan"
    assert len(player.history()) == len(HANCHAN.splitlines())
    # Ctrl+Z brings the line back
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert player.history()[3] == "ron Boris from Chen 3 40"


def test_edit_button_opens_the_tsumo_dialog_and_the_draw_dialog(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    assert player.window.open_file(write(tmp_path / "game.mjgame", HANCHAN))
    player.window.history.selectRow(8)  # line 9: tsumo Dasha mangan
    player.click("history-edit")
    assert player.dialog.objectName() == "dialog-tsumo"
    assert _checked(player, "winner-3") and _checked(player, "limit-mangan")
    player.click("dialog-cancel", player.dialog)
    player.window.history.selectRow(6)  # line 7: draw tenpai Chen,Dasha
    player.click("history-edit")
    assert player.dialog.objectName() == "dialog-draw"
    assert [_checked(player, f"tenpai-{s}") for s in range(4)] == [False, False, True, True]
    player.click_in_dialog("tenpai-0")
    assert player.find("dialog-line", root=player.dialog).text() == "draw tenpai Aiko,Chen,Dasha"
    player.ok()
    assert player.history()[6] == "draw tenpai Aiko,Chen,Dasha"


def test_edit_a_yakuman_and_a_riichi_line(player: TrackerPlayer, tmp_path: Path) -> None:
    text = "rules seed\nplayers Aiko Boris Chen Dasha\nriichi Chen\ntsumo Dasha yakuman 2\n"
    assert player.window.open_file(write(tmp_path / "game.mjgame", text))
    player.window.edit_line(4)
    assert _checked(player, "winner-3") and _checked(player, "yakuman")
    count = player.find("yakuman-count", QSpinBox, player.dialog)
    assert isinstance(count, QSpinBox) and count.value() == 2
    player.click("dialog-cancel", player.dialog)
    player.window.edit_line(3)
    assert player.dialog.objectName() == "dialog-riichi"
    assert _checked(player, "player-2")


def test_a_line_no_dialog_says_is_edited_as_text(player: TrackerPlayer, tmp_path: Path) -> None:
    assert player.window.open_file(write(tmp_path / "game.mjgame", HANCHAN))
    player.window.edit_line(2)  # players Aiko Boris Chen Dasha
    assert player.dialog.objectName() == "dialog-replace"


def test_ctrl_z_in_the_record_line_field_undoes_the_last_line(player: TrackerPlayer) -> None:
    player.new_game()
    raw = player.window.raw_line
    player.qtbot.keyClicks(raw, "riichi Boris")  # type: ignore[attr-defined]
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history()[-1] == "riichi Boris"
    assert raw.text() == ""
    player.qtbot.keyClick(raw, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert player.history()[-1] == "players Aiko Boris Chen Dasha"
    assert raw.text() == "", "the typed text does not come back"
    player.qtbot.keyClick(raw, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # type: ignore[attr-defined]
    assert player.history()[-1] == "riichi Boris"


def test_the_last_action_stays_inside_the_middle(player: TrackerPlayer) -> None:
    player.new_game()
    hand = "234m567p345678s55s --riichi --ippatsu --dora 4s --ura 7p"
    raw = player.window.raw_line
    player.qtbot.keyClicks(raw, f'tsumo Chen hand "{hand}"')  # type: ignore[attr-defined]
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history()[-1].startswith("tsumo Chen hand")
    last = player.find("center-last", QLabel)
    assert isinstance(last, QLabel)
    center = player.find("table-center")
    full = last.toolTip()
    assert "tsumo" in full.lower() or "Chen" in full
    # the whole line fits the middle: whole (on two lines when long), only a second line still
    # too long ending in "…"; never cut at its edges
    shown = last.text().split("\n")
    assert len(shown) <= 2
    assert all(last.fontMetrics().horizontalAdvance(line) <= center.width() for line in shown)
    assert " ".join(shown) == full or shown[-1].endswith("…")
    assert full.startswith(shown[0])


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_tracker_fits_1024x640(open_tracker: object, tmp_path: Path, lang: str) -> None:
    """Issue 12: at 1024x640 the actions and the history's buttons take a second row rather
    than widen the window; every action button shows whole."""
    player = open_tracker(lang)  # type: ignore[operator]
    lines = HANCHAN.splitlines()[:12]
    assert player.window.open_file(write(tmp_path / "game.mjgame", "\n".join(lines) + "\n"))
    player.window.resize(1024, 640)
    for _ in range(4):
        QApplication.processEvents()
    # the real layout's least height too: a window that grew taller stays taller than asked, and
    # the buttons would be inside it but under a 640-px screen's edge
    assert player.window.minimumSizeHint().height() <= 640
    assert (player.window.width(), player.window.height()) == (1024, 640)
    window_rect = player.window.rect()
    for kind in ("ron", "tsumo", "riichi", "draw", "chombo"):
        button = player.find(f"action-{kind}")
        assert button.isVisible() and button.width() >= button.minimumSizeHint().width(), kind
        corner = button.mapTo(player.window, button.rect().bottomRight())
        assert window_rect.contains(corner), kind
    for name in ("history-edit", "history-insert", "history-delete", "history-undo", "history-redo"):
        tool = player.find(name)
        corner = tool.mapTo(player.window, tool.rect().bottomRight())
        assert tool.isVisible() and window_rect.contains(corner), name


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_finished_game_fits_1024x640_with_a_readable_chart(
    open_tracker: object, tmp_path: Path, lang: str
) -> None:
    """The hidden "no game" page once made the window 1030 px wide in Russian; the chart's hand
    labels under its axis are as many as can be read side by side."""
    player = open_tracker(lang)  # type: ignore[operator]
    assert player.window.open_file(write(tmp_path / "game.mjgame", HANCHAN))
    player.window.resize(1024, 640)
    for _ in range(4):
        QApplication.processEvents()
    assert player.window.minimumSizeHint().height() <= 640
    assert (player.window.width(), player.window.height()) == (1024, 640)
    chart = player.window.points_chart
    assert chart is not None and chart.isVisible()
    ticks = chart.plot.drawing.x_ticks
    assert 2 <= len(ticks) < len([t for t in chart.data.labels if t])
    assert ticks[0][1] == chart.data.labels[0] and ticks[-1][1] == "■"  # the start and the end
    # each label centred under its point, whole inside the plot, 6 px at least from the next
    boxes = []
    for x, text in ticks:
        half = chart.plot.fontMetrics().horizontalAdvance(text) / 2
        assert half <= x <= chart.plot.width() - half, text
        boxes.append((x - half, x + half))
    assert all(a[1] + 6 <= b[0] for a, b in itertools.pairwise(boxes)), "the hand labels overlap"


def test_the_centre_shows_the_chombo_penalties_kept_for_the_end(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    record = "rules seed chombo_at_end=on\nplayers Aiko Boris Chen Dasha\nchombo Chen\n"
    assert player.window.open_file(write(tmp_path / "chombo.mjgame", record))
    pending = player.find("center-pending", QLabel)
    assert pending.isVisible()
    assert player.label("center-pending") == (
        "Chombo penalties at the end of the game: Aiko +4000, Boris +2000, Chen −8000, Dasha +2000"
    )
    assert player.window.commit_line("draw")
    assert player.label("center-pending").startswith("Chombo penalties at the end")
    plain = "players Aiko Boris Chen Dasha\nchombo Chen\n"
    assert player.window.open_file(write(tmp_path / "plain.mjgame", plain))
    assert not pending.isVisible()

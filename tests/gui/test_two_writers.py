"""Two writers on one file, in the windows: another desk (a second process) saves the record
between this desk's opening and its saving. The conflict question's "Save as… keeps both"
starts at a new name beside the file, never the file itself, and a Save as… onto that file is
asked about as Ctrl+S is; the club's "Merge players…" judges the merge on the folder as it is
now."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.core.league.files import copy_original
from mjgui.gui.appsetup import setup_application
from mjgui.gui.club import ClubWindow
from mjgui.gui.settings import Settings
from tests.test_two_writers import NEW_RECORD, OTHER_DESK, SHARED, other_process


@pytest.fixture(autouse=True)
def _no_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def player(qtbot: object, tmp_path: Path) -> TrackerPlayer:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")


def _questions(player: TrackerPlayer) -> list[QMessageBox]:
    boxes = player.window.findChildren(QMessageBox, "tracker-changed-question")
    return [box for box in boxes if box.isVisible()]


def _click(player: TrackerPlayer, box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert isinstance(button, QPushButton)
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def _after_the_other_desk_saved(player: TrackerPlayer, tmp_path: Path) -> tuple[Path, str]:
    """table-1 opened here; the other desk's tracker (another process) saves a line in it;
    a line played here. The record and what the other desk left in it."""
    record = write(tmp_path / "table-1.mjgame", SHARED)
    assert player.window.open_file(record)
    other_process(OTHER_DESK, str(record), str(tmp_path / "other-data"), "tsumo Chen 1 30")
    theirs = record.read_text(encoding="utf-8")
    assert theirs == SHARED + "tsumo Chen 1 30\n"
    assert player.window.controller.commit("ron Boris from Chen 2 30")
    return record, theirs


def test_the_questions_save_as_keeps_both_starting_at_a_new_name_beside_the_file(
    player: TrackerPlayer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, theirs = _after_the_other_desk_saved(player, tmp_path)
    write(tmp_path / "table-1 (2).mjgame", SHARED)  # an earlier copy: not offered either
    player.window.act_save.trigger()
    (box,) = _questions(player)
    asked: list[str] = []

    def dialog(_parent: object, _title: str, start: str, _filters: str) -> tuple[str, str]:
        asked.append(start)
        return start, ""  # the player takes the name offered (Enter)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    _click(player, box, "changed-save-as")
    mine = tmp_path / "table-1 (3).mjgame"
    assert asked == [str(mine)]
    assert copy_original(mine) == record  # a numbered copy of table-1, as the season knows it
    assert record.read_text(encoding="utf-8") == theirs
    assert mine.read_text(encoding="utf-8") == SHARED + "ron Boris from Chen 2 30\n"
    assert (tmp_path / "table-1 (2).mjgame").read_text(encoding="utf-8") == SHARED
    assert player.window.controller.path == str(mine)
    assert player.window.statusBar().currentMessage() == "Saved table-1 (3).mjgame"
    assert not _questions(player)


def test_save_as_onto_the_file_another_desk_changed_asks_as_ctrl_s_does(
    player: TrackerPlayer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player names the record's own file anyway (from the question's Save as…, or from
    Game → Save as…) and says Replace: the other desk's line is not written away unasked."""
    record, theirs = _after_the_other_desk_saved(player, tmp_path)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(record), ""))
    player.window.act_save_as.trigger()
    (box,) = _questions(player)
    assert box.text() == "table-1.mjgame was changed by another program since it was opened here."
    assert record.read_text(encoding="utf-8") == theirs
    assert not player.window.statusBar().currentMessage().startswith("Saved")
    _click(player, box, "changed-save-as")  # the file itself named again: asked again
    (box,) = _questions(player)
    assert record.read_text(encoding="utf-8") == theirs
    assert player.window.windowTitle().endswith("table-1.mjgame*")
    _click(player, box, "changed-save-anyway")  # the player's word
    assert record.read_text(encoding="utf-8") == SHARED + "ron Boris from Chen 2 30\n"
    assert player.window.statusBar().currentMessage() == "Saved table-1.mjgame"


SEASON = "# date 2026-01-01\nrules seed\nplayers Bob Ann Cat Dan\nron Bob from Ann 13\n"
TOGETHER = "# date 2026-01-02\nrules seed\nplayers Bob Bobby Cat Dan\nron Bobby from Bob 13\n"


def test_the_merge_dialog_refuses_two_who_sat_at_one_table_in_a_record_saved_meanwhile(
    qtbot: object, tmp_path: Path
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "g1.mjgame").write_text(SEASON, encoding="utf-8")
    window = ClubWindow(settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    window.open_folder(folder)
    dialog = window.merge_dialog()
    # another desk's tracker (another process) saves a game where Bob and Bobby sat at one table
    other_process(NEW_RECORD, str(folder / "g2.mjgame"), TOGETHER)
    dialog.spelling.setEditText("Bobby")
    dialog.name.setEditText("Bob")
    dialog.accept()
    assert not (folder / "mjgui-aliases.txt").exists()
    assert window.notice.text() == (
        "Bobby and Bob cannot be one player: Bobby and Bob sat at the same table in g2.mjgame. "
        "Nothing was changed."
    )
    assert window.summary.text().startswith("2\u00a0games in ")

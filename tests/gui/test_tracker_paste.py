"""Two lines pasted (Ctrl+V) into the record-line field or into the Edit/Insert line dialog: the
preview says the record takes one line at a time, Add or OK stays off, and Enter keeps nothing
(the record, the history, the points and the autosave stay as they were). A field keeps the
pasted line break, so the tracker once previewed one of the lines and recorded them all."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from test_tracker_support import TrackerPlayer, show_tracker

from mjgui.gui.appsetup import setup_application
from tests.util import T

SENTENCE = (
    "The text holds 2\u00a0lines (a line break was pasted into it); the record takes one line at a "
    "time: enter them one by one."
)
PASTE = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def player(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TrackerPlayer]:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    shown.new_game()
    yield shown
    shown.window.languages.set_language("en")


def _paste(player: TrackerPlayer, edit: QLineEdit, text: str) -> None:
    """``text`` on the clipboard, Ctrl+V in ``edit`` (as copied from a paper log or a chat)."""
    clipboard = QApplication.clipboard()
    clipboard.setText(text)
    edit.setFocus()
    player.qtbot.keyClick(edit, Qt.Key.Key_V, PASTE)  # type: ignore[attr-defined]
    assert edit.text() == text, "the field keeps the pasted line break"


def _autosave(tmp_path: Path) -> str:
    return (tmp_path / "data" / "autosave.mjgame").read_text(encoding="utf-8")


def test_two_lines_pasted_into_the_record_line_field_are_refused(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    raw = player.window.raw_line
    before, history, points = player.window.controller.text, player.history(), player.points()
    saved = _autosave(tmp_path)
    _paste(player, raw, "ron Nobody from Dasha 3 30\nriichi Boris")
    assert f"⚠ {SENTENCE}<" in player.label("raw-preview-error")
    assert not player.window.raw_add.isEnabled()
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.window.controller.text == before
    assert player.history() == history
    assert player.points() == points
    assert _autosave(tmp_path) == saved
    assert raw.text() == "ron Nobody from Dasha 3 30\nriichi Boris", "left to be corrected"
    # two lines the game would accept one by one: refused all the same, nothing half-kept
    raw.clear()
    _paste(player, raw, "ron Chen from Dasha 3 30\r\nriichi Aiko")
    assert f"⚠ {SENTENCE}<" in player.label("raw-preview-error")
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history() == history
    assert player.points() == [f"30{T}000"] * 4
    # one line, typed after: previewed and recorded as shown
    raw.clear()
    _paste(player, raw, "ron Chen from Dasha 3 30")
    assert [player.label(f"raw-preview-delta-{s}") for s in range(4)] == ["0", "0", "+3900", "−3900"]
    player.qtbot.keyClick(raw, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history() == [*history, "ron Chen from Dasha 3 30"]


def test_two_lines_pasted_into_the_edit_and_insert_dialogs_are_refused(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    window = player.window
    for line in ("riichi Aiko", "draw tenpai Aiko"):
        assert window.commit_line(line)
    before, history, points = window.controller.text, player.history(), player.points()
    saved = _autosave(tmp_path)
    for number, opens in ((4, window.edit_line_text), (5, window.insert_line)):
        dialog = opens(number)
        edit = player.find("line-edit", QLineEdit, dialog)
        assert isinstance(edit, QLineEdit)
        edit.selectAll()
        _paste(player, edit, "riichi Boris\nchombo Nobody")
        assert f"⚠ {SENTENCE}<" in player.label("line-preview-error", dialog)
        assert not player.find("dialog-ok", root=dialog).isEnabled()
        player.qtbot.keyClick(edit, Qt.Key.Key_Return)  # type: ignore[attr-defined]
        assert window.controller.text == before
        assert player.history() == history
        assert player.points() == points
        assert _autosave(tmp_path) == saved
        player.click("dialog-cancel", dialog)
        QApplication.processEvents()


def test_a_line_break_pasted_into_the_new_game_dialog_starts_nothing(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    """Rule options or a name pasted with a line break into the New game dialog: said under the
    fields, Start the game off, and Enter starts nothing (the game on the table, its history and
    its autosave stay as they were). The options' line break once made the rules line two lines
    of the record, the second refused and kept in the autosave, its options lost to the game."""
    window = player.window
    assert window.commit_line("riichi Aiko")
    before, history, saved = window.controller.text, player.history(), _autosave(tmp_path)
    window.new_game_dialog()
    dialog = player.dialog
    ok = player.find("dialog-ok", root=dialog)
    options = player.find("new-options", QLineEdit, dialog)
    assert isinstance(options, QLineEdit)
    options.selectAll()
    _paste(player, options, "atama_hane=off\nwareme=on")
    assert player.label("new-error", dialog) == (
        "The rule options hold 2\u00a0lines (a line break was pasted into them); the rules are one "
        "line of the record: write the options on one line, separated by spaces."
    )
    assert not ok.isEnabled()
    player.qtbot.keyClick(options, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert dialog.isVisible()
    assert window.controller.text == before
    assert player.history() == history
    assert _autosave(tmp_path) == saved
    options.clear()
    _paste(player, options, "atama_hane=off wareme=on")
    name = player.find("new-name-2", QLineEdit, dialog)
    assert isinstance(name, QLineEdit)
    name.selectAll()
    _paste(player, name, "Ch\r\nen")
    assert player.label("new-error", dialog).startswith("The name of the West seat holds a line break")
    assert not ok.isEnabled()
    player.qtbot.keyClick(name, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert window.controller.text == before
    assert _autosave(tmp_path) == saved
    # the name on one line: the game starts, with both options in its rules line
    name.selectAll()
    _paste(player, name, "Chen")
    player.ok()
    assert window.controller.text.splitlines()[1:] == [
        "rules seed edition=1 atama_hane=off wareme=on",
        "players Aiko Boris Chen Dasha",
    ]
    assert window.controller.result.errors == ()
    assert window.controller.state.rules.wareme

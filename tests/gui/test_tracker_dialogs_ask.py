"""Esc and the window's close button on the tracker's dialogs (New game, Ron, Tsumo, Draw, a
line edited as text, a past line edited in its dialog): what the player chose or typed was
dropped without a word. Now a dialog changed since it opened asks first (Discard, or Keep
editing: the default, and Esc); unchanged, Esc closes it at once. Every key is pressed for
real where the focus is; each test reads the dialog, the question and the record."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QWidget
from test_tracker_support import TrackerPlayer, activate, ctrl_enter, show_tracker, write
from test_tracker_support import tracker_from_calculator as calculator_tracker

from mjgui.gui.appsetup import setup_application

GAME = "rules seed\nplayers Aiko Boris Chen Dasha\nron Chen from Boris 2 30\n"


@pytest.fixture(autouse=True)
def _data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path) -> Iterator[TrackerPlayer]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    yield shown
    shown.window.languages.set_language("en")


def opened(tracker: TrackerPlayer, path: Path) -> TrackerPlayer:
    assert tracker.window.open_file(write(path / "game.mjgame", GAME))
    return tracker


def esc(tracker: TrackerPlayer, dialog: QDialog) -> None:
    """Esc pressed where the dialog's focus is (a name's field, a player's button), the dialog
    the active window (as it is when it opens before the player)."""
    activate(dialog, tracker.qtbot)
    target: QWidget | None = dialog.focusWidget()
    if target is None or target.window() is not dialog:  # a question's button, closed since
        target = dialog
    tracker.qtbot.keyClick(target, Qt.Key.Key_Escape)  # type: ignore[attr-defined]


def question(dialog: QDialog) -> QMessageBox | None:
    shown = [box for box in dialog.findChildren(QMessageBox, "drop-question") if box.isVisible()]
    assert len(shown) <= 1
    return shown[0] if shown else None


NOT_IN_GAME = "None of it is recorded in the game yet."
NOT_IN_LINE = "Your changes are not recorded yet."  # Edit line: the line is, the changes not


def keep_editing_by_esc(tracker: TrackerPlayer, dialog: QDialog, said: str = NOT_IN_GAME) -> None:
    box = question(dialog)
    assert box is not None, "no question was asked"
    assert box.text() == "Discard what you changed in this dialog?"
    assert box.informativeText() == said
    assert sorted(b.text() for b in box.buttons()) == ["&Discard", "&Keep editing"]
    tracker.qtbot.keyClick(box, Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    assert question(dialog) is None and dialog.isVisible() and tracker.window.dialog is dialog


def discard(tracker: TrackerPlayer, dialog: QDialog) -> None:
    box = question(dialog)
    assert box is not None, "no question was asked"
    button = box.findChild(QPushButton, "drop-discard")
    tracker.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not dialog.isVisible() and tracker.window.dialog is None


def test_new_game_unchanged_closes_at_once_and_typed_names_are_asked_for(tracker: TrackerPlayer) -> None:
    tracker.window.new_game_dialog()
    dialog = tracker.dialog
    esc(tracker, dialog)
    assert not dialog.isVisible() and tracker.window.dialog is None  # nothing typed: no question
    tracker.window.new_game_dialog()
    dialog = tracker.dialog
    tracker.type_into("new-name-0", "Aiko", dialog)
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog)
    assert tracker.find("new-name-0", root=dialog).text() == "Aiko"  # type: ignore[attr-defined]
    esc(tracker, dialog)
    discard(tracker, dialog)
    assert tracker.history() == [] and tracker.window.controller.record.lines == ()


def test_the_ron_dialogs_picks_are_asked_for_on_esc_and_on_the_close_button(
    tracker: TrackerPlayer, tmp_path: Path
) -> None:
    opened(tracker, tmp_path)
    lines = tracker.history()
    dialog = tracker.action("ron")
    esc(tracker, dialog)
    assert not dialog.isVisible()  # nothing picked: closed at once
    dialog = tracker.action("ron", "winner-1", "discarder-2", "han-2", "fu-30")
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog)
    assert tracker.find("winner-1", root=dialog).isChecked()  # type: ignore[attr-defined]
    dialog.close()  # the window's close button
    assert dialog.isVisible()
    discard(tracker, dialog)
    assert tracker.history() == lines


@pytest.mark.parametrize("kind", ["tsumo", "draw"])
def test_a_tsumo_or_draw_dialogs_choice_is_asked_for(
    tracker: TrackerPlayer, tmp_path: Path, kind: str
) -> None:
    opened(tracker, tmp_path)
    lines = tracker.history()
    dialog = tracker.action(kind, "winner-0" if kind == "tsumo" else "tenpai-0")
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog)
    esc(tracker, dialog)
    discard(tracker, dialog)
    assert tracker.history() == lines


def test_a_past_line_edited_asks_and_unchanged_closes(tracker: TrackerPlayer, tmp_path: Path) -> None:
    opened(tracker, tmp_path)
    lines = tracker.history()
    dialog = tracker.window.edit_line(3)  # the ron, in its own dialog, its picks as the line says
    assert dialog.windowTitle() == "Edit line 3 — Ron"
    esc(tracker, dialog)
    assert not dialog.isVisible()
    dialog = tracker.window.edit_line(3)
    tracker.click("han-3", dialog)
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog, NOT_IN_LINE)
    dialog.reject()
    dialog = tracker.window.edit_line_text(3)
    tracker.type_into("line-edit", "ron Chen from Boris 3 30", dialog)
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog, NOT_IN_LINE)
    assert tracker.find("line-edit", root=dialog).text() == "ron Chen from Boris 3 30"  # type: ignore[attr-defined]
    esc(tracker, dialog)
    discard(tracker, dialog)
    assert tracker.history() == lines
    assert tracker.window.controller.record.line(3).text == "ron Chen from Boris 2 30"


def test_the_tracker_closing_a_stale_dialog_does_not_ask(tracker: TrackerPlayer, tmp_path: Path) -> None:
    """The game changed under a dialog (Ctrl+Z in the tracker): it closes, as before, unasked."""
    opened(tracker, tmp_path)
    dialog = tracker.action("ron", "winner-1", "discarder-2")
    tracker.window.undo()
    assert not dialog.isVisible() and question(dialog) is None


def test_the_desks_win_in_the_ron_dialog_closes_at_once_until_the_player_changes_it(player: object) -> None:
    """A win from the calculator's desk (Ctrl+Enter, nobody asked for it) opens the Ron dialog
    with the desk's hand and picks: as opened, Esc closes it; a pick changed there is asked for."""
    tracker = calculator_tracker(player)
    tracker.new_game()
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("seat-2")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Ron"
    esc(tracker, dialog)
    assert not dialog.isVisible()
    ctrl_enter(player)
    dialog = tracker.dialog
    tracker.click("discarder-1", dialog)
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog)
    esc(tracker, dialog)
    discard(tracker, dialog)
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"


def test_a_pick_taken_back_after_the_desk_changed_the_dialog_is_no_change(player: object) -> None:
    """The desk's win in the Ron dialog: the player picks another discarder, ticks riichi on the
    desk (the dialog's hand follows: "--riichi"), and picks the desk's discarder back. The
    dialog is what it would show untouched, the desk's riichi in it: Esc closes it at once (it
    asked, the line it shows having changed with the desk). A pick kept is still asked for, in
    Russian too."""
    tracker = calculator_tracker(player)
    tracker.new_game()
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("seat-2")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    assert tracker.find("discarder-3", root=dialog).isChecked()  # type: ignore[attr-defined]
    tracker.click("discarder-1", dialog)
    player.check("riichi")  # type: ignore[attr-defined]
    line = tracker.find("dialog-line", root=dialog)
    assert line.text() == 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'  # type: ignore[attr-defined]
    tracker.click("discarder-3", dialog)
    assert line.text() == 'ron Chen from Dasha hand "234m567p3467888s5s --riichi"'  # type: ignore[attr-defined]
    esc(tracker, dialog)
    assert question(dialog) is None and not dialog.isVisible()
    ctrl_enter(player)  # the desk's riichi, and a pick the player keeps: asked
    dialog = tracker.dialog
    tracker.click("discarder-1", dialog)
    player.check("riichi")  # type: ignore[attr-defined]  # unticked: the hand follows again
    assert tracker.find("dialog-line", root=dialog).text() == 'ron Chen from Boris hand "234m567p3467888s5s"'  # type: ignore[attr-defined]
    esc(tracker, dialog)
    keep_editing_by_esc(tracker, dialog)
    tracker.click("discarder-3", dialog)
    esc(tracker, dialog)
    assert question(dialog) is None and not dialog.isVisible()


def test_the_questions_words_in_russian(tracker: TrackerPlayer, tmp_path: Path) -> None:
    opened(tracker, tmp_path)
    tracker.window.languages.set_language("ru")
    said = {}
    for name in ("ron", "edit"):
        if name == "ron":
            dialog = tracker.action("ron", "winner-1", "discarder-2")
        else:
            dialog = tracker.window.edit_line(3)
            tracker.click("han-3", dialog)
        esc(tracker, dialog)
        box = question(dialog)
        assert box is not None
        said[name] = box.informativeText()
        dialog.reject()
    assert said == {
        "ron": "В игру из этого ещё ничего не записано.",
        "edit": "Ваши изменения ещё не записаны.",
    }

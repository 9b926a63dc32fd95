"""An error in a field's text is read with the field: its accessible description says the error
while it stands (then the field's help) and the help alone once it is gone. The error was only
in a label beside the field, which a screen reader on the field never reads."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

GAME = """rules seed
players Aiko Boris Chen Dasha
"""


def test_the_notation_field_describes_its_error(player: object, qtbot: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    field = window.notation
    help_text = field.accessibleDescription()
    assert help_text and "MPSZ" in help_text
    field.setFocus()
    qtbot.keyClicks(field, "123m45x")  # type: ignore[attr-defined]
    error = window.notation_error.full_text().removeprefix("⚠ ")
    assert error
    assert field.accessibleDescription() == f"{error}\n{help_text}"
    qtbot.keyClick(field, "\b")  # type: ignore[attr-defined]  # Backspace, then 123m45p: no error
    qtbot.keyClicks(field, "p")  # type: ignore[attr-defined]
    assert not window.notation_error.full_text()
    assert field.accessibleDescription() == help_text


def test_the_description_follows_a_language_switch(player: object, qtbot: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    field = window.notation
    field.setFocus()
    qtbot.keyClicks(field, "123m45x")  # type: ignore[attr-defined]
    window.set_language("ru")
    qtbot.waitUntil(
        lambda: "MPSZ" in field.accessibleDescription() and window.notation_label.text() != "&Notation"
    )  # type: ignore[attr-defined]
    QApplication.processEvents()
    error = window.notation_error.full_text().removeprefix("⚠ ")
    assert error and field.accessibleDescription().startswith(f"{error}\n")


def test_the_record_line_describes_its_error(tracker_on_record: Callable[..., object], qtbot: object) -> None:
    shown = tracker_on_record("en", GAME)
    window = shown.window  # type: ignore[attr-defined]
    line = window.findChild(QLineEdit, "raw-line")
    line.setFocus()
    qtbot.keyClicks(line, "ron Zed from Aiko 3 40")  # type: ignore[attr-defined]
    error = window.raw_preview.error
    assert error.isVisible() and "Zed" in error.accessibleName()
    assert line.accessibleDescription() == error.accessibleName()
    line.clear()
    assert line.accessibleDescription() == ""


# -- the tracker's dialogs: the same, and Enter with OK disabled says why ------------------------
GAME_ON = GAME + "riichi Boris\n"


def _heard(monkeypatch: object) -> list[tuple[str, str]]:
    """What the dialogs announce (object name of the widget, text): a screen reader is not
    listening here, so the announcement is caught where it is made."""
    import mjgui.gui.tracker.dialogs.keep as keep

    heard: list[tuple[str, str]] = []
    monkeypatch.setattr(keep, "announce", lambda w, text: heard.append((w.objectName(), text)), raising=False)  # type: ignore[attr-defined]
    return heard


def test_the_line_dialog_describes_its_error_and_enter_says_it(
    tracker_on_record: Callable[..., object], qtbot: object, monkeypatch: object
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel
    from test_tracker_support import activate

    heard = _heard(monkeypatch)
    window = tracker_on_record("en", GAME_ON).window  # type: ignore[attr-defined]
    dialog = window.edit_line_text(3)
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    activate(dialog, qtbot)
    field = dialog.findChild(QLineEdit, "line-edit")
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "ron Chen from Chen 3 40")  # type: ignore[attr-defined]
    error = dialog.findChild(QLabel, "line-preview-error").accessibleName()
    assert "cannot win by ron on their own discard" in error
    assert field.accessibleDescription() == error
    qtbot.keyClick(field, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert dialog.isVisible() and QApplication.focusWidget() is field
    assert heard == [("line-edit", error)]
    field.selectAll()
    qtbot.keyClicks(field, "riichi Chen")  # type: ignore[attr-defined]
    assert field.accessibleDescription() == ""


def test_the_ron_dialog_says_what_is_missing_where_enter_takes_the_focus(
    tracker_on_record: Callable[..., object], qtbot: object, monkeypatch: object
) -> None:
    from PySide6.QtCore import Qt
    from test_tracker_support import activate

    heard = _heard(monkeypatch)
    shown = tracker_on_record("en", GAME_ON)
    window = shown.window  # type: ignore[attr-defined]
    dialog = window.open_action("ron")
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    activate(dialog, qtbot)
    shown.click("winner-1", dialog)  # type: ignore[attr-defined]
    line = dialog.findChild(QLineEdit, "dialog-line")
    assert line.accessibleDescription() == "Choose who dealt in"
    assert dialog.findChild(QWidget, "discarder-2").accessibleDescription() == "Choose who dealt in\nDealt in"
    winner = dialog.findChild(QWidget, "winner-1")
    winner.setFocus()
    qtbot.keyClick(winner, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert dialog.isVisible()
    focus = QApplication.focusWidget()
    assert focus is not None and focus.objectName().startswith("discarder-")
    assert heard == [(focus.objectName(), "Choose who dealt in")]
    shown.click("discarder-2", dialog)  # type: ignore[attr-defined]
    assert dialog.findChild(QWidget, "discarder-2").accessibleDescription() == "Dealt in"  # the row's title
    assert line.accessibleDescription() == "Choose the value"
    assert dialog.findChild(QWidget, "han-3").accessibleDescription() == "Choose the value"


def test_the_new_game_fields_describe_the_problem_and_enter_says_it(
    tracker_on_record: Callable[..., object], qtbot: object, monkeypatch: object
) -> None:
    from PySide6.QtCore import Qt
    from test_tracker_support import activate

    heard = _heard(monkeypatch)
    window = tracker_on_record("en", GAME).window  # type: ignore[attr-defined]
    dialog = window.new_game_dialog()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    activate(dialog, qtbot)
    field = dialog.findChild(QLineEdit, "new-name-1")
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "Aiko")  # type: ignore[attr-defined]
    problem = dialog.error.text()
    assert "named twice" in problem
    assert field.accessibleDescription() == problem
    assert dialog.findChild(QLineEdit, "new-options").accessibleDescription() == problem
    qtbot.keyClick(field, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert dialog.isVisible() and QApplication.focusWidget() is field
    assert heard == [("dialog-new-game", problem)]
    field.selectAll()
    qtbot.keyClicks(field, "Boris")  # type: ignore[attr-defined]
    assert field.accessibleDescription() == ""

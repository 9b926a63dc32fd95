"""An error in a field's text is read with the field: its accessible description says the error
while it stands (then the field's help) and the help alone once it is gone. The error was only
in a label beside the field, which a screen reader on the field never reads."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QLineEdit

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

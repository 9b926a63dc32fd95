"""The notation's error is read whole: a message longer than a line (the Russian at 1024x640)
goes on to a second line, in the Hand title's place (and its buttons', when longer), instead of
ending in "…"; and only one line is kept for it under the field."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QCheckBox

from mjgui.gui.util import ElidedLabel, SpillingLabel, nobreak


def shown_error(window: object, notation: str, size: tuple[int, int]) -> SpillingLabel:
    window.resize(*size)  # type: ignore[attr-defined]
    window.controller.set_notation(notation)  # type: ignore[attr-defined]
    QApplication.processEvents()
    label = window.notation_error  # type: ignore[attr-defined]
    assert isinstance(label, SpillingLabel)
    return label


def shown_words(label: SpillingLabel) -> str:
    """The error as shown: its line and, if it goes on, its second line."""
    return label.text() + (" " + label.spill.text() if label.spill.isVisible() else "")


def place(window: object) -> tuple[int, int]:
    """Where the hand and the situation panel stand in the input panel."""
    return window.hand_row.y(), window.situation.y()  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_error_goes_on_beside_the_hand_buttons_at_1024(make_window: object, lang: str) -> None:
    """«⚠ Неожиданный символ «x» в позиции 7: ожидается цифра 0–9 или буква масти …» was cut;
    then two lines were kept for it under the field, always: at 1024x640 everything under them
    moved 17 px down, and the situation panel's first row of check boxes sat on the window's
    bottom edge. Now one line is kept; the rest goes on in the Hand title's place."""
    window = make_window(lang)  # type: ignore[operator]
    window.resize(1024, 640)
    QApplication.processEvents()
    label = window.notation_error
    metrics = label.fontMetrics()
    assert label.height() < 2 * metrics.lineSpacing()  # one line
    before = place(window)
    label = shown_error(window, "234m56x7p", (1024, 640))
    full = label.full_text()
    assert full.startswith("⚠") and "x" in full
    assert shown_words(label) == nobreak(full) and "…" not in shown_words(label)  # every word shown
    assert all(metrics.horizontalAdvance(line.text()) <= line.width() for line in (label, label.spill))
    if lang == "ru":  # the rest beside the buttons, in the title's place
        assert label.spill.isVisible() and not window.hand_label.isVisible()
        assert label.spill.toolTip() == full
    assert window.clear_button.isVisible() and window.pick_win.isVisible()
    assert place(window) == before
    # no error: the title is back; a wide window: one line
    label = shown_error(window, "", (1024, 640))
    assert label.text() == "" and not label.spill.isVisible() and window.hand_label.isVisible()
    label = shown_error(window, "234m56x7p", (1920, 1000))
    assert not label.spill.isVisible() and label.text() == nobreak(full)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_error_longer_than_the_room_beside_the_buttons_takes_their_row(
    make_window: object, lang: str
) -> None:
    """An honor past 7z: its rest is wider than the room beside the buttons: they give way
    while it shows, and nothing under the row moves."""
    window = make_window(lang)  # type: ignore[operator]
    window.resize(1024, 640)
    QApplication.processEvents()
    before = place(window)
    label = shown_error(window, "123m8z", (1024, 640))
    assert shown_words(label) == nobreak(label.full_text()) and "…" not in shown_words(label)
    if lang == "ru":
        assert label.spill.isVisible() and not window.hand_tools.isVisible()
    assert place(window) == before
    label = shown_error(window, "123m", (1024, 640))
    assert window.clear_button.isVisible() and window.hand_label.isVisible()
    assert place(window) == before


def test_at_1024x640_the_situation_panel_shows_its_first_row(make_window: object) -> None:
    window = make_window("ru")  # type: ignore[operator]
    window.resize(1024, 640)
    window.controller.set_notation("234m567p3467888s5s")
    QApplication.processEvents()
    riichi = window.situation.findChild(QCheckBox, "riichi")
    viewport = window.input_scroll.viewport()
    top_left = riichi.mapTo(viewport, riichi.rect().topLeft())
    assert viewport.rect().contains(QRect(top_left, riichi.size()))


def test_a_text_too_long_for_the_line_is_cut_at_its_end(qtbot: object) -> None:
    one = ElidedLabel()
    qtbot.addWidget(one)  # type: ignore[attr-defined]
    one.resize(200, 40)
    one.set_full_text(" ".join(["word"] * 60))
    assert "\n" not in one.text() and one.text().endswith("…")
    assert one.toolTip() == one.full_text()

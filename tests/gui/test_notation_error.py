"""The notation's error is read whole: a message longer than a line (the Russian at 1024x640)
goes on to a second line, kept for it under the field, instead of ending in "…"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from mjgui.gui.util import ElidedLabel


def shown_error(window: object, notation: str, size: tuple[int, int]) -> ElidedLabel:
    window.resize(*size)  # type: ignore[attr-defined]
    window.controller.set_notation(notation)  # type: ignore[attr-defined]
    QApplication.processEvents()
    label = window.notation_error  # type: ignore[attr-defined]
    assert isinstance(label, ElidedLabel)
    return label


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_error_wraps_to_a_second_line_at_1024(make_window: object, lang: str) -> None:
    """«⚠ Неожиданный символ «x» в позиции 7: ожидается цифра 0–9 или буква масти …» was cut."""
    window = make_window(lang)  # type: ignore[operator]
    empty_height = window.notation_error.height()
    label = shown_error(window, "234m56x7p", (1024, 640))
    full = label.full_text()
    assert full.startswith("⚠") and "x" in full
    assert "…" not in label.text()
    assert label.text().replace("\n", " ") == full  # every word shown, broken between two
    metrics = label.fontMetrics()
    lines = label.text().split("\n")
    assert all(metrics.horizontalAdvance(line) <= label.width() for line in lines)
    if lang == "ru":
        assert len(lines) == 2
    # the room is there with no error, and with a short one: the panel under it never moves
    assert label.height() >= 2 * metrics.lineSpacing() and label.height() == empty_height
    label = shown_error(window, "", (1024, 640))
    assert label.text() == "" and label.height() == empty_height
    label = shown_error(window, "234m56x7p", (1920, 1000))
    assert "\n" not in label.text() and label.height() == empty_height


def test_a_text_too_long_for_two_lines_is_cut_at_the_end_of_the_second(qtbot: object) -> None:
    label = ElidedLabel(lines=2)
    qtbot.addWidget(label)  # type: ignore[attr-defined]
    label.resize(200, 40)
    label.set_full_text(" ".join(["word"] * 60))
    first, second = label.text().split("\n")
    assert not first.endswith("…") and second.endswith("…")
    assert label.toolTip() == label.full_text()
    one = ElidedLabel()
    qtbot.addWidget(one)  # type: ignore[attr-defined]
    one.resize(200, 40)
    one.set_full_text(" ".join(["word"] * 60))
    assert "\n" not in one.text() and one.text().endswith("…")

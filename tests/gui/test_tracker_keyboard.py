"""The tracker's dialogs' rows of choices: a chosen button keeps its size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from test_tracker_support import TrackerPlayer, activate, show_tracker, write

from mjgui.gui.appsetup import setup_application

ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Iterator[object]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerPlayer] = []

    def make(lang: str = "en") -> TrackerPlayer:
        shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)
        assert shown.window.open_file(write(tmp_path / "g.mjgame", GAME))
        activate(shown.window, qtbot)
        made.append(shown)
        return shown

    yield make
    for shown in made:
        shown.window.languages.set_language("en")


@pytest.fixture
def player(open_tracker: object) -> TrackerPlayer:
    return open_tracker()  # type: ignore[operator,no-any-return]


def _row_of(dialog: QWidget, names: list[str]) -> list[QPushButton]:
    buttons = [dialog.findChild(QPushButton, name) for name in names]
    assert all(b is not None for b in buttons)
    return buttons  # type: ignore[return-value]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_chosen_button_keeps_its_size(player: TrackerPlayer, theme: str) -> None:
    """A chosen button's style sheet had a border and padding of its own: sized by the sheet,
    not the style, it lost the style's minimum width (a button chosen as the dialog opened, or
    when the theme changed) and the row moved under the mouse."""
    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    apply_theme(app, theme)  # type: ignore[arg-type]
    try:
        dialog = player.window.edit_line(3)  # ron Chen from Aiko 3 40: chosen as it opens
        QApplication.processEvents()
        han = _row_of(dialog, ["han-1", "han-2", "han-3", "han-4"])
        fu = _row_of(dialog, ["fu-30", "fu-40", "fu-50"])
        winners = _row_of(dialog, [f"winner-{seat}" for seat in range(4)])
        assert han[2].isChecked() and fu[1].isChecked() and winners[2].isChecked()
        for row in (han, fu, winners):
            assert len({b.width() for b in row}) == 1, [(b.objectName(), b.width()) for b in row]
        before = [b.geometry() for b in (*han, *fu, *winners)]
        player.click_in_dialog("han-2", "fu-30", "winner-1")
        apply_theme(app, "dark" if theme == "light" else "light")  # the sheets made again
        QApplication.processEvents()
        assert han[1].isChecked() and fu[0].isChecked() and winners[1].isChecked()
        assert [b.geometry() for b in (*han, *fu, *winners)] == before
        dialog.reject()
    finally:
        apply_theme(app, "system")  # type: ignore[arg-type]

"""The tracker's dialogs fit a 1024-pixel-wide screen, frame included, in Russian too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.gui.appsetup import setup_application

NAMES = "Константин Александра Чен Дарья"


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[TrackerPlayer]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", request.param)
    shown.window.resize(1024, 640)
    assert shown.window.open_file(write(tmp_path / "g.mjgame", f"rules seed\nplayers {NAMES}\n"))
    yield shown
    shown.window.languages.set_language("en")


def framed_width(dialog: QDialog) -> int:
    """The narrowest the dialog can be (on a screen 1024 px wide, it is made no wider), with its
    window frame."""
    frame = dialog.frameGeometry().width() - dialog.width()
    return dialog.minimumSizeHint().width() + frame


@pytest.mark.parametrize("tracker", ["en", "ru"], indirect=True)
@pytest.mark.parametrize("kind", ["tsumo", "ron"])
def test_a_yakuman_with_its_liable_player_row_fits_1024(tracker: TrackerPlayer, kind: str) -> None:
    """«Пао (отвечает)» widened the labels' column: the Tsumo and Ron dialogs with the Pao
    row were 1023 px wide in Russian, 1027 with the frame."""
    dialog = tracker.window.open_action(kind)
    assert dialog is not None
    tracker.click("winner-0", dialog)
    if kind == "ron":
        tracker.click("discarder-1", dialog)
    dialog.findChild(QPushButton, "yakuman").click()  # type: ignore[union-attr]
    QApplication.processEvents()
    assert dialog.pao.isVisible()  # type: ignore[attr-defined]
    assert framed_width(dialog) <= 1024
    dialog.reject()

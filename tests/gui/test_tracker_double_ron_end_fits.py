"""A Tenhou game ended by a double ron (the last discarder below zero), at 1024 x 640: the final
results' rules note shows whole under the table, not cut with «…», in English and in Russian
(the Russian note took a third line and lost «первому — остаток», which explains first place's
score)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer, show_tracker, write

from mjgui.gui.appsetup import setup_application

DOUBLE_RON_END = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\n"
    "ron Aiko from Dasha haneman\nalso ron Boris from Dasha mangan\n"
)


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> TrackerPlayer:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_final_rules_note_is_whole_at_1024x640(tracker: TrackerPlayer, tmp_path: Path, lang: str) -> None:
    window = tracker.window
    try:
        window.languages.set_language(lang)
        window.resize(1024, 640)
        assert window.open_file(write(tmp_path / "dr.mjgame", DOUBLE_RON_END))
        for _ in range(4):
            QApplication.processEvents()
        assert (window.width(), window.height()) == (1024, 640)
        final = window.final
        assert final.isVisible()
        shown = final.note.text()
        assert final.note.isVisible() and shown
        assert "…" not in shown and final.note.toolTip() == ""
        assert shown.replace("\n", " ") == final.note_text
        assert final.note_text.endswith(("first takes the rest.", "первому — остаток."))
        # the label tall enough for its lines
        assert final.note.height() >= final.note.heightForWidth(final.note.width())
    finally:
        window.languages.set_language("en")

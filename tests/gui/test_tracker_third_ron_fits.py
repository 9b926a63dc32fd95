"""The dialog of a third winner on one discard under Tenhou's rules (sanchahou) grows with the
rule sentence it shows: the sentence whole, the Han and Fu rows apart, every row inside the
dialog, in English and Russian, on the tests' desktop screen and on a 1024 x 640 one.

It stayed at its first height (the wrapped sentence does not make Qt grow a shown dialog): the
sentence was cut after its first line, and once a han was picked the layout made room for it by
squeezing the value rows into each other."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QWidget

ROOT = Path(__file__).resolve().parents[2]
RECORD = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha 1 30\nalso ron Boris from Dasha 1 30\n"
)


def _rect_in(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def _needed_height(label: QLabel) -> int:
    """The height the label's words take at its width (its markup's text, word-wrapped)."""
    if label.hasHeightForWidth():
        return label.heightForWidth(label.width())
    metrics = QFontMetrics(label.font())
    flags = int(Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(0, 0, label.width(), 10000, flags, label.text()).height()


def problems(dialog: QDialog) -> list[str]:
    """What is cut or overlaps in ``dialog``: each shown child outside it, the han and fu
    buttons' rows over each other, the preview's error shorter than its words."""
    QApplication.processEvents()
    found: list[str] = []
    whole = dialog.rect()
    for child in dialog.findChildren(QWidget):
        if child.isVisible() and child.width() > 0 and not whole.contains(_rect_in(child, dialog)):
            found.append(f"{child.objectName() or type(child).__name__} outside {_rect_in(child, dialog)}")
    han = [b for b in dialog.findChildren(QAbstractButton) if b.objectName().startswith(("han-", "limit-"))]
    fu = [b for b in dialog.findChildren(QAbstractButton) if b.objectName().startswith("fu-")]
    han_bottom = max(_rect_in(b, dialog).bottom() for b in han if b.isVisible())
    fu_top = min(_rect_in(b, dialog).top() for b in fu if b.isVisible())
    if han_bottom >= fu_top:
        found.append(f"han row (bottom {han_bottom}) over the fu row (top {fu_top})")
    for button in han + fu:
        if button.isVisible() and button.height() < button.minimumSizeHint().height():
            found.append(f"{button.objectName()} squeezed to {button.height()} px")
    error = dialog.findChild(QLabel, "dialog-preview-error")
    assert error is not None and error.isVisible() and error.text()
    if error.height() < _needed_height(error):
        found.append(f"error {error.height()} px, its words {_needed_height(error)}")
    return found


def third_winner_steps(window: QWidget) -> dict[str, list[str]]:
    """On a tracker showing :data:`RECORD`: "Also ron…", the third winner, then a han; what
    :func:`problems` finds after each of the last two."""
    also = window.findChild(QAbstractButton, "action-also-ron")
    assert also is not None and also.isEnabled()
    also.click()
    QApplication.processEvents()
    dialog = window.dialog  # type: ignore[attr-defined]
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    found: dict[str, list[str]] = {}
    for name in ("winner-2", "han-1"):
        button = dialog.findChild(QAbstractButton, name)
        assert button is not None
        button.click()
        QApplication.processEvents()
        found[name] = problems(dialog)
    abort = dialog.findChild(QAbstractButton, "dialog-abort-instead")
    found["abort button shown"] = [] if abort is None or abort.isVisible() else ["hidden"]
    dialog.reject()
    return found


@pytest.fixture(autouse=True)
def _no_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_third_winners_dialog_grows_to_its_rule_sentence(
    qtbot: object, tmp_path: Path, lang: str
) -> None:
    from test_tracker_support import show_tracker, write

    from mjgui.gui.appsetup import setup_application

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    player = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)
    try:
        assert player.window.open_file(write(tmp_path / "g.mjgame", RECORD))
        found = third_winner_steps(player.window)
    finally:
        player.window.languages.set_language("en")
    assert found == {"winner-2": [], "han-1": [], "abort button shown": []}


PROBE = r"""
import json, os, sys, tempfile
from pathlib import Path
os.environ["MJGUI_DATA_DIR"] = tempfile.mkdtemp()
sys.path.insert(0, str(Path("tests/gui").resolve()))
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mjgui.gui.appsetup import setup_application
setup_application(app)
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.window import TrackerWindow
from test_tracker_third_ron_fits import RECORD, third_winner_steps
lang, folder = sys.argv[1], Path(sys.argv[2])
window = TrackerWindow(data_dir=folder / "data", settings=Settings.at(str(folder / "s.ini")), lang=lang)
window.show()
app.processEvents()
record = folder / "g.mjgame"
record.write_text(RECORD, encoding="utf-8")
assert window.open_file(record)
app.processEvents()
print("PROBE " + json.dumps(third_winner_steps(window), ensure_ascii=False))
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_on_a_1024x640_screen_too(tmp_path: Path, lang: str) -> None:
    screen = tmp_path / "screen.json"
    size = {"x": 0, "y": 0, "width": 1024, "height": 640, "logicalDpi": 96, "logicalBpi": 96, "dpr": 1}
    screen.write_text(json.dumps({"screens": [{"name": "s", **size}]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}", QT_SCALE_FACTOR="1")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, lang, str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    line = next((x for x in done.stdout.splitlines() if x.startswith("PROBE ")), None)
    assert line is not None, done.stderr[-2000:]
    assert json.loads(line[len("PROBE ") :]) == {"winner-2": [], "han-1": [], "abort button shown": []}

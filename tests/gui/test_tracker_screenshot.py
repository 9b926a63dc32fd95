"""``mjgui --tracker FILE --screenshot OUT.png``: the tracker (or its full-screen table) as a PNG,
without touching the user's autosave; a damaged record is shown as an error and left as it is.

With ``MJGUI_WRITE_DOCS=1`` the README's screenshots are written to docs/screenshots/."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mjgui.app import main as app_main
from mjgui.app import split_args
from tests.util import HANCHAN

ROOT = Path(__file__).resolve().parents[2]
MIDGAME = "\n".join(HANCHAN.splitlines()[:12]) + "\n"


@pytest.fixture(autouse=True)
def _clean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "user-data"))
    yield
    from PySide6.QtWidgets import QApplication

    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, "system")
    assert not (tmp_path / "user-data").exists()  # a screenshot never writes the autosave


def colours(image: QImage) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)})


def test_tracker_options() -> None:
    options = split_args(["--tracker", "a.mjgame", "--tracker-view", "big", "--lang", "ru"])
    assert options.tracker == "a.mjgame" and options.tracker_view == "big"
    assert options.score_args == ["--lang", "ru"]
    assert split_args(["--tracker"]).tracker == ""
    assert split_args(["--tracker", "--theme", "dark"]).tracker == ""


def test_tracker_screenshot(tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(MIDGAME, encoding="utf-8")
    out = tmp_path / "tracker.png"
    assert app_main(["--tracker", str(record), "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    assert colours(image) > 20
    big = tmp_path / "big.png"
    status = app_main(
        ["--tracker", str(record), "--tracker-view", "big", "--size", "1600x900", "--screenshot", str(big)]
    )
    assert status == 0
    assert (QImage(str(big)).width(), QImage(str(big)).height()) == (1600, 900)
    assert record.read_text(encoding="utf-8") == MIDGAME


def test_a_damaged_record_is_shown_as_an_error_and_left_alone(tmp_path: Path) -> None:
    record = tmp_path / "bad.mjgame"
    data = b"rules seed\nplayers A B C D\n\x1b[31mred\n"
    record.write_bytes(data)
    out = tmp_path / "error.png"
    assert app_main(["--tracker", str(record), "--screenshot", str(out)]) == 0
    assert not QImage(str(out)).isNull()
    assert record.read_bytes() == data


def write_the_pictures(tmp_path: Path, docs: Path) -> list[Path]:
    """The README's tracker pictures, written to ``docs`` (the records in ``tmp_path``)."""
    mid = tmp_path / "evening.mjgame"
    mid.write_text(MIDGAME, encoding="utf-8")
    done = tmp_path / "hanchan.mjgame"
    done.write_text(HANCHAN, encoding="utf-8")
    shots = [
        ["--tracker", str(mid), "--screenshot", str(docs / "tracker.png")],
        ["--tracker", str(mid), "--screenshot", str(docs / "tracker-ru.png"), "--lang", "ru"],
        ["--tracker", str(mid), "--tracker-view", "big", "--size", "1920x1080",
         "--screenshot", str(docs / "tracker-fullscreen.png")],
        ["--tracker", str(done), "--screenshot", str(docs / "tracker-final.png")],
        ["--tracker", str(done), "--tracker-view", "big", "--size", "1920x1080", "--lang", "ru",
         "--screenshot", str(docs / "tracker-final-fullscreen-ru.png")],
        ["--tracker", str(mid), "--theme", "dark", "--screenshot", str(docs / "tracker-dark.png")],
        ["--tracker", str(done), "--size", "1024x640", "--screenshot", str(docs / "tracker-chart.png")],
    ]  # fmt: skip
    for args in shots:
        assert app_main(args) == 0, args
    return [Path(args[args.index("--screenshot") + 1]) for args in shots]


@pytest.mark.skipif(not os.environ.get("MJGUI_WRITE_DOCS"), reason="writes the README screenshots")
def test_write_the_readme_screenshots(tmp_path: Path) -> None:
    write_the_pictures(tmp_path, ROOT / "docs" / "screenshots")
    from tests.gui.test_readme_screenshots import shrink_all

    shrink_all()


def test_the_readme_tracker_pictures_are_what_the_tracker_shows_now(tmp_path: Path) -> None:
    """tracker-final.png and its full-screen and chart pictures kept an older last-action line
    ("Last: Aiko ron from Chen: 3 han 30 fu") and no rounding note under the final results."""
    from tests.gui.test_readme_screenshots import WRITE_AGAIN, drifted

    made = tmp_path / "made"
    made.mkdir()
    off: list[str] = []
    for picture in write_the_pictures(tmp_path, made):
        off += drifted(picture, ROOT / "docs" / "screenshots" / picture.name)
    assert off == [], WRITE_AGAIN

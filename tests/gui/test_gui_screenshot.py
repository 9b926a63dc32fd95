"""``mjgui --screenshot FILE.png [score arguments]`` writes a PNG of the window and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mjgui.app import main as app_main
from mjgui.app import split_args


@pytest.fixture(autouse=True)
def _system_theme_after() -> Iterator[None]:
    """A screenshot with --theme changes the application's palette: put it back."""
    yield
    from PySide6.QtWidgets import QApplication

    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, "system")


def test_screenshot_in_process(tmp_path: Path) -> None:
    out = tmp_path / "window.png"
    status = app_main(
        ["--screenshot", str(out), "234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "2s"]
    )
    assert status == 0
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    # not a blank image: many distinct colours (tiles, text)
    colours = {image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 30


def test_screenshot_options(tmp_path: Path) -> None:
    out = tmp_path / "dark.png"
    status = app_main(
        [
            "--screenshot",
            str(out),
            "--theme",
            "dark",
            "--size",
            "1000x700",
            "234m567p3467888s",
            "--lang",
            "ru",
        ]
    )
    assert status == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    # dark theme: the background is dark
    assert QImage(str(out)).pixelColor(5, 790 if image.height() > 790 else 690).lightness() < 100


def test_screenshot_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "cli.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "mjgui", "--screenshot", str(out), "19m19p19s1234567z1z", "--tsumo"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000
    assert not QImage(str(out)).isNull()


def test_bad_score_arguments_fail_cleanly(tmp_path: Path) -> None:
    out = tmp_path / "bad.png"
    assert app_main(["--screenshot", str(out), "123x"]) == 2
    assert not out.exists()


def test_split_args_keeps_score_arguments() -> None:
    options = split_args(["--screenshot", "a.png", "123m", "--riichi", "--theme=dark", "--notation", "12m"])
    assert options.screenshot == "a.png"
    assert options.theme == "dark"
    assert options.notation == "12m"
    assert options.score_args == ["123m", "--riichi"]


def test_score_and_game_still_go_to_the_cli(capsys) -> None:
    assert app_main(["score", "234m567p3467888s5s", "--riichi"]) == 0
    assert '"ok": true' in capsys.readouterr().out


def test_the_picture_waits_for_the_layout_to_settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    # a double yakuman's headline takes two lines in a 1024-pixel window in Russian: its box grows
    # on the pass after it, and the detail line moves down on the pass after that; a picture
    # taken after three passes showed the two lines over the detail
    from mjgui.app import build_window, paint_now

    words = ["19m19p19s1234567z1m", "--tsumo", "--lang", "ru", "--size", "1024x640"]
    window = build_window(split_args(words))
    qtbot.addWidget(window)
    window.finish_startup()
    window.show()
    paint_now(window)
    title, detail = window.headline.title, window.headline.detail
    assert title.text() == "Двойной якуман — 32\u202f000\u00a0со\u00a0всех" and title.wraps()
    assert title.geometry().bottom() < detail.geometry().top()
    assert detail.geometry().bottom() < window.headline.height()

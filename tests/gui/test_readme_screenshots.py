"""The README's screenshots of the calculator, the teaching windows, scoring without tiles, the
game-log window and the About box.

With ``MJGUI_WRITE_DOCS=1`` they are written to docs/screenshots/ (with those of
test_tracker_screenshot.py and test_club.py): the ``mjgui --screenshot docs/screenshots/...``
commands are read from the README itself, so the commands it shows are the ones that made them.
Every PNG there is then stored with a 256-colour palette, about a third of the size.

Without the variable, the commands are still checked: each is a valid set of options."""

from __future__ import annotations

import os
import shlex
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication, QWidget

from mjgui.app import main as app_main
from mjgui.app import split_args

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "screenshots"
LOG = ROOT / "tests" / "data" / "logs" / "mjx-double-ron.mjlog"  # source: tests/test_logs.py
WRITE = bool(os.environ.get("MJGUI_WRITE_DOCS"))


def readme_commands() -> list[list[str]]:
    """The arguments of every ``mjgui --screenshot docs/screenshots/...`` line of the README
    (a line ending in a backslash goes on with the next)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8").replace("\\\n", " ")
    return [
        shlex.split(line)[1:]
        for line in text.splitlines()
        if line.startswith("mjgui --screenshot docs/screenshots/")
    ]


#: the palette is chosen among this many of a picture's most used colours (the rest are the
#: anti-aliased edges' blends, a pixel or two each)
CANDIDATES = 4096


def palette_of(counts: Counter[int], size: int = 256) -> list[int]:
    """Up to ``size`` colours (0xRRGGBB) for a picture: the most used first, each new one kept only
    when it is not close to one already kept (so a small red number keeps its red), then the most
    used of the rest."""
    order = [colour for colour, _ in counts.most_common(CANDIDATES)]
    rgb = {c: ((c >> 16) & 255, (c >> 8) & 255, c & 255) for c in order}
    kept: list[int] = []
    chosen: set[int] = set()
    for gap in (24, 10, 0):
        for colour in order:
            if len(kept) >= size:
                return kept
            if colour in chosen:
                continue
            r, g, b = rgb[colour]
            near = (
                min((r - k[0]) ** 2 + (g - k[1]) ** 2 + (b - k[2]) ** 2 for k in map(rgb.__getitem__, kept))
                if kept
                else None
            )
            if near is None or near > gap * gap:
                kept.append(colour)
                chosen.add(colour)
    return kept


def shrink(path: Path) -> None:
    """A screenshot kept with a palette of its own 256 colours (every other colour drawn with
    the nearest of them, by Qt): the same picture in about half the bytes."""
    image = QImage(str(path))
    if image.isNull() or image.format() == QImage.Format.Format_Indexed8:
        return
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    words = memoryview(image.constBits()).cast("I")  # one 0xFFRRGGBB word a pixel, lines padded
    stride = image.bytesPerLine() // 4
    counts: Counter[int] = Counter()
    for y in range(height):
        counts.update(words[y * stride : y * stride + width])
    table = [
        0xFF000000 | (c & 0xFFFFFF) for c in palette_of(Counter({c & 0xFFFFFF: n for c, n in counts.items()}))
    ]
    indexed = image.convertToFormat(
        QImage.Format.Format_Indexed8, table, Qt.ImageConversionFlag.ThresholdDither
    )  # Qt maps each pixel to the nearest colour of the table
    assert indexed.save(str(path), "PNG", 0)


def shrink_all() -> None:
    for path in sorted(DOCS.glob("*.png")):
        shrink(path)


@pytest.fixture(autouse=True)
def _clean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "user-data"))
    yield
    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, "system")


def test_the_readme_commands_are_valid_options() -> None:
    commands = readme_commands()
    assert len(commands) >= 17
    for args in commands:
        options = split_args(args)
        assert options.screenshot and options.screenshot.startswith("docs/screenshots/"), args
        assert (ROOT / options.screenshot).name in {p.name for p in DOCS.glob("*.png")}, args


def _grab(widget: QWidget, name: str) -> None:
    for _ in range(3):
        QApplication.processEvents()
    assert widget.grab().save(str(DOCS / name), "PNG", 80)


@pytest.mark.skipif(not WRITE, reason="writes the README screenshots")
def test_write_the_readme_screenshots(make_window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    FONTS.write_text(fonts_here(), encoding="utf-8")  # the fonts the pictures are painted with
    for args in readme_commands():
        assert app_main(args) == 0, args
    from mjgui.controller.scoring.quick import QuickValue
    from mjgui.gui.window import TAB_ARITHMETIC

    # a real log, every win scored beside the log's own value
    window = make_window("en")
    logs = window.log_window()
    assert logs.load(LOG)
    logs.resize(1024, 420)
    logs.table.selectRow(2)
    _grab(logs, "game-log.png")
    action = window.findChild(QAction, "about")
    action.trigger()
    qtbot.waitUntil(window.about_dialog.isVisible)
    _grab(window.about_dialog, "about.png")
    window.about_dialog.close()
    # scoring without tiles at 1024x640, in Russian: the arithmetic of 3 han 40 fu
    window = make_window("ru")
    window.resize(1024, 640)
    window.set_quick_mode(True)
    window.controller.set_quick_value(QuickValue("hanfu", 3, 40))
    window.details.setCurrentIndex(TAB_ARITHMETIC)
    _grab(window, "han-fu-ru.png")
    shrink_all()


#: a picture has drifted from what makes it when more than this share of its pixels differ by more
#: than FAR in a colour channel (a changed word of a 1280x800 window is about 0.1 %; the same
#: window painted again differs by none)
DRIFT = 0.0003
FAR = 40


def far_pixels(made: Path, kept: Path) -> float:
    """The share of the pixels of ``made`` more than FAR off ``kept``'s in a colour channel (1.0
    when the two differ in size)."""
    a = QImage(str(made)).convertToFormat(QImage.Format.Format_RGB32)
    b = QImage(str(kept)).convertToFormat(QImage.Format.Format_RGB32)
    if a.size() != b.size():
        return 1.0
    width, height = a.width(), a.height()
    wa, wb = memoryview(a.constBits()).cast("I"), memoryview(b.constBits()).cast("I")
    sa, sb = a.bytesPerLine() // 4, b.bytesPerLine() // 4
    far = 0
    for y in range(height):
        row_a, row_b = wa[y * sa : y * sa + width], wb[y * sb : y * sb + width]
        if row_a == row_b:
            continue
        for x, y_ in zip(row_a, row_b, strict=True):
            if x != y_ and max(abs(((x >> s) & 255) - ((y_ >> s) & 255)) for s in (0, 8, 16)) > FAR:
                far += 1
    return far / (width * height)


#: The system's font files the README's pictures were painted with (written with them): another
#: machine's fonts paint other glyphs, so the pictures are compared only where the fonts are these.
FONTS = ROOT / "docs" / "screenshots" / "fonts.txt"
FONT_FOLDERS = ("/usr/share/fonts", "/usr/local/share/fonts", "~/.fonts", "~/.local/share/fonts")


def fonts_here() -> str:
    """The font files of the system's font folders, one path a line (what fontconfig offers Qt
    beside the fonts mjgui ships)."""
    found: set[str] = set()
    for folder in FONT_FOLDERS:
        base = Path(folder).expanduser()
        if base.is_dir():
            found.update(
                str(path)
                for path in base.rglob("*")
                if path.suffix.lower() in (".ttf", ".otf", ".ttc", ".pfb", ".pfa", ".woff", ".woff2")
            )
    return "".join(f"{path}\n" for path in sorted(found))


def drifted(made: Path, kept: Path) -> list[str]:
    """``[kept's name and how far it is off]`` when ``made`` (a screenshot just taken, stored as
    the README's are by :func:`shrink`) is not the committed ``kept``, else ``[]``. Skipped on a
    machine whose fonts are not those the pictures were painted with (:data:`FONTS`)."""
    if not FONTS.is_file() or FONTS.read_text(encoding="utf-8") != fonts_here():
        pytest.skip(f"the README's pictures were painted with other fonts ({FONTS.name}): not compared")
    shrink(made)
    share = far_pixels(made, kept)
    return [f"{kept.name}: {share:.3%}"] if share > DRIFT else []


#: what to do when a picture drifted
WRITE_AGAIN = "not what makes them now: write the README's screenshots again (MJGUI_WRITE_DOCS=1)"


def test_every_readme_picture_is_what_its_command_makes_now(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """compare.png showed WRC paying 48 000 for a kazoe yakuman a release after WRC capped it at
    sanbaiman (36 000), and mangan-tsumo.png a sentence the window no longer says: each
    README picture its line makes is the one committed."""
    monkeypatch.chdir(ROOT)
    off: list[str] = []
    for args in readme_commands():
        kept = split_args(args).screenshot
        made = tmp_path / Path(kept).name
        assert app_main([str(made) if arg == kept else arg for arg in args]) == 0, args
        off += drifted(made, ROOT / kept)
    assert off == [], WRITE_AGAIN


def test_the_readme_screenshot_lines_run_as_written_make_pictures_of_their_size(tmp_path: Path) -> None:
    """The README's screenshot lines began with ``export QT_QPA_PLATFORM=offscreen``: run so, the
    calculator opened fitted to the plain offscreen screen (800 x 800), at about 950 x 760, not
    the 1280 x 800 of the pictures. Each block of them sets the tests' screen, and the first line
    of each block, run in a process of its own with that line's setting, makes a picture the
    size of the committed one."""
    import re
    import subprocess
    import sys

    from tests.conftest import SCREEN

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [block for block in text.split("```") if "\nmjgui --screenshot docs/screenshots/" in block]
    assert len(blocks) == 2
    for block in blocks:
        setting = re.search(r"^export QT_QPA_PLATFORM=(\S+)$", block, re.MULTILINE)
        assert setting is not None, block[:80]
        assert setting[1] == f"offscreen:configfile={SCREEN.relative_to(ROOT).as_posix()}"
        line = next(line for line in block.splitlines() if line.startswith("mjgui --screenshot "))
        args = shlex.split(line)[1:]
        kept = split_args(args).screenshot
        made = tmp_path / Path(kept).name
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": setting[1],
            "MJGUI_DATA_DIR": str(tmp_path / "data"),
            "PYTHONPATH": str(ROOT),
        }
        args = [str(made) if arg == kept else arg for arg in args]
        run = subprocess.run([sys.executable, "-m", "mjgui", *args], cwd=ROOT, env=env, capture_output=True)
        assert run.returncode == 0, run.stderr
        assert QImage(str(made)).size() == QImage(str(ROOT / kept)).size(), line

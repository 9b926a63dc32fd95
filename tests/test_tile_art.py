"""The committed tile art: 37 faces + the back, self-contained SVGs that Qt renders legibly."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TILES = ROOT / "resources" / "tiles"
ICONS = ROOT / "resources" / "icons"

CODES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)] + ["0m", "0p", "0s"]
NAMES = [*CODES, "back"]
SVG_NS = "{http://www.w3.org/2000/svg}"
RENDER_W, RENDER_H = 32, 43


def _app():
    # A QApplication (not just a QGuiApplication), so widget tests running later in the same
    # session can reuse the instance.
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def render(path: Path, w: int = RENDER_W, h: int = RENDER_H):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app()
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path.name
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    return img


def pixels(img) -> list[tuple[int, int, int, int]]:
    out = []
    for y in range(img.height()):
        for x in range(img.width()):
            c = img.pixelColor(x, y)
            out.append((c.red(), c.green(), c.blue(), c.alpha()))
    return out


def test_all_faces_present() -> None:
    assert len(CODES) == 37
    missing = [n for n in NAMES if not (TILES / f"{n}.svg").is_file()]
    assert not missing


@pytest.mark.parametrize("name", NAMES)
def test_svg_is_self_contained(name: str) -> None:
    path = TILES / f"{name}.svg"
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == f"{SVG_NS}svg"
    view = root.get("viewBox")
    assert view is not None
    _, _, vw, vh = (float(v) for v in view.split())
    assert 0.7 <= vw / vh <= 0.8  # portrait, about 3:4
    assert "<text" not in text
    assert "font-family" not in text and "font:" not in text and "@font-face" not in text
    assert "<image" not in text and "data:" not in text  # pure vector, no embedded bitmaps
    assert len(text.encode()) < 15_000


@pytest.mark.parametrize("name", NAMES)
def test_renders_not_blank(name: str) -> None:
    img = render(TILES / f"{name}.svg")
    px = pixels(img)
    opaque = [p for p in px if p[3] > 200]
    assert len(opaque) > 0.7 * len(px)
    dark = [p for p in opaque if max(p[:3]) < 110]
    assert dark, f"{name} has no dark pixels"


def _red_share(img) -> float:
    px = pixels(img)
    red = [p for p in px if p[3] > 200 and p[0] > 150 and p[1] < 90 and p[2] < 90]
    return len(red) / len(px)


@pytest.mark.parametrize("suit", "mps")
def test_red_fives_differ_from_plain_fives(suit: str) -> None:
    plain = render(TILES / f"5{suit}.svg")
    red = render(TILES / f"0{suit}.svg")
    assert plain != red
    diff = sum(
        1
        for a, b in zip(pixels(plain), pixels(red), strict=True)
        if max(abs(x - y) for x, y in zip(a, b, strict=True)) > 60
    )
    assert diff > 20, f"0{suit} is too close to 5{suit} ({diff} pixels differ)"
    assert _red_share(red) > _red_share(plain)

    # the shape marker: a red corner (top right) on the red five, none on the plain one
    def corner_red(img) -> int:
        return sum(
            1
            for y in range(8)
            for x in range(RENDER_W - 8, RENDER_W)
            if (c := img.pixelColor(x, y)).red() > 150 and c.green() < 90 and c.alpha() > 200
        )

    assert corner_red(red) >= 6
    assert corner_red(plain) == 0


def test_faces_are_distinct() -> None:
    images = {name: render(TILES / f"{name}.svg") for name in NAMES}
    seen: dict[bytes, str] = {}
    for name, img in images.items():
        key = bytes(img.constBits())
        assert key not in seen, f"{name} renders the same as {seen.get(key)}"
        seen[key] = name


def test_app_icon() -> None:
    svg = ICONS / "mjgui.svg"
    text = svg.read_text(encoding="utf-8")
    ET.fromstring(text)
    assert "<text" not in text and "font-family" not in text
    img = render(svg, 64, 64)
    assert any(p[3] > 200 for p in pixels(img))
    png = ICONS / "mjgui.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    assert QImage(str(png)).size().width() == 256
    ico = ICONS / "mjgui.ico"
    head = ico.read_bytes()[:6]
    assert head[:4] == b"\0\0\1\0" and int.from_bytes(head[4:6], "little") >= 3

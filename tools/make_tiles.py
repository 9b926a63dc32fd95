#!/usr/bin/env python3
"""Generate the tile art (``resources/tiles/*.svg``) and the app icon (``resources/icons/``).

Writes one self-contained SVG per tile face, named by MPSZ code: ``1m``..``9m``, ``1p``..``9p``,
``1s``..``9s``, ``1z``..``7z`` (East South West North White Green Red), the red fives ``0m 0p 0s``,
plus ``back.svg`` (a face-down tile). Every glyph is a vector path: the SVGs contain no ``<text>``
and no font reference, so the committed files need no font at run time.

This is a developer tool, not part of the app. Only regenerating the art needs:

* ``fontTools`` (``pip install fonttools``) to read glyph outlines;
* the Debian package ``fonts-noto-cjk`` (``apt-get install fonts-noto-cjk``), which provides
  ``/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc``: face "Noto Serif CJK JP Bold" is used
  for the kanji (一..九 萬 東 南 西 北 中 發) and ``NotoSansCJK-Bold.ttc`` ("Noto Sans CJK JP Bold")
  for the small Latin corner indices. Noto CJK is under the SIL Open Font License; glyph outlines
  embedded in artwork are fine under it. Use ``--serif``/``--sans`` to point at other copies;
* PySide6 (a runtime dependency anyway) for the icon PNG/ICO files and ``--sheet``.

Output is deterministic: rerunning the script rewrites byte-identical files.

Usage::

    python tools/make_tiles.py                  # write resources/tiles and resources/icons
    python tools/make_tiles.py --sheet /tmp/tiles_sheet.png   # also render a contact sheet
"""

from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TILES_DIR = ROOT / "resources" / "tiles"
ICONS_DIR = ROOT / "resources" / "icons"
FONT_DIR = Path("/usr/share/fonts/opentype/noto")
SERIF_FONT = FONT_DIR / "NotoSerifCJK-Bold.ttc"
SANS_FONT = FONT_DIR / "NotoSansCJK-Bold.ttc"

# Tile geometry: a 3:4 portrait tile, the ivory face on top of a coloured back layer that shows as
# a thin band along the bottom edge (the tile's thickness).
W, H = 60, 80
FACE_H = 75.5
CX, CY = 30.0, 38.5  # centre of the usable face

IVORY = "#fbf6e8"
EDGE = "#5c4d3c"
BACK = "#2c7a68"
BACK_DARK = "#1d5a4c"
INK = "#1b1b1b"
RED = "#cc1f2d"
GREEN = "#13773d"
GREEN_LIGHT = "#7cc58f"
BLUE = "#1f4f9e"
GOLD = "#e3a21a"

NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"
SUIT_NAMES = {"m": "Characters", "p": "Circles", "s": "Bamboo"}
HONOR_NAMES = ["East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon"]
NUMBER_NAMES = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"]


def fmt(v: float) -> str:
    """A coordinate rounded to one decimal, without a trailing ``.0`` or a leading ``0``."""
    r = round(v, 1)
    if r == 0:
        return "0"
    s = f"{r:.1f}".rstrip("0").rstrip(".")
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


def pts(*vals: float) -> str:
    return " ".join(fmt(v) for v in vals)


# --------------------------------------------------------------------------- glyph outlines


class Glyphs:
    """Glyph outlines from an OpenType collection, turned into SVG path data."""

    def __init__(self, path: Path, face_index: int = 0) -> None:
        try:
            from fontTools.ttLib import TTCollection, TTFont
        except ImportError:  # pragma: no cover - developer tool
            sys.exit("make_tiles.py needs fontTools: pip install fonttools")
        if not path.exists():
            sys.exit(f"font not found: {path} (apt-get install fonts-noto-cjk)")
        if path.suffix.lower() == ".ttc":
            font = TTCollection(str(path)).fonts[face_index]
        else:
            font = TTFont(str(path))
        self.cmap = font.getBestCmap()
        self.glyphset = font.getGlyphSet()
        self.upem = font["head"].unitsPerEm

    def contours(self, ch: str) -> list[list[tuple[str, tuple[tuple[float, float], ...]]]]:
        from fontTools.pens.recordingPen import DecomposingRecordingPen

        pen = DecomposingRecordingPen(self.glyphset)
        self.glyphset[self.cmap[ord(ch)]].draw(pen)
        out: list[list[tuple[str, tuple[tuple[float, float], ...]]]] = []
        cur: list[tuple[str, tuple[tuple[float, float], ...]]] = []
        for op, args in pen.value:
            if op == "moveTo":
                cur = [("M", tuple(args))]
            elif op == "lineTo":
                cur.append(("L", tuple(args)))
            elif op == "curveTo":
                cur.append(("C", tuple(args)))
            elif op == "qCurveTo":
                # Quadratic (TrueType) outline: convert each implied segment to a cubic.
                start = _last_point(cur)
                ctrl = list(args[:-1])
                end = args[-1]
                quads = []
                for i, c in enumerate(ctrl):
                    nxt = end if i == len(ctrl) - 1 else _mid(c, ctrl[i + 1])
                    quads.append((c, nxt))
                for c, e in quads:
                    c1 = (start[0] + 2 / 3 * (c[0] - start[0]), start[1] + 2 / 3 * (c[1] - start[1]))
                    c2 = (e[0] + 2 / 3 * (c[0] - e[0]), e[1] + 2 / 3 * (c[1] - e[1]))
                    cur.append(("C", (c1, c2, e)))
                    start = e
            elif op in ("closePath", "endPath"):
                if cur:
                    out.append(cur)
                cur = []
        if cur:
            out.append(cur)
        return out

    def bounds(self, ch: str) -> tuple[float, float, float, float]:
        from fontTools.pens.boundsPen import BoundsPen

        pen = BoundsPen(self.glyphset)
        self.glyphset[self.cmap[ord(ch)]].draw(pen)
        assert pen.bounds is not None, ch
        return pen.bounds

    def path(self, ch: str, cx: float, cy: float, height: float, stretch: float = 1.0) -> str:
        """SVG path data for ``ch``, scaled so one em is ``height`` units tall (times ``stretch``
        horizontally), with the glyph's bounding box centred on (cx, cy)."""
        sy = height / self.upem
        sx = sy * stretch
        x0, y0, x1, y1 = self.bounds(ch)
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2

        def tr(p: tuple[float, float]) -> tuple[float, float]:
            return (round(cx + (p[0] - mx) * sx, 1), round(cy - (p[1] - my) * sy, 1))

        parts: list[str] = []
        for contour in self.contours(ch):
            cmds: list[str] = []
            last: tuple[float, float] | None = None
            first: tuple[float, float] | None = None
            for op, args in contour:
                q = [tr(a) for a in args]
                if op == "M":
                    first = last = q[0]
                    cmds.append("M" + pts(*q[0]))
                elif op == "L":
                    if q[0] == last:
                        continue
                    cmds.append("L" + pts(*q[0]))
                    last = q[0]
                else:
                    if q[0] == last and q[1] == q[2]:
                        if q[2] != last:
                            cmds.append("L" + pts(*q[2]))
                        last = q[2]
                        continue
                    if _flat(last, q[0], q[1], q[2]):
                        if q[2] != last:
                            cmds.append("L" + pts(*q[2]))
                        last = q[2]
                        continue
                    cmds.append("C" + pts(*q[0], *q[1], *q[2]))
                    last = q[2]
            if len(cmds) < 3:
                continue
            if cmds[-1] == "L" + pts(*first):  # type: ignore[misc]
                cmds.pop()
            parts.append("".join(cmds) + "Z")
        return "".join(parts).replace(" -", "-")


def _last_point(cur: list[tuple[str, tuple[tuple[float, float], ...]]]) -> tuple[float, float]:
    return cur[-1][1][-1]


def _mid(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _flat(
    p0: tuple[float, float] | None, p1: tuple[float, float], p2: tuple[float, float], p3: tuple[float, float]
) -> bool:
    """True if the cubic p0..p3 is a straight line at 0.1 unit precision."""
    if p0 is None:
        return False
    dx, dy = p3[0] - p0[0], p3[1] - p0[1]
    n = math.hypot(dx, dy)
    if n < 1e-9:
        return max(math.dist(p0, p1), math.dist(p0, p2)) < 0.15
    for p in (p1, p2):
        if abs((p[0] - p0[0]) * dy - (p[1] - p0[1]) * dx) / n > 0.12:
            return False
        t = ((p[0] - p0[0]) * dx + (p[1] - p0[1]) * dy) / (n * n)
        if not -0.01 <= t <= 1.01:
            return False
    return True


# --------------------------------------------------------------------------- SVG building blocks


def svg_doc(title: str, body: Iterable[str], view: tuple[float, float] = (W, H)) -> str:
    w, h = view
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {fmt(w)} {fmt(h)}" '
        f'width="{fmt(w)}" height="{fmt(h)}">'
    )
    return "\n".join([head, f"<title>{title}</title>", *body, "</svg>"]) + "\n"


def circle(cx: float, cy: float, r: float, fill: str, extra: str = "") -> str:
    return f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" fill="{fill}"{extra}/>'


def tile_frame(face: str = IVORY) -> list[str]:
    """The tile body: a coloured back layer, the face on it and a thin dark outline."""
    return [
        f'<rect x=".6" y=".6" width="58.8" height="78.8" rx="6.5" fill="{BACK}" '
        f'stroke="{EDGE}" stroke-width="1.2"/>',
        f'<rect x=".6" y=".6" width="58.8" height="{fmt(FACE_H)}" rx="6.5" fill="{face}" '
        f'stroke="{EDGE}" stroke-width="1.2"/>',
        f'<rect x="2.6" y="2.6" width="54.8" height="{fmt(FACE_H - 4)}" rx="4.8" fill="none" '
        f'stroke="#e6dcc3" stroke-width=".8"/>',
    ]


def red_marker() -> list[str]:
    """Marks a red five independently of colour: a filled corner triangle (top right) with a
    white star-like dot, readable as a shape at 32 px and in greyscale."""
    return [
        f'<path d="M43 .6H53A6.4 6.4 0 0 1 59.4 7V17Z" fill="{RED}" stroke="{EDGE}" stroke-width=".8" '
        'stroke-linejoin="round"/>',
        circle(54, 6, 2, "#fff"),
    ]


def glyph(
    g: Glyphs, ch: str, cx: float, cy: float, size: float, color: str, stretch: float = 1.0, bold: float = 0.0
) -> str:
    d = g.path(ch, cx, cy, size, stretch)
    stroke = ""
    if bold:
        stroke = f' stroke="{color}" stroke-width="{fmt(bold)}" stroke-linejoin="round"'
    return f'<path fill="{color}"{stroke} d="{d}"/>'


# --------------------------------------------------------------------------- circles (pin)


def pin(cx: float, cy: float, r: float, color: str) -> list[str]:
    """One coin: a coloured ring, an ivory band with a fine ring, a coloured centre."""
    return [
        circle(cx, cy, r, color),
        circle(cx, cy, r * 0.7, IVORY),
        circle(cx, cy, r * 0.53, "none", f' stroke="{color}" stroke-width="{fmt(max(0.5, r * 0.08))}"'),
        circle(cx, cy, r * 0.3, color),
    ]


def one_pin(red: bool = False) -> list[str]:
    cx, cy = CX, CY
    out = [
        circle(cx, cy, 24, GREEN),
        circle(cx, cy, 21.6, IVORY),
    ]
    # a ring of petals
    n = 16
    for i in range(n):
        a = 2 * math.pi * i / n
        out.append(circle(cx + 18.6 * math.cos(a), cy + 18.6 * math.sin(a), 2.0, RED if i % 2 else BLUE))
    out += [
        circle(cx, cy, 15.2, BLUE),
        circle(cx, cy, 12.8, IVORY),
        circle(cx, cy, 10.6, RED),
        circle(cx, cy, 6.4, IVORY),
        circle(cx, cy, 4.2, GREEN),
        circle(cx, cy, 1.6, IVORY),
    ]
    # eight small dots in the red band
    for i in range(8):
        a = 2 * math.pi * (i + 0.5) / 8
        out.append(circle(cx + 8.5 * math.cos(a), cy + 8.5 * math.sin(a), 1.0, IVORY))
    return out


PIN_LAYOUTS: dict[int, list[tuple[float, float, float, str]]] = {
    2: [(30, 21.5, 12.5, GREEN), (30, 55.5, 12.5, BLUE)],
    3: [(15.5, 15.5, 10.5, BLUE), (30, 38.5, 10.5, RED), (44.5, 61.5, 10.5, GREEN)],
    4: [(17.5, 23, 11, BLUE), (42.5, 23, 11, GREEN), (17.5, 54, 11, GREEN), (42.5, 54, 11, BLUE)],
    5: [
        (16, 17, 10, BLUE),
        (44, 17, 10, GREEN),
        (30, 38.5, 10, RED),
        (16, 60, 10, GREEN),
        (44, 60, 10, BLUE),
    ],
    6: [
        (18.5, 14, 9.2, GREEN),
        (41.5, 14, 9.2, GREEN),
        (18.5, 40.5, 9.2, RED),
        (41.5, 40.5, 9.2, RED),
        (18.5, 62, 9.2, RED),
        (41.5, 62, 9.2, RED),
    ],
    7: [
        (13.5, 11.5, 7.6, GREEN),
        (30, 18.5, 7.6, GREEN),
        (46.5, 25.5, 7.6, GREEN),
        (19, 45, 8.6, RED),
        (41, 45, 8.6, RED),
        (19, 63, 8.6, RED),
        (41, 63, 8.6, RED),
    ],
    8: [(x, y, 8.0, BLUE) for y in (12.8, 29.7, 46.6, 63.5) for x in (18.5, 41.5)],
    9: [(x, y, 8.0, c) for y, c in ((15, BLUE), (38.5, RED), (62, GREEN)) for x in (13.5, 30, 46.5)],
}


def pin_face(n: int, red: bool = False) -> list[str]:
    if n == 1:
        return one_pin()
    out: list[str] = []
    for x, y, r, c in PIN_LAYOUTS[n]:
        out += pin(x, y, r, RED if red else c)
    return out


# --------------------------------------------------------------------------- bamboo (sou)


def stick(cx: float, cy: float, h: float, color: str, angle: float = 0.0, w: float = 7.5) -> list[str]:
    """One bamboo stick centred on (cx, cy), ``angle`` degrees clockwise from vertical."""
    hw, hh = w / 2, h / 2
    light = GREEN_LIGHT if color == GREEN else "#f08a8a" if color == RED else "#8fb0e6"
    body = [
        f'<rect x="{fmt(-hw)}" y="{fmt(-hh)}" width="{fmt(w)}" height="{fmt(h)}" rx="{fmt(hw)}" '
        f'fill="{color}"/>',
        # highlight stripe, broken at the joints
        f'<path d="M0 {fmt(-hh + 2.4)}V{fmt(-2.2)}M0 {fmt(2.2)}V{fmt(hh - 2.4)}" stroke="{light}" '
        f'stroke-width="{fmt(w * 0.26)}" stroke-linecap="round"/>',
        # joints: a slightly wider band at the middle and ends
        f'<rect x="{fmt(-hw - 0.7)}" y="-1" width="{fmt(w + 1.4)}" height="2" rx="1" fill="{color}"/>',
    ]
    tr = f"translate({fmt(cx)} {fmt(cy)})"
    if angle:
        tr += f" rotate({fmt(angle)})"
    return [f'<g transform="{tr}">', *body, "</g>"]


SOU_LAYOUTS: dict[int, list[tuple[float, float, float, str, float]]] = {
    2: [(30, 22, 27, GREEN, 0), (30, 55, 27, GREEN, 0)],
    3: [(30, 22, 27, GREEN, 0), (18.5, 55, 27, GREEN, 0), (41.5, 55, 27, GREEN, 0)],
    4: [(x, y, 27, GREEN, 0) for y in (22, 55) for x in (18.5, 41.5)],
    5: [
        (14, 22, 27, GREEN, 0),
        (46, 22, 27, GREEN, 0),
        (30, 38.5, 27, RED, 0),
        (14, 55, 27, GREEN, 0),
        (46, 55, 27, GREEN, 0),
    ],
    6: [(x, y, 27, GREEN, 0) for y in (22, 55) for x in (14.5, 30, 45.5)],
    7: [(30, 15, 18.5, RED, 0)] + [(x, y, 18.5, GREEN, 0) for y in (38.5, 62) for x in (14.5, 30, 45.5)],
    8: [
        (12.5, 22, 27, GREEN, 17),
        (24, 22, 27, GREEN, -17),
        (36, 22, 27, GREEN, 17),
        (47.5, 22, 27, GREEN, -17),
        (12.5, 55, 27, GREEN, -17),
        (24, 55, 27, GREEN, 17),
        (36, 55, 27, GREEN, -17),
        (47.5, 55, 27, GREEN, 17),
    ],
    9: [(x, y, 19.5, RED if x == 30 else GREEN, 0) for y in (15, 38.5, 62) for x in (14.5, 30, 45.5)],
}


def sou_face(n: int, red: bool = False) -> list[str]:
    if n == 1:
        return bird()
    out: list[str] = []
    for x, y, h, c, a in SOU_LAYOUTS[n]:
        out += stick(x, y, h, RED if red else c, a)
    return out


def bird() -> list[str]:
    """1s: a stylised peacock standing on a bamboo stalk, facing left."""
    out: list[str] = []
    # fanned tail feathers behind the body
    for ang in (-42, -19, 4, 27, 50):
        a = math.radians(ang)
        px, py = 34 + 19 * math.sin(a), 49 - 19 * math.cos(a)
        out.append(
            f'<g transform="translate({fmt(px)} {fmt(py)}) rotate({ang})">'
            f'<ellipse rx="5.2" ry="10" fill="{GREEN}"/>'
            f'<ellipse cy="-3.5" rx="3" ry="3.6" fill="{GOLD}"/>'
            f'<circle cy="-3.5" r="1.9" fill="{BLUE}"/></g>'
        )
    out += [
        # legs and perch
        f'<path d="M26 58L23 67M31 58L31 67" stroke="{RED}" stroke-width="2" stroke-linecap="round"/>',
        f'<rect x="9" y="66.5" width="42" height="4" rx="2" fill="{GREEN}"/>',
        # body
        f'<path d="M16 36C14 48 22 60 31 60C40 60 43 50 38 42C34 35 26 32 23 26Z" fill="{GREEN}"/>',
        # wing
        f'<path d="M24 42C29 40 36 44 37 52C32 55 26 52 24 42Z" fill="{BLUE}"/>',
        # neck and head
        f'<path d="M15 37C13 30 14 25 16 22L23 24C21 28 21 32 23 36Z" fill="{BLUE}"/>',
        circle(19, 20, 6.2, RED),
        f'<path d="M13.6 18.6L6.5 21.6L13.8 23Z" fill="{GOLD}"/>',
        circle(17.8, 18.8, 1.7, IVORY),
        circle(17.6, 18.8, 0.9, INK),
        # crest
        f'<path d="M20 14L18.5 8M21.5 14.5L23.5 8.5M23 15.5L27.5 11" stroke="{RED}" stroke-width="1.4" '
        'stroke-linecap="round"/>',
    ]
    return out


# --------------------------------------------------------------------------- faces


def man_face(g: Glyphs, n: int, red: bool = False) -> list[str]:
    return [
        # the red five's numeral is a little narrower, clear of the corner marker
        glyph(g, NUMERALS[n - 1], CX, 20, 37, RED if red else INK, stretch=1.12 if red else 1.3, bold=1.4),
        glyph(g, "萬", CX, 54, 35, RED, stretch=1.15, bold=0.6),
    ]


def honor_face(g: Glyphs, n: int) -> list[str]:
    if n <= 4:
        return [glyph(g, WINDS[n - 1], CX, CY, 50, INK, stretch=0.98, bold=1.0)]
    if n == 5:
        return [
            f'<rect x="11" y="12" width="38" height="53" rx="2.5" fill="none" stroke="{BLUE}" '
            'stroke-width="3.6"/>',
            f'<rect x="16.5" y="17.5" width="27" height="42" rx="1" fill="none" stroke="{BLUE}" '
            'stroke-width="1.3"/>',
        ]
    if n == 6:
        return [glyph(g, "發", CX, CY, 50, GREEN, stretch=0.98, bold=0.8)]
    return [glyph(g, "中", CX, CY, 52, RED, stretch=1.0, bold=1.2)]


def back_face() -> list[str]:
    return [
        f'<rect x=".6" y=".6" width="58.8" height="78.8" rx="6.5" fill="{IVORY}" '
        f'stroke="{EDGE}" stroke-width="1.2"/>',
        f'<rect x=".6" y=".6" width="58.8" height="{fmt(FACE_H)}" rx="6.5" fill="{BACK}" '
        f'stroke="{EDGE}" stroke-width="1.2"/>',
        f'<rect x="4.5" y="4.5" width="51" height="{fmt(FACE_H - 8)}" rx="4" fill="none" '
        f'stroke="{BACK_DARK}" stroke-width="1.6"/>',
        f'<path d="M30 24L40 38.3L30 52.6L20 38.3Z" fill="none" stroke="{BACK_DARK}" stroke-width="1.6" '
        'stroke-linejoin="round"/>',
    ]


def tile_codes() -> list[str]:
    codes = [f"{n}{s}" for s in "mps" for n in range(1, 10)]
    codes += [f"{n}z" for n in range(1, 8)]
    codes += ["0m", "0p", "0s"]
    return codes


def tile_title(code: str) -> str:
    n, s = int(code[0]), code[1]
    if s == "z":
        return HONOR_NAMES[n - 1]
    if n == 0:
        return f"Red five of {SUIT_NAMES[s]}"
    return f"{NUMBER_NAMES[n - 1]} of {SUIT_NAMES[s]}"


def tile_svg(code: str, serif: Glyphs) -> str:
    n, s = int(code[0]), code[1]
    red = n == 0
    if red:
        n = 5
    body = tile_frame()
    if s == "m":
        body += man_face(serif, n, red)
    elif s == "p":
        body += pin_face(n, red)
    elif s == "s":
        body += sou_face(n, red)
    else:
        body += honor_face(serif, n)
    if red:
        body += red_marker()
    return svg_doc(tile_title(code), body)


def back_svg() -> str:
    return svg_doc("Tile back", back_face())


# --------------------------------------------------------------------------- app icon


def icon_svg(serif: Glyphs) -> str:
    """A red-dragon tile in front of a face-down tile: recognisable down to 16 px."""

    def rect(x: float, y: float, w: float, h: float, rx: float, fill: str, sw: float) -> str:
        return (
            f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" rx="{fmt(rx)}" '
            f'fill="{fill}" stroke="{EDGE}" stroke-width="{fmt(sw)}"/>'
        )

    body = [
        # the face-down tile behind, tilted
        '<g transform="rotate(13 43.5 30)">',
        rect(29.5, 9, 28, 39, 4, IVORY, 1.6),
        rect(29.5, 9, 28, 36, 4, BACK, 1.6),
        "</g>",
        # the red dragon in front
        rect(3.5, 12, 36, 49, 5, BACK, 1.8),
        rect(3.5, 12, 36, 45, 5, IVORY, 1.8),
        glyph(serif, "中", 21.5, 34.5, 34, RED, bold=1.6),
    ]
    return svg_doc("mjgui", body, view=(64, 64))


# --------------------------------------------------------------------------- raster output (PySide6)


def _qt():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])
    return app


def render_svg(data: bytes, w: int, h: int):
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _qt()
    r = QSvgRenderer(QByteArray(data))
    if not r.isValid():
        raise ValueError("invalid SVG")
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    r.render(p, QRectF(0, 0, w, h))
    p.end()
    return img


def png_bytes(img) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    ba = QByteArray()
    buf = QBuffer(ba)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return bytes(ba.data())


def _bmp_entry(img) -> bytes:
    """A 32-bit BGRA DIB (with an all-zero AND mask) for an ICO entry."""
    from PySide6.QtGui import QImage

    img = img.convertToFormat(QImage.Format.Format_ARGB32)  # straight alpha, BGRA in memory (LE)
    w, h = img.width(), img.height()
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(h - 1, -1, -1):
        line = bytes(img.constScanLine(y))[: w * 4]
        if sys.byteorder == "big":  # pragma: no cover
            line = b"".join(line[i : i + 4][::-1] for i in range(0, len(line), 4))
        rows.append(line)
    mask_row = b"\0" * (((w + 31) // 32) * 4)
    return header + b"".join(rows) + mask_row * h


def ico_bytes(svg: bytes, sizes: Sequence[int]) -> bytes:
    """A multi-size ICO: 32-bit BMP entries up to 64 px, PNG entries from 128 px (Vista+)."""
    entries = []
    for s in sizes:
        img = render_svg(svg, s, s)
        entries.append((s, png_bytes(img) if s >= 128 else _bmp_entry(img)))
    out = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    dirs, blobs = [], []
    for s, blob in entries:
        b = 0 if s >= 256 else s
        dirs.append(struct.pack("<BBBBHHII", b, b, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return out + b"".join(dirs) + b"".join(blobs)


def contact_sheet(paths: Sequence[Path], out: Path) -> None:
    """All faces at 32 px and 96 px tall, on a light and a dark background."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QImage, QPainter

    small_h, big_h = 32, 96
    sw, bw = round(small_h * W / H), round(big_h * W / H)
    gap = 4
    per_row = 19
    n = len(paths)
    width = max(n * (sw + gap), per_row * (bw + gap)) + gap
    big_rows = math.ceil(n / per_row)
    height = 2 * (small_h + 2 * gap) + big_rows * (big_h + gap) * 2 + 2 * gap
    sheet = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#f4f4f4"))
    p = QPainter(sheet)
    datas = [pth.read_bytes() for pth in paths]
    y = gap
    for bg in ("#f4f4f4", "#262a30"):
        p.fillRect(0, y - gap, width, small_h + 2 * gap, QColor(bg))
        for i, d in enumerate(datas):
            p.drawImage(QPoint(gap + i * (sw + gap), y), render_svg(d, sw, small_h))
        y += small_h + 2 * gap
    for bg in ("#f4f4f4", "#262a30"):
        p.fillRect(0, y - gap, width, big_rows * (big_h + gap) + gap, QColor(bg))
        for i, d in enumerate(datas):
            r, c = divmod(i, per_row)
            p.drawImage(QPoint(gap + c * (bw + gap), y + r * (big_h + gap)), render_svg(d, bw, big_h))
        y += big_rows * (big_h + gap) + gap
    p.end()
    sheet.save(str(out))


# --------------------------------------------------------------------------- main


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--serif", type=Path, default=SERIF_FONT, help="CJK font collection for kanji")
    ap.add_argument("--sheet", type=Path, help="also render a contact sheet PNG here")
    ap.add_argument("--no-raster", action="store_true", help="skip icon PNG/ICO (no PySide6 needed)")
    args = ap.parse_args(argv)

    serif = Glyphs(args.serif)
    TILES_DIR.mkdir(parents=True, exist_ok=True)
    ICONS_DIR.mkdir(parents=True, exist_ok=True)
    changed = 0
    files: list[Path] = []
    for code in tile_codes():
        path = TILES_DIR / f"{code}.svg"
        changed += write_if_changed(path, tile_svg(code, serif).encode())
        files.append(path)
    path = TILES_DIR / "back.svg"
    changed += write_if_changed(path, back_svg().encode())
    files.append(path)

    icon = icon_svg(serif).encode()
    changed += write_if_changed(ICONS_DIR / "mjgui.svg", icon)
    if not args.no_raster:
        for s in (256, 512):
            name = "mjgui.png" if s == 256 else f"mjgui-{s}.png"
            changed += write_if_changed(ICONS_DIR / name, png_bytes(render_svg(icon, s, s)))
        changed += write_if_changed(ICONS_DIR / "mjgui.ico", ico_bytes(icon, (16, 24, 32, 48, 64, 128, 256)))
    if args.sheet:
        contact_sheet(files, args.sheet)
    print(f"{len(files)} tiles in {TILES_DIR.relative_to(ROOT)}, {changed} file(s) changed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Colours for the window, taken from the palette so light and dark themes both read well.

Only the tile faces have colours of their own (the SVGs). Tones that have no palette role
(error red, warning amber) are built from a hue and the palette's own lightness, so they keep
contrast on a dark or a light background.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def _hue(palette: QPalette, hue: int) -> QColor:
    if is_dark(palette):
        return QColor.fromHsl(hue, 190, 170)
    return QColor.fromHsl(hue, 200, 80)


def tone_color(palette: QPalette, tone: str) -> QColor:
    """The accent of a result tone: win, tenpai, nowin, error, info."""
    if tone in ("win", "tenpai"):
        return palette.color(QPalette.ColorRole.Highlight)
    if tone == "error":
        return _hue(palette, 2)
    if tone == "nowin":
        return _hue(palette, 32)
    return palette.color(QPalette.ColorRole.PlaceholderText)


def muted(palette: QPalette) -> QColor:
    return palette.color(QPalette.ColorRole.PlaceholderText)


def highlight(palette: QPalette, alpha: int = 255) -> QColor:
    color = palette.color(QPalette.ColorRole.Highlight)  # a copy (QColor(color) would reach Qt's
    color.setAlpha(alpha)  # enums before the first frame: see mjgui.gui.qtnames)
    return color


def css(color: QColor) -> str:
    return color.name(QColor.NameFormat.HexArgb) if color.alpha() < 255 else color.name()

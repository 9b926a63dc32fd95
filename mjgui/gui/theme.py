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


def luminance(color: QColor) -> float:
    """WCAG's relative luminance."""

    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


#: the text on a chosen button stands this far from its face (WCAG AA for normal text, and a bit)
CHOSEN_CONTRAST = 4.6


def chosen_face(palette: QPalette) -> QColor:
    """The face of a chosen button: the highlight, darkened (or lightened, under dark text) until
    the highlighted text on it stands :data:`CHOSEN_CONTRAST` to 1."""
    face = palette.color(QPalette.ColorRole.Highlight)
    text = palette.color(QPalette.ColorRole.HighlightedText)
    lighter = luminance(text) < luminance(face)
    for _ in range(60):
        if contrast(face, text) >= CHOSEN_CONTRAST:
            break
        face = face.lighter(104) if lighter else face.darker(104)
    return face


def fusion_button_for(face: QColor) -> QColor:
    """The Button colour that Fusion paints as ``face`` on a checked (or pressed) button.

    Fusion does not paint a button in its Button colour: it lightens it by (180 − its grey) / 6
    per cent (at least 1), keeps three quarters of its saturation, and darkens a checked one by
    10 per cent. Undone here, so that a style sheet's background gives the face asked for."""
    hue, saturation, value = face.hsvHue(), face.hsvSaturation(), face.value()
    saturation = min(255, round(saturation / 0.75))
    before_pressed = min(255, round(value * 1.1))
    button = QColor.fromHsv(max(hue, 0), saturation, before_pressed)
    for _ in range(3):  # the lightening depends on the colour sought: a few rounds settle it
        gray = (button.red() * 11 + button.green() * 16 + button.blue() * 5) // 32  # qGray
        factor = 100 + max(1, (180 - gray) // 6)
        button = QColor.fromHsv(max(hue, 0), saturation, min(255, round(before_pressed * 100 / factor)))
    return button

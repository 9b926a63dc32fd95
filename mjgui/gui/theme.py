"""Colours for the window, taken from the palette so light and dark themes both read well.

Only the tile faces have colours of their own (the SVGs). Tones that have no palette role
(error red, warning amber) are built from a hue and the palette's own lightness, so they keep
contrast on a dark or a light background.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPalette

from mjgui.gui.qtnames import outline, pen, rounded

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def _hue(palette: QPalette, hue: int) -> QColor:
    if is_dark(palette):
        return QColor.fromHsl(hue, 190, 170)
    return QColor.fromHsl(hue, 200, 80)


def tone_color(palette: QPalette, tone: str) -> QColor:
    """The colour of a result tone's text: win, tenpai, nowin, error, info. Its hue is the
    highlight's (win, tenpai), red (error), amber (nowin) or the muted grey (info); it reads
    :data:`TEXT_CONTRAST` to 1 on every background text is drawn on (:func:`readable`): the
    highlight itself is too light for text on white (3.7:1) and too dark on the dark theme's rows."""
    if tone in ("win", "tenpai"):
        return readable(palette, palette.color(QPalette.ColorRole.Highlight))
    if tone == "error":
        return readable(palette, _hue(palette, 2))
    if tone == "nowin":
        return readable(palette, _hue(palette, 32))
    return muted(palette)


def muted(palette: QPalette) -> QColor:
    """Secondary text: the palette's placeholder grey, as readable as any text (a translucent
    grey, the system palette's, as it shows on the window)."""
    return readable(palette, palette.color(QPalette.ColorRole.PlaceholderText))


#: the least contrast of text with what it is drawn on (WCAG AA for normal text, and a bit)
TEXT_CONTRAST = 4.6


def blend(under: QColor, over: QColor, alpha: int) -> QColor:
    """``over`` drawn at ``alpha`` on ``under``, as one opaque colour."""
    a = alpha / 255
    return QColor(
        round(under.red() * (1 - a) + over.red() * a),
        round(under.green() * (1 - a) + over.green() * a),
        round(under.blue() * (1 - a) + over.blue() * a),
    )


#: how strongly the winner's payment card is tinted with the highlight
WINNER_TINT = 40


def winner_face(palette: QPalette) -> QColor:
    """The face of the winner's payment card: the window tinted with the highlight."""
    roles = QPalette.ColorRole
    return blend(palette.color(roles.Window), palette.color(roles.Highlight), WINNER_TINT)


def text_backgrounds(palette: QPalette) -> tuple[QColor, ...]:
    """What coloured text is drawn on: the window, the text fields and tables (Base, their
    alternate rows) and the winner's payment card."""
    roles = QPalette.ColorRole
    return (
        palette.color(roles.Window),
        palette.color(roles.Base),
        palette.color(roles.AlternateBase),
        winner_face(palette),
    )


_readable: dict[tuple[int, ...], tuple[int, int, int]] = {}


def readable(palette: QPalette, color: QColor) -> QColor:
    """``color`` (a translucent one as shown on the window) made darker on a light theme,
    lighter on a dark one, until it stands :data:`TEXT_CONTRAST` to 1 on every one of
    :func:`text_backgrounds`; its hue kept."""
    backgrounds = text_backgrounds(palette)
    key = (color.rgba(), *(b.rgb() for b in backgrounds))
    known = _readable.get(key)
    if known is not None:
        return QColor(*known)  # a new colour: callers may change its alpha
    out = color if color.alpha() == 255 else blend(backgrounds[0], color, color.alpha())
    out = _standing(out, backgrounds, TEXT_CONTRAST, lighter=is_dark(palette))
    _readable[key] = (out.red(), out.green(), out.blue())
    return out


def _standing(
    color: QColor, grounds: tuple[QColor, ...], ratio: float, lighter: bool, brightest: int = 255
) -> QColor:
    """``color`` made lighter or darker by steps of 4 % (``QColor.lighter``/``darker``: its hue
    kept, white reached by losing saturation), until it stands ``ratio`` to 1 on each of
    ``grounds`` (or is white or black). A colour too dark for 4 % to move it (an HSV value under
    25: Qt rounds the step away) is lightened by value steps of 4 instead. ``brightest``: the
    highest HSV value it may take; lighter than that, it loses saturation instead. Text
    (:func:`readable`), the focus ring and the chosen button's face (:func:`chosen_colors`) are all
    made by this one loop."""
    out = color
    while min(contrast(out, b) for b in grounds) < ratio:
        step = out.lighter(104) if lighter else out.darker(104)
        if lighter and step.rgb() == out.rgb() and out.value() < 255:
            step = QColor.fromHsv(out.hsvHue(), out.hsvSaturation(), min(255, out.value() + 4))
        if brightest < 255 and step.value() > brightest:
            step = QColor.fromHsv(max(out.hsvHue(), 0), max(0, out.hsvSaturation() - 10), brightest)
        if step.rgb() == out.rgb():  # white or black: as far as it goes
            break
        out = step
    return out


#: the face of the tiles (their pictures' cream)
TILE_FACE = (0xFB, 0xF6, 0xE8)
#: a focus mark stands this far from what is on either side of it (WCAG's 3:1 for a control)
FOCUS_CONTRAST = 3.0


def focus_color(palette: QPalette) -> QColor:
    """The ring of a tile with the keyboard's focus: the highlight, made darker if it needs to,
    standing :data:`FOCUS_CONTRAST` to 1 on the tile's face and on the window. (The palette's
    Text was 1.1:1 on the face in the dark theme.)"""
    grounds = (QColor(*TILE_FACE), palette.color(QPalette.ColorRole.Window))
    return _standing(palette.color(QPalette.ColorRole.Highlight), grounds, FOCUS_CONTRAST, lighter=False)


#: the width of the focus ring
FOCUS_RING = 2


def focus_ring(painter: QPainter, widget: QWidget, rect: QRectF) -> None:
    """The keyboard's focus on a widget that draws itself (a tile, a meld, a dora indicator's
    slot; a scroll area's ring, :class:`mjgui.gui.util.ScrollArea`): a solid ring inside
    ``rect``'s edge in :func:`focus_color`, the same in every one of them; nothing when
    ``widget`` does not have the focus."""
    if widget.hasFocus():
        ring = pen(focus_color(widget.palette()), FOCUS_RING)
        outline(painter, rounded(rect.adjusted(1, 1, -1, -1), 3, 3), ring)


def highlight(palette: QPalette, alpha: int = 255) -> QColor:
    color = palette.color(QPalette.ColorRole.Highlight)  # a copy (QColor(color) would reach Qt's
    color.setAlpha(alpha)  # enums before the first frame: see mjgui.gui.qtnames)
    return color


def css(color: QColor) -> str:
    return color.name(QColor.NameFormat.HexArgb) if color.alpha() < 255 else color.name()


def luminance(color: QColor) -> float:
    """WCAG's relative luminance."""

    red, green, blue = srgb_linear(color.red()), srgb_linear(color.green()), srgb_linear(color.blue())
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def srgb_linear(value: int) -> float:
    """An sRGB channel (0..255) as linear light (0..1)."""
    v = value / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


#: a chosen toggle button's face stands this far from an unchosen one's, on every shade of its
#: gradient (WCAG's 3:1 for a state that a colour tells)
STATE_CONTRAST = 3.0
#: the highest HSV value of a face Fusion paints on a chosen button: its Button colour, at most
#: white, made 10 % darker
FUSION_CHOSEN_BRIGHTEST = 255 * 100 // 110


def fusion_face(button: QColor) -> QColor:
    """The colour Fusion makes of a Button colour before it shades a button's face with it:
    lightened by (180 − its grey) / 6 per cent (at least 1), three quarters of its saturation
    kept."""
    out = button.lighter(_fusion_lightening(button))
    return QColor.fromHsv(max(out.hsvHue(), 0), int(out.hsvSaturation() * 0.75), out.value())


def unchosen_faces(palette: QPalette) -> tuple[QColor, ...]:
    """The shades of an unchosen button's face as Fusion paints it: a gradient from
    :func:`fusion_face` of the Button colour made 24 % lighter at the top to 2 % lighter at the
    bottom, that colour first made 4 % darker when the mouse is not over the button. The ends
    of both gradients."""
    face = fusion_face(palette.color(QPalette.ColorRole.Button))
    resting = face.darker(104)
    return (resting.lighter(124), resting.lighter(102), face.lighter(124), face.lighter(102))


def chosen_colors(palette: QPalette) -> tuple[QColor, QColor]:
    """The face and the text of a chosen (checked) toggle button. The face is the highlight made
    darker on a light theme, under the highlighted text (white), lighter on a dark one, under
    the window's dark colour (white text would need a dark face, and a dark face cannot stand
    3:1 from the dark theme's buttons), until the text stands :data:`TEXT_CONTRAST` to 1 on it
    and it stands :data:`STATE_CONTRAST` to 1 from each shade of an unchosen button's face
    (:func:`unchosen_faces`), both by :func:`_standing`. Fusion's own chosen face, the Button
    colour 10 % darker, stood 1.3:1 from an unchosen one in both themes."""
    faces = unchosen_faces(palette)
    brightest = FUSION_CHOSEN_BRIGHTEST
    face, text = _text_on_highlight(palette, faces[0], brightest)
    lighter = is_dark(palette)
    return _standing(face, faces, STATE_CONTRAST, lighter=lighter, brightest=brightest), text


def _text_on_highlight(palette: QPalette, ground: QColor, brightest: int = 255) -> tuple[QColor, QColor]:
    """The first steps of :func:`chosen_colors` and :func:`highlight_colors`: the text, the
    highlighted text unless it is as light (dark theme) or as dark (light theme) as ``ground``
    is, then the window's colour; and the highlight made darker on a light theme, lighter on a
    dark one (:func:`_standing`, at most ``brightest``), until the text stands
    :data:`TEXT_CONTRAST` to 1 on it."""
    roles = QPalette.ColorRole
    lighter = is_dark(palette)
    text = palette.color(roles.HighlightedText)
    if (luminance(text) < luminance(ground)) != lighter:  # text as light as the face would be
        text = palette.color(roles.Window)
    face = palette.color(roles.Highlight)
    return _standing(face, (text,), TEXT_CONTRAST, lighter=lighter, brightest=brightest), text


def highlight_colors(palette: QPalette) -> tuple[QColor, QColor]:
    """The face and the text of what is highlighted: a selected row of a table or a list, a
    menu's item, selected text, the dealer's badge. As :func:`chosen_colors`: the highlight made
    darker on a light theme, under the highlighted text (white), lighter on a dark one, under
    the window's dark colour, until the text stands :data:`TEXT_CONTRAST` to 1 on it, and on
    the current cell, which Fusion paints a little lighter (:data:`CURRENT_TINT`). White on
    the palettes' own highlights stood 3.7:1 (light, and Fusion's own palette, the "system"
    theme's on Linux: #308cc6) and 3.4:1 (dark, #3d8ee0). A palette whose highlight and
    highlighted text already read (the current cell too) keeps them: a desktop's own colours
    are changed only where they miss."""
    roles = QPalette.ColorRole
    white = QColor(255, 255, 255)
    own = palette.color(roles.Highlight), palette.color(roles.HighlightedText)
    if all(contrast(f, own[1]) >= TEXT_CONTRAST for f in (own[0], blend(own[0], white, CURRENT_TINT))):
        return own
    lighter = is_dark(palette)
    face, text = _text_on_highlight(palette, palette.color(roles.Window))
    while contrast(blend(face, white, CURRENT_TINT), text) < TEXT_CONTRAST:
        step = face.lighter(104) if lighter else face.darker(104)
        if step.rgb() == face.rgb():
            break
        face = step
    return face, text


#: Fusion paints the current cell of a selected row this much (of 255) whiter than the row
CURRENT_TINT = 20


_chosen: dict[tuple[int, ...], tuple[int, int]] = {}


def chosen_palette(palette: QPalette) -> QPalette:
    """The palette of a chosen toggle button (:class:`mjgui.gui.util.ChoiceBox`): its Button
    colour the one Fusion paints as the face of :func:`chosen_colors` (:func:`fusion_button_for`),
    its ButtonText their text; no other role set, so the rest is its box's. Active and inactive
    only: a greyed-out chosen button is drawn greyed as before. Palette roles, not a style
    sheet: before the first frame, a sheet on the boxes cost ~8 M instructions (their buttons
    drawn through Qt's style-sheet style) and one on the application ~50 M (every widget), these
    ~1.6 M. The colours are worked out once a palette."""
    roles, groups = QPalette.ColorRole, QPalette.ColorGroup
    asked = (roles.Button, roles.Highlight, roles.HighlightedText, roles.Window)
    key = tuple(palette.color(role).rgba() for role in asked)
    known = _chosen.get(key)
    if known is None:
        face, text = chosen_colors(palette)
        known = _chosen[key] = (fusion_button_for(face).rgba(), text.rgba())
    out = QPalette()  # no role set: each one set below is the button's own
    for group in (groups.Active, groups.Inactive):
        out.setColor(group, roles.Button, QColor.fromRgba(known[0]))
        out.setColor(group, roles.ButtonText, QColor.fromRgba(known[1]))
    return out


def fusion_button_for(face: QColor) -> QColor:
    """The Button colour that Fusion paints as ``face`` on a checked (or pressed) button.

    Fusion does not paint a button in its Button colour: it lightens it by (180 − its grey) / 6
    per cent (at least 1), keeps three quarters of its saturation, and darkens a checked one by
    10 per cent. Undone here, so that the Button colour set (a chosen button's palette,
    :func:`chosen_palette`) gives the face asked for."""
    hue, saturation, value = face.hsvHue(), face.hsvSaturation(), face.value()
    saturation = min(255, round(saturation / 0.75))
    before_pressed = min(255, round(value * 1.1))
    button = QColor.fromHsv(max(hue, 0), saturation, before_pressed)
    for _ in range(3):  # the lightening depends on the colour sought: a few rounds settle it
        factor = _fusion_lightening(button)
        button = QColor.fromHsv(max(hue, 0), saturation, min(255, round(before_pressed * 100 / factor)))
    return button


def _fusion_lightening(button: QColor) -> int:
    """The per cent by which Fusion lightens a Button colour: 100 + (180 − its grey) / 6, at
    least 101."""
    gray = (button.red() * 11 + button.green() * 16 + button.blue() * 5) // 32  # qGray
    return 100 + max(1, (180 - gray) // 6)

"""Application-wide set-up: the kanji font, the icon, the light/dark palette."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from mjgui.gui.qtnames import set_keys
from mjgui.resources import resource_path

KANJI_FONT = "mjgui-kanji.otf"
_kanji_family: str | None = None


def load_kanji_font() -> str | None:
    """Register the kanji subset once; returns its family name (None if it cannot load)."""
    global _kanji_family
    if _kanji_family is not None:
        return _kanji_family
    path = resource_path("fonts", KANJI_FONT)
    if not path.exists():
        return None
    font_id = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    _kanji_family = families[0] if families else None
    return _kanji_family


#: The generic names Qt's fontconfig database lists without a font file of their own (a system
#: font without a platform theme is "Sans Serif"): Qt cannot make a font engine for them.
FONTCONFIG_GENERIC = frozenset({"Sans Serif", "Serif", "Monospace"})


def with_kanji(font: QFont, family: str) -> QFont:
    """The same font with the kanji family as fallback after the system's family.

    Where the system's family is one of fontconfig's generic names (:data:`FONTCONFIG_GENERIC`),
    Qt fails to make a font engine for it at every size and weight the window uses, and takes the
    next family named, the kanji font, as the font of every text (its line spacing), the other
    glyphs from the kanji font's fallbacks. The kanji font is then named first, and again as its
    own fallback as before: the same fonts in the same order, drawn pixel for pixel the same,
    without the failed try and the generic name's own list of fallbacks (~3.5 M instructions at
    a start on a hand). Named once, Qt would take the kanji font's fallbacks as those of a
    fixed-pitch font (monospaced Latin text).

    Then the family that draws its Latin text is named after them: a glyph the kanji font lacks
    is looked for in the families named before the fallbacks of its script, and a space, a
    minus or a digit after kana takes the kana's script, whose first fallback is a CJK font
    ("ほげた −9500, DERESUKE +11 500": "−9500" in the CJK font's smaller digits). Named, the
    Latin family draws them as it draws every other digit; the rest is drawn as before."""
    out = QFont(font)
    families = [f for f in out.families() if f] or [out.family()]
    if family not in families:
        generic = families == [out.family()] and out.family() in FONTCONFIG_GENERIC
        if generic and sys.platform.startswith("linux"):
            out.setFamilies([family, family])
            latin = drawn_family(out, "0")
            out.setFamilies([family, family, *([latin] if latin and latin != family else [])])
            return out
        out.setFamilies([*families, family])
    return out


def drawn_family(font: QFont, text: str) -> str:
    """The family whose glyphs draw ``text``'s first character in ``font`` (a fallback's, when
    the families named lack it); "" for no glyph."""
    from PySide6.QtGui import QTextLayout

    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns()
    return runs[0].rawFont().familyName() if runs else ""


def setup_application(app: QApplication) -> None:
    """Idempotent: kanji fallback font and names on the running application. The window icon
    comes after the first frame (:func:`set_window_icon`; the order: :mod:`mjgui.gui.startup`)."""
    family = load_kanji_font()
    if family:
        app.setFont(with_kanji(app.font(), family))
    app.setApplicationName("mjgui")
    app.setOrganizationName("mjgui")
    # No application display name: Qt's xcb, Wayland and Windows back ends append it to every window
    # title that does not already end with it ("mjgui — scoring desk — mjgui"); the titles name mjgui.


def set_window_icon(app: QApplication) -> None:
    """The app's icon on its windows, once. Called after the first frame: Qt puts it on the
    windows already shown, and making the first ``QIcon`` costs ~11 M instructions (its type's
    150 enum members). Desktops mostly take the icon from the menu entry or the executable."""
    from PySide6.QtGui import QIcon

    icon = resource_path("icons", "mjgui.png")  # a PNG: no SVG icon engine to load
    if icon.exists() and app.windowIcon().isNull():
        app.setWindowIcon(QIcon(str(icon)))


def _dark_palette() -> QPalette:
    p = QPalette()
    roles = QPalette.ColorRole
    window, base, text = QColor(0x2E, 0x2F, 0x33), QColor(0x1F, 0x20, 0x23), QColor(0xEC, 0xEC, 0xEC)
    p.setColor(roles.Window, window)
    p.setColor(roles.WindowText, text)
    p.setColor(roles.Base, base)
    p.setColor(roles.AlternateBase, QColor(0x28, 0x29, 0x2D))
    p.setColor(roles.ToolTipBase, QColor(0x3A, 0x3B, 0x40))
    p.setColor(roles.ToolTipText, text)
    p.setColor(roles.PlaceholderText, QColor(0xA0, 0xA2, 0xA8))
    p.setColor(roles.Text, text)
    p.setColor(roles.Button, QColor(0x3A, 0x3B, 0x40))
    p.setColor(roles.ButtonText, text)
    p.setColor(roles.BrightText, QColor(0xFF, 0x80, 0x80))
    p.setColor(roles.Highlight, QColor(0x3D, 0x8E, 0xE0))
    p.setColor(roles.HighlightedText, QColor(0xFF, 0xFF, 0xFF))
    p.setColor(roles.Link, QColor(0x7A, 0xB7, 0xFF))
    p.setColor(roles.Light, QColor(0x4A, 0x4B, 0x50))
    p.setColor(roles.Midlight, QColor(0x40, 0x41, 0x46))
    p.setColor(roles.Mid, QColor(0x55, 0x56, 0x5C))
    p.setColor(roles.Dark, QColor(0x18, 0x18, 0x1A))
    p.setColor(roles.Shadow, QColor(0x00, 0x00, 0x00))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(disabled, role, QColor(0x80, 0x80, 0x84))
    return p


#: the light palette's grey: its buttons and window
LIGHT_GREY = (0xEF, 0xEF, 0xEF)


def _light_palette() -> QPalette:
    """``QPalette(QColor(0xEF, 0xEF, 0xEF))`` with our accents. Made as that palette is, from
    the same grey as button and window, but without its one-colour constructor (an overload takes
    a ``Qt.GlobalColor``: see mjgui.gui.qtnames): that one greys disabled text as the button's
    darker shade (a test compares the two)."""
    grey = QColor(*LIGHT_GREY)
    p = QPalette(grey, grey)
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(disabled, role, grey.darker())
    p.setColor(QPalette.ColorRole.Highlight, QColor(0x30, 0x8C, 0xC6))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor(0xFF, 0xFF, 0xFF))
    p.setColor(QPalette.ColorRole.Base, QColor(0xFF, 0xFF, 0xFF))
    p.setColor(QPalette.ColorRole.AlternateBase, QColor(0xF5, 0xF5, 0xF5))
    # secondary text: 4.6:1 and more on the window, the rows and the winner's card (#707070 was 4.3:1)
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor(0x5E, 0x5E, 0x5E))
    return p


#: the widgets whose box (Fusion's check indicator) :func:`indicator_palette` draws
INDICATOR_CLASSES = ("QCheckBox", "QRadioButton")
#: each theme's edge of a box, and of a greyed-out box: 3:1 and more against the window, the
#: greyed-out one a faint line round no well (tests/gui/test_theme_contrast.py measures them)
INDICATOR_EDGES = {
    "dark": (QColor(0x9A, 0x9B, 0xA1), QColor(0x4C, 0x4D, 0x52)),
    "light": (QColor(0x76, 0x76, 0x76), QColor(0xC4, 0xC4, 0xC4)),
}
_indicator_set = False


def indicator_palette(palette: QPalette, edge: QColor, greyed_edge: QColor) -> QPalette:
    """The palette of check boxes and radio buttons. Fusion fills their box with Base (the
    text fields' colour) and draws its edge in the Window colour darkened (×1.1/1.4): in the dark
    theme a box was #1F2023 in a #242528 edge on the #2E2F33 window, 1.2:1, nearly invisible, and
    a greyed-out one was drawn the same. Here Window is the colour whose darkened shade is
    ``edge``; a greyed-out box has ``greyed_edge`` and no well (Base is the window's colour).
    The boxes draw no background of their own, so Window changes nothing else of them; the text
    fields keep their Base. ``palette`` is changed and returned: a theme's palette made anew (no
    copy: ``QPalette``'s constructors would build Qt's namespace, see mjgui.gui.qtnames)."""
    roles, groups = QPalette.ColorRole, QPalette.ColorGroup
    window = palette.color(groups.Active, roles.Window)
    for group, shade in (
        (groups.Active, edge),
        (groups.Inactive, edge),
        (groups.Disabled, greyed_edge),
    ):
        palette.setColor(group, roles.Window, shade.darker(110).lighter(140))  # undoes the darkening
    palette.setColor(groups.Disabled, roles.Base, window)
    return palette


def _set_indicator_palettes(app: QApplication, theme: str, palette: QPalette) -> None:
    """The check boxes' and radio buttons' palette under ``theme``: ``palette``, the theme's own
    (the app has taken its copy), changed for them."""
    global _indicator_set
    if theme in INDICATOR_EDGES:
        boxes = indicator_palette(palette, *INDICATOR_EDGES[theme])
    elif _indicator_set:  # back to the system's: its own palette, as every other widget's
        boxes = QPalette()
    else:
        return
    for name in INDICATOR_CLASSES:
        app.setPalette(boxes, name)  # type: ignore[arg-type]  # a str: the stub says bytes
    _indicator_set = True


#: the theme :func:`apply_theme` last applied
_theme = ""
_following = False


def _follow_the_desktop(theme: str) -> None:
    """Under "system", the palette made again when the desktop turns light or dark: the
    highlight :func:`apply_theme` set is the application's own, which a desktop's change would
    leave as it was (Qt changes only the roles the application did not set)."""
    global _theme, _following
    _theme = theme
    if theme == "system" and not _following:
        QGuiApplication.styleHints().colorSchemeChanged.connect(_desktop_changed)
        _following = True


def _desktop_changed() -> None:
    from PySide6.QtCore import QTimer

    # after Qt has taken the desktop's new palette (it may tell the scheme first)
    QTimer.singleShot(0, _system_again)


def _system_again() -> None:
    app = QApplication.instance()
    if _theme == "system" and isinstance(app, QApplication):
        apply_theme(app, "system")


def apply_theme(app: QApplication, theme: str) -> None:
    """ "system" follows the desktop's light or dark scheme; "light"/"dark" force one."""
    hints = QGuiApplication.styleHints()
    if theme == "dark":
        set_keys(hints, "colorScheme", "Dark")  # not Qt.ColorScheme: see mjgui.gui.qtnames
        palette = _dark_palette()
    elif theme == "light":
        set_keys(hints, "colorScheme", "Light")
        palette = _light_palette()
    else:
        hints.unsetColorScheme()
        # the desktop's palette, none of the last theme's colours kept (an empty QPalette is a
        # copy of the application's: its colours are read from it once it is the app's)
        app.setPalette(QPalette())
        palette = app.palette()
    # the text on a highlight readable (theme.highlight_colors), in the system's palette too
    # (Fusion's, on Linux, is the light theme's #308cc6 under white: 3.7:1); a system palette
    # that reads is left as it is, following the desktop
    from mjgui.gui.theme import highlight_colors

    face, text = highlight_colors(palette)
    roles = QPalette.ColorRole
    if (face, text) != (palette.color(roles.Highlight), palette.color(roles.HighlightedText)):
        palette.setColor(roles.Highlight, face)
        palette.setColor(roles.HighlightedText, text)
    _follow_the_desktop(theme)
    app.setPalette(palette)
    _set_indicator_palettes(app, theme, palette)

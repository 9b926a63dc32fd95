"""Check boxes and radio buttons can be seen in the dark theme (and the light one): the box's edge
stands 3:1 and more against the window, a greyed-out box is drawn fainter, and the text fields
keep their colours. Text reads on every background; a tile with the focus shows a ring; a chosen
toggle button stands 3:1 from an unchosen one."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QToolButton,
    QWidget,
)

from mjgui.gui.appsetup import INDICATOR_EDGES, _dark_palette, apply_theme
from mjgui.gui.theme import muted, tone_color


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance."""

    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture
def themed() -> Iterator[QApplication]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield app
    apply_theme(app, "system")


def box_contrast(button: QAbstractButton, window: QColor) -> float:
    """The strongest contrast against the window of what is drawn in the button's box (its
    edge, its fill, a tick), as painted."""
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if isinstance(button, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    rect = button.style().subElementRect(element, option, button)
    image = button.grab().toImage()
    colours = {
        image.pixel(x, y)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    }
    return max(contrast(QColor(c), window) for c in colours)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_box_stands_out_from_the_window(qtbot: object, themed: QApplication, theme: str) -> None:
    """Dark: the box was #1F2023 in a #242528 edge on the #2E2F33 window (1.2:1), and a
    greyed-out one was drawn the same."""
    apply_theme(themed, theme)
    window = themed.palette().color(QPalette.ColorRole.Window)
    edge, greyed = INDICATOR_EDGES[theme]
    assert contrast(edge, window) >= 3 and 1.3 <= contrast(greyed, window) < 2
    holder = QWidget()
    qtbot.addWidget(holder)  # type: ignore[attr-defined]
    row = QHBoxLayout(holder)
    buttons: dict[str, QAbstractButton] = {}
    for kind in (QCheckBox, QRadioButton):
        for state in ("on", "off"):
            button = kind(state)
            button.setEnabled(state == "on")
            row.addWidget(button)
            buttons[f"{kind.__name__} {state}"] = button
    field = QLineEdit("text")
    row.addWidget(field)
    holder.show()
    QApplication.processEvents()
    seen = {name: round(box_contrast(b, window), 2) for name, b in buttons.items()}
    for kind in ("QCheckBox", "QRadioButton"):
        assert seen[f"{kind} on"] >= 3, seen
        assert 1.3 <= seen[f"{kind} off"] < 2.5, seen  # greyed out: fainter, still there
    # the text fields are as they were: the dark theme's wells, not the boxes' colours
    base = field.palette().color(QPalette.ColorRole.Base)
    assert base == themed.palette().color(QPalette.ColorRole.Base)
    if theme == "dark":
        assert base == _dark_palette().color(QPalette.ColorRole.Base) == QColor(0x1F, 0x20, 0x23)


def test_the_system_theme_takes_the_boxes_back(qtbot: object, themed: QApplication) -> None:
    def box_window() -> QColor:
        box = QCheckBox("box")
        qtbot.addWidget(box)  # type: ignore[attr-defined]
        box.show()
        return box.palette().color(QPalette.ColorRole.Window)

    apply_theme(themed, "dark")
    assert box_window() != themed.palette().color(QPalette.ColorRole.Window)
    apply_theme(themed, "system")
    assert box_window() == themed.palette().color(QPalette.ColorRole.Window)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_every_tone_reads_on_every_background(player: object, themed: QApplication, theme: str) -> None:
    """Each text colour (the result tones and the secondary grey) stands 4.5:1 and more on each
    background it is written on: the window, the tables' rows and alternate rows, and the
    winner's payment card, as painted. Before: the light theme's grey #707070 was 4.3:1 on the
    window, the blue of a win #308cc6 3.7:1 on white and 2.7:1 on the winner's card, the
    winner's "winner" 3.7:1; the dark theme's error red 4.4:1 on the window, its blue 4.3:1 on
    the alternate rows."""
    apply_theme(themed, theme)
    window = player.window  # type: ignore[attr-defined]
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    for _ in range(3):
        QApplication.processEvents()
    palette = window.palette()
    cards = [window.findChild(QWidget, f"seat-{w}") for w in "ESWN"]
    winner = next(c for c in cards if c._view is not None and c._view.winner)
    image = winner.grab().toImage()
    card_face = QColor(image.pixel(8, winner.height() // 2))
    roles = QPalette.ColorRole
    backgrounds = {
        "window": palette.color(roles.Window),
        "row": palette.color(roles.Base),
        "alternate row": palette.color(roles.AlternateBase),
        "winner's card": card_face,
    }
    assert card_face != backgrounds["window"]
    texts = {tone: tone_color(palette, tone) for tone in ("win", "tenpai", "nowin", "error", "info")}
    texts["muted"] = muted(palette)
    # and as the winner's card shows them: its amount and its role word
    texts["winner's amount"] = winner.amount.palette().color(roles.WindowText)
    texts["winner's role"] = winner.role.palette().color(roles.WindowText)
    low = {
        (text, where): round(contrast(colour, ground), 2)
        for text, colour in texts.items()
        for where, ground in backgrounds.items()
        if contrast(colour, ground) < 4.5
    }
    assert not low


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_tile_with_the_focus_shows_a_ring(player: object, themed: QApplication, theme: str) -> None:
    """The focus mark of a tile is a solid ring 3:1 and more against the tile's face and the
    window. Before: a dotted line of one pixel in the palette's text colour, #ececec on the
    cream face in the dark theme (1.1:1)."""
    from PySide6.QtCore import Qt

    apply_theme(themed, theme)
    tile = player.tile("5p")  # type: ignore[attr-defined]
    for _ in range(3):
        QApplication.processEvents()
    window = tile.window().palette().color(QPalette.ColorRole.Window)
    assert window == themed.palette().color(QPalette.ColorRole.Window)
    face = QColor(0xFB, 0xF6, 0xE8)
    plain = QColor(tile.grab().toImage().pixel(tile.width() // 2, 1))
    tile.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert tile.hasFocus()
    image = tile.grab().toImage()
    mid_x, mid_y = tile.width() // 2, tile.height() // 2
    ring = {
        "top": QColor(image.pixel(mid_x, 1)),
        "left": QColor(image.pixel(1, mid_y)),
        "right": QColor(image.pixel(tile.width() - 2, mid_y)),
    }
    assert ring["top"] != plain
    for side, colour in ring.items():
        assert contrast(colour, face) >= 3, (side, colour.name())
        assert contrast(colour, window) >= 3, (side, colour.name())


@pytest.mark.parametrize("dark", ["#140000", "#001400", "#000000", "#181818"])
def test_a_very_dark_colour_is_lightened_until_it_reads(qapp: object, dark: str) -> None:
    """QColor.lighter(104) cannot move a colour whose HSV value is under 25 (it rounds the step
    away): the loop that makes text stand out on a dark ground stopped at once, #140000 on
    #202020 at 1.25:1."""
    from mjgui.gui.theme import _standing, contrast

    ground = QColor("#202020")
    out = _standing(QColor(dark), (ground,), 4.5, lighter=True)
    assert contrast(out, ground) >= 4.5


def face_shades(button: QAbstractButton) -> set[int]:
    """The colours of a button's face as painted: a column of pixels just inside its left edge,
    inside its frame, where no text reaches (an unchosen face is a gradient)."""
    image = button.grab().toImage()
    return {image.pixel(3, y) for y in range(4, button.height() - 4)}


def strongest_ink(button: QAbstractButton, face: QColor) -> float:
    """The contrast with the face of the pixel inside the frame that stands out most from it:
    the core of the label's letters."""
    image = button.grab().toImage()
    inside = {image.pixel(x, y) for x in range(3, button.width() - 3) for y in range(4, button.height() - 4)}
    return max(contrast(QColor(c), face) for c in inside)


def chosen_apart(chosen: QAbstractButton, unchosen: QAbstractButton) -> dict[str, float]:
    """The least contrast of the chosen button's face with every shade of the unchosen one's,
    and of each one's text with its face: the palette's text colour, as the style draws the
    label, and the label's strongest pixel, as painted."""
    assert chosen.isChecked() and not unchosen.isChecked()
    on = [QColor(c) for c in face_shades(chosen)]
    off = [QColor(c) for c in face_shades(unchosen)]
    text = QPalette.ColorRole.ButtonText
    return {
        "faces": min(contrast(a, b) for a in on for b in off),
        "chosen text": min(contrast(chosen.palette().color(text), a) for a in on),
        "unchosen text": min(contrast(unchosen.palette().color(text), b) for b in off),
        "chosen ink": min(strongest_ink(chosen, a) for a in on),
        "unchosen ink": min(strongest_ink(unchosen, b) for b in off),
    }


def assert_apart(pairs: dict[str, tuple[QAbstractButton, QAbstractButton]]) -> None:
    for _ in range(3):
        QApplication.processEvents()
    seen = {name: {k: round(v, 2) for k, v in chosen_apart(*pair).items()} for name, pair in pairs.items()}
    for name, got in seen.items():
        assert got["faces"] >= 3, (name, seen)
        assert min(v for k, v in got.items() if k != "faces") >= 4.5, (name, seen)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_chosen_toggle_stands_out_in_the_calculator(
    player: object, themed: QApplication, theme: str
) -> None:
    """The chosen palette mode and the chosen seat and round wind stand 3:1 from the buttons
    beside them, their text 4.5:1 on both, also after another choice and after a switch of
    theme (the window was opened in the system's). Before: Fusion's chosen face, its button
    colour 10 % darker, 1.3:1 from the most of an unchosen one's in both themes (#dbdbdb by
    #f8f8f8, #414246 by #525358), 1.1:1 from the nearest shade of its gradient."""
    apply_theme(themed, theme)
    find = player.find  # type: ignore[attr-defined]
    buttons = {name: find(name, QAbstractButton) for name in ("mode-hand", "mode-pon", "seat-2")}
    pairs = {
        "mode": (buttons["mode-hand"], buttons["mode-pon"]),
        "seat": (find("seat-0", QAbstractButton), find("seat-1", QAbstractButton)),
        "round": (find("round-0", QAbstractButton), find("round-1", QAbstractButton)),
    }
    assert_apart(pairs)
    buttons["mode-pon"].click()
    buttons["seat-2"].click()
    assert_apart(
        {
            "mode chosen again": (buttons["mode-pon"], buttons["mode-hand"]),
            "seat chosen again": (buttons["seat-2"], find("seat-0", QAbstractButton)),
        }
    )
    # the one left is drawn as every other unchosen button again
    assert face_shades(buttons["mode-hand"]) == face_shades(find("mode-kan", QAbstractButton))
    # the Hand title's toggle: picking the winning tile
    player.click_tiles("234m567p3467888s5s")  # type: ignore[attr-defined]
    find("pick-win", QAbstractButton).click()
    assert_apart({"pick winning tile": (find("pick-win", QAbstractButton), find("clear", QAbstractButton))})


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_chosen_player_stands_out_in_the_tracker(
    tracker_on_record: Callable[..., object], themed: QApplication, theme: str
) -> None:
    """The tracker's dialogs: the chosen winner and han stand 3:1 from the others. Before: the
    dark theme's chosen face (the highlight darkened under white text, #3275b8) stood 1.6:1
    from an unchosen one (#525358)."""
    apply_theme(themed, theme)
    tracker = tracker_on_record("en", "rules seed\nplayers Aiko Boris Chen Dasha\n")
    dialog = tracker.action("ron", "winner-2", "discarder-1", "han-3")  # type: ignore[attr-defined]
    find = tracker.find  # type: ignore[attr-defined]
    pairs = {
        "winner": (find("winner-2", QAbstractButton, dialog), find("winner-0", QAbstractButton, dialog)),
        "han": (find("han-3", QAbstractButton, dialog), find("han-1", QAbstractButton, dialog)),
    }
    assert_apart(pairs)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_chosen_quiz_level_stands_out(player: object, themed: QApplication, theme: str) -> None:
    """The quiz's chosen level: bold, and in the chosen colours. Before: bold in the highlight's
    colour on Fusion's face, 2.7:1 (light) and 2.9:1 (dark), the face 1.3:1 from the others."""
    from mjgui.controller.teach.quiz import QuizController

    apply_theme(themed, theme)
    quiz = player.window.quiz_window(QuizController("en", "payment", seed=5))  # type: ignore[attr-defined]
    player.qtbot.addWidget(quiz)  # type: ignore[attr-defined]
    quiz.show()
    chosen, other = quiz.level_buttons["payment"], quiz.level_buttons["yaku"]
    assert chosen.font().bold() and not other.font().bold()
    assert_apart({"level": (chosen, other)})


def test_fusion_is_told_without_asking_the_style(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chosen colours are reckoned for Fusion's drawing, and only set under it: told from
    the styles Qt has and QT_STYLE_OVERRIDE, it is the style Qt made; another one named is not."""
    from mjgui.gui import util

    monkeypatch.setattr(util, "_fusion", None)
    monkeypatch.delenv("QT_STYLE_OVERRIDE", raising=False)
    assert util.fusion_drawn() == (QApplication.style().name() == "fusion")
    for override, fusion in (("Fusion", True), ("windowsvista", False), ("macOS", False)):
        monkeypatch.setattr(util, "_fusion", None)
        monkeypatch.setenv("QT_STYLE_OVERRIDE", override)
        assert util.fusion_drawn() is fusion, override
    monkeypatch.setattr(util, "_fusion", False)  # a native look: the chosen button keeps its palette
    box = util.ChoiceBox()
    button = QToolButton(box)
    button.setCheckable(True)
    button.setChecked(True)
    box.add_choice(button)
    assert not button.testAttribute(Qt.WidgetAttribute.WA_SetPalette)
    box.deleteLater()

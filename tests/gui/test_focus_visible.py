"""Where the keyboard's focus is can be seen, in both themes: a meld and a dora indicator's slot
(empty or filled) have the ring a focused tile has, and a list that is a Tab stop of its own
(its text scrolls by the arrow keys) has that ring around it. Before, Tab reached them and
nothing on the screen changed."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from test_tracker_support import activate

from mjgui.gui.appsetup import apply_theme
from mjgui.gui.theme import focus_color
from mjgui.gui.util import ScrollArea

HAND = "123m (777z) 789s11z 22z 2z"  # an open triplet, and a hand whose lists are all shown
GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


@pytest.fixture
def themed() -> Iterator[QApplication]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield app
    apply_theme(app, "system")


def tab_to(qtbot: object, start: QWidget, name: str, back: bool = False) -> QWidget:
    """Tab (or Shift+Tab) from ``start`` until the focus is on the widget named ``name``."""
    start.setFocus(Qt.FocusReason.OtherFocusReason)
    key = Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab
    mods = Qt.KeyboardModifier.ShiftModifier if back else Qt.KeyboardModifier.NoModifier
    for _ in range(200):
        qtbot.keyClick(QApplication.focusWidget(), key, mods)  # type: ignore[attr-defined]
        focus = QApplication.focusWidget()
        if focus is not None and focus.objectName() == name:
            return focus
    raise AssertionError(f"Tab never reached {name}")


def ring_pixels(widget: QWidget, around: int = 0) -> int:
    """The pixels in the focus ring's colour on and ``around`` pixels about ``widget``, as the
    window paints them."""
    QApplication.processEvents()
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()).adjusted(-around, -around, around, around)
    image = window.grab(rect).toImage()
    ring = focus_color(widget.palette()).rgb()
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixel(x, y) & 0xFFFFFF == ring & 0xFFFFFF
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("name", ["hand-0", "meld-0", "dora-0", "dora-1"])
def test_a_focused_meld_or_dora_slot_has_the_tiles_ring(
    make_window: Callable[..., QWidget], qtbot: object, themed: QApplication, theme: str, name: str
) -> None:
    """A meld and a dora indicator's slot, filled (dora-0) or empty (dora-1), drew no focus at
    all: only a hand tile had its ring."""
    window = make_window("en")
    activate(window, qtbot)
    apply_theme(themed, theme)
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    window.controller.set_mode("dora")  # type: ignore[attr-defined]
    window.findChild(QWidget, "tile-3m").click()  # type: ignore[attr-defined]
    widget = tab_to(qtbot, window.notation, name)  # type: ignore[attr-defined]
    focused = ring_pixels(widget)
    qtbot.keyClick(widget, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
    assert not widget.hasFocus()
    # the ring's two lines down each side at least, gone with the focus
    assert focused - ring_pixels(widget) >= 2 * 2 * widget.height() * 0.6, (focused, ring_pixels(widget))


def _calculator(make_window: Callable[..., QWidget], qtbot: object, name: str) -> tuple[QWidget, QWidget]:
    window = make_window("en")
    activate(window, qtbot)
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    if name == "readings":
        window.details.setCurrentIndex(2)  # type: ignore[attr-defined]
    return window, window.notation  # type: ignore[attr-defined]


def _tracker(tracker_on_record: Callable[..., object], qtbot: object) -> tuple[QWidget, QWidget]:
    window = tracker_on_record("en", GAME).window  # type: ignore[attr-defined]
    activate(window, qtbot)
    return window, window.history


def _quiz(make_window: Callable[..., QWidget], qtbot: object) -> tuple[QWidget, QWidget]:
    from mjgui.controller.teach.quiz import QuizController

    calculator = make_window("en")
    quiz = calculator.quiz_window(QuizController("en", "payment", seed=5))  # type: ignore[attr-defined]
    quiz.show()
    quiz.controller.new_hand()
    qtbot.waitExposed(quiz)  # type: ignore[attr-defined]
    activate(quiz, qtbot)
    return quiz, quiz.filter


def _club(club: QWidget, qtbot: object, tmp_path: object) -> tuple[QWidget, QWidget]:
    from tests.leaguegen import write_season

    write_season(tmp_path / "season", 4)  # type: ignore[operator]
    club.open_folder(tmp_path / "season")  # type: ignore[attr-defined,operator]
    club.table.selectRow(0)  # type: ignore[attr-defined]
    activate(club, qtbot)
    return club, club.table  # type: ignore[attr-defined]


AREAS = [
    "yaku",
    "fu",
    "steps-scroll",
    "readings",
    "tracker-needs-scroll",
    "quiz-answers-scroll",
    "club-stats-area",
]


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("name", AREAS)
def test_a_list_reached_by_tab_has_a_ring_around_it(
    request: pytest.FixtureRequest, qtbot: object, themed: QApplication, theme: str, name: str
) -> None:
    """The yaku, the fu, the arithmetic, the readings, the tracker's needs, the quiz's answers
    and the club's statistics are Tab stops (their text scrolls by keyboard) that showed
    nothing when they had the focus. The ring is outside the area (never over its text), goes
    with the focus, and is not drawn after a click into the list."""
    if name == "tracker-needs-scroll":
        window, start = _tracker(request.getfixturevalue("tracker_on_record"), qtbot)
    elif name == "quiz-answers-scroll":
        window, start = _quiz(request.getfixturevalue("make_window"), qtbot)
    elif name == "club-stats-area":
        window, start = _club(request.getfixturevalue("club"), qtbot, request.getfixturevalue("tmp_path"))
    else:
        window, start = _calculator(request.getfixturevalue("make_window"), qtbot, name)
    apply_theme(themed, theme)
    area = tab_to(qtbot, start, name)
    assert isinstance(area, ScrollArea)
    assert area.focus_shown()
    inside = ring_pixels(area)  # nothing drawn over the list's own text
    ring = ring_pixels(area, around=3) - inside
    assert ring >= 2 * (area.width() + area.height()), (ring, area.size())
    qtbot.keyClick(area, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
    assert not area.focus_shown()
    assert ring_pixels(area, around=3) - ring_pixels(area) < ring / 4
    # Shift+Tab comes back to it with the ring; a click into it gives it the focus without one
    assert tab_to(qtbot, start, name, back=True) is area and area.focus_shown()
    start.setFocus(Qt.FocusReason.TabFocusReason)
    assert not area.focus_shown()
    qtbot.mouseClick(area.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))  # type: ignore[attr-defined]
    assert area.hasFocus() and not area.focus_shown()
    del window


def test_a_list_with_the_ring_still_scrolls_by_keyboard(
    make_window: Callable[..., QWidget], qtbot: object
) -> None:
    """The ring comes with the focus; the keys still scroll: the arithmetic in a short window."""
    window = make_window("en")
    activate(window, qtbot)
    qtbot.keyClicks(window.notation, HAND)  # type: ignore[attr-defined]
    window.resize(1280, 640)
    QApplication.processEvents()
    area = tab_to(qtbot, window.notation, "steps-scroll")  # type: ignore[attr-defined]
    bar = area.verticalScrollBar()  # type: ignore[attr-defined]
    assert bar.maximum() > 0
    qtbot.keyClick(area, Qt.Key.Key_PageDown)  # type: ignore[attr-defined]
    assert bar.value() > 0 and area.focus_shown()  # type: ignore[attr-defined]

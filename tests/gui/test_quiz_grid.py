"""The quiz's yaku grid is laid out once, before it is first shown: the first click of the first
hand moves nothing, so a second click where a yaku was seen ticks that yaku (issue 24, item 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QCheckBox

from mjgui.controller.teach.quiz import QuizController
from mjgui.gui.settings import Settings
from mjgui.gui.teach.quiz import QuizWindow


def _boxes(window: QuizWindow) -> dict[str, QRect]:
    """Each yaku box's place in the window."""
    out = {}
    for box in window.findChildren(QCheckBox):
        name = box.objectName()
        if name.startswith("yaku-") and box.isVisible():
            out[name] = QRect(box.mapTo(window, QPoint(0, 0)), box.size())
    return out


def _click_at(qtbot, window: QuizWindow, point: QPoint) -> str:
    """A click where the player sees a box: whatever box is there now takes it."""
    target = window.childAt(point)
    while target is not None and not isinstance(target, QCheckBox):
        target = target.parentWidget()
    assert isinstance(target, QCheckBox), f"no yaku box at {point}"
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(window, point))
    return target.objectName()


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (1120, 800)), ("ru", (1120, 800)), ("ru", (1024, 640)), ("en", (1024, 640))]
)
def test_two_clicks_tick_the_two_yaku_seen(qtbot, lang: str, size: tuple[int, int]) -> None:
    window = QuizWindow(QuizController(lang, "yaku", seed=5), settings=Settings(None))
    qtbot.addWidget(window)
    window.languages.set_language(lang)
    window.resize(*size)
    window.start()  # Learn -> Quiz deals the first hand, then shows the window
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    before = _boxes(window)
    assert {"yaku-pinfu", "yaku-iipeikou"} <= set(before)
    # every box shows its whole name (a Russian box was cut off until the first click)
    for box in window.findChildren(QCheckBox):
        if box.objectName().startswith("yaku-") and box.isVisible():
            assert box.width() >= box.sizeHint().width(), box.text()
    # on the box's mark, where a player clicks
    first = before["yaku-pinfu"].topLeft() + QPoint(8, before["yaku-pinfu"].height() // 2)
    second = before["yaku-iipeikou"].topLeft() + QPoint(8, before["yaku-iipeikou"].height() // 2)
    assert _click_at(qtbot, window, first) == "yaku-pinfu"
    QApplication.processEvents()
    assert _boxes(window) == before  # nothing moved
    assert _click_at(qtbot, window, second) == "yaku-iipeikou"
    ticked = {c.id for c in window.controller.view().choices if c.checked}
    assert ticked == {"pinfu", "iipeikou"}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_opened_from_the_calculator_the_first_clicks_tick_what_was_clicked(
    make_window, qtbot, lang: str
) -> None:
    """The way a player opens it: Learn -> Quiz from the calculator, then two yaku ticked."""
    calc = make_window(lang)
    calc.open_quiz()
    window = calc.quiz_window()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    window.controller.set_level("yaku")
    QApplication.processEvents()
    before = _boxes(window)
    for box in window.findChildren(QCheckBox):
        if box.objectName().startswith("yaku-") and box.isVisible():
            assert box.width() >= box.sizeHint().width(), box.text()
    first = before["yaku-pinfu"].topLeft() + QPoint(8, before["yaku-pinfu"].height() // 2)
    second = before["yaku-iipeikou"].topLeft() + QPoint(8, before["yaku-iipeikou"].height() // 2)
    assert _click_at(qtbot, window, first) == "yaku-pinfu"
    QApplication.processEvents()
    assert _boxes(window) == before
    assert _click_at(qtbot, window, second) == "yaku-iipeikou"
    assert {c.id for c in window.controller.view().choices if c.checked} == {"pinfu", "iipeikou"}
    window.close()

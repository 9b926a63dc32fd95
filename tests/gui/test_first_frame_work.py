"""What the first frame does not need is not done before it, and nothing the player sees changes:
the han x fu excerpt's size worked out once per change (not at each of the layouts' questions),
the count and choice boxes' focus hooks given after the first frame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import SIGNAL
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from mjgui.controller.scoring.calculator import Controller
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.gui.appsetup import setup_application
from mjgui.gui.settings import Settings
from mjgui.gui.teach.widgets import TableExcerpt
from mjgui.gui.util import CountSpinBox
from mjgui.gui.window import MainWindow


def test_the_excerpts_size_is_worked_out_once_until_its_contents_or_font_change(
    qapp: QApplication, monkeypatch: object
) -> None:
    setup_application(qapp)
    controller = Controller()
    words = ["234m567p3467888s5s", "--riichi", "--dora", "2s"]
    controller.load_spec(parse_score_args(words)[0].spec, record=False)
    worked: list[int] = []
    height = TableExcerpt._limit_row_height
    monkeypatch.setattr(  # type: ignore[attr-defined]
        TableExcerpt, "_limit_row_height", lambda self: worked.append(1) or height(self)
    )
    excerpt = TableExcerpt()
    excerpt.set_view(controller.view().table, True)
    hint, least = excerpt.sizeHint(), excerpt.minimumSizeHint()
    for _ in range(10):
        assert excerpt.sizeHint() == hint
        assert excerpt.minimumSizeHint() == least
    assert len(worked) == 1, "worked out at every question"
    assert hint.width() > least.width() > 0
    # a larger font: worked out again, larger
    font = QFont(excerpt.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    excerpt.setFont(font)
    assert excerpt.sizeHint().width() > hint.width()
    assert excerpt.sizeHint().height() > hint.height()
    assert len(worked) == 2
    excerpt.deleteLater()


def _focus_watchers(app: QApplication) -> int:
    return app.receivers(SIGNAL("focusChanged(QWidget*,QWidget*)"))


def test_the_count_boxes_watch_the_focus_only_after_the_first_frame(qtbot: object) -> None:
    """The window's count boxes (honba, sticks, renchan) connect to the application's focus
    signal, and its choice boxes to their buttons' presses, in the steps after the first frame:
    a click or a key, which needs them, cannot come before it. Then a click on an arrow still
    leaves the focus where it was."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    before = _focus_watchers(app)
    window = MainWindow(Controller(), Settings(None), lang="en")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    spins = window.findChildren(CountSpinBox)
    assert len(spins) >= 3  # honba, sticks, renchan
    assert _focus_watchers(app) == before, "hooked before the first frame"
    window.finish_startup()
    assert _focus_watchers(app) == before + len(spins)
    window.finish_startup()  # once only
    assert _focus_watchers(app) == before + len(spins)
    # a count box made after the start (a dialog's) watches at once
    later = CountSpinBox()
    assert _focus_watchers(app) == before + len(spins) + 1
    later.deleteLater()


def test_a_tiles_focus_ring_is_drawn_while_it_has_the_focus_and_not_asked_for_before(
    qtbot: object, monkeypatch: object
) -> None:
    """The ring of a hand or palette tile and of an empty dora slot: drawn while the keyboard's
    focus is on it, gone when it leaves; a tile without the focus paints without asking for it
    (54 tiles in the first frame on a hand each asked Qt whether it had the focus)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from mjgui.gui import tiles

    drawn: list[object] = []
    ring = tiles.focus_ring
    monkeypatch.setattr(tiles, "focus_ring", lambda *args: drawn.append(args[1]) or ring(*args))  # type: ignore[attr-defined]
    box = QWidget()
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    row = QHBoxLayout(box)
    tile, slot, other = tiles.TileButton("5m", 40, box), tiles.IndicatorButton(30, box), QWidget(box)
    other.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    for widget in (tile, slot, other):
        row.addWidget(widget)
    box.show()
    qtbot.waitExposed(box)  # type: ignore[attr-defined]
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)  # type: ignore[attr-defined]
    other.setFocus()  # (the window's activation gave it to the tile, the first Tab stop)
    drawn.clear()
    plain = {w: w.grab().toImage() for w in (tile, slot)}
    assert drawn == [], "a tile without the focus asked for its ring"
    for widget in (tile, slot):
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        assert widget.hasFocus()
        assert widget.grab().toImage() != plain[widget], "no ring with the focus"
        assert drawn[-1] is widget
        other.setFocus(Qt.FocusReason.TabFocusReason)
        assert widget.grab().toImage() == plain[widget], "the ring stayed"


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_tiles_ring_stays_while_a_menu_is_open(qtbot: object) -> None:
    """A popup menu takes the focus events, not the focus (Qt's own buttons keep their ring): the
    tile's ring, told by its focus events, stays while the menu is open."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QHBoxLayout, QMenu, QWidget

    from mjgui.gui import tiles

    box = QWidget()
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    row = QHBoxLayout(box)
    tile, other = tiles.TileButton("5m", 40, box), QWidget(box)
    other.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    row.addWidget(tile)
    row.addWidget(other)
    box.show()
    qtbot.waitExposed(box)  # type: ignore[attr-defined]
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)  # type: ignore[attr-defined]
    tile.setFocus(Qt.FocusReason.TabFocusReason)
    ringed = tile.grab().toImage()
    menu = QMenu(box)
    menu.addAction("a")
    seen: list[bool] = []

    def look() -> None:
        seen.append(tile.hasFocus() and tile.grab().toImage() == ringed)
        menu.close()

    QTimer.singleShot(200, look)
    menu.exec(box.mapToGlobal(box.rect().center()))
    assert seen == [True], "the ring went while the menu was open"


def test_the_excerpts_size_is_worked_out_again_when_it_needs_more_room(qapp: QApplication) -> None:
    """A limit hand after an ordinary one widens the excerpt (its limit rows): the least width
    remembered for the ordinary hand is not kept (it was 153 px where 214 px were needed)."""
    setup_application(qapp)

    def view(*words: str) -> object:
        controller = Controller()
        controller.load_spec(parse_score_args(list(words))[0].spec, record=False)
        return controller.view().table

    excerpt = TableExcerpt()
    excerpt.set_view(view("234m567p3467888s5s", "--riichi", "--dora", "2s"), True)
    ordinary = excerpt.minimumSizeHint()
    excerpt.set_view(view("19m19p19s1234567z1m", "--tsumo"), True)
    fresh = TableExcerpt()
    fresh.set_view(view("19m19p19s1234567z1m", "--tsumo"), True)
    assert excerpt.minimumSizeHint() == fresh.minimumSizeHint()
    assert fresh.minimumSizeHint().width() > ordinary.width()
    excerpt.deleteLater()
    fresh.deleteLater()

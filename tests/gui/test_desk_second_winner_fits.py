"""The desk scoring a second winner for the game keeps to a 1024 x 640 screen (en and ru).

With the tracker's banner on two lines, the note that this winner gets no honba and the note of
more ura than dora indicators, the window's minimum height was 651 px: it grew past the screen.
Two things made it: the results' stack kept the height its waits page had while the hand was
typed (a hidden page's change never reached the column), and the details tabs never gave way
(the han x fu excerpt beside the steps kept its whole height). Now the excerpt scrolls when the
tab is shorter, and the window's minimum, frame included, is within the screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from mjgui.app import paint_now
from mjgui.core.scoring.tiles import tile
from mjgui.gui.fit import FRAME
from mjgui.gui.window import MainWindow

TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu (a second winner at 5 honba)
SCREEN = (1024, 640)


_data_dir = own_data_dir()


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _second_winner(make_window: object, qtbot: object, tmp_path: Path, lang: str) -> MainWindow:
    """The desk at 1024 x 640 scoring Boris's ron on Chen's discard, after Aiko's, at 5 honba
    under ``multiple_ron_honba=first``, the hand typed tile by tile, with riichi and more ura
    than dora indicators: every note it says at once."""
    from conftest import Player
    from test_tracker_support import TrackerPlayer, banner

    window = make_window(lang)  # type: ignore[operator]
    assert isinstance(window, MainWindow)
    window.resize(*SCREEN)
    player = Player(qtbot, window)
    window.findChild(QAction, "open-tracker").trigger()  # Game -> Game tracker
    qtbot.addWidget(window.game_link.tracker_window)  # type: ignore[attr-defined]
    tracker = TrackerPlayer(qtbot, window.game_link.tracker_window)
    record = tmp_path / "house.mjgame"
    lines = [
        "rules seed atama_hane=off multiple_ron_honba=first",
        "players Aiko Boris Chen Dasha",
        *["draw tenpai Aiko"] * 5,
        "ron Aiko from Chen 2 30",
    ]
    record.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert tracker.window.open_file(record)
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("also-ron", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    window.resize(*SCREEN)
    player.type(TWO_HAN)
    controller = window.controller
    assert controller.set_flag("riichi", True)
    assert controller.add_indicator("dora", tile("1m"))
    assert controller.add_indicator("ura", tile("2m"))
    assert controller.add_indicator("ura", tile("3m"))
    window.resize(*SCREEN)
    paint_now(window)
    _settle()
    # the state the window was too tall in: the banner on two lines, two notes
    assert banner(player)
    assert window.game_banner.height() > 1.5 * window.game_banner.fontMetrics().lineSpacing()
    codes = [label.property("code") for label in window.messages.labels()]
    assert codes == ["more_ura_than_dora", "honba_to_first"], codes
    return window


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_second_winners_notes_keep_the_desk_within_a_1024x640_screen(
    make_window: object, qtbot: object, tmp_path: Path, lang: str
) -> None:
    window = _second_winner(make_window, qtbot, tmp_path, lang)
    least = window.minimumSizeHint()
    assert least.height() + FRAME.height() <= SCREEN[1], (lang, least.height())
    assert least.width() + FRAME.width() <= SCREEN[0], (lang, least.width())
    assert (window.width(), window.height()) == SCREEN, lang  # it did not grow

    # on the screen with a title bar: 600 px high, the tabs give way; the excerpt scrolls, whole
    window.resize(SCREEN[0], SCREEN[1] - FRAME.height())
    paint_now(window)
    _settle()
    assert (window.width(), window.height()) == (SCREEN[0], SCREEN[1] - FRAME.height()), lang
    assert window.minimumSizeHint().width() + FRAME.width() <= SCREEN[0], lang
    excerpt = window.table_excerpt
    scroll = window.findChild(QScrollArea, "excerpt-scroll")
    assert excerpt.isVisible() and excerpt.height() == excerpt.sizeHint().height(), lang
    assert scroll.viewport().height() + scroll.verticalScrollBar().maximum() >= excerpt.height(), lang
    assert excerpt.width() <= scroll.viewport().width(), lang  # beside its scroll bar, not under it
    # the steps' total in sight under them, the tabs whole in the column
    total = window.findChild(QLabel, "arithmetic-total")
    assert total.isVisible() and total.text(), lang
    bottom = total.mapTo(window, total.rect().bottomLeft()).y()
    assert bottom < window.height() and total.height() >= total.sizeHint().height(), lang
    assert window.details.geometry().bottom() < window.details.parentWidget().height(), lang


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_ordinary_hand_keeps_the_whole_excerpt_at_1024x640(make_window: object, lang: str) -> None:
    """The tabs give way only when the column has no room: an ordinary hand shows the excerpt
    whole, without a scroll bar, as before."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.arguments import parse_score_args

    controller = Controller(lang)
    request, _ = parse_score_args(["234m567p3467888s5s", "--riichi"])
    controller.load_spec(request.spec, record=False)
    window = make_window(lang, controller)  # type: ignore[operator]
    window.resize(*SCREEN)
    paint_now(window)
    window.finish_startup()
    _settle()
    scroll = window.findChild(QScrollArea, "excerpt-scroll")
    excerpt = window.table_excerpt
    assert excerpt.isVisible() and scroll.viewport().height() >= excerpt.height(), lang
    assert scroll.verticalScrollBar().maximum() == 0 and not scroll.verticalScrollBar().isVisible(), lang
    assert excerpt.width() <= scroll.viewport().width(), lang  # not cut at its side either

"""The calculator's input column during a hand-off from the tracker, at 1024 × 640: never narrower
than its contents' least width, so the hand row is whole (its winning tile last), and so are the
notation field (its clear button at its right end) and the Hand title's buttons, after every pass
of the event loop (each may paint), in English and in Russian.

A player's seed game in Russian, a ron asked from the tracker and built on the desk, the window
made 1024 × 640 wide: the column was 532 px for contents of 543, the winning tile a sliver at the
edge, the notation's clear button and "Next hand" cut. The mode bar, the hand's buttons and the
situation had their Russian words, but the column's layout still held their English least widths:
a change deep in the column reached it one pass of the event loop per level, and a layout (a
resize, a paint) in between used the widths of before. A fresh start on the same hand fit. (With
the event loop running on, the column came right two or three passes later: the frames between
showed the cut; the audit's screenshot was taken in the first.)"""

from __future__ import annotations

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication
from test_tracker_support import TrackerPlayer, banner
from test_tracker_support import tracker_from_calculator as open_tracker

from mjgui.app import paint_now

NAMES = ("Anna-Maria", "Boris", "Chen", "Dasha")
HAND = "234m567p3467888s5s"
PASSES = 4  # a change reached the column's layout within three passes, a level each


_data_dir = own_data_dir()


def cut(player: object) -> list[str]:
    """What the calculator's input column shows cut at its side, now: the column narrower than
    its contents' least width, and each widget shown in it (a tile, a button, a field) that
    passes its right edge (the column scrolls up and down: only the sides are read)."""
    window = player.window  # type: ignore[attr-defined]
    column = window.input_scroll
    view = column.viewport()
    problems = []
    if column.width() < column.minimumSizeHint().width():
        problems.append(f"column {column.width()} px for a least width of {column.minimumSizeHint().width()}")
    tiles = window.hand_row.tile_buttons()
    assert len(tiles) == 14
    shown = [w for w in column.widget().findChildren(QAbstractButton) if w.isVisibleTo(view)]
    field = window.notation
    shown += [field, window.situation.discarder]
    assert tiles[-1] in shown and window.pick_win in shown  # the winning tile, a Hand button
    for widget in shown:
        left = widget.mapTo(view, QPoint(0, 0)).x()
        if left < 0 or left + widget.width() > view.width():
            problems.append(widget.objectName() or widget.text())
        elif widget.width() < widget.minimumSizeHint().width() and widget.parentWidget() is not field:
            # its words cut inside it (the field's clear button is the field's own business)
            problems.append(f"{widget.objectName() or widget.text()} squeezed")
    return problems


def cut_in_passes(player: object) -> list[list[str]]:
    """:func:`cut` after each of the next passes of the event loop (each may paint a frame)."""
    seen = []
    for _ in range(PASSES):
        QApplication.processEvents()
        seen.append(cut(player))
    return seen


def hand_off(player: object, lang: str = "en") -> TrackerPlayer:
    """A seed game (a draw, a chombo, Dasha's riichi: East 2, a honba and a stick), the
    language chosen on the calculator (the pass that gives the widgets their words), Dasha's
    ron on Anna-Maria's discard asked from the tracker, the hand built on the desk."""
    tracker = open_tracker(player)
    tracker.new_game(NAMES)
    tracker.window.commit_line("draw tenpai Boris,Chen")
    tracker.window.commit_line("chombo Chen")
    tracker.action("riichi", "player-3")
    tracker.ok()
    if lang != "en":
        switch(player, lang)
        QApplication.processEvents()
    tracker.action("ron", "winner-3", "discarder-0")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    return tracker


def switch(player: object, lang: str) -> None:
    """The calculator's Language menu, ``lang`` chosen: Qt's LanguageChange is posted."""
    action = player.window.findChild(QAction, f"language-{lang}")  # type: ignore[attr-defined]
    assert action is not None
    action.trigger()


BANNER = {"en": "Scoring for the game: Dasha", "ru": "Подсчёт для игры: Dasha"}


@pytest.mark.parametrize(("before", "after"), [("en", "ru"), ("ru", "en")])
def test_the_column_is_whole_when_the_language_changes_mid_hand_off_at_1024(
    player: object, before: str, after: str
) -> None:
    window = player.window  # type: ignore[attr-defined]
    hand_off(player, before)
    window.resize(1024, 640)
    paint_now(window)
    assert banner(player).startswith(BANNER[before])
    assert not cut(player)
    switch(player, after)
    assert cut_in_passes(player) == [[]] * PASSES
    assert banner(player).startswith(BANNER[after])
    assert window.hand_label.text() == {"en": "Hand", "ru": "Рука"}[after]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_column_is_whole_when_the_window_narrows_right_after_a_switch(player: object, lang: str) -> None:
    """The audit's steps: the language chosen, the hand-off, the window made 1024 × 640 before
    the event loop went round again."""
    window = player.window  # type: ignore[attr-defined]
    hand_off(player, lang)
    window.resize(1024, 640)
    assert cut_in_passes(player) == [[]] * PASSES
    assert banner(player).startswith(BANNER[lang])
    # larger and back: still whole, and as wide as a fresh start on the same hand
    window.resize(1280, 800)
    paint_now(window)
    window.resize(1024, 640)
    assert cut_in_passes(player) == [[]] * PASSES
    assert window.input_scroll.width() == window.input_scroll.minimumSizeHint().width()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_column_is_whole_when_the_hand_off_comes_at_1024(player: object, lang: str) -> None:
    """The window already 1024 × 640 when the tracker asks, the players' names long: the desk
    takes the game's situation and names, the column stays whole (a guard: this one was whole
    before the fix too)."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game(("Anna-Maria-Magdalena", "Boris-Alexandrovich", "Chen", "Dasha-Konstantinovna"))
    if lang != "en":
        switch(player, lang)
    player.type(HAND)  # type: ignore[attr-defined]
    window.resize(1024, 640)
    paint_now(window)
    tracker.window.commit_line("riichi Dasha-Konstantinovna")
    tracker.action("ron", "winner-3", "discarder-0")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    assert cut_in_passes(player) == [[]] * PASSES
    assert banner(player).startswith(BANNER[lang])

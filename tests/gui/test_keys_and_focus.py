"""What a keyboard (and a screen reader) player gets: the log window's Ctrl+O and its *Open
another* button with a game record picked, Enter on a dialog's Cancel, Ctrl+Enter in every
tracker dialog, Tab into a row of one choice, the names of the ✕ buttons, and the focus on the
tile acted on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QWidget
from test_accessible_names import given_name, unnamed
from test_tracker_support import TrackerPlayer, activate, tracker_from_calculator

from mjgui.gui.tiles import MeldButton, TileButton
from tests.util import HANCHAN

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
KEYPAD = Qt.KeyboardModifier.KeypadModifier
NONE = Qt.KeyboardModifier.NoModifier

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""
LOG = Path(__file__).parent.parent / "data" / "logs" / "mjx-double-ron.mjlog"


def focused() -> str:
    widget = QApplication.focusWidget()
    return widget.objectName() if widget is not None else ""


def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = NONE) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, key, modifiers)


def tab_to(name: str, limit: int = 60) -> None:
    for _ in range(limit):
        if focused() == name:
            return
        press(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name} (it is on {focused()})")


@pytest.fixture
def tracker(tracker_on_record: object, qtbot: object) -> TrackerPlayer:
    shown = tracker_on_record("en", GAME)  # type: ignore[operator]
    activate(shown.window, qtbot)
    return shown  # type: ignore[no-any-return]


def _ron_dialog(tracker: TrackerPlayer) -> QWidget:
    dialog = tracker.window.open_action("ron", winner=1, discarder=0)
    activate(dialog, tracker.qtbot)
    tracker.click("han-2", dialog)
    tracker.click("fu-30", dialog)
    assert dialog.ok.isEnabled()
    return dialog


# -- the log window's Ctrl+O and Open another… ----------------------------------------------------


@pytest.mark.parametrize("how", ["ctrl-o", "button"])
def test_the_log_windows_open_takes_a_record_to_the_tracker(
    make_window: object, qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """Ctrl+O and *Open another…* passed the signal's ``checked`` (False) as the record opener:
    the dialog offered records, and one picked raised TypeError ('bool' object is not callable)
    in the event loop; nothing opened, nothing was said."""
    window = make_window("en")  # type: ignore[operator]
    logs = window.log_window()
    logs.show()
    qtbot.waitExposed(logs)  # type: ignore[attr-defined]
    activate(logs, qtbot)
    record = tmp_path / "evening.mjgame"
    record.write_text(HANCHAN, encoding="utf-8")
    asked: list[tuple[str, str]] = []

    def pick(_parent: object, title: str, _start: str, filters: str) -> tuple[str, str]:
        asked.append((title, filters))
        return str(record), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    if how == "ctrl-o":
        qtbot.keyClick(QApplication.focusWidget() or logs, Qt.Key.Key_O, CTRL)  # type: ignore[attr-defined]
    else:
        logs.another_button.setFocus()
        qtbot.keyClick(logs.another_button, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    assert [title for title, _ in asked] == ["Open game log or record"]
    assert "Game records (*.mjgame)" in asked[0][1]
    tracker = window.game_link.tracker_window
    assert tracker is not None and tracker.isVisible()
    qtbot.addWidget(tracker)  # type: ignore[attr-defined]
    history = TrackerPlayer(qtbot, tracker).history()
    assert history[:3] == ["rules seed", "players Aiko Boris Chen Dasha", "riichi Boris"]
    assert history[-1] == HANCHAN.strip().splitlines()[-1]
    assert logs.isVisible()  # the log window stays as it was


def test_the_log_windows_open_still_reads_a_log(
    make_window: object, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("en")  # type: ignore[operator]
    logs = window.log_window()
    logs.show()
    qtbot.waitExposed(logs)  # type: ignore[attr-defined]
    activate(logs, qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(LOG), ""))
    qtbot.keyClick(QApplication.focusWidget() or logs, Qt.Key.Key_O, CTRL)  # type: ignore[attr-defined]
    assert logs.title.text().endswith("4\u00a0wins, 4\u00a0agree")
    assert window.game_link.tracker_window is None or not window.game_link.tracker_window.isVisible()


# -- Enter on a focused Cancel (or the calculator, or Edit as text) -------------------------------


@pytest.mark.parametrize("target", ["dialog-cancel", "dialog-calculator"])
def test_enter_on_cancel_or_the_calculator_records_nothing(tracker: TrackerPlayer, target: str) -> None:
    """Those buttons were not auto-default: Enter on them went to Record, and the ron was
    recorded while the screen reader said "Cancel, button"."""
    dialog = _ron_dialog(tracker)
    tab_to(target)
    press(Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert tracker.history()[-1] == "ron Chen from Aiko 3 40"


def test_enter_on_edit_as_text_opens_the_text(tracker: TrackerPlayer) -> None:
    dialog = tracker.window.edit_line(3)
    activate(dialog, tracker.qtbot)
    tab_to("dialog-as-text")
    press(Qt.Key.Key_Return)
    assert not dialog.isVisible()
    text = tracker.window.dialog
    assert text is not None and text.objectName() == "dialog-replace" and text.isVisible()
    assert text.edit.text() == "ron Chen from Aiko 3 40"
    assert tracker.history()[-1] == "ron Chen from Aiko 3 40"


def test_enter_after_a_choice_still_records(tracker: TrackerPlayer) -> None:
    dialog = _ron_dialog(tracker)
    assert focused() == "fu-30"
    press(Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert tracker.history()[-1] == "ron Boris from Aiko 2 30"


# -- Ctrl+Enter in the line dialogs and the new game ----------------------------------------------


ENTERS = [(Qt.Key.Key_Return, CTRL), (Qt.Key.Key_Enter, CTRL | KEYPAD)]


@pytest.mark.parametrize("where", ["han-2", "dialog-cancel"])
def test_ctrl_enter_records_wherever_the_focus_is(tracker: TrackerPlayer, where: str) -> None:
    dialog = _ron_dialog(tracker)
    tab_to(where)
    press(Qt.Key.Key_Return, CTRL)
    assert not dialog.isVisible()
    assert tracker.history()[-1] == "ron Boris from Aiko 2 30"


@pytest.mark.parametrize(("key", "mods"), ENTERS, ids=["ctrl-return", "ctrl-keypad-enter"])
def test_ctrl_enter_inserts_a_line(tracker: TrackerPlayer, key: Qt.Key, mods: Qt.KeyboardModifier) -> None:
    dialog = tracker.window.insert_line(3)
    activate(dialog, tracker.qtbot)
    tracker.qtbot.keyClicks(dialog.edit, "riichi Boris")  # type: ignore[attr-defined]
    press(key, mods)
    assert not dialog.isVisible()
    assert tracker.history()[2:] == ["riichi Boris", "ron Chen from Aiko 3 40"]


@pytest.mark.parametrize("where", ["line-edit", "dialog-cancel"])
def test_ctrl_enter_saves_a_line_edited_as_text(tracker: TrackerPlayer, where: str) -> None:
    dialog = tracker.window.edit_line_text(3)
    activate(dialog, tracker.qtbot)
    dialog.edit.selectAll()
    tracker.qtbot.keyClicks(dialog.edit, "ron Chen from Aiko 3 30")  # type: ignore[attr-defined]
    tab_to(where)
    press(Qt.Key.Key_Return, CTRL)
    assert not dialog.isVisible()
    assert tracker.history()[-1] == "ron Chen from Aiko 3 30"


def test_ctrl_enter_starts_a_new_game(tracker: TrackerPlayer) -> None:
    tracker.window.new_game_dialog()
    dialog = tracker.dialog
    activate(dialog, tracker.qtbot)
    tracker.type_into("new-name-0", "Erik", dialog)
    press(Qt.Key.Key_Return, CTRL)
    assert not dialog.isVisible()
    assert "players Erik Boris Chen Dasha" in tracker.history()
    assert "ron Chen from Aiko 3 40" not in tracker.history()


def test_ctrl_enter_does_nothing_while_ok_is_off(tracker: TrackerPlayer) -> None:
    dialog = tracker.window.insert_line(3)
    activate(dialog, tracker.qtbot)
    tracker.qtbot.keyClicks(dialog.edit, "riichi Nobody")  # type: ignore[attr-defined]
    assert not dialog.ok.isEnabled()
    press(Qt.Key.Key_Return, CTRL)
    assert dialog.isVisible()
    assert tracker.history()[-1] == "ron Chen from Aiko 3 40" and len(tracker.history()) == 3


# -- Tab into a row of one choice lands on the chosen button --------------------------------------


@pytest.mark.parametrize("back", [False, True], ids=["tab", "shift-tab"])
def test_tab_into_the_seat_winds_lands_on_the_seat_chosen_by_a_key(
    player: object, qtbot: object, back: bool
) -> None:
    """Alt+3 made the seat West, yet Tab reached "Seat wind: East, dealer" (not chosen): one
    Space there changed the seat and the score."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    qtbot.keyClick(window.notation, Qt.Key.Key_3, ALT)  # type: ignore[attr-defined]
    seats = [window.findChild(QAbstractButton, f"seat-{i}") for i in range(4)]
    assert seats[2].isChecked()
    if back:  # from the first Tab stop after the row
        after = seats[3].nextInFocusChain()
        while after in seats or not (after.focusPolicy() & Qt.FocusPolicy.TabFocus and after.isVisible()):
            after = after.nextInFocusChain()
        after.setFocus(Qt.FocusReason.TabFocusReason)
        step = (Qt.Key.Key_Tab, SHIFT)
    else:
        window.situation.ron.setFocus(Qt.FocusReason.TabFocusReason)
        step = (Qt.Key.Key_Tab, NONE)
    for _ in range(30):
        if focused().startswith("seat-"):
            break
        press(*step)
    assert focused() == "seat-2"
    assert QApplication.focusWidget().accessibleName() == "Seat wind: West"
    press(Qt.Key.Key_Space)  # the chosen button again: nothing changes
    assert seats[2].isChecked()


def test_tab_into_a_line_being_edited_lands_on_its_han_and_fu(tracker: TrackerPlayer) -> None:
    """*Edit…* on a 3 han 40 fu ron: Tab reached "1 han" and "25 fu", neither chosen, and one
    Space made the line 3 han 25 fu."""
    dialog = tracker.window.edit_line(3)
    activate(dialog, tracker.qtbot)
    for _ in range(20):
        if focused().startswith(("han-", "limit-", "yakuman")):
            break
        press(Qt.Key.Key_Tab)
    assert focused() == "han-3"
    for _ in range(10):
        if focused().startswith("fu-"):
            break
        press(Qt.Key.Key_Tab)
    assert focused() == "fu-40"
    press(Qt.Key.Key_Space)
    assert dialog.line.text() == "ron Chen from Aiko 3 40"
    press(Qt.Key.Key_Tab, SHIFT)
    for _ in range(10):
        if focused().startswith("han-"):
            break
        press(Qt.Key.Key_Tab, SHIFT)
    assert focused() == "han-3"


def tab_into(prefix: str, limit: int = 20) -> None:
    for _ in range(limit):
        press(Qt.Key.Key_Tab)
        if focused().startswith(prefix):
            return
    raise AssertionError(f"Tab never reached a {prefix} button (it is on {focused()})")


def test_tab_reaches_who_dealt_in_when_the_winner_moved_onto_them(tracker: TrackerPlayer) -> None:
    """The desk's ron, Boris from Aiko; the winner moved to Aiko by the arrow: Aiko's *Dealt in*
    button, the row's Tab stop, was unchecked and disabled, and Tab went past the whole row (han,
    line, Cancel, winner, han…): no Tab path to the choice the dialog waited for."""
    dialog = tracker.window.open_action("ron", winner=1, discarder=0)
    activate(dialog, tracker.qtbot)
    dialog.findChild(QAbstractButton, "winner-1").setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Left)
    assert focused() == "winner-0" and dialog.line.text() == "ron Aiko from ? ?"
    assert not dialog.findChild(QAbstractButton, "discarder-0").isEnabled()
    tab_into("discarder-")
    assert focused() == "discarder-1"  # the row's first one that can be chosen
    assert QApplication.focusWidget().accessibleName() == "East, Boris"  # the dealer now
    press(Qt.Key.Key_Space)
    assert dialog.line.text() == "ron Aiko from Boris ?"


def test_tab_reaches_the_fu_when_the_han_made_the_chosen_fu_impossible(tracker: TrackerPlayer) -> None:
    """*Edit…* on a ron, 2 han and 25 fu clicked, then 1 han by the arrow: 25 fu (the fu row's
    Tab stop) was unchecked and disabled, and Tab went past the fu row to the line field."""
    dialog = tracker.window.edit_line(3)
    activate(dialog, tracker.qtbot)
    tracker.click("han-2", dialog)
    tracker.click("fu-25", dialog)
    assert dialog.line.text() == "ron Chen from Aiko 2 25"
    dialog.findChild(QAbstractButton, "han-2").setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Left)
    assert focused() == "han-1" and dialog.line.text() == "ron Chen from Aiko ?"
    assert not dialog.ok.isEnabled()
    tab_into("fu-")
    assert focused() == "fu-30"  # 20 and 25 fu: no 1 han ron has them
    press(Qt.Key.Key_Space)
    assert dialog.line.text() == "ron Chen from Aiko 1 30"
    assert dialog.ok.isEnabled()


# the rules selector's popup on the offscreen platform cannot raise the window or grab the keyboard
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_tab_into_the_seat_winds_as_north_is_hidden_and_shown(player: object, qtbot: object) -> None:
    """The calculator's seat row, North chosen, then three players (North kept while it is the
    seat), East chosen (North hidden), four players again (North shown): Tab lands on the seat
    chosen each time, and the row stays one Tab stop."""
    from test_calculator_sanma import choose_preset

    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    seats = [window.findChild(QAbstractButton, f"seat-{i}") for i in range(4)]

    def tab_to_seat() -> str:
        window.situation.ron.setFocus(Qt.FocusReason.TabFocusReason)
        tab_into("seat-", 30)
        seat = focused()
        press(Qt.Key.Key_Tab)
        assert focused() == "round-0"  # one Tab stop: the row's others skipped
        return seat

    qtbot.keyClick(window.notation, Qt.Key.Key_4, ALT)  # type: ignore[attr-defined]
    assert tab_to_seat() == "seat-3"
    choose_preset(player, "tenhou-sanma")
    assert seats[3].isVisible() and seats[3].isChecked()
    assert tab_to_seat() == "seat-3"
    qtbot.keyClick(window.notation, Qt.Key.Key_1, ALT)  # type: ignore[attr-defined]
    assert not seats[3].isVisible()
    assert tab_to_seat() == "seat-0"
    choose_preset(player, "tenhou")
    assert seats[3].isVisible() and seats[0].isChecked()
    assert tab_to_seat() == "seat-0"


# -- the ✕ buttons say what they do ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "stop", "close"),
    [
        ("en", "Stop scoring this hand for the game", "Close this message"),
        ("ru", "Не считать эту руку для игры", "Закрыть это сообщение"),
    ],
)
def test_the_close_crosses_are_named(player: object, qtbot: object, lang: str, stop: str, close: str) -> None:
    """Both were named by their face alone: a screen reader said "✕" (or "multiplication x");
    the tracker's had no tooltip either."""
    tracker = tracker_from_calculator(player)
    tracker.new_game()
    tracker.action("ron", "winner-1", "discarder-0")
    tracker.click("dialog-calculator", tracker.dialog)
    qtbot.waitUntil(lambda: player.find("game-banner-close").isVisible())  # type: ignore[attr-defined]
    if lang != "en":
        player.window.languages.set_language(lang)  # type: ignore[attr-defined]
    cross = player.find("game-banner-close", QAbstractButton)  # type: ignore[attr-defined]
    tracker.window.notice.show_message(lambda: "note")
    notice = tracker.window.notice.close_button

    def said(widget: QWidget) -> str:
        return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)

    assert (said(cross), given_name(cross), cross.toolTip()) == (stop, stop, stop)
    assert (said(notice), given_name(notice), notice.toolTip()) == (close, close, close)
    assert not unnamed(player.window) and not unnamed(tracker.window)  # type: ignore[attr-defined]


# -- the focus follows the tile acted on ----------------------------------------------------------


def test_the_focus_follows_the_tile_made_the_winner_by_the_menu_key(player: object, qtbot: object) -> None:
    """The tile moved to the end and the focus stayed on its place, which held 3 man: read out,
    and a second press made that one the winner."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    first = window.findChild(TileButton, "hand-0")
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Menu)  # type: ignore[attr-defined]
    assert window.notation.text() == "34m567p34567888s2m"
    assert focused() == "hand-13"
    assert QApplication.focusWidget().accessibleName() == "2 man, the winning tile"
    press(Qt.Key.Key_F10, SHIFT)  # again: the same tile stays the winner
    assert window.notation.text() == "34m567p34567888s2m"


def test_the_focus_follows_the_tile_picked_as_the_winner(player: object, qtbot: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    window.pick_win.setChecked(True)
    tile = window.findChild(TileButton, "hand-3")
    tile.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Space)
    assert window.notation.text() == "234m67p34567888s5p"
    assert QApplication.focusWidget().accessibleName() == "5 pin, the winning tile"


def test_the_focus_stays_in_the_hand_when_a_meld_is_removed(player: object, qtbot: object) -> None:
    """Space on a meld removed it and sent the focus to the dora's empty slot."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("123m (456p) (789s) 11z 22z 2z")  # type: ignore[attr-defined]
    melds = window.hand_row.meld_buttons()
    assert len(melds) == 2
    melds[0].setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Space)
    assert len(window.hand_row.meld_buttons()) == 1
    assert focused() == "meld-0" and isinstance(QApplication.focusWidget(), MeldButton)
    assert "7" in QApplication.focusWidget().accessibleName()  # the 789s chi, now the first
    press(Qt.Key.Key_Space)
    assert window.hand_row.meld_buttons() == []
    last = window.hand_row.tile_buttons()[-1]
    assert QApplication.focusWidget() is last


@pytest.mark.parametrize(("hand", "left"), [("(456p)", ""), ("(456p) (789s)", "(456p)")])
def test_the_focus_stays_in_the_hand_when_its_only_meld_is_removed(
    player: object, qtbot: object, hand: str, left: str
) -> None:
    """A hand of melds alone: Space on its last meld sent the focus to the dora's empty slot
    ("Empty indicator slot"), the row left with no tile to take it. Now the notation field, to
    type the hand anew."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type(hand)  # type: ignore[attr-defined]
    melds = window.hand_row.meld_buttons()
    melds[-1].setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Space)
    if left:  # one meld left: the focus on it
        assert focused() == "meld-0" and window.notation.text() == left
        press(Qt.Key.Key_Space)
    assert window.hand_row.meld_buttons() == [] and window.hand_row.tile_buttons() == []
    assert window.notation.text() == ""
    assert QApplication.focusWidget() is window.notation
    qtbot.keyClicks(QApplication.focusWidget(), "456p")  # type: ignore[attr-defined]  # typed where the focus is
    assert window.notation.text() == "456p"

"""Tab goes through a window as it reads: left to right along a row, down a column, the left
column before the right.

The calculator's hand tiles, made with the first hand after every other widget, came almost
last (after the results), and the han-and-fu switch came after the two buttons right of it.
The tracker went from its action buttons to the record line, the history and back to the
full-screen button, the last of the actions' row."""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby, pairwise
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from test_tracker_support import activate

from tests.util import HANCHAN

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


def tab_names(window: QWidget, qtbot: object, start: QWidget, count: int) -> list[str]:
    """The names of the next ``count`` widgets Tab reaches from ``start``."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    out = []
    for _ in range(count):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        out.append(QApplication.focusWidget().objectName())
    return out


def test_the_calculator_tabs_along_the_hand_row(player: object, qtbot: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    tiles = [f"hand-{i}" for i in range(14)]
    expected = ["quick-toggle", "pick-win", "clear", *tiles, "dora-0"]
    assert tab_names(window, qtbot, window.notation, len(expected)) == expected
    # a longer hand later (a meld's tiles: more buttons made): still in their place
    window.notation.clear()
    player.type("123m (456p) 789s11z 22z 2z", window.notation)  # type: ignore[attr-defined]
    buttons = [b.objectName() for b in window.hand_row.tile_buttons() + window.hand_row.meld_buttons()]
    assert "meld-0" in buttons
    expected = ["quick-toggle", "pick-win", "clear", *buttons, "dora-0"]
    assert tab_names(window, qtbot, window.notation, len(expected)) == expected


def test_the_tracker_tabs_down_the_left_column_then_the_right(
    tracker_on_record: Callable[..., object], qtbot: object
) -> None:
    window = tracker_on_record("en", GAME).window  # type: ignore[attr-defined]
    activate(window, qtbot)
    left = window.splitter.widget(0)
    ron = window.action_buttons["ron"]
    ron.setFocus(Qt.FocusReason.TabFocusReason)
    seen = [ron]
    for _ in range(30):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        if QApplication.focusWidget() is ron:
            break
        seen.append(QApplication.focusWidget())
    sides = ["left" if left.isAncestorOf(w) else "right" for w in seen]
    assert "right" in sides
    first_right = sides.index("right")
    assert sides == ["left"] * first_right + ["right"] * (len(sides) - first_right), [
        w.objectName() for w in seen
    ]
    names = [w.objectName() for w in seen]
    assert names[:first_right] == [f"action-{k}" for k in ("ron", "tsumo", "riichi", "draw", "chombo")] + [
        "big-view"
    ]
    assert names[-1] == "raw-line" and names.index("history") < names.index("raw-line")


def test_the_club_tabs_along_the_title_row_then_the_filters_then_the_table(
    club: object, qtbot: object, tmp_path: Path
) -> None:
    """Tab went Open a folder… → Reload → From → to → Rules → Merge players… → the exports: the
    order the widgets were made in, Open and Reload (at the row's right end) first and the
    title row's other buttons after the filters under them."""
    records = Path(__file__).resolve().parents[1] / "data" / "sanma-records"
    sanma = next(records.glob("*.mjgame"))
    (tmp_path / "sanma.mjgame").write_bytes(sanma.read_bytes())
    (tmp_path / "four.mjgame").write_text(HANCHAN, encoding="utf-8")
    window = club  # type: ignore[assignment]
    window.open_folder(tmp_path)  # type: ignore[attr-defined]
    QApplication.processEvents()
    activate(window, qtbot)
    assert window.players.isVisible()  # type: ignore[attr-defined]  # three- and four-player tables
    head = ["club-merge", "club-export-csv", "club-export-games", "club-export-pdf"]
    head += ["club-reload", "club-open"]
    filters = ["club-table-players", "club-since", "club-until", "club-rules"]
    # then the season chart (a Tab stop a screen reader reads) and a player's statistics beside it
    rows = [*head, *filters, "club-table", "club-chart-plot", "club-stats-area", "club-merge"]
    # the title row's buttons from left to right as the screen shows them
    buttons = [window.findChild(QWidget, name) for name in head]  # type: ignore[attr-defined]
    places = [b.mapTo(window, b.rect().topLeft()).x() for b in buttons]
    assert places == sorted(places)
    # a date field takes a Tab for each of its year, month and day first (Qt's own way)
    seen = tab_names(window, qtbot, window.stats_area, len(rows) + 4)  # type: ignore[arg-type, attr-defined]
    assert [name for name, _ in groupby(seen)] == rows, " ".join(seen)


def test_the_calculator_tabs_into_the_han_and_fu_picker_where_it_shows(player: object, qtbot: object) -> None:
    """The value picker Han and fu shows at the top of the hand's column, in place of the
    tiles, came last of the window's Tab stops (made after every other widget)."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    window.quick_toggle.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(window.quick_toggle, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    assert window.controller.quick_mode
    # nothing picked yet: the han (the han, limits and yakuman are one choice, one Tab stop, the
    # arrows move along it), the fu not yet open; then the situation under it
    assert tab_names(window, qtbot, window.quick_toggle, 3) == ["clear", "han-1", "ron"]
    player.click("han-3")  # type: ignore[attr-defined]
    player.click("fu-30")  # type: ignore[attr-defined]
    assert tab_names(window, qtbot, window.quick_toggle, 4) == ["clear", "han-3", "fu-30", "ron"]
    player.click("yakuman")  # type: ignore[attr-defined]
    assert tab_names(window, qtbot, window.quick_toggle, 4) == ["clear", "yakuman", "yakuman-count", "ron"]
    # back to the tiles: the hand's tiles where the picker was
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert not window.controller.quick_mode
    tiles = [f"hand-{i}" for i in range(14)]
    expected = ["quick-toggle", "pick-win", "clear", *tiles, "dora-0"]
    assert tab_names(window, qtbot, window.notation, len(expected)) == expected


def test_the_calculator_tabs_through_the_situation_as_it_reads(player: object, qtbot: object) -> None:
    """The Situation box went Ron → Seat → Round → From → the flags: the wind buttons were made
    before the From box, which sits on the Ron row, two rows above them. Now Ron → From → the
    flags row by row → Seat → Round → the counters → the rules, as the box shows them."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    panel = window.situation
    window.situation.ron.setFocus(Qt.FocusReason.TabFocusReason)
    seen: list[QWidget] = [panel.ron]
    while seen[-1].objectName() != "rule-options" and len(seen) < 40:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        seen.append(QApplication.focusWidget())
    names = [w.objectName() for w in seen]
    flags = [name for name in names if name in panel.checks]
    assert flags and flags[0] == "riichi"
    after = ["seat-0", "round-0", "honba", "sticks", "renchan", "preset", "rule-options"]
    assert names == ["ron", "discarder", *flags, *after]
    # and each stop is right of the one before on its row, or on a row below it
    places = [QRect(w.mapTo(panel, QPoint(0, 0)), w.size()) for w in seen]
    for (a, name_a), (b, name_b) in pairwise(zip(places, names, strict=True)):
        same_row = a.top() < b.bottom() and b.top() < a.bottom()
        assert b.left() > a.left() if same_row else b.top() > a.top(), f"{name_a} → {name_b}"


def test_the_waits_list_is_a_tab_stop_where_it_shows_and_scrolls_by_keys(
    player: object, qtbot: object
) -> None:
    """Nine waits scroll, and the list took no focus: a keyboard player never saw the later
    rows. And "Add discards", above the tabs, came after them (the waits page is made after
    every other widget). Now Tab reaches the list, then Add discards and the discards, then
    the tabs; the arrows scroll the list; a click on it does not take the focus, and a key
    typed on it goes to the notation field."""
    window = player.window  # type: ignore[attr-defined]
    activate(window, qtbot)
    player.type("1112345678999m")  # type: ignore[attr-defined]  # nine waits, 1m to 9m
    waits = window.findChild(QWidget, "waits")
    assert waits.isVisible() and waits.topLevelItemCount() == 9
    bar = waits.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0  # the last rows out of sight
    tabs = window.details.tabBar()
    assert tabs.focusPolicy() != Qt.FocusPolicy.NoFocus
    names = tab_names(window, qtbot, window.situation.preset, 5)
    assert names == ["rule-options", "waits", "discards-mode", tabs.objectName(), "steps-scroll"]
    # named for a screen reader, ringed as the lists that scroll are when Tab reaches them
    assert waits.accessibleName() == "Waits"
    assert not waits.focus_shown()
    waits.setFocus(Qt.FocusReason.TabFocusReason)
    assert waits.focus_shown()
    # the arrows move along the rows, the list scrolls to the last
    for _ in range(9):
        qtbot.keyClick(waits, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    last = waits.topLevelItem(8)
    assert last.text(0) == "9m" and waits.currentItem() is last
    assert bar.value() == bar.maximum()
    assert waits.viewport().rect().contains(waits.visualItemRect(last))
    # a key typed on the list is typed into the hand, as anywhere in the window
    qtbot.keyClick(waits, Qt.Key.Key_9)  # type: ignore[attr-defined]
    assert window.notation.hasFocus() and window.notation.text() == "1112345678999m9"
    assert not waits.focus_shown()
    qtbot.keyClick(window.notation, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    assert waits.isVisible()
    # a click on the list does not give it the focus (a click on the window's background)
    qtbot.mouseClick(waits.viewport(), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not waits.hasFocus() and QApplication.focusWidget() is window.centralWidget()
    # discards added: their tiles come after Add discards, before the tabs
    player.click("discards-mode")  # type: ignore[attr-defined]
    player.click_tiles("12z")  # type: ignore[attr-defined]
    names = tab_names(window, qtbot, window.situation.preset, 5)
    assert names == ["rule-options", "waits", "discards-0", "discards-1", tabs.objectName()]


LOGS = Path(__file__).parent.parent / "data" / "logs"


def test_the_log_window_tabs_down_the_list_the_final_standings_then_the_buttons(
    player: object, qtbot: object, tmp_path: Path
) -> None:
    """Tab went from the list down to the buttons under everything, then back up to the final
    standings; with the rules choice shown it went to that choice (under the standings' table),
    the buttons, then up to the table. Now each stop is at or below the one before it."""
    import json

    logs = player.window.log_window()  # type: ignore[attr-defined]
    logs.show()
    qtbot.waitExposed(logs)  # type: ignore[attr-defined]
    activate(logs, qtbot)
    buttons = ["log-open-desk", "log-quiz", "log-save-record", "log-open-another"]

    def walk(expected: list[str]) -> None:
        names = tab_names(logs, qtbot, logs.table, len(expected) + 1)
        assert names == [*expected, "log-table"]  # and round to the list
        order = ["log-table", *expected]
        tops = [logs.findChild(QWidget, name).mapTo(logs, QPoint(0, 0)).y() for name in order]
        assert tops == sorted(tops), list(zip(order, tops, strict=True))

    assert logs.load(LOGS / "mjx-double-ron.mjlog")
    walk(["log-final-table", *buttons])
    # a game record that does not reach the end: the rules to read it under, under the table
    data = json.loads((LOGS / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][:-1]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert logs.load(cut)
    walk(["log-final-table", "log-rules", *buttons])

"""The three-player desk shows one free dora slot, like the four-player one: the Nuki box made
when first needed once asked the dora row for all five slots to put itself after the last in Tab
order, and the four made then showed as empty "+" slots with no name and no tooltip — at a start
under three-player rules, on a switch to them and on the tracker's hand-off of a 3p win."""

from __future__ import annotations

from pathlib import Path

from desk_support import open_record, own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from mjgui.gui.tiles import IndicatorButton


def shown_dora(window: QWidget) -> list[tuple[str, str, str]]:
    """Each dora slot the window shows: its name, its accessible name and its tooltip (once the
    events are run: a widget put in a shown layout shows itself by a queued call)."""
    QApplication.processEvents()
    return [
        (slot.objectName(), slot.accessibleName(), slot.toolTip())
        for slot in window.findChildren(IndicatorButton)
        if slot.objectName().startswith("dora-") and slot.isVisible()
    ]


FREE = ("dora-0", "Empty indicator slot", "Click, then pick the indicator on the palette")


def assert_one_free_dora_slot(window: QWidget) -> None:
    assert shown_dora(window) == [FREE]
    nuki = window.findChild(QWidget, "nuki")
    assert nuki is not None and nuki.isVisible()


_data_dir = own_data_dir()


def test_a_start_under_three_player_rules_shows_one_free_dora_slot(qtbot: object) -> None:
    """``mjgui --rules tenhou-sanma``: the window built, shown and its first frame painted as
    the app does it (mjgui.app.main)."""
    from mjgui.app import build_window, paint_now, split_args

    window = build_window(split_args(["--rules", "tenhou-sanma", "--lang", "en"]))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    paint_now(window)
    qtbot.waitUntil(lambda: window._started)  # type: ignore[attr-defined]
    assert window.controller.state.rules.players == 3
    assert_one_free_dora_slot(window)


def test_a_window_made_under_three_player_rules_shows_one_free_dora_slot(
    qtbot: object, tmp_path: Path
) -> None:
    """A window made on a controller already under three-player rules, then shown."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.gui.appsetup import setup_application
    from mjgui.gui.settings import Settings
    from mjgui.gui.window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    controller = Controller()
    controller.set_preset("tenhou-sanma")
    window = MainWindow(controller, Settings.at(str(tmp_path / "s.ini")), lang="en")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    qtbot.waitUntil(lambda: window._started)  # type: ignore[attr-defined]
    assert_one_free_dora_slot(window)


def test_a_switch_to_three_player_rules_shows_one_free_dora_slot(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: window._started)  # type: ignore[attr-defined]
    assert shown_dora(window) == [FREE]
    preset = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    player.choose("preset", preset.findData("tenhou-sanma") - preset.currentIndex())  # type: ignore[attr-defined]
    assert preset.currentData() == "tenhou-sanma"
    assert_one_free_dora_slot(window)
    # a dora indicator: the next free slot shows, named, and no more
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3z")  # type: ignore[attr-defined]
    assert [name for name, _, _ in shown_dora(window)] == ["dora-0", "dora-1"]
    assert shown_dora(window)[1] == ("dora-1", *FREE[1:])
    # Tab: the indicator, the free slot after it, then the Nuki box
    assert tab_chain(player.find("dora-0"))[:4] == ["dora-0", "dora-1", "nuki-tile", "nuki-count"]  # type: ignore[attr-defined]


def tab_chain(start: QWidget) -> list[str]:
    """The names of the shown widgets Tab reaches from ``start`` on, in order."""
    names = [start.objectName()]
    widget = start.nextInFocusChain()
    while widget is not start and len(names) < 8:
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            names.append(widget.objectName())
        widget = widget.nextInFocusChain()
    return names


def test_the_tracker_hand_off_of_a_three_player_win_shows_one_free_dora_slot(
    player: object, tmp_path: Path
) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules tenhou-sanma\nplayers Aiko Boris Chen\n", "sanma.mjgame")
    tracker.action("tsumo", "winner-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert window.isVisible()
    assert player.find("preset", QComboBox).currentData() == "tenhou-sanma"  # type: ignore[attr-defined]
    assert_one_free_dora_slot(window)

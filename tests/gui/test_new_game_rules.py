"""A new game proposes the rules the player is using: those of the game on the table, else the
calculator's (its preset and options), both shown in the dialog and written on the new record's
``rules`` line. The dialog took the table's preset name alone: a desk on WRC started a game
``rules seed``, and a game ``rules ema east_only=on uma=20,10,-10,-20`` was followed by one
``rules ema``. Every step is clicked or typed; each test reads the record's lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLineEdit, QMenu
from test_tracker_support import NAMES, TrackerPlayer
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.gui.conftest import Player

_data_dir = own_data_dir()


def pick_options(player: Player, *names: str) -> None:
    """Options of the calculator's rule options menu, picked as from the opened menu."""
    menu = player.find("rule-options-menu", QMenu)
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()  # what Qt sends as the menu opens (a popup warns offscreen)
    for name in names:
        action = player.window.findChild(QAction, f"option-{name}")
        assert action is not None and action.isVisible(), name
        action.trigger()


def proposed(tracker: TrackerPlayer) -> tuple[str, str, list[str]]:
    """The dialog's preset, options and names."""
    dialog = tracker.dialog
    preset = tracker.find("new-preset", QComboBox, dialog)
    options = tracker.find("new-options", QLineEdit, dialog)
    assert isinstance(preset, QComboBox) and isinstance(options, QLineEdit)
    names = [tracker.find(f"new-name-{seat}", QLineEdit, dialog).text() for seat in range(4)]  # type: ignore[attr-defined]
    return str(preset.currentData()), options.text(), names


def rules_lines(tracker: TrackerPlayer) -> list[str]:
    return [line for line in tracker.history() if line.startswith("rules")]


def test_a_new_game_on_an_empty_table_proposes_the_calculators_rules(player: Player) -> None:
    player.choose("preset", 2)  # the desk on WRC: no kiriage change, no red fives
    assert player.find("preset", QComboBox).currentData() == "wrc"  # type: ignore[attr-defined]
    pick_options(player, "kiriage", "aka-3", "double_yakuman-kokushi_13")
    desk = player.window.controller.state.rules
    assert (desk.name, desk.kiriage, desk.aka, desk.double_yakuman) == ("wrc", False, 3, {"kokushi_13"})
    tracker = open_tracker(player)
    tracker.click("empty-new-game")
    words = "aka=3 double_yakuman=kokushi_13 kiriage=off"
    assert proposed(tracker)[:2] == ("wrc", words)
    # another preset: the options proposed were WRC's changes, and go; WRC again brings them back
    combo = tracker.find("new-preset", QComboBox, tracker.dialog)
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("ema"))
    assert proposed(tracker)[:2] == ("ema", "")
    combo.setCurrentIndex(combo.findData("wrc"))
    assert proposed(tracker)[:2] == ("wrc", words)
    for seat, name in enumerate(NAMES):
        tracker.type_into(f"new-name-{seat}", name, tracker.dialog)
    tracker.ok()
    assert rules_lines(tracker) == [f"rules wrc edition=2 {words}"]
    assert tracker.window.controller.state.rules == desk


def test_a_new_game_proposes_the_desks_rules_while_a_logs_hand_of_others_is_shown(player: Player) -> None:
    """A three-player Tenhou log's hand opened on the calculator of a desk on WRC without kuitan:
    a new game proposed that hand's rules, though Next hand goes back to the desk's."""
    from mjgui.core.scoring.arguments import parse_score_args

    player.choose("preset", 2)  # the desk on WRC
    pick_options(player, "kuitan")
    desk = player.window.controller.state.rules
    assert (desk.name, desk.kuitan) == ("wrc", False)
    request, _ = parse_score_args(["234p567p345s66s88s8s", "--rules", "tenhou-sanma", "--tsumo"])
    player.window._open_on_desk(request.spec)  # the log window's *Open on the calculator*
    assert player.window.controller.state.preset == "tenhou-sanma"
    tracker = open_tracker(player)
    tracker.click("empty-new-game")
    assert proposed(tracker)[:2] == ("wrc", "kuitan=off")
    for seat, name in enumerate(NAMES):
        tracker.type_into(f"new-name-{seat}", name, tracker.dialog)
    tracker.ok()
    assert rules_lines(tracker) == ["rules wrc edition=2 kuitan=off"]


def test_a_new_game_after_a_game_proposes_its_rules_and_names(player: Player, tmp_path: Path) -> None:
    player.choose("preset", 2)  # the desk on WRC: the table's game comes first
    tracker = open_tracker(player)
    record = tmp_path / "last.mjgame"
    record.write_text(
        "rules ema east_only=on uma=20,10,-10,-20\nplayers A B C D\nron B from A 3 30\n", encoding="utf-8"
    )
    assert tracker.window.open_file(record)
    played = tracker.window.controller.state.rules
    tracker.window.findChild(QAction, "tracker-new").trigger()  # Game → New game
    # the options in the order the record's words are written in (uma before east_only)
    assert proposed(tracker) == ("ema", "uma=20,10,-10,-20 east_only=on", ["A", "B", "C", "D"])
    tracker.ok()
    assert rules_lines(tracker) == ["rules ema edition=2 uma=20,10,-10,-20 east_only=on"]
    assert tracker.window.controller.state.rules == played
    assert tracker.history()[-1] == "players A B C D"


def test_a_tracker_without_a_calculator_proposes_the_seed(tracker_on_record: object) -> None:
    tracker = tracker_on_record("en", "# nothing yet\n")  # type: ignore[operator]
    tracker.window.new_game_dialog()
    assert proposed(tracker)[:2] == ("seed", "")


OLD_BOUNDS = [
    (
        "mahjongsoul",
        "start_points=30000",
        "",
        "The return points (25 000) must be at least the start points (30 000)",
    ),
    ("seed", "paarenchan_threshold=0", "", "paarenchan_threshold"),
    ("seed", "uma=-15,-5,5,15 aka=0", "aka=0", "uma"),
]


@pytest.mark.parametrize(("preset", "words", "kept", "why"), OLD_BOUNDS)
def test_a_new_game_after_a_game_of_rules_a_new_game_refuses_leaves_those_options_out(
    player: Player, tmp_path: Path, preset: str, words: str, kept: str, why: str
) -> None:
    """A record whose rules line an earlier mjgui wrote (``rules mahjongsoul start_points=30000``,
    a 25 000 return) opens as recorded; New game proposed those rules whole and then refused
    them, Start greyed out. It proposes them without the words a new game refuses, and says so."""
    tracker = open_tracker(player)
    record = tmp_path / "old.mjgame"
    record.write_text(
        f"rules {preset} {words}\nplayers Aiko Boris Chen Dasha\nriichi Aiko\n", encoding="utf-8"
    )
    assert tracker.window.open_file(record)
    tracker.window.new_game_dialog()
    dialog = tracker.dialog
    assert proposed(tracker)[:2] == (preset, kept)
    assert tracker.find("dialog-ok", root=dialog).isEnabled()
    said = tracker.find("new-left-out", root=dialog)
    left = [w for w in words.split() if w not in kept.split()]
    text = said.text().replace("\xa0", " ").replace("\u202f", " ")  # type: ignore[attr-defined]
    start = "The rules of the game on the table are proposed without"
    assert said.isVisible() and text.startswith(f"{start} {' '.join(left)}, which a new game refuses. ")
    assert why in text
    tracker.ok()
    assert (
        rules_lines(tracker)[0].split()[:2] == ["rules", preset]
        and words.split()[0] not in rules_lines(tracker)[0]
    )


def test_a_new_game_from_the_calculators_saved_rules_a_new_game_refuses_leaves_them_out(
    qtbot: object,
) -> None:
    """The calculator keeps saved rules an earlier mjgui wrote; a new game on an empty table
    proposes them without the words a new game refuses, and says so."""
    from mjgui.controller.game.tracker import TrackerController
    from mjgui.controller.scoring.calculator import saved_rules
    from mjgui.gui.tracker.dialogs.new_game import NewGameDialog

    desk = saved_rules("mahjongsoul", ("start_points=30000",))
    game = TrackerController("")
    game.desk_rules = lambda: desk
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    assert (dialog.preset.currentData(), dialog.options.text()) == ("mahjongsoul", "")
    assert dialog.ok.isEnabled()
    assert dialog.left_out.text().startswith(
        "The calculator's rules are proposed without start_points=30000, which a new game refuses. The return"
    )

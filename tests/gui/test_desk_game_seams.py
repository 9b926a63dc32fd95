"""The desk scoring for the game, at its seams with the tracker: the game's rules whole (a rules
line's options the desk's menu does not offer), a riichi the game knows, Ctrl+Enter only for the
win the tracker asked for, a game log's hand shown meanwhile, the hand left on the desk after it
was recorded, and the dialog a desk's win waits in. Every step is clicked or typed; each test
reads the record's lines and the points."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from desk_support import open_record as open_named_record
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QPushButton, QToolButton
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter, next_hand, spin
from test_tracker_support import tracker_from_calculator as open_tracker

from tests.util import T

DOUBLE_RON = Path(__file__).parent.parent / "data" / "logs" / "mjx-double-ron.mjlog"


_data_dir = own_data_dir()


def amount(player: object, wind: str) -> int:
    text = player.find(f"amount-{wind}", QLabel).text()  # type: ignore[attr-defined]
    return int(text.replace(T, "").replace("−", "-").replace("+", ""))


def game_rules_shown(player: object) -> tuple[str, bool, bool]:
    """The preset the selector shows, whether it can be changed, and the game's mark."""
    preset = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    mark = player.find("game-rules-mark", QLabel)  # type: ignore[attr-defined]
    return str(preset.currentData()), preset.isEnabled(), mark.isVisible()


#: the record is opened as house.mjgame (a notice names it)
open_record = partial(open_named_record, name="house.mjgame")


def ask_ron(tracker: TrackerPlayer, winner: int, discarder: int) -> None:
    tracker.action("ron", f"winner-{winner}", f"discarder-{discarder}")
    tracker.click("dialog-calculator", tracker.dialog)


# -- the game's rules whole -----------------------------------------------------------------
def test_a_honba_value_of_the_rules_line_is_the_desks_while_it_scores_for_the_game(
    player: object, tmp_path: Path
) -> None:
    # the desk's own rules: EMA, chosen before the game
    player.choose("preset", 1)  # type: ignore[attr-defined]
    assert game_rules_shown(player) == ("ema", True, False)
    tracker = open_record(
        player, tmp_path, "rules seed honba_ron=1500\nplayers Aiko Boris Chen Dasha\ndraw tenpai Aiko\n"
    )
    assert tracker.label("center-honba") == "1 honba"
    ask_ron(tracker, 2, 1)
    # the game's rules, marked as the game's and not to be changed here
    assert game_rules_shown(player) == ("seed", False, True)
    tip = player.find("preset", QComboBox).toolTip()  # type: ignore[attr-defined]
    assert tip.startswith("The game's rules, as its record's rules line sets them")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert player.headline == "2000 + 1500\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'
    # Aiko 33 000 after her tenpai; Chen paid 2000 + 1500 by Boris
    assert tracker.points() == [f"33{T}000", f"25{T}500", f"32{T}500", f"29{T}000"]
    # following the game, the desk keeps scoring with its rules; not following, its own come back
    next_hand(player)
    assert game_rules_shown(player) == ("seed", False, True)
    player.window.game_link.act_follow.trigger()  # type: ignore[attr-defined]
    assert game_rules_shown(player) == ("ema", True, False)


def test_the_desk_names_the_edition_of_a_game_s_rules_of_an_earlier_one(
    player: object, tmp_path: Path
) -> None:
    """A game of ``rules tenhou edition=1`` is scored on the desk with suukantsu pao, which
    Tenhou has no longer: the preset's tip and the game's mark say the edition, in both
    languages, as the tracker names the rules; a game at today's edition is not named so."""
    tracker = open_record(player, tmp_path, "rules tenhou edition=1\nplayers Aiko Boris Chen Dasha\n")
    ask_ron(tracker, 2, 1)
    assert game_rules_shown(player) == ("tenhou", False, True)
    preset = player.find("preset", QComboBox)  # type: ignore[attr-defined]
    mark = player.find("game-rules-mark", QLabel)  # type: ignore[attr-defined]
    for widget in (preset, mark):
        tip = widget.toolTip()
        assert tip.startswith("The game's rules, as its record's rules line sets them"), tip
        assert tip.endswith("\n\nTenhou, as of edition 1"), tip
    assert not player.find("rules-changed", QLabel).isVisible()  # type: ignore[attr-defined]
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert preset.toolTip().endswith("\n\nTenhou.net, редакция 1") and mark.toolTip() == preset.toolTip()


def test_ryanhan_from_the_rules_lines_honba_count_is_the_desks_too(player: object, tmp_path: Path) -> None:
    tracker = open_record(
        player,
        tmp_path,
        "rules seed ryanhan_threshold=3\nplayers Aiko Boris Chen Dasha\n"
        "draw tenpai Aiko\ndraw tenpai Aiko\ndraw tenpai Aiko\n",
    )
    assert tracker.label("center-honba") == "3 honba"
    ask_ron(tracker, 2, 1)
    # tanyao alone at 3 honba: two han from yaku are needed in this game
    player.type("234m567p345s66s88s8s")  # type: ignore[attr-defined]
    assert player.headline == "Not enough han"  # type: ignore[attr-defined]
    assert not player.find("apply-to-game").isVisible()  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == "draw tenpai Aiko" and tracker.window.dialog is None
    # with a riichi (declared now: no riichi line) it wins in the game as on the desk
    player.check("riichi")  # type: ignore[attr-defined]
    assert player.headline == "2600 + 900\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3456688s8s --riichi"'
    # Aiko 39 000 after three tenpai draws; Chen 2600 + 900 from Boris, and the stick back
    assert tracker.points() == [f"39{T}000", f"23{T}500", f"30{T}500", f"27{T}000"]


def test_a_double_yakuman_list_of_the_rules_line_is_the_desks_too(player: object, tmp_path: Path) -> None:
    tracker = open_record(
        player, tmp_path, "rules seed double_yakuman=suuankou_tanki\nplayers Aiko Boris Chen Dasha\n"
    )
    ask_ron(tracker, 2, 1)
    # a 13-sided kokushi: one yakuman in this game (only suuankou tanki counts double)
    player.type("19m19p19s1234567z1m")  # type: ignore[attr-defined]
    assert player.headline == f"Yakuman — 32{T}000"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "19m19p19s1234567z1m"'
    assert tracker.points() == [f"30{T}000", "−2000", f"62{T}000", f"30{T}000"]


# -- a riichi the game knows ----------------------------------------------------------------
def test_a_riichi_the_game_knows_stays_ticked_on_the_desk(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("riichi", "player-2")
    tracker.ok()
    ask_ron(tracker, 2, 1)
    riichi = player.find("riichi", QCheckBox)  # type: ignore[attr-defined]
    assert riichi.isChecked() and not riichi.isEnabled()
    assert riichi.toolTip().startswith("The game knows this player declared riichi and counts it")
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]  # the player tries to untick it
    assert riichi.isChecked()
    assert player.headline == "3900 + 1000\u00a0sticks"  # type: ignore[attr-defined]
    shown = amount(player, "W")
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
    assert shown == 4900 and tracker.points() == [f"30{T}000", f"26{T}100", f"33{T}900", f"30{T}000"]


# -- Ctrl+Enter records the win asked for only -------------------------------------------
def test_ctrl_z_back_to_another_win_makes_ctrl_enter_ask_first(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    # the desk held Boris's tsumo when the tracker asked for Chen's ron from Boris
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.click("seat-1")  # type: ignore[attr-defined]
    ask_ron(tracker, 2, 1)
    assert banner(player).endswith("— Ctrl+Enter records it once the desk shows the win")
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert player.find("seat-1").isChecked() and player.find("tsumo").isChecked()  # type: ignore[attr-defined]
    assert banner(player).startswith("Scoring for the game: Chen wins by ron from Boris")
    # Ctrl+Z went back past the hand-off: the win asked for is set aside (the desk's hand from
    # before is no hand of it), and Ctrl+Enter offers that hand as a new line
    assert banner(player).endswith(
        "set aside while the desk shows its hand from before (Ctrl+Enter offers that as a new "
        "line): Ctrl+Y goes back to it"
    )
    ctrl_enter(player)
    # nothing recorded: the dialog shows the desk's win to check
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    dialog = tracker.dialog
    assert tracker.find("dialog-line", root=dialog).text() == 'tsumo Boris hand "234m567p3467888s5s"'  # type: ignore[attr-defined]
    dialog.reject()
    # Ctrl+Y: the desk shows Chen's ron again, and Ctrl+Enter records it at once
    player.qtbot.keyClick(player.window, Qt.Key.Key_Y, CTRL)  # type: ignore[attr-defined]
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'


# -- a game log's hand on the desk meanwhile ------------------------------------------------
def test_a_log_hand_keeps_its_rules_and_next_hand_comes_back_to_the_game(
    player: object, tmp_path: Path
) -> None:
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules ema\nplayers Aiko Boris Chen Dasha\n")
    tracker.action("riichi", "player-1")
    tracker.ok()
    logs = window.log_window()
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(2)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    shown = (player.headline, game_rules_shown(player), spin(player, "honba"), spin(player, "sticks"))  # type: ignore[attr-defined]
    assert shown[1] == ("tenhou", True, False)  # the log's rules
    # meanwhile at the table: a draw, Boris (in riichi) tenpai
    tracker.action("draw")
    tracker.ok()
    assert tracker.history()[-1] == "draw tenpai Boris"
    after = (player.headline, game_rules_shown(player), spin(player, "honba"), spin(player, "sticks"))  # type: ignore[attr-defined]
    assert after == shown
    # Next hand: the game's situation now (1 honba, Boris's stick), under its rules
    next_hand(player)
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    assert game_rules_shown(player) == ("ema", False, True)
    assert window.controller.state.situation.round_wind == 0


# -- the hand left on the desk after it was recorded ----------------------------------------
def record_from_desk(player: object) -> TrackerPlayer:
    """Chen's ron from Boris in East 1, scored on the desk and recorded by Ctrl+Enter."""
    tracker = open_tracker(player)
    tracker.new_game()
    ask_ron(tracker, 2, 1)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'
    assert banner(player).startswith("Recorded as line 4\u00a0of the game")
    return tracker


def test_the_hand_just_recorded_is_corrected_on_its_own_line(player: object) -> None:
    tracker = record_from_desk(player)
    assert tracker.label("center-round") == "東 East 2"
    # the desk still shows that win, as recorded (West: Chen in East 1, Dasha now)
    assert banner(player).startswith(
        "Recorded as line 4\u00a0of the game: Chen wins by ron from Boris · East 東 1"
    )
    # the forgotten dora, then Ctrl+Enter: that line, corrected, is offered
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2s")  # type: ignore[attr-defined]
    assert player.headline == "3900"  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Edit line 4 — Ron"
    line = tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Chen from Boris hand "234m567p3467888s5s --dora 2s"'
    tracker.ok()
    assert tracker.history()[1:] == [
        "rules seed edition=1",
        "players Aiko Boris Chen Dasha",
        'ron Chen from Boris hand "234m567p3467888s5s --dora 2s"',
    ]
    assert tracker.points() == [f"30{T}000", f"26{T}100", f"33{T}900", f"30{T}000"]
    # Next hand: the game's next hand, the tie gone
    next_hand(player)
    assert banner(player) == ""
    assert player.window.controller.state.concealed == ()  # type: ignore[attr-defined]


# -- the dialog a desk's win waits in -------------------------------------------------------
def test_the_dialog_of_apply_to_game_follows_the_desk(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    ask_ron(tracker, 2, 1)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    # back on the desk: the forgotten dora indicator
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("2s")  # type: ignore[attr-defined]
    assert tracker.label("hand-words", dialog) == "234m567p3467888s5s --dora 2s"
    assert tracker.preview_deltas("dialog-preview") == ["0", "−3900", "+3900", "0"]
    tracker.ok()
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --dora 2s"'
    assert tracker.points() == [f"30{T}000", f"26{T}100", f"33{T}900", f"30{T}000"]


def test_the_dialog_of_apply_to_game_closes_for_another_win(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    ask_ron(tracker, 2, 1)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    player.click("tsumo")  # type: ignore[attr-defined]  # a tsumo now: not the ron the dialog records
    assert not dialog.isVisible() and tracker.window.dialog is None
    assert player.window.statusBar().currentMessage().startswith("The desk changed")  # type: ignore[attr-defined]
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"


def test_the_rules_options_cannot_be_changed_while_scoring_for_the_game(player: object) -> None:
    tracker = open_tracker(player)
    tracker.new_game()
    options = player.find("rule-options", QToolButton)  # type: ignore[attr-defined]
    assert not options.isEnabled()
    assert not player.window.controller.set_option("kuitan", False)  # type: ignore[attr-defined]
    assert not player.window.controller.set_preset("ema")  # type: ignore[attr-defined]
    assert tracker.history()[1:] == ["rules seed edition=1", "players Aiko Boris Chen Dasha"]


# -- a hand in the game already, no longer tied to its line ---------------------------------
def assert_nobody_picked(tracker: TrackerPlayer, line: int) -> None:
    """The dialog Ctrl+Enter opened for a hand the game holds: nobody picked, and why."""
    dialog = tracker.dialog
    assert dialog.objectName() == "dialog-ron"
    assert tracker.label("dialog-note", dialog) == (
        f"This hand is in the game already, as line {line}: pick the winner (and who dealt in) only "
        "if it is another win"
    )
    assert tracker.find("dialog-line", root=dialog).text() == 'ron ? from ? hand "234m567p3467888s5s"'  # type: ignore[attr-defined]
    assert not any(tracker.find(f"winner-{seat}", root=dialog).isChecked() for seat in range(4))  # type: ignore[attr-defined]
    assert not tracker.find("dialog-ok", root=dialog).isEnabled()


def test_a_recorded_hand_with_its_banner_closed_is_not_pinned_on_whoever_sits_there_now(
    player: object,
) -> None:
    tracker = record_from_desk(player)
    # the banner closed: the desk stops scoring this hand for the game
    player.click("game-banner-close")  # type: ignore[attr-defined]
    assert banner(player) == ""
    # West is Dasha in East 2: Ctrl+Enter does not offer the hand as Dasha's ron from Chen
    ctrl_enter(player)
    assert_nobody_picked(tracker, 4)
    tracker.dialog.reject()
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"32{T}000", f"30{T}000"]


def test_a_line_undone_in_the_tracker_and_redone_is_not_recorded_twice(player: object) -> None:
    tracker = record_from_desk(player)
    # Ctrl+Z in the tracker: the line is gone, the desk's hand is the player's again
    activate(tracker.window, tracker.qtbot)
    tracker.qtbot.keyClick(tracker.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]
    assert tracker.history()[-1] == "players Aiko Boris Chen Dasha"
    assert banner(player) == "" and player.headline == "2000"  # type: ignore[attr-defined]
    # East 1 again: Ctrl+Enter offers Chen's ron from Boris (Chen sits West) in the dialog
    ctrl_enter(player)
    line = tracker.find("dialog-line", root=tracker.dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Chen from Boris hand "234m567p3467888s5s"'
    tracker.dialog.reject()
    # Ctrl+Y in the tracker: the line is back; the desk's hand is in the game again
    activate(tracker.window, tracker.qtbot)
    tracker.qtbot.keyClick(tracker.window, Qt.Key.Key_Y, CTRL)  # type: ignore[attr-defined]
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'
    # the desk left as it was: tied to the line again, as recorded, what the line paid
    assert banner(player).startswith("Recorded as line 4\u00a0of the game: Chen wins by ron from Boris")
    assert player.headline == "2000"  # type: ignore[attr-defined]
    ctrl_enter(player)  # that line offered to correct: no second win
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Edit line 4 — Ron"
    assert tracker.find("dialog-line", root=dialog).text() == 'ron Chen from Boris hand "234m567p3467888s5s"'  # type: ignore[attr-defined]
    dialog.reject()
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'
    assert tracker.points() == [f"30{T}000", f"28{T}000", f"32{T}000", f"30{T}000"]


# -- the game's rules lock once the game has ended ------------------------------------------
def test_the_rules_lock_lifts_when_the_win_recorded_from_the_desk_ends_the_game(
    player: object, tmp_path: Path
) -> None:
    # Boris has 2800 left: Chen's ron from him ends the game (seed rules: below zero ends it)
    tracker = open_record(
        player,
        tmp_path,
        "rules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris baiman\nron Aiko from Boris 2 30\n",
    )
    ask_ron(tracker, 2, 1)
    assert game_rules_shown(player) == ("seed", False, True)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    assert player.headline == "3900 + 600\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
    assert tracker.points() == [f"57{T}200", "−1700", f"34{T}500", f"30{T}000"]
    assert tracker.label("final-title") == "Final results"
    # the game is over: the hand stays tied to its line, its rules are the player's again
    assert banner(player).startswith("Recorded as line 5\u00a0of the game")
    assert game_rules_shown(player) == ("seed", True, False)
    assert player.find("rule-options", QToolButton).isEnabled()  # type: ignore[attr-defined]
    # another preset for it: scored under EMA, and no longer the game's line to correct
    player.choose("preset", 1)  # type: ignore[attr-defined]
    assert game_rules_shown(player) == ("ema", True, False)
    assert player.headline == "3900 + 600\u00a0honba" and banner(player) == ""  # type: ignore[attr-defined]
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
    # Next hand: the desk's own, under the rules chosen
    next_hand(player)
    assert game_rules_shown(player) == ("ema", True, False)
    assert player.window.controller.state.concealed == ()  # type: ignore[attr-defined]


# -- another hand put on the desk while the recorded one is shown ---------------------------
def test_a_log_win_opened_on_the_recorded_hand_sets_its_tie_aside_until_ctrl_z(player: object) -> None:
    """A log's win opened on the desk over the hand just recorded as line 4, then Ctrl+Z: the
    hand came back untied, and Ctrl+Enter offered it as a new line naming nobody (a correction
    had to go through Edit line). The tie is only set aside while the log's hand (or the quiz's)
    is on the desk: Ctrl+Z brings the recorded hand back tied to line 4, and recording it again
    replaces that line."""
    window = player.window  # type: ignore[attr-defined]
    tracker = record_from_desk(player)
    head = "Recorded as line 4\u00a0of the game: Chen wins by ron from Boris · East 東 1 — "
    logs = window.log_window()
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(2)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    # the log's hand, with its rules: not the game's line 4, which is set aside
    assert banner(player) == head + SET_ASIDE and game_rules_shown(player) == ("tenhou", True, False)
    assert player.headline == "6400 + 300\u00a0honba + 1000\u00a0sticks"  # type: ignore[attr-defined]
    # Ctrl+Enter: as for any desk hand, the dialog for whoever sits at its seat winds now
    ctrl_enter(player)
    dialog = tracker.dialog
    # the log's rules are not the game's: the dialog says the game's count the line
    assert dialog.windowTitle() == "Ron"
    assert (
        tracker.label("dialog-note", dialog).replace("\u00a0", " ")
        == HONBA_NOTE + "\n" + STICKS_NOTE + "\n" + TENHOU_NOTE
    )
    line = tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    assert line.startswith('ron Dasha from Chen hand "123p2305888999s1s')
    dialog.reject()
    # the quiz on that hand, and back
    activate(window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(window, Qt.Key.Key_F7, Qt.KeyboardModifier.ShiftModifier)  # type: ignore[attr-defined]
    quiz = window.quiz_window()
    assert quiz.isVisible() and quiz.controller.session.question.answers.total == 7700
    # Ctrl+Z on the desk: the hand recorded as line 4 again, tied to it again
    undo(player)
    assert window.controller.notation_text() == "234m567p3467888s5s"
    assert banner(player) == head + "Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
    assert game_rules_shown(player) == ("seed", False, True)
    redo(player)  # the quiz's hand (the log's) again: set aside again, and back
    assert banner(player) == head + SET_ASIDE and game_rules_shown(player) == ("tenhou", True, False)
    undo(player)
    assert banner(player) == head + "Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
    # the forgotten riichi, then Ctrl+Enter: line 4 corrected, no line added
    player.check("riichi")  # type: ignore[attr-defined]
    ctrl_enter(player)
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Edit line 4 — Ron"
    assert tracker.find("dialog-line", root=dialog).text() == (  # type: ignore[attr-defined]
        'ron Chen from Boris hand "234m567p3467888s5s --riichi"'
    )
    tracker.ok()
    assert tracker.history()[1:] == [
        "rules seed edition=1",
        "players Aiko Boris Chen Dasha",
        'ron Chen from Boris hand "234m567p3467888s5s --riichi"',
    ]
    # Chen's riichi stick goes out and comes back with the win: 3900 from Boris
    assert tracker.points() == [f"30{T}000", f"26{T}100", f"33{T}900", f"30{T}000"]
    next_hand(player)
    assert banner(player) == "" and game_rules_shown(player) == ("seed", False, True)
    assert player.find("seat-2").isChecked() and window.controller.state.concealed == ()  # type: ignore[attr-defined]


RECORDED = 'ron Chen from Boris hand "234m567p3467888s5s"'


def test_a_quiz_hand_opened_on_the_recorded_hand_sets_its_tie_aside_until_ctrl_z(player: object) -> None:
    """The same with the quiz's hand put on the desk (Open on the desk) over the hand recorded
    as line 4: Ctrl+Z brings it back tied, and Ctrl+Enter with nothing changed adds no line."""
    window = player.window  # type: ignore[attr-defined]
    tracker = record_from_desk(player)
    head = "Recorded as line 4\u00a0of the game: Chen wins by ron from Boris · East 東 1 — "
    window.open_quiz()
    quiz = window.quiz_window()
    quiz.findChild(QPushButton, "quiz-open-desk").click()
    assert window.controller.showing == "borrowed" and banner(player) == head + SET_ASIDE
    undo(player)
    assert banner(player) == head + "Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
    ctrl_enter(player)
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Edit line 4 — Ron"
    tracker.ok()
    assert tracker.history()[1:] == ["rules seed edition=1", "players Aiko Boris Chen Dasha", RECORDED]


# -- a hand from a game log or the quiz put on the desk while it scores for the game ---------
CORRECTED = (
    "rules seed\nplayers Aiko Boris Chen Dasha\n"
    'ron Chen from Dasha hand "234m567p3467888s5s"\n'
    "tsumo Boris 1 30\n"
)
TENHOU_NOTE = (
    "The desk scored this win under Tenhou, but the game is played under Club rules: the "
    "game's rules count the line, and the change below is what it records"
)
#: the log's hand came with its own honba: the game pays the line by the hand it is read in
#: (compared with the label's no-break spaces as spaces)
HONBA_NOTE = (
    "The desk counts 1 honba, but East 東 2 was played at 0 honba: the game pays the line by "
    "its own count, and the change below is what it records"
)
#: and its own riichi stick, which the game's hand does not have (its own count again)
STICKS_NOTE = (
    "Riichi sticks on the desk: 1, but in East 東 2 the game pays this win riichi sticks: 0; the "
    "game pays the line by its own count, and the change below is what it records"
)


def open_log_win(player: object) -> None:
    """The double-ron log's hand of row 2 (Dasha's ron from Chen, Tenhou's rules) opened on the
    desk from the log window."""
    logs = player.window.log_window()  # type: ignore[attr-defined]
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(DOUBLE_RON)
    logs.table.selectRow(2)
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


SET_ASIDE = "set aside while the desk shows a hand from a game log or the quiz: Ctrl+Z goes back to it"
NOBODY = ["East 東 · dealer", "South 南", "West 西", "North 北"]


def undo(player: object) -> None:
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Z, CTRL)  # type: ignore[attr-defined]


def redo(player: object) -> None:
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    player.qtbot.keyClick(player.window, Qt.Key.Key_Y, CTRL)  # type: ignore[attr-defined]


def test_ctrl_z_past_a_log_win_shows_the_desk_behind_with_the_games_situation_now(
    player: object, tmp_path: Path
) -> None:
    """The desk follows a game, a hand typed on it; a log's win opened over it; meanwhile the
    game goes on (a draw, Boris in riichi tenpai: 1 honba, his stick on the table). Ctrl+Z past
    the log's hand shows the hand typed with the game's situation now, not as it was at the
    load, and Next hand keeps it; Ctrl+Y brings the log's hand back."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    tracker.action("riichi", "player-1")
    tracker.ok()
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    typed = player.hand()  # type: ignore[attr-defined]
    assert typed and (spin(player, "honba"), spin(player, "sticks")) == (0, 1)
    open_log_win(player)
    assert window.controller.showing == "borrowed"
    log_hand = player.hand()  # type: ignore[attr-defined]
    tracker.action("draw")
    tracker.ok()
    assert tracker.history()[-1] == "draw tenpai Boris"
    assert tracker.label("center-honba") == "1 honba"
    undo(player)  # Ctrl+Z: the desk's own hand again, in the game's situation now
    assert window.controller.showing == ""
    assert player.hand() == typed  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    redo(player)  # Ctrl+Y: the log's hand again
    assert window.controller.showing == "borrowed" and player.hand() == log_hand  # type: ignore[attr-defined]
    undo(player)
    assert player.hand() == typed and (spin(player, "honba"), spin(player, "sticks")) == (1, 1)  # type: ignore[attr-defined]
    next_hand(player)  # the next hand in the game's situation: 1 honba, Boris's stick
    assert player.hand() == []  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    assert window.controller.state.situation.round_wind == 0


def test_ctrl_y_past_next_hand_on_a_log_win_goes_to_the_desk_next_hand_made(
    player: object, tmp_path: Path
) -> None:
    """Next hand on a log's win, Ctrl+Z, Ctrl+Y: the desk Next hand made (no tiles, the
    game's situation), not the hand the log's win was opened over."""
    tracker = open_record(player, tmp_path, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    tracker.action("riichi", "player-1")
    tracker.ok()
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    open_log_win(player)
    log_hand = player.hand()  # type: ignore[attr-defined]
    next_hand(player)
    assert player.hand() == [] and (spin(player, "honba"), spin(player, "sticks")) == (0, 1)  # type: ignore[attr-defined]
    undo(player)
    assert player.hand() == log_hand  # type: ignore[attr-defined]
    redo(player)
    assert player.hand() == [] and (spin(player, "honba"), spin(player, "sticks")) == (0, 1)  # type: ignore[attr-defined]


def test_a_log_win_opened_during_a_correction_sets_it_aside_until_ctrl_z(
    player: object, tmp_path: Path
) -> None:
    """Edit line 3 → Score the hand in the calculator, riichi ticked on the desk, then a game
    log's win (another game, Tenhou's rules) opened on the desk: Ctrl+Enter offers it as a new
    line, with the rules note, and line 3 stays. Ctrl+Z then brought the corrected hand back,
    but the correction had ended: Ctrl+Enter opened a dialog naming nobody whose OK could not
    be pressed, and the payment cards named nobody. The correction is only set aside while the
    log's hand is on the desk (the banner says so): Ctrl+Z brings it back, and Ctrl+Enter
    corrects line 3."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, CORRECTED)
    lines = tracker.history()
    tracker.click("dialog-calculator", tracker.window.edit_line(3))
    head = "Correcting line 3\u00a0of the game: Chen wins by ron from Dasha · East 東 1 — "
    assert banner(player) == head + "Ctrl+Enter records it"
    player.click("riichi")  # type: ignore[attr-defined]
    cards = window.payments.cards
    assert [card.wind.text() for card in cards] == ["東 Aiko · dealer", "南 Boris", "西 Chen", "北 Dasha"]
    open_log_win(player)
    assert banner(player) == head + SET_ASIDE
    assert game_rules_shown(player) == ("tenhou", True, False)
    assert [card.wind.text() for card in cards] == NOBODY
    ctrl_enter(player)
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Ron"  # not "Edit line 3 — Ron"
    said = tracker.label("dialog-note", dialog).replace("\u00a0", " ")
    assert said == STICKS_NOTE + "\n" + TENHOU_NOTE
    dialog.reject()
    assert tracker.history() == lines
    # Ctrl+Z: Chen's hand with its riichi, the correction and the game's players back
    undo(player)
    assert window.controller.spec().riichi and window.controller.spec().seat == 2
    assert banner(player) == head + "Ctrl+Enter records it"
    assert game_rules_shown(player) == ("seed", False, True)
    assert [card.wind.text() for card in cards] == ["東 Aiko · dealer", "南 Boris", "西 Chen", "北 Dasha"]
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history() == [
        *lines[:2],
        'ron Chen from Dasha hand "234m567p3467888s5s --riichi"',
        *lines[3:],
    ]


def test_an_also_ron_asked_for_keeps_its_winner_and_discarder_through_a_log_win(
    player: object, tmp_path: Path
) -> None:
    """Another winner on the last discard asked for (Chen also from Boris) and typed, a log's
    win opened, Ctrl+Z: Ctrl+Enter offered "ron Dasha from Chen" in the next hand, the also ron
    forgotten. Now the request comes back with the hand (and goes aside again with Ctrl+Y)."""
    tracker = open_record(
        player,
        tmp_path,
        "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\nron Dasha from Boris 1 30\n",
    )
    tracker.click("action-also-ron")
    tracker.click("winner-2", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("123456789p234s5m5m")  # type: ignore[attr-defined]
    head = "Scoring for the game: Chen also wins by ron from Boris · East 東 1 — "
    assert banner(player) == head + "Ctrl+Enter records it"
    open_log_win(player)
    assert banner(player) == head + SET_ASIDE
    undo(player)
    assert banner(player) == head + "Ctrl+Enter records it"
    redo(player)  # the log's hand again
    assert banner(player) == head + SET_ASIDE and player.window.controller.showing == "borrowed"  # type: ignore[attr-defined]
    undo(player)
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'also ron Chen from Boris hand "5m123456789p234s5m"'
    # Dasha 1000 from Boris; Chen's 2600 from him too, and no honba in East 1
    assert tracker.points() == [f"30{T}000", f"26{T}400", f"32{T}600", f"31{T}000"]


def test_a_quiz_hand_opened_while_the_desk_scores_a_new_win_sets_it_aside(
    player: object, tmp_path: Path
) -> None:
    """The same for a win the tracker asked for: the quiz's hand on the desk is not Chen's ron,
    which waits; Next hand brings it back as well, the game's situation whole (Dasha the
    discarder: Ctrl+Enter records it without asking)."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    ask_ron(tracker, 2, 3)
    head = "Scoring for the game: Chen wins by ron from Dasha · East 東 1 — "
    assert banner(player) == head + "Ctrl+Enter records it once the desk shows the win"  # no tiles
    window.open_quiz()
    quiz = window.quiz_window()
    quiz.findChild(QPushButton, "quiz-open-desk").click()  # Open on the desk (after the answers)
    assert window.controller.showing == "borrowed" and banner(player) == head + SET_ASIDE
    next_hand(player)
    assert window.controller.showing == "" and banner(player).startswith(head)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert window.controller.state.situation.discarder == 3
    ctrl_enter(player)
    assert tracker.window.dialog is None
    assert tracker.history()[-1] == 'ron Chen from Dasha hand "234m567p3467888s5s"'


def test_a_dialog_closed_by_a_log_win_says_how_to_get_back(player: object, tmp_path: Path) -> None:
    """The desk's win waiting in the game's dialog, then a log's win opened on the desk: the
    dialog closed, and the status bar said "Apply to game opens it again", which would now
    open the log's hand. It says what brings the dialog's hand back."""
    window = player.window  # type: ignore[attr-defined]
    tracker = open_record(player, tmp_path, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    ask_ron(tracker, 2, 3)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]  # not the win asked for: Ctrl+Enter opens the dialog
    ctrl_enter(player)
    assert tracker.dialog.windowTitle() == "Tsumo"
    open_log_win(player)
    assert tracker.window.dialog is None
    assert window.statusBar().currentMessage() == (
        "A hand from a game log or the quiz is on the desk: the game's dialog was closed "
        "(Ctrl+Z brings back the hand it showed)"
    )
    undo(player)  # Chen's tsumo again, and Apply to game opens its dialog
    assert window.controller.spec().tsumo and window.controller.state.game is not None
    player.click("apply-to-game")  # type: ignore[attr-defined]
    assert tracker.find("dialog-line", root=tracker.dialog).text() == 'tsumo Chen hand "234m567p3467888s5s"'  # type: ignore[attr-defined]


def test_a_correction_dialog_gives_the_note_a_new_lines_gives(player: object, tmp_path: Path) -> None:
    """The dialog correcting a past line from the desk dropped the note the desk's win came with
    (the rules the game counts it under, how the seats were read): a new line's kept it."""
    tracker = open_record(player, tmp_path, CORRECTED)
    dialog = tracker.window.apply_hand(
        "234m567p3467888s5s", False, 2, 3, edit=3, why=lambda _ticked: TENHOU_NOTE
    )
    assert dialog is not None and dialog.windowTitle().startswith("Edit line 3")
    assert tracker.label("dialog-note", dialog) == TENHOU_NOTE


def test_the_payment_cards_name_the_games_players_for_the_games_hand_only(
    player: object, tmp_path: Path
) -> None:
    """A log's hand on the desk while a game was followed: its payment cards named the game's
    players (Aiko, Boris...) for the log's seats. Now a hand from a log or the quiz names nobody;
    Next hand (the desk's own hand again, for the game) names the game's players again."""
    window = player.window  # type: ignore[attr-defined]
    open_record(player, tmp_path, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    cards = window.payments.cards
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert cards[0].wind.text().startswith("東 Aiko") and cards[1].wind.text() == "南 Boris"
    open_log_win(player)
    assert [card.wind.text() for card in cards] == ["East 東 · dealer", "South 南", "West 西", "North 北"]
    next_hand(player)
    player.type("234m567p3467888s5s")  # type: ignore[attr-defined]
    assert cards[0].wind.text().startswith("東 Aiko") and cards[1].wind.text() == "南 Boris"
    # the quiz's hand: nobody either
    window.open_quiz()
    quiz = window.quiz_window()
    quiz.findChild(QPushButton, "quiz-open-desk").click()  # Open on the desk (after the answers)
    assert window.controller.showing == "borrowed"
    assert not any(name in card.wind.text() for card in cards for name in ("Aiko", "Boris", "Chen", "Dasha"))


def test_a_log_win_after_the_game_left_the_hand_asked_for_is_read_in_the_game(
    player: object, tmp_path: Path
) -> None:
    """A win asked for whose hand the game then left (a tsumo recorded in the tracker
    meanwhile): a log's win opened on the desk after it was still taken for that hand, and the
    dialog said the desk scored it for East 1 and picked nobody. It is no hand of the game: it is
    read, as any desk's win, in the hand the game plays now."""
    tracker = open_record(player, tmp_path, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    ask_ron(tracker, 2, 3)
    activate(tracker.window, player.qtbot)  # type: ignore[attr-defined]
    tracker.action("tsumo", "winner-1", "han-1", "fu-30")
    tracker.ok()
    assert banner(player) == "" and tracker.label("center-round") == "東 East 2"
    open_log_win(player)
    ctrl_enter(player)
    dialog = tracker.dialog
    assert (
        tracker.label("dialog-note", dialog).replace("\u00a0", " ")
        == HONBA_NOTE + "\n" + STICKS_NOTE + "\n" + TENHOU_NOTE
    )
    # the log's West winner from South, in East 2 (Boris deals): Dasha from Chen
    line = tracker.find("dialog-line", root=dialog).text()  # type: ignore[attr-defined]
    assert line.startswith('ron Dasha from Chen hand "123p2305888999s1s')
    dialog.reject()

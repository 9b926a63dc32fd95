"""A hand-off that lapsed, and what the desk says and records afterwards.

A past line corrected on the desk that moved into another hand (a win inserted before it) is no
longer that line's win: Ctrl+Enter must not rewrite it with the players the desk's seat winds name
in its new hand. A desk cleared of a lapsed request's hand (Next hand) takes the game's honba and
sticks. The banner over an empty desk does not say that Ctrl+Enter records the win. Every step is
clicked or typed; each test reads the banner, the dialog, the record and the points."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMainWindow
from test_tracker_support import CTRL, TrackerPlayer, activate, banner, ctrl_enter, next_hand, spin, write
from test_tracker_support import tracker_from_calculator as open_tracker

SEED = "rules seed\nplayers Aiko Boris Chen Dasha\n"
#: line 3: Boris (South) wins from Aiko (East) in East 1
PAST = (
    SEED + 'ron Boris from Aiko hand "123m456p789s111z44p"\n'
    "ron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\nron Aiko from Boris 1 30\n"
    "ron Boris from Chen 1 30\n"
)
LINE_3 = 'ron Boris from Aiko hand "123m456p789s111z44p"'
#: East 1, 1 honba: Aiko (the dealer) won off Boris, and Chen declared riichi (1 stick)
RIICHI = SEED + "ron Aiko from Boris 2 30\nriichi Chen\n"
CHEN = "234m567p3467888s5s"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("MJGUI_DATA_DIR", str(folder))
    return folder


def opened(player: object, tmp_path: Path, text: str) -> TrackerPlayer:
    tracker = open_tracker(player)
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", text))
    return tracker


def status(player: object) -> str:
    window = player.window  # type: ignore[attr-defined]
    assert isinstance(window, QMainWindow)
    return str(window.statusBar().currentMessage())


def checked(dialog: object, role: str) -> list[int]:
    buttons = (dialog.findChild(QAbstractButton, f"{role}-{seat}") for seat in range(4))  # type: ignore[attr-defined]
    return [seat for seat, button in enumerate(buttons) if button is not None and button.isChecked()]


def test_a_correction_whose_line_moved_to_another_hand_is_not_recorded_as_that_line(
    player: object, tmp_path: Path
) -> None:
    tracker = opened(player, tmp_path, PAST)
    tracker.click("dialog-calculator", tracker.window.edit_line(3))
    player.mode("dora")  # type: ignore[attr-defined]
    player.click_tiles("3p")  # type: ignore[attr-defined]
    # a forgotten win inserted before line 3: Boris's ron is line 4 now, played in East 2
    inserted = tracker.window.insert_line(3)
    tracker.type_into("line-edit", "ron Dasha from Chen 1 30", inserted)
    tracker.ok()
    assert status(player) == "The game changed in the tracker: the desk no longer corrects line 3"
    assert banner(player) == ""
    lines, before = tracker.history(), tracker.points()
    assert lines[3] == LINE_3
    # Ctrl+Enter: no "Edit line 4" naming Chen (South in East 2) as the winner from Boris
    ctrl_enter(player)
    QApplication.processEvents()
    dialog = tracker.dialog
    assert dialog.windowTitle() == "Ron"
    assert checked(dialog, "winner") == [] and checked(dialog, "discarder") == []
    assert tracker.label("dialog-note", dialog).replace("\u00a0", " ") == (
        "The desk scored this win for East 東 1, which is not the game's hand now: pick the winner "
        "and who dealt in"
    )
    assert not tracker.find("dialog-ok", root=dialog).isEnabled()
    dialog.reject()
    QApplication.processEvents()
    assert tracker.history() == lines and tracker.points() == before


def test_the_desks_win_corrects_a_line_only_when_its_seats_name_that_lines_players() -> None:
    """``desk_win``: the tiles of a line with another dora correct it when the desk's seats, read
    in the line's hand, name its winner and who dealt in; another player's win with those tiles
    is read in the game's hand, as a new line (no Qt)."""
    from mjgui.controller.game.bridge import desk_win
    from mjgui.controller.game.tracker import TrackerController
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.arguments import parse_score_args

    game = TrackerController(SEED + LINE_3 + "\n")
    desk = Controller("en")

    def named(*words: str) -> tuple[int | None, int | None, int | None]:
        request, _ = parse_score_args(["123m456p789s111z44p", "--dora", "3p", *words])
        desk.load_spec(request.spec, record=False)
        win = desk_win(desk, game.state, game.result)
        return win.winner, win.discarder, None if win.corrects is None else win.corrects.number

    # South from East in East 1: Boris from Aiko, line 3's players
    assert named("--seat", "S", "--from", "E") == (1, 0, 3)
    # West, or South from North, or a tsumo: not line 3's win; read in East 2 (Boris deals)
    assert named("--seat", "W", "--from", "E") == (3, 1, None)
    assert named("--seat", "S", "--from", "N") == (2, 0, None)
    assert named("--seat", "S", "--tsumo") == (2, None, None)


def test_next_hand_after_a_lapse_takes_the_games_honba_and_sticks(player: object, tmp_path: Path) -> None:
    tracker = opened(player, tmp_path, RIICHI)
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    # the dealer's tsumo recorded in the tracker: East 1 again, 2 honba, Chen's stick taken
    tracker.action("tsumo", "winner-0", "han-2", "fu-30")
    tracker.ok()
    game = tracker.window.controller.state
    assert (game.round_wind, game.hand, game.honba, game.sticks) == (0, 1, 2, 0)
    assert status(player) == (
        "The game changed in the tracker: East 東 1, the hand the desk scored, is not the game's hand now"
    )
    # the desk keeps the hand's own counters while it holds the hand
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    # Next hand: an empty desk, with the game's counters
    activate(player.window, player.qtbot)  # type: ignore[attr-defined]
    next_hand(player)
    QApplication.processEvents()
    assert player.hand() == []  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (2, 0)


@pytest.mark.parametrize("typed", ["", "123m"], ids=["empty", "typed"])
def test_next_hand_on_the_desk_ctrl_z_emptied_after_a_lapse_takes_the_games_counters(
    player: object, tmp_path: Path, typed: str
) -> None:
    """Ctrl+Z took the lapsed hand off the desk: the empty desk keeps the hand's honba and
    sticks (Ctrl+Y brings the hand back with them), but Next hand (on it, or on a hand typed
    there since) kept them too, where Next hand on the hand itself takes the game's."""
    tracker = opened(player, tmp_path, RIICHI)
    tracker.action("ron", "winner-3", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    held = player.hand()  # type: ignore[attr-defined]
    tracker.action("tsumo", "winner-0", "han-2", "fu-30")  # East 1, 2 honba, no stick now
    tracker.ok()
    window = player.window  # type: ignore[attr-defined]

    def key(code: Qt.Key) -> None:
        activate(window, player.qtbot)  # type: ignore[attr-defined]
        player.qtbot.keyClick(QApplication.focusWidget() or window, code, CTRL)  # type: ignore[attr-defined]
        QApplication.processEvents()

    key(Qt.Key.Key_Z)
    assert player.hand() == []  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)  # the hand's, as it was
    key(Qt.Key.Key_Y)
    assert player.hand() == held != []  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    key(Qt.Key.Key_Z)
    assert player.hand() == []  # type: ignore[attr-defined]
    if typed:
        player.type(typed)  # type: ignore[attr-defined]
        assert (spin(player, "honba"), spin(player, "sticks")) == (1, 1)
    activate(window, player.qtbot)  # type: ignore[attr-defined]
    next_hand(player)
    QApplication.processEvents()
    assert player.hand() == []  # type: ignore[attr-defined]
    assert (spin(player, "honba"), spin(player, "sticks")) == (2, 0)

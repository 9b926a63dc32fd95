"""The calculator's win sent to a tracker whose game another tracker took on meanwhile.

A win asked from the tracker and built on the desk; that tracker closed; a second tracker (a
second ``mjgui --tracker``) resumed the game from the autosave and recorded a ron. Ctrl+Enter on
the desk then brought the calculator's old tracker back, on the game as it was before that ron,
its ron dialog open; OK recorded the desk's win into that old copy, written to
autosave-2.mjgame: two copies of one game going apart, and nothing said. Now the old tracker says
plainly, in its notice bar, that the other window has the game (in Russian too), and records
nothing; once the other window has closed, its game is offered, and resumed it is the game the
desk's win goes to. Neither copy is lost."""

from __future__ import annotations

from pathlib import Path

from desk_support import own_data_dir
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer, activate, ctrl_enter, show_tracker
from test_tracker_support import tracker_from_calculator as open_tracker

from mjgui.core.shown import shown_path
from tests.util import T

HAND = "234m567p3467888s5s"


_data_dir = own_data_dir()


def asked_then_closed(player: object) -> tuple[TrackerPlayer, str]:
    """A tenhou game at East 2 with Boris's riichi; Boris's ron on Aiko's discard asked from the
    tracker and built on the desk; the tracker closed. The tracker, and its game."""
    tracker = open_tracker(player)
    tracker.new_game(preset="tenhou")
    assert tracker.window.commit_line("ron Chen from Boris 2 30")
    tracker.action("riichi", "player-1")
    tracker.ok()
    tracker.action("ron", "winner-1", "discarder-0")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    player.check("riichi")  # type: ignore[attr-defined]
    ours = tracker.window.controller.text
    tracker.window.close()
    QApplication.processEvents()
    return tracker, ours


def resumed_in_another(qtbot: object, data: Path, tmp_path: Path) -> TrackerPlayer:
    """A second tracker window, on the same data folder: it resumes the game and records Boris's
    ron on Aiko's discard, 2 han 30 fu, from its own dialog."""
    other = show_tracker(qtbot, data, tmp_path / "other.ini")
    other.click("resume")
    other.action("ron", "winner-1", "discarder-0", "han-2", "fu-30")
    other.ok()
    assert other.history()[-1] == "ron Boris from Aiko 2 30"
    return other


def games(data: Path) -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(data.glob("*.mjgame"))}


def test_the_desks_win_is_not_recorded_into_the_old_copy_while_another_tracker_has_the_game(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    tracker, ours = asked_then_closed(player)
    other = resumed_in_another(qtbot, _data_dir, tmp_path)
    theirs = other.window.controller.text
    assert games(_data_dir) == {"autosave.mjgame": theirs}

    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    # the old tracker comes back saying where the game is, and opens no dialog on its old copy
    window = tracker.window
    assert window.isVisible() and window.dialog is None
    notice = window.notice
    assert notice.isVisible() and notice.kind == "elsewhere"
    assert notice.plain == (
        "While this window was closed, another tracker window took over its autosave "
        f"({shown_path(_data_dir / 'autosave.mjgame')}) and has it open; the game there now: "
        f"East 2, 1 honba, Aiko 22{T}100, Boris 25{T}900, Chen 27{T}000, Dasha 25{T}000. It may be "
        "the game on this table, played on there, so nothing is recorded in this window until you "
        "choose: record the game in the other window (once that window closes, its game is offered "
        "here), or choose “Go on here” to record the game shown here in this window, in an "
        "autosave of its own."
    )
    assert window.controller.text == ours
    assert games(_data_dir) == {"autosave.mjgame": theirs}  # no second copy written
    # in Russian too
    player.window.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert notice.plain.startswith(
        "Пока это окно было закрыто, другое окно трекера заняло его автосохранение ("
    )
    assert f"держит его открытым; игра в нём сейчас: Восток 2, 1\xa0хонба, Aiko 22{T}100" in notice.plain
    assert "поэтому в этом окне ничего не записывается, пока вы не выберете" in notice.plain
    player.window.set_language("en")  # type: ignore[attr-defined]
    QApplication.processEvents()

    # again: still nothing recorded (the notice said it once, the look is made at each win)
    notice.dismiss()
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert window.dialog is None and notice.kind == "elsewhere" and notice.isVisible()
    assert window.controller.text == ours
    assert games(_data_dir) == {"autosave.mjgame": theirs}
    # the other window goes on recording into the one game
    assert other.window.commit_line("riichi Dasha")
    theirs = other.window.controller.text
    assert games(_data_dir) == {"autosave.mjgame": theirs}


def test_once_the_other_tracker_has_closed_its_game_is_offered_and_the_desks_win_goes_to_it(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    tracker, ours = asked_then_closed(player)
    other = resumed_in_another(qtbot, _data_dir, tmp_path)
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    window = tracker.window
    assert window.notice.kind == "elsewhere"
    assert other.window.commit_line("riichi Chen")
    theirs = other.window.controller.text
    other.window.close()
    QApplication.processEvents()

    # the desk's win again: the other tracker's game is offered, nothing recorded before the answer
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert window.dialog is None and window.controller.text == ours
    notice = window.notice
    assert notice.isVisible() and notice.kind == "resume"
    assert notice.plain.startswith(
        "While this window was closed, another tracker saved an unfinished game in its autosave ("
    )
    assert (
        f"): East 2, 1 honba, Aiko 22{T}100, Boris 25{T}900, Chen 26{T}000, Dasha 25{T}000." in notice.plain
    )
    tracker.click("resume")
    assert window.controller.text == theirs
    assert tracker.history()[-2:] == ["ron Boris from Aiko 2 30", "riichi Chen"]

    # the win now goes to the game as it is: its dialog opens on it (East 2, 1 honba)
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    dialog = window.dialog
    assert dialog is not None
    # the desk's hand was scored for the hand before that ron, which the game no longer plays:
    # nobody is picked (as for any such hand); the player picks, and the line goes on the game
    tracker.click("winner-1", dialog)
    tracker.click("discarder-0", dialog)
    tracker.ok()
    recorded = window.controller.text
    assert recorded.startswith(theirs)
    assert recorded[len(theirs) :].startswith("ron Boris from Aiko hand ")
    # both copies kept: the game recorded on in this window's autosave (slot 2: the other
    # window held slot 1 when this one was shown again), the other's in its previous file
    assert games(_data_dir) == {"autosave-2.mjgame": recorded, "previous.mjgame": theirs}


def test_the_tracker_opened_again_with_ctrl_g_says_where_its_game_is_played(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    tracker, ours = asked_then_closed(player)
    other = resumed_in_another(qtbot, _data_dir, tmp_path)
    player.window.findChild(QAction, "open-tracker").trigger()  # type: ignore[attr-defined]  # Ctrl+G
    window = tracker.window
    assert window.isVisible() and window.notice.isVisible() and window.notice.kind == "elsewhere"
    assert f"has it open; the game there now: East 2, 1 honba, Aiko 22{T}100, Boris 25{T}900" in (
        window.notice.plain
    )
    assert window.controller.text == ours
    assert games(_data_dir) == {"autosave.mjgame": other.window.controller.text}
